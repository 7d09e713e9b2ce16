"""The Watten rollout policy inside the expert's search: full-information greedy card
play in a sampled world, simple answers to everything else. Legality is the rules'
(`rules.playable`, `rules.legal_moves`); only the choice is the policy's."""

from __future__ import annotations

from bisect import bisect_left

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


# Per strength table (`ranking.cached_strength`, a closed set) and led suit: the cards
# that can win such a trick, strongest first (`card_power`), their powers negated (for
# `bisect`: how many beat a value), and the masks of the first k of them; and per card
# what it is worth keeping (its fixed strength, else its natural rank). Keyed by the
# table's id; an entry holds the table, so the id stays its own.
_Led = tuple[tuple[int, ...], tuple[int, ...], list[int], tuple[int, ...]]
_Tables = tuple[tuple[_Led, ...], tuple[int, ...]]
_TABLES: dict[int, tuple[tuple[int, ...], _Tables]] = {}
_SUIT_INDEX = tuple(SUITS.index(su) for su in SUIT_OF)
_SUIT_MASKS = tuple(sum(BIT[c] for c in range(len(SUIT_OF)) if SUIT_OF[c] == su)
                    for su in SUITS)
_SIDES = {2: (0, 1), 4: (0, 1, 0, 1)}


def _led_table(st: tuple[int, ...], suit: str) -> _Led:
    power = tuple(card_power(st, c, suit) for c in range(len(st)))
    order = sorted((c for c in range(len(st)) if power[c]), key=lambda c: -power[c])
    above = [0]
    for c in order:
        above.append(above[-1] | BIT[c])
    return power, tuple(order), [-power[c] for c in order], tuple(above)


def _tables(st: tuple[int, ...]) -> _Tables:
    entry = _TABLES.get(id(st))
    if entry is not None and entry[0] is st:
        return entry[1]
    led = tuple(_led_table(st, su) for su in SUITS)
    keep = tuple(v if (v := st[c]) else NATURAL_OF[c] for c in range(len(st)))
    if len(_TABLES) >= 1024:  # never reached by the closed set; a bound all the same
        _TABLES.clear()
    _TABLES[id(st)] = (st, (led, keep))
    return led, keep


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


def _beating(opp: int, led: _Led) -> int:
    """The cards that beat every card of ``opp`` in a trick of the led suit of ``led``:
    those above the strongest of ``opp``."""
    power, order, negated, above = led
    if not opp:
        return above[-1]
    for c in order:
        if opp >> c & 1:
            return above[bisect_left(negated, -power[c])]
    return above[-1]


def rollout_card(s: WattenState, seat: int) -> int:
    """Full-information greedy play in a sampled world: win a trick with the cheapest card
    no opponent behind can beat, never overtake the partner, else shed the cheapest."""
    legal = playable(s, seat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    st = s.strength
    assert st is not None
    entry = _TABLES.get(id(st))  # `_tables(st)`, the lookup inline
    leds, keep = entry[1] if entry is not None and entry[0] is st else _tables(st)
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
        sure = 0
        for su in range(4):
            mine = legal & _SUIT_MASKS[su]
            if mine:
                sure |= mine & _beating(opp, leds[su])
        return _cheapest(sure if sure else legal, keep)
    led = leds[_SUIT_INDEX[trick[0]]]
    power, _, negated, above = led
    best_k, best = -1, -1
    for k, c in enumerate(trick):
        if power[c] > best:
            best_k, best = k, power[c]
    safe = _beating(opp, led)  # every card when opp is empty
    if sides[(s.trick_leader + best_k) % n] == side and safe >> trick[best_k] & 1:
        return _cheapest(legal, keep)  # the partner's card stands
    winners = legal & safe & above[bisect_left(negated, -best)]
    return _cheapest(winners if winners else legal, keep)
