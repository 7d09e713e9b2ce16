"""Watten (rules-spec §1): see rules.py for the variants and decisions."""

from engine.games.watten.options import PRESETS, WattenOptions
from engine.games.watten.ranking import (
    BAVARIAN_DECK,
    DECK,
    TYROLEAN_DECK,
    cached_strength,
    strength_table,
    trick_winner,
)
from engine.games.watten.rules import REASON_CODES, Watten
from engine.games.watten.state import PHASES, TOK_CALL, WattenState

WATTEN = Watten()

__all__ = [
    "BAVARIAN_DECK", "DECK", "PHASES", "PRESETS", "REASON_CODES", "TOK_CALL", "TYROLEAN_DECK",
    "WATTEN", "Watten", "WattenOptions", "WattenState", "cached_strength", "strength_table",
    "trick_winner",
]
