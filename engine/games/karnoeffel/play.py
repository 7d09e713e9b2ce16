"""Karnöffel's transitions: the deal (§2.4), a card played, the one trick-completion
function, the end of a round (§2.8) and the next deal (§2.3). Moves arrive parsed and
checked (`rules.check_rules`); nothing here validates again.

Dealing: hand ``k`` of match ``m`` is the top 5·N cards of a pack shuffled by
`engine.dealing.hand_rng(seed, m, k)`, dealt one at a time from the dealer's left with
the first round of cards face up; the other cards are out of play and appear nowhere in
the state. A ``deal`` with a ``seed`` replaces the match seed (`seed_after_deal`); one
with explicit ``hands`` takes each hand's first card as its face-up card.
"""

from __future__ import annotations

from engine.cards import Card
from engine.dealing import Deal, first_dealer, hand_rng, new_seed, seed_after_deal
from engine.events import Event
from engine.moves import Move
from engine.results import Outcome, TrickResult
from engine.trick import Trick

from .events import CARD_PLAYED, HAND_DEALT, HAND_SCORED, MATCH_WON, TRICK_WON
from .options import KarnoeffelOptions
from .rules import POWERS, chosen_suit_of, winning_position
from .scoring import hand_result, match_result, score_round
from .state import (
    DECK,
    HAND_SIZE,
    MATCH_OVER,
    PHASE_PLAY,
    SIDES,
    SUITS,
    TRICKS_TO_WIN,
    KarnoeffelState,
)

Hands = tuple[tuple[Card, ...], ...]
_new_trick = tuple.__new__  # builds a Trick without the NamedTuple's Python-level __new__
CODES = tuple(c.code for c in DECK)


def new_match(options: KarnoeffelOptions, seed: int | None = None, dealer: int | None = None,
              deal: Deal | None = None) -> KarnoeffelState:
    """A new match with its first round dealt; the first dealer by lot unless given.
    ``dealer`` and ``deal`` are trusted (`Game.check_dealer`, `Game.parse_deal`)."""
    match_seed = seed_after_deal(new_seed() if seed is None else seed,
                                 deal.seed if deal is not None else None)
    s = KarnoeffelState.blank(options, match_seed)
    s.dealer = first_dealer(match_seed, s.players) if dealer is None else dealer
    deal_round(s, deal.hands if deal is not None else None)
    return s


def deal_round(s: KarnoeffelState, hands: Hands | None) -> None:
    """Deal round ``s.hand_number`` of match ``s.match_number`` by ``s.dealer``: explicit
    ``hands`` (the face-up card first), or from the match seed."""
    n = s.players
    s.forehand = forehand = (s.dealer + 1) % n
    order = [(forehand + i) % n for i in range(n)]  # dealing order, dealer last
    face_up: list[int | None]
    if hands is not None:
        masks = [DECK.mask(h) for h in hands]
        face_up = [DECK.index[h[0]] for h in hands]
    else:
        rng = hand_rng(s.seed, s.match_number, s.hand_number)
        # The top 5·N cards of a shuffled pack, dealt one at a time from the dealer's
        # left; the first round of cards goes face up (§2.4).
        top = rng.sample(range(len(DECK)), HAND_SIZE * n)
        masks = [0] * n
        face_up = [None] * n
        for k, card in enumerate(top):
            seat = order[k % n]
            masks[seat] |= 1 << card
            if k < n:
                face_up[seat] = card
    s.hands = masks
    s.face_up = face_up
    s.chosen_suit = chosen_suit_of([c for p in order if (c := face_up[p]) is not None])
    s.powers = POWERS[s.chosen_suit]
    s.phase = PHASE_PLAY
    s.trick_leader = forehand
    s.trick = []
    s.tricks = []
    s.tricks_won = [0] * SIDES


def play_card(s: KarnoeffelState, seat: int, card: int,
              out: Outcome[KarnoeffelState] | None) -> None:
    s.hands[seat] &= ~(1 << card)
    if s.face_up[seat] == card:
        s.face_up[seat] = None  # a face-up card is public only while it is in the hand
    trick = s.trick
    trick.append(card)
    if out is not None:
        out.events.append(CARD_PLAYED(seat=seat, card=CODES[card]))
        if len(trick) < s.players:
            out.trick = TrickResult(s.trick_leader, _plays(s.trick_leader, trick, s.players),
                                    False, None)
            return
    elif len(trick) < s.players:
        return
    complete_trick(s, out)


def complete_trick(s: KarnoeffelState, out: Outcome[KarnoeffelState] | None) -> None:
    """The trick is complete: its winner takes it and leads the next; a side with 3
    tricks wins the round (§2.8)."""
    leader, cards, n = s.trick_leader, tuple(s.trick), s.players
    winner = (leader + winning_position(cards, s.powers, s.any_suit)) % n  # trick_winner
    s.tricks.append(_new_trick(Trick, (leader, cards, winner)))  # = Trick(leader, …)
    side = winner & 1  # side_of(winner), without the call
    s.tricks_won[side] += 1
    s.trick_leader = winner
    s.trick = []
    if out is not None:
        out.trick = TrickResult(leader, _plays(leader, cards, n), True, winner)
        out.events.append(TRICK_WON(seat=winner, side=side,
                                    trick={"leader": leader,
                                           "cards": [CODES[c] for c in cards]}))
    if s.tricks_won[side] >= TRICKS_TO_WIN:
        score_round(s, side)
        if out is not None:
            _report_round(s, out)


def _report_round(s: KarnoeffelState, out: Outcome[KarnoeffelState]) -> None:
    hand = hand_result(s)
    assert hand is not None
    out.hand = hand
    out.events.append(HAND_SCORED(points=list(hand.points), scores=list(hand.scores),
                                  winners=list(hand.winners), reason=hand.reason))
    if s.phase == MATCH_OVER:
        out.match = match_result(s)
        assert out.match is not None
        out.events.append(MATCH_WON(winners=list(out.match.winners)))


def next_round(s: KarnoeffelState, move: Move, out: Outcome[KarnoeffelState] | None
               ) -> None:
    """The leader of trick 1 of the round just played deals the next round (§2.3); after
    a match, the next match starts at 0:0."""
    if s.phase == MATCH_OVER:
        s.match_number += 1
        s.hand_number = 1
        s.scores = [0] * SIDES
    else:
        s.hand_number += 1
    s.dealer = s.forehand
    s.seed = seed_after_deal(s.seed, move.seed)
    deal_round(s, move.hands)
    if out is not None:
        out.events.append(hand_dealt_event(s))


def hand_dealt_event(s: KarnoeffelState) -> Event:
    """``hand_dealt`` for the round ``s`` has just dealt (its face-up cards are public)."""
    return HAND_DEALT(dealer=s.dealer, forehand=s.forehand, hand_number=s.hand_number,
                      match_number=s.match_number, chosen_suit=SUITS[s.chosen_suit],
                      face_up=face_up_codes(s))


def face_up_codes(s: KarnoeffelState) -> list[str | None]:
    return [None if c is None else CODES[c] for c in s.face_up]


def _plays(leader: int, cards: list[int] | tuple[int, ...], n: int) -> list[tuple[int, Card]]:
    return [((leader + k) % n, DECK.cards[c]) for k, c in enumerate(cards)]
