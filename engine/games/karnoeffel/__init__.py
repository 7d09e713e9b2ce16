"""Karnöffel (rules-spec §2): the one game object, with its bot kit.

The package's modules, in layers (each imports only the ones before it, never this
``__init__``): `options` → `state` → `rules` (the chosen suit, the powers, the trick
winner, the one legal-card kernel) → `scoring` → `events` → `play` (transitions, the one
trick-completion function) → `codec`, `views` → `docs` → `game`; `bot/` (the kit) reads
the game and its rules.
"""

from __future__ import annotations

from .bot.kit import KarnoeffelKit
from .game import Karnoeffel
from .options import KarnoeffelOptions
from .state import DECK, KarnoeffelState

KARNOEFFEL = Karnoeffel(bot_kit=KarnoeffelKit())

__all__ = ["DECK", "KARNOEFFEL", "Karnoeffel", "KarnoeffelKit", "KarnoeffelOptions",
           "KarnoeffelState"]
