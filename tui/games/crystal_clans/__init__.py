"""Crystal Clans in the interface: its screen, zones, track, cards and texts."""
