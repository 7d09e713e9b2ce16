"""The JSON Schemas of Whist's state and view (`Game.schemas`), from `engine.schema`."""

from __future__ import annotations

from typing import Any

from engine import schema as js
from engine.cards import FRENCH_SUITS
from tests.whist.options import HAND_SIZE
from tests.whist.state import HAND_END_REASON, PHASES

Schema = dict[str, Any]


def schemas() -> dict[str, Schema]:
    seat = js.integer(0, 3)
    side = js.integer(0, 1)
    pair = js.array(js.integer(minimum=0), 2, 2)
    cards = js.array(js.ref("Card"), max_items=HAND_SIZE)
    common: dict[str, Schema] = {
        "game": js.string(["whist"]),
        "options": js.ref("ResolvedOptions"),
        "phase": js.string(PHASES),
        "to_act": js.array(seat, 1, 1, "The seat to play, or the next dealer"),
        "dealer": seat,
        "hand_number": js.integer(1, description="The hand's number in the match, from 1"),
        "match_number": js.integer(1),
        "trump": js.string(FRENCH_SUITS, "The trump suit of the hand"),
        "trump_card": js.nullable(js.describe(js.ref("Card"), "trump_rule turn_up: the "
                                              "dealer's turned-up last card (public)")),
        "hands": js.array(cards, 4, 4, "The cards of each seat"),
        "trick": js.ref("Trick"),
        "tricks": js.array(js.ref("CompletedTrick"), max_items=HAND_SIZE),
        "tricks_won": js.describe(pair, "Tricks taken per side in this hand"),
        "scores": js.describe(pair, "Points per side (side 0 = seats 0 and 2)"),
        "hand_result": js.nullable(js.ref("HandResult")),
        "match_winners": js.nullable(js.array(side, 1, 1)),
    }
    state = js.obj({**common, "seed": js.integer(0, 2**53), "version": js.integer(0)},
                   description="A Whist match state")
    view = js.obj({**common,
                   "hands": js.array(js.nullable(cards), 4, 4,
                                     "Each seat's cards; null for a hidden hand"),
                   "version": js.integer(0),
                   "hand_sizes": js.array(js.integer(0, HAND_SIZE), 4, 4),
                   "seat": js.nullable(seat)},
                  description="A Whist state as one seat (or the spectator, seat null) sees "
                              "it: no seed, only the seat's own hand")
    play = js.obj({"seat": seat, "card": js.ref("Card")})
    return {
        "State": state,
        "View": view,
        "TrickPlay": play,
        "Trick": js.obj({"leader": seat, "cards": js.array(js.ref("TrickPlay"),
                                                           max_items=3)},
                        description="The trick being played"),
        "CompletedTrick": js.obj({"leader": seat, "cards": js.array(js.ref("TrickPlay"), 4, 4),
                                  "winner": seat}),
        "HandResult": js.obj({"points": pair, "winners": js.array(side, max_items=1),
                              "reason": js.string([HAND_END_REASON])},
                             description="The finished hand: points per side, the side "
                                         "that scored"),
    }
