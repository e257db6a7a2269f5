r"""Build adversarial_redteam63.jsonl: a sixty-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam63", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/ or any ANALYSIS.md or NOTES file, and WITHOUT running
the checker (or any grader) on them, handed over BEFORE any scoring. Not model output. Only
corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure) and the issue text
were read. Labels are by reading and hand arithmetic.

Aim: the issue's eight classes in English as a hidden evaluation set would test them, in mixed
model styles (R1 traces, Qwen2.5-Math, Llama 3, Minerva, GSM8K calculator annotations, few-shot
tails, chat-template tails, small RL policies), about half kind A and half kind B, with twins.

Problems and golds (arithmetic checked by hand):
GSM8K: 27 boxes of 14 pencils, 95 sold -> 27*14 = 378, 378 - 95 = 283 (misread 59: 378 - 59 = 319);
2 degrees falling 1.25 an hour for 6 hours -> 1.25*6 = 7.5, 2 - 7.5 = -5.5 (sign lost: 5.5);
3.5 kg at $4.26 -> 3*4.26 = 12.78, 0.5*4.26 = 2.13, 14.91; $1,945 a month for 12 months plus a
$2,600 bonus -> 12*1945 = 23340, + 2600 = 25940 (without bonus 23340); 31 ducks laying 12 eggs ->
372 (= 31 dozen); 46 of 80 passing -> 46/80 = 0.575 = 57.5 %; $96 less four $24 tickets -> 0.
MATH: a multiple of 8 from 1-70 (8,16,...,64: eight) -> 8/70 = 4/35; distance (1, -2) to (4, 7) ->
sqrt(9 + 81) = sqrt(90) = 3\sqrt{10}; 3x^2 - 10x + 3 = (3x - 1)(x - 3) -> 1/3, 3;
(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 11 + 10i; 252 degrees -> 252/180 = 7/5 -> 7\pi/5;
1234_5 = 125 + 50 + 15 + 4 = 194; C(13, 4) = 13*12*11*10/24 = 17160/24 = 715;
0.\overline{45} = 45/99 = 5/11; x^3 - 16x at x = 4 -> 64 - 64 = 0; 18/\sqrt6 = 3\sqrt6;
a circle of circumference 14\pi -> r = 7 -> 49\pi.

Id prefixes: `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness; `n_` negation,
strike-out, annotation; `u_` unit words and words that change the number; `r_` retractions and
harmless after-text; `q_` quoted, reported, hypothetical, self-posed text; `b_` bad input JSON can
hold (no lone surrogates). `_m_` marks MATH; `_ok_` marks kind B.

Label rules (corpus/README.md): the LAST COMMITTED final answer decides; a withdrawn, negated,
hypothetical, quoted or someone else's value is not the model's answer; a hedge between two values,
or two different final answers, is `wrong`; no final answer is `no_answer`; a value equal to the gold
mathematically is `correct`; a decimal for an exact irrational or repeating gold is `wrong`; text in
an invented next turn does not count; a harmless check or pleasantry after the answer does not
replace it. Debatable probes carry `debatable` and the proposed decision in the note and DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam63.py
"""

from corpus_build import EOT_USER, IM_USER, LLAMA_END, MINERVA, QWEN_END, g, m, qbox, r1final, th, write_probes

# ---------------------------------------------------------------- GSM8K working
PEN = "27 boxes of 14 pencils hold 27 * 14 = <<27*14=378>>378 pencils.\nAfter selling 95, 378 - 95 = <<378-95=283>>283 pencils are left.\n"
PEN_SLIP = "27 boxes of 14 pencils hold 27 * 14 = <<27*14=378>>378 pencils.\nAfter selling 59, 378 - 59 = <<378-59=319>>319 pencils are left.\n"
TEMP = "The temperature falls 1.25 * 6 = <<1.25*6=7.5>>7.5 degrees, so it ends at 2 - 7.5 = <<2-7.5=-5.5>>-5.5 degrees.\n"
FRU = "3.5 kg at $4.26 per kg cost 3.5 * 4.26 = <<3.5*4.26=14.91>>14.91 dollars.\n"
SAL = "12 months at $1,945 a month is 12 * 1945 = <<12*1945=23340>>23340 dollars.\nAdding the $2,600 bonus: 23340 + 2600 = <<23340+2600=25940>>25940 dollars.\n"
SAL_NOB = "12 months at $1,945 a month is 12 * 1945 = <<12*1945=23340>>23340 dollars.\n"
EGG = "31 ducks each lay 12 eggs, so there are 31 * 12 = <<31*12=372>>372 eggs.\n"
EXAM = "46 of the 80 students passed, so 46 / 80 * 100 = <<46/80*100=57.5>>57.5 percent passed.\n"
WAL = "Four tickets at $24 cost 4 * 24 = <<4*24=96>>96 dollars, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"

# ---------------------------------------------------------------- MATH working
G_PROB = r"\frac{4}{35}"
PROB = r"The multiples of $8$ from $1$ to $70$ are $8, 16, 24, 32, 40, 48, 56, 64$: eight of them, so the probability is $\frac{8}{70}"
G_DIST = r"3\sqrt{10}"
DIST = r"The distance is $\sqrt{(4-1)^2 + (7-(-2))^2} = \sqrt{9 + 81} = \sqrt{90}"
G_ROOTS = r"\frac{1}{3}, 3"
ROOTS = r"$3x^2 - 10x + 3 = (3x - 1)(x - 3) = 0"
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8"
G_RAD = r"\frac{7\pi}{5}"
RAD = r"$252^\circ \cdot \frac{\pi}{180^\circ} = \frac{252\pi}{180}"
G_BASE = "194"
BASE = r"$1234_5 = 1 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 4 = 125 + 50 + 15 + 4"
G_COMB = "715"
COMB = r"$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{4!} = \frac{17160}{24}"
G_REP = r"\frac{5}{11}"
REP = r"Let $x = 0.\overline{45}$. Then $100x - x = 45$, so $99x = 45$ and $x = \frac{45}{99}"
G_ZERO = "0"
ZERO = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64"
G_RAT = r"3\sqrt{6}"
RAT = r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{6}}{6}"
G_AREA = r"49\pi"
AREA = r"The circumference is $2\pi r = 14\pi$, so $r = 7$ and the area is $\pi r^2"

CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "283", "wrong", "tag", th(PEN_SLIP) + "<answer>There are 319 pencils left.</answer>", "a sentence in the tag states 319 (misread 59 sold)"),
    g("t_ok_sentence", "B", "283", "correct", "tag", th(PEN) + "<answer>There are 283 pencils left.</answer>", "twin of t_sentence_slip: the sentence states the gold"),
    g("t_equation_slip", "A", "283", "wrong", "tag", th(PEN_SLIP) + "<answer>378 - 59 = 319</answer>", "an equation chain ending 319"),
    g("t_ok_equation", "B", "283", "correct", "tag", th(PEN) + "<answer>378 - 95 = 283</answer>", "twin: the chain ends in the gold"),
    g("t_equation_gold_first", "A", "283", "wrong", "tag", th(PEN) + "<answer>283 + 95 = 378</answer>", "a check equation whose result is 378; the tag states 378 as its last value, debatable: propose wrong (the tag's stated result is 378)", True),
    g("t_box_nobonus", "A", "25940", "wrong", "tag", th(SAL_NOB) + r"<answer>$\boxed{23340}$</answer>", "a box in the tag, 23340 (bonus left out)"),
    g("t_ok_box_comma", "B", "25940", "correct", "tag", th(SAL) + r"<answer>$\boxed{25,940}$</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_units", "B", "14.91", "correct", "tag", th(FRU) + "<answer>$14.91 dollars</answer>", "dollar sign and unit word in the tag"),
    g("t_empty", "A", "14.91", "no_answer", "tag", th(FRU) + "<answer> </answer>", "an empty tag; the gold only in the thinking"),
    g("t_placeholder", "A", "372", "no_answer", "tag", th(EGG) + "<answer>final answer here</answer>", "a template placeholder in the tag"),
    g("t_two_tags", "A", "372", "wrong", "tag", th(EGG) + "<answer>372</answer>\n<answer>31</answer>", "two tags, the last 31: two different final answers"),
    g("t_ok_two_same", "B", "372", "correct", "tag", th(EGG) + "<answer>372</answer>\n<answer>372 eggs</answer>", "two tags agreeing on 372"),
    g("t_ok_unclosed_gold", "B", "57.5", "correct", "tag", th(EXAM) + "<answer>57.5%", "an answer tag never closed (end of generation) holding the gold"),
    g("t_unclosed_cut", "A", "57.5", "no_answer", "truncated", th(EXAM) + "<answer>The percentage of students who", "cut inside the tag before any value"),
    g("t_think_only", "A", "-5.5", "no_answer", "truncated", "<think>\n" + TEMP + "So the answer should be", "cut inside the thinking; -5.5 only in the working, no committed answer"),
    g("t_ok_negative", "B", "-5.5", "correct", "tag", th(TEMP) + "<answer>The final temperature is -5.5 degrees.</answer>", "negative decimal in a sentence in the tag"),
    g("t_sign_lost", "A", "-5.5", "wrong", "tag", th(TEMP) + "<answer>5.5</answer>", "the tag drops the sign"),
    g("t_ok_zero", "B", "0", "correct", "tag", th(WAL) + "<answer>She has $0 left.</answer>", "gold 0 in a sentence"),
    g("t_zero_other", "A", "0", "wrong", "tag", th(WAL) + "<answer>She has $96 left.</answer>", "the sentence states 96"),
    g("t_tag_in_think", "A", "283", "no_answer", "truncated", "<think>\nI must put the result as <answer>283</answer> at the end, but first let me check.\n" + PEN_SLIP, "the only tag is inside the thinking, written as a plan, and the working then goes to 319 and stops; no committed answer. Debatable: propose no_answer", True),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{7\pi}{5}$." + "\n") + r"<answer>$\boxed{\frac{7\pi}{5}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_unreduced", "B", G_RAD, "correct", "tag", th(RAD + "$\n") + r"<answer>\frac{252\pi}{180}</answer>", "unreduced 252pi/180 = 7pi/5: equal in value, correct"),
    m("t_m_degrees", "A", G_RAD, "wrong", "tag", th(RAD + "$\n") + r"<answer>252^\circ</answer>", "the tag restates the degrees, not radians"),
    m("t_m_ok_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + "$, so $x = \\frac13$ or $x = 3$.\n") + r"<answer>The roots are $x = \frac{1}{3}$ and $x = 3$.</answer>", "a sentence with both roots"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "$.\n") + r"<answer>$x = 3$</answer>", "only one of the two roots"),
    m("t_m_ok_eq_chain", "B", G_BASE, "correct", "tag", th(BASE + "$.\n") + r"<answer>$1234_5 = 125 + 50 + 15 + 4 = 194$</answer>", "an equation chain ending 194"),
    m("t_m_eq_chain_slip", "A", G_BASE, "wrong", "tag", th(BASE + "$.\n") + r"<answer>$1234_5 = 125 + 50 + 15 + 4 = 184$</answer>", "the chain ends 184 (an addition slip)"),
    m("t_m_ok_text_box", "B", G_COMB, "correct", "tag", th(COMB + " = 715$.\n") + r"<answer>\text{The number of committees is } \boxed{715}</answer>", "text and a box in the tag"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + " = 715$.\n") + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    m("t_m_decimal_repeat", "A", G_REP, "wrong", "tag", th(REP + "$.\n") + "<answer>0.45</answer>", "0.45 is not 0.4545...: wrong"),
    m("t_m_ok_fraction_unred", "B", G_REP, "correct", "tag", th(REP + "$.\n") + r"<answer>\dfrac{45}{99}</answer>", "45/99 = 5/11, equal in value"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_so_hash", "B", "283", "correct", "hash", PEN + "So the answer is #### 283", "'So the answer is' then #### on the same line"),
    g("h_so_hash_slip", "A", "283", "wrong", "hash", PEN_SLIP + "So the answer is #### 319", "twin: the #### value is 319"),
    g("h_ok_colon_hash", "B", "25940", "correct", "hash", SAL + "The answer is: #### 25940", "'The answer is:' then ####"),
    g("h_colon_hash_nobonus", "A", "25940", "wrong", "hash", SAL_NOB + "The answer is: #### 23340", "twin: 23340 without the bonus"),
    g("h_ok_final_answer_hash", "B", "14.91", "correct", "hash", FRU + "Final Answer: #### 14.91", "'Final Answer:' then ####"),
    g("h_final_answer_hash_other", "A", "14.91", "wrong", "hash", FRU + "Final Answer: #### 14.19", "transposed digits 14.19"),
    g("h_ok_answer_hash_dollar", "B", "14.91", "correct", "hash", FRU + "Answer: #### $14.91", "'Answer:' then #### with a dollar sign"),
    g("h_phrase_gold_hash_other", "A", "372", "wrong", "hash", EGG + "The answer is 372.\n#### 31", "phrase 372, #### 31: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "372", "wrong", "hash", EGG + "#### 372\nSo the answer is 31 dozen, i.e. 31.", "#### 372 then a phrase committing to 31 (31 dozen written as 31): two final answers; debatable, propose wrong", True),
    g("h_ok_hash_then_phrase", "B", "372", "correct", "hash", EGG + "#### 372\nThe answer is 372 eggs.", "#### and the later phrase agree"),
    g("h_empty_hash", "A", "57.5", "no_answer", "hash", EXAM + "The answer is:\n####", "an empty #### line"),
    g("h_hash_hedge", "A", "57.5", "wrong", "hash", EXAM + "The answer is #### 57.5 or 58", "a hedge in the #### line"),
    g("h_ok_hash_percent", "B", "57.5", "correct", "hash", EXAM + "Therefore the answer is #### 57.5%", "#### with a percent sign"),
    g("h_ok_bold_hash", "B", "-5.5", "correct", "hash", TEMP + "**The answer is:** #### -5.5", "bold phrase then #### with a negative"),
    g("h_bold_hash_sign", "A", "-5.5", "wrong", "hash", TEMP + "**The answer is:** #### 5.5", "twin: the sign is lost"),
    g("h_ok_fewshot_tail", "B", "0", "correct", "hash", WAL + "The answer is #### 0\n\nQuestion: Tom has 5 apples and eats 2. How many are left?\nAnswer: Tom has 5 - 2 = <<5-2=3>>3 apples left.\nThe answer is #### 3", "the answer to the posed question is #### 0; the invented few-shot turn ending #### 3 does not count (README convention)"),
    g("h_fewshot_wrong_first", "A", "0", "wrong", "hash", "Four tickets cost 4 * 24 = <<4*24=96>>96 dollars.\nThe answer is #### 96\n\nQuestion: A box has 10 pens and 4 are taken. How many remain?\nAnswer: 10 - 4 = <<10-4=6>>6.\nThe answer is #### 0", "the answer to the posed question is 96; the 0 closes an invented turn. Debatable (a checker reading the last #### sees the gold); propose wrong", True),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 715$.\nThe answer is: #### 715", "a MATH answer after 'The answer is: ####'"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 715$.\nThe answer is: #### 17160", "the #### value is the numerator 17160"),
    m("h_m_ok_hash_latex", "B", G_DIST, "correct", "hash", DIST + r" = 3\sqrt{10}$." + "\nSo the answer is #### $3\\sqrt{10}$", "LaTeX after ####"),
    m("h_m_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + "$.\nSo the answer is #### 9.49", "a rounded decimal for an exact irrational"),
]
CASES += [
    # ================================================================ 3. exactness
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" \approx 9.4868$." + "\n\n" + QWEN_END.format("9.4868"), "a decimal for 3sqrt10 (= 9.48683...): wrong"),
    m("x_m_ok_sqrt90", "B", G_DIST, "correct", "boxed", DIST + "$.\n\n" + QWEN_END.format(r"\sqrt{90}"), "sqrt90 = 3sqrt10, unsimplified but equal"),
    m("x_m_sqrt_perturbed", "A", G_DIST, "wrong", "boxed", DIST + "$.\n\n" + QWEN_END.format(r"3\sqrt{10} + 10^{-12}"), "a tiny perturbation of the gold is not the gold"),
    m("x_m_ok_frac_form", "B", G_PROB, "correct", "boxed", PROB + "$.\n\n" + QWEN_END.format(r"\frac{8}{70}"), "8/70 = 4/35"),
    m("x_m_prob_decimal_round", "A", G_PROB, "wrong", "boxed", PROB + r" = \frac{4}{35} \approx 0.114$." + "\n\n" + QWEN_END.format("0.114"), "0.114 is a rounding of 4/35 = 0.1142857...: wrong"),
    m("x_m_prob_percent", "A", G_PROB, "wrong", "boxed", PROB + r" \approx 11.43\%$." + "\n\n" + QWEN_END.format(r"11.43\%"), "a rounded percent of a repeating fraction"),
    m("x_m_ok_repeat_bar", "B", G_REP, "correct", "boxed", REP + r" = \frac{5}{11}$." + "\n\n" + LLAMA_END.format(r"0.\overline{45}"), "the repeating decimal itself equals 5/11; debatable whether a restatement of the question counts; propose correct (equal in value)", True),
    m("x_m_repeat_trunc", "A", G_REP, "wrong", "boxed", REP + "$.\n\n" + LLAMA_END.format("0.454545"), "a truncated decimal, not 5/11"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", ZERO + " = 0$.\n\n" + QWEN_END.format("0"), "gold 0"),
    m("x_m_zero_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + " = 0$.\n\n" + QWEN_END.format(r"10^{-9}"), "a tiny positive number is not 0"),
    m("x_m_zero_tiny_pi", "A", G_ZERO, "wrong", "boxed", ZERO + "$.\n\n" + QWEN_END.format(r"2^{-60}\pi"), "near-zero value, not 0"),
    m("x_m_ok_zero_minus", "B", G_ZERO, "correct", "boxed", ZERO + " = 0$.\n\n" + QWEN_END.format("-0"), "-0 equals 0"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + " = 0$.\n\n" + QWEN_END.format("0.0"), "0.0 equals 0 exactly"),
    m("x_m_zero_eps_i", "A", G_ZERO, "wrong", "boxed", ZERO + "$.\n\n" + QWEN_END.format(r"10^{-30}i"), "a tiny imaginary number, not 0"),
    m("x_m_area_decimal", "A", G_AREA, "wrong", "boxed", AREA + r" = 49\pi \approx 153.94$." + "\n\n" + r1final("153.94"), "a decimal for 49pi (153.938...): wrong"),
    m("x_m_ok_area_order", "B", G_AREA, "correct", "boxed", AREA + r" = 49\pi$." + "\n\n" + r1final(r"\pi \cdot 49"), "pi*49 = 49pi"),
    m("x_m_area_pi_approx", "A", G_AREA, "wrong", "boxed", AREA + r" = 49 \cdot \frac{22}{7}$." + "\n\n" + r1final("154"), "154 uses pi = 22/7: not exact"),
    m("x_m_area_perturb", "A", G_AREA, "wrong", "boxed", AREA + "$.\n\n" + r1final(r"49\pi + 10^{-40}"), "a tiny perturbation"),
    m("x_m_ok_rat", "B", G_RAT, "correct", "boxed", RAT + r" = 3\sqrt{6}$." + "\n\n" + MINERVA.format(r"$\sqrt{54}$"), "sqrt54 = sqrt(9*6) = 3sqrt6"),
    m("x_m_ok_rat_unsimpl", "B", G_RAT, "correct", "boxed", RAT + "$.\n\n" + MINERVA.format(r"$\frac{18\sqrt{6}}{6}$"), "18sqrt6/6 = 3sqrt6"),
    m("x_m_rat_decimal", "A", G_RAT, "wrong", "minerva", RAT + "$.\n\n" + MINERVA.format("$7.348$"), "3sqrt6 = 7.3485...: a rounded decimal"),
    m("x_m_rat_near", "A", G_RAT, "wrong", "minerva", RAT + "$.\n\n" + MINERVA.format(r"$3\sqrt{6.000001}$"), "a tiny perturbation inside the root"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + " = 11 + 10i$.\n\n" + LLAMA_END.format("10i + 11"), "terms in the other order"),
    m("x_m_cpx_conj", "A", G_CPX, "wrong", "boxed", CPX + "$.\n\n" + LLAMA_END.format("11 - 10i"), "the conjugate"),
    m("x_m_cpx_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + "$.\n\n" + LLAMA_END.format(r"11 + 10.0000001i"), "a tiny perturbation of the imaginary part"),
    g("x_ok_trailing_zeros", "B", "14.91", "correct", "hash", FRU + "#### 14.910", "14.910 = 14.91"),
    g("x_rounded", "A", "14.91", "wrong", "hash", FRU + "Rounded to the nearest dollar, that is $15.\n#### 15", "rounded to 15; the gold is 14.91"),
    g("x_near", "A", "14.91", "wrong", "hash", "3.5 kg at $4.26 per kg cost 3.5 * 4.26 = <<3.5*4.26=14.911>>14.911 dollars.\n#### 14.911", "14.911 is not 14.91 (annotation slip)"),
    g("x_ok_fraction_percent", "B", "57.5", "correct", "hash", EXAM + "#### 115/2", "115/2 = 57.5 (odd but equal)"),
    g("x_share_not_percent", "A", "57.5", "wrong", "hash", "46 / 80 = <<46/80=0.575>>0.575 of the students passed.\n#### 0.575", "a share 0.575, not the percent 57.5 the question asks; debatable (0.575 = 57.5 %), propose wrong as earlier rounds decided", True),
    g("x_ok_int_as_float", "B", "372", "correct", "hash", EGG + "#### 372.0", "372.0 = 372"),
    g("x_near_int", "A", "372", "wrong", "hash", EGG + "#### 372.01", "372.01 is not 372"),
    g("x_ok_scientific", "B", "25940", "correct", "A_colon", SAL + "A: 2.594e4", "debatable: 2.594e4 = 25940 exactly; propose correct", True),
    g("x_sci_rounded", "A", "25940", "wrong", "A_colon", SAL + "A: 2.59e4", "2.59e4 = 25900, not 25940"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "283", "wrong", "hash", PEN_SLIP + "The answer is not 283.\n#### 319", "the gold only negated; final 319"),
    g("n_boxed_neq", "A", "283", "no_answer", "boxed", PEN + r"So $\boxed{\neq 283}$", "a box asserting 'not 283' is no value"),
    g("n_strike_md", "A", "283", "wrong", "hash", PEN_SLIP + "#### ~~283~~ 319", "283 struck through, 319 kept"),
    g("n_ok_strike_md", "B", "283", "correct", "hash", PEN + "#### ~~319~~ 283", "twin: 319 struck, 283 kept"),
    g("n_strike_only", "A", "372", "no_answer", "hash", EGG + "#### ~~372~~", "the only value is struck out, nothing kept"),
    g("n_annot_wrong", "A", "372", "wrong", "boxed", EGG + r"Answer: $\boxed{372 \text{ (incorrect)}}$" + "\nLet me recount: 31 * 12 = 362.\nAnswer: 362", "the model annotates 372 as incorrect and ends with 362"),
    g("n_ok_annot_check", "B", "372", "correct", "boxed", EGG + r"Answer: $\boxed{372 \text{ (verified)}}$", "an annotation that confirms"),
    g("n_ok_not_other", "B", "-5.5", "correct", "hash", TEMP + "Note the answer is not 5.5 - the temperature is below zero.\n#### -5.5", "the negated 5.5 is the wrong value; the final is -5.5"),
    g("n_minus_word", "A", "-5.5", "wrong", "hash", TEMP + "So it is 5.5 degrees, but NOT below zero.\n#### 5.5", "the model commits to +5.5"),
    g("n_crossed_html", "A", "25940", "wrong", "hash", SAL + "#### <del>25940</del> 23340", "html strike-through of the gold, 23340 kept"),
    g("n_ok_crossed_html", "B", "25940", "correct", "hash", SAL + "#### <del>23340</del> 25940", "twin: 23340 struck, gold kept"),
    m("n_m_box_not", "A", G_COMB, "no_answer", "boxed", COMB + r"$. $\boxed{\text{not } 715}$", "a box that negates the value"),
    m("n_m_box_x_neq", "A", G_COMB, "no_answer", "boxed", COMB + r"$. So $\boxed{n \ne 715}$", "an inequation, no value"),
    m("n_m_cancel", "A", G_BASE, "wrong", "boxed", BASE + r"$. $\boxed{\cancel{194}\ 184}$", "194 cancelled, 184 kept"),
    m("n_m_ok_cancel", "B", G_BASE, "correct", "boxed", BASE + r"$. $\boxed{\cancel{184}\ 194}$", "twin: 184 cancelled, 194 kept; debatable how a box with a cancel reads; propose correct", True),
    m("n_m_annot_approx", "A", G_DIST, "wrong", "boxed", DIST + r"$. $\boxed{3\sqrt{10} \text{ (approx.)}}$ wait, I mean $\boxed{9.5}$", "the last box is 9.5"),
    m("n_m_ok_annot_exact", "B", G_DIST, "correct", "boxed", DIST + r"$. $\boxed{3\sqrt{10}\ \text{(exact)}}$", "an annotation 'exact' in the box"),
    m("n_m_not_equal_final", "A", G_ROOTS, "wrong", "boxed", ROOTS + r"$. The roots are not $\frac{1}{3}$ and $3$; they are $\boxed{-\frac{1}{3}, -3}$.", "the gold negated, the box holds the negatives"),
    m("n_m_ok_not_neg", "B", G_ROOTS, "correct", "boxed", ROOTS + r"$. The roots are not $-\frac{1}{3}$ and $-3$; they are $\boxed{\frac{1}{3}, 3}$.", "twin: negatives negated, the gold boxed"),
]
CASES += [
    # ================================================================ 5. unit words vs words that change the number
    g("u_ok_noun", "B", "283", "correct", "hash", PEN + "#### 283 pencils", "a unit noun after the value"),
    g("u_dozen_mult", "A", "283", "wrong", "hash", PEN + "#### 283 dozen", "'283 dozen' is 3396, not 283"),
    g("u_ok_dozen_equal", "B", "372", "correct", "hash", EGG + "That is 372 / 12 = <<372/12=31>>31 dozen.\n#### 31 dozen", "31 dozen = 372 eggs, equal in value; debatable (a strict reader wants the count); propose correct", True),
    g("u_dozen_bare", "A", "372", "wrong", "hash", EGG + "That is 372 / 12 = <<372/12=31>>31 dozen.\n#### 31", "bare 31 without the word: 31, not 372"),
    g("u_ok_percent_word", "B", "57.5", "correct", "hash", EXAM + "#### 57.5 percent", "'percent' after a percent gold"),
    g("u_thousand", "A", "57.5", "wrong", "hash", EXAM + "#### 57.5 thousand", "'thousand' multiplies the value"),
    g("u_ok_degrees", "B", "-5.5", "correct", "hash", TEMP + "#### -5.5 degrees", "a unit word after a negative"),
    g("u_ok_below_zero", "B", "-5.5", "correct", "A_colon", TEMP + "A: 5.5 degrees below zero", "'5.5 degrees below zero' is -5.5; debatable, propose correct (the words state the sign)", True),
    g("u_above_zero", "A", "-5.5", "wrong", "A_colon", TEMP + "A: 5.5 degrees above zero", "'above zero' is +5.5"),
    g("u_ok_dollars", "B", "25940", "correct", "hash", SAL + "#### 25940 dollars", "a unit word"),
    g("u_ok_thousand_equal", "B", "25940", "correct", "answer_is", SAL + "The answer is 25.94 thousand dollars.", "25.94 thousand = 25940; debatable, propose correct (equal in value)", True),
    g("u_k_suffix", "A", "25940", "wrong", "hash", SAL + "#### 25940k", "25940k = 25,940,000"),
    g("u_cents", "A", "14.91", "wrong", "hash", FRU + "#### 14.91 cents", "14.91 cents is not $14.91"),
    g("u_ok_per_kg_context", "B", "14.91", "correct", "answer_is", FRU + "The answer is $14.91 in total.", "harmless trailing words"),
    g("u_pairs", "A", "283", "wrong", "answer_is", PEN + "The answer is 283 pairs of pencils.", "debatable: '283 pairs' is 566 pencils, a word that changes the number; propose wrong", True),
    g("u_ok_remaining", "B", "283", "correct", "answer_is", PEN + "The answer is 283 remaining pencils.", "adjective plus noun after the value"),
    g("u_fewer", "A", "283", "wrong", "answer_is", PEN + "The answer is 95 fewer pencils.", "95 (the number sold) is the stated value"),
    g("u_ok_zero_word", "B", "0", "correct", "answer_is", WAL + "The answer is zero dollars.", "number word 'zero'"),
    g("u_zero_spent", "A", "0", "wrong", "answer_is", WAL + "The answer is 96 dollars.", "the answer line states the amount spent, 96, not what is left"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + r" = 194$." + "\n\n" + qbox(r"194 \text{ (base 10)}"), "a base annotation"),
    m("u_m_base5_sub", "A", G_BASE, "wrong", "boxed", BASE + r"$." + "\n\n" + qbox(r"194_5"), "194_5 is not a base-5 numeral equal to 194 (digit 9 is invalid); it is not 194 in base 10"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" = 715$." + "\n\n" + qbox(r"715 \text{ ways}"), "a unit word in the box"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r"$." + "\n\n" + qbox(r"715 \text{ thousand}"), "'thousand' changes the value"),
    m("u_m_ok_sq_units", "B", G_AREA, "correct", "boxed", AREA + r" = 49\pi$." + "\n\n" + qbox(r"49\pi \text{ square units}"), "square units"),
    m("u_m_ok_cm2", "B", G_AREA, "correct", "boxed", AREA + r" = 49\pi$." + "\n\n" + qbox(r"49\pi\ \text{cm}^2"), "cm^2 unit"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{5}$." + "\n\n" + qbox(r"\frac{7\pi}{5} \text{ radians}"), "'radians' unit"),
    m("u_m_degree_sign", "A", G_RAD, "wrong", "boxed", RAD + r"$." + "\n\n" + qbox(r"\frac{7\pi}{5}^\circ"), "7pi/5 degrees is not 7pi/5 radians"),
    m("u_m_percent", "A", G_PROB, "wrong", "boxed", PROB + r"$." + "\n\n" + qbox(r"\frac{4}{35}\%"), "4/35 percent is 4/3500"),
    m("u_m_ok_units_dist", "B", G_DIST, "correct", "boxed", DIST + r" = 3\sqrt{10}$." + "\n\n" + qbox(r"3\sqrt{10} \text{ units}"), "'units' word"),
    m("u_m_squared_word", "A", G_DIST, "wrong", "boxed", DIST + r"$." + "\n\n" + qbox(r"90 \text{ units}^2"), "90 is the squared distance"),

    # ================================================================ 6. retractions vs harmless after-text
    g("r_wait_misread", "A", "283", "wrong", "hash", PEN + "#### 283\n\nWait, I misread the problem: 59 were sold, not 95. 378 - 59 = 319.\n#### 319", "a correction after the answer, to 319"),
    g("r_ok_check", "B", "283", "correct", "hash", PEN + "#### 283\n\nCheck: 283 + 95 = 378. Correct!", "a confirming check"),
    g("r_edit", "A", "283", "wrong", "hash", PEN + "#### 283\nEdit: the correct answer is 319.", "an edit replacing the answer"),
    g("r_ok_edit_confirm", "B", "283", "correct", "hash", PEN_SLIP + "#### 319\nEdit: I misread; 95 were sold, so 378 - 95 = 283.\n#### 283", "twin: the correction is to the gold"),
    g("r_scratch", "A", "25940", "wrong", "answer_is", SAL + "The answer is 25940.\nActually, scratch that - the bonus is not part of the salary, so it's 23340.", "a retraction to 23340"),
    g("r_ok_pleasantry", "B", "25940", "correct", "answer_is", SAL + "The answer is 25940.\nI hope this helps! Let me know if you have any other questions.", "a pleasantry"),
    g("r_withdraw_nothing", "A", "25940", "no_answer", "answer_is", SAL + "The answer is 25940.\nHmm, that can't be right. Let me redo this from the start.\n12 months at", "the model withdraws its answer and the restart is cut off; debatable (wrong or no_answer); propose no_answer, reject either way", True),
    g("r_ok_restart_same", "B", "25940", "correct", "answer_is", SAL + "The answer is 25940.\nLet me verify by another route: 1945 + 2600/12 ... no, simpler: 23340 + 2600 = 25940. Yes, 25940.", "a re-verification ending on the same value"),
    g("r_correction_label", "A", "372", "wrong", "hash", EGG + "#### 372\nCorrection: each duck lays 12 eggs per week for 2 weeks, so 744.\n#### 744", "correction to 744"),
    g("r_ok_note_after", "B", "372", "correct", "hash", EGG + "#### 372\nNote: this is the same as 31 dozen eggs.", "a harmless note restating the value in other units"),
    g("r_no_wait", "A", "-5.5", "wrong", "boxed", TEMP + r"The answer is $\boxed{-5.5}$. No wait, it falls for 6 hours starting at 2, so actually $\boxed{-7.5}$" , "a second box after 'No wait' - though -7.5 is a slip, it is the last committed answer"),
    g("r_ok_no_wait_back", "B", "-5.5", "correct", "boxed", TEMP + r"The answer is $\boxed{-7.5}$. No wait, 2 - 7.5 is $\boxed{-5.5}$.", "twin: the correction lands on the gold"),
    g("r_ok_im_user_tail", "B", "14.91", "correct", "hash", FRU + "#### 14.91" + IM_USER + "Thanks! Now if it were 4 kg, what would it cost?", "an invented user turn after the answer does not count"),
    g("r_im_user_new_answer", "A", "14.91", "wrong", "hash", "3.5 kg at $4.26 per kg cost about 3.5 * 4 = <<3.5*4=14>>14 dollars.\n#### 14" + IM_USER + "Are you sure? Recompute exactly." + "<|im_end|>\n<|im_start|>assistant\n3.5 * 4.26 = 14.91\n#### 14.91", "the model's answer is 14; the text after the invented user turn is not the reply to the posed question. Debatable; propose wrong (README: invented turns do not count)", True),
    g("r_ok_eot_tail", "B", "57.5", "correct", "hash", EXAM + "#### 57.5" + EOT_USER + "What if 50 had passed?", "a Llama-3 invented user turn after the answer"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", COMB + r" = 715$, so $\boxed{715}$." + "\n\nActually, order matters here since the roles are distinct, so it is $13 \\cdot 12 \\cdot 11 \\cdot 10 = \\boxed{17160}$.", "retraction to 17160"),
    m("r_m_ok_verify", "B", G_COMB, "correct", "boxed", COMB + r" = 715$, so $\boxed{715}$." + "\n\nTo verify: $\\binom{13}{4} = \\binom{13}{9}$, and $17160 / 24 = 715$. ✓", "a check after the box, with other numbers, confirms"),
    m("r_m_erratum", "A", G_RAT, "wrong", "minerva", RAT + r" = 3\sqrt{6}$." + "\n" + MINERVA.format(r"$3\sqrt{6}$") + "\n\nErratum: I rationalised wrongly; the answer is $6\\sqrt{3}$.", "an erratum to 6sqrt3 (itself wrong: 6sqrt3 = sqrt108 != sqrt54)"),
    m("r_m_ok_summary", "B", G_RAT, "correct", "minerva", RAT + r" = 3\sqrt{6}$." + "\n" + MINERVA.format(r"$3\sqrt{6}$") + "\n\nIn summary, rationalising the denominator gives $3\\sqrt{6}$.", "a summary restating the gold"),
    m("r_m_ok_selfcheck", "B", G_ROOTS, "correct", "boxed", ROOTS + r"$, so $\boxed{\frac{1}{3}, 3}$." + "\n\nCheck: $3 \\cdot 9 - 30 + 3 = 0$ and $3 \\cdot \\frac{1}{9} - \\frac{10}{3} + 3 = 0$.", "a check with other numbers after the box"),
    m("r_m_update", "A", G_ROOTS, "wrong", "boxed", ROOTS + r"$, so $\boxed{\frac{1}{3}, 3}$." + "\n\nUpdate: I factored incorrectly; it should be $(3x + 1)(x + 3)$, giving $\\boxed{-\\frac{1}{3}, -3}$.", "an update to the wrong roots"),
]
CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_quote_only", "A", "283", "no_answer", "hash", "The worked solution in the textbook says:\n> 378 - 95 = 283\n> #### 283\nI am not able to verify this, so I cannot give an answer.", "only a quotation, then a refusal"),
    g("q_ok_quote_then_own", "B", "283", "correct", "hash", "The textbook says:\n> #### 319\nBut that uses 59 sold. " + PEN + "#### 283", "a quoted wrong value, the model's own answer is the gold"),
    g("q_quote_after_own", "A", "283", "wrong", "hash", PEN_SLIP + "#### 319\n\n(The answer key says \"#### 283\", but I believe it is a typo.)", "the model's own answer is 319; 283 is the key's, rejected"),
    g("q_ok_answer_key_agrees", "B", "283", "correct", "hash", PEN + "#### 283\n\n(This matches the answer key, which also says 283.)", "reported agreement after the model's own answer"),
    g("q_friend_claims", "A", "25940", "wrong", "answer_is", "My friend claims the answer is 25940, but the bonus was paid only if she stayed the whole year, and she left, so " + SAL_NOB + "The answer is 23340.", "someone else's claim is the gold; the model's answer is 23340"),
    g("q_ok_friend_wrong", "B", "25940", "correct", "answer_is", "A common mistake is to say 23340 and forget the bonus.\n" + SAL + "The answer is 25940.", "the wrong value attributed to a 'common mistake'"),
    g("q_hypothetical", "A", "372", "no_answer", "none", "If each duck laid 12 eggs, there would be 31 * 12 = 372 eggs. But the problem does not say how many eggs each duck lays, so I cannot determine the answer.", "a hypothetical then a refusal"),
    g("q_ok_hypothetical_then", "B", "372", "correct", "hash", "If each duck laid only 10 eggs, there would be 310. But each lays 12, so " + EGG + "#### 372", "a hypothetical 310, then the actual answer"),
    g("q_self_posed", "A", "57.5", "wrong", "boxed", "46 / 80 = 0.575 so 57.5% passed... Actually, let me consider a similar problem: if 23 of 40 passed, what percent is that? 23/40 = 57.5%, so $\\boxed{57.5}$.\n\nFor the original question, the fraction who failed is 34/80, so the answer is $\\boxed{42.5}$.", "the last box answering the posed question is 42.5 (the fail rate); debatable (the model answers a different quantity); propose wrong", True),
    g("q_ok_self_posed_after", "B", "57.5", "correct", "boxed", EXAM + "So the answer is $\\boxed{57.5}$.\n\nPractice problem: if 30 of 80 passed, what percent passed? Answer: $\\boxed{37.5}$.", "a self-posed practice problem after the answer, with its own box, does not replace it; debatable (last box is 37.5); propose correct", True),
    g("q_parts", "A", "57.5", "wrong", "answer_is", EXAM + "So 42.5% failed.\nThe answer is 57.5% for part (a) and 42.5% for part (b).", "debatable: the question has one part; the model gives two 'final answers' for invented parts; propose wrong (two final answers)", True),
    g("q_you_asked", "A", "14.91", "no_answer", "boxed", "You asked: \"Show that the cost is $\\boxed{14.91}$ dollars.\" I'm sorry, but I can't help with that.", "the box is only in the quoted request, then a refusal"),
    g("q_ok_problem_states", "B", "14.91", "correct", "hash", "The problem states that 1 kg costs $4.26.\n" + FRU + "#### 14.91", "the problem's numbers reported, then the model's answer"),
    g("q_student_answer", "A", "-5.5", "wrong", "answer_is", "The student's answer of -5.5 degrees is incorrect because the temperature rises at night. The correct answer is 9.5 degrees.", "the gold is the student's value, rejected; the model says 9.5"),
    g("q_ok_student_wrong", "B", "-5.5", "correct", "answer_is", "The student's answer of 9.5 is incorrect: the temperature falls.\n" + TEMP + "The correct answer is -5.5 degrees.", "twin: the student's value is rejected, the gold is the model's"),
    m("q_m_example_box", "A", G_AREA, "no_answer", "boxed", "Your final answer should be formatted like $\\boxed{49\\pi}$. However, the radius is not given, so I can't compute the area.", "the box is a format example, then a refusal"),
    m("q_m_ok_format_then_answer", "B", G_AREA, "correct", "boxed", "The answer should be given in the form $\\boxed{k\\pi}$.\n" + AREA + r" = 49\pi$, so the answer is $\boxed{49\pi}$.", "a format template box, then the real answer"),
    m("q_m_reference_says", "A", G_CPX, "wrong", "boxed", CPX + r" = 11 + 10i$. The reference solution says $\boxed{11 + 10i}$, but I get $\boxed{-5 + 10i}$ because $-8i^2 = -8$.", "the model's own box -5 + 10i; the gold only in the reference's"),
    m("q_m_ok_reference_agree", "B", G_CPX, "correct", "boxed", CPX + r" = 11 + 10i$. I get $\boxed{11 + 10i}$, which agrees with the reference.", "agreement"),
    m("q_m_hypothetical_box", "A", G_PROB, "wrong", "boxed", PROB + r" = \frac{4}{35}$. (If the range were $1$ to $64$, it would be $\frac{8}{64} = \frac{1}{8}$.) Rereading: the range includes $0$, which is also a multiple of $8$, so there are $9$ multiples among $71$ numbers and the probability is $\boxed{\frac{9}{71}}$.", "a hypothetical 1/8, then a misreading committed as the final box 9/71; the gold only mid-working"),
    m("q_m_ok_supposing", "B", G_PROB, "correct", "boxed", "Suppose instead we counted multiples of $7$: that would give $\\frac{10}{70} = \\frac{1}{7}$. But we need multiples of $8$. " + PROB + r" = \frac{4}{35}$." + "\n\n" + r1final(G_PROB), "a supposition with another value, then the real answer"),
    m("q_m_other_part", "A", G_ROOTS, "wrong", "boxed", ROOTS + r"$. The sum of the roots is $\frac{10}{3}$ and they are $\frac{1}{3}$ and $3$." + "\n\nThe answer is $\\boxed{\\frac{10}{3}}$.", "the box is the sum, not the roots"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_nbsp", "B", "283", "correct", "hash", PEN + "####\u00a0283", "a non-breaking space after ####"),
    g("b_ok_fullwidth_digits", "B", "283", "correct", "answer_is", PEN + "The answer is \uff12\uff18\uff13.", "full-width digits 283; debatable, propose correct (NFKC gives 283)", True),
    g("b_ok_zero_width", "B", "283", "correct", "hash", PEN + "#### 2\u200b83", "a zero-width space inside 283; debatable (text is 283 as displayed); propose correct", True),
    g("b_rtl_override", "A", "283", "wrong", "hash", PEN_SLIP + "#### \u202e382", "an RTL override before 382 (displays as 283) - the stored value is 382; debatable, propose wrong", True),
    g("b_ok_crlf", "B", "372", "correct", "hash", EGG.replace("\n", "\r\n") + "#### 372\r\n", "CRLF line endings"),
    g("b_ok_trailing_ws", "B", "372", "correct", "hash", EGG + "#### 372   \t\n\n\n", "trailing whitespace"),
    g("b_ok_minus_sign", "B", "-5.5", "correct", "hash", TEMP + "#### \u22125.5", "a Unicode minus sign U+2212; debatable, propose correct", True),
    g("b_ok_en_dash", "B", "-5.5", "correct", "hash", TEMP + "#### \u20135.5", "an en dash used as minus; debatable, propose correct", True),
    g("b_empty", "A", "57.5", "no_answer", "none", "", "an empty completion"),
    g("b_only_ws", "A", "57.5", "no_answer", "none", " \n\t\n ", "only whitespace"),
    g("b_nul", "A", "14.91", "no_answer", "hash", FRU + "#### 14.91\u0000", "a NUL after the answer; debatable (decision reject, as earlier rounds)", True),
    g("b_ok_emoji", "B", "14.91", "correct", "hash", FRU + "#### 14.91 \U0001f34e", "an emoji after the answer"),
    g("b_ok_long_prefix", "B", "25940", "correct", "hash", "Let me think. " * 400 + SAL + "#### 25940", "a very long repetitive preamble"),
    g("b_long_repetition_cut", "A", "25940", "no_answer", "truncated", SAL_NOB + "The answer is " + "the answer is " * 500, "a degenerate repetition loop, no value after the marker"),
    g("b_ok_comma_thousands_dot", "B", "25940", "correct", "hash", SAL + "#### 25,940.00", "thousands comma and .00"),
    m("b_m_ok_unicode_pi", "B", G_AREA, "correct", "boxed", AREA + " = 49π$.\n\n" + qbox("49π"), "a Unicode pi in the box"),
    m("b_m_ok_unicode_sqrt", "B", G_DIST, "correct", "boxed", DIST + "$.\n\n" + qbox("3√10"), "a Unicode square root; debatable, propose correct", True),
    m("b_m_unbalanced", "A", G_COMB, "no_answer", "boxed", COMB + r"$. So $\boxed{715", "an unclosed box at the end of generation; debatable: 715 is visible but the box never closes (possibly cut); propose no_answer (reject)", True),
    m("b_m_ok_control_char", "B", G_COMB, "correct", "boxed", COMB + " = 715$.\u0007\n\n" + qbox("715"), "a BEL control character in the working"),
    m("b_m_ok_nbsp_box", "B", G_REP, "correct", "boxed", REP + "$.\n\n" + qbox("\\frac{5}{11}\u00a0"), "a non-breaking space in the box"),
]
CASES += [
    g("h_ok_hash_period", "B", "0", "correct", "hash", WAL + "So the answer is: #### 0.", "a sentence period after #### 0"),
    g("h_hash_spent", "A", "0", "wrong", "hash", "Four tickets cost 4 * 24 = <<4*24=96>>96 dollars.\nSo the answer is: #### 96.", "the amount spent, 96, not what is left"),
    m("x_m_ok_dfrac", "B", G_PROB, "correct", "boxed", PROB + r" = \frac{4}{35}$." + "\n\n" + r1final(r"\dfrac{4}{35}"), "\\dfrac spelling"),
    m("x_m_prob_inverse", "A", G_PROB, "wrong", "boxed", PROB + "$.\n\n" + r1final(r"\frac{35}{4}"), "the reciprocal"),
]

# Decisions this round proposes for its debatable probes: "reject" (kind A) or "accept" (kind B).
DECISIONS = {
    case[0]: (("accept" if case[1] == "B" else "reject"), case[7])
    for case in CASES
    if len(case) > 8 and case[8]
}

if __name__ == "__main__":
    write_probes("adversarial_redteam63", CASES, [], DECISIONS)
