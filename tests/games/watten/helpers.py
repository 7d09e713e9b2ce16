"""Helpers shared by the Watten engine tests: vector loading, positions from explicit
deals, and the scenario runner for the step-by-step vectors of tests/vectors/."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from engine import Card, Deal, IllegalMove, Move, get_game
from engine.games.watten import BAVARIAN_DECK, TYROLEAN_DECK
from tests.strategies import same_move

VECTORS = Path(__file__).resolve().parents[2] / "vectors"
GAME = get_game("watten")
SEED = 20_240_101
PLAYERS = 4


def load_vectors(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((VECTORS / name).read_text(encoding="utf-8"))
    return data


def cards(codes: Iterable[str]) -> list[Card]:
    return [TYROLEAN_DECK.parse(c) for c in codes]


def to_move(data: Mapping[str, Any]) -> Move:
    """A move from its JSON form (engine-level: no `parse_move`)."""
    kwargs: dict[str, Any] = {}
    if "card" in data:
        kwargs["card"] = Card.parse(data["card"])
    for name in ("rank", "suit", "call", "seed"):
        if name in data:
            kwargs[name] = data[name]
    if "hands" in data:
        kwargs["hands"] = tuple(tuple(cards(h)) for h in data["hands"])
    return Move(seat=data["seat"], type=data["type"], **kwargs)


def play(state: Any, *moves: Move) -> Any:
    for move in moves:
        state = GAME.apply(state, move).state
    return state


def deal_state(options: Any, dealer: int, hands: Sequence[Sequence[str]],
               scores: Sequence[int] | None = None, seed: int = SEED) -> Any:
    """A fresh hand with explicit ``hands`` dealt by ``dealer`` at ``scores``.

    Scores other than all zeros are reached the way a posted state would reach them: a
    previous hand (dealt by the seat before) is folded at once, its ``hand_over`` state is
    encoded, given the wanted scores and decoded; then the next dealer deals ``hands``. So
    the engine itself decides the new hand's value (§1.11: 3 when a side is tense).
    """
    players = options.players
    deal = [cards(h) for h in hands]
    if scores is None or not any(scores):
        return GAME.new_state(options, seed=seed, dealer=dealer, deal=Deal(hands=deal))
    prev_dealer = (dealer - 1) % players
    forehand = dealer  # forehand of the previous hand
    suit_caller = forehand if players == 3 else prev_dealer
    s = GAME.new_state(options, seed=seed, dealer=prev_dealer)
    s = play(s, Move(forehand, "call_rank", rank="A"), Move(suit_caller, "call_suit", suit="E"),
             Move(forehand, "raise"), Move((forehand + 1) % players, "fold"))
    assert s.phase == "hand_over"
    data = GAME.encode(s)
    data["scores"] = list(scores)
    for derived in ("tense", "to_act"):
        del data[derived]
    s = GAME.decode(json.loads(json.dumps(data)))
    return GAME.apply(s, Move(dealer, "deal", hands=tuple(tuple(h) for h in deal))).state


def subset_mismatch(expected: Any, actual: Any, path: str = "") -> str | None:
    """None if every key of ``expected`` (recursively, for dicts) equals ``actual``."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected an object, got {actual!r}"
        for key, value in expected.items():
            if key not in actual:
                return f"{path}.{key}: missing"
            bad = subset_mismatch(value, actual[key], f"{path}.{key}")
            if bad:
                return bad
        return None
    if expected != actual:
        return f"{path}: expected {expected!r}, got {actual!r}"
    return None


def hand_codes(state: Any, seat: int) -> set[str]:
    return set(GAME.encode(state)["hands"][seat])


def legal_cards(state: Any, seat: int) -> set[str]:
    return {m.card.code for m in GAME.legal_moves(state, seat)
            if m.type == "play" and m.card is not None and m.call is None}


def assert_rejected(state: Any, move: Move, code: str,
                    allowed: Sequence[str] | None = None, where: str = "") -> None:
    """``move`` is refused with ``code`` by check and apply; the state is unchanged."""
    before = GAME.encode(state)
    violation = GAME.check(state, move)
    assert violation is not None, f"{where}: {move} was accepted, expected {code}"
    assert violation.code == code, f"{where}: {move}: {violation.code} != {code}"
    assert violation.message
    if allowed is not None:
        assert violation.allowed is not None, where
        assert sorted(violation.allowed) == sorted(allowed), where
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, move)
    assert info.value.violation.code == code
    assert not any(same_move(move, m) for m in GAME.legal_moves(state)), where
    assert GAME.encode(state) == before, f"{where}: a refused move changed the state"


def run_scenario(scenario: Mapping[str, Any]) -> Any:
    """Run one scenario of watten_raising.json / watten_hands.json; return the last state."""
    return deque(iter_scenario(scenario), maxlen=1)[0]


def iter_scenario(scenario: Mapping[str, Any]) -> Iterator[Any]:
    """Run a scenario step by step, checking every step; yield each state reached."""
    options = GAME.resolve_options(scenario.get("options") or {}, preset=scenario.get("preset"))
    state = deal_state(options, scenario["dealer"], scenario["hands"], scenario.get("scores"))
    yield state
    for i, step in enumerate(scenario["steps"]):
        where = f"{scenario['id']} step {i} {step.get('id', '')} {step.get('note', '')}"
        if "move" in step:
            move = to_move(step["move"])
            if "reject" in step:
                assert_rejected(state, move, step["reject"], step.get("allowed"), where)
            else:
                violation = GAME.check(state, move)
                assert violation is None, f"{where}: {move} refused: {violation}"
                listed = any(same_move(move, m) for m in GAME.legal_moves(state, move.seat))
                # a breach accepted under illegal_move_policy=penalize is never listed
                assert listed != bool(step.get("penalized")), where
                # ... and `penalized_breach` names the rule it breaks (§0.6, §1.12)
                breach = GAME.penalized_breach(state, move)
                if step.get("penalized"):
                    assert breach is not None, f"{where}: no breach named"
                    assert breach.code == "must_play_trump_or_critical", where
                    assert breach.allowed and move.card.code not in breach.allowed, where
                else:
                    assert breach is None, f"{where}: {move} named a breach: {breach}"
                before = GAME.encode(state)
                out = GAME.apply(state, move)
                assert GAME.encode(state) == before, f"{where}: apply mutated its input"
                check_outcome(step, out, where)
                state = out.state
                yield state
        check_state(step, state, where)


def check_outcome(step: Mapping[str, Any], out: Any, where: str) -> None:
    for wanted in step.get("events", []):
        assert any(subset_mismatch(wanted, e) is None for e in out.events), (
            f"{where}: no event {wanted} in {out.events}")
    if "winner" in step:
        assert out.trick is not None and out.trick.complete, where
        assert out.trick.winner == step["winner"], f"{where}: trick won by {out.trick.winner}"
        assert out.state.tricks[-1][2] == step["winner"], where
    for key in ("hand", "match"):
        if key in step:
            result = getattr(out, key)
            if step[key] is None:
                assert result is None, f"{where}: unexpected {key} result {result}"
            else:
                assert result is not None, f"{where}: no {key} result"
                bad = subset_mismatch(step[key], result.to_json())
                assert bad is None, f"{where}: {key}{bad}"


def check_state(step: Mapping[str, Any], state: Any, where: str) -> None:
    data = GAME.encode(state)
    if "expect" in step:
        bad = subset_mismatch(step["expect"], data)
        assert bad is None, f"{where}: state{bad}"
    if "hands" in step:
        assert [set(h) for h in data["hands"]] == [set(h) for h in step["hands"]], where
    if "legal_cards" in step:
        seat = step["legal_cards"]["seat"]
        assert legal_cards(state, seat) == set(step["legal_cards"]["cards"]), where
        for card in hand_codes(state, seat):
            move = Move(seat, "play", card=Card.parse(card))
            legal = card in step["legal_cards"]["cards"]
            assert (GAME.check(state, move) is None) == legal, f"{where}: {card}"


def strings(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (keys too)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def undealt(data: Mapping[str, Any]) -> set[str]:
    """The Bavarian stock: the deck minus hands, the current trick and the tricks."""
    used = {c for h in data["hands"] for c in h}
    used |= {c["card"] for c in data["trick"]["cards"]}
    used |= {c["card"] for t in data["tricks"] for c in t["cards"]}
    return {c.code for c in BAVARIAN_DECK} - used


def assert_view_hides_other_hands(state: Any) -> None:
    data = GAME.encode(state)
    n = len(data["hands"])
    for seat in [*range(n), None]:
        before = GAME.encode(state)
        view = GAME.view(state, seat)
        assert GAME.encode(state) == before, "view changed the state"
        assert "seed" not in view
        assert view["seat"] == seat
        assert view["hand_sizes"] == [len(h) for h in data["hands"]]
        # §1.6: before trump is named only the dealer and the forehand look at their hands
        face_down = (data["phase"] in ("call_rank", "call_suit", "redeal_answer",
                                       "swap_answer")
                     and seat not in (data["dealer"], data["forehand"]))
        sees = None if face_down else seat
        assert view["hands"] == [h if p == sees else None for p, h in enumerate(data["hands"])]
        taken = {i["card"] for i in data["cut"]["taken"] if i["seat"] == seat}
        hidden = {c for p, h in enumerate(data["hands"]) if p != sees for c in h} - taken
        hidden |= undealt(data)  # the stock is seen by nobody
        leaked = hidden & set(strings(view))
        assert not leaked, f"seat {seat} sees {sorted(leaked)}"
        # Public information stays visible.
        assert view["tricks"] == data["tricks"] and view["trick"] == data["trick"]
        assert view["scores"] == data["scores"] and view["to_act"] == data["to_act"]


# rules-spec §5.1.1, the Tyrolean trick vectors: (id, Schlag, trump, leader, plays, winner)
TYROLEAN_TRICKS = [
    ("T01", "O", "G", 0, "GO EO HK S6", 0),
    ("T02", "O", "G", 0, "HA S6 HK EA", 1),
    ("T03", "O", "G", 0, "S6 G7 EO HA", 2),
    ("T05", "6", "H", 1, "HA S6 HK EO", 2),
    ("T06", "6", "H", 1, "EO HO SO GO", 2),
    ("T08", "A", "E", 2, "HK S6 HA E7", 1),
    ("T11", "O", "G", 1, "GO GK EO GA", 2),
    ("T12", "T", "H", 3, "HU HT ET S6", 3),
    ("T09", "K", "H", 0, "EK HK GK SK", 1),
]
