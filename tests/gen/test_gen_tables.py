"""The generator's dispatch tables cover their enums: a new declaration-fault flavour or a new
``throw.forced_play`` rule without its function fails here, not in the middle of a run."""

from __future__ import annotations

from shengji_cli.core.vocab import ForcedPlay
from shengji_cli.gen import matches, oracle


def test_every_declaration_fault_flavour_has_its_illegal_bids() -> None:
    assert set(matches._FLAVOUR_BIDS) == set(matches.DeclarationFault)


def test_every_forced_play_rule_has_its_reduction() -> None:
    assert set(oracle._FORCED) == set(ForcedPlay)
