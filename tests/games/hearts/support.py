"""Helpers of the Hearts engine tests: vector files, positions reached by real deals and
moves, and an independent reading of the rules (§3.5, §3.6, §3.8) to compare against.

Positions are reached only through the engine's public protocol: an explicit deal of
hand 1 (`Game.parse_deal`, as a client sends it), the passes of hand 1 (chosen so that
after the exchange every seat holds the wanted cards), then real card moves. Nothing here
reads the engine's internals; the oracle functions below are written from the spec, not
from the engine.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from engine import Card, Move, get_game
from engine.game import Outcome

VECTORS = Path(__file__).resolve().parents[2] / "vectors"
GAME = get_game("hearts")

SUITS = "CDHS"
RANKS = "23456789TJQKA"  # low to high (§3.2)
DECK_CODES = [s + r for s in SUITS for r in RANKS]
DEFAULT_REMOVED = {3: ["D2"], 4: [], 5: ["D2", "C2"], 6: ["D2", "C2", "D3", "C3"]}
OFFSET = {"left": 1, "right": -1, "none": 0}  # across: n // 2


def load_vectors(name: str, key: str = "vectors") -> list[dict[str, Any]]:
    data = json.loads((VECTORS / f"hearts_{name}.json").read_text(encoding="utf-8"))
    vectors: list[dict[str, Any]] = data[key]
    return vectors


def options(players: int = 4, **kw: Any) -> Any:
    return GAME.resolve_options({"players": players, **kw})


def cards(codes: Iterable[str]) -> list[Card]:
    return [Card.parse(c) for c in codes]


def rank(code: str) -> int:
    return RANKS.index(code[1])


def sort_codes(codes: Iterable[str]) -> list[str]:
    """Deck order: suits C D H S, ranks low to high (the engine's JSON order)."""
    return sorted(codes, key=DECK_CODES.index)


def pass_offset(direction: str, n: int) -> int:
    return n // 2 if direction == "across" else OFFSET[direction] % n


# ----- the oracle: the spec read independently -----------------------------------------

def expected_winner(leader: int, plays: list[str], n: int) -> int:
    """§3.6: the highest card of the led suit wins."""
    led = plays[0][0]
    best = max((k for k, c in enumerate(plays) if c[0] == led), key=lambda k: rank(plays[k]))
    return (leader + best) % n


def penalty(code: str, omnibus: bool = False) -> int:
    """§3.2: each heart 1, SQ 13; with Omnibus DJ -10."""
    if code[0] == "H":
        return 1
    if code == "SQ":
        return 13
    if code == "DJ" and omnibus:
        return -10
    return 0


def trick_points(plays: Iterable[str], omnibus: bool = False) -> int:
    return sum(penalty(c, omnibus) for c in plays)


def lowest_club(removed: Iterable[str]) -> str:
    gone = set(removed)
    return next(c for c in DECK_CODES if c[0] == "C" and c not in gone)


def legal_cards(hand: Iterable[str], trick: list[str], first_trick: bool, broken: bool,
                low_club: str, hearts_instead_of_qs: bool = False) -> set[str]:
    """The pseudocode of §3.5, line by line."""
    hand = set(hand)
    if not trick:
        if first_trick:
            return {low_club} & hand
        if broken:
            return hand
        plain = {c for c in hand if c[0] != "H"}
        if not plain:
            return hand
        if hearts_instead_of_qs and plain == {"SQ"}:
            return hand
        return plain
    follow = {c for c in hand if c[0] == trick[0][0]}
    if follow:
        return follow
    if first_trick:
        clean = {c for c in hand if c[0] != "H" and c != "SQ"}
        if clean:
            return clean
    return hand


# ----- dealing and passing -------------------------------------------------------------

def prepass_hands(post: list[list[str]], offset: int, count: int
                  ) -> tuple[list[list[str]], list[list[str]]]:
    """Hands to deal, and the pass of each seat, such that after every seat p has passed
    to p + offset the seats hold ``post``. Seat p passes the first ``count`` cards (deck
    order) of what p + offset must hold; it receives from p - offset."""
    n = len(post)
    if not offset:
        return [list(h) for h in post], [[] for _ in post]
    passes = [sort_codes(post[(p + offset) % n])[:count] for p in range(n)]
    pre = []
    for p in range(n):
        got = set(passes[(p - offset) % n])
        pre.append(sort_codes([c for c in post[p] if c not in got] + passes[p]))
    return pre, passes


def start_hand(opts: Any, post: list[list[str]], dealer: int = 0, seed: int = 1) -> Any:
    """A new match whose hand 1 is dealt and passed so that the seats then hold ``post``
    (the pass direction of hand 1 comes from the options)."""
    data = GAME.options_json(opts)
    n = data["players"]
    offset = pass_offset(data["pass_cycle"][0], n)
    pre, passes = prepass_hands(post, offset, data["pass_count"])
    state = GAME.new_state(opts, seed=seed, dealer=dealer, deal=GAME.parse_deal(opts, pre))
    if offset:
        assert state.phase == "passing"
        for p in range(n):
            state = GAME.apply(state, Move(p, "pass", cards=tuple(cards(passes[p])))).state
    assert state.phase == "play"
    held = GAME.encode(state)["hands"]
    assert [sorted(h) for h in held] == [sorted(h) for h in post]
    return state


def play(state: Any, code: str, seat: int | None = None) -> Outcome[Any]:
    """Apply a card of the seat to act (or ``seat``) through the pure `apply`."""
    if seat is None:
        seat = GAME.to_act(state)[0]
    return GAME.apply(state, Move(seat, "play", card=Card.parse(code)))


def play_all(state: Any, codes: Iterable[str]) -> tuple[Any, list[Outcome[Any]]]:
    outs = []
    for code in codes:
        out = play(state, code)
        outs.append(out)
        state = out.state
    return state, outs


# ----- positions built from a trick plan -----------------------------------------------

def tricks_to_hands(n: int, first_leader: int, tricks: list[list[str]]
                    ) -> tuple[list[list[str]], list[int]]:
    """Who plays what, for tricks given as cards in play order: the leader of trick 1 is
    given, each later trick is led by the oracle's winner of the one before."""
    hands: list[list[str]] = [[] for _ in range(n)]
    leaders = []
    leader = first_leader
    for trick in tricks:
        leaders.append(leader)
        for k, code in enumerate(trick):
            hands[(leader + k) % n].append(code)
        if len(trick) == n:
            leader = expected_winner(leader, trick, n)
    return hands, leaders


def fill_hands(n: int, removed: Iterable[str], first_leader: int, tricks: list[list[str]],
               holdings: Mapping[int, list[str]] | None = None,
               fill: Mapping[int, str] | None = None) -> list[list[str]]:
    """Hands (after the pass) that make ``tricks`` legal: each seat holds what it plays,
    its ``holdings``, and cards topping it up to the hand size. A seat that did not follow
    suit gets no card of that suit; a seat that discarded a penalty card to trick 1 gets
    only penalty cards; ``fill[seat]`` names the suits allowed (``exact``: none)."""
    holdings = holdings or {}
    fill = fill or {}
    deck = [c for c in DECK_CODES if c not in set(removed)]
    hand_size = len(deck) // n
    played, leaders = tricks_to_hands(n, first_leader, tricks)
    allowed = [set(SUITS) for _ in range(n)]
    only_penalty = [False] * n
    for t, (leader, trick) in enumerate(zip(leaders, tricks, strict=True)):
        for k, code in enumerate(trick[1:], 1):
            seat = (leader + k) % n
            if code[0] != trick[0][0]:
                allowed[seat].discard(trick[0][0])
                if t == 0 and penalty(code):
                    only_penalty[seat] = True
    hands = [played[p] + list(holdings.get(p, [])) for p in range(n)]
    used = {c for h in hands for c in h}
    assert len(used) == sum(len(h) for h in hands), "a card is used twice"
    pool = [c for c in deck if c not in used]
    # top the hands up: the most constrained seats first
    for p in sorted(range(n), key=lambda p: (p not in fill, len(allowed[p]))):
        need = hand_size - len(hands[p])
        suits = (("" if fill[p] == "exact" else fill[p]) if p in fill
                 else "".join(s for s in SUITS if s in allowed[p]))
        chosen = [c for c in pool if c[0] in suits and (not only_penalty[p] or penalty(c) > 0)]
        chosen = chosen[:need]
        assert len(chosen) == need, f"cannot top up seat {p}: {need} cards of {suits!r}"
        for c in chosen:
            pool.remove(c)
        hands[p] += chosen
    assert not pool, pool
    return [sort_codes(h) for h in hands]


def scripted_hand(opts: Any, first_leader: int, tricks: list[list[str]],
                  **kw: Any) -> tuple[Any, list[list[str]]]:
    """Hand 1 dealt (and passed) for ``tricks``; returns the state before trick 1 and the
    hands after the pass."""
    data = GAME.options_json(opts)
    post = fill_hands(data["players"], data["removed_cards"], first_leader, tricks, **kw)
    return start_hand(opts, post), post


class Position:
    """A state of hand 1 reached by real moves, just before the cards of ``plays``.

    ``context``: ``trick1`` (``plays`` is trick 1), ``later`` (one clean club trick
    first, won by ``leader``), ``broken`` (then a trick in which a heart is discarded,
    also won by ``leader``) or ``sq_discarded`` (the same with SQ instead of a heart);
    ``clean_tricks`` adds tricks without penalty cards, each led and won by ``leader``.
    ``holdings`` fixes cards a seat still holds when ``plays`` start (``fill`` then says
    which suits may top the hand up; ``exact`` = nothing more). Every other card is dealt
    so that each seat that does not follow in ``plays`` is void in the led suit.
    """

    def __init__(self, players: int = 4, opts: Mapping[str, Any] | None = None, *,
                 context: str = "later", leader: int = 0, plays: list[str] | None = None,
                 holdings: Mapping[Any, list[str]] | None = None,
                 fill: Mapping[Any, str] | None = None, clean_tricks: int = 0) -> None:
        self.n = n = players
        self.opts = options(players, **(opts or {}))
        data = GAME.options_json(self.opts)
        removed = data["removed_cards"]
        self.leader = leader
        self.plays = list(plays or [])
        held = {int(k): list(v) for k, v in (holdings or {}).items()}
        low = lowest_club(removed)
        if context == "trick1" and not self.plays and low not in held.get(leader, []):
            held.setdefault(leader, []).append(low)
        reserved = set(self.plays) | {c for h in held.values() for c in h}
        pool = [c for c in DECK_CODES if c not in set(removed) and c not in reserved]
        vector_suits = {c[0] for c in self.plays}
        voids: list[set[str]] = [set() for _ in range(n)]
        prefix: list[list[str]] = []  # tricks in play order

        def take(suit: str, highest: bool = False) -> str:
            some = [c for c in pool if c[0] == suit]
            card = some[-1] if highest else some[0]
            pool.remove(card)
            return card

        if context != "trick1":
            assert low not in reserved, "the lowest club opens trick 1 of the prefix"
            first = (leader + 1) % n
            pool.remove(low)
            prefix.append([low if k == 0 else take("C", highest=(first + k) % n == leader)
                           for k in range(n)])
            if context in ("broken", "sq_discarded"):
                x = next(s for s in "DSC" if s not in vector_suits
                         and not (context == "sq_discarded" and s == "S"))
                discarder = (leader + 1) % n
                trick = []
                for k in range(n):
                    if (leader + k) % n != discarder:
                        trick.append(take(x, highest=k == 0))
                    elif context == "broken":
                        trick.append(take("H"))
                    else:
                        pool.remove("SQ")
                        trick.append("SQ")
                prefix.append(trick)
                voids[discarder].add(x)
            for i in range(clean_tricks):
                suits = [s for s in "DSC" if not any(s in v for v in voids)]
                y = suits[i % len(suits)]
                prefix.append([take(y, highest=k == 0) for k in range(n)])
        self.prefix = prefix
        first_leader = (leader + 1) % n if prefix else leader
        fills = {int(k): v for k, v in (fill or {}).items()}
        self.post = fill_hands(n, removed, first_leader, [*prefix, self.plays], held, fills)
        state = start_hand(self.opts, self.post)
        for trick in prefix:
            state, _ = play_all(state, trick)
        assert GAME.encode(state)["trick"]["leader"] == leader
        self.state = state

    def before(self, count: int) -> Any:
        """The state after the first ``count`` cards of ``plays``."""
        state, _ = play_all(self.state, self.plays[:count])
        return state

    def play_out(self) -> tuple[Any, list[Outcome[Any]]]:
        return play_all(self.state, self.plays)


# ----- state inspection ----------------------------------------------------------------

def walk_strings(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (keys included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from walk_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from walk_strings(v)


def card_codes_in(value: Any) -> set[str]:
    codes = set(DECK_CODES)
    return {s for s in walk_strings(value) if s in codes}


def played_cards(data: Mapping[str, Any]) -> set[str]:
    out = {p["card"] for t in data["tricks"] for p in t["cards"]}
    out |= {p["card"] for p in data["trick"]["cards"]}
    return out
