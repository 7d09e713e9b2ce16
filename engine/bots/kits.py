"""Transitional (step 0): bot kits by game id until each game package hands its kit to
its game object (``Game.bot_kit``). Each game removes its line when it does."""

from __future__ import annotations

from engine.bots.base import BotKit
from engine.bots.karnoeffel import KarnoeffelKit
from engine.bots.watten import WattenKit

KITS: dict[str, BotKit] = {
    "watten": WattenKit(),
    "karnoeffel": KarnoeffelKit(),
}
