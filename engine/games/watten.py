"""Watten — rules-spec §1 (seeds 000 and 002).

Implemented: the Bavarian four-player game with or without criticals, the Schlag and
trump calls, the redeal ("Schöneres") and the Schlagwechsel of §1.7, the ranking of
§1.8.1/§1.8.2, "Trumpf oder Kritisch" (§1.9, `tok_mode`, `tok_scope`), raising with
alternation (§1.10), tense in the seed's mode (§1.11), scoring, match end and Bummerl
(§1.12). Decisions where the seeds are silent follow §4.1 (A-W6, A-W8, A-W9, A-W13,
A-W15, A-W28).

Internally a card is its index in the deck and a hand is a bitmask; the JSON codec
speaks card codes. The state is mutable only inside `apply_in_place`; `Game.apply`
works on a copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.cards import Card, Deck, make_deck
from engine.errors import InvalidState, MalformedInput, Violation
from engine.game import (
    Deal,
    FieldSpec,
    Game,
    HandResult,
    MatchResult,
    Move,
    Outcome,
    TrickResult,
    new_seed,
    rng_for,
)
from engine.options import opt, resolve_options
from engine.registry import register

SUITS = ("E", "G", "H", "S")
RANKS = ("A", "K", "O", "U", "T", "9", "8", "7")  # natural order, high to low
DECK = make_deck("Watten (32 German cards)", "german", SUITS, RANKS)
HAND_SIZE = 5
TRICKS_TO_WIN = 3
TOK_CALL = "trumpf_oder_kritisch"

MAXI, BELLI, SPITZ = Card.parse("HK"), Card.parse("S7"), Card.parse("E7")
CRITICAL_ORDER = {MAXI: 3, BELLI: 2, SPITZ: 1}  # Maxi > Belli > Spitz
CRITICAL_MASK = DECK.mask(CRITICAL_ORDER)
SUIT_MASK = {s: DECK.mask(c for c in DECK if c.suit == s) for s in SUITS}
RANK_MASK = {r: DECK.mask(c for c in DECK if c.rank == r) for r in RANKS}
NATURAL = {r: len(RANKS) - i for i, r in enumerate(RANKS)}  # A=8 ... 7=1

# Strength tiers (§1.8.4): higher wins; equal strikers are broken by play order.
TIER_CRITICAL, TIER_HAUPTSCHLAG, TIER_STRIKER, TIER_TRUMP, TIER_LED = 500, 400, 300, 200, 100

PHASES = ("call_rank", "call_suit", "redeal_answer", "swap_answer", "play", "hand_over",
          "match_over")
PRE_PLAY = ("call_rank", "call_suit", "redeal_answer", "swap_answer")
SWAP_STATES = ("none", "offered", "accepted", "refused")
HAND_END_REASONS = ("tricks", "fold")

REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "the card is not in the seat's hand",
    "raise_pending": "a raise is pending: no card or call until it is held or folded",
    "must_play_trump_or_critical": "Trumpf oder Kritisch: the seat must play a trump or a "
                                   "critical (§1.9)",
    "call_not_allowed": "the Trumpf-oder-Kritisch call needs tok_mode on_call and the "
                        "Hauptschlag led to trick 1",
    "nothing_to_answer": "no raise, redeal request or swap offer is waiting for this answer",
    "cannot_answer_own_raise": "a raise is answered by the other side",
    "raise_not_allowed_yet": "raising starts once Schlag and trump are named",
    "raise_already_pending": "only one raise may be pending at a time",
    "raise_alternation": "the side made the last accepted raise; the other side raises next",
    "side_is_tense": "a tense side may not raise (§1.11)",
    "redeal_not_allowed": "no redeal: disabled, already used or refused, or too late",
    "swap_not_allowed": "no Schlagwechsel: disabled, already offered, or too late",
}


@dataclass(frozen=True)
class WattenOptions:
    variant: str = opt("bavarian", "Ranking and play rules (Tyrolean comes later)",
                       allowed=("bavarian",))
    players: int = opt(4, "Number of players: two teams of two, partners opposite",
                       kind="enum", allowed=(4,))
    criticals: bool = opt(True, "Maxi HK, Belli S7 and Spitz E7 are the three highest cards")
    target: int = opt(15, "Points that win a match; a side is tense at target - 2",
                      kind="int", minimum=3, maximum=99)
    tok_mode: str = opt("auto", "Trumpf oder Kritisch after the Hauptschlag is led to "
                        "trick 1: always, only when called, or never",
                        allowed=("auto", "on_call", "off"))
    tok_scope: str = opt("strict", "Who is bound by Trumpf oder Kritisch: every holder of a "
                         "trump or critical, or only holders of a trump-suit card",
                         allowed=("strict", "trump_holders"))
    redeal_allowed: bool = opt(True, "Schöneres: forehand or dealer may ask for new cards "
                               "before the Schlag is named")
    max_redeals: int = opt(1, "Redeals allowed per hand", kind="int", minimum=0, maximum=5)
    schlagwechsel_allowed: bool = opt(True, "The forehand may offer the dealer to swap who "
                                      "names the Schlag and who names the trump")


PRESETS: dict[str, dict[str, Any]] = {
    "bavarian": {},
    "bavarian-11": {"target": 11},
    "no-criticals": {"criticals": False},
}


class WattenState:
    """A whole match: the current hand plus scores. Fields mirror the JSON state."""

    __slots__ = (
        "bummerl", "dealer", "forehand", "hand_number", "hand_result", "hands", "last_raiser",
        "match_number", "match_winners", "options", "pending_raise", "phase", "redeal_count",
        "redeal_refused", "redeal_requested_by", "schlag", "scores", "seed", "stake",
        "strength", "swap", "tok_called", "trick", "trick_leader", "tricks", "tricks_won",
        "trump", "version",
    )

    options: WattenOptions
    phase: str
    dealer: int
    forehand: int
    hand_number: int
    match_number: int
    hands: list[int]  # bitmask per seat
    trick_leader: int
    trick: list[tuple[int, int]]  # (seat, card index)
    tricks: list[tuple[int, tuple[tuple[int, int], ...], int]]  # (leader, plays, winner)
    tricks_won: list[int]  # per side
    scores: list[int]
    bummerl: list[int]
    schlag: str | None
    trump: str | None
    stake: int
    pending_raise: tuple[int, int] | None  # (seat, side)
    last_raiser: int | None  # side of the last accepted raise
    redeal_requested_by: int | None
    redeal_count: int
    redeal_refused: bool
    swap: str
    tok_called: bool
    hand_result: dict[str, Any] | None
    match_winners: list[int] | None
    seed: int
    version: int
    strength: tuple[int, ...] | None  # per card index, for the named Schlag and trump

    def copy(self) -> WattenState:
        new = object.__new__(WattenState)
        for name in WattenState.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.scores = self.scores[:]
        new.bummerl = self.bummerl[:]
        return new


def strength_table(schlag: str, trump: str, criticals: bool) -> tuple[int, ...]:
    """The fixed part of each card's strength (§1.8.4); 0 = plain (depends on the lead)."""
    table = []
    for card in DECK:
        if criticals and card in CRITICAL_ORDER:
            table.append(TIER_CRITICAL + CRITICAL_ORDER[card])
        elif card.suit == trump and card.rank == schlag:
            table.append(TIER_HAUPTSCHLAG)
        elif card.rank == schlag:
            table.append(TIER_STRIKER)
        elif card.suit == trump:
            table.append(TIER_TRUMP + NATURAL[card.rank])
        else:
            table.append(0)
    return tuple(table)


_STRENGTH_CACHE: dict[tuple[str, str, bool], tuple[int, ...]] = {}


def cached_strength(schlag: str, trump: str, criticals: bool) -> tuple[int, ...]:
    key = (schlag, trump, criticals)
    table = _STRENGTH_CACHE.get(key)
    if table is None:
        table = _STRENGTH_CACHE[key] = strength_table(schlag, trump, criticals)
    return table


_CARD_SUIT = tuple(c.suit for c in DECK)
MAX_SEATS = 4
# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, "play", card=c) for c in DECK) for p in range(MAX_SEATS))
RANK_MOVES = tuple(tuple(Move(p, "call_rank", rank=r) for r in RANKS) for p in range(MAX_SEATS))
SUIT_MOVES = tuple(tuple(Move(p, "call_suit", suit=s) for s in SUITS) for p in range(MAX_SEATS))
SIMPLE_MOVES = {t: tuple(Move(p, t) for p in range(MAX_SEATS))
                for t in ("raise", "hold", "fold", "request_redeal", "accept_redeal",
                          "refuse_redeal", "offer_swap", "accept_swap", "refuse_swap", "deal")}
_CARD_NATURAL = tuple(NATURAL[c.rank] for c in DECK)


def trick_winner(plays: list[tuple[int, int]] | tuple[tuple[int, int], ...],
                 strength: tuple[int, ...]) -> int:
    """The seat that wins a trick: maximum strength, the earlier card on a tie."""
    led_suit = _CARD_SUIT[plays[0][1]]
    best_seat, best = -1, -1
    for seat, card in plays:
        value = strength[card]
        if value == 0 and _CARD_SUIT[card] == led_suit:
            value = TIER_LED + _CARD_NATURAL[card]
        if value > best:  # strictly greater: the first of equals keeps the trick
            best_seat, best = seat, value
    return best_seat


def codes(mask: int) -> list[str]:
    return DECK.codes(mask)


def join_codes(mask: int) -> str:
    return ", ".join(codes(mask))


class Watten(Game[WattenState, WattenOptions]):
    id = "watten"
    title = "Watten"
    rules_section = "rules-spec.md §1"
    Options = WattenOptions
    presets = PRESETS
    player_counts = (4,)
    phases = PHASES
    reason_codes = REASON_CODES
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        "play": {"card": FieldSpec("card"),
                 "call": FieldSpec("enum", required=False, allowed=(TOK_CALL,))},
        "call_rank": {"rank": FieldSpec("rank", allowed=RANKS)},
        "call_suit": {"suit": FieldSpec("suit", allowed=SUITS)},
        "raise": {}, "hold": {}, "fold": {},
        "request_redeal": {}, "accept_redeal": {}, "refuse_redeal": {},
        "offer_swap": {}, "accept_swap": {}, "refuse_swap": {},
        "deal": {"seed": FieldSpec("int", required=False),
                 "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table --------------------------------------------------------
    def deck(self, options: WattenOptions) -> Deck:
        return DECK

    def players(self, options: WattenOptions) -> int:
        return options.players

    def num_players(self, state: WattenState) -> int:
        return state.options.players

    def state_options(self, state: WattenState) -> WattenOptions:
        return state.options

    @staticmethod
    def side_of(seat: int) -> int:
        return seat % 2

    @staticmethod
    def tense_threshold(options: WattenOptions) -> int:
        return options.target - 2

    def is_tense(self, state: WattenState, side: int) -> bool:
        return state.scores[side] >= self.tense_threshold(state.options)

    def rank_caller(self, state: WattenState) -> int:
        return state.dealer if state.swap == "accepted" else state.forehand

    def suit_caller(self, state: WattenState) -> int:
        return state.forehand if state.swap == "accepted" else state.dealer

    def hauptschlag(self, state: WattenState) -> int | None:
        if state.schlag is None or state.trump is None:
            return None
        return DECK.index[Card(state.trump, state.schlag)]

    # ----- creating a match and dealing ------------------------------------------------
    def new_state(self, options: WattenOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> WattenState:
        n = options.players
        if seed is None:
            seed = new_seed()
        if dealer is None:
            dealer = rng_for(seed, "first_dealer").randrange(n)
        elif not 0 <= dealer < n:
            raise MalformedInput.at("dealer", f"seat {dealer} is out of range 0..{n - 1}")
        s = object.__new__(WattenState)
        s.options = options
        s.seed = seed
        s.version = 0
        s.match_number = 1
        s.hand_number = 1
        s.scores = [0, 0]
        s.bummerl = [0, 0]
        s.dealer = dealer
        self._start_hand(s, deal)
        return s

    def _start_hand(self, s: WattenState, deal: Deal | None) -> None:
        n = s.options.players
        s.forehand = (s.dealer + 1) % n
        s.phase = "call_rank"
        s.trick_leader = s.forehand
        s.trick = []
        s.tricks = []
        s.tricks_won = [0, 0]
        s.schlag = s.trump = None
        s.strength = None
        s.pending_raise = None
        s.last_raiser = None
        s.redeal_requested_by = None
        s.redeal_count = 0
        s.redeal_refused = False
        s.swap = "none"
        s.tok_called = False
        s.hand_result = None
        s.match_winners = None
        s.stake = 3 if self.is_tense(s, 0) or self.is_tense(s, 1) else 2
        if deal is not None and deal.hands is not None:
            self._check_explicit_hands(deal.hands, n)
            s.hands = [DECK.mask(h) for h in deal.hands]
        else:
            rng = (rng_for(deal.seed, "deal") if deal is not None and deal.seed is not None
                   else rng_for(s.seed, s.match_number, s.hand_number))
            order = list(range(len(DECK)))
            rng.shuffle(order)
            s.hands = self._deal_packets(order, [(s.forehand + i) % n for i in range(n)])

    @staticmethod
    def _check_explicit_hands(hands: list[list[Card]], n: int) -> None:
        for i, hand in enumerate(hands):
            if len(hand) != HAND_SIZE:
                raise MalformedInput.at(f"deal.hands[{i}]",
                                        f"a Watten hand has {HAND_SIZE} cards, not {len(hand)}",
                                        "invalid_deal")

    @staticmethod
    def _deal_packets(order: list[int], seats: list[int]) -> list[int]:
        """Deal 3 then 2 cards to each seat in ``seats`` order (§1.6)."""
        hands = [0] * (max(seats) + 1)
        pos = 0
        for packet in (3, 2):
            for seat in seats:
                for card in order[pos:pos + packet]:
                    hands[seat] |= 1 << card
                pos += packet
        return hands

    # ----- whose turn ------------------------------------------------------------------
    def to_act(self, state: WattenState) -> list[int]:
        phase = state.phase
        if phase == "play":
            if state.pending_raise is not None:
                return self._opponents(state, state.pending_raise[1])
            return [(state.trick_leader + len(state.trick)) % state.options.players]
        if phase == "call_rank":
            return [self.rank_caller(state)]
        if phase == "call_suit":
            return [self.suit_caller(state)]
        if phase == "redeal_answer":
            requester = state.redeal_requested_by
            return [state.dealer if requester == state.forehand else state.forehand]
        if phase == "swap_answer":
            return [state.dealer]
        return [(state.dealer + 1) % state.options.players]  # hand_over, match_over

    def _opponents(self, state: WattenState, side: int) -> list[int]:
        return [p for p in range(state.options.players) if self.side_of(p) != side]

    # ----- legality ----------------------------------------------------------------------
    def playable(self, state: WattenState, seat: int) -> int:
        """The mask of cards ``seat`` may play if it is its turn (§1.9)."""
        hand = state.hands[seat]
        if self._tok_binding(state):
            opts = state.options
            trumps = hand & SUIT_MASK[state.trump]  # type: ignore[index]
            crit = CRITICAL_MASK if opts.criticals else 0
            qualifying = (trumps | hand & crit)
            if opts.tok_scope == "strict" and qualifying:
                return qualifying
            if opts.tok_scope == "trump_holders" and trumps & ~crit:
                return qualifying
        return hand

    def _tok_binding(self, state: WattenState) -> bool:
        """Trumpf oder Kritisch is in force for the next card of the current trick."""
        if state.tricks or not state.trick:
            return False
        mode = state.options.tok_mode
        if mode == "off" or (mode == "on_call" and not state.tok_called):
            return False
        lead = state.trick[0][1]
        if lead != self.hauptschlag(state):
            return False
        strength = state.strength
        assert strength is not None
        lead_strength = strength[lead]
        return all(strength[c] <= lead_strength for _, c in state.trick[1:])

    def can_raise(self, state: WattenState, seat: int) -> Violation | None:
        side = self.side_of(seat)
        if state.phase != "play":
            return Violation("raise_not_allowed_yet",
                             "raising starts once Schlag and trump are named and ends with "
                             "the hand")
        if state.pending_raise is not None:
            return Violation("raise_already_pending",
                             f"seat {state.pending_raise[0]}'s raise is still unanswered")
        if state.last_raiser == side:
            return Violation("raise_alternation",
                             f"side {side} made the last raise; side {1 - side} raises next")
        if self.is_tense(state, side):
            return Violation("side_is_tense",
                             f"side {side} is tense ({state.scores[side]} points) and may not "
                             "raise")
        return None

    def can_request_redeal(self, state: WattenState, seat: int) -> Violation | None:
        opts = state.options
        if state.phase != "call_rank" or state.swap != "none":
            return Violation("redeal_not_allowed", "a redeal may only be asked for before the "
                             "Schlag is named and before a Schlagwechsel offer")
        if seat not in (state.forehand, state.dealer):
            return Violation("not_your_turn", f"only the forehand (seat {state.forehand}) or "
                             f"the dealer (seat {state.dealer}) may ask for a redeal")
        if not opts.redeal_allowed:
            return Violation("redeal_not_allowed", "redeals are disabled (redeal_allowed)")
        if state.redeal_refused:
            return Violation("redeal_not_allowed", "a redeal was already refused in this hand")
        if state.redeal_count >= opts.max_redeals:
            return Violation("redeal_not_allowed",
                             f"at most {opts.max_redeals} redeal(s) per hand")
        return None

    def can_offer_swap(self, state: WattenState, seat: int) -> Violation | None:
        if state.phase != "call_rank" or state.swap != "none":
            return Violation("swap_not_allowed", "the Schlagwechsel may only be offered once, "
                             "before the Schlag is named")
        if seat != state.forehand:
            return Violation("not_your_turn",
                             f"only the forehand (seat {state.forehand}) offers the swap")
        if not state.options.schlagwechsel_allowed:
            return Violation("swap_not_allowed",
                             "the Schlagwechsel is disabled (schlagwechsel_allowed)")
        return None

    def legal_moves(self, state: WattenState, seat: int | None = None) -> list[Move]:
        seats = range(state.options.players) if seat is None else (seat,)
        moves: list[Move] = []
        for p in seats:
            moves.extend(self._moves_of(state, p))
        return moves

    def _moves_of(self, state: WattenState, p: int) -> list[Move]:
        phase = state.phase
        if phase == "play":
            pending = state.pending_raise
            if pending is not None:
                if self.side_of(p) != pending[1]:
                    return [SIMPLE_MOVES["hold"][p], SIMPLE_MOVES["fold"][p]]
                return []
            moves: list[Move] = []
            if p == (state.trick_leader + len(state.trick)) % state.options.players:
                mine = PLAY_MOVES[p]
                playable = self.playable(state, p)
                while playable:
                    low = playable & -playable
                    moves.append(mine[low.bit_length() - 1])
                    playable ^= low
                hs = self.hauptschlag(state)
                if (state.options.tok_mode == "on_call" and not state.tricks
                        and not state.trick and hs is not None and state.hands[p] >> hs & 1):
                    moves.append(Move(p, "play", card=DECK.cards[hs], call=TOK_CALL))
            if self.can_raise(state, p) is None:
                moves.append(SIMPLE_MOVES["raise"][p])
            return moves
        if phase == "call_rank":
            moves = []
            if p == self.rank_caller(state):
                moves = list(RANK_MOVES[p])
            if self.can_offer_swap(state, p) is None:
                moves.append(SIMPLE_MOVES["offer_swap"][p])
            if self.can_request_redeal(state, p) is None:
                moves.append(SIMPLE_MOVES["request_redeal"][p])
            return moves
        if p not in self.to_act(state):
            return []
        if phase == "call_suit":
            return list(SUIT_MOVES[p])
        if phase == "redeal_answer":
            return [SIMPLE_MOVES["accept_redeal"][p], SIMPLE_MOVES["refuse_redeal"][p]]
        if phase == "swap_answer":
            return [SIMPLE_MOVES["accept_swap"][p], SIMPLE_MOVES["refuse_swap"][p]]
        return [SIMPLE_MOVES["deal"][p]]

    def check(self, state: WattenState, move: Move) -> Violation | None:
        """Rulebook order: phase, turn, then the move's own conditions."""
        seat, mtype, phase = move.seat, move.type, state.phase
        to_act = self.to_act(state)
        if mtype == "raise":
            return self.can_raise(state, seat)
        if mtype in ("hold", "fold"):
            pending = state.pending_raise
            if phase != "play" or pending is None:
                return Violation("nothing_to_answer", "no raise is pending")
            if self.side_of(seat) == pending[1]:
                return Violation("cannot_answer_own_raise",
                                 f"seat {seat} is on the raising side {pending[1]}; "
                                 f"seats {self._opponents(state, pending[1])} answer")
            return None
        if mtype == "request_redeal":
            return self.can_request_redeal(state, seat)
        if mtype == "offer_swap":
            return self.can_offer_swap(state, seat)
        if mtype in ("accept_redeal", "refuse_redeal", "accept_swap", "refuse_swap"):
            wanted = "redeal_answer" if mtype.endswith("redeal") else "swap_answer"
            if phase != wanted:
                offer = "redeal request" if wanted == "redeal_answer" else "swap offer"
                return Violation("nothing_to_answer", f"no {offer} is waiting for an answer")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} answers, not seat {seat}")
            return None
        if mtype == "deal":
            if phase not in ("hand_over", "match_over"):
                return Violation("wrong_phase", "the next hand is dealt after the hand is over")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} deals the next hand")
            return None
        if phase == "play" and state.pending_raise is not None:
            return Violation("raise_pending", f"seat {state.pending_raise[0]}'s raise must be "
                             f"held or folded by seats {to_act} first", allowed=[])
        if mtype == "call_rank":
            if phase != "call_rank":
                return Violation("wrong_phase", f"the Schlag cannot be named in phase {phase}")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} names the Schlag")
            return None
        if mtype == "call_suit":
            if phase != "call_suit":
                return Violation("wrong_phase", f"the trump cannot be named in phase {phase}")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} names the trump")
            return None
        if mtype == "play":
            return self._check_play(state, move, to_act)
        raise AssertionError(mtype)

    def _check_play(self, state: WattenState, move: Move, to_act: list[int]) -> Violation | None:
        if state.phase != "play":
            return Violation("wrong_phase", f"no card may be played in phase {state.phase}")
        seat, card = move.seat, move.card
        assert card is not None
        if seat not in to_act:
            return Violation("not_your_turn", f"it is seat {to_act[0]}'s turn to play")
        bit = DECK.bit[card]
        hand = state.hands[seat]
        if not hand & bit:
            return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                             allowed=codes(self.playable(state, seat)))
        if move.call is not None:
            hs = self.hauptschlag(state)
            if (state.options.tok_mode != "on_call" or state.tricks or state.trick
                    or DECK.index[card] != hs):
                return Violation("call_not_allowed",
                                 "Trumpf oder Kritisch is called only with tok_mode on_call, "
                                 "by leading the Hauptschlag to trick 1",
                                 allowed=codes(self.playable(state, seat)))
        allowed = self.playable(state, seat)
        if not allowed & bit:
            lead = DECK.cards[state.trick[0][1]]
            return Violation(
                "must_play_trump_or_critical",
                f"Trumpf oder Kritisch: the Hauptschlag {lead} was led in trick 1; seat {seat} "
                f"holds {join_codes(allowed)} and must play one of them",
                allowed=codes(allowed))
        return None

    # ----- transitions ------------------------------------------------------------------
    def copy_state(self, state: WattenState) -> WattenState:
        return state.copy()

    def apply_in_place(self, state: WattenState, move: Move,
                       out: Outcome[WattenState] | None = None) -> None:
        s = state
        s.version += 1
        mtype, seat = move.type, move.seat
        events = out.events if out is not None else None
        if mtype == "play":
            self._play(s, seat, DECK.index[move.card], move.call, out)  # type: ignore[index]
            return
        if mtype == "raise":
            s.pending_raise = (seat, self.side_of(seat))
            if events is not None:
                events.append({"type": "raised", "seat": seat, "side": self.side_of(seat),
                               "to": s.stake + 1})
        elif mtype == "hold":
            assert s.pending_raise is not None
            s.stake += 1
            s.last_raiser = s.pending_raise[1]
            s.pending_raise = None
            if events is not None:
                events.append({"type": "raise_held", "seat": seat, "stake": s.stake})
        elif mtype == "fold":
            assert s.pending_raise is not None
            raiser_side = s.pending_raise[1]
            s.pending_raise = None
            if events is not None:
                events.append({"type": "folded", "seat": seat, "side": self.side_of(seat)})
            self._end_hand(s, raiser_side, s.stake, "fold", out)
        elif mtype == "call_rank":
            s.schlag = move.rank
            s.phase = "call_suit"
            if events is not None:
                events.append({"type": "schlag_named", "seat": seat, "rank": move.rank})
        elif mtype == "call_suit":
            s.trump = move.suit
            s.phase = "play"
            assert s.schlag is not None and s.trump is not None
            s.strength = cached_strength(s.schlag, s.trump, s.options.criticals)
            if events is not None:
                events.append({"type": "trump_named", "seat": seat, "suit": move.suit})
        elif mtype == "request_redeal":
            s.redeal_requested_by = seat
            s.phase = "redeal_answer"
            if events is not None:
                events.append({"type": "redeal_requested", "seat": seat})
        elif mtype == "accept_redeal":
            self._redeal(s)
            if events is not None:
                events.append({"type": "redeal_accepted", "seat": seat})
        elif mtype == "refuse_redeal":
            s.redeal_refused = True
            s.redeal_requested_by = None
            s.phase = "call_rank"
            if events is not None:
                events.append({"type": "redeal_refused", "seat": seat})
        elif mtype == "offer_swap":
            s.swap = "offered"
            s.phase = "swap_answer"
            if events is not None:
                events.append({"type": "swap_offered", "seat": seat})
        elif mtype in ("accept_swap", "refuse_swap"):
            s.swap = "accepted" if mtype == "accept_swap" else "refused"
            s.phase = "call_rank"
            if events is not None:
                events.append({"type": "swap_" + s.swap, "seat": seat})
        elif mtype == "deal":
            self._next_hand(s, move, out)
        else:
            raise AssertionError(mtype)

    def _play(self, s: WattenState, seat: int, card: int, call: str | None,
              out: Outcome[WattenState] | None) -> None:
        s.hands[seat] &= ~(1 << card)
        if call is not None:
            s.tok_called = True
        s.trick.append((seat, card))
        n = s.options.players
        events = out.events if out is not None else None
        if events is not None:
            event: dict[str, Any] = {"type": "card_played", "seat": seat,
                                     "card": DECK.cards[card].code}
            if call is not None:
                event["call"] = call
            events.append(event)
        if len(s.trick) < n:
            if out is not None:
                out.trick = TrickResult(s.trick_leader, self._cards(s.trick), False, None)
            return
        assert s.strength is not None
        winner = trick_winner(s.trick, s.strength)
        plays = tuple(s.trick)
        s.tricks.append((s.trick_leader, plays, winner))
        side = self.side_of(winner)
        s.tricks_won[side] += 1
        if out is not None:
            out.trick = TrickResult(s.trick_leader, self._cards(plays), True, winner)
            out.events.append({"type": "trick_won", "seat": winner, "side": side,
                               "trick": {"leader": s.trick_leader,
                                         "cards": [DECK.cards[c].code for _, c in plays]}})
        s.trick_leader = winner
        s.trick = []
        if s.tricks_won[side] >= TRICKS_TO_WIN:
            self._end_hand(s, side, s.stake, "tricks", out)

    @staticmethod
    def _cards(plays: list[tuple[int, int]] | tuple[tuple[int, int], ...]
               ) -> list[tuple[int, Card]]:
        return [(p, DECK.cards[c]) for p, c in plays]

    def _end_hand(self, s: WattenState, side: int, points: int, reason: str,
                  out: Outcome[WattenState] | None) -> None:
        per_side = [0, 0]
        per_side[side] = points
        s.scores[side] += points
        s.hand_result = {"points": per_side, "winners": [side], "reason": reason}
        s.pending_raise = None
        target = s.options.target
        winners = [i for i, score in enumerate(s.scores) if score >= target]
        if out is not None:
            out.events.append({"type": "hand_won", "side": side, "points": points,
                               "reason": reason})
            out.hand = HandResult(per_side, s.scores[:], [side])
        if winners:
            s.phase = "match_over"
            s.match_winners = winners
            for loser in range(2):
                if loser not in winners:
                    s.bummerl[loser] += 1
            if out is not None:
                for w in winners:
                    out.events.append({"type": "match_won", "side": w})
                out.match = MatchResult(winners)
        else:
            s.phase = "hand_over"

    def _redeal(self, s: WattenState) -> None:
        """Bavarian redeal (§1.7): both hands go back into the stock, which is mixed, and
        forehand and dealer get 5 new cards each."""
        two = (s.forehand, s.dealer)
        s.redeal_count += 1
        s.redeal_requested_by = None
        s.phase = "call_rank"
        others = 0
        for p in range(s.options.players):
            if p not in two:
                others |= s.hands[p]
        pool = [i for i in range(len(DECK)) if not others >> i & 1]
        rng = rng_for(s.seed, s.match_number, s.hand_number, "redeal", s.redeal_count)
        rng.shuffle(pool)
        dealt = self._deal_packets(pool, list(two))
        for p in two:
            s.hands[p] = dealt[p]

    def _next_hand(self, s: WattenState, move: Move, out: Outcome[WattenState] | None) -> None:
        if s.phase == "match_over":
            s.match_number += 1
            s.hand_number = 1
            s.scores = [0, 0]
        else:
            s.hand_number += 1
        s.dealer = (s.dealer + 1) % s.options.players
        deal = Deal(hands=[list(h) for h in move.hands] if move.hands is not None else None,
                    seed=move.seed)
        self._start_hand(s, deal)
        if out is not None:
            out.events.append({"type": "hand_dealt", "dealer": s.dealer,
                               "forehand": s.forehand, "hand_number": s.hand_number,
                               "match_number": s.match_number, "stake": s.stake})

    # ----- JSON codec -------------------------------------------------------------------
    def encode(self, state: WattenState) -> dict[str, Any]:
        s = state
        return {
            "game": self.id,
            "options": self.options_json(s.options),
            "phase": s.phase,
            "to_act": self.to_act(s),
            "dealer": s.dealer,
            "forehand": s.forehand,
            "hand_number": s.hand_number,
            "match_number": s.match_number,
            "hands": [codes(h) for h in s.hands],
            "trick": {"leader": s.trick_leader,
                      "cards": [{"seat": p, "card": DECK.cards[c].code} for p, c in s.trick]},
            "tricks": [{"leader": leader,
                        "cards": [{"seat": p, "card": DECK.cards[c].code} for p, c in plays],
                        "winner": winner} for leader, plays, winner in s.tricks],
            "tricks_won": s.tricks_won[:],
            "scores": s.scores[:],
            "bummerl": s.bummerl[:],
            "schlag": s.schlag,
            "trump": s.trump,
            "stake": s.stake,
            "raise": {"pending": (None if s.pending_raise is None else
                                  {"seat": s.pending_raise[0], "side": s.pending_raise[1]}),
                      "last_raiser": s.last_raiser},
            "tense": [self.is_tense(s, 0), self.is_tense(s, 1)],
            "redeal": {"requested_by": s.redeal_requested_by, "count": s.redeal_count,
                       "refused": s.redeal_refused},
            "swap": s.swap,
            "tok_called": s.tok_called,
            "hand_result": (None if s.hand_result is None else
                            {"points": s.hand_result["points"][:],
                             "winners": s.hand_result["winners"][:],
                             "reason": s.hand_result["reason"]}),
            "match_winners": None if s.match_winners is None else s.match_winners[:],
            "seed": s.seed,
            "version": s.version,
        }

    def view(self, state: WattenState, seat: int | None) -> dict[str, Any]:
        if seat is not None and not 0 <= seat < state.options.players:
            raise MalformedInput.at("seat", f"seat {seat} is out of range "
                                    f"0..{state.options.players - 1}")
        data = self.encode(state)
        del data["seed"]
        data["hand_sizes"] = [len(h) for h in data["hands"]]
        data["hands"] = [h if p == seat else None for p, h in enumerate(data["hands"])]
        data["seat"] = seat
        return data

    def decode(self, data: Any) -> WattenState:
        return _Decoder(self).decode(data)


class _Decoder:
    """Strict JSON → state: every field checked, then the whole for consistency."""

    def __init__(self, game: Watten) -> None:
        self.game = game

    def decode(self, data: Any) -> WattenState:
        g = self.game
        if not isinstance(data, dict):
            raise InvalidState("state", "must be an object")
        allowed = {"game", "options", "phase", "to_act", "dealer", "forehand", "hand_number",
                   "match_number", "hands", "trick", "tricks", "tricks_won", "scores",
                   "bummerl", "schlag", "trump", "stake", "raise", "tense", "redeal", "swap",
                   "tok_called", "hand_result", "match_winners", "seed", "version"}
        extra = sorted(set(data) - allowed)
        if extra:
            raise InvalidState(f"state.{extra[0]}", "unknown field")
        if data.get("game") != g.id:
            raise InvalidState("state.game", f"must be {g.id!r}")
        raw_options = self.field(data, "options", dict)
        try:
            options = resolve_options(WattenOptions, raw_options, PRESETS)
            g.check_option_combination(options)
        except MalformedInput as exc:
            raise MalformedInput(exc.message.replace("options.", "state.options.", 1),
                                 {f"state.{k}": v for k, v in exc.errors.items()},
                                 exc.code) from None
        n = options.players
        s = object.__new__(WattenState)
        s.options = options
        s.phase = self.field(data, "phase", str)
        if s.phase not in PHASES:
            raise InvalidState("state.phase", f"{s.phase!r} is not one of {list(PHASES)}")
        s.dealer = self.seat(data, "dealer", n)
        s.forehand = self.seat(data, "forehand", n)
        if s.forehand != (s.dealer + 1) % n:
            raise InvalidState("state.forehand", "must be the seat left of the dealer")
        s.hand_number = self.integer(data, "hand_number", minimum=1)
        s.match_number = self.integer(data, "match_number", minimum=1)
        s.version = self.integer(data, "version", minimum=0)
        seed = data.get("seed")
        if seed is None:
            seed = new_seed()
        elif isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidState("state.seed", "must be an integer")
        s.seed = seed
        s.scores = self.int_list(data, "scores", 2)
        s.bummerl = self.int_list(data, "bummerl", 2, minimum=0)
        s.stake = self.integer(data, "stake", minimum=2)
        s.schlag = self.optional_choice(data, "schlag", RANKS)
        s.trump = self.optional_choice(data, "trump", SUITS)
        s.swap = self.field(data, "swap", str)
        if s.swap not in SWAP_STATES:
            raise InvalidState("state.swap", f"must be one of {list(SWAP_STATES)}")
        s.tok_called = self.field(data, "tok_called", bool)
        self.decode_raise(s, data, n)
        self.decode_redeal(s, data, n)
        seen: dict[int, str] = {}
        s.hands = self.decode_hands(data, n, seen)
        self.decode_tricks(s, data, n, seen)
        self.decode_results(s, data)
        self.check_consistency(s, data)
        return s

    # --- field helpers ---
    @staticmethod
    def field(data: dict[str, Any], name: str, kind: type) -> Any:
        if name not in data:
            raise InvalidState(f"state.{name}", "missing")
        value = data[name]
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            raise InvalidState(f"state.{name}", f"must be {kind.__name__}")
        return value

    def integer(self, data: dict[str, Any], name: str, minimum: int | None = None,
                path: str | None = None) -> int:
        value = self.field(data, name, int)
        if minimum is not None and value < minimum:
            raise InvalidState(path or f"state.{name}", f"must be at least {minimum}")
        return int(value)

    def seat(self, data: dict[str, Any], name: str, n: int, path: str | None = None) -> int:
        value = data.get(name)
        path = path or f"state.{name}"
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidState(path, "must be a seat number")
        if not 0 <= value < n:
            raise InvalidState(path, f"seat {value} is out of range 0..{n - 1}")
        return value

    @staticmethod
    def int_list(data: dict[str, Any], name: str, length: int,
                 minimum: int | None = None) -> list[int]:
        value = data.get(name)
        if (not isinstance(value, list) or len(value) != length
                or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
            raise InvalidState(f"state.{name}", f"must be a list of {length} integers")
        if minimum is not None and any(v < minimum for v in value):
            raise InvalidState(f"state.{name}", f"values must be at least {minimum}")
        return list(value)

    @staticmethod
    def optional_choice(data: dict[str, Any], name: str, choices: tuple[str, ...]
                        ) -> str | None:
        if name not in data:
            raise InvalidState(f"state.{name}", "missing")
        value = data[name]
        if value is None:
            return None
        if value not in choices:
            raise InvalidState(f"state.{name}", f"{value!r} is not one of {list(choices)}")
        return str(value)

    def side(self, value: Any, path: str) -> int:
        if isinstance(value, bool) or value not in (0, 1):
            raise InvalidState(path, "must be a side, 0 or 1")
        return int(value)

    def decode_raise(self, s: WattenState, data: dict[str, Any], n: int) -> None:
        r = data.get("raise")
        if not isinstance(r, dict) or set(r) != {"pending", "last_raiser"}:
            raise InvalidState("state.raise", "must be {pending, last_raiser}")
        pending = r["pending"]
        if pending is None:
            s.pending_raise = None
        else:
            if not isinstance(pending, dict) or set(pending) != {"seat", "side"}:
                raise InvalidState("state.raise.pending", "must be null or {seat, side}")
            seat = self.seat(pending, "seat", n, "state.raise.pending.seat")
            side = self.side(pending["side"], "state.raise.pending.side")
            if Watten.side_of(seat) != side:
                raise InvalidState("state.raise.pending.side", f"seat {seat} is on side "
                                   f"{Watten.side_of(seat)}")
            s.pending_raise = (seat, side)
        last = r["last_raiser"]
        s.last_raiser = None if last is None else self.side(last, "state.raise.last_raiser")

    def decode_redeal(self, s: WattenState, data: dict[str, Any], n: int) -> None:
        r = data.get("redeal")
        if not isinstance(r, dict) or set(r) != {"requested_by", "count", "refused"}:
            raise InvalidState("state.redeal", "must be {requested_by, count, refused}")
        req = r["requested_by"]
        s.redeal_requested_by = (None if req is None else
                                 self.seat(r, "requested_by", n, "state.redeal.requested_by"))
        s.redeal_count = self.integer(r, "count", 0, "state.redeal.count")
        s.redeal_refused = self.field(r, "refused", bool)

    def card(self, value: Any, path: str, seen: dict[int, str]) -> int:
        try:
            card = DECK.parse(value)
        except ValueError as exc:
            raise MalformedInput.at(path, str(exc), "bad_card") from None
        index = DECK.index[card]
        if index in seen:
            raise InvalidState(path, f"card {card} appears twice (also at {seen[index]})")
        seen[index] = path
        return index

    def decode_hands(self, data: dict[str, Any], n: int, seen: dict[int, str]) -> list[int]:
        hands = data.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise InvalidState("state.hands", f"must be a list of {n} hands")
        masks = []
        for i, hand in enumerate(hands):
            if not isinstance(hand, list):
                raise InvalidState(f"state.hands[{i}]", "must be a list of card codes")
            mask = 0
            for j, code in enumerate(hand):
                mask |= 1 << self.card(code, f"state.hands[{i}][{j}]", seen)
            masks.append(mask)
        return masks

    def plays(self, value: Any, path: str, leader: int, n: int, seen: dict[int, str],
              complete: bool) -> list[tuple[int, int]]:
        if not isinstance(value, list):
            raise InvalidState(path, "must be a list of {seat, card}")
        if len(value) > n or (complete and len(value) != n):
            raise InvalidState(path, f"a trick has {'exactly' if complete else 'at most'} "
                               f"{n} cards")
        plays = []
        for k, item in enumerate(value):
            ipath = f"{path}[{k}]"
            if not isinstance(item, dict) or set(item) != {"seat", "card"}:
                raise InvalidState(ipath, "must be {seat, card}")
            seat = self.seat(item, "seat", n, f"{ipath}.seat")
            if seat != (leader + k) % n:
                raise InvalidState(f"{ipath}.seat", f"seat {(leader + k) % n} plays "
                                   f"card {k} of a trick led by seat {leader}")
            plays.append((seat, self.card(item["card"], f"{ipath}.card", seen)))
        return plays

    def decode_tricks(self, s: WattenState, data: dict[str, Any], n: int,
                      seen: dict[int, str]) -> None:
        tricks = data.get("tricks")
        if not isinstance(tricks, list):
            raise InvalidState("state.tricks", "must be a list")
        if len(tricks) > HAND_SIZE:
            raise InvalidState("state.tricks", f"a hand has at most {HAND_SIZE} tricks")
        if tricks and (s.schlag is None or s.trump is None):
            raise InvalidState("state.tricks", "no trick before Schlag and trump are named")
        s.strength = (None if s.schlag is None or s.trump is None
                      else cached_strength(s.schlag, s.trump, s.options.criticals))
        s.tricks = []
        s.tricks_won = [0, 0]
        expected_leader = s.forehand
        for i, t in enumerate(tricks):
            path = f"state.tricks[{i}]"
            if not isinstance(t, dict) or set(t) != {"leader", "cards", "winner"}:
                raise InvalidState(path, "must be {leader, cards, winner}")
            leader = self.seat(t, "leader", n, f"{path}.leader")
            if leader != expected_leader:
                raise InvalidState(f"{path}.leader", f"seat {expected_leader} leads this trick")
            plays = self.plays(t["cards"], f"{path}.cards", leader, n, seen, complete=True)
            assert s.strength is not None
            winner = trick_winner(plays, s.strength)
            if t["winner"] != winner or isinstance(t["winner"], bool):
                raise InvalidState(f"{path}.winner", f"seat {winner} wins this trick")
            if max(s.tricks_won) >= TRICKS_TO_WIN:
                raise InvalidState(path, "the hand ended when a side took 3 tricks")
            s.tricks.append((leader, tuple(plays), winner))
            s.tricks_won[Watten.side_of(winner)] += 1
            expected_leader = winner
        trick = data.get("trick")
        if not isinstance(trick, dict) or set(trick) != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        s.trick_leader = self.seat(trick, "leader", n, "state.trick.leader")
        if s.trick_leader != expected_leader:
            raise InvalidState("state.trick.leader", f"seat {expected_leader} leads this trick")
        s.trick = self.plays(trick["cards"], "state.trick.cards", s.trick_leader, n, seen,
                             complete=False)
        if len(s.trick) == n:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")

    def decode_results(self, s: WattenState, data: dict[str, Any]) -> None:
        hr = data.get("hand_result", "missing")
        if hr is None:
            s.hand_result = None
        else:
            if (not isinstance(hr, dict) or set(hr) != {"points", "winners", "reason"}
                    or hr["reason"] not in HAND_END_REASONS):
                raise InvalidState("state.hand_result",
                                   "must be null or {points, winners, reason}")
            points = self.int_list(hr, "points", 2)
            winners = hr["winners"]
            if (not isinstance(winners, list) or len(winners) != 1
                    or winners[0] not in (0, 1) or isinstance(winners[0], bool)):
                raise InvalidState("state.hand_result.winners", "must be [side]")
            s.hand_result = {"points": points, "winners": list(winners),
                             "reason": hr["reason"]}
        mw = data.get("match_winners", "missing")
        if mw is None:
            s.match_winners = None
        elif (isinstance(mw, list) and mw and len(set(mw)) == len(mw)
              and all(v in (0, 1) and not isinstance(v, bool) for v in mw)):
            s.match_winners = sorted(mw)
        else:
            raise InvalidState("state.match_winners", "must be null or a list of sides")

    def check_consistency(self, s: WattenState, data: dict[str, Any]) -> None:
        g, phase, n = self.game, s.phase, s.options.players
        named = (s.schlag is not None, s.trump is not None)
        if phase in PRE_PLAY:
            want = (phase == "call_suit", False)
            if named != want:
                raise InvalidState("state.schlag" if named[0] != want[0] else "state.trump",
                                   f"in phase {phase} the Schlag is "
                                   f"{'named' if want[0] else 'not named yet'} and the trump "
                                   "is not named yet")
            if s.tricks or s.trick:
                raise InvalidState("state.trick", f"no card is played in phase {phase}")
        elif phase == "play" and named != (True, True):
            raise InvalidState("state.trump", "in phase play Schlag and trump are named")
        hand_over = phase in ("hand_over", "match_over")
        if hand_over != (s.hand_result is not None):
            raise InvalidState("state.hand_result", "set exactly when the hand is over")
        if (phase == "match_over") != (s.match_winners is not None):
            raise InvalidState("state.match_winners", "set exactly when the match is over")
        if not hand_over and max(s.tricks_won) >= TRICKS_TO_WIN:
            raise InvalidState("state.phase", "a side has 3 tricks: the hand is over")
        if s.hand_result is not None and s.hand_result["reason"] == "tricks":
            side = s.hand_result["winners"][0]
            if s.tricks_won[side] < TRICKS_TO_WIN:
                raise InvalidState("state.hand_result", f"side {side} did not take 3 tricks")
        if s.pending_raise is not None and phase != "play":
            raise InvalidState("state.raise.pending", "a raise is pending only during play")
        if (s.redeal_requested_by is not None) != (phase == "redeal_answer"):
            raise InvalidState("state.redeal.requested_by",
                               "set exactly in phase redeal_answer")
        if s.redeal_requested_by not in (None, s.forehand, s.dealer):
            raise InvalidState("state.redeal.requested_by",
                               "only the forehand or the dealer asks for a redeal")
        if (s.swap == "offered") != (phase == "swap_answer"):
            raise InvalidState("state.swap", "'offered' exactly in phase swap_answer")
        if s.tok_called and not (s.tricks or s.trick):
            raise InvalidState("state.tok_called", "the call is made with the first lead")
        played = [0] * n
        for p, _ in s.trick:
            played[p] = 1
        for p in range(n):
            want_size = HAND_SIZE - len(s.tricks) - played[p]
            if s.hands[p].bit_count() != want_size:
                raise InvalidState(f"state.hands[{p}]",
                                   f"seat {p} must hold {want_size} cards here, not "
                                   f"{s.hands[p].bit_count()}")
        for name, computed in (("to_act", g.to_act(s)), ("tricks_won", s.tricks_won),
                               ("tense", [g.is_tense(s, 0), g.is_tense(s, 1)])):
            if name in data and data[name] != computed:
                raise InvalidState(f"state.{name}", f"must be {computed} in this state")


WATTEN = register(Watten())
