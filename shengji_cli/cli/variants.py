"""``shengji variants``: the presets; ``variants show NAME``, ``variants diff A B``."""

from __future__ import annotations

from typing import Any

import click

from ..core.messages import Msg
from ..core.variants import NAMED, Variant, load_variant, param_docs
from ..notation.errors import ParseError
from ..report.catalog import show
from ..report.lang import Lang
from ..report.table import simple_table
from ..report.wrap import wrap, wrap_breaking
from .common import (
    complete_variant,
    echo,
    error,
    fail,
    get_variant,
    lang_option,
    output_option,
    say,
)
from .help import argument, option
from .usage import Group, Path

_NOT_COMPARED = ("articles.", "rulings.", "rulings_zh.", "description")
"""Parameters ``variants diff`` leaves out: texts, not rules."""


@click.group(
    cls=Group,
    invoke_without_command=True,
    help="cli.help.variants",
    epilog="cli.help.variants.example",
)
@lang_option
@click.pass_context
def variants(ctx: click.Context, lang: Lang) -> None:
    """``shengji variants``: the presets, as a table."""
    if ctx.invoked_subcommand is None:
        rows = [
            [
                v.name,
                v.version,
                "\n".join(wrap(t, 40, punctuation=True) for t in _titles(v, lang)),
                wrap(
                    v.description_zh if lang == "zh" and v.description_zh else v.description,
                    36,
                    punctuation=True,
                ),
            ]
            for v in (load_variant(p) for p in NAMED)
        ]
        headers = [
            say("cli.variants.preset", lang),
            say("cli.variants.version", lang),
            say("cli.variants.rulebook", lang),
            say("cli.variants.description", lang),
        ]
        click.echo(simple_table(rows, headers))


def _titles(v: Variant, lang: Lang) -> list[str]:
    """The title of the rulebook ``v`` cites: its own (Chinese), in English after the English
    one."""
    return [
        t for t in ((v.rulebook_zh,) if lang == "zh" else (v.rulebook, v.rulebook_zh)) if t
    ] or [v.rulebook]


def value_text(v: Any) -> str:
    """A parameter's value as the variant files write it (the same in both languages)."""
    if isinstance(v, tuple) and v and hasattr(v[0], "at"):
        return ", ".join(f"≥{s.at}: {s.side} +{s.levels}" for s in v)
    if isinstance(v, tuple):
        return "[" + ", ".join(str(x) for x in v) + "]"
    return str(v).lower() if isinstance(v, bool) else str(v)


@variants.command("show", help="cli.help.variants.show", epilog="cli.help.variants.show.example")
@argument("name", shell_complete=complete_variant)
@lang_option
def variants_show(name: str, lang: Lang) -> None:
    """``shengji variants show``: every parameter of a variant."""
    v = get_variant(name, lang)
    if v.rulebook or v.rulebook_zh:
        titles = _titles(v, lang)
        title = titles[0] if len(titles) == 1 else f"{titles[0]} ({titles[1]})"
        click.echo(say("cli.variants.rulebook-line", lang, title=title) + "\n")
    docs = param_docs()
    rows = [[k, value_text(val), show(docs.get(k, ""), lang)] for k, val in _shown(v, lang)]
    headers = [
        say("cli.variants.parameter", lang),
        say("cli.variants.value", lang),
        say("cli.variants.meaning", lang),
    ]
    # in Chinese, a Latin word is never broken inside Chinese text
    cut = wrap if lang == "zh" else wrap_breaking
    click.echo(simple_table([[k, cut(val, 50), cut(doc, 60)] for k, val, doc in rows], headers))


def _shown(v: Variant, lang: Lang) -> list[tuple[str, Any]]:
    """The parameters ``variants show`` lists: in Chinese, each ruling in Chinese where the
    variant has it (and no separate ``rulings_zh`` rows)."""
    flat = v.flat().items()
    if lang != "zh":
        return list(flat)
    return [
        (k, v.rulings_zh.get(k.partition(".")[2], val) if k.startswith("rulings.") else val)
        for k, val in flat
        if not k.startswith("rulings_zh.")
    ]


@variants.command("diff", help="cli.help.variants.diff", epilog="cli.help.variants.diff.example")
@argument("a", shell_complete=complete_variant)
@argument("b", shell_complete=complete_variant)
@lang_option
def variants_diff(a: str, b: str, lang: Lang) -> None:
    """``shengji variants diff``: the parameters where two variants differ."""
    va, vb = get_variant(a, lang).flat(), get_variant(b, lang).flat()
    rows = [
        [k, value_text(va.get(k, "—")), value_text(vb.get(k, "—"))]
        for k in list(dict.fromkeys([*va, *vb]))
        if va.get(k) != vb.get(k) and not k.startswith(_NOT_COMPARED)
    ]
    rows = [[k, wrap_breaking(x, 45), wrap_breaking(y, 45)] for k, x, y in rows]
    click.echo(simple_table(rows, [say("cli.variants.parameter", lang), a, b]))


@variants.command(
    "import", help="cli.help.variants.import", epilog="cli.help.variants.import.example"
)
@argument("settings", type=Path(dir_okay=False))
@option(
    "--from",
    "source_format",
    type=click.Choice(["rbtying"]),
    required=True,
    help="cli.help.variants.import.opt.from",
)
@output_option("output", help="cli.help.variants.import.opt.output", required=True)
@lang_option
def variants_import(settings: str, source_format: str, output: str, lang: Lang) -> None:
    """``shengji variants import``: a platform's room settings as a variant file; each setting
    no parameter expresses named on stderr (and in the file's comments)."""
    from ..core.escape import shown_name
    from ..importers.rbtying import MAX_JSON_BYTES, variant_file
    from ..report.errors import parse_error_text

    shown = shown_name(settings)
    try:
        with open(settings, "rb") as f:
            data = f.read(MAX_JSON_BYTES + 1)
    except OSError as exc:
        fail(Msg.of("cli.variants.import.unreadable", file=shown, reason=exc.strerror or ""), lang)
    made = variant_file(data, shown)
    if isinstance(made, ParseError):
        error(parse_error_text(made, lang), lang)
        raise SystemExit(2)
    text, notes = made
    for note in notes:
        error(note, lang)
    with open(output, "w", encoding="utf-8") as out:
        out.write(text)
    echo("cli.variants.import.wrote", lang, out=shown_name(output), n=len(notes))
