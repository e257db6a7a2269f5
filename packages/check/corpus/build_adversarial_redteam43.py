r"""Build adversarial_redteam43.jsonl: a forty-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam43", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes; handed over BEFORE any scoring. Not model output. Read: issue 25,
corpus/README.md ("How labels were made" and the sources table), corpus_build.py (helpers) and
build_adversarial_redteam21.py (structure, conventions, label rules). Labels by reading only.

Aim of this round: a final fresh measure by a new independent author of the issue's hidden probe
set: the eight classes about equally, one trick each, some short and plain, some inside realistic
completions (Qwen/Llama/R1 closings, chat-turn tokens); about half GSM8K, half MATH; about 45 %
kind B, so a checker that refuses everything scores badly.

Problems and golds (new shapes and numbers; arithmetic checked by hand in the comments below):
GSM8K: an aunt 5 times her niece's age and 3 times it in 12 years -> 60 (niece 12); pipes filling
in 12 h and 20 h together -> 7.5 h; 500 oranges in crates of 14 -> 10 left over (35 crates);
6 notebooks at $1.95 and a $2.40 pen -> 14.10; a diver at -8 m descending 1.75 m/min for 6 min ->
-18.5; 105 tickets sold 7 an hour for 15 hours -> 0 left; 57 of 75 seeds sprouting -> 76 %;
$2,875 a month for 14 months plus a $1,900 bonus -> 42,150 (without: 40,250).
MATH: log_16 8 -> 3/4; distance (0, 3) to (4, -6) -> \sqrt{97}; 4x^2 + 4x - 15 = 0 -> -5/2, 3/2;
(2 - 5i)(3 + 2i) -> 16 - 11i; 18th term of 4, 11, 18, ... -> 123; surface of a sphere of radius 5
-> 100\pi; a multiple of 4 from 1-45 -> 11/45; |4x - 2| <= 10 -> [-2, 3]; \sqrt{252} -> 6\sqrt7;
tan(pi/3) -> \sqrt3; 1012_3 -> 32; C(13, 2) -> 78.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number; `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can hold. An `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong
is `wrong`; an explicit correction after an answer makes the corrected value the final one; a check,
a pleasantry, a self-set practice problem or a cut-off double-check after a committed answer does
not replace it (issue 25, class 4); text in an invented next turn does not count; in an <answer>
tag a sentence, an equation chain, a box or a #### line is read for the value it states; an
unclosed <answer> tag is read like a closed one (issue 25, class 3). A NUL anywhere makes the pair
bad input. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the
decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam43.py
"""

from corpus_build import (
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
# --- ages: gold 60. Niece n, aunt 5n; 5n + 12 = 3(n + 12) = 3n + 36 -> 2n = 24 -> n = 12, aunt 60.
#     Check: 60 + 12 = 72 = 3 * 24 = 3 * (12 + 12). Wrong values: 12 (the niece), 72 (the aunt in 12 years).
AUNT = "Let the niece be n years old, so the aunt is 5n.\nIn 12 years: 5n + 12 = 3(n + 12) = 3n + 36, so 2n = 24 and n = 12.\nThe aunt is 5 * 12 = <<5*12=60>>60 years old.\n"
AUNT_NIECE = "Let the niece be n years old, so the aunt is 5n.\nIn 12 years: 5n + 12 = 3(n + 12) = 3n + 36, so 2n = 24 and n = 12.\n"
# --- pipes: gold 7.5. 1/12 + 1/20 = 5/60 + 3/60 = 8/60 = 2/15 -> 15/2 = 7.5 h.
#     Check: 7.5/12 + 7.5/20 = 0.625 + 0.375 = 1. Wrong: 32 (12 + 20), 16 (the mean), 8 (rounded).
PIPE = "Pipe A fills 1/12 of the pool an hour and pipe B 1/20.\nTogether: 1/12 + 1/20 = 5/60 + 3/60 = 8/60 = 2/15 of the pool an hour.\nSo the pool fills in 15/2 = <<15/2=7.5>>7.5 hours.\n"
# --- crates: gold 10. 14 * 35 = 490; 500 - 490 = 10 (14 * 36 = 504 > 500). Wrong: 35 (crates), 36.
CRATE = "500 oranges go into crates of 14: 14 * 35 = <<14*35=490>>490 and 500 - 490 = <<500-490=10>>10.\nSo 35 crates are filled and 10 oranges are left over.\n"
# --- notebooks: gold 14.10. 6 * 1.95 = 11.70; 11.70 + 2.40 = 14.10. Wrong: 11.70 (no pen), 14 (rounded),
#     13.74 (pen $2.04: 11.70 + 2.04 = 13.74).
NOTE = "6 notebooks at $1.95 cost 6 * 1.95 = <<6*1.95=11.70>>11.70 dollars.\nWith the $2.40 pen: 11.70 + 2.40 = <<11.70+2.40=14.10>>14.10 dollars.\n"
# --- diver: gold -18.5. 1.75 * 6 = 10.5; -8 - 10.5 = -18.5. Wrong: 18.5 (sign lost).
DIVER = "The diver descends 1.75 * 6 = <<1.75*6=10.5>>10.5 m, so she ends at -8 - 10.5 = <<-8-10.5=-18.5>>-18.5 m.\n"
# --- tickets: gold 0. 7 * 15 = 105; 105 - 105 = 0.
TICK = "The booth sells 7 * 15 = <<7*15=105>>105 tickets in 15 hours, so 105 - 105 = <<105-105=0>>0 tickets are left.\n"
# --- seeds: gold 76. 57 / 75 = 0.76 (75 * 0.76 = 57). Wrong: 24 (did not sprout: 100 - 76), 18 (75 - 57 seeds),
#     57 (76 % of 75 = 57).
PCT = "57 of the 75 seeds sprouted: 57 / 75 * 100 = <<57/75*100=76>>76 percent.\n"
# --- salary: gold 42150. 2875 * 14 = 28750 + 11500 = 40250; 40250 + 1900 = 42150. Without bonus 40250.
SAL = "14 months at $2,875 a month is 14 * 2875 = <<14*2875=40250>>40250 dollars.\nWith the $1,900 bonus: 40250 + 1900 = <<40250+1900=42150>>42150 dollars.\n"
SAL_NOBONUS = "14 months at $2,875 a month is 14 * 2875 = <<14*2875=40250>>40250 dollars.\n"

# ================================================================ MATH working
G_LOG = r"\frac{3}{4}"  # 16^(3/4) = 2^3 = 8; 0.75 exact
LOG = r"Write $16 = 2^4$ and $8 = 2^3$; then $16^x = 8$ means $2^{4x} = 2^3$, so $4x = 3$"
G_DIST = r"\sqrt{97}"  # dx = 4, dy = -9; 16 + 81 = 97 (prime); sqrt(97) = 9.8488...
DIST = r"The distance from $(0, 3)$ to $(4, -6)$ is $\sqrt{4^2 + (-9)^2} = \sqrt{16 + 81}$"
# (2x + 5)(2x - 3) = 4x^2 - 6x + 10x - 15 = 4x^2 + 4x - 15; check x = 3/2: 9 + 6 - 15 = 0; x = -5/2: 25 - 10 - 15 = 0
G_ROOTS = r"-\frac{5}{2}, \frac{3}{2}"
ROOTS = r"$4x^2 + 4x - 15 = (2x + 5)(2x - 3) = 0$,"
G_CPX = "16 - 11i"  # 6 + 4i - 15i - 10i^2 = 6 - 11i + 10 = 16 - 11i; slip (i^2 = 1): 6 - 11i - 10 = -4 - 11i
CPX = r"$(2 - 5i)(3 + 2i) = 6 + 4i - 15i - 10i^2 = 6 - 11i + 10$"
G_SEQ = "123"  # d = 7; a_18 = 4 + 17 * 7 = 4 + 119 = 123; slip 4 + 18 * 7 = 4 + 126 = 130
SEQ = r"The common difference is $7$, so $a_{18} = 4 + 17 \cdot 7 = 4 + 119$"
SEQ_SLIP = r"The common difference is $7$, so $a_{18} = 4 + 18 \cdot 7 = 4 + 126 = 130$."
G_SPH = r"100\pi"  # 4 pi 25 = 100 pi = 314.159...; volume would be 4/3 pi 125 = 500 pi / 3
SPH = r"The surface area is $4\pi r^2 = 4\pi \cdot 5^2$"
G_PROB = r"\frac{11}{45}"  # 4, 8, ..., 44 = 4*1..4*11: 11 of 45; 11/45 = 0.2444... = 0.2\overline{4} (1/5 + 4/90 = 22/90)
PROB = r"The multiples of $4$ from $1$ to $45$ are $4, 8, \ldots, 44$: eleven of the $45$ numbers"
G_INT = "[-2, 3]"  # -10 <= 4x - 2 <= 10 -> -8 <= 4x <= 12 -> -2 <= x <= 3
INT = r"$-10 \le 4x - 2 \le 10$ gives $-8 \le 4x \le 12$, so $-2 \le x \le 3$."
G_RAD = r"6\sqrt{7}"  # 252 = 36 * 7; 6 sqrt7 = 15.8745...
RAD = r"$\sqrt{252} = \sqrt{36 \cdot 7}$"
G_TAN = r"\sqrt{3}"  # (sqrt3/2)/(1/2) = sqrt3 = 1.7320...; 3/sqrt3 = sqrt3
TAN = r"$\tan\frac{\pi}{3} = \frac{\sin(\pi/3)}{\cos(\pi/3)} = \frac{\sqrt{3}/2}{1/2}$"
G_BASE = "32"  # 1*27 + 0*9 + 1*3 + 2 = 32; 12_3 = 3 + 2 = 5
BASE = r"$1012_3 = 1 \cdot 27 + 0 \cdot 9 + 1 \cdot 3 + 2$"
G_COMB = "78"  # 13 * 12 / 2 = 156 / 2 = 78; ordered pairs 156
COMB = r"$\binom{13}{2} = \frac{13 \cdot 12}{2}$"

PAD = (
    "".join(f"Step {i}: 7 * {i} = {7 * i} tickets sold after {i} hours.\n" for i in range(1, 16))
    * 40
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "76", "wrong", "tag", th(PCT) + "<answer>24 percent of the seeds did not sprout.</answer>", "a sentence in the tag states 24"),
    g("t_equation_other", "A", "42150", "wrong", "tag", th(SAL_NOBONUS) + "<answer>14 * 2875 = 40250</answer>", "an equation chain ending 40250 (bonus left out)"),
    g("t_empty_tag", "A", "60", "no_answer", "tag", th(AUNT) + "<answer> </answer>", "an empty tag; 60 only in the thinking"),
    g("t_two_tags", "A", "10", "wrong", "tag", th(CRATE) + "<answer>10</answer>\n<answer>35</answer>", "two tags, the last 35"),
    g("t_unclosed_other", "A", "-18.5", "wrong", "tag", th(DIVER) + "<answer>18.5", "an unclosed tag with the sign lost"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>$\boxed{16 + 11i}$</answer>", "a box in the tag with the wrong sign of i"),
    m("t_m_placeholder", "A", G_SEQ, "no_answer", "tag", th(SEQ + " = 123.\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_think_only", "A", G_SPH, "no_answer", "tag", "<think>\n" + SPH + r" = 100\pi." + "\n</think>\n", "the thinking closed, no answer tag after it"),
    m("t_m_tag_in_think", "A", G_COMB, "wrong", "tag", "<think>\n" + COMB + " = 78, so <answer>78</answer>? But order matters here, so 13 * 12 = 156.\n</think>\n<answer>156</answer>", "a tag with the gold inside the thinking; the real tag says 156"),
    g("t_ok_sentence", "B", "60", "correct", "tag", th(AUNT) + "<answer> The aunt is 60 years old. </answer>", "a sentence in the tag"),
    g("t_ok_hash_in_tag", "B", "10", "correct", "tag", th(CRATE) + "<answer>#### 10</answer>", "a #### line in the tag"),
    g("t_ok_dollar", "B", "14.10", "correct", "tag", th(NOTE) + "<answer>$14.10</answer>", "a dollar sign in the tag"),
    m("t_m_ok_box", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$\boxed{[-2, 3]}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_phrase", "B", G_LOG, "correct", "tag", th(LOG + ".\n") + r"<answer>The answer is $\frac{3}{4}$.</answer>", "a phrase with a fraction in the tag"),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>$(2 - 5i)(3 + 2i) = 16 - 11i$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_unclosed", "B", G_BASE, "correct", "tag", th(BASE + " = 32\n") + "<answer>32", "an answer tag never closed (issue 25, class 3)"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_other_hash", "A", "60", "wrong", "hash", AUNT_NIECE + "The answer is 12.\n#### 12", "phrase and #### agree on 12, the niece's age"),
    g("h_so_hash_other", "A", "42150", "wrong", "hash", SAL_NOBONUS + "So the answer is #### 40250", "'So the answer is ####' with 40250"),
    g("h_phrase_gold_hash_other", "A", "76", "wrong", "hash", PCT + "The answer is 76.\n#### 24", "phrase 76, #### 24: two different final answers"),
    g("h_colon_hash_empty", "A", "0", "no_answer", "hash", "The booth sells 7 * 15 = <<7*15=105>>105 tickets in 15 hours.\nAnswer: ####", "an empty #### after 'Answer:'; no value for what is left"),
    g("h_final_answer_hash_other", "A", "14.10", "wrong", "hash", NOTE + "Final Answer: #### 11.70", "'Final Answer: ####' with 11.70 (pen left out)"),
    g("h_hash_hedge", "A", "10", "wrong", "hash", CRATE + "The answer is: #### 10 or 35", "a hedge after the marker"),
    m("h_m_phrase_hash_other", "A", G_SEQ, "wrong", "hash", SEQ_SLIP + "\nThe answer is: #### 130", "a MATH phrase + #### with 130"),
    m("h_m_hash_then_phrase_other", "A", G_COMB, "wrong", "hash", COMB + " = 78.\n#### 78\nThe final answer is 156.", "#### 78 then a final phrase stating 156"),
    g("h_ok_so_hash", "B", "-18.5", "correct", "hash", DIVER + "So the answer is #### -18.5", "'So the answer is ####' (issue 25)"),
    g("h_ok_colon_hash", "B", "0", "correct", "hash", TICK + "The answer is: #### 0", "'The answer is: ####' with gold 0"),
    g("h_ok_final_answer_hash", "B", "42150", "correct", "hash", SAL + "Final Answer: #### 42,150", "'Final Answer: ####' with a comma"),
    g("h_ok_answer_hash", "B", "7.5", "correct", "hash", PIPE + "Answer: #### 7.5", "'Answer: ####' with a decimal"),
    g("h_ok_bold_hash", "B", "10", "correct", "hash", CRATE + "**Answer:** #### 10", "bold Answer: then ####"),
    m("h_m_ok_phrase_hash", "B", G_BASE, "correct", "hash", BASE + " = 32.\nThe answer is 32.\n#### 32", "a MATH answer with phrase and ####"),
    m("h_m_ok_hash_slash", "B", G_LOG, "correct", "hash", LOG + ", so $x = 3/4$.\nThe answer is: #### 3/4", "3/4 after the marker for gold \\frac{3}{4}"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", TICK + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_dollars", "A", "14.10", "wrong", "hash", NOTE + "#### 14", "rounded to whole dollars"),
    g("x_rounded_up", "A", "7.5", "wrong", "hash", PIPE + "#### 8", "7.5 rounded up to 8"),
    g("x_off_by_cent", "A", "42150", "wrong", "hash", SAL + "#### 42150.01", "off by one cent: relative error under 1e-6"),
    m("x_m_plus_tiny", "A", G_TAN, "wrong", "boxed", TAN + r" $= \boxed{\sqrt{3} + 10^{-60}}$", "an exact expression off by 10^{-60}"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{9.85}$", "a decimal for \\sqrt{97} (9.8488...)"),
    m("x_m_decimal_pi", "A", G_SPH, "wrong", "boxed", SPH + r" $\approx \boxed{314.16}$", "a decimal for 100\\pi"),
    m("x_m_decimal_repeating", "A", G_PROB, "wrong", "boxed", PROB + r", so the probability is $\boxed{0.24}$.", "0.24 is not 11/45 = 0.2444..."),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "qwen", qwen("We use the unit circle.", ("Values", r"$\sin\frac{\pi}{3} = \frac{\sqrt{3}}{2}$, $\cos\frac{\pi}{3} = \frac{1}{2}$."), ("Divide", r"$\tan\frac{\pi}{3} \approx 1.732$.")) + qbox("1.732"), "a Qwen closing with 1.732 for \\sqrt3"),
    m("x_m_near_integer", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{32.000001}$", "32.000001 against 32: a tolerance trap"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TICK + "#### 0.0", "0.0 for 0"),
    g("x_ok_fraction", "B", "7.5", "correct", "boxed", PIPE + r"The answer is $\boxed{\frac{15}{2}}$ hours.", "15/2 = 7.5"),
    g("x_ok_one_decimal", "B", "14.10", "correct", "hash", NOTE + "#### 14.1", "14.1 for 14.10"),
    m("x_m_ok_decimal_exact", "B", G_LOG, "correct", "boxed", LOG + r", so $x = \boxed{0.75}$.", "0.75 = 3/4 exactly"),
    m("x_m_ok_repeat_bar", "B", G_PROB, "correct", "boxed", PROB + r", so the probability is $\boxed{0.2\overline{4}}$.", "0.2\\overline{4} = 11/45 exactly"),
    m("x_m_ok_unsimplified", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\sqrt{252}}$", "\\sqrt{252} = 6\\sqrt7, unsimplified"),
    m("x_m_ok_rationalizable", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\frac{3}{\sqrt{3}}}$", "3/\\sqrt3 = \\sqrt3"),
    m("x_m_ok_unsimplified_frac", "B", G_PROB, "correct", "llama", llama(("Count", PROB + "."), ("Probability", r"The probability is $\frac{22}{90}$ after doubling both.")) + LLAMA_END.format(r"\frac{22}{90}"), "a Llama closing with 22/90 = 11/45"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "60", "no_answer", "answer_is", AUNT + "The answer is not 60.", "the gold negated, nothing after"),
    g("n_strike_only", "A", "-18.5", "no_answer", "hash", DIVER + "#### ~~-18.5~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_then_other", "A", "10", "wrong", "hash", CRATE + "#### ~~10~~ 35", "the gold struck, 35 after"),
    g("n_annot_incorrect", "A", "7.5", "wrong", "hash", PIPE + "#### 7.5 (incorrect)", "the model marks its answer incorrect"),
    m("n_m_neq_box", "A", G_CPX, "no_answer", "boxed", CPX + r" $\boxed{\neq 16 - 11i}$", "a box holding \\neq gold"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{78}}$", "a cancelled box"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{32 \text{ (wrong)}}$", "an annotation (wrong) inside the box"),
    m("n_m_statement_neq", "A", G_TAN, "no_answer", "boxed", r"$\boxed{\tan\frac{\pi}{3} \neq \sqrt{3}}$", "a box stating the value is not the gold"),
    g("n_ok_not_other", "B", "76", "correct", "answer_is", PCT + "The answer is not 24 but 76.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "42150", "correct", "hash", SAL + "#### ~~40250~~ 42150", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "14.10", "correct", "boxed", NOTE + r"$\boxed{14.10}$ ✓", "a check mark after the box"),
    g("n_ok_isnt_other", "B", "60", "correct", "answer_is", AUNT + "The answer isn't 12 (that is the niece); the answer is 60.", "isn't another value, then the gold"),
    m("n_m_ok_neq_working", "B", G_CPX, "correct", "boxed", CPX + r". Since $i^2 = -1 \neq 1$, the product is $\boxed{16 - 11i}$.", "a \\neq in the working before the box"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{32}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_cancel_work", "B", G_COMB, "correct", "boxed", COMB + r" $= 13 \cdot \frac{\cancel{12}^{6}}{\cancel{2}} = \boxed{78}$", "cancellations in the working, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_dozen_gold", "A", "10", "wrong", "hash", CRATE + "#### 10 dozen", "10 dozen = 120, not the 10 oranges counted"),
    g("u_thousand", "A", "42150", "wrong", "hash", SAL + "#### 42150 thousand", "42150 thousand = 42,150,000"),
    g("u_hundred", "A", "76", "wrong", "answer_is", PCT + "The answer is 76 hundred.", "76 hundred = 7600"),
    g("u_percent_of", "A", "76", "wrong", "answer_is", PCT + "The answer is 76% of 75, which is 57.", "the final value stated is 57"),
    g("u_less_gold", "A", "10", "wrong", "hash", CRATE + "#### 10 less", "debatable: '10 less' is a difference, not a count; issue 25 lists 'less' among the accepted wrong answers", True),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{78\text{ thousand}}$", "78 thousand in the box"),
    m("u_m_dozen", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{32 \text{ dozen}}$", "32 dozen = 384"),
    m("u_m_times_two", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{123 \text{ times } 2}$", "123 times 2 = 246"),
    g("u_ok_years_old", "B", "60", "correct", "hash", AUNT + "#### 60 years old", "unit words after ####"),
    g("u_ok_left_over", "B", "10", "correct", "hash", CRATE + "#### 10 oranges left over", "a noun and 'left over' after ####"),
    g("u_ok_dollars", "B", "14.10", "correct", "answer_is", NOTE + "The answer is 14.10 dollars.", "the word dollars"),
    g("u_ok_meters", "B", "-18.5", "correct", "hash", DIVER + "#### -18.5 meters", "a unit after a negative decimal"),
    g("u_ok_percent_sign", "B", "76", "correct", "hash", PCT + "#### 76%", "a percent sign"),
    g("u_ok_half_words", "B", "7.5", "correct", "answer_is", PIPE + "The answer is 7.5 hours, that is 7 hours and 30 minutes.", "hours, then the same time in hours and minutes"),
    m("u_m_ok_sq_units", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{100\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{78 \text{ ways}}$", "'ways' in the box"),

    # ================================================================ 6. retractions / after-text
    g("r_edit", "A", "14.10", "wrong", "hash", NOTE + "#### 14.10\n\nEdit: the pen was $2.04, so 13.74.", "Edit: after the answer, 13.74 (11.70 + 2.04)"),
    g("r_update", "A", "60", "wrong", "hash", AUNT + "#### 60\nUpdate: it's actually 12.", "Update: it's actually 12"),
    g("r_never_mind", "A", "10", "wrong", "answer_is", CRATE + "The answer is 10. Never mind, 35.", "Never mind, 35"),
    g("r_erratum", "A", "7.5", "wrong", "hash", PIPE + "#### 7.5\n\nErratum: 8.", "Erratum: 8"),
    g("r_wrong_bang", "A", "76", "wrong", "answer_is", PCT + "The answer is 76. Wrong! 24.", "Wrong! 24"),
    g("r_placeholder", "A", "42150", "wrong", "hash", SAL + "#### 42150\n(The above is a placeholder; real answer TBD.)", "debatable: the model withdraws its answer as a placeholder with nothing new (round 20: wrong)", True),
    m("r_m_actually", "A", G_SPH, "wrong", "boxed", SPH + r" $= \boxed{100\pi}$" + "\n\nActually, I should give the volume: $\\frac{4}{3}\\pi \\cdot 125 = \\boxed{\\frac{500\\pi}{3}}$.", "a later box 500\\pi/3"),
    m("r_m_paren_not", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{32}$ (Not 32; 23.)", "(Not X; Y.) after the box"),
    g("r_ok_edit_format", "B", "0", "correct", "hash", TICK + "#### 0\n\nEdit: fixed a typo in the first line.", "Edit: about formatting only"),
    g("r_ok_check", "B", "42150", "correct", "hash", SAL + "#### 42150\n\nCheck: 42150 - 1900 = 40250 = 14 * 2875. ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "-18.5", "correct", "hash", DIVER + "#### -18.5\n\nLet me know if you need anything else!", "a pleasantry after"),
    g("r_ok_correction_to_gold", "B", "60", "correct", "hash", AUNT_NIECE + "#### 12\n\nCorrection: the question asks for the aunt, 5 * 12 = 60.\n#### 60", "a correction to the gold"),
    g("r_ok_invented_turn", "B", "10", "correct", "hash", CRATE + "#### 10" + IM_USER + "What if there were 600 oranges?" + IM_ASSIST + "14 * 42 = 588 and 600 - 588 = 12.\n#### 12", "an invented user turn and reply after the committed answer"),
    m("r_m_ok_restart_cut", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{78}$" + "\n\nLet me double-check by counting pairs: the first element can be any of the 13, and the second", "a cut-off double-check after the box (issue 25, class 4)"),
    m("r_m_ok_self_set", "B", G_LOG, "correct", "r1", "<think>\n" + LOG + ".\n</think>\n\n" + r1final(r"\frac{3}{4}") + "\n\nPractice problem: compute $\\log_{4} 8$. Solution: $\\boxed{\\frac{3}{2}}$.", "a self-set practice problem with its own box after the R1 final answer (issue 25, class 4)"),
    m("r_m_ok_verify", "B", G_CPX, "correct", "minerva", CPX[:-1] + " = 16 - 11i$.\n" + MINERVA.format("$16 - 11i$") + "\n\nVerification: $|16 - 11i|^2 = 377 = 29 \\cdot 13 = |2 - 5i|^2 |3 + 2i|^2$.", "a modulus check after the Minerva line"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_friend_said", "A", "7.5", "wrong", "hash", "My friend says 7.5 hours, but I add the times: 12 + 20 = 32.\n#### 32", "the gold only reported; the model's answer 32"),
    g("q_quoted_hash_refuse", "A", "0", "no_answer", "none", "> #### 0\n\nI cannot solve this problem.", "a quoted #### then a refusal"),
    g("q_other_part", "A", "60", "wrong", "answer_is", AUNT + "The answer is 60 for part (a) and 72 for part (b).", "debatable: two parts for a one-part question, two different values; issue 25 lists this shape among accepted wrong answers", True),
    g("q_if_then", "A", "76", "no_answer", "none", "If the answer were 76, then 57 seeds would have sprouted.", "only a hypothetical"),
    m("q_m_you_asked", "A", G_RAD, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{6\sqrt{7}}$." I cannot.', "the box only in a quotation of the request"),
    m("q_m_suppose", "A", G_ROOTS, "no_answer", "none", r"Suppose the roots were $-\frac{5}{2}$ and $\frac{3}{2}$; we would then need to check them.", "only a supposition"),
    m("q_m_invented_turn", "A", G_SEQ, "wrong", "boxed", SEQ_SLIP + r" So $\boxed{130}$." + IM_USER + "The answer is 123.", "the gold only in an invented user turn"),
    m("q_m_student_wrote", "A", G_CPX, "wrong", "boxed", r"A student wrote $\boxed{16 - 11i}$, but with $i^2 = 1$ I get $6 - 11i - 10 = \boxed{-4 - 11i}$.", "the gold in a reported box, the model's box -4 - 11i"),
    g("q_ok_friend_wrong", "B", "7.5", "correct", "hash", "My friend said 16 hours, the mean of 12 and 20, but rates add.\n" + PIPE + "#### 7.5", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "-18.5", "correct", "hash", '> "A diver at -8 m descends 1.75 m per minute for 6 minutes."\n\n' + DIVER + "#### -18.5", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "42150", "correct", "hash", SAL + "#### 42150\n\nIf there were no bonus, it would be 40250.", "a hypothetical after the committed answer"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_3 = 5$. Likewise, " + BASE + r" $= \boxed{32}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|4x - 2| \le 10$." + "\n\n" + INT + r" So $x \in \boxed{[-2, 3]}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_ROOTS, "correct", "boxed", r"Suppose $x = 2$ were a root: $16 + 8 - 15 = 9 \neq 0$, so it is not. Factoring, " + ROOTS + r" so $x = \boxed{-\frac{5}{2}, \frac{3}{2}}$.", "a supposition refuted, then the box"),
    m("q_m_ok_textbook", "B", G_SPH, "correct", "qwen", qwen("The textbook gives the formula $A = 4\\pi r^2$.", ("Substitute", SPH + r" $= 4\pi \cdot 25$."), ("Simplify", r"$A = 100\pi$.")) + qbox(r"100\pi"), "a textbook formula reported, then a Qwen closing"),

    # ================================================================ 8. bad input
    g("b_empty", "A", "10", "no_answer", "none", "", "an empty completion"),
    m("b_m_whitespace", "A", G_COMB, "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_fullwidth_other", "A", "10", "wrong", "hash", CRATE + "#### ３５", "full-width 35"),
    g("b_nul_other", "A", "60", "wrong", "hash", AUNT_NIECE + "#### 1\x002", "a NUL inside 12"),
    g("b_huge_number", "A", "42150", "wrong", "hash", SAL + "#### " + "9" * 5000, "a 5000-digit answer"),
    m("b_m_gold_space_other", "A", " 32 ", "wrong", "boxed", BASE + r" $= \boxed{23}$", "a gold with spaces; the model's 23"),
    m("b_m_gold_boxed_other", "A", r"\boxed{78}", "wrong", "boxed", r"Ordered pairs: $13 \cdot 12 = \boxed{156}$", "a gold stored boxed; the model's 156"),
    m("b_m_unclosed_box", "A", G_SPH, "no_answer", "truncated", SPH + r" $= \boxed{100", "cut inside the box"),
    g("b_ok_fullwidth", "B", "76", "correct", "hash", PCT + "#### ７６", "full-width digits"),
    g("b_ok_crlf", "B", "7.5", "correct", "hash", (PIPE + "#### 7.5").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_gold_space", "B", " 10 ", "correct", "hash", CRATE + "#### 10", "a gold with spaces"),
    g("b_ok_tabs", "B", "14.10", "correct", "hash", NOTE + "####\t14.10\t", "tabs around the value"),
    g("b_ok_long", "B", "0", "correct", "hash", PAD + TICK + "#### 0", "a long completion (about 29,000 characters of working first)"),
    m("b_m_ok_bom", "B", G_COMB, "correct", "boxed", "\ufeff" + COMB + r" $= \boxed{78}$", "a BOM first"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{32}", "correct", "boxed", BASE + r" $= \boxed{32}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{3}{4}$", "correct", "boxed", LOG + r", so $x = \boxed{\frac{3}{4}}$.", "a gold stored in math dollars"),
    m("b_m_ok_qwen_end", "B", G_DIST + "\n", "correct", "boxed", DIST + r" $= \sqrt{97}$." + "\n" + QWEN_END.format(r"\sqrt{97}"), "a gold with a trailing newline; a Qwen final line"),
]
# fmt: on

DECISIONS = {
    "u_less_gold": (
        "reject",
        "'10 less' states a difference, not the count; issue 25 counts 'less' after the gold as an accepted wrong answer",
    ),
    "q_other_part": (
        "reject",
        "two different values for a one-part question are two final answers (README: wrong)",
    ),
    "r_placeholder": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam43", CASES, [], DECISIONS)
