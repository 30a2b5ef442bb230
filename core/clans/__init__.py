"""Clans by Leo Colovini: board, epochs and rules."""
