"""Watten (rules-spec §1), one package: options, state, ranking, rules, scoring, play,
codec, views, events, docs, the `Game` glue (game.py) and the bot kit (bot/). This module
creates the one game object; submodules never import it."""

from engine.games.watten.bot.kit import WattenKit
from engine.games.watten.game import Watten
from engine.games.watten.options import PRESETS, WattenOptions
from engine.games.watten.ranking import (
    BAVARIAN_DECK,
    DECK,
    TYROLEAN_DECK,
    cached_strength,
    strength_table,
    trick_winner,
    winning_card,
)
from engine.games.watten.rules import REASON_CODES
from engine.games.watten.state import PHASES, TOK_CALL, WattenState

WATTEN = Watten(bot_kit=WattenKit())

__all__ = [
    "BAVARIAN_DECK", "DECK", "PHASES", "PRESETS", "REASON_CODES", "TOK_CALL", "TYROLEAN_DECK",
    "WATTEN", "Watten", "WattenKit", "WattenOptions", "WattenState", "cached_strength",
    "strength_table", "trick_winner", "winning_card",
]
