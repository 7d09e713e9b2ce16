"""The heuristic level: a club player's rules of thumb, from the view only (passing,
leading, following, discarding, stopping a moon, the moon choice)."""

from __future__ import annotations

from itertools import combinations

from engine.cards import mask_bits

from ..deck import BIT, CARD_SUIT_MASK, CLUBS, DIAMONDS, HEARTS, PENALTY, POINTS, SPADES, SQ, SQ_BIT
from .knowledge import Knowledge

SA = SQ + 2
SK = SQ + 1
HIGH_SPADES = (1 << SK) | (1 << SA)


def rank(c: int) -> int:
    return c % 13


def high(mask: int) -> int:
    """The highest card index of a non-empty mask (the highest rank within one suit)."""
    return mask.bit_length() - 1


def low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def moon_choice(scores: list[int], seat: int, target: int) -> int:
    """Index into MOON_MODES: add 26 to the others when that ends the match with this
    seat lowest, else take -26."""
    others = [v + 26 for p, v in enumerate(scores) if p != seat]
    if max(others) >= target and scores[seat] < min(others):
        return 0  # add_to_others: the match ends and this seat wins
    return 1  # subtract_self


# A static order of danger for quick passes: SQ, SA, SK, high hearts, then high cards.
def _danger(c: int) -> float:
    r = rank(c)
    if c == SQ:
        return 100.0
    if c in (SA, SK):
        return 90.0 + r
    if BIT[c] & HEARTS:
        return 40.0 + 3 * r
    return 2.0 * r


DANGER_ORDER = sorted(range(52), key=lambda c: -_danger(c))
_DANGER_PLACE = [0] * 52  # each card's place in DANGER_ORDER
for _place, _card in enumerate(DANGER_ORDER):
    _DANGER_PLACE[_card] = _place


def quick_pass(hand: int, count: int) -> list[int]:
    """The first ``count`` cards of ``hand`` in DANGER_ORDER."""
    return sorted(mask_bits(hand), key=_DANGER_PLACE.__getitem__)[:count]


def pass_scores(hand: int) -> dict[int, float]:
    """How much a club player wants to be rid of each card of ``hand``."""
    spades = hand & SPADES
    low_spades = (spades & ~(SQ_BIT | HIGH_SPADES)).bit_count()
    guarded_queen = bool(hand & SQ_BIT) and low_spades >= 4
    scores: dict[int, float] = {}
    for c in mask_bits(hand):
        r = rank(c)
        b = BIT[c]
        if c == SQ:
            v = -10.0 if guarded_queen else 100.0
        elif b & HIGH_SPADES:
            # SA/SK catch the queen unless the spades below them are long
            v = 20.0 if low_spades >= 4 else (60.0 + r if not hand & SQ_BIT else 85.0 + r)
        elif b & HEARTS:
            v = 8.0 + 4.0 * max(0, r - 6)  # 8..32: the high hearts
        elif b & SPADES:
            v = 1.0 + 0.5 * r  # low spades guard the queen: keep them
        else:
            v = 2.0 + 2.0 * max(0, r - 7)  # high clubs and diamonds
        scores[c] = v
    return scores


def best_passes(hand: int, count: int, k: int) -> list[int]:
    """The ``k`` best passes (as masks): the most dangerous cards, with a bonus for a
    pass that voids clubs or diamonds (a void lets the seat discard penalty cards)."""
    scores = pass_scores(hand)
    pool = sorted(scores, key=lambda c: -scores[c])[:min(len(scores), count + 5)]
    ranked: list[tuple[float, int]] = []
    for combo in combinations(pool, count):
        m = 0
        for c in combo:
            m |= BIT[c]
        value = sum(scores[c] for c in combo)
        left = hand & ~m
        for suit in (CLUBS, DIAMONDS):
            if hand & suit and not left & suit:
                value += 18.0
        if left & SQ_BIT and (left & SPADES).bit_count() <= 2:
            value -= 30.0  # do not keep a bare queen
        ranked.append((-value, m))
    ranked.sort()
    out = [m for _, m in ranked[:k]]
    # in case the pool was too small for k distinct combinations
    return out


def moon_threat(k: Knowledge) -> int:
    """A seat (not this one) that took every point so far, at least three hearts of
    them: it may be shooting the moon."""
    taken = k.points_taken
    total = sum(taken)
    hearts = total - 13 if k.played & SQ_BIT and total >= 13 else total
    if hearts < 3:
        return -1
    for p, v in enumerate(taken):
        if v == total and p != k.me:
            return p
    return -1


def heuristic_card(k: Knowledge, legal: int) -> int:
    """A club player's card from the view: see the module docstring."""
    out = k.out  # cards another seat may hold (or a pile during the pass phase)
    sq_out = bool(out & SQ_BIT)
    sq_live = bool((out | k.hand) & SQ_BIT)
    threat = moon_threat(k)
    n = k.n
    trick = k.trick
    if not trick:
        if threat >= 0 and legal & HEARTS:
            # win a heart trick to stop the moon: lead the highest heart
            top = high(legal & HEARTS)
            if not out & HEARTS & ~((1 << (top + 1)) - 1):
                return top
        # spade fishing: without SQ, SK, SA, lead spades to flush the queen out
        spades = legal & SPADES
        if sq_out and spades and not k.hand & (SQ_BIT | HIGH_SPADES):
            return high(spades)
        best, best_v = -1, 1e9
        for c in mask_bits(legal):
            suit = CARD_SUIT_MASK[c]
            below = (out & suit & ((1 << c) - 1)).bit_count()
            above = (out & suit & ~((1 << (c + 1)) - 1)).bit_count()
            v = below - 0.5 * above
            if c == SQ and (out & HIGH_SPADES):
                v += 30
            if BIT[c] & HIGH_SPADES and sq_out:
                v += 20
            if BIT[c] & HEARTS:
                v += 2
            if not out & suit:
                v += 5  # nobody else holds the suit: the lead wins
            v += 0.01 * rank(c)
            if v < best_v:
                best, best_v = c, v
        return best
    lead = CARD_SUIT_MASK[trick[0]]
    win_c, win_pos = trick[0], 0
    for i, c in enumerate(trick):
        if BIT[c] & lead and c > win_c:
            win_c, win_pos = c, i
    winner = (k.leader + win_pos) % n
    last = len(trick) == n - 1
    points = sum(POINTS[c] for c in trick)
    follow = legal & lead
    if follow:
        if threat >= 0 and winner == threat and (points or lead == HEARTS):
            above = follow & ~((1 << (win_c + 1)) - 1) & ~SQ_BIT
            if above:
                return low(above)  # take the trick: the moon is stopped
        if follow & SQ_BIT and win_c > SQ:
            return SQ
        below = follow & ((1 << win_c) - 1)
        if below:
            return high(below)
        rest = follow & ~SQ_BIT
        if not rest:
            return SQ
        if last or k.tricks_done == 0:
            return high(rest)  # the trick is ours anyway: shed the highest
        if lead == SPADES and sq_out:
            return low(rest)
        # nobody behind can follow low enough to matter: shed high only if clean so far
        return high(rest) if points == 0 and lead != HEARTS else low(rest)
    # void in the led suit: discard
    if threat >= 0 and winner == threat:
        clean = legal & ~PENALTY
        if clean:
            return high_rank(clean)
    if legal & SQ_BIT:
        return SQ
    if sq_live and legal & HIGH_SPADES:
        return high(legal & HIGH_SPADES)
    if legal & HEARTS:
        return high(legal & HEARTS)
    # shed the highest card of the shortest suit (towards another void)
    best, best_v = -1, -1e9
    for c in mask_bits(legal):
        length = (k.hand & CARD_SUIT_MASK[c]).bit_count()
        v = rank(c) - 1.5 * length
        if v > best_v:
            best, best_v = c, v
    return best


def high_rank(mask: int) -> int:
    best, best_r = -1, -1
    for c in mask_bits(mask):
        if c % 13 > best_r:
            best, best_r = c, c % 13
    return best
