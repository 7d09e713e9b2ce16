"""The rollout policy of the expert's search: full-information greedy play in a sampled
world (it sees every hand of the world, a guess)."""

from __future__ import annotations

from engine.cards import mask_bits

from ..rules import DEVIL_INDEX, playable, winning_position
from ..state import HAND_SIZE, KarnoeffelState, side_of
from .knowledge import DEVIL_KEEP, KEEP

# Per chosen suit, the keep values of `KEEP` for the last trick, where the Devil is a blank.
KEEP_LAST = tuple(tuple(0 if c == DEVIL_INDEX[s] else keep[c] for c in range(len(keep)))
                  for s, keep in enumerate(KEEP))
KEEP_BEFORE = tuple(tuple(DEVIL_KEEP if c == DEVIL_INDEX[s] else keep[c]
                          for c in range(len(keep))) for s, keep in enumerate(KEEP))

# `winning_position` of the tricks the policy imagines, by (chosen suit + 4 * any_suit,
# *cards): the search asks for the same few thousand tricks again and again. A pure
# function of its key, so threads may share it; cleared when full (bounded memory).
_WINNERS: dict[tuple[int, ...], int] = {}
WINNERS_MAX = 1 << 14


def _winner(key: tuple[int, ...], powers: tuple[int, ...], any_suit: bool) -> int:
    """`winning_position` of the trick ``key[1:]``, remembered in `_WINNERS`."""
    w = _WINNERS.get(key)
    if w is None:
        if len(_WINNERS) >= WINNERS_MAX:
            _WINNERS.clear()
        w = _WINNERS[key] = winning_position(key[1:], powers, any_suit)
    return w


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
    keep = (KEEP_LAST if len(s.tricks) == HAND_SIZE - 1 else KEEP_BEFORE)[s.chosen_suit]
    cards = sorted(mask_bits(legal), key=keep.__getitem__)  # stable: the lower card on a tie
    mine = len(trick)  # my card's position in the trick
    opp_cards: list[int] = []
    hands = s.hands
    for i in range(1, n - mine):
        p = (seat + i) % n
        if side_of(p) != side:
            opp_cards += mask_bits(hands[p])
    base = (s.chosen_suit + 4 * any_suit, *trick)
    # Below, the side of the card at position w is (leader + w) & 1: `side_of` of its
    # seat, as the table has an even number of seats.
    fallback = -1
    for c in cards:
        plays = (*base, c)
        if (leader + _winner(plays, powers, any_suit)) & 1 != side:
            continue
        if fallback < 0:
            fallback = c
        for u in opp_cards:  # an opponent behind adds one card: does it turn the trick?
            w = _winner((*plays, u), powers, any_suit)
            if w > mine or (leader + w) & 1 != side:  # his card wins, or takes our win
                break
        else:
            return c
    if trick and fallback >= 0 and (
            leader + _winner(base, powers, any_suit)) & 1 == side:
        return fallback  # keep the partner's trick without spoiling it
    return cards[0]
