"""The command line in the reader's language (issue 19 §2): every subcommand's help and
errors, argparse's own words included, in German and Spanish, chosen by `--lang` anywhere
on the line or by LANG / LC_ALL."""

from __future__ import annotations

import argparse
import re

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


# words an English template shares with a translation (a name, an option key or value, a loan word)
SPELLED_ALIKE = {"clanhall", "bot", "bots", "castles", "none"}


def _template_words(*templates: str) -> set[str]:
    """The English words of `templates` (fields and --flags left out) a translation must not keep."""
    words: set[str] = set()
    for template in templates:
        bare = re.sub(r"\{\w+\}|--[\w-]+|\w+_\w+", " ", template)  # fields, flags, option keys
        words |= {w for w in re.findall(r"[A-Za-z]{3,}", bare) if w.lower() not in SPELLED_ALIKE}
    return words


def _refusals(tmp_path) -> list[tuple[list[str], tuple[str, ...], tuple[str, ...]]]:
    """(argv, the English templates it is refused with, its languages): the one-line
    refusals that come from core/ and ai/ (issue 19 §2)."""
    folder = tmp_path / "a-folder"
    folder.mkdir(exist_ok=True)
    passwd = tmp_path / "passwd"
    passwd.write_text("root:x:0:0:root:/root:/bin/sh\n")
    both = ("de", "es")
    return [
        (
            ["play", "--game", "crystal-clans", "--option", "clan1=foo"],
            ("option {key} cannot be {value}; choose one of {choices}",),
            both,
        ),
        (
            ["play", "--game", "clans", "--option", "nope=1"],
            ("{game} has no option {option}; its options are: {valid}",),
            both,
        ),
        (
            ["host", "--game", "clans", "--players", "9"],
            ("{table} is for {counts}, not {players}", "{low}–{high} players"),
            both,
        ),
        (
            ["arena", "--game", "clans", "--players", ",".join(["random"] * 9)],
            ("{table} is for {counts}, not {players}", "{low}–{high} players"),
            both,
        ),
        (
            ["arena", "--game", "clans", "--players", "mcts:level=zzz,random"],
            ("unknown level {level}; choose one of {levels}",),
            both,
        ),
        (["arena", "--game", "clans", "--players", "nobot,random"], ("unknown bot {name}; known bots: {known}",), both),
        (
            ["arena", "--game", "clans", "--players", "mcts:speed=9,random"],
            ("bad options for bot {name}: no option {option}; its options are: {valid}",),
            both,
        ),
        (
            ["arena", "--game", "clans", "--players", "mcts:fast,random"],
            ("bot option {option} in {spec} needs the form key=value",),
            both,
        ),
        (["arena", "--game", "nope"], ("unknown game {game}; known games: {games}",), both),
        (["arena"], ("--game is required (or --report FILE)",), both),
        (
            ["arena", "--game", "clans", "--grid", "nope=1,2"],
            ("--grid {key}: {game} has no option {option}; options: {valid}",),
            both,
        ),
        (["arena", "--report", str(tmp_path / "none.sqlite")], ("{path}: no such results file",), both),
        (["arena", "--report", str(passwd)], ("{path}: not a clanhall results file ({problem})",), both),
        (
            ["replay", str(passwd)],
            ("not a clanhall save (it does not start with the save header)",),
            both,
        ),
        (["replay", str(tmp_path / "none.clanhall")], ("no such file",), both),
        (["replay", str(folder)], ("is a folder, not a save file",), both),
        (["serve", "--port", "99999"], ("--port {port} is not a port number (0 to 65535)",), both),
        (["serve", "--bind", "nowhere"], ("--bind {host} is not an IP address (e.g. 127.0.0.1, 0.0.0.0 or ::)",), both),
        (["serve", "--max-tabs", "0"], ("--max-tabs must be at least 1",), both),
        (
            ["play", "--game", "crimson-company", "--option", "castle_rules=yes", "--option", "castles=2"],
            ("choose castle_rules (a castle card on every lane) or castles (some of them), not both",),
            ("de",),  # Spanish does not translate Crimson Company
        ),
        (
            ["play", "--game", "crimson-company", "--option", "castles=moat"],
            (
                "option castles cannot be {value}: {part} is no castle card; "
                "give none, 1, 2 or 3, or up to 3 of {cards} joined by +",
            ),
            ("de",),
        ),
    ]


def test_refusals_from_the_engine_in_german_and_spanish(capsys, tmp_path):
    for argv, templates, languages in _refusals(tmp_path):
        english = _template_words(*templates)
        assert english, templates
        code, out, err = _run(capsys, "--lang", "en", *argv)
        assert code == 2 and (out + err).count("\n") == 1, (argv, out + err)
        assert english <= set(re.findall(r"[A-Za-z]+", out + err)), (argv, out + err)  # the template did speak
        for lang in languages:
            code, out, err = _run(capsys, "--lang", lang, *argv)
            text = out + err
            assert code == 2, (argv, lang, text)
            assert text.count("\n") == 1 and text.startswith("clanhall"), (argv, lang, text)
            said = text
            for typed in sorted(argv, key=len, reverse=True):  # the refusal's words, not the user's
                said = said.replace(typed, " ")
            left = english & set(re.findall(r"[A-Za-z_]+", said))
            assert not left, (argv, lang, left, text)
    i18n.set_language("en")


def test_an_unknown_game_reads_as_one_sentence():
    from core.registry import get_game

    i18n.set_language("es")
    try:
        with pytest.raises(KeyError) as err:
            get_game("chess")
        assert str(err.value).startswith("juego desconocido 'chess'; juegos conocidos: clans"), str(err.value)
    finally:
        i18n.set_language("en")
    assert str(err.value).startswith("unknown game 'chess'; known games: clans")
