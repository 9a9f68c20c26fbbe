"""The review's horizon options, one definition for ``shengji review`` and ``shengji show
--review``: ``--from-trick K``, ``--last N``, ``--budget SECONDS`` (``show`` has its own
``--budget``: steps with ``--analyze``, seconds with ``--review``) and ``--steps N``; and the
:class:`~shengji_cli.solver.review.Review` they ask for (:func:`review_plan`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from ..core.messages import Msg
from ..report.lang import Lang
from ..solver.review import DEFAULT_SECONDS, DEFAULT_STEPS
from .common import fail
from .help import option
from .usage import IntRange, Seconds

if TYPE_CHECKING:
    from ..solver.review import Review

F = TypeVar("F", bound=Callable[..., object])


def review_options(budget: bool = True) -> Callable[[F], F]:
    """``--from-trick K``, ``--last N``, ``--budget SECONDS`` (``budget=False``: left to the
    command) and ``--steps N``, as ``shengji review`` spells them; :func:`review_plan` reads
    them."""
    chosen = [
        option(
            "--from-trick",
            "from_trick",
            type=IntRange(min=1),
            help="cli.help.review.opt.from-trick",
        ),
        option("--last", type=IntRange(min=1), default=None, help="cli.help.review.opt.last"),
    ]
    if budget:
        chosen.append(
            option(
                "--budget",
                "seconds",
                type=Seconds(),
                default=None,
                help="cli.help.review.opt.budget",
            )
        )
    chosen.append(
        option(
            "--steps",
            type=IntRange(min=1),
            default=DEFAULT_STEPS,
            show_default=True,
            help="cli.help.review.opt.steps",
        )
    )

    def decorate(f: F) -> F:
        for add in reversed(chosen):  # the first option first in the help
            f = add(f)
        return f

    return decorate


def review_plan(
    from_trick: int | None,
    last: int | None,
    seconds: float | None,
    steps: int,
    lang: Lang,
    *,
    deals: int = 0,
    seed: int = 0,
    seats: tuple[str, ...] = (),
) -> Review:
    """What the options ask the review for; at most one of ``--from-trick``, ``--last`` and
    ``--budget`` (else a usage error, exit 2)."""
    from ..solver.review import Review

    if sum(x is not None for x in (from_trick, last, seconds)) > 1:
        fail(Msg.of("review.error.horizon"), lang)
    return Review(
        from_trick=from_trick,
        last=last,
        seconds=DEFAULT_SECONDS if seconds is None else seconds,
        budget=steps,
        single_dummy=deals,
        seed=seed,
        seats=seats,
    )
