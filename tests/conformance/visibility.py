"""The visibility oracle: what each seat's view shows, written from the rules
(rules-spec.md; api.md "The state": a hidden hand is ``null``, ``hand_sizes`` still gives
every seat's count; no ``seed``), independently of the games' own view code.

`expected_view(game_id, state, seat)` builds, from a full JSON state, the view that seat
(None: the spectator) must get: the state without ``seed``, every hand the seat may not
see replaced by ``null``, ``hand_sizes`` and ``seat`` added, and each game's private
fields hidden by its rule. A game without an entry in `ORACLES` is a plain trick-taking
game: a seat sees its own hand, everything else is public (so a game that hides more
fails until its oracle is written, and one that leaks anything fails as well).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

Json = dict[str, Any]
Oracle = Callable[[Json, Json, "int | None"], None]  # (view being built, state, seat)


def own_hand_only(view: Json, state: Json, seat: int | None) -> None:
    """Plain trick-taking (Whist and any game without a rule of its own)."""
    view["hands"] = [h if p == seat else None for p, h in enumerate(state["hands"])]


def watten(view: Json, state: Json, seat: int | None) -> None:
    """§1.5: a peeked cut card is known to the seat looking at it; a card taken at the cut
    is part of the taker's hidden hand; a peeked card left at the bottom is known only to
    whoever peeked at it; cards put out of play by a redeal are known only to their
    holder. Only the own hand is seen (§1.6: the rest of the pack is face down), and
    §1.6 "Visibility (strict play, seed 002)": until both Schlag and trump are named only
    the dealer and the forehand look at their hands (from the deal on: during the cut
    nothing is dealt yet, and a seat knows the cards it took there)."""
    own_hand_only(view, state, seat)
    before_trump = state["phase"] in ("call_rank", "call_suit", "redeal_answer",
                                      "swap_answer")
    if before_trump and seat not in (state["dealer"], state["forehand"]):
        view["hands"] = [None] * len(state["hands"])
    cut = view["cut"]
    if cut["turn"] is None or cut["turn"] != seat:
        cut["peek"] = None
    cut["taken"] = [item if item["seat"] == seat else {**item, "card": None}
                    for item in cut["taken"]]
    if cut["left"] is not None and cut["left"]["seat"] != seat:
        cut["left"] = {**cut["left"], "card": None}
    view["out_of_play"] = [item if item["seat"] == seat else {**item, "card": None}
                           for item in view["out_of_play"]]


def karnoeffel(view: Json, state: Json, seat: int | None) -> None:
    """§2.1/§2.3: with ``partner_hands_visible`` (four players) a seat also sees its
    partner's hand; §2.4: the face-up cards were seen by everybody (``face_up`` stays
    public)."""
    options = state["options"]
    seen = set() if seat is None else {seat}
    if seat is not None and options["players"] == 4 and options["partner_hands_visible"]:
        seen.add((seat + 2) % 4)
    view["hands"] = [h if p in seen else None for p, h in enumerate(state["hands"])]


def hearts(view: Json, state: Json, seat: int | None) -> None:
    """§3.4: cards are passed face down: a seat knows the cards it passed, and the cards
    passed to it only once every seat has passed and they are exchanged."""
    own_hand_only(view, state, seat)
    exchanged = state["phase"] != "passing"
    view["passed"] = [v if p == seat else None for p, v in enumerate(state["passed"])]
    view["received"] = [v if p == seat and exchanged else None
                        for p, v in enumerate(state["received"])]


ORACLES: dict[str, Oracle] = {"watten": watten, "karnoeffel": karnoeffel, "hearts": hearts}


def expected_view(game_id: str, state: Json, seat: int | None) -> Json:
    """The view of ``seat`` (None: the spectator) of the full JSON ``state``."""
    view = copy.deepcopy(state)
    view.pop("seed", None)
    view["hand_sizes"] = [len(h) for h in state["hands"]]
    ORACLES.get(game_id, own_hand_only)(view, state, seat)
    view["seat"] = seat
    return view


def card_codes(value: Any, codes: frozenset[str]) -> set[str]:
    """Every string in a JSON value that is one of ``codes`` (the deck's card codes)."""
    found: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if v in codes:
                found.add(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list | tuple):
            stack.extend(v)
    return found


def keys_anywhere(value: Any) -> set[str]:
    """Every object key at any depth of a JSON value."""
    found: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            found.update(v)
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return found
