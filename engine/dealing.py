"""Seeds, dealing RNGs, seats and explicit deals: the rules every game shares, once.

* A match has one **seed** (``state.seed``, 0…2^53 so that JavaScript clients keep it
  exact). Hand ``k`` of match ``m`` is dealt from `hand_rng(seed, m, k)`; a game that
  draws more cards within a hand (a Watten cut or redeal) adds a purpose label.
* A ``deal`` move (or ``POST …/states``) may carry a ``seed``: it **replaces the match
  seed** (`seed_after_deal`), so that hand and every later hand are drawn from it, in
  every game.
* Seats and dealers are checked against the table in `check_seat`, explicit hands in
  `parse_deal`: nowhere else.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass
from typing import Any

from engine.cards import Card, Deck
from engine.errors import MalformedInput
from engine.limits import MAX_INT

MAX_SEED = MAX_INT  # seeds are 0…MAX_SEED = 2^53: exact in a JavaScript number


@dataclass(frozen=True)
class Deal:
    """A requested deal: explicit hands (already validated by `parse_deal`) or a seed."""

    hands: tuple[tuple[Card, ...], ...] | None = None
    seed: int | None = None


def new_seed() -> int:
    """A fresh match seed from the OS's random numbers."""
    return secrets.randbits(53)


def rng_for(seed: int, *labels: object) -> random.Random:
    """A reproducible RNG for one purpose of one match (the same on every machine and
    Python build: a string seed is hashed with SHA-512 by `random.Random`). Its seed
    string is ``stichwerk:<seed>:<label>:<label>…``; `hand_rng` and `first_dealer` write
    the same string out (no generator per call: dealing is in every random playout)."""
    return random.Random("stichwerk:" + ":".join(map(str, (seed, *labels))))


def hand_rng(seed: int, match_number: int, hand_number: int, *purpose: object
             ) -> random.Random:
    """The RNG that deals hand ``hand_number`` of match ``match_number`` of a match with
    this seed; ``purpose`` labels further draws of the same hand (a cut, a redeal).
    = ``rng_for(seed, match_number, hand_number, *purpose)``."""
    if purpose:
        return rng_for(seed, match_number, hand_number, *purpose)
    return random.Random(f"stichwerk:{seed}:{match_number}:{hand_number}")


def first_dealer(seed: int, players: int) -> int:
    """The first dealer chosen by lot when the client names none
    (= ``rng_for(seed, "first_dealer")``)."""
    return random.Random(f"stichwerk:{seed}:first_dealer").randrange(players)


def seed_after_deal(match_seed: int, deal_seed: int | None) -> int:
    """The match seed after a deal: a deal's own seed replaces it, in every game."""
    return match_seed if deal_seed is None else deal_seed


def check_seed(value: Any, path: str) -> int:
    """A seed: an integer 0…2^53 (422 otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedInput.at(path, "must be an integer")
    if not 0 <= value <= MAX_SEED:
        raise MalformedInput.at(path, f"must be between 0 and 2^53 ({MAX_SEED})")
    return value


def check_seat(value: Any, players: int, path: str) -> int:
    """A seat (or dealer) of a table of ``players``: the one range check of the engine."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedInput.at(path, "must be a seat number (an integer)")
    if not 0 <= value < players:
        raise MalformedInput.at(path, f"seat {value} is out of range 0..{players - 1}")
    return value


def parse_deal(value: Any, path: str, deck: Deck, players: int, hand_size: int
               ) -> tuple[tuple[Card, ...], ...]:
    """Explicit hands, validated once: one list per seat of ``hand_size`` distinct card
    codes of ``deck``. The one explicit-deal validator of every game."""
    if not isinstance(value, list) or len(value) != players:
        raise MalformedInput.at(path, f"must be a list of {players} hands", "invalid_deal")
    hands: list[tuple[Card, ...]] = []
    seen: dict[Card, str] = {}
    for i, hand in enumerate(value):
        hpath = f"{path}[{i}]"
        if not isinstance(hand, list):
            raise MalformedInput.at(hpath, "must be a list of card codes", "invalid_deal")
        if len(hand) != hand_size:
            raise MalformedInput.at(hpath, f"a hand has {hand_size} cards at this table, "
                                    f"not {len(hand)}", "invalid_deal")
        cards = []
        for j, code in enumerate(hand):
            cpath = f"{hpath}[{j}]"
            try:
                card = deck.parse(code)
            except ValueError as exc:
                raise MalformedInput.at(cpath, str(exc), "bad_card") from None
            if card in seen:
                raise MalformedInput.at(cpath, f"card {card} appears twice (also at "
                                        f"{seen[card]})", "invalid_deal")
            seen[card] = cpath
            cards.append(card)
        hands.append(tuple(cards))
    return tuple(hands)

