"""Hearts' state and view, as documented components ``HeartsState`` / ``HeartsView``.

Documentation only: the engine codec (``Hearts.encode`` / ``Hearts.view`` in
``engine/games/hearts.py``) is the truth, and the service tests check every state the API
returns against these schemas (response conformance in every test and in the
schemathesis run), so a drift between the two fails the build. Enumerations come from the
game module; ``HeartsCard`` and ``HeartsOptions`` are generated from the registry
(`service.gamedocs`).
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engine.games.hearts import (
    DIRECTIONS,
    HAND_END_REASONS,
    MOON_MODES,
    N_CARDS,
    PHASES,
    Hearts,
)
from engine.options import option_fields
from service.schemas.common import card_field as common_card_field
from service.schemas.common import int_list, ref

MAX_PLAYERS, MIN_PLAYERS = max(Hearts.player_counts), min(Hearts.player_counts)
SEATS = validate.Range(min=0, max=MAX_PLAYERS - 1)
PER_SEAT = validate.Length(min=MIN_PLAYERS, max=MAX_PLAYERS)
# The most cards a hand holds: the pack dealt to the fewest players (§3.2); as many tricks.
MAX_HAND = N_CARDS // MIN_PLAYERS


def seat_field(**kw: Any) -> fields.Integer:
    return fields.Integer(strict=True, required=True, validate=SEATS, **kw)


def card_field(description: str | None = None, **kw: Any) -> fields.String:
    return common_card_field("HeartsCard", description, **kw)


def seat_list(description: str, **kw: Any) -> fields.List[Any]:
    return fields.List(fields.Integer(strict=True, validate=SEATS), required=True,
                       metadata={"description": description}, **kw)


def cards_per_seat(description: str, nullable: bool) -> fields.List[Any]:
    return fields.List(fields.List(card_field(), allow_none=nullable,
                                   validate=validate.Length(max=MAX_HAND)),
                       required=True, validate=PER_SEAT,
                       metadata={"description": description})


class HeartsPlaySchema(Schema):
    """A card played to a trick."""

    seat = seat_field()
    card = card_field(required=True)


class HeartsTrickSchema(Schema):
    """The trick being played (after a trick completes: the next, empty trick)."""

    leader = seat_field(allow_none=True, metadata={
        "description": "null during the pass phase (the holder of the lowest club leads "
                       "once the passed cards have arrived)"})
    cards = fields.List(fields.Nested(HeartsPlaySchema), required=True,
                        validate=validate.Length(max=MAX_PLAYERS), metadata={
                            "description": "In play order from the leader; holds every "
                                           "seat's card only when a revoke ended the hand "
                                           "with the last card"})


class HeartsCompletedTrickSchema(Schema):
    """A completed trick of this hand."""

    leader = seat_field()
    cards = fields.List(fields.Nested(HeartsPlaySchema), required=True, validate=PER_SEAT)
    winner = seat_field()


class HeartsMoonSchema(Schema):
    """A moon shot (§3.8): who shot it and how it was scored."""

    seat = seat_field()
    mode = fields.String(required=True, validate=validate.OneOf(MOON_MODES))


class HeartsRevokeSchema(Schema):
    """A revoke that ended the hand (illegal_move_policy penalize): the offender scores
    26, everyone else 0."""

    seat = seat_field()
    card = card_field("The card that did not follow suit", required=True)


class HeartsHandResultSchema(Schema):
    """How the hand was scored (set in phases hand_over and match_over)."""

    points = int_list(PER_SEAT, "Points of this hand per seat (negative with Omnibus or "
                                "moon_mode subtract_self)")
    winners = seat_list("The seats with the fewest points this hand",
                        validate=validate.Length(min=1))
    reason = fields.String(required=True, validate=validate.OneOf(HAND_END_REASONS))
    moon = fields.Nested(HeartsMoonSchema, required=True, allow_none=True)
    revoke = fields.Nested(HeartsRevokeSchema, required=True, allow_none=True)


_OPTION_NAMES = [name for name, _, _ in option_fields(Hearts.Options)]


class _HeartsCommon(Schema):
    """Fields shared by the state and the view."""

    game = fields.String(required=True, validate=validate.OneOf([Hearts.id]))
    options = fields.Dict(required=True, metadata={
        "allOf": [ref("HeartsOptions"), {"required": _OPTION_NAMES}],
        "description": "All options, resolved"})
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    to_act = seat_list("Seats the game waits for (passing: every seat that has not "
                       "passed; hand over: the next dealer)",
                       validate=validate.Length(min=1, max=MAX_PLAYERS))
    dealer = seat_field()
    hand_number = fields.Integer(strict=True, required=True, validate=validate.Range(min=1))
    match_number = fields.Integer(strict=True, required=True,
                                  validate=validate.Range(min=1))
    pass_direction = fields.String(required=True, validate=validate.OneOf(DIRECTIONS),
                                   metadata={"description": "Of this hand (`none`: no "
                                                            "pass phase)"})
    trick = fields.Nested(HeartsTrickSchema, required=True)
    tricks = fields.List(fields.Nested(HeartsCompletedTrickSchema), required=True,
                         validate=validate.Length(max=MAX_HAND))
    points_taken = int_list(PER_SEAT, "Points in the tricks taken this hand per seat "
                                      "(hearts, SQ, with Omnibus DJ)")
    hearts_broken = fields.Boolean(required=True)
    scores = int_list(PER_SEAT, "Match totals per seat (may be negative)")
    hand_result = fields.Nested(HeartsHandResultSchema, required=True, allow_none=True)
    match_winners = seat_list("The seats with the lowest total (several: a shared win)",
                              allow_none=True, validate=validate.Length(min=1))
    version = fields.Integer(strict=True, required=True, validate=validate.Range(min=0),
                             metadata={"description": "Increments on every applied move"})


class HeartsStateSchema(_HeartsCommon):
    """A Hearts match state (rules-spec §3). Post it back unchanged with the next move."""

    hands = cards_per_seat("Card codes per seat", nullable=False)
    passed = cards_per_seat("Per seat the cards it passed; null until it has passed or in "
                            "a hand without passing", nullable=True)
    received = cards_per_seat("Per seat the cards it received; null until every seat has "
                              "passed or in a hand without passing", nullable=True)
    seed = fields.Integer(strict=True, required=True, metadata={
        "description": "The match's random seed (deals)"})


class HeartsViewSchema(_HeartsCommon):
    """A Hearts state as one seat (or a spectator) may see it: other hands and passes
    are null."""

    hands = cards_per_seat("The viewer's hand; null for the others", nullable=True)
    passed = cards_per_seat("What the viewer passed (null until it has); null for the "
                            "others", nullable=True)
    received = cards_per_seat("What the viewer received (null until every seat has "
                              "passed); null for the others", nullable=True)
    hand_sizes = int_list(PER_SEAT, "Cards in each seat's hand", minimum=0)
    seat = seat_field(allow_none=True, metadata={"description": "The viewer; null = "
                                                               "spectator"})
