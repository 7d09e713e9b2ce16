"""Transitions: dealing a hand, playing a card, the one trick-completion function."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import FRENCH_SUITS, Card
from engine.dealing import hand_rng, seed_after_deal
from engine.moves import DEAL, Move
from engine.results import HandResult, MatchResult, Outcome, TrickResult
from engine.trick import Trick
from tests.whist.events import CARD_PLAYED, HAND_DEALT, HAND_SCORED, MATCH_WON, TRICK_WON, TRUMP_SET
from tests.whist.options import DECK, HAND_SIZE
from tests.whist.rules import rotating_trump, suit_of, trick_winner
from tests.whist.scoring import hand_points, hand_winners, match_winners
from tests.whist.state import HAND_END_REASON, HAND_OVER, MATCH_OVER, PLAY, WhistState, side_of

CARDS = DECK.cards


def deal_hand(s: WhistState, hands: Sequence[Sequence[Card]] | None,
              out: Outcome[WhistState] | None = None) -> None:
    """Deal hand ``s.hand_number`` of match ``s.match_number`` by ``s.dealer``: the given
    hands, or one card at a time clockwise from the dealer's left (the last one to the
    dealer) from `hand_rng`; then the trump."""
    dealer = s.dealer
    if hands is None:
        order = list(range(len(CARDS)))
        hand_rng(s.seed, s.match_number, s.hand_number).shuffle(order)
        masks = [0, 0, 0, 0]
        for i, card in enumerate(order):
            masks[(dealer + 1 + i) % 4] |= 1 << card
        last = order[-1]
    else:
        masks = [DECK.mask(h) for h in hands]
        last = DECK.index[hands[dealer][HAND_SIZE - 1]]
    s.hands = masks
    if s.options.trump_rule == "turn_up":
        s.trump, s.trump_card = suit_of(last), last
    else:
        s.trump, s.trump_card = rotating_trump(s.hand_number), None
    s.phase = PLAY
    s.leader = (dealer + 1) % 4
    s.trick = []
    s.tricks = []
    s.tricks_won = [0, 0]
    s.hand_points = None
    if out is not None:
        out.events.append(HAND_DEALT(dealer=dealer, hand_number=s.hand_number,
                                     match_number=s.match_number, forehand=s.leader))
        extra = {} if s.trump_card is None else {"card": CARDS[s.trump_card].code}
        out.events.append(TRUMP_SET(suit=FRENCH_SUITS[s.trump], **extra))


def next_hand(s: WhistState, move: Move, out: Outcome[WhistState] | None) -> None:
    """A ``deal`` move: the next hand, or after ``match_over`` the first of a new match."""
    if s.phase == MATCH_OVER:
        s.match_number += 1
        s.hand_number = 1
        s.scores = [0, 0]
        s.match_winners = None
    else:
        s.hand_number += 1
    s.dealer = (s.dealer + 1) % 4
    s.seed = seed_after_deal(s.seed, move.seed)
    deal_hand(s, move.hands, out)


def play_card(s: WhistState, seat: int, card: int, out: Outcome[WhistState] | None) -> None:
    s.hands[seat] &= ~(1 << card)
    s.trick.append(card)
    if out is not None:
        out.events.append(CARD_PLAYED(seat=seat, card=CARDS[card].code))
    if len(s.trick) == 4:
        complete_trick(s, out)
    elif out is not None:
        out.trick = TrickResult(s.leader, _plays(s.leader, s.trick), False, None)


def complete_trick(s: WhistState, out: Outcome[WhistState] | None) -> None:
    """THE trick completion: winner, history, the next (empty) trick, the hand's end."""
    cards = tuple(s.trick)
    winner = trick_winner(cards, s.leader, s.trump)
    s.tricks.append(Trick(s.leader, cards, winner))
    s.tricks_won[side_of(winner)] += 1
    if out is not None:
        out.trick = TrickResult(s.leader, _plays(s.leader, cards), True, winner)
        out.events.append(TRICK_WON(seat=winner, side=side_of(winner), trick={
            "leader": s.leader, "cards": [CARDS[c].code for c in cards]}))
    s.leader = winner
    s.trick = []
    if len(s.tricks) == HAND_SIZE:
        score_hand(s, out)


def score_hand(s: WhistState, out: Outcome[WhistState] | None) -> None:
    points = hand_points(s.tricks_won)
    s.hand_points = points
    s.scores = [s.scores[0] + points[0], s.scores[1] + points[1]]
    s.match_winners = match_winners(s.scores, s.options.target)
    s.phase = HAND_OVER if s.match_winners is None else MATCH_OVER
    if out is not None:
        winners = hand_winners(points)
        out.hand = HandResult(points, tuple(s.scores), winners, HAND_END_REASON)
        out.events.append(HAND_SCORED(points=list(points), scores=list(s.scores),
                                      winners=list(winners), reason=HAND_END_REASON))
        if s.match_winners is not None:
            out.match = MatchResult(s.match_winners)
            out.events.append(MATCH_WON(winners=list(s.match_winners)))


def apply_in_place(s: WhistState, move: Move, out: Outcome[WhistState] | None = None
                   ) -> None:
    """Apply a legal move (the caller checked it)."""
    if move.type == DEAL:
        next_hand(s, move, out)
    else:
        assert move.card is not None
        play_card(s, move.seat, DECK.index[move.card], out)
    s.version += 1


def _plays(leader: int, cards: Sequence[int]) -> list[tuple[int, Card]]:
    return [((leader + k) % 4, CARDS[c]) for k, c in enumerate(cards)]
