"""Watten transitions: a new match, dealing (§1.4-§1.7), and `apply_in_place` for every
move, with `play_card`, the one trick-completion path. Moves and deals are trusted here
(`Game.parse_move` validated them; `check_rules` said they are legal).

Model decisions:
* A Schlecken peek draws the next card uniformly from the undealt pack (the equivalent
  model §1.5 allows); a peeked card that is left goes out of play, known to the peeker.
* Every draw of a hand comes from `dealing.hand_rng` (the deal, then the purposes
  ``cut`` and ``redeal``); a deal's seed replaces the match seed (`seed_after_deal`).
"""

from __future__ import annotations

from collections.abc import Sequence

import engine.games.watten.events as ev
from engine.cards import Card
from engine.dealing import Deal, first_dealer, hand_rng, new_seed, seed_after_deal
from engine.events import Event
from engine.games.watten.options import WattenOptions
from engine.games.watten.ranking import (
    BAVARIAN_DECK,
    DECK,
    TRICKS_TO_WIN,
    TYROLEAN_DECK,
    cached_strength,
    winning_card,
)
from engine.games.watten.rules import (
    MUST_PLAY_TRUMP_OR_CRITICAL,
    cutter,
    num_units,
    opening_stake,
    playable,
    side_of,
    tense_sides,
    value_for,
)
from engine.games.watten.scoring import end_hand
from engine.games.watten.state import MAX_CUT_TAKES, WattenState
from engine.moves import DEAL, PLAY, Move
from engine.results import Outcome, TrickResult
from engine.trick import Trick

_new_trick = tuple.__new__  # builds a Trick without the NamedTuple's Python-level __new__

# ----- a new match, a new hand ----------------------------------------------------------


def new_state(options: WattenOptions, seed: int | None, dealer: int | None,
              deal: Deal | None) -> WattenState:
    seed = seed_after_deal(new_seed() if seed is None else seed,
                           None if deal is None else deal.seed)
    s = object.__new__(WattenState)
    s.options = options
    s.seed = seed
    s.version = 0
    s.match_number = 1
    s.hand_number = 1
    s.scores = [0] * num_units(options)
    s.bummerl = [0] * num_units(options)
    s.dealer = first_dealer(seed, options.players) if dealer is None else dealer
    start_hand(s, None if deal is None else deal.hands)
    return s


def start_hand(s: WattenState, hands: Sequence[Sequence[Card]] | None) -> None:
    """Reset the hand and deal it: explicit ``hands``, the cut (Schlecken), or cards."""
    n = s.options.players
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
    s.stake = opening_stake(s)
    if hands is not None:
        s.hands = [DECK.mask(h) for h in hands]
        s.phase = "call_rank"
    elif s.options.schlecken != "off":
        s.hands = [0] * n
        s.phase = "cut"
        s.cut_turn = cutter(s)
        s.cut_peek = _draw_peek(s)
    else:
        _deal(s)


def _undealt(s: WattenState) -> list[int]:
    """Cards in no hand, no trick and not out of play, in deck order (before play)."""
    used = 0
    for h in s.hands:
        used |= h
    for _, c in s.out_of_play:
        used |= 1 << c
    if s.cut_left is not None:
        used |= 1 << s.cut_left[1]
    if s.cut_peek is not None:
        used |= 1 << s.cut_peek
    size = len(TYROLEAN_DECK if s.options.variant == "tyrolean" else BAVARIAN_DECK)
    return [i for i in range(size) if not used >> i & 1]


def _draw_peek(s: WattenState) -> int:
    pool = _undealt(s)
    rng = hand_rng(s.seed, s.match_number, s.hand_number, "cut", len(s.cut_taken))
    return pool[rng.randrange(len(pool))]


def _deal(s: WattenState) -> None:
    """Deal 3 then 2 cards from the forehand to the dealer (§1.6); a seat that took k
    cards at the cut gets 3 - k in the first round."""
    n = s.options.players
    if not s.cut_taken:
        s.hands = [0] * n
    order = _undealt(s)
    hand_rng(s.seed, s.match_number, s.hand_number).shuffle(order)
    taken = [0] * n
    for seat, _ in s.cut_taken:
        taken[seat] += 1
    pos = 0
    for packet in (3, 2):
        for seat in ((s.forehand + i) % n for i in range(n)):
            count = packet - taken[seat] if packet == 3 else packet
            for card in order[pos:pos + count]:
                s.hands[seat] |= 1 << card
            pos += count
    s.phase = "call_rank"


def _redeal(s: WattenState) -> None:
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
    pool = _undealt(s)
    hand_rng(s.seed, s.match_number, s.hand_number, "redeal", s.redeal_count).shuffle(pool)
    pos = 0
    for packet in (3, 2):
        for p in two:
            for card in pool[pos:pos + packet]:
                s.hands[p] |= 1 << card
            pos += packet


# ----- moves -------------------------------------------------------------------------------

def apply_in_place(s: WattenState, move: Move, out: Outcome[WattenState] | None) -> None:
    s.version += 1
    mtype, seat = move.type, move.seat
    events = out.events if out is not None else None
    if mtype == PLAY:
        assert move.card is not None
        play_card(s, seat, DECK.index[move.card], move.call, out)
    elif mtype == "raise":
        side = side_of(s, seat)
        s.pending_raise = (seat, side)
        if events is not None:
            events.append(ev.RAISED(seat=seat, side=side, to=value_for(s, side) + 1))
    elif mtype in ("hold", "fold"):
        _answer(s, seat, mtype == "hold", out)
    elif mtype == "call_rank":
        s.schlag = move.rank
        s.phase = "call_suit"
        if events is not None:
            events.append(ev.SCHLAG_NAMED(seat=seat, rank=move.rank))
    elif mtype == "call_suit":
        _name_trump(s, seat, move.suit, events)
    elif mtype == "request_redeal":
        s.redeal_requested_by = seat
        s.phase = "redeal_answer"
        if events is not None:
            events.append(ev.REDEAL_REQUESTED(seat=seat))
    elif mtype == "accept_redeal":
        _redeal(s)
        if events is not None:
            events.append(ev.REDEAL_ACCEPTED(seat=seat))
    elif mtype == "refuse_redeal":
        s.redeal_refused = True
        s.redeal_requested_by = None
        s.phase = "call_rank"
        if events is not None:
            events.append(ev.REDEAL_REFUSED(seat=seat))
    elif mtype == "offer_swap":
        s.swap = "offered"
        s.phase = "swap_answer"
        if events is not None:
            events.append(ev.SWAP_OFFERED(seat=seat))
    elif mtype in ("accept_swap", "refuse_swap"):
        accepted = mtype == "accept_swap"
        s.swap = "accepted" if accepted else "refused"
        s.phase = "call_rank"
        if events is not None:
            events.append((ev.SWAP_ACCEPTED if accepted else ev.SWAP_REFUSED)(seat=seat))
    elif mtype in ("take_cut_card", "leave_cut_card"):
        _cut_decision(s, seat, mtype == "take_cut_card", events)
    elif mtype == DEAL:
        _next_hand(s, move, events)
    else:
        raise AssertionError(mtype)


def _answer(s: WattenState, seat: int, hold: bool, out: Outcome[WattenState] | None) -> None:
    """``hold`` / ``fold``: the answer to a pending raise, or the pagat tense choice."""
    events = out.events if out is not None else None
    if s.pending_raise is None:
        _tense_choice(s, seat, hold, out)
    elif hold:
        s.stake += 1
        s.last_raiser = s.pending_raise[1]
        s.pending_raise = None
        if events is not None:
            events.append(ev.RAISE_HELD(seat=seat, stake=s.stake))
    else:
        raiser_side = s.pending_raise[1]
        value = value_for(s, raiser_side)
        s.pending_raise = None
        if events is not None:
            events.append(ev.FOLDED(seat=seat, side=side_of(s, seat)))
        _end(s, raiser_side, value, "fold", out)


def _name_trump(s: WattenState, seat: int, suit: str | None, events: list[Event] | None
                ) -> None:
    opts = s.options
    s.trump = suit
    assert s.schlag is not None and suit is not None
    s.strength = cached_strength(s.schlag, suit, opts.criticals, opts.variant,
                                 opts.tyrol_guate)
    s.phase = "play"
    if events is not None:
        events.append(ev.TRUMP_NAMED(seat=seat, suit=suit))
    if opts.tense_mode == "pagat" and len(tense_sides(s)) == 1:
        s.phase = "tense_choice"
        s.tense_choice = "pending"


def _tense_choice(s: WattenState, seat: int, play: bool,
                  out: Outcome[WattenState] | None) -> None:
    """tense_mode pagat: the lone tense side plays for 3 or concedes 2 (§1.11)."""
    side = side_of(s, seat)
    events = out.events if out is not None else None
    if play:
        s.tense_choice = "play"
        s.stake = 3
        s.phase = "play"
        if events is not None:
            events.append(ev.TENSE_PLAYS(seat=seat, side=side, stake=3))
    else:
        s.tense_choice = "conceded"
        if events is not None:
            events.append(ev.TENSE_CONCEDED(seat=seat, side=side))
        _end(s, 1 - side, 2, "conceded", out)


def _cut_decision(s: WattenState, seat: int, take: bool, events: list[Event] | None) -> None:
    peek = s.cut_peek
    assert peek is not None
    s.cut_peek = None
    if events is not None:
        events.append((ev.CUT_CARD_TAKEN if take else ev.CUT_CARD_LEFT)(seat=seat))
    if take:
        s.hands[seat] |= 1 << peek
        s.cut_taken.append((seat, peek))
        if s.options.schlecken == "alternating" and len(s.cut_taken) < MAX_CUT_TAKES:
            s.cut_turn = s.dealer if seat == cutter(s) else cutter(s)
            s.cut_peek = _draw_peek(s)
            return
    else:
        s.cut_left = (seat, peek)
    s.cut_turn = None
    _deal(s)
    if events is not None:
        events.append(ev.CARDS_DEALT(dealer=s.dealer))


def play_card(s: WattenState, seat: int, card: int, call: str | None,
              out: Outcome[WattenState] | None) -> None:
    """A card to the current trick; the trick completes here and nowhere else (its
    winner leads the next one; three tricks win the hand)."""
    if (s.trick and s.options.illegal_move_policy == "penalize"
            and not playable(s, seat) >> card & 1):
        _penalty(s, seat, card, out)  # accepted by check_rules only under penalize
        return
    s.hands[seat] &= ~(1 << card)
    if call is not None:
        s.tok_called = True
    trick = s.trick
    trick.append(card)
    n = s.options.players
    if out is not None:
        code = DECK.cards[card].code
        out.events.append(ev.CARD_PLAYED(seat=seat, card=code, call=call) if call is not None
                          else ev.CARD_PLAYED(seat=seat, card=code))
    if len(trick) < n:
        if out is not None:
            out.trick = _trick_result(s.trick_leader, trick, n, None)
        return
    assert s.strength is not None
    leader = s.trick_leader
    winner = (leader + winning_card(trick, s.strength)) % n
    s.tricks.append(_new_trick(Trick, (leader, tuple(trick), winner)))  # = Trick(...)
    side = side_of(s, winner)
    s.tricks_won[side] += 1
    s.trick_leader = winner
    s.trick = []
    if out is not None:
        out.trick = _trick_result(leader, trick, n, winner)
        out.events.append(ev.TRICK_WON(seat=winner, side=side, trick={
            "leader": leader, "cards": [DECK.cards[c].code for c in trick]}))
    if s.tricks_won[side] >= TRICKS_TO_WIN:
        _end(s, side, value_for(s, side), "tricks", out)


def _trick_result(leader: int, cards: Sequence[int], n: int, winner: int | None
                  ) -> TrickResult:
    return TrickResult(leader, [((leader + k) % n, DECK.cards[c]) for k, c in enumerate(cards)],
                       winner is not None, winner)


def _penalty(s: WattenState, seat: int, card: int, out: Outcome[WattenState] | None) -> None:
    """illegal_move_policy penalize: a broken Trumpf oder Kritisch loses the hand; the
    card stays in the offender's hand (so the event shows it to the offender only)."""
    side = side_of(s, seat)
    if out is not None:
        out.events.append(ev.PENALTY(seat=seat, side=side, card=DECK.cards[card].code,
                                     code=MUST_PLAY_TRUMP_OR_CRITICAL))
    _end(s, 1 - side, value_for(s, 1 - side), "penalty", out)


def _end(s: WattenState, side: int, points: int, reason: str,
         out: Outcome[WattenState] | None) -> None:
    match = end_hand(s, side, points, reason, out.events if out is not None else None)
    if out is not None:
        out.hand = s.hand_result
        out.match = match


def _next_hand(s: WattenState, move: Move, events: list[Event] | None) -> None:
    if s.phase == "match_over":
        s.match_number += 1
        s.hand_number = 1
        s.scores = [0] * len(s.scores)
    else:
        s.hand_number += 1
    s.seed = seed_after_deal(s.seed, move.seed)
    s.dealer = (s.dealer + 1) % s.options.players
    start_hand(s, move.hands)
    if events is not None:
        events.append(hand_dealt_event(s))


def hand_dealt_event(s: WattenState) -> Event:
    """``hand_dealt`` for the hand ``s`` has just dealt."""
    return ev.HAND_DEALT(dealer=s.dealer, forehand=s.forehand, hand_number=s.hand_number,
                         match_number=s.match_number, stake=s.stake)

