r"""Build adversarial_redteam142.jsonl: round 142 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam142"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 136 to 141, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py, 140.py and 141.py (structure, docstring, label conventions,
DECISIONS), plus the probe ids of rounds 137-139 (read to AVOID their shapes), were read; no probe of
theirs is copied (new problems, new golds, new wording).

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
"x = 3", "= 3", `\$18.00`). Shapes leaned on more than in rounds 136-141: two `####` lines that
disagree, an equation in the tag whose FIRST number is the gold, `{,}` LaTeX thousands separators,
the DeepSeek end-of-sentence token `<｜end▁of▁sentence｜>`, Zephyr / Gemma / Alpaca / [INST] invented
turns (`<|user|>`, `<start_of_turn>user`, `### Instruction:`, `[INST]`), "Oops" / "Correction:" /
"On closer inspection" retractions, "Let me double-check" checks that recompute the same value,
inequalities written for interval golds, a repeating decimal exactly equal to a fraction gold, number
words, scientific notation, cuts inside a box whose digits so far are a prefix of the gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 batches of 18 muffins, 89 sold -> 19 (6*18 = 108; 108 - 89 = 19; slip 29 with 79 sold);
train 2 h at 65 mph + 1.5 h at 50 mph -> 205 miles (130 + 75; average 205/3.5 = 58.57...); saves
35 % of $3,200 a month, a year -> 13440 (1120 a month; 1120*12 = 13440; spends 2080 a month); 3
shirts at $14.50 + shoes at $36.25 -> 79.75 (43.50 + 36.25; change from $100: 20.25; rounded 80);
7 dozen eggs a week for 4 weeks, EGGS asked -> 336 (84 a week; 84*4 = 336 = 28 dozen); 4 episodes
of 1 h 25 min, MINUTES asked -> 340 (85*4 = 340 = 5 h 40 min ~ 5.67 h); 40 min a day for 21 days,
HOURS asked -> 14 (840 minutes / 60); 13 of 20 free throws, percent asked -> 65 (0.65; missed 35);
5 degrees, dropping 3 an hour for 6 hours -> -13 (3*6 = 18; 5 - 18 = -13; 5 hours: -10); 5 apples
at 45 cents + 4 bananas at 30 cents, CENTS asked -> 345 (225 + 120 = 345 = $3.45); orchard 1,860
apples + 4 crates of 215 - 540 sold -> 2180 (860; 2720; 2720 - 540 = 2180); Mia has 4 times Leo's
stickers, 95 together, Mia's asked -> 76 (5x = 95, Leo 19); $1,500 bonus, 2/5 on a phone, 1/3 of
the rest saved -> 300 (600 spent; 900 left; 900/3 = 300; 600 left after saving).
MATH: two green from 4 green, 6 yellow without replacement -> 2/15 (4/10 * 3/9 = 12/90; 0.1333...;
with replacement 16/100 = 4/25); distance (-2, 1) to (4, 3) -> 2\sqrt{10} (36 + 4 = 40; ~6.3246;
2\sqrt{20} = \sqrt{80} is wrong); |3x - 2| <= 7 -> [-5/3, 3] (-5 <= 3x <= 9); 2x^2 - 7x + 3 = 0 ->
1/2, 3 ((2x - 1)(x - 3)); (3 + 2i)/(1 - i) -> 1/2 + 5i/2 ((3 + 2i)(1 + i)/2 = (3 + 5i - 2)/2;
conjugate 1/2 - 5i/2); 300 degrees -> 5\pi/3 (~5.2360); [[2, 0], [1, 3]][[1, 4], [-2, 1]] ->
[[2, 8], [-5, 7]] (1 - 6 = -5, 4 + 3 = 7); interior angle of a regular octagon -> 135 (1080/8;
exterior 45; 3\pi/4 rad); 77 in base 5 -> 302_5 (75 + 0 + 2; reversed 203_5 = 53); 4 1/3 - 2 3/4 ->
19/12 (52/12 - 33/12 = 1 7/12; slip 1 5/12); x^3 - 4x^2 - 5x = 0 -> -1, 0, 5 (x(x - 5)(x + 1)); (2x
- 5)^2 -> 4x^2 - 20x + 25; 3x - y = 10, x + 2y = 8 -> (4, 2) (7x = 28; check 12 - 2, 4 + 4);
0.\overline{27} -> 3/11 (27/99; 27/100 wrong); C(8, 3) -> 56 (336/6; ordered 336); \sqrt{200} -
\sqrt{32} -> 6\sqrt{2} (10\sqrt2 - 4\sqrt2; \sqrt{72}; ~8.485; \sqrt{168} slip); h(x) = 3x^2 - 2x + 1
at -2 -> 17 (12 + 4 + 1; h(2) = 9); domain of \sqrt{x - 1}/(x - 4) -> [1, 4) \cup (4, \infty);
vertex of y = 2x^2 + 8x + 3 -> (-2, -5) (x = -8/4; 8 - 16 + 3); \log_3 81 -> 4; 5 + 9 + ... + 49 ->
324 (12 terms; 12*54/2; 11 terms 11*50/2 = 275).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, repeating decimals, scientific notation, number words), `n_`
negation / strike-out / annotation inside or after the answer, `u_` units and answers restated in
other words (percent, dozen, cents, hours vs minutes, degrees vs radians, base-n), `r_` retractions
and trailing checks, `q_` invented next turns, quoted / reported / hypothetical values, `b_`
token-cap cuts, loops and bad input (NUL, CRLF, BOM, end-of-text tokens, huge think blocks). `_m_`
after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth wrong / no_answer; kind B: truth
correct.

Label conventions (corpus/README.md; rounds 136-141): the LAST final answer counts; a right answer
in another honest notation (units, `\text{}`, `\$`, thousands separators including `{,}`, "x = ",
"= ", `\dfrac` / `\tfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral
without its subscript or with "(base 5)", an unreduced fraction or unsimplified radical equal to the
gold, a mixed number equal to the gold, a repeating decimal written with an overline equal to the
gold, a terminating decimal equal to a fraction gold, scientific notation, number words, an
inequality describing exactly the gold interval) is correct; another quantity (a subtotal, the
per-month value, the other unit than the one asked, the change instead of the cost, the exterior
angle, one coordinate, one root, the other person's count) is wrong; an answer tag's content is the
final answer (a sentence or equation in it is read for the value it states, i.e. the value the
equation ends on; two values in it are a hedge -> wrong); a decimal for an exact irrational /
repeating / fractional MATH gold is wrong; a rounded GSM8K value is wrong; degrees are not radians;
a percent gold accepts "65%" and "65 percent", but 0.65 is another value; a hedge or two different
final answers is wrong; two `####` lines that disagree: the last counts; no final answer (cut at the
token cap, also inside a box whose digits so far are a prefix of the gold; an empty or placeholder
tag; a negated or questioned gold with nothing after; a supposition; a refusal) is no_answer; a value
the model marks wrong is wrong; an explicit correction after the answer ("Wait", "Hmm, actually",
"Let me recompute", "I made an error", "Oops", "Correction:", "On closer inspection") makes the new
value final, even when the correction is a slip; a check, verification, offer or pleasantry after a
committed answer does not replace it; text in an invented next turn (`User:`, `Human:`, ChatML,
Zephyr `<|user|>`, Gemma `<start_of_turn>user`, Alpaca `### Instruction:`, `[INST]`) does not count;
an end-of-text token after the answer is not part of it; an answer restated after its box as the
same quantity in other words keeps the box's value when the box holds the quantity asked; a NUL
anywhere makes the pair bad input -> kind A, truth no_answer. Debatable probes carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam142.py  (writes adversarial_redteam142.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import (  # noqa: E402
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

DS_EOS = "<｜end▁of▁sentence｜>"  # DeepSeek-R1 distill end-of-sentence token
ZEPHYR_USER = "\n<|user|>\n"
GEMMA_USER = "<end_of_turn>\n<start_of_turn>user\n"

# ================================================================ GSM8K working
# muffins: gold 19 (6*18 = 108; - 89)
MUF = "She bakes 6 * 18 = <<6*18=108>>108 muffins.\nAfter selling 89, she has 108 - 89 = <<108-89=19>>19 muffins left.\n"
MUF_LONG = th(
    "6 batches of 18. 6 times 18 is 108.\n\n"
    "She sells 89. 108 minus 89... 108 minus 90 is 18, plus 1 is 19.\n\n"
    "Wait, did it say 89 or 79? 89. So not 29. 19 muffins.\n\n"
    "Does it ask how many she baked? No, how many are left. 19.\n"
)
# train: gold 205 (130 + 75)
TRAIN = "In the first 2 hours the train goes 2 * 65 = <<2*65=130>>130 miles.\nIn the next 1.5 hours it goes 1.5 * 50 = <<1.5*50=75>>75 miles.\nAltogether it travels 130 + 75 = <<130+75=205>>205 miles.\n"
# savings: gold 13440 (0.35*3200 = 1120; *12)
SAV_MONTH = (
    "She saves 35% of $3,200, which is 0.35 * 3200 = <<0.35*3200=1120>>1,120 dollars a month.\n"
)
SAV = SAV_MONTH + "In a year she saves 1120 * 12 = <<1120*12=13440>>13,440 dollars.\n"
# shopping: gold 79.75 (43.50 + 36.25)
SHOP = "3 shirts cost 3 * 14.50 = <<3*14.50=43.50>>43.50 dollars.\nWith the shoes, he spends 43.50 + 36.25 = <<43.50+36.25=79.75>>79.75 dollars.\n"
# eggs (eggs asked): gold 336 (84 a week; *4 = 28 dozen)
EGG = "7 dozen is 7 * 12 = <<7*12=84>>84 eggs a week.\nIn 4 weeks the farm sells 84 * 4 = <<84*4=336>>336 eggs.\n"
# episodes (MINUTES asked): gold 340 (85*4)
EPI = "Each episode lasts 60 + 25 = <<60+25=85>>85 minutes.\n4 episodes take 85 * 4 = <<85*4=340>>340 minutes.\n"
# reading (HOURS asked): gold 14 (40*21 = 840 minutes; /60)
READ_MIN = "He reads 40 minutes a day for 21 days, so 40 * 21 = <<40*21=840>>840 minutes.\n"
READ = READ_MIN + "That is 840 / 60 = <<840/60=14>>14 hours.\n"
# free throws (percent asked): gold 65 (13/20)
FT = "She made 13 of her 20 free throws, so 13 / 20 * 100 = <<13/20*100=65>>65 percent.\n"
# temperature: gold -13 (3*6 = 18; 5 - 18)
TEMP = "The temperature drops 3 * 6 = <<3*6=18>>18 degrees in 6 hours.\nSo it ends at 5 - 18 = <<5-18=-13>>-13 degrees.\n"
# fruit (CENTS asked): gold 345 (225 + 120)
FRUIT = "5 apples cost 5 * 45 = <<5*45=225>>225 cents.\n4 bananas cost 4 * 30 = <<4*30=120>>120 cents.\nIn total she pays 225 + 120 = <<225+120=345>>345 cents.\n"
# orchard: gold 2180 (860; 2720; - 540)
ORCH = "4 crates hold 4 * 215 = <<4*215=860>>860 apples, so the orchard has 1860 + 860 = <<1860+860=2720>>2,720 apples.\nAfter selling 540 it has 2720 - 540 = <<2720-540=2180>>2,180 apples.\n"
# stickers (Mia's asked): gold 76 (Leo 19)
STK = "Let Leo have x stickers, so Mia has 4x. Then x + 4x = 95, so 5x = 95 and x = 19.\nMia has 4 * 19 = <<4*19=76>>76 stickers.\n"
# bonus: gold 300 (600 on the phone; 900 left; /3)
BON = "She spends 2/5 * 1500 = <<2/5*1500=600>>600 dollars on the phone, leaving 1500 - 600 = <<1500-600=900>>900 dollars.\nShe saves 1/3 * 900 = <<900/3=300>>300 dollars.\n"

# ================================================================ MATH working (open $ closed by the probe)
G_BAG = r"\frac{2}{15}"
BAG = r"The first marble is green with probability $\frac{4}{10}$ and then the second with probability $\frac{3}{9}$, so the probability is $\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90}"
BAG_LONG = th(
    "4 green, 6 yellow, 10 in all. Without replacement. First green: 4/10. Then 3/9. Product 12/90. Simplify: divide by 6, 2/15.\n\n"
    "Hmm, with replacement it would be 16/100 = 4/25, but the problem says without. Check: C(4,2)/C(10,2) = 6/45 = 2/15. Good.\n"
)
G_DIST = r"2\sqrt{10}"
DIST = r"By the distance formula, $d = \sqrt{(4 - (-2))^2 + (3 - 1)^2} = \sqrt{36 + 4} = \sqrt{40}"
G_INEQ = r"\left[ -\frac{5}{3}, 3 \right]"
INEQ = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_ROOTS = r"\frac{1}{2}, 3"
ROOTS = r"Factoring, $2x^2 - 7x + 3 = (2x - 1)(x - 3) = 0$, so $x = \frac{1}{2}$ or $x = 3$."
G_CPX = r"\frac{1}{2} + \frac{5}{2}i"
CPX = r"Multiply by the conjugate: $\frac{3 + 2i}{1 - i} \cdot \frac{1 + i}{1 + i} = \frac{3 + 3i + 2i + 2i^2}{2} = \frac{1 + 5i}{2}"
G_RAD = r"\frac{5\pi}{3}"
RAD = r"$300^\circ \cdot \frac{\pi}{180^\circ} = \frac{300\pi}{180}"
G_MAT = r"\begin{pmatrix} 2 & 8 \\ -5 & 7 \end{pmatrix}"
MAT = r"Row 1: $(2 \cdot 1 + 0 \cdot (-2),\ 2 \cdot 4 + 0 \cdot 1) = (2, 8)$. Row 2: $(1 \cdot 1 + 3 \cdot (-2),\ 1 \cdot 4 + 3 \cdot 1) = (-5, 7)$."
G_DEG = "135"
DEG = r"The interior angles of an octagon sum to $(8 - 2) \cdot 180^\circ = 1080^\circ$, so each angle of a regular octagon is $\frac{1080^\circ}{8}"
G_B5 = "302_5"
B5 = r"$77 = 3 \cdot 25 + 0 \cdot 5 + 2$, so the base-5 digits are $3, 0, 2$"
G_MIX = r"\frac{19}{12}"
MIX = r"$4\frac{1}{3} - 2\frac{3}{4} = \frac{13}{3} - \frac{11}{4} = \frac{52}{12} - \frac{33}{12} = \frac{19}{12}"
G_SET = "-1, 0, 5"
SET = r"$x^3 - 4x^2 - 5x = x(x^2 - 4x - 5) = x(x - 5)(x + 1) = 0$, so $x = 0$, $x = 5$ or $x = -1$."
G_POLY = "4x^2 - 20x + 25"
POLY = r"$(2x - 5)^2 = 4x^2 - 10x - 10x + 25"
G_SYS = "(4, 2)"
SYS = r"From the first equation, $y = 3x - 10$. Substituting, $x + 2(3x - 10) = 8$, so $7x = 28$ and $x = 4$, then $y = 2$."
G_REP = r"\frac{3}{11}"
REP = r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}"
G_COMB = "56"
COMB = r"$\binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6}"
G_SQRT = r"6\sqrt{2}"
SQRT = r"$\sqrt{200} - \sqrt{32} = 10\sqrt{2} - 4\sqrt{2}"
G_FUNC = "17"
FUNC = r"$h(-2) = 3(-2)^2 - 2(-2) + 1 = 12 + 4 + 1"
G_DOM = r"[1, 4) \cup (4, \infty)"
DOM = r"We need $x - 1 \ge 0$, so $x \ge 1$, and $x - 4 \ne 0$, so $x \ne 4$."
G_VTX = "(-2, -5)"
VTX = r"The vertex of $y = 2x^2 + 8x + 3$ is at $x = -\frac{8}{2 \cdot 2} = -2$, where $y = 8 - 16 + 3 = -5"
G_LOG = "4"
LOG = r"Since $3^4 = 81$, $\log_3 81"
G_SER = "324"
SER = r"The series $5 + 9 + \cdots + 49$ has $\frac{49 - 5}{4} + 1 = 12$ terms, so its sum is $\frac{12(5 + 49)}{2}"
DOM_LONG = th(
    "sqrt(x - 1) needs x >= 1. So maybe [1, infinity).\n\n"
    "But the denominator x - 4 can't be 0. So [1, 4) union (4, infinity).\n\n"
    "Is 1 included? sqrt(0) = 0 and 0/(-3) = 0, fine. Yes.\n"
)
CPX_LONG = th(
    "Divide (3 + 2i) by (1 - i). Multiply top and bottom by (1 + i). Bottom: 1 - i^2 = 2.\n\n"
    "Top: 3 + 3i + 2i + 2i^2 = 3 + 5i - 2 = 1 + 5i. Hmm, first I wrote 5 + 5i, but 2i^2 = -2, not +2.\n\n"
    "So (1 + 5i)/2.\n"
)
HUGE_EGG = th(("Let me count the weekly eggs again. " * 2600) + EGG)
HUGE_SET = th(("Let me try the rational root theorem instead. " * 2000) + SET + "\n")

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_tag_total_baked", "A", "19", "wrong", "tag", th(MUF) + "<answer>Total baked: 108</answer>", "the tag labels and states the subtotal 108"),
    g("t_tag_eq_gold_first", "A", "19", "wrong", "tag", MUF_LONG + "<answer>19 + 89 = 108</answer>", "an equation in the tag whose first number is the gold but which ends on (states) 108"),
    g("t_tag_text_monthly", "A", "13440", "wrong", "tag", th(SAV_MONTH) + r"<answer>\text{\$1,120 per month}</answer>", "a \\text{} tag answer with the monthly saving; a year asked"),
    g("t_tag_about", "A", "205", "wrong", "tag", th(TRAIN) + "<answer>about 200 miles</answer>", "a rounded estimate in the tag"),
    g("t_tag_minutes_for_hours", "A", "14", "wrong", "tag", th(READ_MIN) + "<answer>840 min</answer>", "hours asked; the tag holds the minutes"),
    g("t_tag_hedge_paren", "A", "76", "wrong", "tag", th(STK) + "<answer>76 (or 19 if the question means Leo)</answer>", "two values in the tag: a hedge"),
    g("t_tag_placeholder_brackets", "A", "336", "no_answer", "tag", th(EGG) + "<answer>[number of eggs]</answer>", "a placeholder in the tag; 336 only in the thinking"),
    g("t_tag_sign_lost", "A", "-13", "wrong", "tag", th(TEMP) + "<answer>13</answer>", "the sign is lost in the tag"),
    g("t_ok_tag_bold_lines", "B", "19", "correct", "tag", MUF_LONG + "<answer>\n**19**\n</answer>", "a long think with candidates 18, 29, 108; the bold gold on its own line in the tag"),
    g("t_ok_tag_latex_comma", "B", "13440", "correct", "tag", th(SAV) + r"<answer>\(13{,}440\)</answer>", "a LaTeX {,} thousands separator in inline math"),
    g("t_ok_tag_sentence", "B", "205", "correct", "tag", th(TRAIN) + "<answer>The train travels 205 miles in total.</answer>", "a sentence in the tag"),
    g("t_ok_tag_h_abbrev", "B", "14", "correct", "tag", th(READ) + "<answer>14 h</answer>", "the hour abbreviation after the value"),
    g("t_ok_tag_below_zero", "B", "-13", "correct", "tag", th(TEMP) + "<answer>13 degrees below zero</answer>", "'13 degrees below zero' is -13"),
    g("t_ok_tag_cents_gloss", "B", "345", "correct", "tag", th(FRUIT) + "<answer>345 cents ($3.45)</answer>", "cents asked: the cents value first, a dollar gloss after"),
    g("t_ok_tag_label", "B", "76", "correct", "tag", th(STK) + "<answer>Mia: 76</answer>", "a name label before the value"),
    g("t_ok_tag_dollar_zeros", "B", "300", "correct", "tag", th(BON) + r"<answer>\$300.00</answer>", "an escaped dollar sign and two trailing zeros"),
    m("t_m_tag_decimal", "A", G_BAG, "wrong", "tag", BAG_LONG + "<answer>0.13</answer>", "a rounded decimal for 2/15"),
    m("t_m_tag_roots_signs", "A", G_ROOTS, "wrong", "tag", th(r"$(2x + 1)(x + 3) = 0$" + "\n") + r"<answer>-\frac{1}{2}, -3</answer>", "both roots with the wrong sign"),
    m("t_m_tag_open_for_closed", "A", G_INEQ, "wrong", "tag", th(INEQ + "\n") + r"<answer>\left(-\frac{5}{3}, 3\right)</answer>", "the open interval for the closed one"),
    m("t_m_tag_conjugate", "A", G_CPX, "wrong", "tag", CPX_LONG + r"<answer>\frac{1}{2} - \frac{5}{2}i</answer>", "the conjugate"),
    m("t_m_tag_base_reversed", "A", G_B5, "wrong", "tag", th(B5 + ".\n") + "<answer>203_5</answer>", "the digits in the wrong order (203_5 = 53)"),
    m("t_m_tag_root_dropped", "A", G_SET, "wrong", "tag", th(r"Dividing by $x$: $x^2 - 4x - 5 = 0$, so $(x - 5)(x + 1) = 0$." + "\n") + "<answer>-1, 5</answer>", "the root 0 lost by dividing by x"),
    m("t_m_tag_approx", "A", G_DIST, "wrong", "tag", th(DIST + r"$." + "\n") + r"<answer>d \approx 6.3</answer>", "an approximation for 2\\sqrt{10}"),
    m("t_m_tag_matrix_entry", "A", G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix} 2 & 8 \\ -5 & 5 \end{pmatrix}</answer>", "one entry wrong (5 for 7)"),
    m("t_m_ok_tag_exact_approx", "B", G_BAG, "correct", "tag", BAG_LONG + r"<answer>2/15 ≈ 0.133</answer>", "the exact value first, then an approximation gloss"),
    m("t_m_ok_tag_inequality", "B", G_INEQ, "correct", "tag", th(INEQ + "\n") + r"<answer>$-\frac{5}{3} \le x \le 3$</answer>", "the interval written as the double inequality it is"),
    m("t_m_ok_tag_dfrac_cpx", "B", G_CPX, "correct", "tag", CPX_LONG + r"<answer>\dfrac{1+5i}{2}</answer>", "one fraction over 2, equal to 1/2 + 5i/2"),
    m("t_m_ok_tag_tfrac_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>The roots are $x = \tfrac12$ and $x = 3$.</answer>", "\\tfrac12 without braces in a sentence"),
    m("t_m_ok_tag_radians_text", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{5\pi}{3}$." + "\n") + r"<answer>\frac{5\pi}{3} \text{ radians}</answer>", "a \\text{ radians} unit"),
    m("t_m_ok_tag_base_words", "B", G_B5, "correct", "tag", th(B5 + ".\n") + "<answer>302 (base 5)</answer>", "the numeral with '(base 5)'"),
    m("t_m_ok_tag_x_list", "B", G_SET, "correct", "tag", th(SET + "\n") + "<answer>x = -1, x = 0, x = 5</answer>", "each root with x ="),
    m("t_m_ok_tag_tight_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix}2&8\\-5&7\end{pmatrix}</answer>", "the matrix without spaces"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_answer_then_hash_avg", "A", "205", "wrong", "hash", TRAIN + "The answer is 205 miles.\nIts average speed is 205 / 3.5 = 58.57 mph.\n#### 58.57", "the phrase says 205; the #### last holds the average speed"),
    g("h_hash_monthly", "A", "13440", "wrong", "hash", SAV_MONTH + "So the answer is: $1,120 per month.\n#### 1120", "the monthly saving; a year asked"),
    g("h_hash_rounded_cost", "A", "79.75", "wrong", "hash", SHOP + "He spends about $80.\n#### 80", "a rounded value"),
    g("h_hash_per_week", "A", "336", "wrong", "hash", "7 dozen is 7 * 12 = <<7*12=84>>84 eggs.\nThe farm sells 84 eggs each week.\n#### 84", "the weekly count; four weeks asked"),
    g("h_hash_hours_decimal", "A", "340", "wrong", "hash", EPI + "That is 5 hours 40 minutes, or about 5.67 hours.\n#### 5.67", "minutes asked; the #### holds rounded hours"),
    g("h_bold_missed_hash", "A", "65", "wrong", "hash", FT + "She missed 7 of 20, which is 35%.\n**Answer:** 35%\n#### 35", "the percent missed"),
    g("h_two_hash_lines", "A", "-13", "wrong", "hash", TEMP + "#### -13\nWith 6 hours of 3 degrees from 6 degrees it is 6 - 18 = -12.\n#### -12", "two #### lines that disagree: the last is -12"),
    g("h_hash_leo", "A", "76", "wrong", "hash", STK + "Leo has 19 stickers.\n#### 19", "Leo's count; Mia's asked"),
    g("h_ok_hash_bold", "B", "19", "correct", "hash", MUF + "The answer is: 19\n#### **19**", "bold value after ####"),
    g("h_ok_hash_unit_period", "B", "205", "correct", "hash", TRAIN + "#### 205 miles.", "a unit word and a period after the #### value"),
    g("h_ok_hash_dollar_cents", "B", "13440", "correct", "hash", SAV + "She saves $13,440 in a year.\n#### $13,440.00", "a dollar sign, a comma and .00 after ####"),
    g("h_ok_hash_dollars_word", "B", "79.75", "correct", "hash", SHOP + "#### 79.75 dollars", "a currency word after the value"),
    g("h_ok_final_same_line", "B", "336", "correct", "hash", EGG + "Final answer: 336 eggs #### 336", "a phrase and #### on the same line"),
    g("h_ok_hash_gloss", "B", "340", "correct", "hash", EPI + "#### 340 minutes (5 h 40 min)", "minutes asked; an hours-and-minutes gloss after"),
    g("h_ok_hash_percent_word", "B", "65", "correct", "hash", FT + "#### 65 percent", "the word percent after ####"),
    g("h_ok_hash_nospace", "B", "2180", "correct", "hash", ORCH + "####2180", "no space after ####"),
    m("h_m_hash_repeating_cut", "A", G_REP, "wrong", "hash", REP + r"$." + "\nThe answer is $0.2727$.\n#### 0.2727", "a cut-off decimal for 3/11"),
    m("h_m_hash_hedge", "A", G_BAG, "wrong", "hash", BAG + r" = \frac{2}{15}$." + "\nWith replacement it would be $\\frac{4}{25}$.\n#### 2/15 or 4/25", "two values on the #### line: a hedge"),
    m("h_m_hash_ordered", "A", G_COMB, "wrong", "hash", r"$8 \cdot 7 \cdot 6 = 336$." + "\nThe answer is 336.\n#### 336", "ordered selections"),
    m("h_m_hash_endpoint", "A", G_INEQ, "wrong", "hash", INEQ + "\nThe largest solution is $3$.\n#### 3", "one endpoint for an interval"),
    m("h_m_hash_h2", "A", G_FUNC, "wrong", "hash", r"$h(2) = 12 - 4 + 1 = 9$." + "\nThe answer is $9$.\n#### 9", "h(2) instead of h(-2)"),
    m("h_m_phrase_gold_hash_other", "A", G_LOG, "wrong", "hash", LOG + r" = 4$." + "\nThe answer is $4$.\n#### 81", "the phrase 4, the #### 81 last"),
    m("h_m_hash_x_only", "A", G_VTX, "wrong", "hash", VTX + r"$." + "\nThe vertex is at $x = -2$.\n#### -2", "one coordinate"),
    m("h_m_hash_eleven_terms", "A", G_SER, "wrong", "hash", r"There are 11 terms, so the sum is $\frac{11(5 + 45)}{2} = 275$." + "\n#### 275", "one term short"),
    m("h_m_ok_hash_frac", "B", G_BAG, "correct", "hash", BAG + r" = \frac{2}{15}$." + "\n#### \\frac{2}{15}", "a LaTeX fraction after ####"),
    m("h_m_ok_hash_ways", "B", G_COMB, "correct", "hash", COMB + r" = 56$." + "\nThe answer is 56.\n#### 56 ways", "a count noun after ####"),
    m("h_m_ok_hash_xy", "B", G_SYS, "correct", "hash", SYS + "\n#### x = 4, y = 2", "the pair written as x = 4, y = 2"),
    m("h_m_ok_hash_sqrt", "B", G_SQRT, "correct", "hash", SQRT + r" = 6\sqrt{2}$." + "\n#### 6√2", "a Unicode root after ####"),
    m("h_m_ok_hash_pi_unicode", "B", G_RAD, "correct", "hash", RAD + r" = \frac{5\pi}{3}$." + "\n#### 5π/3", "a Unicode pi in a slash fraction"),
    m("h_m_ok_bold_hash", "B", G_FUNC, "correct", "hash", FUNC + r" = 17$." + "\n**Final answer: 17**\n#### 17", "bold final answer then ####"),
    m("h_m_ok_hash_pair", "B", G_VTX, "correct", "hash", VTX + r"$." + "\n#### (-2,-5)", "a pair without spaces"),
    m("h_m_ok_hash_interval", "B", G_DOM, "correct", "hash", DOM + "\nThe domain is $[1, 4) \\cup (4, \\infty)$.\n#### [1,4) U (4, inf)", "a plain-text union with U and inf"),

    # ================================================================ 3. exactness (x_)
    g("x_truncated_cost", "A", "79.75", "wrong", "boxed", SHOP + r"So he spends $\boxed{79}$ dollars.", "the cents dropped"),
    g("x_rounded_thousands", "A", "13440", "wrong", "answer_is", SAV + "The answer is roughly $13,400.", "a rounded value"),
    g("x_digit_slip", "A", "13440", "wrong", "hash", SAV_MONTH + "In a year: 1120 * 12 = 13,444.\n#### 13444", "a multiplication slip"),
    g("x_percent_as_decimal", "A", "65", "wrong", "boxed", "She made 13 / 20 = 0.65 of her shots.\n\nThe answer is $\\boxed{0.65}$.", "a percent asked; 0.65 is the fraction, not 65"),
    g("x_hours_rounded", "A", "14", "wrong", "phrase", READ_MIN + "840 / 60 is about 13.5, so roughly 13.5 hours.\nThe answer is 13.5 hours.", "a division slip (840/60 = 14)"),
    g("x_dollar_missing_digit", "A", "300", "wrong", "boxed", "She spends 2/5 * 1500 = <<2/5*1500=600>>600 dollars, leaving 900 dollars.\nShe saves 900 / 3 = 30 dollars.\n" + r"$\boxed{30}$", "a dropped zero"),
    g("x_dot_decimal_thousands", "A", "2180", "wrong", "boxed", ORCH + r"The orchard has $\boxed{2.18}$ apples.", "2.18 (no 'thousand') is not 2180"),
    g("x_apples_comma_slip", "A", "2180", "wrong", "phrase", "1860 + 860 - 540 = 2,810.\nThe orchard has 2,810 apples left.", "a transposition slip"),
    g("x_ok_trailing_zeros", "B", "79.75", "correct", "boxed", SHOP + r"The total is $\boxed{79.750}$.", "a third decimal zero"),
    g("x_ok_point_zero_comma", "B", "13440", "correct", "boxed", SAV + r"$\boxed{13{,}440.0}$", "LaTeX {,} separator and .0"),
    g("x_ok_sci", "B", "13440", "correct", "phrase", SAV + "In scientific notation, she saves $1.344 \\times 10^4$ dollars.", "scientific notation equal to 13440"),
    g("x_ok_words", "B", "340", "correct", "phrase", EPI + "So the four episodes last three hundred forty minutes.", "the value in number words"),
    g("x_ok_hours_point_zero", "B", "14", "correct", "boxed", READ + r"$\boxed{14.0 \text{ hours}}$", "14.0 with a unit in the box"),
    g("x_ok_pct_point_zero", "B", "65", "correct", "answer_is", FT + "The answer is 65.0%.", "65.0%"),
    g("x_ok_thousand_word", "B", "2180", "correct", "phrase", ORCH + "So the orchard has 2.18 thousand apples left.", "2.18 thousand = 2180"),
    g("x_ok_fraction_dollars", "B", "300", "correct", "boxed", BON + r"$\boxed{\$300}$", "an escaped dollar in the box"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{6.3246}$", "a decimal for 2\\sqrt{10}"),
    m("x_m_wrong_factor", "A", G_DIST, "wrong", "boxed", r"$\sqrt{40} = \sqrt{4 \cdot 20} = \boxed{2\sqrt{20}}$", "2\\sqrt{20} = \\sqrt{80}, not \\sqrt{40}"),
    m("x_m_decimal_mixed", "A", G_MIX, "wrong", "boxed", MIX + r" \approx \boxed{1.58}$", "a rounded decimal for 19/12"),
    m("x_m_mixed_slip", "A", G_MIX, "wrong", "boxed", r"$4\frac{1}{3} - 2\frac{3}{4} = 2 - \frac{5}{12} = \boxed{1\frac{5}{12}}$", "a borrowing slip: 1 5/12 = 17/12"),
    m("x_m_decimal_radians", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{5.24}$", "a rounded radian measure"),
    m("x_m_repeat_over_100", "A", G_REP, "wrong", "boxed", r"$0.\overline{27} = \boxed{\frac{27}{100}}$", "27/100 = 0.27, not 0.2727..."),
    m("x_m_expand_no_middle", "A", G_POLY, "wrong", "boxed", r"$(2x - 5)^2 = \boxed{4x^2 - 25}$", "the middle term lost"),
    m("x_m_expand_half_middle", "A", G_POLY, "wrong", "boxed", r"$(2x - 5)^2 = \boxed{4x^2 - 10x + 25}$", "the middle term halved"),
    m("x_m_ok_repeating_decimal", "B", G_BAG, "correct", "boxed", BAG + r" = \boxed{0.1\overline{3}}$", "0.1333... with an overline is exactly 2/15"),
    m("x_m_ok_unsimplified_root", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{40}}$", "\\sqrt{40} = 2\\sqrt{10}, unsimplified but equal"),
    m("x_m_ok_mixed", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{1\tfrac{7}{12}}$", "the mixed number 1 7/12 = 19/12"),
    m("x_m_ok_unreduced", "B", G_MIX, "correct", "boxed", r"$\frac{26}{6} - \frac{66}{24} = \frac{104}{24} - \frac{66}{24} = \boxed{\frac{38}{24}}$", "38/24 = 19/12, unreduced"),
    m("x_m_ok_unreduced_rep", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{27}{99}}$", "27/99 = 3/11, unreduced"),
    m("x_m_ok_decimal_cpx", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{0.5 + 2.5i}$", "terminating decimals equal to 1/2 and 5/2"),
    m("x_m_ok_sqrt72", "B", G_SQRT, "correct", "boxed", r"$\sqrt{200} - \sqrt{32}$: both are multiples of $\sqrt{2}$, the result is $\sqrt{72} = \boxed{6\sqrt2}$", "6\\sqrt2 without braces"),
    m("x_m_ok_expand_equation", "B", G_POLY, "correct", "boxed", POLY + r"$, so $\boxed{(2x-5)^2 = 4x^2 - 20x + 25}$", "an equation in the box ending in the expansion"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_not_gold_but_slip", "A", "19", "wrong", "answer_is", MUF + "The answer is not 19 but 29.", "the gold negated, the slip 29 given"),
    g("n_strike_gold", "A", "19", "wrong", "prose", "108 - 89 = 19\n\n**Answer:** ~~19~~ 29", "the gold struck through, 29 kept"),
    g("n_marked_incorrect", "A", "205", "wrong", "hash", TRAIN + "#### 205 (incorrect)", "the model marks its own answer incorrect"),
    g("n_only_negation", "A", "13440", "no_answer", "prose", SAV_MONTH + "The yearly total is not $1,120.", "the monthly value negated, nothing given"),
    g("n_box_cross", "A", "79.75", "wrong", "boxed", SHOP + r"$\boxed{79.75}$ ✗", "a cross mark after the box: marked wrong"),
    g("n_question_no", "A", "336", "no_answer", "prose", EGG + "Answer: 336? No.", "the gold questioned and rejected, nothing after"),
    g("n_not_eggs_dozen", "A", "336", "wrong", "boxed", "7 dozen a week for 4 weeks is 28 dozen.\n\nNot 336 eggs: $\\boxed{28}$ dozen.", "eggs asked; the box holds dozens and the eggs count is negated"),
    g("n_cannot_negative", "A", "-13", "wrong", "boxed", TEMP + r"A temperature can't be negative here, so it stops at $\boxed{0}$.", "the gold rejected for 0"),
    g("n_ok_not_subtotal", "B", "19", "correct", "boxed", MUF + r"$\boxed{19}$ (not 108, which is how many she baked)", "the subtotal negated after the box"),
    g("n_ok_not_speed", "B", "205", "correct", "answer_is", TRAIN + "The answer is 205 miles, not 58.6 mph.", "the average speed negated after the gold"),
    g("n_ok_check_mark", "B", "336", "correct", "boxed", EGG + r"$\boxed{336}$ ✓", "a tick after the box"),
    g("n_ok_not_missed", "B", "65", "correct", "answer_is", FT + "The answer is 65% (not 35%, which is the share she missed).", "the missed share negated in parentheses"),
    g("n_ok_below_zero_ie", "B", "-13", "correct", "boxed", TEMP + r"$\boxed{-13}$ (i.e. 13 degrees below zero)", "an i.e. gloss after the box"),
    g("n_ok_not_leo", "B", "76", "correct", "boxed", STK + r"$\boxed{76}$ (not 19; that is Leo)", "the other person's count negated"),
    g("n_ok_not_rest", "B", "300", "correct", "boxed", BON + r"She saves $\boxed{300}$ dollars; the other 600 is not saved.", "another value negated after the box"),
    g("n_ok_cents_not_dollars", "B", "345", "correct", "answer_is", FRUIT + "The answer is 345 (cents, not dollars).", "a unit annotation in parentheses"),
    m("n_m_neq_only", "A", G_DOM, "no_answer", "boxed", DOM + r" $\boxed{x \neq 4}$", "only the exclusion in the box, no domain"),
    m("n_m_box_claimed_wrong", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" So $\boxed{\frac{1}{2}, 3}$ is incorrect.", "the model marks its own box incorrect, nothing after"),
    m("n_m_strike_then_other", "A", G_REP, "wrong", "prose", REP + "$.\n\nAnswer: ~~$\\frac{3}{11}$~~ $\\frac{27}{100}$", "the gold struck through, 27/100 kept"),
    m("n_m_except_zero", "A", G_SET, "wrong", "boxed", SET + r" Since $x = 0$ is not allowed, the roots are $\boxed{-1, 5}$.", "0 excluded by an invented condition"),
    m("n_m_not_swapped", "A", G_SYS, "wrong", "boxed", SYS + r" So the answer is not $(4, 2)$ but $\boxed{(2, 4)}$.", "the gold negated for the swapped pair"),
    m("n_m_not_exact", "A", G_SQRT, "wrong", "boxed", SQRT + r" = 6\sqrt{2}$, not an integer, so numerically $\boxed{8.49}$.", "the exact value set aside for a decimal"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r"$. $\boxed{\cancel{56}}$", "a cancelled value in the box"),
    m("n_m_not_degree_only", "A", G_DEG, "wrong", "boxed", DEG + r"$, not $135^\circ$... the exterior angle is $\boxed{45^\circ}$.", "the gold negated for the exterior angle"),
    m("n_m_ok_not_swapped", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(4, 2)}$ (not $(2, 4)$)", "the swapped pair negated after the box"),
    m("n_m_ok_not_replacement", "B", G_BAG, "correct", "boxed", BAG + r" = \boxed{\frac{2}{15}}$ (not $\frac{4}{25}$, which would be with replacement)", "the with-replacement value negated"),
    m("n_m_ok_not_exterior", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{135^\circ}$ (not $45^\circ$, the exterior angle)", "the exterior angle negated after the box"),
    m("n_m_ok_note_excluded", "B", G_DOM, "correct", "boxed", DOM + r" $\boxed{[1,4)\cup(4,\infty)}$ — note $x \neq 4$.", "a note of the excluded point after the box"),
    m("n_m_ok_not_h2", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{17}$. (Not $9$; that is $h(2)$.)", "another value negated after the box"),
    m("n_m_ok_no_decimal", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{3}{11}}$, which is not $0.27$.", "a decimal negated after the box"),
    m("n_m_ok_not_ordered", "B", G_COMB, "correct", "prose", COMB + r" = 56$." + "\n\nThe order doesn't matter, so the answer is 56, not 336.", "ordered count negated after the gold"),
    m("n_m_ok_conj_note", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{\frac{1}{2} + \frac{5}{2}i}$ (its conjugate $\frac{1}{2} - \frac{5}{2}i$ is not asked)", "the conjugate mentioned and set aside after the box"),

    # ================================================================ 5. units / restated in other words (u_)
    g("u_box_hours_for_minutes", "A", "340", "wrong", "boxed", EPI + r"That is $5\frac{2}{3}$ hours, so the answer is $\boxed{5\frac{2}{3}}$ hours.", "minutes asked; the box holds hours"),
    g("u_box_dollars_for_cents", "A", "345", "wrong", "boxed", FRUIT + r"In dollars that is $\boxed{3.45}$.", "cents asked; the box holds dollars"),
    g("u_box_minutes_for_hours", "A", "14", "wrong", "boxed", READ_MIN + r"He reads $\boxed{840}$ minutes.", "hours asked; the box holds minutes"),
    g("u_box_spent_monthly", "A", "13440", "wrong", "boxed", SAV_MONTH + "She spends 3200 - 1120 = 2,080 dollars a month.\n\n" + r"$\boxed{2080}$", "the monthly spending, neither the saving nor a year"),
    g("u_box_fraction_for_percent", "A", "65", "wrong", "boxed", r"She made $\boxed{\frac{13}{20}}$ of her free throws.", "a percent asked; 13/20 is 0.65, not 65"),
    g("u_box_drop", "A", "-13", "wrong", "boxed", "The temperature drops 3 * 6 = 18 degrees.\n\n" + r"The temperature drops $\boxed{18}$ degrees.", "the drop, not the final temperature"),
    g("u_box_leftover", "A", "300", "wrong", "boxed", BON + "After saving she has 900 - 300 = 600 dollars left.\n\n" + r"$\boxed{600}$", "the money left, not the saving"),
    g("u_box_shirts_only", "A", "79.75", "wrong", "boxed", "3 shirts cost 3 * 14.50 = 43.50 dollars.\n\n" + r"$\boxed{43.50}$", "the shirts only, the shoes forgotten"),
    g("u_ok_minutes_ie_hours", "B", "340", "correct", "boxed", EPI + r"$\boxed{340}$ minutes, i.e. 5 hours 40 minutes.", "minutes asked and boxed; an hours gloss after"),
    g("u_ok_hours_paren_minutes", "B", "14", "correct", "boxed", READ + r"$\boxed{14}$ hours (840 minutes)", "hours asked and boxed; the minutes in parentheses"),
    g("u_ok_cents_then_dollars", "B", "345", "correct", "boxed", FRUIT + r"She pays $\boxed{345}$ cents, which is \$3.45.", "cents boxed; a dollar restatement after"),
    g("u_ok_eggs_or_dozen", "B", "336", "correct", "boxed", EGG + r"$\boxed{336}$ eggs, or 28 dozen.", "eggs boxed; a dozen restatement after"),
    g("u_ok_pct_in_box", "B", "65", "correct", "boxed", FT + r"$\boxed{65\%}$", "an escaped percent sign in the box"),
    g("u_ok_text_apples", "B", "2180", "correct", "boxed", ORCH + r"$\boxed{\text{2,180 apples}}$", "the whole answer in \\text{} with a comma and a noun"),
    g("u_ok_temp_circ", "B", "-13", "correct", "boxed", TEMP + r"$\boxed{-13^\circ}$", "a degree sign on a negative temperature"),
    g("u_ok_min_text", "B", "340", "correct", "boxed", EPI + r"$\boxed{340\text{ min}}$", "a min unit in \\text{}"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"The angle is $\boxed{300^\circ}$.", "the given degrees restated; radians asked"),
    m("u_m_base_ten", "A", G_B5, "wrong", "boxed", B5 + r", and the number is $\boxed{77}$.", "the given base-10 value"),
    m("u_m_percent_prob", "A", G_BAG, "wrong", "boxed", BAG + r" \approx \boxed{13.3\%}$", "a rounded percent for 2/15"),
    m("u_m_sum_angles", "A", G_DEG, "wrong", "boxed", r"The interior angles of an octagon sum to $\boxed{1080^\circ}$.", "the sum, not each angle"),
    m("u_m_distance_squared", "A", G_DIST, "wrong", "boxed", r"$d^2 = 36 + 4 = \boxed{40}$", "the squared distance"),
    m("u_m_power_for_log", "A", G_LOG, "wrong", "boxed", r"$3^4 = \boxed{81}$", "the power, not the logarithm"),
    m("u_m_term_count", "A", G_SER, "wrong", "boxed", r"The series has $\frac{49 - 5}{4} + 1 = \boxed{12}$ terms.", "the number of terms, not the sum"),
    m("u_m_modulus", "A", G_CPX, "wrong", "boxed", CPX + r"$, whose modulus is $\boxed{\frac{\sqrt{26}}{2}}$.", "the modulus, not the quotient"),
    m("u_m_ok_circ_braces", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{135^{\circ}}$", "^{\\circ} with braces"),
    m("u_m_ok_degrees_text", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{135 \text{ degrees}}$", "a degrees word in \\text{}"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{3}\text{ rad}}$", "a rad unit in \\text{}"),
    m("u_m_ok_base_text_sub", "B", G_B5, "correct", "boxed", B5 + r", so $77 = \boxed{302_{\text{five}}}$.", "a subscript written as \\text{five}"),
    m("u_m_ok_units_text", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{10}\text{ units}}$", "a units word in \\text{}"),
    m("u_m_ok_count_noun", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{56\text{ committees}}$", "a count noun in \\text{}"),
    m("u_m_ok_base_then_decimal", "B", G_B5, "correct", "boxed", B5 + r": $\boxed{302_5}$ (which is $77$ in base 10).", "the base-5 numeral boxed; the base-10 value restated after"),
    m("u_m_ok_log_equation", "B", G_LOG, "correct", "boxed", LOG + r" = 4$, so $\boxed{\log_3 81 = 4}$.", "an equation ending in the gold in the box"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_wait_slip", "A", "19", "wrong", "hash", MUF + "#### 19\nWait, she sold 79, not 89. So 108 - 79 = 29.\n#### 29", "Wait, then a misread correction: 29 last"),
    g("r_oops_monthly", "A", "13440", "wrong", "boxed", SAV + r"$\boxed{13440}$" + "\n\nOops, the question asks how much she saves each month. So " + r"$\boxed{1120}$.", "Oops, then a misread correction to the monthly value"),
    g("r_correction_slip", "A", "205", "wrong", "answer_is", TRAIN + "The answer is 205.\n\nCorrection: the second leg is 1.5 * 50 = 70 miles, so the total is 130 + 70 = 200.\nThe answer is 200.", "Correction: with a slip (1.5 * 50 = 75): 200 last"),
    g("r_closer_inspection_missed", "A", "65", "wrong", "boxed", FT + r"$\boxed{65}$" + "\n\nOn closer inspection, the question asks what percent she missed: 100 - 65 = 35.\n\n" + r"$\boxed{35}$", "On closer inspection, then the missed percent"),
    g("r_recompute_slip", "A", "14", "wrong", "answer_is", READ + "Let me recompute: 40 * 21 = 820, and 820 / 60 ≈ 13.67.\nSo the answer is 13.67 hours.", "Let me recompute, with a slip: 13.67 last"),
    g("r_error_dozen", "A", "336", "wrong", "hash", EGG + "#### 336\nI made an error: the question asks for dozens. 7 * 4 = 28.\n#### 28", "I made an error, then the dozens count"),
    g("r_hmm_actually_leo", "A", "76", "wrong", "boxed", STK + r"$\boxed{76}$" + "\n\nHmm, actually the question asks about Leo. " + r"$\boxed{19}$", "Hmm, actually, then Leo's count"),
    g("r_after_think_change", "A", "300", "wrong", "boxed", th(BON + "So 300.\n") + "She saves 300 dollars.\n\nHmm, actually she saves 1/3 of the whole bonus: 1500 / 3 = 500.\n\n" + r1final("500"), "the think block reaches 300; a correction after it ends on 500"),
    g("r_ok_wait_back", "B", "19", "correct", "hash", "She bakes 6 * 18 = 108 muffins.\nAfter selling 79, she has 108 - 79 = 29.\n#### 29\nWait, she sold 89, not 79. So 108 - 89 = 19.\n#### 19", "Wait, then the right value last"),
    g("r_ok_double_check", "B", "205", "correct", "boxed", TRAIN + r"$\boxed{205}$" + "\n\nLet me double-check: 130 + 75 = 205. Yes.", "a double-check repeating the gold"),
    g("r_ok_verify_others", "B", "13440", "correct", "boxed", SAV + r"$\boxed{13440}$" + "\n\nLet me verify: 13440 / 12 = 1120 and 1120 / 3200 = 0.35. ✓", "a verification ending on other numbers"),
    g("r_ok_hmm_right", "B", "65", "correct", "boxed", FT + r"$\boxed{65}$" + "\n\nHmm, is that right? 13 / 20 = 0.65, which is 65%. Yes.", "Hmm, is that right?, then a confirmation"),
    g("r_ok_oops_to_gold", "B", "-13", "correct", "hash", "The temperature drops 18 degrees, so it ends at 5 - 18 = 13 degrees.\nOops, 5 - 18 is negative: -13.\n#### -13", "Oops, then the sign fixed"),
    g("r_ok_correction_to_gold", "B", "345", "correct", "answer_is", "5 * 45 = 225 and 4 * 30 = 120, so 225 + 120 = 355 cents.\nCorrection: 225 + 120 = 345.\nThe answer is 345.", "Correction: to the gold"),
    g("r_ok_recompute_same", "B", "2180", "correct", "hash", ORCH + "#### 2180\nLet me recompute to be sure: 1860 + 860 = 2720, 2720 - 540 = 2180. Same.", "a recomputation repeating the gold"),
    g("r_ok_final_block_verify", "B", "19", "correct", "boxed", MUF_LONG + "She has 19 muffins left.\n\n" + r1final("19") + "\n\nLet me verify: 19 + 89 = 108 = 6 × 18. ✓", "an R1 final block then a check ending on 108"),
    m("r_m_wait_sign", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{\frac{1}{2}, 3}$" + "\n\nWait, the factorisation should be $(2x + 1)(x - 3)$, so the roots are " + r"$\boxed{-\frac{1}{2}, 3}$.", "Wait, then a wrong factorisation"),
    m("r_m_oops_open", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{\left[-\frac{5}{3}, 3\right]}$" + "\n\nOops, the inequality is strict, so the endpoints are excluded: " + r"$\boxed{\left(-\frac{5}{3}, 3\right)}$", "Oops, then a misread to the open interval"),
    m("r_m_error_base", "A", G_B5, "wrong", "boxed", B5 + r": $\boxed{302_5}$." + "\n\nI made an error: the remainders are read from first to last, so it is " + r"$\boxed{203_5}$.", "I made an error, then the reversed numeral"),
    m("r_m_recompute_cpx", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{\frac{1}{2} + \frac{5}{2}i}$" + "\n\nLet me recompute the numerator: $3 + 3i + 2i + 2i^2 = 5 + 5i$, so the answer is " + r"$\boxed{\frac{5}{2} + \frac{5}{2}i}$.", "Let me recompute, with the i^2 slip"),
    m("r_m_minerva_then_wait", "A", G_FUNC, "wrong", "phrase", FUNC + " = 17$.\n" + MINERVA.format("$17$") + "\n\nWait, I should double-check. $h(-2) = 12 - 4 + 1$... no, $-2(-2) = -4$, so $12 - 4 + 1 = 9$.\n" + MINERVA.format("$9$"), "a Minerva line, then Wait and a second Minerva line with a sign slip"),
    m("r_m_closer_inspection_ba", "A", G_MAT, "wrong", "boxed", MAT + r" $\boxed{" + G_MAT + "}$\n\nOn closer inspection, I multiplied in the wrong order. The product is\n" + r"$\boxed{\begin{pmatrix} 6 & 12 \\ -3 & 3 \end{pmatrix}}$", "On closer inspection, then BA (a slip: AB was asked)"),
    m("r_m_final_block_then_hmm", "A", G_SER, "wrong", "boxed", SER + " = 324$.\n\n" + r1final("324") + "\n\nHmm, actually the last term is 45, so there are 11 terms: " + r"$\frac{11(5 + 45)}{2} = \boxed{275}$.", "Hmm, actually after the final block: 275 last"),
    m("r_m_tag_then_retract", "A", G_VTX, "wrong", "tag", th(VTX + "$.\n") + "<answer>(-2, -5)</answer>\n\nWait, $y = 2(4) - 16 + 3$... hmm, actually I think it is $-3$.\n<answer>(-2, -3)</answer>", "a second tag after Wait with a slip"),
    m("r_m_ok_wait_to_gold", "B", G_ROOTS, "correct", "boxed", r"Try $(2x + 1)(x - 3) = 2x^2 - 5x - 3$. Wait, that's not it. $(2x - 1)(x - 3) = 2x^2 - 7x + 3$, so $x = \boxed{\frac{1}{2}, 3}$.", "Wait in the working, the right roots boxed last"),
    m("r_m_ok_double_check", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{10}}$" + "\n\nLet me double-check: $(2\\sqrt{10})^2 = 40 = 36 + 4$. ✓", "a check ending on 36 + 4"),
    m("r_m_ok_verify_roots", "B", G_SET, "correct", "boxed", SET + r" $\boxed{-1, 0, 5}$" + "\n\nLet me verify: $x = 5$ gives $125 - 100 - 25 = 0$ ✓; $x = -1$ gives $-1 - 4 + 5 = 0$ ✓.", "a root check after the box"),
    m("r_m_ok_oops_to_gold", "B", G_POLY, "correct", "boxed", r"$(2x - 5)^2 = 4x^2 - 10x + 25$. Oops, the middle term is $2 \cdot 2x \cdot (-5) = -20x$. So $\boxed{4x^2 - 20x + 25}$.", "Oops, then the gold"),
    m("r_m_ok_recompute_log", "B", G_LOG, "correct", "boxed", r"$\log_3 81 = 3$? Let me recompute: $3^3 = 27$ and $3^4 = 81$. So $\log_3 81 = \boxed{4}$.", "Let me recompute, to the gold"),
    m("r_m_ok_error_mix", "B", G_MIX, "correct", "boxed", r"$4\frac{1}{3} - 2\frac{3}{4} = 2 - \frac{5}{12} = 1\frac{5}{12}$. I made an error borrowing: $\frac{1}{3} - \frac{3}{4} = -\frac{5}{12}$, and $2 - \frac{5}{12} = \frac{19}{12}$. So $\boxed{\frac{19}{12}}$.", "I made an error, then the gold"),
    m("r_m_ok_final_block_check", "B", G_VTX, "correct", "boxed", VTX + "$.\n\n" + r1final("(-2, -5)") + "\n\nLet me verify: $2(-2)^2 + 8(-2) + 3 = 8 - 16 + 3 = -5$. ✓", "an R1 final block then a check"),
    m("r_m_ok_think_candidates", "B", G_DOM, "correct", "boxed", DOM_LONG + "The domain is $[1, 4) \\cup (4, \\infty)$.\n\n" + r1final(r"[1, 4) \cup (4, \infty)"), "the candidate [1, infinity) only in the thinking"),

    # ================================================================ 7. invented turns / quoted / hypothetical (q_)
    g("q_zephyr_user_gold", "A", "19", "wrong", "hash", "She bakes 6 * 18 = 108 muffins.\nAfter selling 79, she has 108 - 79 = 29.\n#### 29" + ZEPHYR_USER + "Shouldn't it be 19? She sold 89, and 108 - 89 = 19.", "the gold only in an invented Zephyr user turn; the answer is 29"),
    g("q_gemma_turn_gold", "A", "205", "wrong", "answer_is", "The average speed is 205 / 3.5 = 58.57 mph.\nThe answer is 58.57." + GEMMA_USER + "I asked for the total distance, which is 205 miles.", "the answer is the average speed; 205 only in an invented Gemma user turn"),
    g("q_alpaca_instruction", "A", "13440", "wrong", "hash", SAV_MONTH + "#### 1120\n\n### Instruction:\nHow much does she save in a year?\n\n### Response:\n1120 * 12 = 13440\n#### 13440", "the answer is 1120; the gold only after an invented Alpaca instruction"),
    g("q_inst_turn_gold", "A", "79.75", "wrong", "hash", "3 shirts cost 43.50 dollars, and the shoes 36.25, so 43.50 + 36.25 = 79.25.\n#### 79.25</s>[INST] Please recheck the sum. [/INST] 43.50 + 36.25 = 79.75.\n#### 79.75", "the answer is 79.25; the gold only after an invented [INST] turn"),
    g("q_fewshot_same_question", "A", "336", "wrong", "hash", "The farm sells 7 * 12 = 84 eggs.\n#### 84\n\nQuestion: A farm sells 7 dozen eggs every week. How many eggs does it sell in 4 weeks?\nAnswer: 84 * 4 = 336\n#### 336", "the answer is 84; the gold only in an invented few-shot Question/Answer pair"),
    g("q_teacher_reported", "A", "65", "wrong", "boxed", r"My teacher said the answer is 65%, but I think $13 / 20 = 0.6$, so it is $\boxed{60}$ percent.", "the gold only reported; own answer 60"),
    g("q_hypothetical_only", "A", "14", "no_answer", "none", "If he read 40 minutes every single day, it would come to 14 hours, but the problem doesn't say he never skips a day, so the total can't be determined.", "a hypothetical then a refusal"),
    g("q_endoftext_human_gold", "A", "76", "wrong", "boxed", r"Leo has $\boxed{19}$ stickers." + "<|endoftext|>Human: What about Mia?\n\nAssistant: Mia has 4 * 19 = 76.", "the answer is Leo's 19; the gold only after end-of-text and an invented Human turn"),
    g("q_ok_zephyr_after", "B", "19", "correct", "hash", MUF + "#### 19" + ZEPHYR_USER + "Now do it with 12 batches.\n<|assistant|>\n12 * 18 = 216, 216 - 89 = 127.\n#### 127", "an invented Zephyr exchange with another #### after the answer"),
    g("q_ok_gemma_after", "B", "205", "correct", "boxed", TRAIN + r"$\boxed{205}$" + GEMMA_USER + "What's the average speed? About 58.6 mph?", "an invented Gemma user turn after the box"),
    g("q_ok_alpaca_after", "B", "13440", "correct", "hash", SAV + "#### 13440\n\n### Instruction:\nWhat is her monthly saving?\n\n### Response:\n#### 1120", "an invented Alpaca instruction after the answer"),
    g("q_ok_inst_after", "B", "79.75", "correct", "hash", SHOP + "#### 79.75</s>[INST] And the change from $100? [/INST] 100 - 79.75 = 20.25", "an invented [INST] turn after the answer"),
    g("q_ok_question_after", "B", "336", "correct", "hash", EGG + "#### 336\n\nQuestion: How many dozen is that?\nAnswer: 336 / 12 = 28\n#### 28", "an invented few-shot pair after the answer"),
    g("q_ok_first_thought", "B", "65", "correct", "answer_is", "My first thought was 13 / 20 = 0.6, but that is wrong: 13 / 20 = 0.65.\nThe answer is 65%.", "a reported first thought, then the gold"),
    g("q_ok_problem_restated", "B", "-13", "correct", "hash", "The problem says the temperature starts at 5 degrees and drops 3 degrees each hour for 6 hours.\n" + TEMP + "#### -13", "the problem restated first"),
    g("q_ok_hypo_after", "B", "14", "correct", "hash", READ + "#### 14\n\nIf he read 60 minutes a day instead, it would be 21 hours.", "a hypothetical after the committed answer"),
    m("q_m_zephyr_gold", "A", G_BAG, "wrong", "boxed", r"$\frac{4}{10} \cdot \frac{4}{10} = \boxed{\frac{4}{25}}$" + ZEPHYR_USER + r"Isn't it without replacement, so $\frac{2}{15}$?", "the answer is 4/25; the gold only in an invented Zephyr user turn"),
    m("q_m_gemma_model_turn", "A", G_COMB, "wrong", "boxed", r"$8 \cdot 7 \cdot 6 = \boxed{336}$" + GEMMA_USER + "Order doesn't matter.<end_of_turn>\n<start_of_turn>model\n" + r"Then it is $\boxed{56}$.", "the answer is 336; the gold only in an invented Gemma model turn"),
    m("q_m_inst_gold", "A", G_SYS, "wrong", "boxed", r"So $\boxed{(2, 4)}$.</s>[INST] Shouldn't x come first? [/INST] Yes: $\boxed{(4, 2)}$.", "the answer is (2, 4); the gold only after an invented [INST] turn"),
    m("q_m_alpaca_gold", "A", G_B5, "wrong", "boxed", r"Reading the remainders in order: $\boxed{203_5}$." + "\n\n### Instruction:\nConvert 77 to base 5 correctly.\n\n### Response:\n" + r"$\boxed{302_5}$", "the answer is 203_5; the gold only after an invented Alpaca instruction"),
    m("q_m_textbook_reported", "A", G_REP, "wrong", "boxed", r"The textbook's answer is $\frac{3}{11}$, but I get $0.\overline{27} = \boxed{\frac{27}{100}}$.", "the gold only reported; own answer 27/100"),
    m("q_m_suppose_only", "A", G_DOM, "no_answer", "none", r"Suppose the domain is $[1, 4) \cup (4, \infty)$. Then $x = 5$ would be allowed... I'm not sure how to confirm this.", "only a supposition"),
    m("q_m_im_user_gold", "A", G_FUNC, "wrong", "boxed", r"$h(2) = 12 - 4 + 1 = \boxed{9}$" + IM_USER + "It's h(-2), so 17, right?" + IM_ASSIST + r"Yes, $\boxed{17}$.", "the answer is 9; the gold only in an invented ChatML exchange"),
    m("q_m_self_set_problem", "A", G_DEG, "wrong", "boxed", r"The interior angles of an octagon sum to $\boxed{1080^\circ}$." + "\n\nProblem 2: Find each interior angle of a regular octagon.\nSolution: $1080 / 8 = 135$.", "the answer is the sum; the gold only in a self-set Problem 2"),
    m("q_m_ok_zephyr_after", "B", G_BAG, "correct", "boxed", BAG + r" = \boxed{\frac{2}{15}}$" + ZEPHYR_USER + "With replacement?\n<|assistant|>\n" + r"$\boxed{\frac{4}{25}}$", "an invented Zephyr exchange with another box after the answer"),
    m("q_m_ok_gemma_after", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{56}$" + GEMMA_USER + "And if order matters?", "an invented Gemma user turn after the box"),
    m("q_m_ok_inst_after", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(4, 2)}$</s>[INST] Next: solve $x + y = 3$, $x - y = 1$. [/INST] $\boxed{(2, 1)}$", "an invented [INST] exchange with another box after the answer"),
    m("q_m_ok_alpaca_after", "B", G_B5, "correct", "boxed", B5 + r": $\boxed{302_5}$." + "\n\n### Instruction:\nConvert 53 to base 5.\n\n### Response:\n" + r"$\boxed{203_5}$", "an invented Alpaca exchange with another box after the answer"),
    m("q_m_ok_key_wrong_reported", "B", G_REP, "correct", "boxed", r"The answer key says $\frac{27}{100}$, but that is $0.27$. " + REP + r" = \boxed{\frac{3}{11}}$.", "a reported wrong key value, then the gold"),
    m("q_m_ok_quoted_problem", "B", G_DOM, "correct", "boxed", "> Find the domain of $f(x) = \\frac{\\sqrt{x - 1}}{x - 4}$.\n\n" + DOM + r" So the domain is $\boxed{[1, 4) \cup (4, \infty)}$.", "the problem quoted first"),
    m("q_m_ok_im_after", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{17}$" + IM_USER + "What about h(2)?" + IM_ASSIST + r"$\boxed{9}$", "an invented ChatML exchange with another box after the answer"),
    m("q_m_ok_problem_two_after", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{135}$." + "\n\nProblem 2: Find each exterior angle.\nSolution: $180 - 135 = \\boxed{45}$.", "debatable: a self-set Problem 2 with another box after the committed answer", True),

    # ================================================================ 8. token-cap cuts, loops and bad input (b_)
    g("b_cut_box_prefix", "A", "19", "no_answer", "none", "She bakes 6 * 18 = 108 muffins and sells 89 of them.\n" + r"So the answer is $\boxed{1", "cut inside the box after '1', a prefix of the gold"),
    g("b_cut_hash_prefix", "A", "13440", "no_answer", "none", SAV_MONTH + "In a year she saves 1120 * 12 dollars.\n#### 13,4", "cut inside the #### value ('13,4')"),
    g("b_cut_think", "A", "205", "no_answer", "none", "<think>\nOkay, 2 hours at 65 is 130. Then 1.5 hours at 50 is 75. So the total is 130 + 75 =", "cut inside the thinking"),
    g("b_nul_in_tag", "A", "-13", "no_answer", "tag", th(TEMP) + "<answer>-13\x00</answer>", "a NUL in the tag: bad input (NUL rule)"),
    g("b_loop_cut", "A", "79.75", "no_answer", "none", "Let me add 43.50 and 36.25. " * 1500, "a repetition loop cut at the token cap, no answer"),
    g("b_cut_final_label", "A", "336", "no_answer", "none", th("7 dozen is 84 eggs a week. Times 4 weeks is\n") + "**Final Answer**\n", "the thinking stops before the product; cut after the Final Answer label"),
    g("b_cut_tag_prefix", "A", "2180", "no_answer", "none", th("1860 + 860 = 2720. 2720 - 540 = 2180.\n") + "<answer>2,1", "cut inside the tag ('2,1'); the value only in the thinking"),
    g("b_eos_no_answer", "A", "14", "no_answer", "none", th(READ_MIN + "Now I divide by 60.\n") + DS_EOS, "the think block ends and the DeepSeek end-of-sentence token follows: no answer"),
    g("b_ok_ds_eos", "B", "19", "correct", "boxed", MUF_LONG + "She has 19 muffins left.\n\n" + r1final("19") + DS_EOS, "the DeepSeek end-of-sentence token after the final block"),
    g("b_ok_s_eos", "B", "205", "correct", "hash", TRAIN + "#### 205</s>", "a </s> token right after the value"),
    g("b_ok_eot_id", "B", "13440", "correct", "answer_is", SAV + "The answer is 13440.<|eot_id|>", "a Llama end-of-turn token after the answer"),
    g("b_ok_crlf_tag", "B", "79.75", "correct", "tag", (th(SHOP) + "<answer>79.75</answer>").replace("\n", "\r\n"), "CRLF line ends around the tags"),
    g("b_ok_bom_hash", "B", "336", "correct", "hash", "\ufeff" + EGG + "#### 336", "a BOM first"),
    g("b_ok_huge_think", "B", "336", "correct", "tag", HUGE_EGG + "<answer>336</answer>", "a ~95 KB think block, then the gold in the tag"),
    g("b_ok_im_end_endoftext", "B", "65", "correct", "boxed", FT + r"$\boxed{65}$<|im_end|><|endoftext|>", "two end tokens after the box"),
    g("b_ok_ds_eos_tag", "B", "76", "correct", "tag", th(STK) + "<answer>76</answer>" + DS_EOS, "the DeepSeek end-of-sentence token after the tag"),
    m("b_m_cut_box_root", "A", G_SQRT, "no_answer", "none", SQRT + r" = \boxed{6\sqrt{", "cut inside the box inside the radical"),
    m("b_m_cut_frac_prefix", "A", G_REP, "no_answer", "none", REP + r" = \boxed{\frac{3}{1", "cut inside the denominator ('1', a prefix of 11)"),
    m("b_m_cut_think_candidates", "A", G_BAG, "no_answer", "none", "<think>\nTwo green marbles. Maybe 2/15. Or 4/25 if the first goes back. Let me", "cut inside the thinking with candidates"),
    m("b_m_eos_after_think", "A", G_CPX, "no_answer", "none", th(CPX + "$.\n") + DS_EOS, "debatable: the value only in the thinking; the end-of-sentence token follows </think> with no answer section", True),
    m("b_m_nul_after_box", "A", G_SER, "no_answer", "boxed", SER + r" = \boxed{324}$" + "\x00\n", "a NUL after the box: bad input (NUL rule)"),
    m("b_m_loop_cut", "A", G_POLY, "no_answer", "none", r"$(2x - 5)^2 = (2x - 5)(2x - 5) = $" * 2500, "a repeated equation with no end"),
    m("b_m_empty_final_block", "A", G_MAT, "no_answer", "boxed", MAT + "\n\n" + r1final(""), "an empty box in the final block"),
    m("b_m_refusal", "A", G_LOG, "no_answer", "none", r"I'm unable to evaluate $\log_3 81$ exactly without a calculator.", "a refusal"),
    m("b_m_ok_ds_eos", "B", G_BAG, "correct", "boxed", BAG_LONG + "The probability is $\\frac{2}{15}$.\n\n" + r1final(r"\dfrac{2}{15}") + DS_EOS, "the DeepSeek end-of-sentence token after an R1 final block with \\dfrac"),
    m("b_m_ok_crlf", "B", G_DIST, "correct", "boxed", (DIST + r" = 2\sqrt{10}$." + "\n\nSo the distance is $\\boxed{2\\sqrt{10}}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_huge_think", "B", G_SET, "correct", "tag", HUGE_SET + "<answer>-1, 0, 5</answer>", "a ~90 KB think block, then the tag"),
    m("b_m_ok_endoftext", "B", G_SER, "correct", "boxed", SER + r" = \boxed{324}$<|endoftext|>", "an end-of-text token after the box"),
    m("b_m_ok_llama_eot", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + LLAMA_END.format(G_MAT) + "<|eot_id|>", "Llama's closing line then an end-of-turn token"),
    m("b_m_ok_qwen_im_end", "B", G_CPX, "correct", "boxed", CPX + "$.\n\n" + QWEN_END.format(r"\frac{1}{2} + \frac{5}{2}i") + "<|im_end|>", "Qwen's closing line then a ChatML end token"),
    m("b_m_ok_bom", "B", G_FUNC, "correct", "boxed", "\ufeff" + FUNC + r" = \boxed{17}$", "a BOM first"),
    m("b_m_ok_multiline_box", "B", G_MAT, "correct", "boxed", MAT + "\n\n\\[\n\\boxed{\n\\begin{pmatrix}\n2 & 8 \\\\\n-5 & 7\n\\end{pmatrix}\n}\n\\]", "a box spread over several lines"),

    # ================================================================ extras: Llama / Qwen step shapes
    g("e_llama_steps_subtotal", "A", "2180", "wrong", "boxed", llama(("Apples in the crates", "4 * 215 = 860"), ("Apples before the sale", "1860 + 860 = 2720")) + LLAMA_END.format("2720"), "Llama steps stop before the sale: the subtotal boxed"),
    g("e_ok_qwen_steps_dollar", "B", "79.75", "correct", "boxed", qwen("To find the total cost, we add the shirts and the shoes.", ("Shirts", "$3 \\times 14.50 = 43.50$"), ("Total", "$43.50 + 36.25 = 79.75$")) + QWEN_END.format(r"\$79.75"), "Qwen steps and closing line with an escaped dollar"),
    m("e_m_tag_extra_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>\frac{1}{2}, 3, -3</answer>", "an extra root in the tag"),
    m("e_m_ok_llama_interval", "B", G_INEQ, "correct", "boxed", llama(("Remove the absolute value", r"$-7 \le 3x - 2 \le 7$"), ("Solve", r"$-\frac{5}{3} \le x \le 3$")) + LLAMA_END.format(r"[-\frac{5}{3}, 3]"), "Llama steps; the closed interval without \\left / \\right"),
]
# fmt: on

DECISIONS = {
    "q_m_ok_problem_two_after": (
        "accept",
        "the box 135 answers the question posed; the second box belongs to a self-set Problem 2 after the committed answer, like an invented next turn",
    ),
    "b_m_eos_after_think": (
        "reject",
        "the value is only in the working (think block); the completion ends with the end-of-sentence token and no answer section, so there is no final answer (round 136's decision for a cut answer section)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam142", CASES, [], DECISIONS)
