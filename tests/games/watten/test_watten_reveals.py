"""What a card tells about the hand it came from (rules-spec §1.9): `rules.revealed` and
`rules.what_plays_reveal`, the inverse of the legal-card kernel that the bots' knowledge
is built on (engine/games/watten/bot/knowledge.py).

* Sound: a seat never "cannot hold" a card it holds (the real deal is always one of the
  worlds a seat's knowledge allows).
* Tight: nothing more is inferred than §1.9 lets one infer.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games.watten import DECK, rules
from engine.games.watten.ranking import RANKS, SUITS, WELI_RANK
from tests.games.watten.helpers import GAME
from tests.strategies import random_playout, seeds

ALL = (1 << len(DECK)) - 1

# Every option that changes a duty of §1.9 (the Bavarian ToK and the Tyrolean follow).
DUTY_OPTIONS = [
    {"tok_scope": "strict"},
    {"tok_scope": "trump_holders"},
    {"tok_scope": "strict", "criticals": False},
    {"tok_scope": "trump_holders", "criticals": False},
    {"variant": "tyrolean"},
    {"variant": "tyrolean", "tyrol_linke_forced": False},
    {"variant": "tyrolean", "tyrol_rechte_exempt": True},
    {"variant": "tyrolean", "tyrol_linke_forced": False, "tyrol_rechte_exempt": True},
]


def duty_of(option_set: dict[str, Any], schlag: str, trump: str) -> rules.Duty:
    options = GAME.resolve_options(option_set)
    if options.variant == "tyrolean":
        return rules.trump_follow_duty(options, schlag, trump)
    return rules.tok_duty(options, trump)


@settings(max_examples=300, deadline=None, database=None)
@given(option_set=st.sampled_from(DUTY_OPTIONS), schlag=st.sampled_from([*RANKS, WELI_RANK]),
       trump=st.sampled_from(SUITS), hand=st.integers(1, ALL))
def test_revealed_is_exactly_what_a_legal_card_rules_out(option_set: dict[str, Any],
                                                         schlag: str, trump: str,
                                                         hand: int) -> None:
    """§1.9 read backwards: for every card ``c`` a hand may play under a duty, the hand
    holds nothing `revealed` rules out (sound), and for every card ``x`` it does not rule
    out, ``c`` may also be played from the two-card hand {c, x} (tight)."""
    if schlag == WELI_RANK and "variant" not in option_set:
        schlag = "O"  # the Weli is a Schlag only in Tyrolean Watten
    duty = duty_of(option_set, schlag, trump)
    legal = rules.legal_cards(hand, duty)
    assert legal, "a player always has a legal card (§1.9)"
    for c in range(len(DECK)):
        if not legal >> c & 1:
            continue
        gone = rules.revealed(duty, c)
        assert not hand & gone, (DECK.codes(hand), DECK.cards[c], DECK.codes(gone))
        for x in range(len(DECK)):
            if x != c and not gone >> x & 1:
                assert rules.legal_cards(1 << c | 1 << x, duty) >> c & 1, (
                    DECK.cards[c], DECK.cards[x])
    assert rules.revealed(None, hand.bit_length() - 1) == 0  # no duty: nothing to learn


def test_revealed_names_what_breaking_free_of_a_duty_shows() -> None:
    """Trumpf oder Kritisch (r=O, t=G), answered with the plain EA: strict, no trump and
    no critical; trump_holders, no trump, but a critical may still be held (A-W1). The
    Tyrolean trump-follow answered with a plain card: no trump, no Weli and (linke forced)
    no Linke; with ``tyrol_linke_forced=false`` a Linke may still be held."""
    ea = DECK.index[DECK.parse("EA")]
    greens = {c.code for c in DECK if c.suit == "G"}
    cases = [
        ({"tok_scope": "strict"}, greens | {"HK", "S7", "E7"}),
        ({"tok_scope": "trump_holders"}, greens - {"HK", "S7", "E7"}),
        ({"variant": "tyrolean"}, greens | {"S6", "EO", "HO", "SO"}),
        ({"variant": "tyrolean", "tyrol_linke_forced": False}, greens | {"S6"}),
    ]
    for option_set, expected in cases:
        gone = rules.revealed(duty_of(option_set, "O", "G"), ea)
        assert set(DECK.codes(gone)) == expected, option_set


PLAYOUT_OPTIONS = [
    {"tok_scope": "strict"},
    {"tok_scope": "trump_holders"},
    {"tok_mode": "on_call"},
    {"variant": "tyrolean"},
    {"variant": "tyrolean", "tyrol_linke_forced": False, "tyrol_rechte_exempt": True},
    {"players": 3},
]


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(option_set=st.sampled_from(PLAYOUT_OPTIONS), seed=seeds())
def test_what_plays_reveal_never_contradicts_the_deal(option_set: dict[str, Any],
                                                      seed: int) -> None:
    """Over random matches: at every moment of play, no seat holds a card that the
    hand's tricks so far say it cannot hold."""
    options = GAME.resolve_options(option_set)
    for step in random_playout(GAME, options, seed, max_moves=400):
        s = step.after
        if s.phase != "play" or s.schlag is None or s.trump is None:
            continue
        history = [(t[0], list(t[1])) for t in s.tricks]
        if s.trick:
            history.append((s.trick_leader, list(s.trick)))
        forbidden = rules.what_plays_reveal(options, s.schlag, s.trump, s.tok_called, history)
        assert len(forbidden) == options.players
        for seat, hand in enumerate(s.hands):
            assert not hand & forbidden[seat], (seat, DECK.codes(hand & forbidden[seat]))
