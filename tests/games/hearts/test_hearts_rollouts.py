"""The expert's fast Hearts rollout against the engine's rules.

`rollout.play_to_the_end` plays the card phase on local variables and
`HeartsKit.rollout_value` scores it without writing a state; here both are replayed
move by move through the public `Game.apply` (every card checked by the rules) with the
policy of `rollout_move` and the same random numbers, and must give the same cards, the
same points taken, the same hand points and the same value, over the option presets and
the options that change the rules of play (hearts broken by SQ, a heart lead instead of
SQ, Omnibus with the moon needing DJ, removed cards, a penalized revoke)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import get_game
from engine.bots.base import BotKit
from engine.cards import Card
from engine.games.hearts import HeartsKit
from engine.games.hearts.bot import rollout
from engine.games.hearts.bot.heuristic import high_rank
from engine.games.hearts.deck import IDX, SUIT_MASKS
from engine.games.hearts.options import PRESETS
from engine.games.hearts.scoring import jd_seat
from tests.games.hearts.support import options, scripted_hand

GAME = get_game("hearts")
OVER = ("hand_over", "match_over")
OPTION_SETS: list[dict[str, Any]] = [
    *({"preset": name} for name in PRESETS),
    {"options": {"qs_breaks_hearts": True}},
    {"options": {"can_lead_hearts_instead_of_qs": True}},
    {"options": {"omnibus": True, "moon_requires_jd": True, "moon_mode": "shooter_choice"}},
    {"options": {"players": 3, "qs_breaks_hearts": True, "omnibus": True}},
    {"options": {"removed_cards": ["C2", "D2", "S2", "S3"]}},
    {"options": {"illegal_move_policy": "penalize", "pass_count": 4, "target": 30}},
]


def ids(case: dict[str, Any]) -> str:
    return str(case.get("preset") or case["options"])


def states(case: dict[str, Any], seed: int, count: int) -> list[Any]:
    """Every phase of random hands: pass, trick 1 and later tricks, part-played tricks."""
    options = GAME.resolve_options(case.get("options"), preset=case.get("preset"))
    rng = random.Random(f"hearts-rollouts:{ids(case)}:{seed}")
    out: list[Any] = []
    while len(out) < count:
        state = GAME.new_state(options, seed=rng.getrandbits(32))
        # matches already under way: scores near the target end some matches in the hand
        state.scores = [rng.randrange(options.target) for _ in range(state.n)]
        while state.phase not in OVER and len(out) < count:
            if state.phase in ("passing", "play") and rng.random() < 0.25:
                out.append(GAME.copy_state(state))
            seats = GAME.to_act(state)
            GAME.apply_in_place(state, GAME.random_move(state, seats[0], rng))
    return out


def engine_playout(start: Any, rng: random.Random) -> tuple[Any, list[int]]:
    """`rollout_move` to the end of the hand through the checked `Game.apply`; the
    cards played from the first card of the card phase on."""
    state = start
    cards: list[int] = []
    for _ in range(200):
        if state.phase in OVER:
            return state, cards
        seat = GAME.to_act(state)[0]
        move = HeartsKit().rollout_move(GAME, state, seat, rng)
        if move.type == "play":
            cards.append(IDX[move.card])
        state = GAME.apply(state, move).state
    raise AssertionError("the playout did not end the hand")


@pytest.mark.parametrize("case", OPTION_SETS, ids=ids)
def test_play_to_the_end_plays_the_cards_and_points_of_the_engine(case):
    """From the same state and the same random numbers, the fast loop plays exactly the
    cards `rollout_move` plays through the engine, and ends with the engine's points
    taken, hearts broken and DJ's taker."""
    for i, start in enumerate(states(case, seed=1, count=40)):
        if start.phase != "play":
            continue
        before = GAME.encode(start)
        slow_rng, fast_rng = random.Random(i), random.Random(i)
        end, slow_cards = engine_playout(start, slow_rng)
        first = IDX[HeartsKit().rollout_move(GAME, start, start.turn, fast_rng).card]
        played: list[int] = []
        draws = iter(fast_rng.random, -1.0)  # the generator's numbers, one per next()
        taken, jd, broken = rollout.play_to_the_end(start, first, draws, played)
        assert played == slow_cards
        assert taken == end.taken
        assert broken == end.broken
        if start.table.omnibus:
            assert jd == jd_seat(end.tricks)
        assert fast_rng.getstate() == slow_rng.getstate()
        assert GAME.encode(start) == before  # the loop changed nothing in the state


@pytest.mark.parametrize("case", OPTION_SETS, ids=ids)
def test_the_kits_rollout_value_is_the_engines(case):
    """`HeartsKit.rollout_value` (no copy in play, the passes without Move objects, the
    points scored without a state, an early stop once every point is taken) equals the
    rollout of the engine: the world copied, the move applied, `rollout_move` to the end
    of the hand through `Game.apply` with the replayed numbers, `evaluate`; and it leaves
    the world as it was."""
    kit = HeartsKit()
    reference = HeartsKit()
    for i, world in enumerate(states(case, seed=2, count=30)):
        seat = GAME.to_act(world)[0]
        before = GAME.encode(world)
        moves = GAME.legal_moves(world, seat)
        for move in random.Random(i).sample(moves, min(3, len(moves))):
            seed = 1000 + i
            value = kit.rollout_value(GAME, world, move, seat, seed, random.Random())
            played = GAME.apply(world, move).state
            end, _cards = engine_playout(played, reference.rollout_rng(seed, random.Random()))
            assert value == reference.evaluate(GAME, end, seat, world)
            assert value == BotKit.rollout_value(kit, GAME, world, move, seat, seed,
                                                 random.Random())
        assert GAME.encode(world) == before


def test_the_remembered_ranks_are_quick_cards():
    """`lowest_rank` and `highest_rank` (remembered per mask) pick `quick_card`'s lead
    (lowest rank, first suit of a tie) and last discard (highest rank, first suit)."""
    rng = random.Random(3)
    for _ in range(3000):
        mask = 0
        for c in rng.sample(range(52), rng.randrange(1, 14)):
            mask |= 1 << c
        lead = -1
        for suit in SUIT_MASKS:
            m = mask & suit
            if m:
                c = (m & -m).bit_length() - 1
                if lead < 0 or c % 13 < lead % 13:
                    lead = c
        assert rollout.lowest_rank(mask) == lead
        assert rollout.highest_rank(mask) == high_rank(mask)
        assert rollout.quick_card(0, 0, -1, False, 4, mask, False) == lead



@pytest.mark.parametrize("option", [False, True])
def test_a_lead_from_hearts_and_sq_before_hearts_are_broken(option):
    """Seat 0 wins trick 1 and then holds SQ and eleven hearts, hearts unbroken: it must
    lead SQ (§3.5 rule 5), or with `can_lead_hearts_instead_of_qs` may lead a heart,
    which the policy does (the lowest, away from SQ). The loop plays what the engine
    plays."""
    opts = options(can_lead_hearts_instead_of_qs=option)
    hearts = [f"H{r}" for r in "23456789TJQ"]
    start, _post = scripted_hand(opts, 1, [["C2", "C3", "C4", "CA"]],
                                 holdings={0: ["SQ", *hearts]}, fill={0: "exact"})
    heart_leads = 0
    for i in range(20):
        slow_rng, fast_rng = random.Random(i), random.Random(i)
        _end, slow_cards = engine_playout(start, slow_rng)
        first = IDX[HeartsKit().rollout_move(GAME, start, start.turn, fast_rng).card]
        played: list[int] = []
        rollout.play_to_the_end(start, first, iter(fast_rng.random, -1.0), played)
        assert played == slow_cards
        assert played[:4] == [IDX[Card.parse(c)] for c in ("C2", "C3", "C4", "CA")]
        if not option:
            assert played[4] == IDX[Card.parse("SQ")]
        else:  # H2, or a random card (ROLLOUT_EPSILON): SQ or a heart
            assert played[4] in {IDX[Card.parse(c)] for c in ["SQ", *hearts]}
            heart_leads += played[4] == IDX[Card.parse("H2")]
    assert not option or heart_leads >= 15
