r"""Build adversarial_redteam28.jsonl: a twenty-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam28", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Only
`issues show 25`, corpus/README.md ("How each source was labelled" and the sources table, to avoid
reusing problems), corpus_build.py (helpers) and build_adversarial_redteam21.py (structure,
conventions, label rules) were read. Every label was made by reading; python was used for
arithmetic only, never on probe text.

Aim of this round: three of the issue's classes as a hidden-test author writes them, half plain,
half inside realistic completions (R1 <think>/<answer>, GSM8K <<a*b=c>> annotations, Qwen boxed
steps, Llama 3 "The final answer is", Minerva lines, invented ChatML / Llama 3 turns):
- `u_` words around a number: units that agree or disagree with the working, money vs cents,
  percent vs count, time units, "left" / "each" / "in total" / "more" / "fewer", multipliers
  (dozen, thousand), base subscripts, degrees against radians, text units in a box;
- `r_` retractions and after-text: corrections with and without explanations, confirmations,
  checks that are cut off, restarts, apologies, edits, "FINAL answer", TL;DR lines;
- `q_` statements the model did not make: quoted, reported, hypothetical, example / format
  lines, other-part statements, invented next turns.

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K
- cans: 19 boxes of 24 cans = 456 (19 * 24 = 380 + 76 = 456); 178 sold -> 278 left
  (456 - 178 = 278; check 278 + 178 = 456). Misreading 187 sold -> 269 (456 - 187 = 269; check
  269 + 187 = 456). All cans 456.
- temperature: 7 degrees, falling 2.25 degrees an hour for 6 hours -> 7 - 13.5 = -6.5
  (2.25 * 6 = 13.5). Sign lost: 6.5. Fall alone: 13.5.
- notebooks: 6 at $2.85 -> $17.10 (6 * 2.85 = 17.10; 1,710 cents). Gold "17.1". The wrong price
  $2.58 gives 6 * 2.58 = 15.48.
- exam: 63 of 70 passed -> 90 % (63 / 70 = 0.9). Count 63; failed 7 = 10 %.
- laps: 6 laps of 35 minutes -> 210 minutes (6 * 35 = 210 = 3 h 30 min = 3.5 h). One lap 35.
- tickets: 9 people at $14 each -> $126 in total (9 * 14 = 126). Each 14; 126 each would be
  9 * 126 = 1,134.
- eggs: 15 cartons of a dozen -> 180 eggs (15 * 12 = 180). 180 dozen = 2,160.
- salary: 12 months at $2,640 plus a $1,150 bonus -> $32,830 (12 * 2640 = 31,680;
  31,680 + 1,150 = 32,830). Without the bonus 31,680.
- wallet: $64 less 8 tickets at $8 -> $0 left (8 * 8 = 64; 64 - 64 = 0).
- shells: Mia 93, Leo 67, how many more -> 26 (93 - 67 = 26; check 67 + 26 = 93). Together 160.
MATH
- two dice summing to 8 -> 5/36 ((2,6),(3,5),(4,4),(5,3),(6,2) = 5 of 36). Sum 7: 6/36 = 1/6;
  5/18 = 10/36 (ordered pairs double-counted). 5/36 = 0.13888..., about 13.9 %.
- distance from (2, -1) to (7, 5) -> \sqrt{61} (dx 5, dy 6; 25 + 36 = 61; 7.8102...). Misread
  dy 4: \sqrt{41}.
- (2 + 3i)(5 - 2i) -> 16 + 11i (10 - 4i + 15i - 6i^2 = 10 + 11i + 6). Sign slip: 4 + 11i.
- 100 degrees -> 5\pi/9 (100 / 180 = 5 / 9). Slip 100/360: 5\pi/18.
- 3021_4 -> 201 (3 * 64 + 0 * 16 + 2 * 4 + 1 = 192 + 8 + 1). Read in base 5: 3 * 125 + 2 * 5 + 1
  = 386. 201_4 = 2 * 16 + 1 = 33.
- 2x + y = 4, x - y = 11 -> (5, -6) (adding: 3x = 15; y = 4 - 10 = -6; check 5 + 6 = 11).
  Sign slip (5, 6).
- (3x - 2)(x + 5) -> 3x^2 + 13x - 10 (3x^2 + 15x - 2x - 10). Slip: 3x^2 + 17x - 10.
- C(14, 3) -> 364 (14 * 13 * 12 / 6 = 2184 / 6). C(14, 2) = 91.
- 2x^2 + x - 6 = 0 -> -2 and 3/2 ((2x - 3)(x + 2); 2 * 9/4 + 3/2 - 6 = 0; 8 - 2 - 6 = 0).
  Signs swapped: 2 and -3/2.
- |2x - 1| <= 9 -> [-4, 5] (-9 <= 2x - 1 <= 9; -8 <= 2x <= 10). Open (-4, 5) is wrong.
- a cylinder of radius 3 and height 5 -> volume 45\pi (9 * 5). Lateral area 2\pi*3*5 = 30\pi.
- \sqrt{108} -> 6\sqrt3 (108 = 36 * 3; 10.392...). 4\sqrt3 = \sqrt{48}.
- 0.\overline{36} -> 4/11 (36/99 = 4/11). Misread 0.36 = 9/25.

Counts: 189 probes, kind A 99 / B 90 (48 % B); GSM8K 92 (A 49 / B 43), MATH 97 (A 50 / B 47);
classes u_ 62, r_ 68, q_ 59; 5 debatable (2.6 %): u_total_as_each, u_below_lost_sign,
r_withdrawn_no_value, q_r1_hypo_tag, q_m_manual_only, each with a proposed decision.

The id's first letter names the class, as in round 21: `u_` words around a number, `r_`
retractions after the answer and harmless after-text, `q_` quoted, reported, hypothetical,
example / format, other-part statements and invented turns. (The other classes `t_ h_ x_ n_ b_`
are not probed this round; answer tags, Minerva lines and phrase markers appear only as the
carrier of a u/r/q trick.) An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md and round 21's conventions: the last final answer counts; a hedge,
two different final answers or a right number only in the working is `wrong`; no final answer
(only a quotation or a hypothetical, a placeholder) is `no_answer`; equal in value but written
differently is `correct`; a value the model itself marks wrong is `wrong`; an explicit correction
after an answer makes the corrected value the final one; a check, a confirmation, an apology about
formatting, a pleasantry or a restart that is cut off before any new value, after a committed
answer, does not replace it; text in an invented next turn does not count; a unit or multiplier
word that changes the value (dozen, thousand, cents against dollars, percent of a count, a base
subscript, degrees against radians) makes the stated value that value; an approximation written
after an exact final answer ("or about 13.9 %") restates it and does not replace it; in an
<answer> tag a sentence is read for the value it states. Labels never depend on an unseen
question: where the label needs the question's facts, the working states them. Debatable probes
carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round
proposes.

Usage: python packages/check/corpus/build_adversarial_redteam28.py
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
    m,
    th,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- cans: gold 278 (19 * 24 = 456; 456 - 178 = 278; check 278 + 178 = 456).
#     Misreading 187: 456 - 187 = 269 (check 269 + 187 = 456).
CAN = "The store had 19 boxes of 24 cans: 19 * 24 = <<19*24=456>>456 cans.\nIt sold 178 cans, so 456 - 178 = <<456-178=278>>278 cans are left.\n"
CAN_SLIP = "The store had 19 boxes of 24 cans: 19 * 24 = <<19*24=456>>456 cans.\nIt sold 187 cans, so 456 - 187 = <<456-187=269>>269 cans are left.\n"
# --- temperature: gold -6.5 (2.25 * 6 = 13.5; 7 - 13.5 = -6.5).
TMP = "The temperature drops 2.25 * 6 = <<2.25*6=13.5>>13.5 degrees, so it ends at 7 - 13.5 = <<7-13.5=-6.5>>-6.5 degrees.\n"
# --- notebooks: gold 17.1 (6 * 2.85 = 17.10 dollars = 1710 cents).
NOTE = "The question asks for the cost in dollars. 6 notebooks at $2.85 each cost 6 * 2.85 = <<6*2.85=17.10>>17.10 dollars.\n"
# --- exam: gold 90 (63 / 70 = 0.9 = 90 %); count 63; failed 7 = 10 %.
PASS = "The question asks what percent of the 70 students passed. 63 passed, so 63 / 70 * 100 = <<63/70*100=90>>90 percent.\n"
# --- laps: gold 210 (6 * 35 = 210 minutes = 3.5 hours).
LAP = "The question asks how many minutes she runs. 6 laps at 35 minutes each take 6 * 35 = <<6*35=210>>210 minutes.\n"
# --- tickets: gold 126 (9 * 14 = 126 in total; 14 each).
TIX = "The question asks how much the group pays in total. 9 people at $14 each pay 9 * 14 = <<9*14=126>>126 dollars.\n"
# --- eggs: gold 180 (15 * 12 = 180).
EGG = "The question asks how many eggs there are. 15 cartons of a dozen eggs hold 15 * 12 = <<15*12=180>>180 eggs.\n"
# --- salary: gold 32830 (12 * 2640 = 31680; 31680 + 1150 = 32830). Without the bonus 31680.
SAL = "12 months at $2,640 a month is 12 * 2640 = <<12*2640=31680>>31680 dollars.\nWith the $1,150 bonus: 31680 + 1150 = <<31680+1150=32830>>32830 dollars.\n"
SAL_NOBONUS = "12 months at $2,640 a month is 12 * 2640 = <<12*2640=31680>>31680 dollars.\n"
# --- wallet: gold 0 (8 * 8 = 64; 64 - 64 = 0).
# --- shells: gold 26 (93 - 67 = 26; check 67 + 26 = 93); together 160 (93 + 67).
SHL = "The question asks how many more shells Mia has than Leo. Mia has 93 and Leo has 67, so 93 - 67 = <<93-67=26>>26.\n"
WAL = "She buys 8 tickets at $8: 8 * 8 = <<8*8=64>>64 dollars, so 64 - 64 = <<64-64=0>>0 dollars are left.\n"

# ================================================================ MATH working
G_PROB = r"\frac{5}{36}"  # (2,6),(3,5),(4,4),(5,3),(6,2): 5 of 36
PROB = r"The pairs summing to $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: five of the $36$ outcomes, so the probability is $\frac{5}{36}$"
G_DIST = r"\sqrt{61}"  # dx 5, dy 6; 25 + 36 = 61
DIST = r"The distance is $\sqrt{(7-2)^2 + (5-(-1))^2} = \sqrt{25 + 36}$"
G_CPX = "16 + 11i"  # 10 - 4i + 15i - 6i^2 = 16 + 11i
CPX = r"$(2 + 3i)(5 - 2i) = 10 - 4i + 15i - 6i^2 = 10 + 11i + 6$"
G_RAD = r"\frac{5\pi}{9}"  # 100 * pi / 180 = 5 pi / 9
RAD = r"$100^\circ \cdot \frac{\pi}{180^\circ} = \frac{100\pi}{180}$"
G_BASE = "201"  # 3 * 64 + 0 * 16 + 2 * 4 + 1 = 201
BASE = r"$3021_4 = 3 \cdot 4^3 + 0 \cdot 4^2 + 2 \cdot 4 + 1 = 192 + 8 + 1$"
G_SYS = "(5, -6)"  # 3x = 15, x = 5, y = 4 - 10 = -6; check 5 - (-6) = 11
SYS = r"Adding $2x + y = 4$ and $x - y = 11$ gives $3x = 15$, so $x = 5$ and $y = 4 - 10 = -6$."
G_POLY = "3x^2 + 13x - 10"  # 3x^2 + 15x - 2x - 10
POLY = r"$(3x - 2)(x + 5) = 3x^2 + 15x - 2x - 10$"
G_COMB = "364"  # 14 * 13 * 12 / 6 = 2184 / 6 = 364
COMB = r"$\binom{14}{3} = \frac{14 \cdot 13 \cdot 12}{6} = \frac{2184}{6}$"
G_ROOTS = r"-2, \frac{3}{2}"  # (2x - 3)(x + 2)
ROOTS = r"$2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_INT = "[-4, 5]"  # -9 <= 2x - 1 <= 9 -> -8 <= 2x <= 10
INT = r"$-9 \le 2x - 1 \le 9$ gives $-8 \le 2x \le 10$, so $-4 \le x \le 5$."
G_CYL = r"45\pi"  # pi * 3^2 * 5 = 45 pi
CYL = r"The volume is $\pi r^2 h = \pi \cdot 3^2 \cdot 5$"
G_SQ = r"6\sqrt{3}"  # 108 = 36 * 3
SQ = r"$\sqrt{108} = \sqrt{36 \cdot 3}$"
G_REP = r"\frac{4}{11}"  # 36/99 = 4/11
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"

# fmt: off
CASES = [
    # ================================================================ u_: words around a number
    # --- GSM8K, plain
    g("u_cents_for_dollars", "A", "17.1", "wrong", "answer_is", NOTE + "The answer is 17.10 cents.", "17.10 cents is $0.171, not the $17.10 the working finds"),
    g("u_count_for_percent", "A", "90", "wrong", "answer_is", PASS + "The answer is 63 students.", "the count of passes, not the percent asked"),
    g("u_failed_percent", "A", "90", "wrong", "hash", PASS + "So 10% failed.\n#### 10%", "the failing share 10 % marked"),
    g("u_percent_of_percent", "A", "90", "wrong", "answer_is", PASS + "The answer is 0.9%.", "0.9 percent is not 90 percent"),
    g("u_each_for_total", "A", "126", "wrong", "answer_is", TIX + "The answer is $14 each.", "the price each, not the total the working computes"),
    g("u_total_as_each", "A", "126", "wrong", "answer_is", TIX + "Each person pays $126.", "debatable: the gold number, but stated as the price per person (126 each would be 1,134 in total); the working asks for the total", True),
    g("u_dozen_gold", "A", "180", "wrong", "hash", EGG + "#### 180 dozen", "180 dozen = 2,160 eggs, not the 180 the working counts"),
    g("u_thousand", "A", "32830", "wrong", "answer_is", SAL + "She earns 32,830 thousand dollars.", "32,830 thousand = 32,830,000"),
    g("u_k_suffix", "A", "32830", "wrong", "hash", SAL + "#### 32830k", "32830k = 32,830,000"),
    g("u_one_lap", "A", "210", "wrong", "answer_is", LAP + "The answer is 35 minutes per lap.", "one lap's time, not the 210 minutes asked"),
    g("u_fall_for_temp", "A", "-6.5", "wrong", "answer_is", TMP + "The temperature fell by 13.5 degrees.", "the fall, not the final temperature the working computes"),
    g("u_below_lost_sign", "A", "-6.5", "wrong", "hash", TMP + "#### 6.5 below", "debatable: '6.5 below' after ####; the marked number is 6.5", True),
    g("u_left_other", "A", "278", "wrong", "answer_is", CAN + "There are 178 cans left.", "the number sold, said to be left"),
    g("u_in_total_other", "A", "278", "wrong", "answer_is", CAN + "There are 456 cans in total.", "the starting total, not the cans left"),
    g("u_ok_dollars", "B", "17.1", "correct", "answer_is", NOTE + "The answer is $17.10.", "dollars with a trailing zero"),
    g("u_ok_cents_then_dollars", "B", "17.1", "correct", "answer_is", NOTE + "That is 1,710 cents, i.e. $17.10.", "cents then dollars: the last value is the gold"),
    g("u_ok_percent_sign", "B", "90", "correct", "hash", PASS + "#### 90%", "a percent sign"),
    g("u_ok_percent_count_first", "B", "90", "correct", "answer_is", PASS + "63 students passed, which is 90% of the class.", "the count first, the percent last"),
    g("u_ok_minutes", "B", "210", "correct", "hash", LAP + "#### 210 minutes", "minutes after ####"),
    g("u_ok_hours_then_minutes", "B", "210", "correct", "answer_is", LAP + "That is 3 hours 30 minutes, so the answer is 210 minutes.", "hours and minutes, then the gold in minutes"),
    g("u_ok_total_with_each", "B", "126", "correct", "answer_is", TIX + "The group pays $126 in total ($14 each).", "the total with the price each in parentheses after it"),
    g("u_ok_dozen_equiv", "B", "180", "correct", "answer_is", EGG + "That is 15 dozen, or 180 eggs.", "15 dozen then 180: the last value is the gold"),
    g("u_ok_left", "B", "278", "correct", "answer_is", CAN + "There are 278 cans left.", "'left' after the gold"),
    g("u_ok_degrees_below", "B", "-6.5", "correct", "answer_is", TMP + "The final temperature is -6.5 °F.", "a negative value with °F"),
    # --- GSM8K, realistic completions
    g("u_r1_cents_tag", "A", "17.1", "wrong", "tag", th(NOTE) + "<answer>17.10 cents</answer>", "cents in the tag: 17.10 cents is $0.171"),
    g("u_r1_each_tag", "A", "126", "wrong", "tag", th(TIX + "So each ticket is $14.\n") + "<answer>$14 per person</answer>", "the price per person in the tag"),
    g("u_minerva_dozen", "A", "180", "wrong", "minerva", EGG + MINERVA.format("180 dozen"), "a Minerva line stating 180 dozen"),
    g("u_llama_thousand", "A", "32830", "wrong", "boxed", SAL + LLAMA_END.format("32830 \\text{ thousand}"), "thousand inside the Llama box"),
    g("u_r1_ok_tag_units", "B", "210", "correct", "tag", th(LAP) + "<answer>210 minutes</answer>", "a unit in the tag"),
    g("u_r1_ok_tag_sentence", "B", "17.1", "correct", "tag", th(NOTE) + "<answer>The notebooks cost $17.10 in total.</answer>", "a sentence with dollars in the tag"),
    g("u_minerva_ok_dollars", "B", "126", "correct", "minerva", TIX + MINERVA.format("\\$126"), "a Minerva line with an escaped dollar"),
    g("u_llama_ok_text_unit", "B", "180", "correct", "boxed", EGG + LLAMA_END.format("180 \\text{ eggs}"), "a text unit in the Llama box"),
    g("u_qwen_ok_percent", "B", "90", "correct", "boxed", PASS + QWEN_END.format("90\\%"), "an escaped percent in Qwen's closing box"),
    # --- MATH
    m("u_m_base_subscript", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{201_4}$", "201_4 = 33, not 201 in base ten"),
    m("u_m_degrees_word", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{9}\text{ degrees}}$", "5\\pi/9 degrees is not 5\\pi/9 radians"),
    m("u_m_degree_sign", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{9}^\circ}$", "a degree sign on a radian value: 5\\pi/9 degrees"),
    m("u_m_percent_on_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{5}{36}\%}$", "5/36 percent is not 5/36"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{364\text{ thousand}}$", "364 thousand = 364,000"),
    m("u_m_dozen", "A", G_COMB, "wrong", "answer_is", COMB + r" = 364." + "\nThe answer is 364 dozen.", "364 dozen = 4,368"),
    m("u_m_ok_cubic_units", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{45\pi \text{ cubic units}}$", "text units in the box"),
    m("u_m_ok_cm3", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{45\pi\ \text{cm}^3}$", "cm^3 in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{364 \text{ ways}}$", "'ways' in the box"),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{201_{10}}$", "the base-ten subscript"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{9} \text{ radians}}$", "'radians' in the box"),
    m("u_m_ok_units_dist", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{61}\text{ units}}$", "'units' in the box"),
    m("u_m_ok_approx_after", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{5}{36}}$, or about $13.9\%$.", "an approximate percent after the exact boxed answer"),
    m("u_m_ok_approx_after_dist", "B", G_DIST, "correct", "answer_is", DIST + r" $= \sqrt{61}$." + "\nThe answer is $\\sqrt{61}$, approximately $7.81$ units.", "an approximation after the exact answer"),
    m("u_m_ok_minerva_units", "B", G_SQ, "correct", "minerva", SQ + r" $= 6\sqrt{3}$." + "\n" + MINERVA.format(r"$6\sqrt{3}$ units"), "a Minerva line with units"),

    # ================================================================ r_: retractions and after-text
    # --- GSM8K, plain
    g("r_correction_plain", "A", "278", "wrong", "hash", CAN + "#### 278\n\nCorrection: 269.", "a bare correction to 269 after the answer"),
    g("r_correction_explained", "A", "278", "wrong", "hash", CAN + "#### 278\n\nCorrection: I misread the problem; 187 cans were sold, so 456 - 187 = 269.\n#### 269", "an explained correction with a new ####"),
    g("r_apology_new", "A", "278", "wrong", "answer_is", CAN + "The answer is 278.\n\nI apologize, I made a mistake: 187 were sold, so the answer is 269.", "an apology and a new value"),
    g("r_edit_new", "A", "126", "wrong", "hash", TIX + "#### 126\n\nEDIT: only 8 people go, so 8 * 14 = 112.", "EDIT: after the answer, 112 (8 * 14 = 112)"),
    g("r_final_caps_other", "A", "278", "wrong", "hash", CAN + "#### 278\n\nFINAL answer: 269", "'FINAL answer' stating another value"),
    g("r_tldr_other", "A", "32830", "wrong", "hash", SAL + "#### 32830\n\nTL;DR: $31,680", "a TL;DR with the pay without the bonus"),
    g("r_scratch_that", "A", "17.1", "wrong", "answer_is", NOTE + "The answer is $17.10. Scratch that: the price was $2.58, so $15.48.", "'Scratch that' and 15.48 (6 * 2.58 = 15.48)"),
    g("r_oops", "A", "90", "wrong", "hash", PASS + "#### 90\nOops, I used the wrong class size. It's 63 / 90 * 100 = 70.\n#### 70", "Oops and a new #### 70 (63 / 90 = 0.7)"),
    g("r_actually_sign", "A", "-6.5", "wrong", "answer_is", TMP + "The answer is -6.5. Actually, the question asks how far it fell, so 13.5.", "'Actually' and the fall 13.5"),
    g("r_withdrawn_no_value", "A", "210", "wrong", "hash", LAP + "#### 210\n\nWait, that's wrong. I retract this answer.", "debatable: the answer withdrawn with nothing new (round 20-21: wrong)", True),
    g("r_reason_new_value", "A", "0", "wrong", "hash", WAL + "#### 0\n\nHmm, she also had a $5 coupon, so she has 5 dollars left.\n#### 5", "a later #### 5 after a reason"),
    g("r_ok_confirm", "B", "278", "correct", "hash", CAN + "#### 278\n\nDouble-check: 278 + 178 = 456 ✓", "a confirmation after the answer"),
    g("r_ok_verification", "B", "126", "correct", "hash", TIX + "#### 126\n\nVerification: 126 / 9 = 14, which matches the ticket price.", "a check with other values after the answer"),
    g("r_ok_cut_check", "B", "278", "correct", "hash", CAN + "#### 278\n\nLet me double-check: 19 * 24 = 45", "a check cut off after the committed answer"),
    g("r_ok_cut_restart", "B", "210", "correct", "hash", LAP + "#### 210\n\nWait, let me redo this from the start to be sure. She runs 6 laps, and each lap takes", "a restart of the working cut off before any new value"),
    g("r_ok_apology_format", "B", "17.1", "correct", "hash", NOTE + "#### 17.10\n\nSorry for the messy formatting above.", "an apology about formatting"),
    g("r_ok_apology_remains", "B", "278", "correct", "answer_is", CAN + "The answer is 278.\n\nSorry for the confusion earlier; the answer remains 278.", "an apology restating the gold"),
    g("r_ok_final_caps", "B", "278", "correct", "hash", CAN + "#### 278\n\n**FINAL ANSWER: 278**", "FINAL ANSWER restating the gold"),
    g("r_ok_tldr", "B", "126", "correct", "hash", TIX + "#### 126\n\nTL;DR: $126 for the whole group.", "a TL;DR restating the gold"),
    g("r_ok_correction_to_gold", "B", "278", "correct", "hash", CAN_SLIP + "#### 269\n\nCorrection: the problem says 178 were sold, so 456 - 178 = 278.\n#### 278", "a correction from 269 to the gold"),
    g("r_ok_correction_to_gold_pct", "B", "90", "correct", "answer_is", "63 / 70 = 0.8, so 80%.\nCorrection: 63 / 70 = 0.9, so the answer is 90%.", "a correction from 80 % to the gold (63 / 70 = 0.9)"),
    g("r_ok_pleasantry", "B", "0", "correct", "hash", WAL + "#### 0\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    # --- GSM8K, realistic completions
    g("r_r1_after_tag", "A", "278", "wrong", "tag", th(CAN) + "<answer>278</answer>\n\nWait, I misread: 187 were sold. <answer>269</answer>", "a second tag after a retraction"),
    g("r_r1_think_flip", "A", "278", "wrong", "tag", th(CAN + "Hmm, wait, 187 were sold, not 178. 456 - 187 = 269.\n") + "<answer>269</answer>", "the think block retracts 278; the tag states 269"),
    g("r_minerva_second", "A", "126", "wrong", "minerva", TIX + MINERVA.format("\\$126") + "\n\nWait, 8 people go, not 9: 8 * 14 = 112.\n" + MINERVA.format("\\$112"), "a second Minerva line with 112"),
    g("r_llama_apology", "A", "32830", "wrong", "boxed", SAL + LLAMA_END.format("32830") + "\n\nI apologize for the mistake. The bonus was not paid this year, so the correct answer is $\\boxed{31680}$.", "an apology with a new box"),
    g("r_r1_ok_think_fix", "B", "278", "correct", "tag", th(CAN_SLIP + "Wait, no: the problem says 178 were sold, not 187. 456 - 178 = 278.\n") + "<answer>278</answer>", "a self-correction to the gold inside the think block"),
    g("r_r1_ok_after_confirm", "B", "17.1", "correct", "tag", th(NOTE) + "<answer>$17.10</answer>\n\nI double-checked: 17.10 / 6 = 2.85. ✓", "a check after the tag"),
    g("r_qwen_ok_restart_cut", "B", "180", "correct", "boxed", EGG + QWEN_END.format("180") + "\n\nLet's verify step by step:\n1. **Cartons:** 15\n2. **Eggs per carton:** 1", "Qwen's closing line, then a verification cut off"),
    g("r_llama_ok_eot", "B", "126", "correct", "boxed", TIX + LLAMA_END.format("126") + "<|eot_id|>", "Llama's end token after the box"),
    # --- MATH
    m("r_m_actually_other", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{364}$" + "\n\nActually, the order does not matter and we choose 2, so $\\binom{14}{2} = \\boxed{91}$.", "'Actually' with a later box 91"),
    m("r_m_correction_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{5}{36}}$." + "\n\nCorrection: each unordered pair counts twice, so the answer is $\\frac{5}{18}$.", "a correction to 5/18 after the box"),
    m("r_m_wait_sign", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{16 + 11i}$" + "\n\nWait, $-6i^2$ is $-6$, so the product is $\\boxed{4 + 11i}$.", "'Wait' with a wrong sign and a later box"),
    m("r_m_edit_other", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(5, -6)}$" + "\n\nEdit: $(5, 6)$.", "Edit: another pair"),
    m("r_m_tldr_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{9}}$" + "\n\nTL;DR: $\\frac{5\\pi}{18}$", "a TL;DR stating 5\\pi/18"),
    m("r_m_final_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{3x^2 + 13x - 10}$" + "\n\nFINAL answer: $3x^2 + 17x - 10$", "'FINAL answer' with a wrong polynomial"),
    m("r_m_apology_new", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{[-4, 5]}$" + "\n\nI apologize: the inequality is strict, so the answer is $\\boxed{(-4, 5)}$.", "an apology with a new box"),
    m("r_m_qwen_second", "A", G_DIST, "wrong", "boxed", DIST + " $= \\sqrt{61}$.\n\n" + QWEN_END.format("\\sqrt{61}") + "\n\nUpon re-reading, the second point is $(7, 3)$, so the distance is $\\sqrt{25 + 16}$.\n\n" + QWEN_END.format("\\sqrt{41}"), "a second Qwen closing line with \\sqrt{41}"),
    m("r_m_ok_confirm", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{364}$" + "\n\nCheck: $364 \\cdot 6 = 2184 = 14 \\cdot 13 \\cdot 12$. Confirmed.", "a confirmation with other values"),
    m("r_m_ok_correction_to_gold", "B", G_PROB, "correct", "boxed", r"I count $6$ pairs, so $\boxed{\frac{1}{6}}$." + "\n\nCorrection: " + PROB + r", so the answer is $\boxed{\frac{5}{36}}$.", "a correction from 1/6 to the gold"),
    m("r_m_ok_wait_confirm", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{16 + 11i}$" + "\n\nWait, let me double-check the $i^2$ term: $-6i^2 = +6$. Yes, $16 + 11i$ is right.", "a 'Wait' that confirms"),
    m("r_m_ok_cut_check", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{6\sqrt{3}}$" + "\n\nTo verify: $(6\\sqrt{3})^2 = 36 \\cdot", "a check cut off after the box"),
    m("r_m_ok_edit_format", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{4}{11}}$" + "\n\nEdit: fixed the LaTeX.", "Edit: formatting only"),
    m("r_m_ok_tldr", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{201}$" + "\n\nTL;DR: $3021_4 = 201$.", "a TL;DR restating the gold with the base number"),
    m("r_m_ok_r1_final_block", "B", G_ROOTS, "correct", "boxed", th(ROOTS + "\nWait, is it $x = 2$? No: $2 \\cdot 4 + 2 - 6 = 4 \\neq 0$. So $-2$ and $\\frac{3}{2}$.\n") + "**Final Answer**\n\\[\n\\boxed{-2, \\frac{3}{2}}\n\\]", "a rejected candidate in the think block, the gold in the final block"),
    m("r_m_ok_restart_cut", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{45\pi}$" + "\n\nAlternatively, let me recompute from the start. The base area is", "a restart cut off after the box"),
    m("r_m_ok_apology_same", "B", G_INT, "correct", "boxed", r"$x \in (-4, 5)$." + "\n\nI apologize, the inequality is $\\le$, so the endpoints are included: $\\boxed{[-4, 5]}$.", "an apology correcting to the gold"),

    # ================================================================ q_: quoted / reported / hypothetical / example / other part / invented turns
    # --- GSM8K, plain
    g("q_hint_said", "A", "278", "wrong", "hash", CAN_SLIP + 'The hint says "the answer is 278", but my working gives 269.\n#### 269', "the gold only in a quoted hint"),
    g("q_quote_only", "A", "278", "no_answer", "none", 'The answer key says: "#### 278". I could not work it out myself.', "only a quoted answer key and a refusal"),
    g("q_friend_reported", "A", "126", "wrong", "answer_is", "My friend thinks the group pays $126, but I think only 8 people pay, so 8 * 14 = 112.\nThe answer is 112.", "the gold only reported from a friend"),
    g("q_if_would", "A", "32830", "no_answer", "none", "If the bonus were paid, she would earn $32,830. The problem does not say, so I cannot answer.", "only a conditional and a refusal"),
    g("q_suppose_only", "A", "0", "no_answer", "none", "Suppose she has $0 left; then she spent all $64. I'm not sure that is what happened.", "only a supposition"),
    g("q_format_example", "A", "278", "no_answer", "none", "Please end your answer with a line like '#### 278'.", "only a format example echoed, no answer"),
    g("q_format_then_other", "A", "278", "wrong", "hash", "(Format: #### <number>, e.g. #### 278)\n" + CAN_SLIP + "#### 269", "the gold in a format example, the answer 269"),
    g("q_other_part", "A", "32830", "wrong", "hash", "The question asks for part (b), her pay without the bonus.\n(a) With the bonus: $32,830.\n(b) Without the bonus: $31,680.\n#### 31680", "the gold only as part (a); the final #### is part (b)"),
    g("q_student_wrote", "A", "180", "wrong", "hash", 'A student wrote "#### 180", but each carton holds 10 eggs, so 15 * 10 = 150.\n#### 150', "the gold in a quoted ####, final 150"),
    g("q_question_quoted_only", "A", "-6.5", "no_answer", "none", '> "The temperature is 7 degrees and falls 2.25 degrees an hour for 6 hours."\n\nLet me think about this.', "only the problem quoted, no answer"),
    g("q_ok_hint_wrong", "B", "278", "correct", "hash", 'The hint says "269", but that uses 187.\n' + CAN + "#### 278", "a quoted wrong value, the gold final"),
    g("q_ok_friend_wrong", "B", "126", "correct", "answer_is", "My friend said $112, but 9 people go, not 8.\n" + TIX + "The answer is 126.", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "32830", "correct", "hash", SAL + "#### 32830\n\nIf there were no bonus, she would earn $31,680.", "a hypothetical after the committed answer"),
    g("q_ok_format_first", "B", "278", "correct", "hash", "Example: #### 42\n\n" + CAN + "#### 278", "a format example first, the gold after"),
    g("q_ok_suppose_refuted", "B", "0", "correct", "answer_is", "She had $64. Suppose she has $8 left; then she spent $56, but 8 tickets at $8 cost 8 * 8 = 64. So she spent all $64.\nThe answer is $0.", "a supposition refuted, then the gold"),
    g("q_ok_what_if_after", "B", "210", "correct", "answer_is", LAP + "The answer is 210 minutes.\n\nWhat if she ran 7 laps? Then it would be 245 minutes.", "a self-posed what-if after the answer (7 * 35 = 245)"),
    # --- GSM8K, realistic completions
    g("q_im_user_gold", "A", "278", "wrong", "hash", CAN_SLIP + "#### 269" + IM_USER + "That's wrong, the answer is 278.", "the gold only in an invented user turn; the own final is 269"),
    g("q_eot_user_gold", "A", "126", "wrong", "boxed", "8 * 14 = 112.\n" + LLAMA_END.format("112") + EOT_USER + "The answer should be 126.", "the gold only in an invented Llama 3 user turn"),
    g("q_fewshot_tail", "A", "180", "wrong", "answer_is", "Each carton holds 10 eggs, so 15 * 10 = 150.\nThe answer is 150.\n\nQuestion: A farm packs 18 boxes of 10 eggs. How many eggs?\nAnswer: 18 * 10 = 180. The answer is 180.", "the gold only in a self-set few-shot question (18 * 10 = 180)"),
    g("q_r1_quote_in_tag", "A", "278", "wrong", "tag", th(CAN_SLIP) + '<answer>The book says 278, but I get 269.</answer>', "a tag quoting the gold and stating 269"),
    g("q_r1_hypo_tag", "A", "90", "no_answer", "tag", th("I am not sure how many students there are.\n") + "<answer>If there are 70 students, it would be 90%.</answer>", "debatable: a conditional in the tag, the condition the problem's own fact", True),
    g("q_ok_im_user_after", "B", "278", "correct", "hash", CAN + "#### 278" + IM_USER + "How many full boxes of 24 would the 278 cans fill?" + IM_ASSIST + "278 / 24 = 11.58, so 11 full boxes.\n#### 11", "an invented follow-up turn with its own answer after the gold"),
    g("q_ok_eot_after", "B", "126", "correct", "boxed", TIX + LLAMA_END.format("126") + EOT_USER + "What if 8 people go?" + EOT_ASSIST + "Then $\\boxed{112}$.", "an invented Llama 3 turn with another box after the gold"),
    g("q_ok_fewshot_after", "B", "180", "correct", "answer_is", EGG + "The answer is 180.\n\nQuestion: A box holds 6 cartons of 12 eggs. How many eggs?\nAnswer: 6 * 12 = 72. The answer is 72.", "a self-set few-shot question after the gold (6 * 12 = 72)"),
    g("q_r1_ok_quote_think", "B", "278", "correct", "tag", th('The problem says "It sold 178 cans". ' + CAN) + "<answer>278</answer>", "a quotation inside the think block"),
    g("q_minerva_ok_user_tail", "B", "17.1", "correct", "minerva", NOTE + MINERVA.format("\\$17.10") + "\n\nUser: Thanks! What would 4 notebooks cost?\nAssistant: 4 * 2.85 = 11.40.", "a plain-text invented turn after the Minerva line (4 * 2.85 = 11.40)"),
    # --- MATH
    m("q_m_textbook_says", "A", G_COMB, "wrong", "boxed", r'The textbook says the answer is $\boxed{364}$, but I think order matters: $14 \cdot 13 \cdot 12 = \boxed{2184}$.', "the gold only reported from a textbook, the own box 2184"),
    m("q_m_you_asked", "A", G_PROB, "no_answer", "none", r'You asked: "Show that the probability is $\boxed{\frac{5}{36}}$." I am unable to do this.', "a quoted request and a refusal"),
    m("q_m_if_only", "A", G_DIST, "no_answer", "none", r"If the points were $(2, -1)$ and $(7, 5)$, the distance would be $\sqrt{61}$, but I cannot read the second point.", "only a conditional and a refusal"),
    m("q_m_example_box", "A", G_SQ, "no_answer", "none", r"Write your final answer in the form $\boxed{6\sqrt{3}}$ with the radical simplified.", "only a format example echoed"),
    m("q_m_other_part", "A", G_CYL, "wrong", "boxed", r"The question asks for part (b), the lateral area." + "\n(a) Volume: $45\\pi$.\n(b) Lateral area: $2\\pi \\cdot 3 \\cdot 5 = 30\\pi$.\n\n$\\boxed{30\\pi}$", "the gold only as part (a); the final box is part (b)"),
    m("q_m_im_user", "A", G_RAD, "wrong", "boxed", r"$100 \cdot \frac{\pi}{360} = \boxed{\frac{5\pi}{18}}$" + IM_USER + r"The answer is $\frac{5\pi}{9}$.", "the gold only in an invented user turn"),
    m("q_m_claim_quoted", "A", G_ROOTS, "wrong", "boxed", r'Someone claimed "$x = -2$ or $x = \frac{3}{2}$", but I get $(2x + 3)(x - 2) = 0$, so $\boxed{2, -\frac{3}{2}}$.', "the gold in a quoted claim, the own box 2 and -3/2"),
    m("q_m_suppose_only", "A", G_SYS, "no_answer", "none", r"Suppose the solution is $(5, -6)$. Then we would need $2x + y = 4$, which I have not checked.", "only a supposition"),
    m("q_m_selfset_after_wrong", "A", G_POLY, "wrong", "boxed", r"$(3x - 2)(x + 5) = 3x^2 + 17x - 10$, so $\boxed{3x^2 + 17x - 10}$." + "\n\nNow try: expand $(3x - 2)(x + 5)$ correctly. Solution: $\\boxed{3x^2 + 13x - 10}$.", "the gold only in a self-set follow-up exercise"),
    m("q_m_ok_quote_wrong", "B", G_COMB, "correct", "boxed", r'A common mistake is "$\binom{14}{3} = 2184$", which counts order. ' + COMB + r" $= \boxed{364}$.", "a quoted wrong value first"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_4 = 6$. Likewise, " + BASE + r" $= \boxed{201}$.", "an example with another value first"),
    m("q_m_ok_hypo_after", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{5}{36}}$." + "\n\nIf the sum were $7$, the probability would be $\\frac{1}{6}$.", "a hypothetical after the box"),
    m("q_m_ok_parts_asked", "B", G_CYL, "correct", "boxed", r"The question asks for part (a), the volume." + "\n(a) " + CYL + r" $= 45\pi$." + "\n(b) The lateral area is $30\\pi$.\n\nThe answer to part (a) is $\\boxed{45\\pi}$.", "two parts; the asked part's box last"),
    m("q_m_ok_im_user_after", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{4}{11}}$" + IM_USER + r"Now do $0.\overline{45}$." + IM_ASSIST + r"$\boxed{\frac{5}{11}}$", "an invented turn with another box after the gold"),
    m("q_m_ok_selfset_after", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{6\sqrt{3}}$." + "\n\nPractice problem: simplify $\\sqrt{48}$. Answer: $\\boxed{4\\sqrt{3}}$.", "a self-set practice problem with its own box after the gold"),
    m("q_m_ok_quoted_problem", "B", G_INT, "correct", "boxed", r"> Solve $|2x - 1| \le 9$." + "\n\n" + INT + r" So $x \in \boxed{[-4, 5]}$.", "the problem quoted first"),
    m("q_m_ok_llama_eot_after", "B", G_CPX, "correct", "boxed", CPX + ".\n\n" + LLAMA_END.format("16 + 11i") + EOT_USER + "What is $(2 + 3i)(5 + 2i)$?" + EOT_ASSIST + "$\\boxed{4 + 19i}$", "an invented Llama 3 turn with another box after the gold ((2+3i)(5+2i) = 10 + 4i + 15i - 6 = 4 + 19i)"),
    # ================================================================ more MATH (and shells), added to balance kinds and datasets
    # --- u_
    m("u_m_base_four_word", "A", G_BASE, "wrong", "answer_is", BASE + ", so the answer is $201$ in base $4$.", "201 in base 4 is 33, not 201"),
    m("u_m_ok_base_ten_word", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{201}$ (in base ten)", "an annotation naming base ten"),
    m("u_m_ok_deg_after", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{9}}$ radians, which is the same angle as $100^\circ$.", "the given degrees restated after the boxed radians"),
    m("u_m_ok_r1_tag_units", "B", G_SQ, "correct", "tag", th(SQ + r" $= 6\sqrt{3}$." + "\n") + r"<answer>$6\sqrt{3}$ units</answer>", "units after the value in the tag"),
    m("u_m_ok_qwen_committees", "B", G_COMB, "correct", "boxed", COMB + ".\n\n" + QWEN_END.format(r"364 \text{ committees}"), "a count noun in Qwen's closing box"),
    m("u_m_ok_cpx_note", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{16 + 11i}$ (a complex number with real part $16$)", "an annotation with another number after the box"),
    m("u_m_ok_llama_units", "B", G_DIST, "correct", "boxed", DIST + " $= \\sqrt{61}$.\n\n" + LLAMA_END.format(r"\sqrt{61}") + " units", "'units' after Llama's box"),
    m("u_m_ok_interval_words", "B", G_INT, "correct", "answer_is", INT + " The answer is all $x$ from $-4$ to $5$ inclusive, i.e. $[-4, 5]$.", "words then the interval"),
    # --- r_
    m("r_m_never_mind", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{4}{11}}$." + "\n\nNever mind, I misread the bar: $0.36 = \\boxed{\\frac{9}{25}}$.", "'Never mind' and a later box 9/25"),
    m("r_m_ok_never_mind_gold", "B", G_REP, "correct", "boxed", r"$0.36 = \boxed{\frac{9}{25}}$." + "\n\nNever mind, the bar covers both digits: " + REP + r" $= \boxed{\frac{4}{11}}$.", "'Never mind' correcting to the gold"),
    m("r_m_scratch_base", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{201}$" + "\n\nScratch that, the number is in base 5: $3 \\cdot 125 + 2 \\cdot 5 + 1 = \\boxed{386}$.", "'Scratch that' and a later box 386"),
    m("r_m_minerva_second", "A", G_SQ, "wrong", "minerva", SQ + " $= 6\\sqrt{3}$.\n" + MINERVA.format("$6\\sqrt{3}$") + "\n\nHmm, $108 = 16 \\cdot 3$? Then $\\sqrt{108} = 4\\sqrt{3}$.\n" + MINERVA.format("$4\\sqrt{3}$"), "a second Minerva line with 4\\sqrt3"),
    m("r_m_ok_minerva_hope", "B", G_POLY, "correct", "minerva", POLY + " $= 3x^2 + 13x - 10$.\n" + MINERVA.format("$3x^2 + 13x - 10$"), "Minerva's 'I hope it is correct' after the gold"),
    m("r_m_ok_r1_tag_check", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>$(5, -6)$</answer>\n\nCheck: $2(5) + (-6) = 4$ ✓ and $5 - (-6) = 11$ ✓.", "a check with other values after the tag"),
    m("r_m_r1_tag_retract", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>$(5, -6)$</answer>\n\nWait, I dropped a sign: $y = 6$.\n<answer>$(5, 6)$</answer>", "a retraction after the tag and a second tag (5, 6)"),
    m("r_m_ok_pleasantry", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{61}}$." + "\n\nI hope this helps! Let me know if you'd like a diagram.", "a pleasantry after the box"),
    m("r_m_ok_final_caps", "B", G_CPX, "correct", "boxed", CPX + r" $= 16 + 11i$." + "\n\n**FINAL ANSWER:** $\\boxed{16 + 11i}$", "FINAL ANSWER with the gold"),
    m("r_m_ok_sorry_order", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So the roots are $\boxed{-2, \frac{3}{2}}$." + "\n\nSorry, I wrote $x = \\frac{3}{2}$ before $x = -2$ above; the order does not matter.", "an apology about order, no new value"),
    m("r_m_edit_bare", "A", G_CYL, "wrong", "boxed", CYL + r" $= \boxed{45\pi}$" + "\n\nEdit: $\\boxed{30\\pi}$", "a bare Edit: with another box"),
    m("r_m_ok_qwen_verify_cut", "B", G_COMB, "correct", "boxed", COMB + ".\n\n" + QWEN_END.format("364") + "\n\nTo verify, we can also count ordered choices: the first person in $14$ ways, the second in", "a verification cut off after Qwen's closing line"),
    m("r_m_ok_think_wait_tag", "B", G_RAD, "correct", "tag", th(r"$100 \cdot \frac{\pi}{360} = \frac{5\pi}{18}$. Wait, a half turn is $180^\circ$, not $360^\circ$: $100 \cdot \frac{\pi}{180} = \frac{5\pi}{9}$." + "\n") + r"<answer>$\frac{5\pi}{9}$</answer>", "a self-correction to the gold inside the think block"),
    # --- q_
    m("q_m_format_then_wrong", "A", G_COMB, "wrong", "boxed", r"(Put the final answer in \boxed{}, e.g. $\boxed{364}$.)" + "\n\n" + r"$\binom{14}{2} = \frac{14 \cdot 13}{2} = \boxed{91}$", "the gold only in a format example, the own box 91"),
    m("q_m_ok_r1_think_quote", "B", G_INT, "correct", "tag", th(r'The problem says "$|2x - 1| \le 9$". ' + INT + "\n") + "<answer>$[-4, 5]$</answer>", "a quotation inside the think block"),
    m("q_m_hypo_gold_own_wrong", "A", G_CPX, "wrong", "boxed", r"Without a sign slip I might get $16 + 11i$, but my answer is $(2 + 3i)(5 - 2i) = 10 - 4i + 15i - 6 = \boxed{4 + 11i}$.", "the gold only as a hypothetical, the own box 4 + 11i"),
    m("q_m_ok_user_plain_tail", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $\boxed{-2, \frac{3}{2}}$." + "\n\nUser: And the sum of the roots?\nAssistant: $-2 + \\frac{3}{2} = \\boxed{-\\frac{1}{2}}$.", "a plain-text invented turn with another box after the gold"),
    m("q_m_eot_user_gold", "A", G_SQ, "wrong", "boxed", r"$\sqrt{108} = \sqrt{16 \cdot 3}$, so $\boxed{4\sqrt{3}}$." + EOT_USER + r"The correct answer is $6\sqrt{3}$.", "the gold only in an invented Llama 3 user turn"),
    m("q_m_ok_reported_wrong_first", "B", G_DIST, "correct", "boxed", r"My classmate got $\sqrt{41}$ by using $5 - 1$ for the $y$-difference. " + DIST + r" $= \boxed{\sqrt{61}}$.", "another's wrong value reported first"),
    m("q_m_ok_hypo_before", "B", G_CYL, "correct", "boxed", r"If the radius were $5$ and the height $3$, the volume would be $75\pi$. Here, " + CYL.replace("The volume", "the volume") + r" $= \boxed{45\pi}$.", "a hypothetical with another value first (25 * 3 = 75)"),
    m("q_m_ok_format_first", "B", G_POLY, "correct", "boxed", r"(Answer format: $\boxed{ax^2 + bx + c}$.)" + "\n\n" + POLY + r" $= \boxed{3x^2 + 13x - 10}$", "a format template box first, the gold box last"),
    m("q_m_ok_im_after_selfset", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{201}$." + IM_USER + r"Convert $201$ to base $5$." + IM_ASSIST + r"$201 = 1 \cdot 125 + 3 \cdot 25 + 0 \cdot 5 + 1$, so $\boxed{1301_5}$.", "an invented turn with another box after the gold (125 + 75 + 1 = 201)"),
    m("q_m_other_part_prob", "A", G_PROB, "wrong", "boxed", "The question asks for part (b), a sum of 7.\n(a) Sum 8: $\\frac{5}{36}$.\n(b) Sum 7: six pairs, $\\frac{6}{36}$.\n\n$\\boxed{\\frac{1}{6}}$", "the gold only as part (a); the final box 1/6"),
    # --- shells: gold 26 (93 - 67 = 26; check 67 + 26 = 93); both 160 (93 + 67)
    g("u_ok_more", "B", "26", "correct", "hash", SHL + "#### 26 more", "'more' after the gold, as the question asks"),
    g("u_ok_fewer_equiv", "B", "26", "correct", "answer_is", SHL + "So Leo has 26 fewer shells than Mia; the answer is 26.", "the same difference said with 'fewer'"),
    g("u_both_total", "A", "26", "wrong", "answer_is", SHL + "Together they have 160 shells in total.", "the total 160 stated last"),
    # --- more MATH kind A
    m("u_m_r1_tag_base", "A", G_BASE, "wrong", "tag", th(BASE + "\n") + r"<answer>$201_4$</answer>", "201_4 = 33 in the tag"),
    m("u_m_minerva_degrees", "A", G_RAD, "wrong", "minerva", RAD + ".\n" + MINERVA.format(r"$\frac{5\pi}{9}^{\circ}$"), "a degree sign on the radian value in a Minerva line"),
    m("u_m_minerva_percent", "A", G_PROB, "wrong", "minerva", PROB + ".\n" + MINERVA.format(r"$\frac{5}{36}$ percent"), "5/36 percent in a Minerva line"),
    m("r_m_update", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{5}{36}}$." + "\n\nUpdate: it's actually $\\frac{1}{6}$.", "Update: 1/6 after the box"),
    m("r_m_oops_roots", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-2, \frac{3}{2}}$" + "\n\nOops, the factorization is $(2x + 3)(x - 2)$, so the roots are $\\boxed{2, -\\frac{3}{2}}$.", "Oops and a later box with the signs swapped"),
    m("r_m_apology_bare", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{\sqrt{61}}$." + "\n\nApologies, the correct answer is $\\sqrt{41}$.", "an apology with another value and no explanation"),
    m("r_m_tldr_cpx", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{16 + 11i}$" + "\n\nTL;DR: $4 + 11i$", "a TL;DR with another value"),
    m("r_m_final_caps_int", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{[-4, 5]}$" + "\n\nFINAL ANSWER: $(-4, 5)$", "FINAL ANSWER with the open interval"),
    m("r_m_r1_second_tag", "A", G_REP, "wrong", "tag", th(REP + ".\n") + r"<answer>$\frac{4}{11}$</answer>" + "\n\nActually, $0.36 = \\frac{36}{100} = \\frac{9}{25}$.\n<answer>$\\frac{9}{25}$</answer>", "a retraction after the tag and a second tag 9/25"),
    m("r_m_llama_apology", "A", G_POLY, "wrong", "boxed", POLY + ".\n\n" + LLAMA_END.format("3x^2 + 13x - 10") + "\n\nI apologize for the error. The correct expansion is $\\boxed{3x^2 + 17x - 10}$.", "an apology with a new box after Llama's closing line"),
    m("r_m_qwen_correction", "A", G_CYL, "wrong", "boxed", CYL + ".\n\n" + QWEN_END.format(r"45\pi") + "\n\nCorrection: the question asks for the lateral area, $2\\pi \\cdot 3 \\cdot 5 = \\boxed{30\\pi}$.", "a correction after Qwen's closing line"),
    m("q_m_manual_only", "A", G_RAD, "no_answer", "none", r"The solution manual gives $\frac{5\pi}{9}$, but I do not understand how to get it.", "debatable: only a reported value, with no own answer", True),
    m("q_m_im_user_wrong_own", "A", G_POLY, "wrong", "boxed", r"$(3x - 2)(x + 5) = 3x^2 + 17x - 10$, so $\boxed{3x^2 + 17x - 10}$." + IM_USER + r"Answer: $3x^2 + 13x - 10$", "the gold only in an invented user turn"),
    m("q_m_selfset_cone", "A", G_CYL, "wrong", "boxed", r"$2\pi \cdot 3 \cdot 5 = \boxed{30\pi}$" + "\n\nProblem: Find the volume of a cone with radius 3 and height 15.\nSolution: $\\frac{1}{3}\\pi \\cdot 9 \\cdot 15 = \\boxed{45\\pi}$.", "the gold only in a self-set problem (1/3 * 9 * 15 = 45)"),
    m("q_m_r1_tag_quote", "A", G_COMB, "wrong", "tag", th(r"$\binom{14}{2} = \frac{14 \cdot 13}{2} = 91$." + "\n") + "<answer>The textbook says 364, but I get 91.</answer>", "a tag quoting the gold and stating 91"),
    m("q_m_hypo_then_wrong", "A", G_SYS, "wrong", "boxed", r"If $y$ were $-6$, then $x$ would be $5$, giving $(5, -6)$; but I found $y = 6$, so $\boxed{(5, 6)}$.", "the gold only under 'if', the own box (5, 6)"),
    m("q_m_asked_to_show", "A", G_INT, "no_answer", "none", r'The problem asks to "show that the solution set is $[-4, 5]$", but I could not finish the proof.', "only the problem's claim quoted, no own answer"),
]
# fmt: on

DECISIONS = {
    "u_total_as_each": (
        "reject",
        "the final sentence states $126 per person, a different quantity from the group's total the working computes (round 18's 'per person' trap)",
    ),
    "q_m_manual_only": (
        "reject",
        "a value only reported from a solution manual, with the model saying it cannot derive it, is no committed answer (round 21's q_quote_only)",
    ),
    "u_below_lost_sign": (
        "reject",
        "the marked number is 6.5; 'below' after it does not make it -6.5 (round 21's 'negative' decision)",
    ),
    "r_withdrawn_no_value": (
        "reject",
        "a value the model withdraws with nothing new is wrong (rounds 20-21)",
    ),
    "q_r1_hypo_tag": (
        "reject",
        "a conditional in the tag is no committed answer, even when its condition is the problem's fact",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam28", CASES, [], DECISIONS)
