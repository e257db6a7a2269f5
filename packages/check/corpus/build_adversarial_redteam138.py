r"""Build adversarial_redteam138.jsonl: round 138 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam138"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / build_adversarial_redteam137.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording), and the shapes they already cover were avoided where possible.

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B. New
shapes this round: a `</think>` with no opening tag (the R1-distill template puts `<think>` in the
prompt); an `<answer>` tag left unclosed (the stop string `</answer>` stripped); a `<answer>` tag
inside the thinking; a tag holding `####`, a display box, "Final answer: ...", a question or a
placeholder; `####` followed by a sentence, a bold value, a cents sign, a Unicode minus; base-model
few-shot continuations (`Question: ... Answer: ... ####`, `Problem: ... Solution:`), Alpaca
`### Instruction:` / `### Response:`, `<|user|>` / `<|assistant|>`, `USER:` / `ASSISTANT:`,
`<|endoftext|>Human:`; invented multiple-choice letters; retractions phrased "Hold on", "Let me
re-read the problem", "Actually no", "I think I misread", "Let me reconsider", "Recalculating";
checks and sanity remarks after the answer; cuts at the token cap inside a number that is a prefix
of the gold; exact MATH values vs decimals, with `0.\overline{3}`, `\sqrt{40}`, `-1.5` (a
terminating decimal, README: `998.5` for `\frac{1997}{2}`), `\frac{3}{4}\pi`, `6\sqrt6`,
`(-\infty, 5] \setminus \{-3\}`, `\left[ \right]`, `array` matrices, `(1202)_3`, `12½`.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 batches of 16 muffins, 27 given away -> 117 (144 - 27; slip 127; subtotal 144); 2 h at 18
mph + 3 h at 12 mph -> 72 miles (36 + 36; average 14.4; 3 h read as 2 h: 60); salary $2,350 a month
for 12 months + $1,200 bonus -> 29400 (28,200 + 1,200; without bonus 28200; bonus monthly 42600);
3 notebooks at $2.45 + 2 pens at $1.80 -> 10.95 (7.35 + 3.60; change from $20: 9.05; pens at 1.85:
11.05); 5 dozen eggs a day for 7 days, EGGS asked -> 420 (60 a day; 35 dozen; 6 days 360); 1 h 20
min a day for 6 days, MINUTES asked -> 480 (80 * 6 = 480 = 8 hours); 50 min a day for 15 days,
HOURS asked -> 12.5 (750 minutes; 750 / 60 = 12.5); 34 of 40 free throws, PERCENT asked -> 85 (missed
15); 5 degrees, falling 3 an hour for 6 hours -> -13 (18; 5 - 18 = -13; 5 hours: -10); 4 pencils at
35 cents + 2 erasers at 60 cents, CENTS asked -> 260 (140 + 120 = 260 = $2.60; erasers at 65: 270);
6 rows of 12 pepper plants, 7 peppers each -> 504 (72 plants; 72 * 7 = 504); stadium 3,250 people +
4 buses of 48 - 175 leave -> 3267 (192; 3442; 3442 - 175 = 3267).
MATH: two socks black without replacement from 6 black, 4 white -> 1/3 (6/10 * 5/9 = 30/90; with
replacement 9/25; 0.333...); distance (-2, 3) to (4, 5) -> 2\sqrt{10} (36 + 4 = 40; ~6.3246);
|3x - 2| <= 7 -> [-5/3, 3] (-5 <= 3x <= 9); 2x^2 + x - 6 = 0 -> -2, 3/2 ((2x - 3)(x + 2)); (3 + 2i)
(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; i^2 as +1: -5 - 10i; modulus \sqrt{221}); 135 degrees ->
3\pi/4 (~2.3562); [[2, 0], [1, 3]][[1, -2], [4, 1]] -> [[2, -4], [13, 1]]; interior angle of a
regular pentagon -> 108 (540 / 5; exterior 72); 47 in base 3 -> 1202_3 (27 + 18 + 0 + 2; reversed
2021_3 = 61); 2 3/4 + 1 5/6 -> 55/12 (33/12 + 22/12 = 4 7/12; slip 3 7/12 = 43/12); x^3 - 4x^2 - 5x
= 0 -> -1, 0, 5; (2x - 5)^2 -> 4x^2 - 20x + 25; x + 2y = 8, 3x - y = 3 -> (2, 3) (7x = 14; (3, 2)
gives 7); 0.\overline{27} -> 3/11 (27/99); C(10, 3) -> 120 (720 / 6; ordered 720); \sqrt8\sqrt{27}
-> 6\sqrt{6} (\sqrt{216}; ~14.697); f(x) = 3x^2 - 4x + 1 at -2 -> 21 (12 + 8 + 1; f(2) = 5);
domain of \sqrt{5 - x}/(x + 3) -> (-\infty, -3) \cup (-3, 5]; vertex of y = x^2 + 8x + 10 -> (-4, -6)
(16 - 32 + 10); 5 + 11 + ... + 59 -> 320 (10 terms; 10 * 64 / 2; 9 terms 288); slope through (1, 4)
and (5, -2) -> -3/2 (-6/4); rationalize 2/\sqrt3 -> 2\sqrt{3}/3.

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks, no opening think
tag, unclosed tags), `h_` phrase marker or bold answer then `####`, `x_` exactness (decimals for
exact values, rounding, trailing zeros, unreduced / unsimplified forms, mixed numbers, intervals,
matrices), `n_` negation / strike-out / annotation inside or after the answer, `u_` units and
answers restated in other words (percent, dozen, cents, hours vs minutes, degrees vs radians,
base-n), `r_` retractions and trailing checks, `q_` invented next turns, few-shot continuations,
reported / hypothetical values, invented multiple choice, `b_` token-cap cuts, loops and bad input
(NUL, CRLF, BOM, end-of-text tokens, huge think blocks). `_m_` after the prefix marks a MATH probe,
`_ok_` kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136 and 137): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `array` / `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its
subscript or with the base in words, a cents sign on a cents gold, an unreduced fraction or an
unsimplified radical equal to the gold, a terminating decimal equal to a fractional gold, a Unicode
minus) is correct; another quantity (a subtotal, the per-day value, the other unit than the one
asked, the change instead of the cost, the exterior angle or the angle sum, one coordinate, one
root, the number of terms) is wrong; an answer tag's content is the final answer (a sentence or
equation in it is read for the value it states; two values in it are a hedge -> wrong; a question
or placeholder in it -> no_answer); an `<answer>` tag with no closing tag at the end of the text
still holds the final answer; a `</think>` with no opening tag ends the thinking; a decimal for an
exact irrational / repeating MATH gold is wrong; a rounded GSM8K value is wrong; degrees are not
radians; a percent gold accepts % and "percent"; a hedge or two different final answers is wrong;
no final answer (cut at the token cap, an empty or placeholder tag, a negated value with nothing
after, a supposition, a refusal) is no_answer; a value the model marks wrong is wrong; an explicit
correction after the answer ("Hold on", "Let me re-read", "Actually no", "I think I misread", "Let me
reconsider", "Recalculating") makes the new value final, even when the correction is itself a slip;
a check, verification, sanity remark, offer or pleasantry after a committed answer does not replace
it; text in an invented next turn (`User:`, `Human:`, `USER:`, ChatML, `<|user|>`, Llama header,
`### Instruction:`, a few-shot `Question:` / `Problem:` continuation) does not count, whether it holds
the gold or another value; an end-of-text token after the answer is not part of it; an invented
multiple-choice letter counts for the value it names; a NUL anywhere makes the pair bad input ->
kind A, truth no_answer. Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam138.py  (writes adversarial_redteam138.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

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
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
# muffins: gold 117 (9*16 = 144; - 27)
MUF = "9 batches of 16 muffins is 9 * 16 = <<9*16=144>>144 muffins.\nAfter giving away 27, she has 144 - 27 = <<144-27=117>>117 muffins left.\n"
MUF_SLIP = "9 batches of 16 muffins is 9 * 16 = <<9*16=144>>144 muffins.\nAfter giving away 27, she has 144 - 27 = 127 muffins left.\n"
# bike: gold 72 (36 + 36)
BIKE = "At 18 mph for 2 hours she rides 2 * 18 = <<2*18=36>>36 miles.\nAt 12 mph for 3 hours she rides 3 * 12 = <<3*12=36>>36 miles.\nAltogether she rides 36 + 36 = <<36+36=72>>72 miles.\n"
# salary: gold 29400 (12*2350 = 28200; + 1200)
SAL_NOB = "His salary for the year is 12 * 2350 = <<12*2350=28200>>28,200 dollars.\n"
SAL = (
    SAL_NOB + "With the $1,200 bonus he earns 28200 + 1200 = <<28200+1200=29400>>29,400 dollars.\n"
)
# shop: gold 10.95 (7.35 + 3.60)
SHOP = "3 notebooks cost 3 * 2.45 = <<3*2.45=7.35>>7.35 dollars.\n2 pens cost 2 * 1.80 = <<2*1.80=3.60>>3.60 dollars.\nIn total she pays 7.35 + 3.60 = <<7.35+3.60=10.95>>10.95 dollars.\n"
# eggs (EGGS asked): gold 420 (60 a day * 7)
EGG = "5 dozen eggs is 5 * 12 = <<5*12=60>>60 eggs a day.\nIn 7 days the farm collects 60 * 7 = <<60*7=420>>420 eggs.\n"
# run (MINUTES asked): gold 480 (80 * 6)
RUN = "1 hour 20 minutes is 60 + 20 = <<60+20=80>>80 minutes.\nOver 6 days he runs 80 * 6 = <<80*6=480>>480 minutes.\n"
# reading (HOURS asked): gold 12.5 (750 / 60)
READ_MIN = "She reads 50 minutes a day for 15 days, so 50 * 15 = <<50*15=750>>750 minutes.\n"
READ = READ_MIN + "In hours that is 750 / 60 = <<750/60=12.5>>12.5 hours.\n"
# free throws (PERCENT asked): gold 85
FT = "She made 34 of her 40 free throws, so the percentage is 34 / 40 * 100 = <<34/40*100=85>>85 percent.\n"
# cold: gold -13 (3*6 = 18; 5 - 18)
COLD = "The temperature falls 3 * 6 = <<3*6=18>>18 degrees in 6 hours.\nSo it ends at 5 - 18 = <<5-18=-13>>-13 degrees.\n"
# pencils (CENTS asked): gold 260 (140 + 120)
PEN = "The pencils cost 4 * 35 = <<4*35=140>>140 cents.\nThe erasers cost 2 * 60 = <<2*60=120>>120 cents.\nAltogether he spends 140 + 120 = <<140+120=260>>260 cents.\n"
# peppers: gold 504 (72 plants * 7)
PEP = "There are 6 * 12 = <<6*12=72>>72 pepper plants.\nEach plant gives 7 peppers, so there are 72 * 7 = <<72*7=504>>504 peppers.\n"
# stadium: gold 3267 (192; 3442; - 175)
STAD = "The 4 buses bring 4 * 48 = <<4*48=192>>192 more people, so there are 3250 + 192 = <<3250+192=3442>>3,442 people.\nAfter 175 leave, there are 3442 - 175 = <<3442-175=3267>>3,267 people.\n"

# ================================================================ MATH working
G_SOCK = r"\frac{1}{3}"
SOCK = r"The first sock is black with probability $\frac{6}{10}$ and then the second with probability $\frac{5}{9}$, so $P = \frac{6}{10} \cdot \frac{5}{9} = \frac{30}{90}"
G_DIST = r"2\sqrt{10}"
DIST = r"$d = \sqrt{(4 - (-2))^2 + (5 - 3)^2} = \sqrt{36 + 4} = \sqrt{40}"
G_INEQ = r"[-\frac{5}{3}, 3]"
INEQ = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_ROOTS = r"-2, \frac{3}{2}"
ROOTS = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8"
G_RAD = r"\frac{3\pi}{4}"
RAD = r"Multiplying by $\frac{\pi}{180^\circ}$: $135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}"
G_MAT = r"\begin{pmatrix} 2 & -4 \\ 13 & 1 \end{pmatrix}"
MAT = r"Row 1: $(2 \cdot 1 + 0 \cdot 4,\ 2 \cdot (-2) + 0 \cdot 1) = (2, -4)$. Row 2: $(1 \cdot 1 + 3 \cdot 4,\ 1 \cdot (-2) + 3 \cdot 1) = (13, 1)$."
G_DEG = "108"
DEG = r"The interior angles of a pentagon sum to $(5 - 2) \cdot 180^\circ = 540^\circ$, so each angle of a regular pentagon is $\frac{540^\circ}{5}"
G_B3 = "1202_3"
B3 = r"Dividing by $3$: $47 = 3 \cdot 15 + 2$, $15 = 3 \cdot 5 + 0$, $5 = 3 \cdot 1 + 2$, $1 = 3 \cdot 0 + 1$. Reading the remainders from bottom to top,"
G_MIX = r"\frac{55}{12}"
MIX = r"$2\frac{3}{4} + 1\frac{5}{6} = \frac{11}{4} + \frac{11}{6} = \frac{33}{12} + \frac{22}{12}"
G_SET = "-1, 0, 5"
SET = r"$x^3 - 4x^2 - 5x = x(x - 5)(x + 1) = 0$, so $x = 0$, $x = 5$ or $x = -1$."
G_POLY = "4x^2 - 20x + 25"
POLY = r"$(2x - 5)^2 = 4x^2 - 10x - 10x + 25"
G_SYS = "(2, 3)"
SYS = r"From $3x - y = 3$, $y = 3x - 3$. Substituting into $x + 2y = 8$: $x + 6x - 6 = 8$, so $7x = 14$, $x = 2$ and $y = 3$."
G_REP = r"\frac{3}{11}"
REP = r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}"
G_COMB = "120"
COMB = r"$\binom{10}{3} = \frac{10 \cdot 9 \cdot 8}{3 \cdot 2 \cdot 1} = \frac{720}{6}"
G_SQRT = r"6\sqrt{6}"
SQRT = r"$\sqrt{8} \cdot \sqrt{27} = \sqrt{216} = \sqrt{36 \cdot 6}"
G_FUNC = "21"
FUNC = r"$f(-2) = 3(-2)^2 - 4(-2) + 1 = 12 + 8 + 1"
G_DOM = r"(-\infty, -3) \cup (-3, 5]"
DOM = r"We need $5 - x \ge 0$, so $x \le 5$, and $x + 3 \ne 0$, so $x \ne -3$."
G_VTX = "(-4, -6)"
VTX = (
    r"The vertex of $y = x^2 + 8x + 10$ is at $x = -\frac{8}{2} = -4$, where $y = 16 - 32 + 10 = -6"
)
G_SER = "320"
SER = r"The series $5 + 11 + 17 + \cdots + 59$ has $\frac{59 - 5}{6} + 1 = 10$ terms, so its sum is $\frac{10(5 + 59)}{2}"
G_SLOPE = r"-\frac{3}{2}"
SLOPE = r"The slope through $(1, 4)$ and $(5, -2)$ is $\frac{-2 - 4}{5 - 1} = \frac{-6}{4}"
G_RAT = r"\frac{2\sqrt{3}}{3}"
RAT = r"$\frac{2}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \frac{2\sqrt{3}}{3}"

# Long think blocks with several candidate values; some have no opening tag (R1-distill template).
STAD_LONG = th(
    "Start with 3250 people. Four buses of 48: 4 times 48 is 192. 3250 + 192 = 3442.\n\n"
    "Then 175 leave. 3442 - 175... 3442 - 200 = 3242, plus 25 is 3267.\n\n"
    "Wait, did 175 leave or arrive? It says leave. If they arrived it would be 3617, but no. "
    "And are the buses full? It says 48 people each. So 3267.\n"
)
MUF_NOOPEN = (
    "Okay, so she bakes 9 batches of 16. 9 times 16 is 144. Then she gives away 27. 144 minus 27 is 117. "
    "Hmm, is it 127? 144 - 20 = 124, 124 - 7 = 117. Yes, 117.\n</think>\n\n"
)
SOCK_NOOPEN = (
    "Alright, 6 black and 4 white, 10 socks. Two without replacement. First black: 6/10. Then 5/9. "
    "6/10 times 5/9 is 30/90, which is 1/3.\n\nWith replacement it would be 9/25, but that's not what's asked. "
    "Check: C(6,2)/C(10,2) = 15/45 = 1/3. Good.\n</think>\n\n"
)
EGG_LONG = th(
    "5 dozen is 60 eggs. 7 days. 60 times 7 is 420.\n\n"
    "Or is the answer in dozens? 5 times 7 = 35 dozen. The question asks how many eggs, so 420.\n\n"
    "Hmm, does the farm collect every day? It says each day for a week, 7 days. 420.\n"
)
SLOPE_LONG = th(
    "Slope is rise over run. From (1, 4) to (5, -2): rise -2 - 4 = -6, run 5 - 1 = 4. So -6/4 = -3/2.\n\n"
    "Wait, maybe I flipped it: run over rise would be 4/(-6) = -2/3. No, slope is rise over run. -3/2.\n\n"
    "Sign check: y goes down as x goes up, so negative. -3/2.\n"
)
RAD_LONG = th(
    "135 degrees. pi radians is 180 degrees, so 135/180 = 3/4. So 3pi/4.\n\n"
    "Hmm, or 4pi/3? That's 240 degrees. No. 3pi/4 is about 2.356.\n"
)
HUGE_EGG = "Let me count the eggs again, dozen by dozen. " * 2000 + EGG + "</think>\n\n"
HUGE_SER = th(
    ("Let me list the terms once more to be sure of the count. " * 1600) + SER + " = 320$.\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_baked", "A", "117", "wrong", "tag", th(MUF) + "<answer>She baked 144 muffins in total.</answer>", "the tag's sentence states the subtotal 144"),
    g("t_equation_ends_subtotal", "A", "117", "wrong", "tag", th(MUF) + "<answer>117 + 27 = 144</answer>", "an equation in the tag whose stated value is 144 (the gold only on its left)"),
    g("t_question_in_tag", "A", "117", "no_answer", "tag", th(MUF) + "<answer>How many muffins does she have left?</answer>", "the tag holds the question, not an answer"),
    g("t_placeholder_dots", "A", "72", "no_answer", "tag", th(BIKE) + "<answer>...</answer>", "a placeholder tag; 72 only in the thinking"),
    g("t_sentence_one_leg", "A", "72", "wrong", "tag", th(BIKE) + "<answer>She rides 36 miles.</answer>", "the tag states one leg's 36 miles"),
    g("t_second_unclosed_tag", "A", "29400", "wrong", "tag", th(SAL) + "<answer>29400</answer>\n<answer>28200", "a second tag (unclosed at the end) with the salary without the bonus: last"),
    g("t_tag_in_think_then_other", "A", "117", "wrong", "tag", "<think>\n" + MUF + "<answer>117</answer> hmm wait, she gave away 17, not 27. 144 - 17 = 127.\n</think>\n<answer>127</answer>", "a tag inside the thinking holds 117; the final tag 127"),
    g("t_box_change", "A", "10.95", "wrong", "tag", th(SHOP + "Her change from $20 is 20 - 10.95 = 9.05.\n") + r"<answer>\boxed{9.05}</answer>", "the change from $20, not the cost"),
    g("t_minutes_for_hours", "A", "12.5", "wrong", "tag", th(READ_MIN) + "<answer>750</answer>", "hours asked; the tag holds the minutes"),
    g("t_ok_no_open_think", "B", "117", "correct", "tag", MUF_NOOPEN + "<answer>117</answer>", "a </think> with no opening tag (R1 template); the candidate 127 in the thinking"),
    g("t_ok_unclosed_tag", "B", "117", "correct", "tag", th(MUF) + "<answer>117", "an answer tag left unclosed (the stop string </answer> stripped)"),
    g("t_ok_final_answer_in_tag", "B", "72", "correct", "tag", th(BIKE) + "<answer>Final answer: 72 miles</answer>", "'Final answer:' and a unit inside the tag"),
    g("t_ok_display_box_in_tag", "B", "29400", "correct", "tag", th(SAL) + "<answer>\n\\[\n\\boxed{29,400}\n\\]\n</answer>", "a display box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "10.95", "correct", "tag", th(SHOP) + "<answer>She pays $10.95 in total.</answer>", "a sentence with a dollar amount"),
    g("t_ok_eggs_gloss", "B", "420", "correct", "tag", EGG_LONG + "<answer>420 eggs (35 dozen)</answer>", "the eggs asked, glossed in dozens"),
    g("t_ok_hash_in_tag", "B", "480", "correct", "tag", th(RUN) + "<answer>#### 480</answer>", "a #### line inside the tag"),
    g("t_ok_spaces_negative", "B", "-13", "correct", "tag", th(COLD) + "<answer> -13 </answer>", "spaces around a negative value in the tag"),
    g("t_ok_hours_word", "B", "12.5", "correct", "tag", th(READ) + "<answer>12.5 hours</answer>", "the hours asked with the unit"),
    g("t_ok_long_think_stadium", "B", "3267", "correct", "tag", STAD_LONG + "<answer>3,267</answer>", "candidates 3442 and 3617 in the thinking; a thousands comma in the tag"),
    m("t_m_decimal_sqrt", "A", G_DIST, "wrong", "tag", th(DIST + r" \approx 6.32$" + "\n") + "<answer>6.32</answer>", "6.32 is not 2\\sqrt10 (6.3245...)"),
    m("t_m_two_pairs", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(2, 3) or (3, 2)</answer>", "two pairs in the tag: a hedge"),
    m("t_m_one_root_frac", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>\frac{3}{2}</answer>", "only the positive root"),
    m("t_m_open_interval", "A", G_INEQ, "wrong", "tag", th(INEQ + "\n") + r"<answer>(-\frac{5}{3}, 3)</answer>", "an open interval for the non-strict inequality"),
    m("t_m_conjugate", "A", G_CPX, "wrong", "tag", th(CPX + " = 11 - 10i$\n") + "<answer>11 + 10i</answer>", "the conjugate in the tag"),
    m("t_m_base_reversed", "A", G_B3, "wrong", "tag", th(B3 + " we get the digits.\n") + "<answer>2021_3</answer>", "the remainders read top to bottom: 2021_3 = 61"),
    m("t_m_with_replacement", "A", G_SOCK, "wrong", "tag", th(SOCK + r" = \frac{1}{3}$. With replacement it would be $\frac{9}{25}$." + "\n") + r"<answer>\frac{9}{25}</answer>", "the think reaches 1/3 but the tag states the with-replacement 9/25"),
    m("t_m_empty_box_in_tag", "A", G_COMB, "no_answer", "tag", th(COMB + " = 120$\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_ordered", "A", G_COMB, "wrong", "tag", th(r"$10 \cdot 9 \cdot 8 = 720$" + "\n") + "<answer>720</answer>", "ordered selections"),
    m("t_m_ok_left_right", "B", G_INEQ, "correct", "tag", th(INEQ + "\n") + r"<answer>$\left[-\frac{5}{3}, 3\right]$</answer>", "\\left[ \\right] around the interval"),
    m("t_m_ok_set_braces", "B", G_SET, "correct", "tag", th(SET + "\n") + r"<answer>\{-1, 0, 5\}</answer>", "the roots as a set in braces"),
    m("t_m_ok_roots_and", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + "<answer>x = -2 and x = 3/2</answer>", "both roots with x = and 'and', a slash fraction"),
    m("t_m_ok_array_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\left[\begin{array}{cc} 2 & -4 \\ 13 & 1 \end{array}\right]</answer>", "the matrix as a bracketed array"),
    m("t_m_ok_no_open_final_block", "B", G_SOCK, "correct", "boxed", SOCK_NOOPEN + "The probability is $\\frac{1}{3}$.\n\n" + r1final(r"\dfrac{1}{3}"), "no opening think tag; 9/25 only in the thinking; an R1 final block"),
    m("t_m_ok_unclosed_dfrac", "B", G_RAD, "correct", "tag", RAD_LONG + r"<answer>\dfrac{3\pi}{4}", "an unclosed tag with \\dfrac; 4\\pi/3 only in the thinking"),
    m("t_m_ok_slash_pi", "B", G_RAD, "correct", "tag", th(RAD + "$\n") + r"<answer>3\pi/4</answer>", "a slash fraction with \\pi"),
    m("t_m_ok_cpx_reordered", "B", G_CPX, "correct", "tag", th(CPX + "$\n") + "<answer>-10i + 11</answer>", "the complex number with its parts reordered"),
    m("t_m_ok_base_words", "B", G_B3, "correct", "tag", th(B3 + " 1202.\n") + "<answer>1202 (base 3)</answer>", "the base in words after the digits"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_bold_gold_hash_subtotal", "A", "117", "wrong", "hash", MUF + "**Answer:** 117 muffins\n\n#### 144", "a bold 117, then #### 144 (the subtotal): two different final answers, the marked one wrong"),
    g("h_hash_pens_only", "A", "10.95", "wrong", "hash", SHOP + "The pens cost $3.60.\n#### 3.60", "the pens' cost only"),
    g("h_bold_nobonus_hash", "A", "29400", "wrong", "hash", SAL_NOB + "**Final Answer:** $28,200 (he also gets a bonus)\n#### 28200", "the bonus named but not added"),
    g("h_hash_dozen", "A", "420", "wrong", "hash", "5 * 7 = <<5*7=35>>35 dozen eggs.\nThe farm collects 35 dozen.\n#### 35", "eggs asked; 35 (dozen)"),
    g("h_hash_hours_for_minutes", "A", "480", "wrong", "hash", RUN + "That is 480 / 60 = 8 hours.\n#### 8", "minutes asked; #### 8 (hours)"),
    g("h_hash_missed_pct", "A", "85", "wrong", "hash", FT + "So she missed 100 - 85 = 15 percent.\n#### 15", "the percent missed"),
    g("h_hash_dollars_for_cents", "A", "260", "wrong", "hash", PEN + "That is $2.60.\n#### 2.60", "cents asked; #### 2.60 (dollars)"),
    g("h_hash_then_phrase_other", "A", "3267", "wrong", "phrase", STAD + "#### 3267\nThe answer is 3442.", "a later 'The answer is' line with the subtotal"),
    g("h_ok_hash_bold", "B", "117", "correct", "hash", MUF + "#### **117**", "a bold value after ####"),
    g("h_ok_hash_escaped_dollar", "B", "10.95", "correct", "hash", SHOP + "#### \\$10.95", "an escaped dollar sign after ####"),
    g("h_ok_hash_dollar_decimals", "B", "29400", "correct", "hash", SAL + "#### $29,400.00", "a dollar sign, thousands comma and .00"),
    g("h_ok_phrase_same_line", "B", "420", "correct", "hash", EGG + "Therefore, the farm collects 420 eggs. #### 420", "a phrase and #### on one line"),
    g("h_ok_hash_sentence", "B", "12.5", "correct", "hash", READ + "#### She reads for 12.5 hours.", "a sentence after ####"),
    g("h_ok_hash_unicode_minus", "B", "-13", "correct", "hash", COLD + "#### \u221213", "a Unicode minus sign after ####"),
    g("h_ok_hash_cents_sign", "B", "260", "correct", "hash", PEN + "#### 260¢", "a cents sign on a cents gold"),
    g("h_ok_hash_then_eos", "B", "504", "correct", "hash", PEP + "The answer is 504.\n#### 504\n\n</s>", "phrase, #### and an end-of-sequence token"),
    m("h_m_hash_decimal_prob", "A", G_SOCK, "wrong", "hash", SOCK + r" \approx 0.333$." + "\n#### 0.333", "0.333 for 1/3"),
    m("h_m_hash_degrees_for_rad", "A", G_RAD, "wrong", "hash", "The angle is $135^\\circ$.\n**Answer:** $135^\\circ$\n#### 135", "degrees where radians are asked"),
    m("h_m_hash_closed_end_lost", "A", G_DOM, "wrong", "hash", DOM + "\n#### (-\\infty, -3) \\cup (-3, 5)", "5 excluded: the domain includes 5"),
    m("h_m_hash_largest_root", "A", G_SET, "wrong", "hash", SET + "\nThe largest root is $5$.\n#### 5", "one root only"),
    m("h_m_phrase_then_hash_numerator", "A", G_REP, "wrong", "hash", REP + r" = \frac{3}{11}$." + "\nThe answer is $\\frac{3}{11}$.\n#### 27", "#### 27 after the right phrase"),
    m("h_m_bold_then_hash_y", "A", G_VTX, "wrong", "hash", VTX + "$.\n**Vertex: $(-4, -6)$**\n#### -6", "the #### holds only the y-coordinate"),
    m("h_m_hash_mixed_slip", "A", G_MIX, "wrong", "hash", r"$2\frac{3}{4} + 1\frac{5}{6} = 3 + \frac{7}{12}$." + "\n#### 3 7/12", "3 7/12 = 43/12 (the carried 1 lost)"),
    m("h_m_hash_sum_angles", "A", G_DEG, "wrong", "hash", DEG + r" = 108^\circ$." + "\nThe interior angles sum to $540^\\circ$.\n#### 540", "the angle sum"),
    m("h_m_ok_hash_unreduced_slope", "B", G_SLOPE, "correct", "hash", SLOPE + "$.\n#### -6/4", "an unreduced fraction equal to -3/2"),
    m("h_m_ok_hash_nested_list", "B", G_MAT, "correct", "hash", MAT + "\n#### [[2, -4], [13, 1]]", "the matrix as a nested list of rows"),
    m("h_m_ok_hash_dfrac", "B", G_MIX, "correct", "hash", MIX + r" = \frac{55}{12}$." + "\n#### \\dfrac{55}{12}", "\\dfrac after ####"),
    m("h_m_ok_hash_tuple_nospace", "B", G_VTX, "correct", "hash", VTX + "$.\n#### (-4,-6)", "a pair without spaces"),
    m("h_m_ok_hash_cpx", "B", G_CPX, "correct", "hash", CPX + " = 11 - 10i$.\n#### 11-10i", "a complex number without spaces"),
    m("h_m_ok_hash_base_braces", "B", G_B3, "correct", "hash", B3 + " $47 = 1202_{3}$.\n#### 1202_{3}", "a braced base subscript"),
    m("h_m_ok_hash_unicode_root", "B", G_SQRT, "correct", "hash", SQRT + r" = 6\sqrt{6}$." + "\n#### 6√6", "a Unicode radical sign"),
    m("h_m_ok_bold_then_hash", "B", G_REP, "correct", "hash", REP + r" = \frac{3}{11}$." + "\n\n**Final Answer:** $\\frac{3}{11}$\n\n#### 3/11", "a bold Final Answer then a slash fraction after ####"),
    m("h_m_ok_hash_leq", "B", G_INEQ, "correct", "hash", INEQ + "\n#### -5/3 <= x <= 3", "the interval as a plain-text double inequality"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_money", "A", "10.95", "wrong", "boxed", SHOP + "Rounded, she pays about $\\boxed{11}$ dollars.", "rounded to 11"),
    g("x_cents_for_dollars", "A", "10.95", "wrong", "boxed", SHOP + "That is $\\boxed{1095}$ cents.", "dollars asked; 1095 (cents)"),
    g("x_hours_rounded_up", "A", "12.5", "wrong", "boxed", READ + "So she reads for about $\\boxed{13}$ hours.", "12.5 rounded to 13"),
    g("x_dot_thousands", "A", "29400", "wrong", "boxed", SAL + "He earns $\\boxed{29.400}$ dollars.", "debatable: 29.400 is 29.4 in English decimal notation", True),
    g("x_sci_power_slip", "A", "29400", "wrong", "boxed", SAL + "That is $\\boxed{2.94 \\times 10^3}$ dollars.", "2.94e3 = 2940"),
    g("x_percent_as_decimal", "A", "85", "wrong", "boxed", "She made 34 of 40, so 34 / 40 = <<34/40=0.85>>0.85.\nHer free-throw percentage is $\\boxed{0.85}$.", "debatable: percent asked; the box holds the fraction 0.85", True),
    g("x_sign_lost", "A", "-13", "wrong", "boxed", COLD.replace("-13 degrees", "13 degrees") + "The final temperature is $\\boxed{13}$ degrees.", "the minus sign lost"),
    g("x_ok_sci", "B", "29400", "correct", "boxed", SAL + "That is $\\boxed{2.94 \\times 10^{4}}$ dollars.", "2.94e4 = 29400"),
    g("x_ok_improper_hours", "B", "12.5", "correct", "boxed", READ + "She reads for $\\boxed{\\frac{25}{2}}$ hours.", "25/2 = 12.5"),
    g("x_ok_unicode_half", "B", "12.5", "correct", "prose", READ + "She reads for **12½ hours**.", "a Unicode one-half: 12½ = 12.5"),
    g("x_ok_trailing_zeros", "B", "10.95", "correct", "boxed", SHOP + "$\\boxed{10.950}$", "10.950 = 10.95"),
    g("x_ok_commas_decimals", "B", "29400", "correct", "boxed", SAL + "He earns $\\boxed{29,400.00}$.", "a thousands comma and .00"),
    g("x_ok_thin_space", "B", "3267", "correct", "boxed", STAD + "There are $\\boxed{3\\,267}$ people left.", "a LaTeX thin space as the thousands separator"),
    m("x_m_decimal_third", "A", G_SOCK, "wrong", "boxed", SOCK + r" \approx \boxed{0.33}$", "0.33 for 1/3"),
    m("x_m_sqrt_approx", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{6.325}$", "6.325 for 2\\sqrt10"),
    m("x_m_pi_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{2.356}$", "2.356 for 3\\pi/4"),
    m("x_m_mixed_decimal", "A", G_MIX, "wrong", "boxed", MIX + r" = \frac{55}{12} \approx \boxed{4.58}$", "4.58 for 55/12 (4.5833...)"),
    m("x_m_rationalize_slip", "A", G_RAT, "wrong", "boxed", r"$\frac{2}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \boxed{\frac{\sqrt{3}}{3}}$", "the factor 2 lost"),
    m("x_m_sqrt_wrong_factor", "A", G_SQRT, "wrong", "boxed", r"$\sqrt{8} \cdot \sqrt{27} = 2\sqrt{2} \cdot 3\sqrt{3} = \boxed{6\sqrt{3}}$", "6\\sqrt3 (\\sqrt2 dropped)"),
    m("x_m_interval_decimal", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{[-1.67, 3]}$.", "-1.67 for -5/3"),
    m("x_m_unreduced_wrong", "A", G_REP, "wrong", "boxed", r"$x = 0.2\overline{7}$ gives $90x = 25$, so $x = \boxed{\frac{25}{90}}$.", "the bar read over 7 only: 25/90 = 5/18"),
    m("x_m_matrix_entry", "A", G_MAT, "wrong", "boxed", MAT.replace("(13, 1)", "(12, 1)").replace("1 \\cdot 1 + 3 \\cdot 4", "3 \\cdot 4") + r" So the product is $\boxed{\begin{pmatrix} 2 & -4 \\ 12 & 1 \end{pmatrix}}$.", "one entry 12 for 13"),
    m("x_m_ok_repeating", "B", G_SOCK, "correct", "boxed", SOCK + r" = \boxed{0.\overline{3}}$", "debatable: 0.\\overline{3} is exactly 1/3", True),
    m("x_m_ok_unreduced", "B", G_SOCK, "correct", "boxed", SOCK + r" = \boxed{\frac{30}{90}}$", "an unreduced fraction equal to 1/3"),
    m("x_m_ok_sqrt40", "B", G_DIST, "correct", "boxed", DIST + r"$, so $d = \boxed{\sqrt{40}}$.", "an unsimplified radical equal to 2\\sqrt10"),
    m("x_m_ok_terminating_decimal", "B", G_SLOPE, "correct", "boxed", SLOPE + r" = \boxed{-1.5}$", "-1.5 = -3/2 exactly (README: 998.5 for 1997/2)"),
    m("x_m_ok_exact_then_approx", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{10}} \approx 6.32$", "the exact box, then an approximation"),
    m("x_m_ok_frac_times_pi", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{3}{4}\pi}$", "\\frac34\\pi = 3\\pi/4"),
    m("x_m_ok_two_thirds_root", "B", G_RAT, "correct", "boxed", RAT + r" = \boxed{\frac{2}{3}\sqrt{3}}$", "(2/3)\\sqrt3 = 2\\sqrt3/3"),
    m("x_m_ok_improper_slash", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{55/12}$", "a slash fraction in the box"),
    m("x_m_ok_sqrt_no_braces", "B", G_SQRT, "correct", "boxed", SQRT + r" = \boxed{6\sqrt6}$", "\\sqrt6 without braces"),

    # ================================================================ 4. negation / annotation (n_)
    g("n_not_but_slip", "A", "117", "wrong", "phrase", MUF_SLIP + "So the answer is not 117 but 127.", "'not 117 but 127': the gold negated"),
    g("n_strike_markdown", "A", "117", "wrong", "prose", MUF + "Oh, she also sold 10, so: ~~117~~ **107** muffins.", "the gold struck out in Markdown, 107 after"),
    g("n_marked_incorrect", "A", "29400", "wrong", "prose", SAL + "So the answer would be $29,400, but I think that's incorrect.", "the only value is marked incorrect"),
    g("n_only_negation", "A", "420", "no_answer", "prose", "5 dozen a day is not the same as 5 eggs a day.\nThe answer is not 35.", "only a negated value; no answer"),
    g("n_neq_box", "A", "480", "no_answer", "boxed", RUN.split("\n")[0] + "\nThe answer is $\\boxed{\\neq 8}$.", "a box holding only \\neq 8"),
    g("n_not_gold_but_missed", "A", "85", "wrong", "phrase", FT + "The answer is not 85%; it is 15%.", "the gold negated, the missed share after"),
    g("n_annot_drop_box", "A", "-13", "wrong", "boxed", COLD + "$\\boxed{18}$ (degrees dropped)", "the annotation names the drop, not the temperature"),
    g("n_wrong_mark_after", "A", "3267", "wrong", "prose", STAD + "3,267 ✗ — I don't trust this, the buses may not be full. The answer is 3,075.", "the gold marked ✗, another value last"),
    g("n_ok_annot_paren", "B", "117", "correct", "boxed", MUF + "$\\boxed{117}$ (muffins left)", "an annotation naming the quantity"),
    g("n_ok_not_but_gold", "B", "72", "correct", "phrase", BIKE + "So the answer is not 36 miles but 72 miles.", "'not 36 but 72'"),
    g("n_ok_annot_in_box", "B", "29400", "correct", "boxed", SAL + "$\\boxed{29400 \\text{ (salary plus bonus)}}$", "a \\text annotation inside the box"),
    g("n_ok_check_emoji", "B", "10.95", "correct", "prose", SHOP + "**Answer: $10.95** ✅", "a bold answer with a check emoji"),
    g("n_ok_dozen_negated_after", "B", "420", "correct", "hash", EGG + "#### 420\n(Not 35 — that is the number of dozens.)", "another value negated after the answer"),
    g("n_ok_quad_text", "B", "480", "correct", "boxed", RUN + "$\\boxed{480} \\quad \\text{minutes}$", "\\quad and a unit after the box"),
    g("n_ok_below_zero_box", "B", "-13", "correct", "boxed", COLD + "The final temperature is 13 degrees below zero, i.e. $\\boxed{-13}$.", "'below zero' in words, then the box"),
    g("n_ok_footnote", "B", "504", "correct", "boxed", PEP + "$\\boxed{504}$*\n\n*Assuming every plant gives exactly 7 peppers.", "a footnote mark and a footnote"),
    m("n_m_not_then_ordered", "A", G_COMB, "wrong", "boxed", r"The answer is not $\boxed{120}$: the three get different jobs, so order matters and it is $10 \cdot 9 \cdot 8 = \boxed{720}$.", "the gold negated, 720 boxed last"),
    m("n_m_marked_not_solution", "A", G_SYS, "wrong", "boxed", SYS + r" Checking in the first equation: $2 + 2 \cdot 3 = 8$, hmm, so $\boxed{(2, 3)}$ is not a solution.", "the model marks its own pair wrong"),
    m("n_m_complement", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{(-\infty, -\frac{5}{3}) \cup (3, \infty)}$.", "the complement of the solution set"),
    m("n_m_lost_exclusion", "A", G_DOM, "wrong", "boxed", DOM + r" The domain is $\boxed{x \le 5}$.", "x != -3 lost"),
    m("n_m_no_real_but_zero", "A", G_SET, "wrong", "boxed", r"$x^3 - 4x^2 - 5x = x(x^2 - 4x - 5)$, and $x^2 - 4x - 5$ has no real roots, so $\boxed{0}$.", "a false claim; only 0"),
    m("n_m_strike_fraction", "A", G_MIX, "wrong", "prose", MIX + r" = \frac{55}{12}$. Hmm, ~~55/12~~ 43/12 since $2 + 1 = 3$ and $\frac{7}{12}$.", "the gold struck out, 43/12 after"),
    m("n_m_claim_incorrect", "A", G_SER, "wrong", "boxed", SER + r" = \boxed{320}$ is incorrect; with $11$ terms the sum is $\boxed{385}$.", "the model marks 320 incorrect and boxes 385 (11 terms)"),
    m("n_m_not_radians", "A", G_RAD, "wrong", "boxed", r"The answer is $\boxed{135^\circ}$ (not $\frac{3\pi}{4}$, since we keep degrees).", "degrees boxed; the radian gold negated"),
    m("n_m_ok_rather_than", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{120}$, rather than $10 \cdot 9 \cdot 8 = 720$, since order does not matter.", "another value named after the box with 'rather than'"),
    m("n_m_ok_setminus", "B", G_DOM, "correct", "boxed", DOM + r" So the domain is $\boxed{(-\infty, 5] \setminus \{-3\}}$.", "the same set written with \\setminus"),
    m("n_m_ok_text_both_check", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-2, \frac{3}{2}}$ (both check in the original equation)", "an annotation after the box"),
    m("n_m_ok_conjugate_after", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{11 - 10i}$, and its conjugate is $11 + 10i$.", "the conjugate named after the box"),
    m("n_m_ok_check_vertex", "B", G_VTX, "correct", "boxed", VTX + r"$, so the vertex is $\boxed{(-4, -6)}$ ✓", "a check mark after the box"),
    m("n_m_ok_nonstrict_note", "B", G_INEQ, "correct", "boxed", INEQ + r" So $x \in \boxed{\left[-\frac{5}{3}, 3\right]}$ (both endpoints included, since the inequality is not strict).", "a 'not strict' annotation after the box"),
    m("n_m_ok_deg_not_rad", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{108^\circ}$, not $\frac{3\pi}{5}$ radians.", "the radian form negated after the degree box"),
    m("n_m_ok_swapped_rejected", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(2, 3)}$ (the pair $(3, 2)$ does not satisfy $x + 2y = 8$)", "the swapped pair rejected after the box"),

    # ================================================================ 5. units / restated in other words (u_)
    g("u_hours_box", "A", "480", "wrong", "boxed", RUN + "That is 8 hours.\nHe runs $\\boxed{8}$ hours.", "minutes asked; the box holds hours"),
    g("u_min_abbrev_for_hours", "A", "12.5", "wrong", "boxed", READ_MIN + "$\\boxed{750 \\text{ min}}$", "hours asked; minutes boxed"),
    g("u_dozen_box", "A", "420", "wrong", "boxed", "5 dozen a day for 7 days is 35 dozen.\nThe farm collects $\\boxed{35}$ dozen eggs.", "eggs asked; 35 dozen"),
    g("u_dollar_box_for_cents", "A", "260", "wrong", "boxed", PEN + "That is $\\boxed{\\$2.60}$.", "cents asked; dollars boxed"),
    g("u_count_for_pct", "A", "85", "wrong", "boxed", "She made $\\boxed{34}$ of her 40 free throws.", "percent asked; the count boxed"),
    g("u_per_day_box", "A", "420", "wrong", "boxed", EGG + "So the farm collects $\\boxed{60}$ eggs per day.", "the per-day value boxed last"),
    g("u_plants_box", "A", "504", "wrong", "boxed", PEP + "The garden has $\\boxed{72}$ plants.", "the number of plants"),
    g("u_ok_min_text", "B", "480", "correct", "boxed", RUN + "$\\boxed{480\\text{ min}}$", "a min unit in the box"),
    g("u_ok_minutes_gloss_hours", "B", "480", "correct", "prose", RUN + "He runs 480 minutes in total (that's 8 hours).", "the minutes asked, glossed in hours"),
    g("u_ok_hrs", "B", "12.5", "correct", "boxed", READ + "$\\boxed{12.5 \\text{ hrs}}$", "hrs in the box"),
    g("u_ok_hours_and_minutes", "B", "12.5", "correct", "prose", READ_MIN + "That is 12 hours and 30 minutes.", "debatable: 12 h 30 min = 12.5 hours, the quantity asked in mixed units", True),
    g("u_ok_cents_text", "B", "260", "correct", "boxed", PEN + "$\\boxed{260\\text{¢}}$", "a cents sign in \\text"),
    g("u_ok_cents_dollar_gloss", "B", "260", "correct", "prose", PEN + "He spends 260 cents, which is $2.60.", "the cents asked, glossed in dollars"),
    g("u_ok_eggs_dozen_gloss", "B", "420", "correct", "boxed", EGG + "$\\boxed{420}$ eggs, or 35 dozen.", "the eggs asked, glossed in dozens"),
    g("u_ok_pct_box", "B", "85", "correct", "boxed", FT + "$\\boxed{85\\%}$", "\\% in the box"),
    g("u_ok_temp_fahrenheit", "B", "-13", "correct", "boxed", COLD + "$\\boxed{-13^\\circ \\text{F}}$", "a degree sign and F"),
    m("u_m_sum_not_each", "A", G_DEG, "wrong", "boxed", r"The interior angles of a pentagon sum to $\boxed{540^\circ}$.", "the sum, not each angle"),
    m("u_m_exterior", "A", G_DEG, "wrong", "boxed", r"Each exterior angle of a regular pentagon is $\frac{360^\circ}{5} = \boxed{72^\circ}$.", "the exterior angle"),
    m("u_m_midpoint", "A", G_DIST, "wrong", "boxed", r"The midpoint is $\left(\frac{-2 + 4}{2}, \frac{3 + 5}{2}\right) = \boxed{(1, 4)}$.", "the midpoint, not the distance"),
    m("u_m_percent_prob", "A", G_SOCK, "wrong", "boxed", SOCK + r" \approx \boxed{33\%}$", "a rounded percent"),
    m("u_m_term_count", "A", G_SER, "wrong", "boxed", r"The series has $\frac{59 - 5}{6} + 1 = \boxed{10}$ terms.", "the number of terms"),
    m("u_m_y_intercept", "A", G_VTX, "wrong", "boxed", r"At $x = 0$, $y = 10$, so the point is $\boxed{(0, 10)}$.", "the y-intercept, not the vertex"),
    m("u_m_modulus", "A", G_CPX, "wrong", "boxed", CPX + r" = 11 - 10i$, whose modulus is $\boxed{\sqrt{221}}$.", "the modulus boxed last"),
    m("u_m_ok_circ_braces", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{108^{\circ}}$", "^{\\circ} with braces"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{3\pi}{4}\text{ rad}}$", "rad after the value"),
    m("u_m_ok_paren_base", "B", G_B3, "correct", "boxed", B3 + r" $\boxed{(1202)_3}$", "the numeral in parentheses with the base"),
    m("u_m_ok_units_text", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{10}\text{ units}}$", "units inside the box"),
    m("u_m_ok_pct_gloss", "B", G_SOCK, "correct", "boxed", SOCK + r" = \boxed{\frac{1}{3}}$ (about $33.3\%$)", "the exact box, then a percent gloss"),
    m("u_m_ok_base_prose", "B", G_B3, "correct", "prose", B3 + " so $47$ in base $3$ is $1202$.", "the base in words in a closing sentence"),
    m("u_m_ok_m_equals", "B", G_SLOPE, "correct", "boxed", SLOPE + r"$, so $\boxed{m = -\frac{3}{2}}$.", "m = in the box"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_hold_on_new", "A", "117", "wrong", "boxed", MUF + "$\\boxed{117}$\n\nHold on — she also ate 3 herself, so 117 - 3 = 114.\n\n$\\boxed{114}$", "Hold on: a new box 114 last"),
    g("r_reread_slip", "A", "72", "wrong", "hash", BIKE + "#### 72\n\nLet me re-read the problem... the second part is 2 hours, not 3: 2 * 12 = 24, so 36 + 24 = 60.\n#### 60", "Let me re-read: a misreading, #### 60 last"),
    g("r_actually_no_monthly", "A", "29400", "wrong", "phrase", SAL + "The answer is $29,400.\n\nActually no, the bonus is paid every month: 12 * 1200 = 14,400, so 28,200 + 14,400 = 42,600.\nThe answer is $42,600.", "Actually no: 42600 last"),
    g("r_misread_price", "A", "10.95", "wrong", "hash", SHOP + "#### 10.95\n\nI think I misread: the pens are $1.85 each, so 2 * 1.85 = 3.70 and 7.35 + 3.70 = 11.05.\n#### 11.05", "I think I misread: 11.05 last"),
    g("r_verify_changes", "A", "420", "wrong", "lastline", EGG + "Let me verify: 5 * 12 = 60 and 60 * 7 = 420. Hmm, but the hens rest one day a week, so 60 * 6 = 360.\n\n**Final Answer:** 360", "a verification that turns into a change: 360 last"),
    g("r_reconsider_full_hours", "A", "12.5", "wrong", "boxed", READ + "$\\boxed{12.5}$\n\nLet me reconsider. The question asks for full hours, so $\\boxed{12}$.", "Let me reconsider: 12 last"),
    g("r_recalculating", "A", "85", "wrong", "boxed", FT + "$\\boxed{85}$\n\nRecalculating: 34 / 40 = 0.8, so 80%.\n\n$\\boxed{80}$", "Recalculating with a slip: 80 last"),
    g("r_final_block_then_think", "A", "-13", "wrong", "boxed", COLD + "\n" + r1final("-13") + "\n\n<think>\nWait, it only falls for 5 hours: 5 - 15 = -10.\n</think>\n\n" + r1final("-10"), "a second think and Final Answer block: -10 last"),
    g("r_qwen_then_wait", "A", "260", "wrong", "boxed", PEN + QWEN_END.format("260") + "\n\nWait, the erasers were 65 cents each: 2 * 65 = 130, so 140 + 130 = 270.\n\nTherefore, the final answer is: $\\boxed{270}$.", "Wait after Qwen's closing line: 270 last"),
    g("r_ok_verify_tick", "B", "117", "correct", "boxed", MUF + "$\\boxed{117}$\n\nLet me verify: 117 + 27 = 144 = 9 × 16. ✓", "a verification after the box"),
    g("r_ok_hold_on_back", "B", "72", "correct", "boxed", "First part: 2 * 18 = 36 miles. Second part: 2 * 12 = 24 miles. Total 60.\n\nHold on, the second part is 3 hours: 3 * 12 = 36, so 36 + 36 = 72.\n\n$\\boxed{72}$", "Hold on: the gold last"),
    g("r_ok_recompute", "B", "29400", "correct", "hash", "12 * 2350 = 27,200, plus 1,200 is 28,400.\n\nHmm, let me recompute: 12 * 2350 = 28,200. Plus 1,200 = 29,400.\n#### 29400", "Hmm, let me recompute: the gold last"),
    g("r_ok_error_final_block", "B", "10.95", "correct", "boxed", "3 * 2.45 = 7.35 and 2 * 1.80 = 3.60, so 7.35 + 3.60 = 10.55.\n\nI made an error in the addition: 7.35 + 3.60 = 10.95.\n\n" + r1final("10.95"), "I made an error: a final block with the gold"),
    g("r_ok_wait_keeps", "B", "420", "correct", "hash", EGG + "#### 420\n\nWait — is it 5 dozen per day? Yes. So 420 stands.", "a Wait that keeps the value"),
    g("r_ok_reread_units", "B", "480", "correct", "boxed", RUN + "That is 8 hours. Let me re-read the question: it asks for minutes. So 480 minutes.\n\n$\\boxed{480}$", "Let me re-read: back to the minutes asked"),
    g("r_ok_alt_method", "B", "12.5", "correct", "boxed", READ + "$\\boxed{12.5}$\n\nAlternatively: 50 minutes is 5/6 of an hour, and 15 * 5/6 = 12.5 ✓", "a second method after the box"),
    g("r_ok_sanity", "B", "504", "correct", "hash", PEP + "#### 504\n\nSanity check: about 500 peppers from 72 plants seems reasonable.", "a sanity remark with a round number after ####"),
    g("r_ok_think_recompute_tag", "B", "3267", "correct", "tag", th("3250 + 192 = 3442. 3442 - 175 = 3277.\nLet me recompute: 3442 - 175 = 3267.\n") + "<answer>3267</answer>", "Let me recompute in the thinking; the tag the gold"),
    m("r_m_reconsider_sign", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{11 - 10i}$" + "\n\nHmm, let me reconsider: $-8i^2 = -8$, so $3 - 10i - 8 = \\boxed{-5 - 10i}$.", "a mistaken reconsideration, last"),
    m("r_m_actually_open", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{[-\frac{5}{3}, 3]}$." + "\n\nActually, absolute-value inequalities give open intervals: $\\boxed{(-\\frac{5}{3}, 3)}$.", "Actually: an open interval last"),
    m("r_m_misread_replacement", "A", G_SOCK, "wrong", "boxed", SOCK + r" = \boxed{\frac{1}{3}}$" + "\n\nI think I misread — the first sock is put back. Then $\\left(\\frac{6}{10}\\right)^2 = \\boxed{\\frac{9}{25}}$.", "I think I misread: 9/25 last"),
    m("r_m_verify_drops_root", "A", G_ROOTS, "wrong", "boxed", ROOTS + "\n\nLet me verify $x = \\frac{3}{2}$: $2 \\cdot \\frac{9}{4} + \\frac{3}{2} - 6 = 0$. Hmm, that gives $\\frac{9}{2} + \\frac{3}{2} - 6 = 1$? So only $\\boxed{-2}$.", "a verification slip drops a root: -2 only"),
    m("r_m_final_block_redo", "A", G_VTX, "wrong", "boxed", VTX + "$.\n\n" + r1final(G_VTX) + "\n\nWait, completing the square: $y = (x - 4)^2 - 6$, so the vertex is $(4, -6)$.\n\n" + r1final("(4, -6)"), "a second Final Answer block (4, -6)"),
    m("r_m_recompute_terms", "A", G_SER, "wrong", "boxed", SER + r" = 320$." + "\n\nLet me recompute the number of terms: $\\frac{59 - 5}{6} = 9$, so the sum is $\\frac{9 \\cdot 64}{2} = \\boxed{288}$.", "Let me recompute: 288 last (the +1 lost)"),
    m("r_m_minerva_correction", "A", G_MIX, "wrong", "phrase", MIX + r" = \frac{55}{12}$." + "\n" + MINERVA.format(r"$\frac{55}{12}$") + "\n\nCorrection: $\\frac{11}{4} = \\frac{32}{12}$, so " + MINERVA.format(r"$\frac{54}{12}$"), "a second Minerva line after a false correction"),
    m("r_m_tag_then_retract", "A", G_FUNC, "wrong", "tag", th(FUNC + " = 21$\n") + "<answer>21</answer>\n\nHmm, actually $f(2) = 12 - 8 + 1 = 5$, I used the wrong sign.\n<answer>5</answer>", "a second tag 5 after a false retraction"),
    m("r_m_ok_hold_on", "B", G_CPX, "correct", "boxed", r"$(3 + 2i)(1 - 4i) = 3 - 10i - 8 = -5 - 10i$. Hold on: $-8i^2 = +8$. So the product is $\boxed{11 - 10i}$.", "Hold on: the gold last"),
    m("r_m_ok_reread", "B", G_DEG, "correct", "boxed", r"The angles sum to $540^\circ$. Let me re-read: it asks for each angle. So $\frac{540}{5} = \boxed{108}$.", "Let me re-read: from the sum to each angle"),
    m("r_m_ok_verify_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-2, \frac{3}{2}}$" + "\n\nVerification: $2(4) - 2 - 6 = 0$ ✓ and $2 \\cdot \\frac{9}{4} + \\frac{3}{2} - 6 = 0$ ✓", "a verification after the box"),
    m("r_m_ok_mistake_base", "B", G_B3, "correct", "boxed", r"Remainders $2, 0, 2, 1$, so $2021_3$. I made a mistake: the remainders are read from bottom to top, so $47 = \boxed{1202_3}$.", "I made a mistake: the gold last"),
    m("r_m_ok_block_then_check", "B", G_REP, "correct", "boxed", REP + r" = \frac{3}{11}$." + "\n\n" + r1final(r"\frac{3}{11}") + "\n\nCheck: $\\frac{3}{11} = 0.272727\\ldots$ ✓", "a decimal check after the final block"),
    m("r_m_ok_recompute_sqrt", "B", G_SQRT, "correct", "boxed", r"$\sqrt{8} \cdot \sqrt{27} = \sqrt{216} = 4\sqrt{6}$. Let me recompute: $216 = 36 \cdot 6$, so $\boxed{6\sqrt{6}}$.", "Let me recompute: the gold last"),
    m("r_m_ok_long_think_slope", "B", G_SLOPE, "correct", "boxed", SLOPE_LONG + "The slope is $-\\frac{3}{2}$.\n\n" + r1final(r"-\frac{3}{2}"), "the candidate -2/3 in the thinking; the final block the gold"),
    m("r_m_ok_second_box_dfrac", "B", G_SOCK, "correct", "boxed", SOCK + r" = \boxed{\frac{1}{3}}$." + "\n\nDouble-checking with combinations: $\\frac{\\binom{6}{2}}{\\binom{10}{2}} = \\frac{15}{45} = \\boxed{\\dfrac13}$.", "a second box agreeing, \\dfrac13 without braces"),

    # ================================================================ 7. invented turns / continuations / reported (q_)
    g("q_fewshot_gold", "A", "117", "wrong", "hash", MUF_SLIP + "#### 127\n\nQuestion: A baker makes 144 muffins and gives away 27. How many are left?\nAnswer: 144 - 27 = <<144-27=117>>117\n#### 117", "the answer is 127; the gold only in an invented few-shot Question/Answer"),
    g("q_instruction_response", "A", "72", "wrong", "hash", "2 * 18 = 36 and 2 * 12 = 24, so 60 miles.\n#### 60\n\n### Instruction:\nRecheck the second part of the trip.\n\n### Response:\n3 * 12 = 36, so 72.\n#### 72", "the answer is 60; the gold only after an invented Alpaca Instruction/Response"),
    g("q_user_pipe_gold", "A", "29400", "wrong", "hash", SAL_NOB + "#### 28200<|user|>\nYou forgot the bonus. It's 29400.", "the answer is 28200; the gold only in an invented <|user|> turn"),
    g("q_USER_ASSISTANT", "A", "10.95", "wrong", "hash", "7.35 + 3.80 = 11.15\n#### 11.15\nUSER: The pens are $1.80, so isn't it $10.95?\nASSISTANT: Yes, $10.95.", "the answer is 11.15; the gold only in an invented USER/ASSISTANT exchange"),
    g("q_teacher_says", "A", "10.95", "wrong", "hash", "My teacher said the answer is $10.95, but I get 7.35 + 3.80 = 11.15.\n#### 11.15", "the gold only reported; own answer 11.15"),
    g("q_restated_only", "A", "420", "no_answer", "none", "We need to find how many eggs the farm collects in 7 days if it collects 5 dozen eggs each day.", "the question restated, no answer"),
    g("q_im_start_bare", "A", "-13", "wrong", "hash", "The temperature falls 3 * 5 = 15 degrees.\nSo it ends at 5 - 15 = -10 degrees.\n#### -10\n<|im_start|>user\nIsn't it 6 hours, so -13?", "the answer is -10; -13 only after an invented user turn"),
    g("q_endoftext_human", "A", "260", "wrong", "hash", "4 * 35 + 2 * 65 = 140 + 130 = 270.\n#### 270<|endoftext|>Human: The erasers are 60 cents: 140 + 120 = 260.", "the answer is 270; the gold only after <|endoftext|>Human:"),
    g("q_invented_choices", "A", "3267", "wrong", "phrase", STAD + "\n(A) 3267  (B) 3442  (C) 3617\n\nThe answer is (B).", "an invented multiple choice; the letter chosen names 3442"),
    g("q_ok_fewshot_after", "B", "117", "correct", "hash", MUF + "#### 117\n\nQuestion: A farmer has 12 cows and buys 8 more. How many cows does he have?\nAnswer: 12 + 8 = <<12+8=20>>20\n#### 20", "an invented few-shot continuation after the answer"),
    g("q_ok_instruction_after", "B", "72", "correct", "hash", BIKE + "#### 72\n\n### Instruction:\nSolve the next problem.\n\n### Response:\n#### 15", "an invented Alpaca turn with another #### after the answer"),
    g("q_ok_user_pipe_after", "B", "29400", "correct", "hash", SAL + "#### 29400<|user|>\nWhat if he had no bonus?<|assistant|>\n#### 28200", "an invented <|user|>/<|assistant|> exchange after the answer"),
    g("q_ok_key_wrong_reported", "B", "10.95", "correct", "hash", "The answer key says $11.15, but 7.35 + 3.60 = 10.95.\n#### 10.95", "a wrong key value reported, own answer the gold"),
    g("q_ok_USER_after", "B", "420", "correct", "hash", EGG + "#### 420\nUSER: And in dozens?\nASSISTANT: 35 dozen.", "an invented USER/ASSISTANT exchange after the answer"),
    g("q_ok_eot_after", "B", "480", "correct", "boxed", RUN + "$\\boxed{480}$" + EOT_USER + "What about in hours?", "an invented Llama user turn after the box"),
    g("q_ok_student_might", "B", "12.5", "correct", "hash", "A student might answer 750, but that is in minutes.\n" + READ + "#### 12.5", "a reported wrong value, then the gold"),
    g("q_ok_choices_gold", "B", "3267", "correct", "phrase", STAD + "\n(A) 3442  (B) 3267  (C) 3617\n\nThe answer is (B) 3267.", "an invented multiple choice; the letter and the value the gold"),
    m("q_m_next_problem_gold", "A", G_SOCK, "wrong", "boxed", r"$\left(\frac{6}{10}\right)^2 = \boxed{\frac{9}{25}}$" + "\n\nProblem: Two socks are drawn without replacement. What is the probability both are black?\nSolution: $\\frac{6}{10} \\cdot \\frac{5}{9} = \\boxed{\\frac{1}{3}}$", "the answer is 9/25; the gold only in an invented next Problem"),
    m("q_m_user_exact", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{6.32}$" + "\n\nUser: exact form please\nAssistant: $\\boxed{2\\sqrt{10}}$", "a decimal boxed; the exact form only in an invented turn"),
    m("q_m_textbook_reported", "A", G_INEQ, "wrong", "boxed", r"The textbook gives $[-\frac{5}{3}, 3]$, but I think it's $\boxed{[-3, \frac{5}{3}]}$.", "the gold only reported; own answer [-3, 5/3]"),
    m("q_m_chatml_both", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" The answer is $\boxed{\frac{3}{2}}$." + IM_USER + "Both roots please." + IM_ASSIST + r"$\boxed{-2, \frac{3}{2}}$", "one root boxed; both only in an invented assistant turn"),
    m("q_m_human_matrix", "A", G_MAT, "wrong", "boxed", r"The product is $\boxed{\begin{pmatrix} 2 & -4 \\ 13 & 5 \end{pmatrix}}$." + "\n\nHuman: Entry (2,2) should be $-2 + 3 = 1$, giving $\\begin{pmatrix} 2 & -4 \\\\ 13 & 1 \\end{pmatrix}$.", "a wrong matrix boxed; the gold only in an invented Human turn"),
    m("q_m_suppose_only", "A", G_RAD, "no_answer", "none", r"Suppose the answer were $\frac{3\pi}{4}$; then the sine would be $\frac{\sqrt{2}}{2}$. I'd need to confirm the conversion factor first.", "only a supposition"),
    m("q_m_choices_letter", "A", G_COMB, "wrong", "phrase", r"(A) $120$ (B) $720$ (C) $1000$" + "\n\nSince the order of selection matters, the answer is (B).", "an invented multiple choice; the letter names 720"),
    m("q_m_response_after", "A", G_POLY, "wrong", "boxed", r"$(2x - 5)^2 = \boxed{4x^2 - 25}$" + "\n\n### Response:\n$\\boxed{4x^2 - 20x + 25}$", "a wrong expansion boxed; the gold only after an invented Response header"),
    m("q_m_ok_next_problem", "B", G_SOCK, "correct", "boxed", SOCK + r" = \boxed{\frac{1}{3}}$" + "\n\nProblem: What is the probability both socks are white?\nSolution: $\\frac{4}{10} \\cdot \\frac{3}{9} = \\boxed{\\frac{2}{15}}$", "an invented next Problem with its own box after the answer"),
    m("q_m_ok_user_decimal", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{10}}$" + "\n\nUser: as a decimal?\nAssistant: about 6.32", "an invented User/Assistant exchange with a decimal after the box"),
    m("q_m_ok_key_reported", "B", G_INEQ, "correct", "boxed", r"The answer key says $(-\frac{5}{3}, 3)$, but the inequality is non-strict, so $x \in \boxed{[-\frac{5}{3}, 3]}$.", "a wrong key value reported, own box the gold"),
    m("q_m_ok_im_after", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-2, \frac{3}{2}}$" + IM_USER + "What is the sum of the roots?", "an invented ChatML user turn after the box"),
    m("q_m_ok_eot_after", "B", G_VTX, "correct", "boxed", VTX + r"$, so the vertex is $\boxed{(-4, -6)}$." + EOT_USER + "What is the axis of symmetry?", "an invented Llama user turn after the box"),
    m("q_m_ok_choices_gold", "B", G_COMB, "correct", "phrase", r"(A) $720$ (B) $120$ (C) $30$" + "\n\n" + COMB + " = 120$, so the answer is (B) $120$.", "an invented multiple choice; the letter and value the gold"),
    m("q_m_ok_endoftext_human", "B", G_MAT, "correct", "boxed", MAT + r" So $AB = \boxed{\begin{pmatrix} 2 & -4 \\ 13 & 1 \end{pmatrix}}$.<|endoftext|>Human: what is $BA$?", "<|endoftext|>Human: after the box"),
    m("q_m_ok_quote_problem", "B", G_FUNC, "correct", "boxed", "> If $f(x) = 3x^2 - 4x + 1$, find $f(-2)$.\n\n" + FUNC + r" = \boxed{21}$", "the problem quoted first"),

    # ================================================================ 8. token-cap cuts, loops and bad input (b_)
    g("b_cut_prefix_box", "A", "117", "no_answer", "none", MUF.split("\n")[0] + "\nAfter giving away 27, she has $\\boxed{11", "cut at the token cap inside the box after '11' (a prefix of the gold)"),
    g("b_cut_hash_comma", "A", "29400", "no_answer", "none", SAL_NOB + "Adding the bonus:\n#### 29,", "cut at the token cap inside the #### number ('29,')"),
    g("b_cut_therefore", "A", "72", "no_answer", "none", BIKE.split("\n")[0] + "\n" + BIKE.split("\n")[1] + "\nTherefore, the total distance is", "cut at the token cap before the value"),
    g("b_cut_long_think", "A", "3267", "no_answer", "none", "<think>\nStart with 3250 people. Four buses of 48: 4 times 48 is 192. 3250 + 192 = 3442. Then 175 leave. 3442 - 175... 3442 - 200 = 3242, plus", "cut inside the thinking"),
    g("b_loop_hedge_cut", "A", "420", "no_answer", "none", EGG.split("\n")[0] + "\n" + "Is the answer 420 or 35? " * 900, "a hedge loop, never committing, cut at the token cap"),
    g("b_nul_in_think", "A", "480", "no_answer", "tag", th(RUN.replace("80 minutes.", "80 min\x00utes.")) + "<answer>480</answer>", "a NUL inside the thinking: bad input (NUL rule)"),
    g("b_cut_final_answer_label", "A", "12.5", "no_answer", "none", READ_MIN + "750 / 60 =\n\n**Final Answer:** ", "cut right after the Final Answer label"),
    g("b_empty_hash_endoftext", "A", "260", "no_answer", "hash", PEN.split("\n")[0] + "\n#### <|endoftext|>", "an empty #### then an end-of-text token"),
    g("b_ok_eos_s", "B", "117", "correct", "hash", MUF + "#### 117</s>", "an end-of-sequence </s> right after the value"),
    g("b_ok_eot_id", "B", "72", "correct", "boxed", BIKE + "$\\boxed{72}$<|eot_id|>", "a Llama <|eot_id|> after the box"),
    g("b_ok_crlf_tags", "B", "29400", "correct", "tag", (th(SAL) + "<answer>29400</answer>").replace("\n", "\r\n"), "CRLF line ends in think and answer tags"),
    g("b_ok_endoftext_padding", "B", "10.95", "correct", "hash", SHOP + "#### 10.95" + "<|endoftext|>" * 20, "twenty end-of-text tokens of padding after the value"),
    g("b_ok_huge_no_open_think", "B", "420", "correct", "boxed", HUGE_EGG + r1final("420"), "a ~90 KB thinking with no opening tag, then an R1 final block"),
    g("b_ok_md_heading", "B", "3267", "correct", "answer_heading", STAD + "\n### Final Answer\n\n3267", "a Markdown Final Answer heading, the value on its own line"),
    g("b_ok_unicode_minus_box", "B", "-13", "correct", "boxed", COLD + "$\\boxed{\u221213}$", "a Unicode minus inside the box"),
    m("b_m_cut_in_frac", "A", G_SOCK, "no_answer", "none", SOCK + r" = \boxed{\frac{1}{", "cut inside the box's fraction"),
    m("b_m_cut_in_sqrt", "A", G_DIST, "no_answer", "none", DIST + r" = \boxed{2\sqrt{1", "cut inside the radical ('2\\sqrt{1')"),
    m("b_m_cut_matrix", "A", G_MAT, "no_answer", "none", MAT + r" So $\boxed{\begin{pmatrix} 2 & -4 \\ 13", "cut inside the matrix"),
    m("b_m_cut_block_after_think", "A", G_RAD, "no_answer", "none", RAD_LONG + "**Final Answer**\n\\[\n\\boxed{\\frac{3\\pi", "debatable: the thinking reaches 3\\pi/4 but the answer block is cut inside the box", True),
    m("b_m_loop_cut", "A", G_POLY, "no_answer", "none", r"$(2x - 5)^2 = (2x - 5)(2x - 5)$. " + r"Expanding, $(2x - 5)(2x - 5) = $ " * 2500, "a repetition loop cut at the token cap"),
    m("b_m_nul_box", "A", G_DEG, "no_answer", "boxed", DEG + r" = \boxed{10" + "\x00" + "8}$", "a NUL inside the box: bad input"),
    m("b_m_refusal", "A", G_SER, "no_answer", "none", "I'm sorry, but I can't determine the sum because the series could continue past 59.", "a refusal"),
    m("b_m_empty_tag_newline", "A", G_FUNC, "no_answer", "tag", th(FUNC + " = 21$\n") + "<answer>\n</answer>", "an empty tag (a newline only); 21 only in the thinking"),
    m("b_m_ok_crlf_box", "B", G_SLOPE, "correct", "boxed", (SLOPE + "$.\n\nSo the slope is $\\boxed{-\\frac{3}{2}}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_endoftext", "B", G_SER, "correct", "boxed", SER + r" = \boxed{320}$<|endoftext|>", "an end-of-text token after the box"),
    m("b_m_ok_multiline_matrix_box", "B", G_MAT, "correct", "boxed", MAT + "\n\n\\[\n\\boxed{\n\\begin{pmatrix}\n2 & -4 \\\\\n13 & 1\n\\end{pmatrix}\n}\n\\]", "a box spanning several lines"),
    m("b_m_ok_huge_think", "B", G_SER, "correct", "tag", HUGE_SER + "<answer>320</answer>", "a ~90 KB think block, then the tag"),
    m("b_m_ok_bom_tag", "B", G_POLY, "correct", "tag", "\ufeff" + th(POLY + " = 4x^2 - 20x + 25$\n") + "<answer>4x^2 - 20x + 25</answer>", "a BOM first"),
    m("b_m_ok_qwen_paren_box", "B", G_REP, "correct", "boxed", qwen("We convert the repeating decimal to a fraction.", ("Set up", r"Let \(x = 0.\overline{27}\), so \(100x = 27.\overline{27}\)."), ("Subtract", r"\(99x = 27\), so \(x = \frac{27}{99} = \frac{3}{11}\).")) + r"Thus, the answer is \(\boxed{\frac{3}{11}}\).", "Qwen steps and a \\( \\) box"),
    m("b_m_ok_llama_end", "B", G_RAT, "correct", "boxed", llama(("Multiply by the conjugate", r"$\frac{2}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}}$"), ("Simplify", r"$\frac{2\sqrt{3}}{3}$")) + LLAMA_END.format(r"\frac{2\sqrt{3}}{3}"), "Llama steps and closing line"),
]
# fmt: on

DECISIONS = {
    "x_dot_thousands": (
        "reject",
        "an English completion with a decimal point: 29.400 reads as 29.4, not 29,400; the dot-thousands notation belongs to other languages (round 137)",
    ),
    "x_percent_as_decimal": (
        "reject",
        "the question asks for a percentage and the gold is 85; 0.85 is the fraction made, another value on the percent scale",
    ),
    "x_m_ok_repeating": (
        "accept",
        "0.\\overline{3} is exactly 1/3 (a repeating-decimal notation, not a rounded decimal); README: equal in value, written differently, is correct",
    ),
    "u_ok_hours_and_minutes": (
        "accept",
        "12 hours and 30 minutes is exactly 12.5 hours, the quantity asked, written in mixed units",
    ),
    "b_m_cut_block_after_think": (
        "reject",
        "the value is only in the thinking; the answer block is cut inside the box, so there is no final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam138", CASES, [], DECISIONS)
