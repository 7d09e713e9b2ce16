"""§2.4 the seeded deal, written out: the dealer deals 5 cards to each player one at a
time, clockwise from his left, and each player's first card is dealt face up.

Which cards a seed deals is the documented procedure of every game (README: hand k of
match m is dealt from the match seed and (m, k) alone; engine/games/karnoeffel/play.py:
the top 5·N cards of the pack shuffled by `hand_rng(seed, m, k)`). The test deals those
cards by hand, as §2.4 says, and compares hands, face-up cards and chosen suit.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Move
from engine.dealing import hand_rng
from engine.games.karnoeffel import DECK
from tests.games.karnoeffel.support import GAME, deal_order, expected_chosen_suit, options
from tests.strategies import seeds


def deal_by_hand(seed: int, match: int, hand: int, dealer: int, n: int
                 ) -> tuple[list[set[str]], list[str]]:
    """(the hands, the face-up cards) per seat: the pack's top card to the dealer's left
    neighbour, one card at a time clockwise, the first round of cards face up."""
    pack = [DECK.cards[i].code for i in hand_rng(seed, match, hand).sample(range(48), 5 * n)]
    order = deal_order(dealer, n)
    hands: list[set[str]] = [set() for _ in range(n)]
    face_up = [""] * n
    for k, card in enumerate(pack):
        seat = order[k % n]
        if not hands[seat]:
            face_up[seat] = card  # the first card this seat gets
        hands[seat].add(card)
    return hands, face_up


def check_round(data: dict[str, Any], seed: int, n: int) -> None:
    hands, face_up = deal_by_hand(seed, data["match_number"], data["hand_number"],
                                  data["dealer"], n)
    assert [set(h) for h in data["hands"]] == hands
    assert data["face_up"] == face_up
    order = deal_order(data["dealer"], n)
    assert data["chosen_suit"] == expected_chosen_suit([face_up[p] for p in order])


@settings(max_examples=60, deadline=None)
@given(seed=seeds(), players=st.sampled_from([4, 2]), dealer=st.integers(0, 3))
def test_each_players_first_card_is_dealt_face_up(seed: int, players: int,
                                                   dealer: int) -> None:
    dealer %= players
    state = GAME.new_state(options(players), seed=seed, dealer=dealer)
    check_round(GAME.encode(state), seed, players)
    # The next round: dealt by the leader of trick 1, from the same seed and (m, k + 1).
    while GAME.phase(state) == "play":
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    forehand = (dealer + 1) % players
    state = GAME.apply(state, Move(forehand, "deal")).state
    data = GAME.encode(state)
    assert (data["dealer"], data["hand_number"]) == (forehand, 2)
    check_round(data, seed, players)


@settings(max_examples=30, deadline=None)
@given(seed=seeds(), players=st.sampled_from([4, 2]))
def test_the_first_rounds_hand_dealt_event_is_the_one_a_deal_emits(seed: int,
                                                                    players: int) -> None:
    """`new_state` deals round 1 without a move, so a session logs `hand_dealt_events`
    for it (engine/game.py): the same public facts (§2.4: dealer, forehand, the face-up
    cards, the chosen suit) as the event of a deal move."""
    state = GAME.new_state(options(players), seed=seed)
    data = GAME.encode(state)
    assert GAME.hand_dealt_events(state) == [{
        "type": "hand_dealt", "dealer": data["dealer"], "forehand": data["forehand"],
        "hand_number": 1, "match_number": 1, "chosen_suit": data["chosen_suit"],
        "face_up": data["face_up"]}]
    while GAME.phase(state) == "play":
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    out = GAME.apply(state, GAME.legal_moves(state)[0])
    assert GAME.hand_dealt_events(out.state) == out.events
