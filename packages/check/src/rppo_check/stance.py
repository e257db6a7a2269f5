"""Words of a model's stance on its own answer that several rules share: the words that say yes
to it (a check agreed with, a doubt answered at once) and the words that strike it out. One list
each, interpolated by every rule that reads that stance, so a word added reaches them all
(tests/check/test_shared_words.py holds each word in each rule).
"""

from __future__ import annotations

# "Yes, that's correct.", "Is that right? Yep.", "Yeah, it checks out."
YES_WORDS = ("yes", "yeah", "yep", "yup")
YES = "|".join(YES_WORDS)

# The answer struck out, in the past ("I've struck this out", "crossed it out") and as a command
# ("Scratch that.", "Strike all of the above.", "Scrap that:").
STRUCK_WORDS = ("struck", "crossed")
STRUCK = "|".join(STRUCK_WORDS)
STRIKE_WORDS = ("scratch", "strike", "scrap")
STRIKE = "|".join(STRIKE_WORDS)
