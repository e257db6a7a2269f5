r"""Build adversarial_redteam81.jsonl: an eighty-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam81", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or earlier rounds'
probes, and WITHOUT running the checker (or math-verify, or sympy) on any probe; handed over BEFORE
any scoring. Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py
(structure and label rules) and the issue text were read. Labels are by reading and hand arithmetic
(python used only to multiply and add plain numbers).

Aim of this round: the issue's eight classes in ENGLISH, as a hidden evaluation set would test them,
in the styles real models write: R1 think/answer traces, Qwen2.5-Math numbered steps with a boxed
closing line, Llama 3 "## Step N" steps with "The final answer is: $\boxed{}$", Minerva closing
lines, GSM8K calculator annotations `<<a*b=c>>`, few-shot "Question:/Answer:" tails, ChatML and
Llama 3 chat-template tails (invented next turns), small RL policies (short, repetitive, echoes).

Problems and golds (every fact checked by hand):
GSM8K path
- muffins: 19 trays of 24 -> 19 * 24 = 456 (20 * 24 = 480 - 24); 319 sold -> 456 - 319 = 137
  (check 137 + 319 = 456). Slip "391 sold": 456 - 391 = 65 (check 65 + 391 = 456).
- bike: 13.5 km/h for 3.2 h -> 13.5 * 3.2 = 43.2 (13.5 * 3 = 40.5, + 13.5 * 0.2 = 2.7). Slip 2.3 h:
  13.5 * 2.3 = 31.05 (27 + 4.05).
- savings: $1,450 a month for 18 months = 26,100 (1450 * 18 = 14500 + 11600); less a $3,275 trip ->
  22,825 (check 22825 + 3275 = 26100). Without the trip: 26,100.
- cold: starts at 4.75 degrees, falls 2.25 an hour for 8 hours: 2.25 * 8 = 18; 4.75 - 18 = -13.25.
  Sign lost: 13.25. As a fraction -53/4 (53 / 4 = 13.25).
- pencils: 37 boxes of 12 -> 444 (37 * 12 = 370 + 74) = 37 dozen. 444 dozen would be 5,328.
- quiz: 31 of 40 passed -> 31 / 40 = 0.775 -> 77.5 %. Rounded 78. 77.5 % of 40 = 31.
- rope: 8 pieces of 12 m from 96 m -> 96 - 96 = 0 left.
- shop: 7 notebooks at $2.35 = 16.45, 3 pens at $1.18 = 3.54 -> 19.99 (= 1,999 cents). Erratum
  variant: pens at $1.81 -> 5.43, total 21.88.
- bolts: 1,275 a shift, 3 shifts a day -> 3,825 a day (1275 * 3); 22 days -> 84,150
  (3825 * 20 = 76500, + 7650). 84.15 thousand = 84,150.
- trip: 3 h 26 min -> 180 + 26 = 206 minutes (+ a 15-minute stop would be 221). 206 / 60 = 3.43...
- seats: 84 rows of 26 -> 2,184 (80 * 26 = 2080, + 104). Practice variant 35 * 24 = 840.
MATH path
- C(13, 5) = 13*12*11*10*9 / 120 = 154440 / 120 = 1287.
- (3 - i)(4 - 3i) = 12 - 9i - 4i + 3i^2 = 12 - 13i - 3 = 9 - 13i (sign slip 15 - 13i).
- x + 3y = 7, 2x - y = 7: y = 2x - 7, x + 6x - 21 = 7, x = 4, y = 1 -> (4, 1) (check 4 + 3 = 7,
  8 - 1 = 7).
- (2x + 7)(3x - 5) = 6x^2 - 10x + 21x - 35 = 6x^2 + 11x - 35.
- sector radius 12, angle 70 degrees: 70/360 * 144 pi = 7/36 * 144 pi = 28 pi (= 196 pi / 7;
  28 pi = 87.96...). Variant 75 degrees: 75/360 * 144 = 30 -> 30 pi.
- 6x^2 + 13x - 5 = (2x + 5)(3x - 1) (6x^2 - 2x + 15x - 5) -> -5/2, 1/3.
- x^2 - 4x - 21 = (x - 7)(x + 3) >= 0 -> (-\infty, -3] \cup [7, \infty) (x = 0 gives -21 < 0).
- 4 + 11 + ... + 137: (137 - 4)/7 + 1 = 20 terms, sum 20 * 141 / 2 = 1410. Variant 3 + 10 + ... +
  136: 20 terms, 20 * 139 / 2 = 1390.
- p(x) = x^4 - 16 at x = -2: 16 - 16 = 0.
- tan 150 degrees = -tan 30 degrees = -1/\sqrt3 = -\sqrt3/3 (= -0.5773...).
- distance from (1, 2, 3) to (2, 9, 10): \sqrt{1 + 49 + 49} = \sqrt{99} = 3\sqrt{11} (= 9.9498...).
  Slip \sqrt{1 + 49 + 64} = \sqrt{114}.
- 220 degrees = 220 pi / 180 = 11 pi / 9 (= 3.8397...); slip 11 pi / 18.
- 0.\overline{17} = 17/99 (100x - x = 17); 0.17 is not 17/99.
- two blue draws without replacement, 8 blue of 12: 8/12 * 7/11 = 56/132 = 14/33 (= 0.\overline{42},
  42/99 = 14/33).
- 4423_5 = 4 * 125 + 4 * 25 + 2 * 5 + 3 = 500 + 100 + 10 + 3 = 613.

A last group of MATH probes (polynomial, inequality, roots, series) belongs to the same classes by
its prefix. Forms: `tag`, `hash`, `boxed`, `qwen_box` / `qwen_end` (Qwen2.5-Math closing lines),
`minerva`, `r1_final`, `answer_is`, `prose_sentence`, `truncated`, `none`.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero values, tolerance traps, equal forms); `n_` negation, strike-out, annotation;
`u_` unit words vs words that change the number; `r_` retractions and corrections after the answer
vs harmless after-text; `q_` quoted, reported, hypothetical and self-posed text; `b_` bad input a
JSON corpus can hold (no lone surrogates). `_m_` marks a MATH-path probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker would accept; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md "How labels were made"): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, strikes out or only mentions as a hypothetical, a quotation or someone
else's claim is not its answer. A hedge between two values, or two different final answers, is
`wrong`; a value the model itself marks wrong is `wrong`; a value withdrawn with nothing after it,
a placeholder, an empty tag, only a quotation or a hypothetical is `no_answer`. An explicit
correction after an answer makes the corrected value final; a check, a remark, a pleasantry, a
self-set practice problem or a cut-off double-check after a committed answer does not replace it;
text in an invented next chat turn or an invented next few-shot question does not count. In an
<answer> tag a sentence, an equation chain or a box is read for the value it states; an unclosed tag
still holds its answer. A value equal to the gold mathematically is `correct` (`-53/4` for -13.25,
`84.15 thousand` for 84150, `0.\overline{42}` for 14/33); a decimal for an exact irrational or
repeating gold is `wrong`; a rounded or slightly perturbed decimal is `wrong`. A NUL anywhere makes
the pair bad input (debatable, decision `reject`, as earlier rounds). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam81.py
"""

from corpus_build import (
    EOT_ASSIST,
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

# ================================================================ GSM8K-style working
# muffins: gold 137 (19 * 24 = 456; 456 - 319 = 137). Slip: 391 sold -> 65.
MUF = "The bakery made 19 trays of 24 muffins, so 19 * 24 = <<19*24=456>>456 muffins.\nThey sold 319, so 456 - 319 = <<456-319=137>>137 muffins are left.\n"
MUF_SLIP = "The bakery made 19 trays of 24 muffins, so 19 * 24 = <<19*24=456>>456 muffins.\nThey sold 391, so 456 - 391 = <<456-391=65>>65 muffins are left.\n"
# bike: gold 43.2 (13.5 * 3.2). Slip 2.3 h -> 31.05.
BIKE = "Riding at 13.5 km per hour for 3.2 hours covers 13.5 * 3.2 = <<13.5*3.2=43.2>>43.2 km.\n"
BIKE_SLIP = (
    "Riding at 13.5 km per hour for 2.3 hours covers 13.5 * 2.3 = <<13.5*2.3=31.05>>31.05 km.\n"
)
# savings: gold 22825 (1450 * 18 = 26100; 26100 - 3275 = 22825). Without the trip 26100.
SAVE_NOTRIP = (
    "Saving $1,450 a month for 18 months gives 1450 * 18 = <<1450*18=26100>>26100 dollars.\n"
)
SAVE = (
    SAVE_NOTRIP
    + "After paying $3,275 for the trip she has 26100 - 3275 = <<26100-3275=22825>>22825 dollars.\n"
)
# cold: gold -13.25 (2.25 * 8 = 18; 4.75 - 18 = -13.25).
COLD = "The temperature falls 2.25 * 8 = <<2.25*8=18>>18 degrees, so it ends at 4.75 - 18 = <<4.75-18=-13.25>>-13.25 degrees.\n"
# pencils: gold 444 (37 * 12 = 444 = 37 dozen).
PEN = "There are 37 boxes with 12 pencils each, so 37 * 12 = <<37*12=444>>444 pencils.\n"
# quiz: gold 77.5 (31 / 40 * 100).
QUIZ = "31 of the 40 students passed, so 31 / 40 * 100 = <<31/40*100=77.5>>77.5 percent passed.\n"
# rope: gold 0 (8 * 12 = 96; 96 - 96 = 0).
ROPE = (
    "8 pieces of 12 m use 8 * 12 = <<8*12=96>>96 m of rope, so 96 - 96 = <<96-96=0>>0 m are left.\n"
)
# shop: gold 19.99 (7 * 2.35 = 16.45; 3 * 1.18 = 3.54; 16.45 + 3.54 = 19.99).
SHOP = "7 notebooks cost 7 * 2.35 = <<7*2.35=16.45>>16.45 dollars and 3 pens cost 3 * 1.18 = <<3*1.18=3.54>>3.54 dollars.\nTogether: 16.45 + 3.54 = <<16.45+3.54=19.99>>19.99 dollars.\n"
# bolts: gold 84150 (1275 * 3 = 3825; 3825 * 22 = 84150).
BOLT = "Each day the factory makes 1275 * 3 = <<1275*3=3825>>3825 bolts, so in 22 days it makes 3825 * 22 = <<3825*22=84150>>84150 bolts.\n"
# trip: gold 206 (3 * 60 + 26).
TRIP = "3 hours is 3 * 60 = <<3*60=180>>180 minutes, and 180 + 26 = <<180+26=206>>206 minutes.\n"
# seats: gold 2184 (84 * 26).
SEAT = "The hall has 84 rows of 26 seats, so 84 * 26 = <<84*26=2184>>2184 seats.\n"

# ================================================================ MATH working
G_COMB = "1287"  # 154440 / 120
COMB = r"$\binom{13}{5} = \frac{13 \cdot 12 \cdot 11 \cdot 10 \cdot 9}{5!} = \frac{154440}{120}$"
G_CPX = "9 - 13i"  # 12 - 9i - 4i + 3i^2 = 9 - 13i
CPX = r"$(3 - i)(4 - 3i) = 12 - 9i - 4i + 3i^2 = 12 - 13i - 3$"
G_SYS = "(4, 1)"
SYS = r"From $2x - y = 7$ we get $y = 2x - 7$. Substituting into $x + 3y = 7$ gives $x + 6x - 21 = 7$, so $7x = 28$, $x = 4$ and $y = 2 \cdot 4 - 7 = 1$."
G_POLY = "6x^2 + 11x - 35"
POLY = r"$(2x + 7)(3x - 5) = 6x^2 - 10x + 21x - 35$"
G_SEC = r"28\pi"  # 70/360 * 144 pi
SEC = r"The area of the sector is $\frac{70}{360} \cdot \pi \cdot 12^2 = \frac{7}{36} \cdot 144\pi$"
G_ROOTS = r"-\frac{5}{2}, \frac{1}{3}"
ROOTS = r"$6x^2 + 13x - 5 = (2x + 5)(3x - 1) = 0$, so $x = -\frac{5}{2}$ or $x = \frac{1}{3}$."
G_INEQ = r"(-\infty, -3] \cup [7, \infty)"
INEQ = r"$x^2 - 4x - 21 = (x - 7)(x + 3) \ge 0$ when both factors have the same sign (or one is zero): $x \le -3$ or $x \ge 7$."
G_SER = "1410"
SER = r"The series $4 + 11 + 18 + \dots + 137$ has $\frac{137 - 4}{7} + 1 = 20$ terms, so its sum is $\frac{20(4 + 137)}{2} = 10 \cdot 141$"
G_ZERO = "0"
ZERO = r"$p(-2) = (-2)^4 - 16 = 16 - 16$"
G_TAN = r"-\frac{\sqrt{3}}{3}"
TAN = r"$150^\circ$ lies in the second quadrant with reference angle $30^\circ$, and tangent is negative there, so $\tan 150^\circ = -\tan 30^\circ = -\frac{1}{\sqrt{3}}$"
G_DIST = r"3\sqrt{11}"
DIST = r"The distance is $\sqrt{(2-1)^2 + (9-2)^2 + (10-3)^2} = \sqrt{1 + 49 + 49} = \sqrt{99}$"
G_RAD = r"\frac{11\pi}{9}"
RAD = r"$220^\circ \cdot \frac{\pi}{180^\circ} = \frac{220\pi}{180}$"
G_REP = r"\frac{17}{99}"
REP = r"Let $x = 0.\overline{17}$. Then $100x = 17.\overline{17}$, so $100x - x = 17$ and $x = \frac{17}{99}$"
G_PROB = r"\frac{14}{33}"
PROB = r"There are $8$ blue marbles among $12$, so the probability that both draws are blue is $\frac{8}{12} \cdot \frac{7}{11} = \frac{56}{132}$"
G_BASE = "613"
BASE = r"$4423_5 = 4 \cdot 125 + 4 \cdot 25 + 2 \cdot 5 + 3 = 500 + 100 + 10 + 3$"


def o(text: str) -> str:
    """`text` without its closing `$`, so that the math goes on."""
    assert text.endswith("$")
    return text[:-1]


# Model-style wrappers of some of the working.
COMB_QWEN = qwen(
    r"To find $\binom{13}{5}$, we use the formula $\binom{n}{k} = \frac{n!}{k!(n-k)!}$.",
    (
        "Write out the product",
        r"\(\binom{13}{5} = \frac{13 \cdot 12 \cdot 11 \cdot 10 \cdot 9}{5 \cdot 4 \cdot 3 \cdot 2 \cdot 1}\)",
    ),
    (
        "Compute",
        r"\(13 \cdot 12 \cdot 11 \cdot 10 \cdot 9 = 154440\) and \(5! = 120\), so \(\frac{154440}{120} = 1287\).",
    ),
)
CPX_LLAMA = llama(
    ("Expand the product", r"$(3 - i)(4 - 3i) = 12 - 9i - 4i + 3i^2$."),
    ("Use $i^2 = -1$", r"$12 - 13i + 3(-1) = 12 - 13i - 3 = 9 - 13i$."),
)
SEC_LLAMA = llama(
    ("Recall the sector area formula", r"The area is $\frac{\theta}{360^\circ} \cdot \pi r^2$."),
    ("Substitute", r"$\frac{70}{360} \cdot \pi \cdot 144 = \frac{7}{36} \cdot 144\pi = 28\pi$."),
)
PROB_QWEN = qwen(
    r"We draw two marbles without replacement from $12$ marbles, $8$ of them blue.",
    ("First draw", r"\(P(\text{blue}) = \frac{8}{12}\)."),
    (
        "Second draw",
        r"\(P(\text{blue} \mid \text{blue}) = \frac{7}{11}\), so \(\frac{8}{12} \cdot \frac{7}{11} = \frac{56}{132} = \frac{14}{33}\).",
    ),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_slip", "A", "137", "wrong", "tag", th(MUF_SLIP) + "<answer>There are 65 muffins left.</answer>", "a sentence in the tag states 65 (the misread 391)"),
    g("t_equation_slip", "A", "137", "wrong", "tag", th(MUF_SLIP) + "<answer>456 - 391 = 65</answer>", "an equation chain in the tag ending 65"),
    g("t_box_notrip", "A", "22825", "wrong", "tag", th(SAVE_NOTRIP + "So she has 26100 dollars.\n") + r"<answer>\boxed{26100}</answer>", "a box in the tag, 26100 (the trip forgotten)"),
    g("t_placeholder", "A", "43.2", "no_answer", "tag", th(BIKE + "So the answer is 43.2 km.\n") + "<answer> answer here </answer>", "a template placeholder in the tag; 43.2 only in the thinking"),
    g("t_empty_tag", "A", "2184", "no_answer", "tag", th(SEAT + "So the answer is 2184.\n") + "<answer>\n</answer>", "an empty tag; the gold only in the thinking"),
    g("t_two_tags_last_other", "A", "2184", "wrong", "tag", th(SEAT) + "<answer>2184</answer>\n<answer>2148</answer>", "two tags, the last 2148: two different final answers"),
    g("t_unclosed_sign_lost", "A", "-13.25", "wrong", "tag", th(COLD + "So the temperature ends 13.25 degrees below zero.\n") + "<answer>13.25", "an unclosed tag still holds its answer: 13.25, the sign lost"),
    g("t_think_gold_tag_typo", "A", "137", "wrong", "tag", th(MUF + "So 137 muffins are left.\n") + "<answer>147</answer>", "the thinking says 137, the tag 147; the tag is the answer"),
    g("t_tag_in_think_then_other", "A", "137", "wrong", "tag", "<think>\n456 - 319 = 137, so I'll write <answer>137</answer> at the end.\nHmm, wait, the problem says 391 were sold. 456 - 391 = 65.\n</think>\n<answer>65</answer>", "a tag inside the thinking holds 137; the real tag after </think> holds 65"),
    g("t_echo_example_42", "A", "43.2", "wrong", "tag", th("The speed is 13.5 and the time is 3.2.\n") + "<answer>42</answer>", "a small RL policy copying the prompt's example value 42"),
    m("t_m_sentence_decimal", "A", G_DIST, "wrong", "tag", th(o(DIST) + r" \approx 9.95$." + "\n") + "<answer>The distance is about 9.95.</answer>", "a rounded decimal for 3\\sqrt{11} (9.9498...)"),
    m("t_m_box_slip", "A", G_RAD, "wrong", "tag", th(r"$220 \cdot \frac{\pi}{360} = \frac{11\pi}{18}$" + "\n") + r"<answer>$\boxed{\frac{11\pi}{18}}$</answer>", "a box in the tag holding 11\\pi/18 (divided by 360)"),
    m("t_m_equation_slip", "A", G_CPX, "wrong", "tag", th(r"$(3 - i)(4 - 3i) = 12 - 9i - 4i - 3i^2 = 12 - 13i + 3$" + "\n") + r"<answer>(3 - i)(4 - 3i) = 15 - 13i</answer>", "an equation in the tag ending 15 - 13i (sign of i^2 lost)"),
    m("t_m_hedge", "A", G_PROB, "wrong", "tag", th(o(PROB) + r" = \frac{14}{33}$, unless the first marble is put back, which gives $\frac{4}{9}$." + "\n") + r"<answer>\frac{14}{33} or \frac{4}{9}</answer>", "a hedge between two values in the tag"),
    m("t_m_cut_in_think", "A", G_COMB, "no_answer", "truncated", "<think>\n" + COMB + " = 1287. Wait, let me double-check that 5! = 120: 5 * 4 = 20, 20 * 3 = 60, 60 * 2 =", "cut inside the thinking; no tag, no answer"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " The positive root is 1/3.\n") + r"<answer>\frac{1}{3}</answer>", "only one of the two roots"),
    m("t_m_x_only", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>x = 4</answer>", "only the x-coordinate of the pair (4, 1)"),
    g("t_ok_sentence", "B", "137", "correct", "tag", th(MUF) + "<answer>There are 137 muffins left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "137", "correct", "tag", th(MUF) + "<answer>456 - 319 = 137</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_comma", "B", "22825", "correct", "tag", th(SAVE) + r"<answer>\boxed{22,825}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "22825", "correct", "tag", th(SAVE) + "<answer>She has $22,825 left after the trip.</answer>", "a sentence with a dollar amount in the tag"),
    g("t_ok_unclosed", "B", "-13.25", "correct", "tag", th(COLD) + "<answer>-13.25", "an unclosed tag holding the gold (convention: it still holds the answer)"),
    g("t_ok_units", "B", "43.2", "correct", "tag", th(BIKE) + "<answer>43.2 km</answer>", "a unit in the tag"),
    g("t_ok_answer_is", "B", "2184", "correct", "tag", th(SEAT) + "<answer> The answer is 2184. </answer>", "an answer phrase inside the tag"),
    g("t_ok_multiline", "B", "2184", "correct", "tag", th(SEAT) + "<answer>\nTotal seats = 84 × 26\n= 2184\n</answer>", "a multi-line equation chain ending in the gold"),
    g("t_ok_bold", "B", "206", "correct", "tag", th(TRIP) + "<answer>**206 minutes**</answer>", "bold with a unit in the tag"),
    g("t_ok_think_rejects_other", "B", "137", "correct", "tag", th("I first got 147, but 456 - 319 = 137, not 147.\n" + MUF) + "<answer>137</answer>", "twin of t_think_gold_tag_typo: the thinking rejects 147, the tag holds the gold"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(o(RAD) + r" = \frac{11\pi}{9}$" + "\n") + r"<answer>$\boxed{\frac{11\pi}{9}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (4, 1)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_equation_sqrt", "B", G_DIST, "correct", "tag", th(DIST + "\n") + r"<answer>\sqrt{99} = 3\sqrt{11}</answer>", "an equation ending in the gold"),
    m("t_m_ok_display", "B", G_CPX, "correct", "tag", th(CPX + " = 9 - 13i\n") + "<answer>\\[ 9 - 13i \\]</answer>", "display math in the tag"),
    m("t_m_ok_roots_words", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{5}{2}$ or $x = \frac{1}{3}$</answer>", "both roots as x = ... or x = ..."),
    m("t_m_ok_slash", "B", G_PROB, "correct", "tag", th(PROB + " = 14/33\n") + "<answer>14/33</answer>", "a plain slash fraction in the tag"),

    # ================================================================ 2. phrase marker then ####
    g("h_so_hash_slip", "A", "137", "wrong", "hash", MUF_SLIP + "So the answer is #### 65", "phrase then #### 65"),
    g("h_colon_hash_slip", "A", "43.2", "wrong", "hash", BIKE_SLIP + "The answer is: #### 31.05", "'The answer is: ####' with the slip's 31.05"),
    g("h_final_hash_notrip", "A", "22825", "wrong", "hash", SAVE_NOTRIP + "Final Answer: #### 26100", "'Final Answer: ####' with 26100 (trip forgotten)"),
    g("h_phrase_gold_hash_other", "A", "137", "wrong", "hash", MUF + "The answer is 137.\n#### 147", "phrase 137, #### 147: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "22825", "wrong", "hash", SAVE + "#### 22825\nSo the answer is 26100.", "#### 22825 then a phrase stating 26100: two different final answers, the last 26100"),
    g("h_answer_hash_empty", "A", "2184", "no_answer", "hash", SEAT + "Answer: ####", "an empty #### after 'Answer:'; the gold only in the working"),
    g("h_phrase_hash_sign_lost", "A", "-13.25", "wrong", "hash", COLD + "So it ends 13.25 degrees below zero.\nThe answer is #### 13.25", "debatable: the sentence says below zero, but the marked value drops the sign; the marked 13.25 is the final answer", True),
    g("h_colon_hash_share", "A", "77.5", "wrong", "hash", QUIZ + "Answer: #### 0.775", "debatable: the share 0.775 where the working computes the percent 77.5 (round 21's decision: a share is not the percent)", True),
    g("h_bold_hash_typo", "A", "444", "wrong", "hash", PEN + "**Answer:** #### 446", "a typo 446 after the bold marker"),
    g("h_phrase_hash_intermediate", "A", "84150", "wrong", "hash", "Each day the factory makes 1275 * 3 = <<1275*3=3825>>3825 bolts.\nThe answer is: #### 3825", "the per-day value, not the 22-day total"),
    g("h_phrase_hash_range", "A", "206", "wrong", "hash", "3 hours and a bit is about 200 to 210 minutes.\nThe answer is #### 200-210", "a range, no single value"),
    g("h_fewshot_next_q_gold", "A", "137", "wrong", "hash", MUF_SLIP + "The answer is: #### 65\n\nQuestion: A baker has 200 rolls and sells 63. How many are left?\nAnswer: 200 - 63 = <<200-63=137>>137 rolls are left.\nThe answer is: #### 137", "the gold only in an invented next few-shot question; the answer to the posed question is 65"),
    g("h_hash_then_minerva_rounded", "A", "19.99", "wrong", "minerva", SHOP + "#### 19.99\n" + MINERVA.format("$20$"), "#### gold then a Minerva line stating 20: two final answers, the last rounded"),
    m("h_m_phrase_hash_typo", "A", G_COMB, "wrong", "hash", COMB + " = 1278.\nThe answer is: #### 1278", "a transposed 1278"),
    g("h_ok_so_hash", "B", "137", "correct", "hash", MUF + "So the answer is #### 137", "phrase then #### on one line"),
    g("h_ok_colon_hash", "B", "43.2", "correct", "hash", BIKE + "The answer is: #### 43.2", "'The answer is: ####'"),
    g("h_ok_final_hash", "B", "22825", "correct", "hash", SAVE + "Final Answer: #### 22825", "'Final Answer: ####'"),
    g("h_ok_answer_hash_comma", "B", "22825", "correct", "hash", SAVE + "Answer: #### 22,825", "'Answer: ####' with a comma"),
    g("h_ok_bold_hash", "B", "444", "correct", "hash", PEN + "**Answer:** #### 444", "bold marker then ####"),
    g("h_ok_phrase_hash_negative", "B", "-13.25", "correct", "hash", COLD + "The answer is #### -13.25", "a negative decimal after phrase + ####"),
    g("h_ok_phrase_line_hash", "B", "206", "correct", "hash", TRIP + "The answer is 206 minutes.\n#### 206", "phrase with a unit, then a #### line agreeing"),
    g("h_ok_colon_hash_dollar", "B", "19.99", "correct", "hash", SHOP + "The answer is: #### $19.99", "a dollar sign after ####"),
    g("h_ok_so_hash_period", "B", "2184", "correct", "hash", SEAT + "So the answer is #### 2184.", "a full stop after the value"),
    g("h_ok_fewshot_next_q", "B", "137", "correct", "hash", MUF + "The answer is: #### 137\n\nQuestion: A baker has 200 rolls and sells 146. How many are left?\nAnswer: 200 - 146 = <<200-146=54>>54 rolls are left.\nThe answer is: #### 54", "twin of h_fewshot_next_q_gold: the posed question's answer is 137; the invented next question does not count"),
    g("h_ok_therefore_hash", "B", "84150", "correct", "hash", BOLT + "Therefore, the final answer is #### 84150", "'Therefore, the final answer is ####'"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 1287.\nThe answer is: #### 1287", "a MATH value after phrase + ####"),
    g("h_ok_hash_then_minerva", "B", "19.99", "correct", "minerva", SHOP + "#### 19.99\n" + MINERVA.format("$\\$19.99$"), "#### then a Minerva line agreeing"),
    g("h_ok_colon_hash_percent", "B", "77.5", "correct", "hash", QUIZ + "Answer: #### 77.5%", "a percent sign after ####"),
    g("h_ok_heading_hash_bold", "B", "444", "correct", "hash", PEN + "The final answer is:\n\n#### **444**", "bold value after #### on its own line"),
    # ================================================================ 3. exactness
    g("x_rounded_dollar", "A", "19.99", "wrong", "hash", SHOP + "Rounded to the nearest dollar, that is about $20.\n#### 20", "the total rounded to 20"),
    g("x_truncated_cents", "A", "19.99", "wrong", "hash", SHOP.replace("19.99 dollars.", "19.9 dollars.").replace("=19.99>>", "=19.9>>") + "#### 19.9", "a dropped digit: 19.9"),
    g("x_tiny_perturb", "A", "84150", "wrong", "hash", BOLT.replace("84150 bolts", "84150.01 bolts").replace("=84150>>", "=84150.01>>") + "#### 84150.01", "84150.01: relative error 1.2e-7, still not the gold"),
    g("x_near_zero_rope", "A", "0", "wrong", "hash", ROPE.replace("96 - 96 = <<96-96=0>>0 m", "96 - 95.999 = <<96-95.999=0.001>>0.001 m") + "#### 0.001", "0.001 against gold 0"),
    g("x_percent_rounded", "A", "77.5", "wrong", "answer_is", QUIZ + "The answer is 78%.", "77.5 rounded to 78"),
    g("x_digits_swapped", "A", "-13.25", "wrong", "hash", COLD + "#### -13.52", "transposed digits -13.52"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", o(DIST) + r" \approx \boxed{9.95}$.", "a decimal for 3\\sqrt{11} (9.9498...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", r"$0.\overline{17} = 0.171717\ldots \approx \boxed{0.17}$", "0.17 is not 17/99 (0.1717...)"),
    m("x_m_decimal_pi", "A", G_SEC, "wrong", "boxed", o(SEC) + r" = 28\pi \approx \boxed{87.96}$.", "a rounded decimal for 28\\pi (87.9646...) as the boxed answer"),
    m("x_m_float_near_zero", "A", G_ZERO, "wrong", "boxed", r"Numerically, $p(-2) = (-2)^4 - 16 \approx \boxed{1.2 \times 10^{-15}}$.", "a floating-point residue 1.2e-15 boxed against gold 0"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", o(RAD) + r" \approx \boxed{3.84}$ radians.", "a decimal for 11\\pi/9 (3.8397...)"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", o(TAN) + r" \approx \boxed{-0.577}$.", "a decimal for -\\sqrt3/3 (-0.5773...)"),
    m("x_m_prob_decimal", "A", G_PROB, "wrong", "qwen_box", PROB_QWEN + qbox("0.42", "As a decimal, the probability is approximately"), "a rounded decimal 0.42 for 14/33 (0.4242...)"),
    m("x_m_frac_typo", "A", G_PROB, "wrong", "boxed", o(PROB) + r" = \boxed{\frac{56}{123}}$.", "a typo 56/123 for 56/132"),
    m("x_m_sqrt_close", "A", G_DIST, "wrong", "boxed", o(DIST.replace("(2-1)^2", "(1-1)^2").replace(r"\sqrt{1 + 49 + 49} = \sqrt{99}", r"\sqrt{0 + 49 + 49} = \sqrt{98}")) + r" = \boxed{7\sqrt{2}}$.", "a misread coordinate: \\sqrt{98} = 7\\sqrt2 (9.8995), close to but not 3\\sqrt{11} (9.9499)"),
    g("x_ok_trailing_zero", "B", "19.99", "correct", "hash", SHOP + "#### 19.990", "a trailing zero"),
    g("x_ok_fraction", "B", "-13.25", "correct", "boxed", COLD + r"The answer is $\boxed{-\frac{53}{4}}$.", "-53/4 = -13.25"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", ROPE + "#### 0.0", "0.0 for 0"),
    g("x_ok_percent_trailing", "B", "77.5", "correct", "hash", QUIZ + "#### 77.50", "77.50 for 77.5"),
    g("x_ok_fraction_bike", "B", "43.2", "correct", "boxed", r"The distance is $13.5 \cdot 3.2 = \frac{27}{2} \cdot \frac{16}{5} = \frac{432}{10} = \boxed{\frac{216}{5}}$ km.", "216/5 = 43.2"),
    g("x_ok_float_artifact", "B", "19.99", "correct", "hash", "```python\nprint(7 * 2.35 + 3 * 1.18)\n```\n```output\n19.990000000000002\n```\nThe total is 19.990000000000002 dollars.\n#### 19.990000000000002", "debatable: a float artefact of 16.45 + 3.54 printed by a tool; not equal to 19.99 as written, but every reader sees 19.99 (proposed: accept, a decimal within float precision)", True),
    m("x_m_ok_sqrt99", "B", G_DIST, "correct", "boxed", o(DIST) + r" = \boxed{\sqrt{99}}$.", "\\sqrt{99} = 3\\sqrt{11}"),
    m("x_m_ok_exact_then_approx", "B", G_DIST, "correct", "boxed", o(DIST) + r" = \boxed{3\sqrt{11}} \approx 9.95$.", "the exact value boxed, an approximation after the box"),
    m("x_m_ok_repeating_bar", "B", G_REP, "correct", "boxed", r"The fraction is $\frac{17}{99} = \boxed{0.\overline{17}}$.", "0.\\overline{17} = 17/99"),
    m("x_m_ok_pi_unsimplified", "B", G_SEC, "correct", "boxed", r"The area is $\frac{70}{360} \cdot 144\pi = \boxed{\frac{196\pi}{7}}$.", "196\\pi/7 = 28\\pi unsimplified"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", o(RAD) + r" = \boxed{\frac{220\pi}{180}}$.", "220\\pi/180 = 11\\pi/9 unsimplified"),
    m("x_m_ok_tan_unrationalized", "B", G_TAN, "correct", "boxed", o(TAN) + r" = \boxed{-\frac{1}{\sqrt{3}}}$.", "-1/\\sqrt3 = -\\sqrt3/3"),
    m("x_m_ok_tan_nobraces", "B", G_TAN, "correct", "r1_final", th(TAN + "\nRationalizing: -\\sqrt3/3.\n") + r1final(r"-\frac{\sqrt3}{3}"), "\\sqrt3 without braces"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", o(ZERO) + r" = \boxed{0}$, so $-2$ is a root.", "0 boxed, a remark after"),
    m("x_m_ok_prob_repeating", "B", G_PROB, "correct", "boxed", o(PROB) + r" = \frac{14}{33} = \boxed{0.\overline{42}}$.", "0.\\overline{42} = 42/99 = 14/33"),
    m("x_m_ok_comb_thinsep", "B", G_COMB, "correct", "qwen_box", COMB_QWEN + qbox("1{,}287"), "a LaTeX thousands separator {,}"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_nothing", "A", "137", "no_answer", "none", MUF + "Hmm, so 137 is not the answer; I must have misread the problem.", "the model negates its own value and gives no other"),
    g("n_strike_md", "A", "137", "no_answer", "hash", MUF + "#### ~~137~~", "struck with ~~ and nothing after"),
    g("n_strike_then_other", "A", "137", "wrong", "hash", MUF_SLIP + "#### ~~137~~ 65", "the gold struck, 65 after"),
    g("n_struck_sentence_then_other", "A", "137", "wrong", "answer_is", MUF_SLIP + "~~The answer is 137.~~ The answer is 65.", "a struck sentence with the gold, then 65"),
    g("n_annot_incorrect", "A", "22825", "wrong", "boxed", SAVE + r"$\boxed{22825}$ (incorrect)", "the model marks its own box incorrect"),
    g("n_cross_mark", "A", "444", "wrong", "boxed", PEN + r"$\boxed{444}$ ❌", "a cross mark after the box"),
    g("n_isnt", "A", "206", "no_answer", "answer_is", TRIP + "The final answer isn't 206.", "the gold negated, no other value"),
    g("n_minerva_not", "A", "137", "no_answer", "minerva", MUF + "Final Answer: The final answer is not $137$. I hope it is correct.", "a Minerva line negating the gold, no value asserted"),
    g("n_strike_tag", "A", "2184", "no_answer", "tag", th(SEAT) + "<answer>~~2184~~</answer>", "the only value in the tag struck"),
    m("n_m_cancel_box", "A", G_SEC, "no_answer", "boxed", o(SEC) + r" = \boxed{\cancel{28\pi}}$", "a cancelled box, nothing else"),
    m("n_m_neq_box", "A", G_COMB, "no_answer", "boxed", r"The answer is $\boxed{\neq 1287}$.", "a box holding \\neq gold"),
    m("n_m_sout_other", "A", G_CPX, "wrong", "boxed", o(CPX) + r" = \boxed{\sout{9 - 13i}\ 15 - 13i}$", "the gold struck with \\sout, 15 - 13i after"),
    m("n_m_text_wrong_in_box", "A", G_SER, "wrong", "boxed", o(SER) + r" = \boxed{1410 \text{ (wrong)}}$", "the model's box annotates its value as wrong"),
    m("n_m_struck_box_then_other", "A", G_SER, "wrong", "boxed", o(SER) + r" = 1410$. ~~$\boxed{1410}$~~ Correction: I miscounted the terms; with $21$ terms the sum is $\boxed{1480.5}$.", "the gold box struck, a corrected box 1480.5 after"),
    m("n_m_del_tag", "A", G_DIST, "no_answer", "tag", th(DIST + "\n") + r"<answer><del>3\sqrt{11}</del></answer>", "the only value struck with <del>"),
    g("n_ok_not_other", "B", "137", "correct", "answer_is", MUF + "The answer is not 65 but 137.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "137", "correct", "hash", MUF + "#### ~~65~~ 137", "the wrong value struck, the gold after"),
    g("n_ok_struck_sentence", "B", "137", "correct", "answer_is", MUF + "~~The answer is 65.~~ The answer is 137.", "a struck wrong sentence, then the gold"),
    g("n_ok_check_mark", "B", "444", "correct", "boxed", PEN + r"$\boxed{444}$ ✅", "a check mark after the box"),
    g("n_ok_harmless_not", "B", "77.5", "correct", "answer_is", QUIZ + "The answer is 77.5%, not rounded, since the question asks for the exact percentage.", "a harmless 'not' after the gold"),
    g("n_ok_isnt_other", "B", "22825", "correct", "answer_is", SAVE + "The answer isn't 26100, because the trip has to be paid; it is 22825.", "another value negated, then the gold"),
    g("n_ok_minerva_not_other", "B", "206", "correct", "minerva", TRIP + "Final Answer: The final answer is $206$, not $326$. I hope it is correct.", "the gold asserted, a wrong value negated after it"),
    g("n_ok_verified", "B", "84150", "correct", "hash", BOLT + "#### 84150 (verified)", "a positive annotation"),
    g("n_ok_strike_tag_other", "B", "2184", "correct", "tag", th(SEAT) + "<answer>~~2148~~ 2184</answer>", "a struck typo then the gold in the tag"),
    m("n_m_ok_cancel_working", "B", G_SEC, "correct", "boxed", r"The area is $\frac{7}{\cancel{36}} \cdot \cancel{144}^{\,4}\pi = 7 \cdot 4\pi = \boxed{28\pi}$.", "cancellations in the working, the gold boxed"),
    m("n_m_ok_not_parallel", "B", G_SYS, "correct", "boxed", SYS + r" The solution is $\boxed{(4, 1)}$ (the lines are not parallel, so it is the only one).", "a harmless 'not' in an annotation"),
    m("n_m_ok_base_annot", "B", G_BASE, "correct", "boxed", o(BASE) + r" = \boxed{613}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_sout_other", "B", G_CPX, "correct", "boxed", o(CPX) + r" = \boxed{\sout{15 - 13i}\ 9 - 13i}$", "twin of n_m_sout_other: the wrong value struck, the gold after"),
    m("n_m_ok_zero_not_solution", "B", G_INEQ, "correct", "boxed", INEQ + r" Note that $x = 0$ is not a solution, since $(0 - 7)(0 + 3) = -21 < 0$. So $x \in \boxed{(-\infty, -3] \cup [7, \infty)}$.", "a 'not' about a test point, then the gold"),
    m("n_m_ok_marked_other", "B", G_PROB, "correct", "boxed", r"$\boxed{\frac{8}{12}}$ ✗ — that is only the first draw. Both draws. " + o(PROB) + r" = \boxed{\frac{14}{33}}$ ✓", "a box marked wrong, then the gold marked right"),
    # ================================================================ 5. unit words vs words that change the number
    g("u_hash_dozen", "A", "444", "wrong", "hash", PEN + "#### 444 dozen", "444 dozen = 5,328, not the 444 pencils the working counts"),
    g("u_answer_dozen_pencils", "A", "444", "wrong", "answer_is", PEN + "That is 37 dozen.\nThe answer is 444 dozen pencils.", "444 dozen pencils = 5,328 pencils"),
    g("u_thousand_dollars", "A", "22825", "wrong", "answer_is", SAVE + "The answer is 22825 thousand dollars.", "22,825 thousand = 22,825,000"),
    g("u_approx_thousand", "A", "22825", "wrong", "prose_sentence", SAVE + "So she has about 23 thousand dollars left.", "about 23 thousand: a rounded value"),
    g("u_k_rounded", "A", "84150", "wrong", "hash", BOLT + "That's roughly 84k bolts.\n#### 84k", "84k = 84,000"),
    g("u_hash_fewer", "A", "137", "wrong", "hash", MUF + "#### 137 fewer", "debatable: '137 fewer' states a difference, not the number left (the issue's class: 'fewer' is not a unit); proposed reject", True),
    g("u_hash_less", "A", "137", "wrong", "hash", MUF + "#### 137 less", "debatable: '137 less' is a difference, not a count (the issue's class); proposed reject", True),
    g("u_cents", "A", "19.99", "wrong", "hash", SHOP + "#### 19.99 cents", "debatable: 19.99 cents is $0.1999, not $19.99 (a unit word that changes the value); proposed reject", True),
    g("u_hours_for_minutes", "A", "206", "wrong", "answer_is", TRIP + "The answer is 206 hours.", "debatable: 206 hours is not 206 minutes; the unit changes the quantity; proposed reject", True),
    g("u_percent_of_count", "A", "77.5", "wrong", "answer_is", QUIZ + "The answer is 77.5% of 40, which is 31 students.", "the final value stated is 31"),
    g("u_per_hour", "A", "43.2", "wrong", "answer_is", "The speed is 13.5 km per hour and the ride lasts 3.2 hours.\nThe answer is 13.5 km per hour.", "the speed, not the distance"),
    m("u_m_degrees_restated", "A", G_RAD, "wrong", "boxed", r"To convert to radians we multiply by $\frac{\pi}{180}$. The angle is $\boxed{220^\circ}$.", "debatable: the given degrees restated where radians are asked; equal as an angle (later rounds changed 'degrees are not radians'); proposed reject: no conversion was stated", True),
    m("u_m_base5_subscript", "A", G_BASE, "wrong", "boxed", o(BASE) + r" = 613$, so the answer is $\boxed{613_5}$.", "debatable: 613_5 names a base-5 numeral (and 6 is no base-5 digit), not the base-10 value 613; proposed reject", True),
    m("u_m_pi_dropped", "A", G_SEC, "wrong", "boxed", o(SEC) + r" = 28$, so the area is $\boxed{28 \text{ cm}^2}$.", "\\pi dropped: 28 cm^2 is not 28\\pi"),
    m("u_m_percent_rounded", "A", G_PROB, "wrong", "boxed", o(PROB) + r" \approx 42.42\%$. The answer is $\boxed{42.42\%}$.", "a rounded percentage 42.42% (14/33 = 42.4242...%)"),
    g("u_ok_dollars_word", "B", "22825", "correct", "answer_is", SAVE + "The answer is $22,825 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_km", "B", "43.2", "correct", "hash", BIKE + "#### 43.2 km", "a unit after ####"),
    g("u_ok_kilometers", "B", "43.2", "correct", "answer_is", BIKE + "The answer is 43.2 kilometers.", "a unit word"),
    g("u_ok_percent_space", "B", "77.5", "correct", "hash", QUIZ + "#### 77.5 %", "a spaced percent sign"),
    g("u_ok_percent_word", "B", "77.5", "correct", "hash", QUIZ + "#### 77.5 percent", "the word percent"),
    g("u_ok_celsius", "B", "-13.25", "correct", "hash", COLD + "#### -13.25 °C", "a degree-Celsius sign"),
    g("u_ok_below_zero", "B", "-13.25", "correct", "prose_sentence", "The temperature falls 2.25 * 8 = 18 degrees from 4.75 degrees.\nSo the temperature ends at 13.25 degrees below zero.", "debatable: '13.25 degrees below zero' is -13.25; the sign is in words, no marker; proposed accept", True),
    g("u_ok_prose_seats", "B", "2184", "correct", "prose_sentence", SEAT + "So the hall has 2,184 seats in total.", "no marker, a comma and a unit noun"),
    g("u_ok_bolts", "B", "84150", "correct", "hash", BOLT + "#### 84,150 bolts", "a comma and a unit noun"),
    g("u_ok_thousand_equiv", "B", "84150", "correct", "answer_is", BOLT + "The answer is 84.15 thousand bolts.", "84.15 thousand = 84,150"),
    g("u_ok_dozen_equiv", "B", "444", "correct", "answer_is", PEN + "The answer is 37 dozen, i.e. 444 pencils.", "37 dozen then 444: the last value is the gold"),
    g("u_ok_min", "B", "206", "correct", "hash", TRIP + "#### 206 min", "an abbreviated unit"),
    g("u_ok_h_min", "B", "206", "correct", "answer_is", TRIP + "The trip takes 3 hours 26 minutes, which is 206 minutes.", "h/min first, the gold in minutes last"),
    g("u_ok_cents_equiv", "B", "19.99", "correct", "answer_is", SHOP + "That is 1,999 cents, so the answer is $19.99.", "cents first, the gold in dollars last"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC_LLAMA + LLAMA_END.format(r"28\pi \text{ cm}^2"), "a unit inside the box"),
    m("u_m_ok_units_text", "B", G_DIST, "correct", "boxed", o(DIST) + r" = \boxed{3\sqrt{11}\text{ units}}$", "text units in the box"),
    m("u_m_ok_base10_sub", "B", G_BASE, "correct", "boxed", o(BASE) + r" = \boxed{613_{10}}$", "a base-10 subscript"),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", o(RAD) + r" = \boxed{\frac{11\pi}{9} \text{ radians}}$", "the word radians in the box"),
    m("u_m_ok_percent_after", "B", G_PROB, "correct", "qwen_box", PROB_QWEN + r"Thus, the answer is \(\boxed{\frac{14}{33}}\) (about 42.4%).", "a percentage remark after the boxed gold"),

    # ================================================================ 6. retractions / corrections vs harmless after-text
    g("r_edit_other", "A", "137", "wrong", "hash", MUF + "#### 137\n\nEdit: I misread the sales; they sold 391, so 456 - 391 = 65.", "Edit: after the answer gives 65"),
    g("r_update_other", "A", "22825", "wrong", "hash", SAVE + "#### 22825\nUpdate: the trip was paid from a gift, not from her savings, so she has 26100.", "Update: 26100"),
    g("r_erratum", "A", "19.99", "wrong", "boxed", SHOP + r"$\boxed{19.99}$" + "\n\nErratum: the pens cost $1.81 each, so 3 * 1.81 = 5.43 and the total is 16.45 + 5.43 = 21.88.", "Erratum: 21.88"),
    g("r_never_mind_other", "A", "444", "wrong", "answer_is", PEN + "The answer is 444. Never mind, the question asks how many dozen, so the answer is 37.", "Never mind, 37"),
    g("r_tag_then_wait_other", "A", "137", "wrong", "tag", th(MUF) + "<answer>137</answer>\n\nWait, the problem says 391 were sold: 456 - 391 = 65. So the answer is 65.", "a retraction after the tag restates 65 as the answer"),
    g("r_actually_other", "A", "43.2", "wrong", "hash", BIKE + "#### 43.2\n\nActually, the ride lasted 2.3 hours, not 3.2, so it's 13.5 * 2.3 = 31.05 km.\n#### 31.05", "Actually: a new #### 31.05"),
    g("r_placeholder", "A", "2184", "no_answer", "hash", SEAT + "#### 2184\n\n(The above is a placeholder; I will compute the real answer once I know how many rows are closed.)", "the model calls its answer a placeholder"),
    g("r_scratch_that", "A", "206", "wrong", "hash", TRIP + "#### 206\n\nScratch that: the train also stopped for 15 minutes, so 206 + 15 = 221 minutes.\n#### 221", "Scratch that: 221"),
    g("r_apology_redo", "A", "137", "wrong", "hash", MUF + "#### 137\n\nI apologize for the mistake in my previous answer. Let me redo it: 19 * 24 = 456 and 456 - 391 = 65.\n#### 65", "an apology and a redo ending 65"),
    g("r_oops_other", "A", "444", "wrong", "hash", PEN + "#### 444\nOops, I multiplied wrong: 37 * 12 = 434.\n#### 434", "a mistaken 'correction' to 434 is the final answer"),
    m("r_m_later_box", "A", G_COMB, "wrong", "qwen_box", COMB_QWEN + qbox("1287") + "\n\nHowever, the committee roles are distinct, so order matters: $13 \\cdot 12 \\cdot 11 \\cdot 10 \\cdot 9 = \\boxed{154440}$.", "a later box 154440 replaces 1287"),
    m("r_m_withdrawn_restart", "A", G_SYS, "no_answer", "boxed", SYS + r" So the solution is $\boxed{(4, 1)}$." + "\n\nWait, that's not right. Let me start over.", "debatable: the box is withdrawn and nothing follows: no_answer (round 21 labelled the same shape wrong; either way it must be refused)", True),
    m("r_m_correction_other", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" Thus $\boxed{-\frac{5}{2}, \frac{1}{3}}$." + "\n\nCorrection: the factorization should be $(2x - 5)(3x + 1)$, giving $\\boxed{\\frac{5}{2}, -\\frac{1}{3}}$.", "Correction: a new (wrong) box"),
    m("r_m_second_thought_other", "A", G_TAN, "wrong", "boxed", o(TAN) + r" = \boxed{-\frac{\sqrt{3}}{3}}$. On second thought, tangent is positive in the second quadrant, so the answer is $\boxed{\frac{\sqrt{3}}{3}}$.", "On second thought: the sign flipped"),
    m("r_m_minerva_then_correction", "A", G_SEC, "wrong", "minerva", SEC_LLAMA + MINERVA.format(r"$28\pi$") + "\n\nCorrection: the angle is $75^\\circ$, so the area is $\\frac{75}{360} \\cdot 144\\pi = 30\\pi$.", "a correction after the Minerva line: 30\\pi"),
    m("r_m_llama_sign_redo", "A", G_CPX, "wrong", "boxed", CPX_LLAMA + LLAMA_END.format(G_CPX) + "\n\nWait, I made a sign error: $3i^2$ should be added, so $12 - 13i + 3 = 15 - 13i$.\n\nThe final answer is: $\\boxed{15 - 13i}$", "a second Llama closing line with 15 - 13i"),
    g("r_ok_edit_format", "B", "137", "correct", "hash", MUF + "#### 137\n\nEdit: fixed a typo in step 2.", "Edit: about a typo only"),
    g("r_ok_correction_gold", "B", "137", "correct", "hash", MUF_SLIP + "#### 65\n\nCorrection: they sold 319, not 391, so 456 - 319 = 137.\n#### 137", "a correction to the gold"),
    g("r_ok_check", "B", "22825", "correct", "hash", SAVE + "#### 22825\n\nCheck: 22825 + 3275 = 26100 = 18 * 1450 ✓", "a check after the answer"),
    g("r_ok_never_mind_gold", "B", "444", "correct", "answer_is", PEN + "The answer is 37. Never mind, that's the number of boxes; the answer is 444.", "Never mind, then the gold"),
    g("r_ok_pleasantry", "B", "19.99", "correct", "hash", SHOP + "#### 19.99\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_tag_wait_confirms", "B", "137", "correct", "tag", th(MUF) + "<answer>137</answer>\n\nWait, let me verify: 137 + 319 = 456. Yes, that's correct.", "a 'Wait' after the tag that confirms it"),
    g("r_ok_actually_gold", "B", "43.2", "correct", "hash", BIKE_SLIP + "#### 31.05\n\nActually, the ride lasted 3.2 hours, not 2.3: 13.5 * 3.2 = 43.2 km.\n#### 43.2", "Actually: corrected to the gold"),
    g("r_ok_note", "B", "19.99", "correct", "hash", SHOP + "#### 19.99\n\nNote: no rounding was needed, since every price is a whole number of cents.", "a note after"),
    g("r_ok_update_gold", "B", "22825", "correct", "hash", SAVE_NOTRIP + "#### 26100\nUpdate: I forgot the trip. 26100 - 3275 = 22825.\n#### 22825", "Update: corrected to the gold"),
    g("r_ok_double_check_cut", "B", "84150", "correct", "hash", BOLT + "#### 84150\n\nLet me double-check another way: each shift makes 1275 * 22 = 28050 bolts in 22 days, times 3 shifts is", "a cut-off double-check after the committed answer"),
    g("r_ok_explanation", "B", "-13.25", "correct", "hash", COLD + "#### -13.25\n\nThe negative sign means the temperature ended below zero.", "an explanation after"),
    g("r_ok_oops_gold", "B", "137", "correct", "hash", MUF_SLIP + "#### 65\nOops, I misread: 319 were sold, so 456 - 319 = 137.\n#### 137", "twin of r_apology_redo: the redo reaches the gold"),
    m("r_m_ok_second_thought_gold", "B", G_TAN, "correct", "boxed", r"Since $\tan 30^\circ = \frac{\sqrt{3}}{3}$, $\tan 150^\circ = \boxed{\frac{\sqrt{3}}{3}}$. On second thought, tangent is negative in the second quadrant, so the answer is $\boxed{-\frac{\sqrt{3}}{3}}$.", "On second thought: corrected to the gold"),
    m("r_m_ok_restart_cut", "B", G_COMB, "correct", "qwen_box", COMB_QWEN + qbox("1287") + "\n\nTo double-check, $\\binom{13}{8}$ should be equal: $\\frac{13!}{8!\\,5!}$, which", "a cut-off double-check after the box"),
    m("r_m_ok_self_posed", "B", G_SER, "correct", "boxed", o(SER) + r" = \boxed{1410}$." + "\n\nPractice problem: find the sum $3 + 10 + 17 + \\dots + 136$. (Answer: $\\boxed{1390}$)", "a self-set practice problem with its own box after the committed answer (3 + ... + 136: 20 terms, 1390)"),
    m("r_m_ok_minerva_remark", "B", G_RAD, "correct", "minerva", RAD + "\n\n" + MINERVA.format(r"$\frac{11\pi}{9}$") + "\n\nRemark: in degrees this is $220^\\circ$, as given.", "a remark after the Minerva line"),
    m("r_m_ok_llama_redo_gold", "B", G_CPX, "correct", "boxed", llama(("Expand", r"$(3 - i)(4 - 3i) = 12 - 9i - 4i + 3i^2 = 15 - 13i$.")) + LLAMA_END.format("15 - 13i") + "\n\nWait, I made a sign error: $3i^2 = -3$, so $12 - 13i - 3 = 9 - 13i$.\n\nThe final answer is: $\\boxed{9 - 13i}$", "twin of r_m_llama_sign_redo: the redo reaches the gold"),
    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_key_other", "A", "137", "wrong", "answer_is", MUF_SLIP + "My teacher's answer key says 137, but I get 65.\nThe answer is 65.", "the gold only reported as the key's; the model's own answer is 65"),
    g("q_textbook_quote_only", "A", "137", "no_answer", "none", 'The textbook\'s answer is "#### 137", but I was not able to reproduce it.', "debatable: only a quotation of the book's answer, which the model says it cannot reproduce; proposed no_answer (reject)", True),
    g("q_blockquote_refusal", "A", "2184", "no_answer", "none", "> #### 2184\n\nI'm sorry, but I can't verify this answer without the seating chart.", "a quoted #### line followed by a refusal"),
    g("q_hypothetical_refusal", "A", "77.5", "no_answer", "none", "If all 40 students took the quiz, the pass rate would be 77.5%. But the problem does not say how many students took it, so I cannot determine the answer.", "only a hypothetical, then a refusal"),
    m("q_m_you_asked_show", "A", G_SEC, "no_answer", "none", r'You asked: "Show that the area is $\boxed{28\pi}$." I could not verify this, because I do not know the radius.', "the box is inside the user's quoted request"),
    g("q_other_part_hash", "A", "84150", "wrong", "hash", "(a) Bolts per day: 1275 * 3 = <<1275*3=3825>>3825.\n(b) Bolts in 22 days: 3825 * 22 = <<3825*22=84150>>84150.\n#### 3825", "debatable: the gold is part (b)'s value, but the final #### is 3825; proposed reject", True),
    g("q_two_parts_answer", "A", "84150", "wrong", "answer_is", BOLT + "The answer is 84150 for part (a) and 3825 for part (b).", "debatable: two different final values for a one-part question (part (b) invented); one could read 84150 as the answer to the posed question, but two final answers are wrong; proposed reject", True),
    g("q_student_wrote", "A", "444", "wrong", "hash", 'A student wrote "#### 444", but 37 * 12 = 434.\n#### 434', "the gold in a quoted ####; the model's own (wrong) product 434"),
    g("q_would_be_if", "A", "137", "wrong", "hash", "19 * 24 = <<19*24=456>>456 muffins. If they had sold 319, there would be 137 left. But they sold 391, so 456 - 391 = <<456-391=65>>65 are left.\n#### 65", "the gold only as a hypothetical; the model's final answer 65 (misread)"),
    m("q_m_hypothetical_angle", "A", G_SEC, "wrong", "boxed", r"If the angle were $70^\circ$, the area would be $\boxed{28\pi}$; but the angle in the figure is $75^\circ$, so the area is $\frac{75}{360} \cdot 144\pi = \boxed{30\pi}$.", "the gold in a hypothetical; the final box is 30\\pi"),
    m("q_m_invented_user_gold", "A", G_COMB, "wrong", "qwen_box", COMB_QWEN.replace("= 1287", "= 1278") + qbox("1278") + IM_USER + "The correct answer is 1287.", "the gold only in an invented user turn; the model's box is 1278"),
    m("q_m_guess_cut", "A", G_CPX, "no_answer", "truncated", r"Let's guess that the answer is $9 - 13i$ and check it by expanding: $(3 - i)(4 - 3i) = 12 -", "a guess to be checked, cut off before any committed answer"),
    m("q_m_claim_refuted", "A", G_DIST, "wrong", "boxed", r"Some sources claim the distance is $3\sqrt{11}$. Let's verify: $\sqrt{1^2 + 7^2 + 8^2} = \sqrt{1 + 49 + 64} = \sqrt{114}$, so the answer is $\boxed{\sqrt{114}}$.", "the gold only as others' claim; the model's own (misread) box \\sqrt{114}"),
    m("q_m_manual_only", "A", G_PROB, "no_answer", "none", r"The solution manual gives $\boxed{\frac{14}{33}}$, but I don't see how to get it.", "debatable: a reported box with no own answer; proposed no_answer (reject)", True),
    g("q_eot_user_gold", "A", "2184", "wrong", "hash", "The hall has 84 rows of 26 seats, so 84 * 26 = <<84*26=2148>>2148 seats.\n#### 2148" + EOT_USER + "Shouldn't it be 2184?" + EOT_ASSIST + "You're right, 84 * 26 = 2184.", "debatable: the gold only in an invented next exchange (the convention: an invented turn does not count); the model's answer is 2148; proposed reject", True),
    g("q_ok_friend_wrong", "B", "137", "correct", "answer_is", "My friend got 65, but that used 391 muffins sold.\n" + MUF + "The answer is 137.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "84150", "correct", "hash", '> "Each shift makes 1,275 bolts, and there are 3 shifts a day."\n\n' + BOLT + "#### 84150", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "22825", "correct", "hash", SAVE + "#### 22825\n\nIf she had skipped the trip, she would have $26,100.", "a hypothetical after the committed answer"),
    g("q_ok_part_steps", "B", "84150", "correct", "hash", "Part 1: bolts per day = 1275 * 3 = <<1275*3=3825>>3825.\nPart 2: bolts in 22 days = 3825 * 22 = <<3825*22=84150>>84150.\n#### 84150", "working steps labelled as parts, the final #### the gold"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 1 \cdot 5 + 2 = 7$. Likewise, " + o(BASE) + r" = \boxed{613}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INEQ, "correct", "boxed", "> Solve $x^2 - 4x - 21 \\ge 0$.\n\n" + INEQ + r" So $x \in \boxed{(-\infty, -3] \cup [7, \infty)}$.", "the problem quoted first"),
    m("q_m_ok_suppose_refuted", "B", G_PROB, "correct", "boxed", r"Suppose the answer were $\frac{2}{3}$, the chance that one draw is blue; that ignores the second draw. " + o(PROB) + r" = \boxed{\frac{14}{33}}$.", "a supposition refuted, then the box"),
    g("q_ok_invented_turn_after", "B", "137", "correct", "hash", MUF + "#### 137" + IM_USER + "Thanks! Now what if they had sold 391?" + IM_ASSIST + "Then 456 - 391 = 65.\n#### 65", "text in an invented next turn does not count; the committed answer is 137"),
    g("q_ok_self_posed_after", "B", "2184", "correct", "hash", SEAT + "#### 2184\n\nPractice problem: A hall has 35 rows of 24 seats. How many seats are there?\n35 * 24 = 840\n#### 840", "a self-set practice problem with its own #### after the committed answer (35 * 24 = 840)"),
    g("q_ok_would_be_rounded", "B", "19.99", "correct", "hash", SHOP + "Rounded to the nearest dollar it would be $20, but the exact total is $19.99.\n#### 19.99", "a hypothetical rounding, then the gold"),
    m("q_m_ok_you_asked", "B", G_COMB, "correct", "boxed", r"You asked for $\binom{13}{5}$. " + o(COMB) + r" = \boxed{1287}$.", "the question restated, then the box"),
    m("q_m_ok_claim_verified", "B", G_DIST, "correct", "boxed", "Some sources claim the distance is $3\\sqrt{11}$. Let's verify. " + o(DIST) + r" = 3\sqrt{11}$. So the answer is $\boxed{3\sqrt{11}}$.", "a claim verified, then the model's own box"),
    m("q_m_ok_llama_next_problem", "B", G_SEC, "correct", "boxed", SEC_LLAMA + LLAMA_END.format(G_SEC) + "\n\nProblem: What is the area of a circle of radius 3?\nSolution: $\\pi \\cdot 3^2 = 9\\pi$.\nThe final answer is: $\\boxed{9\\pi}$", "an invented next problem with its own box after the committed answer"),
    g("q_ok_hint_said", "B", "206", "correct", "hash", "The hint says to convert hours to minutes first.\n" + TRIP + "#### 206", "a reported hint, then the working"),
    m("q_m_ok_manual_other", "B", G_PROB, "correct", "boxed", r"The solution manual gives $\frac{2}{3}$, but that is the chance for the first draw only. " + o(PROB) + r" = \frac{14}{33}$. The answer is $\boxed{\frac{14}{33}}$.", "a reported wrong value, then the model's own box"),
    g("q_ok_eot_user_after", "B", "2184", "correct", "hash", SEAT + "#### 2184" + EOT_USER + "Shouldn't it be 2148?" + EOT_ASSIST + "You're right, it is 2148.", "debatable twin of q_eot_user_gold: the committed answer is the gold; an invented exchange that 'corrects' it does not count (convention); proposed accept", True),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "137", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "137", "no_answer", "none", "  \n\t\n  ", "whitespace only"),
    g("b_nul_only", "A", "137", "no_answer", "none", "\x00", "a lone NUL"),
    g("b_nul_in_other", "A", "137", "wrong", "hash", MUF_SLIP + "#### 6\x005", "a NUL inside the slip's 65"),
    g("b_fullwidth_other", "A", "137", "wrong", "hash", MUF_SLIP + "#### ６５", "full-width 65"),
    g("b_zero_width_in_other", "A", "137", "wrong", "hash", MUF + "#### 1\u200b47", "a zero-width space inside 147 (a typo), not 137"),
    g("b_ansi_other", "A", "137", "wrong", "hash", MUF_SLIP + "\x1b[1m#### 65\x1b[0m", "ANSI bold codes around #### 65"),
    g("b_bom_other", "A", "137", "wrong", "hash", "\ufeff" + MUF_SLIP + "#### 65", "a BOM then 65"),
    g("b_replacement_other", "A", "137", "wrong", "hash", MUF_SLIP + "#### 65\ufffd", "a replacement character after 65"),
    g("b_nbsp_sign_lost", "A", "-13.25", "wrong", "hash", COLD + "#### 13.25\u00a0", "the sign lost, a no-break space after"),
    g("b_gold_ws_other", "A", " 137\n", "wrong", "hash", MUF_SLIP + "#### 65", "a gold with spaces and a newline; the answer 65"),
    m("b_m_gold_dollar_other", "A", "$613$", "wrong", "boxed", o(BASE) + r" = \boxed{631}$", "a gold stored in dollars; the model's transposed 631"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", o(COMB) + r" = \boxed{128", "cut inside the box"),
    g("b_loop_no_answer", "A", "84150", "no_answer", "truncated", BOLT + "Let me check again.\n" * 400, "a loop after the working, cut at the token limit: no committed answer although the working holds the gold"),
    g("b_ok_bom", "B", "137", "correct", "hash", "\ufeff" + MUF + "#### 137", "a BOM first"),
    g("b_ok_crlf", "B", "22825", "correct", "hash", (SAVE + "#### 22825").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "137", "correct", "hash", MUF + "#### １３７", "full-width digits"),
    g("b_ok_unicode_minus", "B", "-13.25", "correct", "hash", COLD + "#### \u221213.25", "a Unicode minus sign (U+2212)"),
    g("b_ok_thin_thousands", "B", "22825", "correct", "hash", SAVE + "#### 22\u202f825", "a narrow no-break space as the thousands separator"),
    g("b_ok_zero_width_after", "B", "137", "correct", "hash", MUF + "#### 137\u200b", "a zero-width space after the value"),
    g("b_ok_nbsp_unit", "B", "43.2", "correct", "hash", BIKE + "#### 43.2\u00a0km", "a no-break space before the unit"),
    g("b_ok_tab", "B", "2184", "correct", "hash", SEAT + "####\t2184", "a tab after ####"),
    g("b_ok_emoji", "B", "2184", "correct", "hash", SEAT + "#### 2184 🎉", "an emoji after the value"),
    g("b_ok_line_separator", "B", "206", "correct", "hash", TRIP + "#### 206\u2028", "a U+2028 line separator after the value"),
    g("b_ok_ansi", "B", "137", "correct", "hash", MUF + "\x1b[1m#### 137\x1b[0m", "ANSI bold codes around #### 137"),
    g("b_ok_gold_spaces", "B", " 137 ", "correct", "hash", MUF + "#### 137", "a gold with spaces"),
    g("b_ok_gold_comma", "B", "22,825", "correct", "hash", SAVE + "#### 22825", "a gold with a thousands comma"),
    g("b_ok_long_trace", "B", "84150", "correct", "tag", th("".join(f"Day {d}: {3825 * d} bolts so far. Let me recount: {3825 * (d - 1)} + 3825 = {3825 * d}.\n" for _ in range(60) for d in range(1, 23))) + "<answer>84150</answer>", "a very long (about 100,000-character) repetitive trace, then the tag"),
    g("b_ok_nul_after", "B", "137", "correct", "hash", MUF + "#### 137\x00", "debatable: a NUL after the right answer; a NUL anywhere makes the pair bad input (earlier rounds' decision: reject)", True),
    m("b_m_ok_gold_boxed", "B", r"\boxed{613}", "correct", "boxed", o(BASE) + r" = \boxed{613}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$9 - 13i$", "correct", "boxed", o(CPX) + r" = \boxed{9 - 13i}$", "a gold stored in dollars"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", o(SEC) + r" = \boxed{28\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_zero_width_box", "B", G_CPX, "correct", "boxed", o(CPX) + "= \\boxed{9 - 13i\u200b}$", "a zero-width space inside the box after the value"),
    # ================================================================ extra MATH probes (polynomial, inequality, roots, series)
    m("t_m_poly_sentence_slip", "A", G_POLY, "wrong", "tag", th(r"$(2x + 7)(3x - 5) = 6x^2 - 10x + 21x - 35$. Combining: $-10x + 21x = -11x$." + "\n") + r"<answer>The expanded form is $6x^2 - 11x - 35$.</answer>", "a sentence in the tag with a sign slip: -11x"),
    m("t_m_ineq_open", "A", G_INEQ, "wrong", "tag", th(INEQ + "\n") + r"<answer>(-\infty, -3) \cup (7, \infty)</answer>", "open endpoints: -3 and 7 excluded although the inequality is non-strict"),
    m("h_m_roots_hash_slip", "A", G_ROOTS, "wrong", "hash", r"$6x^2 + 13x - 5 = (2x - 5)(3x + 1)$, so $x = \frac{5}{2}$ or $x = -\frac{1}{3}$." + "\nThe answer is: #### 5/2, -1/3", "a wrong factorization: both signs flipped"),
    m("x_m_ineq_bracket", "A", G_INEQ, "wrong", "boxed", INEQ + r" So the solution set is $\boxed{(-\infty, -3] \cup (7, \infty)}$.", "one bracket wrong: 7 excluded"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", o(POLY) + r" = \boxed{6x^2 + 11x + 35}$", "the constant's sign wrong: +35"),
    m("x_m_roots_decimal", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" In decimals, $x = \boxed{-2.5, 0.33}$.", "0.33 is not 1/3"),
    m("x_m_ok_roots_mixed", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So $x = \boxed{-2.5, \frac{1}{3}}$.", "-2.5 = -5/2 exactly, 1/3 exact"),
    m("n_m_root_dropped", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" But $x = \frac{1}{3}$ is not a root, so the only root is $\boxed{-\frac{5}{2}}$.", "the model wrongly rejects the root 1/3 (2/3 + 13/3 - 5 = 0); one root only"),
    m("u_m_ineq_and", "A", G_INEQ, "wrong", "boxed", INEQ + r" The answer is $\boxed{x \le -3 \text{ and } x \ge 7}$.", "debatable: 'and' states an empty set, though models sometimes write 'and' for a union; proposed reject", True),
    m("r_m_ser_recount", "A", G_SER, "wrong", "boxed", o(SER) + r" = \boxed{1410}$." + "\n\nHmm, the next term $144$ should be included as well, so the sum is $1410 + 144 = \\boxed{1554}$.", "a later box 1554 (an extra term added)"),
    m("q_m_poly_classmate", "A", G_POLY, "wrong", "boxed", r"A classmate expanded it to $6x^2 + 11x - 35$, but I get $(2x + 7)(3x - 5) = 6x^2 + 10x + 21x - 35 = \boxed{6x^2 + 31x - 35}$.", "the gold only as a classmate's; the model's own box is wrong"),
    m("b_m_poly_superscript_other", "A", G_POLY, "wrong", "boxed", "(2x + 7)(3x − 5) = 6x² − 10x + 21x − 35 = 6x² − 11x − 35\n\n$\\boxed{6x^2 - 11x - 35}$", "Unicode superscripts and minus signs in the working; the box has the sign slip -11x"),
    m("b_m_ok_poly_superscript", "B", G_POLY, "correct", "answer_is", "(2x + 7)(3x − 5) = 6x² − 10x + 21x − 35\n\nAnswer: 6x² + 11x − 35", "Unicode superscript and minus signs, no LaTeX"),
    m("x_m_qwen_end_typo", "A", G_POLY, "wrong", "qwen_end", o(POLY) + r" = 6x^2 + 11x - 35$." + "\n\n" + QWEN_END.format("6x^2 + 11x - 53"), "a typo in the closing box: -53"),
    m("x_m_ok_qwen_end_nospace", "B", G_POLY, "correct", "qwen_end", o(POLY) + r" = 6x^2 + 11x - 35$." + "\n\n" + QWEN_END.format("6x^2+11x-35"), "Qwen's closing line, the polynomial without spaces"),
]
# fmt: on

DECISIONS = {
    "h_phrase_hash_sign_lost": (
        "reject",
        "the marked value is 13.25, not -13.25; the sentence does not change the marked value",
    ),
    "h_colon_hash_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 21's decision)",
    ),
    "x_ok_float_artifact": (
        "accept",
        "a float artefact of an exact decimal sum, written as a decimal: the tolerance for decimals the model wrote as decimals covers it",
    ),
    "u_hash_fewer": (
        "reject",
        "'fewer' states a difference, not the count asked; it is not a unit word (issue 25's class)",
    ),
    "u_hash_less": (
        "reject",
        "'less' states a difference, not the count asked; it is not a unit word (issue 25's class)",
    ),
    "u_cents": (
        "reject",
        "19.99 cents is $0.1999; a unit word that changes the value is not a harmless unit",
    ),
    "u_hours_for_minutes": ("reject", "206 hours is a different quantity from 206 minutes"),
    "u_m_degrees_restated": (
        "reject",
        "the box restates the given degrees; the conversion asked for is not stated",
    ),
    "u_m_base5_subscript": (
        "reject",
        "613_5 is a base-5 numeral (not even a valid one), not the base-10 value 613",
    ),
    "u_m_ineq_and": ("reject", "'x <= -3 and x >= 7' is the empty set as written"),
    "u_ok_below_zero": ("accept", "'13.25 degrees below zero' is -13.25"),
    "r_m_withdrawn_restart": (
        "reject",
        "the only box is withdrawn ('that's not right, let me start over') and nothing follows",
    ),
    "q_textbook_quote_only": (
        "reject",
        "only the book's answer is quoted; the model says it cannot reproduce it",
    ),
    "q_other_part_hash": (
        "reject",
        "the final #### is part (a)'s 3825; the gold only in another part",
    ),
    "q_m_manual_only": ("reject", "a reported box with no answer of the model's own"),
    "q_eot_user_gold": (
        "reject",
        "the committed answer is 2148; the gold only in an invented next exchange, which does not count",
    ),
    "q_ok_eot_user_after": (
        "accept",
        "the committed answer is the gold; the invented exchange after it does not count",
    ),
    "q_two_parts_answer": (
        "reject",
        "two different final values; a hedge between parts is not one committed answer",
    ),
    "b_ok_nul_after": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (earlier rounds' decision)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam81", CASES, [], DECISIONS)
