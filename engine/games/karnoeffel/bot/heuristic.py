"""The heuristic level: a club player's rules of thumb from the view only (§2.5-§2.7):
keep the Devil for a lead (it wins only when led, never in trick 1), waste no special
card on a lost trick, win cheaply, neither overtake nor spoil a partner's trick, and use
the partner's hand when it is shown."""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import mask_bits

from ..rules import POWER_KARNOEFFEL
from ..state import HAND_SIZE, side_of
from .knowledge import DEVIL_KEEP, Knowledge

STAND_ROBUST = 0.7  # a winning card is "safe enough" when it stands with this chance
PRECIOUS = 80  # keep value from which a card is spent only when the round is at stake
CHEAP = 20  # keep value up to which a card is spent on a doubtful win


def stand_chance(k: Knowledge, plays: list[tuple[int, int]], later: list[int]) -> float:
    """The chance that the side winning ``plays`` still wins once the opponents in
    ``later`` have played: a face-up card of theirs that turns the trick counts for sure,
    every other unseen card in proportion to their share of the unseen cards."""
    side = k.winner_side(plays)
    opps = [p for p in later if side_of(p) != side]
    if not opps:
        return 1.0
    unseen = k.unseen
    n_unseen = unseen.bit_count()
    hidden = sum(k.sizes[p] - (k.face_up[p] is not None) for p in opps)
    q = min(1.0, hidden / n_unseen) if n_unseen else 0.0
    last = opps[-1]
    for p in opps:
        up = k.face_up[p]
        if up is not None and k.winner_side([*plays, (p, up)]) != side:
            return 0.0
    beaters = 0
    for u in mask_bits(unseen):
        if k.winner_side([*plays, (last, u)]) != side:
            beaters += 1
    return float((1.0 - q) ** beaters)


def heuristic_card(k: Knowledge) -> int:
    """The card to play (module docstring)."""
    n, me = k.n, k.me
    side = side_of(me)
    cards = mask_bits(k.legal())
    trick = k.trick
    position = len(trick)
    later = [(me + i) % n for i in range(1, n - position)]
    rounds_left = HAND_SIZE - k.tricks_done

    def keep(c: int) -> int:
        v = k.keep[c]
        if c == k.devil and rounds_left > 1:
            v = max(v, DEVIL_KEEP)  # the Devil wins only when led: keep it for a lead
        elif c == k.devil:
            v = 0  # the last trick: a Devil that follows is a blank
        return v

    def cheapest(cs: list[int]) -> int:
        return min(cs, key=lambda c: (keep(c), c))

    must = k.won[1 - side] >= 2  # losing this trick loses the round
    if not trick:
        return lead_card(k, cards, keep, must)
    winner_side = k.winner_side(trick)
    ours = [c for c in cards if k.winner_side([*trick, (me, c)]) == side]
    partner_later = k.partner in later
    if winner_side == side:
        # the partner is winning: do not overtake, do not spoil it (a King kills a 3 …)
        keepers = ours or cards
        low = cheapest(keepers)
        if stand_chance(k, [*trick, (me, low)], later) >= STAND_ROBUST:
            return low
        strong = [c for c in ours
                  if stand_chance(k, [*trick, (me, c)], later) >= STAND_ROBUST
                  and (keep(c) < PRECIOUS or must)]
        return cheapest(strong) if strong else low
    if not ours:
        return cheapest(cards)  # a lost trick: waste nothing
    opps_later = [p for p in later if side_of(p) != side]
    if not opps_later:
        return cheapest(ours)  # the last word: win cheaply
    if partner_later and k.partner_hand is not None:
        # the partner behind me surely takes it: let him, and shed
        low = cheapest(cards)
        after = later[later.index(k.partner) + 1:]
        for c in mask_bits(k.partner_hand):
            pl = [*trick, (me, low), (k.partner, c)]
            if k.winner_side(pl) == side and stand_chance(k, pl, after) >= 0.95:
                return low
    chances = {c: stand_chance(k, [*trick, (me, c)], later) for c in ours}
    robust = [c for c in ours if chances[c] >= STAND_ROBUST]
    if robust:
        return cheapest(robust)
    if must:
        return max(ours, key=lambda c: (chances[c], -keep(c)))
    cheap = [c for c in ours if keep(c) <= CHEAP]
    if cheap:
        return cheapest(cheap)
    return cheapest(cards)


def lead_card(k: Knowledge, cards: list[int], keep: Callable[[int], int],
              must: bool) -> int:
    """Lead a card that stands (the Devil first: it wins only when led, never in trick 1),
    else the most promising cheap card, else the cheapest."""
    me, n = k.me, k.n
    later = [(me + i) % n for i in range(1, n)]
    chances = {c: stand_chance(k, [(me, c)], later) for c in cards}
    sure = [c for c in cards if chances[c] >= 0.999]
    if sure:
        # the Devil and the cards that need the lead before the Karnöffel, which wins
        # anyway whenever it is played
        def order(c: int) -> tuple[int, int, int]:
            return (0 if c == k.devil else 1,
                    1 if k.powers[c] == POWER_KARNOEFFEL else 0, keep(c))
        return min(sure, key=order)
    good = [c for c in cards if chances[c] >= 0.6]
    if good:
        return min(good, key=lambda c: (-chances[c] if must else keep(c), c))
    if must:
        return max(cards, key=lambda c: (chances[c], -keep(c)))
    return min(cards, key=lambda c: (keep(c), c))
