r"""Build adversarial_redteam32.jsonl: a thirty-second round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam32", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes; handed over BEFORE any scoring. Not model output. Read: `issues
show 25`, corpus/README.md ("How labels were made" and the sources table, to avoid reused problems),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure, conventions, label rules).

Aim of this round: the last fresh measure of the session, written as the author of the issue's
hidden probe set: all eight classes (`t_ h_ x_ n_ u_ r_ q_ b_`), about half short plain probes and
half inside realistic completions (R1 <think>/<answer>, GSM8K <<a*b=c>> annotations, Qwen boxed
steps, Llama "The final answer is", R1-distill **Final Answer**, Minerva lines), about half GSM8K and
half MATH, about 45 % kind B. Problems and golds are new against the corpus README and the session's
list (arithmetic checked in the comments below):

GSM8K: 22 trays of 15 rolls, 147 sold -> 183 (misreading 174 sold -> 156); 6 degrees falling 1.25 an
hour for 12 hours -> -9 (sign lost: 9); 3.5 lb at $6.26 -> $21.91; $2,250 a month for 18 months
plus a $1,400 bonus -> $41,900 (without the bonus 40,500); 18 cartons of a dozen -> 216 eggs (= 18
dozen); 49 of 70 passing -> 70 %; $180 less four $45 tickets -> 0; 9 laps of 19 minutes -> 171.
MATH: a multiple of 4 from 1-50 -> 6/25; (2, 1) to (-3, 9) -> \sqrt{89}; |2x + 1| <= 6 ->
[-7/2, 5/2]; 3x^2 + 7x - 6 = 0 -> -3 and 2/3; (7 + i)(2 + 3i) -> 11 + 23i; 288 degrees -> 8\pi/5;
3241_5 -> 446; x + y = 1 and 2x - y = 17 -> (6, -5); (3x + 5)(x - 4) -> 3x^2 - 7x - 20;
C(15, 4) -> 1365; 0.\overline{21} -> 7/33; x^3 - 9x at x = 3 -> 0; a sector of radius 12 and angle
100 degrees -> 40\pi; 35/\sqrt7 -> 5\sqrt7. (A first draft used \sqrt{74}, 36\pi, 6\sqrt5 and 153 minutes;
the README's sources table showed them in earlier rounds, so they were replaced before the build.)
The last block of CASES adds MATH probes of every class to balance GSM8K against MATH.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact against decimal); `n_` negation, strike-out,
annotation; `u_` words after a number (chosen so the label does not depend on the unseen question);
`r_` retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH
probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong
is `wrong`; an explicit correction after an answer makes the corrected value the final one; a check
or pleasantry after a committed answer does not replace it; text in an invented next turn does not
count; in an <answer> tag a sentence, an equation chain or a box is read for the value it states. A
NUL anywhere makes the pair bad input (debatable, decision `reject`). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam32.py
"""

from corpus_build import (
    EOT_USER,
    IM_USER,
    MINERVA,
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
# --- rolls: gold 183 (22 * 15 = 330; 330 - 147 = 183; check 183 + 147 = 330).
#     Misreading 174 sold: 330 - 174 = 156 (check 156 + 174 = 330).
ROL = "22 trays of 15 rolls hold 22 * 15 = <<22*15=330>>330 rolls.\nAfter selling 147, 330 - 147 = <<330-147=183>>183 rolls remain.\n"
ROL_SLIP = "22 trays of 15 rolls hold 22 * 15 = <<22*15=330>>330 rolls.\nAfter selling 174, 330 - 174 = <<330-174=156>>156 rolls remain.\n"
# --- temperature: gold -9 (1.25 * 12 = 15; 6 - 15 = -9).
TMP = "The temperature falls 1.25 * 12 = <<1.25*12=15>>15 degrees, so it ends at 6 - 15 = <<6-15=-9>>-9 degrees.\n"
# --- cheese: gold 21.91 (3 * 6.26 = 18.78; 0.5 * 6.26 = 3.13; 18.78 + 3.13 = 21.91).
#     Wrong 4.5 lb: 4.5 * 6.26 = 28.17.
CHE = "3.5 pounds at $6.26 a pound cost 3.5 * 6.26 = <<3.5*6.26=21.91>>21.91 dollars.\n"
# --- salary: gold 41900 (18 * 2250 = 40500; 40500 + 1400 = 41900). No bonus: 40500.
SAL = "18 months at $2,250 a month is 18 * 2250 = <<18*2250=40500>>40500 dollars.\nWith the $1,400 bonus: 40500 + 1400 = <<40500+1400=41900>>41900 dollars.\n"
SAL_NOBONUS = "18 months at $2,250 a month is 18 * 2250 = <<18*2250=40500>>40500 dollars.\n"
# --- eggs: gold 216 (18 cartons * 12 = 216 eggs = 18 dozen).
EGG = "18 cartons of a dozen eggs hold 18 * 12 = <<18*12=216>>216 eggs.\n"
# --- exam: gold 70 (49 / 70 = 0.7 = 70 %; check 70 * 0.7 = 49).
EXM = "49 of the 70 students passed, so 49 / 70 * 100 = <<49/70*100=70>>70 percent passed.\n"
# --- tickets: gold 0 (4 * 45 = 180; 180 - 180 = 0).
TIX = "Four tickets at $45 cost 4 * 45 = <<4*45=180>>180 dollars, so 180 - 180 = <<180-180=0>>0 dollars are left.\n"
# --- laps: gold 171 (9 * 19 = 171; check 171 / 9 = 19). Wrong 8 laps: 8 * 19 = 152.
LAP = "9 laps of 19 minutes take 9 * 19 = <<9*19=171>>171 minutes.\n"

# ================================================================ MATH working
G_PROB = r"\frac{6}{25}"  # multiples of 4 in 1..50: 4, 8, ..., 48 = 12; 12/50 = 6/25 = 0.24
PROB = r"The multiples of $4$ from $1$ to $50$ are $4, 8, \ldots, 48$: twelve of them, so the probability is $\frac{12}{50}$"
G_DIST = r"\sqrt{89}"  # (2, 1) to (-3, 9): dx = -5, dy = 8; 25 + 64 = 89 (prime, no square factor); sqrt89 = 9.4339...
DIST = r"The distance is $\sqrt{(-3 - 2)^2 + (9 - 1)^2} = \sqrt{25 + 64}$"
G_INT = r"\left[ -\frac{7}{2}, \frac{5}{2} \right]"  # -6 <= 2x + 1 <= 6 -> -7 <= 2x <= 5
INT = r"$-6 \le 2x + 1 \le 6$ gives $-7 \le 2x \le 5$, so $-\frac{7}{2} \le x \le \frac{5}{2}$."
# 3x^2 + 7x - 6 = (3x - 2)(x + 3) = 3x^2 + 9x - 2x - 6; check x = -3: 27 - 21 - 6 = 0; x = 2/3: 4/3 + 14/3 - 6 = 0
G_ROOTS = r"-3, \frac{2}{3}"
ROOTS = r"$3x^2 + 7x - 6 = (3x - 2)(x + 3) = 0$."
G_CPX = "11 + 23i"  # (7 + i)(2 + 3i) = 14 + 21i + 2i + 3i^2 = 14 - 3 + 23i = 11 + 23i
CPX = r"$(7 + i)(2 + 3i) = 14 + 21i + 2i + 3i^2$"
G_RAD = r"\frac{8\pi}{5}"  # 288 / 180 = 1.6 = 8/5
RAD = r"$288^\circ \cdot \frac{\pi}{180^\circ}$"
G_BASE = "446"  # 3 * 125 + 2 * 25 + 4 * 5 + 1 = 375 + 50 + 20 + 1 = 446
BASE = r"$3241_5 = 3 \cdot 125 + 2 \cdot 25 + 4 \cdot 5 + 1$"
G_SYS = "(6, -5)"  # adding: 3x = 18, x = 6, y = 1 - 6 = -5; check 2*6 - (-5) = 17
SYS = r"Adding the equations gives $3x = 18$, so $x = 6$ and $y = 1 - 6 = -5$."
G_POLY = "3x^2 - 7x - 20"  # 3x^2 - 12x + 5x - 20
POLY = r"$(3x + 5)(x - 4) = 3x^2 - 12x + 5x - 20$"
G_COMB = "1365"  # 15 * 14 * 13 * 12 / 24 = 32760 / 24 = 1365; C(15, 3) = 455 (wrong value)
COMB = r"$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{24}$"
G_REP = r"\frac{7}{33}"  # 0.2121... = 21/99 = 7/33
REP = r"Let $x = 0.\overline{21}$. Then $100x - x = 21$, so $x = \frac{21}{99}$"
G_ZERO = "0"  # 3^3 - 9*3 = 27 - 27 = 0
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"40\pi"  # 100/360 * 144 pi = 5/18 * 144 pi = 40 pi (144 / 18 = 8, 8 * 5 = 40); 40 pi = 125.66...
SEC = r"The area is $\frac{100}{360} \cdot \pi \cdot 12^2 = \frac{5}{18} \cdot 144\pi$"
G_RAT = r"5\sqrt{7}"  # 35 sqrt7 / 7 = 5 sqrt7 = sqrt175 (25 * 7) = 13.22875...
RAT = r"$\frac{35}{\sqrt{7}} = \frac{35\sqrt{7}}{7}$"

# realistic wrappers
QW_COMB = qwen(
    "To find $\\binom{15}{4}$, we use the formula for combinations.",
    ("Write the formula", COMB),
    ("Compute", r"$\frac{32760}{24} = 1365$"),
)
QW_SYS = qwen(
    "We solve the system by elimination.",
    ("Add the equations", r"$(x + y) + (2x - y) = 1 + 17$, so $3x = 18$."),
    ("Back-substitute", r"$x = 6$, $y = 1 - 6 = -5$."),
)
LL_SEC = llama(
    ("Recall the sector formula", r"The area of a sector is $\frac{\theta}{360^\circ} \pi r^2$."),
    ("Substitute", SEC + r" $= 40\pi$."),
)
LL_LAP = llama(("Count the laps", "There are 9 laps."), ("Multiply", "9 * 19 = 171 minutes."))
R1_CPX = "<think>\n" + CPX + r" $= 11 + 23i$, since $i^2 = -1$." + "\n</think>\n\n"
R1_RAD = (
    "<think>\nOkay, convert 288 degrees: "
    + RAD
    + r" $= \frac{288\pi}{180} = \frac{8\pi}{5}$."
    + "\n</think>\n\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "183", "wrong", "tag", th(ROL_SLIP) + "<answer>There are 156 rolls left.</answer>", "a sentence in the tag states 156"),
    g("t_equation_other", "A", "183", "wrong", "tag", th(ROL_SLIP) + "<answer>330 - 174 = 156</answer>", "an equation chain ending 156"),
    g("t_box_nobonus", "A", "41900", "wrong", "tag", th(SAL_NOBONUS) + r"<answer>$\boxed{40,500}$</answer>", "a box in the tag, 40,500 (bonus left out)"),
    g("t_empty_tag", "A", "216", "no_answer", "tag", th(EGG) + "<answer> </answer>", "a blank tag; 216 only in the thinking"),
    g("t_phrase_hash_other", "A", "183", "wrong", "tag", th(ROL_SLIP) + "<answer>The answer is #### 156</answer>", "a phrase and #### in the tag, 156"),
    g("t_gold_only_in_think", "A", "21.91", "wrong", "tag", th(CHE) + "<answer>28.17</answer>", "the gold only in the thinking; the tag says 28.17 (4.5 * 6.26)"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + " = 1365.\n") + "<answer>[your final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_equation_start", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + "<answer>1365 / 3 = 455</answer>", "an equation chain starting with the gold, ending 455 (1365 / 3 = 455)"),
    m("t_m_box_other", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$\boxed{3, -\frac{2}{3}}$</answer>", "a box in the tag with both signs flipped"),
    m("t_m_cut_in_think", "A", G_SEC, "no_answer", "truncated", "<think>\n" + SEC + r" $= 40\pi$, so the answer is", "cut inside the thinking, no tag"),
    m("t_m_two_tags", "A", G_CPX, "wrong", "tag", R1_CPX + "<answer>11 + 23i</answer>\n<answer>11 - 23i</answer>", "two tags, the last 11 - 23i"),
    m("t_m_unclosed_other", "A", G_RAD, "wrong", "tag", R1_RAD + r"<answer>\frac{5\pi}{8}", "an unclosed tag with 5\\pi/8 (inverted)"),
    g("t_ok_sentence", "B", "183", "correct", "tag", th(ROL) + "<answer>There are 183 rolls left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "183", "correct", "tag", th(ROL) + "<answer>330 - 147 = 183</answer>", "an equation chain ending in the gold"),
    g("t_ok_phrase_hash", "B", "183", "correct", "tag", th(ROL) + "<answer>The answer is #### 183</answer>", "a phrase and #### inside the tag"),
    g("t_ok_dollar_sentence", "B", "21.91", "correct", "tag", th(CHE) + "<answer>The cheese costs $21.91.</answer>", "a sentence with a dollar amount in the tag"),
    g("t_ok_unclosed", "B", "216", "correct", "tag", th(EGG) + "<answer>216", "an answer tag never closed (the issue's case 3)"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", R1_RAD + r"<answer>$\boxed{\frac{8\pi}{5}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (6, -5)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_answer_is", "B", G_CPX, "correct", "tag", R1_CPX + "<answer> The answer is $11 + 23i$. </answer>", "a spaced sentence in the tag"),
    m("t_m_ok_newlines", "B", G_BASE, "correct", "tag", th(BASE + " $= 446$\n") + "<answer>\n\n  446\n</answer>", "newlines and spaces in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_answer_hash_other", "A", "183", "wrong", "hash", ROL_SLIP + "So the answer is #### 156", "phrase then #### 156"),
    g("h_answer_colon_hash_other", "A", "41900", "wrong", "hash", SAL_NOBONUS + "The answer is: #### 40500", "phrase then #### 40500, bonus left out"),
    g("h_final_answer_hash_other", "A", "171", "wrong", "hash", "8 laps of 19 minutes take 8 * 19 = <<8*19=152>>152 minutes.\nFinal Answer: #### 152", "Final Answer: #### 152 (8 * 19)"),
    g("h_phrase_gold_hash_other", "A", "183", "wrong", "hash", ROL + "The answer is 183.\n#### 156", "phrase 183, #### 156: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "21.91", "wrong", "hash", CHE + "#### 21.91\nThe answer is 28.17.", "#### gold, then a phrase stating 28.17 as the answer"),
    g("h_empty_hash", "A", "216", "no_answer", "hash", EGG + "Answer: ####", "Answer: #### with nothing after; the gold only in the working"),
    g("h_sign_lost", "A", "-9", "wrong", "hash", TMP + "So the answer is #### 9", "the working ends at -9 but the marked answer is 9"),
    g("h_llama_hash_other", "A", "171", "wrong", "hash", LL_LAP + "The final answer is: #### 1710", "Llama phrase then #### 1710 (a digit too many)"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + " $= 1365$.\nSo the answer is #### 455", "the working reaches 1365, the marked answer is 455"),
    m("h_m_answer_hash_other", "A", G_ZERO, "wrong", "hash", ZERO + ".\nThe answer is: #### 1", "#### 1 against gold 0"),
    m("h_m_hash_cut", "A", G_BASE, "no_answer", "hash", BASE + " $= 446$.\nFinal Answer: ####", "an empty #### after the phrase"),
    g("h_ok_so_answer_hash", "B", "183", "correct", "hash", ROL + "So the answer is #### 183", "the issue's 'So the answer is #### N' shape"),
    g("h_ok_answer_colon_hash", "B", "41900", "correct", "hash", SAL + "The answer is: #### 41900", "'The answer is: #### N'"),
    g("h_ok_final_answer_hash", "B", "171", "correct", "hash", LAP + "Final Answer: #### 171", "'Final Answer: #### N'"),
    g("h_ok_answer_hash_comma", "B", "41900", "correct", "hash", SAL + "Answer: #### 41,900", "'Answer: #### N' with a thousands comma"),
    g("h_ok_bold_phrase_hash", "B", "216", "correct", "hash", EGG + "**The answer is** #### 216", "a bold phrase then ####"),
    g("h_ok_phrase_hash_dollar", "B", "21.91", "correct", "hash", CHE + "The answer is #### $21.91", "a dollar sign after ####"),
    g("h_ok_negative", "B", "-9", "correct", "hash", TMP + "So the answer is #### -9", "a negative after the phrase and ####"),
    g("h_ok_percent", "B", "70", "correct", "hash", EXM + "So the answer is #### 70%", "a percent sign after ####"),
    g("h_ok_llama_hash", "B", "171", "correct", "hash", LL_LAP + "The final answer is: #### 171", "Llama phrase then ####"),
    m("h_m_ok_answer_hash", "B", G_BASE, "correct", "hash", BASE + " $= 446$.\nThe answer is: #### 446", "a MATH answer with phrase and ####"),
    m("h_m_ok_final_hash", "B", G_ZERO, "correct", "hash", ZERO + " $= 0$.\nFinal Answer: #### 0", "gold 0 after Final Answer: ####"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", TIX.replace("180 - 180 = <<180-180=0>>0", "180 - 179.999 = <<180-179.999=0.001>>0.001") + "#### 0.001", "0.001 against gold 0"),
    m("x_m_tiny_power", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-100}}$", "10^{-100} against gold 0: nonzero"),
    m("x_m_tiny_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-80}\pi}$", "10^{-80}\\pi against gold 0"),
    m("x_m_exp_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-300}}$", "e^{-300} is positive, not 0"),
    m("x_m_pi_plus_tiny", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{40\pi + 10^{-40}}$", "40\\pi + 10^{-40} is not 40\\pi"),
    m("x_m_tiny_imag", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{446 + 10^{-50} i}$", "a tiny imaginary part: not 446"),
    m("x_m_sin_tiny", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{446 + \sin(10^{-90})}$", "sin(10^{-90}) > 0: not 446"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{9.43}$", "a decimal for \\sqrt{89} (9.4339...)"),
    m("x_m_decimal_surd", "A", G_RAT, "wrong", "boxed", RAT + r" $\approx \boxed{13.2288}$", "a decimal for 5\\sqrt7 (13.2287566...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.21}$", "0.21 is not 7/33 (0.2121...)"),
    m("x_m_decimal_pi", "A", G_SEC, "wrong", "boxed", LL_SEC + r"The final answer is: $\boxed{125.7}$", "a decimal for 40\\pi (125.66...)"),
    g("x_rounded", "A", "21.91", "wrong", "hash", CHE + "#### 21.9", "rounded to 21.9"),
    g("x_off_by_tiny", "A", "41900", "wrong", "hash", SAL + "#### 41900.01", "41900.01, relative error about 2e-7"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TIX + "#### 0.00", "0.00 for 0"),
    g("x_ok_fraction", "B", "-9", "correct", "boxed", TMP + r"The answer is $\boxed{-\frac{18}{2}}$.", "-18/2 = -9"),
    g("x_ok_trailing_zero", "B", "21.91", "correct", "hash", CHE + "#### 21.910", "a trailing zero"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{12}{50}}$.", "12/50 = 6/25 unsimplified"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.24}$.", "0.24 = 6/25 exactly"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0.0}$", "0.0 for 0"),
    m("x_m_ok_power_half", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{89^{1/2}}$", "89^{1/2} = \\sqrt{89}"),
    m("x_m_ok_sqrt180", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{175}}$", "\\sqrt{175} = 5\\sqrt7 (175 = 25 * 7)"),
    m("x_m_ok_decimal_coef", "B", G_RAD, "correct", "tag", R1_RAD + r"<answer>1.6\pi</answer>", "1.6\\pi = 8\\pi/5 exactly"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "183", "no_answer", "answer_is", ROL + "The answer is not 183.", "the gold negated, nothing after"),
    g("n_box_neq", "A", "183", "no_answer", "boxed", ROL + r"$\boxed{\neq 183}$", "a box holding \\neq gold"),
    g("n_box_x_not_eq", "A", "183", "no_answer", "boxed", ROL + r"$\boxed{x \not= 183}$", "a box holding x \\not= gold"),
    g("n_box_text_wrong", "A", "41900", "wrong", "boxed", SAL + r"$\boxed{41900\text{ (wrong)}}$", "the model marks its boxed value wrong"),
    g("n_strike_only", "A", "216", "no_answer", "hash", EGG + "#### ~~216~~", "struck with ~~ and nothing after"),
    g("n_strike_then_other", "A", "183", "wrong", "hash", ROL_SLIP + "#### ~~183~~ 156", "the gold struck, 156 after"),
    g("n_cross_mark", "A", "171", "wrong", "boxed", LAP + r"$\boxed{171}$ ✗", "a cross mark after the box: the model marks it wrong"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{40\pi}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{3x^2 - 7x - 20}\ 3x^2 + 7x - 20}$", "the gold struck with \\sout, 3x^2 + 7x - 20 after"),
    m("n_m_incorrect_note", "A", G_COMB, "wrong", "boxed", QW_COMB + qbox("1365") + " (incorrect)", "the model marks its own box incorrect"),
    m("n_m_text_not", "A", G_CPX, "no_answer", "boxed", CPX + r". The product is $\boxed{\text{not } 11 + 23i}$.", "a box saying 'not' the gold"),
    m("n_m_html_strike", "A", G_BASE, "no_answer", "boxed", BASE + r" $=$ <s>$\boxed{446}$</s>", "the box struck with <s>, nothing after"),
    g("n_ok_not_other", "B", "183", "correct", "answer_is", ROL + "The answer is not 156 but 183.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "183", "correct", "hash", ROL + "#### ~~156~~ 183", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "171", "correct", "boxed", LAP + r"$\boxed{171}$ ✓", "a check mark after the box"),
    g("n_ok_harmless_not", "B", "0", "correct", "hash", TIX + "#### 0\nNothing is left, not even a dollar.", "a harmless 'not' after the answer"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{35}^{5}\sqrt{7}}{\cancel{7}} = \boxed{5\sqrt{7}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_working", "B", G_ROOTS, "correct", "boxed", ROOTS + r" Note $x = 1$ gives $3 + 7 - 6 = 4 \neq 0$. The roots are $\boxed{-3, \frac{2}{3}}$.", "a \\neq in the working, not in the answer"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{446}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_sout_other", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{\sout{3x^2 + 7x - 20}\ 3x^2 - 7x - 20}$", "the wrong expansion struck, the gold after"),

    # ================================================================ 5. words after a number
    g("u_negative_word", "A", "183", "wrong", "hash", ROL + "#### 183 negative", "'183 negative' is not the count 183 (the issue's '#### 18 negative')"),
    g("u_less", "A", "183", "wrong", "hash", ROL + "#### 183 less", "'183 less' is a difference, not the count (issue)"),
    g("u_fewer", "A", "183", "wrong", "hash", ROL + "#### 183 fewer", "'183 fewer' (issue)"),
    g("u_dozen", "A", "216", "wrong", "hash", EGG + "#### 216 dozen", "216 dozen = 2592 eggs, not the 216 the working counts"),
    g("u_score", "A", "171", "wrong", "hash", LAP + "#### 171 score", "171 score = 3420 (issue: 'score')"),
    g("u_hundred", "A", "171", "wrong", "hash", LAP + "#### 171 hundred", "171 hundred = 17100"),
    g("u_thousand", "A", "41900", "wrong", "answer_is", SAL + "The answer is 41900 thousand dollars.", "41900 thousand = 41,900,000"),
    g("u_million", "A", "41900", "wrong", "hash", SAL + "#### 41.9 million", "41.9 million is not 41,900"),
    g("u_percent_of", "A", "70", "wrong", "answer_is", EXM + "The answer is 70% of 70, which is 49.", "the final value stated is 49"),
    g("u_pairs", "A", "216", "wrong", "hash", EGG + "#### 216 pairs", "216 pairs = 432 eggs"),
    m("u_m_dozen_text", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{446 \text{ dozen}}$", "446 dozen in the box = 5352"),
    g("u_ok_rolls", "B", "183", "correct", "hash", ROL + "#### 183 rolls", "a unit noun after ####"),
    g("u_ok_dollars", "B", "41900", "correct", "answer_is", SAL + "The answer is $41,900 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_percent_word", "B", "70", "correct", "hash", EXM + "#### 70 percent", "the word percent"),
    g("u_ok_minutes_llama", "B", "171", "correct", "answer_is", LL_LAP + "The final answer is: 171 minutes", "Llama line with a unit"),
    g("u_ok_degrees_c", "B", "-9", "correct", "hash", TMP + "#### -9 °C", "a degree sign with C"),
    g("u_ok_eggs_sentence", "B", "216", "correct", "answer_is", EGG + "The answer is 216 eggs in total.", "unit and words after"),
    g("u_ok_dozen_equiv", "B", "216", "correct", "hash", EGG + "That is 18 dozen, i.e. 216 eggs.\n#### 216", "dozen in the prose, the gold marked"),
    g("u_ok_min_abbrev", "B", "171", "correct", "hash", LAP + "#### 171 min", "an abbreviated unit"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{40\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_units_text", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{89}\text{ units}}$", "units text after a surd"),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{8\pi}{5} \text{ radians}}$", "the word radians"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "183", "wrong", "hash", ROL + "#### 183\n\nEdit: 156", "Edit: after the answer, 156"),
    g("r_update", "A", "41900", "wrong", "hash", SAL + "#### 41900\nUpdate: it's actually 40500, the bonus was not paid.", "Update: it's actually 40500"),
    g("r_erratum", "A", "21.91", "wrong", "hash", CHE + "#### 21.91\n\nErratum: 28.17", "Erratum: 28.17"),
    g("r_never_mind", "A", "171", "wrong", "answer_is", LAP + "The answer is 171. Never mind, 152.", "Never mind, 152"),
    g("r_paren_not", "A", "183", "wrong", "hash", ROL + "#### 183 (Not 183; 156.)", "(Not X; Y.) after the answer"),
    g("r_wrong_bang", "A", "70", "wrong", "answer_is", EXM + "The answer is 70. Wrong! 49.", "Wrong! 49"),
    g("r_placeholder", "A", "216", "wrong", "hash", EGG + "#### 216\n\nThe above is a placeholder; real answer TBD.", "debatable: the model withdraws its answer with nothing new; wrong by round 20's convention (no_answer also defensible)", True),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", QW_COMB + qbox("1365") + "\n\nActually, I misread the problem: it asks for $\\binom{15}{3} = 455$, so the answer is $\\boxed{455}$.", "a later box 455"),
    m("r_m_correction_tag", "A", G_CPX, "wrong", "tag", R1_CPX + "<answer>11 + 23i</answer>\nCorrection: <answer>11 + 19i</answer>", "a correction tag after the first"),
    m("r_m_sign_recompute", "A", G_SYS, "wrong", "boxed", QW_SYS + qbox("(6, -5)") + "\n\nHmm, I made a sign error; recomputing, $y = 5$, so the answer is $\\boxed{(6, 5)}$.", "a recomputation to (6, 5)"),
    m("r_m_minerva_edit", "A", G_BASE, "wrong", "minerva", BASE + " $= 446$.\n" + MINERVA.format("$446$") + "\nEdit: the final answer is $464$.", "Edit after a Minerva line: 464"),
    m("r_m_r1_wait_other", "A", G_RAD, "wrong", "boxed", R1_RAD + r1final(r"\frac{8\pi}{5}") + "\n\nWait, I should double-check: $\\frac{288}{180} = \\frac{5}{8}$? Yes, so the answer is $\\boxed{\\frac{5\\pi}{8}}$.", "a wrong second box after the R1 block"),
    g("r_ok_edit_format", "B", "183", "correct", "hash", ROL + "#### 183\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_check", "B", "41900", "correct", "hash", SAL + "#### 41900\n\nCheck: 41900 - 1400 = 40500 = 18 * 2250. ✓", "a check after the answer"),
    g("r_ok_correction_to_gold", "B", "183", "correct", "hash", ROL_SLIP + "#### 156\n\nCorrection: 147 were sold, not 174, so 330 - 147 = 183.\n#### 183", "a correction to the gold"),
    g("r_ok_pleasantry", "B", "21.91", "correct", "hash", CHE + "#### 21.91\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_invented_user", "B", "171", "correct", "boxed", LL_LAP + "The final answer is: $\\boxed{171}$" + EOT_USER + "Thanks! Now what if there were 8 laps?", "text in an invented user turn does not count"),
    g("r_ok_never_mind_gold", "B", "216", "correct", "answer_is", EGG + "The answer is 18. Never mind, that's the dozens; the answer is 216.", "Never mind, then the gold"),
    m("r_m_ok_self_set", "B", G_COMB, "correct", "boxed", QW_COMB + qbox("1365") + "\n\nHere is a similar problem for practice: compute $\\binom{12}{3}$.\n$\\binom{12}{3} = \\frac{12 \\cdot 11 \\cdot 10}{6} = \\boxed{220}$", "a self-set practice problem with its own box after the answer (issue case 4); C(12,3) = 220"),
    m("r_m_ok_restart_cut", "B", G_SEC, "correct", "boxed", LL_SEC + "The final answer is: $\\boxed{40\\pi}$\n\nLet me redo this to be sure.\n## Step 1: Recall the sector formula\nThe area of a sector is", "a cut-off restart of the working after the answer (issue case 4)"),
    m("r_m_ok_verify", "B", G_RAD, "correct", "boxed", R1_RAD + r1final(r"\frac{8\pi}{5}") + "\n\nVerification: $\\frac{8\\pi}{5} \\cdot \\frac{180}{\\pi} = 288$. ✓", "a verification after the R1 block"),
    m("r_m_ok_update_gold", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{3, -\frac{2}{3}}$" + "\n\nUpdate: the signs were flipped; it's actually $x = -3$ and $x = \\frac{2}{3}$, so $\\boxed{-3, \\frac{2}{3}}$.", "an update to the gold"),
    m("r_m_ok_im_user_tail", "B", G_CPX, "correct", "boxed", CPX + r" $= 11 + 23i$." + "\n" + qbox("11 + 23i") + IM_USER + "What is $(7 - i)(2 - 3i)$?", "an invented next user turn after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refuse", "A", "183", "no_answer", "none", "> #### 183\n\nI cannot solve this.", "a quoted #### then a refusal (issue)"),
    m("q_m_you_asked", "A", G_BASE, "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{446}$." I cannot.', "the gold only in the quoted request (issue)"),
    g("q_two_parts", "A", "183", "wrong", "answer_is", "183 for part (a) and 156 for part (b).", "the problem has one part; two final values (issue: other-part statement)"),
    g("q_teacher_said", "A", "183", "wrong", "answer_is", ROL_SLIP + "My teacher said 183, but I get 156.\nThe answer is 156.", "the gold only reported"),
    g("q_if_then", "A", "41900", "no_answer", "none", "If the bonus were included, the answer would be 41900.", "only a hypothetical"),
    g("q_classmate_wrote", "A", "216", "wrong", "hash", 'A classmate wrote "#### 216", but I think each carton holds 10 eggs, so 18 * 10 = 180.\n#### 180', "the gold in a quoted ####, final 180"),
    m("q_m_invented_turn", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{455}$" + IM_USER + "The answer is 1365.", "the gold only in an invented user turn"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $11 + 23i$; we would then need to check it.", "only a supposition"),
    m("q_m_key_says", "A", G_REP, "wrong", "boxed", r"The answer key says $\boxed{\frac{7}{33}}$, but I read $0.\overline{21}$ as $0.21$, so I answer $\boxed{\frac{21}{100}}$.", "the gold only in a reported answer key"),
    m("q_m_hypo_radius", "A", G_SEC, "wrong", "boxed", r"If the radius were 12, the area would be $\boxed{40\pi}$; but I take the radius to be 6, so the area is $\frac{5}{18} \cdot 36\pi = \boxed{10\pi}$.", "the gold under a hypothetical, final 10\\pi (5/18 * 36 = 10)"),
    g("q_format_example", "A", "183", "no_answer", "none", 'The answer should be written like "#### 183". I could not finish the problem.', "the gold only in a format example, then a refusal"),
    m("q_m_format_box", "A", G_BASE, "no_answer", "none", "The instructions say to write the answer as $\\boxed{446}$-style boxes. I am not sure how to convert from base 5.", "a box in a description of the format, no answer"),
    g("q_ok_friend_wrong", "B", "183", "correct", "answer_is", ROL + "My friend said 156, but that used 174.\nThe answer is 183.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "21.91", "correct", "hash", '> "3.5 pounds at $6.26 a pound"\n\n' + CHE + "#### 21.91", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "41900", "correct", "hash", SAL + "#### 41900\n\nIf there were no bonus, it would be 40500.", "a hypothetical after the committed answer"),
    g("q_ok_teacher_agrees", "B", "70", "correct", "hash", EXM + 'As the teacher said, "70% passed", and my work agrees.\n#### 70', "a quotation agreeing, then the own ####"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" $= \boxed{446}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|2x + 1| \le 6$." + "\n\n" + INT + r" So $x \in \boxed{\left[-\frac{7}{2}, \frac{5}{2}\right]}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_ZERO, "correct", "boxed", r"Suppose $f(3) = 1$; that fails, since " + ZERO + r" $= \boxed{0}$.", "a supposition refuted, then the box"),
    m("q_m_ok_r1_quote_in_think", "B", G_COMB, "correct", "tag", '<think>\nThe user asks: "What is $\\binom{15}{4}$?" ' + COMB + " $= 1365$.\n</think>\n\n<answer>1365</answer>", "the question quoted in the thinking"),
    m("q_m_ok_hypothetical_first", "B", G_SYS, "correct", "boxed", r"If we subtracted the equations we would get $-x + 2y = -16$, which does not help. " + QW_SYS + qbox("(6, -5)"), "a hypothetical route first, then the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "183", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "183", "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_nul_other", "A", "183", "wrong", "hash", ROL_SLIP + "#### 15\x006", "a NUL inside 156"),
    g("b_fullwidth_other", "A", "183", "wrong", "hash", ROL_SLIP + "#### １５６", "full-width 156"),
    g("b_bom_other", "A", "183", "wrong", "hash", "\ufeff" + ROL_SLIP + "#### 156", "a BOM then 156"),
    g("b_zero_width_other", "A", "183", "wrong", "hash", ROL_SLIP + "#### 15\u200b6", "a zero-width space inside 156 (15 or 156: neither is 183)"),
    g("b_rtl_override", "A", "183", "wrong", "hash", ROL_SLIP + "#### \u202e381", "a right-to-left override: the text is 381, shown as 183"),
    g("b_huge_number", "A", "183", "wrong", "hash", ROL_SLIP + "#### " + "9" * 5000, "a 5000-digit number"),
    g("b_control_chars_other", "A", "183", "wrong", "hash", ROL_SLIP + "#### 156\x07\x1b[0m", "control characters after 156"),
    m("b_m_gold_boxed_other", "A", r"\boxed{446}", "wrong", "boxed", BASE + r" $= \boxed{464}$", "a gold stored boxed; the model's 464"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{136", "cut inside the box"),
    m("b_m_deep_braces_other", "A", G_BASE, "wrong", "boxed", r"$\boxed{" + "{" * 300 + "464" + "}" * 300 + "}$", "300 nested braces around 464"),
    g("b_ok_bom", "B", "183", "correct", "hash", "\ufeff" + ROL + "#### 183", "a BOM first"),
    g("b_ok_crlf", "B", "41900", "correct", "hash", (SAL + "#### 41900").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "183", "correct", "hash", ROL + "#### １８３", "full-width digits"),
    g("b_ok_gold_space", "B", " 183 ", "correct", "hash", ROL + "#### 183", "a gold with spaces"),
    g("b_ok_nbsp", "B", "183", "correct", "hash", ROL + "####\u00a0183", "a no-break space after ####"),
    g("b_ok_tab", "B", "183", "correct", "hash", ROL + "####\t183", "a tab after ####"),
    g("b_ok_long_prefix", "B", "183", "correct", "hash", "Let me think. " * 2000 + "\n" + ROL + "#### 183", "28,000 characters of filler before the working"),
    g("b_ok_emoji", "B", "183", "correct", "hash", ROL + "#### 183 🎉", "an emoji after the answer"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{446}", "correct", "boxed", BASE + r" $= \boxed{446}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{7}{33}$", "correct", "boxed", REP + r" $= \boxed{\frac{7}{33}}$", "debatable: a gold stored in math mode; equal in value", True),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{40\pi}$", "a gold with a trailing newline"),
    # ================================================================ more MATH probes (balance GSM8K / MATH)
    m("t_m_ok_minerva_in_tag", "B", G_REP, "correct", "tag", th(REP + r" $= \frac{7}{33}$." + "\n") + "<answer>" + MINERVA.format(r"$\frac{7}{33}$") + "</answer>", "a Minerva line inside the tag"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in \left[-\frac{7}{2}, \frac{5}{2}\right]$</answer>", "x \\in an interval in the tag"),
    m("h_m_so_answer_hash_other", "A", G_PROB, "wrong", "hash", PROB + ".\nSo the answer is #### \\frac{12}{25}", "12/25 is twice 6/25"),
    m("h_m_final_hash_swapped", "A", G_SYS, "wrong", "hash", SYS + "\nFinal Answer: #### (-5, 6)", "the pair swapped after Final Answer: ####"),
    m("h_m_ok_so_answer_hash_frac", "B", G_PROB, "correct", "hash", PROB + " $= \\frac{6}{25}$.\nSo the answer is #### \\frac{6}{25}", "a fraction after phrase and ####"),
    m("h_m_ok_pair_hash", "B", G_SYS, "correct", "hash", SYS + "\nThe answer is: #### (6, -5)", "a pair after phrase and ####"),
    m("x_m_open_interval", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{\left(-\frac{7}{2}, \frac{5}{2}\right)}$.", "an open interval for a closed one"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{3x^2 - 7x + 20}$", "the constant's sign flipped"),
    m("x_m_ok_poly_reordered", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-20 - 7x + 3x^2}$", "the same polynomial, terms reordered"),
    m("u_m_thousand_text", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{446 \text{ thousand}}$", "446 thousand is not 446"),
    m("u_m_negative_text", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1365 \text{ negative}}$", "'1365 negative' is not 1365"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", QW_COMB + qbox(r"1365 \text{ ways}"), "the word ways in the box"),
    m("u_m_ok_subscript10", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{446_{10}}$", "a base-10 subscript"),
    m("q_m_two_parts", "A", G_COMB, "wrong", "answer_is", r"$\binom{15}{4} = 1365$ for part (a) and $\binom{15}{3} = 455$ for part (b).", "two final values for a one-part problem (issue: other-part statement)"),
    m("b_m_fullwidth_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{４６４}$", "full-width 464"),
    m("b_m_nul_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{11 + 2\x003i}$".replace("\\x00", "\x00"), "a NUL inside 23i"),
    m("b_m_ok_crlf", "B", G_COMB, "correct", "boxed", (QW_COMB + qbox("1365")).replace("\n", "\r\n"), "CRLF line ends in a Qwen completion"),
    m("b_m_ok_bom", "B", G_RAD, "correct", "tag", "\ufeff" + R1_RAD + r"<answer>\frac{8\pi}{5}</answer>", "a BOM before an R1 completion"),
]
# fmt: on

DECISIONS = {
    "r_placeholder": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention); no_answer would also reject",
    ),
    "b_m_ok_gold_dollars": (
        "accept",
        "a gold stored with its $...$ delimiters is the same value; the completion boxes 7/33",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam32", CASES, [], DECISIONS)
