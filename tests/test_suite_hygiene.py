"""The test suite's own habits (issue #33): no property test that fails on a slow machine for being
slow, and no temporary folder left behind."""

from __future__ import annotations

from hypothesis import settings


def test_a_property_test_without_its_own_deadline_has_none() -> None:
    assert settings.default.deadline is None
    assert settings().deadline is None

