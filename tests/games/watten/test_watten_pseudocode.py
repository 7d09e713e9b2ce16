"""The normative pseudocode of rules-spec §1.8.4 (trick winner) and §1.9 (legal cards),
written out here as literally as the spec states it, against the engine: on random
tricks and hands of every variant and duty option (the pure functions), and move by move
in random matches (`Game.legal_moves` and the ``trick_won`` events).

The vectors of §5.1 pin single cases; this pins the rules where no vector looks, e.g. a
Weli Schlag (no Linke), a Rechte that is exempt, a Guate that wraps, a released Trumpf
oder Kritisch.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.games.watten import DECK, cached_strength, rules, trick_winner
from engine.games.watten.ranking import RANKS, SUITS
from tests.games.watten.helpers import GAME
from tests.strategies import random_playout, seeds

WELI = Card.parse("S6")
CRITICAL = {Card.parse("HK"): 3, Card.parse("S7"): 2, Card.parse("E7"): 1}
NATURAL = "789TUOKA"  # §1.8.1: A > K > O > U > T > 9 > 8 > 7 (index = order, low first)
GUATE_ORDER = "789TUOKA"  # §1.8.3: one step above the Schlag, wrapping from A to 7


def options_of(option_set: dict[str, Any]) -> Any:
    return GAME.resolve_options(option_set)


# ----- §1.8.4, literally --------------------------------------------------------------

def rechte(r: str, t: str) -> Card:
    return WELI if r == "6" else Card(t, r)


def guate(r: str, t: str) -> Card | None:
    if r == "6":
        return None  # no Guate when the Weli is the Schlag
    return Card(t, GUATE_ORDER[(GUATE_ORDER.index(r) + 1) % 8])


def trump_order(card: Card) -> int:
    return -1 if card == WELI else NATURAL.index(card.rank)  # A high … 7 low; Weli lowest


def strength(o: Any, r: str, t: str, card: Card, trick: list[Card]) -> tuple[int, int]:
    tyrolean = o.variant == "tyrolean"
    if o.variant == "bavarian" and o.criticals and card in CRITICAL:
        return (5, CRITICAL[card])
    if tyrolean and o.tyrol_guate and card == guate(r, t):
        return (6, 0)
    if card == rechte(r, t):
        return (4, 0)
    if card.rank == r and not (tyrolean and r == "6"):
        return (3, 0)
    if card.suit == t or (tyrolean and card == WELI):
        return (2, trump_order(card))
    if card.suit == trick[0].suit:
        return (1, NATURAL.index(card.rank))
    return (0, 0)


def spec_winner(o: Any, r: str, t: str, leader: int, trick: list[Card], n: int) -> int:
    keyed = [(*strength(o, r, t, c, trick), -i) for i, c in enumerate(trick)]
    return (leader + keyed.index(max(keyed))) % n


# ----- §1.9, literally ------------------------------------------------------------------

def tok_active(o: Any, r: str, t: str, trick: list[Card], first_trick: bool,
               called: bool) -> bool:
    if not first_trick or not trick or trick[0] != Card(t, r):
        return False
    return o.tok_mode == "auto" or (o.tok_mode == "on_call" and called)


def released(o: Any, r: str, t: str, trick: list[Card]) -> bool:
    """A card played after the lead outranks the Hauptschlag."""
    lead = strength(o, r, t, trick[0], trick)
    return any(strength(o, r, t, c, trick) > lead for c in trick[1:])


def is_trump(o: Any, r: str, t: str, card: Card) -> bool:
    return card.suit == t or card == WELI


def spec_legal(o: Any, r: str, t: str, hand: set[Card], trick: list[Card],
               first_trick: bool, called: bool) -> set[Card]:
    if o.variant == "bavarian" and tok_active(o, r, t, trick, first_trick, called) \
            and not released(o, r, t, trick):
        q = {c for c in hand if c.suit == t or (o.criticals and c in CRITICAL)}
        tt = {c for c in hand if c.suit == t and not (o.criticals and c in CRITICAL)}
        if o.tok_scope == "strict" and q:
            return q
        if o.tok_scope == "trump_holders" and tt:
            return q
    if o.variant == "tyrolean" and trick and is_trump(o, r, t, trick[0]):
        right = rechte(r, t)
        tt = {c for c in hand if c.suit == t or c in (WELI, right)}
        if o.tyrol_rechte_exempt:
            tt -= {right}
        linke = {c for c in hand if c.rank == r and c != right and r != "6"}
        rr = {right} & hand if o.tyrol_rechte_exempt else set()
        if o.tyrol_linke_forced and tt | linke:
            return tt | linke | rr
        if not o.tyrol_linke_forced and tt:
            return tt | linke | rr
    return set(hand)


# ----- the engine, through its kernels --------------------------------------------------

def engine_legal(o: Any, r: str, t: str, hand: set[Card], trick: list[Card],
                 first_trick: bool, called: bool) -> set[Card]:
    table = cached_strength(r, t, o.criticals, o.variant, o.tyrol_guate)
    duty = rules.trick_duty(o, r, t, table, first_trick, called,
                            [DECK.index[c] for c in trick])
    return set(DECK.cards_in(rules.legal_cards(DECK.mask(hand), duty)))


VARIANTS = [
    {},
    {"criticals": False},
    {"tok_scope": "trump_holders"},
    {"tok_mode": "on_call"},
    {"tok_mode": "off"},
    {"variant": "tyrolean"},
    {"variant": "tyrolean", "tyrol_guate": False},
    {"variant": "tyrolean", "tyrol_linke_forced": False},
    {"variant": "tyrolean", "tyrol_rechte_exempt": True},
    {"variant": "tyrolean", "tyrol_linke_forced": False, "tyrol_rechte_exempt": True},
]


@st.composite
def positions(draw: st.DrawFn) -> tuple[dict[str, Any], str, str, list[Card], set[Card]]:
    option_set = draw(st.sampled_from(VARIANTS))
    tyrolean = option_set.get("variant") == "tyrolean"
    r = draw(st.sampled_from([*RANKS, "6"] if tyrolean else list(RANKS)))
    t = draw(st.sampled_from(SUITS))
    deck = [c for c in DECK if tyrolean or c != WELI]
    # a trick so far (the Hauptschlag led often: that is where Trumpf oder Kritisch binds)
    cards = draw(st.permutations(deck))
    size = draw(st.integers(1, 4))
    trick = cards[:size]
    if draw(st.booleans()) and Card(t, r) in deck:
        hs = Card(t, r)
        trick = [hs, *[c for c in trick if c != hs]][:size]
    rest = [c for c in cards if c not in trick]
    hand = set(rest[:draw(st.integers(1, 5))])
    return option_set, r, t, trick, hand


@settings(max_examples=600, deadline=None, database=None)
@given(position=positions(), first_trick=st.booleans(), called=st.booleans(),
       leader=st.integers(0, 3))
def test_legal_cards_and_trick_winner_are_the_pseudocode(position: Any, first_trick: bool,
                                                         called: bool, leader: int) -> None:
    option_set, r, t, trick, hand = position
    o = options_of(option_set)
    assert engine_legal(o, r, t, hand, trick, first_trick, called) == spec_legal(
        o, r, t, hand, trick, first_trick, called), (option_set, r, t, trick, hand)
    table = cached_strength(r, t, o.criticals, o.variant, o.tyrol_guate)
    cards = [DECK.index[c] for c in trick]
    assert trick_winner(leader, cards, table, 4) == spec_winner(o, r, t, leader, trick, 4), (
        option_set, r, t, trick)


PLAYOUTS = [
    {},
    {"tok_scope": "trump_holders", "criticals": False},
    {"tok_mode": "on_call"},
    {"variant": "tyrolean"},
    {"variant": "tyrolean", "tyrol_linke_forced": False, "tyrol_rechte_exempt": True},
    {"players": 2},
    {"players": 3},
]


@settings(max_examples=30, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(option_set=st.sampled_from(PLAYOUTS), seed=seeds())
def test_random_matches_follow_the_pseudocode(option_set: dict[str, Any], seed: int) -> None:
    """Through the public API: at every turn to play, the cards `legal_moves` lists are
    §1.9's; every completed trick goes to §1.8.4's winner."""
    o = options_of(option_set)
    n = o.players
    for step in random_playout(GAME, o, seed, max_moves=300):
        s = step.before
        if s.phase == "play" and s.pending_raise is None and step.move.type == "play":
            seat = step.move.seat
            hand = set(DECK.cards_in(s.hands[seat]))
            trick = [DECK.cards[i] for i in s.trick]
            listed = {m.card for m in GAME.legal_moves(s, seat) if m.type == "play"}
            assert listed == spec_legal(o, s.schlag, s.trump, hand, trick, not s.tricks,
                                        s.tok_called), (GAME.encode(s), seat)
        for event in step.outcome.events:
            if event["type"] == "trick_won":
                done = event["trick"]
                cards = [Card.parse(c) for c in done["cards"]]
                assert event["seat"] == spec_winner(o, s.schlag, s.trump, done["leader"],
                                                    cards, n), event
