"""Split string literals that carry a line past 100 columns into adjacent literals, one a line.

A maintenance tool (``python scripts/wrap_long_strings.py FILE…``): only a plain or f-string
literal inside brackets is split, at a space, and a file is rewritten only if its syntax tree is
unchanged (adjacent literals are one constant to Python), so the program means what it meant.
With ``--text``, long comment lines and long lines of docstrings (not doctest lines) are cut at a
space too, the rest on a line of the same indent: for a docstring this changes only where its
text breaks. Run ``ruff format`` after it.
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
import unicodedata
from pathlib import Path

LIMIT = 100


def width(text: str) -> int:
    """Columns as ruff counts them: East Asian wide and full-width characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pieces(body: str, room: int, fstring: bool = False) -> list[str]:
    """``body`` cut after spaces into pieces of at most ``room`` columns where it can be (in an
    f-string, outside its replacement fields)."""
    out: list[str] = []
    while width(body) > room:
        cut = _cut(body, room, fstring)
        if cut <= 0:
            break
        out.append(body[:cut])
        body = body[cut:]
    out.append(body)
    return out


def _cut(body: str, room: int, fstring: bool = False) -> int:
    """Where to cut ``body``: after the last space (or CJK punctuation) within ``room``."""
    best = -1
    used = 0
    depth = 0
    for i, c in enumerate(body):
        used += width(c)
        if used > room:
            break
        if fstring and c in "{}":
            depth += 1 if c == "{" else -1
        if depth == 0 and (c == " " or c in "，。；：、）" or (width(c) == 2 and i > 0)):
            best = i + 1
    if best > 0 and body[best - 1 : best + 1] in ("{{", "}}"):
        best -= 1
    return best if 0 < best < len(body) else -1


def _split(tok: tokenize.TokenInfo, indent: int) -> str | None:
    text = tok.string
    prefix = ""
    while text[0] not in "'\"":
        prefix, text = prefix + text[0], text[1:]
    if text.startswith(('"""', "'''")) or "b" in prefix.lower():
        return None
    quote = text[0]
    body = text[1:-1]
    room = LIMIT - indent - len(prefix) - 3  # the quotes, and a comma after
    parts = _pieces(body, room, "f" in prefix.lower())
    if len(parts) < 2 or any(p.endswith("\\") for p in parts[:-1]):
        return None
    if "f" in prefix.lower() and any(p.count("{") != p.count("}") for p in parts):
        return None
    pad = "\n" + " " * indent
    return pad.join(f"{prefix}{quote}{p}{quote}" for p in parts)


def fix(source: str) -> str:
    lines = source.splitlines(keepends=True)
    depth = 0
    edits: list[tuple[int, int, int, str]] = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        elif tok.type == tokenize.STRING and depth > 0 and tok.start[0] == tok.end[0]:
            row = tok.start[0] - 1
            if width(lines[row].rstrip("\n")) <= LIMIT:
                continue
            new = _split(tok, tok.start[1])
            if new is not None:
                edits.append((row, tok.start[1], tok.end[1], new))
    for row, start, end, new in reversed(edits):
        line = lines[row]
        lines[row] = line[:start] + new + line[end:]
    return "".join(lines)


def _cut_line(line: str) -> str:
    """A long line of prose cut at spaces, each continuation at the line's own indent."""
    body = line.rstrip("\n")
    lead = len(body) - len(body.lstrip(" "))
    marker = "# " if body.lstrip().startswith("# ") else ""
    head = " " * lead + marker
    text = body[len(head) :]
    parts = _pieces(text, LIMIT - width(head))
    return "\n".join(head + p.rstrip(" ") for p in parts) + "\n"


TRIPLE = ('"' * 3, "'" * 3)


def _prose_rows(lines: list[str], first: int, end: int) -> list[int]:
    """The rows of a docstring that are prose: not an example (``>>>`` to the next blank line)."""
    out: list[int] = []
    example = False
    for row in range(first, end):
        text = lines[row].strip()
        example = text.startswith(">>>") or (example and text != "")
        if not example:
            out.append(row)
    return out


def fix_text(source: str) -> str:
    """Long comment lines and docstring lines cut (see the module's docstring)."""
    lines = source.splitlines(keepends=True)
    rows: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and lines[tok.start[0] - 1].lstrip().startswith("#"):
            rows.add(tok.start[0] - 1)
        elif tok.type == tokenize.STRING and tok.string.startswith(TRIPLE):
            rows.update(_prose_rows(lines, tok.start[0] - 1, tok.end[0]))
    for row in sorted(rows, reverse=True):
        line = lines[row]
        if width(line.rstrip("\n")) <= LIMIT or line.lstrip().startswith((">>>", "...")):
            continue
        lines[row] = _cut_line(line)
    return "".join(lines)


def main(args: list[str]) -> int:
    text = args[:1] == ["--text"]
    for name in args[1:] if text else args:
        path = Path(name)
        before = path.read_text(encoding="utf-8")
        after = fix_text(before) if text else fix(before)
        if after == before:
            continue
        if not text and ast.dump(ast.parse(before)) != ast.dump(ast.parse(after)):
            print(f"{name}: not rewritten (the tree would change)", file=sys.stderr)
            continue
        path.write_text(after, encoding="utf-8")
        print(f"{name}: rewritten")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
