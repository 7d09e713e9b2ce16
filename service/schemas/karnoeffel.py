"""Karnöffel's state and view, as documented components ``KarnoeffelState`` /
``KarnoeffelView``.

Documentation only: the engine codec (``Karnoeffel.encode`` / ``Karnoeffel.view`` in
``engine/games/karnoeffel.py``) is the truth, and the service tests check every state the
API returns against these schemas (response conformance in every test and in the
schemathesis run), so a drift between the two fails the build. Enumerations come from the
game module; ``KarnoeffelCard`` and ``KarnoeffelOptions`` are generated from the registry
(`service.gamedocs`).

With two players each plays for himself: "side" means seat (`tricks_won`, `scores`,
`hand_result`, `match_winners`).
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engine.games.karnoeffel import HAND_SIZE, PHASES, SUITS, TRICKS_TO_WIN, Karnoeffel
from engine.options import option_fields
from service.schemas.common import card_field as common_card_field
from service.schemas.common import ref

MAX_PLAYERS, MIN_PLAYERS = max(Karnoeffel.player_counts), min(Karnoeffel.player_counts)
SEATS = validate.Range(min=0, max=MAX_PLAYERS - 1)
SIDE = validate.Range(min=0, max=1)
PER_SEAT = validate.Length(min=MIN_PLAYERS, max=MAX_PLAYERS)
PER_SIDE = validate.Length(equal=2)


def seat_field(**kw: Any) -> fields.Integer:
    return fields.Integer(strict=True, required=True, validate=SEATS, **kw)


def card_field(description: str | None = None, **kw: Any) -> fields.String:
    return common_card_field("KarnoeffelCard", description, **kw)


def int_list(length: validate.Length, description: str,
             validator: validate.Validator | None = None) -> fields.List[Any]:
    return fields.List(fields.Integer(strict=True, validate=validator), required=True,
                       validate=length, metadata={"description": description})


def side_list(description: str, **kw: Any) -> fields.List[Any]:
    """A one-element list of the winning side (seat with two players)."""
    return fields.List(fields.Integer(strict=True, validate=SIDE), required=True,
                       validate=validate.Length(equal=1),
                       metadata={"description": description}, **kw)


class KarnoeffelPlaySchema(Schema):
    """A card played to a trick."""

    seat = seat_field()
    card = card_field(required=True)


class KarnoeffelTrickSchema(Schema):
    """The trick being played (after a trick completes: the next, empty trick)."""

    leader = seat_field()
    cards = fields.List(fields.Nested(KarnoeffelPlaySchema), required=True,
                        validate=validate.Length(max=MAX_PLAYERS - 1))


class KarnoeffelCompletedTrickSchema(Schema):
    """A completed trick of this round."""

    leader = seat_field()
    cards = fields.List(fields.Nested(KarnoeffelPlaySchema), required=True,
                        validate=PER_SEAT)
    winner = seat_field()


class KarnoeffelHandResultSchema(Schema):
    """How the round ended (set in phases hand_over and match_over): the side that took
    3 tricks scores one point."""

    points = int_list(PER_SIDE, "Points of this round per side (seat with 2 players)",
                      validate.Range(min=0, max=1))
    winners = side_list("The side (seat with 2 players) that took 3 tricks")


_OPTION_NAMES = [name for name, _, _ in option_fields(Karnoeffel.Options)]


class _KarnoeffelCommon(Schema):
    """Fields shared by the state and the view."""

    game = fields.String(required=True, validate=validate.OneOf([Karnoeffel.id]))
    options = fields.Dict(required=True, metadata={
        "allOf": [ref("KarnoeffelOptions"), {"required": _OPTION_NAMES}],
        "description": "All options, resolved"})
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    to_act = fields.List(fields.Integer(strict=True, validate=SEATS), required=True,
                         validate=validate.Length(equal=1), metadata={
                             "description": "The seat the game waits for (round over: "
                                            "the next dealer)"})
    dealer = seat_field()
    forehand = seat_field(metadata={"description": "The seat left of the dealer; leads "
                                                   "trick 1 and deals the next round"})
    hand_number = fields.Integer(strict=True, required=True, validate=validate.Range(min=1))
    match_number = fields.Integer(strict=True, required=True,
                                  validate=validate.Range(min=1))
    chosen_suit = fields.String(required=True, validate=validate.OneOf(SUITS), metadata={
        "description": "The suit of the lowest face-up card (§2.4); its special cards "
                       "have power"})
    face_up = fields.List(card_field(allow_none=True), required=True, validate=PER_SEAT,
                          metadata={"description": "Per seat its face-up card while it is "
                                                   "still in the hand, else null; public"})
    trick = fields.Nested(KarnoeffelTrickSchema, required=True)
    tricks = fields.List(fields.Nested(KarnoeffelCompletedTrickSchema), required=True,
                         validate=validate.Length(max=HAND_SIZE))
    tricks_won = int_list(PER_SIDE, "Tricks of this round per side (seat with 2 players); "
                                    "the round ends at 3",
                          validate.Range(min=0, max=TRICKS_TO_WIN))
    scores = int_list(PER_SIDE, "Match points per side (4 players: side 0 = seats 0 and 2) "
                                "or per seat (2 players)", validate.Range(min=0))
    hand_result = fields.Nested(KarnoeffelHandResultSchema, required=True, allow_none=True)
    match_winners = side_list("The side (seat with 2 players) that reached the target",
                              allow_none=True)
    version = fields.Integer(strict=True, required=True, validate=validate.Range(min=0),
                             metadata={"description": "Increments on every applied move"})


class KarnoeffelStateSchema(_KarnoeffelCommon):
    """A Karnöffel match state (rules-spec §2). Post it back unchanged with the next
    move."""

    hands = fields.List(fields.List(card_field(), validate=validate.Length(max=HAND_SIZE)),
                        required=True, validate=PER_SEAT,
                        metadata={"description": "Card codes per seat"})
    seed = fields.Integer(strict=True, required=True, metadata={
        "description": "The match's random seed (deals)"})


class KarnoeffelViewSchema(_KarnoeffelCommon):
    """A Karnöffel state as one seat (or a spectator) may see it: other hands are null
    (with partner_hands_visible the partner's hand is shown)."""

    hands = fields.List(fields.List(card_field(), allow_none=True,
                                    validate=validate.Length(max=HAND_SIZE)),
                        required=True, validate=PER_SEAT,
                        metadata={"description": "The viewer's hand and, with "
                                                 "partner_hands_visible (4 players), its "
                                                 "partner's; null for the others"})
    hand_sizes = fields.List(fields.Integer(strict=True,
                                            validate=validate.Range(min=0, max=HAND_SIZE)),
                             required=True, validate=PER_SEAT)
    seat = seat_field(allow_none=True, metadata={"description": "The viewer; null = "
                                                               "spectator"})
