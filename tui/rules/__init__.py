"""Our own short rules summaries of the games, shown in the rules screen (Markdown)."""
