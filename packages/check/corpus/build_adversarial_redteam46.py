r"""Build adversarial_redteam46.jsonl: a forty-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam46", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Read:
corpus/README.md ("How labels were made" and the sources table, to avoid reused problems),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure, conventions, label rules),
and issue 25.

Aim of this round: a fresh measure by a new independent author of the issue's hidden probe set:
the eight classes about equally (23-26 probes each; 196 in all: kind A 104 / B 92, GSM8K 105 /
MATH 91, 2 debatable), one trick each, some short and plain, some
inside realistic completions (R1 `<think>` blocks, Qwen / Llama 3 / Minerva / R1-distill closing
lines, chat-turn tokens, GSM8K `<<a*b=c>>` annotations); about half GSM8K, half MATH; about 45 %
kind B. New problem shapes (two-leg journey, ages, work rate, ratio, remainder, percent change,
change from a note, mean; logarithm, vector norm, geometric series, modular power, probability,
cylinder, cosecant, interval from an absolute value, base 5, a linear system, expansion, binomial,
radical, zero from a logarithm, arc length, degrees to radians, a repeating decimal).

GSM8K problems and golds (arithmetic checked by hand, re-checked with python as arithmetic only):
- TRIP: 72 km/h for 2.5 h then 48 km/h for 1.5 h -> 72 * 2.5 = 180, 48 * 1.5 = 72, 180 + 72 = 252.
  Slip (times swapped): 72 * 1.5 = 108, 48 * 2.5 = 120, 108 + 120 = 228.
- AGE: Priya is 3 times her nephew's age; in 15 years twice -> 3n + 15 = 2n + 30, n = 15, Priya
  3 * 15 = 45 (check 60 = 2 * 30). The question asks Priya's age: gold 45; the nephew's 15 is wrong.
- PRINT: printers taking 14 h and 35 h -> 1/14 + 1/35 = 5/70 + 2/70 = 7/70 = 1/10 -> 10 hours.
  Wrong values used: 24.5 (the average), 49 (the sum).
- ROSE: 143 roses red:white = 5:8 -> 143 / 13 = 11, white 8 * 11 = 88 (gold), red 5 * 11 = 55,
  difference 33.
- BOX: 613 cans in boxes of 24 -> 24 * 25 = 600, 613 - 600 = 13 left over (gold); 25 full boxes.
- DROP: a price 250 -> 215 -> drop 35 dollars, 35 / 250 = 0.14 = 14 % (gold 14).
- CHG: 3 notebooks at $4.35 and a $2.15 pen paid with $20 -> 13.05 + 2.15 = 15.20, change
  20 - 15.20 = 4.80 (gold "4.80"). Slip (pen $2.51): 13.05 + 2.51 = 15.56, 20 - 15.56 = 4.44.
- FRZ: 6 degrees cooling 2.75 an hour for 4 hours -> 2.75 * 4 = 11, 6 - 11 = -5.
- TANK: 125 L draining 12.5 L a minute for 10 minutes -> 12.5 * 10 = 125, 125 - 125 = 0.
- PAY: $2,750 a month for 18 months plus a $4,200 bonus -> 2750 * 18 = 49500, + 4200 = 53700.
- MEAN: 76, 89, 94, 83 -> 76 + 89 = 165, + 94 = 259, + 83 = 342, 342 / 4 = 85.5 (= 171/2).

MATH problems and golds:
- LOG: log_8 128 = 7/3 (8^{7/3} = 2^7 = 128). VEC: |(1, -4, 8)| = sqrt(1 + 16 + 64) = 9.
- GEO: 3 + 6 + ... + 192 (7 terms, 3 * 2^6 = 192) = 3(2^7 - 1) = 381; slip 8 terms 3 * 255 = 765.
- MOD: 5^23 mod 6 = 5 (5 = -1 mod 6, odd power). CPX: (3 - i)(4 + 2i) = 12 + 6i - 4i + 2 = 14 + 2i.
- PRB: one red one blue from 5 red, 4 blue, two drawn -> 5 * 4 / C(9, 2) = 20/36 = 5/9.
- CYL: r = 4, h = 7 -> 16 * 7 pi = 112 pi (about 351.86). CSC: csc(pi/4) = 2/sqrt2 = sqrt2.
- INT: |2x - 5| < 9 -> -4 < 2x < 14 -> (-2, 7) (open; [-2, 7] is wrong).
- ROOTS: 2x^2 + 5x - 12 = (2x - 3)(x + 4) -> -4, 3/2 (2*16 - 20 - 12 = 0; 4.5 + 7.5 - 12 = 0).
- BASE: 2314_5 = 250 + 75 + 5 + 4 = 334 (343 and 349 are wrong values).
- SYS: x + y = 5, 3x - 2y = 30 -> 15 - 5y = 30, y = -3, x = 8 -> (8, -3) (check 24 + 6 = 30).
- POLY: (5x - 2)(x + 6) = 5x^2 + 30x - 2x - 12 = 5x^2 + 28x - 12 (slip 5x^2 + 32x - 12).
- COMB: C(14, 4) = 14 * 13 * 12 * 11 / 24 = 24024 / 24 = 1001 (slips 1011; C(14, 3) = 364).
- RAD: sqrt162 = 9 sqrt2. ZERO: log_7 1 = 0. ARC: r = 3, theta = pi/3 -> pi.
- DEG: 40 degrees = 40 pi / 180 = 2 pi / 9. REP: 0.(135) = 135/999 = 5/37 (37 * 135 = 4995).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
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
is `wrong`; a value withdrawn with nothing new is `wrong` (round 20); an explicit correction after an
answer makes the corrected value the final one; a check, pleasantry, self-set practice problem or
cut-off re-check after a committed answer does not replace it; text in an invented next turn does
not count; in an <answer> tag a sentence, an equation chain or a box is read for the value it
states, and an unclosed tag still holds its answer; a comparison or multiplier word after the number
(`less`, `fewer`, `dozen`, `thousand`) makes it another quantity (issue 25's list). A NUL anywhere is
only used in kind-A probes (a wrong value either way). Lone surrogates are not here: `write_records`
writes UTF-8, which cannot hold them (the issue's `check --input` batch case needs a raw file). Debatable probes carry `"debatable": true`,
the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam46.py
"""

from corpus_build import (
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qbox,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working (golds in the docstring)
TRIP = "The first leg is 72 * 2.5 = <<72*2.5=180>>180 km.\nThe second leg is 48 * 1.5 = <<48*1.5=72>>72 km.\nIn total 180 + 72 = <<180+72=252>>252 km.\n"
TRIP_SLIP = "The first leg is 72 * 1.5 = <<72*1.5=108>>108 km.\nThe second leg is 48 * 2.5 = <<48*2.5=120>>120 km.\nIn total 108 + 120 = <<108+120=228>>228 km.\n"
AGE = "We want Priya's age. Let the nephew be n. Then 3n + 15 = 2(n + 15), so 3n + 15 = 2n + 30 and n = 15.\nPriya is 3 * 15 = <<3*15=45>>45 years old.\n"
PRINT = "Together the printers do 1/14 + 1/35 = 5/70 + 2/70 = 7/70 = 1/10 of the job an hour, so the job takes 10 hours.\n"
ROSE = "The ratio 5:8 has 13 parts, and 143 / 13 = <<143/13=11>>11 roses a part.\nWe want the white roses: 8 * 11 = <<8*11=88>>88.\n"
BOX = "24 * 25 = <<24*25=600>>600 cans fill 25 boxes, and 613 - 600 = <<613-600=13>>13 cans are left over.\n"
DROP = "The price fell by 250 - 215 = <<250-215=35>>35 dollars, and 35 / 250 * 100 = <<35/250*100=14>>14 percent.\n"
CHG = "3 notebooks cost 3 * 4.35 = <<3*4.35=13.05>>13.05 dollars, and with the pen 13.05 + 2.15 = <<13.05+2.15=15.20>>15.20 dollars.\nThe change from $20 is 20 - 15.20 = <<20-15.20=4.80>>4.80 dollars.\n"
FRZ = "The freezer cools 2.75 * 4 = <<2.75*4=11>>11 degrees, so it reaches 6 - 11 = <<6-11=-5>>-5 degrees.\n"
TANK = "In 10 minutes 12.5 * 10 = <<12.5*10=125>>125 litres drain, so 125 - 125 = <<125-125=0>>0 litres are left.\n"
PAY = "18 months at $2,750 is 18 * 2750 = <<18*2750=49500>>49500 dollars.\nWith the $4,200 bonus: 49500 + 4200 = <<49500+4200=53700>>53700 dollars.\n"
MEAN = "The scores add to 76 + 89 + 94 + 83 = <<76+89+94+83=342>>342, and 342 / 4 = <<342/4=85.5>>85.5.\n"

# ================================================================ MATH working (stems stop before the value)
G_LOG = r"\frac{7}{3}"
LOG = r"Since $8 = 2^3$ and $128 = 2^7$, $\log_8 128 = \frac{\log_2 128}{\log_2 8}$"
G_VEC = "9"
VEC = r"$\|(1, -4, 8)\| = \sqrt{1 + 16 + 64} = \sqrt{81}$"
G_GEO = "381"
GEO = r"The terms are $3 \cdot 2^k$ for $k = 0, \dots, 6$, so the sum is $3(2^7 - 1) = 3 \cdot 127$"
G_MOD = "5"
MOD = r"Since $5 \equiv -1 \pmod 6$, $5^{23} \equiv (-1)^{23} \equiv -1 \pmod 6$."
G_CPX = "14 + 2i"
CPX = r"$(3 - i)(4 + 2i) = 12 + 6i - 4i - 2i^2 = 12 + 2i + 2$"
G_PRB = r"\frac{5}{9}"
PRB = r"There are $\binom{9}{2} = 36$ pairs, and $5 \cdot 4 = 20$ of them have one red and one blue, so the probability is $\frac{20}{36}$"
G_CYL = r"112\pi"
CYL = r"$V = \pi r^2 h = \pi \cdot 4^2 \cdot 7 = 16 \cdot 7 \cdot \pi$"
G_CSC = r"\sqrt{2}"
CSC = r"$\csc\frac{\pi}{4} = \frac{1}{\sin(\pi/4)} = \frac{1}{\sqrt{2}/2} = \frac{2}{\sqrt{2}}$"
G_INT = "(-2, 7)"
INT = r"$-9 < 2x - 5 < 9$ gives $-4 < 2x < 14$, so $-2 < x < 7$."
G_ROOTS = r"-4, \frac{3}{2}"
ROOTS = r"$2x^2 + 5x - 12 = (2x - 3)(x + 4) = 0$."
G_BASE = "334"
BASE = r"$2314_5 = 2 \cdot 125 + 3 \cdot 25 + 1 \cdot 5 + 4 = 250 + 75 + 5 + 4$"
G_SYS = "(8, -3)"
SYS = r"From $x = 5 - y$: $3(5 - y) - 2y = 30$, so $-5y = 15$, $y = -3$ and $x = 8$."
G_POLY = "5x^2 + 28x - 12"
POLY = r"$(5x - 2)(x + 6) = 5x^2 + 30x - 2x - 12$"
G_COMB = "1001"
COMB = r"$\binom{14}{4} = \frac{14 \cdot 13 \cdot 12 \cdot 11}{24} = \frac{24024}{24}$"
G_RAD = r"9\sqrt{2}"
RAD = r"$\sqrt{162} = \sqrt{81 \cdot 2}$"
G_ZERO = "0"
ZERO = r"Since $7^0 = 1$, $\log_7 1$"
G_ARC = r"\pi"
ARC = r"The arc length is $r\theta = 3 \cdot \frac{\pi}{3}$"
G_DEG = r"\frac{2\pi}{9}"
DEG = r"$40^\circ \cdot \frac{\pi}{180^\circ} = \frac{40\pi}{180}$"
G_REP = r"\frac{5}{37}"
REP = r"Let $x = 0.\overline{135}$. Then $1000x - x = 135$, so $x = \frac{135}{999}$"

STEPS_TRIP = llama(
    ("First leg", "72 km/h for 2.5 hours is 72 * 2.5 = 180 km."),
    ("Second leg", "48 km/h for 1.5 hours is 48 * 1.5 = 72 km."),
    ("Total", "180 + 72 = 252 km."),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "252", "wrong", "tag", th(TRIP_SLIP) + "<answer>The train travels 228 km.</answer>", "a sentence in the tag states 228 (times swapped)"),
    g("t_unclosed_other", "A", "88", "wrong", "tag", th(ROSE) + "<answer>55 red roses", "an unclosed tag holding 55, the red roses; 88 only in the thinking"),
    g("t_think_gold_tag_other", "A", "45", "wrong", "tag", th(AGE) + "<answer>15</answer>", "the thinking reaches 45, the tag says 15 (the nephew)"),
    g("t_equation_other", "A", "14", "wrong", "tag", th(DROP) + "<answer>250 - 215 = 35</answer>", "an equation chain ending 35, the drop in dollars"),
    g("t_placeholder", "A", "53700", "no_answer", "tag", th(PAY) + "<answer>...</answer>", "an ellipsis placeholder in the tag; the gold only in the thinking"),
    g("t_cut_in_tag", "A", "-5", "no_answer", "truncated", th(FRZ) + "<answer>The freezer ends at -", "cut inside the tag before any number"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + " = 14 + 2i.\n") + r"<answer>$\boxed{10 + 2i}$</answer>", "a box in the tag, 10 + 2i"),
    m("t_m_two_tags", "A", G_BASE, "wrong", "tag", th(BASE + " = 334.\n") + "<answer>334</answer>\n<answer>343</answer>", "two tags, the last 343"),
    m("t_m_empty_box", "A", G_RAD, "no_answer", "tag", th(RAD + r" = 9\sqrt{2}" + "\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag; the gold only in the thinking"),
    m("t_m_swapped_pair", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (-3, 8)$.</answer>", "a sentence in the tag with the pair swapped"),
    g("t_ok_sentence", "B", "252", "correct", "tag", th(TRIP) + "<answer>The train travels 252 km in total.</answer>", "a sentence in the tag"),
    g("t_ok_box_dollar", "B", "4.80", "correct", "tag", th(CHG) + r"<answer>$\boxed{\$4.80}$</answer>", "a boxed dollar amount in math mode in the tag"),
    g("t_ok_unclosed", "B", "13", "correct", "tag", th(BOX) + "<answer> 13 cans", "an unclosed tag (cut at the stop string) holding the gold"),
    g("t_ok_phrase", "B", "10", "correct", "tag", th(PRINT) + "<answer>The answer is 10 hours.</answer>", "an answer phrase with a unit in the tag"),
    g("t_ok_hash", "B", "85.5", "correct", "tag", th(MEAN) + "<answer>#### 85.5</answer>", "a #### line inside the tag"),
    m("t_m_ok_box_paren", "B", G_LOG, "correct", "tag", th(LOG + " = 7/3.\n") + r"<answer>\(\boxed{\frac{7}{3}}\)</answer>", "a box in \\( \\) in the tag"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>$\binom{14}{4} = 1001$</answer>", "an equation ending in the gold"),
    m("t_m_ok_pair_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $x = 8$, $y = -3$, i.e. $(8, -3)$.</answer>", "a sentence naming x and y, then the pair"),
    m("t_m_ok_newlines", "B", G_VEC, "correct", "tag", th(VEC + " = 9\n") + "<answer>\n9\n</answer>", "newlines around the value"),
    m("t_m_ok_minerva_in_tag", "B", G_GEO, "correct", "tag", th(GEO + " = 381.\n") + "<answer>" + MINERVA.format("$381$") + "</answer>", "a Minerva line inside the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "252", "wrong", "hash", TRIP_SLIP + "So the answer is #### 228", "phrase then #### 228"),
    g("h_colon_hash_other", "A", "45", "wrong", "hash", AGE + "The answer is: #### 15", "phrase then #### 15 (the nephew, not the asked Priya)"),
    g("h_final_hash_empty", "A", "0", "no_answer", "hash", TANK + "Final Answer: ####", "an empty #### after Final Answer; gold 0 only in the working"),
    g("h_phrase_gold_hash_other", "A", "10", "wrong", "hash", PRINT + "The answer is 10 hours.\n#### 24.5", "phrase 10, #### 24.5: two different final answers"),
    g("h_hash_then_phrase_other", "A", "88", "wrong", "hash", ROSE + "#### 88\nSo the answer is 55.", "#### 88 then a phrase stating 55: the last final answer is 55"),
    g("h_answer_hash_other", "A", "14", "wrong", "hash", DROP + "Answer: #### 35 dollars", "Answer: #### 35, the drop in dollars"),
    g("h_hash_phrase_inside_other", "A", "252", "wrong", "hash", TRIP_SLIP + "#### The answer is 228", "#### followed by a phrase stating 228"),
    m("h_m_phrase_hash_other", "A", G_BASE, "wrong", "hash", BASE + " = 334.\nThe answer is: #### 343", "the working reaches 334, the #### says 343"),
    m("h_m_final_hash_other", "A", G_CPX, "wrong", "hash", CPX + " = 14 + 2i.\nFinal Answer: #### 14 - 2i", "#### 14 - 2i, the sign of i flipped"),
    m("h_m_bold_hash_other", "A", G_COMB, "wrong", "hash", COMB + "\n**Answer:** #### 1011", "bold Answer then #### 1011"),
    g("h_ok_so_hash", "B", "252", "correct", "hash", TRIP + "So the answer is #### 252", "the issue's 'So the answer is #### N' shape"),
    g("h_ok_colon_hash", "B", "45", "correct", "hash", AGE + "The answer is: #### 45", "'The answer is: #### N'"),
    g("h_ok_final_hash_zero", "B", "0", "correct", "hash", TANK + "Final Answer: #### 0", "'Final Answer: #### 0'"),
    g("h_ok_answer_hash_money", "B", "4.80", "correct", "hash", CHG + "Answer: #### 4.80", "'Answer: #### N' with cents"),
    g("h_ok_sentence_then_hash", "B", "10", "correct", "hash", PRINT + "Working together, they need 10 hours.\n#### 10", "a sentence then ####"),
    g("h_ok_colon_hash_dollar", "B", "53700", "correct", "hash", PAY + "The answer is: #### $53,700", "phrase, #### with a dollar sign and comma"),
    g("h_ok_bold_hash_negative", "B", "-5", "correct", "hash", FRZ + "**Final answer:** #### -5", "bold marker then #### with a negative"),
    m("h_m_ok_so_hash", "B", G_BASE, "correct", "hash", BASE + " = 334.\nSo the answer is #### 334", "a MATH answer after 'So the answer is ####'"),
    m("h_m_ok_final_hash_slash", "B", G_LOG, "correct", "hash", LOG + " = 7/3.\nFinal Answer: #### 7/3", "7/3 for \\frac{7}{3} after 'Final Answer: ####'"),
    m("h_m_ok_hash_latex", "B", G_PRB, "correct", "hash", PRB + r" $= \frac{5}{9}$." + "\nThe answer is: #### \\frac{5}{9}", "a LaTeX fraction after ####"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", TANK + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_mean", "A", "85.5", "wrong", "hash", MEAN + "So the mean is about 86.\n#### 86", "rounded to 86"),
    g("x_tiny_off_large", "A", "53700", "wrong", "hash", PAY + "#### 53700.4", "53700.4: relative error under 1e-5"),
    g("x_cent_off", "A", "4.80", "wrong", "hash", CHG + "#### 4.79", "one cent off"),
    g("x_percent_of_percent", "A", "14", "wrong", "hash", DROP + "#### 0.14%", "0.14 % is not 14 %"),
    g("x_share_for_percent", "A", "14", "wrong", "hash", DROP + "#### 0.14", "debatable: a decimal share where the working computes the percent (round 5's decision)", True),
    m("x_m_decimal_sqrt", "A", G_CSC, "wrong", "boxed", CSC + r" $\approx \boxed{1.414}$", "a decimal for \\sqrt2"),
    m("x_m_decimal_pi", "A", G_CYL, "wrong", "boxed", CYL + r" $\approx \boxed{351.86}$", "a decimal for 112\\pi (351.858...)"),
    m("x_m_near_zero_exact", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{2^{-100}}$.", "2^{-100} against gold 0: an exact nonzero"),
    m("x_m_pi_plus_tiny", "A", G_ARC, "wrong", "boxed", ARC + r" $= \boxed{\pi + 10^{-40}}$", "\\pi + 10^{-40} against \\pi"),
    m("x_m_repeating_cut", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.135}$", "0.135 is not 5/37 (0.135135...)"),
    m("x_m_tiny_imag", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{9 + 10^{-60} i}$", "9 + 10^{-60} i against 9"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TANK + "#### 0.0", "0.0 for 0"),
    g("x_ok_drop_trailing_zero", "B", "4.80", "correct", "hash", CHG + "#### 4.8", "4.8 for the gold 4.80"),
    g("x_ok_fraction", "B", "85.5", "correct", "boxed", MEAN + r"The mean is $\boxed{\frac{171}{2}}$.", "171/2 = 85.5"),
    g("x_ok_negative_zeros", "B", "-5", "correct", "hash", FRZ + "#### -5.00", "-5.00 for -5"),
    m("x_m_ok_unsimplified", "B", G_PRB, "correct", "boxed", PRB + r" $= \boxed{\frac{20}{36}}$.", "20/36 = 5/9 unsimplified"),
    m("x_m_ok_sqrt162", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\sqrt{162}}$", "\\sqrt{162} = 9\\sqrt2 unsimplified"),
    m("x_m_ok_two_over_sqrt2", "B", G_CSC, "correct", "boxed", CSC + r" $= \boxed{\frac{2}{\sqrt{2}}}$.", "2/\\sqrt2 = \\sqrt2"),
    m("x_m_ok_overline", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{0.\overline{135}}$.", "the exact repeating decimal"),
    m("x_m_ok_pi_product", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{16\pi \cdot 7}$", "16\\pi * 7 = 112\\pi"),
    m("x_m_ok_deg_unsimplified", "B", G_DEG, "correct", "boxed", DEG + r" $= \boxed{\frac{40\pi}{180}}$", "40\\pi/180 = 2\\pi/9"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "252", "no_answer", "answer_is", TRIP + "The answer is not 252.", "the gold negated, nothing after"),
    g("n_neq_box", "A", "88", "no_answer", "boxed", ROSE + r"$\boxed{\neq 88}$", "a box holding \\neq gold"),
    g("n_strike_html", "A", "10", "no_answer", "hash", PRINT + "#### <s>10</s>", "the gold struck with <s>, nothing after"),
    g("n_strike_then_other", "A", "45", "wrong", "hash", AGE + "#### ~~45~~ 15", "the gold struck, 15 after"),
    g("n_annot_incorrect", "A", "53700", "wrong", "boxed", PAY + r"$\boxed{53700}$ (incorrect)", "the model marks its box incorrect"),
    g("n_cross_mark", "A", "4.80", "wrong", "hash", CHG + "#### 4.80 ❌", "a cross mark after the answer"),
    g("n_isnt", "A", "-5", "no_answer", "answer_is", FRZ + "The final temperature isn't -5 degrees.", "isn't the gold, no other value"),
    m("n_m_neq_pair", "A", G_SYS, "no_answer", "boxed", SYS + r" $\boxed{(x, y) \neq (8, -3)}$", "a box stating the pair is not the gold"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{1001}}$", "a cancelled box"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{334 \text{ (wrong)}}$", "the box annotated wrong"),
    m("n_m_st_then_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\st{5x^2 + 28x - 12}\ 5x^2 + 32x - 12}$", "the gold struck with \\st, 5x^2 + 32x - 12 after"),
    g("n_ok_not_other_but_gold", "B", "45", "correct", "answer_is", AGE + "The answer is not 15 (that is the nephew) but 45.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "252", "correct", "hash", TRIP + "#### ~~228~~ 252", "the slip struck, the gold after"),
    g("n_ok_check_mark", "B", "88", "correct", "hash", ROSE + "#### 88 ✅", "a check mark after the answer"),
    g("n_ok_harmless_not", "B", "10", "correct", "hash", PRINT + "#### 10\n\nNote that the answer is not the average of 14 and 35.", "a 'not' about another quantity after the answer"),
    g("n_ok_neq_working", "B", "14", "correct", "hash", DROP + "Note 35 ≠ 14: the drop in dollars is not the percent.\n#### 14", "≠ in the working, the gold after ####"),
    m("n_m_ok_neq_working", "B", G_SYS, "correct", "boxed", SYS + r" Note $(8, -3) \neq (-3, 8)$: order matters. $\boxed{(8, -3)}$", "\\neq in the working, the gold boxed last"),
    m("n_m_ok_cancel_working", "B", G_DEG, "correct", "boxed", DEG + r" $= \frac{\cancel{20} \cdot 2\pi}{\cancel{20} \cdot 9} = \boxed{\frac{2\pi}{9}}$", "cancellations in the working"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{334}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_not_zero", "B", G_MOD, "correct", "boxed", MOD + r" The remainder is not $0$; it is $\boxed{5}$.", "another value negated, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_more_difference", "A", "88", "wrong", "hash", ROSE + "#### 33 more", "33, the difference white - red, with 'more'"),
    g("u_dozen", "A", "13", "wrong", "hash", BOX + "#### 13 dozen", "13 dozen = 156, not the 13 cans the working counts"),
    g("u_fewer_gold", "A", "88", "wrong", "hash", ROSE + "#### 88 fewer", "'88 fewer' is a difference, not 88 roses (issue 25's list)"),
    g("u_less_gold", "A", "13", "wrong", "hash", BOX + "#### 13 less", "'13 less' is a difference (issue 25's list)"),
    g("u_dozen_age", "A", "45", "wrong", "answer_is", AGE + "The answer is 45 dozen.", "45 dozen = 540"),
    g("u_million", "A", "53700", "wrong", "hash", PAY + "#### 53700 million", "53700 million"),
    g("u_percent_of", "A", "14", "wrong", "answer_is", DROP + "The answer is 14% of 250, which is 35.", "the last value stated is 35"),
    g("u_below_sign_lost", "A", "-5", "wrong", "hash", FRZ + "#### 5 below", "debatable: '5 below' may mean below zero; the marked number is 5", True),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1001 \text{ thousand}}$", "1001 thousand"),
    m("u_m_percent", "A", G_PRB, "wrong", "boxed", PRB + r" $= \boxed{\frac{5}{9}\%}$", "5/9 % is not 5/9"),
    m("u_m_dozen", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{334 \text{ dozen}}$", "334 dozen"),
    g("u_ok_km", "B", "252", "correct", "hash", TRIP + "#### 252 km", "a unit after ####"),
    g("u_ok_years_old", "B", "45", "correct", "answer_is", AGE + "The answer is 45 years old.", "'years old' after the gold"),
    g("u_ok_hours", "B", "10", "correct", "hash", PRINT + "#### 10 hours", "hours after ####"),
    g("u_ok_roses", "B", "88", "correct", "answer_is", ROSE + "The answer is 88 white roses.", "an adjective and a noun after the gold"),
    g("u_ok_percent", "B", "14", "correct", "hash", DROP + "#### 14%", "a percent sign"),
    g("u_ok_celsius", "B", "-5", "correct", "answer_is", FRZ + "The answer is -5 degrees Celsius.", "degrees Celsius after a negative"),
    g("u_ok_litres", "B", "0", "correct", "hash", TANK + "#### 0 litres", "litres after 0"),
    g("u_ok_dollars_word", "B", "53700", "correct", "answer_is", PAY + "The answer is 53,700 dollars.", "the word dollars"),
    m("u_m_ok_cubic_units", "B", G_CYL, "correct", "boxed", CYL + r" $= \boxed{112\pi \text{ cubic units}}$", "text units in the box"),
    m("u_m_ok_units_after", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{9}$ units.", "units after the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "252", "wrong", "hash", TRIP + "#### 252\n\nEdit: I swapped the times; it is 228 km.", "Edit: after the answer, 228"),
    g("r_actually", "A", "45", "wrong", "hash", AGE + "#### 45\nActually, it's 15.", "Actually, 15 after the answer"),
    g("r_never_mind", "A", "10", "wrong", "answer_is", PRINT + "The answer is 10 hours. Never mind, 24.5 hours.", "Never mind, 24.5"),
    g("r_correction", "A", "88", "wrong", "hash", ROSE + "#### 88\nCorrection: 55.", "Correction: 55"),
    g("r_wait_new_value", "A", "4.80", "wrong", "hash", CHG + "#### 4.80\n\nWait, the pen was $2.51, so the change is 4.44.", "Wait, a new value 4.44"),
    g("r_placeholder", "A", "0", "wrong", "hash", TANK + "#### 0\n\n(The above is a placeholder; the real answer is TBD.)", "the model withdraws its answer with nothing new (round 20: wrong)"),
    g("r_scratch", "A", "14", "wrong", "hash", DROP + "#### 14\nScratch that: 35.", "Scratch that: 35"),
    m("r_m_later_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1001}$" + "\n\nHmm, I should have used $\\binom{14}{3} = 364$, so the answer is $\\boxed{364}$.", "a later box 364"),
    m("r_m_update", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{334}$" + "\n\nUpdate: I misread the digits; it's actually $\\boxed{349}$.", "Update: it's actually 349"),
    m("r_m_erratum", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{381}$" + "\n\nErratum: there are 8 terms, so the sum is $3(2^8 - 1) = 765$.", "Erratum: 765"),
    m("r_m_wrong_bang", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\frac{7}{3}}$. Wrong! It is $\frac{3}{7}$.", "Wrong! 3/7"),
    g("r_ok_check", "B", "252", "correct", "hash", TRIP + "#### 252\n\nCheck: 180 + 72 = 252. ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "88", "correct", "hash", ROSE + "#### 88\n\nI hope this helps!", "a pleasantry after"),
    g("r_ok_edit_format", "B", "10", "correct", "hash", PRINT + "#### 10\n\nEdit: added the units to the working.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "4.80", "correct", "hash", "The change is 4.70 dollars.\nCorrection: 13.05 + 2.15 = 15.20, so the change is 20 - 15.20 = 4.80.\n#### 4.80", "a correction to the gold"),
    g("r_ok_im_user_turn", "B", "45", "correct", "hash", AGE + "#### 45" + IM_USER + "And the nephew? Answer: 15", "another value only in an invented ChatML user turn"),
    g("r_ok_eot_user_turn", "B", "85.5", "correct", "hash", MEAN + "#### 85.5" + EOT_USER + "Thanks! Now the answer is 89, right?", "another value only in an invented Llama 3 user turn"),
    m("r_m_ok_verify", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(8, -3)}$" + "\n\nVerification: $8 + (-3) = 5$ and $3 \\cdot 8 - 2(-3) = 30$. ✓", "a verification after the box"),
    m("r_m_ok_practice", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{1001}$" + "\n\n**Practice problem:** compute $\\binom{14}{3}$. (Answer: $\\boxed{364}$)", "a self-set practice problem with its own box after the committed answer"),
    m("r_m_ok_wait_confirm", "B", G_CPX, "correct", "boxed", CPX + r". Wait, let me recheck: $-2i^2 = +2$, yes. So the answer is $\boxed{14 + 2i}$.", "a Wait that confirms, then the box"),
    m("r_m_ok_cut_recheck", "B", G_MOD, "correct", "boxed", MOD + r" So the remainder is $\boxed{5}$." + "\n\nLet me verify another way: $5^2 = 25 \\equiv 1$, so $5^{23} = 5^{22} \\cdot 5 \\equiv", "a re-check cut off after the committed answer"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refuse", "A", "252", "no_answer", "none", "> #### 252\n\nI cannot solve this problem.", "a quoted #### line, then a refusal"),
    g("q_teacher_said", "A", "252", "wrong", "hash", TRIP_SLIP + "My teacher says the answer is 252, but I get 228.\n#### 228", "the gold only reported; own answer 228"),
    g("q_you_asked", "A", "45", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{45}$." I cannot verify that.', "the gold only inside the user's quoted request"),
    g("q_two_parts", "A", "88", "wrong", "answer_is", ROSE + "The answer is 88 for part (a) and 55 for part (b).", "the working shows one asked quantity (white roses); two values for two parts are two final answers"),
    g("q_counterfactual", "A", "4.80", "no_answer", "none", "If I still had the receipt, I could say whether the change is $4.80.", "only a counterfactual, no answer"),
    g("q_student_quote", "A", "14", "wrong", "hash", 'A student wrote "#### 14", but the drop is 35 dollars.\n#### 35', "the gold in a quoted ####, final 35"),
    g("q_suppose", "A", "-5", "no_answer", "none", "Suppose the answer were -5 degrees; I would still need the cooling rate, which I do not know.", "only a supposition"),
    m("q_m_quoted_box_refuse", "A", G_BASE, "no_answer", "none", r"> The textbook gives $\boxed{334}$." + "\n\nI could not reproduce this, so I have no answer.", "a quoted box, then no own answer"),
    m("q_m_user_turn_gold", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1011}$" + IM_USER + r"The answer is $\boxed{1001}$.", "own box 1011; the gold only in an invented user turn"),
    m("q_m_other_part", "A", G_COMB, "wrong", "boxed", r"(a) $\binom{14}{4} = 1001$. (b) $\binom{14}{3} = 364$." + "\n" + r"So the answer is $\boxed{364}$.", "the gold only in another part; the final box 364"),
    m("q_m_hypo_box", "A", G_CYL, "no_answer", "none", r"If the radius were $4$ and the height $7$, the volume would be $\boxed{112\pi}$; but the figure is unreadable, so I cannot answer.", "a box under a hypothetical, then a refusal"),
    g("q_ok_quoted_problem", "B", "252", "correct", "hash", '> "A train travels at 72 km/h for 2.5 hours, then at 48 km/h for 1.5 hours."\n\n' + TRIP + "#### 252", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "88", "correct", "answer_is", ROSE + "My friend said 55, but that counts the red roses.\nThe answer is 88.", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "53700", "correct", "hash", PAY + "#### 53700\n\nIf there were no bonus, it would be 49500.", "a hypothetical after the committed answer"),
    g("q_ok_you_asked", "B", "10", "correct", "hash", 'You asked: "How long do the two printers take together?"\n' + PRINT + "#### 10", "the user's question quoted, then the answer"),
    g("q_ok_suppose_refuted", "B", "4.80", "correct", "hash", "Suppose the change were $5; then the items would cost $15, but they cost $15.20.\n" + CHG + "#### 4.80", "a supposition refuted, then the answer"),
    m("q_m_ok_quote_problem", "B", G_BASE, "correct", "boxed", "> Convert $2314_5$ to base 10.\n\n" + BASE + r" $= \boxed{334}$.", "the problem quoted"),
    m("q_m_ok_example_first", "B", G_COMB, "correct", "boxed", r"For example, $\binom{4}{2} = 6$. Similarly, " + COMB + r" $= \boxed{1001}$.", "an example with another value first"),
    m("q_m_ok_book_agrees", "B", G_REP, "correct", "boxed", REP + r" $= \frac{5}{37}$. The textbook's answer, $\frac{5}{37}$, agrees: $\boxed{\frac{5}{37}}$.", "a source quoted that agrees, then the own box"),
    m("q_m_ok_steps_labelled", "B", G_VEC, "correct", "boxed", "Step (a): " + VEC + r". Step (b): $\sqrt{81} = \boxed{9}$.", "steps labelled (a), (b)"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "252", "no_answer", "none", "", "an empty completion"),
    g("b_nul_in_number", "A", "252", "wrong", "hash", TRIP_SLIP + "#### 22\x008", "a NUL inside 228"),
    g("b_fullwidth_other", "A", "252", "wrong", "hash", TRIP_SLIP + "#### ２２８", "full-width 228"),
    g("b_bom_other", "A", "88", "wrong", "hash", "\ufeff" + ROSE + "#### 55", "a BOM then 55"),
    g("b_gold_spaces_other", "A", " 88 ", "wrong", "hash", ROSE + "#### 55", "a gold with spaces; the answer 55"),
    g("b_arabic_indic_other", "A", "88", "wrong", "hash", ROSE + "#### ٥٥", "Arabic-Indic 55"),
    g("b_long_preamble_other", "A", "252", "wrong", "hash", "lorem ipsum " * 5000 + TRIP_SLIP + "#### 228", "a 60,000-character preamble, then 228"),
    g("b_replacement_only", "A", "4.80", "no_answer", "none", "\ufffd\ufffd\ufffd", "only replacement characters"),
    m("b_m_gold_boxed_other", "A", r"\boxed{334}", "wrong", "boxed", BASE + r" $= \boxed{343}$", "a gold stored boxed; the model's 343"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{100", "cut inside the box"),
    m("b_m_control_chars_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{14 - 2i}$" + "\x07\x1b[0m", "control characters after a wrong box"),
    g("b_ok_crlf", "B", "252", "correct", "hash", (TRIP + "#### 252").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "88", "correct", "hash", ROSE + "#### ８８", "full-width digits"),
    g("b_ok_bom", "B", "10", "correct", "hash", "\ufeff" + PRINT + "#### 10", "a BOM first"),
    g("b_ok_gold_spaces", "B", " 13 ", "correct", "hash", BOX + "#### 13", "a gold with spaces"),
    g("b_ok_long_preamble", "B", "45", "correct", "hash", "Let me think. " * 3000 + AGE + "#### 45", "a 42,000-character preamble"),
    g("b_ok_emoji", "B", "53700", "correct", "hash", PAY + "#### 53700 🎉", "an emoji after the answer"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{1001}", "correct", "boxed", COMB + r" $= \boxed{1001}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_POLY + "\n", "correct", "boxed", POLY + r" $= \boxed{5x^2 + 28x - 12}$", "a gold with a trailing newline"),
    m("b_m_ok_nbsp_tab", "B", G_GEO, "correct", "boxed", GEO + r" $=\ \boxed{381}$" + "\u00a0\t\n", "a no-break space and a tab after the box"),
    m("b_m_ok_unicode_minus", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(8, −3)}$", "U+2212 MINUS SIGN in the pair"),

    # ================================================================ realistic closings (one trick each, class by prefix)
    g("r_ok_llama_steps", "B", "252", "correct", "boxed", STEPS_TRIP + LLAMA_END.format("252") + "\n\nI hope it is correct. Let me know if you need more help!", "Llama 3 steps and closing, a pleasantry after"),
    g("r_llama_steps_then_fix", "A", "252", "wrong", "boxed", STEPS_TRIP + LLAMA_END.format("252") + "\n\nCorrection: the legs were 1.5 h at 72 and 2.5 h at 48, so the final answer is: $\\boxed{228}$", "Llama 3 closing, then a correction to 228"),
    m("t_m_ok_r1final_then_tag", "B", G_ARC, "correct", "tag", th(ARC + r" $= \pi$." + "\n") + r1final(r"\pi") + "\n<answer>$\\pi$</answer>", "an R1-distill Final Answer block then a tag agreeing"),
    m("x_m_qwen_decimal_arc", "A", G_ARC, "wrong", "boxed", ARC + " = 3.14159.\n\n" + QWEN_END.format("3.14159"), "a Qwen closing with a decimal for \\pi"),
    m("x_m_ok_qwen_end", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So $x = -4$ or $x = \frac{3}{2}$." + "\n\n" + QWEN_END.format(r"\frac{3}{2}, -4"), "Qwen closing, the roots in the other order"),
    m("x_m_closed_interval", "A", G_INT, "wrong", "boxed", INT + "\n\n" + qbox("[-2, 7]"), "a closed interval for the strict inequality"),
    m("x_m_ok_interval_qbox", "B", G_INT, "correct", "boxed", INT + "\n\n" + qbox(r"(-2, 7)", "Thus, the solution set is"), "Qwen \\(\\boxed{}\\) closing with the open interval"),
    m("r_m_ok_minerva_hope", "B", G_DEG, "correct", "minerva", DEG + ".\n\n" + MINERVA.format(r"$\frac{2\pi}{9}$"), "a Minerva closing line: 'I hope it is correct.' after the answer is harmless"),
    m("q_m_minerva_other_turn", "A", G_DEG, "wrong", "minerva", DEG + ".\n\n" + MINERVA.format(r"$\frac{4\pi}{9}$") + EOT_USER + MINERVA.format(r"$\frac{2\pi}{9}$"), "own Minerva line 4\\pi/9; the gold only in an invented Llama 3 turn"),
    m("n_m_r1final_struck", "A", G_ROOTS, "wrong", "boxed", ROOTS + "\n\n" + r1final(r"\sout{-4, \frac{3}{2}}\ 4, -\frac{3}{2}"), "the gold struck with \\sout in an R1-distill box, the signs flipped after"),
    m("u_m_ok_r1final_units", "B", G_CYL, "correct", "boxed", CYL + ".\n\n" + r1final(r"112\pi \text{ cm}^3"), "an R1-distill box with cm^3"),
    g("u_ok_llama_dollars", "B", "4.80", "correct", "boxed", CHG + "\n" + LLAMA_END.format(r"\$4.80"), "Llama 3 closing with an escaped dollar sign"),
    # ================================================================ more MATH (one trick each, class by prefix)
    m("h_m_so_hash_other", "A", G_GEO, "wrong", "hash", GEO + " = 381.\nSo the answer is #### 765", "the working reaches 381, the #### says 765"),
    m("h_m_answer_hash_empty", "A", G_ZERO, "no_answer", "hash", ZERO + " = 0.\nAnswer: ####", "an empty #### after Answer:; gold 0 only in the working"),
    m("h_m_ok_answer_hash_pair", "B", G_SYS, "correct", "hash", SYS + "\nAnswer: #### (8, -3)", "a pair after 'Answer: ####'"),
    m("u_m_less", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{9 \text{ less}}$", "'9 less' is a difference (issue 25's list)"),
    m("u_m_fewer", "A", G_ARC, "wrong", "boxed", ARC + r" $= \boxed{\pi \text{ fewer}}$", "'\\pi fewer' is a difference"),
    m("u_m_ok_radians", "B", G_DEG, "correct", "boxed", DEG + r" $= \boxed{\frac{2\pi}{9} \text{ radians}}$", "the word radians in the box"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " So $x = -4$ or $x = 3/2$.\n") + "<answer>x = -4</answer>", "the tag keeps one of the two roots"),
    m("t_m_ok_in_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in (-2, 7)$</answer>", "x \\in interval in the tag"),
    m("q_m_suppose_unchecked", "A", G_LOG, "no_answer", "none", r"Suppose $\log_8 128 = \frac{7}{3}$; then $8^{7/3}$ should be $128$, but I cannot evaluate $8^{7/3}$, so I leave it open.", "only a supposition left open"),
    m("q_m_tutor_other", "A", G_MOD, "wrong", "boxed", r"My tutor says $\boxed{5}$, but I get $5^{23} \equiv 1 \pmod 6$, so the answer is $\boxed{1}$.", "the gold only reported; own box 1"),
    m("r_m_never_mind", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{0}$. Never mind, it is $\boxed{1}$.", "Never mind, then a box 1"),
    m("r_m_ok_im_turn", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-4, \frac{3}{2}}$" + IM_USER + r"Now solve $x^2 = 9$.", "an invented user turn after the box"),
    m("n_m_not_gold", "A", G_ARC, "no_answer", "answer_is", ARC + r". The answer is not $\pi$.", "the gold negated, nothing after"),
    m("n_m_ok_not_after", "B", G_MOD, "correct", "boxed", MOD + r" The answer is $\boxed{5}$, not $-1$ as a remainder.", "a harmless 'not' after the box"),
    m("b_m_nul_other", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{8}$" + "\x00", "a wrong box, then a NUL"),
    m("b_m_fullwidth_other", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{７６５}$", "full-width 765 in the box"),
    m("b_m_bom_other", "A", G_LOG, "wrong", "boxed", "\ufeff" + LOG + r" $= \boxed{\frac{3}{7}}$", "a BOM, then the inverted fraction"),
    m("b_m_ok_crlf", "B", G_LOG, "correct", "boxed", (LOG + ".\n\n" + QWEN_END.format(r"\frac{7}{3}")).replace("\n", "\r\n"), "CRLF line ends, Qwen closing"),
    m("b_m_ok_gold_spaces", "B", " 381 ", "correct", "boxed", GEO + r" $= \boxed{381}$", "a MATH gold with spaces"),
]
# fmt: on

DECISIONS = {
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "u_below_sign_lost": (
        "reject",
        "the marked number is 5; a trailing word does not make it -5 (round 21's '17.5 negative')",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam46", CASES, [], DECISIONS)
