"""The Karnöffel kit (engine/bots/karnoeffel.py): the sampler against everything a view
shows, the heuristic's legality and blindness to hidden cards, its rules of thumb (the
Devil kept for a lead, no specials wasted, cheap wins, a partner's trick neither overtaken
nor spoiled, the partner's visible hand used), the evaluation scale, and a small fixed-seed
strength smoke test (the tournaments are `make arena`)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Card, Move, get_game
from engine.bots import choose_move
from engine.games.karnoeffel.bot import MATCH_BONUS, KarnoeffelKit
from tests.bots.positions import positions
from tests.games.karnoeffel.support import new_round

GAME = get_game("karnoeffel")
KIT = GAME.bot_kit
assert isinstance(KIT, KarnoeffelKit)
PRESETS = sorted(GAME.presets)
VARIANTS = {**{p: GAME.presets[p] for p in PRESETS},
            "led_suit": {"power_loss_scope": "led_suit"}}


def world_positions(preset: str | None, seed: int, count: int) -> list[tuple[Any, int]]:
    return positions("karnoeffel", preset, seed=seed, count=count, keep=0.4)


def option_positions(options: dict[str, Any], seed: int, count: int
                     ) -> list[tuple[Any, int]]:
    """``count`` (state, seat) decision points of seeded random matches under
    ``options``, reached by legal moves only (anything that fails here fails the test)."""
    opts = GAME.resolve_options(options)
    rng = random.Random(f"karnoeffel-positions:{sorted(options.items())}:{seed}")
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        state = GAME.new_state(opts, seed=rng.getrandbits(32))
        while GAME.phase(state) != "match_over" and len(out) < count:
            seat = GAME.to_act(state)[0]
            if rng.random() < 0.4:
                out.append((GAME.copy_state(state), seat))
            state = GAME.apply(state, GAME.random_move(state, seat, rng)).state
    return out


# ----- the sampler ------------------------------------------------------------------------

@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_sampled_worlds_agree_with_everything_the_seat_knows(variant):
    options = VARIANTS[variant]
    rng = random.Random(1)
    n = GAME.resolve_options(options).players
    for state, _ in option_positions(options, seed=2, count=40):
        real = GAME.encode(state)
        for seat in range(n):
            view = GAME.view(state, seat)
            for _ in range(2):
                world = KIT.sample_world(GAME, view, seat, rng)
                data = GAME.encode(world)
                assert GAME.view(world, seat) == view
                assert GAME.encode(GAME.decode(data)) == data
                assert GAME.to_act(world) == GAME.to_act(state)
                assert GAME.legal_moves(world, seat) == GAME.legal_moves(state, seat)
                # every face-up card stays with its seat; the hidden cards are unseen ones
                for p in range(n):
                    up = data["face_up"][p]
                    assert up is None or up in data["hands"][p]
                seen = {c for h in view["hands"] if h for c in h}
                seen |= {x["card"] for t in view["tricks"] for x in t["cards"]}
                seen |= {x["card"] for x in view["trick"]["cards"]}
                for p in range(n):
                    if view["hands"][p] is None:
                        assert not seen & set(data["hands"][p])
                        assert len(data["hands"][p]) == len(real["hands"][p])


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_search_sampler_draws_the_worlds_sample_world_decodes(variant):
    """`world_sampler` reads the view once and copies its first decoded world: every
    world it draws is the one a strict decode of the view gives for the same random
    numbers, also after the search played on an earlier world."""
    options = VARIANTS[variant]
    n = GAME.resolve_options(options).players
    for state, _ in option_positions(options, seed=3, count=15):
        for seat in range(n):
            view = GAME.view(state, seat)
            sampler = KIT.world_sampler(GAME, view, seat)
            fast, strict = random.Random(seat), random.Random(seat)
            for _ in range(3):
                world = sampler(fast)
                assert GAME.encode(world) == GAME.encode(
                    KIT.sample_world(GAME, view, seat, strict))
                assert GAME.view(world, seat) == view
                KIT.playout(GAME, world, random.Random(1))  # what the search does to it


@pytest.mark.parametrize("any_suit", [False, True])
def test_the_rollouts_remembered_trick_winners_are_the_rules_winners(any_suit):
    """The policy's memo of `winning_position` answers what the rules answer, for every
    chosen suit and both scopes of the power loss, whether remembered or computed."""
    from engine.games.karnoeffel.bot.rollout import _WINNERS, _winner
    from engine.games.karnoeffel.rules import POWERS, winning_position

    rng = random.Random(9)
    _WINNERS.clear()
    for _ in range(3000):
        chosen = rng.randrange(4)
        cards = tuple(rng.sample(range(48), rng.randint(1, 4)))
        key = (chosen + 4 * any_suit, *cards)
        want = winning_position(cards, POWERS[chosen], any_suit)
        assert _winner(key, POWERS[chosen], any_suit) == want
        assert _winner(key, POWERS[chosen], any_suit) == want  # now from the memo


def test_sampler_spreads_the_hidden_cards_and_shows_the_partner():
    state = GAME.new_state(GAME.resolve_options(), seed=5)
    view = GAME.view(state, 0)
    rng = random.Random(2)
    where: dict[int, set[str]] = {1: set(), 3: set()}
    for _ in range(60):
        data = GAME.encode(KIT.sample_world(GAME, view, 0, rng))
        assert data["hands"][2] == view["hands"][2]  # the partner's visible hand
        for p in (1, 3):
            where[p] |= set(data["hands"][p]) - {data["face_up"][p]}
    # 48 cards less 10 seen and the two face-up ones of seats 1 and 3: 36 unseen
    assert len(where[1]) == len(where[3]) == 36


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_sampler_can_give_a_hidden_seat_exactly_the_cards_the_view_does_not_show(
        seed, preset):
    """Every card the view does not show (not in a visible hand, not face up, not played)
    may be in a hidden hand, and no other card is ever put there (seed 003: only the
    face-up cards and the partner's hand are shown)."""
    state = GAME.new_state(GAME.resolve_options(preset=preset), seed=seed)
    for _ in range(seed):  # also after a few cards
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    shown = {c for h in view["hands"] if h is not None for c in h}
    shown |= {c for c in view["face_up"] if c is not None}
    shown |= {x["card"] for t in [*view["tricks"], view["trick"]] for x in t["cards"]}
    unseen = {c.code for c in GAME.deck(GAME.resolve_options())} - shown
    hidden = [p for p, h in enumerate(view["hands"]) if h is None]
    rng = random.Random(seed)
    where: dict[int, set[str]] = {p: set() for p in hidden}
    for _ in range(200):  # a seat needing 3 of 35 cards misses one with chance < 1e-6
        data = GAME.encode(KIT.sample_world(GAME, view, seat, rng))
        for p in hidden:
            where[p] |= set(data["hands"][p]) - {view["face_up"][p]}
    assert all(cards == unseen for cards in where.values())


def test_closed_partner_hand_is_sampled():
    state = GAME.new_state(GAME.resolve_options(preset="closed"), seed=5)
    view = GAME.view(state, 0)
    rng = random.Random(3)
    partner_hands = {tuple(GAME.encode(KIT.sample_world(GAME, view, 0, rng))["hands"][2])
                     for _ in range(10)}
    assert len(partner_hands) > 1


# ----- the heuristic: legal, every decision, no peeking ------------------------------------

@pytest.mark.parametrize("preset", PRESETS)
def test_heuristic_plays_legal_moves_and_deals(preset):
    rng = random.Random(5)
    types = set()
    for state, seat in world_positions(preset, seed=3, count=80):
        view = GAME.view(state, seat)
        world = KIT.sample_world(GAME, view, seat, rng)
        move = KIT.heuristic_move(GAME, view, seat, world, rng)
        assert GAME.check(state, move) is None
        rollout = KIT.rollout_move(GAME, world, seat, rng)
        assert GAME.check(world, rollout) is None
        types.add(move.type)
    assert types == {"play", "deal"}


def test_heuristic_does_not_depend_on_hidden_cards():
    rng = random.Random(6)
    compared = 0
    for preset in PRESETS:
        for state, seat in world_positions(preset, seed=4, count=40):
            view = GAME.view(state, seat)
            worlds = [state] + [KIT.sample_world(GAME, view, seat, rng) for _ in range(2)]
            seed = rng.getrandbits(32)
            moves = {KIT.heuristic_move(GAME, view, seat, w, random.Random(seed))
                     for w in worlds}
            assert len(moves) == 1
            compared += 1
    assert compared >= 100


# ----- rules of thumb ------------------------------------------------------------------
# Dealer 3, seat 0 leads; each hand's face-up card first. The chosen suit is S (the
# lowest face-up card is an S): SU Karnöffel, S7 Devil, S6 Pope, S2 Emperor, S3 S4 S5.

def heuristic(state: Any, seed: int = 1) -> Move:
    seat = GAME.to_act(state)[0]
    move = choose_move(GAME, GAME.view(state, seat), seat, "heuristic", seed=seed).move
    assert GAME.check(state, move) is None
    return move


def card(seat: int, code: str) -> Move:
    return Move(seat, "play", card=Card.parse(code))


def after(state: Any, *codes: str) -> Any:
    for code in codes:
        state = GAME.apply(state, card(GAME.to_act(state)[0], code)).state
    return state


DEVIL_DEAL = [["EK", "SU", "S7", "E3", "G3"], ["GO", "S6", "G4", "H4", "E5"],
              ["HU", "G5", "H5", "E6", "G6"], ["S8", "H6", "E9", "G9", "H9"]]


def test_keeps_the_devil_for_a_lead_after_trick_one():
    state = new_round(DEVIL_DEAL, dealer=3)
    assert GAME.encode(state)["chosen_suit"] == "S"
    assert heuristic(state).card != Card.parse("S7")  # never led to trick 1
    state = after(state, "SU", "G4", "G5", "H6")  # the Karnöffel takes trick 1
    assert heuristic(state) == card(0, "S7")  # the Devil now stands: lead it


def test_follows_without_the_devil_while_it_can_still_be_led():
    # the non-led Devil is a blank (§2.6), but kept for a later lead, even over specials
    deal = [["EK", "SU", "E8", "E3", "G3"], ["S3", "S7", "S4", "S5", "S6"],
            ["HU", "G5", "H5", "E6", "G6"], ["S8", "H6", "E9", "G9", "H9"]]
    state = after(new_round(deal, dealer=3), "SU")  # the Karnöffel: nothing wins
    assert heuristic(state) == card(1, "S5")


def test_wastes_no_special_on_a_lost_trick():
    state = after(new_round(DEVIL_DEAL, dealer=3), "SU")  # nothing beats the Karnöffel
    assert heuristic(state) == card(1, "G4")


def test_last_to_play_wins_cheaply():
    deal = [["EK", "E9", "G3", "H3", "E3"], ["GO", "E8", "G4", "H4", "G2"],
            ["HU", "E5", "H5", "G6", "H2"], ["S8", "ET", "S6", "S2", "G9"]]
    state = after(new_round(deal, dealer=3), "E9", "E8", "E5")
    assert heuristic(state) == card(3, "ET")  # not the Pope or the Emperor


def test_does_not_spoil_the_partners_trick():
    # seat 1's S5 wins unless a King, Ober or Unter joins the trick: seat 3, last, holds
    # only such plain cards (each would hand the trick to seat 0's G9) and two specials;
    # it keeps the trick with the cheaper special
    deal = [["S8", "G9", "E3", "H3", "E4"], ["GO", "S5", "G4", "H4", "E5"],
            ["HT", "G2", "H5", "E6", "G6"], ["EK", "HO", "EU", "S6", "S2"]]
    state = after(new_round(deal, dealer=3), "G9", "S5", "G2")
    assert heuristic(state) == card(3, "S2")


@pytest.mark.parametrize("visible", [True, False])
def test_uses_the_partners_visible_hand(visible):
    # seat 1 could take seat 0's EK with the Pope; its partner (seat 3, last) holds the
    # Karnöffel: seen, seat 1 sheds its lowest card; unseen, it plays the Pope
    deal = [["EK", "G9", "E3", "H3", "E4"], ["GO", "S6", "G2", "H4", "E5"],
            ["S8", "GT", "H5", "E6", "G6"], ["HU", "SU", "H2", "E9", "G8"]]
    state = after(new_round(deal, dealer=3, partner_hands_visible=visible), "EK")
    assert heuristic(state) == card(1, "G2" if visible else "S6")


# ----- evaluation ------------------------------------------------------------------------

def test_evaluation_is_plus_or_minus_one_for_the_round():
    state = new_round(DEVIL_DEAL, dealer=3)
    start = state
    while GAME.phase(state) == "play":
        state = GAME.apply(state, KIT.rollout_move(GAME, state, GAME.to_act(state)[0],
                                                   random.Random(0))).state
    hand = GAME.hand_result(state)
    assert hand is not None
    side = hand.winners[0]
    assert KIT.hand_over(GAME, state)
    assert KIT.evaluate(GAME, state, side, start) == 1.0
    assert KIT.evaluate(GAME, state, 1 - side, start) == -1.0
    data = GAME.encode(start)
    data["scores"] = [6, 6]
    state = GAME.decode(data)
    while GAME.phase(state) == "play":
        state = GAME.apply(state, KIT.rollout_move(GAME, state, GAME.to_act(state)[0],
                                                   random.Random(0))).state
    assert GAME.phase(state) == "match_over"
    assert KIT.evaluate(GAME, state, side, start) == 1.0 + MATCH_BONUS


# ----- the expert ------------------------------------------------------------------------

def test_expert_plays_legal_moves():
    for preset in PRESETS:
        for i, (state, seat) in enumerate(world_positions(preset, seed=6, count=6)):
            move = choose_move(GAME, GAME.view(state, seat), seat, "expert", seed=i,
                               budget_ms=600_000, iterations=20).move
            assert GAME.check(state, move) is None
