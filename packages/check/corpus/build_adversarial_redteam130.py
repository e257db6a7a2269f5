r"""Build adversarial_redteam130.jsonl: round 130 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam130", issue 25), written by a new helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md / NOTES file, other red-team builders
(round 21's excepted) or any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any
grader. Not model output. Read: corpus/README.md, corpus_build.py, build_adversarial_redteam21.py.

Aim of this round: the eight classes of the issue as completions of small GRPO-trained policies and
distilled reasoning models really come out (long <think> blocks with false starts, <answer> tags
holding sentences with units, markdown headings, bold final lines, \text{} units in boxes, a closing
restatement naming the quantity, invented next turns, completions cut at a token cap); values as
words, fractions, mixed numbers, money with cents, percentages and times. English only, ~60 % GSM8K.

Problems and golds (arithmetic checked by hand; python used for plain arithmetic only):
GSM8K: 14 trays of 18 cookies, 187 sold -> 65 (14*18 = 252; 252 - 187 = 65; subtotal 252);
3 adult tickets at $12.75 and 4 child tickets at $8.40 -> 71.85 (38.25 + 33.60);
27 of 72 pages read -> 37.5 percent (27/72 = 0.375 = 3/8);
3 laps of 14 min and 2 breaks of 9 min -> 60 minutes (42 + 18; = 1 hour);
96 eggs a day for 7 days packed in cartons of 12 -> 56 cartons (672 / 12; 56 dozen would be 672 cartons' worth);
$1,250 a month for 18 months less a $1,375 laptop -> 21125 (22500 - 1375);
3 pizzas of 8 slices, 3/4 eaten -> 6 left (24 - 18);
6 degrees falling 2.5 degrees an hour for 4 hours -> -4 (6 - 10);
2 1/2 cups of sugar a batch, 3 batches -> 7.5 cups (= 7 1/2 = 15/2).
MATH: 1/3 + 1/4 -> \frac{7}{12} (0.58333...); \sqrt{48} -> 4\sqrt{3} (6.9282...); domain of
\sqrt{5 - x}/\sqrt{x + 2} -> (-2, 5]; (3 + 2i)(1 - i) -> 5 - i (3 - 3i + 2i + 2); interior angle of
a regular octagon in degrees -> 135 (1080/8; 3\pi/4 is radians, not the gold); (x + 4)(x - 3) ->
x^2 + x - 12; intersection of y = 2x + 1 and y = -x + 7 -> (2, 5); [[1,2],[0,1]][[3,0],[1,2]] ->
[[5,4],[1,2]]; roots of x^2 - 5x + 6 -> 2, 3; two dice summing to 8 -> \frac{5}{36} (5 of 36;
0.13888...).

Ids: the prefix names the class (`t_` answer tags, `h_` phrase marker then ####, `x_` exactness,
`n_` negation / strike-out / annotation, `u_` unit words, `r_` retractions, `q_` quoted / reported /
invented-turn / self-set text, `b_` bad input); `_m_` marks a MATH probe, `_ok_` kind B.

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a hedge or two
different final answers is `wrong`; no final answer (cut, placeholder, only a negation, only quoted
text, a retraction with nothing new) is `no_answer`; equal value in another honest notation is
`correct` (words, mixed numbers, fractions, `$`, commas, `%` for a percent gold, `^\circ`); another
quantity (subtotal, per-item value, the other unit) is `wrong`; a decimal for an exact fraction or
radical is `wrong`; degrees are not radians; an answer tag's content is the final answer, read for
the value its sentence or equation states; a check, restatement or pleasantry after a committed
answer does not replace it; text in an invented next turn or a self-set new problem does not count;
a NUL or lone surrogate anywhere in the pair (gold included) makes it bad input -> kind A,
`no_answer`. Other control characters, BOM, CRLF, emoji and huge inputs are not bad input by
themselves. Debatable probes carry `debatable: true` and a DECISIONS entry.

Lone surrogates: corpus_build.write_records writes unescaped UTF-8, which cannot hold a lone
surrogate, so `__main__` swaps in a writer that writes only such records with JSON \u escapes
(ensure_ascii=True); json.loads gives the same strings back. The engineer may prefer to change
write_records itself or to drop the four probes concerned (b_lone_high, b_lone_low_think,
b_surrogate_gold, b_m_surrogate_box).

Usage: python packages/check/corpus/build_adversarial_redteam130.py
"""

import json
from pathlib import Path

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
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
)  # noqa: E402

# ================================================================ GSM8K working
Q_BAK = "A bakery bakes 14 trays of 18 cookies and sells 187 of them. How many cookies are left?"
BAK = "14 trays of 18 cookies is 14 * 18 = <<14*18=252>>252 cookies.\nAfter selling 187, 252 - 187 = <<252-187=65>>65 cookies are left.\n"
BAK_SLIP = "14 trays of 18 cookies is 14 * 18 = <<14*18=252>>252 cookies.\nAfter selling 187, 252 - 187 = <<252-187=75>>75 cookies are left.\n"
BAK_THINK = (
    "Okay, so the bakery bakes 14 trays, each with 18 cookies. First the total. 14 times 18... 10 times 18 is 180, "
    "4 times 18 is 72, so 180 + 72 = 252. Hmm, wait, let me make sure: 18 * 14 = 18 * 7 * 2 = 126 * 2 = 252. Yes, 252.\n\n"
    "Then they sell 187. 252 - 187. 252 - 200 would be 52, plus 13 gives 65. Wait, that's 252 - 187 = 65? "
    "Let me check another way: 187 + 65 = 252. 187 + 60 = 247, + 5 = 252. Yes.\n\n"
    "Hmm, but is the question asking for the cookies sold or left? It says left. So 65.\n"
)
FARE = "3 adult tickets cost 3 * 12.75 = <<3*12.75=38.25>>38.25 dollars.\n4 child tickets cost 4 * 8.40 = <<4*8.40=33.60>>33.60 dollars.\nTogether 38.25 + 33.60 = <<38.25+33.60=71.85>>71.85 dollars.\n"
FARE_THINK = (
    "Adults: 3 tickets at $12.75. 3 * 12 = 36, 3 * 0.75 = 2.25, so $38.25.\n"
    "Children: 4 at $8.40 = $33.60.\n"
    "Total: 38.25 + 33.60. Let me add: 38 + 33 = 71, 0.25 + 0.60 = 0.85. So $71.85.\n"
    "Wait, did I use 8.40 or 8.04? The problem says $8.40. 4 * 8.40 = 33.60. Fine.\n"
    "So the answer might be 38.25 if they only ask adults... no, they ask the whole family. $71.85.\n"
)
PCT = "She read 27 of the 72 pages: 27 / 72 = <<27/72=0.375>>0.375, and 0.375 * 100 = <<0.375*100=37.5>>37.5 percent.\n"
LAP = "3 laps of 14 minutes take 3 * 14 = <<3*14=42>>42 minutes.\n2 breaks of 9 minutes take 2 * 9 = <<2*9=18>>18 minutes.\nIn all 42 + 18 = <<42+18=60>>60 minutes.\n"
LAP_SLIP = "3 laps of 14 minutes take 3 * 14 = <<3*14=42>>42 minutes.\nOne break of 9 minutes: 42 + 9 = <<42+9=51>>51 minutes.\n"
EGG = "The hens lay 96 * 7 = <<96*7=672>>672 eggs in a week.\nIn cartons of 12 that is 672 / 12 = <<672/12=56>>56 cartons.\n"
SAV = "18 months at $1,250 is 18 * 1250 = <<18*1250=22500>>22500 dollars.\nAfter the $1,375 laptop, 22500 - 1375 = <<22500-1375=21125>>21125 dollars remain.\n"
PIZ = "3 pizzas of 8 slices are 3 * 8 = <<3*8=24>>24 slices.\nThey ate 3/4 of them: 24 * 3/4 = <<24*3/4=18>>18 slices.\nSo 24 - 18 = <<24-18=6>>6 slices are left.\n"
TMP = "The temperature falls 2.5 * 4 = <<2.5*4=10>>10 degrees, so it ends at 6 - 10 = <<6-10=-4>>-4 degrees.\n"
SUG = "Each batch needs 2 1/2 cups, so 3 batches need 3 * 2.5 = <<3*2.5=7.5>>7.5 cups of sugar.\n"
SUG_THINK = (
    "2 and a half cups per batch. 3 batches. 2 * 3 = 6, and half a cup times 3 is 1.5, so 6 + 1.5 = 7.5.\n"
    "Hmm, or is it 6 1/2? No: 3 halves make 1 1/2, not 1/2. So 7 1/2 cups.\n"
)

# ================================================================ MATH working
G_FR = r"\frac{7}{12}"
FR = r"$\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$."
G_RAD = r"4\sqrt{3}"
RAD = r"$\sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3}$."
G_INT = "(-2, 5]"
INT = r"We need $x + 2 > 0$ and $5 - x \ge 0$, so $-2 < x \le 5$."
G_CPX = "5 - i"
CPX = r"$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i + 2 = 5 - i$."
G_DEG = "135"
DEG = r"The interior angles of an octagon sum to $(8 - 2) \cdot 180^\circ = 1080^\circ$, so each is $\frac{1080^\circ}{8} = 135^\circ$."
G_POLY = "x^2 + x - 12"
POLY = r"$(x + 4)(x - 3) = x^2 - 3x + 4x - 12 = x^2 + x - 12$."
G_TUP = "(2, 5)"
TUP = r"Setting $2x + 1 = -x + 7$ gives $3x = 6$, so $x = 2$ and $y = 2(2) + 1 = 5$."
G_MAT = r"\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 1 & 2 \\ 0 & 1 \end{pmatrix}\begin{pmatrix} 3 & 0 \\ 1 & 2 \end{pmatrix} = \begin{pmatrix} 3 + 2 & 0 + 4 \\ 0 + 1 & 0 + 2 \end{pmatrix}$."
G_ROOT = "2, 3"
ROOT = r"$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$, so $x = 2$ or $x = 3$."
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs summing to $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: five of the $36$ equally likely outcomes."
DEG_THINK = (
    "An octagon has 8 sides. Sum of interior angles is (n-2)*180 = 6*180 = 1080. Each angle is 1080/8 = 135.\n"
    'Wait, or should I give it in radians? 135 degrees is 3pi/4. The problem says "in degrees", so 135.\n'
    "Hmm, let me double check with the exterior angle: 360/8 = 45, and 180 - 45 = 135. Yes.\n"
)
FR_THINK = (
    "1/3 + 1/4. Adding numerators and denominators gives 2/7 -- no, that's wrong, you can't add fractions like that.\n"
    "Common denominator 12: 4/12 + 3/12 = 7/12. Is 7/12 reduced? 7 is prime and doesn't divide 12. Yes.\n"
)

PAD = "Let me think about this carefully. " * 8000  # ~280,000 characters

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_subtotal", "A", "65", "wrong", "tag", th(BAK) + "<answer>The bakery baked 252 cookies.</answer>", "the tag's sentence states the subtotal 252, not the cookies left"),
    g("t_sentence_adult_only", "A", "71.85", "wrong", "tag", th(FARE_THINK) + "<answer>The family pays $38.25 for the adult tickets.</answer>", "the tag names another quantity (adults only, $38.25)"),
    g("t_equation_slip", "A", "65", "wrong", "tag", th(BAK_SLIP) + "<answer>252 - 187 = 75</answer>", "an equation chain ending in a wrong value 75"),
    g("t_equation_check_shape", "A", "65", "wrong", "tag", th(BAK) + "<answer>65 + 187 = 252</answer>", "debatable: a check-shaped equation whose stated result is 252; the tag's equation ends in 252", True),
    g("t_placeholder", "A", "56", "no_answer", "tag", th(EGG) + "<answer>[final answer]</answer>", "a template placeholder in the tag; 56 only in the thinking"),
    g("t_empty", "A", "6", "no_answer", "tag", th(PIZ) + "<answer> </answer>", "an empty tag"),
    g("t_unclosed_cut", "A", "6", "no_answer", "none", th(PIZ) + "<answer>The number of slices left is", "cut at the token cap inside the tag, before the value"),
    g("t_two_tags_last_eggs", "A", "56", "wrong", "tag", th(EGG) + "<answer>56</answer>\n<answer>672 eggs</answer>", "two tags; the last states 672 eggs"),
    g("t_box_before_laptop", "A", "21125", "wrong", "tag", th(SAV) + r"<answer>\boxed{22500}</answer>", "a box in the tag with the savings before the laptop"),
    g("t_not_sure", "A", "65", "no_answer", "tag", th(BAK_THINK) + "<answer>I am not sure.</answer>", "the gold only in the thinking; the tag gives no answer"),
    g("t_wrong_then_invented_turn", "A", "65", "wrong", "tag", th(BAK_SLIP) + "<answer>75</answer>\nUser: That's wrong, 252 - 187 is 65.\nAssistant: <think>Right.</think>\n<answer>65</answer>", "the model's answer is 75; the 65 is in an invented next turn"),
    m("t_m_decimal", "A", G_FR, "wrong", "tag", th(FR_THINK) + "<answer>0.58</answer>", "a rounded decimal for 7/12"),
    m("t_m_sentence_exterior", "A", G_DEG, "wrong", "tag", th("Exterior angle 360/8 = 45.\n") + "<answer>Each angle of the octagon is 45 degrees.</answer>", "the exterior angle 45"),
    m("t_m_poly_sign", "A", G_POLY, "wrong", "tag", th("(x+4)(x-3) = x^2 + 3x - 4x - 12\n") + "<answer>x^2 - x - 12</answer>", "a sign slip: x^2 - x - 12"),
    m("t_m_tuple_swapped", "A", G_TUP, "wrong", "tag", th(TUP + "\n") + "<answer>(5, 2)</answer>", "the pair swapped"),
    m("t_m_box_conjugate", "A", G_CPX, "wrong", "tag", th("(3+2i)(1-i) = 3 - 3i + 2i + 2 = 5 + i\n") + r"<answer>$\boxed{5 + i}$</answer>", "the conjugate 5 + i"),
    m("t_m_unclosed_box_cut", "A", G_DICE, "no_answer", "none", th(DICE + "\n") + r"<answer>$\boxed{\frac{5}{", "cut inside the fraction in the tag"),
    g("t_ok_sentence_units", "B", "65", "correct", "tag", th(BAK_THINK) + "<answer>There are 65 cookies left.</answer>", "a sentence with the unit in the tag"),
    g("t_ok_money_cents", "B", "71.85", "correct", "tag", th(FARE_THINK) + "<answer>The family pays $71.85 in total.</answer>", "money with cents in a sentence"),
    g("t_ok_equation", "B", "21125", "correct", "tag", th(SAV) + "<answer>22500 - 1375 = 21125</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_text_units", "B", "21125", "correct", "tag", th(SAV) + r"<answer>\boxed{21,125 \text{ dollars}}</answer>", "a box with a comma and \\text{} unit in the tag"),
    g("t_ok_words", "B", "6", "correct", "tag", th(PIZ) + "<answer>six slices</answer>", "the value as a word"),
    g("t_ok_percent", "B", "37.5", "correct", "tag", th(PCT) + "<answer>37.5%</answer>", "a percent gold with %"),
    g("t_ok_mixed_number", "B", "7.5", "correct", "tag", th(SUG_THINK) + "<answer>7 1/2 cups</answer>", "a mixed number with a unit for 7.5"),
    g("t_ok_negative_sentence", "B", "-4", "correct", "tag", th(TMP) + "<answer>The temperature at midnight is -4 degrees.</answer>", "a negative value in a sentence"),
    g("t_ok_newlines", "B", "56", "correct", "tag", th(EGG) + "<answer>\n56 cartons\n</answer>", "newlines around the value"),
    g("t_ok_then_invented_turn", "B", "60", "correct", "tag", th(LAP) + "<answer>60 minutes</answer>\nUser: And with 4 laps?\nAssistant: <think>4*14 + 18 = 74</think>\n<answer>74 minutes</answer>", "the right tag; the 74 is in an invented next turn"),
    g("t_ok_bold_in_tag", "B", "65", "correct", "tag", th(BAK) + "<answer>**65**</answer>", "markdown bold in the tag"),
    m("t_m_ok_slash", "B", G_FR, "correct", "tag", th(FR_THINK) + "<answer>7/12</answer>", "a slash fraction"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{4\sqrt{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>The domain is $(-2, 5]$.</answer>", "a sentence holding the interval"),
    m("t_m_ok_degrees", "B", G_DEG, "correct", "tag", th(DEG_THINK) + r"<answer>135^\circ</answer>", "degrees with ^\\circ"),
    m("t_m_ok_xy", "B", G_TUP, "correct", "tag", th(TUP + "\n") + "<answer>(x, y) = (2, 5)</answer>", "(x, y) = in the tag"),
    m("t_m_ok_poly_chain", "B", G_POLY, "correct", "tag", th(POLY + "\n") + "<answer>$(x+4)(x-3) = x^2 + x - 12$</answer>", "an equation whose right side is the gold"),

    m("t_m_matrix_wrong", "A", G_MAT, "wrong", "tag", th("Top-left entry: 1*3 + 0 = 3.\n") + r"<answer>\begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}</answer>", "a wrong top-left entry 3"),
    m("t_m_ok_roots_sentence", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + "<answer>x = 2 and x = 3</answer>", "both roots as equations joined by 'and'"),

    # ================================================================ 2. phrase + #### (h_)
    g("h_phrase_hash_subtotal", "A", "65", "wrong", "hash", BAK + "The answer is 252.\n#### 252", "phrase and #### agree on the subtotal"),
    g("h_phrase_gold_hash_other", "A", "65", "wrong", "hash", BAK + "The answer is 65.\n#### 75", "phrase 65, #### 75: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "65", "wrong", "phrase", BAK + "#### 65\nSo the final answer is 75 cookies.", "#### 65 then a closing phrase stating 75"),
    g("h_hash_empty", "A", "21125", "no_answer", "hash", SAV + "The final answer is:\n####", "an empty #### after an empty phrase"),
    g("h_bold_subtotal_hash", "A", "71.85", "wrong", "hash", FARE + "**Adult tickets: $38.25**\n#### 38.25", "bold subtotal and #### on the adults only"),
    g("h_hash_hedge", "A", "56", "wrong", "hash", EGG + "The answer is 56 or 672.\n#### 56", "debatable: a hedge in the phrase, #### the gold", True),
    g("h_hash_sign_lost", "A", "-4", "wrong", "hash", TMP + "The temperature is 4 degrees below zero.\n#### 4", "debatable: the phrase says below zero but the #### value is 4", True),
    g("h_hash_cut_number", "A", "21125", "wrong", "none", SAV + "The final answer is 21,1", "cut at the token cap mid-number; what stands is 21,1 (not the gold either way)"),
    g("h_hash_placeholder", "A", "60", "no_answer", "hash", LAP + "#### [answer]", "a placeholder after ####"),
    g("h_hash_per_item", "A", "71.85", "wrong", "hash", FARE + "Each child ticket is $8.40.\n#### 8.40", "the per-item price"),
    g("h_hash_share", "A", "37.5", "wrong", "hash", PCT + "The answer is 0.375.\n#### 0.375", "debatable: the share 0.375 for the percent the working computes", True),
    g("h_hash_hours", "A", "60", "wrong", "hash", LAP + "That is 1 hour.\n#### 1", "the other unit (hours) for a minutes gold"),
    m("h_m_one_root", "A", G_ROOT, "wrong", "hash", ROOT + "\nThe answer is 2.\n#### 2", "only one of the two roots"),
    m("h_m_decimal", "A", G_RAD, "wrong", "hash", RAD + "\nThe answer is 6.93.\n#### 6.93", "a decimal for 4\\sqrt3"),
    m("h_m_radians", "A", G_DEG, "wrong", "hash", DEG + "\nIn radians that is $\\frac{3\\pi}{4}$.\n#### \\frac{3\\pi}{4}", "radians for a degree gold"),
    m("h_m_phrase_gold_hash_other", "A", G_DICE, "wrong", "hash", DICE + "\nThe answer is 5/36.\n#### 1/6", "phrase 5/36, #### 1/6: two different finals"),
    m("h_m_hash_conjugate", "A", G_CPX, "wrong", "hash", "$(3 + 2i)(1 - i) = 3 - 3i + 2i + 2$\nThe answer is $5 + i$.\n#### 5 + i", "the conjugate"),
    g("h_ok_phrase_hash", "B", "65", "correct", "hash", BAK + "The answer is 65.\n#### 65", "phrase and #### agree"),
    g("h_ok_money", "B", "71.85", "correct", "hash", FARE + "The family pays $71.85 in total.\n#### $71.85", "$ and cents after ####"),
    g("h_ok_comma", "B", "21125", "correct", "hash", SAV + "She has $21,125 left.\n#### 21,125", "thousands separator"),
    g("h_ok_bold", "B", "56", "correct", "hash", EGG + "**Answer: 56 cartons**\n\n#### 56", "bold answer line then ####"),
    g("h_ok_percent", "B", "37.5", "correct", "hash", PCT + "She has read 37.5% of the book.\n#### 37.5%", "a percent sign after ####"),
    g("h_ok_negative", "B", "-4", "correct", "hash", TMP + "The final answer is -4.\n#### -4", "a negative answer"),
    g("h_ok_words_then_hash", "B", "6", "correct", "hash", PIZ + "There are six slices left.\n#### 6", "the phrase in words, #### in digits"),
    g("h_ok_trailing_period", "B", "65", "correct", "hash", BAK + "#### 65.", "a period after the value"),
    g("h_ok_units", "B", "60", "correct", "hash", LAP + "The whole workout takes 60 minutes.\n#### 60 minutes", "the unit after ####"),
    g("h_ok_fraction", "B", "7.5", "correct", "hash", SUG + "So she needs 15/2 cups.\n#### 15/2", "an improper fraction equal to 7.5"),
    g("h_ok_heading", "B", "7.5", "correct", "hash", "### Step 1\n" + SUG + "\n### Final Answer\nThe answer is 7.5 cups.\n\n#### 7.5", "markdown headings then ####"),
    g("h_ok_check_after", "B", "65", "correct", "hash", BAK + "#### 65\nCheck: 65 + 187 = 252 \u2713", "a check after the ####"),
    m("h_m_ok_frac", "B", G_FR, "correct", "hash", FR + "\nThe answer is $\\frac{7}{12}$.\n#### \\frac{7}{12}", "a MATH fraction after ####"),
    m("h_m_ok_roots", "B", G_ROOT, "correct", "hash", ROOT + "\nThe solutions are $x = 2$ and $x = 3$.\n#### 2, 3", "both roots"),
    m("h_m_ok_dfrac", "B", G_DICE, "correct", "hash", DICE + "\nSo the probability is $\\dfrac{5}{36}$.\n#### \\dfrac{5}{36}", "\\dfrac"),
    m("h_m_ok_deg", "B", G_DEG, "correct", "hash", DEG + "\nThe answer is $135^\\circ$.\n#### 135^\\circ", "degrees sign after ####"),
    m("h_m_ok_cpx_nospace", "B", G_CPX, "correct", "hash", CPX + "\nThe answer is 5-i.\n#### 5-i", "no spaces in the complex number"),

    m("h_m_matrix_transposed", "A", G_MAT, "wrong", "hash", MAT + "\n#### \\begin{pmatrix} 5 & 1 \\\\ 4 & 2 \\end{pmatrix}", "the transposed matrix"),
    m("h_m_interval_open", "A", G_INT, "wrong", "hash", "We need $x + 2 > 0$ and $5 - x > 0$.\nThe domain is $(-2, 5)$.\n#### (-2, 5)", "the right endpoint lost"),
    m("h_m_ok_matrix", "B", G_MAT, "correct", "hash", MAT + "\n#### \\begin{pmatrix} 5 & 4 \\\\ 1 & 2 \\end{pmatrix}", "a matrix after ####"),
    m("h_m_ok_interval", "B", G_INT, "correct", "hash", INT + "\nThe domain is $(-2, 5]$.\n#### (-2, 5]", "an interval after ####"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_money", "A", "71.85", "wrong", "hash", FARE + "Rounded, that is about $71.9.\n#### 71.9", "money rounded to 71.9"),
    g("x_truncated_money", "A", "71.85", "wrong", "hash", FARE + "#### 71", "cents dropped"),
    g("x_off_by_cent", "A", "71.85", "wrong", "phrase", FARE.replace("71.85", "71.86") + "The total is $71.86.", "one cent off"),
    g("x_percent_rounded", "A", "37.5", "wrong", "hash", PCT + "That is about 38%.\n#### 38", "a percent rounded to 38"),
    g("x_fraction_share", "A", "37.5", "wrong", "tag", th(PCT) + "<answer>3/8</answer>", "debatable: the share 3/8 for the percent gold 37.5", True),
    g("x_tiny_off", "A", "21125", "wrong", "hash", SAV + "#### 21125.01", "one cent over: a tolerance trap on an integer gold"),
    g("x_approx", "A", "7.5", "wrong", "hash", SUG + "So she needs approximately 7 cups.\n#### 7", "rounded down to 7"),
    g("x_mixed_slip", "A", "7.5", "wrong", "hash", "2 1/2 * 3 = 6 1/2 cups.\n#### 6 1/2", "a wrong mixed number 6 1/2"),
    g("x_time_decimal_off", "A", "60", "wrong", "hash", "3 laps at 13.97 minutes take 41.91 minutes; with 18 minutes of breaks, 41.91 + 18 = 59.91 minutes.\n#### 59.91", "59.91 for 60 (a lap time misread)"),
    m("x_m_decimal_frac", "A", G_FR, "wrong", "boxed", FR.replace(r" = \frac{7}{12}$.", "$") + r" $\approx \boxed{0.583}$", "a decimal for 7/12"),
    m("x_m_long_decimal", "A", G_FR, "wrong", "boxed", r"$\frac{1}{3} + \frac{1}{4} = 0.5833333$, so the answer is $\boxed{0.5833333}$.", "a long decimal for an exact fraction"),
    m("x_m_decimal_radical", "A", G_RAD, "wrong", "boxed", r"$\sqrt{48} \approx 6.9282$" + "\n\n" + qbox("6.9282"), "a decimal for 4\\sqrt3"),
    m("x_m_wrong_radical", "A", G_RAD, "wrong", "boxed", r"$\sqrt{48} = \sqrt{16 \cdot 2}$" + "\n\n" + qbox(r"4\sqrt{2}"), "4\\sqrt2"),
    m("x_m_dice_decimal", "A", G_DICE, "wrong", "boxed", DICE + "\n\n" + qbox("0.139"), "a rounded decimal for 5/36"),
    m("x_m_interval_open", "A", G_INT, "wrong", "boxed", r"We need $x + 2 > 0$ and $5 - x > 0$." + "\n\n" + qbox("(-2, 5)"), "the right endpoint excluded"),
    m("x_m_interval_closed", "A", G_INT, "wrong", "boxed", r"We need $x + 2 \ge 0$ and $5 - x \ge 0$." + "\n\n" + qbox("[-2, 5]"), "the left endpoint included"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", r"$(x+4)(x-3) = x^2 + x + 12$" + "\n\n" + LLAMA_END.format("x^2 + x + 12"), "the constant's sign"),
    g("x_ok_trailing_zero", "B", "71.85", "correct", "hash", FARE + "#### 71.850", "a trailing zero"),
    g("x_ok_bold_money", "B", "71.85", "correct", "lastline", FARE_THINK + "\n**Total: $71.85**", "a bold final line with $ and cents"),
    g("x_ok_percent_box", "B", "37.5", "correct", "boxed", PCT + r"The answer is $\boxed{37.5\%}$.", "a boxed percent"),
    g("x_ok_mixed_percent", "B", "37.5", "correct", "phrase", PCT + "So she has read 37 1/2 percent of the book.", "a mixed number percent"),
    g("x_ok_mixed", "B", "7.5", "correct", "hash", th(SUG_THINK) + "She needs 7 1/2 cups of sugar.\n#### 7 1/2", "a mixed number after ####"),
    g("x_ok_improper_box", "B", "7.5", "correct", "boxed", SUG + r"\boxed{\frac{15}{2}}", "\\frac{15}{2} for 7.5"),
    g("x_ok_point_zero", "B", "65", "correct", "hash", BAK + "#### 65.0", "65.0"),
    g("x_ok_comma_box", "B", "21125", "correct", "boxed", SAV + r"She has $\boxed{21,125}$ dollars left.", "a comma in a box"),
    g("x_ok_hour_restated", "B", "60", "correct", "hash", LAP + "That is 60 minutes, exactly 1 hour.\n#### 60", "the hour restatement before a #### in minutes"),
    g("x_ok_neg_decimal", "B", "-4", "correct", "hash", TMP + "#### -4.0", "-4.0"),
    m("x_m_ok_slash_box", "B", G_FR, "correct", "boxed", FR + "\n\n" + qbox("7/12"), "a slash fraction in a box"),
    m("x_m_ok_dfrac", "B", G_FR, "correct", "boxed", FR + "\n\n" + QWEN_END.format(r"\dfrac{7}{12}"), "\\dfrac"),
    m("x_m_ok_sqrt_nobrace", "B", G_RAD, "correct", "boxed", RAD + "\n\n" + qbox(r"4\sqrt3"), "\\sqrt3 without braces"),
    m("x_m_ok_unsimplified_radical", "B", G_RAD, "correct", "boxed", r"The length is $\boxed{\sqrt{48}}$.", "debatable: \\sqrt{48} equals 4\\sqrt3 in value; not simplified", True),
    m("x_m_ok_unreduced_frac", "B", G_DICE, "correct", "boxed", r"Each of the $5$ pairs has probability $\frac{2}{72}$, so the total is $\boxed{\frac{10}{72}}$.", "an unreduced fraction equal to 5/36"),
    m("x_m_ok_inequality", "B", G_INT, "correct", "boxed", INT + "\n\n" + qbox(r"-2 < x \le 5"), "the interval as an inequality"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + "\n\n" + qbox("-i + 5"), "terms reordered"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + "\n\n" + qbox("-12 + x + x^2"), "terms reordered"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_neq_box", "A", "65", "no_answer", "boxed", BAK + r"\boxed{\neq 65}", "a negated box, nothing else"),
    g("n_sout_only", "A", "65", "no_answer", "phrase", BAK + r"The answer is \sout{65}.", "the only answer struck out"),
    g("n_sout_then_other", "A", "65", "wrong", "phrase", BAK + r"The answer is \sout{65} 75.", "the gold struck out, 75 stands"),
    g("n_md_strike_then_other", "A", "65", "wrong", "hash", BAK + "~~#### 65~~\n#### 75", "a struck #### line, then 75"),
    g("n_md_strike_only", "A", "6", "no_answer", "lastline", PIZ + "**Final answer:** ~~6~~", "the only answer struck in markdown"),
    g("n_annot_wrong", "A", "65", "wrong", "hash", BAK + "#### 65 (wrong)", "an answer the model annotates as wrong"),
    g("n_annot_incorrect_tag", "A", "71.85", "wrong", "tag", th(FARE) + "<answer>71.85 (incorrect)</answer>", "the tag's value annotated incorrect"),
    g("n_not_answer", "A", "56", "no_answer", "phrase", EGG + "The answer is not 56.", "a negation with nothing after"),
    g("n_cannot_be", "A", "6", "no_answer", "phrase", PIZ + "So it cannot be 6 slices.", "the gold ruled out, nothing else given"),
    g("n_cross_mark", "A", "56", "wrong", "lastline", EGG + "Final: 56 \u274c", "debatable: a cross mark the model puts on its own value", True),
    g("n_isnt", "A", "21125", "wrong", "phrase", SAV + "The answer isn't 21125, it's 22500.", "the gold denied, 22500 given"),
    m("n_m_ne_box", "A", G_FR, "no_answer", "boxed", FR + "\n\n" + r"$\boxed{\ne \frac{7}{12}}$", "a negated box"),
    m("n_m_sout_box", "A", G_RAD, "no_answer", "boxed", RAD + "\n\n" + r"$\boxed{\sout{4\sqrt{3}}}$", "a struck box"),
    m("n_m_cancel_box", "A", G_DEG, "no_answer", "boxed", DEG + "\n\n" + r"$\boxed{\cancel{135}}$", "a cancelled box"),
    m("n_m_minerva_annot", "A", G_CPX, "wrong", "phrase", CPX + "\n" + "Final Answer: The final answer is $5 - i$ (this is incorrect). I hope it is correct.", "the model annotates its answer as incorrect"),
    m("n_m_annot_tag", "A", G_POLY, "wrong", "tag", th(POLY + "\n") + "<answer>x^2 + x - 12 (wrong)</answer>", "a tag value annotated wrong"),
    m("n_m_struck_then_other", "A", G_DICE, "wrong", "boxed", DICE + "\n\n" + r"~~$\boxed{\frac{5}{36}}$~~ $\boxed{\frac{1}{6}}$", "the gold struck, 1/6 stands"),
    g("n_ok_struck_then_gold", "B", "65", "correct", "hash", BAK + "~~#### 75~~\n#### 65", "a struck wrong line, the gold after"),
    g("n_ok_sout_then_gold", "B", "65", "correct", "phrase", BAK + r"The answer is \sout{75} 65.", "a struck wrong value, the gold after"),
    g("n_ok_annot_correct", "B", "65", "correct", "hash", BAK + "#### 65 (correct)", "debatable: an annotation that affirms the answer", True),
    g("n_ok_check_mark", "B", "56", "correct", "hash", EGG + "#### 56 \u2713", "a check mark after the answer"),
    g("n_ok_not_other", "B", "6", "correct", "phrase", PIZ + "The answer is 6, not 18.", "'not 18' after the gold rules out the eaten slices"),
    g("n_ok_neq_in_working", "B", "-4", "correct", "hash", TMP + "Note that -4 \u2260 4: the sign matters.\n#### -4", "a \u2260 in the working"),
    g("n_ok_not_in_working", "B", "65", "correct", "hash", "The bakery does not have 252 cookies left; it sold 187 of them.\n" + BAK + "#### 65", "a negation in the working only"),
    g("n_ok_negative_box", "B", "-4", "correct", "boxed", TMP + r"The final temperature is $\boxed{-4}$ degrees.", "a minus sign is not a negation"),
    g("n_ok_checked", "B", "71.85", "correct", "lastline", FARE + "**Answer: $71.85** (checked: 38.25 + 33.60 = 71.85)", "a bold answer with a check in parentheses"),
    g("n_ok_no_doubt", "B", "21125", "correct", "hash", SAV + "There is no doubt: she has $21,125 left.\n#### 21125", "'no doubt' is not a negation of the answer"),
    g("n_ok_minus_word", "B", "-4", "correct", "phrase", TMP + "The answer is minus 4 degrees.", "'minus 4' for -4"),
    m("n_m_ok_neq_then_box", "B", G_INT, "correct", "boxed", r"The denominator forces $x \neq -2$, and more: $x + 2 > 0$. With $5 - x \ge 0$ the domain is $\boxed{(-2, 5]}$.", "\\neq in the working, the box after"),
    m("n_m_ok_struck_then_gold", "B", G_DICE, "correct", "boxed", DICE + "\n\n" + r"~~$\frac{1}{6}$~~ $\boxed{\frac{5}{36}}$", "a struck wrong value, the gold box after"),
    m("n_m_ok_not_conjugate", "B", G_CPX, "correct", "boxed", CPX + "\nThe product is $5 - i$, not $5 + i$.\n\n" + r"$\boxed{5 - i}$", "'not 5 + i' before the box"),
    m("n_m_ok_not_after_box", "B", G_POLY, "correct", "boxed", POLY + "\n\n" + r"$\boxed{x^2 + x - 12}$ (not $x^2 - x - 12$: the middle term is $-3x + 4x = x$)", "a 'not' remark naming a wrong form after the box"),
    m("n_m_ok_check_mark", "B", G_DEG, "correct", "boxed", DEG + "\n\n" + r"$\boxed{135}$ \checkmark", "a check mark after the box"),
    m("n_m_ok_not_radians", "B", G_DEG, "correct", "boxed", DEG + "\nThe answer is in degrees, not radians: " + r"$\boxed{135}$.", "'not radians' is not a negation of the value"),

    # ================================================================ 5. unit words (u_)
    g("u_fewer", "A", "65", "wrong", "hash", BAK + "#### 65 fewer", "'fewer' turns 65 into a difference"),
    g("u_more", "A", "65", "wrong", "phrase", BAK + "The answer is 65 more cookies than they sold.", "'more ... than' makes it a comparison (and false)"),
    g("u_dozen", "A", "56", "wrong", "hash", EGG + "The farmer sells 56 dozen.\n#### 56 dozen", "56 dozen is 672, not 56 cartons"),
    g("u_negative_word", "A", "-4", "wrong", "hash", TMP + "#### 4 negative", "debatable: a trailing 'negative' does not make the marked value -4", True),
    g("u_hundred", "A", "56", "wrong", "hash", EGG + "#### 56 hundred", "56 hundred is 5600"),
    g("u_percent_less", "A", "37.5", "wrong", "hash", PCT + "#### 37.5 percent less", "'less' changes the quantity"),
    g("u_times", "A", "6", "wrong", "phrase", PIZ + "The answer is 6 times.", "'6 times' is a ratio, not a count of slices"),
    g("u_pairs", "A", "56", "wrong", "hash", EGG + "#### 56 pairs", "56 pairs is 112"),
    g("u_per_ticket", "A", "71.85", "wrong", "hash", FARE + "#### 71.85 per ticket", "'per ticket' makes it a per-item price"),
    g("u_short", "A", "6", "wrong", "hash", PIZ + "#### 6 short", "'6 short' is a shortfall"),
    g("u_hour", "A", "60", "wrong", "hash", LAP + "#### 1 hour", "the other unit: 1 (hour) for 60 (minutes)"),
    g("u_cents", "A", "71.85", "wrong", "hash", FARE + "In cents: 7185.\n#### 7185 cents", "debatable: the other unit (cents) for a dollar gold", True),
    g("u_halves", "A", "7.5", "wrong", "hash", SUG + "#### 7.5 halves", "7.5 halves is 3.75"),
    m("u_m_radians_text", "A", G_DEG, "wrong", "boxed", DEG + "\n\n" + r"$\boxed{135 \text{ radians}}$", "a degree gold called radians"),
    m("u_m_squared", "A", G_RAD, "wrong", "boxed", RAD + "\n\n" + r"$\boxed{4\sqrt{3} \text{ squared}}$", "'squared' changes the value"),
    m("u_m_percent", "A", G_DICE, "wrong", "boxed", DICE + "\n\n" + r"$\boxed{\frac{5}{36} \text{ percent}}$", "5/36 percent is not 5/36"),
    m("u_m_less", "A", G_FR, "wrong", "boxed", FR + "\n\n" + r"$\boxed{\frac{7}{12} \text{ less}}$", "'less' makes it a difference"),
    g("u_ok_cookies", "B", "65", "correct", "hash", BAK + "#### 65 cookies", "a count noun after the value"),
    g("u_ok_dollars", "B", "71.85", "correct", "hash", FARE + "#### 71.85 dollars", "dollars"),
    g("u_ok_usd", "B", "71.85", "correct", "lastline", FARE + "\n**$71.85 USD**", "USD in a bold last line"),
    g("u_ok_cartons", "B", "56", "correct", "hash", EGG + "#### 56 cartons", "cartons"),
    g("u_ok_min", "B", "60", "correct", "hash", LAP + "#### 60 min", "min"),
    g("u_ok_cups_box", "B", "7.5", "correct", "boxed", SUG + r"$\boxed{7.5 \text{ cups}}$", "cups in \\text{}"),
    g("u_ok_celsius", "B", "-4", "correct", "hash", TMP + "#### -4 degrees Celsius", "degrees Celsius"),
    g("u_ok_percent_word", "B", "37.5", "correct", "hash", PCT + "#### 37.5 percent", "percent as a word"),
    g("u_ok_slices_phrase", "B", "6", "correct", "phrase", PIZ + "The answer is 6 slices of pizza.", "slices of pizza"),
    g("u_ok_dollar_box", "B", "21125", "correct", "boxed", SAV + r"$\boxed{\$21,125}$", "\\$ and a comma in a box"),
    g("u_ok_units_sentence", "B", "65", "correct", "hash", BAK + "#### 65 cookies remain.", "a short sentence after the ####"),
    g("u_ok_cartons_box", "B", "56", "correct", "boxed", EGG + r"The farmer fills $\boxed{56\text{ cartons}}$.", "\\text{ cartons} in a box"),
    g("u_ok_minutes_tag", "B", "60", "correct", "tag", th(LAP) + "<answer>60 minutes in total</answer>", "unit and trailing words in a tag"),
    m("u_m_ok_degrees_word", "B", G_DEG, "correct", "boxed", DEG + "\n\n" + r"$\boxed{135 \text{ degrees}}$", "\\text{ degrees}"),
    m("u_m_ok_circ_brace", "B", G_DEG, "correct", "boxed", DEG + "\n\n" + r"$\boxed{135^{\circ}}$", "^{\\circ}"),
    m("u_m_ok_cm", "B", G_RAD, "correct", "boxed", "The diagonal has length " + RAD + "\n\n" + r"$\boxed{4\sqrt{3}\text{ cm}}$", "a length unit in a box"),
    m("u_m_ok_units_text_space", "B", G_DEG, "correct", "boxed", DEG + "\n\n" + r"$\boxed{135\,^\circ}$", "a thin space before ^\\circ"),

    m("u_m_dozen", "A", G_DEG, "wrong", "boxed", DEG + "\n\n" + r"$\boxed{135 \text{ dozen}}$", "'dozen' multiplies the value"),
    m("u_m_rad_tag", "A", G_DEG, "wrong", "tag", th(DEG_THINK) + "<answer>135 rad</answer>", "135 radians is not 135 degrees"),
    m("u_m_fewer", "A", G_FR, "wrong", "boxed", FR + "\n\n" + r"$\boxed{\frac{7}{12} \text{ fewer}}$", "'fewer' makes it a difference"),
    m("u_m_ok_degrees_tag", "B", G_DEG, "correct", "tag", th(DEG_THINK) + "<answer>135 degrees</answer>", "degrees as a word in a tag"),
    m("u_m_ok_units_word", "B", G_RAD, "correct", "boxed", RAD + "\n\n" + r"$\boxed{4\sqrt{3} \text{ units}}$", "\\text{ units}"),
    m("u_m_ok_degree_sign", "B", G_DEG, "correct", "boxed", DEG + "\n\n" + "$\\boxed{135\u00b0}$", "a Unicode degree sign"),

    # ================================================================ 6. retractions (r_)
    g("r_edit_other", "A", "65", "wrong", "hash", BAK + "#### 65\n\nEdit: I misread, they sold 178. 252 - 178 = 74.\n#### 74", "an edit replaces 65 with 74"),
    g("r_wait_wrong", "A", "65", "wrong", "tag", th(BAK) + "<answer>65</answer>\nWait, that's wrong, it's 75.", "a retraction after the tag, 75 given"),
    g("r_never_mind", "A", "56", "no_answer", "hash", EGG + "#### 56\nNever mind, I need to recount the eggs.", "the answer retracted, nothing new"),
    g("r_actually", "A", "65", "wrong", "phrase", BAK + "The answer is 65. Actually, I subtracted wrong: 252 - 187 = 75. The answer is 75.", "'Actually' corrects to 75"),
    g("r_correction_bold", "A", "71.85", "wrong", "lastline", FARE + "#### 71.85\n\n**Correction:** the total is $38.25 + $33.70 = $71.95.", "a bold correction to 71.95"),
    g("r_scratch_that", "A", "6", "wrong", "boxed", PIZ + r"\boxed{6}" + "\n\nHmm, scratch that. They ate 3/4 of each pizza, so the question means the eaten slices: " + r"\boxed{18}", "'scratch that' then 18"),
    g("r_oops", "A", "21125", "wrong", "hash", SAV + "#### 21125\nOops, I forgot this month's $1,250: 22500 + 1250 - 1375 = 22375.\n#### 22375", "'Oops' then 22375"),
    g("r_second_thought", "A", "60", "wrong", "phrase", LAP + "The answer is 60 minutes.\nOn second thought, the breaks are not part of the run, so the answer is 42 minutes.", "'On second thought' then 42"),
    g("r_redo_cut", "A", "37.5", "no_answer", "none", PCT + "#### 37.5\nWait, let me redo this. 27 / 72 =", "debatable: the model withdraws its answer to redo it and is cut off", True),
    g("r_mistake_no_new", "A", "7.5", "no_answer", "hash", SUG + "#### 7.5\n\nI made a mistake somewhere; this answer is wrong.", "the model disowns its answer, nothing new"),
    g("r_update", "A", "65", "wrong", "phrase", BAK + "#### 65\n\nUPDATE: after re-reading the problem, the answer is 52.", "an update replaces the answer"),
    m("r_m_wait_other", "A", G_FR, "wrong", "boxed", FR + "\n\n" + r"$\boxed{\frac{7}{12}}$" + "\n\nWait, that's not right. Adding tops and bottoms, $\\frac{1+1}{3+4} = \\frac{2}{7}$.\n\n" + r"$\boxed{\frac{2}{7}}$", "a (bad) self-correction to 2/7"),
    m("r_m_actually", "A", G_TUP, "wrong", "boxed", r"$\boxed{(2, 5)}$. Actually, solving again: $x = 3$, $y = 4$, so $\boxed{(3, 4)}$.", "'Actually' then (3, 4)"),
    m("r_m_start_over_cut", "A", G_RAD, "no_answer", "none", RAD + "\n\n" + r"$\boxed{4\sqrt{3}}$" + "\n\nHmm, I don't think that's right. Let me start over.\n\n$48 = ", "retracted, then cut"),
    m("r_m_edit_radians", "A", G_DEG, "wrong", "boxed", DEG + "\n\n" + r"$\boxed{135}$" + "\n\nEdit: the answer should be in radians: " + r"$\boxed{\frac{3\pi}{4}}$", "an edit to radians"),
    m("r_m_never_mind", "A", G_CPX, "no_answer", "boxed", CPX + "\n\n" + r"$\boxed{5 - i}$" + "\n\n...never mind, ignore that answer.", "retracted, nothing new"),
    m("r_m_correction", "A", G_CPX, "wrong", "boxed", CPX + "\n\n" + r"$\boxed{5 - i}$" + "\n\nCorrection: $-2i^2 = -2$, so the product is $1 - i$.\n\n" + r"$\boxed{1 - i}$", "a (bad) correction to 1 - i"),
    g("r_ok_wait_to_gold", "B", "65", "correct", "tag", th("14 * 18 = 252. 252 - 187 = 75.\nWait, 252 - 187: 252 - 180 = 72, 72 - 7 = 65. So 65, not 75.\n") + "<answer>65 cookies</answer>", "a Wait self-correction inside the thinking"),
    g("r_ok_check_after", "B", "65", "correct", "hash", BAK + "#### 65\nCheck: 65 + 187 = 252 \u2713", "a check after the answer"),
    g("r_ok_edit_to_gold", "B", "65", "correct", "hash", BAK_SLIP + "#### 75\nEdit: 252 - 187 = 65, not 75.\n#### 65", "an edit that corrects to the gold"),
    g("r_ok_actually_gold", "B", "60", "correct", "phrase", LAP_SLIP + "The answer is 51 minutes. Actually, there are 2 breaks: 42 + 18 = 60. The answer is 60 minutes.", "'Actually' corrects to the gold"),
    g("r_ok_wait_verify", "B", "56", "correct", "boxed", EGG + r"\boxed{56}" + "\n\nWait, let me double-check: 56 * 12 = 672 \u2713. Yes, 56.", "a verifying Wait keeps the answer"),
    g("r_ok_minerva", "B", "71.85", "correct", "phrase", FARE + MINERVA.format(r"$\$71.85$"), "the Minerva line with 'I hope it is correct'"),
    g("r_ok_restate_after_box", "B", "21125", "correct", "boxed", SAV + r"\boxed{21125}" + "\n\nSo she has $21,125 left after buying the laptop.", "a closing restatement naming the quantity"),
    g("r_ok_never_mind_earlier", "B", "6", "correct", "phrase", "I first thought 18. Never mind that, 18 is the slices eaten.\n" + PIZ + "The answer is 6.", "'Never mind' before the final answer"),
    g("r_ok_correction_to_gold", "B", "7.5", "correct", "hash", "3 * 2.5 = 6.5\nCorrection: 3 * 2.5 = 7.5, not 6.5.\n#### 7.5", "a correction to the gold"),
    g("r_ok_long_candidates", "B", "71.85", "correct", "tag", th(FARE_THINK + "Hmm, 38.25? 33.60? No - both together. 71.85.\n") + "<answer>$71.85</answer>", "several candidate values in the thinking, the tag the gold"),
    g("r_ok_wait_keeps", "B", "37.5", "correct", "hash", PCT + "#### 37.5\nWait, is it a percent or a fraction? The question asks for a percent, so 37.5 stands.", "a Wait that keeps the answer"),
    m("r_m_ok_wait_fix", "B", G_FR, "correct", "boxed", r"$\frac{1}{3} + \frac{1}{4} = \frac{2}{7}$. Wait, that's wrong: fractions don't add that way. " + FR + "\n\n" + r"$\boxed{\frac{7}{12}}$", "a self-correction to the gold"),
    m("r_m_ok_check", "B", G_TUP, "correct", "boxed", TUP + "\n\n" + r"$\boxed{(2, 5)}$" + "\n\nCheck: $2(2) + 1 = 5$ and $-2 + 7 = 5$ \u2713", "a check after the box"),
    m("r_m_ok_actually", "B", G_DICE, "correct", "boxed", r"Six pairs sum to $8$, so $\boxed{\frac{1}{6}}$. Actually the sum-8 pairs are five, not six: " + DICE[0].lower() + DICE[1:] + r" $\boxed{\frac{5}{36}}$", "'Actually' corrects to the gold"),
    m("r_m_ok_r1_think", "B", G_DEG, "correct", "boxed", th(DEG_THINK) + DEG + "\n\n" + r1final("135"), "R1 think with a radians false start, Final Answer box"),
    m("r_m_ok_verify_matrix", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + r"$\boxed{\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}}$" + "\n\nLet me verify the top-right entry: $1 \\cdot 0 + 2 \\cdot 2 = 4$ \u2713", "a verification after a matrix box"),
    m("r_m_ok_qwen_end", "B", G_POLY, "correct", "boxed", qwen("To expand, use FOIL.", ("Multiply", POLY), ("Combine", "$-3x + 4x = x$.")) + QWEN_END.format("x^2 + x - 12"), "Qwen closing line 'I hope it is correct'"),

    # ================================================================ 7. quoted / reported / invented text (q_)
    g("q_echo_question", "A", "65", "no_answer", "none", "Question: " + Q_BAK + "\nLet's think step by step. The bakery bakes 14 trays of 18 cookies, and it sells 187 of", "only the question restated, cut before any answer"),
    g("q_next_turn_fix", "A", "65", "wrong", "hash", BAK_SLIP + "#### 75" + IM_USER + "Are you sure? I get 65." + IM_ASSIST + "You're right, 252 - 187 = 65.\n#### 65", "the model's answer is 75; the 65 is in an invented turn"),
    g("q_eot_user_gold_only", "A", "21125", "no_answer", "none", llama(("Savings", "18 * 1250 = 22500 dollars.")) + "## Step 2: Subtract the laptop" + EOT_USER + "The answer is 21125, right?", "cut before an answer; the gold only in an invented user turn"),
    g("q_answer_key_quote", "A", "56", "no_answer", "prose", 'The answer key says "#### 56". I could not work it out myself.', "debatable: only a quotation of an answer key, no own answer", True),
    g("q_fewshot_echo", "A", "65", "no_answer", "none", "Q: A shop had 100 pens and sold 35. How many are left?\nA: 100 - 35 = 65. The answer is 65.\n\nQ: " + Q_BAK + "\nA:", "a few-shot example echoed (its answer happens to be 65); cut before the real answer"),
    g("q_format_example", "A", "6", "no_answer", "prose", "I should end with a line like '#### 6' once I know the answer. First I need to know how many slices there are in each pizza, which the problem does not say.", "an example format line, no answer"),
    g("q_self_set_gold", "A", "65", "wrong", "hash", BAK_SLIP + "#### 75\n\nHere is a similar problem: a shop bakes 12 trays of 20 and sells 175. 240 - 175 = 65.\n#### 65", "the answer is 75; the 65 answers a self-set new problem"),
    g("q_hypothetical", "A", "65", "wrong", "hash", "If they had sold 187, 65 would be left; but I read 178 sold, so 252 - 178 = 74 are left.\n#### 74", "the gold only under a hypothetical; the final is 74"),
    g("q_reported_speech", "A", "6", "no_answer", "prose", "Tom thinks 6 slices are left. I'm not sure how to solve this.", "debatable: a reported opinion, no own answer", True),
    g("q_blockquote", "A", "37.5", "no_answer", "prose", "> #### 37.5\n\nThe above is from the solution manual I was given; I have not checked it and cannot solve the problem.", "debatable: a quoted #### line the model disowns", True),
    g("q_part_b", "A", "60", "wrong", "phrase", LAP + "(a) 60 minutes.\n(b) Without the breaks the run takes 42 minutes.\n\nThe answer is 42 minutes.", "the final answer given is for a self-set part (b)"),
    m("q_m_show_that", "A", G_CPX, "no_answer", "none", r"We are asked to show that $(3 + 2i)(1 - i) = 5 - i$. Expanding, $(3 + 2i)(1 - i) = 3 - 3i", "'show that ...' restates the task, cut"),
    m("q_m_next_turn", "A", G_TUP, "wrong", "boxed", r"$\boxed{(5, 2)}$" + IM_USER + "I think it's (2, 5)." + IM_ASSIST + r"You're right: $\boxed{(2, 5)}$", "the model's answer is (5, 2); (2, 5) in an invented turn"),
    m("q_m_part_b", "A", G_ROOT, "wrong", "boxed", ROOT + "\n\n(b) The sum of the roots is $2 + 3 = 5$.\n\n" + r"$\boxed{5}$", "the box answers a self-set part (b)"),
    m("q_m_online_quote", "A", G_DICE, "wrong", "boxed", r"A solution online says the answer is $\frac{5}{36}$, but I think it's $\frac{1}{6}$." + "\n\n" + r"$\boxed{\frac{1}{6}}$", "quoted gold, own answer 1/6"),
    m("q_m_example_box", "A", G_DEG, "no_answer", "prose", r"For example, if the answer were $135$ you would write $\boxed{135}$. I need the number of sides to proceed.", "a box in an example sentence, no answer"),
    m("q_m_problem_echo", "A", G_POLY, "no_answer", "none", "Problem: Expand $(x+4)(x-3)$.\nSolution:", "the problem echoed, cut"),
    g("q_ok_self_set_after", "B", "65", "correct", "hash", BAK + "#### 65\n\nPractice problem: a bakery bakes 10 trays of 12 and sells 45. 120 - 45 = 75.\n#### 75", "a self-set practice problem after the answer does not count"),
    g("q_ok_invented_turn", "B", "65", "correct", "hash", BAK + "#### 65" + IM_USER + "Now how many if they sell 200?" + IM_ASSIST + "252 - 200 = 52.\n#### 52", "an invented next turn's answer does not count"),
    g("q_ok_eot_turn", "B", "56", "correct", "boxed", llama(("Eggs", "96 * 7 = 672 eggs."), ("Cartons", "672 / 12 = 56.")) + LLAMA_END.format("56") + EOT_USER + "Thanks! What about 10 days?" + EOT_ASSIST + LLAMA_END.format("80"), "Llama 3 invented turns"),
    g("q_ok_restates_question", "B", "6", "correct", "prose", "The question asks how many slices are left.\n" + PIZ + "There are 6 slices left.", "the question restated, then a closing sentence"),
    g("q_ok_quote_then_own", "B", "6", "correct", "phrase", 'My first guess was "18 slices", but that counts the eaten ones.\n' + PIZ + "The answer is 6.", "a quoted first guess, then the answer"),
    g("q_ok_user_said", "B", "65", "correct", "hash", "You said the answer was 75, but 252 - 187 = 65.\n#### 65", "a reported wrong value, then the gold"),
    g("q_ok_blockquote_question", "B", "65", "correct", "hash", "> " + Q_BAK + "\n\n" + BAK + "#### 65", "the question in a blockquote, then the answer"),
    g("q_ok_follow_up", "B", "71.85", "correct", "hash", FARE + "#### 71.85\n\nFollow-up (a): two adults alone would pay 2 * 12.75 = 25.50.", "a self-set follow-up after the answer"),
    g("q_ok_code_block", "B", "21125", "correct", "hash", "```python\nsaved = 18 * 1250\nleft = saved - 1375\nprint(left)  # 21125\n```\nShe has $21,125 left.\n#### 21125", "a code block then the answer"),
    g("q_ok_hypothetical_then_final", "B", "21125", "correct", "hash", "If she had not bought the laptop she would have $22,500. She did, so she has $21,125.\n#### 21125", "a hypothetical, then the real answer"),
    g("q_ok_table", "B", "71.85", "correct", "lastline", "| Item | Cost |\n|---|---|\n| 3 adults | $38.25 |\n| 4 children | $33.60 |\n| **Total** | **$71.85** |", "the answer in a table's last row"),
    m("q_m_ok_next_turn", "B", G_CPX, "correct", "boxed", CPX + "\n\n" + r"$\boxed{5 - i}$" + IM_USER + "Now compute $(3 + 2i)(1 + i)$." + IM_ASSIST + r"$\boxed{1 + 5i}$", "an invented turn after the right box"),
    m("q_m_ok_restate_problem", "B", G_FR, "correct", "boxed", r"We need $\frac{1}{3} + \frac{1}{4}$. " + FR + "\n\n" + r"$\boxed{\frac{7}{12}}$", "the problem restated, then the box"),
    m("q_m_ok_format_note", "B", G_INT, "correct", "boxed", r"(The answer should be in interval notation.) " + INT + "\n\n" + qbox("(-2, 5]"), "a format note, then the box"),
    m("q_m_ok_exercise_after", "B", G_DEG, "correct", "boxed", DEG + "\n\n" + r"$\boxed{135}$" + "\n\nExercise: find the interior angle of a regular hexagon. (Answer: $120^\\circ$)", "a self-set exercise after the box"),
    m("q_m_ok_common_mistake", "B", G_POLY, "correct", "boxed", r'A common mistake is to write "$x^2 - x - 12$". The correct expansion is $\boxed{x^2 + x - 12}$.', "a quoted wrong form, then the box"),
    m("q_m_ok_matrix_next_turn", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + r"$\boxed{\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}}$" + IM_USER + "And BA?" + IM_ASSIST + r"$\boxed{\begin{pmatrix} 3 & 6 \\ 1 & 4 \end{pmatrix}}$", "a matrix box, then an invented turn"),

    # ================================================================ 8. bad input (b_)
    g("b_nul_in_value", "A", "65", "no_answer", "hash", BAK + "#### 6\x005", "a NUL inside the value: bad input"),
    g("b_nul_end", "A", "65", "no_answer", "hash", BAK + "#### 65\x00", "debatable: a right answer followed by a NUL; a NUL anywhere is bad input", True),
    g("b_lone_high", "A", "65", "no_answer", "hash", BAK + "#### 65 \ud83d", "debatable: a lone high surrogate after a right answer; bad input", True),
    g("b_lone_low_think", "A", "6", "no_answer", "tag", th(PIZ + "\udc00\n") + "<answer>6</answer>", "debatable: a lone low surrogate in the thinking; bad input", True),
    g("b_nul_in_tag", "A", "71.85", "no_answer", "tag", th(FARE) + "<answer>71.85\x00</answer>", "debatable: a NUL in the tag; bad input", True),
    g("b_nul_in_gold", "A", "65\x00", "no_answer", "hash", BAK + "#### 65", "debatable: a NUL in the gold; the pair is bad input", True),
    g("b_huge_wrong", "A", "65", "wrong", "hash", PAD + BAK_SLIP + "#### 75", "a huge input ending in a wrong answer"),
    g("b_huge_cut", "A", "21125", "no_answer", "none", SAV.split("\n")[0] + "\n" + PAD, "a huge ramble, cut before any answer"),
    g("b_whitespace", "A", "56", "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_empty", "A", "56", "no_answer", "none", "", "an empty completion"),
    g("b_controls_only", "A", "6", "no_answer", "none", "\x01\x02\x03\x1b[0m", "only control characters"),
    g("b_surrogate_gold", "A", "-4\udfff", "no_answer", "hash", TMP + "#### -4", "debatable: a lone surrogate in the gold; the pair is bad input", True),
    m("b_m_nul_box", "A", G_FR, "no_answer", "boxed", FR + "\n\n" + r"$\boxed{\frac{7}{12}}$" + "\x00", "debatable: a NUL after a right box; bad input", True),
    m("b_m_surrogate_box", "A", G_RAD, "no_answer", "boxed", RAD + "\n\n" + r"$\boxed{4\sqrt{3}}$" + "\ud800", "debatable: a lone surrogate after a right box; bad input", True),
    m("b_m_unclosed_left", "A", G_DICE, "no_answer", "none", r"$\boxed{" + r"\left(" * 5000, "a huge run of \\left( inside an unclosed box"),
    m("b_m_deep_sqrt", "A", G_DICE, "wrong", "boxed", r"$\boxed{" + r"\sqrt{" * 500 + "2" + "}" * 500 + "}$", "500 nested roots of 2, not 5/36: a verdict is still due"),
    m("b_m_ansi_wrong", "A", G_CPX, "wrong", "boxed", "\x1b[1m" + r"$\boxed{5 + i}$" + "\x1b[0m", "ANSI escapes around a wrong box"),
    g("b_ok_crlf", "B", "65", "correct", "hash", BAK.replace("\n", "\r\n") + "#### 65\r\n", "CRLF line endings"),
    g("b_ok_tab", "B", "65", "correct", "hash", BAK + "####\t65", "a tab after ####"),
    g("b_ok_bom", "B", "65", "correct", "hash", "\ufeff" + BAK + "#### 65", "a BOM at the start"),
    g("b_ok_emoji", "B", "65", "correct", "hash", BAK + "\U0001f36a There are 65 cookies left! \U0001f389\n#### 65", "emoji (valid surrogate pairs in JSON)"),
    g("b_ok_ansi", "B", "71.85", "correct", "hash", FARE + "\x1b[1m#### 71.85\x1b[0m", "debatable: ANSI escapes around a right #### line; not NUL or surrogate", True),
    g("b_ok_huge_padding", "B", "65", "correct", "hash", PAD + BAK + "#### 65", "a ~280,000-character ramble, then the right answer"),
    g("b_ok_bell", "B", "56", "correct", "hash", EGG + "#### 56\x07", "debatable: a BEL control character after the right answer", True),
    g("b_ok_vertical_tab", "B", "6", "correct", "hash", PIZ.replace("\n", "\x0b", 1) + "#### 6", "a vertical tab in the working"),
    g("b_ok_long_think", "B", "6", "correct", "tag", th(("Let me recount the slices. " + PIZ) * 600) + "<answer>6</answer>", "a very long think block, then the tag"),
    g("b_ok_unicode_minus", "B", "-4", "correct", "hash", TMP + "#### \u22124", "a Unicode minus sign"),
    g("b_ok_form_feed", "B", "60", "correct", "hash", LAP + "\x0c\n#### 60", "a form feed before the answer"),
    g("b_ok_nbsp_unit", "B", "21125", "correct", "hash", SAV + "#### 21125\u00a0dollars", "a no-break space before the unit"),
    m("b_m_ok_crlf", "B", G_ROOT, "correct", "boxed", ROOT.replace(", so", ",\r\nso") + "\r\n\r\n" + r"$\boxed{2, 3}$" + "\r\n", "CRLF line endings"),
    m("b_m_ok_emoji", "B", G_RAD, "correct", "boxed", RAD + "\n\n\U0001f4a1 " + r"$\boxed{4\sqrt{3}}$" + " \u2705", "emoji around a right box"),
    m("b_m_ok_del", "B", G_TUP, "correct", "boxed", TUP + "\x7f\n\n" + r"$\boxed{(2, 5)}$", "a DEL character in the working"),
    m("b_m_ok_huge", "B", G_DICE, "correct", "boxed", PAD + DICE + "\n\n" + r"$\boxed{\frac{5}{36}}$", "a huge ramble, then the right box"),
    m("b_m_ok_controls_think", "B", G_DICE, "correct", "tag", th("\x01\x02 " + DICE + "\n") + r"<answer>\frac{5}{36}</answer>", "control characters in the thinking"),
    m("b_m_nul_gold", "A", G_POLY + "\x00", "no_answer", "boxed", POLY + "\n\n" + r"$\boxed{x^2 + x - 12}$", "debatable: a NUL in the gold; the pair is bad input", True),
    m("b_m_huge_wrong", "A", G_TUP, "wrong", "boxed", PAD + r"So the intersection is $\boxed{(5, 2)}$.", "a huge ramble ending in a swapped pair"),
    m("b_m_ok_tabs_matrix", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + "$\\boxed{\\begin{pmatrix}\t5 & 4 \\\\\t1 & 2 \\end{pmatrix}}$", "tabs inside a right matrix box"),
    m("b_m_ok_bom", "B", G_CPX, "correct", "boxed", "\ufeff" + CPX + "\n\n" + r"$\boxed{5 - i}$", "a BOM at the start"),
]
# fmt: on

DECISIONS = {
    "t_equation_check_shape": (
        "reject",
        "the tag's equation states 252 as its result; a check-shaped line is not read backwards",
    ),
    "h_hash_hedge": ("reject", "a hedge before the #### line is two final answers (README)"),
    "h_hash_sign_lost": (
        "reject",
        "the #### value is 4, not -4; the phrase does not change the marked value",
    ),
    "h_hash_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's decision)",
    ),
    "x_fraction_share": (
        "reject",
        "3/8 is the share, not the percent 37.5 the question asks (as h_hash_share)",
    ),
    "x_m_ok_unsimplified_radical": (
        "accept",
        "equal value written differently is correct (README)",
    ),
    "n_cross_mark": ("reject", "the model marks its own value with a cross: an annotated answer"),
    "n_ok_annot_correct": ("accept", "an annotation that affirms the value does not change it"),
    "u_negative_word": (
        "reject",
        "'4 negative' is not -4; a trailing word changes the number (issue)",
    ),
    "u_cents": ("reject", "the other unit is another quantity (brief's label rules)"),
    "r_redo_cut": (
        "reject",
        "'let me redo this' withdraws the answer and nothing new follows before the cut",
    ),
    "q_answer_key_quote": ("reject", "only a quotation of a source, no own answer"),
    "q_reported_speech": ("reject", "another person's opinion, no own answer"),
    "q_blockquote": (
        "reject",
        "a quoted line the model says it has not checked and cannot solve: not its answer",
    ),
    "b_nul_end": ("reject", "a NUL anywhere in the pair makes it bad input"),
    "b_lone_high": ("reject", "a lone surrogate anywhere in the pair makes it bad input"),
    "b_lone_low_think": ("reject", "a lone surrogate anywhere in the pair makes it bad input"),
    "b_nul_in_tag": ("reject", "a NUL anywhere in the pair makes it bad input"),
    "b_nul_in_gold": ("reject", "a NUL in the gold makes the pair bad input"),
    "b_surrogate_gold": ("reject", "a lone surrogate in the gold makes the pair bad input"),
    "b_m_nul_box": ("reject", "a NUL anywhere in the pair makes it bad input"),
    "b_m_surrogate_box": ("reject", "a lone surrogate anywhere in the pair makes it bad input"),
    "b_m_nul_gold": ("reject", "a NUL in the gold makes the pair bad input"),
    "b_ok_ansi": (
        "accept",
        "only NUL and lone surrogates make bad input; ESC codes are formatting noise around a right answer",
    ),
    "b_ok_bell": (
        "accept",
        "only NUL and lone surrogates make bad input; a BEL after the answer does not change it",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path("/tmp/rt130")

    def _write_records(out: Path, records: list[dict]) -> None:
        """corpus_build.write_records, but a record holding a lone surrogate (which UTF-8 cannot
        encode) is written with JSON \\u escapes (ensure_ascii=True); json.loads gives it back."""
        with out.open("w", encoding="utf-8") as handle:
            for record in records:
                line = json.dumps(record, ensure_ascii=False)
                try:
                    line.encode("utf-8")
                except UnicodeEncodeError:
                    line = json.dumps(record, ensure_ascii=True)
                handle.write(line + "\n")
        print(f"wrote {len(records)} records to {out}")

    corpus_build.write_records = _write_records
    write_probes("adversarial_redteam130", CASES, [], DECISIONS)
