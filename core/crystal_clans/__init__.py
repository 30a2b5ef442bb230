"""Crystal Clans: the two-player battle card game of summoning, battling and scoring crystals."""
