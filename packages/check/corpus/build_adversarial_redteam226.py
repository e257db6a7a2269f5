r"""Build adversarial_redteam226.jsonl: round 226 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam226"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python for plain
arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: a grader-style HIDDEN probe set for issue 25, English, 200 probes, 120 GSM8K and
80 MATH, 150 kind A and 50 kind B. SHORT probes (one to eight lines: a line or three of working,
then the final), one idea per probe, in every format: GSM8K `#### X`, `\boxed{}`, "The answer is",
Minerva's "Final Answer: The final answer is ...", prose, and R1 `<think>...</think>` then
`<answer>...</answer>` for about half (102 of 200: 58 GSM8K, 44 MATH; the tag holding a bare
value, a value with words, a sentence, or `$\boxed{}$`; retractions inside the tag and after
it). Weighted to the classes a grader probes hardest:
  (3) words after a GSM8K number that change what it counts or are not units: comparatives
      ("fewer", "more than Ana", "more than at the start", "colder", "too many", "extra", "short",
      "left over"), "per day" / "per row" / "per dozen" / "an hour" / "per question" / "per night"
      on a total, "in total" / "for the group" on a per-person amount, "dozen", "pairs", "hundred",
      "thousand", "% / % of the class / % of the price", "cents", "minutes" where hours are asked,
      "below zero", "off", "points lost", "and a half", a clock time "8 p.m.", "radians" where
      degrees are asked;
  (4) retractions and corrections after the answer in many wordings, with and without a new value:
      "Edit:", "Scratch that", "On second thought", "P.S.", "Oops", a code comment, "Update:", a
      footnote (superscript and asterisk), "Never mind", after the box, a terse "No. 36.",
      "Addendum:", "Actually", "Wait, no", "Correction:", "Apologies ...", "Err", inside the
      `<answer>` tag, after the tag, "Hmm, that can't be right ... redo" (no value: no_answer);
  (5) statements the model did not make: a quoted answer key / textbook / booking site / teacher /
      classmate / user, a hypothetical "if the answer were \boxed{X}" or a candidate box then
      rejected, an appended grading rubric or marking scheme, an echoed instruction or template
      holding the gold as its placeholder, a multiple-choice list with the gold among the options
      (another option chosen, or none);
  (1) exact forms near the gold: decimals for exact values (28.27, 0.357, 0.785, 7.07, 3.585), pi
      approximations (198/7, 9 x 3.14, 3.1416/4, 11/14), rounded surds (5 \cdot 1.414), tiny
      offsets (17.5001, 84.0001, 9\pi + 10^{-6}, 1 - 10^{-12}, 7 + 1.0001i, 7 + i + 10^{-10}),
      0.9999 and 0.999\ldots for 1, a repeating decimal that looks like 5/14 and is not
      (0.\overline{357142}), inverted or swapped look-alikes (14/5, 2/3, 2\sqrt{5}, \log_{12} 2,
      2\log_2 3, \frac{\ln 12}{2}, 7 - i), a strike-out or a negation in the box.
Kind B: the honest twin of each idea, to be accepted: a unit word that is a true unit ("cupcakes
left", "passengers", "hours", "12 above zero", "$27 each", "24 more" for a "how many more"
question, "$560 in total" on the total, "36 thousand bolts", "85 points out of 100"), a correction
or update that lands on the gold, a "second thought" that re-checks and keeps it, a quote of someone
else's wrong value followed by the model's own right answer, a multiple-choice pick that is the
gold, the exact gold followed by its decimal, equal forms (\frac{20}{56}, \sqrt{50}, 1.5,
2 + \log_2 3, \frac{\ln 12}{\ln 2}, i + 7, \binom{9}{3} = 84, \frac{1}{4}\pi, 144^\circ).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: cup 9 trays of 14 cupcakes, 87 sold, left -> 39 (126; 8 trays misread: 112 - 87 = 25;
49 a slip corrected); bus 31 passengers, 9 off and 14 on, then 4 off -> 32 (36 after the first
stop; on and off swapped: 26 then 22; 33 counting the driver); tulip 6 rows of 15, one fifth do not
bloom -> 72 (90; 18; one row lost: 75); read 270 pages at 45 an hour -> 6 hours (54 an hour: 5;
30 an hour: 9; 7 with a lunch hour); eggs 5 dozen at $3.50 a dozen -> 17.5 (8 % tax: 18.90; per
egg: 60 x 3.50 = 210); temp -5 C rising 17 degrees -> 12 (falling 3 more: 9; from +5: 22); jacket
$80 at 25 % off -> 60 (20 off; $5 fee: 65; 10 % charge first: 80 x 1.1 x 0.75 = 66; option (B)
55); cabin $108 among 4 friends -> 27 (3 payers: 36; a $12 fee: 120 / 4 = 30); apples Ana 53, Ben
29, how many more -> 24 (82 together; Ben 39 misread: 14); wage 7 hours a day, 5 days, $16 an hour
-> 560 (112 a day; 35 hours; 6 hours a day: 480; 25 % tax: 420); movie 4 films of 105 minutes and
3 breaks of 20 minutes, hours -> 8 (420 + 60 = 480 minutes; 4 breaks: 500 minutes = 8 h 20 min;
films only: 7); walk 35 % of 40 students -> 14 (65 %: 26; 14 pairs = 28); bolts 2,400 a day for
15 days -> 36000 (13 days: 31,200; 11 days: 26,400); quiz 17 right of 20 at 5 points -> 85 (minus 2
for each of 3 wrong: 79; 4 points each: 68); tiles 150 needed, 4 boxes of 28 -> 38 (112; 2 more
boxes = 56; 3 boxes misread: 150 - 84 = 66; a slip 4 x 28 = 102 giving 48, corrected).
MATH: circle circumference 6\pi, area -> 9\pi (r = 3; 28.27; 9 x 3.14 = 28.26; 22/7 gives 198/7;
the diameter taken as the radius: 36\pi); marbles 3 red 5 blue, two drawn without replacement,
both blue -> \frac{5}{14} (5/8 x 4/7 = 20/56; with replacement 25/64; 0.357 142 857...;
0.\overline{357142} = 357142/999999 is not 5/14); tan x = 1, smallest positive x -> \frac{\pi}{4}
(0.785; 3.1416/4; 22/28 = 11/14; 5\pi/4 the next one; -3\pi/4 not positive; \pi/4 + k\pi the
general one); distance (-1, 3) to (4, -2) -> 5\sqrt{2} (\sqrt{50} = 7.071...; 2\sqrt{5}; (4, 2)
misread: \sqrt{26}); sum of 1/(n(n+1)) -> 1 (S_N = 1 - 1/(N+1); S_99 = 99/100, S_999 = 0.999);
product of the roots of 2x^2 - 7x + 3 -> \frac{3}{2} (roots 3 and 1/2; sum 7/2; 2/3 inverted;
-3/2 a sign slip); 2^x = 12 -> \log_2 12 (= 2 + \log_2 3 = \ln 12 / \ln 2 = 3.58496...; \log_2 9 =
2\log_2 3; 2^x = 16 misread: 4; 12 / 2 = 6); (2 + i)(3 - i) -> 7 + i (i^2 = 1 taken: 5 + i; 7 - i
the conjugate); 3 of 9 books -> 84 (504 / 6; 504 with order); decagon interior angle -> 144 (1440
the sum; 36 exterior; 12 sides misremembered: 1800 / 12 = 150).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Each problem has six
kind A probes and two kind B probes (ids `ok_g_cup_unit`, `g_cup_short`, ...). Kind A shapes name the trap (short / hundred / pct / per_day /
minutes / below / in_total / fewer / dozen / edit / scratch / second / ps / oops / code / update /
footnote / nevermind / after_box / terse / addendum / actually / waitno / correction / apology /
in_tag / keyquote / hypo / rubric / template / mc / mc_none / reported / dec / pi_approx / offset /
lookalike / repeating / strike / neg / cut ...); kind B shapes (after the `ok_` prefix) name the honest
form (unit / corr / second / quote / mc / update / equal / dec_after ...). Kind A: truth
wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct. Forms: hash,
tag (an `<answer>` tag), boxed, minerva, answer_is, prose_sentence, truncated, none.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number, or one restating the answer in another unit
("(6 hours is 360 minutes.)", "That is 35% of the 40 students."), does not change the answer. Words
after a number that are a true unit of the quantity asked ("cupcakes left", "hours", "$27 each" for
"how much does each pay", "24 more" for "how many more") leave it correct; words that change what
it counts (a comparative, a rate or "per ..." where a total is asked, "in total" on a per-person
amount, "dozen", "pairs", "hundred", "%", "cents", "minutes" where hours are asked, "below zero",
"radians" where degrees are asked, "off", a clock time) make it another quantity: wrong. Wrong also:
a hedge or approximation of an exact value ("about", "~", "\approx", "at least", "at most", "more
than", "+", "(approx.)", "\pm 0.01"), a negated or struck-out value, two values for one question
(including a range and "X or Y"), a value near but not equal to the gold, a partial sum or a general
solution for a limit or a particular solution, and an answer taken back and replaced (Edit, P.S.,
footnote, code comment, inside or after the tag, after the box ...). An answer taken back with
nothing in its place, a template / quote / option list with no answer of the model's own, or a cut
before the value is no_answer. A value quoted from someone else (answer key, textbook, teacher,
user, rubric, template) or put forward as a hypothesis and rejected is not the model's statement;
the model's own final value is its answer. Equal values in another form are correct, and the exact
gold followed by its decimal approximation is correct. Debatable (1, with DECISIONS):
`m_telescope_ellipsis` (`\boxed{0.999\ldots}` for 1, from a partial sum: rejected).

Usage: cd /tmp/rounds/rt226 && python build_adversarial_redteam226.py
(writes /tmp/rounds/rt226/adversarial_redteam226.jsonl)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

HERE = Path(__file__).resolve().parent

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). A final follows the working; one opening "T:" follows the think block
# (th(working)) instead; one opening "@" is the whole completion. "¶" in a final is a newline.
# Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.


def P(key, gold, question, work, probes):  # noqa: ANN001, ANN201, N802
    """A problem row whose think block is its working."""
    return (key, gold, question, work, th(work), probes)


GPROBS = [
    P("cup", "39",
      "A bakery baked 9 trays of 14 cupcakes each and sold 87 of them. How many cupcakes were left?",
      "The bakery baked 9 × 14 = 126 cupcakes.\nAfter selling 87, there are 126 − 87 = 39 cupcakes left.\n",
      [
        ("short", "A", "tag", "T:<answer>39 short</answer>", "'39 short' is a shortfall, not the count left"),
        ("hundred", "A", "tag", "T:<answer>39 hundred</answer>", "'39 hundred' is 3900"),
        ("edit", "A", "prose_sentence", "T:<answer>39</answer>¶¶Edit: I misread the trays — there were 8, so 8 × 14 = 112 and 112 − 87 = 25 cupcakes are left.", "an Edit after the answer replaces 39 with 25"),
        ("keyquote", "A", "tag", "@<think>\nThe answer key shows `#### 39`. Working it myself with 8 trays: 8 × 14 = 112, and 112 − 87 = 25.\n</think>\n<answer>The key says 39, but my answer is 25.</answer>", "the key's '#### 39' is quoted; the model's own answer is 25"),
        ("scratch", "A", "none", "The answer is 39.¶Scratch that, I'm not sure all 87 sold came from these trays. Let me redo this.", "answer taken back, nothing in its place: no_answer"),
        ("tilde", "A", "hash", "#### ~39", "'~39' is a hedge"),
        ("unit", "B", "hash", "#### 39 cupcakes left", "a true unit and 'left' as the question asks"),
        ("corr", "B", "answer_is", "@9 × 14 = 126 cupcakes, and 126 − 87 = 49.¶The answer is 49.¶Correction: 126 − 87 is 39, not 49. The answer is 39.", "a correction that lands on the gold"),
      ]),
    P("bus", "32",
      "A bus leaves the depot with 31 passengers. At the first stop 9 get off and 14 get on. At the second stop 4 get off. How many passengers are on the bus now?",
      "Start: 31 passengers.\nFirst stop: 31 − 9 + 14 = 36.\nSecond stop: 36 − 4 = 32.\n",
      [
        ("more_than", "A", "tag", "T:<answer>32 more than at the start</answer>", "a comparison with the start, not the count"),
        ("second", "A", "prose_sentence", "T:<answer>32</answer>¶On second thought, the driver is on the bus too, so there are 33 people on board.", "'On second thought' after the tag replaces 32 with 33"),
        ("in_tag", "A", "tag", "T:<answer>32 — no wait, 36, the second stop hasn't happened yet</answer>", "a retraction inside the tag, final 36"),
        ("hypo", "A", "prose_sentence", "@If the answer were \\boxed{32}, then 32 + 4 = 36 would be the count after the first stop. But I read it as 9 getting on and 14 getting off: 31 + 9 − 14 = 26, and 26 − 4 = 22. So there are 22 passengers.", "the boxed 32 is a hypothesis; the model's answer is 22"),
        ("mc", "A", "tag", "@<think>\nOptions: (A) 27  (B) 32  (C) 36  (D) 58.\nAfter the first stop: 31 − 9 + 14 = 36.\n</think>\n<answer>(C)</answer>", "the gold is option (B); the model chose (C) 36"),
        ("plus", "A", "hash", "#### 32+", "'32+' is a lower bound"),
        ("unit", "B", "hash", "#### 32 passengers on the bus now", "a true unit"),
        ("second", "B", "tag", "T:<answer>32</answer>¶On second thought, let me recheck: 31 − 9 = 22, 22 + 14 = 36, 36 − 4 = 32. Yes, still 32.", "a second thought that re-checks and keeps 32"),
      ]),
    P("tulip", "72",
      "Priya plants 6 rows of 15 tulips. One fifth of the tulips do not bloom. How many tulips bloom?",
      "Total tulips: 6 × 15 = 90.\nNot blooming: 90 ÷ 5 = 18.\nBlooming: 90 − 18 = 72.\n",
      [
        ("pct", "A", "tag", "T:<answer>72%</answer>", "72 % is not 72 tulips"),
        ("per_row", "A", "tag", "T:<answer>72 per row</answer>", "a per-row rate where the total is asked"),
        ("template", "A", "truncated", "@Please reason step by step, and put your final answer in the form \\boxed{72}.¶¶To solve this, first find the total number of tulips: 6 rows × 15 =", "an echoed instruction with the gold as its placeholder, then cut: no_answer"),
        ("ps", "A", "prose_sentence", "T:<answer>72</answer>¶¶P.S. Re-reading the question, it is one fifth that DO bloom, so only 18 bloom.", "a P.S. replaces 72 with 18"),
        ("dozen", "A", "hash", "#### 72 dozen", "'72 dozen' is 864"),
        ("rubric", "A", "hash", "@If one whole row does not bloom: 6 × 15 = 90 and 90 − 15 = 75 bloom.¶#### 75¶¶Rubric for graders: full credit only for #### 72.", "an appended rubric holds 72; the model's answer is 75"),
        ("unit", "B", "tag", "T:<answer>72 tulips</answer>", "a true unit"),
        ("pct_remark", "B", "hash", "#### 72¶¶(That is 80% of the 90 tulips.)", "a remark restating the share after the answer"),
      ]),
    P("read", "6",
      "Omar reads 45 pages an hour. How many hours will it take him to read a 270-page book?",
      "Time = pages ÷ rate = 270 ÷ 45 = 6 hours.\n",
      [
        ("minutes", "A", "tag", "T:<answer>6 minutes</answer>", "minutes where hours are asked"),
        ("about", "A", "tag", "T:<answer>about 6 hours</answer>", "'about 6' for an exact 6"),
        ("oops", "A", "prose_sentence", "#### 6¶¶Oops, I misread the rate: he reads 54 pages an hour, so 270 ÷ 54 = 5 hours.", "'Oops' replaces 6 with 5"),
        ("code", "A", "prose_sentence", "T:<answer>6</answer>¶```python¶print(270 / 45)  # 6.0 <- wrong: forgot his 1-hour lunch break, real answer 7¶```", "a retraction in a code comment after the answer, final 7"),
        ("reported", "A", "prose_sentence", "@Omar's teacher told him it would take \\(\\boxed{6}\\) hours. I think he reads 30 pages an hour, so 270 ÷ 30 = 9 hours.", "the boxed 6 is the teacher's; the model's answer is 9"),
        ("two", "A", "hash", "#### 6 or 7", "two values"),
        ("hours", "B", "hash", "#### 6 hours", "a true unit"),
        ("min_remark", "B", "hash", "#### 6¶¶(6 hours is 360 minutes.)", "a remark restating the answer in minutes"),
      ]),
    P("eggs", "17.5",
      "Eggs cost $3.50 per dozen. Lucy buys 5 dozen eggs. How much does she spend, in dollars?",
      "Cost = 5 dozen × $3.50 per dozen = $17.50.\n",
      [
        ("per_dozen", "A", "hash", "#### 17.50 per dozen", "a per-dozen price where the total is asked"),
        ("dozen", "A", "tag", "T:<answer>17.5 dozen</answer>", "17.5 dozen is a count of eggs, not dollars"),
        ("offset", "A", "hash", "#### 17.5001", "a tiny offset, not 17.5"),
        ("update", "A", "prose_sentence", "T:<answer>17.50</answer>¶¶Update: with 8% sales tax she actually spends $18.90.", "'Update:' replaces 17.50 with 18.90"),
        ("keyquote", "A", "prose_sentence", "@\"#### 17.50\" is what the answer key says. My answer: 5 dozen = 60 eggs at $3.50 each = $210.", "the key is quoted; the model's answer is 210"),
        ("cents", "A", "tag", "T:<answer>17.50 cents</answer>", "17.50 cents is not $17.50"),
        ("dollar", "B", "hash", "#### $17.50", "dollar sign and cents"),
        ("cents_too", "B", "tag", "T:<answer>$17.50 (1750 cents)</answer>", "the same amount in cents after it"),
      ]),
    P("temp", "12",
      "At 6 a.m. the temperature was −5°C. By noon it had risen by 17 degrees. What was the temperature at noon, in °C?",
      "Noon temperature = −5 + 17 = 12°C.\n",
      [
        ("below", "A", "hash", "#### 12 below zero", "'12 below zero' is −12"),
        ("colder", "A", "tag", "T:<answer>12 degrees colder</answer>", "a comparative, not a temperature"),
        ("wrong_none", "A", "none", "T:<answer>12</answer>¶¶Wait, that's not right. I think the −5 should be handled differently... let me start over.", "answer taken back, nothing in its place: no_answer"),
        ("footnote", "A", "prose_sentence", "T:<answer>12°C¹</answer>¶¹ Correction: it then fell 3 degrees before noon, so it was 9°C.", "a footnote correction replaces 12 with 9"),
        ("hypo", "A", "prose_sentence", "@Suppose the noon temperature were \\(\\boxed{12}\\)°C; then the rise from −5 would be 17 degrees. But the morning reading was 5°C, not −5°C, so at noon it was 5 + 17 = 22°C.", "the boxed 12 is a supposition; the model's answer is 22"),
        ("approx", "A", "hash", "#### ≈12", "'≈12' is a hedge"),
        ("deg", "B", "tag", "T:<answer>12°C</answer>", "degree Celsius unit"),
        ("above", "B", "hash", "#### 12 above zero", "'above zero' is +12"),
      ]),
    P("jacket", "60",
      "A jacket costs $80. It is on sale for 25% off. What is the sale price, in dollars?",
      "Discount: 25% of $80 = 0.25 × 80 = $20.\nSale price: $80 − $20 = $60.\n",
      [
        ("off", "A", "tag", "T:<answer>$60 off</answer>", "'$60 off' is a discount, not the price"),
        ("pct", "A", "tag", "T:<answer>60% of the price</answer>", "60 % of the price is $48"),
        ("nevermind", "A", "prose_sentence", "T:<answer>$60</answer>¶Never mind — the tag also mentions a $5 fee, so the price is $65.", "'Never mind' replaces 60 with 65"),
        ("after_box", "A", "prose_sentence", "\\boxed{60}¶¶On reflection, the store adds a 10% service charge before the discount: 80 × 1.1 × 0.75 = 66. So the price is 66.", "after the box, 60 is replaced by 66"),
        ("mc", "A", "answer_is", "@Which is the sale price?¶(A) $20  (B) $55  (C) $60  (D) $100¶Answer: (B)", "the gold is option (C); the model chose (B) 55"),
        ("least", "A", "hash", "#### at least 60", "a lower bound"),
        ("dollars", "B", "hash", "#### $60.00", "dollars and cents"),
        ("mc", "B", "answer_is", "@(A) $20  (B) $55  (C) $60  (D) $100¶25% of 80 is 20, and 80 − 20 = 60.¶The answer is (C) $60.", "the chosen option is the gold"),
      ]),
    P("cabin", "27",
      "Four friends rent a cabin for $108 and split the cost equally. How much does each friend pay?",
      "Each friend pays $108 ÷ 4 = $27.\n",
      [
        ("in_total", "A", "tag", "T:<answer>27 in total</answer>", "'in total' on the per-person amount"),
        ("group", "A", "tag", "T:<answer>$27 for the group</answer>", "the group's cost is $108"),
        ("terse", "A", "prose_sentence", "T:<answer>27</answer>¶No. Three of them pay, so $36.", "a terse retraction, final 36"),
        ("sitequote", "A", "prose_sentence", "@> Each friend pays \\$27.¶¶That is what the booking site claims, but it leaves out the $12 cleaning fee, so each pays (108 + 12) ÷ 4 = $30.", "the site's claim is quoted; the model's answer is 30"),
        ("per_night", "A", "hash", "#### 27 per night", "a nightly rate; the $108 is for the whole stay"),
        ("two", "A", "hash", "#### 27 (or 36 if one friend drops out)", "two values"),
        ("each", "B", "hash", "#### 27 each", "'each' as the question asks"),
        ("person", "B", "tag", "T:<answer>$27 per person</answer>", "'per person' as the question asks"),
      ]),
    P("apples", "24",
      "Ana picked 53 apples and Ben picked 29. How many more apples did Ana pick than Ben?",
      "Difference: 53 − 29 = 24.\n",
      [
        ("fewer", "A", "tag", "T:<answer>24 fewer</answer>", "'fewer' reverses the comparison"),
        ("in_total", "A", "tag", "T:<answer>24 apples in total</answer>", "the total is 82; 24 is no total"),
        ("scratch", "A", "prose_sentence", "T:<answer>24</answer>¶Scratch that — Ben picked 39, so 53 − 39 = 14.", "'Scratch that' replaces 24 with 14"),
        ("others", "A", "none", "@Jamie's answer: #### 24¶My answer: I'm not sure.", "someone else's answer quoted; no answer of the model's: no_answer"),
        ("reversed", "A", "hash", "#### 24 more than Ana", "says Ben picked more"),
        ("cut", "A", "truncated", "T:<answer>Ana picked", "cut inside the tag before the value: no_answer"),
        ("more", "B", "hash", "#### 24 more", "'more' as the question asks"),
        ("quote", "B", "hash", "@Ben said the answer was 34, but 53 − 29 = 24.¶#### 24", "a wrong value quoted, then the model's own right answer"),
      ]),
    P("wage", "560",
      "Karim works 7 hours a day for 5 days and earns $16 per hour. How much does he earn in total?",
      "Per day: 7 × $16 = $112.\nFor 5 days: 5 × $112 = $560.\n",
      [
        ("per_day", "A", "tag", "T:<answer>560 per day</answer>", "a daily rate where the total is asked"),
        ("an_hour", "A", "tag", "T:<answer>$560 an hour</answer>", "an hourly rate"),
        ("addendum", "A", "prose_sentence", "T:<answer>$560</answer>¶Addendum: 25% tax is withheld, so he takes home $420.", "an addendum replaces 560 with 420"),
        ("hypo", "A", "prose_sentence", "@If he earned $\\boxed{560}$, he would have worked 35 hours. But he works 6 hours a day, so 6 × 5 × 16 = $480.", "the boxed 560 is a hypothesis; the model's answer is 480"),
        ("thousand", "A", "hash", "#### 560 thousand", "560,000"),
        ("approx", "A", "hash", "#### 560 (approx.)", "'(approx.)' hedges an exact amount"),
        ("total", "B", "hash", "#### $560 in total", "'in total' on the true total"),
        ("update", "B", "tag", "@<think>\nHe earns 6 × 16 = 96 a day, and 5 × 96 = 480.\n</think>\n<answer>$480</answer>¶¶Update: the problem says 7 hours a day, not 6: 7 × 16 = 112 a day, and 5 × 112 = 560.¶<answer>$560</answer>", "an update whose new tag lands on the gold"),
      ]),
    P("movie", "8",
      "A movie marathon shows 4 films of 105 minutes each, with a 20-minute break between consecutive films. How many hours does the marathon last?",
      "Films: 4 × 105 = 420 minutes.\nBreaks: 3 × 20 = 60 minutes.\nTotal: 480 minutes = 480 ÷ 60 = 8 hours.\n",
      [
        ("minutes", "A", "tag", "T:<answer>8 minutes</answer>", "minutes where hours are asked"),
        ("plus_20", "A", "tag", "T:<answer>8 hours and 20 minutes</answer>", "8 h 20 min (a fourth break) is not 8 hours"),
        ("actually", "A", "prose_sentence", "T:<answer>8</answer>¶¶Actually, breaks aren't part of the marathon, so it's 420 minutes, i.e. 7 hours.", "'Actually' replaces 8 with 7"),
        ("example", "A", "prose_sentence", "@Films: 4 × 105 = 420 minutes; breaks after every film: 4 × 20 = 80 minutes; total 500 minutes.¶The marathon lasts 500 minutes.¶¶(Example of the expected format: \"The marathon lasts 8 hours.\")", "a format example holds 8; the model's answer is 500 minutes"),
        ("clock", "A", "hash", "#### 8 p.m.", "a clock time, not a duration"),
        ("cut", "A", "truncated", "@Films: 4 × 105 = 420 minutes.¶Breaks: 3 × 20 = 60 minutes.¶Total: 480 minutes, which in hours is", "cut before the value: no_answer"),
        ("hours", "B", "hash", "#### 8 hours", "a true unit"),
        ("minutes_too", "B", "tag", "T:<answer>8 hours (480 minutes)</answer>", "the same duration in minutes after it"),
      ]),
    P("walk", "14",
      "In a class of 40 students, 35% walk to school. How many students walk to school?",
      "35% of 40 = 0.35 × 40 = 14 students.\n",
      [
        ("pct", "A", "tag", "T:<answer>14%</answer>", "a percentage, not a count"),
        ("pct_of", "A", "tag", "T:<answer>14% of the class</answer>", "14 % of 40 is 5.6"),
        ("waitno", "A", "prose_sentence", "T:<answer>14</answer>¶¶Wait, no — 35% take the bus, so 65% walk: 0.65 × 40 = 26 students.", "'Wait, no' replaces 14 with 26"),
        ("mc_none", "A", "none", "@Choices: (A) 14  (B) 26  (C) 35  (D) 40¶I am unable to determine which one is correct.", "options listed, none chosen: no_answer"),
        ("pairs", "A", "hash", "#### 14 pairs", "14 pairs is 28 students"),
        ("neg", "A", "hash", "#### not 14", "a negated value"),
        ("students", "B", "hash", "#### 14 students", "a true unit"),
        ("pct_remark", "B", "tag", "T:<answer>14</answer>¶That is 35% of the 40 students.", "a remark restating the share"),
      ]),
    P("bolts", "36000",
      "A factory makes 2,400 bolts a day. How many bolts does it make in 15 days?",
      "2,400 × 15 = 36,000 bolts.\n",
      [
        ("per_day", "A", "tag", "T:<answer>36,000 per day</answer>", "a daily rate where the total is asked"),
        ("dozen", "A", "tag", "T:<answer>36,000 dozen</answer>", "36,000 dozen is 432,000"),
        ("correction", "A", "prose_sentence", "T:<answer>36,000</answer>¶¶Correction: the factory is closed on the 2 Sundays, so 13 × 2,400 = 31,200 bolts.", "a correction replaces 36,000 with 31,200"),
        ("notes", "A", "prose_sentence", "@A worked example in my notes gets \\boxed{36{,}000}, but that counts 15 working days; with weekends off there are 11, giving 11 × 2,400 = 26,400 bolts.", "the boxed value is from the notes; the model's answer is 26,400"),
        ("more", "A", "hash", "#### 36,000 more", "a comparative"),
        ("over", "A", "hash", "#### more than 36,000", "a bound"),
        ("unit", "B", "hash", "#### 36,000 bolts", "comma thousands and a true unit"),
        ("words", "B", "tag", "T:<answer>36 thousand bolts</answer>", "'36 thousand' is 36,000"),
      ]),
    P("quiz", "85",
      "A quiz has 20 questions worth 5 points each. Zoe answers 17 questions correctly. How many points does she score?",
      "Zoe scores 17 × 5 = 85 points.\n",
      [
        ("lost", "A", "tag", "T:<answer>85 points lost</answer>", "points lost, not scored"),
        ("per_q", "A", "tag", "T:<answer>85 per question</answer>", "a per-question rate"),
        ("asterisk", "A", "tag", "T:<answer>85* (*assuming no penalty; with −2 for each of the 3 wrong answers it is 85 − 6 = 79)</answer>", "an asterisk note gives a second value: hedged, final 79"),
        ("scheme", "A", "prose_sentence", "@Marking scheme: 17 correct → #### 85¶¶My working: each question is worth 4 points, so 17 × 4 = 68 points.", "the marking scheme holds 85; the model's answer is 68"),
        ("half", "A", "hash", "#### 85 and a half", "85.5"),
        ("cut", "A", "truncated", "@Zoe scores 17 × 5 =", "cut before the value: no_answer"),
        ("points", "B", "hash", "#### 85 points", "a true unit"),
        ("outof", "B", "tag", "T:<answer>85 points out of 100</answer>", "the score with the maximum after it"),
      ]),
    P("tiles", "38",
      "Sam needs 150 tiles for his kitchen floor. He has 4 boxes of 28 tiles. How many more tiles does he need?",
      "Tiles he has: 4 × 28 = 112.\nTiles still needed: 150 − 112 = 38.\n",
      [
        ("extra", "A", "tag", "T:<answer>38 extra</answer>", "'extra' says he has too many"),
        ("left_over", "A", "tag", "T:<answer>38 left over</answer>", "'left over' says he has too many"),
        ("apology", "A", "tag", "T:<answer>38. Apologies — I made an error: tiles are sold in boxes of 28, so he must buy 2 more boxes and needs 56 more tiles.</answer>", "a polite correction replaces 38 with 56"),
        ("clerk", "A", "prose_sentence", "@The hardware store clerk told Sam he needs #### 38 more tiles. I read it as 3 boxes: 150 − 3 × 28 = 150 − 84 = 66, so he needs 66 more tiles.", "the clerk's value is reported; the model's answer is 66"),
        ("too_many", "A", "hash", "#### 38 too many", "says he has too many"),
        ("range", "A", "hash", "#### 38–56", "a range, two values"),
        ("more", "B", "hash", "#### 38 more tiles", "'more tiles' as the question asks"),
        ("scratch", "B", "hash", "@Tiles he has: 4 × 28 = 102.¶Still needed: 150 − 102 = 48.¶#### 48¶Scratch that — 4 × 28 is 112, not 102, so 150 − 112 = 38.¶#### 38", "'Scratch that' lands on the gold"),
      ]),
]

MPROBS = [
    P("circle", r"9\pi",
      r"A circle has circumference $6\pi$. What is its area? Express your answer in terms of $\pi$.",
      "The circumference is \\(2\\pi r = 6\\pi\\), so \\(r = 3\\).\nThe area is \\(\\pi r^2 = \\pi \\cdot 3^2 = 9\\pi\\).\n",
      [
        ("dec", "A", "minerva", "Final Answer: The final answer is $28.27$. I hope it is correct.", "a decimal for the exact 9\\pi"),
        ("pi_approx", "A", "tag", r"T:<answer>\frac{198}{7}</answer>", "22/7 for pi: 198/7"),
        ("pi_314", "A", "tag", r"T:<answer>$\boxed{9 \times 3.14}$</answer>", "3.14 for pi"),
        ("offset", "A", "tag", r"T:<answer>9\pi + 10^{-6}</answer>", "a tiny offset"),
        ("second", "A", "prose_sentence", r"T:<answer>9\pi</answer>¶¶Hmm, on second thought, I think the radius is 6, not 3, so the area is \(36\pi\).", "a second thought after the box replaces 9\\pi with 36\\pi"),
        ("template", "A", "none", r"@Answer template: \boxed{9\pi}¶¶I'm sorry, but I can't determine the radius from the information given.", "a template holding the gold, then a refusal: no_answer"),
        ("units", "B", "boxed", r"\boxed{9\pi \text{ square units}}", "a true unit in the box"),
        ("dec_after", "B", "boxed", r"The area is \(\boxed{9\pi}\), approximately 28.27 square units.", "the exact gold, then its decimal"),
      ]),
    P("marbles", r"\frac{5}{14}",
      "A bag holds 3 red and 5 blue marbles. Two marbles are drawn without replacement. What is the probability that both are blue? Express your answer as a common fraction.",
      "\\(P = \\frac{5}{8} \\cdot \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14}\\).\n",
      [
        ("dec", "A", "tag", r"T:<answer>0.357</answer>", "a rounded decimal for 5/14"),
        ("inverted", "A", "tag", r"T:<answer>\frac{14}{5}</answer>", "the fraction inverted"),
        ("repeating", "A", "boxed", r"\boxed{0.\overline{357142}}", "0.357142357142... is not 5/14 = 0.3571428571..."),
        ("textbook", "A", "prose_sentence", r"@My textbook gives $\boxed{\frac{5}{14}}$, but I think the draws are independent, so the probability is $\left(\frac{5}{8}\right)^2 = \frac{25}{64}$.", "the textbook's box; the model's answer is 25/64"),
        ("ps", "A", "prose_sentence", r"T:<answer>\frac{5}{14}</answer>¶¶P.S. I realize the first marble is put back, so it should be \(\frac{25}{64}\).", "a P.S. after the box replaces the answer"),
        ("strike", "A", "boxed", r"\boxed{\cancel{\frac{5}{14}}\ \frac{25}{64}}", "the gold struck out, 25/64 in its place"),
        ("equal", "B", "tag", r"T:<answer>\frac{20}{56}</answer>", "an unreduced equal fraction"),
        ("quote", "B", "boxed", r"A classmate answered $\frac{25}{64}$, but that assumes replacement. Without replacement the answer is $\boxed{\frac{5}{14}}$.", "a wrong value quoted, then the model's right answer"),
      ]),
    P("tan", r"\frac{\pi}{4}",
      r"Find the smallest positive $x$, in radians, such that $\tan x = 1$.",
      "\\(\\tan x = 1\\) when \\(x = \\frac{\\pi}{4} + k\\pi\\). The smallest positive solution is \\(x = \\frac{\\pi}{4}\\).\n",
      [
        ("dec", "A", "tag", r"T:<answer>0.785</answer>", "a decimal for pi/4"),
        ("pi_approx", "A", "tag", r"T:<answer>\frac{3.1416}{4}</answer>", "3.1416 for pi"),
        ("lookalike", "A", "boxed", r"\boxed{\frac{11}{14}}", "22/28 = 11/14, from 22/7 for pi"),
        ("in_tag", "A", "tag", r"T:<answer>\frac{\pi}{4}, no wait, \frac{5\pi}{4}</answer>", "a retraction inside the tag, final 5pi/4"),
        ("candidate", "A", "prose_sentence", r"@Is $\boxed{\frac{\pi}{4}}$ the answer? $\tan\frac{\pi}{4} = 1$, but $\tan\left(-\frac{3\pi}{4}\right) = 1$ as well and it is smaller, so the answer is $-\frac{3\pi}{4}$.", "a candidate box rejected; the model's answer is -3pi/4"),
        ("general", "A", "tag", r"T:<answer>\frac{\pi}{4} + k\pi</answer>", "the general solution, not the smallest"),
        ("form", "B", "tag", r"T:<answer>$\boxed{\frac{1}{4}\pi}$</answer>", "an equal form"),
        ("deg_remark", "B", "boxed", r"The smallest positive solution is $x = \boxed{\frac{\pi}{4}}$ (that is, 45°).", "the gold, then the same angle in degrees"),
      ]),
    P("dist", r"5\sqrt{2}",
      "Find the distance between the points $(-1, 3)$ and $(4, -2)$. Express your answer in simplest radical form.",
      "\\(d = \\sqrt{(4-(-1))^2 + (-2-3)^2} = \\sqrt{25 + 25} = \\sqrt{50} = 5\\sqrt{2}\\).\n",
      [
        ("dec", "A", "tag", r"T:<answer>7.07</answer>", "a rounded surd"),
        ("surd_approx", "A", "tag", r"T:<answer>5 \cdot 1.414</answer>", "1.414 for sqrt 2"),
        ("swapped", "A", "boxed", r"\boxed{2\sqrt{5}}", "the look-alike 2 sqrt 5"),
        ("err", "A", "prose_sentence", r"T:<answer>5\sqrt{2}</answer>¶¶Err, the second point is \((4, 2)\), so \(d = \sqrt{25 + 1} = \sqrt{26}\).", "'Err' after the box replaces the answer"),
        ("mc", "A", "answer_is", r"@(A) $\sqrt{26}$  (B) $5\sqrt{2}$  (C) $10$  (D) $2\sqrt{5}$¶¶The answer is (A).", "the gold is option (B); the model chose (A)"),
        ("neg", "A", "boxed", r"\boxed{d \neq 5\sqrt{2}}", "a negation in the box"),
        ("sqrt50", "B", "tag", r"T:<answer>\sqrt{50}</answer>", "an equal unsimplified radical"),
        ("dec_after", "B", "tag", r"T:<answer>5\sqrt{2} \approx 7.07</answer>", "the exact gold, then its decimal"),
      ]),
    P("telescope", "1",
      r"Evaluate $\sum_{n=1}^{\infty} \frac{1}{n(n+1)}$.",
      "\\(\\frac{1}{n(n+1)} = \\frac{1}{n} - \\frac{1}{n+1}\\), so the partial sums telescope: \\(S_N = 1 - \\frac{1}{N+1}\\). As \\(N \\to \\infty\\), \\(S_N \\to 1\\).\n",
      [
        ("partial", "A", "tag", r"T:<answer>\frac{99}{100}</answer>", "the partial sum S_99"),
        ("nines", "A", "tag", r"T:<answer>0.9999</answer>", "a finite decimal near 1"),
        ("offset", "A", "boxed", r"\boxed{1 - 10^{-12}}", "a tiny offset below 1"),
        ("ellipsis", "A", "boxed", r"@Numerically the partial sums are 0.5, 0.667, 0.75, ..., and 0.999 after 999 terms, so the sum is \(\boxed{0.999\ldots}\).", "debatable: 0.999... read from a partial sum (see DECISIONS)", True),
        ("correction", "A", "prose_sentence", r"T:<answer>1</answer>¶¶Correction: I dropped the first term \(\frac{1}{1 \cdot 2} = \frac{1}{2}\); adding it back gives \(\frac{3}{2}\).", "a correction replaces 1 with 3/2"),
        ("redo", "A", "none", r"\boxed{1}¶¶Hmm, that can't be right; telescoping sums need care. Let me redo this from the start.", "answer taken back, nothing in its place: no_answer"),
        ("lim", "B", "tag", r"T:<answer>\lim_{N\to\infty}\left(1 - \frac{1}{N+1}\right) = 1</answer>", "the limit written out, then 1"),
        ("partial_then", "B", "boxed", r"The partial sum after 99 terms is $\frac{99}{100}$, and in the limit the sum is $\boxed{1}$.", "a partial sum mentioned, then the gold"),
      ]),
    P("roots", r"\frac{3}{2}",
      r"What is the product of the roots of $2x^2 - 7x + 3 = 0$?",
      "By Vieta's formulas, the product of the roots is \\(\\frac{c}{a} = \\frac{3}{2}\\). (The roots are \\(3\\) and \\(\\frac{1}{2}\\), and \\(3 \\cdot \\frac{1}{2} = \\frac{3}{2}\\).)\n",
      [
        ("pm", "A", "tag", r"T:<answer>1.5 \pm 0.01</answer>", "a value with an error bar"),
        ("roots", "A", "tag", r"T:<answer>3, \frac{1}{2}</answer>", "the roots, not their product"),
        ("inverted", "A", "tag", r"T:<answer>$\boxed{\frac{2}{3}}$</answer>", "the fraction inverted"),
        ("keyquote", "A", "none", r"@> The product of the roots is $\frac{3}{2}$.¶¶That's what the answer key says, but I don't see how to get it, so I'll leave this unanswered.", "a quote, no answer of the model's: no_answer"),
        ("waitsign", "A", "prose_sentence", r"T:<answer>\frac{3}{2}</answer>¶¶Wait — Vieta gives \(-\frac{c}{a}\) for the product, so it's \(-\frac{3}{2}\).", "'Wait' after the box replaces the answer with -3/2"),
        ("rubric", "A", "prose_sentence", r"@Grading rubric: accept $\frac{3}{2}$ or $1.5$.¶¶The product of the roots is $\frac{b}{a} = -\frac{7}{2}$, so the answer is $-\frac{7}{2}$.", "the rubric holds the gold; the model's answer is -7/2"),
        ("dec", "B", "tag", "T:<answer>1.5</answer>", "an equal decimal"),
        ("corr", "B", "boxed", r"The product is \(\frac{7}{2}\).¶Correction: that is the sum; the product is \(\frac{c}{a} = \boxed{\frac{3}{2}}\).", "a correction that lands on the gold"),
      ]),
    P("log", r"\log_2 12",
      r"Solve for $x$: $2^x = 12$. Express your answer exactly.",
      "Taking \\(\\log_2\\) of both sides, \\(x = \\log_2 12 = \\log_2 4 + \\log_2 3 = 2 + \\log_2 3\\). Numerically \\(x \\approx 3.585\\).\n",
      [
        ("dec", "A", "tag", r"T:<answer>3.585</answer>", "a decimal for an exact logarithm"),
        ("base_swap", "A", "tag", r"T:<answer>\log_{12} 2</answer>", "base and argument swapped"),
        ("lookalike", "A", "boxed", r"\boxed{2\log_2 3}", "2 log2 3 = log2 9"),
        ("code", "A", "prose_sentence", "T:<answer>\\log_2 12</answer>¶¶```python¶# correction: I misread the problem; it is 2^x = 16, so x = 4¶```", "a code-comment correction after the box, final 4"),
        ("manual", "A", "prose_sentence", r"@The solution manual says $x = \log_2 12$. I get $x = \frac{12}{2} = 6$.", "the manual's value reported; the model's answer is 6"),
        ("ln_half", "A", "boxed", r"\boxed{\frac{\ln 12}{2}}", "ln 12 / 2, not ln 12 / ln 2"),
        ("form", "B", "tag", r"T:<answer>2 + \log_2 3</answer>", "an equal form"),
        ("ln", "B", "boxed", r"\boxed{\frac{\ln 12}{\ln 2}}", "change of base, equal"),
      ]),
    P("complex", "7 + i",
      r"Compute $(2 + i)(3 - i)$.",
      "\\((2+i)(3-i) = 6 - 2i + 3i - i^2 = 6 + i + 1 = 7 + i\\).\n",
      [
        ("offset", "A", "tag", r"T:<answer>7 + 1.0001i</answer>", "a tiny offset in the imaginary part"),
        ("conj", "A", "tag", "T:<answer>7 - i</answer>", "the conjugate"),
        ("after_tag", "A", "prose_sentence", "T:<answer>7 + i</answer>¶¶Scratch that: i^2 = 1, so it's 5 + i.", "'Scratch that' after the tag, final 5 + i"),
        ("tiny", "A", "tag", r"T:<answer>7 + i + 10^{-10}</answer>", "a tiny real offset"),
        ("userq", "A", "prose_sentence", r'@You asked: "Is it $7 + i$?" Let me check: $(2+i)(3-i) = 6 - 2i + 3i + i^2 = 5 + i$. So the product is $5 + i$.', "the user's value quoted; the model's answer is 5 + i"),
        ("mc", "A", "answer_is", r"@(A) $5 + i$  (B) $7 + i$  (C) $7 - i$  (D) $6 - i$¶¶The answer is (A).", "the gold is option (B); the model chose (A)"),
        ("order", "B", "tag", "T:<answer>i + 7</answer>", "terms in another order"),
        ("quote", "B", "boxed", r'You asked: "Is it $5 + i$?" No — since $i^2 = -1$, $-i^2 = +1$, so the product is $\boxed{7 + i}$.', "a wrong value quoted and refuted, then the gold"),
      ]),
    P("books", "84",
      "In how many ways can 3 books be chosen from a shelf of 9 different books?",
      "\\(\\binom{9}{3} = \\frac{9 \\cdot 8 \\cdot 7}{3 \\cdot 2 \\cdot 1} = \\frac{504}{6} = 84\\).\n",
      [
        ("approx", "A", "boxed", r"\boxed{84\text{ (approx.)}}", "'(approx.)' on an exact count"),
        ("approx_sym", "A", "tag", r"T:<answer>\approx 84</answer>", "'\\approx 84' on an exact count"),
        ("update", "A", "prose_sentence", r"T:<answer>84</answer>¶¶Update: order matters since the books go on a shelf, so it's \(9 \cdot 8 \cdot 7 = 504\).", "'Update:' after the box replaces 84 with 504"),
        ("teacher", "A", "answer_is", r"@The answer is 504. (My teacher's key says $\boxed{84}$, but that ignores the order.)", "the key's box is reported; the model's answer is 504"),
        ("offset", "A", "tag", r"T:<answer>84.0001</answer>", "a tiny offset"),
        ("mc_two", "A", "prose_sentence", r"@(A) 27  (B) 84  (C) 504  (D) 729¶¶I can't decide between (B) and (C).", "two options left open: two values"),
        ("binom", "B", "tag", r"T:<answer>\binom{9}{3} = 84</answer>", "the binomial then 84"),
        ("ways", "B", "boxed", r"\boxed{84 \text{ ways}}", "a true unit in the box"),
      ]),
    P("decagon", "144",
      "What is the measure, in degrees, of each interior angle of a regular decagon?",
      "The sum of the interior angles is \\((10-2) \\cdot 180^\\circ = 1440^\\circ\\), so each angle is \\(1440^\\circ / 10 = 144^\\circ\\).\n",
      [
        ("radians", "A", "tag", r"T:<answer>144 \text{ radians}</answer>", "radians where degrees are asked"),
        ("most", "A", "tag", "T:<answer>at most 144</answer>", "an upper bound"),
        ("strike", "A", "boxed", r"\boxed{\sout{144}\ 1440}", "144 struck out, the sum 1440 in its place"),
        ("oops", "A", "prose_sentence", r"T:<answer>144^\circ</answer>¶¶Oops, I mixed up interior and exterior: the interior angle is \(36^\circ\).", "'Oops' after the box replaces 144 with 36"),
        ("hypo", "A", "prose_sentence", r"@If each angle were $\boxed{144^\circ}$, the polygon would have 10 sides. A decagon has 12 sides, so each angle is $\frac{10 \cdot 180^\circ}{12} = 150^\circ$.", "the boxed 144 is a hypothesis; the model's answer is 150"),
        ("cut", "A", "truncated", r"@The sum of the interior angles is \((10-2) \cdot 180^\circ = 1440^\circ\), so each angle is", "cut before the value: no_answer"),
        ("deg", "B", "tag", r"T:<answer>144^\circ</answer>", "degree sign"),
        ("hyp", "B", "boxed", r"If the polygon had 12 sides each angle would be $150^\circ$; with 10 sides it is $\boxed{144}$.", "a hypothetical value, then the gold"),
      ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "m_telescope_ellipsis": (
        "reject",
        "0.999... equals 1 only as a proven repeating expansion; here the model reads it off the "
        "partial sum 0.999 after 999 terms, so the ellipsis marks digits it did not compute, not "
        "the exact limit. The value stated is an approximation of an exact value (wrong), like "
        "0.9999; a grader that wants 1 must not accept a decimal with trailing dots",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam226", CASES, [], DECISIONS)
