"""Watten — rules-spec §1 (seeds 000 and 002), every variant of §1.1: the `Game` glue.

Bavarian (4, 2 or 3 players, with or without criticals) and Tyrolean (4 or 2 players,
the Weli, the Guate); Schlecken at the cut (§1.5), the redeal and the Schlagwechsel
(§1.7), the rankings of §1.8 (ranking.py), "Trumpf oder Kritisch" and the Tyrolean
trump-follow duty (§1.9, rules.py), raising with its window and cap (§1.10), tense in
both modes (§1.11), scoring, penalties, match end and Bummerl (§1.12, scoring.py). Where
the seeds are silent the engine follows §4.1 (A-W6, A-W8, A-W9, A-W12, A-W13, A-W15,
A-W26, A-W28); the model decisions are written in rules.py and play.py.
"""

from __future__ import annotations

from typing import Any, ClassVar

import engine.games.watten.rules as rules
from engine.cards import Deck
from engine.dealing import MAX_SEED, Deal
from engine.errors import Violation
from engine.events import Event
from engine.game import Game
from engine.games.watten.codec import decode, encode
from engine.games.watten.docs import schemas
from engine.games.watten.events import EVENTS
from engine.games.watten.options import PRESETS, WattenOptions, check_combination
from engine.games.watten.play import apply_in_place, hand_dealt_event, new_state
from engine.games.watten.ranking import (
    BAVARIAN_DECK,
    HAND_SIZE,
    RANKS,
    SUITS,
    TYROLEAN_DECK,
    WELI_RANK,
)
from engine.games.watten.state import OVER, PHASES, TOK_CALL, WattenState
from engine.games.watten.views import view, view_of
from engine.moves import DEAL, PLAY, FieldSpec, Move
from engine.results import HandResult, MatchResult, Outcome


class Watten(Game[WattenState, WattenOptions]):
    id = "watten"
    title = "Watten"
    rules_section = "rules-spec.md §1"
    events = EVENTS
    Options = WattenOptions
    presets = PRESETS
    player_counts = (4, 2, 3)
    match_length_option = "target"
    phases = PHASES
    reason_codes = rules.REASON_CODES
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        PLAY: {"card": FieldSpec("card"),
               "call": FieldSpec("enum", required=False, allowed=(TOK_CALL,))},
        "call_rank": {"rank": FieldSpec("rank", allowed=(*RANKS, WELI_RANK))},
        "call_suit": {"suit": FieldSpec("suit", allowed=SUITS)},
        "raise": {}, "hold": {}, "fold": {},
        "request_redeal": {}, "accept_redeal": {}, "refuse_redeal": {},
        "offer_swap": {}, "accept_swap": {}, "refuse_swap": {},
        "take_cut_card": {}, "leave_cut_card": {},
        DEAL: {"seed": FieldSpec("int", required=False, minimum=0, maximum=MAX_SEED),
               "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table --------------------------------------------------------
    def check_option_combination(self, options: WattenOptions) -> None:
        check_combination(options)

    def deck(self, options: WattenOptions) -> Deck:
        return TYROLEAN_DECK if options.variant == "tyrolean" else BAVARIAN_DECK

    def players(self, options: WattenOptions) -> int:
        return options.players

    def hand_size(self, options: WattenOptions) -> int:
        return HAND_SIZE

    def num_players(self, state: WattenState) -> int:
        return state.options.players

    def state_options(self, state: WattenState) -> WattenOptions:
        return state.options

    # ----- where the match is -------------------------------------------------------
    def phase(self, state: WattenState) -> str:
        return state.phase

    def version(self, state: WattenState) -> int:
        return state.version

    def to_act(self, state: WattenState) -> list[int]:
        return rules.to_act(state)

    def hand_result(self, state: WattenState) -> HandResult | None:
        return state.hand_result if state.phase in OVER else None

    def match_result(self, state: WattenState) -> MatchResult | None:
        if state.match_winners is None:
            return None
        return MatchResult(state.match_winners)

    # ----- creating a match ---------------------------------------------------------
    def new_state(self, options: WattenOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> WattenState:
        return new_state(options, seed, dealer, deal)

    # ----- moves ----------------------------------------------------------------------
    def legal_moves(self, state: WattenState, seat: int | None = None) -> list[Move]:
        return rules.legal_moves(state, seat)

    def check_rules(self, state: WattenState, move: Move) -> Violation | None:
        return rules.check_rules(state, move)

    def hand_dealt_events(self, state: WattenState) -> list[Event]:
        return [hand_dealt_event(state)]

    def penalized_breach(self, state: WattenState, move: Move) -> Violation | None:
        return rules.penalized_breach(state, move)

    def copy_state(self, state: WattenState) -> WattenState:
        return state.copy()

    def apply_in_place(self, state: WattenState, move: Move,
                       out: Outcome[WattenState] | None = None) -> None:
        apply_in_place(state, move, out)

    # ----- JSON, views and their documentation ----------------------------------------
    def encode(self, state: WattenState) -> dict[str, Any]:
        return encode(state)

    def decode(self, data: Any) -> WattenState:
        return decode(data)

    def view(self, state: WattenState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def encode_and_view(self, state: WattenState, seat: int | None
                        ) -> tuple[dict[str, Any], dict[str, Any]]:
        data = encode(state)
        return data, view_of(dict(data), seat)

    def schemas(self) -> dict[str, dict[str, Any]]:
        return schemas()
