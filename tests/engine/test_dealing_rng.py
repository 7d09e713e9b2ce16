"""`hand_rng` and `first_dealer` write out `rng_for`'s seed string for speed: they must draw
exactly what `rng_for` draws (a different string would change every deal of every seed)."""

import random

import pytest

from engine.dealing import first_dealer, hand_rng, rng_for


@pytest.mark.parametrize("seed", [0, 1, 7, 123_456_789, 2**53])
def test_hand_rng_is_rng_for_of_match_and_hand(seed):
    for match, hand in [(0, 0), (0, 1), (2, 11)]:
        assert hand_rng(seed, match, hand).random() == rng_for(seed, match, hand).random()
        assert hand_rng(seed, match, hand, "cut", 2).random() == \
            rng_for(seed, match, hand, "cut", 2).random()
    # the documented string, so a stored seed keeps dealing the same cards
    assert hand_rng(seed, 0, 1).random() == random.Random(f"stichwerk:{seed}:0:1").random()


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_first_dealer_is_rng_for_first_dealer(players):
    for seed in range(40):
        assert first_dealer(seed, players) == rng_for(seed, "first_dealer").randrange(players)
