r"""Build adversarial_redteam65.jsonl: a sixty-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam65", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
round's probes, and WITHOUT running the checker, math-verify or sympy on them; labelled by reading
and hand arithmetic only, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md (fields, "How labels were made"), corpus_build.py, build_adversarial_redteam21.py
(structure and label conventions) and the issue text were read.

Aim of this round: the eight classes of issue 25, in English, as a hidden evaluation set tests them,
in the styles real models write: R1 traces with <think>/<answer>, Qwen2.5-Math numbered steps and
boxes, Llama 3 "## Step N" working, Minerva "Final Answer:" lines, GSM8K calculator annotations
(<<a*b=c>>), few-shot "Q:/A:" tails, chat-template tails (ChatML, Llama 3) and short RL-policy
outputs. Kind-B twins of kind-A probes share their text up to the value.

Problems and golds (every fact checked by hand; golds chosen after `grep -c` over the earlier
adversarial_redteam*.jsonl, most of them used by no earlier round):
GSM8K
- cookies: 14 trays of 27 = 378 (14*25 = 350, 14*2 = 28); 259 sold -> 378 - 259 = 119.
  Misreading 295 sold: 378 - 295 = 83. 13 trays: 13*27 = 351; 351 - 259 = 92.
- tickets: 3 * 18.75 = 56.25; 4 * 11.40 = 45.60; 56.25 + 45.60 = 101.85. (Digits swapped: 101.58.)
- submarine: -340 + 125 = -215; -215 - 58 = -273 (sign lost: 273).
- garden: 23 * 17 = 391 (23*17 = 340 + 51). 23 * 19 = 437.
- savings: 45 * 36 = 1620; 1620 - 385 = 1235 (check 1235 + 385 = 1620).
- factory: 2460 * 45 = 98400 + 12300 = 110700.
- eggs: 31 dozen = 31 * 12 = 372.
- marbles: 7 of 56 red = 0.125 = 12.5 percent (56 * 0.125 = 7).
- wage: 7 * 12.35 = 86.45 (12 * 7 = 84, 0.35 * 7 = 2.45). Misread 12.53: 7 * 12.53 = 87.71.
- pencils: 6 * 8 = 48; 48 - 48 = 0. Stickers: 48 * 1.15 = 55.20 (48 + 7.20); 55.20 - 55.20 = 0
  (Python prints 7.105427357601002e-15).
- laps: 6 * 620 = 3720 meters.
MATH
- a multiple of 8 from 1-70: 8, 16, ..., 64 = 8 numbers; 8/70 = 4/35 (0.114285...).
- distance (1, -4) to (7, 3): 6^2 + 7^2 = 36 + 49 = 85 -> \sqrt{85} (9.2195...).
- x^2 - 3x - 28 = (x - 7)(x + 4) -> -4, 7 (check: 49 - 21 - 28 = 0; 16 + 12 - 28 = 0).
- (6 + i)(1 - 2i) = 6 - 12i + i - 2i^2 = 8 - 11i.
- 165 degrees = 165/180 pi = 11\pi/12 (2.8797...).
- 4231_5 = 4*125 + 2*25 + 3*5 + 1 = 500 + 50 + 15 + 1 = 566.
- C(14, 3) = 14*13*12/6 = 2184/6 = 364 (ordered: 2184).
- 0.\overline{54} = 54/99 = 6/11 (0.5454...).
- f(x) = x^3 - 9x at x = 3: 27 - 27 = 0.
- 1 + 4 + ... + 58: 58 = 1 + 3(n - 1) -> n = 20; 20 * 59 / 2 = 590 (19 terms wrongly: 19 * 59 / 2 is
  not an integer; 1 + ... + 55 = 19 * 56 / 2 = 532).
- 18/\sqrt6 = 18\sqrt6/6 = 3\sqrt6 = \sqrt{54} (7.348...).
- a circle of radius 11: 121\pi (380.13...).
- y = 2x + 1 and y = -x + 7: 3x = 6, x = 2, y = 5 -> (2, 5).
- arccos(-1/2) = \pi - \pi/3 = 2\pi/3 (2.0943...).
- |3x - 4| <= 11: -11 <= 3x - 4 <= 11 -> -7 <= 3x <= 15 -> [-7/3, 5].
- log_2(1/32) = -5 (2^-5 = 1/32).
- f(x) = 3x^2 - 2x + 1 at x = -2: 12 + 4 + 1 = 17.

Other values the probes use (checked by hand): 29 * 12 = 348; 5 * 18.75 = 93.75, 93.75 + 45.60 =
139.35; 4 * 11.04 = 44.16, 56.25 + 44.16 = 100.41; 6 * 640 = 3840; 388 - 259 = 129; 8 * 620 = 4960;
9 * 12 = 108, 108 - 40 = 68; 2 * (23 + 17) = 80; C(14, 4) = 24024 / 24 = 1001; 2x + 1 = x + 7 -> (6, 13);
y = x + 1 and y = -x + 5 -> (2, 3); 12_5 = 7; with i^2 taken as +1, 6 - 11i - 2 = 4 - 11i; 4231_5 = 566,
not 656; 119 dozen = 1428; 372 dozen = 4464; 391^2 = 152881; 119 pairs = 238; 31 dozen = 372.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (exact vs decimal, near-zero values, tiny perturbations, equal forms); `n_` negation,
strike-out, annotation; `u_` unit words vs words that change the number; `r_` retractions and
corrections after the answer vs harmless after-text; `q_` quoted, reported, hypothetical and
self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). `_m_` after the prefix
marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md, round 21's conventions): the model's LAST COMMITTED final answer decides.
A value it withdraws, negates or strikes out, or only mentions as a hypothetical, a quotation,
someone else's claim or in an invented next turn / self-set practice problem, is not its answer. A
hedge between two values, or two different final answers, is `wrong`; no final answer (a withdrawal
or negation with nothing after, a placeholder, only a quotation) is `no_answer`; a value the model
itself marks wrong is `wrong`; an explicit correction after the answer makes the corrected value the
final one; a check, a pleasantry or a cut-off re-check after a committed answer does not replace it.
A value equal to the gold mathematically is `correct`; a decimal for an exact irrational or
repeating gold is `wrong`; a floating-point artefact that is not the gold's value is `wrong`
(debatable where noted). A number followed by a word that multiplies it (dozen, thousand, million,
squared, pairs) states that product. A NUL anywhere makes the pair bad input (debatable, reject).
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam65.py
"""

from corpus_build import (
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
)

# ================================================================ GSM8K working (calculator annotations)
# cookies: gold 119; slip (295 sold) 83
COOK = "Each tray holds 27 cookies, so 14 trays hold 14 * 27 = <<14*27=378>>378 cookies.\nShe sells 259 of them, so 378 - 259 = <<378-259=119>>119 cookies are left.\n"
COOK_SLIP = "Each tray holds 27 cookies, so 14 trays hold 14 * 27 = <<14*27=378>>378 cookies.\nShe sells 295 of them, so 378 - 295 = <<378-295=83>>83 cookies are left.\n"
# tickets: gold 101.85
TIX = "3 adult tickets cost 3 * 18.75 = <<3*18.75=56.25>>56.25 dollars.\n4 child tickets cost 4 * 11.40 = <<4*11.40=45.60>>45.60 dollars.\nTogether they cost 56.25 + 45.60 = <<56.25+45.60=101.85>>101.85 dollars.\n"
# submarine: gold -273
SUB = "The submarine starts at -340 meters. Rising 125 meters puts it at -340 + 125 = <<-340+125=-215>>-215 meters.\nDiving 58 meters more puts it at -215 - 58 = <<-215-58=-273>>-273 meters.\n"
# garden: gold 391
GARD = "The garden is 23 feet by 17 feet, so its area is 23 * 17 = <<23*17=391>>391 square feet.\n"
# savings: gold 1235; without the bike 1620
SAVE0 = "He saves $45 a week for 36 weeks: 45 * 36 = <<45*36=1620>>1620 dollars.\n"
SAVE = SAVE0 + "After spending $385 on a bike, he has 1620 - 385 = <<1620-385=1235>>1235 dollars.\n"
# factory: gold 110700
FACT = "The factory makes 2,460 widgets a day for 45 days: 2460 * 45 = <<2460*45=110700>>110700 widgets.\n"
# eggs: gold 372
EGGS = (
    "The farm collects 31 dozen eggs. A dozen is 12, so that is 31 * 12 = <<31*12=372>>372 eggs.\n"
)
# marbles: gold 12.5 (percent)
PCT = "7 of the 56 marbles are red: 7 / 56 = <<7/56=0.125>>0.125, and 0.125 * 100 = <<0.125*100=12.5>>12.5 percent.\n"
# wage: gold 86.45
WAGE = "Working 7 hours at $12.35 an hour, she earns 7 * 12.35 = <<7*12.35=86.45>>86.45 dollars.\n"
# pencils: gold 0
PENC = "6 packs of 8 pencils make 6 * 8 = <<6*8=48>>48 pencils.\nGiving one to each of the 48 students leaves 48 - 48 = <<48-48=0>>0 pencils.\n"
# laps: gold 3720
RUN = "One lap is 620 meters, so 6 laps are 6 * 620 = <<6*620=3720>>3720 meters.\n"

COOK_LLAMA = llama(
    (
        "Find the number of cookies baked",
        "There are 14 trays with 27 cookies each, so $14 \\times 27 = 378$ cookies.",
    ),
    ("Subtract the cookies sold", "She sells 259 cookies, so $378 - 259 = 119$ cookies remain."),
)
SAVE_QWEN = qwen(
    "To find how much money Tom has left, we compute his savings and subtract the bike.",
    ("Total savings", "$45 \\times 36 = 1620$ dollars."),
    ("Subtract the bike", "$1620 - 385 = 1235$ dollars."),
)

# ================================================================ MATH working
G_PROB = r"\frac{4}{35}"
PROB = r"The multiples of $8$ from $1$ to $70$ are $8, 16, 24, 32, 40, 48, 56, 64$: eight of them, so the probability is $\frac{8}{70}"
G_DIST = r"\sqrt{85}"
DIST = r"The distance is $\sqrt{(7-1)^2 + (3-(-4))^2} = \sqrt{36 + 49}"
G_ROOTS = "-4, 7"
ROOTS = r"$x^2 - 3x - 28 = (x - 7)(x + 4) = 0$, so $x = 7$ or $x = -4$."
G_CPX = "8 - 11i"
CPX = r"$(6 + i)(1 - 2i) = 6 - 12i + i - 2i^2 = 6 - 11i + 2"
G_RAD = r"\frac{11\pi}{12}"
RAD = r"$165^\circ \cdot \frac{\pi}{180^\circ} = \frac{165\pi}{180}"
G_BASE = "566"
BASE = r"$4231_5 = 4 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 1 = 500 + 50 + 15 + 1"
G_COMB = "364"
COMB = r"$\binom{14}{3} = \frac{14 \cdot 13 \cdot 12}{6} = \frac{2184}{6}"
G_REP = r"\frac{6}{11}"
REP = r"Let $x = 0.\overline{54}$. Then $100x - x = 54$, so $x = \frac{54}{99}"
G_ZERO = "0"
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27"
G_SER = "590"
SER = r"The terms are $1, 4, 7, \dots, 58$, so $58 = 1 + 3(n - 1)$ gives $n = 20$, and the sum is $\frac{20(1 + 58)}{2}"
G_RAT = r"3\sqrt{6}"
RAT = r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{6}}{6}"
G_AREA = r"121\pi"
AREA = r"The area is $\pi r^2 = \pi \cdot 11^2"
G_PT = "(2, 5)"
PT = r"Setting $2x + 1 = -x + 7$ gives $3x = 6$, so $x = 2$ and $y = 2(2) + 1 = 5$."
G_ACOS = r"\frac{2\pi}{3}"
ACOS = r"We need $\cos\theta = -\frac{1}{2}$ with $0 \le \theta \le \pi$, so $\theta = \pi - \frac{\pi}{3}"
G_INT = r"\left[ -\frac{7}{3}, 5 \right]"
INT = r"$-11 \le 3x - 4 \le 11$ gives $-7 \le 3x \le 15$, so $-\frac{7}{3} \le x \le 5$."
G_LOG = "-5"
LOG = r"Since $\frac{1}{32} = 2^{-5}$, we have $\log_2 \frac{1}{32}"
G_FUNC = "17"
FUNC = r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = 12 + 4 + 1"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_other", "A", "119", "wrong", "tag", th(COOK_SLIP) + "<answer>There are 83 cookies left.</answer>", "a sentence in the tag states 83 (the misread 295)"),
    g("t_equation_other", "A", "119", "wrong", "tag", th(COOK_SLIP) + "<answer>14 × 27 − 295 = 83</answer>", "an equation chain ending 83"),
    g("t_box_other", "A", "1235", "wrong", "tag", th(SAVE0) + "<answer>\\boxed{1620}</answer>", "a box in the tag with 1620, the savings before the bike"),
    g("t_empty", "A", "119", "no_answer", "tag", th(COOK) + "<answer> </answer>", "an empty tag; 119 only in the thinking"),
    g("t_draft_then_other", "A", "119", "wrong", "tag", th(COOK + "So <answer>119</answer>? Let me re-read: she sells 295, not 259.\n" + COOK_SLIP) + "<answer>83</answer>", "a draft tag with 119 inside the thinking; the final tag after </think> says 83"),
    g("t_two_tags_other_last", "A", "391", "wrong", "tag", th(GARD) + "<answer>391</answer>\n<answer>437</answer>", "two answer tags, the last 437"),
    g("t_placeholder", "A", "86.45", "no_answer", "tag", th(WAGE) + "<answer> [final answer] </answer>", "the template's placeholder in the tag; 86.45 only in the thinking"),
    g("t_hedge", "A", "119", "wrong", "tag", th(COOK + "Hmm, or was it 295 sold? Then 83.\n") + "<answer>119 or 83</answer>", "a hedge between two values in the tag"),
    g("t_unclosed_cut", "A", "3720", "no_answer", "truncated", th(RUN) + "<answer>The total distance is", "cut inside the tag before any value; 3720 only in the thinking"),
    g("t_cut_in_think", "A", "110700", "no_answer", "truncated", "<think>\nThe factory makes 2,460 widgets a day for 45 days: 2460 * 45 = 110700. Let me double check: 2460 * 40 = 98400, and 2460 * 5 =", "cut inside the thinking, no answer tag"),
    g("t_see_above", "A", "372", "no_answer", "tag", th(EGGS) + "<answer>See the reasoning above.</answer>", "the tag points back to the thinking and states no value"),
    g("t_question_in_tag", "A", "101.85", "no_answer", "tag", th(TIX) + "<answer>How much do the tickets cost in total?</answer>", "the tag repeats the question; no value"),
    m("t_m_box_other", "A", G_ROOTS, "wrong", "tag", th(r"$x^2 - 3x - 28 = (x + 7)(x - 4)$" + "\n") + r"<answer>$\boxed{-7, 4}$</answer>", "a box in the tag with the roots of the wrong factoring (-7, 4)"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 7</answer>", "only one of the two roots"),
    m("t_m_empty_box", "A", G_COMB, "no_answer", "tag", th(COMB + " = 364$.\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_sentence_other", "A", G_ACOS, "wrong", "tag", th(r"$\cos\theta = -\frac{1}{2}$ gives $\theta = \frac{\pi}{3}$." + "\n") + r"<answer>The angle is $\frac{\pi}{3}$.</answer>", "a sentence in the tag with pi/3 (sign of the cosine ignored)"),
    m("t_m_equation_start_gold", "A", G_COMB, "wrong", "tag", th(COMB + "$\n") + r"<answer>364 \times 6 = 2184</answer>", "an equation chain starting with the gold, ending 2184"),
    m("t_m_draft_gold_final_other", "A", G_SER, "wrong", "tag", th(SER + " = 590$.\nWait, maybe the last term is 55: then 19 terms, sum 532.\n") + r"<answer>$532$</answer>", "590 only in the thinking, the tag says 532"),
    g("t_ok_sentence", "B", "119", "correct", "tag", th(COOK) + "<answer>There are 119 cookies left.</answer>", "a sentence in the tag (twin of t_sentence_other)"),
    g("t_ok_equation", "B", "119", "correct", "tag", th(COOK) + "<answer>14 × 27 − 259 = 119</answer>", "an equation chain ending in the gold (twin of t_equation_other)"),
    g("t_ok_box", "B", "1235", "correct", "tag", th(SAVE) + "<answer>\\boxed{1235}</answer>", "a box in the tag (twin of t_box_other)"),
    g("t_ok_draft_then_gold", "B", "119", "correct", "tag", th(COOK_SLIP + "So <answer>83</answer>? Let me re-read: she sells 259, not 295.\n" + COOK) + "<answer>119</answer>", "a draft tag with 83 inside the thinking, the final tag 119 (twin of t_draft_then_other)"),
    g("t_ok_dollar_sentence", "B", "86.45", "correct", "tag", th(WAGE) + "<answer> She earns $86.45. </answer>", "a sentence with a dollar sign in the tag"),
    g("t_ok_answer_is", "B", "101.85", "correct", "tag", th(TIX) + "<answer>The answer is 101.85.</answer>", "'The answer is' in the tag"),
    g("t_ok_negative_units", "B", "-273", "correct", "tag", th(SUB) + "<answer>-273 meters</answer>", "a negative value with a unit word in the tag"),
    g("t_ok_bold", "B", "372", "correct", "tag", th(EGGS) + "<answer>**372**</answer>", "markdown bold in the tag"),
    g("t_ok_hash_in_tag", "B", "391", "correct", "tag", th(GARD) + "<answer>\n#### 391\n</answer>", "a #### line inside the tag"),
    g("t_ok_unclosed_end", "B", "3720", "correct", "tag", th(RUN) + "<answer>3720", "a tag never closed, the text ends after the value (issue class 3)"),
    g("t_ok_eos_after", "B", "110700", "correct", "tag", th(FACT) + "<answer>110,700</answer><|im_end|>", "a comma and an end-of-turn token after the tag"),
    m("t_m_ok_box_dollar", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$\boxed{-4, 7}$</answer>", "a box in math mode in the tag (twin of t_m_box_other)"),
    m("t_m_ok_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -4$ or $x = 7$</answer>", "both roots written as x = ... or x = ..."),
    m("t_m_ok_sentence", "B", G_ACOS, "correct", "tag", th(ACOS + r" = \frac{2\pi}{3}$." + "\n") + r"<answer>The angle is $\frac{2\pi}{3}$.</answer>", "a sentence in the tag (twin of t_m_sentence_other)"),
    m("t_m_ok_point", "B", G_PT, "correct", "tag", th(PT + "\n") + r"<answer>The lines meet at $(x, y) = (2, 5)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_display", "B", G_DIST, "correct", "tag", th(DIST + r" = \sqrt{85}$." + "\n") + "<answer>\n\\[\n\\boxed{\\sqrt{85}}\n\\]\n</answer>", "a display box on its own lines in the tag"),
    m("t_m_ok_equation_end", "B", G_COMB, "correct", "tag", th(COMB + "$\n") + r"<answer>$\binom{14}{3} = \frac{2184}{6} = 364$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_final_answer_line", "B", G_RAD, "correct", "tag", th(RAD + "$\n") + "<answer>" + MINERVA.format(r"$\frac{11\pi}{12}$") + "</answer>", "a Minerva line inside the tag"),

    # ================================================================ 2. a phrase marker then ####
    g("h_so_hash_other", "A", "119", "wrong", "hash", COOK_SLIP + "So the answer is #### 83", "'So the answer is #### 83' after the misread"),
    g("h_colon_hash_other", "A", "1235", "wrong", "hash", SAVE0 + "The answer is: #### 1620", "'The answer is: ####' with 1620, the bike not subtracted"),
    g("h_final_hash_sign", "A", "-273", "wrong", "hash", SUB.replace("-273 meters.", "273 meters deep.") + "Final Answer: #### 273", "debatable: the depth 273 (sign dropped) where the working's position is -273; the marked value is 273", True),
    g("h_answer_hash_empty", "A", "86.45", "no_answer", "hash", WAGE + "Answer: ####", "an empty #### after 'Answer:'; the gold only in the working"),
    g("h_hash_hedge", "A", "119", "wrong", "hash", COOK + "So the answer is #### 119 or 83", "a hedge after the marker"),
    g("h_phrase_gold_hash_other", "A", "372", "wrong", "hash", EGGS + "The answer is 372 eggs.\n#### 31", "phrase 372, #### 31: two different final answers"),
    g("h_hash_phrase_other", "A", "101.85", "wrong", "hash", TIX.replace("101.85 dollars", "101.58 dollars").replace("=101.85>>", "=101.58>>") + "#### The answer is 101.58.", "a phrase after the marker stating 101.58 (digits swapped)"),
    g("h_hash_placeholder", "A", "391", "no_answer", "hash", GARD + "The final answer is: #### <number>", "a template placeholder after the marker"),
    g("h_llama_hash_other", "A", "119", "wrong", "hash", COOK_LLAMA.replace("259 cookies, so $378 - 259 = 119$", "295 cookies, so $378 - 295 = 83$") + "The final answer is: #### 83", "Llama 3 steps, then 'The final answer is: ####' with 83"),
    g("h_hash_rounded", "A", "86.45", "wrong", "hash", WAGE + "So the answer is #### 86.5", "86.5, rounded, not 86.45"),
    g("h_ok_so_hash", "B", "119", "correct", "hash", COOK + "So the answer is #### 119", "the issue's 'So the answer is #### 42' shape (twin of h_so_hash_other)"),
    g("h_ok_colon_hash", "B", "1235", "correct", "hash", SAVE + "The answer is: #### 1235", "'The answer is: ####' (twin of h_colon_hash_other)"),
    g("h_ok_final_hash_negative", "B", "-273", "correct", "hash", SUB + "Final Answer: #### -273", "'Final Answer: ####' with a negative value"),
    g("h_ok_answer_hash_comma", "B", "110700", "correct", "hash", FACT + "Answer: #### 110,700", "'Answer: ####' with a thousands comma"),
    g("h_ok_hash_phrase_after", "B", "391", "correct", "hash", GARD + "#### The answer is 391.", "a phrase after the marker"),
    g("h_ok_hash_dollar", "B", "86.45", "correct", "hash", WAGE + "So the answer is #### $86.45", "a dollar sign after the marker"),
    g("h_ok_nospace_period", "B", "101.85", "correct", "hash", TIX + "Therefore, the answer is ####101.85.", "no space after ####, a sentence period"),
    g("h_ok_bold_marker", "B", "12.5", "correct", "hash", PCT + "**Final Answer:** #### 12.5%", "bold Final Answer, ####, a percent sign"),
    g("h_ok_llama_hash", "B", "119", "correct", "hash", COOK_LLAMA + "The final answer is: #### 119", "Llama 3 steps then 'The final answer is: ####' (twin of h_llama_hash_other)"),
    g("h_ok_fewshot_tail", "B", "119", "correct", "hash", COOK + "So the answer is #### 119.\n\nQuestion: A baker has 9 boxes of 12 muffins and sells 40. How many are left?\nAnswer: 9 * 12 = 108, 108 - 40 = 68. So the answer is #### 68", "a few-shot tail: an invented next question with its own ####; the posed question's answer is 119"),
    g("h_ok_units_hash", "B", "372", "correct", "hash", EGGS + "The final answer is #### 372 eggs.", "a unit noun after the marker"),
    m("h_m_ok_hash", "B", G_COMB, "correct", "hash", COMB + " = 364$.\nSo the answer is #### 364", "a MATH answer with a phrase then ####"),
    m("h_m_hash_other", "A", G_COMB, "wrong", "hash", r"$14 \cdot 13 \cdot 12 = 2184$." + "\nSo the answer is #### 2184", "ordered count 2184, not C(14,3)"),

    # ================================================================ 3. exactness
    g("x_float_artifact", "A", "86.45", "wrong", "hash", "```python\nprint(7 * 12.35)\n```\nOutput: 86.44999999999999\n\nSo she earns 86.44999999999999 dollars.\n#### 86.44999999999999", "debatable: a floating-point artefact copied from tool output; 86.44999999999999 is not 86.45 mathematically (decision: reject; a tolerance for a decimal the model wrote as a decimal would accept it)", True),
    g("x_rounded_down", "A", "86.45", "wrong", "hash", WAGE + "#### 86.4", "86.4, not 86.45"),
    g("x_near_zero", "A", "0", "wrong", "hash", PENC.replace("48 - 48 = <<48-48=0>>0", "48 - 47.99 = <<48-47.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_float_zero_artifact", "A", "0", "wrong", "hash", "```python\nbudget = 55.20\ncost = 48 * 1.15\nprint(budget - cost)\n```\nOutput: 7.105427357601002e-15\n\nSo she has 7.105427357601002e-15 dollars left.\n#### 7.105427357601002e-15", "debatable: floating-point noise copied from tool output (48 * 1.15 = 55.20 exactly, gold 0); 7.1e-15 is not 0 (decision: reject; a near-zero value is not zero)", True),
    g("x_digit_swap", "A", "110700", "wrong", "hash", FACT.replace("=110700>>110700", "=110070>>110070") + "#### 110070", "digits swapped: 110070"),
    g("x_share_for_percent", "A", "12.5", "wrong", "hash", PCT.replace(", and 0.125 * 100 = <<0.125*100=12.5>>12.5 percent", "") + "#### 0.125", "debatable: the share 0.125 where the question asks a percent (round 21's decision: a share is not the percent)", True),
    g("x_rounded_percent", "A", "12.5", "wrong", "hash", PCT + "Rounding to the nearest whole percent:\n#### 13", "13, rounded, not 12.5"),
    g("x_off_by_cent", "A", "101.85", "wrong", "hash", TIX + "#### 101.86", "101.86, one cent off"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" = \sqrt{85} \approx 9.22$. So the distance is $\boxed{9.22}$.", "a rounded decimal for sqrt(85) = 9.2195..."),
    m("x_m_long_decimal_irrational", "A", G_ACOS, "wrong", "boxed", ACOS + r" \approx 2.0943951023931953$." + "\n\n" + QWEN_END.format("2.0943951023931953"), "a 17-digit decimal for 2pi/3: close but not exact"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" \approx 0.5454545455$, so $x = \boxed{0.5454545455}$.", "a rounded decimal of 6/11; not equal"),
    m("x_m_truncated_repeating", "A", G_REP, "wrong", "boxed", REP + r"$, so $x = \boxed{0.54}$.", "0.54 is 27/50, not 6/11"),
    m("x_m_near_zero_box", "A", G_ZERO, "wrong", "boxed", ZERO + r" = 0$. Numerically my computation gave $1 \times 10^{-15}$, so $f(3) = \boxed{1 \times 10^{-15}}$.", "10^-15 against gold 0"),
    m("x_m_pi_approx", "A", G_AREA, "wrong", "boxed", AREA + r" \approx 121 \times 3.14 = 379.94$. The area is $\boxed{379.94}$.", "121 * 3.14 = 379.94, an approximation of 121pi = 380.13..."),
    m("x_m_pi_plus_tiny", "A", G_AREA, "wrong", "boxed", AREA + r" = 121\pi$, up to rounding error of $10^{-12}$: $\boxed{121\pi + 10^{-12}}$", "an exact expression that is not 121pi"),
    m("x_m_sign_complex", "A", G_CPX, "wrong", "boxed", r"$(6 + i)(1 - 2i) = 6 - 12i + i + 2i^2 = 4 - 11i$" + "\n" + LLAMA_END.format("4 - 11i"), "i^2 taken as +1: 4 - 11i"),
    m("x_m_conj", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{8 + 11i}$", "the conjugate 8 + 11i"),
    m("x_m_radian_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{2.88}$", "2.88, a decimal for 11pi/12 = 2.8797..."),
    m("x_m_sqrt_decimal", "A", G_RAT, "wrong", "boxed", RAT + r" = 3\sqrt{6} \approx \boxed{7.35}$", "7.35 for 3sqrt6 = 7.3484..."),
    m("x_m_prob_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" \approx \boxed{0.114}$.", "0.114 for 4/35 = 0.1142857..."),
    g("x_ok_trailing_zeros", "B", "1235", "correct", "hash", SAVE + "#### 1235.00", "trailing zeros"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", PENC + "#### 0.0", "0.0 for 0"),
    g("x_ok_scientific", "B", "110700", "correct", "hash", FACT + "#### 1.107 × 10^5", "1.107 * 10^5 = 110700 exactly"),
    g("x_ok_fraction_percent", "B", "12.5", "correct", "boxed", PCT + r"So $\boxed{\frac{25}{2}}$ percent of the marbles are red.", "25/2 = 12.5"),
    g("x_ok_decimal_zero_cents", "B", "86.45", "correct", "hash", WAGE + "#### 86.450", "a trailing zero"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" = \boxed{\frac{8}{70}}$.", "8/70 = 4/35, unsimplified"),
    m("x_m_ok_sqrt_equal", "B", G_RAT, "correct", "boxed", RAT + r" = \boxed{\sqrt{54}}$", "sqrt(54) = 3sqrt6"),
    m("x_m_ok_unrationalized", "B", G_RAT, "correct", "boxed", r"Simplifying, the expression is $\boxed{\frac{18}{\sqrt{6}}}$.", "18/sqrt6 = 3sqrt6, unrationalized but equal"),
    m("x_m_ok_pi_factor", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{11}{12}\pi}$", "11/12 pi = 11pi/12"),
    m("x_m_ok_neg_zero", "B", G_ZERO, "correct", "boxed", ZERO + r" = \boxed{-0}$", "-0 = 0"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" = 0$." + "\n" + QWEN_END.format("0.0"), "0.0 = 0"),
    m("x_m_ok_repeating_bar", "B", G_REP, "correct", "boxed", r"The value is $\boxed{0.\overline{54}}$, which as a fraction is $\frac{54}{99}$.", "debatable: the repeating decimal 0.(54) equals 6/11 exactly, but the problem asks for a fraction; the box restates the given", True),
    m("x_m_ok_complex_order", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{-11i + 8}$", "the terms in another order"),
    m("x_m_ok_series_decimal", "B", G_SER, "correct", "boxed", SER + r" = \boxed{590.0}$", "590.0 = 590"),
    m("x_m_ok_dfrac", "B", G_ACOS, "correct", "boxed", ACOS + r" = \boxed{\dfrac{2\pi}{3}}$", "\\dfrac"),
    m("x_m_ok_sqrt_no_braces", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt85}$", "\\sqrt85 without braces"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "119", "no_answer", "answer_is", COOK + "Hmm, I don't trust the tray count. The answer is not 119.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "119", "no_answer", "hash", COOK + "#### ~~119~~", "the gold struck out with ~~, nothing after"),
    g("n_strike_gold_then_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### ~~119~~ 83", "the gold struck, 83 after"),
    g("n_combining_strike", "A", "119", "wrong", "hash", COOK_SLIP + "#### 1̶1̶9̶ 83", "the gold struck with combining U+0336, 83 after"),
    g("n_annot_wrong", "A", "1235", "wrong", "hash", SAVE + "#### 1235 (this is wrong, I couldn't finish)", "the model marks its own answer wrong"),
    g("n_cross_emoji", "A", "391", "wrong", "answer_is", GARD + "The answer is 391 ❌", "a cross mark after the value: the model marks it wrong"),
    g("n_isnt", "A", "372", "no_answer", "answer_is", EGGS + "So the final answer isn't 372, since some eggs broke; I can't tell how many.", "isn't the gold, no other value"),
    g("n_html_strike", "A", "101.85", "no_answer", "tag", th(TIX) + "<answer><s>101.85</s></answer>", "the only tag value struck out with <s>"),
    m("n_m_neq_box", "A", G_BASE, "no_answer", "boxed", BASE + r"$, and the result is $\boxed{\neq 566}$.", "a box holding 'not equal to' the gold"),
    m("n_m_x_neq_box", "A", G_ROOTS, "no_answer", "boxed", r"The domain excludes $x = 7$ and $x = -4$: $\boxed{x \neq -4, 7}$", "a box stating x is not -4 or 7"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = \boxed{\cancel{364}}$", "the only box cancelled"),
    m("n_m_sout_then_other", "A", G_DIST, "wrong", "boxed", DIST + r"$ ... $\boxed{\sout{\sqrt{85}}\ \sqrt{13}}$", "the gold struck with \\sout, sqrt(13) after"),
    m("n_m_text_wrong", "A", G_SER, "wrong", "boxed", SER + r" = \boxed{590 \text{ (wrong)}}$", "the box annotated (wrong)"),
    m("n_m_text_not", "A", G_AREA, "no_answer", "boxed", AREA + r"$, so the area is $\boxed{\text{not } 121\pi}$", "a box with 'not' the gold, no value"),
    m("n_m_not_gold_answer", "A", G_LOG, "no_answer", "answer_is", LOG + r" \ne -5$, because the base is 2. I am not sure of the answer.", "the gold negated (wrongly), then a refusal"),
    g("n_ok_not_other", "B", "119", "correct", "answer_is", COOK + "The answer is not 83 but 119.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "119", "correct", "hash", COOK + "#### ~~83~~ 119", "the wrong value struck, the gold after (twin of n_strike_gold_then_other)"),
    g("n_ok_combining_strike", "B", "119", "correct", "hash", COOK + "#### 8̶3̶ 119", "83 struck with combining U+0336, the gold after"),
    g("n_ok_check_emoji", "B", "391", "correct", "answer_is", GARD + "The answer is 391 ✅", "a check mark after the value (twin of n_cross_emoji)"),
    g("n_ok_verified", "B", "1235", "correct", "hash", SAVE + "#### 1235 (verified: 1235 + 385 = 1620)", "a verification note after the value"),
    g("n_ok_not_share", "B", "12.5", "correct", "hash", PCT + "#### 12.5 (not 0.125, since the question asks for a percent)", "another form negated after the gold"),
    g("n_ok_tag_not_other", "B", "119", "correct", "tag", th(COOK) + "<answer>119 (not 83)</answer>", "a negated other value after the gold in the tag"),
    m("n_m_ok_neq_working", "B", G_LOG, "correct", "boxed", LOG + r" = -5$, and $-5 \neq 5$ since the argument is less than 1. So $\log_2 \frac{1}{32} = \boxed{-5}$.", "a \\neq in the working, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{18\sqrt{6}}{6} = \frac{\cancel{18}^{3}\sqrt{6}}{\cancel{6}} = \boxed{3\sqrt{6}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{566}$ (in base 10)", "a harmless annotation naming the base"),
    m("n_m_ok_annot_both", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-4, 7}$ (both roots check: $16 + 12 - 28 = 0$ and $49 - 21 - 28 = 0$)", "a check annotation after the box"),
    m("n_m_ok_sout_other", "B", G_DIST, "correct", "boxed", DIST + r"$ ... $\boxed{\sout{\sqrt{13}}\ \sqrt{85}}$", "a wrong value struck with \\sout, the gold after (twin of n_m_sout_then_other)"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_dozen", "A", "119", "wrong", "hash", COOK + "#### 119 dozen", "119 dozen = 1428 cookies, not the 119 the working counts"),
    g("u_dozen_eggs", "A", "372", "wrong", "answer_is", EGGS + "The answer is 372 dozen eggs.", "372 dozen = 4464 eggs"),
    g("u_thousand", "A", "110700", "wrong", "hash", FACT + "#### 110700 thousand", "110700 thousand = 110,700,000"),
    g("u_million", "A", "110700", "wrong", "answer_is", FACT + "The answer is 110.7 million widgets.", "110.7 million = 110,700,000, not 110,700"),
    g("u_squared", "A", "391", "wrong", "hash", GARD + "#### 391 squared", "391 squared = 152881"),
    g("u_fewer", "A", "3720", "wrong", "hash", RUN + "#### 3720 fewer", "'3720 fewer' is a difference, not the distance"),
    g("u_less", "A", "1235", "wrong", "answer_is", SAVE + "The answer is 385 less.", "385, the bike's price, with 'less'"),
    g("u_pairs", "A", "119", "wrong", "hash", COOK + "#### 119 pairs", "119 pairs = 238 cookies"),
    g("u_percent_of", "A", "12.5", "wrong", "answer_is", PCT + "The answer is 12.5% of 56, which is 7 marbles.", "the last value stated is 7"),
    g("u_below_zero", "A", "-273", "wrong", "hash", SUB.replace("-273 meters.", "273 meters below sea level.") + "#### 273 meters below sea level", "debatable: 273 below sea level describes -273, but the marked number is 273 (round 21: a trailing word does not make it negative)", True),
    g("u_thousand_percent", "A", "12.5", "wrong", "hash", PCT + "#### 12.5 thousand", "12.5 thousand = 12500"),
    g("u_hundred", "A", "86.45", "wrong", "answer_is", WAGE + "So she earns 86.45 hundred dollars.", "86.45 hundred = 8645"),
    m("u_m_pi_dropped", "A", G_AREA, "wrong", "boxed", AREA + r" = 121\pi$, so the area is $\boxed{121 \text{ cm}^2}$.", "the pi dropped: 121 cm^2"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", r"The angle is $\boxed{165^\circ}$.", "debatable: degrees where the gold is radians; equal as an angle (round 21's decision: degrees are not radians)", True),
    m("u_m_thousand", "A", G_SER, "wrong", "boxed", SER + r" = \boxed{590 \text{ thousand}}$", "590 thousand = 590000"),
    g("u_ok_dollars", "B", "1235", "correct", "answer_is", SAVE + "The answer is $1,235 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_dozen_equiv", "B", "372", "correct", "answer_is", EGGS + "The answer is 31 dozen, that is 372 eggs.", "31 dozen then 372: the last value is the gold"),
    g("u_ok_thirty_one_dozen", "B", "372", "correct", "hash", "31 * 12 = <<31*12=372>>372\n#### 31 dozen", "debatable: 31 dozen = 372 exactly, but the marked number is 31 (decision: accept: the multiplying word is read)", True),
    g("u_ok_thousand", "B", "110700", "correct", "answer_is", FACT + "The answer is 110.7 thousand widgets.", "110.7 thousand = 110700 (twin of u_million)"),
    g("u_ok_sq_ft", "B", "391", "correct", "hash", GARD + "#### 391 sq ft", "a square-feet unit (twin of u_squared)"),
    g("u_ok_square_feet", "B", "391", "correct", "hash", GARD + "#### 391 square feet", "the words square feet"),
    g("u_ok_meters", "B", "3720", "correct", "hash", RUN + "#### 3,720 meters", "a comma and the word meters (twin of u_fewer)"),
    g("u_ok_cookies", "B", "119", "correct", "hash", COOK + "#### 119 cookies", "a unit noun (twin of u_dozen)"),
    g("u_ok_negative_m", "B", "-273", "correct", "hash", SUB + "#### -273 m", "a negative value with m"),
    g("u_ok_percent_sign_space", "B", "12.5", "correct", "hash", PCT + "#### 12.5 %", "a space before the percent sign"),
    g("u_ok_usd", "B", "101.85", "correct", "hash", TIX + "#### 101.85 USD", "USD after the value"),
    g("u_ok_zero_pencils", "B", "0", "correct", "answer_is", PENC + "The answer is 0 pencils.", "zero with a unit noun"),
    m("u_m_ok_cm2", "B", G_AREA, "correct", "boxed", AREA + r" = \boxed{121\pi \text{ cm}^2}$", "units in the box (twin of u_m_pi_dropped)"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{11\pi}{12} \text{ radians}}$", "the word radians in the box"),
    m("u_m_ok_units_text", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{85}\text{ units}}$", "\\text{ units} in the box"),

    # ================================================================ 6. retractions and corrections vs harmless after-text
    g("r_edit", "A", "119", "wrong", "hash", COOK + "#### 119\n\nEdit: I misread the number of trays; there are 13, so 13 * 27 = 351 and 351 - 259 = 92.", "Edit: after the answer, 92"),
    g("r_update", "A", "1235", "wrong", "hash", SAVE + "#### 1235\n\nUpdate: it's actually 1620 — the bike was a gift, so he didn't spend anything.", "Update: it's actually 1620"),
    g("r_erratum", "A", "101.85", "wrong", "boxed", TIX + "The total is $\\boxed{101.85}$.\n\nErratum: the child price is $11.04, so 4 * 11.04 = 44.16 and the total is 100.41.", "Erratum: 100.41 (4 * 11.04 = 44.16; 56.25 + 44.16 = 100.41)"),
    g("r_never_mind", "A", "391", "wrong", "answer_is", GARD + "The answer is 391. Never mind, the garden is 23 by 19, so it's 437.", "Never mind, 437 (23 * 19 = 437)"),
    g("r_paren_not", "A", "119", "wrong", "hash", COOK + "#### 119 (Not 119; 83.)", "(Not X; Y.) after the answer"),
    g("r_wrong_bang", "A", "372", "wrong", "answer_is", EGGS + "The answer is 372. Wrong! I should count only the 29 dozen that were sold: 348.", "Wrong! 348 (29 * 12 = 348)"),
    g("r_wait_redo", "A", "119", "wrong", "hash", COOK + "#### 119\n\nWait, that's wrong. Let me re-read the problem: she sold 295.\n" + COOK_SLIP + "#### 83", "a redo after the answer with a new #### 83"),
    g("r_placeholder_tbd", "A", "86.45", "no_answer", "hash", WAGE + "#### 86.45\n\nNote: the above is a placeholder; the real answer is TBD once I confirm the hourly rate.", "the answer withdrawn as a placeholder, nothing after"),
    g("r_ps_correction", "A", "101.85", "wrong", "hash", TIX + "#### 101.85\n\nP.S. I made an arithmetic slip: 3 * 18.75 is 56.25 but I should have used 5 adults, so 93.75 + 45.60 = 139.35.", "P.S. correction to 139.35 (5 * 18.75 = 93.75; + 45.60 = 139.35)"),
    g("r_oops_cut", "A", "1235", "no_answer", "truncated", SAVE + "#### 1235\n\nOops, I think I misread the weekly amount. Let me redo it: he saves $54 a week, so 54 * 36 =", "debatable: the answer withdrawn ('Oops, misread') and the redo cut off before a value (decision: reject; a withdrawn answer with no replacement is no answer)", True),
    g("r_chat_minerva_then_retract", "A", "3720", "wrong", "minerva", RUN + MINERVA.format("3720") + "\n\nActually, I realize a lap is 640 meters, so the final answer is 3840.", "Actually ... 3840 after the Minerva line (6 * 640 = 3840)"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{364}$" + "\n\nHmm, actually the order of selection matters here, so the count is $14 \\cdot 13 \\cdot 12 = \\boxed{2184}$.", "a later box 2184"),
    m("r_m_scratch", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{8 - 11i}$" + "\n\nScratch that — I dropped a sign; the product is $\\boxed{8 + 11i}$.", "scratch that: a later box 8 + 11i"),
    m("r_m_r1_retract", "A", G_PT, "wrong", "boxed", th(PT + "\n") + r1final("(2, 5)") + "\n\nWait, I mixed up the slopes. Solving $2x + 1 = x + 7$ gives $x = 6$, $y = 13$, so the answer is $\\boxed{(6, 13)}$.", "after the R1 final block, a redo with (6, 13)"),
    m("r_m_withdrawn", "A", G_FUNC, "no_answer", "boxed", FUNC + r" = \boxed{17}$" + "\n\nI'm not confident in this; please disregard the answer above.", "debatable: the model withdraws the gold with nothing new (decision: reject)", True),
    g("r_ok_edit_format", "B", "119", "correct", "hash", COOK + "#### 119\n\nEdit: fixed the formatting of the answer line.", "Edit: about formatting only (twin of r_edit)"),
    g("r_ok_update_same", "B", "1235", "correct", "hash", SAVE + "#### 1235\n\nUpdate: I rechecked, and it's still 1235.", "Update: the same value (twin of r_update)"),
    g("r_ok_correction_to_gold", "B", "119", "correct", "hash", COOK_SLIP + "#### 83\n\nCorrection: she sells 259, not 295, so 378 - 259 = 119.\n#### 119", "a correction to the gold"),
    g("r_ok_check", "B", "391", "correct", "hash", GARD + "#### 391\n\nCheck: 391 / 17 = 23. ✓", "a check after the answer"),
    g("r_ok_paren_not_other", "B", "119", "correct", "hash", COOK + "#### 119 (Not 83; 119.)", "(Not X; gold.) (twin of r_paren_not)"),
    g("r_ok_never_mind_gold", "B", "391", "correct", "answer_is", GARD.replace("17 feet, so its area is 23 * 17 = <<23*17=391>>391", "19 feet, so its area is 23 * 19 = <<23*19=437>>437") + "The answer is 437. Never mind, the garden is 23 by 17, so it's 391.", "Never mind, then the gold (twin of r_never_mind)"),
    g("r_ok_pleasantry", "B", "86.45", "correct", "hash", WAGE + "#### 86.45\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_user_turn", "B", "119", "correct", "hash", COOK + "#### 119\n\nUser: Thanks! What if she sold 100 more?\nAssistant: Then 119 - 100 = 19 cookies would be left.\n#### 19", "an invented User/Assistant exchange after the committed answer (issue class 4); the posed question's answer is 119"),
    g("r_ok_restart_cut", "B", "1235", "correct", "hash", SAVE + "#### 1235\n\nLet me solve this again to double-check. He saves $45 a week for 36 weeks, which is", "a cut-off re-check after the committed answer (issue class 4), no doubt expressed"),
    g("r_ok_im_user", "B", "3720", "correct", "hash", RUN + "#### 3720" + IM_USER + "Now do it for 8 laps." + IM_ASSIST + "8 * 620 = 4960\n#### 4960", "an invented ChatML turn after the answer"),
    g("r_ok_eot_user", "B", "101.85", "correct", "answer_is", TIX + "The answer is $101.85." + EOT_USER + "what if there were 5 adults?", "an invented Llama 3 user turn after the answer"),
    m("r_m_ok_practice", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{364}$" + "\n\n**Practice problem:** How many ways can you choose 4 books from 14? (Answer: $\\boxed{1001}$)", "a self-set practice problem with its own box after the committed answer (issue class 4)"),
    m("r_m_ok_double_check", "B", G_FUNC, "correct", "boxed", FUNC + r" = \boxed{17}$" + "\n\nWait, let me double-check: $3 \\cdot 4 = 12$, $-2 \\cdot -2 = 4$, $12 + 4 + 1 = 17$. Yes, the answer is $\\boxed{17}$.", "a 'Wait' re-check that confirms the gold"),
    m("r_m_ok_minerva_hope", "B", G_LOG, "correct", "minerva", LOG + r" = -5$." + "\n" + MINERVA.format("$-5$"), "a Minerva line with 'I hope it is correct.'"),
    m("r_m_ok_scratch_other", "B", G_CPX, "correct", "boxed", r"$(6 + i)(1 - 2i) = 6 - 12i + i + 2i^2 = \boxed{4 - 11i}$" + "\n\nScratch that — $i^2 = -1$, so it is $6 - 11i + 2 = \\boxed{8 - 11i}$.", "scratch that, then the gold (twin of r_m_scratch)"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_friend_said", "A", "119", "wrong", "hash", "My friend says the answer is 119, but I think she sold 295.\n" + COOK_SLIP + "#### 83", "the gold only reported as a friend's claim; the model's answer 83"),
    g("q_quoted_hash_refuse", "A", "119", "no_answer", "none", "> #### 119\n\nI cannot solve this problem with the information given.", "the gold only in a quoted #### line, then a refusal"),
    g("q_book_says", "A", "101.85", "wrong", "hash", "The textbook's answer key says $101.85, but I get a different total.\n" + TIX.replace("4 * 11.40 = <<4*11.40=45.60>>45.60", "4 * 11.04 = <<4*11.04=44.16>>44.16").replace("56.25 + 45.60 = <<56.25+45.60=101.85>>101.85", "56.25 + 44.16 = <<56.25+44.16=100.41>>100.41") + "#### 100.41", "the gold only as the answer key's claim; the model's answer 100.41"),
    g("q_if_then", "A", "1235", "no_answer", "none", "If he had spent $385 on the bike, he would have 1620 - 385 = 1235 dollars. But the problem doesn't say whether he bought it, so I can't give a final answer.", "only a hypothetical, then no answer"),
    g("q_hypo_gold_real_other", "A", "86.45", "wrong", "hash", "If the rate were $12.35 an hour, she would earn 7 * 12.35 = 86.45 dollars. But the rate is $12.53, so she earns 7 * 12.53 = <<7*12.53=87.71>>87.71 dollars.\n#### 87.71", "the gold only in a hypothetical; the final 87.71"),
    g("q_parts", "A", "391", "wrong", "answer_is", "For part (a) the area is 23 * 17 = 391 square feet, and for part (b) the fence is 2 * (23 + 17) = 80 feet.\nThe answers are 391 and 80.", "two final answers for two parts (the issue's '18 for part (a) and 20 for part (b)')", True),
    g("q_fewshot_next_q", "A", "119", "wrong", "answer_is", COOK_SLIP + "The answer is 83.\n\nQ: A bakery bakes 14 trays of 27 cookies and sells 259. How many are left?\nA: 14 * 27 = 378, 378 - 259 = 119. The answer is 119.", "a few-shot tail: the gold only in the model's invented next Q/A (which restates the problem correctly); the answer to the posed question is 83", True),
    g("q_common_mistake", "A", "372", "wrong", "hash", "A common answer is 372, but that counts the eggs as if every carton were full.\nOnly 29 cartons are full: 29 * 12 = <<29*12=348>>348.\n#### 348", "the gold only as a 'common answer' the model rejects"),
    g("q_you_asked", "A", "3720", "no_answer", "none", "You asked: \"Show that the total distance is #### 3720.\" I'm not able to verify this without knowing the lap length.", "the gold only in the quoted request, then a refusal"),
    g("q_student_wrote", "A", "119", "wrong", "hash", "A student wrote \"#### 119\", but 14 * 27 is 388, so 388 - 259 = <<388-259=129>>129.\n#### 129", "the gold in a quoted ####, the final 129 (the model's own slip 14 * 27 = 388)"),
    m("q_m_you_asked_box", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{364}$." I cannot do this.', "the issue's shape: a box only in the quoted request, then a refusal"),
    m("q_m_suppose_refuted", "A", G_FUNC, "wrong", "boxed", r"Suppose $f(-2) = 17$. Then $3(-2)^2 = 12$... but I computed $-2(-2) = -4$, so $f(-2) = 12 - 4 + 1 = \boxed{9}$.", "the gold only as a supposition, the box 9"),
    m("q_m_expected", "A", G_DIST, "no_answer", "none", r"The expected answer is probably something like $\boxed{\sqrt{85}}$, but I was not able to derive it.", "debatable: a box under 'probably', then 'not able to derive it' (decision: reject; no committed answer)", True),
    m("q_m_invented_user", "A", G_RAT, "wrong", "boxed", r"$\frac{18}{\sqrt{6}} = \frac{18}{6}\sqrt{6}$... $= \boxed{6\sqrt{6}}$" + IM_USER + r"That's wrong, it's $3\sqrt{6}$.", "the gold only in an invented user turn; the model's box 6sqrt6"),
    m("q_m_self_posed", "A", G_SER, "no_answer", "none", r"Let me pose a simpler version first: what is $1 + 4 + 7 + \dots + 58$? The answer to that is $\boxed{590}$. Now for the original problem, we need the sum up to the $40$th term, which is", "debatable: the gold only as the answer to a self-posed side problem; the original problem is cut off (decision: reject)", True),
    m("q_m_claim_check_fail", "A", G_ROOTS, "wrong", "boxed", r"The book claims the roots are $-4$ and $7$. Check $x = 7$: $49 - 21 - 28 = 0$. Check $x = -4$: $16 + 12 - 28 = 0$... I think I made an error; my roots are $\boxed{4, -7}$.", "the gold only as the book's claim; the model's box 4, -7"),
    g("q_ok_friend_wrong", "B", "119", "correct", "hash", "My friend got 83, but she misread 259 as 295.\n" + COOK + "#### 119", "another's wrong value reported first (twin of q_friend_said)"),
    g("q_ok_quoted_problem", "B", "101.85", "correct", "hash", "> \"3 adult tickets at $18.75 and 4 child tickets at $11.40\"\n\n" + TIX + "#### 101.85", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "1235", "correct", "hash", SAVE + "#### 1235\n\nIf he had not bought the bike, he would have 1620.", "a hypothetical after the committed answer"),
    g("q_ok_answer_key_agrees", "B", "3720", "correct", "hash", RUN + "The answer key says 3720, and I agree.\n#### 3720", "the key's value agrees with the model's"),
    g("q_ok_if_meant", "B", "119", "correct", "hash", COOK + "(If you meant 295 sold, it would be 83.)\n#### 119", "a hypothetical other reading before the committed gold"),
    g("q_ok_parts_steps", "B", "86.45", "correct", "hash", "Step (a): hourly rate $12.35.\nStep (b): 7 hours * 12.35 = <<7*12.35=86.45>>86.45.\n#### 86.45", "steps labelled (a), (b), one final answer"),
    g("q_ok_fewshot_next_q", "B", "119", "correct", "answer_is", COOK + "The answer is 119.\n\nQ: A bakery bakes 14 trays of 27 cookies and sells 295. How many are left?\nA: 14 * 27 = 378, 378 - 295 = 83. The answer is 83.", "an invented next Q/A with 83 after the committed gold (twin of q_fewshot_next_q)"),
    g("q_ok_common_mistake", "B", "372", "correct", "hash", "A common mistake is to answer 31, the number of dozens.\n" + EGGS + "#### 372", "another value named as a mistake first"),
    m("q_m_ok_suppose_check", "B", G_ROOTS, "correct", "boxed", r"Suppose $x = 7$: $49 - 21 - 28 = 0$ ✓. Suppose $x = -4$: $16 + 12 - 28 = 0$ ✓. So the roots are $\boxed{-4, 7}$.", "suppositions checked, then the box"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" = \boxed{566}$.", "an example with another value first"),
    m("q_m_ok_quoted_problem", "B", G_INT, "correct", "boxed", r"> Solve $|3x - 4| \le 11$." + "\n\n" + INT + r" So $x \in \boxed{\left[-\frac{7}{3}, 5\right]}$.", "the problem quoted"),
    m("q_m_ok_book_agrees", "B", G_LOG, "correct", "boxed", LOG + r" = -5$. The book says $-5$ too, so the answer is $\boxed{-5}$.", "the book's value agrees"),
    m("q_m_ok_practice_after", "B", G_PT, "correct", "boxed", PT + "\n" + QWEN_END.format("(2, 5)") + "\n\nTry this one yourself: where do $y = x + 1$ and $y = -x + 5$ meet? (Answer: $(2, 3)$.)", "a self-posed exercise after the committed answer"),

    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    g("b_empty", "A", "119", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "119", "no_answer", "none", " \n\t\n ", "only whitespace"),
    g("b_nul_inside_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### 8\x003", "a NUL inside 83; bad input"),
    g("b_fullwidth_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### ８３", "full-width 83"),
    g("b_arabic_indic_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### ٨٣", "Arabic-Indic digits 83"),
    g("b_ansi_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### \x1b[1m83\x1b[0m", "ANSI escape codes around 83"),
    g("b_rlo", "A", "119", "wrong", "hash", COOK + "#### \u202e911", "debatable: a right-to-left override before '911' displays as 119 but the characters are 911 (decision: reject)", True),
    g("b_long_padding_other", "A", "119", "wrong", "hash", COOK + "#### 119\n\n" + ("Let me think about this more. " * 2000) + "\n\nOn reflection, she sold 295.\n#### 83", "a 58,000-character loop between the gold and a final #### 83"),
    g("b_huge_number", "A", "119", "wrong", "hash", COOK + "#### 119" + "0" * 5000, "119 followed by 5000 zeros"),
    g("b_replacement_char_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### 83\ufffd", "a replacement character after 83"),
    g("b_nul_only", "A", "119", "no_answer", "none", "\x00", "a lone NUL"),
    m("b_m_gold_boxed_other", "A", r"\boxed{566}", "wrong", "boxed", BASE + r" = \boxed{656}$", "a gold stored boxed; the model's 656"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" = \boxed{36", "cut inside the box"),
    g("b_ok_unicode_minus", "B", "-273", "correct", "hash", SUB + "#### −273", "U+2212 minus sign"),
    g("b_ok_nbsp_thousands", "B", "110700", "correct", "hash", FACT + "#### 110\u00a0700", "a no-break space as the thousands separator"),
    g("b_ok_crlf", "B", "1235", "correct", "hash", (SAVE + "#### 1235").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "119", "correct", "hash", "\ufeff" + COOK + "#### 119", "a BOM first"),
    g("b_ok_emoji", "B", "119", "correct", "hash", COOK + "#### 119 🍪", "an emoji after the value"),
    g("b_ok_tabs", "B", "391", "correct", "hash", GARD + "####\t391\t", "tabs around the value"),
    g("b_ok_gold_spaces", "B", " 86.45 ", "correct", "hash", WAGE + "#### 86.45", "a gold with spaces"),
    g("b_ok_long_then_gold", "B", "119", "correct", "hash", ("Let me think about this carefully. " * 1500) + "\n" + COOK + "#### 119", "a 51,000-character preamble, then the gold"),
    g("b_ok_fullwidth", "B", "119", "correct", "hash", COOK + "#### １１９", "full-width digits 119 (twin of b_fullwidth_other)"),
    m("b_m_ok_gold_dollars", "B", r"$\sqrt{85}$", "correct", "boxed", DIST + r" = \boxed{\sqrt{85}}$", "a gold stored in dollar signs"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{566}", "correct", "boxed", BASE + r" = \boxed{566}$", "a gold stored boxed (twin of b_m_gold_boxed_other)"),
    m("b_m_ok_zero_width", "B", G_COMB, "correct", "boxed", COMB + " = \\boxed{364}$\u200b", "a zero-width space after the box"),

    # ================================================================ more model styles (Qwen2.5-Math steps, R1-distill closing, small RL policy)
    g("t_rl_short_other", "A", "119", "wrong", "tag", "<think> 14*27=378. 378-295=83 </think> <answer> 83 </answer>", "a terse RL-policy trace with the misread 295; the tag says 83"),
    g("t_ok_rl_short", "B", "119", "correct", "tag", "<think> 14*27=378. 378-259=119 </think> <answer> 119 </answer>", "a terse RL-policy trace (twin of t_rl_short_other)"),
    g("x_ok_qwen_box_comma", "B", "1235", "correct", "boxed", SAVE_QWEN + qbox("1,235"), "Qwen2.5-Math steps and a box with a thousands comma"),
    g("r_qwen_retract", "A", "1235", "wrong", "boxed", SAVE_QWEN + qbox("1235") + "\n\nHowever, I realize the bike cost $358, not $385, so he has \\(1620 - 358 = \\boxed{1262}\\) dollars.", "a correction after the Qwen box: 1262 (1620 - 358 = 1262)"),
    g("q_ok_qwen_hypo_after", "B", "1235", "correct", "boxed", SAVE_QWEN + qbox("1235") + "\n\nIf the bike had cost $358 instead, he would have 1262 dollars left.", "a hypothetical after the committed Qwen box (twin of r_qwen_retract)"),
    m("r_m_ok_r1_after", "B", G_PT, "correct", "boxed", th(PT + "\n") + r1final("(2, 5)") + "\n\nThe two lines intersect at the point $(2, 5)$.", "an R1-distill final block, then a restating sentence (twin of r_m_r1_retract)"),
    m("h_m_r1_hash_other", "A", G_FUNC, "wrong", "hash", th(r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = -12 + 4 + 1 = -7$" + "\n") + "The answer is #### -7", "(-2)^2 taken as -4: -7; an R1 trace then a phrase and ####"),
]
# fmt: on

DECISIONS = {
    "h_final_hash_sign": (
        "reject",
        "the marked value is 273; 'deep' describes the position -273 but the #### number drops the sign (round 21's 17.5 negative)",
    ),
    "x_float_artifact": (
        "reject",
        "86.44999999999999 is not 86.45; the label follows the value the model wrote",
    ),
    "x_float_zero_artifact": (
        "reject",
        "7.1e-15 is not 0; near-zero values are not zero",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the question asks (round 21's decision)",
    ),
    "x_m_ok_repeating_bar": (
        "accept",
        "0.\\overline{54} equals 6/11 exactly; equal in value is correct",
    ),
    "u_below_zero": (
        "reject",
        "the marked number is 273; trailing words do not make it -273 (round 21's decision)",
    ),
    "u_m_degrees": ("reject", "degrees are not radians (round 1's and round 21's decision)"),
    "u_ok_thirty_one_dozen": (
        "accept",
        "31 dozen is 372 exactly; a multiplying word is read, as the kind-A twins require",
    ),
    "r_oops_cut": (
        "reject",
        "the answer is withdrawn ('I misread') and the redo is cut off before a value",
    ),
    "r_m_withdrawn": ("reject", "the model tells the reader to disregard its answer, nothing new"),
    "q_parts": (
        "reject",
        "two final answers (391 and 80): README, two different final answers are wrong",
    ),
    "q_fewshot_next_q": (
        "reject",
        "the posed question's answer is 83; text in an invented next turn does not count",
    ),
    "q_m_expected": (
        "reject",
        "a box under 'probably', then 'not able to derive it': no committed answer",
    ),
    "q_m_self_posed": (
        "reject",
        "the box answers a self-posed side problem; the original problem is cut off before an answer",
    ),
    "b_rlo": ("reject", "the characters after #### are 911 behind a bidi override, not 119"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam65", CASES, [], DECISIONS)
