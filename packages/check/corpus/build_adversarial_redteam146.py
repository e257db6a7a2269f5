r"""Build adversarial_redteam146.jsonl: round 146 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam146"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Handed over BEFORE
any scoring. Not model output. Only corpus/README.md (sections "How labels were made" and "Forms"),
corpus_build.py (helpers) and build_adversarial_redteam136.py / 144.py / 145.py (structure,
docstring, label conventions, DECISIONS; read to AVOID their shapes) were read; no probe of theirs is
copied (new problems, new golds, new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B:
`<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit, a box, a
LaTeX expression or two values; long think blocks that try several candidate values; "**Final
Answer**" blocks and bold answers; a phrase marker then `####`; answers restated after a box in
other words (percent, dozen, cents, hours vs minutes: decided by the quantity asked); trailing checks
("Let me verify: ..."); completions cut at the token cap; invented next turns (`User:`, `Human:`,
`<|im_start|>user`); retractions phrased the way models phrase them ("Wait, ...", "Hmm, actually
...", "Let me recompute", "I made an error"); exact MATH values vs decimals; intervals, sets, tuples,
matrices, degrees/radians, base-n numerals, fractions, mixed numbers, complex numbers; negation and
annotation inside the answer. About half of kind B is a right answer in an honest but unusual form
(units, thousands separators, trailing words after the number, `\text{}`, `\dfrac`, `^\circ`,
"x = 9", "= 79", `\$99.00`). New shapes against rounds 136-145: answers inside markdown tables and
code-block outputs, `\text{}` sentences inside the box, `\boxed` inside `**Final Answer:**` on one
line, the answer tag opened with "Answer:" or "The answer is", two `<answer>` tags, `\fbox`,
`\boxed` with `\,` / `\!` spacing, answers written after a verification that finds a slip,
"Final answer: 79 ✅ (verified)", R1 closing sentences after the final block, `<|endoftext|>` then
a new "Question:", and partial tags (`<answer>` never closed, `</answer>` without an opening).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 batches of 18 muffins, 29 given away -> 79 (108 - 29; slip 89; subtotal 108); 6 bus
tickets at $14.50 + $12 parking -> 99 (87 + 12; without parking 87; per person 99/6 = 16.5);
45 min a day for 12 days, HOURS asked -> 9 (540 minutes; /60 = 9); 8 texts at 15 cents + 4 calls at
35 cents, CENTS asked -> 260 (120 + 140 = 260 = $2.60); 4 dozen eggs a day for 7 days, eggs asked ->
336 (48 a day; 48*7 = 336 = 28 dozen); 34 of 40 shots made, percent asked -> 85 (0.85; missed 15);
$1,250 a month saved for 9 months, $2,300 trip -> 8950 (11,250 - 2,300; subtotal 11250); 5 degrees,
dropping 3 an hour for 6 hours -> -13 (drop 18; 5 - 18 = -13); 3 cans of paint at $24.75 + 2 brushes
at $6.40 -> 87.05 (74.25 + 12.80; change from $100: 12.95); 432 pages at 24 a day -> 18 days
(432/24 = 18; 24*18 = 432).
MATH: two dice summing to 8 -> 5/36 (5 pairs; 0.13888...); hypotenuse of legs 4, 8 -> 4\sqrt{5}
(\sqrt{80}, ~8.944); |3x - 2| \le 7 -> [-5/3, 3] (-5 \le 3x \le 9); 2x^2 + x - 6 = 0 -> -2, 3/2
((2x - 3)(x + 2); sum -1/2); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; i^2 as +1: -5 - 10i;
conjugate 11 + 10i); 135 degrees -> 3\pi/4 (~2.35619); [[2, 1], [0, 3]][[1, -2], [4, 1]] ->
[[6, -3], [12, 3]] (2 + 4, -4 + 1; 0 + 12, 0 + 3; BA = [[2, -5], [8, 7]]); 100 in base 6 -> 244_6
(2*36 + 4*6 + 4; reversed 442_6 = 170); interior angle of a regular pentagon -> 108 degrees (540/5;
exterior 72; 3\pi/5 rad); x + y = 10, x - y = 4 -> (7, 3); 0.\overline{27} -> 3/11 (27/99;
0.2727...); 5 + 9 + ... + 61 -> 495 (15 terms; 15*66/2; 14 terms: 462); 2 3/4 + 1 5/8 -> 35/8
(22/8 + 13/8 = 4 3/8 = 4.375; adding tops and bottoms: 3 8/12); \sqrt{50} + \sqrt{8} -> 7\sqrt{2}
(5\sqrt2 + 2\sqrt2; ~9.8995; \sqrt{58} is a slip).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and odd tokens.
`_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth wrong / no_answer; kind B:
truth correct.

Label conventions (corpus/README.md; rounds 136, 144, 145): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its subscript,
an unreduced fraction or unsimplified radical equal to the gold, a terminating decimal equal to a
fraction gold, a mixed number) is correct; another quantity (a subtotal, the per-person value, the
drop instead of the temperature, the other unit than the one asked, the change instead of the cost,
the exterior angle, one coordinate, one root, the sum of the roots) is wrong; an answer tag's
content is the final answer (a sentence or equation in it is read for the value it states; two
values in it are a hedge -> wrong); a decimal for an exact irrational / repeating MATH gold is wrong;
a rounded GSM8K value is wrong; degrees are not radians; a percent gold 85 accepts 85% and "85
percent", but 0.85 and 0.85% are other values; a hedge or two different final answers is wrong; no
final answer (cut at the token cap, an empty tag, a supposition, a refusal) is no_answer; a value
the model marks wrong is wrong; an explicit correction after the answer ("Wait", "Hmm, actually",
"Let me recompute", "I made an error") makes the new value final, even when the correction itself
is a slip; a check, verification, offer or pleasantry after a committed answer that keeps it does
not replace it; text in an invented next turn (`User:`, `Human:`, ChatML, a new "Question:") does
not count, whether it holds the gold or another value; an end-of-text token after the answer is not
part of it; an answer restated after its box as the same quantity in other words keeps the box's
value when the box holds the quantity asked. Debatable probes carry `debatable=True` and a DECISIONS
entry.

Usage: python build_adversarial_redteam146.py  (writes adversarial_redteam146.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import (  # noqa: E402
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    m,
    r1final,
    th,
    write_probes,
)

EOT = "<|endoftext|>"

# ================================================================ GSM8K working
BAKE_SUB = "Each batch has 18 muffins, so 6 batches make 6 * 18 = <<6*18=108>>108 muffins.\n"
BAKE = BAKE_SUB + "After giving away 29, she has 108 - 29 = <<108-29=79>>79 muffins left.\n"
BAKE_SLIP = BAKE_SUB + "After giving away 29, she has 108 - 29 = 89 muffins left.\n"
TRIP_SUB = "Six tickets cost 6 * 14.50 = <<6*14.5=87>>87 dollars.\n"
TRIP = TRIP_SUB + "With $12 for parking, the trip costs 87 + 12 = <<87+12=99>>99 dollars.\n"
GARD_MIN = (
    "She gardens 45 minutes a day for 12 days, which is 45 * 12 = <<45*12=540>>540 minutes.\n"
)
GARD = GARD_MIN + "In hours that is 540 / 60 = <<540/60=9>>9 hours.\n"
TEXT = "The texts cost 8 * 15 = <<8*15=120>>120 cents.\nThe calls cost 4 * 35 = <<4*35=140>>140 cents.\nIn total he pays 120 + 140 = <<120+140=260>>260 cents.\n"
EGG_DAY = "4 dozen eggs is 4 * 12 = <<4*12=48>>48 eggs a day.\n"
EGG = EGG_DAY + "In 7 days the farm collects 48 * 7 = <<48*7=336>>336 eggs.\n"
SHOT = "She made 34 of her 40 shots, so her percentage is 34 / 40 * 100 = <<34/40*100=85>>85 percent.\n"
SAVE_SUB = "In 9 months he saves 9 * 1250 = <<9*1250=11250>>11,250 dollars.\n"
SAVE = SAVE_SUB + "After the $2,300 trip he has 11250 - 2300 = <<11250-2300=8950>>8,950 dollars.\n"
TEMP = "The temperature drops 3 * 6 = <<3*6=18>>18 degrees over 6 hours.\nSo it ends at 5 - 18 = <<5-18=-13>>-13 degrees.\n"
PAINT = "3 cans of paint cost 3 * 24.75 = <<3*24.75=74.25>>74.25 dollars.\n2 brushes cost 2 * 6.40 = <<2*6.40=12.80>>12.80 dollars.\nThe total is 74.25 + 12.80 = <<74.25+12.80=87.05>>87.05 dollars.\n"
READ = "The book has 432 pages and she reads 24 pages a day, so she needs 432 / 24 = <<432/24=18>>18 days.\n"

BAKE_LONG = th(
    "Okay, so 6 batches, 18 muffins each. 6 times 18 is 108.\n\n"
    "She gives away 29. 108 minus 29... 108 minus 30 is 78, plus 1 is 79.\n\n"
    "Hmm, wait, let me double-check: 79 + 29 = 108. Yes. Not 89.\n\n"
    "So 79 muffins are left.\n"
)
TRIP_LONG = th(
    "Six people, $14.50 each. 14.50 times 6: 14 times 6 is 84, 0.5 times 6 is 3, so 87.\n\n"
    "Plus parking $12. So 99. Or is the parking per person? It says $12 for parking, once. So 99.\n\n"
    "Per person it would be 99 / 6 = 16.50, but the question asks for the total cost of the trip. 99.\n"
)
GARD_LONG = th(
    "45 minutes a day, 12 days. 45 times 12 = 540 minutes.\n\n"
    "The question asks for hours. 540 divided by 60 is 9.\n\n"
    "Wait, let me make sure: 9 hours times 60 is 540. Yes. So 9 hours, not 540.\n"
)
EGG_LONG = th(
    "4 dozen a day, so 48 eggs a day. For 7 days: 48 * 7. 50 * 7 = 350, minus 14 = 336.\n\n"
    "Alternatively 4 dozen * 7 = 28 dozen, and 28 * 12 = 336. Same.\n\n"
    "The question asks for eggs, so 336, not 28.\n"
)
SAVE_LONG = th(
    "1250 a month for 9 months. 1250 * 9 = 11250.\n\n"
    "Minus the trip, 2300. 11250 - 2300 = 8950.\n\n"
    "Hmm, maybe 11250 - 2300 is 9950? No: 11250 - 2000 = 9250, minus 300 = 8950. OK, 8950.\n"
)
TEMP_LONG = th(
    "Starts at 5 degrees. Drops 3 each hour for 6 hours: 18 degrees total.\n\n"
    "5 - 18 = -13. Negative, so below zero. Hmm, could it be 13? No, 5 - 18 is negative. -13.\n"
)

# ================================================================ MATH working
G_DICE = r"\frac{5}{36}"
DICE = r"There are $36$ equally likely outcomes. The pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$, so the probability is $\frac{5}{36}"
G_HYP = r"4\sqrt{5}"
HYP = r"By the Pythagorean theorem, $c = \sqrt{4^2 + 8^2} = \sqrt{16 + 64} = \sqrt{80}"
G_ABS = r"\left[-\frac{5}{3}, 3\right]"
ABS = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_QUAD = r"-2, \frac{3}{2}"
QUAD = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8"
G_RAD = r"\frac{3\pi}{4}"
RAD = r"Multiplying by $\frac{\pi}{180^\circ}$, $135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}"
G_MAT = r"\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}"
MAT = r"Row 1: $(2 \cdot 1 + 1 \cdot 4,\ 2 \cdot (-2) + 1 \cdot 1) = (6, -3)$. Row 2: $(0 \cdot 1 + 3 \cdot 4,\ 0 \cdot (-2) + 3 \cdot 1) = (12, 3)$."
G_B6 = "244_6"
B6 = r"Dividing by $6$: $100 = 6 \cdot 16 + 4$, $16 = 6 \cdot 2 + 4$, $2 = 6 \cdot 0 + 2$. Reading the remainders from last to first,"
G_PENT = "108"
PENT = r"The interior angles of a pentagon sum to $(5 - 2) \cdot 180^\circ = 540^\circ$, so each angle of a regular pentagon is $\frac{540^\circ}{5}"
G_SYS = "(7, 3)"
SYS = r"Adding the equations, $2x = 14$, so $x = 7$, and then $y = 10 - 7 = 3$."
G_REP = r"\frac{3}{11}"
REP = r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}"
G_SER = "495"
SER = r"The series $5 + 9 + 13 + \cdots + 61$ has $\frac{61 - 5}{4} + 1 = 15$ terms, so its sum is $\frac{15(5 + 61)}{2}"
G_MIX = r"\frac{35}{8}"
MIX = r"$2\frac{3}{4} + 1\frac{5}{8} = \frac{11}{4} + \frac{13}{8} = \frac{22}{8} + \frac{13}{8}"
G_SURD = r"7\sqrt{2}"
SURD = r"$\sqrt{50} + \sqrt{8} = \sqrt{25 \cdot 2} + \sqrt{4 \cdot 2} = 5\sqrt{2} + 2\sqrt{2}"

DICE_LONG = th(
    "Two dice, sum 8. Count: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5. Is (1,7) possible? No, max is 6.\n\n"
    "So 5 out of 36. Hmm, or should I count unordered? Then it would be 3 out of 21, but the outcomes are not equally likely that way. Stick with 5/36.\n"
)
CPX_LONG = th(
    "(3 + 2i)(1 - 4i). 3 * 1 = 3. 3 * (-4i) = -12i. 2i * 1 = 2i. 2i * (-4i) = -8i^2 = +8.\n\n"
    "So 3 + 8 = 11 and -12i + 2i = -10i. 11 - 10i.\n\n"
    "Wait, earlier I almost wrote -5 - 10i, that would be with i^2 = 1. No. 11 - 10i.\n"
)
PENT_LONG = th(
    "Regular pentagon. Square is 90, hexagon 120. Pentagon should be between: (5-2)*180 = 540, /5 = 108.\n\n"
    "Exterior: 360/5 = 72, and 180 - 72 = 108. Consistent.\n"
)
ABS_LONG = th(
    "|3x - 2| <= 7. So -7 <= 3x - 2 <= 7. Add 2: -5 <= 3x <= 9. Divide by 3: -5/3 <= x <= 3.\n\n"
    "Closed because of <=. Hmm, -5/3 is about -1.67. The interval is [-5/3, 3].\n"
)
SER_LONG = th(
    "5, 9, 13, ..., 61. Difference 4. Number of terms: (61 - 5)/4 = 14, plus 1 = 15.\n\n"
    "Sum = 15 * (5 + 61) / 2 = 15 * 33 = 495. Hmm, if I used 14 terms I'd get 462, but it's 15. 495.\n"
)
# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_tag_answer_colon_subtotal", "A", "79", "wrong", "tag", BAKE_LONG + "<answer>Answer: 108</answer>", "the tag, opened with 'Answer:', holds the subtotal 108"),
    g("t_tag_two_tags_last_other", "A", "79", "wrong", "tag", th(BAKE) + "<answer>79</answer>\n<answer>89</answer>", "two answer tags; the last holds 89"),
    g("t_tag_sentence_per_person", "A", "99", "wrong", "tag", TRIP_LONG + "<answer>Each person pays $16.50.</answer>", "the tag's sentence states the per-person cost"),
    g("t_tag_minutes_unit", "A", "9", "wrong", "tag", th(GARD_MIN) + "<answer>540 minutes</answer>", "hours asked; the tag holds 540 minutes"),
    g("t_tag_dollars_for_cents", "A", "260", "wrong", "tag", th(TEXT + "That is $2.60.\n") + "<answer>$2.60</answer>", "cents asked; the tag holds $2.60"),
    g("t_tag_dozen", "A", "336", "wrong", "tag", th("4 dozen a day for 7 days is 28 dozen.\n") + "<answer>28 dozen</answer>", "eggs asked; the tag holds 28 dozen"),
    g("t_tag_fraction_for_percent", "A", "85", "wrong", "tag", th("34 / 40 = 0.85.\n") + "<answer>0.85</answer>", "percent asked; 0.85 is the fraction"),
    g("t_tag_hedge_slash", "A", "8950", "wrong", "tag", SAVE_LONG + "<answer>8950 / 9950</answer>", "two values in the tag separated by a slash: a hedge"),
    g("t_tag_unclosed_cut", "A", "-13", "no_answer", "none", TEMP_LONG + "<answer>The final temperature is", "the tag is never closed; cut before the value"),
    g("t_tag_equation_change", "A", "87.05", "wrong", "tag", th(PAINT + "Change from $100: 100 - 87.05 = 12.95.\n") + "<answer>100 - 87.05 = 12.95</answer>", "an equation in the tag ending in the change"),
    g("t_tag_placeholder", "A", "18", "no_answer", "tag", th(READ) + "<answer>[your answer here]</answer>", "a placeholder in the tag; 18 only in the thinking"),
    g("t_ok_tag_answer_is", "B", "79", "correct", "tag", BAKE_LONG + "<answer>The answer is 79.</answer>", "the tag opened with 'The answer is'; 89 and 108 only in the thinking"),
    g("t_ok_tag_dollar_dec", "B", "99", "correct", "tag", TRIP_LONG + "<answer>\\$99.00</answer>", "escaped dollar and .00 in the tag"),
    g("t_ok_tag_hours_word", "B", "9", "correct", "tag", GARD_LONG + "<answer>9 hours</answer>", "a unit word in the tag; 540 only in the thinking"),
    g("t_ok_tag_cents_word", "B", "260", "correct", "tag", th(TEXT) + "<answer>260 cents</answer>", "the cents asked, with the unit"),
    g("t_ok_tag_box_eggs", "B", "336", "correct", "tag", EGG_LONG + "<answer>$\\boxed{336}$ eggs</answer>", "a box and a noun in the tag; 28 dozen only in the thinking"),
    g("t_ok_tag_percent_sentence", "B", "85", "correct", "tag", th(SHOT) + "<answer>She made 85% of her shots.</answer>", "a sentence with a percent sign"),
    g("t_ok_tag_equation_comma", "B", "8950", "correct", "tag", SAVE_LONG + "<answer>11,250 - 2,300 = 8,950</answer>", "an equation with thousands commas ending in the gold"),
    g("t_ok_tag_negative_degrees", "B", "-13", "correct", "tag", TEMP_LONG + "<answer>-13 degrees</answer>", "a negative value with a unit; 13 considered and rejected in the thinking"),
    g("t_ok_tag_x_equals", "B", "18", "correct", "tag", th("Let d be the number of days. 24d = 432, so d = 18.\n") + "<answer>d = 18</answer>", "d = 18 in the tag (d defined as the days)"),
    g("t_ok_tag_only_close", "B", "87.05", "correct", "tag", th(PAINT) + "87.05</answer>", "the opening tag missing; the value before </answer>"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_bold_gold_hash_sub", "A", "79", "wrong", "hash", BAKE + "**Answer: 79 muffins**\n#### 108", "bold 79, then #### 108 last: the marked value is the subtotal"),
    g("h_hash_parking_only", "A", "99", "wrong", "hash", TRIP_SUB + "The tickets cost $87.\n#### 87", "the tickets without the parking"),
    g("h_final_colon_hash_minutes", "A", "9", "wrong", "hash", GARD_MIN + "Final answer: 540 minutes\n#### 540", "hours asked; the marked value is 540 (minutes)"),
    g("h_hash_cut_after", "A", "260", "no_answer", "none", "The texts cost 8 * 15 = 120 cents.\nThe calls cost 4 * 35 = 140 cents.\nSo the total is\n#### ", "cut at the token cap right after ####"),
    g("h_hash_per_day", "A", "336", "wrong", "hash", EGG_DAY + "The answer is 48 eggs per day.\n#### 48", "the per-day value"),
    g("h_answer_is_hash_missed", "A", "85", "wrong", "hash", SHOT + "She missed 100 - 85 = 15 percent.\nThe answer is 15.\n#### 15", "the percent missed, not made"),
    g("h_hash_rounded_savings", "A", "8950", "wrong", "hash", SAVE + "So he has about $9,000 left.\n#### 9000", "the #### holds a rounded value"),
    g("h_ok_phrase_hash_neg", "B", "-13", "correct", "hash", TEMP + "So the final answer is -13 degrees.\n#### -13", "phrase and #### agree on the negative value"),
    g("h_ok_bold_final_hash_dollar", "B", "87.05", "correct", "hash", PAINT + "**Final Answer: $87.05**\n\n#### $87.05", "a dollar sign after ####"),
    g("h_ok_hash_days_word", "B", "18", "correct", "hash", READ + "It takes her 18 days.\n#### 18 days", "a unit word after the #### number"),
    g("h_ok_hash_same_line", "B", "79", "correct", "hash", BAKE + "The final answer is #### 79", "the phrase and #### on one line"),
    g("h_ok_hash_bold_value", "B", "99", "correct", "hash", TRIP + "#### **99**", "a bold value after ####"),
    g("h_ok_hash_hours_sentence", "B", "9", "correct", "hash", GARD + "#### 9 hours in total", "trailing words after the #### number"),
    g("h_ok_hash_cents_symbol", "B", "260", "correct", "hash", TEXT + "Final answer: 260¢\n#### 260¢", "a cent sign after the value"),
    g("h_ok_hash_comma_eggs", "B", "336", "correct", "hash", EGG + "**The farm collects 336 eggs.**\n#### 336", "bold sentence then ####"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_paint", "A", "87.05", "wrong", "boxed", PAINT + "Rounded to the nearest dollar, the total is $\\boxed{87}$.", "87.05 rounded to 87"),
    g("x_dropped_zero_paint", "A", "87.05", "wrong", "boxed", PAINT + "The total is $\\boxed{87.5}$ dollars.", "87.5 is not 87.05 (dropped zero)"),
    g("x_thousands_dot_misread", "A", "8950", "wrong", "boxed", "In thousands: 9 * 1.25 = 11.25 and 11.25 - 2.3 = 8.95.\nSo he has $\\boxed{8.95}$ dollars left.", "8.95 dollars is not 8950 (working in thousands, the scale dropped in the box)"),
    g("x_per_person_ceil", "A", "99", "wrong", "boxed", TRIP + "Split among 6 people that is about $\\boxed{17}$ dollars each.", "per-person cost, rounded"),
    g("x_days_fraction", "A", "18", "wrong", "boxed", "432 / 25 = 17.28, so she needs $\\boxed{17.28}$ days.", "divided by the wrong rate"),
    g("x_sci_power", "A", "8950", "wrong", "boxed", SAVE + "That is $\\boxed{8.95 \\times 10^2}$ dollars.", "8.95e2 = 895, a power slip"),
    g("x_ok_sci_right", "B", "8950", "correct", "boxed", SAVE + "That is $\\boxed{8.95 \\times 10^3}$ dollars.", "8.95e3 = 8950"),
    g("x_ok_thin_space", "B", "8950", "correct", "boxed", SAVE + "He has $\\boxed{8\\,950}$ dollars left.", "a LaTeX thin space as thousands separator"),
    g("x_ok_trailing_zero_box", "B", "79", "correct", "boxed", BAKE + "She has $\\boxed{79.00}$ muffins left.", "79.00 = 79"),
    g("x_ok_text_sentence_box", "B", "99", "correct", "boxed", TRIP + "$\\boxed{\\text{The trip costs } \\$99}$", "a \\text sentence inside the box with the value"),
    g("x_ok_fbox", "B", "18", "correct", "boxed", READ + "$\\fbox{18}$", "\\fbox instead of \\boxed"),
    g("x_ok_box_spacing", "B", "-13", "correct", "boxed", TEMP + "The final temperature is $\\boxed{\\,-13\\,}$ degrees.", "\\, spacing inside the box"),
    g("x_ok_nine_point_zero", "B", "9", "correct", "boxed", GARD + "She spends $\\boxed{9.0}$ hours gardening.", "9.0 = 9"),

    # ================================================================ 4. negation / annotation (n_)
    g("n_box_then_wrong_mark", "A", "79", "wrong", "boxed", BAKE + "$\\boxed{79}$\n\nHmm, this doesn't look right. I think I made a mistake somewhere.", "the model doubts its box and commits to nothing else: a value the model marks wrong", True),
    g("n_not_gold_then_other", "A", "99", "wrong", "answer_is", TRIP + "The answer isn't 99, because parking is per person: 6 * 12 = 72, so 87 + 72 = 159.\nThe answer is 159.", "the gold negated, 159 asserted"),
    g("n_cross_emoji_final", "A", "336", "wrong", "final_answer_phrase", EGG + "Final answer: 336 ❌ — the farm only collects on weekdays, so 48 * 5 = 240.\nFinal answer: 240", "the gold marked with a cross, 240 final"),
    g("n_strike_gold_only", "A", "85", "no_answer", "bare_last_line", SHOT + "~~85%~~", "the only final value struck out, nothing after"),
    g("n_neg_sign_dropped", "A", "-13", "wrong", "boxed", TEMP + "It is 13 degrees below zero, so the answer is $\\boxed{13}$.", "the box drops the sign; the temperature asked is -13", True),
    g("n_ok_not_other_box", "B", "79", "correct", "boxed", BAKE + "So she has $\\boxed{79}$ muffins left (not 108, which is before giving any away).", "another value negated in an annotation after the box"),
    g("n_ok_check_emoji", "B", "260", "correct", "final_answer_phrase", TEXT + "Final answer: 260 cents ✅ (verified: 120 + 140 = 260)", "a check emoji and a verification after the value"),
    g("n_ok_below_zero_annot", "B", "-13", "correct", "boxed", TEMP + "$\\boxed{-13}$ (that is, 13 degrees below zero)", "an annotation restating the sign in words"),
    g("n_ok_not_dozens_tag", "B", "336", "correct", "tag", th(EGG) + "<answer>336 (eggs, not dozens)</answer>", "an annotation in the tag negating the other unit"),
    g("n_ok_strike_slip_then_gold", "B", "8950", "correct", "bare_last_line", SAVE + "**Answer:** ~~9,950~~ **8,950**", "a slip struck, the gold after it"),

    # ================================================================ 5. units / restated in other words (u_)
    g("u_box_minutes", "A", "9", "wrong", "boxed", GARD_MIN + "So she gardens for $\\boxed{540}$ minutes.", "hours asked; the box holds minutes"),
    g("u_box_dollars_cents", "A", "260", "wrong", "boxed", TEXT + "So he pays $\\boxed{2.60}$ dollars.", "cents asked; the box holds 2.60 (dollars)"),
    g("u_box_dozens", "A", "336", "wrong", "boxed", EGG + "That is 336 / 12 = 28 dozen.\nThe farm collects $\\boxed{28}$ dozen eggs.", "eggs asked; the box holds 28 (dozens) last"),
    g("u_drop_not_temp", "A", "-13", "wrong", "boxed", TEMP + "So the temperature falls $\\boxed{18}$ degrees.", "the drop, not the temperature"),
    g("u_weeks_for_days", "A", "18", "wrong", "boxed", READ + "That is 18 / 7 ≈ 2.6 weeks.\nShe needs about $\\boxed{2.6}$ weeks.", "days asked; the box holds weeks"),
    g("u_ok_box_hours_restate_min", "B", "9", "correct", "boxed", GARD + "She gardens $\\boxed{9}$ hours, which is 540 minutes.", "the box holds the hours asked; the minutes are a restatement"),
    g("u_ok_cents_restate_dollars", "B", "260", "correct", "boxed", TEXT + "$\\boxed{260}$ cents (= $2.60)", "the cents asked, restated in dollars"),
    g("u_ok_eggs_restate_dozen", "B", "336", "correct", "boxed", EGG + "The farm collects $\\boxed{336}$ eggs, or 28 dozen.", "the eggs asked, restated in dozens"),
    g("u_ok_percent_text", "B", "85", "correct", "boxed", SHOT + "$\\boxed{85\\%}$", "an escaped percent sign in the box"),
    g("u_ok_percent_word_box", "B", "85", "correct", "boxed", SHOT + "$\\boxed{85 \\text{ percent}}$", "the word percent in \\text"),
    g("u_ok_dollars_text", "B", "87.05", "correct", "boxed", PAINT + "$\\boxed{87.05 \\text{ dollars}}$", "a \\text unit after the value"),
    g("u_ok_thousand_word", "B", "8950", "correct", "prose_sentence", SAVE + "He has $8.95 thousand left after the trip, i.e. $8,950.", "'8.95 thousand', then $8,950 last"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_wait_recompute_wrong", "A", "79", "wrong", "boxed", BAKE + "$\\boxed{79}$\n\nWait, she gave away 29 to each of 2 neighbors. Let me recompute: 108 - 58 = 50.\n\n$\\boxed{50}$", "a retraction to a misreading: 50 last"),
    g("r_hmm_actually_parking", "A", "99", "wrong", "answer_is", TRIP + "The answer is 99.\n\nHmm, actually, the parking is $12 per hour for 2 hours, so 87 + 24 = 111.\nThe answer is 111.", "'Hmm, actually' to 111"),
    g("r_made_error_minutes", "A", "9", "wrong", "final_answer_phrase", GARD + "Final Answer: 9\n\nI made an error: the question asks for the total time, which is 540 minutes.\nFinal Answer: 540", "'I made an error' to the other unit"),
    g("r_verify_finds_slip", "A", "336", "wrong", "boxed", EGG + "$\\boxed{336}$\n\nLet me verify: 48 * 7 = 326. So the answer should be $\\boxed{326}$.", "a verification that 'finds' a slip: 326 last"),
    g("r_let_me_recheck_other", "A", "8950", "wrong", "hash", SAVE + "#### 8950\n\nLet me recheck: 11250 - 2300 = 9950.\n#### 9950", "a recheck to a subtraction slip: 9950 last"),
    g("r_no_wait_positive", "A", "-13", "wrong", "bare_last_line", TEMP + "-13\n\nNo wait, temperatures below zero are written as positive in Fahrenheit. 13", "a 'No wait' to 13 last"),
    g("r_correction_cut", "A", "87.05", "no_answer", "truncated", PAINT + "The total is $87.05.\n\nWait, I think I misread the price of the brushes. Let me recompute: 2 brushes cost 2 *", "the answer retracted, cut before the new value"),
    g("r_ok_wait_back_to_gold", "B", "79", "correct", "boxed", BAKE + "Wait, did she give away 29 or 39? Rereading: 29. So it stays 108 - 29 = 79.\n\n$\\boxed{79}$", "a 'Wait' that rereads and keeps the gold"),
    g("r_ok_verify_keeps", "B", "99", "correct", "boxed", TRIP + "$\\boxed{99}$\n\nLet me verify: 14.50 * 6 = 87 and 87 + 12 = 99. ✓", "a trailing verification that confirms"),
    g("r_ok_error_fixed_to_gold", "B", "18", "correct", "boxed", "432 / 24 = 17. $\\boxed{17}$\n\nI made an error: 24 * 17 = 408, not 432. 24 * 18 = 432, so she needs $\\boxed{18}$ days.", "'I made an error', the gold last"),
    g("r_ok_hmm_slip_then_gold", "B", "260", "correct", "answer_is", "The texts cost 8 * 15 = 120 cents and the calls 4 * 35 = 150 cents, total 270.\n\nHmm, actually 4 * 35 = 140, not 150. So the total is 120 + 140 = 260.\n\nThe answer is 260.", "a slip corrected with 'Hmm, actually'"),
    g("r_ok_check_alt_method", "B", "336", "correct", "boxed", EGG + "$\\boxed{336}$\n\nCheck with dozens: 4 * 7 = 28 dozen, and 28 * 12 = 336. ✓ The answer is consistent.", "a check with another method after the box"),
    g("r_ok_recompute_same", "B", "-13", "correct", "final_answer_phrase", TEMP + "Let me recompute to be safe: 6 hours * 3 = 18; 5 - 18 = -13.\n\nFinal answer: -13°", "a recomputation keeping the gold, a degree sign after"),

    # ================================================================ 7. invented turns, quoted values (q_)
    g("q_user_turn_gold_only", "A", "79", "wrong", "answer_is", BAKE_SLIP + "The answer is 89.\n\nUser: That's wrong, it should be 79.", "the model's answer is 89; 79 only in an invented user turn"),
    g("q_human_turn_other", "A", "9", "wrong", "final_answer_phrase", GARD_MIN + "Final Answer: 540\n\nHuman: Convert that to hours.\n\nAssistant: 540 / 60 = 9 hours.", "the answer to the question posed is 540 minutes; the hours come in an invented turn"),
    g("q_im_start_other", "A", "336", "wrong", "boxed", "4 dozen a day is 48 eggs. In 7 days the farm collects 48 * 7 = 326 eggs.\n$\\boxed{326}$" + IM_USER + "Is it 336?", "326 boxed; 336 in an invented ChatML user turn"),
    g("q_hypothetical", "A", "85", "no_answer", "prose_sentence", "If she had made 34 of 40 shots, her percentage would be 85%. But the question does not say how many she made, so I cannot answer.", "a supposition and a refusal"),
    g("q_quoted_key_other", "A", "87.05", "wrong", "answer_is", "The answer key says $87.05, but I get 3 * 24.75 = 74.25 and 2 * 6.40 = 12.80, total 87.50.\nThe answer is 87.50.", "the gold only in the reported answer key; the model answers 87.50"),
    g("q_endoftext_new_question", "A", "18", "wrong", "answer_is", "432 / 24 = 16.\nThe answer is 16." + EOT + "Question: A book has 540 pages...\nAnswer: 432 / 24 = 18.", "16 is the answer to the question posed; 18 only after the end-of-text token"),
    g("q_ok_user_turn_after", "B", "99", "correct", "answer_is", TRIP + "The answer is 99.\n\nUser: Now do it with 8 people.\nAssistant: 8 * 14.50 = 116, plus 12 = 128.", "the gold answers the question posed; 128 in an invented turn"),
    g("q_ok_im_start_after", "B", "260", "correct", "boxed", TEXT + "$\\boxed{260}$" + IM_USER + "What if each call cost 40 cents?", "an invented ChatML turn after the box"),
    g("q_ok_endoftext_question", "B", "-13", "correct", "hash", TEMP + "#### -13" + EOT + "Question: The temperature is 10 degrees and rises 2 degrees an hour...\nAnswer: 10 + 2 * 4 = 18\n#### 18", "an end-of-text token, then a new question with another ####"),
    g("q_ok_human_after_final", "B", "8950", "correct", "final_answer_phrase", SAVE + "**Final Answer:** $\\boxed{8950}$\n\nHuman: Thanks! How much did he save before the trip?\n\nAssistant: $11,250.", "the subtotal only in an invented turn"),
    g("q_ok_quoted_wrong_then_own", "B", "336", "correct", "answer_is", "My friend said 326, but 48 * 7 = 336.\nThe answer is 336.", "another value only reported"),

    # ================================================================ 8. token-cap cuts, loops, odd tokens (b_)
    g("b_cut_mid_think", "A", "79", "no_answer", "truncated", "<think>\nOkay, 6 batches of 18 muffins is 108. She gives away 29, so 108 - 29 = 79. Let me double check by adding: 79 + 29", "cut inside the think block; no answer tag"),
    g("b_cut_in_box", "A", "99", "no_answer", "truncated", TRIP + "So the total cost is $\\boxed{9", "cut inside the box after the first digit"),
    g("b_cut_final_answer_heading", "A", "9", "no_answer", "truncated", GARD + "**Final Answer**\n\\[\n\\boxed{", "cut inside the final block's box"),
    g("b_loop_cut", "A", "260", "no_answer", "truncated", "The texts cost 120 cents. The calls cost 140 cents. " * 40 + "The texts cost 120 cents. The calls", "a repetition loop with no final value"),
    g("b_loop_repeat_subtotal", "A", "8950", "wrong", "answer_is", SAVE_SUB + "The answer is 11250.\n" * 6 + "The answer is 11250.", "a loop repeating the subtotal"),
    g("b_think_only_no_tag", "A", "-13", "no_answer", "truncated", TEMP_LONG + "<answer>", "an opening tag with nothing after: cut"),
    g("b_ok_eot_after_tag", "B", "79", "correct", "tag", th(BAKE) + "<answer>79</answer>" + EOT, "an end-of-text token after the tag"),
    g("b_ok_im_end_after_box", "B", "18", "correct", "boxed", READ + "$\\boxed{18}$<|im_end|>", "an im_end token after the box"),
    g("b_ok_loop_same_value", "B", "87.05", "correct", "answer_is", PAINT + "The answer is $87.05.\n" * 5, "the same final sentence repeated; no other value"),
    g("b_ok_code_output", "B", "336", "correct", "bare_last_line", "```python\neggs_per_day = 4 * 12\nprint(eggs_per_day * 7)\n```\n```output\n336\n```\nThe farm collects 336 eggs.", "a code block and its output, then a sentence with the gold"),
    g("b_ok_table_then_answer", "B", "9", "correct", "answer_is", "| quantity | value |\n|---|---|\n| minutes per day | 45 |\n| days | 12 |\n| total minutes | 540 |\n| total hours | 9 |\n\nThe answer is 9 hours.", "a markdown table with the minutes, then the hours asked"),
    g("b_ok_crlf", "B", "85", "correct", "hash", SHOT.replace("\n", "\r\n") + "#### 85\r\n", "CRLF line endings"),
    g("b_ok_r1final_then_sentence", "B", "99", "correct", "boxed", TRIP_LONG + "The trip costs $87 for tickets plus $12 for parking.\n\n" + r1final("99") + "\n\nSo the total cost of the trip is $99.", "R1 final block then a closing sentence with the same value"),
    g("b_ok_qwen_end", "B", "18", "correct", "boxed", READ + QWEN_END.format("18"), "Qwen's closing line"),
    g("b_ok_llama_end", "B", "-13", "correct", "boxed", "## Step 1: Find the drop\n3 * 6 = 18 degrees.\n\n## Step 2: Subtract\n5 - 18 = -13.\n\n" + LLAMA_END.format("-13"), "Llama's closing line with a negative"),
    g("b_ok_minerva_dollar", "B", "87.05", "correct", "minerva", PAINT + MINERVA.format("\\$87.05"), "Minerva line with an escaped dollar"),

    # ---------------------------------------------------------------- more GSM8K shapes
    g("t_tag_hedge_or", "A", "18", "wrong", "tag", th("432 / 24 = 18, or maybe 17 if the last day is partial.\n") + "<answer>17 or 18</answer>", "two values in the tag: a hedge"),
    g("t_tag_about", "A", "87.05", "wrong", "tag", th(PAINT) + "<answer>about $87</answer>", "a rounded value in the tag"),
    g("t_think_hash_tag_other", "A", "79", "wrong", "tag", th(BAKE + "#### 79\n") + "<answer>89</answer>", "#### 79 inside the think block; the tag says 89"),
    g("r_actually_per_person", "A", "99", "wrong", "bare_last_line", TRIP + "**Final Answer: $99**\n\nActually, the question asks how much each person pays: 99 / 6 = 16.50.\n\n**Final Answer: $16.50**", "'Actually' switches to the per-person value"),
    g("q_instruction_turn_gold", "A", "79", "wrong", "answer_is", BAKE_SLIP + "The answer is 89.\n\n### Instruction:\nCheck the subtraction: 108 - 29 = 79.", "89 answered; 79 only in an invented instruction turn"),
    g("u_box_fraction_for_percent", "A", "85", "wrong", "boxed", "34 / 40 = 0.85\nSo her shooting percentage is $\\boxed{0.85}$.", "percent asked; 0.85 is the fraction"),
    g("b_cut_after_final_label", "A", "336", "no_answer", "truncated", EGG_DAY + "In 7 days the farm collects 48 * 7 eggs.\n\n**Final Answer:**", "cut right after the label; the product never evaluated"),
    g("b_empty_box", "A", "-13", "no_answer", "boxed", "The temperature drops 18 degrees over 6 hours.\n$\\boxed{}$", "an empty box"),
    g("q_assumed_rate", "A", "18", "wrong", "answer_is", "The problem does not say how fast she reads, so let's assume 20 pages a day: 432 / 20 = 21.6 days.\nThe answer is 21.6.", "an assumed rate: 21.6"),
    g("h_hash_hours_as_minutes_text", "A", "9", "wrong", "hash", GARD + "She gardens 9 hours.\n#### 540 minutes", "the #### holds the other unit"),
    g("r_hmm_switch_to_minutes", "A", "9", "wrong", "bare_last_line", GARD + "Final: 9 hours\n\nHmm, actually the rate is given in minutes, so the answer should stay in minutes: 540", "'Hmm, actually' switches to the other unit: 540 last"),
    g("t_ok_tag_bold", "B", "79", "correct", "tag", BAKE_LONG + "<answer>**79 muffins**</answer>", "bold value and noun in the tag"),
    g("t_ok_tag_multiline", "B", "85", "correct", "tag", th(SHOT) + "<answer>\nShe made 34 out of 40 shots.\nThat is 85%.\n</answer>", "a two-line tag: the given counts, then the percent asked"),
    g("h_ok_hash_point_zero_zero", "B", "99", "correct", "hash", TRIP + "The trip costs $99.00.\n#### 99.00", "#### with .00"),
    g("x_ok_box_dollar_comma", "B", "8950", "correct", "boxed", SAVE + "He has $\\boxed{\\$8,950}$ left.", "an escaped dollar and a comma in the box"),
    g("u_ok_hours_h", "B", "9", "correct", "boxed", GARD + "$\\boxed{9\\ \\text{h}}$", "an abbreviated unit in \\text"),
    g("r_ok_scratch_that", "B", "79", "correct", "answer_is", "6 * 18 = 108 muffins. 108 - 29 = 81. Scratch that, 108 - 29 = 79.\nThe answer is 79.", "a slip corrected with 'Scratch that'"),
    g("q_ok_instruction_after", "B", "18", "correct", "hash", READ + "#### 18\n\n### Instruction:\nA book has 600 pages and she reads 25 a day...\n#### 24", "an invented instruction turn with its own ####"),
    g("b_ok_narrow_nbsp", "B", "8950", "correct", "answer_is", SAVE + "The answer is 8\u202f950 dollars.", "a narrow no-break space as thousands separator"),
]
# fmt: on
# fmt: off
CASES += [
    # ================================================================ 1. answer tags (t_), MATH
    m("t_m_tag_decimal", "A", G_DICE, "wrong", "tag", DICE_LONG + "<answer>0.139</answer>", "0.139 for 5/36 (0.13888...)"),
    m("t_m_tag_unordered", "A", G_DICE, "wrong", "tag", DICE_LONG + r"<answer>$\frac{3}{21}$</answer>", "the unordered count rejected in the thinking, then put in the tag"),
    m("t_m_tag_conjugate", "A", G_CPX, "wrong", "tag", CPX_LONG + "<answer>11 + 10i</answer>", "the conjugate in the tag"),
    m("t_m_tag_two_values", "A", G_CPX, "wrong", "tag", CPX_LONG + "<answer>11 - 10i or -5 - 10i</answer>", "two values in the tag: a hedge"),
    m("t_m_tag_exterior", "A", G_PENT, "wrong", "tag", PENT_LONG + r"<answer>$72^\circ$</answer>", "the exterior angle in the tag"),
    m("t_m_tag_open_interval", "A", G_ABS, "wrong", "tag", ABS_LONG + r"<answer>$\left(-\frac{5}{3}, 3\right)$</answer>", "an open interval for a closed one"),
    m("t_m_tag_one_root", "A", G_QUAD, "wrong", "tag", th(QUAD + "\n") + r"<answer>$x = \frac{3}{2}$</answer>", "only the positive root"),
    m("t_m_tag_sum_roots", "A", G_QUAD, "wrong", "tag", th(QUAD + " Their sum is $-\\frac{1}{2}$.\n") + r"<answer>$-\frac{1}{2}$</answer>", "the sum of the roots"),
    m("t_m_tag_x_only", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>x = 7</answer>", "only x"),
    m("t_m_tag_off_by_one", "A", G_SER, "wrong", "tag", SER_LONG.replace("but it's 15. 495.", "and that looks right. 462.") + "<answer>462</answer>", "the off-by-one sum in the tag"),
    m("t_m_tag_cut_in_frac", "A", G_REP, "no_answer", "truncated", th(REP + "$.\n") + r"<answer>$\frac{3}{", "cut at the token cap inside the fraction in the tag"),
    m("t_m_tag_base10", "A", G_B6, "wrong", "tag", th(B6 + " $244_6$.\n") + "<answer>100</answer>", "the given base-10 number in the tag"),
    m("t_m_ok_tag_dfrac", "B", G_DICE, "correct", "tag", DICE_LONG + r"<answer>$\dfrac{5}{36}$</answer>", "\\dfrac in the tag; 3/21 only in the thinking"),
    m("t_m_ok_tag_sentence_cpx", "B", G_CPX, "correct", "tag", CPX_LONG + r"<answer>The product is $11 - 10i$.</answer>", "a sentence in the tag; -5 - 10i rejected in the thinking"),
    m("t_m_ok_tag_degree_word", "B", G_PENT, "correct", "tag", PENT_LONG + "<answer>108 degrees</answer>", "a degree gold with the word degrees; 72, 90, 120 in the thinking"),
    m("t_m_ok_tag_interval_words", "B", G_ABS, "correct", "tag", ABS_LONG + r"<answer>$-\frac{5}{3} \le x \le 3$</answer>", "the interval as an inequality chain"),
    m("t_m_ok_tag_roots_set", "B", G_QUAD, "correct", "tag", th(QUAD + "\n") + r"<answer>$\left\{-2, \frac{3}{2}\right\}$</answer>", "the roots as a set"),
    m("t_m_ok_tag_pair_eq", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(x, y) = (7, 3)</answer>", "(x, y) = (7, 3)"),
    m("t_m_ok_tag_box", "B", G_SER, "correct", "tag", SER_LONG + r"<answer>\boxed{495}</answer>", "a box in the tag; 462 only in the thinking"),
    m("t_m_ok_tag_base_text", "B", G_B6, "correct", "tag", th(B6 + " $244_6$.\n") + r"<answer>$244_{6}$</answer>", "a base-6 subscript in braces"),
    m("t_m_ok_tag_radical_eq", "B", G_HYP, "correct", "tag", th(HYP + "$.\n") + r"<answer>$c = \sqrt{80} = 4\sqrt{5}$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_tag_matrix_b", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>$\begin{bmatrix} 6 & -3 \\ 12 & 3 \end{bmatrix}$</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_tag_pi_frac", "B", G_RAD, "correct", "tag", th(RAD + "$.\n") + r"<answer>\frac{3}{4}\pi</answer>", "3/4 pi with pi outside the fraction"),

    # ================================================================ 2. phrase marker / bold then #### (h_), MATH
    m("h_m_hash_decimal_surd", "A", G_SURD, "wrong", "hash", SURD + r" = 7\sqrt{2} \approx 9.90$." + "\n#### 9.90", "a decimal for 7\\sqrt2"),
    m("h_m_phrase_gold_hash_other", "A", G_MIX, "wrong", "hash", MIX + r" = \frac{35}{8}$." + "\nThe answer is $\\frac{35}{8}$.\n#### 4", "phrase 35/8, #### 4 (the whole part)"),
    m("h_m_hash_transpose", "A", G_MAT, "wrong", "hash", MAT + "\n#### [[6, 12], [-3, 3]]", "the transpose of the product"),
    m("h_m_hash_degrees_for_rad", "A", G_RAD, "wrong", "hash", "The angle is $135^\\circ$.\n**Answer: 135°**\n#### 135", "degrees where radians are asked"),
    m("h_m_hash_pair_swapped", "A", G_SYS, "wrong", "hash", SYS + "\n**Answer:** $(7, 3)$\n#### (3, 7)", "the #### swaps the coordinates"),
    m("h_m_hash_squared", "A", G_HYP, "wrong", "hash", HYP + "$.\nThe answer is $c^2 = 80$.\n#### 80", "c^2, not c"),
    m("h_m_ok_hash_slash_frac", "B", G_DICE, "correct", "hash", DICE + "$.\n**Answer:** $\\frac{5}{36}$\n#### 5/36", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt_words", "B", G_SURD, "correct", "hash", SURD + r" = 7\sqrt{2}$." + "\nThe answer is $7\\sqrt{2}$.\n#### 7√2", "a Unicode radical after ####"),
    m("h_m_ok_hash_closed_interval", "B", G_ABS, "correct", "hash", ABS + "\n#### [-5/3, 3]", "a closed interval with a slash fraction"),
    m("h_m_ok_hash_cpx_tight", "B", G_CPX, "correct", "hash", CPX + " = 11 - 10i$.\n#### 11-10i", "a complex number without spaces"),
    m("h_m_ok_hash_degree_sym", "B", G_PENT, "correct", "hash", PENT + r" = 108^\circ$." + "\n#### 108°", "a degree sign after ####"),
    m("h_m_ok_hash_mixed", "B", G_MIX, "correct", "hash", MIX + r" = \frac{35}{8} = 4\frac{3}{8}$." + "\n#### 35/8", "a slash fraction after the mixed number in the working"),

    # ================================================================ 3. exactness (x_), MATH
    m("x_m_decimal_prob", "A", G_DICE, "wrong", "boxed", DICE + r" \approx \boxed{0.1389}$", "0.1389 for 5/36"),
    m("x_m_decimal_hyp", "A", G_HYP, "wrong", "boxed", HYP + r" \approx \boxed{8.94}$", "8.94 for 4\\sqrt5 (8.944...)"),
    m("x_m_decimal_rad", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{2.356}$", "2.356 for 3\\pi/4 (2.35619...)"),
    m("x_m_repeating_trunc", "A", G_REP, "wrong", "boxed", REP + r" \approx \boxed{0.27}$", "0.27 is not 3/11"),
    m("x_m_27_over_100", "A", G_REP, "wrong", "boxed", r"$0.\overline{27} = \boxed{\frac{27}{100}}$", "27/100 is 0.27, not 0.2727..."),
    m("x_m_surd_added_inside", "A", G_SURD, "wrong", "boxed", r"$\sqrt{50} + \sqrt{8} = \boxed{\sqrt{58}}$", "radicands added: a slip"),
    m("x_m_half_open", "A", G_ABS, "wrong", "boxed", ABS + r" So $x \in \boxed{\left[-\frac{5}{3}, 3\right)}$.", "a half-open interval"),
    m("x_m_decimal_endpoint", "A", G_ABS, "wrong", "boxed", ABS + r" So $x \in \boxed{[-1.67, 3]}$.", "-1.67 is not -5/3"),
    m("x_m_mixed_wrong", "A", G_MIX, "wrong", "boxed", r"$2\frac{3}{4} + 1\frac{5}{8} = 3\frac{8}{12} = \boxed{3\frac{2}{3}}$", "numerators and denominators added: 11/3"),
    m("x_m_matrix_BA", "A", G_MAT, "wrong", "boxed", r"Multiplying in the other order, $\boxed{\begin{pmatrix} 2 & -5 \\ 8 & 7 \end{pmatrix}}$.", "the product in the wrong order"),
    m("x_m_ok_unsimplified_radical", "B", G_HYP, "correct", "boxed", HYP + r" = \boxed{\sqrt{80}}$", "\\sqrt{80} = 4\\sqrt5, unsimplified but equal in value"),
    m("x_m_ok_unreduced", "B", G_REP, "correct", "boxed", REP + r"$, so the answer is $\boxed{\frac{27}{99}}$.", "27/99 = 3/11, unreduced"),
    m("x_m_ok_decimal_exact", "B", G_MIX, "correct", "boxed", MIX + r" = \frac{35}{8} = \boxed{4.375}$", "4.375 is exactly 35/8"),
    m("x_m_ok_mixed_number", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{4\frac{3}{8}}$", "the mixed number 4 3/8 = 35/8", True),
    m("x_m_ok_sqrt_nobrace", "B", G_SURD, "correct", "boxed", SURD + r" = \boxed{7\sqrt2}$", "\\sqrt2 without braces"),
    m("x_m_ok_tfrac", "B", G_DICE, "correct", "boxed", DICE + r" = \boxed{\tfrac{5}{36}}$", "\\tfrac in the box"),
    m("x_m_ok_interval_plain", "B", G_ABS, "correct", "boxed", ABS + r" So $\boxed{[-5/3, 3]}$.", "plain brackets with a slash fraction"),
    m("x_m_ok_pi_times", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{3 \pi}{4}}$", "3 \\pi with a space"),
    m("x_m_ok_roots_reversed", "B", G_QUAD, "correct", "boxed", QUAD + r" So $\boxed{\frac{3}{2}, -2}$.", "the roots in the other order"),
    m("x_m_ok_matrix_tight", "B", G_MAT, "correct", "boxed", MAT + r" $\boxed{\begin{pmatrix}6&-3\\12&3\end{pmatrix}}$", "a pmatrix without spaces"),

    # ================================================================ 4. negation / annotation (n_), MATH
    m("n_m_not_gold_other", "A", G_DICE, "wrong", "boxed", DICE + r"$? No: order doesn't matter, so it is not $\frac{5}{36}$ but $\boxed{\frac{3}{21}}$.", "the gold negated, 3/21 boxed"),
    m("n_m_marked_incorrect", "A", G_HYP, "wrong", "boxed", HYP + r" = \boxed{4\sqrt{5}}$ (Incorrect — I swapped the legs and hypotenuse; the missing side is $\boxed{4\sqrt{3}}$.)", "the model marks 4\\sqrt5 incorrect and boxes 4\\sqrt3"),
    m("n_m_neq_only", "A", G_SER, "no_answer", "boxed", r"The series has $15$ terms. Its sum is $\boxed{\ne 462}$.", "a box holding only \\ne and another value; nothing asserted"),
    m("n_m_complement", "A", G_ABS, "wrong", "boxed", ABS + r" The solution set is $\boxed{x < -\frac{5}{3} \text{ or } x > 3}$.", "the complement boxed"),
    m("n_m_struck_then_other", "A", G_B6, "wrong", "bare_last_line", B6 + " **Answer:** ~~244_6~~ 442_6", "the gold struck, the reversed digits after"),
    m("n_m_sign_flip_box", "A", G_QUAD, "wrong", "boxed", r"$2x^2 + x - 6 = (2x + 3)(x - 2)$, so $\boxed{-\frac{3}{2}, 2}$.", "wrong factoring: signs flipped"),
    m("n_m_ok_not_transpose", "B", G_MAT, "correct", "boxed", MAT + r" $\boxed{\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}}$ (note: not its transpose)", "a harmless annotation after the box"),
    m("n_m_ok_not_conj", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{11 - 10i}$, not $11 + 10i$.", "the conjugate negated after the box"),
    m("n_m_ok_not_exterior", "B", G_PENT, "correct", "boxed", PENT + r" = \boxed{108^\circ}$ (the exterior angle would be $72^\circ$)", "the exterior angle mentioned as not asked"),
    m("n_m_ok_check_mark", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(7, 3)}$ ✓ ($7 + 3 = 10$, $7 - 3 = 4$)", "a check after the box"),
    m("n_m_ok_not_off_by_one", "B", G_SER, "correct", "boxed", SER + r" = \boxed{495}$ (not $462$: there are $15$ terms, not $14$)", "the off-by-one value negated"),
    m("n_m_ok_base_note", "B", G_B6, "correct", "boxed", B6 + r" $\boxed{244_6}$ (check: $2 \cdot 36 + 4 \cdot 6 + 4 = 100$)", "a check annotation"),

    # ================================================================ 5. units / other words (u_), MATH
    m("u_m_pent_rad_for_deg", "A", G_PENT, "wrong", "boxed", PENT + r" = 108^\circ = \frac{3\pi}{5}$, so the answer is $\boxed{\frac{3\pi}{5}}$.", "radians where the gold is 108 degrees; degrees are not radians", True),
    m("u_m_degree_text_for_rad", "A", G_RAD, "wrong", "boxed", r"$\boxed{135 \text{ degrees}}$", "degrees where radians are asked"),
    m("u_m_sum_of_angles", "A", G_PENT, "wrong", "boxed", PENT + r" = 108^\circ$. The angles sum to $\boxed{540^\circ}$.", "the angle sum boxed last"),
    m("u_m_percent_rounded", "A", G_DICE, "wrong", "boxed", DICE + r" \approx \boxed{13.9\%}$", "a rounded percent"),
    m("u_m_base_reversed", "A", G_B6, "wrong", "boxed", B6.replace("from last to first", "from first to last") + r" $100 = \boxed{442_6}$.", "remainders read the wrong way: 442_6 = 170"),
    m("u_m_base_ten_value", "A", G_B6, "wrong", "boxed", r"$244_6 = 2 \cdot 36 + 4 \cdot 6 + 4 = \boxed{100}$", "the check value in base 10 boxed last"),
    m("u_m_ok_degree_circ", "B", G_PENT, "correct", "boxed", PENT + r" = \boxed{108^\circ}$", "a degree sign in the box"),
    m("u_m_ok_degree_text", "B", G_PENT, "correct", "boxed", PENT + r" = \boxed{108 \text{ degrees}}$", "\\text degrees"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{3\pi}{4} \text{ radians}}$", "\\text radians after the gold"),
    m("u_m_ok_base_no_sub", "B", G_B6, "correct", "answer_is", B6 + " the answer is $244$ in base $6$.", "a base-6 numeral without its subscript, base named in words"),
    m("u_m_ok_units_length", "B", G_HYP, "correct", "boxed", HYP + r" = \boxed{4\sqrt{5} \text{ units}}$", "a length unit after the radical"),
    m("u_m_ok_prob_words", "B", G_DICE, "correct", "boxed", DICE + "$.\nSo the probability of rolling a sum of $8$ is $\\boxed{\\frac{5}{36}}$, or about $13.9\\%$.", "the exact value boxed, then an approximate percent restatement"),

    # ================================================================ 6. retractions and trailing checks (r_), MATH
    m("r_m_wait_to_unordered", "A", G_DICE, "wrong", "boxed", DICE + r" = \boxed{\frac{5}{36}}$" + "\n\nWait, the dice are identical, so I should count unordered pairs: 3 of 21.\n\n$\\boxed{\\frac{1}{7}}$", "a 'Wait' to 1/7 last"),
    m("r_m_hmm_actually_sign", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{11 - 10i}$" + "\n\nHmm, actually $-8i^2 = -8$, so the real part is $3 - 8 = -5$.\n\n$\\boxed{-5 - 10i}$", "'Hmm, actually' to the i^2 slip"),
    m("r_m_recompute_terms", "A", G_SER, "wrong", "final_answer_phrase", SER + r" = 495$." + "\nFinal answer: 495\n\nLet me recompute the number of terms: (61 - 5)/4 = 14. So the sum is 14 * 66 / 2 = 462.\nFinal answer: 462", "'Let me recompute' to 462"),
    m("r_m_error_open", "A", G_ABS, "wrong", "boxed", ABS + r" $\boxed{\left[-\frac{5}{3}, 3\right]}$" + "\n\nI made an error: absolute value inequalities give open intervals. $\\boxed{\\left(-\\frac{5}{3}, 3\\right)}$", "'I made an error' to an open interval"),
    m("r_m_verify_finds_slip", "A", G_SURD, "wrong", "boxed", SURD + r" = \boxed{7\sqrt{2}}$" + "\n\nLet me verify: $\\sqrt{50} = 5\\sqrt{2}$ and $\\sqrt{8} = 4\\sqrt{2}$, so the sum is $\\boxed{9\\sqrt{2}}$.", "a verification that 'finds' a slip: 9\\sqrt2 last"),
    m("r_m_retract_cut", "A", G_MAT, "no_answer", "truncated", MAT + r" $\boxed{\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}}$" + "\n\nWait, I multiplied in the wrong order. Let me redo it: the first row of the product is $(1 \\cdot 2 + (-2) \\cdot 0,", "the answer retracted, cut before the new one"),
    m("r_m_ok_wait_keeps", "B", G_SYS, "correct", "boxed", SYS + "\n\nWait, let me make sure I didn't swap them: $x + y = 7 + 3 = 10$ and $x - y = 7 - 3 = 4$. Good.\n\n$\\boxed{(7, 3)}$", "a 'Wait' check that keeps the gold"),
    m("r_m_ok_error_to_gold", "B", G_RAD, "correct", "boxed", r"$135^\circ = \frac{135\pi}{180} = \frac{2\pi}{3}$. I made an error: $\frac{135}{180} = \frac{3}{4}$, not $\frac{2}{3}$. So $\boxed{\frac{3\pi}{4}}$.", "'I made an error', the gold last"),
    m("r_m_ok_hmm_to_gold", "B", G_QUAD, "correct", "boxed", r"$2x^2 + x - 6 = (2x + 3)(x - 2)$, so $x = -\frac{3}{2}, 2$. Hmm, actually expanding gives $2x^2 - x - 6$, wrong sign. Correct factoring: $(2x - 3)(x + 2)$, so $\boxed{x = -2 \text{ or } x = \frac{3}{2}}$.", "a factoring slip corrected; both roots with x = and \\text{or}"),
    m("r_m_ok_verify_keeps", "B", G_HYP, "correct", "boxed", HYP + r" = \boxed{4\sqrt{5}}$" + "\n\nLet me verify: $(4\\sqrt{5})^2 = 16 \\cdot 5 = 80 = 16 + 64$. ✓", "a trailing verification that confirms"),
    m("r_m_ok_recompute_same", "B", G_SER, "correct", "final_answer_phrase", SER + r" = 495$." + "\nLet me recompute with the formula $n/2 \\cdot (2a + (n-1)d) = 15/2 \\cdot (10 + 56) = 495$. Same.\nFinal answer: $495$", "a recomputation keeping the gold"),
    m("r_m_ok_qwen_then_verify", "B", G_MIX, "correct", "boxed", MIX + r" = \frac{35}{8}$." + "\n\n" + QWEN_END.format("\\frac{35}{8}") + "\n\nVerification: $4.375 = 2.75 + 1.625$. ✓", "Qwen's closing line, then a verification with decimals equal in value"),

    # ================================================================ 7. invented turns, quoted values (q_), MATH
    m("q_m_user_turn_gold", "A", G_REP, "wrong", "boxed", r"$0.\overline{27} = \frac{27}{100}$, so $\boxed{\frac{27}{100}}$." + "\n\nUser: Shouldn't it be 3/11?", "27/100 boxed; 3/11 only in an invented user turn"),
    m("q_m_im_start_other", "A", G_SURD, "wrong", "boxed", r"$\sqrt{50} + \sqrt{8} = \boxed{\sqrt{58}}$" + IM_USER + "Simplify again: the answer is 7\\sqrt{2}.", "\\sqrt{58} boxed; the gold only in an invented ChatML turn"),
    m("q_m_textbook_says", "A", G_CPX, "wrong", "answer_is", "The textbook's answer is $11 - 10i$, but I get $3 - 12i + 2i + 8i^2 = -5 - 10i$.\nThe answer is $-5 - 10i$.", "the gold only in the reported textbook answer"),
    m("q_m_refusal", "A", G_MAT, "no_answer", "none", "I'm sorry, but I can't multiply these matrices without knowing their dimensions.", "a refusal"),
    m("q_m_ok_human_after", "B", G_B6, "correct", "boxed", B6 + r" $\boxed{244_6}$" + "\n\nHuman: What is 100 in base 7?\n\nAssistant: $202_7$.", "an invented turn after the box"),
    m("q_m_ok_user_wrong_after", "B", G_PENT, "correct", "boxed", PENT + r" = \boxed{108}$" + "\n\nUser: Isn't it 72?\nAssistant: No, 72 is the exterior angle.", "an invented turn with another value"),
    m("q_m_ok_endoftext_problem", "B", G_SYS, "correct", "minerva", SYS + "\n" + MINERVA.format("$(7, 3)$") + EOT + "Problem: Solve x + y = 8, x - y = 2.\nSolution: (5, 3)", "an end-of-text token, then an invented problem"),
    m("q_m_ok_reported_wrong", "B", G_DICE, "correct", "boxed", r"A common mistake gives $\frac{1}{6}$, but counting the $5$ pairs out of $36$ gives $\boxed{\frac{5}{36}}$.", "another value only reported as a mistake"),

    # ================================================================ 8. cuts, loops, odd tokens (b_), MATH
    m("b_m_cut_in_think", "A", G_HYP, "no_answer", "truncated", "<think>\nLegs 4 and 8. c^2 = 16 + 64 = 80. c = sqrt(80) = 4 sqrt(5). Let me double-check 80 = 16 * 5, yes. Hmm, is the question asking for the", "cut inside the think block"),
    m("b_m_cut_in_final_box", "A", G_RAD, "no_answer", "truncated", RAD + "$.\n\n**Final Answer**\n\\[\n\\boxed{\\frac{3\\pi", "cut inside the final box"),
    m("b_m_loop_other", "A", G_QUAD, "wrong", "answer_is", "The answer is $x = 2$.\n" * 8, "a loop repeating one (wrong) root"),
    m("b_m_empty_tag_after_think", "A", G_SER, "no_answer", "tag", SER_LONG + "<answer> </answer>", "a blank tag; 495 only in the thinking"),
    m("b_m_ok_r1_block_sentence", "B", G_CPX, "correct", "boxed", CPX_LONG + "The product is $11 - 10i$.\n\n" + r1final("11 - 10i") + "\n\nSo the product is $11 - 10i$.", "R1 final block with a closing sentence"),
    m("b_m_ok_fbox", "B", G_SURD, "correct", "boxed", SURD + r" = 7\sqrt{2}$, so the answer is \fbox{$7\sqrt{2}$}.", "\\fbox instead of \\boxed"),
    m("b_m_ok_eot", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{3}{11}}$" + EOT, "an end-of-text token after the box"),
    m("b_m_ok_code_then_box", "B", G_SER, "correct", "boxed", "```python\nprint(sum(range(5, 62, 4)))\n```\n```output\n495\n```\nThe sum is $\\boxed{495}$.", "a code block, its output, then the box"),
    m("b_m_ok_table_then_final", "B", G_MAT, "correct", "boxed", "| entry | computation | value |\n|---|---|---|\n| (1,1) | 2·1 + 1·4 | 6 |\n| (1,2) | 2·(−2) + 1·1 | −3 |\n| (2,1) | 0·1 + 3·4 | 12 |\n| (2,2) | 0·(−2) + 3·1 | 3 |\n\n" + r"**Final Answer:** $\boxed{\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}}$", "a markdown table of entries, then the matrix in a bold final line"),
    m("b_m_ok_bold_box_one_line", "B", G_ABS, "correct", "boxed", ABS_LONG + r"**Final Answer:** $\boxed{\left[ -\dfrac{5}{3},\, 3 \right]}$", "bold final label and box on one line, \\dfrac and \\, inside"),
    m("b_m_ok_llama_end", "B", G_DICE, "correct", "boxed", "## Step 1: Count outcomes\nThere are 36 outcomes.\n\n## Step 2: Count favorable outcomes\n(2,6), (3,5), (4,4), (5,3), (6,2): 5.\n\n" + LLAMA_END.format("\\frac{5}{36}"), "Llama's closing line"),
    m("b_m_ok_minerva_pair", "B", G_SYS, "correct", "minerva", SYS + "\n" + MINERVA.format("$(7,3)$"), "Minerva line with a tight pair"),

    # ---------------------------------------------------------------- more MATH shapes
    m("t_m_tag_matrix_sign", "A", G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix} 6 & -3 \\ 12 & -3 \end{pmatrix}</answer>", "one entry's sign slipped in the tag"),
    m("t_m_tag_radicands_added", "A", G_SURD, "wrong", "tag", th(SURD + "$, hmm, or can I add under one root: $\\sqrt{58}$. I'll go with that.\n") + r"<answer>$\sqrt{58}$</answer>", "the think reaches 7\\sqrt2 then settles on \\sqrt{58}"),
    m("t_m_tag_hash_reversed", "A", G_B6, "wrong", "tag", th(B6 + " $442_6$.\n") + "<answer>#### 442_6</answer>", "#### inside the tag with the reversed digits"),
    m("x_m_mix_rounded", "A", G_MIX, "wrong", "boxed", MIX + r" = \frac{35}{8} \approx \boxed{4.38}$", "4.38 is 35/8 rounded"),
    m("x_m_cpx_real_part", "A", G_CPX, "wrong", "boxed", CPX + r" = 11 - 10i$, whose real part is $\boxed{11}$.", "the real part only"),
    m("n_m_approx_in_box", "A", G_DICE, "wrong", "boxed", DICE + r"$, so $\boxed{\approx 0.14}$.", "an approximation inside the box"),
    m("r_m_second_thought_exterior", "A", G_PENT, "wrong", "boxed", PENT + r" = \boxed{108^\circ}$" + "\n\nOn second thought, each angle of a regular polygon usually means the turning angle: $360^\\circ / 5 = \\boxed{72^\\circ}$.", "'On second thought' to the exterior angle"),
    m("q_m_guess_and_check_cut", "A", G_SYS, "no_answer", "truncated", "Let's guess and check. Suppose $x = 6$; then $y = 4$ and $x - y = 2$, too small. Suppose $x = 8$; then $y = 2$ and $x - y = 6$, too big. Suppose", "trial values only, cut before any answer"),
    m("b_m_cut_after_answer_is", "A", G_QUAD, "no_answer", "truncated", QUAD.split(", so")[0] + ".\nThe answer is $x =", "cut after 'The answer is $x ='"),
    m("b_m_think_loop_cut", "A", G_QUAD, "no_answer", "truncated", "<think>\n" + "Let me try factoring again. 2x^2 + x - 6. " * 60, "a think loop cut at the token cap"),
    m("u_m_interval_length", "A", G_ABS, "wrong", "boxed", ABS + r" The solution interval has length $3 - (-\frac{5}{3}) = \boxed{\frac{14}{3}}$.", "the length of the interval, not the interval"),
    m("t_m_ok_tag_text_sentence", "B", G_SER, "correct", "tag", SER_LONG + r"<answer>$\text{The sum is } 495$</answer>", "a \\text sentence in math mode in the tag"),
    m("h_m_ok_hash_pi_slash", "B", G_RAD, "correct", "hash", RAD + r" = \frac{3\pi}{4}$." + "\n#### 3\\pi/4", "a slash form with \\pi after ####"),
    m("x_m_ok_cpx_reordered", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{-10i + 11}$", "the imaginary part first"),
    m("x_m_ok_matrix_array", "B", G_MAT, "correct", "boxed", MAT + r" $\boxed{\left(\begin{array}{cc} 6 & -3 \\ 12 & 3 \end{array}\right)}$", "an array in \\left( \\right) for pmatrix"),
    m("n_m_ok_check_emoji", "B", G_REP, "correct", "final_answer_phrase", REP + r" = \frac{3}{11}$." + "\n\nFinal answer: $\\frac{3}{11}$ ✅", "a check emoji after the final value"),
    m("u_m_ok_degree_unicode_tag", "B", G_PENT, "correct", "tag", PENT_LONG + "<answer>108°</answer>", "a Unicode degree sign in the tag"),
    m("r_m_ok_no_wait_to_gold", "B", G_HYP, "correct", "boxed", r"$c = \sqrt{8^2 - 4^2} = \sqrt{48} = \boxed{4\sqrt{3}}$" + "\n\nNo wait, $4$ and $8$ are both legs, so $c = \\sqrt{16 + 64} = \\sqrt{80} = \\boxed{4\\sqrt{5}}$.", "'No wait' to the gold"),
    m("q_m_ok_im_start_after_tag", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(7, 3)</answer>" + IM_USER + "Now solve x + y = 12, x - y = 2.", "an invented ChatML turn after the tag"),
]
# fmt: on

DECISIONS = {
    "n_box_then_wrong_mark": (
        "reject",
        "the model doubts its boxed 79 ('I think I made a mistake somewhere') and commits to nothing after; a value the model marks wrong is wrong",
    ),
    "n_neg_sign_dropped": (
        "reject",
        "the box holds 13; the temperature asked is -13 and 'below zero' in the sentence does not change the boxed value",
    ),
    "x_m_ok_mixed_number": (
        "accept",
        "4\\frac{3}{8} is the mixed number 4 3/8 = 35/8, an honest notation",
    ),
    "u_m_pent_rad_for_deg": (
        "reject",
        "the gold is 108 (degrees); 3\\pi/5 is a radian measure: degrees are not radians",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam146", CASES, [], DECISIONS)
