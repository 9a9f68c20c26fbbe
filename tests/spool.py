"""The name of a ``check`` run's spool folder, shared by ``conftest.py`` and the tests of it."""

from __future__ import annotations

import re

SPOOL = re.compile(r"shengji-\d+-")
"""The spool folder a ``check`` run with workers makes in ``$TMPDIR``
(:mod:`shengji_cli.batch.run`)."""
