"""The import graph of ``polyoff`` and ``polyoff_runtime`` has no cycle.

Every module is parsed with ``ast``; an edge goes from a module to each
project module it imports, wherever the import stands: at module level, in
a function (the usual way to dodge a cycle), under ``TYPE_CHECKING``. A
stage may import the stages below it, never one above (issue 17).

Edges go to the module named, not to the packages around it: ``import
polyoff.scop.build`` is an edge to ``polyoff.scop.build`` only (``polyoff``'s
``__init__`` re-exports the decorator, which imports the whole compiler;
counting it would make every module a cycle). ``from polyoff.codegen import
kernel`` is an edge to ``polyoff.codegen.kernel`` where that is a module,
else to the package ``polyoff.codegen`` itself. A module that hands a
literal module name to ``importlib.import_module`` (as the target table
does) has an edge to each project module named by a string in it.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"polyoff": ROOT / "polyoff", "polyoff_runtime": ROOT / "runtime" / "polyoff_runtime"}


def module_files() -> dict[str, Path]:
    """Every module of the two packages, by dotted name (a package by its own name)."""
    modules = {}
    for package, folder in PACKAGES.items():
        for path in sorted(folder.rglob("*.py")):
            parts = [package, *path.relative_to(folder).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    """The module a ``from ... import`` names, with relative levels resolved."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base[: len(base) - node.level + (1 if is_package else 0)]
    return ".".join([*base, *([node.module] if node.module else [])])


def imports_of(module: str, path: Path, known: set[str]) -> dict[str, int]:
    """The project modules ``module`` imports, each with the line of its first import."""
    tree = ast.parse(path.read_text(), filename=str(path))
    found: dict[str, int] = {}

    def add(name: str, line: int) -> None:
        if name in known and name != module:
            found.setdefault(name, line)

    dynamic = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, node, path.name == "__init__.py")
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                add(sub if sub in known else source, node.lineno)
        elif (isinstance(node, ast.Attribute) and node.attr == "import_module"
              and isinstance(node.value, ast.Name) and node.value.id == "importlib"):
            dynamic = True
    if dynamic:
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                add(node.value, node.lineno)
    return found


def import_graph() -> dict[str, dict[str, int]]:
    files = module_files()
    known = set(files)
    return {m: imports_of(m, p, known) for m, p in files.items()}


def find_cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """One cycle per strongly connected component of more than one module
    (Tarjan's algorithm, then a shortest cycle through the component's first
    module), sorted. Where a component holds more modules than its cycle,
    the others follow the cycle's closing module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)

    cycles = []
    for component in components:
        members = set(component)
        start = component[0]
        # Breadth-first from start, inside the component, back to start.
        parent: dict[str, str] = {}
        frontier = [start]
        while frontier and start not in parent:
            following = []
            for v in frontier:
                for w in sorted(graph[v]):
                    if w in members and w not in parent:
                        parent[w] = v
                        following.append(w)
            frontier = following
        back = []  # the cycle backwards from start
        v = parent[start]
        while v != start:
            back.append(v)
            v = parent[v]
        cycle = [start, *reversed(back), start]
        cycles.append([*cycle, *(m for m in component if m not in cycle)])
    return sorted(cycles)


def describe(cycle: list[str], graph: dict[str, dict[str, int]]) -> str:
    """``a (line 3) -> b (line 7) -> a``, then the rest of the component."""
    end = cycle.index(cycle[0], 1)
    steps = [f"{a} (line {graph[a][b]})" for a, b in itertools.pairwise(cycle[:end + 1])]
    text = " -> ".join([*steps, cycle[0]])
    rest = cycle[end + 1:]
    return text + (f"; in the same knot: {', '.join(rest)}" if rest else "")


def test_finds_modules():
    graph = import_graph()
    assert "polyoff.compiler" in graph and "polyoff_runtime.session" in graph
    assert "polyoff.scop.build" in graph["polyoff.compiler"] or any(
        "polyoff.scop" in m for m in graph["polyoff.compiler"])


def test_finds_a_cycle():
    graph = {"a": {"b": 1}, "b": {"c": 2}, "c": {"a": 3}, "d": {"a": 4}}
    assert find_cycles(graph) == [["a", "b", "c", "a"]]
    assert describe(["a", "b", "c", "a"], graph) == "a (line 1) -> b (line 2) -> c (line 3) -> a"
    graph = {"a": {"b": 1}, "b": {"a": 2, "c": 3}, "c": {"b": 4}}
    assert find_cycles(graph) == [["a", "b", "a", "c"]]
    assert describe(find_cycles(graph)[0], graph) == "a (line 1) -> b (line 2) -> a; in the same knot: c"


def test_import_graph_is_acyclic():
    graph = import_graph()
    cycles = find_cycles(graph)
    assert not cycles, "import cycles (a module imports one that imports it back):\n" + "\n".join(
        describe(c, graph) for c in cycles)
