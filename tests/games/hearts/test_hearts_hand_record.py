"""The record of random Hearts matches read against the spec, literally: every completed
trick (§3.5 rule 1, §3.6) with its outcome and events (api.md, the declared
``trick_won`` and ``hearts_broken``), the points each seat has taken (§3.2), the dealer's
rotation (§3.3) and every hand's score (§3.8, A-H6, A-H7, A-H14) are recomputed here
from the cards as they were played and compared with what the engine says.

The scoring below is §3.8 written out line by line; it reads the tricks of the encoded
state and the move that ended the hand, never the engine's own totals. Half the moves
are applied to the state decoded from the JSON of the one before (api.md: a posted
state is the match itself)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine import Move
from tests.games.hearts.support import GAME, expected_winner, lowest_club, penalty
from tests.games.hearts.test_hearts_properties import SETTINGS, choose, hearts_broken, variants

MOON = 26  # §3.8: all 13 hearts and SQ


def taken_by_seat(data: dict[str, Any], omnibus: bool) -> tuple[list[int], list[int]]:
    """§3.8: per seat ``base`` (hearts + 13 for SQ) and ``jd`` (-10 for DJ with Omnibus)
    of the completed tricks, each credited to the winner §3.6 names."""
    n = data["options"]["players"]
    base, jd = [0] * n, [0] * n
    for t in data["tricks"]:
        plays = [c["card"] for c in t["cards"]]
        winner = expected_winner(t["leader"], plays, n)
        for code in plays:
            if code == "DJ":
                jd[winner] = penalty(code, omnibus)
            else:
                base[winner] += penalty(code)
    return base, jd


def spec_hand_points(data: dict[str, Any], moon_choice: str | None) -> tuple[list[int],
                                                                           int | None]:
    """§3.8 for a hand whose 13 (17, 10, 8) tricks were played: the points per seat and
    the moon shooter (None: no moon). ``moon_choice`` is the shooter's ``choose_moon``
    under ``moon_mode="shooter_choice"``."""
    opts = data["options"]
    base, jd = taken_by_seat(data, opts["omnibus"])
    shooters = [p for p, b in enumerate(base) if b == MOON
                and (not opts["moon_requires_jd"] or jd[p] != 0)]
    if not shooters:
        return [b + j for b, j in zip(base, jd, strict=True)], None
    shooter = shooters[0]
    mode = moon_choice if opts["moon_mode"] == "shooter_choice" else opts["moon_mode"]
    if mode == "add_to_others":
        points = [(0 if p == shooter else MOON) + j for p, j in enumerate(jd)]
    else:
        assert mode == "subtract_self"
        points = [(-MOON if p == shooter else 0) + j for p, j in enumerate(jd)]
    return points, shooter


def revoke_of(data: dict[str, Any], move: Move) -> bool:
    """§3.5 rule 2 broken: a card off the led suit by a seat that holds the led suit."""
    trick = [c["card"] for c in data["trick"]["cards"]]
    if move.type != "play" or not trick or move.card is None:
        return False
    led = trick[0][0]
    hand = data["hands"][move.seat]
    return move.card.code[0] != led and any(c[0] == led for c in hand)


def check_tricks(data: dict[str, Any]) -> None:
    """§3.5 rule 1: trick 1 opens with the lowest club in the pack; §0.3: the k-th card
    of a trick is played by leader + k; §3.6: the highest card of the led suit wins and
    its winner leads the next trick; §3.2: each seat's points are those of its tricks."""
    opts = data["options"]
    n = opts["players"]
    tricks = data["tricks"]
    if tricks:
        assert tricks[0]["cards"][0]["card"] == lowest_club(opts["removed_cards"])
    leader = tricks[0]["leader"] if tricks else None
    for t in tricks:
        assert t["leader"] == leader
        assert [c["seat"] for c in t["cards"]] == [(leader + k) % n for k in range(n)]
        leader = expected_winner(leader, [c["card"] for c in t["cards"]], n)
        assert t["winner"] == leader
    if tricks and data["phase"] == "play":
        assert data["trick"]["leader"] == leader
    base, jd = taken_by_seat(data, opts["omnibus"])
    assert data["points_taken"] == [b + j for b, j in zip(base, jd, strict=True)]


def check_scored_hand(before: dict[str, Any], move: Move, after: dict[str, Any],
                      moon_choice: str | None) -> None:
    """The hand just scored: §3.8 (a revoke under penalize: 26 for the offender, 0 for
    everyone else, A-H7), the hand's winners are its lowest scores."""
    n = after["options"]["players"]
    hr = after["hand_result"]
    if revoke_of(before, move):
        assert hr["reason"] == "revoke" and hr["moon"] is None
        want = [26 if p == move.seat else 0 for p in range(n)]
    else:
        assert hr["reason"] == "tricks"
        want, shooter = spec_hand_points(after, moon_choice)
        assert (hr["moon"] and hr["moon"]["seat"]) == shooter
    assert hr["points"] == want
    assert hr["winners"] == [p for p in range(n) if want[p] == min(want)]
    assert after["scores"] == [a + b for a, b in zip(before["scores"], want, strict=True)]


def check_outcome_trick(before: dict[str, Any], move: Move, got: dict[str, Any] | None
                        ) -> None:
    """api.md: an outcome's ``trick`` is the trick the move was played to (null for a move
    that plays no card), its ``winner`` set once it is complete (§3.6). A revoke under
    penalize ends the hand at once (A-H7): its trick is reported, never won, even when the
    revoke is its last card."""
    if move.type != "play" or move.card is None:
        assert got is None
        return
    n = before["options"]["players"]
    cards = [*before["trick"]["cards"], {"seat": move.seat, "card": move.card.code}]
    leader = cards[0]["seat"]
    complete = len(cards) == n and not revoke_of(before, move)
    winner = expected_winner(leader, [c["card"] for c in cards], n) if complete else None
    assert got == {"leader": leader, "cards": cards, "complete": complete, "winner": winner}


def check_trick_events(before: dict[str, Any], after: dict[str, Any],
                       events: list[dict[str, Any]]) -> None:
    """The events of a card that completes a trick: ``trick_won`` by the §3.6 winner with
    the trick's points (§3.2, with Omnibus DJ), and ``hearts_broken`` exactly when this is
    the first trick of the hand that breaks hearts (§3.5 rule 4), with its number."""
    opts = after["options"]
    n = opts["players"]
    done = len(after["tricks"]) > len(before["tricks"])
    won = [e for e in events if e["type"] == "trick_won"]
    broke = [e for e in events if e["type"] == "hearts_broken"]
    if not done:
        assert won == [] and broke == []
        return
    t = after["tricks"][-1]
    plays = [c["card"] for c in t["cards"]]
    assert won == [{"type": "trick_won", "seat": expected_winner(t["leader"], plays, n),
                    "trick": {"leader": t["leader"], "cards": plays},
                    "points": sum(penalty(c, opts["omnibus"]) for c in plays)}]
    newly = hearts_broken(after) and not hearts_broken(before)
    assert broke == ([{"type": "hearts_broken", "trick": len(after["tricks"])}]
                     if newly else [])


def check_moon_choice(data: dict[str, Any]) -> None:
    """A-H14: only under shooter_choice, only after a moon, and the shooter chooses."""
    assert data["options"]["moon_mode"] == "shooter_choice"
    _, shooter = spec_hand_points(data, "add_to_others")
    assert shooter is not None and data["to_act"] == [shooter]


@SETTINGS
@given(variant=variants(), seed=st.integers(0, 2**32))
def test_tricks_points_and_hand_scores_follow_the_spec(variant: dict[str, Any],
                                                       seed: int) -> None:
    opts = GAME.resolve_options(variant)
    rng = random.Random(seed)
    state = GAME.new_state(opts, seed=seed)
    data = GAME.encode(state)
    hands_done = 0
    moon_choice = None
    for _ in range(600):
        move = choose(state, data, rng)
        out = GAME.apply(state, move)
        after = GAME.encode(out.state)
        check_outcome_trick(data, move, None if out.trick is None else out.trick.to_json())
        if move.type == "play":
            check_trick_events(data, after, out.events)
        if after["phase"] != "passing":
            check_tricks(after)
        if move.type == "choose_moon":
            moon_choice = move.mode
        if after["phase"] == "moon_choice":
            check_moon_choice(after)
        elif before_scoring(data) and after["hand_result"] is not None:
            hands_done += 1
            check_scored_hand(data, move, after, moon_choice)
            moon_choice = None
        if move.type == "deal":
            assert after["dealer"] == (data["dealer"] + 1) % data["options"]["players"]
        # api.md: a posted state plays on exactly like the engine's own, so half the
        # moves continue from the decoded JSON
        state, data = (GAME.decode(after) if rng.random() < 0.5 else out.state), after
        if hands_done >= 3:
            break
    assert hands_done >= 1


def before_scoring(data: dict[str, Any]) -> bool:
    return data["phase"] in ("play", "moon_choice")
