"""The Hearts bot kit: sampling hidden hands from a seat's view, club-player rules of
thumb, a fast rollout policy and the hand evaluation (rules-spec §3).

What a seat knows (and the sampler honours): its own hand, the cards it passed (they lie
in the receiver's hand until played) and received, every played card and who played it,
the voids play revealed (a seat that did not follow a led suit holds none of it; a seat
that discarded a penalty card to trick 1 or led a heart before hearts were broken held
nothing else), the hand sizes, which seats have passed, and the points taken. Everything
else is dealt at random among the hidden places: the other hands and, during the pass
phase, the piles of the seats that have passed.

Cards are handled as in `engine.games.hearts`: index ``suit * 13 + rank`` (ranks 2..A
ascending, suits C D H S) and hands as bitmasks.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from engine.bots.base import BotKit
from engine.cards import Card, mask_bits
from engine.game import Game
from engine.games.hearts import (
    BIT,
    CARD_SUIT_MASK,
    CARDS,
    CLUBS,
    DEAL_MOVES,
    DECK,
    DIAMONDS,
    HEARTS,
    IDX,
    MOON_MOVES,
    NON_HEARTS,
    PENALTY,
    PLAY_MOVES,
    POINTS,
    SPADES,
    SQ,
    SQ_BIT,
    HeartsState,
    Rules,
    rules_for,
)
from engine.moves import Move

SA = SQ + 2
SK = SQ + 1
SA_BIT = BIT[SA]
SK_BIT = BIT[SK]
HIGH_SPADES = SK_BIT | SA_BIT
SPECIAL = SQ_BIT | BIT[IDX[Card.parse("DJ")]]  # never equivalent to a neighbour
TRICK_ONE_DISCARD = PENALTY  # a trick-1 discard of one of these: the hand held only these
OVER = ("hand_over", "match_over")
ROLLOUT_EPSILON = 0.1  # share of random cards in rollouts
MATCH_BONUS = 26.0  # evaluate: a match won or lost in this hand counts like a moon


def rank(c: int) -> int:
    return c % 13


def high(mask: int) -> int:
    """The highest card index of a non-empty mask (the highest rank within one suit)."""
    return mask.bit_length() - 1


def low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def mask_of(codes: list[str] | None) -> int:
    return DECK.mask_codes(codes)


IDX_BY_CODE = {card.code: i for card, i in IDX.items()}


# ----- what the view tells ---------------------------------------------------------

class Knowledge:
    """Everything one seat knows about the current hand, read from its view only."""

    __slots__ = ("broken", "forbidden", "hand", "hand_sizes", "leader", "me", "n", "out",
                 "out_list", "passed_me", "played", "played_by", "points_taken",
                 "received_me", "rules", "trick", "tricks_done", "view")

    def __init__(self, game: Game[Any, Any], view: dict[str, Any], seat: int) -> None:
        self.view = view
        options = game.resolve_options(view["options"])
        rules: Rules = rules_for(options)
        self.rules = rules
        n = self.n = rules.n
        self.me = seat
        self.hand = mask_of(view["hands"][seat])
        self.passed_me = mask_of(view["passed"][seat])
        self.received_me = mask_of(view["received"][seat])
        self.hand_sizes: list[int] = list(view["hand_sizes"])
        self.points_taken: list[int] = list(view["points_taken"])
        self.forbidden = [0] * n
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
        revoke = hr is not None and hr.get("reason") == "revoke"
        broken = False
        all_tricks = [*tricks, (self.leader, self.trick)] if self.trick else tricks
        for i, (leader, cards) in enumerate(all_tricks):
            lead = CARD_SUIT_MASK[cards[0]]
            if not broken and cards[0] in HEARTS_SET and i > 0:
                # a heart led before hearts were broken: the leader held only hearts
                # (with the option, possibly SQ as well)
                plain = NON_HEARTS & ~SQ_BIT if rules.can_lead_hearts_instead_of_qs \
                    else NON_HEARTS
                self.forbidden[leader] |= plain
            for k, c in enumerate(cards):
                p = (leader + k) % n
                self.played |= BIT[c]
                self.played_by[p] |= BIT[c]
                if k == 0 or BIT[c] & lead:
                    continue
                if revoke and i == len(all_tricks) - 1 and k == len(cards) - 1:
                    continue  # the revoke card: the seat could have followed
                self.forbidden[p] |= lead
                if i == 0 and BIT[c] & TRICK_ONE_DISCARD:
                    self.forbidden[p] |= ~TRICK_ONE_DISCARD & rules.deck_mask
            if i < len(tricks):
                pts = sum(POINTS[c] for c in cards)
                if pts % 13 or (pts and rules.qs_breaks_hearts):
                    broken = True
        self.broken = broken
        # cards whose place this seat does not know
        self.out = rules.deck_mask & ~self.hand & ~self.played & ~self.passed_me
        self.out_list = mask_bits(self.out)


HEARTS_SET = frozenset(i for i in range(52) if BIT[i] & HEARTS)


# ----- sampling worlds ---------------------------------------------------------------

def deal_constrained(cards: list[int], caps: list[int], forbidden: list[int],
                     rng: random.Random) -> list[int]:
    """Deal ``cards`` into places with the given capacities, never a card into a place
    that forbids it: the most constrained cards first, each to an allowed place with
    probability proportional to its free room; a dead end restarts the deal."""
    if not any(forbidden):
        order = cards[:]
        rng.shuffle(order)
        out, at = [], 0
        for cap in caps:
            m = 0
            for c in order[at:at + cap]:
                m |= BIT[c]
            out.append(m)
            at += cap
        return out
    places = range(len(caps))
    elig = {c: [q for q in places if not forbidden[q] >> c & 1] for c in cards}
    for _attempt in range(200):
        order = cards[:]
        rng.shuffle(order)
        order.sort(key=lambda c: len(elig[c]))
        room = caps[:]
        out = [0] * len(caps)
        ok = True
        for c in order:
            total = sum(room[q] for q in elig[c])
            if total <= 0:
                ok = False
                break
            r = rng.randrange(total)
            for q in elig[c]:
                r -= room[q]
                if r < 0:
                    room[q] -= 1
                    out[q] |= BIT[c]
                    break
        if ok:
            return out
    return _matching_deal(cards, caps, elig, rng)


def _matching_deal(cards: list[int], caps: list[int], elig: dict[int, list[int]],
                   rng: random.Random) -> list[int]:
    """A deal found by bipartite matching of cards to free slots (augmenting paths):
    it exists whenever any deal does; used when random dealing keeps hitting dead ends."""
    slots = [q for q, cap in enumerate(caps) for _ in range(cap)]
    rng.shuffle(slots)
    holder: list[int | None] = [None] * len(slots)  # card in each slot

    def place(c: int, seen: set[int]) -> bool:
        for i, q in enumerate(slots):
            if q in elig[c] and i not in seen:
                seen.add(i)
                other = holder[i]
                if other is None or place(other, seen):
                    holder[i] = c
                    return True
        return False

    for c in cards:
        if not place(c, set()):
            raise ValueError("no deal of the hidden cards fits the view")
    out = [0] * len(caps)
    for i, held in enumerate(holder):
        if held is not None:
            out[slots[i]] |= BIT[held]
    return out


def codes_of(mask: int) -> list[str]:
    return DECK.codes(mask)


class HeartsKit(BotKit):
    game_id = "hearts"

    def __init__(self) -> None:
        # (view, seat, knowledge, template world): the expert samples many worlds from
        # one view; everything but the hidden places is read and checked once.
        self._cache: tuple[dict[str, Any], int, Knowledge, HeartsState] | None = None

    # ----- sample_world ---------------------------------------------------------
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> Any:
        cache = self._cache
        if cache is not None and cache[0] is view and cache[1] == seat:
            k, template = cache[2], cache[3]
            hands, passed, received = self.deal_hidden(k, rng)
            world = template.copy()
            world.hands, world.passed, world.received = hands, passed, received
            world.seed = rng.getrandbits(53)
            return world
        k = Knowledge(game, view, seat)
        hands, passed, received = self.deal_hidden(k, rng)
        data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
        data["hands"] = [codes_of(h) for h in hands]
        data["passed"] = [codes_of(m) if m else None for m in passed]
        data["received"] = [codes_of(m) if m else None for m in received]
        data["seed"] = rng.getrandbits(53)
        world = game.decode(data)  # the full check, once per view
        self._cache = (view, seat, k, world.copy())
        return world

    def deal_hidden(self, k: Knowledge, rng: random.Random
                    ) -> tuple[list[int], list[int], list[int]]:
        """Hands, passed and received masks of one world: the known cards where they
        are, the others dealt at random within the constraints."""
        view, rules, n, me = k.view, k.rules, k.n, k.me
        phase = view["phase"]
        offset = rules.offset(view["hand_number"])
        hands = [0] * n
        hands[me] = k.hand
        passed = [0] * n
        received = [0] * n
        places: list[tuple[str, int]] = []
        caps: list[int] = []
        forbidden: list[int] = []
        fixed = [0] * n  # known cards in another seat's hand
        if phase == "passing":
            passed[me] = k.passed_me
        elif offset:
            passed[me] = k.passed_me
            received[(me + offset) % n] = k.passed_me
            received[me] = k.received_me
            passed[(me - offset) % n] = k.received_me
            fixed[(me + offset) % n] = k.passed_me & ~k.played
        waiting = set(view["to_act"]) if phase == "passing" else set()
        for p in range(n):
            if p == me:
                continue
            places.append(("hand", p))
            caps.append(k.hand_sizes[p] - fixed[p].bit_count())
            forbidden.append(k.forbidden[p])
            if phase == "passing" and p not in waiting:
                places.append(("pass", p))
                caps.append(rules.pass_count)
                forbidden.append(0)
        dealt = deal_constrained(k.out_list, caps, forbidden, rng)
        for (kind, p), mask in zip(places, dealt, strict=True):
            if kind == "hand":
                hands[p] = mask | fixed[p]
            else:
                passed[p] = mask
        if phase != "passing" and offset:
            for p in range(n):
                if passed[p]:
                    continue
                q = (p + offset) % n
                pick = rng.sample(mask_bits(hands[q] | k.played_by[q]), rules.pass_count)
                passed[p] = sum(BIT[c] for c in pick)
                received[q] = passed[p]
        return hands, passed, received

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return bool(world.phase in OVER)

    # ----- evaluation -------------------------------------------------------------
    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """Minus the seat's points of the hand (moon and Omnibus included); a match won
        (lost) in this hand adds (subtracts) 26 more."""
        s: HeartsState = world
        hr = s.hand_result
        value = -float(hr["points"][seat]) if hr is not None else -float(s.taken[seat])
        if s.match_winners is not None:
            value += MATCH_BONUS if seat in s.match_winners else -MATCH_BONUS
        return value

    def explain_fields(self, mean: float, win_share: float) -> dict[str, Any]:
        """Hints speak points: the expected penalty points of the hand."""
        return {"expected_points": round(-mean, 3)}

    # ----- rollout policy -----------------------------------------------------------
    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        s: HeartsState = world
        phase = s.phase
        if phase == "play":
            legal: int = game.playable(s, seat)  # type: ignore[attr-defined]
            if legal & (legal - 1) == 0 or rng.random() < ROLLOUT_EPSILON:
                if legal & (legal - 1):
                    return game.random_move(s, seat, rng)
                return PLAY_MOVES[seat][low(legal)]
            sq_live = any(h & SQ_BIT for h in s.hands) or SQ in s.trick
            return PLAY_MOVES[seat][quick_card(len(s.trick), s.lead_mask, s.win_card,
                                               not s.tricks, s.n, legal, sq_live)]
        if phase == "passing":
            return Move(seat, "pass", cards=tuple(
                CARDS[c] for c in quick_pass(s.hands[seat], s.rules.pass_count)))
        if phase == "moon_choice":
            return MOON_MOVES[seat][moon_choice(s.scores, seat, s.rules.target)]
        return DEAL_MOVES[(s.dealer + 1) % s.n]

    def playout(self, game: Game[Any, Any], world: Any, rng: random.Random) -> None:
        """`rollout_move` to the end of the hand: the expert's inner loop. The cards
        are played on local variables (the rules of §3.5 and §3.6, as in the engine's
        own fast path) and written back before the last card, which the engine applies
        itself, so that it scores the hand (moon, Omnibus, match end). A test checks
        that the world ends exactly as `playout_reference` (move by move) leaves it."""
        s: HeartsState = world
        apply = game.apply_in_place
        while s.phase != "play":
            if s.phase in OVER:
                return
            seats = game.to_act(s)
            apply(s, self.rollout_move(game, s, seats[0], rng))
        rand = rng.random
        n = s.n
        hands = s.hands
        trick = s.trick
        tricks = s.tricks
        taken = s.taken
        broken = s.broken
        lead = s.lead_mask
        win_card, win_seat = s.win_card, s.win_seat
        leader = s.leader
        seat = s.turn
        rules = s.rules
        last = rules.hand_size * n - 1  # cards played when the last card is due
        played = len(tricks) * n + len(trick)
        low_club_bit = rules.low_club_bit
        lead_hearts_with_queen = rules.can_lead_hearts_instead_of_qs
        qs_breaks = rules.qs_breaks_hearts
        sq_live = SQ in trick or any(h & SQ_BIT for h in hands)
        steps = 0
        while played < last:
            hand = hands[seat]
            if trick:
                legal = hand & lead
                if not legal:
                    legal = hand
                    if not tricks and hand & ~PENALTY:
                        legal = hand & ~PENALTY
            elif not tricks:
                legal = low_club_bit
            elif broken or not hand & NON_HEARTS:
                legal = hand
            else:
                legal = hand & NON_HEARTS
                if legal == SQ_BIT and lead_hearts_with_queen:
                    legal = hand
            if legal & (legal - 1) == 0:
                c = (legal & -legal).bit_length() - 1
            elif rand() < ROLLOUT_EPSILON:
                r = int(rand() * legal.bit_count())
                while r:
                    legal &= legal - 1
                    r -= 1
                c = (legal & -legal).bit_length() - 1
            else:
                c = quick_card(len(trick), lead, win_card, not tricks, n, legal, sq_live)
            bit = BIT[c]
            hands[seat] ^= bit
            if trick:
                if bit & lead and c > win_card:
                    win_card, win_seat = c, seat
            else:
                lead = CARD_SUIT_MASK[c]
                win_card, win_seat = c, seat
            trick.append(c)
            played += 1
            steps += 1
            if len(trick) < n:
                seat = seat + 1 if seat + 1 < n else 0
                continue
            cards = tuple(trick)
            tricks.append((leader, cards, win_seat))
            points = sum(map(POINTS.__getitem__, cards))
            if points:
                taken[win_seat] += points
                if not broken and (points % 13 or qs_breaks):
                    broken = True
            if sq_live and SQ in cards:
                sq_live = False
            leader = seat = win_seat
            trick = []
            lead = 0
        s.trick = trick
        s.lead_mask = lead
        s.win_card, s.win_seat = win_card, win_seat
        s.broken = broken
        s.leader = leader
        s.turn = seat
        s.version += steps
        if s.phase == "play" and played == last:  # the last card: the engine scores
            apply(s, PLAY_MOVES[seat][(hands[seat] & -hands[seat]).bit_length() - 1])
        if s.phase == "moon_choice":
            apply(s, MOON_MOVES[s.turn][moon_choice(s.scores, s.turn, s.rules.target)])

    def playout_reference(self, game: Game[Any, Any], world: Any,
                          rng: random.Random) -> None:
        """`playout` move by move through `Game.apply_in_place` (for the tests)."""
        s: HeartsState = world
        apply = game.apply_in_place
        while s.phase != "play":
            if s.phase in OVER:
                return
            seats = game.to_act(s)
            apply(s, self.rollout_move(game, s, seats[0], rng))
        rand = rng.random
        sq_live = SQ in s.trick or any(h & SQ_BIT for h in s.hands)
        while s.phase == "play":
            seat = s.turn
            legal: int = game.playable(s, seat)  # type: ignore[attr-defined]
            if legal & (legal - 1) == 0:
                c = low(legal)
            elif rand() < ROLLOUT_EPSILON:
                r = int(rand() * legal.bit_count())
                while r:
                    legal &= legal - 1
                    r -= 1
                c = low(legal)
            else:
                c = quick_card(len(s.trick), s.lead_mask, s.win_card, not s.tricks, s.n,
                               legal, sq_live)
            apply(s, PLAY_MOVES[seat][c])
            if sq_live and not s.trick and SQ in s.tricks[-1][1]:
                sq_live = False
        if s.phase == "moon_choice":
            apply(s, MOON_MOVES[s.turn][moon_choice(s.scores, s.turn, s.rules.target)])

    # ----- heuristic level -----------------------------------------------------------
    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        moves = game.legal_moves(world, seat) if view["phase"] != "passing" else []
        phase = view["phase"]
        if phase == "passing":
            k = Knowledge(game, view, seat)
            cards = best_passes(k.hand, k.rules.pass_count, 1)[0]
            return Move(seat, "pass", cards=tuple(CARDS[c] for c in mask_bits(cards)))
        if len(moves) == 1 or phase != "play":
            if phase == "moon_choice":
                return MOON_MOVES[seat][moon_choice(view["scores"], seat,
                                                    view["options"]["target"])]
            return moves[0]
        k = Knowledge(game, view, seat)
        legal = 0
        for m in moves:
            legal |= BIT[IDX[m.card]]  # type: ignore[index]
        return PLAY_MOVES[seat][heuristic_card(k, legal)]

    # ----- search candidates (the expert asks for these when present) ---------------
    def equivalent_moves(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                         legal: list[Move]) -> list[list[Move]] | None:
        """Touching cards: two cards of one suit with the same points (neither SQ nor
        DJ) and only cards of this hand or of completed tricks between them win and
        lose exactly the same tricks, so the search plays one of them."""
        if view["phase"] != "play" or len(legal) < 2:
            return None
        cache = self._cache
        k = cache[2] if cache is not None and cache[0] is view and cache[1] == seat \
            else Knowledge(game, view, seat)
        gone = k.hand | (k.played & ~sum(BIT[c] for c in k.trick))
        groups: list[list[Move]] = []
        prev = -1
        for m in sorted(legal, key=lambda m: IDX[m.card]):  # type: ignore[index]
            c = IDX[m.card]  # type: ignore[index]
            if (prev >= 0 and CARD_SUIT_MASK[c] == CARD_SUIT_MASK[prev]
                    and POINTS[c] == POINTS[prev] and not BIT[c] & SPECIAL
                    and not BIT[prev] & SPECIAL
                    and all(gone >> x & 1 for x in range(prev + 1, c))):
                groups[-1].append(m)
            else:
                groups.append([m])
            prev = c
        return groups
    def search_candidates(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                          world: Any, rng: random.Random) -> list[Move] | None:
        """Passes: the best few sets by the passing rules of thumb, not all C(13, 3)."""
        if view["phase"] != "passing":
            return None
        hand = mask_of(view["hands"][seat])
        count = view["options"]["pass_count"]
        return [Move(seat, "pass", cards=tuple(CARDS[c] for c in mask_bits(m)))
                for m in best_passes(hand, count, 6)]


# ----- rules of thumb ---------------------------------------------------------------

def moon_choice(scores: list[int], seat: int, target: int) -> int:
    """Index into MOON_MODES: add 26 to the others when that ends the match with this
    seat lowest, else take -26."""
    others = [v + 26 for p, v in enumerate(scores) if p != seat]
    if max(others) >= target and scores[seat] < min(others):
        return 0  # add_to_others: the match ends and this seat wins
    return 1  # subtract_self


# A static order of danger for quick passes: SQ, SA, SK, high hearts, then high cards.
def _danger(c: int) -> float:
    r = rank(c)
    if c == SQ:
        return 100.0
    if c in (SA, SK):
        return 90.0 + r
    if BIT[c] & HEARTS:
        return 40.0 + 3 * r
    return 2.0 * r


DANGER_ORDER = sorted(range(52), key=lambda c: -_danger(c))


def quick_pass(hand: int, count: int) -> list[int]:
    out = []
    for c in DANGER_ORDER:
        if hand >> c & 1:
            out.append(c)
            if len(out) == count:
                break
    return out


def pass_scores(hand: int) -> dict[int, float]:
    """How much a club player wants to be rid of each card of ``hand``."""
    spades = hand & SPADES
    low_spades = (spades & ~(SQ_BIT | HIGH_SPADES)).bit_count()
    guarded_queen = bool(hand & SQ_BIT) and low_spades >= 4
    scores: dict[int, float] = {}
    for c in mask_bits(hand):
        r = rank(c)
        b = BIT[c]
        if c == SQ:
            v = -10.0 if guarded_queen else 100.0
        elif b & HIGH_SPADES:
            # SA/SK catch the queen unless the spades below them are long
            v = 20.0 if low_spades >= 4 else (60.0 + r if not hand & SQ_BIT else 85.0 + r)
        elif b & HEARTS:
            v = 8.0 + 4.0 * max(0, r - 6)  # 8..32: the high hearts
        elif b & SPADES:
            v = 1.0 + 0.5 * r  # low spades guard the queen: keep them
        else:
            v = 2.0 + 2.0 * max(0, r - 7)  # high clubs and diamonds
        scores[c] = v
    return scores


def best_passes(hand: int, count: int, k: int) -> list[int]:
    """The ``k`` best passes (as masks): the most dangerous cards, with a bonus for a
    pass that voids clubs or diamonds (a void lets the seat discard penalty cards)."""
    scores = pass_scores(hand)
    pool = sorted(scores, key=lambda c: -scores[c])[:min(len(scores), count + 5)]
    ranked: list[tuple[float, int]] = []
    for combo in combinations(pool, count):
        m = 0
        for c in combo:
            m |= BIT[c]
        value = sum(scores[c] for c in combo)
        left = hand & ~m
        for suit in (CLUBS, DIAMONDS):
            if hand & suit and not left & suit:
                value += 18.0
        if left & SQ_BIT and (left & SPADES).bit_count() <= 2:
            value -= 30.0  # do not keep a bare queen
        ranked.append((-value, m))
    ranked.sort()
    out = [m for _, m in ranked[:k]]
    # in case the pool was too small for k distinct combinations
    return out


def quick_card(trick_len: int, lead: int, win: int, first_trick: bool, n: int, legal: int,
               sq_live: bool) -> int:
    """The rollout policy's card: duck, dump the queen and high hearts, lead low."""
    if not trick_len:
        pick = legal
        if sq_live:
            safer = legal & ~(SQ_BIT | HIGH_SPADES)
            if safer:
                pick = safer
        # the lowest rank among the allowed suits
        best, best_r = -1, 99
        m = pick
        while m:
            b = m & -m
            c = b.bit_length() - 1
            r = c % 13
            if r < best_r:
                best, best_r = c, r
            m ^= b
        return best
    follow = legal & lead
    if follow:
        if follow & SQ_BIT and win > SQ:
            return SQ
        below = follow & ((1 << win) - 1)
        if below:
            return high(below)
        rest = follow & ~SQ_BIT
        if trick_len == n - 1 or first_trick:
            return high(rest) if rest else SQ
        return low(rest) if rest else SQ
    if legal & SQ_BIT:
        return SQ
    if sq_live and legal & HIGH_SPADES:
        return high(legal & HIGH_SPADES)
    if legal & HEARTS:
        return high(legal & HEARTS)
    best, best_r = -1, -1
    m = legal
    while m:
        b = m & -m
        c = b.bit_length() - 1
        r = c % 13
        if r > best_r:
            best, best_r = c, r
        m ^= b
    return best


def moon_threat(k: Knowledge) -> int:
    """A seat (not this one) that took every point so far, at least three hearts of
    them: it may be shooting the moon."""
    taken = k.points_taken
    total = sum(taken)
    hearts = total - 13 if k.played & SQ_BIT and total >= 13 else total
    if hearts < 3:
        return -1
    for p, v in enumerate(taken):
        if v == total and p != k.me:
            return p
    return -1


def heuristic_card(k: Knowledge, legal: int) -> int:
    """A club player's card from the view: see the module docstring."""
    out = k.out  # cards another seat may hold (or a pile during the pass phase)
    sq_out = bool(out & SQ_BIT)
    sq_live = bool((out | k.hand) & SQ_BIT)
    threat = moon_threat(k)
    n = k.n
    trick = k.trick
    if not trick:
        if threat >= 0 and legal & HEARTS:
            # win a heart trick to stop the moon: lead the highest heart
            top = high(legal & HEARTS)
            if not out & HEARTS & ~((1 << (top + 1)) - 1):
                return top
        # spade fishing: without SQ, SK, SA, lead spades to flush the queen out
        spades = legal & SPADES
        if sq_out and spades and not k.hand & (SQ_BIT | HIGH_SPADES):
            return high(spades)
        best, best_v = -1, 1e9
        for c in mask_bits(legal):
            suit = CARD_SUIT_MASK[c]
            below = (out & suit & ((1 << c) - 1)).bit_count()
            above = (out & suit & ~((1 << (c + 1)) - 1)).bit_count()
            v = below - 0.5 * above
            if c == SQ and (out & HIGH_SPADES):
                v += 30
            if BIT[c] & HIGH_SPADES and sq_out:
                v += 20
            if BIT[c] & HEARTS:
                v += 2
            if not out & suit:
                v += 5  # nobody else holds the suit: the lead wins
            v += 0.01 * rank(c)
            if v < best_v:
                best, best_v = c, v
        return best
    lead = CARD_SUIT_MASK[trick[0]]
    win_c, win_pos = trick[0], 0
    for i, c in enumerate(trick):
        if BIT[c] & lead and c > win_c:
            win_c, win_pos = c, i
    winner = (k.leader + win_pos) % n
    last = len(trick) == n - 1
    points = sum(POINTS[c] for c in trick)
    follow = legal & lead
    if follow:
        if threat >= 0 and winner == threat and (points or lead == HEARTS):
            above = follow & ~((1 << (win_c + 1)) - 1) & ~SQ_BIT
            if above:
                return low(above)  # take the trick: the moon is stopped
        if follow & SQ_BIT and win_c > SQ:
            return SQ
        below = follow & ((1 << win_c) - 1)
        if below:
            return high(below)
        rest = follow & ~SQ_BIT
        if not rest:
            return SQ
        if last or k.tricks_done == 0:
            return high(rest)  # the trick is ours anyway: shed the highest
        if lead == SPADES and sq_out:
            return low(rest)
        # nobody behind can follow low enough to matter: shed high only if clean so far
        return high(rest) if points == 0 and lead != HEARTS else low(rest)
    # void in the led suit: discard
    if threat >= 0 and winner == threat:
        clean = legal & ~PENALTY
        if clean:
            return high_rank(clean)
    if legal & SQ_BIT:
        return SQ
    if sq_live and legal & HIGH_SPADES:
        return high(legal & HIGH_SPADES)
    if legal & HEARTS:
        return high(legal & HEARTS)
    # shed the highest card of the shortest suit (towards another void)
    best, best_v = -1, -1e9
    for c in mask_bits(legal):
        length = (k.hand & CARD_SUIT_MASK[c]).bit_count()
        v = rank(c) - 1.5 * length
        if v > best_v:
            best, best_v = c, v
    return best


def high_rank(mask: int) -> int:
    best, best_r = -1, -1
    for c in mask_bits(mask):
        if c % 13 > best_r:
            best, best_r = c, c % 13
    return best

