"""The shared state reader (engine.codec) and the helpers its fast paths rest on: a card
read twice is reported where it is read the second time, naming where it was read first
(api.md: a posted state is checked field by field, the error names the path)."""

from __future__ import annotations

import random

import pytest

from engine.cards import make_deck
from engine.codec import Seen, StateReader
from engine.errors import InvalidState, MalformedInput
from engine.games.hearts.deck import DECK, IDX
from engine.games.hearts.options import PRESETS, HeartsOptions
from engine.options import resolve_options


def reader() -> StateReader:
    r = StateReader()
    r.use_deck(DECK, IDX)
    return r


def twice(exc: pytest.ExceptionInfo[MalformedInput]) -> tuple[str, str]:
    ((path, reason),) = exc.value.errors.items()
    return path, reason


def test_a_card_in_two_hands_names_both_places() -> None:
    r = reader()
    with pytest.raises(InvalidState) as exc:
        r.hands({"hands": [["C2", "HK"], ["SA"], ["D3", "HK"]]}, 3, Seen())
    assert twice(exc) == ("state.hands[2][1]", "card HK appears twice (also at "
                                               "state.hands[0][1])")


def test_a_card_twice_in_one_list_names_its_first_position() -> None:
    with pytest.raises(InvalidState) as exc:
        reader().card_mask(["C2", "SQ", "D4", "SQ"], "state.passed[1]", Seen())
    assert twice(exc) == ("state.passed[1][3]", "card SQ appears twice (also at "
                                                "state.passed[1][1])")


def test_a_played_card_also_in_a_hand_names_the_hand() -> None:
    r = reader()
    seen = Seen()
    r.hands({"hands": [["C2"], ["HK", "S5"]]}, 2, seen)
    r.trick_cards([{"seat": 1, "card": "D7"}, {"seat": 0, "card": "D9"}], "state.tricks[0].cards",
                  1, 2, seen, True)
    with pytest.raises(InvalidState) as exc:
        r.trick_cards([{"seat": 0, "card": "C3"}, {"seat": 1, "card": "S5"}],
                      "state.trick.cards", 0, 2, seen, False)
    assert twice(exc) == ("state.trick.cards[1].card", "card S5 appears twice (also at "
                                                       "state.hands[1][1])")
    with pytest.raises(InvalidState) as exc:
        r.card("D9", "state.hand_result.revoke.card", seen)
    assert twice(exc) == ("state.hand_result.revoke.card", "card D9 appears twice (also "
                                                           "at state.tricks[0].cards[1].card)")


def test_seen_counts_and_contains_the_cards_read() -> None:
    r = reader()
    seen = Seen()
    r.card_mask(["C2", "HK"], "state.hands[0]", seen)
    assert len(seen) == 2
    assert IDX[DECK.parse("HK")] in seen
    assert IDX[DECK.parse("SA")] not in seen


def test_trick_cards_returns_the_cards_their_mask_and_each_seats_cards() -> None:
    r = reader()
    played = [0, 0, 0, 0]
    cards, mask = r.trick_cards([{"seat": 3, "card": "H2"}, {"seat": 0, "card": "HA"}],
                                "state.trick.cards", 3, 4, Seen(), False, played)
    h2, ha = IDX[DECK.parse("H2")], IDX[DECK.parse("HA")]
    assert cards == [h2, ha]
    assert mask == 1 << h2 | 1 << ha
    assert played == [1 << ha, 0, 0, 1 << h2]


@pytest.mark.parametrize("plays, path, reason", [
    ([{"seat": 1, "card": "H2"}], "state.trick.cards[0].seat",
     "seat 0 plays card 0 of a trick led by seat 0"),
    ([{"seat": True, "card": "H2"}], "state.trick.cards[0].seat", "must be a seat number"),
    ([{"seat": 0, "card": "H2", "x": 1}], "state.trick.cards[0]", "must be {seat, card}"),
    ([{"seat": 0, "card": "H2"}, {"seat": 1, "card": "H2"}], "state.trick.cards[1].card",
     "card H2 appears twice (also at state.trick.cards[0].card)"),
])
def test_trick_cards_words_the_error_of_the_first_bad_play(plays: list[object], path: str,
                                                           reason: str) -> None:
    with pytest.raises(InvalidState) as exc:
        reader().trick_cards(plays, "state.trick.cards", 0, 4, Seen(), False)
    assert twice(exc) == (path, reason)


def test_a_code_of_no_card_is_a_bad_card_at_its_position() -> None:
    with pytest.raises(MalformedInput) as exc:
        reader().hands({"hands": [["C2"], ["E7"]]}, 2, Seen())
    assert exc.value.code == "bad_card"
    assert list(exc.value.errors) == ["state.hands[1][0]"]


def test_deck_codes_lists_a_masks_cards_in_deck_order_at_every_size() -> None:
    rng = random.Random(3)
    small = make_deck("six", "french", ("C",), ("2", "3", "4", "5", "6", "7"))
    for deck in (DECK, small):
        for size in range(len(deck) + 1):
            picked = rng.sample(range(len(deck)), size)
            mask = sum(1 << i for i in picked)
            assert deck.codes(mask) == [deck.cards[i].code for i in sorted(picked)]


def test_options_resolve_alike_in_any_key_order_and_true_is_not_one() -> None:
    a = resolve_options(HeartsOptions, {"players": 4, "omnibus": True, "pass_cycle": ["left"]},
                        PRESETS)
    b = resolve_options(HeartsOptions, {"pass_cycle": ["left"], "omnibus": True, "players": 4},
                        PRESETS)
    assert a == b
    with pytest.raises(MalformedInput):
        resolve_options(HeartsOptions, {"players": 4, "omnibus": 1, "pass_cycle": ["left"]},
                        PRESETS)


def test_a_single_card_read_first_is_named_when_a_list_repeats_it() -> None:
    """A card read on its own (a revoke's card, a cut card) counts as seen: a hand read
    after it that holds the same card names the single card's path, and a card seen in a
    later list is found there, not at an earlier place that does not hold it."""
    r = reader()
    seen = Seen()
    r.card("HK", "state.cut.card", seen)
    with pytest.raises(InvalidState) as exc:
        r.hands({"hands": [["C2"], ["HK"]]}, 2, seen)
    assert twice(exc) == ("state.hands[1][0]", "card HK appears twice (also at state.cut.card)")
    seen = Seen()
    r.card("C2", "state.cut.card", seen)
    r.hands({"hands": [["D3"], ["HK"]]}, 2, seen)
    with pytest.raises(InvalidState) as exc:
        r.card("HK", "state.hand_result.revoke.card", seen)
    assert twice(exc) == ("state.hand_result.revoke.card",
                          "card HK appears twice (also at state.hands[1][0])")


def test_seen_contains_the_first_card_of_the_deck() -> None:
    seen = Seen()
    reader().card(DECK.cards[0].code, "state.trick.cards[0].card", seen)
    assert 0 in seen and 1 not in seen and -1 not in seen


def test_a_one_card_list_with_a_code_of_no_card_is_a_bad_card() -> None:
    with pytest.raises(MalformedInput) as exc:
        reader().card_mask(["E7"], "state.passed[0]", Seen())
    assert exc.value.code == "bad_card"
    assert list(exc.value.errors) == ["state.passed[0][0]"]


@pytest.mark.parametrize(("plays", "complete", "reason"), [
    ([{"seat": s % 4, "card": c} for s, c in enumerate(["H2", "H3", "H4", "H5", "H6"])],
     False, "a trick has at most 4 cards"),
    ([{"seat": 0, "card": "H2"}, {"seat": 1, "card": "H3"}], True,
     "a trick has exactly 4 cards"),
])
def test_a_trick_of_the_wrong_length_is_refused_even_in_play_order(
        plays: list[object], complete: bool, reason: str) -> None:
    with pytest.raises(InvalidState) as exc:
        reader().trick_cards(plays, "state.trick.cards", 0, 4, Seen(), complete)
    assert twice(exc) == ("state.trick.cards", reason)


def test_derived_values_match_only_with_the_same_json_types_at_every_depth() -> None:
    """README: a derived field must match the state as JSON (2.0 or true where the state
    has 2 is a 422), inside lists and objects too."""
    matches = StateReader.matches
    assert matches({"seat": 1, "cards": [2]}, {"seat": 1, "cards": [2]})
    assert not matches({"seat": True}, {"seat": 1})
    assert not matches({"seat": 1.0}, {"seat": 1})
    assert not matches([{"seat": True}], [{"seat": 1}])
    assert not matches([[1.0]], [[1]])
    assert not matches([1, 2], [1, 3])
    assert not matches(2.0, 2)


@pytest.mark.parametrize(("leader", "plays", "path", "reason"), [
    (3, [{"seat": 3, "card": "H2"}, {"seat": 1, "card": "H3"}], "state.trick.cards[1].seat",
     "seat 0 plays card 1 of a trick led by seat 3"),
    (0, [{"seat": 4, "card": "H2"}], "state.trick.cards[0].seat",
     "seat 4 is out of range 0..3"),
    (1, [{"seat": True, "card": "H2"}], "state.trick.cards[0].seat", "must be a seat number"),
    (1, [{"seat": 1.0, "card": "H2"}], "state.trick.cards[0].seat", "must be a seat number"),
    (1, [[1, "H2"]], "state.trick.cards[0]", "must be {seat, card}"),
])
def test_a_play_out_of_order_or_of_no_seat_is_named(leader: int, plays: list[object],
                                                     path: str, reason: str) -> None:
    with pytest.raises(InvalidState) as exc:
        reader().trick_cards(plays, "state.trick.cards", leader, 4, Seen(), False)
    assert twice(exc) == (path, reason)


@pytest.mark.parametrize("code", ["E7", ["HK"], {"HK": 1}, None, 7])
def test_a_play_of_no_card_is_a_bad_card(code: object) -> None:
    with pytest.raises(MalformedInput) as exc:
        reader().trick_cards([{"seat": 1, "card": code}], "state.trick.cards", 1, 4, Seen(),
                             False)
    assert (exc.value.code, list(exc.value.errors)) == ("bad_card",
                                                        ["state.trick.cards[0].card"])


def test_cards_read_without_a_record_are_still_checked_within_their_list() -> None:
    r = reader()
    mask = r.card_mask(["C2", "HK"], "state.received[0]", None)
    assert mask == 1 << IDX[DECK.parse("C2")] | 1 << IDX[DECK.parse("HK")]
    with pytest.raises(InvalidState):
        r.card_mask(["C2", "C2"], "state.received[0]", None)


@pytest.mark.parametrize("hands", [
    [["C2", "C2"], ["HK", "HK"]],  # every hand repeats a card
    [["C2", "SQ", "SQ"], ["HK"]],  # one hand does
])
def test_a_card_twice_in_a_hand_is_refused_whatever_the_other_hands_hold(
        hands: list[list[str]]) -> None:
    with pytest.raises(InvalidState) as exc:
        reader().hands({"hands": hands}, 2, Seen())
    path, reason = twice(exc)
    assert path.startswith("state.hands[") and "appears twice" in reason
