r"""Build adversarial_redteam110.jsonl: round 110 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam110", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and
WITHOUT running the checker, math-verify, sympy or any grader on them; handed over BEFORE any
scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure and label rules) were read.

Aim of this round: the hidden set's English probes as the issue states its eight classes, each
class's most natural shapes first (the issue's own examples with new numbers and wordings), then
realistic long completions of RL-trained and reasoning models: <answer> tags holding sentences,
equations, units and boxes; answers restated after the box; "**Final Answer**" blocks; bold answers;
a table's last row; trailing checks; R1 think blocks with several candidate values; completions cut
at a token cap; invented next turns; retractions phrased as real models phrase them.

Problems and golds, arithmetic checked by hand (python used for plain arithmetic only):
GSM8K
  CUP  14 boxes of 18 cupcakes, 37 unsold, how many sold: 14*18 = 252, 252 - 37 = 215 -> 215
  BUS  8 tickets at $12.50 plus $15 parking: 8*12.50 = 100, 100 + 15 = 115 -> 115 (without parking 100)
  RUN  3.5 miles a day for 6 days: 3.5*6 = 21 -> 21
  TMP  4 degrees, dropping 3 degrees an hour for 5 hours: 3*5 = 15, 4 - 15 = -11 -> -11
  PCT  27 of 40 seeds sprout, what percent: 27/40 = 0.675 -> 67.5
  SAV  $1,150 a month for 12 months: 1150*12 = 13800 -> 13800
  EGG  9 hens lay 4 eggs a day, eggs in 7 days: 9*4 = 36, 36*7 = 252 -> 252 (= 21 dozen)
  PIZ  3 pizzas of 8 slices, 5 friends eat 4 slices each, slices left: 24 - 20 = 4 -> 4
MATH
  DIC  P(sum of two dice is 8): (2,6),(3,5),(4,4),(5,3),(6,2) = 5 of 36 -> \frac{5}{36}
  RAD  simplify \sqrt{72}: 72 = 36*2 -> 6\sqrt{2}
  QUA  roots of x^2 - 5x - 14 = 0: (x - 7)(x + 2) -> -2, 7
  ABS  |x - 3| < 5: -5 < x - 3 < 5 -> (-2, 8)
  ANG  225 degrees in radians: 225/180 = 5/4 -> \frac{5\pi}{4}
  CPX  (2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 5 + i -> 5 + i
  PT   y = 2x + 1 meets y = -x + 7: 3x = 6, x = 2, y = 5 -> (2, 5)
  POL  (x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12 -> 2x^2 + 5x - 12
  HEX  interior angle of a regular hexagon: (6 - 2)*180/6 = 120 -> 120^\circ
  MAT  2 * [[1, -1], [0, 3]] -> \begin{pmatrix} 2 & -2 \\ 0 & 6 \end{pmatrix}
  REP  0.\overline{36} = 36/99 -> \frac{4}{11}
  BAS  121_4 in base 10: 16 + 8 + 1 -> 25

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions and
harmless after-text; `q_` quoted, reported, asked, other-part, invented-turn and self-set text; `b_`
bad input a JSON corpus can hold. `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.
Kind "A": a wrong or unanswered completion the checker must refuse; "B": a right completion in an
honest notation or with harmless after-text, which it must accept.

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a hedge or two
different final answers is `wrong`; a right value only in the working with another final answer is
`wrong`; no final answer (cut before it, a negation or strike-out with nothing after, only quoted or
asked text) is `no_answer`; equal value written differently is `correct`; another quantity (subtotal,
other unit, per-item value) is `wrong`; an <answer> tag's content is the final answer; a decimal for
an exact irrational or repeating gold is `wrong`; degrees are not radians; a percent gold 67.5
accepts 67.5%; a correction after an answer makes the corrected value final; a check or pleasantry
after a committed answer does not replace it; text in an invented next turn does not count; a NUL
anywhere makes the pair bad input (kind A, `no_answer`). Lone surrogates cannot be written by
`write_records` (UTF-8 without escapes), so this file holds none; `b_` uses NUL, C0/C1 controls,
BOM, zero-width and bidi marks, CR line ends and huge inputs. Debatable probes carry
`"debatable": true` and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam110.py
"""

from pathlib import Path

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

# ================================================================ GSM8K working
CUP = "14 boxes of 18 cupcakes is 14 * 18 = <<14*18=252>>252 cupcakes.\nWith 37 unsold, the bakery sold 252 - 37 = <<252-37=215>>215 cupcakes.\n"
CUP_THINK = th(
    "Okay, 14 boxes with 18 cupcakes each. 14 * 18... 14 * 20 = 280, minus 14 * 2 = 28, so 252.\n"
    "37 are left unsold, so sold = 252 - 37. That's 225? Wait, 252 - 37: 252 - 30 = 222, 222 - 7 = 215.\n"
    "Hmm, let me double-check 14 * 18 = 10 * 18 + 4 * 18 = 180 + 72 = 252. Yes.\n"
    "So 215 cupcakes were sold.\n"
)
BUS = "8 tickets at $12.50 cost 8 * 12.50 = <<8*12.5=100>>100 dollars.\nAdding $15 for parking: 100 + 15 = <<100+15=115>>115 dollars.\n"
BUS_NOPARK = "8 tickets at $12.50 cost 8 * 12.50 = <<8*12.5=100>>100 dollars.\n"
RUN = "She runs 3.5 miles a day for 6 days: 3.5 * 6 = <<3.5*6=21>>21 miles.\n"
TMP = "The temperature drops 3 * 5 = <<3*5=15>>15 degrees, so it ends at 4 - 15 = <<4-15=-11>>-11 degrees.\n"
PCT = "27 of 40 seeds sprouted: 27 / 40 * 100 = <<27/40*100=67.5>>67.5 percent.\n"
SAV = "He saves $1,150 a month for 12 months: 1150 * 12 = <<1150*12=13800>>13800 dollars.\n"
EGG = "9 hens lay 4 eggs a day, so 9 * 4 = <<9*4=36>>36 eggs a day.\nIn 7 days: 36 * 7 = <<36*7=252>>252 eggs.\n"
PIZ = "3 pizzas of 8 slices make 3 * 8 = <<3*8=24>>24 slices.\n5 friends eat 4 each: 5 * 4 = <<5*4=20>>20 slices.\n24 - 20 = <<24-20=4>>4 slices are left.\n"
SAV_LLAMA = llama(
    ("Identify the monthly saving", "He saves $1,150 each month."),
    ("Multiply by the number of months", "$1,150 \\times 12 = $13,800."),
)
EGG_QWEN = qwen(
    "To find how many eggs the hens lay in a week, we follow these steps:",
    ("Eggs per day", "\\(9 \\times 4 = 36\\) eggs."),
    ("Eggs in 7 days", "\\(36 \\times 7 = 252\\) eggs."),
)
TMP_THINK = th(
    "Start at 4 degrees. It drops 3 degrees every hour for 5 hours, that's 15 degrees.\n"
    "4 - 15 = -11. Wait, is it 4 - 3 = 1 after the first hour, then -2, -5, -8, -11. Yes, -11.\n"
)
PCT_THINK = th(
    "27 out of 40. 27/40 = 0.675. As a percent that's 67.5%.\n"
    "Wait, maybe they want the ones that did not sprout? 13/40 = 32.5%. No, the question asks how many sprouted, so 67.5.\n"
)
PIZ_THINK = th(
    "3 pizzas, 8 slices each: 24 slices. 5 friends eat 4 each: 20. 24 - 20 = 4.\n"
    "Hmm, does 'friends' include the host? The problem says 5 friends, so 20 slices eaten. 4 left.\n"
)

# ================================================================ MATH working and golds
G_DIC = r"\frac{5}{36}"
DIC = (
    r"The pairs summing to 8 are $(2,6), (3,5), (4,4), (5,3), (6,2)$: 5 of the 36 equally likely outcomes."
    + "\n"
)
G_RAD = r"6\sqrt{2}"
RAD = r"Since $72 = 36 \cdot 2$, $\sqrt{72} = \sqrt{36}\sqrt{2} = 6\sqrt{2}$." + "\n"
G_QUA = "-2, 7"
QUA = r"Factor: $x^2 - 5x - 14 = (x - 7)(x + 2) = 0$, so $x = 7$ or $x = -2$." + "\n"
G_ABS = "(-2, 8)"
ABS = r"$|x - 3| < 5$ means $-5 < x - 3 < 5$, so $-2 < x < 8$." + "\n"
G_ANG = r"\frac{5\pi}{4}"
ANG = (
    r"Multiply by $\frac{\pi}{180}$: $225 \cdot \frac{\pi}{180} = \frac{225\pi}{180} = \frac{5\pi}{4}$."
    + "\n"
)
G_CPX = "5 + i"
CPX = r"$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$." + "\n"
G_PT = "(2, 5)"
PT = r"Set $2x + 1 = -x + 7$, so $3x = 6$ and $x = 2$; then $y = 2(2) + 1 = 5$." + "\n"
G_POL = "2x^2 + 5x - 12"
POL = r"$(x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12 = 2x^2 + 5x - 12$." + "\n"
G_HEX = r"120^\circ"
HEX = (
    r"The interior angles of a hexagon sum to $(6 - 2) \cdot 180^\circ = 720^\circ$, so each is $720^\circ / 6 = 120^\circ$."
    + "\n"
)
G_MAT = r"\begin{pmatrix} 2 & -2 \\ 0 & 6 \end{pmatrix}"
MAT = (
    r"Multiply each entry by 2: $2\begin{pmatrix} 1 & -1 \\ 0 & 3 \end{pmatrix} = \begin{pmatrix} 2 & -2 \\ 0 & 6 \end{pmatrix}$."
    + "\n"
)
G_REP = r"\frac{4}{11}"
REP = (
    r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99} = \frac{4}{11}$."
    + "\n"
)
G_BAS = "25"
BAS = r"$121_4 = 1 \cdot 4^2 + 2 \cdot 4 + 1 = 16 + 8 + 1 = 25$." + "\n"
DIC_THINK = th(
    "Two dice, sum 8. Pairs: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5. Total 36. So 5/36.\n"
    "Wait, should (4,4) count once? Yes, it is one outcome. And (1,7) is impossible. So 5/36.\n"
)
# Longer R1-style rambling inside the think blocks above (realistic length; the answer stays in the tag).
CUP_THINK = CUP_THINK.replace(
    "</think>\n",
    "Let me re-read the question to make sure I'm answering what is asked. 'How many cupcakes did the bakery sell?' Right, cupcakes sold, not boxes and not unsold.\nAnother way: each box has 18, and 37 unsold is 2 full boxes (36) plus 1. So sold = 12 boxes (216) minus 1 = 215. Consistent.\n</think>\n",
)
TMP_THINK = TMP_THINK.replace(
    "</think>\n",
    "Let me make sure the drop is per hour and not in total. The problem says 3 degrees every hour, so per hour. Five hours, so five drops.\nNegative temperatures are fine here; the answer is below zero.\n</think>\n",
)
PCT_THINK = PCT_THINK.replace(
    "</think>\n",
    "Double-check: 40 * 0.675 = 27. Yes. And 27 + 13 = 40, so the split is right.\nShould I round? The question does not ask to round, so keep 67.5.\n</think>\n",
)
PIZ_THINK = PIZ_THINK.replace(
    "</think>\n",
    "Check: 20 eaten + 4 left = 24 = 3 * 8. Good.\nNothing about leftovers from before, so 4 is the count left.\n</think>\n",
)
DIC_THINK = DIC_THINK.replace(
    "</think>\n",
    "Let me list all sums to be safe: sum 7 has 6 ways, sum 8 has 5 ways, sum 9 has 4 ways. Yes, 5 ways for 8.\nSo the probability is 5 over 36, which does not simplify since 5 is prime and does not divide 36.\n</think>\n",
)

QUA_QWEN = qwen(
    "To solve \\(x^2 - 5x - 14 = 0\\), we factor the quadratic.",
    (
        "Find two numbers",
        "We need two numbers with product \\(-14\\) and sum \\(-5\\): \\(-7\\) and \\(2\\).",
    ),
    ("Factor and solve", "\\((x - 7)(x + 2) = 0\\), so \\(x = 7\\) or \\(x = -2\\)."),
)

# ================================================================ t_: answer tags
T_CASES = [
    g(
        "t_ok_plain",
        "B",
        "215",
        "correct",
        "tag",
        CUP_THINK + "<answer>215</answer>",
        "R1 think block with a self-corrected subtraction, then the tag holds the gold",
    ),
    g(
        "t_ok_sentence",
        "B",
        "215",
        "correct",
        "tag",
        CUP_THINK + "<answer>The bakery sold 215 cupcakes.</answer>",
        "a sentence in the tag stating the gold",
    ),
    g(
        "t_ok_equation",
        "B",
        "115",
        "correct",
        "tag",
        th(BUS) + "<answer>8 * 12.50 + 15 = 115</answer>",
        "an equation chain in the tag; its result is the gold",
    ),
    g(
        "t_ok_dollar",
        "B",
        "115",
        "correct",
        "tag",
        th(BUS) + "<answer> $115 </answer>",
        "a dollar sign and spaces in the tag",
    ),
    g(
        "t_ok_boxed_in_tag",
        "B",
        "13800",
        "correct",
        "tag",
        th(SAV) + "<answer>\\boxed{13,800}</answer>",
        "a box with a thousands separator inside the tag",
    ),
    g(
        "t_ok_unit_in_tag",
        "B",
        "21",
        "correct",
        "tag",
        th(RUN) + "<answer>21 miles</answer>",
        "a unit word (miles) after the gold in the tag",
    ),
    g(
        "t_ok_multiline",
        "B",
        "252",
        "correct",
        "tag",
        th(EGG) + "<answer>\nThe hens lay 252 eggs in a week.\n</answer>",
        "a sentence on its own lines inside the tag",
    ),
    g(
        "t_ok_negative",
        "B",
        "-11",
        "correct",
        "tag",
        TMP_THINK + "<answer>-11 degrees</answer>",
        "negative gold with a unit in the tag",
    ),
    g(
        "t_ok_percent",
        "B",
        "67.5",
        "correct",
        "tag",
        PCT_THINK + "<answer>67.5%</answer>",
        "a percent gold written with %",
    ),
    g(
        "t_ok_after_think_calc",
        "B",
        "4",
        "correct",
        "tag",
        PIZ_THINK + "24 - 20 = 4\n<answer>4</answer>",
        "the calculation written after </think>, then the tag",
    ),
    g(
        "t_ok_bold_tag",
        "B",
        "13800",
        "correct",
        "tag",
        th(SAV) + "<answer>**$13,800**</answer>",
        "markdown bold and a dollar sign inside the tag",
    ),
    g(
        "t_wrong_plain",
        "A",
        "215",
        "wrong",
        "tag",
        th(CUP.replace("252 - 37 = <<252-37=215>>215", "252 - 37 = <<252-37=225>>225"))
        + "<answer>225</answer>",
        "a subtraction slip: the tag holds 225",
    ),
    g(
        "t_wrong_subtotal",
        "A",
        "115",
        "wrong",
        "tag",
        th(BUS_NOPARK + "Parking is extra.\n") + "<answer>The tickets cost $100.</answer>",
        "the tag holds the subtotal without parking",
    ),
    g(
        "t_wrong_sentence_other",
        "A",
        "215",
        "wrong",
        "tag",
        CUP_THINK + "<answer>The bakery baked 252 cupcakes.</answer>",
        "the sentence states the total baked, not the number sold",
    ),
    g(
        "t_wrong_two_tags",
        "A",
        "252",
        "wrong",
        "tag",
        th(EGG) + "<answer>252</answer>\n<answer>36</answer>",
        "two answer tags; the last one holds the daily count",
    ),
    g(
        "t_empty_tag",
        "A",
        "21",
        "no_answer",
        "tag",
        th(RUN) + "<answer></answer>",
        "an empty tag: no final answer even though the working has 21",
    ),
    g(
        "t_placeholder",
        "A",
        "21",
        "no_answer",
        "tag",
        th(RUN) + "<answer> mention here </answer>",
        "a placeholder phrase in the tag (collapsed RL run shape)",
    ),
    g(
        "t_unclosed_cut",
        "A",
        "252",
        "no_answer",
        "tag",
        th("9 hens lay 4 eggs a day so 36 eggs a day. Over 7 days that is 36 * 7 = ") + "<answer>",
        "cut at the token cap right after the opening tag",
    ),
    g(
        "t_think_only",
        "A",
        "4",
        "no_answer",
        "none",
        "<think>\n3 pizzas, 8 slices each: 24 slices. 5 friends eat 4 each, so 20 are eaten, and then we subtract to get the",
        "cut inside the think block, no tag and no stated result",
    ),
    g(
        "t_tag_wrong_think_right",
        "A",
        "-11",
        "wrong",
        "tag",
        TMP_THINK + "<answer>11 degrees below the start</answer>",
        "the tag says 11 below the start (= -7); the gold -11 only in the think block",
    ),
    m(
        "t_m_ok_frac",
        "B",
        G_DIC,
        "correct",
        "tag",
        DIC_THINK + "<answer>5/36</answer>",
        "slash fraction in the tag for \\frac{5}{36}",
    ),
    m(
        "t_m_ok_boxed",
        "B",
        G_RAD,
        "correct",
        "tag",
        th(RAD) + "<answer>$\\boxed{6\\sqrt{2}}$</answer>",
        "a box inside math delimiters inside the tag",
    ),
    m(
        "t_m_ok_equation",
        "B",
        G_ANG,
        "correct",
        "tag",
        th(ANG) + "<answer>225^\\circ = \\frac{5\\pi}{4}</answer>",
        "an equation in the tag whose right side is the gold",
    ),
    m(
        "t_m_ok_roots_sentence",
        "B",
        G_QUA,
        "correct",
        "tag",
        th(QUA) + "<answer>The solutions are x = -2 and x = 7.</answer>",
        "both roots in a sentence",
    ),
    m(
        "t_m_ok_interval",
        "B",
        G_ABS,
        "correct",
        "tag",
        th(ABS) + "<answer>\\((-2, 8)\\)</answer>",
        "interval in \\( \\) inside the tag",
    ),
    m(
        "t_m_ok_point",
        "B",
        G_PT,
        "correct",
        "tag",
        th(PT) + "<answer>The lines meet at (2, 5).</answer>",
        "a point in a sentence",
    ),
    m(
        "t_m_wrong_decimal",
        "A",
        G_DIC,
        "wrong",
        "tag",
        DIC_THINK + "<answer>0.14</answer>",
        "a rounded decimal for 5/36 = 0.13888...; not exact",
    ),
    m(
        "t_m_wrong_sign",
        "A",
        G_QUA,
        "wrong",
        "tag",
        th(QUA) + "<answer>x = 2, x = -7</answer>",
        "root signs flipped",
    ),
    m(
        "t_m_wrong_one_root",
        "A",
        G_QUA,
        "wrong",
        "tag",
        th(QUA) + "<answer>7</answer>",
        "only one root of two",
    ),
    m(
        "t_m_wrong_closed",
        "A",
        G_ABS,
        "wrong",
        "tag",
        th(ABS) + "<answer>[-2, 8]</answer>",
        "closed interval for a strict inequality",
    ),
    m(
        "t_m_wrong_unsimplified_other",
        "A",
        G_RAD,
        "wrong",
        "tag",
        th(r"$\sqrt{72} = \sqrt{9 \cdot 8} = 3\sqrt{8}$... so $3\sqrt{2}$." + "\n")
        + "<answer>3\\sqrt{2}</answer>",
        "a simplification slip: 3\\sqrt2 is not 6\\sqrt2",
    ),
    m(
        "t_m_tag_then_user",
        "A",
        G_CPX,
        "wrong",
        "tag",
        th(r"$(2 + 3i)(1 - i) = 2 - 2i + 3i + 3i^2 = -1 + i$." + "\n")
        + "<answer>-1 + i</answer>\nUser: Now compute $(2 + 3i)(1 - i)$ correctly.\nAssistant: <answer>5 + i</answer>",
        "the model's own tag is -1 + i; the gold only in an invented next turn",
    ),
]

# ================================================================ h_: a phrase marker then ####
H_CASES = [
    g(
        "h_ok_phrase_hash",
        "B",
        "215",
        "correct",
        "hash",
        CUP + "The answer is 215.\n#### 215",
        "phrase then #### with the same value",
    ),
    g(
        "h_ok_phrase_units_hash",
        "B",
        "21",
        "correct",
        "hash",
        RUN + "So she runs 21 miles in total.\n#### 21",
        "phrase with a unit, then ####",
    ),
    g(
        "h_ok_final_answer_hash",
        "B",
        "115",
        "correct",
        "hash",
        BUS + "Final answer: $115\n#### 115",
        "Final answer: line then ####",
    ),
    g(
        "h_ok_hash_dollar",
        "B",
        "115",
        "correct",
        "hash",
        BUS + "The total cost is $115.\n#### $115",
        "#### with a dollar sign",
    ),
    g(
        "h_ok_hash_comma",
        "B",
        "13800",
        "correct",
        "hash",
        SAV + "He will have saved $13,800.\n#### 13,800",
        "#### with a thousands separator",
    ),
    g(
        "h_ok_hash_trailing_dot",
        "B",
        "252",
        "correct",
        "hash",
        EGG + "Therefore the hens lay 252 eggs.\n#### 252.",
        "#### value followed by a full stop",
    ),
    g(
        "h_ok_hash_negative",
        "B",
        "-11",
        "correct",
        "hash",
        TMP + "The final temperature is -11 degrees.\n#### -11",
        "negative value after ####",
    ),
    g(
        "h_ok_hash_bold",
        "B",
        "4",
        "correct",
        "hash",
        PIZ + "**Answer:** 4 slices are left.\n\n#### 4",
        "bold Answer: label then ####",
    ),
    g(
        "h_ok_hash_after_llama",
        "B",
        "13800",
        "correct",
        "hash",
        SAV_LLAMA + LLAMA_END.format("13800") + "\n#### 13800",
        "Llama closing box and a #### line, both the gold",
    ),
    g(
        "h_ok_hash_percent",
        "B",
        "67.5",
        "correct",
        "hash",
        PCT + "So 67.5% of the seeds sprouted.\n#### 67.5%",
        "percent sign after ####",
    ),
    g(
        "h_ok_hash_then_eos",
        "B",
        "252",
        "correct",
        "hash",
        EGG + "The answer is 252.\n#### 252" + IM_USER[:10],
        "#### then the end-of-turn token",
    ),
    g(
        "h_ok_qwen_then_hash",
        "B",
        "252",
        "correct",
        "hash",
        EGG_QWEN + qbox("252") + "\n\n#### 252",
        "Qwen steps, box, then a #### line",
    ),
    g("h_ok_hash_space", "B", "215", "correct", "hash", CUP + "####215", "no space after ####"),
    g(
        "h_ok_hash_unit",
        "B",
        "21",
        "correct",
        "hash",
        RUN + "#### 21 miles",
        "a unit word after the #### value",
    ),
    g(
        "h_ok_hash_trailing_check",
        "B",
        "215",
        "correct",
        "hash",
        CUP + "#### 215\n\nCheck: 215 + 37 = 252 ✓",
        "a trailing check after #### does not change the answer",
    ),
    g(
        "h_phrase_right_hash_wrong",
        "A",
        "215",
        "wrong",
        "hash",
        CUP + "The answer is 215.\n#### 225",
        "phrase says 215, #### says 225: the #### line is the last final answer",
    ),
    g(
        "h_phrase_wrong_hash_right_subtotal",
        "A",
        "115",
        "wrong",
        "hash",
        BUS_NOPARK + "The answer is 115.\n#### 100",
        "the #### line holds the subtotal; the phrase's 115 came earlier",
        True,
    ),
    g(
        "h_hash_subtotal",
        "A",
        "115",
        "wrong",
        "hash",
        BUS_NOPARK + "#### 100",
        "the subtotal without parking",
    ),
    g(
        "h_hash_per_day",
        "A",
        "252",
        "wrong",
        "hash",
        EGG + "So each day they lay 36 eggs.\n#### 36",
        "the per-day value, not the week",
    ),
    g(
        "h_hash_hedge",
        "A",
        "21",
        "wrong",
        "hash",
        RUN + "The answer is 21 or 24.\n#### 21 or 24",
        "a hedge after ####",
    ),
    g(
        "h_hash_placeholder",
        "A",
        "252",
        "no_answer",
        "hash",
        EGG + "Answer in the format #### <number>.\n#### <number>",
        "a template placeholder after ####",
    ),
    g(
        "h_hash_wrong_sign",
        "A",
        "-11",
        "wrong",
        "hash",
        TMP + "The temperature is 11 degrees.\n#### 11",
        "sign dropped",
    ),
    g(
        "h_hash_then_user_right",
        "A",
        "215",
        "wrong",
        "hash",
        "14 * 18 = 242, 242 - 37 = 205.\nThe answer is 205.\n#### 205"
        + IM_USER
        + "Question: A bakery sold 215 cupcakes...\n#### 215",
        "the model's own #### is 205; the gold only in an invented user turn",
    ),
    g(
        "h_hash_cut",
        "A",
        "13800",
        "no_answer",
        "hash",
        "He saves $1,150 a month for 12 months: 1150 * 12 = <<1150*12=",
        "cut inside a calculator annotation before any answer",
    ),
    g(
        "h_phrase_only_question",
        "A",
        "67.5",
        "wrong",
        "hash",
        PCT + "What percent of the seeds did not sprout?\n#### 32.5",
        "the #### answers a different question (did not sprout)",
    ),
    g(
        "h_hash_dozen",
        "A",
        "252",
        "wrong",
        "hash",
        EGG + "252 / 12 = <<252/12=21>>21 dozen.\n#### 21",
        "the other unit (dozens) after ####",
    ),
    g(
        "h_hash_minutes",
        "A",
        "21",
        "wrong",
        "hash",
        RUN + "#### 21 km",
        "debatable: a unit word from another unit (km) where the working says miles",
        True,
    ),
    g(
        "h_two_hash",
        "A",
        "4",
        "wrong",
        "hash",
        PIZ + "#### 4\n#### 20",
        "two #### lines; the last holds the slices eaten",
    ),
    g(
        "h_phrase_marker_wrong",
        "A",
        "4",
        "wrong",
        "phrase",
        "3 * 8 = 24 slices. 5 * 4 = 20 eaten.\nThe answer is: 20 slices were eaten.",
        "phrase marker with the eaten count, no ####",
    ),
    g(
        "h_hash_xxx",
        "A",
        "13800",
        "no_answer",
        "hash",
        SAV_LLAMA + "#### [answer]",
        "a bracket placeholder after ####",
    ),
]

# ================================================================ x_: exactness
X_CASES = [
    g("x_ok_decimal_zero", "B", "115", "correct", "hash", BUS + "#### 115.00", "115.00 equals 115"),
    g(
        "x_ok_decimal_run",
        "B",
        "21",
        "correct",
        "boxed",
        RUN + "She runs $\\boxed{21.0}$ miles.",
        "21.0 equals 21",
    ),
    g(
        "x_ok_percent_frac",
        "B",
        "67.5",
        "correct",
        "phrase",
        PCT + "The answer is 67.5 percent.",
        "67.5 percent for 67.5",
    ),
    g(
        "x_ok_fraction_of_int",
        "B",
        "4",
        "correct",
        "boxed",
        PIZ + "Slices left: $\\boxed{\\frac{8}{2}}$",
        "debatable: an unreduced fraction equal to 4",
        True,
    ),
    g(
        "x_ok_comma_big",
        "B",
        "13800",
        "correct",
        "phrase",
        SAV + "The final answer is 13,800.",
        "thousands separator",
    ),
    g(
        "x_ok_words_thousand",
        "B",
        "13800",
        "correct",
        "hash",
        SAV + "#### 13800.0",
        "13800.0 equals 13800",
    ),
    g("x_near_int", "A", "215", "wrong", "hash", CUP + "#### 215.4", "215.4 is not 215"),
    g(
        "x_near_tiny",
        "A",
        "115",
        "wrong",
        "hash",
        BUS + "#### 115.01",
        "one cent off: a decimal the model wrote, still unequal to 115 at cent precision",
    ),
    g(
        "x_rounded_percent",
        "A",
        "67.5",
        "wrong",
        "hash",
        PCT + "Rounded to the nearest percent, that is 68%.\n#### 68",
        "rounded to 68; the gold is 67.5",
    ),
    g(
        "x_share_not_percent",
        "A",
        "67.5",
        "wrong",
        "hash",
        PCT + "#### 0.675",
        "debatable: the share 0.675 for the percent 67.5 the working computes",
        True,
    ),
    g(
        "x_off_by_one",
        "A",
        "252",
        "wrong",
        "boxed",
        EGG + "The hens lay $\\boxed{253}$ eggs.",
        "off by one",
    ),
    g(
        "x_sci_notation_ok",
        "B",
        "13800",
        "correct",
        "boxed",
        SAV + "That is $\\boxed{1.38 \\times 10^4}$ dollars.",
        "debatable: scientific notation equal to 13800",
        True,
    ),
    g("x_neg_zero_off", "A", "-11", "wrong", "hash", TMP + "#### -11.5", "-11.5 is not -11"),
    m(
        "x_m_ok_dfrac",
        "B",
        G_DIC,
        "correct",
        "boxed",
        DIC + r"The probability is $\boxed{\dfrac{5}{36}}$.",
        "\\dfrac for \\frac",
    ),
    m(
        "x_m_ok_unreduced",
        "B",
        G_DIC,
        "correct",
        "boxed",
        DIC + r"$\boxed{\frac{10}{72}}$",
        "10/72 reduces to 5/36: equal value",
    ),
    m(
        "x_m_ok_sqrt_nobrace",
        "B",
        G_RAD,
        "correct",
        "boxed",
        RAD + r"$\boxed{6\sqrt2}$",
        "\\sqrt2 without braces",
    ),
    m(
        "x_m_ok_pi_frac",
        "B",
        G_ANG,
        "correct",
        "boxed",
        ANG + r"$\boxed{\frac{5}{4}\pi}$",
        "5/4 pi equals 5pi/4",
    ),
    m(
        "x_m_ok_cpx_order",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX + r"$\boxed{i + 5}$",
        "terms in another order",
    ),
    m(
        "x_m_ok_poly_order",
        "B",
        G_POL,
        "correct",
        "boxed",
        POL + r"$\boxed{-12 + 5x + 2x^2}$",
        "polynomial terms in another order",
    ),
    m(
        "x_m_ok_rep_frac",
        "B",
        G_REP,
        "correct",
        "boxed",
        REP + r"$\boxed{\frac{36}{99}}$",
        "unreduced 36/99 equals 4/11",
    ),
    m(
        "x_m_ok_hex_nodeg",
        "B",
        G_HEX,
        "correct",
        "boxed",
        HEX + r"Each interior angle is $\boxed{120}$.",
        "120 for 120^\\circ (README convention)",
    ),
    m(
        "x_m_ok_base",
        "B",
        G_BAS,
        "correct",
        "boxed",
        BAS + r"$\boxed{25_{10}}$",
        "debatable: base-10 subscript on the gold",
        True,
    ),
    m(
        "x_m_decimal_frac",
        "A",
        G_DIC,
        "wrong",
        "boxed",
        DIC + r"$\boxed{0.139}$",
        "a rounded decimal for an exact fraction",
    ),
    m(
        "x_m_decimal_sqrt",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        RAD + r"$\sqrt{72} \approx 8.485$, so $\boxed{8.485}$.",
        "a decimal approximation of 6\\sqrt2",
    ),
    m(
        "x_m_decimal_pi",
        "A",
        G_ANG,
        "wrong",
        "boxed",
        ANG + r"$\boxed{3.927}$",
        "5pi/4 = 3.92699...; a decimal for an exact value",
    ),
    m(
        "x_m_rep_decimal",
        "A",
        G_REP,
        "wrong",
        "boxed",
        REP + r"$\boxed{0.36}$",
        "0.36 is not 0.363636...",
    ),
    m(
        "x_m_rep_close",
        "A",
        G_REP,
        "wrong",
        "boxed",
        r"$0.\overline{36} \approx \frac{9}{25}$, so $\boxed{\frac{9}{25}}$.",
        "9/25 = 0.36, close but not 4/11",
    ),
    m(
        "x_m_wrong_sqrt",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        r"$\sqrt{72} = 2\sqrt{18}$, so $\boxed{2\sqrt{18}}$... simplified: $\boxed{6\sqrt{3}}$",
        "the last box 6\\sqrt3 is not 6\\sqrt2",
    ),
    m("x_m_cpx_conj", "A", G_CPX, "wrong", "boxed", CPX + r"$\boxed{5 - i}$", "the conjugate"),
    m(
        "x_m_poly_sign",
        "A",
        G_POL,
        "wrong",
        "boxed",
        r"$(x + 4)(2x - 3) = 2x^2 + 8x - 3x + 12 = \boxed{2x^2 + 5x + 12}$",
        "constant sign wrong",
    ),
    m(
        "x_m_deg_for_rad",
        "A",
        G_ANG,
        "wrong",
        "boxed",
        r"225 degrees is $\boxed{225^\circ}$.",
        "degrees restated where the gold is in radians",
    ),
    m(
        "x_m_mat_entry",
        "A",
        G_MAT,
        "wrong",
        "boxed",
        r"$2\begin{pmatrix} 1 & -1 \\ 0 & 3 \end{pmatrix} = \boxed{\begin{pmatrix} 2 & -2 \\ 0 & 3 \end{pmatrix}}$",
        "one entry not doubled",
    ),
    m(
        "x_m_ok_mat_bmatrix",
        "B",
        G_MAT,
        "correct",
        "boxed",
        MAT + r"$\boxed{\begin{bmatrix} 2 & -2 \\ 0 & 6 \end{bmatrix}}$",
        "bmatrix for pmatrix, same entries",
    ),
]

# ================================================================ n_: negation, strike-out, annotation
N_CASES = [
    g(
        "n_not_equal_box",
        "A",
        "215",
        "no_answer",
        "boxed",
        CUP + "$\\boxed{\\not= 215}$",
        "a negated box with nothing after",
    ),
    g(
        "n_neq_box",
        "A",
        "115",
        "no_answer",
        "boxed",
        BUS + "$\\boxed{\\neq 115}$",
        "\\neq inside the box",
    ),
    g(
        "n_sout",
        "A",
        "21",
        "no_answer",
        "prose",
        RUN + "The answer is \\sout{21}.",
        "struck-out answer",
    ),
    g(
        "n_strike_md",
        "A",
        "252",
        "no_answer",
        "prose",
        EGG + "The answer is ~~252~~.",
        "markdown strike-through",
    ),
    g(
        "n_wrong_annot",
        "A",
        "4",
        "wrong",
        "hash",
        PIZ + "#### 4 (wrong)",
        "an answer annotated as wrong by the model",
        True,
    ),
    g(
        "n_incorrect_annot",
        "A",
        "13800",
        "wrong",
        "phrase",
        SAV + "The answer is 13800 (incorrect).",
        "annotated incorrect",
        True,
    ),
    g(
        "n_not_answer",
        "A",
        "215",
        "no_answer",
        "prose",
        CUP + "The answer is not 215.",
        "a negated statement, no answer",
    ),
    g(
        "n_xmark",
        "A",
        "67.5",
        "wrong",
        "hash",
        PCT + "#### 67.5 ✗",
        "a cross mark after the answer",
        True,
    ),
    g(
        "n_strike_then_other",
        "A",
        "115",
        "wrong",
        "prose",
        BUS + "The answer is ~~115~~ 100.",
        "the gold struck out, replaced by 100",
    ),
    g(
        "n_not_x_but_y",
        "A",
        "21",
        "wrong",
        "phrase",
        RUN + "The answer is not 21 but 24.",
        "'not 21 but 24' states 24",
    ),
    g(
        "n_ok_strike_then_gold",
        "B",
        "115",
        "correct",
        "prose",
        BUS_NOPARK + "Plus parking. The answer is ~~100~~ 115.",
        "the wrong subtotal struck out, the gold after it",
    ),
    g(
        "n_ok_not_x_but_gold",
        "B",
        "21",
        "correct",
        "phrase",
        RUN + "The answer is not 18 but 21.",
        "'not 18 but 21' states the gold",
    ),
    g(
        "n_ok_correct_annot",
        "B",
        "4",
        "correct",
        "hash",
        PIZ + "#### 4 (correct)",
        "annotated correct",
    ),
    g(
        "n_ok_checkmark",
        "B",
        "252",
        "correct",
        "hash",
        EGG + "#### 252 ✓",
        "a check mark after the answer",
    ),
    g(
        "n_ok_neq_in_work",
        "B",
        "215",
        "correct",
        "hash",
        CUP + "Note 252 \\neq 215 because 37 were unsold.\n#### 215",
        "a \\neq in the working, answer after",
    ),
    g(
        "n_ok_not_word_before",
        "B",
        "-11",
        "correct",
        "phrase",
        TMP + "Not counting wind chill, the final answer is -11.",
        "'Not' in the sentence does not negate the answer",
    ),
    g(
        "n_ok_no_negative_words",
        "B",
        "13800",
        "correct",
        "boxed",
        SAV + "He does not spend any of it, so he has $\\boxed{13800}$ dollars.",
        "'does not' about spending, not the answer",
    ),
    g(
        "n_ok_bold_final",
        "B",
        "67.5",
        "correct",
        "phrase",
        PCT + "**Final Answer:** 67.5% (not 32.5%, which is the share that did not sprout).",
        "the parenthesis negates another value, not the answer",
    ),
    m(
        "n_m_neq_box",
        "A",
        G_DIC,
        "no_answer",
        "boxed",
        DIC + r"$\boxed{\neq \frac{5}{36}}$",
        "negated box",
    ),
    m(
        "n_m_sout",
        "A",
        G_RAD,
        "no_answer",
        "boxed",
        RAD + r"$\boxed{\sout{6\sqrt{2}}}$",
        "struck out inside the box",
    ),
    m(
        "n_m_wrong_annot",
        "A",
        G_PT,
        "wrong",
        "boxed",
        PT + r"$\boxed{(2, 5)}$ (wrong)",
        "debatable: the box annotated wrong",
        True,
    ),
    m(
        "n_m_not_box",
        "A",
        G_QUA,
        "no_answer",
        "prose",
        QUA + r"The roots are not $-2, 7$.",
        "negated roots",
    ),
    m(
        "n_m_cancel_then",
        "A",
        G_CPX,
        "wrong",
        "boxed",
        CPX + r"$\boxed{\cancel{5 + i}\ 5 - i}$",
        "the gold cancelled, 5 - i after",
    ),
    m(
        "n_m_strike_md",
        "A",
        G_BAS,
        "no_answer",
        "prose",
        BAS + "Final answer: ~~25~~",
        "struck-out final answer with nothing after",
    ),
    m(
        "n_m_ok_neq_work",
        "B",
        G_QUA,
        "correct",
        "boxed",
        QUA + r"Note $x \neq 0$. The roots are $\boxed{-2, 7}$.",
        "\\neq in the working",
    ),
    m(
        "n_m_ok_strike_then",
        "B",
        G_ANG,
        "correct",
        "prose",
        ANG + r"The answer is ~~$\frac{5\pi}{6}$~~ $\frac{5\pi}{4}$.",
        "a wrong value struck out, gold after",
    ),
    m(
        "n_m_ok_check",
        "B",
        G_POL,
        "correct",
        "boxed",
        POL + r"$\boxed{2x^2 + 5x - 12}$ ✓",
        "check mark after the box",
    ),
    m(
        "n_m_ok_not_word",
        "B",
        G_HEX,
        "correct",
        "boxed",
        HEX + r"It is not a right angle; each interior angle is $\boxed{120^\circ}$.",
        "'not' about another angle",
    ),
    m(
        "n_m_ok_annot_correct",
        "B",
        G_REP,
        "correct",
        "boxed",
        REP + r"$\boxed{\frac{4}{11}}$ (verified: $4/11 = 0.3636\ldots$)",
        "a verification annotation",
    ),
    m(
        "n_m_ok_negative_gold",
        "B",
        G_QUA,
        "correct",
        "boxed",
        QUA + r"The roots are $x = -2$ (negative) and $x = 7$, so $\boxed{-2, 7}$.",
        "'negative' describes a root in the working; the box is the gold",
    ),
]

# ================================================================ u_: words after a number
U_CASES = [
    g(
        "u_fewer",
        "A",
        "215",
        "wrong",
        "phrase",
        "252 - 37 = 215.\nThe answer is 215 fewer.",
        "'215 fewer' is a difference, not the count sold",
    ),
    g(
        "u_dozen",
        "A",
        "252",
        "wrong",
        "phrase",
        EGG + "The answer is 252 dozen.",
        "252 dozen = 3024 eggs",
    ),
    g(
        "u_negative_word",
        "A",
        "-11",
        "wrong",
        "hash",
        TMP + "#### 11 negative",
        "debatable: '11 negative' after ####; the number is 11",
        True,
    ),
    g(
        "u_more",
        "A",
        "115",
        "wrong",
        "phrase",
        BUS + "The answer is 115 more.",
        "'115 more' than something: a difference",
    ),
    g(
        "u_percent_of_wrong",
        "A",
        "21",
        "wrong",
        "hash",
        RUN + "#### 21 percent",
        "percent is not a unit of distance",
    ),
    g(
        "u_thousand",
        "A",
        "13800",
        "wrong",
        "phrase",
        SAV + "He saved 13800 thousand dollars.",
        "13800 thousand is 13.8 million",
    ),
    g(
        "u_less_than",
        "A",
        "215",
        "wrong",
        "hash",
        CUP + "#### 215 less than baked",
        "debatable: 'less than baked' turns 215 into a comparison",
        True,
    ),
    g(
        "u_times",
        "A",
        "21",
        "wrong",
        "phrase",
        RUN + "The answer is 21 times.",
        "'21 times' is a ratio, not miles",
    ),
    g(
        "u_below_zero_lost",
        "A",
        "-11",
        "wrong",
        "hash",
        TMP + "#### 11 above zero",
        "'11 above zero' is +11",
    ),
    g(
        "u_minutes_other",
        "A",
        "4",
        "wrong",
        "phrase",
        PIZ + "The answer is 4 minutes.",
        "debatable: minutes is a unit, but not of slices",
        True,
    ),
    g("u_ok_dollars", "B", "115", "correct", "hash", BUS + "#### 115 dollars", "unit word dollars"),
    g(
        "u_ok_miles",
        "B",
        "21",
        "correct",
        "phrase",
        RUN + "The answer is 21 miles.",
        "unit word miles",
    ),
    g(
        "u_ok_eggs",
        "B",
        "252",
        "correct",
        "hash",
        EGG + "#### 252 eggs",
        "the counted noun after the number",
    ),
    g(
        "u_ok_slices",
        "B",
        "4",
        "correct",
        "phrase",
        PIZ + "The answer is 4 slices.",
        "the counted noun",
    ),
    g(
        "u_ok_degrees",
        "B",
        "-11",
        "correct",
        "phrase",
        TMP + "The final answer is -11 degrees Fahrenheit.",
        "unit degrees Fahrenheit",
    ),
    g("u_ok_degF", "B", "-11", "correct", "hash", TMP + "#### -11°F", "unit symbol °F"),
    g(
        "u_ok_cupcakes",
        "B",
        "215",
        "correct",
        "phrase",
        CUP + "The answer is 215 cupcakes.",
        "the counted noun",
    ),
    g(
        "u_ok_usd",
        "B",
        "13800",
        "correct",
        "phrase",
        SAV + "The answer is 13,800 USD.",
        "currency code",
    ),
    g(
        "u_ok_percent",
        "B",
        "67.5",
        "correct",
        "hash",
        PCT + "#### 67.5 percent",
        "percent word for a percent gold",
    ),
    g(
        "u_ok_in_total",
        "B",
        "21",
        "correct",
        "phrase",
        RUN + "The answer is 21 miles in total.",
        "unit and 'in total'",
    ),
    g(
        "u_ok_per_week",
        "B",
        "252",
        "correct",
        "phrase",
        EGG + "The answer is 252 eggs per week.",
        "debatable: 'per week' is the question's own period",
        True,
    ),
    m(
        "u_m_more",
        "A",
        G_BAS,
        "wrong",
        "prose",
        BAS + "The answer is 25 more than the base-4 digits suggest.",
        "'25 more than' is a comparison",
    ),
    m("u_m_dozen", "A", G_BAS, "wrong", "phrase", BAS + "Final answer: 25 dozen", "25 dozen = 300"),
    m(
        "u_m_percent",
        "A",
        G_DIC,
        "wrong",
        "boxed",
        DIC + r"$\boxed{5/36\%}$",
        "5/36 percent is 5/3600",
    ),
    m(
        "u_m_degrees_rad",
        "A",
        G_ANG,
        "wrong",
        "boxed",
        ANG + r"$\boxed{\frac{5\pi}{4}^\circ}$",
        "a degree sign on a radian value",
    ),
    m(
        "u_m_ok_units",
        "B",
        G_BAS,
        "correct",
        "boxed",
        BAS + r"$\boxed{25 \text{ (base 10)}}$",
        "debatable: a base note in \\text",
        True,
    ),
    m(
        "u_m_ok_radians",
        "B",
        G_ANG,
        "correct",
        "boxed",
        ANG + r"$\boxed{\frac{5\pi}{4} \text{ radians}}$",
        "unit radians in \\text",
    ),
    m(
        "u_m_ok_degrees",
        "B",
        G_HEX,
        "correct",
        "boxed",
        HEX + r"$\boxed{120 \text{ degrees}}$",
        "degrees in words for 120^\\circ",
    ),
    m(
        "u_m_ok_units_sq",
        "B",
        G_RAD,
        "correct",
        "phrase",
        RAD + r"Final Answer: The final answer is $6\sqrt{2}$ units. I hope it is correct.",
        "Minerva line with 'units'",
    ),
]

# ================================================================ r_: retractions and harmless after-text
R_CASES = [
    g(
        "r_edit",
        "A",
        "215",
        "wrong",
        "hash",
        CUP + "#### 215\n\nEdit: 225",
        "an edit after the answer replaces it",
    ),
    g(
        "r_wait_wrong",
        "A",
        "115",
        "wrong",
        "hash",
        BUS + "#### 115\n\nWait, that's wrong, parking is per car and we have two cars, it's 130.",
        "retracted for 130",
    ),
    g(
        "r_never_mind",
        "A",
        "21",
        "no_answer",
        "hash",
        RUN + "#### 21\n\nNever mind, I misread the question.",
        "withdrawn with nothing new",
        True,
    ),
    g(
        "r_actually",
        "A",
        "252",
        "wrong",
        "boxed",
        EGG
        + "So the answer is $\\boxed{252}$.\n\nActually, the hens only lay on weekdays, so 36 * 5 = 180. The answer is 180.",
        "a correction to 180 after the box",
    ),
    g(
        "r_hmm_recount",
        "A",
        "4",
        "wrong",
        "boxed",
        PIZ
        + "$\\boxed{4}$\n\nHmm, wait. I should recount: each friend ate 5 slices, 24 - 25 < 0... so actually 0 slices are left. Final answer: 0",
        "a recount after the box ends at 0",
    ),
    g(
        "r_correction",
        "A",
        "-11",
        "wrong",
        "phrase",
        TMP
        + "The answer is -11.\n\nCorrection: it drops 3 degrees over 5 hours total, so 4 - 3 = 1. The answer is 1.",
        "a correction ends at 1",
    ),
    g(
        "r_sorry_mistake",
        "A",
        "67.5",
        "wrong",
        "phrase",
        PCT + "The answer is 67.5%.\n\nI apologize, I made a mistake. The answer is 32.5%.",
        "an apology and a new value",
    ),
    g(
        "r_update",
        "A",
        "215",
        "wrong",
        "tag",
        CUP_THINK + "<answer>215</answer>\n\nUpdate: the answer should be 252.",
        "an update after the tag",
    ),
    g(
        "r_think_last_candidate",
        "A",
        "115",
        "wrong",
        "tag",
        th(
            "8 * 12.50 = 100. Plus 15 parking = 115. Wait, parking is $15 per hour for 2 hours, that's 30, so 130.\n"
        )
        + "<answer>130</answer>",
        "the last candidate 130 in the tag",
    ),
    g(
        "r_ignore_above",
        "A",
        "252",
        "no_answer",
        "hash",
        EGG + "#### 252\n\nPlease ignore the above answer; I am not confident in it.",
        "withdrawn with nothing new",
        True,
    ),
    g(
        "r_final_wait_lastline",
        "A",
        "4",
        "wrong",
        "lastline",
        PIZ
        + "Answer: 4\nWait, no. 8 slices each and 5 friends eat 4 each: 24 - 20 = 4... no, I mean 3 pizzas are 3 * 8 = 24, eaten 5 * 4 = 20, and the host eats 2, so\n2",
        "the last line 2 after a retraction",
    ),
    g(
        "r_ok_check_after",
        "B",
        "215",
        "correct",
        "hash",
        CUP + "#### 215\n\nCheck: 215 + 37 = 252 ✓",
        "a check confirms the answer",
    ),
    g(
        "r_ok_wait_confirms",
        "B",
        "115",
        "correct",
        "hash",
        BUS
        + "#### 115\n\nWait, let me double-check: 8 * 12.50 = 100, plus 15 is 115. Yes, 115 is right.",
        "a 'wait' that confirms the answer",
    ),
    g(
        "r_ok_think_candidates",
        "B",
        "115",
        "correct",
        "tag",
        th(
            "8 * 12.50 = 96? No, 8 * 12 = 96 plus 8 * 0.50 = 4, so 100. Plus parking 15 = 115. Wait, is parking per ticket? No, one car. 115.\n"
        )
        + "<answer>115</answer>",
        "candidates 96 and 100 in the think block, the tag holds 115",
    ),
    g(
        "r_ok_correction_to_gold",
        "B",
        "21",
        "correct",
        "phrase",
        "3.5 * 6 = 18.\nWait, that's wrong: 3.5 * 6 = 21. The answer is 21.",
        "a retraction of 18 corrected to the gold",
    ),
    g(
        "r_ok_edit_to_gold",
        "B",
        "252",
        "correct",
        "hash",
        "9 * 4 * 7 = 242\n#### 242\n\nEdit: 36 * 7 = 252.\n#### 252",
        "an edit to the gold",
    ),
    g(
        "r_ok_pleasantry",
        "B",
        "4",
        "correct",
        "hash",
        PIZ + "#### 4\n\nI hope this helps! Let me know if you have any other questions.",
        "a pleasantry after the answer",
    ),
    g(
        "r_ok_never_mind_other",
        "B",
        "-11",
        "correct",
        "phrase",
        TMP
        + "The answer is -11 degrees. (Never mind the wind chill; the question only asks for the air temperature.)",
        "'never mind' about another matter",
    ),
    g(
        "r_ok_final_after_oops",
        "B",
        "13800",
        "correct",
        "phrase",
        "1150 * 12 = 12800.\nOops, 1150 * 12 = 13800. The final answer is 13800.",
        "oops then the gold",
    ),
    g(
        "r_ok_verification_table",
        "B",
        "67.5",
        "correct",
        "phrase",
        PCT
        + "| Seeds | Count |\n|---|---|\n| Sprouted | 27 |\n| Total | 40 |\n| Percent | 67.5% |\n\nSo the answer is 67.5%.",
        "a table with the percent in the last row, then the phrase",
    ),
    m(
        "r_m_edit",
        "A",
        G_DIC,
        "wrong",
        "boxed",
        DIC
        + r"$\boxed{\frac{5}{36}}$"
        + "\n\nEdit: I missed (1,7)... no, the answer is $\\frac{6}{36} = \\frac{1}{6}$.",
        "an edit to 1/6",
    ),
    m(
        "r_m_wait_wrong",
        "A",
        G_QUA,
        "wrong",
        "boxed",
        QUA
        + r"$\boxed{-2, 7}$"
        + "\n\nWait, that's wrong. Let me redo it: $(x - 2)(x + 7)$, so $\\boxed{2, -7}$.",
        "a redo ends at 2, -7",
    ),
    m(
        "r_m_never_mind",
        "A",
        G_RAD,
        "no_answer",
        "boxed",
        RAD + r"$\boxed{6\sqrt{2}}$" + "\n\nNever mind, that's not right.",
        "withdrawn with nothing new",
        True,
    ),
    m(
        "r_m_actually",
        "A",
        G_ANG,
        "wrong",
        "boxed",
        ANG
        + r"$\boxed{\frac{5\pi}{4}}$"
        + "\n\nActually, the question asks for degrees in gradians... so $\\boxed{250}$.",
        "the last box 250",
    ),
    m(
        "r_m_think_last",
        "A",
        G_CPX,
        "wrong",
        "boxed",
        th(
            "(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2. i^2 = -1 so -3i^2 = 3. 5 + i. Wait, 2 - 2i + 3i = 2 + i, and -3i^2 = -3. So -1 + i.\n"
        )
        + r1final("-1 + i"),
        "the last candidate in the think block (a sign slip) is the final box",
    ),
    m(
        "r_m_ok_check",
        "B",
        G_PT,
        "correct",
        "boxed",
        PT + r"$\boxed{(2, 5)}$" + "\n\nCheck: $-2 + 7 = 5$ ✓ and $2 \\cdot 2 + 1 = 5$ ✓",
        "checks after the box",
    ),
    m(
        "r_m_ok_wait_confirms",
        "B",
        G_POL,
        "correct",
        "boxed",
        POL
        + r"$\boxed{2x^2 + 5x - 12}$"
        + "\n\nWait, let me verify at $x = 1$: $(5)(-1) = -5$ and $2 + 5 - 12 = -5$. Correct.",
        "a confirming wait",
    ),
    m(
        "r_m_ok_redo_gold",
        "B",
        G_REP,
        "correct",
        "boxed",
        r"$x = 0.\overline{36}$, $10x - x = 3.6$... wait, that's wrong; the period is 2 digits: $100x - x = 36$, $x = \boxed{\frac{4}{11}}$.",
        "a wrong start retracted, the gold after",
    ),
    m(
        "r_m_ok_think_candidates",
        "B",
        G_HEX,
        "correct",
        "boxed",
        th(
            "Hexagon interior sum: (6-2)*180 = 720. 720/6 = 120. Hmm, or is it 360/6 = 60? No, that's the exterior angle. Interior is 120.\n"
        )
        + r1final(r"120^\circ"),
        "candidate 60 (exterior) rejected, final box the gold",
    ),
    m(
        "r_m_ok_pleasantry",
        "B",
        G_BAS,
        "correct",
        "phrase",
        BAS + MINERVA.format("$25$") + "\n\nLet me know if you need anything else!",
        "Minerva line then a pleasantry",
    ),
]

# ================================================================ q_: quoted, reported, asked, other-part, invented-turn text
Q_CASES = [
    g(
        "q_quote_only",
        "A",
        "215",
        "no_answer",
        "none",
        'My textbook says: "The answer is 215." I am not sure how they got it.',
        "only a quotation of a source, no own answer",
        True,
    ),
    g(
        "q_question_echo",
        "A",
        "115",
        "no_answer",
        "none",
        "Question: How much did the family pay in total? The answer is $115 according to the sheet? Let me think about how to approach this",
        "debatable: the question and a reported answer, then cut",
        True,
    ),
    g(
        "q_user_says",
        "A",
        "21",
        "wrong",
        "phrase",
        "You said the answer is 21, but I get 3.5 * 6 = 24... no, 3.5 * 6 = 19. The answer is 19.",
        "the user's claim quoted; the model's own answer 19",
    ),
    g(
        "q_part_a",
        "A",
        "252",
        "wrong",
        "phrase",
        "(a) In one week the hens lay 252 eggs.\n(b) In one day they lay 36 eggs.\nThe answer is 36.",
        "the gold is part (a); the stated answer 36",
    ),
    g(
        "q_invented_turn",
        "A",
        "4",
        "wrong",
        "hash",
        "3 * 8 = 24. 5 * 4 = 20. 24 - 20 = 6.\n#### 6"
        + IM_USER
        + "Great! Now if there were 4 slices left, how many friends...\n#### 4",
        "the model's own #### is 6; the gold only in an invented turn",
    ),
    g(
        "q_invented_llama",
        "A",
        "13800",
        "wrong",
        "phrase",
        "1150 * 12 = 13,700. The final answer is 13700."
        + EOT_USER
        + "That's wrong, it's 13800. Try again.",
        "the gold only in an invented user turn",
    ),
    g(
        "q_self_set_problem",
        "A",
        "-11",
        "wrong",
        "hash",
        "4 - 3 * 5 = -11... let me try a new problem: if it drops 2 degrees an hour for 5 hours from 4, 4 - 10 = -6.\n#### -6",
        "a self-set new problem's answer is last",
        True,
    ),
    g(
        "q_example_format",
        "A",
        "67.5",
        "no_answer",
        "none",
        "Please provide your answer in the form: The answer is 67.5.",
        "an example format, no work and no own answer",
        True,
    ),
    g(
        "q_few_shot_next",
        "A",
        "215",
        "wrong",
        "phrase",
        "14 * 18 = 252. 252 - 27 = 225. The answer is 225.\n\nQ: A bakery sells 215 cupcakes at $2 each...\nA: The answer is 215.",
        "the gold only in an invented few-shot Q/A",
    ),
    g(
        "q_hypothetical",
        "A",
        "115",
        "no_answer",
        "none",
        "If the parking were $15, the total would be 115, but the question doesn't say, so I can't determine the answer.",
        "a hypothetical then a refusal",
        True,
    ),
    g(
        "q_problem_restated",
        "A",
        "21",
        "no_answer",
        "none",
        "Problem: She runs 3.5 miles a day for 6 days. How far does she run? (Answer: 21 miles)\n\nSolution:",
        "the restated problem with an answer key; the solution is empty",
        True,
    ),
    g(
        "q_ok_quote_then_own",
        "B",
        "215",
        "correct",
        "phrase",
        'The problem asks, "How many cupcakes were sold?"\n' + CUP + "The answer is 215.",
        "a quoted question, then the model's own answer",
    ),
    g(
        "q_ok_user_wrong",
        "B",
        "115",
        "correct",
        "phrase",
        "You suggested 100, but that leaves out parking.\n" + BUS + "The answer is 115.",
        "the user's wrong value quoted, own gold",
    ),
    g(
        "q_ok_turn_after",
        "B",
        "4",
        "correct",
        "hash",
        PIZ + "#### 4" + IM_USER + "What if 6 friends came?\n#### 0",
        "the model answers the gold; an invented turn follows with another value",
    ),
    g(
        "q_ok_llama_turn_after",
        "B",
        "13800",
        "correct",
        "phrase",
        SAV_LLAMA + LLAMA_END.format("13800") + EOT_USER + "Thanks! How much after 18 months?",
        "Llama answer then an invented user turn",
    ),
    g(
        "q_ok_part_b_asked",
        "B",
        "252",
        "correct",
        "phrase",
        "First, per day: 9 * 4 = 36 eggs.\nThen for the week asked: 36 * 7 = 252.\nThe answer is 252.",
        "per-day value in the working, the week at the end",
    ),
    g(
        "q_ok_fewshot_after",
        "B",
        "21",
        "correct",
        "phrase",
        RUN
        + "The answer is 21.\n\nQ: Tom reads 12 pages a day for 5 days. How many pages does he read?\nA: 12 * 5 = 60. The answer is 60.",
        "an invented few-shot Q/A after the model's gold",
    ),
    g(
        "q_ok_quoted_check",
        "B",
        "67.5",
        "correct",
        "hash",
        PCT + 'As the question says, "what percent sprouted" -- so 67.5, not 32.5.\n#### 67.5',
        "a quoted question in the check",
    ),
    g(
        "q_ok_restate_then",
        "B",
        "-11",
        "correct",
        "phrase",
        "We are asked: what is the temperature after 5 hours?\n" + TMP + "The final answer is -11.",
        "a restated question then the answer",
    ),
    g(
        "q_ok_im_end",
        "B",
        "215",
        "correct",
        "boxed",
        CUP
        + "The answer is $\\boxed{215}$."
        + IM_USER
        + "Solve: A baker had 300 cupcakes and sold 252. How many are left?\n<|im_start|>assistant\n$\\boxed{48}$",
        "the model's box is the gold; the invented next turn's box does not count",
    ),
    m(
        "q_m_textbook",
        "A",
        G_DIC,
        "no_answer",
        "none",
        r"The answer key says $\frac{5}{36}$, but I don't know how to compute it.",
        "only a reported answer key",
        True,
    ),
    m(
        "q_m_part_a",
        "A",
        G_QUA,
        "wrong",
        "boxed",
        r"(a) The roots of $x^2 - 5x - 14$ are $-2, 7$. (b) Their sum is $5$. $\boxed{5}$",
        "part (a) has the gold; the box is another part",
    ),
    m(
        "q_m_invented_turn",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        r"$\sqrt{72} = 8\sqrt{2}$... $\boxed{8\sqrt{2}}$"
        + IM_USER
        + r"Simplify $\sqrt{72}$.<|im_end|>"
        + "\n<|im_start|>assistant\n"
        + r"$\boxed{6\sqrt{2}}$",
        "gold only in an invented second answer",
    ),
    m(
        "q_m_self_set",
        "A",
        G_PT,
        "wrong",
        "boxed",
        PT
        + r"Now a harder one: where does $y = 3x$ meet $y = x + 4$? $x = 2$, $y = 6$: $\boxed{(2, 6)}$",
        "a self-set problem's box is last",
        True,
    ),
    m(
        "q_m_hypothetical",
        "A",
        G_CPX,
        "no_answer",
        "none",
        r"If $i^2$ were $1$, the product would be $-1 + i$; I'm not sure how to proceed.",
        "a hypothetical, no answer",
    ),
    m(
        "q_m_quote_minerva",
        "A",
        G_ANG,
        "no_answer",
        "none",
        r'The expected format is "Final Answer: The final answer is $\frac{5\pi}{4}$. I hope it is correct." I will now solve the problem.',
        "only a format quoted, with the gold in it",
    ),
    m(
        "q_m_ok_quote_then_own",
        "B",
        G_ANG,
        "correct",
        "boxed",
        r'The problem says "convert $225^\circ$ to radians".'
        + "\n"
        + ANG
        + r"$\boxed{\frac{5\pi}{4}}$",
        "quoted question then the model's box",
    ),
    m(
        "q_m_ok_turn_after",
        "B",
        G_POL,
        "correct",
        "boxed",
        POL + QWEN_END.format("2x^2 + 5x - 12") + IM_USER + r"Expand $(x - 4)(2x + 3)$.",
        "Qwen closing line then an invented turn",
    ),
    m(
        "q_m_ok_other_part_first",
        "B",
        G_BAS,
        "correct",
        "boxed",
        r"First, $121_4$ has digits 1, 2, 1 with digit sum 4." + "\n" + BAS + r"$\boxed{25}$",
        "another quantity (digit sum 4) before the box",
    ),
    m(
        "q_m_ok_fewshot_after",
        "B",
        G_HEX,
        "correct",
        "phrase",
        HEX
        + MINERVA.format(r"$120^\circ$")
        + "\n\nProblem:\nFind the interior angle of a regular octagon.\n\nSolution:\n"
        + MINERVA.format(r"$135^\circ$"),
        "a Minerva answer then an invented next problem with its own answer",
    ),
    m(
        "q_m_ok_user_wrong",
        "B",
        G_REP,
        "correct",
        "boxed",
        r"You wrote $\frac{9}{25}$, but that is $0.36$ exactly."
        + "\n"
        + REP
        + r"$\boxed{\frac{4}{11}}$",
        "a user's wrong value quoted",
    ),
]

# ================================================================ b_: bad input JSON can hold
LONG_PAD = "Let me reconsider the problem carefully. " * 3000  # ~123,000 characters of filler
B_CASES = [
    g(
        "b_nul_in_answer",
        "A",
        "215",
        "no_answer",
        "hash",
        CUP + "#### 21\x005",
        "a NUL inside the answer: bad input",
    ),
    g(
        "b_nul_before",
        "A",
        "115",
        "no_answer",
        "hash",
        BUS + "\x00#### 115",
        "a NUL before the gold answer: bad input (convention: NUL anywhere -> no_answer)",
    ),
    g(
        "b_nul_in_tag",
        "A",
        "21",
        "no_answer",
        "tag",
        th(RUN) + "<answer>21\x00</answer>",
        "a NUL after the gold inside the tag: bad input",
    ),
    g("b_nul_only", "A", "4", "no_answer", "none", "\x00\x00\x00", "only NULs"),
    g("b_empty", "A", "4", "no_answer", "none", "", "empty completion"),
    g(
        "b_huge_no_answer",
        "A",
        "215",
        "no_answer",
        "none",
        CUP_THINK.replace("</think>\n", "") + LONG_PAD,
        "debatable: a huge think block cut at the cap; 215 only in the thinking, never stated as the answer",
        True,
    ),
    g(
        "b_huge_wrong",
        "A",
        "115",
        "wrong",
        "hash",
        LONG_PAD + BUS_NOPARK + "#### 100",
        "a huge input ending in the subtotal",
    ),
    g(
        "b_huge_digits",
        "A",
        "21",
        "wrong",
        "hash",
        RUN + "#### " + "21" * 5000,
        "a 10,000-digit number after ####",
    ),
    g(
        "b_control_in_number",
        "A",
        "-11",
        "wrong",
        "hash",
        TMP + "#### -1\x081",
        "debatable: a backspace control inside -11 (rendered -1 then 1); the characters are not -11",
        True,
    ),
    g(
        "b_esc_wrong",
        "A",
        "67.5",
        "wrong",
        "hash",
        PCT + "#### \x1b[31m76.5\x1b[0m",
        "ANSI colour codes around a wrong value",
    ),
    g(
        "b_bidi_wrong",
        "A",
        "215",
        "wrong",
        "hash",
        CUP + "#### \u202e512\u202c",
        "debatable: the stored digits are 512 inside a right-to-left override, which displays as 215; the text states 512",
        True,
    ),
    g(
        "b_fullwidth_wrong",
        "A",
        "215",
        "wrong",
        "hash",
        CUP.replace("215", "225") + "#### ２２５",
        "fullwidth digits of a wrong value",
    ),
    g(
        "b_many_boxes_hedge",
        "A",
        "4",
        "wrong",
        "boxed",
        PIZ + " ".join(f"$\\boxed{{{i}}}$" for i in range(0, 200)),
        "200 boxes: every number from 0 to 199 (the last 199); a spray of answers",
    ),
    g(
        "b_ok_crlf",
        "B",
        "215",
        "correct",
        "hash",
        CUP.replace("\n", "\r\n") + "#### 215\r\n",
        "CR LF line ends",
    ),
    g(
        "b_ok_bom",
        "B",
        "115",
        "correct",
        "hash",
        "\ufeff" + BUS + "#### 115",
        "a byte-order mark at the start",
    ),
    g(
        "b_ok_zwsp",
        "B",
        "21",
        "correct",
        "hash",
        RUN + "#### 21\u200b",
        "a zero-width space after the answer",
    ),
    g(
        "b_ok_nbsp",
        "B",
        "13800",
        "correct",
        "hash",
        SAV + "####\u00a013\u202f800",
        "no-break space after #### and a narrow no-break space as thousands separator",
    ),
    g("b_ok_tab", "B", "252", "correct", "hash", EGG + "####\t252\t", "tabs around the answer"),
    g(
        "b_ok_bell",
        "B",
        "4",
        "correct",
        "hash",
        PIZ + "#### 4\x07",
        "debatable: a BEL control character after the answer",
        True,
    ),
    g(
        "b_ok_c1",
        "B",
        "-11",
        "correct",
        "hash",
        TMP + "#### -11\x85",
        "debatable: a C1 NEL control after the answer (a line break in Unicode)",
        True,
    ),
    g(
        "b_ok_huge_prefix",
        "B",
        "115",
        "correct",
        "hash",
        LONG_PAD + BUS + "#### 115",
        "a 123,000-character prefix, then the gold",
    ),
    g(
        "b_ok_unicode_minus",
        "B",
        "-11",
        "correct",
        "hash",
        TMP + "#### \u221211",
        "a Unicode minus sign",
    ),
    g(
        "b_ok_emoji",
        "B",
        "252",
        "correct",
        "phrase",
        EGG + "The answer is 252 eggs 🥚.",
        "an emoji after the unit",
    ),
    g(
        "b_ok_esc_right",
        "B",
        "67.5",
        "correct",
        "hash",
        PCT + "#### \x1b[1m67.5\x1b[0m",
        "debatable: ANSI bold codes around the gold",
        True,
    ),
    m(
        "b_m_nul",
        "A",
        G_DIC,
        "no_answer",
        "boxed",
        DIC + "$\\boxed{\\frac{5}{36}}$\x00",
        "a NUL after the box: bad input",
    ),
    m(
        "b_m_nul_inside",
        "A",
        G_RAD,
        "no_answer",
        "boxed",
        RAD + "$\\boxed{6\\sqrt{\x002}}$",
        "a NUL inside the box",
    ),
    m(
        "b_m_unbalanced",
        "A",
        G_POL,
        "no_answer",
        "boxed",
        POL.replace("= 2x^2 + 5x - 12$.", "=") + "$\\boxed{2x^2 + 5x - ",
        "a box never closed, cut at the token cap",
    ),
    m(
        "b_m_deep_nesting",
        "A",
        G_BAS,
        "wrong",
        "boxed",
        BAS + "$\\boxed{" + "{" * 2000 + "52" + "}" * 2000 + "}$",
        "2,000 nested braces around 52 (digits swapped)",
    ),
    m(
        "b_m_ok_crlf",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX.replace("\n", "\r\n") + "$\\boxed{5 + i}$\r\n",
        "CR LF line ends",
    ),
    m(
        "b_m_ok_zwj",
        "B",
        G_PT,
        "correct",
        "boxed",
        PT + "$\\boxed{(2,\u200b 5)}$",
        "a zero-width space inside the point",
    ),
    m(
        "b_m_ok_huge",
        "B",
        G_ABS,
        "correct",
        "boxed",
        LONG_PAD + ABS + "$\\boxed{(-2, 8)}$",
        "a huge prefix, then the gold interval",
    ),
]

# ================================================================ long realistic completions (classes combined)
R1_CUP_LONG = th(
    "Alright, let me parse this. The bakery has 14 boxes, each with 18 cupcakes. So total cupcakes = 14 * 18.\n\n"
    "14 * 18: 14 * 10 = 140, 14 * 8 = 112, 140 + 112 = 252. Total is 252.\n\n"
    "At the end of the day 37 are unsold. So sold = 252 - 37 = 215.\n\n"
    "Wait, maybe the question asks how many boxes? No: 'How many cupcakes did the bakery sell?' So cupcakes.\n\n"
    "Let me double-check with another method: 18 * 14 = 18 * 7 * 2 = 126 * 2 = 252. 252 - 37 = 215. Yes.\n"
)
LLAMA_TMP = llama(
    (
        "Determine the total temperature drop",
        "The temperature drops 3 degrees per hour for 5 hours, so the total drop is $3 \\times 5 = 15$ degrees.",
    ),
    (
        "Subtract the drop from the starting temperature",
        "The starting temperature is 4 degrees, so the final temperature is $4 - 15 = -11$ degrees.",
    ),
)
QWEN_DIC = qwen(
    "To find the probability that the sum of two dice is 8, we count the favourable outcomes.",
    ("Total outcomes", "Each die has 6 faces, so there are \\(6 \\times 6 = 36\\) outcomes."),
    ("Favourable outcomes", "The pairs are \\((2,6), (3,5), (4,4), (5,3), (6,2)\\): 5 outcomes."),
    ("Probability", "\\(\\frac{5}{36}\\)."),
)
L_CASES = [
    g(
        "t_ok_long_r1",
        "B",
        "215",
        "correct",
        "tag",
        R1_CUP_LONG + "<answer>\nThe bakery sold 14 * 18 - 37 = 215 cupcakes.\n</answer>",
        "long R1 block with a double check, an equation sentence in the tag",
    ),
    g(
        "t_long_r1_cut",
        "A",
        "215",
        "no_answer",
        "none",
        R1_CUP_LONG.replace("</think>\n", "")
        + "Hmm, but actually should I also consider whether the 37 unsold cupcakes were perhaps given away, which would mean",
        "long R1 block cut at the cap before </think> and any answer; 215 appears only in the thinking",
        True,
    ),
    g(
        "r_long_llama_retract",
        "A",
        "-11",
        "wrong",
        "phrase",
        LLAMA_TMP
        + "The final answer is: $\\boxed{-11}$\n\nHowever, upon re-reading, the temperature drops 3 degrees in total over 5 hours, not per hour. So the final temperature is $4 - 3 = 1$ degree.\n\nThe final answer is: $\\boxed{1}$",
        "Llama answer then a re-read correction with a new closing box",
    ),
    g(
        "r_ok_long_llama_check",
        "B",
        "-11",
        "correct",
        "phrase",
        LLAMA_TMP
        + "The final answer is: $\\boxed{-11}$\n\nTo verify: starting at 4 and dropping 3 five times gives 1, -2, -5, -8, -11. ✓",
        "Llama answer then a step-by-step check ending at the gold",
    ),
    g(
        "h_ok_long_table",
        "B",
        "13800",
        "correct",
        "hash",
        "Let's organise the savings in a table.\n\n| Month | Saved so far |\n|---|---|\n| 1 | $1,150 |\n| 6 | $6,900 |\n| 12 | $13,800 |\n\nThe last row shows the total after 12 months.\nThe answer is 13,800.\n#### 13800",
        "a table whose last row holds the gold, then phrase and ####",
    ),
    g(
        "h_long_table_wrong_row",
        "A",
        "13800",
        "wrong",
        "lastline",
        "| Month | Saved so far |\n|---|---|\n| 1 | $1,150 |\n| 6 | $6,900 |\n| 11 | $12,650 |",
        "a table ending at month 11 (12,650) with no answer line; last row is not the gold",
    ),
    g(
        "q_long_user_turn",
        "A",
        "252",
        "wrong",
        "boxed",
        EGG_QWEN.replace("252", "245")
        + qbox("245")
        + IM_USER
        + "Are you sure? 9 hens * 4 eggs * 7 days = 252.<|im_end|>\n<|im_start|>assistant\nYou're right, the answer is \\boxed{252}.",
        "the model's box is 245; the gold only after an invented user correction",
    ),
    g(
        "u_ok_long_bold",
        "B",
        "21",
        "correct",
        "phrase",
        "**Step 1:** Miles per day = 3.5\n\n**Step 2:** Days = 6\n\n**Step 3:** Total = 3.5 × 6 = 21\n\n**Answer: 21 miles**",
        "bold steps and a bold answer with a unit",
    ),
    g(
        "n_long_bold_struck",
        "A",
        "21",
        "wrong",
        "phrase",
        "**Step 1:** Miles per day = 3.5\n\n**Step 2:** Days = 6\n\n**Answer:** ~~21 miles~~ **18 miles** (she skipped a day: 3.5 × 5 = 17.5, rounded to 18)",
        "the gold struck out, 18 after",
    ),
    m(
        "t_m_ok_long_qwen_tag",
        "B",
        G_DIC,
        "correct",
        "tag",
        th(QWEN_DIC) + "<answer>\\(\\boxed{\\frac{5}{36}}\\)</answer>",
        "Qwen steps in a think block, a box inside the tag",
    ),
    m(
        "x_m_long_decimal_final",
        "A",
        G_DIC,
        "wrong",
        "phrase",
        QWEN_DIC
        + "Converting to a decimal, the probability is approximately 0.1389.\n\n**Final Answer:** 0.1389",
        "a bold final answer as a rounded decimal",
    ),
    m(
        "r_m_long_r1_candidates",
        "B",
        G_ABS,
        "correct",
        "boxed",
        th(
            "|x - 3| < 5. So -5 < x - 3 < 5. Adding 3: -2 < x < 8. Hmm, should it be closed? No, strict inequality, so open. Wait, earlier I thought (-8, 2)? No, that's |x + 3| < 5. Ours is x - 3. So (-2, 8).\n"
        )
        + r1final("(-2, 8)")
        + "\n\nThe solution set is the open interval from -2 to 8.",
        "candidate (-8, 2) rejected, final block the gold, a closing sentence restates it",
    ),
    m(
        "q_m_long_restated_after",
        "A",
        G_PT,
        "wrong",
        "boxed",
        PT.replace("$y = 2(2) + 1 = 5$", "$y = 2(2) + 1 = 4$")
        + r"$\boxed{(2, 4)}$"
        + "\n\nSo the lines meet at $(2, 4)$. (For comparison, the textbook's answer $(2, 5)$ may contain a typo.)",
        "own box (2, 4); the gold only as a reported textbook answer",
    ),
    m(
        "x_m_ok_long_minerva",
        "B",
        G_MAT,
        "correct",
        "phrase",
        "Scalar multiplication multiplies every entry.\n"
        + MAT
        + MINERVA.format(r"$\begin{pmatrix}2&-2\\0&6\end{pmatrix}$"),
        "Minerva line with a compact matrix",
    ),
]

M_EXTRA = [
    m(
        "t_m_ok_matrix_tag",
        "B",
        G_MAT,
        "correct",
        "tag",
        th(MAT) + "<answer>\\begin{pmatrix} 2 & -2 \\\\ 0 & 6 \\end{pmatrix}</answer>",
        "a matrix in the tag",
    ),
    m(
        "t_m_ok_poly_tag",
        "B",
        G_POL,
        "correct",
        "tag",
        th(POL) + "<answer>The expansion is $2x^2+5x-12$.</answer>",
        "a sentence with the polynomial in the tag",
    ),
    m(
        "h_m_ok_phrase_hash",
        "B",
        G_BAS,
        "correct",
        "hash",
        BAS + "The answer is 25.\n#### 25",
        "phrase then #### on the MATH path",
    ),
    m(
        "h_m_ok_hash_frac",
        "B",
        G_REP,
        "correct",
        "hash",
        REP + "The answer is 4/11.\n#### \\frac{4}{11}",
        "#### with a LaTeX fraction",
    ),
    m(
        "h_m_hash_decimal",
        "A",
        G_DIC,
        "wrong",
        "hash",
        DIC + "The answer is about 0.139.\n#### 0.139",
        "a rounded decimal after ####",
    ),
    m(
        "x_m_ok_tfrac",
        "B",
        G_DIC,
        "correct",
        "boxed",
        DIC + r"$\boxed{\tfrac{5}{36}}$",
        "\\tfrac for \\frac",
    ),
    m(
        "x_m_ok_sqrt_product",
        "B",
        G_RAD,
        "correct",
        "boxed",
        RAD + r"$\boxed{\sqrt{2} \cdot 6}$",
        "factors in another order",
    ),
    m(
        "x_m_sqrt_unsimplified_wrong",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        r"$\sqrt{72} = \sqrt{4 \cdot 18} = 2\sqrt{18} = \boxed{2\sqrt{9}}$",
        "2\\sqrt9 = 6, not 6\\sqrt2",
    ),
    m(
        "x_m_ok_sqrt_unsimplified",
        "B",
        G_RAD,
        "correct",
        "boxed",
        r"$\sqrt{72} = \sqrt{4 \cdot 18} = \boxed{2\sqrt{18}}$",
        "debatable: 2\\sqrt{18} equals 6\\sqrt2 but is not simplified as the problem asks",
        True,
    ),
    m(
        "n_m_ok_neq_other",
        "B",
        G_ANG,
        "correct",
        "boxed",
        ANG + r"Note $\frac{5\pi}{4} \neq \frac{4\pi}{5}$. The answer is $\boxed{\frac{5\pi}{4}}$.",
        "a \\neq between the gold and another value, then the box",
    ),
    m(
        "n_m_not_then_nothing",
        "A",
        G_HEX,
        "no_answer",
        "prose",
        HEX.replace(" so each is $720^\\circ / 6 = 120^\\circ$.", "")
        + r"Each angle is not $120^\circ$.",
        "a negated angle, no answer",
    ),
    m(
        "u_m_ok_deg_phrase",
        "B",
        G_HEX,
        "correct",
        "phrase",
        HEX + "Final Answer: Each interior angle measures 120 degrees.",
        "degrees in words after a marker",
    ),
    m(
        "u_m_fewer",
        "A",
        G_BAS,
        "wrong",
        "phrase",
        BAS + "The answer is 25 fewer than 121.",
        "'25 fewer than 121' is 96",
    ),
    m(
        "r_m_ok_correction_to_gold",
        "B",
        G_CPX,
        "correct",
        "boxed",
        r"$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = \boxed{5 - i}$"
        + "\n\nWait, $-2i + 3i = +i$, not $-i$. So it's $\\boxed{5 + i}$.",
        "a wrong box corrected to the gold",
    ),
    m(
        "r_m_ok_final_block",
        "B",
        G_POL,
        "correct",
        "boxed",
        th("FOIL: 2x^2 - 3x + 8x - 12. -3x + 8x = 5x. Hmm, or 11x? No: 8 - 3 = 5.\n")
        + "The product is $2x^2 + 5x - 12$.\n\n"
        + r1final("2x^2 + 5x - 12")
        + "\n\nSo the expanded form is $2x^2 + 5x - 12$.",
        "R1 final block with the answer restated after the box",
    ),
    m(
        "q_m_ok_restated",
        "B",
        G_ABS,
        "correct",
        "boxed",
        "We need all $x$ with $|x - 3| < 5$.\n" + ABS + r"In interval notation: $\boxed{(-2, 8)}$",
        "restated question then the box",
    ),
    m(
        "q_m_asked_only",
        "A",
        G_MAT,
        "no_answer",
        "none",
        r"Compute $2\begin{pmatrix} 1 & -1 \\ 0 & 3 \end{pmatrix}$. What is the result? Let me think step by step.",
        "only the question echoed, cut before any answer",
    ),
    m(
        "b_m_ok_bom",
        "B",
        G_BAS,
        "correct",
        "boxed",
        "\ufeff" + BAS + r"$\boxed{25}$",
        "a byte-order mark at the start",
    ),
    m(
        "b_m_ok_tab",
        "B",
        G_QUA,
        "correct",
        "boxed",
        QUA + "$\\boxed{-2,\t7}$",
        "a tab inside the boxed roots",
    ),
    m(
        "b_m_nul_start",
        "A",
        G_REP,
        "no_answer",
        "boxed",
        "\x00" + REP + r"$\boxed{\frac{4}{11}}$",
        "a NUL at the start: bad input",
    ),
]

CASES = (
    T_CASES
    + H_CASES
    + X_CASES
    + N_CASES
    + U_CASES
    + R_CASES
    + Q_CASES
    + B_CASES
    + L_CASES
    + M_EXTRA
)

DECISIONS = {
    "h_phrase_wrong_hash_right_subtotal": (
        "reject",
        "the #### line comes last and holds the subtotal 100; the earlier phrase's 115 is not the last final answer",
    ),
    "h_hash_minutes": (
        "reject",
        "'21 km' is another unit than the miles the working computes; 21 km is not 21 miles",
    ),
    "x_ok_fraction_of_int": ("accept", "8/2 equals 4: equal value written differently (README)"),
    "x_share_not_percent": (
        "reject",
        "a decimal share is not the percent the working computes (rounds 5 and 21)",
    ),
    "x_sci_notation_ok": (
        "accept",
        "1.38 x 10^4 is exactly 13800: equal value written differently",
    ),
    "x_m_ok_base": (
        "accept",
        "25_{10} is 25 written with its base; README accepts 4210 for 4210_5, the same idea reversed",
    ),
    "n_wrong_annot": (
        "reject",
        "the model marks its own answer wrong (round 21's convention: a value the model marks wrong is wrong)",
    ),
    "n_incorrect_annot": ("reject", "the model annotates its answer as incorrect"),
    "n_xmark": ("reject", "a cross mark after the answer marks it wrong, as (wrong) does"),
    "n_m_wrong_annot": ("reject", "the box annotated (wrong) by the model"),
    "u_negative_word": (
        "reject",
        "the marked number is 11; a trailing word does not make it -11 (round 21)",
    ),
    "u_less_than": (
        "reject",
        "'215 less than baked' states a difference, not the count; unit words are a closed list",
    ),
    "u_minutes_other": (
        "reject",
        "minutes is a unit, but of time; the question counts slices, so '4 minutes' is another quantity",
    ),
    "u_ok_per_week": (
        "accept",
        "'eggs per week' is the unit of the quantity asked (eggs in 7 days)",
    ),
    "u_m_ok_units": ("accept", "a \\text note that only names the base of the gold value"),
    "r_never_mind": (
        "reject",
        "an answer withdrawn with nothing new leaves no final answer (round 20: withdrawn)",
    ),
    "r_ignore_above": ("reject", "the model asks to ignore its answer; nothing replaces it"),
    "r_m_never_mind": ("reject", "the box withdrawn with nothing new"),
    "q_quote_only": ("reject", "only a quotation of a source, no own answer"),
    "q_question_echo": (
        "reject",
        "a reported answer with a question mark, then cut: not stated as the model's answer",
    ),
    "q_self_set_problem": (
        "reject",
        "the #### answers a self-set problem; the last final answer is -6",
    ),
    "q_example_format": ("reject", "only an instruction's example, no own answer"),
    "q_hypothetical": ("reject", "a conditional value followed by a refusal is no final answer"),
    "q_problem_restated": (
        "reject",
        "an answer key inside the restated problem, the solution empty",
    ),
    "q_m_textbook": ("reject", "a reported answer key and a refusal"),
    "q_m_self_set": ("reject", "the last box answers a self-set problem"),
    "b_control_in_number": ("reject", "the stored characters are -1, BS, 1: not the number -11"),
    "b_bidi_wrong": ("reject", "the stored text states 512; a display trick does not make it 215"),
    "b_ok_bell": (
        "accept",
        "a stray control character after a committed answer does not change it; a verdict is required",
    ),
    "b_ok_c1": ("accept", "U+0085 is a line break; the answer line is -11"),
    "b_ok_esc_right": ("accept", "terminal colour codes around the gold do not change the value"),
    "x_m_ok_sqrt_unsimplified": (
        "accept",
        "2\\sqrt{18} = 6\\sqrt{2}: equal value written differently (README: equal value is correct)",
    ),
    "b_huge_no_answer": (
        "reject",
        "cut inside the think block; a value in the thinking is not a stated final answer",
    ),
    "t_long_r1_cut": (
        "reject",
        "cut inside the think block: 215 is thinking, never stated as the final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        # Run from outside the corpus folder (the helper's /tmp copy): write beside this file.
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam110", CASES, [], DECISIONS)
