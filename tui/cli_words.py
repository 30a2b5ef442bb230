"""argparse's own words ("usage:", "error:", "options", "invalid choice" …) in our catalogue.

argparse translates its words through `gettext.gettext`, which it imports as module globals
`_` and `ngettext`; `argparse_words()` points those two names at our catalogue while the
command line is built and read, and puts them back after, so nothing else is touched. The
English words are marked here so that `make i18n` extracts them (Python 3.11–3.13 spell
them alike).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from core.i18n import N_, _, ngettext

WORDS = (
    N_("usage: "),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("unexpected option string: %s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)


def _plurals() -> None:  # never called: marks argparse's plural for extraction
    ngettext("expected %s argument", "expected %s arguments", 1)


@contextmanager
def argparse_words() -> Iterator[None]:
    """While inside, argparse speaks the current language (see the module docstring)."""
    saved = argparse.__dict__.get("_"), argparse.__dict__.get("ngettext")
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
