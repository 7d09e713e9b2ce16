"""Stichwerk rules engine: pure Python, no web code."""

from engine.cards import Card, Deck
from engine.errors import IllegalMove, InvalidState, MalformedInput, UnknownGame, Violation
from engine.game import Deal, Game, Move, Outcome
from engine.registry import all_games, get_game

__all__ = [
    "Card", "Deal", "Deck", "Game", "IllegalMove", "InvalidState", "MalformedInput", "Move",
    "Outcome", "UnknownGame", "Violation", "all_games", "get_game",
]
