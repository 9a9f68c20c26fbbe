"""The tests mirror the package (``tests/core/`` for ``shengji_cli/core/`` …); the helpers they
share (:mod:`clirun`, :mod:`zh`) sit here, at the top."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
