"""The `Game` subclass: the protocol, glued from the package's modules."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.cards import Deck
from engine.dealing import MAX_SEED, Deal, first_dealer, new_seed, seed_after_deal
from engine.errors import Violation
from engine.events import EventCatalogue
from engine.game import Game
from engine.moves import DEAL, PLAY, FieldSpec, Move
from engine.results import HandResult, MatchResult, Outcome
from tests.whist import codec, docs, views
from tests.whist.events import EVENTS
from tests.whist.options import DECK, HAND_SIZE, PLAYERS, PRESETS, WhistOptions
from tests.whist.play import apply_in_place, deal_hand
from tests.whist.rules import REASON_CODES, legal_cards
from tests.whist.scoring import hand_winners
from tests.whist.state import HAND_END_REASON, MATCH_OVER, PHASES, WhistState

CARDS = DECK.cards
PLAY_MOVES = [[Move(seat, PLAY, card=c) for c in CARDS] for seat in range(PLAYERS)]
DEAL_MOVES = [Move(seat, DEAL) for seat in range(PLAYERS)]


class Whist(Game[WhistState, WhistOptions]):
    id = "whist"
    title = "Whist"
    rules_section = "tests/whist/__init__.py"
    Options = WhistOptions
    presets = PRESETS
    player_counts = (PLAYERS,)
    phases = PHASES
    reason_codes = REASON_CODES
    events: ClassVar[EventCatalogue] = EVENTS
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        PLAY: {"card": FieldSpec("card")},
        DEAL: {"seed": FieldSpec("int", required=False, minimum=0, maximum=MAX_SEED),
               "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table ----------------------------------------------------------
    def deck(self, options: WhistOptions) -> Deck:
        return DECK

    def players(self, options: WhistOptions) -> int:
        return PLAYERS

    def hand_size(self, options: WhistOptions) -> int:
        return HAND_SIZE

    def state_options(self, state: WhistState) -> WhistOptions:
        return state.options

    # ----- where the match is ---------------------------------------------------------
    def phase(self, state: WhistState) -> str:
        return state.phase

    def version(self, state: WhistState) -> int:
        return state.version

    def to_act(self, state: WhistState) -> list[int]:
        return codec.to_act(state)

    def hand_result(self, state: WhistState) -> HandResult | None:
        if state.hand_points is None:
            return None
        return HandResult(state.hand_points, tuple(state.scores),
                          hand_winners(state.hand_points), HAND_END_REASON)

    def match_result(self, state: WhistState) -> MatchResult | None:
        return None if state.match_winners is None else MatchResult(state.match_winners)

    # ----- creating a match -------------------------------------------------------------
    def new_state(self, options: WhistOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> WhistState:
        s = object.__new__(WhistState)
        s.options = options
        s.seed = seed_after_deal(new_seed() if seed is None else seed,
                                 None if deal is None else deal.seed)
        s.dealer = first_dealer(s.seed, PLAYERS) if dealer is None else dealer
        s.match_number = s.hand_number = 1
        s.scores = [0, 0]
        s.match_winners = None
        s.version = 0
        deal_hand(s, None if deal is None else deal.hands)
        return s

    # ----- moves ------------------------------------------------------------------------
    def legal_moves(self, state: WhistState, seat: int | None = None) -> list[Move]:
        s = state
        actor = codec.to_act(s)[0]
        if seat is not None and seat != actor:
            return []
        if s.phase != "play":
            return [DEAL_MOVES[actor]]
        legal = legal_cards(s.hands[actor], s.trick[0] if s.trick else None)
        mine = PLAY_MOVES[actor]
        return [mine[c] for c in range(len(CARDS)) if legal >> c & 1]

    def check_rules(self, state: WhistState, move: Move) -> Violation | None:
        s = state
        actor = codec.to_act(s)[0]
        if move.type == DEAL:
            if s.phase == "play":
                return Violation("wrong_phase", "the hand is being played; deal after it")
            if move.seat != actor:
                return Violation("not_your_turn", f"seat {actor} deals the next hand")
            return None
        if s.phase != "play":
            over = "match" if s.phase == MATCH_OVER else "hand"
            return Violation("wrong_phase", f"the {over} is over: seat {actor} deals next")
        if move.seat != actor:
            return Violation("not_your_turn", f"it is seat {actor}'s turn to play")
        assert move.card is not None
        card = DECK.index[move.card]
        hand = s.hands[actor]
        if not hand >> card & 1:
            return Violation("card_not_in_hand", f"seat {actor} does not hold {move.card}")
        legal = legal_cards(hand, s.trick[0] if s.trick else None)
        if not legal >> card & 1:
            allowed = DECK.codes(legal)
            return Violation("must_follow_suit", f"{CARDS[s.trick[0]]} was led; seat {actor} "
                             f"holds {', '.join(allowed)} and must follow suit", allowed)
        return None

    def copy_state(self, state: WhistState) -> WhistState:
        return state.copy()

    def apply_in_place(self, state: WhistState, move: Move,
                       out: Outcome[WhistState] | None = None) -> None:
        apply_in_place(state, move, out)

    # ----- JSON, views and their documentation -------------------------------------------
    def encode(self, state: WhistState) -> dict[str, Any]:
        return codec.encode(state)

    def decode(self, data: Any) -> WhistState:
        return codec.decode(data)

    def view(self, state: WhistState, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def schemas(self) -> dict[str, dict[str, Any]]:
        return docs.schemas()
