r"""Build adversarial_redteam73.jsonl: a seventy-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam73", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, ANALYSIS.md or any NOTES file, WITHOUT looking at
earlier rounds' probes (only `grep -c` of their golds, to pick fresh values), and WITHOUT running
the checker or any grader on these probes; handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("Fields", "How labels were made"), corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: the issue's eight classes in English, as a hidden evaluation set would test them,
in the shapes real models write: R1-Zero traces (<think>...</think><answer>...</answer>, also cut at
a `</answer>` stop string), Qwen2.5-Math numbered steps with \(\boxed{}\), Llama 3 "## Step N:"
working with "The final answer is: $\boxed{}$", Minerva "Final Answer: ... I hope it is correct.",
GSM8K calculator annotations <<a*b=c>> with `####`, few-shot "Question:/Answer:" tails, ChatML and
Llama 3 chat-template tails, and the terse outputs of small RL policies. About half kind A, half
kind B; most kind-A probes have a kind-B twin (same text, the right value).

Problems and golds (arithmetic checked by hand, and the plain numbers re-multiplied in python):
GSM8K
- cookies, gold 467: 47 trays of 18 = 846 (47*18 = 470*... = 40*18 + 7*18 = 720 + 126 = 846);
  846 - 379 = 467 (check 467 + 379 = 846). Misreading 397 sold: 846 - 397 = 449.
- train, gold 255: 3 h 45 min = 3.75 h; 3.75 * 68 = 204 + 51 = 255. Slip 3.5 h: 3.5 * 68 = 238.
- savings, gold 227.8: $13.40 a week for 17 weeks, 13.4 * 17 = 134 + 93.8 = 227.8.
  Slip 16 weeks: 13.4 * 16 = 214.4.
- temperature, gold -16.5: starts at 8 degrees, falls 3.5 an hour for 7 hours: 3.5 * 7 = 24.5;
  8 - 24.5 = -16.5 (sign lost: 16.5).
- exam, gold 72.5: 29 of 40 passed, 29 / 40 = 0.725 = 72.5 %.
- books, gold 0: $96, 4 books at $24, 4 * 24 = 96, 96 - 96 = 0.
- garden, gold 1073: 29 rows of 37, 29 * 37 = 30 * 37 - 37 = 1110 - 37 = 1073.
- salary, gold 74520: 52 weeks at $1,385 = 69,250 + 2,770 = 72,020; plus a $2,500 bonus = 74,520
  (without the bonus 72020).
- eggs, gold 132: 33 hens lay 4 eggs each, 33 * 4 = 132 = 11 dozen (11 * 12 = 132).
MATH
- a red marble from 4 red, 6 blue, 4 green: 4/14 = \frac{2}{7} (0.285714... repeating).
- \sqrt{99} - \sqrt{11} = 3\sqrt{11} - \sqrt{11} = 2\sqrt{11} (99 = 9 * 11; 6.63325...).
- |2x - 5| \le 9: -9 \le 2x - 5 \le 9, -4 \le 2x \le 14, -2 \le x \le 7: [-2, 7].
- 2x^2 + x - 10 = (2x + 5)(x - 2) (expand: 2x^2 - 4x + 5x - 10): roots -\frac{5}{2}, 2.
- (4 - i)(3 - i) = 12 - 4i - 3i + i^2 = 12 - 7i - 1 = 11 - 7i.
- 60 degrees in radians: 60 * \pi / 180 = \frac{\pi}{3} (1.047197...).
- 2223_5 = 2 * 125 + 2 * 25 + 2 * 5 + 3 = 250 + 50 + 10 + 3 = 313.
- x + y = 3, 2x + y = 0: subtracting, x = -3, y = 6; (-3, 6) (check -3 + 6 = 3, -6 + 6 = 0).
- (2x - 3)(x + 5) = 2x^2 + 10x - 3x - 15 = 2x^2 + 7x - 15.
- \binom{15}{3} = 15 * 14 * 13 / 6 = 2730 / 6 = 455 (no division: 2730).
- 0.\overline{72}: 100x - x = 72, x = 72/99 = \frac{8}{11}.
- f(x) = x^2 - 6x + 9 at x = 3: 9 - 18 + 9 = 0.
- a sector of radius 9 and angle 80 degrees: 80/360 = 2/9; 2/9 * 81\pi = 18\pi (56.5486...).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (exact vs decimal, near-zero values, tiny perturbations, equal forms); `n_` negation,
strike-out, annotation; `u_` unit words vs words that change the number; `r_` retractions and
corrections after the answer vs harmless after-text; `q_` quoted, reported, hypothetical and
self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). An `_m_` after the
prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a
RIGHT final answer in a notation or wording real models write, which a strict checker might refuse.

Labels: the model's LAST COMMITTED final answer decides. A value it withdraws, negates, or only
mentions as a hypothetical, a quotation, someone else's claim or an invented next turn is not its
answer. A hedge between two values, or two different final answers, is `wrong`. No final answer
(cut off, a placeholder, an empty marker, only a negation) is `no_answer`. A value equal to the gold
mathematically (0.5 for \frac12, "132 eggs" for 132) is `correct`; a rounded decimal for an exact
irrational or repeating gold is `wrong`; an exact expression off by any nonzero amount is `wrong`.
In an <answer> tag a sentence, an equation chain or a box is read for the value it states; a tag cut
at the `</answer>` stop string still holds its answer. A correction after the answer makes the
corrected value final; a check, a pleasantry or a hypothetical after a committed answer does not
replace it. Debatable probes carry `"debatable": true` and the proposed decision in the note (and
in DECISIONS).

Counts: 227 probes, kind A 116 / B 111, GSM8K 152 / MATH 75 (correct 111, wrong 90, no_answer
26); per class (A/B): t 18/14, h 14/11, x 14/20, n 14/11, u 14/16, r 14/14, q 16/10, b 12/15.
15 debatable; b_m_ok_nul_after is labelled by what its text states (correct) but its decision is
`reject`, since issue 25 makes any line with a NUL bad input.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam73.py
"""

from corpus_build import (
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    g,
    llama,
    m,
    qbox,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
COOK = "The bakery made 47 trays of 18 cookies, so 47 * 18 = <<47*18=846>>846 cookies.\nIt sold 379, so 846 - 379 = <<846-379=467>>467 cookies are left.\n"
COOK_SLIP = "The bakery made 47 trays of 18 cookies, so 47 * 18 = <<47*18=846>>846 cookies.\nIt sold 397, so 846 - 397 = <<846-397=449>>449 cookies are left.\n"
TRIP = "3 hours 45 minutes is 3.75 hours.\nAt 68 miles per hour the train covers 3.75 * 68 = <<3.75*68=255>>255 miles.\n"
TRIP_SLIP = "3 hours 45 minutes is 3.5 hours.\nAt 68 miles per hour the train covers 3.5 * 68 = <<3.5*68=238>>238 miles.\n"
SAVE = "Mia saves $13.40 every week for 17 weeks.\n13.40 * 17 = <<13.40*17=227.80>>227.80\n"
SAVE_SLIP = "Mia saves $13.40 every week for 16 weeks.\n13.40 * 16 = <<13.40*16=214.40>>214.40\n"
TEMP = "The temperature falls 3.5 * 7 = <<3.5*7=24.5>>24.5 degrees.\nIt ends at 8 - 24.5 = <<8-24.5=-16.5>>-16.5 degrees.\n"
PCT = "29 of the 40 students passed.\n29 / 40 * 100 = <<29/40*100=72.5>>72.5 percent passed.\n"
BOOK = "Leo spends 4 * 24 = <<4*24=96>>96 dollars on books.\nHe has 96 - 96 = <<96-96=0>>0 dollars left.\n"
GARD = "There are 29 rows with 37 plants in each row.\n29 * 37 = <<29*37=1073>>1073 plants.\n"
SAL = "A year has 52 weeks, so her pay is 52 * 1385 = <<52*1385=72020>>72020 dollars.\nWith the $2,500 bonus she earns 72020 + 2500 = <<72020+2500=74520>>74520 dollars.\n"
SAL_NOBONUS = "A year has 52 weeks, so her pay is 52 * 1385 = <<52*1385=72020>>72020 dollars.\n"
EGG = "33 hens lay 4 eggs each, so the farm gets 33 * 4 = <<33*4=132>>132 eggs.\n"

# R1-style thinking for the tag probes.
T_COOK = "Okay, 47 trays with 18 cookies each. 47 times 18: 40 times 18 is 720, 7 times 18 is 126, so 846. They sold 379. 846 minus 379 is 467. Let me check: 467 plus 379 is 846. Yes.\n"
T_COOK_SLIP = "Okay, 47 trays with 18 cookies each. 47 times 18: 40 times 18 is 720, 7 times 18 is 126, so 846. They sold 397. 846 minus 397 is 449.\n"
T_TRIP = "3 hours 45 minutes, that's 3.75 hours. 68 times 3 is 204, 68 times 0.75 is 51, total 255 miles.\n"
T_TRIP_SLIP = "3 hours 45 minutes, so 3.5 hours. 68 times 3.5 is 238 miles.\n"

# ================================================================ MATH working
G_PROB = r"\frac{2}{7}"
PROB = r"There are $4 + 6 + 4 = 14$ marbles and $4$ of them are red, so the probability is $\frac{4}{14}$"
G_SURD = r"2\sqrt{11}"
SURD = r"Since $99 = 9 \cdot 11$, $\sqrt{99} = 3\sqrt{11}$, so $\sqrt{99} - \sqrt{11} = 3\sqrt{11} - \sqrt{11}$"
G_INT = "[-2, 7]"
INT = r"$|2x - 5| \le 9$ means $-9 \le 2x - 5 \le 9$, so $-4 \le 2x \le 14$ and $-2 \le x \le 7$."
G_ROOTS = r"-\frac{5}{2}, 2"
ROOTS = r"We factor: $2x^2 + x - 10 = (2x + 5)(x - 2) = 0$."
G_CPX = "11 - 7i"
CPX = r"$(4 - i)(3 - i) = 12 - 4i - 3i + i^2 = 12 - 7i - 1$"
G_RAD = r"\frac{\pi}{3}"
RAD = r"$60^\circ \cdot \frac{\pi}{180^\circ}$"
G_BASE = "313"
BASE = r"$2223_5 = 2 \cdot 125 + 2 \cdot 25 + 2 \cdot 5 + 3 = 250 + 50 + 10 + 3$"
G_SYS = "(-3, 6)"
SYS = r"Subtracting the first equation from the second gives $x = -3$, and then $y = 3 - (-3) = 6$."
G_POLY = "2x^2 + 7x - 15"
POLY = r"$(2x - 3)(x + 5) = 2x^2 + 10x - 3x - 15$"
G_COMB = "455"
COMB = r"$\binom{15}{3} = \frac{15 \cdot 14 \cdot 13}{3 \cdot 2 \cdot 1} = \frac{2730}{6}$"
G_REP = r"\frac{8}{11}"
REP = r"Let $x = 0.\overline{72}$. Then $100x = 72.\overline{72}$, so $99x = 72$ and $x = \frac{72}{99}$"
G_ZERO = "0"
ZERO = r"$f(3) = 3^2 - 6 \cdot 3 + 9 = 9 - 18 + 9$"
G_SEC = r"18\pi"
SEC = r"The sector is $\frac{80}{360} = \frac{2}{9}$ of the circle, whose area is $\pi \cdot 9^2 = 81\pi$, so its area is $\frac{2}{9} \cdot 81\pi$"

# A few-shot tail: the base model goes on with an invented next question.
FEW = "\n\nQuestion: A farmer has 12 cows and buys 5 more. How many cows does he have now?\nAnswer:"
# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_slip", "A", "467", "wrong", "tag", th(T_COOK_SLIP) + "<answer>The bakery has 449 cookies left.</answer>", "a sentence in the tag states 449 (the 397 misreading)"),
    g("t_ok_sentence", "B", "467", "correct", "tag", th(T_COOK) + "<answer>The bakery has 467 cookies left.</answer>", "a sentence in the tag states the gold"),
    g("t_equation_slip", "A", "467", "wrong", "tag", th(T_COOK_SLIP) + "<answer>846 - 397 = 449</answer>", "an equation chain in the tag ending 449"),
    g("t_ok_equation", "B", "467", "correct", "tag", th(T_COOK) + "<answer>846 - 379 = 467</answer>", "an equation chain in the tag ending in the gold"),
    g("t_equation_from_gold", "A", "467", "wrong", "tag", th(T_COOK + "Wait, 18 of them are on the display tray and not for sale, so 467 - 18 = 449.\n") + "<answer>467 - 18 = 449</answer>", "the chain starts at the gold but ends 449"),
    g("t_box_slip", "A", "255", "wrong", "tag", th(T_TRIP_SLIP) + "<answer>\\boxed{238}</answer>", "a box in the tag, 238 (3.5 hours)"),
    g("t_ok_box", "B", "255", "correct", "tag", th(T_TRIP) + "<answer>\\boxed{255}</answer>", "a box in the tag"),
    g("t_ok_units", "B", "255", "correct", "tag", th(T_TRIP) + "<answer>255 miles</answer>", "a unit word after the value in the tag"),
    g("t_think_gold_tag_other", "A", "255", "wrong", "tag", th(T_TRIP) + "<answer>238</answer>", "the thinking reaches 255 but the tag commits 238; the tag is the answer"),
    g("t_ok_think_slip_tag_gold", "B", "255", "correct", "tag", th(T_TRIP_SLIP + "Hmm, no: 45 minutes is 0.75 of an hour, not 0.5. So 3.75 times 68 = 255.\n") + "<answer>255</answer>", "a slip in the thinking is fixed; the tag holds the gold"),
    g("t_empty", "A", "255", "no_answer", "tag", th(T_TRIP) + "<answer> </answer>", "an empty tag; 255 only in the thinking"),
    g("t_placeholder", "A", "467", "no_answer", "tag", th(T_COOK) + "<answer> ... </answer>", "an ellipsis placeholder in the tag (a small RL policy copying the template)"),
    g("t_two_tags_last_other", "A", "255", "wrong", "tag", th(T_TRIP) + "<answer>255</answer>\n<answer>238</answer>", "two tags, the last 238"),
    g("t_ok_two_tags_same", "B", "255", "correct", "tag", th(T_TRIP) + "<answer>255</answer>\n<answer>255 miles</answer>", "two tags that agree on the gold"),
    g("t_stop_string_other", "A", "255", "wrong", "tag", th(T_TRIP_SLIP) + "<answer> 238", "cut at the </answer> stop string: the open tag holds 238"),
    g("t_ok_stop_string", "B", "255", "correct", "tag", th(T_TRIP) + "<answer> 255", "cut at the </answer> stop string: the open tag holds the gold"),
    g("t_cut_in_think", "A", "467", "no_answer", "truncated", "<think>\nOkay, 47 trays with 18 cookies each. 47 times 18: 40 times 18 is 720, 7 times 18 is 126, so 846. They sold 379. 846 minus 379 is", "cut inside the thinking before any value or tag"),
    g("t_plan_in_think_cut", "A", "467", "no_answer", "truncated", "<think>\n" + T_COOK + "So I will write <answer>467</answer>. Hmm, wait, does 'sold' include the broken ones? Let me reread the problem. It says", "a planned tag inside an unfinished thinking block; the model never commits"),
    g("t_ok_answer_is_in_tag", "B", "227.8", "correct", "tag", th("13.40 times 17. 13.40 times 10 is 134, times 7 is 93.80, together 227.80.\n") + "<answer>The answer is $227.80.</answer>", "a marker phrase with a dollar amount inside the tag"),
    g("t_answer_is_in_tag_slip", "A", "227.8", "wrong", "tag", th("13.40 times 16. 13.40 times 10 is 134, times 6 is 80.40, together 214.40.\n") + "<answer>The answer is $214.40.</answer>", "a marker phrase in the tag states 214.40 (16 weeks)"),
    g("t_ok_im_end", "B", "1073", "correct", "tag", th("29 rows times 37 plants. 30 times 37 is 1110, minus 37 is 1073.\n") + "<answer>1073</answer><|im_end|>", "the tag then the chat end token"),
    g("t_hedge_in_tag", "A", "1073", "wrong", "tag", th("29 rows times 37 plants. 30 times 37 is 1110, minus 37 is 1073. Or 29 times 37 might be 1063? Not sure.\n") + "<answer>1073 or 1063</answer>", "a hedge inside the tag"),
    m("t_m_ok_box_math", "B", G_SYS, "correct", "tag", th("Subtract: (2x + y) - (x + y) = 0 - 3, so x = -3. Then y = 3 - x = 6. Check 2(-3) + 6 = 0. Good.\n") + "<answer>$\\boxed{(-3, 6)}$</answer>", "a box in math mode in the tag"),
    m("t_m_box_swapped", "A", G_SYS, "wrong", "tag", th("Subtract: x = -3, y = 6.\n") + "<answer>$\\boxed{(6, -3)}$</answer>", "the ordered pair swapped"),
    m("t_m_ok_sentence_roots", "B", G_ROOTS, "correct", "tag", th("2x^2 + x - 10 factors as (2x + 5)(x - 2). Roots x = -5/2 and x = 2.\n") + "<answer>The solutions are $x = -\\frac{5}{2}$ and $x = 2$.</answer>", "a sentence naming both roots"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th("2x^2 + x - 10 factors as (2x + 5)(x - 2). The positive root is 2.\n") + "<answer>The solution is $x = 2$.</answer>", "only one of the two roots"),
    m("t_m_ok_equation_comb", "B", G_COMB, "correct", "tag", th("15 choose 3 = 15*14*13/6 = 2730/6 = 455.\n") + "<answer>$\\binom{15}{3} = \\frac{2730}{6} = 455$</answer>", "an equation chain in the tag ending in the gold"),
    m("t_m_equation_comb_nodiv", "A", G_COMB, "wrong", "tag", th("15 choose 3 ... ordered picks 15*14*13 = 2730.\n") + "<answer>$15 \\cdot 14 \\cdot 13 = 2730$</answer>", "ordered count 2730, not divided by 3!"),
    m("t_m_ok_interval_in", "B", G_INT, "correct", "tag", th("-9 <= 2x - 5 <= 9, so -4 <= 2x <= 14, -2 <= x <= 7.\n") + "<answer>$x \\in [-2, 7]$</answer>", "x \\in the interval"),
    m("t_m_ok_inequality", "B", G_INT, "correct", "tag", th("-9 <= 2x - 5 <= 9, so -4 <= 2x <= 14, -2 <= x <= 7.\n") + "<answer>$-2 \\le x \\le 7$</answer>", "debatable: a double inequality for the interval; the same set, proposed correct", True),
    m("t_m_open_interval", "A", G_INT, "wrong", "tag", th("-9 < 2x - 5 < 9, so -2 < x < 7.\n") + "<answer>$(-2, 7)$</answer>", "open interval: the endpoints are lost"),
    m("t_m_placeholder_box", "A", G_SEC, "no_answer", "tag", th("80/360 is 2/9, times 81 pi is 18 pi.\n") + "<answer>$\\boxed{}$</answer>", "an empty box in the tag; 18 pi only in the thinking"),

    # ================================================================ 2. phrase marker then ####
    g("h_answer_is_hash_slip", "A", "467", "wrong", "hash", COOK_SLIP + "So the answer is #### 449", "the phrase then #### 449"),
    g("h_ok_answer_is_hash", "B", "467", "correct", "hash", COOK + "So the answer is #### 467", "the phrase then #### (the issue's shape)"),
    g("h_final_answer_hash_slip", "A", "255", "wrong", "hash", TRIP_SLIP + "Final Answer: #### 238", "Final Answer: #### 238"),
    g("h_ok_final_answer_hash", "B", "255", "correct", "hash", TRIP + "Final Answer: #### 255", "Final Answer: #### gold"),
    g("h_answer_colon_hash_nobonus", "A", "74520", "wrong", "hash", SAL_NOBONUS + "Answer: #### 72020", "the bonus left out"),
    g("h_ok_answer_colon_hash", "B", "74520", "correct", "hash", SAL + "Answer: #### 74,520", "Answer: #### with a thousands comma"),
    g("h_ok_is_colon_hash_dollar", "B", "227.8", "correct", "hash", SAVE + "The answer is: #### $227.80", "The answer is: #### $ and a trailing zero"),
    g("h_is_colon_hash_slip", "A", "227.8", "wrong", "hash", SAVE_SLIP + "The answer is: #### $214.40", "The answer is: #### 214.40"),
    g("h_phrase_gold_hash_other", "A", "467", "wrong", "hash", COOK + "The answer is 467.\n#### 449", "phrase 467 then #### 449: two different final answers"),
    g("h_phrase_other_hash_gold", "A", "467", "wrong", "hash", COOK + "The answer is 449.\n#### 467", "debatable: phrase 449 then #### 467, two different final answers (proposed wrong; a reader might let the #### line win)", True),
    g("h_ok_phrase_hash_agree", "B", "1073", "correct", "hash", GARD + "The answer is 1073 plants.\n#### 1073", "phrase with a unit word, #### agrees"),
    g("h_empty_hash", "A", "1073", "no_answer", "hash", GARD + "The answer is: ####", "an empty #### after the phrase; 1073 only in the working"),
    g("h_placeholder_hash", "A", "1073", "no_answer", "hash", GARD + "The final answer is #### <number>", "the prompt's placeholder copied"),
    g("h_hash_hedge", "A", "227.8", "wrong", "hash", SAVE + "The answer is #### 227.80 or 214.40", "a hedge after ####"),
    g("h_ok_hash_equal_forms", "B", "227.8", "correct", "hash", SAVE + "The answer is #### 227.8 (that is, $227.80)", "the gold, then the same value restated"),
    g("h_hash_chain_slip", "A", "467", "wrong", "hash", "So the answer is #### 846 - 397 = 449", "an equation chain after #### ending 449"),
    g("h_ok_hash_chain", "B", "467", "correct", "hash", "So the answer is #### 846 - 379 = 467", "an equation chain after #### ending in the gold"),
    g("h_hash_sign_lost", "A", "-16.5", "wrong", "hash", TEMP.replace("-16.5 degrees", "16.5 degrees below zero") + "The answer is #### 16.5", "debatable: the working says below zero but the marked value is 16.5 (proposed wrong)", True),
    g("h_ok_hash_negative", "B", "-16.5", "correct", "hash", TEMP + "The answer is: ####-16.5", "#### without a space before a negative decimal"),
    g("h_ok_bold_final_hash", "B", "132", "correct", "hash", EGG + "**Final Answer:** #### 132", "bold Final Answer: then ####"),
    g("h_bold_final_hash_dozen", "A", "132", "wrong", "hash", EGG + "That is 132 / 12 = <<132/12=11>>11 dozen.\n**Final Answer:** #### 11", "the count in dozens, 11, where the working counts 132 eggs"),
    g("h_ok_hash_fewshot", "B", "255", "correct", "hash", TRIP + "The answer is #### 255" + FEW, "a base model's invented next question with no answer after"),
    g("h_hash_fewshot_slip", "A", "255", "wrong", "hash", TRIP_SLIP + "The answer is #### 238" + FEW + " 12 + 5 = 17. The answer is #### 17", "238 for the posed question; 17 answers an invented one"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 455.\nTherefore, the answer is #### 455", "a MATH answer after phrase and ####"),
    m("h_m_phrase_hash_nodiv", "A", G_COMB, "wrong", "hash", r"Choosing in order gives $15 \cdot 14 \cdot 13 = 2730$." + "\nTherefore, the answer is #### 2730", "ordered count 2730"),
]
# fmt: on
CASES += [
    # ================================================================ 3. exactness
    g(
        "x_near_zero_slip",
        "A",
        "0",
        "wrong",
        "hash",
        "Leo spends 4 * 23.99 = <<4*23.99=95.96>>95.96 dollars on books.\nHe has 96 - 95.96 = <<96-95.96=0.04>>0.04 dollars left.\n#### 0.04",
        "a price misread as $23.99: 0.04, not 0 (an absolute-tolerance trap)",
    ),
    g("x_ok_zero_cents", "B", "0", "correct", "hash", BOOK + "#### 0.00", "0.00 for 0"),
    g(
        "x_ok_zero_dollar",
        "B",
        "0",
        "correct",
        "answer_is",
        BOOK + "The answer is $0.",
        "a dollar sign on 0",
    ),
    g(
        "x_ok_zero_words",
        "B",
        "0",
        "correct",
        "answer_is",
        BOOK + "So Leo has no money left. The answer is 0 dollars.",
        "'no money' then 0 dollars",
    ),
    g(
        "x_ok_float_artifact",
        "B",
        "227.8",
        "correct",
        "answer_is",
        "```python\ntotal = 0\nfor week in range(17):\n    total += 13.40\nprint(total)\n```\n```output\n227.80000000000007\n```\nThe answer is 227.80000000000007.",
        "debatable: a float artifact of the tool (17 additions of 13.40 give 227.80000000000007 in IEEE doubles), off by 7e-14; proposed correct: a decimal the model wrote as a decimal, within any relative tolerance",
        True,
    ),
    g(
        "x_rounded_dollars",
        "A",
        "227.8",
        "wrong",
        "answer_is",
        SAVE + "Rounded to the nearest dollar, the answer is $228.",
        "rounded to 228",
    ),
    g(
        "x_ok_trailing_zeros",
        "B",
        "227.8",
        "correct",
        "hash",
        SAVE + "#### 227.800",
        "trailing zeros",
    ),
    g(
        "x_slip_small_relative",
        "A",
        "74520",
        "wrong",
        "hash",
        "52 * 1385 = <<52*1385=72030>>72030\n72030 + 2500 = <<72030+2500=74530>>74530\n#### 74530",
        "an arithmetic slip (72030 for 72020): 74530, relative error 1.3e-4",
    ),
    g(
        "x_ok_latex_thousands",
        "B",
        "74520",
        "correct",
        "boxed",
        SAL + "The answer is $\\boxed{74{,}520}$.",
        "LaTeX {,} thousands separator",
    ),
    g(
        "x_ok_negative_fraction",
        "B",
        "-16.5",
        "correct",
        "boxed",
        TEMP + "The final temperature is $\\boxed{-\\frac{33}{2}}$ degrees.",
        "-33/2 = -16.5",
    ),
    g(
        "x_ok_negative_trailing",
        "B",
        "-16.5",
        "correct",
        "hash",
        TEMP + "#### -16.50",
        "a trailing zero on a negative decimal",
    ),
    g(
        "x_percent_rounded",
        "A",
        "72.5",
        "wrong",
        "answer_is",
        PCT + "About 73% of the students passed. The answer is 73.",
        "rounded to 73",
    ),
    g(
        "x_ok_percent_fraction",
        "B",
        "72.5",
        "correct",
        "boxed",
        PCT + "The answer is $\\boxed{72.5\\%}$.",
        "a percent sign inside the box",
    ),
    m(
        "x_m_decimal_irrational",
        "A",
        G_SURD,
        "wrong",
        "boxed",
        SURD + r" $= 2\sqrt{11} \approx 6.633$." + "\n\nThe final answer is $\\boxed{6.633}$.",
        "a rounded decimal boxed for 2\\sqrt{11} (6.63325...)",
    ),
    m(
        "x_m_decimal_long",
        "A",
        G_SURD,
        "wrong",
        "boxed",
        "```python\nimport math\nprint(math.sqrt(99) - math.sqrt(11))\n```\n```output\n6.6332495807108\n```\n"
        + qbox("6.6332495807108"),
        "a 14-digit decimal of an irrational gold is not the exact value",
    ),
    m(
        "x_m_ok_sqrt44",
        "B",
        G_SURD,
        "correct",
        "boxed",
        SURD + r" $= \boxed{\sqrt{44}}$",
        "\\sqrt{44} = 2\\sqrt{11}",
    ),
    m(
        "x_m_ok_surd_then_approx",
        "B",
        G_SURD,
        "correct",
        "boxed",
        SURD + r" $= \boxed{2\sqrt{11} \approx 6.63}$",
        "debatable: the exact value then an approximation in the same box; proposed correct (the exact value is stated first)",
        True,
    ),
    m(
        "x_m_pi_approx_frac",
        "A",
        G_SEC,
        "wrong",
        "boxed",
        SEC
        + r". Using $\pi \approx \frac{22}{7}$, the area is $18 \cdot \frac{22}{7} = \boxed{\frac{396}{7}}$.",
        "22/7 for pi: 396/7 = 56.571..., not 18 pi",
    ),
    m(
        "x_m_pi_314",
        "A",
        G_SEC,
        "wrong",
        "boxed",
        SEC + r" $= 18\pi \approx 18(3.14) = \boxed{56.52}$",
        "the box holds 56.52, not 18 pi",
    ),
    m(
        "x_m_ok_pi_unsimplified",
        "B",
        G_SEC,
        "correct",
        "boxed",
        SEC + r" $= \boxed{\frac{162\pi}{9}}$",
        "162 pi / 9 = 18 pi",
    ),
    m(
        "x_m_repeating_rounded",
        "A",
        G_REP,
        "wrong",
        "boxed",
        REP + r" $\approx \boxed{0.727}$",
        "0.727 is not 8/11",
    ),
    m(
        "x_m_repeating_near_fraction",
        "A",
        G_REP,
        "wrong",
        "boxed",
        r"Let $x = 0.\overline{72}$. Then $100x = 72.\overline{72}$, so $100x - x = 73$ and $x = \boxed{\frac{73}{99}}$",
        "a slip: 73/99 = 0.7373..., close to 8/11 but not equal",
    ),
    m(
        "x_m_ok_repeating_unreduced",
        "B",
        G_REP,
        "correct",
        "boxed",
        REP + r" $= \boxed{\frac{72}{99}}$",
        "72/99 = 8/11 unreduced",
    ),
    m(
        "x_m_prob_decimal",
        "A",
        G_PROB,
        "wrong",
        "boxed",
        PROB + r" $\approx \boxed{0.29}$.",
        "0.29 for 2/7 (0.2857...)",
    ),
    m(
        "x_m_ok_prob_unreduced",
        "B",
        G_PROB,
        "correct",
        "boxed",
        PROB + r" $= \boxed{\frac{4}{14}}$.",
        "4/14 = 2/7 unreduced",
    ),
    m(
        "x_m_float_zero",
        "A",
        G_ZERO,
        "wrong",
        "boxed",
        "```python\nimport math\nx = math.log(1000, 10)\nprint(x**2 - 6*x + 9)\n```\n```output\n1.7763568394002505e-15\n```\nSo $f(\\log_{10} 1000) = \\boxed{1.7763568394002505 \\times 10^{-15}}$.",
        "debatable: (the problem as f(log_10 1000), = f(3) = 0) the box holds a float artifact 1.78e-15, a nonzero number; proposed wrong: the model boxed a nonzero value and did not recognise 0",
        True,
    ),
    m(
        "x_m_ok_zero_expression",
        "B",
        G_ZERO,
        "correct",
        "boxed",
        r"$f(3) = \boxed{3^2 - 6 \cdot 3 + 9}$",
        "an unevaluated expression that is exactly 0",
    ),
    m(
        "x_m_ok_zero_point",
        "B",
        G_ZERO,
        "correct",
        "boxed",
        ZERO + r" $= \boxed{0.0}$",
        "0.0 for 0",
    ),
    m(
        "x_m_near_zero_exact",
        "A",
        G_ZERO,
        "wrong",
        "boxed",
        r"$f(3.001) = 3.001^2 - 6(3.001) + 9 = (3.001 - 3)^2 = \boxed{10^{-6}}$",
        "evaluated at the wrong point: 10^{-6}, an exact nonzero value",
    ),
    m(
        "x_m_ok_rad_then_approx",
        "B",
        G_RAD,
        "correct",
        "boxed",
        RAD + r" $= \frac{\pi}{3} \approx 1.047$, so the answer is $\boxed{\frac{\pi}{3}}$.",
        "the exact value boxed after an approximation in the text",
    ),
    m(
        "x_m_rad_decimal",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        RAD + r" $\approx \boxed{1.0472}$",
        "a decimal for pi/3",
    ),
    m(
        "x_m_ok_scientific",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB + r" $= \boxed{4.55 \times 10^{2}}$",
        "scientific notation, exactly 455",
    ),
    m(
        "x_m_ok_roots_decimal",
        "B",
        G_ROOTS,
        "correct",
        "boxed",
        ROOTS + r" So $x = -2.5$ or $x = 2$, i.e. $\boxed{-2.5, 2}$.",
        "-2.5 is exactly -5/2",
    ),
    m(
        "x_m_ok_roots_order",
        "B",
        G_ROOTS,
        "correct",
        "boxed",
        ROOTS + r" The roots are $\boxed{2, -\frac{5}{2}}$.",
        "the roots in the other order",
    ),
    # ================================================================ 4. negation / strike-out / annotation
    g(
        "n_not_gold_only",
        "A",
        "467",
        "no_answer",
        "answer_is",
        COOK + "Hmm, but some trays were half empty, so the answer is not 467.",
        "the gold negated, no value after",
    ),
    g(
        "n_not_gold_but_other",
        "A",
        "467",
        "wrong",
        "answer_is",
        COOK + "The answer is not 467 but 449, since 18 cookies were broken.",
        "the gold negated, 449 asserted",
    ),
    g(
        "n_ok_not_other_but_gold",
        "B",
        "467",
        "correct",
        "answer_is",
        COOK + "The answer is not 449 but 467: the bakery sold 379, not 397.",
        "another value negated, the gold asserted",
    ),
    g(
        "n_strike_md_gold_then_other",
        "A",
        "255",
        "wrong",
        "hash",
        TRIP_SLIP + "#### ~~255~~ 238",
        "the gold struck with ~~, 238 after",
    ),
    g(
        "n_ok_strike_md_other_then_gold",
        "B",
        "255",
        "correct",
        "hash",
        TRIP + "#### ~~238~~ 255",
        "238 struck, the gold after",
    ),
    g(
        "n_strike_md_only",
        "A",
        "255",
        "no_answer",
        "hash",
        TRIP + "#### ~~255~~",
        "the only answer struck",
    ),
    g(
        "n_strike_html",
        "A",
        "1073",
        "wrong",
        "answer_is",
        GARD + "The answer is <s>1073</s> 1036.",
        "the gold struck with <s>, 1036 after (28 * 37 = 1036)",
    ),
    g(
        "n_ok_strike_html_other",
        "B",
        "1073",
        "correct",
        "answer_is",
        GARD + "The answer is <del>1036</del> 1073.",
        "1036 struck with <del>, the gold after",
    ),
    g(
        "n_annot_wrong_paren",
        "A",
        "132",
        "wrong",
        "hash",
        EGG + "#### 132 (this is wrong, the hens lay 5 eggs)",
        "the model marks its answer wrong, with no new value",
    ),
    g(
        "n_ok_annot_verified",
        "B",
        "132",
        "correct",
        "hash",
        EGG + "#### 132 (verified: 132 / 4 = 33 hens)",
        "a verification note after the answer",
    ),
    g(
        "n_cross_mark",
        "A",
        "74520",
        "wrong",
        "boxed",
        SAL + r"$\boxed{74520}$ ❌",
        "a cross mark after the box: the model marks it wrong",
    ),
    g(
        "n_ok_check_mark",
        "B",
        "74520",
        "correct",
        "boxed",
        SAL + r"$\boxed{74520}$ ✅",
        "a check mark after the box",
    ),
    g(
        "n_isnt_gold",
        "A",
        "-16.5",
        "no_answer",
        "answer_is",
        TEMP + "Wait, a temperature can't drop that far in a day. The final answer isn't -16.5.",
        "the gold negated, nothing after",
    ),
    g(
        "n_ok_not_negative_word",
        "B",
        "-16.5",
        "correct",
        "answer_is",
        TEMP + "The answer is -16.5 degrees, not 16.5: it ends below zero.",
        "the gold, then its sign-lost twin negated",
    ),
    g(
        "n_ok_guess_annot",
        "B",
        "1073",
        "correct",
        "hash",
        GARD + "#### 1073 (not 100% sure)",
        "debatable: a committed value with a hedge on confidence; proposed correct (one value, not withdrawn)",
        True,
    ),
    m(
        "n_m_neq_box",
        "A",
        G_COMB,
        "no_answer",
        "boxed",
        COMB + r", so the answer is $\boxed{\neq 455}$",
        "a box holding \\neq gold",
    ),
    m(
        "n_m_not_eq_box",
        "A",
        G_BASE,
        "no_answer",
        "boxed",
        BASE + r", hence $\boxed{2223_5 \not= 313}$",
        "the box states the base number is NOT 313",
    ),
    m(
        "n_m_cancel_box",
        "A",
        G_SEC,
        "no_answer",
        "boxed",
        SEC + r" $= \boxed{\cancel{18\pi}}$",
        "a cancelled box",
    ),
    m(
        "n_m_sout_gold_then_other",
        "A",
        G_POLY,
        "wrong",
        "boxed",
        POLY + r" $= \boxed{\sout{2x^2 + 7x - 15}\ 2x^2 + 13x - 15}$",
        "the gold struck with \\sout, 2x^2 + 13x - 15 after",
    ),
    m(
        "n_m_ok_sout_other_then_gold",
        "B",
        G_POLY,
        "correct",
        "boxed",
        POLY + r" $= \boxed{\sout{2x^2 + 13x - 15}\ 2x^2 + 7x - 15}$",
        "the wrong value struck, the gold after",
    ),
    m(
        "n_m_text_wrong_in_box",
        "A",
        G_CPX,
        "wrong",
        "boxed",
        CPX + r" $= \boxed{11 - 7i \text{ (wrong)}}$",
        "the model annotates its own box as wrong",
    ),
    m(
        "n_m_ok_text_note_in_box",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX + r" $= \boxed{11 - 7i \text{ (since } i^2 = -1)}$",
        "a harmless note in the box",
    ),
    m(
        "n_m_pair_neq",
        "A",
        G_SYS,
        "no_answer",
        "boxed",
        SYS + r" Therefore $\boxed{(x, y) \neq (-3, 6)}$.",
        "a box stating the pair is not the solution",
    ),
    m(
        "n_m_ok_neq_working",
        "B",
        G_ROOTS,
        "correct",
        "boxed",
        ROOTS
        + r" Since the leading coefficient $2 \neq 0$, there are two roots, from $2x + 5 = 0$ and $x - 2 = 0$: $\boxed{-\frac{5}{2}, 2}$.",
        "\\neq only in the working",
    ),
    m(
        "n_m_ok_cancel_working",
        "B",
        G_PROB,
        "correct",
        "boxed",
        r"$P = \frac{4}{14} = \frac{\cancel{2} \cdot 2}{\cancel{2} \cdot 7} = \boxed{\frac{2}{7}}$",
        "cancellations in the working, the gold boxed",
    ),
]
CASES += [
    # ================================================================ 5. unit words vs words that change the number
    g("u_ok_eggs", "B", "132", "correct", "hash", EGG + "#### 132 eggs", "a unit noun after ####"),
    g(
        "u_ok_dozen_equal",
        "B",
        "132",
        "correct",
        "answer_is",
        EGG + "That is 132 / 12 = <<132/12=11>>11 dozen.\nThe answer is 11 dozen eggs.",
        "11 dozen = 132: equal in value (the issue's 'dozen' word, here right)",
    ),
    g(
        "u_dozen_gold",
        "A",
        "132",
        "wrong",
        "answer_is",
        EGG + "The answer is 132 dozen.",
        "132 dozen = 1584 eggs, not the 132 the working counts",
    ),
    g(
        "u_ok_dollars_cents",
        "B",
        "227.8",
        "correct",
        "answer_is",
        SAVE + "So Mia saves 227 dollars and 80 cents.",
        "227 dollars and 80 cents = 227.80",
    ),
    g(
        "u_dollars_cents_slip",
        "A",
        "227.8",
        "wrong",
        "answer_is",
        "Mia saves $13.40 every week for 17 weeks.\n13 * 17 = 221 dollars and 40 * 17 = 680 cents, which is 6 dollars and 8 cents.\nSo Mia saves 227 dollars and 8 cents.",
        "227 dollars and 8 cents = 227.08 (680 cents read as 6.08)",
    ),
    g(
        "u_ok_thousand",
        "B",
        "74520",
        "correct",
        "answer_is",
        SAL + "She earns 74.52 thousand dollars a year.",
        "74.52 thousand = 74,520",
    ),
    g(
        "u_thousand_gold",
        "A",
        "74520",
        "wrong",
        "answer_is",
        SAL + "The answer is 74520 thousand dollars.",
        "74520 thousand = 74,520,000",
    ),
    g(
        "u_ok_k_suffix",
        "B",
        "74520",
        "correct",
        "answer_is",
        SAL + "The answer is $74.52k.",
        "$74.52k = 74,520",
    ),
    g(
        "u_ok_negative_word",
        "B",
        "-16.5",
        "correct",
        "answer_is",
        TEMP + "The answer is negative 16.5 degrees.",
        "the word 'negative' before the number gives -16.5",
    ),
    g(
        "u_ok_minus_word",
        "B",
        "-16.5",
        "correct",
        "answer_is",
        TEMP + "So the temperature at the end is minus 16.5 degrees.",
        "'minus 16.5'",
    ),
    g(
        "u_sign_lost_plain",
        "A",
        "-16.5",
        "wrong",
        "answer_is",
        "The temperature falls 3.5 * 7 = <<3.5*7=24.5>>24.5 degrees.\nIt ends 24.5 - 8 = <<24.5-8=16.5>>16.5 degrees.\nThe answer is 16.5 degrees.",
        "the subtraction reversed: 16.5",
    ),
    g(
        "u_ok_below_zero",
        "B",
        "-16.5",
        "correct",
        "hash",
        TEMP + "#### 16.5 degrees below zero",
        "debatable: the number after #### is 16.5 but 'below zero' makes it -16.5; proposed correct (the statement is -16.5)",
        True,
    ),
    g(
        "u_above_zero",
        "A",
        "-16.5",
        "wrong",
        "answer_is",
        "The temperature falls 3.5 * 7 = <<3.5*7=24.5>>24.5 degrees.\nThe answer is 16.5 degrees above zero.",
        "16.5 above zero = +16.5",
    ),
    g(
        "u_less_word",
        "A",
        "467",
        "wrong",
        "hash",
        COOK + "#### 467 less",
        "debatable: '467 less' states a difference, not the count left; proposed wrong",
        True,
    ),
    g(
        "u_fewer_than",
        "A",
        "467",
        "wrong",
        "answer_is",
        COOK + "The answer is 379 fewer cookies than were baked.",
        "379, the number sold, with 'fewer'",
    ),
    g(
        "u_and_a_half",
        "A",
        "255",
        "wrong",
        "answer_is",
        "3 hours 45 minutes is 3.75 hours.\n68 * 3.75 = 255.5\nThe train travels 255 and a half miles.",
        "a slip: 255 and a half = 255.5",
    ),
    g("u_ok_miles", "B", "255", "correct", "hash", TRIP + "#### 255 mi", "an abbreviated unit"),
    g(
        "u_ok_number_words",
        "B",
        "467",
        "correct",
        "answer_is",
        COOK + "The answer is four hundred sixty-seven cookies.",
        "the gold in number words",
    ),
    g(
        "u_number_words_swap",
        "A",
        "467",
        "wrong",
        "answer_is",
        COOK + "The answer is four hundred seventy-six cookies.",
        "476 in number words (digits swapped)",
    ),
    g(
        "u_ok_percent_words",
        "B",
        "72.5",
        "correct",
        "answer_is",
        PCT + "So seventy-two and a half percent of the students passed.",
        "'seventy-two and a half percent' = 72.5",
    ),
    g(
        "u_percent_of_value",
        "A",
        "72.5",
        "wrong",
        "answer_is",
        PCT + "The answer is 72.5% of 40, which is 29 students.",
        "the final value stated is 29",
    ),
    g(
        "u_ok_percent_word",
        "B",
        "72.5",
        "correct",
        "hash",
        PCT + "#### 72.5 percent",
        "the word percent",
    ),
    g(
        "u_ok_cents_total",
        "B",
        "227.8",
        "correct",
        "hash",
        "Mia saves 1340 cents a week.\n1340 * 17 = <<1340*17=22780>>22780 cents.\n#### 22780 cents",
        "debatable: 22780 cents is $227.80; proposed correct (equal value, the unit named)",
        True,
    ),
    m(
        "u_m_ok_sq_units",
        "B",
        G_SEC,
        "correct",
        "boxed",
        SEC + r" $= \boxed{18\pi \text{ cm}^2}$",
        "a unit inside the box",
    ),
    m(
        "u_m_pi_squared",
        "A",
        G_SEC,
        "wrong",
        "boxed",
        r"The area is $\frac{80}{360} \cdot \pi^2 \cdot 9^2 = \boxed{18\pi^2}$",
        "18 pi^2: the squared pi is not a unit",
    ),
    m(
        "u_m_ok_ways",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB + r" $= \boxed{455 \text{ ways}}$",
        "a unit word in \\text in the box",
    ),
    m(
        "u_m_ok_base_ten",
        "B",
        G_BASE,
        "correct",
        "boxed",
        BASE + r" $= \boxed{313_{10}}$",
        "the base-10 subscript",
    ),
    m(
        "u_m_base_five",
        "A",
        G_BASE,
        "wrong",
        "boxed",
        BASE + r" $= \boxed{313_5}$",
        "313_5 = 83 in base ten: the subscript changes the number",
    ),
    m(
        "u_m_degrees_for_radians",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        r"An angle of $60^\circ$ is a sixth of a full turn, so the answer is $\boxed{60^\circ}$.",
        "debatable: the given degrees restated where radians are asked; equal as an angle; proposed wrong (the conversion asked for is not made)",
        True,
    ),
    m(
        "u_m_percent_rounded",
        "A",
        G_PROB,
        "wrong",
        "boxed",
        PROB + r" $\approx \boxed{28.57\%}$",
        "a rounded percent for 2/7",
    ),
    # ================================================================ 6. retractions, corrections, harmless after-text
    g(
        "r_edit_other",
        "A",
        "467",
        "wrong",
        "hash",
        COOK + "#### 467\n\nEdit: I misread the problem, it sold 397 cookies, so 846 - 397 = 449.",
        "Edit: after the answer, 449",
    ),
    g(
        "r_update_actually",
        "A",
        "467",
        "wrong",
        "hash",
        COOK + "#### 467\nUpdate: it's actually 449.",
        "Update: it's actually 449",
    ),
    g(
        "r_ok_edit_formatting",
        "B",
        "467",
        "correct",
        "hash",
        COOK + "#### 467\n\nEdit: fixed the formatting of the calculation.",
        "Edit: about formatting only",
    ),
    g(
        "r_scratch_that",
        "A",
        "255",
        "wrong",
        "answer_is",
        TRIP
        + "The answer is 255 miles. Scratch that, the stop at the station took half an hour, so 3.25 * 68 = 221 miles.",
        "Scratch that: 221 (3.25 * 68 = 221)",
    ),
    g(
        "r_ok_oops_to_gold",
        "B",
        "255",
        "correct",
        "answer_is",
        TRIP_SLIP
        + "The answer is 238 miles. Oops, 45 minutes is 0.75 hours, not 0.5, so it is 3.75 * 68 = 255 miles.",
        "a correction to the gold",
    ),
    g(
        "r_correction_colon",
        "A",
        "74520",
        "wrong",
        "hash",
        SAL + "#### 74520\n\nCorrection: the bonus is paid only after a full year, so 72020.",
        "Correction: 72020",
    ),
    g(
        "r_ok_correction_to_gold",
        "B",
        "74520",
        "correct",
        "hash",
        SAL_NOBONUS
        + "#### 72020\n\nCorrection: I forgot the $2,500 bonus. 72020 + 2500 = 74520.\n#### 74520",
        "a correction to the gold",
    ),
    g(
        "r_erratum",
        "A",
        "74520",
        "wrong",
        "boxed",
        SAL
        + r"$\boxed{74520}$"
        + "\n\nErratum: the weekly pay is $1,358, not $1,385, so 52 * 1358 + 2500 = 73,116.",
        "Erratum: 73,116 (52 * 1358 = 70616; + 2500 = 73116)",
    ),
    g(
        "r_never_mind",
        "A",
        "132",
        "wrong",
        "answer_is",
        EGG + "The answer is 132. Never mind, 3 of the hens don't lay, so 30 * 4 = 120.",
        "Never mind: 120",
    ),
    g(
        "r_withdrawn_nothing",
        "A",
        "132",
        "no_answer",
        "hash",
        EGG + "#### 132\n\nHmm, I'm not confident in this. Please disregard the answer above.",
        "debatable: the only answer is withdrawn with nothing new; proposed no_answer (round 21 called a withdrawal wrong; either way it must be refused)",
        True,
    ),
    g(
        "r_placeholder_tbd",
        "A",
        "1073",
        "no_answer",
        "hash",
        GARD + "#### 1073\n\n(The above is a placeholder; the real answer is TBD.)",
        "the answer declared a placeholder",
    ),
    g(
        "r_ok_check_after",
        "B",
        "467",
        "correct",
        "hash",
        COOK + "#### 467\n\nCheck: 467 + 379 = 846 = 47 * 18. ✓",
        "a check after the answer",
    ),
    g(
        "r_ok_pleasantry",
        "B",
        "227.8",
        "correct",
        "hash",
        SAVE + "#### 227.80\n\nI hope this helps! Let me know if you have any other questions.",
        "a pleasantry after",
    ),
    g(
        "r_ok_alt_method_same",
        "B",
        "1073",
        "correct",
        "hash",
        GARD
        + "#### 1073\n\nAlternatively, 37 * 29 = 37 * 30 - 37 = 1110 - 37 = 1073, the same result.",
        "another method after, same value",
    ),
    g(
        "r_alt_method_differs",
        "A",
        "1073",
        "wrong",
        "hash",
        GARD
        + "#### 1073\n\nAlternatively, 37 * 29 = 37 * 28 + 27 = 1036 + 27 = 1063. So the answer is 1063.",
        "a second method ends on 1063 and the model adopts it",
    ),
    g(
        "r_ok_restart_cut",
        "B",
        "467",
        "correct",
        "hash",
        COOK
        + "#### 467\n\nLet me double-check by redoing it another way. 47 * 18 = 47 * 20 - 47 * 2 = 940 - 94 =",
        "a restart of the working, cut off before any new value",
    ),
    g(
        "r_ok_user_turn",
        "B",
        "255",
        "correct",
        "hash",
        TRIP + "#### 255" + IM_USER + "And how far would it go in 5 hours?",
        "an invented next user turn after the answer",
    ),
    g(
        "r_ok_self_posed",
        "B",
        "132",
        "correct",
        "boxed",
        EGG
        + r"The answer is $\boxed{132}$."
        + "\n\nLet's try a harder one: if each hen laid 5 eggs, there would be 33 * 5 = 165 eggs, so $\\boxed{165}$.",
        "a self-set follow-up with a box of its own after the committed answer",
    ),
    m(
        "r_m_wait_box",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        th("15 choose 3 is 455.\n")
        + r1final("455")
        + "\n\nWait, the three officers have different roles, so order matters: $15 \\cdot 14 \\cdot 13 = 2730$.\n\n"
        + r1final("2730"),
        "after </think>, a later final box 2730",
    ),
    m(
        "r_m_ok_wait_same",
        "B",
        G_COMB,
        "correct",
        "boxed",
        th("15 choose 3 is 455.\n")
        + r1final("455")
        + "\n\nWait, let me double-check: $\\frac{2730}{6} = 455$. Yes, $\\boxed{455}$.",
        "a double-check after, same box",
    ),
    m(
        "r_m_ok_ps_hypothetical",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB + r" $= \boxed{455}$." + "\n\nP.S. If order mattered, the answer would be $2730$.",
        "a hypothetical after the committed answer",
    ),
    m(
        "r_m_actually_minerva",
        "A",
        G_CPX,
        "wrong",
        "minerva",
        CPX
        + " $= 11 - 7i$.\n"
        + MINERVA.format("$11 - 7i$")
        + "\n\nActually, I made a sign error: $i^2 = 1$ here, so the product is $13 - 7i$.",
        "a (mistaken) correction after the Minerva line: 13 - 7i",
    ),
    m(
        "r_m_ok_minerva_note",
        "B",
        G_CPX,
        "correct",
        "minerva",
        CPX + " $= 11 - 7i$.\n" + MINERVA.format("$11 - 7i$") + "\n\nNote: we used $i^2 = -1$.",
        "a note after the Minerva line",
    ),
    m(
        "r_m_second_attempt",
        "A",
        G_INT,
        "wrong",
        "boxed",
        INT
        + r" So the answer is $\boxed{[-2, 7]}$."
        + "\n\nI apologize for the confusion. Let me try again.\n\n$|2x - 5| \\le 9$ gives $2x \\le 14$, so $x \\le 7$. The answer is $\\boxed{(-\\infty, 7]}$.",
        "a second attempt ends on (-\\infty, 7]",
    ),
    m(
        "r_m_ok_second_attempt_same",
        "B",
        G_INT,
        "correct",
        "boxed",
        r"$|2x - 5| \le 9$ gives $2x \le 14$, so the answer is $\boxed{(-\infty, 7]}$."
        + "\n\nI apologize for the confusion. Let me try again.\n\n"
        + INT
        + r" The answer is $\boxed{[-2, 7]}$.",
        "a second attempt ends on the gold",
    ),
    m(
        "r_m_tbd_after_box",
        "A",
        G_SEC,
        "no_answer",
        "boxed",
        SEC
        + r" $= \boxed{18\pi}$"
        + "\n\nThis is a placeholder answer; the actual value is still to be determined.",
        "the box declared a placeholder",
    ),
    m(
        "r_m_ok_llama_eot",
        "B",
        G_POLY,
        "correct",
        "boxed",
        llama(("Expand", POLY), ("Combine like terms", r"$2x^2 + 7x - 15$"))
        + LLAMA_END.format("2x^2 + 7x - 15")
        + EOT_USER
        + r"Now expand $(2x + 3)(x - 5)$.",
        "an invented next user turn after Llama's closing line",
    ),
    m(
        "r_m_llama_eot_other",
        "A",
        G_POLY,
        "wrong",
        "boxed",
        llama(
            ("Expand", r"$(2x - 3)(x + 5) = 2x^2 + 10x + 3x - 15$"),
            ("Combine like terms", r"$2x^2 + 13x - 15$"),
        )
        + LLAMA_END.format("2x^2 + 13x - 15")
        + EOT_USER
        + r"Is it not $2x^2 + 7x - 15$?",
        "13x (sign slip) in the model's answer; the gold only in an invented user turn",
    ),
]
LOOP = "Let me re-check the multiplication once more. 47 * 18 = 846.\n" * 400

CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / self-posed text
    g(
        "q_teacher_said",
        "A",
        "467",
        "wrong",
        "hash",
        COOK_SLIP + "My teacher said the answer is 467, but I get 449.\n#### 449",
        "the gold only reported as the teacher's; the model's answer 449",
    ),
    g(
        "q_ok_friend_wrong",
        "B",
        "467",
        "correct",
        "hash",
        COOK + "My friend got 449, but he used 397 instead of 379.\n#### 467",
        "another's wrong value reported, the model's own #### is the gold",
    ),
    g(
        "q_quoted_then_refusal",
        "A",
        "467",
        "no_answer",
        "none",
        "The solution you pasted ends with:\n\n> #### 467\n\nI cannot verify this solution because the problem text is incomplete.",
        "the gold only in a quotation of the user's text, then a refusal",
    ),
    m(
        "q_m_you_asked",
        "A",
        G_COMB,
        "no_answer",
        "none",
        r'You asked: "Show that the answer is $\boxed{455}$." I am not able to show that without knowing whether the roles are distinct.',
        "the gold only inside the user's quoted request; no own answer",
    ),
    g(
        "q_hypothetical_only",
        "A",
        "255",
        "no_answer",
        "none",
        "If the train kept a steady 68 miles per hour for the whole 3.75 hours, it would travel 255 miles. But the problem does not say the speed is constant, so the distance cannot be determined.",
        "the gold only as a hypothetical; the model says it cannot be determined",
    ),
    g(
        "q_ok_hypothetical_then_commit",
        "B",
        "255",
        "correct",
        "hash",
        "If the trip had been 3.5 hours, the train would go 3.5 * 68 = 238 miles.\nBut it is 3.75 hours, so it goes 3.75 * 68 = <<3.75*68=255>>255 miles.\n#### 255",
        "a hypothetical with another value, then the committed gold",
    ),
    g(
        "q_two_parts",
        "A",
        "467",
        "wrong",
        "answer_is",
        COOK
        + "The answer is 467 for part (a) and 449 for part (b), if the 18 broken cookies are removed.",
        "two final values for a one-part question (the issue's part (a)/(b) shape)",
    ),
    g(
        "q_ok_parts_steps",
        "B",
        "467",
        "correct",
        "hash",
        "(a) Cookies baked: 47 * 18 = <<47*18=846>>846\n(b) Cookies left: 846 - 379 = <<846-379=467>>467\n#### 467",
        "working steps labelled (a), (b), one final answer",
    ),
    g(
        "q_answer_key_disagrees",
        "A",
        "74520",
        "wrong",
        "answer_is",
        SAL
        + "The answer key says 74520, but the bonus is paid next year, so I think the answer is 72020.",
        "the gold only as the answer key's claim; the model's answer 72020",
    ),
    g(
        "q_ok_answer_key_agrees",
        "B",
        "74520",
        "correct",
        "answer_is",
        SAL + "My answer is 74520, which matches the answer key.",
        "the model's own answer, agreeing with the key",
    ),
    g(
        "q_student_wrote",
        "A",
        "1073",
        "wrong",
        "hash",
        'A student wrote "#### 1073", but 29 * 37 = 1063.\n#### 1063',
        "the gold in a quoted ####; the model's (wrong) 1063",
    ),
    g(
        "q_rhetorical_gold_then_other",
        "A",
        "467",
        "wrong",
        "answer_is",
        "47 * 18 = 846 and 846 - 379 = 467. Is the answer 467? No: 18 cookies were broken, so the answer is 449.",
        "a rhetorical question with the gold, answered no; final 449",
    ),
    g(
        "q_ok_rhetorical_other_then_gold",
        "B",
        "467",
        "correct",
        "answer_is",
        "Is the answer 449? No: the bakery sold 379, not 397. 846 - 379 = 467, so the answer is 467.",
        "a rhetorical question with 449 answered no; final the gold",
    ),
    g(
        "q_question_only_cut",
        "A",
        "467",
        "no_answer",
        "truncated",
        "47 * 18 = 846 and 846 - 379 = 467. So is the answer 467? Let me check whether the problem says the display tray counts. It says",
        "the gold only in a question to itself, then cut off",
    ),
    g(
        "q_fewshot_tail_gold",
        "A",
        "255",
        "wrong",
        "answer_is",
        TRIP_SLIP
        + "The answer is 238.\n\nQuestion: A train travels 3.75 hours at 68 miles per hour. How far does it go?\nAnswer: 3.75 * 68 = 255. The answer is 255.",
        "238 for the posed question; the gold only in an invented few-shot pair",
    ),
    g(
        "q_ok_fewshot_tail_other",
        "B",
        "255",
        "correct",
        "answer_is",
        TRIP
        + "The answer is 255.\n\nQuestion: A car travels 2 hours at 50 miles per hour. How far does it go?\nAnswer: 2 * 50 = 100. The answer is 100.",
        "the gold for the posed question; an invented pair after",
    ),
    g(
        "q_user_turn_gold",
        "A",
        "132",
        "wrong",
        "hash",
        "33 hens lay 5 eggs each, so 33 * 5 = <<33*5=165>>165 eggs.\n#### 165"
        + IM_USER
        + "Each hen lays 4 eggs, not 5. The answer is 132.",
        "165 is the model's; the gold only in an invented user turn",
    ),
    m(
        "q_m_example_box_then_other",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        r"For instance, if the three people formed a committee, there would be $\binom{15}{3} = \boxed{455}$ choices. Here the roles are different, so there are $15 \cdot 14 \cdot 13 = \boxed{2730}$ choices.",
        "the gold in an example box; the final box 2730",
    ),
    m(
        "q_m_ok_example_box_first",
        "B",
        G_COMB,
        "correct",
        "boxed",
        r"For example, with only two people there would be $\binom{15}{2} = 105$ pairs. For three, "
        + COMB
        + r" $= \boxed{455}$.",
        "an example with another value first, then the gold boxed",
    ),
    m(
        "q_m_quoted_refuted",
        "A",
        G_POLY,
        "wrong",
        "boxed",
        "> The answer is $\\boxed{2x^2 + 7x - 15}$.\n\nThe solution above was written by another student. I believe it is wrong: $(2x - 3)(x + 5) = 2x^2 + 10x + 3x - 15 = \\boxed{2x^2 + 13x - 15}$.",
        "the gold in a quoted solution the model rejects; its own box 2x^2 + 13x - 15",
    ),
    m(
        "q_m_ok_quoted_wrong_then_gold",
        "B",
        G_POLY,
        "correct",
        "boxed",
        "> The answer is $\\boxed{2x^2 + 13x - 15}$.\n\nThe solution above has a sign error: "
        + POLY
        + r" $= \boxed{2x^2 + 7x - 15}$.",
        "a quoted wrong box, then the model's own gold box",
    ),
    m(
        "q_m_claim",
        "A",
        G_PROB,
        "wrong",
        "boxed",
        r"Some students claim the probability is $\frac{2}{7}$, but they forget that the green marbles are also excluded. The probability is $\frac{4}{10} = \boxed{\frac{2}{5}}$.",
        "the gold only as others' claim; the model's 2/5",
    ),
    m(
        "q_m_ok_would_be",
        "B",
        G_PROB,
        "correct",
        "boxed",
        r"If the three colours were equally likely, the probability would be $\frac{1}{3}$. Here, however, t"
        + PROB[1:]
        + r" $= \boxed{\frac{2}{7}}$.",
        "a hypothetical value first, then the gold",
    ),
    m(
        "q_m_guess_then_cannot",
        "A",
        G_SEC,
        "no_answer",
        "none",
        r"If I had to guess, it might be something like $\boxed{18\pi}$, but without the radius I cannot solve this.",
        "debatable: a box under 'if I had to guess' followed by a refusal; proposed no_answer (the model says it cannot solve it)",
        True,
    ),
    m(
        "q_m_user_tail_gold",
        "A",
        G_CPX,
        "wrong",
        "boxed",
        r"$(4 - i)(3 - i) = 12 - 4i - 3i - i^2 = 13 - 7i$, so the answer is $\boxed{13 - 7i}$."
        + IM_USER
        + r"That's wrong, the answer is $\boxed{11 - 7i}$.",
        "the model's 13 - 7i; the gold only in an invented user turn",
    ),
    m(
        "q_m_ok_user_tail",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX + r" $= \boxed{11 - 7i}$." + IM_USER + r"Great, now compute $(4 + i)(3 + i)$.",
        "an invented user turn after the gold",
    ),
    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    g("b_empty", "A", "467", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "467", "no_answer", "none", "  \n\t \n", "only whitespace"),
    g("b_nul_only", "A", "467", "no_answer", "none", "\x00", "a single NUL"),
    g(
        "b_nul_in_other",
        "A",
        "467",
        "wrong",
        "hash",
        COOK_SLIP + "#### 44\x009",
        "a NUL inside 449",
    ),
    g(
        "b_zwsp_in_other",
        "A",
        "467",
        "wrong",
        "hash",
        COOK_SLIP + "#### 4\u200b49",
        "a zero-width space inside 449",
    ),
    g(
        "b_ok_zwsp_in_gold",
        "B",
        "467",
        "correct",
        "hash",
        COOK + "#### 4\u200b67",
        "debatable: a zero-width space inside 467; proposed correct (invisible, the digits read 467)",
        True,
    ),
    g(
        "b_ok_unicode_minus",
        "B",
        "-16.5",
        "correct",
        "hash",
        TEMP.replace(">>-16.5", ">>\u221216.5") + "#### \u221216.5",
        "U+2212 MINUS SIGN before the gold",
    ),
    g(
        "b_unicode_minus_missing",
        "A",
        "-16.5",
        "wrong",
        "hash",
        TEMP.replace(">>-16.5", ">>\u221216.5") + "#### 16.5",
        "the sign dropped in the #### line",
    ),
    g(
        "b_ok_nbsp_thousands",
        "B",
        "74520",
        "correct",
        "hash",
        SAL + "#### 74\u00a0520",
        "a no-break space as thousands separator",
    ),
    g(
        "b_ok_thin_space_box",
        "B",
        "74520",
        "correct",
        "boxed",
        SAL + r"The answer is $\boxed{74\,520}$.",
        "a LaTeX thin space as thousands separator",
    ),
    g(
        "b_fullwidth_other",
        "A",
        "467",
        "wrong",
        "hash",
        COOK_SLIP + "#### \uff14\uff14\uff19",
        "full-width 449",
    ),
    g(
        "b_ok_fullwidth",
        "B",
        "467",
        "correct",
        "hash",
        COOK + "#### \uff14\uff16\uff17",
        "full-width 467",
    ),
    g(
        "b_ok_emoji_after",
        "B",
        "467",
        "correct",
        "hash",
        COOK + "#### 467 \U0001f36a",
        "a non-BMP emoji after the gold",
    ),
    g(
        "b_emoji_after_other",
        "A",
        "467",
        "wrong",
        "hash",
        COOK_SLIP + "#### 449 \U0001f36a",
        "a non-BMP emoji after 449",
    ),
    g(
        "b_long_loop_other",
        "A",
        "467",
        "wrong",
        "hash",
        COOK_SLIP + LOOP + "#### 449",
        "a 24,000-character loop, then 449",
    ),
    g(
        "b_ok_long_loop",
        "B",
        "467",
        "correct",
        "hash",
        COOK + LOOP + "#### 467",
        "a 24,000-character loop, then the gold",
    ),
    g(
        "b_ok_ansi_codes",
        "B",
        "255",
        "correct",
        "hash",
        TRIP + "\x1b[1m#### 255\x1b[0m",
        "ANSI bold escape codes around the answer line (a terminal log)",
    ),
    g(
        "b_ok_cr_only",
        "B",
        "255",
        "correct",
        "hash",
        (TRIP + "#### 255").replace("\n", "\r"),
        "old-Mac CR-only line ends",
    ),
    g(
        "b_ok_line_separator",
        "B",
        "1073",
        "correct",
        "hash",
        GARD.replace("\n", "\u2028") + "#### 1073",
        "U+2028 LINE SEPARATOR for line ends",
    ),
    g("b_ok_tab", "B", "1073", "correct", "hash", GARD + "####\t1073", "a tab after ####"),
    g(
        "b_ok_gold_newline",
        "B",
        " 1073\n",
        "correct",
        "hash",
        GARD + "#### 1073",
        "a gold with spaces and a newline",
    ),
    g(
        "b_huge_number",
        "A",
        "1073",
        "wrong",
        "hash",
        GARD + "#### 1" + "0" * 400,
        "a 401-digit number (no float can hold it)",
    ),
    m(
        "b_m_loop_digits",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        COMB + r" $= \boxed{455" + "5" * 3000 + "}$",
        "a degenerate repetition inside the box: 455 followed by 3000 fives",
    ),
    m(
        "b_m_ok_nested_box",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB + r" $= \boxed{\boxed{455}}$",
        "a doubled box",
    ),
    m(
        "b_m_unclosed_box",
        "A",
        G_COMB,
        "no_answer",
        "truncated",
        COMB + r" $= \boxed{45",
        "cut inside the box",
    ),
    m(
        "b_m_ok_nul_after",
        "B",
        G_BASE,
        "correct",
        "boxed",
        BASE + r" $= \boxed{313}$" + "\x00",
        "debatable: a trailing NUL after a complete answer; proposed correct (nothing after the answer but a padding byte), though a checker may call the pair bad input",
        True,
    ),
    m(
        "b_m_ok_crlf",
        "B",
        G_SYS,
        "correct",
        "boxed",
        (SYS + "\n\n" + r"The solution is $\boxed{(-3, 6)}$.").replace("\n", "\r\n"),
        "CRLF line ends",
    ),
]

DECISIONS = {
    case[0]: ("accept" if case[4] == "correct" else "reject", case[7])
    for case in CASES
    if len(case) > 8 and case[8]
}
# A NUL makes the pair bad input (issue 25: "one bad line (lone surrogates, NUL, ...) gets
# bad_input"): the label says what the text states, the decision follows the issue.
DECISIONS["b_m_ok_nul_after"] = (
    "reject",
    "a NUL anywhere in the pair makes it bad input (issue 25); the text itself states the gold",
)

if __name__ == "__main__":
    write_probes("adversarial_redteam73", CASES, [], DECISIONS)
