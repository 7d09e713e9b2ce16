"""Hearts' events: the common types of `engine.events` and Hearts' own.

Common: ``hand_dealt {dealer, hand_number, match_number, pass_direction}``,
``card_played {seat, card}``, ``trick_won {seat, trick, points}``, ``penalty {seat, card,
code: must_follow_suit, led}`` (a revoke accepted under ``illegal_move_policy:
penalize``; the card is shown to the offender only, as every penalty card, although it
lies face up in the trick), ``hand_scored {points, scores, winners, reason}`` and
``match_won {winners}`` (once; tied lowest totals share the win).

Hearts' own: ``cards_passed {seat, to, count}`` (never the cards), ``cards_exchanged
{direction, leader}`` (every seat has passed; the holder of the lowest club leads),
``hearts_broken {trick}`` and ``moon_shot {seat, mode}``: exactly once per moon, with the
move that scores it (the last card, or the shooter's ``choose_moon`` under
``moon_mode: shooter_choice``).
"""

from __future__ import annotations

from engine import events as common
from engine.events import MATCH_WON, EventCatalogue, EventType, Field, seat_field

from .options import DIRECTIONS, MOON_MODES
from .rules import MUST_FOLLOW_SUIT
from .state import HAND_END_REASONS

# The shared types as Hearts emits them (`engine.events.EventType.narrowed`).
CARD_PLAYED = common.CARD_PLAYED.narrowed(drop=["call"])
TRICK_WON = common.TRICK_WON.narrowed(drop=["side"], require=["points"])
HAND_SCORED = common.HAND_SCORED.narrowed(enums={"reason": HAND_END_REASONS})
HAND_DEALT = common.HAND_DEALT.narrowed(
    drop=["forehand", "stake", "chosen_suit", "face_up"], require=["pass_direction"])
PENALTY = common.PENALTY.narrowed(drop=["side"], require=["led"],
                                  enums={"code": [MUST_FOLLOW_SUIT]})

CARDS_PASSED = EventType("cards_passed", "A seat passed its cards (which ones is not "
                         "shown: they arrive once every seat has passed).", {
                             "seat": seat_field("Who passed."),
                             "to": seat_field("Who receives them."),
                             "count": Field("int", "How many cards."),
                         })
CARDS_EXCHANGED = EventType("cards_exchanged", "Every seat has passed: the cards arrived "
                            "and the play begins.", {
                                "direction": Field("str", "The pass direction of the hand.",
                                                   enum=DIRECTIONS),
                                "leader": seat_field("The holder of the lowest club, who "
                                                     "leads trick 1."),
                            })
HEARTS_BROKEN = EventType("hearts_broken", "A completed trick holds a heart (with "
                          "qs_breaks_hearts: or SQ): hearts may be led from now on.", {
                              "trick": Field("int", "The number of that trick, from 1."),
                          })
MOON_SHOT = EventType("moon_shot", "A seat took every heart and SQ (and DJ when "
                      "moon_requires_jd): the hand is scored by the moon rule. Once per "
                      "moon, with the move that scores the hand.", {
                          "seat": seat_field("The shooter."),
                          "mode": Field("str", "How the moon was scored.", enum=MOON_MODES),
                      })

OWN = (CARDS_PASSED, CARDS_EXCHANGED, HEARTS_BROKEN, MOON_SHOT)
EVENTS = EventCatalogue(CARD_PLAYED, TRICK_WON, HAND_SCORED, MATCH_WON, HAND_DEALT, PENALTY,
                        *OWN)

__all__ = ["CARDS_EXCHANGED", "CARDS_PASSED", "CARD_PLAYED", "EVENTS", "HAND_DEALT",
           "HAND_SCORED", "HEARTS_BROKEN", "MATCH_WON", "MOON_SHOT", "PENALTY", "TRICK_WON"]
