# Two commands matter: `make play` and `make test`. Both build .venv first.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck unit bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,rl]'
	touch $(STAMP)

.venv: $(STAMP)

# The web table; `wildtable play GAME` is the terminal table.
play: $(STAMP)
	$(BIN)/wildtable serve --port $(or $(PORT),8000)

lint: $(STAMP)
	$(BIN)/ruff check wildtable tests benchmarks examples

typecheck: $(STAMP)
	$(BIN)/mypy wildtable

unit: $(STAMP)
	$(BIN)/pytest -n 2

test: lint typecheck unit

bench: $(STAMP)
	$(BIN)/wildtable bench

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
