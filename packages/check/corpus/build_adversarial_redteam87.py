r"""Build adversarial_redteam87.jsonl: an eighty-seventh round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam87", issue 25), written by a new helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any
earlier round's probes other than round 21's builder (for structure), and WITHOUT running the
checker or any grader on them; handed over BEFORE any scoring. Not model output. Read: corpus/README.md,
corpus_build.py, build_adversarial_redteam21.py and the issue text.

Aim of this round: the issue's eight classes in English as a hidden evaluation set would test them,
in the styles of real models (R1 think/answer traces, Qwen2.5-Math numbered steps and boxes, Llama 3
"## Step" working, Minerva closing lines, GSM8K calculator annotations, few-shot tails, chat-template
tails, small RL policies), with kind-B twins of many kind-A probes.

Problems and golds (arithmetic checked by hand, and with python on the numbers only):
GSM8K: 17 boxes of 24 pencils, 137 sold -> 271 (17 * 24 = 408; 408 - 137 = 271; check 271 + 137 =
408); misreading 173 sold -> 235 (408 - 173 = 235). 3.75 lb of coffee at $8.44 -> $31.65 (3 * 8.44 =
25.32, 0.75 * 8.44 = 6.33, sum 31.65). 6 degrees falling 3.5 an hour for 7 hours -> -18.5 (3.5 * 7 =
24.5; 6 - 24.5 = -18.5). 18 months of $1,465 rent plus a $950 deposit -> $27,320 (1465 * 18 = 29300 -
2930 = 26370; + 950 = 27320); without the deposit 26,370. 33 hens laying 8 eggs -> 264 (= 22 dozen).
45 of 72 students passing -> 62.5 % (45 / 72 = 0.625). Four $24 tickets from $96 -> 0 (4 * 24 = 96).
MATH: a multiple of 8 from 1-70 -> 4/35 (8, 16, ..., 64: eight numbers; 8/70 = 4/35 = 0.1142857...);
distance from (-2, 3) to (4, 15) -> 6\sqrt5 (6^2 + 12^2 = 180 = 36 * 5; about 13.416); |3x + 4| < 11
-> (-5, 7/3) (-15 < 3x < 7); 5x^2 - 13x + 6 = 0 -> 3/5 and 2 ((5x - 3)(x - 2) = 5x^2 - 13x + 6);
(6 - i)(2 + 3i) -> 15 + 16i (12 + 18i - 2i - 3i^2 = 15 + 16i); 165 degrees -> 11\pi/12 (165/180 =
11/12; about 2.8798); 465_8 -> 309 (4 * 64 + 6 * 8 + 5 = 256 + 48 + 5); x + y = 13 and 2x - y = 8 ->
(7, 6) (3x = 21; check 14 - 6 = 8); (4x - 3)(x + 7) -> 4x^2 + 25x - 21 (28x - 3x = 25x); C(13, 4) ->
715 (13 * 12 * 11 * 10 = 17160; / 24 = 715); 0.\overline{63} -> 7/11 (63/99); x^3 - 16x at x = 4 -> 0
(64 - 64); a sector of radius 10 and angle 108 degrees -> 30\pi (108/360 = 3/10; 3/10 * 100\pi);
18/\sqrt6 -> 3\sqrt6 (18\sqrt6 / 6).
Other values in the probes: 3.75 * 8.48 = 31.80; 4 * 23 = 92, 96 - 92 = 4; 33 * 7 = 231; 30 / 48 =
0.625; 3165 cents = $31.65; 27.32k = 27,320; 625 per mille = 62.5 %; 123_8 = 64 + 16 + 3 = 83; 621_7 =
6 * 49 + 2 * 7 + 1 = 309; C(13, 3) = 286; 13 * 11 * 10 = 1430 = 2 * 715; (4x - 3)(x + 7) with the sign
slip +3x gives 4x^2 + 31x - 21; 6\sqrt5 = 13.4164, 30\pi = 94.2478, 7/11 = 0.636363...

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (exact vs decimal, near-zero, tiny perturbations, equal forms); `n_` negation, strike-out,
annotation; `u_` unit words vs words that change the number; `r_` retractions and corrections after
the answer vs harmless after-text; `q_` quoted, reported, hypothetical and self-posed text; `b_` bad
input a JSON corpus can hold (no lone surrogates). An `_m_` marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker would accept; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md, "How labels were made"): the model's LAST COMMITTED final answer decides.
A value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer. A hedge between two values, or two different final answers, is `wrong`.
No final answer is `no_answer`. A value equal to the gold mathematically is `correct`; a rounded
decimal for an exact irrational or repeating gold is `wrong`. Text in an invented next turn (a
`<|im_start|>user` or `User:` tail, a self-set new problem) does not count. In an <answer> tag a
sentence, an equation chain or a box is read for the value it states. Debatable probes carry
`"debatable": true` and say the proposed decision in the note.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam87.py
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
PEN = "17 boxes of 24 pencils hold 17 * 24 = <<17*24=408>>408 pencils.\nAfter selling 137, 408 - 137 = <<408-137=271>>271 pencils are left.\n"
PEN_SLIP = "17 boxes of 24 pencils hold 17 * 24 = <<17*24=408>>408 pencils.\nAfter selling 173, 408 - 173 = <<408-173=235>>235 pencils are left.\n"
COF = "3.75 pounds of coffee at $8.44 a pound cost 3.75 * 8.44 = <<3.75*8.44=31.65>>31.65 dollars.\n"
TMP = "The temperature drops 3.5 * 7 = <<3.5*7=24.5>>24.5 degrees, so it ends at 6 - 24.5 = <<6-24.5=-18.5>>-18.5 degrees.\n"
RENT = "18 months of rent at $1,465 is 18 * 1465 = <<18*1465=26370>>26370 dollars.\nAdding the $950 deposit: 26370 + 950 = <<26370+950=27320>>27320 dollars.\n"
RENT_NODEP = "18 months of rent at $1,465 is 18 * 1465 = <<18*1465=26370>>26370 dollars.\n"
EGG = "33 hens each lay 8 eggs a week, so there are 33 * 8 = <<33*8=264>>264 eggs.\n"
PASS = "45 of the 72 students passed, so 45 / 72 * 100 = <<45/72*100=62.5>>62.5 percent passed.\n"
TIX = "Four tickets at $24 cost 4 * 24 = <<4*24=96>>96 dollars, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"
PEN_L = llama(("Find the total number of pencils", "There are 17 boxes with 24 pencils each, so 17 * 24 = 408 pencils."), ("Subtract the pencils sold", "408 - 137 = 271 pencils remain."))
RENT_Q = qwen("To find the total cost, we add the rent for 18 months and the deposit.", ("Rent", "\\(18 \\times 1465 = 26370\\)"), ("Deposit", "\\(26370 + 950 = 27320\\)"))

# ================================================================ MATH working
G_PROB = r"\frac{4}{35}"
PROB = r"The multiples of $8$ from $1$ to $70$ are $8, 16, 24, 32, 40, 48, 56, 64$: eight of them, so the probability is $\frac{8}{70}$"
G_DIST = r"6\sqrt{5}"
DIST = r"The distance is $\sqrt{(4-(-2))^2 + (15-3)^2} = \sqrt{36 + 144} = \sqrt{180}$"
G_INT = r"\left( -5, \frac{7}{3} \right)"
INT = r"$-11 < 3x + 4 < 11$ gives $-15 < 3x < 7$, so $-5 < x < \frac{7}{3}$."
G_ROOTS = r"\frac{3}{5}, 2"
ROOTS = r"$5x^2 - 13x + 6 = (5x - 3)(x - 2) = 0$, so $x = \frac{3}{5}$ or $x = 2$."
G_CPX = "15 + 16i"
CPX = r"$(6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2 = 12 + 16i + 3$"
G_RAD = r"\frac{11\pi}{12}"
RAD = r"$165^\circ \cdot \frac{\pi}{180^\circ} = \frac{165\pi}{180}$"
G_BASE = "309"
BASE = r"$465_8 = 4 \cdot 8^2 + 6 \cdot 8 + 5 = 256 + 48 + 5$"
G_SYS = "(7, 6)"
SYS = r"Adding $x + y = 13$ and $2x - y = 8$ gives $3x = 21$, so $x = 7$ and $y = 13 - 7 = 6$."
G_POLY = "4x^2 + 25x - 21"
POLY = r"$(4x - 3)(x + 7) = 4x^2 + 28x - 3x - 21$"
G_COMB = "715"
COMB = r"$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{17160}{24}$"
G_REP = r"\frac{7}{11}"
REP = r"Let $x = 0.\overline{63}$. Then $100x - x = 63$, so $x = \frac{63}{99}$"
G_ZERO = "0"
ZERO = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64$"
G_SEC = r"30\pi"
SEC = r"The area is $\frac{108}{360} \cdot \pi \cdot 10^2 = \frac{3}{10} \cdot 100\pi$"
G_RAT = r"3\sqrt{6}"
RAT = r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{6}}{6}$"
COMB_Q = qwen("To compute \\(\\binom{13}{4}\\), we use the formula for combinations.", ("Formula", "\\(\\binom{13}{4} = \\frac{13!}{4!\\,9!}\\)"), ("Simplify", "\\(\\frac{13 \\cdot 12 \\cdot 11 \\cdot 10}{24} = \\frac{17160}{24} = 715\\)"))

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "271", "wrong", "tag", th(PEN_SLIP) + "<answer>There are 235 pencils left.</answer>", "a sentence in the tag states 235 (the misread 173 sold)"),
    g("t_ok_sentence", "B", "271", "correct", "tag", th(PEN) + "<answer>There are 271 pencils left.</answer>", "twin: a sentence in the tag states the gold"),
    g("t_equation_slip", "A", "271", "wrong", "tag", th(PEN_SLIP) + "<answer>408 - 173 = 235</answer>", "an equation chain in the tag ending 235"),
    g("t_ok_equation", "B", "271", "correct", "tag", th(PEN) + "<answer>408 - 137 = 271</answer>", "twin: the chain ends in the gold"),
    g("t_equation_gold_first", "A", "271", "wrong", "tag", th(PEN) + "<answer>271 + 137 = 408</answer>", "the chain starts with the gold but states 408, the total"),
    g("t_box_nodep", "A", "27320", "wrong", "tag", th(RENT_NODEP) + r"<answer>$\boxed{26370}$</answer>", "a box in the tag with 26370 (deposit left out)"),
    g("t_ok_box_comma", "B", "27320", "correct", "tag", th(RENT) + r"<answer>$\boxed{27,320}$</answer>", "twin: a box with a thousands comma"),
    g("t_ok_dollar_units", "B", "31.65", "correct", "tag", th(COF) + "<answer>$31.65 dollars</answer>", "a dollar sign and the unit word in the tag"),
    g("t_empty", "A", "264", "no_answer", "tag", th(EGG) + "<answer>\n</answer>", "an empty tag; 264 only in the thinking"),
    g("t_placeholder", "A", "264", "no_answer", "tag", th(EGG) + "<answer> ... </answer>", "an ellipsis placeholder in the tag"),
    g("t_two_tags_last_other", "A", "271", "wrong", "tag", th(PEN) + "<answer>271</answer>\n<answer>235</answer>", "two tags, the last 235"),
    g("t_ok_two_tags_same", "B", "271", "correct", "tag", th(PEN) + "<answer>271</answer>\n<answer>271</answer>", "the tag repeated with the same value"),
    g("t_think_gold_answer_other", "A", "62.5", "wrong", "tag", th(PASS) + "<answer>37.5</answer>", "the thinking has 62.5, the tag 37.5 (the fail rate)"),
    g("t_ok_unclosed", "B", "62.5", "correct", "tag", th(PASS) + "<answer> 62.5%", "an unclosed tag holding the gold (the completion ends there)"),
    g("t_unclosed_other", "A", "-18.5", "wrong", "tag", th(TMP) + "<answer> 18.5", "an unclosed tag holding 18.5, the sign lost"),
    g("t_ok_negative_sentence", "B", "-18.5", "correct", "tag", th(TMP) + "<answer>The final temperature is -18.5 degrees.</answer>", "a sentence with the negative gold"),
    g("t_hash_in_tag_other", "A", "264", "wrong", "tag", th(EGG) + "<answer>#### 22</answer>", "#### 22 in the tag: dozens, not the eggs asked"),
    g("t_ok_hash_in_tag", "B", "264", "correct", "tag", th(EGG) + "<answer>#### 264</answer>", "twin: #### 264 in the tag"),
    g("t_ok_answer_is_in_tag", "B", "0", "correct", "tag", th(TIX) + "<answer>The answer is 0.</answer>", "an answer phrase inside the tag"),
    g("t_think_only_cut", "A", "0", "no_answer", "truncated", "<think>\n" + TIX + "So she has", "cut inside the thinking, no tag"),
    m("t_m_box_other", "A", G_COMB, "wrong", "tag", th(COMB + " = 715.\n") + r"<answer>$\boxed{286}$</answer>", "a box with 286 = C(13, 3) in the tag"),
    m("t_m_ok_box", "B", G_COMB, "correct", "tag", th(COMB + " = 715.\n") + r"<answer>$\boxed{715}$</answer>", "twin: a box in math mode in the tag"),
    m("t_m_ok_sentence_frac", "B", G_PROB, "correct", "tag", th(PROB + r" $= \frac{4}{35}$." + "\n") + r"<answer>The probability is $\frac{4}{35}$.</answer>", "a sentence in the tag"),
    m("t_m_sentence_unsimplified_other", "A", G_PROB, "wrong", "tag", th(PROB + ".\n") + r"<answer>The probability is $\frac{8}{60}$.</answer>", "8/60 = 2/15, not 4/35"),
    m("t_m_ok_pair_eq", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>$(x, y) = (7, 6)$</answer>", "an equation naming the pair"),
    m("t_m_swapped_pair", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(6, 7)</answer>", "the pair swapped"),
    m("t_m_ok_roots_xeq", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{3}{5}$ or $x = 2$</answer>", "both roots as equations"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>$x = 2$</answer>", "only one of the two roots"),
    m("t_m_ok_newlines", "B", G_BASE, "correct", "tag", th(BASE + " = 309\n") + "<answer>\n\\[\n309\n\\]\n</answer>", "display math and newlines in the tag"),
    m("t_m_placeholder_box", "A", G_BASE, "no_answer", "tag", th(BASE + " = 309\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_ok_bold_answer", "B", G_CPX, "correct", "tag", th(CPX + ", which is $15 + 16i$.\n") + "<answer>**Answer:** $15 + 16i$</answer>", "a bold Answer: inside the tag"),
    m("t_m_conj", "A", G_CPX, "wrong", "tag", th(CPX + ".\n") + "<answer>15 - 16i</answer>", "the conjugate"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_so_answer_hash", "B", "271", "correct", "hash", PEN + "So the answer is #### 271", "the issue's shape: a phrase then #### on one line"),
    g("h_so_answer_hash_slip", "A", "271", "wrong", "hash", PEN_SLIP + "So the answer is #### 235", "twin: the same shape with 235"),
    g("h_ok_answer_colon_hash", "B", "27320", "correct", "hash", RENT + "The answer is: #### 27320", "'The answer is: ####'"),
    g("h_answer_colon_hash_nodep", "A", "27320", "wrong", "hash", RENT_NODEP + "The answer is: #### 26370", "twin: 26370, the deposit left out"),
    g("h_ok_final_answer_hash", "B", "31.65", "correct", "hash", COF + "Final Answer: #### 31.65", "'Final Answer: ####'"),
    g("h_final_answer_hash_rounded", "A", "31.65", "wrong", "hash", COF + "Final Answer: #### 31.7", "twin: rounded to 31.7"),
    g("h_ok_answer_hash_dollar", "B", "31.65", "correct", "hash", COF + "Answer: #### $31.65", "'Answer: #### $'"),
    g("h_ok_bold_hash", "B", "264", "correct", "hash", EGG + "**Final Answer:** #### 264", "bold marker then ####"),
    g("h_bold_hash_dozen", "A", "264", "wrong", "hash", EGG + "That is 264 / 12 = 22 dozen.\n**Final Answer:** #### 22", "twin: 22 (dozens) after the marker"),
    g("h_phrase_gold_hash_other", "A", "271", "wrong", "hash", PEN + "The answer is 271.\n#### 235", "phrase 271, #### 235: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "271", "wrong", "hash", PEN + "#### 271\nSo the answer is 235.", "#### 271 then a phrase stating 235"),
    g("h_ok_hash_then_phrase_same", "B", "271", "correct", "hash", PEN + "#### 271\nSo the answer is 271.", "#### then the same value in a phrase"),
    g("h_phrase_empty_hash", "A", "62.5", "no_answer", "hash", PASS + "The answer is: ####", "an empty ####; 62.5 only in the working"),
    g("h_ok_percent_hash", "B", "62.5", "correct", "hash", PASS + "So the answer is #### 62.5%", "a percent sign after ####"),
    g("h_share_hash", "A", "62.5", "wrong", "hash", PASS + "So the answer is #### 0.625", "debatable: the share 0.625 for the percent the working computes; proposed reject", True),
    g("h_ok_neg_hash", "B", "-18.5", "correct", "hash", TMP + "The answer is: #### -18.5", "a negative value after the marker"),
    g("h_sign_lost_hash", "A", "-18.5", "wrong", "hash", TMP + "It ends 18.5 degrees below zero.\nThe answer is: #### 18.5", "debatable: the #### value drops the sign though the sentence says below zero; proposed reject", True),
    g("h_ok_hash_newline", "B", "0", "correct", "hash", TIX + "The answer is:\n#### 0", "marker, newline, ####"),
    g("h_hash_hedge", "A", "0", "wrong", "hash", TIX + "So the answer is #### 0 or 96", "a hedge after ####"),
    g("h_ok_fewshot_tail", "B", "271", "correct", "hash", PEN + "The answer is #### 271\n\nQuestion: A farmer has 12 cows and buys 5 more. How many cows does he have?\nAnswer: 12 + 5 = 17. The answer is #### 17", "a few-shot tail after the answer: an invented next question does not count"),
    g("h_fewshot_tail_only", "A", "271", "no_answer", "hash", "Let me think step by step.\n\nQuestion: A farmer has 12 cows and buys 5 more. How many cows does he have?\nAnswer: 12 + 5 = 17. The answer is #### 17", "the model only answers an invented question; no answer to the one posed"),
    g("h_ok_llama_hash", "B", "271", "correct", "hash", PEN_L + "The final answer is: #### 271", "Llama-3 steps, then marker and ####"),
    g("h_llama_hash_other", "A", "271", "wrong", "hash", PEN_L + "The final answer is: #### 408", "twin: 408, the total before selling"),
    g("h_ok_qwen_hash_box", "B", "27320", "correct", "hash", RENT_Q + "The total cost is #### \\(\\boxed{27320}\\)", "#### then a box with the gold"),
    g("h_hash_comma_decimal", "A", "27320", "wrong", "hash", RENT + "The answer is #### 27.320", "debatable: in English text 27.320 is twenty-seven point three two, not 27,320 (a period as thousands separator is a European convention); proposed reject", True),
    g("h_ok_hash_thousands_space", "B", "27320", "correct", "hash", RENT + "The answer is #### 27 320", "debatable: a thin-space thousands separator; proposed accept", True),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 715.\nThe answer is: #### 715", "a MATH answer with a phrase and ####"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + ".\nThe answer is: #### 17160", "17160, the numerator"),
    m("h_m_ok_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\nSo the answer is #### 4/35", "a slash fraction after ####"),
    m("h_m_hash_frac_other", "A", G_PROB, "wrong", "hash", PROB + ".\nSo the answer is #### 8/7", "8/7: the fraction read upside down and reduced"),
]
# fmt: on
CASES += [
    # ================================================================ 3. exactness
    m("x_m_dist_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{13.42}$", "a rounded decimal for 6\\sqrt5 = 13.4164..."),
    m("x_m_ok_dist_sqrt180", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{180}}$", "\\sqrt{180} = 6\\sqrt5, unsimplified"),
    m("x_m_dist_wrong_simpl", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{5\sqrt{6}}$", "5\\sqrt6 = \\sqrt{150}, not \\sqrt{180}"),
    m("x_m_ok_dist_sqrt_product", "B", G_DIST, "correct", "boxed", DIST + r" $= \sqrt{36}\sqrt{5} = \boxed{6 \sqrt 5}$", "\\sqrt 5 without braces"),
    m("x_m_dist_plus_tiny", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{6\sqrt{5} + 10^{-30}}$", "a tiny added term: not equal"),
    m("x_m_rep_decimal", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{0.64}$", "0.64 is not 7/11 = 0.6363..."),
    m("x_m_rep_decimal_long", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.636363636}$", "a truncated decimal of 7/11: not exact"),
    m("x_m_ok_rep_overline", "B", G_REP, "correct", "boxed", REP + r" $= \frac{7}{11}$, i.e. $\boxed{0.\overline{63}}$", "debatable: the repeating decimal written exactly with an overline equals 7/11; proposed accept", True),
    m("x_m_ok_rep_unsimplified", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{63}{99}}$", "63/99 = 7/11"),
    m("x_m_ok_prob_decimal_words", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{8}{70}}$", "8/70 = 4/35 unsimplified"),
    m("x_m_prob_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.114}$", "0.114 is not 4/35 = 0.1142857..."),
    m("x_m_prob_percent", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{11.4\%}$", "a rounded percent"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{2.88}$", "2.88 for 11\\pi/12 = 2.8798..."),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{165\pi}{180}}$", "165\\pi/180 = 11\\pi/12"),
    m("x_m_ok_rad_coeff", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{11}{12}\pi}$", "coefficient before \\pi"),
    m("x_m_rad_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{11\pi}{6}}$", "11\\pi/6 (330 degrees): a slip"),
    m("x_m_zero_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-12}}$", "10^{-12} against gold 0"),
    m("x_m_zero_tiny_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-80}\pi}$", "an exact expression that is not zero"),
    m("x_m_ok_zero_expr", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{64 - 64}$", "an unevaluated expression equal to 0"),
    m("x_m_ok_zero_sin", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$, which also equals $\sin(0)$.", "a remark after the box"),
    m("x_m_sec_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{94.25}$", "94.25 for 30\\pi = 94.2477..."),
    m("x_m_sec_pi_314", "A", G_SEC, "wrong", "boxed", SEC + r" $= 30 \times 3.14 = \boxed{94.2}$", "debatable: pi taken as 3.14 where the gold is exact; proposed reject", True),
    m("x_m_ok_sec_times", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30 \cdot \pi}$", "30 \\cdot \\pi"),
    m("x_m_rat_close", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{3\sqrt{6.0001}}$", "a tiny perturbation inside the root"),
    m("x_m_ok_rat_sqrt54", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{54}}$", "\\sqrt{54} = 3\\sqrt6"),
    m("x_m_ok_rat_unsimplified", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\frac{18}{\sqrt{6}}}$", "the given expression itself equals 3\\sqrt6; debatable: no simplification done, proposed accept", True),
    g("x_cof_rounded", "A", "31.65", "wrong", "hash", COF + "#### 31.6", "rounded down"),
    g("x_ok_cof_trailing_zero", "B", "31.65", "correct", "hash", COF + "#### 31.650", "a trailing zero"),
    g("x_cof_tiny_off", "A", "31.65", "wrong", "hash", COF + "#### 31.6500001", "a tiny perturbation"),
    g("x_tix_near_zero", "A", "0", "wrong", "hash", TIX.replace("4 * 24 = <<4*24=96>>96", "4 * 23.99 = <<4*23.99=95.96>>95.96").replace("96 - 96 = <<96-96=0>>0", "96 - 95.96 = <<96-95.96=0.04>>0.04") + "#### 0.04", "0.04 against gold 0"),
    g("x_ok_tix_zero_decimal", "B", "0", "correct", "hash", TIX + "#### 0.00", "0.00 for 0"),
    g("x_ok_tix_neg_zero", "B", "0", "correct", "hash", TIX + "#### -0", "debatable: -0 equals 0; proposed accept", True),
    g("x_rent_off_by_one", "A", "27320", "wrong", "hash", RENT + "#### 27321", "off by one"),
    g("x_ok_rent_decimal", "B", "27320", "correct", "hash", RENT + "#### 27,320.00", "cents written out"),
    g("x_ok_tmp_frac", "B", "-18.5", "correct", "boxed", TMP + r"The answer is $\boxed{-\frac{37}{2}}$.", "-37/2 = -18.5"),
    g("x_tmp_frac_other", "A", "-18.5", "wrong", "boxed", TMP + r"The answer is $\boxed{-\frac{35}{2}}$.", "-35/2 = -17.5"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_only", "A", "271", "no_answer", "answer_is", PEN + "The answer is not 271.", "the gold negated, nothing else"),
    g("n_ok_not_other_but_gold", "B", "271", "correct", "answer_is", PEN + "The answer is not 235 but 271.", "twin: another value negated, the gold asserted"),
    g("n_not_gold_but_other", "A", "271", "wrong", "answer_is", PEN_SLIP + "The answer is not 271 but 235.", "the gold negated, 235 asserted"),
    g("n_strike_gold_then_other", "A", "271", "wrong", "hash", PEN_SLIP + "#### ~~271~~ 235", "the gold struck, 235 after"),
    g("n_ok_strike_other_then_gold", "B", "271", "correct", "hash", PEN + "#### ~~235~~ 271", "twin: 235 struck, the gold after"),
    g("n_strike_only", "A", "264", "no_answer", "hash", EGG + "#### ~~264~~", "only a struck value"),
    g("n_html_strike", "A", "264", "wrong", "answer_is", EGG + "The answer is <s>264</s> 22.", "an HTML strike of the gold, 22 after"),
    g("n_ok_html_strike_other", "B", "264", "correct", "answer_is", EGG + "The answer is <s>22</s> 264.", "twin: 22 struck, the gold after"),
    g("n_annot_wrong", "A", "27320", "wrong", "boxed", RENT + r"$\boxed{27320}$ (incorrect)", "the model marks its own box incorrect"),
    g("n_ok_annot_verified", "B", "27320", "correct", "boxed", RENT + r"$\boxed{27320}$ (verified)", "twin: an approving annotation"),
    g("n_annot_unsure", "A", "31.65", "wrong", "hash", COF + "#### 31.65 (probably wrong, I couldn't check the multiplication)", "debatable: the model calls its answer probably wrong; proposed reject (a value its author marks wrong is not committed)", True),
    g("n_cross", "A", "62.5", "wrong", "hash", PASS + "#### 62.5 ❌", "a red cross after the answer"),
    g("n_ok_check", "B", "62.5", "correct", "hash", PASS + "#### 62.5 ✅", "a green check after the answer"),
    g("n_isnt", "A", "0", "no_answer", "answer_is", TIX + "The amount left isn't 0.", "isn't the gold, nothing else"),
    g("n_ok_isnt_negative", "B", "0", "correct", "answer_is", TIX + "She has 0 dollars left; the amount isn't negative.", "a harmless 'isn't' after the gold"),
    g("n_ok_not_only", "B", "264", "correct", "answer_is", EGG + "Not counting broken ones, the answer is 264.", "'Not' at the start of a harmless phrase"),
    g("n_cannot_be", "A", "-18.5", "no_answer", "answer_is", TMP + "The answer cannot be -18.5 since temperatures here never go that low.", "the model rules the gold out, no other value"),
    m("n_m_neq_box", "A", G_CPX, "no_answer", "boxed", CPX + r", so the product is $\boxed{\neq 15 + 16i}$.", "a box holding \\neq gold"),
    m("n_m_ok_neq_other", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{15 + 16i}$ (note $\neq 9 + 16i$).", "a note ruling out another value"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{715}}$", "a cancelled box"),
    m("n_m_ok_cancel_working", "B", G_COMB, "correct", "boxed", r"$\binom{13}{4} = \frac{13 \cdot \cancel{12} \cdot 11 \cdot 10}{\cancel{24}_{2}} = \frac{1430}{2} = \boxed{715}$", "cancellations in the working only; 13 * 11 * 10 = 1430"),
    m("n_m_sout_then_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{4x^2 + 25x - 21}\ 4x^2 + 31x - 21}$", "the gold struck, another polynomial after"),
    m("n_m_ok_sout_other", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{\sout{4x^2 + 31x - 21}\ 4x^2 + 25x - 21}$", "twin: the wrong polynomial struck"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{309 \text{ (wrong)}}$", "an annotation in the box marking it wrong"),
    m("n_m_ok_text_base10", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{309_{10}}$", "a base-10 subscript"),
    m("n_m_not_sol", "A", G_SYS, "no_answer", "boxed", SYS + r" But $\boxed{(7, 6)}$ is NOT a solution, since $2 \cdot 7 - 6 = 7$.", "debatable: the model wrongly checks (14 - 6 = 8) and disowns its box, offering nothing else; proposed no_answer", True),
    m("n_m_ok_not_sol_other", "B", G_SYS, "correct", "boxed", SYS + r" The pair $(6, 7)$ is not a solution, but $\boxed{(7, 6)}$ is.", "another pair negated, the gold boxed"),
    g("n_minus_not", "A", "-18.5", "wrong", "hash", TMP + "#### 18.5 (not negative)", "18.5 with the model insisting it is positive"),
]
CASES += [
    # ================================================================ 5. unit words vs words that change the number
    g("u_ok_pencils", "B", "271", "correct", "hash", PEN + "#### 271 pencils", "a unit noun after ####"),
    g("u_less", "A", "271", "wrong", "answer_is", PEN + "The answer is 137 less.", "137, the number sold, with 'less'"),
    g("u_fewer", "A", "271", "wrong", "answer_is", PEN + "There are 137 fewer pencils.\nThe answer is 137 fewer.", "a difference, not the count asked"),
    g("u_ok_pencils_left", "B", "271", "correct", "answer_is", PEN + "The answer is 271 pencils left.", "'left' after the unit"),
    g("u_hundred", "A", "271", "wrong", "answer_is", PEN + "The answer is 271 hundred.", "271 hundred = 27,100"),
    g("u_ok_dollars_word", "B", "27320", "correct", "answer_is", RENT + "The answer is 27,320 dollars.", "the word dollars"),
    g("u_thousand_dollars", "A", "27320", "wrong", "answer_is", RENT + "The answer is 27320 thousand dollars.", "27320 thousand = 27,320,000"),
    g("u_ok_usd", "B", "27320", "correct", "hash", RENT + "#### 27320 USD", "a currency code"),
    g("u_k_suffix_other", "A", "27320", "wrong", "answer_is", RENT + "The answer is $27.32.", "27.32 dollars, the k dropped"),
    g("u_ok_k_suffix", "B", "27320", "correct", "answer_is", RENT + "The answer is $27.32k.", "debatable: $27.32k = 27,320; proposed accept (a common written abbreviation)", True),
    g("u_dozen_gold", "A", "264", "wrong", "answer_is", EGG + "The answer is 264 dozen.", "264 dozen = 3168, not the 264 eggs counted"),
    g("u_ok_dozen_then_eggs", "B", "264", "correct", "answer_is", EGG + "That is 22 dozen, so the answer is 264 eggs.", "the last value is the gold"),
    g("u_dozen_only", "A", "264", "wrong", "answer_is", EGG + "The answer is 22 dozen.", "debatable: 22 dozen equals 264 eggs but the number stated is 22; proposed reject as the GSM8K number is 22", True),
    g("u_ok_eggs_per_week", "B", "264", "correct", "hash", EGG + "#### 264 eggs per week", "a rate phrase the question asks for"),
    g("u_pairs", "A", "264", "wrong", "answer_is", EGG + "The answer is 264 pairs.", "264 pairs = 528 eggs"),
    g("u_ok_percent_sign", "B", "62.5", "correct", "hash", PASS + "#### 62.5%", "a percent sign"),
    g("u_ok_percent_word", "B", "62.5", "correct", "answer_is", PASS + "The answer is 62.5 percent.", "the word percent"),
    g("u_percent_points", "A", "62.5", "wrong", "answer_is", PASS + "That is 12.5 percentage points above 50%.\nThe answer is 12.5 percentage points.", "12.5, a difference"),
    g("u_per_thousand", "A", "62.5", "wrong", "answer_is", PASS + "The answer is 625 per thousand.", "debatable: 625 per mille equals 62.5 % but the number stated is 625; proposed reject", True),
    g("u_ok_degrees", "B", "-18.5", "correct", "answer_is", TMP + "The answer is -18.5 degrees Fahrenheit.", "a temperature unit"),
    g("u_below_zero_word", "A", "-18.5", "wrong", "hash", TMP + "#### 18.5 below", "debatable: '18.5 below' after ####; the marked number is 18.5; proposed reject", True),
    g("u_ok_minus_word", "B", "-18.5", "correct", "answer_is", TMP + "The answer is minus 18.5 degrees.", "the word minus before the number"),
    g("u_negative_after", "A", "-18.5", "wrong", "hash", TMP + "#### 18.5 negative", "debatable: a trailing word does not negate the marked value; proposed reject", True),
    g("u_ok_cents", "B", "31.65", "correct", "answer_is", COF + "The answer is $31.65, or 31 dollars and 65 cents.", "the value restated in words with units"),
    g("u_cents_only", "A", "31.65", "wrong", "hash", COF + "#### 3165 cents", "debatable: 3165 cents equals $31.65 in value, but the number marked is 3165 and the question asks dollars; proposed reject", True),
    g("u_ok_zero_dollars", "B", "0", "correct", "answer_is", TIX + "The answer is $0 left over.", "a zero with units"),
    g("u_times_more", "A", "0", "wrong", "answer_is", TIX + "The answer is 4 times.", "the count of tickets with 'times'"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"We want $165^\circ$ in radians: $\boxed{165^\circ}$", "debatable: the given degrees restated where the gold is radians; proposed reject", True),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{11\pi}{12} \text{ radians}}$", "the word radians in the box"),
    m("u_m_ok_base_word", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{309}$ in base ten.", "'in base ten' after the box"),
    m("u_m_base_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{465_{10}}$", "the digits restated as base 10"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "271", "wrong", "hash", PEN + "#### 271\n\nEdit: I misread the question, 173 were sold, so 235.", "Edit: then 235"),
    g("r_ok_edit_format", "B", "271", "correct", "hash", PEN + "#### 271\n\nEdit: fixed a typo in step 1.", "twin: an edit that keeps the answer"),
    g("r_wait", "A", "271", "wrong", "answer_is", PEN + "The answer is 271.\n\nWait, I think I misread. 173 were sold. 408 - 173 = 235.\nSo the answer is 235.", "an R1-style 'Wait' with a new final answer"),
    g("r_ok_wait_confirm", "B", "271", "correct", "answer_is", PEN + "The answer is 271.\n\nWait, let me double-check: 271 + 137 = 408. Yes, the answer is 271.", "twin: 'Wait' confirming the gold"),
    g("r_ok_wait_back", "B", "271", "correct", "answer_is", PEN_SLIP + "So the answer is 235.\n\nWait, the problem says 137 were sold, not 173. 408 - 137 = 271.\nSo the answer is 271.", "a correction to the gold after a slip"),
    g("r_update", "A", "27320", "wrong", "hash", RENT + "#### 27320\n\nUpdate: the deposit is refunded, so it's actually 26370.", "Update: it's actually 26370"),
    g("r_ok_update_units", "B", "27320", "correct", "hash", RENT + "#### 27320\n\nUpdate: added the dollar sign, $27,320.", "twin: an update that restates the gold"),
    g("r_never_mind", "A", "264", "wrong", "answer_is", EGG + "The answer is 264. Never mind, it's 22 dozen, so 22.", "Never mind, 22"),
    g("r_erratum", "A", "31.65", "wrong", "boxed", COF + r"$\boxed{31.65}$" + "\n\nErratum: the price is $8.48 a pound, so 3.75 * 8.48 = 31.80.", "Erratum with a new value (3.75 * 8.48 = 31.80)"),
    g("r_correction_line", "A", "62.5", "wrong", "hash", PASS + "#### 62.5\nCorrection: 72 - 45 = 27 failed, so 37.5.\n#### 37.5", "a correction with a new #### line"),
    g("r_ok_correction_gold", "B", "62.5", "correct", "hash", PASS.replace("45 / 72 * 100 = <<45/72*100=62.5>>62.5", "45 / 72 * 100 = <<45/72*100=60>>60") + "#### 60\nCorrection: 45 / 72 = 0.625, so 62.5.\n#### 62.5", "a wrong first value, corrected to the gold"),
    g("r_placeholder_after", "A", "-18.5", "no_answer", "hash", TMP + "#### -18.5\n\n(The above is a placeholder; the real answer is TBD.)", "the model withdraws its answer as a placeholder"),
    g("r_ok_hope_helps", "B", "-18.5", "correct", "hash", TMP + "#### -18.5\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_scratch_that", "A", "0", "wrong", "answer_is", TIX + "The answer is 0. Scratch that: tickets are $23 each, so 96 - 92 = 4.", "Scratch that, 4"),
    g("r_ok_scratch_other", "B", "0", "correct", "answer_is", TIX.replace("4 * 24 = <<4*24=96>>96", "4 * 23 = <<4*23=92>>92").replace("96 - 96 = <<96-96=0>>0", "96 - 92 = <<96-92=4>>4") + "The answer is 4. Scratch that: tickets are $24 each, so 96 - 96 = 0.\nThe answer is 0.", "twin: scratched to the gold"),
    g("r_retract_nothing", "A", "0", "no_answer", "answer_is", TIX + "The answer is 0.\n\nActually, I retract that; I am not sure.", "debatable: withdrawn with nothing new; proposed no_answer (not a committed answer)", True),
    g("r_ok_verify_after", "B", "264", "correct", "hash", EGG + "#### 264\n\nVerification: 264 / 33 = 8 eggs per hen. ✓", "a check after the answer"),
    g("r_ok_alt_method_same", "B", "271", "correct", "boxed", PEN + r"$\boxed{271}$" + "\n\nAlternatively, 24 * 17 = 408 and 408 - 137 = 271, the same.", "another method after, same value"),
    g("r_alt_method_other", "A", "271", "wrong", "boxed", PEN + r"$\boxed{271}$" + "\n\nHmm, on reflection the boxes hold 25 each: 17 * 25 = 425, 425 - 137 = 288.\n\n" + r"$\boxed{288}$", "a later box 288"),
    g("r_ok_im_user_tail", "B", "271", "correct", "boxed", PEN + r"The answer is $\boxed{271}$." + IM_USER + "Thanks! Now what if 173 were sold?", "an invented user turn after the answer"),
    g("r_ok_eot_user_tail", "B", "27320", "correct", "boxed", RENT_Q + qbox("27320") + EOT_USER + "Actually it's 26370, right?", "the other value only in an invented user turn"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB_Q + qbox("715") + "\n\nActually, the committee has 3 members, so $\\binom{13}{3} = \\boxed{286}$.", "a later box 286"),
    m("r_m_ok_actually_same", "B", G_COMB, "correct", "boxed", COMB_Q + qbox("715") + "\n\nActually, let me double check with $\\binom{13}{9} = \\binom{13}{4}$, which is again $\\boxed{715}$.", "a check with the same box"),
    m("r_m_ok_qwen_end", "B", G_RAT, "correct", "boxed", RAT + " $= 3\\sqrt{6}$.\n\n" + QWEN_END.format("3\\sqrt{6}"), "Qwen's closing line"),
    m("r_m_qwen_end_then_fix", "A", G_RAT, "wrong", "boxed", RAT + " $= 3\\sqrt{6}$.\n\n" + QWEN_END.format("3\\sqrt{6}") + "\n\nOops, I made an error: $\\frac{18}{6} = 3$ but the root is $\\sqrt{6}/6$... so it's $\\boxed{\\frac{\\sqrt{6}}{2}}$.", "a muddled correction to a new box: the last box is sqrt6/2"),
    m("r_m_ok_llama_end", "B", G_ROOTS, "correct", "boxed", llama(("Factor", ROOTS)) + LLAMA_END.format("\\frac{3}{5}, 2"), "Llama's closing line"),
    m("r_m_llama_end_wrong_after", "A", G_ROOTS, "wrong", "boxed", llama(("Factor", ROOTS)) + LLAMA_END.format("\\frac{3}{5}, 2") + "\n\nUpdate: I made a sign error; the roots are $-\\frac{3}{5}$ and $-2$: $\\boxed{-\\frac{3}{5}, -2}$", "Update with another box"),
    m("r_m_ok_minerva", "B", G_SYS, "correct", "minerva", SYS + "\n" + MINERVA.format("$(7, 6)$"), "Minerva's closing line"),
    m("r_m_minerva_twice", "A", G_SYS, "wrong", "minerva", SYS + "\n" + MINERVA.format("$(7, 6)$") + "\n\nFinal Answer: The final answer is $(6, 7)$. I hope it is correct.", "a second Minerva line with the swapped pair"),
    m("r_m_ok_r1final", "B", G_INT, "correct", "boxed", th(INT + "\n") + "The solution set is all $x$ with $-5 < x < \\frac{7}{3}$.\n\n" + r1final("\\left( -5, \\frac{7}{3} \\right)"), "R1-distill closing block"),
    m("r_m_r1final_then_cut_restart", "B", G_INT, "correct", "boxed", th(INT + "\n") + r1final("\\left( -5, \\frac{7}{3} \\right)") + "\n\nLet me re-derive this from the start. We have $-11 < 3x + 4$ so", "debatable: a restart of the working cut off after the committed box; proposed accept (no new value)", True),
]
CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_said", "A", "271", "wrong", "answer_is", PEN_SLIP + "My teacher said the answer is 271, but I get 235.\nThe answer is 235.", "the gold only reported; the model's own answer 235"),
    g("q_ok_friend_wrong", "B", "271", "correct", "answer_is", PEN + "My friend said 235, but that used 173 sold.\nThe answer is 271.", "twin: another's value reported first, the gold the model's own"),
    g("q_quote_only", "A", "271", "no_answer", "none", 'The answer key says: "#### 271". I could not verify this myself.', "only a quotation of a key, no own answer"),
    g("q_blockquote_hash_refuse", "A", "27320", "no_answer", "none", "> #### 27320\n\nI'm sorry, but I can't verify the quoted answer above; I cannot solve this problem.", "a quoted #### then a refusal"),
    g("q_ok_blockquote_problem", "B", "27320", "correct", "hash", "> 18 months of rent at $1,465 plus a $950 deposit\n\n" + RENT + "#### 27320", "the problem quoted first, then the model's own answer"),
    g("q_if_then", "A", "27320", "no_answer", "none", "If the deposit is included, the total would be $27,320. I need to know whether it is included before I can answer.", "only a conditional, the model declines to commit"),
    g("q_ok_if_after", "B", "27320", "correct", "hash", RENT + "#### 27320\n\nIf the deposit were refunded, the net cost would be 26370.", "a hypothetical after the committed answer"),
    g("q_hypothetical_wrong_commit", "A", "27320", "wrong", "answer_is", "If the deposit counted, it would be 27320. But deposits are refundable, so the answer is 26370.", "the gold only as a hypothetical; the commitment is 26370"),
    g("q_student_wrote", "A", "264", "wrong", "hash", 'A student wrote "#### 264", but each hen lays 7 eggs, so 33 * 7 = 231.\n#### 231', "the gold in a quoted ####, final 231 (33 * 7 = 231)"),
    g("q_ok_student_wrote_other", "B", "264", "correct", "hash", 'A student wrote "#### 231", but each hen lays 8 eggs, so 33 * 8 = 264.\n#### 264', "twin: the other value quoted, the gold final"),
    g("q_part_a_b", "A", "264", "wrong", "answer_is", "(a) Eggs per week: 33 * 8 = 264.\n(b) Dozens per week: 264 / 12 = 22.\nThe answer is 22 for part (b) and 264 for part (a).", "debatable: two values for two parts where one quantity is asked; proposed wrong (two different final answers)", True),
    g("q_ok_part_final", "B", "264", "correct", "hash", "(a) Eggs per hen per week: 8.\n(b) Total: 33 * 8 = 264.\n#### 264", "labelled steps then the gold"),
    g("q_self_posed", "A", "62.5", "no_answer", "none", "Let's consider a similar problem: if 30 of 48 students passed, what percent passed? 30 / 48 = 0.625, so the answer is 62.5%.\n\nNow for the original problem, we would need to divide", "the gold only for a self-posed problem (30/48 = 0.625); the original is cut off"),
    g("q_ok_self_posed_then_own", "B", "62.5", "correct", "answer_is", "Similar problem: 3 of 4 passed is 75%.\nHere: " + PASS + "The answer is 62.5%.", "an example first, then the gold"),
    g("q_example_fewshot", "A", "-18.5", "wrong", "answer_is", "Example: if it starts at 5 and drops 2 degrees an hour for 3 hours, it ends at -1.\n" + TMP.replace("6 - 24.5 = <<6-24.5=-18.5>>-18.5", "6 + 24.5 = <<6+24.5=30.5>>30.5") + "The answer is 30.5.", "a sign slip: 30.5"),
    g("q_suppose_only", "A", "-18.5", "no_answer", "none", "Suppose the final temperature is -18.5 degrees. Then the drop would be 24.5 degrees, which is 3.5 per hour... I need more information to continue.", "only a supposition, then no commitment"),
    g("q_ok_suppose_refuted", "B", "-18.5", "correct", "answer_is", "Suppose it ended at -17.5; then the drop would be 23.5, not 3.5 * 7 = 24.5. So that fails.\n" + TMP + "The answer is -18.5.", "a supposition refuted, then the gold"),
    g("q_user_turn_gold", "A", "31.65", "wrong", "boxed", COF.replace("<<3.75*8.44=31.65>>31.65", "<<3.75*8.44=31.56>>31.56") + r"The answer is $\boxed{31.56}$." + IM_USER + "Shouldn't it be 31.65?", "the gold only in an invented user turn; the model's 31.56"),
    g("q_question_form", "A", "31.65", "no_answer", "none", COF.replace("cost 3.75 * 8.44 = <<3.75*8.44=31.65>>31.65 dollars.", "cost 3.75 * 8.44 dollars.") + "Is the answer $31.65? I'm not able to compute the product reliably.", "the gold only as a question, then a disclaimer"),
    g("q_ok_rhetorical", "B", "31.65", "correct", "answer_is", COF + "Is that reasonable? 4 pounds would be about $34, so yes. The answer is $31.65.", "a rhetorical question then the gold"),
    m("q_m_prompt_example", "A", G_COMB, "no_answer", "none", r"The problem asks: Show that $\binom{13}{4} = \boxed{715}$. I'm unable to complete this proof.", "the box only inside the restated problem; a refusal"),
    m("q_m_ok_restated_then_solved", "B", G_COMB, "correct", "boxed", r"We need $\binom{13}{4}$. " + COMB + r" $= \boxed{715}$.", "the problem restated, then the model's own box"),
    m("q_m_book_claims", "A", G_POLY, "wrong", "boxed", r"The textbook claims the product is $4x^2 + 25x - 21$, but I get " + r"$(4x - 3)(x + 7) = 4x^2 + 28x + 3x - 21 = \boxed{4x^2 + 31x - 21}$.", "the gold only as the textbook's claim; the model's box (a sign slip) differs"),
    m("q_m_ok_book_agrees", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{4x^2 + 25x - 21}$, which matches the textbook.", "agreement with a source after the own box"),
    m("q_m_would_be", "A", G_RAD, "no_answer", "none", r"If we convert using $\frac{\pi}{180}$, the result would be $\frac{11\pi}{12}$, but I'm not sure this conversion is what the question wants.", "only a conditional, no commitment"),
    m("q_m_ok_would_then_commit", "B", G_RAD, "correct", "boxed", r"Converting with $\frac{\pi}{180}$ would give $\frac{165\pi}{180}$, which simplifies to $\boxed{\frac{11\pi}{12}}$.", "a 'would' in the working, then a box"),
    m("q_m_new_problem_box", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{308}$." + "\n\nNow try this one yourself: convert $621_7$ to base 10. (Answer: $\\boxed{309}$)", "the model's box 308 (a slip); the gold only as the answer to a self-set exercise after it (621_7 = 6 * 49 + 2 * 7 + 1 = 309)"),
    m("q_m_ok_new_problem_after", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{309}$." + "\n\nPractice problem: convert $123_8$ to base 10. (Answer: $\\boxed{83}$)", "a self-set exercise with its own box after the committed answer (1*64 + 2*8 + 3 = 83)"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "271", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "271", "no_answer", "none", "   \n\t\n  ", "only whitespace"),
    g("b_nul_inside_other", "A", "271", "wrong", "hash", PEN_SLIP + "#### 23\x005", "a NUL inside 235; debatable: a NUL makes the pair bad input, proposed reject", True),
    g("b_ok_nul_before", "B", "271", "correct", "hash", PEN + "\x00#### 271", "debatable: a NUL before the right answer; proposed reject as bad input", True),
    g("b_fullwidth_other", "A", "271", "wrong", "hash", PEN_SLIP + "#### ２３５", "full-width 235"),
    g("b_ok_fullwidth", "B", "271", "correct", "hash", PEN + "#### ２７１", "full-width digits of the gold"),
    g("b_zwsp_other", "A", "271", "wrong", "hash", PEN_SLIP + "#### 2\u200b35", "a zero-width space inside 235"),
    g("b_ok_zwsp", "B", "271", "correct", "hash", PEN + "#### \u200b271", "a zero-width space before the gold"),
    g("b_ok_nbsp", "B", "27320", "correct", "hash", RENT + "####\u00a027,320", "a no-break space after ####"),
    g("b_ok_bom", "B", "27320", "correct", "hash", "\ufeff" + RENT + "#### 27320", "a BOM first"),
    g("b_bom_other", "A", "27320", "wrong", "hash", "\ufeff" + RENT_NODEP + "#### 26370", "a BOM then 26370"),
    g("b_ok_crlf", "B", "31.65", "correct", "hash", (COF + "#### 31.65").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_cr_only_other", "A", "31.65", "wrong", "hash", (COF + "#### 31.56").replace("\n", "\r"), "old-Mac CR line ends; 31.56"),
    g("b_replacement_char", "A", "264", "wrong", "hash", EGG + "#### 26\ufffd", "a replacement character where a digit was lost: 26 and junk"),
    g("b_ok_emoji_after", "B", "264", "correct", "hash", EGG + "#### 264 🥚", "an emoji after the answer"),
    g("b_rtl_mark_other", "A", "-18.5", "wrong", "hash", TMP + "#### \u200f18.5", "a right-to-left mark and 18.5, the sign lost"),
    g("b_ok_unicode_minus", "B", "-18.5", "correct", "hash", TMP + "#### \u221218.5", "a Unicode minus sign"),
    g("b_ok_en_dash_minus", "B", "-18.5", "correct", "answer_is", TMP + "The answer is \u201318.5 degrees.", "debatable: an en dash used as a minus sign; proposed accept", True),
    g("b_long_padding_other", "A", "0", "wrong", "hash", TIX + ("Let me recheck. " * 400) + "#### 96", "a long repetitive completion ending 96"),
    g("b_ok_long_padding", "B", "0", "correct", "hash", TIX + ("Let me recheck. " * 400) + "#### 0", "twin: the same padding ending 0"),
    g("b_control_chars", "A", "0", "wrong", "hash", TIX + "#### \x1b[1m4\x1b[0m", "ANSI escape codes around 4"),
    g("b_ok_gold_spaces", "B", " 0 ", "correct", "hash", TIX + "#### 0", "a gold stored with spaces"),
    m("b_m_gold_boxed_other", "A", r"\boxed{309}", "wrong", "boxed", BASE + r" $= \boxed{390}$", "a gold stored boxed; the model's 390"),
    m("b_m_ok_gold_dollars", "B", "$309$", "correct", "boxed", BASE + r" $= \boxed{309}$", "a gold stored in math delimiters"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{71", "cut inside the box"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{30\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_tab_in_box", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{15\t+\t16i}$", "tabs inside the box"),
]

# The decision this round proposes for each debatable probe (the reasoning is in its note): "reject"
# means the checker should refuse the completion, "accept" that it should accept it.
DECISIONS: dict[str, tuple[str, str]] = {
    case[0]: (
        "accept" if "proposed accept" in case[7] else "reject",
        case[7].split(": ", 1)[-1],
    )
    for case in CASES
    if len(case) > 8 and case[8]
}

if __name__ == "__main__":
    write_probes("adversarial_redteam87", CASES, [], DECISIONS)
