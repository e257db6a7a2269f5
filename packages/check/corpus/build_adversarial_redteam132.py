r"""Build adversarial_redteam132.jsonl: round 132 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam132"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader. Not model output. Only corpus/README.md,
corpus_build.py and build_adversarial_redteam21.py (structure and label rules) were read.

Aim of this round: the eight classes of the issue as a hidden-test author who knows real model
outputs writes them, half GSM8K and half MATH, half kind A and half kind B: `<answer>` tags holding
sentences, equations, units and boxes; answers restated after a box; "**Final Answer**" blocks; bold
answers; a table's last row; trailing checks; long R1 think blocks with several candidate values;
completions cut at a token cap; invented next turns; retractions phrased the way models phrase them.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 14 trays of 18 cookies, 187 sold -> 65 (14*18 = 252; 252 - 187 = 65; subtotal 252);
3 h at 62 mph + 2 h at 48 mph -> 282 miles (186 + 96); rent $1,450 for 12 months + $600 deposit ->
18000 (17,400 + 600; without deposit 17400); 7.5 gallons at $23.40 -> 175.5 (163.80 + 11.70);
4 degrees falling 3.5 an hour for 6 hours -> -17 (3.5*6 = 21; 4 - 21 = -17); 46 of 80 pass ->
57.5 % (46/80 = 0.575); 32 hens laying 6 eggs -> 192 (= 16 dozen); 2 h 15 min a day for 4 days ->
540 minutes (135*4 = 540 = 9 hours).
MATH: a multiple of 4 from 1-30 -> 7/30 (4..28: 7 numbers; 0.2333...); distance (1, 2) to (5, -6) ->
4\sqrt5 (16 + 64 = 80; ~8.944); |2x + 1| < 5 -> (-3, 2); 3x^2 - 10x + 8 = 0 -> 4/3, 2 ((3x - 4)(x - 2));
(3 - 2i)(1 + 4i) -> 11 + 10i (3 + 12i - 2i + 8); 225 degrees -> 5\pi/4; [[1,2],[3,4]][[2,0],[1,3]] ->
[[4,6],[10,12]]; (x - 4)(2x + 5) -> 2x^2 - 3x - 20; interior angle of a regular octagon -> 135
(degrees; 1080/8); 12/\sqrt3 -> 4\sqrt3 (~6.928); x + 2y = 7, 3x - y = 7 -> (3, 2); 1234_5 -> 194
(125 + 50 + 15 + 4); C(9, 3) -> 84; 0.\overline{36} -> 4/11 (36/99).

Classes (id prefix): `t_` answer tags, `h_` phrase marker then `####`, `x_` exactness, `n_` negation /
strike-out / annotation, `u_` unit words, `r_` retractions, `q_` quoted / reported text, `b_` bad
input. `_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth wrong / no_answer;
kind B: truth correct.

Label conventions: the LAST final answer counts; a right answer in another honest notation is
correct; another quantity (a subtotal, the other unit, the per-item value) is wrong; an answer tag's
content is the final answer (a sentence or equation in it is read for the value it states); equal
value written differently is correct; a decimal for an exact irrational / repeating gold is wrong;
degrees are not radians; a percent gold 57.5 accepts 57.5%; a hedge or two different final answers
is wrong; no final answer (negated with nothing after, cut off, only a quotation) is no_answer; a
value the model marks wrong is wrong; an explicit correction after the answer makes the new value
final; a check or pleasantry after a committed answer does not replace it; text in an invented next
turn does not count; a NUL or a lone surrogate anywhere makes the pair bad input -> kind A, truth
no_answer. Lone surrogates are NOT in this file: write_probes writes UTF-8 unescaped (json.dumps(ensure_ascii=False)), which cannot encode a lone surrogate; the b_ class holds NULs (in the completion and in the gold), control characters (ANSI escapes, BEL, VT, FF), zero-width and line-separator characters, BOM, CRLF, full-width digits, empty / whitespace-only completions and ~85-125 KB completions instead. Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python packages/check/corpus/build_adversarial_redteam132.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
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

# ================================================================ GSM8K working
# cookies: gold 65 (14*18 = 252; 252 - 187 = 65)
COO = "Each tray holds 18 cookies, so 14 trays hold 14 * 18 = <<14*18=252>>252 cookies.\nAfter selling 187, the bakery has 252 - 187 = <<252-187=65>>65 cookies left.\n"
COO_SLIP = "Each tray holds 18 cookies, so 14 trays hold 14 * 18 = <<14*18=252>>252 cookies.\nAfter selling 178, the bakery has 252 - 178 = <<252-178=74>>74 cookies left.\n"
# trip: gold 282 (3*62 = 186; 2*48 = 96; 186 + 96 = 282)
TRIP = "In the first 3 hours she drives 3 * 62 = <<3*62=186>>186 miles.\nIn the next 2 hours she drives 2 * 48 = <<2*48=96>>96 miles.\nIn total she drives 186 + 96 = <<186+96=282>>282 miles.\n"
# rent: gold 18000 (1450*12 = 17400; + 600 = 18000)
RENT = "Twelve months of rent cost 12 * 1450 = <<12*1450=17400>>17,400 dollars.\nAdding the $600 deposit: 17400 + 600 = <<17400+600=18000>>18,000 dollars.\n"
RENT_NODEP = "Twelve months of rent cost 12 * 1450 = <<12*1450=17400>>17,400 dollars.\n"
# paint: gold 175.5 (7*23.40 = 163.80; 0.5*23.40 = 11.70; 175.50)
PAINT = "7.5 gallons at $23.40 a gallon cost 7.5 * 23.40 = <<7.5*23.40=175.50>>175.50 dollars.\n"
# temperature: gold -17 (3.5*6 = 21; 4 - 21 = -17)
TEMP = "The temperature drops 3.5 * 6 = <<3.5*6=21>>21 degrees in 6 hours.\nSo it ends at 4 - 21 = <<4-21=-17>>-17 degrees.\n"
# pass rate: gold 57.5 (46/80 = 0.575)
PASS = "46 of the 80 students passed, so the pass rate is 46 / 80 * 100 = <<46/80*100=57.5>>57.5 percent.\n"
# eggs: gold 192 (32*6 = 192 = 16*12)
EGG = "32 hens each lay 6 eggs, so the farmer collects 32 * 6 = <<32*6=192>>192 eggs.\n"
# practice: gold 540 minutes (2 h 15 min = 135 min; 135*4 = 540 = 9 h)
PRAC = "2 hours 15 minutes is 2 * 60 + 15 = <<2*60+15=135>>135 minutes.\nOver 4 days that is 135 * 4 = <<135*4=540>>540 minutes.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{30}"
PROB = r"The multiples of $4$ between $1$ and $30$ are $4, 8, 12, 16, 20, 24, 28$, which is $7$ numbers out of $30$, so the probability is $\frac{7}{30}$"
G_DIST = r"4\sqrt{5}"
DIST = r"Using the distance formula, $d = \sqrt{(5-1)^2 + (-6-2)^2} = \sqrt{16 + 64} = \sqrt{80}"
G_INT = "(-3, 2)"
INT = r"$|2x + 1| < 5$ means $-5 < 2x + 1 < 5$, so $-6 < 2x < 4$, i.e. $-3 < x < 2$."
G_ROOTS = r"\frac{4}{3}, 2"
ROOTS = r"Factoring, $3x^2 - 10x + 8 = (3x - 4)(x - 2) = 0$, so $x = \frac{4}{3}$ or $x = 2$."
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8"
G_RAD = r"\frac{5\pi}{4}"
RAD = r"To convert, multiply by $\frac{\pi}{180^\circ}$: $225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}"
G_MAT = r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}"
MAT = r"Row 1: $(1\cdot 2 + 2 \cdot 1, 1 \cdot 0 + 2 \cdot 3) = (4, 6)$. Row 2: $(3 \cdot 2 + 4 \cdot 1, 3 \cdot 0 + 4 \cdot 3) = (10, 12)$."
G_POLY = "2x^2 - 3x - 20"
POLY = r"$(x - 4)(2x + 5) = 2x^2 + 5x - 8x - 20"
G_OCT = "135"
OCT = r"The interior angles of an octagon sum to $(8 - 2) \cdot 180^\circ = 1080^\circ$, so each angle of a regular octagon is $\frac{1080^\circ}{8}"
G_RAT = r"4\sqrt{3}"
RAT = r"$\frac{12}{\sqrt{3}} = \frac{12\sqrt{3}}{3}"
G_SYS = "(3, 2)"
SYS = r"From the second equation, $y = 3x - 7$. Substituting, $x + 2(3x - 7) = 7$, so $7x = 21$ and $x = 3$, then $y = 2$."
G_BASE = "194"
BASE = r"$1234_5 = 1 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 4 = 125 + 50 + 15 + 4"
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$, so $99x = 36$ and $x = \frac{36}{99}"

# A long R1 think block with several candidate values before the final one (cookies).
COO_LONG = th(
    "Okay, so the bakery makes 14 trays with 18 cookies each. Let me compute 14 times 18. 14 times 18 is... 10 times 18 is 180, 4 times 18 is 72, so 252.\n\n"
    "Then they sold 187. 252 minus 187... 252 minus 180 is 72, minus 7 more is 65. Hmm, wait, let me double-check. 187 plus 65 is 252. Yes.\n\n"
    "Wait, did I read it right — was it 178 sold? No, the problem says 187. So 65, not 74.\n\n"
    "So the answer should be 65 cookies.\n"
)
TRIP_LONG = th(
    "Let me see. First part: 3 hours at 62 mph. 3 times 62 is 186 miles.\n\n"
    "Second part: 2 hours at 48 mph, that's 96 miles.\n\n"
    "Hmm, is the question asking for the average speed? Then it would be 282 over 5, which is 56.4. Wait, no, it asks how far she drove in total. So 186 plus 96 equals 282.\n\n"
    "Let me verify: 186 + 96 = 282. Yes.\n"
)
CPX_LONG = th(
    "I need (3 - 2i)(1 + 4i). FOIL: 3*1 = 3, 3*4i = 12i, -2i*1 = -2i, -2i*4i = -8i^2.\n\n"
    "So 3 + 12i - 2i - 8i^2. Since i^2 = -1, -8i^2 = 8. Wait, so that's 3 + 8 = 11, and 12i - 2i = 10i.\n\n"
    "Hmm, earlier I almost wrote -5 + 10i by treating -8i^2 as -8. No: 11 + 10i.\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_subtotal", "A", "65", "wrong", "tag", th(COO) + "<answer>The bakery baked 252 cookies in total.</answer>", "the tag's sentence states the subtotal 252, not the 65 left"),
    g("t_equation_slip", "A", "65", "wrong", "tag", th(COO_SLIP) + "<answer>252 - 178 = 74</answer>", "an equation in the tag ending 74 (misread 178)"),
    g("t_tag_after_long_think_other", "A", "282", "wrong", "tag", TRIP_LONG + "<answer>56.4 miles per hour</answer>", "the think block reaches 282 but the tag answers the average speed 56.4"),
    g("t_empty_tag_gold_in_think", "A", "18000", "no_answer", "tag", th(RENT) + "<answer>\n</answer>", "an empty tag; 18000 only in the thinking"),
    g("t_placeholder", "A", "192", "no_answer", "tag", th(EGG) + "<answer> final answer here </answer>", "a template placeholder in the tag"),
    g("t_box_in_tag_nodeposit", "A", "18000", "wrong", "tag", th(RENT_NODEP) + r"<answer>\boxed{17400}</answer>", "a box in the tag with the rent without the deposit"),
    g("t_two_tags_last_other", "A", "65", "wrong", "tag", th(COO) + "<answer>65</answer>\n<think>\nWait, maybe they also gave 9 away.\n</think>\n<answer>56</answer>", "a second tag after a second think block: 56 is last"),
    g("t_unclosed_think_cut", "A", "175.5", "no_answer", "none", "<think>\nOkay, 7.5 gallons at $23.40. 7 times 23.40 is 163.80. Half a gallon is 11.70. So 163.80 plus", "cut at the token cap inside the thinking"),
    g("t_ok_sentence", "B", "65", "correct", "tag", COO_LONG + "<answer>The bakery has 65 cookies left.</answer>", "a long think block with candidates 72, 74; the tag's sentence states 65"),
    g("t_ok_equation", "B", "282", "correct", "tag", TRIP_LONG + "<answer>186 + 96 = 282</answer>", "an equation chain ending in the gold"),
    g("t_ok_units_comma", "B", "18000", "correct", "tag", th(RENT) + "<answer>$18,000</answer>", "a dollar sign and a thousands separator in the tag"),
    g("t_ok_box_in_tag", "B", "175.5", "correct", "tag", th(PAINT) + r"<answer>\boxed{175.50}</answer>", "a box with a trailing zero in the tag"),
    g("t_ok_negative_sentence", "B", "-17", "correct", "tag", th(TEMP) + "<answer>The temperature at the end is -17 degrees.</answer>", "a negative value in a sentence"),
    g("t_ok_percent", "B", "57.5", "correct", "tag", th(PASS) + "<answer>57.5%</answer>", "percent gold 57.5 with a % sign"),
    g("t_ok_multiline_tag", "B", "192", "correct", "tag", th(EGG) + "<answer>\n32 * 6 = 192\nThe farmer collects 192 eggs.\n</answer>", "a working line and a sentence in the tag, both 192"),
    g("t_ok_reasoning_tags", "B", "540", "correct", "tag", "<reasoning>\n" + PRAC + "</reasoning>\n<answer>\n540 minutes\n</answer>", "the <reasoning> variant of the R1 format, a unit in the tag"),
    m("t_m_decimal_in_tag", "A", G_PROB, "wrong", "tag", th(PROB + ".\n") + "<answer>0.23</answer>", "0.23 is not 7/30"),
    m("t_m_equation_ends_other", "A", G_CPX, "wrong", "tag", th(CPX + "$\n") + "<answer>(3 - 2i)(1 + 4i) = -5 + 10i</answer>", "an equation in the tag ending -5 + 10i (i^2 sign slip)"),
    m("t_m_closed_interval", "A", G_INT, "wrong", "tag", th(INT + "\n") + "<answer>[-3, 2]</answer>", "a closed interval for an open one"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 2</answer>", "only one of the two roots"),
    m("t_m_cut_in_tag", "A", G_MAT, "no_answer", "none", th(MAT + "\n") + r"<answer>\begin{pmatrix} 4 & 6 \\ 10", "cut at the token cap inside the tag's matrix"),
    m("t_m_degrees_in_tag", "A", G_RAD, "wrong", "tag", th(RAD + "$\n") + r"<answer>225^\circ</answer>", "the given degrees restated; the gold is radians"),
    m("t_m_tag_then_invented_turn", "A", G_COMB, "wrong", "tag", th(COMB + "$\n") + "<answer>72</answer>" + IM_USER + "Are you sure? I think it is 84.", "the tag says 72; 84 only in an invented user turn"),
    m("t_m_sentence_other_quantity", "A", G_OCT, "wrong", "tag", th(OCT + " = 135^\\circ$.\n") + "<answer>The interior angles sum to $1080^\\circ$.</answer>", "the tag states the angle sum, not one angle"),
    m("t_m_ok_sentence_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $x = 3$, $y = 2$, i.e. $(3, 2)$.</answer>", "a sentence in the tag ending in the ordered pair"),
    m("t_m_ok_box_mathmode", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{5\pi}{4}$." + "\n") + r"<answer>$\boxed{\dfrac{5\pi}{4}}$</answer>", "a \\dfrac box in math mode in the tag"),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", CPX_LONG + "<answer>(3 - 2i)(1 + 4i) = 11 + 10i</answer>", "a long think with the slip -5 + 10i rejected; equation in the tag ends in the gold"),
    m("t_m_ok_pmatrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}</answer>", "a pmatrix in the tag"),
    m("t_m_ok_interval_words", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>$x \\in (-3, 2)$</answer>", "x \\in the interval"),
    m("t_m_ok_roots_x", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + "<answer>$x = 2$ or $x = \\frac{4}{3}$</answer>", "both roots, in the other order, with x ="),
    m("t_m_ok_unsimplified_sqrt", "B", G_RAT, "correct", "tag", th(RAT + "$\n") + r"<answer>\frac{12\sqrt{3}}{3} = 4\sqrt{3}</answer>", "an equation ending 4\\sqrt3"),
    m("t_m_ok_degree_gold", "B", G_OCT, "correct", "tag", th(OCT + "$.\n") + r"<answer>$135^\circ$</answer>", "a degree gold with ^\\circ"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_phrase_gold_hash_subtotal", "A", "65", "wrong", "hash", COO + "The bakery has 65 cookies left.\n#### 252", "the phrase says 65, the #### says 252: two different final answers"),
    g("h_bold_answer_other", "A", "282", "wrong", "hash", TRIP.replace("186 + 96 = <<186+96=282>>282", "186 + 96 = <<186+96=272>>272") + "**Answer: 272 miles**\n\n#### 272", "an addition slip; bold answer and #### agree on 272"),
    g("h_hash_then_phrase_other", "A", "18000", "wrong", "hash", RENT + "#### 18000\n\nSo the total she pays in the first year, excluding the refundable deposit, is $17,400.", "a closing sentence after #### states 17,400 as the answer"),
    g("h_hash_empty_after_phrase", "A", "192", "no_answer", "hash", EGG + "The answer is:\n\n####", "an empty #### after an empty phrase"),
    g("h_hash_hedge", "A", "540", "wrong", "hash", PRAC + "The answer is 540 minutes or 9 hours.\n#### 540 or 9", "a hedge in the #### line"),
    g("h_hash_per_day", "A", "540", "wrong", "hash", PRAC + "Therefore, she practices 135 minutes.\n#### 135", "the per-day value"),
    g("h_minerva_then_hash_other", "A", "175.5", "wrong", "hash", PAINT + MINERVA.format("175.50") + "\n#### 176", "a Minerva line with the gold, then a rounded #### 176 last"),
    g("h_final_answer_phrase_cut", "A", "-17", "no_answer", "none", TEMP.split("So it")[0] + "So it ends at 4 - 21 = <<4-21=", "cut inside the calculator annotation"),
    g("h_ok_phrase_hash", "B", "65", "correct", "hash", COO + "The answer is 65.\n#### 65", "phrase and #### agree"),
    g("h_ok_bold_hash", "B", "282", "correct", "hash", TRIP + "**Final Answer:** She drove **282 miles**.\n\n#### 282", "bold Final Answer phrase then ####"),
    g("h_ok_hash_comma_dollar", "B", "18000", "correct", "hash", RENT + "She pays $18,000 in the first year.\n#### $18,000", "#### with a dollar sign and a comma"),
    g("h_ok_hash_trailing_period", "B", "175.5", "correct", "hash", PAINT + "The paint costs $175.50.\n#### 175.50.", "#### with a trailing period"),
    g("h_ok_hash_negative", "B", "-17", "correct", "hash", TEMP + "The final temperature is -17°.\n#### -17", "a negative ####"),
    g("h_ok_hash_percent", "B", "57.5", "correct", "hash", PASS + "So 57.5% of the students passed.\n#### 57.5%", "a percent sign after ####"),
    g("h_ok_hash_then_check", "B", "192", "correct", "hash", EGG + "The farmer collects 192 eggs.\n#### 192\n\nCheck: 192 / 6 = 32 hens ✓", "a check after ####"),
    g("h_ok_hash_unit_word", "B", "540", "correct", "hash", PRAC + "The answer is 540 minutes.\n#### 540 minutes", "a unit word after the #### number"),
    m("h_m_phrase_gold_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 84$.\nThe answer is $84$.\n#### 504", "phrase 84, #### 504 (the numerator)"),
    m("h_m_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + r" \approx 8.94$." + "\nThe distance is about 8.94.\n#### 8.94", "a decimal for 4\\sqrt5"),
    m("h_m_hash_unsimplified_wrong", "A", G_REP, "wrong", "hash", REP + r" = \frac{4}{11}$." + "\nThe answer is $\\frac{4}{11}$.\n#### 36/90", "a #### with 36/90 (slip) after the right phrase"),
    m("h_m_hash_radians_degrees", "A", G_RAD, "wrong", "hash", RAD + r"$." + "\nThe answer is $225^\\circ$.\n#### 225", "degrees where radians are asked"),
    m("h_m_hash_one_coord", "A", G_SYS, "wrong", "hash", SYS + "\nThe answer is $x = 3$.\n#### 3", "only x"),
    m("h_m_hash_base_other", "A", G_BASE, "wrong", "hash", BASE + r" = 184$." + "\nThe answer is 184.\n#### 184", "an addition slip: 184"),
    m("h_m_phrase_then_empty_hash", "A", G_POLY, "no_answer", "hash", "Let me expand $(x - 4)(2x + 5)$.\n####", "an empty #### before any value"),
    m("h_m_hash_conj", "A", G_CPX, "wrong", "hash", CPX + r" = 11 + 10i$." + "\nThe answer is $11 - 10i$.\n#### 11 - 10i", "the conjugate"),
    m("h_m_ok_phrase_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\nThe answer is $\\frac{7}{30}$.\n#### 7/30", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt", "B", G_DIST, "correct", "hash", DIST + r" = 4\sqrt{5}$." + "\nThe answer is $4\\sqrt{5}$.\n#### 4\\sqrt{5}", "a LaTeX radical after ####"),
    m("h_m_ok_hash_pair", "B", G_SYS, "correct", "hash", SYS + "\nThe answer is $(3, 2)$.\n#### (3, 2)", "an ordered pair after ####"),
    m("h_m_ok_hash_84", "B", G_COMB, "correct", "hash", COMB + " = 84$.\nThe answer is 84.\n#### 84", "a MATH integer after ####"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + " = 2x^2 - 3x - 20$.\nThe answer is $2x^2 - 3x - 20$.\n#### 2x^2 - 3x - 20", "a polynomial after ####"),
    m("h_m_ok_hash_deg", "B", G_OCT, "correct", "hash", OCT + " = 135^\\circ$.\nThe answer is $135^\\circ$.\n#### 135", "a degree answer after ####"),
    m("h_m_ok_hash_cpx", "B", G_CPX, "correct", "hash", CPX + " = 11 + 10i$.\nThe answer is $11 + 10i$.\n#### 11+10i", "a complex number without spaces"),
    m("h_m_ok_hash_base_sub", "B", G_BASE, "correct", "hash", BASE + " = 194$.\nSo $1234_5 = 194_{10}$.\n#### 194", "a base-10 subscript in the phrase, #### plain"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_dollar", "A", "175.5", "wrong", "hash", PAINT + "Rounded to the nearest dollar, the paint costs $176.\n#### 176", "rounded to 176"),
    g("x_truncated", "A", "175.5", "wrong", "boxed", PAINT + "The paint costs $\\boxed{175}$ dollars.", "truncated to 175"),
    g("x_near_gold", "A", "18000", "wrong", "hash", RENT.replace("17400 + 600 = <<17400+600=18000>>18,000", "17400 + 600.5 = <<17400+600.5=18000.5>>18,000.5") + "#### 18000.5", "18000.5: relative error under 3e-5"),
    g("x_share_for_percent", "A", "57.5", "wrong", "hash", PASS.replace("46 / 80 * 100 = <<46/80*100=57.5>>57.5 percent", "46 / 80 = <<46/80=0.575>>0.575") + "#### 0.575", "debatable: the share 0.575 for a percent gold", True),
    g("x_percent_rounded", "A", "57.5", "wrong", "boxed", PASS + "So about $\\boxed{58\\%}$ of the students passed.", "57.5 rounded to 58 %"),
    g("x_per_hour", "A", "-17", "wrong", "hash", TEMP + "#### -17.5", "-17.5 for -17 (a near miss)"),
    g("x_sci_notation_other", "A", "540", "wrong", "boxed", PRAC + "That is $\\boxed{5.4 \\times 10^{3}}$ minutes.", "5.4e3 = 5400, a power slip"),
    g("x_fraction_close", "A", "282", "wrong", "boxed", TRIP + "Total: $\\boxed{\\frac{847}{3}}$ miles.", "847/3 = 282.33..., not 282"),
    g("x_ok_trailing_zeros", "B", "175.5", "correct", "hash", PAINT + "#### 175.500", "175.500 = 175.5"),
    g("x_ok_fraction_of_decimal", "B", "175.5", "correct", "boxed", PAINT + "The cost is $\\boxed{\\frac{351}{2}}$ dollars.", "351/2 = 175.5 exactly"),
    g("x_ok_sci", "B", "18000", "correct", "boxed", RENT + "Total: $\\boxed{1.8 \\times 10^4}$ dollars.", "1.8e4 = 18000"),
    g("x_ok_point_zero", "B", "192", "correct", "hash", EGG + "#### 192.0", "192.0 = 192"),
    g("x_ok_mixed_number", "B", "-17", "correct", "boxed", TEMP + "The final temperature is $\\boxed{-17.0}$ degrees.", "-17.0 = -17"),
    g("x_ok_percent_frac", "B", "57.5", "correct", "boxed", PASS + "So $\\boxed{57\\tfrac{1}{2}\\%}$ passed.", "debatable: 57 1/2 % = 57.5 % written as a mixed number", True),
    g("x_ok_space_thousands", "B", "18000", "correct", "lastline", RENT + "Total cost for the year:\n18 000", "debatable: a space as thousands separator on the last line", True),
    g("x_ok_long_think_decimal", "B", "282", "correct", "boxed", TRIP_LONG + "She drove 282 miles in total.\n\n" + r1final("282.0"), "candidate 56.4 in the thinking; boxed 282.0"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{8.944}$.", "8.944 for 4\\sqrt5 (8.94427...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" = \boxed{0.36}$.", "0.36 is not 4/11 (0.3636...)"),
    m("x_m_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.233}$.", "0.233 for 7/30"),
    m("x_m_pi_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{3.927}$.", "3.927 for 5\\pi/4 (3.92699...)"),
    m("x_m_sqrt_other", "A", G_RAT, "wrong", "boxed", RAT + r" = \boxed{4\sqrt{2}}$.", "4\\sqrt2 for 4\\sqrt3"),
    m("x_m_sqrt_decimal_rational", "A", G_RAT, "wrong", "boxed", RAT + r" \approx \boxed{6.93}$.", "6.93 for 4\\sqrt3"),
    m("x_m_frac_near", "A", G_REP, "wrong", "boxed", REP + r" \approx \boxed{\frac{36}{100}}$.", "36/100 = 0.36, not 36/99"),
    m("x_m_matrix_one_entry", "A", G_MAT, "wrong", "boxed", MAT + r" So the product is $\boxed{\begin{pmatrix} 4 & 6 \\ 10 & 11 \end{pmatrix}}$.", "one matrix entry off (11 for 12)"),
    m("x_m_ok_unsimplified_frac", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{36}{99}}$.", "36/99 = 4/11 unsimplified"),
    m("x_m_ok_sqrt80", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{80}}$.", "\\sqrt{80} = 4\\sqrt5"),
    m("x_m_ok_sqrt48", "B", G_RAT, "correct", "boxed", RAT + r" = \boxed{\sqrt{48}}$.", "\\sqrt{48} = 4\\sqrt3"),
    m("x_m_ok_pi_frac", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5}{4}\pi}$.", "5/4 \\pi = 5\\pi/4"),
    m("x_m_ok_unsimplified_prob", "B", G_PROB, "correct", "boxed", PROB + r", which I leave as $\boxed{\frac{14}{60}}$.", "14/60 = 7/30"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{10i + 11}$.", "10i + 11 = 11 + 10i"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{-20 - 3x + 2x^2}$.", "terms in another order"),
    m("x_m_ok_frac_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $\boxed{2, \frac{8}{6}}$.", "8/6 = 4/3, order swapped"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_not_equal_box", "A", "65", "no_answer", "boxed", COO + r"$\boxed{\neq 65}$", "a box holding \\neq gold"),
    g("n_strike_md_then_nothing", "A", "282", "no_answer", "hash", TRIP + "#### ~~282~~", "the gold struck with ~~, nothing after"),
    g("n_strike_gold_then_other", "A", "18000", "wrong", "hash", RENT_NODEP + "#### ~~18000~~ 17400", "the gold struck, 17400 after"),
    g("n_annot_wrong_paren", "A", "175.5", "wrong", "hash", PAINT + "#### 175.5 (wrong)", "the model annotates its own answer as wrong"),
    g("n_bold_incorrect", "A", "192", "wrong", "boxed", EGG + "So the farmer collects $\\boxed{192}$ eggs. **(Incorrect — I forgot the eggs that broke.)**", "the model marks its box incorrect"),
    g("n_cross_emoji", "A", "540", "wrong", "boxed", PRAC + r"$\boxed{540}$ ❌", "a cross mark after the box"),
    g("n_not_the_answer", "A", "-17", "no_answer", "prose", TEMP + "So -17 is not the answer; I need to recheck the rate.", "the gold stated as not the answer, nothing after"),
    g("n_sout", "A", "57.5", "wrong", "boxed", PASS + r"$\boxed{\sout{57.5}\ 42.5}$", "the gold struck with \\sout, 42.5 (the fail rate) after"),
    g("n_ok_not_other", "B", "65", "correct", "phrase", COO + "The answer is not 74 (that would be 178 sold) but 65.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "282", "correct", "hash", TRIP + "#### ~~272~~ 282", "a slip struck, the gold after"),
    g("n_ok_check_mark", "B", "18000", "correct", "boxed", RENT + r"$\boxed{18000}$ ✅", "a check mark after the box"),
    g("n_ok_not_rounded", "B", "175.5", "correct", "prose", PAINT + "The paint costs $175.50 (not rounded).", "an annotation that confirms"),
    g("n_ok_not_negative", "B", "192", "correct", "hash", EGG + "#### 192 (no eggs are lost)", "a harmless negation after the answer"),
    g("n_ok_correct_tag", "B", "540", "correct", "boxed", PRAC + r"$\boxed{540}$ (correct: 540 / 4 = 135 ✓)", "the model annotates the answer as verified"),
    g("n_ok_strike_in_working", "B", "-17", "correct", "hash", "The temperature drops 3.5 * 6 = ~~18~~ 21 degrees.\nSo it ends at 4 - 21 = -17 degrees.\n#### -17", "a strike-out in the working, the gold final"),
    g("n_ok_table_last_row", "B", "57.5", "correct", "lastline", PASS + "\n| quantity | value |\n|---|---|\n| passed | 46 |\n| total | 80 |\n| **pass rate** | **57.5%** |", "the answer in a markdown table's last row, bold"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{\cancel{84}}$", "a cancelled box, nothing else"),
    m("n_m_neq_rad", "A", G_RAD, "no_answer", "boxed", RAD + r"$, and $\boxed{\ne \frac{5\pi}{4}}$", "a box holding \\ne gold"),
    m("n_m_sout_then_other", "A", G_POLY, "wrong", "boxed", POLY + r"$, so $\boxed{\sout{2x^2 - 3x - 20}\ 2x^2 - 13x - 20}$", "the gold struck, a wrong polynomial after"),
    m("n_m_annot_incorrect", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 2)}$ — this is incorrect; the pair should be $\boxed{(2, 3)}$.", "the model marks (3, 2) incorrect and boxes (2, 3)"),
    m("n_m_text_not", "A", G_OCT, "no_answer", "boxed", OCT + r"$, so the angle is $\boxed{\text{not } 135^\circ}$.", "a box saying not 135"),
    m("n_m_xcancel_interval", "A", G_INT, "wrong", "boxed", INT + r" So $\boxed{\xcancel{(-3, 2)}\ [-3, 2]}$.", "the gold crossed out, a closed interval after"),
    m("n_m_strike_md", "A", G_BASE, "no_answer", "lastline", BASE + "$\n\n~~194~~", "the gold struck on the last line, nothing after"),
    m("n_m_question_mark", "A", G_CPX, "no_answer", "boxed", CPX + r" = \boxed{?}$", "a box holding only ?"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" = \frac{\cancel{12}^{4}\sqrt{3}}{\cancel{3}} = \boxed{4\sqrt{3}}$", "cancellations in the working, gold boxed"),
    m("n_m_ok_neq_condition", "B", G_ROOTS, "correct", "boxed", ROOTS + r" (Note $x \neq 0$.) $\boxed{\frac{4}{3}, 2}$", "a \\neq condition before the box"),
    m("n_m_ok_not_radians_degree", "B", G_OCT, "correct", "boxed", OCT + r" = \boxed{135^\circ}$ (in degrees, not radians).", "an annotation naming the unit"),
    m("n_m_ok_strike_other", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{\sout{72}\ 84}$", "a wrong value struck inside the box, the gold after"),
    m("n_m_ok_base10_note", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{194}$ (base 10)", "a base annotation"),
    m("n_m_ok_not_conj", "B", G_CPX, "correct", "prose", CPX + " = 11 + 10i$. So the product is $11 + 10i$, not its conjugate $11 - 10i$.", "the conjugate negated after the gold is asserted", True),
    m("n_m_ok_boxed_check", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$ ✓ (check: $3 + 4 = 7$, $9 - 2 = 7$)", "a check mark and check after the box"),
    m("n_m_ok_bold_final", "B", G_INT, "correct", "prose", INT + "\n\n**Final Answer:** $x \\in (-3, 2)$ — not including the endpoints.", "a bold final answer with an endpoint note"),

    # ================================================================ 5. words after a number (u_)
    g("u_fewer", "A", "65", "wrong", "prose", COO + "So the bakery has 187 fewer cookies than it baked.", "187 with 'fewer' is a difference, not the 65 left"),
    g("u_dozen", "A", "192", "wrong", "prose", EGG + "The farmer collects 192 dozen eggs.", "192 dozen = 2304, not 192"),
    g("u_hours_other_unit", "A", "540", "wrong", "boxed", PRAC + "That is 540 / 60 = 9 hours, so she practices $\\boxed{9 \\text{ hours}}$.", "the other unit: 9 hours for 540 minutes"),
    g("u_negative_word", "A", "-17", "wrong", "hash", TEMP + "#### 17 negative", "debatable: '17 negative'; the number is 17 and the word does not make it -17", True),
    g("u_below", "A", "-17", "wrong", "hash", TEMP + "#### 17 degrees below", "debatable: '17 degrees below'; the marked number is 17", True),
    g("u_thousand", "A", "18000", "wrong", "prose", RENT + "She pays 18 thousand thousand dollars in total.", "18 thousand thousand = 18,000,000"),
    g("u_more", "A", "282", "wrong", "prose", TRIP + "So she drove 90 more miles in the first part.", "90 more: a difference (186 - 96 = 90), stated last"),
    g("u_percent_of", "A", "57.5", "wrong", "phrase", PASS + "So the answer is 57.5% of 80, which is 46 students.", "the final value stated is 46"),
    g("u_ok_dollars_word", "B", "18000", "correct", "prose", RENT + "Therefore, she pays $18,000 dollars in total.", "a dollar sign and the word dollars"),
    g("u_ok_cookies", "B", "65", "correct", "hash", COO + "#### 65 cookies", "a unit noun after ####"),
    g("u_ok_miles", "B", "282", "correct", "boxed", TRIP + "She drove $\\boxed{282 \\text{ miles}}$.", "text units in the box"),
    g("u_ok_degrees_f", "B", "-17", "correct", "prose", TEMP + "The temperature at the end is -17°F.", "a degree sign with F"),
    g("u_ok_percent_word", "B", "57.5", "correct", "phrase", PASS + "The answer is 57.5 percent.", "the word percent"),
    g("u_ok_minutes", "B", "540", "correct", "boxed", PRAC + r"$\boxed{540 \text{ min}}$", "abbreviated minutes in the box"),
    g("u_ok_eggs_dozen_equiv", "B", "192", "correct", "prose", EGG + "That is 16 dozen, i.e. 192 eggs.", "16 dozen then 192: the last value is the gold"),
    g("u_ok_gallon_price", "B", "175.5", "correct", "lastline", PAINT + "**Total cost: $175.50**", "bold last line with a dollar sign"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"The angle is $225^\circ$, so the answer is $\boxed{225^\circ}$.", "debatable: degrees restated where the gold is radians (degrees are not radians)", True),
    m("u_m_radians_for_degrees", "A", G_OCT, "wrong", "boxed", OCT + r" = 135^\circ = \frac{3\pi}{4}$, so $\boxed{\frac{3\pi}{4}}$.", "debatable: radians where the gold is 135 degrees; the brief's rule: degrees are not radians", True),
    m("u_m_square_units_other", "A", G_DIST, "wrong", "boxed", DIST + r"$, so the distance squared is $\boxed{80 \text{ square units}}$.", "80 square units is the squared distance"),
    m("u_m_percent_sign", "A", G_PROB, "wrong", "boxed", PROB + r", so the answer is $\boxed{\frac{7}{30}\%}$.", "a stray percent sign: 7/30 % = 7/3000, not 7/30", True),
    m("u_m_choose_other", "A", G_COMB, "wrong", "boxed", COMB + r" = 84$ ways, so with order $\boxed{504 \text{ ordered ways}}$.", "504 ordered triples, the other quantity"),
    m("u_m_percent_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{23.3\%}$.", "23.3 % for 7/30: a rounded percent"),
    m("u_m_base_other", "A", G_BASE, "wrong", "boxed", BASE + r" = 194$, which in base 5 reads $\boxed{1234_5}$.", "debatable: the box restates the given numeral; equal in value (README treats 4210 for 4210_5 as equal) but the problem asks for base 10; labelled wrong as no conversion is stated in the box", True),
    m("u_m_exterior", "A", G_OCT, "wrong", "boxed", OCT + r"$, and the exterior angle is $\boxed{45^\circ}$.", "the exterior angle, last"),
    m("u_m_ok_degrees_word", "B", G_OCT, "correct", "boxed", OCT + r" = \boxed{135 \text{ degrees}}$.", "the word degrees in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{4\sqrt{5} \text{ units}}$.", "text units with a radical"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "prose", COMB + " = 84$. So there are 84 ways to choose the committee.", "a unit noun after the number in a closing sentence"),
    m("u_m_ok_rad", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{4} \text{ radians}}$.", "the word radians"),
    m("u_m_ok_base_sub", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{194_{10}}$.", "a base-10 subscript"),
    m("u_m_ok_deg_circ_text", "B", G_OCT, "correct", "boxed", OCT + r" = \boxed{135^{\circ}}$.", "^{\\circ}"),
    m("u_m_ok_sq_units", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{2x^2 - 3x - 20}$ square units of area.", "trailing words after the box"),
    m("u_m_ok_prob_words", "B", G_PROB, "correct", "prose", PROB + ".\n\nThe probability is $\\frac{7}{30}$, or about 23.3%.", debatable=True, note="debatable: the exact value then an approximate restatement as a percent; the exact value is the stated answer"),

    # ================================================================ 6. retractions (r_)
    g("r_edit", "A", "65", "wrong", "hash", COO + "#### 65\n\nEdit: I misread the problem, 178 were sold, so 74 cookies are left.", "Edit: after the answer, 74"),
    g("r_wait_thats_wrong", "A", "282", "wrong", "prose", TRIP + "So she drove 282 miles.\n\nWait, that's wrong — the second leg was 2.5 hours, so 186 + 120 = 306 miles.", "Wait, that's wrong, it's 306 (2.5 * 48 = 120)"),
    g("r_never_mind", "A", "18000", "wrong", "prose", RENT + "She pays $18,000. Never mind, the deposit is refunded, so it's $17,400.", "Never mind, 17400"),
    g("r_hmm_actually", "A", "175.5", "wrong", "boxed", PAINT + "$\\boxed{175.50}$\n\nHmm, actually the store sells only whole gallons, so she must buy 8 gallons: 8 * 23.40 = 187.20.\n\n$\\boxed{187.20}$", "a second box 187.20 after 'actually'"),
    g("r_correction_line", "A", "192", "wrong", "hash", EGG + "#### 192\n\nCorrection: each hen lays 5 eggs, so 32 * 5 = 160.\n#### 160", "a correction to 160"),
    g("r_retract_only", "A", "540", "wrong", "phrase", PRAC + "The answer is 540 minutes.\n\nActually, I'm not confident in this; please disregard my answer.", "debatable: the model withdraws its answer with nothing new", True),
    g("r_think_after_answer", "A", "-17", "wrong", "boxed", TEMP + "$\\boxed{-17}$\n\nWait, let me re-read. It drops 3.5 degrees every 2 hours, so 3.5 * 3 = 10.5, and 4 - 10.5 = -6.5.\n\n**Final Answer**\n\\[\n\\boxed{-6.5}\n\\]", "a re-read after the box gives a new final block"),
    g("r_oops", "A", "57.5", "wrong", "prose", PASS + "So 57.5% passed. Oops, I swapped them: 34 passed, so 34 / 80 = 42.5%.", "Oops, 42.5 %"),
    g("r_ok_edit_format", "B", "65", "correct", "hash", COO + "#### 65\n\nEdit: fixed the formatting of the answer line.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "65", "correct", "hash", COO_SLIP + "#### 74\n\nCorrection: 187 were sold, not 178, so 252 - 187 = 65.\n#### 65", "a correction to the gold"),
    g("r_ok_check", "B", "282", "correct", "hash", TRIP + "#### 282\n\nCheck: 282 - 96 = 186 = 3 * 62 ✓", "a check after the answer"),
    g("r_ok_wait_confirm", "B", "18000", "correct", "prose", RENT + "She pays $18,000.\n\nWait, should the deposit count? The problem says she pays it, so yes, $18,000 is right.", "a 'Wait' that confirms"),
    g("r_ok_never_mind_gold", "B", "192", "correct", "phrase", EGG + "The answer is 16. Never mind, that's the number of dozens; the farmer collects 192 eggs.", "Never mind, then the gold"),
    g("r_ok_pleasantry", "B", "175.5", "correct", "hash", PAINT + "#### 175.5\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_long_think", "B", "65", "correct", "boxed", COO_LONG + "The bakery has 252 - 187 = 65 cookies left.\n\n" + r1final("65"), "candidates 72 and 74 in the thinking; the final box 65"),
    g("r_ok_llama_recheck", "B", "540", "correct", "boxed", llama(("Convert to minutes", "2 hours 15 minutes = 135 minutes."), ("Multiply by 4", "135 * 4 = 540."), ("Re-check", "Wait, is it 4 days or 5? The problem says 4 days, so 540 stays.")) + LLAMA_END.format("540"), "a Llama re-check that keeps the value"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{84}$" + "\n\nActually, order matters here, so the answer is $9 \\cdot 8 \\cdot 7 = \\boxed{504}$.", "a later box 504"),
    m("r_m_wait_sign", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{11 + 10i}$" + "\n\nWait, $i^2 = -1$ so $-8i^2 = -8$... no, the product is $\\boxed{-5 + 10i}$.", "a mistaken 'Wait' correction to -5 + 10i, stated last"),
    m("r_m_minerva_second", "A", G_POLY, "wrong", "phrase", POLY + " = 2x^2 - 3x - 20$.\n" + MINERVA.format("$2x^2 - 3x - 20$") + "\n\nOn second thought, I expanded wrongly: " + MINERVA.format("$2x^2 + 3x - 20$"), "a second Minerva line with another polynomial"),
    m("r_m_update", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{\frac{4}{3}, 2}$" + "\n\nUpdate: I need only the positive integer root, so $\\boxed{2}$.", "debatable: an update narrowing to one root; the last final answer is 2", True),
    m("r_m_scratch_that", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{(-3, 2)}$. Scratch that, the endpoints are included: $\boxed{[-3, 2]}$.", "Scratch that, closed interval"),
    m("r_m_qwen_then_redo", "A", G_DIST, "wrong", "boxed", DIST + r" = 4\sqrt{5}$." + "\n" + QWEN_END.format(r"4\sqrt{5}") + "\n\nHmm, I used the wrong point; with $(5, 6)$: $\\sqrt{16 + 16} = \\boxed{4\\sqrt{2}}$.", "a redo after Qwen's closing line"),
    m("r_m_no_wait", "A", G_BASE, "wrong", "phrase", BASE + r" = 194$. No wait, I misread it as base 6: $1 \cdot 216 + 2 \cdot 36 + 3 \cdot 6 + 4 = 310$. So the answer is $310$.", "No wait, 310 (216 + 72 + 18 + 4)"),
    m("r_m_think_retract", "A", G_REP, "wrong", "tag", th(REP + r" = \frac{4}{11}$." + "\nWait, the bar covers only the 6? Then x = 0.3666... = 11/30.\n") + r"<answer>\frac{11}{30}</answer>", "a second reading in the think block; the tag says 11/30"),
    m("r_m_ok_verify", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{4}{11}}$." + "\n\nVerification: $\\frac{4}{11} = 0.363636\\ldots$ ✓", "a verification after the box"),
    m("r_m_ok_wait_then_gold", "B", G_CPX, "correct", "boxed", r"$(3 - 2i)(1 + 4i) = 3 + 10i - 8 = -5 + 10i$. Wait, $-8i^2 = +8$, so it is $3 + 10i + 8 = \boxed{11 + 10i}$.", "a Wait correction to the gold"),
    m("r_m_ok_second_box_same", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$" + "\n\nLet me double check: $3 + 2 \\cdot 2 = 7$ and $3 \\cdot 3 - 2 = 7$. So the answer is $\\boxed{(3,2)}$.", "a second box agreeing"),
    m("r_m_ok_qwen_end", "B", G_MAT, "correct", "boxed", qwen("To multiply the matrices, take row-by-column dot products.", ("Row 1", "$(4, 6)$"), ("Row 2", "$(10, 12)$")) + QWEN_END.format(r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}"), "Qwen steps and closing line with a matrix"),
    m("r_m_ok_correction_gold", "B", G_BASE, "correct", "boxed", r"$1234_5 = 1 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 4 = \boxed{184}$" + "\n\nCorrection: $125 + 50 + 15 + 4 = 194$, so the answer is $\\boxed{194}$.", "a correction to the gold"),
    m("r_m_ok_edit_latex", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{4}}$" + "\n\nEdit: fixed a LaTeX typo.", "Edit about formatting only"),
    m("r_m_ok_minerva_pleasantry", "B", G_PROB, "correct", "phrase", PROB + ".\n" + MINERVA.format(r"$\frac{7}{30}$") + "\n\nLet me know if you'd like a simulation to check this!", "Minerva line then a pleasantry"),
    m("r_m_ok_no_wait_gold", "B", G_OCT, "correct", "prose", r"Each angle is $\frac{720^\circ}{8} = 90^\circ$. No wait, the sum is $(8-2) \cdot 180^\circ = 1080^\circ$, so each angle is $135^\circ$.", "No wait, then the gold"),

    # ================================================================ 7. quoted / reported / not stated as the answer (q_)
    g("q_invented_user_turn", "A", "65", "wrong", "prose", COO_SLIP + "The bakery has 74 cookies left." + IM_USER + "Hmm, I got 65. Can you check again?", "the gold only in an invented user turn; the model's answer is 74"),
    g("q_invented_turn_answers", "A", "282", "wrong", "hash", TRIP.replace("186 + 96 = <<186+96=282>>282", "186 + 96 = <<186+96=272>>272") + "#### 272" + EOT_USER + "A train travels 282 miles ... \n\n#### 282", "a Llama invented next turn with its own #### 282; the answer to the posed question is 272"),
    g("q_teacher_said", "A", "18000", "wrong", "prose", RENT_NODEP + "My teacher said the answer is $18,000, but the deposit is refundable, so I get $17,400.", "the gold only reported; own answer 17,400"),
    g("q_quote_only", "A", "192", "no_answer", "none", 'According to the answer key: "The farmer collects 192 eggs."', "debatable: only a quotation of a source, no own answer", True),
    g("q_question_asked", "A", "540", "no_answer", "none", "Is the answer 540 minutes? I am not sure how to convert 2 hours 15 minutes.", "a question, not an answer"),
    g("q_self_set_problem", "A", "175.5", "wrong", "hash", PAINT.replace("7.5 * 23.40 = <<7.5*23.40=175.50>>175.50", "7 * 23.40 = <<7*23.40=163.80>>163.80") + "#### 163.80\n\nNow try this one yourself: if she bought 7.5 gallons, what would it cost? (Answer: 175.50)", "a self-set new problem holds the gold; the answer to the posed question is 163.80"),
    g("q_part_a_other_question", "A", "-17", "wrong", "hash", "(a) After 3 hours: 4 - 3.5 * 3 = -6.5 degrees.\n(b) After 6 hours: 4 - 21 = -17 degrees.\n\nThe question asks about 3 hours.\n#### -6.5", "debatable: the gold only in part (b); the model's final #### is -6.5", True),
    g("q_hypothetical", "A", "57.5", "no_answer", "none", "If 46 students passed out of 80, the rate would be 57.5%, but the problem doesn't say how many passed, so I can't answer.", "a hypothetical then a refusal"),
    g("q_ok_other_student", "B", "65", "correct", "phrase", COO + "A classmate got 74 because she read 178 instead of 187.\nThe answer is 65.", "another's value reported before the own answer"),
    g("q_ok_problem_quoted", "B", "282", "correct", "hash", '> "She drives 3 hours at 62 mph and then 2 hours at 48 mph. How far does she drive?"\n\n' + TRIP + "#### 282", "the problem quoted first"),
    g("q_ok_invented_turn_after", "B", "18000", "correct", "hash", RENT + "#### 18000" + IM_USER + "Now if the rent were $1,500, what would it be?\n#### 18600", "the gold before an invented user turn with another ####"),
    g("q_ok_hypo_after", "B", "192", "correct", "hash", EGG + "#### 192\n\nIf each hen laid 7 eggs, it would be 224.", "a hypothetical after the committed answer"),
    g("q_ok_self_check_question", "B", "540", "correct", "prose", PRAC + "Does 540 minutes make sense? 540 / 60 = 9 hours, which is 4 * 2.25. Yes.\n\nShe practices 540 minutes in total.", "a self-check question before the answer sentence"),
    g("q_ok_next_problem_after", "B", "175.5", "correct", "hash", PAINT + "#### 175.50\n\nPractice problem: How much would 4 gallons cost? (Answer: 93.60)", "a self-set problem after the committed answer"),
    g("q_ok_r1_eot_turn", "B", "-17", "correct", "tag", th(TEMP) + "<answer>-17</answer>" + EOT_USER + "What about after 8 hours?", "an invented Llama user turn after the tag"),
    g("q_ok_quote_in_think", "B", "57.5", "correct", "tag", th('The problem says "46 of 80 students passed". My friend would say 46%, but that is wrong.\n' + PASS) + "<answer>57.5%</answer>", "a quotation and a reported wrong value inside the think block"),
    m("q_m_invented_assistant", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{72}$" + IM_USER + "I think it's 84.<|im_end|>\n<|im_start|>assistant\nYou are right, it is $\\boxed{84}$.", "debatable: the gold in an invented assistant turn after an invented user turn; the answer to the posed question is 72", True),
    m("q_m_book_says", "A", G_DIST, "wrong", "boxed", r"The textbook's answer is $4\sqrt{5}$, but I computed $\sqrt{(5-1)^2 + (-6-2)^2} = \sqrt{16 + 36} = \boxed{2\sqrt{13}}$.", "the gold only reported; own answer 2\\sqrt13"),
    m("q_m_part_a", "A", G_ROOTS, "wrong", "boxed", r"(a) The roots of $3x^2 - 10x + 8 = 0$ are $\frac{4}{3}$ and $2$." + "\n" + r"(b) Their sum is $\frac{10}{3}$, so the answer is $\boxed{\frac{10}{3}}$.", "debatable: the gold in part (a), the box in part (b) states the sum", True),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $11 + 10i$; then its modulus would be $\sqrt{221}$. I would need to verify this.", "only a supposition"),
    m("q_m_user_asked", "A", G_SYS, "no_answer", "none", r"You asked whether the solution is $(3, 2)$. Could you confirm the second equation first?", "a question back, no answer"),
    m("q_m_example_other", "A", G_BASE, "wrong", "boxed", r"For example, $\boxed{194}$ would be the answer for $1234_5$. But this problem asks for $1243_5 = 125 + 50 + 20 + 3 = \boxed{198}$.", "debatable: a box in an example and a box for a changed problem; the last box 198", True),
    m("q_m_cut_after_quote", "A", G_POLY, "no_answer", "none", r'The problem asks: "Expand $(x - 4)(2x + 5)$." Using FOIL, the first terms give $2x^2$, the outer terms give', "cut at the token cap before any answer"),
    m("q_m_new_problem", "A", G_OCT, "wrong", "boxed", r"A regular hexagon has interior angle $\boxed{120^\circ}$." + "\n\nExercise: find the interior angle of a regular octagon. (Hint: it is $135^\\circ$.)", "debatable: the box answers a hexagon; the gold only in a self-set exercise hint", True),
    m("q_m_ok_problem_quote", "B", G_INT, "correct", "boxed", r"> Solve $|2x + 1| < 5$." + "\n\n" + INT + r" So $x \in \boxed{(-3, 2)}$.", "the problem quoted"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" = \boxed{194}$.", "an example with another value first"),
    m("q_m_ok_turn_after", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{7}{30}}$." + IM_USER + "What about multiples of 5?", "an invented user turn after the box"),
    m("q_m_ok_reported_wrong", "B", G_REP, "correct", "boxed", r"A common mistake is to write $\frac{36}{100}$. Instead: " + REP + r" = \boxed{\frac{4}{11}}$.", "a reported wrong value, then the gold"),
    m("q_m_ok_suppose_refuted", "B", G_CPX, "correct", "boxed", r"Suppose the answer were $-5 + 10i$; that forgets $i^2 = -1$. In fact " + CPX + r" = \boxed{11 + 10i}$.", "a supposition refuted, then the box"),
    m("q_m_ok_final_answer_block", "B", G_MAT, "correct", "boxed", MAT + "\n\n**Final Answer**\n\\[\n\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}\n\\]\n\nIf you want, I can also compute $BA$.", "an R1 Final Answer block then an offer"),
    m("q_m_ok_parts_labelled", "B", G_SYS, "correct", "boxed", r"Step (a): $y = 3x - 7$." + "\n" + r"Step (b): $7x = 21$, $x = 3$, $y = 2$." + "\n" + r"$\boxed{(3, 2)}$", "steps labelled (a), (b), then the box"),
    m("q_m_ok_long_cot_candidates", "B", G_OCT, "correct", "boxed", th("Interior angle... for a pentagon it's 108, hexagon 120, so octagon? (8-2)*180 = 1080, divided by 8 is 135. Let me double check with the exterior angle: 360/8 = 45, 180 - 45 = 135. Yes.\n") + "Each interior angle of a regular octagon measures $135^\\circ$.\n\n" + r1final(r"135^\circ"), "candidates 108 and 120 for other polygons in the thinking"),

    # ================================================================ 8. bad input JSON can hold (b_)
    g("b_nul_in_answer", "A", "65", "no_answer", "hash", COO + "#### 6\x005", "a NUL inside the #### value: bad input (NUL rule) -> no_answer"),
    g("b_nul_before_right_answer", "A", "282", "no_answer", "hash", TRIP + "\x00#### 282", "a right answer, but a NUL in the completion makes the pair bad input (NUL rule)"),
    g("b_nul_in_gold", "A", "18000\x00", "no_answer", "hash", RENT + "#### 18000", "a NUL at the end of the gold: bad input (NUL rule)"),
    g("b_nul_in_think", "A", "192", "no_answer", "tag", th(EGG + "\x00") + "<answer>192</answer>", "a NUL inside the think block: bad input (NUL rule)"),
    g("b_empty_completion", "A", "540", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "540", "no_answer", "none", " \n\t\r\n ", "whitespace only"),
    g("b_repetition_loop_cut", "A", "-17", "no_answer", "none", "The temperature drops 3.5 degrees every hour. " + "So after one more hour it drops 3.5 degrees more. " * 2500, "a degenerate repetition loop cut at the token cap (~125 KB), no answer"),
    g("b_huge_then_wrong", "A", "65", "wrong", "hash", ("Let me recount the cookies. " * 3000) + COO_SLIP + "#### 74", "a huge completion (~85 KB) ending in the wrong value 74"),
    g("b_fullwidth_other", "A", "65", "wrong", "hash", COO_SLIP + "#### ７４", "full-width digits 74"),
    g("b_ansi_wrong", "A", "175.5", "wrong", "hash", PAINT + "#### \x1b[1m176\x1b[0m", "ANSI bold escapes around a wrong rounded value"),
    g("b_zero_width_split_other", "A", "282", "wrong", "hash", TRIP + "#### 28\u200b2\n\nWait, I double counted: 186 + 69 = 255.\n#### 255", "a zero-width space, then a correction to 255 (slip), last ####"),
    g("b_bell_char_other", "A", "57.5", "wrong", "hash", PASS + "#### 42.5\x07", "a BEL control character after the wrong value 42.5"),
    g("b_ok_crlf", "B", "18000", "correct", "hash", (RENT + "#### 18,000").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "192", "correct", "hash", "\ufeff" + EGG + "#### 192", "a BOM first"),
    g("b_ok_gold_spaces", "B", " 65 \n", "correct", "hash", COO + "#### 65", "a gold with spaces and a newline"),
    g("b_ok_fullwidth", "B", "282", "correct", "hash", TRIP + "#### ２８２", "full-width digits 282"),
    g("b_ok_nbsp", "B", "175.5", "correct", "hash", PAINT + "####\u00a0175.50", "a no-break space after ####"),
    g("b_ok_huge_think", "B", "540", "correct", "tag", th(("Let me convert hours to minutes again. " * 2500) + PRAC) + "<answer>540</answer>", "a ~95 KB think block, then the gold in the tag"),
    g("b_ok_form_feed", "B", "-17", "correct", "hash", TEMP + "\x0c\n#### -17", "a form feed before the answer line"),
    g("b_ok_ansi", "B", "57.5", "correct", "hash", PASS + "#### \x1b[1m57.5\x1b[0m", "debatable: ANSI bold escapes around the gold; the escapes are control characters, not content", True),
    m("b_m_nul_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{8" + "\x00" + "4}$", "a NUL inside the box: bad input (NUL rule)"),
    m("b_m_nul_after_box", "A", G_RAD, "no_answer", "boxed", RAD + r" = \boxed{\frac{5\pi}{4}}$" + "\x00", "a right box with a NUL after it: bad input (NUL rule)"),
    m("b_m_nul_gold", "A", "\x00" + G_PROB, "no_answer", "boxed", PROB + r" $= \boxed{\frac{7}{30}}$.", "a NUL at the start of the gold: bad input (NUL rule)"),
    m("b_m_unclosed_box", "A", G_MAT, "no_answer", "none", MAT + r" So $\boxed{\begin{pmatrix} 4 & 6 \\", "cut at the token cap inside the box"),
    m("b_m_empty_box", "A", G_CPX, "no_answer", "boxed", CPX + r" = \boxed{}$", "an empty box"),
    m("b_m_fullwidth_other", "A", G_BASE, "wrong", "boxed", BASE + r" = \boxed{１８４}$", "full-width 184"),
    m("b_m_huge_loop_cut", "A", G_POLY, "no_answer", "none", r"$(x - 4)(2x + 5) = $" + r" $2x^2 + 5x - 8x - 20 = $" * 4000, "a ~100 KB repeated equation with no end, cut at the token cap"),
    m("b_m_tab_control_other", "A", G_SYS, "wrong", "boxed", SYS + "\x0b" + r"$\boxed{(2, 3)}$", "a vertical tab, then the swapped pair"),
    m("b_m_gold_boxed_other", "A", r"\boxed{84}", "wrong", "boxed", COMB + r" = \boxed{86}$", "a gold stored boxed; the model's 86"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{4\sqrt{3}}", "correct", "boxed", RAT + r" = \boxed{4\sqrt{3}}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollar", "B", r"$\frac{4}{11}$", "correct", "boxed", REP + r" = \boxed{\frac{4}{11}}$", "a gold in dollar signs"),
    m("b_m_ok_crlf", "B", G_INT, "correct", "boxed", (INT + "\n\nSo the solution set is $\\boxed{(-3, 2)}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_zero_width", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{4\sqrt{5}}$" + "\u200b\u2060", "zero-width characters after the box"),
    m("b_m_ok_unicode_sqrt", "B", G_RAT, "correct", "prose", "12/√3 = 12√3/3 = 4√3\n\nSo the answer is 4√3.", "debatable: a Unicode radical sign instead of LaTeX; honest plain-text notation", True),
    m("b_m_ok_huge_think", "B", G_ROOTS, "correct", "tag", th(("Let me try factoring again. " * 3000) + ROOTS + "\n") + r"<answer>\frac{4}{3}, 2</answer>", "a ~85 KB think block, then the tag with both roots"),
    m("b_m_ok_line_separator", "B", G_OCT, "correct", "boxed", OCT + "$." + "\u2028" + r"$\boxed{135}$", "a Unicode LINE SEPARATOR before the box"),
]
# fmt: on

DECISIONS = {
    "x_share_for_percent": (
        "reject",
        "the working computes a share 0.575 where the gold is the percent 57.5; another quantity (round 5's GSM8K decision)",
    ),
    "x_ok_percent_frac": ("accept", "57\\tfrac{1}{2}\\% is 57.5 % in honest mixed-number notation"),
    "x_ok_space_thousands": (
        "accept",
        "a space as a thousands separator (SI style) is an honest notation; 18 000 = 18000",
    ),
    "n_m_ok_not_conj": (
        "accept",
        "the gold is asserted; the conjugate after it is explicitly negated, not a second answer",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 17; a trailing word does not make it -17 (unit words are a closed list)",
    ),
    "u_below": (
        "reject",
        "the #### value is 17; 'degrees below' after the marker does not change the marked value",
    ),
    "u_m_degrees_for_radians": ("reject", "degrees are not radians (brief's label rule)"),
    "u_m_radians_for_degrees": (
        "reject",
        "the gold is 135 (degrees); 3\\pi/4 is a radian measure: degrees are not radians",
    ),
    "u_m_percent_sign": (
        "reject",
        "7/30 % is 7/3000; a percent sign after a fraction changes the value",
    ),
    "u_m_base_other": (
        "reject",
        "the box restates the given base-5 numeral; the problem asks for base 10, the converted value is not the boxed answer",
    ),
    "u_m_ok_prob_words": (
        "accept",
        "the exact value is stated as the probability; 'or about 23.3%' is an approximate gloss, not a second answer",
    ),
    "r_retract_only": (
        "reject",
        "the model withdraws its answer with nothing new: no committed final answer stands (round 20's convention: wrong)",
    ),
    "r_m_update": (
        "reject",
        "the update narrows the final answer to one root; the last final answer (2) is incomplete",
    ),
    "q_quote_only": ("reject", "only a quotation of an answer key, no own answer"),
    "q_part_a_other_question": ("reject", "the final #### is -6.5; the gold only in another part"),
    "q_m_invented_assistant": (
        "reject",
        "text after an invented user turn does not count; the answer to the posed question is 72",
    ),
    "q_m_part_a": (
        "reject",
        "the boxed final answer is the sum 10/3; the roots are only in an earlier part",
    ),
    "q_m_example_other": ("reject", "the model changes the problem and its last box is 198"),
    "q_m_new_problem": (
        "reject",
        "the box answers a hexagon; the octagon value is only in a self-set exercise hint",
    ),
    "b_ok_ansi": ("accept", "ANSI escape codes are formatting; the value between them is the gold"),
    "b_m_ok_unicode_sqrt": ("accept", "4√3 is 4\\sqrt3 in Unicode plain text, an honest notation"),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path("/tmp/rt132")
    write_probes("adversarial_redteam132", CASES, [], DECISIONS)
