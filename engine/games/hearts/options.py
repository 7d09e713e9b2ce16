"""Hearts' options (every option of rules-spec §3.1), presets, the combinations the
rules allow, and `Table`: what an option set means for play, derived once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import Card, Deck
from engine.errors import MalformedInput
from engine.limits import TABLES_CACHE, BoundedCache
from engine.options import opt

from .deck import CARDS, CLUBS, FULL_MASK, N_CARDS, deck_without

DIRECTIONS = ("left", "right", "across", "none")
MAX_PASS_CYCLE = 16  # pass_cycle entries (a longer cycle only costs memory: engine.limits)
MOON_MODES = ("add_to_others", "subtract_self")  # how a moon is scored (§3.8)
SHOOTER_CHOICE = "shooter_choice"  # moon_mode: the shooter picks one of MOON_MODES

DEFAULT_REMOVED: dict[int, tuple[str, ...]] = {
    4: (), 3: ("D2",), 5: ("D2", "C2"), 6: ("D2", "C2", "D3", "C3")}
DEFAULT_CYCLE: dict[int, tuple[str, ...]] = {
    4: ("left", "right", "across", "none"), 3: ("left", "right", "none"),
    5: ("left", "right", "none"), 6: ("left", "right", "across", "none")}


def _default_removed(resolved: dict[str, Any]) -> tuple[str, ...]:
    return DEFAULT_REMOVED[resolved["players"]]


def _default_cycle(resolved: dict[str, Any]) -> tuple[str, ...]:
    return DEFAULT_CYCLE[resolved["players"]]


@dataclass(frozen=True)
class HeartsOptions:
    players: int = opt(4, "Number of players, each for himself", kind="enum",
                       allowed=(4, 3, 5, 6))
    target: int = opt(100, "The match ends after a hand in which a total reaches this "
                      "(seed: 100, or 50 for a shorter match)", kind="int", minimum=1,
                      maximum=10_000)
    omnibus: bool = opt(False, "Omnibus: DJ counts -10 for whoever takes it")
    moon_mode: str = opt("add_to_others", "Shooting the moon: every other player scores "
                         "26, the shooter scores -26, or the shooter chooses (choose_moon)",
                         allowed=(*MOON_MODES, SHOOTER_CHOICE))
    moon_requires_jd: bool = opt(False, "Omnibus only: the moon also needs DJ")
    qs_breaks_hearts: bool = opt(False, "Playing SQ breaks hearts too")
    can_lead_hearts_instead_of_qs: bool = opt(
        False, "A leader holding only hearts and SQ, hearts unbroken, may lead a heart "
        "(otherwise SQ must be led)")
    pass_count: int = opt(3, "Cards per pass", kind="int", minimum=1, maximum=16)
    pass_cycle: tuple[str, ...] = opt(
        ("left", "right", "across", "none"), "Pass direction of hand 1, 2, 3, ... "
        "(the cycle repeats, at most 16 entries); across needs an even number of players",
        kind="directions", allowed=DIRECTIONS, derived_default=_default_cycle,
        max_items=MAX_PASS_CYCLE,
        default_doc="4 and 6 players: left, right, across, none; 3 and 5 players: left, "
                    "right, none")
    removed_cards: tuple[str, ...] = opt(
        (), "Cards taken out so that the deal comes out even (never a heart, SQ or DJ)",
        kind="cards", allowed=tuple(c.code for c in CARDS), derived_default=_default_removed,
        max_items=N_CARDS,
        default_doc="3 players: D2; 4: none; 5: D2, C2; 6: D2, C2, D3, C3")
    tie_policy: str = opt("share", "Tied lowest totals at the end share the win, or "
                          "another hand is played", allowed=("share", "play_on"))
    illegal_move_policy: str = opt("reject", "A revoke (not following suit when able) is "
                                   "refused, or accepted and ends the hand: the offender "
                                   "scores 26", allowed=("reject", "penalize"))

    def __post_init__(self) -> None:
        # Lists from JSON become tuples, so that options are hashable and immutable.
        object.__setattr__(self, "pass_cycle", tuple(self.pass_cycle))
        object.__setattr__(self, "removed_cards", tuple(self.removed_cards))


PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "omnibus": {"omnibus": True},
    "three-player": {"players": 3},
    "five-player": {"players": 5},
    "six-player": {"players": 6},
    "short": {"target": 50},
    "moon-minus-26": {"moon_mode": "subtract_self"},
    "moon-choice": {"moon_mode": SHOOTER_CHOICE},
}


def _invalid(name: str, message: str) -> MalformedInput:
    """A value the rules never allow, whatever the other options are."""
    return MalformedInput.at(f"options.{name}", message, "invalid_option")


def _combination(name: str, message: str) -> MalformedInput:
    """A value that is valid by itself but not with the other options (the code every
    game answers such a set with: ``invalid_option_combination``)."""
    return MalformedInput.at(f"options.{name}", message, "invalid_option_combination")


def check_combination(o: HeartsOptions) -> None:
    """Raise MalformedInput for an option set the rules do not allow (§3.1, §3.2)."""
    n = o.players
    removed = o.removed_cards
    for code in removed:
        card = Card.parse(code)
        if card.suit == "H" or code in ("SQ", "DJ"):
            raise _invalid("removed_cards", f"{code} may not be removed: hearts, SQ and DJ "
                           "always stay in the pack (§3.2)")
    if len(set(removed)) != len(removed):
        dup = next(c for c in removed if removed.count(c) > 1)
        raise _invalid("removed_cards", f"{dup} is listed twice")
    left = N_CARDS - len(removed)
    if left % n:
        raise _combination("removed_cards",
                           f"{left} cards do not deal out evenly to {n} players: remove "
                           f"{left % n} more or {n - left % n} fewer (default for {n} "
                           f"players: {list(DEFAULT_REMOVED[n]) or 'none'})")
    if sum(code[0] == "C" for code in removed) == 13:
        raise _invalid("removed_cards", "at least one club must stay: the lowest club opens")
    hand_size = left // n
    if not o.pass_cycle:
        raise _invalid("pass_cycle", "must name at least one direction")
    if "across" in o.pass_cycle and n % 2:
        raise _combination("pass_cycle", f"'across' needs an even number of players, not {n}")
    if o.pass_count >= hand_size:
        raise _combination("pass_count", f"must be less than the hand size ({hand_size} "
                           f"cards with {n} players)")
    if o.moon_requires_jd and not o.omnibus:
        raise _combination("moon_requires_jd",
                           "only with omnibus=true (DJ has no value otherwise)")


def pass_offset(direction: str, n: int) -> int:
    """Seat p passes to p + offset (§0.2: left = p+1, right = p-1, across = p+n/2)."""
    return {"left": 1, "right": n - 1, "across": n // 2, "none": 0}[direction]


class Table:
    """An option set as play uses it, derived once (shared by every state using it):
    the pack in play, the hand size, the lowest club, the pass offsets, the flags."""

    __slots__ = ("can_lead_hearts_instead_of_qs", "cycle", "deck", "deck_mask", "hand_size",
                 "low_club", "low_club_bit", "moon_mode", "moon_requires_jd", "n",
                 "offsets", "omnibus", "pass_count", "penalize", "qs_breaks_hearts",
                 "remaining", "remaining_bits", "share", "target")

    can_lead_hearts_instead_of_qs: bool
    cycle: tuple[str, ...]
    deck: Deck
    deck_mask: int
    hand_size: int
    low_club: int
    low_club_bit: int
    moon_mode: str
    moon_requires_jd: bool
    n: int
    offsets: tuple[int, ...]
    omnibus: bool
    pass_count: int
    penalize: bool
    qs_breaks_hearts: bool
    remaining: tuple[int, ...]
    remaining_bits: tuple[int, ...]
    share: bool
    target: int

    def __init__(self, o: HeartsOptions) -> None:
        n = self.n = o.players
        self.deck = deck_without(o.removed_cards)
        removed = 0
        for code in o.removed_cards:
            removed |= 1 << CARDS.index(Card.parse(code))
        self.deck_mask = FULL_MASK & ~removed
        self.remaining = tuple(i for i in range(N_CARDS) if self.deck_mask >> i & 1)
        self.remaining_bits = tuple(1 << i for i in self.remaining)
        self.hand_size = len(self.remaining) // n
        clubs = self.deck_mask & CLUBS
        self.low_club_bit = clubs & -clubs
        self.low_club = self.low_club_bit.bit_length() - 1
        self.cycle = o.pass_cycle
        self.offsets = tuple(pass_offset(d, n) for d in o.pass_cycle)
        self.pass_count = o.pass_count
        self.penalize = o.illegal_move_policy == "penalize"
        self.qs_breaks_hearts = o.qs_breaks_hearts
        self.can_lead_hearts_instead_of_qs = o.can_lead_hearts_instead_of_qs
        self.omnibus = o.omnibus
        self.moon_mode = o.moon_mode
        self.moon_requires_jd = o.moon_requires_jd
        self.target = o.target
        self.share = o.tie_policy == "share"

    def direction(self, hand_number: int) -> str:
        return self.cycle[(hand_number - 1) % len(self.cycle)]

    def offset(self, hand_number: int) -> int:
        return self.offsets[(hand_number - 1) % len(self.offsets)]


# Bounded (engine.limits): every posted state may carry a new option set.
_TABLES: BoundedCache[HeartsOptions, Table] = BoundedCache.sized("hearts tables", TABLES_CACHE)
_TABLES_BY_ID: dict[int, tuple[HeartsOptions, Table]] = {}


def table_for(options: HeartsOptions) -> Table:
    """The table of an option set; looked up by identity first (hashing a dataclass is
    slow for the inner loop of random playouts), then by value."""
    hit = _TABLES_BY_ID.get(id(options))
    if hit is not None and hit[0] is options:
        return hit[1]
    table = _TABLES.get(options)
    if table is None:
        table = _TABLES.put(options, Table(options))
    if len(_TABLES_BY_ID) >= TABLES_CACHE[0]:
        _TABLES_BY_ID.clear()
    _TABLES_BY_ID[id(options)] = (options, table)  # keeps options alive: ids stay unique
    return table
