r"""Build adversarial_redteam34.jsonl: a thirty-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam34", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md (the sources table and "How each source was labelled"), corpus_build.py,
build_adversarial_redteam21.py (structure and label conventions) and issue 25 were read.

Aim of this round: a fresh measure by a new independent author, written as the author of the issue's
hidden probe set would write it: all eight classes about equally, about half short plain probes and
half inside realistic completions (R1 <think>/<answer> rollouts, GSM8K <<a*b=c>> annotations, Qwen
boxed steps, Llama "The final answer is", R1-distill **Final Answer**, Minerva "Final Answer: The
final answer is X. I hope it is correct."), half GSM8K, half MATH, about 45 % kind B. New problem
shapes (ages, work rate, ratio, remainders, percent rise, a sequence, logarithms, a vector,
probability without replacement, a determinant, a trigonometric exact value, a sphere).

Problems and golds (each checked by hand; python used for arithmetic only, never on probe text):
GSM8K: a mother 4 times her daughter's age, ages summing to 55 -> mother 44 (5d = 55, d = 11,
4 * 11 = 44; daughter 11 is the wrong value); two painters, 10 h and 15 h alone -> 6 h together
(1/10 + 1/15 = 3/30 + 2/30 = 5/30 = 1/6; averaging gives 12.5, adding gives 25); boys to girls 5:7
in a class of 96 -> 56 girls (96 / 12 = 8, 7 * 8 = 56; boys 5 * 8 = 40); 257 students in 40-seat
buses -> 7 buses (6 * 40 = 240, 257 - 240 = 17 left; the floor 6 is wrong); 3 notebooks at $4.65
and a $1.35 pen -> $15.30 (3 * 4.65 = 13.95, 13.95 + 1.35 = 15.30; a misread pen price 1.53 gives
15.48); $25 less 8 days at $4.75 -> -13 (8 * 4.75 = 38, 25 - 38 = -13); a price from $40 to $52 ->
30 % (12 / 40 = 0.30; the dollar rise 12 is wrong); 45 L leaking 2.5 L an hour for 18 h -> 0
(2.5 * 18 = 45); 24 payments of $1,385 plus $2,900 down -> $36,140 (24 * 1385 = 27700 + 5540 =
33240; + 2900 = 36140; without the down payment 33,240); a plant growing 3, 5, 7, 9, 11, 13 cm ->
48 cm (3+5+7+9+11+13 = 48; the sixth week alone 13).
MATH: log_5(125\sqrt5) -> 7/2 (5^3 * 5^{1/2} = 5^{7/2}; wrong 3, 5/2); 3a - 2b for a = (1, 2, -1),
b = (2, -1, 3) -> (-1, 8, -9) (3a = (3, 6, -3), 2b = (4, -2, 6)); two reds drawn without replacement
from 5 red and 3 blue -> 5/14 (5/8 * 4/7 = 20/56 = 5/14 = 0.3\overline{571428}; with replacement
25/64); legs 5 and 7 -> hypotenuse \sqrt{74} (25 + 49 = 74; 8.6023...); a_1 = 7, d = -3 -> a_20 =
-50 (7 + 19 * (-3) = -50; the slip 7 + 20 * (-3) = -53); 3^100 mod 7 -> 4 (3^6 = 729 = 104 * 7 + 1,
100 = 96 + 4, 3^4 = 81 = 77 + 4); (3 - 2i)^2 -> 5 - 12i (9 - 12i + 4i^2 = 9 - 12i - 4; forgetting
i^2 = -1 gives 13 - 12i); |3x + 2| <= 10 -> [-4, 8/3] (-12 <= 3x <= 8); sin 75 degrees ->
(\sqrt6 + \sqrt2)/4 (= 0.96592...; (\sqrt6 - \sqrt2)/4 is sin 15); det [[2, 4], [3, 6]] -> 0 (12 - 12);
C(9, 3) -> 84 (504 / 6; 9 * 8 * 7 = 504 is wrong; C(9, 2) = 36); 3x^2 - 10x + 8 = 0 -> 4/3 and 2
((3x - 4)(x - 2) = 3x^2 - 10x + 8; 3 * 16/9 - 40/3 + 8 = 0); 2201_3 -> 73 (54 + 18 + 0 + 1); a sphere
of radius 3 -> 36\pi (4/3 * 27 = 36; 113.097...; 108\pi forgets the 1/3); \sqrt98 - \sqrt18 -> 4\sqrt2
(7\sqrt2 - 3\sqrt2; \sqrt{80} = 4\sqrt5 is the slip; \sqrt{32} = 4\sqrt2).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact versus decimal); `n_` negation, strike-out,
annotation; `u_` words after a number (chosen so the label does not depend on the unseen question);
`r_` retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH
probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How each source was labelled") and round 21's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong` (an exact decimal, or the repeating
decimal written with \overline, is equal); a value the model itself marks wrong is `wrong`; an
explicit correction after an answer makes the corrected value the final one; a check, a pleasantry,
a self-set new problem or a cut-off restart after a committed answer does not replace it; text in
an invented next turn does not count; in an <answer> tag a sentence, an equation chain or a box is
read for the value it states, and an unclosed tag still holds its answer; a unit word after a number
is a unit, a word that changes the value or the meaning (thousand, dozen, squared, less, fewer,
cents for dollars, percent of a fraction) makes it another value. A NUL only appears in kind A
probes whose value is wrong anyway. Debatable probes carry `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam34.py
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
# --- ages: gold 44 (d + 4d = 55, 5d = 55, d = 11; 4 * 11 = 44; check 44 + 11 = 55). Wrong: 11.
AGE = "Let the daughter be d years old; the mother is 4d. Then d + 4d = 55, so 5d = 55 and d = 55 / 5 = <<55/5=11>>11.\nThe mother is 4 * 11 = <<4*11=44>>44 years old.\n"
# --- painters: gold 6 (1/10 + 1/15 = 3/30 + 2/30 = 5/30 = 1/6 of the fence an hour).
#     Averaging the times: (10 + 15) / 2 = 12.5 (wrong); adding them: 25 (wrong).
RATE = "Ann paints 1/10 of the fence an hour and Ben 1/15.\nTogether: 1/10 + 1/15 = 3/30 + 2/30 = 5/30 = 1/6 of the fence an hour, so they need 6 hours.\n"
RATE_SLIP = "Ann takes 10 hours and Ben 15 hours, so together they take the average, (10 + 15) / 2 = <<(10+15)/2=12.5>>12.5 hours.\n"
# --- ratio: gold 56 girls (5 + 7 = 12 parts; 96 / 12 = 8; 7 * 8 = 56; boys 5 * 8 = 40; 56 + 40 = 96).
RATIO = "The ratio 5:7 has 5 + 7 = <<5+7=12>>12 parts, so each part is 96 / 12 = <<96/12=8>>8 students.\nThere are 7 * 8 = <<7*8=56>>56 girls.\n"
# --- buses: gold 7 (257 / 40 = 6.425; 6 * 40 = 240; 257 - 240 = 17 need a seventh bus). Wrong: 6.
BUS = "257 / 40 = 6.425, so 6 buses hold 6 * 40 = <<6*40=240>>240 students and 257 - 240 = <<257-240=17>>17 students are left.\nThey need one more bus, so 6 + 1 = <<6+1=7>>7 buses.\n"
BUS_SLIP = "257 / 40 = 6.425, so they need 6 buses.\n"
# --- shop: gold 15.3 (3 * 4.65 = 13.95; 13.95 + 1.35 = 15.30). Misread pen 1.53: 13.95 + 1.53 = 15.48.
SHOP = "3 notebooks cost 3 * 4.65 = <<3*4.65=13.95>>13.95 dollars.\nWith the $1.35 pen: 13.95 + 1.35 = <<13.95+1.35=15.30>>15.30 dollars.\n"
# --- balance: gold -13 (8 * 4.75 = 38; 25 - 38 = -13).
BAL = "She spends 8 * 4.75 = <<8*4.75=38>>38 dollars, so her balance is 25 - 38 = <<25-38=-13>>-13 dollars.\n"
# --- price rise: gold 30 (52 - 40 = 12; 12 / 40 = 0.3 = 30 %). Wrong: 12 (the dollar rise).
RISE = "The price rose by 52 - 40 = <<52-40=12>>12 dollars.\nAs a percent of the old price: 12 / 40 * 100 = <<12/40*100=30>>30 percent.\n"
# --- tank: gold 0 (2.5 * 18 = 45; 45 - 45 = 0).
TANK = "In 18 hours the leak removes 2.5 * 18 = <<2.5*18=45>>45 liters, so 45 - 45 = <<45-45=0>>0 liters remain.\n"
# --- loan: gold 36140 (24 * 1385 = 27700 + 5540 = 33240; 33240 + 2900 = 36140). Without the down payment 33240.
LOAN = "24 payments of $1,385 come to 24 * 1385 = <<24*1385=33240>>33240 dollars.\nWith the $2,900 down payment: 33240 + 2900 = <<33240+2900=36140>>36140 dollars.\n"
LOAN_NODOWN = "24 payments of $1,385 come to 24 * 1385 = <<24*1385=33240>>33240 dollars.\n"
# --- plant: gold 48 (3 + 5 + 7 + 9 + 11 + 13 = 48). The sixth week alone: 13.
SEQ = "The plant grows 3, 5, 7, 9, 11 and 13 cm in the six weeks.\nIn all: 3 + 5 + 7 + 9 + 11 + 13 = <<3+5+7+9+11+13=48>>48 cm.\n"

# ================================================================ MATH working
G_LOG = r"\frac{7}{2}"  # 125 sqrt5 = 5^3 * 5^(1/2) = 5^(7/2)
LOG = r"Since $125\sqrt{5} = 5^3 \cdot 5^{1/2} = 5^{7/2}$, we get $\log_5\left(125\sqrt{5}\right) = \frac{7}{2}$."
G_VEC = r"\begin{pmatrix} -1 \\ 8 \\ -9 \end{pmatrix}"  # 3a = (3, 6, -3), 2b = (4, -2, 6); difference (-1, 8, -9)
VEC = r"$3\mathbf{a} - 2\mathbf{b} = \begin{pmatrix} 3 \\ 6 \\ -3 \end{pmatrix} - \begin{pmatrix} 4 \\ -2 \\ 6 \end{pmatrix}$"
G_PROB = r"\frac{5}{14}"  # 5/8 * 4/7 = 20/56 = 5/14 = 0.357142857...
PROB = r"The probability that both are red is $\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56}$"
G_HYP = r"\sqrt{74}"  # 5^2 + 7^2 = 25 + 49 = 74; sqrt 74 = 8.6023...
HYP = r"The hypotenuse is $\sqrt{5^2 + 7^2} = \sqrt{25 + 49}$"
G_ARITH = "-50"  # 7 + 19 * (-3) = 7 - 57 = -50; the slip 7 + 20 * (-3) = -53
ARITH = r"$a_{20} = a_1 + 19d = 7 + 19 \cdot (-3) = 7 - 57$"
G_MOD = "4"  # 3^6 = 729 = 104 * 7 + 1; 100 = 6 * 16 + 4; 3^4 = 81 = 11 * 7 + 4
MOD = r"By Fermat, $3^6 \equiv 1 \pmod{7}$, and $100 = 6 \cdot 16 + 4$, so $3^{100} \equiv 3^4 = 81 \equiv 4 \pmod{7}$."
G_CPX = "5 - 12i"  # 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i; forgetting i^2 = -1: 13 - 12i
CPX = r"$(3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4$"
G_INT = r"\left[-4, \frac{8}{3}\right]"  # -10 <= 3x + 2 <= 10 -> -12 <= 3x <= 8 -> -4 <= x <= 8/3
INT = r"$-10 \le 3x + 2 \le 10$ gives $-12 \le 3x \le 8$, so $-4 \le x \le \frac{8}{3}$."
G_TRIG = (
    r"\frac{\sqrt{6}+\sqrt{2}}{4}"  # sin45 cos30 + cos45 sin30 = sqrt6/4 + sqrt2/4 = 0.96592...
)
TRIG = r"$\sin 75^\circ = \sin 45^\circ \cos 30^\circ + \cos 45^\circ \sin 30^\circ = \frac{\sqrt{2}}{2} \cdot \frac{\sqrt{3}}{2} + \frac{\sqrt{2}}{2} \cdot \frac{1}{2}$"
G_DET = "0"  # 2 * 6 - 4 * 3 = 12 - 12 = 0
DET = r"$\det\begin{pmatrix} 2 & 4 \\ 3 & 6 \end{pmatrix} = 2 \cdot 6 - 4 \cdot 3 = 12 - 12$"
G_COMB = "84"  # 9 * 8 * 7 = 504; 504 / 6 = 84; C(9, 2) = 36
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3!} = \frac{504}{6}$"
G_ROOTS = r"\frac{4}{3}, 2"  # (3x - 4)(x - 2) = 3x^2 - 6x - 4x + 8 = 3x^2 - 10x + 8
ROOTS = r"$3x^2 - 10x + 8 = (3x - 4)(x - 2) = 0$"
G_BASE = "73"  # 2 * 27 + 2 * 9 + 0 * 3 + 1 = 54 + 18 + 0 + 1 = 73; digits reversed 37 is wrong
BASE = r"$2201_3 = 2 \cdot 27 + 2 \cdot 9 + 0 \cdot 3 + 1$"
G_SPH = r"36\pi"  # 4/3 * pi * 27 = 36 pi = 113.097...; forgetting the 1/3: 108 pi
SPH = r"$V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27$"
G_RAD = (
    r"4\sqrt{2}"  # sqrt98 = 7 sqrt2, sqrt18 = 3 sqrt2; the slip sqrt(98 - 18) = sqrt80 = 4 sqrt5
)
RAD = r"$\sqrt{98} - \sqrt{18} = 7\sqrt{2} - 3\sqrt{2}$"

# Realistic wrappers built from the working above.
AGE_LLAMA = llama(
    (
        "Set up the equation",
        "Let the daughter be $d$ years old; the mother is $4d$, so $d + 4d = 55$.",
    ),
    ("Solve for d", "$5d = 55$, so $d = 11$."),
    ("Find the mother's age", "The mother is $4 \\cdot 11 = 44$ years old."),
)
RATE_QWEN = qwen(
    "To find how long the two painters take together, we add their rates.",
    ("Rates", "Ann paints $\\frac{1}{10}$ of the fence per hour and Ben $\\frac{1}{15}$."),
    (
        "Combined rate",
        "$\\frac{1}{10} + \\frac{1}{15} = \\frac{3}{30} + \\frac{2}{30} = \\frac{1}{6}$.",
    ),
    ("Time", "The time is the reciprocal: $6$ hours."),
)
COMB_QWEN = qwen(
    "We count the ways to choose 3 of the 9 books.",
    ("Formula", r"$\binom{9}{3} = \frac{9!}{3!\,6!}$."),
    ("Compute", COMB + r" $= 84$."),
)
CPX_LLAMA = llama(
    ("Expand the square", CPX + "."),
    ("Simplify", r"$9 - 4 = 5$, so the result is $5 - 12i$."),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "44", "wrong", "tag", th(AGE) + "<answer>The daughter is 11 years old.</answer>", "the tag's sentence states 11, the daughter's age; the mother's 44 only in the thinking"),
    g("t_equation_other", "A", "6", "wrong", "tag", th(RATE_SLIP) + "<answer>(10 + 15) / 2 = 12.5</answer>", "an equation chain in the tag ending 12.5"),
    g("t_box_other", "A", "36140", "wrong", "tag", th(LOAN_NODOWN) + "<answer>\\boxed{33240}</answer>", "a box in the tag, 33240 without the down payment"),
    g("t_blank_tag", "A", "48", "no_answer", "tag", th(SEQ) + "<answer>\n</answer>", "a tag holding only a newline; 48 only in the thinking"),
    g("t_unclosed_other", "A", "7", "wrong", "tag", th(BUS_SLIP) + "<answer>6", "an unclosed tag still holds its answer: 6"),
    g("t_two_tags", "A", "56", "wrong", "tag", th(RATIO) + "<answer>56</answer>\n<answer>40</answer>", "two tags, the last 40"),
    g("t_placeholder", "A", "30", "no_answer", "tag", th(RISE) + "<answer>[your final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_sentence_other", "A", G_LOG, "wrong", "tag", th(r"$125\sqrt{5} = 5^2 \cdot 5^{1/2} = 5^{5/2}$" + "\n") + r"<answer>The value is $\frac{5}{2}$.</answer>", "a sentence in the tag stating 5/2"),
    m("t_m_box_other", "A", G_ARITH, "wrong", "tag", th(r"$a_{20} = 7 + 20 \cdot (-3) = -53$" + "\n") + r"<answer>$\boxed{-53}$</answer>", "a box in the tag, -53"),
    m("t_m_equation_other", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer>\binom{9}{3} = 9 \cdot 8 \cdot 7 = 504</answer>", "an equation chain ending 504"),
    m("t_m_think_only", "A", G_SPH, "no_answer", "truncated", "<think>\n" + SPH + r" = 36\pi" + "\n", "cut inside the thinking, no tag"),
    m("t_m_empty_box", "A", G_MOD, "no_answer", "tag", th(MOD + "\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    g("t_ok_sentence", "B", "44", "correct", "tag", th(AGE) + "<answer>The mother is 44 years old.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "6", "correct", "tag", th(RATE) + "<answer>1 / (1/10 + 1/15) = 6 hours</answer>", "an equation chain ending in the gold with a unit"),
    g("t_ok_box_comma", "B", "36140", "correct", "tag", th(LOAN) + "<answer>\\boxed{36,140}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "15.3", "correct", "tag", th(SHOP) + "<answer>She pays $15.30 in total.</answer>", "a sentence with a dollar amount"),
    g("t_ok_answer_is", "B", "7", "correct", "tag", th(BUS) + "<answer>The answer is 7.</answer>", "'The answer is 7.' in the tag (the issue's first class)"),
    g("t_ok_hash_in_tag", "B", "48", "correct", "tag", th(SEQ) + "<answer>#### 48</answer>", "a #### line inside the tag"),
    m("t_m_ok_box", "B", G_LOG, "correct", "tag", th(LOG + "\n") + r"<answer>$\boxed{\frac{7}{2}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_CPX, "correct", "tag", th(CPX + r", which is $5 - 12i$." + "\n") + r"<answer>So $(3 - 2i)^2 = 5 - 12i$.</answer>", "a sentence with an equation in the tag"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", th(COMB + " = 84.\n") + r"<answer>\binom{9}{3} = 84</answer>", "an equation ending in the gold"),
    m("t_m_ok_unclosed", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{4}{3}$ or $x = 2$", "an unclosed tag with both roots"),
    m("t_m_ok_final_phrase", "B", G_BASE, "correct", "tag", th(BASE + " = 73\n") + "<answer>Final Answer: 73</answer>", "a Final Answer phrase inside the tag"),
    m("t_m_ok_vec", "B", G_VEC, "correct", "tag", th(VEC + "\n") + r"<answer>$\begin{pmatrix} -1 \\ 8 \\ -9 \end{pmatrix}$</answer>", "a column vector in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "44", "wrong", "hash", AGE + "The daughter's age is what we found first.\nSo the answer is #### 11", "'So the answer is #### 11'"),
    g("h_colon_hash_other", "A", "6", "wrong", "hash", RATE_SLIP + "The answer is: #### 12.5", "'The answer is: #### 12.5'"),
    g("h_final_hash_other", "A", "56", "wrong", "hash", RATIO.replace("There are 7 * 8 = <<7*8=56>>56 girls.", "There are 5 * 8 = <<5*8=40>>40 girls.") + "Final Answer: #### 40", "'Final Answer: #### 40'"),
    g("h_answer_hash_empty", "A", "48", "no_answer", "hash", SEQ + "Answer: ####", "'Answer: ####' with nothing after; 48 only in the working"),
    g("h_phrase_gold_hash_other", "A", "7", "wrong", "hash", BUS + "The answer is 7.\n#### 6", "phrase 7, #### 6: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "15.3", "wrong", "hash", SHOP + "#### 15.30\nSo the answer is 15.03.", "#### 15.30 then a phrase stating 15.03"),
    g("h_hash_placeholder", "A", "36140", "no_answer", "hash", LOAN + "So the answer is #### X", "a placeholder letter after the phrase and ####"),
    g("h_minerva_hash_other", "A", "-13", "wrong", "minerva", "She spends 8 * 4.75 = <<8*4.75=38>>38 dollars, and 38 - 25 = <<38-25=13>>13.\n" + MINERVA.format("#### 13"), "a Minerva line holding #### 13 after a subtraction the wrong way round"),
    m("h_m_colon_hash_other", "A", G_LOG, "wrong", "hash", r"$125\sqrt{5} = 5^{5/2}$." + "\nThe answer is: #### \\frac{5}{2}", "'The answer is: ####' with 5/2"),
    m("h_m_final_hash_other", "A", G_ARITH, "wrong", "hash", r"$a_{20} = 7 + 20 \cdot (-3) = -53$." + "\nFinal Answer: #### -53", "'Final Answer: #### -53'"),
    m("h_m_so_hash_other", "A", G_CPX, "wrong", "hash", r"$(3 - 2i)^2 = 9 - 12i + 4 = 13 - 12i$." + "\nSo the answer is #### 13 - 12i", "'So the answer is #### 13 - 12i'"),
    m("h_m_answer_hash_other", "A", G_RAD, "wrong", "hash", r"$\sqrt{98 - 18} = \sqrt{80} = 4\sqrt{5}$." + "\nAnswer: #### 4\\sqrt{5}", "'Answer: #### 4\\sqrt5' after subtracting under one root"),
    m("h_m_hash_empty", "A", G_MOD, "no_answer", "hash", MOD + "\nThe answer is: ####", "an empty #### after the phrase; 4 only in the working"),
    m("h_m_minerva_hash_other", "A", G_SPH, "wrong", "minerva", r"$V = 4\pi \cdot 27 = 108\pi$." + "\n" + MINERVA.format("#### 108\\pi"), "a Minerva line holding #### 108\\pi (the 1/3 forgotten)"),
    g("h_llama_hash_other", "A", "44", "wrong", "hash", AGE_LLAMA.replace("The mother is $4 \\cdot 11 = 44$ years old.", "The daughter is $11$ years old.") + "The final answer is: #### 11", "Llama's phrase then #### 11"),
    g("h_ok_so_hash", "B", "44", "correct", "hash", AGE + "So the answer is #### 44", "the issue's 'So the answer is #### 42' shape"),
    g("h_ok_colon_hash", "B", "6", "correct", "hash", RATE + "The answer is: #### 6", "'The answer is: #### 6'"),
    g("h_ok_final_hash", "B", "56", "correct", "hash", RATIO + "Final Answer: #### 56", "'Final Answer: #### 56'"),
    g("h_ok_answer_hash", "B", "7", "correct", "hash", BUS + "Answer: #### 7", "'Answer: #### 7'"),
    g("h_ok_phrase_line_hash", "B", "-13", "correct", "hash", BAL + "The final answer is -13.\n#### -13", "a phrase and a #### line agreeing on a negative"),
    g("h_ok_minerva_hash", "B", "30", "correct", "minerva", RISE + MINERVA.format("#### 30"), "a Minerva line holding #### 30"),
    m("h_m_ok_colon_hash", "B", G_LOG, "correct", "hash", LOG + "\nThe answer is: #### \\frac{7}{2}", "a MATH answer after 'The answer is: ####'"),
    m("h_m_ok_final_hash", "B", G_CPX, "correct", "hash", CPX + " $= 5 - 12i$.\nFinal Answer: #### 5 - 12i", "'Final Answer: ####' with a complex number"),
    m("h_m_ok_so_hash", "B", G_COMB, "correct", "hash", COMB + " $= 84$.\nSo the answer is #### 84", "'So the answer is #### 84'"),
    m("h_m_ok_answer_hash", "B", G_RAD, "correct", "hash", RAD + r" $= 4\sqrt{2}$." + "\nAnswer: #### 4\\sqrt{2}", "'Answer: ####' with a surd"),
    m("h_m_ok_bold_hash", "B", G_BASE, "correct", "hash", BASE + " $= 73$.\n**Answer:** #### 73", "a bold Answer then ####"),
    m("h_m_ok_minerva_hash", "B", G_PROB, "correct", "minerva", PROB + r" $= \frac{5}{14}$." + "\n" + MINERVA.format("#### \\frac{5}{14}"), "a Minerva line holding #### 5/14"),
    g("h_ok_llama_hash", "B", "44", "correct", "hash", AGE_LLAMA + "The final answer is: #### 44", "Llama's phrase then ####"),

    # ================================================================ 3. exactness
    g("x_tiny_decimal", "A", "0", "wrong", "hash", TANK.replace("45 - 45 = <<45-45=0>>0", "45 - 44.999 = <<45-44.999=0.001>>0.001") + "#### 0.001", "0.001 against gold 0"),
    g("x_sci_tiny", "A", "0", "wrong", "hash", TANK + "#### 1e-9", "1e-9 against gold 0: a tolerance trap"),
    g("x_rounded_whole", "A", "15.3", "wrong", "hash", SHOP + "Rounded to the nearest dollar:\n#### 15", "rounded to 15"),
    g("x_off_by_half", "A", "36140", "wrong", "hash", LOAN + "#### 36140.5", "36140.5, a relative error near 1e-5"),
    m("x_m_decimal_close", "A", G_LOG, "wrong", "boxed", LOG.replace(r"= \frac{7}{2}$.", r"\approx 3.5000001$.") + r" $\boxed{3.5000001}$", "3.5000001 is not 7/2"),
    m("x_m_decimal_irrational", "A", G_HYP, "wrong", "boxed", HYP + r" $\approx \boxed{8.602}$", "a decimal for \\sqrt{74} (8.6023...)"),
    m("x_m_decimal_pi", "A", G_SPH, "wrong", "boxed", SPH + r" $\approx \boxed{113.1}$", "a decimal for 36\\pi (113.097...)"),
    m("x_m_decimal_trig", "A", G_TRIG, "wrong", "boxed", TRIG + r" $\approx \boxed{0.9659}$", "a decimal for (\\sqrt6 + \\sqrt2)/4 (0.96592...)"),
    m("x_m_tiny_pi", "A", G_DET, "wrong", "boxed", r"The determinant is $\boxed{10^{-50}\pi}$.", "10^{-50}\\pi against gold 0: an exact expression equals zero only if it is zero"),
    m("x_m_plus_tiny", "A", G_SPH, "wrong", "boxed", SPH + r" $= \boxed{36\pi + 10^{-40}}$", "36\\pi + 10^{-40} is not 36\\pi"),
    m("x_m_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 - 12i + 10^{-30}i}$", "a tiny imaginary change"),
    m("x_m_sin_tiny", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{4\sqrt{2} + \sin(10^{-80})}$", "sin(10^{-80}) is not zero"),
    m("x_m_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.357}$", "a rounded decimal for 5/14 (0.357142...)"),
    g("x_qwen_near", "A", "6", "wrong", "boxed", RATE_QWEN + qbox("6.0001"), "a Qwen box holding 6.0001"),
    m("x_m_vec_tiny", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{\begin{pmatrix} -1 \\ 8 \\ -9 + 10^{-20} \end{pmatrix}}$", "a tiny change in one entry"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TANK + "#### 0.0", "0.0 for 0"),
    g("x_ok_drop_trailing", "B", "15.3", "correct", "hash", SHOP + "#### 15.3", "15.3 for the working's 15.30"),
    g("x_ok_neg_decimal", "B", "-13", "correct", "hash", BAL + "#### -13.00", "-13.00 for -13"),
    g("x_ok_percent_decimal", "B", "30", "correct", "hash", RISE + "#### 30.0%", "30.0% for 30"),
    m("x_m_ok_exact_decimal", "B", G_LOG, "correct", "boxed", LOG + r" So the answer is $\boxed{3.5}$.", "3.5 = 7/2 exactly"),
    m("x_m_ok_unsimplified", "B", G_LOG, "correct", "boxed", r"$125\sqrt{5} = 5^{14/4}$, so the answer is $\boxed{\frac{14}{4}}$.", "14/4 = 7/2 unsimplified"),
    m("x_m_ok_unevaluated_root", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\sqrt{32}}$", "\\sqrt{32} = 4\\sqrt2"),
    m("x_m_ok_pi_fraction", "B", G_SPH, "correct", "boxed", r"$V = \frac{4\pi \cdot 27}{3} = \boxed{\frac{108\pi}{3}}$", "108\\pi/3 = 36\\pi"),
    m("x_m_ok_float_then_exact", "B", G_DET, "correct", "boxed", DET + r". A calculator gave $4 \times 10^{-16}$ from rounding, but exactly the determinant is $\boxed{0}$.", "a float artefact in the working, the exact 0 boxed"),
    m("x_m_ok_trig_reordered", "B", G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{\frac{\sqrt{2}(\sqrt{3} + 1)}{4}}$", "\\sqrt2(\\sqrt3 + 1)/4 = (\\sqrt6 + \\sqrt2)/4"),
    m("x_m_ok_repeating", "B", G_PROB, "correct", "boxed", PROB + r" $= \frac{5}{14} = \boxed{0.3\overline{571428}}$", "0.3\\overline{571428} = 5/14 exactly"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "44", "no_answer", "answer_is", AGE + "The answer is not 44.", "the gold negated, nothing after"),
    g("n_neq_box", "A", "6", "no_answer", "boxed", RATE + "\\boxed{\\neq 6}", "a box holding \\neq gold"),
    g("n_x_not_eq", "A", "7", "no_answer", "boxed", BUS + "$\\boxed{x \\not= 7}$", "a box holding x \\not= gold"),
    g("n_annot_wrong", "A", "56", "wrong", "boxed", RATIO + "\\boxed{56 \\text{ (wrong)}}", "the box annotates its own value as wrong"),
    g("n_strike_then_other", "A", "48", "wrong", "hash", SEQ + "#### ~~48~~ 13", "the gold struck, 13 after"),
    g("n_html_strike", "A", "36140", "no_answer", "hash", LOAN + "#### <s>36140</s>", "struck with <s>, nothing after"),
    g("n_llama_not", "A", "-13", "no_answer", "answer_is", BAL + "The final answer is not -13.", "Llama's phrase negated"),
    m("n_m_cancel", "A", G_LOG, "no_answer", "boxed", LOG + r" $\boxed{\cancel{\frac{7}{2}}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{\sout{5 - 12i}\; 13 - 12i}$", "the gold struck, 13 - 12i after"),
    m("n_m_text_wrong", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84}$ — but this is wrong.", "the model calls its box wrong"),
    m("n_m_not_hyp", "A", G_HYP, "no_answer", "answer_is", HYP + r". The hypotenuse is not $\sqrt{74}$.", "the gold negated, nothing after"),
    m("n_m_r1_neq", "A", G_MOD, "no_answer", "boxed", th(MOD + "\n") + r1final(r"\neq 4"), "an R1 Final Answer block holding \\neq 4"),
    m("n_m_vec_neq", "A", G_VEC, "no_answer", "boxed", VEC + r" $\boxed{\neq \begin{pmatrix} -1 \\ 8 \\ -9 \end{pmatrix}}$", "a box holding \\neq the gold vector"),
    g("n_qwen_incorrect", "A", "6", "wrong", "boxed", RATE_QWEN + qbox("6") + " (This is incorrect.)", "the model marks its Qwen box incorrect"),
    g("n_ok_not_other", "B", "44", "correct", "answer_is", AGE + "The answer is not 11 (that is the daughter); the answer is 44.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "48", "correct", "hash", SEQ + "#### ~~13~~ 48", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "56", "correct", "boxed", RATIO + "\\boxed{56} ✓", "a check mark after the box"),
    g("n_ok_del_other", "B", "7", "correct", "hash", BUS + "#### <del>6</del> 7", "the wrong value struck with <del>, the gold after"),
    m("n_m_ok_cancel_working", "B", G_LOG, "correct", "boxed", r"$\log_5\left(125\sqrt{5}\right) = \frac{\log 5^{7/2}}{\log 5} = \frac{\frac{7}{2}\cancel{\log 5}}{\cancel{\log 5}} = \boxed{\frac{7}{2}}$", "a cancel in the working, the gold boxed"),
    m("n_m_ok_neq_working", "B", G_CPX, "correct", "boxed", r"Note $(3 - 2i)^2 \neq 9 + 4$, because $i^2 = -1$: " + CPX + r" $= \boxed{5 - 12i}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_sout_other", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{\sout{504}\; 84}$", "the wrong value struck with \\sout, the gold after"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{73}$ (in base ten)", "an annotation naming the base"),
    m("n_m_ok_excluded_root", "B", G_ROOTS, "correct", "boxed", ROOTS + r". (Not $x = -2$: both factors have minus signs.) The roots are $\boxed{\frac{4}{3}, 2}$.", "a \\neq about another value, then the roots"),
    m("n_m_ok_check_mark", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{36\pi}$ ✓", "a check mark after the box"),
    g("n_ok_r1_not", "B", "7", "correct", "boxed", th(BUS) + r1final("7") + "\n\nNot 6: the 17 students left over need a bus too.", "an R1-distill block, then a negated wrong value"),

    # ================================================================ 5. words after a number
    g("u_thousand", "A", "48", "wrong", "hash", SEQ + "#### 48 thousand", "48 thousand = 48000"),
    g("u_dozen", "A", "56", "wrong", "answer_is", RATIO + "The answer is 56 dozen.", "56 dozen = 672, not the 56 girls the working counts"),
    g("u_less", "A", "7", "wrong", "hash", BUS + "#### 7 less", "debatable: '7 less' is not a number of buses; the issue lists '#### 18 less' among wrong answers accepted", True),
    g("u_fewer", "A", "44", "wrong", "hash", AGE + "#### 44 fewer", "debatable: '44 fewer' is not an age; the issue lists '#### 18 fewer' among wrong answers accepted", True),
    g("u_squared", "A", "6", "wrong", "hash", RATE + "#### 6 squared", "6 squared = 36"),
    g("u_cents", "A", "15.3", "wrong", "answer_is", SHOP + "The answer is 15.30 cents.", "15.30 cents is $0.153, not $15.30"),
    g("u_percent_of", "A", "30", "wrong", "answer_is", RISE + "The answer is 30% of $40, which is $12.", "the last value stated is 12"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84 \text{ thousand}}$", "84 thousand = 84000"),
    m("u_m_percent", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{5}{14}\%}$", "debatable: 5/14 percent = 5/1400 (rounds before 16 read % as a unit)", True),
    m("u_m_squared", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{4\sqrt{2} \text{ squared}}$", "(4\\sqrt2)^2 = 32"),
    m("u_m_base_eight", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{73 \text{ in base } 8}$", "73 in base 8 = 59"),
    m("u_m_dozen", "A", G_COMB, "wrong", "answer_is", COMB + r" $= 84$, so the answer is $84$ dozen.", "84 dozen = 1008"),
    g("u_r1_thousand", "A", "36140", "wrong", "boxed", th(LOAN) + r1final(r"36{,}140 \text{ thousand}"), "36,140 thousand in an R1-distill block"),
    g("u_ok_years", "B", "44", "correct", "hash", AGE + "#### 44 years old", "a unit phrase after ####"),
    g("u_ok_hours", "B", "6", "correct", "answer_is", RATE + "The answer is 6 hours.", "the word hours"),
    g("u_ok_girls", "B", "56", "correct", "hash", RATIO + "#### 56 girls", "a noun after ####"),
    g("u_ok_neg_dollars", "B", "-13", "correct", "hash", BAL + "Her balance is -$13.\n#### -$13", "-$13 for -13"),
    g("u_ok_percent", "B", "30", "correct", "hash", RISE + "#### 30%", "a percent sign"),
    g("u_ok_llama_cm", "B", "48", "correct", "answer_is", SEQ + "The final answer is: 48 cm", "Llama's phrase with cm"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{84 \text{ ways}}$", "text units in the box"),
    m("u_m_ok_cubic", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{36\pi \text{ cubic units}}$", "cubic units in the box"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{73_{10}}$", "a base-ten subscript"),
    m("u_m_ok_units", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{\sqrt{74}\ \text{units}}$", "the word units in the box"),
    m("u_m_ok_remainder", "B", G_MOD, "correct", "answer_is", MOD + r" The answer is $4$ (the remainder).", "a parenthesised naming after the value"),
    g("u_ok_llama_years", "B", "44", "correct", "boxed", AGE_LLAMA + LLAMA_END.format(r"44 \text{ years}"), "Llama's closing box with years"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "44", "wrong", "hash", AGE + "#### 44\n\nEdit: the daughter's age is what is asked, so 11.", "Edit: after the answer, 11"),
    g("r_update", "A", "36140", "wrong", "hash", LOAN + "#### 36140\nUpdate: it's actually 33240; the down payment is not a payment.", "Update: it's actually 33240"),
    g("r_erratum", "A", "15.3", "wrong", "hash", SHOP + "#### 15.30\n\nErratum: the pen cost $1.53, so 13.95 + 1.53 = 15.48.", "Erratum: 15.48"),
    g("r_never_mind", "A", "56", "wrong", "answer_is", RATIO + "The answer is 56. Never mind, 40.", "Never mind, 40"),
    g("r_paren_not", "A", "7", "wrong", "hash", BUS + "#### 7 (Not 7; 6.)", "(Not 7; 6.) after the answer"),
    g("r_wrong_bang", "A", "6", "wrong", "answer_is", RATE + "The answer is 6. Wrong! 12.5", "Wrong! 12.5"),
    g("r_placeholder", "A", "48", "no_answer", "hash", SEQ + "#### 48\n\nThe above is a placeholder; real answer TBD.", "the answer withdrawn as a placeholder"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84}$" + "\n\nActually, the order does not matter only for pairs, so $\\binom{9}{2} = 36$ and the answer is $\\boxed{36}$.", "a later box 36"),
    m("r_m_update_log", "A", G_LOG, "wrong", "boxed", LOG + r" $\boxed{\frac{7}{2}}$" + "\n\nUpdate: I misread the root; the answer is $\\boxed{3}$.", "Update: a later box 3"),
    m("r_m_wait_sign", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 - 12i}$" + "\n\nWait, $4i^2 = +4$, so the answer is $13 - 12i$.", "Wait: a corrected 13 - 12i"),
    m("r_m_apology", "A", G_ARITH, "wrong", "boxed", ARITH + r" $= \boxed{-50}$" + "\n\nI apologize for the mistake. The correct answer is $\\boxed{-53}$.", "an apology then -53"),
    m("r_m_correction_open", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{\left[-4, \frac{8}{3}\right]}$" + "\n\nCorrection: the endpoints are excluded, so $x \\in \\left(-4, \\frac{8}{3}\\right)$.", "Correction: an open interval"),
    g("r_r1_later_box", "A", "7", "wrong", "boxed", th(BUS) + r1final("7") + "\n\nHmm, actually 257 / 40 rounds to 6, so the answer is $\\boxed{6}$.", "an R1-distill block, then a later box 6"),
    m("r_m_vec_correction", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{\begin{pmatrix} -1 \\ 8 \\ -9 \end{pmatrix}}$" + "\n\nCorrection: the second entry is $6 - 2 = 4$, so the answer is $\\begin{pmatrix} -1 \\\\ 4 \\\\ -9 \\end{pmatrix}$.", "Correction: a second entry of 4"),
    g("r_ok_edit_format", "B", "44", "correct", "hash", AGE + "#### 44\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_check", "B", "36140", "correct", "hash", LOAN + "#### 36140\n\nCheck: 36140 - 2900 = 33240 = 24 * 1385. ✓", "a check after the answer"),
    g("r_ok_correction_to_gold", "B", "7", "correct", "hash", BUS_SLIP + "#### 6\n\nCorrection: the 17 students left over need a bus too, so 7 buses.\n#### 7", "a correction to the gold"),
    g("r_ok_pleasantry", "B", "15.3", "correct", "hash", SHOP + "#### 15.30\n\nI hope this helps! Let me know if you have more questions.", "a pleasantry after"),
    g("r_ok_invented_user", "B", "56", "correct", "hash", RATIO + "#### 56" + IM_USER + "Thanks! How many boys are there?" + IM_ASSIST + "There are 5 * 8 = 40 boys.\n#### 40", "an invented next turn with its own ####"),
    g("r_ok_self_set", "B", "48", "correct", "hash", SEQ + "#### 48\n\nNew problem: if the plant grew 4 cm more each week instead, starting at 3 cm, how much would it grow in 6 weeks?\nSolution: 3 + 7 + 11 + 15 + 19 + 23 = 78.\n#### 78", "a self-set new problem with its own ####"),
    g("r_ok_paren_not_other", "B", "6", "correct", "hash", RATE + "#### 6 (Not 12.5; 6.)", "(Not X; gold.)"),
    m("r_m_ok_restart_cut", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{\sqrt{74}}$." + "\n\nLet me redo this to be safe. The legs are 5 and 7, so the hypotenuse is $\\sqrt{5^2 + 7^", "a cut-off restart after the committed box (the issue's fourth class)"),
    m("r_m_ok_verify", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5 - 12i}$." + "\n\nVerification: $|5 - 12i| = 13 = |3 - 2i|^2$. ✓", "a check after the box"),
    m("r_m_ok_user_turn", "B", G_COMB, "correct", "boxed", COMB_QWEN + QWEN_END.format("84") + EOT_USER + r"What is $\binom{9}{4}$?" + EOT_ASSIST + r"$\binom{9}{4} = \boxed{126}$", "an invented Llama-token turn with its own box"),
    m("r_m_ok_wait_confirm", "B", G_LOG, "correct", "boxed", LOG + r" $\boxed{\frac{7}{2}}$" + "\n\nWait, let me double-check: $5^{7/2} = 5^3 \\cdot \\sqrt{5} = 125\\sqrt{5}$. Yes, the answer is $\\frac{7}{2}$.", "Wait: a check confirming the gold"),
    g("r_ok_r1_summary", "B", "48", "correct", "boxed", th(SEQ) + r1final("48") + "\n\nThe plant grows 48 cm in total.", "a summary sentence after the R1-distill block"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refusal", "A", "44", "no_answer", "none", "> #### 44\n\nI cannot solve this.", "a quoted #### then a refusal"),
    g("q_you_asked", "A", "56", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{56}$." I cannot.', "the gold only inside the quoted request"),
    g("q_two_parts", "A", "7", "wrong", "answer_is", BUS + "The answer is 7 for part (a) and 6 for part (b).", "two final values for invented parts"),
    g("q_teacher_says", "A", "6", "wrong", "hash", "My teacher says 6 hours, but I think it is the average.\n" + RATE_SLIP + "#### 12.5", "the gold only reported"),
    g("q_if_only", "A", "36140", "no_answer", "none", LOAN_NODOWN + "If the down payment were included, the total would be 36140.", "only a hypothetical"),
    g("q_student_wrote", "A", "15.3", "wrong", "hash", 'A student wrote "#### 15.30", but 3 * 4.65 = 13.68, so 13.68 + 1.35 = 15.03.\n#### 15.03', "the gold in a quoted ####; final 15.03"),
    g("q_invented_turn_gold", "A", "-13", "wrong", "hash", "She spends 38 dollars, so she has 38 - 25 = 13 dollars left.\n#### 13" + IM_USER + "The answer is -13.", "the gold only in an invented user turn"),
    m("q_m_hypothetical", "A", G_LOG, "no_answer", "none", r"If the argument were $5^{7/2}$, the logarithm would be $\frac{7}{2}$, but I am not sure it is.", "only a hypothetical"),
    m("q_m_you_asked", "A", G_CPX, "no_answer", "none", r'You asked: "Show that $(3 - 2i)^2 = \boxed{5 - 12i}$." I cannot do this.', "a quoted box and a refusal"),
    m("q_m_two_parts", "A", G_COMB, "wrong", "boxed", r"For part (a), $\binom{9}{3} = \boxed{84}$; for part (b), $\binom{9}{2} = \boxed{36}$.", "two boxes for invented parts, the last 36"),
    m("q_m_textbook_says", "A", G_ARITH, "wrong", "boxed", r'The textbook says "the 20th term is $-50$", but $a_{20} = 7 + 20 \cdot (-3)$, so I get $\boxed{-53}$.', "the gold only reported"),
    m("q_m_turn_box", "A", G_HYP, "wrong", "boxed", r"The hypotenuse is $5 + 7 = \boxed{12}$." + IM_USER + r"The answer should be $\boxed{\sqrt{74}}$.", "the gold only in an invented user turn"),
    g("q_llama_key", "A", "44", "wrong", "boxed", llama(("Check the answer key", "The answer key says the mother is 44."), ("Solve", "$5d = 55$, so $d = 11$.")) + LLAMA_END.format("11"), "the gold only reported from an answer key; the box 11"),
    g("q_ok_quoted_problem", "B", "44", "correct", "hash", "> A mother is 4 times as old as her daughter, and their ages add up to 55.\n\n" + AGE + "#### 44", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "6", "correct", "hash", "A friend averaged the times to get 12.5 hours, but rates add, not times.\n" + RATE + "#### 6", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "36140", "correct", "hash", LOAN + "#### 36140\n\nIf there were no down payment, it would be 33240.", "a hypothetical after the committed answer"),
    g("q_ok_you_asked", "B", "7", "correct", "answer_is", 'You asked: "How many buses are needed?"\n' + BUS + "The answer is 7.", "the question quoted, then the answer"),
    g("q_ok_llama_quote", "B", "15.3", "correct", "answer_is", llama(("Quote the prices", 'The problem says "notebooks cost $4.65 each" and "a pen costs $1.35".'), ("Add", SHOP.strip())) + "The final answer is: $15.30", "Llama steps quoting the problem"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_3 = 5$. Likewise, " + BASE + r" $= \boxed{73}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|3x + 2| \le 10$." + "\n\n" + INT + r" So $x \in \boxed{\left[-4, \frac{8}{3}\right]}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_MOD, "correct", "boxed", r"Suppose the remainder were $3$; that fails. " + MOD + r" The remainder is $\boxed{4}$.", "a supposition refuted, then the box"),
    m("q_m_ok_hint", "B", G_TRIG, "correct", "boxed", r'The hint "write $75^\circ = 45^\circ + 30^\circ$" gives ' + TRIG + r" $= \boxed{\frac{\sqrt{6}+\sqrt{2}}{4}}$.", "a quoted hint, then the gold"),
    m("q_m_ok_hypo_after", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{36\pi}$." + "\n\nIf the radius were 6, the volume would be $288\\pi$.", "a hypothetical after the box"),
    m("q_m_ok_r1_other", "B", G_PROB, "correct", "boxed", th(PROB + r" $= \frac{5}{14}$" + "\n") + r1final(G_PROB) + "\n\nWith replacement, the probability would be $\\frac{25}{64}$.", "another case's value after the R1-distill block"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "44", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "6", "no_answer", "none", "  \n\t \r\n ", "whitespace only"),
    g("b_nul_other", "A", "7", "wrong", "hash", BUS_SLIP + "#### 6\x00", "a NUL after the wrong value 6"),
    g("b_fullwidth_other", "A", "56", "wrong", "hash", RATIO.replace("7 * 8 = <<7*8=56>>56 girls", "5 * 8 = <<5*8=40>>40 girls") + "#### ４０", "full-width 40"),
    g("b_bom_other", "A", "15.3", "wrong", "hash", "\ufeff" + SHOP.replace("15.30", "15.03") + "#### 15.03", "a BOM, then 15.03"),
    g("b_zero_width_other", "A", "36140", "wrong", "hash", LOAN_NODOWN + "#### 33\u200b240", "a zero-width space inside 33240"),
    g("b_huge_number", "A", "44", "wrong", "hash", AGE + "#### 44" + "4" * 5000, "a 5002-digit number starting with 44"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{8", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{73}", "wrong", "boxed", r"Reading the digits backwards, $\boxed{37}$.", "a gold stored boxed; the model's 37"),
    m("b_m_deep_braces", "A", G_LOG, "wrong", "boxed", r"$\boxed{" + "{" * 400 + "3" + "}" * 400 + "}$", "400 nested braces around 3"),
    m("b_m_unicode_minus_other", "A", G_ARITH, "wrong", "boxed", r"$a_{20} = 7 + 20 \cdot (-3)$, so $\boxed{−53}$.", "a Unicode minus on the wrong -53"),
    m("b_m_nul_other", "A", G_CPX, "wrong", "boxed", r"$(3 - 2i)^2 = \boxed{13 - 12i}$" + "\x00", "a NUL after the wrong 13 - 12i"),
    m("b_m_fullwidth_other", "A", G_BASE, "wrong", "boxed", r"Reading the digits backwards gives $\boxed{３７}$.", "full-width 37"),
    g("b_ok_gold_space", "B", " 44 ", "correct", "hash", AGE + "#### 44", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "56", "correct", "hash", RATIO + "#### ５６", "full-width digits"),
    g("b_ok_bom", "B", "15.3", "correct", "hash", "\ufeff" + SHOP + "#### 15.30", "a BOM first"),
    g("b_ok_crlf", "B", "36140", "correct", "hash", (LOAN + "#### 36140").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_unicode_minus", "B", "-13", "correct", "hash", BAL + "#### −13", "a Unicode minus sign (U+2212)"),
    g("b_ok_nbsp", "B", "48", "correct", "hash", SEQ + "####\u00a048", "a no-break space after ####"),
    g("b_ok_tag_crlf", "B", "44", "correct", "tag", (th(AGE) + "<answer>44</answer>").replace("\n", "\r\n"), "an R1 rollout with CRLF line ends"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{84}", "correct", "boxed", COMB + r" $= \boxed{84}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{7}{2}$", "correct", "boxed", LOG + r" $\boxed{\frac{7}{2}}$", "a gold stored in dollars"),
    m("b_m_ok_crlf", "B", G_CPX, "correct", "boxed", (CPX_LLAMA + LLAMA_END.format("5 - 12i")).replace("\n", "\r\n"), "Llama steps with CRLF line ends"),
    m("b_m_ok_long", "B", G_SPH, "correct", "boxed", (SPH + "\n") * 300 + r"So $V = \boxed{36\pi}$.", "a 300-line repeated working, then the box"),
    m("b_m_ok_unicode_pi", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{36π}$", "a Unicode pi in the box"),
    m("b_m_ok_fullwidth", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{７３}$", "full-width digits in the box"),
]
# fmt: on

DECISIONS = {
    "u_less": (
        "reject",
        "'#### 7 less' states no number of buses; the issue lists '#### 18 less' among wrong answers accepted",
    ),
    "u_fewer": (
        "reject",
        "'#### 44 fewer' states no age; the issue lists '#### 18 fewer' among wrong answers accepted",
    ),
    "u_m_percent": (
        "reject",
        "5/14 percent is the probability 5/1400; a percent sign after a probability changes its value",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam34", CASES, [], DECISIONS)
