# clanhall — `make play` and `make test` work on a fresh machine with only Python 3.11+.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)
PYTEST_ARGS ?=

.PHONY: play test lint bench clean venv

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test,cluster]'
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

venv: $(STAMP)

play: $(STAMP)
	$(BIN)/clanhall

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 $(PYTEST_ARGS)

# Style, import order and formatting (ruff), and the types of core/ and ai/ (mypy);
# settings in pyproject.toml.
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,cluster,bench]' || echo "bench extra (open_spiel) not installed; its comparisons are skipped"
	@for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache
