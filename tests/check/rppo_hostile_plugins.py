"""Badly behaved checkers for the containment tests (loaded as `rppo_hostile_plugins:NAME`)."""

from __future__ import annotations

import os
import sys
import time

from rppo_check import Verdict


def good(completion: str, gold: str, /) -> Verdict:
    return Verdict(completion.strip() == gold.strip(), completion.strip(), "ok")


def honest(completion: str, gold: str, /) -> Verdict:
    same = completion.strip() == gold.strip()
    return Verdict(same, completion.strip(), "ok" if same else "mismatch")


def raises(completion: str, gold: str, /) -> Verdict:
    raise RuntimeError("plug-in bug")


def hangs(completion: str, gold: str, /) -> Verdict:
    if completion == "hang":
        while True:  # a busy loop no signal handler or thread can stop
            pass
    return honest(completion, gold)


def sleeps(completion: str, gold: str, /) -> Verdict:
    time.sleep(60)
    return Verdict(True, "x", "ok")


def garbage(completion: str, gold: str, /) -> object:
    return {"correct": True} if completion == "dict" else (True, "x", "ok")


def lies(completion: str, gold: str, /) -> Verdict:
    return Verdict(1, "x", "ok")  # type: ignore[arg-type]  # truthy, but not a bool


def prints(completion: str, gold: str, /) -> Verdict:
    print("PLUGIN NOISE ON STDOUT")
    sys.stdout.flush()
    os.write(1, b"RAW NOISE ON FD 1\n")
    return honest(completion, gold)


def exits(completion: str, gold: str, /) -> Verdict:
    if completion == "exit":
        os._exit(3)
    if completion == "sysexit":
        raise SystemExit(0)
    return honest(completion, gold)


def hogs(completion: str, gold: str, /) -> Verdict:
    if completion == "hog":
        blob = bytearray(4 * 1024**3)  # 4 GiB: beyond the worker's memory limit
        return Verdict(True, str(len(blob)), "ok")
    return honest(completion, gold)


class CountingChecker:
    """A class target: instantiated with no arguments by load_checker."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, completion: str, gold: str, /) -> Verdict:
        self.calls += 1
        return Verdict(False, str(self.calls), "mismatch")


not_callable = 42


def gsm8k_reporting_sympy(completion: str, gold: str, /) -> Verdict:
    """The built-in gsm8k checker, and in `extracted` whether this worker has sympy loaded."""
    import sys

    from rppo_check.builtin import gsm8k

    verdict = gsm8k(completion, gold)
    return Verdict(verdict.correct, "sympy" if "sympy" in sys.modules else "no sympy", "ok")
