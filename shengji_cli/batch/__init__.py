"""Checking files and folders: reading sources, a pool of workers, ordered output."""
