"""engine.limits: the bounded cache, and every cache that client input can fill staying
within its bounds however many distinct inputs arrive (issue 11, "Memory bounds")."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest

from engine import limits, options
from engine.errors import MalformedInput
from engine.games.hearts import deck as hearts_deck
from engine.games.hearts import options as hearts_options
from engine.games.watten import ranking as watten_ranking
from engine.games.watten import rules as watten_rules
from engine.games.watten.bot import estimates as watten_estimates
from engine.games.watten.bot import knowledge as watten_knowledge
from engine.limits import BoundedCache
from engine.registry import get_game

HEARTS = get_game("hearts")
WATTEN = get_game("watten")
REMOVABLE = [c.code for c in hearts_deck.CARDS
             if c.suit != "H" and c.code not in ("SQ", "DJ")]


def test_bounded_cache_drops_the_oldest_entry_when_full():
    cache: BoundedCache[int, str] = BoundedCache("t", 3, 100)
    for i in range(5):
        assert cache.put(i, str(i)) == str(i)
    assert len(cache) == 3
    assert [cache.get(i) for i in range(5)] == [None, None, "2", "3", "4"]


def test_bounded_cache_does_not_keep_a_key_over_its_size():
    cache: BoundedCache[tuple[str, ...], int] = BoundedCache("t", 10, 20)
    assert cache.put(("x" * 30,), 1) == 1  # the value is still returned
    assert len(cache) == 0 and ("x" * 30,) not in cache
    cache.put(("short",), 2)
    assert cache.get(("short",)) == 2 and ("short",) in cache


def test_bounded_cache_keeps_a_key_of_exactly_its_size_and_clears():
    """"No key longer than max_key_chars": one of that many characters is kept."""
    cache: BoundedCache[str, int] = BoundedCache("t", 10, 5)
    cache.put("abc", 1)  # repr 'abc': 5 characters
    cache.put("abcd", 2)  # 6
    assert ("abc" in cache, "abcd" in cache) == (True, False)
    cache.clear()
    assert len(cache) == 0 and cache.get("abc") is None


def test_distinct_removed_cards_keep_the_hearts_caches_bounded():
    """Every 4-card set of removable cards is a valid 4-player pack (2^37 sets in all):
    one new Table and Deck per set before, unbounded."""
    hearts_deck._DECKS.clear()
    sets = itertools.islice(itertools.combinations(REMOVABLE, 4), 1500)
    for removed in sets:
        HEARTS.new_state(HEARTS.resolve_options({"removed_cards": list(removed)}), seed=1)
    assert len(hearts_deck._DECKS) <= limits.DECKS_CACHE[0]
    assert len(hearts_options._TABLES) <= limits.TABLES_CACHE[0]
    assert len(hearts_options._TABLES_BY_ID) <= limits.TABLES_CACHE[0]
    assert len(options._RESOLVED) <= limits.OPTIONS_CACHE[0]


def test_distinct_pass_cycles_keep_the_option_cache_bounded():
    rng = random.Random(5)
    for _ in range(1500):
        cycle = [rng.choice(["left", "right", "across", "none"]) for _ in range(16)]
        HEARTS.resolve_options({"pass_cycle": cycle})
    assert len(options._RESOLVED) <= limits.OPTIONS_CACHE[0]


@pytest.mark.parametrize("length, ok", [(16, True), (17, False), (32_000, False)])
def test_pass_cycle_is_capped_at_16(length, ok):
    if ok:
        assert len(HEARTS.resolve_options({"pass_cycle": ["left"] * length}).pass_cycle) == 16
    else:
        with pytest.raises(MalformedInput) as exc:
            HEARTS.resolve_options({"pass_cycle": ["left"] * length})
        assert "options.pass_cycle" in exc.value.errors


def test_every_list_option_of_every_game_declares_its_cap():
    for game_id in ("hearts", "watten", "karnoeffel"):
        game = get_game(game_id)
        for name, meta, _ in options.option_fields(game.Options):
            if meta.kind in ("cards", "directions"):
                assert meta.list_cap <= limits.MAX_LIST_OPTION, name
                described = next(o for o in game.info()["options"] if o["name"] == name)
                assert described["max_items"] == meta.list_cap


def test_distinct_watten_views_keep_the_bot_option_cache_bounded():
    watten_knowledge._OPTIONS.clear()
    base = WATTEN.options_json(WATTEN.resolve_options())
    for target in range(1, 100):
        for penalty in range(0, 30):
            watten_knowledge.options_of({**base, "target": target, "tense_threshold": 1,
                                         "schlecken_penalty": penalty})
    assert len(watten_knowledge._OPTIONS) <= limits.BOT_OPTIONS_CACHE[0]


def test_watten_closed_set_caches_stay_within_their_key_sets():
    """Keys of these plain dicts come from validated values only: variant × Schlag rank ×
    trump suit × two flags (288 at most), whatever the client posts."""
    rng = random.Random(11)
    for preset in sorted(WATTEN.presets):
        opts = WATTEN.resolve_options(preset=preset)
        for _ in range(5):
            state = WATTEN.new_state(opts, seed=rng.randrange(2**53))
            for _ in range(60):
                moves = WATTEN.legal_moves(state)
                if not moves:
                    break
                state = WATTEN.apply(state, rng.choice(moves)).state
    closed = 2 * 9 * 4 * 2 * 2
    assert len(watten_ranking._STRENGTH_CACHE) <= closed
    assert len(watten_estimates._TABLES) <= closed
    assert len(watten_rules._FOLLOW) <= closed
    assert len(watten_rules._TOK) <= closed


def test_watten_rollout_tables_stay_one_per_strength_table():
    """The rollout's per-strength tables are keyed by the table's identity: one entry per
    table of the closed set, however often each is asked for."""
    from engine.games.watten.bot import rollout as watten_rollout

    watten_rollout._TABLES.clear()
    ranks = (*watten_ranking.RANKS, watten_ranking.WELI_RANK)
    for _ in range(2):
        for variant, schlag, trump, criticals, guate in itertools.product(
                ("bavarian", "tyrolean"), ranks, watten_ranking.SUITS, (False, True),
                (False, True)):
            watten_rollout._tables(watten_ranking.cached_strength(schlag, trump, criticals,
                                                                  variant, guate))
    assert len(watten_rollout._TABLES) == len(watten_ranking._STRENGTH_CACHE) <= 288


def test_karnoeffel_trick_winner_memo_stays_within_its_bound():
    from engine.games.karnoeffel.bot import rollout as karnoeffel_rollout
    from engine.games.karnoeffel.rules import POWERS

    memo = karnoeffel_rollout._WINNERS
    memo.clear()
    for key in itertools.islice(itertools.permutations(range(48), 4),
                                karnoeffel_rollout.WINNERS_MAX + 500):
        karnoeffel_rollout._winner((0, *key), POWERS[0], False)
        assert len(memo) <= karnoeffel_rollout.WINNERS_MAX
    assert memo  # cleared when full, then filled again


def test_hearts_rollout_memos_stay_within_their_bounds():
    """The rollout's remembered ranks (per mask) and passes (per hand): emptied when full."""
    from engine.games.hearts.bot import rollout as hearts_rollout

    for memo, limit, fill in (
            (hearts_rollout._LOWEST_RANKS, hearts_rollout.RANK_MEMO_MAX,
             hearts_rollout.lowest_rank),
            (hearts_rollout._HIGHEST_RANKS, hearts_rollout.RANK_MEMO_MAX,
             hearts_rollout.highest_rank)):
        memo.clear()
        for mask in range(1, limit + 500):
            fill(mask << 7)
            assert len(memo) <= limit
        assert memo
    state = HEARTS.new_state(HEARTS.resolve_options(), seed=3)
    assert state.phase == "passing"
    memo = hearts_rollout._PASSES
    memo.clear()
    rng = random.Random(1)
    for _ in range(hearts_rollout.PASS_MEMO_MAX // 3 + 50):
        world = HEARTS.copy_state(state)
        order = list(range(52))
        rng.shuffle(order)
        world.hands = [sum(1 << c for c in order[13 * p:13 * p + 13]) for p in range(4)]
        hearts_rollout.after_the_passes(world, 0, sum(1 << c for c in order[:3]))
        assert len(memo) <= hearts_rollout.PASS_MEMO_MAX
    assert memo


def _module_caches() -> list[tuple[str, str]]:
    """(file, name) of every module-level cache of engine/ and service/: a ``BoundedCache``,
    a dict the module writes to (an item set, ``setdefault``, ``update``, ``clear`` or an
    alias such as ``    memo = _PASSES``), or a function under ``functools.cache`` or
    ``lru_cache``."""
    root = Path(__file__).resolve().parents[1]
    found = []
    for path in sorted([*root.glob("engine/**/*.py"), *root.glob("service/**/*.py")]):
        source = path.read_text(encoding="utf-8")
        rel = path.relative_to(root).as_posix()
        for m in re.finditer(r"^(_?[A-Za-z]\w*)\s*:\s*(BoundedCache|dict)\[", source, re.M):
            name = m[1]
            written = re.search(rf"\b{name}\[[^\]\n]+\]\s*=(?!=)|\b{name}\.(setdefault|put|"
                                rf"update|clear)\(|^\s+\w+ = {name}$", source, re.M)
            if m[2] == "BoundedCache" or written:
                found.append((rel, name))
        found += [(rel, m[1]) for m in re.finditer(
            r"^@(?:functools\.)?(?:lru_cache\([^)]*\)|cache)\s*\ndef (\w+)", source, re.M)]
    return found


def test_every_module_cache_is_named_in_the_readme_with_its_file():
    """README "Hardening" lists every cache with its bound or why it needs none. An audit
    (session 36) found eight caches the section did not name (the bots' rollout memos,
    `_CHECKED`, `_JSON`, `_REQUEST_CHILDREN`, ...): a new cache must be added there."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Hardening: input bounds, caches and fuzzing\n", 1)[1]
    section = section.split("\n## ", 1)[0]
    named: set[tuple[str, str]] = set()
    # "`path` `a`, `b`" (a table cell or running text, a line break allowed between)
    for m in re.finditer(r"`([\w/]+\.py)`((?:[ ,\n]*`\w+`)+)", section):
        named |= {(m[1], name) for name in re.findall(r"`(\w+)`", m[2])}
    caches = _module_caches()
    assert len(caches) >= 20  # the patterns still find them
    missing = [f"{path} {name}" for path, name in caches if (path, name) not in named]
    assert missing == [], "README \"Hardening\" does not name these caches"


def _fixed_value(text: str) -> float:
    """``"5,000"``, ``"1 MiB"``, ``"64 KiB"``, ``"2 s"``, ``"3,000 ms"``: the number, in
    bytes for the binary units and as written otherwise."""
    number, _, unit = text.strip().partition(" ")
    scale = {"MiB": 1 << 20, "KiB": 1 << 10}.get(unit, 1)
    return float(number.replace(",", "")) * scale


def test_the_readme_fixed_bounds_are_the_constants_they_name():
    """README "Fixed on purpose": each row that names its constants (`path` `NAME`) gives
    their values (several names: the values in order, split by ``/`` or ``,``). The table
    was kept by hand; an audit (session 36) added seven bounds it lacked."""
    import importlib

    from tests.readme import readme_tables

    table = next(body for _, header, body in readme_tables()
                 if header == ["bound", "value", "where", "why fixed"])
    checked = 0
    for bound, value, where, _ in table:
        m = re.fullmatch(r"`([\w/]+)\.py` ((?:`[A-Z_]+`(?:, )?)+)", where)
        if m is None:
            continue
        module = importlib.import_module(m[1].replace("/", "."))
        names = re.findall(r"`([A-Z_]+)`", m[2])
        values = re.split(r" / |, ", value) if len(names) > 1 else [value]
        assert len(values) == len(names), bound
        for name, shown in zip(names, values, strict=True):
            assert getattr(module, name) == _fixed_value(shown), (bound, name, shown)
            checked += 1
    assert checked >= 14


def test_the_readme_cache_table_gives_each_bounded_cache_its_caps():
    """README "Hardening", the table of caches: entries and key size as the caches are
    built (`BoundedCache.sized` with the `engine.limits` caps)."""
    import importlib

    from tests.readme import readme_tables

    table = next(body for _, header, body in readme_tables()
                 if header == ["cache", "where", "entries", "key size"])
    checked = 0
    for _, where, entries, key_size in table:
        for path, names in re.findall(r"`(engine/[\w/]+)\.py` ((?:`\w+`(?:, )?)+)", where):
            module = importlib.import_module(path.replace("/", "."))
            for name in re.findall(r"`(\w+)`", names):
                cache = getattr(module, name)
                if not isinstance(cache, BoundedCache):
                    continue  # a plain dict emptied when full (named in the text)
                assert cache.max_entries == int(entries.split()[0].replace(",", "")), name
                if key_size.isdigit():
                    assert cache.max_key_chars == int(key_size), name
                checked += 1
    assert checked >= 6


def test_the_card_code_tables_stay_within_64_decks():
    """README: the card-code tables of the decks (`engine/codec.py` `_CODE_TABLES`) hold a
    handful, and are emptied when full at 64."""
    from engine import codec
    from engine.cards import make_deck

    decks = [make_deck(f"d{k}", "french", ("C",), ("2", "3", "4")) for k in range(70)]
    for deck in decks:  # all alive: 70 distinct keys
        codec.code_tables(deck, deck.index)
        assert 1 <= len(codec._CODE_TABLES) <= 64
    assert len(codec._CODE_TABLES) < 64  # emptied once on the way
