"""``python -m shengji_cli``."""

from .cli import main

main()
