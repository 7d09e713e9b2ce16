"""Watten's own event types (the shared ones are `engine.events.COMMON`). Every event the
game emits is built by calling one of these declarations."""

from __future__ import annotations

from engine import events as common
from engine.events import MATCH_WON, EventCatalogue, EventType, Field, seat_field
from engine.games.watten.rules import MUST_PLAY_TRUMP_OR_CRITICAL
from engine.games.watten.state import HAND_END_REASONS

# The shared types as Watten emits them (`engine.events.EventType.narrowed`).
CARD_PLAYED = common.CARD_PLAYED
TRICK_WON = common.TRICK_WON.narrowed(drop=["points"], require=["side"])
HAND_SCORED = common.HAND_SCORED.narrowed(enums={"reason": HAND_END_REASONS})
HAND_DEALT = common.HAND_DEALT.narrowed(drop=["pass_direction", "chosen_suit", "face_up"],
                                        require=["forehand", "stake"])
PENALTY = common.PENALTY.narrowed(drop=["led"], require=["side"],
                                  enums={"code": [MUST_PLAY_TRUMP_OR_CRITICAL]})

__all__ = [
    "CARDS_DEALT", "CARD_PLAYED", "CUT_CARD_LEFT", "CUT_CARD_TAKEN", "EVENTS", "FOLDED",
    "HAND_DEALT", "HAND_SCORED", "MATCH_WON", "PENALTY", "RAISED", "RAISE_HELD",
    "REDEAL_ACCEPTED", "REDEAL_REFUSED", "REDEAL_REQUESTED", "SCHLAG_NAMED",
    "SCHLECKEN_PENALTY", "SWAP_ACCEPTED", "SWAP_OFFERED", "SWAP_REFUSED", "TENSE_CONCEDED",
    "TENSE_PLAYS", "TRICK_WON", "TRUMP_NAMED",
]


def _side(description: str) -> Field:
    return Field("side", description)


def _seat_only(name: str, description: str) -> EventType:
    return EventType(name, description, {"seat": seat_field("Who.")})


RAISED = EventType("raised", "A seat raised the hand (\"Gehst?\", §1.10); the other side "
                   "holds or folds.", {
                       "seat": seat_field("Who raised."),
                       "side": _side("The raising side."),
                       "to": Field("int", "What the hand is worth for the raisers if held."),
                   })
RAISE_HELD = EventType("raise_held", "The other side held the raise: the hand is worth one "
                       "more.", {
                           "seat": seat_field("Who held."),
                           "stake": Field("int", "What the hand is worth now."),
                       })
FOLDED = EventType("folded", "The other side folded the raise: the raisers score the value "
                   "before the raise (a `hand_scored` follows).", {
                       "seat": seat_field("Who folded."),
                       "side": _side("The folding side."),
                   })
SCHLAG_NAMED = EventType("schlag_named", "The Schlag (trump rank) is named.", {
    "seat": seat_field("Who named it."),
    "rank": Field("str", "The rank."),
})
TRUMP_NAMED = EventType("trump_named", "The trump suit is named; play starts (or the tense "
                        "choice, pagat).", {
                            "seat": seat_field("Who named it."),
                            "suit": Field("str", "The suit."),
                        })
REDEAL_REQUESTED = _seat_only("redeal_requested", "Forehand or dealer asks for new cards "
                              "(§1.7).")
REDEAL_ACCEPTED = _seat_only("redeal_accepted", "The redeal was accepted: forehand and "
                             "dealer have new cards.")
REDEAL_REFUSED = _seat_only("redeal_refused", "The redeal was refused.")
SWAP_OFFERED = _seat_only("swap_offered", "The forehand offers the Schlagwechsel (§1.7).")
SWAP_ACCEPTED = _seat_only("swap_accepted", "The dealer accepted: the dealer names the "
                           "Schlag, the forehand the trump.")
SWAP_REFUSED = _seat_only("swap_refused", "The dealer refused the Schlagwechsel.")
TENSE_PLAYS = EventType("tense_plays", "tense_mode pagat: the lone tense side plays the hand "
                        "for 3 (§1.11).", {
                            "seat": seat_field("Who chose."),
                            "side": _side("The tense side."),
                            "stake": Field("int", "What the hand is worth now (3)."),
                        })
TENSE_CONCEDED = EventType("tense_conceded", "tense_mode pagat: the lone tense side concedes "
                           "2 (a `hand_scored` follows).", {
                               "seat": seat_field("Who chose."),
                               "side": _side("The tense side."),
                           })
CUT_CARD_TAKEN = _seat_only("cut_card_taken", "Schlecken: the seat took the peeked cut "
                            "card (the card itself is seen by that seat only, in its view).")
CUT_CARD_LEFT = _seat_only("cut_card_left", "Schlecken: the seat left the peeked cut card; "
                           "it is out of play.")
CARDS_DEALT = EventType("cards_dealt", "The cut is over and the cards are dealt.", {
    "dealer": seat_field("The dealer."),
})
SCHLECKEN_PENALTY = EventType("schlecken_penalty", "A cut taker played five cards and none "
                              "was a critical: a false claim (§1.5).", {
                                  "seat": seat_field("The taker."),
                                  "points": Field("int", "The change of the score (<= 0)."),
                              })

OWN: tuple[EventType, ...] = (
    RAISED, RAISE_HELD, FOLDED, SCHLAG_NAMED, TRUMP_NAMED, REDEAL_REQUESTED, REDEAL_ACCEPTED,
    REDEAL_REFUSED, SWAP_OFFERED, SWAP_ACCEPTED, SWAP_REFUSED, TENSE_PLAYS, TENSE_CONCEDED,
    CUT_CARD_TAKEN, CUT_CARD_LEFT, CARDS_DEALT, SCHLECKEN_PENALTY,
)
EVENTS = EventCatalogue(CARD_PLAYED, TRICK_WON, HAND_SCORED, MATCH_WON, HAND_DEALT, PENALTY,
                        *OWN)
