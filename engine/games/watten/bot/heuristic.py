"""The Watten heuristic: a club player's rules of thumb for every decision (raise, hold or
fold, the cut, redeal and swap, Schlag and trump, the card), reading only `Knowledge`."""

from __future__ import annotations

import random

from engine.games.watten.bot.estimates import (
    BIT,
    IDX,
    SUIT_OF,
    best_rank,
    best_suit,
    bits_of,
    keep_value,
    rank_values,
    ranks_of,
)
from engine.games.watten.bot.knowledge import Knowledge
from engine.games.watten.ranking import CRITICAL_MASK, RANK_MASK, SUIT_MASK, SUITS, rechte_index
from engine.moves import Move

# Tunable rules of thumb (see the tests and the strength smoke for their effect).
RAISE_AT = 0.72  # raise when the side's chance of winning the hand is at least this
RAISE_AT_TWO_TRICKS = 0.6  # … or this, once the side has 2 tricks
OPPONENT_RAISE_DISCOUNT = 0.8  # a raise by the other side tells of a good hand
SWAP_MARGIN = 0.15
HOLD_FACTOR = 1.0  # fold below HOLD_FACTOR / (2 (V + 1)), the break-even chance
# Redeal: ask with a hand among the weakest fifth for its role, accept a redeal with a
# hand below the median (role values of random deals, by variant and criticals).
REDEAL_THRESHOLDS: dict[tuple[str, bool], dict[str, tuple[float, float]]] = {
    ("bavarian", True): {"rank": (0.41, 0.53), "trump": (0.27, 0.35), "both": (0.50, 0.67)},
    ("bavarian", False): {"rank": (0.89, 1.51), "trump": (0.77, 0.86), "both": (1.41, 1.85)},
    ("tyrolean", True): {"rank": (0.92, 1.14), "trump": (0.96, 1.09), "both": (0.92, 1.14)},
    ("tyrolean", False): {"rank": (0.89, 1.52), "trump": (0.75, 0.87), "both": (0.89, 1.52)},
}


class Heuristic:
    """A club player's choice for one decision; reads only ``Knowledge``."""

    def __init__(self, k: Knowledge, moves: list[Move], rng: random.Random) -> None:
        self.k = k
        self.moves = moves
        self.rng = rng
        self.by_type: dict[str, list[Move]] = {}
        for m in moves:
            self.by_type.setdefault(m.type, []).append(m)

    def move(self, mtype: str) -> Move:
        return self.by_type[mtype][0]

    def has(self, mtype: str) -> bool:
        return mtype in self.by_type

    def choose(self) -> Move:
        k = self.k
        view = k.view
        phase = k.phase
        pending = view["raise"]["pending"]
        if pending is not None and self.has("hold"):
            return self.move("hold" if self.should_hold() else "fold")
        if phase == "tense_choice" and self.has("hold"):
            return self.move("hold" if self.should_play_tense() else "fold")
        if self.has("deal"):
            return self.move("deal")
        if phase == "cut":
            return self.cut_decision()
        if phase == "redeal_answer":
            accept = self.role_value() < self.redeal_threshold()[1]
            return self.move("accept_redeal" if accept else "refuse_redeal")
        if phase == "swap_answer":
            return self.move("accept_swap" if self.dealer_wants_swap() else "refuse_swap")
        if phase == "call_rank":
            return self.call_rank()
        if phase == "call_suit" and self.has("call_suit"):
            return self.call_suit()
        if phase == "play":
            if self.has("raise") and self.should_raise():
                return self.move("raise")
            if self.has("play"):
                return self.play()
        # asked out of turn, with only optional moves (a raise, the dealer's redeal
        # request): a legal move must still be returned, so the first that is not a
        # raise. The framework asks the seats of `to_act`, where this does not happen.
        for m in self.moves:
            if m.type != "raise":
                return m
        return self.moves[0]

    # --- raising ---
    def points_needed(self, side: int) -> int:
        k = self.k
        scores = k.view["scores"]
        target = int(k.opts["target"])
        units = [side] if k.n == 4 else k.sides[side]
        return target - max(int(scores[u]) for u in units)

    def chance(self) -> float:
        k = self.k
        if k.hand_face_down:  # §1.6: a raise to answer before this seat saw its cards
            p = 0.5
        elif k.table is None:  # a raise before the declarations (raise_window after_deal)
            median = self.redeal_threshold()[1]
            p = min(0.85, max(0.15, 0.5 + 0.4 * (self.role_value() - median) / median))
        else:
            p = k.win_chance()
        last = k.view["raise"]["last_raiser"]
        pending = k.view["raise"]["pending"]
        if (last is not None and last != k.my_side) or (
                pending is not None and pending["side"] != k.my_side):
            p *= OPPONENT_RAISE_DISCOUNT
        return p

    def should_raise(self) -> bool:
        k = self.k
        stake = int(k.view["stake"])
        if self.points_needed(k.my_side) <= stake:
            return False  # a win ends the match already: a raise only risks more
        p = self.chance()
        if k.won[k.my_side] >= 2 and p >= RAISE_AT_TWO_TRICKS:
            return True
        return p >= RAISE_AT

    def should_hold(self) -> bool:
        k = self.k
        value = int(k.view["stake"])  # what the raisers score if this side folds
        if self.points_needed(1 - k.my_side) <= value:
            return True  # a fold loses the match: play on
        p = self.chance()
        threshold = HOLD_FACTOR / (2 * (value + 1))
        if self.points_needed(1 - k.my_side) <= value + 1:
            threshold = max(threshold, 0.35)  # losing the held hand loses the match
        return p >= threshold

    def should_play_tense(self) -> bool:
        """tense_mode pagat: play for 3 (hold) or concede 2 (fold)."""
        k = self.k
        if self.points_needed(1 - k.my_side) <= 2:
            return True
        return self.chance() >= 0.2

    # --- the cut ---
    def cut_decision(self) -> Move:
        peek = self.k.view["cut"]["peek"]
        if self.has("take_cut_card") and peek is not None and BIT[IDX[peek]] & CRITICAL_MASK:
            return self.move("take_cut_card")
        return self.move("leave_cut_card")

    # --- declarations ---
    def role_value(self) -> float:
        """The hand's value for this seat's role before the declarations (the rank caller:
        its best Schlag averaged over the trumps; the trump caller: its best trump
        averaged over the Schlags; 3p forehand: the best pair)."""
        k = self.k
        unseen = k.deck_mask & ~k.hand
        ranks = ranks_of(k.variant)
        values = rank_values(k.hand, unseen, ranks, k.criticals, k.variant, k.guate)
        role = self.role()
        if role == "both":
            return max(max(v) for v in values.values())
        if role == "rank":
            return max(sum(v) / len(v) for v in values.values())
        return sum(max(v) for v in values.values()) / len(values)

    def role(self) -> str:
        k = self.k
        if k.n == 3 and k.me == k.forehand:
            return "both"
        return "rank" if k.me == self.rank_caller() else "trump"

    def redeal_threshold(self) -> tuple[float, float]:
        """(ask below, accept below) for this seat's role."""
        k = self.k
        second = k.guate if k.tyrolean else k.criticals
        return REDEAL_THRESHOLDS[(k.variant, second)][self.role()]

    def rank_caller(self) -> int:
        k = self.k
        return k.dealer if k.view["swap"] == "accepted" else k.forehand

    def swap_values(self) -> tuple[float, float]:
        """(naming the Schlag, naming the trump after the other's Schlag)."""
        k = self.k
        unseen = k.deck_mask & ~k.hand
        values = rank_values(k.hand, unseen, ranks_of(k.variant), k.criticals, k.variant,
                             k.guate)
        as_rank = max(sum(v) / len(v) for v in values.values())
        as_trump = sum(max(v) for v in values.values()) / len(values)
        return as_rank, as_trump

    def shape(self) -> tuple[int, int]:
        """(most cards of one rank, most cards of one suit), criticals left out: what
        the hand offers to a Schlag caller and to a trump caller."""
        k = self.k
        plain = k.hand & ~(CRITICAL_MASK if k.criticals else 0)
        ranks = max((plain & RANK_MASK[r]).bit_count() for r in ranks_of(k.variant))
        suits = max((plain & SUIT_MASK[t]).bit_count() for t in SUITS)
        return ranks, suits

    def dealer_wants_swap(self) -> bool:
        """Name the Schlag instead of the trump with a pair of ranks and no long suit."""
        ranks, suits = self.shape()
        if ranks >= 2 and suits <= 2:
            return True
        as_rank, as_trump = self.swap_values()
        return as_rank > as_trump + SWAP_MARGIN

    def forehand_wants_swap(self) -> bool:
        """Name the trump instead of the Schlag with a long suit and no pair of ranks."""
        ranks, suits = self.shape()
        if ranks <= 1 and suits >= 3:
            return True
        as_rank, as_trump = self.swap_values()
        return as_trump > as_rank + SWAP_MARGIN

    def call_rank(self) -> Move:
        k = self.k
        if self.has("request_redeal") and self.role_value() < self.redeal_threshold()[0]:
            return self.move("request_redeal")
        if self.has("offer_swap") and self.forehand_wants_swap():
            return self.move("offer_swap")
        if not self.has("call_rank"):
            return self.choose_optional()
        ranks = [m.rank for m in self.by_type["call_rank"] if m.rank is not None]
        unseen = k.deck_mask & ~k.hand
        r = best_rank(k.hand, unseen, ranks, k.criticals, k.variant, k.guate,
                      k.n == 3 and k.me == k.forehand)
        for m in self.by_type["call_rank"]:
            if m.rank == r:
                return m
        return self.by_type["call_rank"][0]

    def choose_optional(self) -> Move:
        for m in self.moves:
            if m.type not in ("raise",):
                return m
        return self.moves[0]

    def call_suit(self) -> Move:
        k = self.k
        assert k.schlag is not None
        unseen = k.deck_mask & ~k.hand
        t = best_suit(k.hand, unseen, k.schlag, k.criticals, k.variant, k.guate)
        for m in self.by_type["call_suit"]:
            if m.suit == t:
                return m
        return self.by_type["call_suit"][0]

    # --- card play ---
    def play(self) -> Move:
        k = self.k
        plays = self.by_type["play"]
        legal = 0
        called: Move | None = None
        for m in plays:
            assert m.card is not None
            if m.call is not None:
                called = m
            else:
                legal |= BIT[IDX[m.card.code]]
        c = self.lead(legal) if not k.trick else self.follow(legal)
        if called is not None and called.card is not None and IDX[called.card.code] == c:
            return called  # lead the Hauptschlag with "Trumpf oder Kritisch"
        for m in plays:
            if m.card is not None and m.call is None and IDX[m.card.code] == c:
                return m
        return plays[0]

    def cheapest(self, mask: int) -> int:
        t = self.k.table
        assert t is not None
        return min(bits_of(mask), key=lambda c: (keep_value(t, c), c))

    def sure(self, c: int, led: str, later_unseen: int) -> bool:
        """No card still unseen beats ``c`` in this trick."""
        t = self.k.table
        assert t is not None
        e = t.eff(c, led)
        return not any(t.eff(u, led) > e for u in bits_of(later_unseen))

    def lead(self, legal: int) -> int:
        k = self.k
        t = k.table
        assert t is not None and k.schlag is not None and k.trump is not None
        unseen = k.unseen
        # Trumpf oder Kritisch: the Hauptschlag led to trick 1 draws the trumps
        if not k.tricks and not k.tyrolean and k.opts["tok_mode"] != "off":
            hs = rechte_index(k.schlag, k.trump)
            others = legal & ~BIT[hs] & t.trump_class
            if legal & BIT[hs] and others:
                return hs
        sure = [c for c in bits_of(legal) if self.sure(c, SUIT_OF[c], unseen)]
        if sure:  # a sure trick: take it with the cheapest such card
            return min(sure, key=lambda c: (keep_value(t, c), c))
        # else lead low: leading the likeliest winner instead lost 43:57 in self-play
        return self.cheapest(legal)

    def follow(self, legal: int) -> int:
        k = self.k
        t = k.table
        assert t is not None
        led = SUIT_OF[k.trick[0][1]]
        best_seat, best = -1, -1
        for p, c in k.trick:
            e = t.eff(c, led)
            if e > best:
                best_seat, best = p, e
        n = k.n
        later = [(k.trick_leader + i) % n for i in range(len(k.trick) + 1, n)]
        later_opps = [p for p in later if k.side_of(p) != k.my_side]
        if k.side_of(best_seat) == k.my_side:
            return self.cheapest(legal)  # never overtake a partner's winning card
        beating = [c for c in bits_of(legal) if t.eff(c, led) > best]
        if not beating:
            return self.cheapest(legal)
        if not later_opps:
            return min(beating, key=lambda c: (keep_value(t, c), c))
        sure = [c for c in beating if self.sure(c, led, k.unseen)]
        if sure:
            return min(sure, key=lambda c: (keep_value(t, c), c))
        must = k.won[1 - k.my_side] >= 2
        if must:
            return max(beating, key=lambda c: (t.eff(c, led), -c))
        plain = [c for c in beating if not BIT[c] & CRITICAL_MASK or not k.criticals]
        keep = k.keep()
        # a beating card that will probably stand: at most one card still out beats it
        good = [c for c in plain
                if sum(1 for u in bits_of(k.unseen) if t.eff(u, led) > t.eff(c, led))
                * (1 - keep) < 0.6]
        if good:
            return min(good, key=lambda c: (keep_value(t, c), c))
        return self.cheapest(legal)
