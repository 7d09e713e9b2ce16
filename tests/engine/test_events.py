"""`engine.events.EventType.narrowed`: a shared event type as one game emits it."""

from __future__ import annotations

import pytest

from engine.events import HAND_DEALT, HAND_SCORED, PENALTY, TRICK_WON
from engine.registry import get_game


def test_narrowed_drops_requires_and_limits_fields_and_keeps_name_and_meaning():
    hearts_trick = TRICK_WON.narrowed(drop=["side"], require=["points"])
    assert hearts_trick.name == TRICK_WON.name
    assert hearts_trick.description == TRICK_WON.description
    assert set(hearts_trick.fields) == {"seat", "trick", "points"}
    assert hearts_trick.fields["points"].required
    assert not TRICK_WON.fields["points"].required  # the shared type is unchanged
    scored = HAND_SCORED.narrowed(enums={"reason": ("tricks", "revoke")})
    assert scored.fields["reason"].enum == ("tricks", "revoke")
    assert scored.json_schema()["properties"]["reason"]["enum"] == ["tricks", "revoke"]


def test_a_narrowed_type_refuses_what_the_game_never_emits_and_needs_what_it_always_does():
    trick = {"leader": 0, "cards": ["HA", "H2", "H3", "H4"]}
    hearts_trick = TRICK_WON.narrowed(drop=["side"], require=["points"])
    with pytest.raises(TypeError, match="undeclared \\['side'\\]"):
        hearts_trick(seat=0, side=0, trick=trick, points=4)
    with pytest.raises(TypeError, match="missing \\['points'\\]"):
        hearts_trick(seat=0, trick=trick)
    assert hearts_trick(seat=0, trick=trick, points=4)["points"] == 4


def test_only_str_fields_take_an_enum():
    with pytest.raises(ValueError, match="only str fields take an enum"):
        HAND_DEALT.narrowed(enums={"dealer": ["0"]})


@pytest.mark.parametrize(("game_id", "event", "absent", "required"), [
    ("hearts", "trick_won", {"side"}, {"points"}),
    ("hearts", "hand_dealt", {"forehand", "stake", "chosen_suit", "face_up"},
     {"pass_direction"}),
    ("hearts", "penalty", {"side"}, {"led"}),
    ("karnoeffel", "trick_won", {"points"}, {"side"}),
    ("karnoeffel", "hand_dealt", {"stake", "pass_direction"},
     {"forehand", "chosen_suit", "face_up"}),
    ("watten", "trick_won", {"points"}, {"side"}),
    ("watten", "hand_dealt", {"pass_direction", "chosen_suit", "face_up"},
     {"forehand", "stake"}),
    ("watten", "penalty", {"led"}, {"side"}),
])
def test_each_game_declares_the_shared_events_with_its_own_fields(
        game_id: str, event: str, absent: set[str], required: set[str]) -> None:
    """What each game's rules say its events carry (the games' events modules and
    rules-spec: Hearts scores trick points and passes, the partnership games have sides,
    Karnöffel a chosen suit and face-up cards, Watten a stake)."""
    fields = get_game(game_id).events[event].fields
    assert not absent & set(fields)
    assert all(fields[name].required for name in required)


def test_hand_end_reasons_and_penalty_codes_are_each_games_own():
    hearts, watten = get_game("hearts").events, get_game("watten").events
    assert set(hearts["hand_scored"].fields["reason"].enum or ()) == {"tricks", "revoke"}
    assert set(watten["hand_scored"].fields["reason"].enum or ()) == {
        "tricks", "fold", "penalty", "conceded"}
    assert get_game("karnoeffel").events["hand_scored"].fields["reason"].enum == ("tricks",)
    assert hearts["penalty"].fields["code"].enum == ("must_follow_suit",)
    assert watten["penalty"].fields["code"].enum == ("must_play_trump_or_critical",)
    assert PENALTY.fields["code"].enum is None  # the shared declaration stays open
