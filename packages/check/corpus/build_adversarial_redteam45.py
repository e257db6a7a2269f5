r"""Build adversarial_redteam45.jsonl: a forty-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam45", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES, and WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Only
`issues show 25`, corpus_build.py (helpers g, m, th, write_probes, MINERVA, chat-turn tokens) and
build_adversarial_redteam21.py (structure, conventions, label rules) were read.

Aim of this round: a final fresh measure of the issue's kind-A classes where they are subtle, with a
kind-B twin for most: near-zero and tolerance traps in new expressions, negation and annotation in
new notations, comparison and count words after numbers, retraction markers in new phrasings and
languages, quoted, reported, hypothetical and other-part statements in new framings, bad input.
Written under a short deadline: a smaller set, each label read carefully.

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K: a train at 84 km/h for 2.75 hours -> 231 km (84 * 2 = 168, 84 * 0.75 = 63, 168 + 63 = 231;
slip "2.5 hours": 84 * 2.5 = 210); -6 degrees falling 1.75 an hour for 8 hours -> -20 (1.75 * 8 =
14; -6 - 14 = -20; sign lost: 20); 2.75 m of cloth at $6.40 -> 17.60 (2 * 6.4 = 12.8, 0.75 * 6.4 =
4.8, 12.8 + 4.8 = 17.6; rounded 17.6 -> 18 wrong); 63 cookies packed in 7 bags of 9 -> 0 left (7 * 9
= 63); 27 of 36 seeds sprouting -> 75 % (27 / 36 = 0.75; 36 * 0.75 = 27).
MATH: log_16 64 -> 3/2 (64 = 2^6, 16 = 2^4, 6/4 = 3/2); sqrt50 + sqrt8 -> 7 sqrt2 (5 sqrt2 + 2
sqrt2); (2 + i)(4 - 3i) -> 11 - 2i (8 - 6i + 4i - 3i^2 = 8 - 2i + 3); two balls from 3 red and 7
blue, both red -> 1/15 (C(3,2) = 3, C(10,2) = 45, 3/45 = 1/15); f(x) = x^2 - 5x + 6 at x = 2 -> 0
(4 - 10 + 6); |2x + 1| < 5 -> (-3, 2) (-5 < 2x + 1 < 5, -6 < 2x < 4); a cone of radius 3 and height
4 -> 12 pi (1/3 * 9 * 4 = 12).

Wrong values used: 210 (2.5 hours), 8 (sign slip -6 + 14), -8 and 1/10 (arbitrary corrections),
2/3 (log reciprocal), sqrt58 (sqrt(50 + 8)), 11 + 2i and 5 - 2i (sign slips: 8 - 2i - 3 = 5 - 2i),
[-3, 2] (closed for open), 7/15 (invented part (b): C(7,2) = 21, 21/45 = 7/15), decimals 9.8995
(7 sqrt2 = 9.89949...), 0.067 (1/15 = 0.0666...), 37.7 (12 pi = 37.699...), 18 (17.60 rounded),
near-zero 0.001, -0.0001, e^{-50}, sin(10^{-80}), and tiny offsets 231.0001, 7 sqrt2 + 10^{-40},
12 pi + 10^{-60} i; bounds ("or less", "at least") and multipliers ("dozen", "times 2").

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps included); `n_` negation, strike-out, annotation; `u_` words
after a number (chosen so the label does not depend on the unseen question); `r_` retractions after
the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part statements;
`b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks
kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow round 21's conventions: the last final answer counts; a hedge, two different final
answers or a right number only in the working is `wrong`; no final answer (a negation or strike-out
with nothing after, a placeholder, only a quotation or a hypothetical) is `no_answer`; equal in
value but written differently is `correct`; a decimal for an exact irrational or repeating gold is
`wrong`; a value the model itself marks wrong is `wrong`; an explicit correction after an answer
makes the corrected value the final one; a check or pleasantry after a committed answer does not
replace it; text in an invented next turn does not count; in an <answer> tag a sentence, an
equation chain or a box is read for the value it states. A NUL anywhere makes the pair bad input
(debatable, decision `reject`). Debatable probes carry `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam45.py
"""

from corpus_build import IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- train: gold 231 (84 * 2.75 = 168 + 63 = 231). Slip "2.5 hours": 84 * 2.5 = 210.
TRN = "At 84 km/h for 2.75 hours the train covers 84 * 2.75 = <<84*2.75=231>>231 km.\n"
TRN_SLIP = "At 84 km/h for 2.5 hours the train covers 84 * 2.5 = <<84*2.5=210>>210 km.\n"
# --- freezer: gold -20 (1.75 * 8 = 14; -6 - 14 = -20). Sign slip -6 + 14 = 8.
FRZ = "Starting at -6 degrees and falling 1.75 * 8 = <<1.75*8=14>>14 degrees, it ends at -6 - 14 = <<-6-14=-20>>-20 degrees.\n"
# --- cloth: gold 17.60 (2.75 * 6.40 = 12.80 + 4.80 = 17.60).
CLO = "2.75 m of cloth at $6.40 a metre costs 2.75 * 6.40 = <<2.75*6.4=17.6>>17.60 dollars.\n"
# --- cookies: gold 0 (7 * 9 = 63; 63 - 63 = 0).
COK = "7 bags of 9 cookies hold 7 * 9 = <<7*9=63>>63 cookies, so 63 - 63 = <<63-63=0>>0 cookies are left.\n"
# --- seeds: gold 75 (27 / 36 = 0.75 = 75 %; 36 * 0.75 = 27).
SEED = "27 of the 36 seeds sprouted, so 27 / 36 * 100 = <<27/36*100=75>>75 percent sprouted.\n"

# ================================================================ MATH working
G_LOG = r"\frac{3}{2}"  # 64 = 2^6, 16 = 2^4: 6/4 = 3/2; check 16^(3/2) = 4^3 = 64
LOG = r"$\log_{16} 64 = \frac{\log_2 64}{\log_2 16} = \frac{6}{4}$"
LOG_DONE = LOG[:-1] + r" = \frac{3}{2}$." + "\n"
G_SQ = r"7\sqrt{2}"  # sqrt50 = 5 sqrt2, sqrt8 = 2 sqrt2; sum 7 sqrt2 (= sqrt98, 9.8995...)
SQ = r"$\sqrt{50} + \sqrt{8} = 5\sqrt{2} + 2\sqrt{2}$"
SQ_DONE = SQ[:-1] + r" = 7\sqrt{2}$." + "\n"
G_CX = "11 - 2i"  # 8 - 6i + 4i - 3i^2 = 8 - 2i + 3 = 11 - 2i
CX = r"$(2 + i)(4 - 3i) = 8 - 6i + 4i - 3i^2 = 8 - 2i + 3$"
G_PR = r"\frac{1}{15}"  # C(3,2) = 3, C(10,2) = 45, 3/45 = 1/15 (0.0666...)
PR = r"There are $\binom{3}{2} = 3$ red pairs among $\binom{10}{2} = 45$ pairs, so the probability is $\frac{3}{45}$"
G_Z = "0"  # 2^2 - 5*2 + 6 = 4 - 10 + 6 = 0
Z = r"$f(2) = 2^2 - 5 \cdot 2 + 6 = 4 - 10 + 6$"
G_INT = "(-3, 2)"  # -5 < 2x + 1 < 5 -> -6 < 2x < 4 -> -3 < x < 2
INT = r"$-5 < 2x + 1 < 5$ gives $-6 < 2x < 4$, so $-3 < x < 2$."
G_CONE = r"12\pi"  # 1/3 * pi * 9 * 4 = 12 pi (37.699...)
CONE = r"$V = \frac{1}{3} \pi \cdot 3^2 \cdot 4$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "231", "wrong", "tag", th(TRN_SLIP) + "<answer>The train covers 210 km.</answer>", "a sentence in the tag states 210"),
    g("t_equation_gold_first", "A", "231", "wrong", "tag", th(TRN) + "<answer>231 - 21 = 210</answer>", "an equation chain starting with the gold, ending 210"),
    m("t_m_placeholder", "A", G_LOG, "no_answer", "tag", th(LOG_DONE) + "<answer>[final answer]</answer>", "a bracketed placeholder in the tag; the gold only in the thinking"),
    m("t_m_box_inverse", "A", G_LOG, "wrong", "tag", th(LOG + "\n") + r"<answer>$\boxed{\frac{2}{3}}$</answer>", "a box in the tag with the reciprocal 2/3"),
    g("t_ok_sentence", "B", "231", "correct", "tag", th(TRN) + "<answer>The train covers 231 km.</answer>", "a sentence with a unit in the tag"),
    g("t_ok_equation", "B", "231", "correct", "tag", th(TRN) + "<answer>84 * 2.75 = 231</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_box", "B", G_LOG, "correct", "tag", th(LOG + "\n") + r"<answer>$\boxed{\frac{3}{2}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_CX, "correct", "tag", th(CX + "\n") + r"<answer>The product is $11 - 2i$.</answer>", "a sentence with math in the tag"),

    g("t_unclosed_other", "A", "-20", "wrong", "tag", th(FRZ.replace("-6 - 14 = <<-6-14=-20>>-20", "-6 + 14 = <<-6+14=8>>8")) + "<answer>8", "an unclosed tag holding the sign slip 8"),
    m("t_m_sum_under_root", "A", G_SQ, "wrong", "tag", th(SQ_DONE) + r"<answer>\sqrt{58}</answer>", "the tag holds sqrt58 (roots added under one sign); the gold only in the thinking"),
    g("t_ok_unclosed", "B", "-20", "correct", "tag", th(FRZ) + "<answer>-20", "an unclosed tag holding the gold"),
    g("t_ok_answer_phrase", "B", "17.60", "correct", "tag", th(CLO) + "<answer>The answer is $17.60.</answer>", "a marker phrase with a dollar sign in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_gold_hash_other", "A", "231", "wrong", "hash", TRN + "So the answer is 231.\n#### 210", "phrase 231, #### 210: two different final answers"),
    g("h_hash_sign_lost", "A", "-20", "wrong", "hash", FRZ + "The answer is: #### 20", "the #### value drops the sign"),
    g("h_ok_answer_colon_hash", "B", "231", "correct", "hash", TRN + "The answer is: #### 231", "'The answer is: ####' (issue 25)"),
    g("h_ok_final_answer_hash", "B", "-20", "correct", "hash", FRZ + "Final Answer: #### -20", "'Final Answer: ####' with a negative"),
    m("h_m_ok_phrase_hash", "B", G_LOG, "correct", "hash", LOG_DONE + "So the answer is #### 3/2", "a slash fraction after a phrase and ####"),

    g("h_hash_then_phrase_other", "A", "231", "wrong", "hash", TRN + "#### 231\nSo the answer is 210.", "#### 231 then a phrase stating 210"),
    g("h_ok_bold_hash", "B", "75", "correct", "hash", SEED + "**Answer: 75%**\n\n#### 75", "a bold answer with % then ####"),

    # ================================================================ 3. exactness
    g("x_near_zero_decimal", "A", "0", "wrong", "hash", COK + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_cloth", "A", "17.60", "wrong", "hash", CLO + "#### 18", "17.60 rounded to 18"),
    g("x_tiny_off", "A", "231", "wrong", "hash", TRN + "#### 231.0001", "231.0001, relative error under 1e-6"),
    m("x_m_near_zero_exp", "A", G_Z, "wrong", "boxed", Z + r" $= \boxed{e^{-50}}$", "e^{-50} is positive, not 0"),
    m("x_m_near_zero_sin", "A", G_Z, "wrong", "boxed", Z + r" $= \boxed{\sin\left(10^{-80}\right)}$", "sin(10^{-80}) is not 0"),
    m("x_m_gold_plus_tiny", "A", G_SQ, "wrong", "boxed", SQ + r" $= \boxed{7\sqrt{2} + 10^{-40}}$", "7 sqrt2 plus a tiny term"),
    m("x_m_gold_tiny_imag", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{12\pi + 10^{-60} i}$", "12 pi plus a tiny imaginary part"),
    m("x_m_decimal_irrational", "A", G_SQ, "wrong", "boxed", SQ + r" $\approx \boxed{9.8995}$", "a decimal for 7 sqrt2 (9.89949...)"),
    m("x_m_decimal_repeating", "A", G_PR, "wrong", "boxed", PR + r" $\approx \boxed{0.067}$", "0.067 is not 1/15 (0.0666...)"),
    m("x_m_pi_decimal", "A", G_CONE, "wrong", "boxed", CONE + r" $\approx \boxed{37.7}$", "a decimal for 12 pi (37.699...)"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", COK + "#### 0.0", "0.0 for 0"),
    g("x_ok_cloth_short", "B", "17.60", "correct", "hash", CLO + "#### 17.6", "17.6 for 17.60"),
    g("x_ok_trailing_decimal", "B", "-20", "correct", "boxed", FRZ + r"The answer is $\boxed{-20.0}$.", "-20.0 for -20"),
    m("x_m_ok_zero_expr", "B", G_Z, "correct", "boxed", Z + r" $= \boxed{10 - 10}$", "10 - 10 is exactly 0"),
    m("x_m_ok_sqrt98", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{\sqrt{98}}$", "sqrt98 = 7 sqrt2"),
    m("x_m_ok_unsimplified", "B", G_PR, "correct", "boxed", PR + r" $= \boxed{\frac{3}{45}}$.", "3/45 = 1/15 unsimplified"),
    m("x_m_ok_cone_frac", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{\frac{36\pi}{3}}$.", "36 pi / 3 = 12 pi"),

    g("x_negative_tiny", "A", "0", "wrong", "hash", COK + "#### -0.0001", "-0.0001 against gold 0"),
    m("x_m_ok_exact_decimal", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{1.5}$", "1.5 = 3/2 exactly"),
    m("x_m_ok_reordered", "B", G_CX, "correct", "boxed", CX + r" $= \boxed{-2i + 11}$", "the terms reordered"),

    m("x_m_closed_for_open", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{[-3, 2]}$.", "a closed interval for the open gold"),
    m("x_m_ok_zero_decimal", "B", G_Z, "correct", "boxed", Z + r" $= \boxed{0.0}$", "0.0 for 0"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_neq_gold", "A", "231", "no_answer", "hash", TRN + "#### ≠ 231", "a Unicode not-equal sign before the gold, nothing else"),
    g("n_not_gold_words", "A", "-20", "no_answer", "answer_is", FRZ + "The final temperature is definitely not -20 degrees.", "the gold negated, nothing after"),
    g("n_html_strike", "A", "231", "no_answer", "hash", TRN + "#### <s>231</s>", "struck with HTML <s>, nothing after"),
    g("n_annot_incorrect", "A", "17.60", "wrong", "hash", CLO + "#### 17.60 (incorrect)", "the model marks its value incorrect"),
    m("n_m_neq_box", "A", G_CX, "no_answer", "boxed", CX + r" $\Rightarrow \boxed{z \neq 11 - 2i}$", "a box stating z is not the gold"),
    m("n_m_cancel", "A", G_LOG, "no_answer", "boxed", LOG + r" $= \boxed{\cancel{\frac{3}{2}}}$", "the gold struck with \\cancel, nothing after"),
    m("n_m_sout_then_other", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\sout{\frac{3}{2}} \; \frac{2}{3}}$", "the gold struck with \\sout, 2/3 after"),
    m("n_m_text_wrong", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{12\pi \text{ (this is wrong)}}$", "an annotation inside the box marks it wrong"),
    g("n_ok_not_other", "B", "231", "correct", "hash", TRN + "The answer is not 210 but 231.\n#### 231", "another value negated, the gold committed"),
    m("u_m_ok_cubic_units", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{12\pi \text{ cubic units}}$", "a unit annotation in the box"),
    m("n_m_ok_neq_other", "B", G_Z, "correct", "boxed", Z + r" $= 0 \neq 1$, so $f(2) = \boxed{0}$.", "a not-equal in the working, the box the gold"),

    g("n_ok_struck_other", "B", "231", "correct", "hash", TRN + "#### ~~210~~ 231", "a wrong value struck, the gold after"),

    m("n_m_ok_strike_other", "B", G_CX, "correct", "boxed", CX.replace(" + 3$", "$.") + r" Using $i^2 = -1$: $\boxed{\sout{5 - 2i}\ 11 - 2i}$", "the i^2 slip 5 - 2i struck, the gold after"),

    # ================================================================ 5. words after a number
    g("u_less_than", "A", "231", "wrong", "hash", TRN + "#### 231 or less", "'or less' makes it a bound, not a value"),
    g("u_at_least", "A", "75", "wrong", "hash", SEED + "#### at least 75", "'at least' makes it a bound"),
    g("u_dozen", "A", "75", "wrong", "hash", SEED + "#### 75 dozen", "75 dozen = 900, not the 75 percent the working computes"),
    g("u_times", "A", "231", "wrong", "hash", TRN + "#### 231 times 2", "'times 2' after the number"),
    g("u_ok_km", "B", "231", "correct", "hash", TRN + "#### 231 km", "a unit word after the number"),
    g("u_ok_percent_word", "B", "75", "correct", "hash", SEED + "#### 75 percent", "'percent' after the number"),
    g("u_ok_degrees", "B", "-20", "correct", "hash", FRZ + "#### -20 degrees", "'degrees' after a negative number"),
    g("u_ok_dollars", "B", "17.60", "correct", "hash", CLO + "#### 17.60 dollars", "'dollars' after a decimal"),

    m("u_m_or_less", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{12\pi \text{ or less}}$", "'or less' in the box makes it a bound"),

    # ================================================================ 6. retractions
    g("r_correction_colon", "A", "231", "wrong", "hash", TRN + "#### 231\nCorrection: the trip was 2.5 hours, so it is 210.", "a correction after the answer makes 210 final"),
    g("r_german", "A", "231", "wrong", "hash", TRN + "#### 231\nKorrektur: 210", "a German correction to 210"),
    g("r_french", "A", "231", "wrong", "hash", TRN + "#### 231\nEn fait, non : la réponse est 210.", "a French retraction to 210"),
    g("r_scratch_that", "A", "-20", "wrong", "hash", FRZ + "#### -20\nScratch that — the answer is -8.", "'scratch that' with a new value"),
    m("r_m_oops", "A", G_CX, "wrong", "boxed", CX + r" $= \boxed{11 - 2i}$" + "\nOops, sign error: it should be $\\boxed{11 + 2i}$.", "an 'oops' correction to 11 + 2i"),
    m("r_m_withdrawn", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{12\pi}$" + "\nI retract this answer; I am not confident in it.", "debatable: the model withdraws the gold with nothing new (round 20: wrong)", True),
    g("r_ok_check", "B", "231", "correct", "hash", TRN + "#### 231\nCheck: 231 / 84 = 2.75 hours. ✓", "a check after the answer"),
    g("r_ok_german_check", "B", "231", "correct", "hash", TRN + "#### 231\nProbe: 231 / 2.75 = 84. Stimmt.", "a German check after the answer"),
    g("r_ok_next_turn", "B", "-20", "correct", "hash", FRZ + "#### -20" + IM_USER + "Actually, is it -8?", "an invented user turn after the answer does not count"),
    m("r_m_ok_correction_to_gold", "B", G_CX, "correct", "boxed", CX + r" $= \boxed{11 + 2i}$" + "\nWait, correction: $-6i + 4i = -2i$, so the answer is $\\boxed{11 - 2i}$.", "a correction that lands on the gold"),
    m("r_m_ok_hope", "B", G_INT, "correct", "minerva", INT + "\n" + MINERVA.format("$(-3, 2)$"), "a Minerva close with 'I hope it is correct'"),

    g("r_spanish", "A", "-20", "wrong", "hash", FRZ + "#### -20\nPerdón, me equivoqué: la respuesta correcta es 8.", "a Spanish retraction to 8"),
    m("r_m_ps_other", "A", G_PR, "wrong", "boxed", PR + r" $= \boxed{\frac{1}{15}}$" + "\n\nP.S. I misread the counts; the answer is $\\frac{1}{10}$.", "a P.S. correction to 1/10"),
    g("r_ok_spanish_check", "B", "-20", "correct", "hash", FRZ + "#### -20\nComprobación: -6 - 14 = -20. Correcto.", "a Spanish check after the answer"),
    g("r_ok_pleasantry", "B", "17.60", "correct", "hash", CLO + "#### 17.60\n\nI hope this helps! Let me know if you have more questions.", "a pleasantry after the answer"),

    m("r_m_chinese", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\frac{3}{2}}$" + "\n更正：答案应为 $\\frac{2}{3}$。", "a Chinese correction to 2/3"),
    m("r_m_ok_verify", "B", G_Z, "correct", "boxed", Z + r" $= \boxed{0}$" + "\n\nVerification: $(2 - 2)(2 - 3) = 0$. ✓", "a verification after the box"),
    m("r_m_ok_chinese_check", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{\frac{3}{2}}$" + "\n验证：$16^{3/2} = 64$。正确。", "a Chinese check after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_textbook_says", "A", "231", "no_answer", "answer_is", "My textbook's answer key says \"#### 231\", but I could not work it out myself.", "only a reported answer key, no own final answer"),
    g("q_hypothetical_if", "A", "75", "no_answer", "hash", "If exactly 27 seeds had sprouted, the answer would be #### 75. The problem does not say how many sprouted, so I cannot answer.", "a hypothetical #### then a refusal"),
    g("q_other_part", "A", "231", "wrong", "hash", TRN + "Part (a): 231 km.\nPart (b): 84 * 2.5 = 210 km.\n#### 210", "debatable: the gold only for another part (an invented part (b)); the final #### 210", True),
    m("q_m_user_claimed", "A", G_LOG, "no_answer", "boxed", r"The user claims the answer is $\boxed{\frac{3}{2}}$. I will not verify this.", "a box inside a reported claim, no own answer"),
    m("q_m_example_box", "A", G_INT, "no_answer", "boxed", r"Write your answer like this: $\boxed{(-3, 2)}$. I cannot solve the inequality without more information.", "a format example box then a refusal"),
    g("q_ok_quote_then_own", "B", "231", "correct", "hash", "The question asks: \"How far does the train travel?\"\n" + TRN + "#### 231", "a quoted question, then the own answer"),
    m("q_m_ok_both_parts", "B", G_INT, "correct", "boxed", "For $|2x + 1| \\le 5$ the set would be $[-3, 2]$, but here the inequality is strict: " + INT + r" The answer is $\boxed{(-3, 2)}$.", "a hypothetical variant mentioned, the own box the gold"),

    m("q_m_manual_only", "A", G_SQ, "no_answer", "none", r'The solutions manual states: "$\sqrt{50} + \sqrt{8} = \boxed{7\sqrt{2}}$." I was not able to reproduce this.', "only a quoted box, no own answer"),
    m("q_m_ok_claim_refuted", "B", G_LOG, "correct", "boxed", r"A classmate claims $\log_{16} 64 = \frac{2}{3}$. In fact, " + LOG + r" $= \boxed{\frac{3}{2}}$.", "another's wrong claim reported, then the own box"),

    m("q_m_part_b", "A", G_PR, "wrong", "boxed", PR + r" $= \frac{1}{15}$ for part (a). For part (b), both blue: $\frac{21}{45} = \boxed{\frac{7}{15}}$.", "debatable: an invented part (b) boxed last (C(7,2) = 21, 21/45 = 7/15); the gold only for part (a)", True),
    m("q_m_ok_interval_note", "B", G_INT, "correct", "boxed", INT + r" So $x \in \boxed{(-3, 2)}$. (Had the inequality been $\le$, the endpoints would be included.)", "a hypothetical remark after the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_other", "A", "231", "wrong", "hash", TRN_SLIP + "#### 21\x000", "a NUL inside 210"),
    g("b_zero_width", "A", "231", "wrong", "hash", TRN_SLIP + "#### 2\u200b10", "a zero-width space inside 210"),
    g("b_arabic_digits", "A", "231", "wrong", "hash", TRN_SLIP + "#### ٢١٠", "Arabic-Indic 210"),
    m("b_m_unclosed_box", "A", G_SQ, "no_answer", "truncated", SQ + r" $= \boxed{7\sqrt{", "cut inside the box"),
    g("b_ok_crlf", "B", "231", "correct", "hash", TRN.replace("\n", "\r\n") + "#### 231\r\n", "CRLF line ends"),
    m("b_m_ok_gold_spaces", "B", " 11 - 2i ", "correct", "boxed", CX + r" $= \boxed{11-2i}$", "a gold with spaces"),
    g("b_ok_nbsp", "B", "231", "correct", "hash", TRN + "####\u00a0231", "a no-break space after ####"),
    g("b_ok_bom", "B", "17.60", "correct", "hash", "\ufeff" + CLO + "#### 17.60", "a BOM then the gold"),
]
# fmt: on

DECISIONS = {
    "q_other_part": (
        "reject",
        "the final #### is 210; the gold only in another part (round 21's decision)",
    ),
    "q_m_part_b": (
        "reject",
        "the last box is 7/15 for an invented part (b); the gold only in part (a)",
    ),
    "r_m_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam45", CASES, [], DECISIONS)
