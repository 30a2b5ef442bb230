"""Which source files belong to which translation domain (read by `make i18n` and by the
completeness check in tests/i18n). Run as a script it prints one domain's files:

    python3 core/i18n/sources.py crystal_clans
    python3 core/i18n/sources.py --languages crystal_clans   # the languages that translate it
    python3 core/i18n/sources.py --keywords                  # pybabel's -k options

Files are named one by one (not as folders) so that the patterns of babel.cfg are matched
against paths from the repository root.
"""

from __future__ import annotations

import sys
from pathlib import Path

# domain -> glob patterns from the repository root; a file belongs to the first domain
# whose patterns match it, so the games are listed before the shared interface
SOURCES: dict[str, tuple[str, ...]] = {
    "crystal_clans": (
        "core/crystal_clans/**/*.py",
        "tui/games/crystal_clans/**/*.py",
        "core/tutorial/crystal_clans.py",  # the tutorial's texts, in the game's languages
        "tui/learn/crystal_clans.py",
    ),
    "crimson_company": (
        "core/crimson_company/**/*.py",
        "tui/games/crimson_company/**/*.py",
        "core/tutorial/crimson_company.py",  # the tutorial's texts, in the game's languages
        "tui/learn/crimson_company.py",
    ),
    "clans": (
        "core/clans/**/*.py",
        "tui/games/clans/**/*.py",
        "core/tutorial/clans.py",  # the tutorial's texts, in the game's languages (no Spanish)
        "tui/learn/clans.py",
    ),
    "clanhall": (
        "core/*.py",
        "ai/*.py",
        "net/*.py",
        "tui/*.py",
        "tui/games/*.py",
        "tui/screens/**/*.py",
        "tui/widgets/**/*.py",
        "tui/coach/**/*.py",
        "tui/analysis/**/*.py",
        "tui/settings/**/*.py",
        "core/tutorial/*.py",
        "tui/learn/**/*.py",
        "tui/profile/**/*.py",
    ),
}


# the marking functions pybabel extracts besides its defaults (_, N_, ngettext, pgettext …):
# lazy strings, and the engine's phrases (core/i18n/phrase.py; phrase_n's 2nd is the plural)
KEYWORDS = ("lazy", "phrase", "phrase_n:1,2")


# the domains each language translates (English is the source, it needs none): Spanish
# covers the shared interface and Crystal Clans, the one game whose rulebook is Spanish
SCOPE: dict[str, tuple[str, ...]] = {
    "en": (),
    "de": ("clanhall", "crystal_clans", "crimson_company", "clans"),
    "es": ("clanhall", "crystal_clans"),
}


def languages(domain: str) -> list[str]:
    """The languages that translate `domain`."""
    return [code for code, domains in SCOPE.items() if domain in domains]


def files(domain: str, root: Path) -> list[str]:
    """The source files of `domain` under `root`, as sorted paths relative to it."""
    taken: set[Path] = set()
    for other in SOURCES:
        found = {p for pattern in SOURCES[other] for p in root.glob(pattern) if "__pycache__" not in p.parts}
        if other == domain:
            return sorted(str(p.relative_to(root)) for p in found - taken)
        taken |= found
    raise KeyError(domain)


if __name__ == "__main__":
    if sys.argv[1] == "--keywords":
        print(" ".join(f"-k {keyword}" for keyword in KEYWORDS))
    elif sys.argv[1] == "--languages":
        print(" ".join(languages(sys.argv[2])))
    else:
        print(" ".join(files(sys.argv[1], Path.cwd())))
