"""The layers import downwards only (tui -> net -> ai -> core) and no modules import each
other in a circle.

The checks read the source with `ast`; nothing is imported. What counts:

- **Layers**: every import of a module in core/, ai/, net/ or tui/ — at module level and
  inside functions, methods and `if TYPE_CHECKING:` blocks alike — to a module of a higher
  layer is a violation: core may not import ai, net or tui; ai may not import net or tui;
  net may not import tui.
- **Circles**: the module-level import graph, i.e. the imports that run when a module is
  first imported (top level, class bodies, `if`/`try` blocks), not those inside functions
  or under `if TYPE_CHECKING:`. An edge goes to the module imported (`from a.b import c`
  is an edge to `a.b.c` if that is a module, else to `a.b`); the parent packages' __init__
  files that Python runs on the way are not edges. Any circle among these edges fails.
- **Dodged circles**: a function-level import from A to B while B reaches A through its own
  imports (module or function level) fails too — a lazy import may save start-up time, it
  may not hide a circle.

Failures name the offending chain with file and line, e.g.
``core.save (core/save.py:12) -> core.savefile (core/savefile.py:30) -> core.save``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("core", "ai", "net", "tui")
"""Lowest first: a package may import only packages at or before its own position."""


def _module_name(relative: Path) -> str:
    parts = list(relative.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the four layers by dotted name -> its path relative to `root`."""
    out = {}
    for top in LAYERS:
        for path in sorted((root / top).rglob("*.py")):
            relative = path.relative_to(root)
            out[_module_name(relative)] = relative
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool, modules: dict[str, Path]) -> list[str]:
    """The project modules one import statement brings in (outside names are dropped)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module.split(".") if is_package else module.split(".")[:-1]
            package = package[: len(package) - (node.level - 1)]
            base = ".".join(package + ([base] if base else []))
        names = []
        for alias in node.names:
            sub = f"{base}.{alias.name}" if base else alias.name
            names.append(sub if sub in modules else base)
    out = []
    for name in names:
        # `import a.b.c` where only a.b is ours still points into our tree
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name and name not in out:
            out.append(name)
    return out


_HOLDS_STATEMENTS = (ast.stmt, ast.excepthandler, ast.match_case)


def collect_imports(modules: dict[str, Path], root: Path = ROOT) -> dict[str, list[tuple[str, int, bool]]]:
    """module -> [(imported module, line, runs at import time)]."""
    result: dict[str, list[tuple[str, int, bool]]] = {}
    for module, path in modules.items():
        tree = ast.parse((root / path).read_text(encoding="utf-8"), filename=str(path))
        found: list[tuple[str, int, bool]] = []
        is_package = path.name == "__init__.py"

        def visit(node: ast.AST, eager: bool, module=module, is_package=is_package, found=found) -> None:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in _targets(node, module, is_package, modules):
                    found.append((target, node.lineno, eager))
                return
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                eager = False
            elif isinstance(node, ast.If) and _is_type_checking(node.test):
                for child in node.body:
                    visit(child, False)
                for child in node.orelse:
                    visit(child, eager)
                return
            for child in ast.iter_child_nodes(node):
                # an import is a statement: expressions (most of a file's nodes) hold none
                if isinstance(child, _HOLDS_STATEMENTS):
                    visit(child, eager)

        visit(tree, True)
        result[module] = found
    return result


def _where(modules: dict[str, Path], module: str, line: int) -> str:
    return f"{module} ({modules[module].as_posix()}:{line})"


def layer_violations(modules, imports) -> list[str]:
    out = []
    for module, found in imports.items():
        rank = LAYERS.index(module.split(".")[0])
        for target, line, _ in found:
            if LAYERS.index(target.split(".")[0]) > rank:
                out.append(
                    f"{_where(modules, module, line)} imports {target}: "
                    f"{module.split('.')[0]} may import only {', '.join(LAYERS[: rank + 1])}"
                )
    return out


def import_circles(modules, imports) -> list[str]:
    """One chain per strongly connected group of the module-level import graph."""
    edges: dict[str, dict[str, int]] = {m: {} for m in modules}
    for module, found in imports.items():
        for target, line, eager in found:
            if eager:
                edges[module].setdefault(target, line)
    # Tarjan's algorithm, iterative (no recursion limit on deep chains)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []
    counter = 0
    for start in modules:
        if start in index:
            continue
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1 or node in edges[node]:
                        groups.append(group)
    return [_chain(modules, edges, sorted(group)) for group in groups]


def _chain(modules, edges, group: list[str]) -> str:
    """A shortest path from the group's first module back to itself, with lines."""
    start = group[0]
    members = set(group)
    previous: dict[str, str] = {}
    queue = [start]
    end = None
    while queue and end is None:
        node = queue.pop(0)
        for child in edges[node]:
            if child == start:
                end = node
                break
            if child in members and child not in previous:
                previous[child] = node
                queue.append(child)
    path = [end]
    while path[-1] != start:
        path.append(previous[path[-1]])
    path.reverse()
    steps = [f"{_where(modules, a, edges[a][b])}" for a, b in zip(path, path[1:] + [start])]
    return " -> ".join(steps + [start]) + f"   [circle of {len(group)}: {', '.join(group)}]"


@pytest.fixture(scope="module")
def project() -> tuple[dict[str, Path], dict[str, list[tuple[str, int, bool]]]]:
    """The project's modules and their imports, read once for the three checks below (a
    reading of every file costs about a second; the checks themselves little)."""
    modules = project_modules()
    return modules, collect_imports(modules)


def test_layers_import_downwards_only(project):
    modules, imports = project
    violations = layer_violations(modules, imports)
    assert not violations, "imports against the layers:\n" + "\n".join(violations)


def test_no_import_circles(project):
    modules, imports = project
    circles = import_circles(modules, imports)
    assert not circles, "import circles (module level):\n" + "\n".join(circles)


def hidden_circles(modules, imports) -> list[str]:
    """Function-level imports that only dodge a circle: A imports B inside a function while
    B reaches A through its own imports (at any level)."""
    edges: dict[str, dict[str, int]] = {m: {} for m in modules}
    for module, found in imports.items():
        for target, line, _ in found:
            edges[module].setdefault(target, line)
    out = []
    for module, found in imports.items():
        for target, line, eager in found:
            if eager:
                continue
            previous = {target: ""}
            queue = [target]
            while queue and module not in previous:
                node = queue.pop(0)
                for child in edges[node]:
                    if child not in previous:
                        previous[child] = node
                        queue.append(child)
            if module in previous:
                path = [module]
                while path[-1] != target:
                    path.append(previous[path[-1]])
                path.reverse()
                steps = [_where(modules, a, edges[a][b]) for a, b in zip(path, path[1:])]
                out.append(f"{_where(modules, module, line)} (in a function) -> " + " -> ".join(steps + [module]))
    return out


def test_no_function_level_import_dodges_a_circle(project):
    """A lazy import is fine for speed, not to hide a circle: the graph of all imports
    (module and function level) has no circle either."""
    modules, imports = project
    dodges = hidden_circles(modules, imports)
    assert not dodges, "function-level imports closing a circle:\n" + "\n".join(dodges)


def test_the_checks_see_what_they_look_for(tmp_path):
    """On a made-up tree the walker finds a function-level upward import, a module-level
    circle and the function-level imports that close circles, naming lines."""
    for package in ("core", "ai", "net", "tui"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "core" / "a.py").write_text("from core import b\n")
    (tmp_path / "core" / "b.py").write_text("import core.a\n\ndef f():\n    from tui import app\n")
    (tmp_path / "core" / "c.py").write_text("def g():\n    from core import a\n")
    (tmp_path / "tui" / "app.py").write_text("from ..core import c\n")
    modules = project_modules(tmp_path)
    imports = collect_imports(modules, tmp_path)
    violations = layer_violations(modules, imports)
    circles = import_circles(modules, imports)
    assert violations == ["core.b (core/b.py:4) imports tui.app: core may import only core"]
    assert circles == ["core.a (core/a.py:1) -> core.b (core/b.py:1) -> core.a   [circle of 2: core.a, core.b]"]
    assert hidden_circles(modules, imports) == [
        "core.b (core/b.py:4) (in a function) -> tui.app (tui/app.py:1) -> core.c (core/c.py:2)"
        " -> core.a (core/a.py:1) -> core.b",
        "core.c (core/c.py:2) (in a function) -> core.a (core/a.py:1) -> core.b (core/b.py:4)"
        " -> tui.app (tui/app.py:1) -> core.c",
    ]
    assert imports["tui.app"] == [("core.c", 1, True)]  # relative import resolved
    assert imports["core.c"] == [("core.a", 2, False)]  # function level: no edge
