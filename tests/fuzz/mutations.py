"""A mutation fuzzer over the examples: byte flips, lines dropped, doubled and spliced, random
Unicode (control characters included), CR-only line ends, huge numbers — drawn by Hypothesis, so
a failure shrinks to the fewest and smallest mutations."""

from __future__ import annotations

from pathlib import Path

from hypothesis import strategies as st

EXAMPLES = {
    p.name: p.read_bytes() for p in sorted((Path(__file__).parents[2] / "examples").glob("*.sj"))
}

NASTY = [
    "\x00",
    "\x1b[31m",
    "\r",
    "\x85",
    "\u2028",
    "\u2029",
    "\ufeff",
    "\u200b",
    "\t",
    "\x7f",
    "\ud7ff",
    "：",
    "→",
    "->",
    "|",
    "#",
    "---",
    ".",
    "=",
    "+",
    "-",
    "x",
    "×",
    "大王",
    "黑桃",
    "♤",
    "\u3000",
]
HUGE = [
    "999999999",
    "9999999999",
    "1" + "0" * 40,
    "-999999999",
    "0" * 30,
    "99999999999999999999999999",
]


@st.composite
def _op(draw: st.DrawFn, data: bytes, other: bytes) -> bytes:
    lines = data.split(b"\n")
    i = draw(st.integers(0, max(len(lines) - 1, 0)))
    kind = draw(
        st.sampled_from(
            ["flip", "drop", "dup", "splice", "unicode", "cr", "huge", "insert-line", "truncate"]
        )
    )
    if kind == "flip" and data:
        at = draw(st.integers(0, len(data) - 1))
        return data[:at] + bytes([data[at] ^ (1 << draw(st.integers(0, 7)))]) + data[at + 1 :]
    if kind == "drop" and lines:
        del lines[i]
    elif kind == "dup" and lines:
        lines[i:i] = [lines[i]] * draw(st.integers(1, 3))
    elif kind == "splice":
        theirs = other.split(b"\n")
        j = draw(st.integers(0, max(len(theirs) - 1, 0)))
        lines = lines[:i] + theirs[j : j + draw(st.integers(1, 20))] + lines[i:]
    elif kind in ("unicode", "huge") and lines:
        line = lines[i].decode("utf-8", errors="replace")
        at = draw(st.integers(0, len(line)))
        piece = (
            draw(st.sampled_from(NASTY) | st.text(min_size=1, max_size=4))
            if kind == "unicode"
            else draw(st.sampled_from(HUGE))
        )
        cut = draw(st.integers(0, 3))
        lines[i] = (line[:at] + piece + line[at + cut :]).encode("utf-8", errors="surrogatepass")
    elif kind == "cr":
        return data.replace(b"\n", b"\r")
    elif kind == "insert-line":
        lines.insert(
            i,
            draw(
                st.sampled_from(
                    [
                        b"---",
                        b"",
                        b"#",
                        b"1. N SA | W S3 | S S4 | E S5",
                        b"variant: ",
                        b"level: 99",
                        b"seats: N N N N",
                        b"---\r",
                    ]
                )
            ),
        )
    elif kind == "truncate" and data:
        return data[: draw(st.integers(0, len(data)))]
    return b"\n".join(lines)


@st.composite
def mutants(draw: st.DrawFn) -> bytes:
    """An example record file, mutated one to four times."""
    names = sorted(EXAMPLES)
    data = EXAMPLES[draw(st.sampled_from(names))]
    for _ in range(draw(st.integers(1, 4))):
        data = draw(_op(data, EXAMPLES[draw(st.sampled_from(names))]))
    return data
