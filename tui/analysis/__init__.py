"""Post-game analysis in the interface: the win-chance chart, the mistakes, try again."""
