r"""Build adversarial_redteam90.jsonl: a ninetieth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam90", issue 25), written by a new helper WITHOUT reading the
checker's source, its README, bench/, tests/, corpus/ANALYSIS.md or any NOTES file, WITHOUT looking
at earlier rounds' probes (only `grep -c` of golds in adversarial_redteam*.jsonl, to prefer new
values), and WITHOUT running any checker, grader or sympy on the probes; handed over BEFORE any
scoring. Not model output. Read: corpus/README.md (fields, "How labels were made"), corpus_build.py
(helpers) and build_adversarial_redteam21.py (structure and label rules), and the issue.

Aim of this round: the issue's eight classes in English, as a hidden evaluation set would test them,
in the shapes real models write: R1-Zero `<think>`/`<answer>` traces (with and without the opening
`<think>` the prompt prefills), Qwen2.5-Math numbered steps and `\(\boxed{}\)` lines, Llama 3
`## Step N:` working, Minerva `Final Answer:` lines, GSM8K calculator annotations `<<a*b=c>>`,
few-shot tails (an invented next `Question:`), ChatML / Llama 3 chat-template tails, small RL
policies' terse output. About half kind A, half kind B; many kind-B probes are twins of kind-A ones
(the same text with the right value).

Problems and golds (arithmetic checked by hand, then with python on the numbers only):
GSM8K
- cookies: 19 trays of 28 = 532 (19*28 = 380 + 152); 187 sold -> 345 (532 - 187; check 345 + 187 =
  532). Misreading 178 sold -> 354.
- train: 78 km/h for 4.25 h -> 331.5 km (78*4 = 312, 78*0.25 = 19.5). Misreading 4.5 h -> 351.
- savings: $46.80 a week for 13 weeks -> 608.4 (468 + 140.4).
- temperature: -2 degrees, falling 1.9 an hour for 4 hours -> -9.6 (1.9*4 = 7.6; -2 - 7.6). Sign
  lost: 9.6; forgetting the start: -7.6.
- rent: $1,475 a month for 12 months -> 17,700 (1475*12 = 14750 + 2950); with a $950 deposit ->
  18,650. Without the deposit 17,700.
- mechanic: 3.75 h at $14.20 -> 53.25 (14.2*3 = 42.6; 14.2*0.75 = 10.65; 42.6 + 10.65).
- seedlings: 57 of 150 sprouted -> 38 percent (57/150 = 0.38).
- pencils: 6 boxes of 52 = 312; 13 classes of 24 = 312; left 0.
- muffins: 37 batches of 12 -> 444 muffins (= 37 dozen; 37*12 = 370 + 74).
- library: 7 shelves of 209 -> 1463 (7*200 + 7*9).
MATH
- a multiple of 8 from 1-75: 8,16,...,72 = 9 of 75 -> 3/25 = 0.12.
- distance from (-2, 5) to (7, -1): dx 9, dy -6, 81 + 36 = 117 = 9*13 -> 3\sqrt{13} (10.8166...).
- |4x - 3| <= 13: -13 <= 4x - 3 <= 13 -> -10 <= 4x <= 16 -> [-5/2, 4].
- 5x^2 - 17x + 6 = (5x - 2)(x - 3) (5x^2 - 15x - 2x + 6) -> 2/5, 3.
- (4 - 3i)(1 + 2i) = 4 + 8i - 3i - 6i^2 = 10 + 5i.
- 260 degrees -> 260/180 pi = 13\pi/9.
- 2413_5 = 2*125 + 4*25 + 1*5 + 3 = 250 + 100 + 5 + 3 = 358.
- 2x + 3y = 1, x - y = 8: x = y + 8, 5y + 16 = 1, y = -3, x = 5 -> (5, -3) (check 10 - 9 = 1).
- (4x - 5)(2x + 3) = 8x^2 + 12x - 10x - 15 = 8x^2 + 2x - 15.
- C(13, 5) = 13*12*11*10*9/120 = 154440/120 = 1287.
- 0.\overline{63} = 63/99 = 7/11 (0.6363...).
- f(x) = x^3 - 16x at x = 4: 64 - 64 = 0.
- a sector of radius 10 and angle 108 degrees: 108/360 * 100 pi = 3/10 * 100 pi = 30\pi.
- 21/\sqrt7 = 21\sqrt7/7 = 3\sqrt7.
- slope through (1, 2) and (5, 11): 9/4 = 2.25.
- log_3(1/81) = -4 (3^4 = 81).
- 3 + 7 + ... + 79: (79 - 3)/4 + 1 = 20 terms, 20 * (3 + 79)/2 = 820.
- tan(pi/3) = \sqrt3 (1.7320...).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words vs words that change the number;
`r_` retractions and corrections after the answer vs harmless after-text; `q_` quoted, reported,
hypothetical and self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a RIGHT final
answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md "How labels were made", round 21's conventions): the model's LAST
COMMITTED final answer decides; a value it withdraws, negates, strikes out or marks wrong is not its
answer; a value it only mentions as a hypothetical, a quotation, someone else's claim or in a
problem it poses itself (an invented next turn or few-shot `Question:`) is not its answer; a hedge
between two values or two different final answers is `wrong`; no final answer is `no_answer`; a
value equal to the gold mathematically (`0.12` for `\frac{3}{25}`, `345 cookies` for 345) is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; an explicit correction
after an answer makes the corrected value the final one; a check, a summary or a pleasantry after a
committed answer does not replace it. In an `<answer>` tag a sentence, an equation chain or a box is
read for the value it states; an unclosed tag still holds its answer; a placeholder or an empty tag
is no answer. A NUL in the completion makes the pair bad input: the probes here put NULs only in
kind-A texts. Debatable probes carry `"debatable": true` and the proposed decision in their note and
in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam90.py
"""

from corpus_build import EOT_USER, IM_USER, MINERVA, QWEN_END, g, llama, m, qbox, th, write_probes

# ================================================================ GSM8K working
COOK = "19 trays with 28 cookies each make 19 * 28 = <<19*28=532>>532 cookies.\nThe bakery sold 187, so 532 - 187 = <<532-187=345>>345 cookies are left.\n"
COOK_SLIP = "19 trays with 28 cookies each make 19 * 28 = <<19*28=532>>532 cookies.\nThe bakery sold 178, so 532 - 178 = <<532-178=354>>354 cookies are left.\n"
COOK_T = "Okay, so there are 19 trays and each has 28 cookies. 19 * 28: 20 * 28 = 560, minus 28 is 532. They sold 187, so 532 - 187 = 345. Let me double-check: 345 + 187 = 532. Yes.\n"
COOK_T_SLIP = "Okay, so there are 19 trays and each has 28 cookies. 19 * 28: 20 * 28 = 560, minus 28 is 532. They sold 178, so 532 - 178 = 354. Let me double-check: 354 + 178 = 532. Yes.\n"
TRAIN = "At 78 km/h for 4.25 hours the train covers 78 * 4.25 = <<78*4.25=331.5>>331.5 km.\n"
TRAIN_SLIP = "At 78 km/h for 4.5 hours the train covers 78 * 4.5 = <<78*4.5=351>>351 km.\n"
SAVE = "She saves $46.80 a week for 13 weeks: 46.80 * 13 = <<46.8*13=608.4>>608.40 dollars.\n"
TEMP = "The temperature falls 1.9 * 4 = <<1.9*4=7.6>>7.6 degrees, from -2 to -2 - 7.6 = <<-2-7.6=-9.6>>-9.6 degrees.\n"
TEMP_T = "The temperature starts at -2 degrees and drops 1.9 degrees each hour for 4 hours. Total drop: 1.9 * 4 = 7.6. Final: -2 - 7.6 = -9.6.\n"
RENT = "Rent for a year is 1475 * 12 = <<1475*12=17700>>17700 dollars.\nAdding the $950 deposit: 17700 + 950 = <<17700+950=18650>>18650 dollars.\n"
RENT_NODEP = "Rent for a year is 1475 * 12 = <<1475*12=17700>>17700 dollars.\n"
MECH = "The mechanic works 3.75 hours at $14.20 an hour: 3.75 * 14.20 = <<3.75*14.2=53.25>>53.25 dollars.\n"
PCT = "57 of the 150 seedlings sprouted: 57 / 150 * 100 = <<57/150*100=38>>38 percent.\n"
ZERO = "6 boxes of 52 pencils hold 6 * 52 = <<6*52=312>>312 pencils.\n13 classes get 24 each: 13 * 24 = <<13*24=312>>312 pencils.\nSo 312 - 312 = <<312-312=0>>0 pencils are left.\n"
DOZ = "37 batches of 12 muffins make 37 * 12 = <<37*12=444>>444 muffins.\n"
LIB = "7 shelves with 209 books each hold 7 * 209 = <<7*209=1463>>1463 books.\n"
LIB_T = "Each shelf has 209 books and there are 7 shelves. 7 * 200 = 1400 and 7 * 9 = 63, so 1463 books.\n"

# ================================================================ MATH working
G_PROB = r"\frac{3}{25}"
PROB = r"The multiples of $8$ from $1$ to $75$ are $8, 16, \ldots, 72$: nine of them, so the probability is $\frac{9}{75}$"
G_DIST = r"3\sqrt{13}"
DIST = r"The distance is $\sqrt{(7-(-2))^2 + (-1-5)^2} = \sqrt{81 + 36} = \sqrt{117}$"
G_INT = r"\left[ -\frac{5}{2}, 4 \right]"
INT = r"$-13 \le 4x - 3 \le 13$ gives $-10 \le 4x \le 16$, so $-\frac{5}{2} \le x \le 4$."
G_ROOTS = r"\frac{2}{5}, 3"
ROOTS = r"$5x^2 - 17x + 6 = (5x - 2)(x - 3) = 0$."
G_CPX = "10 + 5i"
CPX = r"$(4 - 3i)(1 + 2i) = 4 + 8i - 3i - 6i^2 = 4 + 5i + 6$"
G_RAD = r"\frac{13\pi}{9}"
RAD = r"$260^\circ \cdot \frac{\pi}{180^\circ} = \frac{260\pi}{180}$"
G_BASE = "358"
BASE = r"$2413_5 = 2 \cdot 125 + 4 \cdot 25 + 1 \cdot 5 + 3 = 250 + 100 + 5 + 3$"
G_SYS = "(5, -3)"
SYS = (
    r"From $x - y = 8$, $x = y + 8$. Then $2(y + 8) + 3y = 1$, so $5y = -15$, $y = -3$ and $x = 5$."
)
G_POLY = "8x^2 + 2x - 15"
POLY = r"$(4x - 5)(2x + 3) = 8x^2 + 12x - 10x - 15$"
G_COMB = "1287"
COMB = r"$\binom{13}{5} = \frac{13 \cdot 12 \cdot 11 \cdot 10 \cdot 9}{120} = \frac{154440}{120}$"
G_REP = r"\frac{7}{11}"
REP = r"Let $x = 0.\overline{63}$. Then $100x - x = 63$, so $x = \frac{63}{99}$"
G_ZERO = "0"
ZEROM = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64$"
G_SEC = r"30\pi"
SEC = r"The area is $\frac{108}{360} \cdot \pi \cdot 10^2 = \frac{3}{10} \cdot 100\pi$"
G_RAT = r"3\sqrt{7}"
RAT = r"$\frac{21}{\sqrt{7}} = \frac{21\sqrt{7}}{7}$"
G_SLOPE = r"\frac{9}{4}"
SLOPE = r"The slope is $\frac{11 - 2}{5 - 1} = \frac{9}{4}$"
G_LOG = "-4"
LOG = r"Since $\frac{1}{81} = 3^{-4}$, $\log_3 \frac{1}{81} = -4$"
G_SER = "820"
SER = r"The series has $\frac{79 - 3}{4} + 1 = 20$ terms, so the sum is $\frac{20(3 + 79)}{2}$"
G_TAN = r"\sqrt{3}"
TAN = r"$\tan\frac{\pi}{3} = \frac{\sin(\pi/3)}{\cos(\pi/3)} = \frac{\sqrt{3}/2}{1/2}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "345", "wrong", "tag", th(COOK_T_SLIP) + "<answer>The bakery has 354 cookies left.</answer>", "a sentence in the tag states 354 (178 misread for 187)"),
    g("t_equation_other", "A", "345", "wrong", "tag", th(COOK_T_SLIP) + "<answer>532 - 178 = 354</answer>", "an equation chain in the tag ending 354"),
    g("t_empty", "A", "345", "no_answer", "tag", th(COOK_T) + "<answer></answer>", "an empty tag; 345 only in the thinking"),
    g("t_two_tags", "A", "345", "wrong", "tag", th(COOK_T) + "<answer>345</answer>\n<answer>354</answer>", "two tags, the last states 354"),
    g("t_box_other", "A", "18650", "wrong", "tag", th("Monthly rent is 1475, for 12 months that's 1475 * 12 = 17700.\n") + r"<answer>\boxed{17700}</answer>", "a box in the tag: 17700, the deposit left out"),
    g("t_placeholder", "A", "1463", "no_answer", "tag", th(LIB_T) + "<answer> ... </answer>", "an ellipsis placeholder in the tag; 1463 only in the thinking"),
    g("t_think_gold_tag_other", "A", "1463", "wrong", "tag", th(LIB_T) + "<answer>1436</answer>", "the thinking reaches 1463 but the tag holds 1436 (digits swapped); the tag decides"),
    g("t_hedge", "A", "345", "wrong", "tag", th(COOK_T) + "<answer>345 or 354</answer>", "a hedge between two values in the tag"),
    g("t_unclosed_other", "A", "331.5", "wrong", "tag", th("Speed 78 km/h, time 4.5 hours, so distance = 78 * 4.5 = 351.\n") + "<answer> 351", "an unclosed tag holding 351 (4.5 h misread for 4.25 h)"),
    g("t_template", "A", "53.25", "no_answer", "tag", th("3.75 hours at 14.20 an hour: 3.75 * 14.2 = 53.25.\n") + "<answer> answer here </answer>", "the prompt's template text copied into the tag"),
    g("t_draft_in_think", "A", "345", "wrong", "tag", "<think>\nFirst try: <answer>345</answer>. Hmm, wait, the problem says 178 were sold. 532 - 178 = 354.\n</think>\n<answer>354</answer>", "a draft tag with 345 inside the thinking; the final tag after </think> states 354"),
    g("t_cannot", "A", "608.4", "no_answer", "tag", th("46.80 per week... 13 weeks... I'm not sure whether the first week counts.\n") + "<answer>Cannot be determined from the information given.</answer>", "the tag declines to answer"),
    g("t_units_other", "A", "331.5", "wrong", "tag", th("78 km/h times 4.5 hours = 351 km.\n") + "<answer>351 km</answer>", "a unit in the tag; the value 351"),
    g("t_empty_box", "A", "444", "no_answer", "tag", th("37 batches of 12 is 37 * 12 = 444 muffins.\n") + "<answer>\n\\boxed{}\n</answer>", "an empty box in the tag; 444 only in the thinking"),
    g("t_no_think_open_other", "A", "-9.6", "wrong", "tag", " The temperature drops 1.9 * 4 = 7.6 degrees, so it ends at 7.6 below the start... the answer is -7.6.\n</think>\n<answer>-7.6</answer>", "R1-Zero with <think> prefilled by the prompt; the tag states -7.6 (start of -2 forgotten)"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + " = 10 + 5i. Wait, -6i^2 = -6? So 4 + 5i - 6 = -2 + 5i.\n") + r"<answer>$\boxed{-2 + 5i}$</answer>", "a box in the tag: -2 + 5i (sign slip on i^2)"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " So x = 2/5 or x = 3.\n") + r"<answer>$x = \frac{2}{5}$</answer>", "only one of the two roots in the tag"),
    m("t_m_decimal", "A", G_DIST, "wrong", "tag", th(DIST + r" \approx 10.82." + "\n") + "<answer>10.82</answer>", "a rounded decimal for 3\\sqrt{13} (10.8166...) in the tag"),
    m("t_m_cut_in_think", "A", G_COMB, "no_answer", "truncated", "<think>\n" + COMB + r" = 1287. Let me verify this another way using Pascal's rule: \binom{12}{4} + \binom{12}{5} = 495 + ", "cut inside the thinking, no tag"),
    m("t_m_statement_other", "A", G_SYS, "wrong", "tag", th("From the second equation x = y + 8... 2y + 16 + 3y = 1, so 5y = -15, y = -3, x = 5.\n") + "<answer>The solution is $(x, y) = (-3, 5)$.</answer>", "the coordinates swapped in the tag's sentence"),
    g("t_ok_sentence", "B", "345", "correct", "tag", th(COOK_T) + "<answer>The bakery has 345 cookies left.</answer>", "a sentence in the tag (twin of t_sentence_other)"),
    g("t_ok_equation", "B", "345", "correct", "tag", th(COOK_T) + "<answer>532 - 187 = 345</answer>", "an equation chain ending in the gold (twin of t_equation_other)"),
    g("t_ok_box", "B", "18650", "correct", "tag", th("Monthly rent is 1475, for 12 months that's 17700. Plus the 950 deposit: 18650.\n") + r"<answer>\boxed{18,650}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar", "B", "608.4", "correct", "tag", th("46.80 * 13 = 608.40.\n") + "<answer>$608.40</answer>", "a dollar sign and a trailing zero in the tag"),
    g("t_ok_units", "B", "331.5", "correct", "tag", th("78 km/h times 4.25 hours = 331.5 km.\n") + "<answer>331.5 km</answer>", "a unit in the tag (twin of t_units_other)"),
    g("t_ok_unclosed", "B", "331.5", "correct", "tag", th("78 * 4.25 = 331.5.\n") + "<answer> 331.5", "an unclosed tag holding the gold"),
    g("t_ok_bold", "B", "444", "correct", "tag", th("37 * 12 = 444.\n") + "<answer>**444** muffins</answer>", "markdown bold and a unit noun in the tag"),
    g("t_ok_no_think_open", "B", "-9.6", "correct", "tag", " " + TEMP_T + "</think>\n<answer>-9.6</answer>", "R1-Zero with <think> prefilled: the completion starts inside the thinking"),
    g("t_ok_draft_then_gold", "B", "345", "correct", "tag", "<think>\nFirst try: <answer>354</answer>. Hmm, wait, the problem says 187 were sold, not 178. 532 - 187 = 345.\n</think>\n<answer>345</answer>", "a wrong draft tag inside the thinking, the final tag the gold (twin of t_draft_in_think)"),
    g("t_ok_multiline", "B", "1463", "correct", "tag", th(LIB_T) + "<answer>\nTotal books:\n1463\n</answer>", "a label line then the value, on separate lines in the tag"),
    g("t_ok_eos", "B", "53.25", "correct", "tag", th("3.75 * 14.20 = 53.25.\n") + "<answer>53.25</answer><|endoftext|>", "an end-of-text token after the tag"),
    m("t_m_ok_box_sentence", "B", G_PROB, "correct", "tag", th(PROB + r" = \frac{3}{25}." + "\n") + r"<answer>The probability is $\boxed{\frac{3}{25}}$.</answer>", "a sentence with a box in the tag"),
    m("t_m_ok_or_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{2}{5}$ or $x = 3$</answer>", "both roots joined by 'or': the solution set, not a hedge"),
    m("t_m_ok_pair", "B", G_SYS, "correct", "tag", th("x = y + 8, 5y + 16 = 1, y = -3, x = 5.\n") + "<answer>The solution is $(x, y) = (5, -3)$.</answer>", "(x, y) = in a sentence in the tag (twin of t_m_statement_other)"),
    m("t_m_ok_box_cpx", "B", G_CPX, "correct", "tag", th(CPX + " = 10 + 5i.\n") + r"<answer>$\boxed{10+5i}$</answer>", "a box in math mode in the tag (twin of t_m_box_other)"),
    m("t_m_ok_exact", "B", G_DIST, "correct", "tag", th(DIST + r" = 3\sqrt{13}." + "\n") + r"<answer>\sqrt{117}</answer>", "\\sqrt{117} = 3\\sqrt{13} (twin of t_m_decimal)"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in [-\frac{5}{2}, 4]$</answer>", "x \\in an interval in the tag"),

    # ================================================================ 2. phrase marker then ####
    g("h_answer_is_colon_other", "A", "345", "wrong", "hash", COOK_SLIP + "The answer is: #### 354", "'The answer is: ####' with 354"),
    g("h_so_answer_other", "A", "345", "wrong", "hash", COOK_SLIP + "So the answer is #### 354", "'So the answer is ####' with 354"),
    g("h_final_answer_other", "A", "331.5", "wrong", "hash", TRAIN_SLIP + "Final Answer: #### 351", "'Final Answer: ####' with 351"),
    g("h_answer_colon_other", "A", "18650", "wrong", "hash", RENT_NODEP + "Answer: #### 17700", "'Answer: ####' with 17700, the deposit left out"),
    g("h_phrase_gold_hash_other", "A", "345", "wrong", "hash", COOK + "The answer is 345.\n#### 354", "phrase 345, #### 354: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "1463", "wrong", "hash", LIB + "#### 1463\nSo the answer is 1436 books.", "#### the gold, then a phrase stating 1436"),
    g("h_empty_after_phrase", "A", "444", "no_answer", "hash", DOZ + "The answer is: ####", "an empty #### after the phrase; 444 only in the working"),
    g("h_hedge", "A", "345", "wrong", "hash", COOK + "The answer is #### 345 or 354", "a hedge after ####"),
    g("h_fewshot_tail", "A", "345", "wrong", "hash", COOK_SLIP + "The answer is #### 354\n\nQuestion: A baker makes 345 rolls and sells 100. How many are left?\nAnswer: 345 - 100 = 245. The answer is #### 245", "354 for the question posed; 345 and 245 only in an invented few-shot question"),
    g("h_dollar_other", "A", "18650", "wrong", "hash", RENT_NODEP + "So the answer is #### $17,700.", "#### $17,700 with the deposit left out"),
    g("h_newline_other", "A", "53.25", "wrong", "hash", "The mechanic works 3.75 hours at $14.20 an hour: 3.75 * 14.20 = <<3.75*14.2=53.5>>53.5 dollars.\nThe answer is:\n#### 53.5", "a calculator slip: 53.5 after 'The answer is:' on the next line"),
    g("h_bold_other", "A", "-9.6", "wrong", "hash", "The temperature falls 1.9 * 4 = <<1.9*4=7.6>>7.6 degrees.\n**Answer:** #### -7.6", "bold Answer then #### -7.6 (the start of -2 forgotten)"),
    g("h_therefore_other", "A", "38", "wrong", "hash", "57 / 150 = <<57/150=0.38>>0.38, so 1 - 0.38 = 0.62 did not sprout, which is 62 percent.\nTherefore, the answer is #### 62", "the complement, 62"),
    m("h_m_other", "A", G_COMB, "wrong", "hash", COMB + r" $= 1286$." + "\nThe answer is: #### 1286", "a MATH answer after 'The answer is: ####', 1286"),
    g("h_llama_other", "A", "608.4", "wrong", "hash", llama(("Weekly savings", "She saves $46.80 each week."), ("Total", "For 12 weeks: 46.80 * 12 = 561.60.")) + "The final answer is: #### 561.60", "Llama 3 steps then 'The final answer is: ####' 561.60 (12 weeks for 13)"),
    g("h_ok_answer_is_colon", "B", "345", "correct", "hash", COOK + "The answer is: #### 345", "'The answer is: ####' (the issue's case; twin of h_answer_is_colon_other)"),
    g("h_ok_so_answer", "B", "345", "correct", "hash", COOK + "So the answer is #### 345", "'So the answer is ####' (twin)"),
    g("h_ok_final_answer", "B", "331.5", "correct", "hash", TRAIN + "Final Answer: #### 331.5", "'Final Answer: ####' (twin)"),
    g("h_ok_answer_colon", "B", "18650", "correct", "hash", RENT + "Answer: #### 18650", "'Answer: ####' (twin)"),
    g("h_ok_dollar_comma", "B", "18650", "correct", "hash", RENT + "So the answer is #### $18,650.", "a dollar sign, a comma and a period after #### (twin of h_dollar_other)"),
    g("h_ok_bold", "B", "53.25", "correct", "hash", MECH + "**Answer:** #### 53.25", "bold Answer then ####"),
    g("h_ok_units", "B", "1463", "correct", "hash", LIB + "The final answer is #### 1463 books.", "a unit noun after the #### value"),
    g("h_ok_fewshot_tail", "B", "345", "correct", "hash", COOK + "The answer is #### 345\n\nQuestion: A baker makes 354 rolls and sells 100. How many are left?\nAnswer: 354 - 100 = 254. The answer is #### 254", "the gold for the question posed; an invented few-shot question after it (twin of h_fewshot_tail)"),
    g("h_ok_negative", "B", "-9.6", "correct", "hash", TEMP + "The answer is: #### -9.6", "a negative decimal after the phrase and ####"),
    g("h_ok_nospace", "B", "444", "correct", "hash", DOZ + "Therefore, the answer is: ####444", "#### with no space before the value"),
    g("h_ok_phrase_then_hash", "B", "345", "correct", "hash", COOK + "The answer is 345.\n#### 345", "phrase and #### agree"),
    g("h_ok_trailing_zero", "B", "608.4", "correct", "hash", SAVE + "The answer is #### 608.40", "a trailing zero after ####"),
    g("h_ok_zero", "B", "0", "correct", "hash", ZERO + "Answer: #### 0", "zero after 'Answer: ####'"),
    m("h_m_ok", "B", G_COMB, "correct", "hash", COMB + r" $= 1287$." + "\nThe answer is: #### 1287", "a MATH answer after 'The answer is: ####' (twin of h_m_other)"),
    g("h_ok_llama", "B", "608.4", "correct", "hash", llama(("Weekly savings", "She saves $46.80 each week."), ("Total", "For 13 weeks: 46.80 * 13 = 608.40.")) + "The final answer is: #### 608.4", "Llama 3 steps then 'The final answer is: ####' (twin of h_llama_other)"),
    g("h_ok_newline", "B", "53.25", "correct", "hash", MECH + "The answer is:\n#### 53.25", "'The answer is:' then #### on the next line (twin of h_newline_other)"),

    # ================================================================ 3. exactness
    m("x_m_float_zero", "A", G_ZERO, "wrong", "boxed", "```python\nimport math\nx = 4.0000000001\nprint(x**3 - 16*x)\n```\n```output\n3.2000001e-09\n```\n" + r"So $f(4) \approx \boxed{3.2 \times 10^{-9}}$.", "a tiny non-zero value for gold 0 (from a perturbed input)"),
    m("x_m_tiny_box", "A", G_ZERO, "wrong", "boxed", ZEROM + r" $= \boxed{10^{-12}}$", "10^{-12} against gold 0"),
    g("x_tiny_hash", "A", "0", "wrong", "hash", ZERO.replace("So 312 - 312 = <<312-312=0>>0", "So 312 - 311.999 = <<312-311.999=0.001>>0.001") + "#### 0.001", "0.001 against gold 0"),
    m("x_m_pi_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $= 30\pi \approx \boxed{94.25}$", "94.25 for 30\\pi (94.2477...)"),
    m("x_m_pi_more_digits", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{94.24778}$", "a long decimal for 30\\pi; still not exact"),
    m("x_m_sqrt_decimal", "A", G_DIST, "wrong", "minerva", DIST + r" $\approx 10.8167$." + "\n" + MINERVA.format("$10.8167$"), "a decimal for 3\\sqrt{13}"),
    m("x_m_rep_rounded", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.64}$", "0.64 is not 7/11"),
    m("x_m_rep_truncated", "A", G_REP, "wrong", "boxed", REP + r" $= 0.6363\ldots$, so the answer is $\boxed{0.6363}$.", "0.6363 is a truncation of 7/11"),
    g("x_rounded", "A", "53.25", "wrong", "hash", MECH + "Rounded to the nearest dollar: 53.\n#### 53", "rounded to 53"),
    g("x_rounded_tenth", "A", "53.25", "wrong", "hash", MECH + "#### 53.3", "rounded to 53.3"),
    g("x_truncated", "A", "608.4", "wrong", "hash", SAVE + "#### 608", "truncated to 608"),
    g("x_off_by_cent", "A", "18650", "wrong", "hash", RENT + "#### 18650.01", "18650.01, relative error under 1e-6"),
    g("x_floor", "A", "331.5", "wrong", "hash", TRAIN + "Rounding down, the train covers 331 km.\n#### 331", "331 for 331.5"),
    m("x_m_sci_rounded", "A", G_COMB, "wrong", "boxed", COMB + r" $\approx \boxed{1.29 \times 10^{3}}$", "1.29 x 10^3 = 1290, not 1287"),
    m("x_m_sqrt3_decimal", "A", G_TAN, "wrong", "boxed", TAN + r" $\approx \boxed{1.732}$", "1.732 for \\sqrt3 (1.73205...)"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{4.54}$", "4.54 for 13\\pi/9 (4.5378...)"),
    m("x_m_log_perturbed", "A", G_LOG, "wrong", "boxed", r"Using the change of base formula, $\log_3 \frac{1}{81} = \frac{\ln(1/81)}{\ln 3} \approx \boxed{-3.9999}$", "-3.9999 for -4"),
    m("x_m_sign_poly", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{8x^2 + 2x + 15}$", "a one-sign perturbation: +15 for -15"),
    g("x_percent_share", "A", "38", "wrong", "hash", PCT.replace("57 / 150 * 100 = <<57/150*100=38>>38 percent", "57 / 150 = <<57/150=0.38>>0.38") + "#### 0.38", "debatable: the share 0.38 where the question asks a percent (38); proposed decision: reject (round 21's convention)", True),
    m("x_m_ok_zero_float", "B", G_ZERO, "correct", "boxed", ZEROM + r" $= \boxed{0.0}$", "0.0 for 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", ZERO + "#### 0.00", "0.00 for 0"),
    m("x_m_ok_pi_form", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{300\pi}{10}}$", "300\\pi/10 = 30\\pi unsimplified"),
    m("x_m_ok_sqrt117", "B", G_DIST, "correct", "minerva", DIST + ".\n" + MINERVA.format(r"$\sqrt{117}$"), "\\sqrt{117} = 3\\sqrt{13} (twin of x_m_sqrt_decimal)"),
    m("x_m_ok_repeating", "B", G_REP, "correct", "boxed", REP + r" $= \frac{7}{11}$, i.e. $\boxed{0.\overline{63}}$.", "0.\\overline{63} = 7/11 exactly"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.12}$.", "0.12 = 3/25 exactly"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{9}{75}}$.", "9/75 = 3/25 unsimplified"),
    g("x_ok_fraction", "B", "-9.6", "correct", "boxed", TEMP + r"The final temperature is $\boxed{-\frac{48}{5}}$ degrees.", "-48/5 = -9.6"),
    g("x_ok_trailing_zeros", "B", "53.25", "correct", "hash", MECH + "#### 53.250", "a trailing zero"),
    m("x_m_ok_sci", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{1.287 \times 10^{3}}$", "1.287 x 10^3 = 1287 exactly (twin of x_m_sci_rounded)"),
    m("x_m_ok_sqrt3_form", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{\frac{3}{\sqrt{3}}}$", "3/\\sqrt3 = \\sqrt3"),
    m("x_m_ok_rad_form", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{13}{9}\pi}$", "13/9 \\pi = 13\\pi/9 (twin of x_m_rad_decimal)"),
    m("x_m_ok_log_float", "B", G_LOG, "correct", "boxed", LOG + r", so the answer is $\boxed{-4.0}$.", "-4.0 for -4"),
    m("x_m_ok_reordered", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{2x + 8x^2 - 15}$", "the terms reordered (twin of x_m_sign_poly)"),
    m("x_m_ok_mixed", "B", G_SLOPE, "correct", "boxed", SLOPE + r" $= \boxed{2\frac{1}{4}}$", "the mixed number 2 1/4 = 9/4"),
    m("x_m_ok_slope_decimal", "B", G_SLOPE, "correct", "boxed", SLOPE + r" $= \boxed{2.25}$", "2.25 = 9/4 exactly"),
    m("x_m_ok_rat", "B", G_RAT, "correct", "boxed", r"$\frac{21}{\sqrt{7}} = \frac{21}{\sqrt{7}} \cdot \frac{\sqrt{7}}{\sqrt{7}} = \boxed{\sqrt{63}}$", "\\sqrt{63} = 3\\sqrt7, not simplified"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5i + 10}$", "5i + 10 = 10 + 5i"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "345", "no_answer", "answer_is", COOK + "Hmm, that seems off. The answer is not 345.", "the gold negated, nothing after"),
    m("n_m_neq_box", "A", G_BASE, "no_answer", "boxed", BASE + r" $\Rightarrow \boxed{\neq 358}$", "a box holding \\neq gold"),
    g("n_strike_only", "A", "345", "no_answer", "hash", COOK + "#### ~~345~~", "the gold struck out with ~~ and nothing after"),
    g("n_strike_then_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### ~~345~~ 354", "the gold struck, 354 after"),
    g("n_marked_incorrect", "A", "1463", "wrong", "boxed", LIB + r"$\boxed{1463}$ (incorrect)", "the model marks its own box incorrect"),
    g("n_box_text_wrong", "A", "444", "wrong", "boxed", DOZ + r"$\boxed{444 \text{ (wrong)}}$", "an annotation inside the box marks it wrong"),
    g("n_struck_sentence", "A", "345", "wrong", "answer_is", COOK + "~~The answer is 345.~~ The bakery sold 178, so the answer is 354.", "the gold sentence struck, 354 after"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{30\pi}}$", "a cancelled box, nothing after"),
    g("n_not_the_case", "A", "1463", "no_answer", "answer_is", LIB + "But some shelves are only half full, so it is not the case that the answer is 1463. I don't have enough information to say more.", "the gold negated, then no answer"),
    g("n_cross_emoji", "A", "345", "wrong", "boxed", COOK + r"$\boxed{345}$ ❌", "a cross mark after the box"),
    g("n_html_strike", "A", "345", "wrong", "hash", COOK_SLIP + "#### <s>345</s> 354", "an HTML strike over the gold, 354 after"),
    m("n_m_sout_other", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{\sout{1287}\ 1278}$", "the gold struck with \\sout, 1278 after"),
    g("n_incorrect_giveup", "A", "608.4", "no_answer", "answer_is", SAVE + "608.40 is incorrect, because she skips one week. I am unable to find the right amount.", "the gold called incorrect, then no answer"),
    g("n_not_paren", "A", "345", "wrong", "boxed", COOK_SLIP + r"$\boxed{354}$ (not 345)", "354 boxed, the gold negated in the annotation"),
    m("n_m_st_cpx", "A", G_CPX, "no_answer", "boxed", CPX + r" $= \boxed{\text{\st{10 + 5i}}}$", "the gold struck inside the box with \\st, nothing else"),
    g("n_unicode_strike", "A", "345", "wrong", "hash", COOK_SLIP + "#### 3\u03364\u03365\u0336 354", "the gold struck with combining long strokes (U+0336), 354 after"),
    g("n_false_mark", "A", "-9.6", "wrong", "answer_is", TEMP + "The answer is -9.6. (FALSE — the start was +2, so 2 - 7.6 = -5.6.) The answer is -5.6.", "the model marks its first answer false and gives -5.6"),
    g("n_ok_not_other", "B", "345", "correct", "answer_is", COOK + "The answer is not 354 but 345.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "345", "correct", "hash", COOK + "#### ~~354~~ 345", "the wrong value struck, the gold after (twin of n_strike_then_other)"),
    g("n_ok_check_emoji", "B", "345", "correct", "boxed", COOK + r"$\boxed{345}$ ✅", "a check mark after the box (twin of n_cross_emoji)"),
    g("n_ok_not_after", "B", "345", "correct", "answer_is", COOK + "The answer is 345, not 354.", "the gold then a negated other value"),
    g("n_ok_marked_correct", "B", "1463", "correct", "boxed", LIB + r"$\boxed{1463}$ (correct)", "the model marks its box correct (twin of n_marked_incorrect)"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{358}$ (in base 10)", "an annotation naming the base"),
    g("n_ok_none_left", "B", "0", "correct", "boxed", ZERO + r"The answer is $\boxed{0}$; none are left.", "'none' after a boxed 0"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{21}{\sqrt{7}} = \frac{21\sqrt{7}}{7} = \frac{\cancel{21}^{\,3}\sqrt{7}}{\cancel{7}} = \boxed{3\sqrt{7}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_working", "B", G_ROOTS, "correct", "boxed", ROOTS + r" Note $x \neq -\frac{2}{5}$ (a sign slip to avoid). " + qbox(r"\frac{2}{5}, 3"), "a \\neq in the working, the roots boxed"),
    g("n_ok_html_strike", "B", "345", "correct", "hash", COOK + "#### <s>354</s> 345", "an HTML strike over the wrong value (twin of n_html_strike)"),
    m("n_m_ok_sout_other", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{\sout{1278}\ 1287}$", "the wrong value struck, the gold after (twin of n_m_sout_other)"),
    g("n_ok_not_deposit", "B", "18650", "correct", "hash", RENT + "Not 17,700: that leaves out the deposit.\n#### 18650", "a negated other value before the #### gold"),
    g("n_ok_verified", "B", "345", "correct", "answer_is", COOK + "The answer is 345 (verified: 345 + 187 = 532).", "a verification annotation after the answer"),
    m("n_m_ok_text_not", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{1287} \quad (\text{not } 1278)$", "the gold boxed, another value negated in text after"),
    g("n_ok_unicode_strike", "B", "345", "correct", "hash", COOK + "#### 3\u03365\u03364\u0336 345", "the wrong value struck with U+0336, the gold after (twin of n_unicode_strike)"),
    g("n_ok_false_then_gold", "B", "-9.6", "correct", "answer_is", "The temperature falls 1.9 * 4 = 7.6 degrees. The answer is -7.6. (FALSE — it starts at -2, so -2 - 7.6 = -9.6.) The answer is -9.6.", "the model marks its first answer false and gives the gold (twin of n_false_mark)"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_dozen_gold", "A", "444", "wrong", "hash", DOZ + "#### 444 dozen", "444 dozen = 5328, not the 444 muffins the working counts"),
    g("u_thousand", "A", "1463", "wrong", "answer_is", LIB + "The answer is 1463 thousand books.", "1463 thousand = 1,463,000"),
    g("u_million", "A", "18650", "wrong", "answer_is", RENT + "So she pays 18650 million in total.", "18650 million is not 18650"),
    g("u_cents", "A", "53.25", "wrong", "answer_is", "3.75 * 14.20 = 53.25, so the mechanic earns 53.25 cents.", "53.25 cents is $0.5325, not the $53.25 the problem asks"),
    g("u_k_suffix", "A", "345", "wrong", "hash", COOK + "#### 345k", "345k = 345,000"),
    g("u_hundred", "A", "1463", "wrong", "hash", LIB + "#### 1463 hundred", "1463 hundred = 146,300"),
    g("u_percent_of_percent", "A", "38", "wrong", "answer_is", "57 / 150 = 0.38, so 0.38% of the seedlings sprouted.", "0.38 % is not 38 %"),
    g("u_rounded_thousand", "A", "1463", "wrong", "hash", LIB + "That is about 1.5 thousand books.\n#### 1.5 thousand", "1.5 thousand = 1500, a rounding"),
    g("u_colder_sign", "A", "-9.6", "wrong", "hash", "The temperature drops 1.9 * 4 = <<1.9*4=7.6>>7.6 degrees, so it is 9.6 degrees colder.\n#### 9.6", "9.6 after ####: the sign lost (and 'colder' is the drop, not the reading)"),
    g("u_meters", "A", "331.5", "wrong", "answer_is", "78 * 4.25 = 331.5, so the train travels 331.5 m.", "debatable: 331.5 m is not 331.5 km, though the number matches; proposed decision: reject (a stated unit that changes the quantity)", True),
    m("u_m_pi_dropped", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{30 \text{ square units}}$", "\\pi dropped: 30 square units, not 30\\pi"),
    m("u_m_pi_squared", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{30\pi^2}$", "30\\pi^2 is not 30\\pi"),
    m("u_m_rad_word_no_pi", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{13}{9} \text{ radians}}$", "13/9 radians: \\pi dropped"),
    m("u_m_base_thousand", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{358 \text{ thousand}}$", "358 thousand = 358,000, not 358"),
    m("u_m_percent", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1287\%}$", "1287 % = 12.87"),
    g("u_dozen_batches", "A", "444", "wrong", "answer_is", "Each batch is 12 muffins and there are 37 batches, so the answer is 37 batches.", "37 batches is the given count, not the 444 muffins asked"),
    g("u_ok_dozen_equiv", "B", "444", "correct", "answer_is", DOZ + "The answer is 444 muffins (37 dozen).", "the gold then an equal dozen count"),
    g("u_ok_thousand", "B", "18650", "correct", "answer_is", RENT + "She pays $18.65 thousand in total.", "18.65 thousand = 18650"),
    g("u_ok_k", "B", "18650", "correct", "hash", RENT + "#### 18.65k", "18.65k = 18650 (twin of u_k_suffix)"),
    g("u_ok_dollars", "B", "53.25", "correct", "answer_is", MECH + "The mechanic earns $53.25 dollars.", "a dollar sign and the word dollars (twin of u_cents)"),
    g("u_ok_usd", "B", "18650", "correct", "answer_is", RENT + "Total paid: 18,650 USD.", "USD after a comma-grouped value"),
    g("u_ok_km", "B", "331.5", "correct", "answer_is", TRAIN + "The train travels 331.5 kilometers.", "the unit word spelled out (twin of u_meters)"),
    g("u_ok_percent", "B", "38", "correct", "answer_is", PCT + "So 38% of the seedlings sprouted.", "a percent sign (twin of u_percent_of_percent)"),
    g("u_ok_percent_word", "B", "38", "correct", "hash", PCT + "#### 38 percent", "the word percent after ####"),
    g("u_ok_celsius", "B", "-9.6", "correct", "answer_is", TEMP + "The final temperature is -9.6 °C.", "a degree sign with C"),
    g("u_ok_below_zero", "B", "-9.6", "correct", "answer_is", TEMP + "So the temperature ends at 9.6 degrees below zero.", "debatable: '9.6 degrees below zero' is -9.6 in words; proposed decision: accept (equal in value)", True),
    g("u_ok_books_total", "B", "1463", "correct", "hash", LIB + "#### 1,463 books in total", "a comma group and unit words after ####"),
    g("u_ok_us_dollar", "B", "608.4", "correct", "answer_is", SAVE + "She saves US$608.40.", "US$ before the value"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi \text{ cm}^2}$", "a unit in the box (twin of u_m_pi_dropped)"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{13\pi}{9} \text{ radians}}$", "the word radians in the box (twin of u_m_rad_word_no_pi)"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{358_{10}}$", "the decimal base marked (twin of u_m_base_subscript)"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{1287 \text{ ways}}$", "a count noun in the box (twin of u_m_percent)"),
    g("u_ok_dozen_only", "B", "444", "correct", "answer_is", DOZ + "That is 37 dozen muffins.\nThe answer is 37 dozen.", "debatable: 37 dozen = 444, the number written is 37; proposed decision: accept (dozen is a unit that multiplies by 12)", True),

    # ================================================================ 6. retractions and corrections vs harmless after-text
    g("r_edit", "A", "345", "wrong", "hash", COOK + "#### 345\n\nEdit: I misread the problem; 178 were sold, so 532 - 178 = 354.", "Edit: after the answer, 354"),
    g("r_update", "A", "18650", "wrong", "hash", RENT + "#### 18650\nUpdate: it's actually 17,700, since the deposit is refunded.", "Update: it's actually 17,700"),
    g("r_erratum", "A", "53.25", "wrong", "boxed", MECH + r"$\boxed{53.25}$" + "\n\nErratum: the rate was $14.02, so 3.75 * 14.02 = 52.575.", "Erratum: 52.575 (3.75 * 14.02)"),
    g("r_never_mind", "A", "444", "wrong", "answer_is", DOZ + "The answer is 444. Never mind, 5 of them were burnt, so 439.", "Never mind, 439"),
    g("r_paren_not", "A", "345", "wrong", "hash", COOK + "#### 345 (Not 345; 354.)", "(Not X; Y.) after the answer"),
    g("r_wait_redo", "A", "345", "wrong", "hash", COOK + "#### 345\n\nWait, that's wrong. Let me re-read: 178 were sold. 532 - 178 = 354.\n#### 354", "a redo after the answer, a new #### 354"),
    g("r_correction", "A", "1463", "wrong", "boxed", LIB + r"The answer is $\boxed{1463}$." + "\n\nCorrection: one shelf has 182 books, so 6 * 209 + 182 = 1436.", "Correction: 1436 (6 * 209 = 1254; 1254 + 182 = 1436)"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1287}$" + "\n\nActually, the order of selection matters here, so the count is $13 \\cdot 12 \\cdot 11 \\cdot 10 \\cdot 9 = \\boxed{154440}$.", "a later box 154440"),
    g("r_oops", "A", "608.4", "wrong", "hash", SAVE + "#### 608.40\nOops, it's 12 weeks, not 13: 46.80 * 12 = 561.60.", "Oops: 561.60"),
    g("r_after_tag", "A", "345", "wrong", "tag", th(COOK_T) + "<answer>345</answer>\nHmm, actually the problem says 178 were sold, so the answer should be 354.", "after the tag the model revises to 354"),
    g("r_placeholder", "A", "1463", "no_answer", "hash", LIB + "#### 1463\n\nThe above is a placeholder; I'll compute the real answer once I know how many shelves are full.", "the model withdraws its answer as a placeholder, nothing after: no final answer"),
    g("r_scratch", "A", "1463", "wrong", "answer_is", LIB + "So 1463 books. Scratch that — 1436.", "Scratch that: 1436"),
    m("r_m_refactor", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{\frac{2}{5}, 3}$" + "\n\nWait, I factored incorrectly. It should be $(5x - 3)(x - 2) = 0$, giving $\\boxed{\\frac{3}{5}, 2}$.", "a wrong refactoring after the answer, a new box 3/5, 2"),
    m("r_m_qwen_correction", "A", G_SYS, "wrong", "boxed", SYS + "\n\n" + QWEN_END.format("(5, -3)") + "\n\n**Correction:** I swapped the variables; the ordered pair is $\\boxed{(-3, 5)}$.", "a correction to (-3, 5) after Qwen's closing line"),
    g("r_ps_other", "A", "18650", "wrong", "hash", RENT + "#### 18650\n\nP.S. The correct total is 19,600, because the deposit is charged twice.", "P.S. states 19,600 (17700 + 2 * 950) as the correct total"),
    g("r_ok_edit_format", "B", "345", "correct", "hash", COOK + "#### 345\n\nEdit: fixed formatting.", "Edit: about formatting only (twin of r_edit)"),
    g("r_ok_correction_to_gold", "B", "345", "correct", "hash", COOK_SLIP + "#### 354\n\nCorrection: 187 were sold, not 178, so 532 - 187 = 345.\n#### 345", "a correction to the gold"),
    g("r_ok_check", "B", "345", "correct", "hash", COOK + "#### 345\n\nCheck: 345 + 187 = 532 ✓", "a check after the answer ending in another number"),
    g("r_ok_paren_not", "B", "345", "correct", "hash", COOK + "#### 345 (Not 354; 345.)", "(Not X; gold.) (twin of r_paren_not)"),
    g("r_ok_pleasantry", "B", "53.25", "correct", "hash", MECH + "#### 53.25\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_recheck_same", "B", "331.5", "correct", "hash", TRAIN + "#### 331.5\n\nWait, let me double-check: 78 * 4 = 312 and 78 * 0.25 = 19.5, and 312 + 19.5 = 331.5. Yes, the answer stays 331.5.", "a re-check after the answer that confirms it"),
    g("r_ok_summary", "B", "345", "correct", "hash", COOK + "#### 345\n\nSummary: started with 532 cookies, sold 187.", "a summary after the answer ending in a given number"),
    g("r_ok_update_same", "B", "53.25", "correct", "boxed", MECH + r"$\boxed{53.25}$" + "\n\nUpdate: re-checked with 14.20 * 3.75; still 53.25.", "an update confirming the same value (twin of r_erratum)"),
    g("r_ok_never_mind_gold", "B", "345", "correct", "answer_is", COOK_SLIP + "The answer is 354. Never mind, I misread: 187 were sold, so the answer is 345.", "Never mind, then the gold"),
    m("r_m_ok_actually_gold", "B", G_COMB, "correct", "boxed", r"$13 \cdot 12 \cdot 11 \cdot 10 \cdot 9 = \boxed{154440}$" + "\n\nActually, the order does not matter, so I must divide by $5! = 120$: " + COMB + r" $= \boxed{1287}$.", "a correction from 154440 to the gold (twin of r_m_actually)"),
    m("r_m_ok_check_pair", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(5, -3)}$" + "\n\nCheck: $2(5) + 3(-3) = 1$ ✓ and $5 - (-3) = 8$ ✓.", "a check after the box ending in 8"),
    g("r_ok_after_tag_verify", "B", "345", "correct", "tag", th(COOK_T) + "<answer>345</answer>\nI verified this by adding back: 345 + 187 = 532.", "a verification after the tag (twin of r_after_tag)"),
    g("r_ok_eot", "B", "608.4", "correct", "hash", SAVE + "#### 608.4<|eot_id|>", "Llama 3's end token after the answer"),
    m("r_m_ok_refactor_gold", "B", G_ROOTS, "correct", "boxed", r"$5x^2 - 17x + 6 = (5x - 3)(x - 2) = 0$, so $\boxed{\frac{3}{5}, 2}$." + "\n\nWait, I factored incorrectly: $(5x - 3)(x - 2) = 5x^2 - 13x + 6$. It should be " + ROOTS + r" So the roots are $\boxed{\frac{2}{5}, 3}$.", "a refactoring to the gold (twin of r_m_refactor)"),
    g("r_ok_note_hypo", "B", "18650", "correct", "hash", RENT + "#### 18650\n\nNote: if the deposit were refunded, her net cost would be 17,700.", "a hypothetical note after the committed answer"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_said", "A", "345", "wrong", "answer_is", COOK_SLIP + "My teacher said the answer is 345, but I get 354.\nThe answer is 354.", "the gold only reported as someone else's claim; the model's answer 354"),
    g("q_key_only", "A", "345", "no_answer", "none", 'I couldn\'t work this one out. The answer key says: "#### 345"', "debatable: only the answer key quoted after the model says it could not solve it; proposed decision: reject (no own answer)", True),
    g("q_if_then_other", "A", "345", "wrong", "hash", "If 187 had been sold, the answer would be 345. But the problem says 178 were sold, so 532 - 178 = 354.\n#### 354", "the gold only under a counterfactual; the final #### 354"),
    g("q_both_branches", "A", "18650", "wrong", "answer_is", RENT_NODEP + "If the deposit is included, the total would be 18,650; if not, 17,700.", "two conditional values, no commitment: a hedge"),
    g("q_quoted_hash_refuse", "A", "345", "no_answer", "none", "The expected output format is:\n> #### 345\nHowever, I cannot solve this problem without knowing how many trays were full.", "a quoted #### line (format example) then a refusal"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{1287}$." I cannot verify this without more information about the selection rules.', "the gold only inside the user's quoted request; the model declines"),
    g("q_self_posed", "A", "345", "wrong", "hash", COOK_SLIP + "#### 354\n\nNow try this one yourself: 19 trays of 28 cookies, 187 sold. How many are left? Answer: 345", "the model's answer 354; 345 only in a practice problem it poses after"),
    m("q_m_invented_user", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{1278}$" + IM_USER + "The correct answer is $\\boxed{1287}$.", "the gold only in an invented ChatML user turn"),
    m("q_m_invented_llama_user", "A", G_SEC, "wrong", "boxed", SEC.replace("108", "120").replace(r"\frac{3}{10}", r"\frac{1}{3}") + r" $= \boxed{\frac{100\pi}{3}}$" + EOT_USER + "That's wrong, the area is $30\\pi$.", "the model's 100\\pi/3 (120 degrees for 108); 30\\pi only in an invented Llama 3 user turn"),
    g("q_parts", "A", "18650", "wrong", "hash", "(a) With the deposit: 17700 + 950 = 18650.\n(b) Without the deposit: 17700.\n#### 17700", "the gold only in part (a); the final #### 17700"),
    g("q_student_wrote", "A", "345", "wrong", "hash", 'A student wrote "#### 345", but they used the wrong number sold; the correct count is 532 - 178 = 354.\n#### 354', "the gold in a quoted student answer; final 354"),
    m("q_m_suppose_contra", "A", G_PROB, "no_answer", "none", r"Suppose the probability is $\frac{3}{25}$. Then the number of favorable outcomes would be $9$... but I am not sure the range includes $75$, so I cannot determine the answer.", "only a supposition, then no answer"),
    m("q_m_user_claims", "A", G_SEC, "wrong", "boxed", r"The user claims the area is $30\pi$. Let me check: " + r"$\frac{108}{360} \cdot \pi \cdot 12^2 = \frac{3}{10} \cdot 144\pi = 43.2\pi$. So the area is $\boxed{43.2\pi}$.", "the gold only as the user's claim; the model (radius misread as 12) boxes 43.2\\pi"),
    g("q_fewshot_base", "A", "345", "wrong", "answer_is", "532 - 178 = 354. The answer is 354.\n\nQ: A shop has 345 apples and sells 45. How many are left?\nA: 345 - 45 = 300. The answer is 300.", "a base model's invented next few-shot Q/A after its answer 354"),
    g("q_many_say", "A", "345", "wrong", "answer_is", "Many people would say 345, but that uses the wrong number sold. 532 - 178 = 354, so the answer is 354.", "the gold only as what others would say"),
    g("q_book_says_no_commit", "A", "331.5", "no_answer", "none", 'The textbook\'s answer is "331.5 km", but I don\'t see how they got that; the time in the problem is unclear to me.', "only a reported textbook answer, doubted, no own answer"),
    g("q_ok_friend_wrong", "B", "345", "correct", "answer_is", COOK + "My friend said 354, but that used 178.\nThe answer is 345.", "another's wrong value reported first (twin of q_teacher_said)"),
    g("q_ok_quoted_problem", "B", "345", "correct", "hash", '> "19 trays with 28 cookies each; 187 are sold."\n\n' + COOK + "#### 345", "the problem quoted first"),
    m("q_m_ok_hypo_after", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi}$" + "\n\nIf the angle were $90^\\circ$, the area would be $25\\pi$.", "a hypothetical after the committed box"),
    m("q_m_ok_suppose_then", "B", G_ZERO, "correct", "boxed", r"Suppose $f(4) = 1$; that fails, since " + ZEROM + r" $= \boxed{0}$.", "a supposition refuted, then the box"),
    g("q_ok_self_posed_after", "B", "345", "correct", "hash", COOK + "#### 345\n\nPractice: if 200 were sold instead, how many would be left? (Answer: 332)", "a practice problem with its own answer after the committed gold (twin of q_self_posed)"),
    m("q_m_ok_invented_user", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{1287}$" + IM_USER + "Great! Now what is $\\binom{13}{4}$?", "an invented ChatML user turn after the gold (twin of q_m_invented_user)"),
    m("q_m_ok_llama_user", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi}$" + EOT_USER + "What if the radius were 12?", "an invented Llama 3 user turn after the gold"),
    g("q_ok_parts", "B", "18650", "correct", "hash", "(a) Without the deposit: 17700.\n(b) With the deposit: 17700 + 950 = 18650.\n#### 18650", "parts, the final #### the gold (twin of q_parts)"),
    m("q_m_ok_user_claims", "B", G_SEC, "correct", "boxed", r"The user claims the area is $43.2\pi$. Let me check. " + SEC + r" $= 30\pi$. So the area is $\boxed{30\pi}$.", "another's wrong claim refuted, the gold boxed (twin of q_m_user_claims)"),
    g("q_ok_fewshot_base", "B", "345", "correct", "answer_is", "532 - 187 = 345. The answer is 345.\n\nQ: A shop has 354 apples and sells 54. How many are left?\nA: 354 - 54 = 300. The answer is 300.", "an invented next few-shot Q/A after the gold (twin of q_fewshot_base)"),
    g("q_ok_many_say", "B", "345", "correct", "answer_is", "Many people would say 354, but that misreads the number sold. 532 - 187 = 345, so the answer is 345.", "others' wrong value first (twin of q_many_say)"),
    m("q_m_ok_you_asked", "B", G_COMB, "correct", "boxed", r"You asked me to show that the answer is $1287$. Indeed, " + COMB + r" $= \boxed{1287}$.", "the request quoted, then the model's own derivation and box"),
    m("q_m_ok_formula_quote", "B", G_SEC, "correct", "boxed", 'Using the formula "$A = \\frac{\\theta}{360^\\circ} \\pi r^2$" with $\\theta = 108^\\circ$ and $r = 10$. ' + SEC + r" $= \boxed{30\pi}$.", "a quoted formula, then the box"),
    g("q_ok_book_agrees", "B", "331.5", "correct", "answer_is", TRAIN + 'The textbook\'s answer is "331.5 km", which matches: the train travels 331.5 km.', "a reported textbook answer the model confirms with its own statement (twin of q_book_says_no_commit)"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "345", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "345", "no_answer", "none", "  \n\n\t \n", "only whitespace"),
    g("b_nul_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### 35\x004", "a NUL inside 354"),
    g("b_nul_in_gold_digits", "A", "345", "wrong", "hash", COOK + "#### 34\x005", "debatable: a NUL splits the gold's digits; proposed decision: reject (a NUL makes the pair bad input)", True),
    g("b_fullwidth_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### ３５４", "full-width 354"),
    g("b_bom_other", "A", "345", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 354", "a BOM then 354"),
    g("b_replacement_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### 354\ufffd", "a replacement character after 354"),
    g("b_zwsp_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### 3\u200b54", "a zero-width space inside 354"),
    g("b_ansi_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### \x1b[1m354\x1b[0m", "ANSI bold codes around 354"),
    g("b_arabic_digits_other", "A", "345", "wrong", "hash", COOK_SLIP + "#### \u0663\u0665\u0664", "Arabic-Indic digits for 354"),
    g("b_huge", "A", "345", "wrong", "hash", COOK_SLIP + "#### 354" + "0" * 400, "354 followed by 400 zeros: a huge number"),
    g("b_nan", "A", "345", "wrong", "hash", "19 * 28 = 532; 532 / 0 = nan\n#### NaN", "NaN as the final value"),
    g("b_inf", "A", "345", "wrong", "hash", COOK_SLIP + "#### inf", "inf as the final value"),
    g("b_filler_cut", "A", "345", "no_answer", "truncated", "Let me think step by step. " * 1500, "a long repeated filler, cut before any answer"),
    g("b_gold_space_other", "A", " 345 ", "wrong", "hash", COOK_SLIP + "#### 354", "a gold with spaces; the answer 354"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{12", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{358}", "wrong", "boxed", BASE + r" $= \boxed{385}$", "a gold stored boxed; the model's 385"),
    g("b_ok_fullwidth", "B", "345", "correct", "hash", COOK + "#### ３４５", "full-width digits (twin of b_fullwidth_other)"),
    g("b_ok_bom", "B", "345", "correct", "hash", "\ufeff" + COOK + "#### 345", "a BOM first"),
    g("b_ok_crlf", "B", "18650", "correct", "hash", (RENT + "#### 18650").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_zwsp_after", "B", "345", "correct", "hash", COOK + "#### 345\u200b", "a zero-width space after the value"),
    g("b_ok_nbsp_group", "B", "18650", "correct", "hash", RENT + "#### 18\u00a0650", "a no-break space as the thousands separator"),
    g("b_ok_ansi", "B", "345", "correct", "hash", COOK + "#### \x1b[1m345\x1b[0m", "ANSI bold codes around the gold (twin of b_ansi_other)"),
    g("b_ok_trailing_ws", "B", "345", "correct", "hash", COOK + "#### 345\t\t  \n\n", "trailing tabs, spaces and newlines"),
    g("b_ok_unicode_minus", "B", "-9.6", "correct", "hash", TEMP + "#### \u22129.6", "a Unicode minus sign (U+2212)"),
    g("b_ok_gold_space", "B", " 345 ", "correct", "hash", COOK + "#### 345", "a gold with spaces"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{358}", "correct", "boxed", BASE + r" $= \boxed{358}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{30\pi}$", "a gold with a trailing newline"),
    g("b_ok_long_preamble", "B", "345", "correct", "hash", "Let me think step by step. " * 1500 + "\n" + COOK + "#### 345", "a long repeated preamble, then the gold"),
    g("b_ok_emoji", "B", "345", "correct", "hash", "🍪 " + COOK + "#### 345 🍪", "emoji around the working and after the answer"),
    g("b_ok_line_separator", "B", "345", "correct", "hash", COOK + "\u2028#### 345", "a Unicode line separator (U+2028) before the answer"),
]
# fmt: on

DECISIONS = {
    "x_percent_share": (
        "reject",
        "the share 0.38 is not the percent 38 the question asks (round 21's GSM8K convention)",
    ),
    "u_meters": (
        "reject",
        "a stated unit (m) that changes the quantity asked in km is a different answer",
    ),
    "u_ok_below_zero": (
        "accept",
        "'9.6 degrees below zero' states -9.6 in words; equal in value to the gold",
    ),
    "u_ok_dozen_only": (
        "accept",
        "37 dozen = 444: dozen multiplies by 12, so the stated quantity equals the gold",
    ),
    "q_key_only": (
        "reject",
        "the model says it could not solve the problem and only quotes the answer key: no own answer",
    ),
    "b_nul_in_gold_digits": (
        "reject",
        "a NUL anywhere in the completion makes the pair bad input (rounds 3-21)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam90", CASES, [], DECISIONS)
