"""``python -m shengji_cli``."""

from .cli.main import main

main()
