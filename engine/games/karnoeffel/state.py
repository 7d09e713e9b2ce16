"""The Karnöffel vocabulary (deck, phases, sides) and the match state.

Internally a card is its index in `DECK` (suit-major, ranks K … 2) and a hand is a
bitmask; the JSON codec speaks card codes. The state is mutable only inside
`apply_in_place`; `Game.apply` works on a copy.
"""

from __future__ import annotations

from engine.cards import make_deck
from engine.trick import Trick

from .options import ANY_SUIT, KarnoeffelOptions

SUITS = ("E", "G", "H", "S")
RANKS = ("K", "O", "U", "T", "9", "8", "7", "6", "5", "4", "3", "2")  # natural, high to low
DECK = make_deck("Karnöffel (48 German cards, no aces)", "german", SUITS, RANKS)
CODE_INDEX = {c.code: i for i, c in enumerate(DECK)}  # card code -> card index
HAND_SIZE = 5
TRICKS_TO_WIN = 3  # the round ends as soon as a side has 3 tricks (§2.8)
MAX_SEATS = 4
SIDES = 2  # scoring units: sides {0,2} and {1,3}; with two players the seats

PHASE_PLAY, HAND_OVER, MATCH_OVER = "play", "hand_over", "match_over"  # the phases
PHASES = (PHASE_PLAY, HAND_OVER, MATCH_OVER)
ROUND_OVER = (HAND_OVER, MATCH_OVER)
HAND_REASON = "tricks"  # `HandResult.reason`: a round ends only by a side's 3 tricks


def side_of(seat: int) -> int:
    """Side {0,2} = 0 and {1,3} = 1; with two players the side is the seat."""
    return seat & 1


class KarnoeffelState:
    """A whole match: the current round plus scores. Fields mirror the JSON state; the
    round's result and the match winners follow from ``tricks_won``, ``scores`` and
    ``phase`` (`engine.games.karnoeffel.scoring`)."""

    __slots__ = (
        "any_suit", "chosen_suit", "dealer", "face_up", "forehand", "hand_number", "hands",
        "match_number", "options", "phase", "players", "powers", "scores", "seed", "trick",
        "trick_leader", "tricks", "tricks_won", "version",
    )

    options: KarnoeffelOptions
    players: int  # options.players, kept at hand for speed
    any_suit: bool  # options.power_loss_scope == "any_suit"
    phase: str
    dealer: int
    forehand: int  # leads trick 1 and deals the next round
    hand_number: int
    match_number: int
    hands: list[int]  # bitmask per seat
    face_up: list[int | None]  # card index per seat while it is still in the hand
    chosen_suit: int  # index into SUITS
    powers: tuple[int, ...]  # rules.POWERS[chosen_suit]
    trick_leader: int
    trick: list[int]  # the current trick's cards; card k by seat (trick_leader + k) % n
    tricks: list[Trick]  # the completed tricks of this round
    tricks_won: list[int]  # per side (per seat with two players)
    scores: list[int]
    seed: int
    version: int

    @classmethod
    def blank(cls, options: KarnoeffelOptions, seed: int) -> KarnoeffelState:
        """A state with the match fields set; a round is dealt or decoded into it."""
        s = object.__new__(cls)
        s.options = options
        s.players = options.players
        s.any_suit = options.power_loss_scope == ANY_SUIT
        s.seed = seed
        s.version = 0
        s.match_number = 1
        s.hand_number = 1
        s.scores = [0] * SIDES
        return s

    def copy(self) -> KarnoeffelState:
        """An independent copy (every field written out: the search copies a state per
        rollout). Tricks are immutable values and are shared."""
        new = object.__new__(KarnoeffelState)
        new.options = self.options
        new.players = self.players
        new.any_suit = self.any_suit
        new.phase = self.phase
        new.dealer = self.dealer
        new.forehand = self.forehand
        new.hand_number = self.hand_number
        new.match_number = self.match_number
        new.hands = self.hands[:]
        new.face_up = self.face_up[:]
        new.chosen_suit = self.chosen_suit
        new.powers = self.powers
        new.trick_leader = self.trick_leader
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.scores = self.scores[:]
        new.seed = self.seed
        new.version = self.version
        return new
