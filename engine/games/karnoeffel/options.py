"""Karnöffel's options (rules-spec §2.1), presets and the one combination the rules do
not allow.

* `illegal_move_policy` is not an option here: §2.1 does not list it and §0.6 says that
  Karnöffel always rejects an illegal action.
* `partner_hands_visible` only exists for partners: `false` with two players is an
  invalid combination (there is no partner to hide).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import MalformedInput
from engine.options import opt

ANY_SUIT, LED_SUIT = "any_suit", "led_suit"


@dataclass(frozen=True)
class KarnoeffelOptions:
    players: int = opt(4, "Number of players: 4 = two sides of two, partners opposite; "
                       "2 = each plays for himself (§4.2 A-K6)", kind="enum", allowed=(4, 2))
    target: int = opt(7, "Points that win a match (one point per round won)",
                      kind="int", minimum=1, maximum=99)
    power_loss_scope: str = opt(ANY_SUIT, "Which Kings, Obers and Unters take the power "
                                "of the chosen 3, 4 and 5: of any suit (seed 003) or only "
                                "of the led suit (Parlett's Kaiserspiel, §4.2 A-K1)",
                                allowed=(ANY_SUIT, LED_SUIT))
    partner_hands_visible: bool = opt(True, "A seat's view also shows its partner's hand "
                                      "(partners may show each other their cards, seed 003); "
                                      "four players only")


PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "two-player": {"players": 2},
    "closed": {"partner_hands_visible": False},
}


def check_option_combination(options: KarnoeffelOptions) -> None:
    """The two-player game has no partner whose hand could be hidden."""
    if options.players == 2 and not options.partner_hands_visible:
        raise MalformedInput.at(
            "options.partner_hands_visible",
            "the two-player game has no partners: partner_hands_visible=false needs "
            "players=4", "invalid_option_combination")
