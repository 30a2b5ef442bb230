"""The bot as a coach: hints on the player's turn, the bots' reasons, the evaluation bar."""
