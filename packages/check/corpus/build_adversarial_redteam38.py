r"""Build adversarial_redteam38.jsonl: a thirty-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam38", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader, and handed over BEFORE any scoring. Not model output. Read: issue 25 (`issues
show 25`), corpus/README.md ("How labels were made" and the sources table, to avoid reused problems),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure, conventions, label rules).
Labels were made by reading; python was used for arithmetic only, never on probe text.

Aim of this round: the issue's own hostile examples generalised by an author who varies every surface
feature. Near-zero and tolerance traps (exact values against decimals, tiny extra terms in sums,
products, powers, trig and complex parts); negation and annotation (\neq, \not=, \ne, 'not', ~~ ~~,
\sout, \cancel, \xcancel, <del>, <s>, '(wrong)', '(incorrect)', '[draft]', cross marks); words after a
number (units against comparison, negation and count words); retraction markers after the answer in
many phrasings and languages (English, French, German, Spanish, Chinese, Japanese, Russian); quoted,
reported, hypothetical and other-part statements; bad input (lone surrogates, NUL, control
characters, BOM, RTL marks, zero-width characters, very long lines, huge numbers). Each kind-A trick
is paired with kind-B right answers in forms real models write. New problem shapes: ages,
work-rate, remainders, rates of change, logarithms, probabilities, sequences, modular arithmetic,
geometry.

Problems and golds (arithmetic checks in the comments by each working):
GSM8K: grandmother 4 times her granddaughter's age, twice it in 20 years -> 40 (slip: 10, the
granddaughter); pumps filling a pool in 6 h and 9 h together -> 3.6 h (slip: 7.5, the average);
389 cupcakes in boxes of 12 -> 5 left over (slip: 32 boxes); a 60 m rope cut into 8 pieces of
7.5 m -> 0 m left; $120 balance less three $65.40 checks -> -76.20; 4 notebooks at $2.85 and a
$1.65 pen -> 13.05; a price rising from $80 to $92 -> 15 % (slip: 12, the dollar rise); 1,375
widgets a day for 24 days -> 33,000 (slip: 23 days, 31,625).
MATH: log_2(32\sqrt2) -> 11/2; two blue from 5 red and 3 blue -> 3/28; the hypotenuse of legs 3 and 9
-> 3\sqrt{10}; \tan(\pi/6) -> \sqrt3/3; (1 + 2i)(3 - i) -> 5 + 5i (slip i^2 = 1: 1 + 5i); the
circumference of a circle of radius 4.5 -> 9\pi; g(x) = x^2 - 5x + 6 at x = 3 -> 0; x^2 - 2x - 15 < 0
-> (-3, 5); the 15th term of 4, 9, 14, ... -> 74 (slip 16th term: 79); 7^{23} mod 5 -> 3; 3202_4 ->
226.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact against decimal); `n_` negation, strike-out,
annotation; `u_` words after a number; `r_` retractions after the answer and harmless after-text;
`q_` quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can
hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a refusal) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; an exact expression
that differs from the gold by any nonzero amount, however tiny, is `wrong`; a value the model itself
marks wrong is `wrong`; an explicit correction after an answer makes the corrected value the final
one; a check, note or pleasantry after a committed answer does not replace it; text in an invented
next turn or a self-set practice problem does not count; in an <answer> tag a sentence, an equation
chain or a box is read for the value it states; a comparison or count word after the number
("less", "fewer", "more", "dozen", "score", "pairs", "times", "squared") makes the stated quantity a
different one (`wrong`, as the issue's own examples), while a unit word does not. A NUL anywhere
makes the pair bad input (used here only in kind-A probes). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Lone surrogates cannot be written as UTF-8, so the probes holding one carry a private-use marker
that this script turns, after write_probes, into the JSON escape `\ud800` / `\udfff` in the file
(as the issue's own example `{"completion": "#### 18 \ud800", ...}`): json.loads gives back the lone
surrogate.

Size: 250 probes, kind A 131 / B 119 (48 % B); GSM8K 132 / MATH 118; 5 debatable, each with a
decision.

Usage: python packages/check/corpus/build_adversarial_redteam38.py
"""

from corpus_build import (
    HERE,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    r1final,
    th,
    write_probes,
)

SOURCE = "adversarial_redteam38"
# Private-use markers replaced after writing by the JSON escapes of lone surrogates.
SURR_HI = "\U000f0001"  # -> \ud800
SURR_LO = "\U000f0002"  # -> \udfff

# ================================================================ GSM8K-style working
# --- ages: gold 40. Granddaughter x, grandmother 4x; 4x + 20 = 2(x + 20) -> 2x = 20 -> x = 10;
#     grandmother 4 * 10 = 40. Check: in 20 years 60 and 30, 60 = 2 * 30. Slip: 10 (granddaughter).
AGE = "Let the granddaughter be x years old, so the grandmother is 4x.\nIn 20 years: 4x + 20 = 2(x + 20), so 2x = 20 and x = 10.\nThe grandmother is 4 * 10 = <<4*10=40>>40 years old.\n"
AGE_SLIP = "Let the granddaughter be x years old, so the grandmother is 4x.\nIn 20 years: 4x + 20 = 2(x + 20), so 2x = 20 and x = 10.\n"
# --- pumps: gold 3.6. 1/6 + 1/9 = 3/18 + 2/18 = 5/18 per hour; 18/5 = 3.6 h (= 216 min).
#     Slip: the average (6 + 9) / 2 = 7.5. Wrong rate read as time: 5/18 (= 0.2777...).
PUMP = "Pump A fills 1/6 of the pool per hour and pump B fills 1/9.\nTogether: 1/6 + 1/9 = 3/18 + 2/18 = 5/18 of the pool per hour.\nSo the pool fills in 18/5 = <<18/5=3.6>>3.6 hours.\n"
PUMP_AVG = "Working together, they take the average time: (6 + 9) / 2 = <<(6+9)/2=7.5>>7.5 hours.\n"
# --- cupcakes: gold 5 left over. 12 * 32 = 384; 389 - 384 = 5; 12 * 33 = 396 > 389. Slip: 32 boxes.
#     389 in boxes of 10: 38 * 10 = 380, 9 left.
CUP = "12 * 32 = <<12*32=384>>384, and 389 - 384 = <<389-384=5>>5, so 32 boxes are filled and 5 cupcakes are left over.\n"
CUP_SLIP = "389 / 12 = 32 remainder 5, so 32 boxes are filled.\n"
# --- rope: gold 0. 8 * 7.5 = 60; 60 - 60 = 0.
# ROPE_W: the same pieces, with no stated remainder (for the near-zero finals): 8 * 7.5 = 60.
ROPE_W = "8 pieces of 7.5 m use 8 * 7.5 = <<8*7.5=60>>60 m of the 60 m rope.\n"
ROPE = "8 pieces of 7.5 m use 8 * 7.5 = <<8*7.5=60>>60 m, so 60 - 60 = <<60-60=0>>0 m of rope is left.\n"
# --- bank: gold -76.2. 3 * 65.40 = 196.20; 120 - 196.20 = -76.20 (check 196.20 - 120 = 76.20).
#     Wrong: 76.20 (sign lost), -67.20 (digits swapped), -76.02.
BANK = "Three checks of $65.40 total 3 * 65.40 = <<3*65.40=196.20>>196.20 dollars.\nThe balance is 120 - 196.20 = <<120-196.20=-76.20>>-76.20 dollars.\n"
# --- notebooks: gold 13.05. 4 * 2.85 = 11.40; 11.40 + 1.65 = 13.05. Wrong: 13.5, 13.1, 11.4.
NOTE = "4 notebooks at $2.85 cost 4 * 2.85 = <<4*2.85=11.40>>11.40 dollars; with the $1.65 pen, 11.40 + 1.65 = <<11.40+1.65=13.05>>13.05 dollars.\n"
# --- price rise: gold 15. 92 - 80 = 12; 12 / 80 = 0.15 = 15 %. Slip: 12 (the dollars);
#     12 / 92 = 0.1304... (wrong base).
RISE = "The price rises by 92 - 80 = <<92-80=12>>12 dollars, and 12 / 80 * 100 = <<12/80*100=15>>15 percent.\n"
RISE_SLIP = "The price rises by 92 - 80 = <<92-80=12>>12 dollars.\n"
# --- widgets: gold 33000. 1375 * 24 = 27500 + 5500 = 33000. Slip 23 days: 27500 + 4125 = 31625.
WID = "1,375 widgets a day for 24 days is 1375 * 24 = <<1375*24=33000>>33000 widgets.\n"
WID_SLIP = "1,375 widgets a day for 23 days is 1375 * 23 = <<1375*23=31625>>31625 widgets.\n"

# ================================================================ MATH working
G_LOG = r"\frac{11}{2}"  # 32 sqrt2 = 2^5 * 2^(1/2) = 2^(11/2); 2^5.5 = 45.2548 = 32 * 1.41421
LOG = r"$32\sqrt{2} = 2^5 \cdot 2^{1/2} = 2^{11/2}$, so $\log_2(32\sqrt{2}) = \frac{11}{2}$"
LOG_W = r"$32\sqrt{2} = 2^5 \cdot 2^{1/2}$"
G_PRB = r"\frac{3}{28}"  # C(3,2) = 3 blue pairs of C(8,2) = 28; 3/28 = 0.10714...; both red 10/28 = 5/14
PRB = r"There are $\binom{3}{2} = 3$ blue pairs among $\binom{8}{2} = 28$ pairs"
G_HYP = r"3\sqrt{10}"  # 9 + 81 = 90 = 9 * 10; sqrt90 = 9.48683...; slip 1 + 81 = 82
HYP = r"$c = \sqrt{3^2 + 9^2} = \sqrt{9 + 81} = \sqrt{90}$"
G_TAN = (
    r"\frac{\sqrt{3}}{3}"  # (1/2) / (sqrt3/2) = 1/sqrt3 = sqrt3/3 = 0.57735...; tan(pi/3) = sqrt3
)
TAN = r"$\tan\frac{\pi}{6} = \frac{1/2}{\sqrt{3}/2} = \frac{1}{\sqrt{3}}$"
G_CPX = "5 + 5i"  # 3 - i + 6i - 2i^2 = 3 + 5i + 2 = 5 + 5i; slip i^2 = 1: 3 + 5i - 2 = 1 + 5i
CPX = r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i + 2$"
CPX_SLIP = r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i - 2$"
G_CIRC = r"9\pi"  # 2 * pi * 4.5 = 9 pi = 28.2743...; r = 5 gives 10 pi; area 20.25 pi
CIRC = r"The circumference is $2\pi r = 2\pi \cdot 4.5$"
G_ZERO = "0"  # 9 - 15 + 6 = 0
ZERO = r"$g(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6$"
G_INT = "(-3, 5)"  # (x - 5)(x + 3) = x^2 - 2x - 15 < 0 between the roots -3 and 5
INT = r"$x^2 - 2x - 15 = (x - 5)(x + 3) < 0$ exactly between the roots $-3$ and $5$"
G_SEQ = "74"  # d = 5; a_15 = 4 + 14 * 5 = 74; a_16 = 79
SEQ = r"The common difference is $5$, so $a_{15} = 4 + 14 \cdot 5$"
G_MOD = "3"  # 7 = 2 mod 5; 2^4 = 16 = 1; 2^23 = (2^4)^5 * 2^3 = 8 = 3 mod 5 (pow(7, 23, 5) = 3)
MOD = r"$7 \equiv 2 \pmod 5$ and $2^4 = 16 \equiv 1$, so $7^{23} \equiv (2^4)^5 \cdot 2^3 \equiv 8 \equiv 3 \pmod 5$"
G_BASE = "226"  # 3 * 64 + 2 * 16 + 0 * 4 + 2 = 192 + 32 + 2 = 226; 12_4 = 6
BASE = r"$3202_4 = 3 \cdot 64 + 2 \cdot 16 + 0 \cdot 4 + 2$"

LONG_LINE = (
    "Let me restate the given quantities carefully once more. " * 900
)  # about 51,000 characters

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "40", "wrong", "tag", th(AGE_SLIP) + "<answer>The granddaughter is 10 years old.</answer>", "a sentence in the tag states 10"),
    g("t_equation_slip", "A", "3.6", "wrong", "tag", th(PUMP_AVG) + "<answer>(6 + 9) / 2 = 7.5</answer>", "an equation chain ending 7.5"),
    g("t_box_neq", "A", "5", "no_answer", "tag", th(CUP) + r"<answer>\boxed{\neq 5}</answer>", "a box holding \\neq gold in the tag"),
    g("t_unclosed_other", "A", "5", "wrong", "tag", th(CUP_SLIP) + "<answer>32", "an unclosed tag holding 32"),
    g("t_two_tags_last_other", "A", "15", "wrong", "tag", th(RISE) + "<answer>15</answer>\n<answer>12</answer>", "two tags, the last 12"),
    g("t_answer_in_think_only", "A", "33000", "wrong", "tag", "<think>\n" + WID + "So <answer>33000</answer> would be it, but wait, the first day is a setup day.\n" + WID_SLIP + "</think>\n<answer>31625</answer>", "a tag inside the thinking holds the gold; the real tag 31625"),
    g("t_hash_in_tag_other", "A", "-76.2", "wrong", "tag", th(BANK) + "<answer>#### 76.20</answer>", "#### in the tag with the sign lost"),
    m("t_m_sentence_decimal", "A", G_TAN, "wrong", "tag", th(TAN + "\n") + "<answer>The value is about 0.577.</answer>", "a decimal sentence for \\sqrt3/3"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX_SLIP + "\n") + r"<answer>$\boxed{1 + 5i}$</answer>", "a box in the tag with the slip 1 + 5i"),
    m("t_m_struck", "A", G_LOG, "no_answer", "tag", th(LOG + ".\n") + r"<answer>~~$\frac{11}{2}$~~</answer>", "the gold struck out in the tag, nothing else"),
    m("t_m_placeholder", "A", G_SEQ, "no_answer", "tag", th(SEQ + " = 74.\n") + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    m("t_m_phrase_other", "A", G_SEQ, "wrong", "tag", th(SEQ + " = 74.\n") + "<answer>The answer is 79.</answer>", "a phrase in the tag states 79 (the 16th term)"),
    g("t_ok_sentence", "B", "40", "correct", "tag", th(AGE) + "<answer>The grandmother is 40 years old.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "3.6", "correct", "tag", th(PUMP) + "<answer>18/5 = 3.6 hours</answer>", "an equation chain with a unit"),
    g("t_ok_box_comma", "B", "33000", "correct", "tag", th(WID) + r"<answer>\boxed{33,000}</answer>", "a box with a thousands comma"),
    g("t_ok_neg_dollar", "B", "-76.2", "correct", "tag", th(BANK) + "<answer>The balance is -$76.20.</answer>", "a minus before the dollar sign"),
    g("t_ok_hash_in_tag", "B", "5", "correct", "tag", th(CUP) + "<answer>#### 5</answer>", "#### inside the tag"),
    g("t_ok_unclosed", "B", "13.05", "correct", "tag", th(NOTE) + "<answer>$13.05", "a tag never closed"),
    m("t_m_ok_box", "B", G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>$\boxed{5+5i}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_INT, "correct", "tag", th(INT + ".\n") + r"<answer>The solution set is $x \in (-3, 5)$.</answer>", "a sentence with x \\in in the tag"),
    m("t_m_ok_equation", "B", G_HYP, "correct", "tag", th(HYP + "\n") + r"<answer>$\sqrt{90} = 3\sqrt{10}$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_final_answer", "B", G_MOD, "correct", "tag", th(MOD + "\n") + "<answer>Final answer: 3</answer>", "a Final answer phrase in the tag"),
    m("t_m_ok_paren_math", "B", G_PRB, "correct", "tag", th(PRB + ".\n") + r"<answer>\(\frac{3}{28}\)</answer>", "\\( \\) math in the tag"),
    m("t_m_ok_tag_chain", "B", G_CIRC, "correct", "tag", th(CIRC + ".\n") + r"<answer>$C = 2\pi(4.5) = 9\pi$</answer>", "an equation chain C = ... = 9\\pi in the tag"),
    m("t_m_ok_left_right", "B", G_INT, "correct", "tag", th(INT + ".\n") + r"<answer>\left( -3, 5 \right)</answer>", "\\left( \\right) in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_hash_other", "A", "13.05", "wrong", "hash", NOTE + "So the answer is #### 13.5", "the phrase then #### 13.5"),
    g("h_final_answer_hash_empty", "A", "40", "no_answer", "hash", AGE + "Final Answer: ####", "an empty #### after Final Answer; the gold only in the working"),
    g("h_answer_hash_hedge", "A", "15", "wrong", "hash", RISE + "Answer: #### 15 or 12", "a hedge after ####"),
    g("h_hash_then_phrase_other", "A", "5", "wrong", "hash", CUP + "#### 5\nSo the answer is 32.", "#### 5 then a phrase stating 32"),
    g("h_phrase_gold_hash_other", "A", "33000", "wrong", "hash", WID + "The answer is 33000.\n#### 31625", "phrase 33000, #### 31625: two different final answers"),
    g("h_bold_hash_sign_lost", "A", "-76.2", "wrong", "hash", BANK + "**Final Answer:** #### 76.20", "the #### value drops the sign of the balance the working computes"),
    m("h_m_phrase_hash_other", "A", G_SEQ, "wrong", "hash", SEQ + " = 74.\nSo the answer is #### 79", "#### 79 after the working's 74"),
    m("h_m_answer_hash_decimal", "A", G_CIRC, "wrong", "hash", CIRC + r" $= 9\pi$." + "\nAnswer: #### 28.27", "a decimal for 9\\pi"),
    m("h_m_answer_hash_empty", "A", G_BASE, "no_answer", "hash", BASE + " = 226.\nThe answer is: ####", "an empty ####"),
    g("h_ok_so", "B", "40", "correct", "hash", AGE + "So the answer is #### 40", "So the answer is ####"),
    g("h_ok_answer_is_colon", "B", "3.6", "correct", "hash", PUMP + "The answer is: #### 3.6", "The answer is: ####"),
    g("h_ok_final_answer", "B", "5", "correct", "hash", CUP + "Final Answer: #### 5", "Final Answer: ####"),
    g("h_ok_answer_comma", "B", "33000", "correct", "hash", WID + "Answer: #### 33,000", "Answer: #### with a comma"),
    g("h_ok_therefore_neg", "B", "-76.2", "correct", "hash", BANK + "Therefore, the answer is #### -76.20", "a negative value after the phrase and ####"),
    g("h_ok_bold_dollar", "B", "13.05", "correct", "hash", NOTE + "**Answer:** #### $13.05", "bold Answer, ####, a dollar sign"),
    g("h_ok_thus_percent", "B", "15", "correct", "hash", RISE + "Thus the answer is #### 15%", "Thus the answer is #### with %"),
    m("h_m_ok_so", "B", G_MOD, "correct", "hash", MOD + ".\nSo the answer is #### 3", "a MATH answer after So the answer is ####"),
    m("h_m_ok_final_answer", "B", G_BASE, "correct", "hash", BASE + " = 226.\nFinal Answer: #### 226", "Final Answer: #### in MATH"),
    m("h_m_ok_latex", "B", G_LOG, "correct", "hash", LOG + ".\nThe answer is: #### \\frac{11}{2}", "LaTeX after ####"),
    m("h_m_ok_interval_hash", "B", G_INT, "correct", "hash", INT + ".\nThe answer is: #### (-3, 5)", "an interval after ####"),

    # ================================================================ 3. exactness
    g("x_zero_tiny", "A", "0", "wrong", "hash", ROPE_W + "#### 0.001", "0.001 against gold 0"),
    g("x_zero_sci", "A", "0", "wrong", "hash", ROPE_W + "#### 1e-9", "1e-9 against gold 0"),
    g("x_zero_neg_tiny", "A", "0", "wrong", "hash", ROPE_W + "#### -0.0000001", "-1e-7 against gold 0"),
    g("x_pump_rounded", "A", "3.6", "wrong", "hash", PUMP + "#### 3.59", "3.59 against 3.6"),
    g("x_money_rounded", "A", "13.05", "wrong", "hash", NOTE + "#### 13.1", "rounded to 13.1"),
    g("x_widget_off_one", "A", "33000", "wrong", "hash", WID + "#### 33001", "33001: relative error 3e-5"),
    g("x_bank_digits", "A", "-76.2", "wrong", "hash", BANK + "#### -76.02", "-76.02 against -76.2"),
    m("x_m_zero_pi_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\pi \cdot 10^{-80}}$", "\\pi 10^{-80} against gold 0"),
    m("x_m_zero_sin_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-90})}$", "sin(10^{-90}) is not 0"),
    m("x_m_zero_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-200}}$", "e^{-200} is not 0"),
    m("x_m_zero_frac", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\frac{1}{10^{60}}}$", "1/10^60 is not 0"),
    m("x_m_zero_sqrt_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sqrt{10^{-120}}}$", "sqrt(10^{-120}) = 10^{-60}"),
    m("x_m_circ_plus_tiny", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{9\pi + 10^{-40}}$", "9\\pi plus a tiny term"),
    m("x_m_circ_times_tiny", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{9\pi(1 + 10^{-30})}$", "9\\pi times (1 + 10^{-30})"),
    m("x_m_circ_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx \boxed{28.2743}$", "a decimal for 9\\pi"),
    m("x_m_seq_tiny_imag", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{74 + 10^{-50} i}$", "a tiny imaginary part"),
    m("x_m_cpx_tiny_real", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 + 10^{-45} + 5i}$", "a tiny extra real part"),
    m("x_m_cpx_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 + (5 + 10^{-45})i}$", "a tiny extra imaginary part"),
    m("x_m_seq_cos_tiny", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{74\cos(10^{-80})}$", "cos(10^{-80}) is not 1"),
    m("x_m_hyp_power_tiny", "A", G_HYP, "wrong", "boxed", HYP + r" $= \boxed{90^{\frac{1}{2} + 10^{-40}}}$", "the exponent off by 10^{-40}"),
    m("x_m_log_minus_tiny", "A", G_LOG, "wrong", "boxed", LOG_W + r", so the answer is $\boxed{\frac{11}{2} - 10^{-60}}$", "11/2 less a tiny term"),
    m("x_m_base_exp_tiny", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{226 + e^{-500}}$", "226 plus e^{-500}"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN + r" $\approx \boxed{0.5774}$", "a decimal for \\sqrt3/3"),
    m("x_m_prob_decimal", "A", G_PRB, "wrong", "boxed", PRB + r", so the probability is $\approx \boxed{0.107}$", "0.107 for 3/28 = 0.10714..."),
    m("x_m_hyp_decimal", "A", G_HYP, "wrong", "boxed", HYP + r" $\approx \boxed{9.487}$", "a decimal for 3\\sqrt{10}"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", ROPE + "#### 0.0", "0.0 for 0"),
    g("x_ok_zero_two_places", "B", "0", "correct", "hash", ROPE + "#### 0.00", "0.00 for 0"),
    g("x_ok_pump_fraction", "B", "3.6", "correct", "boxed", PUMP + r"The answer is $\boxed{\frac{18}{5}}$ hours.", "18/5 = 3.6 exactly"),
    g("x_ok_pump_trailing", "B", "3.6", "correct", "hash", PUMP + "#### 3.60", "a trailing zero"),
    g("x_ok_widget_point_zero", "B", "33000", "correct", "hash", WID + "#### 33000.0", "33000.0"),
    g("x_ok_bank_one_place", "B", "-76.2", "correct", "hash", BANK + "#### -76.2", "-76.2 for -76.20"),
    g("x_ok_money_dollar", "B", "13.05", "correct", "hash", NOTE + "#### $13.05", "a dollar sign"),
    m("x_m_ok_log_decimal", "B", G_LOG, "correct", "boxed", LOG_W + r", so the answer is $\boxed{5.5}$", "5.5 = 11/2 exactly"),
    m("x_m_ok_log_unsimplified", "B", G_LOG, "correct", "boxed", LOG_W + r", so the answer is $\boxed{\frac{22}{4}}$", "22/4 = 11/2 unsimplified"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$", "plain 0"),
    m("x_m_ok_circ_dfrac", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{\dfrac{18\pi}{2}}$", "18\\pi/2 = 9\\pi"),
    m("x_m_ok_tan_recip", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\frac{1}{\sqrt{3}}}$", "1/\\sqrt3 = \\sqrt3/3"),
    m("x_m_ok_tan_slash", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\sqrt{3}/3}$", "\\sqrt3/3 with a slash"),
    m("x_m_ok_hyp_sqrt90", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{\sqrt{90}}$", "\\sqrt{90} = 3\\sqrt{10}"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5i + 5}$", "5i + 5"),
    m("x_m_ok_prob_unsimplified", "B", G_PRB, "correct", "boxed", r"Ordered draws: $\frac{3 \cdot 2}{8 \cdot 7} = \boxed{\frac{6}{56}}$", "6/56 = 3/28"),
    m("x_m_ok_seq_decimal", "B", G_SEQ, "correct", "boxed", SEQ + r" $= \boxed{74.0}$", "74.0 = 74"),
    m("x_m_ok_tfrac", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\tfrac{\sqrt3}{3}}$", "\\tfrac with \\sqrt3 unbraced"),
    m("x_m_ok_prob_dfrac", "B", G_PRB, "correct", "boxed", PRB + r", so the probability is $\boxed{\dfrac{3}{28}}$.", "\\dfrac"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0.0}$", "0.0 for 0"),
    m("x_m_ok_circ_pi_first", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{\pi \cdot 9}$", "\\pi \\cdot 9"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_neq_box", "A", "40", "no_answer", "boxed", AGE + r"$\boxed{\neq 40}$", "a box holding \\neq gold"),
    g("n_ne_var_box", "A", "40", "no_answer", "boxed", AGE + r"$\boxed{x \ne 40}$", "a box holding x \\ne gold"),
    g("n_not_equal_word", "A", "3.6", "no_answer", "answer_is", PUMP + "The answer is not equal to 3.6 hours.", "the gold negated in words, nothing after"),
    g("n_strike_tilde", "A", "5", "no_answer", "hash", CUP + "#### ~~5~~", "struck with ~~, nothing after"),
    g("n_strike_del", "A", "33000", "no_answer", "hash", WID + "#### <del>33000</del>", "struck with <del>, nothing after"),
    g("n_strike_s_other", "A", "33000", "wrong", "hash", WID_SLIP + "#### <s>33000</s> 31625", "the gold struck with <s>, 31625 after"),
    g("n_annot_wrong", "A", "-76.2", "wrong", "hash", BANK + "#### -76.20 (wrong)", "the model marks its answer wrong"),
    g("n_annot_incorrect", "A", "13.05", "wrong", "boxed", NOTE + r"$\boxed{13.05}$ (incorrect)", "(incorrect) after the box"),
    g("n_annot_draft", "A", "15", "no_answer", "hash", RISE + "#### 15 [draft]", "debatable: a value marked [draft] is not committed; no_answer or wrong, kind A either way", True),
    g("n_cross_emoji", "A", "0", "wrong", "hash", ROPE + "#### 0 ❌", "a cross mark after the answer"),
    m("n_m_not_eq_box", "A", G_MOD, "no_answer", "boxed", MOD.replace(r" \equiv 3 \pmod 5", "") + r". The remainder is $\boxed{\not= 3}$.", "a box holding \\not= gold"),
    m("n_m_neq_var_box", "A", G_SEQ, "no_answer", "boxed", SEQ + r", so $\boxed{a_{15} \neq 74}$", "a box holding a_15 \\neq gold"),
    m("n_m_cancel", "A", G_LOG, "no_answer", "boxed", LOG + r" $= \boxed{\cancel{\frac{11}{2}}}$", "a cancelled box"),
    m("n_m_xcancel", "A", G_CIRC, "no_answer", "boxed", CIRC + r" $= \boxed{\xcancel{9\pi}}$", "an \\xcancel box"),
    m("n_m_sout_other", "A", G_CPX, "wrong", "boxed", CPX_SLIP + r" $= \boxed{\sout{5+5i}\ 1+5i}$", "the gold struck with \\sout, 1 + 5i after"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{226 \text{ (wrong)}}$", "(wrong) inside the box"),
    m("n_m_is_not_answer", "A", G_INT, "no_answer", "boxed", INT + r", but $x \in \boxed{(-3, 5)}$ is not the answer.", "the model denies its own box, nothing after"),
    m("n_m_del_box", "A", G_TAN, "no_answer", "boxed", TAN + ".\n" + r"<del>$\boxed{\frac{\sqrt{3}}{3}}$</del>", "the box struck with <del>"),
    m("n_m_struck_then_other", "A", G_HYP, "wrong", "boxed", r"$c = \sqrt{2^2 + 6^2} = \sqrt{40}$. ~~$3\sqrt{10}$~~ $\boxed{2\sqrt{10}}$", "the gold struck, 2\\sqrt{10} boxed"),
    g("n_ok_not_other", "B", "40", "correct", "answer_is", AGE + "The answer is 40, not 10.", "another value negated after the gold"),
    g("n_ok_strike_other", "B", "5", "correct", "hash", CUP + "#### ~~32~~ 5", "the wrong value struck, the gold after"),
    g("n_ok_del_other", "B", "33000", "correct", "hash", WID + "#### <del>31625</del> 33000", "<del> on the wrong value, the gold after"),
    g("n_ok_check_emoji", "B", "13.05", "correct", "hash", NOTE + "#### 13.05 ✅", "a check mark after the answer"),
    g("n_ok_not_positive", "B", "-76.2", "correct", "hash", BANK + "The balance is -$76.20, not $76.20.\n#### -76.20", "the unsigned value negated, the gold asserted"),
    g("n_ok_verified", "B", "15", "correct", "hash", RISE + "#### 15 (verified)", "(verified) after the answer"),
    m("n_m_ok_cancel_work", "B", G_LOG, "correct", "boxed", LOG_W + r", and $\log_2 2^{11/2} = \frac{11}{2}\cancel{\log_2 2} = \boxed{\frac{11}{2}}$", "\\cancel in the working, the gold boxed"),
    m("n_m_ok_neq_condition", "B", G_INT, "correct", "boxed", INT + r"; $x \neq -3$ and $x \neq 5$, so the solution is $\boxed{(-3, 5)}$.", "\\neq conditions before the box"),
    m("n_m_ok_ne_side", "B", G_CPX, "correct", "boxed", r"Note that $i^2 = -1 \ne 1$. " + CPX + r" $= \boxed{5 + 5i}$.", "\\ne in a side remark"),
    m("n_m_ok_struck_other", "B", G_HYP, "correct", "boxed", r"~~$\sqrt{82}$~~ Recomputing: " + HYP + r" $= \boxed{3\sqrt{10}}$", "a wrong value struck, the gold boxed after"),
    m("n_m_ok_text_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{226}$ (base 10)", "an annotation naming the base"),
    m("n_m_ok_not_decimal", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\frac{\sqrt{3}}{3}}$, not $0.577$.", "a decimal negated after the box"),
    m("n_m_ok_not_equiv_work", "B", G_MOD, "correct", "boxed", r"First, $7^{23} \not\equiv 0 \pmod 5$ since $5 \nmid 7$. In fact " + MOD + r", so the remainder is $\boxed{3}$.", "\\not\\equiv and \\nmid in the working"),

    # ================================================================ 5. words after a number
    g("u_less", "A", "40", "wrong", "hash", AGE + "#### 40 less", "'40 less' is a difference, not an age"),
    g("u_fewer", "A", "5", "wrong", "hash", CUP + "#### 5 fewer", "'5 fewer' is a difference"),
    g("u_more", "A", "40", "wrong", "hash", AGE + "#### 40 more", "'40 more' is a difference, not an age"),
    g("u_dozen", "A", "33000", "wrong", "hash", WID + "#### 33000 dozen", "33000 dozen = 396,000"),
    g("u_score", "A", "5", "wrong", "hash", CUP + "#### 5 score", "5 score = 100"),
    g("u_pairs", "A", "5", "wrong", "answer_is", CUP + "The answer is 5 pairs.", "5 pairs = 10 cupcakes"),
    g("u_hundred", "A", "13.05", "wrong", "hash", NOTE + "#### 13.05 hundred", "13.05 hundred = 1305"),
    g("u_times", "A", "40", "wrong", "hash", AGE + "#### 40 times", "'40 times' is a count of times, not an age"),
    g("u_percent_less", "A", "15", "wrong", "answer_is", RISE + "The answer is 15% less.", "the working's rise stated as a decrease"),
    g("u_squared", "A", "5", "wrong", "hash", CUP + "#### 5 squared", "5 squared = 25"),
    m("u_m_less", "A", G_MOD, "wrong", "boxed", MOD + r", so the answer is $\boxed{3 \text{ less}}$", "'3 less' in the box"),
    m("u_m_dozen", "A", G_BASE, "wrong", "answer_is", BASE + " = 226.\nThe answer is 226 dozen.", "226 dozen = 2712"),
    m("u_m_negative", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{74 \text{ negative}}$", "'74 negative' in the box"),
    m("u_m_squared", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{9\pi \text{ squared}}$", "9\\pi squared"),
    m("u_m_percent", "A", G_PRB, "wrong", "boxed", PRB + r", so the answer is $\boxed{\frac{3}{28}\%}$", "3/28 % = 3/2800"),
    g("u_ok_years", "B", "40", "correct", "hash", AGE + "#### 40 years", "the unit years"),
    g("u_ok_years_old", "B", "40", "correct", "answer_is", AGE + "The answer is 40 years old.", "years old"),
    g("u_ok_hours", "B", "3.6", "correct", "hash", PUMP + "#### 3.6 hours", "the unit hours"),
    g("u_ok_hrs", "B", "3.6", "correct", "hash", PUMP + "#### 3.6 hrs", "the abbreviation hrs"),
    g("u_ok_cupcakes", "B", "5", "correct", "hash", CUP + "#### 5 cupcakes", "a noun unit"),
    g("u_ok_dollars_word", "B", "13.05", "correct", "hash", NOTE + "#### 13.05 dollars", "the word dollars"),
    g("u_ok_usd", "B", "13.05", "correct", "hash", NOTE + "#### $13.05 USD", "a dollar sign and USD"),
    g("u_ok_percent_space", "B", "15", "correct", "hash", RISE + "#### 15 %", "a spaced percent sign"),
    g("u_ok_metres", "B", "0", "correct", "hash", ROPE + "#### 0 m", "the unit m after 0"),
    g("u_ok_meters_of_rope", "B", "0", "correct", "hash", ROPE + "#### 0 meters of rope", "meters of rope after 0"),
    g("u_ok_widgets", "B", "33000", "correct", "hash", WID + "#### 33,000 widgets", "a comma and a noun unit"),
    g("u_ok_thousand", "B", "33000", "correct", "answer_is", WID + "The answer is 33 thousand widgets.", "33 thousand = 33000"),
    m("u_m_ok_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{9\pi \text{ units}}$", "text units in the box"),
    m("u_m_ok_cm", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{3\sqrt{10}\text{ cm}}$", "cm in the box"),
    m("u_m_ok_outside_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{9\pi}$ units.", "units after the box"),

    # ================================================================ 6. retractions
    g("r_edit_caps", "A", "5", "wrong", "hash", CUP + "#### 5\n\nEDIT: 32, the question asks for the boxes.", "EDIT: after the answer, 32"),
    g("r_update", "A", "3.6", "wrong", "hash", PUMP + "#### 3.6\n\nUpdate: it's actually 7.5 hours.", "Update: it's actually 7.5"),
    g("r_correction", "A", "13.05", "wrong", "hash", NOTE + "#### 13.05\nCorrection: 13.50", "Correction: 13.50"),
    g("r_oops", "A", "40", "wrong", "hash", AGE + "#### 40\nOops, I meant 10.", "Oops, I meant 10"),
    g("r_scratch_that", "A", "33000", "wrong", "hash", WID + "#### 33000\nScratch that: 31625.", "Scratch that: 31625"),
    g("r_second_thought", "A", "15", "wrong", "hash", RISE + "#### 15\nOn second thought, it's 12.", "On second thought, 12"),
    g("r_french", "A", "-76.2", "wrong", "hash", BANK + "#### -76.20\n\nCorrection : la bonne réponse est -67.20.", "a French correction to -67.20"),
    g("r_german", "A", "40", "wrong", "hash", AGE + "#### 40\n\nKorrektur: Die richtige Antwort ist 10.", "a German correction to 10"),
    g("r_spanish", "A", "5", "wrong", "hash", CUP + "#### 5\n\nCorrección: la respuesta correcta es 32.", "a Spanish correction to 32"),
    g("r_chinese", "A", "3.6", "wrong", "hash", PUMP + "#### 3.6\n\n更正：答案应该是 7.5。", "a Chinese correction to 7.5"),
    g("r_placeholder", "A", "0", "no_answer", "hash", ROPE + "#### 0\n\n(The above is only a placeholder; the real answer is still to be worked out.)", "the committed value called a placeholder, the real answer left open"),
    g("r_paren_not", "A", "33000", "wrong", "hash", WID + "#### 33000 (Not 33000; 31625.)", "(Not gold; 31625.) after the answer"),
    g("r_wrong_bang", "A", "13.05", "wrong", "answer_is", NOTE + "The answer is 13.05. Wrong! It's 11.40.", "Wrong! then 11.40"),
    m("r_m_wait", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\frac{11}{2}}$" + "\n\nWait, I mis-added the exponents: the answer is $\\boxed{\\frac{9}{2}}$.", "Wait: a later box 9/2"),
    m("r_m_erratum", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{9\pi}$" + "\n\nErratum: the radius is 5, so the answer is $10\\pi$.", "Erratum: 10\\pi"),
    m("r_m_never_mind", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{74}$. Never mind, $\boxed{79}$.", "Never mind, a box 79"),
    m("r_m_retract_tbd", "A", G_INT, "wrong", "boxed", INT + r", so $\boxed{(-3, 5)}$." + "\n\nI retract this answer; the correct interval is TBD.", "debatable: the gold withdrawn with nothing new (round 20: wrong)", True),
    m("r_m_japanese", "A", G_MOD, "wrong", "boxed", MOD + r", so $\boxed{3}$." + "\n\n訂正：答えは $\\boxed{2}$ です。", "a Japanese correction to 2"),
    m("r_m_russian", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{226}$" + "\n\nИсправление: правильный ответ 262.", "a Russian correction to 262"),
    m("r_m_ignore_box", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 + 5i}$" + "\n\n(Ignore the box above; the answer is $1 + 5i$.)", "the box disowned, 1 + 5i"),
    g("r_ok_edit_typo", "B", "5", "correct", "hash", CUP + "#### 5\n\nEdit: fixed a typo in the first line.", "Edit: about a typo only"),
    g("r_ok_update_same", "B", "3.6", "correct", "hash", PUMP + "#### 3.6\n\nUpdate: double-checked, still 3.6 hours.", "Update: the same value"),
    g("r_ok_check", "B", "40", "correct", "hash", AGE + "#### 40\n\nCheck: in 20 years they are 60 and 30, and 60 = 2 * 30. ✓", "a check with other numbers after the answer"),
    g("r_ok_correction_to_gold", "B", "40", "correct", "hash", AGE_SLIP + "#### 10\n\nCorrection: the question asks for the grandmother, who is 4 * 10 = 40.\n#### 40", "a correction to the gold"),
    g("r_ok_german_to_gold", "B", "5", "correct", "hash", CUP_SLIP + "#### 32\n\nKorrektur: Gefragt sind die übrigen Cupcakes, also 389 - 384 = 5.\n#### 5", "a German correction to the gold"),
    g("r_ok_french_pleasantry", "B", "33000", "correct", "hash", WID + "#### 33000\n\nJ'espère que cela vous aide !", "a French pleasantry after"),
    g("r_ok_hope", "B", "13.05", "correct", "hash", NOTE + "#### 13.05\n\nHope this helps! Let me know if anything is unclear.", "a pleasantry after"),
    g("r_ok_never_mind_gold", "B", "15", "correct", "hash", RISE + "The answer is 12. Never mind, that is the dollar increase; the answer is 15 percent.\n#### 15", "Never mind, then the gold"),
    g("r_ok_summary_overdrawn", "B", "-76.2", "correct", "hash", BANK + "#### -76.20\n\nIn summary, the account is overdrawn by $76.20.", "debatable: a summary restating the committed -76.20 as 'overdrawn by $76.20'", True),
    m("r_m_ok_update_gold", "B", G_LOG, "correct", "boxed", LOG_W + r" $= 2^{9/2}$, so $\boxed{\frac{9}{2}}$." + "\n\nUpdate: actually $5 + \\frac{1}{2} = \\frac{11}{2}$, so the answer is $\\boxed{\\frac{11}{2}}$.", "an update to the gold"),
    m("r_m_ok_verify", "B", G_SEQ, "correct", "boxed", SEQ + r" $= \boxed{74}$" + "\n\nVerification: $74 - 4 = 70 = 14 \\cdot 5$. ✓", "a verification after the box"),
    m("r_m_ok_spanish_to_gold", "B", G_MOD, "correct", "boxed", r"$7^{23} \equiv \boxed{2} \pmod 5$" + "\n\nCorrección: $2^{23} = (2^4)^5 \\cdot 2^3 \\equiv 8 \\equiv 3 \\pmod 5$, así que la respuesta es $\\boxed{3}$.", "a Spanish correction to the gold"),
    m("r_m_ok_numeric_note", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{9\pi}$" + "\n\nNote: numerically this is about 28.27.", "a numeric note after the committed box"),
    m("r_m_ok_practice", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5 + 5i}$" + "\n\nPractice problem: compute $(2 + i)(1 - i)$. (Answer: $3 - i$.)", "a self-set practice problem after"),
    m("r_m_ok_minerva_after_check", "B", G_PRB, "correct", "minerva", PRB + r", so the probability is $\frac{3}{28}$. Check: $3 + 15 + 10 = 28$ pairs in all." + "\n" + MINERVA.format(r"$\frac{3}{28}$"), "a check with other numbers, then the Minerva line"),
    m("r_m_ok_qwen_end", "B", G_CPX, "correct", "boxed", CPX + ".\n\n" + QWEN_END.format("5 + 5i"), "Qwen's closing line with 'I hope it is correct'"),
    m("r_m_ok_llama_then_note", "B", G_SEQ, "correct", "boxed", llama(("Find the common difference", "$9 - 4 = 5$."), ("Find the 15th term", r"$a_{15} = 4 + 14 \cdot 5 = 74$.")) + LLAMA_END.format("74") + "\n\nThis fits the pattern $4, 9, 14, \\ldots$.", "Llama's closing line, then a note with other numbers"),
    m("r_m_ok_r1final_after_wait", "B", G_HYP, "correct", "boxed", "<think>\n" + HYP + ".\nWait, let me double-check: 9 + 81 = 90, and 90 = 9 * 10. Yes.\n</think>\n" + r1final(r"3\sqrt{10}"), "a 'Wait' check inside the thinking, then the R1 final block"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quote_block_refuse", "A", "40", "no_answer", "none", "> #### 40\n\nI cannot solve this problem.", "a quoted #### then a refusal"),
    g("q_you_asked", "A", "3.6", "no_answer", "none", 'You asked: "Show that the answer is #### 3.6." I am not able to do that.', "the gold only in a quoted request"),
    g("q_parts", "A", "40", "wrong", "answer_is", AGE + "The answer is 40 for part (a) and 10 for part (b).", "debatable: the gold for a part (a) the problem does not have, another value for part (b)", True),
    g("q_friend_says", "A", "5", "wrong", "hash", CUP_SLIP + "My friend says the answer is 5, but I get 32.\n#### 32", "the gold only reported"),
    g("q_hypothetical_other", "A", "3.6", "wrong", "hash", "If both pumps worked, the answer would be 3.6 hours, but pump B is broken, so pump A alone takes 6 hours.\n#### 6", "the gold only under a hypothetical, final 6"),
    g("q_would_then_other", "A", "0", "wrong", "hash", "If each piece were 7.5 m, nothing would be left; but I read 7 m, so 60 - 8 * 7 = 4 m remain.\n#### 4", "the gold only under a hypothetical, final 4"),
    g("q_answer_key_refuse", "A", "33000", "no_answer", "none", 'The answer key says "#### 33000", but I could not work it out myself.', "only a quoted answer key and a refusal"),
    g("q_question_echo", "A", "15", "no_answer", "none", 'The question asks: "Is the answer 15 percent?" I do not know.', "the gold in a quoted question"),
    m("q_m_you_asked_box", "A", G_BASE, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{226}$." I cannot.', "a box only in a quoted request"),
    m("q_m_parts", "A", G_SEQ, "wrong", "boxed", SEQ + r". For part (a), $\boxed{74}$; for part (b), $\boxed{79}$.", "debatable: two boxes for parts the problem lacks, the gold for part (a), the last 79", True),
    m("q_m_hypothetical_box", "A", G_CIRC, "wrong", "boxed", r"If $r$ were $4.5$, the circumference would be $\boxed{9\pi}$; but I read $r = 5$, so it is $\boxed{10\pi}$.", "the gold only under a hypothetical, final 10\\pi"),
    m("q_m_student_wrote", "A", G_CPX, "wrong", "boxed", r"A student wrote $\boxed{5 + 5i}$, but " + CPX_SLIP + r", so the answer is $\boxed{1 + 5i}$.", "the gold in a reported box, final 1 + 5i"),
    m("q_m_quote_unverified", "A", G_TAN, "no_answer", "none", "> $\\tan\\frac{\\pi}{6} = \\frac{\\sqrt{3}}{3}$\n\nI'm unable to verify this claim.", "only a quotation and a refusal"),
    m("q_m_suppose_unfinished", "A", G_MOD, "no_answer", "none", r"Suppose the remainder is $3$. Then $7^{23} - 3$ is divisible by $5$, which I could not check.", "only a supposition"),
    m("q_m_invented_turn", "A", G_LOG, "wrong", "boxed", LOG_W + r" $= 2^{9/2}$, so $\boxed{\frac{9}{2}}$." + IM_USER + "The answer is 11/2.", "the gold only in an invented user turn"),
    m("q_m_textbook_claims", "A", G_HYP, "wrong", "boxed", r"The textbook claims $\sqrt{90}$, but $\sqrt{1^2 + 9^2} = \boxed{\sqrt{82}}$.", "the gold reported, final \\sqrt{82}"),
    g("q_ok_friend_wrong", "B", "40", "correct", "hash", AGE + "My friend said 10, but that is the granddaughter's age.\n#### 40", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "3.6", "correct", "hash", '> "Pump A fills the pool in 6 hours and pump B in 9 hours."\n\n' + PUMP + "#### 3.6", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "5", "correct", "hash", CUP + "#### 5\n\nIf the boxes held 10 each, 9 would be left over.", "a hypothetical after the committed answer"),
    g("q_ok_you_asked", "B", "13.05", "correct", "hash", "You asked for the cost of 4 notebooks and a pen.\n" + NOTE + "#### 13.05", "the request restated first"),
    g("q_ok_key_agrees", "B", "33000", "correct", "hash", WID + '#### 33000\n\nThe answer key also says "33000".', "a quoted key agreeing after the answer"),
    m("q_m_ok_quote_problem", "B", G_LOG, "correct", "boxed", "> Find $\\log_2(32\\sqrt{2})$.\n\n" + LOG + r", so the answer is $\boxed{\frac{11}{2}}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_SEQ, "correct", "boxed", r"Suppose $d = 4$; then $a_2 = 8 \ne 9$, so $d = 5$. " + SEQ + r" $= \boxed{74}$.", "a supposition refuted, then the box"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_4 = 6$. Likewise, " + BASE + r" $= \boxed{226}$.", "an example with another value first"),
    m("q_m_ok_student_then", "B", G_CPX, "correct", "boxed", r"A student wrote $1 + 5i$, forgetting that $i^2 = -1$. In fact " + CPX + r" $= \boxed{5 + 5i}$.", "another's wrong value reported first"),
    m("q_m_ok_hypo_after", "B", G_INT, "correct", "boxed", INT + r", so the solution is $\boxed{(-3, 5)}$." + "\n\nIf the inequality were $\\le$, the answer would be $[-3, 5]$.", "a hypothetical after the committed box"),
    m("q_m_ok_hint_quoted", "B", G_LOG, "correct", "boxed", r'The hint says "use $\log_2 32 = 5$". ' + LOG + r", so $\boxed{\frac{11}{2}}$.", "a quoted hint with another number first"),

    # ================================================================ 8. bad input JSON can hold
    g("b_lone_surrogate_other", "A", "40", "wrong", "hash", AGE_SLIP + "#### 10 " + SURR_HI, "a lone high surrogate after 10 (the issue's crash)"),
    g("b_lone_low_surrogate_gold", "A", "5", "wrong", "hash", CUP_SLIP + "#### 32" + SURR_LO, "a lone low surrogate after 32"),
    g("b_nul_split_other", "A", "5", "wrong", "hash", CUP_SLIP + "#### 3\x002", "a NUL inside 32"),
    g("b_nul_only", "A", "40", "no_answer", "none", "\x00", "a completion that is one NUL"),
    g("b_control_chars", "A", "3.6", "wrong", "hash", PUMP_AVG + "\x01\x02\x1b[0m#### 7.5", "control characters, then 7.5"),
    g("b_rtl_other", "A", "5", "wrong", "hash", CUP_SLIP + "#### \u200f32", "an RTL mark before 32"),
    g("b_rlo_other", "A", "15", "wrong", "hash", RISE_SLIP + "#### \u202e21\u202c", "an RTL override around 21 (renders as 12; neither is 15)"),
    g("b_zero_width_split", "A", "33000", "wrong", "hash", WID_SLIP + "#### 316\u200b25", "a zero-width space inside 31625"),
    g("b_long_line_other", "A", "3.6", "wrong", "hash", LONG_LINE + "\n" + PUMP_AVG + "#### 7.5", "a 51,000-character line, then 7.5"),
    g("b_huge_number", "A", "33000", "wrong", "hash", WID + "#### 33000" + "0" * 5000, "33000 followed by 5,000 zeros"),
    m("b_m_surrogate_box", "A", G_CPX, "wrong", "boxed", CPX_SLIP + r" $= \boxed{1 + 5i}$ " + SURR_LO, "a lone low surrogate after the box 1 + 5i"),
    m("b_m_rlo_box", "A", G_MOD, "wrong", "boxed", r"$\boxed{" + "\u202e2" + "}$", "an RTL override then 2"),
    m("b_m_nul_box_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{26" + "\x00" + "2}$", "a NUL inside 262"),
    m("b_m_huge_box", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{" + "7" * 20000 + "}$", "a 20,000-digit box"),
    m("b_m_unclosed_box", "A", G_LOG, "no_answer", "truncated", LOG_W + r", so the answer is $\boxed{\frac{11}{2", "cut inside the box"),
    g("b_ok_bom", "B", "40", "correct", "hash", "\ufeff" + AGE + "#### 40", "a BOM first"),
    g("b_ok_rlm_after", "B", "5", "correct", "hash", CUP + "#### 5\u200f", "an RTL mark after the answer"),
    g("b_ok_nbsp_thousands", "B", "33000", "correct", "hash", WID + "#### 33\u00a0000", "a no-break space as thousands separator"),
    g("b_ok_thin_space", "B", "33000", "correct", "hash", WID + "#### 33\u2009000", "a thin space as thousands separator"),
    g("b_ok_crlf", "B", "3.6", "correct", "hash", (PUMP + "#### 3.6").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_tab", "B", "5", "correct", "hash", CUP + "####\t5", "a tab after ####"),
    g("b_ok_emoji", "B", "13.05", "correct", "hash", NOTE + "#### 13.05 🎉", "an emoji after the answer"),
    g("b_ok_long_line", "B", "3.6", "correct", "hash", LONG_LINE + "\n" + PUMP + "#### 3.6", "a 51,000-character line before the working"),
    g("b_ok_cjk", "B", "40", "correct", "hash", "设孙女 x 岁，祖母 4x 岁。\n4x + 20 = 2(x + 20)，所以 x = 10，祖母 40 岁。\n#### 40", "Chinese working"),
    m("b_m_ok_bom", "B", G_LOG, "correct", "boxed", "\ufeff" + LOG + r", so the answer is $\boxed{\frac{11}{2}}$.", "a BOM first"),
    m("b_m_ok_nbsp_box", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5" + "\u00a0+\u00a0" + "5i}$", "no-break spaces in the box"),
    m("b_m_ok_zwsp_after", "B", G_MOD, "correct", "boxed", MOD + r", so $\boxed{3}$" + "\u200b", "a zero-width space after the box"),
    m("b_m_ok_fullwidth", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{２２６}$", "full-width digits in the box"),
    m("b_m_ok_gold_spaces", "B", " 9\\pi ", "correct", "boxed", CIRC + r" $= \boxed{9\pi}$", "a gold with spaces"),
    m("b_m_ok_long_line", "B", G_SEQ, "correct", "boxed", LONG_LINE + "\n" + SEQ + r" $= \boxed{74}$", "a 51,000-character line before the working"),
    m("b_m_ok_crlf", "B", G_ZERO, "correct", "boxed", ZERO + ".\r\n" + r"So $g(3) = \boxed{0}$." + "\r\n", "CRLF line ends"),
    m("b_m_ok_rlm_after", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\frac{\sqrt{3}}{3}}$" + "\u200f", "an RTL mark after the box"),
]
# fmt: on

DECISIONS = {
    "n_annot_draft": (
        "reject",
        "a value the model marks [draft] is not a committed final answer",
    ),
    "r_m_retract_tbd": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "r_ok_summary_overdrawn": (
        "accept",
        "the committed #### -76.20 stands; 'overdrawn by $76.20' restates the same balance",
    ),
    "q_m_parts": (
        "reject",
        "two boxes for parts the problem does not have are two different final answers; the last is 79",
    ),
    "q_parts": (
        "reject",
        "two values for parts the problem does not have are two different final answers",
    ),
}


def escape_surrogates() -> None:
    """Turn the private-use markers into JSON escapes of lone surrogates in the written file."""
    path = HERE / f"{SOURCE}.jsonl"
    text = path.read_text(encoding="utf-8")
    text = text.replace(SURR_HI, "\\ud800").replace(SURR_LO, "\\udfff")
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write_probes(SOURCE, CASES, [], DECISIONS)
    escape_surrogates()
