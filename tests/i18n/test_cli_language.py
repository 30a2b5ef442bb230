"""The command line in the reader's language (issue 19 §2): every subcommand's help and
errors, argparse's own words included, in German and Spanish, chosen by `--lang` anywhere
on the line or by LANG / LC_ALL."""

from __future__ import annotations

import argparse

import pytest

from core import i18n
from tui import cli

SUBCOMMANDS = ("play", "host", "join", "games", "saves", "replay", "arena", "serve")
ARGPARSE_WORDS = ("usage:", "options:", "show this help message and exit", "positional arguments")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _english_texts(command: str) -> list[str]:
    """Every English text the help of `command` shows (its description and each option's
    help), except those whose translation is spelled alike (a list of game ids)."""
    i18n.set_language("en")
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[command]
    texts = [sub.description or ""] + [a.help for a in sub._actions if a.help]
    return [_flat(t) for t in texts if t and "|" not in t]


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lang", ["de", "es"])
@pytest.mark.parametrize("command", SUBCOMMANDS)
def test_help_of_every_subcommand_has_no_english(capsys, command, lang):
    english = _english_texts(command)
    assert len(english) >= 3
    code, out, _ = _run(capsys, "--lang", lang, command, "--help")
    assert code == 0
    flat = _flat(out)
    left = [t for t in english if t in flat]
    assert not left, left
    assert not any(word in out for word in ARGPARSE_WORDS), out[:300]
    assert ("Aufruf: clanhall" if lang == "de" else "uso: clanhall") in out


def test_english_help_is_unchanged(capsys):
    code, out, _ = _run(capsys, "host", "--help")
    assert code == 0 and out.startswith("usage: clanhall host")
    assert "show this help message and exit" in out and "options:" in out
    assert "encrypt with CurveZMQ; clients need the printed server key" in _flat(out)


def test_top_level_help_in_german(capsys):
    code, out, _ = _run(capsys, "--help", "--lang=de")
    assert code == 0
    assert "Ein Spieltisch im Terminal" in out and "ein LAN-Spiel eröffnen" in out
    assert "host a LAN game" not in out and "usage:" not in out


@pytest.mark.parametrize(
    ("argv", "german", "spanish"),
    [
        (["replay"], "Fehler: folgende Argumente werden gebraucht: file", "se requieren los siguientes argumentos"),
        (["saves", "--nope"], "Fehler: unbekannte Argumente: --nope", "argumentos no reconocidos: --nope"),
        (["host", "--port", "x"], "ungültiger int-Wert: 'x'", "valor int no válido: 'x'"),
        (["join", "--timeout"], "erwartet ein Argument", "se esperaba un argumento"),
    ],
)
def test_argparse_errors_in_the_readers_language(capsys, argv, german, spanish):
    for lang, expected in (("de", german), ("es", spanish)):
        code, out, err = _run(capsys, "--lang", lang, *argv)
        assert code == 2 and out == ""
        assert expected in err, err
        assert "usage:" not in err
        assert lang == "es" or "error:" not in err  # Spanish says "error" too


def test_language_from_the_environment(capsys, monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    code, out, _ = _run(capsys, "saves", "--help")
    assert code == 0 and "gespeicherte Spiele auflisten" in out
    monkeypatch.setenv("LC_ALL", "es_ES.UTF-8")
    code, out, _ = _run(capsys, "saves", "--help")
    assert code == 0 and "listar las partidas guardadas" in out


def test_lang_without_a_value_is_one_line(capsys):
    code, out, err = _run(capsys, "host", "--lang")
    assert code == 2 and err == "clanhall: --lang needs a language: en, de or es\n"


@pytest.mark.parametrize(
    ("argv", "german", "spanish"),
    [
        (
            ["host", "--game", "nope"],
            "clanhall host: unbekanntes Spiel 'nope'; bekannte Spiele:",
            "clanhall host: juego desconocido 'nope'; juegos conocidos:",
        ),
        (["host"], "clanhall host: --game wird gebraucht", "clanhall host: hace falta --game"),
        (
            ["host", "--game", "clans", "--bots", "random,random,random,random,random,random"],
            "6 Bots für",
            "6 bots para",
        ),
        (
            ["join", "127.0.0.1:1", "--name", "A", "--code", "C", "--watch", "--bot", "random"],
            "clanhall join: --watch und --bot passen nicht zusammen",
            "clanhall join: --watch y --bot no van juntos",
        ),
        (
            ["join", "127.0.0.1:1", "--name", "A", "--code", "C", "--server-key", "short"],
            "clanhall join: --server-key muss der 40 Zeichen lange Schlüssel sein",
            "clanhall join: --server-key debe ser la clave de 40 caracteres",
        ),
        (
            ["play", "--game", "nope"],
            "clanhall: unbekanntes Spiel 'nope'",
            "clanhall: juego desconocido 'nope'",
        ),
        (["games", "--wait", "99"], "clanhall games: --wait muss zwischen 0 und 60", "--wait debe ser de 0 a 60"),
    ],
)
def test_our_one_line_errors_in_german_and_spanish(capsys, argv, german, spanish):
    for lang, expected in (("de", german), ("es", spanish)):
        code, out, err = _run(capsys, "--lang", lang, *argv)
        text = out + err
        assert code == 2, text
        assert text.count("\n") == 1 and expected in text, text


def test_saves_listing_in_german(capsys, saves_in_tmp):
    code, out, _ = _run(capsys, "--lang", "de", "saves")
    assert code == 0 and out.startswith("Keine gespeicherten Spiele in ")
