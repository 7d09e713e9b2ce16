"""The Watten bot kit (rules-spec §1): sampling hidden cards from a seat's view, a club
player's rules of thumb for every decision, a fast rollout policy and the hand evaluation.

What a seat knows, and the sampler honours (`Knowledge`): its own hand; every played card
and who played it; Schlag and trump; the hand sizes; the cut cards it peeked at, took or
left (Schlecken) and the cards it discarded in a Tyrolean redeal; that every card another
seat took at the cut is a critical (unless `schlecken_bluff` lets that seat, the cutter,
take any card) lying in that seat's hand or among its played cards; and the holdings the
duties reveal (§1.9):

* Tyrolean trump-follow: a seat that answered a trump lead with a card outside the
  allowed set held no card it would have had to play (trumps, the Weli, the Rechte and,
  with `tyrol_linke_forced`, the Linke; an exempt Rechte excepted).
* Bavarian "Trumpf oder Kritisch" (trick 1, the Hauptschlag led, `auto` or called, not yet
  released): a seat that played a non-qualifying card held no trump and no critical
  (`strict`) or no non-critical trump (`trump_holders`).

Everything else (the other hands, the stock, a hidden peeked card, a card left at the
cut, the other seat's redeal discards) is dealt at random among the hidden places.

Evaluation scale (`evaluate`): match points of the hand from the seat's side, the side's
points minus the other side's (a won hand is +V, a lost one -V, a fold the previous value,
a Schlecken penalty counts), plus or minus `MATCH_BONUS` when the hand ends the match.

Cards are indices into `DECK` (the Tyrolean order; the Bavarian deck is its first 32
cards) and hands are bitmasks, as in `engine.games.watten`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import comb
from typing import Any, cast

from engine.bots.base import BotKit
from engine.cards import mask_bits
from engine.game import Game
from engine.games.watten.ranking import (
    CARD_NATURAL,
    CARD_SUIT,
    CRITICAL_MASK,
    DECK,
    RANK_MASK,
    RANKS,
    SUIT_MASK,
    SUITS,
    TIER_LED,
    TIER_STRIKER,
    WELI_INDEX,
    WELI_RANK,
    cached_strength,
    rechte_index,
)
from engine.games.watten.rules import PLAY_MOVES, RANK_MOVES, SIMPLE_MOVES, SUIT_MOVES, Watten
from engine.games.watten.state import WattenState
from engine.moves import Move

OVER = ("hand_over", "match_over")
MATCH_BONUS = 10.0  # evaluate: a match won (lost) in this hand, on top of its points
IDX = {c.code: i for i, c in enumerate(DECK)}
BIT = tuple(1 << i for i in range(len(DECK)))
BAVARIAN_MASK = (1 << 32) - 1
TYROLEAN_MASK = (1 << 33) - 1
SUIT_OF = tuple(CARD_SUIT)
NATURAL_OF = tuple(CARD_NATURAL)

# Tunable rules of thumb (see the tests and the strength smoke for their effect).
RAISE_AT = 0.72  # raise when the side's chance of winning the hand is at least this
RAISE_AT_TWO_TRICKS = 0.6  # … or this, once the side has 2 tricks
OPPONENT_RAISE_DISCOUNT = 0.8  # a raise by the other side tells of a good hand
PLAIN_TRUMP_WEIGHT = 0.5  # how much an unseen trump-class card threatens a plain card
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


bits_of = mask_bits


def mask_of(codes: list[str] | None) -> int:
    return DECK.mask_codes(codes)


def codes_of(mask: int) -> list[str]:
    return DECK.codes(mask)


# ----- card strength helpers ------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Table:
    """One ranking (Schlag, trump, variant): fixed strengths and, per card, the cards
    above it (``above``) and the equal strikers (``equal``)."""

    strength: tuple[int, ...]
    above: tuple[int, ...]
    equal: tuple[int, ...]
    trump_class: int  # every card with a fixed strength (criticals, strikers, trumps …)
    suit_above: tuple[int, ...]  # plain: the higher cards of the same suit

    def eff(self, c: int, led: str) -> int:
        """The strength of ``c`` in a trick led with suit ``led`` (0: cannot win)."""
        v = self.strength[c]
        if v:
            return v
        return TIER_LED + NATURAL_OF[c] if SUIT_OF[c] == led else 0


_TABLES: dict[tuple[str, str, bool, str, bool], Table] = {}


def table_for(schlag: str, trump: str, criticals: bool, variant: str, guate: bool) -> Table:
    key = (schlag, trump, criticals, variant, guate)
    t = _TABLES.get(key)
    if t is not None:
        return t
    st = cached_strength(schlag, trump, criticals, variant, guate)
    size = 33 if variant == "tyrolean" else 32
    by_value: dict[int, int] = {}  # fixed strength -> its cards
    plain_by_suit: dict[str, list[int]] = {su: [] for su in SUITS}
    for u in range(size):
        if st[u]:
            by_value[st[u]] = by_value.get(st[u], 0) | BIT[u]
        else:
            plain_by_suit[SUIT_OF[u]].append(u)
    higher: dict[int, int] = {}  # fixed strength -> the cards above it
    cum = 0
    for v in sorted(by_value, reverse=True):
        higher[v] = cum
        cum |= by_value[v]
    trump_class = cum
    above = [0] * len(DECK)
    equal = [0] * len(DECK)
    suit_above = [0] * len(DECK)
    for u in range(size):
        v = st[u]
        if v:
            above[u] = higher[v]
            if v == TIER_STRIKER:
                equal[u] = by_value[v] & ~BIT[u]
    for cards_of in plain_by_suit.values():
        cum = 0
        for u in sorted(cards_of, key=lambda c: -NATURAL_OF[c]):
            suit_above[u] = cum
            cum |= BIT[u]
    t = _TABLES[key] = Table(st, tuple(above), tuple(equal), trump_class, tuple(suit_above))
    return t


def power(t: Table, c: int, unseen: int, keep: float) -> float:
    """Rough chance that ``c`` takes a trick: every unseen card that can beat it must not
    lie with an opponent (``keep`` = chance that one unseen card does not)."""
    if t.strength[c]:
        k = (t.above[c] & unseen).bit_count() + 0.5 * (t.equal[c] & unseen).bit_count()
    else:
        k = ((t.suit_above[c] & unseen).bit_count()
             + PLAIN_TRUMP_WEIGHT * (t.trump_class & unseen).bit_count())
    return float(keep ** k)


def keep_value(t: Table, c: int) -> int:
    """How much a card is worth keeping: strength class, then natural rank."""
    v = t.strength[c]
    return v if v else NATURAL_OF[c]


def hand_power(t: Table, hand: int, unseen: int, keep: float) -> float:
    return sum(power(t, c, unseen, keep) for c in bits_of(hand))


def binomial_at_least(n: int, p: float, k: int) -> float:
    """P(Binomial(n, p) >= k)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, j) * p ** j * (1 - p) ** (n - j) for j in range(k, n + 1))


# ----- what the view tells ----------------------------------------------------------------

class Knowledge:
    """Everything one seat knows about the current hand, read from its view only."""

    __slots__ = (
        "criticals", "cut_hidden_left", "cut_hidden_peek", "dealer", "deck_mask", "forbidden",
        "forehand", "guate", "hand", "hidden_taken", "me", "my_side", "n", "opponents",
        "opts", "partners", "phase", "played", "played_by", "schlag", "sides", "sizes",
        "table", "trick", "trick_leader", "tricks", "trump", "tyrolean", "unseen", "variant",
        "view", "won",
    )

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        opts: dict[str, Any] = view["options"]
        self.opts = opts
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
        self.hand = mask_of(view["hands"][seat])
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
        cutter = self.forehand if n == 2 else (self.dealer - 1) % n
        bluff = bool(opts["schlecken_bluff"])
        # hidden takes: (seat, must it be a critical)
        self.hidden_taken: list[tuple[int, bool]] = [
            (item["seat"], not (bluff and item["seat"] == cutter))
            for item in cut["taken"] if item["card"] is None]
        for item in view["out_of_play"]:
            if item["card"] is not None:
                known |= BIT[IDX[item["card"]]]
        self.unseen = self.deck_mask & ~self.hand & ~played & ~known
        self.forbidden = [0] * n
        if self.table is not None:
            self._duties()

    def _duties(self) -> None:
        """The holdings the duties to play a trump reveal (§1.9; module docstring)."""
        schlag, trump = self.schlag, self.trump
        assert schlag is not None and trump is not None and self.table is not None
        opts = self.opts
        all_tricks = [(leader, plays) for leader, plays, _ in self.tricks]
        if self.trick:
            all_tricks.append((self.trick_leader, self.trick))
        rechte = BIT[rechte_index(schlag, trump)]
        if self.tyrolean:
            trumps = SUIT_MASK[trump] | BIT[WELI_INDEX] | rechte
            linke = 0 if schlag == WELI_RANK else RANK_MASK[schlag] & ~rechte
            exempt = rechte if opts["tyrol_rechte_exempt"] else 0
            must = (trumps | linke) & ~exempt if opts["tyrol_linke_forced"] else trumps & ~exempt
            allowed = trumps | linke | rechte
            for _, plays in all_tricks:
                if not BIT[plays[0][1]] & (SUIT_MASK[trump] | BIT[WELI_INDEX]):
                    continue
                for p, c in plays[1:]:
                    if not BIT[c] & allowed:
                        self.forbidden[p] |= must
            return
        mode = opts["tok_mode"]
        if not all_tricks or mode == "off" or (mode == "on_call"
                                               and not self.view["tok_called"]):
            return
        _, plays = all_tricks[0]
        lead = plays[0][1]
        if BIT[lead] != rechte:
            return
        st = self.table.strength
        crit = CRITICAL_MASK if self.criticals else 0
        qualifying = SUIT_MASK[trump] | crit
        for k in range(1, len(plays)):
            if any(st[c] > st[lead] for _, c in plays[1:k]):
                break  # released
            p, c = plays[k]
            if BIT[c] & qualifying:
                continue
            if opts["tok_scope"] == "strict":
                self.forbidden[p] |= qualifying
            else:
                self.forbidden[p] |= SUIT_MASK[trump] & ~crit

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


def share_of(ours: float, theirs: float) -> float:
    share = 0.5 if ours + theirs <= 0 else ours / (ours + theirs)
    return min(0.97, max(0.03, share))


# ----- sampling worlds ------------------------------------------------------------------

def fill_places(pool: int, caps: list[int], allowed: list[int], rng: random.Random
                ) -> list[int] | None:
    """Deal cards of ``pool`` into places (capacity, allowed mask), the most constrained
    place first, each card at random among those allowed; None on a dead end."""
    order = sorted(range(len(caps)), key=lambda i: ((allowed[i] & pool).bit_count(),
                                                    rng.random()))
    out = [0] * len(caps)
    left = pool
    for i in order:
        cap = caps[i]
        if not cap:
            continue
        cands = bits_of(allowed[i] & left)
        if len(cands) < cap:
            return None
        for c in rng.sample(cands, cap):
            out[i] |= BIT[c]
            left &= ~BIT[c]
    return out


def sample_hidden(k: Knowledge, rng: random.Random, attempts: int = 200
                  ) -> tuple[list[int], list[int], int | None, int | None, list[int]]:
    """Hidden hands (per seat, own hand included), the card of each hidden take, the
    hidden cut-left and peek cards, and the hidden out-of-play cards (in view order)."""
    n, me = k.n, k.me
    others = [p for p in range(n) if p != me]
    n_oop = sum(1 for item in k.view["out_of_play"] if item["card"] is None)
    for _ in range(attempts):
        pool = k.unseen
        fixed = [0] * n
        takes: list[int] = []
        claimed = 0
        ok = True
        # 1. each hidden take of a critical: a critical the taker played, or one the
        #    taker still holds.
        for p, crit in k.hidden_taken:
            if not crit:
                takes.append(-1)  # any card of that seat: chosen after the deal
                continue
            room = k.sizes[p] - fixed[p].bit_count()
            cands = bits_of(k.played_by[p] & CRITICAL_MASK & ~claimed)
            if room > 0:
                cands += bits_of(pool & CRITICAL_MASK & ~k.forbidden[p] & ~claimed)
            if not cands:
                ok = False
                break
            c = rng.choice(cands)
            claimed |= BIT[c]
            takes.append(c)
            if pool & BIT[c]:
                pool &= ~BIT[c]
                fixed[p] |= BIT[c]
        if not ok:
            continue
        # 2. the other hands, the hidden cut cards and the other redeal discards
        caps = [k.sizes[p] - fixed[p].bit_count() for p in others]
        allowed = [k.deck_mask & ~k.forbidden[p] for p in others]
        extra = [int(k.cut_hidden_left), int(k.cut_hidden_peek), n_oop]
        caps += extra
        allowed += [k.deck_mask] * 3
        if any(c < 0 for c in caps):
            continue
        dealt = fill_places(pool, caps, allowed, rng)
        if dealt is None:
            continue
        hands = [0] * n
        hands[me] = k.hand
        for p, m in zip(others, dealt, strict=False):
            hands[p] = m | fixed[p]
        left = bits_of(dealt[-3])[0] if k.cut_hidden_left else None
        peek = bits_of(dealt[-2])[0] if k.cut_hidden_peek else None
        oop = bits_of(dealt[-1])
        rng.shuffle(oop)
        # 3. a bluffing cutter's take: any card he holds or played
        for i, (p, crit) in enumerate(k.hidden_taken):
            if crit:
                continue
            cands = bits_of((hands[p] | k.played_by[p]) & ~claimed)
            if not cands:
                ok = False
                break
            c = rng.choice(cands)
            claimed |= BIT[c]
            takes[i] = c
        if ok:
            return hands, takes, left, peek, oop
    raise ValueError("no deal of the hidden cards fits the view")


# ----- the kit ----------------------------------------------------------------------------

class WattenKit(BotKit):
    game_id = "watten"

    # ----- sample_world -------------------------------------------------------------
    def sample_world(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                     rng: random.Random) -> Any:
        k = Knowledge(view, seat)
        hands, takes, left, peek, oop = sample_hidden(k, rng)
        data = {key: value for key, value in view.items() if key not in ("hand_sizes", "seat")}
        data["hands"] = [codes_of(h) for h in hands]
        cut = dict(view["cut"])
        taken = []
        it = iter(takes)
        for item in cut["taken"]:
            if item["card"] is None:
                taken.append({"seat": item["seat"], "card": DECK.cards[next(it)].code})
            else:
                taken.append(item)
        cut["taken"] = taken
        if left is not None:
            cut["left"] = {"seat": cut["left"]["seat"], "card": DECK.cards[left].code}
        if peek is not None:
            cut["peek"] = DECK.cards[peek].code
        data["cut"] = cut
        oop_it = iter(oop)
        data["out_of_play"] = [item if item["card"] is not None else
                               {"seat": item["seat"], "card": DECK.cards[next(oop_it)].code}
                               for item in view["out_of_play"]]
        data["seed"] = rng.getrandbits(53)
        return game.decode(data)

    def hand_over(self, game: Game[Any, Any], world: Any) -> bool:
        return bool(world.phase in OVER)

    # ----- evaluation -----------------------------------------------------------------
    def evaluate(self, game: Game[Any, Any], world: Any, seat: int, start: Any) -> float:
        """The hand's match points for the seat's side minus the other side's, counted
        from ``start`` (a state or a view of the same hand); ±MATCH_BONUS when the hand
        won or lost the match. An unfinished hand is estimated from the tricks."""
        g = cast(Watten, game)
        s: WattenState = world
        start_scores = start["scores"] if isinstance(start, dict) else start.scores
        side = g.side_of(s, seat)
        mine = g.units_of_side(s, side)
        theirs = g.units_of_side(s, 1 - side)
        delta = [now - before for now, before in zip(s.scores, start_scores, strict=True)]
        value = (sum(delta[u] for u in mine) / len(mine)
                 - sum(delta[u] for u in theirs) / len(theirs))
        if s.phase not in OVER:
            won, lost = s.tricks_won[side], s.tricks_won[1 - side]
            value += s.stake * (won - lost) / 3.0
            return float(value)
        if s.match_winners is not None:
            if any(u in s.match_winners for u in mine):
                value += MATCH_BONUS
            else:
                value -= MATCH_BONUS
        return float(value)

    # ----- rollout policy -----------------------------------------------------------
    def rollout_move(self, game: Game[Any, Any], world: Any, seat: int,
                     rng: random.Random) -> Move:
        g = cast(Watten, game)
        s: WattenState = world
        if s.pending_raise is not None:
            if g.side_of(s, seat) != s.pending_raise[1]:
                return SIMPLE_MOVES["hold"][seat]
            return g.legal_moves(s, seat)[0]
        phase = s.phase
        if phase == "play" and seat == g.current_player(s):
            return PLAY_MOVES[seat][rollout_card(g, s, seat)]
        if phase in OVER:
            return SIMPLE_MOVES["deal"][seat]
        if phase == "tense_choice":
            return SIMPLE_MOVES["hold"][seat]
        if phase == "cut":
            take = s.cut_peek is not None and bool(BIT[s.cut_peek] & CRITICAL_MASK)
            return SIMPLE_MOVES["take_cut_card" if take else "leave_cut_card"][seat]
        if phase == "redeal_answer":
            return SIMPLE_MOVES["refuse_redeal"][seat]
        if phase == "swap_answer":
            return SIMPLE_MOVES["refuse_swap"][seat]
        opts = s.options
        unseen = (TYROLEAN_MASK if opts.variant == "tyrolean" else BAVARIAN_MASK) \
            & ~s.hands[seat]
        if phase == "call_rank" and seat == g.rank_caller(s):
            ranks = g.callable_ranks(s, seat)
            r = best_rank(s.hands[seat], unseen, ranks, opts.criticals, opts.variant,
                          opts.tyrol_guate, opts.players == 3)
            return RANK_MOVES[r][seat]
        if phase == "call_suit":
            assert s.schlag is not None
            t = best_suit(s.hands[seat], unseen, s.schlag, opts.criticals, opts.variant,
                          opts.tyrol_guate)
            return SUIT_MOVES[seat][SUITS.index(t)]
        return g.legal_moves(s, seat)[0]

    # ----- heuristic level -----------------------------------------------------------
    def heuristic_move(self, game: Game[Any, Any], view: dict[str, Any], seat: int,
                       world: Any, rng: random.Random) -> Move:
        moves = game.legal_moves(world, seat)
        if not moves:
            raise ValueError(f"seat {seat} has no legal move")
        if len(moves) == 1:
            return moves[0]
        k = Knowledge(view, seat)
        return Heuristic(k, moves, rng).choose()


# ----- pre-play evaluation ------------------------------------------------------------------

def hand_value(hand: int, unseen: int, schlag: str, trump: str, criticals: bool,
               variant: str, guate: bool) -> float:
    """A hand's trick-taking power under a Schlag and trump, before play. One scale for
    every table size (two opponents' hands among the unseen cards): the values only
    compare choices and feed the redeal thresholds calibrated on this scale."""
    t = table_for(schlag, trump, criticals, variant, guate)
    n_unseen = unseen.bit_count()
    keep = 1.0 - 10 / n_unseen if n_unseen else 1.0
    return hand_power(t, hand, unseen, keep)


def ranks_of(variant: str) -> list[str]:
    return [*RANKS, WELI_RANK] if variant == "tyrolean" else list(RANKS)


def rank_values(hand: int, unseen: int, ranks: list[str], criticals: bool, variant: str,
                guate: bool) -> dict[str, list[float]]:
    """Per Schlag rank, the hand's value under each trump suit."""
    return {r: [hand_value(hand, unseen, r, t, criticals, variant, guate) for t in SUITS]
            for r in ranks}


def best_rank(hand: int, unseen: int, ranks: list[str], criticals: bool, variant: str,
              guate: bool, names_both: bool) -> str:
    """The Schlag to name: the best average over the suits the dealer may name (or the
    best pair when this seat names both, 3 players); ties go to the rank held most."""
    values = rank_values(hand, unseen, ranks, criticals, variant, guate)

    def score(r: str) -> tuple[float, int]:
        v = values[r]
        held = (hand & RANK_MASK[r]).bit_count()
        return (max(v) if names_both else sum(v) / len(v), held)

    return max(ranks, key=score)


def best_suit(hand: int, unseen: int, schlag: str, criticals: bool, variant: str,
              guate: bool) -> str:
    def score(t: str) -> tuple[float, int]:
        return (hand_value(hand, unseen, schlag, t, criticals, variant, guate),
                (hand & SUIT_MASK[t]).bit_count())

    return max(SUITS, key=score)


# ----- the heuristic's decisions -----------------------------------------------------------

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
        if k.table is None:  # a raise before the declarations (raise_window after_deal)
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


# ----- rollout policy -------------------------------------------------------------------

def rollout_card(g: Watten, s: WattenState, seat: int) -> int:
    """Full-information greedy play in a sampled world: win a trick with the cheapest card
    no opponent behind can beat, never overtake the partner, else shed the cheapest."""
    legal = g.playable(s, seat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    st = s.strength
    assert st is not None
    n = s.options.players
    side = g.side_of(s, seat)
    trick = s.trick

    def keep(c: int) -> int:
        v = st[c]
        return v if v else NATURAL_OF[c]

    def eff(c: int, led: str) -> int:
        v = st[c]
        if v:
            return v
        return TIER_LED + NATURAL_OF[c] if SUIT_OF[c] == led else 0

    def cheapest(mask: int) -> int:
        best_c, best_k = -1, 1 << 30
        while mask:
            b = mask & -mask
            c = b.bit_length() - 1
            kv = keep(c)
            if kv < best_k:
                best_c, best_k = c, kv
            mask ^= b
        return best_c

    if not trick:
        later = [(seat + i) % n for i in range(1, n)]
    else:
        later = [(s.trick_leader + i) % n for i in range(len(trick) + 1, n)]
    opp = 0
    for p in later:
        if g.side_of(s, p) != side:
            opp |= s.hands[p]
    # the strongest opponent card behind, per led suit
    top_fixed = 0
    top_plain = {su: 0 for su in SUITS}
    m = opp
    while m:
        b = m & -m
        u = b.bit_length() - 1
        v = st[u]
        if v:
            top_fixed = max(top_fixed, v)
        else:
            su = SUIT_OF[u]
            top_plain[su] = max(top_plain[su], TIER_LED + NATURAL_OF[u])
        m ^= b

    def safe(c: int, led: str) -> bool:
        return eff(c, led) > max(top_fixed, top_plain[led])

    if not trick:
        sure = 0
        m = legal
        while m:
            b = m & -m
            c = b.bit_length() - 1
            if safe(c, SUIT_OF[c]):
                sure |= b
            m ^= b
        return cheapest(sure if sure else legal)
    led = SUIT_OF[trick[0][1]]
    best_seat, best = -1, -1
    for p, c in trick:
        e = eff(c, led)
        if e > best:
            best_seat, best = p, e
    if g.side_of(s, best_seat) == side and (not opp or best > max(top_fixed, top_plain[led])):
        return cheapest(legal)  # the partner's card stands
    winners = 0
    m = legal
    while m:
        b = m & -m
        c = b.bit_length() - 1
        if eff(c, led) > best and safe(c, led):
            winners |= b
        m ^= b
    if winners:
        return cheapest(winners)
    return cheapest(legal)
