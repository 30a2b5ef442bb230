"""The save, load and continue dialogs' texts and the bot-failure dialog read in the chosen
language (they were English on a German screen before)."""

from __future__ import annotations

from core import i18n
from core.savefile import list_saves, write_save
from tests.saves.support import NOW, play_random
from tui.screens.bot_failed import BotFailedDialog
from tui.screens.save_dialogs import ContinueDialog, describe_save, preview_save


def _saved(tmp_path):
    match = play_random("clans", "standard", 2, seed=3, moves=6)
    write_save(match, directory=tmp_path, now=NOW)
    (info,) = list_saves(tmp_path)
    return info


def test_the_save_preview_and_listing_read_in_german(tmp_path):
    info = _saved(tmp_path)
    english = preview_save(info)
    assert "Game: Clans" in english and "Last moves:" in english and "6 moves" in english
    i18n.set_language("de")
    german, line = preview_save(info), describe_save(info)
    assert "Spiel: Clans" in german and "Letzte Züge:" in german and "6 Züge" in german
    assert "Status: läuft" in german and "Zuletzt gespielt:" in german
    assert not any(word in german for word in ("Game:", "Players:", "Progress:", "Last moves"))
    assert info.game_name in line and "finished" not in line
    assert str(i18n._(ContinueDialog.HEADING)) == "Ein unbeendetes Spiel fortsetzen?"


def test_the_bot_failure_dialog_reads_in_spanish():
    i18n.set_language("es")
    dialog = BotFailedDialog("Bot 2", "mcts", "Traceback …\nValueError: boom", "/tmp/clanhall.log")
    labels = [label for label, _ in dialog.choices]
    assert labels[0] == "Preguntarle otra vez"
    assert "Seguir jugando contra el bot aleatorio" in labels
    assert labels[-1].startswith("Volver al menú")
    assert not any("Play on" in label or "Leave" in label for label in labels)
