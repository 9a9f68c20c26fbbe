"""The architecture as a test: each layer imports only those it builds on, and no module imports
itself round a cycle — function-local imports included; and the README's map and
docs/architecture.md say the same layers with the same imports.

Layers (the arrows of the diagram, ``EDGES``): ``core`` (standard library only) → ``solver`` (the
double-dummy solver: core only); ``core`` → ``notation`` → ``importers`` (foreign formats, beside
the notation: they may use it) → ``report`` (which also uses ``solver``) → ``batch`` → ``dask``
(the dask extra: Dask itself only there) → ``cli``; ``gen`` builds on ``importers`` and feeds
``cli``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "shengji_cli"

ALLOWED: dict[str, set[str]] = {
    "core": {"core"},
    "solver": {"core", "solver"},
    "notation": {"core", "notation"},
    "importers": {"core", "notation", "importers"},
    "report": {"core", "solver", "notation", "importers", "report"},
    "gen": {"core", "notation", "importers", "gen"},
    "batch": {"core", "solver", "notation", "importers", "report", "batch"},
    "dask": {"core", "solver", "notation", "importers", "report", "batch", "dask"},
    "cli": {"core", "solver", "notation", "importers", "report", "batch", "dask", "gen", "cli"},
}
"""Which layers each layer may import."""

THIRD_PARTY_OK: dict[str, set[str]] = {
    "core": set(),
    "solver": set(),
    "notation": {"pyparsing"},
    "importers": set(),
    "report": {"wcwidth"},
    "gen": set(),
    "batch": set(),
    "dask": {"dask", "distributed", "fsspec"},
    "cli": {"click"},
}
"""Outside the standard library, what each layer may use."""


def module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> list[tuple[str, int]]:
    """Every module ``path`` imports (absolute names), anywhere in the file, with its line."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.append((target, node.lineno))
            # ``from . import x`` / ``from .pkg import mod`` may name modules: count them too.
            for alias in node.names:
                out.append((f"{target}.{alias.name}", node.lineno))
    return out


def _modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


MODULES = _modules()


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    return (
        parts[1] if len(parts) > 1 and parts[0] == "shengji_cli" and parts[1] in ALLOWED else None
    )


def _violations(modules: dict[str, Path]) -> list[str]:
    bad = []
    stdlib = sys.stdlib_module_names
    for name, path in sorted(modules.items()):
        layer = layer_of(name)
        if layer is None:
            continue
        for target, line in imports_of(path):
            top = target.split(".")[0]
            if top == "shengji_cli":
                other = layer_of(target)
                if other is not None and other not in ALLOWED[layer]:
                    bad.append(
                        f"{path.relative_to(PACKAGE.parent)}:{line}: {layer} imports {target}"
                    )
            elif (
                top
                and top not in stdlib
                and top != "__future__"
                and top not in THIRD_PARTY_OK[layer]
            ):
                bad.append(
                    f"{path.relative_to(PACKAGE.parent)}:{line}: {layer} imports third-party {top}"
                )
    return bad


def _graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        deps = set()
        for target, _ in imports_of(path):
            if target in modules and target != name:
                deps.add(target)
        graph[name] = deps
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle among the modules, as a path, or ``None``.  A package's ``__init__`` importing
    its own submodules is not a cycle by itself (the submodules do not import it back)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for dep in sorted(graph[node]):
            if state.get(dep) == 1:
                return stack[stack.index(dep) :] + [dep]
            if dep not in state:
                found = visit(dep)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_every_layer_imports_only_those_below_it() -> None:
    assert _violations(MODULES) == []


def test_no_import_cycle() -> None:
    graph = _graph({k: v for k, v in MODULES.items() if k != "shengji_cli"})
    assert _cycle(graph) is None


def test_every_module_belongs_to_a_layer() -> None:
    stray = [
        n
        for n in MODULES
        if n.count(".") >= 1 and layer_of(n) is None and n not in ("shengji_cli.__main__",)
    ]
    assert stray == []


# ---------------------------------------------------------------- the test can fail


def _violations_in(tmp_path: Path, source: str) -> list[str]:
    """What the layer check says of a core module holding ``source``."""
    global PACKAGE
    core = tmp_path / "shengji_cli" / "core"
    core.mkdir(parents=True)
    bad = core / "bad.py"
    bad.write_text(source, encoding="utf-8")
    saved, PACKAGE = PACKAGE, tmp_path / "shengji_cli"
    try:
        return _violations({module_name(bad): bad})
    finally:
        PACKAGE = saved


def test_an_upward_import_is_caught(tmp_path: Path) -> None:
    found = _violations_in(
        tmp_path, "def f():\n    from ..report.catalog import render\n    return render\n"
    )
    assert found and "core imports shengji_cli.report.catalog" in found[0]


def test_a_third_party_import_in_the_core_is_caught(tmp_path: Path) -> None:
    found = _violations_in(tmp_path, "import click\n")
    assert found and "third-party click" in found[0]


def test_dask_is_imported_in_the_dask_layer_only(tmp_path: Path) -> None:
    assert [
        layer for layer, ok in THIRD_PARTY_OK.items() if ok & {"dask", "distributed", "fsspec"}
    ] == ["dask"]
    found = _violations_in(tmp_path, "def f():\n    import distributed\n    return distributed\n")
    assert found and "third-party distributed" in found[0]


@pytest.mark.parametrize(
    "edges,cyclic",
    [
        ({"a": {"b"}, "b": {"a"}}, True),
        ({"a": {"b"}, "b": set()}, False),
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, True),
    ],
)
def test_a_cycle_is_caught(edges: dict[str, set[str]], cyclic: bool) -> None:
    assert (_cycle(edges) is not None) == cyclic


# ---------------------------------------------------------------- the docs say the same layers

ROOT = PACKAGE.parent

EDGES: dict[str, set[str]] = {
    "core": set(),
    "solver": {"core"},
    "notation": {"core"},
    "importers": {"notation"},
    "report": {"solver", "importers"},
    "batch": {"report"},
    "dask": {"batch"},
    "gen": {"importers"},
    "cli": {"dask", "gen"},
}
"""The arrows of the layer diagram in the README and docs/architecture.md: each layer and the
layers it builds on directly."""


def _closure(layer: str) -> set[str]:
    seen = {layer}
    todo = [layer]
    while todo:
        for below in EDGES[todo.pop()] - seen:
            seen.add(below)
            todo.append(below)
    return seen


def _diagram(text: str) -> str:
    start = text.index("```\ncore  →")
    return text[start : text.index("```\n", start + 4)]


def _architecture_rows() -> dict[str, tuple[set[str], set[str]]]:
    """docs/architecture.md's layer table: layer → (may import, third-party)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows: dict[str, tuple[set[str], set[str]]] = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`") and cells[0].endswith("/`"):
            layer = cells[0].strip("`/")
            imports = {w.strip("`") for w in cells[2].split(", ") if w.startswith("`")}
            third = cells[3].split(" (")[0]
            rows[layer] = (imports, set() if third == "none" else set(third.split(", ")))
    return rows


def test_the_diagram_arrows_are_the_allowed_imports() -> None:
    assert {layer: _closure(layer) for layer in EDGES} == ALLOWED


def test_the_docs_name_the_layers() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    architecture = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert _diagram(readme) == _diagram(architecture)
    named = set(_diagram(readme).replace("→", " ").replace("─", " ").split()) & set(ALLOWED)
    assert named == set(ALLOWED)
    rows = _architecture_rows()
    assert {k: v[0] for k, v in rows.items()} == {k: v - {k} for k, v in ALLOWED.items()}
    assert {k: v[1] for k, v in rows.items()} == THIRD_PARTY_OK
    for layer in ALLOWED:
        assert f"| **`{layer}/`** |" in readme, f"the README's module table lacks {layer}/"


def test_only_the_backend_module_loads_the_compiled_core() -> None:
    """``shengji_cli._native`` is reached through ``core/backend.py`` alone, so that
    ``SHENGJI_NATIVE=0`` and a missing build are decided in one place."""
    loaders = sorted(
        name
        for name, path in MODULES.items()
        if any(target == "shengji_cli._native" for target, _ in imports_of(path))
    )
    assert loaders == ["shengji_cli.core.backend"]
