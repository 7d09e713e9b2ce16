"""What one seat knows about the current hand, read from its view only (`Knowledge`).

Its own hand; every played card and who played it; Schlag and trump; the hand sizes; the
cut cards it peeked at, took or left (Schlecken) and the cards it discarded in a Tyrolean
redeal; that a card another seat took at the cut lies among the cards that seat was
allowed to take (`rules.cut_takes_allowed`: a critical, unless ``schlecken_bluff`` lets
the cutter take any card), in its hand or among its played cards; and the holdings the
duties of §1.9 reveal, as the rules say (`rules.what_plays_reveal`: a seat that answered
a duty with a card outside it held none of the cards the duty obliged).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.games.watten.bot.estimates import (
    BAVARIAN_MASK,
    BIT,
    IDX,
    SUIT_OF,
    TYROLEAN_MASK,
    Table,
    binomial_at_least,
    bits_of,
    keep_value,
    mask_of,
    power,
    share_of,
    table_for,
)
from engine.games.watten.options import WattenOptions
from engine.games.watten.rules import cut_takes_allowed, cutter_of, what_plays_reveal
from engine.limits import BOT_OPTIONS_CACHE, BoundedCache

_OPTION_NAMES = tuple(f.name for f in dataclasses.fields(WattenOptions))
# Bounded (engine.limits): every view may carry a new option set.
_OPTIONS: BoundedCache[tuple[Any, ...], WattenOptions] = BoundedCache.sized(
    "watten bot options", BOT_OPTIONS_CACHE)


def options_of(data: dict[str, Any]) -> WattenOptions:
    """The options of a view (all resolved, so the JSON maps back field by field)."""
    key = tuple(data[name] for name in _OPTION_NAMES)
    options = _OPTIONS.get(key)
    if options is None:
        options = _OPTIONS.put(key, WattenOptions(**dict(zip(_OPTION_NAMES, key,
                                                             strict=True))))
    return options


class Knowledge:
    """Everything one seat knows about the current hand, read from its view only."""

    __slots__ = (
        "criticals", "cut_hidden_left", "cut_hidden_peek", "dealer", "deck_mask", "forbidden",
        "forehand", "guate", "hand", "hand_face_down", "hidden_taken", "me", "my_side", "n",
        "opponents", "options", "opts", "own_taken", "partners", "phase", "played", "played_by",
        "schlag", "sides", "sizes",
        "table", "trick", "trick_leader", "tricks", "trump", "tyrolean", "unseen", "variant",
        "view", "won",
    )

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        opts: dict[str, Any] = view["options"]
        self.opts = opts
        self.options = options_of(opts)
        self.variant = str(opts["variant"])
        self.tyrolean = self.variant == "tyrolean"
        self.criticals = bool(opts["criticals"]) and not self.tyrolean
        self.guate = bool(opts["tyrol_guate"])
        n = self.n = int(opts["players"])
        self.deck_mask = TYROLEAN_MASK if self.tyrolean else BAVARIAN_MASK
        self.me = seat
        self.phase: str = view["phase"]
        self.dealer: int = view["dealer"]
        self.forehand: int = view["forehand"]
        self.sides: list[list[int]] = [list(view["sides"][0]), list(view["sides"][1])]
        self.my_side = 0 if seat in self.sides[0] else 1
        self.partners = [p for p in self.sides[self.my_side] if p != seat]
        self.opponents = list(self.sides[1 - self.my_side])
        self.won: list[int] = list(view["tricks_won"])
        # §1.6: before trump is named only the dealer and the forehand look at their hands;
        # then the seat knows of its own only the cards it took at the cut.
        own = view["hands"][seat]
        self.hand_face_down = own is None
        self.hand = 0 if own is None else mask_of(own)
        self.own_taken = 0
        if own is None:
            for item in view["cut"]["taken"]:
                if item["seat"] == seat and item["card"] is not None:
                    self.own_taken |= BIT[IDX[item["card"]]]
        self.sizes: list[int] = list(view["hand_sizes"])
        self.schlag: str | None = view["schlag"]
        self.trump: str | None = view["trump"]
        self.table: Table | None = None
        if self.schlag is not None and self.trump is not None:
            self.table = table_for(self.schlag, self.trump, self.criticals, self.variant,
                                   self.guate)
        self.tricks: list[tuple[int, list[tuple[int, int]], int]] = [
            (t["leader"], [(x["seat"], IDX[x["card"]]) for x in t["cards"]], t["winner"])
            for t in view["tricks"]]
        self.trick_leader: int = view["trick"]["leader"]
        self.trick: list[tuple[int, int]] = [(x["seat"], IDX[x["card"]])
                                             for x in view["trick"]["cards"]]
        played = 0
        played_by = [0] * n
        for _, plays, _ in self.tricks:
            for p, c in plays:
                played |= BIT[c]
                played_by[p] |= BIT[c]
        for p, c in self.trick:
            played |= BIT[c]
            played_by[p] |= BIT[c]
        self.played = played
        self.played_by = played_by
        known = 0
        cut = view["cut"]
        if cut["peek"] is not None:
            known |= BIT[IDX[cut["peek"]]]
        left = cut["left"]
        self.cut_hidden_left = left is not None and left["card"] is None
        if left is not None and left["card"] is not None:
            known |= BIT[IDX[left["card"]]]
        self.cut_hidden_peek = cut["turn"] is not None and cut["peek"] is None
        # a card another seat took, unseen: (seat, the cards it may have taken)
        cutter = cutter_of(self.dealer, n)
        self.hidden_taken: list[tuple[int, int]] = [
            (item["seat"], cut_takes_allowed(self.options, item["seat"] == cutter))
            for item in cut["taken"] if item["card"] is None]
        for item in view["out_of_play"]:
            if item["card"] is not None:
                known |= BIT[IDX[item["card"]]]
        self.unseen = self.deck_mask & ~self.hand & ~self.own_taken & ~played & ~known
        self.forbidden = [0] * n  # per seat: what its answers to the duties revealed
        if self.schlag is not None and self.trump is not None:
            history = [(t["leader"], [c for _, c in plays]) for t, (_, plays, _) in
                       zip(view["tricks"], self.tricks, strict=True)]
            if self.trick:
                history.append((self.trick_leader, [c for _, c in self.trick]))
            self.forbidden = what_plays_reveal(self.options, self.schlag, self.trump,
                                               bool(view["tok_called"]), history)

    # --- derived quantities ---
    def side_of(self, p: int) -> int:
        return 0 if p in self.sides[0] else 1

    def opp_cards(self) -> int:
        return sum(self.sizes[p] for p in self.opponents)

    def keep(self) -> float:
        """The chance that one unseen card is not in an opponent's hand."""
        unseen = self.unseen.bit_count()
        return 1.0 - min(1.0, self.opp_cards() / unseen) if unseen else 1.0

    def win_chance(self) -> float:
        """The side's chance to take the hand (§1.12: first side to 3 tricks).

        When this seat is to play, the current trick is judged from the cards in it: the
        chance that the seat's best answer (or the partner's card) stands against the
        opponents still to play. Every later trick is a coin with the side's share of the
        expected trick-takers (the powers of this seat's cards against the average unseen
        card, per card in the partners' and the opponents' hands)."""
        t = self.table
        assert t is not None
        unseen = self.unseen
        keep = self.keep()
        cards = bits_of(unseen)
        # an unseen card against everything else still out (this seat's cards included)
        pool = unseen | self.hand
        avg = (sum(power(t, c, pool & ~BIT[c], keep) for c in cards) / len(cards)
               if cards else 0.0)
        remaining = 5 - len(self.tricks)
        need = 3 - self.won[self.my_side]
        n = self.n
        mine_cards = bits_of(self.hand)
        powers = {c: power(t, c, unseen, keep) for c in mine_cards}
        partner = sum(self.sizes[p] for p in self.partners) * avg
        opp = self.opp_cards() * avg
        to_play = (self.trick_leader + len(self.trick)) % n
        if self.phase != "play" or to_play != self.me:
            ours = sum(powers.values()) + partner
            return binomial_at_least(remaining, share_of(ours, opp), need)
        # the current trick
        later = [(self.me + i) % n for i in range(1, n - len(self.trick))]
        later_opp = sum(self.sizes[p] for p in later if p in self.opponents)
        q_later = min(1.0, later_opp / len(cards)) if cards else 0.0
        led = SUIT_OF[self.trick[0][1]] if self.trick else ""
        best_e, best_mine = 0, True
        for p, c in self.trick:
            e = t.eff(c, led)
            if e > best_e:
                best_e, best_mine = e, p not in self.opponents

        def stands(e: int, led_suit: str) -> float:
            beaters = sum(1 for u in cards if t.eff(u, led_suit) > e)
            return float((1.0 - q_later) ** beaters)

        p_trick, used = 0.0, -1
        if self.trick and best_mine:
            p_trick = stands(best_e, led)
            used = min(mine_cards, key=lambda c: (keep_value(t, c), c))
        for c in mine_cards:
            led_c = led or SUIT_OF[c]
            e = t.eff(c, led_c)
            if e <= best_e:
                continue
            pc = stands(e, led_c)
            if pc > p_trick:
                p_trick, used = pc, c
        if used < 0 and mine_cards:
            used = min(mine_cards, key=lambda c: (keep_value(t, c), c))
        ours = sum(v for c, v in powers.items() if c != used) + partner
        rest = remaining - 1
        share = share_of(ours, opp)
        return (p_trick * binomial_at_least(rest, share, need - 1)
                + (1 - p_trick) * binomial_at_least(rest, share, need))
