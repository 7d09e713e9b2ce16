"""The Karnöffel bot kit (rules-spec §2): sampling hidden cards from a seat's view, a club
player's rules of thumb, a fast rollout policy and the round evaluation.

What a seat knows, and the sampler honours (`Knowledge`): its own hand; its partner's hand
when `partner_hands_visible` (four players); the face-up card of every seat still in that
seat's hand (public, §2.4); every played card and who played it; the hand sizes. There is
no duty to follow suit, so play reveals no voids. The other cards of the other hands are
dealt at random from the cards the seat has not seen (the undealt rest of the pack is
out of play and appears nowhere in the state).

Evaluation scale (`evaluate`): +1 when the seat's side wins the round, -1 when it loses
(§2.8: one point per round), plus or minus `MATCH_BONUS` when the round ends the match.

Cards are indices into `engine.games.karnoeffel.DECK` (suit-major, ranks K … 2) and hands
are bitmasks, as in the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from engine.bots.base import BotKit
from engine.cards import mask_bits
from engine.game import Game
from engine.games.karnoeffel import (
    DEAL_MOVES,
    DECK,
    DEVIL_INDEX,
    PLAY_MOVES,
    POWERS,
    SUITS,
    Karnoeffel,
    KarnoeffelState,
    trick_winner,
)
from engine.moves import Move

OVER = ("hand_over", "match_over")
MATCH_BONUS = 1.0  # evaluate: a match won (lost) in this round, on top of the round's ±1
IDX = {c.code: i for i, c in enumerate(DECK)}
BIT = tuple(1 << i for i in range(len(DECK)))
FULL = (1 << len(DECK)) - 1
RANK_OF = tuple(c.rank for c in DECK)
NATURAL = tuple(12 - "KOUT98765432".index(c.rank) for c in DECK)  # K=12 … 2=1

# How much a card is worth keeping, by its special power (§2.6) or, for a plain card,
# its natural rank plus the kill value of Kings, Obers and Unters (they take the power
# of the chosen 3, 4, 5 away).
SPECIAL_KEEP = {7: 100, 6: 60, 5: 80, 4: 70, 3: 40, 2: 35, 1: 30}  # power → keep
KILLER_BONUS = {"K": 8, "O": 4, "U": 2}
STAND_ROBUST = 0.7  # a winning card is "safe enough" when it stands with this chance


bits_of = mask_bits


def mask_of(codes: list[str] | None) -> int:
    return DECK.mask_codes(codes)


def codes_of(mask: int) -> list[str]:
    return DECK.codes(mask)


def keep_value(powers: tuple[int, ...], c: int) -> int:
    p = powers[c]
    if p:
        return SPECIAL_KEEP[p]
    return NATURAL[c] + KILLER_BONUS.get(RANK_OF[c], 0)


class Knowledge:
    """Everything one seat knows about the current round, read from its view only."""

    __slots__ = ("any_suit", "chosen", "devil", "face_up", "hand", "me", "n", "partner",
                 "partner_hand", "played", "powers", "sizes", "trick", "trick_leader",
                 "tricks_done", "unseen", "view", "won")

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        opts = view["options"]
        n = self.n = int(opts["players"])
        self.me = seat
        self.any_suit = opts["power_loss_scope"] == "any_suit"
        self.chosen = SUITS.index(view["chosen_suit"])
        self.powers: tuple[int, ...] = POWERS[self.chosen]
        self.devil = DEVIL_INDEX[self.chosen]
        self.hand = mask_of(view["hands"][seat])
        self.partner = (seat + 2) % 4 if n == 4 else -1
        ph = view["hands"][self.partner] if n == 4 else None
        self.partner_hand: int | None = None if ph is None else mask_of(ph)
        self.sizes: list[int] = list(view["hand_sizes"])
        self.face_up: list[int | None] = [None if c is None else IDX[c]
                                          for c in view["face_up"]]
        self.won: list[int] = list(view["tricks_won"])
        self.tricks_done = len(view["tricks"])
        self.trick_leader: int = view["trick"]["leader"]
        self.trick: list[tuple[int, int]] = [(x["seat"], IDX[x["card"]])
                                             for x in view["trick"]["cards"]]
        played = 0
        for t in view["tricks"]:
            for x in t["cards"]:
                played |= BIT[IDX[x["card"]]]
        for _, c in self.trick:
            played |= BIT[c]
        self.played = played
        seen = self.hand | played | (self.partner_hand or 0)
        for up in self.face_up:
            if up is not None:
                seen |= BIT[up]
        self.unseen = FULL & ~seen

    def side(self, p: int) -> int:
        return p & 1

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


# ----- the kit ----------------------------------------------------------------------------

class KarnoeffelKit(BotKit):
    game_id = "karnoeffel"

    # ----- sample_world -------------------------------------------------------------
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> Any:
        k = Knowledge(view, seat)
        pool = bits_of(k.unseen)
        rng.shuffle(pool)
        hands: list[list[str]] = []
        pos = 0
        for p in range(k.n):
            known = k.known_of(p)
            hidden = p in k.hidden_seats()
            need = k.sizes[p] - known.bit_count() if hidden else 0
            cards = known
            for c in pool[pos:pos + need]:
                cards |= BIT[c]
            pos += need
            hands.append(codes_of(cards))
        data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
        data["hands"] = hands
        data["seed"] = rng.getrandbits(53)
        return game.decode(data)

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return bool(world.phase in OVER)

    # ----- evaluation -----------------------------------------------------------------
    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """+1 (-1) when the seat's side won (lost) the round, ±MATCH_BONUS more when the
        round ended the match; an unfinished round by its trick count."""
        s: KarnoeffelState = world
        side = seat & 1
        if s.hand_result is None:
            return (s.tricks_won[side] - s.tricks_won[1 - side]) / 3.0
        won = s.hand_result["winners"] == [side]
        value = 1.0 if won else -1.0
        if s.match_winners is not None:
            value += MATCH_BONUS if won else -MATCH_BONUS
        return value

    # ----- rollout policy -----------------------------------------------------------
    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        s: KarnoeffelState = world
        if s.phase != "play":
            return DEAL_MOVES[s.forehand]
        g = cast(Karnoeffel, game)
        return PLAY_MOVES[seat][rollout_card(g, s, seat)]

    # ----- heuristic level -----------------------------------------------------------
    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        moves = game.legal_moves(world, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no legal move")
        if len(moves) == 1 or moves[0].type != "play":
            return moves[0]
        k = Knowledge(view, seat)
        legal = 0
        for m in moves:
            assert m.card is not None
            legal |= BIT[IDX[m.card.code]]
        return PLAY_MOVES[seat][heuristic_card(k, legal)]


# ----- rules of thumb -----------------------------------------------------------------

def stand_chance(k: Knowledge, plays: list[tuple[int, int]], later: list[int]) -> float:
    """The chance that the side winning ``plays`` still wins once the opponents in
    ``later`` have played: a face-up card of theirs that turns the trick counts for sure,
    every other unseen card in proportion to their share of the unseen cards."""
    side = trick_winner(plays, k.powers, k.any_suit) & 1
    opps = [p for p in later if p & 1 != side]
    if not opps:
        return 1.0
    unseen = k.unseen
    n_unseen = unseen.bit_count()
    hidden = sum(k.sizes[p] - (k.face_up[p] is not None) for p in opps)
    q = min(1.0, hidden / n_unseen) if n_unseen else 0.0
    last = opps[-1]
    for p in opps:
        up = k.face_up[p]
        if up is not None and trick_winner([*plays, (p, up)], k.powers, k.any_suit) & 1 != side:
            return 0.0
    beaters = 0
    for u in bits_of(unseen):
        if trick_winner([*plays, (last, u)], k.powers, k.any_suit) & 1 != side:
            beaters += 1
    return float((1.0 - q) ** beaters)


def heuristic_card(k: Knowledge, legal: int) -> int:
    """A club player's card from the view only (module docstring; §2.5-§2.7)."""
    n, me, powers = k.n, k.me, k.powers
    side = me & 1
    cards = bits_of(legal)
    trick = k.trick
    position = len(trick)
    later = [(me + i) % n for i in range(1, n - position)]
    rounds_left = 5 - k.tricks_done

    def keep(c: int) -> int:
        v = keep_value(powers, c)
        if c == k.devil and rounds_left > 1:
            v = max(v, 90)  # the Devil wins only when led: keep it for a lead
        elif c == k.devil:
            v = 0  # the last trick: a Devil that follows is a blank
        return v

    def cheapest(cs: list[int]) -> int:
        return min(cs, key=lambda c: (keep(c), c))

    opp_tricks = k.won[1 - side]
    must = opp_tricks >= 2  # losing this trick loses the round
    if not trick:
        return lead_card(k, cards, keep, must)
    winner_side = trick_winner(trick, powers, k.any_suit) & 1
    outcomes = {c: trick_winner([*trick, (me, c)], powers, k.any_suit) & 1 for c in cards}
    ours = [c for c in cards if outcomes[c] == side]
    partner_later = k.partner in later
    if winner_side == side:
        # the partner is winning: do not overtake, do not spoil it (a King kills a 3 …)
        keepers = ours or cards
        low = cheapest(keepers)
        if stand_chance(k, [*trick, (me, low)], later) >= STAND_ROBUST:
            return low
        strong = [c for c in ours
                  if stand_chance(k, [*trick, (me, c)], later) >= STAND_ROBUST
                  and (keep(c) < 80 or must)]
        return cheapest(strong) if strong else low
    if not ours:
        return cheapest(cards)  # a lost trick: waste nothing
    opps_later = [p for p in later if p & 1 != side]
    if not opps_later:
        return cheapest(ours)  # the last word: win cheaply
    if partner_later and k.partner_hand is not None:
        # the partner behind me surely takes it: let him, and shed
        low = cheapest(cards)
        after = later[later.index(k.partner) + 1:]
        for c in bits_of(k.partner_hand):
            pl = [*trick, (me, low), (k.partner, c)]
            if (trick_winner(pl, powers, k.any_suit) & 1 == side
                    and stand_chance(k, pl, after) >= 0.95):
                return low
    chances = {c: stand_chance(k, [*trick, (me, c)], later) for c in ours}
    robust = [c for c in ours if chances[c] >= STAND_ROBUST]
    if robust:
        return cheapest(robust)
    if must:
        return max(ours, key=lambda c: (chances[c], -keep(c)))
    cheap = [c for c in ours if keep(c) <= 20]
    if cheap:
        return cheapest(cheap)
    return cheapest(cards)


def lead_card(k: Knowledge, cards: list[int], keep: Callable[[int], int],
              must: bool) -> int:
    """Lead a card that stands (the Devil first: it wins only when led, never in trick 1),
    else the most promising cheap card, else the cheapest."""
    me, n = k.me, k.n
    later = [(me + i) % n for i in range(1, n)]
    chances = {c: stand_chance(k, [(me, c)], later) for c in cards}
    sure = [c for c in cards if chances[c] >= 0.999]
    if sure:
        # the Devil and the cards that need the lead before the Karnöffel, which wins
        # anyway whenever it is played
        def order(c: int) -> tuple[int, int, int]:
            return (0 if c == k.devil else 1, 1 if k.powers[c] == 7 else 0, keep(c))
        return min(sure, key=order)
    good = [c for c in cards if chances[c] >= 0.6]
    if good:
        return min(good, key=lambda c: (-chances[c] if must else keep(c), c))
    if must:
        return max(cards, key=lambda c: (chances[c], -keep(c)))
    return min(cards, key=lambda c: (keep(c), c))


# ----- rollout policy -------------------------------------------------------------------

def rollout_card(g: Karnoeffel, s: KarnoeffelState, seat: int) -> int:
    """Full-information greedy play in a sampled world: the cheapest card that wins the
    trick against the opponents' actual cards behind (the Devil led when it stands), never
    overtake or spoil a partner's card, else shed the cheapest."""
    legal = g.playable(s, seat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    powers, any_suit = s.powers, s.any_suit
    n = s.players
    side = seat & 1
    trick = s.trick
    devil = DEVIL_INDEX[s.chosen_suit]
    last_trick = len(s.tricks) == 4
    cards = []
    m = legal
    while m:
        b = m & -m
        c = b.bit_length() - 1
        if c == devil:
            kv = 0 if last_trick else 90
        else:
            pw = powers[c]
            kv = SPECIAL_KEEP[pw] if pw else NATURAL[c] + KILLER_BONUS.get(RANK_OF[c], 0)
        cards.append((kv, c))
        m ^= b
    cards.sort()
    later = [(seat + i) % n for i in range(1, n - len(trick))]
    opp_cards = [(p, u) for p in later if p & 1 != side for u in bits_of(s.hands[p])]
    fallback = -1
    for _, c in cards:
        plays = [*trick, (seat, c)]
        if trick_winner(plays, powers, any_suit) & 1 != side:
            continue
        if fallback < 0:
            fallback = c
        if all(trick_winner([*plays, pu], powers, any_suit) & 1 == side for pu in opp_cards):
            return c
    if trick and fallback >= 0 and trick_winner(trick, powers, any_suit) & 1 == side:
        return fallback  # keep the partner's trick without spoiling it
    return cards[0][1]
