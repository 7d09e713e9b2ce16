"""Karnöffel's JSON state: `encode`, and `decode`, strict and pure (the same JSON always
gives the same state; a state without ``seed`` is refused, never given a made-up one).

State fields beyond the common ones: ``forehand`` (leads trick 1; next dealer),
``match_number``, ``chosen_suit``, ``face_up`` (per seat the face-up card while it is
still in the hand, else null; public in every view), ``tricks_won`` (per side, or per
seat with 2 players), ``hand_result`` ({points, winners} once the round is over) and
``match_winners``. ``to_act``, ``forehand`` and ``tricks_won`` are derived: optional in a
posted state, checked when present.

Scores may be set freely in a posted state (resuming a match scored on paper), within
what can occur: non-negative, below ``target`` while the match is live; a finished match
has exactly one side at or above it, the winner of its last round.
"""

from __future__ import annotations

import json
from typing import Any

from engine.cards import mask_bits
from engine.codec import Seen, StateReader
from engine.errors import InvalidState
from engine.options import options_to_json
from engine.trick import Trick

from .options import PRESETS, KarnoeffelOptions, check_option_combination
from .play import CODES, face_up_codes
from .rules import CARD_SUIT, DEVIL_INDEX, NATURAL, POWERS, legal_cards, to_act, trick_winner
from .scoring import round_points, round_winner
from .state import (
    DECK,
    HAND_SIZE,
    MATCH_OVER,
    PHASES,
    ROUND_OVER,
    SIDES,
    SUITS,
    KarnoeffelState,
    side_of,
)

TRICK_FIELDS = frozenset({"leader", "cards", "winner"})
GAME_ID = "karnoeffel"


def encode(s: KarnoeffelState) -> dict[str, Any]:
    n = s.players
    return {
        "game": GAME_ID,
        "options": options_to_json(s.options),
        "phase": s.phase,
        "to_act": to_act(s),
        "dealer": s.dealer,
        "forehand": s.forehand,
        "hand_number": s.hand_number,
        "match_number": s.match_number,
        "chosen_suit": SUITS[s.chosen_suit],
        "face_up": face_up_codes(s),
        "hands": [DECK.codes(h) for h in s.hands],
        "trick": {"leader": s.trick_leader, "cards": _plays_json(s.trick_leader, s.trick, n)},
        "tricks": [{"leader": t.leader, "cards": _plays_json(t.leader, t.cards, n),
                    "winner": t.winner} for t in s.tricks],
        "tricks_won": s.tricks_won[:],
        "scores": s.scores[:],
        "hand_result": hand_result_json(s),
        "match_winners": match_winners_json(s),
        "seed": s.seed,
        "version": s.version,
    }


def hand_result_json(s: KarnoeffelState) -> dict[str, Any] | None:
    side = round_winner(s)
    return None if side is None else {"points": list(round_points(side)), "winners": [side]}


def match_winners_json(s: KarnoeffelState) -> list[int] | None:
    side = round_winner(s)
    return [side] if s.phase == MATCH_OVER and side is not None else None


def _plays_json(leader: int, cards: list[int] | tuple[int, ...], n: int
                ) -> list[dict[str, Any]]:
    return [{"seat": (leader + k) % n, "card": CODES[c]} for k, c in enumerate(cards)]


_SCALARS = (int, str, type(None))  # bool is a type of its own: True is not 1 here


def _same(value: Any, expected: Any) -> bool:
    """JSON equality that tells ``true`` from ``1``. The common cases (a seat, a list of
    seats or counts) are compared directly; anything else as sorted-key JSON."""
    if type(value) is type(expected):
        if type(value) in _SCALARS:
            return bool(value == expected)
        if type(value) is list and len(value) == len(expected) and all(
                type(a) is type(b) and type(a) in _SCALARS
                for a, b in zip(value, expected, strict=True)):
            return bool(value == expected)
    return json.dumps(value, sort_keys=True) == json.dumps(expected, sort_keys=True)


def decode(data: Any) -> KarnoeffelState:
    return _Decoder().decode(data)


class _Decoder(StateReader):
    """Strict JSON → state: every field checked, then the whole for consistency."""

    REQUIRED = frozenset({"game", "options", "phase", "dealer", "hand_number",
                          "match_number", "chosen_suit", "face_up", "hands", "trick",
                          "tricks", "scores", "hand_result", "match_winners", "seed",
                          "version"})
    DERIVED = frozenset({"to_act", "forehand", "tricks_won"})  # optional, checked if there
    FIELDS = REQUIRED | DERIVED
    played: list[int]  # per seat, the mask of the cards it played this round

    def decode(self, data: Any) -> KarnoeffelState:
        options: KarnoeffelOptions = self.read_header(
            data, GAME_ID, self.FIELDS, KarnoeffelOptions, PRESETS, check_option_combination)
        if not data.keys() >= self.REQUIRED:
            missing = sorted(self.REQUIRED - set(data))
            raise InvalidState(f"state.{missing[0]}", "missing")
        self.use_deck(DECK)
        n = options.players
        s = KarnoeffelState.blank(options, self.seed(data))
        s.phase = self.phase(data, PHASES)
        s.dealer = self.seat(data, "dealer", n)
        s.forehand = (s.dealer + 1) % n
        s.hand_number, s.match_number, s.version = self.counters(data)
        s.scores = self.int_list(data, "scores", SIDES)
        suit = data["chosen_suit"]
        if not isinstance(suit, str) or suit not in SUITS:
            raise InvalidState("state.chosen_suit", f"{suit!r} is not one of {list(SUITS)}")
        s.chosen_suit = SUITS.index(suit)
        s.powers = POWERS[s.chosen_suit]
        seen = Seen()
        s.hands = self.hands(data, n, seen)
        self.decode_tricks(s, data, n, seen)
        self.decode_face_up(s, data, n)
        self.check_consistency(s, data)
        return s

    def cards(self, value: Any, path: str, leader: int, n: int, seen: Seen,
              complete: bool, first_trick: bool, chosen_suit: int) -> list[int]:
        cards, _ = self.trick_cards(value, path, leader, n, seen, complete, self.played)
        if first_trick and cards and not legal_cards(1 << cards[0], True, chosen_suit):
            devil = DECK.cards[DEVIL_INDEX[chosen_suit]]
            raise InvalidState(f"{path}[0].card", f"the Devil {devil} cannot be led to "
                               "trick 1")
        return cards

    def decode_tricks(self, s: KarnoeffelState, data: dict[str, Any], n: int,
                      seen: Seen) -> None:
        tricks = data["tricks"]
        if not isinstance(tricks, list):
            raise InvalidState("state.tricks", "must be a list")
        if len(tricks) > HAND_SIZE:
            raise InvalidState("state.tricks", f"a round has at most {HAND_SIZE} tricks")
        s.tricks = []
        s.tricks_won = [0] * SIDES
        self.played = [0] * n
        expected_leader = s.forehand
        for i, t in enumerate(tricks):
            # the paths are built only for an error, or for the cards (where they are kept)
            if not isinstance(t, dict) or t.keys() != TRICK_FIELDS:
                raise InvalidState(f"state.tricks[{i}]", "must be {leader, cards, winner}")
            if round_winner(s) is not None:
                raise InvalidState(f"state.tricks[{i}]", "the round ended when a side took 3 "
                                   "tricks")
            leader = t["leader"]
            if type(leader) is not int or not 0 <= leader < n:
                leader = self.seat(t, "leader", n, f"state.tricks[{i}].leader")
            if leader != expected_leader:
                raise InvalidState(f"state.tricks[{i}].leader", f"seat {expected_leader} "
                                   "leads this trick")
            cards = self.cards(t["cards"], f"state.tricks[{i}].cards", leader, n, seen, True,
                               i == 0, s.chosen_suit)
            winner = trick_winner(leader, cards, s.powers, s.any_suit, n)
            if not _same(t["winner"], winner):
                raise InvalidState(f"state.tricks[{i}].winner", f"seat {winner} wins this "
                                   "trick")
            s.tricks.append(Trick(leader, tuple(cards), winner))
            s.tricks_won[side_of(winner)] += 1
            expected_leader = winner
        trick = data["trick"]
        if not isinstance(trick, dict) or trick.keys() != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        s.trick_leader = self.seat(trick, "leader", n, "state.trick.leader")
        if s.trick_leader != expected_leader:
            raise InvalidState("state.trick.leader", f"seat {expected_leader} leads this trick")
        s.trick = self.cards(trick["cards"], "state.trick.cards", s.trick_leader, n, seen,
                             False, not s.tricks, s.chosen_suit)
        if len(s.trick) == n:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")

    def decode_face_up(self, s: KarnoeffelState, data: dict[str, Any], n: int) -> None:
        """Each face-up card is still in its seat's hand, or null once that seat has played
        it; and the chosen suit must follow from the face-up cards (§2.4)."""
        raw = data["face_up"]
        if not isinstance(raw, list) or len(raw) != n:
            raise InvalidState("state.face_up", f"must be a list of {n} cards or nulls")
        played = self.played  # per seat, the mask of the cards it played this round
        s.face_up = []
        for p, code in enumerate(raw):
            if code is None:
                if not played[p]:
                    raise InvalidState(f"state.face_up[{p}]", f"seat {p} has not played "
                                       "yet, so its face-up card is still in its hand")
                s.face_up.append(None)
                continue
            card = self.codes.get(code) if type(code) is str else None
            if card is None:
                card = self.card(code, f"state.face_up[{p}]", None)
            if not s.hands[p] >> card & 1:
                raise InvalidState(f"state.face_up[{p}]", f"{DECK.cards[card]} is not in "
                                   f"seat {p}'s hand (a played face-up card is null)")
            s.face_up.append(card)
        # The face-up card of a seat whose entry is null is one of the cards it played.
        # The chosen suit is possible if some candidate decider of that suit is lower
        # (natural rank, then dealing order) than one candidate of every other seat, that
        # is, lower than the highest candidate of each other seat.
        order = [(s.forehand + i) % n for i in range(n)]
        position = {p: i for i, p in enumerate(order)}
        candidates = [mask_bits(played[p]) if (up := s.face_up[p]) is None else [up]
                      for p in range(n)]
        highest = [max((NATURAL[c], position[p]) for c in candidates[p]) for p in range(n)]
        for q in range(n):
            beats = min(highest[p] for p in range(n) if p != q)
            for d in candidates[q]:
                if CARD_SUIT[d] == s.chosen_suit and (NATURAL[d], position[q]) < beats:
                    return
        face = ", ".join("?" if c is None else CODES[c] for c in s.face_up)
        raise InvalidState("state.chosen_suit",
                           f"{SUITS[s.chosen_suit]} cannot be the chosen suit with the "
                           f"face-up cards {face} (the lowest face-up card decides)")

    def check_consistency(self, s: KarnoeffelState, data: dict[str, Any]) -> None:
        phase, n, target = s.phase, s.players, s.options.target
        over = phase in ROUND_OVER
        side = round_winner(s)
        if over != (side is not None):
            raise InvalidState("state.phase", "a side has 3 tricks: the round is over"
                               if side is not None else f"in phase {phase} a side has "
                               "3 tricks")
        if over and s.trick:
            raise InvalidState("state.trick.cards", "the round is over: the remaining cards "
                               "are not played")
        for name, computed in (("hand_result", hand_result_json(s)),
                               ("match_winners", match_winners_json(s))):
            if not _same(data[name], computed):
                raise InvalidState(f"state.{name}", f"must be {json.dumps(computed)} here "
                                   "(set exactly when the round, the match is over)")
        if side is not None:
            reached = s.scores[side] >= target
            if reached != (phase == MATCH_OVER):
                raise InvalidState("state.phase",
                                   f"side {side} has {s.scores[side]} points, target "
                                   f"{target}: the {'match' if reached else 'round'} is over")
        # Scores may be set freely (resuming a match scored on paper), but a live match
        # has no side at the target, and a finished one only its winner.
        winners = match_winners_json(s)
        for i, score in enumerate(s.scores):
            if score < 0:
                raise InvalidState(f"state.scores[{i}]", "a score is never negative")
            if score >= target and winners != [i]:
                raise InvalidState(f"state.scores[{i}]",
                                   f"side {i} has {score} points, target {target}: the "
                                   "match would be over and won by that side")
        played = [0] * n
        for k in range(len(s.trick)):
            played[(s.trick_leader + k) % n] = 1
        for p in range(n):
            want_size = HAND_SIZE - len(s.tricks) - played[p]
            if s.hands[p].bit_count() != want_size:
                raise InvalidState(f"state.hands[{p}]",
                                   f"seat {p} must hold {want_size} cards here, not "
                                   f"{s.hands[p].bit_count()}")
        for name, derived in (("to_act", to_act(s)), ("forehand", s.forehand),
                              ("tricks_won", s.tricks_won)):
            if name in data and not _same(data[name], derived):
                raise InvalidState(f"state.{name}", f"must be {derived} in this state")
