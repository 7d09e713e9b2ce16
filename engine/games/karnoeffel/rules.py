"""Karnöffel's rules as the rulebook states them (rules-spec §2.4 to §2.7): the chosen
suit, the powers of its special cards, the trick winner, and which card a seat may play.

* **The one legal-card kernel** is `legal_cards` (a pure function on masks): there is no
  duty to follow suit (§2.5), and the one illegal card is the Devil led to trick 1. It is
  used by `legal_moves`, `check_rules`, random play and the bots' rollouts alike.
* **What a play reveals**: nothing beyond the card itself. With no duty to follow suit a
  play keeps or breaks no duty, so it tells nothing about the rest of the hand; a
  leader of trick 1 who does not lead the Devil may hold it or not. A seat's knowledge
  is its own hand, its partner's when shown, the face-up cards still in the hands and
  the played cards (`bot.knowledge`).
* **The trick winner** is `winning_position` (§2.7), the highest active special card,
  else the highest natural rank of the led suit, leaving out a Devil that was not led.

Cards are indices into `state.DECK`; tables below are indexed by card.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.errors import Violation
from engine.moves import DEAL, PLAY, Move

from .state import DECK, MAX_SEATS, PHASE_PLAY, RANKS, ROUND_OVER, SUITS, KarnoeffelState

REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "the card is not in the seat's hand",
    "devil_cannot_lead_first_trick": "the Devil (the chosen suit's 7) may not be led to "
                                     "trick 1 (§2.5)",
}

# Per card: its suit (index into SUITS), its natural rank (K=12 … 2=1, §2.4), and what it
# takes away as a King, Ober or Unter: a 3/4/5 of power p loses it when a card with
# KILL >= p is in the trick (§2.6).
CARD_SUIT = tuple(SUITS.index(c.suit) for c in DECK)
NATURAL = tuple(len(RANKS) - RANKS.index(c.rank) for c in DECK)
KILL = tuple({"K": 3, "O": 2, "U": 1}.get(c.rank, 0) for c in DECK)

# The powers of the chosen suit's special cards, strongest first (§2.6): the Karnöffel
# (U), the Devil (7, only when led), the Pope (6), the Emperor (2); then the 3, 4 and 5,
# which lose their power to a King / a King or Ober / a King, Ober or Unter.
POWER_KARNOEFFEL, POWER_DEVIL, POWER_POPE, POWER_EMPEROR = 7, 6, 5, 4
POWER_3, POWER_4, POWER_5 = 3, 2, 1
SPECIAL_POWER = {"U": POWER_KARNOEFFEL, "7": POWER_DEVIL, "6": POWER_POPE,
                 "2": POWER_EMPEROR, "3": POWER_3, "4": POWER_4, "5": POWER_5}


def _power_table(suit: str) -> tuple[int, ...]:
    return tuple(SPECIAL_POWER.get(c.rank, 0) if c.suit == suit else 0 for c in DECK)


# Per chosen suit (by suit index): the power of each card, and the Devil's index.
POWERS = tuple(_power_table(s) for s in SUITS)
DEVIL_INDEX = tuple(DECK.index[Card(s, "7")] for s in SUITS)
_NOT_DEVIL = tuple(~(1 << d) for d in DEVIL_INDEX)  # per chosen suit: every card but it

# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, PLAY, card=c) for c in DECK) for p in range(MAX_SEATS))
DEAL_MOVES = tuple(Move(p, DEAL) for p in range(MAX_SEATS))


# ----- §2.4 the chosen suit -------------------------------------------------------------

def chosen_suit_of(face_up_in_deal_order: Sequence[int]) -> int:
    """The suit of the face-up card of lowest natural rank; the first dealt wins ties."""
    best = face_up_in_deal_order[0]
    for card in face_up_in_deal_order[1:]:
        if NATURAL[card] < NATURAL[best]:
            best = card
    return CARD_SUIT[best]


# ----- §2.5 which card a seat may play --------------------------------------------------

def legal_cards(hand: int, leads_trick_one: bool, chosen_suit: int) -> int:
    """The mask of the cards of ``hand`` that may be played: any card (no duty to follow
    suit), except the Devil (the 7 of ``chosen_suit``) when it would lead trick 1."""
    if leads_trick_one:
        return hand & _NOT_DEVIL[chosen_suit]
    return hand


def playable(state: KarnoeffelState, seat: int) -> int:
    """`legal_cards` for ``seat`` in ``state`` when it is its turn."""
    return legal_cards(state.hands[seat], not state.tricks and not state.trick,
                       state.chosen_suit)


def to_act(state: KarnoeffelState) -> list[int]:
    """The seat the game waits for: the next to play, or once the round is over the next
    dealer (the leader of trick 1 of the round just played, §2.3)."""
    if state.phase == PHASE_PLAY:
        return [(state.trick_leader + len(state.trick)) % state.players]
    return [state.forehand]


def check_rules(state: KarnoeffelState, move: Move) -> Violation | None:
    """Rulebook order: the kind of move in this phase, the turn, then the card itself."""
    seat, phase = move.seat, state.phase
    turn = to_act(state)[0]
    if move.type == DEAL:
        # The next round is dealt once this one is over, by the next dealer.
        if phase not in ROUND_OVER:
            return Violation("wrong_phase", "the next round is dealt once this round "
                             "is over")
        if seat != turn:
            return Violation("not_your_turn", f"seat {turn} deals the next round")
        return None
    card = move.card
    assert card is not None  # a parsed play move has its card
    # Cards are played only during a round.
    if phase in ROUND_OVER:
        return Violation("wrong_phase", f"no card may be played in phase {phase}")
    # Each plays in turn, clockwise from the trick's leader.
    if seat != turn:
        return Violation("not_your_turn", f"it is seat {turn}'s turn to play")
    allowed = playable(state, seat)
    # Only a card the seat holds.
    bit = DECK.bit[card]
    if not state.hands[seat] & bit:
        return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                         allowed=DECK.codes(allowed))
    # No duty to follow suit; the one exception: the Devil is not led to trick 1.
    if not allowed & bit:
        return Violation("devil_cannot_lead_first_trick",
                         f"{card} is the Devil ({SUITS[state.chosen_suit]} is the chosen "
                         f"suit) and may not be led to trick 1; seat {seat} leads one of "
                         f"{', '.join(DECK.codes(allowed))}", allowed=DECK.codes(allowed))
    return None


# ----- §2.6, §2.7 the trick winner --------------------------------------------------------

def winning_position(cards: Sequence[int], powers: tuple[int, ...], any_suit: bool) -> int:
    """The position in the trick (0 = the lead) of the card that wins the complete trick
    ``cards`` (§2.7): the highest active special card; else the highest natural rank of
    the led suit, leaving out a Devil that was not led. ``powers`` is the chosen suit's
    table (`POWERS`); ``any_suit`` is `power_loss_scope == "any_suit"`."""
    led_suit = CARD_SUIT[cards[0]]
    kill = 0  # the strongest King (3), Ober (2) or Unter (1) in the trick
    for card in cards:  # (a loop: faster than max() on four cards)
        if KILL[card] > kill and (any_suit or CARD_SUIT[card] == led_suit):
            kill = KILL[card]  # led_suit scope: only those of the led suit count
    best_power, best = 0, -1
    for k, card in enumerate(cards):
        power = powers[card]
        if power > best_power and (
                k == 0 if power == POWER_DEVIL  # the Devil has power only when led
                else power > POWER_3 or kill < power):  # a 3/4/5 loses it to K / K,O / K,O,U
            best_power, best = power, k
    if best >= 0:
        return best
    best_rank = 0
    for k, card in enumerate(cards):
        # A Devil that was not led never wins (A-K3); a led one always had power above.
        if (CARD_SUIT[card] == led_suit and NATURAL[card] > best_rank
                and (k == 0 or powers[card] != POWER_DEVIL)):
            best_rank, best = NATURAL[card], k
    return best


def trick_winner(leader: int, cards: Sequence[int], powers: tuple[int, ...], any_suit: bool,
                 players: int) -> int:
    """The seat that wins the complete trick ``cards`` led by ``leader``."""
    return (leader + winning_position(cards, powers, any_suit)) % players
