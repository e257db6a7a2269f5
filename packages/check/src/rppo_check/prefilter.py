"""Word prefilters derived from a regex itself (speed only).

`rppo_check.gates` holds word lists written by hand next to the regexes they gate. Here the words
are read off the regex's own parse tree, so a branch added to the regex brings its words along:

* `required_words(pattern)`: strings of which every match holds at least one (None when no such
  list can be read off, e.g. a match that may be any word);
* `split_openings(pattern)`: a case-sensitive regex `(?:A|B|...)rest` as the regexes `(?:A)rest`,
  `(?:B)rest`, ..., each with its own `required_words`. `any_opening_matches(openings, text)` then
  says what `pattern.search(text) is not None` says, scanning only the branches whose words occur
  in `text`. Python's `re` tries every branch of an alternation at every position; a statement's
  opening scan (`said._NOT_STATED_BY_MODEL`, ~30 branches) costs ~40 µs a fragment that way.

Why the split finds what the whole does: a backtracking regex `(?:A|B)rest` matches at a position
exactly when `(?:A)rest` or `(?:B)rest` does there, as long as nothing refers across the branches
(a backreference, an atomic group, a possessive repeat, a conditional): `split_openings` refuses
those, and any shape it does not recognise, by returning the whole regex as its one opening.
tests/check/test_speed_session16.py checks both functions on texts generated from the regexes.
"""

from __future__ import annotations

import re

# `re`'s own parser and its opcodes (Python 3.11+; typeshed has no stubs for them)
import re._constants as sre  # type: ignore[import-not-found]
import re._parser as sre_parse  # type: ignore[import-not-found]
from typing import Any

# An exact set larger than this is dropped (it would cost more `in` tests than it saves).
_MAX_EXACT = 64
_MANY = 16  # a word set larger than this is a last choice (one `in` test a word)
# Opcodes that tie one part of a regex to another: the split refuses regexes holding one.
_CROSS_REFERENCES = frozenset(
    {sre.GROUPREF, sre.GROUPREF_EXISTS, sre.ATOMIC_GROUP, sre.POSSESSIVE_REPEAT}
)

# Each opening: the words a match of it holds one of (`required_words`), and its regex.
Openings = tuple[tuple[tuple[str, ...] | None, re.Pattern[str]], ...]


def required_words(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Strings of which every match of `pattern` holds one (case-sensitive), or None.

    Read off the parse tree: a literal run (`the`), an alternation of them (`said|says`) and a
    repeat taken at least once carry their strings; what may match any text (`\\w+`, `.`, a class
    with a range) carries none. Of the candidates a match must hold, the one with the longest
    shortest string is chosen (`_ranked`). Only for case-sensitive regexes (a case-insensitive
    literal may match another case)."""
    if pattern.flags & re.IGNORECASE:
        return None
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError, ValueError):  # (a regex `re` compiled parses again)
        return None
    best = _best(_sequence(list(tree))[1])
    return None if best is None else tuple(sorted(best))


def split_openings(pattern: re.Pattern[str]) -> Openings:
    """`pattern` = `(?:A|B|...)rest` as one regex per opening with its `required_words`; the whole
    regex as its one opening for any other shape (module docstring)."""
    whole: Openings = ((required_words(pattern), pattern),)
    if pattern.flags & re.IGNORECASE:
        return whole
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError, ValueError):
        return whole
    if _holds(list(tree), _CROSS_REFERENCES):
        return whole
    split = _top_alternatives(pattern.pattern)
    if split is None:
        return whole
    branches, rest = split
    if "(?:" + "|".join(branches) + ")" + rest != pattern.pattern:
        return whole
    openings = []
    for branch in branches:
        regex = re.compile("(?:" + branch + ")" + rest, pattern.flags)
        openings.append((required_words(regex), regex))
    return tuple(openings)


def any_opening_matches(openings: Openings, text: str) -> bool:
    """`pattern.search(text) is not None` for the `pattern` that `openings` was split from."""
    # (loops written out, not `any()` over a generator: it runs ~100 `in` tests a fragment, and
    # a generator would cost more than the tests)
    for words, regex in openings:
        if words is not None:
            for word in words:
                if word in text:
                    break
            else:
                continue  # no word of the opening: it cannot match
        if regex.search(text) is not None:
            return True
    return False


def _top_alternatives(source: str) -> tuple[list[str], str] | None:
    """`(?:A|B|C)rest` -> ([A, B, C], rest), split at the `|` of the opening group's own level
    (not inside a nested group or a character class, nor an escaped `|`); None for another shape."""
    if not source.startswith("(?:"):
        return None
    depth, start, index = 0, 3, 0
    branches = []
    while index < len(source):
        char = source[index]
        if char == "\\":
            index += 2
            continue
        if char == "[":
            index = _class_end(source, index)
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                branches.append(source[start:index])
                return branches, source[index + 1 :]
        elif char == "|" and depth == 1:
            branches.append(source[start:index])
            start = index + 1
        index += 1
    return None


def _class_end(source: str, index: int) -> int:
    """Just after the character class that opens at `index` (`[^]a]`: a `]` first is literal)."""
    index += 1
    if source.startswith("^", index):
        index += 1
    if source.startswith("]", index):
        index += 1
    while index < len(source) and source[index] != "]":
        index += 2 if source[index] == "\\" else 1
    return index + 1


def _holds(items: list[Any], opcodes: frozenset[Any]) -> bool:
    """Whether the parse tree `items` uses one of `opcodes` anywhere."""
    for op, av in items:
        if op in opcodes:
            return True
        for child in _children(op, av):
            if _holds(child, opcodes):
                return True
    return False


def _children(op: Any, av: Any) -> list[list[Any]]:
    if op is sre.SUBPATTERN:
        return [list(av[3])]
    if op is sre.BRANCH:
        return [list(branch) for branch in av[1]]
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        return [list(av[2])]
    if op in (sre.ASSERT, sre.ASSERT_NOT):
        return [list(av[1])]
    if op is sre.ATOMIC_GROUP:
        return [list(av)]
    if op is sre.GROUPREF_EXISTS:
        return [list(branch) for branch in av[1:] if branch is not None]
    return []


# What a piece of the tree says of the text it matches: `exact`, every string it can match (None
# when unknown or too many), and `candidates`, string sets of which it holds one string of each.
_Info = tuple[frozenset[str] | None, list[frozenset[str]]]
_EMPTY: frozenset[str] = frozenset({""})


def _sequence(items: list[Any]) -> _Info:
    """Pieces in a row: runs of exact pieces join into longer strings (`t`, `h`, `e` -> `the`),
    each run a candidate (it is a part of every match)."""
    run = _EMPTY  # the strings the current run of exact pieces can match
    whole_exact = True
    candidates: list[frozenset[str]] = []
    for op, av in items:
        exact, inner = _item(op, av)
        candidates += inner
        if exact is None:
            whole_exact = False
            candidates.append(run)
            run = _EMPTY  # unknown text: a new run starts after it
            continue
        joined = frozenset(a + b for a in run for b in exact)
        if len(joined) <= _MAX_EXACT:
            run = joined
        else:
            whole_exact = False
            candidates.append(run)  # too many strings: the run ends, the next starts here
            run = exact
    candidates.append(run)
    return (run if whole_exact else None), [c for c in candidates if "" not in c]


def _item(op: Any, av: Any) -> _Info:
    if op is sre.LITERAL:
        return frozenset({chr(av)}), []
    if op is sre.IN:
        if len(av) <= _MAX_EXACT and all(kind is sre.LITERAL for kind, _ in av):
            return frozenset(chr(code) for _, code in av), []
        return None, []  # a range, a category or a negated class: any of many characters
    if op is sre.AT or op in (sre.ASSERT, sre.ASSERT_NOT):
        return _EMPTY, []  # zero width: the match holds nothing of it
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, pattern = av
        if add_flags or del_flags:
            return None, []  # `(?i:...)` changes how its literals match
        return _sequence(list(pattern))
    if op is sre.BRANCH:
        infos = [_sequence(list(branch)) for branch in av[1]]
        exacts = [exact for exact, _ in infos]
        exact = None
        if all(e is not None for e in exacts):
            union = frozenset().union(*(e for e in exacts if e is not None))
            exact = union if len(union) <= _MAX_EXACT else None
        bests = [_best(candidates) for _, candidates in infos]
        if any(best is None for best in bests):
            return exact, []
        return exact, [frozenset().union(*(b for b in bests if b is not None))]
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
        low, high, pattern = av
        inner_exact, inner = _sequence(list(pattern))
        if low == high == 1:
            return inner_exact, inner
        if low >= 1:
            best = _best(inner + ([inner_exact] if inner_exact is not None else []))
            return None, [best] if best is not None else []
        return None, []
    return None, []


def _best(candidates: list[frozenset[str]]) -> frozenset[str] | None:
    ranked = _ranked(candidates)
    return ranked[0] if ranked else None


def _ranked(candidates: list[frozenset[str]]) -> list[frozenset[str]]:
    """The candidates whose shortest string is longest first (then the fewest strings; a set of
    more than `_MANY` strings last, it costs as many `in` tests), without those that hold the
    empty string (they pass every text)."""
    usable = {c for c in candidates if c and "" not in c}
    return sorted(usable, key=lambda c: (len(c) > _MANY, -min(map(len, c)), len(c), sorted(c)))


# ASCII word characters, and the only other characters `re.IGNORECASE` matches to one of them
# (`gates.FOLDS_TO_ASCII`: İ ı ſ K; a letter outside ASCII otherwise matches no ASCII letter).
_ASCII_WORD = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_FOLDS_TO_ASCII = frozenset("\u0130\u0131\u017f\u212a")
# Zero-width openings that fail at a position between two word characters: `\b`, `^` (also with
# MULTILINE, where it needs a newline before), `\A`.
_EDGES = ("AT_BOUNDARY", "AT_BEGINNING", "AT_BEGINNING_LINE", "AT_BEGINNING_STRING")


def starts_only_at_word_edges(pattern: re.Pattern[str]) -> bool:
    """Whether no match of `pattern` starts between two ASCII word characters (a position `p`
    with `text[p - 1]` and `text[p]` both in `[A-Za-z0-9_]`), as read off its parse tree: every
    branch opens with `\\b`, `^`, a lookbehind for characters that are no word character, or a
    character that is none. False for any shape it does not recognise (speed only: a scan that
    tries a costly regex position by position may skip the middles of words)."""
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError, ValueError):
        return False
    return _edge_only(list(tree))


def _edge_only(items: list[Any]) -> bool:
    """`starts_only_at_word_edges` for the pieces `items` in a row (conservative: False when
    unsure)."""
    if not items:
        return False  # the empty match starts anywhere
    (op, av), rest = items[0], items[1:]
    if op is sre.AT:
        return str(av) in _EDGES or _edge_only(rest)  # (another zero-width test: what follows)
    if op is sre.ASSERT and av[0] == -1:
        # `(?<=[.!?\n])`: the character before the match is one of these
        return _no_word_character(list(av[1])) or _edge_only(rest)
    if op is sre.ASSERT_NOT or op is sre.ASSERT:
        return _edge_only(rest)  # (a lookahead or a negative lookbehind narrows nothing here)
    if op is sre.LITERAL or op is sre.IN:
        return _no_word_character([(op, av)])
    if op is sre.BRANCH:
        return all(_edge_only(list(branch) + rest) for branch in av[1])
    if op is sre.SUBPATTERN:
        return _edge_only(list(av[3]) + rest)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
        low, _high, body = av
        taken = _edge_only(list(body) + rest)
        return taken if low >= 1 else taken and _edge_only(rest)
    return False


def _no_word_character(items: list[Any]) -> bool:
    """Whether `items` is one character that can never be an ASCII word character, in any case:
    a literal or a class of literals (no range, category or negation)."""
    if len(items) != 1:
        return False
    op, av = items[0]
    if op is sre.LITERAL:
        codes = [av]
    elif op is sre.IN and all(kind is sre.LITERAL for kind, _ in av):
        codes = [code for _, code in av]
    else:
        return False
    return not any(chr(code) in _ASCII_WORD or chr(code) in _FOLDS_TO_ASCII for code in codes)


_BLANKS = (" ", "\t")


def never_starts_at_blank_after_word(pattern: re.Pattern[str]) -> bool:
    """Whether no match of `pattern` starts at a space or a tab right after an ASCII word character
    (a position `p` with `text[p - 1]` in `[A-Za-z0-9_]`, `text[p]` in `" \\t"`), as read off its
    parse tree: every branch opens with `^`, `\\B`, a lookbehind for characters that are no word
    character, or (after `\\b`, lookaheads and other zero-width tests) a character that is no
    blank. False for any shape it does not recognise (speed only: with
    `starts_only_at_word_edges`, a scan that tries a costly regex position by position may skip
    the blank after each word too)."""
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError, ValueError):
        return False
    return not any(_may_start_at(list(tree), blank) for blank in _BLANKS)


# Zero-width tests that fail right after a word character (`^` is `AT_BEGINNING` in the tree,
# with MULTILINE too: both need the start or a newline before).
_FAIL_AFTER_WORD = ("AT_BEGINNING", "AT_BEGINNING_LINE", "AT_BEGINNING_STRING", "AT_NON_BOUNDARY")


def _may_start_at(items: list[Any], blank: str) -> bool:
    """Whether the pieces `items` in a row may match from a position that holds `blank` after an
    ASCII word character (conservative: True when unsure)."""
    if not items:
        return True  # the empty match starts anywhere
    (op, av), rest = items[0], items[1:]
    if op is sre.AT:
        # (`\b` holds there; any other zero-width test: what follows decides)
        return str(av) not in _FAIL_AFTER_WORD and _may_start_at(rest, blank)
    if op is sre.ASSERT and av[0] == -1:
        # `(?<=[.!?\n])`: the word character before is none of these
        return not _no_word_character(list(av[1])) and _may_start_at(rest, blank)
    if op is sre.ASSERT_NOT or op is sre.ASSERT:
        return _may_start_at(rest, blank)
    if op is sre.LITERAL:
        return av == ord(blank)  # (no other character folds to a blank in any case)
    if op is sre.IN:
        return _class_may_hold(av, blank)
    if op is sre.BRANCH:
        return any(_may_start_at(list(branch) + rest, blank) for branch in av[1])
    if op is sre.SUBPATTERN:
        return _may_start_at(list(av[3]) + rest, blank)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
        low, _high, body = av
        taken = _may_start_at(list(body) + rest, blank)
        return taken or (low == 0 and _may_start_at(rest, blank))
    return True


def _class_may_hold(members: list[Any], blank: str) -> bool:
    """Whether a character class (`IN`) may match `blank`: read for literals, ranges and a
    negation; True for any other member (a category such as `\\s` or `\\W`)."""
    code, negated, held = ord(blank), False, False
    for kind, value in members:
        if kind is sre.NEGATE:
            negated = True
        elif kind is sre.LITERAL:
            held = held or value == code
        elif kind is sre.RANGE:
            held = held or value[0] <= code <= value[1]
        else:
            return True
    return held != negated
