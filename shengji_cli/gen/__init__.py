"""Seeded random legal hands and matches, with injected faults and a manifest of what each must raise."""
