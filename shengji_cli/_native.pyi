"""Type stubs of the compiled core (``native/src/py.rs``); :mod:`shengji_cli.core.backend` loads
it.  Each function answers exactly what its Python counterpart answers (docs/architecture.md)."""

__version__: str
