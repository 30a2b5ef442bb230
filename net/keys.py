"""CurveZMQ keys as people copy them: 40 characters of Z85 (what `clanhall host --secure`
prints and `--server-key` / the Join dialog take); and the command line's reading of a
key or a seat token that begins with "-" (`keys_attached`)."""

from __future__ import annotations

import os
import re

from core.i18n import _


def valid_key(text: str) -> bool:
    """Whether `text` is a CurveZMQ key as printed: 40 characters of Z85."""
    from zmq.utils import z85

    if len(text) != 40:
        return False
    try:
        return len(z85.decode(text.encode("ascii"))) == 32
    except (ValueError, UnicodeEncodeError, KeyError, IndexError, TypeError):
        return False


# The options that take a value a person copies from the host's lines: a CurveZMQ key (Z85)
# or a seat token (URL-safe base64, as `secrets.token_urlsafe(16)` makes it) may begin with
# "-", which argparse would take for an option of its own ("expected one argument") unless
# written `--option=VALUE`.
KEY_OPTIONS = ("--allow-key", "--server-key")
TOKEN_OPTIONS = ("--token",)
_TOKEN = re.compile(r"[A-Za-z0-9_-]{22}")


def _copied_value(option: str, word: str) -> bool:
    """Whether `word`, after `option`, is the value it takes although it begins with "-"."""
    if not word.startswith("-"):
        return False
    if option in KEY_OPTIONS:
        return valid_key(word)
    return option in TOKEN_OPTIONS and _TOKEN.fullmatch(word) is not None


def keys_attached(argv: list[str]) -> list[str]:
    """`argv` with each key or seat token given to its option as the next word joined to it
    (`--allow-key KEY` → `--allow-key=KEY`), so one beginning with "-" is read as the
    option's value, as a person copying it from the host's line expects."""
    words = list(argv)
    joined: list[str] = []
    while words:
        word = words.pop(0)
        if words and _copied_value(word, words[0]):
            word = f"{word}={words.pop(0)}"
        joined.append(word)
    return joined


def keypair(path: str | None) -> tuple[bytes, bytes]:
    """A CurveZMQ key pair: read from `path` (two lines, public then secret, Z85), or made
    and written there (owner-only) if the file does not exist; a fresh one if no path."""
    import zmq

    if path is None:
        return zmq.curve_keypair()
    if os.path.lexists(path):
        if not os.path.isfile(path):
            raise ValueError(_("{path} is not a key file (a folder or special file)").format(path=path))
        with open(path, "rb") as f:
            words = f.read(4096).decode("ascii", errors="replace").split()
        public, secret = (words + ["", ""])[:2]
        if not (valid_key(public) and valid_key(secret)):
            raise ValueError(_("{path} does not hold a key pair (two 40-character Z85 keys)").format(path=path))
        return public.encode(), secret.encode()
    made_public, made_secret = zmq.curve_keypair()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(f"{made_public.decode()}\n{made_secret.decode()}\n")
    print(_("New key pair in {path}; public key {key}").format(path=path, key=made_public.decode()))
    return made_public, made_secret
