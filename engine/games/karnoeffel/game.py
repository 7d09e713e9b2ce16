"""Karnöffel — rules-spec §2 (seed 003, a reconstruction after the Swiss Kaiserspiel): the
`Game` object gluing the package's modules together.

Implemented: the four-player partnership game (partners opposite, sides {0,2} and {1,3})
and the two-player game where each plays for himself (§4.2 A-K6); the 48-card German pack
without aces; the deal of 5 cards one at a time from the dealer's left with each player's
first card face up (§2.4); the chosen suit from the lowest face-up card by natural rank,
ties to the card dealt first (A-K4); no duty to follow suit, the one illegal card being
the Devil led to trick 1 (§2.5, A-K5); the special cards of the chosen suit and when they
have power (§2.6, §2.7, A-K1 to A-K3); the round ending as soon as a side has 3 tricks,
one point per round, match to `target` (§2.8, A-K7); the next dealer is the leader of
trick 1 of the round just played, i.e. the dealer's left neighbour (§2.3).

Decisions where the seed leaves the engine a choice:

* The seed's misdeal rule ("a misdeal is dealt again") has no counterpart: the engine
  deals itself, and an explicit deal with wrong hands is malformed input (422, checked
  once by `Game.parse_deal`).
* In the two-player game "side" means seat: `scores`, `tricks_won` and the `side` of
  events are indexed by seat.

The modules, in layers: options → state → rules → scoring → play → codec, views → this
game; the bot kit (``bot/``) reads the game and its rules.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.cards import Deck, mask_bits
from engine.dealing import MAX_SEED, Deal
from engine.errors import Violation
from engine.events import Event
from engine.game import Game
from engine.moves import DEAL, PLAY, FieldSpec, Move
from engine.results import HandResult, MatchResult, Outcome

from . import codec, docs, play, rules, scoring, views
from .events import EVENTS
from .options import PRESETS, KarnoeffelOptions, check_option_combination
from .play import hand_dealt_event, next_round, play_card
from .rules import DEAL_MOVES, PLAY_MOVES, legal_cards, playable, to_act
from .state import DECK, HAND_SIZE, PHASE_PLAY, PHASES, KarnoeffelState


class Karnoeffel(Game[KarnoeffelState, KarnoeffelOptions]):
    id = "karnoeffel"
    title = "Karnöffel"
    rules_section = "rules-spec.md §2"
    events = EVENTS
    Options = KarnoeffelOptions
    presets = PRESETS
    player_counts = (4, 2)
    match_length_option = "target"
    phases = PHASES
    reason_codes = rules.REASON_CODES
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        PLAY: {"card": FieldSpec("card")},
        DEAL: {"seed": FieldSpec("int", required=False, minimum=0, maximum=MAX_SEED),
               "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table --------------------------------------------------------
    def check_option_combination(self, options: KarnoeffelOptions) -> None:
        check_option_combination(options)

    def deck(self, options: KarnoeffelOptions) -> Deck:
        return DECK

    def players(self, options: KarnoeffelOptions) -> int:
        return options.players

    def hand_size(self, options: KarnoeffelOptions) -> int:
        return HAND_SIZE

    def num_players(self, state: KarnoeffelState) -> int:
        return state.players

    def state_options(self, state: KarnoeffelState) -> KarnoeffelOptions:
        return state.options

    # ----- where the match is -----------------------------------------------------------
    def phase(self, state: KarnoeffelState) -> str:
        return state.phase

    def version(self, state: KarnoeffelState) -> int:
        return state.version

    def to_act(self, state: KarnoeffelState) -> list[int]:
        return to_act(state)

    def hand_result(self, state: KarnoeffelState) -> HandResult | None:
        return scoring.hand_result(state)

    def match_result(self, state: KarnoeffelState) -> MatchResult | None:
        return scoring.match_result(state)

    # ----- creating a match ---------------------------------------------------------------
    def new_state(self, options: KarnoeffelOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> KarnoeffelState:
        return play.new_match(options, seed, dealer, deal)

    # ----- moves -----------------------------------------------------------------------------
    def legal_moves(self, state: KarnoeffelState, seat: int | None = None) -> list[Move]:
        turn = to_act(state)[0]
        if seat is not None and seat != turn:
            return []
        if state.phase != PHASE_PLAY:
            return [DEAL_MOVES[turn]]
        mine = PLAY_MOVES[turn]
        return [mine[c] for c in mask_bits(playable(state, turn))]

    def random_move(self, state: KarnoeffelState, seat: int | None,
                    rng: random.Random) -> Move:
        """Same choice as `Game.random_move` (the k-th of `legal_moves`), without building
        the list: the k-th lowest bit of the playable mask."""
        if state.phase != PHASE_PLAY or seat != to_act(state)[0]:
            return super().random_move(state, seat, rng)
        # the kernel itself (not `playable`): one call less per random card
        cards = legal_cards(state.hands[seat], not state.tricks and not state.trick,
                            state.chosen_suit)
        for _ in range(rng.randrange(cards.bit_count())):
            cards &= cards - 1
        return PLAY_MOVES[seat][(cards & -cards).bit_length() - 1]

    def check_rules(self, state: KarnoeffelState, move: Move) -> Violation | None:
        return rules.check_rules(state, move)

    def hand_dealt_events(self, state: KarnoeffelState) -> list[Event]:
        return [hand_dealt_event(state)]

    def copy_state(self, state: KarnoeffelState) -> KarnoeffelState:
        return state.copy()

    def apply_in_place(self, state: KarnoeffelState, move: Move,
                       out: Outcome[KarnoeffelState] | None = None) -> None:
        """A card (`play.play_card`) or the next deal (`play.next_round`)."""
        state.version += 1
        if move.type == PLAY:
            play_card(state, move.seat, DECK.index[move.card], out)  # type: ignore[index]
        else:
            next_round(state, move, out)

    # ----- JSON, views and their documentation -----------------------------------------
    def encode(self, state: KarnoeffelState) -> dict[str, Any]:
        return codec.encode(state)

    def decode(self, data: Any) -> KarnoeffelState:
        return codec.decode(data)

    def view(self, state: KarnoeffelState, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def encode_and_view(self, state: KarnoeffelState, seat: int | None
                        ) -> tuple[dict[str, Any], dict[str, Any]]:
        data = codec.encode(state)
        return data, views.view_of(dict(data), state, seat)

    def schemas(self) -> dict[str, dict[str, Any]]:
        return docs.schemas()
