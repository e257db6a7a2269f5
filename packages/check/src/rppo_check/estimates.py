"""The words that estimate an exact value wherever it stands ("roughly 18", "essentially $0$",
"\\boxed{0} (practically)", "- virtually all of it"): one list that every rule reading an estimate
of the answer interpolates, so a new word is one change, and the speed gates in front of those
rules are built from it too (a word missing from a gate made a rule blind: session 45).

Each rule adds the words only its place allows ("about" and "around" before a value, never after
it, where they open a prepositional phrase; "effectively" before a value, never after it, where it
says how something is done: "which can be effectively tackled"), so this list holds the words
that estimate in every place.
"""

from __future__ import annotations

ESTIMATE_WORDS = ("roughly", "essentially", "practically", "virtually")
# (for a regex alternation)
ESTIMATE = "|".join(ESTIMATE_WORDS)
