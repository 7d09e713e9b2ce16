"""The Watten rollout policy inside the expert's search: full-information greedy card
play in a sampled world, simple answers to everything else. Legality is the rules'
(`rules.playable`, `rules.legal_moves`); only the choice is the policy's."""

from __future__ import annotations

from engine.games.watten.bot.estimates import (
    BAVARIAN_MASK,
    BIT,
    NATURAL_OF,
    SUIT_OF,
    TYROLEAN_MASK,
    best_rank,
    best_suit,
)
from engine.games.watten.ranking import CRITICAL_MASK, SUITS, card_power
from engine.games.watten.rules import (
    PLAY_MOVES,
    RANK_MOVES,
    SIMPLE_MOVES,
    SUIT_MOVES,
    callable_ranks,
    current_player,
    legal_moves,
    playable,
    rank_caller,
    side_of,
)
from engine.games.watten.state import OVER, WattenState
from engine.moves import Move


def rollout_move(s: WattenState, seat: int) -> Move:
    """The policy's move for ``seat`` (one the game waits for) in world ``s``."""
    if s.pending_raise is not None:
        if side_of(s, seat) != s.pending_raise[1]:
            return SIMPLE_MOVES["hold"][seat]
        return legal_moves(s, seat)[0]
    phase = s.phase
    if phase == "play" and seat == current_player(s):
        return PLAY_MOVES[seat][rollout_card(s, seat)]
    if phase in OVER:
        return SIMPLE_MOVES["deal"][seat]
    if phase == "tense_choice":
        return SIMPLE_MOVES["hold"][seat]
    if phase == "cut":
        take = s.cut_peek is not None and bool(BIT[s.cut_peek] & CRITICAL_MASK)
        return SIMPLE_MOVES["take_cut_card" if take else "leave_cut_card"][seat]
    if phase == "redeal_answer":
        return SIMPLE_MOVES["refuse_redeal"][seat]
    if phase == "swap_answer":
        return SIMPLE_MOVES["refuse_swap"][seat]
    opts = s.options
    unseen = (TYROLEAN_MASK if opts.variant == "tyrolean" else BAVARIAN_MASK) \
        & ~s.hands[seat]
    if phase == "call_rank" and seat == rank_caller(s):
        ranks = callable_ranks(s, seat)
        r = best_rank(s.hands[seat], unseen, ranks, opts.criticals, opts.variant,
                      opts.tyrol_guate, opts.players == 3)
        return RANK_MOVES[r][seat]
    if phase == "call_suit":
        assert s.schlag is not None
        t = best_suit(s.hands[seat], unseen, s.schlag, opts.criticals, opts.variant,
                      opts.tyrol_guate)
        return SUIT_MOVES[seat][SUITS.index(t)]
    return legal_moves(s, seat)[0]


# Per strength table (`ranking.cached_strength`, a closed set): each card's power per led
# suit (`card_power`) and what it is worth keeping (its fixed strength, else its natural
# rank). Keyed by the table's id; an entry holds the table, so the id stays its own.
_Tables = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]
_TABLES: dict[int, tuple[tuple[int, ...], _Tables]] = {}
_SUIT_INDEX = tuple(SUITS.index(su) for su in SUIT_OF)
_SIDES = {2: (0, 1), 4: (0, 1, 0, 1)}


def _tables(st: tuple[int, ...]) -> _Tables:
    entry = _TABLES.get(id(st))
    if entry is not None and entry[0] is st:
        return entry[1]
    powers = tuple(tuple(card_power(st, c, su) for c in range(len(st))) for su in SUITS)
    keep = tuple(v if (v := st[c]) else NATURAL_OF[c] for c in range(len(st)))
    if len(_TABLES) >= 1024:  # never reached by the closed set; a bound all the same
        _TABLES.clear()
    _TABLES[id(st)] = (st, (powers, keep))
    return powers, keep


def _cheapest(mask: int, keep: tuple[int, ...]) -> int:
    """The card of ``mask`` least worth keeping (the lowest index on a tie)."""
    best_c, best_k = -1, 1 << 30
    while mask:
        b = mask & -mask
        c = b.bit_length() - 1
        if keep[c] < best_k:
            best_c, best_k = c, keep[c]
        mask ^= b
    return best_c


def _top(opp: int, power: tuple[int, ...]) -> int:
    """The strongest of the cards ``opp`` in a trick of the led suit of ``power``."""
    top = 0
    while opp:
        b = opp & -opp
        v = power[b.bit_length() - 1]
        if v > top:
            top = v
        opp ^= b
    return top


def rollout_card(s: WattenState, seat: int) -> int:
    """Full-information greedy play in a sampled world: win a trick with the cheapest card
    no opponent behind can beat, never overtake the partner, else shed the cheapest."""
    legal = playable(s, seat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    st = s.strength
    assert st is not None
    powers, keep = _tables(st)
    n = s.options.players
    sides = _SIDES.get(n) or tuple(0 if p == s.forehand else 1 for p in range(n))
    side = sides[seat]
    trick = s.trick
    hands = s.hands
    opp = 0  # the opponents' cards behind
    for i in range(1, n - len(trick)):
        p = (seat + i) % n
        if sides[p] != side:
            opp |= hands[p]
    if not trick:  # lead the cheapest card no opponent behind can beat in its suit
        tops = [-1, -1, -1, -1]
        sure = 0
        m = legal
        while m:
            b = m & -m
            c = b.bit_length() - 1
            su = _SUIT_INDEX[c]
            top = tops[su]
            if top < 0:
                top = tops[su] = _top(opp, powers[su])
            if powers[su][c] > top:
                sure |= b
            m ^= b
        return _cheapest(sure if sure else legal, keep)
    power = powers[_SUIT_INDEX[trick[0]]]
    best_k, best = -1, -1
    for k, c in enumerate(trick):
        if power[c] > best:
            best_k, best = k, power[c]
    top = _top(opp, power)
    if sides[(s.trick_leader + best_k) % n] == side and (not opp or best > top):
        return _cheapest(legal, keep)  # the partner's card stands
    bar = best if best > top else top
    winners = 0
    m = legal
    while m:
        b = m & -m
        if power[b.bit_length() - 1] > bar:
            winners |= b
        m ^= b
    return _cheapest(winners if winners else legal, keep)
