"""Karnöffel's events: the common types of `engine.events` only.

* ``hand_dealt {dealer, forehand, hand_number, match_number, chosen_suit, face_up}``
* ``card_played {seat, card}``
* ``trick_won {seat, side, trick: {leader, cards}}``
* ``hand_scored {points, scores, winners, reason}``: the round is over (reason
  ``"tricks"``: a side took 3 tricks); the values of the move's ``hand`` result
* ``match_won {winners}``: once, when a side reaches the target

No event carries a hidden card: the face-up cards are public (§2.4). Karnöffel has no
``penalty``: an illegal card is always refused (§0.6).
"""

from __future__ import annotations

from engine import events as common
from engine.events import MATCH_WON, EventCatalogue

from .state import HAND_REASON

# The shared types as Karnöffel emits them (`engine.events.EventType.narrowed`).
CARD_PLAYED = common.CARD_PLAYED.narrowed(drop=["call"])
TRICK_WON = common.TRICK_WON.narrowed(drop=["points"], require=["side"])
HAND_SCORED = common.HAND_SCORED.narrowed(enums={"reason": [HAND_REASON]})
HAND_DEALT = common.HAND_DEALT.narrowed(drop=["stake", "pass_direction"],
                                        require=["forehand", "chosen_suit", "face_up"])

EVENTS = EventCatalogue(HAND_DEALT, CARD_PLAYED, TRICK_WON, HAND_SCORED, MATCH_WON)

__all__ = ["CARD_PLAYED", "EVENTS", "HAND_DEALT", "HAND_SCORED", "MATCH_WON", "TRICK_WON"]
