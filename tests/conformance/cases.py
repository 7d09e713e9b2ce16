"""The cases of the conformance suite: every preset of every game under test, plus a few
option mixes where a game has variants that change what is legal or visible."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.game import Game

AnyGame = Game[Any, Any]

# Variants worth their own playouts (kept modest: the suite must stay fast).
VARIANTS: dict[str, dict[str, dict[str, Any]]] = {
    "watten": {
        "schlecken-alternating-bluff": {"schlecken": "alternating", "schlecken_bluff": True},
        "tok-on-call-penalize": {"tok_mode": "on_call", "illegal_move_policy": "penalize"},
        "raise-after-deal-capped-pagat": {"raise_window": "after_deal",
                                          "raise_cap": "points_to_win", "tense_mode": "pagat"},
    },
    "hearts": {
        "penalize-qs-breaks-hearts": {"illegal_move_policy": "penalize",
                                      "qs_breaks_hearts": True, "target": 50},
        "omnibus-jd-moon-play-on": {"omnibus": True, "moon_requires_jd": True,
                                    "tie_policy": "play_on",
                                    "can_lead_hearts_instead_of_qs": True, "target": 50},
    },
    "karnoeffel": {
        "led-suit-closed": {"power_loss_scope": "led_suit", "partner_hands_visible": False},
    },
}


@dataclass(frozen=True)
class Case:
    game: AnyGame = field(repr=False)
    label: str
    preset: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.game.id}-{self.label}"

    def resolve(self) -> Any:
        return self.game.resolve_options(dict(self.options) or None, self.preset)

    @property
    def penalizes(self) -> bool:
        """§0.6 ``illegal_move_policy: penalize``: some illegal moves are accepted."""
        return getattr(self.resolve(), "illegal_move_policy", "reject") == "penalize"


def cases(games: Iterable[AnyGame]) -> list[Case]:
    out: list[Case] = []
    for game in games:
        out += [Case(game, preset, preset=preset) for preset in sorted(game.presets)]
        out += [Case(game, name, options=opts)
                for name, opts in VARIANTS.get(game.id, {}).items()]
    return out
