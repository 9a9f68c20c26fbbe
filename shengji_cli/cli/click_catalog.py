"""Click's own words (``Usage:``, ``Options``, ``Show this message and exit.``, its usage errors
and their "did you mean") from the tool's message catalog, in the command line's language.

Click marks every message it prints with :mod:`gettext` (``_("Usage:")``,
``ngettext("Did you mean {possibility}?", …)``) and formats the template it gets back.
:class:`ClickCatalog` is a :class:`gettext.NullTranslations` whose ``gettext``/``ngettext`` find
click's message in :data:`CLICK` (click's English → a catalog id) and give the catalog's template
in the language of the ``shengji`` command line being run (:func:`~.help.click_lang`);
:func:`install` makes click's modules use it.  Click's ``Error:`` becomes the tool's one error
prefix (:data:`PREFIX`) in both languages; a message not in the table, or asked for outside a
``shengji`` command line (another click program in the same process), stays click's English.
"""

from __future__ import annotations

import gettext
import sys
from collections.abc import Callable

from ..report.catalog import CATALOG

PREFIX = "shengji: "
"""What every error the tool writes on stderr starts with (click's usage errors too, in place of
its ``Error:``)."""

CLICK: dict[str, str] = {
    # Help.
    "Usage:": "cli.click.usage",
    "Options": "cli.click.options",
    "Commands": "cli.click.commands",
    "Positional arguments": "cli.click.arguments",
    "Show this message and exit.": "cli.help.opt.help",
    "Show the version and exit.": "cli.help.opt.version",
    "default: {default}": "cli.click.default",
    "required": "cli.click.required",
    "env var: {var}": "cli.click.env-var",
    "(dynamic)": "cli.click.dynamic",
    "Try '{command} {option}' for help.": "cli.click.try-help",
    # Usage errors.
    "Missing argument": "cli.click.missing-argument",
    "Missing option": "cli.click.missing-option",
    "Missing parameter": "cli.click.missing-parameter",
    "Missing command.": "cli.click.missing-command",
    "Invalid value for {param_hint}: {message}": "cli.click.invalid-value-for",
    "Invalid value: {message}": "cli.click.invalid-value",
    "No such option {name!r}.": "cli.click.no-such-option",
    "No such option: {name}": "cli.click.no-such-option.old",  # (click before 8.2)
    "No such command {name!r}.": "cli.click.no-such-command",
    "Option {name!r} does not take a value.": "cli.click.takes-no-value",
    "Argument {name!r} takes {nargs} values.": "cli.click.argument-count",
    "{value} is not in the range {range}.": "cli.click.not-in-range",
    "Aborted!": "cli.click.aborted",
    # The progress bar's ETA in days.
    "d": "cli.click.days",
}
"""Click's message (as it marks it for gettext) → the catalog id of its template (the English:
click's own words)."""

PLURALS: dict[str, tuple[str, str]] = {
    "Did you mean {possibility}?": ("cli.click.did-you-mean", "cli.click.did-you-mean.one-of"),
    "Got unexpected extra argument ({args})": (
        "cli.click.extra-argument",
        "cli.click.extra-arguments",
    ),
    "Option {name!r} requires an argument.": (
        "cli.click.needs-value",
        "cli.click.needs-values",
    ),
    "{value!r} is not {choice}.": ("cli.click.not-the-choice", "cli.click.not-a-choice"),
}
"""Click's ``ngettext`` message (its singular) → the catalog ids of the singular and the plural."""

OLD_PLURALS = {"(Possible options: {possibilities})": "cli.click.possible-options"}
"""Click's plurals before 8.2 where they differ from today's (by the plural)."""


class ClickCatalog(gettext.NullTranslations):
    """Click's messages from the tool's catalog, in the language ``lang()`` gives (``None``:
    click's own English, untouched)."""

    def __init__(self, lang: Callable[[], str | None]) -> None:
        super().__init__()
        self.lang = lang

    def gettext(self, message: str) -> str:
        lang = self.lang()
        if lang is None:
            return message
        if message == "Error: {message}":
            return PREFIX + "{message}"
        key = CLICK.get(message)
        return message if key is None else _template(key, lang)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        lang = self.lang()
        keys = PLURALS.get(msgid1)
        if lang is not None and n != 1 and msgid2 in OLD_PLURALS:
            return _template(OLD_PLURALS[msgid2], lang)
        if lang is None or keys is None:
            return msgid1 if n == 1 else msgid2
        return _template(keys[n != 1], lang)


def _template(key: str, lang: str) -> str:
    en, zh = CATALOG[key]
    return zh if lang == "zh" else en


def install(catalog: ClickCatalog) -> None:
    """Make click's modules (those imported, all of them by now) look their messages up in
    ``catalog``: each module's ``_`` (``gettext.gettext``) and ``ngettext``."""
    for name, module in list(sys.modules.items()):
        if name != "click" and not name.startswith("click."):
            continue
        if getattr(module, "_", None) is gettext.gettext:
            module._ = catalog.gettext  # type: ignore[attr-defined]
        if getattr(module, "ngettext", None) is gettext.ngettext:
            module.ngettext = catalog.ngettext  # type: ignore[attr-defined]
