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

from engine.events import (
    CARD_PLAYED,
    HAND_DEALT,
    HAND_SCORED,
    MATCH_WON,
    TRICK_WON,
    EventCatalogue,
)

EVENTS = EventCatalogue(HAND_DEALT, CARD_PLAYED, TRICK_WON, HAND_SCORED, MATCH_WON)

__all__ = ["CARD_PLAYED", "EVENTS", "HAND_DEALT", "HAND_SCORED", "MATCH_WON", "TRICK_WON"]
