"""Checker plug-ins that misbehave on purpose (issue 27): one raises on every call, one leaves a
child process behind on every call."""

from __future__ import annotations

import subprocess
import sys

from rppo_check import Verdict

SLEEP_MARK = "31415926"  # the orphans' sleep argument, so a test can find them


def always_raises(completion: str, gold: str, /) -> Verdict:
    raise ValueError("plug-in exploded on purpose")


def spawns_children(completion: str, gold: str, /) -> Verdict:
    # A child in the worker's own process group (not a new session): killed with the group.
    subprocess.Popen(["sleep", SLEEP_MARK], stdout=subprocess.DEVNULL, stderr=sys.stderr)
    return Verdict(False, None, "mismatch")
