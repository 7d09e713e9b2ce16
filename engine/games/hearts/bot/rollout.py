"""The expert's rollouts: a fast default policy (duck, dump the queen and high hearts,
lead low, a few random cards) and the playout to the end of the hand.

`rollout_move` is the policy, one move at a time through the engine's rules (the
legal-card kernel `rules.legal_cards`, `quick_card`). `play_to_the_end` is the same
policy with the same random numbers as a loop on local variables, from a state it does
not change: the card phase's legal cards, the play of a card (`play.play_card`), the
completion of each trick (`play.complete_trick`) written out on bitmasks, returning the
points taken. The expert's rollout (`HeartsKit.rollout_value`) plays the searched card
and the rest of the hand with it and scores the points with `scoring.hand_points`,
without a copy of the world; `playout` writes its cards into the state as the engine's
tricks and lets the engine score them. Tests pin both to `rollout_move` applied move by
move through `Game.apply_in_place` and the checked `Game.apply` (cards, tricks, points,
values, random numbers), over the option presets (tests/games/hearts/).

Costs (callgrind, `make instructions`): the rollout is pure interpreter work, so what
counts is the number of bytecodes per card and the integers made: a 52-bit mask is a
two-digit integer and every ``&``, ``-`` or ``^`` on it allocates one, while
``bit_count()``/``bit_length()`` answer with a small cached one (a version in 13-bit
rank masks was slower). In the loop a card costs about 3,400 instructions, about 60 %
of them in the interpreter's dispatch. Seeding a generator costs about 26,000
instructions, hence one seeding per world (`world_draws`) replayed for every move.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice
from math import floor
from typing import Any

from engine.game import Game
from engine.moves import Move
from engine.trick import Trick

from ..deck import (
    BIT,
    CARD_SUIT_MASK,
    CARDS,
    DJ,
    FULL_MASK,
    HEARTS,
    IDX,
    MOON_POINTS,
    N_CARDS,
    NON_HEARTS,
    PENALTY,
    POINTS,
    SQ,
    SQ_BIT,
    SUIT_MASKS,
)
from ..play import end_of_play, pass_cards
from ..rules import playable, to_act, trick_winner
from ..scoring import jd_seat
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
# per number of seats and leader: the seats that follow the leader in a trick, in order
FOLLOWERS = [tuple(tuple((p + i) % n for i in range(1, n)) for p in range(n))
             for n in range(MAX_SEATS + 1)]

# play_to_the_end's tables: a trick's points with DJ as a flag above any trick's hearts
# and SQ (at most 6 hearts + 13), the cards below each card, the rank bits of one suit
SQ_POINTS = POINTS[SQ]
DJ_FLAG = 64
TRICK_POINTS = tuple(DJ_FLAG if c == DJ else POINTS[c] for c in range(N_CARDS))
BELOW = tuple((1 << c) - 1 for c in range(N_CARDS))
NOT_SQ = FULL_MASK & ~SQ_BIT
NOT_PENALTY = FULL_MASK & ~PENALTY
NOT_SQ_AND_HIGH_SPADES = FULL_MASK & ~SQ_AND_HIGH_SPADES
RANK_MASK = (1 << 13) - 1
EVERY_SUIT = 1 | 1 << 13 | 1 << 26 | 1 << 39  # one rank bit times this: that rank in C D H S
# lowest_rank and highest_rank per mask: pure functions of the mask, so what is remembered
# never changes a card; each memo is emptied when it outgrows RANK_MEMO_MAX entries
RANK_MEMO_MAX = 1 << 14
_LOWEST_RANKS: dict[int, int] = {}
_HIGHEST_RANKS: dict[int, int] = {}
# after_the_passes: quick_pass's mask per hand and pass count (hand | count << N_CARDS)
PASS_MEMO_MAX = 1 << 12
_PASSES: dict[int, int] = {}


class Replay(random.Random):
    """A `random.Random` whose ``random()`` replays ``draws``, the first numbers of a
    generator seeded with one world's seed (`HeartsKit.rollout_rng`): every move searched
    in that world gets the very numbers a generator seeded per rollout would give,
    without the seeding (about 26,000 instructions each). A Hearts playout
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
    """`rollout_move` to the end of the hand, on the state: the passes (and a moon
    choice) through `Game.apply_in_place`, the card phase by `play_to_the_end` (its
    first card from `rollout_move`), whose cards are then written into the state as the
    engine's tricks and scored by the engine (`play.end_of_play`)."""
    apply = game.apply_in_place
    while s.phase != PLAYING:
        if s.phase in OVER:
            return
        apply(s, rollout_move(game, s, to_act(s)[0], rng))
    first = IDX[rollout_move(game, s, s.turn, rng).card]  # type: ignore[index]
    played: list[int] = []
    taken, _jd, broken = play_to_the_end(s, first, iter(rng.random, -1.0), played)
    n = s.n
    cards = s.trick + played
    leader = s.leader
    tricks = s.tricks
    for at in range(0, len(cards), n):
        trick = tuple(cards[at:at + n])
        winner = trick_winner(leader, trick, n)
        tricks.append(Trick(leader, trick, winner))
        s.win_card = trick[(winner - leader) % n]
        leader = winner
    s.win_seat = s.leader = s.turn = leader
    s.hands = [0] * n
    s.trick = []
    s.lead_mask = 0
    s.taken = taken
    s.broken = broken
    s.version += len(played)
    end_of_play(s)
    if s.phase == MOON_CHOICE:
        apply(s, MOON_MOVES[s.turn][moon_choice(s.scores, s.turn, s.table.target)])


def lowest_rank(legal: int) -> int:
    """`quick_card`'s lead: the card of the lowest rank in ``legal``, of the first suit
    (C D H S) among those holding that rank (remembered in `_LOWEST_RANKS`)."""
    ranks = legal | legal >> 13 | legal >> 26 | legal >> 39  # the lowest bit: that rank
    picked = legal & EVERY_SUIT * (ranks & -ranks)
    c = (picked & -picked).bit_length() - 1
    if len(_LOWEST_RANKS) >= RANK_MEMO_MAX:
        _LOWEST_RANKS.clear()
    _LOWEST_RANKS[legal] = c
    return c


def highest_rank(legal: int) -> int:
    """`quick_card`'s last discard: the card of the highest rank in ``legal``, of the
    first suit (C D H S) among those holding it (remembered in `_HIGHEST_RANKS`)."""
    ranks = (legal | legal >> 13 | legal >> 26 | legal >> 39) & RANK_MASK
    picked = legal & EVERY_SUIT << ranks.bit_length() - 1
    c = (picked & -picked).bit_length() - 1
    if len(_HIGHEST_RANKS) >= RANK_MEMO_MAX:
        _HIGHEST_RANKS.clear()
    _HIGHEST_RANKS[legal] = c
    return c


def after_the_passes(s: HeartsState, seat: int, cards: int) -> HeartsState:
    """A copy of ``s`` (phase passing) after ``seat`` passed ``cards`` and every seat
    that has not passed yet made `rollout_move`'s pass (`quick_pass`, no random
    number): the exchange is made and trick 1 is to be led (`play.pass_cards`). The
    passes are remembered per hand (`_PASSES`): every searched pass of a world meets the
    other seats' same hands."""
    w = s.copy()
    pass_cards(w, seat, cards)
    count = w.table.pass_count
    hands = w.hands
    passed = w.passed
    memo = _PASSES
    for p in range(w.n):
        if not passed[p]:
            key = hands[p] | count << N_CARDS
            mask = memo.get(key, -1)
            if mask < 0:
                if len(memo) >= PASS_MEMO_MAX:
                    memo.clear()
                mask = memo[key] = sum(BIT[c] for c in quick_pass(hands[p], count))
            pass_cards(w, p, mask)
    return w


def play_to_the_end(s: HeartsState, c: int, draws: Iterator[float],
                    played: list[int] | None = None) -> tuple[list[int], int | None, bool]:
    """The card phase of a playout from ``s`` (phase play), whose seat to act plays
    ``c`` (a legal card), every later card by the rollout policy (`rollout_move`'s,
    with the same numbers, drawn from ``draws``), to the end of the hand. ``s`` is not changed:
    the hands, the trick and the points live in local variables, each card leaves its
    hand as `play.play_card` takes it, each trick is completed as
    `play.complete_trick` completes it (the winner takes the points and leads, hearts
    break, SQ leaves play). Appends the cards played to ``played`` (if given); returns
    the points taken per seat at the end of play, who took DJ (or None) and whether
    hearts broke. Without ``played`` it returns as soon as every point has been taken
    (all hearts, SQ and, with Omnibus, DJ): the tricks left change none of the three.

    One pass of the outer loop is one trick: the seats after the leader follow in a
    ``for`` loop over the trick's order (`FOLLOWERS`), then the trick is completed and
    its winner leads the next one. A lead in the loop is never trick 1's (that one is
    ``c`` or was played before), so only the rules of §3.5 for later leads apply there.
    The steps of `quick_card` avoid making new integers where a method gives the answer
    (``bit_count``, ``bit_length``: a 52-bit mask is a two-digit integer, every ``&``
    allocates one), the two over all suits are remembered (`lowest_rank`,
    `highest_rank`), and the module's tables are local variables (a local costs less
    than a global here)."""
    bit_of, suit_of, trick_points, below_of = BIT, CARD_SUIT_MASK, TRICK_POINTS, BELOW
    eps, sq, sq_bit, sq_points, dj_flag = ROLLOUT_EPSILON, SQ, SQ_BIT, SQ_POINTS, DJ_FLAG
    not_sq, not_penalty, non_hearts, hearts = NOT_SQ, NOT_PENALTY, NON_HEARTS, HEARTS
    high_spades, safe_lead, round_down = HIGH_SPADES, NOT_SQ_AND_HIGH_SPADES, floor
    draw = next  # next(draws) costs less than calling a bound __next__
    lowest_ranks, highest_ranks = _LOWEST_RANKS, _HIGHEST_RANKS
    table = s.table
    n = s.n
    followers_of = FOLLOWERS[n]
    hands = s.hands[:]
    taken = s.taken[:]
    trick = s.trick
    k = len(trick)  # cards in the current trick before c
    seat = s.turn
    leader = s.leader if k else seat
    lead = s.lead_mask
    win = s.win_card
    win_seat = s.win_seat
    first = not s.tricks
    broken = s.broken
    qs_breaks = table.qs_breaks_hearts
    hearts_over_queen = table.can_lead_hearts_instead_of_qs
    left = table.hand_size - len(s.tricks)  # tricks to complete, the current one included
    jd = jd_seat(s.tricks) if table.omnibus else None
    out = MOON_POINTS - sum(taken)  # the points not yet taken
    dj_out = table.omnibus and jd is None  # DJ not yet taken, and it counts
    points = 0  # the current trick's points (DJ_FLAG for DJ)
    for x in trick:
        points += trick_points[x]
    sq_live = sq in trick or bool(sum(hands) & sq_bit)  # SQ in no completed trick
    keep = None if played is None else played.append
    if not k:  # c: `play.play_card`
        lead = suit_of[c]
        win = c
        win_seat = seat
    elif bit_of[c] & lead and c > win:
        win = c
        win_seat = seat
    hands[seat] ^= bit_of[c]
    if keep is not None:
        keep(c)
    points += trick_points[c]
    followers = followers_of[leader][k:]
    last = followers_of[leader][-1]  # the seat that plays last to this trick
    while True:
        for seat in followers:
            hand = hands[seat]
            legal = hand & lead
            if legal:  # follow suit (rule 2): `follow_card`
                count = legal.bit_count()
                if count == 1:
                    c = legal.bit_length() - 1
                elif draw(draws) < eps:
                    r = round_down(draw(draws) * count)
                    while r:
                        legal &= legal - 1
                        r -= 1
                    c = (legal & -legal).bit_length() - 1
                elif win > sq and legal & sq_bit:
                    c = sq
                else:
                    c = legal.bit_length() - 1  # every card ducks: the highest
                    if c > win:
                        below = legal & below_of[win]
                        if below:
                            c = below.bit_length() - 1  # the highest that still ducks
                        else:
                            rest = legal & not_sq
                            if not rest:
                                c = sq
                            elif seat == last or first:
                                c = rest.bit_length() - 1
                            else:  # the lowest card: of one suit, its lowest rank
                                c = lowest_ranks.get(rest, -1)
                                if c < 0:
                                    c = lowest_rank(rest)
                if c > win:
                    win = c
                    win_seat = seat
            else:  # void in the led suit: discard (rule 3 in trick 1)
                legal = hand
                if first:
                    clean = hand & not_penalty
                    if clean:
                        legal = clean
                count = legal.bit_count()
                if count == 1:
                    c = legal.bit_length() - 1
                elif draw(draws) < eps:
                    r = round_down(draw(draws) * count)
                    while r:
                        legal &= legal - 1
                        r -= 1
                    c = (legal & -legal).bit_length() - 1
                elif legal & sq_bit:
                    c = sq
                elif sq_live and legal & high_spades:
                    c = (legal & high_spades).bit_length() - 1
                else:
                    dump = legal & hearts
                    if dump:
                        c = dump.bit_length() - 1
                    else:
                        c = highest_ranks.get(legal, -1)
                        if c < 0:
                            c = highest_rank(legal)
            hands[seat] = hand ^ bit_of[c]
            if keep is not None:
                keep(c)
            points += trick_points[c]
        # the trick is complete: `play.complete_trick`
        if points:
            if points >= dj_flag:
                jd = win_seat
                points -= dj_flag
                dj_out = False
            if points:
                taken[win_seat] += points
                out -= points
                if points >= sq_points:
                    sq_live = False
                if not broken and (points % sq_points or qs_breaks):  # breaks_hearts
                    broken = True
                points = 0
            if not out and not dj_out and keep is None:
                return taken, jd, broken  # the other tricks score nothing
        left -= 1
        if not left:
            return taken, jd, broken
        first = False
        seat = win_seat  # leads the next trick (rules 4 and 5)
        hand = hands[seat]
        if broken:
            legal = hand
        else:
            legal = hand & non_hearts
            if not legal or (hearts_over_queen and legal == sq_bit):
                legal = hand
        count = legal.bit_count()
        if count == 1:
            c = legal.bit_length() - 1
        elif draw(draws) < eps:
            r = round_down(draw(draws) * count)
            while r:
                legal &= legal - 1
                r -= 1
            c = (legal & -legal).bit_length() - 1
        else:  # lead low, away from SQ and the high spades while SQ is out
            if sq_live:
                safer = legal & safe_lead
                if safer:
                    legal = safer
            c = lowest_ranks.get(legal, -1)
            if c < 0:
                c = lowest_rank(legal)
        lead = suit_of[c]
        win = c
        hands[seat] = hand ^ bit_of[c]
        if keep is not None:
            keep(c)
        points += trick_points[c]
        followers = followers_of[seat]
        last = followers[-1]
