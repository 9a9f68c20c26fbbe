"""Rendering: the message catalog (English and Chinese) and the text, JSON, CSV and summary
formats."""
