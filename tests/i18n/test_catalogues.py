"""The completeness check of the translations (issue 19 §5): the templates hold every
message marked in the code, each catalogue translates every message of the domains its
language covers, with the same placeholders and nothing fuzzy, and the committed .mo files
are what the .po files compile to."""

from __future__ import annotations

import gettext
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from core.i18n import DOMAINS, LOCALE_DIR
from core.i18n.sources import KEYWORDS, SCOPE, files

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = [(lang, domain) for lang, domains in SCOPE.items() for domain in domains]
# {name}, {name!r:>3}, %s, %(name)s, %d ...
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([a-z_]+\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%]")


def read(path: Path):
    with open(path, "rb") as f:
        return read_po(f)


def messages(catalog) -> dict:
    return {m.id: m for m in catalog if m.id}


def keyword_options() -> list[str]:
    return [option for keyword in KEYWORDS for option in ("-k", keyword)]


def placeholders(text: str) -> list[str]:
    return sorted(p for p in PLACEHOLDER.findall(text) if p != "%%")


@pytest.mark.parametrize("domain", DOMAINS)
def test_template_holds_every_message_of_the_code(domain, tmp_path):
    """A fresh extraction finds exactly the committed template's messages: nothing marked
    in the code is missing from the catalogues (run `make i18n` after marking strings)."""
    fresh = tmp_path / f"{domain}.pot"
    pybabel = Path(sys.executable).with_name("pybabel")
    subprocess.run(
        [str(pybabel), "-q", "extract", "-F", "babel.cfg", *keyword_options(), "-o", str(fresh), *files(domain, ROOT)],
        cwd=ROOT,
        check=True,
        timeout=300,
    )
    extracted = set(messages(read(fresh)))
    committed = set(messages(read(LOCALE_DIR / f"{domain}.pot")))
    assert extracted - committed == set(), "marked in the code but not in the template: run make i18n"
    assert committed - extracted == set(), "in the template but no longer in the code: run make i18n"
    assert extracted, "a domain without a single message: are its sources found?"


@pytest.mark.parametrize("lang, domain", CATALOGUES)
def test_every_message_is_translated_with_its_placeholders(lang, domain):
    template = messages(read(LOCALE_DIR / f"{domain}.pot"))
    catalogue = messages(read(LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"))
    assert set(catalogue) == set(template), "the catalogue is not merged with its template: run make i18n"
    problems = []
    for key, message in catalogue.items():
        originals = key if isinstance(key, tuple) else (key,)
        translations = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy:
            problems.append(f"fuzzy: {key!r}")
        if not all(translations):
            problems.append(f"untranslated: {key!r}")
            continue
        for translation in translations:
            if placeholders(translation) != placeholders(originals[-1]):
                problems.append(f"placeholders differ: {key!r} -> {translation!r}")
    assert problems == [], f"{lang}/{domain}: {len(problems)} problems:\n" + "\n".join(problems[:40])


def _as_read(mo: bytes) -> dict:
    """A compiled catalogue as the program reads it (gettext), without the header's
    "Generated-By" line: that names the Babel release that compiled it, and a fresh
    install may bring a newer one (2.18 compiled the committed files, 2.19 came later)."""
    catalogue = dict(gettext.GNUTranslations(io.BytesIO(mo))._catalog)
    catalogue[""] = re.sub(r"(?m)^Generated-By: .*\n", "", catalogue.get("", ""))
    return catalogue


@pytest.mark.parametrize("lang, domain", CATALOGUES)
def test_compiled_catalogue_is_up_to_date(lang, domain):
    """The committed .mo (what the program reads) holds exactly what its .po compiles to."""
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    compiled = io.BytesIO()
    write_mo(compiled, read(folder / f"{domain}.po"))
    committed = _as_read((folder / f"{domain}.mo").read_bytes())
    assert committed == _as_read(compiled.getvalue()), "stale .mo: run make i18n"
    assert len(committed) > 10  # the comparison read real catalogues


def test_a_stale_catalogue_is_caught():
    """The comparison above sees one changed translation."""
    folder = LOCALE_DIR / "de" / "LC_MESSAGES"
    catalogue = read(folder / "clanhall.po")
    compiled = io.BytesIO()
    write_mo(compiled, catalogue)
    catalogue.get("New game").string = "Neues Spielchen"
    changed = io.BytesIO()
    write_mo(changed, catalogue)
    assert _as_read(compiled.getvalue()) != _as_read(changed.getvalue())


def test_placeholder_check_catches_a_difference():
    assert placeholders("{name} has {n} coins") != placeholders("{name} hat Münzen")
    assert placeholders("%(seat)s wins") == placeholders("%(seat)s gewinnt")


def test_no_catalogue_outside_the_scope():
    """Spanish translates the shared interface and Crystal Clans only: no stray catalogue
    whose gaps nobody checks."""
    found = {(p.parts[-3], p.stem) for p in LOCALE_DIR.glob("*/LC_MESSAGES/*.po")}
    assert found == set(CATALOGUES)


@pytest.mark.parametrize("lang, domain", [(lang, d) for lang, d in CATALOGUES if d != "clanhall"])
def test_every_covered_game_has_its_rules_summary(lang, domain):
    """The ? screen of each game a language covers reads in that language, with the same
    sections as the English summary (and, in German, a glossary of the terms it keeps in
    English at the end)."""
    from tui.screens.rules import rules_path

    game_id = domain.replace("_", "-")
    english = rules_path(game_id, "en").read_text(encoding="utf-8")
    translated = rules_path(game_id, lang).read_text(encoding="utf-8")
    sections = translated.split("\n## Glossar\n", 1)[0] if lang == "de" else translated
    assert sections.count("\n## ") == english.count("\n## ")
    assert translated != english


NAMED_TABLES = (
    "table CARDS:",
    "table CASTLES:",
    "table CRYSTALS:",
    "table ABILITIES:",
    "table LANDSCAPES:",
    "table COLOURS:",
)


@pytest.mark.parametrize("lang, domain", [(lang, d) for lang, d in CATALOGUES if d != "clanhall"])
def test_every_name_says_whether_it_is_official(lang, domain):
    """Each card, castle, crystal, ability and map name of a translation says where it comes
    from: the rulebook of that language, or our own ("no official name")."""
    catalogue = read(LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po")
    names = [
        m
        for m in catalogue
        if m.id and any(c.startswith(NAMED_TABLES) for c in m.auto_comments) and not m.id.endswith(".")
    ]  # (a text ends with a full stop, a name does not)
    unnoted = [m.id for m in names if not any(c.startswith(("official:", "no official name")) for c in m.user_comments)]
    assert len(names) >= 4 and unnoted == []


@pytest.mark.parametrize("lang", [lang for lang, domains in SCOPE.items() if len(domains) > 1])
def test_a_message_in_two_domains_reads_the_same(lang):
    """The domains are chained into one catalogue, so a message id two domains share reads
    as whichever comes first: both must translate it alike (the games' 'the game is over'
    once read differently in Crimson Company and Crystal Clans)."""
    seen: dict = {}
    differ = []
    for domain in SCOPE[lang]:
        for msgid, message in messages(read(LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po")).items():
            if msgid in seen and seen[msgid][1] != message.string:
                differ.append(f"{msgid!r}: {seen[msgid][0]} {seen[msgid][1]!r}, {domain} {message.string!r}")
            seen.setdefault(msgid, (domain, message.string))
    assert differ == []
