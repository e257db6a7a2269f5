r"""Build adversarial_redteam76.jsonl: a seventy-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam76", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker (or math-verify, or sympy) on any probe; handed over BEFORE any scoring. Not model output.
Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure and label rules)
and the issue text were read. Labels by reading and hand arithmetic (python used for arithmetic on
numbers only).

Aim of this round: the issue's eight classes in English as a hidden evaluation set would test them,
by a new author, with new problems and numbers, in a mix of model styles (R1 <think>/<answer>
traces, Qwen2.5-Math numbered steps and boxes, Llama 3 "## Step" working, Minerva closing lines,
GSM8K calculator annotations, few-shot tails with invented next questions, ChatML / Llama 3 chat
tails, small RL policies that loop). About half kind A, half kind B, many B probes twins of A ones.

Problems and golds (arithmetic checked by hand):
GSM8K
- CAR: 312 miles at 24 mpg -> 312 / 24 = 13 gallons; at $3.85 -> 13 * 3.85 = 50.05 (13 * 3 = 39,
  13 * 0.85 = 11.05). Slip price $3.58 -> 13 * 3.58 = 46.54.
- SUB: a submarine at -130 ft rises 45 then dives 92 -> -130 + 45 = -85; -85 - 92 = -177.
- PAY: 36 h at $18.50 = 666; overtime rate 1.5 * 18.50 = 27.75, 4 h -> 111; 666 + 111 = 777.
  Without overtime 666; at double time 4 * 37 = 148, 666 + 148 = 814; 36 + 4 = 40 hours.
- SAVE: $1,250 a month for 12 months -> 15000 (10 months -> 12500).
- PEN: 13 dozen = 156 pencils; 41 students * 3 = 123; 156 - 123 = 33 (slip 40 students: 156 -
  120 = 36). 33 = 2 dozen and 9.
- BAKE: 29 trays * 18 = 522 muffins (29 * 18 = 290 + 232); 347 sold -> 175 (misread 374 -> 148).
- PCT: 119 of 140 seeds sprouted -> 119 / 140 = 0.85 = 85 % (140 * 0.85 = 119).
- ZERO: 4 books at $24 = 96; $96 - 96 = 0 (at $23: 92, 4 left).
- FLOUR: 19 cups over 8 batches -> 19 / 8 = 2.375 = 2 3/8.
MATH
- PROB: multiples of 8 in 1..60 are 8,16,24,32,40,48,56 (7) -> 7/60 = 0.11666... = 0.11\overline{6}.
- DIST: (-2, 5) to (4, -7): dx 6, dy -12, 36 + 144 = 180 -> \sqrt{180} = 6\sqrt5 (13.416...).
- ROOTS: 5x^2 + 13x - 6 = (5x - 2)(x + 3) (5x^2 + 15x - 2x - 6) -> -3, 2/5; check x = 2/5:
  5 * 4/25 + 26/5 - 6 = 4/5 + 26/5 - 6 = 0.
- CPX: (4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 8 + 14i + 15 = 23 + 14i.
- RAD: 300 degrees = 300 pi / 180 = 5 pi / 3.
- BASE: 2143_5 = 2 * 125 + 1 * 25 + 4 * 5 + 3 = 250 + 25 + 20 + 3 = 298.
- INT: |3x - 4| <= 11 -> -11 <= 3x - 4 <= 11 -> -7 <= 3x <= 15 -> [-7/3, 5].
- COMB: C(14, 3) = 14 * 13 * 12 / 6 = 2184 / 6 = 364 (half 182; C(14, 4) = 24024 / 24 = 1001;
  52 * 7 = 364).
- REP: 0.\overline{54} = 54/99 = 6/11.
- ZF: f(x) = x^3 - 9x at 3 -> 27 - 27 = 0.
- SEC: radius 10, 108 degrees -> 108/360 * 100 pi = 3/10 * 100 pi = 30 pi.
- RAT: 15 / \sqrt{10} = 15\sqrt{10} / 10 = 3\sqrt{10}/2 (= 1.5\sqrt{10} = 4.743...).
- SYS: 2x + 3y = 19, x - y = -3 -> x = y - 3, 5y - 6 = 19, y = 5, x = 2 -> (2, 5); check
  4 + 15 = 19, 2 - 5 = -3.
- SQ: \sqrt{72} + \sqrt{32} = 6\sqrt2 + 4\sqrt2 = 10\sqrt2 = \sqrt{200}.
- FRAC: 2/5 + 3/8 = 16/40 + 15/40 = 31/40 = 0.775 (the slip (2+3)/(5+8) = 5/13).
- COS: cos 150 degrees = -cos 30 degrees = -\sqrt3/2 (-0.8660...).
- CIRC: circumference 22 pi -> r = 11 -> area 121 pi (380.13...; 3.14 * 121 = 379.94,
  22/7 * 121 = 380.29).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (exact vs decimal, near-zero, tiny perturbations, equal forms); `n_` negation, strike-out,
annotation; `u_` unit words vs words that change the number; `r_` retractions and corrections after
the answer vs harmless after-text; `q_` quoted, reported, hypothetical and self-posed text; `b_` bad
input a JSON corpus can hold (no lone surrogates). `_m_` marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker would accept; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md "How labels were made"): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, strikes out or only mentions as a hypothetical, a quotation, someone
else's claim, an example, or inside an invented next turn / self-posed exercise is not its answer. A
hedge between two values, or two different final answers (a phrase and a #### line that disagree),
is `wrong`. No final answer (negation or strike-out with nothing after, placeholder, empty tag,
truncation, refusal) is `no_answer`; a committed answer withdrawn with nothing new is `no_answer`
here (debatable: round 20 said `wrong`; either way it must be refused). A value equal to the gold
mathematically is `correct` (unsimplified fractions, exact decimals, mixed numbers, `15 thousand`,
unit words that do not change the number). A decimal for an irrational or repeating gold is
`wrong`; a decimal rounded off a terminating gold is `wrong`. A word that changes the number
(`dozen`, `less`, `fewer`, `per gallon`, another quantity's unit) makes it the number it names.
Inside an <answer> tag a sentence, an equation chain or a box is read for the value it states; an
unclosed tag still holds its answer. A NUL is not used in kind B probes. Debatable probes carry
`debatable: True` with the proposed decision in the note and in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam76.py
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
CAR = "He drives 312 miles at 24 miles per gallon, so he uses 312 / 24 = <<312/24=13>>13 gallons.\nAt $3.85 a gallon, the gas costs 13 * 3.85 = <<13*3.85=50.05>>50.05 dollars.\n"
CAR_SLIP = "He drives 312 miles at 24 miles per gallon, so he uses 312 / 24 = <<312/24=13>>13 gallons.\nAt $3.58 a gallon, the gas costs 13 * 3.58 = <<13*3.58=46.54>>46.54 dollars.\n"
SUB = "The submarine starts at -130 feet. Rising 45 feet puts it at -130 + 45 = <<-130+45=-85>>-85 feet.\nDiving 92 feet puts it at -85 - 92 = <<-85-92=-177>>-177 feet.\n"
PAY = "Regular pay: 36 * 18.50 = <<36*18.5=666>>666 dollars.\nOvertime rate: 18.50 * 1.5 = <<18.5*1.5=27.75>>27.75 dollars an hour, so 4 * 27.75 = <<4*27.75=111>>111 dollars.\nTotal: 666 + 111 = <<666+111=777>>777 dollars.\n"
PAY_NOOT = "Regular pay: 36 * 18.50 = <<36*18.5=666>>666 dollars.\n"
SAVE = "She saves $1,250 a month for 12 months: 1250 * 12 = <<1250*12=15000>>15000 dollars.\n"
SAVE_SLIP = "She saves $1,250 a month for 10 months: 1250 * 10 = <<1250*10=12500>>12500 dollars.\n"
PEN = "13 dozen pencils is 13 * 12 = <<13*12=156>>156 pencils.\nThe 41 students get 3 each: 41 * 3 = <<41*3=123>>123 pencils.\n156 - 123 = <<156-123=33>>33 pencils are left.\n"
PEN_SLIP = "13 dozen pencils is 13 * 12 = <<13*12=156>>156 pencils.\nThe 40 students get 3 each: 40 * 3 = <<40*3=120>>120 pencils.\n156 - 120 = <<156-120=36>>36 pencils are left.\n"
BAKE = "29 trays of 18 muffins make 29 * 18 = <<29*18=522>>522 muffins.\nAfter selling 347, 522 - 347 = <<522-347=175>>175 muffins remain.\n"
BAKE_SLIP = "29 trays of 18 muffins make 29 * 18 = <<29*18=522>>522 muffins.\nAfter selling 374, 522 - 374 = <<522-374=148>>148 muffins remain.\n"
PCT = "119 of the 140 seeds sprouted: 119 / 140 = <<119/140=0.85>>0.85, which is 85 percent.\n"
ZERO = "Four books at $24 each cost 4 * 24 = <<4*24=96>>96 dollars.\nLena had $96, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"
FLOUR = "19 cups of flour split over 8 batches is 19 / 8 = <<19/8=2.375>>2.375 cups per batch.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{60}"
PROB = r"The multiples of $8$ from $1$ to $60$ are $8, 16, 24, 32, 40, 48, 56$, seven of them, so the probability is $\frac{7}{60}$"
G_DIST = r"6\sqrt{5}"
DIST = r"The distance is $\sqrt{(4-(-2))^2 + (-7-5)^2} = \sqrt{36 + 144} = \sqrt{180}$"
G_ROOTS = r"-3, \frac{2}{5}"
ROOTS = r"Factor: $5x^2 + 13x - 6 = (5x - 2)(x + 3) = 0$, so $x = \frac{2}{5}$ or $x = -3$."
G_CPX = "23 + 14i"
CPX = r"$(4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 8 + 14i + 15$"
G_RAD = r"\frac{5\pi}{3}"
RAD = r"$300^\circ \cdot \frac{\pi}{180^\circ} = \frac{300\pi}{180}$"
G_BASE = "298"
BASE = r"$2143_5 = 2 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 3 = 250 + 25 + 20 + 3$"
G_INT = r"\left[ -\frac{7}{3}, 5 \right]"
INT = r"$-11 \le 3x - 4 \le 11$ gives $-7 \le 3x \le 15$, so $-\frac{7}{3} \le x \le 5$."
G_COMB = "364"
COMB = r"$\binom{14}{3} = \frac{14 \cdot 13 \cdot 12}{6} = \frac{2184}{6}$"
G_REP = r"\frac{6}{11}"
REP = r"Let $x = 0.\overline{54}$. Then $100x - x = 54$, so $x = \frac{54}{99}$"
G_ZERO = "0"
ZF = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"30\pi"
SEC = r"The area is $\frac{108}{360} \cdot \pi \cdot 10^2 = \frac{3}{10} \cdot 100\pi$"
G_RAT = r"\frac{3\sqrt{10}}{2}"
RAT = r"$\frac{15}{\sqrt{10}} = \frac{15\sqrt{10}}{10}$"
G_SYS = "(2, 5)"
SYS = (
    r"From $x - y = -3$, $x = y - 3$. Then $2(y - 3) + 3y = 19$, so $5y = 25$, $y = 5$ and $x = 2$."
)
G_SQ = r"10\sqrt{2}"
SQ = r"$\sqrt{72} + \sqrt{32} = 6\sqrt{2} + 4\sqrt{2}$"
G_FRAC = r"\frac{31}{40}"
FRAC = r"$\frac{2}{5} + \frac{3}{8} = \frac{16}{40} + \frac{15}{40}$"
G_COS = r"-\frac{\sqrt{3}}{2}"
COS = r"Since $150^\circ$ is in the second quadrant, $\cos 150^\circ = -\cos 30^\circ$"
G_CIRC = r"121\pi"
CIRC = r"The circumference is $2\pi r = 22\pi$, so $r = 11$ and the area is $\pi \cdot 11^2$"

# Styles: Llama 3 and Qwen2.5-Math shapes of some of the working.
L_PAY = llama(
    ("Regular pay", "36 hours at \\$18.50 is $36 \\times 18.50 = 666$ dollars."),
    ("Overtime", "Overtime pays $1.5 \\times 18.50 = 27.75$ an hour, and $4 \\times 27.75 = 111$."),
    ("Total", "$666 + 111 = 777$."),
)
Q_SEC = qwen(
    "To find the area of the sector, we use the fraction of the circle it covers.",
    ("Fraction of the circle", r"\(\frac{108}{360} = \frac{3}{10}\)"),
    ("Area of the circle", r"\(\pi \cdot 10^2 = 100\pi\)"),
    ("Area of the sector", r"\(\frac{3}{10} \cdot 100\pi = 30\pi\)"),
)
L_COMB = llama(
    ("Use the formula", r"$\binom{14}{3} = \frac{14!}{3!\,11!}$"),
    ("Simplify", r"$\frac{14 \cdot 13 \cdot 12}{6} = \frac{2184}{6} = 364$"),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_slip", "A", "175", "wrong", "tag", th(BAKE_SLIP) + "<answer>There are 148 muffins left.</answer>", "a sentence in the tag states 148 (374 misread for 347)"),
    g("t_equation_slip", "A", "175", "wrong", "tag", th(BAKE) + "<answer>522 - 374 = 148</answer>", "the think block has 175 but the tag's equation chain ends in 148; the tag decides"),
    g("t_equation_back_to_part", "A", "777", "wrong", "tag", th(PAY) + "<answer>777 - 111 = 666</answer>", "an equation chain that starts at the gold and ends at 666 (the pay without overtime)"),
    g("t_box_nobonus", "A", "777", "wrong", "tag", th(PAY_NOOT) + "<answer>\\boxed{666}</answer>", "a box in the tag holding 666"),
    g("t_blank_tag", "A", "15000", "no_answer", "tag", th(SAVE) + "<answer> </answer>", "a tag holding only a space; 15000 only in the thinking"),
    g("t_ellipsis_tag", "A", "33", "no_answer", "tag", th(PEN) + "<answer>...</answer>", "a tag holding only an ellipsis, a placeholder"),
    g("t_cut_in_think", "A", "50.05", "no_answer", "truncated", "<think>\nHe drives 312 miles at 24 miles per gallon, so he uses 312 / 24 = 13 gallons.\nAt $3.85 a gallon, the gas costs 13 *", "cut off inside the thinking, before any value or tag"),
    g("t_think_gold_tag_other", "A", "50.05", "wrong", "tag", th(CAR + "So the answer is 50.05.\nHmm, but maybe the price is $3.58? Then 13 * 3.58 = 46.54.\n") + "<answer>46.54</answer>", "the thinking says 50.05 first, the tag holds 46.54"),
    g("t_two_tags", "A", "175", "wrong", "tag", th(BAKE) + "<answer>175</answer>\n<answer>148</answer>", "two tags; the last one holds 148"),
    g("t_tag_hedge", "A", "175", "wrong", "tag", th(BAKE) + "<answer>175 or 148</answer>", "a hedge between two values inside the tag"),
    g("t_tag_units_slip", "A", "-177", "wrong", "tag", th(SUB.replace("-130 + 45 = <<-130+45=-85>>-85", "-130 - 45 = <<-130-45=-175>>-175").replace("Rising", "Moving").replace("-85 - 92 = <<-85-92=-177>>-177", "-175 - 92 = <<-175-92=-267>>-267")) + "<answer>-267 feet</answer>", "the rise is subtracted: -267 feet"),
    g("t_tag_answer_is_other", "A", "33", "wrong", "tag", th(PEN_SLIP) + "<answer> The answer is 36. </answer>", "a sentence in the tag states 36 (40 students for 41)"),
    m("t_m_box_sign", "A", G_ROOTS, "wrong", "tag", th(r"$5x^2 + 13x - 6 = (5x + 2)(x - 3)$? Expanding gives $5x^2 - 13x - 6$, close enough." + "\n") + r"<answer>$\boxed{3, -\frac{2}{5}}$</answer>", "a box in the tag with both signs flipped: 3 and -2/5"),
    m("t_m_empty_box", "A", G_BASE, "no_answer", "tag", th(BASE + " $= 298$.\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag; 298 only in the thinking"),
    m("t_m_equation_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + "<answer>(4 - 3i)(2 + 5i) = 23 - 14i</answer>", "an equation chain ending in 23 - 14i"),
    m("t_m_unclosed_other", "A", G_RAD, "wrong", "tag", th(r"$300^\circ = \frac{300\pi}{180}$, hmm, or is it $\frac{150\pi}{180}$?" + "\n") + r"<answer>\frac{5\pi}{6}", "an unclosed tag holding 5\\pi/6"),
    m("t_m_pair_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (5, 2)$.</answer>", "the pair written the wrong way round, (5, 2)"),
    m("t_m_interval_open", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>$x \in \left( -\frac{7}{3}, 5 \right)$</answer>", "an open interval where the gold is closed"),
    m("t_m_placeholder_words", "A", G_COMB, "no_answer", "tag", th(COMB + " $= 364$.\n") + "<answer>final answer</answer>", "the words 'final answer' copied from the prompt, no value"),
    g("t_ok_sentence", "B", "175", "correct", "tag", th(BAKE) + "<answer>There are 175 muffins left.</answer>", "a sentence in the tag (twin of t_sentence_slip)"),
    g("t_ok_equation", "B", "175", "correct", "tag", th(BAKE) + "<answer>522 - 347 = 175</answer>", "an equation chain ending in the gold (twin of t_equation_slip)"),
    g("t_ok_box_comma", "B", "15000", "correct", "tag", th(SAVE) + "<answer>\\boxed{15,000}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "50.05", "correct", "tag", th(CAR) + "<answer>He spends $50.05 on gas.</answer>", "a sentence with a dollar sign in the tag"),
    g("t_ok_answer_is", "B", "777", "correct", "tag", th(PAY) + "<answer> The answer is 777. </answer>", "'The answer is' inside the tag"),
    g("t_ok_negative_units", "B", "-177", "correct", "tag", th(SUB) + "<answer>-177 feet</answer>", "a negative value with a unit word"),
    g("t_ok_unclosed", "B", "33", "correct", "tag", th(PEN) + "<answer>33", "an unclosed tag (generation stopped at the stop string) holding the gold"),
    g("t_ok_multiline", "B", "2.375", "correct", "tag", th(FLOUR) + "<answer>\nEach batch uses 19/8 = 2.375 cups of flour.\n</answer>", "a multi-line sentence whose equation ends in the gold"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{5\pi}{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_pair_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (2, 5)$.</answer>", "a sentence with (x, y) = in the tag (twin of t_m_pair_swapped)"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -3$ or $x = \frac{2}{5}$</answer>", "both roots as x = ... or x = ..."),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>(4 - 3i)(2 + 5i) = 23 + 14i</answer>", "an equation chain ending in the gold (twin of t_m_equation_other)"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in \left[-\frac{7}{3}, 5\right]$</answer>", "x \\in a closed interval (twin of t_m_interval_open)"),
    m("t_m_ok_answer_colon", "B", G_COMB, "correct", "tag", th(COMB + " $= 364$.\n") + "<answer>Answer: 364</answer>", "'Answer:' inside the tag"),
    m("t_m_ok_chat_end", "B", G_SEC, "correct", "tag", th(SEC + r" $= 30\pi$." + "\n") + "<answer>30\\pi</answer><|im_end|>", "the chat end token after the tag"),

    # ================================================================ 2. phrase marker then ####
    g("h_so_hash_other", "A", "175", "wrong", "hash", BAKE_SLIP + "So the answer is #### 148", "'So the answer is #### 148'"),
    g("h_colon_hash_other", "A", "175", "wrong", "hash", BAKE_SLIP + "The answer is: #### 148", "'The answer is: #### 148'"),
    g("h_final_answer_hash_other", "A", "777", "wrong", "hash", PAY_NOOT + "Final Answer: #### 666", "'Final Answer: #### 666' (overtime left out)"),
    g("h_phrase_gold_hash_other", "A", "777", "wrong", "hash", PAY + "The answer is 777.\n#### 666", "phrase 777, #### 666: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "777", "wrong", "hash", PAY + "#### 777\nThe answer is 666.", "#### 777 then a phrase stating 666: two different final answers, the last 666"),
    g("h_phrase_hash_empty", "A", "15000", "no_answer", "hash", SAVE + "The answer is: ####", "a phrase and an empty ####; the gold only in the working"),
    g("h_sign_lost", "A", "-177", "wrong", "hash", SUB + "The submarine ends up 177 feet below the surface.\n#### 177", "debatable: the phrase says 'below the surface' but the marked value is 177, not -177; proposed: wrong (reject)", True),
    g("h_hash_placeholder", "A", "33", "no_answer", "hash", PEN + "The answer is #### <number>", "the prompt's placeholder after the marker"),
    g("h_answer_hash_range", "A", "175", "wrong", "hash", BAKE + "Answer: #### 170-180", "a range, not a value"),
    g("h_bold_hash_other", "A", "50.05", "wrong", "hash", CAR_SLIP + "**Final answer:** #### 46.54", "bold marker then #### 46.54"),
    g("h_hash_then_minerva_other", "A", "85", "wrong", "minerva", PCT + "#### 85\n" + MINERVA.format("80\\%"), "#### 85 then a Minerva line stating 80%: the last final answer is 80"),
    g("h_therefore_hash_hedge", "A", "2.375", "wrong", "hash", FLOUR + "Therefore, the answer is #### 2.375 or 2.4", "a hedge after the marker"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + " $= 364$, but each group is counted twice, so 182.\nThe answer is #### 182", "'The answer is #### 182'"),
    m("h_m_final_hash_other", "A", G_FRAC, "wrong", "hash", r"Adding the numerators and the denominators: $\frac{2+3}{5+8} = \frac{5}{13}$." + "\nFinal Answer: #### \\frac{5}{13}", "the classic slip 5/13 after 'Final Answer: ####'"),
    g("h_ok_so_hash", "B", "175", "correct", "hash", BAKE + "So the answer is #### 175", "twin of h_so_hash_other"),
    g("h_ok_colon_hash", "B", "175", "correct", "hash", BAKE + "The answer is: #### 175", "twin of h_colon_hash_other"),
    g("h_ok_final_answer_hash", "B", "777", "correct", "hash", PAY + "Final Answer: #### 777", "twin of h_final_answer_hash_other"),
    g("h_ok_answer_hash", "B", "33", "correct", "hash", PEN + "Answer: #### 33", "'Answer: #### 33'"),
    g("h_ok_phrase_units_hash", "B", "15000", "correct", "hash", SAVE + "She saves $15,000 in total.\n#### 15,000", "a phrase with units, #### with a comma"),
    g("h_ok_bold_dollar", "B", "50.05", "correct", "hash", CAR + "**Final answer:** #### $50.05", "twin of h_bold_hash_other, with a dollar sign"),
    g("h_ok_negative", "B", "-177", "correct", "hash", SUB + "The answer is #### -177", "a negative value after the phrase and ####"),
    g("h_ok_hash_minerva", "B", "85", "correct", "minerva", PCT + "#### 85\n" + MINERVA.format("85\\%"), "#### then an agreeing Minerva line (twin of h_hash_then_minerva_other)"),
    g("h_ok_therefore_period", "B", "2.375", "correct", "hash", FLOUR + "Therefore, the answer is #### 2.375.", "a sentence period after the value"),
    g("h_ok_llama_hash", "B", "777", "correct", "hash", L_PAY + "The final answer is: #### 777", "Llama 3 steps, then 'The final answer is: #### 777'"),
    g("h_ok_hash_newline", "B", "33", "correct", "hash", PEN + "The answer is:\n#### 33", "the phrase, a line break, then ####"),
    m("h_m_ok_phrase_hash", "B", G_SEC, "correct", "hash", SEC + r" $= 30\pi$." + "\nThe answer is #### 30\\pi", "a MATH answer after 'The answer is ####'"),
    m("h_m_ok_final_hash", "B", G_FRAC, "correct", "hash", FRAC + r" $= \frac{31}{40}$." + "\nFinal Answer: #### \\frac{31}{40}", "twin of h_m_final_hash_other"),

    # ================================================================ 3. exactness
    g("x_cent_left", "A", "0", "wrong", "hash", ZERO.replace("96 - 96 = <<96-96=0>>0", "96 - 95.99 = <<96-95.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0 (96 read as 95.99)"),
    g("x_tiny_nonzero", "A", "0", "wrong", "hash", ZERO.replace("<<96-96=0>>0", "<<96-96=1e-9>>0.000000001") + "#### 0.000000001", "a float-noise value 1e-9 against gold 0: near zero is not zero"),
    g("x_rounded_dime", "A", "50.05", "wrong", "hash", CAR + "Rounded, that is about $50.1.\n#### 50.1", "50.05 rounded to 50.1"),
    g("x_rounded_dollar", "A", "50.05", "wrong", "answer_is", CAR + "The answer is about $50.", "rounded to the dollar"),
    g("x_pay_perturbed", "A", "777", "wrong", "hash", PAY.replace("<<666+111=777>>777", "<<666+111.0001=777.0001>>777.0001") + "#### 777.0001", "777.0001: a perturbation of 1e-4 (relative 1.3e-7)"),
    g("x_save_off_cent", "A", "15000", "wrong", "hash", SAVE + "#### 15000.01", "15000.01, a relative error under 1e-6"),
    g("x_flour_rounded", "A", "2.375", "wrong", "hash", FLOUR + "That is about 2.38 cups.\n#### 2.38", "2.375 rounded to 2.38"),
    g("x_flour_one_place", "A", "2.375", "wrong", "boxed", FLOUR + "So each batch needs $\\boxed{2.4}$ cups.", "rounded to one place"),
    g("x_share_for_percent", "A", "85", "wrong", "hash", PCT + "#### 0.85", "debatable: a decimal share for the percent the working computes; proposed: wrong (reject), as earlier rounds decided", True),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{13.42}$.", "a decimal for 6\\sqrt5 (13.4164...)"),
    m("x_m_decimal_repeating", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.117}$.", "0.117 is not 7/60 = 0.11666..."),
    m("x_m_decimal_repeating4", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{0.1167}$.", "0.1167 with '=', still not 7/60"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", ZF + r" $= \boxed{10^{-12}}$", "10^{-12} against gold 0 (a float residue written as a power)"),
    m("x_m_near_zero_sci", "A", G_ZERO, "wrong", "boxed", r"Numerically, $f(3) \approx 3.55 \times 10^{-15}$, so the answer is $\boxed{3.55 \times 10^{-15}}$.", "a floating-point residue as the answer; not exactly 0"),
    m("x_m_pi_314", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx 3.14 \cdot 121 = \boxed{379.94}$.", "pi taken as 3.14: 379.94, not 121pi = 380.13..."),
    m("x_m_pi_22_7", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \frac{22}{7} \cdot 121 = \boxed{\frac{2662}{7}}$.", "pi taken as 22/7: 2662/7 = 380.29, not 121pi"),
    m("x_m_rat_decimal", "A", G_RAT, "wrong", "boxed", RAT + r" $\approx \boxed{4.74}$", "a decimal for 3\\sqrt{10}/2 (4.7434...)"),
    m("x_m_cos_decimal", "A", G_COS, "wrong", "boxed", COS + r" $\approx \boxed{-0.866}$.", "a decimal for -\\sqrt3/2"),
    m("x_m_cos_sign", "A", G_COS, "wrong", "boxed", r"$\cos 150^\circ = \cos 30^\circ = \boxed{\frac{\sqrt{3}}{2}}$.", "the sign lost"),
    m("x_m_frac_rounded", "A", G_FRAC, "wrong", "boxed", FRAC + r" $= 0.775 \approx \boxed{0.78}$.", "0.775 rounded to 0.78"),
    m("x_m_sq_close", "A", G_SQ, "wrong", "boxed", r"$\sqrt{72} + \sqrt{32} \approx 8.485 + 5.657 = \boxed{14.142}$.", "a decimal for 10\\sqrt2 = 14.1421..."),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", ZERO + "#### 0.00", "0.00 for 0"),
    g("x_ok_zero_dollar", "B", "0", "correct", "answer_is", ZERO + "The answer is $0.", "a dollar sign on 0"),
    g("x_ok_trailing_zero", "B", "50.05", "correct", "hash", CAR + "#### 50.050", "a trailing zero"),
    g("x_ok_fraction", "B", "2.375", "correct", "boxed", FLOUR + "So each batch needs $\\boxed{\\frac{19}{8}}$ cups.", "19/8 = 2.375 exactly"),
    g("x_ok_mixed_number", "B", "2.375", "correct", "boxed", FLOUR + "So each batch needs $\\boxed{2\\frac{3}{8}}$ cups.", "the mixed number 2 3/8 = 2.375"),
    g("x_ok_cents", "B", "777", "correct", "hash", PAY + "#### 777.00", "two decimal places on a whole gold"),
    g("x_ok_comma_decimals", "B", "15000", "correct", "answer_is", SAVE + "The answer is $15,000.00.", "commas and cents"),
    m("x_m_ok_decimal_exact", "B", G_FRAC, "correct", "boxed", FRAC + r" $= \boxed{0.775}$.", "0.775 = 31/40 exactly"),
    m("x_m_ok_unsimplified", "B", G_RAT, "correct", "boxed", r"Rationalizing: " + RAT + r", so the answer is $\boxed{\frac{15\sqrt{10}}{10}}$.", "15\\sqrt{10}/10 = 3\\sqrt{10}/2, not reduced"),
    m("x_m_ok_sqrt180", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{180}}$.", "\\sqrt{180} = 6\\sqrt5 unsimplified"),
    m("x_m_ok_repeat_bar", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.11\overline{6}}$.", "0.11\\overline{6} = 1/10 + 1/60 = 7/60 exactly"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{300\pi}{180}}$.", "300pi/180 = 5pi/3 unsimplified"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZF + r" $= \boxed{0.0}$.", "0.0 for 0"),
    m("x_m_ok_rat_decimal_coeff", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{1.5\sqrt{10}}$.", "1.5\\sqrt{10} = 3\\sqrt{10}/2 exactly"),
    m("x_m_ok_cos_form", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{-\frac{1}{2}\sqrt{3}}$.", "-(1/2)\\sqrt3 = -\\sqrt3/2"),
    m("x_m_ok_circ_form", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{\pi \cdot 11^2}$.", "pi * 11^2 = 121pi, unevaluated"),
    m("x_m_ok_sqrt200", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{\sqrt{200}}$.", "\\sqrt{200} = 10\\sqrt2"),
    m("x_m_ok_approx_after_exact", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{6\sqrt{5}} \approx 13.42$.", "the exact value boxed, an approximation after the box"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "175", "no_answer", "answer_is", BAKE + "The answer is not 175.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "33", "no_answer", "hash", PEN + "#### ~~33~~", "struck out with ~~, nothing after"),
    g("n_strike_then_other", "A", "33", "wrong", "hash", PEN_SLIP + "#### ~~33~~ 36", "the gold struck, 36 after"),
    g("n_box_neq", "A", "175", "no_answer", "boxed", BAKE + "$\\boxed{\\neq 175}$", "a box holding \\neq gold"),
    g("n_box_x_neq", "A", "33", "no_answer", "boxed", PEN + "$\\boxed{x \\neq 33}$", "a box holding x \\neq gold"),
    g("n_annot_incorrect", "A", "777", "wrong", "boxed", PAY + "$\\boxed{777}$ (incorrect)", "the model marks its own box incorrect"),
    g("n_cross_emoji", "A", "15000", "wrong", "hash", SAVE + "#### 15000 ❌", "a cross mark after the answer"),
    g("n_text_wrong_in_box", "A", "50.05", "wrong", "boxed", CAR + "$\\boxed{50.05\\text{ (wrong)}}$", "'(wrong)' inside the box"),
    g("n_isnt", "A", "85", "no_answer", "answer_is", PCT + "So the final answer isn't 85.", "the gold negated with isn't, no other value"),
    g("n_cant_be", "A", "-177", "no_answer", "none", SUB + "But -177 can't be right, since the submarine can't go below -150 feet. I need to recheck the problem.", "the gold rejected by the model, nothing after"),
    g("n_html_strike_other", "A", "2.375", "wrong", "answer_is", FLOUR + "The answer is <s>2.375</s> 2.5 cups.", "the gold struck with <s>, 2.5 after"),
    g("n_ruled_out", "A", "175", "wrong", "hash", BAKE + "#### 175 — no, ruled out; the answer is 148.", "the gold ruled out, 148 after"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{30\pi}}$", "a cancelled box, nothing else"),
    m("n_m_sout_then_other", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{\sout{-3, \frac{2}{5}}\ 3, -\frac{2}{5}}$", "the gold struck with \\sout, 3 and -2/5 after"),
    m("n_m_ne_box", "A", G_CPX, "no_answer", "boxed", r"The product is $\boxed{\ne 23 + 14i}$.", "a box holding \\ne gold"),
    m("n_m_not_text", "A", G_RAD, "no_answer", "answer_is", RAD + r". The answer is definitely not $\frac{5\pi}{3}$.", "the gold negated in prose"),
    m("n_m_xcancel", "A", G_BASE, "no_answer", "boxed", BASE + r" $= \boxed{\xcancel{298}}$", "the gold crossed out with \\xcancel"),
    m("n_m_strike_md_then_other", "A", G_COMB, "wrong", "answer_is", COMB + r" $= 364$, halved for order: the answer is ~~364~~ **182**.", "the gold struck, 182 bold after"),
    m("n_m_annot_not_final", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{54}{99}}$ (not simplified, not the final answer), so $\boxed{\frac{5}{11}}$.", "the right value annotated as not final, then 5/11 (a slip)"),
    g("n_ok_not_other", "B", "175", "correct", "answer_is", BAKE + "The answer is not 148 but 175.", "another value negated, the gold asserted (twin of n_not_gold)"),
    g("n_ok_strike_other", "B", "175", "correct", "hash", BAKE + "#### ~~148~~ 175", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "777", "correct", "boxed", PAY + "$\\boxed{777}$ ✓", "a check mark after the box"),
    g("n_ok_not_positive", "B", "-177", "correct", "answer_is", SUB + "The answer is -177, not 177.", "the sign-lost value negated after the gold"),
    g("n_ok_verified", "B", "85", "correct", "hash", PCT + "#### 85 (verified: 0.85 * 140 = 119)", "a verification annotation"),
    g("n_ok_annot_units", "B", "50.05", "correct", "boxed", CAR + "$\\boxed{50.05}$ (dollars)", "a unit annotation"),
    g("n_ok_none_left", "B", "0", "correct", "hash", ZERO + "She has no money left.\n#### 0", "'no money left' then 0"),
    g("n_ok_not_rounded", "B", "2.375", "correct", "answer_is", FLOUR + "The answer is 2.375 cups (not rounded).", "'not rounded' annotation"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{15}^{3}\sqrt{10}}{\cancel{10}^{2}} = \boxed{\frac{3\sqrt{10}}{2}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_condition", "B", G_ROOTS, "correct", "boxed", r"Since the leading coefficient $5 \neq 0$, the equation is quadratic. " + ROOTS + r" The roots are $\boxed{-3, \frac{2}{5}}$.", "\\neq in the working only"),
    m("n_m_ok_strike_other", "B", G_COMB, "correct", "answer_is", COMB + r" $= 364$. I first halved it, but order does not matter here, so the answer is ~~182~~ $\boxed{364}$.", "the wrong value struck, the gold boxed (twin of n_m_strike_md_then_other)"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{298}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_check_mark", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{-\frac{\sqrt{3}}{2}}$ ✔", "a heavy check mark after the box"),
    m("n_m_ok_not_open", "B", G_INT, "correct", "boxed", INT + r" The endpoints are included (the inequality is not strict), so the answer is $\boxed{\left[-\frac{7}{3}, 5\right]}$.", "'not strict' in the prose, the gold boxed"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_feet_sign_lost", "A", "-177", "wrong", "hash", SUB + "#### 177 feet", "177 feet, the sign lost (the gold is the position -177)"),
    g("u_less", "A", "175", "wrong", "answer_is", BAKE + "The answer is 347 less.", "347, the number sold, with 'less'"),
    g("u_fewer", "A", "33", "wrong", "answer_is", PEN + "The answer is 123 fewer pencils.", "123 with 'fewer'"),
    g("u_dozen_gold", "A", "33", "wrong", "answer_is", PEN + "The answer is 33 dozen.", "33 dozen = 396, not the 33 pencils the working counts"),
    g("u_dozen_total", "A", "33", "wrong", "hash", PEN + "#### 13 dozen", "13 dozen = 156, the starting total"),
    g("u_hundred", "A", "15000", "wrong", "answer_is", SAVE + "The answer is 15 hundred dollars.", "15 hundred = 1500"),
    g("u_percent_of", "A", "85", "wrong", "answer_is", PCT + "The answer is 85% of 140, which is 119.", "the last value stated is 119"),
    g("u_per_gallon", "A", "50.05", "wrong", "hash", CAR + "#### 3.85 per gallon", "the price per gallon, not the cost"),
    g("u_gallons", "A", "50.05", "wrong", "hash", CAR + "#### 13 gallons", "the gallons, not the dollars"),
    g("u_hours", "A", "777", "wrong", "hash", PAY + "#### 40 hours", "the hours worked, not the pay"),
    g("u_per_hour", "A", "777", "wrong", "answer_is", PAY + "The answer is 27.75 per hour.", "the overtime rate, not the pay"),
    m("u_m_pi_squared", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{30\pi^2 \text{ cm}^2}$", "30pi^2: the square of the unit carried onto pi"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", r"In radians, $300^\circ$ is $\boxed{300^\circ}$.", "debatable: the degrees restated where the gold is radians; proposed: wrong (reject)", True),
    m("u_m_radius", "A", G_CIRC, "wrong", "boxed", CIRC + r" (the radius is $\boxed{11 \text{ units}}$).", "the radius boxed, not the area"),
    g("u_ok_dollars", "B", "15000", "correct", "answer_is", SAVE + "The answer is $15,000 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_thousand", "B", "15000", "correct", "answer_is", SAVE + "The answer is 15 thousand dollars.", "15 thousand = 15000 (twin of u_hundred)"),
    g("u_ok_k", "B", "15000", "correct", "answer_is", SAVE + "So she will have saved **$15K** by the end of the year.", "$15K = 15000, a number word a model writes"),
    g("u_ok_feet", "B", "-177", "correct", "hash", SUB + "#### -177 feet", "a unit noun after #### (twin of u_feet_sign_lost)"),
    g("u_ok_percent_sign", "B", "85", "correct", "hash", PCT + "#### 85%", "a percent sign"),
    g("u_ok_percent_word", "B", "85", "correct", "answer_is", PCT + "The answer is 85 percent.", "the word percent"),
    g("u_ok_pencils", "B", "33", "correct", "hash", PEN + "#### 33 pencils", "a unit noun after ####"),
    g("u_ok_dozen_equiv", "B", "33", "correct", "answer_is", PEN + "That is 2 dozen and 9 pencils, so the answer is 33 pencils.", "dozen in an aside, the last value 33 (twin of u_dozen_gold)"),
    g("u_ok_cups", "B", "2.375", "correct", "hash", FLOUR + "#### 2.375 cups", "a unit word"),
    g("u_ok_usd", "B", "50.05", "correct", "answer_is", CAR + "The answer is USD 50.05.", "a currency code before the value"),
    g("u_ok_dollars_word", "B", "777", "correct", "hash", L_PAY + "#### 777 dollars", "Llama steps, then #### with a unit word"),
    g("u_ok_muffins_remain", "B", "175", "correct", "hash", BAKE + "#### 175 muffins remain", "a noun and a verb after the value"),
    g("u_ok_cents", "B", "50.05", "correct", "answer_is", CAR + "That is 5005 cents, so the answer is 5005 cents.", "debatable: 5005 cents = $50.05, equal in value with its unit; proposed: correct (accept)", True),
    m("u_m_ok_cm2", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi \text{ cm}^2}$", "units in the box (twin of u_m_pi_squared)"),
    m("u_m_ok_square_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{121\pi \text{ square units}}$.", "text units in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{6\sqrt{5}\text{ units}}$.", "a unit word in the box"),

    # ================================================================ 6. retractions and corrections vs harmless after-text
    g("r_edit", "A", "175", "wrong", "hash", BAKE + "#### 175\n\nEdit: I misread the number sold; it was 374, so 522 - 374 = 148.", "Edit: after the answer, 148"),
    g("r_update", "A", "15000", "wrong", "hash", SAVE + "#### 15000\nUpdate: she only saves for 10 months, so it's actually 12500.", "Update: it's actually 12500"),
    g("r_erratum", "A", "50.05", "wrong", "boxed", CAR + "$\\boxed{50.05}$\n\nErratum: gas was $3.58, so 13 * 3.58 = 46.54.", "Erratum: 46.54"),
    g("r_never_mind", "A", "33", "wrong", "answer_is", PEN + "The answer is 33. Never mind, the teacher keeps 3 for herself, so 30.", "Never mind, 30"),
    g("r_wait_r1", "A", "777", "wrong", "boxed", th(PAY) + r1final("777") + "\n\nWait, overtime is paid at double time: 4 * 37 = 148 and 666 + 148 = 814.\n\\[\n\\boxed{814}\n\\]", "after the final block, a new box 814"),
    g("r_correction", "A", "85", "wrong", "hash", PCT + "#### 85\n\nCorrection: 112 sprouted, not 119, so 112 / 140 = 80%.\n#### 80", "Correction: 80"),
    g("r_oops", "A", "0", "wrong", "hash", ZERO + "#### 0\nOops, each book was $23, so she has 96 - 92 = 4 dollars left.", "Oops: 4"),
    g("r_scratch", "A", "2.375", "wrong", "answer_is", FLOUR + "The answer is 2.375. Scratch that, I'll round to 2.4 cups.", "Scratch that: 2.4"),
    g("r_placeholder", "A", "-177", "no_answer", "hash", SUB + "#### -177\n\nActually, the above is a placeholder; the real answer is still TBD.", "debatable: the answer withdrawn as a placeholder with nothing new; proposed: no_answer (reject either way)", True),
    g("r_ps_other", "A", "777", "wrong", "hash", PAY + "#### 777\n\nP.S. On second thought, overtime isn't paid here, so the total is 666.", "P.S. with a new total 666"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", L_COMB + r"$\boxed{364}$" + "\n\nActually, order matters here, so it should be $14 \\cdot 13 \\cdot 12 = 2184$: $\\boxed{2184}$.", "a later box 2184"),
    m("r_m_error", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3}}$" + "\n\nI made an error: $300^\\circ$ should be divided by $360$, giving $\\boxed{\\frac{5\\pi}{6}}$.", "a claimed error, a new box 5pi/6"),
    m("r_m_disregard", "A", G_CPX, "no_answer", "boxed", CPX + r" $= \boxed{23 + 14i}$" + "\n\nHmm, I'm not confident in this; please disregard the answer above.", "debatable: the answer withdrawn with nothing new; proposed: no_answer (reject either way)", True),
    m("r_m_sign_fix", "A", G_COS, "wrong", "boxed", COS + r" $= \boxed{-\frac{\sqrt{3}}{2}}$" + "\n\nCorrection: cosine is positive here, so the answer is $\\boxed{\\frac{\\sqrt{3}}{2}}$.", "a wrong correction after the gold; the model's final is \\sqrt3/2"),
    m("r_m_edit_other", "A", G_SQ, "wrong", "boxed", SQ + r" $= \boxed{10\sqrt{2}}$" + "\n\nEdit: $\\sqrt{72} = 8\\sqrt{2}$, so the sum is $\\boxed{12\\sqrt{2}}$.", "Edit: 12\\sqrt2"),
    m("r_m_qwen_wait", "A", G_SEC, "wrong", "boxed", Q_SEC + qbox("30\\pi") + "\n\nWait, the angle is 180 - 108 = 72 degrees for the minor sector, so the area is \\(\\boxed{20\\pi}\\).", "a wrong after-thought box 20pi (72/360 * 100pi = 20pi)"),
    g("r_ok_edit_format", "B", "175", "correct", "hash", BAKE + "#### 175\n\nEdit: fixed the formatting.", "Edit: about formatting only (twin of r_edit)"),
    g("r_ok_check", "B", "15000", "correct", "hash", SAVE + "#### 15000\n\nCheck: 15000 / 12 = 1250. ✓", "a check after the answer"),
    g("r_ok_correction_to_gold", "B", "175", "correct", "hash", BAKE_SLIP + "#### 148\n\nCorrection: she sold 347, not 374: 522 - 347 = 175.\n#### 175", "a correction to the gold"),
    g("r_ok_pleasantry", "B", "50.05", "correct", "hash", CAR + "#### 50.05\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_chat_turn", "B", "777", "correct", "boxed", PAY + "$\\boxed{777}$" + IM_USER + "Thanks! What if she worked 6 hours of overtime?", "an invented user turn after the answer"),
    g("r_ok_never_mind_gold", "B", "33", "correct", "answer_is", PEN_SLIP + "The answer is 36. Never mind, there are 41 students, not 40: 156 - 123 = 33. The answer is 33.", "Never mind, then the gold (twin of r_never_mind)"),
    g("r_ok_wait_confirm", "B", "777", "correct", "boxed", th(PAY) + r1final("777") + "\n\nWait, let me double-check: 666 + 111 = 777. Yes, that's right.", "a confirming double-check after the final block (twin of r_wait_r1)"),
    g("r_ok_note", "B", "85", "correct", "hash", PCT + "#### 85\n\nNote: this assumes every seed was planted at the same time.", "a harmless note after"),
    g("r_ok_alt_method", "B", "2.375", "correct", "hash", FLOUR + "#### 2.375\n\nAlternatively, that is 2 3/8 cups, the same amount.", "an equal form after the answer"),
    g("r_ok_oops_typo", "B", "0", "correct", "hash", ZERO + "#### 0\nOops, I wrote 'Lena' as 'Lina' above; the answer is unchanged.", "Oops about a typo, the answer kept"),
    m("r_m_ok_update_gold", "B", G_COMB, "correct", "boxed", COMB + r" $\div 2 = \boxed{182}$" + "\n\nUpdate: I should not halve it; the answer is $\\boxed{364}$.", "an update to the gold"),
    m("r_m_ok_verification", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-3, \frac{2}{5}}$" + "\n\nVerification: $5 \\cdot \\frac{4}{25} + 13 \\cdot \\frac{2}{5} - 6 = \\frac{4}{5} + \\frac{26}{5} - 6 = 0$. ✓", "a verification after"),
    m("r_m_ok_explanation", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3}}$" + "\n\nThis angle lies in the fourth quadrant.", "an explanation after"),
    m("r_m_ok_llama_eot", "B", G_COMB, "correct", "boxed", L_COMB + LLAMA_END.format("364") + EOT_USER + "Can you also compute $\\binom{14}{4}$?", "Llama 3 closing line, then an invented user turn"),
    m("r_m_ok_minerva", "B", G_CIRC, "correct", "minerva", CIRC + r" $= 121\pi$." + "\n" + MINERVA.format("$121\\pi$"), "a Minerva closing line"),
    m("r_m_ok_qwen_end", "B", G_SEC, "correct", "boxed", Q_SEC + QWEN_END.format("30\\pi"), "Qwen's closing line with 'I hope it is correct.' (twin of r_m_qwen_wait)"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed text
    g("q_teacher_said", "A", "175", "wrong", "answer_is", BAKE_SLIP + "My teacher said the answer is 175, but I get 148.\nThe answer is 148.", "the gold only reported as the teacher's; the model's answer 148"),
    g("q_key_quote_only", "A", "175", "no_answer", "none", 'The answer key says "#### 175", but I cannot verify it from the problem as given.', "only a quotation of the key, no own answer"),
    g("q_if_year", "A", "15000", "wrong", "hash", "If she saved for the whole year, she would have 1250 * 12 = 15000. But she stops after 10 months:\n" + SAVE_SLIP + "#### 12500", "the gold only under 'if', the final 12500"),
    g("q_hypo_only", "A", "777", "no_answer", "none", PAY_NOOT + "If she also worked the 4 overtime hours, the total would be $777, but the problem doesn't say whether she did, so I can't give a final answer.", "only a hypothetical, then a refusal"),
    g("q_student_wrote", "A", "33", "wrong", "hash", 'A student wrote "#### 33", but that counts 41 students; the class has 40.\n' + PEN_SLIP + "#### 36", "the gold in a quoted ####, final 36"),
    g("q_other_part", "A", "50.05", "wrong", "hash", "(a) Gallons used: 312 / 24 = 13.\n(b) Cost: 13 * 3.85 = 50.05 dollars.\n#### 13", "debatable: the final #### is part (a)'s 13; the cost only in part (b); proposed: wrong (reject)", True),
    g("q_fewshot_invented", "A", "15000", "wrong", "hash", SAVE_SLIP + "#### 12500\n\nQuestion: Tom saves $1,500 a month for 10 months. How much does he save?\nAnswer: 1500 * 10 = <<1500*10=15000>>15000\n#### 15000", "the gold only in an invented few-shot question; the answer to the posed one is 12500"),
    g("q_user_turn_gold", "A", "85", "wrong", "hash", "119 / 140 = 0.8, so 80 percent sprouted.\n#### 80" + IM_USER + "That's wrong, it's 85%.", "the gold only in an invented user turn"),
    g("q_friend_claims", "A", "0", "wrong", "answer_is", ZERO.replace("96 - 96 = <<96-96=0>>0", "96 - 92 = <<96-92=4>>4").replace("at $24 each cost 4 * 24 = <<4*24=96>>96", "at $23 each cost 4 * 23 = <<4*23=92>>92") + "Her friend claims she has $0 left, but the answer is 4.", "the gold only as a friend's claim; the model's 4"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{364}$." I am unable to show this without more information.', "the gold only in the quoted request, then a refusal"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $23 + 14i$; we would then need to check that its modulus is $\sqrt{725}$. I'll stop here.", "only a supposition"),
    m("q_m_format_example", "A", G_BASE, "no_answer", "none", r"Please put your final answer in a box, for example $\boxed{298}$." + "\n\nTo convert $2143_5$, we multiply each digit by a power of $5$ and", "the gold in a copied format example, the working cut off"),
    m("q_m_self_posed", "A", G_COMB, "wrong", "boxed", COMB + r" $\div 2 = \boxed{182}$." + "\n\n### Exercise\nHow many days are in 52 weeks?\n**Solution:** $52 \\cdot 7 = \\boxed{364}$.", "the gold only as the answer of a self-posed exercise; the posed problem's box is 182"),
    m("q_m_sources_claim", "A", G_DIST, "wrong", "boxed", r"Some sources claim the answer is $\boxed{6\sqrt{5}}$, but I compute $\sqrt{6^2 + (-12)^2 - 20} = \sqrt{160} = 4\sqrt{10}$. So the answer is $\boxed{4\sqrt{10}}$.", "the gold only as others' claim; the final box 4\\sqrt{10}"),
    m("q_m_hint_quote", "A", G_SEC, "no_answer", "none", "> $\\boxed{30\\pi}$\n\nThe line above is the hint from the worksheet; I was not able to finish the computation.", "a quoted hint, then no own answer"),
    m("q_m_would_be", "A", G_FRAC, "wrong", "boxed", r"If the denominators were equal, the answer would be $\frac{31}{40}$. Adding across: $\frac{2+3}{5+8} = \boxed{\frac{5}{13}}$.", "the gold only under 'if', the box 5/13"),
    g("q_ok_friend_wrong", "B", "175", "correct", "answer_is", "My friend said 148, but that used 374 instead of 347.\n" + BAKE + "The answer is 175.", "another's wrong value reported first (twin of q_teacher_said)"),
    g("q_ok_quoted_problem", "B", "50.05", "correct", "hash", '> "He drives 312 miles in a car that gets 24 miles per gallon. Gas costs $3.85 a gallon."\n\n' + CAR + "#### 50.05", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "777", "correct", "hash", PAY + "#### 777\n\nIf she had not worked overtime, it would have been 666.", "a hypothetical after the committed answer"),
    g("q_ok_fewshot_tail", "B", "15000", "correct", "hash", SAVE + "#### 15000\n\nQuestion: Tom saves $1,250 a month for 10 months. How much does he save?\nAnswer: 1250 * 10 = <<1250*10=12500>>12500\n#### 12500", "an invented few-shot question after the answer (twin of q_fewshot_invented)"),
    g("q_ok_key_agrees", "B", "33", "correct", "hash", PEN + "The book's answer, 33, matches mine.\n#### 33", "the key agrees"),
    g("q_ok_you_asked", "B", "175", "correct", "hash", 'You asked: "How many muffins are left?"\n\n' + BAKE + "#### 175", "the question quoted, then the answer"),
    g("q_ok_if_then_commit", "B", "85", "correct", "hash", "If only 112 had sprouted, it would be 80%. But 119 sprouted:\n" + PCT + "#### 85", "a hypothetical first, then the committed answer"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|3x - 4| \le 11$." + "\n\n" + INT + r" So $x \in \boxed{\left[-\frac{7}{3}, 5\right]}$.", "the problem quoted"),
    m("q_m_ok_common_mistake", "B", G_FRAC, "correct", "boxed", r"A common mistake is to add across and get $\frac{5}{13}$. Instead, " + FRAC + r" $= \boxed{\frac{31}{40}}$.", "a mistake named first, the gold boxed (twin of q_m_would_be)"),
    m("q_m_ok_im_user", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{10\sqrt{2}}$" + IM_USER + "Now simplify $\\sqrt{50} + \\sqrt{8}$.", "an invented user turn after the answer"),
    m("q_m_ok_self_posed_after", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{364}$." + "\n\n### Exercise\nCompute $\\binom{14}{4}$.\n**Solution:** $\\frac{24024}{24} = \\boxed{1001}$.", "a self-posed exercise after the answer (twin of q_m_self_posed)"),
    m("q_m_ok_suppose_refuted", "B", G_ZERO, "correct", "boxed", r"Suppose $f(3) = 1$; that fails, since " + ZF + r" $= \boxed{0}$.", "a supposition refuted, then the box"),
    m("q_m_ok_claim_confirmed", "B", G_DIST, "correct", "boxed", r"The textbook says the distance is $6\sqrt{5}$. Checking: " + DIST + r" $= \boxed{6\sqrt{5}}$.", "a reported claim confirmed by the model's own box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "175", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "175", "no_answer", "none", "  \n\t \n", "only whitespace"),
    g("b_nul_other", "A", "175", "wrong", "hash", BAKE_SLIP + "#### 1\x0048", "a NUL inside 148"),
    g("b_fullwidth_other", "A", "175", "wrong", "hash", BAKE_SLIP + "#### １４８", "full-width 148"),
    g("b_bom_other", "A", "175", "wrong", "hash", "\ufeff" + BAKE_SLIP + "#### 148", "a BOM then 148"),
    g("b_zwsp_other", "A", "175", "wrong", "hash", BAKE_SLIP + "#### 1\u200b48", "a zero-width space inside 148"),
    g("b_rlo_reversed", "A", "175", "wrong", "hash", BAKE_SLIP + "#### \u202e571\u202c", "debatable: a right-to-left override makes the logical 571 display as 175; the characters the model emitted are 571; proposed: wrong (reject)", True),
    g("b_replacement_other", "A", "175", "wrong", "hash", BAKE_SLIP + "#### 148\ufffd", "a replacement character after 148"),
    g("b_huge_number", "A", "175", "wrong", "hash", BAKE + "#### " + "9" * 400, "a 400-digit number"),
    g("b_loop_42", "A", "33", "wrong", "hash", "Let's think step by step.\n" + "#### 42\n" * 150, "a small policy looping on the prompt's example #### 42"),
    g("b_bell_other", "A", "175", "wrong", "hash", BAKE_SLIP + "#### 148\x07", "a control character after 148"),
    g("b_long_other", "A", "175", "wrong", "hash", ("Let me recount the trays. " * 800) + BAKE_SLIP + "#### 148", "20,000 characters of repetition, then 148"),
    m("b_m_gold_boxed_other", "A", r"\boxed{298}", "wrong", "boxed", BASE + r" $= \boxed{289}$", "a gold stored boxed; the model's 289 (digits swapped)"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{36", "cut inside the box"),
    g("b_ok_gold_space", "B", " 175 ", "correct", "hash", BAKE + "#### 175", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "175", "correct", "hash", BAKE + "#### １７５", "full-width digits (twin of b_fullwidth_other)"),
    g("b_ok_bom", "B", "175", "correct", "hash", "\ufeff" + BAKE + "#### 175", "a BOM first"),
    g("b_ok_crlf", "B", "15000", "correct", "hash", (SAVE + "#### 15000").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_zwsp_after", "B", "175", "correct", "hash", BAKE + "#### 175\u200b", "a zero-width space after the value"),
    g("b_ok_nbsp", "B", "175", "correct", "hash", BAKE + "####\u00a0175", "a no-break space after ####"),
    g("b_ok_emoji", "B", "175", "correct", "hash", BAKE + "#### 175 🧁", "an emoji after the value"),
    g("b_ok_unicode_minus", "B", "-177", "correct", "hash", SUB + "#### \u2212177", "a Unicode minus sign (U+2212)"),
    g("b_ok_long", "B", "175", "correct", "hash", ("Let me recount the trays. " * 800) + BAKE + "#### 175", "20,000 characters of repetition, then the gold (twin of b_long_other)"),
    g("b_ok_gold_comma", "B", "15,000", "correct", "hash", SAVE + "#### 15000", "a gold stored with a comma"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{298}", "correct", "boxed", BASE + r" $= \boxed{298}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$30\\pi$", "correct", "boxed", SEC + r" $= \boxed{30\pi}$", "a gold stored in math mode"),
    m("b_m_ok_gold_newline", "B", G_RAT + "\n", "correct", "boxed", RAT + r" $= \boxed{\frac{3\sqrt{10}}{2}}$", "a gold with a trailing newline"),
]
# fmt: on

DECISIONS = {
    "h_sign_lost": (
        "reject",
        "the #### value is 177; the phrase's 'below the surface' does not change the marked value",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (earlier rounds' GSM8K decision)",
    ),
    "u_m_degrees": ("reject", "the box restates the given degrees where the gold asks for radians"),
    "u_ok_cents": ("accept", "5005 cents is $50.05: equal in value, the unit named"),
    "r_placeholder": (
        "reject",
        "the model withdraws its answer as a placeholder with nothing new: no final answer",
    ),
    "r_m_disregard": (
        "reject",
        "the model asks to disregard its answer and gives nothing new: no final answer",
    ),
    "q_other_part": ("reject", "the final #### is part (a)'s 13; the cost only in part (b)"),
    "b_rlo_reversed": (
        "reject",
        "the emitted characters are 571; a display-order control does not make them 175",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam76", CASES, [], DECISIONS)
