"""Checking files and folders, bottom up: :mod:`.sources` (inputs, bytes, text, records),
:mod:`.check` (records → reports: the library API), :mod:`.work` (one source's rows),
:mod:`.pool` (worker processes, results in input order), :mod:`.output` (the framed
document, ``--output`` written atomically, the progress bar), :mod:`.run` (the ``check``
command's driver: signals, messages, exit codes)."""
