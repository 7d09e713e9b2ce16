"""The Watten kit (engine/games/watten/bot/): the sampler against everything a view shows and
every holding play revealed, the heuristic's legality for every decision type of every
variant, its blindness to hidden cards, a few rules of thumb, the evaluation scale, and the
expert's legality (strength: test_watten_strength.py)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Card, get_game
from engine.bots import choose_move
from engine.game import Move
from engine.games.watten import DECK, rules
from engine.games.watten.bot.kit import MATCH_BONUS
from engine.games.watten.bot.knowledge import Knowledge
from engine.games.watten.bot.sampler import fill_places
from engine.games.watten.ranking import CRITICAL_MASK
from tests.games.watten.helpers import deal_state

GAME = get_game("watten")
KIT = GAME.bot_kit

# Every preset, and option sets that reach the other decisions and duties.
OPTION_SETS: list[dict[str, Any]] = [
    *({"preset": p} for p in sorted(GAME.presets)),
    {"schlecken": "alternating"},
    {"schlecken": "cutter_only", "schlecken_bluff": True},
    {"schlecken": "alternating", "schlecken_bluff": True, "players": 2},
    {"tense_mode": "pagat", "target": 5},
    {"tense_value_applies_to": "tense_side_only", "target": 5, "raise_cap": "points_to_win"},
    {"tok_scope": "trump_holders"},
    {"tok_mode": "on_call"},
    {"illegal_move_policy": "penalize"},
    {"variant": "tyrolean", "tyrol_linke_forced": False},
    {"variant": "tyrolean", "players": 2, "tyrol_rechte_exempt": True, "tyrol_guate": False},
    {"raise_window": "after_deal", "schlag_must_hold_rank": True, "max_redeals": 2},
    {"players": 3, "target": 5},
]
IDS = [str(o) for o in OPTION_SETS]


def options_of(option_set: dict[str, Any]) -> Any:
    rest = {k: v for k, v in option_set.items() if k != "preset"}
    return GAME.resolve_options(rest, preset=option_set.get("preset"))


def positions(option_set: dict[str, Any], seed: int, count: int, keep: float = 0.35
              ) -> list[tuple[Any, int]]:
    """``count`` (state, seat of to_act) pairs from seeded random matches."""
    options = options_of(option_set)
    rng = random.Random(f"watten-positions:{option_set}:{seed}")
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        state = GAME.new_state(options, seed=rng.getrandbits(32))
        for _ in range(300):
            seats = GAME.to_act(state)
            seat = seats[rng.randrange(len(seats))]
            if rng.random() < keep:
                out.append((GAME.copy_state(state), seat))
                if len(out) >= count:
                    break
            GAME.apply_in_place(state, GAME.random_move(state, seat, rng))
            if state.phase == "match_over":
                break
    return out


def cards(*codes: str) -> list[str]:
    return list(codes)


def play(state: Any, *moves: Move) -> Any:
    for move in moves:
        state = GAME.apply(state, move).state
    return state


def card_move(seat: int, code: str) -> Move:
    return Move(seat, "play", card=Card.parse(code))


def heuristic(state: Any, seat: int | None = None, seed: int = 1) -> Move:
    seat = GAME.to_act(state)[0] if seat is None else seat
    move = choose_move(GAME, GAME.view(state, seat), seat, "heuristic", seed=seed).move
    assert GAME.check(state, move) is None
    return move


def card_choice(state: Any) -> Move:
    """The heuristic's card; a raise it makes first is held by the other side."""
    for _ in range(3):
        move = heuristic(state)
        if move.type != "raise":
            return move
        state = play(state, move)
        state = play(state, Move(GAME.to_act(state)[0], "hold"))
    raise AssertionError("raised again and again")


# ----- the sampler ----------------------------------------------------------------------

def replay_is_legal(world: Any) -> None:
    """Every card played in the hand was legal with the sampled hands: a seat's hand at
    a play is its hand now plus every card it played from then on (§1.9 duties)."""
    n = world.options.players
    history = [(t.leader, list(t.cards)) for t in world.tricks]
    if world.trick:
        history.append((world.trick_leader, list(world.trick)))
    later = [0] * n
    for ti in reversed(range(len(history))):
        leader, cards = history[ti]
        for j in reversed(range(len(cards))):
            p, c = (leader + j) % n, cards[j]
            later[p] |= 1 << c
            s = world.copy()
            s.tricks = world.tricks[:ti]
            s.trick = cards[:j]
            s.trick_leader = leader
            s.phase = "play"
            s.pending_raise = None
            s.hands = [world.hands[q] | later[q] for q in range(n)]
            assert rules.playable(s, p) >> c & 1, (
                f"seat {p} could not have played {DECK.cards[c]} with "
                f"{DECK.codes(s.hands[p])}")


def check_world(state: Any, seat: int, world: Any) -> None:
    view = GAME.view(state, seat)
    assert GAME.view(world, seat) == view  # everything the seat sees, unchanged
    again = GAME.decode(GAME.encode(world))
    assert GAME.encode(again) == GAME.encode(world)
    assert GAME.to_act(world) == GAME.to_act(state)
    assert GAME.legal_moves(world, seat) == GAME.legal_moves(state, seat)
    # every card in one place at most: hands, tricks, discards, the cut
    places = [c for h in world.hands for c in range(len(DECK)) if h >> c & 1]
    places += [c for t in world.tricks for c in t.cards]
    places += list(world.trick) + [c for _, c in world.out_of_play]
    places += [c for c in (world.cut_peek, world.cut_left and world.cut_left[1])
               if c is not None]
    assert len(places) == len(set(places))
    # a card another seat took at the cut is a critical unless the cutter could bluff
    cutter = rules.cutter(world)
    for p, c in world.cut_taken:
        if not (world.options.schlecken_bluff and p == cutter):
            assert (1 << c) & CRITICAL_MASK
    # and it is part of the taker's hand (§1.5): held or played by it, each card once
    played_by = [0] * world.options.players
    for t in world.tricks:
        for p, c in t.plays(world.options.players):
            played_by[p] |= 1 << c
    for j, c in enumerate(world.trick):
        played_by[(world.trick_leader + j) % world.options.players] |= 1 << c
    taken = [c for _, c in world.cut_taken]
    assert len(taken) == len(set(taken))
    for p, c in world.cut_taken:
        assert (world.hands[p] | played_by[p]) >> c & 1
    replay_is_legal(world)


@pytest.mark.parametrize("option_set", OPTION_SETS, ids=IDS)
def test_sampled_worlds_agree_with_everything_the_seat_knows(option_set):
    rng = random.Random(7)
    constrained = 0
    for state, _ in positions(option_set, seed=1, count=60):
        replay_is_legal(state)  # the checker itself accepts the real history
        for seat in range(state.options.players):
            k = Knowledge(GAME.view(state, seat), seat)
            constrained += any(k.forbidden[p] for p in range(k.n) if p != seat)
            for _ in range(2):
                check_world(state, seat, KIT.sample_world(GAME, GAME.view(state, seat),
                                                          seat, rng))
    if option_set.get("variant") == "tyrolean" or option_set.get("preset") == "tyrolean":
        assert constrained  # trump leads happened and revealed holdings


@pytest.mark.parametrize("option_set", OPTION_SETS, ids=IDS)
def test_the_search_sampler_draws_the_worlds_sample_world_decodes(option_set):
    """`world_sampler` reads the view once and copies its first decoded world: every
    world it draws is the one a strict decode of the view gives for the same random
    numbers, also after the search played on an earlier world."""
    for state, _ in positions(option_set, seed=3, count=12):
        for seat in range(state.options.players):
            view = GAME.view(state, seat)
            sampler = KIT.world_sampler(GAME, view, seat)
            fast, strict = random.Random(seat), random.Random(seat)
            for _ in range(3):
                world = sampler(fast)
                assert GAME.encode(world) == GAME.encode(
                    KIT.sample_world(GAME, view, seat, strict))
                check_world(state, seat, world)
                KIT.playout(GAME, world, random.Random(1))  # what the search does to it


def test_sampler_spreads_the_hidden_cards():
    state = GAME.new_state(GAME.resolve_options(), seed=3)
    view = GAME.view(state, 0)
    rng = random.Random(3)
    where: dict[int, set[str]] = {}
    for _ in range(80):
        world = KIT.sample_world(GAME, view, 0, rng)
        for p in (1, 2, 3):
            for c in DECK.codes(world.hands[p]):
                where.setdefault(p, set()).add(c)
    # 27 unseen cards (15 in hands, 12 in the stock) reach every hidden hand
    assert all(len(where[p]) == 27 for p in (1, 2, 3))


@st.composite
def places_to_fill(draw):
    """A pool of hidden cards, places with room and the cards each may hold, built
    around one fill that respects them (so a fill exists)."""
    places = draw(st.integers(min_value=1, max_value=6))
    cards = draw(st.lists(st.integers(min_value=0, max_value=len(DECK) - 1), min_size=1,
                          max_size=len(DECK), unique=True))
    truth = [draw(st.integers(min_value=-1, max_value=places - 1)) for _ in cards]
    caps = [truth.count(q) for q in range(places)]
    allowed = [0] * places
    for c, q in zip(cards, truth, strict=True):
        for p in range(places):
            if p == q or draw(st.booleans()):
                allowed[p] |= 1 << c
    return sum(1 << c for c in cards), caps, allowed


@settings(max_examples=150)
@given(problem=places_to_fill(), seed=st.integers(min_value=0, max_value=2**32))
def test_fill_places_fills_every_place_with_cards_it_may_hold(problem, seed):
    """The sampler's dealing (`fill_places`): a fill gives every place exactly its room
    from the pool and its allowed cards, no card twice; it may give up (None: the
    sampler tries again), but never when every place may hold every card."""
    pool, caps, allowed = problem
    for allow in (allowed, [pool] * len(caps)):
        out = fill_places(pool, caps, allow, random.Random(seed))
        if out is None:
            assert allow is allowed
            continue
        assert [m.bit_count() for m in out] == caps
        assert all(not m & ~(a & pool) for m, a in zip(out, allow, strict=True))
        combined = 0
        for m in out:
            assert not combined & m
            combined |= m
    tight = sum(1 << c for c in range(sum(caps)))  # exactly as many cards as room
    assert fill_places(tight, caps, [tight] * len(caps), random.Random(seed))


TOK_HANDS = [  # dealer 3: seat 0 leads; Schlag O, trump G → Hauptschlag GO
    cards("GO", "GA", "E9", "H9", "S9"),
    cards("E8", "H8", "S8", "ET", "HT"),   # no trump, no critical
    cards("G9", "EA", "HA", "SA", "EK"),
    cards("HK", "G8", "ST", "SU", "EU"),
]


@pytest.mark.parametrize("scope", ["strict", "trump_holders"])
def test_trumpf_oder_kritisch_reveals_holdings(scope):
    """Seat 1 answered the Hauptschlag with a plain card: it holds no trump and (strict)
    no critical, in every world another seat samples."""
    options = GAME.resolve_options({"tok_scope": scope})
    state = deal_state(options, 3, TOK_HANDS)
    state = play(state, Move(0, "call_rank", rank="O"), Move(3, "call_suit", suit="G"),
                 card_move(0, "GO"), card_move(1, "E8"))
    rng = random.Random(1)
    for seat in (2, 3):
        view = GAME.view(state, seat)
        for _ in range(40):
            world = KIT.sample_world(GAME, view, seat, rng)
            check_world(state, seat, world)
            held = DECK.codes(world.hands[1])
            assert not [c for c in held if c[0] == "G"]
            if scope == "strict":
                assert not {"HK", "S7", "E7"} & set(held)


def test_tyrolean_trump_follow_reveals_holdings():
    """Seat 1 answered a trump lead with a plain card: no trump, no Weli, no Linke."""
    options = GAME.resolve_options({"variant": "tyrolean"})
    hands = [cards("GA", "GK", "E9", "H9", "S9"), cards("E8", "H8", "S8", "ET", "HT"),
             cards("G9", "EA", "HA", "SA", "EK"), cards("S6", "G8", "ST", "SU", "EU")]
    state = deal_state(options, 3, hands)
    state = play(state, Move(0, "call_rank", rank="U"), Move(3, "call_suit", suit="G"),
                 card_move(0, "GA"), card_move(1, "E8"))
    rng = random.Random(2)
    for _ in range(40):
        world = KIT.sample_world(GAME, GAME.view(state, 2), 2, rng)
        check_world(state, 2, world)
        held = DECK.codes(world.hands[1])
        assert not [c for c in held if c[0] == "G" or c[1] == "U" or c == "S6"]


def schlecken_state(option_set: dict[str, Any], want_critical: bool) -> Any:
    """A hand whose first cut card, peeked by the cutter, is (not) a critical."""
    options = GAME.resolve_options(option_set)
    for seed in range(500):
        state = GAME.new_state(options, seed=seed, dealer=0)
        if bool((1 << state.cut_peek) & CRITICAL_MASK) == want_critical:
            return state
    raise AssertionError("no such seed")


def test_cut_cards_are_known_to_their_taker_only():
    state = schlecken_state({"schlecken": "cutter_only"}, want_critical=True)
    cutter = rules.cutter(state)
    taken = state.cut_peek
    state = play(state, Move(cutter, "take_cut_card"))
    rng = random.Random(4)
    for seat in range(4):
        view = GAME.view(state, seat)
        for _ in range(20):
            world = KIT.sample_world(GAME, view, seat, rng)
            check_world(state, seat, world)
            (p, c), = world.cut_taken
            assert p == cutter and world.hands[cutter] >> c & 1
            if seat == cutter:
                assert c == taken


def test_a_card_left_at_the_cut_stays_out_for_the_peeker():
    state = schlecken_state({"schlecken": "alternating"}, want_critical=False)
    cutter = rules.cutter(state)
    left = state.cut_peek
    state = play(state, Move(cutter, "leave_cut_card"))
    rng = random.Random(5)
    others: set[int] = set()
    for seat in range(4):
        for _ in range(15):
            world = KIT.sample_world(GAME, GAME.view(state, seat), seat, rng)
            check_world(state, seat, world)
            if seat == cutter:
                assert world.cut_left == (cutter, left)
                assert not any(h >> left & 1 for h in world.hands)
            else:
                others.add(world.cut_left[1])
    assert len(others) > 1  # the others do not know which card it was


def test_a_bluffing_cutter_may_have_taken_any_card():
    state = schlecken_state({"schlecken": "cutter_only", "schlecken_bluff": True},
                            want_critical=False)
    cutter = rules.cutter(state)
    state = play(state, Move(cutter, "take_cut_card"))
    rng = random.Random(6)
    view = GAME.view(state, 1)
    sampler = KIT.world_sampler(GAME, view, 1)
    taken = set()
    for _ in range(300):
        world = sampler(rng)
        check_world(state, 1, world)
        taken.add(DECK.cards[world.cut_taken[0][1]].code)
    # any card seat 1 does not hold, critical or not
    assert taken == {c.code for c in GAME.deck(state.options)} - set(view["hands"][1])


@pytest.mark.parametrize(("bluff", "takes"), [(False, 2), (True, 3)])
def test_cards_taken_in_alternating_schlecken_are_their_takers_in_every_world(bluff, takes):
    """Alternating Schlecken (§1.5): the cutter may take two cards and the dealer one,
    face down (a bluffing cutter any card). Through the whole hand, in every world of
    every seat, each hidden take is a card its taker holds or has played, none taken
    twice (`check_world`)."""
    options = GAME.resolve_options({"schlecken": "alternating", "schlecken_bluff": bluff})
    rng = random.Random(12)
    hands_checked = 0
    for seed in range(3000):
        state = GAME.new_state(options, seed=seed, dealer=0)
        while state.phase == "cut":  # take whenever the rules allow it
            seat = GAME.to_act(state)[0]
            moves = GAME.legal_moves(state, seat)
            take = [m for m in moves if m.type == "take_cut_card"]
            state = play(state, (take or moves)[0])
        if len(state.cut_taken) < takes:
            continue
        hands_checked += 1
        while state.phase not in ("hand_over", "match_over"):
            for seat in range(4):
                view = GAME.view(state, seat)
                sampler = KIT.world_sampler(GAME, view, seat)
                for _ in range(2):
                    check_world(state, seat, sampler(rng))
            seats = GAME.to_act(state)
            state = play(state, GAME.random_move(state, seats[0], rng))
        if hands_checked == 2:
            return
    raise AssertionError(f"only {hands_checked} hands with {takes} cards taken at the cut")


def test_a_seat_whose_hand_lies_face_down_may_hold_any_card_it_has_not_seen():
    """§1.6: before trump is named only the dealer and the forehand look at their hands:
    another seat has seen no card, so its worlds may give it, and every other seat, any
    card of the pack."""
    state = GAME.new_state(GAME.resolve_options(), seed=3, dealer=3)
    seat = next(p for p in range(4) if p not in (state.dealer, state.forehand))
    view = GAME.view(state, seat)
    assert view["hands"][seat] is None
    rng = random.Random(10)
    where: dict[int, set[str]] = {p: set() for p in range(4)}
    for _ in range(120):
        world = KIT.sample_world(GAME, view, seat, rng)
        check_world(state, seat, world)
        for p in range(4):
            where[p] |= set(DECK.codes(world.hands[p]))
    pack = {c.code for c in GAME.deck(state.options)}
    assert all(cards == pack for cards in where.values())


def test_a_card_taken_at_the_cut_may_be_the_one_its_taker_has_just_played():
    """The cutter took a critical (§1.5) and plays a critical: for the other seats the
    card on the table may be the one it took, in the current trick as after it."""
    options = GAME.resolve_options({"schlecken": "cutter_only"})
    rng = random.Random(11)
    for seed in range(300):
        state = schlecken_state_seeded(options, seed)
        if state is None:
            continue
        cutter = rules.cutter(state)
        (_, took), = state.cut_taken
        while state.phase not in ("hand_over", "match_over"):
            seat = GAME.to_act(state)[0]
            moves = GAME.legal_moves(state, seat)
            mine = [m for m in moves if m.type == "play" and m.card == DECK.cards[took]]
            if seat == cutter and mine:
                state = play(state, mine[0])
                break
            state = play(state, rng.choice(moves))
        else:
            continue
        other = (cutter + 1) % 4
        for finished in (False, True):
            view = GAME.view(state, other)
            takes = set()
            for _ in range(30):
                world = KIT.sample_world(GAME, view, other, rng)
                check_world(state, other, world)
                takes.add(world.cut_taken[0][1])
            assert took in takes
            while not finished and state.trick and state.phase == "play":
                seat = GAME.to_act(state)[0]
                state = play(state, GAME.random_move(state, seat, rng))
        return
    raise AssertionError("no hand where the cutter plays the card it took")


def schlecken_state_seeded(options: Any, seed: int) -> Any:
    """The hand of ``seed`` after its cutter took the peeked card, if it could."""
    state = GAME.new_state(options, seed=seed, dealer=0)
    cutter = rules.cutter(state)
    if not (1 << state.cut_peek) & CRITICAL_MASK:
        return None
    state = play(state, Move(cutter, "take_cut_card"))
    while state.phase == "cut":
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        state = play(state, next(m for m in moves if m.type != "take_cut_card"))
    return state


def test_tyrolean_redeal_discards_stay_out_of_play():
    options = GAME.resolve_options({"variant": "tyrolean"})
    state = GAME.new_state(options, seed=4, dealer=3)
    state = play(state, Move(0, "request_redeal"), Move(3, "accept_redeal"))
    mine = {c for p, c in state.out_of_play if p == 0}
    for seat in range(4):
        # the search's sampler too: its later worlds deal the hidden discards anew
        view = GAME.view(state, seat)
        sampler = KIT.world_sampler(GAME, view, seat)
        fast, strict = random.Random(seat), random.Random(seat)
        for _ in range(10):
            world = sampler(fast)
            assert GAME.encode(world) == GAME.encode(
                KIT.sample_world(GAME, view, seat, strict))
            check_world(state, seat, world)
            if seat == 0:
                assert {c for p, c in world.out_of_play if p == 0} == mine


# ----- the heuristic: legal, every decision, no peeking ------------------------------------

def situation(state: Any) -> str:
    if state.pending_raise is not None:
        return "raise_answer"
    return str(state.phase)


@pytest.mark.parametrize("option_set", OPTION_SETS, ids=IDS)
def test_heuristic_plays_legal_moves(option_set):
    rng = random.Random(9)
    for state, seat in positions(option_set, seed=2, count=40):
        view = GAME.view(state, seat)
        world = KIT.sample_world(GAME, view, seat, rng)
        move = KIT.heuristic_move(GAME, view, seat, world, rng)
        assert GAME.parse_move(move.to_json(), state) == move  # well formed
        assert GAME.check(state, move) is None, (state.phase, move)
        rollout = KIT.rollout_move(GAME, world, seat, rng)
        assert GAME.check(world, rollout) is None, (state.phase, rollout)


def test_heuristic_meets_every_decision_type():
    """Over random positions of every option set: every kind of decision is met, and the
    heuristic's answers cover the move types (the rarer ones: the unit tests below)."""
    situations: Counter[str] = Counter()
    chosen: Counter[str] = Counter()
    rng = random.Random(10)
    for option_set in OPTION_SETS:
        for state, seat in positions(option_set, seed=3, count=30, keep=0.5):
            view = GAME.view(state, seat)
            move = KIT.heuristic_move(GAME, view, seat, KIT.sample_world(GAME, view, seat,
                                                                          rng), rng)
            assert GAME.check(state, move) is None
            situations[situation(state)] += 1
            chosen[move.type] += 1
    assert set(situations) >= {"cut", "call_rank", "call_suit", "redeal_answer",
                               "swap_answer", "tense_choice", "play", "raise_answer",
                               "hand_over"}, situations
    assert set(chosen) >= {"play", "call_rank", "call_suit", "raise", "hold", "deal",
                           "leave_cut_card", "request_redeal", "refuse_redeal",
                           "offer_swap"}, chosen


def test_heuristic_does_not_depend_on_hidden_cards():
    """The real state and sampled worlds differ only in hidden cards: the same view and
    seed give the same move whichever of them lists the legal moves."""
    rng = random.Random(11)
    compared = 0
    for option_set in OPTION_SETS[::2]:
        for state, seat in positions(option_set, seed=4, count=15):
            view = GAME.view(state, seat)
            worlds = [state] + [KIT.sample_world(GAME, view, seat, rng) for _ in range(2)]
            seed = rng.getrandbits(32)
            moves = {KIT.heuristic_move(GAME, view, seat, w, random.Random(seed))
                     for w in worlds}
            assert len(moves) == 1, (state.phase, moves)
            compared += 1
    assert compared >= 100


# ----- rules of thumb ------------------------------------------------------------------

def fresh(hands: list[list[str]], dealer: int = 3, scores: list[int] | None = None,
          **options: Any) -> Any:
    return deal_state(GAME.resolve_options(options), dealer, hands, scores)


STRONG_OBER = [cards("EO", "GO", "H9", "S8", "GA"), cards("E8", "H8", "S9", "ET", "HT"),
               cards("G9", "EA", "HA", "SA", "EK"), cards("HO", "G8", "ST", "SU", "EU")]


def test_names_the_schlag_it_holds_most_of():
    state = fresh(STRONG_OBER, redeal_allowed=False)
    assert heuristic(state) == Move(0, "call_rank", rank="O")


def test_dealer_names_the_suit_of_its_trumps():
    hands = [cards("EO", "GO", "H9", "S8", "GA"), cards("E8", "H8", "S9", "ET", "HT"),
             cards("G9", "EA", "HA", "GK", "EK"), cards("SO", "SA", "SK", "ST", "EU")]
    state = play(fresh(hands, redeal_allowed=False), Move(0, "call_rank", rank="O"))
    assert heuristic(state) == Move(3, "call_suit", suit="S")


def test_asks_for_a_redeal_with_a_very_weak_hand_and_answers_by_its_own():
    weak = [cards("E8", "G9", "HT", "SU", "EK"), cards("E9", "H8", "S9", "ET", "HU"),
            cards("G8", "EA", "HA", "SA", "GK"), cards("HK", "S7", "E7", "GA", "GO")]
    state = fresh(weak)
    assert heuristic(state) == Move(0, "request_redeal")
    asked = play(state, Move(0, "request_redeal"))
    assert heuristic(asked) == Move(3, "refuse_redeal")  # three criticals: keep them
    weak_dealer = [weak[3], weak[1], weak[2], weak[0]]
    asked = play(fresh(weak_dealer), Move(0, "request_redeal"))
    assert heuristic(asked) == Move(3, "accept_redeal")


def test_offers_the_swap_with_a_suit_but_no_rank():
    hands = [cards("EA", "EK", "EU", "E9", "S8"), cards("E8", "H8", "S9", "ET", "HT"),
             cards("G9", "GA", "HA", "SA", "GK"), cards("HK", "G8", "ST", "SU", "EO")]
    state = fresh(hands, redeal_allowed=False)
    assert heuristic(state) == Move(0, "offer_swap")
    # the dealer (HK G8 ST SU EO) has no pair of ranks: it keeps naming the trump
    assert heuristic(play(state, Move(0, "offer_swap"))) == Move(3, "refuse_swap")
    hands[3] = cards("HK", "GU", "ST", "SU", "EO")  # a pair of Unters: it names the Schlag
    state = fresh(hands, redeal_allowed=False)
    assert heuristic(play(state, Move(0, "offer_swap"))) == Move(3, "accept_swap")


def test_takes_criticals_at_the_cut_and_leaves_the_rest():
    state = schlecken_state({"schlecken": "alternating"}, want_critical=True)
    assert heuristic(state).type == "take_cut_card"
    state = schlecken_state({"schlecken": "alternating", "schlecken_bluff": True},
                            want_critical=False)
    assert heuristic(state).type == "leave_cut_card"


def declared(hands: list[list[str]], rank: str, suit: str, **options: Any) -> Any:
    state = fresh(hands, redeal_allowed=False, schlagwechsel_allowed=False, **options)
    return play(state, Move(0, "call_rank", rank=rank), Move(3, "call_suit", suit=suit))


def test_leads_the_hauptschlag_for_trumpf_oder_kritisch():
    state = declared(STRONG_OBER, "O", "G")
    assert card_choice(state) == card_move(0, "GO")
    on_call = declared(STRONG_OBER, "O", "G", tok_mode="on_call")
    move = card_choice(on_call)
    assert move.card == Card.parse("GO") and move.call == "trumpf_oder_kritisch"


# Schlag U, trump H (Hauptschlag HU; criticals HK S7 E7). Dealer 3, seat 0 leads.
PLAY_HANDS = [cards("EA", "G8", "G9", "S9", "ST"), cards("E8", "GK", "GT", "SK", "S8"),
              cards("HK", "HA", "HO", "E9", "GA"), cards("EO", "ET", "G7", "H7", "SO")]


def test_does_not_overtake_the_partners_winning_card():
    # seat 0 leads EA (plain), seat 1 follows low: the partner (seat 2), with the Maxi
    # and trumps, sheds its lowest card instead
    state = play(declared(PLAY_HANDS, "U", "H"), card_move(0, "EA"), card_move(1, "E8"))
    assert card_choice(state) == card_move(2, "E9")


def test_wins_with_a_sure_card_and_saves_a_critical_that_can_be_beaten():
    # seat 1 beats seat 0's G8 with GK: seat 2's Maxi surely wins, so it takes the trick
    state = play(declared(PLAY_HANDS, "U", "H"), card_move(0, "G8"), card_move(1, "GK"))
    assert card_choice(state) == card_move(2, "HK")
    # with the Belli instead, the Maxi still out and an opponent behind: keep the Belli
    hands = [h[:] for h in PLAY_HANDS]
    hands[2] = cards("S7", "HA", "HO", "E9", "GA")
    hands[3] = cards("HK", "ET", "G7", "H7", "SO")
    hands[1] = cards("E8", "GK", "GT", "SK", "EO")
    state = play(declared(hands, "U", "H"), card_move(0, "G8"), card_move(1, "GK"))
    assert card_choice(state).card != Card.parse("S7")


def test_last_to_play_wins_with_the_cheapest_winner():
    state = play(declared(PLAY_HANDS, "U", "H"), card_move(0, "G9"), card_move(1, "E8"),
                 card_move(2, "GA"))
    assert card_choice(state) == card_move(3, "H7")


def test_holds_with_a_critical_and_folds_a_lost_hand():
    state = play(declared(PLAY_HANDS, "U", "H"), Move(1, "raise"))
    assert heuristic(state, seat=2).type == "hold"  # seat 2 holds the Maxi
    # side 0 took two tricks with the Maxi and the trump ace and raises; seat 1 has only
    # low plain cards left and needs all three tricks
    lost = play(declared(PLAY_HANDS, "U", "H"), card_move(0, "S9"), card_move(1, "S8"),
                card_move(2, "HK"), card_move(3, "SO"),
                card_move(2, "HA"), card_move(3, "ET"), card_move(0, "ST"),
                card_move(1, "SK"), Move(2, "raise"))
    assert lost.tricks_won == [2, 0]
    assert heuristic(lost, seat=1).type == "fold"


def test_raises_with_two_tricks_and_a_winner_in_hand():
    hands = [cards("EA", "G8", "G9", "S9", "ST"), cards("E8", "GK", "GT", "SK", "S8"),
             cards("HK", "HA", "HO", "E9", "S7"), cards("EO", "ET", "G7", "H7", "SO")]
    state = play(declared(hands, "U", "H"), card_move(0, "S9"), card_move(1, "S8"),
                 card_move(2, "HK"), card_move(3, "SO"),
                 card_move(2, "HA"), card_move(3, "ET"), card_move(0, "ST"),
                 card_move(1, "SK"))
    assert GAME.to_act(state) == [2] and state.tricks_won == [2, 0]
    assert heuristic(state) == Move(2, "raise")


def test_tense_pagat_side_plays_a_fair_hand_for_three():
    hands = [cards("EA", "G8", "G9", "S9", "ST"), cards("E8", "GK", "GT", "SK", "S8"),
             cards("HK", "HA", "HO", "E9", "S7"), cards("EO", "ET", "G7", "H7", "SO")]
    state = fresh(hands, scores=[13, 5], tense_mode="pagat", redeal_allowed=False,
                  schlagwechsel_allowed=False)
    state = play(state, Move(0, "call_rank", rank="U"), Move(3, "call_suit", suit="H"))
    assert state.phase == "tense_choice"
    assert heuristic(state).type == "hold"


# ----- evaluation ------------------------------------------------------------------------

def test_evaluation_is_the_hand_value_from_the_seats_side():
    hands = [cards("EA", "G8", "G9", "S9", "ST"), cards("E8", "GK", "GT", "SK", "S8"),
             cards("HK", "HA", "HO", "E9", "S7"), cards("EO", "ET", "G7", "H7", "SO")]
    start = declared(hands, "U", "H")
    folded = play(start, Move(0, "raise"), Move(1, "fold"))
    assert KIT.hand_over(GAME, folded)
    assert KIT.evaluate(GAME, folded, 0, start) == 2.0
    assert KIT.evaluate(GAME, folded, 3, start) == -2.0
    near = declared(hands, "U", "H")
    near.scores = [13, 0]  # side 0 is tense: the hand is worth 3
    near.stake = 3
    won = play(near, Move(1, "raise"), Move(0, "fold"))  # 3 for side 1: not the match
    assert KIT.evaluate(GAME, won, 1, near) == 3.0
    near.scores = [13, 12]
    won = play(near, Move(1, "raise"), Move(0, "fold"))
    assert won.phase == "match_over"
    assert KIT.evaluate(GAME, won, 1, near) == 3.0 + MATCH_BONUS
    assert KIT.evaluate(GAME, won, 2, GAME.view(near, 2)) == -3.0 - MATCH_BONUS


# ----- the expert ---------------------------------------------------------------------------

def test_expert_plays_legal_moves_in_every_variant():
    rng = random.Random(12)
    for option_set in (OPTION_SETS[0], OPTION_SETS[7], OPTION_SETS[9], OPTION_SETS[-1]):
        for i, (state, seat) in enumerate(positions(option_set, seed=5, count=6)):
            move = choose_move(GAME, GAME.view(state, seat), seat, "expert",
                               seed=rng.getrandbits(16), budget_ms=600_000,
                               iterations=16).move
            assert GAME.check(state, move) is None, (option_set, i, move)


@pytest.mark.parametrize("level", ["random", "heuristic", "expert"])
@pytest.mark.parametrize("schlecken", ["off", "alternating"])
def test_a_seat_answers_a_raise_with_its_hand_still_face_down(level: str, schlecken: str
                                                              ) -> None:
    """§1.6: before trump is named only the dealer and the forehand look at their hands.
    With raising allowed from the deal on, the forehand's raise is answered by the other
    side, the dealer's partner among them, who has not seen a card: every level answers
    from that view (the sampled worlds deal its own hand too, keeping what it took at the
    cut)."""
    options = GAME.resolve_options({"raise_window": "after_deal", "schlecken": schlecken})
    checked = 0
    for seed in range(40):
        state = GAME.new_state(options, seed=seed, dealer=0)
        for _ in range(12):  # through the cut, if any, to the forehand's call
            if GAME.encode(state)["phase"] == "call_rank":
                break
            seat = GAME.to_act(state)[0]
            state = GAME.apply(state, choose_move(GAME, GAME.view(state, seat), seat,
                                                  "heuristic", seed).move).state
        if GAME.encode(state)["phase"] != "call_rank":
            continue
        state = GAME.apply(state, Move(1, "raise")).state  # the forehand raises at once
        answering = [p for p in GAME.to_act(state) if p not in (0, 1)]
        if not answering:
            continue
        seat = answering[0]
        view = GAME.view(state, seat)
        assert view["hands"][seat] is None and view["hand_sizes"][seat] == 5
        decision = choose_move(GAME, view, seat, level, seed, budget_ms=50)
        assert decision.move.type in ("hold", "fold"), decision.move
        assert GAME.check(state, decision.move) is None
        checked += 1
    assert checked >= 10
