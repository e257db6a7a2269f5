r"""Build adversarial_redteam124.jsonl: a hundred-and-twenty-fourth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam124", issue 25), written by a new author,
a helper WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file or any other round's builder than build_adversarial_redteam21.py, and WITHOUT running the
checker, math-verify, sympy or any grader on the probes; handed over BEFORE any scoring. Not model
output. Only corpus/README.md (label conventions), corpus_build.py and build_adversarial_redteam21.py
(structure) were read.

Aim of this round: what small RL-trained policies (0.5B-3B, GRPO/PPO on GSM8K) really write, GSM8K-
heavy (about 70 %): short answers with `####` and a sentence after, <answer> tags with units and
sentences, totals followed by rates or differences in prose, answers restated in words, markdown
tables and lists, repeated final lines, code blocks that print the answer, loops cut at the token cap,
invented next turns; and the reasoning-model shapes (R1 think blocks with several candidate values,
"**Final Answer**" blocks, trailing checks). English only. Eight classes, about half kind A, half B.

Problems, golds and the arithmetic, each checked by hand (python used for plain arithmetic only):
GSM8K
  COOK  7 trays of 18 cookies, 85 sold -> 7*18 = 126, 126 - 85 = 41 (slip: 58 sold -> 68).
  FARE  $3.75 a ride, 2 rides a day, 6 days -> 2*3.75 = 7.50 a day, 6*7.50 = 45 (one ride a day: 22.50).
  GARD  14 rows of 23 plants -> 14*23 = 322 (slip: 332).
  PAY   $1,450 a week for 16 weeks -> 16*1450 = 23,200 (10*1450 = 14500, 6*1450 = 8700).
  PCT   27 of 40 students passed -> 27/40 = 0.675 = 67.5 % (failed: 32.5 %).
  TEMP  4 degrees, falling 3 an hour for 5 hours -> 4 - 15 = -11.
  BOOK  $150, 5 books at $30 -> 150 - 5*30 = 0.
  TIME  2 h 15 min + 1 h 50 min -> 135 + 110 = 245 minutes (= 4 h 5 min, 4.083... h).
  EGG   9 hens, 4 eggs a day each, one week -> 9*4 = 36 a day, 36*7 = 252 (= 21 dozen).
  DRIVE 65 mph for 3.5 hours -> 65*3.5 = 227.5 miles.
  PIZ   6 pizzas of 8 slices, 13 people eat 3 each -> 48 - 39 = 9.
  SAVE  $35 a week toward $490 -> 490/35 = 14 weeks (35*14 = 490).
MATH
  DICE  P(sum of two dice = 9): (3,6),(4,5),(5,4),(6,3) -> 4/36 = \frac{1}{9}.
  RAD   \sqrt{72} = \sqrt{36*2} = 6\sqrt{2} (8.485...).
  ABS   |2x - 5| < 7 -> -7 < 2x - 5 < 7 -> -2 < 2x < 12 -> (-1, 6).
  CPX   (3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 11 - 10i.
  ANG   interior angle of a regular 12-gon: 180*10/12 = 150 (degrees; 5\pi/6 in radians is not the gold).
  POLY  (x + 4)(3x - 2) = 3x^2 - 2x + 12x - 8 = 3x^2 + 10x - 8.
  SYS   x + 2y = 11, 3x - y = 5 -> y = 3x - 5, 7x - 10 = 11, x = 3, y = 4 -> (3, 4).
  ROOT  x^2 - x - 12 = (x - 4)(x + 3) -> -3, 4.
  REP   0.\overline{36} = 36/99 = \frac{4}{11}.
  COMB  \binom{9}{3} = 9*8*7/6 = 84.
  CIRC  a circle of radius 7 -> 49\pi (153.938...).
  MAT   [[2, 1], [0, 3]] (4, -2)^T = (8 - 2, 0 - 6) = (6, -6).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions and
corrections after an answer (and harmless checks after one); `q_` quoted, reported, invented-turn and
self-set text; `b_` bad input a JSON corpus can hold. `_m_` marks a MATH probe, `_ok_` kind B.

Kinds: "A" a wrong or unanswered completion the checker must refuse; "B" a right one it must accept.

Label conventions (corpus/README.md "How labels were made", round 21, and this round's brief): the
LAST final answer counts; a hedge or two different final answers is `wrong`; a right number only in
the working with another final answer is `wrong`; another quantity (a subtotal, the per-day or
per-item value, the other unit, a share for a percent) is `wrong`; no final answer (empty tag,
placeholder, only a negation or strike-out, only a quotation, cut before the answer) is `no_answer`;
an answer withdrawn with nothing new is `wrong` (round 20's convention); a correction after an answer
makes the corrected value final; a check, a pleasantry, a rate or difference restated in prose after
a committed answer does not replace it; an <answer> tag's content (sentence, equation chain, box,
units) is the final answer; text in an invented next turn or a self-set new problem does not count;
equal value written differently is `correct`; a decimal for an exact irrational or repeating gold is
`wrong`; degrees are not radians; a percent gold 67.5 accepts `67.5%`; a number followed by a word
that changes it (fewer, more, dozen, thousand, per ...) is read with that word. A NUL or a lone
surrogate anywhere in the pair makes it bad input: kind A, truth `no_answer` (noted per probe). Lone
surrogates cannot be written as UTF-8, so this builder writes them as JSON `\udXXX` escapes (the
loaded string holds the lone surrogate). Debatable probes carry `"debatable": true` and a DECISIONS
entry with the decision this round proposes.

Counts: 288 probes, kind A 154 / B 134; GSM8K 217, MATH 71; per class t_ 40, h_ 36, x_ 41, n_ 36,
u_ 39, r_ 32, q_ 30, b_ 34; 14 debatable, each with a DECISIONS entry.

Usage: python packages/check/corpus/build_adversarial_redteam124.py
"""

import json
import re
from pathlib import Path

import corpus_build  # noqa: E402
from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_ASSIST,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

EOS = "<|endoftext|>"
IM_END = "<|im_end|>"

# ================================================================ GSM8K working
COOK = "Mia bakes 7 trays of 18 cookies, so she has 7 * 18 = <<7*18=126>>126 cookies.\nShe sells 85 of them, so 126 - 85 = <<126-85=41>>41 cookies are left.\n"
COOK_SLIP = "Mia bakes 7 trays of 18 cookies, so she has 7 * 18 = <<7*18=126>>126 cookies.\nShe sells 58 of them, so 126 - 58 = <<126-58=68>>68 cookies are left.\n"
COOK_SUB = "Mia bakes 7 trays of 18 cookies, so she has 7 * 18 = <<7*18=126>>126 cookies.\n"
FARE = "Each day Liam rides 2 times, so he pays 2 * 3.75 = <<2*3.75=7.5>>7.50 dollars a day.\nFor 6 days he pays 6 * 7.50 = <<6*7.5=45>>45 dollars.\n"
FARE_ONE = (
    "Liam pays $3.75 for each day, so for 6 days he pays 6 * 3.75 = <<6*3.75=22.5>>22.50 dollars.\n"
)
GARD = "There are 14 rows with 23 plants in each row.\n14 * 23 = <<14*23=322>>322 plants.\n"
GARD_SLIP = "There are 14 rows with 23 plants in each row.\n14 * 23 = <<14*23=332>>332 plants.\n"
PAY = "Ana earns $1,450 each week for 16 weeks.\n16 * 1450 = <<16*1450=23200>>23200 dollars.\n"
PCT = "27 out of 40 students passed.\n27 / 40 = <<27/40=0.675>>0.675\n0.675 * 100 = <<0.675*100=67.5>>67.5 percent.\n"
TEMP = "The temperature falls 3 * 5 = <<3*5=15>>15 degrees.\nSo it ends at 4 - 15 = <<4-15=-11>>-11 degrees.\n"
BOOK = "5 books cost 5 * 30 = <<5*30=150>>150 dollars.\nShe had $150, so 150 - 150 = <<150-150=0>>0 dollars are left.\n"
TIME = "2 hours 15 minutes = 2 * 60 + 15 = <<2*60+15=135>>135 minutes.\n1 hour 50 minutes = 60 + 50 = <<60+50=110>>110 minutes.\nTotal: 135 + 110 = <<135+110=245>>245 minutes.\n"
EGG = "Each day the 9 hens lay 9 * 4 = <<9*4=36>>36 eggs.\nIn one week they lay 36 * 7 = <<36*7=252>>252 eggs.\n"
DRIVE = "Distance = speed * time = 65 * 3.5 = <<65*3.5=227.5>>227.5 miles.\n"
PIZ = "6 pizzas have 6 * 8 = <<6*8=48>>48 slices.\n13 people eat 13 * 3 = <<13*3=39>>39 slices.\n48 - 39 = <<48-39=9>>9 slices are left.\n"
SAVE = "Ben saves $35 a week and needs $490.\n490 / 35 = <<490/35=14>>14 weeks.\n"

# Longer shapes: an R1 think block with candidate values, a markdown table, a list, a code block.
COOK_THINK = th(
    "Okay, so Mia bakes 7 trays and each tray has 18 cookies. 7 times 18... 7 * 18 is 126.\n"
    "Then she sells 85. 126 - 85 = 51? Wait, let me recompute. 126 - 80 = 46, and 46 - 5 = 41.\n"
    "So 41, not 51. Let me double-check: 41 + 85 = 126. Yes.\n"
    "Hmm, but did the question ask how many she sold or how many are left? It asks how many are left. So 41.\n"
)
COOK_THINK_SLIP = th(
    "Okay, so Mia bakes 7 trays and each tray has 18 cookies. 7 * 18 = 126.\n"
    "She sells 85. 126 - 85 = 41.\n"
    "Wait, maybe I misread. Let me reread... she sells 58? Then 126 - 58 = 68.\n"
    "Yes, I'll go with 68.\n"
)
PAY_TABLE = (
    "| Item | Amount |\n|---|---|\n| Weekly pay | $1,450 |\n| Weeks | 16 |\n| 10 weeks | $14,500 |\n"
    "| 6 weeks | $8,700 |\n"
)
EGG_LIST = "- Hens: 9\n- Eggs per hen per day: 4\n- Eggs per day: 9 * 4 = 36\n- Days: 7\n- Eggs per week: 36 * 7 = 252\n"
PIZ_CODE = "```python\nslices = 6 * 8\neaten = 13 * 3\nleft = slices - eaten\nprint(left)\n```\n"
SAVE_CODE = "```python\ngoal = 490\nweekly = 35\nweeks = goal // weekly\nprint(weeks)\n```\n"

# ================================================================ MATH working
G_DICE = r"\frac{1}{9}"
DICE = r"The pairs with sum $9$ are $(3,6), (4,5), (5,4), (6,3)$, so there are $4$ of the $36$ outcomes and the probability is $\frac{4}{36}$"
G_RAD = r"6\sqrt{2}"
RAD = r"$\sqrt{72} = \sqrt{36 \cdot 2} = \sqrt{36}\cdot\sqrt{2}$"
G_ABS = "(-1, 6)"
ABS = r"$|2x - 5| < 7$ means $-7 < 2x - 5 < 7$, so $-2 < 2x < 12$ and $-1 < x < 6$."
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8$"
G_ANG = "150"
ANG = r"The interior angles of a regular $12$-gon sum to $180^\circ \cdot 10 = 1800^\circ$, so each one is $\frac{1800^\circ}{12}$"
G_POLY = "3x^2 + 10x - 8"
POLY = r"$(x + 4)(3x - 2) = 3x^2 - 2x + 12x - 8$"
G_SYS = "(3, 4)"
SYS = r"From $3x - y = 5$, $y = 3x - 5$. Then $x + 2(3x - 5) = 11$, so $7x = 21$, $x = 3$ and $y = 4$."
G_ROOT = "-3, 4"
ROOT = r"$x^2 - x - 12 = (x - 4)(x + 3) = 0$, so $x = 4$ or $x = -3$."
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}$"
G_CIRC = r"49\pi"
CIRC = r"The area is $\pi r^2 = \pi \cdot 7^2$"
G_MAT = r"\begin{pmatrix} 6 \\ -6 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix}\begin{pmatrix} 4 \\ -2 \end{pmatrix} = \begin{pmatrix} 8 - 2 \\ 0 - 6 \end{pmatrix}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_subtotal", "A", "41", "wrong", "tag", th(COOK_SUB + "So the answer is the number of cookies.\n") + "<answer>Mia baked 126 cookies.</answer>", "the tag's sentence states the subtotal 126, not the 41 left"),
    g("t_equation_other", "A", "41", "wrong", "tag", th(COOK_SLIP) + "<answer>126 - 58 = 68</answer>", "an equation chain in the tag ending 68 (misread 58)"),
    g("t_per_day", "A", "45", "wrong", "tag", th(FARE) + "<answer>$7.50 per day</answer>", "the per-day cost in the tag; the 6-day total 45 only in the thinking"),
    g("t_empty", "A", "322", "no_answer", "tag", th(GARD) + "<answer></answer>", "an empty tag; 322 only in the thinking"),
    g("t_placeholder", "A", "322", "no_answer", "tag", th(GARD) + "<answer> final answer here </answer>", "a template placeholder in the tag"),
    g("t_two_tags_last_other", "A", "41", "wrong", "tag", COOK_THINK + "<answer>41</answer>\n\n" + COOK_THINK_SLIP + "<answer>68</answer>", "the policy writes a second think/answer round; the last tag says 68"),
    g("t_cut_in_tag", "A", "23200", "no_answer", "truncated", th(PAY) + "<answer>Ana earns a total of $23,", "cut at the token cap inside the tag, before the number ends"),
    g("t_box_other", "A", "252", "wrong", "tag", th(EGG + "The question asks for dozens? 252 / 12 = 21.\n") + r"<answer>\boxed{21}</answer>", "a box in the tag holding 21 (dozens), not the 252 eggs asked"),
    g("t_hedge", "A", "9", "wrong", "tag", th(PIZ) + "<answer>9 or 10 slices</answer>", "two values in the tag: a hedge"),
    g("t_think_right_tag_other", "A", "41", "wrong", "tag", COOK_THINK_SLIP + "<answer>68 cookies</answer>", "41 appears in the thinking, the tag says 68"),
    g("t_share_for_percent", "A", "67.5", "wrong", "tag", th(PCT) + "<answer>0.675</answer>", "debatable: the tag holds the share 0.675, not the percent 67.5 the working computes", True),
    g("t_other_unit", "A", "245", "wrong", "tag", th(TIME + "In hours: 245 / 60 = 4.08 hours.\n") + "<answer>4.08 hours</answer>", "the other unit, rounded: 4.08 hours for 245 minutes"),
    g("t_sign_lost", "A", "-11", "wrong", "tag", th(TEMP) + "<answer>11 degrees</answer>", "the sign is lost in the tag"),
    g("t_ok_difference_after_total", "B", "23200", "correct", "tag", th(PAY) + "<answer>Ana earns $23,200, which is $8,700 more than she earns in 10 weeks.</answer>", "debatable: the tag's sentence states the total, then a true difference (23,200 - 14,500 = 8,700); the last number is 8,700 but the stated answer is the 23,200 total", True),
    g("t_difference_only", "A", "23200", "wrong", "tag", th(PAY) + "<answer>Ana earns $8,700 more in 16 weeks than in 10 weeks.</answer>", "the tag states only the difference 8,700"),
    g("t_after_tag_other", "A", "14", "wrong", "tag", th(SAVE) + "<answer>14 weeks</answer>\n\nWait, he already has $70 saved, so (490 - 70) / 35 = 12.\n<answer>12 weeks</answer>", "a second tag after the first corrects to 12"),
    m("t_m_decimal", "A", G_DICE, "wrong", "tag", th(DICE + " = 0.111.\n") + "<answer>0.111</answer>", "a rounded decimal for 1/9"),
    m("t_m_one_root", "A", G_ROOT, "wrong", "tag", th(ROOT + " The positive root is 4.\n") + "<answer>x = 4</answer>", "only one of the two roots"),
    m("t_m_conjugate", "A", G_CPX, "wrong", "tag", th(CPX + r" = 11 + 10i" + "\n") + "<answer>$11 + 10i$</answer>", "the conjugate, sign slip"),
    m("t_m_closed_interval", "A", G_ABS, "wrong", "tag", th(ABS + "\n") + "<answer>$[-1, 6]$</answer>", "a closed interval for a strict inequality"),
    m("t_m_radians", "A", G_ANG, "wrong", "tag", th(ANG + r" = 150^\circ = \frac{5\pi}{6}" + "\n") + r"<answer>$\frac{5\pi}{6}$</answer>", "radians for a degree gold (degrees are not radians)"),
    g("t_ok_sentence", "B", "41", "correct", "tag", th(COOK) + "<answer>Mia has 41 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "41", "correct", "tag", COOK_THINK + "<answer>126 - 85 = 41</answer>", "an equation chain ending in the gold"),
    g("t_ok_dollars", "B", "45", "correct", "tag", th(FARE) + "<answer>$45.00</answer>", "dollars and cents in the tag"),
    g("t_ok_units", "B", "322", "correct", "tag", th(GARD) + "<answer> 322 plants </answer>", "units and spaces in the tag"),
    g("t_ok_comma_sentence_rate", "B", "23200", "correct", "tag", th(PAY) + "<answer>Ana earns $23,200 in total ($1,450 per week for 16 weeks).</answer>", "a total with a comma, then the given rate in parentheses"),
    g("t_ok_percent", "B", "67.5", "correct", "tag", th(PCT) + "<answer>67.5%</answer>", "a percent sign on a percent gold"),
    g("t_ok_negative_units", "B", "-11", "correct", "tag", th(TEMP) + "<answer>The temperature is -11 degrees.</answer>", "a negative value in a sentence"),
    g("t_ok_zero", "B", "0", "correct", "tag", th(BOOK) + "<answer>She has $0 left.</answer>", "zero dollars in a sentence"),
    g("t_ok_box", "B", "252", "correct", "tag", th(EGG) + r"<answer>\boxed{252}</answer>", "a box in the tag"),
    g("t_ok_newlines", "B", "227.5", "correct", "tag", th(DRIVE) + "<answer>\n227.5 miles\n</answer>", "newlines around a decimal with units"),
    g("t_ok_bold", "B", "9", "correct", "tag", th(PIZ) + "<answer>**9**</answer>", "markdown bold in the tag"),
    g("t_ok_tag_then_sentence", "B", "14", "correct", "tag", th(SAVE) + "<answer>14</answer>\nIt takes Ben 14 weeks to save $490.", "a restating sentence after the tag"),
    g("t_ok_text_box", "B", "41", "correct", "tag", th(COOK) + r"<answer>\text{Mia has } \boxed{41} \text{ cookies left.}</answer>", "a box inside \\text{} pieces in the tag"),
    g("t_ok_hash_in_tag", "B", "245", "correct", "tag", th(TIME) + "<answer>#### 245</answer>", "a #### line inside the tag"),
    m("t_m_ok_frac", "B", G_DICE, "correct", "tag", th(DICE + " = 1/9.\n") + r"<answer>\frac{1}{9}</answer>", "a bare fraction"),
    m("t_m_ok_unsimplified", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\sqrt{36}\sqrt{2} = 6\sqrt{2}$</answer>", "an equation chain ending in 6\\sqrt2"),
    m("t_m_ok_roots_sentence", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + r"<answer>The roots are $x = 4$ and $x = -3$.</answer>", "both roots in a sentence, other order"),
    m("t_m_ok_tuple", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(x, y) = (3, 4)</answer>", "(x, y) = in the tag"),
    m("t_m_ok_cpx", "B", G_CPX, "correct", "tag", th(CPX + " = 11 - 10i\n") + "<answer>$11-10i$</answer>", "a complex number in math mode"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_subtotal", "A", "41", "wrong", "hash", COOK_SUB + "So she baked 126 cookies.\n#### 126", "the subtotal after both the phrase and ####"),
    g("h_hash_then_sentence_other", "A", "41", "wrong", "hash", COOK + "#### 41\nSo Mia has 68 cookies left.", "#### 41, then a restating sentence with another number 68: two different final answers"),
    g("h_phrase_right_hash_other", "A", "45", "wrong", "hash", FARE + "The answer is 45.\n#### 22.5", "phrase 45, #### 22.5: two different final answers"),
    g("h_per_day", "A", "45", "wrong", "hash", FARE + "The answer is 7.50 per day.\n#### 7.50", "the per-day cost"),
    g("h_empty_hash", "A", "322", "no_answer", "hash", GARD + "The answer is:\n####", "empty phrase and empty ####"),
    g("h_range", "A", "9", "wrong", "hash", PIZ + "The answer is about 8 to 10 slices.\n#### 8-10", "a range"),
    g("h_repeated_other", "A", "322", "wrong", "hash", GARD + "#### 322\n#### 332", "repeated #### lines, the last one 332"),
    g("h_cut", "A", "23200", "no_answer", "truncated", PAY + "The answer is $23,", "cut at the token cap inside the number"),
    g("h_failed_percent", "A", "67.5", "wrong", "hash", PCT + "So 100 - 67.5 = 32.5 percent failed.\nThe answer is 32.5%.\n#### 32.5", "the other share (failed)"),
    g("h_abs_below_zero", "A", "-11", "wrong", "hash", TEMP + "The temperature is 11 degrees below zero.\n#### 11", "debatable: the phrase says below zero but the marked #### value drops the sign", True),
    g("h_bold_then_dozen", "A", "252", "wrong", "hash", EGG + "**Answer: 252 eggs**\nThat is 252 / 12 = 21 dozen.\n#### 21", "#### holds the dozen count 21, not the 252 eggs"),
    g("h_phrase_other_hash_other", "A", "14", "wrong", "hash", "490 / 35 = 15 weeks.\nThe answer is 15 weeks.\n#### 15", "phrase and #### agree on a wrong value"),
    g("h_hash_then_minerva_other", "A", "227.5", "wrong", "minerva", DRIVE + "#### 227.5\n" + MINERVA.format("228"), "#### gold, then a Minerva line with a rounded 228"),
    g("h_hash_table_other", "A", "23200", "wrong", "hash", PAY_TABLE + "| **Total** | **$14,500** |\n\nThe answer is $14,500.\n#### 14500", "a table's last row and #### hold the 10-week amount"),
    m("h_m_decimal", "A", G_DICE, "wrong", "hash", DICE + ".\nThe answer is 0.11.\n#### 0.11", "a decimal for 1/9"),
    m("h_m_one_root", "A", G_ROOT, "wrong", "hash", ROOT + "\nThe answer is 4.\n#### 4", "one root of two"),
    m("h_m_phrase_right_hash_other", "A", G_RAD, "wrong", "hash", RAD + r" $= 6\sqrt{2}$." + "\nThe answer is $6\\sqrt{2}$.\n#### 6", "phrase 6\\sqrt2 then #### 6: two different final answers"),
    m("h_m_radians", "A", G_ANG, "wrong", "hash", ANG + r" $= 150^\circ$." + "\nIn radians, the answer is $\\frac{5\\pi}{6}$.\n#### 5\\pi/6", "radians for a degree gold"),
    g("h_ok_phrase_hash", "B", "41", "correct", "hash", COOK + "The answer is 41.\n#### 41", "phrase and #### agree"),
    g("h_ok_hash_then_sentence", "B", "41", "correct", "hash", COOK + "#### 41\nMia has 41 cookies left.", "#### then a sentence restating it"),
    g("h_ok_hash_then_rate", "B", "23200", "correct", "hash", PAY + "#### 23200\nThat is $1,450 per week for 16 weeks.", "#### then the given rate in prose"),
    g("h_ok_hash_then_difference", "B", "41", "correct", "hash", COOK + "#### 41\nShe sold 85, which is 44 more than she kept.", "#### then a difference in prose (85 - 41 = 44)"),
    g("h_ok_dollar", "B", "45", "correct", "hash", FARE + "Liam pays $45 in total.\n#### $45", "a dollar sign after ####"),
    g("h_ok_comma", "B", "23200", "correct", "hash", PAY + "The answer is $23,200.\n#### 23,200", "a thousands separator"),
    g("h_ok_percent", "B", "67.5", "correct", "hash", PCT + "The answer is 67.5%.\n#### 67.5%", "a percent sign"),
    g("h_ok_negative", "B", "-11", "correct", "hash", TEMP + "The final temperature is -11 degrees.\n#### -11", "a negative integer"),
    g("h_ok_zero", "B", "0", "correct", "hash", BOOK + "She has no money left.\n#### 0", "zero"),
    g("h_ok_bold_phrase", "B", "227.5", "correct", "hash", DRIVE + "**Answer: 227.5 miles**\n\n#### 227.5", "bold answer line then ####"),
    g("h_ok_repeated", "B", "9", "correct", "hash", PIZ + "#### 9\n#### 9\n#### 9\n#### 9", "the same #### line repeated (a small policy's loop)"),
    g("h_ok_eos", "B", "14", "correct", "hash", SAVE + "The answer is 14.\n#### 14" + EOS, "an end-of-text token after ####"),
    g("h_ok_check_after", "B", "14", "correct", "hash", SAVE + "#### 14\nCheck: 14 * 35 = 490 ✓", "a trailing check after ####"),
    g("h_ok_list", "B", "252", "correct", "hash", EGG_LIST + "\nThe answer is 252 eggs.\n#### 252", "a markdown list, a phrase, ####"),
    m("h_m_ok_frac", "B", G_DICE, "correct", "hash", DICE + ".\nThe answer is 1/9.\n#### 1/9", "a slash fraction after ####"),
    m("h_m_ok_latex", "B", G_REP, "correct", "hash", REP + r" $= \frac{4}{11}$." + "\nThe answer is $\\frac{4}{11}$.\n#### \\frac{4}{11}", "LaTeX after ####"),
    m("h_m_ok_cpx", "B", G_CPX, "correct", "hash", CPX + ".\nThe answer is 11 - 10i.\n#### 11 - 10i", "a complex number after ####"),
    m("h_m_ok_degrees", "B", G_ANG, "correct", "hash", ANG + r" $= 150^\circ$." + "\nThe answer is 150 degrees.\n#### 150^\\circ", "degrees on a degree gold"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_percent", "A", "67.5", "wrong", "hash", PCT + "Rounding, about 68 percent passed.\n#### 68", "67.5 rounded to 68"),
    g("x_truncated_percent", "A", "67.5", "wrong", "hash", PCT + "#### 67", "67.5 truncated to 67"),
    g("x_rounded_miles", "A", "227.5", "wrong", "hash", DRIVE + "That is about 228 miles.\n#### 228", "227.5 rounded to 228"),
    g("x_near_zero", "A", "0", "wrong", "hash", BOOK.replace("150 - 150 = <<150-150=0>>0", "150 - 149.99 = <<150-149.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_tiny_nonzero", "A", "0", "wrong", "tag", th(BOOK) + "<answer>0.001</answer>", "0.001 against gold 0: a tolerance trap"),
    g("x_cents_off", "A", "45", "wrong", "hash", FARE.replace("45 dollars", "45.05 dollars") + "#### 45.05", "45.05 against 45"),
    g("x_big_off_by_one", "A", "23200", "wrong", "hash", PAY + "#### 23,199", "off by one in a large number"),
    g("x_relative_tiny", "A", "23200", "wrong", "boxed", PAY + "The answer is $\\boxed{23200.1}$.", "23200.1: relative error 4e-6"),
    g("x_european_separator", "A", "23200", "wrong", "hash", PAY + "#### 23.200", "debatable: 23.200 read as English is 23.2; a European thousands dot is not the English output's notation", True),
    g("x_hours_decimal", "A", "245", "wrong", "hash", TIME + "245 / 60 = 4.08 hours.\n#### 4.08", "the other unit, rounded"),
    g("x_share", "A", "67.5", "wrong", "hash", PCT + "#### 0.675", "debatable: a share for the percent the working computes", True),
    g("x_half_off", "A", "227.5", "wrong", "hash", "65 * 3.5 = 227\n#### 227", "227 against 227.5"),
    g("x_dozen_decimal", "A", "9", "wrong", "hash", PIZ + "Each of the 13 people could get 9 / 13 = 0.69 more slices.\n#### 0.69", "a per-person share after the count"),
    g("x_fraction_other", "A", "227.5", "wrong", "hash", DRIVE + "#### 455/3", "455/3 = 151.67, not 227.5"),
    m("x_m_decimal_sqrt", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{8.49}$", "a decimal for 6\\sqrt2 (8.485...)"),
    m("x_m_decimal_frac", "A", G_DICE, "wrong", "boxed", DICE + r" $\approx \boxed{0.111}$", "a decimal for 1/9"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.36}$", "0.36 is not 4/11"),
    m("x_m_pi_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx \boxed{153.94}$", "a decimal for 49\\pi"),
    m("x_m_sign_coef", "A", G_POLY, "wrong", "boxed", POLY.replace("- 8", "+ 8") + r" $= \boxed{3x^2 + 10x + 8}$", "the constant's sign flipped"),
    m("x_m_close_frac", "A", G_REP, "wrong", "boxed", REP.replace("36}{99}", "36}{100}") + r" $= \boxed{\frac{9}{25}}$", "9/25 = 0.36, close to 4/11"),
    m("x_m_sqrt_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{6\sqrt{3}}$", "6\\sqrt3 instead of 6\\sqrt2"),
    m("x_m_pi_missing", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{49}$", "49 without \\pi"),
    g("x_ok_cents", "B", "45", "correct", "hash", FARE + "#### 45.00", "45.00 for 45"),
    g("x_ok_trailing_zero", "B", "227.5", "correct", "hash", DRIVE + "#### 227.50", "227.50 for 227.5"),
    g("x_ok_percent_zero", "B", "67.5", "correct", "hash", PCT + "#### 67.50%", "67.50% for 67.5"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", BOOK + "#### 0.00", "0.00 for 0"),
    g("x_ok_integer_decimal", "B", "14", "correct", "hash", SAVE + "#### 14.0", "14.0 for 14"),
    g("x_ok_dollars_cents_comma", "B", "23200", "correct", "hash", PAY + "#### $23,200.00", "dollars, comma and cents"),
    g("x_ok_fraction", "B", "227.5", "correct", "hash", "65 * 7/2 = 455/2 miles.\n#### 455/2", "an exact fraction equal to 227.5"),
    g("x_ok_unicode_minus", "B", "-11", "correct", "hash", TEMP + "#### −11", "a Unicode minus sign (U+2212)"),
    g("x_ok_leading_zero", "B", "9", "correct", "hash", PIZ + "#### 09", "a leading zero"),
    g("x_ok_mixed", "B", "227.5", "correct", "hash", DRIVE + "That is 227 1/2 miles.\n#### 227.5", "a mixed number in prose, the decimal after ####"),
    g("x_ok_code_print", "B", "9", "correct", "prose", PIZ_CODE + "Output:\n```\n9\n```\nSo 9 slices are left.", "a code block, its printed output, a sentence"),
    g("x_ok_rate_after", "B", "227.5", "correct", "phrase", DRIVE + "So the answer is 227.5 miles, at 65 miles per hour.", "the answer phrase then the given speed"),
    m("x_m_ok_unsimplified_sqrt", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\sqrt{72}}$", "\\sqrt{72} equals 6\\sqrt2"),
    m("x_m_ok_unreduced", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{4}{36}}$", "4/36 equals 1/9"),
    m("x_m_ok_dfrac", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\dfrac{4}{11}}$", "\\dfrac"),
    m("x_m_ok_reordered_poly", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-8 + 10x + 3x^2}$", "terms reordered"),
    m("x_m_ok_pi_space", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49 \pi}$", "a space before \\pi"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{-10i + 11}$", "imaginary part first"),
    m("x_m_ok_matrix", "B", G_MAT, "correct", "boxed", MAT + r" $= \boxed{\begin{pmatrix} 6 \\ -6 \end{pmatrix}}$", "a pmatrix vector"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_boxed_neq", "A", "41", "no_answer", "boxed", COOK + "So the answer is $\\boxed{\\neq 41}$.", "a negated box: no value stated"),
    g("n_sout", "A", "41", "no_answer", "hash", COOK + "#### \\sout{41}", "a struck-out #### value and nothing after"),
    g("n_markdown_strike", "A", "322", "no_answer", "hash", GARD + "~~#### 322~~", "the whole #### line struck out in markdown"),
    g("n_strike_then_other", "A", "41", "wrong", "phrase", COOK + "The answer is ~~41~~ 68.", "41 struck out, 68 given"),
    g("n_annot_wrong", "A", "41", "wrong", "hash", COOK + "#### 41 (wrong)", "the model annotates its own value as wrong"),
    g("n_annot_not_final", "A", "45", "no_answer", "hash", FARE + "#### 45 (not final, still checking)", "debatable: the model says the value is not final and stops; no committed answer", True),
    g("n_is_not", "A", "45", "no_answer", "phrase", FARE + "The answer is not 45.", "a negation with nothing after"),
    g("n_cannot_be", "A", "14", "no_answer", "phrase", SAVE + "So the answer cannot be 14, since he already has some money saved.", "the model rules 14 out and gives nothing else"),
    g("n_tag_not", "A", "322", "no_answer", "tag", th(GARD) + "<answer>not 322</answer>", "a negation in the tag"),
    g("n_bold_not", "A", "252", "no_answer", "phrase", EGG + "**Answer: not 252**", "a negated bold answer"),
    g("n_table_strike", "A", "23200", "no_answer", "lastline", PAY_TABLE + "| **Total** | ~~$23,200~~ |", "the table's total row struck out, nothing after"),
    g("n_annot_incorrect_box", "A", "9", "wrong", "boxed", PIZ + "$\\boxed{9}$ (incorrect)", "a box annotated incorrect by the model"),
    g("n_html_del", "A", "9", "no_answer", "hash", PIZ + "#### <del>9</del>", "an HTML strike-out"),
    g("n_cancel", "A", "41", "no_answer", "boxed", COOK + "$\\boxed{\\cancel{41}}$", "a cancelled value in the box"),
    g("n_cross", "A", "14", "wrong", "hash", SAVE + "#### 14 ✗", "debatable: a cross mark the model puts after its own value marks it wrong", True),
    g("n_not_equal_sign", "A", "-11", "no_answer", "phrase", TEMP + "Final answer: T ≠ -11.", "≠ before the value"),
    m("n_m_boxed_not", "A", G_DICE, "no_answer", "boxed", DICE + r". The answer is $\boxed{\not= \frac{1}{9}}$.", "\\not= in the box"),
    m("n_m_sout", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \sout{\boxed{84}}$", "a struck-out box"),
    m("n_m_annot", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{49\pi}$ (wrong, I used the diameter)" + "\nHmm.", "a box annotated wrong by the model"),
    m("n_m_is_not", "A", G_CPX, "no_answer", "phrase", CPX + r". The answer is not $11 - 10i$.", "a negated final phrase"),
    m("n_m_strike_other", "A", G_SYS, "wrong", "boxed", SYS + r" ~~$\boxed{(3, 4)}$~~ $\boxed{(4, 3)}$", "the gold struck out, the swapped pair boxed"),
    g("n_ok_not_then_right", "B", "41", "correct", "hash", COOK + "The answer is not 126 (that is how many she baked); it is 41.\n#### 41", "a negated subtotal, then the gold"),
    g("n_ok_strike_then_right", "B", "41", "correct", "phrase", COOK + "The answer is ~~126~~ 41.", "a struck-out subtotal then the gold"),
    g("n_ok_annot_checked", "B", "41", "correct", "hash", COOK + "#### 41 (checked: 41 + 85 = 126)", "an annotation that checks the value"),
    g("n_ok_not_in_text", "B", "45", "correct", "hash", FARE + "It is not 22.50, because he rides twice a day.\n#### 45", "a negation of another value before the answer"),
    g("n_ok_no_money", "B", "0", "correct", "hash", BOOK + "No, she has nothing left: $0.\n#### 0", "'No' and 'nothing' before a zero answer"),
    g("n_ok_not_positive", "B", "-11", "correct", "hash", TEMP + "The temperature is not 11 but -11 degrees.\n#### -11", "'not 11 but -11'"),
    g("n_ok_annot_units", "B", "252", "correct", "hash", EGG + "#### 252 (eggs per week)", "a parenthesised unit annotation"),
    g("n_ok_checkmark", "B", "322", "correct", "hash", GARD + "#### 322 ✓", "a check mark after the value"),
    g("n_ok_bold_emoji", "B", "9", "correct", "phrase", PIZ + "**Final answer: 9 slices** ✅", "bold answer and a check emoji"),
    g("n_ok_cannot_faster", "B", "14", "correct", "hash", SAVE + "He cannot save it any faster at $35 a week, so it takes 14 weeks.\n#### 14", "'cannot' in the answer sentence"),
    g("n_ok_strike_in_working", "B", "23200", "correct", "hash", "16 * 1450 = ~~21,200~~ 23,200 dollars.\n#### 23200", "a struck-out slip in the working, then the gold"),
    m("n_m_ok_neq_condition", "B", G_REP, "correct", "boxed", REP + r" $= \frac{4}{11}$ (note $x \neq 0.36$). " + qbox(r"\frac{4}{11}"), "a \\neq remark before the box"),
    m("n_m_ok_strike_then_box", "B", G_RAD, "correct", "boxed", RAD + r" $= \sout{6\sqrt{3}}$ $\boxed{6\sqrt{2}}$", "a struck-out slip then the gold boxed"),
    m("n_m_ok_not_radians", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{150^\circ}$, not $\frac{5\pi}{6}$, since the question asks for degrees.", "the boxed gold, then a negated radian form"),
    m("n_m_ok_annot_simplified", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{6\sqrt{2}}$ (simplified)", "a harmless annotation"),

    # ================================================================ 5. words after a number (u_)
    g("u_dozen", "A", "252", "wrong", "hash", EGG + "The hens lay 252 dozen eggs.\n#### 252 dozen", "'252 dozen' is 3,024 eggs"),
    g("u_thousand", "A", "23200", "wrong", "hash", PAY + "#### 23200 thousand", "'23200 thousand' is 23,200,000"),
    g("u_cents", "A", "45", "wrong", "hash", FARE + "#### 45 cents", "45 cents is $0.45, not $45"),
    g("u_more", "A", "9", "wrong", "phrase", PIZ + "So they need 9 more slices.", "'9 more slices' (needed) is not the 9 left"),
    g("u_fewer", "A", "41", "wrong", "phrase", COOK + "So Mia has 41 fewer cookies.", "'41 fewer' is a difference, not the count left"),
    g("u_per_tray", "A", "41", "wrong", "hash", COOK + "#### 41 per tray", "'41 per tray' is a per-item value"),
    g("u_per_day", "A", "252", "wrong", "hash", EGG + "#### 252 per day", "'252 per day' changes the weekly count"),
    g("u_each", "A", "9", "wrong", "phrase", PIZ + "The answer is 9 slices each.", "'9 slices each' is a per-person value"),
    g("u_warmer", "A", "-11", "wrong", "phrase", TEMP + "The answer is 11 degrees warmer.", "'11 degrees warmer' is a change, not -11"),
    g("u_less", "A", "23200", "wrong", "phrase", PAY + "She earns $23,200 less.", "'$23,200 less' is a difference"),
    g("u_times", "A", "14", "wrong", "hash", SAVE + "#### 14 times", "'14 times' is a ratio"),
    g("u_percent_count", "A", "14", "wrong", "hash", SAVE + "#### 14 percent", "'14 percent' for a count of weeks"),
    g("u_hundred", "A", "322", "wrong", "hash", GARD + "#### 322 hundred", "'322 hundred' is 32,200"),
    g("u_short", "A", "41", "wrong", "phrase", COOK + "Mia is 41 cookies short.", "'41 short' is a shortfall"),
    g("u_negative", "A", "41", "wrong", "hash", COOK + "#### 41 negative", "'41 negative' reads as -41"),
    g("u_hours_for_minutes", "A", "245", "wrong", "hash", TIME + "#### 245 hours", "debatable: the right number with the wrong unit; 245 hours is not 245 minutes", True),
    g("u_ok_cookies", "B", "41", "correct", "hash", COOK + "#### 41 cookies", "a count noun after ####"),
    g("u_ok_dollars_word", "B", "45", "correct", "hash", FARE + "#### 45 dollars", "'dollars'"),
    g("u_ok_plants", "B", "322", "correct", "phrase", GARD + "The answer is 322 plants.", "a count noun"),
    g("u_ok_usd", "B", "23200", "correct", "hash", PAY + "#### 23,200 USD", "'USD' after a comma number"),
    g("u_ok_percent_word", "B", "67.5", "correct", "hash", PCT + "#### 67.5 percent", "'percent' on a percent gold"),
    g("u_ok_degrees_f", "B", "-11", "correct", "hash", TEMP + "#### -11°F", "°F after a negative"),
    g("u_ok_minutes", "B", "245", "correct", "hash", TIME + "#### 245 minutes", "'minutes' on a minutes gold"),
    g("u_ok_eggs_per_week", "B", "252", "correct", "phrase", EGG + "The answer is 252 eggs per week.", "'per week' is the answer's own unit (eggs in one week)"),
    g("u_ok_miles", "B", "227.5", "correct", "hash", DRIVE + "#### 227.5 miles", "'miles'"),
    g("u_ok_slices_left", "B", "9", "correct", "phrase", PIZ + "The answer is 9 slices left over.", "'left over' after the count"),
    g("u_ok_weeks", "B", "14", "correct", "tag", th(SAVE) + "<answer>14 weeks</answer>", "'weeks' in the tag"),
    g("u_ok_zero_dollars", "B", "0", "correct", "hash", BOOK + "#### $0", "a dollar sign on zero"),
    g("u_ok_thousand_scale", "B", "23200", "correct", "phrase", PAY + "The answer is $23.2 thousand.", "debatable: 23.2 thousand equals 23,200; a scale word honestly written", True),
    g("u_ok_cookies_left", "B", "41", "correct", "phrase", COOK + "The answer is 41 cookies left.", "trailing words 'cookies left'"),
    m("u_m_radians_word", "A", G_ANG, "wrong", "boxed", ANG + r" $= \boxed{150 \text{ radians}}$", "150 radians is not 150 degrees"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84 \text{ thousand}}$", "'84 thousand' is 84,000"),
    m("u_m_percent", "A", G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{1}{9} \text{ percent}}$", "'1/9 percent' is 1/900"),
    m("u_m_squared", "A", G_RAD, "wrong", "phrase", RAD + r". The answer is $6\sqrt{2}$ squared.", "'squared' changes the value to 72"),
    m("u_m_ok_degrees", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{150^\circ}$", "^\\circ on a degree gold"),
    m("u_m_ok_degrees_word", "B", G_ANG, "correct", "phrase", ANG + ". The answer is 150 degrees.", "'degrees' on a degree gold"),
    m("u_m_ok_square_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49\pi \text{ square units}}$", "'square units' in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "phrase", COMB + ". The answer is 84 ways.", "'ways' after the count"),

    # ================================================================ 6. retractions and corrections (r_)
    g("r_edit", "A", "41", "wrong", "hash", COOK + "#### 41\nEdit: I misread the problem, she sold 58. 126 - 58 = 68.\n#### 68", "an edit corrects to 68"),
    g("r_edit_short", "A", "322", "wrong", "hash", GARD + "#### 322\nEdit: 332", "'Edit: 332' after the answer"),
    g("r_wait_wrong", "A", "45", "wrong", "phrase", FARE + "The answer is 45.\nWait, that's wrong. He pays $3.75 per day, so 6 * 3.75 = 22.50. The answer is 22.50.", "'Wait, that's wrong' then 22.50"),
    g("r_never_mind", "A", "322", "wrong", "hash", GARD + "#### 322\nNever mind, I think I misread the number of rows.", "withdrawn with nothing new (round 20's convention: wrong)"),
    g("r_actually_dozen", "A", "252", "wrong", "phrase", EGG + "**Answer: 252**\n\nActually, the question asks in dozens: 252 / 12 = 21.\n**Answer: 21**", "an 'Actually' correction to another quantity"),
    g("r_correction", "A", "23200", "wrong", "hash", PAY + "#### 23200\nCorrection: she takes 1 week off, so 15 * 1450 = 21750.\n#### 21750", "'Correction:' to 21750"),
    g("r_oops", "A", "9", "wrong", "hash", PIZ + "#### 9\nOops, I made a mistake. 12 people ate, so 48 - 36 = 12.\n#### 12", "'Oops' correction to 12"),
    g("r_scratch", "A", "14", "wrong", "phrase", SAVE + "The answer is 14 weeks. Scratch that: 490 / 35 = 15 weeks. The answer is 15 weeks.", "'Scratch that' correction"),
    g("r_think_candidates", "A", "41", "wrong", "tag", COOK_THINK_SLIP + "<answer>68</answer>", "a think block with candidates 41 and 68; the tag holds 68"),
    g("r_cut_after_retraction", "A", "41", "no_answer", "truncated", COOK + "#### 41\nWait, that's not right. Let me recompute: 7 * 18 =", "retracted, then cut at the token cap before a new value"),
    g("r_hmm_recheck_other", "A", "227.5", "wrong", "phrase", DRIVE + "So the answer is 227.5 miles.\n\nHmm, let me recheck. 65 * 3 = 195, plus 65 * 0.5 = 32, so 227.\nThe answer is 227 miles.", "a recheck with an arithmetic slip ends on 227"),
    g("r_update", "A", "245", "wrong", "hash", TIME + "#### 245\nUpdate: the question wants hours, 245 / 60 = 4.08.\n#### 4.08", "'Update:' to another unit"),
    g("r_final_final", "A", "67.5", "wrong", "hash", PCT + "#### 67.5\nOn second thought, the question asks how many failed: 100 - 67.5 = 32.5.\n#### 32.5", "'On second thought' to the failed share"),
    m("r_m_wait_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{6\sqrt{2}}$." + "\n\nWait, $72 = 36 \\cdot 3$? Then $\\sqrt{72} = 6\\sqrt{3}$. So the answer is $\\boxed{6\\sqrt{3}}$.", "a wrong 'Wait' correction after the gold box"),
    m("r_m_forgot", "A", G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{1}{9}}$." + "\n\nWait, I forgot $(4,4)$... no, that is 8. Hmm, actually I count 5 pairs: $\\boxed{\\frac{5}{36}}$.", "a miscount correction to 5/36"),
    m("r_m_withdrawn", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84}$." + "\n\nHmm, actually this is wrong, order matters here. Let me start over.", "withdrawn with nothing new (wrong by round 20's convention)"),
    g("r_ok_wait_back", "B", "41", "correct", "hash", COOK + "Wait, should it be 126 - 58? No, she sold 85, so 41 is right.\n#### 41", "a 'Wait' that returns to the gold"),
    g("r_ok_edit_fixes", "B", "41", "correct", "hash", COOK_SLIP + "#### 68\nEdit: she sold 85, not 58, so 126 - 85 = 41.\n#### 41", "an edit correcting to the gold"),
    g("r_ok_check", "B", "45", "correct", "hash", FARE + "#### 45\nCheck: 3.75 * 12 = 45 ✓", "a trailing check"),
    g("r_ok_pleasantry", "B", "322", "correct", "hash", GARD + "#### 322\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    g("r_ok_correction_to_right", "B", "45", "correct", "hash", FARE_ONE + "The answer is 22.50.\nWait, that's wrong. He rides 2 times a day, so it is 2 * 22.50 = 45.\n#### 45", "corrected from 22.50 to the gold"),
    g("r_ok_actually_zero", "B", "0", "correct", "hash", "She had $150 and spent 5 * 30 = 150, so she has $150 left.\nActually, 150 - 150 = 0, so she has $0 left.\n#### 0", "an 'Actually' correction to zero"),
    g("r_ok_never_mind_sub", "B", "41", "correct", "phrase", COOK + "Never mind the 126 above; that is how many she baked. The final answer is 41.", "'Never mind' about the subtotal, then the gold"),
    g("r_ok_think_candidates", "B", "41", "correct", "tag", COOK_THINK + "<answer>41</answer>", "a think block with candidates 51 and 41, the tag 41"),
    g("r_ok_verify_table", "B", "23200", "correct", "lastline", PAY + "Let me verify with a table:\n" + PAY_TABLE + "| **Total** | **$23,200** |", "the table's last row holds the gold"),
    g("r_ok_double_check", "B", "252", "correct", "phrase", EGG + "Let me double-check: 252 / 7 = 36 and 36 / 9 = 4. ✓\nSo the hens lay 252 eggs in a week.", "a double-check then the answer restated"),
    g("r_ok_llama", "B", "227.5", "correct", "boxed", llama(("Find the distance", "Distance = 65 * 3.5 = 227.5 miles."), ("Check", "227.5 / 3.5 = 65. Correct.")) + LLAMA_END.format("227.5"), "Llama 3 steps and closing line"),
    g("r_ok_update_same", "B", "14", "correct", "hash", SAVE + "#### 14\nUpdate: I rechecked, 35 * 14 = 490, so 14 stands.", "an update confirming the value"),
    m("r_m_ok_wait_fix", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{6\sqrt{3}}$." + "\n\nWait, $72 = 36 \\cdot 2$, not $36 \\cdot 3$. So $\\sqrt{72} = 6\\sqrt{2}$.\n\n" + r1final(r"6\sqrt{2}"), "a 'Wait' correction to the gold, R1 closing block"),
    m("r_m_ok_check", "B", G_SYS, "correct", "boxed", SYS + r" So $\boxed{(3, 4)}$." + "\nCheck: $3 + 8 = 11$ ✓, $9 - 4 = 5$ ✓", "a check after the box"),
    m("r_m_ok_forgot", "B", G_DICE, "correct", "boxed", r"The pairs are $(3,6), (4,5), (5,4)$: $\frac{3}{36} = \boxed{\frac{1}{12}}$." + "\n\nWait, I missed $(6,3)$. That gives $4$ pairs, so the answer is $\\boxed{\\frac{1}{9}}$.", "a miscount corrected to the gold"),
    m("r_m_ok_qwen", "B", G_POLY, "correct", "boxed", qwen("Let's expand.", ("Distribute", POLY), ("Combine", r"$3x^2 + 10x - 8$")) + QWEN_END.format("3x^2 + 10x - 8"), "Qwen steps and closing line"),

    # ================================================================ 7. quoted, reported, invented-turn, self-set text (q_)
    g("q_user_turn_gold", "A", "41", "wrong", "hash", COOK_SLIP + "#### 68" + IM_USER + "That's wrong. The answer is 41.", "the gold only in an invented next user turn; the model's answer is 68"),
    g("q_invented_qa", "A", "41", "wrong", "hash", COOK_SLIP + "#### 68\n\nQuestion: Sam has 50 marbles and gives away 9. How many are left?\nAnswer: 50 - 9 = 41.\n#### 41", "a self-set new problem whose answer is 41; the own answer is 68"),
    g("q_invented_assistant", "A", "45", "wrong", "hash", FARE_ONE + "#### 22.5" + IM_USER + "He rides twice a day." + IM_ASSIST + "Then he pays 2 * 22.50 = 45.\n#### 45", "debatable: the corrected 45 is only in an invented assistant turn after an invented user message; the answer to the question posed is 22.5", True),
    g("q_you_said", "A", "322", "wrong", "hash", GARD_SLIP + "You said the answer is 322, but I get 332.\n#### 332", "the gold only as the user's reported claim"),
    g("q_friend_only", "A", "45", "no_answer", "prose", "My friend said the answer is 45, but I am not sure how to solve this.", "only a reported claim, no own answer"),
    g("q_answer_key", "A", "322", "wrong", "hash", GARD_SLIP + "The answer key says 322, but my calculation gives 332.\n#### 332", "a reported answer key; the own answer differs"),
    g("q_question_only", "A", "14", "no_answer", "none", "Question: Ben saves $35 a week. He needs $490 for a bike. How many weeks will it take?\nLet's think step by step.", "the completion only repeats the question"),
    g("q_hypothetical", "A", "41", "wrong", "hash", "If she had sold 85, there would be 126 - 85 = 41 left. But she sold 58, so 126 - 58 = 68.\n#### 68", "the gold only under a hypothetical; the own answer 68"),
    g("q_part_a", "A", "252", "wrong", "hash", "(a) In one day the hens lay 9 * 4 = 36 eggs.\n#### 36\n\n(Part (b) of the next question: in a week, 36 * 7 = 252 eggs.)", "debatable: the marked answer is a day's 36; 252 only as a part of another question", True),
    g("q_eot_user", "A", "9", "wrong", "hash", "48 - 36 = 12 slices are left.\n#### 12" + EOT_USER + "Actually 13 people ate 3 each, so 9 are left, right?", "the gold in an invented Llama user turn"),
    g("q_quoted_example", "A", "23200", "no_answer", "prose", "Please write the answer in the form \"#### 23200\" as in the example. I will now solve the problem.", "the gold inside a quoted format example; no own answer"),
    g("q_next_problem", "A", "227.5", "wrong", "hash", "65 * 3 = 195 miles.\n#### 195\n\nNow try this one: a bus goes 65 mph for 3.5 hours. How far? Answer: 227.5 miles.", "a self-set problem with the gold; the own answer 195"),
    g("q_code_comment", "A", "9", "wrong", "lastline", "```python\nslices = 6 * 8\neaten = 12 * 3\n# expected output: 9?\nprint(slices - eaten)\n```\nOutput: 12\n\nSo 12 slices are left.", "the gold only in a code comment; the output and answer 12"),
    m("q_m_user_turn", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{6\sqrt{3}}$" + IM_USER + r"Simplify $\sqrt{72}$. Answer: $\boxed{6\sqrt{2}}$", "the gold box in an invented user turn"),
    m("q_m_exercise", "A", G_REP, "wrong", "boxed", REP.replace("36}{99}", "36}{100}") + r" $= \boxed{\frac{9}{25}}$." + "\n\nExercise: show that $0.\\overline{36} = \\frac{4}{11}$.", "a self-set exercise states the gold; the own answer 9/25"),
    m("q_m_textbook", "A", G_ROOT, "wrong", "boxed", r"The textbook says the roots are $-3$ and $4$, but I get $x^2 - x - 12 = (x - 6)(x + 2)$, so $\boxed{-2, 6}$.", "the gold only as a reported claim"),
    m("q_m_hypothetical", "A", G_CIRC, "wrong", "boxed", r"If the radius were $7$, the area would be $49\pi$. But the diameter is $7$, so the area is $\boxed{\frac{49\pi}{4}}$.", "debatable: the model misreads the radius as a diameter; the gold only under its hypothetical", True),
    g("q_ok_you_said_right", "B", "41", "correct", "hash", COOK + "You said 41, and that is correct.\n#### 41", "a report agreeing with the own answer"),
    g("q_ok_user_turn_after", "B", "41", "correct", "hash", COOK + "#### 41" + IM_USER + "Great! Now what if she sold 58? Then 68 are left.", "an invented user turn with another value after the own answer"),
    g("q_ok_restated_question", "B", "41", "correct", "hash", "Question: Mia bakes 7 trays of 18 cookies and sells 85. How many are left?\nAnswer: " + COOK + "#### 41", "the question restated before the answer"),
    g("q_ok_common_mistake", "B", "41", "correct", "hash", COOK + "A common mistake is to answer 126. The correct answer is 41.\n#### 41", "a reported wrong answer before the own answer"),
    g("q_ok_eot_user", "B", "45", "correct", "hash", FARE + "#### 45" + EOT_USER + "Is it 22.5?", "an invented Llama user turn after the answer"),
    g("q_ok_self_set_after", "B", "322", "correct", "hash", GARD + "#### 322\n\nNow try this: 15 rows of 23 plants? Answer: 15 * 23 = 345.\n#### 345", "debatable: a self-set practice problem with its own #### after the answer; the answer to the question asked is 322", True),
    g("q_ok_hypothetical_then_real", "B", "45", "correct", "hash", "If he rode once a day, it would be 6 * 3.75 = 22.50. But he rides twice a day, so 6 * 7.50 = 45.\n#### 45", "a hypothetical with another value, then the own answer"),
    g("q_ok_quote_question_numbers", "B", "14", "correct", "phrase", "The problem says \"Ben saves $35 a week and needs $490.\"\n" + SAVE + "So Ben needs 14 weeks.", "a quoted problem sentence with other numbers"),
    g("q_ok_im_end", "B", "252", "correct", "hash", EGG + "#### 252" + IM_END, "a ChatML end token after the answer"),
    g("q_ok_next_q_after", "B", "9", "correct", "hash", PIZ + "#### 9\n\nQuestion: A baker has 12 trays of 10 rolls and sells 95. How many are left?\nAnswer:", "an invented next question with no answer after the own answer"),
    m("q_m_ok_user_turn", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{6\sqrt{2}}$" + IM_USER + r"Simplify $\sqrt{50}$." + IM_ASSIST + r"$\sqrt{50} = \boxed{5\sqrt{2}}$", "an invented next turn with another box after the own answer"),
    m("q_m_ok_exercise_after", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{4}{11}}$." + "\n\nExercise: convert $0.\\overline{45}$ the same way. (Answer: $\\frac{5}{11}$.)", "a self-set exercise after the boxed gold"),
    m("q_m_ok_textbook_agrees", "B", G_ROOT, "correct", "boxed", ROOT + r" The textbook also says $-3$ and $4$. So $\boxed{-3, 4}$.", "a report agreeing with the own box"),

    # ================================================================ 8. bad input a JSON corpus can hold (b_)
    g("b_nul_in_answer", "A", "41", "no_answer", "hash", COOK + "#### 4\x001", "a NUL inside the answer: bad input, no_answer"),
    g("b_nul_right_answer", "A", "41", "no_answer", "hash", COOK + "\x00#### 41", "a NUL before a right answer: the pair is bad input (brief's convention), no_answer"),
    g("b_nul_in_gold", "A", "41\x00", "no_answer", "hash", COOK + "#### 41", "a NUL in the gold: bad input, no_answer"),
    g("b_surrogate_after", "A", "41", "no_answer", "hash", COOK + "#### 41\ud800", "a lone high surrogate after a right answer: bad input, no_answer"),
    g("b_surrogate_in_tag", "A", "322", "no_answer", "tag", th(GARD) + "<answer>32\udc002</answer>", "a lone low surrogate inside the tag: bad input, no_answer"),
    g("b_surrogate_gold", "A", "14\udfff", "no_answer", "hash", SAVE + "#### 14", "a lone surrogate in the gold: bad input, no_answer"),
    m("b_m_nul", "A", G_DICE, "no_answer", "boxed", DICE + " $= \\boxed{\\frac{1}{9}}$\x00", "a NUL after a right box: bad input, no_answer"),
    m("b_m_surrogate", "A", G_RAD, "no_answer", "boxed", RAD + " $= \\boxed{6\\sqrt{2}}$\ud83d", "a lone surrogate (half an emoji) after a right box: bad input, no_answer"),
    g("b_empty", "A", "41", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "41", "no_answer", "none", "  \n\t \n", "only whitespace"),
    g("b_only_eos", "A", "9", "no_answer", "none", EOS, "only an end-of-text token"),
    g("b_zero_width_other", "A", "41", "wrong", "hash", COOK_SLIP + "#### 6\u200b8", "a zero-width space inside 68"),
    g("b_fullwidth_other", "A", "41", "wrong", "hash", COOK_SLIP + "#### ６８", "full-width 68"),
    g("b_bell_other", "A", "41", "wrong", "hash", COOK_SLIP + "#### 68\x07", "a BEL control character after 68"),
    g("b_huge_loop_cut", "A", "14", "no_answer", "truncated", "Ben saves $35 a week.\n" + "He needs $490. Each week he saves $35. " * 6000 + "He needs $4", "a 240,000-character repetition loop cut at the cap, no answer"),
    g("b_huge_loop_wrong", "A", "14", "wrong", "hash", "Let's see.\n" + "490 / 35 = 14? Let me check again.\n" * 5000 + "490 / 35 = 15\n#### 15", "a very long self-checking loop ending #### 15"),
    g("b_huge_number", "A", "41", "wrong", "hash", COOK + "#### 4" + "1" * 5000, "a 5,001-digit number starting 41"),
    g("b_many_boxes", "A", "41", "wrong", "boxed", COOK_SLIP + "\\boxed{68} " * 3000, "3,000 boxes of the wrong 68"),
    g("b_deep_nesting", "A", "41", "wrong", "boxed", COOK_SLIP + "\\boxed{" * 400 + "68" + "}" * 400, "400 nested boxes around 68"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{8", "cut inside the box"),
    g("b_ok_huge_loop_right", "B", "41", "correct", "phrase", COOK + "The answer is 41.\n" * 4000, "the right answer line repeated 4,000 times (a small policy's loop)"),
    g("b_ok_rtl_mark", "B", "41", "correct", "hash", COOK + "#### \u200f41", "a right-to-left mark before the answer"),
    g("b_ok_nbsp", "B", "23200", "correct", "hash", PAY + "#### 23\u00a0200", "a no-break space as the thousands separator"),
    g("b_ok_thin_space", "B", "23200", "correct", "phrase", PAY + "The answer is $23\u2009200.", "a thin space as the thousands separator"),
    g("b_ok_crlf", "B", "45", "correct", "hash", (FARE + "The answer is 45.\n#### 45").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_tabs", "B", "322", "correct", "hash", GARD.replace(" ", "\t") + "####\t322", "tabs for spaces"),
    g("b_ok_gold_spaces", "B", " 41 ", "correct", "hash", COOK + "#### 41", "a gold with spaces"),
    g("b_ok_vertical_tab", "B", "9", "correct", "hash", PIZ + "\x0b#### 9", "a vertical tab before ####"),
    g("b_ok_del_char", "B", "14", "correct", "hash", SAVE + "#### 14\x7f", "a DEL control character after the answer"),
    g("b_ok_ansi", "B", "252", "correct", "hash", EGG + "#### \x1b[1m252\x1b[0m", "debatable: ANSI bold codes around 252; the value is 252", True),
    g("b_ok_bom", "B", "227.5", "correct", "hash", "\ufeff" + DRIVE + "#### 227.5", "a BOM first"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{84}", "correct", "boxed", COMB + r" $= \boxed{84}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_CIRC + "\n", "correct", "boxed", CIRC + r" $= \boxed{49\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_crlf", "B", G_SYS, "correct", "boxed", (SYS + "\n" + r1final("(3, 4)")).replace("\n", "\r\n"), "CRLF in an R1 closing block"),
]
# fmt: on

DECISIONS = {
    "t_share_for_percent": (
        "reject",
        "the share 0.675 is another quantity than the percent 67.5 the working computes (round 5's decision for a share)",
    ),
    "t_ok_difference_after_total": (
        "accept",
        "the tag's sentence answers with the total 23,200; the difference after it is a true side remark, not a second answer",
    ),
    "h_abs_below_zero": (
        "reject",
        "the marked #### value is 11, not -11; the phrase's 'below zero' does not change the marked value (round 21's decision)",
    ),
    "x_european_separator": (
        "reject",
        "in an English output 23.200 is 23.2; the working writes 23200 without a dot, so the dot is not a thousands separator",
    ),
    "x_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's decision)",
    ),
    "n_annot_not_final": (
        "reject",
        "the model says the value is not final and stops: no committed final answer",
    ),
    "n_cross": (
        "reject",
        "the model marks its own value with a cross: an annotated answer, refused like 18 (wrong)",
    ),
    "q_invented_assistant": (
        "reject",
        "a completion that goes on with invented turns is labelled by the answer to the question actually posed (public_heldout2's convention): 22.5",
    ),
    "u_hours_for_minutes": (
        "reject",
        "the stated quantity is 245 hours; the question's 245 minutes is another quantity",
    ),
    "u_ok_thousand_scale": (
        "accept",
        "'$23.2 thousand' equals 23,200: an honest scale word, not a word that changes the value away from the gold",
    ),
    "q_part_a": (
        "reject",
        "the marked answer is one day's 36 eggs; 252 appears only as another part's value in parentheses",
    ),
    "q_m_hypothetical": (
        "reject",
        "49\\pi appears only under 'If the radius were 7'; the model's own final box is 49\\pi/4",
    ),
    "q_ok_self_set_after": (
        "accept",
        "the second #### belongs to a practice problem the model set itself after answering; the answer to the question asked is 322",
    ),
    "b_ok_ansi": (
        "accept",
        "ANSI bold codes are control characters around the digits; the value written is 252 and no NUL or lone surrogate is present",
    ),
}


def _write_records_surrogate_safe(out: Path, records: list[dict]) -> None:
    """corpus_build.write_records, but a lone surrogate (which UTF-8 cannot hold) is written as its
    JSON escape \\udXXX; json.loads gives the lone surrogate back."""
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            line = json.dumps(record, ensure_ascii=False)
            line = re.sub("[\ud800-\udfff]", lambda c: f"\\u{ord(c.group()):04x}", line)
            handle.write(line + "\n")
    print(f"wrote {len(records)} records to {out}")


corpus_build.write_records = _write_records_surrogate_safe

if __name__ == "__main__":
    # Outside the corpus folder (the helper's /tmp/rt124), write beside this file instead.
    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam124", CASES, [], DECISIONS)
