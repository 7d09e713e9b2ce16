"""Watten — rules-spec §1 (seeds 000 and 002), every variant of §1.1.

Bavarian (4, 2 or 3 players, with or without criticals) and Tyrolean (4 or 2 players,
the Weli, the Guate); Schlecken at the cut (§1.5), the redeal and the Schlagwechsel
(§1.7), the rankings of §1.8, "Trumpf oder Kritisch" and the Tyrolean trump-follow duty
(§1.9), raising with its window and cap (§1.10), tense in both modes (§1.11), scoring,
penalties, match end and Bummerl (§1.12). Where the seeds are silent the engine follows
§4.1 (A-W6, A-W8, A-W9, A-W12, A-W13, A-W15, A-W26, A-W28).

Model decisions:
* Sides of a hand: 4p teams {0,2}/{1,3}; 2p each seat; 3p side 0 = the declarer
  (forehand), side 1 = the temporary team. Scores are per team (4p) or per seat.
* A Schlecken peek draws the next card uniformly from the undealt pack (the equivalent
  model §1.5 allows); a peeked card that is left goes out of play, known to the peeker.
* Under ``illegal_move_policy=penalize`` a card that breaks Trumpf oder Kritisch is
  accepted: the hand ends at once and the card stays in the offender's hand.
* The pagat tense choice is answered with ``hold`` (play for 3) or ``fold`` (concede 2).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.cards import Card, Deck
from engine.dealing import Deal, check_explicit_deal, new_seed, rng_for
from engine.errors import MalformedInput, Violation
from engine.events import COMMON, EventCatalogue
from engine.game import Game
from engine.games.watten.codec import decode, encode, view
from engine.games.watten.options import PRESETS, WattenOptions, check_combination
from engine.games.watten.ranking import (
    BAVARIAN_DECK,
    CRITICAL_MASK,
    DECK,
    HAND_SIZE,
    RANK_MASK,
    RANKS,
    SUIT_MASK,
    SUITS,
    TRICKS_TO_WIN,
    TYROLEAN_DECK,
    WELI_INDEX,
    WELI_RANK,
    cached_strength,
    rechte_index,
    trick_winner,
)
from engine.games.watten.state import PHASES, TOK_CALL, WattenState
from engine.moves import FieldSpec, Move
from engine.results import HandResult, MatchResult, Outcome, TrickResult

RAISE_PHASES_AFTER_DEAL = ("call_rank", "call_suit", "play")
MAX_SEATS = 4
MAX_CUT_TAKES = 3  # cutter, dealer, cutter (§1.5)

REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "the card is not in the seat's hand",
    "raise_pending": "a raise is pending: no card or call until it is held or folded",
    "must_play_trump_or_critical": "Trumpf oder Kritisch: the seat must play a trump or a "
                                   "critical (§1.9)",
    "must_follow_trump": "Tyrolean: a trump was led and the seat must play a trump, the "
                         "Weli or a Linke (§1.9)",
    "call_not_allowed": "the Trumpf-oder-Kritisch call needs tok_mode on_call and the "
                        "Hauptschlag led to trick 1",
    "rank_not_in_game": "the Schlag must be a rank of this variant's deck",
    "must_hold_schlag_rank": "schlag_must_hold_rank: the caller holds no card of that rank",
    "nothing_to_answer": "no raise, redeal request, swap offer or tense choice is waiting "
                         "for this answer",
    "cannot_answer_own_raise": "a raise is answered by the other side",
    "raise_not_allowed_yet": "raising is not possible in this phase (raise_window)",
    "raise_already_pending": "only one raise may be pending at a time",
    "raise_alternation": "the side made the last accepted raise; the other side raises next",
    "side_is_tense": "a tense side may not raise (§1.11)",
    "no_raising_when_tense": "tense_mode pagat: nobody raises while a side is tense",
    "raise_cap_reached": "raise_cap points_to_win: the raise would exceed the points the "
                         "side still needs",
    "redeal_not_allowed": "no redeal: disabled, already used or refused, or too late",
    "swap_not_allowed": "no Schlagwechsel: disabled, already offered, 3 players, or too late",
    "cut_card_not_critical": "only a critical may be taken at the cut (schlecken_bluff lets "
                             "the cutter take any card)",
}

# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, "play", card=c) for c in DECK) for p in range(MAX_SEATS))
RANK_MOVES = {r: tuple(Move(p, "call_rank", rank=r) for p in range(MAX_SEATS))
              for r in (*RANKS, WELI_RANK)}
SUIT_MOVES = tuple(tuple(Move(p, "call_suit", suit=s) for s in SUITS) for p in range(MAX_SEATS))
SIMPLE_MOVES = {t: tuple(Move(p, t) for p in range(MAX_SEATS))
                for t in ("raise", "hold", "fold", "request_redeal", "accept_redeal",
                          "refuse_redeal", "offer_swap", "accept_swap", "refuse_swap", "deal",
                          "take_cut_card", "leave_cut_card")}


def codes(mask: int) -> list[str]:
    return DECK.codes(mask)


def join_codes(mask: int) -> str:
    return ", ".join(codes(mask))


class Watten(Game[WattenState, WattenOptions]):
    id = "watten"
    title = "Watten"
    rules_section = "rules-spec.md §1"
    events = EventCatalogue(*COMMON)  # step 0: the game declares its own next
    Options = WattenOptions
    presets = PRESETS
    player_counts = (4, 2, 3)
    phases = PHASES
    reason_codes = REASON_CODES
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        "play": {"card": FieldSpec("card"),
                 "call": FieldSpec("enum", required=False, allowed=(TOK_CALL,))},
        "call_rank": {"rank": FieldSpec("rank", allowed=(*RANKS, WELI_RANK))},
        "call_suit": {"suit": FieldSpec("suit", allowed=SUITS)},
        "raise": {}, "hold": {}, "fold": {},
        "request_redeal": {}, "accept_redeal": {}, "refuse_redeal": {},
        "offer_swap": {}, "accept_swap": {}, "refuse_swap": {},
        "take_cut_card": {}, "leave_cut_card": {},
        "deal": {"seed": FieldSpec("int", required=False),
                 "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table --------------------------------------------------------
    def check_option_combination(self, options: WattenOptions) -> None:
        check_combination(options)

    def deck(self, options: WattenOptions) -> Deck:
        return TYROLEAN_DECK if options.variant == "tyrolean" else BAVARIAN_DECK

    def players(self, options: WattenOptions) -> int:
        return options.players

    def num_players(self, state: WattenState) -> int:
        return state.options.players

    def state_options(self, state: WattenState) -> WattenOptions:
        return state.options

    # ----- the protocol: where the match is (transitional, step 0) ------------------
    def hand_size(self, options: WattenOptions) -> int:
        return HAND_SIZE

    def phase(self, state: WattenState) -> str:
        return state.phase

    def version(self, state: WattenState) -> int:
        return state.version

    def hand_result(self, state: WattenState) -> HandResult | None:
        hr = state.hand_result
        if hr is None or state.phase not in ("hand_over", "match_over"):
            return None
        return HandResult(tuple(hr["points"]), tuple(state.scores), tuple(hr["winners"]),
                          hr.get("reason", "tricks"))

    def match_result(self, state: WattenState) -> MatchResult | None:
        if state.match_winners is None:
            return None
        return MatchResult(tuple(state.match_winners))

    def schemas(self) -> dict[str, dict[str, Any]]:
        raise NotImplementedError  # step 0: documented by service/schemas/ still

    @staticmethod
    def num_units(options: WattenOptions) -> int:
        """How many scores there are: one per team (4p) or per seat (2p, 3p)."""
        return 2 if options.players == 4 else options.players

    @staticmethod
    def side_of(state: WattenState, seat: int) -> int:
        n = state.options.players
        if n == 4:
            return seat % 2
        if n == 2:
            return seat
        return 0 if seat == state.forehand else 1

    def members(self, state: WattenState, side: int) -> list[int]:
        return [p for p in range(state.options.players) if self.side_of(state, p) == side]

    def units_of_side(self, state: WattenState, side: int) -> list[int]:
        return [side] if state.options.players == 4 else self.members(state, side)

    def unit_tense(self, state: WattenState, unit: int) -> bool:
        return state.scores[unit] >= state.options.tense_threshold

    def side_tense(self, state: WattenState, side: int) -> bool:
        return any(self.unit_tense(state, u) for u in self.units_of_side(state, side))

    def tense_sides(self, state: WattenState) -> list[int]:
        return [side for side in (0, 1) if self.side_tense(state, side)]

    def value_for(self, state: WattenState, side: int) -> int:
        """What ``side`` scores if it wins the hand now (§1.11, A-W28)."""
        opts = state.options
        if (opts.tense_mode == "seed" and opts.tense_value_applies_to == "tense_side_only"
                and not self.side_tense(state, side) and self.tense_sides(state)):
            return state.stake - 1
        return state.stake

    def cutter(self, state: WattenState) -> int:
        n = state.options.players
        return state.forehand if n == 2 else (state.dealer - 1) % n

    def rank_caller(self, state: WattenState) -> int:
        return state.dealer if state.swap == "accepted" else state.forehand

    def suit_caller(self, state: WattenState) -> int:
        if state.options.players == 3:
            return state.forehand
        return state.forehand if state.swap == "accepted" else state.dealer

    def hauptschlag(self, state: WattenState) -> int | None:
        if state.schlag is None or state.trump is None:
            return None
        return rechte_index(state.schlag, state.trump)

    def current_player(self, state: WattenState) -> int:
        return (state.trick_leader + len(state.trick)) % state.options.players

    # ----- creating a match and dealing ------------------------------------------------
    def new_state(self, options: WattenOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> WattenState:
        n = options.players
        if deal is not None and deal.seed is not None:
            seed = deal.seed
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
        s.scores = [0] * self.num_units(options)
        s.bummerl = [0] * self.num_units(options)
        s.dealer = dealer
        self._start_hand(s, deal.hands if deal is not None else None)
        return s

    def _start_hand(self, s: WattenState, hands: Sequence[Sequence[Card]] | None) -> None:
        opts = s.options
        n = opts.players
        s.forehand = (s.dealer + 1) % n
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
        s.tense_choice = None
        s.cut_turn = s.cut_peek = s.cut_left = None
        s.cut_taken = []
        s.out_of_play = []
        s.hand_result = None
        s.match_winners = None
        s.stake = 3 if opts.tense_mode == "seed" and self.tense_sides(s) else 2
        if hands is not None:
            check_explicit_deal(hands, n, self.deck(opts))
            for i, hand in enumerate(hands):
                if len(hand) != HAND_SIZE:
                    raise MalformedInput.at(f"deal.hands[{i}]", f"a Watten hand has "
                                            f"{HAND_SIZE} cards, not {len(hand)}",
                                            "invalid_deal")
            s.hands = [DECK.mask(h) for h in hands]
            s.phase = "call_rank"
        elif opts.schlecken != "off":
            s.hands = [0] * n
            s.phase = "cut"
            s.cut_turn = self.cutter(s)
            s.cut_peek = self._draw_peek(s)
        else:
            self._deal(s)

    def _undealt(self, s: WattenState) -> list[int]:
        """Cards in no hand, no trick and not out of play, in deck order."""
        used = 0
        for h in s.hands:
            used |= h
        for _, c in s.out_of_play:
            used |= 1 << c
        if s.cut_left is not None:
            used |= 1 << s.cut_left[1]
        if s.cut_peek is not None:
            used |= 1 << s.cut_peek
        return [i for i in range(len(self.deck(s.options))) if not used >> i & 1]

    def _draw_peek(self, s: WattenState) -> int:
        pool = self._undealt(s)
        rng = rng_for(s.seed, s.match_number, s.hand_number, "cut", len(s.cut_taken))
        return pool[rng.randrange(len(pool))]

    def _deal(self, s: WattenState) -> None:
        """Deal 3 then 2 cards from the forehand to the dealer (§1.6); a seat that took k
        cards at the cut gets 3 - k in the first round."""
        n = s.options.players
        if not s.cut_taken:
            s.hands = [0] * n
        order = self._undealt(s)
        rng_for(s.seed, s.match_number, s.hand_number).shuffle(order)
        taken = [0] * n
        for seat, _ in s.cut_taken:
            taken[seat] += 1
        seats = [(s.forehand + i) % n for i in range(n)]
        pos = 0
        for packet in (3, 2):
            for seat in seats:
                count = packet - taken[seat] if packet == 3 else packet
                for card in order[pos:pos + count]:
                    s.hands[seat] |= 1 << card
                pos += count
        s.phase = "call_rank"

    # ----- whose turn ------------------------------------------------------------------
    def to_act(self, state: WattenState) -> list[int]:
        phase = state.phase
        if state.pending_raise is not None:
            return self._opponents(state, state.pending_raise[1])
        if phase == "play":
            return [self.current_player(state)]
        if phase == "call_rank":
            return [self.rank_caller(state)]
        if phase == "call_suit":
            return [self.suit_caller(state)]
        if phase == "cut":
            assert state.cut_turn is not None
            return [state.cut_turn]
        if phase == "tense_choice":
            return self.members(state, self.tense_sides(state)[0])
        if phase == "redeal_answer":
            requester = state.redeal_requested_by
            return [state.dealer if requester == state.forehand else state.forehand]
        if phase == "swap_answer":
            return [state.dealer]
        return [(state.dealer + 1) % state.options.players]  # hand_over, match_over

    def _opponents(self, state: WattenState, side: int) -> list[int]:
        return self.members(state, 1 - side)

    # ----- legality ----------------------------------------------------------------------
    def playable(self, state: WattenState, seat: int) -> int:
        """The mask of cards ``seat`` may play if it is its turn (§1.9)."""
        hand = state.hands[seat]
        if not state.trick:
            return hand
        if state.options.variant == "tyrolean":
            return self._tyrolean_follow(state, hand)
        if self._tok_binding(state):
            opts = state.options
            trumps = hand & SUIT_MASK[state.trump]  # type: ignore[index]
            crit = CRITICAL_MASK if opts.criticals else 0
            qualifying = trumps | hand & crit
            if opts.tok_scope == "strict" and qualifying:
                return qualifying
            if opts.tok_scope == "trump_holders" and trumps & ~crit:
                return qualifying
        return hand

    def _tyrolean_follow(self, state: WattenState, hand: int) -> int:
        """After a trump lead (a trump-suit card or the Weli) the seat must follow with a
        trump, the Weli or (``tyrol_linke_forced``) a Linke."""
        opts, schlag, trump = state.options, state.schlag, state.trump
        assert schlag is not None and trump is not None
        lead = state.trick[0][1]
        weli = 1 << WELI_INDEX
        trumps = SUIT_MASK[trump] | weli
        if not (1 << lead) & trumps:
            return hand
        rechte = 1 << rechte_index(schlag, trump)
        linke = 0 if schlag == WELI_RANK else RANK_MASK[schlag] & ~rechte
        exempt = rechte if opts.tyrol_rechte_exempt else 0
        must = hand & (trumps | rechte) & ~exempt
        if opts.tyrol_linke_forced:
            must |= hand & linke
            if must:
                return must | hand & exempt
        elif must:
            return must | hand & linke | hand & exempt
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
        opts = state.options
        side = self.side_of(state, seat)
        phases = ("play",) if opts.raise_window == "after_declaration" else \
            RAISE_PHASES_AFTER_DEAL
        if state.phase not in phases:
            return Violation("raise_not_allowed_yet",
                             "raising starts once Schlag and trump are named and ends with "
                             "the hand" if opts.raise_window == "after_declaration" else
                             "raising is possible from the end of the deal to the end of "
                             "the hand, not during a redeal or swap question")
        if state.pending_raise is not None:
            return Violation("raise_already_pending",
                             f"seat {state.pending_raise[0]}'s raise is still unanswered")
        if state.last_raiser == side:
            return Violation("raise_alternation",
                             f"side {side} made the last raise; side {1 - side} raises next")
        if opts.tense_mode == "pagat" and self.tense_sides(state):
            return Violation("no_raising_when_tense",
                             "tense_mode pagat: no raising while a side is tense")
        if self.side_tense(state, side):
            return Violation("side_is_tense", f"side {side} is tense and may not raise")
        if opts.raise_cap == "points_to_win":
            need = opts.target - max(state.scores[u] for u in self.units_of_side(state, side))
            if self.value_for(state, side) + 1 > need:
                return Violation("raise_cap_reached",
                                 f"side {side} needs {need} point(s); a raise to "
                                 f"{self.value_for(state, side) + 1} is over the cap")
        return None

    def can_request_redeal(self, state: WattenState, seat: int) -> Violation | None:
        opts = state.options
        if (state.phase != "call_rank" or state.swap != "none"
                or state.last_raiser is not None):
            return Violation("redeal_not_allowed", "a redeal may only be asked for before the "
                             "Schlag is named, before a Schlagwechsel offer and before any "
                             "raise")
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

    def can_take_cut_card(self, state: WattenState, seat: int) -> Violation | None:
        assert state.cut_peek is not None
        peek = DECK.cards[state.cut_peek]
        bluff_ok = state.options.schlecken_bluff and seat == self.cutter(state)
        if not (1 << state.cut_peek) & CRITICAL_MASK and not bluff_ok:
            return Violation("cut_card_not_critical", f"{peek} is not a critical: leave it")
        return None

    def callable_ranks(self, state: WattenState, seat: int) -> list[str]:
        ranks = [*RANKS, WELI_RANK] if state.options.variant == "tyrolean" else list(RANKS)
        if state.options.schlag_must_hold_rank:
            ranks = [r for r in ranks if state.hands[seat] & RANK_MASK[r]]
        return ranks

    def legal_moves(self, state: WattenState, seat: int | None = None) -> list[Move]:
        seats = range(state.options.players) if seat is None else (seat,)
        moves: list[Move] = []
        for p in seats:
            moves.extend(self._moves_of(state, p))
        return moves

    def _moves_of(self, state: WattenState, p: int) -> list[Move]:
        phase = state.phase
        pending = state.pending_raise
        if pending is not None:
            if self.side_of(state, p) != pending[1]:
                return [SIMPLE_MOVES["hold"][p], SIMPLE_MOVES["fold"][p]]
            return []
        moves: list[Move] = []
        if phase == "play":
            if p == self.current_player(state):
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
        elif phase == "call_rank":
            if p == self.rank_caller(state):
                moves.extend(RANK_MOVES[r][p] for r in self.callable_ranks(state, p))
            if self.can_offer_swap(state, p) is None:
                moves.append(SIMPLE_MOVES["offer_swap"][p])
            if self.can_request_redeal(state, p) is None:
                moves.append(SIMPLE_MOVES["request_redeal"][p])
        elif p in self.to_act(state):
            moves.extend(self._answers(state, p))
        if self.can_raise(state, p) is None:
            moves.append(SIMPLE_MOVES["raise"][p])
        return moves

    def _answers(self, state: WattenState, p: int) -> list[Move]:
        """The moves of a seat the game is waiting for outside play and the Schlag call."""
        phase = state.phase
        if phase == "call_suit":
            return list(SUIT_MOVES[p])
        if phase == "cut":
            leave = [SIMPLE_MOVES["leave_cut_card"][p]]
            if self.can_take_cut_card(state, p) is None:
                return [SIMPLE_MOVES["take_cut_card"][p], *leave]
            return leave
        if phase == "tense_choice":
            return [SIMPLE_MOVES["hold"][p], SIMPLE_MOVES["fold"][p]]
        if phase == "redeal_answer":
            return [SIMPLE_MOVES["accept_redeal"][p], SIMPLE_MOVES["refuse_redeal"][p]]
        if phase == "swap_answer":
            return [SIMPLE_MOVES["accept_swap"][p], SIMPLE_MOVES["refuse_swap"][p]]
        return [SIMPLE_MOVES["deal"][p]]  # hand_over, match_over

    def check_rules(self, state: WattenState, move: Move) -> Violation | None:
        """Rulebook order: answers and raises first, then a pending raise blocks the rest,
        then phase, turn and the move's own conditions."""
        seat, mtype, phase = move.seat, move.type, state.phase
        to_act = self.to_act(state)
        if mtype == "raise":
            return self.can_raise(state, seat)
        if mtype in ("hold", "fold"):
            return self._check_answer(state, seat, to_act)
        if mtype == "deal":
            if phase not in ("hand_over", "match_over"):
                return Violation("wrong_phase", "the next hand is dealt after the hand is over")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} deals the next hand")
            return None
        if state.pending_raise is not None:
            return Violation("raise_pending", f"seat {state.pending_raise[0]}'s raise must be "
                             f"held or folded by seats {to_act} first", allowed=[])
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
        if mtype in ("take_cut_card", "leave_cut_card"):
            if phase != "cut":
                return Violation("wrong_phase", "no cut card is being looked at")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} looked at the cut card")
            return self.can_take_cut_card(state, seat) if mtype == "take_cut_card" else None
        if mtype == "call_rank":
            return self._check_call_rank(state, move, to_act)
        if mtype == "call_suit":
            if phase != "call_suit":
                return Violation("wrong_phase", f"the trump cannot be named in phase {phase}")
            if seat not in to_act:
                return Violation("not_your_turn", f"seat {to_act[0]} names the trump")
            return None
        if mtype == "play":
            return self._check_play(state, move, to_act)
        raise AssertionError(mtype)

    def _check_answer(self, state: WattenState, seat: int, to_act: list[int]
                      ) -> Violation | None:
        pending = state.pending_raise
        if pending is not None:
            if self.side_of(state, seat) == pending[1]:
                return Violation("cannot_answer_own_raise",
                                 f"seat {seat} is on the raising side; seats {to_act} answer")
            return None
        if state.phase == "tense_choice":
            if seat not in to_act:
                return Violation("not_your_turn", f"the tense side (seats {to_act}) chooses "
                                 "to play for 3 (hold) or to concede (fold)")
            return None
        return Violation("nothing_to_answer", "no raise or tense choice is pending")

    def _check_call_rank(self, state: WattenState, move: Move, to_act: list[int]
                         ) -> Violation | None:
        if state.phase != "call_rank":
            return Violation("wrong_phase", f"the Schlag cannot be named in phase {state.phase}")
        if move.seat not in to_act:
            return Violation("not_your_turn", f"seat {to_act[0]} names the Schlag")
        rank = move.rank
        assert rank is not None
        if rank == WELI_RANK and state.options.variant != "tyrolean":
            return Violation("rank_not_in_game", "the Weli (6) is a Schlag only in Tyrolean "
                             f"Watten; choose one of {' '.join(RANKS)}")
        if rank not in self.callable_ranks(state, move.seat):
            return Violation("must_hold_schlag_rank", f"seat {move.seat} holds no card of rank "
                             f"{rank} (schlag_must_hold_rank)")
        return None

    def _check_play(self, state: WattenState, move: Move, to_act: list[int]) -> Violation | None:
        if state.phase != "play":
            return Violation("wrong_phase", f"no card may be played in phase {state.phase}")
        seat, card = move.seat, move.card
        assert card is not None
        if seat not in to_act:
            return Violation("not_your_turn", f"it is seat {to_act[0]}'s turn to play")
        bit = DECK.bit[card]
        if not state.hands[seat] & bit:
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
        if allowed & bit:
            return None
        lead = DECK.cards[state.trick[0][1]]
        if state.options.variant == "tyrolean":
            return Violation("must_follow_trump",
                             f"the trump {lead} was led; seat {seat} holds "
                             f"{join_codes(allowed)} and must play one of them",
                             allowed=codes(allowed))
        if state.options.illegal_move_policy == "penalize":
            return None  # accepted: the hand ends and the opponents score (§1.12)
        return Violation(
            "must_play_trump_or_critical",
            f"Trumpf oder Kritisch: the Hauptschlag {lead} was led in trick 1; seat {seat} "
            f"holds {join_codes(allowed)} and must play one of them",
            allowed=codes(allowed))

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
            assert move.card is not None
            self._play(s, seat, DECK.index[move.card], move.call, out)
        elif mtype == "raise":
            side = self.side_of(s, seat)
            s.pending_raise = (seat, side)
            if events is not None:
                events.append({"type": "raised", "seat": seat, "side": side,
                               "to": self.value_for(s, side) + 1})
        elif mtype in ("hold", "fold"):
            if s.pending_raise is None:
                self._tense_choice(s, seat, mtype == "hold", out)
            elif mtype == "hold":
                s.stake += 1
                s.last_raiser = s.pending_raise[1]
                s.pending_raise = None
                if events is not None:
                    events.append({"type": "raise_held", "seat": seat, "stake": s.stake})
            else:
                raiser_side = s.pending_raise[1]
                value = self.value_for(s, raiser_side)
                s.pending_raise = None
                if events is not None:
                    events.append({"type": "folded", "seat": seat,
                                   "side": self.side_of(s, seat)})
                self._end_hand(s, raiser_side, value, "fold", out)
        elif mtype == "call_rank":
            s.schlag = move.rank
            s.phase = "call_suit"
            if events is not None:
                events.append({"type": "schlag_named", "seat": seat, "rank": move.rank})
        elif mtype == "call_suit":
            self._name_trump(s, seat, move.suit, out)
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
        elif mtype in ("take_cut_card", "leave_cut_card"):
            self._cut_decision(s, seat, mtype == "take_cut_card", out)
        elif mtype == "deal":
            self._next_hand(s, move, out)
        else:
            raise AssertionError(mtype)

    def _name_trump(self, s: WattenState, seat: int, suit: str | None,
                    out: Outcome[WattenState] | None) -> None:
        opts = s.options
        s.trump = suit
        assert s.schlag is not None and s.trump is not None
        s.strength = cached_strength(s.schlag, s.trump, opts.criticals, opts.variant,
                                     opts.tyrol_guate)
        s.phase = "play"
        if out is not None:
            out.events.append({"type": "trump_named", "seat": seat, "suit": suit})
        if opts.tense_mode == "pagat" and len(self.tense_sides(s)) == 1:
            s.phase = "tense_choice"
            s.tense_choice = "pending"

    def _tense_choice(self, s: WattenState, seat: int, play: bool,
                      out: Outcome[WattenState] | None) -> None:
        """tense_mode pagat: the lone tense side plays for 3 or concedes 2 (§1.11)."""
        side = self.side_of(s, seat)
        if play:
            s.tense_choice = "play"
            s.stake = 3
            s.phase = "play"
            if out is not None:
                out.events.append({"type": "tense_plays", "seat": seat, "side": side,
                                   "stake": 3})
        else:
            s.tense_choice = "conceded"
            if out is not None:
                out.events.append({"type": "tense_conceded", "seat": seat, "side": side})
            self._end_hand(s, 1 - side, 2, "conceded", out)

    def _cut_decision(self, s: WattenState, seat: int, take: bool,
                      out: Outcome[WattenState] | None) -> None:
        peek = s.cut_peek
        assert peek is not None
        s.cut_peek = None
        if out is not None:
            out.events.append({"type": "cut_card_taken" if take else "cut_card_left",
                               "seat": seat})
        if take:
            s.hands[seat] |= 1 << peek
            s.cut_taken.append((seat, peek))
            if s.options.schlecken == "alternating" and len(s.cut_taken) < MAX_CUT_TAKES:
                s.cut_turn = s.dealer if seat == self.cutter(s) else self.cutter(s)
                s.cut_peek = self._draw_peek(s)
                return
        else:
            s.cut_left = (seat, peek)
        s.cut_turn = None
        self._deal(s)
        if out is not None:
            out.events.append({"type": "cards_dealt", "dealer": s.dealer})

    def _play(self, s: WattenState, seat: int, card: int, call: str | None,
              out: Outcome[WattenState] | None) -> None:
        if s.trick and not self.playable(s, seat) >> card & 1:
            self._penalty(s, seat, card, out)
            return
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
        side = self.side_of(s, winner)
        s.tricks_won[side] += 1
        if out is not None:
            out.trick = TrickResult(s.trick_leader, self._cards(plays), True, winner)
            out.events.append({"type": "trick_won", "seat": winner, "side": side,
                               "trick": {"leader": s.trick_leader,
                                         "cards": [DECK.cards[c].code for _, c in plays]}})
        s.trick_leader = winner
        s.trick = []
        if s.tricks_won[side] >= TRICKS_TO_WIN:
            self._end_hand(s, side, self.value_for(s, side), "tricks", out)

    def _penalty(self, s: WattenState, seat: int, card: int,
                 out: Outcome[WattenState] | None) -> None:
        """illegal_move_policy penalize: a broken Trumpf oder Kritisch loses the hand."""
        side = self.side_of(s, seat)
        if out is not None:
            out.events.append({"type": "penalty", "seat": seat, "side": side,
                               "card": DECK.cards[card].code,
                               "code": "must_play_trump_or_critical"})
        self._end_hand(s, 1 - side, self.value_for(s, 1 - side), "penalty", out)

    @staticmethod
    def _cards(plays: list[tuple[int, int]] | tuple[tuple[int, int], ...]
               ) -> list[tuple[int, Card]]:
        return [(p, DECK.cards[c]) for p, c in plays]

    def _end_hand(self, s: WattenState, side: int, points: int, reason: str,
                  out: Outcome[WattenState] | None) -> None:
        units = self.units_of_side(s, side)
        per_unit = [0] * len(s.scores)
        for u in units:
            per_unit[u] = points
            s.scores[u] += points
        s.pending_raise = None
        if out is not None:
            out.events.append({"type": "hand_won", "side": side, "seats": self.members(s, side),
                               "points": points, "reason": reason})
        self._bluff_penalty(s, per_unit, out)
        s.hand_result = {"points": per_unit, "winners": units, "reason": reason}
        target = s.options.target
        winners = [u for u, score in enumerate(s.scores) if score >= target]
        if out is not None:
            out.hand = HandResult(tuple(per_unit), tuple(s.scores), tuple(units), reason)
        if winners:
            s.phase = "match_over"
            s.match_winners = winners
            for loser in range(len(s.scores)):
                if loser not in winners:
                    s.bummerl[loser] += 1
            if out is not None:
                for w in winners:
                    out.events.append({"type": "match_won", "side": w})
                out.match = MatchResult(tuple(winners))
        else:
            s.phase = "hand_over"

    def _bluff_penalty(self, s: WattenState, per_unit: list[int],
                       out: Outcome[WattenState] | None) -> None:
        """A cut taker who played five cards, none a critical, made a false claim
        (§1.5, A-W12): his side (3p: he alone) loses schlecken_penalty."""
        opts = s.options
        takers = sorted({seat for seat, _ in s.cut_taken})
        for seat in takers:
            played = [c for _, plays, _ in s.tricks for p, c in plays if p == seat]
            if len(played) < HAND_SIZE or any((1 << c) & CRITICAL_MASK for c in played):
                continue
            unit = seat % 2 if opts.players == 4 else seat
            before = s.scores[unit]
            after = before - opts.schlecken_penalty
            if opts.score_floor_zero:
                after = max(0, after) if before >= 0 else before
            s.scores[unit] = after
            per_unit[unit] += after - before
            if out is not None:
                out.events.append({"type": "schlecken_penalty", "seat": seat,
                                   "points": after - before})

    def _redeal(self, s: WattenState) -> None:
        """Redeal (§1.7): forehand and dealer get 5 new cards each. Bavarian: their cards go
        back into the stock, which is mixed; Tyrolean: they are discarded out of play."""
        two = (s.forehand, s.dealer)
        s.redeal_count += 1
        s.redeal_requested_by = None
        s.phase = "call_rank"
        s.cut_taken = [(p, c) for p, c in s.cut_taken if p not in two]
        if s.options.variant == "tyrolean":
            for p in two:
                s.out_of_play.extend((p, c) for c in range(len(DECK)) if s.hands[p] >> c & 1)
        for p in two:
            s.hands[p] = 0
        pool = self._undealt(s)
        rng_for(s.seed, s.match_number, s.hand_number, "redeal", s.redeal_count).shuffle(pool)
        pos = 0
        for packet in (3, 2):
            for p in two:
                for card in pool[pos:pos + packet]:
                    s.hands[p] |= 1 << card
                pos += packet

    def _next_hand(self, s: WattenState, move: Move, out: Outcome[WattenState] | None) -> None:
        if s.phase == "match_over":
            s.match_number += 1
            s.hand_number = 1
            s.scores = [0] * len(s.scores)
        else:
            s.hand_number += 1
        if move.seed is not None:
            s.seed = move.seed
        s.dealer = (s.dealer + 1) % s.options.players
        self._start_hand(s, move.hands)
        if out is not None:
            out.events.append({"type": "hand_dealt", "dealer": s.dealer,
                               "forehand": s.forehand, "hand_number": s.hand_number,
                               "match_number": s.match_number, "stake": s.stake})

    # ----- JSON codec and views ----------------------------------------------------------
    def encode(self, state: WattenState) -> dict[str, Any]:
        return encode(self, state)

    def view(self, state: WattenState, seat: int | None) -> dict[str, Any]:
        return view(self, state, seat)

    def decode(self, data: Any) -> WattenState:
        return decode(self, data)
