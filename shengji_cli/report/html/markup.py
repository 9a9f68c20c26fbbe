"""A small typed HTML builder: every text is escaped unless it is already :class:`Markup`.

Chosen over a template engine: the pages are small, built from a typed page model
(:mod:`.model`), and a builder escapes by construction — a ``str`` child or attribute value
is always text (a record's seat name, comment or file name cannot become markup), only what
:func:`el` itself made passes through.  No dependency, no template files to ship.

>>> print(el("p", {"class": "x", "title": 'a"b'}, "<script>", el("b", None, "ok")))
<p class="x" title="a&quot;b">&lt;script&gt;<b>ok</b></p>
>>> print(el("input", {"disabled": True, "hidden": False, "value": 3}))
<input disabled value="3">
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping

_NAME = re.compile(r"^[a-zA-Z][a-zA-Z0-9:-]*$")
"""A tag or attribute name: the code's own literals, checked all the same."""

_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "col"})
"""Elements without an end tag."""


class Markup(str):
    """Text that is already HTML (made by :func:`el`, :func:`raw` or :func:`join`)."""

    __slots__ = ()


Node = Markup | str | int | None | Iterable["Node"]
"""A child: markup as is, text escaped, a number as text, nothing, or a sequence of these."""

Attrs = Mapping[str, str | int | bool | None] | None
"""Attribute values: text (escaped), a number, ``True`` (present) or ``False``/``None`` (absent)."""


def escape(text: str) -> Markup:
    """Text as HTML: ``& < > " '`` escaped."""
    return Markup(html.escape(text, quote=True))


def raw(text: str) -> Markup:
    """The code's own markup (a style sheet, a script): never a record's text."""
    return Markup(text)


def _name(name: str) -> str:
    if not _NAME.match(name):
        raise ValueError(f"not a tag or attribute name: {name!r}")
    return name


def _attrs(attrs: Attrs) -> str:
    out = []
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if value is True:
            out.append(f" {_name(key)}")
        else:
            out.append(f' {_name(key)}="{html.escape(str(value), quote=True)}"')
    return "".join(out)


def join(children: Iterable[Node]) -> Markup:
    """The children as one piece of markup, each escaped unless markup."""
    out: list[str] = []
    _extend(out, children)
    return Markup("".join(out))


def _extend(out: list[str], node: Node) -> None:
    if node is None:
        return
    if isinstance(node, Markup):
        out.append(node)
    elif isinstance(node, str):
        out.append(html.escape(node, quote=True))
    elif isinstance(node, int):
        out.append(str(node))
    else:
        for child in node:
            _extend(out, child)


def el(tag: str, attrs: Attrs = None, *children: Node) -> Markup:
    """The element ``tag`` with ``attrs`` and ``children``."""
    name = _name(tag)
    if name in _VOID:
        return Markup(f"<{name}{_attrs(attrs)}>")
    return Markup(f"<{name}{_attrs(attrs)}>{join(children)}</{name}>")
