r"""Build adversarial_redteam26.jsonl: a twenty-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam26", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on these probes; handed over BEFORE any
scoring. Not model output. Only corpus/README.md ("How each source was labelled" and the sources
table, to avoid reusing problems), corpus_build.py (helpers g, m, th, write_probes, MINERVA),
build_adversarial_redteam21.py (structure, conventions, label rules) and `issues show 25` were read.
Labels were made by reading; python was used for arithmetic only, never on probe text.

Aim of this round: the classes earlier rounds covered least, as a hidden-test author writes them:
`h_` a phrase marker followed by `####` ("So the answer is #### N", "The answer is: #### N",
"Final Answer: #### N", "Answer: #### N": right and wrong values, extra words, bold, a box after
it, two such lines); `t_` answer tags (a sentence, an equation, a box, a marker phrase or a unit
inside; unclosed, empty, nested, attributes, upper case, spaces inside the tag name, tags inside
code fences or quotes); `x_` exactness (near-zero and near-value traps, decimals for exact values,
exact decimals, equal forms written differently: \dfrac, \tfrac, 0.5 / 1/2 / 50%, \sqrt{8} /
2\sqrt2, unsimplified fractions, a mixed number, scientific notation, sets and tuples in another
order); `n_` negation, strike-out and annotation in LaTeX and markdown; `b_` bad input a JSON
string can hold (control characters, odd whitespace, huge padding, odd digits, a BOM, golds in odd
forms). 214 probes: kind A 115 / B 99 (46 %), GSM8K 110 / MATH 104, 3 `debatable` (each with a
proposed decision). Lone surrogates are NOT in this file: `write_records` writes UTF-8 and cannot encode one.

Problems and golds (arithmetic checked by hand, each also in a comment at its working):
GSM8K: 27 crates of 14 apples, 163 sold -> 215 (27 * 14 = 378; 378 - 163 = 215; misreading 136:
378 - 136 = 242); 3 degrees falling 1.25 an hour for 10 hours -> -9.5 (1.25 * 10 = 12.5;
3 - 12.5 = -9.5; sign lost 9.5); 2.5 kg of cheese at $6.38 -> 15.95 (2 * 6.38 = 12.76, 0.5 * 6.38
= 3.19, 12.76 + 3.19 = 15.95); $2,150 a month for 16 months plus a $1,300 bonus -> 35,700 (16 *
2150 = 34,400; + 1,300 = 35,700; without the bonus 34,400); 31 hens laying 12 eggs -> 372 (= 31
dozen); 42 of 56 passing -> 75 % (42 / 56 = 0.75; 56 * 0.75 = 42); 8 tickets at $12 from $96 -> 0
(8 * 12 = 96; 96 - 96 = 0); 4 laps of 53 minutes -> 212 (4 * 53 = 212).
MATH: a multiple of 4 from 1-30 -> 7/30 (4, 8, ..., 28: seven); the distance from (1, -2) to
(4, 4) -> 3\sqrt5 (9 + 36 = 45 = 9 * 5); |2x - 3| <= 8 -> [-5/2, 11/2]; 3x^2 + x - 10 = 0 ->
-2 and 5/3 ((3x - 5)(x + 2); 3 * 25/9 + 5/3 - 10 = 0; 12 - 2 - 10 = 0); (5 - 2i)(2 + i) -> 12 + i
(10 + 5i - 4i + 2); 144 degrees -> 4\pi/5 (144/180 = 4/5); 2413_5 -> 358 (250 + 100 + 5 + 3);
x + y = 4, x - y = 10 -> (7, -3); (2x - 5)(x + 4) -> 2x^2 + 3x - 20 (at x = 1: -15 both);
C(13, 3) -> 286 (1716 / 6); 0.\overline{81} -> 9/11 (81/99); x^3 - 9x at x = 3 -> 0 (27 - 27);
a sector of radius 3 and angle 160 degrees -> 4\pi (4/9 * 9\pi); 21/\sqrt7 -> 3\sqrt7; a fair die
even -> 1/2; the diagonal of a square of side 2 -> 2\sqrt2 (\sqrt8); 300 * 150 -> 45000;
3/4 + 7/2 -> 17/4 (3/4 + 14/4).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps included); `n_` negation, strike-out, annotation; `b_` bad
input a JSON corpus can hold. (Rounds' other classes `u_ r_ q_` are not the aim of this round.) An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How each source was labelled") and round 21's conventions: the
last final answer counts; a hedge, two different final answers or a right number only in the
working is `wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, an
empty marker or tag) is `no_answer`; equal in value but written differently is `correct` (an exact
decimal such as 0.5 or 4.25 included, and an unsimplified fraction); a decimal for an exact
irrational or repeating gold is `wrong`; an exact expression differing from the gold by any nonzero
amount, however small, is `wrong`; a value the model itself marks wrong is `wrong`; in an <answer>
tag a sentence, an equation chain, a marker phrase or a box is read for the value it states, the
tag's content is the final answer whatever the think block says, and an unclosed tag still holds
its answer; a phrase marker followed by `####` states the value after `####`. A NUL anywhere makes
the pair bad input (rounds 3-21's decision `reject`); here it appears only in kind A probes whose
value is wrong anyway. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam26.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- apples: gold 215 (27 * 14 = 270 + 108 = 378; 378 - 163 = 215; check 215 + 163 = 378).
#     Misreading 136: 378 - 136 = 242 (check 242 + 136 = 378). Intermediate 378.
APL = "27 crates of 14 apples hold 27 * 14 = <<27*14=378>>378 apples.\nAfter selling 163, 378 - 163 = <<378-163=215>>215 apples remain.\n"
APL_SLIP = "27 crates of 14 apples hold 27 * 14 = <<27*14=378>>378 apples.\nAfter selling 136, 378 - 136 = <<378-136=242>>242 apples remain.\n"
# --- temperature: gold -9.5 (1.25 * 10 = 12.5; 3 - 12.5 = -9.5). Sign lost: 12.5 - 3 = 9.5.
TMP_SLIP = "It starts at 3 degrees and falls 1.25 degrees an hour for 10 hours: 1.25 * 10 = <<1.25*10=12.5>>12.5 degrees, so it ends at 12.5 - 3 = <<12.5-3=9.5>>9.5 degrees.\n"
TMP = "It starts at 3 degrees and falls 1.25 degrees an hour for 10 hours: 1.25 * 10 = <<1.25*10=12.5>>12.5 degrees, so it ends at 3 - 12.5 = <<3-12.5=-9.5>>-9.5 degrees.\n"
# --- cheese: gold 15.95 (2 * 6.38 = 12.76; 0.5 * 6.38 = 3.19; 12.76 + 3.19 = 15.95).
CHE = "2.5 kg of cheese at $6.38 a kilogram cost 2.5 * 6.38 = <<2.5*6.38=15.95>>15.95 dollars.\n"
# --- pay: gold 35700 (16 * 2150 = 32250 + 2150 = 34400; 34400 + 1300 = 35700). No bonus: 34400.
PAY = "16 months at $2,150 a month is 16 * 2150 = <<16*2150=34400>>34400 dollars.\nWith the $1,300 bonus: 34400 + 1300 = <<34400+1300=35700>>35700 dollars.\n"
PAY_NB = "16 months at $2,150 a month is 16 * 2150 = <<16*2150=34400>>34400 dollars.\n"
# --- eggs: gold 372 (31 * 12 = 310 + 62 = 372 = 31 dozen).
EGG = "31 hens each lay 12 eggs, so there are 31 * 12 = <<31*12=372>>372 eggs.\n"
# --- exam: gold 75 (42 / 56 = 3 / 4 = 0.75 = 75 %; 56 * 0.75 = 42).
PCT = "42 of the 56 students passed, so 42 / 56 * 100 = <<42/56*100=75>>75 percent passed.\n"
# --- tickets: gold 0 (8 * 12 = 96; 96 - 96 = 0).
WAL = "He buys 8 tickets at $12 each: 8 * 12 = <<8*12=96>>96 dollars. He had $96, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"
# --- laps: gold 212 (4 * 53 = 200 + 12 = 212).
LAP = "4 laps of 53 minutes take 4 * 53 = <<4*53=212>>212 minutes.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{30}"  # multiples of 4 in 1..30: 4,8,12,16,20,24,28 = 7; 7/30
PROB = r"The multiples of $4$ from $1$ to $30$ are $4, 8, 12, 16, 20, 24, 28$: seven of them, so the probability is $\frac{7}{30}$"
G_DIST = r"3\sqrt{5}"  # dx = 3, dy = 6; 9 + 36 = 45 = 9 * 5; sqrt45 = 6.7082...
DIST = r"The distance from $(1, -2)$ to $(4, 4)$ is $\sqrt{3^2 + 6^2} = \sqrt{45}$"
G_INT = r"\left[ -\frac{5}{2}, \frac{11}{2} \right]"  # -8 <= 2x - 3 <= 8 -> -5 <= 2x <= 11
INT = r"$|2x - 3| \le 8$ gives $-8 \le 2x - 3 \le 8$, so $-5 \le 2x \le 11$ and $-\frac{5}{2} \le x \le \frac{11}{2}$."
G_ROOTS = r"-2, \frac{5}{3}"  # (3x - 5)(x + 2) = 3x^2 + 6x - 5x - 10; x = 5/3: 25/3 + 5/3 - 10 = 0; x = -2: 12 - 2 - 10 = 0
ROOTS = r"$3x^2 + x - 10 = (3x - 5)(x + 2) = 0$, so $x = \frac{5}{3}$ or $x = -2$."
G_CPX = "12 + i"  # (5 - 2i)(2 + i) = 10 + 5i - 4i - 2i^2 = 10 + i + 2 = 12 + i
CPX = r"$(5 - 2i)(2 + i) = 10 + 5i - 4i - 2i^2 = 10 + i + 2$"
G_RAD = r"\frac{4\pi}{5}"  # 144 / 180 = 4 / 5; 4pi/5 = 2.51327...
RAD = r"$144^\circ \cdot \frac{\pi}{180^\circ} = \frac{144\pi}{180}$"
G_BASE = "358"  # 2*125 + 4*25 + 1*5 + 3 = 250 + 100 + 5 + 3 = 358
BASE = r"$2413_5 = 2 \cdot 125 + 4 \cdot 25 + 1 \cdot 5 + 3 = 250 + 100 + 5 + 3$"
G_SYS = "(7, -3)"  # 2x = 14, x = 7, y = -3; check 7 - (-3) = 10
SYS = r"Adding $x + y = 4$ and $x - y = 10$ gives $2x = 14$, so $x = 7$ and $y = 4 - 7 = -3$."
G_POLY = "2x^2 + 3x - 20"  # 2x^2 + 8x - 5x - 20; at x = 1: (-3)(5) = -15 = 2 + 3 - 20
POLY = r"$(2x - 5)(x + 4) = 2x^2 + 8x - 5x - 20$"
G_COMB = "286"  # 13 * 12 * 11 = 1716; 1716 / 6 = 286
COMB = r"$\binom{13}{3} = \frac{13 \cdot 12 \cdot 11}{6} = \frac{1716}{6}$"
G_REP = r"\frac{9}{11}"  # 0.8181... = 81/99 = 9/11; 9/11 = 0.818181...
REP = r"Let $x = 0.\overline{81}$. Then $100x - x = 81$, so $x = \frac{81}{99}$"
G_ZERO = "0"  # 3^3 - 9*3 = 27 - 27 = 0
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"4\pi"  # 160/360 = 4/9; 4/9 * 9 pi = 4 pi
SEC = r"The area is $\frac{160}{360} \cdot \pi \cdot 3^2 = \frac{4}{9} \cdot 9\pi$"
G_RAT = r"3\sqrt{7}"  # 21 sqrt7 / 7 = 3 sqrt7
RAT = r"$\frac{21}{\sqrt{7}} = \frac{21\sqrt{7}}{7}$"
G_HALF = r"\frac{1}{2}"  # 3 even faces of 6: 3/6 = 1/2 = 0.5
HALF = r"A fair die shows an even number ($2$, $4$ or $6$) with probability $\frac{3}{6}$"
G_DIAG = r"2\sqrt{2}"  # sqrt(4 + 4) = sqrt8 = 2 sqrt2 = 2.828...
DIAG = r"The diagonal of a square of side $2$ is $\sqrt{2^2 + 2^2} = \sqrt{8}$"
G_SCI = "45000"  # 300 * 150 = 3 * 15 * 1000 = 45000 = 4.5 * 10^4
SCI = r"$300 \cdot 150 = 3 \cdot 15 \cdot 1000$"
G_MIX = r"\frac{17}{4}"  # 3/4 + 14/4 = 17/4 = 4 1/4 = 4.25
MIX = r"$\frac{3}{4} + \frac{7}{2} = \frac{3}{4} + \frac{14}{4}$"

PAD = " " * 60000  # 60,000 spaces
# 1500 lines of 65 characters, about 98 KB
FILLER = "Let me re-read the problem once more to be sure of every number.\n" * 1500

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (GSM8K)
    g("t_sentence_other", "A", "215", "wrong", "tag", th(APL_SLIP) + "<answer>There are 242 apples left.</answer>", "a sentence in the tag states 242 (misreading 136 sold)"),
    g("t_equation_other", "A", "215", "wrong", "tag", th(APL_SLIP) + "<answer>378 - 136 = 242</answer>", "an equation chain ending 242"),
    g("t_equation_from_gold", "A", "215", "wrong", "tag", th(APL) + "<answer>215 - 27 = 188</answer>", "a chain starting with the gold and ending 188 (215 - 27 = 188)"),
    g("t_empty_think_gold", "A", "215", "no_answer", "tag", th(APL + "So 215 apples remain.\n") + "<answer></answer>", "an empty tag; 215 only in the thinking"),
    g("t_blank_tag", "A", "215", "no_answer", "tag", th(APL) + "<answer>   \n</answer>", "a tag holding only whitespace"),
    g("t_box_other", "A", "35700", "wrong", "tag", th(PAY_NB) + r"<answer>\boxed{34400}</answer>", "a box in the tag, 34400 (bonus left out)"),
    g("t_marker_hash_other", "A", "215", "wrong", "tag", th(APL_SLIP) + "<answer>So the answer is #### 242</answer>", "a marker phrase and #### inside the tag, 242"),
    g("t_unit_other", "A", "35700", "wrong", "tag", th(PAY_NB) + "<answer>$34,400 dollars</answer>", "a dollar sign, comma and unit in the tag, 34400"),
    g("t_unclosed_other", "A", "215", "wrong", "tag", th(APL_SLIP) + "<answer>242", "an unclosed tag holding 242"),
    g("t_unclosed_empty", "A", "215", "no_answer", "truncated", th(APL) + "<answer>", "cut right after the opening tag; 215 only in the thinking"),
    g("t_intermediate", "A", "215", "wrong", "tag", th(APL) + "<answer>378</answer>", "the tag holds the intermediate 378"),
    g("t_hedge", "A", "215", "wrong", "tag", th(APL) + "<answer>215 or 242</answer>", "a hedge in the tag"),
    g("t_two_tags", "A", "215", "wrong", "tag", th(APL) + "<answer>215</answer>\n<answer>242</answer>", "two tags, the last 242"),
    g("t_quoted_tag_other", "A", "215", "wrong", "tag", th(APL_SLIP) + 'My classmate wrote "<answer>215</answer>", but I get 242.\n<answer>242</answer>', "the gold only in a quoted tag; the model's tag 242"),
    g("t_upper_sign_lost", "A", "-9.5", "wrong", "tag", th(TMP_SLIP) + "<ANSWER>9.5</ANSWER>", "an upper-case tag holding 9.5 (the working subtracts the wrong way, 12.5 - 3)"),
    g("t_attr_other", "A", "15.95", "wrong", "tag", th(CHE) + '<answer type="number">15.59</answer>', "a tag with an attribute holding 15.59 (digits swapped)"),
    g("t_fence_other", "A", "212", "wrong", "tag", th(LAP) + "```\n<answer>202</answer>\n```", "the model's tag inside a code fence, 202"),
    g("t_ok_sentence", "B", "215", "correct", "tag", th(APL) + "<answer>There are 215 apples left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "215", "correct", "tag", th(APL) + "<answer>378 - 163 = 215</answer>", "an equation chain ending in the gold"),
    g("t_ok_sentence_numbers", "B", "215", "correct", "tag", th(APL) + "<answer>After selling 163 of the 378 apples, 215 remain.</answer>", "a sentence naming the given numbers first, the gold last"),
    g("t_ok_box", "B", "35700", "correct", "tag", th(PAY) + r"<answer>\boxed{35,700}</answer>", "a box with a comma in the tag"),
    g("t_ok_marker_hash", "B", "215", "correct", "tag", th(APL) + "<answer>So the answer is #### 215</answer>", "a marker phrase and #### inside the tag"),
    g("t_ok_final_phrase", "B", "15.95", "correct", "tag", th(CHE) + "<answer>The final answer is $15.95.</answer>", "a final-answer sentence with a dollar sign in the tag"),
    g("t_ok_answer_colon_unit", "B", "212", "correct", "tag", th(LAP) + "<answer>Answer: 212 minutes</answer>", "Answer: and a unit in the tag"),
    g("t_ok_unit_negative", "B", "-9.5", "correct", "tag", th(TMP) + "<answer>-9.5 degrees</answer>", "a negative decimal and a unit in the tag"),
    g("t_ok_unclosed", "B", "215", "correct", "tag", th(APL) + "<answer>215", "an unclosed tag holding the gold"),
    g("t_ok_nested", "B", "215", "correct", "tag", th(APL) + "<answer><answer>215</answer></answer>", "a tag nested in a tag"),
    g("t_ok_attr", "B", "212", "correct", "tag", th(LAP) + '<answer type="number">212</answer>', "a tag with an attribute"),
    g("t_ok_upper", "B", "212", "correct", "tag", th(LAP) + "<ANSWER>212</ANSWER>", "an upper-case tag"),
    g("t_ok_spaces_in_name", "B", "372", "correct", "tag", th(EGG) + "< answer >372</ answer >", "spaces inside the tag names"),
    g("t_ok_fence", "B", "0", "correct", "tag", th(WAL) + "```\n<answer>0</answer>\n```", "the model's only tag inside a code fence; gold 0"),
    g("t_ok_format_example_first", "B", "215", "correct", "tag", th(APL) + 'The required format is "<answer>42</answer>".\n<answer>215</answer>', "a quoted format example with 42, then the model's tag"),

    # ================================================================ 1b. answer tags (MATH)
    m("t_m_box_other", "A", G_REP, "wrong", "tag", th(REP + ".\n") + r"<answer>$\boxed{\frac{9}{13}}$</answer>", "a box in the tag, 9/13"),
    m("t_m_sentence_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>The product is $8 + i$.</answer>", "a sentence in the tag, 8 + i (-2i^2 taken as -2: 10 + i - 2)"),
    m("t_m_equation_other", "A", G_DIST, "wrong", "tag", th(r"The distance is $\sqrt{3^2 + 3^2 \cdot 2}$." + "\n") + r"<answer>$d = \sqrt{27} = 3\sqrt{3}$</answer>", "an equation chain ending 3\\sqrt3 (27 = 9 * 3)"),
    m("t_m_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>$(-3, 7)$</answer>", "the ordered pair swapped in the tag"),
    m("t_m_empty_box", "A", G_COMB, "no_answer", "tag", th(COMB + " = 286.\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag; 286 only in the thinking"),
    m("t_m_marker_other", "A", G_RAD, "wrong", "tag", th(r"$144^\circ$ is more than a right angle." + "\n") + r"<answer>Final Answer: The final answer is $\frac{5\pi}{4}$.</answer>", "a Minerva line inside the tag, 5\\pi/4 (= 225 degrees)"),
    m("t_m_unclosed_other", "A", G_BASE, "wrong", "tag", th(BASE + "\n") + "<answer>$385$", "an unclosed tag holding 385 (digits swapped)"),
    m("t_m_upper_other", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + "<ANSWER>268</ANSWER>", "an upper-case tag holding 268"),
    m("t_m_two_tags", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$-2, \frac{5}{3}$</answer>" + "\n" + r"<answer>$2, -\frac{5}{3}$</answer>", "two tags, the last 2 and -5/3"),
    m("t_m_fence_other", "A", G_POLY, "wrong", "tag", th(POLY + "\n") + "```latex\n<answer>2x^2 - 3x - 20</answer>\n```", "the model's tag in a code fence, -3x for +3x"),
    m("t_m_ok_box", "B", G_REP, "correct", "tag", th(REP + ".\n") + r"<answer>$\boxed{\frac{9}{11}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_DIST, "correct", "tag", th(DIST + ".\n") + r"<answer>The distance is $3\sqrt{5}$.</answer>", "a sentence in the tag"),
    m("t_m_ok_equation", "B", G_DIST, "correct", "tag", th(DIST + ".\n") + r"<answer>$\sqrt{45} = 3\sqrt{5}$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_marker", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>The answer is: $\frac{4\pi}{5}$</answer>", "a marker phrase in the tag"),
    m("t_m_ok_unit", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\frac{4\pi}{5}$ radians</answer>", "the unit radians after the value in the tag"),
    m("t_m_ok_unclosed", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>$12 + i$", "an unclosed tag holding the gold"),
    m("t_m_ok_upper_box", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<Answer>\boxed{286}</Answer>", "a capitalised tag holding a box"),
    m("t_m_ok_text_answer", "B", G_RAT, "correct", "tag", th(RAT + "\n") + r"<answer>$\text{Answer: } 3\sqrt{7}$</answer>", "Answer: inside \\text{} in the tag"),
    m("t_m_ok_equation_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -2$ or $x = \frac{5}{3}$</answer>", "both roots as equations joined by or"),

    # ================================================================ 2. phrase marker then #### (GSM8K)
    g("h_so_hash_other", "A", "215", "wrong", "hash", APL_SLIP + "So the answer is #### 242", "So the answer is #### 242"),
    g("h_colon_hash_other", "A", "215", "wrong", "hash", APL_SLIP + "The answer is: #### 242", "The answer is: #### 242"),
    g("h_final_hash_other", "A", "35700", "wrong", "hash", PAY_NB + "Final Answer: #### 34400", "Final Answer: #### 34400 (bonus left out)"),
    g("h_answer_hash_other", "A", "15.95", "wrong", "hash", CHE + "Answer: #### 15.59", "Answer: #### 15.59 (digits swapped)"),
    g("h_sign_lost", "A", "-9.5", "wrong", "hash", TMP_SLIP + "So the answer is #### 9.5", "9.5 after the phrase and #### (the working subtracts the wrong way, 12.5 - 3)"),
    g("h_intermediate", "A", "215", "wrong", "hash", APL + "Answer: #### 378", "Answer: #### the intermediate 378"),
    g("h_phrase_gold_hash_other", "A", "215", "wrong", "hash", APL + "So the answer is 215 #### 242", "the phrase states 215, the #### 242: two final answers"),
    g("h_two_lines_last_other", "A", "215", "wrong", "hash", APL + "The answer is: #### 215\nThe answer is: #### 242", "two phrase + #### lines, the last 242"),
    g("h_empty", "A", "215", "no_answer", "hash", APL + "So the answer is ####", "an empty #### after the phrase; 215 only in the working"),
    g("h_empty_final", "A", "35700", "no_answer", "hash", PAY + "Final Answer: ####\n", "Final Answer: #### with nothing after"),
    g("h_hedge", "A", "372", "wrong", "hash", EGG + "Answer: #### 372 or 31", "a hedge after ####"),
    g("h_bold_other", "A", "212", "wrong", "hash", LAP.replace("<<4*53=212>>212", "<<4*53=202>>202") + "**Answer:** #### 202", "bold Answer: then #### 202 (4 * 53 slipped to 202)"),
    g("h_box_after_other", "A", "215", "wrong", "hash", APL_SLIP + r"The answer is #### \boxed{242}", "a box after the phrase and ####, 242"),
    g("h_words_other", "A", "75", "wrong", "hash", PCT + "Final Answer: #### 25 percent", "Final Answer: #### 25 percent where the working finds 75 percent passed"),
    g("h_ok_so_hash", "B", "215", "correct", "hash", APL + "So the answer is #### 215", "So the answer is #### 215 (the issue's shape)"),
    g("h_ok_colon_hash", "B", "215", "correct", "hash", APL + "The answer is: #### 215", "The answer is: #### 215"),
    g("h_ok_final_hash", "B", "35700", "correct", "hash", PAY + "Final Answer: #### 35700", "Final Answer: #### 35700"),
    g("h_ok_answer_hash", "B", "15.95", "correct", "hash", CHE + "Answer: #### 15.95", "Answer: #### 15.95"),
    g("h_ok_negative", "B", "-9.5", "correct", "hash", TMP + "So the answer is #### -9.5", "a negative decimal after the phrase and ####"),
    g("h_ok_words", "B", "372", "correct", "hash", EGG + "Final Answer: #### 372 eggs in total", "words after the #### value"),
    g("h_ok_dollar_comma", "B", "35700", "correct", "hash", PAY + "The answer is: #### $35,700", "a dollar sign and a comma after ####"),
    g("h_ok_bold", "B", "212", "correct", "hash", LAP + "**Answer:** #### 212", "bold Answer: then ####"),
    g("h_ok_box_after", "B", "215", "correct", "hash", APL + r"The answer is #### \boxed{215}", "a box after the phrase and ####"),
    g("h_ok_two_lines_same", "B", "215", "correct", "hash", APL + "The answer is: #### 215\nFinal Answer: #### 215", "two phrase + #### lines agreeing"),
    g("h_ok_percent", "B", "75", "correct", "hash", PCT + "Answer: #### 75%", "a percent sign after ####"),
    g("h_ok_next_line", "B", "215", "correct", "hash", APL + "So the answer is ####\n215", "the value on the line after the phrase and ####"),
    g("h_ok_lower_nospace", "B", "212", "correct", "hash", LAP + "final answer: ####212", "lower case, no space after ####"),

    # ================================================================ 2b. phrase marker then #### (MATH)
    m("h_m_other", "A", G_COMB, "wrong", "hash", COMB + "\nFinal Answer: #### 268", "Final Answer: #### 268"),
    m("h_m_swapped", "A", G_SYS, "wrong", "hash", SYS + "\nSo the answer is #### (-3, 7)", "the pair swapped after the phrase and ####"),
    m("h_m_empty", "A", G_RAD, "no_answer", "hash", RAD + "\nThe answer is: ####", "an empty #### after the phrase"),
    m("h_m_decimal", "A", G_DIST, "wrong", "hash", DIST + "\nAnswer: #### 6.71", "a decimal for 3\\sqrt5 (6.7082...) after the phrase and ####"),
    m("h_m_ok_final", "B", G_COMB, "correct", "hash", COMB + " $= 286$.\nFinal Answer: #### 286", "Final Answer: #### 286"),
    m("h_m_ok_frac", "B", G_REP, "correct", "hash", REP + r" $= \frac{9}{11}$." + "\nThe answer is: #### \\frac{9}{11}", "a LaTeX fraction after the phrase and ####"),
    m("h_m_ok_box_after", "B", G_SYS, "correct", "hash", SYS + "\nAnswer: #### $\\boxed{(7, -3)}$", "a box after Answer: ####"),

    # ================================================================ 3. exactness (MATH)
    m("x_m_tiny_power", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-100}}$", "10^{-100} against gold 0"),
    m("x_m_tiny_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-60}\pi}$", "10^{-60}\\pi against gold 0"),
    m("x_m_tiny_sin", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-90})}$", "sin(10^{-90}) is not 0"),
    m("x_m_tiny_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-500}}$", "e^{-500} is not 0"),
    m("x_m_tiny_frac", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\frac{1}{10^{40}}}$", "1/10^{40} against gold 0"),
    m("x_m_tiny_decimal", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{0.000001}$", "0.000001 against gold 0"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0.0}$", "0.0 for 0"),
    m("x_m_rad_plus_tiny", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{4\pi}{5} + 10^{-40}}$", "the gold plus 10^{-40}"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{2.513}$", "a decimal for 4\\pi/5 (2.51327...)"),
    m("x_m_rad_float", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{2.5132741228718345}$", "a 17-digit float for 4\\pi/5"),
    m("x_m_ok_dfrac", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\dfrac{4\pi}{5}}$", "\\dfrac"),
    m("x_m_ok_tfrac", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\tfrac{4\pi}{5}}$", "\\tfrac"),
    m("x_m_ok_unsimplified_pi", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{144\pi}{180}}$", "144\\pi/180 unsimplified"),
    m("x_m_ok_decimal_pi", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{0.8\pi}$", "0.8\\pi: 0.8 = 4/5 exactly"),
    m("x_m_rep_round", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.82}$", "0.82 for 9/11 (0.8181...)"),
    m("x_m_rep_float", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{0.8181818181818182}$", "a float for a repeating decimal"),
    m("x_m_rep_tiny", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{9}{11} + 10^{-30}}$", "the gold plus 10^{-30}"),
    m("x_m_ok_rep_bar", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{0.\overline{81}}$", "the repeating decimal with an overline"),
    m("x_m_ok_rep_unsimplified", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{81}{99}}$", "81/99 unsimplified"),
    m("x_m_dist_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{6.708}$", "a decimal for 3\\sqrt5"),
    m("x_m_dist_near", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{\sqrt{45.000001}}$", "\\sqrt{45.000001}, not \\sqrt{45}"),
    m("x_m_dist_tiny", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{3\sqrt{5} + 10^{-60}}$", "the gold plus 10^{-60}"),
    m("x_m_ok_sqrt45", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{45}}$", "\\sqrt{45} = 3\\sqrt5"),
    m("x_m_ok_sqrt8", "B", G_DIAG, "correct", "boxed", DIAG + r" $= \boxed{\sqrt{8}}$", "\\sqrt8 = 2\\sqrt2"),
    m("x_m_ok_four_over_root2", "B", G_DIAG, "correct", "boxed", DIAG + r" $= \boxed{\frac{4}{\sqrt{2}}}$", "4/\\sqrt2 = 2\\sqrt2"),
    m("x_m_diag_decimal", "A", G_DIAG, "wrong", "boxed", DIAG + r" $\approx \boxed{2.83}$", "a decimal for 2\\sqrt2 (2.828...)"),
    m("x_m_ok_half_decimal", "B", G_HALF, "correct", "boxed", HALF + r" $= \boxed{0.5}$", "0.5 = 1/2 exactly"),
    m("x_m_ok_half_percent", "B", G_HALF, "correct", "boxed", HALF + r" $= \boxed{50\%}$", "debatable: 50% for a probability of 1/2; equal in value, but a percent for a MATH fraction gold", True),
    m("x_m_half_near", "A", G_HALF, "wrong", "boxed", HALF + r" $\approx \boxed{0.49999}$", "0.49999 against 1/2"),
    m("x_m_half_tiny", "A", G_HALF, "wrong", "boxed", HALF + r" $= \boxed{\frac{1}{2} - 10^{-20}}$", "the gold minus 10^{-20}"),
    m("x_m_ok_sci", "B", G_SCI, "correct", "boxed", SCI + r" $= \boxed{4.5 \times 10^4}$", "scientific notation with \\times"),
    m("x_m_ok_thin_space", "B", G_SCI, "correct", "boxed", SCI + r" $= \boxed{45,\!000}$", "a MATH-style comma 45,\\!000"),
    m("x_m_sci_other", "A", G_SCI, "wrong", "boxed", SCI + r" $= \boxed{4.5 \times 10^3}$", "4.5 * 10^3 = 4500"),
    m("x_m_ok_mixed", "B", G_MIX, "correct", "boxed", MIX + r" $= \boxed{4\frac{1}{4}}$", "debatable: a mixed number 4 1/4 = 17/4; LaTeX juxtaposition could be read as 4 * 1/4", True),
    m("x_m_ok_mix_decimal", "B", G_MIX, "correct", "boxed", MIX + r" $= \boxed{4.25}$", "4.25 = 17/4 exactly"),
    m("x_m_mix_round", "A", G_MIX, "wrong", "boxed", MIX + r" $\approx \boxed{4.3}$", "4.3 against 17/4"),
    m("x_m_ok_roots_order", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\frac{5}{3}, -2}$", "the roots in the other order"),
    m("x_m_ok_roots_set", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\{-2, \frac{5}{3}\}}$", "the roots as a set"),
    m("x_m_roots_decimal", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-2, 1.67}$", "1.67 for 5/3"),
    m("x_m_roots_one", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" The positive root is $\boxed{\frac{5}{3}}$.", "only one of the two roots the gold lists"),
    m("x_m_tuple_order", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(-3, 7)}$", "the ordered pair swapped"),
    m("x_m_ok_tuple_spaces", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{\left(7,\,-3\right)}$", "\\left( \\right) and a thin space"),
    m("x_m_int_open", "A", G_INT, "wrong", "boxed", INT + r" $x \in \boxed{\left(-\frac{5}{2}, \frac{11}{2}\right)}$", "an open interval for a closed one"),
    m("x_m_ok_int_decimal", "B", G_INT, "correct", "boxed", INT + r" $x \in \boxed{[-2.5, 5.5]}$", "exact decimals for the endpoints"),
    m("x_m_ok_comb_decimal", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{286.0}$", "286.0 for 286"),
    m("x_m_comb_tiny", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 + 10^{-30}}$", "the gold plus 10^{-30}"),
    m("x_m_cpx_near", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{12 + 1.0000001i}$", "an imaginary part of 1.0000001"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{3x + 2x^2 - 20}$", "the terms in another order"),

    # ================================================================ 3b. exactness (GSM8K)
    g("x_near_zero", "A", "0", "wrong", "hash", WAL + "#### 0.001", "0.001 against gold 0"),
    g("x_tiny_sci", "A", "0", "wrong", "hash", WAL + "#### 1e-9", "1e-9 against gold 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", WAL + "#### 0.00", "0.00 for 0"),
    g("x_round_tenth", "A", "15.95", "wrong", "hash", CHE + "#### 15.9", "15.9, cut to one decimal"),
    g("x_round_int", "A", "15.95", "wrong", "hash", CHE + "#### 16", "rounded to 16"),
    g("x_near_value", "A", "15.95", "wrong", "hash", CHE + "#### 15.949999", "15.949999 against 15.95"),
    g("x_ok_trailing_zero", "B", "15.95", "correct", "hash", CHE + "#### 15.950", "a trailing zero"),
    g("x_big_near", "A", "35700", "wrong", "hash", PAY + "#### 35700.01", "35700.01, relative error under 1e-6"),
    g("x_ok_cents", "B", "35700", "correct", "hash", PAY + "#### 35,700.00", "a comma and cents"),
    g("x_neg_near", "A", "-9.5", "wrong", "hash", TMP + "#### -9.49", "-9.49 against -9.5"),
    g("x_ok_neg_fraction", "B", "-9.5", "correct", "boxed", TMP + r"The answer is $\boxed{-\frac{19}{2}}$.", "-19/2 = -9.5"),

    # ================================================================ 4. negation / strike-out / annotation (GSM8K)
    g("n_not_gold", "A", "215", "no_answer", "answer_is", APL + "The answer is not 215.", "the gold negated, nothing after"),
    g("n_strike_only", "A", "215", "no_answer", "hash", APL + "#### ~~215~~", "struck with ~~, nothing after"),
    g("n_strike_then_other", "A", "215", "wrong", "hash", APL_SLIP + "#### ~~215~~ 242", "the gold struck, 242 after"),
    g("n_del_html", "A", "215", "no_answer", "hash", APL + "#### <del>215</del>", "struck with <del>, nothing after"),
    g("n_s_html_other", "A", "35700", "wrong", "hash", PAY_NB + "#### <s>35700</s> 34400", "the gold struck with <s>, 34400 after"),
    g("n_incorrect", "A", "372", "wrong", "hash", EGG + "#### 372 (incorrect)", "the model marks its answer incorrect"),
    g("n_cross", "A", "212", "wrong", "hash", LAP + "#### 212 ❌", "a cross mark after the answer"),
    g("n_isnt_then_other", "A", "15.95", "wrong", "answer_is", CHE + "The answer isn't 15.95; it's 15.59.", "the gold denied, 15.59 asserted"),
    g("n_strike_bold", "A", "212", "no_answer", "answer_is", LAP + "**Answer: ~~212~~**", "a struck value inside a bold answer line"),
    g("n_neq_sign", "A", "0", "no_answer", "hash", WAL + "#### ≠ 0", "#### followed by 'not equal to 0'"),
    g("n_ok_strike_other", "B", "215", "correct", "hash", APL + "#### ~~242~~ 215", "the wrong value struck, the gold after"),
    g("n_ok_not_other", "B", "215", "correct", "answer_is", APL + "The answer is not 242 but 215.", "another value negated, the gold asserted"),
    g("n_ok_check", "B", "212", "correct", "hash", LAP + "#### 212 ✅", "a check mark after the answer"),
    g("n_ok_verified", "B", "372", "correct", "hash", EGG + "#### 372 (verified)", "an approving annotation"),
    g("n_ok_paren_not", "B", "35700", "correct", "hash", PAY + "#### 35700 (not 34400)", "another value negated in brackets after the gold"),
    g("n_ok_del_other", "B", "-9.5", "correct", "hash", TMP + "#### <del>9.5</del> -9.5", "the unsigned value struck, the gold after"),

    # ================================================================ 4b. negation / strike-out / annotation (MATH)
    m("n_m_not_eq", "A", G_REP, "no_answer", "boxed", REP + r" $\boxed{\not= \frac{9}{11}}$", "a box holding 'not equal to' the gold"),
    m("n_m_x_neq", "A", G_COMB, "no_answer", "boxed", COMB + r" $\boxed{x \neq 286}$", "a box holding x \\neq 286"),
    m("n_m_cancel", "A", G_DIST, "no_answer", "boxed", DIST + r" $= \boxed{\cancel{3\sqrt{5}}}$", "a cancelled box"),
    m("n_m_sout", "A", G_CPX, "no_answer", "boxed", CPX + r" $= \boxed{\sout{12 + i}}$", "the boxed gold struck with \\sout"),
    m("n_m_st_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{\st{12 + i}\ 8 + i}$", "the gold struck with \\st, 8 + i after"),
    m("n_m_text_wrong", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 \text{ (wrong)}}$", "the model marks its boxed value wrong"),
    m("n_m_after_incorrect", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{4\pi}$, but this is incorrect.", "the model calls its box incorrect"),
    m("n_m_xcancel_other", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{\xcancel{(7, -3)}\ (-3, 7)}$", "the gold crossed out, the swapped pair after"),
    m("n_m_md_strike", "A", G_RAT, "no_answer", "boxed", RAT + " $=$ ~~$\\boxed{3\\sqrt{7}}$~~", "the only box struck with markdown ~~"),
    m("n_m_not_phrase", "A", G_BASE, "no_answer", "answer_is", BASE + r". The answer is not $358$.", "the gold negated in a phrase"),
    m("n_m_ok_checkmark", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{9}{11}} \checkmark$", "a LaTeX check mark after the box"),
    m("n_m_ok_text_unit", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{286 \text{ ways}}$", "a harmless word in the box"),
    m("n_m_ok_not_other", "B", G_SYS, "correct", "boxed", SYS + r" The answer is not $(-3, 7)$ but $\boxed{(7, -3)}$.", "another value negated, the gold boxed"),
    m("n_m_ok_md_strike_other", "B", G_CPX, "correct", "boxed", CPX + " ~~$\\boxed{8 + i}$~~ $\\boxed{12 + i}$", "a wrong box struck with ~~, the gold boxed after"),
    m("n_m_ok_cancel_work", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{21}^{3}\sqrt{7}}{\cancel{7}} = \boxed{3\sqrt{7}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_annot_after", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{358}$ (in base 10)", "an annotation naming the base"),

    # ================================================================ 5. bad input a JSON string can hold (GSM8K)
    g("b_empty", "A", "215", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "215", "no_answer", "none", " \n\t\n  \r\n", "only whitespace"),
    g("b_nul_other", "A", "215", "wrong", "hash", APL_SLIP + "#### 24\x002", "a NUL inside 242"),
    g("b_bom_other", "A", "215", "wrong", "hash", "\ufeff" + APL_SLIP + "#### 242", "a BOM first, then 242"),
    g("b_fullwidth_other", "A", "215", "wrong", "hash", APL_SLIP + "#### ２４２", "full-width 242"),
    g("b_devanagari_other", "A", "215", "wrong", "hash", APL_SLIP + "#### २४२", "Devanagari 242"),
    g("b_pad_other", "A", "215", "wrong", "hash", APL_SLIP + PAD + "#### 242", "60,000 spaces, then 242"),
    g("b_filler_other", "A", "215", "wrong", "hash", APL_SLIP + FILLER + "#### 242", "about 98 KB of repeated lines, then 242"),
    g("b_gold_comma_other", "A", "35,700", "wrong", "hash", PAY.replace("35700 dollars", "35070 dollars").replace("=35700>>", "=35070>>") + "#### 35,070", "a gold with a comma; the answer 35,070 (an addition slip: 34400 + 1300 written 35070)"),
    g("b_ansi_other", "A", "215", "wrong", "hash", APL_SLIP + "#### \x1b[1m242\x1b[0m", "ANSI bold around 242"),
    g("b_ok_bom", "B", "215", "correct", "hash", "\ufeff" + APL + "#### 215", "a BOM first"),
    g("b_ok_crlf", "B", "35700", "correct", "hash", (PAY + "#### 35700").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "215", "correct", "hash", APL + "#### ２１５", "full-width digits"),
    g("b_ok_arabic_indic", "B", "215", "correct", "hash", APL + "#### ٢١٥", "Arabic-Indic digits"),
    g("b_ok_pad", "B", "215", "correct", "hash", APL + PAD + "#### 215", "60,000 spaces before the answer"),
    g("b_ok_filler", "B", "215", "correct", "hash", APL + FILLER + "#### 215", "about 98 KB of repeated lines before the answer"),
    g("b_ok_gold_spaces", "B", " 215\n", "correct", "hash", APL + "#### 215", "a gold with a space and a newline"),
    g("b_ok_gold_comma", "B", "35,700", "correct", "hash", PAY + "#### 35700", "a gold with a comma"),
    g("b_ok_gold_decimal", "B", "215.00", "correct", "hash", APL + "#### 215", "a gold written 215.00"),
    g("b_ok_gold_unicode_minus", "B", "\u22129.5", "correct", "hash", TMP + "#### -9.5", "a gold with U+2212 MINUS SIGN"),
    g("b_ok_tab", "B", "215", "correct", "hash", APL + "####\t215", "a tab after ####"),
    g("b_ok_narrow_nbsp", "B", "35700", "correct", "hash", PAY + "#### 35\u202f700", "debatable: a narrow no-break space as the thousands separator (SI style)", True),
    g("b_ok_zwsp", "B", "215", "correct", "hash", APL + "#### \u200b215", "a zero-width space before the value"),
    g("b_ok_u2028", "B", "212", "correct", "hash", LAP + "\u2028#### 212", "a LINE SEPARATOR before the answer line"),

    # ================================================================ 5b. bad input (MATH)
    m("b_m_pad_empty_box", "A", G_COMB, "no_answer", "boxed", PAD + r"$\boxed{}$", "60,000 spaces and an empty box"),
    m("b_m_pad_other", "A", G_COMB, "wrong", "boxed", COMB + PAD + r" $\boxed{268}$", "60,000 spaces, then 268"),
    m("b_m_gold_boxed_other", "A", r"\boxed{358}", "wrong", "boxed", BASE + r" $= \boxed{385}$", "a gold stored boxed; the model's 385"),
    m("b_m_gold_dollar_other", "A", r"$\frac{9}{11}$", "wrong", "boxed", REP + r" $= \boxed{\frac{11}{9}}$", "a gold in dollars; the model's 11/9"),
    m("b_m_nul_other", "A", G_COMB, "wrong", "boxed", COMB + " $\\boxed{26\x008}$", "a NUL inside 268"),
    m("b_m_bom_other", "A", G_SEC, "wrong", "boxed", "\ufeff" + SEC + r" $= \boxed{4}$", "a BOM first; 4 for 4\\pi"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{28", "cut inside the box"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{358}", "correct", "boxed", BASE + r" $= \boxed{358}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollar", "B", r"$\frac{9}{11}$", "correct", "boxed", REP + r" $= \boxed{\frac{9}{11}}$", "a gold in dollars"),
    m("b_m_ok_gold_dfrac", "B", r"\dfrac{9}{11}", "correct", "boxed", REP + r" $= \boxed{\frac{9}{11}}$", "a gold written with \\dfrac"),
    m("b_m_ok_gold_spaces", "B", "  3\\sqrt{5} \n", "correct", "boxed", DIST + r" $= \boxed{3\sqrt{5}}$", "a gold with spaces and a newline"),
    m("b_m_ok_gold_left_right", "B", r"\left( 7, -3 \right)", "correct", "boxed", SYS + r" $\boxed{(7, -3)}$", "a gold with \\left( \\right)"),
    m("b_m_ok_ansi", "B", G_COMB, "correct", "boxed", "\x1b[1m" + COMB + r" $= \boxed{286}$" + "\x1b[0m", "ANSI escapes around the whole completion"),
    m("b_m_ok_nbsp", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{12\u00a0+\u00a0i}$", "no-break spaces inside the box"),
]
# fmt: on

DECISIONS = {
    "x_m_ok_half_percent": (
        "accept",
        "50% equals 1/2 in value; the README counts equal values written differently as correct",
    ),
    "x_m_ok_mixed": (
        "accept",
        "4\\frac{1}{4} is how MATH writes the mixed number 4 1/4 = 17/4; nobody means 4 * 1/4 here",
    ),
    "b_ok_narrow_nbsp": (
        "accept",
        "a narrow no-break space between digit groups is the SI thousands separator; the value is 35,700",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam26", CASES, [], DECISIONS)
