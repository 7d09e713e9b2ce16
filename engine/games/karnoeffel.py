"""Karnöffel — rules-spec §2 (seed 003, a reconstruction after the Swiss Kaiserspiel).

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

* `illegal_move_policy` is not an option here: §2.1 does not list it and §0.6 says that
  Karnöffel always rejects an illegal action.
* The seed's misdeal rule ("a misdeal is dealt again") has no counterpart: the engine
  deals itself, and an explicit deal with wrong hands is malformed input (422).
* `partner_hands_visible` only exists for partners: `false` with two players is an
  invalid combination (there is no partner to hide).
* In the two-player game "side" means seat: `scores`, `tricks_won` and the `side` of
  events are indexed by seat.
* Scores may be set freely in a posted state (resuming a match scored on paper), within
  what can occur: non-negative, below `target` while the match is live; a finished match
  has exactly one side at or above it, the winner of its last round.
* A seed-dealt round takes the top 5·N cards of a pack shuffled by `rng_for`; the other
  cards are out of play and appear nowhere in the state.

State fields beyond the common ones: `forehand` (leads trick 1; next dealer),
`match_number`, `chosen_suit`, `face_up` (per seat the face-up card while it is still in
the hand, else null; public in every view), `tricks_won` (per side, or per seat with 2
players), `hand_result` ({points, winners} once the round is over) and `match_winners`.

Internally a card is its index in the deck and a hand is a bitmask; the JSON codec
speaks card codes. The state is mutable only inside `apply_in_place`; `Game.apply`
works on a copy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.cards import Card, Deck, make_deck
from engine.codec import Seen, StateReader
from engine.dealing import Deal, new_seed, rng_for
from engine.errors import InvalidState, MalformedInput, Violation
from engine.events import COMMON, EventCatalogue
from engine.game import Game
from engine.moves import FieldSpec, Move
from engine.options import opt
from engine.results import HandResult, MatchResult, Outcome, TrickResult

SUITS = ("E", "G", "H", "S")
RANKS = ("K", "O", "U", "T", "9", "8", "7", "6", "5", "4", "3", "2")  # natural, high to low
DECK = make_deck("Karnöffel (48 German cards, no aces)", "german", SUITS, RANKS)
HAND_SIZE = 5
TRICKS_TO_WIN = 3
MAX_SEATS = 4

PHASES = ("play", "hand_over", "match_over")
ROUND_OVER = ("hand_over", "match_over")

REASON_CODES = {
    "not_your_turn": "the seat may not make this move now",
    "wrong_phase": "this kind of move is not possible in the current phase",
    "card_not_in_hand": "the card is not in the seat's hand",
    "devil_cannot_lead_first_trick": "the Devil (the chosen suit's 7) may not be led to "
                                     "trick 1 (§2.5)",
}

# Card tables by deck index. NATURAL: K=12 ... 2=1 (§2.4). KILL: what a King, Ober or
# Unter takes away: a 3/4/5 of power p loses it when a card with KILL >= p is in the trick.
_CARD_SUIT = tuple(SUITS.index(c.suit) for c in DECK)
_NATURAL = tuple(len(RANKS) - RANKS.index(c.rank) for c in DECK)
_KILL = tuple({"K": 3, "O": 2, "U": 1}.get(c.rank, 0) for c in DECK)

# Powers of the chosen suit's special cards, strongest first (§2.6, seed §10 step 4).
POWER_KARNOEFFEL, POWER_DEVIL, POWER_POPE, POWER_EMPEROR = 7, 6, 5, 4
_SPECIAL_POWER = {"U": POWER_KARNOEFFEL, "7": POWER_DEVIL, "6": POWER_POPE,
                  "2": POWER_EMPEROR, "3": 3, "4": 2, "5": 1}


def _power_table(suit: str) -> tuple[int, ...]:
    return tuple(_SPECIAL_POWER.get(c.rank, 0) if c.suit == suit else 0 for c in DECK)


# Per chosen suit (by suit index): the power of each card, and the Devil's index.
POWERS = tuple(_power_table(s) for s in SUITS)
DEVIL_INDEX = tuple(DECK.index[Card(s, "7")] for s in SUITS)

# Moves are immutable values: the common ones are built once and shared.
PLAY_MOVES = tuple(tuple(Move(p, "play", card=c) for c in DECK) for p in range(MAX_SEATS))
DEAL_MOVES = tuple(Move(p, "deal") for p in range(MAX_SEATS))


@dataclass(frozen=True)
class KarnoeffelOptions:
    players: int = opt(4, "Number of players: 4 = two sides of two, partners opposite; "
                       "2 = each plays for himself (§4.2 A-K6)", kind="enum", allowed=(4, 2))
    target: int = opt(7, "Points that win a match (one point per round won)",
                      kind="int", minimum=1, maximum=99)
    power_loss_scope: str = opt("any_suit", "Which Kings, Obers and Unters take the power "
                                "of the chosen 3, 4 and 5: of any suit (seed 003) or only "
                                "of the led suit (Parlett's Kaiserspiel, §4.2 A-K1)",
                                allowed=("any_suit", "led_suit"))
    partner_hands_visible: bool = opt(True, "A seat's view also shows its partner's hand "
                                      "(partners may show each other their cards, seed 003); "
                                      "four players only")


PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "two-player": {"players": 2},
    "closed": {"partner_hands_visible": False},
}


class KarnoeffelState:
    """A whole match: the current round plus scores. Fields mirror the JSON state."""

    __slots__ = (
        "any_suit", "chosen_suit", "dealer", "face_up", "forehand", "hand_number",
        "hand_result", "hands", "match_number", "match_winners", "options", "phase",
        "players", "powers", "scores", "seed", "trick", "trick_leader", "tricks", "tricks_won",
        "version",
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
    powers: tuple[int, ...]  # POWERS[chosen_suit]
    trick_leader: int
    trick: list[tuple[int, int]]  # (seat, card index)
    tricks: list[tuple[int, tuple[tuple[int, int], ...], int]]  # (leader, plays, winner)
    tricks_won: list[int]  # per side (per seat with two players)
    scores: list[int]
    hand_result: dict[str, Any] | None
    match_winners: list[int] | None
    seed: int
    version: int

    def copy(self) -> KarnoeffelState:
        new = object.__new__(KarnoeffelState)
        for name in KarnoeffelState.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.face_up = self.face_up[:]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.tricks_won = self.tricks_won[:]
        new.scores = self.scores[:]
        return new


def side_of(seat: int) -> int:
    """Side {0,2} = 0 and {1,3} = 1; with two players the side is the seat."""
    return seat & 1


def chosen_suit_of(face_up_in_deal_order: list[int]) -> int:
    """§2.4: the suit of the face-up card of lowest natural rank; the first dealt wins ties."""
    best = face_up_in_deal_order[0]
    for card in face_up_in_deal_order[1:]:
        if _NATURAL[card] < _NATURAL[best]:
            best = card
    return _CARD_SUIT[best]


def trick_winner(plays: list[tuple[int, int]] | tuple[tuple[int, int], ...],
                 powers: tuple[int, ...], any_suit: bool) -> int:
    """The seat that wins a complete trick (§2.7).

    The highest active special card wins; else the highest natural rank of the led suit,
    leaving out a Devil that was not led.
    """
    led_suit = _CARD_SUIT[plays[0][1]]
    if any_suit:
        kill = max(_KILL[c] for _, c in plays)
    else:
        kill = max(_KILL[c] if _CARD_SUIT[c] == led_suit else 0 for _, c in plays)
    best_power, best_seat = 0, -1
    first = True
    for seat, card in plays:
        power = powers[card]
        if power > best_power and (
                first if power == POWER_DEVIL  # the Devil has power only when led
                else power > 3 or kill < power):  # a 3/4/5 loses it to K / K,O / K,O,U
            best_power, best_seat = power, seat
        first = False
    if best_seat >= 0:
        return best_seat
    best_rank = 0
    first = True
    for seat, card in plays:
        # A Devil that was not led never wins (A-K3); a led one always had power above.
        if (_CARD_SUIT[card] == led_suit and _NATURAL[card] > best_rank
                and (first or powers[card] != POWER_DEVIL)):
            best_rank, best_seat = _NATURAL[card], seat
        first = False
    return best_seat


def codes(mask: int) -> list[str]:
    return DECK.codes(mask)


def join_codes(mask: int) -> str:
    return ", ".join(codes(mask))


class Karnoeffel(Game[KarnoeffelState, KarnoeffelOptions]):
    id = "karnoeffel"
    title = "Karnöffel"
    rules_section = "rules-spec.md §2"
    events = EventCatalogue(*COMMON)  # step 0: the game declares its own next
    Options = KarnoeffelOptions
    presets = PRESETS
    player_counts = (4, 2)
    phases = PHASES
    reason_codes = REASON_CODES
    move_specs: ClassVar[dict[str, dict[str, FieldSpec]]] = {
        "play": {"card": FieldSpec("card")},
        "deal": {"seed": FieldSpec("int", required=False),
                 "hands": FieldSpec("hands", required=False)},
    }

    # ----- options and table --------------------------------------------------------
    def check_option_combination(self, options: KarnoeffelOptions) -> None:
        if options.players == 2 and not options.partner_hands_visible:
            raise MalformedInput.at(
                "options.partner_hands_visible",
                "the two-player game has no partners: partner_hands_visible=false needs "
                "players=4", "invalid_option")

    def deck(self, options: KarnoeffelOptions) -> Deck:
        return DECK

    def players(self, options: KarnoeffelOptions) -> int:
        return options.players

    def num_players(self, state: KarnoeffelState) -> int:
        return state.players

    def state_options(self, state: KarnoeffelState) -> KarnoeffelOptions:
        return state.options

    # ----- the protocol: where the match is (transitional, step 0) ------------------
    def hand_size(self, options: KarnoeffelOptions) -> int:
        return HAND_SIZE

    def phase(self, state: KarnoeffelState) -> str:
        return state.phase

    def version(self, state: KarnoeffelState) -> int:
        return state.version

    def hand_result(self, state: KarnoeffelState) -> HandResult | None:
        hr = state.hand_result
        if hr is None or state.phase not in ("hand_over", "match_over"):
            return None
        return HandResult(tuple(hr["points"]), tuple(state.scores), tuple(hr["winners"]),
                          hr.get("reason", "tricks"))

    def match_result(self, state: KarnoeffelState) -> MatchResult | None:
        if state.match_winners is None:
            return None
        return MatchResult(tuple(state.match_winners))

    def schemas(self) -> dict[str, dict[str, Any]]:
        raise NotImplementedError  # step 0: documented by service/schemas/ still

    # ----- creating a match and dealing ------------------------------------------------
    def new_state(self, options: KarnoeffelOptions, seed: int | None = None,
                  dealer: int | None = None, deal: Deal | None = None) -> KarnoeffelState:
        n = options.players
        if seed is None:
            seed = new_seed()
        if dealer is None:
            dealer = rng_for(seed, "first_dealer").randrange(n)  # first dealer by lot
        elif not 0 <= dealer < n:
            raise MalformedInput.at("dealer", f"seat {dealer} is out of range 0..{n - 1}")
        s = object.__new__(KarnoeffelState)
        s.options = options
        s.players = n
        s.any_suit = options.power_loss_scope == "any_suit"
        s.seed = seed
        s.version = 0
        s.match_number = 1
        s.hand_number = 1
        s.scores = [0, 0]
        s.dealer = dealer
        self._start_round(s, deal)
        return s

    def _start_round(self, s: KarnoeffelState, deal: Deal | None) -> None:
        n = s.players
        s.forehand = forehand = (s.dealer + 1) % n
        order = [(forehand + i) % n for i in range(n)]  # dealing order, dealer last
        if deal is not None and deal.hands is not None:
            self._check_explicit_hands(deal.hands, n)
            hands = [DECK.mask(h) for h in deal.hands]
            face_up: list[int | None] = [DECK.index[h[0]] for h in deal.hands]
        else:
            rng = (rng_for(deal.seed, "deal") if deal is not None and deal.seed is not None
                   else rng_for(s.seed, s.match_number, s.hand_number))
            # The top 5·N cards of a shuffled pack, dealt one at a time from the dealer's
            # left; the first round of cards goes face up (§2.4).
            top = rng.sample(range(len(DECK)), HAND_SIZE * n)
            hands = [0] * n
            face_up = [None] * n
            for k, card in enumerate(top):
                seat = order[k % n]
                hands[seat] |= 1 << card
                if k < n:
                    face_up[seat] = card
        s.hands = hands
        s.face_up = face_up
        s.chosen_suit = chosen_suit_of([c for p in order if (c := face_up[p]) is not None])
        s.powers = POWERS[s.chosen_suit]
        s.phase = "play"
        s.trick_leader = forehand
        s.trick = []
        s.tricks = []
        s.tricks_won = [0, 0]
        s.hand_result = None
        s.match_winners = None

    @staticmethod
    def _check_explicit_hands(hands: Sequence[Sequence[Card]], n: int) -> None:
        if len(hands) != n:
            raise MalformedInput.at("deal.hands", f"must be a list of {n} hands",
                                    "invalid_deal")
        for i, hand in enumerate(hands):
            if len(hand) != HAND_SIZE:
                raise MalformedInput.at(f"deal.hands[{i}]",
                                        f"a Karnöffel hand has {HAND_SIZE} cards (the "
                                        f"face-up card first), not {len(hand)}",
                                        "invalid_deal")
        seen: set[Card] = set()
        for i, hand in enumerate(hands):
            for j, card in enumerate(hand):
                if card not in DECK:
                    raise MalformedInput.at(f"deal.hands[{i}][{j}]",
                                            f"{card} is not a Karnöffel card", "bad_card")
                if card in seen:
                    raise MalformedInput.at(f"deal.hands[{i}][{j}]",
                                            f"card {card} appears twice", "invalid_deal")
                seen.add(card)

    # ----- whose turn ------------------------------------------------------------------
    def to_act(self, state: KarnoeffelState) -> list[int]:
        if state.phase == "play":
            return [(state.trick_leader + len(state.trick)) % state.players]
        return [state.forehand]  # hand_over, match_over: the next dealer deals

    # ----- legality ----------------------------------------------------------------------
    def playable(self, state: KarnoeffelState, seat: int) -> int:
        """The mask of cards ``seat`` may play when it is its turn (§2.5)."""
        hand = state.hands[seat]
        if not state.tricks and not state.trick:  # leading trick 1: not the Devil
            return hand & ~(1 << DEVIL_INDEX[state.chosen_suit])
        return hand

    def legal_moves(self, state: KarnoeffelState, seat: int | None = None) -> list[Move]:
        to_act = self.to_act(state)[0]
        if seat is not None and seat != to_act:
            return []
        if state.phase != "play":
            return [DEAL_MOVES[to_act]]
        mine = PLAY_MOVES[to_act]
        moves = []
        playable = self.playable(state, to_act)
        while playable:
            low = playable & -playable
            moves.append(mine[low.bit_length() - 1])
            playable ^= low
        return moves

    def random_move(self, state: KarnoeffelState, seat: int | None,
                    rng: random.Random) -> Move:
        """Same choice as `Game.random_move` (the k-th of `legal_moves`), without building
        the list: the k-th lowest bit of the playable mask."""
        if state.phase != "play" or seat != self.to_act(state)[0]:
            return super().random_move(state, seat, rng)
        playable = self.playable(state, seat)
        for _ in range(rng.randrange(playable.bit_count())):
            playable &= playable - 1
        return PLAY_MOVES[seat][(playable & -playable).bit_length() - 1]

    def check_rules(self, state: KarnoeffelState, move: Move) -> Violation | None:
        """Rulebook order: phase, turn, then the card itself."""
        seat, mtype, phase = move.seat, move.type, state.phase
        if not 0 <= seat < state.players:
            raise MalformedInput.at("move.seat", f"seat {seat} is out of range "
                                    f"0..{state.players - 1}")
        to_act = self.to_act(state)[0]
        if mtype == "deal":
            # The next round is dealt only once this one is over, by the next dealer.
            if phase not in ROUND_OVER:
                return Violation("wrong_phase", "the next round is dealt once this round "
                                 "is over")
            if seat != to_act:
                return Violation("not_your_turn", f"seat {to_act} deals the next round")
            return None
        if mtype != "play":
            raise MalformedInput.at("move.type", f"unknown move type {mtype!r}; known: "
                                    f"{sorted(self.move_specs)}", "unknown_move_type")
        card = move.card
        if card is None or card not in DECK:
            raise MalformedInput.at("move.card", f"{card} is not a Karnöffel card", "bad_card")
        # Cards are played only during a round.
        if phase != "play":
            return Violation("wrong_phase", f"no card may be played in phase {phase}")
        # Each plays in turn, clockwise from the trick's leader.
        if seat != to_act:
            return Violation("not_your_turn", f"it is seat {to_act}'s turn to play")
        # Only a card the seat holds.
        bit = DECK.bit[card]
        if not state.hands[seat] & bit:
            return Violation("card_not_in_hand", f"seat {seat} does not hold {card}",
                             allowed=codes(self.playable(state, seat)))
        # No duty to follow suit; the one exception: the Devil is not led to trick 1.
        if not self.playable(state, seat) & bit:
            return Violation("devil_cannot_lead_first_trick",
                             f"{card} is the Devil ({SUITS[state.chosen_suit]} is the chosen "
                             f"suit) and may not be led to trick 1; seat {seat} leads one of "
                             f"{join_codes(self.playable(state, seat))}",
                             allowed=codes(self.playable(state, seat)))
        return None

    # ----- transitions ------------------------------------------------------------------
    def copy_state(self, state: KarnoeffelState) -> KarnoeffelState:
        return state.copy()

    def apply_in_place(self, state: KarnoeffelState, move: Move,
                       out: Outcome[KarnoeffelState] | None = None) -> None:
        s = state
        if move.type == "play":
            s.version += 1
            self._play(s, move.seat, DECK.index[move.card], out)  # type: ignore[index]
        elif move.type == "deal":
            if move.hands is not None:  # validate before anything changes
                self._check_explicit_hands([list(h) for h in move.hands], s.players)
            s.version += 1
            self._next_round(s, move, out)
        else:
            raise MalformedInput.at("move.type", f"unknown move type {move.type!r}",
                                    "unknown_move_type")

    def _play(self, s: KarnoeffelState, seat: int, card: int,
              out: Outcome[KarnoeffelState] | None) -> None:
        s.hands[seat] &= ~(1 << card)
        if s.face_up[seat] == card:
            s.face_up[seat] = None
        trick = s.trick
        trick.append((seat, card))
        if out is not None:
            out.events.append({"type": "card_played", "seat": seat,
                               "card": DECK.cards[card].code})
        if len(trick) < s.players:
            if out is not None:
                out.trick = TrickResult(s.trick_leader, self._cards(trick), False, None)
            return
        winner = trick_winner(trick, s.powers, s.any_suit)
        plays = tuple(trick)
        s.tricks.append((s.trick_leader, plays, winner))
        side = winner & 1
        s.tricks_won[side] += 1
        if out is not None:
            out.trick = TrickResult(s.trick_leader, self._cards(plays), True, winner)
            out.events.append({"type": "trick_won", "seat": winner, "side": side,
                               "trick": {"leader": s.trick_leader,
                                         "cards": [DECK.cards[c].code for _, c in plays]}})
        s.trick_leader = winner
        s.trick = []
        if s.tricks_won[side] >= TRICKS_TO_WIN:
            self._end_round(s, side, out)

    @staticmethod
    def _cards(plays: list[tuple[int, int]] | tuple[tuple[int, int], ...]
               ) -> list[tuple[int, Card]]:
        return [(p, DECK.cards[c]) for p, c in plays]

    def _end_round(self, s: KarnoeffelState, side: int,
                   out: Outcome[KarnoeffelState] | None) -> None:
        """§2.8: the side with 3 tricks scores 1; the match ends at `target`."""
        points = [0, 0]
        points[side] = 1
        s.scores[side] += 1
        s.hand_result = {"points": points, "winners": [side]}
        if out is not None:
            out.events.append({"type": "hand_won", "side": side, "points": 1})
            out.hand = HandResult(tuple(points), tuple(s.scores), (side,), "tricks")
        if s.scores[side] >= s.options.target:
            s.phase = "match_over"
            s.match_winners = [side]
            if out is not None:
                out.events.append({"type": "match_won", "side": side})
                out.match = MatchResult((side,))
        else:
            s.phase = "hand_over"

    def _next_round(self, s: KarnoeffelState, move: Move,
                    out: Outcome[KarnoeffelState] | None) -> None:
        if s.phase == "match_over":
            s.match_number += 1
            s.hand_number = 1
            s.scores = [0, 0]
        else:
            s.hand_number += 1
        s.dealer = s.forehand  # the leader of trick 1 of the round just played (§2.3)
        deal = Deal(hands=move.hands, seed=move.seed)
        self._start_round(s, deal)
        if out is not None:
            out.events.append({"type": "hand_dealt", "dealer": s.dealer,
                               "forehand": s.forehand, "hand_number": s.hand_number,
                               "match_number": s.match_number,
                               "chosen_suit": SUITS[s.chosen_suit],
                               "face_up": self._face_up_codes(s)})

    @staticmethod
    def _face_up_codes(s: KarnoeffelState) -> list[str | None]:
        return [None if c is None else DECK.cards[c].code for c in s.face_up]

    # ----- JSON codec -------------------------------------------------------------------
    def encode(self, state: KarnoeffelState) -> dict[str, Any]:
        s = state
        cards = DECK.cards
        return {
            "game": self.id,
            "options": self.options_json(s.options),
            "phase": s.phase,
            "to_act": self.to_act(s),
            "dealer": s.dealer,
            "forehand": s.forehand,
            "hand_number": s.hand_number,
            "match_number": s.match_number,
            "chosen_suit": SUITS[s.chosen_suit],
            "face_up": self._face_up_codes(s),
            "hands": [codes(h) for h in s.hands],
            "trick": {"leader": s.trick_leader,
                      "cards": [{"seat": p, "card": cards[c].code} for p, c in s.trick]},
            "tricks": [{"leader": leader,
                        "cards": [{"seat": p, "card": cards[c].code} for p, c in plays],
                        "winner": winner} for leader, plays, winner in s.tricks],
            "tricks_won": s.tricks_won[:],
            "scores": s.scores[:],
            "hand_result": (None if s.hand_result is None else
                            {"points": s.hand_result["points"][:],
                             "winners": s.hand_result["winners"][:]}),
            "match_winners": None if s.match_winners is None else s.match_winners[:],
            "seed": s.seed,
            "version": s.version,
        }

    def view(self, state: KarnoeffelState, seat: int | None) -> dict[str, Any]:
        """Own hand, plus the partner's when `partner_hands_visible` (4 players); the
        face-up cards are public (`face_up`); no seed."""
        n = state.players
        if seat is not None and (isinstance(seat, bool) or not 0 <= seat < n):
            raise MalformedInput.at("seat", f"seat {seat} is out of range 0..{n - 1}")
        data = self.encode(state)
        del data["seed"]
        visible: set[int] = set()
        if seat is not None:
            visible.add(seat)
            if n == 4 and state.options.partner_hands_visible:
                visible.add((seat + 2) % 4)
        data["hand_sizes"] = [len(h) for h in data["hands"]]
        data["hands"] = [h if p in visible else None for p, h in enumerate(data["hands"])]
        data["seat"] = seat
        return data

    def decode(self, data: Any) -> KarnoeffelState:
        return _Decoder(self).decode(data)


class _Decoder(StateReader):
    """Strict JSON → state: every field checked, then the whole for consistency."""

    REQUIRED = frozenset({"game", "options", "phase", "dealer", "hand_number",
                          "match_number", "chosen_suit", "face_up", "hands", "trick",
                          "tricks", "scores", "hand_result", "match_winners", "version"})
    # Derived fields: optional, but checked when present. A state without `seed` gets one.
    OPTIONAL = frozenset({"to_act", "forehand", "tricks_won", "seed"})

    def __init__(self, game: Karnoeffel) -> None:
        self.game = game

    def decode(self, data: Any) -> KarnoeffelState:
        g = self.game
        options = self.read_header(data, g.id, self.REQUIRED | self.OPTIONAL,
                                   KarnoeffelOptions, PRESETS, g.check_option_combination)
        missing = sorted(self.REQUIRED - set(data))
        if missing:
            raise InvalidState(f"state.{missing[0]}", "missing")
        self.use_deck(DECK)
        n = options.players
        s = object.__new__(KarnoeffelState)
        s.options = options
        s.players = n
        s.any_suit = options.power_loss_scope == "any_suit"
        s.phase = self.phase(data, PHASES)
        s.dealer = self.seat(data, "dealer", n)
        s.forehand = (s.dealer + 1) % n
        s.hand_number = self.integer(data, "hand_number", minimum=1)
        s.match_number = self.integer(data, "match_number", minimum=1)
        s.version = self.integer(data, "version", minimum=0)
        s.seed = self.seed(data)
        s.scores = self.int_list(data, "scores", 2)
        suit = data["chosen_suit"]
        if not isinstance(suit, str) or suit not in SUITS:
            raise InvalidState("state.chosen_suit", f"{suit!r} is not one of {list(SUITS)}")
        s.chosen_suit = SUITS.index(suit)
        s.powers = POWERS[s.chosen_suit]
        seen: Seen = {}
        s.hands = self.hands(data, n, seen)
        self.decode_tricks(s, data, n, seen)
        self.decode_face_up(s, data, n)
        self.decode_results(s, data)
        self.check_consistency(s, data)
        return s

    def plays(self, value: Any, path: str, leader: int, n: int, seen: Seen,
              complete: bool, first_trick: bool, devil: int) -> list[tuple[int, int]]:
        plays = self.trick_plays(value, path, leader, n, seen, complete)
        if first_trick and plays and plays[0][1] == devil:
            raise InvalidState(f"{path}[0].card", f"the Devil {DECK.cards[devil]} cannot "
                               "be led to trick 1")
        return plays

    def decode_tricks(self, s: KarnoeffelState, data: dict[str, Any], n: int,
                      seen: dict[int, str]) -> None:
        tricks = data["tricks"]
        if not isinstance(tricks, list):
            raise InvalidState("state.tricks", "must be a list")
        if len(tricks) > HAND_SIZE:
            raise InvalidState("state.tricks", f"a round has at most {HAND_SIZE} tricks")
        devil = DEVIL_INDEX[s.chosen_suit]
        s.tricks = []
        s.tricks_won = [0, 0]
        expected_leader = s.forehand
        for i, t in enumerate(tricks):
            path = f"state.tricks[{i}]"
            if not isinstance(t, dict) or set(t) != {"leader", "cards", "winner"}:
                raise InvalidState(path, "must be {leader, cards, winner}")
            if max(s.tricks_won) >= TRICKS_TO_WIN:
                raise InvalidState(path, "the round ended when a side took 3 tricks")
            leader = self.seat(t, "leader", n, f"{path}.leader")
            if leader != expected_leader:
                raise InvalidState(f"{path}.leader", f"seat {expected_leader} leads this trick")
            plays = self.plays(t["cards"], f"{path}.cards", leader, n, seen, True, i == 0,
                               devil)
            winner = trick_winner(plays, s.powers, s.any_suit)
            if t["winner"] != winner or isinstance(t["winner"], bool):
                raise InvalidState(f"{path}.winner", f"seat {winner} wins this trick")
            s.tricks.append((leader, tuple(plays), winner))
            s.tricks_won[side_of(winner)] += 1
            expected_leader = winner
        trick = data["trick"]
        if not isinstance(trick, dict) or set(trick) != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        s.trick_leader = self.seat(trick, "leader", n, "state.trick.leader")
        if s.trick_leader != expected_leader:
            raise InvalidState("state.trick.leader", f"seat {expected_leader} leads this trick")
        s.trick = self.plays(trick["cards"], "state.trick.cards", s.trick_leader, n, seen,
                             False, not s.tricks, devil)
        if len(s.trick) == n:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")

    def decode_face_up(self, s: KarnoeffelState, data: dict[str, Any], n: int) -> None:
        """Each face-up card is still in its seat's hand, or null once that seat has played
        it; and the chosen suit must follow from the face-up cards (§2.4)."""
        raw = data["face_up"]
        if not isinstance(raw, list) or len(raw) != n:
            raise InvalidState("state.face_up", f"must be a list of {n} cards or nulls")
        played: list[list[int]] = [[] for _ in range(n)]
        for _, plays, _ in s.tricks:
            for p, c in plays:
                played[p].append(c)
        for p, c in s.trick:
            played[p].append(c)
        s.face_up = []
        for p, code in enumerate(raw):
            path = f"state.face_up[{p}]"
            if code is None:
                if not played[p]:
                    raise InvalidState(path, f"seat {p} has not played yet, so its face-up "
                                       "card is still in its hand")
                s.face_up.append(None)
                continue
            card = self.card(code, path, None)
            if not s.hands[p] >> card & 1:
                raise InvalidState(path, f"{DECK.cards[card]} is not in seat {p}'s hand "
                                   "(a played face-up card is null)")
            s.face_up.append(card)
        # The face-up card of a seat whose entry is null is one of the cards it played.
        # The chosen suit is possible if some candidate decider of that suit is lower
        # (natural rank, then dealing order) than one candidate of every other seat.
        order = [(s.forehand + i) % n for i in range(n)]
        position = {p: i for i, p in enumerate(order)}

        def key(p: int, c: int) -> tuple[int, int]:
            return (_NATURAL[c], position[p])

        candidates = [played[p] if (up := s.face_up[p]) is None else [up] for p in range(n)]
        for q in range(n):
            for d in candidates[q]:
                if _CARD_SUIT[d] != s.chosen_suit:
                    continue
                low = key(q, d)
                if all(any(key(p, c) > low for c in candidates[p])
                       for p in range(n) if p != q):
                    return
        face = ", ".join("?" if c is None else DECK.cards[c].code for c in s.face_up)
        raise InvalidState("state.chosen_suit",
                           f"{SUITS[s.chosen_suit]} cannot be the chosen suit with the "
                           f"face-up cards {face} (the lowest face-up card decides)")

    def decode_results(self, s: KarnoeffelState, data: dict[str, Any]) -> None:
        hr = data["hand_result"]
        if hr is None:
            s.hand_result = None
        else:
            if not isinstance(hr, dict) or set(hr) != {"points", "winners"}:
                raise InvalidState("state.hand_result", "must be null or {points, winners}")
            points = self.int_list(hr, "points", 2, path="state.hand_result.points")
            winners = hr["winners"]
            if (not isinstance(winners, list) or len(winners) != 1
                    or winners[0] not in (0, 1) or isinstance(winners[0], bool)):
                raise InvalidState("state.hand_result.winners", "must be [side]")
            s.hand_result = {"points": points, "winners": list(winners)}
        mw = data["match_winners"]
        if mw is None:
            s.match_winners = None
        elif (isinstance(mw, list) and len(mw) == 1 and mw[0] in (0, 1)
              and not isinstance(mw[0], bool)):
            s.match_winners = list(mw)
        else:
            raise InvalidState("state.match_winners", "must be null or [side]")

    def check_consistency(self, s: KarnoeffelState, data: dict[str, Any]) -> None:
        phase, n, target = s.phase, s.players, s.options.target
        over = phase in ROUND_OVER
        decided = max(s.tricks_won) >= TRICKS_TO_WIN
        if over != decided:
            raise InvalidState("state.phase", "a side has 3 tricks: the round is over"
                               if decided else f"in phase {phase} a side has 3 tricks")
        if over and s.trick:
            raise InvalidState("state.trick.cards", "the round is over: the remaining cards "
                               "are not played")
        if over != (s.hand_result is not None):
            raise InvalidState("state.hand_result", "set exactly when the round is over")
        if (phase == "match_over") != (s.match_winners is not None):
            raise InvalidState("state.match_winners", "set exactly when the match is over")
        if s.hand_result is not None:
            side = s.tricks_won.index(max(s.tricks_won))
            points = [0, 0]
            points[side] = 1
            if s.hand_result["winners"] != [side] or s.hand_result["points"] != points:
                raise InvalidState("state.hand_result",
                                   f"side {side} took 3 tricks: points {points}, "
                                   f"winners [{side}]")
            if phase == "match_over" and s.match_winners != [side]:
                raise InvalidState("state.match_winners", f"must be [{side}]")
            reached = s.scores[side] >= target
            if reached != (phase == "match_over"):
                raise InvalidState("state.phase",
                                   f"side {side} has {s.scores[side]} points, target "
                                   f"{target}: the {'match' if reached else 'round'} is over")
        # Scores may be set freely (resuming a match scored on paper), but a live match
        # has no side at the target, and a finished one only its winner.
        for i, score in enumerate(s.scores):
            if score < 0:
                raise InvalidState(f"state.scores[{i}]", "a score is never negative")
            if score >= target and s.match_winners != [i]:
                raise InvalidState(f"state.scores[{i}]",
                                   f"side {i} has {score} points, target {target}: the "
                                   "match would be over and won by that side")
        played = [0] * n
        for p, _ in s.trick:
            played[p] = 1
        for p in range(n):
            want_size = HAND_SIZE - len(s.tricks) - played[p]
            if s.hands[p].bit_count() != want_size:
                raise InvalidState(f"state.hands[{p}]",
                                   f"seat {p} must hold {want_size} cards here, not "
                                   f"{s.hands[p].bit_count()}")
        for name, computed in (("to_act", self.game.to_act(s)), ("forehand", s.forehand),
                               ("tricks_won", s.tricks_won)):
            if name in data and data[name] != computed:
                raise InvalidState(f"state.{name}", f"must be {computed} in this state")


KARNOEFFEL = Karnoeffel()
