"""The documentation of Hearts' state and view as JSON Schema (`Game.schemas`), built
from `engine.schema` and the game's own constants. The codec (`codec.encode`,
`views.view`) is the truth; the service tests check every state and view the API
returns against these schemas, so a drift fails the build."""

from __future__ import annotations

from typing import Any

from engine import schema as js

from .codec import GAME_ID
from .deck import N_CARDS
from .options import DIRECTIONS, MOON_MODES
from .state import HAND_END_REASONS, MAX_SEATS, PHASES

MIN_SEATS = 3
MAX_HAND = N_CARDS // MIN_SEATS  # the pack dealt to the fewest players; as many tricks
Schema = dict[str, Any]


def _seat(description: str | None = None) -> Schema:
    return js.integer(0, MAX_SEATS - 1, description)


def _per_seat(items: Schema, description: str | None = None) -> Schema:
    return js.array(items, MIN_SEATS, MAX_SEATS, description)


def _seats(description: str, min_items: int | None = None,
           max_items: int | None = None) -> Schema:
    return js.array(_seat(), min_items, max_items, description)


def _cards_per_seat(description: str, nullable: bool) -> Schema:
    hand = js.array(js.ref("Card"), max_items=MAX_HAND)
    return _per_seat(js.nullable(hand) if nullable else hand, description)


def _common() -> dict[str, Schema]:
    """The fields shared by the state and the view, in the codec's order (``hands``,
    ``passed`` and ``received`` differ and are set by the callers)."""
    return {
        "game": js.string([GAME_ID]),
        "options": js.describe(js.ref("ResolvedOptions"), "All options, resolved"),
        "phase": js.string(PHASES),
        "to_act": _seats("Seats the game waits for (passing: every seat that has not "
                         "passed; hand over: the next dealer)", 1, MAX_SEATS),
        "dealer": _seat(),
        "hand_number": js.integer(1),
        "match_number": js.integer(1),
        "pass_direction": js.string(DIRECTIONS, "Of this hand (`none`: no pass phase)"),
        "hands": {},
        "passed": {},
        "received": {},
        "trick": js.ref("Trick"),
        "tricks": js.array(js.ref("CompletedTrick"), max_items=MAX_HAND),
        "points_taken": _per_seat(js.integer(), "Points in the tricks taken this hand per "
                                                "seat (hearts, SQ, with Omnibus DJ)"),
        "hearts_broken": js.boolean(),
        "scores": _per_seat(js.integer(), "Match totals per seat: negative only with "
                                          "omnibus or a moon that subtracts; at or above "
                                          "target only once the match is over (or a tie for "
                                          "lowest under tie_policy play_on)"),
        "hand_result": js.nullable(js.ref("HandResult")),
        "match_winners": js.nullable(_seats("The seats with the lowest total (several: a "
                                            "shared win)", 1)),
    }


def schemas() -> dict[str, Schema]:
    version = js.integer(0, description="Increments on every applied move")
    state = _common()
    state.update(
        hands=_cards_per_seat("Card codes per seat", nullable=False),
        passed=_cards_per_seat("Per seat the cards it passed; null until it has passed or "
                               "in a hand without passing", nullable=True),
        received=_cards_per_seat("Per seat the cards it received; null until every seat "
                                 "has passed or in a hand without passing", nullable=True),
        seed=js.integer(description="The match's random seed (deals)"),
        version=version)
    view = _common()
    view.update(
        hands=_cards_per_seat("The viewer's hand; null for the others", nullable=True),
        passed=_cards_per_seat("What the viewer passed (null until it has); null for the "
                               "others", nullable=True),
        received=_cards_per_seat("What the viewer received (null until every seat has "
                                 "passed); null for the others", nullable=True),
        version=version,
        hand_sizes=_per_seat(js.integer(0), "Cards in each seat's hand"),
        seat=js.nullable(_seat("The viewer; null = spectator")))
    return {
        "State": js.obj(state, description="A Hearts match state (rules-spec §3). Post it "
                                           "back unchanged with the next move."),
        "View": js.obj(view, description="A Hearts state as one seat (or a spectator) may "
                                         "see it: other hands and passes are null; no "
                                         "seed."),
        "Play": js.obj({"seat": _seat(), "card": js.ref("Card")},
                       description="A card played to a trick."),
        "Trick": js.obj({
            "leader": js.nullable(_seat("null during the pass phase (the holder of the "
                                        "lowest club leads once the passed cards have "
                                        "arrived)")),
            "cards": js.array(js.ref("Play"), max_items=MAX_SEATS,
                              description="In play order from the leader; holds every "
                                          "seat's card only when a revoke ended the hand "
                                          "with the last card")},
            description="The trick being played (after a trick completes: the next, empty "
                        "trick)."),
        "CompletedTrick": js.obj({"leader": _seat(), "cards": _per_seat(js.ref("Play")),
                                  "winner": _seat()},
                                 description="A completed trick of this hand."),
        "Moon": js.obj({"seat": _seat(), "mode": js.string(MOON_MODES)},
                       description="A moon shot (§3.8): who shot it and how it was scored."),
        "Revoke": js.obj({"seat": _seat(),
                          "card": js.describe(js.ref("Card"),
                                              "The card that did not follow suit")},
                         description="A revoke that ended the hand (illegal_move_policy "
                                     "penalize): the offender scores 26, everyone else 0."),
        "HandResult": js.obj({
            "points": _per_seat(js.integer(), "Points of this hand per seat (negative with "
                                              "Omnibus or moon_mode subtract_self)"),
            "winners": _seats("The seats with the fewest points this hand", 1),
            "reason": js.string(HAND_END_REASONS),
            "moon": js.nullable(js.ref("Moon")),
            "revoke": js.nullable(js.ref("Revoke"))},
            description="How the hand was scored (set in phases hand_over and "
                        "match_over)."),
    }
