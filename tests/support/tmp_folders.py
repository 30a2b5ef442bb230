"""A fresh folder per test under pytest's base temporary folder, made in constant time.

pytest's `tmp_path_factory.mktemp(name)` numbers its folders: each call lists the whole
base folder to find the highest number taken. The suite made three such folders for every
test (the config and data folders of tests/conftest.py and `tmp_path`), so a worker's
thousandth test listed some three thousand entries three times: about 20 test-seconds of
setup over the suite, growing with the square of the tests a worker runs. `tempfile.mkdtemp`
picks a random unused name instead (one `mkdir`), in the same base folder, which pytest
keeps and cleans up as before (the last three runs)."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

# pytest's own tmp_path names its folder after the test, cut to 30 characters.
NAME_LENGTH = 30


def fresh_folder(factory: pytest.TempPathFactory, name: str) -> Path:
    """A new empty folder named `name` plus a random suffix in the session's base folder."""
    prefix = re.sub(r"\W", "_", name)[:NAME_LENGTH]
    return Path(tempfile.mkdtemp(prefix=f"{prefix}-", dir=factory.getbasetemp()))
