"""The Watten bot kit and its parts (kit.py is the entry point)."""
