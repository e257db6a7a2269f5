r"""Build adversarial_redteam48.jsonl: a forty-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam48", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader, and handed over BEFORE any scoring. Not model
output. Only `issues show 25`, corpus/README.md ("How labels were made" and the sources table),
corpus_build.py (helpers g, m, th, write_probes, MINERVA, chat-turn tokens) and
build_adversarial_redteam21.py (structure, conventions, label rules) were read. Labels were made by
reading; python was used for ARITHMETIC ONLY (the checks in the comments below), never on probe text.

Aim of this round: a fresh measure of the issue's kind-A classes where they are subtle, about half
kind A and half kind-B twins: near-zero and tolerance traps in new exact expressions (e^{-200},
\sin(10^{-60}), \cos(10^{-50}), 10^{-10^{10}}, \sqrt2 - 1.41421356237); negation, strike-out and
annotation in new notations (<del>, <s>, a combining long stroke, \xcancel, \sout, \ne, \not\equiv,
≠, markdown ~~, (incorrect), ❌); comparison and count words after numbers (more, shorter, million,
gross, squared, -fold, percentage points higher, percent inside a box, times larger); retraction
markers in new phrasings and languages (Scratch that, Oops, On second thought, Ignore the above,
P.S., Korrektur, Berichtigung, Correction :, Me equivoqué, 更正, 訂正, Исправление); quoted,
reported, hypothetical, conditional and other-part statements in new framings (a quoted answer key,
a forum post, "Had every box...", "Example format:", "Assume ..."); and bad input JSON can hold (lone
high and low surrogates, NUL, a backspace, a noncharacter, huge completions, deep brace nesting, a
power tower, Arabic-Indic digits, U+2212, NBSP, ZWSP, U+2028, a vertical tab).

Problems (all new shapes or new numbers; golds checked by hand, python for arithmetic only):
GSM8K
- trains 360 km apart at 70 and 50 km/h toward each other -> 3 h (70 + 50 = 120; 360 / 120 = 3).
  Slip (same direction): 70 - 50 = 20; 360 / 20 = 18.
- $2,400 at 3.5 % simple interest for 4 years -> interest 336 (2400 * 0.035 = 84; 84 * 4 = 336).
  Total with principal 2736 (2400 + 336).
- 13 boxes of 12 muffins from 156 -> 0 left (13 * 12 = 156; 156 - 156 = 0). Boxes of 11:
  13 * 11 = 143, 156 - 143 = 13.
- $45.60 less three checks of $18.75 -> -10.65 (3 * 18.75 = 56.25; 45.60 - 56.25 = -10.65).
- 72 of 90 seeds sprouted -> 80 % (72 / 90 = 0.8; 0.8 * 90 = 72).
- fence around 14.5 m by 9.25 m -> 47.5 m (14.5 + 9.25 = 23.75; 2 * 23.75 = 47.5 = 95/2).
- 3,250 widgets a day for 22 days -> 71,500 (22 * 3250 = 71500; 21 days: 68250).
- 46 socks -> 23 pairs (46 / 2 = 23).
MATH
- log_2(1/32) = -5 (2^-5 = 1/32).
- (3, -2, 4) . (1, 5, 2) = 3 - 10 + 8 = 1 (sign slip: 3 + 10 + 8 = 21).
- p(x) = x^3 - 2x^2 - 9x + 18 at x = 3: 27 - 18 - 27 + 18 = 0.
- equilateral triangle of side 6: (\sqrt3 / 4) * 36 = 9\sqrt3 (= \sqrt{243}, 15.5884...).
- arc of radius 9, 40 degrees: 9 * 40/180 * pi = 2\pi (6.2831...; 44/7 = 6.2857...).
- two dice, product even: 1 - 9/36 = 27/36 = 3/4.
- 2x^2 - 5x - 12 < 0 -> (2x + 3)(x - 4) < 0 -> (-3/2, 4) (2 * 9/4 + 15/2 - 12 = 0; 32 - 20 - 12 = 0).
- 5 + 15 + ... + 1215 (6 terms, ratio 3) = 5 (3^6 - 1) / 2 = 5 * 728 / 2 = 1820 (five terms 605;
  seven terms 5 * 2186 / 2 = 5465, last term 3645).
- (1 + 2i)^3 = 1 + 6i - 12 - 8i = -11 - 2i.
- sin 240 degrees = -sin 60 = -\sqrt3/2.
- 2012_3 = 54 + 0 + 3 + 2 = 59.
- 5^30 mod 13: 5^2 = 25 = 12 = -1, (5^2)^15 = -1 = 12.
- midpoint of (3, -7) and (-5, 11) = (-1, 2) (slip (4, -9); distance sqrt(64 + 324) = sqrt388 =
  2\sqrt{97}).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number; `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical, conditional and other-part statements; `b_` bad input JSON can hold. An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong`; an exact expression that is not
exactly the gold (however close) is `wrong`; a value the model itself marks wrong is `wrong`; an
explicit correction after an answer makes the corrected value the final one, in any language; a
check or pleasantry after a committed answer does not replace it; text in an invented next turn
does not count; in an <answer> tag a sentence, an equation chain or a box is read for the value it
states; a comparison or count word after the gold number (more, shorter, million, gross, -fold,
...) states another quantity and is `wrong`, a unit noun is not. A NUL or a lone surrogate anywhere
makes the pair bad input (this round puts them only in kind-A probes, which are wrong either way).
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes (three here: `u_gross`, 'gross' read as the count word 144, reject;
`q_m_assume_only`, a box under 'Assume' never verified, reject; `b_ok_huge_working`, a right answer
after 98,000 characters of working, accept: the issue's "any size" asks for a verdict on every line).

Counts: 194 probes, 105 kind A and 89 kind B (46 %); 100 GSM8K and 94 MATH; 3 debatable.

Lone surrogates cannot be written by `write_records` (UTF-8, unescaped), so the cases hold the ASCII
markers LONE_HI / LONE_LO and the build replaces them in the written JSON text with the escapes
\ud800 / \udfff (valid JSON; a JSON reader gives a str with a lone surrogate).

Usage: python packages/check/corpus/build_adversarial_redteam48.py
"""

import json

from corpus_build import HERE, IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

SOURCE = "adversarial_redteam48"
LONE_HI = "@@LONE_SURROGATE_D800@@"
LONE_LO = "@@LONE_SURROGATE_DFFF@@"

# ================================================================ GSM8K-style working
# --- trains: gold 3 (70 + 50 = 120; 360 / 120 = 3). Slip: 70 - 50 = 20; 360 / 20 = 18.
TRAIN = "The trains close the gap at 70 + 50 = <<70+50=120>>120 km/h.\nThey meet after 360 / 120 = <<360/120=3>>3 hours.\n"
TRAIN_SLIP = "The gap closes at 70 - 50 = <<70-50=20>>20 km/h.\nThey meet after 360 / 20 = <<360/20=18>>18 hours.\n"
# --- interest: gold 336 (2400 * 0.035 = 84; 84 * 4 = 336). With the principal: 2400 + 336 = 2736.
INT = "One year's interest is 2400 * 0.035 = <<2400*0.035=84>>84 dollars.\nOver 4 years: 84 * 4 = <<84*4=336>>336 dollars of interest.\n"
INT_TOTAL = INT + "With the principal: 2400 + 336 = <<2400+336=2736>>2736 dollars.\n"
# --- muffins: gold 0 (13 * 12 = 156; 156 - 156 = 0). Boxes of 11: 13 * 11 = 143; 156 - 143 = 13.
MUF = "13 boxes of 12 muffins hold 13 * 12 = <<13*12=156>>156 muffins.\nThe bakery had 156, so 156 - 156 = <<156-156=0>>0 muffins are left.\n"
# --- balance: gold -10.65 (3 * 18.75 = 56.25; 45.60 - 56.25 = -10.65).
BAL = "Three checks of $18.75 cost 3 * 18.75 = <<3*18.75=56.25>>56.25 dollars.\nThe balance is 45.60 - 56.25 = <<45.60-56.25=-10.65>>-10.65 dollars.\n"
# --- seeds: gold 80 (72 / 90 = 0.8; 0.8 * 90 = 72).
PCT = "72 of the 90 seeds sprouted: 72 / 90 * 100 = <<72/90*100=80>>80 percent.\n"
# --- fence: gold 47.5 (14.5 + 9.25 = 23.75; 2 * 23.75 = 47.5 = 95/2).
FEN = "The fence is 2 * (14.5 + 9.25) = 2 * 23.75 = <<2*23.75=47.5>>47.5 meters long.\n"
# --- widgets: gold 71500 (22 * 3250 = 71500; 21 * 3250 = 68250).
WID = "In 22 days the factory makes 22 * 3250 = <<22*3250=71500>>71500 widgets.\n"
# --- socks: gold 23 (46 / 2 = 23).
SOCK = "46 socks make 46 / 2 = <<46/2=23>>23 pairs.\n"
# --- huge completions: 49-character lines of repeated checking before the answer; 6500 of them
#     (318,500 characters) before a wrong answer, 2000 (98,000 characters, the size of a long
#     reasoning trace) before the gold.
HUGE_LINE = "Checking the count again: 13 * 12 = 156 muffins.\n"
HUGE = HUGE_LINE * 6500
LONG = HUGE_LINE * 2000

# ================================================================ MATH working
G_LOG = "-5"  # 2^-5 = 1/32
LOG = r"$\log_2 \frac{1}{32} = \log_2 2^{-5}$"
G_DOT = "1"  # 3 - 10 + 8 = 1; sign slip 3 + 10 + 8 = 21
DOT = r"$(3, -2, 4) \cdot (1, 5, 2) = 3 - 10 + 8$"
G_ZERO = "0"  # p(x) = x^3 - 2x^2 - 9x + 18; p(3) = 27 - 18 - 27 + 18 = 0
ZERO = r"For $p(x) = x^3 - 2x^2 - 9x + 18$, $p(3) = 27 - 18 - 27 + 18$"
G_TRI = r"9\sqrt{3}"  # sqrt3/4 * 36 = 9 sqrt3 = sqrt243 ~ 15.5885
TRI = r"The area of an equilateral triangle of side $6$ is $\frac{\sqrt{3}}{4} \cdot 6^2 = \frac{36\sqrt{3}}{4}$"
G_ARC = r"2\pi"  # 9 * 40 / 180 = 2; 2 pi ~ 6.28319; 44/7 ~ 6.28571
ARC = r"The arc length is $9 \cdot \frac{40}{180} \cdot \pi$"
G_DICE = r"\frac{3}{4}"  # odd product: 3 * 3 = 9 of 36; 1 - 9/36 = 27/36 = 3/4
DICE = r"The product is odd only when both dice are odd, $\frac{9}{36}$ of the time, so it is even with probability $1 - \frac{9}{36} = \frac{27}{36}$"
G_IV = r"\left( -\frac{3}{2}, 4 \right)"  # (2x + 3)(x - 4) = 2x^2 - 5x - 12
IV = r"$2x^2 - 5x - 12 = (2x + 3)(x - 4) < 0$ between the roots, so $-\frac{3}{2} < x < 4$."
G_GEO = "1820"  # 5 (3^6 - 1) / 2 = 5 * 728 / 2 = 1820; five terms 605; seven 5465
GEO = r"$5 + 15 + 45 + 135 + 405 + 1215 = \frac{5(3^6 - 1)}{2} = \frac{5 \cdot 728}{2}$"
G_CUBE = "-11 - 2i"  # 1 + 3(2i) + 3(2i)^2 + (2i)^3 = 1 + 6i - 12 - 8i
CUBE = r"$(1 + 2i)^3 = 1 + 6i + 12i^2 + 8i^3 = 1 + 6i - 12 - 8i$"
G_SIN = r"-\frac{\sqrt{3}}{2}"  # third quadrant, reference 60
SIN = r"$240^\circ$ is in the third quadrant with reference angle $60^\circ$, so $\sin 240^\circ = -\sin 60^\circ$"
G_B3 = "59"  # 2 * 27 + 0 * 9 + 1 * 3 + 2 = 54 + 3 + 2 = 59
B3 = r"$2012_3 = 2 \cdot 27 + 0 \cdot 9 + 1 \cdot 3 + 2$"
G_MOD = "12"  # 5^2 = 25 = 12 = -1 (mod 13); 5^30 = (-1)^15 = -1 = 12
MOD = r"$5^2 = 25 \equiv -1 \pmod{13}$, so $5^{30} = (5^2)^{15} \equiv (-1)^{15} \equiv 12 \pmod{13}$."
G_MID = "(-1, 2)"  # ((3 - 5)/2, (-7 + 11)/2) = (-1, 2); slip ((3 + 5)/2, (-7 - 11)/2) = (4, -9)
MID = (
    r"The midpoint of $(3, -7)$ and $(-5, 11)$ is $\left(\frac{3 - 5}{2}, \frac{-7 + 11}{2}\right)$"
)
MID_SLIP = (
    r"The midpoint of $(3, -7)$ and $(-5, 11)$ is $\left(\frac{3 + 5}{2}, \frac{-7 - 11}{2}\right)$"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "3", "wrong", "tag", th(TRAIN_SLIP) + "<answer>They meet after 18 hours.</answer>", "a sentence in the tag states 18"),
    g("t_hash_in_tag_total", "A", "336", "wrong", "tag", th(INT_TOTAL) + "<answer>#### 2736</answer>", "#### inside the tag, 2736; 336 only in the thinking"),
    g("t_hedge_in_tag", "A", "3", "wrong", "tag", th(TRAIN) + "<answer>3 or 18</answer>", "a hedge in the tag"),
    g("t_unclosed_slip", "A", "3", "wrong", "tag", th(TRAIN_SLIP) + "<answer>18", "an unclosed tag holding 18"),
    g("t_gold_tag_in_think", "A", "80", "wrong", "tag", "<think>\n" + PCT + "Maybe <answer>80</answer>? No, I should divide by the 72 sprouted... 90 / 72 = 1.25, so 125.\n</think>\n<answer>125</answer>", "a gold tag inside the thinking; the real tag says 125"),
    m("t_m_box_other", "A", G_CUBE, "wrong", "tag", th(CUBE + " = -11 - 2i\n") + r"<answer>$\boxed{-11 + 2i}$</answer>", "a box in the tag with the sign of the imaginary part flipped"),
    m("t_m_equation_sign", "A", G_LOG, "wrong", "tag", th(LOG + "\n") + r"<answer>$\log_2 \frac{1}{32} = 5$</answer>", "an equation chain ending 5, the sign lost"),
    m("t_m_empty_box", "A", G_B3, "no_answer", "tag", th(B3 + " = 59\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag; 59 only in the thinking"),
    m("t_m_interval_closed", "A", G_IV, "wrong", "tag", th(IV + "\n") + r"<answer>$\left[-\frac{3}{2}, 4\right]$</answer>", "a closed interval for the open gold"),
    g("t_ok_sentence_units", "B", "3", "correct", "tag", th(TRAIN) + "<answer>The trains meet after 3 hours.</answer>", "a sentence with units in the tag"),
    g("t_ok_hash_in_tag", "B", "336", "correct", "tag", th(INT) + "<answer>#### 336</answer>", "#### inside the tag"),
    g("t_ok_comma_noun", "B", "71500", "correct", "tag", th(WID) + "<answer>71,500 widgets</answer>", "a comma and a noun in the tag"),
    g("t_ok_unclosed_percent", "B", "80", "correct", "tag", th(PCT) + "<answer>80%", "an unclosed tag holding 80%"),
    m("t_m_ok_inline_math", "B", G_DICE, "correct", "tag", th(DICE + "\n") + r"<answer>\(\frac{3}{4}\)</answer>", "inline math \\( \\) in the tag"),
    m("t_m_ok_equation", "B", G_B3, "correct", "tag", th(B3 + "\n") + "<answer>2012_3 = 59</answer>", "an equation ending in the gold"),
    m("t_m_ok_other_tag_in_think", "B", G_DOT, "correct", "tag", "<think>\n" + DOT + " ... <answer>21</answer>? No: -2 * 5 = -10, so 3 - 10 + 8 = 1.\n</think>\n<answer>1</answer>", "a wrong tag inside the thinking, the real tag the gold"),
    m("t_m_ok_sentence_interval", "B", G_IV, "correct", "tag", th(IV + "\n") + r"<answer>The solution set is $\left(-\frac{3}{2}, 4\right)$.</answer>", "a sentence holding the interval in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_slip", "A", "3", "wrong", "hash", TRAIN_SLIP + "So the answer is #### 18", "'So the answer is #### 18'"),
    g("h_final_hash_empty", "A", "47.5", "no_answer", "hash", FEN + "Final Answer: ####", "an empty #### after Final Answer; the gold only in the working"),
    g("h_answer_colon_hash_total", "A", "336", "wrong", "hash", INT_TOTAL + "Answer: #### 2736", "'Answer: #### 2736', 336 only in the working"),
    g("h_phrase_gold_hash_other", "A", "80", "wrong", "hash", PCT + "The answer is: 80\n#### 72", "the phrase 80, the #### 72: two different final answers"),
    g("h_hash_gold_then_final_other", "A", "23", "wrong", "hash", SOCK + "#### 23\nFinal Answer: 46", "#### gold then a Final Answer line with 46"),
    m("h_m_phrase_hash_sign", "A", G_LOG, "wrong", "hash", LOG + "\nThe answer is: #### 5", "'The answer is: #### 5', the sign lost"),
    m("h_m_hash_then_minerva_other", "A", G_MOD, "wrong", "minerva", MOD + "\n#### 12\n" + MINERVA.format("$1$"), "#### gold, then a Minerva line stating 1"),
    m("h_m_answer_colon_hash_slip", "A", G_MID, "wrong", "hash", MID_SLIP + " $= (4, -9)$.\nAnswer: #### (4, -9)", "'Answer: #### (4, -9)'"),
    g("h_ok_so_hash", "B", "3", "correct", "hash", TRAIN + "So the answer is #### 3", "'So the answer is #### 3'"),
    g("h_ok_final_hash", "B", "336", "correct", "hash", INT + "Final Answer: #### 336", "'Final Answer: #### 336'"),
    g("h_ok_answer_colon_hash_neg", "B", "-10.65", "correct", "hash", BAL + "Answer: #### -10.65", "'Answer: #### -10.65'"),
    g("h_ok_answer_is_colon_zero", "B", "0", "correct", "hash", MUF + "The answer is: #### 0", "'The answer is: #### 0'"),
    m("h_m_ok_phrase_hash", "B", G_GEO, "correct", "hash", GEO + " = 1820.\nThe answer is: #### 1820", "a MATH answer after 'The answer is: ####'"),
    m("h_m_ok_bold_hash", "B", G_B3, "correct", "hash", B3 + " = 59.\n\n**Final answer:** #### 59", "a bold Final answer then ####"),
    m("h_m_ok_final_hash_interval", "B", G_IV, "correct", "hash", IV + "\nFinal Answer: #### $\\left(-\\frac{3}{2}, 4\\right)$", "'Final Answer: ####' then an interval"),

    # ================================================================ 3. exactness
    g("x_zero_sci", "A", "0", "wrong", "hash", MUF + "#### 1e-9", "1e-9 against gold 0"),
    g("x_zero_neg_tiny", "A", "0", "wrong", "hash", MUF + "#### -0.001", "-0.001 against gold 0"),
    g("x_fence_below", "A", "47.5", "wrong", "hash", FEN + "#### 47.49", "47.49 against 47.5"),
    g("x_fence_above_tiny", "A", "47.5", "wrong", "hash", FEN + "#### 47.5001", "47.5001: relative error about 2e-6"),
    g("x_balance_rounded", "A", "-10.65", "wrong", "hash", BAL + "#### -10.6", "rounded to -10.6"),
    g("x_balance_off_mil", "A", "-10.65", "wrong", "hash", BAL + "#### -10.649", "-10.649: off by 0.001"),
    g("x_widgets_half", "A", "71500", "wrong", "hash", WID + "#### 71500.5", "71500.5: relative error 7e-6"),
    m("x_m_zero_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-200}}$", "e^{-200} is not 0"),
    m("x_m_zero_sin_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-60})}$", "sin(10^{-60}) is not 0"),
    m("x_m_zero_sqrt_diff", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sqrt{2} - 1.41421356237}$", "sqrt2 - 1.41421356237 is about 3e-12, not 0"),
    m("x_m_zero_tower", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-10^{10}}}$", "10^{-10^{10}} is positive, not 0"),
    m("x_m_pi_plus_tiny", "A", G_ARC, "wrong", "boxed", ARC + r" $= \boxed{2\pi + 10^{-40}}$", "2pi + 10^{-40}"),
    m("x_m_pi_decimal", "A", G_ARC, "wrong", "boxed", ARC + r" $\approx \boxed{6.2832}$", "a decimal for 2pi"),
    m("x_m_pi_44_7", "A", G_ARC, "wrong", "boxed", ARC + r" $\approx 2 \cdot \frac{22}{7} = \boxed{\frac{44}{7}}$", "44/7 using pi = 22/7"),
    m("x_m_sqrt3_decimal", "A", G_TRI, "wrong", "boxed", TRI + r" $\approx \boxed{15.59}$", "a decimal for 9 sqrt3 (15.588...)"),
    m("x_m_dot_cos_tiny", "A", G_DOT, "wrong", "boxed", DOT + r" $= \boxed{\cos(10^{-50})}$", "cos(10^{-50}) is just under 1, not 1"),
    m("x_m_frac_near", "A", G_DICE, "wrong", "boxed", DICE + r" $= \boxed{0.7500001}$", "0.7500001 is not 3/4"),
    m("x_m_cplx_near", "A", G_CUBE, "wrong", "boxed", CUBE + r" $= \boxed{-11 - 2.0000001i}$", "an imaginary part off by 1e-7"),
    m("x_m_log_near", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{-4.9999999}$", "-4.9999999 is not -5"),
    m("x_m_mid_near", "A", G_MID, "wrong", "boxed", MID + r" $= \boxed{(-1, 2.000001)}$", "a coordinate off by 1e-6"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", MUF + "#### 0.0", "0.0 for 0"),
    g("x_ok_trailing_zero_neg", "B", "-10.65", "correct", "hash", BAL + "#### -10.650", "a trailing zero on a negative decimal"),
    g("x_ok_fence_fraction", "B", "47.5", "correct", "boxed", FEN + r"The fence is $\boxed{\frac{95}{2}}$ meters.", "95/2 = 47.5"),
    g("x_ok_widgets_cents", "B", "71500", "correct", "hash", WID + "#### 71,500.00", "a comma and .00"),
    g("x_ok_interest_decimal", "B", "336", "correct", "hash", INT + "#### 336.00", "336.00 for 336"),
    m("x_m_ok_zero_plain", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$, so $x - 3$ is a factor.", "the twin of the near-zero traps"),
    m("x_m_ok_pi_unsimplified", "B", G_ARC, "correct", "boxed", ARC + r" $= \boxed{\frac{360\pi}{180}}$", "360pi/180 = 2pi exactly"),
    m("x_m_ok_sqrt243", "B", G_TRI, "correct", "boxed", TRI + r" $= \boxed{\sqrt{243}}$", "sqrt243 = 9 sqrt3 exactly"),
    m("x_m_ok_unsimplified_sqrt", "B", G_TRI, "correct", "boxed", TRI + r" $= \boxed{\frac{36\sqrt{3}}{4}}$", "36 sqrt3 / 4 = 9 sqrt3"),
    m("x_m_ok_dice_decimal", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{0.75}$", "0.75 = 3/4 exactly"),
    m("x_m_ok_dot_one_point_zero", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{1.0}$", "1.0 for 1"),
    m("x_m_ok_cplx_order", "B", G_CUBE, "correct", "boxed", CUBE + r" $= \boxed{-2i - 11}$", "the terms swapped"),
    m("x_m_ok_sin_half_sqrt", "B", G_SIN, "correct", "boxed", SIN + r" $= \boxed{-\frac{1}{2}\sqrt{3}}$", "-(1/2) sqrt3 = -sqrt3/2"),
    m("x_m_ok_mid_decimal", "B", G_MID, "correct", "boxed", MID + r" $= \boxed{(-1.0, 2.0)}$", "decimal coordinates equal to the gold"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_del_gold", "A", "3", "no_answer", "hash", TRAIN + "#### <del>3</del>", "the gold in <del>, nothing after"),
    g("n_s_gold_then_other", "A", "3", "wrong", "hash", TRAIN_SLIP + "#### <s>3</s> 18", "the gold in <s>, 18 after"),
    g("n_combining_strike", "A", "80", "no_answer", "hash", PCT + "#### 8\u03360\u0336", "80 written with U+0336 combining long strokes (rendered struck), nothing after"),
    g("n_neq_unicode", "A", "80", "no_answer", "answer_is", PCT + "The answer is ≠ 80.", "≠ the gold, no value asserted"),
    g("n_md_strike_bold", "A", "336", "no_answer", "answer_is", INT + "**Answer:** ~~336~~", "the bold answer struck with ~~, nothing after"),
    g("n_not_equal_words", "A", "0", "no_answer", "answer_is", MUF + "The number left is not equal to 0.", "'not equal to' the gold, no value asserted"),
    g("n_annot_incorrect", "A", "-10.65", "wrong", "hash", BAL + "#### -10.65 (incorrect)", "the model marks its answer incorrect"),
    g("n_annot_cross_emoji", "A", "47.5", "wrong", "hash", FEN + "#### 47.5 ❌", "a ❌ after the answer"),
    m("n_m_xcancel", "A", G_GEO, "no_answer", "boxed", GEO + r" $= \boxed{\xcancel{1820}}$", "a \\xcancel'd box"),
    m("n_m_sout_then_other", "A", G_B3, "wrong", "boxed", B3 + r" $= \boxed{\sout{59}\ 95}$", "the gold struck with \\sout, 95 after"),
    m("n_m_not_equiv", "A", G_MOD, "no_answer", "boxed", r"We find $5^{30} \boxed{\not\equiv 12} \pmod{13}$.", "a box holding \\not\\equiv gold"),
    m("n_m_text_not_correct", "A", G_ARC, "wrong", "boxed", ARC + r" $= \boxed{2\pi \text{ (not correct)}}$", "the model annotates its box as not correct"),
    m("n_m_cancel_then_other", "A", G_CUBE, "wrong", "boxed", CUBE + r" $= \boxed{\cancel{-11 - 2i}\ -11 + 2i}$", "the gold cancelled, -11 + 2i after"),
    m("n_m_ne_box", "A", G_DOT, "no_answer", "boxed", DOT + r" $\boxed{\ne 1}$", "a box holding \\ne gold"),
    m("n_m_md_strike_inline", "A", G_DICE, "no_answer", "answer_is", DICE + ".\n\nFinal answer: ~~$\\frac{3}{4}$~~", "the final answer struck with ~~, nothing after"),
    m("n_m_del_html", "A", G_MID, "no_answer", "answer_is", MID + ".\n\nFinal answer: <del>$(-1, 2)$</del>", "the final answer in <del>, nothing after"),
    g("n_ok_del_other", "B", "3", "correct", "hash", TRAIN + "#### <del>18</del> 3", "the wrong value in <del>, the gold after"),
    g("n_ok_not_other", "B", "80", "correct", "answer_is", PCT + "The answer is 80, not 72.", "the gold asserted, another value negated"),
    g("n_ok_neq_in_working", "B", "80", "correct", "hash", PCT + "Note 80 ≠ 72: the 72 is the count, not the percent.\n#### 80", "≠ in the working, the gold after ####"),
    g("n_ok_verified", "B", "336", "correct", "hash", INT + "#### 336 (verified)", "a positive annotation"),
    g("n_ok_negative_remark", "B", "-10.65", "correct", "hash", BAL + "#### -10.65 (negative: the account is overdrawn)", "a remark explaining the sign"),
    m("n_m_ok_cancel_working", "B", G_DICE, "correct", "boxed", DICE + r" $= \frac{\cancel{9} \cdot 3}{\cancel{9} \cdot 4} = \boxed{\frac{3}{4}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_sout_other", "B", G_B3, "correct", "boxed", B3 + r" $= \boxed{\sout{95}\ 59}$", "the wrong value struck with \\sout, the gold after"),
    m("n_m_ok_md_strike_other", "B", G_DOT, "correct", "boxed", DOT + "\n\nFinal answer: ~~$-1$~~ $\\boxed{1}$", "a struck -1, then the gold boxed"),
    m("n_m_ok_not_other_residue", "B", G_MOD, "correct", "boxed", MOD + r" So the remainder is $\boxed{12}$ (not $-1$, since remainders lie in $0, \dots, 12$).", "'not -1' after the boxed gold"),
    m("n_m_ok_neq_condition", "B", G_IV, "correct", "boxed", IV + r" The solution is $\boxed{\left(-\frac{3}{2}, 4\right)}$; here $x \neq 4$ since the inequality is strict.", "≠ in a remark after the box"),
    m("n_m_ok_del_other", "B", G_MID, "correct", "answer_is", MID + ".\n\nFinal answer: <del>$(4, -9)$</del> $(-1, 2)$", "a wrong value in <del>, the gold after"),

    # ================================================================ 5. words after a number
    g("u_more", "A", "80", "wrong", "hash", PCT + "#### 80 more", "'80 more' states a difference"),
    g("u_times_as_long", "A", "3", "wrong", "answer_is", TRAIN + "The answer is 3 times as long.", "'3 times as long' is a ratio"),
    g("u_million", "A", "336", "wrong", "hash", INT + "#### 336 million", "336 million"),
    g("u_gross", "A", "23", "wrong", "hash", SOCK + "#### 23 gross", "debatable: 23 gross = 3312 if gross is read as the count word (144), as round 21 read score", True),
    g("u_squared", "A", "23", "wrong", "answer_is", SOCK + "The answer is 23 squared.", "23 squared = 529"),
    g("u_points_higher", "A", "80", "wrong", "answer_is", PCT + "The answer is 80 percentage points higher.", "a difference in points"),
    g("u_shorter", "A", "47.5", "wrong", "hash", FEN + "#### 47.5 shorter", "'47.5 shorter' states a difference"),
    g("u_fold", "A", "71500", "wrong", "hash", WID + "#### 71500-fold", "a factor, not a count"),
    g("u_hours_less", "A", "3", "wrong", "hash", TRAIN + "#### 3 hours less", "'3 hours less' states a difference"),
    m("u_m_percent_in_box", "A", G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{3}{4}\%}$", "3/4 % = 0.0075"),
    m("u_m_thousand", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{1820 \text{ thousand}}$", "1820 thousand"),
    m("u_m_times_larger", "A", G_B3, "wrong", "boxed", B3 + r" $= \boxed{59 \text{ times larger}}$", "a factor, not the value"),
    m("u_m_dozen", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{1820 \text{ dozen}}$", "1820 dozen = 21840"),
    m("u_m_more", "A", G_MOD, "wrong", "boxed", MOD + r" $\boxed{12 \text{ more}}$", "'12 more' states a difference"),
    g("u_ok_hours", "B", "3", "correct", "hash", TRAIN + "#### 3 hours", "a unit noun"),
    g("u_ok_pairs", "B", "23", "correct", "hash", SOCK + "#### 23 pairs", "'pairs' naming what is counted"),
    g("u_ok_per_cent", "B", "80", "correct", "answer_is", PCT + "The answer is 80 per cent.", "'per cent' in two words"),
    g("u_ok_minus_dollar", "B", "-10.65", "correct", "answer_is", BAL + "The balance is -$10.65.", "a minus before the dollar sign"),
    g("u_ok_meters", "B", "47.5", "correct", "hash", FEN + "#### 47.5 m", "a unit symbol"),
    g("u_ok_widgets", "B", "71500", "correct", "hash", WID + "#### 71,500 widgets", "a comma and a noun"),
    g("u_ok_usd", "B", "336", "correct", "hash", INT + "#### 336 USD", "a currency code"),
    g("u_ok_left", "B", "0", "correct", "answer_is", MUF + "The answer is 0 muffins left.", "'left' after the count"),
    m("u_m_ok_units", "B", G_ARC, "correct", "boxed", ARC + r" $= \boxed{2\pi \text{ units}}$", "'units' in the box"),
    m("u_m_ok_cm2", "B", G_TRI, "correct", "boxed", TRI + r" $= \boxed{9\sqrt{3}\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_base_ten", "B", G_B3, "correct", "boxed", B3 + r" $= \boxed{59_{10}}$", "a base-10 subscript"),
    m("u_m_ok_remainder_word", "B", G_MOD, "correct", "boxed", MOD + r" The remainder is $\boxed{12}$.", "the word remainder before the box"),
    m("u_m_ok_xy_equals", "B", G_MID, "correct", "boxed", MID + r" $\boxed{(x, y) = (-1, 2)}$", "(x, y) = in the box"),

    # ================================================================ 6. retractions
    g("r_scratch_that", "A", "3", "wrong", "hash", TRAIN + "#### 3\n\nScratch that: they travel in the same direction, so 360 / 20 = 18.", "'Scratch that', 18"),
    g("r_oops_total", "A", "336", "wrong", "hash", INT + "#### 336\nOops, the question asks for the total: 2736.", "'Oops', 2736"),
    g("r_korrektur", "A", "80", "wrong", "hash", PCT + "#### 80\n\nKorrektur: Die richtige Antwort ist 75.", "German correction to 75"),
    g("r_correction_fr", "A", "0", "wrong", "hash", MUF + "#### 0\n\nCorrection : il en reste 12.", "French correction to 12"),
    g("r_me_equivoque", "A", "-10.65", "wrong", "hash", BAL + "#### -10.65\n\nMe equivoqué: la respuesta correcta es 10.65.", "Spanish 'I was wrong', 10.65"),
    g("r_gengzheng", "A", "47.5", "wrong", "hash", FEN + "#### 47.5\n\n更正：答案是 23.75。", "Chinese correction to 23.75"),
    g("r_second_thought", "A", "71500", "wrong", "hash", WID + "#### 71500\nOn second thought, there are only 21 working days: 21 * 3250 = 68250.", "'On second thought', 68250"),
    g("r_ignore_above", "A", "23", "wrong", "hash", SOCK + "#### 23\n\nIgnore the above; the answer is 46.", "'Ignore the above', 46"),
    m("r_m_redo_sign", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{-5}$" + "\n\nHmm, let me redo this: $\\log_2 32 = 5$, so $\\boxed{5}$.", "a redo with a later box 5"),
    m("r_m_berichtigung", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{1820}$" + "\n\nBerichtigung: Die Summe ist $\\boxed{605}$.", "German correction to 605"),
    m("r_m_teisei", "A", G_B3, "wrong", "boxed", B3 + r" $= \boxed{59}$" + "\n\n訂正：答えは $\\boxed{61}$ です。", "Japanese correction to 61"),
    m("r_m_ps_sign", "A", G_DOT, "wrong", "boxed", DOT + r" $= \boxed{1}$" + "\n\nP.S. I made a sign error; the dot product is $\\boxed{21}$.", "a P.S. correction to 21"),
    m("r_m_correction_unboxed", "A", G_SIN, "wrong", "boxed", SIN + r" $= \boxed{-\frac{\sqrt{3}}{2}}$" + "\n\nCorrection: sine is positive there, so it's $\\frac{\\sqrt{3}}{2}$.", "an unboxed correction to sqrt3/2"),
    m("r_m_ispravlenie", "A", G_MID, "wrong", "boxed", MID + r" $= \boxed{(-1, 2)}$" + "\n\nИсправление: ответ $(4, -9)$.", "Russian correction to (4, -9)"),
    m("r_m_wait_cplx", "A", G_CUBE, "wrong", "boxed", CUBE + r" $= \boxed{-11 - 2i}$" + "\n\nWait, I mean $8i^3 = +8i$, so it is $1 + 6i - 12 + 8i = \\boxed{-11 + 14i}$.", "'Wait, I mean', a later box -11 + 14i"),
    g("r_ok_scratch_to_gold", "B", "3", "correct", "hash", TRAIN_SLIP + "#### 18\n\nScratch that: they approach each other, so 360 / 120 = 3.\n#### 3", "'Scratch that', then the gold"),
    g("r_ok_probe_de", "B", "80", "correct", "hash", PCT + "#### 80\n\nProbe: 0,8 · 90 = 72. ✓", "a German check after the answer"),
    g("r_ok_merci_fr", "B", "0", "correct", "hash", MUF + "#### 0\n\nJ'espère que cela vous aide !", "a French pleasantry"),
    g("r_ok_yanzheng", "B", "47.5", "correct", "hash", FEN + "#### 47.5\n\n验证：2 × 23.75 = 47.5 ✓", "a Chinese check"),
    g("r_ok_edit_typo", "B", "336", "correct", "hash", INT + "#### 336\n\nEdit: fixed a typo in the first line.", "an edit about a typo"),
    g("r_ok_second_thought_same", "B", "71500", "correct", "hash", WID + "#### 71500\nOn second thought, let me double-check: 3250 * 22 = 71500. Yes.", "'On second thought' confirming the gold"),
    g("r_ok_note_sign", "B", "-10.65", "correct", "hash", BAL + "#### -10.65\n\nNote: a negative balance means the account is overdrawn.", "a note after"),
    m("r_m_ok_ps_check", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{-5}$" + "\n\nP.S. Check: $2^{-5} = \\frac{1}{32}$.", "a P.S. check"),
    m("r_m_ok_recheck_same", "B", G_GEO, "correct", "boxed", GEO + r" $= \boxed{1820}$" + "\n\nLet me double-check by adding: 5 + 15 + 45 + 135 + 405 + 1215 = 1820. ✓", "a recheck confirming the gold"),
    m("r_m_ok_ijou", "B", G_B3, "correct", "boxed", B3 + r" $= \boxed{59}$" + "\n\n以上です。", "Japanese 'that is all'"),
    m("r_m_ok_correction_to_gold", "B", G_MID, "correct", "boxed", MID_SLIP + r" $= \boxed{(4, -9)}$" + "\n\nCorrection: I added where I should subtract. " + MID + r" $= \boxed{(-1, 2)}$.", "a correction to the gold"),
    m("r_m_ok_invented_turn", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{1}$" + IM_USER + "Now compute $(1, 1, 1) \\cdot (2, 2, 2)$." + IM_ASSIST + r"$\boxed{6}$", "another box only in invented next turns"),
    m("r_m_ok_wait_confirm", "B", G_CUBE, "correct", "boxed", CUBE + r" $= \boxed{-11 - 2i}$" + "\n\nWait, is $8i^3 = -8i$? Yes, since $i^3 = -i$. So the answer stands.", "'Wait' confirming the gold"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_answer_key_only", "A", "3", "no_answer", "none", "> The answer is 3 hours.\n\nThat is what the answer key says, but I could not reproduce it, so I cannot give an answer.", "only a quoted answer key, then a refusal"),
    g("q_forum_reported", "A", "336", "wrong", "hash", 'A forum post ends with "#### 336", but I include the principal.\n' + INT_TOTAL + "#### 2736", "the gold only in a reported ####"),
    g("q_conditional_refusal", "A", "336", "no_answer", "none", "If the rate were 3.5% a year, the interest would be 336. I am not sure of the rate, so I cannot answer.", "only a conditional, then a refusal"),
    g("q_had_every_box", "A", "0", "wrong", "hash", "Had every box held 12, the answer would be 0. The boxes held 11, so 156 - 13 * 11 = 156 - 143 = 13 are left.\n#### 13", "a counterfactual gives the gold; the final answer 13"),
    g("q_other_part_distance", "A", "3", "wrong", "hash", "Part 1: " + TRAIN + "Part 2: the faster train has gone 70 * 3 = 210 km.\n#### 210", "the gold in part 1, the final #### 210"),
    g("q_example_format", "A", "23", "no_answer", "none", 'Example format: "#### 23". My answer: I don\'t know.', "only an example of the format"),
    g("q_user_turn_gold", "A", "47.5", "wrong", "hash", "The fence is 14.5 + 9.25 = 23.75 meters.\n#### 23.75" + IM_USER + "#### 47.5", "the gold only in an invented user turn"),
    m("q_m_quoted_solution", "A", G_LOG, "no_answer", "none", "> Solution: $\\boxed{-5}$\n\nThis quoted solution is from a forum; I have not verified it and will not give an answer.", "only a quoted box, then a refusal"),
    m("q_m_other_angle", "A", G_SIN, "no_answer", "none", r"If the angle were $300^\circ$, the sine would be $\boxed{-\frac{\sqrt{3}}{2}}$. For $240^\circ$ I would need a table, which I do not have.", "the gold value boxed for another angle, no answer for 240"),
    m("q_m_other_part_distance", "A", G_MID, "wrong", "boxed", "(a) " + MID + r" $= (-1, 2)$. (b) The distance is $\sqrt{64 + 324} = \boxed{2\sqrt{97}}$.", "the gold in part (a), the last box part (b)'s distance"),
    m("q_m_student_claims", "A", G_GEO, "wrong", "boxed", r"A student claims the sum is $\boxed{1820}$. But the last term is $5 \cdot 3^6 = 3645$, so there are seven terms and the sum is $\frac{5(3^7 - 1)}{2} = \boxed{5465}$.", "the gold only as a student's claim; the model's box 5465"),
    m("q_m_you_asked", "A", G_B3, "no_answer", "none", r'You asked: "Prove that $2012_3 = \boxed{59}$." I cannot prove this.', "the gold only in the reported task, then a refusal"),
    m("q_m_assume_only", "A", G_DOT, "no_answer", "none", r"Assume the answer is $\boxed{1}$; we will verify this later.", "debatable: a box under 'Assume' never verified", True),
    g("q_ok_quoted_problem", "B", "3", "correct", "hash", "> Two trains 360 km apart head toward each other at 70 and 50 km/h.\n\n" + TRAIN + "#### 3", "the problem quoted first"),
    g("q_ok_classmate_wrong", "B", "336", "correct", "hash", 'A classmate wrote "#### 2736", but that includes the principal.\n' + INT + "#### 336", "another's wrong #### reported first"),
    g("q_ok_hypo_after", "B", "0", "correct", "hash", MUF + "#### 0\n\nIf the bakery had baked 168, 12 would be left.", "a hypothetical after the committed answer"),
    g("q_ok_parts_then_hash", "B", "3", "correct", "hash", "Part 1: the gap closes at 70 + 50 = 120 km/h.\nPart 2: 360 / 120 = 3 hours.\n#### 3", "labelled parts of one working"),
    g("q_ok_quoted_instruction", "B", "80", "correct", "hash", 'You asked for the answer after "####".\n' + PCT + "#### 80", "the instruction reported, then the answer"),
    g("q_ok_conditional_working", "B", "71500", "correct", "hash", "If each day makes 3250 widgets, then 22 days make 22 * 3250 = 71500.\n#### 71500", "a conditional in the working, then a committed answer"),
    m("q_m_ok_quoted_problem", "B", G_LOG, "correct", "boxed", "> Evaluate $\\log_2 \\frac{1}{32}$.\n\n" + LOG + r" $= \boxed{-5}$", "the problem quoted"),
    m("q_m_ok_notes_then_own", "B", G_GEO, "correct", "boxed", r"My notes say $\boxed{605}$, but that stops at 405. " + GEO + r" $= \boxed{1820}$", "a reported wrong box first, then the gold"),
    m("q_m_ok_other_part_first", "B", G_MID, "correct", "boxed", r"(b) The distance is $2\sqrt{97}$. (a) " + MID + r" $= \boxed{(-1, 2)}$.", "another part first, the gold boxed last"),
    m("q_m_ok_suppose_refuted", "B", G_SIN, "correct", "boxed", r"Suppose $\sin 240^\circ = \frac{\sqrt{3}}{2}$; that is impossible in the third quadrant. " + SIN + r" $= \boxed{-\frac{\sqrt{3}}{2}}$", "a supposition refuted, then the gold"),
    m("q_m_ok_hypo_after", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{3}{4}}$" + "\n\nIf the dice had only even faces, the probability would be $1$.", "a hypothetical after the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_lone_high_surrogate", "A", "3", "wrong", "hash", TRAIN_SLIP + "#### 18 " + LONE_HI, "a lone high surrogate U+D800 after 18 (bad input)"),
    m("b_m_lone_low_surrogate", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{5}$" + LONE_LO, "a lone low surrogate U+DFFF after a box of 5 (bad input)"),
    g("b_nul_in_other", "A", "336", "wrong", "hash", INT_TOTAL + "#### 27\x0036", "a NUL inside 2736 (bad input)"),
    g("b_backspace", "A", "80", "wrong", "hash", "72 of the 90 seeds sprouted.\n#### 7\x082", "a backspace inside 72: 72 or 2, wrong either way"),
    g("b_huge_other", "A", "0", "wrong", "hash", MUF + HUGE + "#### 12", "about 320,000 characters, then 12"),
    g("b_arabic_indic_other", "A", "23", "wrong", "hash", SOCK + "#### ٤٦", "Arabic-Indic 46"),
    m("b_m_nul_in_box", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{18" + "\x00" + r"20}$", "a NUL inside the box (bad input)"),
    m("b_m_noncharacter", "A", G_DOT, "wrong", "boxed", DOT.replace("3 - 10", "3 + 10") + r" $= \boxed{21}$" + "\uffff", "U+FFFF after a box of 21"),
    m("b_m_deep_braces", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{" + "{" * 400 + "1802" + "}" * 400 + "}$", "1802 under 400 levels of braces"),
    m("b_m_power_tower", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{1820^{1820^{1820}}}$", "a power tower of 1820s"),
    g("b_ok_tab", "B", "3", "correct", "hash", TRAIN + "####\t3", "a tab after ####"),
    g("b_ok_nbsp_thousands", "B", "71500", "correct", "hash", WID + "#### 71\u00a0500", "a no-break space as thousands separator"),
    g("b_ok_zwsp_after", "B", "71500", "correct", "hash", WID + "#### 71500\u200b", "a zero-width space after the answer"),
    g("b_ok_arabic_indic", "B", "23", "correct", "hash", SOCK + "#### ٢٣", "Arabic-Indic 23"),
    g("b_ok_huge_working", "B", "0", "correct", "hash", MUF + LONG + "#### 0", "debatable: about 98,000 characters (a long reasoning trace), then the gold; the issue lists 'any size' among bad lines", True),
    g("b_ok_unicode_minus", "B", "-10.65", "correct", "hash", BAL + "#### \u221210.65", "U+2212 minus sign"),
    g("b_ok_emoji_after", "B", "80", "correct", "hash", PCT + "#### 80 🎉", "an emoji after the answer"),
    m("b_m_ok_crlf", "B", G_IV, "correct", "boxed", (IV + "\n" + r"$x \in \boxed{\left(-\frac{3}{2}, 4\right)}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_line_separator", "B", G_MOD, "correct", "boxed", MOD + "\u2028" + r"The remainder is $\boxed{12}$.", "U+2028 between the lines"),
    m("b_m_ok_unicode_minus", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{" + "\u2212" + "5}$", "U+2212 minus in the box"),
    m("b_m_ok_vertical_tab", "B", G_CUBE, "correct", "boxed", CUBE + "\x0b" + r"$= \boxed{-11 - 2i}$", "a vertical tab before the box"),
    m("b_m_ok_sqrt_symbol", "B", G_SIN, "correct", "boxed", SIN + r" $= \boxed{-\frac{" + "√3" + r"}{2}}$", "a Unicode √ in the box"),
]
# fmt: on

DECISIONS = {
    "u_gross": (
        "reject",
        "'gross' after a count is the count word 144 (round 21 read 'score' the same way); not a unit",
    ),
    "b_ok_huge_working": (
        "accept",
        "98,000 characters is the size of a real long reasoning trace and the text is well formed; "
        "the issue's 'any size' asks for a verdict on every line, and the right answer is stated",
    ),
    "q_m_assume_only": (
        "reject",
        "a box under 'Assume', never verified and followed by nothing, is no final answer (round 21's q_m_example)",
    ),
}


def _put_lone_surrogates() -> None:
    """Replace the ASCII markers in the written JSON text with lone-surrogate escapes."""
    out = HERE / f"{SOURCE}.jsonl"
    text = out.read_text(encoding="utf-8")
    text = text.replace(LONE_HI, "\\ud800").replace(LONE_LO, "\\udfff")
    out.write_text(text, encoding="utf-8")
    records = [json.loads(line) for line in text.split("\n") if line]
    lone = [r["id"] for r in records if any(0xD800 <= ord(c) <= 0xDFFF for c in r["completion"])]
    if len(lone) != 2:
        raise SystemExit(f"expected 2 lone-surrogate probes, got {lone}")


if __name__ == "__main__":
    write_probes(SOURCE, CASES, [], DECISIONS)
    _put_lone_surrogates()
