"""The Watten match state, its phases and small constants. Fields mirror the JSON state
(codec.py); cards are indices into `ranking.DECK`, hands are bitmasks."""

from __future__ import annotations

from engine.games.watten.options import WattenOptions
from engine.games.watten.ranking import TYROLEAN_DECK
from engine.results import HandResult
from engine.trick import Trick

TOK_CALL = "trumpf_oder_kritisch"
PHASES = ("cut", "call_rank", "call_suit", "redeal_answer", "swap_answer", "tense_choice",
          "play", "hand_over", "match_over")
PRE_PLAY = ("cut", "call_rank", "call_suit", "redeal_answer", "swap_answer")
OVER = ("hand_over", "match_over")
SWAP_STATES = ("none", "offered", "accepted", "refused")
TENSE_CHOICES = ("pending", "play", "conceded")
HAND_END_REASONS = ("tricks", "fold", "penalty", "conceded")
MAX_SEATS = 4
MAX_CUT_TAKES = 3  # cutter, dealer, cutter (§1.5)


class WattenState:
    """A whole match: the current hand plus scores. Mutable only inside the engine."""

    __slots__ = (
        "bummerl", "cut_left", "cut_peek", "cut_taken", "cut_turn", "dealer", "forehand",
        "hand_number", "hand_result", "hands", "last_raiser", "match_number", "match_winners",
        "options", "out_of_play", "pending_raise", "phase", "redeal_count", "redeal_refused",
        "redeal_requested_by", "schlag", "scores", "seed", "stake", "strength", "swap",
        "tense_choice", "tok_called", "trick", "trick_leader", "tricks", "tricks_won", "trump",
        "version",
    )

    options: WattenOptions
    phase: str
    dealer: int
    forehand: int
    hand_number: int
    match_number: int
    hands: list[int]  # bitmask per seat
    trick_leader: int
    trick: list[int]  # the current trick's cards in play order from trick_leader
    tricks: list[Trick]  # the completed tricks of the hand
    tricks_won: list[int]  # per side of the hand (3p: declarer, temporary team)
    scores: list[int]  # per scoring unit: team (4p) or seat (2p, 3p)
    bummerl: list[int]
    schlag: str | None
    trump: str | None
    stake: int  # V: what the hand is worth now (§1.10)
    pending_raise: tuple[int, int] | None  # (seat, side)
    last_raiser: int | None  # side of the last accepted raise
    redeal_requested_by: int | None
    redeal_count: int
    redeal_refused: bool
    swap: str
    tok_called: bool
    tense_choice: str | None  # pagat mode: None, "pending", "play" or "conceded"
    cut_turn: int | None  # Schlecken: the seat looking at the peeked card
    cut_peek: int | None  # the peeked card, known only to cut_turn
    cut_taken: list[tuple[int, int]]  # (seat, card) taken at the cut, known to the taker
    cut_left: tuple[int, int] | None  # (seat, card) peeked and left: out of play
    out_of_play: list[tuple[int, int]]  # (seat who knows it, card): Tyrolean redeal discards
    hand_result: HandResult | None  # the hand just finished (hand_over, match_over)
    match_winners: tuple[int, ...] | None
    seed: int
    version: int
    strength: tuple[int, ...] | None  # per card index, for the named Schlag and trump

    def copy(self) -> WattenState:
        """A copy sharing only immutable values (one assignment per slot: search bots
        copy a state per rollout)."""
        new = object.__new__(WattenState)
        new.bummerl = self.bummerl[:]
        new.cut_left = self.cut_left
        new.cut_peek = self.cut_peek
        new.cut_taken = self.cut_taken[:]
        new.cut_turn = self.cut_turn
        new.dealer = self.dealer
        new.forehand = self.forehand
        new.hand_number = self.hand_number
        new.hand_result = self.hand_result
        new.hands = self.hands[:]
        new.last_raiser = self.last_raiser
        new.match_number = self.match_number
        new.match_winners = self.match_winners
        new.options = self.options
        new.out_of_play = self.out_of_play[:]
        new.pending_raise = self.pending_raise
        new.phase = self.phase
        new.redeal_count = self.redeal_count
        new.redeal_refused = self.redeal_refused
        new.redeal_requested_by = self.redeal_requested_by
        new.schlag = self.schlag
        new.scores = self.scores[:]
        new.seed = self.seed
        new.stake = self.stake
        new.strength = self.strength
        new.swap = self.swap
        new.tense_choice = self.tense_choice
        new.tok_called = self.tok_called
        new.trick = self.trick[:]
        new.trick_leader = self.trick_leader
        new.tricks = self.tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.trump = self.trump
        new.version = self.version
        return new

    def played_by(self, seat: int) -> list[int]:
        """The cards ``seat`` played in this hand, in order (completed tricks, then the
        current one)."""
        n = self.options.players
        out = [c for t in self.tricks if (c := t.card_of(seat, n)) is not None]
        k = (seat - self.trick_leader) % n
        if k < len(self.trick):
            out.append(self.trick[k])
        return out

    def tyrolean_stock(self) -> int:
        """Cards left in the Tyrolean stock (§1.7.1: a redeal's discards go out of play and
        each of the two is dealt 5 from the stock): the 33 less the hands, the discards
        and a card left at the cut."""
        used = sum(h.bit_count() for h in self.hands) + len(self.out_of_play)
        return len(TYROLEAN_DECK) - used - (self.cut_left is not None)
