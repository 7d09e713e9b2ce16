"""The search's lazily seeded rollout generator draws exactly what a seeded one draws."""

from __future__ import annotations

import random

from engine.bots.expert import SeededAtFirstDraw


def draws(rng: random.Random) -> list[object]:
    cards = list(range(20))
    rng.shuffle(cards)
    return [rng.random(), rng.randrange(7), rng.getrandbits(40), rng.choice("abcdef"),
            rng.sample(range(50), 5), cards, rng.uniform(1, 2)]


def test_a_reseeded_generator_draws_what_seed_gives():
    lazy = SeededAtFirstDraw()
    for seed in (0, 1, 2**63 + 5, 12345):
        lazy.reseed(seed)
        assert draws(lazy) == draws(random.Random(seed))


def test_a_seed_never_drawn_from_is_replaced_by_the_next():
    lazy = SeededAtFirstDraw()
    lazy.reseed(1)
    lazy.reseed(2)
    assert draws(lazy) == draws(random.Random(2))
    lazy.reseed(3)
    first = lazy.random()
    lazy.reseed(3)  # the same seed again starts the same numbers again
    assert lazy.random() == first == random.Random(3).random()
