"""What one seat's view tells about the current hand (the bots read nothing else).

Known: the seat's own hand, the cards it passed (they lie in the receiver's hand until
played) and received, every played card and who played it, the hand sizes, which seats
have passed, the points taken, that the leader of a trick 1 not yet opened holds the
lowest club (§3.5 rule 1), that a seat whose revoke ended the hand (§3.8) holds a card
of the led suit, and what the plays revealed — asked of the rules
(`rules.revealed`, the inverse of the legal-card kernel): a seat that did not follow a
led suit holds none of it, a seat that discarded a penalty card to trick 1 held nothing
else, a seat that led a heart before hearts were broken held only hearts.
"""

from __future__ import annotations

from typing import Any

from engine.cards import mask_bits
from engine.game import Game

from ..deck import BIT, CARD_SUIT_MASK, DECK, IDX_BY_CODE, trick_points
from ..options import Table, table_for
from ..rules import breaks_hearts, revealed
from ..state import PLAYING, REVOKE_END


def mask_of(codes: list[str] | None) -> int:
    """The mask of a view's card codes (null: none)."""
    return DECK.mask_codes(codes)


class Knowledge:
    """Everything one seat knows about the current hand, read from its view only."""

    __slots__ = ("broken", "forbidden", "hand", "hand_sizes", "leader", "me", "n",
                 "opening_club", "out", "out_list", "passed_me", "played", "played_by",
                 "points_taken", "received_me", "revoke", "table", "trick", "tricks_done",
                 "view")

    def __init__(self, game: Game[Any, Any], view: dict[str, Any], seat: int) -> None:
        self.view = view
        table: Table = table_for(game.resolve_options(view["options"]))
        self.table = table
        n = self.n = table.n
        self.me = seat
        self.hand = mask_of(view["hands"][seat])
        self.passed_me = mask_of(view["passed"][seat])
        self.received_me = mask_of(view["received"][seat])
        self.hand_sizes: list[int] = list(view["hand_sizes"])
        self.points_taken: list[int] = list(view["points_taken"])
        self.forbidden = [0] * n  # per seat: cards it cannot hold (what its plays revealed)
        self.played = 0
        self.played_by = [0] * n
        tricks: list[tuple[int, list[int]]] = [
            (t["leader"], [IDX_BY_CODE[x["card"]] for x in t["cards"]])
            for t in view["tricks"]]
        self.tricks_done = len(tricks)
        cur = view["trick"]
        self.leader: int = -1 if cur["leader"] is None else cur["leader"]
        self.trick = [IDX_BY_CODE[x["card"]] for x in cur["cards"]]
        hr = view.get("hand_result")
        revoke = hr is not None and hr.get("reason") == REVOKE_END
        hearts_over_queen = table.can_lead_hearts_instead_of_qs
        broken = False
        self.revoke: tuple[int, int] | None = None  # (the revoker, the led suit's mask)
        all_tricks = [*tricks, (self.leader, self.trick)] if self.trick else tricks
        last = len(all_tricks) - 1
        for i, (leader, cards) in enumerate(all_tricks):
            lead = 0
            first = i == 0
            for k, c in enumerate(cards):
                p = (leader + k) % n
                self.played |= BIT[c]
                self.played_by[p] |= BIT[c]
                if revoke and i == last and k == len(cards) - 1:
                    # a revoke is no legal card: it reveals no void, but that the seat
                    # held a card of the led suit (the hand ended with it, §3.8)
                    self.revoke = (p, lead)
                else:
                    self.forbidden[p] |= revealed(lead, first, broken, c, hearts_over_queen)
                if not k:
                    lead = CARD_SUIT_MASK[c]
            if i < len(tricks) and breaks_hearts(trick_points(cards), table.qs_breaks_hearts):
                broken = True
        self.forbidden = [f & table.deck_mask for f in self.forbidden]
        self.broken = broken
        # §3.5 rule 1: the leader of trick 1 holds the lowest club until it opens with it
        self.opening_club = 0
        if (view["phase"] == PLAYING and not tricks and not self.trick
                and self.leader not in (-1, seat)):
            self.opening_club = table.low_club_bit
        # cards whose place this seat does not know
        self.out = (table.deck_mask & ~self.hand & ~self.played & ~self.passed_me
                    & ~self.opening_club)
        self.out_list = mask_bits(self.out)
