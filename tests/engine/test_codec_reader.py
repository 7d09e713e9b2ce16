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
