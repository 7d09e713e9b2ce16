"""The registry of bot kits, ``KITS[game_id]``: one line per game below."""

from __future__ import annotations

from engine.bots.base import BotKit
from engine.bots.hearts import HeartsKit
from engine.bots.karnoeffel import KarnoeffelKit
from engine.bots.watten import WattenKit

KITS: dict[str, BotKit] = {}


def register_kit(kit: BotKit) -> BotKit:
    KITS[kit.game_id] = kit
    return kit


register_kit(HeartsKit())
register_kit(WattenKit())
register_kit(KarnoeffelKit())
