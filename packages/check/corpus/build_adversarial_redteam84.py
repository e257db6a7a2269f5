r"""Build adversarial_redteam84.jsonl: an eighty-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam84", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, corpus/ANALYSIS.md, any NOTES file or earlier
rounds' probes, and WITHOUT running the checker (or math-verify, or sympy) on any probe; handed over
BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: the issue's eight classes in ENGLISH, as a hidden evaluation set tests them, in
the styles of real models (R1 think/answer traces, Qwen2.5-Math numbered steps and boxes, Llama 3
"## Step" working, Minerva closing lines, GSM8K calculator annotations, few-shot "Question:" tails,
chat-template tails, small RL policies). New problems and numbers, every fact checked by hand:

GSM8K (numeric golds):
  cookies  27 trays * 14 = 378; 378 - 193 sold = 185 (misreading 139: 378 - 139 = 239)     gold 185
  train    4.25 h * 72 mph = 288 + 18 = 306 (slip 4.5 h: 4.5 * 72 = 324)                    gold 306
  savings  1460 * 18 = 14600 + 11680 = 26280; 26280 - 2350 repair = 23930 (no repair 26280) gold 23930
  temp     3.25 * 6 = 19.5 degrees; 4 - 19.5 = -15.5                                         gold -15.5
  percent  69 / 92 = 0.75 (92 * 0.75 = 69) -> 75 %                                           gold 75
  tickets  4 * 24 = 96; 96 - 96 = 0                                                           gold 0
  rice     2.5 kg * 4.38 = 8.76 + 2.19 = 10.95 (slip 3.5 kg: 13.14 + 2.19 = 15.33)           gold 10.95
  eggs     15 hens * 4 eggs * 6 days = 360 (= 30 dozen = 180 pairs)                          gold 360
  fair     1250 * 37 = 46250 (1200 sold: 1200 * 37 = 44400)                                  gold 46250
  pizza    7 * 8 = 56 slices; 56 - 45 = 11                                                    gold 11
MATH (LaTeX golds):
  multiples of 8 in 1..60: 8,16,24,32,40,48,56 = 7 -> 7/60 = 0.11666...          gold \frac{7}{60}
  distance (-2, 5)-(4, -7): 6^2 + 12^2 = 36 + 144 = 180, sqrt180 = 6 sqrt5 ~ 13.416  gold 6\sqrt{5}
  |2x - 3| < 11: -8 < 2x < 14 -> -4 < x < 7                                      gold (-4, 7)
  5x^2 - 17x + 6 = (5x - 2)(x - 3) (5x^2 - 15x - 2x + 6)                         gold \frac{2}{5}, 3
  (6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2 = 15 + 16i                               gold 15 + 16i
  252 degrees = 252 pi / 180 = 7 pi / 5 (slip: 5 pi / 7)                          gold \frac{7\pi}{5}
  4213_5 = 500 + 50 + 5 + 3 = 558 (slip 4*125 + 1*25 + 2*5 + 3 = 538)             gold 558
  x + y = 11, 3x - y = 5: 4x = 16, x = 4, y = 7; 12 - 7 = 5                        gold (4, 7)
  (4x - 3)(2x + 7) = 8x^2 + 28x - 6x - 21 = 8x^2 + 22x - 21                       gold 8x^2 + 22x - 21
  C(13, 4) = 13*12*11*10 / 24 = 17160 / 24 = 715 (slip / 12: 1430)                gold 715
  0.\overline{42} = 42/99 = 14/33                                                 gold \frac{14}{33}
  x^3 - 16x at x = 4: 64 - 64 = 0                                                 gold 0
  sector r = 10, 108 degrees: 108/360 = 3/10; 3/10 * 100 pi = 30 pi (180 deg: 50 pi) gold 30\pi
  14 / sqrt7 = 14 sqrt7 / 7 = 2 sqrt7 (= sqrt28)                                  gold 2\sqrt{7}
  circle inscribed in a square of side 6: r = 3, area 9 pi ~ 28.274               gold 9\pi
  two dice, sum <= 6: 1 + 2 + 3 + 4 + 5 = 15 of 36 = 5/12 (sum <= 7: 21/36 = 7/12) gold \frac{5}{12}
  cos 30 degrees = sqrt3 / 2 ~ 0.8660                                             gold \frac{\sqrt{3}}{2}
  regular pentagon interior angle (5 - 2) * 180 / 5 = 108 (exterior 72)           gold 108
  log_3 (1/81) = -4 (3^4 = 81)                                                    gold -4

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words vs words that change the number;
`r_` retractions and corrections after the answer vs harmless after-text; `q_` quoted, reported,
hypothetical and self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md "How labels were made"): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, or only mentions as a hypothetical, a quotation, a question or someone
else's claim is not its answer; a hedge between two values or two different final answers is
`wrong`; no final answer (cut off, refused, negation or strike-out with nothing after, placeholder)
is `no_answer`; a value equal to the gold mathematically is `correct`; a decimal for an exact
irrational or repeating gold is `wrong`; a value the model marks wrong itself is `wrong`; an
explicit correction after the answer makes the corrected value the final one; a check, note,
pleasantry, invented next turn, self-posed practice problem or new few-shot "Question:" after a
committed answer does not replace it; in an <answer> tag a sentence, an equation chain or a box is
read for the value it states, an unclosed tag still holds its value. A NUL appears only in kind-A
probes. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the
decision proposed.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam84.py
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
COOK = "There are 27 trays with 14 cookies each, so 27 * 14 = <<27*14=378>>378 cookies.\nThe bakery sold 193, so 378 - 193 = <<378-193=185>>185 cookies are left.\n"
COOK_SLIP = "There are 27 trays with 14 cookies each, so 27 * 14 = <<27*14=378>>378 cookies.\nThe bakery sold 139, so 378 - 139 = <<378-139=239>>239 cookies are left.\n"
TRAIN = "The train travels for 4.25 hours at 72 miles per hour.\nDistance = 4.25 * 72 = <<4.25*72=306>>306 miles.\n"
TRAIN_SLIP = "The train travels for 4.5 hours at 72 miles per hour.\nDistance = 4.5 * 72 = <<4.5*72=324>>324 miles.\n"
SAVE = "She saves $1,460 a month for 18 months: 1460 * 18 = <<1460*18=26280>>26280 dollars.\nAfter paying the $2,350 repair bill she has 26280 - 2350 = <<26280-2350=23930>>23930 dollars.\n"
SAVE_NOREP = "She saves $1,460 a month for 18 months: 1460 * 18 = <<1460*18=26280>>26280 dollars.\n"
TEMP = "The temperature drops 3.25 * 6 = <<3.25*6=19.5>>19.5 degrees in 6 hours.\nIt ends at 4 - 19.5 = <<4-19.5=-15.5>>-15.5 degrees.\n"
PCT = "69 of the 92 students passed: 69 / 92 = <<69/92=0.75>>0.75.\nAs a percent, 0.75 * 100 = <<0.75*100=75>>75 percent passed.\n"
TIX = "Lena has $96. Four tickets at $24 each cost 4 * 24 = <<4*24=96>>96 dollars.\nShe has 96 - 96 = <<96-96=0>>0 dollars left.\n"
RICE = "2.5 kg of rice at $4.38 per kg costs 2.5 * 4.38 = <<2.5*4.38=10.95>>10.95 dollars.\n"
EGG = "15 hens lay 4 eggs each per day, so 15 * 4 = <<15*4=60>>60 eggs a day.\nIn 6 days they lay 60 * 6 = <<60*6=360>>360 eggs.\n"
FAIR = "The fair sold 1,250 tickets at $37 each: 1250 * 37 = <<1250*37=46250>>46250 dollars.\n"
PIZ = "7 pizzas with 8 slices each make 7 * 8 = <<7*8=56>>56 slices.\nAfter 45 slices are eaten, 56 - 45 = <<56-45=11>>11 slices remain.\n"

# R1-style thinking (prose, no calculator annotations)
R1_COOK = "Okay, so there are 27 trays and each has 14 cookies. 27 times 14... 27 * 10 = 270, 27 * 4 = 108, so 378 total.\nThey sold 193. 378 - 193 = 185. Let me double check: 185 + 193 = 378. Yes.\n"
R1_COOK_SLIP = "Okay, so there are 27 trays and each has 14 cookies. 27 times 14 is 378.\nThey sold 139. 378 - 139 = 239. Check: 239 + 139 = 378. Yes.\n"
R1_TRAIN = "Distance is speed times time. 72 mph for 4.25 hours. 72 * 4 = 288, 72 * 0.25 = 18, total 306 miles.\n"
R1_TRAIN_SLIP = "Distance is speed times time. 72 mph for 4.5 hours. 72 * 4 = 288, 72 * 0.5 = 36, total 324 miles.\n"
R1_SAVE = "She saves 1460 each month for 18 months. 1460 * 18 = 1460 * 10 + 1460 * 8 = 14600 + 11680 = 26280.\nThen she pays the 2350 repair, so 26280 - 2350 = 23930.\n"
R1_PIZ = "7 pizzas, 8 slices each, that's 56 slices. 45 eaten, so 56 - 45 = 11 left.\n"
R1_EGG = "15 hens, 4 eggs a day each: 60 eggs a day. Over 6 days: 360 eggs.\n"
R1_TEMP = "Starts at 4 degrees, drops 3.25 per hour for 6 hours: 3.25 * 6 = 19.5. 4 - 19.5 = -15.5. So it's below zero.\n"

# ================================================================ MATH working and golds
G_PROB = r"\frac{7}{60}"
PROB = r"The multiples of $8$ between $1$ and $60$ are $8, 16, 24, 32, 40, 48, 56$: that is $7$ numbers out of $60$, so the probability is $\frac{7}{60}$"
G_DIST = r"6\sqrt{5}"
DIST = r"$d = \sqrt{(4-(-2))^2 + (-7-5)^2} = \sqrt{36 + 144} = \sqrt{180}$"
G_INT = "(-4, 7)"
INT = r"$-11 < 2x - 3 < 11$ gives $-8 < 2x < 14$, so $-4 < x < 7$."
G_ROOTS = r"\frac{2}{5}, 3"
ROOTS = r"$5x^2 - 17x + 6 = (5x - 2)(x - 3) = 0$, so $x = \frac{2}{5}$ or $x = 3$."
G_CPX = "15 + 16i"
CPX = r"$(6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2 = 12 + 16i + 3$"
G_RAD = r"\frac{7\pi}{5}"
RAD = r"$252^\circ \cdot \frac{\pi}{180^\circ} = \frac{252\pi}{180}$"
G_BASE = "558"
BASE = r"$4213_5 = 4 \cdot 5^3 + 2 \cdot 5^2 + 1 \cdot 5 + 3 = 500 + 50 + 5 + 3$"
G_SYS = "(4, 7)"
SYS = r"Adding the two equations gives $4x = 16$, so $x = 4$ and $y = 11 - 4 = 7$."
G_POLY = "8x^2 + 22x - 21"
POLY = r"$(4x - 3)(2x + 7) = 8x^2 + 28x - 6x - 21$"
G_COMB = "715"
COMB = r"$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{4!} = \frac{17160}{24}$"
G_REP = r"\frac{14}{33}"
REP = r"Let $x = 0.\overline{42}$. Then $100x = 42.\overline{42}$, so $99x = 42$ and $x = \frac{42}{99}$"
G_ZERO = "0"
ZERO = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64$"
G_SEC = r"30\pi"
SEC = r"The sector is $\frac{108}{360} = \frac{3}{10}$ of the circle, so its area is $\frac{3}{10} \cdot \pi \cdot 10^2$"
G_RAT = r"2\sqrt{7}"
RAT = r"$\frac{14}{\sqrt{7}} = \frac{14\sqrt{7}}{7}$"
G_CIRC = r"9\pi"
CIRC = (
    r"The inscribed circle has diameter $6$, so $r = 3$ and the area is $\pi r^2 = \pi \cdot 3^2$"
)
G_DICE = r"\frac{5}{12}"
DICE = r"The sums $2, 3, 4, 5, 6$ occur in $1 + 2 + 3 + 4 + 5 = 15$ of the $36$ outcomes, so the probability is $\frac{15}{36}$"
G_COS = r"\frac{\sqrt{3}}{2}"
COS = r"In a 30-60-90 triangle with hypotenuse $2$, the side adjacent to the $30^\circ$ angle is $\sqrt{3}$, so $\cos 30^\circ = \frac{\sqrt{3}}{2}$"
G_PENT = "108"
PENT = r"The interior angles of a pentagon sum to $(5 - 2) \cdot 180^\circ = 540^\circ$, so each angle is $\frac{540^\circ}{5}$"
G_LOG = "-4"
LOG = r"Since $3^4 = 81$, we have $\frac{1}{81} = 3^{-4}$, so $\log_3 \frac{1}{81}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_other", "A", "185", "wrong", "tag", th(R1_COOK_SLIP) + "<answer>There are 239 cookies left.</answer>", "the sentence in the tag states 239 (misread 139 sold)"),
    g("t_equation_other", "A", "185", "wrong", "tag", th(R1_COOK_SLIP) + "<answer>378 - 139 = 239</answer>", "an equation chain in the tag ending 239"),
    g("t_equation_gold_first", "A", "306", "wrong", "tag", th(R1_TRAIN_SLIP) + "<answer>288 + 36 = 324</answer>", "an equation chain ending 324 (4.5 h); the gold 306 is nowhere"),
    g("t_chain_passes_gold", "A", "306", "wrong", "tag", th(R1_TRAIN + "Hmm, but the problem says it stops for 30 min and then continues for another 0.25 hours, so add 18.\n") + "<answer>306 + 18 = 324 miles</answer>", "the chain passes through the gold 306 but ends at 324"),
    g("t_box_other", "A", "23930", "wrong", "tag", th("She saves 1460 a month for 18 months: 26280. The repair... I think it is paid from other money.\n") + r"<answer>\boxed{26280}</answer>", "a box in the tag holding 26280 (the repair not subtracted)"),
    g("t_empty", "A", "23930", "no_answer", "tag", th(R1_SAVE) + "<answer> </answer>", "an empty tag; 23930 only in the thinking"),
    g("t_placeholder", "A", "11", "no_answer", "tag", th(R1_PIZ) + "<answer> ... </answer>", "an ellipsis placeholder in the tag"),
    g("t_template_echo", "A", "11", "no_answer", "tag", th(R1_PIZ) + "<answer> answer here </answer>", "the prompt's template text echoed in the tag"),
    g("t_two_tags_last_other", "A", "185", "wrong", "tag", th(R1_COOK) + "<answer>185</answer>\n<answer>239</answer>", "two tags; the last states 239"),
    g("t_retag_after_rethink", "A", "185", "wrong", "tag", th(R1_COOK) + "<answer>185</answer>\n<think>\nWait, I should re-read the problem. It says they sold 139, not 193. So 378 - 139 = 239.\n</think>\n<answer>239</answer>", "a second think block revises to 239 in a second tag"),
    g("t_no_tag_cut", "A", "185", "no_answer", "truncated", "<think>\n" + R1_COOK + "So the answer should be 185, but let me double check the multiplication. 27 * 14: 20 * 14 = 280, 7 * 14 =", "cut inside the thinking; 185 only as a tentative value under checking, no tag"),
    g("t_hedge", "A", "185", "wrong", "tag", th("27 * 14 = 378. They sold either 193 or 139, the problem text is blurry.\n") + "<answer>185 or 239</answer>", "a hedge between two values in the tag"),
    g("t_units_other", "A", "306", "wrong", "tag", th(R1_TRAIN_SLIP) + "<answer>324 miles</answer>", "324 miles in the tag"),
    g("t_tag_refusal", "A", "23930", "no_answer", "tag", th("I'm not sure whether the repair is paid from savings.\n") + "<answer>I cannot determine this from the information given.</answer>", "the tag refuses; no value"),
    m("t_m_box_other", "A", G_ROOTS, "wrong", "tag", th("Factor: 5x^2 - 17x + 6 = (5x + 2)(x + 3)? Expand: 5x^2 + 17x + 6. Hmm, sign. Whatever, the roots are -2/5 and -3.\n") + r"<answer>$\boxed{-\frac{2}{5}, -3}$</answer>", "the boxed roots have the wrong signs"),
    m("t_m_sentence_other", "A", G_RAD, "wrong", "tag", th("252 degrees to radians: multiply by 180/pi? 252 * 180 / pi... no, 180/252 = 5/7, so 5pi/7.\n") + r"<answer>The angle is $\frac{5\pi}{7}$ radians.</answer>", "a sentence in the tag stating 5pi/7"),
    m("t_m_equation_other", "A", G_COMB, "wrong", "tag", th("C(13,4) = 13*12*11*10 / (4*3) = 17160/12 = 1430.\n") + r"<answer>$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{12} = 1430$</answer>", "an equation chain in the tag ending 1430"),
    m("t_m_tag_in_think_then_other", "A", G_COMB, "wrong", "tag", "<think>\nC(13,4) = 17160/24 = 715. <answer>715</answer> hmm, wait, the formula here divides by 12... so 1430.\n</think>\n<answer>1430</answer>", "a tag inside the thinking holds 715; the real tag after the thinking holds 1430"),
    m("t_m_unclosed_other", "A", G_RAD, "wrong", "tag", th("252/180 ... 180/252 = 5/7, so 5pi/7.\n") + r"<answer>$\frac{5\pi}{7}$", "an unclosed tag still holds 5pi/7"),
    m("t_m_think_only", "A", G_SYS, "no_answer", "truncated", "<think>\nAdd the equations: 4x = 16, x = 4. Then y = 7. Let me verify with the second equation: 3(4) - 7 = 12 - 7 = 5. Good. Now I should also consider whether the problem wants", "cut inside the thinking, no answer tag"),
    g("t_ok_sentence", "B", "185", "correct", "tag", th(R1_COOK) + "<answer>There are 185 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "185", "correct", "tag", th(R1_COOK) + "<answer>378 - 193 = 185</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_comma", "B", "23930", "correct", "tag", th(R1_SAVE) + r"<answer>\boxed{23,930}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar", "B", "23930", "correct", "tag", th(R1_SAVE) + "<answer>$23,930</answer>", "a dollar sign and comma in the tag"),
    g("t_ok_units", "B", "306", "correct", "tag", th(R1_TRAIN) + "<answer>306 miles</answer>", "a unit word in the tag"),
    g("t_ok_phrase", "B", "11", "correct", "tag", th(R1_PIZ) + "<answer>The answer is 11.</answer>", "an answer phrase in the tag"),
    g("t_ok_unclosed", "B", "360", "correct", "tag", th(R1_EGG) + "<answer>360", "an unclosed tag at the end of the text"),
    g("t_ok_newlines", "B", "-15.5", "correct", "tag", th(R1_TEMP) + "<answer>\n-15.5\n</answer>", "newlines around a negative decimal in the tag"),
    g("t_ok_retag_to_gold", "B", "185", "correct", "tag", th(R1_COOK_SLIP) + "<answer>239</answer>\n<think>\nWait, I misread. It says 193 were sold, not 139. 378 - 193 = 185.\n</think>\n<answer>185</answer>", "the second tag, after a re-think, holds the gold"),
    g("t_ok_units_sentence", "B", "-15.5", "correct", "tag", th(R1_TEMP) + "<answer>The final temperature is -15.5 degrees.</answer>", "a sentence with a negative decimal and a unit"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th("252/180 = 7/5, so 7pi/5.\n") + r"<answer>$\boxed{\frac{7\pi}{5}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_SYS, "correct", "tag", th("Add: 4x = 16, x = 4, y = 7.\n") + "<answer>The solution is $(x, y) = (4, 7)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", th("13*12*11*10 = 17160, divided by 24 is 715.\n") + r"<answer>$\binom{13}{4} = \frac{17160}{24} = 715$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_display_box", "B", G_CPX, "correct", "tag", th("12 + 18i - 2i - 3i^2 = 12 + 16i + 3 = 15 + 16i.\n") + "<answer>\n\\[\n\\boxed{15 + 16i}\n\\]\n</answer>", "a display box inside the tag"),
    m("t_m_ok_minerva_in_tag", "B", G_REP, "correct", "tag", th("0.4242... = 42/99 = 14/33.\n") + "<answer>Final Answer: The final answer is $\\frac{14}{33}$. I hope it is correct.</answer>", "a Minerva line inside the tag"),
    m("t_m_ok_x_or", "B", G_ROOTS, "correct", "tag", th("(5x - 2)(x - 3) = 0, so x = 2/5 or x = 3.\n") + r"<answer>$x = \frac{2}{5}$ or $x = 3$</answer>", "both roots as x = ... or x = ..."),

    # ================================================================ 2. phrase marker then ####
    g("h_so_hash_other", "A", "185", "wrong", "hash", COOK_SLIP + "So the answer is #### 239", "phrase + #### holding 239"),
    g("h_answer_colon_hash_other", "A", "306", "wrong", "hash", TRAIN_SLIP + "The answer is: #### 324", "'The answer is: ####' holding 324"),
    g("h_final_answer_hash_other", "A", "23930", "wrong", "hash", SAVE_NOREP + "Final Answer: #### 26280", "'Final Answer: ####' holding 26280"),
    g("h_phrase_gold_hash_other", "A", "185", "wrong", "hash", COOK + "The answer is 185.\n#### 239", "the phrase says 185, the #### line 239: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "306", "wrong", "hash", TRAIN + "#### 306\nThe answer is 324.", "#### 306 then a phrase stating 324 as the answer: two different final answers, the last 324"),
    g("h_hash_empty", "A", "23930", "no_answer", "hash", SAVE + "The answer is: ####", "the marker with nothing after it; the gold only in the working"),
    g("h_hash_placeholder", "A", "11", "no_answer", "hash", PIZ + "Answer: #### [number]", "a template placeholder after ####"),
    g("h_hash_sign_lost", "A", "-15.5", "wrong", "hash", TEMP + "The answer is #### 15.5", "the sign dropped in the #### value"),
    g("h_hash_hedge", "A", "185", "wrong", "hash", COOK + "So the answer is #### 185 or 239", "a hedge after ####"),
    g("h_hash_range", "A", "306", "wrong", "hash", TRAIN + "So the answer is #### 300-310", "a range after ####"),
    g("h_few_shot_tail_gold_in_invented", "A", "185", "wrong", "hash", COOK_SLIP + "The answer is #### 239\n\nQuestion: A shop had 200 pens and sold 15 of them. How many pens are left?\nAnswer: 200 - 15 = <<200-15=185>>185 pens are left.\nThe answer is #### 185", "the model's answer is 239; the gold only answers an invented next few-shot question"),
    g("h_hash_minerva_other", "A", "185", "wrong", "minerva", COOK + "#### 185\n" + MINERVA.format("239"), "#### 185 then a Minerva line stating 239: the last final answer is 239"),
    g("h_bold_hash_other", "A", "75", "wrong", "hash", PCT.replace("75 percent passed", "75 percent passed, so 92 - 69 = <<92-69=23>>23 failed") + "**Answer:** #### 23", "bold Answer + #### 23, the number who failed"),
    g("h_hash_count_not_percent", "A", "75", "wrong", "hash", PCT + "The answer is: #### 69", "69 is the number who passed, not the percent"),
    m("h_m_hash_other", "A", G_COMB, "wrong", "hash", r"$\binom{13}{4} = \frac{17160}{12} = 1430$." + "\nThe answer is #### 1430", "a MATH answer with #### holding 1430"),
    m("h_m_hash_decimal", "A", G_PROB, "wrong", "hash", PROB + r" $\approx 0.12$." + "\nFinal Answer: #### 0.12", "0.12 for 7/60 = 0.11666..."),
    g("h_ok_so_hash", "B", "185", "correct", "hash", COOK + "So the answer is #### 185", "'So the answer is ####'"),
    g("h_ok_answer_colon_hash", "B", "306", "correct", "hash", TRAIN + "The answer is: #### 306", "'The answer is: ####'"),
    g("h_ok_final_answer_hash", "B", "23930", "correct", "hash", SAVE + "Final Answer: #### 23930", "'Final Answer: ####'"),
    g("h_ok_answer_hash", "B", "360", "correct", "hash", EGG + "Answer: #### 360", "'Answer: ####'"),
    g("h_ok_bold_hash", "B", "75", "correct", "hash", PCT + "**Answer:** #### 75", "bold Answer then ####"),
    g("h_ok_phrase_newline_hash", "B", "11", "correct", "hash", PIZ + "The final answer is:\n#### 11", "phrase, newline, ####"),
    g("h_ok_phrase_hash_dollar", "B", "46250", "correct", "hash", FAIR + "So the total is #### $46,250", "#### with a dollar sign and a comma"),
    g("h_ok_negative", "B", "-15.5", "correct", "hash", TEMP + "The answer is #### -15.5", "a negative decimal after ####"),
    g("h_ok_zero", "B", "0", "correct", "hash", TIX + "So the answer is #### 0", "zero after ####"),
    g("h_ok_decimal_dollar", "B", "10.95", "correct", "hash", RICE + "The answer is: #### $10.95", "a dollar decimal after ####"),
    g("h_ok_after_think", "B", "185", "correct", "hash", th(R1_COOK) + "The answer is #### 185", "an R1 trace answering with #### after the thinking"),
    g("h_ok_few_shot_tail", "B", "185", "correct", "hash", COOK + "The answer is #### 185\n\nQuestion: A shop had 200 pens and sold 36 of them. How many pens are left?\nAnswer: 200 - 36 = <<200-36=164>>164 pens are left.\nThe answer is #### 164", "the answer to the posed question is 185; the invented few-shot question after it does not count"),
    g("h_ok_therefore_hash_units", "B", "306", "correct", "hash", TRAIN + "Therefore, the train travels #### 306 miles.", "#### inside a sentence with a unit"),
    g("h_ok_phrase_and_hash_agree", "B", "360", "correct", "hash", EGG + "The hens lay 360 eggs in total.\n#### 360", "phrase and #### agree"),
    m("h_m_ok_hash", "B", G_COMB, "correct", "hash", COMB + " = 715.\nThe answer is #### 715", "a MATH answer with phrase + ####"),
    m("h_m_ok_hash_frac", "B", G_REP, "correct", "hash", REP + r" $= \frac{14}{33}$." + "\nFinal Answer: #### \\frac{14}{33}", "a LaTeX fraction after 'Final Answer: ####'"),

    # ================================================================ 3. exactness
    g("x_near_zero_misread", "A", "0", "wrong", "hash", "Lena has $96. Four tickets at $23.99 each cost 4 * 23.99 = <<4*23.99=95.96>>95.96 dollars.\nShe has 96 - 95.96 = <<96-95.96=0.04>>0.04 dollars left.\n#### 0.04", "0.04 against gold 0 (the price misread as 23.99)"),
    g("x_near_zero_tiny", "A", "0", "wrong", "hash", "Lena has $96. Four tickets at $24 each cost 4 * 24 = $95.99.\nShe has 96 - 95.99 = $0.01 left.\n#### 0.01", "0.01 against gold 0 after a small model's multiplication slip: a tolerance trap"),
    g("x_rounded_integer", "A", "10.95", "wrong", "hash", RICE + "Rounded to the nearest dollar, that is $11.\n#### 11", "rounded to 11"),
    g("x_rounded_tenth", "A", "10.95", "wrong", "hash", RICE.replace("10.95 dollars", "10.95 dollars, about 10.9") + "#### 10.9", "10.9 for 10.95"),
    g("x_truncated_negative", "A", "-15.5", "wrong", "hash", TEMP + "So it is about -15 degrees.\n#### -15", "-15 for -15.5"),
    g("x_rounded_negative", "A", "-15.5", "wrong", "answer_is", TEMP + "The answer is -16 degrees (rounded).", "-16 for -15.5"),
    g("x_off_by_one_big", "A", "46250", "wrong", "hash", "The fair sold 1,250 tickets at $37 each: 1250 * 37 = <<1250*37=46249>>46249 dollars.\n#### 46249", "46249: a calculator slip one off the gold"),
    g("x_half_off_big", "A", "46250", "wrong", "hash", FAIR.replace("46250 dollars", "46250 dollars, plus a 50-cent booking fee: 46250.5") + "#### 46250.5", "46250.5, relative error 1e-5"),
    g("x_share_not_percent_tiny", "A", "23930", "wrong", "hash", SAVE.replace("23930 dollars.", "23930 dollars, which is 23.93 thousand.") + "#### 23.93", "debatable: the working says 23.93 thousand, but the marked value is 23.93 with no unit word; proposed reject (the #### value is not the gold)", True),
    m("x_m_float_residue", "A", G_ZERO, "wrong", "boxed", ZERO + r" $\approx 4.44 \times 10^{-16}$ (numerically)." + "\n\nSo $f(4) = \\boxed{4.44 \\times 10^{-16}}$.", "a floating-point residue boxed against gold 0"),
    m("x_m_pi_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx \boxed{28.27}$.", "a decimal for 9pi (28.2743...)"),
    m("x_m_pi_approx_frac", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx 9 \cdot \frac{22}{7} = \boxed{\frac{198}{7}}$.", "22/7 for pi: 198/7 is not 9pi"),
    m("x_m_pi_314", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= 9 \times 3.14 = \boxed{28.26}$.", "3.14 for pi"),
    m("x_m_sqrt_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{13.42}$.", "a decimal for 6 sqrt5 (13.4164...)"),
    m("x_m_sqrt_near", "A", G_DIST, "wrong", "boxed", r"$d = \sqrt{(4-(-2))^2 + (-7-5)^2} = \sqrt{37 + 144} = \boxed{\sqrt{181}}$", "sqrt181 (13.4536) after an arithmetic slip, close to sqrt180"),
    m("x_m_rep_truncated", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.4242}$.", "0.4242 is not 14/33"),
    m("x_m_rep_as_finite", "A", G_REP, "wrong", "boxed", r"$0.\overline{42} = 0.42 = \frac{42}{100} = \boxed{\frac{21}{50}}$.", "21/50 = 0.42, not 0.4242..."),
    m("x_m_frac_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.1167}$.", "0.1167 for 7/60"),
    m("x_m_cos_decimal", "A", G_COS, "wrong", "boxed", COS + r" $\approx \boxed{0.866}$.", "0.866 for sqrt3/2"),
    m("x_m_dice_near_frac", "A", G_DICE, "wrong", "boxed", r"The sums at most $7$ occur in $1 + 2 + 3 + 4 + 5 + 6 = 21$ of the $36$ outcomes, so the probability is $\boxed{\frac{7}{12}}$.", "7/12 (sum at most 7) against 5/12"),
    m("x_m_log_sign", "A", G_LOG, "wrong", "boxed", r"Since $3^4 = 81$, $\log_3 \frac{1}{81} = \boxed{4}$.", "4 for -4"),
    m("x_m_r1final_decimal", "A", G_DICE, "wrong", "boxed", th("Sums up to 6: 1+2+3+4+5 = 15 outcomes of 36. 15/36 = 0.41666..., about 0.4167.\n") + r1final("0.4167"), "an R1-distill closing box with 0.4167 for 5/12"),
    m("x_m_ok_r1final", "B", G_DICE, "correct", "boxed", th("Sums up to 6: 1+2+3+4+5 = 15 outcomes of 36. 15/36 = 5/12.\n") + r1final(r"\dfrac{5}{12}"), "an R1-distill closing box with \\dfrac"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TIX + "#### 0.00", "0.00 for 0"),
    g("x_ok_zero_dollar", "B", "0", "correct", "hash", TIX + "#### $0", "$0 for 0"),
    g("x_ok_trailing_zero", "B", "10.95", "correct", "hash", RICE + "#### 10.950", "a trailing zero"),
    g("x_ok_neg_trailing", "B", "-15.5", "correct", "hash", TEMP + "#### -15.50", "-15.50 for -15.5"),
    g("x_ok_neg_fraction", "B", "-15.5", "correct", "boxed", TEMP + r"The final temperature is $\boxed{-\frac{31}{2}}$ degrees.", "-31/2 = -15.5"),
    g("x_ok_pct_decimal", "B", "75", "correct", "hash", PCT + "#### 75.0", "75.0 for 75"),
    g("x_ok_big_comma", "B", "46250", "correct", "hash", FAIR + "#### 46,250.00", "a comma and cents"),
    m("x_m_ok_unsimplified_rep", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{42}{99}}$.", "42/99 = 14/33 unsimplified"),
    m("x_m_ok_sqrt180", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{180}}$.", "sqrt180 = 6 sqrt5"),
    m("x_m_ok_rad_decimal_coef", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{1.4\pi}$.", "1.4pi = 7pi/5 exactly"),
    m("x_m_ok_cos_form", "B", G_COS, "correct", "boxed", r"$\cos 30^\circ = \boxed{\frac{1}{2}\sqrt{3}}$", "(1/2) sqrt3 = sqrt3/2"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$.", "the exact 0 boxed"),
    m("x_m_ok_sqrt28", "B", G_RAT, "correct", "boxed", r"$\frac{14}{\sqrt{7}} = \frac{14}{\sqrt{7}} \cdot \frac{\sqrt{7}}{\sqrt{7}} = \frac{14\sqrt{7}}{7} = \boxed{\sqrt{28}}$", "sqrt28 = 2 sqrt7"),
    m("x_m_ok_dice_unsimplified", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{15}{36}}$.", "15/36 = 5/12"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{16i + 15}$.", "the terms in the other order"),
    m("x_m_ok_log_decimal", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{-4.0}$.", "-4.0 = -4"),
    m("x_m_ok_pi_times", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{9 \pi}$.", "9 pi with a space"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "185", "no_answer", "answer_is", COOK + "Hmm, that seems too many. The answer is not 185.", "the gold negated with nothing after"),
    g("n_isnt", "A", "11", "no_answer", "answer_is", PIZ + "Wait, the final answer isn't 11.", "the gold negated, no other value"),
    g("n_cannot_be", "A", "23930", "no_answer", "answer_is", SAVE + "So the answer cannot be 23930, since the repair was covered.", "the gold ruled out, no value given"),
    g("n_strike_md", "A", "185", "no_answer", "hash", COOK + "#### ~~185~~", "struck with ~~ and nothing after"),
    g("n_strike_then_other", "A", "185", "wrong", "hash", COOK_SLIP + "#### ~~185~~ 239", "the gold struck, 239 after"),
    g("n_strike_html_gold", "A", "306", "no_answer", "answer_is", TRAIN + "The answer is <del>306</del> miles.", "the gold inside <del>, nothing else"),
    g("n_strike_html_then_other", "A", "306", "wrong", "answer_is", TRAIN_SLIP + "The answer is <s>306</s> 324 miles.", "the gold inside <s>, 324 after"),
    g("n_annot_incorrect", "A", "360", "no_answer", "boxed", EGG + r"$\boxed{360}$ (incorrect — I double-counted the days)", "the model marks its own box incorrect and gives nothing else: withdrawn, no final answer (round 21 read such a case as wrong; kind A either way)"),
    g("n_cross_mark", "A", "185", "no_answer", "answer_is", COOK + "**Answer: 185** ✗\n\nThis does not match my check (185 + 193 should equal 378, and I get 368).", "debatable: a cross mark and a failed check after the answer; the model rejects 185 (its check is itself mistaken) and states nothing else, so no final answer; proposed reject", True),
    g("n_wrong_answer_label", "A", "185", "wrong", "answer_is", "Wrong answer: 185\nCorrect answer: 239\n\nExplanation: 378 - 139 = 239.", "the gold labelled 'Wrong answer', 239 as 'Correct answer'"),
    g("n_neither", "A", "185", "no_answer", "answer_is", COOK + "I computed 185, but that contradicts the picture, so the answer is neither 185 nor 239.", "both values negated, no answer"),
    m("n_m_boxed_neq", "A", G_COMB, "no_answer", "boxed", COMB + r" Since the order matters here, $\boxed{\neq 715}$.", "a box holding \\neq gold"),
    m("n_m_boxed_x_neq", "A", G_SYS, "no_answer", "boxed", SYS + r" But this contradicts the third condition, so $\boxed{(x, y) \neq (4, 7)}$.", "the box states the pair is NOT the solution"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{30\pi}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_BASE, "wrong", "boxed", r"$4213_5 = 4 \cdot 125 + 1 \cdot 25 + 2 \cdot 5 + 3 = \boxed{\sout{558}\ 538}$", "the gold struck with \\sout, 538 after"),
    m("n_m_text_wrong_in_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{715 \text{ (wrong)}}$", "the box itself annotates its value as wrong, nothing else: no final answer (kind A either way)"),
    m("n_m_not_equal_chain", "A", G_PENT, "wrong", "boxed", PENT + r" $\neq 108^\circ$ since I need the exterior angle: $\boxed{72^\circ}$.", "108 negated, 72 boxed"),
    g("n_ok_not_other", "B", "185", "correct", "answer_is", COOK + "The answer is not 239 but 185.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "185", "correct", "hash", COOK + "#### ~~239~~ 185", "the wrong value struck, the gold after"),
    g("n_ok_strike_html_other", "B", "306", "correct", "answer_is", TRAIN + "The answer is <s>324</s> 306 miles.", "the wrong value in <s>, the gold after"),
    g("n_ok_check_mark", "B", "360", "correct", "boxed", EGG + r"$\boxed{360}$ ✓", "a check mark after the box"),
    g("n_ok_not_counting", "B", "11", "correct", "hash", PIZ + "Not counting the 45 eaten slices, 11 remain.\n#### 11", "a harmless 'not' before the gold"),
    g("n_ok_no_wait", "B", "185", "correct", "answer_is", "27 * 14 = 378. So 378 - 139 = 239? No — they sold 193, not 139. 378 - 193 = 185.\nThe answer is 185.", "the slip negated, the gold asserted"),
    g("n_ok_wrong_then_correct_label", "B", "185", "correct", "answer_is", "Wrong answer: 239\nCorrect answer: 185\n\nExplanation: 378 - 193 = 185.", "239 labelled wrong, the gold labelled correct"),
    g("n_ok_not_negative", "B", "11", "correct", "answer_is", PIZ + "The answer is 11 slices (not a negative number, so the pizzas were enough).", "a harmless negation after the gold"),
    m("n_m_ok_cancel_work", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{14}^{2}\sqrt{7}}{\cancel{7}} = \boxed{2\sqrt{7}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_condition", "B", G_ROOTS, "correct", "boxed", r"We need $x \neq 0$ to divide, which holds. " + ROOTS + r" The solutions are $\boxed{\frac{2}{5}, 3}$.", "a \\neq condition in the working"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{558}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_verified", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{715}$ (verified by Pascal's rule: $\binom{12}{3} + \binom{12}{4} = 220 + 495 = 715$)", "a verification note after the box; 220 + 495 = 715"),
    m("n_m_ok_sout_other", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{\sout{538}\ 558}$", "the slip struck with \\sout, the gold after"),
    m("n_m_ok_not_exterior", "B", G_PENT, "correct", "boxed", PENT + r" $= 108^\circ$, not the exterior angle $72^\circ$. So the answer is $\boxed{108}$.", "another value negated, the gold boxed"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_dozen", "A", "360", "wrong", "answer_is", EGG + "The answer is 360 dozen eggs.", "360 dozen = 4320 eggs, not the 360 eggs the working counts"),
    g("u_thousand", "A", "46250", "wrong", "hash", FAIR + "#### 46250 thousand", "46250 thousand = 46,250,000"),
    g("u_hundred", "A", "185", "wrong", "hash", COOK + "#### 185 hundred", "185 hundred = 18,500"),
    g("u_million_dollars", "A", "23930", "wrong", "answer_is", SAVE + "The answer is $23,930 million.", "23,930 million"),
    g("u_and_a_half", "A", "185", "wrong", "hash", COOK + "#### 185 and a half", "185.5"),
    g("u_above_zero", "A", "-15.5", "wrong", "answer_is", TEMP.replace("-15.5 degrees.", "15.5 degrees.") + "The final temperature is 15.5 degrees above zero.", "15.5 above zero = +15.5, not -15.5"),
    g("u_negative_word_plus", "A", "-15.5", "wrong", "answer_is", TEMP + "The answer is 15.5 degrees colder.", "debatable: '15.5 degrees colder' is the drop relative to 4, not the final temperature; the value stated is 15.5 (neither -15.5 nor the 19.5 drop); proposed reject", True),
    g("u_percent_of", "A", "75", "wrong", "answer_is", PCT + "The answer is 75% of 92, which is 69.", "the last value stated is 69"),
    g("u_fewer", "A", "11", "wrong", "answer_is", PIZ + "The answer is 45 fewer slices.", "45 with 'fewer': not the slices left"),
    g("u_squared", "A", "185", "wrong", "hash", COOK + "#### 185^2", "185 squared = 34225"),
    g("u_per_hour_time", "A", "306", "wrong", "hash", TRAIN + "#### 4.25 hours", "the given time, not the distance"),
    g("u_times", "A", "11", "wrong", "answer_is", PIZ + "So the answer is 11 times 8 = 88 slices.", "the last value stated is 88"),
    g("u_twice", "A", "360", "wrong", "hash", EGG + "#### twice 360", "twice 360 = 720"),
    g("u_pairs", "A", "360", "wrong", "answer_is", EGG + "The answer is 360 pairs of eggs.", "360 pairs = 720 eggs, not the 360 eggs the working counts"),
    m("u_m_text_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{715 \text{ thousand}}$", "715 thousand"),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"In radians, $252^\circ$ is $\boxed{252}$.", "the degree measure 252 as a bare number where radians are asked"),
    g("u_ok_dollars", "B", "23930", "correct", "hash", SAVE + "#### 23930 dollars", "the word dollars after ####"),
    g("u_ok_miles", "B", "306", "correct", "hash", TRAIN + "#### 306 miles", "a unit word after ####"),
    g("u_ok_eggs", "B", "360", "correct", "answer_is", EGG + "The answer is 360 eggs.", "a unit noun"),
    g("u_ok_percent_sign", "B", "75", "correct", "hash", PCT + "#### 75%", "a percent sign for a percent gold"),
    g("u_ok_percent_word", "B", "75", "correct", "answer_is", PCT + "The answer is 75 percent.", "the word percent"),
    g("u_ok_degrees_f", "B", "-15.5", "correct", "hash", TEMP + "#### -15.5 °F", "a degree sign and F"),
    g("u_ok_below_zero", "B", "-15.5", "correct", "answer_is", TEMP + "The final temperature is 15.5 degrees below zero.", "15.5 below zero = -15.5"),
    g("u_ok_slices_left", "B", "11", "correct", "hash", PIZ + "#### 11 slices left", "a noun and 'left' after ####"),
    g("u_ok_usd", "B", "10.95", "correct", "hash", RICE + "#### USD 10.95", "a currency code before the value"),
    g("u_ok_usd_after", "B", "10.95", "correct", "answer_is", RICE + "The answer is 10.95 USD.", "a currency code after the value"),
    g("u_ok_in_sales", "B", "46250", "correct", "hash", FAIR + "#### $46,250 in ticket sales", "words after the value that name what it counts"),
    g("u_ok_dozen_then_eggs", "B", "360", "correct", "answer_is", EGG + "That is 30 dozen, so the answer is 360 eggs.", "30 dozen then 360 eggs: the final value is the gold"),
    g("u_ok_cookies_remaining", "B", "185", "correct", "answer_is", COOK + "The answer is 185 cookies remaining.", "unit noun and 'remaining'"),
    g("u_ok_cents_dollars", "B", "10.95", "correct", "answer_is", RICE + "The answer is $10.95 (1095 cents).", "a dollar value with its cents in parentheses"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_units_sqrt", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{6\sqrt{5} \text{ units}}$", "a unit word after a radical"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{715 \text{ ways}}$", "'ways' in the box"),
    m("u_m_ok_degree_sign", "B", G_PENT, "correct", "boxed", PENT + r" $= \boxed{108^\circ}$.", "a degree sign where the gold is 108"),

    # ================================================================ 6. retractions / corrections vs harmless after-text
    g("r_edit", "A", "185", "wrong", "hash", COOK + "#### 185\n\nEdit: I misread the number sold; it was 139, so 378 - 139 = 239 cookies are left.", "Edit: after the answer, 239"),
    g("r_update", "A", "23930", "wrong", "hash", SAVE + "#### 23930\n\nUpdate: it's actually 26280 — the repair was covered by insurance, so nothing is subtracted.", "Update: it's actually 26280"),
    g("r_correction_hash", "A", "306", "wrong", "hash", TRAIN + "#### 306\n\nCorrection: the trip took 4.5 hours, not 4.25.\n4.5 * 72 = <<4.5*72=324>>324\n#### 324", "a correction with a new #### 324"),
    g("r_scratch_that", "A", "306", "wrong", "answer_is", TRAIN + "The answer is 306. Scratch that — the train ran 4.5 hours, so the answer is 324.", "Scratch that, 324"),
    g("r_oops", "A", "10.95", "wrong", "hash", RICE + "#### 10.95\nOops, I used 2.5 kg instead of 3.5 kg: 3.5 * 4.38 = <<3.5*4.38=15.33>>15.33\n#### 15.33", "Oops, a later #### 15.33"),
    g("r_ps", "A", "46250", "wrong", "hash", FAIR + "#### 46250\n\nP.S. I forgot that 50 of the tickets were complimentary, so only 1,200 were paid: 1200 * 37 = 44,400. The answer is 44,400.", "P.S. with a new answer 44,400"),
    g("r_never_mind", "A", "75", "wrong", "answer_is", PCT + "The answer is 75%. Never mind — I divided by the wrong total; 69 / 100 = 69%, so the answer is 69%.", "Never mind, 69%"),
    g("r_disregard", "A", "23930", "wrong", "answer_is", SAVE + "She has $23,930 left.\n\nPlease disregard the above; the repair was paid by her brother, so the correct total is $26,280.", "disregard the above; 26,280"),
    g("r_strike_prev_line", "A", "185", "wrong", "hash", COOK + "~~#### 185~~\n#### 239", "the gold line struck through, 239 on the next line"),
    g("r_tag_then_actually", "A", "185", "wrong", "tag", th(R1_COOK) + "<answer>185</answer>\n\nActually, rereading the problem, 139 were sold, so the answer is 239.", "a correction after the tag: 239"),
    g("r_withdraw_nothing", "A", "11", "no_answer", "hash", PIZ + "#### 11\n\nActually, that's not right. Let me start over.", "debatable: the gold withdrawn with nothing new (round 21 read wrong; no committed final answer remains); proposed reject", True),
    m("r_m_wait_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{715}$" + "\n\nWait, I need to recheck: the problem asks for ordered selections? No — it uses $\\binom{13}{4}$, but I divided by $12$ instead... so $\\frac{17160}{12} = 1430$.\n\nThe answer is $\\boxed{1430}$.", "a later box 1430 after 'Wait'"),
    m("r_m_erratum", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{30\pi}$" + "\n\n**Erratum:** the central angle is $180^\\circ$, so the area is $\\frac{1}{2} \\cdot 100\\pi = 50\\pi$.", "Erratum: 50pi"),
    m("r_m_on_second_thought", "A", G_RAD, "wrong", "minerva", RAD + r" $= \frac{7\pi}{5}$." + "\n" + MINERVA.format(r"$\frac{7\pi}{5}$") + "\n\nOn second thought, the conversion factor is $\\frac{180}{\\pi}$... so $252 \\cdot \\frac{\\pi}{180}$ should be $\\frac{5\\pi}{7}$. The final answer should be $\\frac{5\\pi}{7}$.", "on second thought, 5pi/7"),
    m("r_m_wait_no_qwen", "A", G_ROOTS, "wrong", "boxed", ROOTS + "\n" + QWEN_END.format(r"\frac{2}{5}, 3") + "\n\nWait, no. The quadratic is $5x^2 + 17x + 6$, so the roots are $-\\frac{2}{5}$ and $-3$, and the final answer is $\\boxed{-\\frac{2}{5}, -3}$.", "Wait, no: a later box with the wrong roots"),
    m("r_m_llama_eot_then_revise", "A", G_SYS, "wrong", "boxed", llama(("Add the equations", "4x = 16, so x = 4."), ("Find y", "y = 11 - 4 = 7.")) + LLAMA_END.format("(4, 7)") + "\n\nHowever, I made an error: the ordered pair should be written $(y, x)$, so the answer is $\\boxed{(7, 4)}$.", "a revision to (7, 4)"),
    g("r_ok_check", "B", "185", "correct", "hash", COOK + "#### 185\n\nCheck: 185 + 193 = 378 = 27 * 14. ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "10.95", "correct", "hash", RICE + "#### 10.95\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    g("r_ok_edit_format", "B", "185", "correct", "hash", COOK + "#### 185\n\nEdit: fixed the formatting of the calculation.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "185", "correct", "hash", COOK_SLIP + "#### 239\n\nCorrection: they sold 193, not 139, so 378 - 193 = <<378-193=185>>185.\n#### 185", "a correction to the gold"),
    g("r_ok_update_to_gold", "B", "306", "correct", "hash", TRAIN_SLIP + "#### 324\nUpdate: it's actually 4.25 hours, so 4.25 * 72 = 306.\n#### 306", "an update to the gold"),
    g("r_ok_never_mind_gold", "B", "185", "correct", "answer_is", COOK_SLIP + "The answer is 239. Never mind, I misread: 193 were sold, so 378 - 193 = 185. The answer is 185.", "never mind, then the gold"),
    g("r_ok_im_end_user", "B", "306", "correct", "hash", TRAIN + "#### 306" + IM_USER + "Thanks! Now what if it went for 4.5 hours?", "an invented user turn after the answer"),
    g("r_ok_invented_followup", "B", "306", "correct", "hash", TRAIN + "#### 306\n\nUser: What if it traveled 4.5 hours?\nAssistant: Then 4.5 * 72 = 324 miles.\n#### 324", "an invented follow-up exchange after the committed answer does not count"),
    g("r_ok_note_assumption", "B", "10.95", "correct", "hash", RICE + "#### 10.95\n\nNote: this assumes there is no sales tax.", "a note after the answer"),
    g("r_ok_alternative_same", "B", "23930", "correct", "hash", SAVE + "#### 23930\n\nAlternatively: 18 * 1460 = 18 * 1500 - 18 * 40 = 27000 - 720 = 26280, and 26280 - 2350 = 23930. Same answer.", "a second method agreeing; 27000 - 720 = 26280"),
    m("r_m_ok_wait_confirm", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{715}$" + "\n\nWait, let me double-check: $13 \\cdot 12 \\cdot 11 \\cdot 10 = 17160$ and $17160 / 24 = 715$. Yes, the answer is $\\boxed{715}$.", "Wait, then confirmation of the gold"),
    m("r_m_ok_self_posed", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{558}$" + "\n\n**Practice problem:** Convert $123_5$ to base 10.\n**Solution:** $1 \\cdot 25 + 2 \\cdot 5 + 3 = 38$, so $\\boxed{38}$.", "a self-posed practice problem with its own box after the answer; 25 + 10 + 3 = 38"),
    m("r_m_ok_restart_cut", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{558}$" + "\n\nHmm, let me redo this more carefully to be sure. $4213_5 = 4 \\cdot 125 + 2 \\cdot 25 +", "debatable: the committed box is the gold; a restart of the working is cut off without withdrawing it; proposed accept", True),
    m("r_m_ok_verify", "B", G_SYS, "correct", "boxed", SYS + r" So $(x, y) = \boxed{(4, 7)}$." + "\n\nVerification: $4 + 7 = 11$ ✓ and $3(4) - 7 = 5$ ✓.", "a verification after the box"),
    m("r_m_ok_eot_tail", "B", G_COMB, "correct", "boxed", llama(("Use the formula", r"$\binom{13}{4} = \frac{13!}{4! \, 9!}$."), ("Compute", r"$\frac{17160}{24} = 715$.")) + LLAMA_END.format("715") + EOT_USER + "Can you also compute $\\binom{13}{5}$?", "an invented Llama 3 user turn after the answer"),
    m("r_m_ok_qwen_then_summary", "B", G_REP, "correct", "boxed", qwen("To convert the repeating decimal to a fraction:", ("Set up", r"Let $x = 0.\overline{42}$, so $100x = 42.\overline{42}$."), ("Subtract", r"$99x = 42$, so $x = \frac{42}{99} = \frac{14}{33}$.")) + qbox(r"\frac{14}{33}") + "\n\nThis fraction is already in lowest terms since $\\gcd(14, 33) = 1$.", "a remark after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_said", "A", "185", "wrong", "answer_is", COOK_SLIP + "My teacher said the answer is 185, but I get 239.\nThe answer is 239.", "the gold only as the teacher's claim; the model's answer is 239"),
    g("q_key_quote_only", "A", "185", "no_answer", "none", 'The answer key says: "#### 185"\n\nI could not reproduce this from the numbers given, so I cannot verify it.', "only a quotation of the key, no own answer"),
    g("q_blockquote_hash", "A", "185", "no_answer", "none", "> #### 185\n\nI'm sorry, but I'm not able to solve this problem.", "a quoted #### line followed by a refusal"),
    g("q_if_then_other", "A", "23930", "wrong", "hash", SAVE_NOREP + "If she had paid the repair from her savings, the answer would be 23930. But the problem says her insurance paid it, so she still has 26280.\n#### 26280", "the gold only under a counterfactual; the final answer 26280"),
    g("q_common_mistake_other", "A", "11", "wrong", "hash", PIZ + "A common mistake is to answer 11 and forget the 3 slices saved for later. Taking those away: 11 - 3 = <<11-3=8>>8.\n#### 8", "the gold named as 'a common mistake', final 8"),
    g("q_other_part", "A", "306", "wrong", "hash", "(a) For 4.25 hours: 4.25 * 72 = 306 miles.\n(b) For 4.5 hours: 4.5 * 72 = 324 miles.\n#### 324", "debatable: the model invents a part (b) the question does not ask and marks its value 324 as final; the asked value 306 is only part (a); proposed reject (the last committed answer is 324)", True),
    g("q_quoted_student", "A", "360", "wrong", "hash", 'A student wrote "#### 360", but the hens only lay on 5 of the 6 days, so 60 * 5 = <<60*5=300>>300.\n#### 300', "the gold inside a quoted student answer, final 300"),
    g("q_would_be_only", "A", "306", "no_answer", "none", "If the train kept its speed the whole time, the distance would be 4.25 * 72 = 306 miles. However, the problem doesn't say whether it stopped, so I can't give a definite answer.", "only a conditional, then a refusal"),
    g("q_few_shot_echo", "A", "185", "no_answer", "none", "Question: A bakery has 27 trays with 14 cookies each and sells 193. How many are left?\nAnswer: 27 * 14 = 378; 378 - 193 = 185. The answer is 185.\n\nQuestion: A bakery has 27 trays with 14 cookies each and sells 193. How many are left?\nAnswer:", "debatable: a base model echoes a worked example, then restates the question and stops with an empty 'Answer:'; the posed question is unanswered; proposed reject", True),
    m("q_m_im_user_gold", "A", G_COMB, "wrong", "boxed", r"$\binom{13}{4} = \frac{17160}{12} = \boxed{1430}$" + IM_USER + "The answer is 715, please recheck.", "the gold only in an invented user turn; the model's box is 1430"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{715}$." I am not able to prove this without more context.', "the gold in a quoted request, then a refusal"),
    m("q_m_suppose", "A", G_REP, "no_answer", "none", r"Suppose the value were $\frac{14}{33}$; we would then need to check that $\frac{14}{33} = 0.4242\ldots$, which requires long division.", "only a supposition"),
    m("q_m_hypo_box_then_other", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" If we allowed non-integer solutions we would get $\boxed{\frac{2}{5}, 3}$; but the problem asks for integer solutions, so the answer is $\boxed{3}$.", "the gold boxed under a hypothetical; the final box is 3"),
    m("q_m_question", "A", G_COMB, "no_answer", "none", r"Could the answer be $\boxed{715}$? I'm not sure how to compute $\binom{13}{4}$.", "debatable: the gold only as a question, followed by uncertainty; proposed reject", True),
    m("q_m_wolfram_other", "A", G_COMB, "wrong", "boxed", r"WolframAlpha gives $715$, but by my count $\frac{17160}{12} = \boxed{1430}$.", "the gold as a tool's result the model rejects; final 1430"),
    m("q_m_problem_claims", "A", G_RAD, "wrong", "boxed", r"The problem's hint claims the answer is $\frac{7\pi}{5}$, but $252 \cdot \frac{\pi}{180}$... I get $\boxed{\frac{5\pi}{7}}$.", "the gold only as the hint's claim; final 5pi/7"),
    g("q_ok_friend_wrong", "B", "185", "correct", "answer_is", COOK + "My friend said 239, but that used 139 instead of 193.\nThe answer is 185.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "185", "correct", "hash", '> "There are 27 trays with 14 cookies each. The bakery sold 193."\n\n' + COOK + "#### 185", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "23930", "correct", "hash", SAVE + "#### 23930\n\nIf there had been no repair, she would have 26280.", "a hypothetical after the committed answer"),
    g("q_ok_you_asked", "B", "185", "correct", "hash", 'You asked: "How many cookies are left?"\n\n' + COOK + "#### 185", "the question quoted, then the answer"),
    g("q_ok_common_mistake_first", "B", "185", "correct", "hash", "A common mistake is to answer 239 by misreading 193 as 139.\n" + COOK + "#### 185", "a wrong value named as a mistake, then the gold"),
    g("q_ok_if_commit", "B", "23930", "correct", "hash", SAVE_NOREP + "If she pays the repair from her savings (the problem says she does), she has 26280 - 2350 = <<26280-2350=23930>>23930.\n#### 23930", "a conditional that the model asserts holds, then the answer"),
    g("q_ok_parts_steps", "B", "23930", "correct", "hash", "(a) Total saved: 1460 * 18 = <<1460*18=26280>>26280.\n(b) After the repair: 26280 - 2350 = <<26280-2350=23930>>23930.\n#### 23930", "steps labelled (a) and (b)"),
    m("q_m_ok_im_user_other", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{715}$" + IM_USER + "The answer is 1430, please recheck.", "a wrong value only in an invented user turn"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 1 \cdot 5 + 2 = 7$. Likewise, " + BASE + r" $= \boxed{558}$.", "an example with another value first"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose $x = 5$; then $y = 6$ and $3(5) - 6 = 9 \neq 5$, so that fails. " + SYS + r" The solution is $\boxed{(4, 7)}$.", "a refuted supposition, then the box"),
    m("q_m_ok_key_agrees", "B", G_COMB, "correct", "boxed", COMB + r" $= 715$. The answer key says $715$ as well, so the answer is $\boxed{715}$.", "the key agrees with the model's own box"),
    m("q_m_ok_would_be_refuted", "B", G_RAD, "correct", "boxed", r"One might think the answer would be $\frac{5\pi}{7}$ by inverting the factor, but the conversion is $\times \frac{\pi}{180}$: " + RAD + r" $= \boxed{\frac{7\pi}{5}}$.", "a wrong value as what one might think, then the gold"),
    m("q_m_ok_restated_qa", "B", G_COMB, "correct", "boxed", "**Question:** What is $\\binom{13}{4}$?\n\n**Answer:** " + COMB + r" $= \boxed{715}$.", "the question restated, then the answer"),

    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    g("b_empty", "A", "185", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "185", "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_nul_inside_other", "A", "185", "wrong", "hash", COOK_SLIP + "#### 2\x0039", "a NUL inside 239"),
    g("b_nul_only_tail", "A", "185", "wrong", "hash", COOK_SLIP + "#### 239\x00", "a NUL after 239"),
    g("b_fullwidth_other", "A", "185", "wrong", "hash", COOK_SLIP + "#### ２３９", "full-width 239"),
    g("b_arabic_indic_other", "A", "185", "wrong", "hash", COOK_SLIP + "#### ٢٣٩", "239 in Arabic-Indic digits"),
    g("b_bom_other", "A", "185", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 239", "a BOM then 239"),
    g("b_ansi_other", "A", "185", "wrong", "hash", COOK_SLIP + "\x1b[1m#### 239\x1b[0m", "ANSI bold escapes around #### 239"),
    g("b_emoji_other", "A", "185", "wrong", "hash", COOK_SLIP + "#### 239 🍪", "an emoji after 239"),
    g("b_nbsp_other", "A", "185", "wrong", "hash", COOK_SLIP + "####\u00a0239", "a no-break space before 239"),
    g("b_noncharacter_other", "A", "185", "wrong", "hash", COOK_SLIP + "#### 239\uffff", "a noncharacter after 239"),
    g("b_unicode_minus_other", "A", "-15.5", "wrong", "hash", TEMP + "#### \u221215", "U+2212 minus: -15, not -15.5"),
    g("b_gold_space_other", "A", " 185 ", "wrong", "hash", COOK_SLIP + "#### 239", "a gold with spaces; the answer 239"),
    g("b_long_other", "A", "185", "wrong", "hash", ("Let me recompute to be safe.\n" + COOK_SLIP) * 600 + "#### 239", "a 100 KB repetitive completion ending 239"),
    g("b_huge_number", "A", "185", "wrong", "hash", COOK + "#### 185000000000000000000000000000000000000001", "a 42-digit number that starts with 185"),
    g("b_nan", "A", "185", "no_answer", "hash", COOK + "#### NaN", "NaN after ####"),
    g("b_json_other", "A", "185", "wrong", "none", '{"reasoning": "27 * 14 = 378; 378 - 139 = 239", "answer": 239}', "a JSON-structured reply whose answer field is 239"),
    m("b_m_gold_boxed_other", "A", r"\boxed{558}", "wrong", "boxed", r"$4213_5 = 4 \cdot 125 + 1 \cdot 25 + 2 \cdot 5 + 3 = \boxed{538}$", "a gold stored boxed; the model's 538"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{71", "cut inside the box"),
    m("b_m_infinity", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{\infty}$", "infinity boxed"),
    g("b_ok_gold_space", "B", " 185 ", "correct", "hash", COOK + "#### 185", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "185", "correct", "hash", COOK + "#### １８５", "full-width digits"),
    g("b_ok_bom", "B", "185", "correct", "hash", "\ufeff" + COOK + "#### 185", "a BOM first"),
    g("b_ok_crlf", "B", "23930", "correct", "hash", (SAVE + "#### 23930").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_ansi", "B", "185", "correct", "hash", COOK + "\x1b[1m#### 185\x1b[0m", "ANSI bold escapes around the answer"),
    g("b_ok_emoji", "B", "185", "correct", "hash", COOK + "#### 185 🍪", "an emoji after the gold"),
    g("b_ok_nbsp", "B", "185", "correct", "hash", COOK + "####\u00a0185", "a no-break space after ####"),
    g("b_ok_zwsp_after", "B", "185", "correct", "hash", COOK + "#### 185\u200b", "a zero-width space after the gold"),
    g("b_ok_unicode_minus", "B", "-15.5", "correct", "hash", TEMP + "#### \u221215.5", "U+2212 minus sign"),
    g("b_ok_long", "B", "185", "correct", "hash", ("Let me recompute to be safe.\n" + COOK) * 600 + "#### 185", "a 100 KB repetitive completion ending in the gold"),
    g("b_ok_json", "B", "185", "correct", "none", '{"reasoning": "27 * 14 = 378; 378 - 193 = 185", "answer": 185}', "a JSON-structured reply whose answer field is the gold"),
    g("b_ok_escaped_newlines", "B", "185", "correct", "hash", "27 * 14 = 378.\\n378 - 193 = 185.\\n#### 185", "literal backslash-n sequences instead of newlines"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{558}", "correct", "boxed", BASE + r" $= \boxed{558}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$558$", "correct", "boxed", BASE + r" $= \boxed{558}$", "a gold stored in math dollars"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{30\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_tab_in_box", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{15\t+\t16i}$", "tabs inside the box"),

    # ================================================================ extra twins (added last; classes as by prefix)
    g("h_ok_hash_then_same_phrase", "B", "185", "correct", "hash", COOK + "#### 185\nThe answer is 185.", "#### then a phrase that agrees"),
    g("h_ok_hash_sentence_after", "B", "185", "correct", "hash", COOK + "#### The answer is 185", "a phrase after the #### marker"),
    g("h_ok_minerva_after_work", "B", "185", "correct", "minerva", COOK + MINERVA.format("185"), "a Minerva closing line"),
    g("t_ok_tag_hash", "B", "185", "correct", "tag", th(R1_COOK) + "<answer>#### 185</answer>", "a GSM8K #### marker inside the tag"),
    g("t_ok_tag_bold", "B", "185", "correct", "tag", th(R1_COOK) + "<answer>**185**</answer>", "bold markdown inside the tag"),
    m("t_m_ok_tag_interval", "B", G_INT, "correct", "tag", th("-11 < 2x - 3 < 11, so -8 < 2x < 14, so -4 < x < 7.\n") + r"<answer>$x \in (-4, 7)$</answer>", "x in (-4, 7) in the tag"),
    m("t_m_tag_interval_closed", "A", G_INT, "wrong", "tag", th("-11 <= 2x - 3 <= 11, so -4 <= x <= 7.\n") + r"<answer>$[-4, 7]$</answer>", "a closed interval: the strict inequality was read as <="),
    m("x_m_ok_interval_ineq", "B", G_INT, "correct", "boxed", INT + r" The solution set is $\boxed{-4 < x < 7}$.", "the open interval written as an inequality"),
    m("x_m_ok_tfrac", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\tfrac{7}{60}}$.", "\\tfrac"),
    g("u_ok_dollar_box", "B", "23930", "correct", "boxed", SAVE + r"She has $\boxed{\$23,930}$ left.", "an escaped dollar sign and comma in the box"),
    g("n_ok_not_dozens", "B", "360", "correct", "answer_is", EGG + "The answer is 360 — not 30, which is the number of dozens.", "another value negated after the gold"),
    m("r_m_ok_qwen_im_user", "B", G_SEC, "correct", "boxed", SEC + r" $= 30\pi$." + "\n\n" + QWEN_END.format(r"30\pi") + IM_USER + "Great, now do the same for a $90^\\circ$ sector.", "an invented ChatML user turn after Qwen's closing line"),
    m("r_m_ok_minerva_next_problem", "B", G_LOG, "correct", "minerva", LOG + " $= -4$.\n" + MINERVA.format("$-4$") + "\n\nProblem:\nCompute $\\log_2 32$.\n\nSolution:\nSince $2^5 = 32$, $\\log_2 32 = 5$.\n" + MINERVA.format("$5$"), "a few-shot Minerva tail: a new problem with its own final answer after the committed one"),
    m("r_m_minerva_then_retry_other", "A", G_LOG, "wrong", "minerva", LOG + " $= -4$.\n" + MINERVA.format("$-4$") + "\n\nHmm, I think I mixed up the sign: $\\log_3 \\frac{1}{81}$ asks for the power of $3$ giving $81$, which is $4$.\n" + MINERVA.format("$4$"), "a second Minerva line for the same problem stating 4"),
    g("b_ok_trailing_blank", "B", "185", "correct", "hash", COOK + "#### 185   \n\n\n", "trailing spaces and blank lines"),
    g("q_ok_few_shot_prior_example", "B", "185", "correct", "hash", "Question: A farm has 12 rows of 9 trees and 20 are cut down. How many are left?\nAnswer: 12 * 9 = <<12*9=108>>108; 108 - 20 = <<108-20=88>>88.\n#### 88\n\nQuestion: A bakery has 27 trays with 14 cookies each and sells 193. How many cookies are left?\nAnswer: " + COOK + "#### 185", "a base model echoes a few-shot example with another value, then answers the posed question with the gold"),
]
# fmt: on

DECISIONS = {
    "x_share_not_percent_tiny": (
        "reject",
        "the marked value is 23.93 with no unit word; only the working calls it thousands",
    ),
    "n_cross_mark": (
        "reject",
        "the model rejects its own answer with a cross mark and a failed check and states nothing else",
    ),
    "u_negative_word_plus": (
        "reject",
        "'15.5 degrees colder' states 15.5, neither the final temperature -15.5 nor the drop 19.5",
    ),
    "r_withdraw_nothing": (
        "reject",
        "the answer is withdrawn ('that's not right. Let me start over') and nothing replaces it",
    ),
    "r_m_ok_restart_cut": (
        "accept",
        "the committed box is the gold; a cut-off restart of the working withdraws nothing",
    ),
    "q_other_part": ("reject", "the last committed #### is 324, the value of an invented part (b)"),
    "q_few_shot_echo": (
        "reject",
        "the gold is only in an echoed worked example; the restated question ends with an empty 'Answer:'",
    ),
    "q_m_question": (
        "reject",
        "the gold appears only in a question the model asks, followed by uncertainty",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam84", CASES, [], DECISIONS)
