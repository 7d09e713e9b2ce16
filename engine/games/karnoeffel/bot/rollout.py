"""The rollout policy of the expert's search: full-information greedy play in a sampled
world (it sees every hand of the world, a guess)."""

from __future__ import annotations

from engine.cards import mask_bits

from ..rules import DEVIL_INDEX, playable, winning_position
from ..state import HAND_SIZE, KarnoeffelState, side_of
from .knowledge import DEVIL_KEEP, KEEP


def rollout_card(s: KarnoeffelState, seat: int) -> int:
    """The cheapest card that wins the trick against the opponents' actual cards behind
    (the Devil led when it stands), never overtaking or spoiling a partner's card; else
    the cheapest card."""
    legal = playable(s, seat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    powers, any_suit, n = s.powers, s.any_suit, s.players
    side = side_of(seat)
    leader = s.trick_leader
    trick = s.trick
    devil = DEVIL_INDEX[s.chosen_suit]
    keep = KEEP[s.chosen_suit]
    devil_keep = 0 if len(s.tricks) == HAND_SIZE - 1 else DEVIL_KEEP  # last trick: a blank
    cards = []
    m = legal
    while m:
        b = m & -m
        c = b.bit_length() - 1
        cards.append((devil_keep if c == devil else keep[c], c))
        m ^= b
    cards.sort()
    mine = len(trick)  # my card's position in the trick
    later = [(seat + i) % n for i in range(1, n - mine)]
    opp_cards = [u for p in later if side_of(p) != side for u in mask_bits(s.hands[p])]
    # Below, the side of the card at position w is (leader + w) & 1: `side_of` of its
    # seat, as the table has an even number of seats.
    fallback = -1
    for _, c in cards:
        plays = [*trick, c]
        if (leader + winning_position(plays, powers, any_suit)) & 1 != side:
            continue
        if fallback < 0:
            fallback = c
        for u in opp_cards:  # an opponent behind adds one card: does it turn the trick?
            plays.append(u)
            w = winning_position(plays, powers, any_suit)
            plays.pop()
            if w > mine or (leader + w) & 1 != side:  # his card wins, or takes our win
                break
        else:
            return c
    if trick and fallback >= 0 and (
            leader + winning_position(trick, powers, any_suit)) & 1 == side:
        return fallback  # keep the partner's trick without spoiling it
    return cards[0][1]
