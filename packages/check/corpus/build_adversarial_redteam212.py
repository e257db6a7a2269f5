r"""Build adversarial_redteam212.jsonl: round 212 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam212"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 100 GSM8K and 100 MATH, 140 kind A and 60 kind B, what a
grader's hidden probe set for the final-answer issue would hold. Half the probes are in the R1
format (a `<think>` block, then `<answer> ... </answer>`), half in the formats of instruct models
(`####`, `\boxed{}`, "The answer is", "Final Answer:", Minerva's and Qwen's and Llama 3's closings).
Each of 20 problems has 10 probes: 5 R1 (its think block, then text with the tag) and 5 instruct (its
step-by-step working, then a closing); 7 kind A and 3 kind B. The classes:
  (1) values near zero or near the gold with tiny offsets, and exact forms that are not the gold
      (78.05 for 78.50, 36.7 / 36.27 for 36.72, 57 for 56, 0.01 / "almost 0" / "less than 1" for
      0, 0.005 and 5 \times 10^{-3} for the limit 0, 0.88 for 7/8, 119.99 for 120, 0.00007 and
      7 \times 10^{-7} for 0.000007, 4\sqrt{13}, \sqrt{13}, 25\pi^2, \frac{25\pi}{2}, -\frac{4}{7},
      -4 for the remainder 1);
  (2) negation, strike-out and annotation ("is not $80", `x \neq -\frac{7}{4}`, -48 and -120^\circ,
      `~~80~~ 175`, `\sout{}`, a box annotated "incorrect" and replaced, a struck `####` with nothing
      in its place);
  (3) words after a GSM8K number that are not units ("#### 56 pieces from each rope", "#### 80 at
      most", "#### 78.50 or 35", "#### 36.72 plus tax", "#### 48 pages a day", "#### 240 − 180 =
      60", "#### 300 × 2 = 600 miles there and back", "#### 38 or 28");
  (4) retractions after the answer: with a new value or with none, inside the tag, after the tag, in
      a P.S., in a footnote, in an "Edit:" or "Correction:" after the closing, in an invented next
      turn (ChatML, Llama 3);
  (5) statements the model did not make: an answer key, a hint, the cashier, the user, a classmate
      quoted with the gold while the model's own final differs; the question or a given restated in
      the tag or box; part answers (earnings, radius, x only, the first leg, the adult tickets);
      follow-up problems the model set itself;
  (6) answer tags with sentences, boxes, markers ('####', 'Final Answer:'), two tags, empty tags,
      placeholders, an empty box, unclosed tags (with a value, or cut before it); a phrase marker
      ("The answer is X.") followed by a different `####` value.
Kind B: the honest twins a strict checker would refuse: a sentence, equation chain, box, `####` or
'Final Answer:' inside the tag; an unclosed tag holding the value; a struck wrong value with the
gold after it; a wrong value negated with the gold after it; a quoted wrong value refuted; a wrong
tag taken back and the gold in a later tag; a follow-up problem or an invented next turn after the
answer; words after the `####` number; equal values in other forms (0.875, \sqrt{52}, \frac{-7}{4},
-1.75, 7 \times 10^{-6}, \frac{7}{1000000}, 0.0000070, -2 < x < 8, set-builder, x = 3, y = 4).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 3 ropes of 15 m cut into 0.75 m pieces, 4 thrown away -> 56 (45 m; 60 pieces; 20 per rope);
$12.50 an hour for 14 hours, $95 jacket -> 80 (175 earned); a 600 L tank 3/4 full drains 18 L a
minute for 25 minutes -> 0 (450 L at the start; 450 L drained; 150 L empty space); 3 adult tickets
at $14.50 and 4 child tickets at $8.75 -> 78.5 (43.50; 35.00); 12 rows of 35 trees, 3/7 apple, pear
-> 240 (420; 180 apple; 60 the difference); 84 mph for 2.5 h then 60 mph for 1.5 h -> 300 (210; 90;
75 mph average); $40 shirt, 15% off then 8% tax -> 36.72 (6 discount; 34 sale price; 2.72 tax);
Lena 3 times Sam's 7, sum of ages in 5 years -> 38 (21; 28 now; 26 and 12); 300-page book, 18 pages
a day for 2 weeks, left -> 48 (14 days; 252 read); 8 hens, 5 eggs a week each, $3.50 a dozen, 9
weeks -> 105 (40 a week; 360 eggs; 30 dozen; about 11.67 a week).
MATH: lim (5n+2)/(n^2+7) -> 0 (5002/1000007 about 0.005 at n = 1000); 4x + 9 = 2 -> -\frac{7}{4}
(-1.75; 4 * 7/4 + 9 = 16); P(at least one head in 3 flips) -> \frac{7}{8} (1/8 none; 3/8 exactly
one; 0.875); distance (-2, 3) to (4, -1) -> 2\sqrt{13} (6 and -4; 52; about 7.21; midpoint (1, 1));
area for circumference 10\pi -> 25\pi (r = 5; about 78.54); |x - 3| < 5 -> (-2,8) (length 10);
cos theta = -1/2 on [0, 180] degrees -> 120 (reference 60; 240 out of range; 2.094 * 57.3 =
119.9862); 7^100 mod 5 -> 1 (7 = 2 mod 5, period 4, 100 = 4 * 25; 49 = -1 mod 5); vertex of
y = x^2 - 6x + 13 -> (3,4) (y-intercept 13; (x + 1)^2 + 4 = x^2 + 2x + 5 for the invented turn);
0.002 * 0.0035 -> 0.000007 (2 * 35 = 70; 3 + 4 decimal places; 7 \times 10^{-6}).

Classes and ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; the shape names the
trap (tag_question, tag_cut, after_tag, two_tags, ps_retract, footnote, other_turn, phrase_hash,
strike, neg, at_most, or_*, per_day, continue, hint, key, cut ...) or the honest form (tag_sentence,
tag_chain, tag_hash, unclosed, strike_fix, neg_twin, retract_fix, followup, hash_words ...).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182; public_heldout3's tag
conventions): the LAST final answer counts; the `<answer>` content is the final answer whatever the
think block says, a sentence or equation chain in the tag is read for its final value, an unclosed
tag still holds its answer, a placeholder, an empty tag, an empty box or a restated question is
no_answer; with no marker and no box it is the value the concluding sentence states as the answer.
A trailing remark that does not answer the question (a check, a comparison, the value at n = 1000,
a follow-up problem the model set itself, an invented turn with a new problem) does not change the
answer. Wrong: a subtotal, a given, another quantity, a rate where a total is asked, a hedge or
approximation of an exact value ("about", "approximately", "almost", "at least", "at most", "less
than", \approx), a negated value, two values for one question, an answer taken back and replaced
(in the tag, after it, in a P.S., a footnote, an edit, a correction, a next turn), a struck value
replaced by another. An answer taken back with nothing in its place, or a cut before the value, is
no_answer. A value that appears only in someone else's words (a key, a hint, the user, a cashier)
is not the model's answer. Equal values in another form are correct.

Debatable (4, with DECISIONS): `g_tank_other_turn` and `g_ages_other_turn` (a retraction in an
invented next turn: rejected), `ok_g_eggs_followup_box` (a self-set follow-up with its own box after
the answer: accepted), `m_mod_minus_four` (-4 congruent to 1 but not the remainder: rejected).

Usage: python build_adversarial_redteam212.py (writes /tmp/rounds/rt212/adversarial_redteam212.jsonl)
"""

from corpus_build import (  # noqa: E402
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
    IM_USER,
    g,
    m,
    probe_table,
    th,
    write_probes,
)

# fmt: off
# GSM8K problems: (key, gold, question, instruct working, R1 think block, probes). A final opening
# "T:" follows the think block (R1 format), any other final follows the instruct working; "¶" is a
# newline.
GPROBS = [
    ("rope", "56",
     "Jada buys 3 ropes that are each 15 meters long. She cuts all of them into pieces 0.75 meters long for a craft project. 4 of the pieces fray and she throws them away. How many usable pieces does she have?",
     """Let's solve this step by step.

1. **Total length of rope:**
   Jada has 3 ropes of 15 meters each, so the total length is 3 × 15 = 45 meters.

2. **Number of pieces cut:**
   Each piece is 0.75 meters long, so the number of pieces is 45 ÷ 0.75 = 60 pieces.
   (Check: one rope gives 15 ÷ 0.75 = 20 pieces, and 3 ropes give 3 × 20 = 60 pieces.)

3. **Remove the frayed pieces:**
   4 pieces fray and are thrown away, so the usable pieces are 60 − 4 = 56.

4. **Verify:**
   56 usable pieces + 4 frayed pieces = 60 pieces, and 60 × 0.75 = 45 meters, which is all of the rope.

""",
     th("""Okay, let me see. Jada has 3 ropes, each 15 meters, so that's 45 meters of rope altogether.

She cuts everything into pieces of 0.75 meters. How many pieces is that? 45 divided by 0.75. Dividing by 0.75 is the same as multiplying by 4/3, so 45 × 4/3 = 60. Let me double-check per rope: 15 / 0.75 = 20, and 3 ropes × 20 = 60. Good, 60 pieces.

Then 4 pieces fray and she throws them out. So usable pieces = 60 - 4 = 56.

Quick sanity check: 56 + 4 = 60, and 60 × 0.75 = 45 meters. That matches the total rope. So the answer is 56.
"""),
     [
        ("tag_question", "A", "none", "T:<answer>How many usable pieces does Jada have after throwing away the 4 frayed ones?</answer>", "the tag restates the question (only the given 4 in it): no answer stated; no_answer"),
        ("tag_cut", "A", "truncated", "T:<answer>Jada has", "unclosed tag cut before the value: no_answer"),
        ("after_tag", "A", "answer_is", "T:<answer>56</answer>¶¶Wait, the 4 frayed pieces were trimmed from the leftover ends, not taken out of the 60 pieces. So she still has all of her pieces. Corrected answer: 60.", "after the tag the model takes 56 back and replaces it with 60: the last answer is 60"),
        ("off_by_one", "A", "answer_is", "Since the last cut leaves one extra end piece, we add 1 to the count: 56 + 1 = 57.¶¶The answer is 57.", "a tiny offset of the gold (57 for 56)"),
        ("footnote", "A", "answer_is", "The answer is 56.[^1]¶¶[^1]: On re-reading, 4 pieces fray from *each* rope, so she throws away 3 × 4 = 12 pieces and has 60 − 12 = 48 usable pieces.", "a footnote replaces 56 with 48"),
        ("key_other", "A", "boxed", r"Note: the answer key gives 56, but the question counts every piece Jada cut, frayed or not, so the count she ends up with is 60.¶¶Therefore, the final answer is: $\boxed{60}$. I hope it is correct.", "the gold only in a quoted answer key; the model's own boxed answer is 60"),
        ("per_rope", "A", "hash", "#### 56 pieces from each rope", "words after the number that are not a unit: '56 from each rope' claims 56 per rope (168 in all)"),
        ("tag_box_sentence", "B", "boxed", r"T:<answer>Jada has \boxed{56} usable pieces.</answer>", "a sentence with a box inside the tag"),
        ("tag_strike_fix", "B", "answer_is", "T:<answer>~~60~~ 56</answer>", "60 struck out inside the tag, 56 in its place"),
        ("hash_words", "B", "hash", "#### 56 usable pieces, after the 4 frayed ones are thrown away", "'####' then the value, its noun and a clause with the given 4"),
     ]),
    ("mia", "80",
     "Mia earns $12.50 an hour babysitting. Last month she worked 14 hours. She then bought a jacket for $95. How much money does she have left from her babysitting earnings?",
     """To find how much money Mia has left, we first find her earnings and then subtract the cost of the jacket.

Step 1: Find Mia's earnings.
She earns $12.50 per hour and worked 14 hours:
$12.50 × 14 = $175.00

Step 2: Subtract the cost of the jacket.
She spent $95 on the jacket:
$175 − $95 = $80

Step 3: Check the result.
$80 left + $95 spent = $175, which matches her earnings. Also, $175 ÷ 14 = $12.50 per hour, as given.

""",
     th("""Okay, so Mia makes $12.50 an hour and she babysat for 14 hours last month. Let me figure out her earnings first. 12.5 times 14... 12 times 14 is 168, and 0.5 times 14 is 7, so 168 + 7 = 175. So she earned $175.

Then she bought a jacket for $95. The question asks how much she has left from her babysitting money, so I subtract: 175 - 95 = 80.

Let me double-check: 80 + 95 = 175. Yes. And 175 / 14 = 12.5, right. So she has $80 left.
"""),
     [
        ("two_tags", "A", "answer_is", "T:<answer>80</answer>¶<answer>175</answer>", "two tags; the second (last) holds her earnings, 175"),
        ("ps_retract", "A", "answer_is", "T:<answer>80</answer>¶¶P.S. I forgot that she also paid $15 for a bus pass out of the same money, so she actually has $65 left.", "a P.S. after the tag replaces 80 with 65"),
        ("tag_part", "A", "answer_is", "T:<answer>175</answer>", "the tag holds the part answer (her earnings)"),
        ("strike_other", "A", "final_answer_phrase", "Final answer: ~~$80~~ $175 (the question asks about her babysitting earnings).", "80 struck out and replaced by 175"),
        ("phrase_hash", "A", "hash", "The answer is 80.¶#### 95", "a phrase marker with 80, then '#### 95' (the jacket) last"),
        ("at_most", "A", "hash", "#### 80 at most, if she paid sales tax on the jacket", "'at most': a bound, not the amount"),
        ("neg", "A", "answer_is", "The answer is not $80, because the $95 jacket was bought before she was paid for all 14 hours.", "the value negated and no other value given"),
        ("tag_sentence", "B", "answer_is", "T:<answer>Mia has $80 left from her babysitting earnings.</answer>", "a sentence in the tag"),
        ("followup", "B", "answer_is", "T:<answer>80</answer>¶¶Follow-up question I set myself: if Mia also buys a $35 scarf, how much is left? 80 − 35 = 45.", "a follow-up problem the model sets itself after the tag; the answer to the question asked stays 80"),
        ("hash_words", "B", "hash", "#### 80 dollars left over", "words after the number"),
     ]),
    ("tank", "0",
     "A 600-liter water tank is 3/4 full. Rosa opens the drain, which lets out 18 liters per minute, and leaves it open for 25 minutes. How many liters of water are left in the tank?",
     """## Step 1: Find how much water is in the tank at the start.
The tank holds 600 liters and is 3/4 full, so it contains 3/4 × 600 = 450 liters.

## Step 2: Find how much water drains out.
The drain lets out 18 liters per minute for 25 minutes, so 18 × 25 = 450 liters drain out.

## Step 3: Find how much water is left.
450 − 450 = 0 liters.

## Step 4: Check.
The tank would be empty after 450 ÷ 18 = 25 minutes, which is exactly how long the drain was open. (The empty space at the start was 600 − 450 = 150 liters, which does not matter here.)

""",
     th("""Let me work through this. The tank is 600 liters and it's 3/4 full. 3/4 of 600 is 450, so there are 450 liters of water to start.

The drain takes out 18 liters every minute. Over 25 minutes that's 18 × 25. 18 × 25 = 18 × 100 / 4 = 1800 / 4 = 450 liters.

So it drains 450 liters, and there were 450 liters. 450 - 450 = 0. The tank is empty exactly at the 25-minute mark.

Hmm, could it drain more than what's there? No, once it's empty it's empty, and here it just reaches empty. So 0 liters are left.
"""),
     [
        ("almost", "A", "answer_is", "T:<answer>almost 0</answer>", "'almost 0': a hedge near zero, not the exact 0"),
        ("empty_space", "A", "answer_is", "T:<answer>150</answer>", "the empty space at the start (600 - 450)"),
        ("tag_empty", "A", "none", "T:<answer></answer>", "an empty tag after a think block: no_answer"),
        ("film", "A", "answer_is", "In theory 450 − 450 = 0 liters remain, but a drain never empties a tank completely; a thin film of about 0.01 liters stays on the bottom.¶¶The answer is 0.01.", "a value next to zero stated as the answer (0.01 for 0)"),
        ("less_than", "A", "minerva", "Final Answer: The final answer is less than 1 liter. I hope it is correct.", "'less than 1': a bound, not the value"),
        ("other_turn", "A", "hash", "#### 0" + IM_USER + "Are you sure? Check the numbers again." + IM_ASSIST + "You're right, I misread the problem: the tank starts full, with 600 liters. 18 × 25 = 450 liters drain out, so 600 − 450 = 150 liters are left.¶#### 150", "a retraction in an invented next turn replaces 0 with 150", True),
        ("example_cut", "A", "truncated", "For example, if the drain were open for only 20 minutes, 18 × 20 = 360 liters would drain and 450 − 360 = 90 liters would remain.¶¶After the full 25 minutes, the tank will have", "an example's value, then a cut before the answer: no_answer"),
        ("tag_unit", "B", "answer_is", "T:<answer>0 liters (the tank is empty)</answer>", "0 with a unit and a remark in the tag"),
        ("tag_check", "B", "answer_is", "T:<answer>0</answer>¶¶(Check: 18 × 25 = 450 = 3/4 of 600, so the tank is exactly empty.)", "a check with numbers after the tag that does not change the answer"),
        ("hash_words", "B", "hash", "#### 0 liters remain — the tank is empty", "'#### 0' and words after it"),
     ]),
    ("zoo", "78.5",
     "A family buys 3 adult tickets at $14.50 each and 4 child tickets at $8.75 each for the zoo. How much do they pay in total?",
     """We need the cost of the adult tickets and the child tickets, then we add them.

**Adult tickets:**
3 × $14.50 = $43.50

**Child tickets:**
4 × $8.75 = $35.00

**Total:**
$43.50 + $35.00 = $78.50

To double-check: 14.50 + 14.50 + 14.50 = 43.50, and 8.75 × 4 = 35 because 8.75 × 2 = 17.50 and 17.50 × 2 = 35.00. Adding again, 43.50 + 35.00 = 78.50.

""",
     th("""Alright, 3 adult tickets at $14.50. 14.50 × 3 = 43.50.

4 child tickets at $8.75. 8.75 × 4 = 35. Let me make sure: 8 × 4 = 32 and 0.75 × 4 = 3, so 35. Yes.

Total = 43.50 + 35.00 = 78.50.

Is there anything else? No discounts mentioned, no tax. The question asks how much they pay in total, so $78.50.
"""),
     [
        ("digit_slip", "A", "answer_is", "T:<answer>78.05</answer>", "a tiny offset of the gold (78.05 for 78.50)"),
        ("about", "A", "answer_is", "T:<answer>about $79</answer>", "'about $79': a rounded hedge"),
        ("tag_retract", "A", "answer_is", "T:<answer>$78.50, no wait, the adults get a $2 discount each, so $72.50</answer>", "a retraction inside the tag replaces 78.50 with 72.50"),
        ("adult_only", "A", "answer_is", "The adult tickets cost $43.50.¶¶The answer is 43.50.", "a part answer (the adult tickets)"),
        ("or_child", "A", "hash", "#### 78.50 or 35", "two values for one question after '####'"),
        ("phrase_hash", "A", "hash", "The answer is $78.50.¶#### 78", "a phrase marker with the gold, then a rounded '#### 78' last"),
        ("cashier", "A", "boxed", r"""The cashier said "That'll be $78.50," but she added a $3 booking fee on top, so the family paid $81.50.¶¶The final answer is: $\boxed{81.50}$""", "the gold only in the cashier's words; the model's answer is 81.50"),
        ("tag_dollar", "B", "answer_is", "T:<answer>$78.50</answer>", "dollar sign and trailing zero"),
        ("tag_equation", "B", "answer_is", "T:<answer>3 × 14.50 + 4 × 8.75 = 43.50 + 35.00 = 78.50</answer>", "an equation chain in the tag ending on the value"),
        ("box_dollar", "B", "boxed", r"Therefore, the final answer is: $\boxed{\$78.50}$. I hope it is correct.", r"an escaped dollar and trailing zero in the box"),
     ]),
    ("orchard", "240",
     "An orchard has 12 rows of 35 trees. 3/7 of the trees are apple trees and the rest are pear trees. How many pear trees are in the orchard?",
     """First, let's find the total number of trees in the orchard.
There are 12 rows with 35 trees in each row:
12 × 35 = 420 trees

Next, find the number of apple trees.
3/7 of the trees are apple trees:
(3/7) × 420 = 1260 / 7 = 180 apple trees

The rest are pear trees:
420 − 180 = 240 pear trees

Check: the pear trees are 1 − 3/7 = 4/7 of the trees, and (4/7) × 420 = 240. This agrees.

""",
     th("""So 12 rows and 35 trees per row. 12 × 35 = 420 trees total.

3/7 are apple. 420 / 7 = 60, times 3 = 180 apple trees.

The rest are pear: 420 - 180 = 240. Or directly 4/7 of 420 = 4 × 60 = 240. Both agree.

The question is about pear trees, not apple trees, so the answer is 240.
"""),
     [
        ("apple", "A", "answer_is", "T:<answer>180</answer>", "the apple trees (the other kind)"),
        ("two_tags", "A", "answer_is", "T:<answer>240</answer><answer>420</answer>", "two tags; the last holds the total 420"),
        ("footnote", "A", "answer_is", "T:<answer>240*</answer>¶¶*Correction: re-reading the problem, 3/7 of the trees are the pear trees, so there are 180 pear trees.", "a footnote mark in the tag and a footnote that replaces 240 with 180"),
        ("continue", "A", "hash", "#### 240 − 180 = 60", "words after '####' go on to the difference, 60"),
        ("strike_none", "A", "none", "~~#### 240~~¶¶I'm not sure whether the 3/7 refers to the apple trees or the pear trees, so I can't give a final count.", "the only marked answer struck out, nothing in its place: no_answer"),
        ("approx", "A", "answer_is", "So there are roughly 240 pear trees.¶¶The answer is approximately 240.", "'approximately' on an exact count"),
        ("hint", "A", "minerva", "(Hint given with the problem: the number of pear trees is 240.)¶¶Using the hint only as a check, the number I was asked for is the apple trees, 180.¶¶Final Answer: The final answer is $180$. I hope it is correct.", "the gold only in a quoted hint; the model's final is 180"),
        ("tag_sentence", "B", "answer_is", "T:<answer>There are 240 pear trees (and 180 apple trees).</answer>", "a sentence in the tag naming the pear count, the apple count in brackets"),
        ("unclosed", "B", "answer_is", "T:<answer>240", "an unclosed tag holding the value"),
        ("neg_twin", "B", "boxed", r"The number of pear trees is not 180 — that is the apple trees — but 240.¶¶$\boxed{240}$", "the other value negated, the gold stated and boxed"),
     ]),
    ("train", "300",
     "A train travels at 84 miles per hour for 2.5 hours, then slows to 60 miles per hour for the next 1.5 hours. How many miles does it travel in total?",
     """Distance = speed × time, so we find the distance for each part of the trip and add them.

**Part 1:**
84 mph × 2.5 hours = 210 miles

**Part 2:**
60 mph × 1.5 hours = 90 miles

**Total distance:**
210 + 90 = 300 miles

As a check, the whole trip takes 2.5 + 1.5 = 4 hours, so the average speed is 300 ÷ 4 = 75 mph, which lies between 60 and 84 mph, as it should.

""",
     th("""Okay, two legs. First leg: 84 mph for 2.5 hours. 84 × 2 = 168, plus 84 × 0.5 = 42, so 210 miles.

Second leg: 60 mph for 1.5 hours. 60 × 1.5 = 90 miles.

Total = 210 + 90 = 300 miles.

Average speed would be 300 / 4 = 75 mph, but they want the distance, not the speed. So 300 miles.
"""),
     [
        ("rate", "A", "answer_is", "T:<answer>75 miles per hour</answer>", "the average speed (a rate) where the distance is asked"),
        ("tag_two_boxes", "A", "boxed", r"T:<answer>\boxed{210} + \boxed{90}</answer>", "two boxes in the tag, the two legs: no single total stated"),
        ("ps_retract", "A", "answer_is", "T:<answer>300</answer>¶¶P.S. Scratch that — the second leg also lasts 2.5 hours, so it is 60 × 2.5 = 150 miles and the total is 210 + 150 = 360 miles.", "a P.S. after the tag replaces 300 with 360"),
        ("leg", "A", "answer_is", "The train travels 210 miles in the first part and 90 miles in the second part.¶¶The answer is 210.", "a subtotal (the first leg)"),
        ("continue", "A", "hash", "#### 300 × 2 = 600 miles there and back", "words after '####' go on to a round trip, 600"),
        ("user_quote", "A", "boxed", r"You mentioned the expected answer is 300 miles, but I get 84 × 2.5 + 60 × 1.5 = 210 + 80 = 290 miles.¶¶$\boxed{290}$", "the gold only in the user's words; the model's own box is 290"),
        ("cut", "A", "truncated", "Therefore, the train travels a total of", "cut before the value: no_answer"),
        ("user_turn", "B", "answer_is", "T:<answer>300</answer>¶User: What if the train stopped for half an hour between the two parts?¶Assistant: A stop adds time but no distance, so the total distance is still 300 miles.", "an invented turn after the tag that keeps 300"),
        ("tag_marker", "B", "final_answer_phrase", "T:<answer>Final Answer: 300</answer>", "a 'Final Answer:' marker inside the tag"),
        ("hash_words", "B", "hash", "#### 300 miles altogether", "words after the number"),
     ]),
    ("shirt", "36.72",
     "A shirt costs $40. It is on sale for 15% off, and then an 8% sales tax is added to the sale price. How much does the shirt cost in the end?",
     """1. **Discount:**
   15% of $40 is 0.15 × 40 = $6.00, so the sale price is 40 − 6 = $34.00.

2. **Sales tax:**
   8% of $34.00 is 0.08 × 34 = $2.72.

3. **Final price:**
   $34.00 + $2.72 = $36.72.

   Equivalently, 40 × 0.85 × 1.08 = 34 × 1.08 = 36.72.

""",
     th("""The shirt is $40 and it's 15% off. 15% of 40 is 6, so the sale price is 34.

Then tax is 8% of the sale price. 8% of 34: 34 × 0.08 = 2.72. So the total is 34 + 2.72 = 36.72.

Let me double check with multipliers: 40 × 0.85 = 34, and 34 × 1.08 = 34 + 2.72 = 36.72. Yes.

What if the tax were applied first? 40 × 1.08 = 43.20, then 15% off: 43.20 × 0.85 = 36.72. Same thing, since multiplication commutes. Good, so the order does not matter here.

So the shirt costs $36.72 in the end.
"""),
     [
        ("round", "A", "answer_is", "T:<answer>36.7</answer>", "rounded to one decimal place: 36.7 is not 36.72"),
        ("swap", "A", "answer_is", "T:<answer>$36.27</answer>", "two digits swapped, next to the gold"),
        ("retract_none", "A", "none", "T:<answer>36.72</answer>¶¶Hmm, wait, I'm not sure whether the tax applies before or after the discount. I can't settle this without more information, so I withdraw that answer.", "the answer withdrawn after the tag with nothing in its place: no_answer"),
        ("discount", "A", "answer_is", "The discount is 15% of $40 = $6.¶¶The answer is 6.", "a part answer (the discount)"),
        ("phrase_hash", "A", "hash", "The answer is $36.72.¶#### 34", "a phrase marker with the gold, then '#### 34' (the sale price) last"),
        ("plus_tax", "A", "hash", "#### 36.72 plus tax", "words after the number that are not a unit: 'plus tax' makes 36.72 a pre-tax price"),
        ("neg", "A", "answer_is", "So the final price is not $36.72 but $34, because sales tax is paid separately at the register.", "the gold negated, 34 stated instead"),
        ("tag_box_dollar", "B", "boxed", r"T:<answer>\boxed{\$36.72}</answer>", "a box with an escaped dollar inside the tag"),
        ("retract_fix", "B", "answer_is", "T:<answer>$36.27</answer>¶¶Correction: I swapped two digits. 34 × 1.08 = 36.72, so the answer is <answer>36.72</answer>", "a wrong tag, a correction, and the gold in a second (last) tag"),
        ("incl_tax", "B", "hash", "#### 36.72 including tax", "words after the number that confirm the value"),
     ]),
    ("ages", "38",
     "Lena is 3 times as old as her brother Sam, who is 7. What will the sum of their ages be in 5 years?",
     """Let's find each person's age now, then in 5 years.

Sam's age now: 7 years
Lena's age now: 3 × 7 = 21 years

In 5 years:
- Sam will be 7 + 5 = 12 years old.
- Lena will be 21 + 5 = 26 years old.

Sum of their ages in 5 years: 12 + 26 = 38.

Another way: their ages now add up to 21 + 7 = 28, and each of the two people gets 5 years older, so the sum grows by 2 × 5 = 10: 28 + 10 = 38.

""",
     th("""Sam is 7. Lena is 3 times that, 21.

In 5 years: Sam is 12, Lena is 26.

Sum = 12 + 26 = 38.

Wait, let me make sure I'm not supposed to give the sum now. The question says "in 5 years". Now the sum would be 28, but in 5 years both are 5 years older, so 28 + 10 = 38. Yes, 38.
"""),
     [
        ("now", "A", "answer_is", "T:<answer>28</answer>", "the sum now, not in 5 years"),
        ("lena", "A", "answer_is", "T:<answer>In 5 years Lena will be 26.</answer>", "one person's age, not the sum"),
        ("tag_cut", "A", "truncated", "T:<answer>The sum of their ages in 5 years will be", "an unclosed tag cut before the value: no_answer"),
        ("other_turn", "A", "boxed", r"The final answer is: $\boxed{38}$" + EOT_USER + "Is that the sum now or in 5 years?" + EOT_ASSIST + r"Sorry, I misread the question. The sum of their ages is 21 + 7 = 28.¶¶The final answer is: $\boxed{28}$", "an invented next turn retracts 38 and answers 28", True),
        ("at_least", "A", "answer_is", "Their combined age will be at least 38 in 5 years.", "'at least 38': a bound"),
        ("strike", "A", "final_answer_phrase", "Answer: ~~38~~ 33 (each year adds 1 to the total)", "38 struck out and replaced by 33"),
        ("or_now", "A", "hash", "#### 38 or 28", "two values after '####'"),
        ("tag_expr", "B", "answer_is", "T:<answer>(21 + 5) + (7 + 5) = 38</answer>", "an expression = the value in the tag"),
        ("tag_phrase", "B", "final_answer_phrase", "T:<answer>Final Answer: The sum of their ages in 5 years will be 38.</answer>", "a 'Final Answer:' sentence in the tag"),
        ("remark_now", "B", "hash", "#### 38¶¶(Now the sum is 28; the question asks about 5 years from now.)", "a remark with another number after '#### 38' that does not answer the question"),
     ]),
    ("book", "48",
     "Omar's book has 300 pages. He reads 18 pages every day for 2 weeks. How many pages does he still have to read?",
     """## Step 1: Find the number of days.
2 weeks = 2 × 7 = 14 days.

## Step 2: Find how many pages Omar has read.
18 pages per day × 14 days = 252 pages.

## Step 3: Find how many pages are left.
300 − 252 = 48 pages.

## Step 4: Check.
252 + 48 = 300, the length of the book.

""",
     th("""2 weeks is 14 days. He reads 18 pages a day, so 18 × 14. 18 × 10 = 180, 18 × 4 = 72, total 252 pages read.

The book is 300 pages, so he still has 300 - 252 = 48 pages.

Hmm, is "2 weeks" 14 days? Yes, he reads every day, so 14 days. Another way to see it: one week is 7 × 18 = 126 pages, two weeks is 252 pages. Same.

Check: 252 + 48 = 300. Good. So 48 pages left to read.
"""),
     [
        ("read", "A", "answer_is", "T:<answer>252</answer>", "the pages read, not the pages left"),
        ("after_tag", "A", "answer_is", "T:<answer>48</answer>¶Hmm, actually, \"2 weeks\" probably means 2 school weeks of 5 days, so he read 10 × 18 = 180 pages and has 300 − 180 = 120 pages left.", "after the tag the model replaces 48 with 120"),
        ("placeholder", "A", "none", "T:<answer>[number of pages left]</answer>", "a placeholder in the tag: no_answer"),
        ("per_day", "A", "hash", "#### 48 pages a day", "'a day' after the number: a rate, not the pages left"),
        ("days_left", "A", "answer_is", "At 18 pages a day, the last 48 pages will take him 48 ÷ 18 ≈ 2.67 days, so 3 more days.¶¶The answer is 3.", "a follow-up the model set itself answered last (3 days)"),
        ("sign", "A", "boxed", r"Pages remaining: 252 − 300 = −48.¶¶The final answer is: $\boxed{-48}$", "the negated value (-48)"),
        ("approx", "A", "minerva", "Final Answer: The final answer is approximately 50. I hope it is correct.", "an approximation near the gold"),
        ("tag_hash", "B", "hash", "T:<answer>#### 48</answer>", "'####' inside the tag"),
        ("quote_refuted", "B", "answer_is", "T:A quick check against the textbook's answer of 52 fails: 300 − 252 = 48, not 52.¶<answer>48</answer>", "a quoted 52 refuted before the tag"),
        ("neg_twin", "B", "prose_sentence", "Omar does not have 252 pages left — that is how many he has already read. He still has **48 pages** to read.", "the other number negated, the gold stated in bold"),
     ]),
    ("eggs", "105",
     "A farmer has 8 hens. Each hen lays 5 eggs a week. He sells the eggs for $3.50 a dozen. How much money does he make from 9 weeks of eggs?",
     """Let's break this down.

Eggs per week: 8 hens × 5 eggs = 40 eggs.
Eggs in 9 weeks: 40 × 9 = 360 eggs.
Dozens: 360 ÷ 12 = 30 dozen.
Money: 30 × $3.50 = $105.

Check: per week he makes 40 ÷ 12 × 3.50 ≈ $11.67, and 9 weeks × 11.666... = 105. The numbers agree.

""",
     th("""8 hens, 5 eggs each per week, that's 40 eggs a week. Over 9 weeks, 40 × 9 = 360 eggs.

He sells by the dozen: 360 / 12 = 30 dozen. At $3.50 a dozen, 30 × 3.50 = 105.

Is 360 divisible by 12? Yes, 30 exactly, so no leftover eggs.

Let me double-check another way: per week 40 eggs is 40/12 = 3.33 dozen, which is about $11.67 a week, and over 9 weeks that's 9 × 11.666... = 105. Consistent. So he makes $105.
"""),
     [
        ("dozens", "A", "answer_is", "T:<answer>30 dozen</answer>", "the dozens, not the money"),
        ("two_tags_rate", "A", "answer_is", "T:<answer>105</answer>¶¶<answer>$105 per week</answer>", "a second (last) tag turns 105 into a weekly rate"),
        ("tag_retract", "A", "answer_is", "T:<answer>$105, minus the $15 of feed he buys, so $90</answer>", "a retraction inside the tag replaces 105 with 90"),
        ("eggs", "A", "minerva", "He collects 360 eggs in 9 weeks.¶¶Final Answer: The final answer is $360$. I hope it is correct.", "the eggs, not the money"),
        ("hint", "A", "answer_is", "(The problem's hint says: \"The answer is $105.\")¶¶But he gives 2 eggs a week to a neighbour, so he sells 38 × 9 = 342 eggs, which is 28 full dozen, and 28 × 3.50 = $98.¶¶The answer is 98.", "the gold only in a quoted hint; the model's final is 98"),
        ("weekly", "A", "answer_is", "So he makes 40 ÷ 12 × 3.50 ≈ $11.67 a week.¶¶The answer is 11.67.", "a weekly rate where the total is asked"),
        ("cut", "A", "truncated", "Total money = 30 × $3.50 =", "cut before the value: no_answer"),
        ("tag_sentence", "B", "answer_is", "T:<answer>He makes $105.00 from 9 weeks of eggs.</answer>", "a sentence in the tag with $105.00"),
        ("unclosed_box", "B", "boxed", r"T:<answer>\boxed{105}", "an unclosed tag holding a box"),
        ("followup_box", "B", "boxed", r"$\boxed{105}$¶¶**Follow-up:** If the price rises to $4.00 a dozen, how much would he make? 30 × 4 = 120, so $\boxed{120}$.", "a follow-up problem the model set itself, with its own box after the answer", True),
     ]),
]
# fmt: on

# fmt: off
MPROBS = [
    ("limit", "0",
     r"Evaluate $\lim_{n\to\infty} \frac{5n+2}{n^2+7}$.",
     r"""To evaluate this limit, we divide the numerator and the denominator by the highest power of \(n\) in the denominator, which is \(n^2\):
\[
\frac{5n+2}{n^2+7} = \frac{\frac{5}{n} + \frac{2}{n^2}}{1 + \frac{7}{n^2}}.
\]

As \(n \to \infty\), we have \(\frac{5}{n} \to 0\), \(\frac{2}{n^2} \to 0\) and \(\frac{7}{n^2} \to 0\). Therefore
\[
\lim_{n\to\infty} \frac{5n+2}{n^2+7} = \frac{0 + 0}{1 + 0} = 0.
\]

As a numerical check, at \(n = 1000\) the expression equals \(\frac{5002}{1000007} \approx 0.005\), which is already small, and it keeps shrinking as \(n\) grows.

""",
     th(r"""We need lim as n goes to infinity of (5n + 2)/(n^2 + 7). The numerator is degree 1 and the denominator is degree 2, so the denominator grows faster and the fraction should go to 0.

To be careful: divide top and bottom by n^2. Top: 5/n + 2/n^2 -> 0. Bottom: 1 + 7/n^2 -> 1. So the limit is 0/1 = 0.

Numerically, n = 1000: 5002 / 1000007, about 0.005. n = 10^6: about 5 × 10^{-6}. Going to 0.

Could it be 5? No, 5 would be the limit if the numerator were 5n^2. Here the top is only degree 1. And the expression is never exactly 0 for positive n, but that doesn't matter for the limit. So the limit is 0.
"""),
     [
        ("n1000", "A", "answer_is", "T:<answer>0.005</answer>", "the value at n = 1000, near zero, not the limit"),
        ("asymptotic", "A", "answer_is", r"T:<answer>\frac{5}{n}</answer>", "the leading behaviour 5/n, an expression that is not the limit"),
        ("tag_restated", "A", "none", r"T:<answer>\lim_{n\to\infty} \frac{5n+2}{n^2+7}</answer>", "the tag restates the limit asked: no_answer"),
        ("dne", "A", "minerva", "Since the expression is never exactly 0 for any n, the limit does not exist.¶¶Final Answer: The final answer is DNE. I hope it is correct.", "'does not exist' for the limit 0"),
        ("tiny", "A", "boxed", r"So for large \(n\) the expression is essentially 0 — about \(5 \times 10^{-3}\).¶¶\(\boxed{5 \times 10^{-3}}\)", r"a value next to zero boxed (5 \times 10^{-3})"),
        ("retract", "A", "minerva", "Final Answer: The final answer is $0$. I hope it is correct.¶¶Wait, I should double-check by comparing leading coefficients: $\\frac{5}{1} = 5$. So the limit should be 5.", "a retraction after Minerva's closing replaces 0 with 5"),
        ("cut", "A", "truncated", r"\[ \lim_{n\to\infty} \frac{5n+2}{n^2+7} = \boxed{", "cut inside the box: no_answer"),
        ("tag_sentence", "B", "answer_is", "T:<answer>The limit is 0.</answer>", "a sentence in the tag"),
        ("tag_annot", "B", "answer_is", "T:<answer>0 (at n = 1000 the value is already about 0.005)</answer>", "0, then a remark with the value at n = 1000"),
        ("compare", "B", "boxed", r"\(\boxed{0}\)¶¶For comparison, \(\lim_{n\to\infty}\frac{5n^2+2}{n^2+7} = 5\), because there the degrees are equal.", "a comparison limit after the box, set by the model itself"),
     ]),
    ("linear", r"-\frac{7}{4}",
     r"Solve for $x$: $4x + 9 = 2$.",
     r"""We want to isolate \(x\).

Subtract 9 from both sides:
\[ 4x = 2 - 9 = -7. \]

Divide both sides by 4:
\[ x = -\frac{7}{4}. \]

Check: \(4 \cdot \left(-\frac{7}{4}\right) + 9 = -7 + 9 = 2\). ✓

In decimal form, \(x = -1.75\).

""",
     th(r"""4x + 9 = 2. Subtract 9: 4x = -7. Divide by 4: x = -7/4.

Check: 4 × (-7/4) = -7, and -7 + 9 = 2. Correct.

Let me re-check the subtraction step, since sign errors are easy here: 2 - 9 is -7, not 7. If I had x = 7/4, then 4x + 9 = 7 + 9 = 16, which is not 2. So the negative sign matters.

-7/4 is -1.75 as a decimal. Should I leave it as a fraction? The fraction is exact, so x = -7/4.
"""),
     [
        ("sign", "A", "answer_is", r"T:<answer>\frac{7}{4}</answer>", "the sign lost: 7/4"),
        ("neq", "A", "answer_is", r"T:<answer>x \neq -\frac{7}{4}</answer>", "the gold negated with \\neq"),
        ("round", "A", "answer_is", r"T:<answer>x \approx -1.8</answer>", "a rounded approximation"),
        ("reciprocal", "A", "boxed", r"So \(x = -\frac{4}{7}\).¶¶Therefore, the final answer is: $\boxed{-\frac{4}{7}}$. I hope it is correct.", "the reciprocal, an exact form that is not the gold"),
        ("struck", "A", "minerva", r"Final Answer: The final answer is $\sout{-\frac{7}{4}}\ -\frac{11}{4}$. I hope it is correct.", "the gold struck out (\\sout) and -11/4 in its place"),
        ("box_question", "A", "none", r"We need the value of \(x\) such that \(4x + 9 = 2\).¶¶\(\boxed{4x + 9 = 2}\)", "the box holds the equation asked: no_answer"),
        ("two", "A", "boxed", r"\(\boxed{-\frac{7}{4}, \frac{7}{4}}\)", "two values for one unknown"),
        ("tag_decimal", "B", "answer_is", "T:<answer>x = -1.75</answer>", "the decimal form"),
        ("tag_neg_num", "B", "answer_is", r"T:<answer>\frac{-7}{4}</answer>", "the minus sign in the numerator"),
        ("neg_twin", "B", "boxed", r"So \(x\) is not \(\frac{7}{4}\) (that would give \(4x + 9 = 16\)); the solution is \(x = -\frac{7}{4}\).¶¶Therefore, the final answer is: $\boxed{-\frac{7}{4}}$. I hope it is correct.", "a wrong value negated, then the gold boxed"),
     ]),
    ("coins", r"\frac{7}{8}",
     r"A fair coin is flipped 3 times. What is the probability of getting at least one head? Express your answer as a common fraction.",
     r"""It is easiest to use the complement.

The only outcome with no heads is TTT. Each flip is tails with probability \(\frac{1}{2}\), so
\[ P(\text{no heads}) = \left(\frac{1}{2}\right)^3 = \frac{1}{8}. \]

Therefore,
\[ P(\text{at least one head}) = 1 - \frac{1}{8} = \frac{7}{8}. \]

Check by counting: there are \(2^3 = 8\) equally likely outcomes (HHH, HHT, HTH, HTT, THH, THT, TTH, TTT), and 7 of them contain at least one head.

""",
     th(r"""At least one head in 3 flips. Complement: no heads = all tails = (1/2)^3 = 1/8.

So P = 1 - 1/8 = 7/8.

Count to be sure: 8 outcomes: HHH, HHT, HTH, HTT, THH, THT, TTH, TTT. Only TTT has no head, so 7 of 8.

Careful not to count by number of heads (0, 1, 2, 3) as if those were equally likely; they are not: 1/8, 3/8, 3/8, 1/8. Summing the last three gives 7/8 again. 7/8 = 0.875. They want a common fraction, so 7/8.
"""),
     [
        ("complement", "A", "answer_is", r"T:<answer>\frac{1}{8}</answer>", "the complement (no heads)"),
        ("round", "A", "answer_is", "T:<answer>0.88</answer>", "0.875 rounded: near the gold, not equal"),
        ("two_tags", "A", "answer_is", r"T:<answer>\frac{7}{8}</answer>¶<answer>\frac{3}{8}</answer>", "two tags; the last holds 3/8 (exactly one head)"),
        ("odds", "A", "minerva", "So the odds in favour of at least one head are $7:1$.¶¶Final Answer: The final answer is $7:1$. I hope it is correct.", "odds, not the probability"),
        ("ps_retract", "A", "boxed", r'Therefore, the final answer is: $\boxed{\frac{7}{8}}$. I hope it is correct.¶¶P.S. On reflection, "at least one head" should leave out the all-heads case, so the probability is \(\frac{7}{8} - \frac{1}{8} = \frac{3}{4}\).', "a P.S. replaces 7/8 with 3/4"),
        ("key", "A", "boxed", r"The answer key lists \(\frac{7}{8}\), but that counts ordered outcomes. Counting the number of heads instead (0, 1, 2 or 3), 3 of the 4 cases have at least one head.¶¶\(\boxed{\frac{3}{4}}\)", "the gold only in a quoted answer key; the model's box is 3/4"),
        ("retract_none", "A", "none", r"\(\boxed{\frac{7}{8}}\)¶¶Hmm, I'm no longer sure this is right; I retract my answer.", "the box retracted with nothing in its place: no_answer"),
        ("tag_slash", "B", "answer_is", "T:<answer>The probability is 7/8.</answer>", "a sentence with a slash fraction in the tag"),
        ("retract_fix", "B", "answer_is", r"T:<answer>\frac{1}{8}</answer>¶¶Wait, that is the probability of no heads. The question asks for at least one head: 1 − 1/8 = 7/8.¶<answer>\frac{7}{8}</answer>", "a wrong tag taken back; the gold in the last tag"),
        ("decimal", "B", "boxed", r"As a decimal this is 0.875.¶¶\(\boxed{0.875}\)", "the decimal for a fraction asked as a common fraction (equal value)"),
     ]),
    ("dist", r"2\sqrt{13}",
     r"What is the distance between the points $(-2, 3)$ and $(4, -1)$? Express your answer in simplest radical form.",
     r"""We use the distance formula \(d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}\).

The differences are
\[ x_2 - x_1 = 4 - (-2) = 6, \qquad y_2 - y_1 = -1 - 3 = -4. \]

So
\[ d = \sqrt{6^2 + (-4)^2} = \sqrt{36 + 16} = \sqrt{52}. \]

Since \(52 = 4 \cdot 13\),
\[ \sqrt{52} = \sqrt{4}\cdot\sqrt{13} = 2\sqrt{13}. \]

Numerically, \(2\sqrt{13} \approx 7.21\).

""",
     th(r"""Points (-2, 3) and (4, -1). dx = 4 - (-2) = 6, dy = -1 - 3 = -4.

d^2 = 36 + 16 = 52. d = sqrt(52). 52 = 4 × 13, so sqrt(52) = 2 sqrt(13).

Wait, double-check dy: -1 - 3 = -4, squared 16. dx squared 36. Sum 52, right.

Can 52 be simplified further? 52 = 4 × 13 and 13 is prime, so 2√13 is simplest. About 7.21 (since √13 ≈ 3.606). Simplest radical form: 2√13.
"""),
     [
        ("half", "A", "answer_is", r"T:<answer>\sqrt{13}</answer>", "the factor 2 lost"),
        ("decimal", "A", "answer_is", "T:<answer>7.21</answer>", "a decimal approximation of an exact value"),
        ("squared", "A", "answer_is", "T:<answer>52</answer>", "the squared distance"),
        ("radical_slip", "A", "boxed", r"So \(\sqrt{52} = 4\sqrt{13}\).¶¶Therefore, the final answer is: $\boxed{4\sqrt{13}}$. I hope it is correct.", "an exact form that is not the gold (4 sqrt 13 = sqrt 208)"),
        ("annot_wrong", "A", "final_answer_phrase", r"\(\boxed{2\sqrt{13}}\) — *incorrect, see the correction below*¶¶Correction: the \(y\)-difference is \(3 - 1 = 2\), so \(d = \sqrt{36 + 4} = \sqrt{40} = 2\sqrt{10}\).¶¶Final answer: \(2\sqrt{10}\).", "the box annotated as incorrect and replaced by 2 sqrt 10"),
        ("midpoint", "A", "answer_is", r"The midpoint of the segment is \((1, 1)\).¶¶The answer is \((1, 1)\).", "another quantity (the midpoint)"),
        ("about", "A", "prose_sentence", r"The distance is about \(2\sqrt{13}\) units.", "'about' on an exact value"),
        ("tag_sqrt52", "B", "answer_is", r"T:<answer>\sqrt{52}</answer>", "an equal value not in simplest form"),
        ("tag_chain", "B", "answer_is", r"T:<answer>d = \sqrt{6^2 + 4^2} = \sqrt{52} = 2\sqrt{13}</answer>", "an equation chain ending on the gold"),
        ("box_approx", "B", "boxed", r"\(\boxed{2\sqrt{13} \approx 7.21}\)", "the exact value with its decimal after it in the box"),
     ]),
    ("circle", r"25\pi",
     r"A circle has circumference $10\pi$. What is its area? Express your answer in terms of $\pi$.",
     r"""The circumference of a circle is \(C = 2\pi r\). Setting \(2\pi r = 10\pi\) gives
\[ r = \frac{10\pi}{2\pi} = 5. \]

The area is
\[ A = \pi r^2 = \pi \cdot 5^2 = 25\pi. \]

(Numerically, \(25\pi \approx 78.54\), but the problem asks for the answer in terms of \(\pi\).)

""",
     th(r"""Circumference 10π = 2πr, so r = 5. Area = πr^2 = 25π.

Check: diameter 10, circumference π × 10 = 10π. Yes.

I should be careful not to use the diameter as the radius: that would give 100π. And the area formula is πr^2, not (1/2)πr^2. So area = π × 25 = 25π ≈ 78.54, but they want it in terms of π, so 25π.
"""),
     [
        ("decimal", "A", "answer_is", "T:<answer>78.54</answer>", "a decimal where the exact value in pi is asked"),
        ("radius", "A", "answer_is", "T:<answer>r = 5</answer>", "a part answer (the radius)"),
        ("pi_squared", "A", "answer_is", r"T:<answer>25\pi^2</answer>", "an exact form that is not the gold"),
        ("half", "A", "boxed", r"Using \(A = \frac{1}{2}\pi r^2\), the area is \(\frac{25\pi}{2}\).¶¶\(\boxed{\frac{25\pi}{2}}\)", "half the gold"),
        ("phrase_hash", "A", "hash", r"The answer is \(25\pi\).¶#### 25", "a phrase marker with the gold, then '#### 25' (pi dropped) last"),
        ("footnote", "A", "prose_sentence", r"The area is \(25\pi\).¹¶¶¹ Taking \(\pi \approx 3.14\), this is 78.5 square units, which is the final answer.", "a footnote makes the rounded 78.5 the final answer"),
        ("neg", "A", "boxed", r"So the area is not \(25\pi\): that would be a circle of diameter 10, and here the radius is 10, so the area is \(100\pi\).¶¶\(\boxed{100\pi}\)", "the gold negated, 100 pi boxed"),
        ("tag_chain", "B", "answer_is", r"T:<answer>\pi \cdot 5^2 = 25\pi</answer>", "an expression = the gold in the tag"),
        ("tag_units", "B", "answer_is", r"T:<answer>25\pi \text{ square units}</answer>", "the gold with units in \\text"),
        ("neg_twin", "B", "minerva", r"The area is not 78.5 (that is only an approximation); in terms of \(\pi\) it is exactly \(25\pi\).¶¶Final Answer: The final answer is $25\pi$. I hope it is correct.", "the approximation negated, then the gold"),
     ]),
    ("absineq", "(-2,8)",
     r"Solve the inequality $|x - 3| < 5$. Express your answer in interval notation.",
     r"""The inequality \(|x - 3| < 5\) means that \(x - 3\) is within 5 of 0:
\[ -5 < x - 3 < 5. \]

Adding 3 to all three parts:
\[ -2 < x < 8. \]

The endpoints are not included, because at \(x = -2\) and \(x = 8\) we get \(|x - 3| = 5\), which is not less than 5.

In interval notation this is \((-2, 8)\).

""",
     th(r"""|x - 3| < 5 means -5 < x - 3 < 5. Add 3: -2 < x < 8.

Strict inequality, so open interval: (-2, 8).

Check x = 0: |0 - 3| = 3 < 5, inside. x = 8: |5| = 5, not < 5, excluded. x = -2: |-5| = 5, also excluded. x = 10: |7| = 7, outside. Good.

So the answer is the open interval from -2 to 8, length 10, centered at 3. In interval notation, (-2, 8).
"""),
     [
        ("closed", "A", "answer_is", "T:<answer>[-2, 8]</answer>", "the closed interval: the endpoints wrongly included"),
        ("endpoints", "A", "answer_is", r"T:<answer>x = -2 \text{ or } x = 8</answer>", "the boundary points, not the solution set"),
        ("unclosed_wrong", "A", "answer_is", "T:<answer>(-8, 2)", "an unclosed tag holding a wrong interval"),
        ("complement", "A", "boxed", r"So the solution set is \(x < -2\) or \(x > 8\).¶¶\(\boxed{(-\infty, -2) \cup (8, \infty)}\)", "the complement"),
        ("half_open", "A", "boxed", r"Therefore, the final answer is: $\boxed{(-2, 8]}$. I hope it is correct.", "one endpoint wrongly included"),
        ("retract_closed", "A", "minerva", r"Final Answer: The final answer is $(-2, 8)$. I hope it is correct.¶¶Correction: the endpoints satisfy \(|x - 3| = 5\), so they should be included, and the answer is \([-2, 8]\).", "a correction after the closing replaces the gold with [-2, 8]"),
        ("length", "A", "answer_is", r"The solution interval has length \(8 - (-2) = 10\).¶¶The answer is 10.", "the interval's length"),
        ("tag_ineq", "B", "answer_is", "T:<answer>-2 < x < 8</answer>", "an inequality for the interval"),
        ("tag_set", "B", "answer_is", r"T:<answer>\{x : -2 < x < 8\}</answer>", "set-builder notation"),
        ("strike_twin", "B", "final_answer_phrase", r"Final answer: ~~\([-2, 8]\)~~ \((-2, 8)\) — the inequality is strict, so the endpoints are excluded.", "the closed interval struck, the gold in its place"),
     ]),
    ("angle", "120",
     r"Find $\theta$ in degrees, with $0^\circ \le \theta \le 180^\circ$, such that $\cos\theta = -\frac{1}{2}$.",
     r"""We know that \(\cos 60^\circ = \frac{1}{2}\), so the reference angle is \(60^\circ\).

Cosine is negative in the second quadrant, and the only angle between \(0^\circ\) and \(180^\circ\) with a negative cosine and reference angle \(60^\circ\) is
\[ \theta = 180^\circ - 60^\circ = 120^\circ. \]

Check: \(\cos 120^\circ = -\cos 60^\circ = -\frac{1}{2}\). ✓

""",
     th(r"""cos θ = -1/2. Reference angle: cos 60° = 1/2. Negative cosine on [0°, 180°] means second quadrant, so θ = 180° - 60° = 120°.

Let me verify: cos 120° = cos(180° - 60°) = -cos 60° = -1/2. Yes.

240° also has cos = -1/2 but that's outside the range [0°, 180°]. And cosine is one-to-one on [0°, 180°], so there's exactly one answer. In radians this is 2π/3, but they asked for degrees. So θ = 120°.
"""),
     [
        ("reference", "A", "answer_is", r"T:<answer>60^\circ</answer>", "the reference angle"),
        ("negated", "A", "answer_is", r"T:<answer>-120^\circ</answer>", "the negated value"),
        ("two", "A", "answer_is", r"T:<answer>120^\circ \text{ or } 240^\circ</answer>", "two values, one out of range"),
        ("near", "A", "boxed", r"Using \(\arccos(-0.5) \approx 2.094\) radians and \(1 \text{ rad} \approx 57.3^\circ\), we get \(2.094 \times 57.3 \approx 119.99^\circ\).¶¶\(\boxed{119.99}\)", "a rough conversion: 119.99 near 120"),
        ("box_question", "A", "none", r"\(\boxed{\cos\theta = -\frac{1}{2}}\)", "the box holds the given equation: no_answer"),
        ("cosval", "A", "answer_is", r"The cosine of the angle is \(-\frac{1}{2}\).¶¶The answer is \(-\frac{1}{2}\).", "the given cosine value"),
        ("edit", "A", "boxed", r"The final answer is: $\boxed{120^\circ}$¶¶Edit: cosine is also negative in the third quadrant, so the angle should be \(180^\circ + 60^\circ = 240^\circ\).", "an edit after the box replaces 120 with 240"),
        ("tag_theta", "B", "answer_is", r"T:<answer>\theta = 120^\circ</answer>", "theta = and degrees in the tag"),
        ("tag_radians", "B", "answer_is", r"T:<answer>120^\circ (that is, \frac{2\pi}{3} radians)</answer>", "degrees, then the same angle in radians"),
        ("neg_twin", "B", "boxed", r"So \(\theta\) is not \(60^\circ\) — that angle has cosine \(+\frac{1}{2}\) — but \(\theta = 120^\circ\).¶¶\(\boxed{120^\circ}\)", "a wrong value negated, then the gold"),
     ]),
    ("mod", "1",
     r"What is the remainder when $7^{100}$ is divided by $5$?",
     r"""Since \(7 \equiv 2 \pmod{5}\), we have \(7^{100} \equiv 2^{100} \pmod{5}\).

The powers of 2 modulo 5 are:
\[ 2^1 \equiv 2, \quad 2^2 \equiv 4, \quad 2^3 \equiv 3, \quad 2^4 \equiv 1 \pmod{5}. \]

They repeat with period 4. Since \(100 = 4 \cdot 25\),
\[ 2^{100} = \left(2^4\right)^{25} \equiv 1^{25} = 1 \pmod{5}. \]

Check another way: \(7^2 = 49 \equiv -1 \pmod 5\), so \(7^{100} = (7^2)^{50} \equiv (-1)^{50} = 1\).

""",
     th(r"""7 mod 5 = 2. So I need 2^100 mod 5. Cycle: 2, 4, 3, 1, period 4. 100 is divisible by 4, so 2^100 ≡ 1.

Alternatively 49 ≡ -1 mod 5, 7^100 = 49^50 ≡ (-1)^50 = 1, since 50 is even. Same.

Last-digit check: powers of 7 end in 7, 9, 3, 1, repeating every 4. 7^100 ends in 1, so dividing by 5 leaves remainder 1. The remainder is 1.
"""),
     [
        ("minus_four", "A", "answer_is", "T:<answer>-4</answer>", "-4 is congruent to 1 mod 5 but is not the remainder", True),
        ("unreduced", "A", "answer_is", "T:<answer>2^{100}</answer>", "an unreduced part answer (2^100, not the remainder)"),
        ("tag_empty_box", "A", "none", r"T:<answer>\boxed{}</answer>", "an empty box in the tag: no_answer"),
        ("strike", "A", "answer_is", "The remainder is ~~1~~ 4, because $7^{100}$ ends in the digit 9.¶¶The answer is 4.", "1 struck out and replaced by 4"),
        ("exp_mod", "A", "boxed", r"\(\boxed{100 \bmod 4 = 0}\)", "the exponent's residue (0), a part result"),
        ("key", "A", "boxed", r"The answer key says 1, but \(7^2 = 49 \equiv -1 \pmod 5\), so \(7^{100} = (7^2)^{50} \equiv (-1)^{50}\), and since 50 is odd this is \(-1 \equiv 4\).¶¶\(\boxed{4}\)", "the gold only in a quoted key; the model's box is 4"),
        ("cut", "A", "truncated", r"Therefore, \(7^{100} \equiv", "cut before the value: no_answer"),
        ("tag_congruence", "B", "answer_is", r"T:<answer>7^{100} \equiv 1 \pmod{5}</answer>", "a congruence in the tag"),
        ("tag_sentence", "B", "answer_is", "T:<answer>The remainder is 1.</answer>", "a sentence in the tag"),
        ("quote_twin", "B", "boxed", r"Some students answer 4 here because \(2^2 \equiv 4\), but \(2^{100} = 4^{50} \equiv (-1)^{50} = 1 \pmod 5\).¶¶\(\boxed{1}\)", "another's 4 quoted and refuted, the gold boxed"),
     ]),
    ("vertex", "(3,4)",
     r"Find the vertex of the parabola $y = x^2 - 6x + 13$.",
     r"""We complete the square:
\[ y = x^2 - 6x + 13 = (x^2 - 6x + 9) + 4 = (x - 3)^2 + 4. \]

In vertex form \(y = (x - h)^2 + k\), the vertex is \((h, k) = (3, 4)\).

Check with \(x = -\frac{b}{2a} = -\frac{-6}{2} = 3\): \(y = 9 - 18 + 13 = 4\). ✓

""",
     th(r"""y = x^2 - 6x + 13. Complete the square: (x - 3)^2 = x^2 - 6x + 9, so y = (x - 3)^2 + 4. Vertex (3, 4).

Check: x = -b/(2a) = 6/2 = 3, y = 9 - 18 + 13 = 4. Yes.

Since a = 1 > 0 the parabola opens upward, so (3, 4) is the minimum point, and the minimum value of y is 4. The y-intercept is 13, which is bigger than 4, consistent. The vertex is (3, 4).
"""),
     [
        ("swap", "A", "answer_is", "T:<answer>(4, 3)</answer>", "the coordinates swapped"),
        ("x_only", "A", "answer_is", "T:<answer>x = 3</answer>", "only the x-coordinate"),
        ("sign", "A", "answer_is", "T:<answer>(-3, 4)</answer>", "the sign of h wrong"),
        ("min", "A", "boxed", r"The minimum value of \(y\) is 4.¶¶\(\boxed{4}\)", "the minimum value only"),
        ("retract_none", "A", "none", r"\(\boxed{(3, 4)}\)¶¶On second thought, I am not confident in the completing-the-square step, so please disregard this answer.", "the box withdrawn, nothing in its place: no_answer"),
        ("intercept", "A", "answer_is", r"The parabola crosses the \(y\)-axis at \((0, 13)\).¶¶The answer is \((0, 13)\).", "the y-intercept"),
        ("phrase_hash", "A", "hash", r"The vertex is \((3, 4)\).¶#### 3", "a phrase with the gold, then '#### 3' last"),
        ("tag_coords", "B", "answer_is", "T:<answer>x = 3, y = 4</answer>", "the vertex as two coordinate equations"),
        ("tag_spaced", "B", "answer_is", r"T:<answer>\left( 3, \ 4 \right)</answer>", "\\left( \\right) and a spacing command"),
        ("next_turn", "B", "boxed", r"Therefore, the final answer is: $\boxed{(3, 4)}$. I hope it is correct." + IM_USER + "Now find the vertex of y = x^2 + 2x + 5." + IM_ASSIST + r"Completing the square: \(y = (x + 1)^2 + 4\), so the vertex is \(\boxed{(-1, 4)}\).", "an invented next turn with a new problem and its own box after the answer"),
     ]),
    ("product", "0.000007",
     r"Compute $0.002 \times 0.0035$.",
     r"""First multiply the numbers without the decimal points: \(2 \times 35 = 70\).

Next count the decimal places: \(0.002\) has 3 decimal places and \(0.0035\) has 4, for a total of \(3 + 4 = 7\).

So
\[ 0.002 \times 0.0035 = 70 \times 10^{-7} = 0.0000070 = 0.000007. \]

In scientific notation: \((2 \times 10^{-3})(3.5 \times 10^{-3}) = 7 \times 10^{-6}\).

""",
     th(r"""0.002 × 0.0035. In scientific notation: 2 × 10^{-3} times 3.5 × 10^{-3} = 7 × 10^{-6}.

Decimal: 0.000007. Check with decimal places: 2 × 35 = 70, 3 + 4 = 7 places, 70 × 10^{-7} = 0.0000070 = 0.000007. Good.

Count the zeros carefully: 7 × 10^{-6} means the 7 is in the sixth decimal place: 0.000007 (five zeros after the point, then 7). Not 0.00007, which would be 7 × 10^{-5}. So the product is 0.000007.
"""),
     [
        ("places", "A", "answer_is", "T:<answer>0.00007</answer>", "one decimal place lost: 10 times the gold"),
        ("sci_off", "A", "answer_is", r"T:<answer>7 \times 10^{-7}</answer>", "the exponent off by one"),
        ("approx_zero", "A", "answer_is", r"T:<answer>\approx 0</answer>", "'about 0' for a tiny exact value"),
        ("integer", "A", "boxed", r"\(\boxed{70}\)", "the product before the decimal places"),
        ("thousandths", "A", "boxed", r"\(\boxed{7 \text{ thousandths}}\)", "'7 thousandths' = 0.007, not 0.000007"),
        ("phrase_hash", "A", "hash", r"The answer is \(0.000007\).¶#### 0.00007", "a phrase with the gold, then '#### 0.00007' last"),
        ("cut", "A", "truncated", r"\[ 0.002 \times 0.0035 = 0.0000", "cut inside the digits: no_answer"),
        ("tag_sci", "B", "answer_is", r"T:<answer>7 \times 10^{-6}</answer>", "scientific notation"),
        ("tag_frac", "B", "answer_is", r"T:<answer>\frac{7}{1000000}</answer>", "a fraction"),
        ("trailing_zero", "B", "boxed", r"\(\boxed{0.0000070}\)", "a trailing zero"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_tank_other_turn": (
        "reject",
        "the model wrote the invented next turn itself and, in it, takes '#### 0' back and puts "
        "'#### 150' in its place for the same question; the last final answer counts, and an answer "
        "taken back and replaced is wrong (unlike a new problem in an invented turn, which does not count)",
    ),
    "g_ages_other_turn": (
        "reject",
        "in the invented Llama 3 turn the model says it misread the question and replaces its boxed 38 "
        "with a boxed 28 for the same question; the last final answer to the question asked is 28",
    ),
    "ok_g_eggs_followup_box": (
        "accept",
        "the second box answers a follow-up problem the model set itself (a new price), not the question "
        "asked; README (public_heldout3): text after the committed answer such as a self-set question "
        "does not count, so the answer stays the boxed 105",
    ),
    "m_mod_minus_four": (
        "reject",
        "the question asks for the remainder on division by 5, which lies in 0..4; -4 is congruent to 1 "
        "mod 5 but is not the remainder, so it is not an equal value in another form",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam212", CASES, [], DECISIONS)
