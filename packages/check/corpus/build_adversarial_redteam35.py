r"""Build adversarial_redteam35.jsonl: a thirty-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam35", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT running the
checker, `reason-ppo check`, Math-Verify or any grader on them, and handed over BEFORE any scoring.
Not model output. Read: corpus/README.md ("How labels were made" and the sources table, to avoid
reused problems), corpus_build.py (helpers), build_adversarial_redteam21.py (structure, conventions,
label rules) and issue 25. Labels were made by reading; python was used for arithmetic only.

Aim of this round: what real models write AFTER and AROUND a committed answer. Kind B: a right answer
followed by harmless text (a verification that recomputes the same value, a summary in words, the
value restated in other words or units, "Note:" remarks, a second box with the same value, markdown
tables and headings, a closing pleasantry, a sentence in the answer tag, the answer restated in an
equal notation, a check cut off after the answer), or preceded by messy working (abandoned attempts,
numbers that are not the answer). Kind A: the same surroundings where the final answer is really
wrong or missing (a verification that finds a different value and adopts it, a last-minute switch, a
hedge between two values, a cut-off completion, a later box for a different value, a restated value
that differs).

Problems (new shapes: ages, work-rate, ratio, remainder, change, balance, discount, payments,
logarithms, geometric series, vectors, dice, circle, vertex, trig, quadratic inequality, complex
square, inverse function), golds checked by hand:
GSM8K
- ages: brother 9, Maya 3 * 9 = 27; in 7 years 34 + 16 = 50 -> 50 (slip: 27 + 9 + 7 = 43).
- pipes: 1/6 + 1/12 = 2/12 + 1/12 = 3/12 = 1/4 tank an hour -> 4 hours (= 240 minutes); slip: the
  average (6 + 12) / 2 = 9.
- ratio: boys:girls = 4:5, 63 students; 63 / 9 = 7; girls 5 * 7 = 35 -> 35 (boys 4 * 7 = 28).
- remainder: 250 stickers, 17 children; 17 * 14 = 238 (17 * 15 = 255 > 250); 250 - 238 = 12 left
  over -> 12 (each child's share 14).
- change: 3 * 2.75 = 8.25; 8.25 + 1.45 = 9.70; 20 - 9.70 = 10.30 -> 10.3 (no pen: 20 - 8.25 = 11.75).
- balance: 3 * 48.50 = 145.50; 120 - 145.50 = -25.50 -> -25.5 (= -51/2; sign lost 25.5).
- discount: 0.35 * 80 = 28; 80 - 28 = 52 -> 52 (the discount 28).
- muffins: 4 * 27 = 108; 108 - 108 = 0 -> 0.
- car: 36 * 575 = 17,250 + 3,450 = 20,700; + 2,000 down = 22,700 -> 22700 (no down: 20700).
MATH
- \log_2 64 + \log_3 \frac19 = 6 + (-2) = 4 -> 4 (slip 6 + 2 = 8).
- sum of the first six terms of 2, 6, 18, ...: 2(3^6 - 1)/2 = 728 (2+6+18+54+162+486 = 728); the
  sixth term 2 * 3^5 = 486; first five terms 242.
- |(2, -1, 3)| = \sqrt{4 + 1 + 9} = \sqrt{14} (~3.7417); slip \sqrt{4 - 1 + 9} = \sqrt{12} = 2\sqrt3.
- two dice, sum 9: (3,6),(4,5),(5,4),(6,3) = 4/36 = 1/9 (= 0.\overline{1}); sum 10 gives 3/36 = 1/12.
- circle inscribed in a square of side 10: r = 5, area 25\pi (= 100\pi/4, ~78.54); slip r = 10: 100\pi.
- vertex of y = 2x^2 - 12x + 7: x = 12/4 = 3, y = 18 - 36 + 7 = -11 -> (3, -11); slips (3, 11).
- \cos(2\pi/3) = -\cos(\pi/3) = -1/2 (= -0.5); sign slip 1/2.
- x^2 - x - 12 < 0: (x - 4)(x + 3) < 0 -> (-3, 4) (closed [-3, 4] is wrong: strict inequality).
- (2 + 3i)^2 = 4 + 12i + 9i^2 = -5 + 12i (slip i^2 = 1: 13 + 12i; |2 + 3i|^2 = 13).
- inverse of f(x) = (2x + 3)/5: 5y = 2x + 3, x = (5y - 3)/2 -> \frac{5x - 3}{2} (= \frac52 x - \frac32;
  check f((5x - 3)/2) = (5x - 3 + 3)/5 = x); slip \frac{5x + 3}{2}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number; `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical and other-part statements (and invented turns, self-set problems); `b_` bad
input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a cut before any answer) is `no_answer`; equal in value but written
differently is `correct`; a decimal for an exact irrational or repeating gold is `wrong`; a value the
model itself marks wrong is `wrong`; an explicit correction after an answer makes the corrected value
the final one; a check, summary, note, table or pleasantry after a committed answer does not replace
it, nor does a check cut off mid-way; a restatement after the answer with a different value is a
second, different final answer (`wrong`); text in an invented next turn does not count; in an
<answer> tag a sentence, an equation chain or a box is read for the value it states. A NUL anywhere
makes the pair bad input. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam35.py
"""

from corpus_build import EOT_USER, IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- ages: gold 50 (3 * 9 = 27; 27 + 7 = 34; 9 + 7 = 16; 34 + 16 = 50). Slip 43 (27 + 9 + 7).
AGE = "Maya's brother is 9, so Maya is 3 * 9 = <<3*9=27>>27.\nIn 7 years Maya will be 27 + 7 = <<27+7=34>>34 and her brother 9 + 7 = <<9+7=16>>16.\nThe sum of their ages then is 34 + 16 = <<34+16=50>>50.\n"
AGE_SLIP = "Maya's brother is 9, so Maya is 3 * 9 = <<3*9=27>>27.\nNow their ages add up to 27 + 9 = <<27+9=36>>36, and in 7 years to 36 + 7 = <<36+7=43>>43.\n"
# --- pipes: gold 4 hours (1/6 + 1/12 = 3/12 = 1/4). Slip 9 ((6 + 12) / 2).
PIPE = "Pipe A fills 1/6 of the tank an hour and pipe B fills 1/12.\nTogether: 1/6 + 1/12 = 2/12 + 1/12 = 3/12 = 1/4 of the tank an hour, so the tank is full in 4 hours.\n"
PIPE_SLIP = "Pipe A takes 6 hours and pipe B 12 hours, so together they take (6 + 12) / 2 = <<(6+12)/2=9>>9 hours.\n"
# --- ratio: gold 35 girls (63 / 9 = 7; 5 * 7 = 35; boys 4 * 7 = 28).
RAT = "We need the number of girls. The ratio of boys to girls is 4:5, so there are 4 + 5 = <<4+5=9>>9 parts and 63 / 9 = <<63/9=7>>7 students a part.\nBoys: 4 * 7 = <<4*7=28>>28. Girls: 5 * 7 = <<5*7=35>>35.\n"
RAT_SLIP = "We need the number of girls. The ratio is 4:5, so there are 9 parts and 63 / 9 = <<63/9=7>>7 students a part.\nGirls: 4 * 7 = <<4*7=28>>28.\n"
# --- remainder: gold 12 left over (17 * 14 = 238; 250 - 238 = 12); each child's share 14.
REM = "The question asks how many stickers are left over. 17 * 14 = <<17*14=238>>238 and 17 * 15 = 255 is more than 250, so each of the 17 children gets 14.\nLeft over: 250 - 238 = <<250-238=12>>12 stickers.\n"
# --- change: gold 10.3 (3 * 2.75 = 8.25; + 1.45 = 9.70; 20 - 9.70 = 10.30). No pen: 11.75.
CHG = "3 notebooks cost 3 * 2.75 = <<3*2.75=8.25>>8.25 dollars; with the $1.45 pen the total is 8.25 + 1.45 = <<8.25+1.45=9.70>>9.70 dollars.\nThe change from $20 is 20 - 9.70 = <<20-9.70=10.30>>10.30 dollars.\n"
CHG_SLIP = "3 notebooks cost 3 * 2.75 = <<3*2.75=8.25>>8.25 dollars.\nThe change from $20 is 20 - 8.25 = <<20-8.25=11.75>>11.75 dollars.\n"
# --- balance: gold -25.5 (3 * 48.50 = 145.50; 120 - 145.50 = -25.50).
BAL = "Three purchases of $48.50 cost 3 * 48.50 = <<3*48.50=145.50>>145.50 dollars.\nThe balance becomes 120 - 145.50 = <<120-145.50=-25.50>>-25.50 dollars.\n"
# --- discount: gold 52 (0.35 * 80 = 28; 80 - 28 = 52).
DISC = "The discount is 35% of $80: 0.35 * 80 = <<0.35*80=28>>28 dollars.\nThe sale price is 80 - 28 = <<80-28=52>>52 dollars.\n"
# --- muffins: gold 0 (4 * 27 = 108; 108 - 108 = 0).
ZERO = "4 boxes of 27 muffins hold 4 * 27 = <<4*27=108>>108 muffins.\nShe baked 108, so 108 - 108 = <<108-108=0>>0 muffins are left.\n"
# --- car: gold 22700 (36 * 575 = 20700; 20700 + 2000 = 22700). No down payment: 20700.
CAR = "36 payments of $575 come to 36 * 575 = <<36*575=20700>>20700 dollars.\nWith the $2,000 down payment she pays 20700 + 2000 = <<20700+2000=22700>>22700 dollars.\n"
CAR_NODOWN = "36 payments of $575 come to 36 * 575 = <<36*575=20700>>20700 dollars.\n"

# ================================================================ MATH working
G_LOG = "4"  # log_2 64 = 6, log_3 (1/9) = -2; 6 - 2 = 4 (slip 6 + 2 = 8)
LOG = r"$\log_2 64 = 6$ since $2^6 = 64$, and $\log_3 \frac{1}{9} = -2$ since $3^{-2} = \frac{1}{9}$. The sum is $6 + (-2)"
G_GEO = "728"  # 2(3^6 - 1)/(3 - 1) = 729 - 1 = 728; sixth term 486; five terms 242
GEO = r"The first term is $2$ and the ratio is $3$, so $S_6 = \frac{2(3^6 - 1)}{3 - 1} = 3^6 - 1"
G_VEC = r"\sqrt{14}"  # 4 + 1 + 9 = 14; slip 4 - 1 + 9 = 12
VEC = r"$\|\mathbf{v}\| = \sqrt{2^2 + (-1)^2 + 3^2} = \sqrt{4 + 1 + 9}"
G_DICE = r"\frac{1}{9}"  # 4 / 36 = 1 / 9; sum 10: 3 / 36 = 1 / 12
DICE = r"The pairs with sum $9$ are $(3,6), (4,5), (5,4), (6,3)$: four of the $36$ outcomes, so the probability is $\frac{4}{36}"
G_CIRC = r"25\pi"  # r = 5; pi * 25; 100 pi / 4 = 25 pi; slip r = 10: 100 pi
CIRC = (
    r"The circle inscribed in a square of side $10$ has radius $5$, so its area is $\pi \cdot 5^2"
)
G_VERT = "(3, -11)"  # x = 12 / 4 = 3; 2*9 - 36 + 7 = -11
VERT = r"The vertex is at $x = -\frac{-12}{2 \cdot 2} = 3$, and $y = 2(3)^2 - 12(3) + 7 = 18 - 36 + 7 = -11$."
G_COS = r"-\frac{1}{2}"  # cos(2pi/3) = -cos(pi/3) = -1/2
COS = r"$\frac{2\pi}{3}$ lies in the second quadrant with reference angle $\frac{\pi}{3}$, so $\cos\frac{2\pi}{3} = -\cos\frac{\pi}{3}"
G_INEQ = "(-3, 4)"  # (x - 4)(x + 3) = x^2 - x - 12 < 0 strictly between the roots
INEQ = r"$x^2 - x - 12 = (x - 4)(x + 3) < 0$ holds strictly between the roots, so $-3 < x < 4$."
G_CPX = "-5 + 12i"  # 4 + 12i + 9i^2 = 4 + 12i - 9 = -5 + 12i
CPX = r"$(2 + 3i)^2 = 4 + 12i + 9i^2 = 4 + 12i - 9"
G_INV = r"\frac{5x - 3}{2}"  # 5y = 2x + 3 -> x = (5y - 3)/2; f((5x-3)/2) = x
INV = r"Set $y = \frac{2x + 3}{5}$. Then $5y = 2x + 3$, so $x = \frac{5y - 3}{2}$ and $f^{-1}(x) = \frac{5x - 3}{2}$."

LONG_THANKS = "Let me know if you have any other questions. " * 200

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_switch", "A", "50", "wrong", "tag", th(AGE) + "<answer>Together they will be 50. Actually, on second thought, 43.</answer>", "a last-minute switch inside the tag: 43"),
    g("t_box_after_tag", "A", "50", "wrong", "tag", th(AGE) + "<answer>50</answer>\n\nWait, the 7 years should be added only once: $\\boxed{43}$", "a later box for 43 after the tag"),
    g("t_hedge", "A", "4", "wrong", "tag", th(PIPE) + "<answer>4 hours or 9 hours</answer>", "a hedge between two values in the tag"),
    g("t_cut_in_tag", "A", "22700", "no_answer", "truncated", th(CAR) + "<answer>The total she pays is $22,", "cut off inside the tag before the value is finished"),
    g("t_second_tag_verify_other", "A", "35", "wrong", "tag", th(RAT) + "<answer>35</answer>\n<answer>Verification: 63 / 9 * 4 = 28, so the answer is 28.</answer>", "a second tag whose verification adopts 28"),
    g("t_sentence_other_part", "A", "12", "wrong", "tag", th(REM) + "<answer>Each child gets 14 stickers.</answer>", "the tag states each child's share 14; the working says the question asks for the 12 left over"),
    m("t_m_box_after_tag", "A", G_GEO, "wrong", "tag", th(GEO + " = 728$.\n") + "<answer>\\boxed{728}</answer>\n\nHmm, the problem wants the sixth term, so the answer is $\\boxed{486}$.", "a later box 486 after the tag"),
    m("t_m_hedge", "A", G_DICE, "wrong", "tag", th(DICE + "$.\n") + r"<answer>$\frac{1}{9}$ or $\frac{1}{12}$</answer>", "a hedge in the tag"),
    m("t_m_empty_tag", "A", G_VEC, "no_answer", "tag", th(VEC + r" = \sqrt{14}$." + "\n") + "<answer>\n</answer>", "an empty tag; the gold only in the thinking"),
    m("t_m_cut_think", "A", G_COS, "no_answer", "truncated", "<think>\n" + COS + r" = -\frac{1}{2}$." + "\nSo the final answer is", "cut inside the thinking before any tag"),
    m("t_m_sentence_closed", "A", G_INEQ, "wrong", "tag", th(r"$(x - 4)(x + 3) \le 0$ between the roots, endpoints included." + "\n") + "<answer>The solution set is $[-3, 4]$.</answer>", "the tag's sentence states the closed interval"),
    m("t_m_verify_switch", "A", G_CPX, "wrong", "tag", th(CPX + " = -5 + 12i$.\n") + "<answer>-5 + 12i</answer>\n\nLet me verify: $(2 + 3i)^2 = 4 + 9 + 12i = 13 + 12i$. So the answer is <answer>13 + 12i</answer>", "a verification finds 13 + 12i and a second tag adopts it"),
    g("t_ok_sentence_words", "B", "50", "correct", "tag", th(AGE) + "<answer>In 7 years, the sum of Maya's and her brother's ages will be 50.</answer>", "a sentence in the tag with another number (7) before the gold"),
    g("t_ok_pleasantry", "B", "4", "correct", "tag", th(PIPE) + "<answer>4</answer>\n\nI hope this helps!", "a pleasantry after the tag"),
    g("t_ok_table", "B", "35", "correct", "tag", th(RAT) + "<answer>35</answer>\n\n| group | students |\n|---|---|\n| boys | 28 |\n| girls | 35 |\n| total | 63 |", "a markdown table after the tag"),
    g("t_ok_verify_in_think", "B", "12", "correct", "tag", th(REM + "Check: 17 * 14 + 12 = 238 + 12 = 250. Correct.\n") + "<answer>12</answer>", "a verification with other numbers in the thinking"),
    g("t_ok_two_tags_same", "B", "10.3", "correct", "tag", th(CHG) + "<answer>$10.30</answer>\n<answer>10.3</answer>", "two tags, the same value in two notations"),
    g("t_ok_sentence_parens", "B", "22700", "correct", "tag", th(CAR) + "<answer>She pays $22,700 in total (36 × $575 + $2,000).</answer>", "a sentence with the breakdown in parentheses after the gold"),
    m("t_m_ok_box_sentence", "B", G_LOG, "correct", "tag", th(LOG + " = 4$.\n") + "<answer>The value of the expression is $\\boxed{4}$.</answer>", "a sentence with a box in the tag"),
    m("t_m_ok_note_after", "B", G_GEO, "correct", "tag", th(GEO + " = 728$.\n") + "<answer>728</answer>\n\nNote: the sixth term alone is 486, but the sum is what is asked.", "a Note with another value after the tag"),
    m("t_m_ok_messy_think", "B", G_GEO, "correct", "tag", th("First try: 2 * 6 = 12? No, the terms are 2, 6, 18, 54, 162, 486.\nAdding: 2 + 6 = 8, 8 + 18 = 26, 26 + 54 = 80, 80 + 162 = 242, 242 + 486 = 728.\n") + "<answer>728</answer>", "abandoned attempt and running sums in the thinking"),
    m("t_m_ok_equation", "B", G_DICE, "correct", "tag", th(DICE + "$.\n") + "<answer>4/36 = 1/9</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_restated", "B", G_VERT, "correct", "tag", th(VERT + "\n") + "<answer>(3, -11), i.e. x = 3 and y = -11</answer>", "the pair restated coordinate by coordinate"),
    m("t_m_ok_cut_check_after", "B", G_INV, "correct", "tag", th(INV + "\n") + "<answer>\\frac{5x - 3}{2}</answer>\n\nTo double-check: $f\\left(\\frac{5x - 3}{2}\\right) = \\frac{5x - 3 + 3}{5} =", "a check cut off after the committed tag"),

    # ================================================================ 2. phrase + ####
    g("h_restated_other", "A", "50", "wrong", "hash", AGE + "The answer is: #### 50\n\nSo in 7 years their ages add up to 43.", "the value restated after the #### differs: 43"),
    g("h_verify_adopt", "A", "4", "wrong", "hash", PIPE + "So the answer is #### 4\n\nVerification: averaging 6 and 12 hours gives 9 hours, which is the right method.\nFinal Answer: #### 9", "a verification adopts 9 with a second ####"),
    g("h_hedge", "A", "35", "wrong", "hash", RAT + "The answer is: #### 35 or 28", "a hedge on the #### line"),
    g("h_second_hash_other", "A", "10.3", "wrong", "hash", CHG + "Answer: #### 10.30\n\nWait, the pen was a gift, so it costs nothing.\nAnswer: #### 11.75", "a later #### 11.75"),
    g("h_empty_hash", "A", "22700", "no_answer", "hash", CAR + "So the answer is: ####", "an empty #### after a phrase; the gold only in the working"),
    g("h_sign_lost", "A", "-25.5", "wrong", "hash", BAL + "Final Answer: #### 25.50", "the #### value drops the sign"),
    g("h_summary_other", "A", "52", "wrong", "hash", DISC + "The answer is #### 52\n\nIn summary, the jacket costs $28.", "a summary stating 28"),
    m("h_m_verify_adopt", "A", G_LOG, "wrong", "hash", LOG + " = 4$.\nThe answer is #### 4\n\nDouble-check: $\\log_3 \\frac{1}{9} = 2$, so $6 + 2 = 8$.\n#### 8", "a double-check adopting 8"),
    m("h_m_phrase_gold_hash_other", "A", G_GEO, "wrong", "hash", GEO + " = 728$.\nThe sum is 728.\n#### 486", "the phrase says 728, the #### 486"),
    m("h_m_hash_then_box_other", "A", G_VEC, "wrong", "hash", VEC + r" = \sqrt{14}$." + "\nThe answer is: #### \\sqrt{14}\n\nActually, $(-1)^2$ should be $-1$: $\\boxed{\\sqrt{12}}$.", "a later box sqrt12 after ####"),
    m("h_m_sign_lost", "A", G_COS, "wrong", "hash", r"The reference angle is $\frac{\pi}{3}$ and $\cos\frac{\pi}{3} = \frac{1}{2}$." + "\nSo the answer is: #### \\frac{1}{2}", "#### 1/2, the sign lost"),
    m("h_m_hedge", "A", G_INEQ, "wrong", "hash", INEQ + "\nThe answer is: #### (-3, 4) or [-3, 4]", "a hedge between the open and closed interval"),
    m("h_m_empty", "A", G_CIRC, "no_answer", "hash", CIRC + r" = 25\pi$." + "\nFinal Answer: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_ok_pleasantry", "B", "50", "correct", "hash", AGE + "So the answer is #### 50\n\nLet me know if you need anything else!", "a pleasantry after the ####"),
    g("h_ok_verify_same", "B", "4", "correct", "hash", PIPE + "The answer is: #### 4\n\nCheck: in 4 hours A fills 4/6 and B fills 4/12; 4/6 + 4/12 = 8/12 + 4/12 = 1 tank. Correct.", "a verification with other numbers"),
    g("h_ok_restated_minutes", "B", "4", "correct", "hash", PIPE + "Final Answer: #### 4\n\nThat is 4 hours, or 240 minutes.", "the value restated in other units after the ####"),
    g("h_ok_summary_words", "B", "35", "correct", "hash", RAT + "Answer: #### 35\n\nIn words: thirty-five of the sixty-three students are girls.", "a summary in number words"),
    g("h_ok_table", "B", "12", "correct", "hash", REM + "The answer is: #### 12\n\n| | stickers |\n|---|---|\n| each child | 14 |\n| left over | 12 |", "a markdown table after the ####"),
    g("h_ok_headings", "B", "10.3", "correct", "hash", "## Solution\n\n" + CHG + "\n## Answer\n\nThe answer is #### 10.30", "markdown headings around the answer"),
    g("h_ok_note", "B", "52", "correct", "hash", DISC + "So the answer is #### 52\n\nNote: the discount itself is $28.", "a Note with another value after the ####"),
    g("h_ok_messy_before", "B", "0", "correct", "hash", "First I thought each box held 25, so 4 * 25 = 100 and 8 would be left. No: each box holds 27.\n" + ZERO + "The answer is: #### 0", "an abandoned attempt (8 left) before the gold"),
    m("h_m_ok_hash_box_same", "B", G_LOG, "correct", "hash", LOG + " = 4$.\nThe answer is #### 4\n\n$\\boxed{4}$", "#### then a box with the same value"),
    m("h_m_ok_equal_fraction", "B", G_DICE, "correct", "hash", DICE + "$.\nThe answer is #### 4/36, which simplifies to 1/9.", "#### an unsimplified equal fraction, then the simplified one"),
    m("h_m_ok_check_after", "B", G_CPX, "correct", "hash", CPX + " = -5 + 12i$.\nFinal Answer: #### -5 + 12i\n\nCheck: $|-5 + 12i| = 13 = |2 + 3i|^2$. Correct.", "a modulus check after the ####"),
    m("h_m_ok_pleasantry", "B", G_VERT, "correct", "hash", VERT + "\nThe answer is #### (3, -11)\n\nHope this helps!", "a pleasantry after the ####"),
    m("h_m_ok_words_after", "B", G_INV, "correct", "hash", INV + "\nThe answer is: #### \\frac{5x - 3}{2}\n\nIn words: multiply by 5, subtract 3, then halve.", "the rule restated in words with other numbers"),
    m("h_m_ok_note", "B", G_GEO, "correct", "hash", GEO + " = 728$.\nSo the answer is #### 728\n\nNote: the sixth term is 486.", "a Note with another value after the ####"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", ZERO + "#### 0.05", "the working finds 0, the #### says 0.05"),
    g("x_rounded_restated", "A", "10.3", "wrong", "hash", CHG + "The change is $10.30.\nSo the final answer, rounded to the nearest dollar, is #### 10", "a final #### rounded to 10"),
    g("x_rounded_negative", "A", "-25.5", "wrong", "hash", BAL + "Rounded to whole dollars: #### -26", "rounded to -26"),
    g("x_off_by_one_big", "A", "22700", "wrong", "hash", CAR + "#### 22701", "22701, relative error 4e-5"),
    g("x_tiny_after_zero", "A", "0", "wrong", "answer_is", ZERO + "The answer is 0.\n\nMore precisely, with the crumbs, the answer is 0.001 muffins.", "a later, more 'precise' 0.001"),
    m("x_m_decimal_sqrt", "A", G_VEC, "wrong", "boxed", VEC + r" = \sqrt{14} \approx 3.74$. The answer is $\boxed{3.74}$.", "a decimal for sqrt14 boxed"),
    m("x_m_decimal_pi", "A", G_CIRC, "wrong", "boxed", CIRC + r" = 25\pi \approx \boxed{78.54}$", "a decimal for 25pi boxed"),
    m("x_m_decimal_repeating", "A", G_DICE, "wrong", "boxed", DICE + r" = \frac{1}{9} \approx \boxed{0.111}$", "0.111 is not 1/9"),
    m("x_m_pi_plus_tiny", "A", G_CIRC, "wrong", "boxed", CIRC + r"$, plus the thin border: $\boxed{25\pi + 10^{-12}}$", "25pi + 10^-12"),
    m("x_m_log_near", "A", G_LOG, "wrong", "boxed", LOG + r"$, computed numerically: $\boxed{4.0001}$", "4.0001 against 4"),
    m("x_m_cos_near", "A", G_COS, "wrong", "boxed", COS + r" \approx \boxed{-0.499999}$", "-0.499999 against -1/2"),
    m("x_m_cpx_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{-5 + (12 + 10^{-30})i}$", "an imaginary part off by 10^-30"),
    g("x_tiny_negative", "A", "0", "wrong", "hash", ZERO + "#### -0.01", "-0.01 against gold 0"),
    g("x_ok_zero_words", "B", "0", "correct", "hash", ZERO + "#### 0\n\nNone are left: every muffin went into a box.", "zero restated in words after the ####"),
    g("x_ok_cents_after", "B", "10.3", "correct", "hash", CHG + "#### 10.30\n\nThat is 1,030 cents.", "the value restated in cents"),
    g("x_ok_fraction", "B", "-25.5", "correct", "boxed", BAL + r"The answer is $\boxed{-\frac{51}{2}}$ dollars.", "-51/2 = -25.5"),
    g("x_ok_decimal_zeros", "B", "22700", "correct", "hash", CAR + "#### 22,700.00", "a comma and .00"),
    m("x_m_ok_approx_after", "B", G_VEC, "correct", "boxed", VEC + r" = \boxed{\sqrt{14}} \approx 3.74$.", "the exact box then an approximation after it"),
    m("x_m_ok_decimal_exact", "B", G_COS, "correct", "boxed", COS + r" = \boxed{-0.5}$", "-0.5 = -1/2 exactly"),
    m("x_m_ok_repeating_bar", "B", G_DICE, "correct", "boxed", DICE + r" = \boxed{0.\overline{1}}$", "0.(1) = 1/9 exactly"),
    m("x_m_ok_note_numeric", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{25\pi}$" + "\n\nNote: numerically this is about 78.54 square units.", "a Note with the decimal after the exact box"),
    m("x_m_ok_trailing_zero", "B", G_LOG, "correct", "boxed", LOG + r" = \boxed{4.0}$", "4.0 = 4"),
    m("x_m_ok_power", "B", G_GEO, "correct", "boxed", GEO + r" = \boxed{3^6 - 1}$", "3^6 - 1 = 728 unsimplified"),
    m("x_m_ok_split_fraction", "B", G_INV, "correct", "boxed", INV + r" Equivalently, $f^{-1}(x) = \boxed{\frac{5}{2}x - \frac{3}{2}}$.", "the inverse written as 5/2 x - 3/2"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_after", "A", "50", "no_answer", "answer_is", AGE + "\nHmm. The answer is not 50.", "the gold negated after the working, nothing after"),
    g("n_strike_then_other", "A", "50", "wrong", "hash", AGE_SLIP + "#### ~~50~~ 43", "the gold struck, 43 after"),
    g("n_marked_incorrect", "A", "4", "wrong", "hash", PIPE + "#### 4 (incorrect)", "the model marks its own answer incorrect"),
    g("n_html_strike", "A", "35", "no_answer", "hash", RAT + "#### <s>35</s>", "the gold struck with <s>, nothing after"),
    g("n_neq", "A", "10.3", "no_answer", "hash", CHG + "#### ≠ 10.30", "a not-equal sign before the gold"),
    g("n_not_then_other", "A", "-25.5", "wrong", "answer_is", BAL + "The balance is not -25.50; it is 25.50.\n#### 25.50", "the gold negated, 25.50 asserted"),
    g("n_cross_after", "A", "52", "wrong", "hash", DISC + "#### 52 ❌", "a cross mark after the ####"),
    m("n_m_cancel_then_other", "A", G_LOG, "wrong", "boxed", LOG + r"$: $\boxed{\cancel{4}}\ \boxed{8}$", "the gold cancelled, 8 boxed after"),
    m("n_m_neq", "A", G_GEO, "no_answer", "none", r"I could not finish the sum, but $S_6 \neq 728$.", "S_6 ≠ 728 and nothing else"),
    m("n_m_sout", "A", G_VEC, "no_answer", "boxed", VEC + r" = \boxed{\sout{\sqrt{14}}}$", "a struck-out box"),
    m("n_m_cross", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{-5 + 12i}$ ✗", "a cross mark after the box"),
    m("n_m_annotated_wrong", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{(-3, 4)}$" + "\n\n(This answer is incorrect.)", "the model calls its box incorrect"),
    g("n_ok_not_other_after", "B", "50", "correct", "hash", AGE + "#### 50\n\n(Not 43: the 7 years are added to both ages.)", "another value negated after the ####"),
    g("n_ok_strike_other_before", "B", "4", "correct", "hash", "~~" + PIPE_SLIP.strip() + "~~\n\n" + PIPE + "#### 4", "an abandoned attempt struck out before the working"),
    g("n_ok_check_mark", "B", "35", "correct", "hash", RAT + "#### 35 ✓", "a check mark after the ####"),
    g("n_ok_not_negative", "B", "0", "correct", "hash", ZERO + "#### 0\n\nThe answer cannot be negative, so 0 is right.", "a harmless 'cannot be negative' after"),
    g("n_ok_verified", "B", "12", "correct", "hash", REM + "#### 12 (verified)", "a (verified) annotation"),
    g("n_ok_not_each", "B", "12", "correct", "answer_is", REM + "The answer is 12, not 14 (14 is what each child gets).", "the share negated after the gold"),
    m("n_m_ok_neq_working", "B", G_INEQ, "correct", "boxed", INEQ + r" Since the inequality is strict, $x \neq -3$ and $x \neq 4$: $\boxed{(-3, 4)}$.", "≠ in the working before the box"),
    m("n_m_ok_cancel_working", "B", G_DICE, "correct", "boxed", DICE + r" = \frac{\cancel{4} \cdot 1}{\cancel{4} \cdot 9} = \boxed{\frac{1}{9}}$", "cancellations in the working"),
    m("n_m_ok_strike_other", "B", G_COS, "correct", "boxed", r"~~$\frac{1}{2}$~~ The cosine is negative in the second quadrant: " + COS + r" = \boxed{-\frac{1}{2}}$", "the wrong sign struck, then the gold"),
    m("n_m_ok_not_other", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{-5 + 12i}$, not $13 + 12i$ (since $i^2 = -1$).", "another value negated after the box"),
    m("n_m_ok_checkmark", "B", G_GEO, "correct", "boxed", GEO + r" = \boxed{728} \checkmark$", "\\checkmark after the box"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "12", "wrong", "hash", REM + "#### 12 dozen", "12 dozen = 144, not the 12 stickers"),
    g("u_cents", "A", "22700", "wrong", "hash", CAR + "#### 22700 cents", "22700 cents = $227"),
    g("u_less", "A", "52", "wrong", "hash", DISC + "#### 52 less", "'52 less' states a reduction, not the price"),
    g("u_fewer", "A", "50", "wrong", "hash", AGE + "#### 50 fewer", "'50 fewer' is a difference, not the sum"),
    g("u_thousand", "A", "-25.5", "wrong", "hash", BAL + "#### -25.50 thousand", "-25,500"),
    g("u_percent_count", "A", "35", "wrong", "answer_is", RAT + "The answer is 35 percent.", "35 percent of the class is not 35 girls (35/63 ≈ 55.6 %)"),
    g("u_times_faster", "A", "4", "wrong", "hash", PIPE + "#### 4 times faster", "'4 times faster' is a ratio, not the 4 hours"),
    g("u_minutes_for_hours", "A", "4", "wrong", "hash", PIPE + "#### 4 minutes", "debatable: the working finds 4 hours, the #### says 4 minutes (a different quantity, or a unit slip)", True),
    m("u_m_thousand", "A", G_LOG, "wrong", "boxed", LOG + r" = \boxed{4 \text{ thousand}}$", "4 thousand"),
    m("u_m_hundred", "A", G_GEO, "wrong", "boxed", GEO + r" = \boxed{728 \text{ hundred}}$", "728 hundred"),
    m("u_m_squared", "A", G_VEC, "wrong", "boxed", VEC + r" = \boxed{\sqrt{14} \text{ squared}}$", "'sqrt14 squared' = 14"),
    m("u_m_percent", "A", G_DICE, "wrong", "boxed", DICE + r" = \boxed{\frac{1}{9}\%}$", "1/9 percent = 1/900, not 1/9"),
    g("u_ok_years", "B", "50", "correct", "hash", AGE + "#### 50 years", "a unit word"),
    g("u_ok_hours", "B", "4", "correct", "answer_is", PIPE + "The answer is 4 hours.", "hours after the gold"),
    g("u_ok_girls", "B", "35", "correct", "hash", RAT + "#### 35 girls", "a noun after the gold"),
    g("u_ok_left_over", "B", "12", "correct", "hash", REM + "#### 12 stickers left over", "a noun phrase after the gold"),
    g("u_ok_change", "B", "10.3", "correct", "hash", CHG + "#### $10.30 in change", "dollar sign and words"),
    g("u_ok_total", "B", "22700", "correct", "hash", CAR + "#### $22,700 total", "'total' after the gold"),
    g("u_ok_dollars", "B", "52", "correct", "answer_is", DISC + "The answer is 52 dollars.", "the word dollars"),
    g("u_ok_neg_dollar", "B", "-25.5", "correct", "answer_is", BAL + "The answer is -$25.50.", "a minus before the dollar sign"),
    g("u_ok_muffins", "B", "0", "correct", "hash", ZERO + "#### 0 muffins", "0 with a noun"),
    m("u_m_ok_square_units", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{25\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{25\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_units_after", "B", G_VEC, "correct", "boxed", VEC + r" = \boxed{\sqrt{14}}$ units.", "units after the box"),
    m("u_m_ok_one_in_nine", "B", G_DICE, "correct", "answer_is", DICE + "$.\nThe probability is 1 in 9.", "'1 in 9' for 1/9"),
    m("u_m_ok_vertex_words", "B", G_VERT, "correct", "boxed", VERT + r" The vertex is $\boxed{(3, -11)}$ (a minimum, since $2 > 0$).", "a remark with another number after the box"),
    m("u_m_ok_dice_words", "B", G_DICE, "correct", "boxed", DICE + r" = \boxed{\frac{1}{9}}$, about one roll in nine.", "the value restated in words after the box"),

    # ================================================================ 6. retractions and after-text
    g("r_verify_adopt", "A", "50", "wrong", "hash", AGE + "#### 50\n\nLet me verify: now they are 27 + 9 = 36, and 7 years later 36 + 7 = 43. So the correct total is 43.\n#### 43", "a verification finds 43 and adopts it"),
    g("r_verify_adopt_no_marker", "A", "50", "wrong", "hash", AGE + "#### 50\n\nVerification: 27 + 9 + 7 = 43. So the answer should be 43.", "a verification adopts 43 in prose"),
    g("r_switch", "A", "4", "wrong", "answer_is", PIPE + "The answer is 4 hours.\n\nHmm, actually, I think it's 9 hours.", "a last-minute switch to 9"),
    g("r_hedge_after", "A", "35", "wrong", "hash", RAT + "#### 35\n\nI'm not sure whether it's 35 or 28.", "a hedge after the ####"),
    g("r_cut_restart", "A", "12", "wrong", "hash", REM + "#### 12\n\nWait, that's wrong. Let me redo it: 250 / 17 =", "debatable: the model calls its answer wrong and the restart is cut off (round 20: a withdrawn answer is wrong)", True),
    g("r_later_box", "A", "10.3", "wrong", "boxed", CHG + "$\\boxed{10.30}$\n\nOn reflection the pen was free, so the change is $\\boxed{11.75}$.", "a later box 11.75"),
    g("r_restated_differs", "A", "22700", "wrong", "hash", CAR + "#### 22700\n\nSo she pays $20,700 in total.", "the restatement says 20,700"),
    g("r_summary_differs", "A", "52", "wrong", "hash", DISC + "#### 52\n\nSummary: after the discount the jacket costs $28.", "the summary states 28"),
    g("r_ps_other", "A", "-25.5", "wrong", "hash", BAL + "#### -25.50\n\nP.S. I made an error: the balance is -25.00.", "P.S. correcting to -25"),
    m("r_m_verify_adopt", "A", G_LOG, "wrong", "boxed", LOG + r" = \boxed{4}$" + "\n\nVerification: $\\log_3 \\frac{1}{9} = 2$, so the sum is $6 + 2 = 8$. Corrected answer: $\\boxed{8}$.", "a verification adopts 8"),
    m("r_m_switch", "A", G_GEO, "wrong", "boxed", GEO + r" = \boxed{728}$" + "\n\nWait, the sixth term is $2 \\cdot 3^5 = 486$. Final answer: 486.", "a switch to 486 after the box"),
    m("r_m_hedge", "A", G_VEC, "wrong", "boxed", VEC + r" = \boxed{\sqrt{14}}$" + "\n\nor possibly $\\sqrt{12}$ if I squared the $-1$ wrong.", "a hedge after the box"),
    m("r_m_later_box", "A", G_CIRC, "wrong", "boxed", CIRC + r" = \boxed{25\pi}$" + "\n\nHmm, the radius is actually the side, $10$, so the area is $\\boxed{100\\pi}$.", "a later box 100pi"),
    m("r_m_restated_other", "A", G_VERT, "wrong", "boxed", VERT + r" $\boxed{(3, -11)}$" + "\n\nSo the vertex is at $(3, 11)$.", "the restated pair differs"),
    m("r_m_cut_new_box", "A", G_COS, "wrong", "truncated", COS + r" = \boxed{-\frac{1}{2}}$" + "\n\nWait, cosine is positive here, so the answer is $\\boxed{\\frac{1}{", "the gold withdrawn; cut inside a new positive box"),
    m("r_m_switch_closed", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{(-3, 4)}$" + "\n\nSince the endpoints make the expression zero, I'll include them: $\\boxed{[-3, 4]}$.", "a later box, closed interval"),
    m("r_m_erratum", "A", G_INV, "wrong", "boxed", INV + r" $\boxed{\frac{5x - 3}{2}}$" + "\n\nErratum: the inverse is $\\frac{5x + 3}{2}$.", "Erratum with another expression"),
    m("r_m_summary_differs", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{-5 + 12i}$" + "\n\nSummary: the square of $2 + 3i$ is $13 + 12i$.", "the summary states 13 + 12i"),
    g("r_ok_verify_same", "B", "50", "correct", "hash", AGE + "#### 50\n\nVerification: Maya 27 -> 34, brother 9 -> 16, and 34 + 16 = 50. ✓", "a verification recomputing the gold"),
    g("r_ok_verify_other_way", "B", "4", "correct", "hash", PIPE + "#### 4\n\nCheck another way: in 12 hours A fills 2 tanks and B fills 1, so 3 tanks in 12 hours, one tank in 4 hours.", "a check by another method with other numbers"),
    g("r_ok_summary", "B", "35", "correct", "hash", RAT + "#### 35\n\nSummary: 63 students in the ratio 4:5 give 28 boys and 35 girls, so there are 35 girls.", "a summary repeating the gold"),
    g("r_ok_note_share", "B", "12", "correct", "hash", REM + "#### 12\n\nNote: each child receives 14 stickers.", "a Note with another value"),
    g("r_ok_second_box", "B", "10.3", "correct", "boxed", CHG + "$\\boxed{10.30}$\n\nSo the change is $\\boxed{\\$10.30}$.", "a second box, same value"),
    g("r_ok_table_after", "B", "22700", "correct", "hash", CAR + "#### 22700\n\n| item | amount |\n|---|---|\n| payments | $20,700 |\n| down payment | $2,000 |\n| total | $22,700 |", "a breakdown table after the ####"),
    g("r_ok_emoji_pleasantry", "B", "52", "correct", "hash", DISC + "#### 52\n\nHappy shopping! 😊", "a pleasantry with an emoji"),
    g("r_ok_cut_check", "B", "-25.5", "correct", "hash", BAL + "#### -25.50\n\nLet me double-check: 3 * 48.50 = 145.50, and 120 - 145.", "a double-check cut off after the committed answer"),
    g("r_ok_summary_list", "B", "0", "correct", "hash", ZERO + "#### 0\n\n### Summary\n- Muffins baked: 108\n- Muffins boxed: 108\n- Left over: 0", "a heading and a list after"),
    g("r_ok_edit_to_gold", "B", "50", "correct", "hash", AGE_SLIP + "#### 43\n\nEdit: I added the 7 years only once. Both ages grow by 7: 34 + 16 = 50.\n#### 50", "a correction to the gold"),
    m("r_m_ok_verify_same", "B", G_LOG, "correct", "boxed", LOG + r" = \boxed{4}$" + "\n\nCheck: $2^6 = 64$ and $3^{-2} = \\frac{1}{9}$, so $6 - 2 = 4$. ✓", "a check recomputing the gold"),
    m("r_m_ok_second_box", "B", G_GEO, "correct", "boxed", GEO + r" = \boxed{728}$." + "\n\nTherefore, the sum of the first six terms is $\\boxed{728}$.", "two boxes, the same value"),
    m("r_m_ok_note", "B", G_VEC, "correct", "boxed", VEC + r" = \boxed{\sqrt{14}}$" + "\n\nNote: the squared magnitude is 14.", "a Note with 14"),
    m("r_m_ok_messy_before", "B", G_DICE, "correct", "boxed", "At first I counted $(3,6), (6,3), (4,5)$, three pairs, giving $\\frac{1}{12}$, but I missed $(5,4)$. " + DICE + r" = \boxed{\frac{1}{9}}$", "an abandoned 1/12 before the gold"),
    m("r_m_ok_equal_restated", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{25\pi}$" + "\n\nThat is, the area is $\\frac{100\\pi}{4}$ square units.", "restated as 100pi/4 (equal)"),
    m("r_m_ok_minerva_pleasantry", "B", G_VERT, "correct", "minerva", VERT + "\n" + MINERVA.format("$(3,-11)$") + "\n\nLet me know if you would like more detail.", "a Minerva line then a pleasantry"),
    m("r_m_ok_coords_after", "B", G_VERT, "correct", "boxed", VERT + r" $\boxed{(3, -11)}$" + "\n\nSo the vertex is at $x = 3$, $y = -11$.", "restated coordinate by coordinate"),
    m("r_m_ok_cut_verify", "B", G_INV, "correct", "boxed", INV + r" $\boxed{\frac{5x - 3}{2}}$" + "\n\nVerification: $f\\left(\\frac{5x - 3}{2}\\right) = \\frac{5x - 3 + 3}{5} =", "a verification cut off after the box"),
    m("r_m_ok_wait_confirm", "B", G_COS, "correct", "boxed", COS + r" = \boxed{-\frac{1}{2}}$" + "\n\nWait, is cosine negative in the second quadrant? Yes, so the answer stays $-\\frac{1}{2}$.", "a wait that confirms the gold"),
    m("r_m_ok_table", "B", G_VERT, "correct", "boxed", VERT + r" $\boxed{(3, -11)}$" + "\n\n| coordinate | value |\n|---|---|\n| $x$ | $3$ |\n| $y$ | $-11$ |", "a table of the coordinates after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_hypo_gold_after_wrong", "A", "50", "wrong", "hash", AGE_SLIP + "#### 43\n\n(If both ages grew by 7, it would be 50.)", "the model's 43, the gold only hypothetical"),
    g("q_friend_gold", "A", "4", "wrong", "hash", PIPE_SLIP + "#### 9\n\nMy friend got 4 hours, but I think 9 is right.", "the gold only reported"),
    g("q_quote_refuse", "A", "35", "no_answer", "none", "> #### 35\n\nThat is the answer key's value, but I cannot verify it or solve the problem.", "only a quoted ####, then a refusal"),
    g("q_other_part", "A", "12", "wrong", "hash", "The question asks how many are left over.\n(a) Each child gets 14. (b) 250 - 238 = 12 are left over.\n#### 14", "the gold in part (b), the #### 14"),
    g("q_user_turn_gold", "A", "10.3", "wrong", "hash", CHG_SLIP + "#### 11.75" + IM_USER + "The correct answer is 10.30.", "the gold only in an invented user turn"),
    g("q_example_gold", "A", "22700", "wrong", "hash", CAR_NODOWN + "#### 20700\n\nFor example, with a $2,000 down payment the total would be $22,700.", "the gold only as an example"),
    m("q_m_user_turn_box", "A", G_LOG, "wrong", "boxed", r"$\log_2 64 = 6$ and $\log_3 \frac{1}{9} = 2$, so the sum is $\boxed{8}$." + EOT_USER + r"The answer is $\boxed{4}$.", "the gold only in an invented user turn"),
    m("q_m_reported", "A", G_GEO, "wrong", "boxed", r"Some solutions give $\boxed{728}$, but the question asks for the last term, $2 \cdot 3^5 = \boxed{486}$.", "the gold only reported; own box 486"),
    m("q_m_hypo_only", "A", G_VEC, "no_answer", "none", r"If the vector were $(2, -1, 3)$, its length would be $\sqrt{14}$; but I cannot read the vector in the problem.", "only a hypothetical, then a refusal"),
    m("q_m_practice_gold", "A", G_CIRC, "wrong", "boxed", r"The radius equals the side, $10$, so the area is $\boxed{100\pi}$." + "\n\nPractice problem: a circle of radius 5 has area $\\boxed{25\\pi}$.", "own answer 100pi; the gold only in a self-set practice problem"),
    m("q_m_other_part", "A", G_CPX, "wrong", "boxed", r"The question asks for $(2 + 3i)^2$." + "\n(a) " + CPX + " = -5 + 12i$.\n(b) $|2 + 3i|^2 = 13$.\n\nFinal answer: $\\boxed{13}$", "the gold in part (a), the final box 13"),
    m("q_m_textbook", "A", G_INEQ, "wrong", "boxed", r"The textbook's answer is $(-3, 4)$, but mine is $\boxed{[-3, 4]}$.", "the gold only reported"),
    g("q_ok_quoted_problem", "B", "50", "correct", "hash", '> "Maya is 3 times as old as her brother, who is 9. What will the sum of their ages be in 7 years?"\n\n' + AGE + "#### 50", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "4", "correct", "hash", PIPE + "#### 4\n\nIf only pipe A were open, it would take 6 hours.", "a hypothetical after the answer"),
    g("q_ok_mistake_before", "B", "35", "correct", "hash", "A common mistake is to answer 28, the number of boys.\n" + RAT + "#### 35", "a reported mistake before the working"),
    g("q_ok_other_part_after", "B", "12", "correct", "hash", REM + "#### 12\n\n(Each child's share, if asked, would be 14.)", "another part's value after the answer"),
    g("q_ok_user_turn_after", "B", "10.3", "correct", "hash", CHG + "#### 10.30" + IM_USER + "Thanks! What if the pen cost $2?", "an invented user turn after the answer"),
    g("q_ok_example_before", "B", "22700", "correct", "hash", "For example, 10 payments would be 10 * 575 = 5750 dollars. Here:\n" + CAR + "#### 22700", "an example with another value before"),
    m("q_m_ok_hypo_after", "B", G_LOG, "correct", "boxed", LOG + r" = \boxed{4}$" + "\n\nIf the second term were $\\log_3 9$ instead, the sum would be 8.", "a hypothetical after the box"),
    m("q_m_ok_new_problem_after", "B", G_GEO, "correct", "boxed", GEO + r" = \boxed{728}$" + "\n\nPractice: the sum of the first 5 terms is $\\boxed{242}$.", "debatable: a self-set practice problem with its own box after the committed answer (issue 25, real completions: text after the answer)", True),
    m("q_m_ok_quote_rule", "B", G_VEC, "correct", "boxed", "As the textbook says, \"the magnitude is the square root of the sum of the squares.\" " + VEC + r" = \boxed{\sqrt{14}}$", "a quoted rule before the working"),
    m("q_m_ok_mistake_after", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{-5 + 12i}$" + "\n\nA common mistake is $13 + 12i$, from taking $i^2 = 1$.", "a reported mistake after the box"),
    m("q_m_ok_turns_after", "B", G_COS, "correct", "boxed", COS + r" = \boxed{-\frac{1}{2}}$" + IM_USER + r"What is $\cos\frac{\pi}{3}$?" + IM_ASSIST + r"$\boxed{\frac{1}{2}}$", "invented user and assistant turns with another box"),
    m("q_m_ok_classmate_before", "B", G_INEQ, "correct", "boxed", r"A classmate wrote $[-3, 4]$, but the inequality is strict. " + INEQ + r" $\boxed{(-3, 4)}$", "a reported wrong answer before"),
    m("q_m_ok_other_part_after", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{-5 + 12i}$" + "\n\n(For comparison, $|2 + 3i|^2 = 13$.)", "another quantity after the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_bom_other", "A", "50", "wrong", "hash", "\ufeff" + AGE_SLIP + "#### 43", "a BOM, the answer 43"),
    g("b_nul_other", "A", "4", "wrong", "hash", PIPE_SLIP + "#### 9\x00", "a NUL after the wrong 9"),
    g("b_zwsp_other", "A", "35", "wrong", "hash", RAT_SLIP + "#### 28\u200b", "a zero-width space after the wrong 28"),
    g("b_long_then_switch", "A", "12", "wrong", "hash", REM + "#### 12\n\n" + LONG_THANKS + "\n\nCorrection: #### 14", "a long after-text, then a correction to 14"),
    g("b_fullwidth_other", "A", "10.3", "wrong", "hash", CHG_SLIP + "#### １１.７５", "full-width 11.75"),
    g("b_ansi_other", "A", "22700", "wrong", "hash", CAR_NODOWN + "\x1b[1m#### 20700\x1b[0m", "ANSI escape codes around the wrong 20700"),
    m("b_m_gold_space_other", "A", " 4 ", "wrong", "boxed", r"$\log_2 64 = 6$ and $\log_3 \frac{1}{9} = 2$, so the sum is $\boxed{8}$.", "a gold with spaces; the answer 8"),
    m("b_m_nbsp_other", "A", G_GEO, "wrong", "boxed", r"The sixth term is $2 \cdot 3^5 = \boxed{486}$" + "\u00a0", "a no-break space after the wrong box"),
    m("b_m_rlm_other", "A", G_CPX, "wrong", "boxed", r"$(2 + 3i)^2 = \boxed{-5 - 12i}$" + "\u200f", "a right-to-left mark after the wrong box"),
    m("b_m_cut_box", "A", G_VEC, "no_answer", "truncated", VEC + r" = \boxed{\sqrt{1", "cut inside the box"),
    m("b_m_empty_box", "A", G_CIRC, "no_answer", "boxed", CIRC + r" = 25\pi$. $\boxed{}$", "an empty box; the gold only in the working"),
    m("b_m_cut_interval", "A", G_INEQ, "no_answer", "truncated", INEQ + r" So the answer is $\boxed{(-3,", "cut inside the box"),
    g("b_ok_crlf_after", "B", "50", "correct", "hash", (AGE + "#### 50\n\nHope this helps!\n").replace("\n", "\r\n"), "CRLF line ends and a pleasantry"),
    g("b_ok_unicode_minus", "B", "-25.5", "correct", "hash", BAL + "#### \u221225.50", "a Unicode minus sign"),
    g("b_ok_nnbsp_thousands", "B", "22700", "correct", "hash", CAR + "#### 22\u202f700", "a narrow no-break space as thousands separator"),
    g("b_ok_tab", "B", "35", "correct", "hash", RAT + "####\t35", "a tab after ####"),
    g("b_ok_long_pleasantry", "B", "12", "correct", "hash", REM + "#### 12\n\n" + LONG_THANKS, "a long repeated pleasantry after the answer"),
    g("b_ok_zwsp_text", "B", "10.3", "correct", "hash", CHG + "The change is\u200b $10.30.\n#### 10.30", "a zero-width space in the phrase"),
    g("b_ok_emoji_after", "B", "52", "correct", "hash", DISC + "#### 52 🎉", "an emoji after the gold"),
    m("b_m_ok_gold_trailing_space", "B", "4 ", "correct", "boxed", LOG + r" = \boxed{4}$", "a gold with a trailing space"),
    m("b_m_ok_nbsp_after_box", "B", G_COS, "correct", "boxed", COS + r" = \boxed{-\frac{1}{2}}$" + "\u00a0", "a no-break space after the box"),
    m("b_m_ok_crlf", "B", G_INEQ, "correct", "boxed", (INEQ + "\n\n" + r"$\boxed{(-3, 4)}$" + "\n\nI hope it is correct.\n").replace("\n", "\r\n"), "CRLF line ends with after-text"),
    m("b_m_ok_gold_math_mode", "B", "$-5 + 12i$", "correct", "boxed", CPX + r" = \boxed{-5 + 12i}$", "a gold stored in $...$"),
    m("b_m_ok_bom", "B", G_INV, "correct", "boxed", "\ufeff" + INV + r" $\boxed{\frac{5x - 3}{2}}$", "a BOM first"),
]
# fmt: on

DECISIONS = {
    "u_minutes_for_hours": (
        "reject",
        "the #### states 4 minutes; the working's 4 hours is a different quantity (a unit word changes the value)",
    ),
    "r_cut_restart": (
        "reject",
        "the model calls its answer wrong and gives nothing new before the cut (round 20: a withdrawn answer is wrong)",
    ),
    "q_m_ok_new_problem_after": (
        "accept",
        "the box of a self-set practice problem after the committed answer is not the model's answer to this problem (issue 25, real completions item 4)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam35", CASES, [], DECISIONS)
