"""The one answer of every ``verify_*``: :class:`Verdict`, a play allowed or refused and why.

PokerKit's pairing: ``verify_…`` explains why not and returns a :class:`Verdict`; its ``can_…``
twin answers yes or no (``verify_…(…).ok``).  A legal play gets the shared :data:`LEGAL` (the
rules' hot path allocates nothing for it); a refused one carries its ``reason``, and for a follow
what the hand owed (``obligation``) and one legal play (``example``).

Test a verdict by ``verdict.ok``, never by its truth: ``bool(verdict)`` raises, since "a verdict"
could as well read "a refusal" as "a pass".  Read a refusal's reason as ``verdict.why``.

>>> from .messages import Msg
>>> LEGAL.ok, Verdict.refused(Msg.of("hand.lead.mixed")).why.id
(True, 'hand.lead.mixed')
>>> if LEGAL: pass
Traceback (most recent call last):
TypeError: test a Verdict by .ok, not by its truth
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NoReturn

from .cards import Card
from .messages import Msg


@dataclass(frozen=True, slots=True)
class Verdict:
    """A play judged: ``ok``, or refused for ``reason``; for a follow, what the hand owed
    (``obligation``) and one legal play (``example``, empty when not asked for).  Made by
    :data:`LEGAL` and :meth:`refused`."""

    ok: bool
    reason: Msg | None = None
    obligation: Msg | None = None
    example: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        assert self.ok == (self.reason is None), "a refusal has a reason, a pass none"

    @classmethod
    def refused(
        cls, reason: Msg, obligation: Msg | None = None, example: tuple[Card, ...] = ()
    ) -> Verdict:
        """A refusal for ``reason``."""
        return cls(False, reason, obligation, example)

    @property
    def why(self) -> Msg:
        """The reason of a refusal (an error to ask of a pass)."""
        assert self.reason is not None, "a legal play has no reason"
        return self.reason

    def __bool__(self) -> NoReturn:
        raise TypeError("test a Verdict by .ok, not by its truth")


LEGAL: Final = Verdict(True)
"""The verdict on every legal play (one shared object)."""
