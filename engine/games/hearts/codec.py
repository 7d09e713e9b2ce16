"""Hearts' JSON codec: `encode` and the strict, pure `decode` (api.md: a posted state is
checked field by field, then as a whole).

State fields beyond the common ones: `match_number`, `pass_direction` (of this hand),
`passed` (per seat the cards it passed, null until it has passed or in a hand without
passing), `received` (per seat, null until every seat has passed), `points_taken` (per
seat, from the tricks taken this hand: hearts, SQ and with Omnibus DJ), `hearts_broken`,
`hand_result` ({points, winners, reason, moon, revoke} once the hand is scored) and
`match_winners`. During the pass phase `trick.leader` is null (the opening lead is only
known once the passed cards have arrived). A state without `seed` is refused (decode
never invents one).
"""

from __future__ import annotations

from typing import Any

from engine.codec import Seen, StateReader
from engine.errors import InvalidState
from engine.options import options_to_json
from engine.trick import Trick

from .deck import BIT, CARD_SUIT_MASK, CARDS, DECK, HEARTS, IDX, SQ_BIT, codes, join_codes
from .options import (
    MOON_MODES,
    PRESETS,
    SHOOTER_CHOICE,
    HeartsOptions,
    check_combination,
    table_for,
)
from .rules import breaks_hearts, to_act
from .scoring import (
    hand_points,
    jd_seat,
    lowest,
    match_winners,
    moon_shooter,
    points_taken,
    revoke_points,
)
from .state import (
    HAND_END_REASONS,
    HAND_OVER,
    MATCH_OVER,
    MOON_CHOICE,
    OVER,
    PASSING,
    PHASES,
    PLAYING,
    REVOKE_END,
    TRICKS_END,
    HeartsState,
)

GAME_ID = "hearts"


def encode(state: HeartsState) -> dict[str, Any]:
    s = state
    n = s.n
    hr = s.hand_result
    card_codes, mask_codes = DECK.card_codes, DECK.codes
    return {
        "game": GAME_ID,
        "options": options_to_json(s.options),
        "phase": s.phase,
        "to_act": to_act(s),
        "dealer": s.dealer,
        "hand_number": s.hand_number,
        "match_number": s.match_number,
        "pass_direction": s.table.direction(s.hand_number),
        "hands": [mask_codes(h) for h in s.hands],
        "passed": [mask_codes(m) if m else None for m in s.passed],
        "received": [mask_codes(m) if m else None for m in s.received],
        "trick": {"leader": None if s.leader < 0 else s.leader,
                  "cards": [{"seat": (s.leader + k) % n, "card": card_codes[c]}
                            for k, c in enumerate(s.trick)]},
        "tricks": [{"leader": t.leader,
                    "cards": [{"seat": (t.leader + k) % n, "card": card_codes[c]}
                              for k, c in enumerate(t.cards)],
                    "winner": t.winner} for t in s.tricks],
        "points_taken": points_taken(s.taken, s.tricks, s.table),
        "hearts_broken": s.broken,
        "scores": s.scores[:],
        "hand_result": None if hr is None else {
            "points": hr["points"][:], "winners": hr["winners"][:], "reason": hr["reason"],
            "moon": None if hr["moon"] is None else dict(hr["moon"]),
            "revoke": None if hr["revoke"] is None else dict(hr["revoke"])},
        "match_winners": None if s.match_winners is None else s.match_winners[:],
        "seed": s.seed,
        "version": s.version,
    }


def decode(data: Any) -> HeartsState:
    return _Decoder().decode(data)


STATE_FIELDS = frozenset({
    "game", "options", "phase", "to_act", "dealer", "hand_number", "match_number",
    "pass_direction", "hands", "passed", "received", "trick", "tricks", "points_taken",
    "hearts_broken", "scores", "hand_result", "match_winners", "seed", "version"})
DERIVED = ("to_act", "pass_direction", "points_taken", "hearts_broken")
TRICK_FIELDS = frozenset({"leader", "cards", "winner"})


def mask_winner(leader: int, cards: list[int], mask: int, n: int) -> int:
    """`rules.trick_winner` from the trick's mask: the highest card of the led suit
    (index order is rank order within a suit, §3.6) is the highest bit of the mask in
    that suit."""
    best = (mask & CARD_SUIT_MASK[cards[0]]).bit_length() - 1
    return (leader + cards.index(best)) % n


def mask_points(mask: int) -> int:
    """`deck.trick_points` of a trick's mask: a point per heart, 13 for SQ (§3.2)."""
    return (mask & HEARTS).bit_count() + (13 if mask & SQ_BIT else 0)


class _Decoder(StateReader):
    """Strict JSON → state: every field checked, then the whole for consistency.

    Derived fields (`to_act`, `pass_direction`, `points_taken`, `hearts_broken`) may be
    left out; when present they must agree with the rest."""

    played: list[int]  # per seat, the mask of the cards it played this hand

    def decode(self, data: Any) -> HeartsState:
        options = self.read_header(data, GAME_ID, STATE_FIELDS, HeartsOptions, PRESETS,
                                   check_combination)
        table = table_for(options)
        self.use_deck(table.deck, IDX)
        n = table.n
        s = object.__new__(HeartsState)
        s.options = options
        s.table = table
        s.n = n
        s.phase = self.phase(data, PHASES)
        s.dealer = self.seat(data, "dealer", n)
        s.hand_number, s.match_number, s.version = self.counters(data)
        s.seed = self.seed(data)
        s.scores = self.int_list(data, "scores", n)
        seen = Seen()
        s.hands = self.hands(data, n, seen)
        self.decode_passes(s, data, seen)
        self.decode_tricks(s, data, seen)
        self.decode_results(s, data)
        self.check_consistency(s, data)
        return s

    def decode_passes(self, s: HeartsState, data: dict[str, Any],
                      seen: Seen) -> None:
        """Passed cards are a location of their own until the exchange; afterwards
        `passed` and `received` are records of cards that are now elsewhere."""
        table, n = s.table, s.n
        count = table.pass_count
        in_pass_phase = s.phase == PASSING
        lists: dict[str, list[int]] = {}
        for name in ("passed", "received"):
            raw = data.get(name)
            if not isinstance(raw, list) or len(raw) != n:
                raise InvalidState(f"state.{name}", f"must be a list of {n} entries "
                                   "(null or a list of card codes)")
            record = seen if in_pass_phase and name == "passed" else None
            fast = self.card_masks(raw, f"state.{name}", record, nullable=True, size=count)
            if fast is not None:
                lists[name] = fast
                continue
            masks = []  # list by list, for the error
            for p, value in enumerate(raw):
                path = f"state.{name}[{p}]"
                if value is None:
                    masks.append(0)
                    continue
                mask = self.card_mask(value, path, record)
                if mask.bit_count() != count:
                    raise InvalidState(path, f"a pass is exactly {count} cards")
                masks.append(mask)
            lists[name] = masks
        passed, received = lists["passed"], lists["received"]
        offset = table.offset(s.hand_number)
        if not offset:
            for name, masks in lists.items():
                if any(masks):
                    raise InvalidState(f"state.{name}", f"hand {s.hand_number} has no "
                                       "passing: must be null for every seat")
        elif in_pass_phase:
            if any(received):
                raise InvalidState("state.received", "nothing is received before every "
                                   "seat has passed")
            if all(passed):
                raise InvalidState("state.passed", "every seat has passed: the cards are "
                                   "exchanged and the play begins")
        else:
            for p in range(n):
                if not passed[p]:
                    raise InvalidState(f"state.passed[{p}]",
                                       f"in phase {s.phase} every seat has passed")
                q = (p + offset) % n
                if received[q] != passed[p]:
                    raise InvalidState(f"state.received[{q}]",
                                       f"seat {q} received what seat {p} passed: "
                                       f"{codes(passed[p])}")
        s.passed, s.received = passed, received

    def decode_tricks(self, s: HeartsState, data: dict[str, Any],
                      seen: Seen) -> None:
        table, n = s.table, s.n
        tricks = data.get("tricks")
        if not isinstance(tricks, list):
            raise InvalidState("state.tricks", "must be a list")
        if len(tricks) > table.hand_size:
            raise InvalidState("state.tricks", f"a hand has {table.hand_size} tricks")
        s.tricks = []
        s.taken = [0] * n
        broken = False
        qs_breaks = table.qs_breaks_hearts
        self.played = played = [0] * n  # per seat the cards it played this hand
        expected: int | None = None
        for i, t in enumerate(tricks):
            # the paths are built only for an error, or for the cards (where they are kept)
            if not isinstance(t, dict) or t.keys() != TRICK_FIELDS:
                raise InvalidState(f"state.tricks[{i}]", "must be {leader, cards, winner}")
            leader = t["leader"]
            if type(leader) is not int or not 0 <= leader < n:
                leader = self.seat(t, "leader", n, f"state.tricks[{i}].leader")
            if expected is not None and leader != expected:
                raise InvalidState(f"state.tricks[{i}].leader", f"seat {expected} won the "
                                   "trick before and leads this one")
            cards, mask = self.trick_cards(t["cards"], f"state.tricks[{i}].cards", leader, n,
                                           seen, False, played)
            if len(cards) != n:
                raise InvalidState(f"state.tricks[{i}].cards", f"a completed trick has {n} "
                                   "cards")
            if i == 0 and cards[0] != table.low_club:
                raise InvalidState("state.tricks[0].cards[0].card", f"trick 1 is opened with "
                                   f"{CARDS[table.low_club]}")
            # `mask_winner` and `mask_points`, written out: this runs for every trick
            best = (mask & CARD_SUIT_MASK[cards[0]]).bit_length() - 1
            winner = (leader + cards.index(best)) % n
            if type(t["winner"]) is not int or t["winner"] != winner:
                raise InvalidState(f"state.tricks[{i}].winner", f"seat {winner} wins this "
                                   "trick")
            points = (mask & HEARTS).bit_count() + (13 if mask & SQ_BIT else 0)
            if points:
                s.taken[winner] += points
                if breaks_hearts(points, qs_breaks):
                    broken = True
            s.tricks.append(Trick(leader, tuple(cards), winner))
            expected = winner
        s.broken = broken
        trick = data.get("trick")
        if not isinstance(trick, dict) or trick.keys() != {"leader", "cards"}:
            raise InvalidState("state.trick", "must be {leader, cards}")
        if s.phase == PASSING:
            if trick["leader"] is not None or trick["cards"] != []:
                raise InvalidState("state.trick", "during the pass phase the trick is "
                                   "{leader: null, cards: []}")
            if tricks:
                raise InvalidState("state.tricks", "no trick is played during the pass phase")
            s.leader = -1
            s.trick = []
        else:
            s.leader = self.seat(trick, "leader", n, "state.trick.leader")
            if expected is not None and s.leader != expected:
                raise InvalidState("state.trick.leader", f"seat {expected} won the last "
                                   "trick and leads")
            s.trick, mask = self.trick_cards(trick["cards"], "state.trick.cards", s.leader, n,
                                             seen, False, played)
            if expected is None:
                if s.trick:
                    if s.trick[0] != table.low_club:
                        raise InvalidState("state.trick.cards[0].card", "trick 1 is opened "
                                           f"with {CARDS[table.low_club]}")
                elif not s.hands[s.leader] & table.low_club_bit:
                    raise InvalidState("state.trick.leader", "trick 1 is led by the holder "
                                       f"of {CARDS[table.low_club]}")
        s.lead_mask = CARD_SUIT_MASK[s.trick[0]] if s.trick else 0
        s.win_card = s.win_seat = -1
        if s.trick:  # the best card so far, by the rule that decides the trick (§3.6)
            s.win_seat = mask_winner(s.leader, s.trick, mask, n)
            s.win_card = s.trick[(s.win_seat - s.leader) % n]

    def decode_results(self, s: HeartsState, data: dict[str, Any]) -> None:
        n = s.n
        if "hand_result" not in data:
            raise InvalidState("state.hand_result", "missing")
        hr = data["hand_result"]
        if hr is None:
            s.hand_result = None
        else:
            path = "state.hand_result"
            keys = {"points", "winners", "reason", "moon", "revoke"}
            if not isinstance(hr, dict) or set(hr) != keys:
                raise InvalidState(path, "must be null or {points, winners, reason, moon, "
                                   "revoke}")
            points = self.int_list(hr, "points", n, path=f"{path}.points")
            if hr["reason"] not in HAND_END_REASONS:
                raise InvalidState(f"{path}.reason", f"must be one of {list(HAND_END_REASONS)}")
            if not self.matches(hr["winners"], lowest(points)):
                raise InvalidState(f"{path}.winners", f"must be {lowest(points)}: the seats "
                                   "with the fewest points this hand")
            moon = hr["moon"]
            if moon is not None:
                if (not isinstance(moon, dict) or moon.keys() != {"seat", "mode"}
                        or moon["mode"] not in MOON_MODES):
                    raise InvalidState(f"{path}.moon", "must be null or {seat, mode}")
                moon = {"seat": self.seat(moon, "seat", n, f"{path}.moon.seat"),
                        "mode": str(moon["mode"])}
            revoke = hr["revoke"]
            if revoke is not None:
                if not isinstance(revoke, dict) or revoke.keys() != {"seat", "card"}:
                    raise InvalidState(f"{path}.revoke", "must be null or {seat, card}")
                card = self.card(revoke["card"], f"{path}.revoke.card")
                revoke = {"seat": self.seat(revoke, "seat", n, f"{path}.revoke.seat"),
                          "card": CARDS[card].code}
            s.hand_result = {"points": points, "winners": lowest(points),
                             "reason": str(hr["reason"]), "moon": moon, "revoke": revoke}
        s.match_winners = self.winners(data, "match_winners", n)

    def check_consistency(self, s: HeartsState, data: dict[str, Any]) -> None:
        table, n, phase = s.table, s.n, s.phase
        complete = len(s.tricks) == table.hand_size
        hr = s.hand_result
        over = phase in OVER
        s.turn = -1
        if phase == PASSING and not table.offset(s.hand_number):
            raise InvalidState("state.phase", f"hand {s.hand_number} has no passing")
        if over != (hr is not None):
            raise InvalidState("state.hand_result", "set exactly when the hand is over")
        if phase == PLAYING:
            if complete:
                raise InvalidState("state.phase", "every trick is played: the hand is over")
            if len(s.trick) == n:
                raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")
            s.turn = (s.leader + len(s.trick)) % n
        elif phase == MOON_CHOICE:
            shooter = moon_shooter(s.taken, jd_seat(s.tricks), table)
            if table.moon_mode != SHOOTER_CHOICE or not complete or shooter is None:
                raise InvalidState("state.phase", "moon_choice follows a moon shot with "
                                   "moon_mode shooter_choice")
            s.turn = shooter
        elif hr is not None:
            self.check_hand_result(s, hr, complete)
        if (hr is None or hr["reason"] != REVOKE_END) and len(s.trick) == n:
            raise InvalidState("state.trick.cards", "a complete trick belongs in tricks")
        played = [0] * n
        for k in range(len(s.trick)):
            played[(s.leader + k) % n] = 1
        for p in range(n):
            size = table.hand_size - len(s.tricks) - played[p]
            if phase == PASSING and s.passed[p]:
                size -= table.pass_count
            if s.hands[p].bit_count() != size:
                raise InvalidState(f"state.hands[{p}]", f"seat {p} must hold {size} cards "
                                   f"here, not {s.hands[p].bit_count()}")
        if phase != PASSING and table.offset(s.hand_number):
            self.check_exchange(s)
        winners = match_winners(s.scores, table) if over else None
        if phase == MATCH_OVER:
            if winners is None or s.match_winners != winners:
                raise InvalidState("state.match_winners",
                                   "the match is over only when a total reached the target "
                                   "and the lowest total wins"
                                   + ("" if winners is None else f": must be {winners}"))
        else:
            if s.match_winners is not None:
                raise InvalidState("state.match_winners", "set only when the match is over")
            if phase == HAND_OVER and winners is not None:
                raise InvalidState("state.phase", f"with these scores the match is over "
                                   f"(winners {winners})")
            before = None if over else match_winners(s.scores, table)
            if before is not None:  # the totals of the hands before this one
                raise InvalidState("state.scores", f"with these totals the match is over "
                                   f"(winners {before}): no further hand is played")
        if min(s.scores) < 0 and not (table.omnibus or table.moon_mode != MOON_MODES[0]):
            raise InvalidState("state.scores", "a total is negative only with omnibus (DJ "
                               "counts -10) or a moon that subtracts (moon_mode)")
        computed = {"to_act": to_act(s),
                    "pass_direction": table.direction(s.hand_number),
                    "points_taken": points_taken(s.taken, s.tricks, table),
                    "hearts_broken": s.broken}
        for name in DERIVED:
            if name in data and not self.matches(data[name], computed[name]):
                raise InvalidState(f"state.{name}", f"must be {computed[name]} in this state")

    def check_hand_result(self, s: HeartsState, hr: dict[str, Any], complete: bool) -> None:
        table, n = s.table, s.n
        path = "state.hand_result"
        if hr["reason"] == TRICKS_END:
            if not complete:
                raise InvalidState(f"{path}.reason", "the hand ends with the last trick "
                                   "(or a revoke)")
            if hr["revoke"] is not None:
                raise InvalidState(f"{path}.revoke", "null unless the hand ended by a revoke")
            jd = jd_seat(s.tricks)
            shooter = moon_shooter(s.taken, jd, table)
            moon = hr["moon"]
            if shooter is None:
                if moon is not None:
                    raise InvalidState(f"{path}.moon", "nobody shot the moon")
                points, _ = hand_points(s.taken, jd, table)
            else:
                if moon is None or moon["seat"] != shooter:
                    raise InvalidState(f"{path}.moon", f"seat {shooter} shot the moon")
                if table.moon_mode != SHOOTER_CHOICE and moon["mode"] != table.moon_mode:
                    raise InvalidState(f"{path}.moon.mode", f"must be {table.moon_mode}")
                points, _ = hand_points(s.taken, jd, table, moon["mode"])
            if hr["points"] != points:
                raise InvalidState(f"{path}.points", f"the tricks score {points}")
            return
        revoke = hr["revoke"]
        if not table.penalize:
            raise InvalidState(f"{path}.reason", "a revoke ends a hand only with "
                               "illegal_move_policy penalize")
        if revoke is None or hr["moon"] is not None:
            raise InvalidState(f"{path}.revoke", "a revoke names {seat, card}; no moon")
        if len(s.trick) < 2:
            raise InvalidState("state.trick.cards", "the revoke card lies in the unfinished "
                               "trick, after the lead")
        seat = (s.leader + len(s.trick) - 1) % n
        card = s.trick[-1]
        lead = CARD_SUIT_MASK[s.trick[0]]
        if revoke["seat"] != seat or revoke["card"] != CARDS[card].code:
            raise InvalidState(f"{path}.revoke", f"the last card of the trick is "
                               f"{CARDS[card]} by seat {seat}")
        if BIT[card] & lead or not s.hands[seat] & lead:
            raise InvalidState(f"{path}.revoke", f"{CARDS[card]} is no revoke: seat {seat} "
                               "could not follow suit or did")
        if hr["points"] != revoke_points(seat, n):
            raise InvalidState(f"{path}.points", f"the offender (seat {seat}) scores 26, "
                               "everyone else 0")

    def check_exchange(self, s: HeartsState) -> None:
        """After the exchange: each seat got what was passed to it and kept nothing it
        passed away (its cards = hand + what it played this hand, `played`, gathered as
        the tricks were read)."""
        n = s.n
        held = [hand | played for hand, played in zip(s.hands, self.played, strict=True)]
        for p in range(n):
            if s.received[p] & ~held[p]:
                raise InvalidState(f"state.received[{p}]", f"seat {p} neither holds nor "
                                   f"played {join_codes(s.received[p] & ~held[p])}")
            if s.passed[p] & held[p]:
                raise InvalidState(f"state.passed[{p}]", f"seat {p} passed "
                                   f"{join_codes(s.passed[p] & held[p])} away")


