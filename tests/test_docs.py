"""The project's own documents: every citation in the code names a document and section that
exist, and the rules digest lists every parameter of every preset with its value."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shengji_cli.core.variants import NAMED, PRESETS, load_variant

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
CITATION = re.compile(r"docs/([a-z-]+\.md)(?: §(\d+))?")


def _sources() -> list[Path]:
    return [
        p
        for d in ("shengji_cli", "tests", "benchmarks", "scripts", "grammar")
        for p in (ROOT / d).rglob("*")
        if p.is_file() and p.suffix in (".py", ".toml", ".ebnf")
    ] + [ROOT / "README.md"]


def test_every_citation_names_a_document_and_a_section_that_exist() -> None:
    cited = [(p, m) for p in _sources() for m in CITATION.finditer(p.read_text("utf-8"))]
    assert len(cited) > 50
    missing = []
    for path, m in cited:
        doc = DOCS / m.group(1)
        if not doc.is_file():
            missing.append(f"{path.relative_to(ROOT)}: {m.group(0)}")
        elif m.group(2) and not re.search(rf"^## §{m.group(2)} ", doc.read_text("utf-8"), re.M):
            missing.append(f"{path.relative_to(ROOT)}: {m.group(0)} (no such section)")
    assert missing == []


def test_no_citation_of_documents_outside_the_repository() -> None:
    stale = [
        f"{p.relative_to(ROOT)}:{i}"
        for p in _sources()
        if p.name != "test_docs.py"
        for i, line in enumerate(p.read_text("utf-8").splitlines(), 1)
        if re.search(r"(?<![\w/])(RULES(\.md)? §|SPEC\.md)", line)
    ]
    assert stale == []


def _appendix() -> dict[str, list[str]]:
    text = (DOCS / "rules.md").read_text("utf-8").split("## Appendix A", 1)[1]
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| `") and len(cells) >= 1 + len(PRESETS):
            rows[cells[0].strip("`")] = cells[1 : 1 + len(PRESETS)]
    return rows


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, tuple) and value and hasattr(value[0], "at"):
        return "; ".join(f"{s.at} {'D' if s.side == 'dealer' else 'F'}+{s.levels}" for s in value)
    if isinstance(value, tuple):
        return "[" + ", ".join(str(x) for x in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {v}" for k, v in value.items()) + "}"
    return str(value)


@pytest.mark.parametrize("index,preset", list(enumerate(PRESETS)))
def test_the_digest_lists_every_parameter_with_each_presets_value(index: int, preset: str) -> None:
    rows = _appendix()
    flat = {
        k: v
        for k, v in load_variant(preset).flat().items()
        if "." in k and not k.startswith(("articles.", "rulings.", "rulings_zh."))
    }
    assert sorted(rows) == sorted(flat)
    wrong = {k: (rows[k][index], _shown(v)) for k, v in flat.items() if rows[k][index] != _shown(v)}
    assert wrong == {}


def test_the_readme_map_names_every_module() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    package = ROOT / "shengji_cli"
    modules = [
        p.relative_to(package).as_posix()
        for p in package.rglob("*.py")
        if p.name != "__init__.py" and p.parent != package and p.parent.name != "messages"
    ]
    assert len(modules) > 40
    assert [m for m in modules if f"`{m}`" not in readme] == []
    assert "`report/messages/*.py`" in readme


@pytest.mark.parametrize(
    "doc,before",
    [("docs/record-format.md", "a preset ("), ("SECURITY.md", "Records may name the presets (")],
)
def test_a_list_of_the_presets_names_every_preset(doc: str, before: str) -> None:
    text = " ".join((ROOT / doc).read_text("utf-8").split())
    listed = text.split(before, 1)[1].split(")", 1)[0]
    assert re.findall(r"`(\w+)`", listed) == list(NAMED)
