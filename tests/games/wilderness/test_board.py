"""The designed board: every arrangement of tiles is crossable; the card data is checked."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from wildtable.games.wilderness import board
from wildtable.games.wilderness.board import (
    LAYOUTS,
    START_CELL,
    TILE_RIVERS,
    TILES,
    CardDataError,
    L,
    rotate_mask,
)


def test_every_arrangement_leads_from_the_start_to_the_village() -> None:
    """WILD-SETUP-2, WILD-SETUP-3: lakes never cut the way to the village."""
    for n in (4, 6, 8):
        lay = LAYOUTS[n]
        for order in itertools.islice(itertools.permutations(range(8), n), 0, 4000, 37):
            terr = [TILES[t].terrain[i] for t in order for i in range(21)] + [0]
            seen = {START_CELL[n]}
            todo = [START_CELL[n]]
            while todo:
                c = todo.pop()
                for nb in lay.neigh[c]:
                    if nb >= 0 and nb not in seen and terr[nb] != L:
                        seen.add(nb)
                        todo.append(nb)
            assert lay.village in seen


def test_tiles_are_triangles_of_21_and_rivers_are_symmetric() -> None:
    for n in (4, 6, 8):
        lay = LAYOUTS[n]
        assert lay.cells == n * 21 + 1
        for c, row in enumerate(lay.neigh):
            for d, nb in enumerate(row):
                if nb >= 0:
                    assert lay.neigh[nb][(d + 3) % 6] == c
    for masks in TILE_RIVERS:
        assert sum(bin(m).count("1") for m in masks) % 2 == 0
    assert rotate_mask(0b000001) == 0b001000 and rotate_mask(0b001000) == 0b000001
    assert sum(1 for t in TILES for x in t.terrain if x == board.T) == 1


def test_card_data_is_checked_on_load(tmp_path: Path) -> None:
    text = (Path(board.__file__).with_name("cards.toml")).read_text()
    bad = tmp_path / "cards.toml"
    cut = text.index("[[tile]]")
    bad.write_text(text[:cut] + text[text.index("[[tile]]", cut + 1):])  # 7 tiles
    with pytest.raises(CardDataError, match="8 landscape tiles"):
        board._load(bad)
    bad.write_text(text.replace("count = 6\nsquares", "count = 5\nsquares"))
    with pytest.raises(CardDataError, match="27 Weather"):
        board._load(bad)


def test_every_effect_id_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    from wildtable.games.wilderness import effects
    from wildtable.games.wilderness.board import EventCard, EventSide

    side = EventSide("no_such_effect", 0, "A")
    monkeypatch.setattr(effects, "EVENTS", [EventCard("Bogus", side, side)])
    with pytest.raises(CardDataError, match="no_such_effect"):
        effects._validate()
