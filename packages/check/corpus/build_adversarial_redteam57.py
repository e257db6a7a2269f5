r"""Build adversarial_redteam57.jsonl: a fifty-seventh round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam57", issue 25), written by a new helper author WITHOUT
reading the checker's source (packages/check/src/), its README, bench/, tests/, any ANALYSIS.md or
NOTES file, and WITHOUT running the checker (or math-verify, or sympy) on any probe; handed over
BEFORE any scoring. Not model output. Only corpus/README.md (fields, "How labels were made"),
corpus_build.py, build_adversarial_redteam21.py (structure, label rules) and the issue text were read.
Labels were made by reading and hand arithmetic (python used only for arithmetic on numbers).

Aim of this round: the issue's eight classes, in English, with fresh eyes, inside realistic
completions of several model styles (R1-Zero traces with <think>/<answer>, Qwen2.5-Math numbered
steps and boxes, Llama 3 "## Step" working, Minerva "Final Answer:" lines, GSM8K calculator
annotations <<a*b=c>>, few-shot tails with invented `Q:` turns, ChatML / Llama 3 chat-template
tails), kind-B twins of kind-A probes where possible.

Size: 245 probes (kind A 130 / B 115; GSM8K 150, MATH 95); per class t_ 38, h_ 26, x_ 34, n_ 27,
u_ 32, r_ 28, q_ 29, b_ 31; 6 `debatable`, each with a proposed decision in DECISIONS.

Problems and golds (arithmetic checked by hand, then re-multiplied):
GSM8K
- cookies: 37 trays of 24 = 888 (37*24 = 740 + 148); 409 sold -> 479 (check 479 + 409 = 888).
  Misreading 490 sold -> 398 (398 + 490 = 888).
- tickets: 6 adults at $13.75 = 82.50; 4 children at $8.40 = 33.60; total 116.10 -> gold 116.1.
  Forgetting the children: 82.50.
- temperature: 5 degrees, falling 4 an hour for 7 hours: 4*7 = 28; 5 - 28 = -23. Sign lost: 23.
- eggs: 78 hens, 14 eggs a week each: 78*14 = 980 + 112 = 1092 (= 91 dozen: 91*12 = 1092).
- savings: $45 a week for 52 weeks: 45*52 = 2250 + 90 = 2340. Misreading 50 weeks: 2250.
- stamps: Maya 158, Leo 89: Maya has 158 - 89 = 69 more (check 89 + 69 = 158).
- stickers: 84 shared among 12 children: 7 each (12*7 = 84), 0 left over -> gold 0.
- exam: 18 of 25 passed: 18/25 = 0.72 -> 72 percent.
MATH
- at least one head in 4 fair flips: 1 - 1/16 = 15/16 (= 0.9375 exactly).
- 3x^2 + 5x - 12 = (3x - 4)(x + 3) -> -3, 4/3 (3*16/9 + 20/3 - 12 = 0; 27 - 15 - 12 = 0).
- (4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 23 + 14i.
- 140 degrees in radians: 140/180 = 7/9 -> 7\pi/9 (about 2.4435).
- |3x - 4| < 11: -7 < 3x < 15 -> (-7/3, 5).
- 342_5 = 75 + 20 + 2 = 97.
- 3 + 7 + ... + 99: (99 - 3)/4 + 1 = 25 terms, mean 51 -> 1275.
- f(x) = x^2 - 5x + 6 at x = 3: 9 - 15 + 6 = 0.
- 22/\sqrt{11} = 22\sqrt{11}/11 = 2\sqrt{11} (about 6.633).
- area of a circle of radius 13: 169\pi (about 530.93).
- \sqrt{175} = \sqrt{25 * 7} = 5\sqrt{7} (about 13.229).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words and value-changing words; `r_`
retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
self-posed-new-problem text; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a
MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a
RIGHT final answer in a notation, wording or with after-text real models write.

Labels: the model's LAST COMMITTED final answer decides. A value it withdraws, negates, or only
mentions as a hypothetical, a quotation or someone else's claim is not its answer. A hedge between
two values, or two different final answers, is `wrong`. No final answer is `no_answer`. A value
equal to the gold mathematically (0.9375 for 15/16, `1092 eggs` for 1092, 116.10 for 116.1) is
`correct`; a rounded decimal for an exact irrational or non-terminating gold is `wrong`. Text in an
invented next turn (a `Q:` of a few-shot tail, a chat-template user turn) does not count. In an
<answer> tag a sentence, an equation chain or a box is read for the value it states. NUL and other
control characters appear only in kind-A probes, so the label does not hang on whether such a pair
is bad input. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS
the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam57.py
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
BAK = "Each tray holds 24 cookies, so 37 trays hold 37 * 24 = <<37*24=888>>888 cookies.\nThe bakery sells 409 of them, leaving 888 - 409 = <<888-409=479>>479 cookies.\n"
BAK_SLIP = "Each tray holds 24 cookies, so 37 trays hold 37 * 24 = <<37*24=888>>888 cookies.\nThe bakery sells 490 of them, leaving 888 - 490 = <<888-490=398>>398 cookies.\n"
TIX = "Adult tickets: 6 * $13.75 = $<<6*13.75=82.5>>82.50.\nChild tickets: 4 * $8.40 = $<<4*8.4=33.6>>33.60.\nTotal: 82.50 + 33.60 = $<<82.5+33.6=116.1>>116.10.\n"
TIX_SLIP = "Adult tickets: 6 * $13.75 = $<<6*13.75=82.5>>82.50.\nSo the family pays $82.50 for the tickets.\n"
TMP = "The temperature drops 4 degrees each hour for 7 hours: 4 * 7 = <<4*7=28>>28 degrees.\nStarting at 5 degrees, it ends at 5 - 28 = <<5-28=-23>>-23 degrees.\n"
TMP_SLIP = "The temperature drops 4 degrees each hour for 7 hours: 4 * 7 = <<4*7=28>>28 degrees.\nThe difference between 28 and 5 is 28 - 5 = <<28-5=23>>23 degrees.\n"
EGG = "Each of the 78 hens lays 14 eggs a week, so the farm collects 78 * 14 = <<78*14=1092>>1092 eggs a week.\n"
SAV = "She saves $45 every week for 52 weeks: 45 * 52 = <<45*52=2340>>2340 dollars.\n"
SAV_SLIP = "She saves $45 every week for 50 weeks: 45 * 50 = <<45*50=2250>>2250 dollars.\n"
STM = "Maya has 158 stamps and Leo has 89, so Maya has 158 - 89 = <<158-89=69>>69 more stamps than Leo.\n"
SHR = "84 stickers shared equally among 12 children gives 84 / 12 = <<84/12=7>>7 stickers each, with 84 - 12 * 7 = <<84-12*7=0>>0 left over.\n"
PCT = "18 of the 25 students passed, so 18 / 25 * 100 = <<18/25*100=72>>72 percent passed.\n"

# ================================================================ MATH working
G_FLIP = r"\frac{15}{16}"
FLIP = r"The probability of no heads in $4$ flips is $\left(\frac{1}{2}\right)^4 = \frac{1}{16}$, so the probability of at least one head is $1 - \frac{1}{16}"
G_ROOT = r"-3, \frac{4}{3}"
ROOT = r"Factor: $3x^2 + 5x - 12 = (3x - 4)(x + 3)$, so $x = \frac{4}{3}$ or $x = -3$."
G_CPX = "23 + 14i"
CPX = r"$(4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 8 + 14i + 15"
G_RAD = r"\frac{7\pi}{9}"
RAD = r"$140^\circ \cdot \frac{\pi}{180^\circ} = \frac{140\pi}{180}"
G_INT = r"\left( -\frac{7}{3}, 5 \right)"
INT = r"$-11 < 3x - 4 < 11$ gives $-7 < 3x < 15$, so $-\frac{7}{3} < x < 5$."
G_BASE = "97"
BASE = r"$342_5 = 3 \cdot 25 + 4 \cdot 5 + 2 = 75 + 20 + 2"
G_SER = "1275"
SER = r"The terms $3, 7, \ldots, 99$ form an arithmetic sequence with common difference $4$, so there are $\frac{99 - 3}{4} + 1 = 25$ terms and the sum is $\frac{25(3 + 99)}{2} = 25 \cdot 51"
G_ZERO = "0"
ZERO = r"$f(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6"
G_RAT = r"2\sqrt{11}"
RAT = r"$\frac{22}{\sqrt{11}} = \frac{22}{\sqrt{11}} \cdot \frac{\sqrt{11}}{\sqrt{11}} = \frac{22\sqrt{11}}{11}"
G_CIRC = r"169\pi"
CIRC = r"The area is $\pi r^2 = \pi \cdot 13^2"
G_SQ = r"5\sqrt{7}"
SQ = r"$\sqrt{175} = \sqrt{25 \cdot 7} = \sqrt{25} \cdot \sqrt{7}"

FEWSHOT_Q = "\n\nQ: A farmer has 12 cows and buys 7 more. How many cows does he have now?\nA: 12 + 7 = 19. The answer is 19.\n\nQ: "

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "479", "wrong", "tag", th(BAK_SLIP) + "<answer>The bakery has 398 cookies left.</answer>", "a sentence in the tag states 398 (the misread 490 sold)"),
    g("t_equation_other", "A", "479", "wrong", "tag", th(BAK_SLIP) + "<answer>888 - 490 = 398</answer>", "an equation chain in the tag ending 398"),
    g("t_equation_gold_start", "A", "479", "wrong", "tag", th(BAK) + "<answer>479 + 409 = 888</answer>", "debatable: the tag's equation (the check written as the answer) ends in 888; read for the value it states, 888, not 479", True),
    g("t_units_other", "A", "116.1", "wrong", "tag", th(TIX_SLIP) + "<answer>$82.50</answer>", "the children's tickets forgotten: $82.50"),
    g("t_box_other", "A", "2340", "wrong", "tag", th(SAV_SLIP) + r"<answer>\boxed{2250}</answer>", "a box in the tag: 2250"),
    g("t_think_gold_tag_other", "A", "479", "wrong", "tag", th(BAK + "So 479 cookies are left.\n") + "<answer>497</answer>", "the thinking reaches 479, the committed tag says 497 (transposed digits)"),
    g("t_placeholder", "A", "479", "no_answer", "tag", th(BAK) + "<answer> ... </answer>", "an ellipsis placeholder in the tag; 479 only in the thinking"),
    g("t_cut_in_think", "A", "69", "no_answer", "truncated", "<think>\nMaya has 158 stamps and Leo has 89. To find how many more Maya has, subtract: 158 - 89 = 69. Hmm, let me make sure the question asks for the difference and not the total. The total would be 158 + 89 =", "cut off inside the thinking; no answer tag"),
    g("t_tag_in_think_then_other", "A", "479", "wrong", "tag", "<think>\nI'll write <answer>479</answer> at the end if it checks out.\n" + BAK_SLIP + "</think>\n<answer>398</answer>", "a tag in the thinking is a plan; the committed tag after </think> says 398"),
    g("t_two_tags_last_other", "A", "479", "wrong", "tag", th(BAK) + "<answer>479</answer>\nWait, I misread the number sold; it was 490.\n<answer>398</answer>", "two tags; the second, after a stated misreading, says 398"),
    g("t_tag_hedge", "A", "479", "wrong", "tag", th(BAK) + "<answer>479 or 398</answer>", "a hedge inside the tag"),
    g("t_tag_negated", "A", "479", "wrong", "tag", th(BAK_SLIP) + "<answer>Not 479. The answer is 398.</answer>", "the tag negates 479 and states 398"),
    g("t_tag_sign_lost", "A", "-23", "wrong", "tag", th(TMP_SLIP) + "<answer>23 degrees</answer>", "23 for -23: the sign lost"),
    m("t_m_box_other", "A", G_ROOT, "wrong", "tag", th(r"$3x^2 + 5x - 12 = (3x + 4)(x - 3)$." + "\n") + r"<answer>$\boxed{3, -\frac{4}{3}}$</answer>", "wrong factoring; roots 3 and -4/3"),
    m("t_m_one_root", "A", G_ROOT, "wrong", "tag", th(ROOT + "\n") + r"<answer>$x = -3$</answer>", "only one of the two roots in the tag"),
    m("t_m_sentence_decimal", "A", G_CIRC, "wrong", "tag", th(CIRC + r" = 169\pi \approx 530.93$." + "\n") + "<answer>The area is approximately 530.93 square units.</answer>", "a rounded decimal for 169\\pi"),
    m("t_m_restated_question", "A", G_SER, "no_answer", "tag", th(SER + "$.\n") + r"<answer>Find the sum $3 + 7 + 11 + \cdots + 99$.</answer>", "the tag restates the question; no value stated (the thinking stops at 25 * 51)"),
    m("t_m_empty_box", "A", G_BASE, "no_answer", "tag", th(BASE + " = 97$.\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    m("t_m_tag_other_unclosed", "A", G_RAD, "wrong", "tag", th(r"$140^\circ \cdot \frac{\pi}{180^\circ} = \frac{7\pi}{18}$" + "\n") + r"<answer>\frac{7\pi}{18}", "an unclosed tag stating 7\\pi/18 (halved)"),
    g("t_ok_sentence", "B", "479", "correct", "tag", th(BAK) + "<answer>The bakery has 479 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "479", "correct", "tag", th(BAK) + "<answer>888 - 409 = 479</answer>", "an equation chain ending in the gold"),
    g("t_ok_units", "B", "116.1", "correct", "tag", th(TIX) + "<answer>$116.10</answer>", "dollars with two decimals for 116.1"),
    g("t_ok_box_comma", "B", "2340", "correct", "tag", th(SAV) + r"<answer>\boxed{2,340}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_phrase", "B", "479", "correct", "tag", th(BAK) + "<answer> The answer is 479. </answer>", "a phrase with spaces in the tag"),
    g("t_ok_bold", "B", "1092", "correct", "tag", th(EGG) + "<answer>**1092 eggs**</answer>", "bold value with the unit word eggs"),
    g("t_ok_negative_sentence", "B", "-23", "correct", "tag", th(TMP) + "<answer>The temperature at the end is -23 degrees.</answer>", "a negative value in a sentence"),
    m("t_m_ok_box", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + r"<answer>$\boxed{-3, \frac{4}{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_CIRC, "correct", "tag", th(CIRC + r" = 169\pi$." + "\n") + r"<answer>The area of the circle is $169\pi$ square units.</answer>", "a sentence in the tag"),
    m("t_m_ok_equation", "B", G_SQ, "correct", "tag", th(SQ + "$\n") + r"<answer>$\sqrt{175} = 5\sqrt{7}$</answer>", "an equation whose right side is the gold"),
    m("t_m_ok_display", "B", G_RAD, "correct", "tag", th(RAD + "$\n") + "<answer>\n\\[\n\\frac{7\\pi}{9}\n\\]\n</answer>", "display math on its own lines in the tag"),
    m("t_m_ok_roots_or", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + r"<answer>$x = -3$ or $x = \frac{4}{3}$</answer>", "both roots as x = ... or x = ...; the solution set, not a hedge"),
    m("t_m_ok_unclosed", "B", G_SER, "correct", "tag", th(SER + " = 1275$.\n") + "<answer>1275", "an answer tag never closed (stream ended)"),
    m("t_m_ok_box_text", "B", G_CPX, "correct", "tag", th(CPX + " = 23 + 14i$.\n") + r"<answer>The product is $\boxed{23 + 14i}$.</answer>", "a sentence around a box in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "479", "wrong", "hash", BAK_SLIP + "So the answer is #### 398", "phrase then #### 398"),
    g("h_colon_hash_other", "A", "479", "wrong", "hash", BAK_SLIP + "The answer is: #### 398", "The answer is: #### 398"),
    g("h_final_hash_empty", "A", "2340", "no_answer", "hash", SAV + "Final Answer: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_phrase_gold_hash_other", "A", "479", "wrong", "hash", BAK + "The answer is 479.\n#### 398", "phrase 479, #### 398: two different final answers"),
    g("h_answer_hash_units_other", "A", "116.1", "wrong", "hash", TIX_SLIP + "Answer: #### $82.50", "Answer: #### $82.50 (children forgotten)"),
    g("h_phrase_hash_range", "A", "479", "wrong", "hash", BAK + "The answer is #### 470-480", "a range after ####"),
    g("h_phrase_hash_sign_lost", "A", "-23", "wrong", "hash", TMP_SLIP + "So the answer is #### 23", "23 for -23"),
    g("h_hash_placeholder", "A", "69", "no_answer", "hash", STM + "The answer is: #### [answer]", "a template placeholder after ####; 69 only in the working"),
    g("h_hash_two_values", "A", "479", "wrong", "hash", BAK + "The answer is #### 479 and 398", "two values after ####"),
    g("h_fewshot_other", "A", "2340", "wrong", "hash", SAV_SLIP + "The answer is: #### 2250" + FEWSHOT_Q + "Tom saves $45 a week for 52 weeks. How much does he save?\nA: 45 * 52 = 2340. The answer is: #### 2340", "the answer to the posed question is 2250; 2340 only in an invented Q: turn"),
    g("h_hash_then_other_phrase", "A", "69", "wrong", "hash", STM + "#### 69\nSo the final answer is 247.", "#### 69 then a phrase stating 247 (158 + 89, the total): two final answers"),
    m("h_m_phrase_hash_other", "A", G_BASE, "wrong", "hash", r"$342_5 = 3 \cdot 25 + 4 \cdot 5 + 2 = 75 + 20 + 2 = 96$." + "\nThe answer is #### 96", "an addition slip: 96"),
    m("h_m_phrase_hash_decimal", "A", G_RAT, "wrong", "hash", RAT + r" \approx 6.63$." + "\nFinal Answer: #### 6.63", "a decimal for 2\\sqrt{11}"),
    g("h_ok_so_hash", "B", "479", "correct", "hash", BAK + "So the answer is #### 479", "phrase then ####"),
    g("h_ok_colon_hash", "B", "479", "correct", "hash", BAK + "The answer is: #### 479", "The answer is: ####"),
    g("h_ok_final_hash", "B", "2340", "correct", "hash", SAV + "Final Answer: #### 2340", "Final Answer: ####"),
    g("h_ok_answer_hash_dollar", "B", "116.1", "correct", "hash", TIX + "Answer: #### $116.10", "Answer: #### with a dollar sign and two decimals"),
    g("h_ok_bold_hash", "B", "1092", "correct", "hash", EGG + "**Final answer:** #### 1092", "bold phrase then ####"),
    g("h_ok_phrase_hash_comma_period", "B", "2340", "correct", "hash", SAV + "Therefore, the answer is #### 2,340.", "a comma and a closing period"),
    g("h_ok_hash_negative", "B", "-23", "correct", "hash", TMP + "The answer is #### -23", "a negative value after ####"),
    g("h_ok_hash_eos", "B", "69", "correct", "hash", STM + "The answer is: #### 69<|endoftext|>", "an end-of-text token after the value"),
    g("h_ok_phrase_newline_hash", "B", "479", "correct", "hash", BAK + "The final answer is:\n#### 479", "phrase, then #### on the next line"),
    g("h_ok_hash_percent", "B", "72", "correct", "hash", PCT + "So the answer is #### 72%", "#### 72% for a percent question"),
    g("h_ok_fewshot_tail", "B", "2340", "correct", "hash", SAV + "The answer is: #### 2340" + FEWSHOT_Q + "Tom saves $45 a week for 50 weeks. How much does he save?\nA: 45 * 50 = 2250. The answer is: #### 2250", "the posed question answered 2340; 2250 only in an invented Q: turn"),
    m("h_m_ok_phrase_hash", "B", G_BASE, "correct", "hash", BASE + " = 97$.\nThe answer is #### 97", "a MATH answer with a phrase and ####"),
    m("h_m_ok_hash_latex", "B", G_RAT, "correct", "hash", RAT + r" = 2\sqrt{11}$." + "\nFinal Answer: #### $2\\sqrt{11}$", "LaTeX after ####"),
    # ================================================================ 3. exactness
    g("x_tiny_nonzero", "A", "0", "wrong", "hash", "84 stickers are shared among 12 children: 84 / 12 = 6.99 each (rounded), so 84 - 12 * 6.99 = <<84-12*6.99=0.12>>0.12 stickers are left over.\n#### 0.12", "0.12 against gold 0: a rounding slip near zero (12 * 6.99 = 83.88)"),
    g("x_rounded_down", "A", "116.1", "wrong", "hash", TIX + "Rounded to the nearest dollar, that is $116.\n#### 116", "rounded to 116; the question asks for the exact cost 116.10"),
    g("x_off_by_cent", "A", "116.1", "wrong", "hash", TIX.replace("33.60.\nTotal: 82.50 + 33.60 = $<<82.5+33.6=116.1>>116.10", "33.60.\nTotal: 82.50 + 33.60 = $<<82.5+33.6=116.11>>116.11") + "#### 116.11", "116.11: off by one cent"),
    g("x_perturbed_large", "A", "2340", "wrong", "hash", SAV + "Adding the 1 cent interest: 2340.01\n#### 2340.01", "2340.01: relative error about 4e-6"),
    g("x_pct_decimal_share", "A", "72", "wrong", "hash", PCT.replace("18 / 25 * 100 = <<18/25*100=72>>72 percent passed", "18 / 25 = <<18/25=0.72>>0.72 of them passed") + "#### 0.72", "debatable: the question asks for a percent; 0.72 is the share, not 72", True),
    m("x_m_near_zero_power", "A", G_ZERO, "wrong", "boxed", ZERO + r" = 10^{-12}$, so $f(3) = \boxed{10^{-12}}$.", "10^{-12} against gold 0: an exact nonzero value"),
    m("x_m_float_noise", "A", G_ZERO, "wrong", "boxed", "```python\nx = 3\nprint(x**2 - 5*x + 6.000000000000001)\n```\n```output\n8.881784197001252e-16\n```\n" + r"So $f(3) = \boxed{8.881784197001252 \times 10^{-16}}$.", "a float-noise value from a tool, copied into the box; not 0"),
    m("x_m_pi_perturbed", "A", G_CIRC, "wrong", "boxed", CIRC + r" + 10^{-9}$, so the area is $\boxed{169\pi + 10^{-9}}$.", "169\\pi + 10^{-9}: an exact expression a hair off"),
    m("x_m_pi_coefficient", "A", G_CIRC, "wrong", "boxed", CIRC + r" = 169.0001\pi$. " + qbox(r"169.0001\pi"), "169.0001\\pi: a decimal coefficient off the gold"),
    m("x_m_decimal_sqrt", "A", G_RAT, "wrong", "boxed", RAT + r" \approx 6.633$. " + qbox("6.633"), "a rounded decimal for 2\\sqrt{11} (6.6332...)"),
    m("x_m_decimal_rad", "A", G_RAD, "wrong", "minerva", RAD + r" \approx 2.44$." + "\n" + MINERVA.format("$2.44$"), "a rounded decimal for 7\\pi/9 (2.4435...)"),
    m("x_m_rounded_prob", "A", G_FLIP, "wrong", "boxed", FLIP + r" = \frac{15}{16} \approx 0.94$. " + qbox("0.94"), "0.94 is 15/16 rounded; 15/16 = 0.9375"),
    m("x_m_near_fraction", "A", G_FLIP, "wrong", "boxed", r"There are $2^4 + 1 = 17$ outcomes (counting the empty sequence too), and $15$ of them have at least one head, so the probability is $\boxed{\frac{15}{17}}$.", "15/17, a neighbour of 15/16"),
    m("x_m_swapped_radical", "A", G_SQ, "wrong", "boxed", r"$\sqrt{175} = \sqrt{35 \cdot 5}$, so the answer is $\boxed{7\sqrt{5}}$.", "7\\sqrt5 = \\sqrt{245}, not \\sqrt{175}"),
    m("x_m_conjugate", "A", G_CPX, "wrong", "boxed", r"$(4 - 3i)(2 + 5i) = 8 + 20i - 6i + 15i^2 = 23 - 14i$... " + LLAMA_END.format("23 - 14i"), "the conjugate 23 - 14i"),
    m("x_m_closed_interval", "A", G_INT, "wrong", "boxed", INT.replace("<", r"\le") + " " + qbox(r"\left[ -\frac{7}{3}, 5 \right]"), "a closed interval for the strict inequality"),
    m("x_m_root_decimal", "A", G_ROOT, "wrong", "boxed", ROOT + " " + qbox("-3, 1.33"), "1.33 for 4/3"),
    m("x_m_float_series", "A", G_SER, "wrong", "boxed", SER + r" = 1275.0001$." + "\n" + r"$\boxed{1275.0001}$", "1275.0001, a tiny perturbation"),
    g("x_ok_trailing_zero", "B", "116.1", "correct", "hash", TIX + "#### 116.10", "116.10 for 116.1"),
    g("x_ok_zero_words", "B", "0", "correct", "hash", SHR + "No stickers are left over.\n#### 0", "0 after a sentence with 'No'"),
    g("x_ok_pct_decimal_point", "B", "72", "correct", "hash", PCT + "#### 72.0", "72.0 for 72"),
    m("x_m_ok_exact_decimal", "B", G_FLIP, "correct", "boxed", FLIP + r" = \frac{15}{16} = 0.9375$. " + qbox("0.9375"), "0.9375 is exactly 15/16"),
    m("x_m_ok_unreduced", "B", G_FLIP, "correct", "boxed", r"Think of $5$ flips and ignore the last one: $2^5 = 32$ outcomes, of which $2$ have no heads among the first four, so $\frac{32 - 2}{32} = \frac{30}{32}$. " + qbox(r"\frac{30}{32}"), "30/32 = 15/16, unreduced"),
    m("x_m_ok_sqrt44", "B", G_RAT, "correct", "boxed", r"$\frac{22}{\sqrt{11}} = \frac{22}{11}\sqrt{11}$, and $\frac{22\sqrt{11}}{11} = \sqrt{\frac{484}{11}} = \sqrt{44}$. " + qbox(r"\sqrt{44}"), "\\sqrt{44} = 2\\sqrt{11}"),
    m("x_m_ok_unsimplified", "B", G_RAT, "correct", "boxed", RAT + "$. " + qbox(r"\frac{22\sqrt{11}}{11}"), "22\\sqrt{11}/11 = 2\\sqrt{11}, not simplified"),
    m("x_m_ok_reordered_cpx", "B", G_CPX, "correct", "boxed", CPX + "$. " + qbox("14i + 23"), "14i + 23 = 23 + 14i"),
    m("x_m_ok_pi_factor", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7}{9}\pi$. " + qbox(r"\frac{7}{9}\pi"), "7\\pi/9 as (7/9)\\pi"),
    m("x_m_ok_inequality", "B", G_INT, "correct", "boxed", INT + " " + qbox(r"-\frac{7}{3} < x < 5"), "the interval as a strict double inequality"),
    m("x_m_ok_roots_reordered", "B", G_ROOT, "correct", "boxed", ROOT + " " + qbox(r"\frac{4}{3}, -3"), "the roots in the other order"),
    m("x_m_ok_float_zero", "B", G_ZERO, "correct", "boxed", "```python\nx = 3\nprint(x**2 - 5*x + 6)\n```\n```output\n0\n```\n" + r"So $f(3) = \boxed{0}$.", "0 from a tool"),
    m("x_m_ok_exact_then_approx", "B", G_CIRC, "correct", "boxed", CIRC + r" = 169\pi$. " + r"The area is $\boxed{169\pi}$ (approximately $530.93$ square units).", "the exact box, then an approximation in parentheses"),
    m("x_m_ok_product_form", "B", G_SQ, "correct", "boxed", SQ + r"$. " + qbox(r"5 \cdot \sqrt{7}"), "5 \\cdot \\sqrt{7} = 5\\sqrt{7}"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_strike_then_other", "A", "479", "wrong", "hash", BAK_SLIP + "#### ~~479~~ 398", "479 struck out, 398 stated"),
    g("n_strike_only", "A", "479", "no_answer", "hash", BAK + "#### ~~479~~\n\nHmm, I am not sure about the number sold. I need to re-read the problem.", "the only answer is struck out; nothing after"),
    g("n_del_tag", "A", "2340", "wrong", "answer_is", SAV_SLIP + "The answer is <del>2340</del> 2250.", "HTML del around 2340, then 2250"),
    g("n_combining_strike", "A", "479", "wrong", "answer_is", BAK_SLIP + "The answer is 4\u03367\u03369\u0336 398.", "479 with combining strike-through (U+0336), then 398"),
    g("n_not_gold_other", "A", "479", "wrong", "answer_is", BAK_SLIP + "The answer is 398, not 479.", "398 stated, 479 only negated"),
    g("n_negated_only", "A", "69", "no_answer", "prose_sentence", STM + "Wait, Leo's count includes stamps he gave away, so the difference is not 69. I don't have enough information to find the exact number.", "69 negated, no value given"),
    g("n_annot_incorrect", "A", "1092", "wrong", "boxed", EGG + r"$\boxed{1092}$ (incorrect - I multiplied by 14 instead of 7 days? Let me redo: 78 * 7 = 546.)" + "\nSo the answer is $\\boxed{546}$.", "the model marks 1092 incorrect and commits 546"),
    g("n_checklist_cross", "A", "479", "wrong", "hash", "Checking the candidates:\n- 479 ✗ (uses 409 sold, but the problem says 490)\n- 398 ✓\n\n" + BAK_SLIP + "#### 398", "479 crossed out in a self-check; 398 committed"),
    g("n_text_wrong_box", "A", "-23", "wrong", "boxed", TMP + r"$\boxed{-23 \text{ (wrong)}}$" + "\nThe temperature rises after sunrise, so it is $\\boxed{-19}$.", "the box annotated wrong, then -19"),
    m("n_m_neq_box", "A", G_BASE, "no_answer", "boxed", r"I tried reading $342_5$ digit by digit and it does not give a nice number; all I can say is $\boxed{342_5 \neq 97}$.", "a box asserting inequality with the gold; no value committed"),
    m("n_m_strike_latex", "A", G_CIRC, "wrong", "boxed", CIRC + r"$. \sout{$169\pi$} Using the diameter instead: $\boxed{676\pi}$.", "169\\pi struck out with \\sout, 676\\pi boxed"),
    m("n_m_not_root", "A", G_ROOT, "wrong", "boxed", r"Testing $x = -3$: $27 - 15 - 12 = 0$. Testing $x = 3$: $27 + 15 - 12 = 30 \ne 0$, so $x = 3$ is not a root. " + qbox("-3"), "only -3 boxed; 4/3 missing"),
    m("n_m_cancel_other", "A", G_RAD, "wrong", "boxed", r"$140^\circ = \frac{140}{180}\pi = \frac{\cancel{140}\,7}{\cancel{180}\,9}\pi$... so $\boxed{\frac{7\pi}{18}}$.", "a \\cancel in the working, then the halved 7\\pi/18"),
    m("n_m_box_not_text", "A", G_SER, "no_answer", "boxed", SER + r"$. But the list may skip terms, so the sum is $\boxed{\text{not } 1275}$ in general.", "a box saying 'not 1275'; no value"),
    g("n_ok_not_other", "B", "479", "correct", "hash", BAK + "#### 479 (not 398)", "479 stated, 398 negated in an annotation"),
    g("n_ok_strike_then_gold", "B", "479", "correct", "hash", BAK + "#### ~~398~~ 479", "398 struck out, 479 stated"),
    g("n_ok_del_tag", "B", "2340", "correct", "answer_is", SAV + "The answer is <del>2250</del> 2340.", "2250 deleted, 2340 stated"),
    g("n_ok_combining_strike", "B", "479", "correct", "answer_is", BAK + "The answer is 3\u03369\u03368\u0336 479.", "398 with combining strike-through, then 479"),
    g("n_ok_gold_not_other", "B", "479", "correct", "answer_is", BAK + "The answer is 479, not 497.", "479 stated, 497 negated"),
    g("n_ok_checklist", "B", "479", "correct", "hash", "Checking the candidates:\n- 398 ✗ (that uses 490 sold)\n- 479 ✓\n\n" + BAK + "#### 479", "398 crossed, 479 committed"),
    g("n_ok_check_mark", "B", "1092", "correct", "boxed", EGG + r"$\boxed{1092}$ ✅", "a check mark after the box"),
    g("n_ok_correct_annot", "B", "-23", "correct", "boxed", TMP + r"$\boxed{-23}$ (verified: 5 - 4 \times 7 = -23)", "a verification note after the box"),
    m("n_m_ok_not_conj", "B", G_CPX, "correct", "boxed", CPX + r"$. Note the sign: it is $23 + 14i$, not $23 - 14i$. " + qbox("23 + 14i"), "the conjugate named only to negate it"),
    m("n_m_ok_strike_latex", "B", G_CIRC, "correct", "boxed", r"Using the diameter, \sout{$676\pi$}; the radius is $13$, so the area is $\pi r^2 = \pi \cdot 13^2 = \boxed{169\pi}$.", "676\\pi struck out, 169\\pi boxed"),
    m("n_m_ok_neq_working", "B", G_ZERO, "correct", "boxed", r"Note $f(2) = 4 - 10 + 6 = 0$ too, and $f(1) = 2 \neq 0$. " + ZERO + r" = \boxed{0}$.", "\\neq in the working; 0 boxed"),
    # ================================================================ 5. unit words and value-changing words
    g("u_dozen_after", "A", "1092", "wrong", "hash", EGG + "#### 1092 dozen", "1092 dozen = 13,104 eggs, not 1092"),
    g("u_dozen_count", "A", "1092", "wrong", "hash", EGG + "1092 / 12 = <<1092/12=91>>91, so the farm collects 91 dozen eggs a week.\n#### 91", "the #### value is 91 (dozens); the question asks for eggs"),
    g("u_fewer", "A", "69", "wrong", "hash", STM + "#### 69 fewer", "debatable: 'fewer' reverses the asked direction (Maya has more); the issue lists '#### N fewer' as not the answer N", True),
    g("u_above_zero", "A", "-23", "wrong", "answer_is", TMP_SLIP + "The answer is 23 degrees above zero.", "23 above zero is +23, not -23"),
    g("u_drop_by", "A", "-23", "wrong", "hash", TMP_SLIP + "The temperature drops by 23 degrees.\n#### 23 degrees", "23 degrees for a final temperature of -23"),
    g("u_percent_more", "A", "69", "wrong", "hash", STM + "So Maya has 69% more stamps than Leo.\n#### 69%", "69% (0.69) is not 69 stamps; and 69/89 is about 78 %"),
    g("u_cents", "A", "116.1", "wrong", "hash", TIX + "#### 116.10 cents", "debatable: 116.10 cents is $1.161, not $116.10", True),
    g("u_each", "A", "0", "wrong", "hash", SHR.replace(", with 84 - 12 * 7 = <<84-12*7=0>>0 left over", "") + "#### 7 each", "7 is each child's share; the question asks how many are left over"),
    g("u_times_more", "A", "69", "wrong", "answer_is", STM + "The answer is 69 times more stamps.", "'69 times more' is a ratio, not a difference of 69"),
    g("u_per_month", "A", "2340", "wrong", "hash", SAV + "That is 2340 / 12 = <<2340/12=195>>195 dollars per month.\n#### 195 per month", "195 a month; the question asks for the total saved"),
    g("u_thousand", "A", "2340", "wrong", "answer_is", SAV + "The answer is 2340 thousand dollars.", "2340 thousand = 2,340,000"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", r"The angle is $140^\circ$, which is $\frac{7}{9}$ of a straight angle. " + qbox(r"140^\circ"), "the box restates the degrees; the gold is in radians (round 21's decision)"),
    m("u_m_percent_slip", "A", G_FLIP, "wrong", "boxed", FLIP + r" = 0.9375$, i.e. $\boxed{0.9375\%}$.", "0.9375 % = 0.009375, not 15/16"),
    m("u_m_square_units_radius", "A", G_CIRC, "wrong", "boxed", r"The area is $\pi r^2$ with $r = 13$, so it is $\boxed{13\pi \text{ square units}}$.", "13\\pi: the square forgotten; units do not make it right"),
    g("u_ok_eggs", "B", "1092", "correct", "hash", EGG + "#### 1092 eggs per week", "eggs per week are units of the asked value"),
    g("u_ok_dozen_note", "B", "1092", "correct", "hash", EGG + "#### 1092 (that is 91 dozen)", "1092 stated, the dozen count only a note"),
    g("u_ok_dozen_equal", "B", "1092", "correct", "answer_is", EGG + "That is 91 dozen, or 1092 eggs.\nThe answer is 1092 eggs.", "91 dozen named as the same quantity; the answer 1092 eggs"),
    g("u_ok_below_zero", "B", "-23", "correct", "prose_sentence", TMP + "Therefore, the final temperature is 23 degrees below zero.", "23 below zero is -23"),
    g("u_ok_minus_word", "B", "-23", "correct", "answer_is", TMP + "The answer is minus 23 degrees.", "minus 23 = -23"),
    g("u_ok_fahrenheit", "B", "-23", "correct", "hash", TMP + "#### -23°F", "a degree sign and F after -23"),
    g("u_ok_dollars", "B", "2340", "correct", "hash", SAV + "#### 2,340 dollars", "a comma and the word dollars"),
    g("u_ok_dollars_cents", "B", "116.1", "correct", "hash", TIX + "The family pays 116 dollars and 10 cents.\n#### 116.10", "dollars and cents in words, then 116.10"),
    g("u_ok_more", "B", "69", "correct", "hash", STM + "#### 69 more stamps", "'more stamps' restates the asked direction"),
    g("u_ok_percent_word", "B", "72", "correct", "hash", PCT + "#### 72 percent", "the percent the question asks"),
    g("u_ok_zero_units", "B", "0", "correct", "hash", SHR + "#### 0 stickers", "0 with the unit stickers"),
    m("u_m_ok_square_units", "B", G_CIRC, "correct", "boxed", CIRC + r" = 169\pi$. " + qbox(r"169\pi \text{ square units}"), "square units after 169\\pi"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" = 169\pi$ cm$^2$. " + r"$\boxed{169\pi\ \mathrm{cm}^2}$", "cm^2 after 169\\pi"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{9}$. " + qbox(r"\frac{7\pi}{9} \text{ radians}"), "the word radians"),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "boxed", BASE + r" = 97$. " + qbox("97_{10}"), "the base-ten subscript"),
    m("u_m_ok_sci", "B", G_SER, "correct", "boxed", SER + r" = 1275$. " + qbox(r"1.275 \times 10^{3}"), "scientific notation equal to 1275"),
    m("u_m_ok_percent", "B", G_FLIP, "correct", "boxed", FLIP + r" = \frac{15}{16}$, or $93.75\%$. " + qbox(r"93.75\%"), "debatable: 93.75 % = 0.9375 = 15/16 in value; a probability written as a percent", True),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "479", "wrong", "hash", BAK + "#### 479\n\nEdit: I misread the problem; 490 cookies were sold. 888 - 490 = 398.\nThe answer is 398.", "an edit after the answer commits 398"),
    g("r_actually_box", "A", "479", "wrong", "boxed", BAK + "So the answer is $\\boxed{479}$.\n\nActually, wait. The problem says 490 were sold, not 409. That gives 888 - 490 = 398, so the answer is $\\boxed{398}$.", "a correction after the box commits 398"),
    g("r_withdrawn_cut", "A", "2340", "no_answer", "truncated", SAV + "#### 2340\n\nScratch that, 2340 is wrong: the year has 52 weeks but she skips the holidays. Let me recompute the number of weeks she saves:", "2340 explicitly withdrawn; the redo is cut before any value"),
    g("r_update", "A", "69", "wrong", "hash", STM + "#### 69\n\nUpdate: I re-read the question. It asks how many stamps they have together: 158 + 89 = 247.\n#### 247", "an update after the answer commits 247"),
    g("r_ps_slip", "A", "479", "wrong", "answer_is", BAK + "The answer is 479.\n\nP.S. I made an arithmetic slip above: 888 - 409 = 489, so the answer is 489.", "a (mistaken) P.S. correction commits 489"),
    g("r_on_reflection", "A", "479", "wrong", "hash", BAK + "#### 479\n\nOn reflection, the 409 were baked, not sold, so there are 888 + 409 = 1297 cookies.\n#### 1297", "on reflection the model commits 1297"),
    g("r_hedge_after", "A", "479", "wrong", "hash", BAK + "#### 479\n\nThough it could also be 398 if the problem meant 490 sold.", "debatable: a conditional second value after the answer makes a hedge", True),
    g("r_llama_apology", "A", "-23", "wrong", "boxed", llama(("Find the total drop", "4 * 7 = 28 degrees."), ("Find the final temperature", "5 - 28 = -23 degrees.")) + LLAMA_END.format("-23") + "\n\nI apologize, I made an error. The temperature drops 4 degrees over the whole 7 hours, not each hour, so it ends at 5 - 4 = 1 degree.\n\n" + LLAMA_END.format("1"), "an apology and a second closing line: 1"),
    m("r_m_oops_diameter", "A", G_CIRC, "wrong", "boxed", CIRC + r" = 169\pi$, so the area is $\boxed{169\pi}$." + "\n\nOops, $13$ is the diameter, so $r = 6.5$ and the area is $\\boxed{42.25\\pi}$.", "an 'oops' correction commits 42.25\\pi"),
    m("r_m_erratum_minerva", "A", G_RAD, "wrong", "minerva", RAD + r" = \frac{7\pi}{9}$." + "\n" + MINERVA.format(r"$\frac{7\pi}{9}$") + "\n\nCorrection: I divided by $180$ twice; the final answer is $\\frac{7\\pi}{18}$.", "a correction line after the Minerva line commits 7\\pi/18"),
    m("r_m_qwen_second_attempt", "A", G_ROOT, "wrong", "boxed", ROOT + "\n" + QWEN_END.format(r"-3, \frac{4}{3}") + "\n\nI apologize for the mistake. Let me correct it: $3x^2 + 5x - 12 = (3x + 4)(x - 3)$, so the roots are $3$ and $-\\frac{4}{3}$.\n" + QWEN_END.format(r"3, -\frac{4}{3}"), "a second attempt after an apology commits 3, -4/3"),
    m("r_m_withdrawn", "A", G_SER, "no_answer", "boxed", SER + r" = 1275$, so the sum is $\boxed{1275}$." + "\n\nHmm, no, that can't be right: I should not trust this box. I retract it; I need to recount the terms before giving an answer.", "the box is explicitly retracted; nothing new is given"),
    m("r_m_never_mind", "A", G_BASE, "wrong", "boxed", BASE + r" = 97$. " + qbox("97") + "\n\nNever mind, I read the number as base $5$, but it is base $6$: $3 \\cdot 36 + 4 \\cdot 6 + 2 = 134$. " + qbox("134"), "'never mind' then 134"),
    g("r_ok_check", "B", "479", "correct", "hash", BAK + "#### 479\n\nCheck: 479 + 409 = 888 ✓", "a check after the answer"),
    g("r_ok_summary", "B", "479", "correct", "boxed", BAK + "So the answer is $\\boxed{479}$.\n\nIn summary, after selling 409 of its 888 cookies, the bakery has 479 cookies left.", "a summary restating 479"),
    g("r_ok_pleasantry", "B", "2340", "correct", "hash", SAV + "#### 2340\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    g("r_ok_correction_to_gold", "B", "479", "correct", "hash", BAK_SLIP + "#### 398\n\nWait, I misread: 409 cookies were sold, not 490. 888 - 409 = 479.\n#### 479", "a correction after a wrong answer commits the gold"),
    g("r_ok_verify_cut", "B", "479", "correct", "hash", BAK + "#### 479\n\nLet me double-check by adding back: 479 + 409 =", "a verification cut off after the committed answer"),
    g("r_ok_reconfirm", "B", "69", "correct", "hash", STM + "#### 69\n\nWait, is it 69? 158 - 90 = 68, and 89 is one less than 90, so 68 + 1 = 69. Yes, 69 is right.", "doubt resolved in favour of 69"),
    g("r_ok_im_user", "B", "479", "correct", "hash", BAK + "#### 479" + IM_USER + "What if they had sold 490 cookies instead?", "an invented user turn after the answer"),
    g("r_ok_eot_user", "B", "-23", "correct", "boxed", TMP + LLAMA_END.format("-23") + EOT_USER + "Great. And after 9 hours?", "an invented Llama 3 user turn after the answer"),
    g("r_ok_verify_negative", "B", "-23", "correct", "hash", TMP + "#### -23\n\nVerification: going down 28 degrees from 5, the first 5 degrees reach zero and the other 23 go below it, so -23 is right.", "a verification naming 5 and 23 after -23"),
    m("r_m_ok_alt_method", "B", G_SER, "correct", "boxed", SER + r" = 1275$. " + qbox("1275") + "\n\nAlternatively, pair the first and last terms: $3 + 99 = 102$, and there are $12.5$ such pairs, giving $12.5 \\cdot 102 = 1275$ again.", "a second method confirming 1275"),
    m("r_m_ok_apology_fix", "B", G_CIRC, "correct", "boxed", r"The area is $\pi \cdot 13 = 13\pi$, so $\boxed{13\pi}$." + "\n\nI apologize, I forgot to square the radius. The area is $\\pi \\cdot 13^2 = \\boxed{169\\pi}$.", "a wrong box, then an apology and the gold"),
    m("r_m_ok_note", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{9}$. " + qbox(r"\frac{7\pi}{9}") + "\n\nNote: to convert degrees to radians, multiply by $\\frac{\\pi}{180}$; for example $180^\\circ = \\pi$.", "a general note after the answer"),
    m("r_m_ok_common_mistake", "B", G_CPX, "correct", "boxed", CPX + r" = 23 + 14i$. " + qbox("23 + 14i") + "\n\nA common mistake is to treat $i^2$ as $1$, which would give $-7 + 14i$.", "a mistake named after the answer, not the model's answer"),
    m("r_m_ok_confident", "B", G_BASE, "correct", "minerva", BASE + r" = 97$." + "\n" + MINERVA.format("$97$") + "\n\nTo verify: $97 = 3 \\cdot 25 + 22 = 3 \\cdot 25 + 4 \\cdot 5 + 2$, which is $342_5$.", "a verification after the Minerva line"),
    # ================================================================ 7. quoted, reported, hypothetical, self-posed text
    g("q_quote_then_refuse", "A", "479", "no_answer", "none", "The textbook's solution ends with:\n\n> #### 479\n\nI could not reproduce this: the problem does not say how many cookies were sold on the second day, so I cannot determine how many are left.", "479 only in a quotation; the model gives no answer of its own"),
    g("q_user_claim_other", "A", "479", "wrong", "hash", "You said the answer is 479, but that uses 409 sold. " + BAK_SLIP + "#### 398", "479 is the user's claim; the model commits 398"),
    g("q_classmate_only", "A", "479", "no_answer", "prose_sentence", "My classmate says the answer is $\\boxed{479}$, but I am not sure the trays all hold 24 cookies, so I can't confirm a number.", "479 is another person's claim; the model commits to nothing"),
    g("q_hypothetical_then_other", "A", "479", "wrong", "hash", "If only 409 had been sold, 888 - 409 = 479 would be left. But the problem says 490 were sold, so 888 - 490 = <<888-490=398>>398 remain.\n#### 398", "479 only under a counterfactual; the model commits 398"),
    g("q_hypothetical_only", "A", "479", "no_answer", "none", "37 * 24 = <<37*24=888>>888 cookies are baked. If the bakery sold 409 cookies, then #### 479 would be left. The problem does not say how many were sold, so I cannot determine the answer.", "the #### value sits inside a conditional; the model then says it cannot answer"),
    g("q_self_posed_gold", "A", "479", "wrong", "hash", BAK_SLIP + "#### 398\n\n**Practice problem:** A bakery bakes 888 cookies and sells 409. How many are left?\n**Solution:** 888 - 409 = 479. $\\boxed{479}$", "the posed question answered 398; 479 only in a self-posed new problem"),
    g("q_quote_block_other", "A", "479", "wrong", "hash", "> The answer is 479.\n\nThe quoted solution misreads the sales: the problem says 490, so 888 - 490 = <<888-490=398>>398.\n#### 398", "479 only in a quoted solution the model rejects"),
    g("q_im_user_claim", "A", "2340", "wrong", "hash", SAV_SLIP + "#### 2250" + IM_USER + "The answer is 2340, right? There are 52 weeks in a year.", "the model's answer 2250; 2340 only in an invented user turn"),
    g("q_answer_key_disagree", "A", "69", "wrong", "answer_is", "The answer key says 69, but I think it asks for the total: 158 + 89 = <<158+89=247>>247.\nThe answer is 247.", "69 is the answer key's; the model commits 247"),
    g("q_students_might", "A", "-23", "wrong", "hash", "Some students might answer -23 by subtracting 28 from 5, but the temperature only drops for 6 full hours here: 4 * 6 = <<4*6=24>>24, 5 - 24 = <<5-24=-19>>-19.\n#### -19", "-23 attributed to other students; the model commits -19"),
    m("q_m_show_that", "A", G_SER, "no_answer", "none", r"You asked: ``Show that $3 + 7 + 11 + \cdots + 99 = \boxed{1275}$.'' I tried induction on the number of terms but could not finish the proof.", "the box is inside the quoted request; no answer of the model's own"),
    m("q_m_other_solution", "A", G_ROOT, "wrong", "boxed", r"Another solution online claims $\boxed{-3, \frac{4}{3}}$, but I factor $3x^2 + 5x - 12 = (3x + 4)(x - 3)$. " + qbox(r"3, -\frac{4}{3}"), "the gold only in a reported claim; the model boxes 3, -4/3"),
    m("q_m_hypothetical_only", "A", G_CIRC, "no_answer", "none", r"If $13$ were the radius, the area would be $\boxed{169\pi}$. But I am not sure whether $13$ is the radius or the diameter, so I cannot give a final answer without more information.", "the box sits under a hypothetical and the model declines"),
    m("q_m_fewshot_tail", "A", G_BASE, "wrong", "minerva", r"$342_5 = 3 \cdot 25 + 4 \cdot 5 + 2 = 75 + 20 + 2 = 96$." + "\n" + MINERVA.format("$96$") + "\n\nProblem:\nConvert $141_8$ to base ten.\n\nSolution:\n$141_8 = 64 + 32 + 1 = 97$.\n" + MINERVA.format("$97$"), "the posed problem answered 96; 97 only in an invented next Problem"),
    m("q_m_self_posed_box", "A", G_RAD, "wrong", "boxed", r"$140^\circ \cdot \frac{\pi}{180^\circ} = \frac{14\pi}{9}$. " + qbox(r"\frac{14\pi}{9}") + "\n\n**Try it yourself:** what is half of $\\frac{14\\pi}{9}$? (Answer: $\\boxed{\\frac{7\\pi}{9}}$)", "the posed problem answered 14\\pi/9; the gold only in a self-posed exercise"),
    m("q_m_code_comment", "A", G_CIRC, "wrong", "boxed", "```python\nimport math\n# expected: 169*pi\nr = 13 / 2\nprint(r**2)\n```\n```output\n42.25\n```\n" + r"So the area is $\boxed{42.25\pi}$.", "169\\pi only in a code comment; the model boxes 42.25\\pi"),
    g("q_ok_quote_other", "B", "479", "correct", "hash", "> The answer is 398.\n\nThat solution misread the problem: 409 cookies were sold. " + BAK + "#### 479", "398 only in a quoted solution the model rejects"),
    g("q_ok_hypothetical_then_gold", "B", "479", "correct", "hash", "If 490 had been sold, 398 would be left. But the problem says 409 were sold.\n" + BAK + "#### 479", "398 only under a counterfactual"),
    g("q_ok_self_posed_other", "B", "479", "correct", "hash", BAK + "#### 479\n\n**Practice problem:** A bakery bakes 888 cookies and sells 490. How many are left?\n**Solution:** 888 - 490 = 398. $\\boxed{398}$", "the posed question answered 479; 398 only in a self-posed new problem"),
    g("q_ok_classmate_wrong", "B", "479", "correct", "hash", "My classmate got 398, but she used 490 for the number sold. " + BAK + "#### 479", "398 is another person's value"),
    g("q_ok_key_agrees", "B", "69", "correct", "hash", STM + "The answer key says 69 as well.\n#### 69", "the key's value agrees with the model's"),
    g("q_ok_im_user_other", "B", "2340", "correct", "hash", SAV + "#### 2340" + IM_USER + "I got 2250. Did I do something wrong?", "2250 only in an invented user turn"),
    g("q_ok_restated_question", "B", "479", "correct", "hash", "The question: \"A bakery bakes 37 trays of 24 cookies each and sells 409. How many are left?\"\n\n" + BAK + "#### 479", "the question quoted first, then the answer"),
    m("q_m_ok_misprint", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{9}$. The book's $\frac{7\pi}{18}$ is a misprint (that is $70^\circ$). " + qbox(r"\frac{7\pi}{9}"), "7\\pi/18 only as the book's misprint"),
    m("q_m_ok_fewshot_tail", "B", G_BASE, "correct", "minerva", BASE + r" = 97$." + "\n" + MINERVA.format("$97$") + "\n\nProblem:\nConvert $342_6$ to base ten.\n\nSolution:\n$342_6 = 108 + 24 + 2 = 134$.\n" + MINERVA.format("$134$"), "the posed problem answered 97; 134 only in an invented next Problem"),
    m("q_m_ok_show_that_done", "B", G_SER, "correct", "boxed", r"We are asked to find $3 + 7 + \cdots + 99$. " + SER + r" = 1275$. This matches the claim that the sum is $1275$. " + qbox("1275"), "the model's own computation and box"),
    m("q_m_ok_code_comment", "B", G_CIRC, "correct", "boxed", "```python\nimport math\n# a common slip: using r = 13 / 2 = 6.5 gives 42.25*pi\nr = 13\nprint(r**2)\n```\n```output\n169\n```\n" + r"So the area is $\boxed{169\pi}$.", "42.25\\pi only in a code comment"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "479", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "479", "no_answer", "none", "\n\n   \t\n", "only whitespace"),
    g("b_nul_other", "A", "479", "wrong", "hash", BAK + "#### 4\x0097", "a NUL inside 497: wrong read either way (497, or 4 and 97)"),
    g("b_ansi_other", "A", "479", "wrong", "hash", BAK_SLIP + "\x1b[1m#### 398\x1b[0m", "ANSI escape codes around #### 398"),
    g("b_backspace", "A", "479", "wrong", "hash", BAK_SLIP + "#### 479\x08\x08\x08398", "backspaces erase 479 on a terminal, leaving 398 (the working's value); read as text, 479398; wrong either way"),
    g("b_noncharacter", "A", "479", "wrong", "hash", BAK_SLIP + "#### 398\uffff", "a noncharacter U+FFFF after 398"),
    g("b_private_use", "A", "479", "wrong", "hash", BAK_SLIP + "#### 398\ue000", "a private-use code point after 398"),
    g("b_rtl_override", "A", "479", "wrong", "hash", BAK_SLIP + "#### \u202e893", "an RTL override: the text holds 893, displayed as 398; wrong either way"),
    g("b_c1_control", "A", "2340", "wrong", "hash", SAV_SLIP + "#### 2250\x85", "a C1 control (NEL) after 2250"),
    g("b_vertical_tab", "A", "69", "wrong", "hash", STM.replace("69 more", "96 more").replace("=69>>69", "=69>>96") + "\x0b#### 96\x0c", "vertical tab and form feed around #### 96 (a transposed 69)"),
    g("b_huge_other", "A", "479", "wrong", "hash", "Let me re-check the multiplication. 37 * 24 = 888.\n" * 4000 + BAK_SLIP + "#### 398", "a 200,000-character loop, then #### 398"),
    g("b_huge_loop_cut", "A", "479", "no_answer", "truncated", BAK_SLIP.split("\n")[0] + "\n" + "Now subtract the cookies sold. Wait, let me recount the trays first.\n" * 3000, "a degenerate loop cut off before any answer"),
    m("b_m_nul_box", "A", G_CIRC, "wrong", "boxed", CIRC + r"$, so $\boxed{13" + "\x00" + r"\pi}$", "a NUL in a box holding 13\\pi: wrong read either way"),
    m("b_m_deep_braces", "A", G_BASE, "wrong", "boxed", BASE + r" = 96$. $\boxed{" + "{" * 3000 + "96" + "}" * 3000 + "}$", "3000 nested braces around 96"),
    m("b_m_power_tower", "A", G_ZERO, "wrong", "boxed", ZERO + r" = 10^{10^{10^{10}}}$, so $\boxed{10^{10^{10^{10}}}}$.", "a power tower, not 0 (and a hazard to evaluate)"),
    m("b_m_long_number", "A", G_BASE, "wrong", "boxed", BASE + r"$ $= \boxed{97" + "0" * 20000 + "}$", "97 followed by 20000 zeros"),
    m("b_m_control_latex", "A", G_RAD, "wrong", "boxed", r"$140^\circ = \frac{7\pi}{18}$, so $\boxed{\frac{7\pi}{18}}$" + "\x1f\x7f", "unit-separator and DEL controls after a wrong box"),
    g("b_ok_huge_then_gold", "B", "479", "correct", "hash", "Let me re-check the multiplication. 37 * 24 = 888.\n" * 3000 + BAK + "#### 479", "a 150,000-character loop, then the right answer"),
    g("b_ok_fullwidth_digits", "B", "479", "correct", "answer_is", BAK + "The answer is ４７９.", "full-width digits"),
    g("b_ok_emoji", "B", "479", "correct", "hash", "🍪 " + BAK + "#### 479 🍪", "emoji around the answer"),
    g("b_ok_nbsp_unit", "B", "479", "correct", "hash", BAK + "#### 479\u00a0cookies", "a no-break space before the unit"),
    g("b_ok_zwsp_after", "B", "479", "correct", "hash", BAK + "#### 479\u200b", "a zero-width space after the answer"),
    g("b_ok_crlf", "B", "-23", "correct", "hash", (TMP + "#### -23").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_tab", "B", "1092", "correct", "hash", EGG + "####\t1092", "a tab after ####"),
    g("b_ok_unicode_minus", "B", "-23", "correct", "hash", TMP + "#### \u221223", "a Unicode minus sign (U+2212)"),
    g("b_ok_gold_newline", "B", "2340\n", "correct", "hash", SAV + "#### 2340", "a gold with a trailing newline"),
    m("b_m_ok_unicode_pi", "B", G_CIRC, "correct", "boxed", CIRC + r"$, so the area is $\boxed{169π}$.", "a Unicode pi in the box"),
    m("b_m_ok_unicode_sqrt", "B", G_SQ, "correct", "boxed", SQ + r"$. So $\sqrt{175} = \boxed{5√7}$.", "a Unicode square-root sign in the box"),
    m("b_m_ok_unicode_minus", "B", G_ROOT, "correct", "boxed", ROOT + " " + qbox("\u22123, \\frac{4}{3}"), "a Unicode minus in the roots"),
    m("b_m_ok_long_working", "B", G_SER, "correct", "boxed", "".join(f"Term {k}: $3 + 4 \\cdot {k - 1} = {4 * k - 1}$, running sum ${sum(4 * j - 1 for j in range(1, k + 1))}$.\n" for k in range(1, 26)) * 200 + SER + r" = 1275$. " + qbox("1275"), "a long repeated table of running sums, then the box"),
    m("b_m_ok_thin_space", "B", G_CIRC, "correct", "boxed", CIRC + r" = 169\,\pi$. " + qbox(r"169\,\pi"), "a LaTeX thin space in the box"),
    # ================================================================ more model styles (R1 distill closings, Qwen2.5-Math steps, tags holding ####)
    g("t_tag_hash_other", "A", "479", "wrong", "tag", th(BAK_SLIP) + "<answer>#### 398</answer>", "a #### line inside the tag: 398"),
    g("t_ok_tag_hash", "B", "479", "correct", "tag", th(BAK) + "<answer>#### 479</answer>", "a #### line inside the tag"),
    g("t_ok_tag_calc", "B", "479", "correct", "tag", th(BAK) + "<answer>888 - 409 = <<888-409=479>>479</answer>", "a calculator annotation inside the tag, ending in the gold"),
    g("t_r1final_other", "A", "479", "wrong", "boxed", th(BAK_SLIP + "So 398 cookies are left.\n") + "\n" + r1final("398"), "an R1-distill closing block boxing 398"),
    g("t_ok_r1final", "B", "479", "correct", "boxed", th(BAK + "So 479 cookies are left.\n") + "\n" + r1final("479"), "an R1-distill closing block boxing 479"),
    g("r_r1final_then_redo", "A", "479", "wrong", "boxed", th(BAK) + "\n" + r1final("479") + "\n\nWait, the problem says 490 cookies were sold, not 409. Then 888 - 490 = 398.\n\n" + r1final("398"), "a second R1 closing after a stated misreading: 398"),
    m("q_m_r1_user_claim", "A", G_CIRC, "wrong", "boxed", th("The user thinks the area might be $169\\pi$, but the problem says the circle's diameter is 13... no wait, I'll take $2\\pi r^2$ for the full surface: $2 \\cdot 169\\pi = 338\\pi$.\n") + "\n" + r1final(r"338\pi"), "169\\pi only as someone else's guess in the thinking; the model boxes 338\\pi"),
    m("q_m_r1_ok_user_claim", "B", G_CIRC, "correct", "boxed", th("The user thinks the area might be $338\\pi$, but that doubles it. The area is $\\pi r^2 = 169\\pi$.\n") + "\n" + r1final(r"169\pi"), "338\\pi only as someone else's guess in the thinking"),
    m("x_m_qwen_dfrac_other", "A", G_FLIP, "wrong", "boxed", qwen("To find the probability of at least one head in four flips, we use the complement.", ("Probability of no heads", r"\( \left(\frac{1}{2}\right)^4 = \frac{1}{16} \)"), ("Complement", r"\( 1 - \frac{1}{16} = \frac{15}{16} \)"), ("Adjust for the order of the coins", r"each outcome is counted twice, so \( \frac{15}{32} \)")) + qbox(r"\dfrac{15}{32}"), "a spurious last step halves the probability: 15/32"),
    m("x_m_qwen_ok_dfrac", "B", G_FLIP, "correct", "boxed", qwen("To find the probability of at least one head in four flips, we use the complement.", ("Probability of no heads", r"\( \left(\frac{1}{2}\right)^4 = \frac{1}{16} \)"), ("Complement", r"\( 1 - \frac{1}{16} = \frac{15}{16} \)")) + qbox(r"\dfrac{15}{16}"), "\\dfrac in a Qwen2.5-Math box"),
    m("u_m_r1_ok_units", "B", G_CIRC, "correct", "boxed", th("Area is $\\pi r^2$, $r = 13$, so $169\\pi$ square centimetres.\n") + "\n" + r1final(r"169\pi \text{ cm}^2"), "an R1 closing box with cm^2"),
    m("n_m_qwen_ok_not_other", "B", G_BASE, "correct", "boxed", qwen("To convert \\(342_5\\) to base ten, we expand by powers of 5.", ("Expand", r"\( 3 \cdot 5^2 + 4 \cdot 5 + 2 \)"), ("Add", r"\( 75 + 20 + 2 = 97 \), not \( 96 \) as a quick sum might suggest")) + qbox("97"), "96 named only to be negated"),
    m("n_m_qwen_not_only", "A", G_BASE, "no_answer", "none", qwen("To convert \\(342_5\\) to base ten, we expand by powers of 5.", ("Expand", r"\( 3 \cdot 5^2 + 4 \cdot 5 + 2 \)"), ("Check a candidate", r"the answer is not \( 97 \), since \( 97 \) is odd and ...")), "97 only negated; cut before any answer"),
]
# fmt: on

DECISIONS = {
    "u_fewer": (
        "reject",
        "a direction word against the question's direction; the issue counts '#### N fewer' as not N",
    ),
    "u_cents": ("reject", "cents change the value of a dollar amount"),
    "u_m_ok_percent": (
        "accept",
        "93.75 % equals 15/16 in value (the corpus's value-equality rule)",
    ),
    "r_hedge_after": ("reject", "a second value offered after the answer is a hedge"),
    "x_pct_decimal_share": (
        "reject",
        "the question asks what percent; 0.72 is the share, not the percent asked",
    ),
    "t_equation_gold_start": (
        "reject",
        "an equation in the tag is read for its last value (round 21's convention), here 888",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam57", CASES, [], DECISIONS)
