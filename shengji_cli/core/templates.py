"""A ruling's text with the numbers of the variant in force (``[rulings]`` of a variant file).

A template is text with fields in braces, each a name of the ``fields`` given (for a variant:
:func:`~.variants.ruling_fields`, its parameters as ``variants show`` names them);
``{name|one|many}`` picks the singular or the plural by the value; ``{{`` and ``}}`` are braces.
A field is a name and nothing else: no format spec, no conversion, no attribute.

>>> fill("{p} {p|point|points} per card", {"p": 20})
'20 points per card'
>>> fill("{p} per card, {q}", {"p": 20})
Traceback (most recent call last):
...
shengji_cli.core.templates.UnknownField: q
"""

from __future__ import annotations

import string
from collections.abc import Mapping

from .errors import ErrorKind, ShengjiError


class BadTemplate(ShengjiError, ValueError):
    """The braces of a template are malformed, or a field has a format spec or conversion."""

    kind = ErrorKind.VARIANT


class UnknownField(ShengjiError, ValueError):
    """A field names nothing of the fields given (``args[0]``: its name)."""

    kind = ErrorKind.VARIANT

    @property
    def name(self) -> str:
        return str(self.args[0])


def fill(template: str, fields: Mapping[str, int | str]) -> str:
    """``template`` with each field replaced by its value in ``fields``."""
    try:
        parts = list(string.Formatter().parse(template))
    except ValueError:
        raise BadTemplate(template) from None
    out: list[str] = []
    for literal, field, spec, conversion in parts:
        out.append(literal)
        if field is not None:
            if spec or conversion:
                raise BadTemplate(template)
            out.append(_field_text(field, fields, template))
    return "".join(out)


def _field_text(field: str, fields: Mapping[str, int | str], template: str) -> str:
    """A field's text: its value, or ``{name|one|many}``: the form for its number."""
    name, *forms = field.split("|")
    if forms and len(forms) != 2:
        raise BadTemplate(template)
    if name not in fields:
        raise UnknownField(name)
    value = fields[name]
    return str(value) if not forms else forms[0] if value == 1 else forms[1]
