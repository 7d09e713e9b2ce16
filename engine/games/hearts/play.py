"""Hearts' transitions: dealing (§3.3), the pass (§3.4), playing a card and completing
a trick (§3.5, §3.6), the end of a hand (§3.8) and the next deal.

`play_card` and `complete_trick` are THE play of a card and THE completion of a trick:
`Game.apply_in_place` calls both. The expert's rollouts (`bot.rollout.play_to_the_end`)
do both steps on local variables in their own loop, pinned to these functions by
tests/games/hearts/test_hearts_rollouts.py; `bot.rollout.playout` writes such a loop's
cards into the state as tricks and scores them with `end_of_play`. Every function here
trusts its move (`Game.check_rules` has allowed it) and changes the state in place;
`apply_reporting` describes what a move did (events and results) for `Game.apply`.

* Dealing: one card at a time clockwise from the dealer's left; the dealer rotates left
  each hand. Hand ``k`` of match ``m`` is dealt from `engine.dealing.hand_rng` of the
  match seed (in hand 1 of a new match after drawing the first dealer); a deal's seed
  replaces the match seed (`seed_after_deal`).
* Passes are simultaneous: a passed card leaves the passer's hand at once and nobody
  receives before everyone has passed. A hand whose cycle entry is ``"none"`` has no
  pass phase.
* A revoke accepted under ``penalize`` lies in the unfinished trick and ends the hand
  at once.
"""

from __future__ import annotations

import random
from functools import partial

from engine.cards import Card
from engine.dealing import Deal, hand_rng, new_seed, seed_after_deal
from engine.events import Event
from engine.moves import DEAL, PLAY, Move
from engine.results import HandResult, MatchResult, Outcome, TrickResult
from engine.trick import Trick

from .deck import (
    BIT,
    CARD_SUIT_MASK,
    CARDS,
    DJ,
    IDX,
    OMNIBUS_BONUS,
    POINTS,
    mask_of,
    trick_points,
)
from .events import (
    CARD_PLAYED,
    CARDS_EXCHANGED,
    CARDS_PASSED,
    HAND_DEALT,
    HAND_SCORED,
    HEARTS_BROKEN,
    MATCH_WON,
    MOON_SHOT,
    PENALTY,
    TRICK_WON,
)
from .options import SHOOTER_CHOICE, HeartsOptions, table_for
from .rules import MUST_FOLLOW_SUIT, breaks_hearts, is_revoke, low_club_holder
from .scoring import hand_points, jd_seat, lowest, match_winners, moon_shooter, revoke_points
from .state import (
    CHOOSE_MOON,
    HAND_OVER,
    MATCH_OVER,
    MOON_CHOICE,
    PASS,
    PASSING,
    PLAYING,
    REVOKE_END,
    TRICKS_END,
    HeartsState,
)

_new_trick = tuple.__new__  # Trick(...) without the Python-level NamedTuple __new__
_POINTS_OF = POINTS.__getitem__


# ----- dealing ------------------------------------------------------------------------------

def new_match(options: HeartsOptions, seed: int | None, dealer: int | None,
              deal: Deal | None) -> HeartsState:
    """A new match with hand 1 dealt (``dealer`` and ``deal`` are trusted values).

    The first dealer, when the client names none, is drawn by lot from the RNG of hand 1
    before it deals (always drawn, so that the deal does not depend on who names the
    dealer): `hand_rng` of the match seed, which a deal's seed replaces."""
    table = table_for(options)
    n = table.n
    seed = seed_after_deal(new_seed() if seed is None else seed,
                           None if deal is None else deal.seed)
    rng = hand_rng(seed, 1, 1)
    drawn = rng.randrange(n)
    s = object.__new__(HeartsState)
    s.options = options
    s.table = table
    s.n = n
    s.seed = seed
    s.version = 0
    s.match_number = 1
    s.hand_number = 1
    s.scores = [0] * n
    s.dealer = drawn if dealer is None else dealer
    start_hand(s, None if deal is None else deal.hands, rng)
    return s


def deal_hands(s: HeartsState, rng: random.Random | None = None) -> list[int]:
    """The hands of this hand from the match seed (`hand_rng`; ``rng``: that RNG, already
    made): a uniform random order of the pack, dealt one card at a time clockwise from
    the dealer's left.

    The order sorts the pack by one ``rng.random()`` key per card, drawn in pack order
    (faster than ``shuffle``). The key function is ``next`` on an iterator that calls
    ``rng.random`` (its sentinel -1.0 never comes: keys lie in [0, 1)): the same keys as
    ``lambda _card: rng.random()``, without a Python frame per card."""
    if rng is None:
        rng = hand_rng(s.seed, s.match_number, s.hand_number)
    order = sorted(s.table.remaining_bits, key=partial(next, iter(rng.random, -1.0)))
    n = s.n
    hands = [0] * n
    for k in range(n):
        hands[(s.dealer + 1 + k) % n] = sum(order[k::n])
    return hands


def start_hand(s: HeartsState, explicit: tuple[tuple[Card, ...], ...] | None,
               rng: random.Random | None = None) -> None:
    n = s.n
    s.hands = deal_hands(s, rng) if explicit is None else [mask_of(h) for h in explicit]
    s.passed = [0] * n
    s.received = [0] * n
    s.trick = []
    s.lead_mask = 0
    s.win_card = s.win_seat = -1
    s.tricks = []
    s.taken = [0] * n
    s.broken = False
    s.hand_result = None
    s.match_winners = None
    if s.table.offset(s.hand_number):
        s.phase = PASSING
        s.leader = s.turn = -1
    else:
        s.phase = PLAYING
        s.leader = s.turn = low_club_holder(s)


def next_hand(s: HeartsState, seed: int | None,
              explicit: tuple[tuple[Card, ...], ...] | None) -> None:
    """The ``deal`` move: the next hand, or hand 1 of the next match."""
    s.seed = seed_after_deal(s.seed, seed)
    if s.phase == MATCH_OVER:
        s.match_number += 1
        s.hand_number = 1
        s.scores = [0] * s.n
    else:
        s.hand_number += 1
    s.dealer = (s.dealer + 1) % s.n
    start_hand(s, explicit)


# ----- the pass ------------------------------------------------------------------------------

def pass_cards(s: HeartsState, seat: int, mask: int) -> None:
    s.hands[seat] ^= mask
    passed = s.passed
    passed[seat] = mask
    if not all(passed):
        return
    n = s.n
    offset = s.table.offset(s.hand_number)
    for p in range(n):  # everyone has passed: the exchange, all at once (§3.4)
        q = (p + offset) % n
        s.hands[q] |= passed[p]
        s.received[q] = passed[p]
    s.phase = PLAYING
    s.leader = s.turn = low_club_holder(s)


# ----- the play --------------------------------------------------------------------------------

def play_card(s: HeartsState, seat: int, c: int) -> None:
    """``seat`` plays card ``c`` (legal, or a revoke accepted under ``penalize``)."""
    bit = BIT[c]
    trick = s.trick
    hands = s.hands
    if trick:
        lead = s.lead_mask
        if bit & lead:
            if c > s.win_card:  # §3.6: the highest card of the led suit takes the trick
                s.win_card = c
                s.win_seat = seat
        elif s.table.penalize and is_revoke(hands[seat], lead, bit):
            hands[seat] ^= bit
            trick.append(c)
            end_by_revoke(s, seat, c)
            return
    else:
        s.lead_mask = CARD_SUIT_MASK[c]
        s.win_card = c
        s.win_seat = seat
    hands[seat] ^= bit
    trick.append(c)
    n = s.n
    if len(trick) < n:
        s.turn = seat + 1 if seat + 1 < n else 0
    else:
        complete_trick(s)


def complete_trick(s: HeartsState) -> None:
    """The trick is complete: its winner takes it (and its points), hearts may break,
    the winner leads next; after the last trick the hand ends."""
    winner = s.win_seat
    cards = tuple(s.trick)
    s.tricks.append(_new_trick(Trick, (s.leader, cards, winner)))
    points = sum(map(_POINTS_OF, cards))  # `trick_points`, without a call
    if points:
        s.taken[winner] += points
        if not s.broken and breaks_hearts(points, s.table.qs_breaks_hearts):
            s.broken = True
    s.leader = s.turn = winner
    s.trick = []
    s.lead_mask = 0
    if len(s.tricks) == s.table.hand_size:
        end_of_play(s)


def end_of_play(s: HeartsState) -> None:
    table = s.table
    s.turn = -1
    if table.moon_mode == SHOOTER_CHOICE:
        jd = jd_seat(s.tricks) if table.omnibus else None
        shooter = moon_shooter(s.taken, jd, table)
        if shooter is not None:
            s.phase = MOON_CHOICE  # the shooter sends choose_moon (A-H14)
            s.turn = shooter
            return
    score_hand(s, None)


def score_hand(s: HeartsState, mode: str | None) -> None:
    """Score the played hand (``mode``: the shooter's choice under shooter_choice)."""
    table = s.table
    jd = jd_seat(s.tricks) if table.omnibus else None  # DJ counts only with Omnibus
    points, shooter = hand_points(s.taken, jd, table, mode)
    moon = None if shooter is None else {"seat": shooter, "mode": mode or table.moon_mode}
    s.turn = -1
    finish_hand(s, points, TRICKS_END, moon, None)


def end_by_revoke(s: HeartsState, seat: int, card: int) -> None:
    """§3.8 revoke under ``penalize``: the hand ends at once (A-H7)."""
    s.turn = -1
    finish_hand(s, revoke_points(seat, s.n), REVOKE_END, None,
                {"seat": seat, "card": CARDS[card].code})


def finish_hand(s: HeartsState, points: list[int], reason: str,
                moon: dict[str, object] | None, revoke: dict[str, object] | None) -> None:
    scores = s.scores
    for p, v in enumerate(points):
        scores[p] += v
    s.hand_result = {"points": points, "winners": lowest(points), "reason": reason,
                     "moon": moon, "revoke": revoke}
    winners = match_winners(scores, s.table)
    if winners is None:
        s.phase = HAND_OVER
    else:
        s.phase = MATCH_OVER
        s.match_winners = winners


# ----- a move, and what it did -------------------------------------------------------------

def apply_move(s: HeartsState, move: Move) -> None:
    """Apply a legal move in place (no events)."""
    s.version += 1
    mtype = move.type
    if mtype == PLAY:
        play_card(s, move.seat, IDX[move.card])  # type: ignore[index]
    elif mtype == PASS:
        pass_cards(s, move.seat, mask_of(move.cards or ()))
    elif mtype == CHOOSE_MOON:
        score_hand(s, move.mode)
    elif mtype == DEAL:
        next_hand(s, move.seed, move.hands)
    else:
        raise AssertionError(mtype)


def hand_result_of(s: HeartsState) -> HandResult | None:
    hr = s.hand_result
    if hr is None or s.phase not in (HAND_OVER, MATCH_OVER):
        return None
    return HandResult(tuple(hr["points"]), tuple(s.scores), tuple(hr["winners"]),
                      hr["reason"])


def _plays(leader: int, cards: list[int] | tuple[int, ...], n: int
           ) -> list[tuple[int, Card]]:
    return [((leader + k) % n, CARDS[c]) for k, c in enumerate(cards)]


def apply_reporting(s: HeartsState, move: Move, out: Outcome[HeartsState]) -> None:
    """Apply ``move`` with `apply_move`, then describe what changed in ``out``."""
    leader, trick = s.leader, s.trick[:]
    tricks, broken, result = len(s.tricks), s.broken, s.hand_result
    apply_move(s, move)
    events = out.events
    n = s.n
    table = s.table
    if move.type == PLAY:
        card = IDX[move.card]  # type: ignore[index]
        code = CARDS[card].code
        events.append(CARD_PLAYED(seat=move.seat, card=code))
        hr = s.hand_result
        if result is None and hr is not None and hr["reason"] == REVOKE_END:
            events.append(PENALTY(seat=move.seat, card=code, code=MUST_FOLLOW_SUIT,
                                  led=CARDS[trick[0]].code))
            out.trick = TrickResult(leader, _plays(leader, [*trick, card], n),
                                    False, None)
        elif len(s.tricks) > tricks:
            done = s.tricks[-1]
            bonus = OMNIBUS_BONUS if table.omnibus and DJ in done.cards else 0
            out.trick = TrickResult(done.leader, _plays(done.leader, done.cards, n),
                                    True, done.winner)
            events.append(TRICK_WON(seat=done.winner,
                                    trick={"leader": done.leader,
                                           "cards": [CARDS[c].code for c in done.cards]},
                                    points=trick_points(done.cards) + bonus))
            if s.broken and not broken:
                events.append(HEARTS_BROKEN(trick=len(s.tricks)))
        else:
            out.trick = TrickResult(s.leader, _plays(s.leader, s.trick, n),
                                    False, None)
    elif move.type == PASS:
        events.append(CARDS_PASSED(seat=move.seat,
                                   to=(move.seat + table.offset(s.hand_number)) % n,
                                   count=len(move.cards or ())))
        if s.phase == PLAYING:
            events.append(CARDS_EXCHANGED(direction=table.direction(s.hand_number),
                                          leader=s.leader))
    elif move.type == DEAL:
        events.append(hand_dealt_event(s))
    hr = s.hand_result
    if result is None and hr is not None:  # this move ended the hand
        if hr["moon"] is not None:
            events.append(MOON_SHOT(seat=hr["moon"]["seat"], mode=hr["moon"]["mode"]))
        out.hand = hand_result_of(s)
        assert out.hand is not None
        events.append(HAND_SCORED(points=list(out.hand.points), scores=list(out.hand.scores),
                                  winners=list(out.hand.winners), reason=out.hand.reason))
        if s.match_winners is not None:
            out.match = MatchResult(tuple(s.match_winners))
            events.append(MATCH_WON(winners=s.match_winners[:]))


def hand_dealt_event(s: HeartsState) -> Event:
    """``hand_dealt`` for the hand ``s`` has just dealt."""
    return HAND_DEALT(dealer=s.dealer, hand_number=s.hand_number, match_number=s.match_number,
                      pass_direction=s.table.direction(s.hand_number))
