"""Sampling worlds for the Watten bot: a full state consistent with everything one seat's
view shows (`Knowledge`), every hidden card dealt at random among the hidden places (the
other hands, a hidden peeked or left cut card, the other seat's redeal discards)
respecting what the seat knows."""

from __future__ import annotations

import random
from typing import Any

from engine.games.watten.bot.estimates import BIT, bits_of, codes_of
from engine.games.watten.bot.knowledge import Knowledge
from engine.games.watten.codec import decode
from engine.games.watten.ranking import DECK
from engine.games.watten.state import WattenState


class WorldSampler:
    """The worlds of one seat's view: the view is read once (`Knowledge`), the first
    world is decoded strictly from the view and its deal, so a world that contradicts
    the view cannot be built; each later world is a copy of that one with the hidden
    cards dealt anew (hands, hidden cut takes, the hidden left or peeked cut card, the
    hidden redeal discards, the seed). It has the same places of the same sizes under the
    same constraints, so it passes the same checks, and it takes the same random draws
    as a fresh `sample_world`: the same worlds."""

    __slots__ = ("hidden_oop", "hidden_takes", "knowledge", "template", "view")

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.knowledge = Knowledge(view, seat)
        # per cut take and per out-of-play card, in view order: hidden from this seat?
        self.hidden_takes = [item["card"] is None for item in view["cut"]["taken"]]
        self.hidden_oop = [item["card"] is None for item in view["out_of_play"]]
        self.template: WattenState | None = None

    def __call__(self, rng: random.Random) -> WattenState:
        hands, takes, left, peek, oop = sample_hidden(self.knowledge, rng)
        seed = rng.getrandbits(53)
        t = self.template
        if t is None:
            t = self.template = _decode_world(self.view, hands, takes, left, peek, oop, seed)
            return t.copy()
        s = t.copy()
        s.hands = hands
        s.seed = seed
        if takes:
            it = iter(takes)
            s.cut_taken = [(p, next(it) if hidden else c) for (p, c), hidden
                           in zip(t.cut_taken, self.hidden_takes, strict=True)]
        if left is not None:
            assert t.cut_left is not None
            s.cut_left = (t.cut_left[0], left)
        if peek is not None:
            s.cut_peek = peek
        if oop:
            it = iter(oop)
            s.out_of_play = [(p, next(it) if hidden else c) for (p, c), hidden
                             in zip(t.out_of_play, self.hidden_oop, strict=True)]
        return s


def sample_world(view: dict[str, Any], seat: int, rng: random.Random) -> WattenState:
    """A state ``seat`` cannot tell from the real one (reads nothing but ``view``)."""
    return WorldSampler(view, seat)(rng)


def _decode_world(view: dict[str, Any], hands: list[int], takes: list[int], left: int | None,
                  peek: int | None, oop: list[int], seed: int) -> WattenState:
    """The view with the hidden cards filled in, decoded strictly."""
    data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
    data["hands"] = [codes_of(h) for h in hands]
    cut = dict(view["cut"])
    taken = []
    it = iter(takes)
    for item in cut["taken"]:
        if item["card"] is None:
            taken.append({"seat": item["seat"], "card": DECK.cards[next(it)].code})
        else:
            taken.append(item)
    cut["taken"] = taken
    if left is not None:
        cut["left"] = {"seat": cut["left"]["seat"], "card": DECK.cards[left].code}
    if peek is not None:
        cut["peek"] = DECK.cards[peek].code
    data["cut"] = cut
    oop_it = iter(oop)
    data["out_of_play"] = [item if item["card"] is not None else
                           {"seat": item["seat"], "card": DECK.cards[next(oop_it)].code}
                           for item in view["out_of_play"]]
    data["seed"] = seed
    return decode(data)


def fill_places(pool: int, caps: list[int], allowed: list[int], rng: random.Random
                ) -> list[int] | None:
    """Deal cards of ``pool`` into places (capacity, allowed mask), the most constrained
    place first, each card at random among those allowed; None on a dead end."""
    order = sorted(range(len(caps)), key=lambda i: ((allowed[i] & pool).bit_count(),
                                                    rng.random()))
    out = [0] * len(caps)
    left = pool
    for i in order:
        cap = caps[i]
        if not cap:
            continue
        cands = bits_of(allowed[i] & left)
        if len(cands) < cap:
            return None
        for c in rng.sample(cands, cap):
            out[i] |= BIT[c]
            left &= ~BIT[c]
    return out


def sample_hidden(k: Knowledge, rng: random.Random, attempts: int = 200
                  ) -> tuple[list[int], list[int], int | None, int | None, list[int]]:
    """Hidden hands (per seat, own hand included), the card of each hidden take, the
    hidden cut-left and peek cards, and the hidden out-of-play cards (in view order)."""
    n, me = k.n, k.me
    # the hands to deal: the others', and this seat's own while it lies face down (§1.6:
    # it holds the cards it took at the cut and unseen ones)
    others = [p for p in range(n) if p != me or k.hand_face_down]
    n_oop = sum(1 for item in k.view["out_of_play"] if item["card"] is None)
    for _ in range(attempts):
        pool = k.unseen
        fixed = [0] * n
        fixed[me] = k.own_taken
        takes: list[int] = []
        claimed = 0
        ok = True
        # 1. each hidden take the rules restrict (a critical): an allowed card the taker
        #    played, or one the taker still holds.
        for p, may_take in k.hidden_taken:
            if not k.deck_mask & ~may_take:
                takes.append(-1)  # any card of that seat: chosen after the deal
                continue
            room = k.sizes[p] - fixed[p].bit_count()
            cands = bits_of(k.played_by[p] & may_take & ~claimed)
            if room > 0:
                cands += bits_of(pool & may_take & ~k.forbidden[p] & ~claimed)
            if not cands:
                ok = False
                break
            c = rng.choice(cands)
            claimed |= BIT[c]
            takes.append(c)
            if pool & BIT[c]:
                pool &= ~BIT[c]
                fixed[p] |= BIT[c]
        if not ok:
            continue
        # 2. the other hands, the hidden cut cards and the other redeal discards
        caps = [k.sizes[p] - fixed[p].bit_count() for p in others]
        allowed = [k.deck_mask & ~k.forbidden[p] for p in others]
        extra = [int(k.cut_hidden_left), int(k.cut_hidden_peek), n_oop]
        caps += extra
        allowed += [k.deck_mask] * 3
        if any(c < 0 for c in caps):
            continue
        dealt = fill_places(pool, caps, allowed, rng)
        if dealt is None:
            continue
        hands = [0] * n
        if not k.hand_face_down:
            hands[me] = k.hand
        for p, m in zip(others, dealt, strict=False):
            hands[p] = m | fixed[p]
        left = bits_of(dealt[-3])[0] if k.cut_hidden_left else None
        peek = bits_of(dealt[-2])[0] if k.cut_hidden_peek else None
        oop = bits_of(dealt[-1])
        rng.shuffle(oop)
        # 3. an unrestricted take (a cutter who may bluff): any card he holds or played
        for i, (p, may_take) in enumerate(k.hidden_taken):
            if k.deck_mask & ~may_take:
                continue
            cands = bits_of((hands[p] | k.played_by[p]) & ~claimed)
            if not cands:
                ok = False
                break
            c = rng.choice(cands)
            claimed |= BIT[c]
            takes[i] = c
        if ok:
            return hands, takes, left, peek, oop
    raise ValueError("no deal of the hidden cards fits the view")
