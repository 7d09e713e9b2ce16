"""Which cards of an event each viewer may see: one entry point per direction.

* Write time, `hidden_cards`: the card codes in an event (or any JSON value) that each
  viewer may not see. A card is shown to a viewer only if the game's `view` for that
  viewer shows it before or after the move (own hand, played cards, face-up cards, a
  visible partner hand ...). Anything else (another seat's hand, passed cards, cut
  cards, a penalised card still in a hand) is hidden from that viewer, so redaction
  goes through the game's one view function. The event log stores the answer with the
  event (``h``: viewer key → hidden codes).
* Read time, `redact`: a stored entry as one viewer sees it (hidden codes → ``null``).

Viewers are the seats and the spectator (viewer key ``"s"``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from engine.game import Game

AnyGame = Game[Any, Any]
SPECTATOR = "s"  # viewer key of the spectator in the stored redaction maps

_QUOTED_CODE = re.compile(r'"([0-9A-Z]{2})"')


def viewer_key(seat: int | None) -> str:
    return SPECTATOR if seat is None else str(seat)


def card_strings(value: Any, codes: frozenset[str]) -> set[str]:
    """Every string in a JSON value that is a card code of the deck (card codes are two
    characters ``[0-9A-Z]``; serialising and scanning is faster than walking)."""
    return set(_QUOTED_CODE.findall(json.dumps(value))) & codes


def scrub(value: Any, hidden: frozenset[str] | set[str]) -> Any:
    """``value`` with every hidden card code replaced by None."""
    if isinstance(value, str):
        return None if value in hidden else value
    if isinstance(value, dict):
        return {k: scrub(v, hidden) for k, v in value.items()}
    if isinstance(value, list):
        return [scrub(v, hidden) for v in value]
    return value


class Visibility:
    """Which card codes each viewer's view shows in one state (computed on demand)."""

    def __init__(self, game: AnyGame, state: Any, codes: frozenset[str]) -> None:
        self.game, self.state, self.codes = game, state, codes
        self._cache: dict[int | None, set[str]] = {}

    def visible(self, seat: int | None) -> set[str]:
        found = self._cache.get(seat)
        if found is None:
            found = card_strings(self.game.view(self.state, seat), self.codes)
            self._cache[seat] = found
        return found


def hidden_cards(value: Any, before: Visibility, after: Visibility,
                 viewers: Sequence[int | None]) -> dict[str, list[str]]:
    """Write time: viewer key → the card codes in ``value`` that viewer may not see (a
    viewer missing from the map sees every card of it)."""
    cards = card_strings(value, after.codes)
    if cards:  # public cards (the spectator's view shows them) are seen by everyone
        cards -= after.visible(None)
    if not cards:
        return {}
    out: dict[str, list[str]] = {}
    for seat in viewers:
        hide = cards - after.visible(seat)
        if hide:
            hide -= before.visible(seat)
        if hide:
            out[viewer_key(seat)] = sorted(hide)
    return out


def redact(entry: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    """Read time: a stored event entry as ``seat`` (None: the spectator) may see it."""
    event = entry["e"]
    hidden = entry.get("h", {}).get(viewer_key(seat))
    if hidden:
        event = scrub(event, frozenset(hidden))
    out: dict[str, Any] = {"seq": entry["q"], "version": entry["v"]}
    out.update((k, v) for k, v in event.items() if k not in out)
    return out
