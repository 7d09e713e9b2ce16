"""What one seat knows about the current round, read from its view only.

A seat knows its own hand; its partner's when `partner_hands_visible` (four players);
the face-up card of every seat still in that seat's hand (public, §2.4); every played
card and who played it; the hand sizes. There is no duty to follow suit, so a play
reveals nothing else (`rules`): every other card of another hand is one of the cards the
seat has not seen (the undealt rest of the pack is out of play and appears nowhere).

Cards are indices into `state.DECK` and hands are bitmasks, as in the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules import DEVIL_INDEX, KILL, NATURAL, POWERS, legal_cards, winning_position
from ..state import CODE_INDEX, DECK, SUITS, side_of

BIT = tuple(1 << i for i in range(len(DECK)))
FULL = DECK.full_mask

# How much a card is worth keeping, by its special power (§2.6) or, for a plain card, its
# natural rank plus a bonus for Kings, Obers and Unters by what they kill (the power of
# the chosen 3, 4, 5). Per chosen suit, per card.
SPECIAL_KEEP = {7: 100, 6: 60, 5: 80, 4: 70, 3: 40, 2: 35, 1: 30}  # power → keep
KILLER_BONUS = {3: 8, 2: 4, 1: 2}  # KILL → bonus (K, O, U)
DEVIL_KEEP = 90  # the Devil wins only when led: kept for a lead while one is to come
KEEP = tuple(tuple(SPECIAL_KEEP[p] if (p := POWERS[s][c]) else
                   NATURAL[c] + KILLER_BONUS.get(KILL[c], 0) for c in range(len(DECK)))
             for s in range(len(SUITS)))


def mask_of(codes: list[str] | None) -> int:
    return DECK.mask_codes(codes)


def winner_side(plays: Sequence[tuple[int, int]], powers: tuple[int, ...],
                any_suit: bool) -> int:
    """The side that wins the complete trick of ``(seat, card)`` ``plays`` (the lead
    first; later seats in any order, as a bot imagines them)."""
    pos = winning_position([c for _, c in plays], powers, any_suit)
    return side_of(plays[pos][0])


class Knowledge:
    """Everything one seat knows about the current round, from its view."""

    __slots__ = ("any_suit", "chosen", "devil", "face_up", "hand", "keep", "me", "n",
                 "partner", "partner_hand", "played", "powers", "sizes", "trick",
                 "trick_leader", "tricks_done", "unseen", "view", "won")

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        opts = view["options"]
        n = self.n = int(opts["players"])
        self.me = seat
        self.any_suit = opts["power_loss_scope"] == "any_suit"
        self.chosen = SUITS.index(view["chosen_suit"])
        self.powers: tuple[int, ...] = POWERS[self.chosen]
        self.keep: tuple[int, ...] = KEEP[self.chosen]
        self.devil = DEVIL_INDEX[self.chosen]
        self.hand = mask_of(view["hands"][seat])
        self.partner = (seat + 2) % 4 if n == 4 else -1
        ph = view["hands"][self.partner] if n == 4 else None
        self.partner_hand: int | None = None if ph is None else mask_of(ph)
        self.sizes: list[int] = list(view["hand_sizes"])
        self.face_up: list[int | None] = [None if c is None else CODE_INDEX[c]
                                          for c in view["face_up"]]
        self.won: list[int] = list(view["tricks_won"])
        self.tricks_done = len(view["tricks"])
        self.trick_leader: int = view["trick"]["leader"]
        self.trick: list[tuple[int, int]] = [(x["seat"], CODE_INDEX[x["card"]])
                                             for x in view["trick"]["cards"]]
        played = 0
        for t in view["tricks"]:
            for x in t["cards"]:
                played |= BIT[CODE_INDEX[x["card"]]]
        for _, c in self.trick:
            played |= BIT[c]
        self.played = played
        seen = self.hand | played | (self.partner_hand or 0)
        for up in self.face_up:
            if up is not None:
                seen |= BIT[up]
        self.unseen = FULL & ~seen

    def legal(self) -> int:
        """The cards this seat may play now (the rules' kernel, from the view)."""
        return legal_cards(self.hand, self.tricks_done == 0 and not self.trick, self.chosen)

    def winner_side(self, plays: Sequence[tuple[int, int]]) -> int:
        return winner_side(plays, self.powers, self.any_suit)

    def hidden_seats(self) -> list[int]:
        return [p for p in range(self.n)
                if p != self.me and not (p == self.partner and self.partner_hand is not None)]

    def known_of(self, p: int) -> int:
        """The cards of seat ``p`` this seat knows."""
        if p == self.me:
            return self.hand
        if p == self.partner and self.partner_hand is not None:
            return self.partner_hand
        c = self.face_up[p]
        return 0 if c is None else BIT[c]
