"""Reading what the profile recorded."""

from __future__ import annotations

from tui.profile import record as rec


def recorded() -> list[rec.GameRecord]:
    """Every game in the record file."""
    connection, _warning = rec.open_record()
    try:
        return rec.load_games(connection)
    finally:
        connection.close()
