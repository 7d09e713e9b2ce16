"""Whist's event catalogue: the common types plus its own ``trump_set``."""

from __future__ import annotations

from engine.cards import FRENCH_SUITS
from engine.events import COMMON, EventCatalogue, EventType, Field

TRUMP_SET = EventType("trump_set", "The trump suit of the new hand.", {
    "suit": Field("str", "The trump suit.", enum=FRENCH_SUITS),
    "card": Field("card", "trump_rule turn_up: the dealer's last card, turned up for "
                  "everybody (it stays in the dealer's hand).", required=False),
})

EVENTS = EventCatalogue(*COMMON, TRUMP_SET)
CARD_PLAYED, TRICK_WON, HAND_SCORED, MATCH_WON, HAND_DEALT = (
    EVENTS[name] for name in ("card_played", "trick_won", "hand_scored", "match_won",
                              "hand_dealt"))
