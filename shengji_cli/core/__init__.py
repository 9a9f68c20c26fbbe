"""The rules engine: cards, seating, vocabulary, units, records, variants, rules, findings, replay,
declarations, levels, matches, throws. Standard library only: no I/O, no rendering."""
