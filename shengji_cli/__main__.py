"""``python -m shengji_cli``, and the ``shengji`` script (:func:`run`)."""

from .cli.startup import pause_gc

pause_gc()  # before the imports: see shengji_cli.cli.startup

from .cli.main import main  # noqa: E402


def run() -> None:
    """The ``shengji`` script."""
    main()


if __name__ == "__main__":
    run()
