"""`engine.events.EventType.narrowed`: a shared event type as one game emits it."""

from __future__ import annotations

import pytest

from engine.events import (
    CARD_PLAYED,
    COMMON,
    HAND_DEALT,
    HAND_SCORED,
    PENALTY,
    TRICK_WON,
    EventCatalogue,
    EventType,
    Field,
    seat_field,
)
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


# ----- the shared declarations and redaction (README "Events") -------------------------

README_FIELDS = {  # README's table: a trailing ? marks a field a game may leave out
    "card_played": "seat card call?",
    "trick_won": "seat side? trick points?",
    "hand_scored": "points scores winners reason",
    "match_won": "winners",
    "hand_dealt": "dealer hand_number match_number forehand? stake? pass_direction? "
                  "chosen_suit? face_up?",
    "penalty": "seat card code side? led?",
}


@pytest.mark.parametrize("event", COMMON, ids=lambda e: e.name)
def test_the_shared_event_types_declare_the_readme_fields(event: EventType) -> None:
    listed = README_FIELDS[event.name].split()
    assert list(event.fields) == [name.rstrip("?") for name in listed]
    assert {name for name, f in event.fields.items() if f.required} == {
        name for name in listed if not name.endswith("?")}
    with pytest.raises(TypeError, match="missing"):
        event()


def test_a_private_card_is_null_for_every_other_seat_and_the_spectator() -> None:
    """penalty: only the offender sees the card (README "Events"); the event itself is
    not changed, and a seat it names elsewhere does not matter."""
    event = PENALTY(seat=2, card="SQ", code="must_follow_suit", led="HA")
    assert PENALTY.redact(event, 2) == event
    for viewer in (0, 1, 3, None):
        assert PENALTY.redact(event, viewer) == {**event, "card": None}
    assert event["card"] == "SQ"
    assert CARD_PLAYED.redact(CARD_PLAYED(seat=1, card="HK"), None) == {
        "type": "card_played", "seat": 1, "card": "HK"}


def test_a_private_list_of_cards_becomes_as_many_nulls() -> None:
    shown = EventType("cards_shown", "A seat's cards, for its own eyes.", {
        "seat": seat_field("Whose cards."),
        "to": seat_field("Who else may see them."),
        "cards": Field("cards", "The cards.", seen_by=("seat", "to")),
        "none": Field("cards", "Nothing to hide.", required=False, seen_by=("seat",)),
    })
    event = shown(seat=0, to=3, cards=["HK", "S7", "E7"], none=None)
    assert shown.redact(event, 0) == event
    assert shown.redact(event, 3) == event
    assert shown.redact(event, 1) == {**event, "cards": [None, None, None]}
    assert shown.redact(event, None) == {**event, "cards": [None, None, None]}
    assert shown.private_fields == (("cards", ("seat", "to"), "cards"),
                                    ("none", ("seat",), "cards"))


def test_private_fields_are_documented_as_nullable() -> None:
    card = PENALTY.fields["card"].json_schema()
    assert card["anyOf"] == [{"$ref": "local:Card"}, {"type": "null"}]
    assert "Shown only to the seat(s) in `seat`" in card["description"]
    cards = Field("cards", "Cards.", seen_by=("seat",)).json_schema()
    assert cards["items"] == {"anyOf": [{"$ref": "local:Card"}, {"type": "null"}]}
    assert PENALTY.fields["seat"].json_schema()["type"] == "integer"


def test_seats_and_sides_are_numbered_as_api_md_numbers_them() -> None:
    """Seats 0..N-1, sides 0 and 1."""
    side = TRICK_WON.fields["side"].json_schema()
    assert (side["minimum"], side["maximum"]) == (0, 1)
    assert Field("seats", "Seats.").json_schema()["items"]["minimum"] == 0
    assert CARD_PLAYED.fields["seat"].json_schema()["minimum"] == 0


@pytest.mark.parametrize(("make", "message"), [
    (lambda: Field("colour", "?"), "unknown event field kind"),
    (lambda: Field("int", "?", seen_by=("seat",)), "only card fields can be private"),
    (lambda: EventType("x", "?", {"card": Field("card", "?", seen_by=("seat",))}),
     "not a seat field"),
    (lambda: EventType("x", "?", {"n": Field("int", "?"),
                                  "card": Field("card", "?", seen_by=("n",))}),
     "not a seat field"),
    (lambda: EventCatalogue(CARD_PLAYED, TRICK_WON, CARD_PLAYED), "declared twice"),
])
def test_a_declaration_that_cannot_be_served_fails_at_import(make, message) -> None:
    with pytest.raises(ValueError, match=message):
        make()


def test_a_catalogue_counts_and_names_its_types() -> None:
    catalogue = EventCatalogue(*COMMON)
    assert len(catalogue) == len(COMMON) == 6
    assert catalogue.names() == [e.name for e in COMMON]
    assert "penalty" in catalogue and "raised" not in catalogue
