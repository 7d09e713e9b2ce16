"""The expert's rollouts: a fast default policy (duck, dump the queen and high hearts,
lead low, a few random cards) and the playout to the end of the hand.

The playout is the engine's own play: each card comes from the legal-card kernel
(`rules.legal_cards`) and is played by `play.play_card` (which completes tricks with
`play.complete_trick` and scores the hand); only the choice of the card is the bot's.
"""

from __future__ import annotations

import random
from typing import Any

from engine.game import Game
from engine.moves import Move

from ..deck import CARDS, HEARTS, SQ, SQ_BIT
from ..play import play_card
from ..rules import legal_cards, playable, to_act
from ..state import (
    DEAL_MOVES,
    MOON_CHOICE,
    MOON_MOVES,
    OVER,
    PASS,
    PASSING,
    PLAY_MOVES,
    PLAYING,
    HeartsState,
)
from .heuristic import HIGH_SPADES, high, low, moon_choice, quick_pass

ROLLOUT_EPSILON = 0.1  # share of random cards in rollouts


def quick_card(trick_len: int, lead: int, win: int, first_trick: bool, n: int, legal: int,
               sq_live: bool) -> int:
    """The rollout policy's card: duck, dump the queen and high hearts, lead low."""
    if not trick_len:
        pick = legal
        if sq_live:
            safer = legal & ~(SQ_BIT | HIGH_SPADES)
            if safer:
                pick = safer
        # the lowest rank among the allowed suits
        best, best_r = -1, 99
        m = pick
        while m:
            b = m & -m
            c = b.bit_length() - 1
            r = c % 13
            if r < best_r:
                best, best_r = c, r
            m ^= b
        return best
    follow = legal & lead
    if follow:
        if follow & SQ_BIT and win > SQ:
            return SQ
        below = follow & ((1 << win) - 1)
        if below:
            return high(below)
        rest = follow & ~SQ_BIT
        if trick_len == n - 1 or first_trick:
            return high(rest) if rest else SQ
        return low(rest) if rest else SQ
    if legal & SQ_BIT:
        return SQ
    if sq_live and legal & HIGH_SPADES:
        return high(legal & HIGH_SPADES)
    if legal & HEARTS:
        return high(legal & HEARTS)
    best, best_r = -1, -1
    m = legal
    while m:
        b = m & -m
        c = b.bit_length() - 1
        r = c % 13
        if r > best_r:
            best, best_r = c, r
        m ^= b
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
    as `rollout_move`, with the card phase on the state's fields directly)."""
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
    hands = s.hands  # play_card changes the list in place
    sq_live = SQ in s.trick or any(h & SQ_BIT for h in hands)  # SQ in no completed trick
    steps = 0
    while s.phase == PLAYING:
        seat = s.turn
        lead = s.lead_mask
        first = not s.tricks
        legal = legal_cards(hands[seat], lead, first, s.broken, low_club, hearts_over_queen)
        if legal & (legal - 1) == 0:
            c = (legal & -legal).bit_length() - 1
        elif rand() < ROLLOUT_EPSILON:
            r = int(rand() * legal.bit_count())
            while r:
                legal &= legal - 1
                r -= 1
            c = (legal & -legal).bit_length() - 1
        else:
            c = quick_card(len(s.trick), lead, s.win_card, first, n, legal, sq_live)
        play_card(s, seat, c)
        steps += 1
        if sq_live and not s.trick and SQ in s.tricks[-1].cards:
            sq_live = False
    s.version += steps
    if s.phase == MOON_CHOICE:
        apply(s, MOON_MOVES[s.turn][moon_choice(s.scores, s.turn, s.table.target)])
