r"""Build adversarial_redteam12.jsonl: a twelfth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam12", issue 25), written in session 15 by a helper
WITHOUT reading the checker's source, its README rules, bench/ (the bench notes included), tests/
or any ANALYSIS.md, from issue 25's classes and from how real models write, and handed over BEFORE
any scoring. Not model output. Only corpus/README.md ("How labels were made"), corpus_build.py and
the builders of rounds 1-11 were read; round 8's structure and label conventions are kept.

New against rounds 1-11: other problems and numbers (a hall's chairs 23 * 18 - 57 = 357, with the
misreading 24 * 18 - 57 = 375 as the usual wrong value; fuel 6.4 L per 100 km over 350 km = 22.4 L;
16 payments of $135 = $2,160; a submarine at -24 m diving 27 m = -51; seedlings 22 of 25 = 88 %;
a bus ride and a walk of 203 minutes; 52,000 bottles; a ribbon's 1.25 m; MATH: 3/28 for two red
marbles, 5\sqrt3, 3 + \sqrt5, the open interval (-2, 5), roots -1/3 and 2, a 12-gon's 150 degrees,
a cone's 24\pi, (4 - i)(2 + 3i) = 11 + 10i, arcsin(-\sqrt3/2) = -\pi/3, log_3(1/81) = -4,
2021_3 = 61, the point (2, -1), 2x^2 + 9x - 5, the vector (5, -1), BALLOON's 1260, the series sum
765, 0.\overline{54} = 6/11, the inverse (x + 5)/4, the day Wednesday, the distance 13, the union
(-\infty, -3) \cup (4, \infty), choice (A)), other wordings and mechanisms (self-consistency
"Majority vote" lines, asserts and Qwen TIR ```output blocks, Alpaca "### Instruction:" tails,
R1-distill "**Final Answer**\n\[\n\boxed{}\n\]" blocks after </think>, R1-Zero "Assistant: <think>"
lines, Qwen2.5-Math "\(\boxed{}\)", nested and malformed answer tags, \st{}, <strike>, \textcolor
red annotations, U+0335 overlays, \xcancel, a CAS / reviewer / answer key reported, options with
a letter picked, shotgun boxes and #### lines, an unclosed box, NaN and \infty, a vertical tab
before a retraction, deep brace nesting, 75 KB preambles), languages not used for these classes
before (negations in Icelandic, Norwegian, Croatian, Tamil; answer labels in Azerbaijani and
Uzbek; retractions in Uzbek, Tamil, Scottish Gaelic, Mongolian, Kyrgyz, Kannada, Malagasy, Shona;
Chinese thinking), other digit forms (Myanmar, Khmer, Tamil, Javanese, mathematical sans-serif,
fullwidth digits in a LaTeX fraction, HTML numeric entities) and real-model styles (DeepSeek-R1 distills, Qwen "### Step" answers and
<|im_end|> / <|endoftext|>, Llama 3 "The final answer is: $\boxed{}$" and <|eot_id|>, Phi-3
<|end|>, OLMo "So the answer is", Mistral </s>[INST], Minerva "Final Answer:"
lines, GSM8K `####`), classes combined.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples; `b_` bad input a JSON corpus can hold (lone surrogates cannot be
written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-11's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, a cut inside the answer, only a quotation or an
example) is `no_answer`; equal in value but written differently is `correct`; a decimal for an
exact irrational or repeating gold is `wrong` unless the model writes the exact value and then its
own rounding of it; a hedge word ("approximately", "roughly") on an exact value is `wrong`; a value
the model itself marks wrong is `wrong`, one it negates or strikes with nothing after is
`no_answer`; an explicit correction after a wrong answer makes the corrected value the final one;
a withdrawn answer with nothing new is `wrong`; text in an invented next turn (an Alpaca
"### Instruction:", a Mistral or Llama 3 user turn) does not count. A NUL anywhere makes
the pair bad input: a right answer with a NUL is labelled `correct` and `debatable`, decision
`reject`. Unit words are chosen so the label does not depend on the question (which the checker
does not see): where a unit word matters, the working the checker sees fixes the quantity (litres
against mL or L/100 km, minutes against seconds or hours, a depth of -51 m against "above the
surface", a monthly $135 against "$2,160 a month"). A probe whose label is itself debatable carries
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes
(written black-box: a proposal, not a reading of the checker's documented rules).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam12.py
"""

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
CH_1 = "The hall has 23 rows of 18 chairs, so it has 23 * 18 = 414 chairs.\n"  # 20*18 + 3*18 = 360 + 54
CH = CH_1 + "57 chairs are broken and removed, so 414 - 57 = 357 chairs remain.\n"
# gold 357 (414 - 57 = 357; check 357 + 57 = 414)
MIS = "24 rows, so 24 * 18 = 432 and 432 - 57 = 375"  # the misreading: 432 - 57 = 375
CH_WRONG = "The hall has 24 rows of 18 chairs: 24 * 18 = 432, and 432 - 57 = 375 chairs remain.\n"
TH = "<think>\n" + CH + "</think>\n"
ZH = "<think>\n大厅有23排椅子，每排18把，一共 23 × 18 = 414 把。坏了57把被搬走，所以剩下 414 − 57 = 357 把。\n</think>\n"
R1 = (
    "<think>\nOkay, let's see. The hall has 23 rows and each row has 18 chairs. So the total is 23 "
    "times 18. 20 * 18 = 360 and 3 * 18 = 54, so 360 + 54 = 414 chairs. Then 57 chairs are broken "
    "and taken out. 414 - 57... 414 - 50 = 364, minus 7 is 357. Let me double-check: 357 + 57 = "
    "414. Yes. Wait, did the problem say 23 rows or 24? It says 23. Okay, so 357 chairs remain.\n"
    "</think>\n\nThe hall has 23 * 18 = 414 chairs; removing the 57 broken ones leaves 357.\n\n"
)  # gold 357
QWEN = (
    "To determine how many chairs remain, we proceed step by step.\n\n"
    "### Step 1: Total number of chairs\n\\[\n23 \\times 18 = 414\n\\]\n\n"
    "### Step 2: Remove the broken chairs\n\\[\n414 - 57 = 357\n\\]\n\n"
)  # gold 357
FUEL = "The car uses 6.4 L per 100 km. 350 km is 3.5 hundreds of km, so it uses 6.4 * 3.5 = 22.4 L.\n"  # gold 22.4 (6.4 * 3 = 19.2, 6.4 * 0.5 = 3.2; 19.2 + 3.2 = 22.4 = 112/5)
LOAN = "Omar pays $135 a month for 16 months: 16 * 135 = $2,160.\n"  # gold 2160 (16*135 = 2160)
SUB = "The submarine starts at -24 m and dives a further 27 m: -24 - 27 = -51 m.\n"  # gold -51
SURV = "22 of the 25 seedlings survived: 22 / 25 = 0.88, so 88% survived.\n"  # gold 88
BUS = "The bus ride takes 2 h 35 min = 155 minutes and the walk 48 minutes: 155 + 48 = 203 minutes.\n"  # gold 203 (2 * 60 + 35 = 155; 155 + 48 = 203 = 3 h 23 min)
BOT = "The plant fills 3,250 bottles a day for 16 days: 3250 * 16 = 52,000 bottles.\n"  # 52000
RIB = "A 7.5 m ribbon cut into 6 equal pieces gives 7.5 / 6 = 1.25 m per piece.\n"  # 1.25 = 5/4

# ---------------------------------------------------------------- MATH-style working
CARD = (
    r"Drawing two marbles without replacement from 3 red and 5 blue: "
    r"$P(\text{both red}) = \frac{3}{8} \cdot \frac{2}{7} = \frac{6}{56}$." + "\n"
)  # gold 3/28 = 0.10714285714... = 0.10\overline{714285}
R75 = r"We have $\sqrt{75} = \sqrt{25 \cdot 3}$." + "\n"  # gold 5\sqrt3 = 8.6602...
CONJ = (
    r"Multiplying by the conjugate, $\frac{4}{3 - \sqrt{5}} = \frac{4(3 + \sqrt{5})}{9 - 5}$."
    + "\n"
)  # gold 3 + \sqrt5 = 5.2360...
ABS = r"$|2x - 3| < 7$ means $-7 < 2x - 3 < 7$, so $-4 < 2x < 10$." + "\n"  # gold (-2, 5)
QD = (
    r"We factor $3x^2 - 5x - 2 = (3x + 1)(x - 2)$ and set each factor to zero." + "\n"
)  # gold -1/3, 2 (3x^2 - 6x + x - 2)
POLY = (
    r"A regular $12$-gon has angle sum $(12 - 2) \cdot 180^\circ = 1800^\circ$, shared by $12$ "
    r"equal angles." + "\n"
)  # gold 150
CONE = (
    r"The cone's volume is $\frac{1}{3}\pi r^2 h = \frac{1}{3}\pi \cdot 3^2 \cdot 8$." + "\n"
)  # gold 24\pi = 75.398...
CPX = r"We expand $(4 - i)(2 + 3i) = 8 + 12i - 2i - 3i^2$ and use $i^2 = -1$." + "\n"  # 11 + 10i
ASIN = (
    r"We need the angle in $\left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$ whose sine is "
    r"$-\frac{\sqrt{3}}{2}$." + "\n"
)  # gold -\pi/3 = -1.0471...
LOG = r"Since $3^4 = 81$, we have $\frac{1}{81} = 3^{-4}$." + "\n"  # gold -4
B3 = r"In base $3$, $2021_3 = 2 \cdot 27 + 0 \cdot 9 + 2 \cdot 3 + 1$." + "\n"  # 54 + 6 + 1 = 61
SYS = (
    r"From $x + 2y = 0$ we get $x = -2y$; then $3x - y = 7$ gives $-7y = 7$, so $y = -1$ and "
    r"$x = 2$." + "\n"
)  # gold (2, -1): 3*2 - (-1) = 7, 2 + 2*(-1) = 0
EXP = r"Expanding, $(2x - 1)(x + 5) = 2x^2 + 10x - x - 5$." + "\n"  # gold 2x^2 + 9x - 5
VEC = (
    r"$2\begin{pmatrix} 1 \\ -3 \end{pmatrix} + \begin{pmatrix} 3 \\ 5 \end{pmatrix} = "
    r"\begin{pmatrix} 2 + 3 \\ -6 + 5 \end{pmatrix}$" + "\n"
)  # gold (5, -1)
WORD = (
    r"BALLOON has $7$ letters with L and O each appearing twice, so the count is "
    r"$\frac{7!}{2!\,2!} = \frac{5040}{4}$." + "\n"
)  # gold 1260
GEO = (
    r"The series $3 + 6 + 12 + \dots + 384$ has ratio $2$ and $8$ terms (since $384 = 3 \cdot 2^7$), "
    r"so its sum is $3(2^8 - 1)$" + "\n"
)  # gold 765 = 3 * 255 (7 terms would give 3 * 127 = 381)
REP = r"Let $x = 0.\overline{54}$; then $100x - x = 54$, so $x = \frac{54}{99}$." + "\n"  # 6/11
INV = r"Write $y = 4x - 5$ and solve for $x$: $x = \frac{y + 5}{4}$." + "\n"  # gold (x + 5)/4
DAY = r"$100 = 14 \cdot 7 + 2$, so $100$ days after Monday is $2$ days after Monday." + "\n"
DIST = r"The distance from $(2, -3)$ to $(7, 9)$ is $\sqrt{5^2 + 12^2} = \sqrt{169}$" + "\n"  # 13
UNION = (
    r"$x^2 - x - 12 = (x - 4)(x + 3) > 0$ when both factors have the same sign, i.e. outside the "
    r"roots $-3$ and $4$." + "\n"
)  # gold (-\infty, -3) \cup (4, \infty)
CHOICE = r"Only option (A) satisfies both conditions; (B), (C), (D) and (E) each fail one." + "\n"

QMATH_END = "The final answer is \\(\\boxed{{{}}}\\)."
R1_FINAL = "**Final Answer**\n\\[\n\\boxed{{{}}}\n\\]"


G_CARD = r"\frac{3}{28}"
G_R75 = r"5\sqrt{3}"
G_CONJ = r"3+\sqrt{5}"
G_ABS = "(-2,5)"
G_QD = r"-\frac{1}{3}, 2"
G_CONE = r"24\pi"
G_CPX = "11+10i"
G_ASIN = r"-\frac{\pi}{3}"
G_SYS = "(2,-1)"
G_EXP = "2x^2+9x-5"
G_VEC = r"\begin{pmatrix} 5 \\ -1 \end{pmatrix}"
G_REP = r"\frac{6}{11}"
G_INV = r"\frac{x+5}{4}"
G_DAY = r"\text{Wednesday}"
G_UNION = r"(-\infty,-3)\cup(4,\infty)"
G_CHOICE = r"\text{(A)}"
V_OK = r"\begin{pmatrix} 5 \\ -1 \end{pmatrix}"

SHOTGUN_BOXES = " ".join(f"\\boxed{{{k}}}" for k in range(300, 420))  # 357 among 120 boxes
SHOTGUN_HASH = "\n".join(f"#### {k}" for k in range(350, 365))  # 357 among 15 lines

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_tag_then_zh_retag", "A", "357", "wrong", "tag",
      ZH + "<answer>357</answer>\n等一下，我把排数看错了：应该是24排，24 × 18 = 432，432 − 57 = 375。\n<answer>375</answer>",
      "Chinese thinking; a Chinese retraction after the tag, then a second tag 375"),
    g("t_tag_upper_other", "A", "357", "wrong", "tag", TH + "<ANSWER>375</ANSWER>", "upper-case tag holding 375"),
    g("t_tag_nested_two_values", "A", "357", "wrong", "tag", TH + "<answer><answer>357</answer> 375</answer>",
      "nested tags: the outer holds 357 and 375"),
    g("t_tag_bad_close_second", "A", "357", "wrong", "tag", TH + "<answer>357</answer>\n<answer>375</ answer>",
      "a second tag (malformed close) with 375: two different final answers"),
    g("t_tag_approximately", "A", "357", "wrong", "tag", TH + "<answer>approximately 357</answer>",
      "a hedge word on an exact count"),
    g("t_tag_in_unclosed_think_retracted", "A", "357", "wrong", "tag",
      "<think>\n" + CH + "<answer>357</answer>\nHmm, no: the diagram shows " + MIS + ".",
      "think never closed; a draft tag, then the model recomputes 375 and stops"),
    g("t_tag_html_escaped_other", "A", "357", "wrong", "tag", CH + "&lt;answer&gt;375&lt;/answer&gt;",
      "an HTML-escaped tag holding 375"),
    g("t_tag_decimal_lost", "A", "22.4", "wrong", "tag", "<think>\n" + FUEL + "</think>\n<answer>224</answer>",
      "the decimal point dropped"),
    g("t_tag_then_final_line_other", "A", "357", "wrong", "tag", TH + "<answer>357</answer>\n\nFinal answer: 375",
      "a different final line after the tag"),
    m("t_tag_math_decimal", "A", G_CARD, "wrong", "tag", "<think>\n" + CARD + "</think>\n<answer>0.107</answer>",
      "3/28 rounded"),
    m("t_tag_math_unreduced_wrong", "A", G_CARD, "wrong", "tag", "<think>\n" + CARD + "</think>\n<answer>\\frac{6}{28}</answer>",
      "6/28 = 3/14"),
    m("t_tag_math_closed_interval", "A", G_ABS, "wrong", "tag", "<think>\n" + ABS + "</think>\n<answer>[-2, 5]</answer>",
      "closed interval for the strict inequality"),
    m("t_tag_math_one_root", "A", G_QD, "wrong", "tag", "<think>\n" + QD + "</think>\n<answer>x = 2</answer>",
      "one of the two roots"),
    m("t_tag_math_root_sign", "A", G_QD, "wrong", "tag", "<think>\n" + QD + "</think>\n<answer>\\frac{1}{3}, 2</answer>",
      "a root's sign flipped"),
    m("t_tag_math_vector_swapped", "A", G_VEC, "wrong", "tag",
      "<think>\n" + VEC + "</think>\n<answer>\\begin{pmatrix} -1 \\\\ 5 \\end{pmatrix}</answer>", "components swapped"),
    m("t_tag_math_box_in_think_tag_other", "A", G_CONE, "wrong", "tag",
      "<think>\n" + CONE + "$= \\boxed{24\\pi}$\n</think>\n<answer>72\\pi</answer>",
      "the box in the thinking is right, the tag (the final answer) forgets the 1/3"),
    m("t_tag_math_day_other", "A", G_DAY, "wrong", "tag", "<think>\n" + DAY + "</think>\n<answer>\\text{Tuesday}</answer>",
      "Tuesday"),
    g("t_ok_tag_r1_zero_line", "B", "357", "correct", "tag",
      "Assistant: <think> " + CH.replace("\n", " ") + "</think> <answer> 357 </answer>",
      "R1-Zero format on one line, spaces inside the tag"),
    g("t_ok_tag_box_inside", "B", "357", "correct", "tag", TH + "<answer>\\boxed{357}</answer>", "a box in the tag"),
    g("t_ok_tag_thousands", "B", "52000", "correct", "tag", "<think>\n" + BOT + "</think>\n<answer>52,000</answer>",
      "a thousands comma"),
    g("t_ok_tag_decimal_comma", "B", "22.4", "correct", "tag", "<think>\n" + FUEL + "</think>\n<answer>22,4</answer>",
      "a decimal comma (22,4 cannot be a thousands grouping)"),
    g("t_ok_tag_draft_box_in_think", "B", "357", "correct", "tag",
      "<think>\nFirst I read 24 rows: 432 - 57 = \\boxed{375}. No, the problem says 23 rows: 414 - 57 = 357.\n</think>\n"
      "<answer>357</answer>", "a draft box corrected inside the thinking"),
    g("t_ok_tag_qwen_eos", "B", "357", "correct", "tag", TH + "<answer>357</answer><|im_end|>\n<|endoftext|>",
      "Qwen end tokens after the tag"),
    m("t_ok_tag_math_tfrac", "B", G_CARD, "correct", "tag", "<think>\n" + CARD + "</think>\n<answer>\\tfrac{3}{28}</answer>",
      "\\tfrac"),
    m("t_ok_tag_math_inequality", "B", G_ABS, "correct", "tag", "<think>\n" + ABS + "</think>\n<answer>$-2 < x < 5$</answer>",
      "the interval as a strict double inequality"),
    m("t_ok_tag_math_set", "B", G_QD, "correct", "tag",
      "<think>\n" + QD + "</think>\n<answer>$\\left\\{-\\tfrac{1}{3}, 2\\right\\}$</answer>", "the roots as a set"),
    m("t_ok_tag_math_mathrm_i", "B", G_CPX, "correct", "tag", "<think>\n" + CPX + "</think>\n<answer>11 + 10\\mathrm{i}</answer>",
      "upright i"),
    m("t_ok_tag_math_day_plain", "B", G_DAY, "correct", "tag", "<think>\n" + DAY + "</think>\n<answer>Wednesday</answer>",
      "the day without \\text"),
    m("t_ok_tag_math_vector_tuple", "B", G_VEC, "correct", "tag", "<think>\n" + VEC + "</think>\n<answer>(5, -1)</answer>",
      "the column vector written as a tuple; debatable: the form differs", True),
    m("t_ok_tag_math_inverse_named", "B", G_INV, "correct", "tag",
      "<think>\n" + INV + "</think>\n<answer>f^{-1}(x) = \\frac{x + 5}{4}</answer>", "the inverse with its name"),

    # ================================================================ 2. a phrase marker, then ####
    g("h_phrase_then_hash_transposed", "A", "357", "wrong", "hash", CH + "The answer is 357.\n#### 375",
      "the phrase 357, the #### line 375"),
    g("h_hash_nospace_other", "A", "357", "wrong", "hash", CH + "####375", "no space, 375"),
    g("h_hash_bold_other", "A", "357", "wrong", "hash", CH + "#### **375**", "bold 375"),
    g("h_hash_tex_money_other", "A", "2160", "wrong", "hash", LOAN + "#### $\\$2,610$", "digits swapped in TeX money"),
    g("h_hash_next_line_other", "A", "357", "wrong", "hash", CH + "####\n375", "the value on the next line"),
    g("h_hash_phrase_inside_other", "A", "357", "wrong", "hash", CH + "#### The answer is 375.", "a phrase inside the #### line"),
    g("h_hash_then_minerva_other", "A", "357", "wrong", "hash",
      CH + "#### 357\nFinal Answer: The final answer is 375. I hope it is correct.", "#### 357, then a Minerva line 375"),
    g("h_box_then_hash_other", "A", "357", "wrong", "hash", CH + "\\boxed{357}\n#### 375", "a box 357, then #### 375"),
    g("h_hash_per_row", "A", "357", "wrong", "hash", CH + "#### 18", "the per-row figure"),
    g("h_hash_before_removal", "A", "357", "wrong", "hash", CH + "So the hall started with 414 chairs.\n#### 414",
      "the total before the removal"),
    g("h_hash_rate", "A", "22.4", "wrong", "hash", FUEL + "The answer is:\n#### 6.4", "the rate, not the fuel used"),
    g("h_hash_hours_rounded", "A", "203", "wrong", "hash", BUS + "In hours: 203 / 60 = 3.38.\n#### 3.38",
      "rounded hours, not the minutes the working gives"),
    g("h_hash_sign_lost", "A", "-51", "wrong", "hash", SUB + "The answer is -51.\n#### 51", "the phrase -51, #### 51"),
    g("h_azerbaijani_phrase_other", "A", "357", "wrong", "hash", CH + "Cavab: 357.\n#### 375",
      "Azerbaijani label 357, #### 375"),
    m("h_math_hash_other", "A", G_CONE, "wrong", "hash", CONE + "The answer is $24\\pi$.\n#### 72\\pi",
      "MATH path: phrase 24\\pi, #### 72\\pi"),
    g("h_ok_phrase_hash", "B", "357", "correct", "hash", CH + "Therefore, 357 chairs remain.\n#### 357", "phrase and #### agree"),
    g("h_ok_hash_bold", "B", "357", "correct", "hash", QWEN + "#### **357**", "Qwen steps, bold ####"),
    g("h_ok_hash_nospace", "B", "357", "correct", "hash", CH + "####357", "no space"),
    g("h_ok_hash_next_line", "B", "357", "correct", "hash", CH + "####\n357", "the value on the next line"),
    g("h_ok_hash_tex_money", "B", "2160", "correct", "hash", LOAN + "#### $\\$2,160$", "TeX money"),
    g("h_ok_hash_space_thousands", "B", "52000", "correct", "hash", BOT + "#### 52 000", "a space as thousands separator"),
    g("h_ok_hash_phrase_inside", "B", "357", "correct", "hash", CH + "#### The answer is 357.", "a phrase inside the #### line"),
    g("h_ok_azerbaijani_label", "B", "357", "correct", "hash", CH + "Cavab: 357\n#### 357", "Azerbaijani label"),
    g("h_ok_uzbek_label", "B", "357", "correct", "hash", CH + "Javob: 357 ta stul.\n#### 357", "Uzbek label with a counter"),
    g("h_ok_hash_mixed_number", "B", "1.25", "correct", "hash", RIB + "#### 1 1/4", "1 1/4 = 1.25"),
    g("h_ok_olmo_so_answer", "B", "357", "correct", "hash", CH + "So the answer is 357.\n#### 357<|endoftext|>",
      "OLMo style, an end token"),
    g("h_ok_hash_percent", "B", "88", "correct", "hash", SURV + "The answer is 88%.\n#### 88%", "percent sign"),
    m("h_ok_math_hash", "B", "13", "correct", "hash", DIST + "$= 13$.\n#### 13", "MATH path, a #### line"),

    # ================================================================ 3. exactness
    m("x_card_decimal", "A", G_CARD, "wrong", "boxed", CARD + r"So $P = \boxed{0.107}$.", "3/28 rounded"),
    m("x_card_float_repr", "A", G_CARD, "wrong", "boxed", CARD + r"$P = \boxed{0.10714285714285714}$",
      "a Python float's repr, not exact"),
    m("x_card_decimal_fraction", "A", G_CARD, "wrong", "boxed", CARD + r"$P = \boxed{\frac{107}{1000}}$",
      "a rounded decimal written as a fraction"),
    m("x_card_percent", "A", G_CARD, "wrong", "boxed", CARD + r"$P = \boxed{10.7\%}$", "a rounded percent"),
    m("x_r75_decimal", "A", G_R75, "wrong", "boxed", R75 + r"$\sqrt{75} = \boxed{8.66}$", "8.66"),
    m("x_r75_approx", "A", G_R75, "wrong", "boxed", R75 + r"$\sqrt{75} \approx \boxed{8.660}$", "approx sign then a decimal box"),
    m("x_conj_decimal", "A", G_CONJ, "wrong", "boxed", CONJ + r"$= \boxed{5.236}$", "5.236"),
    m("x_conj_minus", "A", G_CONJ, "wrong", "boxed", CONJ + r"$= \boxed{3 - \sqrt{5}}$", "the conjugate's sign"),
    m("x_cone_decimal", "A", G_CONE, "wrong", "boxed", CONE + r"$\approx \boxed{75.40}$", "24\\pi rounded"),
    m("x_cone_pi_approx", "A", G_CONE, "wrong", "boxed", CONE + r"$= 24 \times 3.1416 = \boxed{75.3984}$", "pi as 3.1416"),
    m("x_asin_decimal", "A", G_ASIN, "wrong", "boxed", ASIN + r"$\boxed{-1.0472}$", "-pi/3 rounded"),
    m("x_asin_positive", "A", G_ASIN, "wrong", "boxed", ASIN + r"$\boxed{\frac{\pi}{3}}$", "sign lost"),
    m("x_asin_coterminal", "A", G_ASIN, "wrong", "boxed", ASIN + r"$\boxed{\frac{5\pi}{3}}$",
      "coterminal but outside arcsine's range"),
    m("x_rep_terminating", "A", G_REP, "wrong", "boxed", REP + r"$x = \boxed{0.545454}$", "a terminating decimal"),
    m("x_rep_over_100", "A", G_REP, "wrong", "boxed", REP + r"$x = \boxed{\frac{54}{100}}$", "54/100"),
    m("x_log_close", "A", "-4", "wrong", "boxed", LOG + r"$\log_3 \frac{1}{81} = \boxed{-3.99}$", "-3.99"),
    m("x_geo_seven_terms", "A", "765", "wrong", "boxed", GEO + r"$= \boxed{381}$", "the sum of 7 terms"),
    g("x_gsm_fuel_rounded", "A", "22.4", "wrong", "hash", FUEL + "#### 22", "22.4 rounded to 22"),
    g("x_gsm_ribbon_rounded", "A", "1.25", "wrong", "hash", RIB + "#### 1.3", "1.25 rounded to 1.3"),
    g("x_gsm_long_zeros_one", "A", "357", "wrong", "hash", CH + "#### 357." + "0" * 300 + "1",
      "357 plus 10^-301"),
    g("x_gsm_tilde", "A", "22.4", "wrong", "hash", FUEL + "#### ~22.4",
      "'~' (approximately) on an exact value; debatable: a tilde is also a bullet or a plain prefix", True),
    m("x_ok_card_unreduced", "B", G_CARD, "correct", "boxed", CARD + r"$P = \boxed{\frac{6}{56}}$", "6/56"),
    m("x_ok_card_repeating", "B", G_CARD, "correct", "boxed", CARD + r"$P = \boxed{0.10\overline{714285}}$",
      "3/28 = 0.10714285714... exactly"),
    m("x_ok_card_exact_then_approx", "B", G_CARD, "correct", "boxed", CARD + r"$P = \boxed{\frac{3}{28} \approx 0.107}$",
      "the exact value, then the model's own rounding"),
    m("x_ok_r75_unsimplified", "B", G_R75, "correct", "boxed", R75 + r"$\boxed{\sqrt{75}}$", "\\sqrt{75}"),
    m("x_ok_r75_cdot", "B", G_R75, "correct", "boxed", R75 + r"$\boxed{5 \cdot \sqrt{3}}$", "5 \\cdot \\sqrt3"),
    m("x_ok_r75_over_root", "B", G_R75, "correct", "boxed", R75 + r"$\boxed{\frac{15}{\sqrt{3}}}$", "15/\\sqrt3 = 5\\sqrt3"),
    m("x_ok_conj_unsimplified", "B", G_CONJ, "correct", "boxed", CONJ + r"$= \boxed{\frac{12 + 4\sqrt{5}}{4}}$", "unsimplified"),
    m("x_ok_conj_reordered", "B", G_CONJ, "correct", "boxed", CONJ + r"$= \boxed{\sqrt{5} + 3}$", "reordered"),
    m("x_ok_cone_over_3", "B", G_CONE, "correct", "boxed", CONE + r"$= \boxed{\frac{72\pi}{3}}$", "72\\pi/3"),
    m("x_ok_asin_coefficient", "B", G_ASIN, "correct", "boxed", ASIN + r"$\boxed{-\frac{1}{3}\pi}$", "-(1/3)\\pi"),
    m("x_ok_rep_unreduced", "B", G_REP, "correct", "boxed", REP + r"$x = \boxed{\frac{54}{99}}$", "54/99"),
    m("x_ok_log_decimal_zero", "B", "-4", "correct", "boxed", LOG + r"$\log_3 \frac{1}{81} = \boxed{-4.0}$", "-4.0"),
    g("x_ok_gsm_fraction", "B", "22.4", "correct", "hash", FUEL + "#### 112/5", "112/5 = 22.4"),
    g("x_ok_gsm_quarter_fraction", "B", "1.25", "correct", "hash", RIB + "#### 5/4", "5/4 = 1.25"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_icelandic_not", "A", "357", "no_answer", "prose_sentence", CH_1 + "Svarið er ekki 357.",
      "Icelandic: 'the answer is not 357', nothing else"),
    g("n_croatian_not", "A", "357", "no_answer", "prose_sentence", CH_1 + "Odgovor nije 357.", "Croatian"),
    g("n_tamil_not", "A", "357", "no_answer", "prose_sentence", CH_1 + "பதில் 357 அல்ல.", "Tamil"),
    g("n_hash_short_stroke_only", "A", "357", "no_answer", "hash", CH + "#### 3\u03355\u03357\u0335",
      "every digit overlaid with U+0335 (struck), nothing after"),
    g("n_hash_st_then_other", "A", "357", "wrong", "hash", CH + "#### \\st{357} 375", "struck with \\st, then 375"),
    g("n_hash_strike_tag_only", "A", "357", "no_answer", "hash", CH + "#### <strike>357</strike>",
      "struck with <strike>, nothing after"),
    g("n_hash_incorrect_bracket", "A", "357", "wrong", "hash", CH + "#### 357 [INCORRECT]", "the model marks it incorrect"),
    g("n_hash_red_wrong", "A", "357", "wrong", "hash", CH + "#### \\textcolor{red}{\\text{wrong: } 357}",
      "annotated wrong in red"),
    m("n_box_xcancel_only", "A", G_CARD, "no_answer", "boxed", CARD + r"$\require{cancel}\xcancel{\boxed{\frac{3}{28}}}$",
      "the whole box crossed out"),
    m("n_box_is_not", "A", G_CARD, "no_answer", "boxed", CARD + r"The probability is not $\boxed{\frac{3}{28}}$.",
      "'is not' the box"),
    m("n_box_st_then_other", "A", G_CONE, "wrong", "boxed", CONE + r"$\boxed{\st{24\pi}\ 72\pi}$", "struck gold, 72\\pi in the box"),
    m("n_box_false_label", "A", G_CONE, "wrong", "boxed", CONE + r"$\boxed{24\pi} \quad (\text{false})$", "marked false"),
    m("n_box_cross_text", "A", G_QD, "wrong", "boxed", QD + r"$\boxed{-\frac{1}{3}, 2}\ \text{✗}$", "a cross after the box"),
    m("n_norwegian_math_not", "A", G_ASIN, "no_answer", "prose_sentence", ASIN + r"Svaret er ikke $-\frac{\pi}{3}$.",
      "Norwegian negation, MATH path"),
    m("n_minerva_sout_only", "A", G_CPX, "no_answer", "minerva", CPX + MINERVA.format(r"$\sout{11 + 10i}$"),
      "the Minerva value struck, nothing else"),
    m("n_box_not_text", "A", G_REP, "no_answer", "boxed", REP + r"$x = \boxed{\text{not } \frac{6}{11}}$", "'not' inside the box"),
    m("n_croatian_box_not", "A", G_REP, "no_answer", "boxed", REP + r"Odgovor nije $\boxed{\frac{6}{11}}$.",
      "Croatian 'the answer is not' the box"),
    m("n_minerva_sout_then_other", "A", G_REP, "wrong", "minerva", REP + MINERVA.format(r"$\sout{\frac{6}{11}}\ \frac{3}{5}$"),
      "struck gold, then 3/5"),
    g("n_ok_not_total", "B", "357", "correct", "hash", CH + "#### 357 (not 414: the broken chairs are removed)",
      "a rejected value in parentheses"),
    g("n_ok_isnt_it", "B", "357", "correct", "hash", "Isn't it 375? No: there are 23 rows, not 24, so 23 * 18 - 57 = 357.\n#### 357",
      "a rhetorical question answered"),
    g("n_ok_norwegian_not_but", "B", "357", "correct", "hash", CH + "Svaret er ikke 375, men 357.\n#### 357",
      "Norwegian: 'not 375, but 357'"),
    g("n_ok_negative_explained", "B", "-51", "correct", "hash", SUB + "#### -51 (negative because it is below the surface)",
      "'negative' explained"),
    g("n_ok_st_then_gold", "B", "357", "correct", "hash", CH + "#### \\st{375} 357", "struck 375, then 357"),
    g("n_ok_tamil_not_then_gold", "B", "357", "correct", "hash", CH + "பதில் 375 அல்ல; சரியான பதில் 357.\n#### 357",
      "Tamil: 'not 375; the right answer is 357'"),
    m("n_ok_box_not_with_replacement", "B", G_CARD, "correct", "boxed",
      CARD + r"$= \boxed{\frac{3}{28}}$ (not $\frac{9}{64}$, which would be with replacement)", "a rejected value in an aside"),
    m("n_ok_neither_zero", "B", G_QD, "correct", "boxed",
      QD + r"The roots are $-\frac{1}{3}$ and $2$ (neither is $0$): $\boxed{-\frac{1}{3}, 2}$.", "'neither is 0'"),
    m("n_ok_cancel_working", "B", G_CONE, "correct", "boxed",
      CONE + r"$= \frac{72\pi}{3} = \frac{\cancel{3} \cdot 24\pi}{\cancel{3}} = \boxed{24\pi}$", "\\cancel in the working"),
    m("n_ok_not_real", "B", G_CPX, "correct", "boxed", CPX + r"$= \boxed{11 + 10i}$, which is not a real number.", "'not real'"),
    m("n_ok_not_terminating", "B", G_REP, "correct", "boxed", REP + r"$x = \boxed{\frac{6}{11}}$, which is not a terminating decimal.",
      "'not terminating'"),
    m("n_ok_neither_endpoint", "B", G_ABS, "correct", "boxed", ABS + r"$x \in \boxed{(-2, 5)}$; neither $-2$ nor $5$ is included.",
      "'neither ... nor' about the endpoints"),

    # ================================================================ 5. words after a number
    g("u_pairs", "A", "357", "wrong", "hash", CH + "#### 357 pairs", "357 pairs = 714 chairs"),
    g("u_wan", "A", "357", "wrong", "hash", CH + "#### 357万", "Chinese 万: 3,570,000"),
    g("u_spanish_mil", "A", "357", "wrong", "hash", CH + "#### 357 mil", "Spanish 'mil': 357,000"),
    g("u_a_month", "A", "2160", "wrong", "hash", LOAN + "#### $2,160 a month", "a monthly rate; the working's monthly payment is $135"),
    g("u_per_row", "A", "357", "wrong", "hash", CH + "#### 357 per row", "a per-row figure"),
    g("u_millilitres", "A", "22.4", "wrong", "hash", FUEL + "#### 22.4 mL", "mL for the working's litres"),
    g("u_rate_unit", "A", "22.4", "wrong", "hash", FUEL + "#### 22.4 L/100 km", "a consumption rate, not the fuel used"),
    g("u_seconds", "A", "203", "wrong", "hash", BUS + "#### 203 seconds", "seconds for the working's minutes"),
    g("u_above_surface", "A", "-51", "wrong", "hash", SUB + "#### 51 m above the surface", "+51"),
    g("u_roughly", "A", "357", "wrong", "hash", CH + "#### roughly 357", "a hedge word on an exact count"),
    m("u_box_radians", "A", "150", "wrong", "boxed", POLY + r"$\boxed{150 \text{ radians}}$", "radians for degrees"),
    m("u_box_thousand", "A", "1260", "wrong", "boxed", WORD + r"$= \boxed{1260 \text{ thousand}}$", "1,260,000"),
    m("u_box_dozen", "A", "1260", "wrong", "boxed", WORD + r"$= \boxed{1260 \text{ dozen}}$", "15,120"),
    m("u_box_base8", "A", "61", "wrong", "boxed", B3 + r"$= \boxed{61_8}$", "61_8 = 49"),
    m("u_box_percent_fraction", "A", G_REP, "wrong", "boxed", REP + r"$x = \boxed{\frac{6}{11}\%}$", "6/11 of a percent"),
    m("u_box_hundred", "A", "765", "wrong", "boxed", GEO + r"$= \boxed{765 \text{ hundred}}$", "76,500"),
    g("u_ok_litres_of_fuel", "B", "22.4", "correct", "hash", FUEL + "#### 22.4 litres of fuel", "litres of fuel"),
    g("u_ok_below_surface", "B", "-51", "correct", "hash", SUB + "#### 51 m below the surface", "'51 m below' = -51"),
    g("u_ok_unicode_minus_m", "B", "-51", "correct", "hash", SUB + "#### \u221251 m", "U+2212 minus and a unit"),
    g("u_ok_k_suffix", "B", "2160", "correct", "hash", LOAN + "#### $2.16k", "2.16k = 2,160"),
    g("u_ok_thousand_bottles", "B", "52000", "correct", "hash", BOT + "#### 52 thousand bottles", "52 thousand"),
    g("u_ok_hours_minutes", "B", "203", "correct", "hash", BUS + "#### 3 h 23 min",
      "3 h 23 min = 203 min; debatable: the gold's unit is minutes and the answer is split", True),
    g("u_ok_exclamation", "B", "357", "correct", "prose_sentence", CH + "So, 357 chairs are left!",
      "an exclamation mark; debatable: '357!' could be read as a factorial", True),
    m("u_ok_box_cubic_units", "B", G_CONE, "correct", "boxed", CONE + r"$= \boxed{24\pi \text{ cubic units}}$", "cubic units"),
    m("u_ok_box_degree_sign", "B", "150", "correct", "boxed", POLY + r"Each angle is $\boxed{150^\circ}$.", "a degree sign"),
    m("u_ok_box_ways", "B", "1260", "correct", "boxed", WORD + r"$= \boxed{1260 \text{ ways}}$", "'ways'"),
    m("u_ok_box_units", "B", "13", "correct", "boxed", DIST + r"$= \boxed{13\text{ units}}$", "'units'"),
    m("u_ok_box_base10", "B", "61", "correct", "boxed", B3 + r"$= 54 + 6 + 1 = \boxed{61_{10}}$", "an explicit base 10"),
    m("u_ok_box_cm3", "B", G_CONE, "correct", "boxed", CONE + r"$= \boxed{24\pi\ \text{cm}^3}$", "cm^3"),
    m("u_ok_box_radians_word", "B", G_ASIN, "correct", "boxed", ASIN + r"$\boxed{-\frac{\pi}{3} \text{ radians}}$", "'radians'"),

    # ================================================================ 6. retractions and after-text
    g("r_uzbek", "A", "357", "wrong", "hash", CH + "#### 357\nTo'xtang, xato qildim: " + MIS + ".\n#### 375", "Uzbek"),
    g("r_tamil", "A", "357", "wrong", "hash", CH + "#### 357\nபொறுங்கள், நான் தவறாகக் கணக்கிட்டேன்: சரியான விடை 375.", "Tamil"),
    g("r_gaelic", "A", "357", "wrong", "hash", CH + "#### 357\nFuirich, rinn mi mearachd: 's e 375 am freagairt.", "Scottish Gaelic"),
    g("r_mongolian", "A", "357", "wrong", "hash", CH + "#### 357\nТүр хүлээгээрэй, би алдсан: зөв хариулт 375.", "Mongolian"),
    g("r_kyrgyz", "A", "357", "wrong", "hash", CH + "#### 357\nКүтө туруңуз, мен жаңылдым: туура жооп 375.", "Kyrgyz"),
    g("r_kannada", "A", "357", "wrong", "hash", CH + "#### 357\nನಿರೀಕ್ಷಿಸಿ, ನಾನು ತಪ್ಪು ಮಾಡಿದೆ: ಸರಿಯಾದ ಉತ್ತರ 375.", "Kannada"),
    g("r_malagasy", "A", "357", "wrong", "hash", CH + "#### 357\nAndraso, diso aho: 375 no valiny marina.", "Malagasy"),
    g("r_shona", "A", "357", "wrong", "hash", CH + "#### 357\nMirira, ndakanganisa: mhinduro chaiyo ndi 375.", "Shona"),
    g("r_r1_final_block_redo", "A", "357", "wrong", "boxed",
      R1 + R1_FINAL.format("357") + "\n\nWait, I misread the diagram: " + MIS + ".\n\n" + R1_FINAL.format("375"),
      "R1-distill final block, then a redo and a second block 375"),
    g("r_withdrawn_no_new", "A", "357", "wrong", "hash",
      CH + "#### 357\nActually, this is wrong — I mixed up the rows and the columns. I'll need to redo it.",
      "withdrawn, no new value"),
    m("r_cone_slant_height", "A", G_CONE, "wrong", "boxed",
      CONE + r"$= \boxed{24\pi}$" + "\n\nWait — the problem says 8 is the slant height, not the height. Then "
      r"$h = \sqrt{64 - 9} = \sqrt{55}$ and $V = \boxed{3\sqrt{55}\,\pi}$.", "a new box after a rereading"),
    m("r_card_replacement_redo", "A", G_CARD, "wrong", "boxed",
      CARD + r"$= \boxed{\frac{3}{28}}$" + "\n\nOops, rereading: the marble is put back. So "
      r"$P = \left(\frac{3}{8}\right)^2 = \boxed{\frac{9}{64}}$.", "a new box after a rereading"),
    m("r_minerva_then_kyrgyz", "A", G_ASIN, "wrong", "minerva",
      ASIN + MINERVA.format(r"$-\frac{\pi}{3}$") + "\n\nКүтө туруңуз, мен жаңылдым: туура жооп $\\frac{4\\pi}{3}$.",
      "a Kyrgyz correction after the Minerva line"),
    m("r_qwen_end_then_correction", "A", G_QD, "wrong", "boxed",
      QD + QWEN_END.format(r"-\frac{1}{3}, 2") + "\n\nCorrection: the factorisation should be $(3x - 1)(x + 2)$, giving "
      r"$\boxed{\frac{1}{3}, -2}$.", "a correction after the Qwen ending (the model's own, mistaken, refactoring)"),
    m("r_llama_end_then_apology", "A", G_VEC, "wrong", "boxed",
      VEC + LLAMA_END.format(V_OK) + "\n\nI apologize for the mistake: the second vector is "
      r"$\begin{pmatrix} 3 \\ -5 \end{pmatrix}$, so the answer is $\boxed{\begin{pmatrix} 5 \\ -11 \end{pmatrix}}$.",
      "a Llama apology with a new box"),
    m("r_union_endpoints_redo", "A", G_UNION, "wrong", "boxed",
      UNION + r"$\boxed{(-\infty, -3) \cup (4, \infty)}$" + "\n\nHmm, wait: the inequality is $\\ge 0$, so the endpoints "
      r"are included: $\boxed{(-\infty, -3] \cup [4, \infty)}$.", "a new box with closed endpoints"),
    m("r_day_recount", "A", G_DAY, "wrong", "boxed",
      DAY + r"$\boxed{\text{Wednesday}}$" + "\n\nActually, counting Monday as day 1, it is Tuesday: "
      r"$\boxed{\text{Tuesday}}$.", "a recount to Tuesday"),
    m("r_rep_withdrawn", "A", G_REP, "wrong", "boxed",
      REP + r"$x = \boxed{\frac{6}{11}}$" + "\n\nThis is wrong: I misread the bar, which covers only the 4.",
      "withdrawn, no new value"),
    g("r_ok_uzbek_check", "B", "357", "correct", "hash", CH + "#### 357\nTekshirish: 357 + 57 = 414 ✓", "Uzbek check"),
    g("r_ok_alpaca_tail", "B", "357", "correct", "hash",
      CH + "#### 357\n\n### Instruction:\nA shelf has 24 rows of 18 books; 57 are removed. How many remain?\n\n"
      "### Response:\n24 * 18 = 432, 432 - 57 = 375.\n#### 375", "an invented Alpaca turn after (README convention)"),
    g("r_ok_doubt_resolved", "B", "357", "correct", "hash",
      CH + "#### 357\nHmm, did I misread the number of rows? No — the problem says 23 rows. 357 stands.",
      "a doubt that confirms"),
    g("r_ok_phi_end_tokens", "B", "357", "correct", "hash", CH + "#### 357<|end|><|endoftext|>", "Phi-3 end tokens"),
    g("r_ok_aside_rows", "B", "357", "correct", "hash", CH + "#### 357\n(That is 19 full rows of 18 plus 15 more.)",
      "other numbers in a harmless aside (19 * 18 + 15 = 357)"),
    g("r_ok_r1_final_block", "B", "357", "correct", "boxed", R1 + R1_FINAL.format("357"), "R1-distill final block"),
    m("r_ok_verify_roots", "B", G_QD, "correct", "boxed",
      QD + r"$x = \boxed{-\frac{1}{3}, 2}$" + "\n\nVerify: $3 \\cdot \\frac{1}{9} + \\frac{5}{3} - 2 = 0$ ✓ and "
      "$12 - 10 - 2 = 0$ ✓.", "a substitution check"),
    m("r_ok_wait_confirms", "B", G_CONE, "correct", "boxed",
      CONE + r"$= \boxed{24\pi}$" + "\n\nWait, is 8 the slant height? No, the problem gives the height, so $24\\pi$ stands.",
      "a 'wait' that confirms"),
    m("r_ok_general_note", "B", "765", "correct", "boxed",
      GEO + r"$= \boxed{765}$" + "\n\nIn general the sum is $a\\frac{r^n - 1}{r - 1}$; with $n = 7$ terms it would be $381$.",
      "a general remark with another value after the box"),
    m("r_ok_qwen_math_end_tokens", "B", "13", "correct", "boxed", DIST + "$= 13$.\n\n" + QMATH_END.format("13") + "<|im_end|>\n<|endoftext|>",
      "Qwen2.5-Math \\( \\boxed{} \\) and end tokens"),
    m("r_ok_union_corrected", "B", G_UNION, "correct", "boxed",
      UNION.split(" when")[0] + r", so the solution is $\boxed{(-3, 4)}$." + "\n\nWait, that is where the product is negative. "
      r"It is positive outside the roots: $\boxed{(-\infty, -3) \cup (4, \infty)}$.", "an explicit correction to the gold"),
    m("r_ok_inverse_check", "B", G_INV, "correct", "boxed",
      INV + r"$f^{-1}(x) = \boxed{\frac{x + 5}{4}}$" + "\n\nCheck: $f(f^{-1}(x)) = 4 \\cdot \\frac{x + 5}{4} - 5 = x$ ✓",
      "a composition check"),
    m("r_ok_conj_numeric_check", "B", G_CONJ, "correct", "boxed",
      CONJ + r"$= \boxed{3 + \sqrt{5}}$" + "\n\nNumerically, $\\frac{4}{3 - 2.236} \\approx 5.236 \\approx 3 + 2.236$ ✓.",
      "a numeric check after the exact box"),
    m("r_ok_hope_helps", "B", G_DAY, "correct", "boxed", DAY + r"So the day is $\boxed{\text{Wednesday}}$." + "\n\nI hope it helps!",
      "a pleasantry"),

    # ================================================================ 7. quoted, reported, hypothetical
    g("q_majority_vote_other", "A", "357", "wrong", "hash", "Sample 1: 357\nSample 2: 375\nSample 3: 375\nMajority vote: 375\n#### 375",
      "the gold as one sample; the vote 375"),
    g("q_book_says_own_other", "A", "357", "wrong", "hash",
      "The back of the book says 357, but I count 24 rows in the diagram: 24 * 18 - 57 = 375.\n#### 375", "the book's value rejected"),
    g("q_assert_fails_other", "A", "357", "wrong", "hash",
      "```python\ndef solve():\n    return 24 * 18 - 57\n\nassert solve() == 357  # expected\n```\n"
      "Output: AssertionError (solve() returned 375)\n\n#### 375", "the gold only in an assert; the model's 375"),
    g("q_other_assistant_no_own", "A", "357", "no_answer", "prose_sentence",
      "Another assistant answered 357. I have not been able to verify this.", "a reported value, no own answer"),
    g("q_options_letter_other", "A", "357", "wrong", "answer_colon",
      "Options: (A) 357 (B) 375 (C) 414 (D) 432\nThe hall has 24 rows, so 432 - 57 = 375.\nAnswer: (B)",
      "the gold as an option; the model picks (B) = 375"),
    g("q_counterfactual_other", "A", "357", "wrong", "hash",
      "If 57 chairs had been broken, 357 would remain; but only 39 were broken, so 414 - 39 = 375.\n#### 375",
      "the gold in a counterfactual"),
    g("q_mistral_user_turn_gold", "A", "357", "wrong", "hash", CH_WRONG + "#### 375</s>[INST] The correct answer is 357. [/INST]",
      "the gold only in an invented Mistral user turn"),
    g("q_json_reference_other", "A", "357", "wrong", "none", '{"reference_answer": 357, "model_answer": 375}',
      "the gold as the reference field; the model's field 375"),
    g("q_suppose_cut", "A", "357", "no_answer", "truncated",
      "Suppose the answer were 357. Then there were 357 + 57 = 414 chairs at the start, and 414 / 18 =",
      "an assumption being tested, cut before any conclusion"),
    m("q_cas_vs_own", "A", G_CONE, "wrong", "prose_sentence",
      r"A CAS gives $\boxed{24\pi}$ for a cone of height 8, but here 8 is the slant height, so $V = 3\sqrt{55}\,\pi$.",
      "the gold from a CAS; the model's 3\\sqrt55 \\pi"),
    m("q_example_box_then_own", "A", G_CARD, "wrong", "boxed",
      r"Example: with 3 red and 5 blue marbles, $P = \boxed{\frac{3}{28}}$. In our problem there are 4 red and 4 blue, so "
      r"$P = \frac{4}{8} \cdot \frac{3}{7} = \boxed{\frac{3}{14}}$.", "the gold in a worked example"),
    m("q_student_box_unsure", "A", G_ASIN, "no_answer", "boxed",
      r"A student writes $\arcsin\left(-\frac{\sqrt{3}}{2}\right) = \boxed{-\frac{\pi}{3}}$. Is the student right? "
      "I am not sure; arcsin may be defined differently in this course.", "a reported box and a doubt"),
    m("q_format_echo_then_other", "A", G_DAY, "wrong", "minerva",
      "Remember to end with: Final Answer: The final answer is $X$ (e.g. $\\text{Wednesday}$).\n\n"
      r"$100 \equiv 2 \pmod 7$, and counting Monday as day one gives Tuesday." + "\n"
      + MINERVA.format(r"$\text{Tuesday}$"), "the gold in an echoed format example"),
    m("q_answer_key_rejected", "A", G_CHOICE, "wrong", "boxed",
      r"The answer key lists (A), but checking (A) fails the second condition; only (C) works." + "\n"
      r"$\boxed{\text{(C)}}$", "the key's letter rejected"),
    m("q_strict_if_then_other", "A", G_ABS, "wrong", "boxed",
      r"If the inequality were strict, the answer would be $\boxed{(-2, 5)}$; since it is $|2x - 3| \le 7$, the answer is "
      r"$\boxed{[-2, 5]}$.", "the gold boxed in a hypothetical"),
    m("q_official_quoted_no_own", "A", G_VEC, "no_answer", "none",
      "> Official solution: $" + V_OK + "$\n\nI don't follow the official solution's second row.", "a quoted solution only"),
    m("q_reviewer_rejected", "A", G_EXP, "wrong", "boxed",
      "Reviewer: the expansion should give $2x^2 + 9x - 5$.\nAuthor: I disagree; the $-x$ and $10x$ combine to $11x$, so "
      r"$\boxed{2x^2 + 11x - 5}$.", "the gold from a reviewer, rejected"),
    m("q_hypothetical_eight_terms", "A", "765", "wrong", "prose_sentence",
      r"If the series had 8 terms it would sum to $\boxed{765}$; it stops at $192$, so it has 7 terms and the sum is $381$.",
      "the gold in a hypothetical; the model's 381"),
    g("q_ok_majority_gold", "B", "357", "correct", "hash", "Sample 1: 357\nSample 2: 375\nSample 3: 357\nMajority vote: 357\n#### 357",
      "a vote that lands on the gold"),
    g("q_ok_tir_output", "B", "357", "correct", "hash",
      "```python\nrows, per_row, broken = 23, 18, 57\nremaining = rows * per_row - broken\nprint(remaining)\n```\n"
      "```output\n357\n```\nSo 357 chairs remain.\n#### 357", "Qwen TIR code and output block"),
    g("q_ok_user_claim_rejected", "B", "357", "correct", "hash",
      "You suggested 375, but that uses 24 rows; with 23 rows, 414 - 57 = 357.\n#### 357", "the user's value rejected"),
    g("q_ok_hypothetical_then_actual", "B", "357", "correct", "hash",
      "If there were 24 rows, 375 chairs would remain. There are 23 rows, so 23 * 18 - 57 = 357 remain.\n#### 357",
      "a hypothetical, then the actual"),
    g("q_ok_uzbek_problem_quoted", "B", "357", "correct", "hash",
      'Masala: "23 qator, har birida 18 ta stul, 57 tasi singan." 23 × 18 = 414, 414 − 57 = 357.\n#### 357',
      "the problem quoted in Uzbek"),
    m("q_ok_example_first", "B", G_CARD, "correct", "boxed",
      r"Example: with 4 red and 4 blue the answer would be $\frac{3}{14}$. Here: " + CARD + r"$= \boxed{\frac{3}{28}}$",
      "an example with another value first"),
    m("q_ok_common_slip", "B", G_ASIN, "correct", "boxed",
      r"A common slip is to answer $\frac{4\pi}{3}$, which lies outside the range of arcsine. " + ASIN
      + r"So the answer is $\boxed{-\frac{\pi}{3}}$.", "a slip attributed, then the model's box"),
    m("q_ok_key_agrees", "B", G_CHOICE, "correct", "boxed", CHOICE + "This agrees with the answer key.\n\n" + r"$\boxed{\text{(A)}}$",
      "a key that agrees"),
    m("q_ok_cas_agrees", "B", G_CONE, "correct", "minerva",
      CONE + "$= 24\\pi$, and a CAS gives the same.\n\n" + MINERVA.format(r"$24\pi$"), "a CAS that agrees, then Minerva"),
    m("q_ok_inverse_example_check", "B", G_INV, "correct", "boxed",
      INV + r"For example, $f(2) = 3$ and $f^{-1}(3) = \frac{3 + 5}{4} = 2$. ✓" + "\n\n" + r"So $f^{-1}(x) = \boxed{\frac{x + 5}{4}}$.",
      "an example check, then the box"),
    m("q_ok_official_agrees", "B", G_VEC, "correct", "boxed",
      VEC + r"$= \boxed{" + V_OK + "}$\n\n> Official solution: the same vector.", "a quoted official solution that agrees"),
    m("q_ok_reviewer_rejected", "B", G_EXP, "correct", "boxed",
      EXP + r"$= \boxed{2x^2 + 9x - 5}$" + "\n\nA reviewer suggested $2x^2 + 11x - 5$, but $10x - x = 9x$.",
      "a reviewer's wrong value rejected after the box"),

    # ================================================================ 8. bad input
    m("b_unclosed_box", "A", G_CONE, "no_answer", "truncated", CONE + r"$= \boxed{24\pi", "cut inside the box"),
    g("b_shotgun_boxes", "A", "357", "wrong", "boxed", CH + SHOTGUN_BOXES, "120 boxes 300..419, the gold among them"),
    g("b_shotgun_hash_lines", "A", "357", "wrong", "hash", CH + SHOTGUN_HASH, "15 #### lines 350..364"),
    g("b_nan", "A", "357", "wrong", "hash", CH + "#### NaN", "NaN"),
    m("b_infinity", "A", "13", "wrong", "boxed", DIST + r"$= \boxed{\infty}$", "infinity"),
    g("b_vertical_tab_retract", "A", "357", "wrong", "hash", CH + "#### 357\x0bWait, " + MIS + ".", "a retraction after a vertical tab"),
    g("b_myanmar_other", "A", "357", "wrong", "hash", CH + "#### ၃၇၅", "Myanmar 375"),
    g("b_khmer_other", "A", "357", "wrong", "hash", CH + "#### ៣៧៥", "Khmer 375"),
    g("b_sans_serif_other", "A", "357", "wrong", "hash", CH + "#### 𝟥𝟩𝟧", "mathematical sans-serif 375"),
    g("b_rlo_pdf_reversed", "A", "357", "wrong", "hash", CH + "#### \u202e753\u202c",
      "RIGHT-TO-LEFT OVERRIDE ... POP: displays as 357, the text is 753"),
    m("b_deep_nesting_other", "A", G_CARD, "wrong", "boxed", CARD + r"$\boxed{" + "{" * 200 + r"\frac{3}{29}" + "}" * 200 + "}$",
      "3/29 inside 200 brace groups"),
    m("b_tower_power", "A", G_R75, "wrong", "boxed", R75 + r"$\boxed{10^{10^{10}}}$", "a power tower"),
    g("b_html_entities_other", "A", "357", "wrong", "hash", CH + "#### &#51;&#55;&#53;", "HTML entities for 375"),
    m("b_math_nul_other", "A", G_CONE, "wrong", "boxed", CONE + r"$\boxed{72\pi}$" + "\x00", "72\\pi and a NUL (bad input either way)"),
    m("b_math_vertical_tab_retract", "A", G_DAY, "wrong", "boxed",
      DAY + r"$\boxed{\text{Wednesday}}$" + "\x0bActually: " + r"$\boxed{\text{Tuesday}}$", "a second box after a vertical tab"),
    g("b_ok_myanmar", "B", "357", "correct", "hash", CH + "#### ၃၅၇", "Myanmar digits"),
    g("b_ok_khmer", "B", "357", "correct", "hash", CH + "#### ៣៥៧", "Khmer digits"),
    g("b_ok_tamil_digits", "B", "357", "correct", "hash", CH + "#### ௩௫௭", "Tamil digits"),
    g("b_ok_javanese_digits", "B", "357", "correct", "hash", CH + "#### ꧓꧕꧗", "Javanese digits"),
    g("b_ok_sans_serif", "B", "357", "correct", "hash", CH + "#### 𝟥𝟧𝟩", "mathematical sans-serif digits"),
    g("b_ok_long_preamble", "B", "357", "correct", "hash", "Let me think step by step.\n" * 3000 + CH + "#### 357",
      "a 78 KB preamble"),
    g("b_ok_leading_blank_lines", "B", "357", "correct", "hash", "\n" * 5000 + CH + "#### 357", "5000 blank lines first"),
    m("b_ok_deep_braces", "B", G_CARD, "correct", "boxed", CARD + r"$\boxed{" + "{" * 50 + r"\frac{3}{28}" + "}" * 50 + "}$",
      "the gold inside 50 brace groups"),
    m("b_ok_tabs_in_box", "B", G_CARD, "correct", "boxed", CARD + "$\\boxed{\t\\frac{3}{28}\t}$", "tabs in the box"),
    m("b_ok_math_fullwidth", "B", G_CARD, "correct", "boxed", CARD + r"$\boxed{\frac{３}{２８}}$", "fullwidth digits in a fraction"),
    m("b_ok_math_crlf", "B", G_UNION, "correct", "boxed",
      (UNION + r"$\boxed{(-\infty, -3) \cup (4, \infty)}$" + "\n").replace("\n", "\r\n"), "Windows line ends"),
    m("b_ok_math_long_trace", "B", "765", "correct", "boxed", "Let me recompute the terms. " * 2000 + GEO + r"$= \boxed{765}$",
      "a 56 KB looping trace, then the box"),
    g("b_ok_nul_inside_number", "B", "357", "correct", "hash", CH + "#### 3\x0057",
      "a NUL inside the right value; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_nul_in_think", "B", "357", "correct", "tag", "<think>\n" + CH + "\x00</think>\n<answer>357</answer>",
      "a NUL in the thinking; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_math_nul_in_box", "B", G_CARD, "correct", "boxed", CARD + "$\\boxed{\\frac{3}{28}\x00}$",
      "a NUL in the box; debatable: a NUL anywhere makes the pair bad input", True),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-11)")
DECISIONS = {
    "t_ok_tag_math_vector_tuple": (
        "accept",
        "(5, -1) names the same vector as the column pmatrix; MATH graders accept either",
    ),
    "x_gsm_tilde": (
        "reject",
        "'~' before a number reads as 'approximately': a hedge on an exact value",
    ),
    "u_ok_hours_minutes": (
        "accept",
        "3 h 23 min is 203 minutes, equal in value (README: equal value)",
    ),
    "u_ok_exclamation": (
        "accept",
        "a sentence-final '!' after a count the working gives is punctuation, not a factorial",
    ),
    "b_ok_nul_inside_number": _BAD_INPUT,
    "b_ok_nul_in_think": _BAD_INPUT,
    "b_ok_math_nul_in_box": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam12", CASES, [], DECISIONS)
