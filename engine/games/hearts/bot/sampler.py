"""Sampling worlds: full states consistent with everything one seat's view shows.

Every card whose place the seat knows is put there (its hand, played cards, the cards
it passed: in the receiver's hand until played, what it received); every other card is
dealt at random among the hidden places (the other hands and, during the pass phase, the
piles of the seats that have passed), never into a hand that a play revealed cannot hold
it (`Knowledge.forbidden`, from `rules.revealed`).
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import mask_bits
from engine.game import Game

from ..deck import BIT, codes
from ..state import PASSING, HeartsState
from .knowledge import Knowledge


def deal_constrained(cards: list[int], caps: list[int], forbidden: list[int],
                     rng: random.Random) -> list[int]:
    """Deal ``cards`` into places with the given capacities, never a card into a place
    that forbids it: the most constrained cards first, each to an allowed place with
    probability proportional to its free room; a dead end restarts the deal."""
    if not any(forbidden):
        order = cards[:]
        rng.shuffle(order)
        out, at = [], 0
        for cap in caps:
            m = 0
            for c in order[at:at + cap]:
                m |= BIT[c]
            out.append(m)
            at += cap
        return out
    places = range(len(caps))
    elig = {c: [q for q in places if not forbidden[q] >> c & 1] for c in cards}
    for _attempt in range(200):
        order = cards[:]
        rng.shuffle(order)
        order.sort(key=lambda c: len(elig[c]))
        room = caps[:]
        out = [0] * len(caps)
        ok = True
        for c in order:
            total = sum(room[q] for q in elig[c])
            if total <= 0:
                ok = False
                break
            r = rng.randrange(total)
            for q in elig[c]:
                r -= room[q]
                if r < 0:
                    room[q] -= 1
                    out[q] |= BIT[c]
                    break
        if ok:
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


class Sampler:
    """`sample_world` with a cache: the expert samples many worlds from one view, so
    everything but the hidden places is read and checked once (view, seat, knowledge,
    template world)."""

    def __init__(self) -> None:
        self._cache: tuple[dict[str, Any], int, Knowledge, HeartsState] | None = None

    def knowledge(self, game: Game[Any, Any], view: dict[str, Any], seat: int) -> Knowledge:
        cache = self._cache
        if cache is not None and cache[0] is view and cache[1] == seat:
            return cache[2]
        return Knowledge(game, view, seat)

    def sample(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
               rng: random.Random) -> HeartsState:
        cache = self._cache
        if cache is not None and cache[0] is view and cache[1] == seat:
            k, template = cache[2], cache[3]
            hands, passed, received = Sampler.deal_hidden(k, rng)
            copy = template.copy()
            copy.hands, copy.passed, copy.received = hands, passed, received
            copy.seed = rng.getrandbits(53)
            return copy
        k = Knowledge(game, view, seat)
        hands, passed, received = Sampler.deal_hidden(k, rng)
        data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
        data["hands"] = [codes(h) for h in hands]
        data["passed"] = [codes(m) if m else None for m in passed]
        data["received"] = [codes(m) if m else None for m in received]
        data["seed"] = rng.getrandbits(53)
        world: HeartsState = game.decode(data)  # the full check, once per view
        self._cache = (view, seat, k, world.copy())
        return world

    @staticmethod
    def deal_hidden(k: Knowledge, rng: random.Random
                    ) -> tuple[list[int], list[int], list[int]]:
        """Hands, passed and received masks of one world: the known cards where they
        are, the others dealt at random within the constraints."""
        view, table, n, me = k.view, k.table, k.n, k.me
        phase = view["phase"]
        offset = table.offset(view["hand_number"])
        hands = [0] * n
        hands[me] = k.hand
        passed = [0] * n
        received = [0] * n
        places: list[tuple[str, int]] = []
        caps: list[int] = []
        forbidden: list[int] = []
        fixed = [0] * n  # known cards in another seat's hand
        if phase == PASSING:
            passed[me] = k.passed_me
        elif offset:
            passed[me] = k.passed_me
            received[(me + offset) % n] = k.passed_me
            received[me] = k.received_me
            passed[(me - offset) % n] = k.received_me
            fixed[(me + offset) % n] = k.passed_me & ~k.played
        waiting = set(view["to_act"]) if phase == PASSING else set()
        for p in range(n):
            if p == me:
                continue
            places.append(("hand", p))
            caps.append(k.hand_sizes[p] - fixed[p].bit_count())
            forbidden.append(k.forbidden[p])
            if phase == PASSING and p not in waiting:
                places.append(("pass", p))
                caps.append(table.pass_count)
                forbidden.append(0)
        dealt = deal_constrained(k.out_list, caps, forbidden, rng)
        for (kind, p), mask in zip(places, dealt, strict=True):
            if kind == "hand":
                hands[p] = mask | fixed[p]
            else:
                passed[p] = mask
        if phase != PASSING and offset:
            for p in range(n):
                if passed[p]:
                    continue
                q = (p + offset) % n
                pick = rng.sample(mask_bits(hands[q] | k.played_by[q]), table.pass_count)
                passed[p] = sum(BIT[c] for c in pick)
                received[q] = passed[p]
        return hands, passed, received
