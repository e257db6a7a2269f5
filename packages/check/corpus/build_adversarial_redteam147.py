r"""Build adversarial_redteam147.jsonl: round 147 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam147"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 145.py / 146.py (structure, docstring, label conventions,
DECISIONS; read to AVOID their shapes) were read; no probe of theirs is copied (new problems, new
golds, new wording).

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
"x = 4", "= 86", `\$18.50`). Shapes leaned on this round: `\$1{,}170` (LaTeX thousands group),
`\boxed{\$18.50}` inside the tag, answer tags holding "The answer is ...", equations that chain to
the value ("144 - 58 = 86"), inequality notation for an interval gold ("-3 < x < 4"), "x = 4, y = 2"
for a tuple gold, "x = 0, \pm 2" for a root list, reordered polynomials and complex numbers, GRPO
policies that repeat the answer tag, SmolLM-style "Answer:" lines, retractions inside the answer tag,
"Human:" / "### Instruction:" invented turns, and cuts inside `\boxed{`.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 boxes of 16 pencils, 58 handed out -> 86 (144 - 58; slip 96; subtotal 144); 4 h at 65 mph
+ 3 h at 50 mph -> 410 miles (260 + 150; average 410/7 ~ 58.57); gym $85 a month for 12 months +
$150 sign-up -> 1170 (1020 + 150; without sign-up 1020); 3 notebooks at $4.25 + 5 pens at $1.15 ->
18.5 (12.75 + 5.75 = 18.50; change from $20: 1.50); 5 dozen eggs a day for 6 days, eggs asked -> 360
(60 a day; 60*6 = 360 = 30 dozen); 1 h 20 min a day for 6 days, MINUTES asked -> 480 (80*6 = 480 =
8 hours); 50 min a day for 15 days, HOURS asked -> 12.5 (750 minutes; /60 = 12.5); 38 of 40 free
throws made, percent asked -> 95 (0.95; missed 5); 9 degrees, dropping 4 an hour for 6 hours -> -15
(drop 24; 9 - 24 = -15); 7 apples at 45 cents + 4 bananas at 30 cents, CENTS asked -> 435 (315 + 120
= 435 = $4.35); 5 rows of 18 carrot plants, 3 carrots each -> 270 (90 plants; 90*3); $2,350 saved a
month for 8 months, $4,900 spent -> 13900 (18,800 - 4,900; subtotal 18800); 1,250 liters a day for
30 days -> 37500.
MATH: two cards red without replacement from 4 red, 6 blue -> 2/15 (4/10 * 3/9 = 12/90; 0.1333...;
with replacement 4/25); distance (-1, 4) to (3, -2) -> 2\sqrt{13} (16 + 36 = 52; ~7.2111);
x^2 - x - 12 < 0 -> (-3, 4) ((x - 4)(x + 3)); 2x^2 - 7x + 3 = 0 -> 1/2, 3 ((2x - 1)(x - 3); sum 7/2);
(4 + 3i)(2 - i) -> 11 + 2i (8 - 4i + 6i + 3; conjugate 11 - 2i; i^2 as +1: 5 + 2i); 240 degrees ->
4\pi/3 (~4.18879); [[1, 3], [2, -1]][[0, 2], [4, 1]] -> [[12, 5], [-4, 3]] (0 + 12, 2 + 3; 0 - 4,
4 - 1; BA = [[4, -2], [6, 11]]); interior angle of a regular decagon -> 144 degrees (1440/10;
exterior 36; 4\pi/5 rad); 77 in base 5 -> 302_5 (75 + 0 + 2; reversed 203_5 = 53); 4 1/3 - 2 3/4 ->
19/12 (52/12 - 33/12 = 1 7/12); x^3 - 4x = 0 -> -2, 0, 2; (2x - 5)^2 -> 4x^2 - 20x + 25;
3x + 2y = 16, x - y = 2 -> (4, 2) (5y = 10; (2, 4) gives 14); 0.\overline{45} -> 5/11 (45/99);
C(10, 3) -> 120 (720/6; ordered 720); \sqrt{20}\sqrt{6} -> 2\sqrt{30} (\sqrt{120}; ~10.954);
f(x) = 3x^2 - 2x + 1 at -2 -> 17 (12 + 4 + 1; f(2) = 9); domain of \sqrt{3 - x} + 1/(x + 1) ->
(-\infty, -1) \cup (-1, 3]; vertex of y = x^2 + 4x + 1 -> (-2, -3) (4 - 8 + 1); 2 + 7 + ... + 52 ->
297 (11 terms; 11*54/2; 10 terms: 245).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and odd tokens.
`_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth wrong / no_answer; kind B:
truth correct.

Label conventions (corpus/README.md; rounds 136, 145, 146): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators incl. `{,}`, "x = ",
"= ", `\dfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its
subscript, an unreduced fraction or unsimplified radical equal to the gold, a mixed number, an
inequality or "x \in" for an interval gold, "x = 4, y = 2" for a tuple gold, the roots in another
order or with \pm, a reordered polynomial) is correct; another quantity (a subtotal, the average
speed, the drop instead of the temperature, the other unit than the one asked, the change instead
of the cost, the exterior angle, one coordinate, one root, the sum of the roots, the other product
order) is wrong; an answer tag's content is the final answer (a sentence or equation in it is read
for the value it states; two values in it are a hedge -> wrong); a decimal for an exact irrational /
repeating MATH gold is wrong; a rounded GSM8K value is wrong; degrees are not radians; a percent gold
95 accepts 95% and "95 percent", but 0.95 is another value; a hedge or two different final answers
is wrong; no final answer (cut at the token cap, an empty or placeholder tag, a negated gold with
nothing after, a supposition, a refusal) is no_answer; a value the model marks wrong is wrong; an
explicit correction after the answer ("Wait", "Hmm, actually", "Let me recompute", "I made an error")
makes the new value final, even when the correction itself is a slip; a check, verification, offer
or pleasantry after a committed answer that keeps it does not replace it; text in an invented next
turn (`User:`, `Human:`, ChatML, "### Instruction:", a new "Question:") does not count, whether it
holds the gold or another value; an end-of-text token after the answer is not part of it; an answer
restated after its box as the same quantity in other words keeps the box's value when the box holds
the quantity asked. Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam147.py  (writes adversarial_redteam147.jsonl beside itself)
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

EOS = "<|endoftext|>"
EOT = "<|im_end|>"

# ================================================================ GSM8K working
# pencils: gold 86 (9*16 = 144; 144 - 58)
PEN = "Each box has 16 pencils, so 9 boxes have 9 * 16 = <<9*16=144>>144 pencils.\nAfter handing out 58, the teacher has 144 - 58 = <<144-58=86>>86 pencils left.\n"
PEN_SLIP = "Each box has 16 pencils, so 9 boxes have 9 * 16 = 144 pencils.\nAfter handing out 58, the teacher has 144 - 58 = 96 pencils left.\n"
# train: gold 410 (260 + 150)
TRN = "In the first 4 hours the train covers 4 * 65 = <<4*65=260>>260 miles.\nIn the next 3 hours it covers 3 * 50 = <<3*50=150>>150 miles.\nAltogether it travels 260 + 150 = <<260+150=410>>410 miles.\n"
# gym: gold 1170 (12*85 = 1020; + 150)
GYM_NOF = "The monthly fees for a year are 12 * 85 = <<12*85=1020>>1,020 dollars.\n"
GYM = (
    GYM_NOF
    + "With the $150 sign-up fee, the first year costs 1020 + 150 = <<1020+150=1170>>1,170 dollars.\n"
)
# school supplies: gold 18.5 (12.75 + 5.75)
SUP = "3 notebooks cost 3 * 4.25 = <<3*4.25=12.75>>12.75 dollars.\n5 pens cost 5 * 1.15 = <<5*1.15=5.75>>5.75 dollars.\nIn total she pays 12.75 + 5.75 = <<12.75+5.75=18.50>>18.50 dollars.\n"
# eggs (eggs asked): gold 360 (60 a day; *6)
EGG = "The farm collects 5 dozen eggs a day, which is 5 * 12 = <<5*12=60>>60 eggs.\nIn 6 days it collects 60 * 6 = <<60*6=360>>360 eggs.\n"
# reading (MINUTES asked): gold 480 (80*6)
RDG = "1 hour 20 minutes is 60 + 20 = <<60+20=80>>80 minutes.\nOver 6 days she reads 80 * 6 = <<80*6=480>>480 minutes.\n"
# walking (HOURS asked): gold 12.5 (50*15 = 750; /60)
WLK_MIN = "He walks 50 minutes a day for 15 days, so 50 * 15 = <<50*15=750>>750 minutes.\n"
WLK = WLK_MIN + "In hours that is 750 / 60 = <<750/60=12.5>>12.5 hours.\n"
# free throws (percent asked): gold 95 (38/40)
FT = "She made 38 of 40 free throws, so her percentage is 38 / 40 * 100 = <<38/40*100=95>>95 percent.\n"
# temperature: gold -15 (4*6 = 24; 9 - 24)
TMP = "The temperature falls 4 * 6 = <<4*6=24>>24 degrees in 6 hours.\nSo it ends at 9 - 24 = <<9-24=-15>>-15 degrees.\n"
# fruit (CENTS asked): gold 435 (315 + 120)
FRT = "The apples cost 7 * 45 = <<7*45=315>>315 cents.\nThe bananas cost 4 * 30 = <<4*30=120>>120 cents.\nAltogether he spends 315 + 120 = <<315+120=435>>435 cents.\n"
# carrots: gold 270 (90 plants * 3)
CAR = "There are 5 * 18 = <<5*18=90>>90 carrot plants.\nEach plant gives 3 carrots, so there are 90 * 3 = <<90*3=270>>270 carrots.\n"
# savings: gold 13900 (18,800 - 4,900)
SAV = "She saves 2350 * 8 = <<2350*8=18800>>18,800 dollars in 8 months.\nAfter spending 4,900 she has 18800 - 4900 = <<18800-4900=13900>>13,900 dollars.\n"
# milk: gold 37500 (1250*30)
MLK = "The dairy produces 1,250 liters a day, so in 30 days it produces 1250 * 30 = <<1250*30=37500>>37,500 liters.\n"

PEN_LONG = th(
    "Okay, 9 boxes, 16 pencils each. 9 times 16 is 144.\n\n"
    "She hands out 58. 144 minus 58... 144 minus 60 is 84, plus 2 is 86.\n\n"
    "Hmm, let me double-check: 86 plus 58 is 144. Yes. So 86, not 96.\n"
)
TRN_LONG = th(
    "The train goes 65 mph for 4 hours: 260 miles. Then 50 mph for 3 hours: 150 miles.\n\n"
    "Total distance 410 miles. Or is it asking for average speed? 410 over 7 is about 58.57.\n\n"
    'The question: "How many miles does the train travel in total?" Distance. So 410.\n'
)
WLK_LONG = th(
    "50 minutes times 15 days is 750 minutes.\n\n"
    "The question asks for hours. 750 divided by 60. 60 times 12 is 720, remainder 30, so 12 and a half.\n\n"
    "12.5 hours. Not 750, that is minutes. Not 7.5 either, that would be dividing by 100.\n"
)
TMP_LONG = th(
    "Starts at 9 degrees. Drops 4 each hour for 6 hours, that's 24 degrees of drop.\n\n"
    "9 minus 24 is -15. Hmm, so 15 below zero.\n\n"
    "The question asks what the temperature is at the end, so -15, not the drop of 24.\n"
)
SAV_LONG = th(
    "2350 times 8. 2000 times 8 is 16000, 350 times 8 is 2800, total 18800.\n\n"
    "Minus 4900 spent on the car repair. 18800 minus 4900 is 13900.\n\n"
    "Wait, should I subtract 4900 once or every month? Once, it was one repair. So 13900.\n"
)

# ================================================================ MATH working
G_CRD = r"\frac{2}{15}"
CRD = r"The first card is red with probability $\frac{4}{10}$, then the second with probability $\frac{3}{9}$, so the probability is $\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90}"
G_DST = r"2\sqrt{13}"
DST = r"$d = \sqrt{(3 - (-1))^2 + (-2 - 4)^2} = \sqrt{16 + 36} = \sqrt{52}"
G_INQ = "(-3, 4)"
INQ = r"$x^2 - x - 12 = (x - 4)(x + 3) < 0$ exactly when $x$ lies between the roots $-3$ and $4$."
G_RTS = r"\frac{1}{2}, 3"
RTS = r"Factoring, $2x^2 - 7x + 3 = (2x - 1)(x - 3) = 0$, so $x = \frac{1}{2}$ or $x = 3$."
G_CPX = "11 + 2i"
CPX = r"$(4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2 = 8 + 2i + 3"
G_RAD = r"\frac{4\pi}{3}"
RAD = r"$240^\circ \cdot \frac{\pi}{180^\circ} = \frac{240\pi}{180}"
G_MAT = r"\begin{pmatrix} 12 & 5 \\ -4 & 3 \end{pmatrix}"
MAT = r"Row 1: $(1 \cdot 0 + 3 \cdot 4,\ 1 \cdot 2 + 3 \cdot 1) = (12, 5)$. Row 2: $(2 \cdot 0 + (-1) \cdot 4,\ 2 \cdot 2 + (-1) \cdot 1) = (-4, 3)$."
G_DEG = "144"
DEG = r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each interior angle of a regular decagon is $\frac{1440^\circ}{10}"
G_B5 = "302_5"
B5 = r"$77 = 5 \cdot 15 + 2$, $15 = 5 \cdot 3 + 0$, $3 = 5 \cdot 0 + 3$. Reading the remainders from the last to the first,"
G_MIX = r"\frac{19}{12}"
MIX = r"$4\frac{1}{3} - 2\frac{3}{4} = \frac{13}{3} - \frac{11}{4} = \frac{52}{12} - \frac{33}{12} = \frac{19}{12}"
G_SET = "-2, 0, 2"
SET = r"$x^3 - 4x = x(x - 2)(x + 2) = 0$, so $x = 0$, $x = 2$ or $x = -2$."
G_PLY = "4x^2 - 20x + 25"
PLY = r"$(2x - 5)^2 = 4x^2 - 10x - 10x + 25"
G_SYS = "(4, 2)"
SYS = (
    r"From $x - y = 2$, $x = y + 2$. Then $3(y + 2) + 2y = 16$, so $5y = 10$, $y = 2$ and $x = 4$."
)
G_REP = r"\frac{5}{11}"
REP = r"Let $x = 0.\overline{45}$. Then $100x = 45.\overline{45}$, so $99x = 45$ and $x = \frac{45}{99}"
G_CMB = "120"
CMB = r"$\binom{10}{3} = \frac{10 \cdot 9 \cdot 8}{3 \cdot 2 \cdot 1} = \frac{720}{6}"
G_SQR = r"2\sqrt{30}"
SQR = r"$\sqrt{20} \cdot \sqrt{6} = \sqrt{120} = \sqrt{4 \cdot 30}"
G_FUN = "17"
FUN = r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = 12 + 4 + 1"
G_DOM = r"(-\infty, -1) \cup (-1, 3]"
DOM = r"We need $3 - x \ge 0$, so $x \le 3$, and $x + 1 \ne 0$, so $x \ne -1$."
G_VTX = "(-2, -3)"
VTX = r"The vertex of $y = x^2 + 4x + 1$ is at $x = -\frac{4}{2} = -2$, where $y = 4 - 8 + 1 = -3"
G_SER = "297"
SER = r"The series $2 + 7 + 12 + \cdots + 52$ has $\frac{52 - 2}{5} + 1 = 11$ terms, so its sum is $\frac{11(2 + 52)}{2}"

CRD_LONG = th(
    "Four red, six blue, ten cards. Draw two without putting back.\n\n"
    "P(first red) = 4/10. P(second red | first red) = 3/9. Product = 12/90 = 2/15.\n\n"
    "Alternatively C(4,2)/C(10,2) = 6/45 = 2/15. Same. With replacement it would be 16/100 = 4/25, but it says without.\n"
)
RAD_LONG = th(
    "240 degrees to radians. Multiply by pi/180. 240/180 = 4/3. So 4pi/3.\n\n"
    "Numerically about 4.18879. The problem wants the exact value, so 4pi/3.\n"
)
MAT_LONG = th(
    "Entry (1,1): 1*0 + 3*4 = 12. Entry (1,2): 1*2 + 3*1 = 5.\n\n"
    "Entry (2,1): 2*0 + (-1)*4 = -4. Entry (2,2): 2*2 + (-1)*1 = 3.\n\n"
    "Hmm, did I multiply in the right order? AB, first matrix rows times second matrix columns. Yes.\n"
)
B5_LONG = th(
    "77 in base 5. 25 goes into 77 three times, 75, remainder 2. 5 goes into 2 zero times. Remainder 2.\n\n"
    "So digits 3, 0, 2. That's 302 in base 5. Check: 3*25 + 0*5 + 2 = 77. Good.\n"
)
INQ_LONG = th(
    "x^2 - x - 12 factors as (x - 4)(x + 3). Roots -3 and 4.\n\n"
    "Parabola opens up, so negative between the roots. Strict inequality, open interval.\n\n"
    "So -3 < x < 4, interval (-3, 4).\n"
)

# fmt: off
CASES = [
    # ============================================================ GSM8K, kind A
    # --- t_: answer tags
    g("t_tag_hedge_or", "A", "86", "wrong", "tag", PEN_LONG + "<answer>86 or 96</answer>", "two values in the tag: a hedge"),
    g("t_tag_subtotal_sentence", "A", "86", "wrong", "tag", th(PEN) + "<answer>The boxes held 144 pencils in all.</answer>", "the tag's sentence states the subtotal 144"),
    g("t_tag_slip_after_right_think", "A", "86", "wrong", "tag", PEN_LONG + "<answer>96</answer>", "the think block reaches 86, the tag commits to the slip 96"),
    g("t_tag_average_speed", "A", "410", "wrong", "tag", th(TRN + "The average speed is 410 / 7, about 58.57 mph.\n") + "<answer>58.57 mph</answer>", "the tag holds the average speed, not the distance"),
    g("t_tag_equation_subtotal", "A", "1170", "wrong", "tag", th(GYM_NOF) + "<answer>12 \\times 85 = 1020</answer>", "the tag's equation ends at the fees without the sign-up: 1020"),
    g("t_tag_placeholder_number", "A", "360", "no_answer", "tag", th(EGG) + "<answer>[number]</answer>", "a template placeholder in the tag: no final answer"),
    g("t_tag_empty_box", "A", "480", "no_answer", "tag", th(RDG) + "<answer>\\boxed{}</answer>", "an empty box in the tag: no final answer"),
    g("t_tag_two_tags_last_wrong", "A", "12.5", "wrong", "tag", th(WLK) + "<answer>12.5</answer>\n<answer>750</answer>", "a GRPO policy writes a second tag with the minutes; the last tag counts"),
    g("t_tag_minutes_with_unit", "A", "12.5", "wrong", "tag", th(WLK_MIN) + "<answer>750 minutes</answer>", "the tag holds the minutes; hours were asked"),
    g("t_tag_retract_inside", "A", "86", "wrong", "tag", th(PEN) + "<answer>86. Wait, she handed out 48, so 144 - 48 = 96.</answer>", "a retraction inside the tag moves to 96 (a misreading): last value counts"),
    g("t_tag_drop_not_temp", "A", "-15", "wrong", "tag", TMP_LONG + "<answer>24 degrees</answer>", "the tag holds the drop, not the final temperature"),
    # --- h_: phrase marker / bold / ####
    g("h_phrase_then_hash_other", "A", "86", "wrong", "hash", PEN + "The answer is 86.\n#### 96", "the #### line, written last, marks 96"),
    g("h_bold_subtotal", "A", "13900", "wrong", "bold", SAV + "**Total saved: $18,800**", "the bold answer is the saving before the spending"),
    g("h_hash_empty", "A", "270", "no_answer", "hash", "There are 5 rows of 18 carrot plants.\nEach plant grows 3 carrots.\n####", "#### with nothing after it and no value stated"),
    g("h_answer_line_change", "A", "18.5", "wrong", "answer_line", SUP + "She pays with a $20 bill, so she gets 20 - 18.50 = 1.50 dollars back.\nAnswer: $1.50", "the Answer line holds the change, not the cost asked"),
    g("h_final_answer_bold_per_month", "A", "1170", "wrong", "bold", GYM + "**Final Answer:** $97.50 per month", "the bold final answer is the first-year cost per month (1170/12), another quantity"),
    g("h_hash_rounded", "A", "12.5", "wrong", "hash", WLK + "Rounding to the nearest hour, he walks about 13 hours.\n#### 13", "a rounded GSM8K value"),
    # --- x_: exactness
    g("x_percent_as_decimal", "A", "95", "wrong", "boxed", "She made 38 / 40 = 0.95 of her free throws.\n\nThe answer is $\\boxed{0.95}$.", "0.95 is another value than the percent asked"),
    g("x_range_hedge", "A", "37500", "wrong", "plain", "About 1,250 liters a day for about 30 days.\n\nFinal answer: between 37,000 and 38,000 liters", "a range instead of a value: a hedge"),
    g("x_cents_as_dollars_box", "A", "435", "wrong", "boxed", "The apples cost 7 * 0.45 = 3.15 dollars and the bananas 4 * 0.30 = 1.20 dollars, 4.35 dollars in all.\n\n$\\boxed{4.35}$", "the box holds dollars; cents were asked"),
    g("x_dozen_not_eggs", "A", "360", "wrong", "boxed", "5 dozen a day for 6 days is 5 * 6 = 30 dozen eggs.\n\nThe answer is \\boxed{30}.", "the box holds dozens; eggs were asked"),
    g("x_hours_for_minutes", "A", "480", "wrong", "boxed", RDG + "That is 480 / 60 = 8 hours.\n\nThe final answer is $\\boxed{8}$.", "the box holds hours; minutes were asked"),
    # --- n_: negation / annotation
    g("n_not_gold_nothing_after", "A", "86", "no_answer", "plain", "9 * 16 = 144 pencils. Then 58 are handed out.\nThe answer is not 86, because some boxes may have been opened already. I cannot determine the exact number.", "a negated gold and a refusal: no final answer"),
    g("n_sign_dropped", "A", "-15", "wrong", "boxed", "9 - 24 = -15, so the thermometer reads 15 degrees.\n\n$\\boxed{15}$", "the sign dropped in the committed value: 15"),
    g("n_box_then_incorrect_mark", "A", "410", "wrong", "boxed", TRN + "$\\boxed{410}$ ❌\n\nThis does not match the expected total, so my answer is incorrect.", "the model marks its boxed 410 wrong and commits to nothing else"),
    g("n_strike_gold_then_other", "A", "270", "wrong", "plain", CAR + "~~270~~ 180 carrots, since only 2 carrots grow per plant.\n\nFinal answer: 180", "the gold struck through, 180 committed"),
    g("n_approx_annotation", "A", "13900", "wrong", "boxed", "She saves about 2,300 a month, about 18,400 in 8 months, minus 4,900.\n\n$\\boxed{13500}$ (approximately)", "an approximation: 13500"),
    # --- u_: units / restated
    g("u_box_minutes_asked_hours", "A", "12.5", "wrong", "boxed", WLK_MIN + "\nHe walks $\\boxed{750}$ minutes in total.", "the box holds minutes; hours were asked, nothing restates it in hours"),
    g("u_cents_box_dollar_sign", "A", "435", "wrong", "boxed", "7 apples at 45 cents and 4 bananas at 30 cents: 3.15 + 1.20 = 4.35.\n\n$\\boxed{\\$4.35}$", "dollars boxed; cents were asked"),
    g("u_percent_missed", "A", "95", "wrong", "boxed", FT + "She missed 100 - 95 = 5 percent.\n\n**Final Answer:** $\\boxed{5\\%}$", "the missed percentage, another quantity"),
    g("u_per_day_eggs", "A", "360", "wrong", "plain", "5 dozen is 60 eggs, collected every day for 6 days.\nFinal answer: 60 eggs", "the eggs per day, another quantity"),
    # --- r_: retractions and checks
    g("r_wait_to_slip", "A", "86", "wrong", "boxed", PEN + "$\\boxed{86}$\n\nWait, 9 boxes of 16 is 154, not 144. So 154 - 58 = $\\boxed{96}$.", "'Wait' moves to a slip: the new value counts"),
    g("r_hmm_actually_subtotal", "A", "1170", "wrong", "boxed", GYM + "So the answer is $\\boxed{1170}$.\n\nHmm, actually, the sign-up fee is refunded after a year, so the cost is just $\\boxed{1020}$.", "'Hmm, actually' moves to 1020"),
    g("r_recompute_slip", "A", "410", "wrong", "boxed", TRN + "The answer is 410.\n\nLet me recompute: 4 * 65 = 240 and 3 * 50 = 150, so 240 + 150 = 390.\n\nThe train travels $\\boxed{390}$ miles.", "the recomputation slips to 390 and commits to it"),
    g("r_made_error_other", "A", "18.5", "wrong", "plain", SUP + "I made an error: the pens cost 1.25 each, so 5 * 1.25 = 6.25, and the total is 12.75 + 6.25 = 19.00.\n\nFinal answer: $19.00", "'I made an error' moves to 19"),
    g("r_verify_fails_switch", "A", "360", "wrong", "boxed", EGG + "\\boxed{360}\n\nLet me verify: 5 dozen is 50 eggs, so 50 * 6 = 300. The correct answer is \\boxed{300}.", "a verification with a slip switches to 300"),
    g("r_hmm_no_value", "A", "480", "no_answer", "plain", RDG + "Hmm, wait. Does she read on weekends too? Let me reconsider the number of days. If she reads 6 days a week for", "the model doubts its value and the text is cut before any new value: no committed answer", True),
    g("r_wait_to_dozen", "A", "360", "wrong", "boxed", EGG + "\\boxed{360}\n\nWait, the question says dozens. 360 / 12 = \\boxed{30}.", "a misreading retraction to 30"),
    # --- q_: invented turns / quoted
    g("q_user_turn_holds_gold", "A", "86", "wrong", "plain", PEN_SLIP + "The answer is 96.\n\nUser: Are you sure? I think the answer is 86.\nAssistant: You're right, the answer is 86.", "the model's answer is 96; the gold is only in an invented next turn"),
    g("q_human_turn_gold", "A", "410", "wrong", "plain", "4 * 65 = 260, 3 * 50 = 150, 260 + 150 = 400.\nThe train travels 400 miles.\n\nHuman: The correct total is 410 miles.\n\nAssistant: 410", "an invented Human/Assistant exchange after the model's 400"),
    g("q_im_start_gold", "A", "1170", "wrong", "boxed", GYM_NOF + "$\\boxed{1020}$" + IM_USER + "What if we add the $150 sign-up fee?" + IM_ASSIST + "Then it is $\\boxed{1170}$.", "the gold is in an invented ChatML turn; the model's own answer is 1020"),
    g("q_instruction_turn_gold", "A", "18.5", "wrong", "plain", "3 * 4.25 = 12.75 and 5 * 1.15 = 5.75, total 17.50.\nThe answer is 17.50.\n\n### Instruction:\nCheck the sum again.\n\n### Response:\n12.75 + 5.75 = 18.50", "an invented Alpaca instruction turn holds the gold; the model's answer 17.50"),
    g("q_question_next_turn", "A", "270", "wrong", "hash", "5 * 18 = 90 plants, 90 * 2 = 180 carrots.\n#### 180\n\nQuestion: A farmer plants 5 rows of 18 carrot plants with 3 carrots each. How many carrots?\nAnswer: 270", "a new invented Question/Answer after the model's 180"),
    g("q_quoted_key", "A", "13900", "wrong", "plain", "She saves 18,800 and spends 4,900, leaving 14,900.\n\nThe answer key says 13,900, but I get 14,900.\n\nFinal answer: 14900", "the gold only quoted as someone else's value"),
    g("q_hypothetical", "A", "12.5", "no_answer", "plain", "If he walked 50 minutes every day for 15 days, he would walk 12.5 hours. But the problem does not say how many days he walks, so I cannot give an answer.", "a supposition followed by a refusal: no final answer"),
    g("q_eot_then_user_gold", "A", "-15", "wrong", "boxed", "9 - 4 * 6 = 9 - 24 = -16.\n\n$\\boxed{-16}$" + EOT_USER + "The answer should be -15.", "the gold only in an invented Llama user turn"),
    # --- b_: cuts, loops
    g("b_cut_in_think", "A", "86", "no_answer", "cut", "<think>\nOkay, 9 boxes with 16 pencils each. 9 times 16, that is 9 times 10 is 90, 9 times 6 is 54, so 144. Then she hands out 58. 144 minus 58 is", "cut at the token cap in the think block"),
    g("b_cut_in_box", "A", "410", "no_answer", "cut", TRN + "\nThe answer is $\\boxed{4", "cut inside \\boxed{: only a digit of the value"),
    g("b_cut_tag_open", "A", "1170", "no_answer", "cut", th(GYM) + "<answer>", "the answer tag opens and the text ends"),
    g("b_loop_cut_no_value", "A", "360", "no_answer", "cut", "Each day the farm collects 5 dozen eggs. " * 12 + "Each day the farm", "a repetition loop cut at the cap, no value ever stated"),
    g("b_loop_two_values", "A", "480", "wrong", "loop", "The answer is 480.\nThe answer is 8.\n" * 4 + "The answer is 480.\nThe answer is 8.", "a loop alternating two values: two different final answers"),
    g("b_cut_after_wait", "A", "13900", "no_answer", "cut", SAV_LONG + "<answer>13900</answer>\n\nWait, let me re-read. She also gets a bonus of", "the model retracts after its tag and is cut before a new value: no committed answer", True),
    g("b_nul_in_answer", "A", "270", "no_answer", "bad_input", CAR + "The answer is 27\x000.", "a NUL byte inside the answer: bad input"),
    g("b_eos_then_other", "A", "95", "wrong", "eos", "38 / 40 = 0.95\nThe answer is 0.95" + EOS + "95", "the model's answer is 0.95; text after the end-of-text token is not part of it"),
    # --- extra A
    g("t_tag_answer_phrase_other", "A", "37500", "wrong", "tag", th("1250 times 30. 1250 times 3 is 3750, times 10 is 37500.\n") + "<answer>The answer is 3,750 liters.</answer>", "the tag's sentence states 3750 (a slip of a factor 10)"),
    g("t_tag_box_per_day", "A", "37500", "wrong", "tag", th(MLK) + "<answer>\\boxed{1250}</answer>", "the tag holds the daily amount"),
    g("h_smol_answer_colon_other", "A", "435", "wrong", "answer_line", "7 apples cost 7 x 45 = 315 cents.\n4 bananas cost 4 x 30 = 120 cents.\nTotal: 315 + 120 = 425 cents.\nAnswer: 425", "an Answer: line with an addition slip"),
    g("h_bold_two_values", "A", "-15", "wrong", "bold", TMP + "**The temperature is -15°F or 15°F below freezing, about -9°F.**", "the bold line gives -15 and -9: two different final answers"),
    g("x_rounded_dollars", "A", "18.5", "wrong", "boxed", SUP + "\nRounded to the nearest dollar: $\\boxed{19}$", "a rounded GSM8K value"),
    g("r_scratch_that", "A", "95", "wrong", "plain", FT + "So her percentage is 95%.\n\nScratch that: she made 36 of 40, so 36 / 40 = 90%.\n\nFinal answer: 90%", "'Scratch that' moves to 90"),
    g("n_neq_box", "A", "86", "no_answer", "boxed", "The number left cannot be 96 because 96 + 58 = 154.\n\n$\\boxed{\\neq 96}$", "a box holding only an inequation: no final answer"),
    g("u_minutes_restated_wrong_unit_last", "A", "480", "wrong", "bold", RDG + "**Answer: 8 hours**", "hours stated as the bold answer; minutes were asked"),
    g("q_eos_then_question", "A", "410", "wrong", "hash", "260 + 150 = 400\n#### 400" + EOS + "Question: what is 260 + 150?\nAnswer: 410\n#### 410", "the model's answer 400; the gold only after an end-of-text token in a new Question"),
    g("h_hash_then_phrase_other", "A", "410", "wrong", "hash", TRN + "#### 410\n\nTherefore, the train travels 400 miles in total.", "a sentence after the #### line states 400: two different final answers"),
    g("r_user_corrects_then_model_agrees_wrong", "A", "1170", "wrong", "plain", GYM + "The first year costs $1,170.\n\nHmm, actually the sign-up fee is included in the first month, so the total is 12 * 85 = $1,020.\n\nThe answer is 1020.", "a retraction with the model's own reasoning to 1020"),

    # ============================================================ GSM8K, kind B
    # --- t_: tags
    g("t_ok_tag_sentence", "B", "86", "correct", "tag", th(PEN) + "<answer>The teacher has 86 pencils left.</answer>", "a sentence in the tag stating 86"),
    g("t_ok_tag_equation_chain", "B", "86", "correct", "tag", PEN_LONG + "<answer>144 - 58 = 86</answer>", "an equation in the tag ending at the gold"),
    g("t_ok_tag_unit", "B", "410", "correct", "tag", TRN_LONG + "<answer>410 miles</answer>", "the gold with its unit in the tag"),
    g("t_ok_tag_box_dollar", "B", "18.5", "correct", "tag", th(SUP) + "<answer>\\boxed{\\$18.50}</answer>", "a box with an escaped dollar and trailing zero in the tag"),
    g("t_ok_tag_latex_thousands", "B", "1170", "correct", "tag", th(GYM) + "<answer>$\\$1{,}170$</answer>", "LaTeX {,} thousands group and an escaped dollar"),
    g("t_ok_tag_answer_phrase", "B", "360", "correct", "tag", th(EGG) + "<answer>The answer is 360 eggs.</answer>", "'The answer is' inside the tag"),
    g("t_ok_tag_hours_words", "B", "12.5", "correct", "tag", WLK_LONG + "<answer>12.5 hours</answer>", "the hours asked, with the unit"),
    g("t_ok_tag_negative_degrees", "B", "-15", "correct", "tag", TMP_LONG + "<answer>-15 degrees</answer>", "the negative temperature with a unit"),
    g("t_ok_tag_repeat_same", "B", "270", "correct", "tag", th(CAR) + "<answer>270</answer>\n<answer>270</answer>", "a GRPO policy repeats the same tag; both hold the gold"),
    g("t_ok_tag_x_equals", "B", "13900", "correct", "tag", SAV_LONG + "<answer>x = 13900</answer>", "'x = ' before the gold in the tag"),
    g("t_ok_tag_retract_inside_to_gold", "B", "86", "correct", "tag", th(PEN_SLIP) + "<answer>96. Wait, 144 - 58 is 86, not 96. So 86.</answer>", "a retraction inside the tag to the gold"),
    g("t_ok_tag_percent_sign", "B", "95", "correct", "tag", th(FT) + "<answer>95%</answer>", "95% for a percent gold"),
    # --- h_: markers
    g("h_ok_phrase_then_hash", "B", "86", "correct", "hash", PEN + "So the teacher has 86 pencils left.\n#### 86", "a phrase then the #### line with the gold"),
    g("h_ok_hash_with_unit", "B", "410", "correct", "hash", TRN + "#### 410 miles", "#### with a trailing unit"),
    g("h_ok_bold_final_answer_block", "B", "1170", "correct", "bold", GYM + "\n**Final Answer**\n\nThe first year of membership costs **$1,170**.", "a **Final Answer** heading then a bold dollar amount with a thousands separator"),
    g("h_ok_answer_line_words", "B", "360", "correct", "answer_line", EGG + "Answer: 360 eggs in total", "an Answer: line with trailing words"),
    g("h_ok_hash_dollar_trailing_zero", "B", "18.5", "correct", "hash", SUP + "The answer is $18.50.\n#### $18.50", "#### with a dollar sign and a trailing zero"),
    g("h_ok_bold_minutes", "B", "480", "correct", "bold", RDG + "\n**She reads for 480 minutes.**", "a bold sentence holding the gold"),
    g("h_ok_equals_only", "B", "270", "correct", "plain", "5 * 18 * 3\n= 90 * 3\n= 270", "a bare '= 270' as the last line"),
    g("h_ok_hash_commas", "B", "37500", "correct", "hash", MLK + "#### 37,500", "#### with a thousands separator"),
    g("h_ok_llama_end_unit", "B", "13900", "correct", "boxed", llama(("Savings", "2350 * 8 = 18800 dollars."), ("Subtract the repair", "18800 - 4900 = 13900 dollars.")) + LLAMA_END.format("13,900"), "Llama's closing line with a thousands separator in the box"),
    g("h_ok_qwen_end_cents", "B", "435", "correct", "boxed", FRT + QWEN_END.format("435"), "Qwen's closing line"),
    # --- x_: exactness / notation
    g("x_ok_dollar_trailing_zero_box", "B", "18.5", "correct", "boxed", SUP + "\n$\\boxed{18.50}$", "18.50 for 18.5"),
    g("x_ok_text_in_box", "B", "86", "correct", "boxed", PEN + "\n$\\boxed{86 \\text{ pencils}}$", "\\text{} unit inside the box"),
    g("x_ok_hrs_text_box", "B", "12.5", "correct", "boxed", WLK + "\n$\\boxed{12.5\\text{ hrs}}$", "\\text{ hrs} unit in the box"),
    g("x_ok_thousand_word", "B", "37500", "correct", "plain", MLK + "\nSo the dairy produces 37.5 thousand liters, that is 37,500 liters.", "the last statement is 37,500 liters"),
    g("x_ok_space_thousands", "B", "13900", "correct", "boxed", SAV + "\n$\\boxed{13\\,900}$", "a thin-space thousands separator in the box"),
    g("x_ok_dollar_with_cents_text", "B", "1170", "correct", "boxed", GYM + "\n\\[\n\\boxed{\\$1,170.00}\n\\]", "dollar sign, thousands separator and .00"),
    g("x_ok_decimal_hours", "B", "12.5", "correct", "boxed", WLK + "\n$\\boxed{12.50}$", "a trailing zero on 12.5"),
    # --- n_: annotation
    g("n_ok_gold_with_note", "B", "86", "correct", "boxed", PEN + "\n$\\boxed{86}$ (not 96 — I checked the subtraction twice)", "the box holds the gold; the note rules out 96"),
    g("n_ok_neg_temp_box", "B", "-15", "correct", "boxed", TMP + "\n$\\boxed{-15^\\circ}$", "-15 with a degree sign"),
    g("n_ok_minus_unicode", "B", "-15", "correct", "plain", TMP + "\nFinal answer: −15 °F", "a Unicode minus sign before 15"),
    g("n_ok_not_subtotal_but_gold", "B", "13900", "correct", "plain", SAV + "\nThe answer is not 18,800 but 13,900.", "'not X but GOLD': the gold is committed"),
    g("n_ok_check_mark", "B", "410", "correct", "boxed", TRN + "\n$\\boxed{410}$ ✓", "a check mark after the box"),
    # --- u_: units / restated
    g("u_ok_box_minutes_then_hours", "B", "480", "correct", "boxed", RDG + "\n$\\boxed{480}$ minutes, which is 8 hours.", "the box holds the minutes asked; the restatement in hours keeps it"),
    g("u_ok_cents_then_dollars", "B", "435", "correct", "boxed", FRT + "\nHe spends $\\boxed{435}$ cents (that is $4.35).", "the box holds the cents asked; the dollar restatement keeps it"),
    g("u_ok_eggs_then_dozen", "B", "360", "correct", "boxed", EGG + "\n\\boxed{360} eggs, or 30 dozen.", "the box holds the eggs asked; the dozen restatement keeps it"),
    g("u_ok_percent_word", "B", "95", "correct", "plain", FT + "\nShe made 95 percent of her free throws.", "'95 percent'"),
    g("u_ok_percent_box_escaped", "B", "95", "correct", "boxed", FT + "\n$\\boxed{95\\%}$", "\\% inside the box"),
    g("u_ok_hours_then_minutes", "B", "12.5", "correct", "boxed", WLK + "\nHe walks $\\boxed{12.5}$ hours, or 12 hours and 30 minutes.", "the box holds the hours asked; the restatement keeps it"),
    g("u_ok_cents_symbol", "B", "435", "correct", "plain", FRT + "\nAnswer: 435¢", "a cent sign after the gold"),
    g("u_ok_liters_text_box", "B", "37500", "correct", "boxed", MLK + "\n$\\boxed{37{,}500 \\text{ liters}}$", "{,} and \\text{} unit in the box"),
    # --- r_: retractions to gold / checks
    g("r_ok_wait_to_gold", "B", "86", "correct", "boxed", PEN_SLIP + "\n$\\boxed{96}$\n\nWait, 144 - 58 is 86, not 96. The teacher has $\\boxed{86}$ pencils left.", "'Wait' corrects to the gold"),
    g("r_ok_verify_keeps", "B", "410", "correct", "boxed", TRN + "\n$\\boxed{410}$\n\nLet me verify: 260 + 150 = 410. Also 410 / 7 ≈ 58.6 mph average, which is between 50 and 65. ✓", "a verification that mentions the average keeps 410"),
    g("r_ok_recompute_to_gold", "B", "1170", "correct", "plain", "12 * 85 = 1,000, plus 150 is 1,150.\n\nLet me recompute: 12 * 85 = 1,020, and 1,020 + 150 = 1,170.\n\nThe first year costs $1,170.", "'Let me recompute' to the gold"),
    g("r_ok_made_error_to_gold", "B", "18.5", "correct", "boxed", "3 * 4.25 = 12.75, 5 * 1.15 = 5.25, total 18.00.\n\nI made an error: 5 * 1.15 = 5.75, so the total is 12.75 + 5.75 = 18.50.\n\n$\\boxed{18.5}$", "'I made an error' to the gold"),
    g("r_ok_hmm_actually_to_gold", "B", "-15", "correct", "plain", "The temperature falls 24 degrees, so the answer is 24.\n\nHmm, actually, the question asks for the temperature, not the drop: 9 - 24 = -15.\n\nFinal answer: -15", "'Hmm, actually' to the gold"),
    g("r_ok_check_other_numbers", "B", "360", "correct", "boxed", EGG + "\n\\boxed{360}\n\nCheck: 360 / 6 = 60 eggs a day = 5 dozen. ✓ If it were 7 days it would be 420, but it is 6.", "a check naming 420 for a hypothetical keeps 360"),
    g("r_ok_long_think_candidates", "B", "13900", "correct", "tag", SAV_LONG + "<answer>13900</answer>", "a think block trying candidates then the gold"),
    g("r_ok_wait_confirms", "B", "270", "correct", "boxed", CAR + "\n$\\boxed{270}$\n\nWait, is it 3 carrots per plant or per row? Per plant. So 270 stands.", "'Wait' that confirms the same value"),
    # --- q_: invented turns after the right answer
    g("q_ok_user_turn_other", "B", "86", "correct", "boxed", PEN + "\n$\\boxed{86}$\n\nUser: Now if she hands out 48, how many are left?\nAssistant: 96", "an invented next turn holding 96 after the committed 86"),
    g("q_ok_human_turn", "B", "410", "correct", "plain", TRN + "\nThe answer is 410 miles.\n\nHuman: What is the average speed?\n\nAssistant: About 58.57 mph.", "an invented Human turn after the committed answer"),
    g("q_ok_im_start_other", "B", "12.5", "correct", "tag", th(WLK) + "<answer>12.5</answer>" + IM_USER + "How many minutes is that?" + IM_ASSIST + "<answer>750</answer>", "an invented ChatML turn with the minutes after the committed tag"),
    g("q_ok_instruction_turn", "B", "95", "correct", "hash", FT + "#### 95\n\n### Instruction:\nWhat percent did she miss?\n\n### Response:\n5", "an invented Alpaca turn after the #### line"),
    g("q_ok_eos_then_question", "B", "270", "correct", "hash", CAR + "#### 270" + EOS + "Question: How many carrots grow in 4 rows?\nAnswer: 216", "an end-of-text token then a new question"),
    g("q_ok_eot_user", "B", "-15", "correct", "boxed", TMP + "$\\boxed{-15}$" + EOT_USER + "And after 2 more hours?", "an invented Llama user turn after the box"),
    g("q_ok_im_end_only", "B", "480", "correct", "tag", th(RDG) + "<answer>480</answer>" + EOT, "an end-of-turn token after the tag"),
    # --- b_: loops / odd tokens that keep the answer
    g("b_ok_repeat_same_lines", "B", "360", "correct", "loop", EGG + "The answer is 360.\n" * 5 + "The answer is 360.", "a loop repeating the same committed value"),
    g("b_ok_crlf", "B", "1170", "correct", "crlf", GYM.replace("\n", "\r\n") + "\r\n#### 1170\r\n", "CRLF line endings"),
    g("b_ok_trailing_pleasantry", "B", "18.5", "correct", "boxed", SUP + "\n$\\boxed{18.50}$\n\nI hope this helps! Let me know if you have any other questions about school supplies or budgeting for 20 dollars.", "a pleasantry naming 20 after the box"),
    g("b_ok_cut_after_answer", "B", "37500", "correct", "cut", MLK + "\nThe answer is $\\boxed{37500}$.\n\nTo double-check, 1250 * 30 = 1250 * 3 * 10 = 3750 * 10 = 37500. Another way: 1000 * 30 = 30000 and 250 * 30 =", "cut at the cap in a check after the committed box"),
    g("b_ok_bom", "B", "86", "correct", "bom", "\ufeff" + PEN + "#### 86", "a byte-order mark at the start"),
    g("b_ok_long_think_then_bold", "B", "410", "correct", "bold", TRN_LONG + "The train travels **410 miles**.", "a think block then a bold answer"),
    g("b_ok_r1final_after_think", "B", "-15", "correct", "boxed", TMP_LONG + "The final temperature is 9 - 24 = -15 degrees.\n\n" + r1final("-15"), "R1's final block after the think block"),
    g("b_ok_qwen_steps", "B", "435", "correct", "boxed", qwen("To find the total cost in cents:", ("Apples", "7 * 45 = 315 cents"), ("Bananas", "4 * 30 = 120 cents"), ("Total", "315 + 120 = 435 cents")) + "Thus, the total cost is \\(\\boxed{435}\\) cents.", "Qwen2.5-Math numbered steps"),

    # ============================================================ MATH, kind A
    # --- t_: answer tags
    m("t_m_tag_decimal_prob", "A", G_CRD, "wrong", "tag", CRD_LONG + "<answer>0.133</answer>", "a truncated decimal for 2/15"),
    m("t_m_tag_with_replacement", "A", G_CRD, "wrong", "tag", th("Each draw is red with probability 4/10 = 2/5, so both red is (2/5)^2 = 4/25.\n") + "<answer>\\frac{4}{25}</answer>", "the with-replacement probability"),
    m("t_m_tag_closed_interval", "A", G_INQ, "wrong", "tag", INQ_LONG.replace("open interval", "so include the endpoints").replace("interval (-3, 4)", "interval [-3, 4]") + "<answer>[-3, 4]</answer>", "closed brackets for a strict inequality"),
    m("t_m_tag_roots_as_set_of_endpoints", "A", G_INQ, "wrong", "tag", th("(x - 4)(x + 3) = 0 gives x = -3 and x = 4.\n") + "<answer>x = -3, x = 4</answer>", "the roots, not the solution interval"),
    m("t_m_tag_sum_of_roots", "A", G_RTS, "wrong", "tag", th("By Vieta the roots add to 7/2 and multiply to 3/2.\n") + "<answer>\\frac{7}{2}</answer>", "the sum of the roots"),
    m("t_m_tag_conjugate", "A", G_CPX, "wrong", "tag", th("(4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2. Then -3i^2 = 3, so 11 + 2i. The conjugate is 11 - 2i.\n") + "<answer>11 - 2i</answer>", "the tag holds the conjugate"),
    m("t_m_tag_degrees_for_radians", "A", G_RAD, "wrong", "tag", th("The angle is 240 degrees, which is 4pi/3 radians.\n") + "<answer>240^\\circ</answer>", "the tag holds degrees; radians were asked"),
    m("t_m_tag_matrix_BA", "A", G_MAT, "wrong", "tag", th("Multiply: first row of the second matrix times columns of the first... (0, 2)(1, 2) = 4, (0, 2)(3, -1) = -2; (4, 1)(1, 2) = 6, (4, 1)(3, -1) = 11.\n") + "<answer>\\begin{pmatrix} 4 & -2 \\\\ 6 & 11 \\end{pmatrix}</answer>", "the product in the other order, BA"),
    m("t_m_tag_two_angles", "A", G_DEG, "wrong", "tag", th("Interior 144, exterior 36.\n") + "<answer>144^\\circ \\text{ or } 36^\\circ</answer>", "two values in the tag: a hedge"),
    m("t_m_tag_reversed_digits", "A", G_B5, "wrong", "tag", th("77 / 5 = 15 r 2, 15 / 5 = 3 r 0, 3 / 5 = 0 r 3. Remainders in order: 2, 0, 3.\n") + "<answer>203_5</answer>", "the remainders read in the wrong order"),
    m("t_m_tag_placeholder", "A", G_SET, "no_answer", "tag", th(SET + "\n") + "<answer>...</answer>", "a placeholder in the tag: no final answer"),
    m("t_m_tag_swap_tuple", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(2, 4)</answer>", "the coordinates swapped"),
    m("t_m_tag_unreduced_wrong", "A", G_REP, "wrong", "tag", th("100x - x = 45.45... - 0.45... so 99x = 45, x = 45/99. Hmm, or 45/100?\n") + "<answer>\\frac{45}{100}</answer>", "45/100 is another value"),
    m("t_m_tag_ordered", "A", G_CMB, "wrong", "tag", th("10 * 9 * 8 = 720 ways to pick three in order.\n") + "<answer>720</answer>", "the ordered count"),
    m("t_m_tag_retract_inside_slip", "A", G_SQR, "wrong", "tag", th(SQR + "$.\n") + "<answer>2\\sqrt{30}. Hmm, actually \\sqrt{120} = \\sqrt{4 \\cdot 30} = 4\\sqrt{30}.</answer>", "a retraction inside the tag to a slip 4\\sqrt{30}"),
    m("t_m_tag_expression_only", "A", G_FUN, "no_answer", "tag", th("We plug x = -2 into f and simplify.\n") + "<answer>f(-2)</answer>", "the tag names the expression, never a value: no final answer"),
    m("t_m_tag_f_of_2", "A", G_FUN, "wrong", "tag", th("f(2) = 12 - 4 + 1 = 9.\n") + "<answer>f(2) = 9</answer>", "the value at 2, not at -2"),
    # --- h_: markers
    m("h_m_final_answer_other", "A", G_DOM, "wrong", "bold", DOM + "\n\n**Final Answer:** $(-\\infty, 3]$", "the point -1 is not excluded"),
    m("h_m_hash_vertex_y", "A", G_VTX, "wrong", "hash", VTX + "$.\n\nThe minimum value is -3.\n#### -3", "one coordinate only"),
    m("h_m_minerva_ten_terms", "A", G_SER, "wrong", "minerva", "The series has 10 terms, so its sum is $\\frac{10(2 + 47)}{2} = 245$.\n\n" + MINERVA.format("245"), "10 terms: 245"),
    m("h_m_bold_decimal_distance", "A", G_DST, "wrong", "bold", DST + "$.\n\n**Answer: ≈ 7.21**", "a decimal for an exact radical"),
    m("h_m_answer_line_exterior", "A", G_DEG, "wrong", "answer_line", "Each exterior angle of a regular decagon is 360/10 = 36 degrees.\nAnswer: 36", "the exterior angle"),
    m("h_m_qwen_end_one_root", "A", G_RTS, "wrong", "boxed", RTS + "\n\nThe larger root is 3.\n\n" + QWEN_END.format("3"), "one root only"),
    # --- x_: exactness
    m("x_m_decimal_radians", "A", G_RAD, "wrong", "boxed", RAD + " \\approx 4.19$.\n\nThe answer is $\\boxed{4.19}$.", "a decimal for an exact radian value"),
    m("x_m_decimal_mixed", "A", G_MIX, "wrong", "boxed", MIX + " \\approx 1.58$.\n\n$\\boxed{1.58}$", "a truncated decimal for 19/12"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + " = 0.4545$.\n\n$\\boxed{0.4545}$", "a truncated decimal for 5/11"),
    m("x_m_decimal_sqrt", "A", G_SQR, "wrong", "boxed", SQR + " \\approx 10.95$\n\n\\[\\boxed{10.95}\\]", "a decimal for 2\\sqrt{30}"),
    m("x_m_mixed_slip", "A", G_MIX, "wrong", "boxed", "$4\\frac{1}{3} - 2\\frac{3}{4} = 2 + (\\frac{1}{3} - \\frac{3}{4}) = 2 - \\frac{5}{12} = 1\\frac{5}{12}$\n\n$\\boxed{1\\frac{5}{12}}$", "a slip: 1 5/12 = 17/12"),
    m("x_m_poly_slip", "A", G_PLY, "wrong", "boxed", "$(2x - 5)^2 = 4x^2 - 10x + 25$\n\n$\\boxed{4x^2 - 10x + 25}$", "the middle term not doubled"),
    m("x_m_poly_no_middle", "A", G_PLY, "wrong", "boxed", "$(2x - 5)^2 = (2x)^2 - 5^2 = 4x^2 - 25$.\n\n$\\boxed{4x^2 - 25}$", "the square of a difference taken as a difference of squares"),
    m("x_m_set_missing_zero", "A", G_SET, "wrong", "boxed", "$x^3 = 4x$, so dividing by $x$, $x^2 = 4$ and $x = \\pm 2$.\n\n$\\boxed{\\pm 2}$", "the root 0 lost by dividing by x"),
    m("x_m_domain_open_end", "A", G_DOM, "wrong", "boxed", DOM + "\n\nThe domain is $\\boxed{(-\\infty, -1) \\cup (-1, 3)}$.", "3 excluded: another set"),
    m("x_m_matrix_transpose", "A", G_MAT, "wrong", "boxed", "$$\\boxed{\\begin{pmatrix} 12 & -4 \\\\ 5 & 3 \\end{pmatrix}}$$", "the transpose of the product"),
    m("x_m_cpx_i2_plus", "A", G_CPX, "wrong", "boxed", "$(4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2 = 8 + 2i - 3 = 5 + 2i$\n\n$\\boxed{5 + 2i}$", "i^2 taken as +1"),
    # --- n_: negation / annotation
    m("n_m_not_gold_refusal", "A", G_CRD, "no_answer", "plain", "The answer is not $\\frac{2}{15}$ unless the cards are distinguishable; the problem is ambiguous, so I will not give a single value.", "a negated gold with a refusal: no final answer"),
    m("n_m_box_question_mark", "A", G_FUN, "no_answer", "boxed", "I am not sure how to evaluate $f$ at a negative number.\n\n$\\boxed{?}$", "a box holding only ?: no final answer"),
    m("n_m_gold_marked_wrong", "A", G_VTX, "wrong", "boxed", VTX + "$, so the vertex is $\\boxed{(-2, -3)}$.\n\nHowever, this is wrong because the parabola opens downward. I'm not confident in this answer.", "the model marks its boxed vertex wrong and commits to nothing else"),
    m("n_m_cancel_gold_other", "A", G_SER, "wrong", "boxed", "$\\cancel{297}$ The last term is $47$, so there are $10$ terms and the sum is $245$.\n\n$\\boxed{245}$", "the gold struck out, 245 committed"),
    m("n_m_neq_only", "A", G_B5, "no_answer", "boxed", "The base-5 numeral cannot be $203_5$ since that is $53$.\n\n$\\boxed{\\neq 203_5}$", "a box holding only an inequation"),
    # --- u_: units / radians / degrees
    m("u_m_radians_for_degrees", "A", G_DEG, "wrong", "boxed", DEG + " = 144^\\circ$, which is $\\frac{4\\pi}{5}$ radians.\n\n$\\boxed{\\frac{4\\pi}{5}}$", "radians boxed; the gold is in degrees"),
    m("u_m_base10_value", "A", G_B5, "wrong", "boxed", "Check: $3 \\cdot 25 + 0 \\cdot 5 + 2 = 77$.\n\n$\\boxed{77}$", "the base-10 value, not the base-5 numeral"),
    m("u_m_sum_of_angles", "A", G_DEG, "wrong", "tag", th("(10 - 2) * 180 = 1440 degrees.\n") + "<answer>1440°</answer>", "the angle sum, not one angle"),
    m("u_m_percent_prob", "A", G_CRD, "wrong", "boxed", CRD + " \\approx 13.3\\%$\n\n$\\boxed{13.3\\%}$", "a rounded percent for an exact probability"),
    m("u_m_turns_not_radians", "A", G_RAD, "wrong", "boxed", "$240^\\circ$ is $\\frac{240}{360} = \\frac{2}{3}$ of a full turn.\n\n$\\boxed{\\frac{2}{3}}$", "the fraction of a turn, another quantity"),
    # --- r_: retractions
    m("r_m_wait_to_slip", "A", G_DST, "wrong", "boxed", DST + " = 2\\sqrt{13}$, so $\\boxed{2\\sqrt{13}}$.\n\nWait, $-2 - 4 = -2$, so $d = \\sqrt{16 + 4} = \\sqrt{20} = \\boxed{2\\sqrt{5}}$.", "'Wait' moves to a slip 2\\sqrt{5}"),
    m("r_m_recompute_cpx", "A", G_CPX, "wrong", "boxed", CPX + " = 11 + 2i$.\n\nLet me recompute: $-4i + 6i = 10i$, so $8 + 10i + 3 = 11 + 10i$.\n\n$\\boxed{11 + 10i}$", "a recomputation slip committed"),
    m("r_m_made_error_mix", "A", G_MIX, "wrong", "boxed", MIX + "$.\n\nI made an error: $4\\frac{1}{3} = \\frac{12}{3}$... so $\\frac{12}{3} - \\frac{11}{4} = \\frac{48 - 33}{12} = \\frac{15}{12} = \\frac{5}{4}$.\n\n$\\boxed{\\frac{5}{4}}$", "'I made an error' moves to 5/4 (a slip)"),
    m("r_m_hmm_actually_cmb", "A", G_CMB, "wrong", "boxed", CMB + " = 120$\n\n$\\boxed{120}$\n\nHmm, actually the order of the committee roles matters here, so it is $10 \\cdot 9 \\cdot 8 = \\boxed{720}$.", "'Hmm, actually' moves to 720"),
    m("r_m_verify_switch_set", "A", G_SET, "wrong", "boxed", SET + "\n\n$\\boxed{-2, 0, 2}$\n\nLet me verify: $x = 0$ gives $0 - 0 = 0$... but $x = 0$ is trivial, so we exclude it. The answer is $\\boxed{-2, 2}$.", "a 'verification' drops 0 and commits"),
    m("r_m_think_right_final_wrong", "A", G_MAT, "wrong", "boxed", MAT_LONG + "So the product is\n\n" + r1final("\\begin{pmatrix} 12 & 5 \\\\ 4 & 3 \\end{pmatrix}"), "the final block drops the sign of -4"),
    m("r_m_long_think_settles_wrong", "A", G_INQ, "wrong", "tag", th("Roots -3 and 4. Between them or outside? Try x = 0: 0 - 0 - 12 = -12 < 0, so between.\n\nHmm wait, maybe I should try x = 5: 25 - 5 - 12 = 8 > 0. So outside? No... let me just go with outside.\n") + "<answer>(-\\infty, -3) \\cup (4, \\infty)</answer>", "the long think settles on the complement"),
    # --- q_: invented turns / quoted
    m("q_m_user_turn_gold", "A", G_RTS, "wrong", "boxed", "$2x^2 - 7x + 3 = (2x - 3)(x - 1)$, so $\\boxed{\\frac{3}{2}, 1}$." + "\n\nUser: That factorization is wrong. The roots are 1/2 and 3.\nAssistant: Yes, the roots are $\\frac{1}{2}$ and $3$.", "the gold only in an invented next turn"),
    m("q_m_im_start_gold", "A", G_REP, "wrong", "tag", th("0.4545... = 45/100 = 9/20.\n") + "<answer>\\frac{9}{20}</answer>" + IM_USER + "Use the repeating-decimal trick." + IM_ASSIST + "<answer>\\frac{5}{11}</answer>", "the gold only in an invented ChatML turn"),
    m("q_m_human_turn", "A", G_VTX, "wrong", "plain", "Completing the square, $y = (x + 2)^2 - 5$, so the vertex is $(-2, -5)$.\n\nHuman: Check the constant term.\n\nAssistant: $(x + 2)^2 - 3$, so $(-2, -3)$.", "the model's vertex (-2, -5); the gold only in an invented turn"),
    m("q_m_textbook_quote", "A", G_SER, "wrong", "boxed", "The book's answer is $297$, but counting the terms $2, 7, \\ldots, 47$ I get $10$ terms and a sum of $245$.\n\n$\\boxed{245}$", "the gold only quoted"),
    m("q_m_suppose", "A", G_SQR, "no_answer", "plain", "Suppose the product simplifies to $2\\sqrt{30}$. Then squaring gives $120$, which is consistent. But I need more information to be sure.", "a supposition, no committed answer"),
    m("q_m_question_next", "A", G_FUN, "wrong", "hash", "f(-2) = 12 - 4 + 1 = 9\n#### 9\n\nQuestion: Evaluate f(x) = 3x^2 - 2x + 1 at x = -2.\nAnswer: 17", "a new invented question with the gold"),
    # --- b_: cuts
    m("b_m_cut_in_think", "A", G_MAT, "no_answer", "cut", "<think>\nEntry (1,1): 1*0 + 3*4 = 12. Entry (1,2): 1*2 + 3*1 = 5. Entry (2,1): 2*0 + (-1)*4 = -4. Entry (2,2): 2*2 +", "cut at the cap in the think block"),
    m("b_m_cut_in_box", "A", G_DOM, "no_answer", "cut", DOM + "\n\nSo the domain is $\\boxed{(-\\infty, -1) \\cup", "cut inside the box"),
    m("b_m_cut_after_final_answer_heading", "A", G_CRD, "no_answer", "cut", CRD_LONG + "**Final Answer**\n\\[\n\\boxed{", "cut right after the box opens"),
    m("b_m_loop_two_values", "A", G_B5, "wrong", "loop", "So $77 = 302_5$. So $77 = 203_5$. " * 5, "a loop alternating two numerals"),
    m("b_m_empty_tag", "A", G_PLY, "no_answer", "tag", th(PLY + " = 4x^2 - 20x + 25$\n") + "<answer></answer>", "an empty tag after the working"),
    m("b_m_eos_then_gold", "A", G_CPX, "wrong", "boxed", "$(4 + 3i)(2 - i) = 8 + 2i - 3 = 5 + 2i$\n\n$\\boxed{5 + 2i}$" + EOS + "$\\boxed{11 + 2i}$", "the gold only after the end-of-text token"),
    m("b_m_nul", "A", G_DEG, "no_answer", "bad_input", DEG + " = 144^\\circ$.\n\n$\\boxed{14\x004}$", "a NUL byte inside the box: bad input"),
    m("b_m_cut_mid_retraction", "A", G_SYS, "no_answer", "cut", SYS + "\n\n$\\boxed{(4, 2)}$\n\nWait, I think I substituted wrong. Let me redo this: from $3x + 2y = 16$ and $x = y + 2$,", "the model retracts its box and is cut before a new value", True),

    # ============================================================ MATH, kind B
    # --- t_: tags
    m("t_m_ok_tag_dfrac", "B", G_CRD, "correct", "tag", CRD_LONG + "<answer>\\dfrac{2}{15}</answer>", "\\dfrac in the tag"),
    m("t_m_ok_tag_unreduced", "B", G_CRD, "correct", "tag", th(CRD + "$.\n") + "<answer>\\frac{12}{90}</answer>", "an unreduced fraction equal to the gold"),
    m("t_m_ok_tag_inequality", "B", G_INQ, "correct", "tag", INQ_LONG + "<answer>-3 < x < 4</answer>", "inequality notation for the interval gold"),
    m("t_m_ok_tag_x_in", "B", G_INQ, "correct", "tag", th(INQ + "\n") + "<answer>x \\in (-3, 4)</answer>", "'x \\in' before the interval"),
    m("t_m_ok_tag_roots_or", "B", G_RTS, "correct", "tag", th(RTS + "\n") + "<answer>x = \\frac{1}{2} \\text{ or } x = 3</answer>", "both roots joined by 'or' (a list of roots, not a hedge)"),
    m("t_m_ok_tag_roots_reversed", "B", G_RTS, "correct", "tag", th(RTS + "\n") + "<answer>3, \\frac{1}{2}</answer>", "the roots in the other order"),
    m("t_m_ok_tag_cpx_reordered", "B", G_CPX, "correct", "tag", th(CPX + " = 11 + 2i$\n") + "<answer>2i + 11</answer>", "the complex number with its terms swapped"),
    m("t_m_ok_tag_box_rad", "B", G_RAD, "correct", "tag", RAD_LONG + "<answer>\\boxed{\\frac{4\\pi}{3}}</answer>", "a box in the tag"),
    m("t_m_ok_tag_bmatrix", "B", G_MAT, "correct", "tag", MAT_LONG + "<answer>\\begin{bmatrix} 12 & 5 \\\\ -4 & 3 \\end{bmatrix}</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_tag_degree_sentence", "B", G_DEG, "correct", "tag", th(DEG + " = 144^\\circ$.\n") + "<answer>Each interior angle measures 144 degrees.</answer>", "a sentence in the tag"),
    m("t_m_ok_tag_base_no_subscript", "B", G_B5, "correct", "tag", B5_LONG + "<answer>302</answer>", "the base-5 numeral without its subscript"),
    m("t_m_ok_tag_mixed", "B", G_MIX, "correct", "tag", th(MIX + " = 1\\frac{7}{12}$\n") + "<answer>1\\frac{7}{12}</answer>", "the mixed number 1 7/12 = 19/12"),
    m("t_m_ok_tag_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 4, y = 2</answer>", "'x = 4, y = 2' for the tuple gold"),
    m("t_m_ok_tag_equation_chain", "B", G_CMB, "correct", "tag", th(CMB + " = 120$.\n") + "<answer>\\binom{10}{3} = 120</answer>", "an equation in the tag ending at the gold"),
    m("t_m_ok_tag_inline_math", "B", G_FUN, "correct", "tag", th(FUN + " = 17$.\n") + "<answer>$f(-2) = 17$</answer>", "'f(-2) = 17' in inline math in the tag"),
    m("t_m_ok_tag_vertex_sentence", "B", G_VTX, "correct", "tag", th(VTX + "$.\n") + "<answer>The vertex is at (-2, -3).</answer>", "a sentence with the point"),
    # --- h_: markers
    m("h_m_ok_final_answer_block_dfrac", "B", G_REP, "correct", "boxed", REP + " = \\frac{5}{11}$.\n\n" + r1final("\\dfrac{5}{11}"), "R1 final block with \\dfrac"),
    m("h_m_ok_minerva_slash", "B", G_CRD, "correct", "minerva", CRD + " = \\frac{2}{15}$.\n\n" + MINERVA.format("$2/15$"), "Minerva's line with a slash fraction"),
    m("h_m_ok_bold_set", "B", G_SET, "correct", "bold", SET + "\n\n**Answer:** $x \\in \\{-2, 0, 2\\}$", "a bold answer with a set"),
    m("h_m_ok_hash_distance", "B", G_DST, "correct", "hash", DST + " = 2\\sqrt{13}$\n#### 2\\sqrt{13}", "#### with a LaTeX radical"),
    m("h_m_ok_answer_line_interval", "B", G_DOM, "correct", "answer_line", DOM + "\n\nAnswer: $(-\\infty,-1)\\cup(-1,3]$", "an Answer line with the interval written without spaces"),
    m("h_m_ok_qwen_end_poly", "B", G_PLY, "correct", "boxed", PLY + " = 4x^2 - 20x + 25$.\n\n" + QWEN_END.format("4x^2-20x+25"), "Qwen's closing line, no spaces"),
    m("h_m_ok_qbox_angle", "B", G_DEG, "correct", "boxed", qwen("To find each interior angle:", ("Angle sum", "(10 - 2) * 180 = 1440 degrees"), ("One angle", "1440 / 10 = 144 degrees")) + "Thus, each interior angle is \\(\\boxed{144^\\circ}\\).", "Qwen steps and ^\\circ in the box"),
    # --- x_: exact forms
    m("x_m_ok_sqrt52", "B", G_DST, "correct", "boxed", DST + "$\n\n$\\boxed{\\sqrt{52}}$", "an unsimplified radical equal to the gold"),
    m("x_m_ok_sqrt120", "B", G_SQR, "correct", "boxed", "$\\sqrt{20}\\sqrt{6} = \\sqrt{120}$\n\n$\\boxed{\\sqrt{120}}$", "an unsimplified radical equal to the gold"),
    m("x_m_ok_frac_pi_after", "B", G_RAD, "correct", "boxed", RAD + " = \\frac{4}{3}\\pi$\n\n$\\boxed{\\frac{4}{3}\\pi}$", "4/3 \\pi for 4\\pi/3"),
    m("x_m_ok_unreduced_rep", "B", G_REP, "correct", "boxed", REP + "$\n\n$\\boxed{\\frac{45}{99}}$", "an unreduced fraction equal to the gold"),
    m("x_m_ok_decimal_root", "B", G_RTS, "correct", "boxed", RTS + "\n\n$\\boxed{x = 0.5, \\ x = 3}$", "0.5 is a terminating decimal equal to 1/2"),
    m("x_m_ok_pm_roots", "B", G_SET, "correct", "boxed", SET + "\n\n$\\boxed{x = 0, \\pm 2}$", "0 and \\pm 2"),
    m("x_m_ok_poly_reordered", "B", G_PLY, "correct", "boxed", PLY + "$\n\n$\\boxed{25 - 20x + 4x^2}$", "the polynomial in ascending order"),
    m("x_m_ok_array_matrix", "B", G_MAT, "correct", "boxed", MAT + "\n\n$$\\boxed{\\left[\\begin{array}{cc} 12 & 5 \\\\ -4 & 3 \\end{array}\\right]}$$", "an array in brackets for the matrix"),
    m("x_m_ok_domain_ineq", "B", G_DOM, "correct", "boxed", DOM + "\n\n$\\boxed{x \\le 3,\\ x \\ne -1}$", "the domain as conditions: the same set"),
    m("x_m_ok_cpx_no_spaces", "B", G_CPX, "correct", "boxed", CPX + " = 11+2i$\n\n$\\boxed{11+2i}$", "no spaces"),
    m("x_m_ok_tfrac_mix", "B", G_MIX, "correct", "boxed", MIX + "$\n\n$\\boxed{\\tfrac{19}{12}}$", "\\tfrac"),
    m("x_m_ok_vertex_xy", "B", G_VTX, "correct", "plain", VTX + "$.\n\nSo the vertex is at $x = -2$, $y = -3$, i.e. $(x, y) = (-2, -3)$.", "'(x, y) = ' before the point"),
    m("x_m_ok_unreduced_mix", "B", G_MIX, "correct", "boxed", "$\\frac{13}{3} - \\frac{11}{4} = \\frac{52 - 33}{12}$, or with denominator 24, $\\frac{104 - 66}{24} = \\frac{38}{24}$.\n\n$\\boxed{\\frac{38}{24}}$", "an unreduced fraction equal to 19/12"),
    # --- n_: annotation that keeps the answer
    m("n_m_ok_not_sum", "B", G_RTS, "correct", "boxed", RTS + "\n\nNote: the roots are not $\\frac{7}{2}$ (that is their sum).\n\n$\\boxed{\\frac{1}{2}, 3}$", "a note ruling out the sum, then the gold"),
    m("n_m_ok_text_annotation_box", "B", G_B5, "correct", "boxed", B5 + " $302_5$.\n\n$\\boxed{302_5 \\text{ (base 5)}}$", "an annotation inside the box"),
    m("n_m_ok_check_after", "B", G_CMB, "correct", "boxed", CMB + " = 120$\n\n$\\boxed{120}$ ✅", "a check mark after the box"),
    m("n_m_ok_units_word", "B", G_DST, "correct", "boxed", DST + " = 2\\sqrt{13}$\n\n$\\boxed{2\\sqrt{13} \\text{ units}}$", "\\text{ units} in the box"),
    # --- u_: degrees / radians / base
    m("u_m_ok_degree_unicode", "B", G_DEG, "correct", "plain", DEG + " = 144^\\circ$.\n\nFinal answer: 144°", "a Unicode degree sign"),
    m("u_m_ok_degrees_text", "B", G_DEG, "correct", "boxed", DEG + "$\n\n$\\boxed{144 \\text{ degrees}}$", "\\text{ degrees}"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + " = \\frac{4\\pi}{3}$\n\n$\\boxed{\\frac{4\\pi}{3} \\text{ rad}}$", "\\text{ rad} after the radian value"),
    m("u_m_ok_base_braced", "B", G_B5, "correct", "boxed", B5 + " $302_{5}$.\n\n$\\boxed{302_{5}}$", "a braced subscript"),
    m("u_m_ok_base_then_check", "B", G_B5, "correct", "boxed", B5 + "\n\n$\\boxed{302_5}$\n\nCheck: $3 \\cdot 25 + 0 \\cdot 5 + 2 = 77$. ✓", "a check that names 77 after the box"),
    m("u_m_ok_rad_then_degrees", "B", G_RAD, "correct", "boxed", RAD + " = \\frac{4\\pi}{3}$\n\nSo $240^\\circ = \\boxed{\\frac{4\\pi}{3}}$ radians (about $4.19$).", "the radian box with an approximation after it"),
    # --- r_: retractions to the gold / checks
    m("r_m_ok_wait_to_gold", "B", G_PLY, "correct", "boxed", "$(2x - 5)^2 = 4x^2 - 10x + 25$.\n\nWait, the cross term is $2 \\cdot 2x \\cdot (-5) = -20x$. So $\\boxed{4x^2 - 20x + 25}$.", "'Wait' to the gold"),
    m("r_m_ok_made_error_to_gold", "B", G_SYS, "correct", "boxed", "Adding the equations, $4x + y = 18$... I made an error: that doesn't eliminate anything. Substitute instead: $x = y + 2$, $5y + 6 = 16$, $y = 2$, $x = 4$.\n\n$\\boxed{(4, 2)}$", "'I made an error' to the gold"),
    m("r_m_ok_recompute_series", "B", G_SER, "correct", "plain", "There are 10 terms, so the sum is 245.\n\nLet me recompute the number of terms: (52 - 2)/5 + 1 = 11. So the sum is 11 * 54 / 2 = 297.\n\nThe answer is $297$.", "'Let me recompute' to the gold"),
    m("r_m_ok_verify_keeps", "B", G_FUN, "correct", "boxed", FUN + " = 17$\n\n$\\boxed{17}$\n\nLet me verify: $3 \\cdot 4 = 12$, $-2 \\cdot -2 = 4$, $12 + 4 + 1 = 17$. Note $f(2) = 9$ would be different, but we want $f(-2)$.", "a verification naming f(2) = 9 keeps 17"),
    m("r_m_ok_hmm_actually_gold", "B", G_CMB, "correct", "boxed", "$\\boxed{720}$\n\nHmm, actually the order doesn't matter for a committee, so divide by $3! = 6$: $\\boxed{120}$.", "'Hmm, actually' to the gold"),
    m("r_m_ok_long_think_candidates", "B", G_INQ, "correct", "tag", th("Roots -3 and 4. Is it inside or outside? Try x = 0: -12 < 0, so inside. Try x = 5: 8 > 0, outside is positive. So inside.\n\nOpen or closed? Strict <, so open.\n") + "<answer>(-3, 4)</answer>", "a think block trying both regions then the gold"),
    m("r_m_ok_r1_think_final", "B", G_MAT, "correct", "boxed", MAT_LONG + "The product is computed entry by entry as above.\n\n" + r1final("\\begin{pmatrix} 12 & 5 \\\\ -4 & 3 \\end{pmatrix}"), "R1 think block and final block"),
    # --- q_: invented turns after the right answer
    m("q_m_ok_user_turn_other", "B", G_CRD, "correct", "boxed", CRD + " = \\frac{2}{15}$.\n\n$\\boxed{\\frac{2}{15}}$\n\nUser: What if the first card is replaced?\nAssistant: Then it is $\\frac{4}{25}$.", "an invented turn holding 4/25 after the committed gold"),
    m("q_m_ok_im_start", "B", G_SET, "correct", "tag", th(SET + "\n") + "<answer>-2, 0, 2</answer>" + IM_USER + "Now solve x^3 - 9x = 0.", "an invented ChatML turn after the tag"),
    m("q_m_ok_human_turn", "B", G_VTX, "correct", "boxed", VTX + "$\n\n$\\boxed{(-2, -3)}$\n\nHuman: And the axis of symmetry?\n\nAssistant: $x = -2$.", "an invented Human turn after the box"),
    m("q_m_ok_eos_question", "B", G_REP, "correct", "boxed", REP + " = \\frac{5}{11}$\n\n$\\boxed{\\frac{5}{11}}$" + EOS + "Question: Write 0.\\overline{27} as a fraction.", "an end-of-text token then a new question"),
    m("q_m_ok_instruction", "B", G_SQR, "correct", "boxed", SQR + " = 2\\sqrt{30}$\n\n$\\boxed{2\\sqrt{30}}$\n\n### Instruction:\nSimplify \\sqrt{48}.\n\n### Response:\n4\\sqrt{3}", "an invented Alpaca turn after the box"),
    # --- b_: loops / tokens / cuts after commit
    m("b_m_ok_repeat_tag", "B", G_DEG, "correct", "tag", th(DEG + " = 144^\\circ$.\n") + "<answer>144</answer>" * 3, "the same tag repeated"),
    m("b_m_ok_cut_in_check", "B", G_DOM, "correct", "cut", DOM + "\n\nThe domain is $\\boxed{(-\\infty, -1) \\cup (-1, 3]}$.\n\nTo check, take $x = 0$: $\\sqrt{3} + 1$ is defined. Take $x = 4$: $\\sqrt{-1}$ is", "cut at the cap in a check after the committed box"),
    m("b_m_ok_im_end", "B", G_SER, "correct", "boxed", SER + " = 297$.\n\n$\\boxed{297}$" + EOT, "an end-of-turn token after the box"),
    m("b_m_ok_pleasantry_numbers", "B", G_CPX, "correct", "boxed", CPX + " = 11 + 2i$\n\n$\\boxed{11 + 2i}$\n\nI hope this helps! Remember that $i^2 = -1$.", "a pleasantry naming -1 after the box"),
    m("b_m_ok_cut_after_r1final", "B", G_RTS, "correct", "cut", th(RTS + "\n") + r1final("\\frac{1}{2}, 3") + "\n\nThe solutions of the equation are $x = \\frac{1}{2}$ and", "cut in the closing sentence after the committed final block"),
    m("b_m_ok_repeat_loop", "B", G_SYS, "correct", "loop", SYS + "\n\n" + "The solution is $(4, 2)$.\n" * 6 + "The solution is $(4, ", "a loop repeating the gold; only the last repetition is cut", True),
    m("b_m_ok_bom_tag", "B", G_CMB, "correct", "bom", "\ufeff" + th(CMB + " = 120$\n") + "<answer>120</answer>", "a byte-order mark before the think block"),
]
# fmt: on

DECISIONS = {
    "r_hmm_no_value": (
        "reject",
        "480 is only in the working; the model questions it ('Hmm, wait ... Let me reconsider') and is cut before committing to any value: no final answer",
    ),
    "b_cut_after_wait": (
        "reject",
        "the tag commits 13900, but 'Wait, let me re-read' withdraws it and the text is cut before a new value; a value the model withdraws is not its final answer",
    ),
    "b_m_cut_mid_retraction": (
        "reject",
        "'Wait, I think I substituted wrong' withdraws the boxed (4, 2) and the text is cut before a new value: no final answer",
    ),
    "b_m_ok_repeat_loop": (
        "accept",
        "every complete repetition commits to (4, 2) and nothing else is stated; only the last repetition is cut",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam147", CASES, [], DECISIONS)
