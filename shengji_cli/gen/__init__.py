"""Seeded random legal hands and matches, with injected faults and a manifest of what each must
raise.

Modules, bottom up: :mod:`.structure` (pairs, tractors, a lead's shape), :mod:`.follow` (the
follow rule and legal follows), :mod:`.tricks` (who can beat a throw, who wins a trick),
:mod:`.oracle` (the scoring from the seed texts' tables), :mod:`.leads`, :mod:`.deal`,
:mod:`.faults`, :mod:`.hands` (one hand: :func:`~.hands.generate`), :mod:`.bidding`,
:mod:`.progression` and :mod:`.matches` (a match: :func:`~.matches.generate_match`).
"""
