"""Stichwerk rules engine: pure Python, no web code."""

from engine.cards import Card, Deck
from engine.dealing import Deal
from engine.errors import IllegalMove, InvalidState, MalformedInput, UnknownGame, Violation
from engine.game import Game
from engine.moves import Move
from engine.registry import all_games, get_game
from engine.results import Outcome

__all__ = [
    "Card", "Deal", "Deck", "Game", "IllegalMove", "InvalidState", "MalformedInput", "Move",
    "Outcome", "UnknownGame", "Violation", "all_games", "get_game",
]
