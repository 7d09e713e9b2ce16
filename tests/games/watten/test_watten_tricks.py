"""§5.1.1 trick-winner vectors (Bavarian, 4 players) and the §1.8.1 reference orders.

Each vector is checked twice: with the pure `trick_winner` function and as trick 1 of a
real hand driven through `Game.apply` (explicit deal, Schlag and trump named by the
right seats, the four cards played in order).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest

from engine import Move
from engine.games.watten import BAVARIAN_DECK, DECK, cached_strength, trick_winner
from tests.games.watten.helpers import GAME, PLAYERS, cards, deal_state, load_vectors, play

VECTORS = load_vectors("watten_tricks.json")["vectors"]
CRITICALS = {"HK", "S7", "E7"}


def indices(codes: list[str]) -> list[int]:
    """Card indices in play order."""
    return [DECK.index[card] for card in cards(codes)]


@pytest.mark.parametrize("vector", VECTORS, ids=[v["id"] for v in VECTORS])
def test_trick_winner_function(vector: dict[str, Any]) -> None:
    strength = cached_strength(vector["schlag"], vector["trump"], vector["criticals"])
    winner = trick_winner(vector["leader"], indices(vector["plays"]), strength, PLAYERS)
    assert winner == vector["winner"]


def filler_hands(vector: dict[str, Any]) -> list[list[str]]:
    """Each seat holds its card of the trick plus four fillers. Fillers are neither trumps
    nor criticals, so that Trumpf oder Kritisch (when the Hauptschlag is led) never forces
    a card other than the one the vector plays."""
    used = set(vector["plays"])
    free = [c.code for c in BAVARIAN_DECK
            if c.code not in used and c.suit != vector["trump"]
            and not (vector["criticals"] and c.code in CRITICALS)]
    hands: list[list[str]] = [[] for _ in range(PLAYERS)]
    for k, code in enumerate(vector["plays"]):
        seat = (vector["leader"] + k) % PLAYERS
        hands[seat] = [code, *free[4 * k:4 * k + 4]]
    assert all(len(h) == 5 for h in hands)
    return hands


@pytest.mark.parametrize("vector", VECTORS, ids=[v["id"] for v in VECTORS])
def test_trick_winner_through_apply(vector: dict[str, Any]) -> None:
    leader = vector["leader"]
    dealer = (leader - 1) % PLAYERS  # the forehand leads trick 1
    options = GAME.resolve_options({"criticals": vector["criticals"]})
    state = deal_state(options, dealer, filler_hands(vector))
    state = play(state, Move(leader, "call_rank", rank=vector["schlag"]),
                 Move(dealer, "call_suit", suit=vector["trump"]))
    out = None
    for k, card in enumerate(cards(vector["plays"])):
        seat = (leader + k) % PLAYERS
        assert GAME.to_act(state) == [seat]
        out = GAME.apply(state, Move(seat, "play", card=card))
        state = out.state
    assert out is not None and out.trick is not None and out.trick.complete
    assert out.trick.winner == vector["winner"]
    data = GAME.encode(state)
    assert data["tricks"][0]["winner"] == vector["winner"]
    assert [c["card"] for c in data["tricks"][0]["cards"]] == vector["plays"]
    assert data["trick"] == {"leader": vector["winner"], "cards": []}
    assert GAME.to_act(state) == [vector["winner"]]


# §1.8.1 reference orders, high to low; an inner list holds equal strikers.
REFERENCE_ORDERS = {
    "r=O t=G": ("O", "G", [["HK"], ["S7"], ["E7"], ["GO"], ["EO", "HO", "SO"], ["GA"], ["GK"],
                           ["GU"], ["GT"], ["G9"], ["G8"], ["G7"]]),
    "r=K t=H": ("K", "H", [["HK"], ["S7"], ["E7"], ["EK", "GK", "SK"], ["HA"], ["HO"], ["HU"],
                           ["HT"], ["H9"], ["H8"], ["H7"]]),
    "r=K t=E": ("K", "E", [["HK"], ["S7"], ["E7"], ["EK"], ["GK", "SK"], ["EA"], ["EO"], ["EU"],
                           ["ET"], ["E9"], ["E8"]]),
    "r=7 t=S": ("7", "S", [["HK"], ["S7"], ["E7"], ["G7", "H7"], ["SA"], ["SK"], ["SO"], ["SU"],
                           ["ST"], ["S9"], ["S8"]]),
    "r=7 t=G": ("7", "G", [["HK"], ["S7"], ["E7"], ["G7"], ["H7"], ["GA"], ["GK"], ["GO"],
                           ["GU"], ["GT"], ["G9"], ["G8"]]),
    "r=A t=E": ("A", "E", [["HK"], ["S7"], ["E7"], ["EA"], ["GA", "HA", "SA"], ["EK"], ["EO"],
                           ["EU"], ["ET"], ["E9"], ["E8"]]),
}


def two_card_winner(schlag: str, trump: str, first: str, second: str) -> str:
    """Winner of a trick whose first two cards are ``first`` then ``second``; the other two
    cards are plain cards of a third suit that cannot win."""
    strength = cached_strength(schlag, trump, True)
    suits = {first[0], second[0], trump}
    fillers = [c.code for c in BAVARIAN_DECK if c.suit not in suits and c.rank != schlag
               and c.code not in CRITICALS][:2]
    winner = trick_winner(0, indices([first, second, *fillers]), strength, PLAYERS)
    return [first, second][winner] if winner < 2 else fillers[winner - 2]


@pytest.mark.parametrize("name", sorted(REFERENCE_ORDERS))
def test_reference_order(name: str) -> None:
    schlag, trump, order = REFERENCE_ORDERS[name]
    rank = {card: i for i, group in enumerate(order) for card in group}
    assert sum(len(group) for group in order) == len(rank)  # every card listed once
    for a, b in combinations(rank, 2):
        for first, second in ((a, b), (b, a)):
            expected = (first if rank[first] == rank[second]  # equal strikers: first wins
                        else min(first, second, key=rank.__getitem__))
            assert two_card_winner(schlag, trump, first, second) == expected, (first, second)


@pytest.mark.parametrize(("suit", "order"), [("E", "AOUT98"), ("G", "AOUT987"), ("S", "AOUT98")])
def test_plain_order_of_the_led_suit(suit: str, order: str) -> None:
    """§1.8.1, r=K t=H: the plain cards of a led suit rank A O U T 9 8 (7) and beat plain
    cards of other suits, whatever their rank."""
    codes = [suit + r for r in order]
    for hi, lo in combinations(codes, 2):
        assert two_card_winner("K", "H", hi, lo) == hi
        assert two_card_winner("K", "H", lo, hi) == hi
    other = next(s for s in "EGS" if s != suit)
    assert two_card_winner("K", "H", codes[-1], other + "A") == codes[-1]


def test_striker_tie_goes_to_the_first_played_in_a_full_trick() -> None:
    # r=O t=H: three equal strikers, the Hauptschlag missing; the first one wins.
    strength = cached_strength("O", "H", True)
    assert trick_winner(2, indices(["GA", "SO", "EO", "GO"]), strength, PLAYERS) == 3
