"""The expert's rollouts: a fast default policy (duck, dump the queen and high hearts,
lead low, a few random cards) and the playout to the end of the hand.

The playout is the engine's own play: each card comes from the legal-card kernel
(`rules.legal_cards`), leaves the hand into the trick as `play.play_card` puts it there,
and every trick is completed (and the hand scored) by `play.complete_trick`; only the
choice of the card is the bot's. A test pins the playout's end state to `rollout_move`
applied move by move through `Game.apply_in_place`, with the same random numbers.

Costs (callgrind, `make instructions`): the rollout is pure interpreter work, so what
counts is the number of bytecodes per card, not the width of the masks (a version in
13-bit rank masks was slower); seeding a generator costs about as much as a twentieth
of a rollout, hence `Replay`.
"""

from __future__ import annotations

import random
from itertools import islice
from math import floor
from typing import Any

from engine.game import Game
from engine.moves import Move

from ..deck import BIT, CARD_SUIT_MASK, CARDS, HEARTS, N_CARDS, SQ, SQ_BIT, SUIT_MASKS
from ..play import complete_trick
from ..rules import legal_cards, playable, to_act
from ..state import (
    DEAL_MOVES,
    MAX_SEATS,
    MOON_CHOICE,
    MOON_MOVES,
    OVER,
    PASS,
    PASSING,
    PLAY_MOVES,
    PLAYING,
    HeartsState,
)
from .heuristic import HIGH_SPADES, low, moon_choice, quick_pass

ROLLOUT_EPSILON = 0.1  # share of random cards in rollouts
SQ_AND_HIGH_SPADES = SQ_BIT | HIGH_SPADES
MAX_DRAWS = 2 * N_CARDS  # random numbers per playout: two per card at most (rollout_move)
NEXT_SEAT = [tuple((p + 1) % n for p in range(n)) for n in range(MAX_SEATS + 1)]


class Replay(random.Random):
    """A `random.Random` whose ``random()`` replays ``draws``, the first numbers of a
    generator seeded with one world's seed (`HeartsKit.rollout_rng`): every move searched
    in that world gets the very numbers a generator seeded per rollout would give,
    without the seeding (about 26,000 instructions, a twentieth of a rollout). A Hearts playout
    draws nothing but ``random()``, at most `MAX_DRAWS` of them."""

    def __init__(self, draws: list[float]) -> None:  # no seeding: random() replays
        self.random = iter(draws).__next__  # type: ignore[method-assign]

    def getrandbits(self, k: int) -> int:
        raise AssertionError("a Hearts playout draws random() only")


def world_draws(rng: random.Random, seed: int) -> list[float]:
    """The first `MAX_DRAWS` numbers of ``rng`` seeded with ``seed`` (one C loop)."""
    rng.seed(seed)
    return list(islice(iter(rng.random, -1.0), MAX_DRAWS))


def follow_card(follow: int, win: int, high: bool) -> int:
    """`quick_card` when the seat follows suit (``follow``: its cards of the led suit,
    ``win``: the winning card): duck with the highest card that still ducks, drop SQ
    under a higher spade, else take the trick with the highest card (``high``: the seat
    plays last, or it is trick 1) or the lowest, keeping SQ back."""
    if follow & SQ_BIT and win > SQ:
        return SQ
    below = follow & ((1 << win) - 1)
    if below:
        return below.bit_length() - 1  # the highest card that still ducks
    rest = follow & ~SQ_BIT
    if not rest:
        return SQ
    if high:
        return rest.bit_length() - 1
    return (rest & -rest).bit_length() - 1


def quick_card(trick_len: int, lead: int, win: int, first_trick: bool, n: int, legal: int,
               sq_live: bool) -> int:
    """The rollout policy's card: duck, dump the queen and high hearts, lead low (ties
    between suits go to the first suit, C D H S)."""
    if not trick_len:
        pick = legal
        if sq_live:
            safer = legal & ~SQ_AND_HIGH_SPADES
            if safer:
                pick = safer
        best, best_r = -1, 99  # the lowest rank among the allowed suits
        for suit in SUIT_MASKS:
            m = pick & suit
            if m:
                c = (m & -m).bit_length() - 1
                if c % 13 < best_r:
                    best, best_r = c, c % 13
        return best
    follow = legal & lead
    if follow:
        return follow_card(follow, win, trick_len == n - 1 or first_trick)
    if legal & SQ_BIT:
        return SQ
    if sq_live and legal & HIGH_SPADES:
        return (legal & HIGH_SPADES).bit_length() - 1
    if legal & HEARTS:
        return (legal & HEARTS).bit_length() - 1
    best, best_r = -1, -1  # the highest rank among the suits held
    for suit in SUIT_MASKS:
        m = legal & suit
        if m:
            c = m.bit_length() - 1
            if c % 13 > best_r:
                best, best_r = c, c % 13
    return best


def rollout_move(game: Game[Any, Any], s: HeartsState, seat: int, rng: random.Random
                 ) -> Move:
    phase = s.phase
    if phase == PLAYING:
        legal = playable(s, seat)
        if legal & (legal - 1) == 0 or rng.random() < ROLLOUT_EPSILON:
            if legal & (legal - 1):
                return game.random_move(s, seat, rng)
            return PLAY_MOVES[seat][low(legal)]
        sq_live = any(h & SQ_BIT for h in s.hands) or SQ in s.trick
        return PLAY_MOVES[seat][quick_card(len(s.trick), s.lead_mask, s.win_card,
                                           not s.tricks, s.n, legal, sq_live)]
    if phase == PASSING:
        return Move(seat, PASS, cards=tuple(
            CARDS[c] for c in quick_pass(s.hands[seat], s.table.pass_count)))
    if phase == MOON_CHOICE:
        return MOON_MOVES[seat][moon_choice(s.scores, seat, s.table.target)]
    return DEAL_MOVES[(s.dealer + 1) % s.n]


def playout(game: Game[Any, Any], s: HeartsState, rng: random.Random) -> None:
    """`rollout_move` to the end of the hand: the expert's inner loop (the same policy
    and the same random numbers as `rollout_move`, move by move).

    The card phase runs on local variables: the legal-card kernel gives each card
    (`rules.legal_cards`; following suit, its first rule, is read off the hand
    directly), the card leaves the hand into the trick as `play.play_card` would put
    it there (a legal card is never a revoke), and `play.complete_trick` completes each
    trick and scores the hand. Between two completed tricks the state's ``turn``,
    ``lead_mask`` and ``version`` are not kept up to date; they are when the hand ends."""
    apply = game.apply_in_place
    while s.phase != PLAYING:
        if s.phase in OVER:
            return
        apply(s, rollout_move(game, s, to_act(s)[0], rng))
    rand = rng.random
    table = s.table
    low_club = table.low_club_bit
    hearts_over_queen = table.can_lead_hearts_instead_of_qs
    n = s.n
    last = n - 1
    after = NEXT_SEAT[n]
    hands = s.hands  # changed in place, like complete_trick does
    trick = s.trick
    tricks = s.tricks
    sq_live = SQ in trick or any(h & SQ_BIT for h in hands)  # SQ in no completed trick
    first = not tricks
    broken = s.broken
    played_before = len(s.tricks) * n + len(trick)
    k = len(trick)  # cards in the current trick
    seat = s.turn
    lead = s.lead_mask
    win = s.win_card
    win_seat = s.win_seat
    while True:
        hand = hands[seat]
        legal = follows = hand & lead  # rule 2 of the kernel: follow suit
        if not legal:
            legal = legal_cards(hand, lead, first, broken, low_club, hearts_over_queen)
        if legal & (legal - 1) == 0:
            c = legal.bit_length() - 1
        elif rand() < ROLLOUT_EPSILON:
            r = floor(rand() * legal.bit_count())  # = int(), cheaper
            while r:
                legal &= legal - 1
                r -= 1
            c = (legal & -legal).bit_length() - 1
        elif follows:
            c = follow_card(follows, win, k == last or first)
        else:
            c = quick_card(k, lead, win, first, n, legal, sq_live)
        hands[seat] = hand ^ BIT[c]
        trick.append(c)
        if not k:
            lead = CARD_SUIT_MASK[c]
            win = c
            win_seat = seat
        elif follows and c > win:
            win = c
            win_seat = seat
        if k < last:
            k += 1
            seat = after[seat]
            continue
        s.win_card = win
        s.win_seat = win_seat
        if sq_live and SQ in trick:
            sq_live = False
        complete_trick(s)
        if s.phase != PLAYING:
            break
        trick = s.trick
        seat = win_seat
        lead = 0
        k = 0
        first = False
        broken = s.broken
    s.version += len(s.tricks) * n + len(s.trick) - played_before
    if s.phase == MOON_CHOICE:
        apply(s, MOON_MOVES[s.turn][moon_choice(s.scores, s.turn, s.table.target)])
