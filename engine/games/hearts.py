"""Hearts — rules-spec §3 (seed 004, with the resolutions of §4.3).

Implemented: 3 to 6 players (52 French cards, small cards removed so the deal comes out
even, §3.2), passing with a cycle of directions per player count (§3.4), the play rules of
§3.5 (opening lead of the lowest club left, follow suit, no penalty cards in trick 1 unless
the hand holds nothing else, hearts led only once broken or from an all-hearts hand), the
trick winner of §3.6, hand scoring with shooting the moon, Omnibus and the revoke penalty
(§3.8), and the match end with ties shared or played on (§3.9). Every option of §3.1 is
an option of `HeartsOptions`.

Decisions where the seed leaves the engine a choice (§4.3):

* Passes are simultaneous: every seat that has not passed is in `to_act`; a passed card
  leaves the passer's hand at once and nobody receives before everyone has passed (§3.4).
  A hand whose cycle entry is ``"none"`` has no pass phase.
* Hearts are broken once a heart (with `qs_breaks_hearts` also SQ) lies in a *completed*
  trick of the hand: "played in an earlier trick" (§3.5 rule 4, A-H1, A-H13). The flag
  only matters for the next lead.
* A leader holding only hearts and SQ with hearts unbroken must lead SQ, unless
  `can_lead_hearts_instead_of_qs` (A-H2).
* Moon (A-H6, A-H14): all 13 hearts and SQ (and DJ with `moon_requires_jd`, Omnibus
  only); DJ still counts −10 for whoever took it. With `moon_mode="shooter_choice"` the
  hand waits in phase ``moon_choice`` for the shooter's `choose_moon`.
* Revoke (A-H7, §0.6): under ``"reject"`` a card that does not follow suit when it could is
  refused (`must_follow_suit`); under ``"penalize"`` it is accepted, lies in the unfinished
  trick, and ends the hand at once: the offender scores 26, everyone else 0, no moon and
  no DJ. Every other illegal action is refused under both policies. `legal_moves` never
  lists a revoke.
* The match ends after a complete hand in which a total reached `target` (A-H8); the
  lowest total wins, tied lowest totals share the win or play another hand (A-H9).
  Totals may be negative.
* Dealing: one card at a time clockwise from the dealer's left; the dealer rotates left
  each hand (§3.3). A seeded match draws the first dealer and the first deal from
  ``rng_for(seed, match, hand)``.

State fields beyond the common ones: `match_number`, `pass_direction` (of this hand),
`passed` (per seat the cards it passed, null until it has passed or in a hand without
passing), `received` (per seat, null until every seat has passed), `points_taken` (per
seat, from the tricks taken this hand: hearts, SQ and with Omnibus DJ), `hearts_broken`,
`hand_result` ({points, winners, reason, moon, revoke} once the hand is scored) and
`match_winners`. During the pass phase `trick.leader` is null (the opening lead is only
known once the passed cards have arrived). A view shows the seat's own hand, the cards it
passed and received, every played card and everyone's points; no other hand or pass, no
seed.

Internally a card is its index in the 52-card deck (suit * 13 + rank, ranks 2..A
ascending, so a higher index of the led suit wins) and a hand is a bitmask. The JSON
codec speaks card codes. The state is mutable only inside `apply_in_place`; `Game.apply`
works on a copy.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from engine.cards import Card, Deck, make_deck, mask_bits
from engine.codec import Seen, StateReader
from engine.dealing import Deal, new_seed, rng_for
from engine.errors import IllegalMove, InvalidState, MalformedInput, Violation
from engine.events import COMMON, EventCatalogue
from engine.game import Game
from engine.moves import FieldSpec, Move
from engine.options import opt
from engine.results import HandResult, MatchResult, Outcome, TrickResult

# ----- vocabulary ----------------------------------------------------------------------

SUITS = ("C", "D", "H", "S")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")  # low to high
DECK = make_deck("Hearts (52 French cards)", "french", SUITS, RANKS)
CARDS = DECK.cards
IDX = DECK.index  # Card -> index 0..51
N_CARDS = len(CARDS)
FULL_MASK = (1 << N_CARDS) - 1
SUIT_NAME = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}

CLUBS, DIAMONDS, HEARTS, SPADES = (0x1FFF << (13 * i) for i in range(4))
SUIT_MASKS = (CLUBS, DIAMONDS, HEARTS, SPADES)
CARD_SUIT_MASK = tuple(SUIT_MASKS[i // 13] for i in range(N_CARDS))
BIT = tuple(1 << i for i in range(N_CARDS))
SQ = IDX[Card.parse("SQ")]
DJ = IDX[Card.parse("DJ")]
SQ_BIT = BIT[SQ]
DJ_BIT = BIT[DJ]
PENALTY = HEARTS | SQ_BIT  # the cards that may not be discarded to trick 1 (§3.5 rule 3)
NON_HEARTS = FULL_MASK & ~HEARTS
POINTS = tuple(1 if CARDS[i].suit == "H" else 13 if i == SQ else 0 for i in range(N_CARDS))
_POINTS_OF = POINTS.__getitem__
MOON_POINTS = 26  # all 13 hearts and SQ
OMNIBUS_BONUS = -10
REVOKE_POINTS = 26

MAX_SEATS = 6
PHASES = ("passing", "play", "moon_choice", "hand_over", "match_over")
OVER = ("hand_over", "match_over")
DIRECTIONS = ("left", "right", "across", "none")
MOON_MODES = ("add_to_others", "subtract_self")
HAND_END_REASONS = ("tricks", "revoke")

DEFAULT_REMOVED: dict[int, tuple[str, ...]] = {
    4: (), 3: ("D2",), 5: ("D2", "C2"), 6: ("D2", "C2", "D3", "C3")}
DEFAULT_CYCLE: dict[int, tuple[str, ...]] = {
    4: ("left", "right", "across", "none"), 3: ("left", "right", "none"),
    5: ("left", "right", "none"), 6: ("left", "right", "across", "none")}

REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "a card of the move is not in the seat's hand",
    "must_lead_lowest_club": "the holder of the lowest club in the pack (C2, or C3 when C2 "
                             "is removed) must lead it to trick 1 (§3.5 rule 1)",
    "must_follow_suit": "the seat holds a card of the led suit and must play one (§3.5 "
                        "rule 2); under illegal_move_policy=penalize a revoke is accepted "
                        "and scored instead",
    "no_points_on_first_trick": "no heart and no SQ in trick 1 unless the hand holds "
                                "nothing else (§3.5 rule 3)",
    "hearts_not_broken": "a heart may be led only once hearts are broken or when the hand "
                         "holds only hearts (with SQ: SQ must be led, §3.5 rule 5)",
    "wrong_pass_count": "a pass is exactly pass_count cards",
    "duplicate_card": "the same card is named twice in a pass",
    "already_passed": "the seat has already passed this hand",
}


# ----- options -------------------------------------------------------------------------

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
                         allowed=("add_to_others", "subtract_self", "shooter_choice"))
    moon_requires_jd: bool = opt(False, "Omnibus only: the moon also needs DJ")
    qs_breaks_hearts: bool = opt(False, "Playing SQ breaks hearts too")
    can_lead_hearts_instead_of_qs: bool = opt(
        False, "A leader holding only hearts and SQ, hearts unbroken, may lead a heart "
        "(otherwise SQ must be led)")
    pass_count: int = opt(3, "Cards per pass", kind="int", minimum=1, maximum=16)
    pass_cycle: tuple[str, ...] = opt(
        ("left", "right", "across", "none"), "Pass direction of hand 1, 2, 3, ... "
        "(the cycle repeats); across needs an even number of players",
        kind="directions", allowed=DIRECTIONS, derived_default=_default_cycle,
        default_doc="4 and 6 players: left, right, across, none; 3 and 5 players: left, "
                    "right, none")
    removed_cards: tuple[str, ...] = opt(
        (), "Cards taken out so that the deal comes out even (never a heart, SQ or DJ)",
        kind="cards", allowed=tuple(c.code for c in CARDS), derived_default=_default_removed,
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
    "moon-choice": {"moon_mode": "shooter_choice"},
}

def pass_offset(direction: str, n: int) -> int:
    """Seat p passes to p + offset (§0.2: left = p+1, right = p-1, across = p+n/2)."""
    return {"left": 1, "right": n - 1, "across": n // 2, "none": 0}[direction]


class Rules:
    """Tables derived once per option set (shared by every state using it)."""

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
        removed = DECK.mask(DECK.parse(code) for code in o.removed_cards)
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
        self.deck = _deck_without(o.removed_cards)

    def direction(self, hand_number: int) -> str:
        return self.cycle[(hand_number - 1) % len(self.cycle)]

    def offset(self, hand_number: int) -> int:
        return self.offsets[(hand_number - 1) % len(self.offsets)]


_DECKS: dict[tuple[str, ...], Deck] = {}
_RULES: dict[HeartsOptions, Rules] = {}


def _deck_without(removed: tuple[str, ...]) -> Deck:
    key = tuple(sorted(removed))
    deck = _DECKS.get(key)
    if deck is None:
        name = "Hearts (52 French cards)" if not key else (
            f"Hearts ({N_CARDS - len(key)} French cards, without {' '.join(key)})")
        deck = _DECKS[key] = make_deck(name, "french", SUITS, RANKS, removed=key)
    return deck


_RULES_BY_ID: dict[int, tuple[HeartsOptions, Rules]] = {}


def rules_for(options: HeartsOptions) -> Rules:
    """The tables of an option set; looked up by identity first (hashing a dataclass is
    slow for the inner loop of random playouts), then by value."""
    hit = _RULES_BY_ID.get(id(options))
    if hit is not None and hit[0] is options:
        return hit[1]
    rules = _RULES.get(options)
    if rules is None:
        if len(_RULES) > 1024:  # bounded: every posted state may carry new options
            _RULES.clear()
        rules = _RULES[options] = Rules(options)
    if len(_RULES_BY_ID) > 1024:
        _RULES_BY_ID.clear()
    _RULES_BY_ID[id(options)] = (options, rules)  # keeps options alive: ids stay unique
    return rules


# ----- the state -----------------------------------------------------------------------

class HeartsState:
    """A whole match: the current hand plus totals. Fields mirror the JSON state."""

    __slots__ = (
        "broken", "dealer", "hand_number", "hand_result", "hands", "lead_mask", "leader",
        "match_number", "match_winners", "n", "options", "passed", "phase", "received",
        "rules", "scores", "seed", "taken", "trick", "tricks", "turn", "version", "win_card",
        "win_seat",
    )

    options: HeartsOptions
    rules: Rules
    n: int
    phase: str
    dealer: int
    hand_number: int
    match_number: int
    hands: list[int]  # bitmask per seat
    passed: list[int]  # per seat the mask it passed this hand, 0 = not (yet)
    received: list[int]  # per seat the mask it received, 0 = not (yet)
    leader: int  # leader of the current trick, -1 during the pass phase
    turn: int  # seat to play (play) or to choose (moon_choice), else -1
    trick: list[int]  # card indices of the current trick, in play order from `leader`
    lead_mask: int  # suit mask of the led suit, 0 while the trick is empty
    win_card: int  # best card of the led suit so far
    win_seat: int
    tricks: list[tuple[int, tuple[int, ...], int]]  # (leader, cards, winner)
    taken: list[int]  # hearts + 13 for SQ taken this hand, per seat
    broken: bool
    scores: list[int]
    hand_result: dict[str, Any] | None  # never mutated in place: shared by copies
    match_winners: list[int] | None  # never mutated in place
    seed: int
    version: int

    def copy(self) -> HeartsState:
        new = object.__new__(HeartsState)
        for name in HeartsState.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.passed = self.passed[:]
        new.received = self.received[:]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.taken = self.taken[:]
        new.scores = self.scores[:]
        return new


# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, "play", card=c) for c in CARDS) for p in range(MAX_SEATS))
DEAL_MOVES = tuple(Move(p, "deal") for p in range(MAX_SEATS))
MOON_MOVES = tuple(tuple(Move(p, "choose_moon", mode=m) for m in MOON_MODES)
                   for p in range(MAX_SEATS))


def codes(mask: int) -> list[str]:
    return DECK.codes(mask)


def join_codes(mask: int) -> str:
    return ", ".join(codes(mask))


def trick_winner(leader: int, cards: tuple[int, ...] | list[int], n: int) -> int:
    """§3.6: the highest card of the led suit wins (index order is rank order)."""
    lead = CARD_SUIT_MASK[cards[0]]
    best, pos = cards[0], 0
    for k, c in enumerate(cards):
        if BIT[c] & lead and c > best:
            best, pos = c, k
    return (leader + pos) % n


def trick_points(cards: tuple[int, ...] | list[int]) -> int:
    return sum(map(POINTS.__getitem__, cards))


def hand_points(taken: list[int], jd_seat: int | None, rules: Rules,
                moon_mode: str | None = None) -> tuple[list[int], int | None]:
    """§3.8: the points of a completed hand and the moon shooter (or None).

    ``taken`` is hearts + 13 for SQ per seat, ``jd_seat`` who took DJ. ``moon_mode``
    overrides the option (the shooter's choice under ``shooter_choice``)."""
    n = len(taken)
    jd = [OMNIBUS_BONUS if rules.omnibus and p == jd_seat else 0 for p in range(n)]
    shooter = moon_shooter(taken, jd_seat, rules)
    if shooter is None:
        return [taken[p] + jd[p] for p in range(n)], None
    mode = moon_mode or rules.moon_mode
    if mode == "subtract_self":
        return [(-MOON_POINTS if p == shooter else 0) + jd[p] for p in range(n)], shooter
    return [(0 if p == shooter else MOON_POINTS) + jd[p] for p in range(n)], shooter


def moon_shooter(taken: list[int], jd_seat: int | None, rules: Rules) -> int | None:
    for p, points in enumerate(taken):
        if points == MOON_POINTS:
            if rules.moon_requires_jd and jd_seat != p:
                return None
            return p
    return None


def lowest(values: list[int]) -> list[int]:
    low = min(values)
    return [p for p, v in enumerate(values) if v == low]


# ----- the game ------------------------------------------------------------------------

class Hearts(Game[HeartsState, HeartsOptions]):
    id = "hearts"
    title = "Hearts"
    rules_section = "rules-spec.md §3"
    events = EventCatalogue(*COMMON)  # step 0: the game declares its own next
    Options = HeartsOptions
    presets = PRESETS
    player_counts = (4, 3, 5, 6)
    phases = PHASES
    reason_codes = REASON_CODES
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        "pass": {"cards": FieldSpec("cards")},
        "play": {"card": FieldSpec("card")},
        "choose_moon": {"mode": FieldSpec("enum", allowed=MOON_MODES)},
        "deal": {"seed": FieldSpec("int", required=False),
                 "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table --------------------------------------------------------
    def check_option_combination(self, options: HeartsOptions) -> None:
        o = options
        n = o.players
        removed = o.removed_cards
        for code in removed:
            card = Card.parse(code)
            if card.suit == "H" or code in ("SQ", "DJ"):
                raise MalformedInput.at("options.removed_cards",
                                        f"{code} may not be removed: hearts, SQ and DJ "
                                        "always stay in the pack (§3.2)", "invalid_option")
        if len(set(removed)) != len(removed):
            dup = next(c for c in removed if removed.count(c) > 1)
            raise MalformedInput.at("options.removed_cards", f"{dup} is listed twice",
                                    "invalid_option")
        left = N_CARDS - len(removed)
        if left % n:
            raise MalformedInput.at(
                "options.removed_cards",
                f"{left} cards do not deal out evenly to {n} players: remove "
                f"{left % n} more or {n - left % n} fewer (default for {n} players: "
                f"{list(DEFAULT_REMOVED[n]) or 'none'})", "invalid_option")
        if sum(code[0] == "C" for code in removed) == 13:
            raise MalformedInput.at("options.removed_cards",
                                    "at least one club must stay: the lowest club opens",
                                    "invalid_option")
        hand_size = left // n
        if not o.pass_cycle:
            raise MalformedInput.at("options.pass_cycle", "must name at least one direction",
                                    "invalid_option")
        if "across" in o.pass_cycle and n % 2:
            raise MalformedInput.at("options.pass_cycle",
                                    f"'across' needs an even number of players, not {n}",
                                    "invalid_option")
        if o.pass_count >= hand_size:
            raise MalformedInput.at("options.pass_count",
                                    f"must be less than the hand size ({hand_size} cards "
                                    f"with {n} players)", "invalid_option")
        if o.moon_requires_jd and not o.omnibus:
            raise MalformedInput.at("options.moon_requires_jd",
                                    "only with omnibus=true (DJ has no value otherwise)",
                                    "invalid_option")

    def deck(self, options: HeartsOptions) -> Deck:
        """The pack in play: the 52 cards less `removed_cards`."""
        return _deck_without(options.removed_cards)

    def players(self, options: HeartsOptions) -> int:
        return options.players

    def num_players(self, state: HeartsState) -> int:
        return state.n

    def state_options(self, state: HeartsState) -> HeartsOptions:
        return state.options

    # ----- the protocol: where the match is (transitional, step 0) ------------------
    def hand_size(self, options: HeartsOptions) -> int:
        return rules_for(options).hand_size

    def phase(self, state: HeartsState) -> str:
        return state.phase

    def version(self, state: HeartsState) -> int:
        return state.version

    def hand_result(self, state: HeartsState) -> HandResult | None:
        hr = state.hand_result
        if hr is None or state.phase not in ("hand_over", "match_over"):
            return None
        return HandResult(tuple(hr["points"]), tuple(state.scores), tuple(hr["winners"]),
                          hr.get("reason", "tricks"))

    def match_result(self, state: HeartsState) -> MatchResult | None:
        if state.match_winners is None:
            return None
        return MatchResult(tuple(state.match_winners))

    def schemas(self) -> dict[str, dict[str, Any]]:
        raise NotImplementedError  # step 0: documented by service/schemas/ still

    # ----- creating a match and dealing ------------------------------------------------
    def new_state(self, options: HeartsOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> HeartsState:
        rules = rules_for(options)
        n = rules.n
        if seed is None:
            seed = new_seed()
        if dealer is not None and (isinstance(dealer, bool) or not 0 <= dealer < n):
            raise MalformedInput.at("dealer", f"seat {dealer} is out of range 0..{n - 1}")
        explicit = self._explicit_hands(rules, deal, "deal.hands")
        rng = rng_for(seed, 1, 1)
        first_dealer = rng.randrange(n)  # drawn always, so the deal does not depend on it
        s = object.__new__(HeartsState)
        s.options = options
        s.rules = rules
        s.n = n
        s.seed = seed
        s.version = 0
        s.match_number = 1
        s.hand_number = 1
        s.scores = [0] * n
        s.dealer = first_dealer if dealer is None else dealer
        if explicit is None and deal is not None and deal.seed is not None:
            rng = rng_for(deal.seed, "deal")
        self._start_hand(s, explicit, rng)
        return s

    @staticmethod
    def _explicit_hands(rules: Rules, deal: Deal | None, path: str) -> list[int] | None:
        """Validate explicit hands before anything changes (MalformedInput, 422)."""
        if deal is None or deal.hands is None:
            return None
        hands = deal.hands
        n = rules.n
        if len(hands) != n:
            raise MalformedInput.at(path, f"must be a list of {n} hands", "invalid_deal")
        seen = 0
        masks = []
        for i, hand in enumerate(hands):
            if len(hand) != rules.hand_size:
                raise MalformedInput.at(f"{path}[{i}]",
                                        f"a hand has {rules.hand_size} cards with {n} "
                                        f"players, not {len(hand)}", "invalid_deal")
            mask = 0
            for j, card in enumerate(hand):
                index = IDX.get(card)
                if index is None or not rules.deck_mask >> index & 1:
                    raise MalformedInput.at(f"{path}[{i}][{j}]",
                                            f"{card} is not a card of the {rules.deck.name} "
                                            "deck", "bad_card")
                if seen >> index & 1:
                    raise MalformedInput.at(f"{path}[{i}][{j}]", f"card {card} appears twice",
                                            "invalid_deal")
                seen |= 1 << index
                mask |= 1 << index
            masks.append(mask)
        return masks

    def _start_hand(self, s: HeartsState, hands: list[int] | None,
                    rng: random.Random | None = None) -> None:
        rules = s.rules
        n = s.n
        if hands is None:
            if rng is None:
                rng = rng_for(s.seed, s.match_number, s.hand_number)
            # a uniform random order of the pack (random keys: faster than rng.shuffle)
            key = rng.random
            order = sorted(rules.remaining_bits, key=lambda _card: key())
            # one card at a time, clockwise from the dealer's left
            hands = [0] * n
            for k in range(n):
                hands[(s.dealer + 1 + k) % n] = sum(order[k::n])
        s.hands = hands
        s.passed = [0] * n
        s.received = [0] * n
        s.trick = []
        s.lead_mask = 0
        s.win_card = s.win_seat = -1
        s.tricks = []
        s.taken = [0] * n
        s.broken = False
        s.hand_result = None
        s.match_winners = None
        if rules.offset(s.hand_number):
            s.phase = "passing"
            s.leader = s.turn = -1
        else:
            s.phase = "play"
            s.leader = s.turn = self._low_club_holder(s)

    @staticmethod
    def _low_club_holder(s: HeartsState) -> int:
        bit = s.rules.low_club_bit
        for p, hand in enumerate(s.hands):
            if hand & bit:
                return p
        raise AssertionError("the lowest club is in no hand")

    # ----- whose turn ------------------------------------------------------------------
    def to_act(self, state: HeartsState) -> list[int]:
        phase = state.phase
        if phase == "play" or phase == "moon_choice":
            return [state.turn]
        if phase == "passing":
            return [p for p, m in enumerate(state.passed) if not m]
        return [(state.dealer + 1) % state.n]  # hand_over, match_over: the next dealer

    # ----- legality ----------------------------------------------------------------------
    def playable(self, state: HeartsState, seat: int) -> int:
        """The mask of cards ``seat`` may play if it is its turn (§3.5, the pseudocode)."""
        s = state
        hand = s.hands[seat]
        if s.trick:
            follow = hand & s.lead_mask
            if follow:
                return follow  # rule 2: follow suit
            if not s.tricks:
                clean = hand & ~PENALTY
                if clean:
                    return clean  # rule 3: no penalty card in trick 1 unless only those
            return hand
        if not s.tricks:
            return hand & s.rules.low_club_bit  # rule 1: the lowest club opens
        if s.broken:
            return hand
        plain = hand & NON_HEARTS
        if not plain or (plain == SQ_BIT and s.rules.can_lead_hearts_instead_of_qs):
            return hand  # rule 5: only hearts (or hearts and SQ, with the option)
        return plain

    def legal_moves(self, state: HeartsState, seat: int | None = None) -> list[Move]:
        """Every legal move. A pass is listed as every combination of ``pass_count`` cards
        (`legal_moves_json` lists one descriptor per seat instead)."""
        s = state
        phase = s.phase
        seats = range(s.n) if seat is None else (seat,)
        if phase == "play":
            if s.turn not in seats:
                return []
            mine = PLAY_MOVES[s.turn]
            return [mine[c] for c in mask_bits(self.playable(s, s.turn))]
        if phase == "passing":
            moves: list[Move] = []
            for p in seats:
                if not s.passed[p]:
                    hand = [CARDS[c] for c in mask_bits(s.hands[p])]
                    moves.extend(Move(p, "pass", cards=combo)
                                 for combo in combinations(hand, s.rules.pass_count))
            return moves
        if phase == "moon_choice":
            return list(MOON_MOVES[s.turn]) if s.turn in seats else []
        dealer = (s.dealer + 1) % s.n
        return [DEAL_MOVES[dealer]] if dealer in seats else []

    def legal_moves_json(self, state: HeartsState, seat: int | None = None
                         ) -> list[dict[str, Any]]:
        s = state
        if s.phase != "passing":
            return [m.to_json() for m in self.legal_moves(s, seat)]
        seats = range(s.n) if seat is None else (seat,)
        return [{"seat": p, "type": "pass", "count": s.rules.pass_count,
                 "choose_from": codes(s.hands[p])} for p in seats if not s.passed[p]]

    def random_move(self, state: HeartsState, seat: int | None, rng: random.Random) -> Move:
        """A uniform legal card, a random pass (``rng.sample``), or the only other move."""
        s = state
        if s.phase == "play":
            if seat is None:
                seat = s.turn
            elif seat != s.turn:
                raise IllegalMove(Violation("not_your_turn",
                                            f"it is seat {s.turn}'s turn to play"))
            # playable(), inlined: this is the inner loop of random playouts
            hand = s.hands[seat]
            if s.trick:
                legal = hand & s.lead_mask
                if not legal:
                    legal = hand
                    if not s.tricks and hand & ~PENALTY:
                        legal = hand & ~PENALTY
            elif not s.tricks:
                legal = s.rules.low_club_bit
            elif s.broken or not hand & NON_HEARTS:
                legal = hand
            else:
                legal = hand & NON_HEARTS
                if legal == SQ_BIT and s.rules.can_lead_hearts_instead_of_qs:
                    legal = hand
            k = legal.bit_count()
            if k > 1:
                r = int(rng.random() * k)
                while r:
                    legal &= legal - 1
                    r -= 1
            return PLAY_MOVES[seat][(legal & -legal).bit_length() - 1]
        if s.phase == "passing":
            if seat is None:
                waiting = self.to_act(s)
                seat = waiting[rng.randrange(len(waiting))]
            elif s.passed[seat]:
                raise IllegalMove(Violation("already_passed", f"seat {seat} has passed"))
            # a uniform random subset of pass_count cards, drawn one at a time
            hand = s.hands[seat]
            k = hand.bit_count()
            picks = []
            for _ in range(s.rules.pass_count):
                r = int(rng.random() * k)
                m = hand
                while r:
                    m &= m - 1
                    r -= 1
                low = m & -m
                hand ^= low
                k -= 1
                picks.append(low.bit_length() - 1)
            picks.sort()
            return Move(seat, "pass", cards=tuple([CARDS[c] for c in picks]))
        moves = self.legal_moves(s, seat)
        if not moves:
            raise IllegalMove(Violation("not_your_turn",
                                        f"seat {seat} has no move in phase {s.phase}"))
        return moves[rng.randrange(len(moves))]

    def check_rules(self, state: HeartsState, move: Move) -> Violation | None:
        """Rulebook order: phase, turn, then the move's own conditions."""
        mtype = move.type
        if mtype == "play":
            return self._check_play(state, move)
        if mtype == "pass":
            return self._check_pass(state, move)
        if mtype == "choose_moon":
            return self._check_moon(state, move)
        if mtype == "deal":
            s = state
            if s.phase not in OVER:
                return Violation("wrong_phase", "the next hand is dealt once this hand is "
                                 f"over (phase {s.phase})")
            dealer = (s.dealer + 1) % s.n
            if move.seat != dealer:
                return Violation("not_your_turn", f"seat {dealer} deals the next hand")
            return None
        return Violation("wrong_phase", f"{mtype!r} is not a Hearts move")

    def _wrong_phase(self, s: HeartsState, what: str) -> Violation:
        if s.phase == "passing":
            why = f"seats {self.to_act(s)} have not passed yet"
        elif s.phase == "play":
            why = "the cards are being played"
        elif s.phase == "moon_choice":
            why = f"seat {s.turn} shot the moon and chooses how it is scored"
        else:
            why = f"the hand is over; seat {(s.dealer + 1) % s.n} deals next"
        return Violation("wrong_phase", f"no {what} now: {why}")

    def _check_play(self, s: HeartsState, move: Move) -> Violation | None:
        if s.phase != "play":
            return self._wrong_phase(s, "card may be played")
        seat, card = move.seat, move.card
        if seat != s.turn:
            return Violation("not_your_turn", f"it is seat {s.turn}'s turn to play, not "
                             f"seat {seat}'s")
        legal = self.playable(s, seat)
        index = IDX.get(card) if card is not None else None
        hand = s.hands[seat]
        if index is None or not hand >> index & 1:
            return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                             allowed=codes(legal))
        if legal >> index & 1:
            return None
        allowed = codes(legal)
        if not s.trick:
            if not s.tricks:
                low = CARDS[s.rules.low_club]
                return Violation("must_lead_lowest_club",
                                 f"{low} is the lowest club in the pack: seat {seat} holds "
                                 f"it and must lead it to trick 1, not {card}", allowed)
            plain = hand & NON_HEARTS
            if plain == SQ_BIT:
                return Violation("hearts_not_broken",
                                 f"hearts are not broken and seat {seat} holds SQ besides "
                                 f"its hearts: it must lead SQ, not {card}", allowed)
            return Violation("hearts_not_broken",
                             f"hearts are not broken: seat {seat} may not lead {card} while "
                             f"it holds {join_codes(plain)}", allowed)
        follow = hand & s.lead_mask
        lead = CARDS[s.trick[0]]
        if follow:
            if s.rules.penalize:
                return None  # a revoke: accepted, and punished in apply_in_place
            return Violation("must_follow_suit",
                             f"{lead} was led: seat {seat} holds {join_codes(follow)} and "
                             f"must follow {SUIT_NAME[lead.suit]}, not play {card}", allowed)
        return Violation("no_points_on_first_trick",
                         f"no penalty card in trick 1: seat {seat} cannot follow "
                         f"{SUIT_NAME[lead.suit]} but holds {join_codes(legal)}, so {card} "
                         "may not be played", allowed)

    def _check_pass(self, s: HeartsState, move: Move) -> Violation | None:
        if s.phase != "passing":
            if s.phase == "play" and not s.tricks and not s.trick and not any(s.passed):
                return Violation("wrong_phase", f"no passing in hand {s.hand_number} "
                                 f"(pass direction: {s.rules.direction(s.hand_number)})")
            return self._wrong_phase(s, "pass")
        seat = move.seat
        if s.passed[seat]:
            return Violation("already_passed",
                             f"seat {seat} has already passed {join_codes(s.passed[seat])}")
        cards = move.cards or ()
        count = s.rules.pass_count
        hand = s.hands[seat]
        if len(cards) != count:
            return Violation("wrong_pass_count",
                             f"a pass is exactly {count} cards, not {len(cards)}",
                             allowed=codes(hand))
        for k, card in enumerate(cards):
            if card in cards[:k]:
                return Violation("duplicate_card", f"{card} is named twice in the pass",
                                 allowed=codes(hand))
        for card in cards:
            index = IDX.get(card)
            if index is None or not hand >> index & 1:
                return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                                 allowed=codes(hand))
        return None

    def _check_moon(self, s: HeartsState, move: Move) -> Violation | None:
        if s.phase != "moon_choice":
            return self._wrong_phase(s, "moon choice")
        if move.seat != s.turn:
            return Violation("not_your_turn",
                             f"seat {s.turn} shot the moon and chooses, not seat {move.seat}")
        if move.mode not in MOON_MODES:
            raise MalformedInput.at("move.mode", f"{move.mode!r} is not one of "
                                    f"{list(MOON_MODES)}")
        return None

    # ----- transitions ------------------------------------------------------------------
    def copy_state(self, state: HeartsState) -> HeartsState:
        return state.copy()

    def apply_in_place(self, state: HeartsState, move: Move,
                       out: Outcome[HeartsState] | None = None) -> None:
        if out is not None:
            self._apply_reporting(state, move, out)
            return
        s = state
        s.version += 1
        if move.type == "play":
            # The inner loop of random playouts: kept flat on purpose, no events here.
            seat = move.seat
            c = IDX[move.card]  # type: ignore[index]
            bit = BIT[c]
            trick = s.trick
            if trick:
                if bit & s.lead_mask:
                    if c > s.win_card:
                        s.win_card = c
                        s.win_seat = seat
                elif s.rules.penalize and s.hands[seat] & s.lead_mask:
                    s.hands[seat] ^= bit
                    trick.append(c)
                    self._revoke(s, seat, c)
                    return
            else:
                s.lead_mask = CARD_SUIT_MASK[c]
                s.win_card = c
                s.win_seat = seat
            s.hands[seat] ^= bit
            trick.append(c)
            if len(trick) < s.n:
                s.turn = (seat + 1) % s.n
                return
            # the trick is complete (§3.6): the highest card of the led suit takes it
            winner = s.win_seat
            cards = tuple(trick)
            s.tricks.append((s.leader, cards, winner))
            points = sum(map(_POINTS_OF, cards))
            if points:
                s.taken[winner] += points
                # hearts in the trick iff points % 13 (at most 6 hearts in one trick)
                if not s.broken and (points % 13 or s.rules.qs_breaks_hearts):
                    s.broken = True
            s.leader = s.turn = winner
            s.trick = []
            s.lead_mask = 0
            if len(s.tricks) == s.rules.hand_size:
                self._end_of_play(s)
            return
        mtype = move.type
        if mtype == "pass":
            self._pass(s, move.seat, move.cards or ())
        elif mtype == "choose_moon":
            self._score_hand(s, move.mode)
        elif mtype == "deal":
            self._next_hand(s, move)
        else:
            raise AssertionError(mtype)

    def _apply_reporting(self, s: HeartsState, move: Move, out: Outcome[HeartsState]) -> None:
        """Apply ``move`` with the lean path, then describe what changed in ``out``."""
        leader, trick = s.leader, s.trick[:]
        tricks, broken, result = len(s.tricks), s.broken, s.hand_result
        self.apply_in_place(s, move)
        events = out.events
        n = s.n
        if move.type == "play":
            card = IDX[move.card]  # type: ignore[index]
            events.append({"type": "card_played", "seat": move.seat, "card": CARDS[card].code})
            hr = s.hand_result
            if hr is not None and hr["reason"] == "revoke":
                events.append({"type": "revoke", "seat": move.seat, "card": CARDS[card].code,
                               "led": CARDS[trick[0]].code})
                out.trick = TrickResult(leader, self._plays(leader, [*trick, card], n),
                                        False, None)
            elif len(s.tricks) > tricks:
                lead, cards, winner = s.tricks[-1]
                bonus = OMNIBUS_BONUS if s.rules.omnibus and DJ in cards else 0
                out.trick = TrickResult(lead, self._plays(lead, cards, n), True, winner)
                events.append({"type": "trick_won", "seat": winner,
                               "trick": {"leader": lead,
                                         "cards": [CARDS[c].code for c in cards]},
                               "points": trick_points(cards) + bonus})
                if s.broken and not broken:
                    events.append({"type": "hearts_broken", "trick": len(s.tricks)})
                if s.phase == "moon_choice":
                    events.append({"type": "moon_shot", "seat": s.turn})
            else:
                out.trick = TrickResult(s.leader, self._plays(s.leader, s.trick, n), False,
                                        None)
        elif move.type == "pass":
            offset = s.rules.offset(s.hand_number)
            events.append({"type": "cards_passed", "seat": move.seat,
                           "to": (move.seat + offset) % n, "count": len(move.cards or ())})
            if s.phase == "play":
                events.append({"type": "cards_exchanged",
                               "direction": s.rules.direction(s.hand_number),
                               "leader": s.leader})
        elif move.type == "choose_moon":
            events.append({"type": "moon_choice", "seat": move.seat, "mode": move.mode})
        elif move.type == "deal":
            events.append({"type": "hand_dealt", "dealer": s.dealer,
                           "hand_number": s.hand_number, "match_number": s.match_number,
                           "pass_direction": s.rules.direction(s.hand_number)})
        hr = s.hand_result
        if result is None and hr is not None:  # this move ended the hand
            if hr["moon"] is not None:
                events.append({"type": "moon_shot", "seat": hr["moon"]["seat"],
                               "mode": hr["moon"]["mode"]})
            events.append({"type": "hand_scored", "points": hr["points"][:],
                           "scores": s.scores[:], "winners": hr["winners"][:],
                           "reason": hr["reason"]})
            out.hand = HandResult(tuple(hr["points"]), tuple(s.scores), tuple(hr["winners"]),
                                  hr["reason"])
            if s.match_winners is not None:
                for w in s.match_winners:
                    events.append({"type": "match_won", "seat": w})
                out.match = MatchResult(tuple(s.match_winners))

    @staticmethod
    def _plays(leader: int, cards: list[int] | tuple[int, ...], n: int
               ) -> list[tuple[int, Card]]:
        return [((leader + k) % n, CARDS[c]) for k, c in enumerate(cards)]

    def _pass(self, s: HeartsState, seat: int, cards: tuple[Card, ...]) -> None:
        mask = 0
        for card in cards:
            mask |= BIT[IDX[card]]
        s.hands[seat] ^= mask
        passed = s.passed
        passed[seat] = mask
        if not all(passed):
            return
        n = s.n
        offset = s.rules.offset(s.hand_number)
        for p in range(n):  # everyone has passed: the exchange, all at once (§3.4)
            q = (p + offset) % n
            s.hands[q] |= passed[p]
            s.received[q] = passed[p]
        s.phase = "play"
        s.leader = s.turn = self._low_club_holder(s)

    @staticmethod
    def _jd_seat(s: HeartsState) -> int | None:
        for _, cards, winner in s.tricks:
            if DJ in cards:
                return winner
        return None

    def _end_of_play(self, s: HeartsState) -> None:
        rules = s.rules
        s.turn = -1
        if rules.moon_mode == "shooter_choice":
            shooter = moon_shooter(s.taken, self._jd_seat(s), rules)
            if shooter is not None:
                s.phase = "moon_choice"  # the shooter sends choose_moon (A-H14)
                s.turn = shooter
                return
        self._score_hand(s, None)

    def _score_hand(self, s: HeartsState, mode: str | None) -> None:
        points, shooter = hand_points(s.taken, self._jd_seat(s), s.rules, mode)
        moon = None if shooter is None else {"seat": shooter, "mode": mode or s.rules.moon_mode}
        s.turn = -1
        self._finish_hand(s, points, "tricks", moon, None)

    def _revoke(self, s: HeartsState, seat: int, card: int) -> None:
        """§3.8 revoke under ``penalize``: the hand ends at once (A-H7)."""
        points = [REVOKE_POINTS if p == seat else 0 for p in range(s.n)]
        s.turn = -1
        self._finish_hand(s, points, "revoke", None, {"seat": seat, "card": CARDS[card].code})

    def _finish_hand(self, s: HeartsState, points: list[int], reason: str,
                     moon: dict[str, Any] | None, revoke: dict[str, Any] | None) -> None:
        scores = s.scores
        for p, v in enumerate(points):
            scores[p] += v
        s.hand_result = {"points": points, "winners": lowest(points), "reason": reason,
                         "moon": moon, "revoke": revoke}
        winners = self._match_winners(s)
        if winners is None:
            s.phase = "hand_over"
        else:
            s.phase = "match_over"
            s.match_winners = winners

    @staticmethod
    def _match_winners(s: HeartsState) -> list[int] | None:
        """§3.9: the winners if the match is over with these totals, else None."""
        if max(s.scores) < s.rules.target:
            return None
        winners = lowest(s.scores)
        if len(winners) > 1 and not s.rules.share:
            return None  # tie_policy play_on: another hand is played
        return winners

    def _next_hand(self, s: HeartsState, move: Move) -> None:
        deal = Deal(hands=move.hands, seed=move.seed)
        explicit = self._explicit_hands(s.rules, deal, "move.hands")  # before any change
        if s.phase == "match_over":
            s.match_number += 1
            s.hand_number = 1
            s.scores = [0] * s.n
        else:
            s.hand_number += 1
        s.dealer = (s.dealer + 1) % s.n
        rng = rng_for(move.seed, "deal") if explicit is None and move.seed is not None else None
        self._start_hand(s, explicit, rng)

    # ----- JSON codec -------------------------------------------------------------------
    def points_taken(self, state: HeartsState) -> list[int]:
        """Points in the tricks taken this hand so far (hearts, SQ, with Omnibus DJ)."""
        taken = state.taken[:]
        if state.rules.omnibus:
            jd = self._jd_seat(state)
            if jd is not None:
                taken[jd] += OMNIBUS_BONUS
        return taken

    def encode(self, state: HeartsState) -> dict[str, Any]:
        s = state
        n = s.n
        hr = s.hand_result
        return {
            "game": self.id,
            "options": self.options_json(s.options),
            "phase": s.phase,
            "to_act": self.to_act(s),
            "dealer": s.dealer,
            "hand_number": s.hand_number,
            "match_number": s.match_number,
            "pass_direction": s.rules.direction(s.hand_number),
            "hands": [codes(h) for h in s.hands],
            "passed": [codes(m) if m else None for m in s.passed],
            "received": [codes(m) if m else None for m in s.received],
            "trick": {"leader": None if s.leader < 0 else s.leader,
                      "cards": [{"seat": (s.leader + k) % n, "card": CARDS[c].code}
                                for k, c in enumerate(s.trick)]},
            "tricks": [{"leader": leader,
                        "cards": [{"seat": (leader + k) % n, "card": CARDS[c].code}
                                  for k, c in enumerate(cards)],
                        "winner": winner} for leader, cards, winner in s.tricks],
            "points_taken": self.points_taken(s),
            "hearts_broken": s.broken,
            "scores": s.scores[:],
            "hand_result": None if hr is None else {
                "points": hr["points"][:], "winners": hr["winners"][:], "reason": hr["reason"],
                "moon": None if hr["moon"] is None else dict(hr["moon"]),
                "revoke": None if hr["revoke"] is None else dict(hr["revoke"])},
            "match_winners": None if s.match_winners is None else s.match_winners[:],
            "seed": s.seed,
            "version": s.version,
        }

    def view(self, state: HeartsState, seat: int | None) -> dict[str, Any]:
        """Own hand, own pass and what the seat received; played cards and points are
        public; other hands and passes are hidden; no seed."""
        n = state.n
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < n):
            raise MalformedInput.at("seat", f"seat {seat} is out of range 0..{n - 1}")
        data = self.encode(state)
        del data["seed"]
        data["hand_sizes"] = [len(h) for h in data["hands"]]
        for name in ("hands", "passed", "received"):
            data[name] = [v if p == seat else None for p, v in enumerate(data[name])]
        data["seat"] = seat
        return data

    def decode(self, data: Any) -> HeartsState:
        return _Decoder(self).decode(data)


# ----- strict decoding -----------------------------------------------------------------

STATE_FIELDS = frozenset({
    "game", "options", "phase", "to_act", "dealer", "hand_number", "match_number",
    "pass_direction", "hands", "passed", "received", "trick", "tricks", "points_taken",
    "hearts_broken", "scores", "hand_result", "match_winners", "seed", "version"})
DERIVED = ("to_act", "pass_direction", "points_taken", "hearts_broken")


class _Decoder(StateReader):
    """Strict JSON → state: every field checked, then the whole for consistency.

    Derived fields (`to_act`, `pass_direction`, `points_taken`, `hearts_broken`) may be
    left out; when present they must agree with the rest."""

    def __init__(self, game: Hearts) -> None:
        self.game = game

    def decode(self, data: Any) -> HeartsState:
        g = self.game
        options = self.read_header(data, g.id, STATE_FIELDS, HeartsOptions, PRESETS,
                                   g.check_option_combination)
        rules = rules_for(options)
        self.use_deck(rules.deck, IDX)
        n = rules.n
        s = object.__new__(HeartsState)
        s.options = options
        s.rules = rules
        s.n = n
        s.phase = self.phase(data, PHASES)
        s.dealer = self.seat(data, "dealer", n)
        s.hand_number = self.integer(data, "hand_number", minimum=1)
        s.match_number = self.integer(data, "match_number", minimum=1)
        s.version = self.integer(data, "version", minimum=0)
        s.seed = self.seed(data)
        s.scores = self.int_list(data, "scores", n)
        seen: Seen = {}
        s.hands = self.hands(data, n, seen)
        self.decode_passes(s, data, seen)
        self.decode_tricks(s, data, seen)
        self.decode_results(s, data)
        self.check_consistency(s, data)
        return s

    def decode_passes(self, s: HeartsState, data: dict[str, Any],
                      seen: dict[int, str]) -> None:
        """Passed cards are a location of their own until the exchange; afterwards
        `passed` and `received` are records of cards that are now elsewhere."""
        rules, n = s.rules, s.n
        count = rules.pass_count
        in_pass_phase = s.phase == "passing"
        lists: dict[str, list[int]] = {}
        for name in ("passed", "received"):
            raw = data.get(name)
            if not isinstance(raw, list) or len(raw) != n:
                raise InvalidState(f"state.{name}", f"must be a list of {n} entries "
                                   "(null or a list of card codes)")
            masks = []
            for p, value in enumerate(raw):
                path = f"state.{name}[{p}]"
                if value is None:
                    masks.append(0)
                    continue
                mask = self.card_mask(value, path,
                                      seen if in_pass_phase and name == "passed" else None)
                if mask.bit_count() != count:
                    raise InvalidState(path, f"a pass is exactly {count} cards")
                masks.append(mask)
            lists[name] = masks
        passed, received = lists["passed"], lists["received"]
        offset = rules.offset(s.hand_number)
        if not offset:
            for name, masks in lists.items():
                if any(masks):
                    raise InvalidState(f"state.{name}", f"hand {s.hand_number} has no "
                                       "passing: must be null for every seat")
        elif in_pass_phase:
            if any(received):
                raise InvalidState("state.received", "nothing is received before every "
                                   "seat has passed")
            if all(passed):
                raise InvalidState("state.passed", "every seat has passed: the cards are "
                                   "exchanged and the play begins")
        elif s.phase in ("play", "moon_choice") or s.phase in OVER:
            for p in range(n):
                if not passed[p]:
                    raise InvalidState(f"state.passed[{p}]",
                                       f"in phase {s.phase} every seat has passed")
                q = (p + offset) % n
                if received[q] != passed[p]:
                    raise InvalidState(f"state.received[{q}]",
                                       f"seat {q} received what seat {p} passed: "
                                       f"{codes(passed[p])}")
        s.passed, s.received = passed, received

    def plays(self, s: HeartsState, value: Any, path: str, leader: int,
              seen: Seen) -> list[int]:
        return [card for _, card in self.trick_plays(value, path, leader, s.n, seen, False)]

    def decode_tricks(self, s: HeartsState, data: dict[str, Any],
                      seen: dict[int, str]) -> None:
        rules, n = s.rules, s.n
        tricks = data.get("tricks")
        if not isinstance(tricks, list):
            raise InvalidState("state.tricks", "must be a list")
        if len(tricks) > rules.hand_size:
            raise InvalidState("state.tricks", f"a hand has {rules.hand_size} tricks")
        s.tricks = []
        s.taken = [0] * n
        broken = False
        expected: int | None = None
        for i, t in enumerate(tricks):
            path = f"state.tricks[{i}]"
            if not isinstance(t, dict) or set(t) != {"leader", "cards", "winner"}:
                raise InvalidState(path, "must be {leader, cards, winner}")
            leader = self.seat(t, "leader", n, f"{path}.leader")
            if expected is not None and leader != expected:
                raise InvalidState(f"{path}.leader", f"seat {expected} won the trick before "
                                   "and leads this one")
            cards = self.plays(s, t["cards"], f"{path}.cards", leader, seen)
            if len(cards) != n:
                raise InvalidState(f"{path}.cards", f"a completed trick has {n} cards")
            if i == 0 and cards[0] != rules.low_club:
                raise InvalidState(f"{path}.cards[0].card", f"trick 1 is opened with "
                                   f"{CARDS[rules.low_club]}")
            winner = trick_winner(leader, cards, n)
            if isinstance(t["winner"], bool) or t["winner"] != winner:
                raise InvalidState(f"{path}.winner", f"seat {winner} wins this trick")
            points = trick_points(cards)
            s.taken[winner] += points
            if points % 13 or (points and rules.qs_breaks_hearts):
                broken = True
            s.tricks.append((leader, tuple(cards), winner))
            expected = winner
        s.broken = broken
        trick = data.get("trick")
        if not isinstance(trick, dict) or set(trick) != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        if s.phase == "passing":
            if trick["leader"] is not None or trick["cards"] != []:
                raise InvalidState("state.trick", "during the pass phase the trick is "
                                   "{leader: null, cards: []}")
            if tricks:
                raise InvalidState("state.tricks", "no trick is played during the pass phase")
            s.leader = -1
            s.trick = []
        else:
            s.leader = self.seat(trick, "leader", n, "state.trick.leader")
            if expected is not None and s.leader != expected:
                raise InvalidState("state.trick.leader", f"seat {expected} won the last "
                                   "trick and leads")
            s.trick = self.plays(s, trick["cards"], "state.trick.cards", s.leader, seen)
            if expected is None:
                if s.trick:
                    if s.trick[0] != rules.low_club:
                        raise InvalidState("state.trick.cards[0].card", "trick 1 is opened "
                                           f"with {CARDS[rules.low_club]}")
                elif not s.hands[s.leader] & rules.low_club_bit:
                    raise InvalidState("state.trick.leader", "trick 1 is led by the holder "
                                       f"of {CARDS[rules.low_club]}")
        s.lead_mask = CARD_SUIT_MASK[s.trick[0]] if s.trick else 0
        s.win_card = s.win_seat = -1
        for k, c in enumerate(s.trick):
            if BIT[c] & s.lead_mask and c > s.win_card:
                s.win_card, s.win_seat = c, (s.leader + k) % n

    def decode_results(self, s: HeartsState, data: dict[str, Any]) -> None:
        n = s.n
        if "hand_result" not in data:
            raise InvalidState("state.hand_result", "missing")
        hr = data["hand_result"]
        if hr is None:
            s.hand_result = None
        else:
            path = "state.hand_result"
            keys = {"points", "winners", "reason", "moon", "revoke"}
            if not isinstance(hr, dict) or set(hr) != keys:
                raise InvalidState(path, "must be null or {points, winners, reason, moon, "
                                   "revoke}")
            points = self.int_list(hr, "points", n, path=f"{path}.points")
            if hr["reason"] not in HAND_END_REASONS:
                raise InvalidState(f"{path}.reason", f"must be one of {list(HAND_END_REASONS)}")
            if hr["winners"] != lowest(points):
                raise InvalidState(f"{path}.winners", f"must be {lowest(points)}: the seats "
                                   "with the fewest points this hand")
            moon = hr["moon"]
            if moon is not None:
                if (not isinstance(moon, dict) or set(moon) != {"seat", "mode"}
                        or moon["mode"] not in MOON_MODES):
                    raise InvalidState(f"{path}.moon", "must be null or {seat, mode}")
                moon = {"seat": self.seat(moon, "seat", n, f"{path}.moon.seat"),
                        "mode": str(moon["mode"])}
            revoke = hr["revoke"]
            if revoke is not None:
                if not isinstance(revoke, dict) or set(revoke) != {"seat", "card"}:
                    raise InvalidState(f"{path}.revoke", "must be null or {seat, card}")
                card = self.card(revoke["card"], f"{path}.revoke.card")
                revoke = {"seat": self.seat(revoke, "seat", n, f"{path}.revoke.seat"),
                          "card": CARDS[card].code}
            s.hand_result = {"points": points, "winners": lowest(points),
                             "reason": str(hr["reason"]), "moon": moon, "revoke": revoke}
        s.match_winners = self.winners(data, "match_winners", n)

    def check_consistency(self, s: HeartsState, data: dict[str, Any]) -> None:
        g, rules, n, phase = self.game, s.rules, s.n, s.phase
        complete = len(s.tricks) == rules.hand_size
        hr = s.hand_result
        over = phase in OVER
        s.turn = -1
        if phase == "passing" and not rules.offset(s.hand_number):
            raise InvalidState("state.phase", f"hand {s.hand_number} has no passing")
        if over != (hr is not None):
            raise InvalidState("state.hand_result", "set exactly when the hand is over")
        if phase == "play":
            if complete:
                raise InvalidState("state.phase", "every trick is played: the hand is over")
            if len(s.trick) == n:
                raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")
            s.turn = (s.leader + len(s.trick)) % n
        elif phase == "moon_choice":
            shooter = moon_shooter(s.taken, Hearts._jd_seat(s), rules)
            if rules.moon_mode != "shooter_choice" or not complete or shooter is None:
                raise InvalidState("state.phase", "moon_choice follows a moon shot with "
                                   "moon_mode shooter_choice")
            s.turn = shooter
        elif hr is not None:
            self.check_hand_result(s, hr, complete)
        if (hr is None or hr["reason"] != "revoke") and len(s.trick) == n:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")
        played = [0] * n
        for k in range(len(s.trick)):
            played[(s.leader + k) % n] = 1
        for p in range(n):
            size = rules.hand_size - len(s.tricks) - played[p]
            if phase == "passing" and s.passed[p]:
                size -= rules.pass_count
            if s.hands[p].bit_count() != size:
                raise InvalidState(f"state.hands[{p}]", f"seat {p} must hold {size} cards "
                                   f"here, not {s.hands[p].bit_count()}")
        if phase != "passing" and rules.offset(s.hand_number):
            self.check_exchange(s)
        winners = Hearts._match_winners(s) if over else None
        if phase == "match_over":
            if winners is None or s.match_winners != winners:
                raise InvalidState("state.match_winners",
                                   "the match is over only when a total reached the target "
                                   "and the lowest total wins"
                                   + ("" if winners is None else f": must be {winners}"))
        else:
            if s.match_winners is not None:
                raise InvalidState("state.match_winners", "set only when the match is over")
            if phase == "hand_over" and winners is not None:
                raise InvalidState("state.phase", f"with these scores the match is over "
                                   f"(winners {winners})")
        computed = {"to_act": g.to_act(s),
                    "pass_direction": rules.direction(s.hand_number),
                    "points_taken": g.points_taken(s),
                    "hearts_broken": s.broken}
        for name in DERIVED:
            if name in data and data[name] != computed[name]:
                raise InvalidState(f"state.{name}", f"must be {computed[name]} in this state")

    def check_hand_result(self, s: HeartsState, hr: dict[str, Any], complete: bool) -> None:
        rules, n = s.rules, s.n
        path = "state.hand_result"
        if hr["reason"] == "tricks":
            if not complete:
                raise InvalidState(f"{path}.reason", "the hand ends with the last trick "
                                   "(or a revoke)")
            if hr["revoke"] is not None:
                raise InvalidState(f"{path}.revoke", "null unless the hand ended by a revoke")
            jd = Hearts._jd_seat(s)
            shooter = moon_shooter(s.taken, jd, rules)
            moon = hr["moon"]
            if shooter is None:
                if moon is not None:
                    raise InvalidState(f"{path}.moon", "nobody shot the moon")
                points, _ = hand_points(s.taken, jd, rules)
            else:
                if moon is None or moon["seat"] != shooter:
                    raise InvalidState(f"{path}.moon", f"seat {shooter} shot the moon")
                if rules.moon_mode != "shooter_choice" and moon["mode"] != rules.moon_mode:
                    raise InvalidState(f"{path}.moon.mode", f"must be {rules.moon_mode}")
                points, _ = hand_points(s.taken, jd, rules, moon["mode"])
            if hr["points"] != points:
                raise InvalidState(f"{path}.points", f"the tricks score {points}")
            return
        revoke = hr["revoke"]
        if not rules.penalize:
            raise InvalidState(f"{path}.reason", "a revoke ends a hand only with "
                               "illegal_move_policy penalize")
        if revoke is None or hr["moon"] is not None:
            raise InvalidState(f"{path}.revoke", "a revoke names {seat, card}; no moon")
        if len(s.trick) < 2:
            raise InvalidState("state.trick.cards", "the revoke card lies in the unfinished "
                               "trick, after the lead")
        seat = (s.leader + len(s.trick) - 1) % n
        card = s.trick[-1]
        lead = CARD_SUIT_MASK[s.trick[0]]
        if revoke["seat"] != seat or revoke["card"] != CARDS[card].code:
            raise InvalidState(f"{path}.revoke", f"the last card of the trick is "
                               f"{CARDS[card]} by seat {seat}")
        if BIT[card] & lead or not s.hands[seat] & lead:
            raise InvalidState(f"{path}.revoke", f"{CARDS[card]} is no revoke: seat {seat} "
                               "could not follow suit or did")
        if hr["points"] != [REVOKE_POINTS if p == seat else 0 for p in range(n)]:
            raise InvalidState(f"{path}.points", f"the offender (seat {seat}) scores 26, "
                               "everyone else 0")

    def check_exchange(self, s: HeartsState) -> None:
        """After the exchange: each seat got what was passed to it and kept nothing it
        passed away (its cards = hand + what it played this hand)."""
        n = s.n
        held = s.hands[:]
        for leader, cards, _ in s.tricks:
            for k, c in enumerate(cards):
                held[(leader + k) % n] |= BIT[c]
        for k, c in enumerate(s.trick):
            held[(s.leader + k) % n] |= BIT[c]
        for p in range(n):
            if s.received[p] & ~held[p]:
                raise InvalidState(f"state.received[{p}]", f"seat {p} neither holds nor "
                                   f"played {join_codes(s.received[p] & ~held[p])}")
            if s.passed[p] & held[p]:
                raise InvalidState(f"state.passed[{p}]", f"seat {p} passed "
                                   f"{join_codes(s.passed[p] & held[p])} away")


HEARTS_GAME = Hearts()
