"""§5.1.2 legality vectors ("Trumpf oder Kritisch", raise pending) and further §1.9 cases.

Each vector deals explicit hands, names Schlag (forehand 1) and trump (dealer 0), plays
the cards before the position and then compares the exact legal set of the acting seat,
the violation code and its `allowed` list for every other card in the hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import Card, Move
from tests.games.watten.helpers import (
    GAME,
    assert_rejected,
    deal_state,
    hand_codes,
    legal_cards,
    load_vectors,
    play,
    to_move,
)

VECTORS = load_vectors("watten_legality.json")["vectors"]


def position(vector: dict[str, Any]) -> Any:
    options = GAME.resolve_options(vector["options"])
    state = deal_state(options, 0, vector["hands"])
    state = play(state, Move(1, "call_rank", rank=vector["schlag"]),
                 Move(0, "call_suit", suit=vector["trump"]))
    return play(state, *(to_move(m) for m in vector["moves"]))


@pytest.mark.parametrize("vector", VECTORS, ids=[v["id"] for v in VECTORS])
def test_legality_vector(vector: dict[str, Any]) -> None:
    state = position(vector)
    seat = vector["actor"]
    data = GAME.encode(state)
    # The position is the vector's: trick number, trick so far, the acting seat's hand.
    assert len(data["tricks"]) + 1 == vector["trick_number"]
    assert [c["card"] for c in data["trick"]["cards"]] == vector["trick_so_far"]
    hand = hand_codes(state, seat)
    if vector["hand"] is not None:
        assert hand == set(vector["hand"]) | set(vector["filler"])
    expected = set(vector["legal"]) | set(vector["filler_legal"])
    assert legal_cards(state, seat) == expected
    for card in sorted(hand):
        move = Move(seat, "play", card=Card.parse(card))
        if card in expected:
            assert GAME.check(state, move) is None, card
        else:
            assert_rejected(state, move, vector["violation"], sorted(expected), vector["id"])
    if vector["violation"] is None:
        assert expected == hand


def names(state: Any, schlag: str, trump: str) -> Any:
    return play(state, Move(1, "call_rank", rank=schlag), Move(0, "call_suit", suit=trump))


def cards_played(state: Any, *plays: tuple[int, str]) -> Any:
    return play(state, *(Move(seat, "play", card=Card.parse(c)) for seat, c in plays))


def test_release_after_a_higher_critical() -> None:
    """§1.9 Release: once a later card outranks the Hauptschlag, later players are free."""
    hands = [["G8", "GA", "EA", "H9", "S9"], ["GO", "EK", "HA", "SA", "ST"],
             ["HK", "G9", "E8", "H8", "HU"], ["GK", "GU", "EU", "E9", "HT"]]
    state = names(deal_state(GAME.resolve_options(), 0, hands), "O", "G")
    state = cards_played(state, (1, "GO"))
    assert legal_cards(state, 2) == {"HK", "G9"}
    state = cards_played(state, (2, "HK"))  # the Maxi outranks GO: released
    assert legal_cards(state, 3) == set(hands[3])
    state = cards_played(state, (3, "EU"))
    assert legal_cards(state, 0) == set(hands[0])


def test_no_release_by_a_trump() -> None:
    """§1.9: a trump after the led Hauptschlag does not outrank it, so the duty stays."""
    hands = [["G8", "GA", "EA", "H9", "S9"], ["GO", "EK", "HA", "SA", "ST"],
             ["G9", "E8", "H8", "HU", "HT"], ["GK", "GU", "EU", "E9", "H7"]]
    state = names(deal_state(GAME.resolve_options(), 0, hands), "O", "G")
    state = cards_played(state, (1, "GO"), (2, "G9"), (3, "GK"))
    assert legal_cards(state, 0) == {"G8", "GA"}


CRITICAL_HAUPTSCHLAG = {
    "HK": ("K", "H", [["GT", "ET", "ST", "G8", "G7"], ["HK", "EA", "GA", "SA", "EK"],
                      ["H9", "EU", "GU", "SU", "E8"], ["H8", "S8", "G9", "SO", "E9"]], "H9"),
    "S7": ("7", "S", [["GT", "ET", "HT", "G8", "GA"], ["S7", "EA", "HA", "EK", "GK"],
                      ["S9", "EU", "GU", "HU", "E8"], ["S8", "H8", "G9", "SO", "E9"]], "S9"),
    "E7": ("7", "E", [["ET", "HT", "ST", "GA", "HA"], ["E7", "EA", "SA", "GK", "SK"],
                      ["E9", "GU", "HU", "SU", "G8"], ["S7", "H8", "G9", "SO", "S9"]], "E9"),
}


@pytest.mark.parametrize("lead", sorted(CRITICAL_HAUPTSCHLAG))
def test_critical_hauptschlag_triggers_tok(lead: str) -> None:
    """A-W9: leading a Hauptschlag that is itself a critical triggers ToK in trick 1."""
    schlag, trump, hands, only = CRITICAL_HAUPTSCHLAG[lead]
    state = names(deal_state(GAME.resolve_options(), 0, hands), schlag, trump)
    state = cards_played(state, (1, lead))
    assert legal_cards(state, 2) == {only}


def test_critical_hauptschlag_released_by_a_higher_critical() -> None:
    """A-W9: r=7 t=E, Spitz E7 led; seat 3's Belli is required (strict) and releases."""
    schlag, trump, hands, _ = CRITICAL_HAUPTSCHLAG["E7"]
    state = names(deal_state(GAME.resolve_options(), 0, hands), schlag, trump)
    state = cards_played(state, (1, "E7"), (2, "E9"))
    assert legal_cards(state, 3) == {"S7"}
    state = cards_played(state, (3, "S7"))
    assert legal_cards(state, 0) == set(hands[0])  # holds the trump ET but is free


def test_criticals_bind_under_strict_but_not_under_trump_holders() -> None:
    """§1.9 tok_scope: a seat with criticals but no trump-suit card is bound only under
    "strict"; a trump holder may meet the duty with a critical under both."""
    hands = [["HK", "E7", "EA", "H9", "S9"], ["GO", "EK", "HA", "SA", "ST"],
             ["S7", "G9", "E8", "H8", "HU"], ["GK", "GU", "EU", "E9", "HT"]]
    for scope, seat2 in (("strict", {"S7", "G9"}), ("trump_holders", {"S7", "G9"})):
        state = names(deal_state(GAME.resolve_options({"tok_scope": scope}), 0, hands), "O", "G")
        state = cards_played(state, (1, "GO"))
        assert legal_cards(state, 2) == seat2
        state = cards_played(state, (2, "G9"), (3, "GK"))
        expected0 = {"HK", "E7"} if scope == "strict" else set(hands[0])
        assert legal_cards(state, 0) == expected0, scope


def test_leader_is_never_bound() -> None:
    hands = [["G8", "GA", "EA", "H9", "S9"], ["GO", "EK", "HK", "SA", "ST"],
             ["G9", "E8", "H8", "HU", "HT"], ["GK", "GU", "EU", "E9", "H7"]]
    state = names(deal_state(GAME.resolve_options(), 0, hands), "O", "G")
    assert legal_cards(state, 1) == set(hands[1])
    assert legal_cards(state, 0) == set()  # not seat 0's turn


def test_card_not_in_hand_and_not_your_turn() -> None:
    hands = [["G8", "GA", "EA", "H9", "S9"], ["GO", "EK", "HK", "SA", "ST"],
             ["G9", "E8", "H8", "HU", "HT"], ["GK", "GU", "EU", "E9", "H7"]]
    state = names(deal_state(GAME.resolve_options(), 0, hands), "O", "G")
    assert_rejected(state, Move(1, "play", card=Card.parse("G8")), "card_not_in_hand",
                    sorted(hands[1]))
    assert_rejected(state, Move(2, "play", card=Card.parse("G9")), "not_your_turn")
    fresh = deal_state(GAME.resolve_options(), 0, hands)
    assert_rejected(fresh, Move(1, "play", card=Card.parse("GO")), "wrong_phase")


def test_call_only_with_on_call_and_the_hauptschlag_led_to_trick_1() -> None:
    """§1.9 tok_mode: the call exists only under "on_call", made by leading the Hauptschlag."""
    hands = [["G8", "GA", "EA", "H9", "S9"], ["GO", "EK", "HK", "SA", "ST"],
             ["G9", "E8", "H8", "HU", "HT"], ["GK", "GU", "EU", "E9", "H7"]]
    call = "trumpf_oder_kritisch"
    auto = names(deal_state(GAME.resolve_options(), 0, hands), "O", "G")
    assert_rejected(auto, Move(1, "play", card=Card.parse("GO"), call=call), "call_not_allowed")
    on_call = names(deal_state(GAME.resolve_options({"tok_mode": "on_call"}), 0, hands), "O", "G")
    assert_rejected(on_call, Move(1, "play", card=Card.parse("EK"), call=call),
                    "call_not_allowed")
    assert Move(1, "play", card=Card.parse("GO"), call=call) in GAME.legal_moves(on_call, 1)
    called = GAME.apply(on_call, Move(1, "play", card=Card.parse("GO"), call=call))
    assert called.events[0] == {"type": "card_played", "seat": 1, "card": "GO", "call": call}
    assert GAME.encode(called.state)["tok_called"] is True
    assert legal_cards(called.state, 2) == {"G9"}
