"""The conformance suite: every registered game keeps the engine contract."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import wildtable
from wildtable.engine import GameRecord, IllegalAction, Rng, State
from wildtable.engine.moves import hidden_from, observed

GAMES = wildtable.games()


def random_walk(state: State, rng: Rng, steps: int) -> State:
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def playout(game_id: str, players: int, seed: int) -> list[State]:
    """Play a random game and keep a few snapshots along the way."""
    g = wildtable.game(game_id)
    s = g.new(players=players, seed=seed)
    rng = Rng(seed + 1000)
    snaps = [s.clone()]
    n = 0
    while not s.is_over:
        acts = s.legal_actions()
        assert acts, "a game that is not over must offer an action"
        notations = [str(a) for a in acts]
        assert len(set(notations)) == len(notations), f"duplicate notations: {notations}"
        s.apply(rng.choice(acts))
        n += 1
        assert n <= g.info.max_decisions, "the game did not end within max_decisions"
        if n % 37 == 0:
            snaps.append(s.clone())
    snaps.append(s)
    return snaps


def seat_counts(game_id: str) -> list[int]:
    return list(wildtable.game(game_id).seats)


CASES = [(gid, p) for gid in GAMES for p in seat_counts(gid)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_games_end_with_results_in_bounds(game_id: str, players: int) -> None:
    for seed in range(6):
        final = playout(game_id, players, seed)[-1]
        assert final.is_over and final.to_move is None
        assert final.legal_actions() == []
        r = final.result()
        assert set(r.winners) <= set(range(players))
        assert final.winning_seats() == r.winners  # the cheap path search and RL use
        assert len(r.scores) == players
        assert r.reason
        json.dumps(final.view(None))


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_notation_round_trips(game_id: str, players: int) -> None:
    g = wildtable.game(game_id)
    for s in playout(game_id, players, 11)[:-1]:
        for a in s.legal_actions():
            assert g.parse(s, str(a)) == a
        with pytest.raises(IllegalAction):
            g.parse(s, "no-such-action 99")


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_clone_is_equal_and_independent(game_id: str, players: int) -> None:
    for s in playout(game_id, players, 21)[:-1]:
        before = s.to_json()
        c = s.clone()
        assert c.to_json() == before
        assert [str(a) for a in c.legal_actions()] == [str(a) for a in s.legal_actions()]
        random_walk(c, Rng(5), 60)
        assert s.to_json() == before, "playing on a clone changed the original"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_json_and_record_round_trip(game_id: str, players: int) -> None:
    g = wildtable.game(game_id)
    for s in playout(game_id, players, 31):
        text = s.to_json()
        loaded = g.load(text)
        assert loaded.to_json() == text
        record = GameRecord.from_json(s.record.to_json())
        assert wildtable.replay(record).to_json() == text
        # A loaded game goes on exactly as the original would.
        a, b = random_walk(s.clone(), Rng(9), 40), random_walk(loaded, Rng(9), 40)
        assert a.to_json() == b.to_json()


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_determinize_keeps_the_view_and_resamples_the_hidden(game_id: str, players: int) -> None:
    g = wildtable.game(game_id)
    changed = False
    for s in playout(game_id, players, 41)[:-1]:
        before = s.to_json()
        for seat in range(players):
            views = []
            for seed in range(3):
                d = s.determinize(seat, seed)
                assert d.view(seat) == s.view(seat), "determinize changed what the seat sees"
                assert [str(a) for a in d.legal_actions()] == [
                    str(a) for a in s.legal_actions()
                ] or d.to_move != seat
                hidden = json.loads(d.to_json())
                hidden.pop("rng")  # reseeded every time; what matters is the cards
                views.append(json.dumps(hidden, sort_keys=True))
            changed = changed or len(set(views)) > 1
        assert s.to_json() == before, "determinize changed the original"
    if g.info.hidden_information:
        assert changed, "determinize never resampled anything"


# Random play hardly ever leaves such a fact standing at a checkpoint in these games: the
# Wilderness Event deck is seldom reshuffled, and what Weavlings knows of its deck lasts
# only until the next face-down deal. Their own tests build the positions instead
# (tests/games/*/test_knowledge.py).
FACTS_ARE_RARE = {"wilderness", "weavlings"}


def seen_facts_hold(game_id: str, players: int, seed: int) -> tuple[int, int]:
    """Play a random game; every few decisions check each seat's facts (see below) in the
    true state and in determinizations. Returns how many facts were checked, and how
    many cards the seats saw go into hidden zones."""
    s = wildtable.game(game_id).new(players=players, seed=seed)
    rng = Rng(seed + 77)
    seen: list[dict[int, str]] = [{} for _ in range(players)]
    read = [0] * players
    checked = entered = n = 0
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        n += 1
        if n % 4:
            continue
        for seat in range(players):
            story = s.events(seat)
            entered += sum(len(m.get("cards", ())) for e in story[read[seat]:]
                           for m in e.data.get("moves", ()) if hidden_from(m["to"], seat))
            observed(story[read[seat]:], seat, seen[seat])
            read[seat] = len(story)
            facts = {c: z for c, z in seen[seat].items() if hidden_from(z, seat)}
            for card, zone in facts.items():
                assert s.holds(zone, card), (
                    f"seat {seat} saw card {card} go to {zone} and never saw it leave, "
                    f"but it is not there: an event lacks its moves (decision {n})")
            for k in range(2):
                d = s.determinize(seat, seed * 1000 + n * 10 + k)
                for card, zone in facts.items():
                    assert d.holds(zone, card), (
                        f"seat {seat} saw card {card} go to {zone} and never saw it "
                        f"leave; a determinization moved it (decision {n})")
            checked += len(facts)
    return checked, entered


@pytest.mark.parametrize("game_id", GAMES)
def test_determinize_keeps_every_card_the_seat_saw_go_into_a_hidden_zone(game_id: str) -> None:
    """A determinization is a world the seat cannot rule out (DESIGN.md).

    The facts come from the seat's own story alone, read through the moves vocabulary
    (engine/moves.py), never from the game's own bookkeeping: a card the seat saw go into
    another hand or a deck, and never saw leave, is there in the true game and in every
    determinization.
    """
    counts = [seen_facts_hold(game_id, players, seed)
              for players in seat_counts(game_id) for seed in range(3)]
    checked, entered = (sum(c) for c in zip(*counts, strict=True))
    if game_id not in FACTS_ARE_RARE:
        assert checked, f"{entered} cards were seen going into hidden zones, none checked"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_views_are_json_and_differ_only_in_what_is_hidden(game_id: str, players: int) -> None:
    for s in playout(game_id, players, 51):
        for seat in [None, *range(players)]:
            v = s.view(seat)
            assert json.loads(json.dumps(v)) == v
            for e in s.events(seat):
                assert e.visible_to(seat)


@pytest.mark.parametrize("game_id", GAMES)
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_same_seed_same_game(game_id: str, seed: int) -> None:
    g = wildtable.game(game_id)
    p = g.seats.start
    a = random_walk(g.new(players=p, seed=seed), Rng(seed), 80)
    b = random_walk(g.new(players=p, seed=seed), Rng(seed), 80)
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_options_are_refused_with_what_is_allowed(game_id: str) -> None:
    g = wildtable.game(game_id)
    with pytest.raises(wildtable.BadOption, match="options"):
        g.new(players=g.seats.start, seed=1, no_such_option=3)
    with pytest.raises(wildtable.BadOption, match="players"):
        g.new(players=g.seats.stop, seed=1)


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_apply_raises_and_changes_nothing(game_id: str) -> None:
    g = wildtable.game(game_id)
    s = g.new(players=g.seats.start, seed=3)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="legal"):
        s.apply(wildtable.Action("no-such-action", (1,)))
    assert s.to_json() == before
