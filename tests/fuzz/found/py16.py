"""polyoff decorator fuzz program, seed 16 of the first generator (a statement no thread reaches: isl_map_from_union_map failed on an empty union map while planning private copies); dtypes {'A': 'int32', 'B': 'int64', 'x': 'int32', 'y': 'int32'}"""



def f0(A, B, x, y, n, m, alpha):
    for i in range(1, m - 1):
        for j in range(1, (m - 1) // 2):
            B[i - 1, i] = (B[2, i - 1] * 5 + A[j, i + 1] + y[i] % 7) % 1009
            if j <= j:
                A[i, 2 * j] = (x[i - 1] * 3 + A[i, 2 * j] % 7 + B[4, j]) % 1009
    for i in range(1, n - 1):
        for j in range(1, n - 1, 2):
            x[i] = (B[j, j] * 3) % 1009


def f1(A, B, x, y, n, m, alpha):
    for i in range(1, (n - 1) // 2):
        for j in range(1, n - 1):
            for k in range(1, n - 1):
                B[j + 1, k] = (B[i + 1, j] * 5 + A[j, j + 1] // 3) % 1009
    x[1:n - 1] = (x[1:n-1] * 2 + x[1:n-1] * -1) % 1009


def f2(A, B, x, y, n, m, alpha):
    B[1:n - 1, 1:m - 1] = (A[0:n-2, 1:m-1] * -1 + A[1:n-1, 0:m-2] * 2 + A[1:n-1, 1:m-1] * 2) % 1009

