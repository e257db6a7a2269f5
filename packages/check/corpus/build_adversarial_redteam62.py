r"""Build adversarial_redteam62.jsonl: a sixty-second round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam62", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker (or any grader, math-verify or sympy) on them, and handed over BEFORE any scoring. Not model
output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure and label
rules) and the issue text were read.

Aim of this round: the issue's eight classes in English, as a hidden evaluation set would test them,
in mixed model styles (R1 traces with <think>/<answer>, Qwen2.5-Math steps and boxes, Llama 3 steps,
Minerva lines, GSM8K calculator annotations, few-shot tails, chat-template tails, small RL policies).

Problems and golds (arithmetic checked by hand):
GSM8K:
- pens: 27 boxes of 14 pens = 378 (27*14 = 270 + 108); 139 sold -> 378 - 139 = 239 (check 239 + 139
  = 378). Misreading 193 sold: 378 - 193 = 185 (check 185 + 193 = 378).
- submarine: at -45 m, descends 3.5 m a minute for 8 minutes: 3.5*8 = 28; -45 - 28 = -73 (sign lost: 73).
- cheese: 3.5 lb at $4.38 a pound: 3*4.38 = 13.14, 0.5*4.38 = 2.19, total 15.33.
- wages: $1,875 a month for 12 months = 22,500 (1875*12 = 18750 + 3750); plus a $2,700 bonus ->
  25,200. Without the bonus: 22,500.
- cookies: 29 trays of 12 = 348 (29*12 = 290 + 58) = 29 dozen.
- survey: 38 of 40 said yes: 38/40 = 0.95 = 95 %.
- tickets: $75 budget, three $25 tickets: 3*25 = 75; 75 - 75 = 0 left.
- episodes: 4 episodes of 47 minutes = 188 minutes (= 3 h 8 min).
- town: 4 districts of 312,500 people = 1,250,000.
MATH:
- a multiple of 7 from 1 to 50: 7, 14, 21, 28, 35, 42, 49 = 7 of 50 -> \frac{7}{50} (= 0.14).
- distance from (-2, 1) to (4, -3): dx 6, dy -4; 36 + 16 = 52 = 4*13 -> 2\sqrt{13} (about 7.2111).
- |2x + 1| <= 5: -5 <= 2x + 1 <= 5 -> -6 <= 2x <= 4 -> [-3, 2].
- 5x^2 - 13x - 6 = (5x + 2)(x - 3) (5x^2 - 15x + 2x - 6) -> -\frac{2}{5}, 3.
- (5 - 2i)(1 + 3i) = 5 + 15i - 2i - 6i^2 = 5 + 13i + 6 = 11 + 13i.
- 225 degrees = 225 pi / 180 = 5 pi / 4.
- 342_5 = 3*25 + 4*5 + 2 = 75 + 20 + 2 = 97.
- x + y = 9, x - y = 3: 2x = 12, x = 6, y = 3 -> (6, 3).
- (3x - 2)(x + 5) = 3x^2 + 15x - 2x - 10 = 3x^2 + 13x - 10.
- C(14, 3) = 14*13*12/6 = 2184/6 = 364.
- 0.\overline{36} = 36/99 = 4/11.
- f(x) = x^3 - 9x at x = 3: 27 - 27 = 0.
- a sector of radius 4 and angle 135 degrees: 135/360 * 16 pi = 3/8 * 16 pi = 6 pi.
- 14/\sqrt{7} = 14\sqrt7/7 = 2\sqrt{7}.
- tan 30 degrees = 1/\sqrt3 = \frac{\sqrt{3}}{3} (about 0.57735).
- the area inside x^2 + y^2 = 1: pi * 1^2 = \pi.
- log_3 81 = 4 (3^4 = 81).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps included); `n_` negation, strike-out, annotation; `u_` words
after a number (unit words vs words that change the number); `r_` retractions and corrections after
the answer, and harmless after-text; `q_` quoted, reported, hypothetical and self-posed text; `b_` bad
input a JSON corpus can hold (no lone surrogates). An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a
RIGHT final answer in a notation or wording real models write.

Labels (corpus/README.md, "How labels were made"): the model's last committed final answer decides.
A value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer. A hedge between two values, or two different final answers, is `wrong`.
No final answer is `no_answer`. A value equal to the gold mathematically is `correct`; a decimal for
an exact irrational or repeating gold is `wrong`; a value the model marks wrong is not its answer;
an explicit correction after an answer makes the corrected value the final one; a check, a
pleasantry or an invented next turn after a committed answer does not replace it; in an <answer>
tag a sentence, an equation chain or a box is read for the value it states. A NUL anywhere makes the
pair bad input (debatable, decision `reject`, as in rounds 3-21). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Counts: 272 probes, kind A 139 / B 133, GSM8K 172 / MATH 100; by class t_ 41, h_ 32, x_ 41, n_ 30,
u_ 35, r_ 40, q_ 33, b_ 20; truths correct 133, wrong 112, no_answer 27; 33 debatable, each with a
proposed decision in DECISIONS. Many kind-A probes have a kind-B twin (same text, the right value).

Usage: python packages/check/corpus/build_adversarial_redteam62.py
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

# ================================================================ GSM8K-style working
PEN = "27 boxes of 14 pens hold 27 * 14 = <<27*14=378>>378 pens.\nThe shop sells 139, so 378 - 139 = <<378-139=239>>239 pens are left.\n"
PEN_SLIP = "27 boxes of 14 pens hold 27 * 14 = <<27*14=378>>378 pens.\nThe shop sells 193, so 378 - 193 = <<378-193=185>>185 pens are left.\n"
SUB = "The submarine descends 3.5 * 8 = <<3.5*8=28>>28 more meters, so it ends at -45 - 28 = <<-45-28=-73>>-73 meters.\n"
CHE = "3.5 pounds at $4.38 a pound cost 3.5 * 4.38 = <<3.5*4.38=15.33>>15.33 dollars.\n"
WAG = "12 months at $1,875 a month is 12 * 1875 = <<12*1875=22500>>22500 dollars.\nWith the $2,700 bonus: 22500 + 2700 = <<22500+2700=25200>>25200 dollars.\n"
WAG_NOB = "12 months at $1,875 a month is 12 * 1875 = <<12*1875=22500>>22500 dollars.\n"
COO = "29 trays of 12 cookies make 29 * 12 = <<29*12=348>>348 cookies.\n"
SUR = "38 of the 40 people said yes, so 38 / 40 * 100 = <<38/40*100=95>>95 percent said yes.\n"
TIX = "Three tickets at $25 cost 3 * 25 = <<3*25=75>>75 dollars, so 75 - 75 = <<75-75=0>>0 dollars are left.\n"
EPI = "4 episodes of 47 minutes last 4 * 47 = <<4*47=188>>188 minutes.\n"
TOWN = "4 districts of 312,500 people make 4 * 312500 = <<4*312500=1250000>>1250000 people.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{50}"
PROB = r"The multiples of $7$ from $1$ to $50$ are $7, 14, 21, 28, 35, 42, 49$: seven of them, so the probability is $\frac{7}{50}$"
G_DIST = r"2\sqrt{13}"
DIST = r"The distance is $\sqrt{(4-(-2))^2 + (-3-1)^2} = \sqrt{36 + 16} = \sqrt{52}$"
G_INT = r"[-3, 2]"
INT = r"$-5 \le 2x + 1 \le 5$ gives $-6 \le 2x \le 4$, so $-3 \le x \le 2$."
G_ROOTS = r"-\frac{2}{5}, 3"
ROOTS = r"$5x^2 - 13x - 6 = (5x + 2)(x - 3) = 0$."
G_CPX = "11 + 13i"
CPX = r"$(5 - 2i)(1 + 3i) = 5 + 15i - 2i - 6i^2 = 5 + 13i + 6$"
G_RAD = r"\frac{5\pi}{4}"
RAD = r"$225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}$"
G_BASE = "97"
BASE = r"$342_5 = 3 \cdot 25 + 4 \cdot 5 + 2 = 75 + 20 + 2$"
G_SYS = "(6, 3)"
SYS = r"Adding the equations gives $2x = 12$, so $x = 6$ and $y = 9 - 6 = 3$."
G_POLY = "3x^2 + 13x - 10"
POLY = r"$(3x - 2)(x + 5) = 3x^2 + 15x - 2x - 10$"
G_COMB = "364"
COMB = r"$\binom{14}{3} = \frac{14 \cdot 13 \cdot 12}{6} = \frac{2184}{6}$"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"
G_ZERO = "0"
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"6\pi"
SEC = r"The area is $\frac{135}{360} \cdot \pi \cdot 4^2 = \frac{3}{8} \cdot 16\pi$"
G_RAT = r"2\sqrt{7}"
RAT = r"$\frac{14}{\sqrt{7}} = \frac{14\sqrt{7}}{7}$"
G_TAN = r"\frac{\sqrt{3}}{3}"
TAN = r"$\tan 30^\circ = \frac{1}{\sqrt{3}} = \frac{\sqrt{3}}{3}$"
G_PI = r"\pi"
PI = r"The region is a disk of radius $1$, so its area is $\pi \cdot 1^2$"
G_LOG = "4"
LOG = r"Since $3^4 = 81$, $\log_3 81$"

QW_LOG = qwen(
    r"To find $\log_3 81$, we write $81$ as a power of $3$.",
    ("Factor 81", r"$81 = 3 \cdot 27 = 3 \cdot 3 \cdot 9 = 3^4$."),
    ("Apply the definition", r"$\log_3 3^4 = 4$."),
)
LL_POLY = llama(
    ("Expand using FOIL", r"$(3x)(x) + (3x)(5) + (-2)(x) + (-2)(5) = 3x^2 + 15x - 2x - 10$"),
    ("Combine like terms", r"$15x - 2x = 13x$, so the product is $3x^2 + 13x - 10$"),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "239", "wrong", "tag", th(PEN_SLIP) + "<answer>There are 185 pens left.</answer>", "a sentence in the tag states 185 (misread 193 sold)"),
    g("t_ok_sentence", "B", "239", "correct", "tag", th(PEN) + "<answer>There are 239 pens left.</answer>", "twin of t_sentence_other: a sentence in the tag states the gold"),
    g("t_equation_other", "A", "239", "wrong", "tag", th(PEN_SLIP) + "<answer>378 - 193 = 185</answer>", "an equation chain in the tag ends 185"),
    g("t_ok_equation", "B", "239", "correct", "tag", th(PEN) + "<answer>378 - 139 = 239</answer>", "an equation chain ending in the gold"),
    g("t_equation_gold_first", "A", "239", "wrong", "tag", th(PEN) + "<answer>239 + 139 = 378</answer>", "the chain starts with the gold but states 378 as its result; taken as the value stated, 378 is wrong", True),
    g("t_box_other", "A", "25200", "wrong", "tag", th(WAG_NOB) + r"<answer>\boxed{22500}</answer>", "a box in the tag, 22500 (bonus forgotten)"),
    g("t_ok_box_comma", "B", "25200", "correct", "tag", th(WAG) + r"<answer>\boxed{25,200}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "15.33", "correct", "tag", th(CHE) + "<answer>The cheese costs $15.33.</answer>", "a sentence with a dollar amount in the tag"),
    g("t_dollar_sentence_other", "A", "15.33", "wrong", "tag", th(CHE) + "<answer>The cheese costs $15.03.</answer>", "twin: the sentence states 15.03"),
    g("t_empty_tag", "A", "239", "no_answer", "tag", th(PEN) + "<answer></answer>", "an empty tag; 239 only in the thinking"),
    g("t_placeholder", "A", "348", "no_answer", "tag", th(COO) + "<answer> ... </answer>", "the tag holds only an ellipsis; 348 only in the thinking"),
    g("t_two_tags", "A", "348", "wrong", "tag", th(COO) + "<answer>348</answer>\n<answer>29</answer>", "two tags, the last says 29 (the number of dozens, not cookies)"),
    g("t_unclosed_think", "A", "188", "no_answer", "truncated", "<think>\n" + EPI + "So the total is 188 minutes. Let me double check: 47 * 4 = 40*4 + 7*4 = 160 + ", "cut inside the thinking, no answer tag"),
    g("t_ok_unclosed_answer", "B", "188", "correct", "tag", th(EPI) + "<answer>188 minutes", "an answer tag never closed (generation stopped at the stop token); the value is stated"),
    g("t_think_gold_answer_other", "A", "188", "wrong", "tag", th(EPI + "So 188 minutes in total.\n") + "<answer>3 hours</answer>", "the tag says 3 hours (180 min), not 188 minutes"),
    g("t_ok_hours_minutes", "B", "188", "correct", "tag", th(EPI) + "<answer>188 minutes (3 hours 8 minutes)</answer>", "the gold with an equal restatement in parentheses"),
    g("t_ok_newlines", "B", "-73", "correct", "tag", th(SUB) + "<answer>\n-73\n</answer>", "newlines in the tag, a negative value"),
    g("t_sign_lost", "A", "-73", "wrong", "tag", th(SUB) + "<answer>73 meters</answer>", "the sign is lost: 73 m"),
    g("t_ok_below_sea", "B", "-73", "correct", "tag", th(SUB) + "<answer>-73 m (73 meters below sea level)</answer>", "the value -73 with a gloss that agrees"),
    g("t_answer_in_think_only", "A", "95", "no_answer", "tag", th(SUR + "<answer>95</answer> is what I will write.\n") + "The survey asked 40 people.", "the only tag is inside the thinking, quoted as a plan; after </think> no answer is given", True),
    g("t_ok_percent", "B", "95", "correct", "tag", th(SUR) + "<answer>95%</answer>", "a percent sign in the tag"),
    g("t_tag_then_user", "A", "95", "wrong", "tag", th(SUR) + "<answer>0.95</answer>\nUser: Thanks! And what percent said yes?\nAssistant: <answer>95</answer>", "the answer to the question asked is 0.95 (a share, the question asks percent); the 95 is in an invented turn", True),
    g("t_ok_tag_then_user", "B", "95", "correct", "tag", th(SUR) + "<answer>95</answer>\nUser: Great, now how many said no?\nAssistant: <answer>2</answer>", "the answer to the posed question is 95; the 2 answers an invented next question"),
    m("t_m_sentence_other", "A", G_DIST, "wrong", "tag", th(DIST[:-1] + r" = 4\sqrt{13}$." + "\n") + r"<answer>The distance is $4\sqrt{13}$.</answer>", "sqrt52 simplified wrongly to 4 sqrt13"),
    m("t_m_ok_sentence", "B", G_DIST, "correct", "tag", th(DIST[:-1] + r" = 2\sqrt{13}$." + "\n") + r"<answer>The distance is $2\sqrt{13}$.</answer>", "twin: a sentence with the gold"),
    m("t_m_ok_boxed_math", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{5\pi}{4}}$</answer>", "a box in math mode in the tag"),
    m("t_m_boxed_other", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{4\pi}{5}}$</answer>", "the fraction inverted: 4 pi / 5"),
    m("t_m_ok_equation_chain", "B", G_BASE, "correct", "tag", th(BASE + "\n") + "<answer>$342_5 = 75 + 20 + 2 = 97$</answer>", "an equation chain ending 97"),
    m("t_m_equation_chain_other", "A", G_BASE, "wrong", "tag", th(BASE + "\n") + "<answer>$342_5 = 75 + 20 + 2 = 342$</answer>", "the chain ends with the base-5 digits 342, not 97"),
    m("t_m_ok_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 6, y = 3</answer>", "the pair as two equations"),
    m("t_m_xy_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(3, 6)</answer>", "the pair swapped"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + " = 364.\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_ok_roots_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>The solutions are $x = -\frac{2}{5}$ and $x = 3$.</answer>", "two roots in a sentence"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$x = 3$</answer>", "only one of the two roots"),
    m("t_m_unclosed_think_box", "A", G_SEC, "no_answer", "truncated", "<think>\n" + SEC[:-1] + r" = 6\pi$. Hmm, wait, let me recheck whether the angle is 135 or 153" + "\n", "cut inside the thinking while doubting the value; no tag"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_so_answer_hash", "B", "239", "correct", "hash", PEN + "So the answer is #### 239", "the issue's shape: a phrase then #### on one line"),
    g("h_so_answer_hash_other", "A", "239", "wrong", "hash", PEN_SLIP + "So the answer is #### 185", "twin: #### 185"),
    g("h_ok_answer_colon_hash", "B", "348", "correct", "hash", COO + "The answer is: #### 348", "'The answer is:' then ####"),
    g("h_ok_final_answer_hash", "B", "25200", "correct", "hash", WAG + "Final Answer: #### 25200", "'Final Answer:' then ####"),
    g("h_final_answer_hash_other", "A", "25200", "wrong", "hash", WAG_NOB + "Final Answer: #### 22500", "twin: 22500"),
    g("h_ok_answer_hash_dollar", "B", "15.33", "correct", "hash", CHE + "Answer: #### $15.33", "'Answer:' then #### with a dollar sign"),
    g("h_phrase_gold_hash_other", "A", "239", "wrong", "hash", PEN + "The answer is 239.\n#### 185", "phrase 239, #### 185: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "348", "wrong", "hash", COO + "#### 348\nThe answer is 29 dozen... wait, no: the answer is 29.", "#### 348 then the model restates its answer as 29"),
    g("h_ok_hash_phrase_dozen", "B", "348", "correct", "hash", COO + "#### 348\nThat is 29 dozen cookies.", "a harmless equal restatement after ####"),
    g("h_hash_empty", "A", "188", "no_answer", "hash", EPI + "The answer is:\n####", "an empty #### line"),
    g("h_ok_bold_hash", "B", "188", "correct", "hash", EPI + "**Final answer:** #### 188", "bold phrase then ####"),
    g("h_phrase_hash_hedge", "A", "188", "wrong", "hash", EPI + "So the answer is #### 188 or 180", "a hedge in the #### line"),
    g("h_ok_hash_minutes", "B", "188", "correct", "hash", EPI + "So the answer is #### 188 minutes", "a unit word after the #### value"),
    g("h_ok_therefore_hash", "B", "-73", "correct", "hash", SUB + "Therefore the answer is #### -73", "a negative #### value after a phrase"),
    g("h_hash_sign_lost", "A", "-73", "wrong", "hash", SUB + "So the submarine is 73 meters below the surface.\nThe answer is #### 73", "the #### value drops the sign", True),
    g("h_ok_hash_nospace", "B", "95", "correct", "hash", SUR + "The answer is ####95", "#### without a space"),
    g("h_hash_share", "A", "95", "wrong", "hash", SUR + "The answer is #### 0.95", "a share for the percent the working computes", True),
    g("h_ok_hash_then_eos_tokens", "B", "1250000", "correct", "hash", TOWN + "The answer is #### 1,250,000<|endoftext|>", "a comma number then an end token"),
    g("h_hash_million_word", "A", "1250000", "wrong", "hash", TOWN + "The answer is #### 1.25", "1.25 (million left off)"),
    g("h_ok_hash_million_word", "B", "1250000", "correct", "hash", TOWN + "The answer is #### 1.25 million", "'1.25 million' = 1,250,000", True),
    g("h_ok_hash_zero", "B", "0", "correct", "hash", TIX + "So the answer is #### 0", "gold 0 after a phrase"),
    g("h_hash_zero_other", "A", "0", "wrong", "hash", TIX + "So the answer is #### 75", "75 (the tickets' cost) for 0"),
    g("h_phrase_hash_minerva_other", "A", "15.33", "wrong", "minerva", CHE + "The answer is #### 15.33\n" + MINERVA.format("15.38"), "#### gold then a Minerva line stating 15.38: the later final answer differs"),
    g("h_ok_phrase_hash_minerva", "B", "15.33", "correct", "minerva", CHE + "The answer is #### 15.33\n" + MINERVA.format(r"\$15.33"), "twin: both agree"),
    g("h_ok_markdown_heading", "B", "239", "correct", "hash", PEN + "### Final Answer\n#### 239", "a markdown heading then ####"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 364.\nThe answer is: #### 364", "a MATH answer after a phrase and ####"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 364.\nThe answer is: #### 2184", "the numerator 2184"),
    m("h_m_ok_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\nSo the answer is #### 7/50", "a slash fraction after ####"),
    m("h_m_hash_frac_other", "A", G_PROB, "wrong", "hash", PROB + ".\nSo the answer is #### 7/49", "7/49 (denominator off by one)"),
    m("h_m_ok_hash_latex", "B", G_TAN, "correct", "hash", TAN + r".\nFinal Answer: #### $\frac{\sqrt{3}}{3}$".replace(r"\n", "\n"), "LaTeX after #### in math mode"),

    # ================================================================ 3. exactness
    g("x_near_zero_cents", "A", "0", "wrong", "hash", TIX.replace("75 - 75 = <<75-75=0>>0", "75 - 74.99 = <<75-74.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_tiny_nonzero", "A", "0", "wrong", "hash", TIX + "#### 0.000001", "10^-6 against gold 0: an absolute-tolerance trap"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TIX + "#### 0.00", "0.00 is 0"),
    g("x_ok_negative_zero", "B", "0", "correct", "hash", TIX + "#### -0", "-0 is 0", True),
    g("x_rounded", "A", "15.33", "wrong", "hash", CHE + "#### 15.3", "rounded to 15.3"),
    g("x_rounded_int", "A", "15.33", "wrong", "hash", CHE + "#### 15", "rounded to 15"),
    g("x_ok_trailing_zero", "B", "15.33", "correct", "hash", CHE + "#### 15.330", "a trailing zero"),
    g("x_off_by_tiny", "A", "25200", "wrong", "hash", WAG + "#### 25200.01", "25200.01: a relative error under 1e-6"),
    g("x_off_by_one", "A", "1250000", "wrong", "hash", TOWN + "#### 1250001", "off by one in a seven-digit number"),
    g("x_ok_sci", "B", "1250000", "correct", "hash", TOWN + "#### 1.25 \\times 10^6", "scientific notation equal to the gold", True),
    g("x_sci_other", "A", "1250000", "wrong", "hash", TOWN + "#### 1.25 \\times 10^5", "10^5 instead of 10^6: 125,000"),
    g("x_ok_decimal_int", "B", "239", "correct", "hash", PEN + "#### 239.0", "239.0 = 239"),
    g("x_decimal_near_int", "A", "239", "wrong", "hash", PEN + "#### 239.001", "239.001 is not 239"),
    g("x_share_for_percent", "A", "95", "wrong", "hash", SUR + "#### 0.95", "a share where the working computes percent", True),
    g("x_ok_percent_sign", "B", "95", "correct", "hash", SUR + "#### 95%", "95% for 95"),
    g("x_ok_fraction_value", "B", "15.33", "correct", "boxed", CHE + "The total is $\\boxed{\\frac{1533}{100}}$ dollars.", "1533/100 = 15.33 exactly"),
    g("x_fraction_near", "A", "15.33", "wrong", "boxed", CHE + "The total is $\\boxed{\\frac{46}{3}}$ dollars.", "46/3 = 15.333..., not 15.33"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST[:-1] + r" \approx \boxed{7.21}$", "a decimal for 2 sqrt 13 (7.2111...)"),
    m("x_m_decimal_long", "A", G_DIST, "wrong", "boxed", DIST[:-1] + r" = \boxed{7.211102550927978}$", "a float for 2 sqrt 13; a decimal is never exactly irrational"),
    m("x_m_ok_sqrt52", "B", G_DIST, "correct", "boxed", DIST[:-1] + r" = \boxed{\sqrt{52}}$", "sqrt 52 = 2 sqrt 13, unsimplified but equal"),
    m("x_m_sqrt53", "A", G_DIST, "wrong", "boxed", DIST[:-1] + r" = \boxed{\sqrt{53}}$", "sqrt 53, a slip"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP[:-1] + r" \approx \boxed{0.36}$", "0.36 is not 4/11"),
    m("x_m_ok_repeating_overline", "B", G_REP, "correct", "boxed", REP[:-1] + r" = \boxed{0.\overline{36}}$", "0.(36) repeating is exactly 4/11"),
    m("x_m_ok_unreduced", "B", G_REP, "correct", "boxed", REP[:-1] + r" = \boxed{\frac{36}{99}}$", "36/99 = 4/11, unreduced"),
    m("x_m_near_zero_power", "A", G_ZERO, "wrong", "boxed", ZERO[:-1] + r" = \boxed{10^{-12}}$", "10^-12 for 0"),
    m("x_m_near_zero_expr", "A", G_ZERO, "wrong", "boxed", ZERO[:-1] + r" = \boxed{10^{-80}\sqrt{2}}$", "a tiny nonzero exact expression for 0"),
    m("x_m_ok_zero_expr", "B", G_ZERO, "correct", "boxed", ZERO[:-1] + r" = \boxed{27 - 27}$", "an unevaluated difference equal to 0", True),
    m("x_m_pi_perturbed", "A", G_PI, "wrong", "boxed", PI[:-1] + r" = \boxed{\pi + 10^{-40}}$", "pi plus a tiny term is not pi"),
    m("x_m_pi_decimal", "A", G_PI, "wrong", "boxed", PI[:-1] + r" \approx \boxed{3.14159}$", "a decimal for pi"),
    m("x_m_ok_pi_times_one", "B", G_PI, "correct", "boxed", PI[:-1] + r" = \boxed{1\pi}$", "1 pi = pi"),
    m("x_m_pi_squared_r", "A", G_PI, "wrong", "boxed", PI[:-1] + r" = \boxed{2\pi}$", "the circumference, not the area"),
    m("x_m_ok_tan_form", "B", G_TAN, "correct", "boxed", TAN + r". So $\tan 30^\circ = \boxed{\frac{1}{\sqrt{3}}}$.", "1/sqrt3 = sqrt3/3"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN[:-1] + r" \approx \boxed{0.577}$.", "a decimal for sqrt3/3"),
    m("x_m_ok_rad_decimal_coef", "B", G_RAD, "correct", "boxed", RAD[:-1] + r" = \boxed{1.25\pi}$", "1.25 pi = 5 pi / 4 exactly"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD[:-1] + r" \approx \boxed{3.927}$", "3.927 is a decimal for 5 pi/4 (3.92699...)"),
    m("x_m_ok_prob_decimal", "B", G_PROB, "correct", "boxed", PROB[:-1] + r" = \boxed{0.14}$.", "0.14 = 7/50 exactly"),
    m("x_m_prob_near", "A", G_PROB, "wrong", "boxed", PROB[:-1] + r" \approx \boxed{0.1400001}$.", "a tiny perturbation of 0.14"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX[:-1] + r" = \boxed{13i + 11}$", "the terms reordered"),
    m("x_m_cpx_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX[:-1] + r" = \boxed{11 + 13.0001i}$", "a perturbed imaginary part"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY[:-1] + r" = \boxed{-10 + 13x + 3x^2}$", "the polynomial's terms reordered"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", POLY[:-1] + r" = \boxed{3x^2 + 13x + 10}$", "a sign slip in the constant"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_equal", "A", "239", "no_answer", "boxed", PEN + "So the number of pens left is $\\boxed{\\neq 239}$.", "the box says only not-equal 239: a negation with no value asserted"),
    g("n_strike_tilde", "A", "239", "no_answer", "hash", PEN + "#### ~~239~~", "the only answer is struck out with markdown"),
    g("n_strike_then_other", "A", "239", "wrong", "hash", PEN + "#### ~~239~~ 185", "the gold struck out, 185 written instead"),
    g("n_ok_strike_then_gold", "B", "239", "correct", "hash", PEN_SLIP + "#### ~~185~~ 239", "twin: the wrong value struck, the gold written"),
    g("n_annot_wrong", "A", "348", "wrong", "hash", COO + "#### 348 (wrong)", "the model annotates its own value as wrong"),
    g("n_annot_incorrect_box", "A", "348", "wrong", "boxed", COO + "$\\boxed{348 \\text{ (incorrect)}}$", "an annotation inside the box marks it incorrect"),
    g("n_ok_annot_cookies", "B", "348", "correct", "boxed", COO + "$\\boxed{348 \\text{ cookies}}$", "a unit word inside the box"),
    g("n_not_answer", "A", "188", "no_answer", "answer_is", EPI + "The answer is not 188.", "a negated statement with no value asserted"),
    g("n_ok_not_180", "B", "188", "correct", "answer_is", EPI + "The answer is 188, not 180.", "the gold, then a rejected alternative"),
    g("n_not_gold_but_other", "A", "188", "wrong", "answer_is", EPI + "The answer is not 188 but 180.", "the gold negated, 180 asserted"),
    g("n_ok_not_other_but_gold", "B", "188", "correct", "answer_is", EPI.replace("188", "180").replace("4*47", "4*45").replace("4 * 47", "4 * 45") + "Hmm, each episode is 47 minutes, not 45. The answer is not 180 but 188.", "twin: the wrong value negated, the gold asserted"),
    g("n_html_strike", "A", "25200", "no_answer", "hash", WAG + "#### <s>25200</s>", "the only answer struck with HTML"),
    g("n_html_del_other", "A", "25200", "wrong", "hash", WAG + "#### <del>25200</del> 22500", "the gold deleted, 22500 written"),
    g("n_ok_html_del_gold", "B", "25200", "correct", "hash", WAG_NOB + "#### <del>22500</del> 25200", "twin: wrong value deleted, gold written"),
    g("n_question_mark", "A", "-73", "wrong", "hash", SUB + "#### -73?", "a question-marked value: the model does not commit", True),
    g("n_placeholder_x", "A", "-73", "no_answer", "hash", SUB + "#### ???", "no value in the #### line"),
    g("n_ok_approx_exact", "B", "-73", "correct", "hash", SUB + "#### -73 (exactly)", "an annotation that agrees"),
    g("n_ok_annot_estimate", "B", "15.33", "correct", "hash", CHE + "#### 15.33 (estimate, could be off)", "the model flags its own value as unverified but still gives it as its answer; not withdrawn", True),
    m("n_m_neq_box", "A", G_BASE, "no_answer", "boxed", BASE[:-1] + r" \ne \boxed{97}$", "the box sits on the right of a not-equal: the model says 342_5 is not 97"),
    m("n_m_x_neq", "A", G_BASE, "no_answer", "boxed", BASE + r", so $\boxed{x \neq 97}$", "x not-equal 97: a negation, no value asserted"),
    m("n_m_sout", "A", G_LOG, "no_answer", "boxed", LOG[:-1] + r" = \boxed{\sout{4}}$", "a struck-out box, nothing else"),
    m("n_m_cancel_other", "A", G_LOG, "wrong", "boxed", LOG[:-1] + r" = \boxed{\cancel{4}\ 3}$", "4 cancelled, 3 written"),
    m("n_m_ok_cancel_gold", "B", G_LOG, "correct", "boxed", LOG[:-1] + r" = \boxed{\cancel{3}\ 4}$", "twin: 3 cancelled, 4 written", True),
    m("n_m_text_wrong", "A", G_SEC, "wrong", "boxed", SEC[:-1] + r" = \boxed{6\pi \text{ (this is wrong)}}$", "the box annotated as wrong"),
    m("n_m_ok_text_units", "B", G_SEC, "correct", "boxed", SEC[:-1] + r" = \boxed{6\pi \text{ square units}}$", "a units annotation"),
    m("n_m_not_root", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" So $x = 3$ is a root, and $\boxed{x \ne -\frac{2}{5}}$.", "a not-equal for one root"),
    m("n_m_ok_except", "B", G_INT, "correct", "boxed", INT + r" The answer is $\boxed{[-3, 2]}$ (not $(-3, 2)$, since the endpoints are included).", "the gold, then a rejected open interval"),
    m("n_m_open_interval", "A", G_INT, "wrong", "boxed", INT + r" The answer is $\boxed{(-3, 2)}$.", "open interval for a closed one"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_ok_pens", "B", "239", "correct", "hash", PEN + "#### 239 pens", "a unit word"),
    g("u_hundred", "A", "239", "wrong", "hash", PEN + "#### 239 hundred", "'hundred' multiplies: 23,900"),
    g("u_dozen", "A", "348", "wrong", "hash", COO + "#### 348 dozen", "'348 dozen' is 4,176 cookies"),
    g("u_ok_dozen_equal", "B", "348", "correct", "answer_is", COO + "That is 29 dozen, so the answer is 29 dozen cookies.", "'29 dozen' = 348", True),
    g("u_ok_cookies", "B", "348", "correct", "answer_is", COO + "The answer is 348 cookies.", "a unit word after the number"),
    g("u_ok_dollars_word", "B", "15.33", "correct", "hash", CHE + "#### 15.33 dollars", "a currency word"),
    g("u_cents", "A", "15.33", "wrong", "hash", CHE + "#### 15.33 cents", "cents for a dollar amount: the unit makes it $0.1533"),
    g("u_ok_usd", "B", "25200", "correct", "hash", WAG + "#### 25,200 USD", "a currency code"),
    g("u_thousand", "A", "25200", "wrong", "hash", WAG + "#### 25200 thousand", "'thousand' multiplies: 25,200,000"),
    g("u_ok_k_thousand", "B", "25200", "correct", "answer_is", WAG + "The answer is 25.2 thousand dollars.", "25.2 thousand = 25,200", True),
    g("u_ok_min", "B", "188", "correct", "hash", EPI + "#### 188 min", "an abbreviated unit"),
    g("u_hours", "A", "188", "wrong", "hash", EPI + "#### 188 hours", "the working is in minutes; '188 hours' is a different quantity"),
    g("u_seconds", "A", "188", "wrong", "answer_is", EPI + "The answer is 188 seconds.", "seconds for minutes: a different quantity"),
    g("u_ok_percent_word", "B", "95", "correct", "hash", SUR + "#### 95 percent", "'percent' after a percent gold"),
    g("u_percent_of_share", "A", "95", "wrong", "hash", SUR + "#### 0.95 percent", "0.95 percent is not 95 percent"),
    g("u_ok_people", "B", "1250000", "correct", "hash", TOWN + "#### 1,250,000 people", "a unit word after a comma number"),
    g("u_billion", "A", "1250000", "wrong", "hash", TOWN + "#### 1.25 billion", "1.25 billion is 1,250,000,000"),
    g("u_ok_thousand_equal", "B", "1250000", "correct", "hash", TOWN + "#### 1,250 thousand", "1,250 thousand = 1,250,000", True),
    g("u_ok_meters", "B", "-73", "correct", "hash", SUB + "#### -73 m", "a unit abbreviation after a negative"),
    g("u_below_word", "A", "-73", "wrong", "hash", SUB + "#### 73 below", "the #### value is 73; a trailing word is not a minus sign (round 21's decision for a word after the marked number)", True),
    g("u_squared", "A", "239", "wrong", "hash", PEN + "#### 239 squared", "'squared' changes the number"),
    g("u_half", "A", "348", "wrong", "answer_is", COO + "The answer is 348 halves.", "'348 halves' is 174"),
    m("u_m_ok_units", "B", G_SEC, "correct", "boxed", SEC[:-1] + r" = \boxed{6\pi \text{ cm}^2}$", "an area unit in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB[:-1] + r" = \boxed{364 \text{ ways}}$", "a count word in the box"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB[:-1] + r" = \boxed{364 \text{ thousand}}$", "'thousand' multiplies"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", RAD[:-1] + r" = \boxed{225^\circ}$", "the given degrees restated, not radians"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD[:-1] + r" = \boxed{\frac{5\pi}{4} \text{ radians}}$", "a unit word after the gold"),
    m("u_m_rad_no_pi", "A", G_RAD, "wrong", "boxed", RAD[:-1] + r" = \boxed{\frac{5}{4} \text{ rad}}$", "pi dropped: 5/4 rad"),
    m("u_m_percent_other", "A", G_PROB, "wrong", "boxed", PROB + r", i.e. $\boxed{7\%}$.", "7 % is 0.07, not 0.14"),
    m("u_m_ok_percent_equal", "B", G_PROB, "correct", "boxed", PROB + r", i.e. $\boxed{14\%}$.", "14 % = 0.14 = 7/50", True),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE[:-1] + r" = \boxed{97_{10}}$", "a base-10 subscript"),
    m("u_m_base5", "A", G_BASE, "wrong", "boxed", BASE[:-1] + r" = 97$, so in base 5 the answer is $\boxed{342_5}$", "the given base-5 numeral restated; 342 is not 97"),
    m("u_m_ok_dist_units", "B", G_DIST, "correct", "boxed", DIST[:-1] + r" = \boxed{2\sqrt{13} \text{ units}}$", "'units' in the box"),

    # ================================================================ 6. retractions / corrections and harmless after-text
    g("r_wait_other", "A", "239", "wrong", "hash", PEN + "#### 239\nWait, I misread: 193 pens were sold. 378 - 193 = 185.\n#### 185", "a wrong correction after the gold; the last #### is 185"),
    g("r_ok_wait_gold", "B", "239", "correct", "hash", PEN_SLIP + "#### 185\nWait, I misread: 139 pens were sold, not 193. 378 - 139 = 239.\n#### 239", "twin: the correction to the gold is the last answer"),
    g("r_edit_other", "A", "239", "wrong", "hash", PEN + "#### 239\n\nEdit: actually it's 185.", "an edit line replaces the answer"),
    g("r_ok_edit_gold", "B", "239", "correct", "hash", PEN_SLIP + "#### 185\n\nEdit: actually it's 239 (139 were sold).", "twin: the edit gives the gold"),
    g("r_correction_off_one", "A", "239", "wrong", "hash", PEN + "#### 239\nCorrection: the answer should be 240.", "a correction to 240"),
    g("r_ok_verify", "B", "239", "correct", "hash", PEN + "#### 239\nLet me verify: 239 + 139 = 378. ✓", "a check after the answer, its last number 378 is not a new answer"),
    g("r_ok_pleasantry", "B", "239", "correct", "hash", PEN + "#### 239\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    g("r_withdrawn", "A", "348", "no_answer", "hash", COO + "#### 348\n\nHmm, no, that's not right. Let me start over.", "the model withdraws its only answer and gives no new one", True),
    g("r_minerva_recompute", "A", "348", "wrong", "minerva", COO + MINERVA.format("348") + "\n\nActually, 29 * 12 = 338, so the final answer is 338.", "a (wrong) recomputation after the Minerva line replaces it"),
    g("r_ok_minerva_recheck", "B", "348", "correct", "minerva", COO + MINERVA.format("348") + "\n\nDouble-check: 30 * 12 = 360, minus 12 is 348. Yes.", "a check that agrees"),
    g("r_ok_user_says_wrong", "B", "188", "correct", "hash", EPI + "#### 188" + IM_USER + "That's wrong, it's 180.", "the objection is in an invented user turn, not the model's answer"),
    g("r_ok_invented_turn_retract", "B", "188", "correct", "hash", EPI + "#### 188" + IM_USER + "Are you sure?<|im_end|>\n<|im_start|>assistant\nYou're right, sorry: it's 180.", "the 'retraction' is in an invented next turn after the user's doubt; the answer to the turn actually posed is 188 (corpus convention: text in an invented next turn does not count)", True),
    g("r_ok_hypothetical_after", "B", "95", "correct", "hash", SUR + "#### 95\n\nIf only 36 had said yes, it would have been 90%.", "a hypothetical after the answer"),
    g("r_ok_confirm_after", "B", "95", "correct", "hash", SUR + "#### 95\n\nNo wait, let me recheck: 38/40 = 0.95, so 95%. Yes, 95.", "a recheck confirming the answer"),
    g("r_update_other", "A", "95", "wrong", "hash", SUR + "#### 95\nUpdate: I double-checked and it's 90.", "an update to 90"),
    g("r_ok_update_same", "B", "95", "correct", "hash", SUR + "#### 95\nUpdate: I double-checked and it's 95.", "twin: the update confirms"),
    g("r_oops_other", "A", "15.33", "wrong", "answer_is", CHE + "The answer is 15.33.\n\nOops, I multiplied wrong: 3.5 * 4.38 = 15.03. The answer is 15.03.", "a wrong self-correction is the last answer"),
    g("r_paren_not", "A", "15.33", "wrong", "answer_is", CHE + "The answer is 15.33. (Not 15.33; 15.03.)", "a parenthetical correction"),
    g("r_scratch_that", "A", "25200", "wrong", "hash", WAG + "#### 25200\n\nScratch that, the bonus isn't part of her wages, so it's 22500.", "'scratch that' then 22500"),
    g("r_ok_note_after", "B", "25200", "correct", "hash", WAG + "#### 25200\n\nNote: this includes the $2,700 bonus; without it the total would be $22,500.", "a note with another value as a hypothetical"),
    g("r_ok_zero_meaning", "B", "0", "correct", "hash", TIX + "#### 0\n\nSo she has no money left after buying the tickets.", "a gloss after 0"),
    g("r_never_mind", "A", "-73", "wrong", "hash", SUB + "#### -73\nNever mind, -63.", "'never mind' then -63"),
    g("r_ok_ps_check", "B", "-73", "correct", "hash", SUB + "#### -73\nP.S. -45 - 28 = -73, check.", "a P.S. check"),
    g("r_ok_llama_tail_changed_q", "B", "1250000", "correct", "hash", TOWN + "#### 1250000" + EOT_USER + "Wait, each district has 312,000 people.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nThen the answer is 1,248,000.", "the #### answers the posed question with the gold; the 1,248,000 answers a changed question in an invented user/assistant turn (Llama 3 template), which does not count (corpus convention); debatable, proposed decision accept", True),
    m("r_m_perm_other", "A", G_COMB, "wrong", "boxed", COMB[:-1] + r" = \boxed{364}$" + "\n\nWait, the order matters here: $14 \\cdot 13 \\cdot 12 = 2184$. So the answer is $\\boxed{2184}$.", "a wrong switch to permutations; the last box is 2184"),
    m("r_m_ok_comb_fix", "B", G_COMB, "correct", "boxed", r"$14 \cdot 13 \cdot 12 = \boxed{2184}$" + "\n\nWait, the order doesn't matter, so divide by $3! = 6$: $\\frac{2184}{6} = \\boxed{364}$.", "twin: the correction gives the gold"),
    m("r_m_ok_qwen_confirm", "B", G_LOG, "correct", "boxed", LOG[:-1] + " = 4$.\n\n" + QWEN_END.format("4") + "\n\nIndeed, $3 \\cdot 3 \\cdot 3 \\cdot 3 = 81$ confirms it.", "a confirmation after Qwen's closing line"),
    m("r_m_ok_llama_fix", "B", G_CPX, "correct", "boxed", CPX[:-1] + r" = -1 + 13i$" + "\n\n" + LLAMA_END.format("-1 + 13i") + "\n\nWait, $-6i^2 = +6$, so the real part is $5 + 6 = 11$.\n\n" + LLAMA_END.format("11 + 13i"), "a corrected Llama closing line is last"),
    m("r_m_llama_wrong_fix", "A", G_CPX, "wrong", "boxed", CPX[:-1] + r" = 11 + 13i$" + "\n\n" + LLAMA_END.format("11 + 13i") + "\n\nWait, $i^2 = -1$ so $-6i^2 = -6$, giving $-1 + 13i$.\n\n" + LLAMA_END.format("-1 + 13i"), "twin: a wrong correction is last"),
    m("r_m_correction_r1", "A", G_REP, "wrong", "boxed", th(REP + ".\n") + r1final(r"\frac{4}{11}") + "\n\nCorrection: the answer is $\\frac{9}{25}$.", "a correction after the R1 final block"),
    m("r_m_ok_r1_recheck", "B", G_REP, "correct", "boxed", th(REP + ".\n") + r1final(r"\frac{4}{11}") + "\n\nHold on, is it $\\frac{36}{100}$? No: the period is two digits, so $\\frac{36}{99} = \\frac{4}{11}$. Correct.", "a recheck that rejects another value and confirms"),
    m("r_m_second_thought", "A", G_INT, "wrong", "minerva", INT + "\n" + MINERVA.format("$[-3, 2]$") + "\n\nOn second thought, the endpoints are excluded, so it's $(-3, 2)$.", "a wrong second thought"),
    m("r_m_apology_other", "A", G_SEC, "wrong", "boxed", SEC[:-1] + r" = \boxed{6\pi}$" + "\n\nI apologize for the mistake above. The correct area is $\\boxed{12\\pi}$.", "an apology then a new box"),
    m("r_m_ok_apology_same", "B", G_SEC, "correct", "boxed", SEC[:-1] + r" = \boxed{6\pi}$" + "\n\nI apologize for the confusion earlier; rechecking, $\\frac{3}{8} \\cdot 16\\pi = 6\\pi$, so the answer is still $\\boxed{6\\pi}$.", "an apology that keeps the gold"),
    m("r_m_ok_anything_else", "B", G_SYS, "correct", "boxed", SYS + r" The solution is $\boxed{(6, 3)}$. Is there anything else you'd like help with?", "a pleasantry"),
    m("r_m_ok_degrees_hypo", "B", G_RAD, "correct", "boxed", RAD[:-1] + r" = \frac{5\pi}{4}$." + "\n\n" + qbox(r"\frac{5\pi}{4}") + " (If the answer were wanted in degrees, it would simply be $225^\\circ$.)", "a hypothetical in degrees after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_quote_only_refusal", "A", "239", "no_answer", "hash", "The reference solution ends with:\n> #### 239\n\nI cannot verify this, since I don't know how many pens each box holds.", "only a quotation, then a refusal"),
    g("q_ok_classmate_other", "B", "239", "correct", "hash", "My classmate got 185, but that uses 193 pens sold.\n" + PEN + "#### 239", "someone else's value mentioned, the model's own answer is the gold"),
    g("q_classmate_gold", "A", "239", "wrong", "hash", "My classmate got 239, but I think she misread the number sold.\n" + PEN_SLIP + "#### 185", "twin: the gold is the classmate's; the model's answer is 185"),
    g("q_textbook_typo", "A", "239", "wrong", "answer_is", PEN_SLIP + "The textbook's answer is 239, but I believe that's a typo. The answer is 185.", "the gold only as the textbook's claim"),
    g("q_you_asked", "A", "239", "no_answer", "hash", "You asked: \"Show that the answer is #### 239.\" I'm afraid I can't do that without knowing how many pens were sold.", "a quotation of the user and a refusal"),
    g("q_hypo_gold", "A", "239", "wrong", "hash", "If the shop had sold 139 pens, there would be 378 - 139 = 239 left. But the problem says 193 were sold, so 378 - 193 = 185 remain.\n#### 185", "the gold only under a hypothetical; the answer is 185 (a misreading)"),
    g("q_ok_hypo_other", "B", "239", "correct", "hash", "If the shop had sold 193 pens, there would be 378 - 193 = 185 left. But it sold 139, so 378 - 139 = 239 remain.\n#### 239", "twin: the other value under the hypothetical"),
    g("q_ok_guess_check", "B", "348", "correct", "answer_is", "Let's guess the answer is 348 and check: 348 / 12 = 29 trays. That matches, so the answer is 348.", "a self-posed guess, checked and committed"),
    g("q_guess_no_commit", "A", "348", "no_answer", "truncated", "Let's say the answer is 348 and see whether it works: 348 / 12 = 29, the number of trays. But I'm not sure every tray is full, so", "a guess under test, cut before any commitment", True),
    g("q_ok_fewshot_tail", "B", "348", "correct", "hash", COO + "#### 348\n\nQ: A baker has 30 trays of 12 muffins. How many muffins are there?\nA: 30 * 12 = <<30*12=360>>360 muffins.\n#### 360", "a few-shot tail: an invented next question with its own ####; the posed question's answer is 348"),
    g("q_fewshot_tail_gold", "A", "348", "wrong", "hash", COO.replace("348", "338").replace("29*12", "29*12") + "#### 338\n\nQ: A baker has 29 boxes of 12 rolls. How many rolls are there?\nA: 29 * 12 = <<29*12=348>>348 rolls.\n#### 348", "twin: the posed question answered 338; 348 only in an invented next question"),
    g("q_ok_sam_right", "B", "188", "correct", "answer_is", EPI + "Sam says the answer is 188 minutes. Sam is right.", "another's value, endorsed by the model"),
    g("q_sam_wrong", "A", "188", "wrong", "hash", "Sam says the answer is 188 minutes. Sam is wrong: he forgot the 3-minute intro of each episode, so 4 * 50 = <<4*50=200>>200.\n#### 200", "the gold is Sam's, rejected; the model's answer is 200"),
    g("q_answer_key_only", "A", "-73", "no_answer", "answer_is", "I'm not sure how to set this up. According to the answer key, the answer is -73.", "the value is only the answer key's, with no working and no endorsement", True),
    g("q_two_parts", "A", "25200", "wrong", "hash", WAG + "#### 22500 for part (a) and 25200 for part (b)", "two values in the #### line for parts the question does not have: two final answers", True),
    g("q_ok_prompt_echo", "B", "239", "correct", "hash", "The instructions say: \"give the final answer as #### <number>\".\n" + PEN + "#### 239", "the prompt's format quoted, then the answer"),
    g("q_code_vs_reference", "A", "239", "wrong", "hash", "The reference says '#### 239', but my code disagrees:\n```python\nprint(27 * 14 - 193)\n```\nOutput: 185\n\n#### 185", "the gold only in a quoted reference"),
    g("q_ok_common_mistake", "B", "95", "correct", "answer_is", SUR + "A common mistake is to answer 0.95 or 38; the answer is 95%.", "other values named as mistakes"),
    g("q_common_mistake_flip", "A", "95", "wrong", "answer_is", SUR + "A common mistake is to answer 95; the answer is 0.95.", "twin: the gold named as a mistake"),
    m("q_m_you_asked_box", "A", G_COMB, "no_answer", "boxed", r"You asked: \"Show that the answer is $\boxed{364}$.\" I can't verify that without knowing whether order matters.".replace('\\"', '"'), "a quoted box and a refusal"),
    m("q_m_textbook_other", "A", G_DIST, "wrong", "boxed", r"The textbook claims $\boxed{2\sqrt{13}}$, but I compute $\sqrt{6^2 + 4^2 + 1} = \sqrt{53}$, so the answer is $\boxed{\sqrt{53}}$.", "the gold only as the textbook's claim"),
    m("q_m_ok_mistake_named", "B", G_DIST, "correct", "boxed", DIST + r". A common mistake is to write $\sqrt{53}$; the correct distance is $\boxed{2\sqrt{13}}$.", "another value named as a mistake"),
    m("q_m_ok_hypo_box_before", "B", G_SEC, "correct", "boxed", r"If the angle were $150^\circ$, the area would be $\boxed{\frac{20\pi}{3}}$; with $135^\circ$, the area is $\frac{3}{8} \cdot 16\pi = \boxed{6\pi}$.", "a hypothetical box first, the answer box last"),
    m("q_m_ok_hypo_box_after", "B", G_SEC, "correct", "prose_sentence", SEC[:-1] + r" = 6\pi$, so the sector's area is $6\pi$. (If the angle were $150^\circ$, the area would be $\boxed{\frac{20\pi}{3}}$.)", "the only box is a hypothetical; the committed answer 6 pi is in prose", True),
    m("q_m_hypo_gold_misread", "A", G_SEC, "wrong", "prose_sentence", r"If the angle were $135^\circ$, the area would be $\boxed{6\pi}$. But the angle is $153^\circ$, so the area is $\frac{153}{360} \cdot 16\pi = \frac{34\pi}{5}$.", "the gold only under a hypothetical; the answer (misread 153) is 34 pi / 5"),
    m("q_m_ok_self_posed_next", "B", G_COMB, "correct", "boxed", COMB[:-1] + r" = \boxed{364}$" + "\n\n**Problem 2.** Compute $\\binom{15}{3}$.\n\n$\\binom{15}{3} = \\frac{2730}{6} = \\boxed{455}$", "a self-posed next problem with its own box"),
    m("q_m_self_posed_gold", "A", G_LOG, "wrong", "boxed", r"Since $3^3 = 81$, $\log_3 81 = \boxed{3}$." + "\n\n**Next problem:** compute $\\log_2 16$.\n\nSince $2^4 = 16$, $\\log_2 16 = \\boxed{4}$.", "the posed problem answered 3; the gold only in a self-posed problem"),
    m("q_m_format_instruction", "A", G_REP, "no_answer", "boxed", REP + r". The final answer should be written as $\boxed{\text{answer}}$.", "an instruction's template box, no value committed"),
    m("q_m_ok_minerva_fewshot_tail", "B", G_REP, "correct", "minerva", REP[:-1] + r" = \frac{4}{11}$." + "\n" + MINERVA.format(r"$\frac{4}{11}$") + "\n\nProblem:\nExpress $0.\\overline{5}$ as a fraction.\n\nSolution:\n$0.\\overline{5} = \\frac{5}{9}$.\n" + MINERVA.format(r"$\frac{5}{9}$"), "a Minerva few-shot tail: the invented problem's answer does not count"),
    m("q_m_minerva_fewshot_tail_gold", "A", G_REP, "wrong", "minerva", r"Let $x = 0.\overline{36}$. Then $x = \frac{36}{100} = \frac{9}{25}$." + "\n" + MINERVA.format(r"$\frac{9}{25}$") + "\n\nProblem:\nExpress $0.\\overline{36}$ as a fraction in lowest terms.\n\nSolution:\n$\\frac{36}{99} = \\frac{4}{11}$.\n" + MINERVA.format(r"$\frac{4}{11}$"), "twin: the posed problem answered 9/25; the gold only in an invented next problem"),
    m("q_m_ok_bob_swapped", "B", G_SYS, "correct", "boxed", SYS + r" Bob's answer $(3, 6)$ swaps the coordinates; the solution is $\boxed{(6, 3)}$.", "another's value rejected"),
    m("q_m_alice_unsure", "A", G_SYS, "no_answer", "boxed", r"Alice claims the solution is $\boxed{(6, 3)}$. I am not sure how to check this.", "only another's claim, not endorsed", True),
    m("q_m_ok_alice_right", "B", G_SYS, "correct", "boxed", r"Alice claims the solution is $\boxed{(6, 3)}$. Checking: $6 + 3 = 9$ and $6 - 3 = 3$. She is right.", "another's claim, checked and endorsed"),

    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    g("b_empty", "A", "239", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "239", "no_answer", "none", "\n\n \t \n", "only whitespace"),
    g("b_ok_bom", "B", "239", "correct", "hash", "\ufeff" + PEN + "#### 239", "a byte-order mark at the start"),
    g("b_ok_crlf", "B", "239", "correct", "hash", PEN.replace("\n", "\r\n") + "#### 239\r\n", "CRLF line endings"),
    g("b_ok_fullwidth", "B", "239", "correct", "hash", PEN + "#### \uff12\uff13\uff19", "fullwidth digits 239"),
    g("b_fullwidth_other", "A", "239", "wrong", "hash", PEN_SLIP + "#### \uff11\uff18\uff15", "fullwidth digits 185"),
    g("b_ok_unicode_minus", "B", "-73", "correct", "hash", SUB + "#### \u221273", "a Unicode minus sign (U+2212)"),
    g("b_ok_emoji_after", "B", "239", "correct", "hash", PEN + "#### 239 \U0001F389", "a non-BMP emoji (a valid surrogate pair in JSON) after the answer"),
    g("b_ok_long_working", "B", "239", "correct", "hash", PEN + ("Let me re-check the multiplication: 27 * 14 = 378. " * 1200) + "\n#### 239", "about 60,000 characters of repeated checking, then the answer"),
    g("b_many_boxes_other", "A", "239", "wrong", "boxed", PEN_SLIP + ("\\boxed{185} " * 2000), "2,000 repeated boxes of 185 (a degenerate RL rollout)"),
    g("b_ok_nbsp_thousands", "B", "1250000", "correct", "hash", TOWN + "#### 1\u00a0250\u00a0000", "no-break spaces as thousands separators", True),
    g("b_ok_zero_width", "B", "239", "correct", "hash", PEN + "#### 2\u200b39", "a zero-width space inside the number (tokenizer artefact)", True),
    g("b_ok_ansi", "B", "239", "correct", "hash", PEN + "\x1b[1m#### 239\x1b[0m", "ANSI bold escapes around the line (a log capture)", True),
    g("b_nul", "B", "239", "correct", "hash", PEN + "#### 239\x00", "a NUL after the answer", True),
    g("b_ok_gold_space", "B", "239 ", "correct", "hash", PEN + "#### 239", "a gold with a trailing space"),
    g("b_ok_gold_comma", "B", "1,250,000", "correct", "hash", TOWN + "#### 1250000", "a gold with thousands commas"),
    g("b_ok_private_use", "B", "239", "correct", "hash", PEN + "#### 239\ue000", "a private-use code point after the answer", True),
    m("b_m_ok_nbsp_box", "B", G_REP, "correct", "boxed", REP[:-1] + r" = \boxed{\frac{4}{11}\u00a0}$".replace("\\u00a0", "\u00a0"), "a no-break space inside the box"),
    m("b_m_ok_gold_newline", "B", G_LOG + "\n", "correct", "boxed", LOG[:-1] + r" = \boxed{4}$", "a gold with a trailing newline"),
    m("b_m_unclosed_box", "A", G_LOG, "no_answer", "truncated", LOG[:-1] + r" = \boxed{", "a box opened and never closed: cut before the value"),

    # ================================================================ mixed styles: Qwen2.5-Math steps, Llama 3 steps, small RL policies, R1 + ####
    m("r_m_ok_qwen_steps_check", "B", G_LOG, "correct", "boxed", QW_LOG + qbox("4") + "\n\nVerification: $3^4 = 3 \\cdot 3 \\cdot 3 \\cdot 3 = 81$. ✓", "a verification after Qwen's closing box"),
    m("r_m_qwen_steps_recant", "A", G_LOG, "wrong", "boxed", QW_LOG + qbox("4") + "\n\nHowever, upon re-checking, $3^5 = 81$, so the correct answer is $\\boxed{5}$.", "a (false) re-check after the box replaces it with 5"),
    m("n_m_qwen_text_not", "A", G_LOG, "wrong", "boxed", QW_LOG + qbox(r"4 \text{ is not correct; it is } 3"), "the box itself says 4 is not correct, 3 is"),
    m("n_m_ok_qwen_text_check", "B", G_LOG, "correct", "boxed", QW_LOG + qbox(r"4 \text{ (since } 3^4 = 81)"), "an agreeing annotation in the box"),
    m("t_m_ok_llama_in_think", "B", G_POLY, "correct", "tag", th(LL_POLY) + "<answer>$3x^2 + 13x - 10$</answer>", "Llama-style steps in the thinking, the polynomial in the tag"),
    m("t_m_llama_in_think_other", "A", G_POLY, "wrong", "tag", th(LL_POLY) + "<answer>$3x^2 + 17x - 10$</answer>", "the tag's polynomial has 17x"),
    m("t_m_llama_tag_equation", "A", G_POLY, "wrong", "tag", th(LL_POLY) + "<answer>$(3x - 2)(x + 5) = 3x^2 + 13x - 10 = 0$, so $x = \\frac{2}{3}$ or $x = -5$</answer>", "the tag goes on to solve an equation nobody asked; its final statement is roots, not the polynomial", True),
    m("r_m_ok_llama_tail_user", "B", G_POLY, "correct", "boxed", LL_POLY + LLAMA_END.format("3x^2 + 13x - 10") + EOT_USER + "Now factor $x^2 - 9$.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n$x^2 - 9 = (x - 3)(x + 3)$\n\n" + LLAMA_END.format("(x - 3)(x + 3)"), "an invented next turn with its own closing line; the posed problem's answer is the gold"),
    m("r_m_llama_tail_user_gold", "A", G_POLY, "wrong", "boxed", LL_POLY.replace("3x^2 + 13x - 10$", "3x^2 + 17x - 10$") + LLAMA_END.format("3x^2 + 17x - 10") + EOT_USER + "Check: expand $(3x - 2)(x + 5)$ again.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n" + LLAMA_END.format("3x^2 + 13x - 10"), "twin: the posed problem answered with 17x; the gold only in an invented turn", True),
    g("t_ok_rl_small", "B", "95", "correct", "tag", "<think> 38/40 = 0.95 = 95% </think> <answer> 95% of people </answer>", "a small RL policy's terse output, a unit phrase in the tag"),
    g("t_rl_small_other", "A", "95", "wrong", "tag", "<think> 38/40 = 0.95 </think> <answer> 0.95% </answer>", "0.95 % is not 95 %"),
    g("t_rl_small_mention", "A", "239", "no_answer", "tag", "<think> 378 - 139 = 239 pens </think> <answer> mention here </answer>", "a collapsed policy writes filler in the tag"),
    g("h_ok_r1_hash", "B", "239", "correct", "hash", th(PEN) + "So the answer is #### 239", "an R1 trace then a phrase and ####"),
    g("h_r1_hash_other", "A", "239", "wrong", "hash", th(PEN) + "So the answer is #### 185", "the thinking reaches 239, the #### after it says 185"),
    g("u_ok_fewshot_dollar", "B", "15.33", "correct", "answer_is", CHE + "The answer is $15.33.\n\nQ: A pound of grapes costs $2.40. How much do 3 pounds cost?\nA: 3 * 2.40 = 7.20. The answer is $7.20.", "a few-shot tail: the invented Q/A's answer does not count"),
    g("u_per_month", "A", "25200", "wrong", "hash", WAG + "She earns $2,100 per month on average.\n#### 2100 per month", "the #### value is a monthly average (25200 / 12 = 2100), not the total"),
]
# fmt: on

DECISIONS = {
    "t_equation_gold_first": (
        "reject",
        "the chain's stated result is 378; the gold is only its first term (a check written as the answer)",
    ),
    "t_answer_in_think_only": (
        "reject",
        "the only tag is inside the thinking, announced as a plan; nothing is answered after </think>",
    ),
    "t_tag_then_user": (
        "reject",
        "the answer to the posed question is 0.95, a share for a percent; the 95 is in an invented turn",
    ),
    "h_hash_sign_lost": (
        "reject",
        "the #### value is 73, not -73; the prose 'below the surface' does not change the marked value (round 21's decision)",
    ),
    "h_hash_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "h_ok_hash_million_word": (
        "accept",
        "'1.25 million' is 1,250,000: a scale word the model wrote, equal in value",
    ),
    "x_ok_negative_zero": ("accept", "-0 equals 0"),
    "x_ok_sci": ("accept", "1.25 x 10^6 equals 1,250,000 exactly"),
    "x_share_for_percent": (
        "reject",
        "a decimal share for the percent the working computes (round 5's decision)",
    ),
    "x_m_ok_zero_expr": ("accept", "27 - 27 is exactly 0, unevaluated but equal"),
    "n_question_mark": ("reject", "a value ending in a question mark is not committed"),
    "n_ok_annot_estimate": (
        "accept",
        "the model doubts but does not withdraw its value, which is the gold",
    ),
    "n_m_ok_cancel_gold": (
        "accept",
        "3 struck out, 4 written: the value left standing is the gold",
    ),
    "u_ok_dozen_equal": ("accept", "29 dozen = 348"),
    "u_ok_k_thousand": ("accept", "25.2 thousand = 25,200"),
    "u_ok_thousand_equal": ("accept", "1,250 thousand = 1,250,000"),
    "u_below_word": (
        "reject",
        "the marked number is 73; a trailing word does not make it -73 (round 21's decision)",
    ),
    "u_m_ok_percent_equal": ("accept", "14 % = 0.14 = 7/50: equal in value for a probability"),
    "r_withdrawn": (
        "reject",
        "the model withdraws its only answer and gives none: no final answer",
    ),
    "r_ok_invented_turn_retract": (
        "accept",
        "the retraction is in an invented next turn after an invented user doubt; the posed question's answer is 188",
    ),
    "r_ok_llama_tail_changed_q": (
        "accept",
        "the later value answers a changed question in an invented turn",
    ),
    "q_guess_no_commit": ("reject", "a guess under test, cut before the model commits"),
    "q_answer_key_only": ("reject", "the value is only the answer key's, not the model's own"),
    "q_two_parts": ("reject", "two values for parts the question does not have: two final answers"),
    "q_m_ok_hypo_box_after": (
        "accept",
        "the committed answer 6 pi is in prose; the only box is a hypothetical",
    ),
    "q_m_alice_unsure": ("reject", "only another's claim, not endorsed"),
    "b_ok_nbsp_thousands": ("accept", "no-break spaces are thousands separators: 1,250,000"),
    "b_ok_zero_width": ("accept", "a zero-width space is invisible; the number read is 239"),
    "b_ok_ansi": ("accept", "terminal escapes around the line do not change the value"),
    "b_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "t_m_llama_tag_equation": (
        "reject",
        "the tag's last statement is the roots of an equation nobody asked, not the polynomial",
    ),
    "r_m_llama_tail_user_gold": (
        "reject",
        "the posed problem is answered with 17x; the gold is only in an invented turn",
    ),
    "b_ok_private_use": ("accept", "a private-use code point after the answer is not part of it"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam62", CASES, [], DECISIONS)
