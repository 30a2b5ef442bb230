"""Crimson Company in the interface: its screen, board rows, auction dialog and texts."""
