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


def rollout_card(s: WattenState, seat: int) -> int:
    """Full-information greedy play in a sampled world: win a trick with the cheapest card
    no opponent behind can beat, never overtake the partner, else shed the cheapest."""
    legal = playable(s, seat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    st = s.strength
    assert st is not None
    n = s.options.players
    side = side_of(s, seat)
    trick = s.trick

    def keep(c: int) -> int:
        v = st[c]
        return v if v else NATURAL_OF[c]

    def cheapest(mask: int) -> int:
        best_c, best_k = -1, 1 << 30
        while mask:
            b = mask & -mask
            c = b.bit_length() - 1
            kv = keep(c)
            if kv < best_k:
                best_c, best_k = c, kv
            mask ^= b
        return best_c

    later = [(seat + i) % n for i in range(1, n - len(trick))]
    opp = 0
    for p in later:
        if side_of(s, p) != side:
            opp |= s.hands[p]
    # the strongest opponent card behind, per led suit
    top_fixed = 0
    top_plain = {su: 0 for su in SUITS}
    m = opp
    while m:
        b = m & -m
        u = b.bit_length() - 1
        v = st[u]
        if v:
            top_fixed = max(top_fixed, v)
        else:
            su = SUIT_OF[u]
            top_plain[su] = max(top_plain[su], card_power(st, u, su))
        m ^= b

    def safe(c: int, led: str) -> bool:
        return card_power(st, c, led) > max(top_fixed, top_plain[led])

    if not trick:
        sure = 0
        m = legal
        while m:
            b = m & -m
            c = b.bit_length() - 1
            if safe(c, SUIT_OF[c]):
                sure |= b
            m ^= b
        return cheapest(sure if sure else legal)
    led = SUIT_OF[trick[0]]
    best_k, best = -1, -1
    for k, c in enumerate(trick):
        e = card_power(st, c, led)
        if e > best:
            best_k, best = k, e
    partner_ahead = side_of(s, (s.trick_leader + best_k) % n) == side
    if partner_ahead and (not opp or best > max(top_fixed, top_plain[led])):
        return cheapest(legal)  # the partner's card stands
    winners = 0
    m = legal
    while m:
        b = m & -m
        c = b.bit_length() - 1
        if card_power(st, c, led) > best and safe(c, led):
            winners |= b
        m ^= b
    if winners:
        return cheapest(winners)
    return cheapest(legal)
