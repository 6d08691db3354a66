# Two commands matter: `make play` and `make test`. Both build .venv first.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck unit fingerprint bench compiled plain clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,rl]'
	touch $(STAMP)

.venv: $(STAMP) compiled

# The rules, engine and search compiled with mypyc (which comes with the test extra's mypy),
# in place beside the sources. It rebuilds only when a compiled source changed, and without
# mypyc or a C compiler it says so in one line and the plain source runs. WILDTABLE_PLAIN=1
# runs the plain source whatever is built.
compiled: $(STAMP)
	$(BIN)/python tools/compile.py

# Remove the compiled modules: the plain source runs until `make compiled`.
plain:
	rm -f wildtable/_compiled.json
	find wildtable -name '*.so' -delete

# The web table; `wildtable play GAME` is the terminal table.
play: $(STAMP) compiled
	$(BIN)/wildtable serve --port $(or $(PORT),8000)

lint: $(STAMP)
	$(BIN)/ruff check wildtable tests benchmarks examples tools

typecheck: $(STAMP)
	$(BIN)/mypy wildtable

unit: $(STAMP) compiled
	$(BIN)/pytest -n 2

# The same fixed games under the plain source: with `unit` (the compiled build, where one
# is built) both builds are held to the plain source's golden digests.
fingerprint: $(STAMP)
	WILDTABLE_PLAIN=1 $(BIN)/pytest -n 2 tests/engine/test_fingerprint.py

test: lint typecheck unit fingerprint

# Compiled and plain side by side, with the ratio.
bench: $(STAMP) compiled
	$(BIN)/wildtable bench

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache build wildtable/_compiled.json
	find wildtable -name '*.so' -delete
