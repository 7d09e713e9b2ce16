"""Watten state ⇄ JSON: `encode`, the per-seat `view`, and a strict `decode` that rejects
every state that cannot occur, naming the path and the reason."""

from __future__ import annotations

from typing import Any

import engine.games.watten.rules as rules
from engine.codec import Seen, StateReader
from engine.errors import InvalidState
from engine.games.watten.options import PRESETS, WattenOptions, check_combination
from engine.games.watten.ranking import (
    BAVARIAN_DECK,
    DECK,
    HAND_SIZE,
    RANKS,
    SUITS,
    TRICKS_TO_WIN,
    TYROLEAN_DECK,
    WELI_RANK,
    cached_strength,
    winning_card,
)
from engine.games.watten.scoring import end_hand
from engine.games.watten.state import (
    HAND_END_REASONS,
    OVER,
    PHASES,
    PRE_PLAY,
    SWAP_STATES,
    TENSE_CHOICES,
    WattenState,
)
from engine.options import options_to_json
from engine.results import HandResult
from engine.trick import Trick

TRICK_FIELDS = frozenset({"leader", "cards", "winner"})
GAME_ID = "watten"
FIELDS = frozenset({
    "game", "options", "phase", "to_act", "dealer", "forehand", "hand_number", "match_number",
    "hands", "trick", "tricks", "tricks_won", "sides", "scores", "bummerl", "schlag", "trump",
    "stake", "raise", "tense", "tense_choice", "redeal", "swap", "tok_called", "cut",
    "out_of_play", "hand_result", "match_winners", "seed", "version",
})
DERIVED = ("to_act", "tricks_won", "sides", "tense")


def _plays(plays: Any) -> list[dict[str, Any]]:
    return [{"seat": p, "card": DECK.cards[c].code} for p, c in plays]


def _trick_cards(leader: int, cards: Any, n: int) -> list[dict[str, Any]]:
    return [{"seat": (leader + k) % n, "card": DECK.cards[c].code} for k, c in enumerate(cards)]


def encode(s: WattenState) -> dict[str, Any]:
    n = s.options.players
    hr = s.hand_result
    return {
        "game": GAME_ID,
        "options": options_to_json(s.options),
        "phase": s.phase,
        "to_act": rules.to_act(s),
        "dealer": s.dealer,
        "forehand": s.forehand,
        "hand_number": s.hand_number,
        "match_number": s.match_number,
        "hands": [DECK.codes(h) for h in s.hands],
        "trick": {"leader": s.trick_leader, "cards": _trick_cards(s.trick_leader, s.trick, n)},
        "tricks": [{"leader": t.leader, "cards": _trick_cards(t.leader, t.cards, n),
                    "winner": t.winner} for t in s.tricks],
        "tricks_won": s.tricks_won[:],
        "sides": [rules.members(s, 0), rules.members(s, 1)],
        "scores": s.scores[:],
        "bummerl": s.bummerl[:],
        "schlag": s.schlag,
        "trump": s.trump,
        "stake": s.stake,
        "raise": {"pending": (None if s.pending_raise is None else
                              {"seat": s.pending_raise[0], "side": s.pending_raise[1]}),
                  "last_raiser": s.last_raiser},
        "tense": [rules.unit_tense(s, u) for u in range(len(s.scores))],
        "tense_choice": s.tense_choice,
        "redeal": {"requested_by": s.redeal_requested_by, "count": s.redeal_count,
                   "refused": s.redeal_refused},
        "swap": s.swap,
        "tok_called": s.tok_called,
        "cut": {"turn": s.cut_turn,
                "peek": None if s.cut_peek is None else DECK.cards[s.cut_peek].code,
                "taken": _plays(s.cut_taken),
                "left": None if s.cut_left is None else _plays([s.cut_left])[0]},
        "out_of_play": _plays(s.out_of_play),
        "hand_result": (None if hr is None else
                        {"points": list(hr.points), "winners": list(hr.winners),
                         "reason": hr.reason}),
        "match_winners": None if s.match_winners is None else list(s.match_winners),
        "seed": s.seed,
        "version": s.version,
    }


def decode(data: Any) -> WattenState:
    """Strict and pure: the same JSON gives the same state, or InvalidState naming the
    path (a state without ``seed`` is refused, never given a made-up one)."""
    return _Decoder().decode(data)


class _Decoder(StateReader):
    """Strict JSON → state: every field checked, then the whole for consistency."""

    def __init__(self) -> None:
        self.seen = Seen()

    def decode(self, data: Any) -> WattenState:
        options = self.read_header(data, GAME_ID, FIELDS, WattenOptions, PRESETS,
                                   check_combination)
        self.use_deck(TYROLEAN_DECK if options.variant == "tyrolean" else BAVARIAN_DECK,
                      DECK.index)
        n = options.players
        units = rules.num_units(options)
        s = object.__new__(WattenState)
        s.options = options
        s.phase = self.phase(data, PHASES)
        s.dealer = self.seat(data, "dealer", n)
        s.forehand = self.seat(data, "forehand", n)
        if s.forehand != (s.dealer + 1) % n:
            raise InvalidState("state.forehand", "must be the seat left of the dealer")
        s.hand_number, s.match_number, s.version = self.counters(data)
        s.seed = self.seed(data)
        s.scores = self.int_list(data, "scores", units)
        s.bummerl = self.int_list(data, "bummerl", units, minimum=0)
        s.stake = self.integer(data, "stake", minimum=2)
        ranks = (*RANKS, WELI_RANK) if options.variant == "tyrolean" else RANKS
        s.schlag = self.optional_choice(data, "schlag", ranks)
        s.trump = self.optional_choice(data, "trump", SUITS)
        s.swap = self.field(data, "swap", str)
        if s.swap not in SWAP_STATES:
            raise InvalidState("state.swap", f"must be one of {list(SWAP_STATES)}")
        s.tok_called = self.field(data, "tok_called", bool)
        s.tense_choice = self.optional_choice(data, "tense_choice", TENSE_CHOICES)
        self.decode_raise(s, data, n)
        self.decode_redeal(s, data, n)
        s.hands = self.hands(data, n, self.seen)
        self.decode_tricks(s, data, n)
        self.decode_cut(s, data, n)
        self.decode_results(s, data, units)
        self.check_consistency(s, data)
        return s

    @staticmethod
    def side(value: Any, path: str) -> int:
        if type(value) is not int or value not in (0, 1):
            raise InvalidState(path, "must be a side, 0 or 1")
        return value

    # --- parts ---
    def decode_raise(self, s: WattenState, data: dict[str, Any], n: int) -> None:
        r = data.get("raise")
        if not isinstance(r, dict) or r.keys() != {"pending", "last_raiser"}:
            raise InvalidState("state.raise", "must be {pending, last_raiser}")
        pending = r["pending"]
        if pending is None:
            s.pending_raise = None
        else:
            if not isinstance(pending, dict) or pending.keys() != {"seat", "side"}:
                raise InvalidState("state.raise.pending", "must be null or {seat, side}")
            seat = self.seat(pending, "seat", n, "state.raise.pending.seat")
            side = self.side(pending["side"], "state.raise.pending.side")
            if rules.side_of(s, seat) != side:
                raise InvalidState("state.raise.pending.side", f"seat {seat} is on side "
                                   f"{rules.side_of(s, seat)}")
            s.pending_raise = (seat, side)
        last = r["last_raiser"]
        s.last_raiser = None if last is None else self.side(last, "state.raise.last_raiser")

    def decode_redeal(self, s: WattenState, data: dict[str, Any], n: int) -> None:
        r = data.get("redeal")
        if not isinstance(r, dict) or r.keys() != {"requested_by", "count", "refused"}:
            raise InvalidState("state.redeal", "must be {requested_by, count, refused}")
        req = r["requested_by"]
        s.redeal_requested_by = (None if req is None else
                                 self.seat(r, "requested_by", n, "state.redeal.requested_by"))
        s.redeal_count = self.integer(r, "count", 0, "state.redeal.count")
        s.redeal_refused = self.field(r, "refused", bool, "state.redeal.refused")

    def decode_tricks(self, s: WattenState, data: dict[str, Any], n: int) -> None:
        tricks = data.get("tricks")
        if not isinstance(tricks, list):
            raise InvalidState("state.tricks", "must be a list")
        if len(tricks) > HAND_SIZE:
            raise InvalidState("state.tricks", f"a hand has at most {HAND_SIZE} tricks")
        opts = s.options
        s.strength = (None if s.schlag is None or s.trump is None else
                      cached_strength(s.schlag, s.trump, opts.criticals, opts.variant,
                                      opts.tyrol_guate))
        if tricks and s.strength is None:
            raise InvalidState("state.tricks", "no trick before Schlag and trump are named")
        s.tricks = []
        s.tricks_won = [0, 0]
        expected_leader = s.forehand
        strength = s.strength
        side_of = rules.side_of
        for i, t in enumerate(tricks):
            # the paths are built only for an error, or for the cards (where they are kept)
            if not isinstance(t, dict) or t.keys() != TRICK_FIELDS:
                raise InvalidState(f"state.tricks[{i}]", "must be {leader, cards, winner}")
            leader = t["leader"]
            if type(leader) is not int or not 0 <= leader < n:
                leader = self.seat(t, "leader", n, f"state.tricks[{i}].leader")
            if leader != expected_leader:
                raise InvalidState(f"state.tricks[{i}].leader", f"seat {expected_leader} "
                                   "leads this trick")
            cards, _ = self.trick_cards(t["cards"], f"state.tricks[{i}].cards", leader, n,
                                        self.seen, complete=True)
            assert strength is not None
            winner = (leader + winning_card(cards, strength)) % n
            if type(t["winner"]) is not int or t["winner"] != winner:
                raise InvalidState(f"state.tricks[{i}].winner", f"seat {winner} wins this "
                                   "trick")
            if max(s.tricks_won) >= TRICKS_TO_WIN:
                raise InvalidState(f"state.tricks[{i}]", "the hand ended when a side took 3 "
                                   "tricks")
            s.tricks.append(Trick(leader, tuple(cards), winner))
            s.tricks_won[side_of(s, winner)] += 1
            expected_leader = winner
        trick = data.get("trick")
        if not isinstance(trick, dict) or trick.keys() != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        s.trick_leader = self.seat(trick, "leader", n, "state.trick.leader")
        if s.trick_leader != expected_leader:
            raise InvalidState("state.trick.leader", f"seat {expected_leader} leads this trick")
        s.trick, _ = self.trick_cards(trick["cards"], "state.trick.cards", s.trick_leader, n,
                                      self.seen, complete=False)
        if len(s.trick) == n:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")

    def decode_cut(self, s: WattenState, data: dict[str, Any], n: int) -> None:
        opts = s.options
        cut = data.get("cut")
        if not isinstance(cut, dict) or cut.keys() != {"turn", "peek", "taken", "left"}:
            raise InvalidState("state.cut", "must be {turn, peek, taken, left}")
        s.cut_turn = (None if cut["turn"] is None else
                      self.seat(cut, "turn", n, "state.cut.turn"))
        s.cut_peek = (None if cut["peek"] is None else
                      self.card(cut["peek"], "state.cut.peek", self.seen))
        s.cut_taken = self.seat_cards(cut["taken"], "state.cut.taken", n, None)
        s.cut_left = None
        if cut["left"] is not None:
            (s.cut_left,) = self.seat_cards([cut["left"]], "state.cut.left", n, self.seen)
        s.out_of_play = self.seat_cards(data.get("out_of_play"), "state.out_of_play", n, self.seen)
        if (s.cut_taken or s.cut_left or s.cut_turn is not None) and opts.schlecken == "off":
            raise InvalidState("state.cut", "no Schlecken with schlecken off")
        cutter, dealer = rules.cutter(s), s.dealer
        for k, (seat, card) in enumerate(s.cut_taken):
            path = f"state.cut.taken[{k}]"
            if seat not in (cutter, dealer):
                raise InvalidState(f"{path}.seat", "only the cutter and the dealer take cards")
            if not (s.hands[seat] >> card & 1 or card in s.played_by(seat)):
                raise InvalidState(f"{path}.card", f"seat {seat} took it: it must be in "
                                   "that hand or played by that seat")
        takes = [seat for seat, _ in s.cut_taken]
        if (len(takes) > 3 or takes.count(cutter) > 2 or (cutter != dealer
                and takes.count(dealer) > 1) or (opts.schlecken == "cutter_only"
                and (len(takes) > 1 or (dealer in takes and cutter != dealer)))):
            raise InvalidState("state.cut.taken", "too many cards taken at the cut")
        if s.out_of_play and (opts.variant != "tyrolean" or any(
                p not in (s.forehand, dealer) for p, _ in s.out_of_play)
                or len(s.out_of_play) != 2 * HAND_SIZE * s.redeal_count):
            raise InvalidState("state.out_of_play", "only the Tyrolean redeal discards the "
                               "forehand's and the dealer's hands")

    def decode_results(self, s: WattenState, data: dict[str, Any], units: int) -> None:
        hr = data.get("hand_result", "missing")
        if hr is None:
            s.hand_result = None
        else:
            if (not isinstance(hr, dict) or hr.keys() != {"points", "winners", "reason"}
                    or hr["reason"] not in HAND_END_REASONS):
                raise InvalidState("state.hand_result",
                                   "must be null or {points, winners, reason}")
            points = self.int_list(hr, "points", units, path="state.hand_result.points")
            winners = hr["winners"]
            if (not isinstance(winners, list) or not winners
                    or any(type(w) is not int or w not in range(units) for w in winners)):
                raise InvalidState("state.hand_result.winners", "must be a list of the "
                                   "winning side's teams or seats")
            s.hand_result = HandResult(tuple(points), tuple(s.scores), tuple(winners),
                                       hr["reason"])
        winners = self.winners(data, "match_winners", units)
        s.match_winners = None if winners is None else tuple(winners)

    def check_consistency(self, s: WattenState, data: dict[str, Any]) -> None:
        phase, n = s.phase, s.options.players
        named = (s.schlag is not None, s.trump is not None)
        if phase in PRE_PLAY:
            want = (phase == "call_suit", False)
            if named != want:
                raise InvalidState("state.schlag" if named[0] != want[0] else "state.trump",
                                   f"in phase {phase} the Schlag is "
                                   f"{'named' if want[0] else 'not named yet'} and the trump "
                                   "is not named yet")
            if s.tricks or s.trick:
                raise InvalidState("state.trick", f"no card is played in phase {phase}")
        elif phase in ("play", "tense_choice") and named != (True, True):
            raise InvalidState("state.trump", f"in phase {phase} Schlag and trump are named")
        if (phase == "cut") != (s.cut_turn is not None) or (s.cut_turn is None) != (
                s.cut_peek is None):
            raise InvalidState("state.cut.turn", "a cut card is looked at exactly in phase cut")
        if phase == "cut" and s.cut_turn not in (rules.cutter(s), s.dealer):
            raise InvalidState("state.cut.turn", "the cutter or the dealer looks at the card")
        if (phase == "tense_choice") != (s.tense_choice == "pending"):
            raise InvalidState("state.tense_choice", "'pending' exactly in phase tense_choice")
        if phase == "tense_choice" and (s.options.tense_mode != "pagat"
                                        or len(rules.tense_sides(s)) != 1):
            raise InvalidState("state.phase", "a tense choice needs tense_mode pagat and "
                               "exactly one tense side")
        if (s.tricks or s.trick) and s.tense_choice == "pending":
            raise InvalidState("state.tense_choice", "the choice is made before the first lead")
        hand_over = phase in OVER
        if hand_over != (s.hand_result is not None):
            raise InvalidState("state.hand_result", "set exactly when the hand is over")
        if (phase == "match_over") != (s.match_winners is not None):
            raise InvalidState("state.match_winners", "set exactly when the match is over")
        if not hand_over and max(s.tricks_won) >= TRICKS_TO_WIN:
            raise InvalidState("state.phase", "a side has 3 tricks: the hand is over")
        if s.hand_result is not None and s.hand_result.reason == "tricks":
            first = s.hand_result.winners[0]
            side = rules.side_of(s, first) if n == 3 else first
            if s.tricks_won[side] < TRICKS_TO_WIN:
                raise InvalidState("state.hand_result", f"side {side} did not take 3 tricks")
        if s.pending_raise is not None and phase not in ("play", "call_rank", "call_suit"):
            raise InvalidState("state.raise.pending", "no raise can be pending in this phase")
        if (s.redeal_requested_by is not None) != (phase == "redeal_answer"):
            raise InvalidState("state.redeal.requested_by",
                               "set exactly in phase redeal_answer")
        if s.redeal_requested_by not in (None, s.forehand, s.dealer):
            raise InvalidState("state.redeal.requested_by",
                               "only the forehand or the dealer asks for a redeal")
        if (s.swap == "offered") != (phase == "swap_answer"):
            raise InvalidState("state.swap", "'offered' exactly in phase swap_answer")
        if s.tok_called:
            first_lead = s.tricks[0].cards[0] if s.tricks else (s.trick[0] if s.trick else None)
            if s.options.tok_mode != "on_call" or first_lead is None \
                    or first_lead != rules.hauptschlag(s):
                raise InvalidState("state.tok_called", "Trumpf oder Kritisch is called only "
                                   "with tok_mode on_call, by leading the Hauptschlag to "
                                   "trick 1")
        self.check_scoring(s)
        played = [0] * n
        for k in range(len(s.trick)):
            played[(s.trick_leader + k) % n] = 1
        for p in range(n):
            if phase == "cut":
                want_mask = sum(1 << c for seat, c in s.cut_taken if seat == p)
                if s.hands[p] != want_mask:
                    raise InvalidState(f"state.hands[{p}]", "during the cut a hand holds only "
                                       "the cards its seat took")
                continue
            want_size = HAND_SIZE - len(s.tricks) - played[p]
            if s.hands[p].bit_count() != want_size:
                raise InvalidState(f"state.hands[{p}]",
                                   f"seat {p} must hold {want_size} cards here, not "
                                   f"{s.hands[p].bit_count()}")
        computed = {"to_act": rules.to_act(s), "tricks_won": s.tricks_won,
                    "sides": [rules.members(s, 0), rules.members(s, 1)],
                    "tense": [rules.unit_tense(s, u) for u in range(len(s.scores))]}
        for name in DERIVED:
            if name in data and not self.matches(data[name], computed[name]):
                raise InvalidState(f"state.{name}", f"must be {computed[name]} in this state")

    @staticmethod
    def check_hand_value(s: WattenState) -> None:
        """The hand result is what scoring the hand gives (§1.11, §1.5): the winners score
        the value of the hand as it stood (the stake, less one for a side that is not
        tense under ``tense_value_applies_to: tense_side_only``; 2 for a pagat
        concession), a false Schlecken claim costs its penalty, and ``scores`` are the
        scores before plus these points. Scored again on a copy, from the scores
        before."""
        result = s.hand_result
        assert result is not None
        before = s.copy()
        before.scores = [score - p for score, p in zip(s.scores, result.points, strict=True)]
        before.hand_result = before.match_winners = None
        side = 0 if list(result.winners) == rules.units_of_side(s, 0) else 1
        value = 2 if result.reason == "conceded" else rules.value_for(before, side)
        end_hand(before, side, value, result.reason, None)
        assert before.hand_result is not None
        if before.hand_result.points != result.points:
            raise InvalidState("state.hand_result.points", f"the hand scores "
                               f"{list(before.hand_result.points)} here")

    def check_scoring(self, s: WattenState) -> None:
        """Scores, stake, raises and results must fit together (§1.10-§1.12)."""
        opts, phase = s.options, s.phase
        reached = tuple(u for u, score in enumerate(s.scores) if score >= opts.target)
        if phase == "match_over":
            if s.match_winners != reached:
                raise InvalidState("state.match_winners", f"the match is won by those at or "
                                   f"above the target {opts.target}: {list(reached)}")
        elif reached:
            raise InvalidState("state.scores", f"{list(reached)} reached the target {opts.target}: "
                               "the match is over")
        # Only the bluff penalty takes points away (§1.5, A-W12), and it can only take a
        # score below zero when a false claim can happen and no floor stops it.
        below_zero = opts.schlecken_bluff and not opts.score_floor_zero
        if not below_zero:
            for u, score in enumerate(s.scores):
                if score < 0:
                    raise InvalidState(f"state.scores[{u}]", "a score is negative only "
                                       "with schlecken_bluff on and score_floor_zero off")
        if s.redeal_count > opts.max_redeals:
            raise InvalidState("state.redeal.count", f"at most {opts.max_redeals} redeal(s)")
        if s.hand_result is not None:
            winners, points = list(s.hand_result.winners), s.hand_result.points
            if winners not in (rules.units_of_side(s, 0), rules.units_of_side(s, 1)):
                raise InvalidState("state.hand_result.winners",
                                   "must be the teams or seats of one side of the hand")
            if any(points[u] > 0 for u in range(len(points)) if u not in winners):
                raise InvalidState("state.hand_result.points", "only the winners score")
            if not opts.schlecken_bluff and any(p < 0 for p in points):
                raise InvalidState("state.hand_result.points", "points are lost only by a "
                                   "Schlecken bluff, and schlecken_bluff is off")
            self.check_hand_value(s)
        if phase in OVER:
            return
        base = rules.opening_stake(s)
        if s.last_raiser is None and s.stake != base:
            raise InvalidState("state.stake", f"with no accepted raise the hand is worth {base}")
        if s.last_raiser is not None and s.stake < base + 1:
            raise InvalidState("state.stake", f"after an accepted raise the hand is worth more "
                               f"than {base}")
        if s.pending_raise is not None:
            seat, pending = s.pending_raise[0], s.pending_raise
            s.pending_raise = None
            violation = rules.can_raise(s, seat)
            s.pending_raise = pending
            if violation is not None:
                raise InvalidState("state.raise.pending", f"seat {seat} could not have raised: "
                                   f"{violation.message}")
