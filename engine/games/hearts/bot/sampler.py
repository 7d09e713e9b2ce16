"""Sampling worlds: full states consistent with everything one seat's view shows.

Every card whose place the seat knows is put there (its hand, played cards, the cards
it passed: in the receiver's hand until played, what it received, the lowest club in
the hand of the leader of a trick 1 not yet opened); every other card is dealt at random
among the hidden places (the other hands and, during the pass phase, the piles of the
seats that have passed), never into a hand that a play revealed cannot hold it
(`Knowledge.forbidden`, from `rules.revealed`), and a seat whose revoke ended the hand
gets a card of the led suit (it could have followed, §3.8).
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import mask_bits
from engine.game import Game

from ..deck import BIT, codes
from ..state import PASSING, HeartsState
from .knowledge import Knowledge

_BIT_OF = BIT.__getitem__


def eligible_places(cards: list[int], forbidden: list[int]) -> dict[int, list[int]]:
    """Per card the places that may hold it (None of them forbids it)."""
    places = range(len(forbidden))
    return {c: [q for q in places if not forbidden[q] >> c & 1] for c in cards}


def shuffle(items: list[int], rng: random.Random) -> None:
    """``rng.shuffle(items)`` with the same draws, without a Python call per card: the
    Fisher-Yates of CPython's `random.shuffle`, each index below ``n`` drawn as
    ``getrandbits(n.bit_length())`` until it is below ``n`` (its ``_randbelow``)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def sample_mask(pool: list[int], count: int, rng: random.Random) -> int:
    """The mask of ``rng.sample(pool, count)`` with the same draws, without its Python
    calls per card: CPython's `random.sample` for a small population (``len(pool)`` at
    most 21 and ``count`` at most 5, the size of its set table) picks index
    ``_randbelow(n - i)`` of a pool whose picked item is replaced by the last one.
    ``pool`` is used up."""
    n = len(pool)
    if n > 21 or count > 5:
        return sum(map(_BIT_OF, rng.sample(pool, count)))
    getrandbits = rng.getrandbits
    mask = 0
    for i in range(count):
        m = n - i
        bits = m.bit_length()
        j = getrandbits(bits)
        while j >= m:
            j = getrandbits(bits)
        mask |= BIT[pool[j]]
        pool[j] = pool[m - 1]
    return mask


def deal_constrained(cards: list[int], caps: list[int], forbidden: list[int],
                     rng: random.Random, elig: dict[int, list[int]] | None = None,
                     nelig: dict[int, int] | None = None) -> list[int]:
    """Deal ``cards`` into places with the given capacities, never a card into a place
    that forbids it: the most constrained cards first, each to an allowed place with
    probability proportional to its free room; a dead end restarts the deal.

    ``elig`` (`eligible_places`) and ``nelig`` (their counts) depend on the view only:
    a caller sampling many worlds passes them once computed."""
    if not any(forbidden):
        order = cards[:]
        shuffle(order, rng)
        out, at = [], 0
        for cap in caps:
            out.append(sum(map(_BIT_OF, order[at:at + cap])))  # distinct bits: sum = or
            at += cap
        return out
    if elig is None:
        elig = eligible_places(cards, forbidden)
    if nelig is None:
        nelig = {c: len(q) for c, q in elig.items()}
    by_constraint = nelig.__getitem__
    getrandbits = rng.getrandbits
    for _attempt in range(200):
        order = cards[:]
        shuffle(order, rng)
        order.sort(key=by_constraint)
        room = caps[:]
        out = [0] * len(caps)
        for c in order:
            places = elig[c]
            total = 0
            for q in places:
                total += room[q]
            if total <= 0:
                break
            bits = total.bit_length()  # r = rng.randrange(total), without its two calls
            r = getrandbits(bits)
            while r >= total:
                r = getrandbits(bits)
            for q in places:
                r -= room[q]
                if r < 0:
                    room[q] -= 1
                    out[q] |= BIT[c]
                    break
        else:
            return out
    return _matching_deal(cards, caps, elig, rng)


def _matching_deal(cards: list[int], caps: list[int], elig: dict[int, list[int]],
                   rng: random.Random) -> list[int]:
    """A deal found by bipartite matching of cards to free slots (augmenting paths):
    it exists whenever any deal does; used when random dealing keeps hitting dead ends."""
    slots = [q for q, cap in enumerate(caps) for _ in range(cap)]
    rng.shuffle(slots)
    holder: list[int | None] = [None] * len(slots)  # card in each slot

    def place(c: int, seen: set[int]) -> bool:
        for i, q in enumerate(slots):
            if q in elig[c] and i not in seen:
                seen.add(i)
                other = holder[i]
                if other is None or place(other, seen):
                    holder[i] = c
                    return True
        return False

    for c in cards:
        if not place(c, set()):
            raise ValueError("no deal of the hidden cards fits the view")
    out = [0] * len(caps)
    for i, held in enumerate(holder):
        if held is not None:
            out[slots[i]] |= BIT[held]
    return out


class Plan:
    """What one view fixes about every world sampled from it: the known cards where
    they are, the hidden places with their room and what each may not hold."""

    __slots__ = ("caps", "elig", "fixed", "forbidden", "hands", "kinds", "nelig", "passed",
                 "received", "revoke_cards", "revoke_place", "unknown_passes")

    def __init__(self, k: Knowledge) -> None:
        view, table, n, me = k.view, k.table, k.n, k.me
        phase = view["phase"]
        offset = table.offset(view["hand_number"])
        self.hands = [0] * n
        self.hands[me] = k.hand
        self.passed = [0] * n
        self.received = [0] * n
        fixed = [0] * n  # known cards in another seat's hand
        if phase == PASSING:
            self.passed[me] = k.passed_me
        elif offset:
            self.passed[me] = k.passed_me
            self.received[(me + offset) % n] = k.passed_me
            self.received[me] = k.received_me
            self.passed[(me - offset) % n] = k.received_me
            fixed[(me + offset) % n] = k.passed_me & ~k.played
        if k.opening_club:
            fixed[k.leader] |= k.opening_club
        self.fixed = fixed
        waiting = set(view["to_act"]) if phase == PASSING else set()
        self.kinds: list[tuple[bool, int]] = []  # (a hand?, seat) per hidden place
        self.caps: list[int] = []
        self.forbidden: list[int] = []
        for p in range(n):
            if p == me:
                continue
            self.kinds.append((True, p))
            self.caps.append(k.hand_sizes[p] - fixed[p].bit_count())
            self.forbidden.append(k.forbidden[p])
            if phase == PASSING and p not in waiting:
                self.kinds.append((False, p))
                self.caps.append(table.pass_count)
                self.forbidden.append(0)
        # §3.8: the seat whose revoke ended the hand holds a card of the led suit; unless
        # this seat knows one in its hand, every world gives it one of the hidden ones
        self.revoke_place = -1
        self.revoke_cards: list[int] = []
        if k.revoke is not None:
            revoker, lead = k.revoke
            if revoker != me and not fixed[revoker] & lead:
                self.revoke_place = self.kinds.index((True, revoker))
                # (no play revealed a void in that suit: it held the suit until then)
                self.revoke_cards = [c for c in k.out_list if BIT[c] & lead]
        self.elig = eligible_places(k.out_list, self.forbidden)
        self.nelig = {c: len(q) for c, q in self.elig.items()}
        # after the exchange, the passes this seat neither made nor received: drawn from
        # what the receiver holds or played (seat, its receiver)
        self.unknown_passes: list[tuple[int, int]] = []
        if phase != PASSING and offset:
            self.unknown_passes = [(p, (p + offset) % n) for p in range(n)
                                   if not self.passed[p]]


class Sampler:
    """`sample_world` with a cache: the expert samples many worlds from one view, so
    everything but the hidden places is read and checked once (view, seat, knowledge,
    template world)."""

    def __init__(self) -> None:
        self._cache: tuple[dict[str, Any], int, Knowledge, Plan, HeartsState] | None = None

    def knowledge(self, game: Game[Any, Any], view: dict[str, Any], seat: int) -> Knowledge:
        cache = self._cache
        if cache is not None and cache[0] is view and cache[1] == seat:
            return cache[2]
        return Knowledge(game, view, seat)

    def sample(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
               rng: random.Random) -> HeartsState:
        cache = self._cache
        if cache is not None and cache[0] is view and cache[1] == seat:
            k, plan, template = cache[2], cache[3], cache[4]
            hands, passed, received = Sampler.deal_hidden(k, rng, plan)
            copy = template.copy()
            copy.hands, copy.passed, copy.received = hands, passed, received
            copy.seed = rng.getrandbits(53)
            return copy
        k = Knowledge(game, view, seat)
        plan = Plan(k)
        hands, passed, received = Sampler.deal_hidden(k, rng, plan)
        data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
        data["hands"] = [codes(h) for h in hands]
        data["passed"] = [codes(m) if m else None for m in passed]
        data["received"] = [codes(m) if m else None for m in received]
        data["seed"] = rng.getrandbits(53)
        world: HeartsState = game.decode(data)  # the full check, once per view
        self._cache = (view, seat, k, plan, world.copy())
        return world

    @staticmethod
    def deal_hidden(k: Knowledge, rng: random.Random, plan: Plan | None = None
                    ) -> tuple[list[int], list[int], list[int]]:
        """Hands, passed and received masks of one world: the known cards where they
        are, the others dealt at random within the constraints."""
        if plan is None:
            plan = Plan(k)
        hands = plan.hands[:]
        passed = plan.passed[:]
        received = plan.received[:]
        fixed = plan.fixed
        cards, caps, must = k.out_list, plan.caps, -1
        if plan.revoke_cards:
            must = plan.revoke_cards[rng.randrange(len(plan.revoke_cards))]
            cards = [c for c in cards if c != must]
            caps = caps[:]
            caps[plan.revoke_place] -= 1
        dealt = deal_constrained(cards, caps, plan.forbidden, rng, plan.elig, plan.nelig)
        if must >= 0:
            dealt[plan.revoke_place] |= BIT[must]
        for (is_hand, p), mask in zip(plan.kinds, dealt, strict=True):
            if is_hand:
                hands[p] = mask | fixed[p]
            else:
                passed[p] = mask
        count = k.table.pass_count
        played_by = k.played_by
        for p, q in plan.unknown_passes:
            passed[p] = received[q] = sample_mask(mask_bits(hands[q] | played_by[q]),
                                                  count, rng)
        return hands, passed, received
