"""Helpers of the Karnöffel tests: vector files, positions built by real deals, and an
independent reading of the rules (§2.4, §2.7) to compare the engine against.

Positions are reached only through the engine: an explicit deal (parsed from card codes
by `Game.parse_deal`, face-up card first) whose face-up cards make the wanted suit the
chosen one, then real moves. Nothing here reaches into the engine's internals.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import Card, Move, get_game
from engine.results import Outcome

VECTORS = Path(__file__).resolve().parents[2] / "vectors"
GAME = get_game("karnoeffel")

SUITS = "EGHS"
RANKS = "KOUT98765432"  # natural order, high to low (§2.4)
DECK_CODES = [s + r for s in SUITS for r in RANKS]


def load_vectors(name: str, key: str = "vectors") -> list[dict[str, Any]]:
    data = json.loads((VECTORS / f"karnoeffel_{name}.json").read_text(encoding="utf-8"))
    vectors: list[dict[str, Any]] = data[key]
    return vectors


def natural(code: str) -> int:
    """K=12 ... 2=1: higher is higher."""
    return len(RANKS) - RANKS.index(code[1])


def options(players: int = 4, **kw: Any) -> Any:
    return GAME.resolve_options({"players": players, **kw})


def deal_order(dealer: int, n: int) -> list[int]:
    return [(dealer + 1 + i) % n for i in range(n)]


def new_round(hands: list[list[str]], dealer: int, players: int | None = None,
              seed: int = 0, **opts: Any) -> Any:
    opts = options(players or len(hands), **opts)
    return GAME.new_state(opts, seed=seed, dealer=dealer, deal=GAME.parse_deal(opts, hands))


def play(state: Any, code: str, seat: int | None = None) -> Outcome[Any]:
    """Apply a legal card of the seat to act (or ``seat``) through the pure `apply`."""
    if seat is None:
        seat = GAME.to_act(state)[0]
    return GAME.apply(state, Move(seat, "play", card=Card.parse(code)))


def play_trick(state: Any, codes: list[str]) -> Outcome[Any]:
    out = None
    for code in codes:
        out = play(state, code)
        state = out.state
    assert out is not None
    return out


def position_deal(players: int, chosen: str, leader: int, trick: int,
                  holds: dict[int, list[str]]) -> tuple[int, list[list[str]], list[str]]:
    """An explicit deal for `build_position`: (dealer, hands with the face-up card first,
    the cards of trick 1 in play order when ``trick == 2``, else [])."""
    n = players
    size = 5 - (trick - 1)
    used = {c for cards in holds.values() for c in cards}
    assert len(used) == sum(len(c) for c in holds.values()), "a card is used twice"
    for seat, cards in holds.items():
        assert len(cards) <= size, f"seat {seat} holds more than {size} cards"
    # Fillers: cards of the other suits, never the chosen suit, so that they cannot
    # disturb the leader's trick 1 nor the chosen suit.
    fillers = [c for c in DECK_CODES if c[0] != chosen and c not in used]
    dealt: dict[int, list[str]] = {p: [] for p in range(n)}
    if trick == 2:
        power = next(chosen + r for r in "U62" if chosen + r not in used)
        used.add(power)
        dealt[leader].append(power)
        for p in range(n):
            if p != leader:
                dealt[p].append(fillers.pop())
    for p in range(n):
        dealt[p].extend(holds.get(p, []))
    # The face-up cards: the lowest free card of the chosen suit decides (§2.4); every
    # other face-up card has a higher natural rank.
    decider = min((c for c in DECK_CODES if c[0] == chosen and c not in used), key=natural)
    dealer = (leader - 1) % n
    order = deal_order(dealer, n)
    decider_seat = next(p for p in order if len(dealt[p]) < 5)
    hands: list[list[str]] = []
    for p in range(n):
        cards = dealt[p]
        if p == decider_seat:
            face = decider
        elif len(cards) < 5:
            face = max(fillers, key=natural)
            fillers.remove(face)
        else:
            face = max(cards, key=natural)
        assert p == decider_seat or natural(face) > natural(decider)
        rest = [c for c in cards if c != face]
        while len(rest) < 4:
            rest.append(fillers.pop())
        hands.append([face, *rest])
    first = [dealt[p][0] for p in order] if trick == 2 else []
    return dealer, hands, first


def build_position(players: int, chosen: str, leader: int, trick: int,
                   holds: dict[int, list[str]], **opts: Any) -> Any:
    """A state at the start of trick 1 (``trick == 1``) or trick 2 (``trick == 2``) of a
    round whose chosen suit is ``chosen``, with ``leader`` to lead and seat p holding at
    least ``holds[p]`` (exactly, when 5 − (trick − 1) cards are given).

    For trick 2 the leader first wins trick 1 by leading the chosen suit's Karnöffel,
    Pope or Emperor (whichever ``holds`` leaves free), which always have power (§2.6).
    """
    dealer, hands, first = position_deal(players, chosen, leader, trick, holds)
    state = new_round(hands, dealer, players, **opts)
    assert GAME.encode(state)["chosen_suit"] == chosen
    if first:
        out = play_trick(state, first)
        assert out.trick is not None and out.trick.winner == leader
        state = out.state
    assert GAME.to_act(state) == [leader]
    return state


# ----- an independent reading of the rules, for cross-checks -------------------------

def expected_chosen_suit(face_up_in_deal_order: list[str]) -> str:
    """§2.4: the lowest natural rank decides, the first dealt on a tie."""
    best = face_up_in_deal_order[0]
    for code in face_up_in_deal_order[1:]:
        if natural(code) < natural(best):
            best = code
    return best[0]


def expected_winner(leader: int, plays: list[str], chosen: str, n: int,
                    scope: str = "any_suit") -> int:
    """§2.7 written out the long way: specials by name and the seed's conditions."""
    led_suit = plays[0][0]

    def others_have(i: int, ranks: str) -> bool:
        return any(c[1] in ranks and (scope == "any_suit" or c[0] == led_suit)
                   for j, c in enumerate(plays) if j != i)

    def active(i: int, code: str) -> int:
        if code[0] != chosen:
            return 0
        rank = code[1]
        if rank == "U":
            return 70  # the Karnöffel beats everything
        if rank == "7":
            return 60 if i == 0 else 0  # the Devil only when led
        if rank == "6":
            return 50  # the Pope
        if rank == "2":
            return 40  # the Emperor
        if rank == "3":
            return 0 if others_have(i, "K") else 30
        if rank == "4":
            return 0 if others_have(i, "KO") else 20
        if rank == "5":
            return 0 if others_have(i, "KOU") else 10
        return 0

    powers = [active(i, c) for i, c in enumerate(plays)]
    if max(powers) > 0:
        return (leader + powers.index(max(powers))) % n
    candidates = [(natural(c), i) for i, c in enumerate(plays)
                  if c[0] == led_suit and not (i > 0 and c == chosen + "7")]
    return (leader + max(candidates)[1]) % n
