"""The ``shengji`` command line."""
