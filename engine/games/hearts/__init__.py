"""Hearts (rules-spec §3): the one game object, with its bot kit.

The package's modules, in layers (each imports only the ones before it, never this
``__init__``): `deck` (cards as indices, hands as masks) → `options` (the options, their
combinations, the derived `Table`) → `state` → `rules` (the legal-card kernel and what a
play reveals, the trick winner, why a move is refused) → `scoring` → `events` → `play`
(transitions: the one play of a card, the one trick completion) → `codec` → `views` →
`docs` → `game`; `bot/` (the kit) reads the game's rules and state.
"""

from __future__ import annotations

from .bot.kit import HeartsKit
from .game import Hearts
from .options import PRESETS, HeartsOptions
from .rules import REASON_CODES
from .state import PHASES, HeartsState

HEARTS_GAME = Hearts(bot_kit=HeartsKit())

__all__ = ["HEARTS_GAME", "PHASES", "PRESETS", "REASON_CODES", "Hearts", "HeartsKit",
           "HeartsOptions", "HeartsState"]
