"""Watten's state and view, as documented components ``WattenState`` / ``WattenView``.

Documentation only: the engine codec (``engine/games/watten/codec.py``) is the truth, and
the service tests check every state the API returns against these schemas (response
conformance in every test and in the schemathesis run), so a drift between the two
fails the build. Enumerations come from the game module; ``WattenCard`` and
``WattenOptions`` are generated from the registry (`service.gamedocs`).
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from engine.games.watten import PHASES, Watten
from engine.games.watten.state import HAND_END_REASONS, SWAP_STATES, TENSE_CHOICES
from engine.options import option_fields
from service.schemas.common import card_field as common_card_field
from service.schemas.common import int_list, ref

RANKS = Watten.move_specs["call_rank"]["rank"].allowed
SUITS = Watten.move_specs["call_suit"]["suit"].allowed
MAX_PLAYERS, MIN_PLAYERS = max(Watten.player_counts), min(Watten.player_counts)
SEATS = validate.Range(min=0, max=MAX_PLAYERS - 1)
SIDE = validate.Range(min=0, max=1)
PER_SEAT = validate.Length(min=MIN_PLAYERS, max=MAX_PLAYERS)
PER_SIDE = validate.Length(equal=2)
# Scores are per team with 4 players, per seat with 2 or 3 (rules-spec §1.12).
PER_UNIT = validate.Length(min=2, max=MAX_PLAYERS - 1)


def seat_field(**kw: Any) -> fields.Integer:
    return fields.Integer(strict=True, required=True, validate=SEATS, **kw)


def side_field(**kw: Any) -> fields.Integer:
    return fields.Integer(strict=True, required=True, validate=SIDE, **kw)


def card_field(description: str | None = None, **kw: Any) -> fields.String:
    return common_card_field("WattenCard", description, **kw)


class WattenPlaySchema(Schema):
    """A card played to a trick."""

    seat = seat_field()
    card = card_field(required=True)


class WattenTrickSchema(Schema):
    """The trick being played (after a trick completes: the next, empty trick)."""

    leader = seat_field()
    cards = fields.List(fields.Nested(WattenPlaySchema), required=True,
                        validate=validate.Length(max=MAX_PLAYERS - 1))


class WattenCompletedTrickSchema(Schema):
    """A completed trick of this hand."""

    leader = seat_field()
    cards = fields.List(fields.Nested(WattenPlaySchema), required=True, validate=PER_SEAT)
    winner = seat_field()


class WattenPendingRaiseSchema(Schema):
    """A raise ("Gehst?") that waits for the other side's hold or fold."""

    seat = seat_field()
    side = side_field()


class WattenRaiseSchema(Schema):
    """Raising (§1.10)."""

    pending = fields.Nested(WattenPendingRaiseSchema, required=True, allow_none=True)
    last_raiser = side_field(allow_none=True, metadata={
        "description": "Side of the last accepted raise (the other side raises next)"})


class WattenRedealSchema(Schema):
    """The redeal ("Schöneres", §1.7)."""

    requested_by = seat_field(allow_none=True)
    count = fields.Integer(strict=True, required=True, validate=validate.Range(min=0))
    refused = fields.Boolean(required=True)


class WattenHiddenCardSchema(Schema):
    """A card known to one seat: in a view, ``card`` is null for the other seats."""

    seat = seat_field(metadata={"description": "The seat that knows the card"})
    card = card_field(required=True, allow_none=True)


class WattenCutSchema(Schema):
    """Schlecken (§1.5): the peeked card, cards taken and the card left at the cut."""

    turn = seat_field(allow_none=True, metadata={"description": "The seat deciding on the "
                                                               "peeked card"})
    peek = card_field("Seen only by `turn`", required=True, allow_none=True)
    taken = fields.List(fields.Nested(WattenPlaySchema), required=True)
    left = fields.Nested(WattenPlaySchema, required=True, allow_none=True,
                         metadata={"description": "Peeked, not taken: out of play"})


class WattenViewCutSchema(WattenCutSchema):
    """Schlecken as one seat sees it: other seats' cut cards are hidden."""

    taken = fields.List(fields.Nested(WattenHiddenCardSchema), required=True)
    left = fields.Nested(WattenHiddenCardSchema, required=True, allow_none=True)


class WattenHandResultSchema(Schema):
    """How the hand ended (set in phases hand_over and match_over)."""

    points = int_list(PER_UNIT, "Points of this hand per team (4 players) or seat")
    winners = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)),
                          required=True, validate=validate.Length(min=1),
                          metadata={"description": "Teams (4 players) or seats"})
    reason = fields.String(required=True, validate=validate.OneOf(HAND_END_REASONS))


_OPTION_NAMES = [name for name, _, _ in option_fields(Watten.Options)]


class _WattenCommon(Schema):
    """Fields shared by the state and the view."""

    game = fields.String(required=True, validate=validate.OneOf([Watten.id]))
    options = fields.Dict(required=True, metadata={
        "allOf": [ref("WattenOptions"), {"required": _OPTION_NAMES}],
        "description": "All options, resolved"})
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    to_act = fields.List(fields.Integer(strict=True, validate=SEATS), required=True,
                         metadata={"description": "Seats the game waits for"})
    dealer = seat_field()
    forehand = seat_field(metadata={"description": "The seat left of the dealer; leads "
                                                   "trick 1"})
    hand_number = fields.Integer(strict=True, required=True, validate=validate.Range(min=1))
    match_number = fields.Integer(strict=True, required=True,
                                  validate=validate.Range(min=1))
    trick = fields.Nested(WattenTrickSchema, required=True)
    tricks = fields.List(fields.Nested(WattenCompletedTrickSchema), required=True,
                         validate=validate.Length(max=5))
    tricks_won = int_list(PER_SIDE, "Tricks of this hand per side", minimum=0)
    sides = fields.List(fields.List(fields.Integer(strict=True, validate=SEATS)),
                        required=True, validate=PER_SIDE, metadata={
                            "description": "The seats of side 0 and side 1 in this hand "
                                           "(3 players: the forehand alone against the "
                                           "temporary team)"})
    scores = int_list(PER_UNIT, "Match points per team (4 players: team 0 = seats 0 and "
                                "2) or per seat (2 and 3 players)")
    bummerl = int_list(PER_UNIT, "Matches lost in this series, like scores", minimum=0)
    schlag = fields.String(required=True, allow_none=True, validate=validate.OneOf(RANKS),
                           metadata={"description": "The named trump rank"})
    trump = fields.String(required=True, allow_none=True, validate=validate.OneOf(SUITS),
                          metadata={"description": "The named trump suit"})
    stake = fields.Integer(strict=True, required=True, validate=validate.Range(min=2),
                           metadata={"description": "What the hand is worth now"})
    raise_ = fields.Nested(WattenRaiseSchema, required=True, data_key="raise")
    tense = fields.List(fields.Boolean(), required=True, validate=PER_UNIT, metadata={
        "description": "Like scores: at or above tense_threshold"})
    tense_choice = fields.String(required=True, allow_none=True,
                                 validate=validate.OneOf(TENSE_CHOICES), metadata={
                                     "description": "tense_mode pagat: the tense side's "
                                                    "choice"})
    redeal = fields.Nested(WattenRedealSchema, required=True)
    swap = fields.String(required=True, validate=validate.OneOf(SWAP_STATES),
                         metadata={"description": "The Schlagwechsel"})
    tok_called = fields.Boolean(required=True, metadata={
        "description": "Trumpf oder Kritisch was called with the first lead"})
    hand_result = fields.Nested(WattenHandResultSchema, required=True, allow_none=True)
    match_winners = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)),
                                required=True, allow_none=True,
                                metadata={"description": "Teams or seats"})
    version = fields.Integer(strict=True, required=True, validate=validate.Range(min=0),
                             metadata={"description": "Increments on every applied move"})


class WattenStateSchema(_WattenCommon):
    """A Watten match state (rules-spec §1). Post it back unchanged with the next move."""

    hands = fields.List(fields.List(card_field()), required=True, validate=PER_SEAT,
                        metadata={"description": "Card codes per seat"})
    cut = fields.Nested(WattenCutSchema, required=True)
    out_of_play = fields.List(fields.Nested(WattenPlaySchema), required=True, metadata={
        "description": "Tyrolean redeal discards, with the seat that knows each"})
    seed = fields.Integer(strict=True, required=True, metadata={
        "description": "The match's random seed (deals, redeals)"})


class WattenViewSchema(_WattenCommon):
    """A Watten state as one seat (or a spectator) may see it: other hands are null."""

    hands = fields.List(fields.List(card_field(), allow_none=True), required=True,
                        validate=PER_SEAT,
                        metadata={"description": "The viewer's hand; null for the others"})
    hand_sizes = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)),
                             required=True, validate=PER_SEAT)
    cut = fields.Nested(WattenViewCutSchema, required=True)
    out_of_play = fields.List(fields.Nested(WattenHiddenCardSchema), required=True)
    seat = seat_field(allow_none=True, metadata={"description": "The viewer; null = "
                                                               "spectator"})
