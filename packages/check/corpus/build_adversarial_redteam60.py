r"""Build adversarial_redteam60.jsonl: a sixtieth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam60", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker (or any grader, math-verify or sympy) on the probes; handed over BEFORE any scoring. Not
model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure) and
the issue text were read.

Aim of this round: the eight classes of the issue in English, weighted to what long reasoning
outputs (R1-style traces with <think>, Qwen / Llama chat models, small RL policies) write at the END
of a solution: several candidate answers then a final one, self-verification that confirms or
overturns, "wait" / "hmm" / "actually" restarts, answers restated in another form (fraction then
decimal, exact then approximate, with and without units), boxes inside sentences, final-answer lines
with trailing commentary, answer tags with equations and units, `####` with units and money, hedges
and bounds, quoted problem text or other people's answers, invented next turns. About half kind B.

Problems and golds (arithmetic checked by hand; golds grep-checked against earlier rounds):
GSM8K
- rolls: 27 trays of 18 rolls = 486 (27*18 = 270 + 216 = 486); 359 sold -> 486 - 359 = 127
  (check 127 + 359 = 486). Misreading 395 sold: 486 - 395 = 91 (check 91 + 395 = 486).
- tickets: 38 tickets at $12.75 = 38*12 + 38*0.75 = 456 + 28.5 = 484.5. Slip $12.57: 38*12.57 =
  456 + 21.66 = 477.66.
- temperature: 3 degrees, falling 1.75 an hour for 8 hours: 1.75*8 = 14; 3 - 14 = -11.
- pay: 12 months at $3,145 = 37,740 (3000*12 = 36000, 145*12 = 1740); plus a $1,460 bonus = 39,200.
- seeds: 27 of 72 sprouted: 27/72 = 0.375 = 37.5 %.
- films: 3 films of 97 minutes = 291 minutes = 4 h 51 min (240 + 51) = 4.85 h (291/60).
- diagonals: a 14-sided polygon has 14*11/2 = 77 diagonals.
MATH
- two dice summing to 9: (3,6), (4,5), (5,4), (6,3): 4/36 = \frac{1}{9} (0.111...).
- distance (-2, 1) to (4, -3): dx = 6, dy = -4, 36 + 16 = 52 = 4*13 -> 2\sqrt{13} (~7.2111).
- 3x^2 - 5x - 2 = (3x + 1)(x - 2) (3x^2 - 6x + x - 2) -> roots -\frac{1}{3}, 2.
- (4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2 = 12 + 5i + 2 = 14 + 5i.
- 225 degrees = 225\pi/180 = \frac{5\pi}{4} (~3.927).
- 346_7 = 3*49 + 4*7 + 6 = 147 + 28 + 6 = 181.
- 0.\overline{36} = 36/99 = \frac{4}{11}.
- |2x + 1| < 9 -> -9 < 2x + 1 < 9 -> -10 < 2x < 8 -> -5 < x < 4: (-5, 4).
- 12/\sqrt6 = 12\sqrt6/6 = 2\sqrt{6} (~4.899).
- sector radius 4, angle 135 degrees: 135/360 = 3/8; 3/8 * 16\pi = 6\pi (~18.85).
- x + y = 11, x - y = 3 -> 2x = 14, x = 7, y = 4: (7, 4).
- (x - 5)(2x + 3) = 2x^2 + 3x - 10x - 15 = 2x^2 - 7x - 15.
- g(x) = x^2 - 9 at x = 3: 9 - 9 = 0.
- triangle with angles 52 and 71 degrees: 180 - 52 - 71 = 57.

Id prefixes name the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness;
`n_` negation / strike-out / annotation; `u_` unit words; `r_` retractions and harmless after-text;
`q_` quoted / reported / hypothetical text and invented turns; `b_` bad input JSON can hold (no lone
surrogates). `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or not-stated final answer a careless checker would accept; "B" a
right final answer in a notation or wording real models write.

Labels (corpus/README.md "How labels were made"): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer. A hedge between two values, or two different final answers, is `wrong`; a
bound ("at least 127") is `wrong`. No final answer is `no_answer`. Equal in value is `correct`
(`0.5` for \frac12, `127 rolls`); a decimal for an exact irrational or repeating gold, written as
the only answer, is `wrong`; an exact value followed by its approximation ("= 2\sqrt{13} \approx
7.21") is `correct` (the approximation restates it). Text in an invented next turn (`<|im_start|>user`,
`Question:` few-shot turns) does not count; a check or pleasantry after a committed answer does not
replace it; an explicit correction does. Debatable probes carry `"debatable": true` with the
proposed decision in the note and in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam60.py
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
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
ROLL = "27 trays of 18 rolls: 27 * 18 = <<27*18=486>>486 rolls.\nThey sold 359, so 486 - 359 = <<486-359=127>>127 rolls are left.\n"
ROLL_SLIP = "27 trays of 18 rolls: 27 * 18 = <<27*18=486>>486 rolls.\nThey sold 395, so 486 - 395 = <<486-395=91>>91 rolls are left.\n"
ROLL_T = "The bakery made 27 trays with 18 rolls each, so 27 * 18 = 486 rolls.\nThey sold 359 of them, so 486 - 359 = 127 rolls remain.\n"
ROLL_T_SLIP = "The bakery made 27 trays with 18 rolls each, so 27 * 18 = 486 rolls.\nThey sold 395 of them, so 486 - 395 = 91 rolls remain.\n"
TIX = "38 tickets at $12.75 each cost 38 * 12.75 = <<38*12.75=484.5>>484.5 dollars.\n"
TIX_SLIP = "38 tickets at $12.57 each cost 38 * 12.57 = <<38*12.57=477.66>>477.66 dollars.\n"
TEMP = "The temperature falls 1.75 * 8 = <<1.75*8=14>>14 degrees, so it ends at 3 - 14 = <<3-14=-11>>-11 degrees.\n"
PAY = "12 months at $3,145 is 12 * 3145 = <<12*3145=37740>>37740 dollars.\nWith the $1,460 bonus: 37740 + 1460 = <<37740+1460=39200>>39200 dollars.\n"
PAY_NOB = "12 months at $3,145 is 12 * 3145 = <<12*3145=37740>>37740 dollars.\n"
SEED = "27 of the 72 seeds sprouted, so 27 / 72 * 100 = <<27/72*100=37.5>>37.5 percent sprouted.\n"
FILM = "3 films of 97 minutes each last 3 * 97 = <<3*97=291>>291 minutes.\n"
DIAG = "A polygon with n sides has n(n - 3)/2 diagonals, so 14 * 11 / 2 = <<14*11/2=77>>77 diagonals.\n"

# ================================================================ MATH working
# DIST, RAD, REP, RAT, SEC, CPX, POLY, ZERO, BASE end inside open math ($ not closed); DICE, ANG,
# ROOTS, SYS, INT end as closed prose.
G_DICE = r"\frac{1}{9}"
DICE = r"The pairs that sum to $9$ are $(3,6), (4,5), (5,4), (6,3)$: four of the $36$ outcomes, so the probability is $\frac{4}{36}$"
G_DIST = r"2\sqrt{13}"
DIST = r"The distance is $\sqrt{(4-(-2))^2 + (-3-1)^2} = \sqrt{36 + 16} = \sqrt{52}"
G_ROOTS = r"-\frac{1}{3}, 2"
ROOTS = r"We factor: $3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$."
G_CPX = "14 + 5i"
CPX = r"$(4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2 = 12 + 5i + 2"
G_RAD = r"\frac{5\pi}{4}"
RAD = r"$225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}"
G_BASE = "181"
BASE = r"$346_7 = 3 \cdot 49 + 4 \cdot 7 + 6 = 147 + 28 + 6"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}"
G_INT = "(-5, 4)"
INT = r"$-9 < 2x + 1 < 9$ gives $-10 < 2x < 8$, so $-5 < x < 4$."
G_RAT = r"2\sqrt{6}"
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6}"
G_SEC = r"6\pi"
SEC = r"The area is $\frac{135}{360} \cdot \pi \cdot 4^2 = \frac{3}{8} \cdot 16\pi"
G_SYS = "(7, 4)"
SYS = r"Adding the equations gives $2x = 14$, so $x = 7$ and $y = 11 - 7 = 4$."
G_POLY = "2x^2 - 7x - 15"
POLY = r"$(x - 5)(2x + 3) = 2x^2 + 3x - 10x - 15"
G_ZERO = "0"
ZERO = r"$g(3) = 3^2 - 9 = 9 - 9"
G_ANG = "57"
ANG = r"The angles of a triangle sum to $180^\circ$, so the third angle is $180^\circ - 52^\circ - 71^\circ$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_wait_misread", "A", "127", "wrong", "tag", th(ROLL_T + "Hmm, wait. Let me re-read the problem. It says they sold 395, not 359.\nSo 486 - 395 = 91.\n") + "<answer>91</answer>", "the trace overturns 127 for 91 and the tag states 91"),
    g("t_hedge_sentence", "A", "127", "wrong", "tag", th(ROLL_T + "I am not sure whether the 359 includes the ones given to staff, so it could be 126 or 127.\n") + "<answer>About 127 or 128 rolls.</answer>", "a hedge between two values in the tag"),
    g("t_bound", "A", "127", "wrong", "tag", th(ROLL_T + "Some rolls may have been sold later, so there are at least 127.\n") + "<answer>at least 127</answer>", "a bound, not a value"),
    g("t_equation_other_end", "A", "127", "wrong", "tag", th(ROLL_T_SLIP) + "<answer>486 - 395 = 91</answer>", "an equation chain ending 91"),
    g("t_second_tag_overturns", "A", "127", "wrong", "tag", th(ROLL_T) + "<answer>127</answer>\n\nWait, actually I should double-check the number sold. The problem says 395.\n486 - 395 = 91.\n<answer>91</answer>", "a second tag after a restart states 91"),
    g("t_tag_in_think_then_other", "A", "127", "wrong", "tag", th(ROLL_T + "So <answer>127</answer>? No wait, I misread: 395 were sold. 486 - 395 = 91.\n") + "<answer>91</answer>", "127 in a draft tag inside the thinking; the real tag says 91"),
    g("t_unclosed_cut", "A", "127", "no_answer", "truncated", th(ROLL_T) + "<answer>The number of rolls left is", "the tag is cut before any value; 127 only in the thinking"),
    g("t_money_slip", "A", "484.5", "wrong", "tag", th(TIX_SLIP) + "<answer>$477.66</answer>", "477.66 from a misread price"),
    g("t_next_turn_gold", "A", "127", "wrong", "tag", th(ROLL_T_SLIP) + "<answer>91</answer>" + IM_USER + "That's wrong, they sold 359.<|im_end|>\n<|im_start|>assistant\nSorry! 486 - 359 = 127.\n<answer>127</answer>", "the gold only in an invented next turn; the answer to the question posed is 91"),
    g("t_question_echo", "A", "127", "no_answer", "tag", th("We need the number of rolls left after the sale.\n") + "<answer>How many rolls are left at the end of the day?</answer>", "the tag repeats the question; no value anywhere"),
    g("t_verify_overturns", "A", "127", "wrong", "tag", th(ROLL_T + "Let me verify: 127 + 359 = 486. Hmm, but the trays hold 17 rolls, not 18? Re-reading... 27 * 17 = 459, 459 - 359 = 100.\n") + "<answer>100</answer>", "self-verification overturns 127 for 100"),
    g("t_percent_share", "A", "37.5", "wrong", "tag", th(SEED.replace("27 / 72 * 100 = <<27/72*100=37.5>>37.5 percent", "27 / 72 = <<27/72=0.375>>0.375 of them")) + "<answer>0.375</answer>", "debatable: a share 0.375 where the gold counts percent 37.5; decision reject (the stated number is not the percent asked for)", True),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " So $x = 2$ works.\n") + "<answer>x = 2</answer>", "only one of the two roots"),
    m("t_m_rep_decimal", "A", G_REP, "wrong", "tag", th(REP + r" = 0.36...$" + "\n") + "<answer>0.36</answer>", "0.36 is not 4/11"),
    m("t_m_empty_box", "A", G_CPX, "no_answer", "tag", th(CPX + " = 14 + 5i$.\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_sign_flip", "A", G_ROOTS, "wrong", "tag", th(r"$3x^2 - 5x - 2 = (3x - 1)(x + 2)$, so $x = \frac{1}{3}$ or $x = -2$." + "\n") + r"<answer>\frac{1}{3}, -2</answer>", "a wrong factoring gives the roots with signs flipped"),
    m("t_m_approx_only", "A", G_DIST, "wrong", "tag", th(DIST + r" \approx 7.21$" + "\n") + r"<answer>\approx 7.21</answer>", "only a decimal approximation of 2\\sqrt{13}"),
    m("t_m_two_tags", "A", G_SEC, "wrong", "tag", th(SEC + r" = 6\pi$" + "\n") + r"<answer>6\pi</answer>" + "\n" + r"<answer>12\pi</answer>", "two tags, the last 12\\pi"),
    g("t_ok_sentence_units", "B", "127", "correct", "tag", th(ROLL_T) + "<answer>There are 127 rolls left.</answer>", "a sentence with a unit noun"),
    g("t_ok_equation", "B", "127", "correct", "tag", th(ROLL_T) + "<answer>27 × 18 − 359 = 127</answer>", "an equation chain with × and − ending in the gold"),
    g("t_ok_box_in_sentence", "B", "127", "correct", "tag", th(ROLL_T) + r"<answer>The bakery has $\boxed{127}$ rolls left.</answer>", "a box inside a sentence in the tag"),
    g("t_ok_money", "B", "484.5", "correct", "tag", th(TIX) + "<answer>$484.50</answer>", "dollars with cents"),
    g("t_ok_money_words", "B", "484.5", "correct", "tag", th(TIX) + "<answer>484.50 dollars</answer>", "the word dollars"),
    g("t_ok_negative_degree", "B", "-11", "correct", "tag", th(TEMP) + "<answer>-11°F</answer>", "a degree sign with F after a negative value"),
    g("t_ok_candidates", "B", "127", "correct", "tag", th(ROLL_T_SLIP + "Wait, the problem says 359 were sold, not 395. So 486 - 359 = 127.\nHmm, let me double check: 127 + 359 = 486. Yes.\n") + "<answer>127</answer>", "91 then corrected to 127 in the thinking; the tag states 127"),
    g("t_ok_check_after", "B", "127", "correct", "tag", th(ROLL_T) + "<answer>127</answer>\n\nCheck: 127 + 359 = 486 = 27 × 18 ✓", "a check after the tag"),
    g("t_ok_bold_units", "B", "291", "correct", "tag", th(FILM) + "<answer>**291 minutes**</answer>", "bold with units"),
    g("t_ok_answer_colon", "B", "39200", "correct", "tag", th(PAY) + "<answer>Answer: $39,200</answer>", "an Answer: marker, a dollar sign and a comma inside the tag"),
    g("t_ok_multiline", "B", "77", "correct", "tag", th(DIAG) + "<answer>\nNumber of diagonals = 14(14 - 3)/2\n= 77\n</answer>", "a multi-line working in the tag ending in the gold"),
    m("t_m_ok_exact_approx", "B", G_DICE, "correct", "tag", th(DICE + ".\n") + r"<answer>$\frac{1}{9} \approx 0.111$</answer>", "exact value then its approximation"),
    m("t_m_ok_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>$(x, y) = (7, 4)$</answer>", "(x, y) = in the tag"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{1}{3}$ or $x = 2$</answer>", "both roots joined by 'or', the usual way to list solutions"),
    m("t_m_ok_interval_ineq", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>$-5 < x < 4$</answer>", "the interval as an inequality"),
    m("t_m_ok_box_paren", "B", G_CPX, "correct", "tag", th(CPX + " = 14 + 5i$.\n") + r"<answer>\(\boxed{14+5i}\)</answer>", "a box in \\( \\) in the tag"),
    m("t_m_ok_chain", "B", G_RAT, "correct", "tag", th(RAT + "$\n") + r"<answer>\frac{12}{\sqrt{6}} = 2\sqrt{6}</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_rad_approx", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{5\pi}{4}$" + "\n") + r"<answer>\frac{5\pi}{4} \approx 3.93</answer>", "exact then approximate"),

    # ================================================================ 2. phrase + ####
    g("h_final_hash_other", "A", "127", "wrong", "hash", ROLL + "The final answer is 127.\n#### 91", "phrase 127 but the #### says 91: two different final answers"),
    g("h_hash_money_slip", "A", "484.5", "wrong", "hash", TIX_SLIP + "The answer is: #### $477.66", "477.66"),
    g("h_so_hash_hedge", "A", "127", "wrong", "hash", ROLL + "So the answer is #### 127 or 91", "a hedge inside the #### line"),
    g("h_answer_hash_empty", "A", "127", "no_answer", "hash", ROLL + "Answer: ####", "an empty #### line; 127 only in the working"),
    g("h_hash_then_wait", "A", "127", "wrong", "hash", ROLL + "#### 127\n\nWait, the problem says 395 were sold. 486 - 395 = 91.\n#### 91", "a restart ends in a second #### 91"),
    g("h_about_hash", "A", "39200", "wrong", "hash", PAY + "So she earns about #### 39000", "a rounded 39000"),
    g("h_hash_range", "A", "291", "wrong", "hash", FILM + "The answer is: #### 290-300", "a range"),
    g("h_hash_hours", "A", "291", "wrong", "hash", FILM + "That is 291 / 60 = 4.85 hours.\nFinal Answer: #### 4.85", "debatable: 4.85 (hours) is the same time but not the number of minutes the working counts; decision reject", True),
    g("h_hash_fewshot_turn", "A", "127", "wrong", "hash", ROLL_SLIP + "#### 91\n\nQuestion: A bakery made 27 trays of 18 rolls and sold 359. How many are left?\nAnswer: 486 - 359 = 127\n#### 127", "127 only in an invented few-shot turn; the answer to the question posed is 91"),
    g("h_bold_final_hash_other", "A", "127", "wrong", "hash", ROLL_SLIP + "**Final Answer:** #### 91", "91"),
    g("h_sign_dropped", "A", "-11", "wrong", "hash", TEMP + "It ends 11 degrees below zero.\nThe answer is: #### 11", "debatable: the phrase says below zero but the #### value drops the sign; decision reject", True),
    g("h_hash_minerva_other", "A", "77", "wrong", "minerva", DIAG + "#### 77\n" + MINERVA.format("91"), "#### 77 then a Minerva line 91 (14*13/2, all segments)"),
    g("h_hash_question", "A", "127", "no_answer", "hash", ROLL + "What is the answer? ####", "a question then an empty marker"),
    g("h_ok_so_hash", "B", "127", "correct", "hash", ROLL + "So the answer is #### 127", "a phrase marker then ####"),
    g("h_ok_answer_is_colon", "B", "127", "correct", "hash", ROLL + "The answer is: #### 127", "'The answer is:' then ####"),
    g("h_ok_final_money", "B", "484.5", "correct", "hash", TIX + "Final Answer: #### $484.50", "Final Answer then #### with dollars and cents"),
    g("h_ok_answer_units", "B", "291", "correct", "hash", FILM + "Answer: #### 291 minutes", "Answer: #### with a unit"),
    g("h_ok_comma", "B", "39200", "correct", "hash", PAY + "#### 39,200", "a thousands comma"),
    g("h_ok_dollar_comma", "B", "39200", "correct", "hash", PAY + "Her total pay is $39,200.\n#### $39,200", "phrase then #### with a dollar sign and comma"),
    g("h_ok_negative_units", "B", "-11", "correct", "hash", TEMP + "#### -11 degrees", "a negative with a unit"),
    g("h_ok_percent", "B", "37.5", "correct", "hash", SEED + "The answer is #### 37.5%", "a percent sign"),
    g("h_ok_period", "B", "127", "correct", "hash", ROLL + "The answer is 127.\n#### 127.", "a full stop after the #### value"),
    g("h_ok_bold", "B", "127", "correct", "hash", ROLL + "**#### 127**", "a bold #### line"),
    g("h_ok_paren_after", "B", "291", "correct", "hash", FILM + "#### 291\n(3 films × 97 minutes = 291 minutes in total.)", "an explanation in parentheses after"),
    g("h_ok_wait_gold", "B", "127", "correct", "hash", ROLL_SLIP + "#### 91\n\nWait, I misread: they sold 359. 486 - 359 = 127.\n#### 127", "a restart correcting to the gold"),
    m("h_m_ok_frac", "B", G_DICE, "correct", "hash", DICE + r" $= \frac{1}{9}$." + "\nThus the answer is #### \\frac{1}{9}", "a MATH answer after a phrase and ####"),
    g("h_ok_money_word", "B", "484.5", "correct", "hash", TIX + "The answer is #### 484.50 dollars", "#### with cents and the word dollars"),

    # ================================================================ 3. exactness
    g("x_rounded_money", "A", "484.5", "wrong", "hash", TIX + "Rounded to the nearest dollar: #### 485", "rounded to 485"),
    g("x_truncated_money", "A", "484.5", "wrong", "hash", TIX + "#### 484", "the cents dropped"),
    g("x_near_miss", "A", "39200", "wrong", "hash", PAY.replace("1460 = <<37740+1460=39200>>39200", "1460.4 = <<37740+1460.4=39200.4>>39200.4") + "#### 39200.4", "39200.4, relative error 1e-5"),
    g("x_percent_rounded", "A", "37.5", "wrong", "hash", SEED + "Rounding to a whole percent: #### 38", "rounded to 38"),
    g("x_thousands_bare", "A", "39200", "wrong", "hash", PAY + "That is $39.2k.\n#### 39.2", "39.2 (thousands) as the bare #### value"),
    m("x_m_zero_tiny", "A", G_ZERO, "wrong", "boxed", r"The numerical solver returns $x \approx 3.0000000002$, so $g(x) = x^2 - 9 \approx \boxed{10^{-9}}$.", "10^{-9} (a solver residue; (3 + 2e-10)^2 - 9 is about 1.2e-9) against gold 0"),
    m("x_m_zero_float", "A", G_ZERO, "wrong", "boxed", "Evaluating numerically, $g(3) = 3^2 - 9 \\approx 1.78 \\times 10^{-15}$, so the value is $\\boxed{1.78 \\times 10^{-15}}$.", "a floating-point residue, not 0"),
    m("x_m_dist_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{7.2111}$", "a decimal for 2\\sqrt{13}"),
    m("x_m_dice_decimal", "A", G_DICE, "wrong", "boxed", DICE + r" $\approx \boxed{0.11}$.", "0.11 is not 1/9"),
    m("x_m_exact_then_approx_box", "A", G_DICE, "wrong", "boxed", DICE + r" $= \frac{1}{9}$, which is approximately $\boxed{0.111}$.", "debatable: the exact 1/9 is stated, but the boxed final answer is the decimal 0.111; decision reject", True),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{3.93}$", "3.93 for 5\\pi/4"),
    m("x_m_sector_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" = 6(3.14) = \boxed{18.84}$", "\\pi taken as 3.14"),
    m("x_m_rep_decimal", "A", G_REP, "wrong", "boxed", REP + r" \approx \boxed{0.364}$", "0.364 is not 4/11"),
    m("x_m_rat_decimal", "A", G_RAT, "wrong", "boxed", RAT + r" \approx \boxed{4.90}$", "4.90 for 2\\sqrt6 (4.899)"),
    m("x_m_angle_near", "A", G_ANG, "wrong", "boxed", r"Using the measured diagram, the third angle is about $\boxed{57.3}$ degrees.", "57.3 against 57"),
    g("x_ok_cents", "B", "484.5", "correct", "hash", TIX + "#### 484.50", "a trailing zero in cents"),
    g("x_ok_fraction", "B", "484.5", "correct", "boxed", TIX + r"The total is $\boxed{\frac{969}{2}}$ dollars.", "969/2 = 484.5"),
    g("x_ok_point_zero", "B", "127", "correct", "hash", ROLL + "#### 127.0", "127.0 for 127"),
    g("x_ok_percent_zero", "B", "37.5", "correct", "hash", SEED + "#### 37.50", "37.50 for 37.5"),
    g("x_ok_frac_percent", "B", "37.5", "correct", "answer_is", SEED + "The answer is 75/2 percent, which is 37.5%.", "75/2 then 37.5, the same value"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" = \boxed{0.0}$", "0.0 for 0"),
    m("x_m_ok_unsimplified", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{4}{36}}$.", "4/36 = 1/9"),
    m("x_m_ok_sqrt52", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{52}}$", "\\sqrt{52} = 2\\sqrt{13}"),
    m("x_m_ok_rep_unsimplified", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{36}{99}}$", "36/99 = 4/11"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{225\pi}{180}}$", "225\\pi/180 = 5\\pi/4"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{5i + 14}$", "the terms in the other order"),
    m("x_m_ok_sqrt24", "B", G_RAT, "correct", "boxed", RAT + r" = \boxed{\sqrt{24}}$", "\\sqrt{24} = 2\\sqrt6"),
    m("x_m_ok_exact_approx", "B", G_DIST, "correct", "boxed", DIST + r" = 2\sqrt{13} \approx 7.21$, so the answer is $\boxed{2\sqrt{13}}$.", "the approximation in the working, the exact value boxed"),
    m("x_m_ok_box_then_approx", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{6\pi}$ (about $18.85$ square units).", "an approximation in parentheses after the box"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{-15 - 7x + 2x^2}$", "the terms in rising order"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "127", "no_answer", "answer_is", ROLL + "Hmm, so the answer is not 127.", "the gold negated, nothing after"),
    g("n_strike_gold", "A", "127", "no_answer", "hash", ROLL + "#### ~~127~~", "the gold struck, nothing after"),
    g("n_strike_gold_other", "A", "127", "wrong", "hash", ROLL_SLIP + "#### ~~127~~ 91", "the gold struck, 91 after"),
    g("n_marked_incorrect", "A", "39200", "wrong", "boxed", PAY + r"$\boxed{39200}$ ← this is incorrect, the bonus is paid monthly.", "debatable: the model marks its own box incorrect and gives no new value; decision reject (round 21: a value the model marks wrong is wrong)", True),
    g("n_cross_emoji", "A", "127", "wrong", "boxed", ROLL + r"\boxed{127} ❌", "a cross mark after the box"),
    g("n_isnt", "A", "291", "no_answer", "answer_is", FILM + "The final answer isn't 291.", "isn't the gold, nothing else"),
    g("n_rather_than", "A", "127", "wrong", "answer_is", ROLL_SLIP + "The answer is 91 rather than 127.", "91 asserted, the gold rejected"),
    g("n_incorrect_label", "A", "127", "wrong", "answer_is", ROLL_SLIP + "Incorrect answer: 127\nCorrect answer: 91", "the model calls 127 incorrect and 91 correct"),
    m("n_m_cancel_box", "A", G_CPX, "no_answer", "boxed", CPX + r" = \boxed{\cancel{14 + 5i}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r" = \boxed{\sout{2x^2 - 7x - 15}\ 2x^2 - 13x - 15}$", "the gold struck, 2x^2 - 13x - 15 after"),
    m("n_m_strike_md", "A", G_RAD, "wrong", "final_answer_phrase", RAD + "$\n\n**Final Answer:** ~~$\\frac{5\\pi}{4}$~~ $\\frac{3\\pi}{4}$", "the gold struck with ~~, 3\\pi/4 after"),
    m("n_m_not_roots", "A", G_ROOTS, "wrong", "prose_sentence", ROOTS + r" The roots are not $-\frac{1}{3}$ and $2$; the correct roots are $\frac{1}{3}$ and $-2$.", "the gold negated, other roots asserted"),
    m("n_m_text_incorrect", "A", G_ANG, "wrong", "boxed", ANG + r" $= \boxed{57^\circ \text{ (incorrect)}}$", "the box annotates itself incorrect"),
    m("n_m_neq_box", "A", G_ZERO, "no_answer", "boxed", ZERO + r"$, so $g(3) \boxed{\neq 0}$", "a box holding \\neq gold"),
    g("n_ok_not_other", "B", "127", "correct", "answer_is", ROLL + "The answer is not 91 but 127.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "127", "correct", "hash", ROLL + "#### ~~91~~ 127", "the wrong value struck, the gold after"),
    g("n_ok_check_emoji", "B", "127", "correct", "boxed", ROLL + r"\boxed{127} ✅", "a check mark after the box"),
    g("n_ok_not_positive", "B", "-11", "correct", "answer_is", TEMP + "The answer is -11, not 11.", "the sign stressed"),
    g("n_ok_incorrect_label", "B", "127", "correct", "answer_is", ROLL + "Incorrect answer: 91\nCorrect answer: 127", "91 called incorrect, 127 correct"),
    g("n_ok_rather", "B", "127", "correct", "answer_is", ROLL + "The answer is 127 rather than 91.", "the gold asserted, 91 rejected"),
    g("n_ok_verified", "B", "127", "correct", "hash", ROLL + "#### 127 (verified)", "an annotation confirming the answer"),
    g("n_ok_not_with_sides", "B", "77", "correct", "hash", DIAG + "#### 77 (not 91, which would count the 14 sides too)", "the alternative negated in a note"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" = \frac{\cancel{12}^{2}\sqrt{6}}{\cancel{6}} = \boxed{2\sqrt{6}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_sout_other", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{\sout{2x^2 - 13x - 15}\ 2x^2 - 7x - 15}$", "the wrong value struck, the gold after"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{181}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_radians_note", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{4}}$ (radians, not degrees)", "an annotation with 'not'"),
    m("n_m_ok_neq_side", "B", G_ROOTS, "correct", "boxed", ROOTS + r" Both values satisfy $x \neq 0$, so $\boxed{-\frac{1}{3}, 2}$.", "a \\neq in a side remark, the gold boxed"),
    m("n_m_ok_strike_md_other", "B", G_RAD, "correct", "final_answer_phrase", RAD + "$\n\n**Final Answer:** ~~$\\frac{3\\pi}{4}$~~ $\\frac{5\\pi}{4}$", "the wrong value struck, the gold after"),

    # ================================================================ 5. unit words
    g("u_less", "A", "127", "wrong", "answer_is", ROLL + "The answer is 359 less.", "359, the number sold, with 'less'"),
    g("u_fewer", "A", "127", "wrong", "hash", ROLL + "#### 359 fewer", "359 with 'fewer'"),
    g("u_dozen", "A", "127", "wrong", "answer_is", ROLL + "So the answer is 127 dozen.", "127 dozen = 1524, not the 127 rolls the working counts"),
    g("u_thousand", "A", "39200", "wrong", "hash", PAY + "#### 39200 thousand", "39200 thousand = 39,200,000"),
    g("u_million", "A", "39200", "wrong", "answer_is", PAY + "The answer is 39.2 million.", "39.2 million is not 39,200"),
    g("u_cents", "A", "484.5", "wrong", "hash", TIX + "#### 484.5 cents", "484.5 cents = $4.845"),
    g("u_percent_of", "A", "37.5", "wrong", "answer_is", SEED + "The answer is 37.5% of 72, which is 27 seeds.", "the last value stated is 27"),
    g("u_above_zero", "A", "-11", "wrong", "hash", TEMP + "#### 11 degrees above zero", "11 above zero is +11"),
    m("u_m_base7", "A", G_BASE, "wrong", "boxed", BASE + r" = 181$, so the answer is $\boxed{181_7}$.", "debatable: '181_7' names a base-7 numeral (and 8 is no base-7 digit), not 181 in base 10; a reader may take the subscript for a slip; decision reject", True),
    m("u_m_radians_word", "A", G_ANG, "wrong", "boxed", ANG + r" $= \boxed{57 \text{ radians}}$.", "57 radians is not 57 degrees"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"$225^\circ$ in radians is $\boxed{225^\circ}$.", "debatable: the degrees restated where the gold is in radians; equal as an angle, but round 1 decided degrees are not radians; decision reject", True),
    g("u_ok_rolls", "B", "127", "correct", "hash", ROLL + "#### 127 rolls", "a unit noun after ####"),
    g("u_ok_dollars_double", "B", "484.5", "correct", "answer_is", TIX + "The answer is $484.50 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_usd", "B", "484.5", "correct", "hash", TIX + "#### 484.5 USD", "USD after the value"),
    g("u_ok_percent_word", "B", "37.5", "correct", "answer_is", SEED + "The answer is 37.5 percent.", "the word percent"),
    g("u_ok_degf", "B", "-11", "correct", "answer_is", TEMP + "The answer is -11 °F.", "a degree sign with F"),
    g("u_ok_min", "B", "291", "correct", "hash", FILM + "#### 291 min", "an abbreviated unit"),
    g("u_ok_k", "B", "39200", "correct", "hash", PAY + "#### 39.2k", "39.2k = 39,200"),
    g("u_ok_thousand_word", "B", "39200", "correct", "answer_is", PAY + "The answer is 39.2 thousand dollars.", "39.2 thousand = 39,200"),
    g("u_ok_diagonals", "B", "77", "correct", "answer_is", DIAG + "The answer is 77 diagonals.", "a unit noun"),
    g("u_ok_per_year", "B", "39200", "correct", "hash", PAY + "#### $39,200 per year", "money, a comma and 'per year'"),
    g("u_ok_in_total", "B", "484.5", "correct", "hash", TIX + "#### $484.50 in total", "'in total' after the money"),
    g("u_ok_hours_minutes", "B", "291", "correct", "hash", FILM + "That is 4 hours and 51 minutes.\n#### 4 hours 51 minutes", "debatable: 4 h 51 min = 291 minutes, the same time in mixed units; decision accept", True),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{6\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_degree_sign", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{57^\circ}$.", "a degree sign for a degree gold"),
    m("u_m_ok_degree_word", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{57 \text{ degrees}}$.", "the word degrees"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{181_{10}}$", "the base written as a subscript 10"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{13} \text{ units}}$", "a unit word in the box"),

    # ================================================================ 6. retractions and after-text
    g("r_wait_after_box", "A", "127", "wrong", "boxed", ROLL_T + "So the answer is $\\boxed{127}$.\n\nWait, actually I think I misread: they sold 395. So 486 - 395 = 91.\n\n$\\boxed{91}$", "a later box 91 after 'wait, actually'"),
    g("r_hmm_overturn", "A", "127", "wrong", "hash", ROLL + "#### 127\n\nHmm, that doesn't look right. The trays hold 17 rolls each: 27 × 17 = 459, and 459 − 359 = 100.\n#### 100", "a second #### 100 after 'hmm'"),
    g("r_actually_no", "A", "127", "wrong", "answer_is", ROLL + "The answer is 127. Actually, no: it's 91.", "'Actually, no' then 91"),
    g("r_verify_fails", "A", "127", "wrong", "final_answer_phrase", ROLL_T + "**Verification:** 127 + 395 = 522 ≠ 486. So my answer is wrong; they sold 395, so the count is 91.\n\n**Final Answer:** 91", "verification overturns 127 for 91"),
    g("r_r1_final_differs", "A", "127", "wrong", "boxed", "<think>\n" + ROLL_T + "So 127. Hmm, but wait, re-reading: 395 sold. 486 - 395 = 91.\n</think>\n\nThe bakery baked 486 rolls and sold 395, leaving 91.\n\n" + r1final("91"), "127 in the trace, the final block 91"),
    g("r_withdraw_restart_cut", "A", "127", "no_answer", "truncated", ROLL_T + "So the answer is $\\boxed{127}$.\n\nWait, that can't be right. Let me start over.\n\nThe bakery made 27 trays, and each tray", "debatable: the box is withdrawn and the restart is cut before a value; decision reject (no_answer here; rounds 20-21 labelled a bare withdrawal wrong)", True),
    g("r_edit", "A", "127", "wrong", "hash", ROLL + "#### 127\n\nEdit: I misread the number sold (395), so it's 91.", "Edit: then 91"),
    g("r_correction_pay", "A", "39200", "wrong", "hash", PAY + "#### 39200\n\nCorrection: the bonus is only paid after 18 months, so it does not count here: $37,740.\n#### 37740", "a correction to 37740"),
    g("r_never_mind", "A", "291", "wrong", "hash", FILM + "#### 291\nNever mind, one film is 79 minutes: 97 + 97 + 79 = 273.\n#### 273", "never mind then 273 (97 + 97 + 79 = 273)"),
    g("r_scratch_that", "A", "77", "wrong", "answer_is", DIAG + "The answer is 77. Scratch that, the segments include the sides: 14 * 13 / 2 = 91. The answer is 91.", "scratch that, 91"),
    g("r_oops", "A", "484.5", "wrong", "hash", TIX + "#### 484.50\n\nOops, I used the wrong price. 38 × 12.57 = 477.66.\n#### 477.66", "oops then 477.66"),
    g("r_llama_then_wait", "A", "127", "wrong", "boxed", llama(("Find the total rolls", "27 trays × 18 rolls = 486 rolls."), ("Subtract the rolls sold", "486 − 359 = 127.")) + LLAMA_END.format("127") + "\n\nWait, I made an error: the problem says 395 rolls were sold. 486 − 395 = 91.\n\nThe final answer is: $\\boxed{91}$", "a second Llama closing line 91"),
    g("r_qwen_then_recheck", "A", "127", "wrong", "boxed", qwen("To find the number of rolls left:", ("Total rolls", "\\(27 \\times 18 = 486\\)"), ("Rolls left", "\\(486 - 359 = 127\\)")) + QWEN_END.format("127") + "\n\nUpon re-checking, each tray holds 17 rolls: \\(27 \\times 17 = 459\\), \\(459 - 359 = 100\\).\n\n" + QWEN_END.format("100"), "a second Qwen closing line 100"),
    g("r_minerva_twice", "A", "77", "wrong", "minerva", DIAG + MINERVA.format("77") + "\n\nHmm, wait. Counting all segments between vertices: 14 * 13 / 2 = 91.\n" + MINERVA.format("91"), "a second Minerva line 91"),
    m("r_m_actually_box", "A", G_RAD, "wrong", "boxed", RAD + r" = \boxed{\frac{5\pi}{4}}$" + "\n\nActually, wait: the reference angle is asked for, $225^\\circ - 180^\\circ = 45^\\circ$, so the answer is $\\boxed{\\frac{\\pi}{4}}$.", "a later box \\pi/4"),
    m("r_m_verify_system", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(7, 4)}$" + "\n\nLet me verify with the second equation, $x - 2y = 3$: $7 - 8 = -1 \\ne 3$. So I misread. From $x + y = 11$ and $x - 2y = 3$: $3y = 8$, $y = \\frac{8}{3}$, $x = \\frac{25}{3}$.\n\n$\\boxed{\\left(\\frac{25}{3}, \\frac{8}{3}\\right)}$", "verification overturns (7, 4) (25/3 + 8/3 = 11, 25/3 - 16/3 = 3)"),
    m("r_m_conjugate", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{14 + 5i}$" + "\n\nHmm, actually the question asks for the conjugate of the product, so the answer is $\\boxed{14 - 5i}$.", "a later box 14 - 5i"),
    m("r_m_second_thought", "A", G_SEC, "wrong", "boxed", SEC + r" = \boxed{6\pi}$" + "\n\nOn second thought, 4 is the diameter, so the radius is 2: $\\frac{3}{8} \\cdot 4\\pi = \\boxed{\\frac{3\\pi}{2}}$.", "a later box 3\\pi/2"),
    m("r_m_reconsider_base", "A", G_BASE, "wrong", "boxed", BASE + r" = \boxed{181}$." + "\n\nLet me reconsider: the number is in base 8, so $3 \\cdot 64 + 4 \\cdot 8 + 6 = 230$, and the answer is $\\boxed{230}$.", "a later box 230 (192 + 32 + 6)"),
    g("r_ok_wait_confirms", "B", "127", "correct", "boxed", ROLL_T + "So the answer is $\\boxed{127}$.\n\nWait, let me double-check: 127 + 359 = 486 ✓. Yes, the answer is 127.", "a check that confirms"),
    g("r_ok_hmm_same", "B", "127", "correct", "hash", ROLL + "#### 127\n\nHmm, let me redo it another way: 18 × 27 = 486, and 486 − 359 = 127. Same answer.\n#### 127", "a restart reaching the same value"),
    g("r_ok_actually_gold", "B", "127", "correct", "answer_is", ROLL_SLIP + "The answer is 91. Actually, no: the problem says 359 were sold, so it's 127.", "a correction to the gold"),
    g("r_ok_verify_corrects", "B", "127", "correct", "final_answer_phrase", ROLL_T_SLIP + "**Verification:** 91 + 359 = 450 ≠ 486. I used 395 by mistake; the correct count is 486 - 359 = 127.\n\n**Final Answer:** 127", "verification corrects 91 to the gold"),
    g("r_ok_r1_final", "B", "127", "correct", "boxed", "<think>\n" + ROLL_T_SLIP + "Hmm, wait, re-reading: 359 sold, not 395. 486 - 359 = 127.\n</think>\n\nThe bakery baked 486 rolls and sold 359, leaving 127.\n\n" + r1final("127"), "91 in the trace, the final block the gold"),
    g("r_ok_edit_format", "B", "127", "correct", "hash", ROLL + "#### 127\n\nEdit: fixed the formatting.", "an edit about formatting only"),
    g("r_ok_correction_gold", "B", "39200", "correct", "hash", PAY_NOB + "#### 37740\n\nCorrection: I forgot the $1,460 bonus: 37740 + 1460 = 39200.\n#### 39200", "a correction to the gold"),
    g("r_ok_never_mind_gold", "B", "291", "correct", "hash", FILM.replace("3 films of 97 minutes each last 3 * 97 = <<3*97=291>>291 minutes.", "The films last 97 + 97 + 79 = <<97+97+79=273>>273 minutes.") + "#### 273\nNever mind, all three films are 97 minutes: 3 × 97 = 291.\n#### 291", "never mind, then the gold"),
    g("r_ok_oops_gold", "B", "484.5", "correct", "hash", TIX_SLIP + "#### 477.66\n\nOops, the price is $12.75: 38 × 12.75 = 484.50.\n#### 484.50", "oops, then the gold"),
    g("r_ok_llama_confirm", "B", "127", "correct", "boxed", llama(("Find the total rolls", "27 trays × 18 rolls = 486 rolls."), ("Subtract the rolls sold", "486 − 359 = 127.")) + LLAMA_END.format("127") + "\n\nI double-checked this: 127 + 359 = 486.", "a confirmation after the closing line"),
    g("r_ok_qwen_note", "B", "39200", "correct", "boxed", qwen("To find her total pay:", ("Monthly pay", "\\(12 \\times 3145 = 37740\\)"), ("Add the bonus", "\\(37740 + 1460 = 39200\\)")) + QWEN_END.format("39200") + " Note: this includes the one-time bonus.", "a note after the closing line"),
    g("r_ok_minerva_check", "B", "77", "correct", "minerva", DIAG + MINERVA.format("77") + "\n\nCheck: a hexagon has 6 * 3 / 2 = 9 diagonals, so the formula works.", "a check with another number after the Minerva line"),
    g("r_ok_think_candidates", "B", "127", "correct", "boxed", "<think>\nFirst try: 27 * 18 = 476? No, 27 * 18 = 486. 486 - 395 = 91? The problem says 359. 486 - 359 = 127. Or should I subtract the 9 given to staff? No, the question only asks after the sale. So 127.\n</think>\n\n27 × 18 = 486 rolls; 486 − 359 = 127 remain.\n\n" + r1final("127"), "several candidates in the trace, the final block the gold"),
    g("r_ok_sanity", "B", "-11", "correct", "hash", TEMP + "#### -11\n\nSanity check: -11 + 14 = 3, the starting temperature. ✓", "a check with other numbers after"),
    m("r_m_ok_actually_gold", "B", G_RAD, "correct", "boxed", r"$225^\circ = \boxed{\frac{3\pi}{4}}$" + "\n\nActually, wait: $\\frac{3\\pi}{4}$ is $135^\\circ$. $225 \\cdot \\frac{\\pi}{180} = \\frac{5\\pi}{4}$, so the answer is $\\boxed{\\frac{5\\pi}{4}}$.", "a correction to the gold"),
    m("r_m_ok_plug_in", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So $\boxed{-\frac{1}{3}, 2}$." + "\n\nLet me double-check by plugging in: $3(2)^2 - 5(2) - 2 = 12 - 10 - 2 = 0$ ✓ and $3\\left(\\frac{1}{9}\\right) + \\frac{5}{3} - 2 = \\frac{1}{3} + \\frac{5}{3} - 2 = 0$ ✓.", "a check after the box, with other numbers"),
    m("r_m_ok_pleasantry", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{14 + 5i}$" + "\n\nI hope this helps! Let me know if you'd like the polar form as well.", "a pleasantry after"),
    m("r_m_ok_second_thought_gold", "B", G_SEC, "correct", "boxed", r"With radius $2$: $\frac{3}{8} \cdot 4\pi = \boxed{\frac{3\pi}{2}}$" + "\n\nOn second thought, the radius is $4$, not $2$: $\\frac{3}{8} \\cdot 16\\pi = \\boxed{6\\pi}$.", "a correction to the gold"),
    m("r_m_ok_reconsider_same", "B", G_BASE, "correct", "boxed", BASE + r" = 181$." + "\n\nLet me reconsider whether the base is right: the subscript is 7 and every digit is below 7, so the value is $\\boxed{181}$.", "a reconsideration that keeps the gold"),
    m("r_m_ok_angle_check", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{57}$. (Quick check: $52 + 71 + 57 = 180$.)", "a check after the box"),
    m("r_m_ok_percent_note", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{1}{9}}$." + " Note that this is about 11.1%.", "an approximation as a percent in a note after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / invented turns
    g("q_teacher_said", "A", "127", "wrong", "answer_is", ROLL_SLIP + "My teacher said the answer is 127, but I get 91.\nThe answer is 91.", "the gold only reported"),
    g("q_key_only", "A", "127", "no_answer", "none", "The textbook's answer key says: \"#### 127\". I could not reproduce it, because the problem does not say how many rolls are on each tray.", "debatable: only a quotation of an answer key, then a refusal; decision reject", True),
    g("q_problem_quote_only", "A", "127", "no_answer", "none", "> \"A bakery made 27 trays of 18 rolls and sold 359 of them. How many rolls are left?\"\n\nBefore answering, I need to know whether the rolls given to staff count as sold. Could you clarify?", "only the problem's numbers quoted, then a question back"),
    g("q_hypothetical_then_other", "A", "127", "wrong", "boxed", "If they had sold 359, the answer would be $\\boxed{127}$. But the problem says 395 were sold, so 486 - 395 = 91 and the answer is $\\boxed{91}$.", "the gold only under 'if'; the committed box is 91"),
    g("q_hypothetical_only", "A", "127", "no_answer", "boxed", "If the trays held 18 rolls each, the answer would be $\\boxed{127}$; but the number of rolls per tray is not given, so I cannot answer this.", "the gold only under a hypothetical, then a refusal"),
    g("q_user_claim", "A", "127", "wrong", "hash", ROLL_SLIP + "You said the answer is 127, but I get 91.\n#### 91", "the gold only as the user's claim"),
    g("q_other_solution", "A", "127", "wrong", "boxed", "Another solution online gives $\\boxed{127}$, but it uses 359 instead of 395. With 395 sold, 486 - 395 = 91, so the correct answer is $\\boxed{91}$.", "someone else's box; the model's own is 91"),
    g("q_im_next_turn", "A", "127", "wrong", "hash", ROLL_SLIP + "#### 91" + IM_USER + "Great. And if they had sold 359?<|im_end|>\n<|im_start|>assistant\nThen 486 - 359 = 127.\n#### 127", "the gold only in an invented next turn"),
    g("q_eot_next_turn", "A", "127", "wrong", "boxed", llama(("Find the total", "27 × 18 = 486 rolls."), ("Subtract the rolls sold", "486 − 395 = 91.")) + LLAMA_END.format("91") + EOT_USER + "Check again: they sold 359.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n486 − 359 = 127.\n\nThe final answer is: $\\boxed{127}$", "the gold only in an invented Llama 3 turn"),
    g("q_fewshot_next_q", "A", "39200", "wrong", "hash", PAY_NOB + "#### 37740\n\nQuestion: Dana earns $3,145 a month for 12 months and a $1,460 bonus. What does she earn in all?\nAnswer: 37740 + 1460 = 39200\n#### 39200", "the gold only in an invented few-shot turn; the answer to the question posed is 37740"),
    m("q_m_example_then_other", "A", G_CPX, "wrong", "boxed", r"For example, the product $(4 - i)(3 + 2i)$ would give $\boxed{14 + 5i}$. Here, however, the problem asks for $(4 + i)(3 - 2i) = 12 - 8i + 3i - 2i^2 = 14 - 5i$, so the answer is $\boxed{14 - 5i}$.", "the gold only in an example; the committed box is 14 - 5i"),
    m("q_m_two_parts", "A", G_SEC, "wrong", "boxed", SEC + r" = \boxed{6\pi}$ for part (a), and the arc length is $\frac{3}{8} \cdot 8\pi = \boxed{3\pi}$ for part (b).", "debatable: the gold for one part, another box for another part the question did not ask; two final boxes, the last 3\\pi; decision reject", True),
    m("q_m_student_claim", "A", G_RAD, "wrong", "prose_sentence", r"A student claims that $225^\circ = \boxed{\frac{5\pi}{4}}$. The student multiplied correctly but forgot that the angle is measured clockwise, so the correct answer is $-\frac{5\pi}{4}$.", "the gold as the student's claim; the model's own answer is -5\\pi/4"),
    m("q_m_show_that", "A", G_DIST, "no_answer", "none", r"You asked: \"Show that the distance is $\boxed{2\sqrt{13}}$.\" I cannot verify this, because the second point is missing from the problem.", "the gold only in a quoted request, then a refusal"),
    m("q_m_book_disagree", "A", G_DICE, "wrong", "boxed", r"The book's answer is $\frac{1}{9}$, but I count five pairs: $(3,6), (4,5), (5,4), (6,3), (4,4)$. So the probability is $\boxed{\frac{5}{36}}$.", "the book's value reported; the model's own box is 5/36"),
    g("q_ok_friend_wrong", "B", "127", "correct", "answer_is", ROLL + "My friend said the answer is 91, but that uses 395. The answer is 127.", "someone else's wrong value reported, the model's own the gold"),
    g("q_ok_quote_then_answer", "B", "127", "correct", "hash", "> \"They sold 359 of them.\"\n\nSo 27 × 18 = 486 and 486 - 359 = 127.\n#### 127", "a quoted line of the problem, then the answer"),
    g("q_ok_hypothetical_other", "B", "127", "correct", "boxed", "If they had sold 395, the answer would be 91. But they sold 359, so 486 - 359 = 127 and the answer is $\\boxed{127}$.", "another value under 'if', the gold committed"),
    g("q_ok_user_claim_other", "B", "127", "correct", "hash", "You said the answer is 91. Let me check: 27 × 18 = 486, and 486 − 359 = 127.\n#### 127", "the user's wrong claim, the model's own gold"),
    g("q_ok_im_next_turn", "B", "127", "correct", "hash", ROLL + "#### 127" + IM_USER + "What if they sold 395?<|im_end|>\n<|im_start|>assistant\nThen 486 - 395 = 91.\n#### 91", "another value only in an invented next turn"),
    g("q_ok_eot_next_turn", "B", "127", "correct", "boxed", llama(("Find the total", "27 × 18 = 486 rolls."), ("Subtract the rolls sold", "486 − 359 = 127.")) + LLAMA_END.format("127") + EOT_USER + "Now suppose 395 were sold.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n486 − 395 = 91.\n\nThe final answer is: $\\boxed{91}$", "another value only in an invented Llama 3 turn"),
    g("q_ok_fewshot_after", "B", "127", "correct", "hash", ROLL + "#### 127\n\nQuestion: A shop has 40 pens and sells 15. How many are left?\nAnswer: 40 - 15 = 25\n#### 25", "an invented few-shot turn after the answer"),
    g("q_ok_tag_next_turn", "B", "127", "correct", "tag", th(ROLL_T) + "<answer>127</answer>" + IM_USER + "Now do it with 395 sold.<|im_end|>\n<|im_start|>assistant\n<think>\n486 - 395 = 91.\n</think>\n<answer>91</answer>", "an invented next turn with its own tag"),
    g("q_ok_others_forget", "B", "39200", "correct", "prose_sentence", PAY + "Some might answer $37,740, forgetting the bonus. Including it, she earns **$39,200**.", "someone else's value, the model's own bold gold"),
    m("q_m_ok_example", "B", G_CPX, "correct", "boxed", r"For example, $(1 + i)(1 - i) = 1 - i^2 = 2$. Here " + CPX + r" = \boxed{14 + 5i}$.", "an example with another value, the gold boxed"),
    m("q_m_ok_student_claim", "B", G_RAD, "correct", "boxed", r"A student claims that $225^\circ = \frac{3\pi}{4}$. The student divided by the wrong multiple: $225 \cdot \frac{\pi}{180} = \frac{5\pi}{4}$, so the correct answer is $\boxed{\frac{5\pi}{4}}$.", "a student's wrong claim, the model's own gold"),
    m("q_m_ok_book_agrees", "B", G_DICE, "correct", "boxed", DICE + r". The book's answer, $\frac{1}{9}$, agrees with mine: $\boxed{\frac{1}{9}}$.", "the book's value agrees with the model's own box"),
    m("q_m_ok_quote_problem", "B", G_ANG, "correct", "boxed", "> Find the third angle of a triangle whose other angles are $52^\\circ$ and $71^\\circ$.\n\n" + ANG + r" $= \boxed{57^\circ}$.", "the problem quoted, then the answer"),
    m("q_m_ok_verify_claim", "B", G_SYS, "correct", "boxed", r"Claim: $(7, 4)$. Check: $7 + 4 = 11$ ✓ and $7 - 4 = 3$ ✓. So the solution is $\boxed{(7, 4)}$.", "a claim checked, then committed"),
    m("q_m_ok_other_part_mention", "B", G_SEC, "correct", "boxed", r"(Only the area is asked, not the arc length $3\pi$.) " + SEC + r" = \boxed{6\pi}$.", "another quantity mentioned, the gold boxed"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_other", "A", "127", "wrong", "hash", ROLL_SLIP + "#### 91\x00", "91 with a NUL after"),
    g("b_zwsp_inside_other", "A", "127", "wrong", "hash", ROLL_SLIP + "#### 9\u200b1", "91 with a zero-width space inside"),
    g("b_fullwidth_other", "A", "127", "wrong", "hash", ROLL_SLIP + "#### ９１", "fullwidth 91"),
    g("b_arabic_indic_other", "A", "127", "wrong", "hash", ROLL_SLIP + "#### ٩١", "Arabic-Indic 91"),
    g("b_bom_other", "A", "127", "wrong", "hash", "\ufeff" + ROLL_SLIP + "#### 91", "a byte-order mark first, 91"),
    g("b_rlo", "A", "127", "wrong", "hash", ROLL + "#### \u202e721", "debatable: a right-to-left override makes '721' display as '127'; the text's value is 721; decision reject", True),
    g("b_ansi_other", "A", "127", "wrong", "hash", ROLL_SLIP + "\x1b[1m#### 91\x1b[0m", "ANSI escapes around #### 91"),
    g("b_long_ws_other", "A", "127", "wrong", "hash", ROLL + " " * 5000 + "\n#### 91", "5,000 spaces then #### 91"),
    g("b_cr_only_other", "A", "127", "wrong", "hash", ROLL.replace("\n", "\r") + "#### 127\r\rWait, 395 were sold: 486 - 395 = 91.\r#### 91", "bare CR line ends; a restart ending #### 91"),
    g("b_ok_zwsp_after", "B", "127", "correct", "hash", ROLL + "#### 127\u200b", "a zero-width space after the value"),
    g("b_ok_nbsp_group", "B", "39200", "correct", "hash", PAY + "#### 39\u00a0200", "a no-break space as thousands separator"),
    g("b_ok_thin_group", "B", "39200", "correct", "hash", PAY + "#### 39\u2009200", "a thin space as thousands separator"),
    g("b_ok_fullwidth", "B", "127", "correct", "hash", ROLL + "#### １２７", "fullwidth digits"),
    g("b_ok_bom", "B", "127", "correct", "hash", "\ufeff" + ROLL + "#### 127", "a byte-order mark first"),
    g("b_ok_crlf", "B", "127", "correct", "hash", ROLL.replace("\n", "\r\n") + "#### 127\r\n", "CRLF line ends"),
    g("b_ok_emoji", "B", "127", "correct", "hash", ROLL + "#### 127 🥐", "an emoji after the value"),
    g("b_ok_long_trailing", "B", "127", "correct", "hash", ROLL + "#### 127" + "\n" * 300 + " " * 2000, "long trailing whitespace"),
    g("b_ok_unicode_minus", "B", "-11", "correct", "hash", TEMP + "#### −11", "U+2212 minus sign"),
    m("b_m_ok_thin_latex", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{6\,\pi}$", "a LaTeX thin space in the box"),
    m("b_m_ok_unicode_sqrt", "B", G_DIST, "correct", "boxed", DIST + "$, so the distance is \\boxed{2√13}.", "a Unicode root sign"),
    m("b_m_ok_tab", "B", G_DICE, "correct", "boxed", DICE + " $= \\boxed{\\frac{1}{9}}$\t\t\n", "tabs after the box"),
]
# fmt: on

DECISIONS = {
    case[0]: ("reject" if case[1] == "A" else "accept", case[7])
    for case in CASES
    if len(case) > 8 and case[8]
}

if __name__ == "__main__":
    write_probes("adversarial_redteam60", CASES, [], DECISIONS)
