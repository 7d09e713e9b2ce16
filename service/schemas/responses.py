"""Response envelopes (documentation: the views return ready-made JSON)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service.bots import BOT_LEVELS
from service.schemas.common import all_of


class StateResponseSchema(Schema):
    """A new match state."""

    state = fields.Dict(required=True, metadata=all_of("GameState"))


class LegalMovesResponseSchema(Schema):
    """Who may act, and the legal moves."""

    to_act = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0)),
                         required=True, metadata={"description": "The seats the game waits "
                                                                 "for"})
    moves = fields.List(fields.Dict(metadata=all_of("LegalMove")), required=True, metadata={
        "description": "Every legal move of the seat asked for (out-of-turn ones "
                       "included), or of every seat; each carries its `seat`. A Hearts "
                       "pass is one descriptor per seat (`count`, `choose_from`)"})


class ViewResponseSchema(Schema):
    """The state as one seat may see it."""

    view = fields.Dict(required=True, metadata=all_of("GameView"))


class BotStatsSchema(Schema):
    """How the bot chose."""

    candidates = fields.Integer(strict=True, required=True, validate=validate.Range(min=1),
                                metadata={"description": "Legal moves it chose from"})
    elapsed_ms = fields.Float(required=True, validate=validate.Range(min=0))
    seed = fields.Integer(strict=True, required=True, metadata={
        "description": "The seed used (pass it again to get the same choice)"})


class BotMoveResponseSchema(Schema):
    """The move a bot would make."""

    move = fields.Dict(required=True, metadata=all_of("GameMove"))
    level = fields.String(required=True, validate=validate.OneOf(list(BOT_LEVELS)))
    stats = fields.Nested(BotStatsSchema, required=True)
