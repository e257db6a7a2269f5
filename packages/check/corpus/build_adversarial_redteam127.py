r"""Build adversarial_redteam127.jsonl: a hundred-and-twenty-seventh round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam127", issue 25), written by a new author
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any
corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Handed
over BEFORE any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py
(helpers) and build_adversarial_redteam21.py (structure) were read. Python was used for plain
arithmetic only.

Aim of this round: the eight classes of the issue in English, ~34 probes each, about half kind A and
half kind B, 60 % GSM8K, written in the shapes real RL-trained and reasoning models produce: R1-Zero
`<think>`/`<answer>` outputs whose tag holds a sentence, an equation, a unit or a box; a phrase marker
then `####`; values near zero and exact forms against decimals; negation and annotation in boxes;
unit words after `####`; 'Edit:' / 'Update:' / 'Erratum:' / 'Wait,' / 'Never mind' retractions;
quoted prompts, reported answers, invented next turns and self-set problems; bad input a JSON
corpus can hold (NUL, control characters, ANSI escapes, huge inputs). Long think blocks with several
candidate values, "**Final Answer**" blocks, bold answers, table last rows, trailing checks and
completions cut at a token cap are mixed in.

Problems and golds (arithmetic checked by hand):
GSM8K
- BAK: 14 trays of 18 cookies, 175 sold -> 14*18 = 252; 252 - 175 = 77 (misread 157: 95).
- RENT: $1,450 a month for 12 months plus a $375 deposit -> 17400 + 375 = 17775 (subtotal 17400).
- SEED: 27 of 40 seeds sprout, percent -> 27/40 = 0.675 = 67.5 %.
- TEMP: 4 degrees, falls 1.5 degrees an hour for 6 hours -> 4 - 9 = -5.
- BOOK: $96, four books at $24 -> 96 - 96 = 0.
- PEN: 9 boxes of 24 pencils -> 216 (= 18 dozen).
- BAKE: 45 min prep + 1.25 h baking, in minutes -> 45 + 75 = 120 (= 2 hours).
- WAGE: $15.75 an hour for 36 hours -> 567.
- STK: 60 stickers for $3, price of one -> 3/60 = 0.05.
- TOWN: 12,500 people, 2,340 move in -> 14840 (misread "move out": 10160).
- BUS: 3.5 h at 62 mph -> 217 miles (5 h: 310).
MATH
- DICE: two dice, P(sum 8) -> (2,6),(3,5),(4,4),(5,3),(6,2) = 5 of 36 -> \frac{5}{36} (sum 7: 1/6).
- DIST: (2, -1) to (7, 3) -> \sqrt{25 + 16} = \sqrt{41} (about 6.403).
- INEQ: |2x + 1| < 5 -> -6 < 2x < 4 -> (-3, 2) (closed [-3, 2] is wrong).
- ROOT: x^2 - x - 12 = (x - 4)(x + 3) -> -3, 4.
- CPX: (3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 11 + 10i.
- PENT: interior angle of a regular pentagon -> 540/5 = 108 (degrees; 3\pi/5 in radians is not it).
- MAT: [[1,2],[3,4]] [[0,1],[1,0]] = [[2,1],[4,3]] (the other order gives [[3,4],[1,2]]).
- POLY: (x + 5)(2x - 3) = 2x^2 - 3x + 10x - 15 = 2x^2 + 7x - 15.
- SYS: x + 2y = 7, 3x - y = 7 -> 7y = 14, y = 2, x = 3 -> (3, 2).
- REP: 0.\overline{36} = 36/99 = \frac{4}{11}.
- SEC: sector radius 4, angle 135 degrees -> 135/360 * 16\pi = 6\pi (about 18.85).
- RAT: 12/\sqrt{3} = 4\sqrt{3} (= \sqrt{48}, about 6.928).
- BASE: 214_5 = 2*25 + 1*5 + 4 = 59.
- SUM: 1 + 2 + ... + 40 = 40*41/2 = 820.
- TAN: \tan 135^\circ = -1.
- RADC: 150 degrees in radians -> \frac{5\pi}{6}.
- DIAG: diagonals of a convex decagon -> 10*7/2 = 35.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near zero, decimals for exact forms, tolerance traps); `n_` negation, strike-out,
annotation; `u_` words after a number; `r_` retractions and harmless after-text; `q_` quoted,
reported, hypothetical, other-part and invented-turn text; `b_` bad input a JSON corpus can hold.
An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong or unanswered completion the checker must refuse (truth `wrong` / `no_answer`);
"B" a right completion in a notation or with after-text real models write (truth `correct`).

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a hedge or two
different final answers is `wrong`; no final answer (cut off, empty or placeholder tag, a negation
or strike-out with nothing after, a retraction with nothing new, only a quotation or a hypothetical)
is `no_answer`; a value the model itself marks wrong or negates is `wrong`; equal value written
differently is `correct`; another quantity (a subtotal, the other unit, the per-item value) is
`wrong`; a decimal for an exact irrational or repeating gold is `wrong`; degrees are not radians; a
percent gold 67.5 accepts `67.5%`; an answer tag's content is the final answer, a sentence or an
equation in it read for the value it states; an explicit correction after an answer makes the
corrected value the final one, a check or pleasantry after it does not replace it; text in an
invented next turn or a self-set new problem does not count (the completion is labelled by the
answer to the question actually posed); a word after a number that changes it (fewer, dozen,
negative, thousand, pairs, ...) makes the stated quantity another one. A NUL anywhere in the pair
makes it bad input -> kind A, truth `no_answer` (noted per probe). Lone surrogates are not in this
file: write_records writes UTF-8 and cannot encode them (they belong in a `check --input` batch).
Debatable probes carry `debatable=True`, the reasoning in the note, and a DECISIONS entry.

Usage: python packages/check/corpus/build_adversarial_redteam127.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
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

# ================================================================ GSM8K working
BAK = "The bakery makes 14 trays of 18 cookies, so it bakes 14 * 18 = <<14*18=252>>252 cookies.\nIt sells 175 of them, so 252 - 175 = <<252-175=77>>77 cookies are left.\n"
BAK_SLIP = "The bakery makes 14 trays of 18 cookies, so it bakes 14 * 18 = <<14*18=252>>252 cookies.\nIt sells 157 of them, so 252 - 157 = <<252-157=95>>95 cookies are left.\n"
BAK_THINK = (
    "Okay, so the bakery makes 14 trays and each tray has 18 cookies. Let me compute 14 times 18. "
    "14 * 18 = 14 * 20 - 14 * 2 = 280 - 28 = 252. So 252 cookies in total.\n\n"
    "Then it sells 157... wait, let me reread. It sells 175 cookies. Hmm, I first wrote 157. "
    "252 - 157 would be 95, but that's the wrong number. 252 - 175: 252 - 100 = 152, 152 - 75 = 77.\n\n"
    "Let me double-check: 77 + 175 = 252. Yes. So 77 cookies are left.\n"
)
BAK_THINK_SLIP = (
    "Okay, the bakery makes 14 trays of 18 cookies. 14 * 18 = 252.\n\n"
    "It sells 157 cookies. 252 - 157 = 95. Wait, let me check: 95 + 157 = 252. Yes.\n\n"
    "Hmm, could it be 14 + 18 = 32 instead? No, trays times cookies per tray. So 95.\n"
)
RENT = "Rent for 12 months is 12 * $1,450 = $<<12*1450=17400>>17,400.\nAdding the $375 deposit: 17,400 + 375 = $<<17400+375=17775>>17,775.\n"
RENT_NODEP = "Rent for 12 months is 12 * $1,450 = $<<12*1450=17400>>17,400.\n"
SEED = "27 of the 40 seeds sprouted, so the share is 27 / 40 = <<27/40=0.675>>0.675, which is 0.675 * 100 = <<0.675*100=67.5>>67.5 percent.\n"
TEMP = "The temperature falls 1.5 * 6 = <<1.5*6=9>>9 degrees, so it ends at 4 - 9 = <<4-9=-5>>-5 degrees.\n"
BOOK = "Four books cost 4 * $24 = $<<4*24=96>>96.\nMaya had $96, so she has 96 - 96 = $<<96-96=0>>0 left.\n"
PEN = "There are 9 boxes with 24 pencils each, so 9 * 24 = <<9*24=216>>216 pencils.\n"
BAKE = "Baking takes 1.25 hours = 1.25 * 60 = <<1.25*60=75>>75 minutes.\nWith 45 minutes of prep, the total is 45 + 75 = <<45+75=120>>120 minutes.\n"
WAGE = "She earns $15.75 an hour for 36 hours: 15.75 * 36 = <<15.75*36=567>>567 dollars.\n"
STK = "60 stickers cost $3, so one sticker costs 3 / 60 = <<3/60=0.05>>0.05 dollars.\n"
TOWN = "The town had 12,500 people and 2,340 moved in, so 12,500 + 2,340 = <<12500+2340=14840>>14,840 people live there now.\n"
TOWN_SLIP = "The town had 12,500 people and 2,340 moved out, so 12,500 - 2,340 = <<12500-2340=10160>>10,160 people live there now.\n"
BUS = "The bus drives 3.5 hours at 62 miles per hour, so it covers 3.5 * 62 = <<3.5*62=217>>217 miles.\n"

# ================================================================ MATH working and golds
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs that sum to $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ of the $36$ outcomes, so the probability is $\frac{5}{36}$."
DICE_SLIP = r"The pairs that sum to $8$ are $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$: $6$ of the $36$ outcomes, so the probability is $\frac{6}{36} = \frac{1}{6}$."
G_DIST = r"\sqrt{41}"
DIST = r"$d = \sqrt{(7-2)^2 + (3-(-1))^2} = \sqrt{25 + 16} = \sqrt{41}$."
G_INEQ = "(-3, 2)"
INEQ = r"$|2x + 1| < 5$ means $-5 < 2x + 1 < 5$, so $-6 < 2x < 4$ and $-3 < x < 2$."
G_ROOT = "-3, 4"
ROOT = r"$x^2 - x - 12 = (x - 4)(x + 3) = 0$, so $x = 4$ or $x = -3$."
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8 = 11 + 10i$."
G_PENT = "108"
PENT = r"The interior angles of a pentagon sum to $(5-2) \cdot 180^\circ = 540^\circ$, so each angle of a regular pentagon is $540^\circ / 5 = 108^\circ$."
G_MAT = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"
MAT = r"Row 1: $(1 \cdot 0 + 2 \cdot 1, 1 \cdot 1 + 2 \cdot 0) = (2, 1)$. Row 2: $(3 \cdot 0 + 4 \cdot 1, 3 \cdot 1 + 4 \cdot 0) = (4, 3)$."
G_POLY = "2x^2 + 7x - 15"
POLY = r"$(x + 5)(2x - 3) = 2x^2 - 3x + 10x - 15 = 2x^2 + 7x - 15$."
G_SYS = "(3, 2)"
SYS = r"From the first equation $x = 7 - 2y$. Then $3(7 - 2y) - y = 7$, so $21 - 7y = 7$, $y = 2$ and $x = 3$."
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99} = \frac{4}{11}$."
G_SEC = r"6\pi"
SEC = r"The sector is $\frac{135}{360} = \frac{3}{8}$ of the circle, so its area is $\frac{3}{8} \cdot \pi \cdot 4^2 = 6\pi$."
G_RAT = r"4\sqrt{3}"
RAT = r"$\frac{12}{\sqrt{3}} = \frac{12\sqrt{3}}{3} = 4\sqrt{3}$."
G_BASE = "59"
BASE = r"$214_5 = 2 \cdot 25 + 1 \cdot 5 + 4 = 50 + 5 + 4 = 59$."
G_SUM = "820"
SUM = r"$1 + 2 + \cdots + 40 = \frac{40 \cdot 41}{2} = 820$."
G_TAN = "-1"
TAN = r"$135^\circ$ is in the second quadrant with reference angle $45^\circ$, and tangent is negative there, so $\tan 135^\circ = -\tan 45^\circ = -1$."
G_RADC = r"\frac{5\pi}{6}"
RADC = r"$150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180} = \frac{5\pi}{6}$."
G_DIAG = "35"
DIAG = r"A convex $n$-gon has $\frac{n(n-3)}{2}$ diagonals, so a decagon has $\frac{10 \cdot 7}{2} = 35$."

DICE_THINK = (
    "We roll two fair dice. Total outcomes 6*6 = 36. Sum 8: (2,6), (3,5), (4,4), (5,3), (6,2). "
    "That's 5. Wait, should (4,4) count twice? No, it's one outcome. Hmm, what about (1,7)? No, 7 "
    "isn't on a die. So 5/36. Let me compare with sum 7 which has 6 ways, 1/6. Sum 8 should be "
    "slightly less, 5/36 < 6/36. Good.\n"
)
INEQ_THINK = (
    "|2x+1| < 5. So -5 < 2x+1 < 5. Subtract 1: -6 < 2x < 4. Divide by 2: -3 < x < 2. "
    "Wait, is it strict? The problem says < so strict, open interval. Could it be [-3, 2]? No, "
    "endpoints give |2(-3)+1| = 5, not < 5. So (-3, 2).\n"
)
LONG_PAD = "Let me re-verify each step once more to be safe.\n" * 400

# fmt: off
CASES = [
    # ================================================================ 1. t_ answer tags
    g("t_sentence_slip", "A", "77", "wrong", "tag", th(BAK_THINK_SLIP) + "<answer>The bakery has 95 cookies left.</answer>", "the tag's sentence states 95 (misread 157 sold)"),
    g("t_equation_subtotal", "A", "77", "wrong", "tag", th(BAK_THINK) + "<answer>14 × 18 = 252</answer>", "an equation in the tag ending in the subtotal 252; 77 only in the thinking"),
    g("t_box_subtotal", "A", "17775", "wrong", "tag", th(RENT_NODEP + "So the total is 17400.\n") + "<answer>\\boxed{17400}</answer>", "a box in the tag holding the subtotal without the deposit"),
    g("t_empty", "A", "77", "no_answer", "tag", th(BAK_THINK) + "<answer></answer>", "an empty tag; the gold only in the thinking"),
    g("t_placeholder", "A", "77", "no_answer", "tag", th(BAK_THINK) + "<answer> final answer here </answer>", "a template placeholder copied from the prompt into the tag"),
    g("t_think_gold_tag_other", "A", "77", "wrong", "tag", th(BAK_THINK) + "<answer>95</answer>", "the thinking ends on 77 but the tag says 95: the tag's content is the final answer"),
    g("t_cut_in_think", "A", "77", "no_answer", "none", "<think>\nOkay, so the bakery makes 14 trays and each tray has 18 cookies. 14 * 18 = 252. Then it sells 175 cookies. 252 - 175 = ", "cut at the token cap inside the thinking before any value"),
    g("t_two_tags_last_other", "A", "77", "wrong", "tag", th(BAK_THINK) + "<answer>77</answer>\n\nHmm, let me redo that with 157.\n<answer>95</answer>", "two tags, the last one 95"),
    g("t_tag_hedge", "A", "67.5", "wrong", "tag", th(SEED) + "<answer>67.5% or about 68%</answer>", "a hedge in the tag: two different values"),
    g("t_tag_other_unit", "A", "120", "wrong", "tag", th(BAKE + "That's 2 hours total.\n") + "<answer>2 hours</answer>", "debatable: the tag gives the other unit (2 hours) where minutes are asked; the other unit is another quantity", True),
    g("t_ok_sentence", "B", "77", "correct", "tag", th(BAK_THINK) + "<answer>The bakery has 77 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "77", "correct", "tag", th(BAK_THINK) + "<answer>252 - 175 = 77</answer>", "an equation chain in the tag ending in the gold"),
    g("t_ok_box_comma", "B", "17775", "correct", "tag", th(RENT) + "<answer>\\boxed{17,775}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "17775", "correct", "tag", th(RENT) + "<answer>They pay $17,775 in total for the first year.</answer>", "a sentence with $ and a comma in the tag"),
    g("t_ok_percent", "B", "67.5", "correct", "tag", th(SEED) + "<answer>67.5%</answer>", "a percent sign in the tag for a percent gold"),
    g("t_ok_minutes", "B", "120", "correct", "tag", th(BAKE) + "<answer>120 minutes</answer>", "a unit in the tag"),
    g("t_ok_bold", "B", "77", "correct", "tag", th(BAK_THINK) + "<answer>**77 cookies**</answer>", "markdown bold and a unit in the tag"),
    g("t_ok_negative_sentence", "B", "-5", "correct", "tag", th(TEMP) + "<answer>The temperature at the end is -5 degrees.</answer>", "a negative value in a sentence in the tag"),
    g("t_ok_box_sentence_zero", "B", "0", "correct", "tag", th(BOOK) + "<answer>\nMaya has $\\boxed{0}$ dollars left.\n</answer>", "a box inside a sentence inside the tag, gold 0"),
    g("t_ok_chain_with_units", "B", "567", "correct", "tag", th(WAGE) + "<answer>$15.75 × 36 = $567</answer>", "an equation with dollar signs in the tag"),
    m("t_m_decimal", "A", G_DICE, "wrong", "tag", th(DICE_THINK + "5/36 ≈ 0.139.\n") + "<answer>0.139</answer>", "a rounded decimal in the tag for an exact fraction"),
    m("t_m_sentence_other", "A", G_DICE, "wrong", "tag", th(DICE_SLIP + "\n") + "<answer>The probability is $\\frac{1}{6}$.</answer>", "the tag's sentence states 1/6 (sum 7 counted)"),
    m("t_m_chain_sign", "A", G_ROOT, "wrong", "tag", th("x^2 - x - 12 = (x + 4)(x - 3)\n") + "<answer>$x^2 - x - 12 = 0 \\Rightarrow x = 3, -4$</answer>", "an equation chain in the tag ending in the wrong roots 3, -4"),
    m("t_m_closed_interval", "A", G_INEQ, "wrong", "tag", th("-5 <= 2x+1 <= 5, -3 <= x <= 2.\n") + "<answer>$[-3, 2]$</answer>", "a closed interval for the open one"),
    m("t_m_empty_box", "A", G_SYS, "no_answer", "tag", th(SYS + "\n") + "<answer>\\boxed{}</answer>", "an empty box in the tag; (3, 2) only in the thinking"),
    m("t_m_radians", "A", G_PENT, "wrong", "tag", th(PENT + " In radians that is 3π/5.\n") + "<answer>$\\frac{3\\pi}{5}$</answer>", "the tag gives radians; degrees are not radians"),
    m("t_m_cut_in_tag", "A", G_MAT, "no_answer", "tag", th(MAT + "\n") + "<answer>$\\begin{pmatrix} 2 & 1 \\\\", "cut at the token cap inside the tag's matrix"),
    m("t_m_ok_box", "B", G_DICE, "correct", "tag", th(DICE_THINK) + "<answer>$\\boxed{\\frac{5}{36}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_roots_sentence", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + "<answer>The solutions are $x = -3$ and $x = 4$.</answer>", "both roots in a sentence in the tag"),
    m("t_m_ok_inequality", "B", G_INEQ, "correct", "tag", th(INEQ_THINK) + "<answer>$-3 < x < 2$</answer>", "debatable: the interval written as a double inequality; the same set", True),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + "<answer>$\\begin{pmatrix} 2 & 1 \\\\ 4 & 3 \\end{pmatrix}$</answer>", "a pmatrix in the tag"),
    m("t_m_ok_complex_eq", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>$(3 - 2i)(1 + 4i) = 11 + 10i$</answer>", "an equation in the tag ending in the gold"),
    m("t_m_ok_degrees", "B", G_PENT, "correct", "tag", th(PENT + "\n") + "<answer>$108^\\circ$</answer>", "degrees sign on a degree gold"),
    m("t_m_ok_dfrac", "B", G_REP, "correct", "tag", th(REP + "\n") + "<answer>\\dfrac{4}{11}</answer>", "\\dfrac in the tag without $"),

    # ================================================================ 2. h_ phrase marker then ####
    g("h_phrase_slip_hash", "A", "77", "wrong", "hash", BAK_SLIP + "The answer is 95.\n#### 95", "phrase and #### agree on 95"),
    g("h_phrase_gold_hash_other", "A", "77", "wrong", "hash", BAK + "So the bakery has 77 cookies left.\n#### 95", "a phrase stating 77 then #### 95: two different final answers"),
    g("h_hash_gold_then_phrase_other", "A", "77", "wrong", "hash", BAK + "#### 77\n\nThe final answer is 95.", "#### 77 then a later 'The final answer is 95.'"),
    g("h_phrase_empty_hash", "A", "77", "no_answer", "hash", BAK + "The answer is:\n####", "an empty #### after an empty phrase; 77 only in the working"),
    g("h_hash_subtotal", "A", "17775", "wrong", "hash", RENT_NODEP + "They pay $17,400 in total.\n#### 17400", "the subtotal without the deposit"),
    g("h_phrase_hedge_hash", "A", "67.5", "wrong", "hash", SEED + "The answer is about 67.5%, so roughly 68%.\n#### 68", "the #### value is the rounded 68"),
    g("h_hash_no_subtract", "A", "0", "wrong", "hash", "Four books cost 4 * $24 = $<<4*24=96>>96.\nThe answer is 96.\n#### 96", "the spent amount 96, not what is left"),
    g("h_hash_approx_wage", "A", "567", "wrong", "hash", "15.75 is about 16, and 16 * 36 = 576, minus a bit, so about 570.\nThe answer is approximately $570.\n#### 570", "a rounded estimate 570"),
    g("h_hash_sign_lost", "A", "-5", "wrong", "hash", TEMP + "The final temperature is 5 degrees below zero.\n#### 5", "debatable: the phrase says below zero but the #### value is 5", True),
    g("h_hash_cut", "A", "14840", "no_answer", "hash", TOWN + "The answer is 14,840 people.\n#### 14,8", "debatable: cut at the token cap inside the #### number; the phrase before it states the gold", True),
    g("h_ok_phrase_hash", "B", "77", "correct", "hash", BAK + "The answer is 77.\n#### 77", "the plain GSM8K shape"),
    g("h_ok_phrase_trailing", "B", "77", "correct", "hash", BAK + "So the bakery has 77 cookies left at closing time.\n#### 77", "a phrase with trailing words then ####"),
    g("h_ok_hash_dollar_comma", "B", "17775", "correct", "hash", RENT + "They pay $17,775 in the first year.\n#### $17,775", "$ and a comma after ####"),
    g("h_ok_hash_percent", "B", "67.5", "correct", "hash", SEED + "So 67.5% of the seeds sprouted.\n#### 67.5%", "a percent after ####"),
    g("h_ok_hash_negative", "B", "-5", "correct", "hash", TEMP + "The final temperature is -5 degrees.\n#### -5", "a negative after ####"),
    g("h_ok_hash_zero", "B", "0", "correct", "hash", BOOK + "The answer is 0.\n#### 0", "gold 0"),
    g("h_ok_bold_phrase_hash", "B", "567", "correct", "hash", WAGE + "\n**Answer: 567**\n\n#### 567", "a bold answer line then ####"),
    g("h_ok_hash_then_check", "B", "14840", "correct", "hash", TOWN + "#### 14840\n\nCheck: 14840 - 2340 = 12500 ✓", "a check after the #### does not replace it"),
    g("h_ok_hash_minutes", "B", "120", "correct", "hash", BAKE + "The whole recipe takes 120 minutes.\n#### 120 minutes", "a unit after ####"),
    g("h_ok_hash_small_decimal", "B", "0.05", "correct", "hash", STK + "The answer is $0.05.\n#### 0.05", "a small decimal gold"),
    m("h_m_approx_hash", "A", G_DIST, "wrong", "hash", DIST + " $\\sqrt{41} \\approx 6.40$.\nThe answer is approximately 6.40.\n#### 6.40", "a decimal for a radical"),
    m("h_m_phrase_gold_hash_other", "A", G_DIST, "wrong", "hash", DIST + "\nThe answer is $\\sqrt{41}$.\n#### 41", "phrase \\sqrt{41} then #### 41 (the square): two different finals"),
    m("h_m_hash_other_box", "A", G_DICE, "wrong", "hash", DICE_SLIP + "\n#### \\frac{1}{6}\nThe final answer is $\\boxed{\\frac{1}{6}}$.", "#### and box agree on 1/6"),
    m("h_m_one_root", "A", G_ROOT, "wrong", "hash", ROOT + " The positive root is the answer.\nThe answer is $x = 4$.\n#### 4", "only one of the two roots"),
    m("h_m_poly_slip", "A", G_POLY, "wrong", "hash", "$(x + 5)(2x - 3) = 2x^2 + 3x + 10x - 15$.\nThe answer is $2x^2 + 13x - 15$.\n#### 2x^2 + 13x - 15", "a sign slip in the middle term"),
    m("h_m_hash_empty", "A", G_SUM, "no_answer", "hash", SUM + "\nThe final answer is\n#### ", "an empty ####; 820 only in the working"),
    m("h_m_hash_radians", "A", G_PENT, "wrong", "hash", PENT + " In radians: $\\frac{3\\pi}{5}$.\nThe answer is $\\frac{3\\pi}{5}$.\n#### \\frac{3\\pi}{5}", "radians for a degree gold"),
    m("h_m_ok_phrase_hash_frac", "B", G_DICE, "correct", "hash", DICE + "\nThe answer is $\\frac{5}{36}$.\n#### \\frac{5}{36}", "LaTeX fraction after ####"),
    m("h_m_ok_hash_slash", "B", G_DICE, "correct", "hash", DICE + "\nThe answer is 5/36.\n#### 5/36", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt", "B", G_DIST, "correct", "hash", DIST + "\nThe distance is $\\sqrt{41}$ units.\n#### \\sqrt{41}", "a radical after ####"),
    m("h_m_ok_hash_roots", "B", G_ROOT, "correct", "hash", ROOT + "\nThe answer is $-3, 4$.\n#### -3, 4", "two roots after ####"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + "\nThe expanded form is $2x^2+7x-15$.\n#### 2x^2+7x-15", "a polynomial without spaces after ####"),
    m("h_m_ok_hash_tuple", "B", G_SYS, "correct", "hash", SYS + "\nThe answer is $(3, 2)$.\n#### (3, 2)", "a pair after ####"),
    m("h_m_ok_hash_complex", "B", G_CPX, "correct", "hash", CPX + "\nThe answer is $11+10i$.\n#### 11+10i", "a complex number after ####"),

    # ================================================================ 3. x_ exactness
    g("x_decimal_shift_up", "A", "0.05", "wrong", "hash", "60 stickers cost $3, so one sticker costs 3 / 6 = 0.5 dollars.\n#### 0.5", "0.5 for 0.05 (a decimal place off)"),
    g("x_decimal_shift_down", "A", "0.05", "wrong", "hash", "One sticker costs 3 / 600 = 0.005 dollars.\n#### 0.005", "0.005 for 0.05"),
    g("x_near_zero", "A", "0", "wrong", "hash", "Four books cost 4 * $23.99 = $95.96, so Maya has 96 - 95.96 = $0.04 left.\n#### 0.04", "a value near the gold 0"),
    g("x_pct_rounded", "A", "67.5", "wrong", "hash", SEED + "Rounded to the nearest percent that is 68%.\n#### 68", "the rounded percent"),
    g("x_pct_share", "A", "67.5", "wrong", "hash", "27 of the 40 seeds sprouted: 27 / 40 = <<27/40=0.675>>0.675.\n#### 0.675", "debatable: the share 0.675 for the percent 67.5", True),
    g("x_wage_half", "A", "567", "wrong", "hash", "She earns 15.75 * 36 = 566.50 dollars.\n#### 566.50", "an arithmetic slip to 566.50, near the gold"),
    g("x_big_off", "A", "14840", "wrong", "hash", "12,500 + 2,340 = 14,850 people.\n#### 14,850", "an addition slip 14850"),
    g("x_decimal_comma_read", "A", "14840", "wrong", "hash", "12.500 + 2.340 = 14.840\n#### 14.840", "debatable: 14.840 in English notation is a decimal, 14.84, not 14840", True),
    g("x_neg_tenth", "A", "-5", "wrong", "hash", "The temperature falls 1.5 * 6 = 9 degrees... so 4 - 4.5 = -0.5.\n#### -0.5", "-0.5 for -5"),
    g("x_rounded_miles", "A", "217", "wrong", "boxed", "3.5 hours at about 63 mph is roughly 3.5 * 63 = 220.5, so about 220 miles.\nThe bus travels about $\\boxed{220}$ miles.", "a rounded distance"),
    g("x_ok_trailing_zero", "B", "0.05", "correct", "hash", STK + "#### 0.050", "a trailing zero"),
    g("x_ok_dollar_cents", "B", "0.05", "correct", "hash", STK + "Each sticker costs $0.05.\n#### $0.05", "$ and a leading zero"),
    g("x_ok_leading_dot", "B", "0.05", "correct", "hash", STK + "#### .05", "no leading zero"),
    g("x_ok_567_00", "B", "567", "correct", "hash", WAGE + "#### 567.00", "two decimal zeros"),
    g("x_ok_zero_dollars", "B", "0", "correct", "hash", BOOK + "#### $0", "$0 for the gold 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "boxed", BOOK + "Maya has $\\boxed{0.00}$ dollars left.", "0.00 in a box"),
    g("x_ok_neg_decimal", "B", "-5", "correct", "hash", TEMP + "#### -5.0", "-5.0"),
    g("x_ok_pct_two_dec", "B", "67.5", "correct", "hash", SEED + "The answer is 67.50%.\n#### 67.50", "67.50"),
    g("x_ok_comma_decimals", "B", "14840", "correct", "hash", TOWN + "#### 14,840.00", "comma and decimal zeros"),
    g("x_ok_boxed_comma", "B", "14840", "correct", "boxed", TOWN + "So the town now has $\\boxed{14,840}$ people.", "a comma in a box"),
    m("x_m_decimal_frac", "A", G_DICE, "wrong", "boxed", DICE + " As a decimal, $\\frac{5}{36} \\approx 0.1389$.\n\n" + r1final("0.1389"), "a rounded decimal for an exact fraction"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + " $\\approx 6.403$.\n\n" + qbox("6.403"), "a decimal for a radical"),
    m("x_m_decimal_pi", "A", G_SEC, "wrong", "boxed", SEC + " Using $\\pi \\approx 3.1416$, the area is about $18.85$.\n\n" + QWEN_END.format("18.85"), "a decimal for 6\\pi"),
    m("x_m_repeating_trunc", "A", G_REP, "wrong", "boxed", "$0.\\overline{36} = 0.3636\\ldots \\approx 0.36$.\n\n" + LLAMA_END.format("0.36"), "a truncated decimal for 4/11"),
    m("x_m_tan_numeric", "A", G_TAN, "wrong", "boxed", "Using a calculator, $\\tan(135^\\circ) \\approx -0.99999$.\n\n" + qbox("-0.99999"), "debatable: a calculator value near the exact -1; only approximately equal", True),
    m("x_m_pi_22_7", "A", G_SEC, "wrong", "boxed", "The area is $\\frac{3}{8} \\cdot \\frac{22}{7} \\cdot 16 = \\frac{132}{7}$.\n\n" + qbox("\\frac{132}{7}"), "22/7 for pi makes 132/7, not 6\\pi"),
    m("x_m_sqrt_half", "A", G_RAT, "wrong", "boxed", "$\\frac{12}{\\sqrt{3}} = \\frac{12\\sqrt{3}}{6} = 2\\sqrt{3}$.\n\n" + qbox("2\\sqrt{3}"), "a rationalising slip"),
    m("x_m_ok_unreduced", "B", G_REP, "correct", "boxed", "Let $x = 0.\\overline{36}$; $99x = 36$.\n\n" + qbox("\\frac{36}{99}"), "an unreduced fraction equal to the gold"),
    m("x_m_ok_sqrt48", "B", G_RAT, "correct", "boxed", "$\\frac{12}{\\sqrt{3}} = \\sqrt{\\frac{144}{3}} = \\sqrt{48}$.\n\n" + qbox("\\sqrt{48}"), "\\sqrt{48} = 4\\sqrt{3}"),
    m("x_m_ok_unrationalised", "B", G_RAT, "correct", "boxed", "Dividing, $\\frac{12}{\\sqrt{3}} \\approx 6.93$, and the exact value is the fraction itself.\n\n" + qbox("\\frac{12}{\\sqrt{3}}"), "debatable: the unrationalised form, equal in value but not simplified", True),
    m("x_m_ok_pi_spacing", "B", G_SEC, "correct", "boxed", SEC + "\n\n" + r1final("6 \\pi"), "6 \\pi with a space"),
    m("x_m_ok_tan", "B", G_TAN, "correct", "boxed", TAN + "\n\n" + LLAMA_END.format("-1"), "an exact -1"),
    m("x_m_ok_slash", "B", G_DICE, "correct", "boxed", DICE + "\n\n" + qbox("5/36"), "a slash fraction in a box"),
    m("x_m_ok_tfrac", "B", G_RADC, "correct", "boxed", RADC + "\n\n" + qbox("\\tfrac{5\\pi}{6}"), "\\tfrac"),

    # ================================================================ 4. n_ negation, strike-out, annotation
    g("n_box_neq", "A", "77", "wrong", "boxed", BAK_SLIP + "So the number left is $\\boxed{\\neq 77}$.", "a negated box"),
    g("n_sout_only", "A", "77", "no_answer", "boxed", BAK + "Final answer: $\\sout{77}$", "the only answer struck out"),
    g("n_md_strike_only", "A", "77", "no_answer", "lastline", BAK + "\n**Answer:** ~~77~~", "a markdown strike-through of the only answer"),
    g("n_annot_wrong", "A", "77", "wrong", "hash", BAK + "#### 77 (wrong)", "the answer annotated as wrong"),
    g("n_not_only", "A", "77", "no_answer", "prose", BAK + "Hmm, but that seems too easy. I'm sure the answer is not 77.", "the working's value negated at the end; no value stated as the answer"),
    g("n_box_text_not", "A", "17775", "wrong", "boxed", RENT + "$\\boxed{\\text{not } 17775}$", "'not' inside the box"),
    g("n_cross_mark", "A", "17775", "wrong", "lastline", RENT + "\n**Answer: 17,775** ❌ (this does not match the lease)", "a cross mark and a doubt on the only answer"),
    g("n_annot_incorrect", "A", "67.5", "wrong", "hash", SEED + "#### 67.5 (this is incorrect, see note)", "the answer annotated as incorrect"),
    g("n_cannot_be", "A", "-5", "no_answer", "prose", TEMP + "A temperature of -5 degrees cannot be right for this problem.", "the model rejects its only value"),
    g("n_html_strike", "A", "567", "no_answer", "lastline", WAGE + "Answer: <s>567</s>", "an HTML strike-out of the only answer"),
    g("n_ok_strike_then_new", "B", "77", "correct", "lastline", BAK + "\n**Answer:** ~~95~~ **77**", "the struck 95 replaced by 77"),
    g("n_ok_sout_then_box", "B", "77", "correct", "boxed", BAK + "$\\sout{95}$ $\\boxed{77}$", "a struck value then the box"),
    g("n_ok_not_then", "B", "77", "correct", "hash", BAK + "The answer is not 95; it is 77.\n#### 77", "a negation of another value, then the gold"),
    g("n_ok_check_mark", "B", "77", "correct", "hash", BAK + "#### 77 ✓", "a tick after the answer"),
    g("n_ok_verified", "B", "17775", "correct", "lastline", RENT + "\n**Answer: $17,775** (verified: 17,775 − 375 = 17,400 = 12 × 1,450)", "an annotation that confirms"),
    g("n_ok_neq_working", "B", "77", "correct", "hash", "14 trays of 18 is 252 cookies; note 252 ≠ 175, so some remain: 252 - 175 = 77.\n#### 77", "≠ only in the working"),
    g("n_ok_not_positive", "B", "-5", "correct", "hash", TEMP + "The temperature is -5 degrees, not 5 degrees.\n#### -5", "'not 5' after the right value"),
    g("n_ok_unicode_minus", "B", "-5", "correct", "hash", TEMP + "#### −5", "U+2212 minus sign"),
    g("n_ok_annot_unit", "B", "567", "correct", "hash", WAGE + "#### 567 (dollars)", "a unit annotation in parentheses"),
    g("n_ok_zero_not_negative", "B", "0", "correct", "hash", BOOK + "She has nothing left, not a negative balance.\n#### 0", "'not' in the closing sentence"),
    m("n_m_box_neq", "A", G_DICE, "wrong", "boxed", DICE_SLIP + "\n\nSo $P \\boxed{\\neq \\frac{5}{36}}$.", "a negated box"),
    m("n_m_sout_box", "A", G_REP, "no_answer", "boxed", REP + "\n\n$\\boxed{\\sout{\\frac{4}{11}}}$", "the boxed answer struck out"),
    m("n_m_cancel_box", "A", G_SEC, "no_answer", "boxed", SEC + "\n\n$\\boxed{\\cancel{6\\pi}}$", "the boxed answer cancelled"),
    m("n_m_text_wrong", "A", G_DIST, "wrong", "boxed", DIST + "\n\n$\\boxed{\\sqrt{41}} \\text{ (wrong)}$", "an annotation marking the box wrong"),
    m("n_m_not_equal", "A", G_SYS, "no_answer", "prose", SYS + "\n\nHowever, the solution is not $(3, 2)$, since I must have mixed up the equations.", "only a negation"),
    m("n_m_strike_then_other", "A", G_SYS, "wrong", "lastline", SYS + "\n\n**Answer:** ~~(3, 2)~~ (2, 3)", "the gold struck, another value given"),
    m("n_m_neq_in_box", "A", G_ROOT, "wrong", "boxed", ROOT + "\n\n$\\boxed{x \\ne -3}$", "a negated root in the box"),
    m("n_m_ok_strike_then", "B", G_DICE, "correct", "boxed", DICE + "\n\n~~$\\frac{1}{6}$~~ $\\boxed{\\frac{5}{36}}$", "a struck wrong value then the box"),
    m("n_m_ok_neq_working", "B", G_RAT, "correct", "boxed", "Since $\\sqrt{3} \\neq 0$, multiply by $\\frac{\\sqrt{3}}{\\sqrt{3}}$: " + RAT + "\n\n" + qbox("4\\sqrt{3}"), "\\neq in the working only"),
    m("n_m_ok_not_closed", "B", G_INEQ, "correct", "boxed", INEQ + " The answer is not $[-3, 2]$, because the endpoints are excluded.\n\n" + r1final("(-3, 2)"), "a negation of the closed interval, then the box"),
    m("n_m_ok_check", "B", G_CPX, "correct", "boxed", CPX + "\n\n$\\boxed{11 + 10i}$ ✓", "a tick after the box"),
    m("n_m_ok_verified", "B", G_SYS, "correct", "boxed", SYS + "\n\n$\\boxed{(3, 2)}$ (verified: $3 + 4 = 7$, $9 - 2 = 7$)", "a confirming annotation"),
    m("n_m_ok_negative_note", "B", G_TAN, "correct", "boxed", TAN + "\n\n$\\boxed{-1}$ (negative, since $135^\\circ$ is in quadrant II)", "'negative' in an annotation that agrees"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", "$\\frac{12\\sqrt{3}}{\\cancel{3}_1}$ with $12/3 = 4$.\n\n" + LLAMA_END.format("4\\sqrt{3}"), "\\cancel only in the working"),

    # ================================================================ 5. u_ unit and other words after a number
    g("u_fewer", "A", "77", "wrong", "hash", BAK + "#### 77 fewer", "'fewer' makes it a difference"),
    g("u_dozen", "A", "216", "wrong", "hash", PEN + "#### 216 dozen", "216 dozen is 2592"),
    g("u_negative", "A", "77", "wrong", "hash", BAK + "#### 77 negative", "'negative' changes the value"),
    g("u_thousand", "A", "14840", "wrong", "hash", TOWN + "#### 14840 thousand", "'thousand' multiplies"),
    g("u_pairs", "A", "216", "wrong", "hash", PEN + "#### 216 pairs", "216 pairs is 432 pencils"),
    g("u_million", "A", "17775", "wrong", "hash", RENT + "#### 17,775 million", "'million' multiplies"),
    g("u_gross", "A", "216", "wrong", "hash", PEN + "#### 216 gross", "a gross is 144"),
    g("u_squared", "A", "120", "wrong", "hash", BAKE + "#### 120 squared", "'squared' changes the value"),
    g("u_short", "A", "77", "wrong", "hash", BAK + "#### 77 short", "'short' makes it a shortfall"),
    g("u_seconds", "A", "120", "wrong", "hash", BAKE + "#### 120 seconds", "debatable: the working is in minutes but the marked answer says 120 seconds, another quantity", True),
    g("u_ok_cookies", "B", "77", "correct", "hash", BAK + "#### 77 cookies", "a count noun"),
    g("u_ok_dollars", "B", "17775", "correct", "hash", RENT + "#### 17775 dollars", "dollars"),
    g("u_ok_percent_word", "B", "67.5", "correct", "hash", SEED + "#### 67.5 percent", "the word percent"),
    g("u_ok_minutes", "B", "120", "correct", "hash", BAKE + "#### 120 minutes", "minutes"),
    g("u_ok_celsius", "B", "-5", "correct", "hash", TEMP + "#### -5°C", "a degree-Celsius sign"),
    g("u_ok_pencils", "B", "216", "correct", "hash", PEN + "#### 216 pencils", "a count noun"),
    g("u_ok_people", "B", "14840", "correct", "hash", TOWN + "#### 14,840 people", "a comma and a count noun"),
    g("u_ok_total", "B", "567", "correct", "hash", WAGE + "#### 567 dollars in total", "harmless words after the unit"),
    g("u_ok_each", "B", "0.05", "correct", "hash", STK + "#### $0.05 each", "'each' where the per-item price is the gold"),
    g("u_ok_miles", "B", "217", "correct", "hash", BUS + "#### 217 miles", "miles"),
    m("u_m_radians_word", "A", G_PENT, "wrong", "boxed", PENT + "\n\n" + qbox("108 \\text{ radians}"), "108 radians is not 108 degrees"),
    m("u_m_degrees_for_radians", "A", G_RADC, "wrong", "boxed", "The angle is already $150^\\circ$.\n\n" + qbox("150^\\circ"), "degrees where radians are asked"),
    m("u_m_thousand", "A", G_SUM, "wrong", "boxed", SUM + "\n\n" + qbox("820 \\text{ thousand}"), "'thousand' multiplies"),
    m("u_m_pairs", "A", G_DIAG, "wrong", "boxed", DIAG + "\n\n" + qbox("35 \\text{ pairs}"), "35 pairs is 70"),
    m("u_m_hundred", "A", G_BASE, "wrong", "boxed", BASE + "\n\n" + qbox("59 \\text{ hundred}"), "'hundred' multiplies"),
    m("u_m_arcminutes", "A", G_PENT, "wrong", "boxed", PENT + "\n\n" + qbox("108 \\text{ minutes}"), "debatable: 108 minutes (of arc) is not 108 degrees; the working says degrees", True),
    m("u_m_fewer", "A", G_DIAG, "wrong", "boxed", DIAG + "\n\n" + qbox("35 \\text{ fewer}"), "'fewer' makes it a difference"),
    m("u_m_ok_degrees_word", "B", G_PENT, "correct", "boxed", PENT + "\n\n" + qbox("108 \\text{ degrees}"), "the word degrees"),
    m("u_m_ok_circ", "B", G_PENT, "correct", "boxed", PENT + "\n\n" + r1final("108^{\\circ}"), "^{\\circ}"),
    m("u_m_ok_square_units", "B", G_SEC, "correct", "boxed", SEC + "\n\n" + qbox("6\\pi \\text{ square units}"), "square units"),
    m("u_m_ok_diagonals", "B", G_DIAG, "correct", "boxed", DIAG + "\n\n" + qbox("35 \\text{ diagonals}"), "a count noun in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + "\n\n" + qbox("\\sqrt{41} \\text{ units}"), "units"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + "\n\n" + qbox("59_{10}"), "a base-10 subscript"),
    m("u_m_ok_radians_word", "B", G_RADC, "correct", "boxed", RADC + "\n\n" + qbox("\\frac{5\\pi}{6} \\text{ radians}"), "the word radians on a radian gold"),

    # ================================================================ 6. r_ retractions and after-text
    g("r_edit", "A", "77", "wrong", "hash", BAK + "#### 77\n\nEdit: I misread the problem — 157 cookies were sold, not 175, so the answer is 252 - 157 = 95.", "an Edit: replaces 77 with 95"),
    g("r_update", "A", "17775", "wrong", "hash", RENT + "#### 17775\n\n**Update:** the deposit is refundable, so it should not be counted. The answer should be $17,400.", "an Update: replaces the answer with 17400"),
    g("r_erratum", "A", "17775", "wrong", "lastline", RENT + "Answer: $17,775\n\nErratum: the deposit was already included in the first month, so the total is $17,400.", "an Erratum: replaces the answer"),
    g("r_wait_wrong", "A", "77", "wrong", "prose", BAK + "The answer is 77.\n\nWait, that's wrong. It sold 157 cookies, so 252 - 157 = 95. It's 95.", "'Wait, that's wrong' then 95"),
    g("r_never_mind", "A", "567", "no_answer", "hash", WAGE + "#### 567\n\nNever mind, I need to recheck whether overtime applies after 35 hours.", "a retraction with nothing new"),
    g("r_actually_round", "A", "67.5", "wrong", "boxed", SEED + "$\\boxed{67.5}$\n\nActually, since the question wants a whole percent, the answer is 68%.", "'Actually' replaces 67.5 with 68"),
    g("r_hmm_mistake", "A", "-5", "wrong", "hash", TEMP + "#### -5\n\nHmm, I made a mistake: it fell for only 5 hours, so 4 - 7.5 = -3.5.\nFinal answer: -3.5", "a self-correction to -3.5"),
    g("r_scratch_that", "A", "14840", "wrong", "hash", TOWN + "#### 14840\n\nScratch that — I misread: 2,340 people moved out.\n" + TOWN_SLIP + "#### 10160", "'Scratch that' and a second #### 10160"),
    g("r_retract_nothing", "A", "217", "no_answer", "hash", BUS + "#### 217\n\nI retract my answer above; I'm not confident in the speed I used.", "a retraction with nothing new"),
    g("r_ps", "A", "77", "wrong", "hash", BAK + "#### 77\n\nP.S. On second thought, I think the correct answer is actually 95.", "a P.S. replaces the answer"),
    g("r_ok_edit_confirm", "B", "77", "correct", "hash", BAK + "#### 77\n\nEdit: double-checked, 14 × 18 = 252 and 252 − 175 = 77. The answer stands.", "an Edit: that confirms"),
    g("r_ok_wait_to_gold", "B", "77", "correct", "hash", BAK_SLIP + "The answer is 95.\n\nWait, that's wrong — it sold 175, not 157. 252 - 175 = 77.\n#### 77", "a retraction to the gold"),
    g("r_ok_update_to_gold", "B", "17775", "correct", "hash", RENT_NODEP + "#### 17400\n\nUpdate: I forgot the $375 deposit. Total: 17,400 + 375 = 17,775.\n#### 17775", "an Update: to the gold"),
    g("r_ok_erratum_to_gold", "B", "17775", "correct", "prose", RENT_NODEP + "The total is $17,400.\n\nErratum: in my answer above I dropped the deposit; the correct total is $17,775.", "an Erratum: to the gold"),
    g("r_ok_check_after", "B", "567", "correct", "hash", WAGE + "#### 567\n\nCheck: 36 × 15.75 = 36 × 15 + 36 × 0.75 = 540 + 27 = 567 ✓", "a check after the answer"),
    g("r_ok_think_wait", "B", "77", "correct", "tag", th(BAK_THINK) + "<answer>77</answer>", "'Wait,' inside the thinking; the tag holds the gold"),
    g("r_ok_never_mind_step", "B", "14840", "correct", "hash", "12,500 - 2,340 = 10,160... never mind, the 2,340 moved in, so we add.\n" + TOWN + "#### 14840", "'never mind' about a step before the answer"),
    g("r_ok_actually_same", "B", "217", "correct", "hash", BUS + "#### 217\n\nActually, let me double-check: 3 × 62 = 186 and 0.5 × 62 = 31, 186 + 31 = 217. Yes.", "'Actually' that confirms"),
    g("r_ok_pleasantry", "B", "0", "correct", "hash", BOOK + "#### 0\n\nLet me know if you'd like a breakdown of each purchase!", "a pleasantry after the answer"),
    g("r_ok_hmm_recheck", "B", "-5", "correct", "lastline", TEMP + "Answer: -5\n\nHmm, let me verify: 4 - 1.5 - 1.5 - 1.5 - 1.5 - 1.5 - 1.5 = -5. Correct.", "a recheck that agrees"),
    m("r_m_edit_other", "A", G_DICE, "wrong", "boxed", DICE + "\n\n$\\boxed{\\frac{5}{36}}$\n\nEdit: I double-counted, (4,4) and (4,4) are the same, so there are 4 outcomes and the probability is $\\frac{1}{9}$.", "an Edit: replaces the box with 1/9"),
    m("r_m_wait_closed", "A", G_INEQ, "wrong", "boxed", INEQ + "\n\n" + r1final("(-3, 2)") + "\n\nWait, actually the endpoints are included, so the answer is $[-3, 2]$.", "'Wait, actually' replaces the interval"),
    m("r_m_never_mind", "A", G_RAT, "no_answer", "boxed", RAT + "\n\n" + qbox("4\\sqrt{3}") + "\n\nNever mind, that's not right.", "a retraction with nothing new"),
    m("r_m_correction_other", "A", G_MAT, "wrong", "boxed", MAT + "\n\n$\\boxed{\\begin{pmatrix} 2 & 1 \\\\ 4 & 3 \\end{pmatrix}}$\n\nCorrection: I multiplied in the wrong order. The product is $\\begin{pmatrix} 3 & 4 \\\\ 1 & 2 \\end{pmatrix}$.", "a Correction: to the other-order product"),
    m("r_m_update_other", "A", G_PENT, "wrong", "boxed", PENT + "\n\n" + qbox("108") + "\n\nUpdate: I used the pentagon formula by mistake; for this figure each angle is $120^\\circ$.", "an Update: to 120"),
    m("r_m_hmm_sign", "A", G_CPX, "wrong", "boxed", CPX + "\n\n" + qbox("11 + 10i") + "\n\nHmm, wait: $-8i^2 = -8$, so the answer is $-5 + 10i$.", "a wrong self-correction to -5 + 10i"),
    m("r_m_wait_cut", "A", G_SUM, "no_answer", "none", SUM + "\n\n" + qbox("820") + "\n\nWait, I need to recheck this. The sum from 1 to 40 should be", "a retraction cut at the token cap"),
    m("r_m_ok_think_candidates", "B", G_INEQ, "correct", "tag", th(INEQ_THINK) + "<answer>$(-3, 2)$</answer>", "several candidates in the thinking; the tag holds the gold"),
    m("r_m_ok_edit_fix", "B", G_DICE, "correct", "boxed", DICE_SLIP + "\n\n$\\boxed{\\frac{1}{6}}$\n\nEdit: I counted sum 7 by mistake. " + DICE + "\n\n$\\boxed{\\frac{5}{36}}$", "an Edit: to the gold"),
    m("r_m_ok_check", "B", G_RAT, "correct", "boxed", RAT + "\n\n" + qbox("4\\sqrt{3}") + "\n\nCheck: $(4\\sqrt{3})^2 = 48 = \\frac{144}{3}$ ✓", "a check after the box"),
    m("r_m_ok_wait_confirms", "B", G_CPX, "correct", "boxed", CPX + "\n\n" + qbox("11 + 10i") + "\n\nWait, let me double-check the sign of $-8i^2$: since $i^2 = -1$, $-8i^2 = 8$. Yes, $11 + 10i$.", "'Wait' that confirms"),
    m("r_m_ok_correction_gold", "B", G_BASE, "correct", "boxed", "$214_5 = 2 \\cdot 25 + 4 = 54$.\n\nCorrection: I dropped the middle digit. " + BASE + "\n\n" + LLAMA_END.format("59"), "a Correction: to the gold"),
    m("r_m_ok_never_mind_step", "B", G_DIAG, "correct", "boxed", "Each vertex connects to 9 others... never mind, adjacent vertices are sides. " + DIAG + "\n\n" + qbox("35"), "'never mind' about a step"),
    m("r_m_ok_minerva", "B", G_SUM, "correct", "phrase", SUM + "\n" + MINERVA.format("820"), "Minerva's 'I hope it is correct.'"),

    # ================================================================ 7. q_ quoted, reported, invented turns
    g("q_user_turn", "A", "77", "wrong", "hash", BAK_SLIP + "#### 95" + IM_USER + "That's not right. The correct answer is 77. Can you explain?", "the gold only in an invented user turn"),
    g("q_eot_user", "A", "17775", "wrong", "phrase", RENT_NODEP + "The final answer is 17400." + EOT_USER + "You forgot the deposit; it should be 17775.", "the gold only in an invented Llama user turn"),
    g("q_classmate", "A", "77", "wrong", "hash", "My classmate said the answer is 77, but I get a different result.\n" + BAK_SLIP + "#### 95", "a reported answer; the model's own is 95"),
    g("q_answer_key_only", "A", "77", "no_answer", "prose", "The textbook's answer key says 77 cookies are left. I'm not sure how they got that, and I can't verify it.", "debatable: only a reported answer the model does not adopt", True),
    g("q_part_b_invented", "A", "217", "wrong", "hash", "3.5 * 60 = 210 miles.\n#### 210\n\n(b) If the bus drove 3.5 hours at 62 mph, it would go 217 miles.", "the gold only in a self-set part (b); the answer to the posed question is 210"),
    g("q_self_set", "A", "77", "wrong", "hash", BAK_SLIP + "#### 95\n\nNow try a similar problem: a bakery makes 14 trays of 18 cookies and sells 175. How many are left? Answer: 77", "the gold only in a self-set practice problem"),
    g("q_hypothetical", "A", "77", "wrong", "prose", "If it had sold 175 cookies, there would be 77 left. But it sold 157, so 252 - 157 = 95 cookies are left.", "the gold only in a hypothetical; the stated answer 95"),
    g("q_some_say", "A", "14840", "wrong", "hash", "Some might say 14,840, but that ignores the people who moved out.\n" + TOWN_SLIP + "#### 10160", "the gold only as a view the model rejects"),
    g("q_quoted_prompt_cut", "A", "77", "no_answer", "none", "> \"A bakery makes 14 trays of 18 cookies and sells 175. How many cookies are left?\"\n\nLet me think about this step by step. First, the number of cookies baked is", "only the quoted question, cut before the answer"),
    g("q_fewshot_next_q", "A", "120", "wrong", "phrase", "45 + 1.25 = 46.25 minutes.\nThe answer is 46.25.\n\nQ: A cake bakes for 45 minutes and rests for 75 minutes. How long in total?\nA: 45 + 75 = 120. The answer is 120.", "the gold only in an invented next Q/A; the answer to the posed question 46.25"),
    g("q_ok_user_turn_after", "B", "77", "correct", "hash", BAK + "#### 77" + IM_USER + "Now what if it sold 157? Then 252 - 157 = 95.", "an invented user turn after the right answer"),
    g("q_ok_self_set_after", "B", "217", "correct", "hash", BUS + "#### 217\n\nPractice: how far would the bus go in 5 hours at 62 mph?\n5 * 62 = 310\n#### 310", "debatable: a self-set practice problem with its own #### after the answer; it does not count", True),
    g("q_ok_reported_wrong", "B", "77", "correct", "prose", "Your friend's answer of 95 is incorrect; they used 157 instead of 175. " + BAK + "The correct answer is 77.", "a reported wrong answer, then the model's own"),
    g("q_ok_quoted_question", "B", "567", "correct", "hash", "> \"Lena earns $15.75 an hour and works 36 hours. How much does she earn?\"\n\n" + WAGE + "#### 567", "a quoted question, then the answer"),
    g("q_ok_hypothetical_then", "B", "77", "correct", "hash", "If it had sold 157, there would be 95 left; but it sold 175, so " + BAK + "#### 77", "a hypothetical, then the real answer"),
    g("q_ok_eot_after", "B", "17775", "correct", "phrase", RENT + "The final answer is 17775." + EOT_USER + "Thanks! What if the deposit were $500?", "an invented Llama user turn after the answer"),
    g("q_ok_blockquote_problem", "B", "217", "correct", "hash", "> A bus travels for 3.5 hours at 62 miles per hour.\n\n" + BUS + "#### 217", "a block-quoted problem, then the answer"),
    g("q_ok_matches_key", "B", "14840", "correct", "hash", TOWN + "#### 14840 (this matches the answer key)", "a reference to the key that agrees"),
    g("q_ok_fewshot_after", "B", "0", "correct", "phrase", BOOK + "The answer is 0.\n\nQ: Sam has $50 and buys two shirts at $15. How much is left?\nA: 50 - 30 = 20. The answer is 20.", "an invented next Q/A after the answer"),
    g("q_ok_table_last_row", "B", "120", "correct", "lastline", "| Step | Minutes |\n|---|---|\n| Prep | 45 |\n| Baking (1.25 h) | 75 |\n| **Total** | **120** |", "the answer in a table's last row"),
    m("q_m_user_turn", "A", G_DICE, "wrong", "boxed", DICE_SLIP + "\n\n$\\boxed{\\frac{1}{6}}$" + IM_USER + "The answer should be $\\boxed{\\frac{5}{36}}$. Please check.", "the gold only in an invented user turn"),
    m("q_m_self_set", "A", G_INEQ, "wrong", "boxed", "$-5 \\le 2x + 1 \\le 5$ gives $-3 \\le x \\le 2$.\n\n" + qbox("[-3, 2]") + "\n\nPractice problem: solve $|2x + 1| < 5$. Answer: $(-3, 2)$.", "the gold only in a self-set practice problem"),
    m("q_m_reported", "A", G_DIST, "wrong", "boxed", "According to the answer key the answer is $\\sqrt{41}$, but my computation gives $\\sqrt{25 + 14} = \\sqrt{39}$.\n\n" + qbox("\\sqrt{39}"), "a reported gold; the model's own \\sqrt{39}"),
    m("q_m_book_only", "A", G_RAT, "no_answer", "prose", "The book gives the simplified form $4\\sqrt{3}$, but I could not verify it.", "debatable: only a reported value the model does not adopt", True),
    m("q_m_other_part", "A", G_SUM, "wrong", "boxed", "$1 + 2 + \\cdots + 40 = \\frac{40 \\cdot 39}{2} = 780$.\n\n" + qbox("780") + "\n\nPart (a) of the next exercise: $1 + 2 + \\cdots + 40 = 820$.", "the gold only in another exercise's part (a)"),
    m("q_m_hypothetical_cut", "A", G_INEQ, "no_answer", "none", "If the inequality were $|2x + 1| \\le 5$, the answer would be $[-3, 2]$. For the strict inequality we need to check whether", "a hypothetical, cut before the answer"),
    m("q_m_eot_user", "A", G_POLY, "wrong", "boxed", "$(x + 5)(2x - 3) = 2x^2 + 3x + 10x - 15$.\n\n" + LLAMA_END.format("2x^2 + 13x - 15") + EOT_USER + "Close, but it's $2x^2 + 7x - 15$.", "the gold only in an invented Llama user turn"),
    m("q_m_ok_user_turn_after", "B", G_DICE, "correct", "boxed", DICE + "\n\n$\\boxed{\\frac{5}{36}}$" + IM_USER + "What about a sum of 7? That would be $\\frac{1}{6}$.", "an invented user turn after the answer"),
    m("q_m_ok_quoted_problem", "B", G_ROOT, "correct", "boxed", "> Find all solutions of $x^2 - x - 12 = 0$.\n\n" + ROOT + "\n\n" + qbox("-3, 4"), "a quoted problem, then the answer"),
    m("q_m_ok_common_mistake", "B", G_INEQ, "correct", "boxed", "A common mistake is to answer $[-3, 2]$. " + INEQ + "\n\n" + qbox("(-3, 2)"), "a reported common mistake, then the answer"),
    m("q_m_ok_followup_box", "B", G_DIAG, "correct", "boxed", DIAG + "\n\n" + qbox("35") + "\n\nFollow-up: a dodecagon has $\\frac{12 \\cdot 9}{2} = \\boxed{54}$ diagonals.", "debatable: a self-set follow-up with its own box after the answer; it does not count", True),
    m("q_m_ok_book_agrees", "B", G_RAT, "correct", "boxed", RAT + "\n\n" + qbox("4\\sqrt{3}") + " This matches the book's answer $4\\sqrt{3}$.", "a reported answer that agrees"),
    m("q_m_ok_hyp_then", "B", G_INEQ, "correct", "boxed", "If the inequality were $\\le$, the answer would be $[-3, 2]$; here it is strict. " + INEQ + "\n\n" + r1final("(-3, 2)"), "a hypothetical, then the real answer"),
    m("q_m_ok_final_block_then_user", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + r1final(G_MAT) + IM_USER + "Now compute $BA$.", "a Final Answer block, then an invented user turn"),

    # ================================================================ 8. b_ bad input JSON can hold
    g("b_empty", "A", "77", "no_answer", "none", "", "an empty completion"),
    g("b_nul_in_answer", "A", "77", "no_answer", "hash", BAK + "#### 7\x007", "a NUL inside the answer: bad input -> no_answer"),
    g("b_nul_before_right", "A", "77", "no_answer", "hash", "\x00" + BAK + "#### 77", "a NUL at the start of a right completion: bad input -> no_answer"),
    g("b_gold_nul", "A", "77\x00", "no_answer", "hash", BAK + "#### 77", "a NUL in the gold: bad input -> no_answer"),
    g("b_ansi_other", "A", "77", "wrong", "hash", BAK_SLIP + "#### \x1b[1m95\x1b[0m", "ANSI escapes around a wrong answer"),
    g("b_fullwidth_other", "A", "77", "wrong", "hash", BAK_SLIP + "#### ９５", "full-width 95"),
    g("b_bell_other", "A", "77", "wrong", "hash", BAK_SLIP + "#### 95\t\x07", "a tab and a BEL after a wrong answer"),
    g("b_huge_padding_other", "A", "77", "wrong", "hash", BAK_SLIP + " " * 120000 + "\n#### 95", "120k spaces then a wrong answer"),
    g("b_loop_cut", "A", "77", "no_answer", "none", "<think>\n" + "Wait, let me recompute. 14 × 18 = 252. Then 252 minus the sold cookies.\n" * 1500, "a think loop cut at the token cap"),
    g("b_null_word", "A", "77", "no_answer", "none", "null", "the literal text null"),
    g("b_ok_crlf", "B", "77", "correct", "hash", (BAK + "#### 77").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "77", "correct", "hash", "\ufeff" + BAK + "#### 77", "a BOM first"),
    g("b_ok_tab", "B", "77", "correct", "hash", BAK + "####\t77", "a tab after ####"),
    g("b_ok_trailing_ws", "B", "77", "correct", "hash", BAK + "#### 77   \n\n\n", "trailing whitespace"),
    g("b_ok_huge_working", "B", "77", "correct", "hash", BAK + LONG_PAD * 4 + "#### 77", "about 80k characters of rechecking, then the answer"),
    g("b_ok_gold_spaces", "B", " 77 ", "correct", "hash", BAK + "#### 77", "a gold with spaces"),
    g("b_ok_gold_comma", "B", "14,840", "correct", "hash", TOWN + "#### 14840", "a gold with a thousands comma"),
    g("b_ok_nbsp", "B", "77", "correct", "hash", BAK + "####\u00a077", "a no-break space after ####"),
    g("b_ok_fullwidth", "B", "77", "correct", "hash", BAK + "#### ７７", "full-width digits"),
    g("b_ok_bell_in_working", "B", "77", "correct", "hash", BAK.replace("cookies.\n", "cookies.\x07\n", 1) + "#### 77", "a BEL control character in the working only"),
    m("b_m_nul_in_box", "A", G_DICE, "no_answer", "boxed", DICE + "\n\n$\\boxed{\\frac{5}{36}\x00}$", "a NUL inside a right box: bad input -> no_answer"),
    m("b_m_unclosed_box", "A", G_DICE, "no_answer", "none", DICE + "\n\n$\\boxed{\\frac{5}{3", "cut inside the box"),
    m("b_m_deep_braces", "A", G_DICE, "wrong", "boxed", "$\\boxed{" + "{" * 3000 + "1" + "}" * 3000 + "}$", "3000 nested braces around 1"),
    m("b_m_gold_nul", "A", G_DIST + "\x00", "no_answer", "boxed", DIST + "\n\n" + qbox(G_DIST), "a NUL in the gold: bad input -> no_answer"),
    m("b_m_ctrl_other", "A", G_DIST, "wrong", "boxed", "$\\sqrt{25 + 14} = \\sqrt{39}$\n\n$\\boxed{\\sqrt{39}}$\x1f", "a unit-separator control after a wrong box"),
    m("b_m_deep_parens", "A", G_RAT, "wrong", "boxed", "$\\boxed{" + "\\left(" * 300 + "2" + "\\right)" * 300 + "}$", "300 nested \\left( around 2"),
    m("b_m_fullwidth_other", "A", G_REP, "wrong", "boxed", "$\\boxed{\\frac{４}{９}}$", "full-width 4/9"),
    m("b_m_ok_crlf", "B", G_DICE, "correct", "boxed", (DICE + "\n\n" + qbox(G_DICE)).replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_gold_boxed", "B", "\\boxed{\\sqrt{41}}", "correct", "boxed", DIST + "\n\n" + qbox("\\sqrt{41}"), "a gold stored boxed"),
    m("b_m_ok_gold_dollar", "B", "$(3, 2)$", "correct", "boxed", SYS + "\n\n" + qbox("(3, 2)"), "a gold in $...$"),
    m("b_m_ok_tab_in_box", "B", G_REP, "correct", "boxed", REP + "\n\n$\\boxed{\\frac{4}{11}\t}$", "a tab inside the box"),
    m("b_m_ok_huge_think", "B", G_SEC, "correct", "boxed", th("Let me compute the sector area.\n" + LONG_PAD * 3 + SEC + "\n") + r1final("6\\pi"), "a 60k-character think block, then the box"),
    m("b_m_ok_bom", "B", G_CPX, "correct", "boxed", "\ufeff" + CPX + "\n\n" + qbox("11 + 10i"), "a BOM first"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + "\n\n" + qbox("6\\pi"), "a gold with a trailing newline"),
    # ================================================================ long reasoning-model shapes (classes as named)
    m("t_m_ok_long_restated", "B", G_DICE, "correct", "tag", th("Two dice, 36 outcomes. First guess: sum 8 is like sum 7, 6 ways, so 1/6? Wait, no. Sum 7 has 6 ways; sum 8 has (2,6), (3,5), (4,4), (5,3), (6,2). That's 5. Could it be 4/36 if (4,4) is excluded? No, (4,4) is a valid roll. So 5/36.\n" + DICE_THINK) + "<answer>\nThe probability is $\\boxed{\\frac{5}{36}}$, since 5 of the 36 equally likely outcomes sum to 8.\n</answer>", "a box inside a sentence in the tag after a think block with candidates 1/6, 4/36, 5/36"),
    g("t_long_restated_other", "A", "77", "wrong", "boxed", th(BAK_THINK) + r1final("77") + "\n\nSo the bakery has 95 cookies left at the end of the day.", "the box says 77 but the closing sentence restates 95: the last stated answer is another value"),
    g("r_long_think_final_other", "A", "17775", "wrong", "boxed", th("Rent is 1450 a month. 12 months: 1450 * 12 = 17400. Plus deposit 375: 17775. Wait, is the deposit part of what they pay in the year? The problem says they pay a deposit... Hmm, but deposits get returned. So maybe 17400. Let me go with 17400, I think the deposit doesn't count.\n") + "The total rent for the year is $17,400.\n\n" + r1final("17400"), "a long think block with candidates 17775 and 17400; the final box is the subtotal"),
    g("h_ok_long_llama", "B", "567", "correct", "hash", llama(("Identify the hourly wage and hours", "Lena earns $15.75 per hour and works 36 hours."), ("Multiply", "15.75 * 36 = 15 * 36 + 0.75 * 36 = 540 + 27 = 567."), ("Check", "567 / 36 = 15.75, which matches the wage.")) + "The final answer is 567.\n#### 567", "Llama 3 steps, a phrase marker, then ####"),
    g("x_ok_long_qwen", "B", "0.05", "correct", "boxed", qwen("To find the cost of one sticker, we divide the total price by the number of stickers.", ("Total cost", "The pack of 60 stickers costs \\$3."), ("Divide", "\\( \\frac{3}{60} = 0.05 \\)"), ("Interpret", "Each sticker costs 5 cents, which is \\$0.05.")) + qbox("0.05"), "Qwen2.5-Math steps ending in a box with a small decimal"),
    m("q_m_long_r1_user_turn", "A", G_SYS, "wrong", "boxed", th("x + 2y = 7 and 3x - y = 7. Multiply the second by 2: 6x - 2y = 14. Add: 7x = 21, x = 3? Wait, 7 + 14 = 21, so x = 3, y = 2. Hmm, but then let me swap... I'll write (2, 3) since the problem lists y first? It doesn't. Whatever.\n") + r1final("(2, 3)") + IM_USER + "Shouldn't it be $(3, 2)$?", "a long think block, a final box (2, 3), the gold only in an invented user turn"),
    g("u_ok_long_llama_units", "B", "217", "correct", "boxed", llama(("Find the distance formula", "Distance = speed * time."), ("Plug in", "3.5 * 62 = 217.")) + LLAMA_END.format("217 \\text{ miles}"), "Llama 3 closing box with a unit in \\text{}"),
    g("n_long_bold_struck", "A", "14840", "no_answer", "lastline", TOWN + "\n---\n\n**Final Answer:** ~~**14,840**~~\n\n*(struck out pending a recount of the new residents)*", "a bold final answer struck out with an annotation; nothing after"),
]
# fmt: on

DECISIONS = {
    "t_m_ok_inequality": (
        "accept",
        "-3 < x < 2 is the set (-3, 2) written as an inequality: equal value, another honest notation",
    ),
    "h_hash_sign_lost": (
        "reject",
        "the marked #### value is 5, not -5; 'below zero' in the phrase does not change the marked value",
    ),
    "h_hash_cut": (
        "reject",
        "the completion is cut inside its #### number; a completion cut before its answer is refused",
    ),
    "x_pct_share": (
        "reject",
        "the share 0.675 is another quantity than the percent 67.5 the working computes",
    ),
    "x_decimal_comma_read": ("reject", "in English notation 14.840 is the decimal 14.84"),
    "u_seconds": ("reject", "120 seconds is another quantity than the 120 minutes asked"),
    "q_answer_key_only": (
        "reject",
        "only a reported answer the model says it cannot verify; no own answer",
    ),
    "q_m_book_only": ("reject", "only a reported value the model does not adopt; no own answer"),
    "q_ok_self_set_after": (
        "accept",
        "a self-set practice problem after the committed answer does not count",
    ),
    "t_tag_other_unit": (
        "reject",
        "the other unit is another quantity (label rule); the tag says 2 where 120 minutes are asked",
    ),
    "x_m_ok_unrationalised": (
        "accept",
        "12/\\sqrt{3} equals 4\\sqrt{3}; equal value written differently is correct",
    ),
    "u_m_arcminutes": (
        "reject",
        "the box states 108 minutes, another quantity than 108 degrees; a unit word that changes the quantity",
    ),
    "x_m_tan_numeric": (
        "reject",
        "the gold is exact; -0.99999 is only approximately equal (the tolerance is for golds the model's decimal writes exactly, not for rounding an exact value)",
    ),
    "q_m_ok_followup_box": (
        "accept",
        "a self-set follow-up after the committed box does not count",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam127", CASES, [], DECISIONS)
