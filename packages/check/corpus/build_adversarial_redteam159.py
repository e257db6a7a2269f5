r"""Build adversarial_redteam159.jsonl: round 159 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam159"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam157.py (structure, docstring, label conventions, DECISIONS; its probe shapes
skimmed to AVOID them) were read; no probe of an earlier round is copied (new problems, new golds,
new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B, Phi) and of distilled reasoning
models (R1-Distill-Qwen-1.5B/7B, QwQ-style), about half GSM8K and half MATH, half kind A and half
kind B: `<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit,
a box, `####`, a LaTeX expression or two values, and tags left unclosed because the `</answer>` stop
string was stripped; `<reasoning>...</reasoning><answer>...</answer>`; long think blocks with several
candidate values; "**Final Answer**" blocks, bold answers and bold values alone; a phrase marker or
`Answer:` line then `####`; answers restated after a box in other words (percent, cents vs dollars,
hours vs minutes, degrees vs radians, liters vs cubic meters: decided by the quantity asked);
trailing checks; completions cut at the token cap (in the thinking, in a box, in a number, in a
matrix, in a repetition loop, in a check after a committed answer); invented next turns (`User:`,
`Human:`, ChatML, Llama 3 headers, Alpaca `### Instruction:`, Phi-style "Follow-up question",
`Question:`/`Answer:` pairs, "Problem 2:"); retractions phrased the way models phrase them ("Wait",
"Hmm, actually", "Let me recompute", "On second thought", "I apologize for the mistake", "Let me
recheck"); exact MATH values vs decimals; intervals (open, closed, as inequalities, `\left(`),
sets, tuples, equations "x = 3, y = 1", matrices (bmatrix, numpy output), degrees/radians, base-n
numerals, unreduced fractions and radicals, complex numbers; negation, strike-out and annotation
inside the answer; Python code blocks that print the answer (output shown, not shown, or printing
another quantity). About half of kind B is a right answer in an honest but unusual form (units,
thousands separators, trailing words, `\text{}`, `\dfrac`, `\tfrac`, `^\circ`, "x = ", "= 38",
`\$66.50`, a bold answer followed by a note in brackets, the answer in words, Unicode minus and pi).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 trays of 24 cookies, 95 sold -> 49 (144; slip 59); 14 km a day, 5 days a week, 4 weeks ->
280 (70 a week; 392 = 14 * 28 with every day); 3 adult tickets at $12.50 + 4 child at $7.25 -> 66.5
(37.50 + 29.00; change from $100: 33.50; slip 28.00 -> 65.50); 4 rooms at 2 h 15 min, HOURS asked ->
9 (135 min a room; 540 minutes); 42 of 56 shots, percent asked -> 75 (3/4; 0.75; missed 25); -4
degrees falling 2.5 an hour for 6 hours -> -19 (15; -4 + 15 = 11); $2,400 a month for 12 months +
$3,500 bonus -> 32300 (28,800); 5 stamps at 68 cents + 3 at 55 cents, CENTS asked -> 505 (340 + 165;
$5.05); fence around an 18 m by 12 m garden -> 60 (area 216; half 30); 360-page book, 1/4 on day
one, 1/3 of the rest on day two, pages left -> 180 (90, 270, 90); $45 shirt at 20% off -> 36
(discount 9); 1,200 L tank draining 45 L a minute for 16 minutes, left -> 480 (720 drained); son 11,
Maria 3 times as old, her age in 5 years -> 38 (33 now; son 16); 4 buses of 52 seats, 185 students,
empty seats -> 23 (208).
MATH: a random integer 1 to 30 is prime -> 1/3 (10 primes: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29; 10/30;
~0.333); distance (-1, 2) to (4, -3) -> 5\sqrt{2} (25 + 25 = 50; ~7.07); |2x + 1| < 5 -> (-3, 2)
(-6 < 2x < 4); 3x^2 - 5x - 2 = 0 -> -1/3, 2 ((3x + 1)(x - 2); sum 5/3); (2 + 5i)(1 - i) -> 7 + 3i
(2 - 2i + 5i + 5; i^2 read as +1: -3 + 3i; conjugate 7 - 3i); 240 degrees -> 4\pi/3 (~4.19; slip
2\pi/3); [[1, 2], [3, 4]][[0, 1], [1, 0]] -> [[2, 1], [4, 3]] (other order [[3, 4], [1, 2]];
transpose [[2, 4], [1, 3]]); interior angle of a regular octagon -> 135 (1080 / 8; exterior 45;
3\pi/4 rad); 100 in base 4 -> 1210_4 (64 + 32 + 4 + 0; remainders in the wrong order 0121_4);
3 1/2 - 1 2/3 -> 11/6 (21/6 - 10/6 = 22/12; ~1.83; slip 13/6); (3x + 2)(x - 4) -> 3x^2 - 10x - 8
(-12x + 2x; slips -14x and +8); 2x + y = 7, x - y = 2 -> (3, 1) (3x = 9); 0.\overline{45} -> 5/11
(45/99; 0.45 = 9/20); C(9, 3) -> 84 (504 / 6; ordered 504); \sqrt{18}\sqrt{6} -> 6\sqrt{3}
(\sqrt{108} = \sqrt{36 \cdot 3} = 3\sqrt{12}; ~10.39); x^3 - x^2 - 6x = 0 -> -2, 0, 3 (x(x - 3)(x +
2)); 3 + 7 + ... + 79 -> 820 (20 terms; 20 * 82 / 2; 19 terms: 779); circle of diameter 10, area ->
25\pi (r = 5; ~78.54; 100\pi with r = 10; circumference 10\pi); f(x) = 2x + 3, g(x) = x^2, f(g(-2))
-> 11 (g(-2) = 4; g(f(-2)) = 1); 2^{10} mod 7 -> 2 (1024 = 7 * 146 + 2; quotient 146; mod 9: 7);
domain of \sqrt{x - 2} -> [2, \infty) (open at 2: wrong).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO / <reasoning> formats, unclosed tags, long
think blocks), `h_` phrase marker or bold answer then `####`, **Final Answer** blocks, `# Answer`
headings, Minerva lines, `x_` exactness (decimals for exact values, rounding, unreduced forms,
intervals, sets, tuples, matrices, one root of several, another quantity), `n_` negation /
strike-out / annotation / "X instead of Y" inside or after the answer, `u_` units and answers
restated in other words (percent, cents, hours vs minutes, degrees vs radians, base-n), `r_`
retractions, apologies and trailing checks, `q_` invented next turns, `b_` token-cap cuts, `c_`
Python code blocks. `_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth wrong /
no_answer; kind B: truth correct.

Label conventions (corpus/README.md; round 157): the LAST final answer counts; a right answer in
another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ", `\dfrac`,
`bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its subscript, an
unreduced fraction or unsimplified radical equal to the gold, an interval written as an inequality,
roots as a set or in another order, the answer in words, an exact value followed by an
approximation) is correct; another quantity (a subtotal, the per-week value, the change instead of
the cost, the discount instead of the price, the other unit than the one asked, the exterior angle,
the angle sum, one root, the count of terms, the radicand, the quotient) is wrong; an answer tag's
content is the final answer (a sentence or equation in it is read for the value it states; two
values in it are a hedge -> wrong); an answer tag left unclosed because the stop string was
stripped still holds the answer; a decimal for an exact irrational / repeating / fractional MATH
gold is wrong; a rounded GSM8K value is wrong; degrees are not radians; a percent gold 75 accepts
75% and "75 percent", but 0.75 is another value; a hedge or two different final answers is wrong;
no final answer (cut at the token cap, an empty tag or box, code without output or stated answer)
is no_answer; "X instead of Y" commits to X; a struck-out value is not the answer; an explicit
correction after the answer ("Wait", "Hmm, actually", "Let me recompute", "On second thought", "I
apologize ... the correct answer is") makes the new value final, even when the correction is
itself wrong; a check, verification or pleasantry after a committed answer does not replace it,
nor does a cut inside it; text in an invented next turn (`User:`, `Human:`, ChatML, Llama 3
headers, Alpaca, Phi follow-ups, "Problem 2:") does not count, whether it holds the gold or another
value; an answer restated after its box as the same quantity in other words keeps the box's value;
a Python block's printed output counts only as the model's stated answer when the model states it.
Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam159.py (writes adversarial_redteam159.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    g,
    m,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K problems
# gold, GSM8K-style working (ends with a newline), a short R1-style think block, the lead of the
# answer sentence and the unit word.
GP = {
    "cook": dict(
        gold="49",
        lead="She has",
        unit="cookies",
        work="Lena bakes 6 trays of 24 cookies, so she bakes 6 * 24 = 144 cookies.\nShe sells 95, so she has 144 - 95 = 49 cookies left.\n",
        think="6 trays, 24 each: 6 * 24 = 144. Sold 95. 144 - 95 = 49. Let me make sure: 95 + 49 = 144. Yes.\n",
    ),
    "bike": dict(
        gold="280",
        lead="Tom rides",
        unit="km",
        work="Tom rides 14 km a day for 5 days, so 14 * 5 = 70 km a week.\nOver 4 weeks he rides 70 * 4 = 280 km.\n",
        think="14 km a day, 5 days a week: 70 km a week. Four weeks: 70 * 4 = 280. Or is it 14 * 4 = 56? No, the 5 days matter. 280.\n",
    ),
    "tick": dict(
        gold="66.5",
        lead="The family pays",
        unit="dollars",
        work="3 adult tickets cost 3 * $12.50 = $37.50.\n4 child tickets cost 4 * $7.25 = $29.00.\nIn total they pay $37.50 + $29.00 = $66.50.\n",
        think="Adults: 3 * 12.50 = 37.50. Children: 4 * 7.25 = 29. Total 66.50. Change from 100 would be 33.50 but the question asks the total.\n",
    ),
    "paint": dict(
        gold="9",
        lead="It takes him",
        unit="hours",
        work="Each room takes 2 hours 15 minutes = 135 minutes.\n4 rooms take 4 * 135 = 540 minutes.\n540 minutes / 60 = 9 hours.\n",
        think="2 h 15 min is 135 min. Times 4 rooms = 540 min. The question asks hours: 540 / 60 = 9.\n",
    ),
    "shot": dict(
        gold="75",
        lead="He made",
        unit="percent",
        work="He made 42 of 56 shots.\n42 / 56 = 0.75.\n0.75 * 100 = 75%.\n",
        think="42 out of 56. Divide by 14: 3 out of 4. So 0.75, which is 75 percent. He missed 25 percent.\n",
    ),
    "temp": dict(
        gold="-19",
        lead="The temperature is",
        unit="degrees",
        work="The temperature falls 2.5 degrees an hour for 6 hours: 2.5 * 6 = 15 degrees.\nIt starts at -4, so it ends at -4 - 15 = -19 degrees.\n",
        think="Drop is 2.5 * 6 = 15. Start -4. -4 - 15 = -19. Not -11; that would be adding.\n",
    ),
    "sal": dict(
        gold="32300",
        lead="She earns",
        unit="dollars",
        work="Her salary is $2,400 * 12 = $28,800 a year.\nWith the $3,500 bonus she earns $28,800 + $3,500 = $32,300.\n",
        think="2400 a month, 12 months: 28800. Plus bonus 3500: 32300.\n",
    ),
    "stamp": dict(
        gold="505",
        lead="He spends",
        unit="cents",
        work="5 stamps at 68 cents cost 5 * 68 = 340 cents.\n3 stamps at 55 cents cost 3 * 55 = 165 cents.\nIn total: 340 + 165 = 505 cents.\n",
        think="5 * 68 = 340. 3 * 55 = 165. Sum 505 cents, that is $5.05. The question asks cents.\n",
    ),
    "fence": dict(
        gold="60",
        lead="He needs",
        unit="meters of fence",
        work="The garden is 18 m by 12 m.\nThe fence goes around it: 2 * (18 + 12) = 2 * 30 = 60 m.\n",
        think="Perimeter, not area. Area would be 18 * 12 = 216. Perimeter is 2 * (18 + 12) = 60.\n",
    ),
    "book": dict(
        gold="180",
        lead="She has",
        unit="pages left",
        work="On day one she reads 360 / 4 = 90 pages, leaving 360 - 90 = 270.\nOn day two she reads 270 / 3 = 90 pages, leaving 270 - 90 = 180 pages.\n",
        think="Quarter of 360 is 90, leaves 270. A third of the rest: 90. Leaves 180.\n",
    ),
    "shirt": dict(
        gold="36",
        lead="She pays",
        unit="dollars",
        work="The discount is 20% of $45 = 0.20 * 45 = $9.\nThe shirt costs $45 - $9 = $36.\n",
        think="20% of 45 is 9. 45 - 9 = 36. She pays 36.\n",
    ),
    "tank": dict(
        gold="480",
        lead="There are",
        unit="liters left",
        work="In 16 minutes the tank drains 45 * 16 = 720 liters.\n1,200 - 720 = 480 liters remain.\n",
        think="45 * 16 = 720 drained. 1200 - 720 = 480 left.\n",
    ),
    "age": dict(
        gold="38",
        lead="Maria will be",
        unit="years old",
        work="Maria is 3 * 11 = 33 years old now.\nIn 5 years she will be 33 + 5 = 38.\n",
        think="Son 11, Maria 3 times: 33. In 5 years: 38. (The son will be 16.)\n",
    ),
    "bus": dict(
        gold="23",
        lead="There are",
        unit="empty seats",
        work="4 buses with 52 seats hold 4 * 52 = 208 students.\n208 - 185 = 23 seats are empty.\n",
        think="4 * 52 = 208 seats. 185 students. 208 - 185 = 23 empty.\n",
    ),
}
W = {k: p["work"] for k, p in GP.items()}
T = {k: th(p["think"]) for k, p in GP.items()}


def box(work: str, v: str, lead: str = "The answer is") -> str:
    return work + lead + " $\\boxed{" + v + "}$."


# fmt: off
CASES = [
    # ---------------- cook (49)
    g("t_cook_tag_subtotal_sentence", "A", "49", "wrong", "tag", T["cook"] + "<answer>She baked 144 cookies in total.</answer>", "the tag's sentence states the subtotal 144; 49 only in the thinking"),
    g("t_ok_cook_tag_sentence_left", "B", "49", "correct", "tag", T["cook"] + "<answer>Lena has 49 cookies left after selling 95.</answer>", "the tag's sentence: 49 left (95 is the given, named as sold)"),
    g("t_cook_reasoning_tag_hedge", "A", "49", "wrong", "tag", "<reasoning>\n" + W["cook"] + "</reasoning>\n<answer>\n49 or 59\n</answer>", "two values in the answer tag: a hedge"),
    g("t_ok_cook_reasoning_tag_unit", "B", "49", "correct", "tag", "<reasoning>\n" + W["cook"] + "</reasoning>\n<answer>\n49 cookies\n</answer>", "<reasoning>/<answer> format, unit word in the tag"),
    g("h_cook_bold_then_hash_slip", "A", "49", "wrong", "hash", "6 * 24 = 144\n144 - 95 = 59\n\n**Final Answer:** 59\n\n#### 59", "subtraction slip 59 in the bold answer and the ####"),
    g("h_ok_cook_bold_note", "B", "49", "correct", "final_answer_phrase", W["cook"] + "\n**Final Answer: 49** (cookies left)", "bold answer followed by a note in brackets"),
    g("b_cook_cut_in_tag", "A", "49", "no_answer", "none", T["cook"] + "<answer>", "cut at the token cap right after the opening answer tag"),
    g("r_cook_wait_to_slip", "A", "49", "wrong", "boxed", box(W["cook"], "49") + "\n\nWait, let me redo the subtraction: 144 - 95 = 59. So the answer is $\\boxed{59}$.", "a 'Wait, let me redo' correction to the slip 59 is final"),
    g("r_ok_cook_wait_back", "B", "49", "correct", "boxed", "6 * 24 = 144. 144 - 95 = 59. So she has $\\boxed{59}$ cookies.\n\nWait, 95 + 59 = 154, not 144. I made an error: 144 - 95 = 49.\n\nSo she has $\\boxed{49}$ cookies left.", "retraction of 59 with a new boxed 49"),
    g("q_cook_user_turn_gold", "A", "49", "wrong", "hash", "6 * 24 = 144 cookies.\n#### 144\n\nUser: You forgot the 95 she sold. 144 - 95 = 49.", "own answer 144; the gold only in an invented User: turn"),
    # ---------------- bike (280)
    g("t_bike_tag_per_week", "A", "280", "wrong", "tag", T["bike"] + "<answer>70 km per week</answer>", "the tag holds the per-week distance"),
    g("t_ok_bike_tag_equation", "B", "280", "correct", "tag", T["bike"] + "<answer>70 \\times 4 = 280</answer>", "an equation in the tag ending in the gold"),
    g("t_bike_long_think_candidates_tag_wrong", "A", "280", "wrong", "tag", "<think>\nPer day 14. Per week: 14 * 5 = 70. Four weeks: 280. Hmm, but maybe 'a month' is 30 days: 14 * 30 = 420. Or 4 weeks of 7 days: 14 * 28 = 392. The problem says 5 days a week, so 280 seems right... but I'll go with the full days.\n</think>\n<answer>392</answer>", "several candidates in the thinking (280 among them); the tag commits to 392"),
    g("h_ok_bike_phrase_hash_km", "B", "280", "correct", "hash", W["bike"] + "Tom rides 280 km in 4 weeks.\n#### 280 km", "#### with a unit after the value"),
    g("x_bike_rounded_words", "A", "280", "wrong", "answer_is", "14 * 5 = 70 km a week, so about 300 km in a month.\nThe answer is about 300 km.", "a rounded estimate, not the value"),
    g("u_ok_bike_box_restated_meters", "B", "280", "correct", "boxed", box(W["bike"], "280") + "\n\nThat is 280 km, or 280,000 meters.", "the box holds km asked; meters only restated"),
    g("q_ok_bike_im_user_other", "B", "280", "correct", "hash", W["bike"] + "#### 280" + IM_USER + "Sara rides 9 km a day for 6 days. How far does she ride?", "an invented ChatML user turn after the committed ####"),
    g("b_bike_cut_mid_think", "A", "280", "no_answer", "none", "<think>\n14 km a day, 5 days a week: 70 km a week. Four weeks: 70 times", "cut at the token cap inside the thinking"),
    g("n_bike_not_280", "A", "280", "wrong", "answer_is", W["bike"] + "But he rests one week, so the answer is not 280 but 210.\nThe answer is 210.", "an invented twist; the final answer 210 (280 named as not the answer)"),
    # ---------------- tick (66.5)
    g("u_tick_change", "A", "66.5", "wrong", "boxed", W["tick"] + "From $100 they get $100 - $66.50 = $\\boxed{33.50}$ back.", "the change, not the total asked"),
    g("u_ok_tick_dollar_cents", "B", "66.5", "correct", "boxed", W["tick"] + "The family pays $\\boxed{\\$66.50}$.", "\\$66.50 in the box"),
    g("t_ok_tick_tag_dollars", "B", "66.5", "correct", "tag", T["tick"] + "<answer>$66.50</answer>", "dollar sign and two decimals in the tag"),
    g("t_tick_tag_rounded", "A", "66.5", "wrong", "tag", T["tick"] + "<answer>$67</answer>", "rounded to whole dollars: another value"),
    g("h_ok_tick_answer_colon_hash", "B", "66.5", "correct", "hash", W["tick"] + "Answer: $66.50\n#### 66.50", "Answer: line then #### 66.50"),
    g("h_tick_answer_then_hash_adults", "A", "66.5", "wrong", "hash", "3 * 12.50 = 37.50\nAnswer: 37.50\n#### 37.50", "only the adult tickets (subtotal)"),
    g("x_ok_tick_words_cents", "B", "66.5", "correct", "answer_is", W["tick"] + "The answer is 66 dollars and 50 cents.", "the value in words: 66 dollars and 50 cents = 66.5"),
    g("r_tick_verify_changes", "A", "66.5", "wrong", "boxed", box(W["tick"], "66.50") + "\n\nLet me double-check: 4 * 7.25 = 28.00, so the total is 37.50 + 28.00 = 65.50. The correct total is $\\boxed{65.50}$.", "a 'double-check' with a slip that replaces the answer: 65.50 final"),
    g("q_ok_tick_human_turn", "B", "66.5", "correct", "hash", "3 * 12.50 + 4 * 7.25 = 37.50 + 29 = 66.50\n#### 66.50\n\nHuman: What if they only buy adult tickets?\n\nAssistant: Then they pay $37.50.\nThe answer is 37.50.", "committed #### 66.50, then an invented Human/Assistant turn with its own answer line"),
    g("c_tick_python_output", "A", "66.5", "wrong", "bare_last_line", "```python\nadult = 3 * 12.50\nchild = 4 * 7.25\nprint(100 - (adult + child))\n```\n```output\n33.5\n```\n33.5", "Python prints the change 33.5 (not the total); the last line is 33.5"),
    # ---------------- paint (9 hours)
    g("u_paint_minutes_box", "A", "9", "wrong", "boxed", "Each room takes 135 minutes. 4 * 135 = $\\boxed{540}$ minutes.", "minutes, but hours asked"),
    g("u_ok_paint_box_then_minutes", "B", "9", "correct", "boxed", W["paint"] + "He needs $\\boxed{9}$ hours.\n\n(That is 540 minutes.)", "hours boxed; minutes only restated"),
    g("u_ok_paint_text_hours", "B", "9", "correct", "boxed", W["paint"] + "$\\boxed{9 \\text{ hours}}$", "\\text{ hours} inside the box"),
    g("t_paint_tag_minutes", "A", "9", "wrong", "tag", T["paint"] + "<answer>540 minutes</answer>", "the tag gives minutes although hours are asked"),
    g("t_ok_paint_tag_sentence", "B", "9", "correct", "tag", T["paint"] + "<answer>It takes him 9 hours to paint all 4 rooms.</answer>", "sentence in the tag; 4 is the given room count"),
    g("r_paint_hmm_minutes", "A", "9", "wrong", "hash", W["paint"] + "#### 9\n\nHmm, actually the question wants the total time, and the total is 540 minutes.\n#### 540", "Hmm, actually -> 540 final (another unit)"),
    g("b_paint_cut_before_convert", "A", "9", "no_answer", "none", "Each room takes 2 hours 15 minutes = 135 minutes.\n4 rooms take 4 * 135 = 540 minutes.\nConverting to hours, 540 /", "cut at the token cap before any final answer"),
    g("x_ok_paint_nine_words", "B", "9", "correct", "answer_is", W["paint"] + "The answer is nine hours.", "the answer in words"),
    g("h_paint_final_answer_block_mixed", "A", "9", "wrong", "boxed", T["paint"] + "\nEach room takes 2 h 15 min; four rooms take 9 h.\n\n" + r1final("2.25"), "R1 Final Answer block boxes the per-room time 2.25 h"),
    # ---------------- shot (75 %)
    g("u_shot_decimal", "A", "75", "wrong", "boxed", "42 / 56 = $\\boxed{0.75}$", "the fraction 0.75, not the percent asked"),
    g("u_ok_shot_percent_tex", "B", "75", "correct", "boxed", W["shot"] + "He made $\\boxed{75\\%}$ of his shots.", "75\\% in the box"),
    g("u_shot_missed", "A", "75", "wrong", "tag", T["shot"] + "<answer>25%</answer>", "the percent missed, not made"),
    g("t_ok_shot_tag_percent_word", "B", "75", "correct", "tag", T["shot"] + "<answer>75 percent</answer>", "'75 percent' in the tag"),
    g("h_ok_shot_answer_is_hash", "B", "75", "correct", "hash", W["shot"] + "The answer is 75%.\n#### 75", "phrase marker then the plain ####"),
    g("n_shot_strike", "A", "75", "wrong", "answer_is", "42 / 56 = 0.75 so ~~75%~~ wait, 42 / 56 = 0.8.\nThe answer is 80%.", "the model strikes 75% and commits to 80%"),
    g("x_ok_shot_fraction_then_pct", "B", "75", "correct", "answer_is", "42/56 = 3/4 = 75%.\nThe answer is 75% (3 out of every 4 shots).", "75% with a note in brackets holding 3 and 4"),
    g("q_shot_next_problem", "A", "75", "no_answer", "none", "42 / 56 simplifies to 3 / 4.\n\nProblem 2: A player makes 18 of 24 free throws. What percent does he make?\n\nSolution: 18 / 24 = 0.75 = 75%.\n#### 75", "no answer to the question posed: the 75 answers an invented next problem", True),
    # ---------------- temp (-19)
    g("n_temp_sign_dropped", "A", "-19", "wrong", "boxed", W["temp"] + "The temperature is 19 degrees below zero, so $\\boxed{19}$.", "the box drops the sign: 19"),
    g("n_ok_temp_minus_words", "B", "-19", "correct", "answer_is", W["temp"] + "The answer is minus 19 degrees.", "'minus 19' in words with a unit"),
    g("n_ok_temp_unicode_minus", "B", "-19", "correct", "hash", W["temp"] + "#### \u221219", "a Unicode minus sign before 19"),
    g("t_temp_tag_drop", "A", "-19", "wrong", "tag", T["temp"] + "<answer>The temperature drops 15 degrees.</answer>", "the tag states the drop, not the final temperature"),
    g("t_ok_temp_tag_degrees", "B", "-19", "correct", "tag", T["temp"] + "<answer>-19\u00b0</answer>", "degree sign after -19 in the tag"),
    g("r_temp_hmm_plus", "A", "-19", "wrong", "answer_is", W["temp"] + "The answer is -19.\n\nHmm, actually it starts at -4 and changes by 15, so -4 + 15 = 11. The answer is 11.", "Hmm, actually -> 11 final"),
    g("h_ok_temp_bold_answer", "B", "-19", "correct", "final_answer_phrase", W["temp"] + "\n**Answer: -19\u00b0F**", "bold answer with a degree unit"),
    g("b_temp_cut_after_box_open", "A", "-19", "no_answer", "none", W["temp"].split("It starts")[0] + "The final temperature is $\\boxed{", "cut inside an empty box"),
    # ---------------- sal (32300)
    g("h_sal_phrase_hash_base", "A", "32300", "wrong", "hash", "$2,400 * 12 = $28,800\nThe answer is $28,800.\n#### 28800", "the base salary without the bonus"),
    g("h_ok_sal_phrase_hash_commas", "B", "32300", "correct", "hash", W["sal"] + "So she earns $32,300 in a year.\n#### 32,300", "thousands separator after ####"),
    g("t_ok_sal_tag_dollar_commas", "B", "32300", "correct", "tag", T["sal"] + "<answer>\\$32,300</answer>", "\\$ with a thousands separator in the tag"),
    g("t_sal_tag_two_values", "A", "32300", "wrong", "tag", T["sal"] + "<answer>$28,800 salary and $3,500 bonus</answer>", "two values in the tag and no total"),
    g("x_ok_sal_words_thousand", "B", "32300", "correct", "answer_is", W["sal"] + "The answer is 32.3 thousand dollars ($32,300).", "32.3 thousand with the digits in brackets"),
    g("x_sal_rounded_thousand", "A", "32300", "wrong", "answer_is", W["sal"] + "The answer is about $32,000.", "rounded to the thousand"),
    g("c_ok_sal_python_no_output", "B", "32300", "correct", "boxed", "```python\nsalary = 2400 * 12\nbonus = 3500\ntotal = salary + bonus\nprint(total)\n```\nThe code gives a total of 32300.\n\n$\\boxed{32300}$", "Python block, then the printed value in prose and a box"),
    g("c_sal_python_code_only", "A", "32300", "no_answer", "none", "```python\nsalary = 2400 * 12\nbonus = 3500\nprint(salary + bonus)\n```", "Python that would print 32300, but no output and no stated answer", True),
    # ---------------- stamp (505 cents)
    g("u_stamp_dollars", "A", "505", "wrong", "boxed", W["stamp"] + "That is $\\boxed{5.05}$ dollars.", "dollars 5.05, but cents asked"),
    g("u_ok_stamp_box_then_dollars", "B", "505", "correct", "boxed", W["stamp"] + "He spends $\\boxed{505}$ cents, which is $5.05.", "cents boxed; dollars only restated after"),
    g("t_ok_stamp_tag_cents", "B", "505", "correct", "tag", T["stamp"] + "<answer>505 cents</answer>", "unit 'cents' in the tag"),
    g("t_stamp_tag_dollars_sign", "A", "505", "wrong", "tag", T["stamp"] + "<answer>$5.05</answer>", "dollars in the tag although cents are asked"),
    g("h_stamp_bold_first_subtotal", "A", "505", "wrong", "final_answer_phrase", "5 * 68 = 340 cents\n\n**Final Answer:** 340 cents", "only the first kind of stamp"),
    g("r_ok_stamp_checked", "B", "505", "correct", "hash", W["stamp"] + "#### 505\n\nCheck: 505 - 340 = 165 = 3 * 55. \u2713", "a trailing check after the ####"),
    g("q_stamp_turn_then_other", "A", "505", "wrong", "hash", "5 * 68 + 3 * 55 = 340 + 165 = 405\n#### 405" + IM_USER + "Is that right? 340 + 165 = 505.", "own answer 405 (slip); the gold only in an invented user turn"),
    g("x_ok_stamp_words", "B", "505", "correct", "final_answer_phrase", W["stamp"] + "Final answer: five hundred five cents (505).", "words with the digits in brackets"),
    # ---------------- fence (60)
    g("t_fence_tag_area", "A", "60", "wrong", "tag", "<think>\n18 by 12. 18 * 12 = 216.\n</think>\n<answer>216 square meters</answer>", "area, not perimeter"),
    g("t_ok_fence_tag_equation", "B", "60", "correct", "tag", T["fence"] + "<answer>P = 2(18 + 12) = 60 m</answer>", "an equation ending in the gold with a unit"),
    g("h_ok_fence_final_block_text", "B", "60", "correct", "boxed", T["fence"] + "\nThe fence runs around the garden: $2(18+12) = 60$ meters.\n\n" + r1final("60 \\text{ meters}"), "R1 Final Answer block with \\text{ meters}"),
    g("h_fence_final_block_half", "A", "60", "wrong", "boxed", T["fence"] + "\nTwo sides: $18 + 12 = 30$.\n\n" + r1final("30"), "half the perimeter in the Final Answer block"),
    g("r_fence_retract_to_area", "A", "60", "wrong", "answer_is", W["fence"] + "The answer is 60.\n\nOh wait, I think the question is about how much ground the garden covers. I need to recompute: 18 * 12 = 216. The answer is 216.", "a retraction to the area; 216 final"),
    g("r_ok_fence_verify_area_mention", "B", "60", "correct", "answer_is", W["fence"] + "The answer is 60 meters.\n\nVerification: the area would be 216 m\u00b2, but a fence follows the perimeter, so 60 m is right.", "a check naming the area 216, then reaffirming 60"),
    g("b_ok_fence_cut_after_hash", "B", "60", "correct", "hash", W["fence"] + "#### 60\n\nAlternatively, we could add the four sides one by one: 18 + 12 + 18 +", "cut inside an alternative method after the committed ####"),
    g("n_fence_not_60", "A", "60", "wrong", "answer_is", "2 * (18 + 12) = 60, but the gate is 3 m wide and needs no fence.\nThe answer is 57 m, not 60 m.", "the answer 57 with 60 negated"),
    # ---------------- book (180)
    g("t_book_tag_day2", "A", "180", "wrong", "tag", T["book"] + "<answer>90 pages</answer>", "the pages read on a day, not left"),
    g("t_ok_book_tag_box", "B", "180", "correct", "tag", T["book"] + "<answer>\\boxed{180}</answer>", "a box inside the answer tag"),
    g("t_book_tag_box_and_other", "A", "180", "wrong", "tag", T["book"] + "<answer>\\boxed{180} or \\boxed{270}</answer>", "two boxes in the tag: a hedge"),
    g("h_ok_book_answer_heading_sentence", "B", "180", "correct", "answer_heading", W["book"] + "\n# Answer\n\n180 pages", "# Answer heading with a unit after the value"),
    g("h_book_bold_then_hash", "A", "180", "wrong", "hash", "360 / 4 = 90, left 270\n270 / 3 = 90\n**Answer: 90**\n#### 90", "pages read on day two"),
    g("r_ok_book_let_me_recompute", "B", "180", "correct", "boxed", "360 / 4 = 90, so 270 left. A third of 360 is 120, so 270 - 120 = $\\boxed{150}$.\n\nLet me recompute: the second day is a third of the REST, 270 / 3 = 90. So 270 - 90 = $\\boxed{180}$.", "Let me recompute -> 180 final"),
    g("x_ok_book_half", "B", "180", "correct", "prose_sentence", W["book"] + "So half of the book, 180 pages, is still unread.", "a prose sentence: 'half of the book, 180 pages'"),
    g("b_book_cut_number", "A", "180", "no_answer", "none", "On day one she reads 360 / 4 = 90 pages, leaving 270. On day two she reads 270 / 3 = 90 pages, leaving 270 - 90 = 1", "cut at the token cap inside the number"),
    # ---------------- shirt (36)
    g("u_shirt_discount_box", "A", "36", "wrong", "boxed", "20% of 45 is $0.2 \\times 45 = \\boxed{9}$ dollars off.", "the discount, not the price"),
    g("u_ok_shirt_dollar_box_cents", "B", "36", "correct", "boxed", W["shirt"] + "She pays $\\boxed{\\$36.00}$.", "\\$36.00 in the box"),
    g("t_ok_shirt_tag_price_after", "B", "36", "correct", "tag", T["shirt"] + "<answer>$36 (after the $9 discount)</answer>", "the price with a note in brackets naming the discount"),
    g("n_shirt_instead", "A", "36", "wrong", "answer_is", W["shirt"] + "The answer is $9 instead of $36, since the question asks how much she saves.", "X instead of Y: commits to 9"),
    g("h_ok_shirt_minerva_text", "B", "36", "correct", "minerva", W["shirt"] + "Final Answer: The final answer is $\\$36$. I hope it is correct.", "Minerva line with \\$36"),
    g("q_ok_shirt_eot_user", "B", "36", "correct", "boxed", box(W["shirt"], "36") + EOT_USER + "Now do it with 30% off.", "an invented Llama 3 user turn after the box"),
    g("r_shirt_trailing_wait_tax", "A", "36", "wrong", "boxed", box(W["shirt"], "36") + "\n\nWait, there might be 8% sales tax: 36 * 1.08 = 38.88. So she pays $\\boxed{38.88}$.", "a retraction adding an invented tax: 38.88 final"),
    # ---------------- tank (480)
    g("t_tank_tag_drained", "A", "480", "wrong", "tag", T["tank"] + "<answer>720 L</answer>", "drained, not left"),
    g("t_ok_tank_tag_comma_unit", "B", "480", "correct", "tag", T["tank"] + "<answer>480 liters remain in the tank.</answer>", "sentence in the tag"),
    g("h_ok_tank_hash_unit_L", "B", "480", "correct", "hash", W["tank"] + "#### 480 L", "unit L after ####"),
    g("c_ok_tank_python_output", "B", "480", "correct", "bare_last_line", "```python\ndrained = 45 * 16\nprint(1200 - drained)\n```\n```output\n480\n```\nThe tank has 480 liters left.\n\n480", "Python with output 480, a sentence and the bare last line"),
    g("c_tank_python_output_then_other", "A", "480", "wrong", "answer_is", "```python\nprint(45 * 16)\n```\n```output\n720\n```\nThe answer is 720.", "Python prints the drained volume; the answer line says 720"),
    g("b_tank_cut_think_after_candidates", "A", "480", "no_answer", "none", "<think>\n45 * 16 = 720. 1200 - 720 = 480. Hmm, but maybe it refills? Let me reconsider. If the tank also", "cut inside the thinking; 480 only as a tentative value", True),
    g("r_ok_tank_hmm_confirm", "B", "480", "correct", "answer_is", "45 * 16 = 720. 1200 - 720 = 580.\n\nHmm, 1200 - 700 = 500, minus 20 more is 480. I made an error. The answer is 480.", "a slip 580 corrected to 480"),
    # ---------------- age (38)
    g("t_age_tag_now", "A", "38", "wrong", "tag", T["age"] + "<answer>33</answer>", "her age now, not in 5 years"),
    g("t_age_tag_son", "A", "38", "wrong", "tag", T["age"] + "<answer>The son will be 16.</answer>", "the son's age"),
    g("t_ok_age_tag_years_old", "B", "38", "correct", "tag", T["age"] + "<answer>Maria will be 38 years old in 5 years.</answer>", "sentence in the tag; 5 is the given"),
    g("h_ok_age_final_answer_hash", "B", "38", "correct", "hash", W["age"] + "Final answer: 38 years\n#### 38", "phrase marker with unit then ####"),
    g("x_ok_age_equals", "B", "38", "correct", "bare_last_line", W["age"] + "\n= 38", "a bare '= 38' last line"),
    g("q_age_user_turn", "A", "38", "wrong", "answer_is", "Maria is 3 * 11 = 33.\nThe answer is 33.\n\nUser: In 5 years, though! 33 + 5 = 38.\nAssistant: You're right.", "own answer 33; the gold in an invented User turn, the Assistant turn gives no value"),
    # ---------------- bus (23)
    g("t_bus_tag_capacity", "A", "23", "wrong", "tag", T["bus"] + "<answer>208 seats</answer>", "capacity, not empty seats"),
    g("t_ok_bus_tag_eq_empty", "B", "23", "correct", "tag", T["bus"] + "<answer>208 - 185 = 23</answer>", "equation ending in the gold"),
    g("h_ok_bus_phrase_hash_trailing_word", "B", "23", "correct", "hash", W["bus"] + "There are 23 empty seats.\n#### 23 seats", "#### with a trailing word"),
    g("x_ok_bus_words", "B", "23", "correct", "answer_is", W["bus"] + "The answer is twenty-three.", "the answer in words"),
    g("r_bus_second_thoughts", "A", "23", "wrong", "hash", W["bus"] + "#### 23\n\nOn second thought, each bus also needs a seat for a teacher, so 23 - 4 = 19.\n#### 19", "'On second thought' -> 19 final"),
    g("b_ok_bus_cut_in_check", "B", "23", "correct", "boxed", box(W["bus"], "23") + "\n\nTo double-check: 185 + 23 = 2", "a cut inside a trailing check after the box"),
]
# ================================================================ MATH problems: working that ends
# just before the final statement, and a short think block.
MW = {
    "prime": "The primes from 1 to 30 are 2, 3, 5, 7, 11, 13, 17, 19, 23, 29: there are 10 of them.\nSo the probability is $\\frac{10}{30}$.\n",
    "dist": "The distance is $\\sqrt{(4-(-1))^2 + (-3-2)^2} = \\sqrt{25 + 25} = \\sqrt{50}$.\n",
    "ineq": "$|2x + 1| < 5$ means $-5 < 2x + 1 < 5$, so $-6 < 2x < 4$ and $-3 < x < 2$.\n",
    "quad": "Factor: $3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$.\n",
    "cplx": "$(2 + 5i)(1 - i) = 2 - 2i + 5i - 5i^2 = 2 + 3i + 5$.\n",
    "rad": "Multiply by $\\frac{\\pi}{180}$: $240 \\cdot \\frac{\\pi}{180} = \\frac{240\\pi}{180}$.\n",
    "mat": "Row 1: $(1 \\cdot 0 + 2 \\cdot 1, 1 \\cdot 1 + 2 \\cdot 0) = (2, 1)$. Row 2: $(3 \\cdot 0 + 4 \\cdot 1, 3 \\cdot 1 + 4 \\cdot 0) = (4, 3)$.\n",
    "oct": "The interior angles of an octagon sum to $(8 - 2) \\cdot 180^\\circ = 1080^\\circ$. Each of the 8 equal angles is $1080^\\circ / 8$.\n",
    "base4": "$100 = 1 \\cdot 64 + 2 \\cdot 16 + 1 \\cdot 4 + 0 \\cdot 1$, so the digits are 1, 2, 1, 0.\n",
    "mix": "$3\\frac{1}{2} - 1\\frac{2}{3} = \\frac{7}{2} - \\frac{5}{3} = \\frac{21}{6} - \\frac{10}{6}$.\n",
    "expand": "$(3x + 2)(x - 4) = 3x^2 - 12x + 2x - 8$.\n",
    "sys": "Adding the equations $2x + y = 7$ and $x - y = 2$ gives $3x = 9$, so $x = 3$ and $y = 7 - 6 = 1$.\n",
    "rep": "Let $x = 0.\\overline{45}$. Then $100x = 45.\\overline{45}$, so $99x = 45$ and $x = \\frac{45}{99}$.\n",
    "comb": "$\\binom{9}{3} = \\frac{9 \\cdot 8 \\cdot 7}{3 \\cdot 2 \\cdot 1} = \\frac{504}{6}$.\n",
    "rad2": "$\\sqrt{18} \\cdot \\sqrt{6} = \\sqrt{108} = \\sqrt{36 \\cdot 3}$.\n",
    "cubic": "$x^3 - x^2 - 6x = x(x^2 - x - 6) = x(x - 3)(x + 2) = 0$.\n",
    "ser": "The terms $3, 7, \\ldots, 79$ have difference 4, so there are $\\frac{79 - 3}{4} + 1 = 20$ terms. The sum is $\\frac{20(3 + 79)}{2}$.\n",
    "circ": "The diameter is 10, so the radius is 5 and the area is $\\pi \\cdot 5^2$.\n",
    "comp": "$g(-2) = (-2)^2 = 4$, and $f(4) = 2 \\cdot 4 + 3$.\n",
    "mod": "$2^3 = 8 \\equiv 1 \\pmod 7$, so $2^{10} = (2^3)^3 \\cdot 2 \\equiv 2$.\n",
    "dom": "We need $x - 2 \\ge 0$, so $x \\ge 2$.\n",
}
MT = {
    "prime": th("Primes up to 30: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29. Ten. 10 out of 30 is 1/3, about 0.333.\n"),
    "dist": th("dx = 5, dy = -5. sqrt(50) = 5 sqrt 2, about 7.07.\n"),
    "ineq": th("-5 < 2x + 1 < 5, -6 < 2x < 4, -3 < x < 2. Strict, so open interval.\n"),
    "quad": th("3x^2 - 5x - 2. (3x + 1)(x - 2). Roots -1/3 and 2.\n"),
    "cplx": th("(2 + 5i)(1 - i) = 2 - 2i + 5i - 5i^2. i^2 = -1, so -5i^2 = +5. 7 + 3i.\n"),
    "rad": th("240/180 = 4/3. So 4pi/3, about 4.19.\n"),
    "oct": th("Sum (8-2)*180 = 1080. Each 135. Exterior 45.\n"),
    "mix": th("7/2 - 5/3 = 21/6 - 10/6 = 11/6 = 1 5/6.\n"),
    "sys": th("Add: 3x = 9, x = 3, y = 1. Check 2*3 + 1 = 7, 3 - 1 = 2.\n"),
    "rep": th("0.4545... = 45/99 = 5/11.\n"),
    "comb": th("9*8*7 = 504, / 6 = 84.\n"),
    "cubic": th("x(x - 3)(x + 2). Roots 0, 3, -2.\n"),
    "circ": th("Diameter 10, radius 5, area 25 pi. If I used 10 as radius I'd get 100 pi.\n"),
    "dom": th("x - 2 >= 0, so x >= 2. Closed at 2.\n"),
}
MAT = "\\begin{pmatrix} 2 & 1 \\\\ 4 & 3 \\end{pmatrix}"
CASES += [
    # ---------------- prime (1/3)
    m("x_m_prime_decimal", "A", r"\frac{1}{3}", "wrong", "boxed", MW["prime"] + r"This is approximately $\boxed{0.333}$.", "a rounded decimal for the exact fraction 1/3"),
    m("x_m_ok_prime_unreduced", "B", r"\frac{1}{3}", "correct", "boxed", MW["prime"] + r"The probability is $\boxed{\frac{10}{30}}$.", "unreduced fraction 10/30 = 1/3"),
    m("t_m_ok_prime_tag_sentence", "B", r"\frac{1}{3}", "correct", "tag", MT["prime"] + "<answer>The probability is $\\dfrac{1}{3}$.</answer>", "sentence with \\dfrac in the tag"),
    m("t_m_prime_tag_count", "A", r"\frac{1}{3}", "wrong", "tag", MT["prime"] + "<answer>10</answer>", "the count of primes, not the probability"),
    m("t_m_prime_tag_two", "A", r"\frac{1}{3}", "wrong", "tag", MT["prime"] + "<answer>1/3 or 0.3</answer>", "two values in the tag: a hedge"),
    m("h_m_ok_prime_bold_inline", "B", r"\frac{1}{3}", "correct", "final_answer_phrase", MW["prime"] + "\n**Final Answer:** $\\frac{1}{3}$ (10 primes out of 30 numbers)", "bold Final Answer with a note in brackets holding 10 and 30"),
    # ---------------- dist (5\sqrt{2})
    m("x_m_dist_decimal_box", "A", r"5\sqrt{2}", "wrong", "boxed", MW["dist"] + r"$\sqrt{50} \approx \boxed{7.07}$", "a decimal for the exact radical"),
    m("x_m_ok_dist_unsimplified", "B", r"5\sqrt{2}", "correct", "boxed", MW["dist"] + r"The distance is $\boxed{\sqrt{50}}$.", "unsimplified radical sqrt(50) = 5 sqrt 2"),
    m("x_m_ok_dist_exact_then_approx", "B", r"5\sqrt{2}", "correct", "boxed", MW["dist"] + r"So the distance is $\boxed{5\sqrt{2}} \approx 7.07$.", "exact box followed by an approximation"),
    m("t_m_dist_tag_squared", "A", r"5\sqrt{2}", "wrong", "tag", MT["dist"] + "<answer>50</answer>", "the squared distance"),
    m("t_m_ok_dist_tag_eq", "B", r"5\sqrt{2}", "correct", "tag", MT["dist"] + "<answer>d = 5\\sqrt{2}</answer>", "'d = ' in the tag"),
    m("b_m_dist_cut_sqrt", "A", r"5\sqrt{2}", "no_answer", "none", MW["dist"] + r"Simplifying, $\sqrt{50} = \sqrt{25 \cdot", "cut at the token cap while simplifying"),
    # ---------------- ineq ((-3, 2))
    m("x_m_ineq_closed", "A", "(-3, 2)", "wrong", "boxed", MW["ineq"] + r"The solution is $\boxed{[-3, 2]}$.", "closed interval for a strict inequality"),
    m("x_m_ok_ineq_inequality_form", "B", "(-3, 2)", "correct", "boxed", MW["ineq"] + r"So $\boxed{-3 < x < 2}$.", "the interval written as an inequality"),
    m("x_m_ok_ineq_left_right", "B", "(-3, 2)", "correct", "boxed", MW["ineq"] + r"In interval notation: $\boxed{\left(-3, 2\right)}$.", "\\left( \\right) around the interval"),
    m("t_m_ineq_tag_endpoints", "A", "(-3, 2)", "wrong", "tag", MT["ineq"] + "<answer>x = -3 and x = 2</answer>", "the endpoints as two equations, not the interval"),
    m("t_m_ok_ineq_tag_interval", "B", "(-3, 2)", "correct", "tag", MT["ineq"] + "<answer>$x \\in (-3, 2)$</answer>", "x \\in (-3, 2) in the tag"),
    m("r_m_ineq_wait_halfopen", "A", "(-3, 2)", "wrong", "boxed", MW["ineq"] + r"So $\boxed{(-3, 2)}$." + "\n\nWait, at $x = 2$ we get $|5| = 5$, which counts. So the answer is $\\boxed{(-3, 2]}$.", "a wrong 'correction' to a half-open interval is final"),
    # ---------------- quad (-1/3, 2)
    m("x_m_quad_one_root", "A", r"-\frac{1}{3}, 2", "wrong", "boxed", MW["quad"] + r"The positive solution is $x = \boxed{2}$.", "only one root"),
    m("x_m_ok_quad_set", "B", r"-\frac{1}{3}, 2", "correct", "boxed", MW["quad"] + r"The solutions are $\boxed{\left\{-\frac{1}{3}, 2\right\}}$.", "the roots as a set"),
    m("x_m_ok_quad_x_equals_both", "B", r"-\frac{1}{3}, 2", "correct", "boxed", MW["quad"] + r"So $x = -\frac{1}{3}$ or $x = 2$: $\boxed{x = -\tfrac{1}{3}, \; x = 2}$.", "two 'x =' equations in the box with \\tfrac"),
    m("x_m_quad_sign_slip", "A", r"-\frac{1}{3}, 2", "wrong", "tag", MT["quad"] + "<answer>\\frac{1}{3}, -2</answer>", "signs of both roots flipped"),
    m("t_m_quad_tag_sum", "A", r"-\frac{1}{3}, 2", "wrong", "tag", MT["quad"] + "<answer>The roots sum to 5/3.</answer>", "the sum of the roots"),
    m("h_m_ok_quad_final_block_reverse", "B", r"-\frac{1}{3}, 2", "correct", "boxed", MT["quad"] + "\nThe roots are $2$ and $-\\frac{1}{3}$.\n\n" + r1final("2, -\\frac{1}{3}"), "roots in the other order in an R1 Final Answer block"),
    # ---------------- cplx (7 + 3i)
    m("x_m_cplx_i2_plus", "A", "7 + 3i", "wrong", "boxed", r"$(2 + 5i)(1 - i) = 2 - 2i + 5i - 5i^2 = 2 + 3i - 5 = \boxed{-3 + 3i}$", "i^2 read as +1"),
    m("x_m_ok_cplx_reordered", "B", "7 + 3i", "correct", "boxed", MW["cplx"] + r"$= \boxed{3i + 7}$", "the terms in the other order"),
    m("t_m_ok_cplx_tag_eq", "B", "7 + 3i", "correct", "tag", MT["cplx"] + "<answer>$(2+5i)(1-i) = 7+3i$</answer>", "an equation ending in the gold in the tag"),
    m("t_m_cplx_tag_pair", "A", "7 + 3i", "wrong", "tag", MT["cplx"] + "<answer>real part 7</answer>", "only the real part"),
    m("n_m_cplx_conjugate", "A", "7 + 3i", "wrong", "boxed", MW["cplx"] + r"$= 7 + 3i$, so its conjugate is $\boxed{7 - 3i}$.", "the conjugate boxed; not asked"),
    m("r_m_ok_cplx_mistake_fixed", "B", "7 + 3i", "correct", "boxed", r"$2 - 2i + 5i - 5i^2 = -3 + 3i$. Hmm, that's wrong: $-5i^2 = +5$, not $-5$. So the product is $2 + 5 + 3i = \boxed{7 + 3i}$.", "slip named and fixed before the only box"),
    # ---------------- rad (4\pi/3)
    m("x_m_rad_decimal", "A", r"\frac{4\pi}{3}", "wrong", "boxed", MW["rad"] + r"$\approx \boxed{4.19}$ radians", "a decimal for the exact value"),
    m("x_m_ok_rad_unreduced", "B", r"\frac{4\pi}{3}", "correct", "boxed", MW["rad"] + r"$= \boxed{\frac{4}{3}\pi}$", "4/3 pi: the same value written with pi outside the fraction"),
    m("u_m_ok_rad_text_radians", "B", r"\frac{4\pi}{3}", "correct", "boxed", MW["rad"] + r"$= \boxed{\frac{4\pi}{3} \text{ radians}}$", "\\text{ radians} in the box"),
    m("u_m_rad_degrees_back", "A", r"\frac{4\pi}{3}", "wrong", "tag", MT["rad"] + "<answer>240^\\circ</answer>", "the given degrees, not radians"),
    m("t_m_ok_rad_tag_sentence", "B", r"\frac{4\pi}{3}", "correct", "tag", MT["rad"] + "<answer>240 degrees is 4\\pi/3 radians.</answer>", "sentence: the given 240, then the gold"),
    m("r_m_rad_hmm_to_two_thirds", "A", r"\frac{4\pi}{3}", "wrong", "boxed", MW["rad"] + r"$= \boxed{\frac{4\pi}{3}}$" + "\n\nHmm, actually $240/180 = 2/3$, so it should be $\\boxed{\\frac{2\\pi}{3}}$.", "Hmm, actually -> a wrong 2pi/3 is final"),
    # ---------------- mat
    m("x_m_mat_reversed", "A", MAT, "wrong", "boxed", r"$\begin{pmatrix} 0 & 1 \\ 1 & 0 \end{pmatrix}\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} = \boxed{\begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}}$", "the product in the other order"),
    m("x_m_ok_mat_bmatrix", "B", MAT, "correct", "boxed", MW["mat"] + "So the product is $\\boxed{\\begin{bmatrix} 2 & 1 \\\\ 4 & 3 \\end{bmatrix}}$.", "bmatrix for pmatrix"),
    m("x_m_mat_transpose", "A", MAT, "wrong", "boxed", MW["mat"] + "So the product is $\\boxed{\\begin{pmatrix} 2 & 4 \\\\ 1 & 3 \\end{pmatrix}}$.", "the transpose"),
    m("t_m_ok_mat_tag_rows", "B", MAT, "correct", "tag", th("Row 1: 0 + 2 = 2, 1 + 0 = 1. Row 2: 0 + 4 = 4, 3 + 0 = 3.\n") + "<answer>\\begin{pmatrix} 2 & 1 \\\\ 4 & 3 \\end{pmatrix}</answer>", "the matrix in the tag"),
    m("b_m_mat_cut_in_matrix", "A", MAT, "no_answer", "none", MW["mat"] + "So the product is $\\boxed{\\begin{pmatrix} 2 & 1 \\\\ 4", "cut inside the matrix in the box"),
    # ---------------- oct (135)
    m("u_m_oct_exterior", "A", "135", "wrong", "boxed", r"Each exterior angle is $360^\circ / 8 = \boxed{45^\circ}$.", "the exterior angle"),
    m("u_m_ok_oct_circ", "B", "135", "correct", "boxed", MW["oct"] + r"$= \boxed{135^\circ}$", "^\\circ on a degree gold"),
    m("u_m_ok_oct_degrees_text", "B", "135", "correct", "tag", MT["oct"] + "<answer>135 degrees</answer>", "'degrees' after the value in the tag"),
    m("t_m_oct_tag_sum", "A", "135", "wrong", "tag", MT["oct"] + "<answer>1080^\\circ</answer>", "the angle sum"),
    m("u_m_ok_oct_box_then_rad", "B", "135", "correct", "boxed", MW["oct"] + r"$= \boxed{135}$ degrees (or $\frac{3\pi}{4}$ radians).", "degrees boxed; radians only restated in brackets"),
    m("q_m_oct_next_problem_gold", "A", "135", "wrong", "boxed", r"Each exterior angle is $\frac{360}{8} = \boxed{45}$ degrees." + IM_USER + "What is the interior angle then? It is $180 - 45 = 135$.", "own answer 45; the gold only in an invented user turn"),
    # ---------------- base4 (1210_4)
    m("u_m_ok_base4_no_subscript", "B", "1210_4", "correct", "boxed", MW["base4"] + r"So $100_{10} = \boxed{1210}$ in base 4.", "the numeral without its subscript, base named in words"),
    m("u_m_base4_reversed", "A", "1210_4", "wrong", "boxed", r"Repeated division: $100 / 4 = 25$ r $0$, $25 / 4 = 6$ r $1$, $6 / 4 = 1$ r $2$, $1 / 4 = 0$ r $1$. Reading the remainders in order: $\boxed{0121_4}$.", "remainders read in the wrong order"),
    m("t_m_ok_base4_tag_subscript_braces", "B", "1210_4", "correct", "tag", th("100 = 64 + 32 + 4. Digits 1, 2, 1, 0.\n") + "<answer>1210_{4}</answer>", "subscript in braces"),
    m("t_m_base4_tag_ten", "A", "1210_4", "wrong", "tag", th("100 = 64 + 32 + 4. Digits 1, 2, 1, 0. Check: 1210_4 = 100.\n") + "<answer>100</answer>", "the base-ten check value, not the numeral asked"),
    m("c_m_ok_base4_python", "B", "1210_4", "correct", "boxed", "```python\nn, d = 100, []\nwhile n:\n    d.append(n % 4)\n    n //= 4\nprint(''.join(map(str, d[::-1])))\n```\n```output\n1210\n```\nSo 100 in base 4 is $\\boxed{1210_4}$.", "Python with output, then the box"),
    # ---------------- mix (11/6)
    m("x_m_ok_mix_unreduced_twelfths", "B", r"\frac{11}{6}", "correct", "boxed", r"$\frac{7}{2} - \frac{5}{3} = \frac{42}{12} - \frac{20}{12} = \boxed{\frac{22}{12}}$", "unreduced 22/12 = 11/6"),
    m("x_m_mix_decimal", "A", r"\frac{11}{6}", "wrong", "boxed", MW["mix"] + r"$= \frac{11}{6} \approx \boxed{1.83}$", "a rounded decimal boxed"),
    m("x_m_ok_mix_dfrac_tag", "B", r"\frac{11}{6}", "correct", "tag", MT["mix"] + "<answer>\\dfrac{11}{6}</answer>", "\\dfrac in the tag"),
    m("x_m_mix_slip", "A", r"\frac{11}{6}", "wrong", "boxed", r"$3\frac{1}{2} - 1\frac{2}{3} = 2 + \frac{1}{2} - \frac{2}{3} = \boxed{\frac{13}{6}}$", "arithmetic slip 13/6"),
    m("h_m_ok_mix_minerva_slash", "B", r"\frac{11}{6}", "correct", "minerva", MW["mix"] + "Final Answer: The final answer is $11/6$. I hope it is correct.", "11/6 with a slash in the Minerva line"),
    # ---------------- expand (3x^2 - 10x - 8)
    m("x_m_expand_sign", "A", "3x^2 - 10x - 8", "wrong", "boxed", MW["expand"] + r"$= \boxed{3x^2 - 10x + 8}$", "constant sign slip"),
    m("x_m_ok_expand_reordered", "B", "3x^2 - 10x - 8", "correct", "boxed", MW["expand"] + r"$= \boxed{-8 - 10x + 3x^2}$", "terms in another order"),
    m("x_m_expand_unexpanded", "A", "3x^2 - 10x - 8", "wrong", "tag", th("(3x + 2)(x - 4). Expand: 3x^2 - 12x + 2x - 8 = 3x^2 - 14x - 8.\n") + "<answer>3x^2 - 14x - 8</answer>", "middle-term slip"),
    m("t_m_ok_expand_tag_eq", "B", "3x^2 - 10x - 8", "correct", "tag", th("3x * x = 3x^2, 3x * -4 = -12x, 2 * x = 2x, 2 * -4 = -8. So 3x^2 - 10x - 8.\n") + "<answer>(3x+2)(x-4) = 3x^2 - 10x - 8</answer>", "an equation: the product = the gold"),
    m("h_m_ok_expand_final_answer_block", "B", "3x^2 - 10x - 8", "correct", "boxed", MW["expand"] + "Combining like terms gives $3x^2 - 10x - 8$.\n\n" + r1final("3x^{2} - 10x - 8"), "braces on the exponent"),
    # ---------------- sys ((3, 1))
    m("x_m_sys_swapped", "A", "(3, 1)", "wrong", "boxed", r"Subtracting gives $x + 2y = 5$; with $x - y = 2$ we get $3y = 3$... so the solution is $\boxed{(1, 3)}$.", "the pair swapped: (1, 3)"),
    m("x_m_ok_sys_equations", "B", "(3, 1)", "correct", "boxed", MW["sys"] + r"$\boxed{x = 3, \ y = 1}$", "the solution as two equations"),
    m("t_m_sys_tag_x_only", "A", "(3, 1)", "wrong", "tag", MT["sys"] + "<answer>x = 3</answer>", "only x"),
    m("t_m_ok_sys_tag_pair", "B", "(3, 1)", "correct", "tag", MT["sys"] + "<answer>(x, y) = (3, 1)</answer>", "'(x, y) = ' before the pair"),
    m("r_m_ok_sys_verify", "B", "(3, 1)", "correct", "boxed", MW["sys"] + r"The solution is $\boxed{(3, 1)}$." + "\n\nVerify: $2(3) + 1 = 7$ \u2713, $3 - 1 = 2$ \u2713.", "trailing check after the box"),
    # ---------------- rep (5/11)
    m("x_m_rep_terminating", "A", r"\frac{5}{11}", "wrong", "boxed", r"$0.45 = \frac{45}{100} = \boxed{\frac{9}{20}}$", "the terminating 0.45, not the repeating decimal"),
    m("x_m_ok_rep_unreduced", "B", r"\frac{5}{11}", "correct", "boxed", MW["rep"] + r"$\boxed{\frac{45}{99}}$", "unreduced 45/99 = 5/11"),
    m("t_m_ok_rep_tag_slash", "B", r"\frac{5}{11}", "correct", "tag", MT["rep"] + "<answer>5/11</answer>", "slash fraction in the tag"),
    m("t_m_rep_tag_decimal", "A", r"\frac{5}{11}", "wrong", "tag", MT["rep"] + "<answer>0.4545</answer>", "a truncated decimal in the tag"),
    m("b_m_ok_rep_cut_in_doubt", "B", r"\frac{5}{11}", "correct", "boxed", MW["rep"] + r"$= \boxed{\frac{5}{11}}$" + "\n\nWait, I should double-check whether 45 and 99 share a factor of 9, because if they share a larger factor then the reduced form", "debatable: a check opened after the committed box ('Wait, I should double-check'), cut before any new value; no retraction, so the box stands", True),
    # ---------------- comb (84)
    m("x_m_comb_ordered", "A", "84", "wrong", "boxed", r"Choose 3 of 9 in order: $9 \cdot 8 \cdot 7 = \boxed{504}$.", "ordered count"),
    m("x_m_ok_comb_binom_eq", "B", "84", "correct", "boxed", MW["comb"] + r"$\binom{9}{3} = \boxed{84}$", "binom = box"),
    m("t_m_ok_comb_tag_ways", "B", "84", "correct", "tag", MT["comb"] + "<answer>84 ways</answer>", "'ways' after the value"),
    m("t_m_comb_tag_two", "A", "84", "wrong", "tag", MT["comb"] + "<answer>84 (or 504 if order matters)</answer>", "two values, the second conditional: a hedge"),
    m("c_m_comb_python_wrong_call", "A", "84", "wrong", "bare_last_line", "```python\nimport math\nprint(math.perm(9, 3))\n```\n```output\n504\n```\n504", "Python perm prints 504; the last line is 504"),
    m("c_m_ok_comb_python_comb", "B", "84", "correct", "boxed", "```python\nimport math\nprint(math.comb(9, 3))\n```\n```output\n84\n```\nThe number of ways is $\\boxed{84}$.", "Python comb with output, then the box"),
    # ---------------- rad2 (6\sqrt{3})
    m("x_m_ok_rad2_unsimplified", "B", r"6\sqrt{3}", "correct", "boxed", r"$\sqrt{18} \cdot \sqrt{6} = 3\sqrt{2} \cdot \sqrt{6} = \boxed{3\sqrt{12}}$", "unsimplified 3 sqrt 12 = 6 sqrt 3"),
    m("x_m_rad2_decimal", "A", r"6\sqrt{3}", "wrong", "boxed", MW["rad2"] + r"$\approx \boxed{10.39}$", "a decimal for the exact value"),
    m("x_m_rad2_under", "A", r"6\sqrt{3}", "wrong", "tag", th("sqrt 18 times sqrt 6 is sqrt 108. 108 = 36 * 3.\n") + "<answer>108</answer>", "the radicand, not the root"),
    m("t_m_ok_rad2_tag_sqrt_nobrace", "B", r"6\sqrt{3}", "correct", "tag", th("sqrt 108 = 6 sqrt 3.\n") + "<answer>6\\sqrt3</answer>", "\\sqrt3 without braces"),
    m("t_m_ok_rad2_tag_sentence", "B", r"6\sqrt{3}", "correct", "tag", th("sqrt 108 = 6 sqrt 3.\n") + "<answer>The product simplifies to $6\\sqrt{3}$.</answer>", "sentence in the tag"),
    # ---------------- cubic (-2, 0, 3)
    m("x_m_cubic_missing_zero", "A", "-2, 0, 3", "wrong", "boxed", r"Divide by $x$: $x^2 - x - 6 = 0$, so $(x - 3)(x + 2) = 0$ and $x = \boxed{-2, 3}$.", "dividing by x loses the root 0"),
    m("x_m_ok_cubic_set_order", "B", "-2, 0, 3", "correct", "boxed", MW["cubic"] + r"$x \in \boxed{\{0, 3, -2\}}$", "the roots as a set, another order"),
    m("t_m_ok_cubic_tag_list", "B", "-2, 0, 3", "correct", "tag", MT["cubic"] + "<answer>x = -2, x = 0, x = 3</answer>", "three 'x =' equations"),
    m("t_m_cubic_tag_count", "A", "-2, 0, 3", "wrong", "tag", MT["cubic"] + "<answer>3 solutions</answer>", "the number of solutions"),
    m("r_m_cubic_retract_drop_zero", "A", "-2, 0, 3", "wrong", "boxed", MW["cubic"] + r"$\boxed{-2, 0, 3}$" + "\n\nWait, the problem asks for nonzero solutions only, so I should drop $0$: $\\boxed{-2, 3}$.", "a 'Wait' that invents a condition; -2, 3 final"),
    # ---------------- ser (820)
    m("x_m_ser_count", "A", "820", "wrong", "tag", th("3 to 79 step 4: (79-3)/4 + 1 = 20 terms.\n") + "<answer>20</answer>", "the number of terms"),
    m("x_m_ser_slip", "A", "820", "wrong", "boxed", r"There are $\frac{79-3}{4} = 19$ terms, so the sum is $\frac{19(3 + 79)}{2} = \boxed{779}$.", "off-by-one term count"),
    m("h_m_ok_ser_bold", "B", "820", "correct", "final_answer_phrase", MW["ser"] + "$= 10 \\cdot 82 = 820$.\n\n**Answer: 820**", "bold answer"),
    m("b_m_ser_cut_formula", "A", "820", "no_answer", "none", MW["ser"] + r"$= \frac{20 \cdot 82}{", "cut inside the formula"),
    # ---------------- circ (25\pi)
    m("x_m_circ_diameter_radius", "A", r"25\pi", "wrong", "boxed", r"Area $= \pi r^2 = \pi \cdot 10^2 = \boxed{100\pi}$", "diameter used as radius"),
    m("x_m_circ_decimal", "A", r"25\pi", "wrong", "boxed", MW["circ"] + r"$\approx \boxed{78.54}$", "a decimal for the exact value"),
    m("x_m_ok_circ_pi_first", "B", r"25\pi", "correct", "boxed", MW["circ"] + r"$= \boxed{\pi \cdot 25}$", "pi written first"),
    m("u_m_ok_circ_units", "B", r"25\pi", "correct", "tag", MT["circ"] + "<answer>25\\pi square units</answer>", "'square units' after the value"),
    m("t_m_circ_tag_circumference", "A", r"25\pi", "wrong", "tag", MT["circ"] + "<answer>10\\pi</answer>", "the circumference"),
    m("r_m_ok_circ_hmm_fix", "B", r"25\pi", "correct", "boxed", r"Area $= \pi \cdot 10^2 = \boxed{100\pi}$." + "\n\nHmm, actually 10 is the diameter, so $r = 5$ and the area is $\\boxed{25\\pi}$.", "Hmm, actually -> 25pi final"),
    # ---------------- comp (11)
    m("x_m_comp_reversed", "A", "11", "wrong", "boxed", r"$f(-2) = -1$, and $g(-1) = 1$, so $\boxed{1}$.", "g(f(-2)) instead of f(g(-2))"),
    m("t_m_ok_comp_tag_eq", "B", "11", "correct", "tag", th("g(-2) = 4, f(4) = 11.\n") + "<answer>f(g(-2)) = 11</answer>", "'f(g(-2)) = 11' in the tag"),
    m("t_m_comp_tag_inner", "A", "11", "wrong", "tag", th("g(-2) = 4, f(4) = 11.\n") + "<answer>g(-2) = 4</answer>", "the inner value"),
    m("h_m_ok_comp_final_answer_words", "B", "11", "correct", "final_answer_phrase", MW["comp"] + "$= 11$.\n\nFinal Answer: $f(g(-2))$ equals eleven (11).", "words with the digits in brackets"),
    m("q_m_ok_comp_invented_turn", "B", "11", "correct", "boxed", MW["comp"] + r"$= \boxed{11}$" + "\n\nUser: Now find $g(f(-2))$.\n\nAssistant: $f(-2) = -1$, $g(-1) = \\boxed{1}$.", "an invented User/Assistant exchange with another box after the committed box"),
    # ---------------- mod (2)
    m("x_m_mod_full", "A", "2", "wrong", "boxed", r"$2^{10} = \boxed{1024}$", "the power, not the remainder"),
    m("x_m_ok_mod_congruence", "B", "2", "correct", "boxed", MW["mod"] + r"$2^{10} \equiv \boxed{2} \pmod{7}$", "a congruence around the box"),
    m("t_m_mod_tag_quotient", "A", "2", "wrong", "tag", th("1024 / 7 = 146 remainder 2.\n") + "<answer>146</answer>", "the quotient"),
    m("t_m_ok_mod_tag_sentence", "B", "2", "correct", "tag", th("1024 = 7 * 146 + 2.\n") + "<answer>The remainder is 2.</answer>", "sentence in the tag"),
    m("r_m_mod_recheck_slip", "A", "2", "wrong", "boxed", MW["mod"] + r"The remainder is $\boxed{2}$." + "\n\nLet me recheck: $2^{10} = 1024$ and $7 \\cdot 146 = 1020$, so the remainder is actually $\\boxed{4}$.", "a 'recheck' with a slip (7*146 = 1022) replaces the answer: 4 final"),
    # ---------------- dom ([2, \infty))
    m("x_m_dom_open", "A", r"[2, \infty)", "wrong", "boxed", MW["dom"] + r"The domain is $\boxed{(2, \infty)}$.", "open at 2"),
    m("x_m_ok_dom_inequality", "B", r"[2, \infty)", "correct", "boxed", MW["dom"] + r"The domain is $\boxed{x \ge 2}$.", "the domain as an inequality"),
    m("x_m_ok_dom_left_right", "B", r"[2, \infty)", "correct", "tag", MT["dom"] + "<answer>\\left[2, \\infty\\right)</answer>", "\\left[ \\right) in the tag"),
    m("x_m_dom_bracket_infinity", "A", r"[2, \infty)", "wrong", "tag", MT["dom"] + "<answer>(-\\infty, 2]</answer>", "the complement side: x <= 2"),
    m("t_m_dom_tag_endpoint", "A", r"[2, \infty)", "wrong", "tag", MT["dom"] + "<answer>x = 2</answer>", "the endpoint only"),
]
# fmt: on
# fmt: off
CASES += [
    # ---------------- GSM8K extras: stop-string cuts, apologies, Alpaca / Phi follow-ups, strike-outs
    g("t_ok_cook_tag_hash_inside", "B", "49", "correct", "tag", T["cook"] + "<answer>\n#### 49\n</answer>", "#### inside the answer tag"),
    g("t_ok_cook_tag_unclosed_stop", "B", "49", "correct", "tag", T["cook"] + "<answer> 49 ", "the stop string </answer> was stripped: the tag is unclosed but holds the whole answer"),
    g("t_cook_tag_unclosed_subtotal", "A", "49", "wrong", "tag", "<think>\n6 trays of 24 is 144.\n</think>\n<answer> 144 ", "unclosed tag (stop string stripped) holding the subtotal"),
    g("t_stamp_tag_box_dollars", "A", "505", "wrong", "tag", T["stamp"] + "<answer>\\boxed{\\$5.05}</answer>", "dollars boxed in the tag although cents are asked"),
    g("h_ok_age_bold_last", "B", "38", "correct", "bare_last_line", W["age"] + "\n**38**", "the bold value alone on the last line"),
    g("h_bus_phrase_then_hash_capacity", "A", "23", "wrong", "hash", "4 * 52 = 208 seats for 185 students.\nThe final answer is 208 - 185.\n#### 208", "the #### holds the capacity"),
    g("r_ok_tick_apology", "B", "66.5", "correct", "answer_is", "3 * 12.50 = 37.50 and 4 * 7.25 = 28.00, so the total is $65.50.\n\nI apologize for the mistake: 4 * 7.25 = 29.00, not 28.00. The correct total is $37.50 + $29.00 = $66.50.\nThe answer is $66.50.", "an apology and a corrected final 66.50"),
    g("r_sal_apology_to_base", "A", "32300", "wrong", "answer_is", W["sal"] + "The answer is $32,300.\n\nI apologize, I made a mistake: the bonus is not part of her salary. The correct answer is $28,800.", "an apology that retracts to 28,800: final"),
    g("q_ok_paint_alpaca_instruction", "B", "9", "correct", "hash", W["paint"] + "#### 9\n\n### Instruction:\nA painter paints 3 rooms in 7 hours. How long per room?\n\n### Response:\n7 / 3 = 2.33 hours.\n#### 2.33", "an invented Alpaca-style next turn with its own ####"),
    g("q_ok_fence_question_answer_turn", "B", "60", "correct", "hash", W["fence"] + "#### 60\n\nQuestion: What is the area of the garden?\nAnswer: 18 * 12 = 216 square meters.\n#### 216", "an invented Question/Answer pair after the committed ####"),
    g("q_tick_phi_followup_gold", "A", "66.5", "wrong", "A_colon", "3 adult tickets cost 3 * 12.50 = 37.50.\nAnswer: $37.50\n\n### Follow-up question: And with the 4 child tickets?\nSolution: 37.50 + 29.00 = $66.50.", "own answer 37.50; the gold only in an invented follow-up"),
    g("q_ok_age_phi_followup", "B", "38", "correct", "A_colon", W["age"] + "Answer: 38 years old.\n\n## Follow-up question 1: How old will her son be then?\nAnswer: 16", "Answer: 38, then an invented follow-up with its own Answer: line"),
    g("u_ok_tank_restated_cubic", "B", "480", "correct", "tag", T["tank"] + "<answer>480 L (0.48 m\u00b3)</answer>", "liters with the cubic meters in brackets"),
    g("x_ok_temp_trailing_zero", "B", "-19", "correct", "hash", W["temp"] + "#### -19.0", "-19.0: a trailing zero"),
    g("n_ok_bus_not_capacity", "B", "23", "correct", "final_answer_phrase", W["bus"] + "Final answer: 23 empty seats (not 208, which is the total number of seats).", "the answer 23 with the capacity named as not the answer"),
    g("n_ok_bike_strike_then_right", "B", "280", "correct", "final_answer_phrase", "14 * 5 = 70 per week, 70 * 4 = 280.\n\n**Answer:** ~~70 km~~ 280 km", "the per-week value struck out, 280 after it"),
    g("b_cook_loop_cut", "A", "49", "wrong", "answer_is", "6 * 24 = 144. The answer is 144. The answer is 144. The answer is 144. The answer is", "a repetition loop cut at the cap; the stated answer is the subtotal 144"),
    # ---------------- MATH extras
    m("t_m_comb_tag_empty_box", "A", "84", "no_answer", "tag", MT["comb"] + "<answer>\\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_ok_prime_tag_paren", "B", r"\frac{1}{3}", "correct", "tag", MT["prime"] + "<answer>\\(\\frac{1}{3}\\)</answer>", "\\( \\) delimiters in the tag"),
    m("t_m_ok_comb_reasoning_box", "B", "84", "correct", "tag", "<reasoning>\n" + MW["comb"] + "$= 84$.\n</reasoning>\n<answer>\n\\boxed{84}\n</answer>", "<reasoning>/<answer> with a box in the tag"),
    m("t_m_quad_reasoning_one_root", "A", r"-\frac{1}{3}, 2", "wrong", "tag", "<reasoning>\n" + MW["quad"] + "So $x = 2$.\n</reasoning>\n<answer>\nx = 2\n</answer>", "one root in the <reasoning>/<answer> tag"),
    m("h_m_ok_mod_final_answer_sentence", "B", "2", "correct", "boxed", th("2^3 = 8 = 1 mod 7. 2^10 = 2^9 * 2 = 1 * 2 = 2.\n") + "\n**Final Answer**\nThe remainder is $\\boxed{2}$.", "Final Answer heading and a sentence with the box"),
    m("h_m_cubic_final_two_boxes", "A", "-2, 0, 3", "wrong", "boxed", MT["cubic"] + "\n**Final Answer**\nThe nonzero roots are $\\boxed{-2}$ and $\\boxed{3}$.", "two boxes without the root 0"),
    m("x_m_ok_dist_sqrt_first", "B", r"5\sqrt{2}", "correct", "boxed", MW["dist"] + r"$= \boxed{\sqrt{2} \cdot 5}$", "the factors in the other order"),
    m("x_m_ok_cplx_thin_space", "B", "7 + 3i", "correct", "boxed", MW["cplx"] + r"$= \boxed{7 + 3\,i}$", "a thin space before i"),
    m("u_m_ok_rad_unicode_tag", "B", r"\frac{4\pi}{3}", "correct", "tag", MT["rad"] + "<answer>4\u03c0/3</answer>", "Unicode pi with a slash"),
    m("x_m_ok_prime_exact_then_percent", "B", r"\frac{1}{3}", "correct", "boxed", MW["prime"] + r"$= \boxed{\frac{1}{3}}$, or about 33%.", "the exact box followed by an approximate percent"),
    m("r_m_ok_oct_apology", "B", "135", "correct", "boxed", r"Each angle is $360^\circ / 8 = \boxed{45^\circ}$." + "\n\nI apologize for the confusion: that is the exterior angle. The interior angle is $180^\\circ - 45^\\circ = \\boxed{135^\\circ}$.", "an apology then the corrected box"),
    m("q_m_mix_im_user_gold", "A", r"\frac{11}{6}", "wrong", "boxed", r"$3\frac{1}{2} - 1\frac{2}{3} = 2 - \frac{1}{6} = \boxed{\frac{11}{6}}$... no: $2 + \frac{1}{2} - \frac{2}{3} = \boxed{\frac{13}{6}}$." + IM_USER + "I think it is $\\frac{11}{6}$.", "own last box 13/6; the gold only in an invented user turn"),
    m("b_m_comb_cut_in_think_draft", "A", "84", "no_answer", "none", "<think>\n9 choose 3. 9 * 8 * 7 / 6 = 84. So the answer is 84. But wait, does the committee have roles? If it does then", "cut inside the thinking with 84 only as a draft", True),
    m("c_m_ok_mat_numpy", "B", MAT, "correct", "boxed", "```python\nimport numpy as np\nA = np.array([[1, 2], [3, 4]])\nB = np.array([[0, 1], [1, 0]])\nprint(A @ B)\n```\n```output\n[[2 1]\n [4 3]]\n```\n$AB = \\boxed{\\begin{pmatrix} 2 & 1 \\\\ 4 & 3 \\end{pmatrix}}$", "numpy with output, then the boxed matrix"),
    m("x_m_ineq_half", "A", "(-3, 2)", "wrong", "tag", MT["ineq"] + "<answer>x > -3</answer>", "only one side of the interval"),
    m("h_m_ok_ser_answer_heading", "B", "820", "correct", "answer_heading", MW["ser"] + "$= 820$.\n\n# Answer\n\n820.", "# Answer heading with a trailing full stop"),
    m("c_m_mod_python_pow_wrong", "A", "2", "wrong", "bare_last_line", "```python\nprint(pow(2, 10, 9))\n```\n```output\n7\n```\n7", "Python with the wrong modulus prints 7"),
    m("r_m_ok_dom_wait_closed", "B", r"[2, \infty)", "correct", "boxed", MW["dom"] + r"The domain is $\boxed{(2, \infty)}$." + "\n\nWait, $x = 2$ gives $\\sqrt{0} = 0$, which is defined. So the domain is $\\boxed{[2, \\infty)}$.", "Wait -> the closed interval final"),
]
# fmt: on

DECISIONS = {
    "q_shot_next_problem": (
        "reject",
        "the model never states an answer to the question posed (only 42/56 = 3/4); the 75% answers an invented 'Problem 2', which does not count",
    ),
    "c_sal_python_code_only": (
        "reject",
        "code that would print 32300 is not a stated answer: no output shown and no final answer written",
    ),
    "b_tank_cut_think_after_candidates": (
        "reject",
        "480 is only a tentative value inside an unfinished think block that goes on to reconsider; no answer section",
    ),
    "b_m_ok_rep_cut_in_doubt": (
        "accept",
        "the box 5/11 is committed; 'Wait, I should double-check ...' opens a check with no new value and no retraction before the cut, so the box stands",
    ),
    "b_m_comb_cut_in_think_draft": (
        "reject",
        "'So the answer is 84' is a draft inside an unfinished think block immediately reopened ('But wait'); no answer section",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam159", CASES, [], DECISIONS)
