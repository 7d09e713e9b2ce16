"""The Hearts game object: the protocol of `engine.game.Game`, glued from the package's
modules (rules-spec §3, seed 004, with the resolutions of §4.3).

Implemented: 3 to 6 players (52 French cards, small cards removed so the deal comes out
even, §3.2), passing with a cycle of directions per player count (§3.4), the play rules
of §3.5, the trick winner of §3.6, hand scoring with shooting the moon, Omnibus and the
revoke penalty (§3.8), and the match end with ties shared or played on (§3.9). Every
option of §3.1 is an option of `HeartsOptions`.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import floor
from typing import Any, ClassVar

from engine.cards import Deck, mask_bits
from engine.dealing import MAX_SEED, Deal
from engine.errors import IllegalMove, Violation
from engine.events import Event
from engine.game import Game
from engine.moves import DEAL, PLAY, FieldSpec, Move
from engine.results import HandResult, MatchResult, Outcome

from . import codec, docs, rules, views
from .deck import CARDS, IDX, codes, deck_without
from .events import EVENTS
from .options import MOON_MODES, PRESETS, HeartsOptions, check_combination, table_for
from .play import (
    apply_move,
    apply_reporting,
    hand_dealt_event,
    hand_result_of,
    new_match,
    play_card,
)
from .rules import REASON_CODES, legal_cards, playable
from .state import (
    CHOOSE_MOON,
    DEAL_MOVES,
    MOON_CHOICE,
    MOON_MOVES,
    PASS,
    PASSING,
    PHASES,
    PLAY_MOVES,
    PLAYING,
    HeartsState,
)


class Hearts(Game[HeartsState, HeartsOptions]):
    id = "hearts"
    title = "Hearts"
    rules_section = "rules-spec.md §3"
    events = EVENTS
    Options = HeartsOptions
    presets = PRESETS
    player_counts = (4, 3, 5, 6)
    match_length_option = "target"
    phases = PHASES
    reason_codes = REASON_CODES
    move_descriptors = (PASS,)  # legal_moves_json: one pass descriptor per seat
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        PASS: {"cards": FieldSpec("cards")},
        PLAY: {"card": FieldSpec("card")},
        CHOOSE_MOON: {"mode": FieldSpec("enum", allowed=MOON_MODES)},
        DEAL: {"seed": FieldSpec("int", required=False, minimum=0, maximum=MAX_SEED),
               "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table ------------------------------------------------------------
    def check_option_combination(self, options: HeartsOptions) -> None:
        check_combination(options)

    def deck(self, options: HeartsOptions) -> Deck:
        """The pack in play: the 52 cards less `removed_cards`."""
        return deck_without(options.removed_cards)

    def players(self, options: HeartsOptions) -> int:
        return options.players

    def hand_size(self, options: HeartsOptions) -> int:
        return table_for(options).hand_size

    def num_players(self, state: HeartsState) -> int:
        return state.n

    def state_options(self, state: HeartsState) -> HeartsOptions:
        return state.options

    # ----- where the match is --------------------------------------------------------------
    def phase(self, state: HeartsState) -> str:
        return state.phase

    def version(self, state: HeartsState) -> int:
        return state.version

    to_act = staticmethod(rules.to_act)  # type: ignore[assignment]  # (inner loop: no wrapper)

    def hand_result(self, state: HeartsState) -> HandResult | None:
        return hand_result_of(state)

    def match_result(self, state: HeartsState) -> MatchResult | None:
        if state.match_winners is None:
            return None
        return MatchResult(tuple(state.match_winners))

    # ----- creating a match --------------------------------------------------------------
    def new_state(self, options: HeartsOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> HeartsState:
        return new_match(options, seed, dealer, deal)

    # ----- moves ---------------------------------------------------------------------------
    def playable(self, state: HeartsState, seat: int) -> int:
        """The mask of cards ``seat`` may play if it is its turn (`rules.legal_cards`)."""
        return playable(state, seat)

    def legal_moves(self, state: HeartsState, seat: int | None = None) -> list[Move]:
        """Every legal move. A pass is listed as every combination of ``pass_count`` cards
        (`legal_moves_json` lists one descriptor per seat instead)."""
        s = state
        phase = s.phase
        seats = range(s.n) if seat is None else (seat,)
        if phase == PLAYING:
            if s.turn not in seats:
                return []
            mine = PLAY_MOVES[s.turn]
            return [mine[c] for c in mask_bits(playable(s, s.turn))]
        if phase == PASSING:
            moves: list[Move] = []
            for p in seats:
                if not s.passed[p]:
                    hand = [CARDS[c] for c in mask_bits(s.hands[p])]
                    moves.extend(Move(p, PASS, cards=combo)
                                 for combo in combinations(hand, s.table.pass_count))
            return moves
        if phase == MOON_CHOICE:
            return list(MOON_MOVES[s.turn]) if s.turn in seats else []
        dealer = (s.dealer + 1) % s.n
        return [DEAL_MOVES[dealer]] if dealer in seats else []

    def legal_moves_json(self, state: HeartsState, seat: int | None = None
                         ) -> list[dict[str, Any]]:
        s = state
        if s.phase != PASSING:
            return [m.to_json() for m in self.legal_moves(s, seat)]
        seats = range(s.n) if seat is None else (seat,)
        return [{"seat": p, "type": PASS, "count": s.table.pass_count,
                 "choose_from": codes(s.hands[p])} for p in seats if not s.passed[p]]

    def random_move(self, state: HeartsState, seat: int | None, rng: random.Random) -> Move:
        """A uniform legal card, a random pass, or the only other move (the inner loop of
        random playouts: a random pick layered on the legal-card kernel). The k-th card
        of a mask is drawn with ``floor(rng.random() * k)``: the same number as ``int()``
        for a value in [0, k), at a third of its cost."""
        s = state
        if s.phase == PLAYING:
            if seat is None:
                seat = s.turn
            elif seat != s.turn:
                raise IllegalMove(Violation("not_your_turn",
                                            f"it is seat {s.turn}'s turn to play"))
            t = s.table
            legal = legal_cards(s.hands[seat], s.lead_mask, not s.tricks, s.broken,
                                t.low_club_bit, t.can_lead_hearts_instead_of_qs)
            k = legal.bit_count()
            if k > 1:
                r = floor(rng.random() * k)
                while r:
                    legal &= legal - 1
                    r -= 1
            return PLAY_MOVES[seat][(legal & -legal).bit_length() - 1]
        if s.phase == PASSING:
            if seat is None:
                waiting = rules.to_act(s)
                seat = waiting[rng.randrange(len(waiting))]
            elif s.passed[seat]:
                raise IllegalMove(Violation("already_passed", f"seat {seat} has passed"))
            # a uniform random subset of pass_count cards, drawn one at a time
            hand = s.hands[seat]
            k = hand.bit_count()
            picks = []
            for _ in range(s.table.pass_count):
                r = floor(rng.random() * k)
                m = hand
                while r:
                    m &= m - 1
                    r -= 1
                low = m & -m
                hand ^= low
                k -= 1
                picks.append(low.bit_length() - 1)
            picks.sort()
            return Move(seat, PASS, cards=tuple([CARDS[c] for c in picks]))
        moves = self.legal_moves(s, seat)
        if not moves:
            raise IllegalMove(Violation("not_your_turn",
                                        f"seat {seat} has no move in phase {s.phase}"))
        return moves[rng.randrange(len(moves))]

    def check_rules(self, state: HeartsState, move: Move) -> Violation | None:
        return rules.check_rules(state, move)

    def hand_dealt_events(self, state: HeartsState) -> list[Event]:
        return [hand_dealt_event(state)]

    def penalized_breach(self, state: HeartsState, move: Move) -> Violation | None:
        return rules.penalized_breach(state, move)

    # ----- transitions ---------------------------------------------------------------------
    def copy_state(self, state: HeartsState) -> HeartsState:
        return state.copy()

    def apply_in_place(self, state: HeartsState, move: Move,
                       out: Outcome[HeartsState] | None = None) -> None:
        if out is not None:
            apply_reporting(state, move, out)
        elif move.type == PLAY:  # the inner loop of random playouts: `apply_move`, inlined
            state.version += 1
            play_card(state, move.seat, IDX[move.card])  # type: ignore[index]
        else:
            apply_move(state, move)

    # ----- JSON, views and their documentation -------------------------------------------
    def encode(self, state: HeartsState) -> dict[str, Any]:
        return codec.encode(state)

    def decode(self, data: Any) -> HeartsState:
        return codec.decode(data)

    def view(self, state: HeartsState, seat: int | None) -> dict[str, Any]:
        """Own hand, own pass and what the seat received; played cards and points are
        public; other hands and passes are hidden; no seed."""
        return views.view(state, seat)

    def encode_and_view(self, state: HeartsState, seat: int | None
                        ) -> tuple[dict[str, Any], dict[str, Any]]:
        data = codec.encode(state)
        return data, views.view_of(dict(data), state, seat)

    def schemas(self) -> dict[str, dict[str, Any]]:
        return docs.schemas()
