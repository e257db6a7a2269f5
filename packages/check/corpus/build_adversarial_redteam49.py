r"""Build adversarial_redteam49.jsonl: a forty-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam49", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on these probes; handed over BEFORE any scoring. Not model output. Read:
corpus/README.md ("How labels were made" and the sources table), corpus_build.py (g, m, th,
write_probes, MINERVA, QWEN_END, LLAMA_END, r1final, chat-turn tokens), build_adversarial_redteam21.py
(structure, conventions, label rules) and `issues show 25`. Python was used for arithmetic only.

Aim of this round: a fresh measure of the issue's hidden probe set by a new independent author: the
eight classes about equally (20 or so each), one trick each, short plain probes and probes inside
realistic completions (R1 think/answer, Qwen / Llama / Minerva closings, ChatML and Llama 3 turn
tokens, <<a*b=c>> calculator annotations, "So the answer is #### N", "Answer: N"); about half GSM8K,
half MATH; about 45 % kind B. Written: 177 probes, kind A 92 / B 85, GSM8K 91 / MATH 86, 1
debatable (u_negative_word); per class t 23, h 24, x 21, n 21, u 22, r 22, q 21, b 23.

Problems and golds (new shapes and numbers; arithmetic checked in the comments below):
GSM8K: a grandfather 5 times his grandson's age, 3 times in 16 years -> 80 (grandson 16); machines
of 20 h and 30 h together -> 12 h; 121 pets in the ratio 6:5 cats:dogs -> 66 cats (55 dogs); 547
bottles in crates of 24 -> 19 left over (22 crates); a price from $75 to $99 -> 32 % rise (by $24);
3.5 degrees falling 0.75 an hour for 14 hours -> -7; 3 notebooks at $4.35 and a $1.95 pen -> 15
(notebooks alone 13.05); 135 pages read 15 a day for 9 days -> 0 left; 27 months at $1,850 plus a
$2,650 bonus -> 52,600 (without it 49,950); mean of 73, 88, 95, 81, 79 -> 83.2; 65 km/h for 3.2 h
-> 208 km; $1,500 at 4 % simple interest for 3 years -> 180 (2 years: 120).
MATH: log_8 16 -> 4/3; |(2, -10, 11)| -> 15; 4 + 12 + ... + 972 -> 1456; 5^17 mod 8 -> 5;
(1 - 3i)(4 + i) -> 7 - 11i; at least one head in three tosses -> 7/8; a cylinder r 5 h 3 ->
75\pi; cos(11\pi/6) -> \sqrt3/2; |3x + 4| <= 11 -> [-5, 7/3]; 2x^2 - 11x + 5 = 0 -> 1/2 and 5;
4021_5 -> 511; x + y = 3, 2x + 3y = 1 -> (8, -5); (4x - 3)(2x + 5) -> 8x^2 + 14x - 15; C(17, 3) ->
680; 0.\overline{148} -> 4/27; the 30th term of 5, 8, 11 -> 92; 126 degrees -> 7\pi/10;
\sqrt{245} -> 7\sqrt5; x^3 - 16x at x = 4 -> 0; the distance (3, 1) to (-4, 3) -> \sqrt{53}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation; `u_`
words after a number (chosen so the label does not depend on the unseen question); `r_` retractions
after the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part
statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a cut-off) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong` (a decimal that equals the
gold exactly, 0.875 for 7/8, is `correct`); a value the model itself marks wrong is `wrong`; an
explicit correction after an answer makes the corrected value the final one; a value the model
withdraws with nothing new is `wrong`; a check, a pleasantry, a cut-off restart or a self-set new
exercise after a committed answer does not replace it (issue 25, item 4); text in an invented next
turn does not count; in an <answer> tag a sentence, an equation chain, a marker phrase or a box is
read for the value it states, and a tag never closed at the end of the output still states its
value. A unit word is read for its value: `19 dozen` is 228, `15 cents` is 0.15 dollars, `511
(base 5)` is not 511. No lone surrogate is written (the JSONL is UTF-8; a lone surrogate cannot be
encoded), and no NUL-in-a-right-answer probe (that convention is settled: bad input). Debatable
probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round
proposes.

Usage: python packages/check/corpus/build_adversarial_redteam49.py
"""

from corpus_build import (
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    m,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- ages: gold 80. 5g + 16 = 3(g + 16) -> 5g + 16 = 3g + 48 -> 2g = 32 -> g = 16; 5 * 16 = 80.
#     Check: in 16 years 96 and 32, 96 = 3 * 32. Wrong value: 16 (the grandson).
AGE = "Let the grandson be g years old. Then 5g + 16 = 3(g + 16), so 5g + 16 = 3g + 48, 2g = 32 and g = 16.\nThe question asks for the grandfather's age: 5 * 16 = <<5*16=80>>80.\n"
AGE_SLIP = "Let the grandson be g years old. Then 5g + 16 = 3(g + 16), so 5g + 16 = 3g + 48, 2g = 32 and g = 16.\n"
# --- work rate: gold 12. 1/20 + 1/30 = 3/60 + 2/60 = 5/60 = 1/12 -> 12 hours.
#     Wrong values: 25 (the mean of 20 and 30), 50 (the sum).
RATE = "The first machine does 1/20 of the job an hour, the second 1/30.\nTogether: 1/20 + 1/30 = 3/60 + 2/60 = 5/60 = 1/12 of the job an hour, so they need 12 hours.\n"
RATE_SLIP = "The first machine takes 20 hours, the second 30 hours, so together 20 + 30 = <<20+30=50>>50 hours.\n"
# --- ratio: gold 66 cats. 6 + 5 = 11 parts; 121 / 11 = 11; 6 * 11 = 66, 5 * 11 = 55; 66 + 55 = 121.
RATIO = "The 121 pets are in the ratio 6:5 (cats:dogs), so one part is 121 / 11 = <<121/11=11>>11.\nCats: 6 * 11 = <<6*11=66>>66; dogs: 5 * 11 = <<5*11=55>>55. The question asks for the cats.\n"
# --- remainder: gold 19. 22 * 24 = 528; 547 - 528 = 19 (23 * 24 = 552 > 547). Wrong: 22 crates.
REM = "547 bottles go in crates of 24. 22 full crates hold 22 * 24 = <<22*24=528>>528 bottles, so 547 - 528 = <<547-528=19>>19 bottles are left over.\n"
# --- percent: gold 32. 99 - 75 = 24; 24 / 75 = 0.32 = 32 %; check 75 * 1.32 = 99. Wrong: 24 (dollars).
PCT = "The price rose from $75 to $99, by 99 - 75 = <<99-75=24>>24 dollars.\nAs a percent of the old price: 24 / 75 * 100 = <<24/75*100=32>>32 percent.\n"
# --- temperature: gold -7. 0.75 * 14 = 10.5; 3.5 - 10.5 = -7. Sign lost: 7.
TEMP = "The temperature falls 0.75 * 14 = <<0.75*14=10.5>>10.5 degrees, so it ends at 3.5 - 10.5 = <<3.5-10.5=-7>>-7 degrees.\n"
# --- shopping: gold 15. 3 * 4.35 = 13.05; 13.05 + 1.95 = 15.00. Without the pen: 13.05.
SHOP = "3 notebooks at $4.35 cost 3 * 4.35 = <<3*4.35=13.05>>13.05 dollars.\nWith the $1.95 pen: 13.05 + 1.95 = <<13.05+1.95=15>>15 dollars.\n"
# --- reading: gold 0. 15 * 9 = 135; 135 - 135 = 0.
READ = "She reads 15 pages a day for 9 days, 15 * 9 = <<15*9=135>>135 pages, so 135 - 135 = <<135-135=0>>0 pages of the 135-page book remain.\n"
# --- pay: gold 52600. 27 * 1850 = 37000 + 12950 = 49950; 49950 + 2650 = 52600. Without the bonus: 49950.
PAY = "27 months at $1,850 a month is 27 * 1850 = <<27*1850=49950>>49950 dollars.\nWith the $2,650 bonus: 49950 + 2650 = <<49950+2650=52600>>52600 dollars.\n"
PAY_NOBONUS = "27 months at $1,850 a month is 27 * 1850 = <<27*1850=49950>>49950 dollars.\n"
# --- mean: gold 83.2. 73 + 88 = 161, + 95 = 256, + 81 = 337, + 79 = 416; 416 / 5 = 83.2 = 416/5.
MEAN = "The five scores sum to 73 + 88 + 95 + 81 + 79 = <<73+88+95+81+79=416>>416, so the mean is 416 / 5 = <<416/5=83.2>>83.2.\n"
# --- speed: gold 208. 65 * 3 = 195; 65 * 0.2 = 13; 195 + 13 = 208. Digit swap: 280.
SPEED = "At 65 km/h for 3.2 hours the car covers 65 * 3.2 = <<65*3.2=208>>208 km.\n"
# --- interest: gold 180. 1500 * 0.04 = 60 a year; 60 * 3 = 180. Two years: 120; four: 240.
INT = "Simple interest: 1500 * 0.04 = <<1500*0.04=60>>60 dollars a year, for 3 years 60 * 3 = <<60*3=180>>180 dollars.\n"

# ================================================================ MATH working
G_LOG = r"\frac{4}{3}"  # log_8 16 = log_2 16 / log_2 8 = 4/3; check 8^(4/3) = 2^4 = 16
LOG = r"$\log_8 16 = \frac{\log_2 16}{\log_2 8} = \frac{4}{3}$"
G_VEC = "15"  # 4 + 100 + 121 = 225 = 15^2
VEC = r"$\|(2, -10, 11)\| = \sqrt{4 + 100 + 121} = \sqrt{225}$"
G_GEO = "1456"  # 4, 12, 36, 108, 324, 972: 4 * 3^5 = 972, six terms; 4(3^6 - 1)/2 = 2 * 728 = 1456
GEO = r"The series $4 + 12 + 36 + 108 + 324 + 972$ has six terms, so the sum is $\frac{4(3^6 - 1)}{3 - 1} = 2 \cdot 728$"
G_MOD = "5"  # 5^2 = 25 = 3*8 + 1; 5^17 = 5 * (5^2)^8 = 5 (mod 8)
MOD = r"Since $5^2 = 25 \equiv 1 \pmod 8$, $5^{17} = 5 \cdot (5^2)^8 \equiv 5 \pmod 8$."
G_CPX = "7 - 11i"  # 4 + i - 12i - 3i^2 = 4 - 11i + 3 = 7 - 11i; i^2 taken as +1 gives 1 - 11i
CPX = r"$(1 - 3i)(4 + i) = 4 + i - 12i - 3i^2 = 4 - 11i + 3$"
G_PROB = r"\frac{7}{8}"  # 1 - (1/2)^3 = 7/8 = 0.875 exactly; exactly two heads: 3/8; 3/4 is wrong
PROB = r"No heads in three tosses has probability $\left(\frac{1}{2}\right)^3 = \frac{1}{8}$, so at least one head has probability $1 - \frac{1}{8}$"
G_CYL = r"75\pi"  # pi * 25 * 3 = 75 pi = 235.619...
CYL = r"$V = \pi r^2 h = \pi \cdot 5^2 \cdot 3$"
G_TRIG = (
    r"\frac{\sqrt{3}}{2}"  # 11pi/6 = 2pi - pi/6, cos even and 2pi-periodic: cos(pi/6) = sqrt3/2
)
TRIG = r"$\cos\frac{11\pi}{6} = \cos\left(2\pi - \frac{\pi}{6}\right) = \cos\frac{\pi}{6}$"
G_INEQ = r"\left[-5, \frac{7}{3}\right]"  # -11 <= 3x + 4 <= 11 -> -15 <= 3x <= 7 -> -5 <= x <= 7/3
INEQ = r"$-11 \le 3x + 4 \le 11$ gives $-15 \le 3x \le 7$, so $-5 \le x \le \frac{7}{3}$."
G_ROOTS = (
    r"\frac{1}{2}, 5"  # (2x - 1)(x - 5) = 2x^2 - 11x + 5; 2*25 - 55 + 5 = 0; 2/4 - 11/2 + 5 = 0
)
ROOTS = r"$2x^2 - 11x + 5 = (2x - 1)(x - 5) = 0$."
G_BASE = "511"  # 4*125 + 0*25 + 2*5 + 1 = 500 + 10 + 1 = 511
BASE = r"$4021_5 = 4 \cdot 125 + 0 \cdot 25 + 2 \cdot 5 + 1$"
G_SYS = "(8, -5)"  # x = 3 - y; 2(3 - y) + 3y = 6 + y = 1 -> y = -5, x = 8; check 16 - 15 = 1
SYS = r"From $x = 3 - y$: $2(3 - y) + 3y = 6 + y = 1$, so $y = -5$ and $x = 8$."
G_POLY = "8x^2 + 14x - 15"  # 8x^2 + 20x - 6x - 15
POLY = r"$(4x - 3)(2x + 5) = 8x^2 + 20x - 6x - 15$"
G_COMB = "680"  # 17 * 16 * 15 = 4080; 4080 / 6 = 680. Half: 340.
COMB = r"$\binom{17}{3} = \frac{17 \cdot 16 \cdot 15}{6} = \frac{4080}{6}$"
G_REP = r"\frac{4}{27}"  # 148/999: 999 = 27 * 37, 148 = 4 * 37 -> 4/27 = 0.148148...
REP = r"Let $x = 0.\overline{148}$. Then $1000x - x = 148$, so $x = \frac{148}{999}$"
G_SEQ = "92"  # 5 + 29 * 3 = 5 + 87 = 92. Off by one: 5 + 30 * 3 = 95.
SEQ = r"The $n$th term is $5 + 3(n - 1)$, so $a_{30} = 5 + 29 \cdot 3$"
G_RAD = r"\frac{7\pi}{10}"  # 126/180 = 7/10; 7pi/10 = 2.19911...
RAD = r"$126^\circ \cdot \frac{\pi}{180^\circ}$"
G_SQRT = r"7\sqrt{5}"  # 245 = 49 * 5
SQRT = r"$\sqrt{245} = \sqrt{49 \cdot 5}$"
G_ZERO = "0"  # 4^3 - 16*4 = 64 - 64 = 0
ZERO = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64$"
G_DIST = r"\sqrt{53}"  # dx = -7, dy = 2: 49 + 4 = 53; sqrt53 = 7.2801...
DIST = r"The distance is $\sqrt{(-4 - 3)^2 + (3 - 1)^2} = \sqrt{49 + 4}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "19", "wrong", "tag", th(REM) + "<answer>22 crates are filled.</answer>", "a sentence in the tag states 22 (the crates); 19 only in the thinking"),
    g("t_box_other", "A", "52600", "wrong", "tag", th(PAY_NOBONUS) + r"<answer>\boxed{49950}</answer>", "a box in the tag, 49950 (the bonus left out)"),
    g("t_equation_other", "A", "12", "wrong", "tag", th(RATE_SLIP) + "<answer>20 + 30 = 50</answer>", "an equation chain ending 50"),
    g("t_unclosed_other", "A", "80", "wrong", "tag", th(AGE_SLIP) + "<answer>The grandson is 16", "a tag never closed, stating 16 (the grandson)"),
    g("t_blank_tag", "A", "208", "no_answer", "tag", th(SPEED) + "<answer> </answer>", "a tag holding a space; 208 only in the thinking"),
    g("t_phrase_rounded", "A", "83.2", "wrong", "tag", th(MEAN) + "<answer>The answer is 83.</answer>", "a phrase in the tag stating 83, not 83.2"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>$\boxed{7 + 11i}$</answer>", "a box in the tag, the sign of the imaginary part flipped"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + " = 680.\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_two_tags", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + "<answer>680</answer>\n<answer>340</answer>", "two tags, the last 340"),
    m("t_m_sentence_other", "A", G_MOD, "wrong", "tag", th(MOD + "\n") + "<answer>The remainder is 3.</answer>", "a sentence in the tag states 3"),
    m("t_m_cut_in_think", "A", G_GEO, "no_answer", "truncated", "<think>\n" + GEO + " = 1456.\nLet me double-check the number of terms", "cut inside the thinking, no tag"),
    m("t_m_hedge_tag", "A", G_TRIG, "wrong", "tag", th(TRIG + "\n") + r"<answer>$\frac{\sqrt{3}}{2}$ or $-\frac{\sqrt{3}}{2}$</answer>", "a hedge between two values in the tag"),
    g("t_ok_sentence", "B", "80", "correct", "tag", th(AGE) + "<answer>The grandfather is 80 years old.</answer>", "a sentence in the tag"),
    g("t_ok_box_comma", "B", "52600", "correct", "tag", th(PAY) + r"<answer>\boxed{52,600}</answer>", "a box with a comma in the tag"),
    g("t_ok_dollar_cents", "B", "15", "correct", "tag", th(SHOP) + "<answer>$15.00</answer>", "a dollar sign and cents in the tag"),
    g("t_ok_answer_is", "B", "19", "correct", "tag", th(REM) + "<answer>The answer is 19.</answer>", "a marker phrase in the tag (issue 25's first example)"),
    g("t_ok_hash_in_tag", "B", "12", "correct", "tag", th(RATE) + "<answer>#### 12</answer>", "a #### line in the tag"),
    m("t_m_ok_box_math", "B", G_LOG, "correct", "tag", th(LOG + "\n") + r"<answer>$\boxed{\frac{4}{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_equation", "B", G_BASE, "correct", "tag", th(BASE + " = 511\n") + "<answer>$4021_5 = 511$</answer>", "an equation whose right side is the gold"),
    m("t_m_ok_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>$x = 8$, $y = -5$</answer>", "the pair written as x = 8, y = -5"),
    m("t_m_ok_unclosed", "B", G_CPX, "correct", "tag", th(CPX + r" $= 7 - 11i$." + "\n") + "<answer>$7 - 11i$", "a tag never closed at the end of the output (issue 25, item 3)"),
    m("t_m_ok_final_answer", "B", G_RAD, "correct", "tag", th(RAD + r" $= \frac{7\pi}{10}$" + "\n") + r"<answer>Final Answer: $\dfrac{7\pi}{10}$</answer>", "a Final Answer: marker and \\dfrac in the tag"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{1}{2}$ or $x = 5$</answer>", "both roots as x = ... or x = ... in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_other_hash", "A", "66", "wrong", "hash", RATIO + "The answer is 55.\n#### 55", "phrase and #### agree on 55 (the dogs)"),
    g("h_phrase_gold_hash_other", "A", "208", "wrong", "hash", SPEED + "The answer is 208.\n#### 280", "phrase 208, #### 280: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "80", "wrong", "hash", AGE + "#### 80\nSo the answer is 16.", "#### 80 then a phrase stating 16"),
    g("h_so_answer_hash_other", "A", "19", "wrong", "hash", REM + "So the answer is #### 22", "'So the answer is #### 22': the crates"),
    g("h_answer_hash_empty", "A", "180", "no_answer", "hash", INT + "Answer: ####", "an empty #### after Answer:; 180 only in the working"),
    g("h_final_answer_hash_other", "A", "52600", "wrong", "hash", PAY_NOBONUS + "Final Answer: #### 49950", "'Final Answer: #### 49950'"),
    g("h_hash_minerva_other", "A", "180", "wrong", "minerva", INT + "#### 180\n" + MINERVA.format("$120$"), "#### gold, then a Minerva line stating 120"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + "\nThe answer is: #### 340", "'The answer is: #### 340'"),
    m("h_m_answer_hash_other", "A", G_SEQ, "wrong", "hash", r"$a_{30} = 5 + 30 \cdot 3 = 95$" + "\nAnswer: #### 95", "'Answer: #### 95' (off by one)"),
    m("h_m_hash_then_box_other", "A", G_GEO, "wrong", "hash", GEO + " = 1456.\n#### 1456\n\n" + r"The final answer is $\boxed{1452}$.", "#### gold then a final box 1452"),
    m("h_m_hash_range", "A", G_BASE, "wrong", "hash", BASE + "\nThe answer is: #### 500-520", "a range after the phrase and ####"),
    m("h_m_so_hash_sign", "A", G_ROOTS, "wrong", "hash", ROOTS + "\nSo the answer is #### 1/2, -5", "'So the answer is ####' with the second root's sign flipped"),
    g("h_ok_so_hash", "B", "19", "correct", "hash", REM + "So the answer is #### 19", "'So the answer is #### N' (issue 25)"),
    g("h_ok_answer_is_colon_hash", "B", "208", "correct", "hash", SPEED + "The answer is: #### 208", "'The answer is: #### N'"),
    g("h_ok_final_answer_hash", "B", "52600", "correct", "hash", PAY + "Final Answer: #### 52,600", "'Final Answer: #### N' with a comma"),
    g("h_ok_answer_hash", "B", "66", "correct", "hash", RATIO + "Answer: #### 66", "'Answer: #### N'"),
    g("h_ok_bold_hash", "B", "180", "correct", "hash", INT + "**The answer is: #### 180**", "the phrase and #### in bold"),
    g("h_ok_box_marker", "B", "12", "correct", "answer_is", RATE + r"So the answer is \box{12}.", "a prompt's own marker 'So the answer is \\box{N}'"),
    m("h_m_ok_so_hash", "B", G_COMB, "correct", "hash", COMB + " = 680.\nSo the answer is #### 680", "a MATH answer after 'So the answer is ####'"),
    m("h_m_ok_answer_hash_frac", "B", G_LOG, "correct", "hash", LOG + ".\nAnswer: #### 4/3", "'Answer: #### 4/3'"),
    m("h_m_ok_hash_latex", "B", G_BASE, "correct", "hash", BASE + " = 511.\nThe answer is: #### $511$", "a #### value in dollar math"),
    m("h_m_ok_phrase_then_hash", "B", G_CPX, "correct", "hash", CPX + r" $= 7 - 11i$." + "\nThe answer is $7 - 11i$.\n#### 7-11i", "phrase and #### agree, no spaces in the ####"),
    m("h_m_ok_final_answer_hash_poly", "B", G_POLY, "correct", "hash", POLY + r" $= 8x^2 + 14x - 15$." + "\nFinal Answer: #### 8x^2 + 14x - 15", "'Final Answer: ####' with a polynomial"),
    m("h_m_ok_answer_is_hash_roots", "B", G_ROOTS, "correct", "hash", ROOTS + r" So $x = \frac{1}{2}$ or $x = 5$." + "\nThe answer is: #### 1/2, 5", "'The answer is: ####' with both roots"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", READ.replace("135 - 135 = <<135-135=0>>0", "135 - 134.999 = <<135-134.999=0.001>>0.001") + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded", "A", "83.2", "wrong", "hash", MEAN + "Rounded to a whole number: 83.\n#### 83", "rounded to 83"),
    g("x_off_by_cent", "A", "52600", "wrong", "hash", PAY + "#### 52600.01", "52600.01, relative error about 2e-7"),
    g("x_sci_tiny", "A", "0", "wrong", "hash", READ + "#### 1e-9", "1e-9 against gold 0"),
    g("x_neg_near", "A", "-7", "wrong", "hash", TEMP + "#### -7.0001", "-7.0001 against -7"),
    m("x_m_near_zero_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-80}\pi}$", "10^{-80}\\pi against gold 0: not zero"),
    m("x_m_pi_plus_tiny", "A", G_CYL, "wrong", "boxed", CYL + r" $= \boxed{75\pi + 10^{-40}}$", "75\\pi + 10^{-40}: an exact expression, not 75\\pi"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{7.28}$", "a decimal for \\sqrt{53} (7.2801...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.148}$", "0.148 is not 4/27 = 0.148148..."),
    m("x_m_decimal_pi", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{2.199}$", "a decimal for 7\\pi/10 (2.19911...)"),
    m("x_m_sin_tiny", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{680 + \sin(10^{-90})}$", "680 + sin(10^{-90}) is not 680"),
    m("x_m_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{7 - 11i + 10^{-30}i}$", "a tiny extra imaginary part"),
    g("x_ok_cents", "B", "15", "correct", "hash", SHOP + "#### 15.00", "15.00 for 15"),
    g("x_ok_fraction", "B", "83.2", "correct", "boxed", MEAN + r"The mean is $\boxed{\frac{416}{5}}$.", "416/5 = 83.2 exactly"),
    g("x_ok_neg_decimal", "B", "-7", "correct", "hash", TEMP + "#### -7.00", "-7.00 for -7"),
    g("x_ok_trailing_zero", "B", "180", "correct", "hash", INT + "#### 180.0", "180.0 for 180"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.875}$.", "0.875 = 7/8 exactly"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{148}{999}}$.", "148/999 = 4/27 unsimplified"),
    m("x_m_ok_sqrt245", "B", G_SQRT, "correct", "boxed", SQRT + ".\n\n" + QWEN_END.format(r"\sqrt{245}"), "\\sqrt{245} = 7\\sqrt5, unsimplified, in a Qwen closing line"),
    m("x_m_ok_pi_first", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{\pi \cdot 75}$", "\\pi \\cdot 75 = 75\\pi"),
    m("x_m_ok_slash", "B", G_LOG, "correct", "boxed", LOG + r", so the answer is $\boxed{4/3}$.", "4/3 with a slash"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "80", "no_answer", "answer_is", AGE_SLIP + "The grandfather is not 80.", "the gold negated, nothing after"),
    g("n_neq_box", "A", "19", "no_answer", "boxed", REM + r"$\boxed{\neq 19}$", "a box holding \\neq gold"),
    g("n_strike_then_other", "A", "19", "wrong", "hash", REM + "#### ~~19~~ 22", "the gold struck, 22 after"),
    g("n_text_wrong", "A", "208", "wrong", "boxed", SPEED + r"$\boxed{208 \text{ (wrong)}}$", "the model marks its boxed value wrong"),
    g("n_cross_emoji", "A", "15", "wrong", "hash", SHOP + "#### 15 ❌", "a cross mark after the #### value"),
    g("n_strike_html", "A", "32", "no_answer", "hash", PCT + "#### <s>32</s>", "struck with <s> and nothing after"),
    m("n_m_not_equal_box", "A", G_LOG, "no_answer", "boxed", LOG + r" $\boxed{x \not= \frac{4}{3}}$", "a box holding x \\not= gold"),
    m("n_m_cancel", "A", G_CYL, "no_answer", "boxed", CYL + r" $= \boxed{\cancel{75\pi}}$", "a cancelled box"),
    m("n_m_xcancel", "A", G_POLY, "no_answer", "boxed", POLY + r" $= \boxed{\xcancel{8x^2 + 14x - 15}}$", "the gold struck with \\xcancel and nothing after"),
    m("n_m_incorrect_note", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{92}$ (incorrect)", "the model labels its box incorrect"),
    m("n_m_ne_text", "A", G_MOD, "no_answer", "answer_is", r"The remainder is $\ne 5$.", "only 'is not 5'"),
    g("n_ok_not_other", "B", "19", "correct", "answer_is", REM + "The answer is 19, not 22.", "a wrong value negated after the gold"),
    g("n_ok_strike_other", "B", "80", "correct", "hash", AGE + "#### ~~16~~ 80", "the wrong value struck, the gold after"),
    g("n_ok_check_emoji", "B", "180", "correct", "boxed", INT + r"$\boxed{180}$ ✅", "a check-mark emoji after the box"),
    g("n_ok_sign_not", "B", "-7", "correct", "answer_is", TEMP + "The answer is -7, not 7.", "the unsigned value negated"),
    g("n_ok_annot_total", "B", "52600", "correct", "boxed", PAY + r"$\boxed{52600}$ (total dollars)", "a harmless annotation"),
    m("n_m_ok_neq_other", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{7 - 11i}$ (note that this $\neq 7 + 11i$)", "the gold boxed, another value negated"),
    m("n_m_ok_cancel_working", "B", G_COMB, "correct", "boxed", r"$\binom{17}{3} = \frac{17 \cdot \cancel{16}^{8} \cdot 15}{\cancel{6}^{3}} = \frac{17 \cdot 8 \cdot 15}{3} = \boxed{680}$", "cancellations in the working (16/6 = 8/3; 2040/3 = 680), the gold boxed"),
    m("n_m_ok_check_mark", "B", G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{\frac{\sqrt{3}}{2}}$ ✓", "a check mark after the box"),
    m("n_m_ok_neq_working", "B", G_INEQ, "correct", "boxed", INEQ + r" (For instance $x \neq 3$, since $|13| > 11$.) So $x \in \boxed{\left[-5, \frac{7}{3}\right]}$.", "\\neq in the working only"),
    m("n_m_ok_strike_other", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So $x \in \boxed{\sout{-\frac{1}{2}, -5}\ \frac{1}{2}, 5}$.", "the wrong roots struck with \\sout, the gold after"),

    # ================================================================ 5. words after a number
    g("u_negative_word", "A", "-7", "wrong", "hash", "The temperature falls 0.75 * 14 = <<0.75*14=10.5>>10.5 degrees from 3.5, so it ends 10.5 - 3.5 = <<10.5-3.5=7>>7 degrees below zero.\n#### 7 negative", "debatable: '7 negative' after ####; the marked number is 7 (issue 25 lists `#### 18 negative` as a wrong acceptance)", True),
    g("u_percent_of", "A", "32", "wrong", "answer_is", PCT + "The answer is 32% of 75, which is 24.", "the last value stated is 24"),
    g("u_million", "A", "52600", "wrong", "answer_is", PAY + "The answer is 52.6 million dollars.", "52.6 million = 52,600,000"),
    g("u_less_than", "A", "15", "wrong", "hash", SHOP + "#### less than 15", "a bound, not a value"),
    g("u_cents", "A", "15", "wrong", "hash", SHOP + "#### 15 cents", "15 cents = $0.15, the working's total is $15"),
    g("u_thousand", "A", "180", "wrong", "hash", INT + "#### 180 thousand", "180 thousand = 180,000"),
    m("u_m_units_no_pi", "A", G_CYL, "wrong", "boxed", CYL + r" $= \boxed{75 \text{ cubic units}}$", "unit words hide a dropped \\pi: 75, not 75\\pi"),
    m("u_m_dozen", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{680 \text{ dozen}}$", "680 dozen = 8160"),
    m("u_m_percent_frac", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{7}{8}\%}$", "7/8 percent = 7/800, not 7/8"),
    m("u_m_hundred", "A", G_VEC, "wrong", "answer_is", VEC + ". The magnitude is 15 hundred.", "15 hundred = 1500"),
    m("u_m_units_no_root", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{53 \text{ units}}$", "unit words hide a dropped square root: 53, not \\sqrt{53}"),
    g("u_ok_years_old", "B", "80", "correct", "hash", AGE + "#### 80 years old", "a unit phrase after ####"),
    g("u_ok_hours", "B", "12", "correct", "answer_is", RATE + "The answer is 12 hours.", "the word hours"),
    g("u_ok_usd", "B", "52600", "correct", "hash", PAY + "#### 52600 USD", "a currency code after ####"),
    g("u_ok_celsius", "B", "-7", "correct", "answer_is", TEMP + "The answer is -7 degrees Celsius.", "degrees Celsius"),
    g("u_ok_km", "B", "208", "correct", "hash", SPEED + "#### 208 km", "km after ####"),
    g("u_ok_percent_space", "B", "32", "correct", "hash", PCT + "#### 32 %", "a spaced percent sign"),
    m("u_m_ok_cm3", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{75\pi \text{ cm}^3}$", "units in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{53}\text{ units}}$", "the word units in the box"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{511_{10}}$", "the base-10 subscript"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{7\pi}{10} \text{ radians}}$", "the word radians"),
    m("u_m_ok_cm", "B", G_SQRT, "correct", "boxed", SQRT + r" $= \boxed{7\sqrt{5}\ \text{cm}}$", "cm after a spaced \\ in the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "66", "wrong", "hash", RATIO + "#### 66\n\nEdit: I swapped the ratio; the cats are 55.", "Edit: after the answer, 55"),
    g("r_update", "A", "180", "wrong", "answer_is", INT + "The answer is 180.\nUpdate: it's actually 240, I should use 4 years.", "Update: it's actually 240"),
    g("r_erratum", "A", "15", "wrong", "hash", SHOP + "#### 15\n\nErratum: the pen is not included, so 13.05.", "Erratum: 13.05"),
    g("r_never_mind", "A", "80", "wrong", "answer_is", AGE + "The answer is 80. Never mind, it's 16.", "Never mind, 16"),
    g("r_placeholder", "A", "208", "wrong", "hash", SPEED + "#### 208\n\n(The above is a placeholder; the real answer is TBD.)", "the answer withdrawn as a placeholder, nothing new (round 20's convention: wrong)"),
    g("r_wait_actually", "A", "83.2", "wrong", "hash", MEAN + "#### 83.2\n\nWait, actually there are only four scores: 416 / 4 = 104.\n#### 104", "a later correction to 104"),
    m("r_m_actually", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{92}$" + "\n\nActually, the 30th term is $5 + 30 \\cdot 3 = 95$, so the answer is $\\boxed{95}$.", "a later box 95"),
    m("r_m_paren_not", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{7 - 11i}$ (Not $7 - 11i$; $1 - 11i$.)", "(Not X; Y.) after the answer"),
    m("r_m_wrong_bang", "A", G_LOG, "wrong", "boxed", LOG + r", so $\boxed{\frac{4}{3}}$. Wrong! $\frac{3}{4}$.", "Wrong! 3/4"),
    m("r_m_correction_box", "A", G_TRIG, "wrong", "boxed", TRIG + r" $= \boxed{\frac{\sqrt{3}}{2}}$" + "\n\nCorrection: cosine is negative there, so the answer is $\\boxed{-\\frac{\\sqrt{3}}{2}}$.", "a mistaken correction to -\\sqrt3/2 is the final answer"),
    m("r_m_scratch_that", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{7}{8}}$." + "\nScratch that: exactly one head, $\\frac{3}{8}$.", "Scratch that: 3/8"),
    m("r_m_update_other", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{\sqrt{53}}$" + "\n\nUpdate: it's actually $\\sqrt{45}$; I misread the second point.", "Update: it's actually \\sqrt{45}"),
    g("r_ok_check", "B", "52600", "correct", "hash", PAY + "#### 52600\n\nCheck: 52600 - 2650 = 49950 = 27 * 1850. ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "19", "correct", "hash", REM + "#### 19\n\nLet me know if you need anything else!", "a pleasantry after"),
    g("r_ok_invented_user", "B", "66", "correct", "answer_is", RATIO + "The answer is 66." + IM_USER + "Thanks! Now how many dogs are there?", "an invented ChatML user turn after the answer"),
    g("r_ok_edit_format", "B", "-7", "correct", "hash", TEMP + "#### -7\n\nEdit: fixed the formatting.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "80", "correct", "hash", AGE_SLIP + "#### 16\n\nCorrection: the question asks for the grandfather, 5 * 16 = 80.\n#### 80", "a correction to the gold"),
    m("r_m_ok_restart_cut", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{511}$" + "\n\nLet me redo this to be sure. $4021_5 = 4 \\cdot 5^3 + ", "a cut-off restart after the committed box (issue 25, item 4)"),
    m("r_m_ok_self_exercise", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{680}$." + "\n\n**Practice problem:** compute $\\binom{10}{3}$.\n**Solution:** $\\frac{720}{6} = \\boxed{120}$.", "a self-set new exercise with its own box after the answer (issue 25, item 4: a right answer)"),
    m("r_m_ok_llama_eot", "B", G_GEO, "correct", "boxed", GEO + " = 1456.\n\n" + LLAMA_END.format("1456") + EOT_USER + "Great, now the sum of eight terms.", "a Llama 3 closing then an invented user turn"),
    m("r_m_ok_verify", "B", G_INEQ, "correct", "boxed", INEQ + r" So the answer is $\boxed{\left[-5, \frac{7}{3}\right]}$." + "\n\nVerification: at $x = -5$, $|{-15} + 4| = 11$; at $x = \\frac{7}{3}$, $|7 + 4| = 11$. Both ends hold.", "a verification after the box"),
    m("r_m_ok_never_mind_gold", "B", G_VEC, "correct", "boxed", r"The magnitude is $13$. Never mind, I mis-added: $4 + 100 + 121 = 225$, so it is $\boxed{15}$.", "Never mind, then the gold"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quote_hash_refuse", "A", "19", "no_answer", "none", "> #### 19\n\nI cannot solve this.", "a quoted #### then a refusal (issue 25)"),
    g("q_you_asked", "A", "80", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{80}$." I cannot.', "the box only inside the quoted request"),
    g("q_two_parts", "A", "12", "wrong", "answer_is", RATE + "The answer is 25 for part (a) and 12 for part (b).", "the question has one part: two different final answers"),
    g("q_book_says", "A", "32", "wrong", "hash", PCT.split("\n")[0] + "\nThe book says 32%, but I think the answer is the 24 dollars.\n#### 24", "the gold only reported; own answer 24"),
    g("q_hypothetical_only", "A", "52600", "no_answer", "none", "If the bonus were paid, the total would be 52600 dollars, but I don't know whether it was.", "only a hypothetical, no commitment"),
    g("q_invented_turn_gold", "A", "180", "wrong", "hash", "1500 * 0.04 * 2 = <<1500*0.04*2=120>>120\n#### 120" + IM_USER + "The answer is 180.", "the gold only in an invented user turn; own answer 120"),
    m("q_m_quote_box", "A", G_COMB, "no_answer", "none", "> The answer is $\\boxed{680}$.\n\nI am not sure how to get this.", "only a quotation, then doubt"),
    m("q_m_suppose", "A", G_MOD, "no_answer", "none", "Suppose the remainder were $5$; then $5^{17} - 5$ would be divisible by $8$. I will stop here.", "only a supposition"),
    m("q_m_student_claim", "A", G_PROB, "wrong", "boxed", r"A student claimed $\boxed{\frac{7}{8}}$, but I count it as $1 - \frac{1}{4}$, so I get $\boxed{\frac{3}{4}}$.", "the gold only as another's claim; own box 3/4"),
    m("q_m_example_refuse", "A", G_CYL, "no_answer", "none", r"For example, if the volume were $\boxed{75\pi}$, then $r^2 h = 75$; but I cannot find $r$ or $h$, so I cannot finish.", "the gold boxed only in a hypothetical example, then a refusal"),
    m("q_m_eot_user_gold", "A", G_SEQ, "wrong", "boxed", r"$a_{30} = 5 + 30 \cdot 3 = \boxed{95}$" + EOT_USER + r"The answer is $\boxed{92}$.", "the gold only in an invented Llama 3 user turn"),
    g("q_ok_quoted_problem", "B", "19", "correct", "hash", '> "547 bottles are packed in crates of 24."\n\n' + REM + "#### 19", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "80", "correct", "answer_is", AGE + "My friend said 16, but that is the grandson's age.\nThe answer is 80.", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "52600", "correct", "hash", PAY + "#### 52600\n\nIf there were no bonus, it would be 49950.", "a hypothetical after the committed answer"),
    g("q_ok_steps_ab", "B", "15", "correct", "hash", "Step (a): 3 * 4.35 = 13.05.\nStep (b): 13.05 + 1.95 = 15.\n#### 15", "steps labelled (a) and (b)"),
    g("q_ok_recap_question", "B", "12", "correct", "hash", "You asked how long the two machines take together.\n" + RATE + "#### 12", "the question restated first"),
    m("q_m_ok_example_first", "B", G_MOD, "correct", "boxed", r"For example, $5^3 = 125 \equiv 5 \pmod 8$. " + MOD + r" The answer is $\boxed{5}$.", "an example first"),
    m("q_m_ok_quote_problem", "B", G_INEQ, "correct", "boxed", r"> Solve $|3x + 4| \le 11$." + "\n\n" + INEQ + r" So $x \in \boxed{\left[-5, \frac{7}{3}\right]}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose $y = -4$; then $x = 7$ and $2 \cdot 7 + 3(-4) = 2 \neq 1$, so that fails. " + SYS + r" The solution is $\boxed{(8, -5)}$.", "a supposition refuted, then the box"),
    m("q_m_ok_hypo_after", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{75\pi}$." + "\n\nIf the height were 6 instead, the volume would be $150\\pi$.", "a hypothetical after the box"),
    m("q_m_ok_reported_after", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$." + "\n\nMy friend got $128$, but that used $4^3 + 16 \\cdot 4 = 64 + 64$.", "another's wrong value reported after the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "80", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "80", "no_answer", "none", "  \n\t \n", "only whitespace"),
    g("b_nul_other", "A", "19", "wrong", "hash", REM + "#### 2\x002", "a NUL inside 22 (the crates)"),
    g("b_fullwidth_other", "A", "19", "wrong", "hash", REM + "#### ２２", "full-width 22"),
    g("b_gold_comma_other", "A", "52,600", "wrong", "hash", PAY_NOBONUS + "#### 49950", "a gold with a comma; the answer 49950"),
    g("b_zero_width_other", "A", "19", "wrong", "hash", REM + "#### 2\u200b2", "a zero-width space inside 22"),
    g("b_replacement_other", "A", "66", "wrong", "hash", RATIO + "#### 55\ufffd", "a replacement character after 55"),
    m("b_m_gold_boxed_other", "A", r"\boxed{680}", "wrong", "boxed", COMB + r" $= \boxed{340}$", "a gold stored boxed; the model's 340"),
    m("b_m_unclosed_box", "A", G_GEO, "no_answer", "truncated", GEO + r" $= \boxed{14", "cut inside the box"),
    m("b_m_huge_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{" + "9" * 5000 + "}$", "a 5000-digit box"),
    m("b_m_rtl_override_other", "A", G_MOD, "wrong", "boxed", MOD + " The answer is $\\boxed{\u202e3}$.", "a right-to-left override before 3"),
    g("b_ok_bom", "B", "80", "correct", "hash", "\ufeff" + AGE + "#### 80", "a BOM first"),
    g("b_ok_crlf", "B", "12", "correct", "hash", (RATE + "#### 12").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_gold_space", "B", " 66 ", "correct", "hash", RATIO + "#### 66", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "19", "correct", "hash", REM + "#### １９", "full-width digits"),
    g("b_ok_gold_comma", "B", "52,600", "correct", "hash", PAY + "#### 52600", "a gold with a comma"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{511}", "correct", "boxed", BASE + r" $= \boxed{511}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{4}{3}$", "correct", "boxed", LOG + r", so $\boxed{\frac43}$.", "a gold in dollar math; \\frac43 in the box"),
    m("b_m_ok_nbsp", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{7\u00a0-\u00a011i}$", "no-break spaces in the box"),
    m("b_m_ok_gold_newline", "B", G_PROB + "\n", "correct", "boxed", PROB + r" $= \boxed{\tfrac{7}{8}}$" + "\t\n", "a gold with a trailing newline, \\tfrac and a trailing tab"),
    m("b_m_ok_gold_dfrac", "B", r"\dfrac{7\pi}{10}", "correct", "boxed", RAD + r" $= \boxed{\frac{7\pi}{10}}$", "a gold stored with \\dfrac; \\frac in the box"),
    g("b_ok_long", "B", "19", "correct", "hash", "Let me think step by step.\n" * 4000 + REM + "#### 19", "about 100,000 characters of repeated filler before the working and the answer"),
    m("b_m_ok_cr_only", "B", G_VEC, "correct", "boxed", (th(VEC + " = 15\n") + r1final("15")).replace("\n", "\r"), "an R1 closing block with bare CR line ends"),
]
# fmt: on

DECISIONS = {
    "u_negative_word": (
        "reject",
        "the marked number is 7; a trailing word does not make it -7 (round 21's decision)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam49", CASES, [], DECISIONS)
