"""Bots: they see only a seat's view and its legal actions (the core protocol)."""
