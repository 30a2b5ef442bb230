# clanhall — `make play` and `make test` work on a fresh machine with only Python 3.11+.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# One stamp per pyproject.toml (a changed file installs again): PLAY_STAMP when clanhall
# itself is installed, TEST_STAMP when the test and cluster extras are too. Playing needs
# only the first; a test install counts as a play install, so neither reinstalls the other.
HASH       := $(shell cat pyproject.toml | cksum | cut -d' ' -f1)
PLAY_STAMP := $(VENV)/.installed-play-$(HASH)
TEST_STAMP := $(VENV)/.installed-test-$(HASH)
PYTEST_ARGS ?=

.PHONY: play test check test-browser lint bench clean venv i18n

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# `make play`: clanhall and what playing needs, nothing more (no pytest, no Dask)
$(PLAY_STAMP): $(BIN)/python pyproject.toml
	@if [ -f $(TEST_STAMP) ]; then touch $(PLAY_STAMP); else \
	  $(BIN)/python -m pip install --quiet -e . && rm -f $(VENV)/.installed-play-* && touch $(PLAY_STAMP); fi

# `make test` and the developer targets: the test and cluster extras as well
$(TEST_STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test,cluster]'
	rm -f $(VENV)/.installed-*
	touch $(PLAY_STAMP) $(TEST_STAMP)

venv: $(TEST_STAMP)

play: $(PLAY_STAMP)
	$(BIN)/clanhall

# --dist worksteal: a worker that runs out of tests takes half of the other's queue, so a
# long whole-game test does not leave a core idle at the end (the default hands each worker a
# quarter of the suite up front, which that worker must finish alone). tests/conftest.py
# starts the longest tests first for the same reason.
# The tests keep their compiled modules (gitignored __pycache__) even where the environment
# says not to write bytecode: without them each pytest worker rewrites and compiles every test
# module again (~4 s of CPU a worker) and every bot or host process compiles what it imports.
TEST_PYTHON := env -u PYTHONDONTWRITEBYTECODE $(BIN)/python

test: $(TEST_STAMP)
	$(TEST_PYTHON) -m pytest -n 2 --dist worksteal $(PYTEST_ARGS)

# The fast tier for the inner loop, under a minute on 2 cores: rules, bots on small iteration
# budgets, protocol/table/session logic. What it leaves out (the interface, sockets,
# processes, whole and random games) is marked `slow` by tests/conftest.py; `make test`
# runs everything.
check: $(TEST_STAMP)
	$(TEST_PYTHON) -m pytest -n 2 --dist worksteal -m "not slow and not browser" $(PYTEST_ARGS)

# The real-browser test (tests/browser/, kept out of `make test`): `clanhall serve` played in
# Debian's chromium, headless, through Playwright (the `browser` extra). Playwright drives
# /usr/bin/chromium and never downloads a browser; chromium is installed with apt-get when
# missing (CI runs as root).
BROWSER_STAMP := $(VENV)/.browser-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

$(BROWSER_STAMP): $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,cluster,browser]'
	rm -f $(VENV)/.browser-*
	touch $(BROWSER_STAMP)

test-browser: $(BROWSER_STAMP)
	@test -x /usr/bin/chromium || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } \
		|| { echo "make test-browser: /usr/bin/chromium is missing and apt-get could not install it (it needs root)"; exit 1; }
	$(BIN)/python -m pytest -m browser -s -v $(PYTEST_ARGS) tests/browser

# Style, import order and formatting (ruff), and the types of core/, ai/, net/ and tui/
# (mypy); settings in pyproject.toml.
lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,cluster,bench]' || echo "bench extra (open_spiel) not installed; its comparisons are skipped"
	@for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

# Translations (core/i18n): extract the marked strings of each domain into its template,
# merge them into every language's catalogue that covers the domain, compile the .mo files
# (committed, so an install needs no build step). Fuzzy entries are not compiled; the test
# suite (tests/i18n) fails on them, on a missing translation and on a stale .mo.
LOCALE := core/i18n/locale
I18N_DOMAINS := clanhall crystal_clans crimson_company clans
# the files of each domain and the languages that translate it: core/i18n/sources.py
# (shared with the program and the completeness check)

i18n: $(addprefix i18n-,$(I18N_DOMAINS))

# one domain (not .PHONY: make applies no pattern rule to a phony target; no file is named so)
i18n-%: $(TEST_STAMP)
	@mkdir -p $(LOCALE)
	$(BIN)/pybabel -q extract -F babel.cfg $$($(PYTHON) core/i18n/sources.py --keywords) --project clanhall --copyright-holder clanhall \
	  --sort-by-file -o $(LOCALE)/$*.pot $$($(PYTHON) core/i18n/sources.py $*)
	@for l in $$($(PYTHON) core/i18n/sources.py --languages $*); do \
	  test -f $(LOCALE)/$$l/LC_MESSAGES/$*.po || \
	    $(BIN)/pybabel -q init -D $* -i $(LOCALE)/$*.pot -d $(LOCALE) -l $$l || exit 1; \
	  $(BIN)/pybabel -q update -D $* -i $(LOCALE)/$*.pot -d $(LOCALE) -l $$l --ignore-obsolete || exit 1; \
	  $(BIN)/pybabel compile -D $* -d $(LOCALE) -l $$l --statistics || exit 1; \
	done

clean:
	rm -rf $(VENV) .pytest_cache
