r"""Build adversarial_redteam14.jsonl: a fourteenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam14", issue 25), written by a helper WITHOUT reading the
checker's source, its README rules, bench/ (the bench notes included), tests/ or any ANALYSIS.md,
from issue 25's class list and from how real models write, and handed over BEFORE any scoring. Not
model output. Only corpus/README.md ("How labels were made"), corpus_build.py and the builders of
rounds 1-13 were read; round 13's structure and label conventions are kept.

Aim of this round: the plain, obvious probes a careful tester writing a hidden test set from the
issue's class list would write FIRST: mostly English, natural model wording, one trick per probe
(some combined), in the issue's own shapes (`\boxed{\not= N}`, `\boxed{x \neq N}`,
`\boxed{N\text{ (wrong)}}`, `~~N~~`, "not N"; `#### N negative / less / fewer / dozen / score /
percent / thousand` against `#### N cookies / $N / N dollars`; "Edit: M", "Update: it's actually
M.", "Erratum: M", "Never mind, M.", "(Not N; M.)", "Wrong! M", "the above is a placeholder; real
answer TBD", "Wait, I made a mistake..."; a quoted `> #### N` then "I cannot solve this"; `You
asked: "Show that the answer is $\boxed{N}$." I cannot.`; "N for part (a) and M for part (b)";
"For example, if the answer were N..."; a hypothesis; another person's answer; "So the answer is
#### N", "Final Answer: #### N", "Answer: #### N"; `<answer>` holding a sentence, an equation, a
box, a bare value, unclosed, with text after, twice; gold 0 against 10^{-100}\pi, \pi against
\pi + 10^{-50}, N + 10^{-50} i, N + \sin(10^{-100})), with NEW problems and numbers.

New against rounds 1-13: other problems and numbers (a bakery's cookies 14 * 36 - 179 = 325 with
the misreading 169 sold -> 335 as the usual wrong value; a plumber's bill 85 + 3 * 46 = $223; a
submarine at -45 - 38 = -83 m; paint 3 * 1.75 = 5.25 L; a quiz 17/25 = 68 %; swimming 7 * 16 = 112
minutes; bolts 1,250 * 24 = 30,000; eggs 8 * 12 = 96; buses 3 * 47 - 19 = 122; a class 31 - 9 =
22; savings 17 * 13 = $221; MATH: a singular determinant and a limit = 0, the period of \sin 2x =
\pi, 1 + ... + 30 = 465, a heart or a king = 4/13, \sqrt{80} = 4\sqrt5, 4/(\sqrt7 + \sqrt3) =
\sqrt7 - \sqrt3, |x + 3| <= 4 = [-7, 1], roots -1 and 5/2, a regular 20-gon's 162 degrees, a
cone's 60\pi, (2 - 3i)(1 + 4i) = 14 + 5i, the third-quadrant angle 5\pi/4, 344_5 = 99, the point
(7, -2), x^2 - 5x - 14, a geometric series 5/3), the word `score` (= 20) after a number, the
issue's literal retraction and quotation shapes in plain English, and chat end tokens
(<|im_end|>, <|eot_id|>, </s>, DeepSeek's end of sentence).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples, parts; `b_` bad input a JSON corpus can hold (lone surrogates cannot be
written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-13's conventions: the last
final answer counts; a hedge, two different final answers (two parts included) or a right number
only in the working is `wrong`; no final answer (a negation, a refusal, only a quotation, an example
or an unconfirmed hypothesis) is `no_answer`; equal in value but written differently is `correct`;
a decimal for an exact irrational or repeating gold is `wrong` unless the model writes the exact
value and then its own rounding of it; a value the model itself marks wrong is `wrong`, one it
negates or strikes with nothing after is `no_answer`; `x \neq N` in a box is `wrong` (a set of all
values but N, round 3); an explicit correction after a wrong answer makes the corrected value the
final one; a withdrawn answer with nothing new (a "placeholder", "Wait, I made a mistake..." with
no value) is `wrong`; text in an invented next turn does not count. A NUL anywhere makes the pair
bad input: a right answer with a NUL is labelled `correct` and `debatable`, decision `reject`. Unit
words are chosen so the label does not depend on the question (which the checker does not see):
where a unit word matters, the working the checker sees fixes the quantity. A probe whose label is
itself debatable carries `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam14.py
"""

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, write_probes


def L(*lines: str) -> str:  # noqa: N802
    """Lines joined by newlines (the LaTeX below is in raw strings, so no escape slips in)."""
    return "\n".join(lines)


# ---------------------------------------------------------------- GSM8K-style working
COOK = L(
    "The bakery bakes 14 trays of 36 cookies, so it has 14 * 36 = 504 cookies.",
    "It sells 179 of them, so 504 - 179 = 325 cookies are left.",
)  # gold 325 (14 * 36 = 360 + 144 = 504; 504 - 179 = 325; check 325 + 179 = 504). Slip: 169 sold -> 335
COOK_SLIP = L(
    "The bakery bakes 14 trays of 36 cookies, so it has 14 * 36 = 504 cookies.",
    "It sells 169 of them, so 504 - 169 = 335 cookies are left.",
)  # the misreading 169 -> 335 (504 - 169 = 335), gold still 325
TH = "<think>\n" + COOK + "\n</think>\n"
PLUMB = L(
    "The plumber charges an $85 call-out fee plus $46 an hour, and the job takes 3 hours.",
    "3 * 46 = $138, so the bill is 85 + 138 = $223.",
)  # gold 223 (3 * 46 = 138; 85 + 138 = 223). Slip: 2 hours -> 85 + 92 = 177
SUB = (
    "The submarine starts 45 m below the surface (-45 m) and dives another 38 m: -45 - 38 = -83 m."
)
# gold -83 (45 + 38 = 83, below the surface)
PAINT = "Each can holds 1.75 litres of paint, so 3 cans hold 3 * 1.75 = 5.25 litres."
# gold 5.25 (= 21/4 = 5 1/4; 3 * 1.75 = 3 + 2.25)
QUIZ = "Ravi got 17 of the 25 questions right: 17 / 25 = 0.68, so he scored 68%."  # gold 68 (17 * 4 = 68)
SWIM = "Nina swims 16 minutes a day for 7 days: 7 * 16 = 112 minutes."  # gold 112 (= 1 h 52 min)
FACT = "The factory makes 1,250 bolts a day for 24 days: 1,250 * 24 = 30,000 bolts."
# gold 30000 (1250 * 20 = 25000, 1250 * 4 = 5000)
EGGS = "The farm packs 8 cartons of 12 eggs: 8 * 12 = 96 eggs."  # gold 96 (= 8 dozen)
BUS = L(
    "3 buses carry 47 passengers each, so there are 3 * 47 = 141 passengers.",
    "At the first stop 19 get off, so 141 - 19 = 122 are still on the buses.",
)  # gold 122 (3 * 47 = 141; 141 - 19 = 122; check 122 + 19 = 141)
CLASS = "Class A has 31 students and class B has 9 fewer, so class B has 31 - 9 = 22 students."  # gold 22
SAVE = "Lena saves $17 a week for 13 weeks: 17 * 13 = $221."  # gold 221 (170 + 51). Slip: 12 weeks -> 204

# ---------------------------------------------------------------- MATH-style working
DET = r"$\det\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix} = 2 \cdot 9 - 6 \cdot 3 = 18 - 18$."  # gold 0
LIM = (
    r"Dividing top and bottom by $x^2$, $\lim_{x \to \infty} \frac{5x + 2}{x^2 + 3} = "
    r"\lim_{x \to \infty} \frac{5/x + 2/x^2}{1 + 3/x^2} = \frac{0}{1}$."
)  # gold 0
PER = r"The period of $\sin 2x$ is $\frac{2\pi}{2}$."  # gold \pi
SUM30 = (
    r"$1 + 2 + \cdots + 30 = \frac{30 \cdot 31}{2} = \frac{930}{2}$."  # gold 465 (30 * 31 = 930)
)
CARD = (
    r"There are $13$ hearts and $4$ kings, and the king of hearts is both, so $13 + 4 - 1 = 16$ "
    r"of the $52$ cards qualify: $P = \frac{16}{52}$."
)  # gold 4/13 = 0.307692 307692... (16/52 = 4/13). Slip: double-counting -> 17/52
R80 = r"We have $\sqrt{80} = \sqrt{16 \cdot 5}$."  # gold 4\sqrt5 = 8.94427191...
RAT = (
    r"Multiplying by the conjugate, $\frac{4}{\sqrt{7} + \sqrt{3}} = "
    r"\frac{4(\sqrt{7} - \sqrt{3})}{7 - 3}$."
)  # gold \sqrt7 - \sqrt3 = 2.6457513 - 1.7320508 = 0.9137005...
ABS = r"$|x + 3| \le 4$ means $-4 \le x + 3 \le 4$, so $-7 \le x \le 1$."  # gold [-7, 1]
QD = r"We factor $2x^2 - 3x - 5 = (2x - 5)(x + 1)$ and set each factor to zero."
# gold -1, 5/2 (2x^2 + 2x - 5x - 5 = 2x^2 - 3x - 5)
POLY = r"A regular $20$-gon has interior angle sum $(20 - 2) \cdot 180^\circ = 3240^\circ$."
# gold 162 (3240 / 20 = 162; exterior 360 / 20 = 18; 162 + 18 = 180)
CONE = (
    r"The cone has radius $6$ and height $5$, so "
    r"$V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi \cdot 36 \cdot 5$."
)  # gold 60\pi = 188.4955...; slip without the 1/3: 180\pi
CPX = r"We expand $(2 - 3i)(1 + 4i) = 2 + 8i - 3i - 12i^2$ and use $i^2 = -1$."
# gold 14 + 5i (2 + 12 = 14; 8i - 3i = 5i); sign slip: 2 - 12 + 5i = -10 + 5i
TAN = r"We need the angle in $[0, 2\pi)$ in the third quadrant with $\tan\theta = 1$."
# gold 5\pi/4 = 3.92699... (225 degrees; \pi + \pi/4)
B5 = r"In base $5$, $344_5 = 3 \cdot 25 + 4 \cdot 5 + 4$."  # gold 99 (75 + 20 + 4)
SYS = r"Adding $x + y = 5$ and $x - y = 9$ gives $2x = 14$, so $x = 7$ and $y = 5 - 7 = -2$."
# gold (7, -2): 7 + (-2) = 5, 7 - (-2) = 9
EXP = r"Expanding, $(x - 7)(x + 2) = x^2 + 2x - 7x - 14$."  # gold x^2 - 5x - 14
GEO = (
    r"The series $1 + \frac{2}{5} + \frac{4}{25} + \cdots$ has ratio $\frac{2}{5}$, so its sum is "
    r"$\frac{1}{1 - \frac{2}{5}}$."
)  # gold 5/3 = 1.666... (1 / (3/5))

IM_END = "<|im_end|>"
EOT = "<|eot_id|>"
DS_END = "<｜end▁of▁sentence｜>"

G_PI = r"\pi"
G_CARD = r"\frac{4}{13}"
G_R80 = r"4\sqrt{5}"
G_RAT = r"\sqrt{7}-\sqrt{3}"
G_ABS = "[-7,1]"
G_QD = r"-1, \frac{5}{2}"
G_CONE = r"60\pi"
G_CPX = "14+5i"
G_TAN = r"\frac{5\pi}{4}"
G_SYS = "(7,-2)"
G_EXP = "x^2-5x-14"
G_GEO = r"\frac{5}{3}"

BIGSPACE = " " * 30000  # a 30,000-space run (huge whitespace)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_tag_sentence_other", "A", "325", "wrong", "tag",
      TH + "<answer>The bakery has 335 cookies left.</answer>", "a sentence in the tag; its value 335"),
    g("t_tag_equation_other", "A", "325", "wrong", "tag",
      "<think>\n" + COOK_SLIP + "\n</think>\n<answer>504 - 169 = 335</answer>", "an equation in the tag ending on 335"),
    g("t_tag_equation_intermediate", "A", "325", "wrong", "tag",
      "<think>\n14 trays of 36 cookies.\n</think>\n<answer>14 * 36 = 504</answer>",
      "an equation in the tag ending on the total baked, not the number left"),
    g("t_tag_box_other", "A", "325", "wrong", "tag",
      "<think>\n" + COOK_SLIP + "\n</think>\n<answer>\\boxed{335}</answer>", "a box inside the tag holding 335"),
    g("t_tag_unclosed_other", "A", "325", "wrong", "tag",
      "<think>\n" + COOK_SLIP + "\n</think>\n<answer>335", "an unclosed tag holding 335"),
    g("t_tag_text_after_retract", "A", "325", "wrong", "tag",
      TH + "<answer>325</answer>\nHmm, actually it sold 189, so the answer is 315.",
      "text after the tag corrects to 315 (504 - 189)"),
    g("t_tag_two_tags_other_last", "A", "325", "wrong", "tag", TH + "<answer>325</answer>\n<answer>335</answer>",
      "two tags, two values; the last is 335"),
    g("t_tag_empty", "A", "325", "no_answer", "tag", TH + "<answer></answer>", "an empty tag; 325 only in the thinking"),
    g("t_tag_placeholder_dots", "A", "325", "no_answer", "tag", TH + "<answer>...</answer>", "a placeholder, no value"),
    g("t_tag_sign_lost", "A", "-83", "wrong", "tag", "<think>\n" + SUB + "\n</think>\n<answer>83</answer>",
      "the tag drops the minus"),
    m("t_math_tag_sentence_other", "A", G_CARD, "wrong", "tag",
      "<think>\n13 hearts and 4 kings make 17 cards.\n</think>\n<answer>The probability is $\\frac{17}{52}$.</answer>",
      "a sentence; 17/52 double-counts the king of hearts"),
    m("t_math_tag_equation_other", "A", G_R80, "wrong", "tag",
      "<think>\n" + R80 + "\n</think>\n<answer>\\sqrt{80} = 4\\sqrt{10}</answer>", "an equation ending on 4\\sqrt{10}"),
    m("t_math_tag_box_other", "A", G_CONE, "wrong", "tag",
      "<think>\nV = \\pi r^2 h = 36 \\cdot 5 \\pi.\n</think>\n<answer>\\boxed{180\\pi}</answer>", "a box in the tag; the 1/3 forgotten"),
    m("t_math_tag_unclosed_other", "A", G_ABS, "wrong", "tag", "<think>\n" + ABS + "\n</think>\n<answer>[-7, 1)",
      "unclosed tag; half-open for the closed [-7, 1]"),
    m("t_math_tag_two_tags_other_last", "A", G_CPX, "wrong", "tag",
      "<think>\n" + CPX + "\n</think>\n<answer>14+5i</answer>\n<answer>-10+5i</answer>", "two tags; the last is -10+5i"),
    m("t_math_tag_one_root", "A", G_QD, "wrong", "tag", "<think>\n" + QD + "\n</think>\n<answer>\\frac{5}{2}</answer>",
      "one root of two"),
    m("t_math_tag_text_after_other", "A", G_TAN, "wrong", "tag",
      "<think>\n" + TAN + "\n</think>\n<answer>\\frac{5\\pi}{4}</answer>\n"
      "Actually the angle should be in the first quadrant, so it is $\\frac{\\pi}{4}$.", "text after the tag changes it to \\pi/4"),
    m("t_math_tag_empty_box", "A", G_GEO, "no_answer", "tag", "<think>\n" + GEO + "\n</think>\n<answer>\\boxed{}</answer>",
      "an empty box in the tag"),
    m("t_math_tag_placeholder", "A", G_SYS, "no_answer", "tag",
      "<think>\n" + SYS + "\n</think>\n<answer>[your answer here]</answer>", "a template placeholder in the tag"),
    g("t_ok_tag_bare", "B", "325", "correct", "tag", TH + "<answer>325</answer>", "a bare value"),
    g("t_ok_tag_sentence", "B", "325", "correct", "tag", TH + "<answer>The bakery has 325 cookies left.</answer>",
      "a sentence in the tag"),
    g("t_ok_tag_equation", "B", "325", "correct", "tag", TH + "<answer>504 - 179 = 325</answer>", "an equation ending on 325"),
    g("t_ok_tag_box", "B", "325", "correct", "tag", TH + "<answer>\\boxed{325}</answer>", "a box inside the tag"),
    g("t_ok_tag_unclosed", "B", "325", "correct", "tag", TH + "<answer>325", "an unclosed tag at the end"),
    g("t_ok_tag_text_after", "B", "325", "correct", "tag",
      TH + "<answer>325</answer>\nSo the bakery has 325 cookies left over.", "text after the tag agrees"),
    g("t_ok_tag_corrected_between", "B", "325", "correct", "tag",
      "<think>\n" + COOK_SLIP + "\n</think>\n<answer>335</answer>\nNo wait, it sold 179, not 169. 504 - 179 = 325.\n<answer>325</answer>",
      "an explicit correction, then a second tag with the gold"),
    g("t_ok_tag_negative_sentence", "B", "-83", "correct", "tag",
      "<think>\n" + SUB + "\n</think>\n<answer>The submarine is at -83 m.</answer>", "a negative value with its unit in a sentence"),
    m("t_ok_math_tag_sentence", "B", G_CONE, "correct", "tag",
      "<think>\n" + CONE + "\n</think>\n<answer>The volume is $60\\pi$ cubic units.</answer>", "a sentence in the tag"),
    m("t_ok_math_tag_equation", "B", G_R80, "correct", "tag",
      "<think>\n" + R80 + "\n</think>\n<answer>\\sqrt{80} = 4\\sqrt{5}</answer>", "an equation ending on the gold"),
    m("t_ok_math_tag_box", "B", G_CPX, "correct", "tag", "<think>\n" + CPX + "\n</think>\n<answer>$\\boxed{14+5i}$</answer>",
      "a box in math mode in the tag"),
    m("t_ok_math_tag_bare", "B", "99", "correct", "tag", "<think>\n" + B5 + "\n</think>\n<answer>99</answer>", "a bare value"),
    m("t_ok_math_tag_unclosed", "B", G_GEO, "correct", "tag", "<think>\n" + GEO + "\n</think>\n<answer>\\frac{5}{3}",
      "an unclosed tag at the end"),
    m("t_ok_math_tag_text_after", "B", G_SYS, "correct", "tag",
      "<think>\n" + SYS + "\n</think>\n<answer>(7, -2)</answer>\nCheck: 7 + (-2) = 5 and 7 - (-2) = 9.", "a check after the tag"),
    m("t_ok_math_tag_equation_poly", "B", G_EXP, "correct", "tag",
      "<think>\n" + EXP + "\n</think>\n<answer>(x-7)(x+2) = x^2 - 5x - 14</answer>", "the product = the expansion"),

    # ================================================================ 2. phrase marker then ####
    g("h_so_answer_is_hash_other", "A", "325", "wrong", "hash", COOK_SLIP + "\nSo the answer is #### 335", "the marker holds 335"),
    g("h_final_answer_hash_other", "A", "223", "wrong", "hash",
      "The call-out fee is $85 and 2 hours cost 2 * 46 = $92.\nSo the bill is 85 + 92 = $177.\nFinal Answer: #### 177",
      "2 hours for 3; 177"),
    g("h_answer_colon_hash_other", "A", "122", "wrong", "hash", BUS + "\nAnswer: #### 141", "the total before the stop"),
    g("h_so_answer_is_hash_empty", "A", "325", "no_answer", "hash", COOK + "\nSo the answer is ####",
      "an empty marker; 325 only in the working"),
    g("h_final_answer_hash_template", "A", "325", "no_answer", "hash", COOK + "\nFinal Answer: #### <number>",
      "the template placeholder copied; 325 only in the working"),
    g("h_phrase_right_hash_other_same_line", "A", "325", "wrong", "hash", COOK + "\nSo the answer is 325. #### 335",
      "a phrase 325, then #### 335 on the same line"),
    g("h_hash_then_phrase_other", "A", "325", "wrong", "answer_is", COOK + "\n#### 325\nSo the answer is 335.",
      "#### 325, then a later phrase 335"),
    g("h_answer_colon_hash_sign_lost", "A", "-83", "wrong", "hash", SUB + "\nAnswer: #### 83", "the minus lost"),
    g("h_final_answer_hash_or", "A", "325", "wrong", "hash", COOK + "\nFinal Answer: #### 325 or 335", "a hedge on the line"),
    m("h_math_so_answer_hash_other", "A", G_CARD, "wrong", "hash",
      "There are 13 hearts and 4 kings, 17 cards in all.\nSo the answer is #### \\frac{17}{52}", "double-counted"),
    m("h_math_final_answer_hash_other", "A", G_CONE, "wrong", "hash",
      "$V = \\pi r^2 h = 36 \\cdot 5 \\pi = 180\\pi$.\nFinal Answer: #### 180\\pi", "the 1/3 forgotten"),
    m("h_math_answer_colon_hash_other", "A", G_R80, "wrong", "hash", R80 + "\nAnswer: #### 4\\sqrt{10}", "4\\sqrt{10} = \\sqrt{160}"),
    m("h_math_so_answer_hash_swapped", "A", G_SYS, "wrong", "hash", SYS + "\nSo the answer is #### (-2, 7)", "coordinates swapped"),
    m("h_math_final_answer_hash_one_root", "A", G_QD, "wrong", "hash", QD + "\nFinal Answer: #### \\frac{5}{2}", "one root of two"),
    m("h_math_answer_colon_hash_empty", "A", "465", "no_answer", "hash", SUM30 + "\nAnswer: ####",
      "an empty marker; 930/2 only in the working"),
    m("h_math_final_answer_hash_decimal", "A", G_GEO, "wrong", "hash", GEO + "\nFinal Answer: #### 1.67", "a rounded decimal for 5/3"),
    g("h_ok_so_answer_is_hash", "B", "325", "correct", "hash", COOK + "\nSo the answer is #### 325", "the issue's shape"),
    g("h_ok_final_answer_hash", "B", "223", "correct", "hash", PLUMB + "\nFinal Answer: #### 223", "the issue's shape"),
    g("h_ok_answer_colon_hash", "B", "122", "correct", "hash", BUS + "\nAnswer: #### 122", "the issue's shape"),
    g("h_ok_answer_colon_hash_dollar", "B", "223", "correct", "hash", PLUMB + "\nAnswer: #### $223", "a dollar sign"),
    g("h_ok_final_answer_hash_negative", "B", "-83", "correct", "hash", SUB + "\nFinal Answer: #### -83", "a negative value"),
    g("h_ok_bold_final_answer_hash", "B", "30000", "correct", "hash", FACT + "\n**Final Answer:** #### 30,000",
      "bold label, thousands comma"),
    g("h_ok_so_answer_hash_decimal", "B", "5.25", "correct", "hash", PAINT + "\nSo the answer is #### 5.25", "a decimal"),
    g("h_ok_final_answer_hash_percent", "B", "68", "correct", "hash", QUIZ + "\nFinal Answer: #### 68%",
      "a percent sign; the working computes a percentage"),
    m("h_ok_math_so_answer_hash", "B", G_GEO, "correct", "hash", GEO + "\nSo the answer is #### \\frac{5}{3}", "a fraction"),
    m("h_ok_math_final_answer_hash", "B", G_CONE, "correct", "hash", CONE + "\nFinal Answer: #### 60\\pi", "a multiple of pi"),
    m("h_ok_math_answer_colon_hash", "B", G_R80, "correct", "hash", R80 + "\nAnswer: #### 4\\sqrt{5}", "a radical"),
    m("h_ok_math_so_answer_hash_complex", "B", G_CPX, "correct", "hash", CPX + "\nSo the answer is #### 14+5i", "a complex number"),
    m("h_ok_math_final_answer_hash_int", "B", "99", "correct", "hash", B5 + "\n$= 75 + 20 + 4 = 99$.\nFinal Answer: #### 99",
      "an integer"),

    # ================================================================ 3. exactness
    m("x_zero_tiny_pi", "A", "0", "wrong", "boxed", DET + "\nSo the determinant is $\\boxed{10^{-100}\\pi}$.",
      "10^{-100}\\pi is not 0"),
    m("x_zero_pi_over_googol", "A", "0", "wrong", "boxed", LIM + "\nThe limit is $\\boxed{\\frac{\\pi}{10^{100}}}$.",
      "\\pi / 10^{100} is not 0"),
    m("x_zero_tag_tiny_pi", "A", "0", "wrong", "tag", "<think>\n" + DET + "\n</think>\n<answer>10^{-100}\\pi</answer>",
      "a tiny value in the tag"),
    m("x_zero_minerva_tiny_pi", "A", "0", "wrong", "minerva", LIM + "\n" + MINERVA.format("$10^{-100}\\pi$"),
      "a Minerva line with 10^{-100}\\pi"),
    m("x_zero_tiny_decimal", "A", "0", "wrong", "boxed", LIM + "\nSo the limit is $\\boxed{0.00000001}$.", "10^{-8} is not 0"),
    m("x_pi_plus_tiny", "A", G_PI, "wrong", "boxed", PER + "\nSo the period is $\\boxed{\\pi + 10^{-50}}$.", "\\pi + 10^{-50} is not \\pi"),
    m("x_pi_minus_tiny", "A", G_PI, "wrong", "boxed", PER + "\n$T = \\boxed{\\pi - 10^{-50}}$", "\\pi - 10^{-50} is not \\pi"),
    m("x_pi_tag_plus_tiny", "A", G_PI, "wrong", "tag", "<think>\n" + PER + "\n</think>\n<answer>\\pi + 10^{-50}</answer>",
      "in a tag"),
    m("x_pi_minerva_plus_tiny", "A", G_PI, "wrong", "minerva", PER + "\n" + MINERVA.format("$\\pi + 10^{-50}$"),
      "a Minerva line"),
    m("x_pi_decimal", "A", G_PI, "wrong", "boxed", PER + "\nSo the period is $\\boxed{3.14159}$.", "a decimal for \\pi"),
    m("x_int_tiny_imag", "A", "465", "wrong", "boxed", SUM30 + "\nSo the sum is $\\boxed{465 + 10^{-50} i}$.",
      "a tiny imaginary part"),
    m("x_int_plus_sin_tiny", "A", "465", "wrong", "boxed", SUM30 + "\nSo the sum is $\\boxed{465 + \\sin(10^{-100})}$.",
      "465 + sin(10^{-100}) is not 465"),
    m("x_int_minus_tiny", "A", "465", "wrong", "boxed", SUM30 + "\n$= \\boxed{465 - 10^{-80}}$", "465 - 10^{-80}"),
    m("x_int_near_decimal", "A", "465", "wrong", "boxed", SUM30 + "\n$= \\boxed{465.0000000001}$", "a decimal just above 465"),
    g("x_gsm_tiny_imag", "A", "325", "wrong", "hash", COOK + "\n#### 325 + 10^{-50}i", "a tiny imaginary part on a count"),
    g("x_gsm_plus_sin_tiny", "A", "325", "wrong", "hash", COOK + "\n#### 325 + \\sin(10^{-100})", "325 + sin(10^{-100})"),
    g("x_gsm_near_decimal", "A", "325", "wrong", "hash", COOK + "\n#### 325.0000001", "just above 325"),
    m("x_decimal_radical", "A", G_R80, "wrong", "boxed", R80 + "\nSo $\\sqrt{80} = \\boxed{8.944}$.", "a decimal for 4\\sqrt5"),
    m("x_decimal_radical_difference", "A", G_RAT, "wrong", "boxed", RAT + "\n$= \\sqrt{7} - \\sqrt{3} \\approx \\boxed{0.914}$",
      "the exact value in the working, the decimal boxed"),
    m("x_decimal_cone", "A", G_CONE, "wrong", "boxed", CONE + "\n$V = 60\\pi \\approx \\boxed{188.5}$", "the decimal boxed"),
    m("x_decimal_angle", "A", G_TAN, "wrong", "boxed", TAN + "\n$\\theta = \\boxed{3.927}$", "radians as a decimal"),
    m("x_decimal_fraction", "A", G_CARD, "wrong", "boxed", CARD + "\n$P \\approx \\boxed{0.3077}$", "a rounded decimal for 4/13"),
    m("x_decimal_repeating_cut", "A", G_CARD, "wrong", "boxed", CARD + "\n$P = \\boxed{0.307692307692}$",
      "twelve digits of a repeating decimal: not 4/13"),
    m("x_decimal_geo", "A", G_GEO, "wrong", "boxed", GEO + "\n$= \\boxed{1.67}$", "rounded 5/3"),
    m("x_minerva_decimal_radical", "A", G_R80, "wrong", "minerva", R80 + "\n" + MINERVA.format("$8.94$"), "a decimal in a Minerva line"),
    g("x_gsm_rounded_decimal", "A", "5.25", "wrong", "hash", PAINT + "\nThat is about 5.3 litres.\n#### 5.3", "rounded to one place"),
    g("x_gsm_rounded_money", "A", "223", "wrong", "hash", PLUMB + "\nThat is roughly $220.\n#### 220", "rounded to tens"),
    g("x_gsm_rounded_percent", "A", "68", "wrong", "hash", QUIZ + "\nRounded to the nearest ten, 70%.\n#### 70", "rounded to tens"),
    m("x_ok_zero_plain", "B", "0", "correct", "boxed", DET + "\n$= \\boxed{0}$", "the plain value"),
    m("x_ok_zero_minerva", "B", "0", "correct", "minerva", LIM + "\n" + MINERVA.format("$0$"), "a Minerva line"),
    m("x_ok_pi_exact_then_approx", "B", G_PI, "correct", "boxed", PER + "\n$T = \\boxed{\\pi} \\approx 3.1416$",
      "exact boxed, then its own rounding"),
    m("x_ok_int_decimal_zero", "B", "465", "correct", "boxed", SUM30 + "\n$= \\boxed{465.0}$", "465.0 = 465"),
    m("x_ok_int_sci", "B", "465", "correct", "boxed", SUM30 + "\n$= \\boxed{4.65 \\times 10^2}$", "4.65 x 10^2 = 465"),
    m("x_ok_radical_no_braces", "B", G_R80, "correct", "boxed", R80 + "\n$= \\boxed{4\\sqrt 5}$", "\\sqrt 5 without braces"),
    m("x_ok_radical_cdot", "B", G_R80, "correct", "boxed", R80 + "\n$= \\boxed{4 \\cdot \\sqrt{5}}$", "a written product"),
    m("x_ok_radical_difference_reordered", "B", G_RAT, "correct", "boxed", RAT + "\n$= \\boxed{-\\sqrt{3} + \\sqrt{7}}$",
      "the terms in the other order"),
    m("x_ok_fraction_unreduced", "B", G_CARD, "correct", "boxed", CARD + "\n$P = \\boxed{\\frac{16}{52}}$", "16/52 = 4/13, unreduced"),
    m("x_ok_fraction_repeating", "B", G_CARD, "correct", "boxed", CARD + "\n$P = \\boxed{0.\\overline{307692}}$",
      "the repeating decimal is exactly 4/13"),
    m("x_ok_geo_repeating", "B", G_GEO, "correct", "boxed", GEO + "\n$= \\boxed{1.\\overline{6}}$", "1.666... = 5/3"),
    m("x_ok_geo_mixed", "B", G_GEO, "correct", "boxed", GEO + "\n$= \\boxed{1\\frac{2}{3}}$", "the mixed number 1 2/3 = 5/3"),
    m("x_ok_cone_pi_first", "B", G_CONE, "correct", "boxed", CONE + "\n$V = \\boxed{\\pi \\cdot 60}$", "the factors in the other order"),
    m("x_ok_angle_coefficient", "B", G_TAN, "correct", "boxed", TAN + "\n$\\theta = \\boxed{\\frac{5}{4}\\pi}$", "5/4 pi = 5pi/4"),
    m("x_ok_angle_exact_then_approx", "B", G_TAN, "correct", "boxed",
      TAN + "\n$\\theta = \\boxed{\\frac{5\\pi}{4}} \\approx 3.93$", "exact boxed, then its own rounding"),
    m("x_ok_complex_reordered", "B", G_CPX, "correct", "boxed", CPX + "\n$= \\boxed{5i + 14}$", "imaginary part first"),
    g("x_ok_gsm_trailing_zeros", "B", "5.25", "correct", "hash", PAINT + "\n#### 5.250", "5.250 = 5.25"),
    g("x_ok_gsm_fraction", "B", "5.25", "correct", "hash", PAINT + "\nAs a fraction that is 21/4.\n#### 21/4", "21/4 = 5.25"),
    g("x_ok_gsm_mixed", "B", "5.25", "correct", "hash", PAINT + "\n#### 5 1/4",
      "the mixed number 5 1/4 = 5.25; debatable: '5 1/4' could be read as two numbers", True),
    g("x_ok_gsm_sci", "B", "30000", "correct", "hash", FACT + "\n#### 3 \\times 10^4", "3 x 10^4 = 30000"),
    g("x_ok_gsm_e_notation", "B", "30000", "correct", "hash", FACT + "\n#### 3e4", "3e4 = 30000"),
    g("x_ok_gsm_money_cents", "B", "223", "correct", "hash", PLUMB + "\n#### $223.00", "$223.00"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_box_not_eq_only", "A", "325", "no_answer", "boxed", COOK + "\n$\\boxed{\\not= 325}$", "the value negated in the box, nothing after"),
    g("n_box_x_neq", "A", "325", "wrong", "boxed", COOK + "\n$\\boxed{x \\neq 325}$",
      "x \\neq 325 is every value but 325 (round 3's reading)"),
    g("n_box_text_wrong", "A", "325", "wrong", "boxed", COOK + "\n$\\boxed{325\\text{ (wrong)}}$", "the model marks its value wrong"),
    g("n_hash_strike_only", "A", "325", "no_answer", "hash", COOK + "\n#### ~~325~~", "the value struck, nothing after"),
    g("n_answer_is_not", "A", "325", "no_answer", "answer_is", COOK + "\nThe answer is not 325.", "a negation, nothing after"),
    g("n_hash_not", "A", "223", "no_answer", "hash", PLUMB + "\n#### not 223", "the value negated on the #### line"),
    g("n_hash_strike_then_other", "A", "325", "wrong", "hash", COOK + "\n#### ~~325~~ 335", "struck gold, then 335"),
    g("n_hash_wrong_paren", "A", "325", "wrong", "hash", COOK + "\n#### 325 (wrong)", "the model marks its value wrong"),
    g("n_hash_incorrect_bracket", "A", "122", "wrong", "hash", BUS + "\n#### 122 [incorrect]", "the model marks its value incorrect"),
    g("n_box_neq_unicode", "A", "223", "no_answer", "boxed", PLUMB + "\n$\\boxed{≠ 223}$", "a Unicode not-equal sign in the box"),
    g("n_hash_neq_latex", "A", "96", "no_answer", "hash", EGGS + "\n#### \\neq 96", "\\neq before the value"),
    g("n_tag_not", "A", "122", "no_answer", "tag", "<think>\n" + BUS + "\n</think>\n<answer>not 122</answer>", "negated inside the tag"),
    g("n_hash_cross_mark", "A", "122", "wrong", "hash", BUS + "\n#### 122 ✗", "a cross mark after the value"),
    g("n_prose_not_only", "A", "122", "no_answer", "prose_sentence", BUS + "\nSo the number still on the buses is not 122.",
      "a negated sentence, nothing after"),
    m("n_math_box_not_eq_only", "A", G_R80, "no_answer", "boxed", R80 + "\n$\\boxed{\\not= 4\\sqrt{5}}$", "negated in the box"),
    m("n_math_box_x_neq", "A", "99", "wrong", "boxed", B5 + "\n$\\boxed{x \\neq 99}$", "a set of all values but 99"),
    m("n_math_box_text_wrong", "A", G_CONE, "wrong", "boxed", CONE + "\n$\\boxed{60\\pi\\text{ (wrong)}}$",
      "the model marks its box wrong"),
    m("n_math_strike_around_box", "A", G_CONE, "no_answer", "boxed", CONE + "\n~~$\\boxed{60\\pi}$~~",
      "the whole box struck, nothing after"),
    m("n_math_strike_then_other_box", "A", G_CPX, "wrong", "boxed", CPX + "\n~~$14+5i$~~ $\\boxed{-10+5i}$",
      "struck gold, then -10+5i boxed"),
    m("n_math_answer_is_not", "A", G_GEO, "no_answer", "answer_is", GEO + "\nThe answer is not $\\frac{5}{3}$.", "a negation"),
    m("n_math_tag_neq", "A", G_TAN, "no_answer", "tag", "<think>\n" + TAN + "\n</think>\n<answer>\\neq \\frac{5\\pi}{4}</answer>",
      "negated in the tag"),
    m("n_math_box_then_incorrect", "A", G_TAN, "wrong", "boxed", TAN + "\n$\\boxed{\\frac{5\\pi}{4}} \\quad \\text{(incorrect)}$",
      "the model marks its box incorrect"),
    m("n_math_minerva_not", "A", "465", "no_answer", "minerva", SUM30 + "\nFinal Answer: The final answer is not $465$. I hope it is correct.",
      "a negated Minerva line"),
    m("n_math_hash_strike_only", "A", G_SYS, "no_answer", "hash", SYS + "\n#### ~~(7, -2)~~", "the point struck, nothing after"),
    g("n_ok_not_other_then_gold", "B", "325", "correct", "hash",
      COOK + "\nThe answer is not 335 (that would be 169 sold); it is 325.\n#### 325", "another value negated, the gold kept"),
    g("n_ok_strike_other_then_gold", "B", "325", "correct", "hash", COOK + "\n#### ~~335~~ 325", "struck 335, then the gold"),
    g("n_ok_correct_paren", "B", "325", "correct", "hash", COOK + "\n#### 325 (correct)", "a harmless annotation"),
    g("n_ok_wrong_in_working", "B", "325", "correct", "hash",
      "At first I got 335, which was wrong because I used 169 instead of 179.\nThe right count is 504 - 179 = 325.\n#### 325",
      "'wrong' about a discarded value"),
    g("n_ok_not_everyone", "B", "122", "correct", "hash", BUS + "\nNot everyone gets off: 122 passengers are still on.\n#### 122",
      "'Not' opens the sentence, the value is stated"),
    g("n_ok_unicode_minus", "B", "-83", "correct", "hash", SUB + "\n#### −83", "a Unicode minus, not a negation"),
    m("n_ok_math_not_other_then_box", "B", G_CONE, "correct", "boxed",
      CONE + "\nThe volume is not $180\\pi$ (that forgets the $\\frac{1}{3}$); it is $\\boxed{60\\pi}$.", "another value negated"),
    m("n_ok_math_strike_other_then_box", "B", G_CONE, "correct", "boxed", CONE + "\n~~$180\\pi$~~ $\\boxed{60\\pi}$",
      "struck wrong value, then the gold boxed"),
    m("n_ok_math_neq_in_working", "B", G_ABS, "correct", "boxed",
      ABS + "\nSo $x \\neq -8$ and $x \\neq 2$, and the solution set is $\\boxed{[-7, 1]}$.", "\\neq in the working"),
    m("n_ok_math_var_eq_box", "B", "99", "correct", "boxed", B5 + "\nSo $\\boxed{n = 99}$.", "a labelled value, '=' not '\\neq'"),
    m("n_ok_math_neither_extraneous", "B", G_QD, "correct", "boxed",
      QD + "\nNeither root is extraneous, so $x = \\boxed{-1, \\frac{5}{2}}$.", "'Neither' in the sentence"),
    m("n_ok_math_not_first_quadrant", "B", G_TAN, "correct", "boxed",
      TAN + "\nThe angle is not $\\frac{\\pi}{4}$, which is in the first quadrant; it is $\\boxed{\\frac{5\\pi}{4}}$.",
      "the first-quadrant value negated, the gold boxed"),
    m("n_ok_math_box_checked", "B", "99", "correct", "boxed", B5 + "\n$\\boxed{99}$ (checked: $75 + 20 + 4 = 99$ ✓)",
      "a check annotation"),

    # ================================================================ 5. words after a number
    g("u_negative", "A", "325", "wrong", "hash", COOK + "\n#### 325 negative", "'325 negative' is -325, not a count"),
    g("u_less", "A", "325", "wrong", "hash", COOK + "\n#### 325 less", "a difference, not the count left"),
    g("u_fewer", "A", "325", "wrong", "hash", COOK + "\n#### 325 fewer", "a difference"),
    g("u_fewer_class", "A", "22", "wrong", "hash", CLASS + "\n#### 22 fewer",
      "the working fixes 22 students; '22 fewer' states a difference (the difference is 9)"),
    g("u_dozen", "A", "325", "wrong", "hash", COOK + "\n#### 325 dozen", "325 dozen = 3,900 cookies"),
    g("u_dozen_eggs", "A", "96", "wrong", "hash", EGGS + "\n#### 96 dozen", "the working counts 96 eggs; 96 dozen = 1,152"),
    g("u_score", "A", "325", "wrong", "hash", COOK + "\n#### 325 score", "'score' = 20: 325 score = 6,500"),
    g("u_score_bus", "A", "122", "wrong", "hash", BUS + "\n#### 122 score", "'score' = 20; the working counts passengers"),
    g("u_percent", "A", "325", "wrong", "hash", COOK + "\n#### 325 percent", "the working counts cookies, not a percentage"),
    g("u_percent_sign_count", "A", "96", "wrong", "hash", EGGS + "\n#### 96%", "the working counts eggs"),
    g("u_thousand", "A", "325", "wrong", "hash", COOK + "\n#### 325 thousand", "325,000"),
    g("u_thousand_twice", "A", "30000", "wrong", "hash", FACT + "\n#### 30000 thousand", "30,000,000"),
    g("u_cents", "A", "223", "wrong", "hash", PLUMB + "\n#### 223 cents", "the working says $223; 223 cents = $2.23"),
    g("u_box_text_negative", "A", "325", "wrong", "boxed", COOK + "\n$\\boxed{325 \\text{ negative}}$", "a sign word in \\text"),
    g("u_tag_fewer", "A", "122", "wrong", "tag", "<think>\n" + BUS + "\n</think>\n<answer>122 fewer</answer>", "a comparison in the tag"),
    g("u_hours", "A", "112", "wrong", "hash", SWIM + "\n#### 112 hours", "the working counts minutes"),
    m("u_math_box_thousand", "A", "465", "wrong", "boxed", SUM30 + "\n$= \\boxed{465 \\text{ thousand}}$", "465,000"),
    m("u_math_box_dozen", "A", "465", "wrong", "boxed", SUM30 + "\n$= \\boxed{465 \\text{ dozen}}$", "5,580"),
    m("u_math_box_percent", "A", "162", "wrong", "boxed", POLY + "\n$3240 / 20 = \\boxed{162\\%}$", "a percent for an angle"),
    m("u_math_base_digits", "A", "99", "wrong", "boxed", B5 + "\nIn base ten this is $\\boxed{344}$.", "the base-5 digits restated"),
    g("u_ok_noun", "B", "325", "correct", "hash", COOK + "\n#### 325 cookies", "the counted noun"),
    g("u_ok_dollar_sign", "B", "223", "correct", "hash", PLUMB + "\n#### $223", "a dollar sign"),
    g("u_ok_dollars_word", "B", "223", "correct", "hash", PLUMB + "\n#### 223 dollars", "dollars"),
    g("u_ok_eggs", "B", "96", "correct", "hash", EGGS + "\n#### 96 eggs", "the counted noun"),
    g("u_ok_percent_word", "B", "68", "correct", "hash", QUIZ + "\n#### 68 percent", "the working computes a percentage"),
    g("u_ok_percent_sign", "B", "68", "correct", "hash", QUIZ + "\n#### 68%", "the working computes a percentage"),
    g("u_ok_thousand", "B", "30000", "correct", "hash", FACT + "\n#### 30 thousand", "30 thousand = 30,000"),
    g("u_ok_dozen_equal", "B", "96", "correct", "hash", EGGS + "\n#### 8 dozen",
      "8 dozen = 96 eggs; debatable: round 1's documented decision reads 'dozen' as a unit, not a scale", True),
    g("u_ok_negative_word", "B", "-83", "correct", "hash", SUB + "\n#### negative 83", "'negative 83' is -83"),
    g("u_ok_below_surface", "B", "-83", "correct", "hash", SUB + "\n#### 83 m below the surface", "83 m below = -83 m"),
    g("u_ok_minutes", "B", "112", "correct", "hash", SWIM + "\n#### 112 minutes in total", "minutes, a total"),
    g("u_ok_litres", "B", "5.25", "correct", "hash", PAINT + "\n#### 5.25 L", "litres as in the working"),
    g("u_ok_passengers", "B", "122", "correct", "hash", BUS + "\n#### 122 passengers", "the counted noun"),
    g("u_ok_students_with_fewer_note", "B", "22", "correct", "hash", CLASS + "\n#### 22 students (9 fewer than class A)",
      "'fewer' in a note after the noun"),
    m("u_ok_math_degree_sign", "B", "162", "correct", "boxed", POLY + "\n$3240 / 20 = \\boxed{162^\\circ}$", "a degree sign"),
    m("u_ok_math_degrees_word", "B", "162", "correct", "boxed", POLY + "\nEach angle is $\\boxed{162 \\text{ degrees}}$.", "degrees"),
    m("u_ok_math_units_cubed", "B", G_CONE, "correct", "boxed", CONE + "\n$V = \\boxed{60\\pi\\ \\text{units}^3}$", "units cubed"),
    m("u_ok_math_base_ten_subscript", "B", "99", "correct", "boxed", B5 + "\n$= \\boxed{99_{10}}$", "base 10 named"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_edit", "A", "325", "wrong", "hash", COOK + "\n#### 325\nEdit: 335", "an edit to 335"),
    g("r_update_actually", "A", "325", "wrong", "hash", COOK + "\n#### 325\nUpdate: it's actually 335.", "an update to 335"),
    g("r_erratum", "A", "223", "wrong", "hash", PLUMB + "\n#### 223\nErratum: 177", "an erratum to 177"),
    g("r_never_mind", "A", "122", "wrong", "hash", BUS + "\n#### 122\nNever mind, 141.", "never mind, then 141"),
    g("r_not_paren", "A", "325", "wrong", "hash", COOK + "\n#### 325\n(Not 325; 335.)", "a parenthesised correction"),
    g("r_wrong_bang", "A", "221", "wrong", "hash", SAVE + "\n#### 221\nWrong! 204", "'Wrong!' then 204 (12 weeks)"),
    g("r_placeholder_tbd", "A", "325", "wrong", "hash", COOK + "\n#### 325\nNote: the above is a placeholder; real answer TBD.",
      "the answer withdrawn as a placeholder, nothing new"),
    g("r_wait_mistake_new", "A", "223", "wrong", "hash",
      PLUMB + "\n#### 223\nWait, I made a mistake. The job took 2 hours, so 85 + 92 = $177.\n", "a correction to 177"),
    g("r_wait_mistake_only", "A", "96", "wrong", "hash", EGGS + "\n#### 96\nWait, I made a mistake…", "withdrawn, nothing new"),
    g("r_tag_then_update", "A", "122", "wrong", "tag",
      "<think>\n" + BUS + "\n</think>\n<answer>122</answer>\nUpdate: 141, I misread the stop.", "an update after the tag"),
    g("r_scratch_that", "A", "96", "wrong", "hash", EGGS + "\n#### 96\nScratch that: there are 7 cartons, so 84.", "a correction to 84"),
    g("r_answer_is_then_edit", "A", "325", "wrong", "answer_is", COOK + "\nThe answer is 325.\nEdit: the answer is 335.", "an edit after a phrase"),
    m("r_math_edit", "A", G_CONE, "wrong", "boxed", CONE + "\n$= \\boxed{60\\pi}$\nEdit: $180\\pi$", "an edit to 180\\pi"),
    m("r_math_update_actually", "A", G_CARD, "wrong", "boxed",
      CARD + "\n$P = \\boxed{\\frac{4}{13}}$\nUpdate: it's actually $\\frac{17}{52}$.", "an update to 17/52"),
    m("r_math_erratum", "A", G_QD, "wrong", "boxed",
      QD + "\n$x = \\boxed{-1, \\frac{5}{2}}$\nErratum: the roots are $1$ and $-\\frac{5}{2}$.", "an erratum with other roots"),
    m("r_math_never_mind", "A", G_SYS, "wrong", "boxed", SYS + "\n$\\boxed{(7,-2)}$\nNever mind, $(-2, 7)$.", "never mind, then swapped"),
    m("r_math_not_paren", "A", G_R80, "wrong", "boxed", R80 + "\n$= \\boxed{4\\sqrt{5}}$\n(Not $4\\sqrt{5}$; $4\\sqrt{10}$.)",
      "a parenthesised correction"),
    m("r_math_wrong_bang", "A", G_CPX, "wrong", "boxed", CPX + "\n$= \\boxed{14+5i}$\nWrong! $-10+5i$.", "'Wrong!' then -10+5i"),
    m("r_math_placeholder", "A", G_GEO, "wrong", "boxed",
      GEO + "\n$= \\boxed{\\frac{5}{3}}$\nThe above is a placeholder; the real answer is TBD.", "withdrawn as a placeholder"),
    m("r_math_wait_mistake_only", "A", G_TAN, "wrong", "boxed", TAN + "\n$\\theta = \\boxed{\\frac{5\\pi}{4}}$\nWait, I made a mistake…",
      "withdrawn, nothing new"),
    m("r_math_minerva_then_edit", "A", G_EXP, "wrong", "minerva",
      EXP + "\n" + MINERVA.format("$x^2 - 5x - 14$") + "\nEdit: the answer is $x^2 + 5x - 14$.", "an edit after the Minerva line"),
    m("r_math_actually_other_base", "A", "99", "wrong", "boxed",
      B5 + "\n$= \\boxed{99}$\nActually, I misread the base: it is $344_6 = 108 + 24 + 4 = \\boxed{136}$.", "a correction to 136"),
    m("r_math_update_interval", "A", G_ABS, "wrong", "boxed",
      ABS + "\n$\\boxed{[-7, 1]}$\nUpdate: the inequality is strict, so it's $(-7, 1)$.", "an update to the open interval"),
    m("r_math_tag_never_mind", "A", "99", "wrong", "tag",
      "<think>\n" + B5 + "\n</think>\n<answer>99</answer>\nNever mind, 136.", "'never mind' after the tag, then 136 (no working for it)"),
    g("r_ok_double_check", "B", "325", "correct", "hash", COOK + "\n#### 325\nLet me double-check: 325 + 179 = 504. Yes.",
      "a check that confirms"),
    g("r_ok_hope_correct", "B", "223", "correct", "hash", PLUMB + "\n#### 223\nI hope it is correct.", "the Minerva pleasantry"),
    g("r_ok_im_end", "B", "122", "correct", "hash", BUS + "\n#### 122" + IM_END, "a chat end token"),
    g("r_ok_eos", "B", "96", "correct", "hash", EGGS + "\n#### 96</s>", "an end-of-sequence token"),
    g("r_ok_edit_formatting", "B", "325", "correct", "hash", COOK + "\n#### 325\nEdit: formatting only; the answer is unchanged.",
      "an edit that changes nothing"),
    g("r_ok_update_still", "B", "221", "correct", "hash", SAVE + "\n#### 221\nUpdate: I re-checked, and it's still 221.",
      "an update that confirms"),
    g("r_ok_wait_yes", "B", "112", "correct", "hash", SWIM + "\n#### 112\nWait, is that right? 16 * 7 = 112. Yes.", "a 'wait' that confirms"),
    g("r_ok_mistake_before", "B", "325", "correct", "hash",
      "14 * 36 = 494.\nWait, I made a mistake: 14 * 36 = 504, not 494.\nSo 504 - 179 = 325 cookies are left.\n#### 325",
      "a mistake fixed before the final line"),
    g("r_ok_never_mind_detail", "B", "96", "correct", "hash",
      EGGS + "\n#### 96\nNever mind the number of hens; it does not change the count.", "'never mind' with no value"),
    m("r_ok_math_double_check", "B", G_CPX, "correct", "boxed",
      CPX + "\n$= \\boxed{14+5i}$\nLet me double-check: $2 + 12 = 14$ and $8 - 3 = 5$. Yes.", "a check that confirms"),
    m("r_ok_math_minerva", "B", G_CONE, "correct", "minerva", CONE + "\n" + MINERVA.format("$60\\pi$"), "the Minerva line"),
    m("r_ok_math_qwen_end", "B", G_R80, "correct", "boxed", R80 + "\n" + QWEN_END.format("4\\sqrt{5}") + IM_END,
      "Qwen's closing line and end token"),
    m("r_ok_math_llama_end", "B", "99", "correct", "boxed", B5 + "\n" + LLAMA_END.format("99") + EOT, "Llama 3's closing line"),
    m("r_ok_math_deepseek_end", "B", G_GEO, "correct", "boxed", GEO + "\n$= \\boxed{\\frac{5}{3}}$" + DS_END,
      "DeepSeek's end token"),
    m("r_ok_math_edit_typo", "B", G_GEO, "correct", "boxed",
      GEO + "\n$= \\boxed{\\frac{5}{3}}$\nEdit: fixed a typo in the working; the answer stays $\\frac{5}{3}$.", "an edit that keeps the value"),
    m("r_ok_math_wait_confirm", "B", G_TAN, "correct", "boxed",
      TAN + "\n$\\theta = \\boxed{\\frac{5\\pi}{4}}$\nWait, check: $\\tan\\frac{5\\pi}{4} = \\tan\\frac{\\pi}{4} = 1$, and $\\frac{5\\pi}{4}$ is in the "
      "third quadrant. Good.", "a 'wait' that confirms"),
    m("r_ok_math_hope_helps", "B", G_ABS, "correct", "boxed", ABS + "\nSo the solution set is $\\boxed{[-7, 1]}$.\n\nI hope this helps!",
      "a polite tail"),
    m("r_ok_math_root_check", "B", G_QD, "correct", "boxed",
      QD + "\n$x = \\boxed{-1, \\frac{5}{2}}$\nCheck: $2 \\cdot \\frac{25}{4} - \\frac{15}{2} - 5 = \\frac{25}{2} - \\frac{15}{2} - 5 = 0$ ✓",
      "a root check"),
    m("r_ok_math_hope_correct_sys", "B", G_SYS, "correct", "boxed", SYS + "\n$\\boxed{(7, -2)}$\nI hope it is correct.",
      "the pleasantry after a box"),

    # ================================================================ 7. quoted, reported, hypothetical
    g("q_blockquote_hash_cannot", "A", "325", "no_answer", "hash", "> #### 325\n\nI cannot solve this.",
      "a quoted #### line, then a refusal"),
    g("q_you_asked_show_box", "A", "325", "no_answer", "boxed",
      'You asked: "Show that the answer is $\\boxed{325}$." I cannot.', "the box is in the user's request"),
    g("q_parts_ab", "A", "325", "wrong", "prose_sentence", COOK + "\n325 for part (a) and 335 for part (b).",
      "two parts, two values, for one question"),
    g("q_parts_ab_gold_last", "A", "325", "wrong", "prose_sentence", COOK + "\n335 for part (a) and 325 for part (b).",
      "two parts; the gold only as the second"),
    g("q_parts_ab_hash", "A", "122", "wrong", "hash", BUS + "\n#### 141 for part (a) and 122 for part (b)", "two parts on the #### line"),
    g("q_example_only", "A", "325", "no_answer", "hash",
      "For example, if the answer were 325, you would write:\n#### 325\nI have not worked out the actual answer.",
      "a format example, then no answer"),
    g("q_example_then_other", "A", "325", "wrong", "hash",
      "For example, if the answer were 325, you would write #### 325.\n" + COOK_SLIP + "\n#### 335",
      "the gold as an example; the model's 335"),
    g("q_hypothesis_unconfirmed", "A", "325", "no_answer", "prose_sentence",
      "Hypothesis: the answer is 325. I could not confirm this with the numbers given.", "a hypothesis, not confirmed"),
    g("q_hypothesis_rejected", "A", "325", "wrong", "hash",
      "Suppose the answer is 325. Then 325 + 169 = 494, not 504, so that cannot be right.\n504 - 169 = 335.\n#### 335",
      "the gold as a rejected hypothesis (on a misread 169); the model's 335"),
    g("q_friend_only", "A", "325", "no_answer", "prose_sentence", "My friend says the answer is 325. I haven't checked it.",
      "another person's answer, none of the model's"),
    g("q_friend_then_other", "A", "325", "wrong", "hash", "Sam's answer is 325, but I get 335.\n" + COOK_SLIP + "\n#### 335",
      "another person's gold; the model's 335"),
    g("q_key_box_then_other", "A", "223", "wrong", "prose_sentence",
      "The answer key says $\\boxed{223}$, but I think that is wrong: 2 hours cost $92, so I get $177.",
      "the gold in a reported box; the model's 177"),
    g("q_code_block_format_only", "A", "122", "no_answer", "hash",
      "The required format is:\n```\n#### 122\n```\nI don't know the answer, sorry.", "a quoted format line, then a refusal"),
    m("q_math_blockquote_box_cannot", "A", G_CONE, "no_answer", "boxed",
      "> The answer is $\\boxed{60\\pi}$.\n\nI cannot verify this.", "a quoted box, then a refusal"),
    m("q_math_you_asked_show_box", "A", G_GEO, "no_answer", "boxed",
      'You asked: "Show that the answer is $\\boxed{\\frac{5}{3}}$." I cannot.', "the box is in the user's request"),
    m("q_math_parts_ab", "A", G_R80, "wrong", "boxed",
      R80 + "\n$\\boxed{4\\sqrt{5}}$ for part (a) and $\\boxed{4\\sqrt{10}}$ for part (b).", "two parts, two boxes"),
    m("q_math_parts_ab_prose", "A", G_CONE, "wrong", "prose_sentence",
      CONE + "\n$60\\pi$ for part (a) and $180\\pi$ for part (b).", "two parts, two values, in prose"),
    m("q_math_example_only", "A", G_CARD, "no_answer", "boxed",
      "For example, if the answer were $\\frac{4}{13}$, we would write $\\boxed{\\frac{4}{13}}$. I have not solved the problem yet.",
      "an example of the format only"),
    m("q_math_hypothesis_then_other", "A", G_TAN, "wrong", "boxed",
      "If $\\theta$ were $\\frac{5\\pi}{4}$, then $\\sin\\theta$ would be negative; but we want $\\sin\\theta > 0$, so "
      "$\\theta = \\boxed{\\frac{\\pi}{4}}$.", "the gold as a rejected hypothesis; the model's \\pi/4"),
    m("q_math_classmate_then_other", "A", G_CPX, "wrong", "boxed",
      "A classmate got $14+5i$. I get $2 - 12 + 5i = \\boxed{-10+5i}$.", "another person's gold; the model's box"),
    m("q_math_hypothesis_only", "A", "465", "no_answer", "boxed",
      "Hypothesis: the sum is $\\boxed{465}$. Testing it would need the formula for the sum, which I do not remember.",
      "a boxed hypothesis, not confirmed"),
    m("q_math_textbook_reported_other", "A", G_EXP, "wrong", "boxed",
      "The textbook gives $x^2 - 5x - 14$, but I get $(x - 7)(x + 2) = \\boxed{x^2 + 5x - 14}$.", "reported gold; the model's box"),
    g("q_ok_blockquote_then_own", "B", "325", "correct", "hash",
      "> #### 325 (from the answer key)\n\nLet me check it myself.\n" + COOK + "\n#### 325", "a quoted key, then the model's own agreeing line"),
    g("q_ok_you_asked_proved", "B", "325", "correct", "hash",
      'You asked: "Show that the answer is 325." Here is the working.\n' + COOK + "\n#### 325", "a show-that answered"),
    g("q_ok_example_first", "B", "325", "correct", "hash",
      "For example, if 100 cookies were sold, 404 would be left. Here 179 were sold, so 504 - 179 = 325.\n#### 325",
      "a worked example, then the answer"),
    g("q_ok_hypothesis_confirmed", "B", "325", "correct", "hash",
      "Hypothesis: 325. Check: 325 + 179 = 504 ✓, and 14 * 36 = 504. So the answer is 325.\n#### 325", "a hypothesis confirmed"),
    g("q_ok_friend_agrees", "B", "122", "correct", "hash", BUS + "\nMy friend also got 122.\n#### 122", "another person agrees"),
    g("q_ok_friend_wrong", "B", "325", "correct", "hash", "Sam says 335, but he used 169 instead of 179.\n" + COOK + "\n#### 325",
      "another person's wrong value"),
    g("q_ok_parts_then_final", "B", "223", "correct", "hash",
      "Part (a): the labour costs 3 * 46 = $138.\nPart (b): the bill is 85 + 138 = $223.\n#### 223",
      "the model's own steps labelled as parts, then one final line"),
    m("q_ok_math_quoted_problem", "B", G_R80, "correct", "boxed",
      "> Simplify $\\sqrt{80}$.\n\n" + R80 + "\n$= \\boxed{4\\sqrt{5}}$", "the problem quoted"),
    m("q_ok_math_example_first", "B", G_R80, "correct", "boxed",
      "For example, $\\sqrt{12} = \\sqrt{4 \\cdot 3} = 2\\sqrt{3}$.\nIn the same way, $\\sqrt{80} = \\sqrt{16 \\cdot 5} = \\boxed{4\\sqrt{5}}$.",
      "an example before"),
    m("q_ok_math_hypothesis_verified", "B", G_SYS, "correct", "boxed",
      "Suppose $(x, y) = (7, -2)$. Then $7 + (-2) = 5$ ✓ and $7 - (-2) = 9$ ✓, so the solution is $\\boxed{(7,-2)}$.",
      "a hypothesis verified"),
    m("q_ok_math_classmate_wrong", "B", G_CONE, "correct", "boxed",
      "A classmate got $180\\pi$ by forgetting the $\\frac{1}{3}$. " + CONE + "\n$= \\boxed{60\\pi}$", "another person's wrong value"),
    m("q_ok_math_you_asked_answered", "B", "465", "correct", "boxed",
      "You asked for the sum of the first 30 positive integers.\n" + SUM30 + "\n$= \\boxed{465}$", "the request restated, then answered"),
    m("q_ok_math_textbook_agrees", "B", G_CARD, "correct", "boxed",
      CARD + "\n$P = \\boxed{\\frac{4}{13}}$, which matches the textbook's answer.", "a reported value agreeing"),

    # ================================================================ 8. bad input
    g("b_nul_other", "A", "325", "wrong", "hash", COOK_SLIP + "\n#### 335\x00", "335 and a NUL (bad input either way)"),
    m("b_math_nul_in_box_other", "A", G_R80, "wrong", "boxed", R80 + "\n$\\boxed{4\\sqrt{10}\x00}$", "a wrong box with a NUL"),
    g("b_escape_other", "A", "325", "wrong", "hash", COOK_SLIP + "\n\x1b[1m#### 335\x1b[0m", "ANSI bold around 335"),
    g("b_whitespace_then_edit", "A", "325", "wrong", "hash", COOK + "\n#### 325\n" + BIGSPACE + "\nEdit: 335",
      "an edit after 30,000 spaces"),
    g("b_whitespace_only", "A", "325", "no_answer", "none", "\n" * 2000 + " \t" * 5000, "only whitespace"),
    g("b_line_separator_edit", "A", "223", "wrong", "hash", PLUMB + "\n#### 223\u2028Erratum: 177", "an erratum after U+2028"),
    g("b_form_feed_update", "A", "122", "wrong", "hash", BUS + "\n#### 122\x0cUpdate: it's actually 141.", "an update after a form feed"),
    m("b_math_fullwidth_other", "A", G_CONE, "wrong", "boxed", CONE + "\n$\\boxed{１８０\\pi}$", "fullwidth 180\\pi"),
    g("b_ok_nul_after", "B", "325", "correct", "hash", COOK + "\n#### 325\x00",
      "a NUL after the right answer; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_math_nul_after_box", "B", G_CONE, "correct", "boxed", CONE + "\n$= \\boxed{60\\pi}$\x00",
      "a NUL after the right box; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_nul_in_working", "B", "122", "correct", "hash", BUS.replace("passengers.", "passengers.\x00", 1) + "\n#### 122",
      "a NUL inside the working; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_whitespace_before", "B", "325", "correct", "hash", COOK + "\n" + BIGSPACE + "\n#### 325", "30,000 spaces before the answer"),
    g("b_ok_whitespace_after", "B", "223", "correct", "hash", PLUMB + "\n#### 223" + "\n" * 3000, "3,000 newlines after"),
    g("b_ok_bell_after", "B", "96", "correct", "hash", EGGS + "\n#### 96\x07", "a BEL control after"),
    g("b_ok_fullwidth", "B", "325", "correct", "hash", COOK + "\n#### ３２５", "fullwidth digits"),
    g("b_ok_zwsp_inside", "B", "325", "correct", "hash", COOK + "\n#### 3\u200b25", "a zero-width space inside"),
    g("b_ok_bom_start", "B", "122", "correct", "hash", "\ufeff" + BUS + "\n#### 122", "a byte-order mark at the start"),
    g("b_ok_nbsp_after_marker", "B", "221", "correct", "hash", SAVE + "\n####\u00a0221", "a no-break space after ####"),
    g("b_ok_emoji_after", "B", "325", "correct", "hash", COOK + "\n#### 325 🍪", "an emoji after"),
    m("b_ok_math_fullwidth", "B", G_CONE, "correct", "boxed", CONE + "\n$\\boxed{６０\\pi}$", "fullwidth digits in the box"),
    m("b_ok_math_unicode_minus", "B", G_QD, "correct", "boxed", QD + "\n$x = \\boxed{−1, \\frac{5}{2}}$", "a Unicode minus"),
    m("b_ok_math_superscript", "B", G_EXP, "correct", "boxed", EXP + "\n$= \\boxed{x² − 5x − 14}$", "a superscript two and Unicode minus"),
    m("b_ok_math_vertical_tab_after", "B", G_CPX, "correct", "boxed", CPX + "\n$= \\boxed{14+5i}$\x0b", "a vertical tab after"),
    m("b_ok_math_cr_only", "B", "99", "correct", "boxed", (B5 + "\n$= 75 + 20 + 4$\n$= \\boxed{99}$").replace("\n", "\r"),
      "old Mac line ends (CR only)"),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-13)")
DECISIONS = {
    "x_ok_gsm_mixed": (
        "accept",
        "a mixed number is a model habit for 5.25 (round 5's x_ok_gsm_mixed_number: accept)",
    ),
    "u_ok_dozen_equal": (
        "accept",
        "N dozen is 12N (session 17, as rounds 15, 20 and 21 label it; until then round 1's decision read dozen as a unit)",
    ),
    "b_ok_nul_after": _BAD_INPUT,
    "b_ok_math_nul_after_box": _BAD_INPUT,
    "b_ok_nul_in_working": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam14", CASES, [], DECISIONS)
