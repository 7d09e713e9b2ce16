"""Strict, pure JSON for Whist states: `encode`, and `decode`, which checks every field
and then the whole (card conservation, hand sizes, trick leaders and winners, follow-suit
history, trump, results). A state without ``seed`` is a 422, never a made-up seed."""

from __future__ import annotations

from typing import Any

from engine.cards import FRENCH_SUITS
from engine.codec import Seen, StateReader
from engine.dealing import MAX_SEED
from engine.errors import InvalidState
from engine.trick import Trick
from tests.whist.options import DECK, HAND_SIZE, PRESETS, WhistOptions
from tests.whist.rules import SUIT_MASKS, reveals_void, rotating_trump, suit_of, trick_winner
from tests.whist.scoring import hand_points, hand_winners, match_winners
from tests.whist.state import HAND_END_REASON, PHASES, PLAY, WhistState, side_of

CARDS = DECK.cards
FIELDS = frozenset({
    "game", "options", "phase", "to_act", "dealer", "hand_number", "match_number", "trump",
    "trump_card", "hands", "trick", "tricks", "tricks_won", "scores", "hand_result",
    "match_winners", "seed", "version"})


def to_act(s: WhistState) -> list[int]:
    return [s.to_play()] if s.phase == PLAY else [(s.dealer + 1) % 4]


def encode(s: WhistState) -> dict[str, Any]:
    def plays(leader: int, cards: Any) -> list[dict[str, Any]]:
        return [{"seat": (leader + k) % 4, "card": CARDS[c].code} for k, c in enumerate(cards)]

    return {
        "game": "whist",
        "options": {"target": s.options.target, "trump_rule": s.options.trump_rule},
        "phase": s.phase,
        "to_act": to_act(s),
        "dealer": s.dealer,
        "hand_number": s.hand_number,
        "match_number": s.match_number,
        "trump": FRENCH_SUITS[s.trump],
        "trump_card": None if s.trump_card is None else CARDS[s.trump_card].code,
        "hands": [DECK.codes(h) for h in s.hands],
        "trick": {"leader": s.leader, "cards": plays(s.leader, s.trick)},
        "tricks": [{"leader": t.leader, "cards": plays(t.leader, t.cards), "winner": t.winner}
                   for t in s.tricks],
        "tricks_won": s.tricks_won[:],
        "scores": s.scores[:],
        "hand_result": None if s.hand_points is None else {
            "points": list(s.hand_points), "winners": list(hand_winners(s.hand_points)),
            "reason": HAND_END_REASON},
        "match_winners": None if s.match_winners is None else list(s.match_winners),
        "seed": s.seed,
        "version": s.version,
    }


def decode(data: Any) -> WhistState:
    return _Decoder().decode(data)


class _Decoder(StateReader):
    def decode(self, data: Any) -> WhistState:
        options = self.read_header(data, "whist", FIELDS, WhistOptions, PRESETS,
                                   lambda _options: None)
        missing = sorted(FIELDS - set(data))
        if missing:
            raise InvalidState(f"state.{missing[0]}", "missing")
        self.use_deck(DECK)
        s = object.__new__(WhistState)
        s.options = options
        s.seed = self.integer(data, "seed", 0)
        if s.seed > MAX_SEED:
            raise InvalidState("state.seed", f"must be at most 2^53 ({MAX_SEED})")
        s.version = self.integer(data, "version", 0)
        s.phase = self.phase(data, PHASES)
        s.dealer = self.seat(data, "dealer", 4)
        s.hand_number = self.integer(data, "hand_number", 1)
        s.match_number = self.integer(data, "match_number", 1)
        trump = self.field(data, "trump", str)
        if trump not in FRENCH_SUITS:
            raise InvalidState("state.trump", f"{trump!r} is not one of {list(FRENCH_SUITS)}")
        s.trump = FRENCH_SUITS.index(trump)
        seen = Seen()
        s.hands = self.hands(data, 4, seen)
        trick = self.field(data, "trick", dict)
        if set(trick) != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        s.leader = self.seat(trick, "leader", 4, "state.trick.leader")
        plays = self.trick_plays(trick["cards"], "state.trick.cards", s.leader, 4, seen, False)
        if len(plays) == 4:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")
        s.trick = [c for _, c in plays]
        s.tricks = self._tricks(data, seen, s)
        if len(seen) != len(CARDS):
            absent = next(c.code for i, c in enumerate(CARDS) if i not in seen)
            raise InvalidState("state.hands", f"card {absent} is missing (52 cards: hands, "
                               "trick and tricks)")
        self._check_hand(data, s)
        raw = data["trump_card"]
        s.trump_card = None if raw is None else self.card(raw, "state.trump_card")
        self._check_trump(s)
        s.tricks_won = [sum(1 for t in s.tricks if side_of(t.winner) == side) for side in (0, 1)]
        if self.int_list(data, "tricks_won", 2) != s.tricks_won:
            raise InvalidState("state.tricks_won", f"must be {s.tricks_won} (the tricks taken)")
        s.scores = self.int_list(data, "scores", 2, 0)
        self._check_results(data, s)
        if not self.matches(data["to_act"], to_act(s)):
            raise InvalidState("state.to_act", f"must be {to_act(s)}")
        return s

    def _tricks(self, data: dict[str, Any], seen: Seen, s: WhistState
                ) -> list[Trick]:
        raw = self.field(data, "tricks", list)
        if len(raw) > HAND_SIZE:
            raise InvalidState("state.tricks", f"a hand has {HAND_SIZE} tricks")
        tricks: list[Trick] = []
        leader = (s.dealer + 1) % 4
        for k, item in enumerate(raw):
            path = f"state.tricks[{k}]"
            if not isinstance(item, dict) or set(item) != {"leader", "cards", "winner"}:
                raise InvalidState(path, "must be {leader, cards, winner}")
            if not self.matches(item["leader"], leader):
                raise InvalidState(f"{path}.leader", f"must be seat {leader} (the dealer's "
                                   "left, then the previous winner)")
            cards = tuple(c for _, c in self.trick_plays(item["cards"], f"{path}.cards",
                                                         leader, 4, seen, True))
            winner = trick_winner(cards, leader, s.trump)
            if not self.matches(item["winner"], winner):
                raise InvalidState(f"{path}.winner", f"seat {winner} wins this trick")
            tricks.append(Trick(leader, cards, winner))
            leader = winner
        if s.leader != leader:
            raise InvalidState("state.trick.leader", f"must be seat {leader}")
        return tricks

    def _check_hand(self, data: dict[str, Any], s: WhistState) -> None:
        """Hand sizes, phase and the follow-suit history agree with the tricks."""
        played = len(s.tricks)
        for seat in range(4):
            size = HAND_SIZE - played - (1 if (seat - s.leader) % 4 < len(s.trick) else 0)
            if s.hands[seat].bit_count() != size:
                raise InvalidState(f"state.hands[{seat}]", f"must hold {size} cards")
        over = played == HAND_SIZE
        if over == (s.phase == PLAY):
            raise InvalidState("state.phase", "hand_over or match_over exactly when 13 "
                               "tricks are played")
        voids: list[set[int]] = [set(), set(), set(), set()]
        for t in [*s.tricks, Trick(s.leader, tuple(s.trick), -1)]:
            for seat, card in t.plays(4):
                if suit_of(card) in voids[seat]:
                    raise InvalidState("state.tricks", f"seat {seat} played {CARDS[card]} "
                                       "after failing to follow that suit")
                void = reveals_void(card, t.cards[0])
                if void is not None:
                    voids[seat].add(void)
        for seat in range(4):
            for suit in voids[seat]:
                if s.hands[seat] & SUIT_MASKS[suit]:
                    raise InvalidState(f"state.hands[{seat}]", f"holds a {FRENCH_SUITS[suit]}"
                                       " card after failing to follow that suit")

    def _check_trump(self, s: WhistState) -> None:
        if s.options.trump_rule == "rotate":
            if s.trump != rotating_trump(s.hand_number) or s.trump_card is not None:
                raise InvalidState("state.trump", f"trump_rule rotate: hand {s.hand_number} "
                                   f"is played in {FRENCH_SUITS[rotating_trump(s.hand_number)]}"
                                   " and trump_card is null")
            return
        card = s.trump_card
        if card is None or suit_of(card) != s.trump:
            raise InvalidState("state.trump_card", "trump_rule turn_up: the turned-up card, "
                               "of the trump suit")
        dealer_played = any(t.card_of(s.dealer, 4) == card
                            for t in [*s.tricks, Trick(s.leader, tuple(s.trick), -1)])
        if not (s.hands[s.dealer] >> card & 1 or dealer_played):
            raise InvalidState("state.trump_card", "the turned-up card is the dealer's")

    def _check_results(self, data: dict[str, Any], s: WhistState) -> None:
        winners = match_winners(s.scores, s.options.target)
        if (s.phase == "match_over") != (winners is not None):
            raise InvalidState("state.phase", "match_over exactly when a side has reached "
                               "the target")
        s.match_winners = winners
        raw_winners = self.winners(data, "match_winners", 2)
        if raw_winners != (None if winners is None else list(winners)):
            raise InvalidState("state.match_winners", f"must be "
                               f"{None if winners is None else list(winners)}")
        s.hand_points = None if s.phase == PLAY else hand_points(s.tricks_won)
        expected = None if s.hand_points is None else {
            "points": list(s.hand_points), "winners": list(hand_winners(s.hand_points)),
            "reason": HAND_END_REASON}
        if data["hand_result"] != expected:
            raise InvalidState("state.hand_result", f"must be {expected}")
