"""Hearts' hand and match scoring (rules-spec §3.8, §3.9).

* A hand scores each seat's hearts (1 each) and SQ (13); with Omnibus DJ counts −10
  for whoever took it. Moon (A-H6, A-H14): all 13 hearts and SQ (and DJ with
  `moon_requires_jd`, Omnibus only) score 26 for every other seat or −26 for the
  shooter; DJ still counts for whoever took it.
* A revoke under ``penalize`` (A-H7): the offender scores 26, everyone else 0; no moon,
  no DJ.
* The match ends after a complete hand in which a total reached `target` (A-H8); the
  lowest total wins, tied lowest totals share the win or play another hand (A-H9).
"""

from __future__ import annotations

from engine.trick import Trick

from .deck import DJ, MOON_POINTS, OMNIBUS_BONUS
from .options import Table

REVOKE_POINTS = 26


def lowest(values: list[int]) -> list[int]:
    """The seats with the lowest value (a hand's or a match's winners)."""
    low = min(values)
    if values.count(low) == 1:  # the usual case, without a Python loop
        return [values.index(low)]
    return [p for p, v in enumerate(values) if v == low]


def jd_seat(tricks: list[Trick]) -> int | None:
    """Who took DJ this hand (None: nobody yet, or DJ is not in a completed trick)."""
    for trick in tricks:
        if DJ in trick.cards:
            return trick.winner
    return None


def moon_shooter(taken: list[int], jd: int | None, table: Table) -> int | None:
    """The seat that took every heart and SQ (with `moon_requires_jd` also DJ)."""
    if MOON_POINTS not in taken:
        return None
    for p, points in enumerate(taken):
        if points == MOON_POINTS:
            if table.moon_requires_jd and jd != p:
                return None
            return p
    return None


def hand_points(taken: list[int], jd: int | None, table: Table,
                moon_mode: str | None = None) -> tuple[list[int], int | None]:
    """The points of a completed hand and the moon shooter (or None).

    ``taken`` is hearts + 13 for SQ per seat, ``jd`` who took DJ; ``moon_mode``
    overrides the option (the shooter's choice under ``shooter_choice``)."""
    shooter = moon_shooter(taken, jd, table)
    if shooter is None:
        points = taken[:]
    else:
        mode = moon_mode or table.moon_mode
        if mode == "subtract_self":
            points = [0] * len(taken)
            points[shooter] = -MOON_POINTS
        else:
            points = [MOON_POINTS] * len(taken)
            points[shooter] = 0
    if table.omnibus and jd is not None:
        points[jd] += OMNIBUS_BONUS
    return points, shooter


def revoke_points(offender: int, n: int) -> list[int]:
    return [REVOKE_POINTS if p == offender else 0 for p in range(n)]


def points_taken(taken: list[int], tricks: list[Trick], table: Table) -> list[int]:
    """Points in the tricks taken this hand so far (hearts, SQ, with Omnibus DJ)."""
    out = taken[:]
    if table.omnibus:
        jd = jd_seat(tricks)
        if jd is not None:
            out[jd] += OMNIBUS_BONUS
    return out


def match_winners(scores: list[int], table: Table) -> list[int] | None:
    """§3.9: the winners if the match is over with these totals, else None."""
    if max(scores) < table.target:
        return None
    winners = lowest(scores)
    if len(winners) > 1 and not table.share:
        return None  # tie_policy play_on: another hand is played
    return winners
