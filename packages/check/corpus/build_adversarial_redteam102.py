r"""Build adversarial_redteam102.jsonl: a hundred-and-second round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam102", issue 25), written by a helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any
corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes;
handed over BEFORE any scoring. Not model output. Only corpus/README.md (label conventions),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: English only, the eight classes of the issue as a hidden-test author who knows
real model outputs writes them, about half kind A and half kind B, GSM8K about 60 % and MATH 40 %:
`<answer>` tags holding sentences, equations, units and boxes; answers restated after the box in a
closing sentence; "**Final Answer**" blocks; answers in bold and in a table's last row; trailing
checks ("Check: 77 + 175 = 252 ✓"); long R1 think blocks with several candidate values before the
final one; completions cut at a token cap; invented next turns; retractions and corrections phrased
as real models phrase them.

Problems, golds and the arithmetic (checked by hand; python used for plain arithmetic only):
GSM8K
- cookies: 14 trays of 18, 175 sold -> 77 (14 * 18 = 252; 252 - 175 = 77; 77 + 175 = 252).
- fares: 3 adults at $12.50, 4 children at $7.25 -> 66.5 (37.5 + 29 = 66.5).
- savings: $45 a week for 16 weeks, $235 bike -> 485 (45 * 16 = 720; 720 - 235 = 485).
- widgets: 1,875 a day for 6 days, 4,380 shipped -> 6870 (11,250 - 4,380 = 6,870).
- walkers: 46 of 80 students walk, percent -> 57.5 (46 / 80 = 0.575).
- film: 2 h 25 min film + 35 min trailers, in minutes -> 180 (145 + 35 = 180 = 3 hours).
- temperature: 8 degrees, falling 3.5 an hour for 6 hours -> -13 (3.5 * 6 = 21; 8 - 21 = -13).
- ages: sister 9, Tom 3 times as old, Tom in 5 years -> 32 (3 * 9 = 27; 27 + 5 = 32).
- book: 384 pages at 24 a day, days -> 16 (24 * 16 = 384).
- eggs: 9 hens, 4 eggs a day each, eggs in a week -> 252 (9 * 4 = 36; 36 * 7 = 252 = 21 dozen).
MATH
- two red without replacement from 5 red, 3 blue -> \frac{5}{14} (5/8 * 4/7 = 20/56 = 5/14;
  with replacement 25/64; 5/14 = 0.357142...).
- \sqrt{72} + \sqrt{8} -> 8\sqrt{2} (6\sqrt2 + 2\sqrt2; = \sqrt{128}; about 11.3137).
- x^2 - 5x + 4 < 0 -> (1, 4) ((x - 1)(x - 4) < 0).
- midpoint of (2, -3) and (8, 7) -> (5, 2).
- [[1,2],[3,4]] [[0,1],[1,0]] -> \begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix} (the other order
  gives [[3,4],[1,2]]).
- interior angle of a regular octagon, degrees -> 135 (6 * 180 / 8 = 1080 / 8; exterior 45;
  3\pi/4 in radians).
- (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i - 8i^2 = 3 - 10i + 8).
- (x - 3)(2x + 5) -> 2x^2 - x - 15 (2x^2 + 5x - 6x - 15).
- roots of x^2 - x - 12 = 0 -> -3, 4 ((x - 4)(x + 3)).
- 1/2 + 1/4 + 1/8 -> \frac{7}{8} (= 0.875 exactly).
- \binom{9}{3} -> 84 (9 * 8 * 7 / 6 = 504 / 6 = 84; 504 is the ordered count).
Values in wrong twins and asides, checked too: 20/54 = 10/27; 10/28 = 14/16 reductions; 4\sqrt8 =
\sqrt{128} = 8\sqrt2 ((\sqrt72 + \sqrt8)^2 = 80 + 2\sqrt{576} = 128); \sqrt72 + \sqrt8 != \sqrt80 = 4\sqrt5;
133/2 = 66.5; 66.5 * 100 = 6650 cents; 4 * 7 = 28 eggs per hen a week; 2 h 25 min misread as 125 or
135 min gives 160 or 170; (3 + 2i)(1 - 4i) with +8i^2 gives -5 - 10i; (x + 2)(x - 7) = x^2 - 5x - 14;
x^2 - 2x - 8 = (x - 4)(x + 2); the segment (2, -3)-(8, 7) has length \sqrt{36 + 100} = 2\sqrt{34}.

Forms: `tag`, `hash`, `boxed`, `phrase` (an answer phrase, a Minerva line, a bold Final Answer),
`lastline` (a table's last row, a JSON block), `prose`, `none` (cut off, empty, no answer). About
thirty probes are long: R1 think blocks with several candidates, Qwen2.5-Math and Llama 3 steps,
tables, code blocks, and five think loops of about 200,000 characters (`b_`).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions after
the answer (and harmless after-text); `q_` quoted, reported, other-part and invented-turn text; `b_`
bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a hedge or two
different final answers is `wrong`; no final answer (cut off, only negated, withdrawn with nothing
new) is `no_answer`; equal value written differently is `correct`; another quantity (a subtotal,
the other unit, the per-item value) is `wrong`; an answer tag's content is the final answer (a
sentence, an equation chain or a box in it is read for the value it states); a decimal for an exact
irrational or non-terminating gold is `wrong`, a terminating decimal equal to the gold is
`correct`; degrees are not radians; a percent gold 57.5 accepts `57.5%`; a check or pleasantry
after a committed answer does not replace it; an explicit correction makes the corrected value
final; text in an invented next turn, a quotation or a self-set new problem does not count; a NUL
or a lone surrogate anywhere makes the pair bad input -> kind A, truth `no_answer`. Lone
surrogates cannot be written as UTF-8, so the builder writes them as JSON escapes (`\ud83d`) in the
jsonl: they are placed as private-use sentinels and replaced in the file after `write_probes`.
Debatable probes carry `"debatable": true` and a DECISIONS entry.

Usage: python packages/check/corpus/build_adversarial_redteam102.py
"""

from pathlib import Path

import corpus_build
from corpus_build import (
    EOT_USER,
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

HI = "\U000f0000"  # sentinel for a lone high surrogate, written as \ud83d in the jsonl
LO = "\U000f0001"  # sentinel for a lone low surrogate, written as \udc00 in the jsonl

# ================================================================ GSM8K working
COOK = "The bakery bakes 14 trays of 18 cookies: 14 * 18 = <<14*18=252>>252 cookies.\nIt sells 175, so 252 - 175 = <<252-175=77>>77 cookies are left.\n"
COOK_SUB = "The bakery bakes 14 trays of 18 cookies: 14 * 18 = <<14*18=252>>252 cookies.\n"
COOK_T = th(
    "Okay, so the bakery bakes 14 trays and each tray has 18 cookies. 14 times 18... 10*18 = 180, 4*18 = 72, so 252 cookies.\n\nThen it sells 175 of them. 252 - 175 = 77.\n\nWait, let me double-check the subtraction. 175 + 77 = 252. Yes, that works.\n\nSo 77 cookies are left.\n"
)
COOK_T_LONG = th(
    "Alright, let me read the problem again. 14 trays, 18 cookies per tray, 175 sold, how many left.\n\nFirst the total: 14 * 18. Hmm, 14 * 20 = 280, minus 14 * 2 = 28, so 252.\n\nNow subtract what was sold: 252 - 175. 252 - 100 = 152, 152 - 75 = 77.\n\nWait, did they sell 175 or 157? The problem says 175. Okay.\n\nSo maybe the answer is 77. But let me make sure I didn't misread the trays. If it were 18 trays of 14 it's still 252, multiplication commutes.\n\nHmm, but what if some cookies broke? No, nothing about that.\n\nLet me verify once more: 77 + 175 = 252, and 252 / 18 = 14. Good.\n\nSo the answer is 77.\n"
)
FARE = "Adult tickets: 3 * $12.50 = $<<3*12.5=37.5>>37.50.\nChild tickets: 4 * $7.25 = $<<4*7.25=29>>29.00.\nTotal: 37.50 + 29.00 = $<<37.5+29=66.5>>66.50.\n"
FARE_T = th(
    "3 adults at $12.50 each: 3 * 12.5 = 37.5.\n4 children at $7.25 each: 4 * 7.25 = 29.\nTotal is 37.5 + 29 = 66.5.\n\nWait, is there a family discount? The problem doesn't mention one. So $66.50.\n"
)
SAVE = "Maya saves 45 * 16 = $<<45*16=720>>720 in 16 weeks.\nAfter buying the bike she has 720 - 235 = $<<720-235=485>>485 left.\n"
SAVE_SUB = "Maya saves 45 * 16 = $<<45*16=720>>720 in 16 weeks.\n"
SAVE_T_LONG = th(
    "Let me think. Maya saves $45 every week for 16 weeks. 45 * 16 = 720.\n\nThen she buys a bike for $235. So 720 - 235 = 485.\n\nHmm, wait. Does she buy the bike at the end or partway? The question asks how much she has left after 16 weeks, so it doesn't matter when.\n\nAlternatively maybe I should add: 720 + 235 = 955? No, she spends it, so subtract.\n\nSo 485. Let me double check: 485 + 235 = 720. 720 / 45 = 16. Correct.\n"
)
WIDG = "In 6 days the factory makes 1,875 * 6 = <<1875*6=11250>>11,250 widgets.\nAfter shipping 4,380 it has 11,250 - 4,380 = <<11250-4380=6870>>6,870 widgets.\n"
WIDG_SUB = "In 6 days the factory makes 1,875 * 6 = <<1875*6=11250>>11,250 widgets.\n"
WALK = "46 of the 80 students walk: 46 / 80 = <<46/80=0.575>>0.575.\nAs a percent: 0.575 * 100 = <<0.575*100=57.5>>57.5%.\n"
WALK_T = th(
    "46 out of 80 walk. 46/80... 46/8 = 5.75, so 46/80 = 0.575. That's 57.5%.\n\nWait, the question asks for the percent that walk, not the percent that don't. 80 - 46 = 34 don't walk, 34/80 = 42.5%. But we want walkers, so 57.5.\n"
)
FILM = "The film is 2 hours 25 minutes = 2 * 60 + 25 = <<2*60+25=145>>145 minutes.\nWith 35 minutes of trailers: 145 + 35 = <<145+35=180>>180 minutes.\n"
FILM_T = th(
    "2 hours 25 minutes is 120 + 25 = 145 minutes. Plus 35 minutes of trailers: 145 + 35 = 180 minutes.\n\nThat's exactly 3 hours. The question asks in minutes, so 180.\n"
)
TEMP = "The temperature falls 3.5 * 6 = <<3.5*6=21>>21 degrees.\nIt ends at 8 - 21 = <<8-21=-13>>-13 degrees.\n"
TEMP_T = th(
    "Start at 8 degrees. It drops 3.5 degrees each hour for 6 hours: 3.5 * 6 = 21.\n\n8 - 21 = -13. So it's 13 degrees below zero.\n\nWait, let me re-read: 'drops 3.5 degrees an hour'. Yes. -13.\n"
)
AGE = "Tom is 3 * 9 = <<3*9=27>>27 years old now.\nIn 5 years he will be 27 + 5 = <<27+5=32>>32.\n"
AGE_SUB = "Tom is 3 * 9 = <<3*9=27>>27 years old now.\n"
BOOK = "She reads 24 pages a day, so she needs 384 / 24 = <<384/24=16>>16 days.\n"
BOOK_T = th(
    "384 pages, 24 per day. 384 / 24... 24 * 15 = 360, 24 * 16 = 384. So 16 days.\n\nHmm, wait, does she start on day 1 or day 0? Doesn't matter, it takes 16 days of reading.\n"
)
EGGS = (
    "Each day the hens lay 9 * 4 = <<9*4=36>>36 eggs.\nIn a week: 36 * 7 = <<36*7=252>>252 eggs.\n"
)
EGGS_SUB = "Each day the hens lay 9 * 4 = <<9*4=36>>36 eggs.\n"
EGGS_T_LONG = th(
    "So 9 hens, each lays 4 eggs per day. Per day that's 36 eggs.\n\nA week is 7 days, so 36 * 7 = 252.\n\nWait, maybe the question wants dozens? Let me re-read: 'How many eggs do the hens lay in a week?' Eggs, not dozens. 252 / 12 = 21 dozen, but the answer is in eggs.\n\nHmm, is it 4 eggs per hen per day or 4 eggs total? 'Each hen lays 4 eggs a day.' Per hen. So 36 a day.\n\nDouble-check: 252 / 7 = 36, 36 / 9 = 4. Good.\n"
)

# ================================================================ MATH working
G_PROB = r"\frac{5}{14}"
PROB = (
    r"The probability the first marble is red is $\frac{5}{8}$; given that, the second is red with probability $\frac{4}{7}$. So $P = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$."
    + "\n\n"
)
PROB_T = th(
    "Two marbles without replacement, 5 red and 3 blue, 8 total. P(first red) = 5/8. P(second red | first red) = 4/7. Product 20/56 = 5/14.\n\nWait, with replacement it would be 25/64, but the problem says without. So 5/14.\n\nCheck with combinations: C(5,2)/C(8,2) = 10/28 = 5/14. Same.\n"
)
G_RAD = r"8\sqrt{2}"
RAD = (
    r"We have $\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$ and $\sqrt{8} = \sqrt{4 \cdot 2} = 2\sqrt{2}$, so the sum is $6\sqrt{2} + 2\sqrt{2} = 8\sqrt{2}$."
    + "\n\n"
)
G_INT = "(1, 4)"
INT = (
    r"Factor: $x^2 - 5x + 4 = (x - 1)(x - 4)$. The product is negative strictly between the roots, so $1 < x < 4$."
    + "\n\n"
)
G_MID = "(5, 2)"
MID = (
    r"The midpoint is $\left(\frac{2 + 8}{2}, \frac{-3 + 7}{2}\right) = \left(\frac{10}{2}, \frac{4}{2}\right) = (5, 2)$."
    + "\n\n"
)
G_MAT = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"
MAT = (
    r"Row 1: $(1 \cdot 0 + 2 \cdot 1, \; 1 \cdot 1 + 2 \cdot 0) = (2, 1)$. Row 2: $(3 \cdot 0 + 4 \cdot 1, \; 3 \cdot 1 + 4 \cdot 0) = (4, 3)$."
    + "\n\n"
)
G_ANG = "135"
ANG = (
    r"The interior angles of an octagon sum to $(8 - 2) \cdot 180^\circ = 1080^\circ$, so each angle of the regular octagon is $\frac{1080^\circ}{8} = 135^\circ$."
    + "\n\n"
)
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8 = 11 - 10i$." + "\n\n"
G_POLY = "2x^2 - x - 15"
POLY = r"$(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15$." + "\n\n"
G_SET = "-3, 4"
SET = r"$x^2 - x - 12 = (x - 4)(x + 3) = 0$, so $x = 4$ or $x = -3$." + "\n\n"
G_FRAC = r"\frac{7}{8}"
FRAC = (
    r"With the common denominator 8: $\frac{4}{8} + \frac{2}{8} + \frac{1}{8} = \frac{7}{8}$."
    + "\n\n"
)
G_COMB = "84"
COMB = (
    r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6} = 84$." + "\n\n"
)
TABLE = "| Step | Value |\n|---|---|\n"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_subtotal", "A", "77", "wrong", "tag", COOK_T.replace("So 77 cookies are left.\n", "So the bakery baked 252 cookies.\n") + "<answer>The bakery has 252 cookies.</answer>", "the tag's sentence states the baked total 252, a subtotal, not the 77 left"),
    g("t_equation_subtotal", "A", "485", "wrong", "tag", th("45 * 16 = 720.\n") + "<answer>45 * 16 = 720</answer>", "an equation chain in the tag ending at the savings before the bike, 720"),
    g("t_think_gold_tag_other", "A", "180", "wrong", "tag", FILM_T + "<answer>3 hours</answer>", "the thinking has 180 minutes but the tag states 3 hours: the other unit, and the tag is the final answer"),
    g("t_empty_tag", "A", "6870", "no_answer", "tag", th(WIDG) + "<answer>\n</answer>", "an empty tag; 6,870 only in the thinking"),
    g("t_placeholder", "A", "32", "no_answer", "tag", th(AGE) + "<answer> ... </answer>", "the tag holds only an ellipsis"),
    g("t_two_tags_last_other", "A", "16", "wrong", "tag", BOOK_T + "<answer>16</answer>\n<answer>15</answer>", "two tags, the last one 15"),
    g("t_box_in_tag_other", "A", "252", "wrong", "tag", EGGS_T_LONG + r"<answer>\boxed{21}</answer>", "the box in the tag holds 21 (dozens), another quantity"),
    g("t_cut_in_tag", "A", "57.5", "no_answer", "none", WALK_T + "<answer>The percentage of students who walk is", "cut at the token cap inside the tag before any number; 57.5 only in the thinking", True),
    g("t_tag_unit_other", "A", "66.5", "wrong", "tag", FARE_T.replace("So $66.50.", "So $37.50 for the adults.") + "<answer>$37.50</answer>", "the tag holds the adults' cost only, a subtotal"),
    g("t_tag_sign_lost", "A", "-13", "wrong", "tag", th("8 - 21 = 13 degrees.\n") + "<answer>13 degrees</answer>", "the tag says 13 degrees; the sign is lost"),
    g("t_ok_sentence", "B", "77", "correct", "tag", COOK_T + "<answer>There are 77 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "485", "correct", "tag", th(SAVE) + "<answer>45 * 16 - 235 = 720 - 235 = 485</answer>", "an equation chain in the tag ending in the gold"),
    g("t_ok_units", "B", "180", "correct", "tag", FILM_T + "<answer>180 minutes</answer>", "the gold with its unit in the tag"),
    g("t_ok_box", "B", "6870", "correct", "tag", th(WIDG) + r"<answer>\boxed{6,870}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_bold", "B", "66.5", "correct", "tag", FARE_T + "<answer>**$66.50**</answer>", "bold dollars with cents in the tag"),
    g("t_ok_multiline", "B", "252", "correct", "tag", EGGS_T_LONG + "<answer>\nEggs per day: 9 * 4 = 36\nEggs per week: 36 * 7 = 252\nThe hens lay 252 eggs in a week.\n</answer>", "the tag holds the working and a closing sentence with the gold; the 36 is a step"),
    g("t_ok_negative", "B", "-13", "correct", "tag", TEMP_T + "<answer>-13</answer>", "a negative value in the tag"),
    g("t_ok_percent", "B", "57.5", "correct", "tag", WALK_T + "<answer>57.5%</answer>", "a percent gold with % in the tag"),
    g("t_ok_years_old", "B", "32", "correct", "tag", th(AGE) + "<answer>Tom will be 32 years old.</answer>", "a sentence with a unit phrase"),
    g("t_ok_tag_then_note", "B", "16", "correct", "tag", BOOK_T + "<answer>16 days</answer>\n\nLet me know if you have other questions!", "a pleasantry after the tag"),
    m("t_m_tag_with_replacement", "A", G_PROB, "wrong", "tag", th("P(red) = 5/8 each draw, so (5/8)^2 = 25/64.\n") + r"<answer>\frac{25}{64}</answer>", "the with-replacement value 25/64"),
    m("t_m_tag_other_order", "A", G_MAT, "wrong", "tag", th("Multiply the second by the first... [[0,1],[1,0]] times [[1,2],[3,4]] swaps rows: [[3,4],[1,2]].\n") + r"<answer>\begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}</answer>", "the product in the other order"),
    m("t_m_tag_closed_interval", "A", G_INT, "wrong", "tag", th("(x-1)(x-4) < 0 between roots.\n") + "<answer>[1, 4]</answer>", "closed interval for a strict inequality"),
    m("t_m_tag_one_root", "A", G_SET, "wrong", "tag", th("x^2 - x - 12 = (x-4)(x+3). The positive root is 4.\n") + "<answer>x = 4</answer>", "one root of two"),
    m("t_m_tag_conjugate", "A", G_CPX, "wrong", "tag", th("(3+2i)(1-4i) = 3 - 12i + 2i - 8i^2 = 11 + 10i\n") + "<answer>11 + 10i</answer>", "the conjugate"),
    m("t_m_tag_empty_box", "A", G_POLY, "no_answer", "tag", th(POLY) + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_tag_exterior", "A", G_ANG, "wrong", "tag", th("Exterior angle 360/8 = 45.\n") + r"<answer>45^\circ</answer>", "the exterior angle"),
    m("t_m_ok_box_math", "B", G_RAD, "correct", "tag", th(RAD) + r"<answer>$\boxed{8\sqrt{2}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_point", "B", G_MID, "correct", "tag", th(MID) + "<answer>The midpoint is $(5, 2)$.</answer>", "a sentence with a point in the tag"),
    m("t_m_ok_equation_frac", "B", G_FRAC, "correct", "tag", th(FRAC) + r"<answer>\frac{1}{2} + \frac{1}{4} + \frac{1}{8} = \frac{7}{8}</answer>", "an equation ending in the gold"),
    m("t_m_ok_roots_set", "B", G_SET, "correct", "tag", th(SET) + r"<answer>x = -3 \text{ or } x = 4</answer>", "the two roots as x = ... or x = ..."),
    m("t_m_ok_degrees", "B", G_ANG, "correct", "tag", th(ANG) + r"<answer>$135^\circ$</answer>", "degrees sign on a degree gold"),
    m("t_m_ok_matrix_bmatrix", "B", G_MAT, "correct", "tag", th(MAT) + r"<answer>\begin{bmatrix} 2 & 1 \\ 4 & 3 \end{bmatrix}</answer>", "bmatrix for a pmatrix gold"),

    # ================================================================ 2. phrase + #### (h_)
    g("h_phrase_sub_hash_sub", "A", "77", "wrong", "hash", COOK_SUB + "The answer is 252.\n#### 252", "phrase and #### agree on the subtotal"),
    g("h_phrase_gold_hash_other", "A", "485", "wrong", "hash", SAVE + "The answer is 485.\n#### 720", "phrase 485 then #### 720: two different final answers, the #### last", True),
    g("h_hash_gold_phrase_other", "A", "6870", "wrong", "hash", WIDG + "#### 6870\nThe answer is 11250.", "#### gold then a phrase stating another value last"),
    g("h_hash_empty", "A", "32", "no_answer", "hash", AGE + "The final answer is:\n####", "an empty #### after an empty phrase"),
    g("h_hash_hedge", "A", "16", "wrong", "hash", BOOK + "So the answer is 16 or 17 days.\n#### 16", "a hedge in the closing phrase before the ####", True),
    g("h_bold_other_hash_other", "A", "252", "wrong", "hash", EGGS_SUB + "**Answer: 36 eggs**\n\n#### 36", "bold answer and #### hold the per-day count"),
    g("h_minerva_then_hash_other", "A", "-13", "wrong", "hash", TEMP + MINERVA.format("-13") + "\n#### 13", "Minerva line with the gold then #### 13: two final answers, the last one wrong", True),
    g("h_hash_cut", "A", "66.5", "no_answer", "none", FARE.replace("Total: 37.50 + 29.00 = $<<37.5+29=66.5>>66.50.\n", "Total: 37.50 + 29.00 = $<<37.5+") , "cut at the token cap inside the annotation before the total; no ####"),
    g("h_phrase_dozen_hash", "A", "252", "wrong", "hash", EGGS + "That is 252 / 12 = 21 dozen.\nThe answer is 21 dozen.\n#### 21", "#### the dozens, another quantity"),
    g("h_hash_percent_other", "A", "57.5", "wrong", "hash", WALK + "The percentage who do not walk is 100 - 57.5 = 42.5%.\nThe answer is 42.5%.\n#### 42.5", "the complement 42.5"),
    g("h_ok_phrase_hash", "B", "77", "correct", "hash", COOK + "The answer is 77.\n#### 77", "phrase and #### agree on the gold"),
    g("h_ok_bold_hash_dollar", "B", "485", "correct", "hash", SAVE + "**Answer:** Maya has $485 left.\n#### $485", "#### with a dollar sign"),
    g("h_ok_hash_comma", "B", "6870", "correct", "hash", WIDG + "So the factory has 6,870 widgets left.\n#### 6,870", "#### with a thousands comma"),
    g("h_ok_final_answer_hash", "B", "180", "correct", "hash", FILM + "Final answer: 180 minutes\n#### 180", "answer phrase with unit then bare ####"),
    g("h_ok_hash_decimal", "B", "66.5", "correct", "hash", FARE + "The family pays $66.50 in total.\n#### 66.50", "#### 66.50 for 66.5"),
    g("h_ok_hash_negative", "B", "-13", "correct", "hash", TEMP + "The temperature after 6 hours is -13 degrees.\n#### -13", "negative after ####"),
    g("h_ok_hash_percent", "B", "57.5", "correct", "hash", WALK + "So 57.5% of the students walk to school.\n#### 57.5%", "#### with a percent sign"),
    g("h_ok_answer_colon_hash_space", "B", "32", "correct", "hash", AGE + "Answer: 32\n\n####   32  ", "extra spaces around the #### value"),
    g("h_ok_steps_hash", "B", "16", "correct", "hash", llama(("Find the daily rate", "She reads 24 pages a day."), ("Divide", "384 / 24 = 16.")) + "The final answer is 16.\n#### 16", "Llama steps, phrase then ####"),
    g("h_ok_hash_then_check", "B", "252", "correct", "hash", EGGS + "#### 252\n\nCheck: 252 / 7 = 36 per day, 36 / 9 = 4 per hen ✓", "a check after the #### restates steps"),
    m("h_m_phrase_other_hash", "A", G_COMB, "wrong", "hash", r"The number of ordered selections is $9 \cdot 8 \cdot 7 = 504$." + "\nThe answer is 504.\n#### 504", "the ordered count 504"),
    m("h_m_hash_decimal_frac", "A", G_PROB, "wrong", "hash", PROB + "The answer is about 0.36.\n#### 0.36", "a rounded decimal for 5/14"),
    m("h_m_hash_phrase_radicands", "A", G_RAD, "wrong", "hash", r"$\sqrt{72} + \sqrt{8} = \sqrt{80} = 4\sqrt{5}$" + "\n#### 4\\sqrt{5}\nThe answer is $4\\sqrt{5}$.", "the radicands added; phrase and #### agree on 4\\sqrt5"),
    m("h_m_hash_radians", "A", G_ANG, "wrong", "hash", ANG.replace(r"$\frac{1080^\circ}{8} = 135^\circ$", r"$\frac{3\pi}{4}$ radians") + r"The answer is $\frac{3\pi}{4}$." + "\n#### \\frac{3\\pi}{4}", "radians for a degree gold"),
    m("h_m_hash_empty", "A", G_MID, "no_answer", "hash", "The midpoint is the average of the endpoints' coordinates.\nThe answer is\n####", "an empty ####; the working stops before the value"),
    m("h_m_hash_sign_slip", "A", G_POLY, "wrong", "hash", r"$(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15 = 2x^2 + x - 15$" + "\nThe answer is $2x^2 + x - 15$.\n#### 2x^2 + x - 15", "the middle sign slipped"),
    m("h_m_ok_phrase_hash_frac", "B", G_FRAC, "correct", "hash", FRAC + "The answer is $\\frac{7}{8}$.\n#### \\frac{7}{8}", "LaTeX fraction after ####"),
    m("h_m_ok_hash_slash", "B", G_PROB, "correct", "hash", PROB + "The answer is 5/14.\n#### 5/14", "a slash fraction after ####"),
    m("h_m_ok_hash_complex", "B", G_CPX, "correct", "hash", CPX + "The answer is $11 - 10i$.\n#### 11-10i", "complex number without spaces"),
    m("h_m_ok_hash_interval", "B", G_INT, "correct", "hash", INT + "So the solution set is $(1, 4)$.\n#### (1,4)", "interval without a space"),
    m("h_m_ok_hash_comb", "B", G_COMB, "correct", "hash", COMB + "The answer is 84.\n#### 84", "plain integer"),
    m("h_m_ok_hash_sqrt_nobrace", "B", G_RAD, "correct", "hash", RAD + "The answer is $8\\sqrt2$.\n#### 8\\sqrt2", "\\sqrt2 without braces"),
    m("h_m_ok_hash_roots_swapped", "B", G_SET, "correct", "hash", SET + "The answers are 4 and -3.\n#### 4, -3", "the roots in the other order"),

    # ================================================================ 3. exactness (x_)
    g("x_percent_rounded", "A", "57.5", "wrong", "hash", WALK + "Rounding to the nearest percent, about 58% of the students walk.\n#### 58", "rounded to 58 by the model; the gold is exactly 57.5"),
    g("x_percent_truncated", "A", "57.5", "wrong", "boxed", WALK_T + "So about 57% walk.\n\n" + r"\boxed{57\%}", "truncated to 57"),
    g("x_fare_dropped_cents", "A", "66.5", "wrong", "phrase", FARE.replace("$66.50", "$66") + "The final answer is $66.", "the cents dropped: 66, not 66.5"),
    g("x_fare_rounded_up", "A", "66.5", "wrong", "boxed", FARE + "Rounding to whole dollars, the family pays about $67.\n\n" + r"\boxed{67}", "rounded up to 67 as the boxed final answer"),
    g("x_fare_cent_off", "A", "66.5", "wrong", "hash", FARE.replace("66.50", "66.49") + "#### 66.49", "a decimal one cent off; a tolerance for written decimals must not cover a cent", True),
    g("x_share_for_percent", "A", "57.5", "wrong", "hash", WALK.split("As a percent")[0] + "The fraction of students who walk is 0.575.\n#### 0.575", "a decimal share for the percent the question asks", True),
    g("x_temp_abs", "A", "-13", "wrong", "phrase", TEMP.replace("-13", "13") + "The answer is 13.", "the sign lost: 13, not -13"),
    g("x_widgets_digit_swap", "A", "6870", "wrong", "hash", WIDG.replace("6,870 widgets.", "6,780 widgets.") + "#### 6780", "digits swapped: 6780"),
    g("x_eggs_approx", "A", "252", "wrong", "phrase", EGGS_T_LONG.replace("Good.\n", "Good. Roughly 250.\n") + "The hens lay approximately **250** eggs in a week.", "an approximation 250 given as the answer"),
    g("x_book_half_day", "A", "16", "wrong", "boxed", qwen("To find the days, divide the pages by the daily rate.", ("Total pages", "384"), ("Pages per day", "24"), ("Days", "384 / 24 = 16.5")) + qbox("16.5"), "16.5, not 16"),
    g("x_ok_fare_cents", "B", "66.5", "correct", "hash", FARE + "#### 66.50", "66.50 for 66.5"),
    g("x_ok_fare_box_dollar", "B", "66.5", "correct", "boxed", FARE + r"The total cost is $\boxed{\$66.5}$.", "an escaped dollar inside the box"),
    g("x_ok_fare_fraction", "B", "66.5", "correct", "boxed", qwen("The total is 37.5 + 29.", ("Adults", "3 \\cdot 12.5 = 37.5"), ("Children", "4 \\cdot 7.25 = 29")) + qbox("\\frac{133}{2}"), "133/2 = 66.5 exactly, equal value"),
    g("x_ok_percent_trailing_zero", "B", "57.5", "correct", "phrase", WALK + "The final answer is 57.50%.", "57.50% for 57.5"),
    g("x_ok_percent_word", "B", "57.5", "correct", "prose", WALK + "Therefore, 57.5 percent of the students walk to school.", "percent as a word"),
    g("x_ok_widgets_decimal", "B", "6870", "correct", "hash", WIDG + "#### 6870.00", "trailing decimal zeros"),
    g("x_ok_temp_unicode_minus", "B", "-13", "correct", "phrase", TEMP.replace("-13", "\u221213") + "The final answer is \u221213.", "a Unicode minus sign, as some models write"),
    g("x_ok_temp_decimal", "B", "-13", "correct", "boxed", TEMP + r"So the final temperature is $\boxed{-13.0}$ degrees.", "-13.0 for -13"),
    g("x_ok_savings_cents", "B", "485", "correct", "phrase", SAVE + "The answer is $485.00.", "cents on an integer gold"),
    g("x_ok_age_word_and_digit", "B", "32", "correct", "phrase", AGE + "The answer is thirty-two (32).", "number word with digits in parentheses"),
    m("x_m_prob_decimal3", "A", G_PROB, "wrong", "boxed", PROB.replace(r" = \frac{5}{14}$.", r" \approx 0.357$.") + r"The probability is $\boxed{0.357}$.", "a rounded decimal for 5/14"),
    m("x_m_prob_decimal10", "A", G_PROB, "wrong", "boxed", PROB.replace(r" = \frac{5}{14}$.", r"$.") + r"As a decimal, $\boxed{0.3571428571}$.", "ten digits is still not 5/14 exactly"),
    m("x_m_prob_near_frac", "A", G_PROB, "wrong", "boxed", r"$P = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{54} = \frac{10}{27}$." + "\n\n" + QWEN_END.format(r"\frac{10}{27}"), "20/54 miscomputed: 10/27, close to 5/14 but not equal"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD.replace(r" = 8\sqrt{2}$.", r" \approx 11.31$.") + LLAMA_END.format("11.31"), "a decimal for 8\\sqrt2"),
    m("x_m_rad_decimal_long", "A", G_RAD, "wrong", "phrase", RAD + MINERVA.format("$11.3137085$"), "eight significant digits of 8\\sqrt2 are not 8\\sqrt2"),
    m("x_m_rad_wrong_radicand", "A", G_RAD, "wrong", "boxed", r"$\sqrt{72} = 6\sqrt{2}$, $\sqrt{8} = 2\sqrt{2}$, so the sum is $8\sqrt{3}$." + "\n\n" + r"\boxed{8\sqrt{3}}", "8\\sqrt3, close but not equal"),
    m("x_m_frac_rounded", "A", G_FRAC, "wrong", "boxed", FRAC.replace(r" = \frac{7}{8}$.", r" \approx 0.88$.") + r"\boxed{0.88}", "0.88 is not 7/8"),
    m("x_m_ok_frac_decimal", "B", G_FRAC, "correct", "boxed", FRAC + r"As a decimal this is $\boxed{0.875}$.", "0.875 = 7/8 exactly (a terminating decimal)"),
    m("x_m_ok_rad_sqrt128", "B", G_RAD, "correct", "boxed", r"$\sqrt{72} + \sqrt{8} = \sqrt{8}(\sqrt{9} + 1) = 4\sqrt{8}$." + "\n\n" + r"\boxed{4\sqrt{8}}", "4\\sqrt8 = 8\\sqrt2, unsimplified but equal"),
    m("x_m_ok_rad_root128", "B", G_RAD, "correct", "boxed", r"$(\sqrt{72} + \sqrt{8})^2 = 72 + 8 + 2\sqrt{576} = 80 + 48 = 128$, so the sum is $\sqrt{128}$." + "\n\n" + LLAMA_END.format(r"\sqrt{128}"), "\\sqrt{128} = 8\\sqrt2"),
    m("x_m_ok_prob_unreduced", "B", G_PROB, "correct", "boxed", r"$P = \frac{\binom{5}{2}}{\binom{8}{2}} = \frac{10}{28}$." + "\n\n" + r"\boxed{\frac{10}{28}}", "10/28 unreduced, equal to 5/14"),
    m("x_m_ok_frac_unreduced", "B", G_FRAC, "correct", "boxed", r"$\frac{8}{16} + \frac{4}{16} + \frac{2}{16} = \frac{14}{16}$." + "\n\n" + r"\boxed{\frac{14}{16}}", "14/16 unreduced"),
    m("x_m_ok_cpx_reordered", "B", G_CPX, "correct", "boxed", CPX + r"So the product is $\boxed{-10i + 11}$.", "terms reordered"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_box_neq", "A", "77", "no_answer", "boxed", COOK_SUB + r"So the number left is $\boxed{\neq 77}$.", "a negated box states no value", False),
    g("n_sout_only", "A", "485", "no_answer", "phrase", SAVE + r"The answer is \sout{485}.", "the only answer struck out"),
    g("n_md_strike_only", "A", "6870", "no_answer", "phrase", WIDG + "**Final answer:** ~~6,870~~", "markdown strike-out of the only answer"),
    g("n_annot_wrong", "A", "180", "wrong", "hash", FILM + "#### 180 (wrong)", "the model marks its own answer wrong"),
    g("n_not_is", "A", "32", "no_answer", "phrase", AGE_SUB + "The answer is not 32.", "a negated statement, nothing asserted"),
    g("n_box_text_not", "A", "16", "no_answer", "boxed", BOOK + r"$\boxed{\text{not } 16}$", "'not 16' in the box"),
    g("n_strike_gold_then_sub", "A", "77", "wrong", "phrase", COOK + "Final answer: ~~77~~ 252", "the gold struck out, the subtotal left standing"),
    g("n_arrow_incorrect", "A", "252", "wrong", "hash", EGGS + "#### 252 \u2190 this is incorrect", "an arrow annotation calling the answer incorrect"),
    g("n_html_del", "A", "66.5", "no_answer", "phrase", FARE + "The answer is <del>$66.50</del>.", "an HTML strike-out of the only answer"),
    g("n_cross_mark", "A", "57.5", "wrong", "lastline", TABLE + "| Walkers | 46 |\n| Percent | 57.5% \u2717 |\n", "the table's last row marks its value with a cross", True),
    g("n_ok_strike_sub_then_gold", "B", "77", "correct", "phrase", COOK + "Final answer: ~~252~~ 77", "the subtotal struck, the gold left standing"),
    g("n_ok_not_but", "B", "485", "correct", "phrase", SAVE + "The answer is not $720 but $485.", "not X but gold"),
    g("n_ok_paren_not", "B", "6870", "correct", "hash", WIDG + "#### 6870 (not 11,250, which is before shipping)", "the gold with a parenthetical negating another value"),
    g("n_ok_check_mark", "B", "180", "correct", "phrase", FILM + "**Answer: 180 minutes \u2713**", "a check mark after the answer"),
    g("n_ok_sout_then_gold", "B", "-13", "correct", "boxed", TEMP + r"Final temperature: \sout{13} $\boxed{-13}$", "the sign-lost value struck, the gold boxed"),
    g("n_ok_neq_in_working", "B", "32", "correct", "hash", AGE + "Note that $32 \\neq 27$: 27 is his age now, not in 5 years.\n#### 32", "a \\neq in the working, #### the gold"),
    g("n_ok_del_then_bold", "B", "16", "correct", "phrase", BOOK + "Answer: <del>15</del> **16 days**", "the wrong value deleted, the gold bold"),
    g("n_ok_verified", "B", "252", "correct", "hash", EGGS + "#### 252 (verified: 252 / 63 = 4 eggs per hen per day)", "a verification annotation"),
    g("n_ok_not_complement", "B", "57.5", "correct", "phrase", WALK_T + "The answer is 57.5%, not 42.5%.", "the gold, then the complement negated"),
    g("n_ok_correct_annot", "B", "66.5", "correct", "hash", FARE + "#### 66.5 (correct)", "the model annotates its answer as correct"),
    m("n_m_box_neq", "A", G_COMB, "no_answer", "boxed", COMB.replace(" = 84$.", "$.") + r"$\boxed{\neq 84}$", "a negated box"),
    m("n_m_box_sout", "A", G_RAD, "no_answer", "boxed", RAD + r"$\boxed{\sout{8\sqrt{2}}}$", "a struck-out box"),
    m("n_m_box_excluded", "A", G_SET, "no_answer", "boxed", SET + r"$\boxed{x \neq -3, 4}$", "the box states the excluded values, not roots"),
    m("n_m_text_incorrect", "A", G_PROB, "wrong", "boxed", PROB + r"$\boxed{\frac{5}{14}}$ \text{ (incorrect)}", "the box annotated incorrect by the model", True),
    m("n_m_md_strike_only", "A", G_CPX, "no_answer", "phrase", CPX.replace(" = 11 - 10i$.", "$.") + "**Final Answer:** ~~$11 - 10i$~~", "the only answer struck out"),
    m("n_m_is_not_answer", "A", G_INT, "no_answer", "prose", INT + "Therefore $(1, 4)$ is not the answer.", "a negated statement with nothing asserted"),
    m("n_m_strike_gold_then_other", "A", G_MID, "wrong", "phrase", MID + "Final answer: ~~$(5, 2)$~~ $(3, 5)$", "the gold struck, (3, 5) left"),
    m("n_m_ok_sout_then_gold", "B", G_MID, "correct", "boxed", MID + r"Final answer: \sout{(3, 5)} $\boxed{(5, 2)}$", "a wrong value struck, the gold boxed"),
    m("n_m_ok_box_not_exterior", "B", G_ANG, "correct", "boxed", ANG + r"$\boxed{135}$ (not 45, which is the exterior angle)", "the box, then a negated other value"),
    m("n_m_ok_check_mark", "B", G_FRAC, "correct", "boxed", FRAC + r"$\boxed{\frac{7}{8}}$ \u2713".replace("\\u2713", "\u2713"), "a check mark after the box"),
    m("n_m_ok_not_ordered", "B", G_COMB, "correct", "phrase", COMB + "The answer is $84$, not $504$.", "gold then the ordered count negated"),
    m("n_m_ok_strike_closed", "B", G_INT, "correct", "phrase", INT + "Final answer: ~~$[1, 4]$~~ $(1, 4)$", "the closed interval struck, the open one left"),
    m("n_m_ok_neq_working", "B", G_POLY, "correct", "boxed", POLY + r"(Note $2x^2 - x - 15 \neq 2x^2 + x - 15$; the middle term is $5x - 6x = -x$.)" + "\n\n" + r"$\boxed{2x^2 - x - 15}$", "a \\neq in a note before the box"),

    # ================================================================ 5. unit words (u_)
    g("u_fewer", "A", "77", "wrong", "hash", COOK + "So there are 77 fewer.\n#### 77 fewer", "'77 fewer' is a difference, not the count left; the word changes the number", True),
    g("u_dozen", "A", "252", "wrong", "phrase", EGGS + "The hens lay 252 dozen eggs in a week.", "252 dozen is 3024 eggs"),
    g("u_negative_word", "A", "-13", "wrong", "phrase", TEMP.replace("-13", "13") + "The final answer is 13 negative.", "the marked number is 13; a trailing word does not make it -13 (round 21's decision)", True),
    g("u_times_older", "A", "32", "wrong", "phrase", AGE + "The answer is: Tom will be 32 times older.", "'32 times older' is a ratio, not an age"),
    g("u_hours_for_minutes", "A", "180", "wrong", "phrase", FILM + "That is 180 / 60 = 3 hours.\nThe final answer is 3 hours.", "the other unit: 3 hours, the question asks minutes"),
    g("u_thousand", "A", "6870", "wrong", "boxed", WIDG + r"The factory has $\boxed{6{,}870}$ thousand widgets left.", "'thousand' after the box scales the number", True),
    g("u_percent_for_dollars", "A", "66.5", "wrong", "phrase", FARE + "The final answer is 66.5%.", "a percent is not dollars"),
    g("u_short", "A", "485", "wrong", "phrase", SAVE + "The answer is: Maya is $485 short.", "'short' makes it a shortfall, not money left"),
    g("u_cents", "A", "66.5", "wrong", "hash", FARE + "In cents: 66.50 * 100 = 6650 cents.\n#### 6650 cents", "the other unit, 6650 cents; the gold is dollars"),
    g("u_and_a_half", "A", "16", "wrong", "phrase", BOOK + "The answer is 16 and a half days.", "'and a half' makes it 16.5"),
    g("u_ok_cookies", "B", "77", "correct", "phrase", COOK + "The answer is 77 cookies.", "a count noun after the gold"),
    g("u_ok_dollars_word", "B", "485", "correct", "phrase", SAVE + "The answer is 485 dollars.", "'dollars' after the gold"),
    g("u_ok_widgets_remaining", "B", "6870", "correct", "hash", WIDG + "#### 6,870 widgets remaining", "unit and a harmless participle after ####"),
    g("u_ok_minutes", "B", "180", "correct", "boxed", FILM + r"The total time is $\boxed{180 \text{ minutes}}$.", "\\text{minutes} in the box"),
    g("u_ok_degree_f", "B", "-13", "correct", "phrase", TEMP + "The final answer is -13\u00b0F.", "a degree sign and F"),
    g("u_ok_years_old", "B", "32", "correct", "hash", AGE + "#### 32 years old", "'years old' after ####"),
    g("u_ok_days_total", "B", "16", "correct", "phrase", BOOK + "The answer is 16 days in total.", "'days in total'"),
    g("u_ok_eggs_week", "B", "252", "correct", "boxed", EGGS + r"$\boxed{252}$ eggs per week", "unit phrase after the box"),
    g("u_ok_percent_of_students", "B", "57.5", "correct", "phrase", WALK + "The answer is 57.5 percent of the students.", "'percent of the students'"),
    g("u_ok_usd", "B", "66.5", "correct", "phrase", FARE + "The family pays 66.50 USD.", "a currency code after the value"),
    m("u_m_radians_text", "A", G_ANG, "wrong", "boxed", r"Each interior angle is $\frac{(8-2)\pi}{8} = \frac{3\pi}{4}$ radians." + "\n\n" + r"$\boxed{\frac{3\pi}{4} \text{ radians}}$", "radians for a degree gold"),
    m("u_m_135_radians", "A", G_ANG, "wrong", "boxed", ANG + r"$\boxed{135 \text{ radians}}$", "'135 radians' is not 135 degrees", True),
    m("u_m_thousand", "A", G_COMB, "wrong", "phrase", COMB + "The answer is 84 thousand.", "'thousand' scales 84"),
    m("u_m_percent", "A", G_PROB, "wrong", "boxed", PROB + r"$\boxed{\frac{5}{14}\%}$", "5/14 percent is 5/1400"),
    m("u_m_dozen", "A", G_COMB, "wrong", "phrase", COMB + "So there are 84 dozen ways.", "'dozen' scales 84"),
    m("u_m_ok_degree_sign", "B", G_ANG, "correct", "boxed", ANG + r"$\boxed{135^\circ}$", "a degree sign on a degree gold"),
    m("u_m_ok_degrees_text", "B", G_ANG, "correct", "boxed", ANG + r"$\boxed{135 \text{ degrees}}$", "\\text{degrees} on a degree gold"),
    m("u_m_ok_degree_braces", "B", G_ANG, "correct", "phrase", ANG + r"Final Answer: The final answer is $135^{\circ}$. I hope it is correct.", "Minerva line with ^{\\circ}"),
    m("u_m_ok_units", "B", G_RAD, "correct", "boxed", RAD + r"$\boxed{8\sqrt{2} \text{ units}}$", "'units' in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "phrase", COMB + "There are 84 ways to choose the committee.", "'ways'"),
    m("u_m_ok_committees", "B", G_COMB, "correct", "boxed", COMB + r"$\boxed{84}$ committees", "a count noun after the box"),
    m("u_m_ok_cm", "B", G_RAD, "correct", "boxed", RAD + r"The length is $\boxed{8\sqrt{2}\ \text{cm}}$.", "cm after the radical in the box"),
    m("u_m_ok_degree_word_after", "B", G_ANG, "correct", "phrase", ANG + "The answer is 135 degrees.", "'degrees' as a word"),

    # ================================================================ 6. retractions (r_)
    g("r_edit_other", "A", "77", "wrong", "hash", COOK + "#### 77\n\nEdit: the bakery sold 185, so 252 - 185 = 67.\n#### 67", "an edit replaces 77 with 67"),
    g("r_wait_wrong", "A", "77", "wrong", "phrase", COOK + "The answer is 77.\n\nWait, that's wrong, it's 252 - 157 = 95.\n\nThe answer is 95.", "a correction to 95 after the gold"),
    g("r_never_mind", "A", "485", "no_answer", "phrase", SAVE + "The answer is 485.\n\nNever mind, I misread the problem.", "the answer withdrawn, nothing new"),
    g("r_actually_sub", "A", "6870", "wrong", "phrase", WIDG + "So the answer is 6,870.\n\nActually, the question asks how many were made, so the answer is 11,250.", "a correction to the subtotal"),
    g("r_think_final_other", "A", "180", "wrong", "tag", th("2 h 25 min = 145 min. 145 + 35 = 180.\n\nHmm, so 180 minutes. Or is the 35 already included? 'The film is 2 hours 25 minutes including trailers'? Let me re-read... Actually I think the trailers are part of it. So 145.\n") + "<answer>145</answer>", "the think block reaches 180, then changes to 145 in the tag"),
    g("r_correction_label", "A", "32", "wrong", "phrase", AGE + "The answer is 32.\n\n**Correction:** the question asks Tom's age now, so the answer is 27.", "a bold correction to 27"),
    g("r_retract_no_new", "A", "16", "no_answer", "hash", BOOK + "#### 16\n\nI retract this answer; I am not confident in it.", "retracted, nothing new"),
    g("r_apology_second", "A", "252", "wrong", "phrase", EGGS + "The answer is 252.\n\nI apologize for the mistake in my previous response. Let me recalculate: 9 hens * 4 eggs = 36 eggs. The answer is 36.", "an apology and a second attempt ending 36"),
    g("r_tag_after_wait", "A", "77", "wrong", "tag", th("14 * 18 = 252. 252 - 175 = 77.\n\nWait, 252 - 175... 252 - 170 = 82, 82 - 5 = 77. Hmm, or 252 - 185 = 67? The problem says 175. But let me go with 67 to be safe.\n") + "<answer>67</answer>", "the tag gives 67 after wavering"),
    g("r_oops_sign", "A", "-13", "wrong", "phrase", TEMP + "The answer is -13.\n\nOops, temperatures can't go below zero here, so it stops at 0.\n\nFinal answer: 0", "a correction to 0"),
    g("r_ok_check_after", "B", "77", "correct", "hash", COOK + "#### 77\n\nCheck: 77 + 175 = 252 \u2713", "a check after the answer"),
    g("r_ok_wait_then_gold", "B", "77", "correct", "hash", COOK_SUB + "#### 252\nWait, that's how many were baked. 252 - 175 = 77.\n#### 77", "a correction from the subtotal to the gold"),
    g("r_ok_edit_to_gold", "B", "485", "correct", "phrase", SAVE_SUB + "The answer is 720.\n\nEdit: I forgot the bike. 720 - 235 = 485. The answer is 485.", "an edit to the gold"),
    g("r_ok_long_think", "B", "485", "correct", "tag", SAVE_T_LONG + "<answer>Maya has $485 left.</answer>", "candidates 720 and 955 in the thinking, the tag the gold"),
    g("r_ok_double_check", "B", "6870", "correct", "hash", WIDG + "#### 6870\n\nLet me double-check: 6,870 + 4,380 = 11,250 = 6 * 1,875. Yes, 6,870 is right.", "a confirming check"),
    g("r_ok_never_mind_gold", "B", "180", "correct", "phrase", FILM.replace("180 minutes.\n", "170 minutes.\n") + "The answer is 170.\n\nNever mind, 145 + 35 = 180, not 170.\n\nThe answer is 180.", "never mind then the gold"),
    g("r_ok_apology_gold", "B", "252", "correct", "phrase", EGGS_SUB + "The answer is 36.\n\nI apologize, that is per day. For a week: 36 * 7 = 252. The answer is 252.", "an apology then the gold"),
    g("r_ok_actually_gold", "B", "32", "correct", "phrase", AGE_SUB + "So the answer is 27.\n\nActually, the question asks for 5 years from now: 27 + 5 = 32.\n\n**Final Answer:** 32", "actually then the gold in a bold block"),
    g("r_ok_wait_confirm", "B", "16", "correct", "hash", BOOK_T + "Wait, let me verify: 16 * 24 = 384. Yes.\n\n#### 16", "a wait that confirms"),
    g("r_ok_trailing_note", "B", "-13", "correct", "hash", TEMP + "#### -13\n\nNote: this assumes the temperature drops at a constant rate.", "an assumption note after the answer"),
    m("r_m_wait_other", "A", G_PROB, "wrong", "boxed", PROB + r"$\boxed{\frac{5}{14}}$" + "\n\nWait, the marble is put back after the first draw, so $P = \\left(\\frac{5}{8}\\right)^2 = \\frac{25}{64}$.\n\n" + r"$\boxed{\frac{25}{64}}$", "a second box after a wait"),
    m("r_m_never_mind", "A", G_RAD, "no_answer", "boxed", RAD + r"$\boxed{8\sqrt{2}}$" + "\n\nHmm, never mind, I need to recheck this; I am not sure the radicals combine.", "the box withdrawn, nothing new", True),
    m("r_m_edit_closed", "A", G_INT, "wrong", "boxed", INT + r"$\boxed{(1, 4)}$" + "\n\nEdit: the endpoints should be included, so the answer is $[1, 4]$.", "an edit to the closed interval"),
    m("r_m_long_think_other", "A", G_ANG, "wrong", "boxed", th("Octagon, 8 sides. Sum of interior angles (8-2)*180 = 1080. Each 1080/8 = 135.\n\nWait, maybe they mean the exterior turn? 360/8 = 45.\n\nHmm, I think they mean 45. Let me go with 45.\n") + r1final("45^\\circ"), "the think block moves from 135 to 45 and the final box holds 45"),
    m("r_m_correction_matrix", "A", G_MAT, "wrong", "boxed", MAT + r"$\boxed{\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}}$" + "\n\nCorrection: I multiplied in the wrong order. The product is $\\boxed{\\begin{pmatrix} 3 & 4 \\\\ 1 & 2 \\end{pmatrix}}$.", "a correction to the other order"),
    m("r_m_actually_poly", "A", G_POLY, "wrong", "boxed", POLY + r"$\boxed{2x^2 - x - 15}$" + "\n\nActually, $5x - 6x = x$, so it is $\\boxed{2x^2 + x - 15}$.", "a wrong correction"),
    m("r_m_apology_cpx", "A", G_CPX, "wrong", "boxed", CPX + r"$\boxed{11 - 10i}$" + "\n\nI apologize, I made a sign error: $-8i^2 = -8$, so $3 - 10i - 8 = -5 - 10i$. The answer is $\\boxed{-5 - 10i}$.", "an apology and a wrong second box"),
    m("r_m_ok_wait_gold", "B", G_PROB, "correct", "boxed", r"$P = \left(\frac{5}{8}\right)^2 = \frac{25}{64}$, so $\boxed{\frac{25}{64}}$." + "\n\nWait, the draws are without replacement. " + PROB + r"$\boxed{\frac{5}{14}}$", "a wait that corrects to the gold"),
    m("r_m_ok_check", "B", G_SET, "correct", "boxed", SET + r"$\boxed{-3, 4}$" + "\n\nCheck: $4^2 - 4 - 12 = 0$ \u2713 and $(-3)^2 + 3 - 12 = 0$ \u2713.", "checks after the box"),
    m("r_m_ok_long_think", "B", G_ANG, "correct", "boxed", th("Each exterior angle is 360/8 = 45. But the question asks interior. Interior = 180 - 45 = 135.\n\nWait, or is it the sum, 1080? No, 'each interior angle'. So 135.\n\nDouble-check: 8 * 135 = 1080 = 6 * 180. Yes.\n") + r1final("135"), "45 and 1080 in the thinking, 135 final"),
    m("r_m_ok_correction_gold", "B", G_MAT, "correct", "boxed", r"$\begin{pmatrix} 0 & 1 \\ 1 & 0 \end{pmatrix}\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} = \begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}$" + "\n\nCorrection: the order is $AB$, not $BA$. " + MAT + r"$\boxed{\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}}$", "a correction to the gold"),
    m("r_m_ok_restated", "B", G_COMB, "correct", "boxed", COMB + r"$\boxed{84}$" + "\n\nSo there are 84 ways to choose the committee.", "restated in a closing sentence after the box"),
    m("r_m_ok_verify", "B", G_FRAC, "correct", "boxed", FRAC + r"$\boxed{\frac{7}{8}}$" + "\n\nVerification: $0.5 + 0.25 + 0.125 = 0.875 = \\frac{7}{8}$ \u2713", "a decimal check after the box"),

    # ================================================================ 7. quoted / reported text (q_)
    g("q_quote_question_only", "A", "77", "no_answer", "none", "Let's restate the problem: \"A bakery bakes 14 trays of 18 cookies and sells 175. How many cookies are left?\"\n\nTo solve this, we first need the total number of cookies.", "only the question quoted back; cut before any answer"),
    g("q_turn_gold_in_user", "A", "77", "wrong", "hash", COOK_SUB + "#### 252" + IM_USER + "That's how many were baked. The answer is 77.", "the model's own answer is 252; the gold only in an invented user turn"),
    g("q_turn_only_user", "A", "485", "no_answer", "none", SAVE_SUB + "Next we subtract the bike." + IM_USER + "Maya has $485 left.\n#### 485", "no answer of its own; the gold in an invented user turn"),
    g("q_self_set_only", "A", "6870", "no_answer", "hash", "Let me try a similar problem first.\n\nProblem: A factory makes 2,000 widgets a day for 5 days and ships 3,000. How many are left?\n2,000 * 5 = 10,000; 10,000 - 3,000 = 7,000.\n#### 7000", "only a self-set problem is answered; its value 7000 is the last stated", True),
    g("q_reported_other", "A", "180", "wrong", "phrase", "My friend says the answer is 180 minutes, but the film is 2 hours 25 minutes = 135 minutes, and 135 + 35 = 170.\n\nThe answer is 170.", "the gold only as what a friend says; the model's answer 170"),
    g("q_quoted_source_only", "A", "32", "no_answer", "phrase", "According to the answer key, \"Tom will be 32.\"", "only a quotation of a source, no own working or answer", True),
    g("q_hypothetical_only", "A", "16", "no_answer", "prose", "If she read 32 pages a day, it would take 384 / 32 = 12 days. If she read 48 pages a day, it would take 8 days.", "only hypotheticals with other rates; the question's rate never used"),
    g("q_question_back", "A", "252", "no_answer", "prose", EGGS_SUB + "Do you want the number of eggs per week, 36 * 7 = 252, or per day?", "a clarifying question to the user, no committed answer", True),
    g("q_turn_after_sub", "A", "66.5", "wrong", "hash", FARE.split("Total:")[0] + "#### 37.50" + EOT_USER + "That's only the adults. The total is $66.50.", "the model's answer is the adults' 37.50; the gold in an invented user turn"),
    g("q_instruction_echo", "A", "57.5", "no_answer", "none", "Write your final answer after \"####\", for example \"#### 57.5\".\n\nFirst, 46 / 80 =", "an echo of a format example, then cut before the answer"),
    g("q_ok_turn_after_gold", "B", "77", "correct", "hash", COOK + "#### 77" + IM_USER + "Great! Now what if they sold 200?\n<|im_start|>assistant\n252 - 200 = 52.\n#### 52", "an invented next turn after the gold; labelled by the posed question"),
    g("q_ok_self_set_after", "B", "6870", "correct", "hash", WIDG + "#### 6870\n\nProblem 2: A factory makes 2,000 widgets a day for 5 days and ships 3,000. How many are left?\n2,000 * 5 = 10,000; 10,000 - 3,000 = 7,000.\n#### 7000", "a self-set second problem after the gold does not count"),
    g("q_ok_quote_then_answer", "B", "485", "correct", "hash", "The problem states: \"She buys a bike for $235.\"\n" + SAVE + "#### 485", "a quotation then the model's own answer"),
    g("q_ok_reported_wrong", "B", "180", "correct", "phrase", FILM + "Some might say 3 hours, but the question asks for minutes.\n\nThe answer is 180.", "another unit reported as what some might say; own answer the gold"),
    g("q_ok_hypothetical_then_gold", "B", "16", "correct", "hash", "If she read 32 pages a day it would take 12 days, but she reads 24.\n" + BOOK + "#### 16", "a hypothetical before the real answer"),
    g("q_ok_eot_user", "B", "252", "correct", "phrase", EGGS + "The answer is 252." + EOT_USER + "Thanks! How many dozen is that?", "an invented Llama user turn after the answer"),
    g("q_ok_question_header", "B", "32", "correct", "hash", "**Question:** Tom's sister is 9 and Tom is 3 times as old. How old will Tom be in 5 years?\n\n**Solution:**\n" + AGE + "#### 32", "the question restated (with 9, 3 and 5) before the solution"),
    g("q_ok_bonus_after", "B", "-13", "correct", "hash", TEMP + "#### -13\n\nBonus: if it kept falling for 2 more hours, it would reach -20 degrees.", "a self-set bonus after the answer"),
    g("q_ok_quoted_own", "B", "66.5", "correct", "phrase", FARE + "So my answer is \"$66.50\".", "the model's own answer in quotation marks"),
    g("q_ok_user_disagrees", "B", "57.5", "correct", "hash", WALK + "#### 57.5" + IM_USER + "I think it's 42.5%.", "an invented user turn disagreeing does not count"),
    m("q_m_turn_gold_in_user", "A", G_PROB, "wrong", "boxed", r"$P = \left(\frac{5}{8}\right)^2 = \frac{25}{64}$." + "\n\n" + r"$\boxed{\frac{25}{64}}$" + IM_USER + r"No, it's $\frac{5}{14}$ because there's no replacement.", "own answer 25/64; the gold in an invented user turn"),
    m("q_m_restate_only", "A", G_RAD, "no_answer", "none", r"We need to find $\sqrt{72} + \sqrt{8}$. First, let's simplify each radical. $\sqrt{72} = \sqrt{36 \cdot", "the problem restated, cut at the token cap"),
    m("q_m_self_set_only", "A", G_RAD, "no_answer", "boxed", r"Let's first try a simpler problem: $\sqrt{18} + \sqrt{2} = 3\sqrt{2} + \sqrt{2} = 4\sqrt{2}$." + "\n\n" + r"$\boxed{4\sqrt{2}}$", "only a self-set warm-up answered", True),
    m("q_m_other_part", "A", G_SET, "wrong", "boxed", "(a) By Vieta, the sum of the roots is $1$ and the product is $-12$.\n\n" + r"Part (a): $\boxed{1}$", "answers a part (a) of another question (the sum of the roots)"),
    m("q_m_textbook_reported", "A", G_MID, "wrong", "boxed", r"The textbook answer is $(5, 2)$, but I get $\left(\frac{8 - 2}{2}, \frac{7 + 3}{2}\right) = (3, 5)$." + "\n\n" + r"$\boxed{(3, 5)}$", "the gold only as a reported textbook answer"),
    m("q_m_hypothetical_only", "A", G_INT, "no_answer", "prose", r"If the inequality were $x^2 - 5x + 4 \ge 0$, the solution would be $(-\infty, 1] \cup [4, \infty)$.", "only a hypothetical other inequality"),
    m("q_m_eot_user_gold", "A", G_CPX, "wrong", "boxed", r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i + 8i^2 = -5 - 10i$." + "\n\n" + r"$\boxed{-5 - 10i}$" + EOT_USER + r"The correct answer is $11 - 10i$.", "own answer -5 - 10i; the gold in an invented user turn"),
    m("q_m_ok_turn_after", "B", G_POLY, "correct", "boxed", POLY + r"$\boxed{2x^2 - x - 15}$" + IM_USER + "Expand (x + 2)(x - 7).<|im_end|>\n<|im_start|>assistant\n" + r"$x^2 - 5x - 14$, so $\boxed{x^2 - 5x - 14}$.", "an invented turn after the gold box"),
    m("q_m_ok_quote_then_box", "B", G_MID, "correct", "boxed", "\"Find the midpoint of the segment with endpoints $(2, -3)$ and $(8, 7)$.\"\n\n" + MID + r"$\boxed{(5, 2)}$", "the question quoted, then the answer"),
    m("q_m_ok_hypothetical_then_gold", "B", G_INT, "correct", "boxed", r"If the inequality were $\le 0$ the answer would be $[1, 4]$, but it is strict. " + INT + r"$\boxed{(1, 4)}$", "a hypothetical, then the gold"),
    m("q_m_ok_reported_mistake", "B", G_COMB, "correct", "boxed", r"A common mistake is to count ordered selections, $9 \cdot 8 \cdot 7 = 504$. Order does not matter here, so " + COMB + r"$\boxed{84}$", "a reported mistake before the gold"),
    m("q_m_ok_user_disagrees", "B", G_FRAC, "correct", "boxed", FRAC + r"$\boxed{\frac{7}{8}}$" + IM_USER + "Shouldn't it be 0.88?", "an invented user turn after the gold"),
    m("q_m_ok_practice_after", "B", G_SET, "correct", "boxed", SET + r"$\boxed{-3, 4}$" + "\n\n**Practice problem:** Solve $x^2 - 2x - 8 = 0$. Answer: $\\boxed{-2, 4}$", "a self-set practice problem after the gold"),
]

# ================================================================ 8. bad input (b_)
# Long think loops of about 200,000 characters, as reasoning models write them at a large token cap.
LOOP_COOK = "Wait, let me recompute. 14 * 18 = 252. Then 252 - 175 = 77. Hmm, but let me check again.\n\n" * 2200
LOOP_EGGS = "Let me verify: 9 hens * 4 eggs = 36 eggs a day, and a week is 7 days.\n\n" * 2800
LOOP_RAD = r"Hmm, $\sqrt{72} = 6\sqrt{2}$ and $\sqrt{8} = 2\sqrt{2}$. Let me double-check that." + "\n\n" * 1
LOOP_RAD = LOOP_RAD * 2600

CASES += [
    g("b_nul_in_answer", "A", "77", "no_answer", "hash", COOK + "#### 7\x007", "a NUL inside the answer: bad input"),
    g("b_nul_before_gold", "A", "77", "no_answer", "hash", COOK + "\x00#### 77", "a NUL before a right answer makes the pair bad input (the brief's rule)", True),
    g("b_surrogate_after_gold", "A", "485", "no_answer", "hash", SAVE + "#### 485" + HI, "a lone high surrogate after a right answer: bad input", True),
    g("b_surrogate_in_working", "A", "6870", "no_answer", "hash", WIDG.replace("widgets.\nAfter", "widgets." + LO + "\nAfter") + "#### 6870", "a lone low surrogate in the working: bad input", True),
    g("b_empty", "A", "180", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "-13", "no_answer", "none", "  \n\t\n   \n", "whitespace only"),
    g("b_huge_wrong", "A", "252", "wrong", "hash", th(LOOP_EGGS) + "So per day it is 36.\n#### 36", "a 200,000-character think loop, then the per-day count 36"),
    g("b_huge_cut", "A", "77", "no_answer", "none", "<think>\n" + LOOP_COOK, "a 200,000-character think loop cut at the token cap; 77 only inside the loop"),
    g("b_bell_other", "A", "180", "wrong", "hash", FILM.replace("180 minutes.\n", "170 minutes.\n") + "#### 170\x07", "a BEL control character after a wrong answer"),
    g("b_nul_in_gold", "A", "16\x00", "no_answer", "hash", BOOK + "#### 16", "a NUL in the gold: bad input", True),
    g("b_fullwidth_other", "A", "77", "wrong", "hash", COOK_SUB + "#### \uff12\uff15\uff12", "full-width digits of the subtotal 252"),
    g("b_ok_crlf", "B", "77", "correct", "hash", (COOK + "#### 77").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "485", "correct", "hash", "\ufeff" + SAVE + "#### 485", "a byte-order mark first"),
    g("b_ok_huge_right", "B", "252", "correct", "hash", th(LOOP_EGGS) + EGGS + "#### 252", "a 200,000-character think loop, then the gold"),
    g("b_ok_tab", "B", "6870", "correct", "hash", WIDG + "####\t6870", "a tab after ####"),
    g("b_ok_nbsp", "B", "180", "correct", "phrase", FILM + "The answer is\u00a0180\u00a0minutes.", "no-break spaces around the answer"),
    g("b_ok_gold_spaces", "B", " -13 ", "correct", "hash", TEMP + "#### -13", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "32", "correct", "hash", AGE + "#### \uff13\uff12", "full-width digits of the gold"),
    g("b_ok_many_newlines", "B", "16", "correct", "hash", BOOK + "\n" * 5000 + "#### 16", "5,000 blank lines before the answer"),
    g("b_ok_json_block", "B", "66.5", "correct", "lastline", FARE + "```json\n{\"answer\": 66.5}\n```", "the answer in a JSON code block, as structured-output models write"),
    g("b_ok_zero_width", "B", "57.5", "correct", "hash", WALK + "#### 57.5\u200b", "a zero-width space after the answer"),
    m("b_m_nul_in_box", "A", G_COMB, "no_answer", "boxed", COMB + "$\\boxed{8\x004}$", "a NUL inside the box: bad input"),
    m("b_m_surrogate_after_box", "A", G_FRAC, "no_answer", "boxed", FRAC + r"$\boxed{\frac{7}{8}}$" + HI, "a lone surrogate after a right box: bad input", True),
    m("b_m_huge_wrong", "A", G_RAD, "wrong", "boxed", th(LOOP_RAD + "So the sum is sqrt(80) = 4 sqrt 5.\n") + r1final("4\\sqrt{5}"), "a 200,000-character loop, then 4\\sqrt5"),
    m("b_m_empty", "A", G_MID, "no_answer", "none", "", "an empty completion"),
    m("b_m_cut_box", "A", G_PROB, "no_answer", "none", PROB.split(r" = \frac{20}")[0] + r" = \boxed{\frac{5}{1", "cut at the token cap inside the box"),
    m("b_m_nul_in_gold", "A", "(5,\x00 2)", "no_answer", "boxed", MID + r"$\boxed{(5, 2)}$", "a NUL in the gold: bad input", True),
    m("b_m_ctrl_other", "A", G_CPX, "wrong", "boxed", r"$(3 + 2i)(1 - 4i) = 11 + 10i$" + "\x1b[0m\n\n" + r"$\boxed{11 + 10i}$", "an ANSI escape in the text and a wrong box (the conjugate)"),
    m("b_m_ok_crlf", "B", G_POLY, "correct", "boxed", (POLY + r"$\boxed{2x^2 - x - 15}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_bom", "B", G_ANG, "correct", "boxed", "\ufeff" + ANG + r"$\boxed{135}$", "a byte-order mark first"),
    m("b_m_ok_huge_right", "B", G_RAD, "correct", "boxed", th(LOOP_RAD + "So the sum is 8 sqrt 2.\n") + r1final("8\\sqrt{2}"), "a 200,000-character loop, then the gold"),
    m("b_m_ok_gold_newline", "B", G_SET + "\n", "correct", "boxed", SET + r"$\boxed{-3, 4}$", "a gold with a trailing newline"),
    m("b_m_ok_tab_in_box", "B", G_MAT, "correct", "boxed", MAT + "$\\boxed{\\begin{pmatrix}\t2 & 1 \\\\\t4 & 3 \\end{pmatrix}}$", "tabs inside the matrix"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{84}", "correct", "boxed", COMB + r"$\boxed{84}$", "a gold stored boxed"),
]
# fmt: on

DECISIONS = {
    "t_cut_in_tag": (
        "reject",
        "the tag opens but is cut before any value; the gold only in the thinking is no final answer",
    ),
    "h_phrase_gold_hash_other": (
        "reject",
        "two different final answers, the #### last and wrong (README: two final answers is wrong)",
    ),
    "h_hash_hedge": ("reject", "a hedge before the #### line is two final answers"),
    "h_minerva_then_hash_other": (
        "reject",
        "the Minerva line and the later #### disagree; the last, 13, is wrong",
    ),
    "x_fare_cent_off": (
        "reject",
        "66.49 dollars is not 66.50; a tolerance for written decimals is for float noise, not a cent",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the question asks (round 5's GSM8K decision)",
    ),
    "n_cross_mark": (
        "reject",
        "the model marks its table value with a cross; a value the model marks wrong is wrong",
    ),
    "n_m_text_incorrect": ("reject", "the model annotates its own box as incorrect"),
    "u_fewer": (
        "reject",
        "'fewer' makes 77 a difference; the brief lists '18 fewer' as a changing word",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 13; '13 negative' is the brief's example of a word the checker must refuse",
    ),
    "u_thousand": ("reject", "'thousand' after the box scales the boxed number by 1000"),
    "u_m_135_radians": ("reject", "135 radians is not 135 degrees (degrees are not radians)"),
    "r_m_never_mind": ("reject", "the box is withdrawn with nothing new; no final answer stands"),
    "q_self_set_only": (
        "reject",
        "the only answer belongs to a self-set problem; the posed question is unanswered",
    ),
    "q_quoted_source_only": (
        "reject",
        "only a quotation of a source, no own answer (round 21's decision)",
    ),
    "q_question_back": (
        "reject",
        "the 252 sits inside a question to the user, not a committed answer",
    ),
    "q_m_self_set_only": ("reject", "the only box answers a self-set warm-up, not the posed sum"),
    "b_nul_before_gold": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (the brief's rule)",
    ),
    "b_surrogate_after_gold": ("reject", "a lone surrogate anywhere makes the pair bad input"),
    "b_surrogate_in_working": ("reject", "a lone surrogate anywhere makes the pair bad input"),
    "b_nul_in_gold": ("reject", "a NUL in the gold makes the pair bad input"),
    "b_m_surrogate_after_box": ("reject", "a lone surrogate anywhere makes the pair bad input"),
    "b_m_nul_in_gold": ("reject", "a NUL in the gold makes the pair bad input"),
}

# ================================================================ longer completions, all classes
COOK_QWEN = qwen(
    "To determine how many cookies are left, we first find how many were baked and then subtract the number sold.",
    (
        "Cookies baked",
        "The bakery bakes 14 trays with 18 cookies each:\n   \\[\n   14 \\times 18 = 252\n   \\]",
    ),
    ("Cookies sold", "The bakery sells 175 cookies."),
    ("Cookies left", "\\[\n   252 - 175 = 77\n   \\]"),
)
FARE_TABLE = "Let's organize the costs in a table.\n\n| Ticket | Quantity | Price | Cost |\n|---|---|---|---|\n| Adult | 3 | $12.50 | $37.50 |\n| Child | 4 | $7.25 | $29.00 |\n"
EGGS_LLAMA = llama(
    (
        "Find the number of eggs laid per day",
        "Each of the 9 hens lays 4 eggs a day, so 9 * 4 = 36 eggs a day.",
    ),
    ("Find the number of eggs laid per week", "There are 7 days in a week, so 36 * 7 = 252 eggs."),
)
FILM_T_CUT = "<think>\nOkay, the film is 2 hours and 25 minutes. 2 hours is 120 minutes, so 145 minutes. Then 35 minutes of trailers before it. 145 + 35 = 180.\n\nWait, but are the trailers shown before or after? It doesn't matter for the total.\n\nHmm, but maybe the question is asking how long until the film ends if it starts at some time? Let me re-read. No, it asks for the total time in minutes.\n\nSo 180 minutes. But wait, let me reconsider whether 2 hours 25 minutes already"
SAVE_CODE = "Let me compute this with Python.\n\n```python\nweekly = 45\nweeks = 16\nbike = 235\nsaved = weekly * weeks\nleft = saved - bike\nprint(saved, left)\n```\n\nOutput:\n```\n720 485\n```\n\n"
MAT_QWEN = qwen(
    "To find the product $AB$, we compute each entry as the dot product of a row of $A$ with a column of $B$.",
    ("Entry (1,1)", "$1 \\cdot 0 + 2 \\cdot 1 = 2$"),
    ("Entry (1,2)", "$1 \\cdot 1 + 2 \\cdot 0 = 1$"),
    ("Entry (2,1)", "$3 \\cdot 0 + 4 \\cdot 1 = 4$"),
    ("Entry (2,2)", "$3 \\cdot 1 + 4 \\cdot 0 = 3$"),
)
PROB_T_LONG = th(
    "We have 5 red and 3 blue marbles, 8 in total. We draw two without replacement and want both red.\n\nFirst approach: P(first red) = 5/8. Then 4 red out of 7 remain, P(second red) = 4/7. So 5/8 * 4/7 = 20/56 = 5/14.\n\nWait, let me double-check with combinations. Number of ways to choose 2 red: C(5,2) = 10. Total ways: C(8,2) = 28. 10/28 = 5/14. Same.\n\nHmm, what if it were with replacement? Then (5/8)^2 = 25/64. But the problem says without replacement, so 5/14.\n\n5/14 is about 0.357.\n"
)

# fmt: off
CASES += [
    g("t_long_ok_r1", "B", "77", "correct", "tag", COOK_T_LONG + "<answer>The bakery has 77 cookies left.</answer>", "a long think with the 157 misreading checked and dropped; the tag the gold"),
    g("t_long_ok_table_in_tag", "B", "77", "correct", "tag", COOK_T + "<answer>\n| Item | Count |\n|---|---|\n| Baked | 252 |\n| Sold | 175 |\n| Left | 77 |\n</answer>", "a table in the tag whose last row, the asked quantity, is the gold"),
    g("t_long_tag_per_day", "A", "252", "wrong", "tag", EGGS_T_LONG.replace("Good.\n", "Good.\n\nActually the question might mean per day. I'll answer per day.\n") + "<answer>The hens lay 36 eggs.</answer>", "after a long think the tag states the per-day 36"),
    m("t_m_long_ok_qwen_tag", "B", G_MAT, "correct", "tag", th(MAT_QWEN) + r"<answer>$AB = \begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}$</answer>", "Qwen steps in the think block, an equation with the matrix in the tag"),
    g("h_long_ok_qwen_hash", "B", "77", "correct", "hash", COOK_QWEN + "**Final Answer:** The bakery has $77$ cookies left.\n\n#### 77", "Qwen steps, a bold Final Answer sentence, then ####"),
    g("h_long_table_then_hash_sub", "A", "66.5", "wrong", "hash", FARE_TABLE + "\nThe adults' tickets cost the most.\nThe answer is $37.50.\n#### 37.50", "a table of costs, then phrase and #### on the adults' subtotal"),
    g("x_long_ok_table_last_row", "B", "66.5", "correct", "lastline", FARE_TABLE + "| **Total** | | | **$66.50** |", "the answer in the bold last row of the table"),
    m("x_m_long_decimal_final", "A", G_PROB, "wrong", "boxed", PROB_T_LONG + "The probability that both marbles are red is approximately 0.357.\n\n" + r1final("0.357"), "the think block reaches 5/14 but the final box is the rounded 0.357"),
    m("x_m_long_ok_exact_then_approx", "B", G_RAD, "correct", "boxed", qwen("To simplify, write each radical as a multiple of $\\sqrt{2}$.", ("Simplify $\\sqrt{72}$", "$\\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$"), ("Simplify $\\sqrt{8}$", "$\\sqrt{8} = \\sqrt{4 \\cdot 2} = 2\\sqrt{2}$"), ("Add", "$6\\sqrt{2} + 2\\sqrt{2} = 8\\sqrt{2}$")) + r"Thus, the answer is $\boxed{8\sqrt{2}} \approx 11.31$.", "the exact box, then an approximate value as a gloss", True),
    g("n_long_table_struck", "A", "66.5", "no_answer", "lastline", FARE_TABLE + "| **Total** | | | ~~$66.50~~ |", "the table's total row struck out, nothing else stated"),
    g("n_long_ok_r1_strike", "B", "77", "correct", "phrase", COOK_T_LONG + "The answer is ~~**252**~~ **77** cookies.", "after a long think the subtotal struck and the gold bold"),
    g("u_long_per_hen", "A", "252", "wrong", "phrase", EGGS_LLAMA + "## Step 3: Find the eggs per hen per week\nEach hen lays 4 * 7 = 28 eggs a week.\n\nThe final answer is: 28 eggs per hen.", "the per-item value 28, not the total"),
    g("u_long_ok_qwen_unit_box", "B", "77", "correct", "boxed", COOK_QWEN + qbox("77 \\text{ cookies}"), "Qwen steps, the gold with \\text{cookies} in the box"),
    g("u_long_ok_llama_eggs", "B", "252", "correct", "boxed", EGGS_LLAMA + LLAMA_END.format("252 \\text{ eggs}"), "Llama steps and closing box with a unit"),
    g("r_long_ok_restated", "B", "485", "correct", "boxed", SAVE_T_LONG + r1final("485") + "\n\nMaya will have $485 left after buying the bike.", "an R1 Final Answer block then the answer restated in a closing sentence"),
    g("r_long_restated_other", "A", "485", "wrong", "boxed", SAVE_T_LONG + r1final("485") + "\n\nSo Maya has $720 in total, which is the answer.", "the closing sentence after the box states another final answer, 720", True),
    g("r_long_cut_in_think", "A", "180", "no_answer", "none", FILM_T_CUT, "a reasoning trace cut at the token cap in the middle of a 'wait'; no answer given"),
    g("r_long_ok_code", "B", "485", "correct", "phrase", SAVE_CODE + "So Maya has $485 left.\n\nCheck: 485 + 235 = 720 = 45 \u00d7 16 \u2713", "a code block, a sentence, then a check"),
    g("q_long_invented_assistant", "A", "180", "wrong", "phrase", "The film is 2 hours 25 minutes, which is 125 minutes. With 35 minutes of trailers, the total is 125 + 35 = 160 minutes.\n\nThe answer is 160." + IM_USER + "Are you sure? 2 hours is 120 minutes.<|im_end|>\n<|im_start|>assistant\nYou're right, I apologize. 120 + 25 = 145, and 145 + 35 = 180. The answer is 180.", "the model's own answer is 160; the correction to 180 is in an invented turn"),
    g("q_long_ok_few_shot_tail", "B", "16", "correct", "phrase", BOOK + "The answer is 16.\n\nQ: Tim has 5 apples and buys 4 more. How many apples does he have?\nA: Tim has 5 + 4 = 9 apples. The answer is 9.", "an invented few-shot Q/A after the answer does not count"),
    m("q_m_long_ok_bonus_box", "B", G_MID, "correct", "boxed", MID + r"$\boxed{(5, 2)}$" + "\n\nAs an extra, the length of the segment is $\\sqrt{6^2 + 10^2} = \\sqrt{136} = \\boxed{2\\sqrt{34}}$.", "a self-set extra after the gold box; its box does not count", True),
    m("r_m_long_ok_qwen_check", "B", G_MAT, "correct", "boxed", MAT_QWEN + qbox(G_MAT) + "\n\nCheck: the first row of $A$ times the first column of $B$ is $1 \\cdot 0 + 2 \\cdot 1 = 2$ \u2713.", "Qwen steps, box, check"),
    m("u_m_long_ok_r1_degrees", "B", G_ANG, "correct", "boxed", th("A regular octagon has 8 equal angles. The sum of the interior angles of an n-gon is (n-2)*180, so (8-2)*180 = 1080 degrees.\n\nEach angle: 1080/8 = 135 degrees.\n\nWait, let me double-check with the exterior angle: 360/8 = 45, and 180 - 45 = 135. Yes.\n\nIn radians that would be 3pi/4, but the question asks for degrees.\n") + "Each interior angle of a regular octagon measures $135^\\circ$.\n\n" + r1final("135^\\circ"), "radians mentioned in the thinking; the final box in degrees"),
    m("h_m_long_ok_minerva_hash", "B", G_CPX, "correct", "hash", "We expand using FOIL:\n\\begin{align*}\n(3 + 2i)(1 - 4i) &= 3 - 12i + 2i - 8i^2 \\\\\n&= 3 - 10i + 8 \\\\\n&= 11 - 10i.\n\\end{align*}\n" + MINERVA.format("$11 - 10i$") + "\n#### 11 - 10i", "an align block, a Minerva line, then ####"),
    g("b_long_ok_markdown", "B", "6870", "correct", "phrase", "### Solution\n\n**Step 1.** Widgets made: $1{,}875 \\times 6 = 11{,}250$.\n\n**Step 2.** Widgets left: $11{,}250 - 4{,}380 = 6{,}870$.\n\n---\n\n> **Answer:** 6,870 widgets", "markdown heading, rule and a blockquote answer with 1{,}875-style separators in the working"),
    m("b_m_long_ctrl_ok", "B", G_POLY, "correct", "boxed", POLY.replace("= 2x^2 + 5x", "=\x0c 2x^2 + 5x") + r"$\boxed{2x^2 - x - 15}$", "a form feed in the working; a right box (a control character is not a NUL or a surrogate)", True),
]
# fmt: on

DECISIONS.update(
    {
        "x_m_long_ok_exact_then_approx": (
            "accept",
            "the boxed value is exact; the approximation after it is a gloss, not a second answer",
        ),
        "r_long_restated_other": (
            "reject",
            "the closing sentence restates a different value after the box: two different final answers",
        ),
        "q_m_long_ok_bonus_box": (
            "accept",
            "the second box answers a self-set extra question; the posed question's answer is the gold",
        ),
        "b_m_long_ctrl_ok": (
            "accept",
            "the brief's bad-input rule names NUL and lone surrogates; a form feed in the working leaves a right answer",
        ),
    }
)


SENTINELS = {HI: "\\ud83d", LO: "\\udc00"}


def main() -> None:
    """Write the jsonl beside corpus_build (or in this file's folder when it is not there), then
    turn the lone-surrogate sentinels into JSON escapes."""
    here = Path(__file__).resolve().parent
    if here != corpus_build.HERE:  # run from /tmp/rt102: write here, not into the corpus folder
        corpus_build.HERE = here
    write_probes("adversarial_redteam102", CASES, [], DECISIONS)
    out = corpus_build.HERE / "adversarial_redteam102.jsonl"
    text = out.read_text(encoding="utf-8")
    for sentinel, escape in SENTINELS.items():
        text = text.replace(sentinel, escape)
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
