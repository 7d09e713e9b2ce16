"""Hearts' rules of play (rules-spec §3.4–§3.6), each written once.

* `legal_cards` is THE legal-card kernel: the pseudocode of §3.5 as a pure function on
  masks. `playable`, `check_rules`, `Game.legal_moves`, `Game.random_move` and the bot
  rollouts all call it.
* `revealed` is its inverse: what a legal card tells the other seats about the hand it
  came from (a void, a hand of only penalty cards, a hand of only hearts). The bots'
  sampler asks it; nobody else re-derives it.
* `trick_winner` (§3.6) and `breaks_hearts` (§3.5 rule 4) are the trick rules; the play
  functions (`play`) and the codec use them.
* `check_rules` explains, in rulebook order, why a move is refused (reason codes of
  `REASON_CODES`). Moves are trusted to be well formed (`Game.parse_move` checked them).

Decisions where the seed leaves a choice (§4.3): hearts are broken once a heart (with
`qs_breaks_hearts` also SQ) lies in a *completed* trick (A-H1, A-H13); a leader holding
only hearts and SQ with hearts unbroken must lead SQ unless
`can_lead_hearts_instead_of_qs` (A-H2); under ``illegal_move_policy="penalize"`` a revoke
is accepted (and ends the hand, `play`), every other illegal action is refused.
"""

from __future__ import annotations

from engine.errors import Violation
from engine.moves import DEAL, PLAY, Move

from .deck import (
    BIT,
    CARD_SUIT_MASK,
    CARDS,
    FULL_MASK,
    HEARTS,
    IDX,
    NON_HEARTS,
    PENALTY,
    SQ_BIT,
    SUIT_NAME,
    codes,
    join_codes,
)
from .state import CHOOSE_MOON, MOON_CHOICE, OVER, PASS, PASSING, PLAYING, HeartsState

REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "a card of the move is not in the seat's hand",
    "must_lead_lowest_club": "the holder of the lowest club in the pack (C2, or C3 when C2 "
                             "is removed) must lead it to trick 1 (§3.5 rule 1)",
    "must_follow_suit": "the seat holds a card of the led suit and must play one (§3.5 "
                        "rule 2); under illegal_move_policy=penalize a revoke is accepted "
                        "and scored instead",
    "no_points_on_first_trick": "no heart and no SQ in trick 1 unless the hand holds "
                                "nothing else (§3.5 rule 3)",
    "hearts_not_broken": "a heart may be led only once hearts are broken or when the hand "
                         "holds only hearts (with SQ: SQ must be led, §3.5 rule 5)",
    "wrong_pass_count": "a pass is exactly pass_count cards",
    "duplicate_card": "the same card is named twice in a pass",
    "already_passed": "the seat has already passed this hand",
}
MUST_FOLLOW_SUIT = "must_follow_suit"


# ----- the legal-card kernel and its inverse ---------------------------------------------

def legal_cards(hand: int, lead: int, first_trick: bool, broken: bool, low_club: int,
                hearts_over_queen: bool) -> int:
    """§3.5: the mask of the cards of ``hand`` that may be played.

    ``lead`` is the led suit's mask (0: the seat leads), ``first_trick`` whether this is
    trick 1 of the hand, ``broken`` whether hearts are broken, ``low_club`` the bit of the
    lowest club in the pack, ``hearts_over_queen`` the option
    `can_lead_hearts_instead_of_qs`."""
    if lead:
        follow = hand & lead
        if follow:
            return follow  # rule 2: follow suit
        if first_trick:
            clean = hand & ~PENALTY
            if clean:
                return clean  # rule 3: no penalty card in trick 1 unless only those
        return hand
    if first_trick:
        return hand & low_club  # rule 1: the lowest club opens
    if broken:
        return hand
    plain = hand & NON_HEARTS
    if not plain or (hearts_over_queen and plain == SQ_BIT):
        return hand  # rule 5: only hearts (or hearts and SQ, with the option)
    return plain  # rule 4: no heart lead before hearts are broken


def revealed(lead: int, first_trick: bool, broken: bool, card: int,
             hearts_over_queen: bool) -> int:
    """The inverse of `legal_cards`: the mask of cards the hand certainly did not hold
    when it legally played ``card`` (same arguments as `legal_cards`; the lowest club
    reveals nothing).

    * not following suit: no card of the led suit (rule 2);
    * a penalty card discarded to trick 1: nothing but penalty cards (rule 3);
    * a heart led before hearts are broken: nothing but hearts (with the option, hearts
      and perhaps SQ) (rule 5).

    A revoke accepted under ``penalize`` is not a legal card: it reveals nothing."""
    bit = BIT[card]
    if lead:
        if bit & lead:
            return 0
        if first_trick and bit & PENALTY:
            return lead | (FULL_MASK & ~PENALTY)
        return lead
    if first_trick or broken or not bit & HEARTS:
        return 0
    return NON_HEARTS & ~SQ_BIT if hearts_over_queen else NON_HEARTS


def is_revoke(hand: int, lead: int, bit: int) -> bool:
    """A card (``bit``) that does not follow the led suit although ``hand`` could: the
    breach of rule 2 that ``illegal_move_policy="penalize"`` accepts and scores."""
    return bool(lead and not bit & lead and hand & lead)


def playable(s: HeartsState, seat: int) -> int:
    """The mask of cards ``seat`` may play if it is its turn."""
    t = s.table
    return legal_cards(s.hands[seat], s.lead_mask, not s.tricks, s.broken, t.low_club_bit,
                       t.can_lead_hearts_instead_of_qs)


# ----- the trick ---------------------------------------------------------------------------

def trick_winner(leader: int, cards: tuple[int, ...] | list[int], n: int) -> int:
    """§3.6: the highest card of the led suit wins (index order is rank order)."""
    lead = CARD_SUIT_MASK[cards[0]]
    best, pos = cards[0], 0
    for k, c in enumerate(cards):
        if BIT[c] & lead and c > best:
            best, pos = c, k
    return (leader + pos) % n


def breaks_hearts(points: int, qs_breaks_hearts: bool) -> bool:
    """§3.5 rule 4: a completed trick with these penalty points breaks hearts when it
    holds a heart (points % 13: at most 12 hearts lie beside SQ), with the option also
    when it holds SQ."""
    return bool(points % 13 or (points and qs_breaks_hearts))


def low_club_holder(s: HeartsState) -> int:
    """The seat holding the lowest club: it leads trick 1 (rule 1)."""
    bit = s.table.low_club_bit
    for p, hand in enumerate(s.hands):
        if hand & bit:
            return p
    raise AssertionError("the lowest club is in no hand")


_ONE_SEAT_ACTS = (PLAYING, MOON_CHOICE)


def to_act(s: HeartsState) -> list[int]:
    phase = s.phase
    if phase in _ONE_SEAT_ACTS:
        return [s.turn]
    if phase == PASSING:
        return [p for p, m in enumerate(s.passed) if not m]
    return [(s.dealer + 1) % s.n]  # hand_over, match_over: the next dealer


# ----- why a move is refused ------------------------------------------------------------

def check_rules(s: HeartsState, move: Move) -> Violation | None:
    """Rulebook order: phase, turn, then the move's own conditions."""
    mtype = move.type
    if mtype == PLAY:
        return _check_play(s, move)
    if mtype == PASS:
        return _check_pass(s, move)
    if mtype == CHOOSE_MOON:
        return _check_moon(s, move)
    if mtype == DEAL:
        if s.phase not in OVER:
            return Violation("wrong_phase", "the next hand is dealt once this hand is "
                             f"over (phase {s.phase})")
        dealer = (s.dealer + 1) % s.n
        if move.seat != dealer:
            return Violation("not_your_turn", f"seat {dealer} deals the next hand")
        return None
    return Violation("wrong_phase", f"{mtype!r} is not a Hearts move")


def _wrong_phase(s: HeartsState, what: str) -> Violation:
    if s.phase == PASSING:
        why = f"seats {to_act(s)} have not passed yet"
    elif s.phase == PLAYING:
        why = "the cards are being played"
    elif s.phase == MOON_CHOICE:
        why = f"seat {s.turn} shot the moon and chooses how it is scored"
    else:
        why = f"the hand is over; seat {(s.dealer + 1) % s.n} deals next"
    return Violation("wrong_phase", f"no {what} now: {why}")


def penalized_breach(s: HeartsState, move: Move) -> Violation | None:
    """Under ``illegal_move_policy="penalize"``, the rule a card play breaks although it is
    accepted (a revoke, §3.8: the hand ends and the offender scores 26), as the violation
    ``reject`` would answer; None for any other move."""
    if move.type != PLAY or not s.table.penalize or _check_play(s, move) is not None:
        return None
    breach = _check_play(s, move, accept_revoke=False)
    if breach is None:
        return None
    return Violation(breach.code, f"{breach.message} (illegal_move_policy penalize: it is "
                     f"accepted, ends the hand and scores 26 for seat {move.seat})",
                     allowed=breach.allowed)


def _check_play(s: HeartsState, move: Move, accept_revoke: bool = True) -> Violation | None:
    if s.phase != PLAYING:
        return _wrong_phase(s, "card may be played")
    seat, card = move.seat, move.card
    if seat != s.turn:
        return Violation("not_your_turn", f"it is seat {s.turn}'s turn to play, not "
                         f"seat {seat}'s")
    legal = playable(s, seat)
    index = IDX.get(card) if card is not None else None
    hand = s.hands[seat]
    if index is None or not hand >> index & 1:
        return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                         allowed=codes(legal))
    if legal >> index & 1:
        return None
    allowed = codes(legal)
    if not s.trick:
        if not s.tricks:
            low = CARDS[s.table.low_club]
            return Violation("must_lead_lowest_club",
                             f"{low} is the lowest club in the pack: seat {seat} holds "
                             f"it and must lead it to trick 1, not {card}", allowed)
        plain = hand & NON_HEARTS
        if plain == SQ_BIT:
            return Violation("hearts_not_broken",
                             f"hearts are not broken and seat {seat} holds SQ besides "
                             f"its hearts: it must lead SQ, not {card}", allowed)
        return Violation("hearts_not_broken",
                         f"hearts are not broken: seat {seat} may not lead {card} while "
                         f"it holds {join_codes(plain)}", allowed)
    lead = CARDS[s.trick[0]]
    if is_revoke(hand, s.lead_mask, BIT[index]):
        if accept_revoke and s.table.penalize:
            return None  # a revoke: accepted, and punished by the play (`play`)
        return Violation(MUST_FOLLOW_SUIT,
                         f"{lead} was led: seat {seat} holds "
                         f"{join_codes(hand & s.lead_mask)} and must follow "
                         f"{SUIT_NAME[lead.suit]}, not play {card}", allowed)
    return Violation("no_points_on_first_trick",
                     f"no penalty card in trick 1: seat {seat} cannot follow "
                     f"{SUIT_NAME[lead.suit]} but holds {join_codes(legal)}, so {card} "
                     "may not be played", allowed)


def _check_pass(s: HeartsState, move: Move) -> Violation | None:
    if s.phase != PASSING:
        if s.phase == PLAYING and not s.tricks and not s.trick and not any(s.passed):
            return Violation("wrong_phase", f"no passing in hand {s.hand_number} "
                             f"(pass direction: {s.table.direction(s.hand_number)})")
        return _wrong_phase(s, "pass")
    seat = move.seat
    if s.passed[seat]:
        return Violation("already_passed",
                         f"seat {seat} has already passed {join_codes(s.passed[seat])}")
    cards = move.cards or ()
    count = s.table.pass_count
    hand = s.hands[seat]
    if len(cards) != count:
        return Violation("wrong_pass_count",
                         f"a pass is exactly {count} cards, not {len(cards)}",
                         allowed=codes(hand))
    for k, card in enumerate(cards):
        if card in cards[:k]:
            return Violation("duplicate_card", f"{card} is named twice in the pass",
                             allowed=codes(hand))
    for card in cards:
        index = IDX.get(card)
        if index is None or not hand >> index & 1:
            return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                             allowed=codes(hand))
    return None


def _check_moon(s: HeartsState, move: Move) -> Violation | None:
    if s.phase != MOON_CHOICE:
        return _wrong_phase(s, "moon choice")
    if move.seat != s.turn:
        return Violation("not_your_turn",
                         f"seat {s.turn} shot the moon and chooses, not seat {move.seat}")
    return None
