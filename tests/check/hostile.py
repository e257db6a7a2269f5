"""Hostile answer strings shared by the fuzz tests and the slow 10,000-string test."""

from __future__ import annotations

import random

INJECTIONS = [
    "__import__('os').system('touch {sentinel}')",
    "eval(\"__import__('os').system('touch {sentinel}')\")",
    "exec('import os; os.system(\"touch {sentinel}\")')",
    "().__class__.__bases__[0].__subclasses__()",
    "Symbol('x').__class__.__init__.__globals__['os'].system('touch {sentinel}')",
    "lambda: open('{sentinel}', 'w')",
    "\\input{{{sentinel}}}",
    "\\write18{{touch {sentinel}}}",
]
BOMBS = [
    "9^{9^{9^9}}",
    "10**10**10",
    "2^{2^{2^{2^{2^{2^{2}}}}}}",
    "10^{10^{10}}",
    "(10^{1000})^{1000}",
    "\\frac{1}{" * 300 + "1" + "}" * 300,
    "(" * 5_000 + "1" + ")" * 5_000,
    "{" * 5_000,
    "\\sqrt{" * 500 + "2" + "}" * 500,
    "1" * 100_000,
    "x" * 100_000,
    "9" * 350 + "^" + "9" * 350,
    "100!",
    "1000000!",
    "\\binom{100000}{50000}",
    "\\sin(10^{300})",
    "e^{e^{e^{e^{100}}}}",
    "1e99999999",
    "\x00" * 1000 + "1",
    "\\boxed{" * 1_000,
    "\\begin{pmatrix}" + "1&" * 2_000 + "\\end{pmatrix}",
    "1,2," * 5_000,
    "####" * 10_000,
    "The answer is " * 3_000,
]
WRAPPERS = [
    "{x}",
    "#### {x}",
    "\\boxed{{{x}}}",
    "The final answer is {x}.",
    "Answer: {x}",
    "reasoning... $\\boxed{{{x}}}$ done",
]


def hostile_strings(count: int, sentinel: str, seed: int = 0) -> list[str]:
    """`count` deterministic hostile completions: bombs, injections, random junk, wrapped."""
    rng = random.Random(seed)
    alphabet = "0123456789{}()[]^_\\/+-*=,.$#! \n\x00abcxyz" + "".join(
        chr(c) for c in (0x2212, 0x2009, 0x202F, 0xFFFF, 0x1F600)
    )
    out: list[str] = []
    for index in range(count):
        kind = index % 4
        if kind == 0:
            body = rng.choice(BOMBS)
        elif kind == 1:
            body = rng.choice(INJECTIONS).format(sentinel=sentinel)
        elif kind == 2:
            body = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 400)))
        else:
            body = rng.choice(["\\frac{", "^{", "\\sqrt{", "(", "{"]) * rng.randint(1, 300)
        out.append(rng.choice(WRAPPERS).format(x=body))
    return out
