"""net/ stays in files one can read through: none above ~400 lines (issue 30 §1), and
mypy covers it in `make lint` (§4)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MOST_LINES = 420  # "about 400": the table (net/table.py) is 419


def test_no_file_in_net_is_above_about_400_lines():
    sizes = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in (ROOT / "net").glob("*.py")}
    too_long = {name: lines for name, lines in sizes.items() if lines > MOST_LINES}
    assert sizes and not too_long


def test_mypy_checks_net():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "net" in config["tool"]["mypy"]["files"]
