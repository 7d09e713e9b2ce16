"""Strict readers for JSON game states, shared by every game's decoder.

Every integer a reader accepts lies in ``-2^53…2^53`` (`engine.limits.MAX_INT`; a seed
in ``0…2^53``), so no posted number makes arithmetic or formatting fail later and a
JavaScript client keeps every number exact. Each reader checks one field and raises
`InvalidState` (or `MalformedInput` for a code that is not a card) naming the field's
path, so a client learns exactly what is wrong and where. A game's decoder subclasses
`StateReader`, reads the common header with `read_header`, and adds its own fields and
consistency checks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from engine.cards import Card, Deck
from engine.errors import InvalidState, MalformedInput
from engine.limits import MAX_INT, OPTIONS_CACHE, BoundedCache
from engine.options import resolve_options

T = TypeVar("T")


# (deck, index) -> (card code -> index, card code -> bit): one dict lookup per card code
# read. The decks and indexes are the games' module constants, so this holds a handful.
_CODE_TABLES: dict[tuple[int, int],
                   tuple[Deck, Mapping[Card, int], dict[str, int], dict[str, int]]] = {}


def code_tables(deck: Deck, index: Mapping[Card, int]) -> tuple[dict[str, int], dict[str, int]]:
    """Card code -> index in ``index``, and -> ``1 << index``, for every card of ``deck``
    (cached by identity)."""
    key = (id(deck), id(index))
    hit = _CODE_TABLES.get(key)
    if hit is not None and hit[0] is deck and hit[1] is index:
        return hit[2], hit[3]
    if len(_CODE_TABLES) >= 64:  # never with the registered games; a bound all the same
        _CODE_TABLES.clear()
    table = {card.code: index[card] for card in deck.cards}
    bits = {code: 1 << i for code, i in table.items()}
    _CODE_TABLES[key] = (deck, index, table, bits)
    return table, bits


# id -> (resolved options, the combination check they passed). Resolved options are cached
# objects (`resolve_options`), so the options of posted states are checked once.
_CHECKED: BoundedCache[int, tuple[Any, Any]] = BoundedCache.sized("options checked",
                                                                  OPTIONS_CACHE)


class Seen:
    """The cards read so far from one state, each of which may appear only once.

    The check is one AND per list of cards (``mask``). Where a card was read is needed
    only for the message when it turns up again, so each place records just its path and
    the raw JSON it was read from (`where` finds the card in them again on that error
    path); no path string is built per card. ``len`` and ``in`` (a card index) work as on
    the dict of paths this replaces."""

    __slots__ = ("mask", "places")

    def __init__(self) -> None:
        self.mask = 0
        # (mask of the place, its path, its raw JSON list or None for one card, the key
        # of the card code in each item, None when the items are the codes, "[]" when
        # they are lists of codes)
        self.places: list[tuple[int, str, list[Any] | None, str | None]] = []

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, index: object) -> bool:
        return type(index) is int and index >= 0 and bool(self.mask >> index & 1)

    def add(self, mask: int, path: str, items: list[Any] | None = None,
            key: str | None = None) -> None:
        """Record the cards of ``mask`` (none of them seen yet), read at ``path``."""
        self.mask |= mask
        self.places.append((mask, path, items, key))

    def where(self, index: int, reader: StateReader) -> str:
        """The path where card ``index`` was read (it was: ``index in self``)."""
        bit = 1 << index
        for mask, path, items, key in self.places:
            if not mask & bit:
                continue
            if items is None:
                return path
            if key == "[]":  # a list of lists of codes (or nulls)
                for i, codes in enumerate(items):
                    for j, code in enumerate(codes or ()):
                        if reader.card_index(code, path) == index:
                            return f"{path}[{i}][{j}]"
                continue
            for j, item in enumerate(items):
                code = item if key is None else item[key]
                if reader.card_index(code, path) == index:
                    return f"{path}[{j}]" if key is None else f"{path}[{j}].{key}"
        raise AssertionError(f"card {index} was not read")


class StateReader:
    """Field readers. ``deck`` validates card codes; ``index`` maps a card to the game's
    internal card index (defaults to the deck's own order).

    The card readers take the common case (every code a card of the deck, every card
    once) in one pass over the list that builds no strings; anything else goes to the
    slower reader that checks item by item and words the error, which is therefore the
    one place where the rules of a field are spelt out."""

    deck: Deck
    index: Mapping[Card, int]
    codes: dict[str, int]  # card code -> index, for the common case of `card`
    bits: dict[str, int]  # card code -> 1 << index, for the common case of `card_mask`

    def use_deck(self, deck: Deck, index: Mapping[Card, int] | None = None) -> None:
        self.deck = deck
        self.index = index if index is not None else deck.index
        self.codes, self.bits = code_tables(deck, self.index)

    # ----- scalars -----------------------------------------------------------------------
    @staticmethod
    def matches(given: Any, expected: Any) -> bool:
        """Whether a state's ``given`` JSON value is ``expected`` (a derived field against
        the value the state implies). Not Python's ``==`` alone, which holds 2.0, 2 and
        True equal: in JSON they are three types, and a wrong type is a 422 (api.md).
        The values are compared first (in C: a mismatch ends there), then the types, in
        one loop for a list: this runs for every derived field of every posted state."""
        if given != expected:
            return False
        kind = type(expected)
        if type(given) is not kind:
            return False
        if kind is list:
            for g, e in zip(given, expected, strict=True):
                if type(g) is not type(e) or (
                        type(e) in (list, dict) and not StateReader.matches(g, e)):
                    return False
        elif kind is dict:
            return all(StateReader.matches(given[k], v) for k, v in expected.items())
        return True

    @staticmethod
    def field(data: dict[str, Any], name: str, kind: type, path: str | None = None) -> Any:
        """A required field of type ``kind`` (booleans never pass for int)."""
        if name not in data:
            raise InvalidState(path or f"state.{name}", "missing")
        value = data[name]
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            raise InvalidState(path or f"state.{name}", f"must be {kind.__name__}")
        return value

    @classmethod
    def integer(cls, data: dict[str, Any], name: str, minimum: int | None = None,
                path: str | None = None, maximum: int = MAX_INT) -> int:
        value = data.get(name)
        if type(value) is int and (minimum is None or value >= minimum) \
                and -MAX_INT <= value <= maximum:
            return value  # the common case, without building the path
        path = path or f"state.{name}"
        value = cls.field(data, name, int, path)
        if minimum is not None and value < minimum:
            raise InvalidState(path, f"must be at least {minimum}")
        if not -MAX_INT <= value <= maximum:
            low = -MAX_INT if minimum is None else max(minimum, -MAX_INT)
            raise InvalidState(path, f"must be between {low} and {maximum}")
        return int(value)

    @staticmethod
    def seat(data: dict[str, Any], name: str, n: int, path: str | None = None) -> int:
        value = data.get(name)
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidState(path or f"state.{name}", "must be a seat number")
        if not 0 <= value < n:
            raise InvalidState(path or f"state.{name}", f"seat {value} is out of range "
                               f"0..{n - 1}")
        return value

    @staticmethod
    def int_list(data: dict[str, Any], name: str, length: int, minimum: int | None = None,
                 path: str | None = None) -> list[int]:
        value = data.get(name)
        if type(value) is list and len(value) == length:  # the common case: exact ints
            low = -MAX_INT if minimum is None else max(minimum, -MAX_INT)
            for v in value:
                if type(v) is not int or not low <= v <= MAX_INT:
                    break
            else:
                return value[:]
        if (not isinstance(value, list) or len(value) != length
                or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
            raise InvalidState(path or f"state.{name}", f"must be a list of {length} integers")
        if minimum is not None and any(v < minimum for v in value):
            raise InvalidState(path or f"state.{name}", f"values must be at least {minimum}")
        if any(not -MAX_INT <= v <= MAX_INT for v in value):
            raise InvalidState(path or f"state.{name}", "values must be between -2^53 and 2^53")
        return [int(v) for v in value]

    @classmethod
    def counters(cls, data: dict[str, Any]) -> tuple[int, int, int]:
        """Every game's ``hand_number`` and ``match_number`` (from 1) and ``version``
        (from 0)."""
        return (cls.integer(data, "hand_number", minimum=1),
                cls.integer(data, "match_number", minimum=1),
                cls.integer(data, "version", minimum=0))

    @staticmethod
    def optional_choice(data: dict[str, Any], name: str, choices: tuple[str, ...],
                        path: str | None = None) -> str | None:
        if name not in data:
            raise InvalidState(path or f"state.{name}", "missing")
        value = data[name]
        if value is None:
            return None
        if not isinstance(value, str) or value not in choices:
            raise InvalidState(path or f"state.{name}", f"{value!r} is not one of "
                               f"{list(choices)}")
        return value

    @staticmethod
    def seed(data: dict[str, Any]) -> int:
        """The match seed, 0…2^53: required (decoding is pure; it never makes one up)."""
        seed = data.get("seed")
        if seed is None:
            raise InvalidState("state.seed", "missing")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidState("state.seed", "must be an integer")
        if not 0 <= seed <= MAX_INT:
            raise InvalidState("state.seed", f"must be between 0 and 2^53 ({MAX_INT})")
        return seed

    @staticmethod
    def winners(data: dict[str, Any], name: str, units: int) -> list[int] | None:
        """null, or a non-empty list of distinct teams/seats (match winners)."""
        path = f"state.{name}"
        if name not in data:
            raise InvalidState(path, "missing")
        value = data[name]
        if value is None:
            return None
        if (isinstance(value, list) and value
                and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < units
                        for v in value)
                and len(set(value)) == len(value)):
            return sorted(value)
        raise InvalidState(path, f"must be null or a list of distinct numbers 0..{units - 1}")

    # ----- cards -------------------------------------------------------------------------
    def card_index(self, value: Any, path: str) -> int:
        """A card code of the deck → its index (MalformedInput ``bad_card`` otherwise)."""
        index = self.codes.get(value) if type(value) is str else None
        if index is not None:
            return index
        try:
            card = self.deck.parse(value)
        except ValueError as exc:
            raise MalformedInput.at(path, str(exc), "bad_card") from None
        return self.index[card]

    def twice(self, code: Any, path: str, other: str) -> InvalidState:
        """The error for a card read at ``path`` that was read before at ``other``."""
        return InvalidState(path, f"card {self.deck.parse(code)} appears twice "
                            f"(also at {other})")

    def card(self, value: Any, path: str, seen: Seen | None = None) -> int:
        """A card code of the deck; with ``seen``, a card may appear only once."""
        index = self.card_index(value, path)
        if seen is not None:
            if seen.mask >> index & 1:
                raise self.twice(value, path, seen.where(index, self))
            seen.add(1 << index, path)
        return index

    def card_mask(self, value: Any, path: str, seen: Seen | None = None) -> int:
        """A list of distinct card codes as a bitmask; with ``seen``, each card is also
        recorded there (and may not be in it yet). The errors are those of `card` on
        each code, first against the list itself, then against ``seen``.

        The common case is one C-level pass: the sum of the codes' bits has one bit per
        code exactly when no code repeats (a repeated bit carries into another)."""
        if isinstance(value, list):
            try:
                mask = sum(map(self.bits.__getitem__, value))
            except (KeyError, TypeError):  # not a code of the deck, or not even hashable
                mask = -1
            if mask >= 0 and mask.bit_count() == len(value) and (
                    seen is None or not mask & seen.mask):
                if seen is not None:
                    seen.add(mask, path, value)
                return mask
        return self.card_mask_checked(value, path, seen)

    def card_mask_checked(self, value: Any, path: str, seen: Seen | None) -> int:
        """`card_mask` code by code: raises the error of the first bad code."""
        if not isinstance(value, list):
            raise InvalidState(path, "must be a list of card codes")
        mask = 0
        for j, code in enumerate(value):
            index = self.card_index(code, f"{path}[{j}]")
            bit = 1 << index
            if mask & bit:  # the card is twice in this list
                raise self.twice(code, f"{path}[{j}]", f"{path}[{value.index(code)}]")
            if seen is not None and seen.mask & bit:  # the card is also elsewhere
                raise self.twice(code, f"{path}[{j}]", seen.where(index, self))
            mask |= bit
        if seen is not None:
            seen.add(mask, path, value)
        return mask

    def card_masks(self, value: list[Any], path: str, seen: Seen | None,
                   nullable: bool = False, size: int | None = None) -> list[int] | None:
        """`card_mask` of each list of ``value`` (``path[i]``; with ``nullable``, null is
        0), in one go for the common case: every code a card of the deck, with ``size``
        that many in each list, and with ``seen`` every card once in all the lists and
        not seen before. None for anything else: the caller then reads list by list,
        which words the error."""
        bits = self.bits.__getitem__
        masks = []
        union = 0
        try:
            for codes in value:
                if type(codes) is list:
                    mask = sum(map(bits, codes))
                    if mask.bit_count() != len(codes) or (seen is not None and mask & union) \
                            or (size is not None and len(codes) != size):
                        return None
                    union |= mask
                    masks.append(mask)
                elif codes is None and nullable:
                    masks.append(0)
                else:
                    return None
        except (KeyError, TypeError):  # not a code of the deck, or not even hashable
            return None
        if seen is not None:
            if union & seen.mask:
                return None
            seen.add(union, path, value, "[]")
        return masks

    def hands(self, data: dict[str, Any], n: int, seen: Seen) -> list[int]:
        hands = data.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise InvalidState("state.hands", f"must be a list of {n} hands")
        masks = self.card_masks(hands, "state.hands", seen)
        if masks is not None:
            return masks
        return [self.card_mask(hand, f"state.hands[{i}]", seen) for i, hand in enumerate(hands)]

    def seat_cards(self, value: Any, path: str, n: int, seen: Seen | None
                   ) -> list[tuple[int, int]]:
        """A list of ``{seat, card}``."""
        if isinstance(value, list):
            codes = self.codes
            out = []
            mask = 0
            for item in value:
                # exactly the keys seat and card (JSON keys are strings)
                if type(item) is not dict or len(item) != 2:
                    break
                seat = item.get("seat")
                code = item.get("card")
                if type(seat) is not int or not 0 <= seat < n or type(code) is not str:
                    break
                index = codes.get(code)
                if index is None or mask >> index & 1:
                    break
                mask |= 1 << index
                out.append((seat, index))
            else:
                if seen is None:
                    return out
                if not mask & seen.mask:
                    seen.add(mask, path, value, "card")
                    return out
        return self.seat_cards_checked(value, path, n, seen)

    def seat_cards_checked(self, value: Any, path: str, n: int, seen: Seen | None
                           ) -> list[tuple[int, int]]:
        """`seat_cards` item by item: raises the error of the first bad item."""
        if not isinstance(value, list):
            raise InvalidState(path, "must be a list of {seat, card}")
        out: list[tuple[int, int]] = []
        mask = 0
        for k, item in enumerate(value):
            ipath = f"{path}[{k}]"
            # exactly the keys seat and card (JSON keys are strings)
            if type(item) is not dict or len(item) != 2 or "seat" not in item \
                    or "card" not in item:
                raise InvalidState(ipath, "must be {seat, card}")
            seat = item["seat"]
            if type(seat) is not int or not 0 <= seat < n:
                seat = self.seat(item, "seat", n, f"{ipath}.seat")
            code = item["card"]
            index = self.card_index(code, f"{ipath}.card")
            bit = 1 << index
            if seen is not None:
                if seen.mask & bit:
                    raise self.twice(code, f"{ipath}.card", seen.where(index, self))
                if mask & bit:
                    first = next(j for j, (_, c) in enumerate(out) if c == index)
                    raise self.twice(code, f"{ipath}.card", f"{path}[{first}].card")
            mask |= bit
            out.append((seat, index))
        if seen is not None:
            seen.add(mask, path, value, "card")
        return out

    def trick_plays(self, value: Any, path: str, leader: int, n: int, seen: Seen,
                    complete: bool) -> list[tuple[int, int]]:
        """The cards of a trick led by ``leader``, played clockwise."""
        if isinstance(value, list) and (len(value) > n or (complete and len(value) != n)):
            raise InvalidState(path, f"a trick has {'exactly' if complete else 'at most'} "
                               f"{n} cards")
        plays = self.seat_cards(value, path, n, seen)
        seat = leader % n
        for k, play in enumerate(plays):
            if play[0] != seat:
                raise InvalidState(f"{path}[{k}].seat", f"seat {(leader + k) % n} plays "
                                   f"card {k} of a trick led by seat {leader}")
            seat = seat + 1 if seat + 1 < n else 0
        return plays

    def trick_cards(self, value: Any, path: str, leader: int, n: int, seen: Seen,
                    complete: bool, played: list[int] | None = None
                    ) -> tuple[list[int], int]:
        """`trick_plays` for the caller that needs only the cards (the seats are those of
        the play order): the card indices and their mask. With ``played`` (a mask per
        seat), each card's bit is also added to its seat's mask.

        The common case in one loop without calls: items are dicts of two keys, ``seat``
        (an exact int, the play order from ``leader``) and ``card`` (a code of the deck),
        each card once and not seen before. Anything else goes to `trick_plays`, which
        words the error."""
        if type(value) is list and len(value) <= n and (not complete or len(value) == n) \
                and 0 <= leader < n:
            codes = self.codes
            seat = leader
            mask = 0
            cards = []
            try:
                for item in value:
                    if type(item) is not dict or len(item) != 2:
                        break
                    number = item["seat"]
                    if type(number) is not int or number != seat:
                        break
                    index = codes[item["card"]]  # KeyError, or TypeError if unhashable
                    mask |= 1 << index
                    cards.append(index)
                    if played is not None:  # idempotent: the slow path below may add it again
                        played[seat] |= 1 << index
                    seat += 1
                    if seat == n:
                        seat = 0
                else:
                    if not mask & seen.mask and mask.bit_count() == len(cards):
                        seen.mask |= mask  # `seen.add`, written out: once per trick
                        seen.places.append((mask, path, value, "card"))
                        return cards, mask
            except (KeyError, TypeError):
                pass
        plays = self.trick_plays(value, path, leader, n, seen, complete)
        mask = 0
        for seat, card in plays:
            mask |= 1 << card
            if played is not None:
                played[seat] |= 1 << card
        return [card for _, card in plays], mask

    # ----- the common header -------------------------------------------------------------
    def read_header(self, data: Any, game_id: str, allowed: frozenset[str],
                    options_cls: type[T], presets: Mapping[str, Mapping[str, Any]],
                    check_combination: Any) -> T:
        """Check the object, its field names and game id; return the resolved options."""
        if not isinstance(data, dict):
            raise InvalidState("state", "must be an object")
        if data.get("game") != game_id:  # first: another game's state names its game
            raise InvalidState("state.game", f"must be {game_id!r}")
        if not allowed.issuperset(data):
            raise InvalidState(f"state.{sorted(set(data) - allowed)[0]}", "unknown field")
        raw_options = self.field(data, "options", dict)
        try:
            options = resolve_options(options_cls, raw_options, presets)
            hit = _CHECKED.get(id(options))
            if hit is None or hit[0] is not options or hit[1] is not check_combination:
                check_combination(options)
                _CHECKED.put(id(options), (options, check_combination))  # keeps the id its own
        except MalformedInput as exc:
            raise MalformedInput(exc.message.replace("options.", "state.options.", 1),
                                 {f"state.{k}": v for k, v in exc.errors.items()},
                                 exc.code) from None
        return options

    @staticmethod
    def phase(data: dict[str, Any], phases: tuple[str, ...]) -> str:
        phase = StateReader.field(data, "phase", str)
        if phase not in phases:
            raise InvalidState("state.phase", f"{phase!r} is not one of {list(phases)}")
        return phases[phases.index(phase)]
