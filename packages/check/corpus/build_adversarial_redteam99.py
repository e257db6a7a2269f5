r"""Build adversarial_redteam99.jsonl: a ninety-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam99", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or the git history of
those, and WITHOUT running the checker (or math-verify, or sympy) on any probe; handed over BEFORE any
scoring. Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py
(structure and label rules) and the issue text were read. Labels are by reading and hand arithmetic
(python used only to multiply and divide plain numbers).

Aim of this round: the issue's eight classes in English as a hidden-evaluation author writes them,
in the styles real models write (R1 think/answer traces, Qwen2.5-Math numbered steps and boxes,
Llama 3 "## Step" working, Minerva "Final Answer" lines, GSM8K calculator annotations, few-shot
tails with invented next questions, ChatML / Llama 3 chat-template tails, short small-policy
outputs), about half kind A and half kind B, many kind-B twins of kind-A probes.

Problems and golds (arithmetic checked by hand, then once more with python on plain numbers):
GSM8K:
- COOK: 27 trays of 18 cookies = 486 (27*18 = 270 + 216); 349 sold -> 137 (check 137 + 349 = 486).
  Misreading 394 -> 486 - 394 = 92.
- DIVE: a diver at -12.4 m sinks 3.15 m a minute for 6 minutes: 3.15*6 = 18.9; -12.4 - 18.9 = -31.3
  (sign lost: 31.3).
- CHEESE: 3.75 lb at $4.12 -> 3*4.12 = 12.36, 0.75*4.12 = 3.09, total 15.45.
- PAY: $3,140 a month for 18 months = 56,520 (3140*18 = 31400 + 25120); plus a $2,650 bonus ->
  59,170. Without the bonus 56,520.
- PENC: 43 boxes of 12 pencils = 516 (= 43 dozen).
- VOTE: 87 of 150 students voted = 0.58 = 58 %.
- CASH: $96 less four $24 tickets -> 96 - 96 = 0.
- SPLIT: $85.40 shared by 7 -> 12.20 each (7*12.2 = 85.4).
- TRAIN: 68 mph for 3.5 h -> 238 miles (68*3 = 204 + 34).
MATH:
- PROB: a multiple of 11 from 1-80: 11,22,...,77 = 7 -> 7/80.
- DIST: (1, -4) to (8, 10): 7^2 + 14^2 = 49 + 196 = 245 = 49*5 -> 7\sqrt5 (15.6524...).
- INT: |4x - 3| < 13 -> -10 < 4x < 16 -> (-5/2, 4).
- ROOTS: 7x^2 - 15x + 2 = (7x - 1)(x - 2) -> 1/7 and 2 (28 - 30 + 2 = 0; 1/7 - 15/7 + 2 = 0).
- CPX: (6 - i)(3 + 4i) = 18 + 24i - 3i - 4i^2 = 22 + 21i.
- RAD: 195 degrees = 195\pi/180 = 13\pi/12.
- BASE: 3241_5 = 375 + 50 + 20 + 1 = 446.
- SYS: x + 3y = 19, 2x - y = 3 -> 7x = 28, (4, 5) (4 + 15 = 19, 8 - 5 = 3).
- POLY: (3x - 4)(x + 7) = 3x^2 + 21x - 4x - 28 = 3x^2 + 17x - 28.
- COMB: C(13, 5) = 154440 / 120 = 1287.
- REP: 0.\overline{48} = 48/99 = 16/33.
- ZERO: f(x) = x^3 - 16x at x = 4: 64 - 64 = 0.
- SEC: radius 12, 105 degrees: 105/360 = 7/24; 7/24 * 144\pi = 42\pi.
- RAT: 33/\sqrt{11} = 33\sqrt{11}/11 = 3\sqrt{11}.
- CIRC: circumference 18\pi -> r = 9 -> area 81\pi.
- TRIG: sin 120 degrees = sin 60 degrees = \sqrt3/2.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words and words that change the number;
`r_` retractions and corrections after the answer, and harmless after-text; `q_` quoted, reported,
hypothetical and self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). `_m_`
marks a MATH probe, `_ok_` kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker would accept; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Label rules (corpus/README.md "How labels were made", round 21's conventions): the model's LAST
COMMITTED final answer decides. A value it withdraws, negates, or only mentions as a hypothetical, a
quotation or someone else's claim is not its answer. A hedge between two values, or two different
final answers, is `wrong`. No final answer is `no_answer`. A value equal to the gold mathematically
is `correct`; a decimal for an exact irrational or repeating gold is `wrong`. In an <answer> tag a
sentence, an equation chain or a box is read for the value it states; an unclosed tag still holds
its answer. Text in an invented next turn or a self-posed new question does not count. A NUL in a
completion is kept as a debatable probe (decision proposed: treat as bad input, reject). Debatable
probes carry `"debatable": true` and the proposed decision in the note and in DECISIONS.

Counts: 246 probes, 126 kind A / 120 kind B, 160 GSM8K / 86 MATH; truth 120 correct, 105 wrong,
21 no_answer. Per class: t 31, h 30, x 31, n 30, u 30, r 30, q 30, b 34. Debatable (14, decisions in
DECISIONS): t_sentence_neg_lost, h_hedge_then_hash, x_float_noise, u_negative_word, u_cents_misread,
u_share_for_percent, u_m_degrees, u_ok_43_dozen, r_placeholder_tbd, r_m_withdrawn, q_self_posed,
q_m_guess, b_rtl_override, b_ok_nul_before.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam99.py
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
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
COOK = "The bakery makes 27 trays of 18 cookies: 27 * 18 = <<27*18=486>>486 cookies.\nIt sells 349, so 486 - 349 = <<486-349=137>>137 cookies are left.\n"
COOK_SLIP = "The bakery makes 27 trays of 18 cookies: 27 * 18 = <<27*18=486>>486 cookies.\nIt sells 394, so 486 - 394 = <<486-394=92>>92 cookies are left.\n"
DIVE = "The diver sinks 3.15 * 6 = <<3.15*6=18.9>>18.9 meters more.\nStarting at -12.4 m, the depth is -12.4 - 18.9 = <<-12.4-18.9=-31.3>>-31.3 meters.\n"
CHEESE = "3.75 pounds at $4.12 per pound costs 3.75 * 4.12 = <<3.75*4.12=15.45>>15.45 dollars.\n"
PAY_NB = "18 months at $3,140 a month is 18 * 3140 = <<18*3140=56520>>56520 dollars.\n"
PAY = PAY_NB + "Adding the $2,650 bonus: 56520 + 2650 = <<56520+2650=59170>>59170 dollars.\n"
PENC = "43 boxes of 12 pencils hold 43 * 12 = <<43*12=516>>516 pencils.\n"
VOTE = "87 of the 150 students voted, so 87 / 150 * 100 = <<87/150*100=58>>58 percent voted.\n"
CASH = "Four tickets at $24 cost 4 * 24 = <<4*24=96>>96 dollars, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"
SPLIT = "$85.40 shared by 7 friends is 85.40 / 7 = <<85.40/7=12.20>>12.20 dollars each.\n"
TRAIN = "At 68 miles per hour for 3.5 hours the train covers 68 * 3.5 = <<68*3.5=238>>238 miles.\n"
COOK_R1 = "Okay, 27 trays with 18 cookies each. 27 times 18 is 486. They sold 349, so 486 minus 349... 486 - 300 = 186, 186 - 49 = 137. Let me double-check: 137 + 349 = 486. Yes.\n"
COOK_R1_SLIP = "Okay, 27 trays with 18 cookies each. 27 times 18 is 486. They sold 394, so 486 minus 394 is 92. Check: 92 + 394 = 486.\n"
PAY_R1 = "So 3140 a month for 18 months: 3140 * 18 = 56520. Plus the bonus of 2650 gives 59170. Hmm, the question asks for the total including the bonus, so 59170.\n"
PAY_R1_NB = "So 3140 a month for 18 months: 3140 * 18 = 56520. The question asks for the salary, so 56520.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{80}"
PROB = r"The multiples of $11$ from $1$ to $80$ are $11, 22, 33, 44, 55, 66, 77$: seven of them, so the probability is $\frac{7}{80}$"
G_DIST = r"7\sqrt{5}"
DIST = r"The distance is $\sqrt{(8-1)^2 + (10-(-4))^2} = \sqrt{49 + 196} = \sqrt{245}$"
G_INT = r"\left( -\frac{5}{2}, 4 \right)"
INT = r"$-13 < 4x - 3 < 13$ gives $-10 < 4x < 16$, so $-\frac{5}{2} < x < 4$."
G_ROOTS = r"\frac{1}{7}, 2"
ROOTS = r"$7x^2 - 15x + 2 = (7x - 1)(x - 2) = 0$"
G_CPX = "22 + 21i"
CPX = r"$(6 - i)(3 + 4i) = 18 + 24i - 3i - 4i^2 = 18 + 21i + 4$"
G_RAD = r"\frac{13\pi}{12}"
RAD = r"$195^\circ \cdot \frac{\pi}{180^\circ} = \frac{195\pi}{180}$"
G_BASE = "446"
BASE = r"$3241_5 = 3 \cdot 125 + 2 \cdot 25 + 4 \cdot 5 + 1 = 375 + 50 + 20 + 1$"
G_SYS = "(4, 5)"
SYS = r"From $2x - y = 3$ we get $y = 2x - 3$. Substituting, $x + 3(2x - 3) = 19$, so $7x = 28$, $x = 4$ and $y = 5$."
G_POLY = "3x^2 + 17x - 28"
POLY = r"$(3x - 4)(x + 7) = 3x^2 + 21x - 4x - 28$"
G_COMB = "1287"
COMB = r"$\binom{13}{5} = \frac{13 \cdot 12 \cdot 11 \cdot 10 \cdot 9}{120} = \frac{154440}{120}$"
G_REP = r"\frac{16}{33}"
REP = r"Let $x = 0.\overline{48}$. Then $100x - x = 48$, so $x = \frac{48}{99}$"
G_ZERO = "0"
ZERO = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64$"
G_SEC = r"42\pi"
SEC = r"The area is $\frac{105}{360} \cdot \pi \cdot 12^2 = \frac{7}{24} \cdot 144\pi$"
G_RAT = r"3\sqrt{11}"
RAT = r"$\frac{33}{\sqrt{11}} = \frac{33\sqrt{11}}{11}$"
G_CIRC = r"81\pi"
CIRC = r"The circumference is $2\pi r = 18\pi$, so $r = 9$ and the area is $\pi \cdot 9^2$"
G_TRIG = r"\frac{\sqrt{3}}{2}"
TRIG = r"$\sin 120^\circ = \sin(180^\circ - 60^\circ) = \sin 60^\circ$"


def c(text: str) -> str:
    """`text` (ending in a closing `$`) with its last math span left open, to go on with `= ...$`."""
    assert text.endswith("$")
    return text[:-1]


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "137", "wrong", "tag", th(COOK_R1_SLIP) + "<answer>There are 92 cookies left.</answer>", "a sentence in the tag states 92 (394 misread for 349)"),
    g("t_equation_slip", "A", "137", "wrong", "tag", th(COOK_R1_SLIP) + "<answer>486 - 394 = 92</answer>", "an equation chain in the tag ending 92"),
    g("t_total_not_left", "A", "137", "wrong", "tag", th(COOK_R1) + "<answer>486 cookies</answer>", "the tag gives the total baked, 486, not the 137 left the thinking found"),
    g("t_empty_tag", "A", "137", "no_answer", "tag", th(COOK_R1) + "<answer>\n</answer>", "an empty tag; 137 only in the thinking"),
    g("t_two_tags", "A", "137", "wrong", "tag", th(COOK_R1) + "<answer>137</answer>\n<answer>92</answer>", "two tags, the last says 92"),
    g("t_box_nobonus", "A", "59170", "wrong", "tag", th(PAY_R1_NB) + r"<answer>\boxed{56520}</answer>", "a box in the tag with 56520, the bonus left out"),
    g("t_dollar_transposed", "A", "15.45", "wrong", "tag", th("3.75 * 4.12: 3 * 4.12 = 12.36, 0.75 * 4.12 = 3.09, sum 15.45.\n") + r"<answer>\boxed{\$15.54}</answer>", "the tag's box transposes the digits: 15.54"),
    g("t_placeholder", "A", "137", "no_answer", "tag", th(COOK_R1) + "<answer> [final answer] </answer>", "a template placeholder in the tag; 137 only in the thinking"),
    g("t_cut_in_think", "A", "137", "no_answer", "truncated", "<think>\n" + COOK_R1 + "Now let me reconsider whether the trays", "cut inside the thinking, no tag; 137 only in the working"),
    g("t_sentence_neg_lost", "A", "-31.3", "wrong", "tag", th("3.15 * 6 = 18.9 meters deeper. Starting at -12.4, -12.4 - 18.9 = -31.3.\n") + "<answer>The diver is 31.3 meters deep, so the answer is 31.3.</answer>", "debatable: 'meters deep' carries the sense, but the stated value is 31.3 and the gold is the signed -31.3; proposed: wrong", True),
    m("t_m_sentence_swapped", "A", G_SYS, "wrong", "tag", th(SYS + " So the point is (4, 5).\n") + "<answer>The solution is $(x, y) = (5, 4)$.</answer>", "the tag swaps the coordinates: (5, 4)"),
    m("t_m_eq_chain_slip", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer>$\binom{13}{5} = \frac{154440}{120} = 1278$</answer>", "an equation chain in the tag ending 1278"),
    m("t_m_unclosed_other", "A", G_PROB, "wrong", "tag", th(PROB + ".\n") + r"<answer>$\frac{7}{8}$", "an unclosed tag holding 7/8"),
    m("t_m_box_other", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{11\pi}{12}}$</answer>", "a box in the tag with 11\\pi/12"),
    m("t_m_empty_box", "A", G_RAD, "no_answer", "tag", th(c(RAD) + r" = \frac{13\pi}{12}$" + "\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag; the gold only in the thinking"),
    m("t_m_root_sign", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{1}{7}$ or $x = -2$</answer>", "the tag states 1/7 and -2"),
    m("t_m_conj", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + "<answer>$22 - 21i$</answer>", "the conjugate in the tag"),
    g("t_ok_sentence", "B", "137", "correct", "tag", th(COOK_R1) + "<answer>There are 137 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "137", "correct", "tag", th(COOK_R1) + "<answer>486 - 349 = 137</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_comma", "B", "59170", "correct", "tag", th(PAY_R1) + r"<answer>\boxed{59,170}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "15.45", "correct", "tag", th("3.75 * 4.12: 3 * 4.12 = 12.36, 0.75 * 4.12 = 3.09, sum 15.45.\n") + "<answer>The cheese costs $15.45.</answer>", "a dollar sentence in the tag"),
    g("t_ok_neg_sentence", "B", "-31.3", "correct", "tag", th("3.15 * 6 = 18.9 meters deeper. Starting at -12.4, -12.4 - 18.9 = -31.3.\n") + "<answer>The diver ends at -31.3 meters.</answer>", "a signed value in a sentence"),
    g("t_ok_unclosed", "B", "137", "correct", "tag", th(COOK_R1) + "<answer>137", "an unclosed tag still holds the answer"),
    g("t_ok_multiline", "B", "58", "correct", "tag", th("87 out of 150. 87/150 = 0.58, so 58%.\n") + "<answer>\n87 / 150 = 0.58\nSo 58% of the students voted.\n</answer>", "working then the percent inside the tag; the last value is 58 %"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{13\pi}{12}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_pair_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (4, 5)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{1}{7}$ or $x = 2$</answer>", "both roots joined by 'or' (the solution set, not a hedge)"),
    m("t_m_ok_eq_chain", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>$\binom{13}{5} = \frac{154440}{120} = 1287$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_interval_sentence", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>The solution set is $\left(-\frac{5}{2}, 4\right)$.</answer>", "an interval in a sentence"),
    m("t_m_ok_dfrac", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>\dfrac{7}{80}</answer>", "\\dfrac bare in the tag"),
    m("t_m_ok_display", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>\n\\[ 22 + 21i \\]\n</answer>", "display math in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_slip", "A", "137", "wrong", "hash", COOK_SLIP + "So the answer is #### 92", "phrase then #### 92"),
    g("h_colon_hash_slip", "A", "137", "wrong", "hash", COOK_SLIP + "The answer is: #### 92", "'The answer is: ####' with 92"),
    g("h_final_hash_nobonus", "A", "59170", "wrong", "hash", PAY_NB + "Final Answer: #### 56520", "Final Answer: #### 56520, the bonus left out"),
    g("h_phrase_gold_hash_other", "A", "137", "wrong", "hash", COOK + "The answer is 137.\n#### 92", "phrase 137 and #### 92: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "137", "wrong", "hash", COOK + "#### 137\nSo the answer is 92.", "#### 137 then a phrase stating 92: two different final answers"),
    g("h_empty_hash", "A", "137", "no_answer", "hash", COOK + "The answer is: ####", "an empty ####; 137 only in the working"),
    g("h_sign_dropped", "A", "-31.3", "wrong", "hash", DIVE + "Answer: #### 31.3", "the working says -31.3, the marked value drops the sign"),
    g("h_range", "A", "137", "wrong", "hash", COOK + "The answer is #### 130-140", "a range after ####"),
    g("h_hash_minerva_other", "A", "15.45", "wrong", "minerva", CHEESE + "#### 15.45\n" + MINERVA.format("\\$15.54"), "#### the gold then a Minerva line stating 15.54: the last final answer is 15.54"),
    g("h_total_hash", "A", "137", "wrong", "hash", COOK + "Therefore, the answer is #### 486", "the total baked, not the cookies left"),
    g("h_bold_hash_decimal", "A", "12.2", "wrong", "hash", "85.40 / 7 = 12.02\n**Answer:** #### 12.02", "12.02, not 12.20"),
    g("h_hedge_then_hash", "A", "58", "wrong", "hash", VOTE + "The answer is 58 or 42.\n#### 58", "debatable: a hedge (58 or 42) in the phrase, #### the gold; proposed: wrong (README: a hedge is wrong)", True),
    g("h_fewshot_tail_gold_in_next_q", "A", "137", "wrong", "hash", COOK_SLIP + "The answer is #### 92\n\nQuestion: A shop had 137 apples and sold 40. How many are left?\nAnswer:", "the gold only in an invented next question; the answer is 92"),
    m("h_m_hash_slip", "A", G_COMB, "wrong", "hash", COMB + " = 1278.\nThe answer is #### 1278", "1278 after ####"),
    m("h_m_final_hash_digits", "A", G_BASE, "wrong", "hash", BASE + " = 464.\nThe final answer is #### 464", "464 (an addition slip), not 446"),
    g("h_ok_so_hash", "B", "137", "correct", "hash", COOK + "So the answer is #### 137", "'So the answer is ####' then the gold"),
    g("h_ok_colon_hash", "B", "137", "correct", "hash", COOK + "The answer is: #### 137", "'The answer is: ####'"),
    g("h_ok_final_hash", "B", "59170", "correct", "hash", PAY + "Final Answer: #### 59170", "'Final Answer: ####'"),
    g("h_ok_answer_hash_comma", "B", "59170", "correct", "hash", PAY + "Answer: #### 59,170", "'Answer: ####' with a comma"),
    g("h_ok_phrase_then_hash", "B", "137", "correct", "hash", COOK + "The answer is 137.\n#### 137", "phrase and #### agree"),
    g("h_ok_hash_dollar", "B", "15.45", "correct", "hash", CHEESE + "The answer is #### $15.45", "a dollar sign after ####"),
    g("h_ok_neg", "B", "-31.3", "correct", "hash", DIVE + "So the answer is #### -31.3", "a negative decimal after the phrase and ####"),
    g("h_ok_bold_trailing_zero", "B", "12.2", "correct", "hash", SPLIT + "**Answer:** #### 12.20", "12.20 = 12.2"),
    g("h_ok_hash_units", "B", "238", "correct", "hash", TRAIN + "Therefore, the answer is #### 238 miles", "a unit word after ####"),
    g("h_ok_minerva_agree", "B", "15.45", "correct", "minerva", CHEESE + "#### 15.45\n" + MINERVA.format("\\$15.45"), "#### then an agreeing Minerva line"),
    g("h_ok_hash_period", "B", "58", "correct", "hash", VOTE + "The answer is #### 58.", "a sentence period after the number"),
    g("h_ok_fewshot_tail", "B", "137", "correct", "hash", COOK + "The answer is #### 137\n\nQuestion: Tom has 5 apples and buys 92 more. How many does he have?\nAnswer: Tom has 5 + 92 = <<5+92=97>>97 apples.\n#### 97", "an invented next question and its answer after the committed #### 137 do not count"),
    g("h_ok_hash_percent", "B", "58", "correct", "hash", VOTE + "So the answer is #### 58%", "a percent sign after ####"),
    m("h_m_ok_hash", "B", G_COMB, "correct", "hash", COMB + " = 1287.\nThe answer is #### 1287", "a MATH answer after 'The answer is ####'"),
    m("h_m_ok_hash_latex", "B", G_PROB, "correct", "hash", PROB + ".\nFinal Answer: #### $\\frac{7}{80}$", "a LaTeX fraction after 'Final Answer: ####'"),

    # ================================================================ 3. exactness
    g("x_near_zero_misprice", "A", "0", "wrong", "hash", "Four tickets at $23.99 cost 4 * 23.99 = <<4*23.99=95.96>>95.96 dollars.\nShe has 96 - 95.96 = <<96-95.96=0.04>>0.04 dollars left.\n#### 0.04", "0.04 against gold 0 (price misread as 23.99)"),
    g("x_float_noise", "A", "0", "wrong", "boxed", "```python\nleft = 96 - 4 * 24.000000000000004\nprint(left)\n```\n```output\n-1.4210854715202004e-14\n```\nShe has $\\boxed{-1.4210854715202004 \\times 10^{-14}}$ dollars left.", "debatable: float noise written out as the answer; the stated value is not 0; proposed: wrong", True),
    g("x_rounded", "A", "15.45", "wrong", "hash", CHEESE + "#### 15.5", "rounded to 15.5"),
    g("x_truncated_int", "A", "15.45", "wrong", "hash", CHEESE + "Rounding to the nearest dollar, it costs $15.\n#### 15", "truncated to 15"),
    g("x_off_by_cent", "A", "59170", "wrong", "hash", PAY + "#### 59170.01", "59170.01: relative error under 1e-6"),
    g("x_split_slip", "A", "12.2", "wrong", "answer_is", "85.40 / 7 = 12.19 (rounded).\nThe answer is 12.19.", "12.19, not 12.2 (7 * 12.19 = 85.33)"),
    g("x_train_close", "A", "238", "wrong", "hash", "68 * 3.5 = 237.99\n#### 237.99", "237.99, not 238"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", c(DIST) + r" \approx \boxed{15.65}$", "a decimal for 7\\sqrt5 = 15.6524..."),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", c(REP) + r" \approx \boxed{0.48}$", "0.48 is not 16/33 = 0.4848..."),
    m("x_m_decimal_repeating_long", "A", G_REP, "wrong", "boxed", c(REP) + r" = \boxed{0.484848}$", "a truncated decimal, 0.484848 != 16/33"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", c(ZERO) + r" = \boxed{10^{-9}}$", "10^{-9} against gold 0"),
    m("x_m_pi_decimal", "A", G_SEC, "wrong", "boxed", c(SEC) + r" = 42\pi \approx \boxed{131.95}$", "a decimal for 42\\pi = 131.9469..."),
    m("x_m_trig_decimal", "A", G_TRIG, "wrong", "boxed", c(TRIG) + r" \approx \boxed{0.866}$", "0.866 for \\sqrt3/2 = 0.8660254..."),
    m("x_m_pi_314", "A", G_CIRC, "wrong", "boxed", c(CIRC) + r" = 81 \times 3.14 = \boxed{254.34}$", "81 * 3.14 = 254.34, an approximation of 81\\pi"),
    m("x_m_close_fraction", "A", G_PROB, "wrong", "boxed", PROB.replace("80", "81").replace("$1$ to $81$", "$1$ to $81$") + r" $= \boxed{\frac{7}{81}}$", "7/81, not 7/80"),
    m("x_m_close_radical", "A", G_RAT, "wrong", "boxed", r"$\frac{33}{\sqrt{11}} = \frac{33\sqrt{11}}{11} = \boxed{3\sqrt{10}}$", "3\\sqrt{10} (9.487) is not 3\\sqrt{11} (9.950)"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", CASH + "#### 0.00", "0.00 for 0"),
    g("x_ok_trailing_zero", "B", "15.45", "correct", "hash", CHEESE + "#### 15.450", "a trailing zero"),
    g("x_ok_fraction", "B", "-31.3", "correct", "boxed", DIVE + r"The answer is $\boxed{-\frac{313}{10}}$.", "-313/10 = -31.3"),
    g("x_ok_zero_dollars", "B", "0", "correct", "answer_is", CASH + "The answer is $0.", "$0 for 0"),
    g("x_ok_float_zero", "B", "59170", "correct", "hash", PAY + "#### 59170.0", "59170.0 = 59170"),
    g("x_ok_split_fraction", "B", "12.2", "correct", "boxed", SPLIT + r"Each friend pays $\boxed{\frac{61}{5}}$ dollars.", "61/5 = 12.2"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", c(REP) + r" = \boxed{\frac{48}{99}}$", "48/99 = 16/33 unsimplified"),
    m("x_m_ok_sqrt245", "B", G_DIST, "correct", "boxed", c(DIST) + r" = \boxed{\sqrt{245}}$", "\\sqrt{245} = 7\\sqrt5"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.0875}$.", "0.0875 = 7/80 exactly"),
    m("x_m_ok_half_sqrt3", "B", G_TRIG, "correct", "boxed", c(TRIG) + r" = \boxed{\frac{1}{2}\sqrt{3}}$", "\\frac12\\sqrt3 = \\sqrt3/2"),
    m("x_m_ok_sqrt99", "B", G_RAT, "correct", "boxed", c(RAT) + r" = \boxed{\sqrt{99}}$", "\\sqrt{99} = 3\\sqrt{11}"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", qwen("To evaluate $f(4)$, substitute $x = 4$.", ("Substitute", ZERO), ("Simplify", r"$64 - 64 = 0$")) + qbox("0"), "a Qwen-style box holding 0"),
    m("x_m_ok_pi_spaced", "B", G_SEC, "correct", "boxed", c(SEC) + r" = \boxed{42 \pi}$", "42 \\pi with a space"),
    m("x_m_ok_coeff_pi", "B", G_RAD, "correct", "boxed", c(RAD) + r" = \boxed{\frac{13}{12}\pi}$", "\\frac{13}{12}\\pi = 13\\pi/12"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", c(CPX) + r" = \boxed{21i + 22}$", "21i + 22 = 22 + 21i"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "137", "no_answer", "answer_is", COOK + "Hmm, but the answer is not 137.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "137", "no_answer", "hash", COOK + "#### ~~137~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_then_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### ~~137~~ 92", "the gold struck, 92 after"),
    g("n_box_neq", "A", "137", "no_answer", "boxed", COOK + r"So $\boxed{\neq 137}$.", "a box holding \\neq gold"),
    g("n_box_incorrect", "A", "59170", "wrong", "boxed", PAY + r"$\boxed{59170}$ (incorrect)", "the model marks its own box incorrect"),
    g("n_cross_emoji", "A", "15.45", "wrong", "hash", CHEESE + "#### 15.45 ❌", "a cross mark after the value"),
    g("n_isnt", "A", "58", "no_answer", "answer_is", VOTE + "The final answer isn't 58.", "isn't the gold, no other value"),
    g("n_cannot_be_then_other", "A", "137", "wrong", "answer_is", COOK + "Wait, it cannot be 137, because 394 were sold. So the answer must be 92.", "the gold ruled out, 92 asserted"),
    g("n_tag_not", "A", "137", "no_answer", "tag", th(COOK_R1) + "<answer>not 137</answer>", "a negated value in the tag"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", c(SEC) + r" = \boxed{\cancel{42\pi}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", c(POLY) + r" = \boxed{\sout{3x^2 + 17x - 28}\ 3x^2 + 25x - 28}$", "the gold struck with \\sout, 3x^2 + 25x - 28 after"),
    m("n_m_neq_theta", "A", G_RAD, "no_answer", "boxed", RAD + r" $\Rightarrow \boxed{\theta \neq \frac{13\pi}{12}}$", "a box stating \\theta \\neq gold"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", c(BASE) + r" = \boxed{446 \text{ (wrong)}}$", "the model annotates its own box as wrong"),
    m("n_m_del_other", "A", G_BASE, "wrong", "answer_is", c(BASE) + "$.\n\nThe answer is <del>446</del> 464.", "the gold struck with <del>, 464 after"),
    m("n_m_not_but_other", "A", G_TRIG, "wrong", "answer_is", c(TRIG) + r"$, and since $120^\circ$ is in the second quadrant the answer is not $\frac{\sqrt{3}}{2}$ but $-\frac{\sqrt{3}}{2}$.", "the gold negated, -\\sqrt3/2 asserted"),
    g("n_ok_not_other", "B", "137", "correct", "answer_is", COOK + "The answer is not 92 but 137.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "137", "correct", "hash", COOK + "#### ~~92~~ 137", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "59170", "correct", "boxed", PAY + r"$\boxed{59170}$ ✓", "a check mark after the box"),
    g("n_ok_not_students", "B", "58", "correct", "answer_is", VOTE + "The answer is 58 percent (a percentage, not a number of students).", "a harmless 'not' after the gold"),
    g("n_ok_cannot_be_other", "B", "137", "correct", "answer_is", COOK + "It cannot be 92, because only 349 were sold. So the answer must be 137.", "92 ruled out, the gold asserted"),
    g("n_ok_tag_not_other", "B", "137", "correct", "tag", th(COOK_R1) + "<answer>137 (not 92)</answer>", "the gold with another value negated in the tag"),
    g("n_ok_negative_note", "B", "-31.3", "correct", "hash", DIVE + "#### -31.3 (negative because it is below the surface)", "an annotation explaining the sign"),
    g("n_ok_no_doubt", "B", "238", "correct", "answer_is", TRAIN + "The answer is 238 miles, no doubt about it.", "'no doubt' is not a negation of the answer"),
    m("n_m_ok_cancel_work", "B", G_RAT, "correct", "boxed", c(RAT) + r" = \frac{\cancel{33}^{3}\sqrt{11}}{\cancel{11}} = \boxed{3\sqrt{11}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", c(BASE) + r" = \boxed{446}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_neq_in_work", "B", G_SYS, "correct", "boxed", r"Note that $x \neq 0$ since otherwise $3y = 19$ and $-y = 3$ disagree. " + SYS + r" So $\boxed{(4, 5)}$.", "a \\neq in the working only"),
    m("n_m_ok_del_other", "B", G_BASE, "correct", "answer_is", c(BASE) + "$.\n\nThe answer is <del>464</del> 446.", "the wrong value struck with <del>, the gold after"),
    m("n_m_ok_not_conj", "B", G_CPX, "correct", "boxed", c(CPX) + r"$. The answer is not $22 - 21i$ but $\boxed{22 + 21i}$.", "the conjugate negated, the gold boxed"),
    m("n_m_ok_check_heavy", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{7}{80}}$ ✔", "a heavy check mark after the box"),
    m("n_m_ok_not_then_box", "B", G_RAD, "correct", "boxed", c(RAD) + r"$. The answer is not $\frac{11\pi}{12}$; it is $\boxed{\frac{13\pi}{12}}$.", "another value negated, the gold boxed"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_negative_word", "A", "-31.3", "wrong", "hash", DIVE + "#### 31.3 negative", "debatable: '31.3 negative' after ####; the marked number is 31.3; proposed: wrong", True),
    g("u_less", "A", "137", "wrong", "answer_is", COOK + "The answer is 349 less.", "349, the number sold, with 'less'"),
    g("u_fewer", "A", "137", "wrong", "answer_is", COOK_SLIP + "The answer is 92 fewer cookies.", "92 with 'fewer'"),
    g("u_dozen_gold", "A", "516", "wrong", "answer_is", PENC + "The answer is 516 dozen.", "516 dozen = 6192, not the 516 pencils the working counts"),
    g("u_thousand", "A", "59170", "wrong", "answer_is", PAY + "The answer is 59170 thousand dollars.", "59170 thousand = 59,170,000"),
    g("u_percent_of", "A", "58", "wrong", "answer_is", VOTE + "The answer is 58% of 150, which is 87.", "the last value stated is 87, the students, not the percent"),
    g("u_half_of", "A", "238", "wrong", "answer_is", TRAIN + "Since it only goes one way, the answer is half of 238, which is 119.", "the final value is 119"),
    g("u_speed_not_distance", "A", "238", "wrong", "hash", TRAIN + "#### 68 miles per hour", "the given speed, not the distance"),
    g("u_k_rounded", "A", "59170", "wrong", "hash", PAY + "#### $59k", "59k = 59,000, not 59,170"),
    g("u_cents_misread", "A", "15.45", "wrong", "answer_is", CHEESE + "The answer is 15.45 cents.", "debatable: the right digits with the wrong unit; 15.45 cents is $0.1545, not the $15.45 the working found; proposed: wrong", True),
    g("u_share_for_percent", "A", "58", "wrong", "hash", VOTE + "#### 0.58", "debatable: the decimal share for the percent the working computes; proposed: wrong (round 5's GSM8K decision)", True),
    m("u_m_pi_squared", "A", G_SEC, "wrong", "boxed", c(SEC) + r" = \boxed{42\pi^2}$", "42\\pi^2, not 42\\pi"),
    m("u_m_units_lose_pi", "A", G_SEC, "wrong", "boxed", c(SEC) + r" = \boxed{42 \text{ square units}}$", "the \\pi dropped: 42 square units"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", r"$195^\circ$ in radians is $\boxed{195^\circ}$.", "debatable: the given degrees restated where the question asks for radians; equal as an angle; proposed: wrong (the conversion asked for is not done)", True),
    m("u_m_dist_squared_units", "A", G_DIST, "wrong", "boxed", c(DIST) + r"$, so the distance is $\boxed{245 \text{ units}}$.", "245 is the squared distance"),
    g("u_ok_dollars", "B", "59170", "correct", "answer_is", PAY + "The answer is $59,170 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_dozen_equiv", "B", "516", "correct", "answer_is", PENC + "The answer is 43 dozen, i.e. 516 pencils.", "43 dozen then 516: the last value is the gold"),
    g("u_ok_43_dozen", "B", "516", "correct", "answer_is", "Each box is a dozen pencils, so 43 boxes are 43 dozen pencils.\nThe answer is 43 dozen.", "debatable: 43 dozen = 516 exactly, but the question counts pencils; proposed: accept (equal in value)", True),
    g("u_ok_k", "B", "59170", "correct", "answer_is", PAY + "The answer is $59.17k.", "59.17k = 59,170 exactly"),
    g("u_ok_percent_word", "B", "58", "correct", "answer_is", VOTE + "The answer is 58 percent.", "the word percent"),
    g("u_ok_neg_meters", "B", "-31.3", "correct", "answer_is", DIVE + "The answer is -31.3 m.", "a signed value with 'm'"),
    g("u_ok_units_noun", "B", "516", "correct", "hash", PENC + "#### 516 pencils", "a unit noun after ####"),
    g("u_ok_mi", "B", "238", "correct", "answer_is", TRAIN + "The train travels 238 mi.", "'mi.' after the value, no marker"),
    g("u_ok_cents_then_dollars", "B", "15.45", "correct", "answer_is", CHEESE + "The answer is 1545 cents, or $15.45.", "the last value is $15.45"),
    g("u_ok_per_person", "B", "12.2", "correct", "hash", SPLIT + "#### $12.20 per person", "'per person' after the value"),
    g("u_ok_each", "B", "12.2", "correct", "answer_is", SPLIT + "The answer is $12.20 each.", "'each' after the value"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", c(SEC) + r" = \boxed{42\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", c(CIRC) + r" = \boxed{81\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", c(RAD) + r" = \boxed{\frac{13\pi}{12} \text{ radians}}$", "the word radians in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", c(DIST) + r" = \boxed{7\sqrt{5} \text{ units}}$", "'units' in the box"),

    # ================================================================ 6. retractions / corrections vs harmless after-text
    g("r_edit", "A", "137", "wrong", "hash", COOK + "#### 137\n\nEdit: I misread; 394 were sold, so 92.", "Edit: after the answer, 92"),
    g("r_update", "A", "59170", "wrong", "hash", PAY + "#### 59170\nUpdate: the bonus is only paid after 24 months, so it's actually 56520.", "Update: it's actually 56520"),
    g("r_erratum", "A", "15.45", "wrong", "boxed", CHEESE + r"$\boxed{15.45}$" + "\n\nErratum: the price was $4.21 a pound, so 3.75 * 4.21 = 15.79.", "Erratum: 15.79 (3.75 * 4.21 = 15.7875)"),
    g("r_never_mind", "A", "516", "wrong", "answer_is", PENC + "The answer is 516. Never mind, it's 43.", "Never mind, 43"),
    g("r_paren_not", "A", "137", "wrong", "hash", COOK + "#### 137 (Not 137; 92.)", "(Not X; Y.) after the answer"),
    g("r_wrong_bang", "A", "58", "wrong", "answer_is", VOTE + "The answer is 58. Wrong! 42.", "Wrong! 42"),
    g("r_placeholder_tbd", "A", "137", "wrong", "hash", COOK + "#### 137\n\n(The above is a placeholder; real answer TBD.)", "debatable: the model withdraws its value with nothing new; proposed: wrong (a withdrawn answer, round 20-21 convention; no_answer is the other reading)", True),
    g("r_correction_hash", "A", "-31.3", "wrong", "hash", DIVE + "#### -31.3\nCorrection: the diver sinks 3.5 m a minute, so -12.4 - 21 = -33.4.\n#### -33.4", "a correction to -33.4 (3.5 * 6 = 21)"),
    g("r_scratch_that", "A", "12.2", "wrong", "answer_is", SPLIT + "The answer is $12.20. Scratch that, 85.40 / 7 = 12.02.", "Scratch that: 12.02"),
    g("r_llama_revised", "A", "137", "wrong", "boxed", llama(("Find the total", "27 * 18 = 486 cookies."), ("Subtract the cookies sold", "486 - 349 = 137.")) + LLAMA_END.format("137") + "\n\nHowever, re-reading the problem, 394 cookies were sold, so 486 - 394 = 92.\n\n" + LLAMA_END.format("92"), "a later Llama closing line with 92"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", c(COMB) + r" = \boxed{1287}$" + "\n\nActually, the order of the five matters here, so the count is $13 \\cdot 12 \\cdot 11 \\cdot 10 \\cdot 9 = \\boxed{154440}$.", "a later box 154440"),
    m("r_m_withdrawn", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(4, 5)}$" + "\n\nWait, this is wrong, I retract it.", "debatable: the gold withdrawn with nothing new; proposed: wrong (round 20-21 convention)", True),
    m("r_m_oops_other", "A", G_TRIG, "wrong", "boxed", c(TRIG) + r" = \boxed{\frac{\sqrt{3}}{2}}$" + "\n\nOops, in the second quadrant I should flip the sign: $\\boxed{-\\frac{\\sqrt{3}}{2}}$.", "a later box -\\sqrt3/2"),
    m("r_m_qwen_recheck", "A", G_BASE, "wrong", "boxed", qwen("To convert $3241_5$ to base 10, expand by place value.", ("Expand", BASE), ("Add", "$375 + 50 + 20 + 1 = 446$")) + QWEN_END.format("446") + "\n\nLet me recheck the place values: the digits read from the right give $1 \\cdot 125 + 4 \\cdot 25 + 2 \\cdot 5 + 3 = 238$.\n\n" + QWEN_END.format("238"), "a later Qwen closing line with 238 (1*125 + 4*25 + 2*5 + 3 = 238)"),
    m("r_m_minerva_second", "A", G_PROB, "wrong", "minerva", PROB + ".\n" + MINERVA.format(r"$\frac{7}{80}$") + "\n\nOn second thought, 80 itself should not count and 88 is too big, but I also missed 0, so there are 8 multiples.\n" + MINERVA.format(r"$\frac{8}{80}$"), "a second Minerva line with 8/80"),
    g("r_ok_edit_format", "B", "137", "correct", "hash", COOK + "#### 137\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "137", "correct", "hash", COOK_SLIP + "#### 92\n\nCorrection: 349 were sold, so 486 - 349 = 137.\n#### 137", "a correction to the gold"),
    g("r_ok_check", "B", "59170", "correct", "hash", PAY + "#### 59170\n\nCheck: 59170 - 2650 = 56520 = 18 * 3140. ✓", "a check after the answer"),
    g("r_ok_paren_not_other", "B", "137", "correct", "hash", COOK + "#### 137 (Not 92; 137.)", "(Not X; gold.)"),
    g("r_ok_never_mind_gold", "B", "516", "correct", "answer_is", PENC + "The answer is 43. Never mind, that's boxes; the answer is 516.", "Never mind, then the gold"),
    g("r_ok_pleasantry", "B", "15.45", "correct", "hash", CHEESE + "#### 15.45\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_verify_cut", "B", "137", "correct", "boxed", th(COOK_R1) + r1final("137") + "\n\nLet me verify once more: 27 * 18 = 486, and 486 - 349 =", "a verification after the committed box, cut off, withdraws nothing"),
    g("r_ok_double_check", "B", "58", "correct", "answer_is", VOTE + "The answer is 58.\n\nWait, let me double-check: 0.58 * 150 = 87. Yes, 58.", "a double-check that confirms"),
    g("r_ok_scratch_gold", "B", "12.2", "correct", "answer_is", "85.40 / 7 = 12.02\nThe answer is $12.02. Scratch that, 7 * 12.02 = 84.14, so I slipped: 85.40 / 7 = 12.20.", "Scratch that, then the gold"),
    g("r_ok_llama_revised_gold", "B", "137", "correct", "boxed", llama(("Find the total", "27 * 18 = 486 cookies."), ("Subtract the cookies sold", "486 - 394 = 92.")) + LLAMA_END.format("92") + "\n\nHowever, re-reading the problem, 349 cookies were sold, not 394, so 486 - 349 = 137.\n\n" + LLAMA_END.format("137"), "a later Llama closing line with the gold"),
    g("r_ok_note_sign", "B", "-31.3", "correct", "hash", DIVE + "#### -31.3\n\nNote: the negative sign means below sea level.", "a note after the answer"),
    m("r_m_ok_update_gold", "B", G_ROOTS, "correct", "boxed", ROOTS + r" gives $\boxed{\frac{1}{7}, -2}$" + "\n\nUpdate: the second factor is $x - 2$, so it's actually $x = \\frac{1}{7}$ and $x = 2$: $\\boxed{\\frac{1}{7}, 2}$.", "an update to the gold"),
    m("r_m_ok_actually_gold", "B", G_COMB, "correct", "boxed", c(COMB) + r" = \boxed{1278}$" + "\n\nActually, $154440 / 120 = 1287$, so the answer is $\\boxed{1287}$.", "a correction to the gold"),
    m("r_m_ok_oops_gold", "B", G_TRIG, "correct", "boxed", c(TRIG) + r" = \boxed{-\frac{\sqrt{3}}{2}}$" + "\n\nOops, sine is positive in the second quadrant, so it is $\\boxed{\\frac{\\sqrt{3}}{2}}$.", "a correction to the gold"),
    m("r_m_ok_qwen_verify", "B", G_BASE, "correct", "boxed", qwen("To convert $3241_5$ to base 10, expand by place value.", ("Expand", BASE), ("Add", "$375 + 50 + 20 + 1 = 446$")) + QWEN_END.format("446") + "\n\nTo verify: $446 = 3 \\cdot 125 + 71$, $71 = 2 \\cdot 25 + 21$, $21 = 4 \\cdot 5 + 1$, giving digits $3241_5$. ✓", "a verification after the closing line"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_said", "A", "137", "wrong", "answer_is", COOK_SLIP + "My teacher said the answer is 137, but I get 92.\nThe answer is 92.", "the gold only reported, the model's own answer 92"),
    g("q_quote_then_refuse", "A", "137", "no_answer", "none", "> #### 137\n\nThat is the answer format you asked for, but I cannot solve this problem without knowing how many cookies were sold.", "the gold only in a quotation of the format, then a refusal"),
    g("q_if_bonus", "A", "59170", "no_answer", "none", "I'm not sure whether the bonus counts toward her pay. If the bonus were included, the answer would be 59170.", "only a hypothetical; no committed answer"),
    g("q_other_part", "A", "59170", "wrong", "hash", "(a) Salary without the bonus: 56520.\n(b) Total with the bonus: 59170.\n\nThe question asks for her salary, so:\n#### 56520", "the gold only in another part; the final #### is 56520"),
    g("q_you_asked", "A", "137", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{137}$." I cannot, because the number of cookies sold is unclear from the problem.', "the gold only in a quoted request, then a refusal"),
    g("q_student_wrote", "A", "137", "wrong", "hash", 'A student wrote "#### 137", but 394 were sold, so 486 - 394 = 92.\n#### 92', "the gold in a quoted ####, final 92"),
    g("q_would_be", "A", "137", "wrong", "answer_is", "If 349 were sold, 137 would be left; but the problem says 394, so 486 - 394 = 92 and the answer is 92.", "the gold only as a hypothetical"),
    g("q_self_posed", "A", "137", "wrong", "hash", COOK_SLIP + "#### 92\n\nNow try one yourself: if 349 cookies were sold instead, show that 137 remain.\n#### 137", "debatable: a self-posed exercise after the answer repeats #### with the gold; the model's answer to the question posed is 92; proposed: wrong", True),
    g("q_eot_user_turn", "A", "59170", "wrong", "boxed", PAY_NB + LLAMA_END.format("56520") + EOT_USER + "Shouldn't it include the bonus? That gives 59170.", "the gold only in an invented user turn"),
    g("q_hint_said", "A", "137", "wrong", "answer_is", "The hint says the answer is 137, but my computation gives 486 - 394 = 92.\nThe answer is 92.", "the gold only in a reported hint"),
    m("q_m_guess", "A", G_BASE, "no_answer", "none", r"If I had to guess, I'd say something like $\boxed{446}$, but I can't convert this reliably without more work.", "debatable: a box under 'if I had to guess' and a refusal; proposed: no_answer", True),
    m("q_m_invented_turn", "A", G_COMB, "wrong", "boxed", c(COMB) + r" = \boxed{1278}$" + IM_USER + "The correct answer is 1287.", "the gold only in an invented user turn"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $22 + 21i$; we would then need to check this by expanding $(6 - i)(3 + 4i)$.", "only a supposition"),
    m("q_m_followup_exercise", "A", G_RAT, "wrong", "boxed", r"$\frac{33}{\sqrt{11}} = \frac{33\sqrt{11}}{11} = \boxed{3\sqrt{10}}$" + "\n\n**Follow-up exercise:** Simplify $\\sqrt{99}$.\n**Answer:** $\\boxed{3\\sqrt{11}}$", "the gold only as the answer to a self-set follow-up; the answer to the question is 3\\sqrt{10}"),
    m("q_m_textbook_other", "A", G_PROB, "wrong", "boxed", r"The textbook answer is $\frac{7}{80}$, but I count $11, 22, \ldots, 88$, eight multiples, so the probability is $\boxed{\frac{1}{10}}$.", "the gold only reported; the model's answer is 1/10"),
    g("q_ok_friend_wrong", "B", "137", "correct", "answer_is", COOK + "My friend said 92, but that used 394.\nThe answer is 137.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "137", "correct", "hash", '> "27 trays of 18 cookies; 349 are sold"\n\n' + COOK + "#### 137", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "59170", "correct", "hash", PAY + "#### 59170\n\nIf there were no bonus, it would be 56520.", "a hypothetical after the committed answer"),
    g("q_ok_parts_then_hash", "B", "59170", "correct", "hash", "(a) Salary without the bonus: 56520.\n(b) Total with the bonus: 59170.\n\nThe question asks for the total, so:\n#### 59170", "parts listed, the final #### the gold"),
    g("q_ok_student_then_own", "B", "137", "correct", "hash", 'A student wrote "#### 92", but 349 were sold, so 486 - 349 = 137.\n#### 137', "another's #### quoted, the model's own #### the gold"),
    g("q_ok_would_be_before", "B", "137", "correct", "answer_is", "If 394 were sold, 92 would be left; but the problem says 349, so 486 - 349 = 137 and the answer is 137.", "another value only as a hypothetical"),
    g("q_ok_self_posed_after", "B", "137", "correct", "hash", COOK + "#### 137\n\nTry this one yourself: if 394 were sold, how many would remain? (Answer: 92)", "a self-set exercise after the committed answer"),
    g("q_ok_eot_tail", "B", "59170", "correct", "boxed", PAY + LLAMA_END.format("59170") + EOT_USER + "What if there's no bonus?", "an invented user turn after the committed answer"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + c(BASE) + r" = \boxed{446}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|4x - 3| < 13$." + "\n\n" + INT + r" So $x \in \boxed{\left(-\frac{5}{2}, 4\right)}$.", "the problem quoted"),
    m("q_m_ok_suppose_then", "B", G_ZERO, "correct", "boxed", r"Suppose $f(4) = 1$; that fails, since " + c(ZERO) + r" = \boxed{0}$.", "a supposition refuted, then the box"),
    m("q_m_ok_invented_turn", "B", G_COMB, "correct", "boxed", c(COMB) + r" = \boxed{1287}$" + IM_USER + r"Great, now compute $\binom{13}{4}$.", "an invented user turn after the committed box"),
    m("q_m_ok_textbook_disagree", "B", G_PROB, "correct", "boxed", r"The answer key says $\frac{1}{10}$, but I count $11, 22, \ldots, 77$, seven multiples, so the probability is $\boxed{\frac{7}{80}}$.", "a reported other value, the model's own box the gold"),
    m("q_m_ok_fewshot_tail", "B", G_CPX, "correct", "minerva", c(CPX) + " = 22 + 21i$.\n" + MINERVA.format("$22 + 21i$") + "\n\nProblem:\nCompute $(2 + i)(2 - i)$.\n\nSolution:", "an invented next few-shot problem after the Minerva line"),
    m("q_m_ok_hint_agree", "B", G_BASE, "correct", "boxed", "The hint says 446, and my computation agrees: " + c(BASE) + r" = \boxed{446}$.", "a reported value that agrees with the model's own box"),

    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    g("b_empty", "A", "137", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "137", "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_nul_inside_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### 9\x002", "a NUL inside 92"),
    g("b_fullwidth_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### ９２", "full-width 92"),
    g("b_replacement_char", "A", "137", "wrong", "hash", COOK_SLIP + "#### 92\ufffd", "a replacement character after 92"),
    g("b_bom_other", "A", "137", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 92", "a BOM then 92"),
    g("b_zero_width_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### 9\u200b2", "a zero-width space inside 92"),
    g("b_arabic_indic_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### ٩٢", "Arabic-Indic digits for 92"),
    g("b_gold_space_other", "A", " 137 ", "wrong", "hash", COOK_SLIP + "#### 92", "a gold with spaces; the answer 92"),
    g("b_huge_number", "A", "137", "wrong", "hash", "#### " + "9" * 5000, "a 5000-digit number (past Python's default int-string limit)"),
    g("b_long_loop_other", "A", "137", "wrong", "hash", "Let me think. " * 4000 + COOK_SLIP + "#### 92", "a 56,000-character repetition loop, then 92"),
    g("b_ansi_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### 92\x07\x1b[0m", "a bell and an ANSI escape after 92"),
    g("b_rtl_override", "A", "137", "wrong", "hash", COOK_SLIP + "#### \u202e731", "debatable: a right-to-left override makes the characters 7, 3, 1 display as 137; the value written is 731; proposed: reject", True),
    g("b_nul_only", "A", "137", "no_answer", "none", "\x00", "a lone NUL"),
    g("b_emoji_other", "A", "137", "wrong", "hash", COOK_SLIP + "#### 92 🍪", "an astral emoji after 92"),
    m("b_m_gold_boxed_other", "A", r"\boxed{446}", "wrong", "boxed", c(BASE) + r" = \boxed{464}$", "a gold stored boxed; the model's 464"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", c(COMB) + r" = \boxed{128", "cut inside the box"),
    m("b_m_deep_parens", "A", G_BASE, "wrong", "boxed", r"$\boxed{" + "(" * 400 + "464" + ")" * 400 + "}$", "464 inside 400 pairs of parentheses"),
    g("b_ok_gold_space", "B", " 137 ", "correct", "hash", COOK + "#### 137", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "137", "correct", "hash", COOK + "#### １３７", "full-width digits"),
    g("b_ok_bom", "B", "137", "correct", "hash", "\ufeff" + COOK + "#### 137", "a BOM first"),
    g("b_ok_crlf", "B", "59170", "correct", "hash", (PAY + "#### 59170").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_thin_space", "B", "59170", "correct", "hash", PAY + "#### 59\u2009170", "a thin space as the thousands separator (SI style)"),
    g("b_ok_emoji_after", "B", "137", "correct", "hash", COOK + "#### 137 🍪", "an astral emoji after the gold"),
    g("b_ok_tab", "B", "137", "correct", "hash", COOK + "####\t137", "a tab after ####"),
    g("b_ok_zero_width_before", "B", "137", "correct", "hash", COOK + "\u200b#### 137", "a zero-width space before ####"),
    g("b_ok_nul_before", "B", "58", "correct", "hash", VOTE + "\x00#### 58", "debatable: a NUL before the answer; the value is right, but a NUL may make the pair bad input; proposed: reject (round 21's decision)", True),
    g("b_ok_long_loop", "B", "137", "correct", "hash", "Let me think. " * 4000 + COOK + "#### 137", "a 56,000-character repetition loop, then the gold"),
    g("b_ok_cr_only", "B", "15.45", "correct", "hash", (CHEESE + "#### 15.45").replace("\n", "\r"), "lone CR line ends"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{446}", "correct", "boxed", c(BASE) + r" = \boxed{446}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", c(SEC) + r" = \boxed{42\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_gold_dollars", "B", "$" + G_PROB + "$", "correct", "boxed", PROB + r" $= \boxed{\frac{7}{80}}$.", "a gold stored in $...$"),
    m("b_m_ok_unicode_pi", "B", G_SEC, "correct", "boxed", c(SEC) + r" = \boxed{42π}$", "a Unicode pi in the box"),
    m("b_m_ok_unicode_sqrt", "B", G_DIST, "correct", "boxed", c(DIST) + r" = \boxed{7√5}$", "a Unicode square root in the box"),
]
# fmt: on

DECISIONS = {
    "t_sentence_neg_lost": (
        "reject",
        "the stated value is 31.3; 'deep' does not make the value the signed -31.3 the gold is",
    ),
    "h_hedge_then_hash": (
        "reject",
        "a hedge before the #### line is two final answers (README: a hedge is wrong)",
    ),
    "x_float_noise": (
        "reject",
        "the model commits to a nonzero value; exact 0 is not within a tolerance of a written value",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 31.3; a trailing word does not make it -31.3",
    ),
    "u_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "u_cents_misread": (
        "reject",
        "15.45 cents is not 15.45 dollars; a unit word that changes the value is not a harmless unit",
    ),
    "u_m_degrees": (
        "reject",
        "the box restates the given degrees; the conversion to radians asked for is not done",
    ),
    "u_ok_43_dozen": ("accept", "43 dozen equals 516 exactly; dozen multiplies the number"),
    "r_placeholder_tbd": (
        "reject",
        "a value the model withdraws with nothing new is not its answer (rounds 20-21: wrong)",
    ),
    "r_m_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is not its answer (rounds 20-21: wrong)",
    ),
    "q_self_posed": (
        "reject",
        "a self-posed exercise after the answer is not the answer to the question posed; that answer is 92",
    ),
    "q_m_guess": (
        "reject",
        "a box under 'if I had to guess', followed by a refusal, is no committed final answer",
    ),
    "b_rtl_override": (
        "reject",
        "the characters written are 7, 3, 1; a bidi override changes only how they display",
    ),
    "b_ok_nul_before": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (round 21's decision)",
    ),
}

if __name__ == "__main__":
    _debatable = {case[0] for case in CASES if case[-1] is True}
    if _debatable != set(DECISIONS):
        raise SystemExit(
            f"debatable without decision / decision without debatable: {sorted(_debatable ^ set(DECISIONS))}"
        )
    write_probes("adversarial_redteam99", CASES, [], DECISIONS)
