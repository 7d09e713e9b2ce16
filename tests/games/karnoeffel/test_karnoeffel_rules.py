"""Karnöffel engine: options, deal, turn order, codes, events, views and the strict
decoder (rules-spec §2, §4.2; design/api.md). The generic properties of every game
(legal moves apply, others are refused with a declared code, exact JSON round trip, pure
`apply`, views hide what the rules hide) are the conformance suite's
(tests/conformance/)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from engine import Card, Deal, IllegalMove, InvalidState, MalformedInput, Move, get_game
from engine.games.karnoeffel import KARNOEFFEL
from tests.games.karnoeffel.support import (
    DECK_CODES,
    GAME,
    deal_order,
    expected_chosen_suit,
    expected_winner,
    load_vectors,
    new_round,
    options,
    play,
    play_trick,
)

SEED_ROUND = load_vectors("rounds", "rounds")[0]


def seed_state() -> Any:
    return new_round(SEED_ROUND["hands"], SEED_ROUND["dealer"])


def seed_round_over() -> Any:
    state = seed_state()
    for trick in SEED_ROUND["tricks"]:
        state = play_trick(state, trick["plays"]).state
    return state


# ----- game description and options ---------------------------------------------------

def test_registered_with_its_description() -> None:
    assert get_game("karnoeffel") is GAME is KARNOEFFEL
    assert GAME.bot_kit is not None
    info = GAME.info()
    assert info["id"] == "karnoeffel"
    assert info["players"] == [4, 2]
    assert info["phases"] == ["play", "hand_over", "match_over"]
    assert set(info["move_types"]) == {"play", "deal"}
    assert set(info["reason_codes"]) == {"not_your_turn", "wrong_phase", "card_not_in_hand",
                                         "devil_cannot_lead_first_trick"}
    assert set(info["presets"]) == {"standard", "two-player", "closed"}
    # the common event types only, and no penalty: an illegal card is always refused
    assert info["events"] == ["hand_dealt", "card_played", "trick_won", "hand_scored",
                              "match_won"]


def test_deck_is_48_german_cards_without_aces() -> None:
    deck = GAME.deck(options())
    codes = [c.code for c in deck]
    assert len(codes) == 48 == len(set(codes))
    assert sorted(codes) == sorted(DECK_CODES)
    assert not [c for c in codes if c[1] == "A"]


def test_option_defaults_match_the_spec() -> None:
    described = {o["name"]: o for o in GAME.info()["options"]}
    assert {k: o["default"] for k, o in described.items()} == {
        "players": 4, "target": 7, "power_loss_scope": "any_suit",
        "partner_hands_visible": True}
    assert "illegal_move_policy" not in described  # §0.6: Karnöffel always rejects
    assert described["players"]["allowed"] == [4, 2]
    assert described["power_loss_scope"]["allowed"] == ["any_suit", "led_suit"]
    assert GAME.options_json(GAME.resolve_options()) == {
        "players": 4, "target": 7, "power_loss_scope": "any_suit",
        "partner_hands_visible": True}


@pytest.mark.parametrize(("preset", "changed"), [
    ("standard", {}),
    ("two-player", {"players": 2}),
    ("closed", {"partner_hands_visible": False}),
])
def test_presets(preset: str, changed: dict[str, Any]) -> None:
    default = GAME.options_json(GAME.resolve_options())
    assert GAME.options_json(GAME.resolve_options(preset=preset)) == {**default, **changed}


@pytest.mark.parametrize(("given", "path"), [
    ({"players": 3}, "options.players"),
    ({"players": "4"}, "options.players"),
    ({"target": 0}, "options.target"),
    ({"target": 7.5}, "options.target"),
    ({"target": 100}, "options.target"),  # README: Karnöffel targets up to 99
    ({"power_loss_scope": "trump"}, "options.power_loss_scope"),
    ({"partner_hands_visible": 1}, "options.partner_hands_visible"),
    ({"illegal_move_policy": "reject"}, "options.illegal_move_policy"),
    ({"players": 2, "partner_hands_visible": False}, "options.partner_hands_visible"),
])
def test_bad_options_are_malformed(given: dict[str, Any], path: str) -> None:
    with pytest.raises(MalformedInput) as err:
        GAME.resolve_options(given)
    assert path in err.value.errors


def test_closed_preset_with_two_players_is_an_invalid_combination() -> None:
    with pytest.raises(MalformedInput):
        GAME.resolve_options({"players": 2}, preset="closed")


# ----- the deal -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [4, 2])
@pytest.mark.parametrize("seed", [1, 2, 3, 99, 2**40])
def test_seeded_deal(players: int, seed: int) -> None:
    state = GAME.new_state(options(players), seed=seed)
    data = GAME.encode(state)
    again = GAME.encode(GAME.new_state(options(players), seed=seed))
    assert data == again  # reproducible
    assert data["seed"] == seed
    hands = data["hands"]
    assert [len(h) for h in hands] == [5] * players
    assert len({c for h in hands for c in h}) == 5 * players
    assert all(up in hand for up, hand in zip(data["face_up"], hands, strict=True))
    order = deal_order(data["dealer"], players)
    assert data["chosen_suit"] == expected_chosen_suit([data["face_up"][p] for p in order])
    assert data["forehand"] == (data["dealer"] + 1) % players
    assert data["to_act"] == [data["forehand"]]
    assert (data["phase"], data["hand_number"], data["match_number"], data["version"]) == (
        "play", 1, 1, 0)
    assert data["scores"] == [0, 0] and data["tricks_won"] == [0, 0]
    assert data["trick"] == {"leader": data["forehand"], "cards": []}
    assert data["tricks"] == [] and data["hand_result"] is None
    assert data["match_winners"] is None


def test_different_seeds_deal_differently() -> None:
    deals = {json.dumps(GAME.encode(GAME.new_state(options(), seed=s, dealer=0))["hands"])
             for s in range(20)}
    assert len(deals) == 20


def test_first_dealer_by_lot_or_given() -> None:
    dealers = {GAME.new_state(options(), seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert GAME.new_state(options(), seed=1, dealer=2).dealer == 2
    assert GAME.check_dealer(options(2), 1) == 1
    with pytest.raises(MalformedInput):  # a two-player table has seats 0 and 1 only
        GAME.check_dealer(options(2), 2)


def test_explicit_deal_face_up_first() -> None:
    state = seed_state()
    data = GAME.encode(state)
    assert data["face_up"] == ["GT", "H9", "S4", "EK"]
    assert data["chosen_suit"] == "S"
    assert [sorted(h) for h in data["hands"]] == [sorted(h) for h in SEED_ROUND["hands"]]


@pytest.mark.parametrize(("dealer", "face", "chosen"), [
    # dealing order is dealer+1, ..., dealer: the first dealt wins a tie (A-K4)
    (2, {3: "H4", 0: "S4", 1: "EK", 2: "GT"}, "H"),
    (0, {1: "H4", 2: "EK", 3: "GT", 0: "S4"}, "H"),  # the dealer's card comes last
    (3, {0: "G4", 1: "EK", 2: "HT", 3: "E4"}, "G"),
    (1, {2: "EK", 3: "HK", 0: "SK", 1: "GK"}, "E"),  # all Kings: the first dealt
    (0, {1: "EU", 2: "ET", 3: "GO", 0: "SK"}, "E"),  # the 10 is below the Unter
])
def test_chosen_suit_tie_follows_dealing_order(dealer: int, face: dict[int, str],
                                                chosen: str) -> None:
    fillers = iter(c for c in DECK_CODES if c not in face.values())
    hands = [[face[p], *(next(fillers) for _ in range(4))] for p in range(4)]
    assert GAME.encode(new_round(hands, dealer))["chosen_suit"] == chosen


def test_two_player_tie_goes_to_the_non_dealer() -> None:
    hands = [["S5", "E9", "E8", "G9", "G8"], ["H5", "HK", "HO", "GK", "GO"]]
    state = new_round(hands, dealer=0, players=2)
    assert GAME.encode(state)["chosen_suit"] == "H"  # seat 1 is dealt first
    assert GAME.to_act(state) == [1]  # the non-dealer leads
    state = new_round(hands, dealer=1, players=2)
    assert GAME.encode(state)["chosen_suit"] == "S"
    assert GAME.to_act(state) == [0]


@pytest.mark.parametrize("hands", [
    [["GT", "G9", "H2", "G8"], ["H9", "GK", "S7", "ET", "G3"],
     ["S4", "S3", "S6", "HK", "E5"], ["EK", "H8", "S2", "SU", "G4"]],
    [["GT", "G9", "H2", "G8", "E2", "EO"], ["H9", "GK", "S7", "ET", "G3"],
     ["S4", "S3", "S6", "HK", "E5"], ["EK", "H8", "S2", "SU", "G4"]],
    [["GT", "G9", "H2", "G8", "E2"], ["H9", "GK", "S7", "ET", "G3"],
     ["S4", "S3", "S6", "HK", "E5"]],
    [["GT", "G9", "H2", "G8", "E2"], ["H9", "GK", "S7", "ET", "GT"],
     ["S4", "S3", "S6", "HK", "E5"], ["EK", "H8", "S2", "SU", "G4"]],
    [["GT", "G9", "H2", "G8", "EA"], ["H9", "GK", "S7", "ET", "G3"],
     ["S4", "S3", "S6", "HK", "E5"], ["EK", "H8", "S2", "SU", "G4"]],
])
def test_explicit_deal_is_five_distinct_karnoeffel_cards_per_seat(
        hands: list[list[str]]) -> None:
    """A hand of 4 or 6 cards, three hands for four seats, a card twice, an ace (not in
    the 48-card pack): each is refused when the deal is parsed."""
    with pytest.raises(MalformedInput):
        GAME.parse_deal(options(), hands)


def test_deal_hands_parsed_from_json() -> None:
    state = seed_round_over()
    move = GAME.parse_move({"seat": 1, "type": "deal", "hands": SEED_ROUND["hands"]}, state)
    data = GAME.encode(GAME.apply(state, move).state)
    assert data["dealer"] == 1
    assert data["face_up"] == ["GT", "H9", "S4", "EK"]
    assert data["to_act"] == [2]
    short = {"seat": 1, "type": "deal", "hands": [h[:4] for h in SEED_ROUND["hands"]]}
    for bad in (short, {"seat": 1, "type": "deal", "hands": [["XX"]] * 4},
                {"seat": 1, "type": "deal", "hands": SEED_ROUND["hands"][:3]},
                {"seat": 1, "type": "deal", "seed": "7"}):
        with pytest.raises(MalformedInput):
            GAME.parse_move(bad, state)


def test_deal_with_seed_is_reproducible_and_the_default_depends_on_the_round() -> None:
    state = seed_round_over()
    a = GAME.encode(GAME.apply(state, Move(1, "deal", seed=42)).state)
    b = GAME.encode(GAME.apply(state, Move(1, "deal", seed=42)).state)
    c = GAME.encode(GAME.apply(state, Move(1, "deal", seed=43)).state)
    assert a == b and a["hands"] != c["hands"]
    d = GAME.encode(GAME.apply(state, Move(1, "deal")).state)
    assert d == GAME.encode(GAME.apply(state, Move(1, "deal")).state)
    assert d["seed"] == state.seed


def test_a_deal_seed_replaces_the_match_seed() -> None:
    """engine/dealing.py: the deal's seed becomes the match seed, so the round it deals
    is the round a match with that seed deals without one, and so is every later round."""
    state = seed_round_over()
    dealt = GAME.apply(state, Move(1, "deal", seed=42)).state
    assert dealt.seed == 42
    reseeded = GAME.decode({**GAME.encode(state), "seed": 42})
    assert GAME.encode(GAME.apply(reseeded, Move(1, "deal")).state) == GAME.encode(dealt)
    # A new match: a deal seed wins over the match seed.
    assert GAME.encode(GAME.new_state(options(), seed=1, dealer=0, deal=Deal(seed=42))) == \
        GAME.encode(GAME.new_state(options(), seed=42, dealer=0))


# ----- play, codes and events -------------------------------------------------------------

def test_move_codes_in_rulebook_order() -> None:
    state = seed_state()  # seat 1 leads trick 1 and holds the Devil S7
    cases = [
        (Move(2, "play", card=Card.parse("S4")), "not_your_turn"),
        (Move(1, "play", card=Card.parse("S4")), "card_not_in_hand"),
        (Move(1, "play", card=Card.parse("S7")), "devil_cannot_lead_first_trick"),
        (Move(1, "deal"), "wrong_phase"),
        (Move(0, "deal", seed=3), "wrong_phase"),
    ]
    for move, code in cases:
        violation = GAME.check(state, move)
        assert violation is not None and violation.code == code, move
        assert code in GAME.reason_codes
        with pytest.raises(IllegalMove):
            GAME.apply(state, move)
    violation = GAME.check(state, Move(1, "play", card=Card.parse("S4")))
    assert violation is not None and "S4" in violation.message
    assert sorted(violation.allowed or []) == ["ET", "G3", "GK", "H9"]
    over = seed_round_over()
    for move, code in [(Move(1, "play", card=Card.parse("H9")), "wrong_phase"),
                       (Move(0, "deal"), "not_your_turn"),
                       (Move(2, "deal", seed=1), "not_your_turn")]:
        violation = GAME.check(over, move)
        assert violation is not None and violation.code == code, move


def test_malformed_moves_are_refused_when_parsed() -> None:
    state = seed_state()
    for bad in ({"seat": 1, "type": "play", "card": "SA"},
                {"seat": 1, "type": "play", "card": "HQ"},
                {"seat": 1, "type": "play"},
                {"seat": 4, "type": "play", "card": "H9"},
                {"seat": 1, "type": "raise"},
                {"seat": 1, "type": "play", "card": "H9", "call": "x"}):
        with pytest.raises(MalformedInput):
            GAME.parse_move(bad, state)


def test_devil_may_be_led_from_trick_two_on() -> None:
    state = seed_state()
    state = play_trick(state, ["GK", "S3", "H8", "G9"]).state
    assert GAME.check(state, Move(1, "play", card=Card.parse("S7"))) is None


def test_round_ends_as_soon_as_a_side_has_three_tricks() -> None:
    # Seat 1 and seat 3 ({1,3}) take the first three tricks with the Karnöffel, the
    # Pope and the Emperor; the fourth and fifth cards stay in the hands.
    hands = [["GK", "G9", "G8", "G7", "G6"], ["S2", "SU", "S6", "E9", "E8"],
             ["HK", "H9", "H8", "H7", "H6"], ["EK", "E7", "E6", "E5", "E4"]]
    state = new_round(hands, dealer=0)
    assert GAME.encode(state)["chosen_suit"] == "S"
    for lead, rest in (("SU", ["HK", "EK", "GK"]), ("S6", ["H9", "E7", "G9"]),
                       ("S2", ["H8", "E6", "G8"])):
        out = play_trick(state, [lead, *rest])
        state = out.state
    assert out.hand is not None
    data = GAME.encode(state)
    assert data["phase"] == "hand_over"
    assert data["tricks_won"] == [0, 3]
    assert [len(h) for h in data["hands"]] == [2, 2, 2, 2]
    assert data["scores"] == [0, 1]
    assert data["to_act"] == [1]


def test_events_of_a_whole_trick() -> None:
    state = seed_state()
    outs = []
    for card in ["GK", "S3", "H8", "G9"]:
        out = play(state, card)
        outs.append(out)
        state = out.state
    assert outs[0].events == [{"type": "card_played", "seat": 1, "card": "GK"}]
    assert outs[0].trick is not None
    assert outs[0].trick.to_json() == {"leader": 1, "cards": [{"seat": 1, "card": "GK"}],
                                       "complete": False, "winner": None}
    assert outs[0].hand is None and outs[0].match is None
    assert outs[3].events == [
        {"type": "card_played", "seat": 0, "card": "G9"},
        {"type": "trick_won", "seat": 1, "side": 1,
         "trick": {"leader": 1, "cards": ["GK", "S3", "H8", "G9"]}}]
    assert outs[3].trick is not None and outs[3].trick.complete
    assert outs[3].trick.winner == 1


def test_deal_event_and_version() -> None:
    state = seed_round_over()
    assert state.version == 16
    out = GAME.apply(state, Move(1, "deal", seed=9))
    data = GAME.encode(out.state)
    assert out.trick is None and out.hand is None and out.match is None
    assert out.events == [{"type": "hand_dealt", "dealer": 1, "forehand": 2,
                           "hand_number": 2, "match_number": 1,
                           "chosen_suit": data["chosen_suit"], "face_up": data["face_up"]}]
    assert data["version"] == 17


def test_two_player_round_and_scores_per_seat() -> None:
    hands = [["SU", "S6", "S2", "E9", "E8"], ["H5", "HK", "HO", "GK", "GO"]]
    state = new_round(hands, dealer=1, players=2)  # seat 0 leads; H5 < SU: hearts chosen
    assert GAME.encode(state)["chosen_suit"] == "H"
    # Hearts chosen: SU, S6, S2 are plain bells here, HK and HO plain hearts, H5 the
    # chosen 5. Trick 1: SU is the highest bell led, HK is off-suit.
    out = play_trick(state, ["SU", "HK"])
    assert out.trick is not None and out.trick.winner == 0
    out = play_trick(out.state, ["S6", "H5"])  # H5 active (no K/O/U): seat 1
    assert out.trick is not None and out.trick.winner == 1
    out = play_trick(out.state, ["HO", "S2"])
    assert out.trick is not None and out.trick.winner == 1
    out = play_trick(out.state, ["GK", "E9"])
    assert out.trick is not None and out.trick.winner == 1
    assert out.hand is not None and out.hand.to_json() == {
        "over": True, "points": [0, 1], "scores": [0, 1], "winners": [1],
        "reason": "tricks"}
    assert out.events[-1] == {"type": "hand_scored", "points": [0, 1], "scores": [0, 1],
                              "winners": [1], "reason": "tricks"}
    data = GAME.encode(out.state)
    assert data["tricks_won"] == [1, 3]
    assert data["to_act"] == [0]  # seat 0 led trick 1 and deals next
    nxt = GAME.encode(GAME.apply(out.state, Move(0, "deal", seed=1)).state)
    assert nxt["dealer"] == 0 and nxt["to_act"] == [1]


def test_match_to_target_then_next_match() -> None:
    state = GAME.new_state(options(target=1), seed=5, dealer=0)
    while state.phase == "play":
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    data = GAME.encode(state)
    assert data["phase"] == "match_over"
    winner = data["hand_result"]["winners"][0]
    assert data["match_winners"] == [winner]
    assert data["scores"][winner] == 1
    assert GAME.legal_moves(state) == [Move(1, "deal")]
    nxt = GAME.encode(GAME.apply(state, Move(1, "deal")).state)
    assert (nxt["match_number"], nxt["hand_number"], nxt["scores"]) == (2, 1, [0, 0])
    assert nxt["match_winners"] is None and nxt["hand_result"] is None
    assert nxt["dealer"] == 1


def test_legal_moves_per_seat() -> None:
    state = seed_state()
    assert GAME.legal_moves(state, 0) == []
    assert GAME.legal_moves(state, 2) == []
    cards = [m.card.code for m in GAME.legal_moves(state, 1) if m.card is not None]
    assert sorted(cards) == ["ET", "G3", "GK", "H9"]  # not the Devil S7
    assert GAME.legal_moves(state) == GAME.legal_moves(state, 1)
    assert all(m.type == "play" and m.seat == 1 for m in GAME.legal_moves(state))


# ----- views ------------------------------------------------------------------------------

def test_view_open_partner_hands() -> None:
    state = seed_state()
    full = GAME.encode(state)
    for seat in range(4):
        view = GAME.view(state, seat)
        assert "seed" not in view and view["seat"] == seat
        assert view["hand_sizes"] == [5, 5, 5, 5]
        assert view["face_up"] == full["face_up"]
        for p in range(4):
            shown = p in (seat, (seat + 2) % 4)
            assert view["hands"][p] == (full["hands"][p] if shown else None)


def test_view_closed_and_two_player_and_spectator() -> None:
    state = new_round(SEED_ROUND["hands"], 0, partner_hands_visible=False)
    full = GAME.encode(state)
    view = GAME.view(state, 1)
    assert view["hands"] == [None, full["hands"][1], None, None]
    assert view["face_up"] == ["GT", "H9", "S4", "EK"]
    spectator = GAME.view(state, None)
    assert spectator["hands"] == [None] * 4 and spectator["seat"] is None
    assert spectator["face_up"] == ["GT", "H9", "S4", "EK"]
    two = GAME.new_state(options(2), seed=3)
    data = GAME.encode(two)
    assert GAME.view(two, 0)["hands"] == [data["hands"][0], None]
    assert GAME.view(two, 1)["hands"] == [None, data["hands"][1]]


def test_face_up_card_leaves_the_view_once_played() -> None:
    state = seed_state()
    state = play_trick(state, ["GK", "S3", "H8", "G9"]).state  # nobody played a face-up
    assert GAME.view(state, 0)["face_up"] == ["GT", "H9", "S4", "EK"]
    state = play_trick(state, ["S7", "S4", "EK", "H2"]).state  # S4 and EK were face up
    assert GAME.view(state, 0)["face_up"] == ["GT", "H9", None, None]


# ----- the strict decoder -----------------------------------------------------------------

def mutated(data: dict[str, Any], path: list[Any], value: Any) -> dict[str, Any]:
    new = copy.deepcopy(data)
    target = new
    for key in path[:-1]:
        target = target[key]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return new


_DELETE = object()


def mid_round() -> dict[str, Any]:
    state = seed_state()
    state = play_trick(state, ["GK", "S3", "H8", "G9"]).state
    state = play(state, "S7").state
    state = play(state, "S4").state
    return GAME.encode(state)


BAD_STATES: list[tuple[str, list[Any], Any, str]] = [
    ("not a dict", [], None, "state"),
    ("unknown field", ["bummerl"], [0, 0], "state.bummerl"),
    ("missing field", ["chosen_suit"], _DELETE, "state.chosen_suit"),
    ("wrong game", ["game"], "watten", "state.game"),
    ("unknown option", ["options", "criticals"], True, "state.options.criticals"),
    ("bad option combination", ["options"], {"players": 2, "partner_hands_visible": False},
     "state.options.partner_hands_visible"),
    ("bad phase", ["phase"], "call_rank", "state.phase"),
    ("dealer out of range", ["dealer"], 4, "state.dealer"),
    ("forehand not left of dealer", ["forehand"], 3, "state.forehand"),
    ("hand_number 0", ["hand_number"], 0, "state.hand_number"),
    ("negative version", ["version"], -1, "state.version"),
    ("seed not int", ["seed"], "x", "state.seed"),
    ("scores not integers", ["scores"], [0, 1.5], "state.scores"),
    ("scores bool", ["scores"], [True, 0], "state.scores"),
    ("three scores", ["scores"], [0, 0, 0], "state.scores"),
    ("bad suit", ["chosen_suit"], "X", "state.chosen_suit"),
    ("wrong chosen suit", ["chosen_suit"], "H", "state.chosen_suit"),
    ("bad card code", ["hands", 0, 0], "EA", "state.hands[0][0]"),
    ("card twice", ["hands", 0, 0], "GK", "state.tricks[0].cards[0].card"),
    ("three hands", ["hands"], [[], [], []], "state.hands"),
    ("wrong hand size", ["hands", 0], ["GT", "E2"], "state.hands[0]"),
    ("face up not in hand", ["face_up", 0], "EO", "state.face_up[0]"),
    ("face up not a card", ["face_up", 0], "XX", "state.face_up[0]"),
    ("face up an ace", ["face_up", 0], "EA", "state.face_up[0]"),
    ("face up a list", ["face_up", 0], ["GT"], "state.face_up[0]"),
    ("face-up card makes another suit chosen", ["face_up", 0], "H2", "state.chosen_suit"),
    ("face up list short", ["face_up"], ["GT"], "state.face_up"),
    ("trick winner wrong", ["tricks", 0, "winner"], 2, "state.tricks[0].winner"),
    ("trick leader wrong", ["tricks", 0, "leader"], 2, "state.tricks[0].leader"),
    ("trick leader not a seat", ["tricks", 0, "leader"], "1", "state.tricks[0].leader"),
    ("trick seat order", ["trick", "cards", 0, "seat"], 2, "state.trick.cards[0].seat"),
    ("current leader wrong", ["trick", "leader"], 2, "state.trick.leader"),
    ("tricks not a list", ["tricks"], {}, "state.tricks"),
    ("a trick not an object", ["tricks", 0], [], "state.tricks[0]"),
    ("a trick with points", ["tricks", 0, "points"], 0, "state.tricks[0]"),
    ("a past trick of three cards", ["tricks", 0, "cards", 3], _DELETE,
     "state.tricks[0].cards"),
    ("trick not an object", ["trick"], [], "state.trick"),
    ("trick with a winner", ["trick", "winner"], 1, "state.trick"),
    ("trick too long", ["trick", "cards"],
     [{"seat": 1, "card": "S7"}, {"seat": 2, "card": "S4"}, {"seat": 3, "card": "EK"},
      {"seat": 0, "card": "H2"}, {"seat": 1, "card": "ET"}], "state.trick.cards"),
    ("seat out of range", ["trick", "cards", 0, "seat"], 7, "state.trick.cards[0].seat"),
    ("hand_result while playing", ["hand_result"], {"points": [0, 1], "winners": [1]},
     "state.hand_result"),
    ("match_winners while playing", ["match_winners"], [1], "state.match_winners"),
    ("to_act wrong", ["to_act"], [1], "state.to_act"),
    ("to_act two seats", ["to_act"], [3, 3], "state.to_act"),
    ("tricks_won of three sides", ["tricks_won"], [0, 1, 0], "state.tricks_won"),
    ("tricks_won wrong", ["tricks_won"], [0, 2], "state.tricks_won"),
    ("phase hand_over mid-round", ["phase"], "hand_over", "state.phase"),
]


@pytest.mark.parametrize(("name", "path", "value", "where"), BAD_STATES,
                         ids=[b[0] for b in BAD_STATES])
def test_decoder_rejects_impossible_states(name: str, path: list[Any], value: Any,
                                           where: str) -> None:
    data = mid_round()
    GAME.decode(json.loads(json.dumps(data)))  # the unmutated state is fine
    bad = value if not path else mutated(data, path, value)
    with pytest.raises(MalformedInput) as err:
        GAME.decode(bad)
    if where != "*":
        assert where in err.value.errors, err.value.errors


def test_decoder_rejects_the_devil_led_to_trick_one() -> None:
    hands = [["GT", "G9", "H2", "G8", "E2"], ["S7", "H9", "GK", "ET", "G3"],
             ["S4", "S3", "S6", "HK", "E5"], ["EK", "H8", "S2", "SU", "G4"]]
    data = GAME.encode(new_round(hands, 0))
    data["hands"][1].remove("S7")
    data["trick"]["cards"] = [{"seat": 1, "card": "S7"}]
    data["face_up"][1] = "H9"
    with pytest.raises(InvalidState) as err:
        GAME.decode(data)
    assert "state.trick.cards[0].card" in err.value.errors


def test_decoder_face_up_is_null_only_once_the_seat_has_played() -> None:
    data = GAME.encode(seed_state())
    with pytest.raises(InvalidState) as err:
        GAME.decode(mutated(data, ["face_up", 0], None))
    assert "state.face_up[0]" in err.value.errors


@pytest.mark.parametrize(("path", "value", "where"), [
    (["phase"], "play", "state.phase"),
    (["phase"], "match_over", "state.match_winners"),
    (["hand_result"], None, "state.hand_result"),
    (["hand_result", "winners"], [0], "state.hand_result"),
    (["hand_result", "points"], [1, 0], "state.hand_result"),
    (["hand_result", "points"], [0, 2], "state.hand_result"),
    (["match_winners"], [1], "state.match_winners"),
    (["to_act"], [2], "state.to_act"),
    (["scores"], [0, 7], "state.phase"),  # the round winner reached the target
])
def test_decoder_round_over_consistency(path: list[Any], value: Any, where: str) -> None:
    data = GAME.encode(seed_round_over())
    assert GAME.encode(GAME.decode(data)) == data
    with pytest.raises(InvalidState) as err:
        GAME.decode(mutated(data, path, value))
    assert where in err.value.errors, err.value.errors


def test_decoder_reads_json_objects_in_any_key_order() -> None:
    """A JSON object is unordered: a client may send ``hand_result`` with its keys in
    another order than the service writes them."""
    data = GAME.encode(seed_round_over())
    result = data["hand_result"]
    data["hand_result"] = {key: result[key] for key in reversed(list(result))}
    assert list(data["hand_result"]) != list(result)
    assert GAME.encode(GAME.decode(data))["hand_result"] == result


def test_decoder_no_trick_after_the_round_is_over() -> None:
    """§2.8: the round ends as soon as a side has 3 tricks; the fifth cards are not
    played, not even as a complete trick."""
    data = GAME.encode(seed_round_over())
    leader = data["tricks"][-1]["winner"]
    seats = [(leader + k) % 4 for k in range(4)]
    cards = [data["hands"][p][0] for p in seats]
    data["tricks"].append({"leader": leader,
                           "cards": [{"seat": p, "card": c} for p, c in zip(seats, cards,
                                                                             strict=True)],
                           "winner": expected_winner(leader, cards, "S", 4)})
    data["hands"] = [[], [], [], []]
    data["face_up"] = [None] * 4
    del data["tricks_won"]
    with pytest.raises(InvalidState) as err:
        GAME.decode(data)
    assert "state.tricks[4]" in err.value.errors


def test_decoder_a_complete_trick_is_not_the_current_one() -> None:
    data = mid_round()  # trick 2: seats 1 and 2 played S7 and S4
    for seat, card in ((3, "EK"), (0, "H2")):
        data["hands"][seat].remove(card)
        data["trick"]["cards"].append({"seat": seat, "card": card})
    data["face_up"][3] = None  # EK was seat 3's face-up card
    for key in ("to_act", "tricks_won"):
        del data[key]
    with pytest.raises(InvalidState) as err:
        GAME.decode(data)
    assert "state.trick.cards" in err.value.errors


def test_decoder_no_card_after_the_round_is_over() -> None:
    data = GAME.encode(seed_round_over())
    data["hands"][3] = []
    data["trick"]["cards"] = [{"seat": 3, "card": "G4"}]
    with pytest.raises(InvalidState) as err:
        GAME.decode(data)
    assert "state.trick.cards" in err.value.errors


def test_decoder_free_scores_within_what_can_occur() -> None:
    data = GAME.encode(seed_round_over())
    over = mutated(mutated(data, ["scores"], [3, 9]), ["phase"], "match_over")
    over["match_winners"] = [1]
    assert GAME.encode(GAME.decode(over)) == over
    playing = mid_round()
    playing["scores"] = [6, 6]
    assert GAME.encode(GAME.decode(playing)) == playing
    for scores, where in (([7, 0], "state.scores[0]"), ([0, 12], "state.scores[1]"),
                          ([0, -1], "state.scores[1]")):
        with pytest.raises(InvalidState) as err:
            GAME.decode(mutated(playing, ["scores"], scores))
        assert where in err.value.errors
    with pytest.raises(InvalidState) as err:  # the loser cannot be at the target too
        GAME.decode(mutated(over, ["scores"], [7, 9]))
    assert "state.scores[0]" in err.value.errors


def test_decoder_checks_the_chosen_suit_against_played_face_up_cards() -> None:
    """A null face-up card was one of the cards its seat played: the chosen suit must be
    possible for some such choice (§2.4)."""
    data = mid_round()  # seat 2 played S3 and S4 (face up); S chosen
    assert data["face_up"] == ["GT", "H9", None, "EK"]
    possible = mutated(mutated(data, ["face_up", 1], None), ["face_up", 3], None)
    assert GAME.encode(GAME.decode(possible)) == possible
    for suit in "EGH":
        with pytest.raises(InvalidState) as err:
            GAME.decode(mutated(data, ["chosen_suit"], suit))
        assert "state.chosen_suit" in err.value.errors
    # Seat 3's face-up card could have been H8, seat 1's GK or S7: GK/S7 vs S3 at seat 2.
    hearts = mutated(mutated(data, ["face_up", 3], None), ["chosen_suit"], "H")
    with pytest.raises(InvalidState):
        GAME.decode(hearts)


def test_decoder_fills_the_derived_fields() -> None:
    data = mid_round()
    full = copy.deepcopy(data)
    for key in ("to_act", "forehand", "tricks_won"):
        del data[key]
    again = GAME.encode(GAME.decode(data))
    assert again["to_act"] == [3] and again["forehand"] == 1
    assert again["tricks_won"] == [0, 1]
    assert again == full


def test_decoder_refuses_a_state_without_a_seed() -> None:
    """decode is pure: the seed deals every later round, so it is never made up."""
    data = mid_round()
    del data["seed"]
    with pytest.raises(InvalidState) as err:
        GAME.decode(data)
    assert err.value.errors == {"state.seed": "missing"}


def test_views_are_not_states() -> None:
    with pytest.raises(MalformedInput):
        GAME.decode(GAME.view(seed_state(), 0))


@pytest.mark.parametrize("scope", ["any_suit", "led_suit"])
def test_non_led_devil_is_left_out_of_the_led_suit_comparison(scope: str) -> None:
    """A-K3: the chosen suit is led by a 5 that lost its power (any_suit: HU kills it;
    led_suit: it keeps it). Either way S5 wins: the non-led Devil S7 would be the highest
    bell, but it never wins."""
    hands = [["S5", "E9", "E8", "G9", "G8"], ["GK", "S7", "H9", "H8", "E7"],
             ["GO", "HU", "G7", "E6", "E5"], ["EK", "E4", "E3", "G6", "G5"]]
    state = new_round(hands, dealer=3, power_loss_scope=scope)
    assert GAME.encode(state)["chosen_suit"] == "S"
    out = play_trick(state, ["S5", "S7", "HU", "E4"])
    assert out.trick is not None and out.trick.winner == 0


def test_copy_state_is_equal_and_independent() -> None:
    """The search plays out copies: a copy encodes like its original, and playing the
    copy to the end of the round leaves the original as it was."""
    state = GAME.apply(seed_state(), Move(1, "play", card=Card.parse("GK"))).state
    before = GAME.encode(state)
    copy_ = GAME.copy_state(state)
    assert GAME.encode(copy_) == before
    while GAME.phase(copy_) == "play":
        GAME.apply_in_place(copy_, GAME.legal_moves(copy_)[0])
    GAME.apply_in_place(copy_, GAME.legal_moves(copy_)[0])  # and the next deal
    assert GAME.encode(state) == before
