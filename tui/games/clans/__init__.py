"""Clans in the interface: its screen, the map widget and the replay texts."""
