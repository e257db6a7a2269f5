r"""Build adversarial_redteam68.jsonl: a sixty-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam68", issue 25), written by a new helper author WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any
earlier round's probes (only round 21's builder was read, for structure and label rules), and
WITHOUT running the checker, math-verify or sympy on any probe; labels are by reading and hand
arithmetic (python was used for arithmetic on plain numbers only). Handed over BEFORE any scoring.
Not model output, but every probe imitates text a real model writes: R1-Zero traces
(<think>…</think><answer>…</answer>), Qwen2.5-Math numbered steps with \(\boxed{}\), Llama 3
"## Step N:" working with "The final answer is: $\boxed{}$", Minerva "Final Answer:" lines, GSM8K
calculator annotations (<<a*b=c>>), few-shot tails (an invented next "Question:"), chat-template
tails (<|im_start|>user, <|start_header_id|>user), short small-RL-policy outputs.

Aim: the issue's eight classes in ENGLISH as a hidden evaluation set tests them: answer tags (a
sentence, an equation chain, a box, units, an unclosed tag inside), a phrase marker then `####`,
exactness (exact vs decimal, near-zero values, tiny perturbations, open vs closed ends, equal forms),
negation / strike-out / annotation, unit words vs words that change the number, retractions and
corrections after the answer vs harmless after-text (checks, pleasantries, invented turns, a
self-set practice problem, a cut-off restart), quoted / reported / hypothetical / self-posed text,
and bad input a JSON file can hold (no lone surrogates). Kind-B twins of kind-A probes use the same
text with the right value.

Problems and golds (arithmetic checked by hand, then re-multiplied):
GSM8K (numeric golds)
- cookies: 27 trays of 18 -> 27*18 = 486 (27*18 = 270+216); 259 sold -> 486-259 = 227 (227+259 =
  486). Misreading 295 sold: 486-295 = 191 (191+295 = 486).
- bank: checks 96.75 + 46.85 = 143.60; balance 85 - 143.60 = -58.60 -> gold -58.6 (sign lost: 58.6).
- cheese: 3.75 lb at $6.48 -> 3*6.48 = 19.44, 0.75*6.48 = 4.86, total 24.30 -> gold 24.3.
- rent: 18 * 1640 = 29,520 (18*1600 = 28,800, 18*40 = 720); + $950 deposit = 30,470 -> gold 30470;
  without the deposit 29520.
- stickers: 72 stickers, 3 friends * 24 = 72 given -> 0 left -> gold 0.
- pencils: 29 boxes of 12 -> 29*12 = 348 (= 29 dozen) -> gold 348.
- town: 12 % of 48,250 = 5,790 (48,250*0.1 = 4,825, *0.02 = 965); 48,250 + 5,790 = 54,040 -> gold
  54040 (54.04 thousand).
- scores: 86+91+79+95 = 351; 351/4 = 87.75 (= 87 3/4) -> gold 87.75.
- seedlings: 33 of 40 sprouted -> 33/40 = 0.825 = 82.5 % -> gold 82.5 (not sprouted: 17.5 %).
- train: 57 mph for 6.5 h -> 57*6 = 342, 57*0.5 = 28.5, total 370.5 -> gold 370.5.
MATH (LaTeX golds)
- 9 red, 5 blue marbles, P(red) = 9/14 -> \frac{9}{14}.
- distance (1, -2) to (4, 7): 3^2 + 9^2 = 9 + 81 = 90 = 9*10 -> 3\sqrt{10} (~9.4868).
- 3x^2 + 10x - 8 = (3x - 2)(x + 4) (3x^2 + 12x - 2x - 8) -> -4, \frac{2}{3}.
- (3 - 2i)(4 - i) = 12 - 3i - 8i + 2i^2 = 10 - 11i.
- 165 degrees = 165\pi/180 = 11\pi/12 (divide by 15).
- 2143_5 = 2*125 + 1*25 + 4*5 + 3 = 250 + 25 + 20 + 3 = 298 (digits read backwards: 3*125 + 4*25 +
  1*5 + 2 = 482; weights misplaced 2*125 + 4*25 + 1*5 + 3 = 358).
- x + 2y = 8, 3x - y = 17 -> y = 1, x = 6 (6 + 2 = 8, 18 - 1 = 17) -> (6, 1).
- (4x - 3)(x + 5) = 4x^2 + 20x - 3x - 15 = 4x^2 + 17x - 15.
- C(15, 4) = 15*14*13*12/24 = 32760/24 = 1365 (C(15, 3) = 2730/6 = 455).
- 0.3\overline{2}: 100x - 10x = 32.2... - 3.2... = 29 -> 29/90 (0.3222...).
- f(x) = x^3 - 9x at x = 3: 27 - 27 = 0 -> 0; also lim_{n->oo} 1/2^n = 0 (one probe).
- |3x - 4| <= 11 -> -7 <= 3x <= 15 -> [-7/3, 5].
- 15/\sqrt6 = 15\sqrt6/6 = 5\sqrt6/2 (~6.1237).
- circle of diameter 22: r = 11, area 121\pi (diameter as radius: 484\pi).
- cos 135 degrees = -\sqrt2/2.
- \sqrt75 + \sqrt27 = 5\sqrt3 + 3\sqrt3 = 8\sqrt3 = \sqrt{192} (64*3 = 192; wrong: \sqrt{102}).
- 20 + 5 + 5/4 + ...: r = 1/4, sum 20/(3/4) = 80/3 = 26 2/3 (with 1 + r: 20/(5/4) = 16).
- f(x) = 3x - 7 -> f^{-1}(x) = (x + 7)/3.
- slope through (2, 5), (6, -3): -8/4 = -2 (run over rise: -1/2).
- 1 + 2 + ... + 48 = 48*49/2 = 1176 (to 47: 1128).
- det [[8, 3], [5, 7]] = 56 - 15 = 41 (56 + 15 = 71).
- log_5(1/625) = -4 (625 = 5^4).
Before choosing, each gold was grepped in adversarial_redteam*.jsonl; most are unused there
(227, -58.6, 24.3, 30470, 54040, 82.5, 370.5, \frac{9}{14}, 10 - 11i, 298, (6, 1),
4x^2 + 17x - 15, \frac{29}{90}, [-7/3, 5], \frac{5\sqrt{6}}{2}, 8\sqrt{3}, \frac{80}{3}, -2, 1176).

Ids: the first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words vs number-changing words; `r_`
retractions and harmless after-text; `q_` quoted, reported, hypothetical, self-posed text; `b_` bad
input JSON can hold. `_m_` after the prefix marks a MATH probe, `_ok_` kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real models write, which a strict checker might refuse.

Label rules (corpus/README.md "How labels were made"): the model's LAST COMMITTED final answer
decides. A value it withdraws, negates, strikes out or marks wrong is not its answer; a value only
in a quotation, a report of someone else's claim, a hypothetical or a question it asks itself is not
its answer. A hedge between two values or two different final answers is `wrong`. No final answer
(cut off, refused, only negated/withdrawn with nothing after, a placeholder) is `no_answer`. A value
equal to the gold mathematically (unsimplified fraction, mixed number, repeating-decimal notation,
`54.04 thousand`, a unit noun) is `correct`; a decimal approximation of an exact irrational or
non-terminating gold, a rounded value or a near-zero nonzero value is `wrong`. Text after a committed
answer that does not withdraw it (a check, a pleasantry, an invented next user turn or few-shot
question, a self-set practice problem, a restart that is cut off) leaves it standing; an explicit
correction replaces it. In an <answer> tag a sentence, an equation chain or a box is read for the
value it states. Debatable probes carry `"debatable": true`, the reasoning in the note and the
proposed decision in DECISIONS.

Counts: 230 probes, kind A 114 / B 116, GSM8K path 143 / MATH path 87; per class (A/B): t 16/15,
h 11/13, x 20/18, n 14/13, u 12/17, r 15/16, q 12/12, b 14/12; 9 debatable (DECISIONS).

Usage: cd packages/check/corpus && python3 build_adversarial_redteam68.py
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

# ================================================================ GSM8K working (calculator annotations)
COOK = "There are 27 trays with 18 cookies each, so 27 * 18 = <<27*18=486>>486 cookies.\nThey sold 259, so 486 - 259 = <<486-259=227>>227 cookies are left.\n"
COOK_SLIP = "There are 27 trays with 18 cookies each, so 27 * 18 = <<27*18=486>>486 cookies.\nThey sold 295, so 486 - 295 = <<486-295=191>>191 cookies are left.\n"
BANK = "Her two checks total 96.75 + 46.85 = <<96.75+46.85=143.60>>143.60 dollars.\nHer balance is 85 - 143.60 = <<85-143.60=-58.60>>-58.60 dollars.\n"
CHEESE = "3.75 pounds at $6.48 a pound cost 3.75 * 6.48 = <<3.75*6.48=24.30>>24.30 dollars.\n"
RENT_NODEP = "18 months of rent at $1,640 a month is 18 * 1640 = <<18*1640=29520>>29520 dollars.\n"
RENT = (
    RENT_NODEP + "Adding the $950 deposit gives 29520 + 950 = <<29520+950=30470>>30470 dollars.\n"
)
STICK = "He had 72 stickers and gives 3 friends 24 each, 3 * 24 = <<3*24=72>>72 stickers.\nSo he has 72 - 72 = <<72-72=0>>0 stickers left.\n"
PENC = "Each box holds 12 pencils, so 29 boxes hold 29 * 12 = <<29*12=348>>348 pencils.\n"
POP = "The town grows by 12% of 48,250, which is 0.12 * 48250 = <<0.12*48250=5790>>5790 people.\nThe new population is 48250 + 5790 = <<48250+5790=54040>>54040.\n"
AVG = "Her four scores add up to 86 + 91 + 79 + 95 = <<86+91+79+95=351>>351.\nThe average is 351 / 4 = <<351/4=87.75>>87.75.\n"
PCT = (
    "33 of the 40 seedlings sprouted, so 33 / 40 * 100 = <<33/40*100=82.5>>82.5 percent sprouted.\n"
)
TRAIN = (
    "At 57 miles per hour for 6.5 hours, the train covers 57 * 6.5 = <<57*6.5=370.5>>370.5 miles.\n"
)

# ================================================================ MATH working
PROB = r"There are $9 + 5 = 14$ marbles and $9$ of them are red, so the probability of drawing a red marble is $\frac{9}{14}$."
DIST = r"Using the distance formula, $d = \sqrt{(4 - 1)^2 + (7 - (-2))^2} = \sqrt{9 + 81} = \sqrt{90}$."
ROOTS = r"Factoring, $3x^2 + 10x - 8 = (3x - 2)(x + 4) = 0$, so $x = \frac{2}{3}$ or $x = -4$."
CPX = r"$(3 - 2i)(4 - i) = 12 - 3i - 8i + 2i^2 = 12 - 11i - 2 = 10 - 11i$."
RAD = r"To convert, multiply by $\frac{\pi}{180^\circ}$: $165^\circ \cdot \frac{\pi}{180^\circ} = \frac{165\pi}{180} = \frac{11\pi}{12}$."
BASE = r"$2143_5 = 2 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5 + 3 = 250 + 25 + 20 + 3 = 298$."
SYS = r"From the first equation $x = 8 - 2y$. Substituting, $3(8 - 2y) - y = 17$, so $24 - 7y = 17$ and $y = 1$. Then $x = 8 - 2 = 6$."
POLY = r"Using FOIL: $(4x - 3)(x + 5) = 4x^2 + 20x - 3x - 15 = 4x^2 + 17x - 15$."
COMB = r"$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{4!} = \frac{32760}{24} = 1365$."
REP = r"Let $x = 0.3\overline{2}$. Then $100x = 32.\overline{2}$ and $10x = 3.\overline{2}$, so $90x = 29$ and $x = \frac{29}{90}$."
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27 = 0$."
INT = r"$|3x - 4| \le 11$ means $-11 \le 3x - 4 \le 11$, so $-7 \le 3x \le 15$, i.e. $-\frac{7}{3} \le x \le 5$."
RAT = r"$\frac{15}{\sqrt{6}} = \frac{15\sqrt{6}}{6} = \frac{5\sqrt{6}}{2}$."
AREA = r"The diameter is $22$, so the radius is $11$ and the area is $\pi \cdot 11^2 = 121\pi$."
COS = r"$135^\circ$ is in the second quadrant with reference angle $45^\circ$, so $\cos 135^\circ = -\cos 45^\circ = -\frac{\sqrt{2}}{2}$."
SQ = r"$\sqrt{75} = 5\sqrt{3}$ and $\sqrt{27} = 3\sqrt{3}$, so the sum is $8\sqrt{3}$."
GEO = r"The first term is $20$ and the ratio is $\frac{5}{20} = \frac{1}{4}$, so the sum is $\frac{20}{1 - \frac{1}{4}} = \frac{20}{3/4} = \frac{80}{3}$."
INV = r"Write $y = 3x - 7$ and solve for $x$: $x = \frac{y + 7}{3}$. Swapping the variables, $f^{-1}(x) = \frac{x + 7}{3}$."
SLOPE = r"The slope is $\frac{-3 - 5}{6 - 2} = \frac{-8}{4} = -2$."
SUM = r"$1 + 2 + \cdots + 48 = \frac{48 \cdot 49}{2} = 1176$."
DET = r"$\det \begin{pmatrix} 8 & 3 \\ 5 & 7 \end{pmatrix} = 8 \cdot 7 - 3 \cdot 5 = 56 - 15 = 41$."
LOG = r"Since $625 = 5^4$, $\frac{1}{625} = 5^{-4}$, so $\log_5 \frac{1}{625} = -4$."

G_PROB, G_DIST, G_ROOTS, G_CPX, G_RAD = (
    r"\frac{9}{14}",
    r"3\sqrt{10}",
    r"-4, \frac{2}{3}",
    "10 - 11i",
    r"\frac{11\pi}{12}",
)
G_BASE, G_SYS, G_POLY, G_COMB, G_REP = "298", "(6, 1)", "4x^2 + 17x - 15", "1365", r"\frac{29}{90}"
G_ZERO, G_INT, G_RAT, G_AREA, G_COS = (
    "0",
    r"\left[-\frac{7}{3}, 5\right]",
    r"\frac{5\sqrt{6}}{2}",
    r"121\pi",
    r"-\frac{\sqrt{2}}{2}",
)
G_SQ, G_GEO, G_INV, G_SLOPE, G_SUM, G_DET, G_LOG = (
    r"8\sqrt{3}",
    r"\frac{80}{3}",
    r"\frac{x+7}{3}",
    "-2",
    "1176",
    "41",
    "-4",
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_slip", "A", "227", "wrong", "tag", th(COOK_SLIP + "So 191 cookies are left.\n") + "<answer>There are 191 cookies left.</answer>", "a sentence in the tag states 191 (295 misread for 259)"),
    g("t_equation_slip", "A", "227", "wrong", "tag", th(COOK_SLIP) + "<answer>486 - 295 = 191</answer>", "an equation chain in the tag ending 191"),
    g("t_tag_disagrees_think", "A", "227", "wrong", "tag", th(COOK + "So 227 cookies are left. Let me double check the sold number... 295.\n") + "<answer>191</answer>", "the thinking reaches 227 but the committed tag says 191"),
    g("t_empty", "A", "227", "no_answer", "tag", th(COOK) + "<answer> </answer>", "an empty tag; 227 only in the thinking"),
    g("t_cut_in_think", "A", "30470", "no_answer", "truncated", "<think>\n" + RENT_NODEP + "Adding the $950 deposit gives 29520 + 9", "cut inside the thinking, no tag, no final value"),
    g("t_hedge", "A", "227", "wrong", "tag", th(COOK + "Hmm, or did they sell 295? Then 191.\n") + "<answer>227 or 191</answer>", "a hedge between two values in the tag"),
    g("t_two_tags", "A", "227", "wrong", "tag", th(COOK) + "<answer>227</answer>\n<answer>191</answer>", "two tags, the last says 191"),
    g("t_box_nodeposit", "A", "30470", "wrong", "tag", th(RENT_NODEP + "So the total is 29520 dollars.\n") + r"<answer>\boxed{29520}</answer>", "a box in the tag, 29520 (deposit left out)"),
    g("t_dollar_rounded", "A", "24.3", "wrong", "tag", th(CHEESE + "That's about $24.\n") + "<answer>$24</answer>", "a dollar sign in the tag, rounded to 24"),
    g("t_sign_lost", "A", "-58.6", "wrong", "tag", th(BANK) + "<answer>Her balance is $58.60.</answer>", "the sentence drops the minus sign the working has: 58.60"),
    m("t_m_box_sign", "A", G_CPX, "wrong", "tag", th(r"$(3 - 2i)(4 - i) = 12 - 3i - 8i + 2i^2 = 12 - 11i + 2 = 14 - 11i$." + "\n") + r"<answer>$\boxed{14 - 11i}$</answer>", "a box in the tag with the i^2 sign slip: 14 - 11i"),
    m("t_m_sentence_sign", "A", G_ROOTS, "wrong", "tag", th(r"Factoring, $3x^2 + 10x - 8 = (3x + 2)(x - 4)$, so $x = 4$ or $x = -\frac{2}{3}$." + "\n") + r"<answer>The solutions are $x = 4$ and $x = -\frac{2}{3}$.</answer>", "a sentence in the tag with both signs wrong"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + "\n") + "<answer> answer here </answer>", "a template placeholder in the tag; 1365 only in the thinking"),
    g("t_unclosed_slip", "A", "227", "wrong", "tag", th(COOK_SLIP) + "<answer>191", "an unclosed tag stating 191"),
    m("t_m_box_in_think_only", "A", G_BASE, "no_answer", "truncated", "<think>\n" + BASE + r" So the answer is $\boxed{298}$." + "\n</think>\n<answer>", "debatable: the box is inside the thinking and the answer tag is opened but cut empty; proposed no_answer (the prompt asks for the answer in the tag)", True),
    m("t_m_chain_forgot_divide", "A", G_COMB, "wrong", "tag", th(r"Choosing 4 of 15: $15 \cdot 14 \cdot 13 \cdot 12 = 32760$." + "\n") + r"<answer>$15 \cdot 14 \cdot 13 \cdot 12 = 32760$</answer>", "an equation chain ending 32760 (did not divide by 4!)"),
    g("t_ok_sentence", "B", "227", "correct", "tag", th(COOK + "So 227 cookies are left.\n") + "<answer>There are 227 cookies left.</answer>", "a sentence in the tag (twin of t_sentence_slip)"),
    g("t_ok_equation", "B", "227", "correct", "tag", th(COOK) + "<answer>486 - 259 = 227</answer>", "an equation chain ending in the gold (twin of t_equation_slip)"),
    g("t_ok_box_dollar_comma", "B", "30470", "correct", "tag", th(RENT) + r"<answer>\boxed{\$30,470}</answer>", "a box with an escaped dollar and a comma in the tag"),
    g("t_ok_answer_is", "B", "54040", "correct", "tag", th(POP) + "<answer> The answer is 54,040. </answer>", "a marker phrase inside the tag"),
    g("t_ok_units", "B", "87.75", "correct", "tag", th(AVG) + "<answer>87.75 points</answer>", "a unit noun in the tag"),
    g("t_ok_unclosed", "B", "227", "correct", "tag", th(COOK) + "<answer>227", "an unclosed tag with the gold at the end of the text (twin of t_unclosed_slip)"),
    g("t_ok_negative_sentence", "B", "-58.6", "correct", "tag", th(BANK) + "<answer>Her balance is -$58.60.</answer>", "-$58.60 = -58.6 (twin of t_sign_lost)"),
    g("t_ok_bold", "B", "0", "correct", "tag", th(STICK) + "<answer>**0 stickers**</answer>", "bold with a unit noun in the tag"),
    m("t_m_ok_box", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$\boxed{-4, \frac{2}{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>The solution is $(x, y) = (6, 1)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_newlines", "B", G_PROB, "correct", "tag", th(PROB + "\n") + "<answer>\n\\frac{9}{14}\n</answer>", "bare LaTeX on its own line in the tag"),
    m("t_m_ok_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -4$ or $x = \frac{2}{3}$</answer>", "two roots as equations joined by 'or' (both roots, not a hedge)"),
    m("t_m_ok_display_box", "B", G_RAT, "correct", "tag", th(RAT + "\n") + "<answer>\n\\[\n\\boxed{\\frac{5\\sqrt{6}}{2}}\n\\]\n</answer>", "a display-math box in the tag"),
    m("t_m_ok_minerva_in_tag", "B", G_GEO, "correct", "tag", th(GEO + "\n") + "<answer>" + MINERVA.format(r"$\frac{80}{3}$") + "</answer>", "a Minerva line inside the tag"),
    m("t_m_ok_chain", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>$\binom{15}{4} = \frac{32760}{24} = 1365$</answer>", "an equation chain ending in the gold"),

    # ================================================================ 2. phrase marker then ####
    g("h_so_answer_hash_slip", "A", "227", "wrong", "hash", COOK_SLIP + "So the answer is #### 191", "phrase + #### with 191"),
    g("h_final_hash_nodeposit", "A", "30470", "wrong", "hash", RENT_NODEP + "Final Answer: #### 29520", "Final Answer: #### 29520 (deposit left out)"),
    g("h_phrase_gold_hash_other", "A", "227", "wrong", "hash", COOK + "The answer is 227.\n#### 191", "phrase 227 then #### 191: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "227", "wrong", "hash", COOK + "#### 227\nSo the answer is 191.", "#### 227 then a phrase stating 191: two different final answers"),
    g("h_answer_hash_empty", "A", "227", "no_answer", "hash", COOK + "The answer is: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_answer_hash_template", "A", "227", "no_answer", "hash", COOK + "Final Answer: #### <your answer>", "the prompt's placeholder copied after ####"),
    g("h_hedge_in_hash", "A", "227", "wrong", "hash", COOK + "So the answer is #### 227 or 191", "a hedge after ####"),
    g("h_sign_lost", "A", "-58.6", "wrong", "hash", BANK + "So the answer is #### 58.60", "debatable: the working has -58.60 but the #### value drops the sign; proposed wrong", True),
    m("h_m_hash_other", "A", G_SUM, "wrong", "hash", r"$1 + 2 + \cdots + 47 = \frac{47 \cdot 48}{2} = 1128$." + "\nThe answer is #### 1128", "a MATH answer with phrase + ####, 1128 (summed to 47)"),
    g("h_cut_number", "A", "227", "wrong", "truncated", COOK + "So the answer is #### 22", "cut inside the number after ####: the text states 22"),
    g("h_minerva_hash_other", "A", "82.5", "wrong", "minerva", PCT.replace("so 33 / 40 * 100 = <<33/40*100=82.5>>82.5 percent sprouted", "so 33 sprouted") + "Final Answer: The final answer is #### 33. I hope it is correct.", "a Minerva line wrapping #### 33 (the count, not the percent)"),
    g("h_ok_so_answer_is_hash", "B", "227", "correct", "hash", COOK + "So the answer is #### 227", "'So the answer is #### N' (issue 25); twin of h_so_answer_hash_slip"),
    g("h_ok_answer_is_colon_hash", "B", "30470", "correct", "hash", RENT + "The answer is: #### 30470", "'The answer is: #### N'"),
    g("h_ok_final_answer_hash", "B", "54040", "correct", "hash", POP + "Final Answer: #### 54040", "'Final Answer: #### N'"),
    g("h_ok_answer_colon_hash", "B", "87.75", "correct", "hash", AVG + "Answer: #### 87.75", "'Answer: #### N'"),
    g("h_ok_bold_final_hash", "B", "82.5", "correct", "hash", PCT + "**Final Answer:** #### 82.5", "bold marker then ####"),
    g("h_ok_therefore_neg", "B", "-58.6", "correct", "hash", BANK + "Therefore, the final answer is #### -58.60", "phrase + #### with a negative decimal and a trailing zero"),
    g("h_ok_dollar", "B", "24.3", "correct", "hash", CHEESE + "The answer is #### $24.30", "phrase + #### with a dollar sign"),
    g("h_ok_newline", "B", "370.5", "correct", "hash", TRAIN + "The final answer is:\n#### 370.5", "phrase on one line, #### on the next"),
    g("h_ok_comma", "B", "30470", "correct", "hash", RENT + "Answer: #### 30,470", "phrase + #### with a thousands comma"),
    m("h_m_ok_hash", "B", G_SUM, "correct", "hash", SUM + "\nThe answer is #### 1176", "a MATH answer with phrase + ####"),
    g("h_ok_period", "B", "0", "correct", "hash", STICK + "So the answer is #### 0.", "phrase + #### 0 with a sentence period"),
    g("h_ok_minerva_hash", "B", "82.5", "correct", "minerva", PCT + "Final Answer: The final answer is #### 82.5. I hope it is correct.", "a Minerva line wrapping #### (twin of h_minerva_hash_other)"),
    g("h_ok_units", "B", "370.5", "correct", "hash", TRAIN + "The answer is #### 370.5 miles", "phrase + #### with a unit noun"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 3. exactness
    m("x_m_float_residue", "A", G_ZERO, "wrong", "boxed", "```python\nimport math\nx = math.sqrt(3) ** 2\nprint(x**3 - 9*x)\n```\n```output\n-7.105427357601002e-15\n```\n" + r"The value of $f(3)$ is $\boxed{-7.105427357601002 \times 10^{-15}}$.", "a ToRA-style float residue boxed as the answer: nonzero, not 0"),
    g("x_cent_off", "A", "24.3", "wrong", "hash", "3 pounds cost 3 * 6.48 = <<3*6.48=19.44>>19.44 dollars.\nThe extra 0.75 pound costs 0.75 * 6.48 = 4.85 dollars.\nTotal: 19.44 + 4.85 = <<19.44+4.85=24.29>>24.29 dollars.\n#### 24.29", "one cent off (0.75 * 6.48 = 4.86, not 4.85): 24.29, a relative error of 0.04%"),
    m("x_m_near_zero_limit", "A", G_ZERO, "wrong", "boxed", r"We want $\lim_{n \to \infty} \frac{1}{2^n}$. For large $n$, say $n = 100$, the value is $\frac{1}{2^{100}}$, which is tiny. So the limit is $\boxed{2^{-100}}$.", "a limit problem whose value is 0 (gold 0): the model boxes the exact tiny nonzero 2^{-100}, which is not 0"),
    g("x_rounded_int", "A", "24.3", "wrong", "hash", CHEESE + "That is about $24.\n#### 24", "rounded to 24"),
    g("x_avg_tenth", "A", "87.75", "wrong", "hash", AVG + "Rounded to the nearest tenth, the average is 87.8.\n#### 87.8", "rounded to 87.8"),
    g("x_avg_whole", "A", "87.75", "wrong", "answer_is", AVG + "The answer is 88.", "rounded to 88"),
    g("x_pop_transposed", "A", "54040", "wrong", "hash", POP + "#### 54004", "digits transposed: 54004"),
    g("x_train_dropped_half", "A", "370.5", "wrong", "hash", TRAIN + "That's about 370 miles.\n#### 370", "the .5 dropped: 370"),
    m("x_m_decimal_dist", "A", G_DIST, "wrong", "boxed", DIST + r" So $d \approx \boxed{9.49}$.", "a decimal for 3\\sqrt{10} (9.4868...)"),
    m("x_m_decimal_pi", "A", G_AREA, "wrong", "boxed", AREA + r" That is approximately $\boxed{380.13}$.", "a decimal for 121\\pi (380.1327...)"),
    m("x_m_pi_314", "A", G_AREA, "wrong", "boxed", r"The radius is $11$, so the area is $3.14 \cdot 11^2 = \boxed{379.94}$.", "pi taken as 3.14: 379.94 is not 121\\pi"),
    m("x_m_decimal_cos", "A", G_COS, "wrong", "boxed", COS + r" Numerically, $\cos 135^\circ \approx \boxed{-0.7071}$.", "a decimal for -\\sqrt2/2 (-0.70710678...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", r"$0.3\overline{2} \approx \boxed{0.322}$", "0.322 is not 29/90 = 0.3222..."),
    m("x_m_float_geo", "A", G_GEO, "wrong", "boxed", "```python\na, r = 20, 5/20\nprint(a / (1 - r))\n```\n```output\n26.666666666666668\n```\n" + r"The sum of the series is $\boxed{26.666666666666668}$.", "a Python float for 80/3: a decimal for a non-terminating fraction is wrong (README rule)"),
    m("x_m_fraction_close", "A", G_REP, "wrong", "boxed", r"Let $x = 0.3\overline{2} = 0.3232\ldots$. Then $100x - x = 32$, so $x = \boxed{\frac{32}{99}}$.", "the bar read as covering 32: 32/99 = 0.3232... is not 0.3222... = 29/90"),
    m("x_m_open_interval", "A", G_INT, "wrong", "boxed", INT + r" In interval notation, $x \in \boxed{\left(-\frac{7}{3}, 5\right)}$.", "open ends: the inequality is non-strict, so the endpoints belong"),
    m("x_m_half_open", "A", G_INT, "wrong", "boxed", INT + r" So the solution set is $\boxed{\left[-\frac{7}{3}, 5\right)}$.", "5 excluded: differs from the gold by one point"),
    m("x_m_sqrt_added", "A", G_SQ, "wrong", "boxed", r"$\sqrt{75} + \sqrt{27} = \sqrt{75 + 27} = \boxed{\sqrt{102}}$", "radicands added: \\sqrt{102} (10.0995) is not 8\\sqrt3 (13.8564)"),
    m("x_m_rat_slip", "A", G_RAT, "wrong", "boxed", r"$\frac{15}{\sqrt{6}} = \frac{15\sqrt{6}}{9} = \boxed{\frac{5\sqrt{6}}{3}}$", "a denominator slip: 5\\sqrt6/3"),
    m("x_m_lost_pi", "A", G_RAD, "wrong", "boxed", r"$165 \cdot \frac{1}{180} = \frac{11}{12}$, so the angle is $\boxed{\frac{11}{12}}$ radians.", "the pi dropped: 11/12 rad is not 11\\pi/12"),
    g("x_ok_trailing_zero", "B", "24.3", "correct", "hash", CHEESE + "#### 24.30", "a trailing zero in dollars (twin of x_rounded_int)"),
    g("x_ok_mixed_number", "B", "87.75", "correct", "answer_is", AVG.replace(" = <<351/4=87.75>>87.75.", ".") + r"The answer is $87\frac{3}{4}$.", "a mixed number 87 3/4 = 87.75 (not 87 * 3/4)"),
    g("x_ok_slash_fraction", "B", "87.75", "correct", "hash", "Her scores add up to 86 + 91 + 79 + 95 = 351, and there are 4 of them.\n#### 351/4", "351/4 = 87.75, written as a fraction"),
    g("x_ok_train_mixed", "B", "370.5", "correct", "answer_is", TRAIN + r"The answer is $370\frac{1}{2}$ miles.", "370 1/2 = 370.5"),
    g("x_ok_pop_sci", "B", "54040", "correct", "boxed", POP + r"The population is $\boxed{5.404 \times 10^4}$.", "5.404 x 10^4 = 54040 exactly"),
    m("x_m_ok_float_zero", "B", G_ZERO, "correct", "boxed", "```python\ndef f(x):\n    return x**3 - 9*x\nprint(f(3.0))\n```\n```output\n0.0\n```\n" + r"So $f(3) = \boxed{0.0}$.", "0.0 = 0 (twin of x_m_float_residue)"),
    m("x_m_ok_unsimplified", "B", G_SLOPE, "correct", "boxed", r"The slope is $\frac{-3 - 5}{6 - 2} = \boxed{\frac{-8}{4}}$.", "-8/4 = -2 unsimplified"),
    m("x_m_ok_sqrt192", "B", G_SQ, "correct", "boxed", r"$\sqrt{75} + \sqrt{27} = 5\sqrt{3} + 3\sqrt{3} = \sqrt{64 \cdot 3} = \boxed{\sqrt{192}}$", "\\sqrt{192} = 8\\sqrt3 (twin of x_m_sqrt_added)"),
    m("x_m_ok_sqrt90", "B", G_DIST, "correct", "boxed", DIST + r" The distance is $\boxed{\sqrt{90}}$.", "\\sqrt{90} = 3\\sqrt{10} unsimplified (twin of x_m_decimal_dist)"),
    m("x_m_ok_mixed", "B", G_GEO, "correct", "boxed", GEO + r" As a mixed number, $\boxed{26\frac{2}{3}}$.", "26 2/3 = 80/3 (twin of x_m_float_geo)"),
    m("x_m_ok_repeating_notation", "B", G_REP, "correct", "boxed", r"The decimal $0.3\overline{2}$ is already in lowest terms as written: $\boxed{0.3\overline{2}}$.", "debatable: the problem asks for a common fraction and the model restates the repeating decimal; equal in value, proposed correct", True),
    m("x_m_ok_pi_coefficient", "B", G_RAD, "correct", "boxed", RAD + r" So the answer is $\boxed{\frac{11}{12}\pi}$.", "11/12 pi = 11\\pi/12 (twin of x_m_lost_pi)"),
    m("x_m_ok_unreduced_pi", "B", G_RAD, "correct", "boxed", r"$165^\circ = \frac{165}{180}\pi = \boxed{\frac{33\pi}{36}}$", "33/36 = 11/12, unreduced"),
    m("x_m_ok_cos_form", "B", G_COS, "correct", "boxed", COS.replace(r" = -\frac{\sqrt{2}}{2}$.", "$.") + r" So $\cos 135^\circ = \boxed{-\frac{1}{\sqrt{2}}}$.", "-1/\\sqrt2 = -\\sqrt2/2 (twin of x_m_decimal_cos)"),
    m("x_m_ok_complex_order", "B", G_CPX, "correct", "boxed", r"$(3 - 2i)(4 - i) = 12 - 3i - 8i + 2i^2 = \boxed{-11i + 10}$", "real and imaginary parts in the other order"),
    m("x_m_ok_interval_ineq", "B", G_INT, "correct", "boxed", INT + r" So $\boxed{-\frac{7}{3} \le x \le 5}$.", "the same closed interval written as an inequality (twin of x_m_open_interval)"),
    m("x_m_ok_rat_form", "B", G_RAT, "correct", "boxed", r"$\frac{15}{\sqrt{6}} = \frac{15\sqrt{6}}{6} = \boxed{\frac{5}{2}\sqrt{6}}$", "5/2 sqrt6 = 5\\sqrt6/2 (twin of x_m_rat_slip)"),
    m("x_m_ok_sum_float", "B", G_SUM, "correct", "boxed", "```python\nprint(sum(range(1, 49)) * 1.0)\n```\n```output\n1176.0\n```\n" + r"The sum is $\boxed{1176.0}$.", "1176.0 = 1176"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_only", "A", "227", "no_answer", "answer_is", COOK + "Wait, that can't be right. So the answer is not 227.", "the gold negated, nothing after"),
    g("n_strike_md_only", "A", "227", "no_answer", "hash", COOK + "#### ~~227~~", "struck out with ~~ and nothing after"),
    g("n_strike_md_then_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### ~~227~~ 191", "the gold struck, 191 after"),
    g("n_html_strike_then_other", "A", "227", "wrong", "answer_is", COOK_SLIP + "The answer is <s>227</s> 191.", "an HTML strike on the gold, 191 after"),
    g("n_del_only", "A", "227", "no_answer", "answer_is", COOK + "The answer is <del>227</del>.", "the gold deleted with <del>, nothing after"),
    g("n_unicode_strike", "A", "227", "no_answer", "hash", COOK + "#### 2\u03362\u03367\u0336", "the gold struck with combining long strokes (U+0336), nothing else"),
    g("n_annot_wrong", "A", "227", "wrong", "hash", COOK + "#### 227 (wrong)", "the model marks its own answer wrong"),
    g("n_cross_emoji", "A", "54040", "wrong", "hash", POP + "#### 54040 \u274c", "a cross-mark emoji after the answer"),
    m("n_m_boxed_neq", "A", G_SLOPE, "no_answer", "boxed", r"If the slope were $-2$, the line would pass through $(6, -3)$; I cannot confirm this, so the slope is $\boxed{\neq -2}$.", "a box holding \\neq gold"),
    m("n_m_annot_not_correct", "A", G_COMB, "wrong", "boxed", COMB + r" $\boxed{1365}$ (not correct)", "the model annotates its own box as not correct"),
    m("n_m_cancel_box", "A", G_BASE, "no_answer", "boxed", BASE + r" Hmm, the digits go the other way. $\boxed{\cancel{298}}$", "a cancelled box, nothing after"),
    m("n_m_text_wrong_in_box", "A", G_PROB, "wrong", "boxed", PROB + r" $\boxed{\frac{9}{14} \text{ (wrong)}}$", "an annotation inside the box marks it wrong"),
    m("n_m_sout_then_other", "A", G_AREA, "wrong", "boxed", r"The area is $\pi r^2$ with $r = 22$: $\boxed{\sout{121\pi}\ 484\pi}$", "the gold struck with \\sout, 484\\pi after"),
    m("n_m_cross_box", "A", G_BASE, "wrong", "boxed", BASE + r" $\boxed{298}$ \u2717".replace(r"\u2717", "\u2717"), "a ballot-x after the box"),
    g("n_ok_not_other", "B", "227", "correct", "answer_is", COOK + "The answer is not 191 but 227.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "227", "correct", "hash", COOK + "#### ~~191~~ 227", "the wrong value struck, the gold after (twin of n_strike_md_then_other)"),
    g("n_ok_html_strike_other", "B", "227", "correct", "answer_is", COOK + "The answer is <s>191</s> 227.", "the wrong value struck with <s>, the gold after"),
    g("n_ok_unicode_strike_other", "B", "227", "correct", "hash", COOK + "#### 1\u03369\u03361\u0336 227", "191 struck with U+0336, the gold after"),
    g("n_ok_check_emoji", "B", "54040", "correct", "hash", POP + "#### 54040 \u2705", "a check-mark emoji after the answer (twin of n_cross_emoji)"),
    m("n_m_ok_check_box", "B", G_BASE, "correct", "boxed", BASE + r" $\boxed{298}$ " + "\u2713", "a check mark after the box (twin of n_m_cross_box)"),
    m("n_m_ok_verified", "B", G_COMB, "correct", "boxed", COMB + r" So $\boxed{1365}$ (verified by Pascal's rule: $\binom{14}{3} + \binom{14}{4} = 364 + 1001 = 1365$).", "an annotation verifying the box (364 + 1001 = 1365)"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{15}{\sqrt{6}} \cdot \frac{\sqrt{6}}{\sqrt{6}} = \frac{\cancel{15}^{5}\sqrt{6}}{\cancel{6}_{2}} = \boxed{\frac{5\sqrt{6}}{2}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_working", "B", G_INV, "correct", "boxed", r"Since $f$ is linear with slope $3 \neq 0$, it is invertible. " + INV + r" So $f^{-1}(x) = \boxed{\frac{x+7}{3}}$.", "a \\neq in the working, the gold boxed"),
    g("n_ok_not_positive", "B", "-58.6", "correct", "hash", BANK + "#### -58.60 (negative, not positive: she is overdrawn)", "an annotation with 'not' explaining the sign"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" $\boxed{298}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_not_open", "B", G_INT, "correct", "boxed", INT + r" The endpoints are included, not excluded: $\boxed{\left[-\frac{7}{3}, 5\right]}$.", "'not excluded' before the gold box"),
    g("n_ok_none_left", "B", "0", "correct", "hash", STICK + "He has no stickers left.\n#### 0", "'no stickers' is the value 0"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 5. unit words vs words that change the number
    g("u_dozen_changes", "A", "227", "wrong", "hash", COOK + "#### 227 dozen", "227 dozen = 2724, not the 227 cookies the working counts"),
    g("u_thousand_rounded", "A", "54040", "wrong", "hash", POP + "That's about 54 thousand people.\n#### 54 thousand", "54 thousand = 54000"),
    g("u_k_rounded", "A", "54040", "wrong", "hash", POP + "#### 54k", "54k = 54000"),
    g("u_negative_word", "A", "-58.6", "wrong", "hash", BANK + "#### 58.60 negative", "debatable: '58.60 negative' after ####; the marked number is 58.60 (issue 25 lists '#### 18 negative' as a wrong answer accepted); proposed wrong", True),
    g("u_fewer", "A", "227", "wrong", "hash", COOK + "So there are 259 fewer cookies than before.\n#### 259 fewer", "259 (the number sold) with 'fewer'"),
    g("u_cents", "A", "24.3", "wrong", "hash", CHEESE + "#### 24.30 cents", "24.30 cents = $0.243, not $24.30"),
    g("u_percent_of_count", "A", "82.5", "wrong", "answer_is", PCT + "The answer is 82.5% of 40, which is 33 seedlings.", "the last value stated is 33, the count"),
    g("u_boxes", "A", "348", "wrong", "hash", PENC + "#### 29 boxes", "29 boxes, not the 348 pencils asked for"),
    g("u_more_people", "A", "54040", "wrong", "hash", POP + "#### 5790 more people", "the growth 5790 with 'more', not the population"),
    g("u_hundred_rounded", "A", "30470", "wrong", "answer_is", RENT + "The answer is about 305 hundred dollars.", "305 hundred = 30500"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", r"$165^\circ$ is the angle, so the answer is $\boxed{165^\circ}$.", "debatable: the degrees restated where the gold is radians; equal as an angle but not in the unit asked; proposed wrong", True),
    m("u_m_square_units_no_pi", "A", G_AREA, "wrong", "boxed", r"The radius is $11$, so the area is $11^2 = \boxed{121 \text{ square units}}$.", "pi dropped: 121 square units is not 121\\pi"),
    g("u_ok_noun", "B", "227", "correct", "hash", COOK + "#### 227 cookies", "a unit noun after #### (twin of u_dozen_changes)"),
    g("u_ok_thousand_exact", "B", "54040", "correct", "hash", POP + "#### 54.04 thousand", "54.04 thousand = 54040 exactly (twin of u_thousand_rounded)"),
    g("u_ok_k_exact", "B", "54040", "correct", "hash", POP + "#### 54.04k", "54.04k = 54040 exactly (twin of u_k_rounded)"),
    g("u_ok_dollars_word", "B", "24.3", "correct", "hash", CHEESE + "#### 24.30 dollars", "the word dollars (twin of u_cents)"),
    g("u_ok_percent_sign", "B", "82.5", "correct", "hash", PCT + "#### 82.5%", "a percent sign; the gold is the percent"),
    g("u_ok_percent_word", "B", "82.5", "correct", "answer_is", PCT + "The answer is 82.5 percent.", "the word percent"),
    g("u_ok_neg_dollar", "B", "-58.6", "correct", "hash", BANK + "#### -$58.60", "a minus before the dollar sign (twin of u_negative_word)"),
    g("u_ok_people", "B", "54040", "correct", "answer_is", POP + "The answer is 54,040 people.", "a comma and a unit noun"),
    g("u_ok_pencils_total", "B", "348", "correct", "hash", PENC + "#### 348 pencils total", "two words after the number (twin of u_boxes)"),
    g("u_ok_abbrev", "B", "370.5", "correct", "hash", TRAIN + "#### 370.5 mi", "an abbreviated unit"),
    g("u_ok_points_per_test", "B", "87.75", "correct", "answer_is", AVG + "The answer is 87.75 points per test.", "'points per test' after the gold"),
    g("u_ok_dozen_equal", "B", "348", "correct", "answer_is", PENC + "That is 29 dozen, i.e. 348 pencils.\nThe answer is 348 pencils.", "dozen mentioned, the stated value is 348"),
    m("u_m_ok_cm2", "B", G_AREA, "correct", "boxed", AREA + r" So the area is $\boxed{121\pi \text{ cm}^2}$.", "a unit in the box (twin of u_m_square_units_no_pi)"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" The answer is $\boxed{\frac{11\pi}{12} \text{ radians}}$.", "the word radians in the box (twin of u_m_degrees)"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" There are $\boxed{1365 \text{ ways}}$.", "'ways' in the box"),
    m("u_m_ok_base_subscript", "B", G_BASE, "correct", "boxed", BASE + r" So $2143_5 = \boxed{298_{10}}$.", "a base-10 subscript"),
    m("u_m_ok_units_dist", "B", G_DIST, "correct", "boxed", DIST.replace(r"\sqrt{90}$.", r"\sqrt{90} = 3\sqrt{10}$.") + r" The distance is $\boxed{3\sqrt{10}\text{ units}}$.", "'units' in the box"),

    # ================================================================ 6. retractions and corrections vs harmless after-text
    g("r_edit", "A", "227", "wrong", "hash", COOK + "#### 227\n\nEdit: I misread the number sold; it was 295, so 486 - 295 = 191.\n#### 191", "an Edit: after the answer with a new #### 191"),
    g("r_update", "A", "30470", "wrong", "hash", RENT + "#### 30470\n\nUpdate: it's actually 29520, since the deposit is refunded.", "Update: it's actually 29520"),
    g("r_erratum", "A", "24.3", "wrong", "hash", CHEESE + "#### 24.30\n\nErratum: the price is $6.84 a pound, so 3.75 * 6.84 = 25.65.\n#### 25.65", "Erratum with 25.65 (3.75 * 6.84 = 20.52 + 5.13 = 25.65)"),
    g("r_never_mind", "A", "87.75", "wrong", "answer_is", AVG + "The answer is 87.75. Never mind, I forgot the fifth test of 80, so it's 86.2.", "Never mind, 86.2 ((351 + 80) / 5 = 86.2)"),
    g("r_paren_not", "A", "227", "wrong", "hash", COOK + "#### 227 (Not 227; 191.)", "(Not X; Y.) after the answer: the gold withdrawn, 191 given"),
    g("r_wrong_bang", "A", "82.5", "wrong", "answer_is", PCT + "The answer is 82.5. Wrong! 17.5.", "Wrong! 17.5 (the share that did not sprout)"),
    g("r_placeholder_tbd", "A", "227", "no_answer", "hash", COOK + "#### 227\n\nNote: the above is a placeholder; real answer TBD.", "the model says its #### value is a placeholder"),
    m("r_m_qwen_rebox", "A", G_COMB, "wrong", "boxed", qwen("To choose 4 people from 15:", ("Count the selections", COMB)) + qbox("1365") + "\n\nWait, the committee also needs a chair chosen from its 4 members, so the count is $1365 \\cdot 4 = 5460$. The answer is \\(\\boxed{5460}\\).", "a later box 5460 replaces 1365 (1365 * 4 = 5460)"),
    m("r_m_llama_recheck", "A", G_BASE, "wrong", "boxed", llama(("Write the place values", r"The digits of $2143_5$ from the right have values $1, 5, 25, 125$."), ("Compute", BASE)) + LLAMA_END.format("298") + "\n\nHowever, re-reading the number, the leftmost digit is the units digit, so $3 \\cdot 125 + 4 \\cdot 25 + 1 \\cdot 5 + 2 = 482$.\n\n" + LLAMA_END.format("482"), "a second Llama closing line with 482"),
    m("r_m_retract_nothing", "A", G_SYS, "no_answer", "boxed", SYS + r" So $\boxed{(6, 1)}$." + "\n\nWait, this is wrong. I retract this answer.", "debatable: the gold withdrawn with nothing new; proposed no_answer (round 21 called the same shape wrong; either way not accepted)", True),
    g("r_scratch", "A", "370.5", "wrong", "hash", TRAIN + "#### 370.5\nScratch that: the train stopped for half an hour, so it moved 57 * 6 = 342 miles.\n#### 342", "Scratch that, then #### 342"),
    g("r_oops", "A", "0", "wrong", "hash", STICK + "#### 0\nOops, I mean 24. He keeps one share for himself.", "Oops, I mean 24"),
    g("r_r1_correction", "A", "227", "wrong", "tag", th(COOK) + "<answer>227</answer>\n\nCorrection: I misread 295 as 259. The answer is 191.", "a correction after the tag: 191"),
    g("r_ps_correction", "A", "30470", "wrong", "hash", RENT + "#### 30470\n\nP.S. I double-counted: the $950 deposit is already part of the first month's payment, so the total is 29520.", "a P.S. correcting the answer to 29520"),
    g("r_ok_edit_format", "B", "227", "correct", "hash", COOK + "#### 227\n\nEdit: fixed formatting.", "an Edit about formatting only (twin of r_edit)"),
    g("r_ok_check", "B", "30470", "correct", "hash", RENT + "#### 30470\n\nCheck: 30470 - 950 = 29520 = 18 * 1640. \u2713", "a check after the answer mentioning other numbers"),
    g("r_ok_pleasantry", "B", "24.3", "correct", "hash", CHEESE + "#### 24.30\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_fewshot_tail", "B", "227", "correct", "hash", COOK + "#### 227\n\nQuestion: A farmer has 15 cows and each cow has 4 legs. How many legs are there?\nAnswer: 15 * 4 = <<15*4=60>>60 legs.\n#### 60", "a few-shot tail: an invented next question with its own ####; the posed question's answer is 227"),
    m("r_m_ok_im_user", "B", G_ROOTS, "correct", "boxed", qwen("We solve the quadratic by factoring.", ("Factor", ROOTS)) + qbox("-4, \\frac{2}{3}", "Thus, the solutions are") + IM_USER + r"Thanks! Can you also solve $x^2 - 9 = 0$?", "an invented ChatML user turn after the box"),
    m("r_m_ok_eot_user", "B", G_BASE, "correct", "boxed", llama(("Write the place values", r"The digits of $2143_5$ from the right have values $1, 5, 25, 125$."), ("Compute", BASE)) + LLAMA_END.format("298") + EOT_USER + r"What is $3021_4$ in base 10?", "an invented Llama 3 user turn after the closing line (twin of r_m_llama_recheck)"),
    m("r_m_ok_practice_problem", "B", G_SYS, "correct", "boxed", SYS + r" So the solution is $\boxed{(6, 1)}$." + "\n\n**Practice problem:** Solve $x + y = 5$ and $x - y = 1$.\n**Answer:** $\\boxed{(3, 2)}$", "a self-set practice problem with its own box after the committed answer (issue 25 class 4)"),
    g("r_ok_restart_cut", "B", "227", "correct", "truncated", COOK + "#### 227\n\nLet me solve this again to be sure. 27 * 18 = 486. 486 - 2", "debatable: a restart of the working after the committed answer, cut off before any new value; proposed correct (issue 25 class 4)", True),
    g("r_ok_correction_to_gold", "B", "227", "correct", "hash", COOK_SLIP + "#### 191\n\nCorrection: they sold 259, not 295, so 486 - 259 = 227.\n#### 227", "a correction to the gold"),
    g("r_ok_never_mind_gold", "B", "87.75", "correct", "answer_is", AVG.replace(" = <<351/4=87.75>>87.75.", " = 87.75, about 88.") + "The answer is 88. Never mind, the question wants the exact average, not rounded: 87.75.", "Never mind, then the gold (twin of r_never_mind)"),
    m("r_m_ok_wait_confirm", "B", G_BASE, "correct", "boxed", qwen("Convert from base 5.", ("Expand", BASE)) + qbox("298") + "\n\nWait, let me double-check: $2 \\cdot 125 + 25 + 20 + 3 = 298$. Yes, the answer is \\(\\boxed{298}\\).", "Wait, a check, the same box again"),
    m("r_m_ok_python_verify", "B", G_COMB, "correct", "boxed", COMB + r" So the answer is $\boxed{1365}$." + "\n\nLet's verify with Python:\n```python\nfrom math import comb\nprint(comb(15, 4))\n```\n```output\n1365\n```\nThe answer is confirmed: $\\boxed{1365}$.", "a Python check after the box (twin of r_m_qwen_rebox)"),
    g("r_ok_paren_not_other", "B", "227", "correct", "hash", COOK + "#### 227 (Not 191; 227.)", "(Not X; gold.) (twin of r_paren_not)"),
    g("r_ok_r1_after", "B", "54040", "correct", "tag", th(POP) + "<answer>54040</answer>\n\nI hope this is correct!", "a pleasantry after the tag"),
    m("r_m_ok_minerva_next_problem", "B", G_PROB, "correct", "minerva", PROB + "\n" + MINERVA.format(r"$\frac{9}{14}$") + "\n\nProblem:\nWhat is the probability of drawing a blue marble from the same bag?\n\nSolution:\nThere are $5$ blue marbles out of $14$, so the probability is $\\frac{5}{14}$.\n" + MINERVA.format(r"$\frac{5}{14}$"), "a Minerva few-shot continuation: an invented next problem with its own Final Answer line"),
    m("r_m_r1final_then_other", "A", G_BASE, "wrong", "boxed", th(BASE + "\n") + r1final("298") + "\n\nHmm, wait: the digits should be read from the right, so $3 \\cdot 125 + 4 \\cdot 25 + 1 \\cdot 5 + 2 = 482$.\n\n" + r1final("482"), "an R1-distill closing block, then a second one with 482"),
    m("r_m_ok_r1final_pleasantry", "B", G_BASE, "correct", "boxed", th(BASE + "\n") + r1final("298") + "\n\nLet me know if you would like the conversion shown digit by digit!", "an R1-distill closing block, then a pleasantry (twin of r_m_r1final_then_other)"),
]
# fmt: on

LONG_CHECK = "".join(
    f"Let me double-check once more (pass {i}): 27 * 18 = 486 and 486 - 259 = 227.\n"
    for i in range(1, 501)
)

# fmt: off
CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / self-posed text
    g("q_friend_then_other", "A", "227", "wrong", "hash", COOK_SLIP + "My friend got 227, but I get 191.\n#### 191", "the gold only as a friend's result; the model's own answer 191"),
    g("q_quote_hash_refuse", "A", "227", "no_answer", "none", "> #### 227\n\nI cannot solve this problem without knowing how many cookies were sold.", "a quoted #### line, then a refusal"),
    m("q_you_asked_box", "A", G_BASE, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{298}$." I cannot verify this without more information.', "the box only inside the user's quoted request; the model declines"),
    g("q_part_a_b", "A", "227", "wrong", "answer_is", COOK + "So the answer is 227 for part (a) and 191 for part (b).", "two different final answers for a one-part question (issue 25's '18 for part (a) and 20 for part (b)')"),
    g("q_hypothetical_only", "A", "30470", "no_answer", "none", RENT_NODEP + "If the deposit is included, the total would be 30470 dollars.", "debatable: the computed total is 29520 and the gold only under 'if ... would'; proposed no_answer (no committed final answer; a hedge reading gives wrong, also rejected)", True),
    m("q_answer_key_says", "A", G_COMB, "wrong", "boxed", r"The answer key says $\boxed{1365}$, but since the order of selection matters here, I get $15 \cdot 14 \cdot 13 \cdot 12 = \boxed{32760}$.", "the gold only as the answer key's claim; the model's last box is 32760"),
    g("q_self_question_no", "A", "227", "wrong", "hash", "Is the answer 227? Let me check: 227 + 295 = 522, which is not 486. So no.\n" + COOK_SLIP + "#### 191", "a self-posed question with the gold, answered no; the final #### 191"),
    m("q_would_be_if", "A", G_SLOPE, "wrong", "boxed", r"The slope would be $-2$ if the second point were $(6, -3)$, but the point is $(6, 3)$, so the slope is $\frac{3 - 5}{6 - 2} = \boxed{-\frac{1}{2}}$.", "the gold only in a counterfactual; the model's box is -1/2"),
    g("q_forum_claim", "A", "54040", "wrong", "hash", "Someone online claims the answer is 54040, but the growth applies twice.\n48250 * 1.12 * 1.12 = <<48250*1.12*1.12=60524.8>>60524.8\n#### 60524.8", "the gold only as someone's claim; the model's #### 60524.8 (48250 * 1.2544)"),
    m("q_m_suppose_only", "A", G_CPX, "no_answer", "none", r"Suppose the product is $10 - 11i$. Then its modulus would be $\sqrt{100 + 121} = \sqrt{221}$. I'm not sure how to proceed from here.", "only a supposition, no committed answer"),
    m("q_m_invented_user_claim", "A", G_ROOTS, "wrong", "boxed", r"Factoring, $3x^2 + 10x - 8 = (3x + 2)(x - 4)$, so the roots are $\boxed{4, -\frac{2}{3}}$." + EOT_USER + r"Actually the answer is $x = -4, \frac{2}{3}$, right?", "the gold only in an invented user turn; the model's box has both signs wrong"),
    g("q_manual_quoted", "A", "87.75", "wrong", "hash", 'The solution manual says "#### 87.75", but that divides by 4 when there were 5 tests.\n351 / 5 = <<351/5=70.2>>70.2\n#### 70.2', "the gold only in a quoted manual; the model's #### 70.2"),
    g("q_ok_friend_wrong", "B", "227", "correct", "hash", COOK + "My friend got 191, but he misread 259 as 295.\n#### 227", "another's wrong value reported, the gold committed (twin of q_friend_then_other)"),
    g("q_ok_quoted_problem", "B", "227", "correct", "hash", "> 27 trays with 18 cookies each; 259 are sold.\n\n" + COOK + "#### 227", "the problem quoted first"),
    g("q_ok_hypothetical_after", "B", "30470", "correct", "hash", RENT + "#### 30470\n\nIf there were no deposit, it would be 29520.", "a hypothetical after the committed answer (twin of q_hypothetical_only)"),
    g("q_ok_self_qa", "B", "227", "correct", "hash", "**Q:** How many cookies were baked? **A:** 27 * 18 = 486.\n**Q:** How many are left? **A:** 486 - 259 = 227.\n#### 227", "self-posed sub-questions, then the answer"),
    m("q_m_ok_you_asked", "B", G_BASE, "correct", "boxed", r"You asked for $2143_5$ in base 10. " + BASE + r" So the answer is $\boxed{298}$.", "the request restated, then the box (twin of q_you_asked_box)"),
    m("q_m_ok_key_agrees", "B", G_COMB, "correct", "boxed", "The answer key says 1365, and my computation agrees: " + COMB + r" So the answer is $\boxed{1365}$.", "a report agreeing with the model's own box"),
    g("q_ok_self_question_yes", "B", "227", "correct", "hash", COOK + "Is the answer 227? Check: 227 + 259 = 486. \u2713 Yes.\n#### 227", "a self-posed check answered yes (twin of q_self_question_no)"),
    m("q_m_ok_would_then_commit", "B", G_SLOPE, "correct", "boxed", r"If the second point were $(6, 3)$, the slope would be $-\frac{1}{2}$. But the point is $(6, -3)$, so " + SLOPE.replace("The slope", "the slope") + r" The slope is $\boxed{-2}$.", "a counterfactual value first, then the committed gold (twin of q_would_be_if)"),
    g("q_ok_student_quote", "B", "82.5", "correct", "hash", '"The answer is 17.5%," says one student, but that is the share that did not sprout.\n' + PCT + "#### 82.5", "a quoted wrong claim, then the gold"),
    m("q_m_ok_suppose_refute", "B", G_SYS, "correct", "boxed", r"Suppose $x = 5$; then $y = \frac{3}{2}$ and $3(5) - \frac{3}{2} = 13.5 \neq 17$. So we solve properly. " + SYS + r" The solution is $\boxed{(6, 1)}$.", "a supposition refuted, then the box"),
    g("q_ok_user_quoted", "B", "227", "correct", "hash", 'You said "the answer is 191", but 27 * 18 = 486 and 486 - 259 = 227.\n#### 227', "the user's wrong value quoted, the gold committed"),
    m("q_m_ok_textbook_other", "B", G_RAD, "correct", "boxed", r"My textbook gives $\frac{7\pi}{12}$, but $165 \cdot \frac{\pi}{180} = \frac{11\pi}{12}$, so the answer is $\boxed{\frac{11\pi}{12}}$.", "a reported other value, then the gold"),

    # ================================================================ 8. bad input a JSON file can hold (no lone surrogates)
    g("b_empty", "A", "227", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "227", "no_answer", "none", "\n\n   \n\t", "only whitespace"),
    g("b_nul_in_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### 19\x001", "a NUL inside 191"),
    g("b_nul_in_gold_digits", "A", "227", "no_answer", "hash", COOK + "#### 2\x0027", "debatable: a NUL inside the gold's digits; proposed no_answer (bad input: the line is not a clean answer; dropping the NUL would make 227)", True),
    g("b_zwsp_in_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### 1\u200b91", "a zero-width space inside 191"),
    g("b_ansi_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### \x1b[1m191\x1b[0m", "ANSI colour codes around 191"),
    g("b_rtl_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### \u200f191", "a right-to-left mark before 191"),
    g("b_nonchar_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### 191\uffff", "the noncharacter U+FFFF after 191"),
    g("b_huge_number", "A", "227", "wrong", "hash", COOK + "#### " + "9" * 4000, "a 4000-digit number after #### (degenerate output)"),
    g("b_degenerate_loop", "A", "227", "no_answer", "truncated", COOK.split("\n")[0] + "\n" + "The answer is " * 400, "a small-policy loop 'The answer is' cut off without a value"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB.replace(" = 1365$.", "$.") + r" So the answer is $\boxed{136", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{298}", "wrong", "boxed", r"$2143_5 = 3 \cdot 125 + 4 \cdot 25 + 1 \cdot 5 + 2 = \boxed{482}$", "a gold stored boxed; the model's 482 (digits read backwards)"),
    g("b_fullwidth_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### \uff11\uff19\uff11", "full-width 191"),
    g("b_emoji_other", "A", "227", "wrong", "hash", COOK_SLIP + "#### 191 \U0001f36a", "an astral emoji after 191"),
    g("b_ok_bom_crlf", "B", "227", "correct", "hash", "\ufeff" + (COOK + "#### 227").replace("\n", "\r\n"), "a BOM and CRLF line ends"),
    g("b_ok_narrow_nbsp", "B", "30470", "correct", "hash", RENT + "#### 30\u202f470", "a narrow no-break space as the thousands separator"),
    g("b_ok_unicode_minus", "B", "-58.6", "correct", "hash", BANK + "#### \u221258.60", "a Unicode minus sign (U+2212)"),
    g("b_ok_vulgar_fraction", "B", "87.75", "correct", "hash", AVG + "#### 87\u00be", "87 and the vulgar fraction three quarters = 87.75"),
    m("b_m_ok_unicode_pi", "B", G_AREA, "correct", "boxed", r"The radius is $11$, so the area is $\boxed{121" + "\u03c0" + "}$.", "a Unicode pi in the box"),
    m("b_m_ok_unicode_sqrt", "B", G_SQ, "correct", "boxed", "\u221a75 + \u221a27 = 5\u221a3 + 3\u221a3 = " + r"$\boxed{8" + "\u221a" + "3}$", "Unicode square roots"),
    g("b_ok_emoji_after", "B", "227", "correct", "hash", COOK + "#### 227 \U0001f36a", "an astral emoji after the gold (twin of b_emoji_other)"),
    g("b_ok_tab", "B", "227", "correct", "hash", COOK + "####\t227", "a tab after ####"),
    g("b_ok_long_think", "B", "227", "correct", "tag", th(COOK + LONG_CHECK) + "<answer>227</answer>", "a long (about 40,000-character) repetitive thinking block, then the tag"),
    g("b_ok_gold_newline", "B", "227\n", "correct", "hash", COOK + "#### 227", "a gold with a trailing newline"),
    m("b_m_ok_gold_spaces", "B", " " + G_PROB + " ", "correct", "boxed", PROB.replace(r"is $\frac{9}{14}$.", r"is $\boxed{\frac{9}{14}}$."), "a gold with spaces around it"),
    m("b_m_ok_double_brace", "B", G_BASE, "correct", "boxed", BASE + "\n" + QWEN_END.replace("{{{}}}", "{{{{{}}}}}").format("298"), "a template bug doubles the braces: \\boxed{{298}} (a braced group, still 298)"),
]
# fmt: on

DECISIONS = {
    "t_m_box_in_think_only": (
        "reject",
        "the prompt asks for the answer in <answer>; the tag is opened and cut empty, so nothing is committed there",
    ),
    "h_sign_lost": ("reject", "the marked #### value is 58.60, not the -58.60 of the working"),
    "x_m_ok_repeating_notation": (
        "accept",
        "0.3\\overline{2} is exactly 29/90; README: equal in value, written differently, is correct",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 58.60; a trailing word does not make it -58.60 (issue 25 lists '#### 18 negative' as a wrong answer accepted)",
    ),
    "u_m_degrees": ("reject", "the box restates the given degrees; the gold is in radians"),
    "r_m_retract_nothing": (
        "reject",
        "the model withdraws its only answer and gives none; no_answer here, wrong in round 21's reading; not accepted either way",
    ),
    "r_ok_restart_cut": (
        "accept",
        "a restart cut off before any new value does not withdraw the committed #### 227 (issue 25 class 4)",
    ),
    "q_hypothetical_only": (
        "reject",
        "the gold appears only under 'if ... would'; the model commits to no final answer",
    ),
    "b_nul_in_gold_digits": (
        "reject",
        "a NUL inside the answer makes the line bad input; reading through it to 227 would accept text the model did not cleanly write",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam68", CASES, [], DECISIONS)
