r"""Build adversarial_redteam52.jsonl: a fifty-second round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam52", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes; handed over BEFORE any scoring. Not model output. Read: the
issue (`issues show 25`), corpus/README.md (sources table and "How each source was labelled" only,
to avoid reusing problems), corpus_build.py (helpers) and build_adversarial_redteam21.py (structure,
conventions and label rules, followed here).

Aim of this round: a fresh measure by a new independent author of the issue's hidden probe set: the
eight classes about equally, one trick each, some short and plain, some inside realistic completions
(R1 think/answer blocks, Qwen2.5-Math and Llama 3 closings, Minerva lines, ChatML and Llama 3 chat
tokens, <<a*b=c>> calculator annotations, markdown headings and bold answers); about half GSM8K and
half MATH; about 45 % kind B, so that a checker refusing everything scores badly. New problem shapes.
Counts: 167 probes, kind A 88 / B 79 (47 % B); GSM8K 89, MATH 78; per class t 21, h 22, x 22,
n 20, u 21, r 20, q 20, b 21; 1 `debatable` (u_percent_less), with a proposed decision.

GSM8K problems (gold; wrong values used, all checked by hand):
- three consecutive even numbers summing to 114, the largest -> 40 (x + x+2 + x+4 = 3x + 6 = 114,
  x = 36; 36 + 38 + 40 = 114). Wrong: 36 (smallest), 38 (middle).
- 195 km in 2.5 hours, average speed -> 78 km/h (78 * 2.5 = 195). Wrong: 80, 487.5 (= 195 * 2.5).
- a 12-pack for $8.40, price of one -> 0.70 (12 * 0.70 = 8.40). Wrong: 0.07.
- a balance of $85 less four withdrawals of $32.50 -> -45 (4 * 32.50 = 130; 85 - 130 = -45).
  Wrong: 45; with three withdrawals 85 - 97.50 = -12.50.
- a town growing from 1,250 to 1,400, percent increase -> 12 (150 / 1250 = 0.12). Wrong: 150 (the
  rise), 10.7 (150 / 1400 = 0.1071...).
- a 3.6 m board cut into 12 pieces of 30 cm, what is left -> 0 (12 * 0.3 = 3.6). Wrong: 0.3.
- $1,275 saved each quarter for 6 years -> 30,600 (24 quarters; 1275 * 24 = 30,600). Wrong: 7,650
  (= 1275 * 6, quarters forgotten).
- $360 shared in the ratio 3:4:5, the largest share -> 150 (360 / 12 = 30; 5 * 30 = 150; the
  others 90 and 120). Wrong: 90.
MATH problems:
- log_9 243 -> 5/2 (9^{5/2} = 3^5 = 243); 2.5 is the same value exactly.
- 2 + 6 + 18 + ... + 1458 -> 2186 (1458 = 2 * 3^6: 7 terms; 2(3^7 - 1)/2 = 2187 - 1). Wrong 6560.
- (3 + 4i)^2 -> -7 + 24i (9 + 24i + 16i^2 = 9 - 16 + 24i). Wrong: 25 + 24i, -7 - 24i.
- a heart or a king from 52 cards -> 4/13 (13 + 4 - 1 = 16; 16/52 = 4/13 = 0.307692...).
- the triangle with sides 13, 14, 15 -> area 84 (s = 21; 21 * 8 * 7 * 6 = 7056 = 84^2).
- 3x^2 - 10x - 8 < 0 -> (-2/3, 4) ((3x + 2)(x - 4) = 3x^2 - 10x - 8; both ends give 0).
- arcsin(-1/2) -> -\pi/6 (range [-\pi/2, \pi/2]). Wrong: 7\pi/6, -30 (no degree sign).
- 3 + 7 + 11 + ... + 79 -> 820 (n = (79 - 3)/4 + 1 = 20; 20 * 82 / 2 = 820). Self-set tail:
  1 + 5 + ... + 41 = 11 * 42 / 2 = 231.
- 245_7 -> 131 (2 * 49 + 4 * 7 + 5 = 98 + 28 + 5). Wrong 113.
- (x - 3)(x^2 + 3x + 9) -> x^3 - 27. Wrong x^3 + 27.
- \sqrt{288} -> 12\sqrt2 (288 = 144 * 2; 16.9705...). Wrong decimal 16.97.
- 3x + 2y = 4, x - y = 3 -> (2, -1) (x = y + 3; 5y + 9 = 4; y = -1, x = 2). Wrong (2, 1).
- det [[4, -2], [3, 5]] -> 26 (20 + 6). Wrong 14 (= 20 - 6, the sign of -2 lost).
- the inverse of f(x) = (2x + 7)/3 -> (3x - 7)/2. Wrong (3x + 7)/2.
- the roots of 6x^2 - 5x - 6 -> -2/3 and 3/2 ((3x + 2)(2x - 3); 6 * 9/4 - 15/2 - 6 = 0).
- 8^33 mod 5 -> 3 (8 = 3 mod 5; 3^k cycles 3, 9=4, 2, 1; 33 = 1 mod 4).
- a cylinder of radius 2 and height 11 -> volume 44\pi (4 * 11 = 44; 138.2300...).
- x^3 - 2x^2 - 5x + 6 at x = 3 -> 0 (27 - 18 - 15 + 6 = 0).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation; `u_`
words after a number (chosen so the label does not depend on the unseen question); `r_` retractions
after the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part
statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md and round 21's conventions: the last final answer counts; a hedge, two
different final answers or a right number only in the working is `wrong`; no final answer (a
negation or strike-out with nothing after, a placeholder, only a quotation or a hypothetical) is
`no_answer`; equal in value but written differently is `correct`; a decimal for an exact irrational
or repeating gold is `wrong`; a value the model itself marks wrong is `wrong`; an explicit correction
after an answer makes the corrected value the final one; a value the model withdraws with nothing new
is `wrong` (round 20); a check or pleasantry after a committed answer does not replace it; text in an
invented next turn or a self-set new problem does not count; in an <answer> tag a sentence, an
equation chain or a box is read for the value it states, and an unclosed tag still holds its answer.
A NUL anywhere makes the pair bad input (decision `reject`; all NUL probes here are kind A anyway).
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes. Lone surrogates are left out: write_records writes UTF-8 and cannot hold them.

Usage: python packages/check/corpus/build_adversarial_redteam52.py
"""

from corpus_build import (
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

# ================================================================ GSM8K working
# --- consecutive evens: gold 40 (3x + 6 = 114 -> x = 36; 36 + 38 + 40 = 114).
CONS = "Let the numbers be x, x + 2 and x + 4. Then 3x + 6 = 114, so 3x = <<114-6=108>>108 and x = <<108/3=36>>36.\nThe numbers are 36, 38 and 40; the largest is 36 + 4 = <<36+4=40>>40.\n"
# --- speed: gold 78 (195 / 2.5 = 78; 78 * 2.5 = 195). Wrong 80, 487.5 (195 * 2.5).
SPD = "Average speed = distance / time = 195 / 2.5 = <<195/2.5=78>>78 km/h.\n"
# --- unit price: gold 0.7 (8.40 / 12 = 0.70; 12 * 0.70 = 8.40). Wrong 0.07, 0.75.
UNIT = "One pencil costs 8.40 / 12 = <<8.40/12=0.70>>0.70 dollars.\n"
# --- bank: gold -45 (4 * 32.50 = 130; 85 - 130 = -45). Three withdrawals: 85 - 97.50 = -12.50.
BANK = "Four withdrawals of $32.50 are 4 * 32.50 = <<4*32.50=130>>130 dollars.\nThe balance is 85 - 130 = <<85-130=-45>>-45 dollars.\n"
# --- population: gold 12 (1400 - 1250 = 150; 150 / 1250 = 0.12). Wrong 150, 10.7 (150/1400).
POP = "The town grew by 1400 - 1250 = <<1400-1250=150>>150 people.\nThe percent increase is 150 / 1250 * 100 = <<150/1250*100=12>>12 percent.\n"
POP_SLIP = "The town grew by 1400 - 1250 = <<1400-1250=150>>150 people.\nThe percent increase is 150 / 1400 * 100 = <<150/1400*100=10.7>>10.7 percent.\n"
# --- board: gold 0 (12 * 0.3 = 3.6; 3.6 - 3.6 = 0).
BOARD = "12 pieces of 30 cm use 12 * 0.3 = <<12*0.3=3.6>>3.6 m, so 3.6 - 3.6 = <<3.6-3.6=0>>0 m of the board is left.\n"
# --- savings: gold 30600 (6 * 4 = 24 quarters; 1275 * 24 = 30600). Wrong 7650 (1275 * 6).
SAV = "6 years have 6 * 4 = <<6*4=24>>24 quarters.\nShe saves 24 * 1275 = <<24*1275=30600>>30600 dollars.\n"
SAV_SLIP = "She saves 1275 each year for 6 years: 6 * 1275 = <<6*1275=7650>>7650 dollars.\n"
# --- ratio: gold 150 (3 + 4 + 5 = 12; 360 / 12 = 30; 5 * 30 = 150; others 90, 120).
SHARE = "There are 3 + 4 + 5 = <<3+4+5=12>>12 parts, each worth 360 / 12 = <<360/12=30>>30 dollars.\nThe largest share is 5 * 30 = <<5*30=150>>150 dollars.\n"

# ================================================================ MATH working
G_LOG = r"\frac{5}{2}"  # 9^{5/2} = 3^5 = 243
LOG = r"Since $243 = 3^5$ and $9 = 3^2$, $\log_9 243 = \frac{5}{2}$"
G_GEO = "2186"  # 1458 = 2 * 3^6, 7 terms; 2(3^7 - 1)/(3 - 1) = 2187 - 1
GEO = r"The series has first term $2$, ratio $3$ and $7$ terms (since $1458 = 2 \cdot 3^6$), so the sum is $\frac{2(3^7 - 1)}{3 - 1} = 3^7 - 1$"
G_CPX = "-7 + 24i"  # 9 + 24i + 16 i^2 = -7 + 24i
CPX = r"$(3 + 4i)^2 = 9 + 24i + 16i^2 = 9 + 24i - 16"  # left open
G_PROB = r"\frac{4}{13}"  # 13 hearts + 4 kings - 1 (king of hearts) = 16; 16/52 = 4/13
PROB = r"There are $13$ hearts and $4$ kings, one of them the king of hearts, so $13 + 4 - 1 = 16$ cards qualify and the probability is $\frac{16}{52}$"
G_HERON = "84"  # s = 21; 21 * 8 * 7 * 6 = 7056 = 84^2
HERON = r"With $s = \frac{13 + 14 + 15}{2} = 21$, Heron's formula gives $\sqrt{21 \cdot 8 \cdot 7 \cdot 6} = \sqrt{7056}$"
G_INEQ = r"\left( -\frac{2}{3}, 4 \right)"  # (3x + 2)(x - 4) < 0 between the roots
INEQ = r"$3x^2 - 10x - 8 = (3x + 2)(x - 4)$, which is negative between its roots $-\frac{2}{3}$ and $4$."
G_ARC = r"-\frac{\pi}{6}"  # sin(-pi/6) = -1/2, -pi/6 in [-pi/2, pi/2]
ARC = r"Since $\sin\left(-\frac{\pi}{6}\right) = -\frac{1}{2}$ and $-\frac{\pi}{6}$ lies in $\left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$, $\arcsin\left(-\frac{1}{2}\right) = -\frac{\pi}{6}$"
G_ARITH = "820"  # n = (79 - 3)/4 + 1 = 20; 20 (3 + 79) / 2 = 820
ARITH = r"There are $\frac{79 - 3}{4} + 1 = 20$ terms, so the sum is $\frac{20(3 + 79)}{2}$"
G_BASE = "131"  # 2*49 + 4*7 + 5 = 98 + 28 + 5
BASE = r"$245_7 = 2 \cdot 49 + 4 \cdot 7 + 5 = 98 + 28 + 5$"
G_POLY = "x^3 - 27"  # x^3 + 3x^2 + 9x - 3x^2 - 9x - 27
POLY = r"$(x - 3)(x^2 + 3x + 9) = x^3 + 3x^2 + 9x - 3x^2 - 9x - 27$"
G_SQRT = r"12\sqrt{2}"  # 288 = 144 * 2; 16.9705...
SQRT = r"$\sqrt{288} = \sqrt{144 \cdot 2}"  # left open
G_SYS = "(2, -1)"  # x = y + 3; 3y + 9 + 2y = 4 -> y = -1, x = 2; check 6 - 2 = 4
SYS = r"From $x - y = 3$, $x = y + 3$; then $3(y + 3) + 2y = 4$ gives $5y = -5$, so $y = -1$ and $x = 2$."
G_DET = "26"  # 4*5 - (-2)(3) = 20 + 6
DET = r"$\det\begin{pmatrix} 4 & -2 \\ 3 & 5 \end{pmatrix} = 4 \cdot 5 - (-2)(3) = 20 + 6$"
G_INV = r"\frac{3x - 7}{2}"  # y = (2x + 7)/3 -> 3y - 7 = 2x
INV = r"Set $y = \frac{2x + 7}{3}$. Then $3y = 2x + 7$, so $x = \frac{3y - 7}{2}$ and $f^{-1}(x) = \frac{3x - 7}{2}$"
G_ROOTS = r"-\frac{2}{3}, \frac{3}{2}"  # (3x + 2)(2x - 3) = 6x^2 - 9x + 4x - 6
ROOTS = r"$6x^2 - 5x - 6 = (3x + 2)(2x - 3) = 0$, so $x = -\frac{2}{3}$ or $x = \frac{3}{2}$."
G_MOD = "3"  # 8 = 3 mod 5; 3^1..3^4 = 3, 4, 2, 1; 33 = 1 mod 4
MOD = r"$8 \equiv 3 \pmod 5$, and the powers of $3$ cycle $3, 4, 2, 1$ modulo $5$; since $33 \equiv 1 \pmod 4$, $8^{33} \equiv 3^1$"
G_CYL = r"44\pi"  # pi * 2^2 * 11 = 44 pi = 138.2300...
CYL = r"$V = \pi r^2 h = \pi \cdot 2^2 \cdot 11"  # math mode left open: the probe closes it
G_ZERO = "0"  # 27 - 18 - 15 + 6 = 0
ZERO = r"$p(3) = 3^3 - 2 \cdot 3^2 - 5 \cdot 3 + 6 = 27 - 18 - 15 + 6"  # left open

# A long filler for size probes (about 60,000 characters of harmless checking).
FILLER = "Let me re-check each term of the series once more.\n" * 1200

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "40", "wrong", "tag", th(CONS) + "<answer>The largest number is 36.</answer>", "a sentence in the tag states 36; 40 only in the thinking"),
    g("t_think_gold_tag_other", "A", "78", "wrong", "tag", th(SPD) + "<answer>80</answer>", "the thinking reaches 78, the tag says 80: the tag counts"),
    g("t_empty_box", "A", "-45", "no_answer", "tag", th(BANK) + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    g("t_unclosed_other", "A", "12", "wrong", "tag", th(POP) + "<answer>150", "an unclosed tag holding the rise 150"),
    g("t_equation_other", "A", "30600", "wrong", "tag", th(SAV_SLIP) + "<answer>6 * 1275 = 7650</answer>", "an equation chain ending 7650"),
    g("t_two_tags_last_other", "A", "150", "wrong", "tag", th(SHARE) + "<answer>150</answer>\n<answer>90</answer>", "two tags, the last 90"),
    m("t_m_box_other", "A", G_ARC, "wrong", "tag", th(ARC + ".\n") + r"<answer>$\boxed{\frac{7\pi}{6}}$</answer>", "a box in the tag with 7pi/6"),
    m("t_m_sentence_other", "A", G_CPX, "wrong", "tag", th(CPX + " = -7 + 24i$.\n") + "<answer>The square is $-7 - 24i$.</answer>", "a sentence in the tag with the conjugate"),
    m("t_m_placeholder", "A", G_ARITH, "no_answer", "tag", th(ARITH + r" $= 820$." + "\n") + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    m("t_m_xy_other", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>x = 2, y = 1</answer>", "x = 2, y = 1 is (2, 1), not (2, -1)"),
    g("t_ok_sentence", "B", "40", "correct", "tag", th(CONS) + "<answer>The largest of the three numbers is 40.</answer>", "a sentence in the tag"),
    g("t_ok_box_dollar", "B", "30600", "correct", "tag", th(SAV) + r"<answer>$\boxed{\$30,600}$</answer>", "a box with a dollar sign and a comma in the tag"),
    g("t_ok_equation_units", "B", "78", "correct", "tag", th(SPD) + "<answer>195 / 2.5 = 78 km/h</answer>", "an equation chain with units ending in the gold"),
    g("t_ok_unclosed", "B", "-45", "correct", "tag", th(BANK) + "<answer>-45", "an unclosed tag holding the gold"),
    m("t_m_ok_box", "B", G_ARC, "correct", "tag", th(ARC + ".\n") + r"<answer>\boxed{-\frac{\pi}{6}}</answer>", "a box in the tag"),
    m("t_m_ok_sentence", "B", G_POLY, "correct", "tag", th(POLY + ".\n") + "<answer>The product simplifies to $x^3 - 27$.</answer>", "a sentence in the tag"),
    m("t_m_ok_display", "B", G_SQRT, "correct", "tag", th(SQRT + r" = 12\sqrt{2}$." + "\n") + "<answer>\n\\[\n12\\sqrt{2}\n\\]\n</answer>", "display math on its own lines in the tag"),
    m("t_m_ok_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 2, y = -1</answer>", "the pair written as x = , y = in the tag"),
    m("t_m_ok_answer_phrase", "B", G_LOG, "correct", "tag", th(LOG + ".\n") + "<answer>Answer: 5/2</answer>", "an Answer: phrase and a slash fraction in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "40", "wrong", "hash", CONS.replace("the largest is 36 + 4 = <<36+4=40>>40", "the largest is 36") + "So the answer is #### 36", "phrase then #### 36"),
    g("h_colon_hash_empty", "A", "78", "no_answer", "hash", SPD + "The answer is: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_final_hash_other", "A", "-45", "wrong", "hash", BANK + "Final Answer: #### 45", "Final Answer: #### with the sign lost"),
    g("h_phrase_gold_hash_other", "A", "0.7", "wrong", "hash", UNIT + "The answer is 0.7.\n#### 0.07", "phrase 0.7, #### 0.07: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "12", "wrong", "hash", POP + "#### 12\nSo the answer is 150.", "#### 12 then a phrase stating 150"),
    g("h_answer_hash_words_other", "A", "40", "wrong", "hash", CONS + "Answer: #### the middle one, 38", "Answer: #### then words and 38"),
    g("h_hash_minerva_other", "A", "0", "wrong", "minerva", BOARD + "#### 0\n" + MINERVA.format("0.3"), "#### 0 then a Minerva line stating 0.3"),
    g("h_two_hash", "A", "30600", "wrong", "hash", SAV + "#### 30600\n#### 7650", "two #### lines, the last 7650"),
    m("h_m_colon_hash_other", "A", G_INV, "wrong", "hash", INV.replace("3y - 7", "3y + 7").replace("3x - 7", "3x + 7") + ".\nThe answer is: #### \\frac{3x+7}{2}", "a MATH #### with the sign of 7 flipped"),
    g("h_ok_so_hash", "B", "40", "correct", "hash", CONS + "So the answer is #### 40", "So the answer is #### gold"),
    g("h_ok_colon_hash", "B", "78", "correct", "hash", SPD + "The answer is: #### 78", "The answer is: #### gold"),
    g("h_ok_final_hash", "B", "-45", "correct", "hash", BANK + "Final Answer: #### -45", "Final Answer: #### negative gold"),
    g("h_ok_answer_hash", "B", "12", "correct", "hash", POP + "Answer: #### 12", "Answer: #### gold"),
    g("h_ok_bold_hash", "B", "30600", "correct", "hash", SAV + "**Final answer:** #### 30,600", "bold Final answer: then #### with a comma"),
    g("h_ok_hash_dollar", "B", "0.7", "correct", "hash", UNIT + "The answer is #### $0.70", "#### with a dollar sign and a trailing zero"),
    g("h_ok_therefore_hash_units", "B", "150", "correct", "hash", SHARE + "Therefore, the answer is #### 150 dollars.", "Therefore ... #### gold with a unit word and a full stop"),
    m("h_m_ok_answer_hash", "B", G_DET, "correct", "hash", DET + r" $= 26$." + "\nThe answer is #### 26", "a MATH answer after The answer is ####"),
    m("h_m_ok_final_hash_dollars", "B", G_MOD, "correct", "hash", MOD + r" $= 3$." + "\nFinal Answer: #### $3$", "Final Answer: #### with the value in math mode"),

    # ================================================================ 3. exactness
    g("x_zero_tiny", "A", "0", "wrong", "hash", BOARD.replace("3.6 - 3.6 = <<3.6-3.6=0>>0", "3.6 - 3.599999 = <<3.6-3.599999=0.000001>>0.000001") + "#### 0.000001", "0.000001 against gold 0"),
    m("x_m_zero_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" = \boxed{10^{-80}}$", "10^{-80} against gold 0"),
    m("x_m_zero_sin", "A", G_ZERO, "wrong", "boxed", ZERO + r"$, so $p(3) = \boxed{\sin(10^{-100})}$", "sin(10^{-100}) is not 0"),
    m("x_m_pi_plus_tiny", "A", G_CYL, "wrong", "boxed", CYL + r" = \boxed{44\pi + 10^{-40}}$", "44pi + 10^{-40} is not 44pi"),
    m("x_m_decimal_pi", "A", G_CYL, "wrong", "boxed", CYL + r" = 44\pi \approx \boxed{138.23}$", "a decimal for 44pi (138.2300...)"),
    m("x_m_sqrt_decimal", "A", G_SQRT, "wrong", "boxed", SQRT + r" \approx \boxed{16.97}$", "a decimal for 12 sqrt2 (16.9705...)"),
    m("x_m_prob_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.3077}$.", "a rounded decimal for 4/13 (0.307692...)"),
    g("x_speed_off_tiny", "A", "78", "wrong", "hash", SPD + "#### 78.0001", "78.0001: a relative-tolerance trap"),
    g("x_complex_tiny", "A", "40", "wrong", "boxed", CONS + r"The answer is $\boxed{40 + 10^{-50} i}$.", "40 + 10^{-50} i is not 40"),
    g("x_large_off_cent", "A", "30600", "wrong", "hash", SAV + "#### 30600.01", "30600.01, one cent off"),
    m("x_m_log_near", "A", G_LOG, "wrong", "boxed", LOG + r" $\approx \boxed{2.4999}$", "2.4999 is not 5/2"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", BOARD + "#### 0.0", "0.0 for 0"),
    g("x_ok_trailing_zeros", "B", "0.7", "correct", "hash", UNIT + "#### 0.700", "0.700 for 0.7"),
    g("x_ok_fraction", "B", "0.7", "correct", "boxed", UNIT + r"The answer is $\boxed{\frac{7}{10}}$.", "7/10 = 0.7 exactly"),
    g("x_ok_neg_cents", "B", "-45", "correct", "hash", BANK + "#### -45.00", "-45.00 for -45"),
    m("x_m_ok_decimal_exact", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{2.5}$", "2.5 = 5/2 exactly"),
    m("x_m_ok_unsimplified_sqrt", "B", G_SQRT, "correct", "boxed", r"Since $12^2 \cdot 2 = 288$, the answer is $\boxed{\sqrt{288}}$.", "sqrt288 = 12 sqrt2"),
    m("x_m_ok_unsimplified_frac", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{16}{52}}$.", "16/52 = 4/13 unsimplified"),
    m("x_m_ok_pi_times", "B", G_CYL, "correct", "boxed", CYL + r" = \boxed{\pi \cdot 44}$", "pi * 44 written with pi first"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_neq_box", "A", "40", "no_answer", "boxed", CONS + r"$\boxed{\neq 40}$", "a box holding \\neq gold"),
    m("n_m_var_neq_box", "A", G_DET, "no_answer", "boxed", DET + r" $\Rightarrow \boxed{D \neq 26}$", "a box holding D \\neq gold"),
    g("n_annot_wrong", "A", "78", "wrong", "boxed", SPD + r"$\boxed{78\text{ (wrong)}}$", "the box annotated wrong"),
    g("n_strike_md", "A", "12", "no_answer", "hash", POP + "#### ~~12~~", "the gold struck with ~~, nothing after"),
    g("n_strike_then_other", "A", "30600", "wrong", "hash", SAV + "#### ~~30600~~ 7650", "the gold struck, 7650 after"),
    m("n_m_sout_only", "A", G_ARITH, "no_answer", "boxed", ARITH + r" $= \boxed{\sout{820}}$", "the gold struck with \\sout inside the box, nothing else"),
    m("n_m_cancel_then_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{\cancel{131}\ 113}$", "the gold cancelled, 113 after"),
    g("n_not_gold", "A", "-45", "no_answer", "answer_is", BANK + "The final balance is not -45.", "the gold negated, no other value"),
    m("n_m_incorrect_annot", "A", G_INV, "wrong", "boxed", INV + r" $\boxed{\frac{3x - 7}{2}} \quad \text{(incorrect)}$", "the model marks its box incorrect"),
    g("n_html_del", "A", "150", "no_answer", "hash", SHARE + "#### <del>150</del>", "the gold struck with an HTML <del>, nothing after"),
    g("n_ok_not_other", "B", "40", "correct", "answer_is", CONS + "The answer is not 36 but 40.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "78", "correct", "hash", SPD + "#### ~~80~~ 78", "a wrong value struck, the gold after"),
    g("n_ok_verified", "B", "-45", "correct", "boxed", BANK + r"$\boxed{-45}$ (verified)", "a harmless annotation"),
    m("n_m_ok_neq_working", "B", G_DET, "correct", "boxed", DET + r" $= 26$. Since $26 \neq 0$ the matrix is invertible, and its determinant is $\boxed{26}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_INV, "correct", "boxed", r"Set $y = \frac{2x + 7}{3}$. Then $\cancel{3} \cdot \frac{2x + 7}{\cancel{3}} = 3y$, so $2x + 7 = 3y$ and $f^{-1}(x) = \boxed{\frac{3x - 7}{2}}$.", "a \\cancel in the working, the gold boxed"),
    m("n_m_ok_simplified_note", "B", G_SQRT, "correct", "boxed", SQRT + r" = \boxed{12\sqrt{2}}$ (simplified)", "an annotation saying simplified"),
    g("n_ok_not_rise", "B", "12", "correct", "answer_is", POP + "The answer is 12% (not 150, which is the rise in people).", "a parenthesis negating another value after the gold"),
    m("n_m_ok_not_included", "B", G_INEQ, "correct", "boxed", INEQ + r" The endpoints are not included, so $x \in \boxed{\left(-\frac{2}{3}, 4\right)}$.", "'not included' in the working"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "40", "wrong", "hash", CONS + "#### 40 dozen", "40 dozen = 480, not 40"),
    g("u_thousand", "A", "30600", "wrong", "answer_is", SAV + "The answer is 30600 thousand.", "30600 thousand = 30,600,000"),
    g("u_score", "A", "150", "wrong", "hash", SHARE + "#### 150 score", "150 score = 3000"),
    g("u_negative", "A", "78", "wrong", "hash", SPD + "#### 78 negative", "'78 negative' is not the speed 78"),
    g("u_percent_less", "A", "12", "wrong", "hash", POP + "#### 12 percent less", "debatable: '12 percent less' states a 12 % decrease where the model's own working finds a 12 % rise; read as a signed change it is -12", True),
    g("u_million", "A", "0.7", "wrong", "hash", UNIT + "#### 0.7 million", "0.7 million = 700,000"),
    g("u_percent_of_dollars", "A", "0.7", "wrong", "answer_is", UNIT + "The answer is 0.7%.", "0.7 % = 0.007, not $0.70"),
    m("u_m_degrees_plain", "A", G_ARC, "wrong", "boxed", r"The angle whose sine is $-\frac{1}{2}$ is $\boxed{-30}$.", "-30 without a degree sign is not -pi/6"),
    m("u_m_thousand", "A", G_ARITH, "wrong", "boxed", ARITH + r" $= \boxed{820 \text{ thousand}}$", "820 thousand is not 820"),
    m("u_m_squared_word", "A", G_HERON, "wrong", "boxed", HERON + r" $= \boxed{84 \text{ squared}}$", "84 squared = 7056"),
    g("u_ok_kmh", "B", "78", "correct", "hash", SPD + "#### 78 km/h", "a unit after ####"),
    g("u_ok_dollars_word", "B", "30600", "correct", "answer_is", SAV + "The answer is 30,600 dollars.", "a comma and the word dollars"),
    g("u_ok_percent_word", "B", "12", "correct", "hash", POP + "#### 12 percent", "the word percent"),
    g("u_ok_per_pencil", "B", "0.7", "correct", "hash", UNIT + "#### $0.70 per pencil", "dollar sign and 'per pencil'"),
    g("u_ok_largest", "B", "40", "correct", "hash", CONS + "#### 40 (the largest)", "a parenthetical after the number"),
    g("u_ok_metres_left", "B", "0", "correct", "hash", BOARD + "#### 0 meters left", "'meters left' after 0"),
    m("u_m_ok_sq_units", "B", G_HERON, "correct", "boxed", HERON + r" $= \boxed{84 \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cubic", "B", G_CYL, "correct", "boxed", CYL + r" = \boxed{44\pi \text{ cubic units}}$", "cubic units after 44pi"),
    m("u_m_ok_radians", "B", G_ARC, "correct", "boxed", ARC + r" $\boxed{-\frac{\pi}{6} \text{ radians}}$", "the word radians in the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "40", "wrong", "hash", CONS + "#### 40\n\nEdit: the question asks for the middle number, so 38.", "Edit: after the answer, 38"),
    g("r_update", "A", "78", "wrong", "hash", SPD + "#### 78\nUpdate: it's actually 80, I forgot the stop.", "Update: it's actually 80"),
    g("r_erratum", "A", "30600", "wrong", "boxed", SAV + r"$\boxed{30600}$" + "\n\nErratum: she saves yearly, not quarterly, so 7650.", "Erratum: 7650"),
    g("r_never_mind", "A", "12", "wrong", "answer_is", POP + "The answer is 12. Never mind, it's 10.7.", "Never mind, 10.7"),
    g("r_paren_not", "A", "-45", "wrong", "hash", BANK + "#### -45 (Not -45; 45.)", "(Not gold; 45.) after the answer"),
    g("r_wrong_bang", "A", "150", "wrong", "answer_is", SHARE + "The answer is 150. Wrong! 90.", "Wrong! 90"),
    g("r_placeholder", "A", "0.7", "wrong", "hash", UNIT + "#### 0.7\n\nThe above is a placeholder; real answer TBD.", "the answer withdrawn as a placeholder (round 20: a withdrawn value is wrong; kind A either way)"),
    m("r_m_actually_box", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-\frac{2}{3}, \frac{3}{2}}$" + "\n\nActually, I made a sign error: the roots are $\\frac{2}{3}$ and $-\\frac{3}{2}$, so $\\boxed{\\frac{2}{3}, -\\frac{3}{2}}$.", "a later box with both signs flipped"),
    m("r_m_wait_new_box", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{2186}$." + "\n\nWait, I miscounted: there are 8 terms, so the sum is $3^8 - 1 = \\boxed{6560}$.", "Wait, then a new box 6560"),
    m("r_m_correction", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{x^3 - 27}$" + "\n\nCorrection: the product is $x^3 + 27$.", "Correction: x^3 + 27"),
    g("r_ok_edit_format", "B", "78", "correct", "hash", SPD + "#### 78\n\nEdit: fixed a typo in step 1.", "Edit: about a typo only"),
    g("r_ok_check", "B", "40", "correct", "hash", CONS + "#### 40\n\nCheck: 36 + 38 + 40 = 114 ✓", "a check after the answer"),
    g("r_ok_update_to_gold", "B", "12", "correct", "hash", POP_SLIP + "#### 10.7\n\nUpdate: the percent is of the original 1,250, so 150 / 1250 = 12%.\n#### 12", "an update to the gold"),
    g("r_ok_pleasantry", "B", "30600", "correct", "hash", SAV + "#### 30600\n\nLet me know if you need anything else!", "a pleasantry after"),
    g("r_ok_never_mind_gold", "B", "150", "correct", "answer_is", SHARE + "The answer is 90. Never mind, 90 is the smallest share; the largest is 150.", "Never mind, then the gold"),
    m("r_m_ok_restart_cut", "B", G_DET, "correct", "boxed", DET + r" $= \boxed{26}$" + "\n\nHmm, let me redo this to be safe. $\\det = 4 \\cdot 5 - (-2)(3) = 20 -", "a restart after the box, cut off mid-line"),
    m("r_m_ok_user_turn", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{131}$" + IM_USER + "Convert $314_7$ to base 10.", "an invented user turn after the answer"),
    m("r_m_ok_self_problem", "B", G_ARITH, "correct", "boxed", ARITH + r" $= \boxed{820}$." + "\n\nNew problem: find $1 + 5 + 9 + \\cdots + 41$.\nSolution: there are $11$ terms, so the sum is $\\frac{11 \\cdot 42}{2} = \\boxed{231}$.", "a self-set new problem with its own box after"),
    m("r_m_ok_wait_confirms", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-\frac{2}{3}, \frac{3}{2}}$" + "\n\nWait, let me double-check $x = \\frac{3}{2}$: $6 \\cdot \\frac{9}{4} - \\frac{15}{2} - 6 = 0$ ✓. The answer stands.", "Wait, then a check that confirms"),
    m("r_m_ok_llama_eot", "B", G_LOG, "correct", "boxed", llama(("Write both as powers of 3", r"$243 = 3^5$ and $9 = 3^2$."), ("Divide the exponents", r"$\log_9 243 = \frac{5}{2}$.")) + LLAMA_END.format(r"\frac{5}{2}") + EOT_USER + "Now do log_4 32.", "a Llama 3 closing then an invented user turn"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refusal", "A", "40", "no_answer", "none", "> #### 40\n\nI cannot solve this.", "a quoted #### then a refusal"),
    m("q_m_you_asked", "A", G_INV, "no_answer", "none", r'You asked: "Show that the inverse is $\boxed{\frac{3x-7}{2}}$." I cannot.', "the gold only in the quoted request"),
    g("q_two_parts", "A", "150", "wrong", "answer_is", SHARE + "So 150 for part (a) and 120 for part (b).", "the working finds one asked share; two values given as parts: two final answers"),
    g("q_teacher_says", "A", "78", "wrong", "hash", "My teacher says the average speed is 78 km/h, but I think it is 80.\n#### 80", "the gold only reported"),
    g("q_if_only", "A", "-45", "no_answer", "none", "If each withdrawal were $32.50, the balance would be -45 dollars. But the amount is not given clearly, so I cannot determine it.", "only a hypothetical, then a refusal"),
    m("q_m_hypo_then_other", "A", G_DET, "wrong", "boxed", r"If the entry were $-2$, the determinant would be $\boxed{26}$; but I read the matrix as $\begin{pmatrix} 4 & 2 \\ 3 & 5 \end{pmatrix}$, so the determinant is $\boxed{14}$.", "the gold under an if, the final box 14"),
    m("q_m_invented_user_gold", "A", G_CPX, "wrong", "boxed", r"$(3 + 4i)^2 = 9 + 24i + 16 = \boxed{25 + 24i}$" + IM_USER + "The answer is $-7 + 24i$.", "the gold only in an invented user turn"),
    m("q_m_key_says_other", "A", G_ARITH, "wrong", "boxed", r'The answer key says "$\boxed{820}$", but my own sum comes to $780$, so the key must be wrong: $\boxed{780}$.', "the gold only in a quoted answer key"),
    m("q_m_suppose", "A", G_LOG, "no_answer", "none", r"Suppose the answer were $\frac{5}{2}$. I am not sure how to check this, so I will stop here.", "only a supposition"),
    g("q_example_other", "A", "12", "wrong", "hash", "For example, a rise from 100 to 112 is 12%.\n" + POP_SLIP + "#### 10.7", "the gold only in an example; final 10.7"),
    g("q_ok_quoted_problem", "B", "40", "correct", "hash", '> "Three consecutive even numbers add up to 114."\n\n' + CONS + "#### 40", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "78", "correct", "hash", "My friend got 487.5 by multiplying, but speed is distance over time.\n" + SPD + "#### 78", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "-45", "correct", "hash", BANK + "#### -45\n\nIf she had withdrawn only 3 times, the balance would be -12.50.", "a hypothetical after the committed answer"),
    g("q_ok_parts_steps", "B", "150", "correct", "hash", "Part 1: one part is 360 / 12 = 30.\nPart 2: the largest share is 5 * 30 = 150.\n#### 150", "steps labelled Part 1, Part 2"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_7 = 9$. Likewise, " + BASE + r" $= \boxed{131}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INEQ, "correct", "boxed", r"> Solve $3x^2 - 10x - 8 < 0$." + "\n\n" + INEQ + r" So $x \in \boxed{\left(-\frac{2}{3}, 4\right)}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_MOD, "correct", "boxed", r"Suppose the remainder were $2$; that fails, because " + MOD + r" $= 3$. So the remainder is $\boxed{3}$.", "a supposition refuted, then the box"),
    m("q_m_ok_hint_quoted", "B", G_GEO, "correct", "boxed", 'The hint says "use the geometric series formula".\n' + GEO + r" $= \boxed{2186}$.", "a quoted hint first"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "40", "no_answer", "none", "", "an empty completion"),
    g("b_nul_other", "A", "78", "wrong", "hash", SPD + "#### 8\x000", "the working reaches 78, the answer is 80 with a NUL inside (kind A either way)"),
    g("b_fullwidth_other", "A", "40", "wrong", "hash", CONS + "#### ３６", "full-width 36"),
    g("b_bom_other", "A", "40", "wrong", "hash", "\ufeff" + CONS + "#### 38", "a BOM then 38"),
    g("b_replacement_other", "A", "12", "wrong", "hash", POP + "#### 150\ufffd", "a replacement character after 150"),
    m("b_m_gold_boxed_other", "A", r"\boxed{26}", "wrong", "boxed", r"$4 \cdot 5 - 2 \cdot 3 = \boxed{14}$", "a gold stored boxed; the model's 14"),
    m("b_m_unclosed_box", "A", G_ARC, "no_answer", "truncated", ARC.split("$-\\frac{\\pi}{6}$ lies")[0] + r"so the answer is $\boxed{-\frac{\pi}{", "cut inside the box"),
    g("b_zero_width_other", "A", "40", "wrong", "hash", CONS + "#### 3\u200b6", "a zero-width space inside 36"),
    m("b_m_huge_other", "A", G_ARITH, "wrong", "boxed", ARITH + r" $= 820$." + "\n" + FILLER + r"After all that, I get $\boxed{780}$.", "about 61,000 characters ending in a box of 780"),
    g("b_ansi_other", "A", "30600", "wrong", "hash", SAV_SLIP + "#### 7650\x1b[0m", "an ANSI escape after 7650"),
    g("b_ok_fullwidth", "B", "40", "correct", "hash", CONS + "#### ４０", "full-width digits"),
    g("b_ok_crlf", "B", "30600", "correct", "hash", (SAV + "#### 30600").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_gold_space", "B", " 78 ", "correct", "hash", SPD + "#### 78", "a gold with spaces"),
    g("b_ok_bom", "B", "150", "correct", "hash", "\ufeff" + SHARE + "#### 150", "a BOM first"),
    g("b_ok_gold_newline", "B", "-45\n", "correct", "hash", BANK + "#### -45", "a gold with a trailing newline"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{131}", "correct", "boxed", BASE + r" $= \boxed{131}$", "a gold stored boxed"),
    m("b_m_ok_huge", "B", G_ARITH, "correct", "boxed", ARITH + r" $= 820$." + "\n" + FILLER + r"So the sum is $\boxed{820}$.", "about 61,000 characters ending in the gold box"),
    m("b_m_ok_nbsp", "B", G_MOD, "correct", "boxed", MOD + ".\nThe answer is\u00a0$\\boxed{3}$.", "a no-break space before the box"),
    m("b_m_ok_tab_in_box", "B", G_HERON, "correct", "boxed", HERON + r" $= \boxed{" + "\t84\t" + "}$", "tabs inside the box"),
]
# fmt: on

# Realistic closings for a few more kind-B and kind-A probes (Qwen2.5-Math, R1 distill).
CASES += [
    m(
        "t_m_ok_r1_final",
        "B",
        G_CPX,
        "correct",
        "tag",
        th(CPX + " = -7 + 24i$.\n") + "<answer>" + r1final("-7+24i") + "</answer>",
        "an R1 **Final Answer** display box in the tag",
    ),
    m(
        "x_m_ok_qwen_close",
        "B",
        G_PROB,
        "correct",
        "boxed",
        qwen(
            "We count favourable cards.",
            ("Count", "13 hearts + 4 kings - 1 = 16."),
            ("Divide", r"\(\frac{16}{52} = \frac{4}{13}\)."),
        )
        + QWEN_END.format(r"\frac{4}{13}"),
        "a Qwen2.5-Math numbered working and closing line",
    ),
    m(
        "h_m_qbox_hash_other",
        "A",
        G_HERON,
        "wrong",
        "hash",
        HERON + r" $= 84$." + "\n" + qbox("84") + "\n#### 48",
        "a Qwen box 84 then a #### line 48: two different final answers",
    ),
    m(
        "n_m_ok_heading_bold",
        "B",
        G_HERON,
        "correct",
        "boxed",
        "## Solution\n\n"
        + HERON
        + r" $= 84$."
        + "\n\n### Final answer\n\n**$\\boxed{84}$** (not $7056$, which is the area squared)",
        "a markdown heading, a bold box and a negated other value",
    ),
]

# More MATH probes, to bring the split near half.
CASES += [
    m(
        "t_m_think_box_tag_other",
        "A",
        G_GEO,
        "wrong",
        "tag",
        th(GEO + r" $= \boxed{2186}$." + "\n") + "<answer>6560</answer>",
        "a box of the gold in the thinking, the tag says 6560",
    ),
    m(
        "h_m_so_hash_other",
        "A",
        G_GEO,
        "wrong",
        "hash",
        GEO.replace("7$ terms", "8$ terms").replace("3^7", "3^8")
        + " $= 6560$.\nSo the answer is #### 6560",
        "So the answer is #### 6560 (8 terms counted)",
    ),
    m(
        "h_m_ok_hash_pair",
        "B",
        G_ROOTS,
        "correct",
        "hash",
        ROOTS + "\nThe answer is #### -\\frac{2}{3}, \\frac{3}{2}",
        "two roots after The answer is ####",
    ),
    m(
        "h_m_ok_hash_minerva",
        "B",
        G_CPX,
        "correct",
        "minerva",
        CPX + " = -7 + 24i$.\n#### -7+24i\n" + MINERVA.format("$-7+24i$"),
        "#### then an agreeing Minerva line",
    ),
    m(
        "x_m_closed_interval",
        "A",
        G_INEQ,
        "wrong",
        "boxed",
        INEQ + r" So $x \in \boxed{\left[-\frac{2}{3}, 4\right]}$.",
        "closed brackets where the inequality is strict",
    ),
    m(
        "x_m_ok_repeating_endpoint",
        "B",
        G_INEQ,
        "correct",
        "boxed",
        INEQ + r" So $x \in \boxed{(-0.\overline{6}, 4)}$.",
        "-0.(6) = -2/3 exactly",
    ),
    m(
        "n_m_not_box",
        "A",
        G_CPX,
        "no_answer",
        "boxed",
        CPX + r"$, so the answer is not $\boxed{-7 + 24i}$.",
        "a box of the gold negated, nothing else",
    ),
    m(
        "u_m_percent",
        "A",
        G_PROB,
        "wrong",
        "boxed",
        PROB + r" $= \boxed{\frac{4}{13}\%}$.",
        "4/13 % is 4/1300",
    ),
    m(
        "u_m_ok_cm3",
        "B",
        G_CYL,
        "correct",
        "boxed",
        CYL + r" = \boxed{44\pi\ \text{cm}^3}$",
        "cm^3 after 44pi",
    ),
    m(
        "q_m_other_part",
        "A",
        G_ROOTS,
        "wrong",
        "boxed",
        "Part (a): "
        + ROOTS
        + "\nPart (b): their sum is $-\\frac{2}{3} + \\frac{3}{2} = \\boxed{\\frac{5}{6}}$.",
        "the roots stated for a part (a), the only box the sum 5/6",
    ),
    m(
        "q_m_ok_invented_assistant",
        "B",
        G_POLY,
        "correct",
        "boxed",
        POLY
        + r" $= \boxed{x^3 - 27}$"
        + IM_USER
        + "Thanks! And $(x + 3)(x^2 - 3x + 9)$?"
        + IM_ASSIST
        + r"That is $\boxed{x^3 + 27}$.",
        "an invented user and assistant turn after the answer",
    ),
    m(
        "b_m_fullwidth_other",
        "A",
        G_BASE,
        "wrong",
        "boxed",
        BASE + r" $= \boxed{１１３}$",
        "full-width 113",
    ),
    m(
        "b_m_ok_crlf",
        "B",
        G_DET,
        "correct",
        "boxed",
        (DET + " $= 26$.\n\nSo the determinant is $\\boxed{26}$.").replace("\n", "\r\n"),
        "CRLF line ends",
    ),
]

DECISIONS = {
    "u_percent_less": (
        "reject",
        "the final answer states a decrease of 12 %; the asked increase is +12 %, so the stated change is -12",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam52", CASES, [], DECISIONS)
