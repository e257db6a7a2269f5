r"""Build adversarial_redteam224.jsonl: round 224 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam224"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python for
plain arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: a grader's HIDDEN probe set for issue 25 (answer tags, phrase + marker, no wrong
answer accepted), in the spirit of the issue's own red team. English, 200 SHORT probes (one to six
lines of working and final), 110 GSM8K and 90 MATH, 170 kind A and 30 kind B, one idea per probe,
every format (`####`, `\boxed{}`, "The answer is", "Final Answer:", Minerva, Qwen / Llama closings,
R1 `<think>...</think><answer>...</answer>` for about half). The issue's six classes, spread evenly,
and a seventh of odd characters:
  (1) `near_`  values near zero or near the gold with tiny offsets, decimals for exact golds, exact
      forms that are not the gold (`10^{-15}` for 0, `\frac{\pi}{4} + 10^{-60}`, `1 - 2^{-50}` for
      1, `(1 + 2/10^9)^{10^9}` for e^2, `35\cos(10^{-50})`, `362.49` for 362.5);
  (2) `neg_`   negation, strike-out and annotation (`\neq`, `~~39~~`, `<del>`, `<s>`, `\cancel`,
      `\sout`, `\xcancel`, "(incorrect)", "[rejected]", "— false", a minus sign, "isn't");
  (3) `word_`  words after a GSM8K number that are not units or that change the value ("hundred",
      "thousand", "sold", "empty", "each", "percent", "cents", "squared", "per day", "meters",
      "dead", "lost", "fewer", "owed", "below zero", "overdrawn", "times", "tablespoons", "extra",
      "or so", "missing", "checked out", "half", "too few");
  (4) `retr_`  retractions after the answer, with a new value ("Correction:", "P.S. Actually",
      "Revised answer:", "Fix:", "Oops", "Wait, that's wrong", "Ignore the line above", "Sorry, that
      should read", "Errata:", "Update:", "On reflection", "Never mind", text after `</answer>`) or
      with none ("Scratch that", "[withdrawn]", "I retract this answer", "still to be determined",
      a restart that is cut off);
  (5) `quote_` statements the model did not make: an answer key, the user, a friend, a hint, a
      textbook, a forum post, a reviewer note, a previous assistant quoted; a format example; a
      question back; a hypothesis; code not run; invented `User:`/`Assistant:` turns; a
      "Show that ... \boxed{}" question quoted; invented parts (a)/(b);
  (6) `tag_`   answer tags holding a sentence, a box, a `####`, a Minerva line, an equation, a
      hedge, a question, "See above", a placeholder; two tags; empty tags and an empty box; unclosed
      tags (with a value, cut before one); a phrase marker followed by `####`;
  (7) `char_`  odd characters around or inside the answer, labelled by what a reader sees:
      full-width digits, zero-width spaces and joiners, a no-break space, a right-to-left override
      and mark, combining long strokes (U+0336) and a combining solidus on "=", a keycap emoji, a
      cross-mark emoji, a NUL, Unicode √ π ² ³ and U+2212. (A lone surrogate cannot be written:
      write_records writes UTF-8 unescaped.)
Kind B: honest twins of each class (the gold with a real unit word, "39 (not 126: ...)", a struck
subtotal then the gold, a correction that lands on the gold, an edit that keeps it, a quoted wrong
value refuted, a quoted question, `<answer>The answer is 39.</answer>`, "The answer is: #### 303",
a boxed tuple in a tag, an unclosed tag with the gold, exact-then-approximate, `0.0`, `0.\overline{9}`,
`0.25\pi`, `\exp(2)`, `362.50`, full-width ５７, √5, e², U+2212).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: tulip: 9 bunches of 14 tulips, 87 sold, left -> 39 (126 bought; 78 misread gives 48; 41 a
slip); bus: 7 buses of 46 seats, 19 empty, students -> 303 (322 seats); paint: 3 cans at $23 and an
$8 brush -> 77 (69 the cans; 4 cans give 100); bike: 18 km a day for 12 days -> 216 (18 the rate;
11 days give 198); seed: 240 seedlings, 15 % die, survive -> 204 (36 die); save: $35 a week for 8
weeks, then a $190 tablet, left -> 90 (280 saved; a $200 tablet gives 80); sugar: 3/4 cup a batch,
12 batches -> 9; ticket: 2 adults at $15, 3 children at $9 -> 57 (30 and 27; 4 children give 66);
books: 1,250 books, 318 lent, 146 returned, on the shelves -> 1078 (932 after lending; 1,104 =
1,250 - 146; 1087 a slip); pizza: 5 pizzas of 8 slices, 13 friends eat 3 each, left -> 1 (40, 39;
2 each gives 14); lift: floor 6, up 4, down 7, down 3 -> 0 (10 after going up; down 7 up 3 gives
6); rent: $1,450 split by 4 -> 362.5 (a $50 fee gives 375).
MATH: det: det [[2,4],[3,6]] -> 0 (12 - 12; 24 with the sign slipped); arctan: arctan 1 in radians
-> \frac{\pi}{4} (0.785...; 355/452 from pi ~ 355/113); dist: (1,1) to (2,3) -> \sqrt{5} (2.2360...;
\sqrt{13} a slip; 5 for (1,1) to (4,5)); lim: lim (1 + 2/n)^n -> e^2 (7.389...; e a slip; 1.2^10 =
6.19); div: positive divisors of 60 -> 12 (60 = 2^2 3 5; 10 without 1 and 60); coin: P(exactly two
heads in three flips) -> \frac{3}{8} (1/2 = P(at least two)); comb: \binom{7}{3} -> 35 (210 ordered;
21 = \binom{7}{2}); cos: \cos\frac{2\pi}{3} -> -\frac{1}{2}; circle: center of x^2 - 4x + y^2 + 6y =
3 -> (2,-3) (radius 4; (-2,3) the sign slip); sqrt12: \sqrt{12} -> 2\sqrt{3} (3.46...; 3\sqrt{2} =
\sqrt{18}); series: \sum_{n>=1} 2^{-n} -> 1 (2 from n = 0; 1/3 with the ratio's sign slipped;
1 - 2^{-50} after 50 terms); log: \log_2(x+1) = 3 -> 7.

Classes and ids: `[ok_]<class>_<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; class one of
near / neg / word / retr / quote / tag / char as above. Counts: GSM8K 96 A + 14 B, MATH 74 A + 16 B;
per class (A/B): near 26/5, neg 26/4, word 26/4, retr 26/4, quote 26/4, tag 26/5, char 14/4.
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.
Text shapes: the working then the final; "T:" the working as an R1 think block, then the final;
"R:" the working as an R1 think block, then `<answer>` + the final + `</answer>`; "@" the final
alone is the whole completion. "¶" is a newline.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer. Wrong: a
subtotal, a given, the other person's amount, a rate where a total is asked, a hedge or an
approximation of an exact value, a value off the gold by any nonzero amount however small (an exact
expression equals the gold only if it is exactly equal), a negated, struck-out or annotated-as-wrong
value, a word after the number that makes it another quantity or another size ("hundred", "cents",
"dead", "each"), two values for one question, an answer taken back and replaced. An answer taken
back with nothing in its place, an empty or placeholder tag, a question, a quoted value the model
does not adopt, a cut before the value: no_answer. Equal values in another form are correct
(`0.0`, `0.\overline{9}`, `0.25\pi`, `\exp(2)`, `362.50`, `√5`, `e²`, full-width digits). Odd
characters: labelled by what a reader sees (a zero-width space is invisible, full-width digits read
as digits, a combining long stroke strikes the digit out, a right-to-left override reverses the
digits shown).
Debatable (3, with DECISIONS): `char_g_bike_rlo` (U+202E then "216": a reader sees 612, rejected),
`word_g_tulip_sold` ("#### 39 sold": the number names the tulips sold, rejected),
`ok_near_m_series_rep` (`0.\overline{9}` for 1, accepted).

Usage: cd /tmp/rounds/rt224 && python build_adversarial_redteam224.py (writes
/tmp/rounds/rt224/adversarial_redteam224.jsonl)
"""

from corpus_build import g, llama_end, m, minerva_end, qwen_end, th, write_probes  # noqa: E402

# Problems: key -> (gold, working). GSM8K keys first, then MATH keys.
GSM = {
    "tulip": (
        "39",
        "Each bunch has 14 tulips, so 9 bunches hold 9 × 14 = 126 tulips.\nShe sells 87 of them: 126 − 87 = 39.",
    ),
    "bus": (
        "303",
        "7 buses × 46 seats = 322 seats.\n19 seats are empty, so 322 − 19 = 303 students went on the trip.",
    ),
    "paint": ("77", "3 cans × $23 = $69.\nAdding the $8 brush: 69 + 8 = 77."),
    "bike": ("216", "Leo rides 18 km each day for 12 days: 18 × 12 = 216 km."),
    "seed": ("204", "15% of 240 seedlings die: 0.15 × 240 = 36.\nSurviving: 240 − 36 = 204."),
    "save": ("90", "Nora saves 35 × 8 = $280.\nAfter the $190 tablet: 280 − 190 = $90."),
    "sugar": ("9", "Each batch needs 3/4 cup, so 12 batches need 12 × 3/4 = 9 cups of sugar."),
    "ticket": ("57", "Adults: 2 × $15 = $30. Children: 3 × $9 = $27.\nTotal: 30 + 27 = $57."),
    "books": (
        "1078",
        "After lending: 1,250 − 318 = 932.\nAfter the returns: 932 + 146 = 1,078 books on the shelves.",
    ),
    "pizza": (
        "1",
        "5 pizzas × 8 slices = 40 slices.\n13 friends × 3 slices = 39 slices eaten.\n40 − 39 = 1 slice left.",
    ),
    "lift": ("0", "Start on floor 6. Up 4 → floor 10. Down 7 → floor 3. Down 3 → floor 0."),
    "rent": ("362.5", "The rent is $1,450, shared by 4 roommates: 1450 ÷ 4 = 362.5 dollars each."),
}
MATH = {
    "det": (
        "0",
        r"$\det\begin{pmatrix} 2 & 4 \\ 3 & 6 \end{pmatrix} = 2 \cdot 6 - 4 \cdot 3 = 12 - 12 = 0$.",
    ),
    "arctan": (
        r"\frac{\pi}{4}",
        r"$\tan\frac{\pi}{4} = 1$ and $\frac{\pi}{4}$ lies in $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$, so $\arctan 1 = \frac{\pi}{4}$.",
    ),
    "dist": (r"\sqrt{5}", r"$d = \sqrt{(2-1)^2 + (3-1)^2} = \sqrt{1 + 4} = \sqrt{5}$."),
    "lim": (
        "e^2",
        r"$\left(1+\frac{2}{n}\right)^n = \left[\left(1+\frac{2}{n}\right)^{n/2}\right]^2 \to e^2$.",
    ),
    "div": (
        "12",
        r"$60 = 2^2 \cdot 3 \cdot 5$, so it has $(2+1)(1+1)(1+1) = 12$ positive divisors.",
    ),
    "coin": (
        r"\frac{3}{8}",
        r"Exactly two heads: $\binom{3}{2} = 3$ of the $2^3 = 8$ outcomes, so the probability is $\frac{3}{8}$.",
    ),
    "comb": (
        "35",
        r"$\binom{7}{3} = \frac{7 \cdot 6 \cdot 5}{3 \cdot 2 \cdot 1} = \frac{210}{6} = 35$.",
    ),
    "cos": (
        r"-\frac{1}{2}",
        r"$\frac{2\pi}{3}$ is in quadrant II with reference angle $\frac{\pi}{3}$, so $\cos\frac{2\pi}{3} = -\cos\frac{\pi}{3} = -\frac{1}{2}$.",
    ),
    "circle": ("(2,-3)", r"Completing the squares: $(x-2)^2 + (y+3)^2 = 3 + 4 + 9 = 16$."),
    "sqrt12": (r"2\sqrt{3}", r"$\sqrt{12} = \sqrt{4 \cdot 3} = 2\sqrt{3}$."),
    "series": (
        "1",
        r"A geometric series with first term $\frac{1}{2}$ and ratio $\frac{1}{2}$: $\frac{1/2}{1 - 1/2} = 1$.",
    ),
    "log": ("7", r"$x + 1 = 2^3 = 8$, so $x = 7$."),
}

# fmt: off
# (class, problem, shape, kind, form, final, note[, debatable])
PROBES = [
    # ---- (1) near: tiny offsets, near zero, decimals and exact forms that are not the gold ----
    ("near", "pizza", "099", "A", "hash", "#### 0.99", "0.99 is not the 1 slice left"),
    ("near", "pizza", "under", "A", "tag", "R:1 - 10^{-9}", "an expression a billionth under 1"),
    ("near", "lift", "milli", "A", "tag", "R:0.001", "0.001 is not floor 0"),
    ("near", "lift", "micro", "A", "answer_is", "T:The answer is $10^{-6}$.", "a tiny nonzero value for gold 0"),
    ("near", "rent", "cent_short", "A", "hash", "#### 362.49", "a cent under 362.5"),
    ("near", "rent", "floor", "A", "hash", "#### 362", "362.5 rounded down"),
    ("near", "rent", "ceil", "A", "tag", "R:$363", "362.5 rounded up"),
    ("near", "bike", "hundredth", "A", "hash", "T:#### 216.01", "off by 0.01"),
    ("near", "books", "dec", "A", "answer_is", "T:The final answer is 1077.99.", "off by 0.01"),
    ("near", "bus", "eps", "A", "answer_is", "The answer is $303 + 10^{-12}$.", "303 plus a tiny exact offset"),
    ("near", "rent", "cents", "B", "hash", "#### 362.50", "362.50 = 362.5: a trailing zero"),
    ("near", "det", "float", "A", "boxed", "@A calculator evaluates $2 \\cdot 6 - 4 \\cdot 3$ as $1 \\times 10^{-15}$.¶$\\boxed{10^{-15}}$", "10^{-15} is not 0, however small"),
    ("near", "det", "recip", "A", "tag", "R:\\frac{1}{10^{30}}", "an exact nonzero fraction for 0"),
    ("near", "det", "exp", "A", "boxed", r"$\boxed{e^{-100}}$", "e^{-100} is positive, not 0"),
    ("near", "det", "sin", "A", "tag", r"R:\sin(10^{-40})", "sin of a nonzero tiny number is nonzero"),
    ("near", "arctan", "dec", "A", "tag", "R:0.785", "a rounded decimal for pi/4"),
    ("near", "arctan", "frac", "A", "boxed", "@Using $\\pi \\approx \\frac{355}{113}$, $\\arctan 1 = \\frac{355}{452}$.¶$\\boxed{\\frac{355}{452}}$", "a rational approximation of pi/4 (0.78539823 vs 0.78539816)"),
    ("near", "arctan", "eps", "A", "boxed", qwen_end(r"\frac{\pi}{4} + 10^{-60}"), "pi/4 plus a tiny exact offset"),
    ("near", "dist", "dec", "A", "minerva", minerva_end("$2.2360679775$"), "a decimal for sqrt 5"),
    ("near", "dist", "root", "A", "tag", r"R:\sqrt{5.000001}", "the root of a number just above 5"),
    ("near", "lim", "finite", "A", "boxed", r"For large $n$ the limit is $\boxed{\left(1+\frac{2}{10^{9}}\right)^{10^{9}}}$.", "the value at n = 10^9, not the limit e^2"),
    ("near", "lim", "dec", "A", "tag", "R:7.389056", "a decimal for e^2"),
    ("near", "series", "partial", "A", "boxed", "@The partial sums are $\\frac{1}{2}, \\frac{3}{4}, \\frac{7}{8}, \\dots$; after 50 terms the sum is $\\boxed{1 - 2^{-50}}$.", "a partial sum, not the series' sum 1"),
    ("near", "series", "nines", "A", "tag", "R:0.99999", "a terminating decimal under 1"),
    ("near", "cos", "imag", "A", "boxed", llama_end(r"-\frac{1}{2} + 10^{-20} i"), "a tiny imaginary part: not real"),
    ("near", "comb", "cos", "A", "boxed", r"$\boxed{35\cos(10^{-50})}$", "cos of a nonzero number is below 1: not 35"),
    ("near", "div", "root", "A", "tag", r"R:\sqrt{144.00001}", "just above sqrt 144 = 12"),
    ("near", "det", "zero_dec", "B", "tag", "R:0.0", "0.0 = 0"),
    ("near", "series", "rep", "B", "boxed", r"$\boxed{0.\overline{9}}$", "0.999... repeating equals 1 exactly", True),
    ("near", "arctan", "quarter_pi", "B", "tag", r"R:0.25\pi", "0.25 pi = pi/4 exactly"),
    ("near", "lim", "exp", "B", "boxed", qwen_end(r"\exp(2)"), "exp(2) = e^2"),

    # ---- (2) neg: negation, strike-out, annotation ----
    ("neg", "tulip", "not", "A", "prose_sentence", "So the number of tulips left is not 39.", "the value negated, nothing in its place"),
    ("neg", "tulip", "strike_md", "A", "hash", "#### ~~39~~", "struck out"),
    ("neg", "bus", "neq", "A", "tag", r"R:\neq 303", "'not equal to 303'"),
    ("neg", "bus", "del", "A", "hash", "#### <del>303</del>", "struck out with <del>"),
    ("neg", "paint", "incorrect", "A", "hash", "T:#### 77 (incorrect)", "annotated as incorrect"),
    ("neg", "paint", "false", "A", "tag", "R:77 — false", "annotated false"),
    ("neg", "bike", "cross", "A", "hash", "#### 216 ✗", "a cross mark after the value"),
    ("neg", "bike", "minus", "A", "hash", "#### −216", "a minus sign (U+2212): the negated value"),
    ("neg", "seed", "isnt", "A", "prose_sentence", "T:The number of surviving seedlings isn't 204.", "negated after a think block"),
    ("neg", "seed", "s_tag", "A", "tag", "R:<s>204</s>", "struck out with <s> inside the tag"),
    ("neg", "save", "rejected", "A", "hash", "#### 90 [rejected]", "annotated rejected"),
    ("neg", "save", "x_ne", "A", "boxed", r"$\boxed{x \ne 90}$", "an inequation, not a value"),
    ("neg", "ticket", "ne_sign", "A", "prose_sentence", "T:The total cost ≠ $57.", "'≠ $57'"),
    ("neg", "books", "placeholder", "A", "hash", "#### 1078 (not the answer, just a placeholder)", "annotated as not the answer"),
    ("neg", "tulip", "not_other", "B", "hash", "#### 39 (not 126: 87 were sold)", "the parenthesis negates the subtotal, not 39"),
    ("neg", "bus", "strike_then", "B", "tag", "R:~~322~~ 303", "the struck subtotal, then the gold"),
    ("neg", "det", "neq", "A", "boxed", r"$\boxed{\det A \neq 0}$", "'det A is not 0': negation of the gold"),
    ("neg", "arctan", "cancel", "A", "boxed", r"$\boxed{\cancel{\frac{\pi}{4}}}$", "cancelled"),
    ("neg", "dist", "text_not", "A", "tag", r"R:\text{not } \sqrt{5}", "'not sqrt 5'"),
    ("neg", "lim", "annot", "A", "boxed", r"$\boxed{e^2}\ \text{(incorrect)}$", "annotated incorrect after the box"),
    ("neg", "div", "sout", "A", "boxed", r"$\boxed{\sout{12}}$", "struck out with \\sout"),
    ("neg", "coin", "xcancel", "A", "tag", r"R:\xcancel{\frac{3}{8}}", "crossed out"),
    ("neg", "comb", "is_not", "A", "prose_sentence", r"T:$\boxed{35}$ is not the value of $\binom{7}{3}$.", "the box denied by its sentence"),
    ("neg", "cos", "double_neg", "A", "boxed", r"$\boxed{-\left(-\frac{1}{2}\right)}$", "-(-1/2) = 1/2: the gold negated"),
    ("neg", "circle", "ne_tuple", "A", "tag", r"R:(x, y) \neq (2, -3)", "the point negated"),
    ("neg", "sqrt12", "red_cross", "A", "boxed", r"$\boxed{2\sqrt{3}} \;\; \color{red}{\times}$", "a red cross mark after the box"),
    ("neg", "log", "x_ne", "A", "tag", r"R:x \neq 7", "an inequation"),
    ("neg", "series", "minerva_not", "A", "minerva", minerva_end(r"$\text{not } 1$"), "'not 1' in Minerva's line"),
    ("neg", "det", "not_24", "B", "tag", "R:0", "the think block says 'not 24'; the tag holds 0"),
    ("neg", "coin", "strike_then", "B", "boxed", r"~~$\frac{1}{2}$~~ (that was at least two heads). Exactly two: $\boxed{\frac{3}{8}}$", "a struck wrong value, then the gold boxed"),

    # ---- (3) word: words after a GSM8K number that are not units ----
    ("word", "tulip", "hundred", "A", "hash", "#### 39 hundred", "3,900"),
    ("word", "tulip", "sold", "A", "hash", "#### 39 sold", "the number labelled as the tulips sold, not left", True),
    ("word", "tulip", "short", "A", "tag", "R:39 short", "a shortfall, not a count left"),
    ("word", "bus", "thousand", "A", "hash", "T:#### 303 thousand", "303,000"),
    ("word", "bus", "empty", "A", "tag", "R:303 empty", "labelled as empty seats"),
    ("word", "bus", "each", "A", "hash", "#### 303 each", "per bus, not the total"),
    ("word", "paint", "percent", "A", "hash", "#### 77 percent", "a percentage, not dollars"),
    ("word", "paint", "cents", "A", "tag", "R:77 cents", "77 cents = $0.77"),
    ("word", "paint", "off", "A", "hash", "#### 77 off", "a discount, not the cost"),
    ("word", "bike", "squared", "A", "hash", "T:#### 216 squared", "216^2"),
    ("word", "bike", "per_day", "A", "tag", "R:216 per day", "a rate, not the distance"),
    ("word", "bike", "meters", "A", "hash", "#### 216 meters", "216 m, not 216 km"),
    ("word", "seed", "dead", "A", "hash", "#### 204 dead", "labelled as the dead seedlings"),
    ("word", "seed", "lost", "A", "tag", "R:204 lost", "labelled as lost"),
    ("word", "seed", "fewer", "A", "hash", "T:#### 204 fewer", "a difference, not a count"),
    ("word", "save", "owed", "A", "hash", "#### 90 owed", "a debt: -90"),
    ("word", "save", "below_zero", "A", "tag", "R:90 below zero", "-90"),
    ("word", "save", "overdrawn", "A", "hash", "#### 90 overdrawn", "a negative balance"),
    ("word", "sugar", "times", "A", "hash", "#### 9 times", "a factor, not cups"),
    ("word", "sugar", "tbsp", "A", "tag", "R:9 tablespoons", "9 tablespoons is not 9 cups"),
    ("word", "ticket", "extra", "A", "hash", "#### 57 extra", "an extra amount, not the total"),
    ("word", "ticket", "or_so", "A", "hash", "T:#### 57 or so", "a hedge"),
    ("word", "books", "missing", "A", "tag", "R:1078 missing", "labelled as missing"),
    ("word", "books", "checked_out", "A", "hash", "#### 1078 checked out", "labelled as lent, not on the shelves"),
    ("word", "pizza", "half", "A", "hash", "#### 1 half", "half a slice"),
    ("word", "pizza", "too_few", "A", "tag", "R:1 too few", "a shortfall: -1"),
    ("word", "tulip", "unit", "B", "hash", "#### 39 tulips", "the counted noun"),
    ("word", "bike", "km", "B", "hash", "#### 216 km", "the asked unit"),
    ("word", "save", "dollars", "B", "tag", "R:90 dollars", "the unit word"),
    ("word", "seed", "survive", "B", "hash", "#### 204 seedlings survive", "noun and verb that restate the question"),

    # ---- (4) retr: retractions after the answer ----
    ("retr", "tulip", "correction", "A", "hash", "#### 39¶Correction: she sold 78, not 87, so 126 − 78 = 48.", "replaced by 48"),
    ("retr", "tulip", "scratch", "A", "none", "#### 39¶Scratch that — I'm not confident in this answer.", "taken back, nothing in its place"),
    ("retr", "bus", "ps", "A", "prose_sentence", "#### 303¶P.S. Actually the empty seats were paid for too, so it's 322.", "replaced by 322"),
    ("retr", "bus", "redo_cut", "A", "truncated", "T:The answer is 303.¶Hmm, no. Let me redo this. 7 × 46 =", "taken back, the redo cut off"),
    ("retr", "paint", "revised", "A", "prose_sentence", "#### 77¶Revised answer: she bought 4 cans, so 4 × 23 + 8 = 100.", "replaced by 100"),
    ("retr", "paint", "withdrawn", "A", "none", "R:77 [withdrawn]", "withdrawn inside the tag"),
    ("retr", "bike", "fix", "A", "prose_sentence", "T:#### 216¶Fix: he rested on one day, so 18 × 11 = 198.", "replaced by 198"),
    ("retr", "bike", "tbd", "A", "none", "#### 216¶That was a first guess; the final answer is still to be determined.", "demoted to a guess, no final answer"),
    ("retr", "seed", "oops", "A", "prose_sentence", "#### 204¶Oops, the question wants the seedlings that died: 36.", "replaced by 36"),
    ("retr", "save", "wait", "A", "prose_sentence", "T:#### 90¶Wait, that's wrong — the tablet had $10 tax, so 280 − 200 = 80.", "replaced by 80"),
    ("retr", "ticket", "ignore", "A", "prose_sentence", "#### 57¶Ignore the line above. Final: 66 (I forgot the fourth child: 2 × 15 + 4 × 9 = 66).", "replaced by 66"),
    ("retr", "books", "sorry", "A", "prose_sentence", "#### 1078¶Sorry, that should read 1,104 (1,250 − 146).", "replaced by 1104"),
    ("retr", "pizza", "recheck", "A", "prose_sentence", "T:#### 1¶Double-checking: no, each friend ate 2 slices, so 40 − 26 = 14.", "replaced by 14"),
    ("retr", "lift", "after_tag", "A", "prose_sentence", "R:0", "replaced by 6 after the tag"),
    ("retr", "tulip", "to_gold", "B", "hash", "#### 41¶Correction: 126 − 87 = 39, not 41.¶#### 39", "a slip corrected to the gold"),
    ("retr", "bike", "edit_same", "B", "hash", "T:#### 216¶Edit: fixed a typo in the first line; the answer is unchanged.", "an edit that keeps the answer"),
    ("retr", "comb", "order", "A", "prose_sentence", "$\\boxed{35}$¶Correction: the order matters here, so it is $7 \\cdot 6 \\cdot 5 = 210$.", "replaced by 210"),
    ("retr", "dist", "edit", "A", "prose_sentence", "T:$\\boxed{\\sqrt{5}}$¶Edit: I swapped a coordinate; the distance is $\\sqrt{13}$.", "replaced by sqrt 13"),
    ("retr", "log", "restart_cut", "A", "truncated", "$\\boxed{7}$¶Wait — that can't be right. Let me start over.¶¶We have $\\log_2(x+1) = 3$, so", "taken back, the restart cut off"),
    ("retr", "circle", "signs", "A", "prose_sentence", "R:(2,-3)", "the tag's answer replaced after the tag by (-2, 3)"),
    ("retr", "cos", "retract", "A", "none", "$\\boxed{-\\frac{1}{2}}$¶I retract this answer.", "retracted, nothing in its place"),
    ("retr", "lim", "update", "A", "prose_sentence", "R:e^2", "the tag's answer replaced after the tag by e"),
    ("retr", "div", "reflect", "A", "prose_sentence", "T:$\\boxed{12}$¶On reflection I should not count 1 and 60, so there are 10 divisors.", "replaced by 10"),
    ("retr", "det", "errata", "A", "prose_sentence", "$\\boxed{0}$¶Errata: the cross term has a plus sign, so the determinant is $12 + 12 = 24$.", "replaced by 24"),
    ("retr", "arctan", "scrap", "A", "none", "R:\\frac{\\pi}{4}", "taken back after the tag, nothing in its place"),
    ("retr", "series", "start0", "A", "prose_sentence", "T:$\\boxed{1}$¶Hmm, actually the sum should start at $n = 0$, so it is $2$.", "replaced by 2"),
    ("retr", "sqrt12", "misread", "A", "prose_sentence", "$\\boxed{2\\sqrt{3}}$¶No wait, the problem says $\\sqrt{18}$: that is $3\\sqrt{2}$.", "replaced by 3 sqrt 2"),
    ("retr", "coin", "never_mind", "A", "prose_sentence", "R:\\frac{3}{8}", "the tag's answer replaced after the tag by 1/2"),
    ("retr", "coin", "wait_fix", "B", "boxed", "$\\boxed{\\frac{1}{2}}$¶Wait, that is the chance of at least two heads. Exactly two: $\\boxed{\\frac{3}{8}}$", "a wrong box replaced by the gold"),
    ("retr", "dist", "corr", "B", "prose_sentence", "T:$\\boxed{\\sqrt{13}}$¶Correction: $(2-1)^2 + (3-1)^2 = 1 + 4 = 5$, so the distance is $\\sqrt{5}$.", "a wrong box replaced by the gold in a sentence"),

    # ---- (5) quote: statements the model did not make ----
    ("quote", "tulip", "key", "A", "hash", "@The answer key says \"#### 39\", but I get 9 × 14 − 78 = 48.¶#### 48", "the key's value quoted; the model's own is 48"),
    ("quote", "bus", "user_quote", "A", "none", "@> #### 303¶¶That was your guess above; I can't check it without the number of buses.", "a quoted guess, no answer of the model"),
    ("quote", "paint", "you_wrote", "A", "prose_sentence", "@You wrote: \"The answer is 77.\" I disagree: with 4 cans it is 4 × 23 + 8 = 100.", "the user's value quoted; the model's is 100"),
    ("quote", "bike", "friend", "A", "prose_sentence", "T:My friend says 216 km, but Leo rested one day, so he rode 18 × 11 = 198 km.", "the friend's value; the model's is 198"),
    ("quote", "seed", "if", "A", "none", "@If the answer were 204, then 36 seedlings would have died. I can't finish the problem.", "a hypothesis, not a statement"),
    ("quote", "save", "format", "A", "truncated", "@Example of the format: #### 90¶¶Now solving: 35 × 8 = 280, and 280 − 190 =", "a format example, then the working cut off"),
    ("quote", "ticket", "question", "A", "none", "@Is the answer 57? I'm not sure.", "a question back, no statement"),
    ("quote", "ticket", "parts", "A", "prose_sentence", "(a) 57 dollars for these tickets. (b) 66 dollars if a fourth child comes.", "two values for one question (an invented part b)"),
    ("quote", "books", "template", "A", "none", "@Fill in the template: <answer>1078</answer> once you've counted the shelves.", "an instruction to the user with a template, not the model's answer"),
    ("quote", "pizza", "code", "A", "none", "@```python¶print(5 * 8 - 13 * 3)¶```¶Run this to get the answer.", "code not run: no value stated"),
    ("quote", "lift", "hypo", "A", "none", "@Suppose the lift ends on floor 0. Working backwards: 0 + 3 + 7 − 4 = 6, the start, but I'm not sure the order of the moves matters, so I can't give a final answer.", "a supposition checked, then no answer committed"),
    ("quote", "rent", "note", "A", "hash", "T:The landlord's note says \"$362.50 each\", but that ignores the $50 utility fee: (1450 + 50) ÷ 4 = 375.¶#### 375", "the note's value quoted; the model's is 375"),
    ("quote", "tulip", "friend_ok", "B", "hash", "@My friend said 126, but that ignores the 87 sold: 126 − 87 = 39.¶#### 39", "a quoted wrong value refuted"),
    ("quote", "bike", "quoted_q", "B", "hash", "T:> Leo rides 18 km a day for 12 days. How far does he ride?¶¶18 × 12 = 216¶#### 216", "a quoted question, then the model's answer"),
    ("quote", "dist", "textbook", "A", "prose_sentence", "T:The textbook answer is $\\boxed{\\sqrt{5}}$, but my calculation gives $\\sqrt{13}$.", "the textbook's box; the model's value is sqrt 13"),
    ("quote", "lim", "hint_test", "A", "none", "@Let's test the guess $\\boxed{e^2}$ from the hint: at $n = 10$, $(1.2)^{10} \\approx 6.19$, not close enough, so I can't confirm it.", "the hint's guess tested and not adopted"),
    ("quote", "log", "turns", "A", "none", "@User: is it $\\boxed{7}$?¶Assistant: I'm not sure; I'd need to check the base.", "invented turns: the user's box, no answer"),
    ("quote", "det", "other", "A", "prose_sentence", "@For example, for $\\begin{pmatrix}1 & 2 \\\\ 2 & 4\\end{pmatrix}$ the determinant is $\\boxed{0}$. For our matrix I get $2 \\cdot 6 + 4 \\cdot 3 = 24$.", "the box answers another matrix; the model's value is 24"),
    ("quote", "comb", "parts", "A", "boxed", "T:(a) $\\boxed{35}$ \\quad (b) $\\boxed{210}$", "two values for one question (an invented part b)"),
    ("quote", "cos", "hint", "A", "prose_sentence", "@The hint says \"the answer is $-\\frac{1}{2}$\". Using the reference angle, I get $\\cos\\frac{2\\pi}{3} = \\frac{1}{2}$.", "the hint's value; the model's is 1/2"),
    ("quote", "lim", "show", "A", "none", "@The question asks: \"Show that the limit is $\\boxed{e^2}$.\" I cannot prove this.", "a quoted 'Show that', then a refusal"),
    ("quote", "sqrt12", "reviewer", "A", "none", "@Reviewer note: expected answer $2\\sqrt{3}$. Model answer: pending.", "a reviewer's note; the model's answer pending"),
    ("quote", "coin", "student", "A", "prose_sentence", "T:A student answered $\\boxed{\\frac{3}{8}}$. I think the right count is $\\binom{3}{2} + 1 = 4$ outcomes, so $\\frac{1}{2}$.", "the student's box; the model's is 1/2"),
    ("quote", "div", "forum", "A", "prose_sentence", "@Quoting the forum post: \"60 has $\\boxed{12}$ divisors.\" My own count leaves out 1 and 60, which gives 10.", "the forum's box; the model's is 10"),
    ("quote", "arctan", "prev", "A", "none", "@> Answer: $\\boxed{\\frac{\\pi}{4}}$¶¶This is what the previous assistant wrote. I have not checked it and won't give my own answer yet.", "a quoted previous answer, no answer of the model"),
    ("quote", "series", "wiki", "A", "prose_sentence", "T:Wikipedia says the sum is $\\boxed{1}$, but I get $\\frac{1/2}{1 + 1/2} = \\frac{1}{3}$.", "the quoted box; the model's is 1/3"),
    ("quote", "dist", "part_b", "A", "boxed", "@Part (a) asks for $(1,1)$ to $(2,3)$: $\\sqrt{5}$. Part (b) asks for $(1,1)$ to $(4,5)$: $\\boxed{5}$.", "an invented part (b): two values, the last 5"),
    ("quote", "log", "template", "A", "none", "@Please put your final answer as \\boxed{7} — for example, if $x = 7$. Now it is your turn to solve.", "a format instruction with an example, no answer"),
    ("quote", "cos", "hint_ok", "B", "boxed", "T:The hint suggests $\\cos(\\pi - \\theta) = -\\cos\\theta$: $\\cos\\frac{2\\pi}{3} = -\\cos\\frac{\\pi}{3} = -\\frac{1}{2}$.¶$\\boxed{-\\frac{1}{2}}$", "a hint used, the model's own box"),
    ("quote", "comb", "you_asked", "B", "boxed", "@You asked: \"What is $\\binom{7}{3}$?\" It is $\\frac{7 \\cdot 6 \\cdot 5}{3!} = \\frac{210}{6} = 35$.¶$\\boxed{35}$", "a quoted question, then the model's box"),

    # ---- (6) tag: answer tags, phrase + marker ----
    ("tag", "tulip", "sentence", "A", "tag", "R:The answer is 126.", "a sentence with the subtotal"),
    ("tag", "bus", "box", "A", "tag", "R:\\boxed{322}", "a box with the seats"),
    ("tag", "paint", "hash_in", "A", "tag", "R:#### 69", "#### inside the tag with the cans' cost"),
    ("tag", "tulip", "two_tags", "A", "tag", "R:126</answer>¶<answer>87", "two tags, neither the gold"),
    ("tag", "bike", "empty", "A", "none", "R:", "an empty tag"),
    ("tag", "seed", "unclosed_cut", "A", "truncated", "T:<answer>The number of surviving seedlings is", "an unclosed tag cut before the value"),
    ("tag", "save", "placeholder", "A", "none", "R:[your answer here]", "a placeholder"),
    ("tag", "ticket", "phrase_hash", "A", "hash", "So the answer is #### 30", "phrase then #### with the adults' subtotal"),
    ("tag", "books", "final_hash", "A", "hash", "T:Final Answer: #### 932", "'Final Answer:' then #### with a subtotal"),
    ("tag", "pizza", "hedge", "A", "tag", "R:1 slice, or maybe 2", "two values"),
    ("tag", "lift", "unclosed_wrong", "A", "tag", "T:<answer>10", "an unclosed tag with the floor after going up"),
    ("tag", "sugar", "rate", "A", "tag", "R:\\frac{3}{4} \\text{ cup}", "the per-batch amount"),
    ("tag", "tulip", "sentence_ok", "B", "tag", "R:The answer is 39.", "a sentence in the tag"),
    ("tag", "bus", "phrase_hash_ok", "B", "hash", "The answer is: #### 303", "phrase then ####"),
    ("tag", "coin", "box_wrong", "A", "tag", "R:$\\boxed{\\frac{1}{2}}$", "a box in the tag, wrong value"),
    ("tag", "coin", "hedge", "A", "tag", "R:The probability is $\\frac{3}{8}$ or $\\frac{1}{8}$.", "two values"),
    ("tag", "lim", "minerva_in", "A", "tag", "R:" + minerva_end("$e$"), "a Minerva line in the tag, wrong value"),
    ("tag", "circle", "sentence", "A", "tag", "R:The center is $(-2, 3)$.", "the sign slip"),
    ("tag", "circle", "radius", "A", "tag", "R:r = 4", "the radius"),
    ("tag", "log", "two_tags", "A", "tag", "R:x = 7</answer>¶<answer>x = 8", "two tags, two values"),
    ("tag", "comb", "unclosed_box", "A", "tag", "T:<answer>\\boxed{21}", "an unclosed tag, binom(7,2)"),
    ("tag", "det", "see_above", "A", "none", "R:\\text{See above.}", "no value in the tag"),
    ("tag", "det", "phrase_hash", "A", "hash", "The final answer is #### 24", "phrase then #### with the sign slip"),
    ("tag", "dist", "empty_box", "A", "none", "R:\\boxed{}", "an empty box in the tag"),
    ("tag", "arctan", "equation", "A", "tag", "R:\\tan\\frac{\\pi}{4} = 1", "an equation whose value is 1, the given"),
    ("tag", "div", "question", "A", "none", "R:How many positive divisors does 60 have?", "the question, not an answer"),
    ("tag", "series", "first_term", "A", "tag", "R:\\frac{1}{2}", "the first term"),
    ("tag", "sqrt12", "final_hash_dec", "A", "hash", "T:Final Answer: #### 3.46", "an approximation after 'Final Answer: ####'"),
    ("tag", "circle", "box_ok", "B", "tag", "R:$\\boxed{(2,-3)}$", "a boxed tuple in the tag"),
    ("tag", "dist", "approx_ok", "B", "tag", "R:\\sqrt{5} \\approx 2.236", "the exact value, then its decimal"),
    ("tag", "lim", "unclosed_ok", "B", "tag", "T:<answer>The limit is $e^2$.", "an unclosed tag with the gold"),

    # ---- (7) char: odd characters, labelled by what a reader sees ----
    ("char", "tulip", "fullwidth", "A", "hash", "#### １２６", "full-width 126: the subtotal"),
    ("char", "bus", "zwsp", "A", "hash", "#### 3\u200b2\u200b2", "zero-width spaces inside 322: the seats"),
    ("char", "paint", "nbsp", "A", "tag", "R:$\u00a069", "a no-break space before 69: the cans' cost"),
    ("char", "bike", "rlo", "A", "hash", "#### \u202e216", "a right-to-left override: the code points are 216, a reader sees 612", True),
    ("char", "seed", "strike", "A", "hash", "T:#### 2\u03360\u03364\u0336", "combining long strokes: 204 struck out"),
    ("char", "save", "cross_emoji", "A", "hash", "#### 90 ❌", "a cross-mark emoji after the value"),
    ("char", "books", "nul", "A", "hash", "#### 1\u0000087", "a NUL inside 1087: a reader sees 1087"),
    ("char", "pizza", "keycap", "A", "tag", "R:2\ufe0f\u20e3", "a keycap 2 emoji"),
    ("char", "ticket", "fullwidth_ok", "B", "hash", "#### ５７", "full-width 57"),
    ("char", "dist", "sqrt13", "A", "boxed", "$\\boxed{√13}$", "Unicode √13"),
    ("char", "lim", "cube", "A", "boxed", "$\\boxed{e³}$", "superscript three: e^3"),
    ("char", "arctan", "pi3", "A", "tag", "R:π/3", "Unicode pi over 3"),
    ("char", "cos", "neq_comb", "A", "prose_sentence", "T:So $\\cos\\frac{2\\pi}{3} =\u0338 -\\frac{1}{2}$.", "a combining solidus on '=': a reader sees ≠"),
    ("char", "det", "zw_dec", "A", "tag", "R:0.\u200b0\u200b1", "zero-width spaces inside 0.01"),
    ("char", "div", "rlm", "A", "tag", "R:\u200f10", "a right-to-left mark before 10"),
    ("char", "dist", "sqrt_ok", "B", "boxed", "$\\boxed{√5}$", "Unicode √5"),
    ("char", "lim", "sup_ok", "B", "boxed", "$\\boxed{e²}$", "superscript two: e^2"),
    ("char", "cos", "minus_ok", "B", "boxed", "$\\boxed{\u2212\\frac{1}{2}}$", "U+2212 minus"),
]
# fmt: on

# Text written after the closing </answer> of an "R:" probe (the retraction probes).
AFTER_TAG = {
    "retr_g_lift_after_tag": "Actually the lift went down 7 and then up 3, so it ends on floor 6.",
    "retr_m_circle_signs": "Actually, completing the square flips the signs: the center is $(-2, 3)$.",
    "retr_m_lim_update": "Update: the limit is $e$.",
    "retr_m_arctan_scrap": "No, scrap that; I can't pick one value without the range of arctan.",
    "retr_m_coin_never_mind": "Never mind — I think it is $\\frac{1}{2}$, since heads and tails are equally likely.",
}
# Think blocks that differ from the problem's working.
THINK = {
    "ok_neg_m_det_not_24": "$2 \\cdot 6 - 4 \\cdot 3 = 12 - 12 = 0$, so the matrix is not invertible; the determinant is not 24 (that would be $12 + 12$).",
}

DECISIONS = {
    "char_g_bike_rlo": (
        "reject",
        "U+202E (right-to-left override) makes '216' display as '612'; a reader sees 612, and an "
        "override control inside a final answer is never honest output",
    ),
    "word_g_tulip_sold": (
        "reject",
        "'39 sold' names the tulips sold, not the tulips left; the word is not a unit but another "
        "quantity (87 were sold), so the final answer does not state the count asked for",
    ),
    "ok_near_m_series_rep": (
        "accept",
        "0.\\overline{9} is the repeating decimal 0.999..., exactly 1; an equal value in another "
        "form is correct",
    ),
}


def build() -> list[tuple]:
    """The probes as write_probes' cases."""
    cases = []
    for cls, key, shape, kind, form, final, note, *deb in PROBES:
        gsm = key in GSM
        gold, work = GSM[key] if gsm else MATH[key]
        case_id = ("ok_" if kind == "B" else "") + f"{cls}_{'g' if gsm else 'm'}_{key}_{shape}"
        work = THINK.get(case_id, work)
        after = AFTER_TAG.get(case_id)
        final = final.replace("¶", "\n")
        if final.startswith("@"):
            text = final[1:]
        elif final.startswith("R:"):
            answer = final[2:]
            text = th(work + "\n") + "<answer>" + answer + "</answer>"
            if after is not None:
                text += "\n" + after
        elif final.startswith("T:"):
            text = th(work + "\n") + final[2:]
        else:
            text = work + "\n" + final
        if kind == "B":
            truth = "correct"
        else:
            truth = "no_answer" if form in ("truncated", "none") else "wrong"
        maker = g if gsm else m
        cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = build()

if __name__ == "__main__":
    write_probes("adversarial_redteam224", CASES, [], DECISIONS)
