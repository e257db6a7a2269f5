"""The built-in `arithmetic` task: procedural problems with integer answers, by difficulty level.

Levels (see data/README.md):
  1  one-digit addition                  "What is 3 + 5?"
  2  two-digit addition or subtraction   "What is 47 - 18?"   (never negative)
  3  multiplication or exact division    "What is 7 × 8?", "What is 56 ÷ 7?"
  4  two operations, with precedence     "What is 3 + 4 × 5?", "What is (9 - 3) × 4?"
  5  word problems, one or two steps
  6  word problems, three or four steps mixing + - × ÷

Splits are disjoint by construction: a question's split is a function of its text alone
(``sha256(question) mod 5 == 0`` -> held-out "test"), so no seed, level or count can put the same
question into both. Generation is deterministic per (seed, split, level spec, n): `random.Random`
seeded with a string hashes it with SHA-512, independent of PYTHONHASHSEED.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass

MAX_LEVEL = 6
HELD_OUT_BUCKETS = 5  # one bucket in five is held out: ~20 % of the question space
SPLITS = ("train", "test")
DEFAULT_N = {"train": 5000, "test": 500}


@dataclass(frozen=True)
class ArithmeticItem:
    """One generated problem: the question text, its integer answer and its level."""

    question: str
    answer: int
    level: int


def split_of(question: str) -> str:
    """The split a question belongs to, from its canonical text only ("train" or "test")."""
    canonical = " ".join(question.split())
    bucket = int.from_bytes(hashlib.sha256(canonical.encode("utf-8")).digest()[:8], "big")
    return "test" if bucket % HELD_OUT_BUCKETS == 0 else "train"


# --- level generators: each returns (question, answer) with a non-negative integer answer --------


def _level1(rng: random.Random) -> tuple[str, int]:
    a, b = rng.randint(0, 9), rng.randint(0, 9)
    return f"What is {a} + {b}?", a + b


def _level2(rng: random.Random) -> tuple[str, int]:
    a, b = rng.randint(10, 99), rng.randint(10, 99)
    if rng.random() < 0.5:
        return f"What is {a} + {b}?", a + b
    a, b = max(a, b), min(a, b)  # keep the answer non-negative
    return f"What is {a} - {b}?", a - b


def _level3(rng: random.Random) -> tuple[str, int]:
    a, b = rng.randint(2, 12), rng.randint(2, 19)
    if rng.random() < 0.5:
        return f"What is {a} × {b}?", a * b
    # Division is built backwards from the quotient so it is always exact.
    return f"What is {a * b} ÷ {a}?", b


def _level4(rng: random.Random) -> tuple[str, int]:
    a, b, c = rng.randint(2, 20), rng.randint(2, 12), rng.randint(2, 12)
    form = rng.randrange(4)
    if form == 0:
        return f"What is {a} + {b} × {c}?", a + b * c
    if form == 1:
        big = b * c + a  # keeps b × c - ... non-negative: (big - a) = b × c
        return f"What is {big} - {b} × {c}?", big - b * c
    if form == 2:
        return f"What is ({a} + {b}) × {c}?", (a + b) * c
    quotient = rng.randint(2, 15)
    return f"What is {quotient * c} ÷ {c} + {a}?", quotient + a


_NAMES = ("Sam", "Mia", "Leo", "Ava", "Noah", "Zoe", "Omar", "Lena", "Ravi", "Iris", "Tom", "Nina")
_ITEMS = ("apples", "marbles", "stickers", "pencils", "cookies", "cards", "shells", "stamps")


def _level5(rng: random.Random) -> tuple[str, int]:
    name, item = rng.choice(_NAMES), rng.choice(_ITEMS)
    form = rng.randrange(4)
    if form == 0:
        a, b = rng.randint(5, 60), rng.randint(2, 40)
        c = rng.randint(1, a + b)
        return (
            f"{name} has {a} {item}. {name} gets {b} more and then gives away {c}. "
            f"How many {item} does {name} have now?",
            a + b - c,
        )
    if form == 1:
        a, b = rng.randint(2, 12), rng.randint(2, 15)
        return (
            f"{name} buys {a} packs of {item} with {b} {item} in each pack. "
            f"How many {item} does {name} buy?",
            a * b,
        )
    if form == 2:
        friends, each = rng.randint(2, 9), rng.randint(2, 15)
        return (
            f"{name} shares {friends * each} {item} equally among {friends} friends. "
            f"How many {item} does each friend get?",
            each,
        )
    a, b = rng.randint(2, 9), rng.randint(3, 12)
    extra = rng.randint(1, 30)
    return (
        f"{name} has {a} boxes of {item} with {b} in each box, and {extra} loose {item}. "
        f"How many {item} does {name} have in total?",
        a * b + extra,
    )


def _level6(rng: random.Random) -> tuple[str, int]:
    name, item = rng.choice(_NAMES), rng.choice(_ITEMS)
    form = rng.randrange(3)
    if form == 0:
        # (boxes × per_box - given) ÷ friends, with the division exact by construction.
        friends, each = rng.randint(2, 8), rng.randint(2, 12)
        boxes, per_box = rng.randint(2, 9), rng.randint(4, 15)
        total = boxes * per_box
        rest = friends * each
        if rest >= total:
            boxes = rest // per_box + rng.randint(1, 3)
            total = boxes * per_box
        given = total - rest
        return (
            f"{name} buys {boxes} boxes of {item} with {per_box} {item} in each box. "
            f"{name} gives away {given} {item} and shares the rest equally among {friends} "
            f"friends. How many {item} does each friend get?",
            each,
        )
    if form == 1:
        monday, factor = rng.randint(2, 20), rng.randint(2, 5)
        tuesday = monday * factor
        left = rng.randint(0, 50)
        stock = monday + tuesday + left
        return (
            f"A shop has {stock} {item}. It sells {monday} on Monday and {factor} times as many "
            f"on Tuesday. How many {item} are left?",
            left,
        )
    rate, hours = rng.randint(5, 25), rng.randint(2, 10)
    jars, per_jar = rng.randint(2, 6), rng.randint(1, 20)
    earned = rate * hours
    if jars * per_jar > earned:
        per_jar = earned // jars
    spent = earned - jars * per_jar
    return (
        f"{name} earns {rate} dollars an hour and works {hours} hours. {name} spends {spent} "
        f"dollars and splits the rest evenly between {jars} jars. How many dollars go in each jar?",
        per_jar,
    )


_GENERATORS: dict[int, Callable[[random.Random], tuple[str, int]]] = {
    1: _level1,
    2: _level2,
    3: _level3,
    4: _level4,
    5: _level5,
    6: _level6,
}


def parse_levels(text: str) -> tuple[int, ...]:
    """`"2"` -> (2,), `"1-3"` -> (1, 2, 3), `"1+4"` -> (1, 4). Raises ValueError naming the text."""
    try:
        if "-" in text:
            low, high = (int(part) for part in text.split("-", 1))
            levels = tuple(range(low, high + 1))
        else:
            levels = tuple(int(part) for part in text.split("+"))
    except ValueError:
        raise ValueError(f"level={text!r} is not a level, a range 'A-B' or a list 'A+B'") from None
    if not levels or any(not 1 <= lv <= MAX_LEVEL for lv in levels):
        raise ValueError(f"level={text!r}: levels are 1..{MAX_LEVEL}")
    return levels


def generate(
    split: str, n: int, *, levels: tuple[int, ...] = (1,), seed: int = 0
) -> list[ArithmeticItem]:
    """`n` problems of `split` ("train" | "test"), levels drawn uniformly from `levels`.

    Within a split questions are distinct while the pool lasts. A small pool (level 1 has 100
    questions, ~80 of them train) cannot fill a large `n`: "train" then repeats its distinct
    questions in a seeded order (training wants volume), "test" stops at the distinct ones
    (an evaluation wants no double counting).
    """
    if split not in SPLITS:
        raise ValueError(f"arithmetic has splits {SPLITS}, not {split!r}")
    rng = random.Random(f"arithmetic:{seed}:{split}:{'+'.join(map(str, levels))}")
    seen: set[str] = set()
    items: list[ArithmeticItem] = []
    misses = 0
    # Stop looking for new questions after many consecutive repeats: the pool is used up.
    while len(items) < n and misses < 2000:
        level = rng.choice(levels)
        question, answer = _GENERATORS[level](rng)
        if question in seen or split_of(question) != split:
            misses += 1
            continue
        misses = 0
        seen.add(question)
        items.append(ArithmeticItem(question, answer, level))
    if split == "train" and items and len(items) < n:
        pool = list(items)
        while len(items) < n:
            rng.shuffle(pool)
            items.extend(pool[: n - len(items)])
    return items
