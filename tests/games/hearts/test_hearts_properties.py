"""Hearts-specific invariants over random seeded matches of every player count and
variant: every card of the pack in exactly one place, passes move exactly the passed
cards, legality equal to an independent reading of §3.5, hearts broken exactly when
§3.5 rule 4 says, 26 penalty points per hand (16 with Omnibus) unless a moon or a revoke,
and the match end of §3.9. What a play reveals (`rules.revealed`) is checked against the
legal-card kernel it inverts.

The generic properties of every game (legal moves apply, other moves are refused with a
declared code, exact JSON round trip, pure `apply`, views, declared events) are the
conformance suite's (tests/conformance)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Card, Move
from engine.games.hearts import rules
from engine.games.hearts.deck import FULL_MASK, HEARTS, PENALTY, SQ_BIT
from tests.games.hearts.support import (
    DECK_CODES,
    GAME,
    legal_cards,
    lowest_club,
    pass_offset,
)

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def variants(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.sampled_from([3, 4, 5, 6]))
    omnibus = draw(st.booleans())
    opts: dict[str, Any] = {
        "players": players,
        "omnibus": omnibus,
        "moon_mode": draw(st.sampled_from(["add_to_others", "subtract_self",
                                           "shooter_choice"])),
        "moon_requires_jd": omnibus and draw(st.booleans()),
        "qs_breaks_hearts": draw(st.booleans()),
        "can_lead_hearts_instead_of_qs": draw(st.booleans()),
        "tie_policy": draw(st.sampled_from(["share", "play_on"])),
        "illegal_move_policy": draw(st.sampled_from(["reject", "penalize"])),
        "target": draw(st.sampled_from([100, 50, 30])),
        "pass_count": draw(st.sampled_from([3, 3, 1, 2])),
    }
    if draw(st.booleans()):
        cycles = ([["left", "right", "across", "none"], ["across"], ["none"]]
                  if players % 2 == 0 else [["right", "left", "none"], ["none"], ["left"]])
        opts["pass_cycle"] = draw(st.sampled_from(cycles))
    return opts


def check_cards_in_one_place(data: dict[str, Any]) -> None:
    """§3.2: every card of the pack is in exactly one place: a hand, a pass not yet
    delivered, or a trick."""
    opts = data["options"]
    deck = set(DECK_CODES) - set(opts["removed_cards"])
    places = [c for h in data["hands"] for c in h]
    places += [c["card"] for t in data["tricks"] for c in t["cards"]]
    places += [c["card"] for c in data["trick"]["cards"]]
    if data["phase"] == "passing":
        places += [c for p in data["passed"] if p for c in p]
    assert sorted(places) == sorted(deck)
    assert len(data["tricks"]) <= len(deck) // opts["players"]


def hearts_broken(data: dict[str, Any]) -> bool:
    """§3.5 rule 4 read independently: a heart (or with the option SQ) in a completed
    trick."""
    qs = data["options"]["qs_breaks_hearts"]
    return any(c["card"][0] == "H" or (qs and c["card"] == "SQ")
               for t in data["tricks"] for c in t["cards"])


def check_play_legality(state: Any, data: dict[str, Any]) -> None:
    """The listed cards are exactly the oracle's; a card outside them is refused, except
    a revoke under ``penalize`` (accepted and scored, §0.6)."""
    seat = data["to_act"][0]
    hand = data["hands"][seat]
    trick = [c["card"] for c in data["trick"]["cards"]]
    want = legal_cards(hand, trick, not data["tricks"], hearts_broken(data),
                       lowest_club(data["options"]["removed_cards"]),
                       data["options"]["can_lead_hearts_instead_of_qs"])
    legal = {m.card.code for m in GAME.legal_moves(state, seat) if m.card is not None}
    assert legal == want
    assert data["hearts_broken"] == hearts_broken(data)
    penalize = data["options"]["illegal_move_policy"] == "penalize"
    for code in set(hand) - want:
        violation = GAME.check(state, Move(seat, "play", card=Card.parse(code)))
        revoke = bool(trick) and code[0] != trick[0][0] and any(
            c[0] == trick[0][0] for c in hand)
        assert (violation is None) == (penalize and revoke), code
        if violation is not None:
            assert violation.allowed == [c for c in DECK_CODES if c in want]


def choose(state: Any, data: dict[str, Any], rng: random.Random) -> Move:
    """Mostly the engine's fast random move, under penalize sometimes a revoke."""
    seat = data["to_act"][rng.randrange(len(data["to_act"]))]
    if data["phase"] == "play" and data["options"]["illegal_move_policy"] == "penalize":
        trick = [c["card"] for c in data["trick"]["cards"]]
        hand = data["hands"][seat]
        if trick and any(c[0] == trick[0][0] for c in hand) and rng.random() < 0.05:
            off = [c for c in hand if c[0] != trick[0][0]]
            if off:
                return Move(seat, "play", card=Card.parse(rng.choice(off)))
    return GAME.random_move(state, seat, rng)


def check_hand_total(data: dict[str, Any], before: dict[str, Any]) -> None:
    """§3.8: 26 per hand (16 with Omnibus) unless a moon or a revoke."""
    opts = data["options"]
    n = opts["players"]
    hr = data["hand_result"]
    points = hr["points"]
    assert data["scores"] == [a + b for a, b in zip(before["scores"], points, strict=True)]
    jd = -10 if opts["omnibus"] else 0
    if hr["reason"] == "revoke":
        assert sorted(points) == [0] * (n - 1) + [26]
        assert points.index(26) == hr["revoke"]["seat"]
        return
    assert len(data["tricks"]) == (52 - len(opts["removed_cards"])) // n
    if hr["moon"] is None:
        assert sum(points) == 26 + jd
        assert points == data["points_taken"]
    elif hr["moon"]["mode"] == "add_to_others":
        assert sum(points) == 26 * (n - 1) + jd
    else:
        assert sum(points) == -26 + jd
    assert hr["winners"] == [p for p in range(n) if points[p] == min(points)]


def check_exchange(before: dict[str, Any], after: dict[str, Any]) -> None:
    """§3.4: every seat gets what was passed to it; nothing else changes hands. ``before``
    is the state before the last pass."""
    n = after["options"]["players"]
    offset = pass_offset(after["pass_direction"], n)
    for p in range(n):
        q = (p + offset) % n
        assert after["received"][q] == after["passed"][p]
        kept = set(before["hands"][q]) - set(after["passed"][q])  # the last passer's too
        assert set(after["hands"][q]) == kept | set(after["passed"][p])
        assert not kept & set(after["passed"][p])


def check_match_end(after: dict[str, Any]) -> None:
    """§3.9: over once a total reached the target and the lowest total is unique (or
    shared, with tie_policy share)."""
    scores, target = after["scores"], after["options"]["target"]
    lowest = [p for p, v in enumerate(scores) if v == min(scores)]
    if after["phase"] == "match_over":
        assert max(scores) >= target and after["match_winners"] == lowest
        assert len(lowest) == 1 or after["options"]["tie_policy"] == "share"
    else:
        assert max(scores) < target or (
            len(lowest) > 1 and after["options"]["tie_policy"] == "play_on")


@SETTINGS
@given(variant=variants(), seed=st.integers(0, 2**32))
def test_random_matches_keep_the_hearts_invariants(variant: dict[str, Any],
                                                   seed: int) -> None:
    opts = GAME.resolve_options(variant)
    rng = random.Random(seed)
    state = GAME.new_state(opts, seed=seed)
    hands_done = 0
    data = GAME.encode(state)
    for _ in range(400):
        check_cards_in_one_place(data)
        if data["phase"] == "play":
            check_play_legality(state, data)
        out = GAME.apply(state, choose(state, data, rng))
        after = GAME.encode(out.state)
        if data["phase"] == "passing" and after["phase"] == "play":
            check_exchange(data, after)
        if out.hand is not None:
            hands_done += 1
            check_hand_total(after, data)
            check_match_end(after)
        state, data = out.state, after
        if hands_done >= 2:
            break
    assert hands_done >= 1


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from([3, 4, 5, 6]), seed=st.integers(0, 2**32))
def test_random_cards_are_legal_and_the_lean_path_is_the_reported_one(players: int,
                                                                      seed: int) -> None:
    """`random_move` (a random pick on the legal-card kernel) only picks legal moves,
    and `apply_in_place` without events reaches the states `apply` reports."""
    opts = GAME.resolve_options({"players": players})
    fast = GAME.new_state(opts, seed=seed)
    slow = GAME.new_state(opts, seed=seed)
    rng = random.Random(seed)
    while fast.phase not in ("hand_over", "match_over"):
        seats = GAME.to_act(fast)
        move = GAME.random_move(fast, seats[rng.randrange(len(seats))], rng)
        assert GAME.check(fast, move) is None
        GAME.apply_in_place(fast, move)
        slow = GAME.apply(slow, move).state
        assert GAME.encode(fast) == GAME.encode(slow)


# ----- what a play reveals: the inverse of the legal-card kernel --------------------------

@settings(max_examples=300, deadline=None)
@given(hand=st.integers(1, FULL_MASK), lead=st.sampled_from([0, 0x1FFF, 0x1FFF << 13,
                                                             0x1FFF << 26, 0x1FFF << 39]),
       first=st.booleans(), broken=st.booleans(), option=st.booleans())
def test_revealed_is_exactly_what_a_legal_card_rules_out(hand: int, lead: int, first: bool,
                                                         broken: bool, option: bool) -> None:
    """For every legal card ``c`` of ``hand``: the hand holds nothing `revealed` rules
    out (sound), and for every card ``x`` it does not rule out, ``c`` is also legal from
    the two-card hand {c, x} (tight: nothing more could be inferred)."""
    low_club = 1  # C2
    if first and not lead:
        hand |= low_club
    legal = rules.legal_cards(hand, lead, first, broken, low_club, option)
    for c in range(52):
        if not legal >> c & 1:
            continue
        gone = rules.revealed(lead, first, broken, c, option)
        assert not hand & gone, (c, hand, gone)
        if first and not lead:
            continue  # the opening card is forced: C2 reveals nothing
        for x in range(52):
            if x != c and not gone >> x & 1:
                pair = 1 << c | 1 << x
                assert rules.legal_cards(pair, lead, first, broken, low_club, option) >> c & 1, (
                    c, x)


def test_revealed_names_the_three_inferences_of_the_rules() -> None:
    """Not following: a void; a penalty card discarded to trick 1: only penalty cards; a
    heart led before hearts are broken: only hearts (with the option: or SQ)."""
    clubs, spades_7 = 0x1FFF, 13 * 3 + 5
    heart_2 = 13 * 2
    assert rules.revealed(clubs, False, False, spades_7, False) == clubs
    assert rules.revealed(clubs, True, False, heart_2, False) == FULL_MASK & ~PENALTY
    assert rules.revealed(0, False, False, heart_2, False) == FULL_MASK & ~HEARTS
    assert rules.revealed(0, False, False, heart_2, True) == FULL_MASK & ~HEARTS & ~SQ_BIT
    assert rules.revealed(0, False, True, heart_2, False) == 0  # broken: any lead
    assert rules.revealed(clubs, False, False, 3, False) == 0  # followed suit
