"""Whist: the fourth game, kept in the tests to prove that a game is one folder and one
registry line (CONTRIBUTING.md walks through it).

The rules (plain four-player Whist, no honours):

* Four players, partners opposite: side 0 = seats {0, 2}, side 1 = seats {1, 3}. 52 French
  cards (suits ``C D H S``, ranks ``2``…``9 T J Q K A``, ace high), 13 each, dealt one at
  a time clockwise from the dealer's left; the dealer gets the last card.
* Trump (option ``trump_rule``): ``turn_up`` (default) = the suit of the dealer's last
  card, which is turned up for everybody to see (it stays in the dealer's hand until he
  plays it); ``rotate`` = hearts, diamonds, spades, clubs by hand number (1, 2, 3, 4, 5 …).
  With an explicit deal, the dealer's last listed card is the turned-up one.
* The seat left of the dealer leads the first trick; the winner of a trick leads the next.
  A player MUST follow the led suit if he can; otherwise he may play any card. The highest
  trump wins the trick, else the highest card of the led suit.
* After 13 tricks, the side with more than six tricks scores one point per trick over six.
  The first side with ``target`` points (default 5) wins the match. The dealer passes to
  the left each hand; after the match a ``deal`` starts the next match of the series.

Files, as in every game package: options, state, rules (the legal-card kernel and the
trick winner), scoring, play (transitions), codec (strict JSON), views, events, docs
(the JSON Schemas of state and view), game (the `Game` subclass). No bot kit: only the
``random`` bot plays it.
"""

from tests.whist.game import REASON_CODES, Whist
from tests.whist.options import PRESETS, WhistOptions
from tests.whist.state import PHASES, WhistState

GAME = Whist()

__all__ = ["GAME", "PHASES", "PRESETS", "REASON_CODES", "Whist", "WhistOptions", "WhistState"]
