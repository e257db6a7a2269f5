r"""Build adversarial_redteam11.jsonl: an eleventh round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam11", issue 25), written in session 15 by a helper
WITHOUT reading the checker's source, its README rules, bench/ (NOTES-checker.md included), tests/
or any ANALYSIS.md, from issue 25's classes and from how real models write, and handed over BEFORE
any scoring. Not model output. Only corpus/README.md ("How labels were made"), corpus_build.py and
the builders of rounds 1-10 were read; round 8's structure and label conventions are kept.

New against rounds 1-10: other problems and numbers (Mia's marbles 5 * 36 - 23 = 157, a gym's
14 months and fee $621, a bank balance -43, paint 14.4 L, a vote 36 %, a train trip of 205 minutes,
a stadium's 66,000 seats, a runner's 12 km/h, an age 37, a crate of melons 44 kg, a shop's
$150,000 (and Rs 1,50,000); MATH: 1/17 for two hearts, 7\sqrt2, \sqrt5 + \sqrt2, the open interval
(-4, 3), the domain [2,5) \cup (5,\infty), roots -2/3 and 4, a nonagon's 140 degrees, a sector's
6\pi, (3 - 2i)^2 = 5 - 12i, arctan(-1) = -\pi/4, log_{1/2} 8 = -3, 324_5 = 89, the point (3, 5),
x^2 + 2x - 24, \sqrt10/2, cos 135 degrees = -\sqrt2/2, BANANA's 60 arrangements, choice (E), the
series sum 820, 0.\overline{36} = 4/11, 7^3 = 343, the distance 10, the inverse (x + 7)/2, the day
Friday, 17/6), other wordings and mechanisms (run-on equation chains, markdown task lists, unified
diffs, sed-style s/old/new/ corrections, TL;DR lines, MathJax \enclose{horizontalstrike}, CSS
line-through, MathML <menclose>, ANSI crossed-out and colour codes, U+20E0 prohibition overlays,
invisible Unicode tag characters holding a second answer, "anything but", \notin, conditional
double answers, a grader's verdict, multiple-choice distractor keys, doctests, an echoed few-shot
example before the answer, a tool's output rejected), languages not used for these classes before
(Irish, Maltese, Galician, Macedonian, Belarusian, Malayalam, Haitian Creole, Luxembourgish,
Tajik, Pashto, Kurmanji Kurdish, Somali, Maori, Latin, Yiddish, Amharic; Romanian, Czech,
Hungarian, Hebrew, Finnish, Persian and Swahili negations; German Mio./Tsd., Russian тыс./шт.,
Japanese 億/約, Italian mila, Chinese 左右, Indian lakh grouping, Swiss 66'000, the price
notation 621,-), other digit forms (Adlam, Ol Chiki, Malayalam, Sinhala Lith, mathematical
double-struck and monospace digits, super/subscript fractions, U+215F, math italic pi) and
real-model styles (DeepSeek-R1 <think> traces and its <｜end▁of▁sentence｜> / <｜User｜> tokens,
Qwen thinking in Chinese, Qwen "### Step" answers, QwQ "**Final Answer**" blocks, Gemma
<start_of_turn> / <end_of_turn> turns, Phi-3 <|end|> / <|user|>, Mistral </s>[INST], Minerva
"Final Answer:" lines and few-shot echoes, GSM8K `####`, Python tool output), classes combined.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples; `b_` bad input a JSON corpus can hold (lone surrogates cannot be
written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-10's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, a placeholder, only a quotation or an example) is
`no_answer`; equal in value but written differently is `correct`; a decimal for an exact irrational
or repeating gold is `wrong` unless the model writes the exact value and then its own rounding of
it; a hedge word ("about", "ungefähr", "左右") on an exact value is `wrong`; a value the model itself
marks wrong is `wrong`, one it negates or strikes with nothing after is `no_answer`; an explicit
correction after a wrong answer makes the corrected value the final one; text in an invented next
turn does not count. A NUL anywhere (the gold included) makes the pair bad input: a right answer
with a NUL is labelled `correct` and `debatable`, decision `reject`. Unit words are chosen so the
label does not depend on the question (which the checker does not see): where a unit word matters,
the working the checker sees fixes the quantity (km/h against m/s, litres against gallons, years
against months, a balance of -43 against "in credit"). A probe whose label is itself debatable
carries `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round
proposes (written black-box: a proposal, not a reading of the checker's documented rules).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam11.py
"""

from corpus_build import MINERVA, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
MARB_1 = "Mia has 5 bags of 36 marbles, so she has 5 * 36 = 180 marbles.\n"  # 5 * 36 = 180
MARB = MARB_1 + "She gives 23 of them to her cousin, so 180 - 23 = 157 marbles are left.\n"
# gold 157 (180 - 23 = 157; check 157 + 23 = 180)
MARB_33 = MARB_1 + "She gives 33 of them to her cousin, so 180 - 33 = 147 marbles are left.\n"
# a misreading (33 for 23): 147
TH = "<think>\n" + MARB + "</think>\n"
ZH = (
    "<think>\n米娅有5袋弹珠，每袋36颗，一共 5 × 36 = 180 颗。她送给表弟23颗，所以还剩 "
    "180 − 23 = 157 颗。\n</think>\n"
)  # gold 157 (Chinese thinking)
R1 = (
    "<think>\nOkay, so Mia has 5 bags and each bag holds 36 marbles. Total first: 5 times 36. "
    "5 * 30 = 150 and 5 * 6 = 30, so 180 marbles. Then she gives 23 to her cousin. 180 - 23: "
    "180 - 20 = 160, then minus 3 is 157. Let me double-check by adding back: 157 + 23 = 180. Yes. "
    "The problem doesn't mention her losing or buying any marbles, so 157 are left.\n</think>\n\n"
)  # gold 157
QWEN = (
    "To find how many marbles Mia has left, we proceed step by step.\n\n"
    "### Step 1: Total number of marbles\n\\[\n5 \\times 36 = 180\n\\]\n\n"
    "### Step 2: Subtract the marbles given away\n\\[\n180 - 23 = 157\n\\]\n\n"
)  # gold 157
GYM = (
    "The membership costs $39 a month, so 14 months cost 14 * 39 = $546.\n"
    "With the $75 joining fee, the total is 546 + 75 = $621.\n"
)  # gold 621 (10 * 39 = 390, 4 * 39 = 156, 390 + 156 = 546; 546 + 75 = 621)
BANK = (
    "Sam has $120 in his account. He pays $95 for rent and $68 for groceries: "
    "120 - 95 - 68 = -43.\nSo his balance is -$43.\n"
)  # gold -43 (120 - 95 = 25; 25 - 68 = -43)
PAINT = "Each wall needs 2.4 litres of paint, so 6 walls need 6 * 2.4 = 14.4 litres.\n"  # 14.4
VOTE = "90 of the 250 voters voted yes, and 90 / 250 = 0.36, so 36% voted yes.\n"
# gold 36 (250 * 0.36 = 90)
TRAIN = (
    "The train leaves at 9:40 and arrives at 13:05. From 9:40 to 12:40 is 3 hours = 180 minutes, "
    "and from 12:40 to 13:05 is 25 minutes, so the trip takes 180 + 25 = 205 minutes.\n"
)  # gold 205 (3 h 25 min; 3.25 h would be 195 min)
STAD = "The stadium has 48 sections of 1,375 seats: 48 * 1375 = 66,000 seats.\n"
# gold 66000 (50 * 1375 = 68750; 68750 - 2 * 1375 = 68750 - 2750 = 66000)
RUN = "Priya runs 21 km in 1.75 hours, so her average speed is 21 / 1.75 = 12 km/h.\n"
# gold 12 (1.75 * 12 = 21; pace 60 / 12 = 5 min/km)
AGE = (
    "Lina is 4 times as old as her brother, who is 7, so she is 4 * 7 = 28. "
    "In 9 years she will be 28 + 9 = 37.\n"
)  # gold 37 (the brother will be 16)
MELON = "The crate holds 16 melons of 2.75 kg each: 16 * 2.75 = 44 kg.\n"
# gold 44 (16 * 2 = 32, 16 * 0.75 = 12, 32 + 12 = 44)
SALES = "The shop earns $12,500 a month, so in a year it earns 12 * 12,500 = $150,000.\n"
# gold 150000 (12 * 12500 = 150000)
SALES_IN = "The shop earns ₹12,500 a month, so in a year it earns 12 × 12,500 = ₹1,50,000.\n"
# gold 150000 (Indian grouping: 1,50,000 = 150,000 = 1.5 lakh)

# ---------------------------------------------------------------- MATH-style working
CARD = (
    r"There are $13$ hearts among $52$ cards. Drawing two without replacement, "
    r"$P = \frac{13}{52} \cdot \frac{12}{51} = \frac{156}{2652}$." + "\n"
)  # gold \frac{1}{17} = 0.0588235294... (156 * 17 = 2652; with replacement 1/16 = 0.0625)
R98 = r"We have $\sqrt{98} = \sqrt{49 \cdot 2}$." + "\n"  # gold 7\sqrt{2} = 9.8994949366...
CONJ = (
    r"Multiplying by the conjugate, $\frac{3}{\sqrt{5} - \sqrt{2}} = "
    r"\frac{3(\sqrt{5} + \sqrt{2})}{5 - 2}$." + "\n"
)  # gold \sqrt5 + \sqrt2 = 3.6502815... (squared: 7 + 2\sqrt10)
ABS2 = r"$|2x + 1| < 7$ means $-7 < 2x + 1 < 7$, so $-8 < 2x < 6$." + "\n"  # gold (-4,3)
DOM = (
    r"For $f(x) = \frac{\sqrt{x - 2}}{x - 5}$ we need $x - 2 \ge 0$ and $x - 5 \ne 0$." + "\n"
)  # gold [2,5) \cup (5,\infty)
QUAD = r"We factor $3x^2 - 10x - 8 = (3x + 2)(x - 4)$ and set each factor to zero." + "\n"
# gold -2/3, 4 ((3x + 2)(x - 4) = 3x^2 - 12x + 2x - 8; check -2/3: 4/3 + 20/3 - 8 = 0)
NON = (
    r"Each interior angle of a regular nonagon is $\frac{(9 - 2) \cdot 180^\circ}{9} = "
    r"\frac{1260^\circ}{9}$." + "\n"
)  # gold 140 (140 * 9 = 1260; exterior 40)
SECT = (
    r"A sector of radius $6$ with a central angle of $60^\circ$ has area "
    r"$\frac{60}{360} \cdot \pi \cdot 6^2$." + "\n"
)  # gold 6\pi = 18.8495559... (36 / 6 = 6)
R1_SECT = (
    "<think>\nThe sector is 60/360 = 1/6 of the circle. The whole circle has area pi * 6^2 = "
    "36 pi, so the sector has 36 pi / 6 = 6 pi. Let me make sure 6 is the radius and not the "
    "diameter: the problem says radius 6. OK.\n</think>\n\n"
)  # gold 6\pi
SQC = r"We expand $(3 - 2i)^2 = 9 - 12i + 4i^2$ and use $i^2 = -1$." + "\n"
# gold 5 - 12i (9 - 4 = 5; modulus 13)
ATAN = (
    r"We need the angle in $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$ whose tangent is $-1$."
    + "\n"
)  # gold -\pi/4 = -0.7853981... (7\pi/4 and 3\pi/4 lie outside the range)
LOGH = r"Since $\left(\frac{1}{2}\right)^{-3} = 2^3 = 8$," + "\n"  # gold -3 (log_{1/2} 8)
B5 = r"In base $5$, $324_5 = 3 \cdot 5^2 + 2 \cdot 5 + 4$" + "\n"  # gold 89 (75 + 10 + 4)
LINES = r"Setting $2x - 1 = -x + 8$ gives $3x = 9$, so $x = 3$." + "\n"
# gold (3,5) (2 * 3 - 1 = 5; -3 + 8 = 5)
POLY = r"Expanding, $(x - 4)(x + 6) = x^2 + 6x - 4x - 24$." + "\n"  # gold x^2 + 2x - 24
RT10 = (
    r"We rationalise $\frac{5}{\sqrt{10}}$ by multiplying top and bottom by $\sqrt{10}$: "
    r"$\frac{5\sqrt{10}}{10}$." + "\n"
)  # gold \sqrt{10}/2 = 1.5811388... (= \sqrt{5/2})
COS = (
    r"$135^\circ$ lies in the second quadrant with reference angle $45^\circ$, so the cosine is "
    r"negative." + "\n"
)  # gold -\sqrt2/2 = -0.7071067... (= -1/\sqrt2)
BAN = (
    r"BANANA has $6$ letters with A three times and N twice, so there are "
    r"$\frac{6!}{3!\,2!} = \frac{720}{12}$ arrangements." + "\n"
)  # gold 60 (720 / 12; 6!/3! = 120 forgets the Ns)
CHOICE = r"Only option (E) satisfies both conditions; (A) through (D) each fail one." + "\n"
ARS = (
    r"The series $3 + 7 + 11 + \dots + 79$ has $\frac{79 - 3}{4} + 1 = 20$ terms, so its sum is "
    r"$\frac{20(3 + 79)}{2}$." + "\n"
)  # gold 820 (10 * 82; ten pairs 3 + 79, 7 + 75, ..., 39 + 43 of 82 each)
REP = (
    r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $99x = 36$ and $x = \frac{36}{99}$."
    + "\n"
)  # gold 4/11 (36/99 = 4/11 = 12/33; 0.3636...)
POW7 = r"$7^3 = 7 \cdot 7 \cdot 7 = 49 \cdot 7$" + "\n"  # gold 343 (7^4 = 2401)
DIST = (
    r"The distance between $(-2, 3)$ and $(4, -5)$ is "
    r"$\sqrt{(4 - (-2))^2 + (-5 - 3)^2} = \sqrt{36 + 64}$" + "\n"
)  # gold 10 (taxicab 6 + 8 = 14)
INV = r"Write $y = 2x - 7$ and swap the letters: $x = 2y - 7$, so $2y = x + 7$." + "\n"
# gold (x + 7)/2
DAY = (
    r"$100 = 14 \cdot 7 + 2$, so 100 days after a Wednesday is $2$ days after a Wednesday." + "\n"
)  # gold \text{Friday} (14 * 7 = 98)
FRAC = r"$\frac{1}{2} + \frac{7}{3} = \frac{3}{6} + \frac{14}{6}$" + "\n"  # gold 17/6 = 2.8333...

QWQ_END = "**Final Answer**\n\\[\n\\boxed{{{}}}\n\\]"
DSK_EOS = "<｜end▁of▁sentence｜>"
DSK_USER = "<｜User｜>"
DSK_ASSISTANT = "<｜Assistant｜>"
GEMMA_USER = "<end_of_turn>\n<start_of_turn>user\n"
GEMMA_MODEL = "<end_of_turn>\n<start_of_turn>model\n"
NUL = "\x00"

# Zero digits of other decimal digit blocks (each block holds 0-9 in order).
ADLAM = 0x1E950
OL_CHIKI = 0x1C50
MALAYALAM = 0x0D66
SINHALA_LITH = 0x0DE6
DOUBLE_STRUCK = 0x1D7D8
MONOSPACE = 0x1D7F6
# Ten pairs of 82, repeated: a long check before the box (about 21,000 characters).
LONG_PAIRS = (
    "Pairing the terms from both ends:\n"
    + ("".join(f"pair {k + 1}: {3 + 4 * k} + {79 - 4 * k} = 82\n" for k in range(10)) * 100)
    + "Ten pairs of 82 give 820.\n"
)


def th(work):
    """`work` as an R1 thinking block."""
    return "<think>\n" + work + "</think>\n"


def sd(number, zero):
    """The ASCII digits of `number` in the digit block whose zero is `zero`."""
    return "".join(chr(zero + int(c)) for c in number)


def hidden(text):
    """`text` (printable ASCII) as invisible Unicode tag characters (U+E0020-U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


G_CARD = r"\frac{1}{17}"
G_R98 = r"7\sqrt{2}"
G_CONJ = r"\sqrt{5}+\sqrt{2}"
G_ABS = "(-4,3)"
G_DOM = r"[2,5)\cup(5,\infty)"
G_QUAD = r"-\frac{2}{3}, 4"
G_SECT = r"6\pi"
G_SQC = "5-12i"
G_ATAN = r"-\frac{\pi}{4}"
G_LINES = "(3,5)"
G_POLY = "x^2+2x-24"
G_RT10 = r"\frac{\sqrt{10}}{2}"
G_COS = r"-\frac{\sqrt{2}}{2}"
G_CHOICE = r"\text{(E)}"
G_REP = r"\frac{4}{11}"
G_INV = r"\frac{x+7}{2}"
G_DAY = r"\text{Friday}"
G_FRAC = r"\frac{17}{6}"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_tag_chain_runs_on", "A", "157", "wrong", "tag", TH + "<answer>180 - 23 = 157 - 10 = 147</answer>",
      "a run-on equation chain in the tag: its last value 147 is what the model answers"),
    g("t_tag_zh_or", "A", "157", "wrong", "tag", ZH + "<answer>157 或 147</answer>",
      "Chinese 'or' (或) between two values in the tag"),
    g("t_tag_brace_placeholder", "A", "157", "no_answer", "tag", TH + "<answer>{answer}</answer>",
      "an unfilled format placeholder; 157 only in the thinking"),
    g("t_tag_ja_refusal", "A", "157", "no_answer", "tag", TH + "<answer>問題文からは決定できません。</answer>",
      "Japanese refusal in the tag ('cannot be determined from the problem'); 157 only in the thinking"),
    g("t_tag_inline_no_wait", "A", "157", "wrong", "tag",
      TH + "<answer>157 — no wait, she gave away 33, so 147</answer>", "a correction inside the tag"),
    g("t_tag_bullet_two", "A", "157", "wrong", "tag", TH + "<answer>\n- 157\n- 147\n</answer>",
      "a bullet list of two values in the tag"),
    g("t_tag_misspelt_other", "A", "157", "wrong", "tag",
      "<think>\n" + MARB + "Hmm, rereading: she gives 33, not 23. 180 - 33 = 147.\n</think>\n<anwser>147</anwser>",
      "a misspelt tag (convention: it still holds the answer) with 147"),
    g("t_tag_then_format_example", "A", "157", "wrong", "tag",
      th(MARB_33) + "<answer>147</answer>\n\nFor reference, the expected format is:\n```\n<answer>157</answer>\n```",
      "the model's tag 147; the gold only in a format example after it"),
    g("t_tag_decimal_hours", "A", "205", "wrong", "tag", th(TRAIN) + "<answer>3.25 hours</answer>",
      "3 h 25 min written as 3.25 hours (= 195 minutes)"),
    g("t_tag_code_other", "A", "157", "wrong", "tag",
      th(MARB + "Oh, and she loses 10 on the way home, so 157 - 10 = 147.\n")
      + "<answer>\nmarbles_left = 157 - 10  # she also lost 10\n</answer>",
      "a code assignment in the tag whose value is 147 (the model's own reading)"),
    g("t_ok_zh_think", "B", "157", "correct", "tag", ZH + "<answer>157</answer>", "Chinese thinking (Qwen habit), then the tag"),
    g("t_ok_tag_inline_code", "B", "157", "correct", "tag", TH + "<answer>`157`</answer>", "inline code in the tag"),
    g("t_ok_tag_display_math", "B", "157", "correct", "tag", TH + "<answer>\n\\[\n157\n\\]\n</answer>",
      "display maths in the tag"),
    g("t_ok_tag_upper", "B", "157", "correct", "tag", TH + "<ANSWER>157</ANSWER>", "an upper-case tag"),
    g("t_ok_tag_reflection_after", "B", "157", "correct", "tag",
      TH + "<answer>157</answer>\n<reflection>157 + 23 = 180, which matches 5 bags of 36.</reflection>",
      "a reflection block after the tag that confirms with other numbers"),
    g("t_ok_tag_r1_eos", "B", "157", "correct", "tag", R1 + "<answer>157</answer>" + DSK_EOS,
      "an R1 trace, the tag, DeepSeek's end-of-sentence token"),
    g("t_ok_tag_minutes_hm", "B", "205", "correct", "tag", th(TRAIN) + "<answer>205 minutes (3 h 25 min)</answer>",
      "the minutes, with the same duration in hours and minutes"),
    g("t_ok_tag_minus_before_dollar", "B", "-43", "correct", "tag", th(BANK) + "<answer>−$43</answer>",
      "U+2212 minus before the dollar sign"),
    m("t_math_with_replacement", "A", G_CARD, "wrong", "tag", th(CARD) + "<answer>\\frac{1}{16}</answer>",
      "the with-replacement value 1/16 (0.0625 against 0.0588)"),
    m("t_math_decimal", "A", G_CARD, "wrong", "tag", th(CARD) + "<answer>0.0588</answer>", "1/17 rounded"),
    m("t_math_half_open", "A", G_ABS, "wrong", "tag", th(ABS2) + "<answer>(-4, 3]</answer>",
      "half-open for the open (-4, 3)"),
    m("t_math_root_dropped", "A", G_QUAD, "wrong", "tag",
      th(QUAD) + "<answer>x = 4 \\text{ (the negative root is rejected)}</answer>",
      "one root; the other rejected with no reason (nothing in the working restricts x)"),
    m("t_math_sign_cplx", "A", G_SQC, "wrong", "tag", th(SQC) + "<answer>5 + 12i</answer>",
      "the imaginary part's sign flipped"),
    m("t_math_day_other", "A", G_DAY, "wrong", "tag", th(DAY) + "<answer>\\text{Thursday}</answer>", "one day off"),
    m("t_math_inverse_sign", "A", G_INV, "wrong", "tag", th(INV) + "<answer>\\frac{x-7}{2}</answer>",
      "the sign inside the inverse flipped"),
    m("t_math_domain_hole_missed", "A", G_DOM, "wrong", "tag", th(DOM) + "<answer>[2, \\infty)</answer>",
      "x = 5 not removed"),
    m("t_math_empty_box", "A", G_CARD, "no_answer", "tag", th(CARD) + "<answer>\\boxed{}</answer>",
      "an empty box in the tag; the working stops at 156/2652"),
    m("t_math_approx", "A", G_SECT, "wrong", "tag", th(SECT) + "<answer>\\approx 18.85</answer>",
      "an approximation of 6\\pi = 18.8496"),
    m("t_math_tag_then_box_other", "A", G_SECT, "wrong", "tag",
      th(SECT) + "<answer>6\\pi</answer>\n\nSo the area of the sector is $\\boxed{3\\pi}$.",
      "the tag 6\\pi, then a different box 3\\pi: two final answers"),
    m("t_ok_math_product_chain", "B", G_CARD, "correct", "tag",
      th(CARD) + "<answer>\\frac{13}{52}\\cdot\\frac{12}{51} = \\frac{1}{17}</answer>", "a product chain ending at the gold"),
    m("t_ok_math_set_builder", "B", G_ABS, "correct", "tag", th(ABS2) + "<answer>\\{x \\mid -4 < x < 3\\}</answer>",
      "set-builder notation"),
    m("t_ok_math_roots_set", "B", G_QUAD, "correct", "tag", th(QUAD) + "<answer>\\left\\{-\\tfrac{2}{3},\\ 4\\right\\}</answer>",
      "the roots as a set with \\tfrac"),
    m("t_ok_math_roots_subscripts", "B", G_QUAD, "correct", "tag",
      th(QUAD) + "<answer>x_1 = 4,\\ x_2 = -\\frac{2}{3}</answer>", "roots with subscripts, reversed"),
    m("t_ok_math_point_xy", "B", G_LINES, "correct", "tag",
      th(LINES + "Then $y = 2 \\cdot 3 - 1 = 5$.\n") + "<answer>(x, y) = (3, 5)</answer>", "the point with its coordinate names"),
    m("t_ok_math_day_bare", "B", G_DAY, "correct", "tag", th(DAY) + "<answer>Friday</answer>", "the day without \\text"),
    m("t_ok_math_minus_in_numerator", "B", G_ATAN, "correct", "tag", th(ATAN) + "<answer>\\frac{-\\pi}{4}</answer>",
      "the minus in the numerator"),
    m("t_ok_math_inverse_named", "B", G_INV, "correct", "tag", th(INV) + "<answer>f^{-1}(x) = \\dfrac{7 + x}{2}</answer>",
      "a named inverse, \\dfrac, terms swapped"),
    m("t_ok_math_choice_bold", "B", G_CHOICE, "correct", "tag", th(CHOICE) + "<answer>\\textbf{(E)}</answer>",
      "the letter in \\textbf"),

    # ================================================================ 2. a phrase marker, then ####
    g("h_pl_phrase_hash_other", "A", "157", "wrong", "hash", MARB + "Odpowiedź: 157 kulek.\n#### 147",
      "Polish label 157, #### 147"),
    g("h_tr_phrase_hash_other", "A", "157", "wrong", "hash", MARB + "Cevap: 157 bilye.\n#### 167",
      "Turkish label 157, #### 167"),
    g("h_words_phrase_hash_other", "A", "157", "wrong", "hash", MARB + "The answer is one hundred fifty-seven.\n#### 147",
      "the phrase in words, the #### line 147"),
    g("h_gym_fee_dropped", "A", "621", "wrong", "hash", GYM + "So the total is $621.\n#### 546",
      "the phrase right, the #### line without the joining fee"),
    g("h_same_line_other", "A", "157", "wrong", "hash", MARB + "The answer is 157 #### 147",
      "a phrase and a #### value on one line disagree"),
    g("h_hash_chain_other", "A", "157", "wrong", "hash", MARB + "#### 157 - 10 = 147", "an equation on the #### line ending at 147"),
    g("h_heading_value_next_line_other", "A", "157", "wrong", "hash", MARB + "So 157 marbles.\n\n#### Final answer\n147",
      "a markdown heading '#### Final answer', then 147 on the next line"),
    g("h_hash_then_minerva_other", "A", "157", "wrong", "hash",
      MARB + "#### 157\nFinal Answer: The final answer is 147. I hope it is correct.", "#### 157, then a Minerva line 147"),
    g("h_bank_shortfall", "A", "-43", "wrong", "hash", BANK + "He is $43 short.\n#### 43",
      "the #### line holds the shortfall 43, not the balance -43 the working found"),
    g("h_think_draft_hash_other", "A", "157", "wrong", "hash",
      "<think>\n" + MARB + "#### 157\nHmm, rereading: she gives 33, not 23. 180 - 33 = 147.\n</think>\n#### 147",
      "a draft #### 157 inside the thinking, the final #### 147"),
    g("h_melon_each", "A", "44", "wrong", "hash", MELON + "So the crate holds 44 kg of melons, 2.75 kg each.\n#### 2.75",
      "the per-melon weight on the #### line"),
    g("h_vote_count", "A", "36", "wrong", "hash", VOTE + "So 36% voted yes.\n#### 90", "the count of yes votes, not the percentage"),
    g("h_age_brother", "A", "37", "wrong", "hash", AGE + "Lina will be 37.\n#### 16", "the brother's age in 9 years (7 + 9)"),
    g("h_stadium_section", "A", "66000", "wrong", "hash", STAD + "The stadium seats 66,000 people.\n#### 1,375",
      "one section's seats"),
    g("h_run_pace", "A", "12", "wrong", "hash", RUN + "That is 12 km/h, or 5 minutes per km.\n#### 5",
      "the pace (60 / 12 = 5 min/km), not the speed"),
    g("h_hash_transposed", "A", "157", "wrong", "hash", MARB + "Mia has 157 marbles left.\n#### 175",
      "two digits transposed on the #### line"),
    g("h_ok_hash_value_next_line", "B", "157", "correct", "hash", MARB + "####\n157", "#### alone, the value on the next line"),
    g("h_ok_closing_hashes", "B", "157", "correct", "hash", MARB + "#### 157 ####", "closing hashes (ATX heading style)"),
    g("h_ok_hash_paren_expression", "B", "157", "correct", "hash", MARB + "#### 157 (= 180 − 23)",
      "the expression in parentheses after"),
    g("h_ok_hash_repeated", "B", "157", "correct", "hash", MARB + "#### 157\n#### 157", "the same #### line twice"),
    g("h_ok_indian_grouping", "B", "150000", "correct", "hash", SALES_IN + "#### ₹1,50,000",
      "Indian digit grouping with the rupee sign"),
    g("h_ok_swiss_apostrophe", "B", "66000", "correct", "hash", STAD + "#### 66'000", "Swiss apostrophe thousands separator"),
    g("h_ok_dollar_after", "B", "621", "correct", "hash", GYM + "#### 621.00 $", "the currency sign after the amount"),
    g("h_ok_minerva_then_hash", "B", "157", "correct", "hash",
      MARB + "Final Answer: The final answer is 157. I hope it is correct.\n#### 157", "a Minerva line and #### agree"),
    g("h_ok_amharic_label", "B", "157", "correct", "hash", MARB + "መልስ፦ 157\n#### 157", "Amharic label (Ethiopic preface colon)"),
    g("h_ok_swedish_phrase", "B", "157", "correct", "hash", MARB + "Svaret är 157 kulor.\n#### 157", "Swedish phrase"),
    g("h_ok_overdrawn_phrase", "B", "-43", "correct", "hash", BANK + "Sam is overdrawn by $43.\n#### -43",
      "'overdrawn by $43', then -43"),
    g("h_ok_r1_hash_eos", "B", "157", "correct", "hash", R1 + "#### 157" + DSK_EOS, "R1 trace, ####, DeepSeek's end token"),
    g("h_ok_qwen_hash_tab", "B", "157", "correct", "hash", QWEN + "####\t157", "Qwen steps, a tab after ####"),
    g("h_ok_hash_then_explanation", "B", "157", "correct", "hash",
      MARB + "#### 157\n\nExplanation: 5 bags × 36 = 180 marbles; giving away 23 leaves 157. The 23 are not counted.",
      "an explanation with the working's numbers after"),
    m("h_math_phrase_hash_other", "A", G_CARD, "wrong", "hash", CARD + "The probability is $\\frac{1}{17}$.\n#### 1/16",
      "MATH path: the phrase 1/17, the #### line 1/16"),
    m("h_math_hash_decimal", "A", G_R98, "wrong", "hash", R98 + "So $\\sqrt{98} = 7\\sqrt{2}$.\n#### 9.899",
      "the exact value in the working, a decimal on the #### line"),
    m("h_math_minerva_then_hash_other", "A", G_ATAN, "wrong", "hash",
      ATAN + MINERVA.format("$-\\frac{\\pi}{4}$") + "\n#### 3\\pi/4", "a Minerva line, then #### 3\\pi/4"),
    m("h_math_hash_one_root", "A", G_QUAD, "wrong", "hash", QUAD + "The roots are $4$ and $-\\frac{2}{3}$.\n#### 4",
      "the #### line has one root"),
    m("h_ok_math_hash_interval", "B", G_ABS, "correct", "hash", ABS2 + "So $-4 < x < 3$.\n#### (-4, 3)", "an interval after ####"),
    m("h_ok_math_hash_day", "B", G_DAY, "correct", "hash", DAY + "#### Friday", "a day name after ####"),
    m("h_ok_math_hash_slash", "B", G_FRAC, "correct", "hash", FRAC + "$= \\frac{17}{6}$\n#### 17/6", "17/6 with a slash after ####"),

    # ================================================================ 3. exactness
    m("x_card_decimal", "A", G_CARD, "wrong", "boxed", CARD + "$\\approx \\boxed{0.0588}$", "1/17 rounded"),
    m("x_card_decimal_long", "A", G_CARD, "wrong", "boxed", CARD + "$= \\boxed{0.058823529}$",
      "1/17 = 0.0588235294... cut after nine digits"),
    m("x_card_with_replacement", "A", G_CARD, "wrong", "boxed",
      "There are $13$ hearts among $52$ cards, so $P = \\frac{13}{52}\\cdot\\frac{13}{52} = \\boxed{\\frac{1}{16}}$.",
      "the with-replacement value (0.0625 against 0.0588)"),
    m("x_card_percent", "A", G_CARD, "wrong", "boxed", CARD + "$\\approx \\boxed{5.88\\%}$", "a rounded percentage"),
    m("x_r98_decimal", "A", G_R98, "wrong", "boxed", R98 + "$\\approx \\boxed{9.9}$", "7\\sqrt2 = 9.8995 rounded"),
    m("x_r98_float_factor", "A", G_R98, "wrong", "boxed", R98 + "$= \\boxed{7 \\cdot 1.41421356}$",
      "a float for \\sqrt2 inside a product (off by 1.7e-8)"),
    m("x_r98_root_forgotten", "A", G_R98, "wrong", "boxed", R98 + "$= \\boxed{49\\sqrt{2}}$", "the 49 not rooted"),
    m("x_conj_radicands_added", "A", G_CONJ, "wrong", "boxed", CONJ + "$= \\boxed{\\sqrt{7}}$",
      "\\sqrt5 + \\sqrt2 taken as \\sqrt7 (2.6458 against 3.6503)"),
    m("x_poly_sign_slip", "A", G_POLY, "wrong", "boxed", POLY + "$= \\boxed{x^2 - 2x - 24}$", "the middle term's sign slipped"),
    m("x_sect_decimal", "A", G_SECT, "wrong", "boxed", SECT + "$\\approx \\boxed{18.85}$", "6\\pi rounded"),
    m("x_sect_pi_314", "A", G_SECT, "wrong", "boxed", SECT + "Using $\\pi \\approx 3.14$, the area is $\\boxed{18.84}$.",
      "3.14 for \\pi"),
    m("x_sqc_modulus", "A", G_SQC, "wrong", "boxed", SQC + "So the result has modulus $\\boxed{13}$.",
      "the modulus |5 - 12i| = 13, not the number"),
    m("x_atan_decimal", "A", G_ATAN, "wrong", "boxed", ATAN + "$\\boxed{-0.785}$", "-\\pi/4 rounded"),
    m("x_atan_out_of_range", "A", G_ATAN, "wrong", "boxed", ATAN + "$\\boxed{\\frac{7\\pi}{4}}$",
      "tan(7\\pi/4) = -1 too, but 7\\pi/4 lies outside the range the working names"),
    m("x_logh_sign", "A", "-3", "wrong", "boxed", LOGH + "$\\log_{1/2} 8 = \\boxed{3}$", "the sign lost"),
    m("x_rep_truncated", "A", G_REP, "wrong", "boxed", REP + "$x \\approx \\boxed{0.36}$", "4/11 = 0.3636... cut"),
    m("x_rt10_decimal", "A", G_RT10, "wrong", "boxed", RT10 + "$= \\boxed{1.581}$", "\\sqrt10/2 = 1.5811 rounded"),
    g("x_gsm_paint_rounded", "A", "14.4", "wrong", "hash", PAINT + "#### 14", "14.4 rounded to a whole number"),
    g("x_gsm_paint_float_over", "A", "14.4", "wrong", "hash", PAINT + "#### 14.400000001", "off by 1e-9"),
    g("x_gsm_run_under", "A", "12", "wrong", "hash", RUN + "#### 11.99", "just under 12"),
    g("x_gsm_sales_sci_rounded", "A", "150000", "wrong", "hash", SALES + "#### 1.49 × 10^5", "149,000"),
    m("x_ok_card_unreduced", "B", G_CARD, "correct", "boxed", CARD + "$= \\boxed{\\frac{13}{221}}$",
      "13/221 = 1/17 (221 = 13 * 17)"),
    m("x_ok_card_product", "B", G_CARD, "correct", "boxed", CARD + "$P = \\boxed{\\frac{13}{52}\\cdot\\frac{12}{51}}$",
      "the unevaluated product"),
    m("x_ok_r98_over_root2", "B", G_R98, "correct", "boxed", R98 + "$= \\boxed{\\frac{14}{\\sqrt{2}}}$", "14/\\sqrt2 = 7\\sqrt2"),
    m("x_ok_r98_root8", "B", G_R98, "correct", "boxed", R98 + "$= \\boxed{\\frac{7}{2}\\sqrt{8}}$", "(7/2)\\sqrt8 = 7\\sqrt2"),
    m("x_ok_conj_denested", "B", G_CONJ, "correct", "boxed", CONJ + "$= \\boxed{\\sqrt{7 + 2\\sqrt{10}}}$",
      "(\\sqrt5 + \\sqrt2)^2 = 7 + 2\\sqrt10"),
    m("x_ok_sect_fraction", "B", G_SECT, "correct", "boxed", SECT + "$= \\boxed{\\frac{36\\pi}{6}}$", "36\\pi/6"),
    m("x_ok_atan_tfrac", "B", G_ATAN, "correct", "boxed", ATAN + "$\\boxed{-\\tfrac{1}{4}\\pi}$", "-(1/4)\\pi"),
    m("x_ok_logh_ratio", "B", "-3", "correct", "boxed", LOGH + "$\\log_{1/2} 8 = \\boxed{\\frac{\\ln 8}{\\ln \\frac{1}{2}}}$",
      "ln 8 / ln(1/2) = 3 ln 2 / (-ln 2) = -3"),
    m("x_ok_rep_unreduced", "B", G_REP, "correct", "boxed", REP + "$x = \\boxed{\\frac{12}{33}}$", "12/33 = 4/11"),
    m("x_ok_rt10_root_of_fraction", "B", G_RT10, "correct", "boxed", RT10 + "$= \\boxed{\\sqrt{\\frac{5}{2}}}$",
      "\\sqrt{5/2} = \\sqrt{10/4} = \\sqrt10/2"),
    m("x_ok_cos_reciprocal_root", "B", G_COS, "correct", "boxed", COS + "$\\cos 135^\\circ = \\boxed{-\\frac{1}{\\sqrt{2}}}$",
      "-1/\\sqrt2 = -\\sqrt2/2"),
    g("x_ok_gsm_paint_fraction", "B", "14.4", "correct", "hash", PAINT + "#### 72/5", "72/5 = 14.4"),
    g("x_ok_gsm_paint_mixed", "B", "14.4", "correct", "hash", PAINT + "#### 14 2/5", "14 2/5 = 14.4"),
    g("x_ok_gsm_sales_e", "B", "150000", "correct", "hash", SALES + "#### 1.5e5", "1.5e5 = 150,000"),
    g("x_ok_gsm_run_zeros", "B", "12", "correct", "hash", RUN + "#### 12.00", "two zero decimals"),
    g("x_ok_gsm_vote_decimal_percent", "B", "36", "correct", "hash", VOTE + "#### 36.0%", "36.0 %"),
    g("x_ok_gsm_melon_sci", "B", "44", "correct", "hash", MELON + "#### 4.4 \\times 10^1", "4.4 x 10^1 = 44"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_ro_negated_only", "A", "157", "no_answer", "prose_sentence", MARB_1 + "Răspunsul nu este 157.",
      "Romanian: 'the answer is not 157', nothing else"),
    g("n_cs_negated_only", "A", "157", "no_answer", "prose_sentence", MARB_1 + "Odpověď není 157.", "Czech: 'the answer is not 157'"),
    g("n_hu_negated_only", "A", "157", "no_answer", "prose_sentence", MARB_1 + "A válasz nem 157.",
      "Hungarian: 'the answer is not 157'"),
    g("n_he_negated_only", "A", "157", "no_answer", "prose_sentence", MARB_1 + "התשובה אינה 157.",
      "Hebrew: 'the answer is not 157'"),
    g("n_anything_but", "A", "157", "no_answer", "prose_sentence", MARB_1 + "The answer is anything but 157.",
      "'anything but 157' excludes 157 and names nothing"),
    g("n_enclose_strike_only", "A", "157", "no_answer", "hash", MARB + "#### $\\enclose{horizontalstrike}{157}$",
      "struck with MathJax \\enclose{horizontalstrike}, nothing after"),
    g("n_css_line_through_other", "A", "157", "wrong", "hash",
      MARB + '#### <span style="text-decoration: line-through">157</span> 147', "struck with CSS line-through, then 147"),
    g("n_tasklist_other", "A", "157", "wrong", "bare_last_line",
      MARB_1 + "Two readings of the problem:\n- [ ] 157 (if she gave 23)\n- [x] 147 (if she gave 33)",
      "a markdown task list with 147 ticked"),
    g("n_diff_other", "A", "157", "wrong", "hash", MARB + "```diff\n- #### 157\n+ #### 147\n```",
      "a unified diff removing #### 157 and adding #### 147"),
    g("n_ruled_out_paren", "A", "157", "wrong", "hash", MARB + "#### 157 (ruled out: this ignores the marbles Mia lost on the way)",
      "the model rules out its own value"),
    g("n_prohibition_overlay", "A", "157", "no_answer", "hash", MARB + "#### 1\u20e05\u20e07\u20e0",
      "each digit under U+20E0 COMBINING ENCLOSING CIRCLE BACKSLASH, nothing after; debatable: an overlay, "
      "read here as a strike", True),
    g("n_ok_sv_inte_utan", "B", "157", "correct", "hash", MARB + "Svaret är inte 147 utan 157.\n#### 157",
      "Swedish 'not 147 but 157'"),
    g("n_ok_pl_nie_lecz", "B", "157", "correct", "hash", MARB + "Nie 147, lecz 157.\n#### 157", "Polish 'not 147, but 157'"),
    g("n_ok_tasklist", "B", "157", "correct", "bare_last_line",
      MARB_1 + "Two readings of the problem:\n- [x] 157 (she gave 23)\n- [ ] 147 (misreading 23 as 33)",
      "a markdown task list with 157 ticked"),
    g("n_ok_diff", "B", "157", "correct", "hash",
      MARB_33 + "Correction after rereading (she gave 23):\n```diff\n- #### 147\n+ #### 157\n```",
      "a diff replacing #### 147 by #### 157; debatable: two #### lines, one of them removed", True),
    g("n_ok_none_missing", "B", "157", "correct", "hash", MARB + "#### 157\nNo marbles are missing and none were added.",
      "'No' and 'none' after"),
    g("n_ok_not_positive", "B", "-43", "correct", "hash", BANK + "His balance is not positive: it is -$43.\n#### -43",
      "'not positive' before the value"),
    g("n_ok_stayed_home", "B", "36", "correct", "hash",
      VOTE + "#### 36\n(This percentage does not include the people who stayed home.)", "'not' about something else"),
    g("n_ok_neq_working", "B", "37", "correct", "hash", AGE + "Her age now (28) ≠ her age then.\n#### 37", "≠ in the working"),
    m("n_math_enclose_box", "A", G_SECT, "no_answer", "boxed", SECT + "$\\enclose{horizontalstrike}{\\boxed{6\\pi}}$",
      "the box struck with \\enclose, nothing after"),
    m("n_math_tasklist_other", "A", G_CHOICE, "wrong", "bare_last_line",
      CHOICE + "- [ ] (A)\n- [ ] (B)\n- [x] (C)\n- [ ] (D)\n- [ ] (E)", "a task list with (C) ticked"),
    m("n_math_fi_not", "A", G_ATAN, "no_answer", "prose_sentence", ATAN + "Vastaus ei ole $-\\frac{\\pi}{4}$.",
      "Finnish: 'the answer is not -\\pi/4'"),
    m("n_math_fa_not", "A", G_CARD, "no_answer", "prose_sentence", CARD + "پاسخ $\\frac{1}{17}$ نیست.",
      "Persian: 'the answer is not 1/17' (the working stops at 156/2652)"),
    m("n_math_sw_not", "A", G_SECT, "no_answer", "prose_sentence", SECT + "Jibu si $6\\pi$.",
      "Swahili: 'the answer is not 6\\pi' (the working stops unevaluated)"),
    m("n_math_menclose_only", "A", G_SQC, "no_answer", "none",
      SQC + '<math><menclose notation="horizontalstrike"><mn>5</mn><mo>−</mo><mn>12</mn><mi>i</mi></menclose></math>',
      "a MathML struck value, nothing after"),
    m("n_math_ko_wrong", "A", "60", "wrong", "boxed", BAN + "$= \\boxed{60}$ (틀림)", "Korean '(wrong)' after the box"),
    m("n_math_cs_wrong", "A", "89", "wrong", "boxed", B5 + "$= \\boxed{89}$ (špatně)", "Czech '(wrong)' after the box"),
    m("n_math_box_then_no_solution", "A", G_ATAN, "wrong", "boxed",
      ATAN + "$\\boxed{-\\frac{\\pi}{4}}$ is not in the required range, so there is no solution.",
      "the model denies its box and concludes 'no solution'"),
    m("n_math_notin", "A", G_ABS, "wrong", "prose_sentence", ABS2 + "So $x \\notin (-4, 3)$.",
      "\\notin: the model's answer is the complement"),
    m("n_ok_math_ne_domain", "B", G_DOM, "correct", "boxed", DOM + "$\\boxed{x \\ge 2,\\ x \\ne 5}$", "the set as conditions with \\ne"),
    m("n_ok_math_not_real", "B", G_SQC, "correct", "boxed", SQC + "$= \\boxed{5 - 12i}$, which is not a real number.",
      "'not real' after the box"),
    m("n_ok_math_enclose_working", "B", G_CARD, "correct", "boxed",
      "There are $13$ hearts among $52$ cards. $\\enclose{horizontalstrike}{\\frac{13}{52}\\cdot\\frac{13}{52}}$ (that "
      "would be with replacement). Without replacement, $P = \\frac{13}{52}\\cdot\\frac{12}{51} = \\boxed{\\frac{1}{17}}$.",
      "a struck step in the working, then the box"),
    m("n_ok_math_cs_ne_ale", "B", G_CARD, "correct", "boxed", CARD + "Ne $\\frac{1}{16}$, ale $\\boxed{\\frac{1}{17}}$.",
      "Czech 'not 1/16 but 1/17'"),
    m("n_ok_math_slope_ne_zero", "B", G_INV, "correct", "boxed",
      INV + "The slope $2 \\neq 0$, so the inverse exists: $f^{-1}(x) = \\boxed{\\frac{x+7}{2}}$.", "\\neq in a side condition"),
    m("n_ok_math_no_angle_reaches", "B", "140", "correct", "boxed",
      NON + "$= \\boxed{140}$ degrees; no interior angle of a convex polygon can reach $180^\\circ$.",
      "'no' and another number after the box"),
    m("n_ok_math_nonzero", "B", G_REP, "correct", "boxed", REP + "$x = \\boxed{\\frac{4}{11}}$ (nonzero, as expected)",
      "'nonzero' after the box"),
    m("n_ok_math_tasklist", "B", G_CHOICE, "correct", "bare_last_line",
      CHOICE + "- [ ] (A)\n- [ ] (B)\n- [ ] (C)\n- [ ] (D)\n- [x] (E)", "a task list with (E) ticked"),
    m("n_ok_math_he_lo_ela", "B", G_CARD, "correct", "boxed", CARD + "לא $\\frac{1}{16}$ אלא $\\boxed{\\frac{1}{17}}$.",
      "Hebrew 'not 1/16 but 1/17'"),

    # ================================================================ 5. words after a number
    g("u_de_mio", "A", "157", "wrong", "hash", MARB + "#### 157 Mio.", "German 'Mio.' (million)"),
    g("u_de_tsd", "A", "157", "wrong", "hash", MARB + "#### 157 Tsd.", "German 'Tsd.' (thousand)"),
    g("u_ru_tys", "A", "157", "wrong", "hash", MARB + "#### 157 тыс.", "Russian 'тыс.' (thousand)"),
    g("u_ja_oku", "A", "157", "wrong", "hash", MARB + "#### 157億", "Japanese 億 (10^8)"),
    g("u_it_mila", "A", "157", "wrong", "hash", MARB + "#### 157 mila", "Italian 'mila' (thousand)"),
    g("u_lakh_ten_times", "A", "150000", "wrong", "hash", SALES_IN + "#### 15 lakh", "15 lakh = 1,500,000"),
    g("u_in_credit", "A", "-43", "wrong", "hash", BANK + "#### $43 in credit", "'in credit' is +43; the working found -43"),
    g("u_m_per_s", "A", "12", "wrong", "hash", RUN + "#### 12 m/s", "metres per second; the working found 12 km/h"),
    g("u_pounds", "A", "44", "wrong", "hash", MELON + "#### 44 lb", "pounds; the working found 44 kg"),
    g("u_months", "A", "37", "wrong", "hash", AGE + "#### 37 months", "months; the working counts years"),
    g("u_gallons", "A", "14.4", "wrong", "hash", PAINT + "#### 14.4 gallons", "gallons; the working found 14.4 litres"),
    g("u_de_ungefaehr", "A", "157", "wrong", "hash", MARB + "#### ungefähr 157", "German 'approximately' before an exact count"),
    g("u_zh_zuoyou", "A", "157", "wrong", "hash", MARB + "#### 157左右", "Chinese 左右 ('about') after an exact count"),
    g("u_ru_okolo", "A", "157", "wrong", "hash", MARB + "#### около 157", "Russian 'about'"),
    g("u_ja_yaku", "A", "157", "wrong", "hash", MARB + "#### 約157個", "Japanese 約 ('about') with a counter"),
    g("u_ok_de_tsd_equal", "B", "150000", "correct", "hash", SALES + "#### 150 Tsd. $", "German 'Tsd.': 150 thousand = 150,000"),
    g("u_ok_lakh_equal", "B", "150000", "correct", "hash", SALES_IN + "#### 1.5 lakh rupees", "1.5 lakh = 150,000"),
    g("u_ok_in_the_red", "B", "-43", "correct", "hash", BANK + "#### $43 in the red", "'in the red' = -43"),
    g("u_ok_ru_sht", "B", "157", "correct", "hash", MARB + "#### 157 шт.", "Russian 'шт.' (pieces)"),
    g("u_ok_de_stueck", "B", "157", "correct", "hash", MARB + "#### 157 Stück", "German 'Stück' (pieces)"),
    g("u_ok_per_cent", "B", "36", "correct", "hash", VOTE + "#### 36 per cent", "British 'per cent'"),
    g("u_ok_kilos", "B", "44", "correct", "hash", MELON + "#### 44 kilos", "'kilos'"),
    g("u_ok_kph", "B", "12", "correct", "hash", RUN + "#### 12 kph", "'kph'"),
    g("u_ok_price_comma_dash", "B", "621", "correct", "hash", GYM + "#### 621,-",
      "European price notation '621,-' (= 621.00); debatable: ',-' may look like a decimal comma or a minus", True),
    m("u_math_gon", "A", "140", "wrong", "boxed", NON + "$= \\boxed{140 \\text{ gon}}$",
      "gradians (140 gon = 126 degrees); the working is in degrees"),
    m("u_math_arcminutes", "A", "140", "wrong", "boxed", NON + "$= \\boxed{140'}$", "a prime: 140 arcminutes"),
    m("u_math_percent_count", "A", "60", "wrong", "boxed", BAN + "$= \\boxed{60\\%}$", "a percent sign on a count"),
    m("u_math_k", "A", "820", "wrong", "boxed", ARS + "$= \\boxed{820\\,\\text{k}}$", "k: 820,000"),
    m("u_math_friday_after_next", "A", G_DAY, "wrong", "boxed", DAY + "So it is $\\boxed{\\text{Friday after next}}$.",
      "'after next' is 9 days later"),
    m("u_math_double_root", "A", G_QUAD, "wrong", "boxed", QUAD + "$x = \\boxed{4 \\text{ (double root)}}$",
      "'double root' claims 4 is the only root"),
    m("u_ok_math_deg_abbrev", "B", "140", "correct", "boxed", NON + "$= \\boxed{140 \\text{ deg}}$", "'deg'"),
    m("u_ok_math_cubed", "B", "343", "correct", "boxed", POW7 + "$= \\boxed{7 \\text{ cubed}}$", "'7 cubed' = 343"),
    m("u_ok_math_square_units", "B", G_SECT, "correct", "boxed", SECT + "$= \\boxed{6\\pi \\text{ square units}}$", "'square units'"),
    m("u_ok_math_arrangements", "B", "60", "correct", "boxed", BAN + "$= \\boxed{60 \\text{ distinct arrangements}}$",
      "the counted noun"),
    m("u_ok_math_units", "B", "10", "correct", "boxed", DIST + "$= \\boxed{10 \\text{ units}}$", "'units'"),
    m("u_ok_math_radians", "B", G_ATAN, "correct", "boxed", ATAN + "$\\boxed{-\\frac{\\pi}{4} \\text{ radians}}$",
      "'radians' on a radian gold"),
    m("u_ok_math_base_ten_words", "B", "89", "correct", "boxed", B5 + "$= 75 + 10 + 4 = \\boxed{89}$ (in base ten)",
      "'(in base ten)' after"),
    m("u_ok_math_day_explained", "B", G_DAY, "correct", "boxed", DAY + "$\\boxed{\\text{Friday}}$ (two days after Wednesday)",
      "an explanation naming another day after"),

    # ================================================================ 6. retractions and after-text
    g("r_ga_fan", "A", "157", "wrong", "hash",
      MARB + "#### 157\nFan, rinne mé botún: thug sí 33 dá col ceathrar, mar sin 147.", "Irish retraction to 147"),
    g("r_mt_stenna", "A", "157", "wrong", "hash", MARB + "#### 157\nStenna, żbaljajt: it-tweġiba t-tajba hija 147.", "Maltese"),
    g("r_gl_agarda", "A", "157", "wrong", "hash", MARB + "#### 157\nAgarda, equivoqueime: son 147.", "Galician"),
    g("r_mk_chekaj", "A", "157", "wrong", "hash", MARB + "#### 157\nЧекај, погрешив: точниот одговор е 147.", "Macedonian"),
    g("r_be_pachakai", "A", "157", "wrong", "hash", MARB + "#### 157\nПачакай, я памыліўся: правільны адказ 147.", "Belarusian"),
    g("r_ml_kshamikkanam", "A", "157", "wrong", "hash",
      MARB + "#### 157\nക്ഷമിക്കണം, എനിക്ക് തെറ്റി: ശരിയായ ഉത്തരം 147 ആണ്.", "Malayalam"),
    g("r_ht_tann", "A", "157", "wrong", "hash", MARB + "#### 157\nTann, mwen te fè yon erè: bon repons lan se 147.",
      "Haitian Creole"),
    g("r_sed_substitution", "A", "157", "wrong", "hash", MARB + "#### 157\ns/157/147/ (she gave 33, not 23)",
      "a sed-style substitution replacing the answer"),
    g("r_tldr_other", "A", "157", "wrong", "hash", MARB + "#### 157\n\nTL;DR: 147 marbles.",
      "a TL;DR with another value after the #### line"),
    g("r_typo_for", "A", "157", "wrong", "hash", MARB + "#### 157\n\n(The 157 above is a typo for 147.)",
      "the model calls its answer a typo for 147"),
    g("r_gemma_self_check_switch", "A", "157", "wrong", "answer_is",
      MARB + "**Answer:** 157\n\n**Self-check:** 157 + 23 = 180 ✓. Hmm, but the problem says she gave away 33 marbles, "
      "so the answer is 147.", "Gemma-style bold answer, then a self-check that switches to 147"),
    g("r_ok_ga_seiceail", "B", "157", "correct", "hash", MARB + "#### 157\nSeiceáil: 157 + 23 = 180 ✓", "Irish check"),
    g("r_ok_mt_verifika", "B", "157", "correct", "hash", MARB + "#### 157\nVerifika: 157 + 23 = 180. Korrett.", "Maltese check"),
    g("r_ok_mk_proverka", "B", "157", "correct", "hash", MARB + "#### 157\nПроверка: 157 + 23 = 180, точно.", "Macedonian check"),
    g("r_ok_gemma_turn_after", "B", "157", "correct", "answer_colon",
      MARB + "**Answer:** 157" + GEMMA_USER + "What if she gave away 33?" + GEMMA_MODEL + "Then 180 - 33 = 147.",
      "an invented Gemma user turn after (convention: it does not count)"),
    g("r_ok_phi_turn_after", "B", "157", "correct", "hash",
      MARB + "#### 157<|end|>\n<|user|>\nAnd with 33?<|end|>\n<|assistant|>\n147", "an invented Phi-3 turn after"),
    g("r_ok_be_corrected_to_gold", "B", "157", "correct", "hash",
      MARB_33 + "#### 147\nПачакай, я памыліўся: яна аддала 23, а не 33. 180 − 23 = 157.\n#### 157",
      "Belarusian retraction of a wrong 147, then the right #### 157"),
    g("r_ok_sed_to_gold", "B", "157", "correct", "hash", MARB_33 + "#### 147\ns/147/157/ (she gave 23, not 33: 180 − 23 = 157)",
      "a sed-style correction to the gold; debatable: the corrected value is written only in the substitution", True),
    g("r_ok_mistral_inst_after", "B", "157", "correct", "hash",
      MARB + "#### 157</s>[INST] Now suppose she had 6 bags. [/INST] Then 6 × 36 − 23 = 193.",
      "an invented Mistral [INST] turn after (6 * 36 - 23 = 193)"),
    m("r_math_lb_waart", "A", G_SECT, "wrong", "boxed",
      SECT + "$= \\boxed{6\\pi}$\n\nWaart, ech hu mech geiert: de Wénkel ass $120^\\circ$, also ass d'Fläch $\\boxed{12\\pi}$.",
      "Luxembourgish retraction to 12\\pi"),
    m("r_math_tg_isted", "A", G_CARD, "wrong", "boxed",
      CARD + "$= \\boxed{\\frac{1}{17}}$\n\nИстед, ман хато кардам: кортҳо бо баргардонидан кашида мешаванд, пас ҷавоб "
      "$\\frac{1}{16}$ аст.", "Tajik retraction to 1/16"),
    m("r_math_ps_sabar", "A", G_QUAD, "wrong", "boxed",
      QUAD + "$x = \\boxed{-\\frac{2}{3}, 4}$\n\nصبر وکړه، ما غلطي وکړه: ځواب یوازې $4$ دی.", "Pashto retraction to 4 alone"),
    m("r_math_ku_bisekine", "A", G_ATAN, "wrong", "boxed",
      ATAN + "$\\boxed{-\\frac{\\pi}{4}}$\n\nBisekine, min şaşî kir: bersiv $\\frac{3\\pi}{4}$ e.",
      "Kurmanji Kurdish retraction to 3\\pi/4"),
    m("r_math_so_sug", "A", "60", "wrong", "boxed", BAN + "$= \\boxed{60}$\n\nSug, waan khaldamay: jawaabtu waa $120$.",
      "Somali retraction to 120 (6!/3!)"),
    m("r_math_mi_taihoa", "A", "140", "wrong", "boxed",
      NON + "$= \\boxed{140}$\n\nTaihoa, i hē ahau: ko te whakautu tika ko $40$.", "Maori retraction to 40 (the exterior angle)"),
    m("r_math_la_mane", "A", "343", "wrong", "boxed", POW7 + "$= \\boxed{343}$\n\nMane, erravi: responsum verum est $2401$.",
      "Latin retraction to 2401 (7^4)"),
    m("r_math_qwq_second_final", "A", G_SECT, "wrong", "boxed",
      SECT + QWQ_END.format("6\\pi") + "\n\nHmm, wait. Actually the circle has diameter 6, so the radius is 3 and the "
      "sector's area is $\\frac{1}{6}\\cdot 9\\pi = \\frac{3\\pi}{2}$.\n\n" + QWQ_END.format("\\frac{3\\pi}{2}"),
      "QwQ-style 'Final Answer' twice, the second 3\\pi/2"),
    m("r_math_minerva_withdrawn", "A", G_DOM, "wrong", "minerva",
      DOM + MINERVA.format("$[2,5)\\cup(5,\\infty)$") + "\n\nOn reflection I am not sure the denominator matters here, "
      "so I withdraw this answer.", "the Minerva answer withdrawn, nothing new"),
    m("r_math_yi_vart", "A", G_LINES, "wrong", "boxed",
      LINES + "Then $y = 5$, so the point is $\\boxed{(3, 5)}$.\n\nוואַרט, איך האָב געטעות: דער פּונקט איז $(5, 3)$.",
      "Yiddish retraction to the swapped point"),
    m("r_ok_math_lb_kontroll", "B", G_SECT, "correct", "boxed",
      SECT + "$= \\boxed{6\\pi}$\n\nKontroll: $\\frac{1}{6}$ vun $36\\pi$ ass $6\\pi$. ✓", "Luxembourgish check"),
    m("r_ok_math_so_hubin", "B", "60", "correct", "boxed", BAN + "$= \\boxed{60}$\n\nHubin: $60 \\cdot 3! \\cdot 2! = 720 = 6!$ ✓",
      "Somali check with other numbers"),
    m("r_ok_math_corrected_to_gold", "B", G_CARD, "correct", "boxed",
      "There are $13$ hearts among $52$ cards, so $P = \\frac{13}{52}\\cdot\\frac{13}{52} = \\boxed{\\frac{1}{16}}$.\n\n"
      "Wait, I used replacement by mistake; the cards are drawn without replacement, so "
      "$P = \\frac{13}{52}\\cdot\\frac{12}{51} = \\boxed{\\frac{1}{17}}$.", "a wrong box retracted, then the right one"),
    m("r_ok_math_deepseek_turn_after", "B", G_SECT, "correct", "boxed",
      R1_SECT + "The area is $\\boxed{6\\pi}$." + DSK_EOS + DSK_USER + "What if the angle were $120^\\circ$?" + DSK_ASSISTANT
      + "Then it would be $12\\pi$.", "an invented DeepSeek user turn after"),
    m("r_ok_math_zh_jianyan", "B", G_QUAD, "correct", "boxed",
      QUAD + "所以答案为 $\\boxed{-\\frac{2}{3}, 4}$。\n\n检验：$x = -\\frac{2}{3}$ 时，$3 \\cdot \\frac{4}{9} + \\frac{20}{3} - 8 = 0$ ✓",
      "Chinese check with other numbers"),
    m("r_ok_math_generalise", "B", "140", "correct", "boxed",
      NON + "$= \\boxed{140}$\n\nIn general a regular $n$-gon has interior angles of $\\frac{(n - 2) \\cdot 180^\\circ}{n}$; "
      "for $n = 12$ that is $150^\\circ$.", "a general remark with another value"),
    m("r_ok_math_la_probatio", "B", "343", "correct", "boxed", POW7 + "$= \\boxed{343}$\n\nProbatio: $343 = 7 \\cdot 49$ ✓",
      "Latin check"),
    m("r_ok_math_taxicab", "B", "10", "correct", "boxed", DIST + "$= \\boxed{10}$\n\nFor comparison, the taxicab distance is $6 + 8 = 14$.",
      "another distance after the box"),
    m("r_ok_math_ps_no_not", "B", G_LINES, "correct", "boxed",
      LINES + "Then $y = 5$, so the point is $\\boxed{(3, 5)}$.\n\nP.S. Do the lines meet at a right angle? No: the slopes "
      "are $2$ and $-1$, whose product is $-2$, not $-1$.", "'No' and 'not' with other numbers after"),

    # ================================================================ 7. quoted, reported, hypothetical
    g("q_ko_teacher_other", "A", "157", "wrong", "hash",
      "선생님은 157이라고 하셨지만, 제 계산으로는 5 × 36 = 180, 180 − 33 = 147입니다.\n#### 147",
      "Korean: 'the teacher said 157, but I get 147'"),
    g("q_conditional_two", "A", "157", "wrong", "prose_sentence",
      MARB + "If the question asks for the total, the answer is 180; if it asks for what is left, 157.",
      "two conditional answers"),
    g("q_distractors_key_other", "A", "157", "wrong", "answer_colon", "Multiple-choice version:\nCorrect: 147\nDistractors: 157, 167, 180",
      "the model's own key 147; the gold as a distractor"),
    g("q_grader_other", "A", "157", "wrong", "answer_colon", "Student answer: 157\nVerdict: incorrect. Expected answer: 147.",
      "the gold as a graded student answer; the model expects 147"),
    g("q_email_reported_other", "A", "157", "wrong", "prose_sentence",
      "Dear parent,\nyour child answered 157. Unfortunately that is incorrect: Mia gave away 33 marbles, so the correct "
      "answer is 180 − 33 = 147.", "the gold as the child's answer"),
    g("q_id_counterfactual", "A", "157", "wrong", "hash",
      "Jika Mia hanya memberi 23 kelereng, sisanya 157. Tetapi ia memberi 33, jadi sisanya 180 − 33 = 147.\n#### 147",
      "Indonesian counterfactual holds the gold"),
    g("q_tr_counterfactual", "A", "157", "wrong", "hash",
      "Eğer 23 bilye verseydi 157 kalırdı; ama 33 verdi, yani 180 − 33 = 147.\n#### 147", "Turkish counterfactual holds the gold"),
    g("q_gemma_prompt_echo", "A", "157", "wrong", "hash",
      "<start_of_turn>user\nSolve it. (Hint: the answer is 157.)<end_of_turn>\n<start_of_turn>model\n" + MARB_33 + "#### 147",
      "the gold in an echoed user turn; the model's 147"),
    g("q_blank_template", "A", "157", "no_answer", "none", "Answer: ____ marbles (fill in the blank, e.g. 157)",
      "a blank template with an example"),
    g("q_roleplay_unsettled", "A", "157", "no_answer", "truncated",
      "Teacher: How many marbles are left?\nStudent: 157?\nTeacher: Let's check that together. How many marbles did she "
      "start with?\nStudent: 5 times", "a role-play where the student's guess is never settled; cut off"),
    g("q_ok_fr_guillemets", "B", "157", "correct", "final_answer_phrase", MARB + "Réponse finale : « 157 »",
      "French guillemets around the model's own answer"),
    g("q_ok_distractors", "B", "157", "correct", "answer_colon", MARB + "Multiple-choice version:\nCorrect: 157\nDistractors: 147, 167, 180",
      "the model's key 157 with distractors after; debatable: several values, one marked correct", True),
    g("q_ok_grader_own", "B", "157", "correct", "answer_colon",
      "Student answer: 147\nVerdict: incorrect — 5 × 36 = 180 and 180 − 23 = 157.\nCorrect answer: 157",
      "a graded wrong student answer, then the model's own"),
    g("q_ok_es_como_dijo", "B", "157", "correct", "hash",
      "Como dijo mi amigo, quedan 157; lo comprobé: 5 × 36 = 180 y 180 − 23 = 157.\n#### 157",
      "Spanish: a friend's value the model checks and adopts"),
    g("q_ok_stand_by_quote", "B", "157", "correct", "prose_sentence",
      MARB + "Earlier I wrote “157”, and after checking again I stand by it.", "the model quotes its own answer"),
    g("q_ok_email_correct", "B", "157", "correct", "prose_sentence",
      "Dear parent,\nyour child answered 147. The correct answer is 157, since 5 × 36 = 180 and 180 − 23 = 157.",
      "the wrong value as the child's; the model's own 157"),
    g("q_ok_ko_teacher_agrees", "B", "157", "correct", "hash", "선생님 말씀대로 157개입니다. 5 × 36 = 180, 180 − 23 = 157.\n#### 157",
      "Korean: 'as the teacher said, 157'"),
    g("q_ok_doctest_output", "B", "157", "correct", "prose_sentence",
      '```python\ndef left(bags, per_bag, given):\n    """\n    >>> left(5, 36, 23)\n    157\n    """\n'
      "    return bags * per_bag - given\n```\nRunning it prints 157, so 157 marbles are left.",
      "a doctest, then the model's own sentence"),
    m("q_math_conditional_replacement", "A", G_CARD, "wrong", "prose_sentence",
      "There are $13$ hearts among $52$ cards. Without replacement the probability is "
      "$\\frac{13}{52}\\cdot\\frac{12}{51} = \\frac{1}{17}$; with replacement it is $\\frac{1}{16}$.", "two conditional answers"),
    m("q_math_wolfram_rejected", "A", G_SECT, "wrong", "boxed",
      SECT + "WolframAlpha returns $6\\pi$, but I think the angle should be read in radians, so the area is "
      "$\\frac{1}{2}\\cdot 6^2 \\cdot 60 = \\boxed{1080}$.", "the gold as a tool's result, rejected"),
    m("q_math_ja_format_example", "A", "60", "no_answer", "none", "例：最終的な答えは $\\boxed{60}$ のように書いてください。",
      "Japanese format example only"),
    m("q_math_pl_counterfactual", "A", G_SECT, "wrong", "prose_sentence",
      "Promień wynosi $6$. Gdyby kąt wynosił $60^\\circ$, pole byłoby równe $\\boxed{6\\pi}$. Kąt wynosi jednak $90^\\circ$, "
      "więc pole to $\\frac{90}{360}\\cdot 36\\pi = 9\\pi$.", "Polish counterfactual box, own 9\\pi"),
    m("q_math_reviewer_rejected", "A", G_ATAN, "wrong", "prose_sentence",
      "Reviewer 2 claims the answer is $\\boxed{-\\frac{\\pi}{4}}$. I disagree: the angle should be $\\frac{3\\pi}{4}$.",
      "a reviewer's box rejected"),
    m("q_math_vi_reported", "A", G_REP, "wrong", "prose_sentence",
      REP + "Sách giải ghi đáp án là $\\frac{4}{11}$, nhưng tôi rút gọn được $\\frac{4}{9}$.",
      "Vietnamese: 'the book says 4/11, but I reduce it to 4/9'"),
    m("q_math_key_letter_other", "A", G_CHOICE, "wrong", "answer_colon", "Answer key: (B). Distractors: (A), (C), (D), (E).",
      "the model's key (B); the gold letter as a distractor"),
    m("q_math_textbook_cut", "A", "89", "no_answer", "truncated",
      "According to the textbook, $324_5 = 89$. Let me verify: $3 \\cdot 25 = 75$, $2 \\cdot 5 =",
      "the gold reported, the check cut off"),
    m("q_math_tool_rejected", "A", G_SQC, "wrong", "boxed",
      "```python\n>>> (3-2j)**2\n(5-12j)\n```\nThe tool must be wrong. By hand, $(3 - 2i)^2 = 9 + 4 - 12i = \\boxed{13 - 12i}$.",
      "the tool's output (the gold) rejected; the model's 13 - 12i"),
    m("q_math_assume_refuted", "A", G_DAY, "wrong", "boxed",
      "Assume the answer is $\\text{Friday}$ and count back: that would put the start on a Tuesday, not a Wednesday. "
      "So it must be $\\boxed{\\text{Saturday}}$.", "the gold as a (wrongly) refuted assumption"),
    m("q_math_fewshot_prefix", "A", "10", "wrong", "minerva",
      "Problem:\nFind the distance between $(0, 0)$ and $(6, 8)$.\nSolution:\n$\\sqrt{36 + 64} = 10$.\n"
      "Final Answer: The final answer is $10$. I hope it is correct.\n\nProblem:\nFind the distance between $(-2, 3)$ "
      "and $(4, -5)$.\nSolution:\nThe distance is $6 + 8 = 14$.\nFinal Answer: The final answer is $14$. I hope it is correct.",
      "the gold only in an echoed few-shot example before; the model's own 14"),
    m("q_ok_math_tool_agrees", "B", G_SQC, "correct", "boxed",
      "```python\n>>> (3-2j)**2\n(5-12j)\n```\nSo $(3 - 2i)^2 = \\boxed{5 - 12i}$.", "Python's complex output, then the box"),
    m("q_ok_math_reviewer_then_own", "B", G_ATAN, "correct", "boxed",
      ATAN + "Reviewer 2 claims $\\frac{3\\pi}{4}$, but that is outside the range; the answer is $\\boxed{-\\frac{\\pi}{4}}$.",
      "a reviewer's wrong value, then the box"),
    m("q_ok_math_pl_counterfactual", "B", G_CARD, "correct", "boxed",
      "Gdyby losowanie było ze zwracaniem, wynik wynosiłby $\\frac{1}{16}$; bez zwracania wynosi "
      "$\\frac{13}{52}\\cdot\\frac{12}{51} = \\boxed{\\frac{1}{17}}$.", "Polish counterfactual, then the actual box"),
    m("q_ok_math_fewshot_prefix", "B", "10", "correct", "minerva",
      "Problem:\nFind the distance between $(0, 0)$ and $(5, 12)$.\nSolution:\n$\\sqrt{25 + 144} = 13$.\n"
      "Final Answer: The final answer is $13$. I hope it is correct.\n\nProblem:\nFind the distance between $(-2, 3)$ "
      "and $(4, -5)$.\nSolution:\n" + DIST + "$= 10$.\nFinal Answer: The final answer is $10$. I hope it is correct.",
      "an echoed few-shot example with another answer first"),
    m("q_ok_math_ja_problem_quote", "B", "89", "correct", "boxed",
      "問題：「$324_5$ を10進法で表せ。」\n" + B5 + "$= 75 + 10 + 4 = \\boxed{89}$", "the problem quoted in Japanese brackets"),
    m("q_ok_math_assume_verified", "B", G_DAY, "correct", "boxed",
      "Assume the answer is Friday and check: Friday is $2$ days after Wednesday, and $100 = 14 \\cdot 7 + 2$ ✓. "
      "So the answer is $\\boxed{\\text{Friday}}$.", "an assumption checked and adopted"),
    m("q_ok_math_vi_reported_agrees", "B", G_REP, "correct", "boxed",
      REP + "Sách giải ghi $\\frac{4}{11}$, và tôi cũng tính ra $\\boxed{\\frac{4}{11}}$.", "Vietnamese: a reported value that agrees"),
    m("q_ok_math_common_pick", "B", G_CHOICE, "correct", "boxed",
      CHOICE + "Many students pick (B) because it satisfies the first condition, but it fails the second. "
      "$\\boxed{\\text{(E)}}$", "another letter attributed to students, then the box"),

    # ================================================================ 8. bad input
    g("b_nul_in_tag_other", "A", "157", "wrong", "tag", th(MARB_33) + "<answer>147" + NUL + "</answer>",
      "147 and a NUL (bad input either way)"),
    g("b_tag_chars_hidden_gold", "A", "157", "wrong", "hash", MARB_33 + "#### 147" + hidden("\n#### 157"),
      "visible #### 147; an invisible #### 157 in Unicode tag characters (U+E0000 block)"),
    g("b_adlam_other", "A", "157", "wrong", "hash", MARB + "#### " + sd("147", ADLAM), "Adlam digits 147"),
    g("b_ol_chiki_other", "A", "157", "wrong", "hash", MARB + "#### " + sd("147", OL_CHIKI), "Ol Chiki digits 147"),
    g("b_malayalam_other", "A", "157", "wrong", "hash", MARB + "#### " + sd("147", MALAYALAM), "Malayalam digits 147"),
    g("b_ansi_crossed_out", "A", "157", "no_answer", "hash", MARB + "#### \x1b[9m157\x1b[29m",
      "ANSI SGR 9 (crossed-out) around the value, nothing after"),
    g("b_line_separator_retract", "A", "157", "wrong", "hash", MARB + "#### 157\u2028Wait — she gave 33, so 180 - 33 = 147.",
      "a retraction after U+2028 LINE SEPARATOR"),
    g("b_unit_separator_rehash", "A", "157", "wrong", "hash", MARB + "#### 157\x1f#### 147",
      "a second #### after U+001F UNIT SEPARATOR"),
    g("b_alternating_loop", "A", "157", "wrong", "hash", MARB + "#### 157\n#### 147\n" * 50,
      "a degenerate loop alternating two #### values"),
    g("b_ok_nul_in_gold", "B", "157" + NUL, "correct", "hash", MARB + "#### 157",
      "a NUL in the gold; debatable: a NUL anywhere in the pair makes it bad input", True),
    g("b_ok_nul_in_tag", "B", "157", "correct", "tag", TH + "<answer>" + NUL + "157</answer>",
      "a NUL inside the tag before the right value; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_symbol_for_null", "B", "157", "correct", "hash", MARB + "#### 157 ␀",
      "U+2400 SYMBOL FOR NULL is a visible sign, not a NUL"),
    g("b_ok_escaped_nul_text", "B", "157", "correct", "hash",
      MARB + "#### 157\n(The input had a stray \\u0000 escape, which I ignored.)", "the six characters \\u0000, not a NUL"),
    g("b_ok_double_struck", "B", "157", "correct", "hash", MARB + "#### " + sd("157", DOUBLE_STRUCK),
      "mathematical double-struck digits"),
    g("b_ok_monospace", "B", "157", "correct", "hash", MARB + "#### " + sd("157", MONOSPACE), "mathematical monospace digits"),
    g("b_ok_malayalam", "B", "157", "correct", "hash", MARB + "#### " + sd("157", MALAYALAM), "Malayalam digits"),
    g("b_ok_same_loop", "B", "157", "correct", "hash", MARB + "#### 157\n" * 200,
      "a degenerate loop repeating the same #### line 200 times"),
    g("b_ok_ansi_green", "B", "157", "correct", "hash", MARB + "#### \x1b[32m157\x1b[0m", "ANSI green colour codes around the value"),
    m("b_math_nul_box_other", "A", G_SECT, "wrong", "boxed", SECT + "$= \\boxed{12\\pi}$" + NUL,
      "12\\pi and a NUL (bad input either way)"),
    m("b_math_super_sub_other", "A", G_CARD, "wrong", "boxed", CARD + "$= \\boxed{¹⁄₁₆}$",
      "1/16 in superscript, fraction slash and subscripts"),
    m("b_math_sinhala_other", "A", "89", "wrong", "boxed", B5 + "$= \\boxed{" + sd("98", SINHALA_LITH) + "}$",
      "Sinhala Lith digits 98"),
    m("b_math_tag_chars_hidden_gold", "A", G_CARD, "wrong", "boxed",
      CARD + "$= \\boxed{\\frac{1}{16}}$" + hidden(" \\boxed{\\frac{1}{17}}"),
      "visible 1/16; invisible tag characters spell the gold box"),
    m("b_math_ansi_crossed_box", "A", G_SECT, "no_answer", "boxed", SECT + "\x1b[9m$= \\boxed{6\\pi}$\x1b[29m",
      "ANSI crossed-out around the box, nothing after"),
    m("b_math_superscript_four", "A", "343", "wrong", "boxed", POW7 + "$= \\boxed{7⁴}$", "superscript 4: 7^4 = 2401"),
    m("b_math_deep_nested_other", "A", G_SECT, "wrong", "boxed", SECT + "$" + "\\boxed{" * 40 + "12\\pi" + "}" * 40 + "$",
      "40 nested boxes around 12\\pi"),
    m("b_math_long_line_other", "A", G_REP, "wrong", "boxed",
      REP.rstrip("\n") + " Numerically $x = 0." + "36" * 5000 + "\\ldots$, so $x = \\boxed{\\frac{4}{9}}$.",
      "a line of 10,000 digits, then a slip 36/99 -> 4/9"),
    m("b_math_group_separator_retract", "A", "89", "wrong", "boxed", B5 + "$= \\boxed{89}$\x1dCorrection: $\\boxed{98}$",
      "a correction after U+001D GROUP SEPARATOR"),
    m("b_math_fullwidth_cplx_other", "A", G_SQC, "wrong", "boxed", SQC + "$= \\boxed{５＋１２ｉ}$", "fullwidth 5 + 12i"),
    m("b_ok_math_nul_in_gold", "B", G_SECT + NUL, "correct", "boxed", SECT + "$= \\boxed{6\\pi}$",
      "a NUL in the gold; debatable: a NUL anywhere in the pair makes it bad input", True),
    m("b_ok_math_italic_pi", "B", G_SECT, "correct", "boxed", SECT + "$= \\boxed{6𝜋}$", "U+1D70B MATHEMATICAL ITALIC SMALL PI"),
    m("b_ok_math_super_sub_frac", "B", G_CARD, "correct", "boxed", CARD + "$= \\boxed{¹⁄₁₇}$",
      "superscript 1, fraction slash, subscript 17"),
    m("b_ok_math_numerator_one", "B", G_CARD, "correct", "boxed", CARD + "$= \\boxed{⅟17}$", "U+215F FRACTION NUMERATOR ONE"),
    m("b_ok_math_fullwidth_cplx", "B", G_SQC, "correct", "boxed", SQC + "$= \\boxed{５－１２ｉ}$", "fullwidth digits, minus and i"),
    m("b_ok_math_long_trace", "B", "820", "correct", "boxed", ARS + LONG_PAIRS + "$= \\boxed{820}$",
      "a pairing check of about 21,000 characters, then the box"),
    m("b_ok_math_sinhala", "B", "89", "correct", "boxed", B5 + "$= \\boxed{" + sd("89", SINHALA_LITH) + "}$", "Sinhala Lith digits"),
    m("b_ok_math_nbsp_in_box", "B", G_SQC, "correct", "boxed", SQC + "$= \\boxed{5\u00a0-\u00a012i}$", "no-break spaces in the box"),
    m("b_ok_math_double_struck_box", "B", "820", "correct", "boxed", ARS + "$= \\boxed{" + sd("820", DOUBLE_STRUCK) + "}$",
      "double-struck digits in the box"),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-10)")
DECISIONS = {
    "n_prohibition_overlay": (
        "reject",
        "a prohibition overlay on every digit strikes the value and nothing replaces it",
    ),
    "n_ok_diff": ("accept", "the + line of a diff is the model's corrected answer"),
    "u_ok_price_comma_dash": ("accept", "'621,-' is the European way to write 621.00"),
    "r_ok_sed_to_gold": (
        "accept",
        "s/147/157/ is an explicit correction to 157, which the working after it confirms",
    ),
    "q_ok_distractors": (
        "accept",
        "the value marked Correct is the model's answer; distractors are listed as wrong",
    ),
    "b_ok_nul_in_gold": _BAD_INPUT,
    "b_ok_nul_in_tag": _BAD_INPUT,
    "b_ok_math_nul_in_gold": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam11", CASES, [], DECISIONS)
