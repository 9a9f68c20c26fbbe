"""The renderers' names in one place (the modules that hold them: :mod:`.formats`, the
registry and framing; :mod:`.text`, :mod:`.csv`, :mod:`.summary`)."""

from __future__ import annotations

from .csv import CSV_FIELDS, csv_row
from .formats import (
    FORMATS,
    FRAMES,
    REPORTERS,
    CsvReporter,
    Format,
    Frame,
    JsonlReporter,
    JsonReporter,
    RowRenderer,
    render_stream,
    reporter,
)
from .summary import BatchSummary, SummaryReporter
from .text import TextReporter

__all__ = [
    "CSV_FIELDS", "FORMATS", "FRAMES", "REPORTERS", "BatchSummary", "CsvReporter", "Format", "Frame",
    "JsonReporter", "JsonlReporter", "RowRenderer", "SummaryReporter", "TextReporter", "csv_row",
    "render_stream", "reporter",
]
