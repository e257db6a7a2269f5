"""The words that estimate an exact value wherever it stands ("roughly 18", "essentially $0$",
"\\boxed{0} (practically)", "- virtually all of it"), and the words that bound it ("at least 18"):
one list each that every rule reading an estimate or a bound of the answer interpolates, so a
new word is one change, and the speed gates in front of those rules are built from it too (a word missing from a gate made a rule blind: session 45).

Each rule adds the words only its place allows ("about" and "around" before a value, never after
it, where they open a prepositional phrase; "effectively" before a value, never after it, where it
says how something is done: "which can be effectively tackled"), so this list holds the words
that estimate in every place.
"""

from __future__ import annotations

# ("So the determinant is zero for all practical purposes.": phrases that estimate wherever they
# stand, after the value too, where a single word may say something else: "4 meetings held
# virtually")
ESTIMATE_PHRASES = (
    *("for all practical purposes", "for all intents and purposes", "to all intents and purposes"),
)
ESTIMATE_WORDS = ("roughly", "essentially", "practically", "virtually", *ESTIMATE_PHRASES)
# (for a regex alternation)
ESTIMATE = "|".join(ESTIMATE_WORDS)
ESTIMATE_PHRASE = "|".join(phrase.replace(" ", r"[ \t]+") for phrase in ESTIMATE_PHRASES)

# The words that bound a value rather than state it, before it ("at least 18", "nearly 18", "more
# than 15 boxes", "up to $\boxed{40}$"): the core that every rule reading a bound before the answer
# interpolates (each adds the words of its own place: "over", "under", "within", "a maximum of").
BOUND_WORDS = (
    *("at least", "at most", "more than", "less than", "fewer than", "greater than", "up to"),
    *("nearly", "almost", "close to"),
)
# (for a regex alternation; any run of spaces between the words)
BOUND = "|".join(word.replace(" ", r"\s+") for word in BOUND_WORDS)
