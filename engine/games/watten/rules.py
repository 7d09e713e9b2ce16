"""Watten's rules of play (rules-spec §1.4-§1.11), written like the rulebook.

* The table: the sides of a hand, who cuts, who names the Schlag and the trump, whose
  turn it is (`to_act`).
* §1.9, the duty to play a trump, as data: a `Duty` ``(oblige, permit)`` says "a hand
  holding a card of ``oblige`` must play a card of ``permit``". `trick_duty` is the one
  place that says which duty binds the next card of a trick (Trumpf oder Kritisch, with
  ``tok_scope``; the Tyrolean trump-follow); `legal_cards` is the one legal-card kernel
  (legal moves, `check_rules`, random play and the bot rollouts all call it), and
  `revealed` / `what_plays_reveal` are its inverse: what a seat cannot hold after it
  answered a duty with a card outside ``permit``.
* Tense (§1.11) and the value of the hand, raising (§1.10), the redeal and the
  Schlagwechsel (§1.7), the cut (§1.5).
* `legal_moves` and `check_rules`, built from the above.

Model decisions (where the seeds are silent, §4.1):
* Sides of a hand: 4p teams {0,2}/{1,3}; 2p each seat; 3p side 0 = the declarer
  (forehand), side 1 = the temporary team. Scores are per team (4p) or per seat.
* Under ``illegal_move_policy=penalize`` a card that breaks Trumpf oder Kritisch is
  accepted (play.py ends the hand with the penalty); it is never listed as legal.
* The pagat tense choice is answered with ``hold`` (play for 3) or ``fold`` (concede 2).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import Violation
from engine.games.watten.options import WattenOptions
from engine.games.watten.ranking import (
    CRITICAL_MASK,
    DECK,
    HAND_SIZE,
    RANK_MASK,
    RANKS,
    SUIT_MASK,
    SUITS,
    WELI_INDEX,
    WELI_RANK,
    cached_strength,
    rechte_index,
)
from engine.games.watten.state import MAX_SEATS, OVER, TOK_CALL, WattenState
from engine.moves import DEAL, PLAY, Move

Duty = tuple[int, int]  # (oblige, permit) masks: see `legal_cards`
RAISE_PHASES_AFTER_DEAL = ("call_rank", "call_suit", "play")

MUST_PLAY_TRUMP_OR_CRITICAL = "must_play_trump_or_critical"  # also a penalty's code
REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "the card is not in the seat's hand",
    "raise_pending": "a raise is pending: no card or call until it is held or folded",
    MUST_PLAY_TRUMP_OR_CRITICAL: "Trumpf oder Kritisch: the seat must play a trump or a "
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
    "redeal_not_allowed": "no redeal: disabled, already used or refused, too late, or "
                          "(Tyrolean) too few cards left in the stock",
    "swap_not_allowed": "no Schlagwechsel: disabled, already offered, 3 players, or too late",
    "cut_card_not_critical": "only a critical may be taken at the cut (schlecken_bluff lets "
                             "the cutter take any card)",
}

# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, PLAY, card=c) for c in DECK) for p in range(MAX_SEATS))
RANK_MOVES = {r: tuple(Move(p, "call_rank", rank=r) for p in range(MAX_SEATS))
              for r in (*RANKS, WELI_RANK)}
SUIT_MOVES = tuple(tuple(Move(p, "call_suit", suit=s) for s in SUITS) for p in range(MAX_SEATS))
SIMPLE_MOVES = {t: tuple(Move(p, t) for p in range(MAX_SEATS))
                for t in ("raise", "hold", "fold", "request_redeal", "accept_redeal",
                          "refuse_redeal", "offer_swap", "accept_swap", "refuse_swap", DEAL,
                          "take_cut_card", "leave_cut_card")}


def codes(mask: int) -> list[str]:
    return DECK.codes(mask)


# ----- the table -------------------------------------------------------------------------

def num_units(options: WattenOptions) -> int:
    """How many scores there are: one per team (4p) or per seat (2p, 3p)."""
    return 2 if options.players == 4 else options.players


def side_of(s: WattenState, seat: int) -> int:
    n = s.options.players
    if n == 4:
        return seat % 2
    if n == 2:
        return seat
    return 0 if seat == s.forehand else 1


def members(s: WattenState, side: int) -> list[int]:
    return [p for p in range(s.options.players) if side_of(s, p) == side]


def units_of_side(s: WattenState, side: int) -> list[int]:
    """The scoring units (teams or seats) of a side of the hand."""
    return [side] if s.options.players == 4 else members(s, side)


def cutter_of(dealer: int, players: int) -> int:
    """The seat right of the dealer cuts (§1.5; with 2 players: the forehand)."""
    return (dealer - 1) % players


def cutter(s: WattenState) -> int:
    return cutter_of(s.dealer, s.options.players)


def rank_caller(s: WattenState) -> int:
    return s.dealer if s.swap == "accepted" else s.forehand


def suit_caller(s: WattenState) -> int:
    if s.options.players == 3:
        return s.forehand
    return s.forehand if s.swap == "accepted" else s.dealer


def hauptschlag(s: WattenState) -> int | None:
    if s.schlag is None or s.trump is None:
        return None
    return rechte_index(s.schlag, s.trump)


def current_player(s: WattenState) -> int:
    return (s.trick_leader + len(s.trick)) % s.options.players


def to_act(s: WattenState) -> list[int]:
    """The seats the game waits for (a pending raise: the other side)."""
    if s.pending_raise is not None:
        return members(s, 1 - s.pending_raise[1])
    phase = s.phase
    if phase == "play":
        return [current_player(s)]
    if phase == "call_rank":
        return [rank_caller(s)]
    if phase == "call_suit":
        return [suit_caller(s)]
    if phase == "cut":
        assert s.cut_turn is not None
        return [s.cut_turn]
    if phase == "tense_choice":
        return members(s, tense_sides(s)[0])
    if phase == "redeal_answer":
        return [s.dealer if s.redeal_requested_by == s.forehand else s.forehand]
    if phase == "swap_answer":
        return [s.dealer]
    return [(s.dealer + 1) % s.options.players]  # hand_over, match_over: the next dealer


# ----- tense and the value of the hand (§1.10, §1.11) -----------------------------------

def unit_tense(s: WattenState, unit: int) -> bool:
    return s.scores[unit] >= s.options.tense_threshold


def side_tense(s: WattenState, side: int) -> bool:
    return any(unit_tense(s, u) for u in units_of_side(s, side))


def tense_sides(s: WattenState) -> list[int]:
    return [side for side in (0, 1) if side_tense(s, side)]


def opening_stake(s: WattenState) -> int:
    """What a hand is worth before any raise: 2, or 3 when a side is tense (seed mode)
    or the lone tense side chose to play for 3 (pagat)."""
    opts = s.options
    if ((opts.tense_mode == "seed" and tense_sides(s))
            or (opts.tense_mode == "pagat" and s.tense_choice == "play")):
        return 3
    return 2


def value_for(s: WattenState, side: int) -> int:
    """What ``side`` scores if it wins the hand now (§1.11, A-W28)."""
    opts = s.options
    if (opts.tense_mode == "seed" and opts.tense_value_applies_to == "tense_side_only"
            and not side_tense(s, side) and tense_sides(s)):
        return s.stake - 1
    return s.stake


# ----- §1.9: the duty to play a trump, and what answering it reveals ---------------------

_FOLLOW: dict[tuple[str, str, bool, bool], Duty] = {}
_TOK: dict[tuple[str, bool, str], Duty] = {}


def trump_follow_duty(options: WattenOptions, schlag: str, trump: str) -> Duty:
    """Tyrolean, after a trump lead: a hand with a trump, the Weli or the Rechte (and,
    ``tyrol_linke_forced``, a Linke) must play one of them or a Linke; the Rechte is never
    forced with ``tyrol_rechte_exempt`` but may always be played."""
    key = (schlag, trump, options.tyrol_linke_forced, options.tyrol_rechte_exempt)
    duty = _FOLLOW.get(key)
    if duty is None:
        rechte = 1 << rechte_index(schlag, trump)
        trumps = SUIT_MASK[trump] | 1 << WELI_INDEX | rechte
        linke = 0 if schlag == WELI_RANK else RANK_MASK[schlag] & ~rechte
        exempt = rechte if options.tyrol_rechte_exempt else 0
        forced = trumps | linke if options.tyrol_linke_forced else trumps
        duty = _FOLLOW[key] = (forced & ~exempt, trumps | linke)
    return duty


def tok_duty(options: WattenOptions, trump: str) -> Duty:
    """Trumpf oder Kritisch: play a trump or a critical; ``tok_scope strict`` binds every
    holder of one, ``trump_holders`` only a holder of a trump-suit card that is not a
    critical."""
    key = (trump, options.criticals, options.tok_scope)
    duty = _TOK.get(key)
    if duty is None:
        crit = CRITICAL_MASK if options.criticals else 0
        qualifying = SUIT_MASK[trump] | crit
        oblige = qualifying if options.tok_scope == "strict" else SUIT_MASK[trump] & ~crit
        duty = _TOK[key] = (oblige, qualifying)
    return duty


def tok_in_force(options: WattenOptions, tok_called: bool, hauptschlag_card: int,
                 strength: tuple[int, ...], cards: Sequence[int]) -> bool:
    """Trumpf oder Kritisch binds the next card of trick 1: the Hauptschlag was led
    (``auto``, or ``on_call`` with the call) and nothing above it was played since."""
    mode = options.tok_mode
    if mode == "off" or (mode == "on_call" and not tok_called):
        return False
    lead = cards[0]
    if lead != hauptschlag_card:
        return False
    top = strength[lead]
    return all(strength[c] <= top for c in cards[1:])


def trick_duty(options: WattenOptions, schlag: str, trump: str, strength: tuple[int, ...],
               first_trick: bool, tok_called: bool, cards: Sequence[int]) -> Duty | None:
    """The duty that binds the next card of a trick holding ``cards`` so far (None: any
    card may be played)."""
    if not cards:
        return None
    if options.variant == "tyrolean":
        if (1 << cards[0]) & (SUIT_MASK[trump] | 1 << WELI_INDEX):
            return trump_follow_duty(options, schlag, trump)
        return None
    if first_trick and tok_in_force(options, tok_called, rechte_index(schlag, trump),
                                    strength, cards):
        return tok_duty(options, trump)
    return None


def legal_cards(hand: int, duty: Duty | None) -> int:
    """THE legal-card kernel: the cards of ``hand`` that may be played under ``duty``."""
    if duty is None:
        return hand
    oblige, permit = duty
    return hand & permit if hand & oblige else hand


def revealed(duty: Duty | None, card: int) -> int:
    """The inverse of `legal_cards`: what playing ``card`` under ``duty`` shows the seat
    does not hold (all of ``oblige`` when the card is outside ``permit``)."""
    if duty is None or (1 << card) & duty[1]:
        return 0
    return duty[0]


def what_plays_reveal(options: WattenOptions, schlag: str, trump: str, tok_called: bool,
                      tricks: Sequence[tuple[int, Sequence[int]]]) -> list[int]:
    """Per seat, the cards it cannot hold after the hand's ``tricks`` so far (``(leader,
    cards)`` in order, the current trick last): every duty of §1.9 it answered with a
    card outside ``permit`` (a broken duty under ``penalize`` ends the hand unplayed)."""
    n = options.players
    strength = cached_strength(schlag, trump, options.criticals, options.variant,
                               options.tyrol_guate)
    forbidden = [0] * n
    for i, (leader, cards) in enumerate(tricks):
        for k in range(1, len(cards)):
            duty = trick_duty(options, schlag, trump, strength, i == 0, tok_called,
                              cards[:k])
            forbidden[(leader + k) % n] |= revealed(duty, cards[k])
    return forbidden


def playable(s: WattenState, seat: int) -> int:
    """The mask of cards ``seat`` may play if it is its turn (§1.9)."""
    hand = s.hands[seat]
    trick = s.trick
    if not trick:
        return hand
    assert s.schlag is not None and s.trump is not None and s.strength is not None
    return legal_cards(hand, trick_duty(s.options, s.schlag, s.trump, s.strength,
                                        not s.tricks, s.tok_called, trick))


# ----- raising, the redeal, the Schlagwechsel, the cut -------------------------------------

def can_raise(s: WattenState, seat: int) -> Violation | None:
    opts = s.options
    side = side_of(s, seat)
    phases = ("play",) if opts.raise_window == "after_declaration" else \
        RAISE_PHASES_AFTER_DEAL
    if s.phase in ("hand_over", "match_over"):
        return Violation("wrong_phase", f"no raise in phase {s.phase}: the hand is over")
    if opts.tense_mode == "pagat" and tense_sides(s):  # also in tense_choice (§1.11)
        return Violation("no_raising_when_tense",
                         "tense_mode pagat: no raising while a side is tense")
    if s.phase not in phases:
        return Violation("raise_not_allowed_yet",
                         "raising starts once Schlag and trump are named and ends with "
                         "the hand" if opts.raise_window == "after_declaration" else
                         "raising is possible from the end of the deal to the end of "
                         "the hand, not during a redeal or swap question")
    if s.pending_raise is not None:
        return Violation("raise_already_pending",
                         f"seat {s.pending_raise[0]}'s raise is still unanswered")
    if s.last_raiser == side:
        return Violation("raise_alternation",
                         f"side {side} made the last raise; side {1 - side} raises next")
    if side_tense(s, side):
        return Violation("side_is_tense", f"side {side} is tense and may not raise")
    if opts.raise_cap == "points_to_win":
        need = opts.target - max(s.scores[u] for u in units_of_side(s, side))
        if value_for(s, side) + 1 > need:
            return Violation("raise_cap_reached",
                             f"side {side} needs {need} point(s); a raise to "
                             f"{value_for(s, side) + 1} is over the cap")
    return None


def can_request_redeal(s: WattenState, seat: int) -> Violation | None:
    opts = s.options
    if s.phase != "call_rank" or s.swap != "none" or s.last_raiser is not None:
        return Violation("redeal_not_allowed", "a redeal may only be asked for before the "
                         "Schlag is named, before a Schlagwechsel offer and before any "
                         "raise")
    if seat not in (s.forehand, s.dealer):
        return Violation("not_your_turn", f"only the forehand (seat {s.forehand}) or the "
                         f"dealer (seat {s.dealer}) may ask for a redeal")
    if not opts.redeal_allowed:
        return Violation("redeal_not_allowed", "redeals are disabled (redeal_allowed)")
    if s.redeal_refused:
        return Violation("redeal_not_allowed", "a redeal was already refused in this hand")
    if s.redeal_count >= opts.max_redeals:
        return Violation("redeal_not_allowed", f"at most {opts.max_redeals} redeal(s) per hand")
    if opts.variant == "tyrolean" and (stock := s.tyrolean_stock()) < 2 * HAND_SIZE:
        return Violation("redeal_not_allowed", f"the stock holds {stock} cards, not the "
                         f"{2 * HAND_SIZE} a Tyrolean redeal deals (§1.7.1)")
    return None


def can_offer_swap(s: WattenState, seat: int) -> Violation | None:
    if s.phase != "call_rank" or s.swap != "none":
        return Violation("swap_not_allowed", "the Schlagwechsel may only be offered once, "
                         "before the Schlag is named")
    if seat != s.forehand:
        return Violation("not_your_turn", f"only the forehand (seat {s.forehand}) offers the "
                         "swap")
    if not s.options.schlagwechsel_allowed:
        return Violation("swap_not_allowed",
                         "the Schlagwechsel is disabled (schlagwechsel_allowed)")
    return None


def cut_takes_allowed(options: WattenOptions, seat_is_cutter: bool) -> int:
    """The cards a seat may take at the cut (§1.5): the criticals, or with
    ``schlecken_bluff`` any card for the cutter. Read backwards: a card another seat took,
    unseen, lies in this mask."""
    if options.schlecken_bluff and seat_is_cutter:
        return (1 << len(DECK)) - 1
    return CRITICAL_MASK


def can_take_cut_card(s: WattenState, seat: int) -> Violation | None:
    assert s.cut_peek is not None
    if not cut_takes_allowed(s.options, seat == cutter(s)) >> s.cut_peek & 1:
        return Violation("cut_card_not_critical",
                         f"{DECK.cards[s.cut_peek]} is not a critical: leave it")
    return None


def callable_ranks(s: WattenState, seat: int) -> list[str]:
    ranks = [*RANKS, WELI_RANK] if s.options.variant == "tyrolean" else list(RANKS)
    if s.options.schlag_must_hold_rank:
        ranks = [r for r in ranks if s.hands[seat] & RANK_MASK[r]]
    return ranks


# ----- legal moves ---------------------------------------------------------------------

def legal_moves(s: WattenState, seat: int | None = None) -> list[Move]:
    seats = range(s.options.players) if seat is None else (seat,)
    moves: list[Move] = []
    for p in seats:
        moves.extend(_moves_of(s, p))
    return moves


def _moves_of(s: WattenState, p: int) -> list[Move]:
    phase = s.phase
    pending = s.pending_raise
    if pending is not None:
        if side_of(s, p) != pending[1]:
            return [SIMPLE_MOVES["hold"][p], SIMPLE_MOVES["fold"][p]]
        return []
    moves: list[Move] = []
    if phase == "play":
        if p == current_player(s):
            mine = PLAY_MOVES[p]
            cards = playable(s, p)
            while cards:
                low = cards & -cards
                moves.append(mine[low.bit_length() - 1])
                cards ^= low
            if s.options.tok_mode == "on_call" and not s.tricks and not s.trick:
                hs = hauptschlag(s)
                if hs is not None and s.hands[p] >> hs & 1:
                    moves.append(Move(p, PLAY, card=DECK.cards[hs], call=TOK_CALL))
    elif phase == "call_rank":
        if p == rank_caller(s):
            moves.extend(RANK_MOVES[r][p] for r in callable_ranks(s, p))
        if can_offer_swap(s, p) is None:
            moves.append(SIMPLE_MOVES["offer_swap"][p])
        if can_request_redeal(s, p) is None:
            moves.append(SIMPLE_MOVES["request_redeal"][p])
    elif p in to_act(s):
        moves.extend(_answers(s, p))
    if can_raise(s, p) is None:
        moves.append(SIMPLE_MOVES["raise"][p])
    return moves


def _answers(s: WattenState, p: int) -> list[Move]:
    """The moves of a seat the game waits for outside play and the Schlag call."""
    phase = s.phase
    if phase == "call_suit":
        return list(SUIT_MOVES[p])
    if phase == "cut":
        leave = [SIMPLE_MOVES["leave_cut_card"][p]]
        if can_take_cut_card(s, p) is None:
            return [SIMPLE_MOVES["take_cut_card"][p], *leave]
        return leave
    if phase == "tense_choice":
        return [SIMPLE_MOVES["hold"][p], SIMPLE_MOVES["fold"][p]]
    if phase == "redeal_answer":
        return [SIMPLE_MOVES["accept_redeal"][p], SIMPLE_MOVES["refuse_redeal"][p]]
    if phase == "swap_answer":
        return [SIMPLE_MOVES["accept_swap"][p], SIMPLE_MOVES["refuse_swap"][p]]
    return [SIMPLE_MOVES[DEAL][p]]  # hand_over, match_over


# ----- check_rules -------------------------------------------------------------------------

def check_rules(s: WattenState, move: Move) -> Violation | None:
    """Rulebook order: answers and raises first, then a pending raise blocks the rest,
    then phase, turn and the move's own conditions. ``move`` is well formed (parsed)."""
    seat, mtype, phase = move.seat, move.type, s.phase
    waiting = to_act(s)
    if mtype == "raise":
        return can_raise(s, seat)
    if mtype in ("hold", "fold"):
        return _check_answer(s, seat, waiting)
    if mtype == DEAL:
        if phase not in OVER:
            return Violation("wrong_phase", "the next hand is dealt after the hand is over")
        if seat not in waiting:
            return Violation("not_your_turn", f"seat {waiting[0]} deals the next hand")
        return None
    if s.pending_raise is not None:
        return Violation("raise_pending", f"seat {s.pending_raise[0]}'s raise must be held "
                         f"or folded by seats {waiting} first", allowed=[])
    if mtype == "request_redeal":
        return can_request_redeal(s, seat)
    if mtype == "offer_swap":
        return can_offer_swap(s, seat)
    if mtype in ("accept_redeal", "refuse_redeal", "accept_swap", "refuse_swap"):
        wanted = "redeal_answer" if mtype.endswith("redeal") else "swap_answer"
        if phase != wanted:
            offer = "redeal request" if wanted == "redeal_answer" else "swap offer"
            return Violation("nothing_to_answer", f"no {offer} is waiting for an answer")
        if seat not in waiting:
            return Violation("not_your_turn", f"seat {waiting[0]} answers, not seat {seat}")
        return None
    if mtype in ("take_cut_card", "leave_cut_card"):
        if phase != "cut":
            return Violation("wrong_phase", "no cut card is being looked at")
        if seat not in waiting:
            return Violation("not_your_turn", f"seat {waiting[0]} looked at the cut card")
        return can_take_cut_card(s, seat) if mtype == "take_cut_card" else None
    if mtype == "call_rank":
        return _check_call_rank(s, move, waiting)
    if mtype == "call_suit":
        if phase != "call_suit":
            return Violation("wrong_phase", f"the trump cannot be named in phase {phase}")
        if seat not in waiting:
            return Violation("not_your_turn", f"seat {waiting[0]} names the trump")
        return None
    if mtype == PLAY:
        return _check_play(s, move, waiting)
    raise AssertionError(mtype)  # parse_move admits only the declared move types


def _check_answer(s: WattenState, seat: int, waiting: list[int]) -> Violation | None:
    pending = s.pending_raise
    if pending is not None:
        if side_of(s, seat) == pending[1]:
            return Violation("cannot_answer_own_raise",
                             f"seat {seat} is on the raising side; seats {waiting} answer")
        return None
    if s.phase == "tense_choice":
        if seat not in waiting:
            return Violation("not_your_turn", f"the tense side (seats {waiting}) chooses to "
                             "play for 3 (hold) or to concede (fold)")
        return None
    return Violation("nothing_to_answer", "no raise or tense choice is pending")


def _check_call_rank(s: WattenState, move: Move, waiting: list[int]) -> Violation | None:
    if s.phase != "call_rank":
        return Violation("wrong_phase", f"the Schlag cannot be named in phase {s.phase}")
    if move.seat not in waiting:
        return Violation("not_your_turn", f"seat {waiting[0]} names the Schlag")
    rank = move.rank
    if rank == WELI_RANK and s.options.variant != "tyrolean":
        return Violation("rank_not_in_game", "the Weli (6) is a Schlag only in Tyrolean "
                         f"Watten; choose one of {' '.join(RANKS)}")
    if rank not in callable_ranks(s, move.seat):
        return Violation("must_hold_schlag_rank", f"seat {move.seat} holds no card of rank "
                         f"{rank} (schlag_must_hold_rank)")
    return None


def penalized_breach(s: WattenState, move: Move) -> Violation | None:
    """Under ``illegal_move_policy=penalize``, the rule a card play breaks although it is
    accepted (a broken Trumpf oder Kritisch: §1.12, the offender's side loses the hand),
    as the violation ``reject`` would answer; None for any other move."""
    if (move.type != PLAY or s.options.illegal_move_policy != "penalize"
            or check_rules(s, move) is not None):
        return None
    breach = _check_play(s, move, to_act(s), accept_penalized=False)
    if breach is None:
        return None
    return Violation(breach.code, f"{breach.message} (illegal_move_policy penalize: it is "
                     "accepted, and the other side wins the hand)", allowed=breach.allowed)


def _check_play(s: WattenState, move: Move, waiting: list[int],
                accept_penalized: bool = True) -> Violation | None:
    if s.phase != "play":
        return Violation("wrong_phase", f"no card may be played in phase {s.phase}")
    seat, card = move.seat, move.card
    assert card is not None  # parse_move: a play has a card
    if seat not in waiting:
        return Violation("not_your_turn", f"it is seat {waiting[0]}'s turn to play")
    index = DECK.index[card]
    allowed = playable(s, seat)
    if not s.hands[seat] >> index & 1:
        return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                         allowed=codes(allowed))
    if move.call is not None and (s.options.tok_mode != "on_call" or s.tricks or s.trick
                                  or index != hauptschlag(s)):
        return Violation("call_not_allowed",
                         "Trumpf oder Kritisch is called only with tok_mode on_call, by "
                         "leading the Hauptschlag to trick 1", allowed=codes(allowed))
    if allowed >> index & 1:
        return None
    lead = DECK.cards[s.trick[0]]
    held = ", ".join(codes(allowed))
    if s.options.variant == "tyrolean":
        return Violation("must_follow_trump", f"the trump {lead} was led; seat {seat} holds "
                         f"{held} and must play one of them", allowed=codes(allowed))
    if accept_penalized and s.options.illegal_move_policy == "penalize":
        return None  # accepted: the hand ends and the opponents score (§1.12)
    return Violation(MUST_PLAY_TRUMP_OR_CRITICAL,
                     f"Trumpf oder Kritisch: the Hauptschlag {lead} was led in trick 1; seat "
                     f"{seat} holds {held} and must play one of them", allowed=codes(allowed))
