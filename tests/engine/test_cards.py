"""`engine.cards`: interned, immutable cards (a state's cards can be shared between copies
only because nobody can change one) and the deck's masks read back as cards."""

from __future__ import annotations

import pytest

from engine.cards import Card, make_deck


def test_a_card_cannot_be_changed() -> None:
    card = Card.parse("HK")
    for name in ("code", "suit", "rank", "other"):
        with pytest.raises(AttributeError):
            setattr(card, name, "S7")
    assert (card.code, card.suit, card.rank) == ("HK", "H", "K")
    assert Card.parse("HK") is card


def test_cards_sort_by_their_code() -> None:
    codes = ["SQ", "C2", "HA", "DJ", "H2"]
    assert [c.code for c in sorted(Card.parse(c) for c in codes)] == sorted(codes)


def test_cards_in_reads_a_mask_in_deck_order() -> None:
    deck = make_deck("test", "german", ("E", "G"), ("A", "K", "O"))
    assert deck.cards_in(0) == []
    assert deck.cards_in(0b100101) == [Card.parse(c) for c in ("EA", "EO", "GO")]
    assert deck.cards_in(deck.full_mask) == list(deck)


@pytest.mark.parametrize("code", ["HKX", "H", "", "XX", "EQ", "HO ", 7, None, ["H", "K"]])
def test_parse_refuses_what_is_not_a_card_code(code: object) -> None:
    """§0.1: a card is a suit letter then a rank; anything else is a ValueError (the
    service's 422), never another card."""
    with pytest.raises(ValueError, match="not a card code"):
        Card.parse(code)  # type: ignore[arg-type]
