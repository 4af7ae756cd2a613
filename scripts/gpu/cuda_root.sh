# Sourced by build_pycuda.sh and run.sh: cuda_root prints the CUDA toolkit's
# root (the folder holding include/cuda.h), or nothing when there is none.
# Tried in order: $CUDA_ROOT, $CUDA_HOME, the TOP that nvcc itself reports
# (nvcc on PATH may be a wrapper script), nvcc's resolved folder, /usr/local/cuda.

cuda_root() {
    local candidates=("${CUDA_ROOT:-}" "${CUDA_HOME:-}") dir
    if command -v nvcc >/dev/null 2>&1; then
        candidates+=("$(nvcc --dryrun -c -x cu /dev/null -o /dev/null 2>&1 | sed -n 's/^#\$ TOP=//p' | head -n 1)")
        candidates+=("$(dirname "$(readlink -f "$(command -v nvcc)")")/..")
    fi
    candidates+=(/usr/local/cuda)
    for dir in "${candidates[@]}"; do
        if [ -n "$dir" ] && { [ -f "$dir/include/cuda.h" ] || [ -f "$dir/targets/x86_64-linux/include/cuda.h" ]; }; then
            (cd "$dir" && pwd -P)
            return 0
        fi
    done
    return 1
}
