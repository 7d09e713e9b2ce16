"""The engine's bounds on client input and on its own memory, in one place.

Every value a client sends ends up either checked against a bound here or in a cache
bounded here, so that no input makes a worker grow without limit or fail with a 500:

* `MAX_INT`: every integer a codec reads (state fields, move fields, option values,
  seeds) lies in ``-MAX_INT…MAX_INT`` (seeds in ``0…MAX_INT``): 2^53, the largest range
  a JavaScript number holds exactly. A larger integer is a 422 naming its path.
* `MAX_LIST_OPTION`: the longest list option of a game unless the option declares a
  tighter ``max_items`` (Hearts `pass_cycle` ≤ 16; `removed_cards` ≤ 52, the pack).
* `BoundedCache`: every cache that a client's input can add entries to (resolved
  options, per-option tables and decks, a bot's option objects) has a maximum number of
  entries and a maximum key size (``len(repr(key))``); a larger key is computed every
  time instead of being stored. Caches whose keys come from a small closed set (Watten's
  strength tables: variant × Schlag × trump × two flags, at most 288 keys) are plain
  dicts; `tests/test_limits.py` checks their size stays within that set.

README "Hardening: input bounds, caches and fuzzing" lists every cap.
"""

from __future__ import annotations

import threading
from typing import Generic, TypeVar

MAX_INT = 2**53  # every integer of every codec: -MAX_INT…MAX_INT (seeds 0…MAX_INT)
MAX_LIST_OPTION = 64  # a list option without its own max_items

# Caches: (entries, longest key as len(repr(key))).
OPTIONS_CACHE = (512, 2048)  # engine.options.resolve_options: resolved option sets
TABLES_CACHE = (256, 4096)  # per option set: Hearts `Table`s (pack, offsets, flags)
DECKS_CACHE = (64, 512)  # Hearts: one `Deck` per set of removed cards
BOT_OPTIONS_CACHE = (256, 4096)  # Watten bot: the options object of a view's options

K = TypeVar("K")
V = TypeVar("V")


class BoundedCache(Generic[K, V]):
    """A dict with at most ``max_entries`` entries (the oldest goes first) that keeps no
    key longer than ``max_key_chars`` characters of ``repr``. Reads take no lock (a dict
    read is atomic); writes, which happen on misses only, take one."""

    __slots__ = ("_data", "_lock", "max_entries", "max_key_chars", "name")

    def __init__(self, name: str, max_entries: int, max_key_chars: int) -> None:
        self.name = name
        self.max_entries = max_entries
        self.max_key_chars = max_key_chars
        self._data: dict[K, V] = {}
        self._lock = threading.Lock()

    @classmethod
    def sized(cls, name: str, caps: tuple[int, int]) -> BoundedCache[K, V]:
        return cls(name, caps[0], caps[1])

    def get(self, key: K) -> V | None:
        return self._data.get(key)

    def put(self, key: K, value: V) -> V:
        """Store ``value`` (unless the key is too large) and return it."""
        if len(repr(key)) > self.max_key_chars:
            return value
        with self._lock:
            while len(self._data) >= self.max_entries:
                del self._data[next(iter(self._data))]
            self._data[key] = value
        return value

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data
