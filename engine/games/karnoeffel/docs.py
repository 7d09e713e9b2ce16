"""The documentation of Karnöffel's state and view as JSON Schema (`Game.schemas`), built
from `engine.schema` and the game's own constants. The codec (`codec.encode`,
`views.view`) is the truth; the service tests check every state and view the API
returns against these schemas, so a drift fails the build.

With two players each plays for himself: "side" means seat (``tricks_won``, ``scores``,
``hand_result``, ``match_winners``).
"""

from __future__ import annotations

from typing import Any

from engine import schema as js

from .state import HAND_SIZE, MAX_SEATS, PHASES, SIDES, SUITS, TRICKS_TO_WIN

MIN_SEATS = 2
GAME_ID = "karnoeffel"
Schema = dict[str, Any]


def _seat(description: str | None = None) -> Schema:
    return js.integer(0, MAX_SEATS - 1, description)


def _per_seat(items: Schema, description: str | None = None) -> Schema:
    return js.array(items, MIN_SEATS, MAX_SEATS, description)


def _per_side(items: Schema, description: str) -> Schema:
    return js.array(items, SIDES, SIDES, description)


def _side_list(description: str) -> Schema:
    """A one-element list of the winning side (seat with 2 players)."""
    return js.array(js.integer(0, SIDES - 1), 1, 1, description)


def _common() -> dict[str, Schema]:
    """The fields shared by the state and the view, in the codec's order."""
    card = js.ref("Card")
    return {
        "game": js.string([GAME_ID]),
        "options": js.describe(js.ref("ResolvedOptions"), "All options, resolved"),
        "phase": js.string(PHASES),
        "to_act": js.array(_seat(), 1, 1, "The seat the game waits for (round over: the "
                                          "next dealer)"),
        "dealer": _seat(),
        "forehand": _seat("The seat left of the dealer; leads trick 1 and deals the next "
                          "round"),
        "hand_number": js.integer(1),
        "match_number": js.integer(1),
        "chosen_suit": js.string(SUITS, "The suit of the lowest face-up card (§2.4); its "
                                        "special cards have power"),
        "face_up": _per_seat(js.nullable(card), "Per seat its face-up card while it is "
                                                "still in the hand, else null; public"),
        "hands": _per_seat(js.array(card, max_items=HAND_SIZE), "Card codes per seat"),
        "trick": js.ref("Trick"),
        "tricks": js.array(js.ref("CompletedTrick"), max_items=HAND_SIZE),
        "tricks_won": _per_side(js.integer(0, TRICKS_TO_WIN),
                                "Tricks of this round per side (seat with 2 players); the "
                                "round ends at 3"),
        "scores": _per_side(js.integer(0), "Match points per side (4 players: side 0 = "
                                           "seats 0 and 2) or per seat (2 players)"),
        "hand_result": js.nullable(js.ref("HandResult")),
        "match_winners": js.nullable(_side_list("The side (seat with 2 players) that "
                                                "reached the target")),
    }


def schemas() -> dict[str, Schema]:
    card = js.ref("Card")
    play = js.obj({"seat": _seat(), "card": card}, description="A card played to a trick.")
    common = _common()
    state = js.obj({**common,
                    "seed": js.integer(description="The match's random seed (deals)"),
                    "version": js.integer(0, description="Increments on every applied "
                                                         "move")},
                   description="A Karnöffel match state (rules-spec §2). Post it back "
                               "unchanged with the next move.")
    view_fields = dict(common)
    view_fields["hands"] = _per_seat(
        js.nullable(js.array(card, max_items=HAND_SIZE)),
        "The viewer's hand and, with partner_hands_visible (4 players), its partner's; "
        "null for the others")
    view = js.obj({**view_fields,
                   "version": js.integer(0, description="Increments on every applied move"),
                   "hand_sizes": _per_seat(js.integer(0, HAND_SIZE)),
                   "seat": js.nullable(_seat("The viewer; null = spectator"))},
                  description="A Karnöffel state as one seat (or a spectator) may see it: "
                              "other hands are null (with partner_hands_visible the "
                              "partner's hand is shown); no seed.")
    return {
        "State": state,
        "View": view,
        "Play": play,
        "Trick": js.obj({"leader": _seat(),
                         "cards": js.array(js.ref("Play"), max_items=MAX_SEATS - 1)},
                        description="The trick being played (after a trick completes: "
                                    "the next, empty trick)."),
        "CompletedTrick": js.obj({"leader": _seat(),
                                  "cards": _per_seat(js.ref("Play")),
                                  "winner": _seat()},
                                 description="A completed trick of this round."),
        "HandResult": js.obj({
            "points": _per_side(js.integer(0, 1), "Points of this round per side (seat "
                                                  "with 2 players)"),
            "winners": _side_list("The side (seat with 2 players) that took 3 tricks")},
            description="How the round ended (set in phases hand_over and match_over): "
                        "the side that took 3 tricks scores one point."),
    }
