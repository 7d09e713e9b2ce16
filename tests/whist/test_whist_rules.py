"""Whist's own rules (tests/whist/__init__.py), from explicit deals: follow suit, trump,
the trick winner, scoring over the book, the match, dealing and strict decoding. The
generic properties are the conformance suite's (test_whist_conformance.py)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.dealing import Deal
from engine.errors import IllegalMove, MalformedInput
from engine.moves import Move
from engine.results import Stage
from tests.whist import GAME
from tests.whist.scoring import hand_points

SUITS = "CDHS"
RANKS = "23456789TJQKA"
# Seat s holds all of one suit: 0 clubs, 1 diamonds, 2 hearts, 3 spades (deck order).
BY_SUIT = [[s + r for r in RANKS] for s in SUITS]


def new(hands: list[list[str]], dealer: int = 3, **options: Any) -> Any:
    opts = GAME.resolve_options(options or None)
    return GAME.new_state(opts, seed=1, dealer=dealer, deal=GAME.parse_deal(opts, hands))


def play(state: Any, seat: int, card: str) -> Any:
    return GAME.apply(state, GAME.parse_move({"seat": seat, "type": "play", "card": card},
                                             state))


def refusal(state: Any, seat: int, card: str) -> str:
    with pytest.raises(IllegalMove) as raised:
        play(state, seat, card)
    return raised.value.violation.code


def mixed() -> list[list[str]]:
    """Seat 0: C2..C8 + D2..D7; seat 1: C9..CA + D8..DA; seat 2: H3..HA + S2; seat 3:
    H2 + S3..SA, listed last: the dealer's (seat 3's) last card SA makes spades trumps."""
    return [[*BY_SUIT[0][:7], *BY_SUIT[1][:6]],
            [*BY_SUIT[0][7:], *BY_SUIT[1][6:]],
            [*BY_SUIT[2][1:], "S2"],
            ["H2", *BY_SUIT[3][1:]]]


def test_the_dealers_last_card_is_turned_up_and_gives_trump_to_everybody():
    state = new(mixed(), dealer=3)
    data = GAME.encode(state)
    assert data["trump"] == "S" and data["trump_card"] == "SA"
    for seat in (None, 0, 1, 2):
        assert GAME.view(state, seat)["trump_card"] == "SA"


def test_rotating_trumps_go_hearts_diamonds_spades_clubs_then_again():
    state = new(mixed(), trump_rule="rotate", target=99)
    seen = []
    for _ in range(5):
        seen.append(GAME.encode(state)["trump"])
        assert GAME.encode(state)["trump_card"] is None
        state = finish_hand(state)
        if GAME.stage(state) is Stage.MATCH_OVER:
            break
        state = GAME.apply(state, GAME.next_deal(state)).state
    assert seen == ["H", "D", "S", "C", "H"]


def finish_hand(state: Any) -> Any:
    while GAME.stage(state) is Stage.IN_HAND:
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    return state


def test_the_seat_left_of_the_dealer_leads_and_a_seat_holding_the_led_suit_must_follow():
    state = new(mixed(), dealer=3)
    assert GAME.to_act(state) == [0]
    assert refusal(state, 1, "C9") == "not_your_turn"
    state = play(state, 0, "C2").state
    assert refusal(state, 1, "D8") == "must_follow_suit"
    with pytest.raises(IllegalMove) as raised:
        play(state, 1, "DA")
    assert set(raised.value.violation.allowed) == {"C9", "CT", "CJ", "CQ", "CK", "CA"}
    assert refusal(state, 1, "S3") == "card_not_in_hand"
    assert {m.card.code for m in GAME.legal_moves(state)} == {
        "C9", "CT", "CJ", "CQ", "CK", "CA"}


def test_a_void_seat_may_play_any_card_and_the_lowest_trump_beats_the_led_ace():
    state = new(mixed(), dealer=3)
    state = play(state, 0, "C2").state
    state = play(state, 1, "CA").state
    assert len(GAME.legal_moves(state)) == 13  # seat 2 has no club: anything goes
    state = play(state, 2, "S2").state  # a trump
    out = play(state, 3, "S3")  # a higher trump
    assert out.trick.complete and out.trick.winner == 3
    assert GAME.to_act(out.state) == [3], "the winner leads the next trick"


def test_without_trumps_the_highest_card_of_the_led_suit_wins_and_discards_never_do():
    state = new(mixed(), dealer=3)
    for seat, card in ((0, "D2"), (1, "DA"), (2, "HA")):
        state = play(state, seat, card).state
    out = play(state, 3, "S3")  # a trump after all: seat 3 wins
    assert out.trick.winner == 3
    state = new(mixed(), dealer=3, trump_rule="rotate")  # hearts are trumps
    for seat, card in ((0, "D2"), (1, "D8"), (2, "HA")):
        state = play(state, seat, card).state
    assert play(state, 3, "SA").trick.winner == 2  # the heart trumps; the ace of spades is a
    state = new(mixed(), dealer=3, trump_rule="rotate")  # discard
    for seat, card in ((0, "D7"), (1, "D8"), (2, "S2")):
        state = play(state, seat, card).state
    assert play(state, 3, "SA").trick.winner == 1  # no trump: the highest diamond


@pytest.mark.parametrize(("tricks_won", "points"), [
    ((13, 0), (7, 0)), ((7, 6), (1, 0)), ((6, 7), (0, 1)), ((0, 13), (0, 7))])
def test_a_side_scores_one_point_per_trick_over_six(tricks_won, points):
    assert hand_points(tricks_won) == points


def test_the_side_holding_every_trump_takes_all_thirteen_tricks_and_scores_seven():
    """Seat 3 deals and holds every heart, so its last card turns hearts into trumps; seat 0
    leads spades, seat 3 ruffs, then leads trumps nobody else holds."""
    hands = [BY_SUIT[3], BY_SUIT[0], BY_SUIT[1], BY_SUIT[2]]
    state = finish_hand(new(hands, dealer=3, target=99))
    data = GAME.encode(state)
    assert data["trump"] == "H" and data["tricks_won"] == [0, 13]
    assert GAME.hand_result(state).points == (0, 7) and data["scores"] == [0, 7]
    assert GAME.stage(state) is Stage.HAND_OVER


def test_the_first_side_to_reach_the_target_wins_and_a_deal_starts_the_next_match():
    state = new(mixed(), dealer=3, target=1)
    state = finish_hand(state)
    assert GAME.stage(state) is Stage.MATCH_OVER
    assert GAME.match_result(state).winners == GAME.hand_result(state).winners
    deal = GAME.next_deal(state)
    assert deal.seat == 0, "the dealer's left deals next"
    nxt = GAME.apply(state, deal).state
    data = GAME.encode(nxt)
    assert (data["match_number"], data["hand_number"], data["scores"]) == (2, 1, [0, 0])
    assert data["dealer"] == 0 and data["to_act"] == [1]


def test_a_deal_seed_replaces_the_match_seed():
    opts = GAME.resolve_options()
    a = GAME.new_state(opts, seed=1, dealer=0)
    b = GAME.new_state(opts, seed=2, dealer=0)
    a, b = finish_hand(a), finish_hand(b)
    da = GAME.apply(a, Move(1, "deal", seed=99)).state
    db = GAME.apply(b, Move(1, "deal", seed=99)).state
    assert GAME.encode(da)["seed"] == 99
    assert GAME.encode(da)["hands"] == GAME.encode(db)["hands"]
    c = GAME.new_state(opts, seed=5, dealer=0, deal=Deal(seed=99))
    assert GAME.encode(c)["seed"] == 99


@pytest.mark.parametrize("seed", [-1, 2**53 + 1, "7", True])
def test_a_deal_seed_outside_0_to_2_53_is_malformed(seed):
    state = finish_hand(new(mixed(), dealer=3))
    with pytest.raises(MalformedInput) as raised:
        GAME.parse_move({"seat": 0, "type": "deal", "seed": seed}, state)
    assert "move.seed" in raised.value.errors
    assert GAME.parse_move({"seat": 0, "type": "deal", "seed": 2**53}, state).seed == 2**53


def corrupt(change) -> dict[str, Any]:
    state = new(mixed(), dealer=3)
    for seat, card in ((0, "C2"), (1, "C9"), (2, "S2"), (3, "S3")):
        state = play(state, seat, card).state
    data = GAME.encode(state)
    change(data)
    return data


@pytest.mark.parametrize(("change", "path"), [
    (lambda d: d.pop("seed"), "state.seed"),
    (lambda d: d["hands"][0].append(d["hands"][1][0]), "state.hands[1][0]"),
    (lambda d: d["hands"][1].pop(), "state.hands"),
    (lambda d: d["tricks"][0].update(winner=1), "state.tricks[0].winner"),
    (lambda d: d.update(trump_card="S2"), "state.trump_card"),  # seat 2's, not the dealer's
    (lambda d: d.update(trump_card="HK"), "state.trump_card"),  # not a trump
    (lambda d: d.update(phase="hand_over"), "state.phase"),
    (lambda d: d.update(tricks_won=[1, 0]), "state.tricks_won"),
    (lambda d: d.update(to_act=[0]), "state.to_act"),
    (lambda d: d.update(scores=[5, 0]), "state.phase"),
])
def test_decode_names_what_cannot_occur(change, path):
    data = corrupt(change)
    with pytest.raises(MalformedInput) as raised:
        GAME.decode(data)
    assert path in raised.value.errors, raised.value.errors


def test_decode_refuses_a_seat_that_plays_a_suit_it_failed_to_follow():
    """Seat 2 showed out of clubs in trick 1: it cannot hold a club later."""
    def swap(d: dict[str, Any]) -> None:
        d["hands"][2][0], d["hands"][0][0] = d["hands"][0][0], d["hands"][2][0]
    data = corrupt(swap)
    with pytest.raises(MalformedInput) as raised:
        GAME.decode(data)
    assert "state.hands[2]" in raised.value.errors


def test_an_explicit_deal_is_checked_once_at_the_boundary():
    opts = GAME.resolve_options()
    hands = mixed()
    hands[0][0] = hands[1][0]
    with pytest.raises(MalformedInput) as raised:
        GAME.parse_deal(opts, hands)
    assert raised.value.code == "invalid_deal"
