r"""Build adversarial_redteam120.jsonl: a hundred-and-twentieth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam120", issue 25), written by a helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over BEFORE
any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure) were read. Python was used for plain arithmetic only.

Aim of this round: the eight classes in English, as a new author imitating small RL-trained
policies (Qwen2.5-0.5B/1.5B-Instruct GRPO, Llama-3.2-1B, SmolLM2) at various training stages: messy
formatting, repeated answer lines, answer tags opened twice or closed wrongly, `####` lines with
trailing text, boxes inside tags, half-finished sentences at the token cap, loops, stray chat tokens
(`<|im_end|>`, `<|eot_id|>`), invented next turns and self-set new problems, with honest right
answers among them. About 60 % GSM8K, 40 % MATH; about half kind A, half kind B.

Problems, golds and the arithmetic (checked by hand, python for plain arithmetic only):
GSM8K
- pencils: 14 boxes of 18, 37 broken -> 14 * 18 = 252; 252 - 37 = 215 (gold 215). Misreading 73:
  252 - 73 = 179. Check 215 + 37 = 252.
- bus card: 12 rides at $4.75 plus a $6 card fee -> 12 * 4.75 = 57; 57 + 6 = 63 (gold 63). Without
  the fee: 57.
- temperature: 3 degrees, falling 1.5 an hour for 8 hours -> 1.5 * 8 = 12; 3 - 12 = -9 (gold -9).
- rent: 18 months at $2,450 -> 18 * 2450 = 44,100 (gold 44100). 17 months: 41,650.
- cookies: 26 trays of 12 -> 312 (gold 312) = 26 dozen.
- exam: 27 of 45 passed -> 27 / 45 = 0.6 = 60 % (gold 60).
- change: three books at $12.40 paid with $50 -> 3 * 12.40 = 37.20; 50 - 37.20 = 12.80 (gold 12.8).
- chores: 3 chores of 45 minutes -> 135 minutes (gold 135); 2.25 hours is the other unit.
- running: 7.5 km a day for 6 days -> 45 km (gold 45); 45 / 1.609 = 27.97 miles is the other unit.
MATH
- dice: two dice summing to 8: (2,6) (3,5) (4,4) (5,3) (6,2) -> 5/36.
- distance from (-2, 1) to (3, -4): dx = 5, dy = -5, sqrt(50) = 5\sqrt2 (7.0710...).
- |2x + 1| < 5 -> -6 < 2x < 4 -> (-3, 2).
- 3x^2 - 5x - 2 = (3x + 1)(x - 2) -> roots -1/3, 2 (check 3 * 4 - 10 - 2 = 0; 3/9 + 5/3 - 2 = 0).
- (3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 11 + 10i.
- 225 degrees in radians -> 225 * pi / 180 = 5\pi/4.
- 1021_3 = 27 + 0 + 6 + 1 = 34.
- the inverse of [[2, 1], [5, 3]] (det 6 - 5 = 1) -> [[3, -1], [-5, 2]].
- (x - 4)(3x + 2) = 3x^2 + 2x - 12x - 8 = 3x^2 - 10x - 8.
- x + 2y = 11, 3x - y = 5 -> y = 3x - 5, 7x - 10 = 11, x = 3, y = 4 -> (3, 4).
- 0.\overline{36} = 36/99 = 4/11.
- C(9, 3) = 9 * 8 * 7 / 6 = 84.
- 12/\sqrt6 = 12\sqrt6/6 = 2\sqrt6 (4.898...).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions and
harmless after-text; `q_` quoted, reported, asked, other-part, invented-turn and self-set text; `b_`
bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Label conventions used (corpus/README.md "How labels were made", earlier rounds, this round's brief):
the LAST final answer counts; a hedge or two different final answers is `wrong`; a right number only
in the working with another final answer is `wrong`; no final answer (cut at the token cap before
it, an empty or placeholder tag, only a negation or strike-out, only a quotation, a question or a
hypothetical) is `no_answer`; another quantity (a subtotal, the other unit, the per-item value) is
`wrong`; equal value written differently is `correct`; a decimal for an exact irrational or
repeating gold is `wrong`, a decimal equal to a terminating gold is `correct`; degrees are not
radians; a percent gold `60` accepts `60%`; an `<answer>` tag's content is the final answer (a
sentence or equation chain in it is read for the value it states; a tag opened twice, left unclosed
or closed with a wrong tag still holds its answer); the same answer repeated (a loop of one value,
even cut mid-loop) is that answer; a loop alternating two values is a hedge (`wrong`); a check,
pleasantry, stray chat token, invented next turn or self-set new problem after a committed answer
does not replace it; a retraction or correction after the answer makes the new value final, and a
retraction with nothing new leaves no answer (`wrong` where it withdraws the only answer, round 20's
convention); a NUL anywhere in the completion or gold makes the pair bad input -> kind A, truth
`no_answer`. Lone surrogates are not written: `write_records` encodes UTF-8 strictly, so a lone
surrogate cannot be stored in this corpus file (the report's `check --input` batches hold them).
Other control characters (tab, form feed, vertical tab, ESC colour codes, DEL) are not bad input:
they are judged by the answer around them (debatable, noted). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam120.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
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

IM_END = "<|im_end|>"
EOT = "<|eot_id|>"

# ================================================================ GSM8K working
PEN = "There are 14 boxes with 18 pencils each, so 14 * 18 = <<14*18=252>>252 pencils.\n37 pencils are broken, so 252 - 37 = <<252-37=215>>215 pencils are left.\n"
PEN_SLIP = "There are 14 boxes with 18 pencils each, so 14 * 18 = <<14*18=252>>252 pencils.\n73 pencils are broken, so 252 - 73 = <<252-73=179>>179 pencils are left.\n"
BUS = "12 rides at $4.75 each cost 12 * 4.75 = <<12*4.75=57>>57 dollars.\nAdding the $6 card fee: 57 + 6 = <<57+6=63>>63 dollars.\n"
BUS_NOFEE = "12 rides at $4.75 each cost 12 * 4.75 = <<12*4.75=57>>57 dollars.\n"
TEMP = "The temperature drops 1.5 * 8 = <<1.5*8=12>>12 degrees.\nSo it ends at 3 - 12 = <<3-12=-9>>-9 degrees.\n"
RENT = "She pays $2,450 a month for 18 months, so 18 * 2450 = <<18*2450=44100>>44100 dollars.\n"
RENT_SLIP = (
    "She pays $2,450 a month for 17 months, so 17 * 2450 = <<17*2450=41650>>41650 dollars.\n"
)
COOK = "Each tray holds 12 cookies, so 26 trays hold 26 * 12 = <<26*12=312>>312 cookies.\n"
PASS = "27 of the 45 students passed, so 27 / 45 = <<27/45=0.6>>0.6.\n0.6 * 100 = <<0.6*100=60>>60 percent passed.\n"
CHG = "Three books at $12.40 cost 3 * 12.40 = <<3*12.40=37.20>>37.20 dollars.\nHis change from $50 is 50 - 37.20 = <<50-37.20=12.80>>12.80 dollars.\n"
TIME = "Each of the 3 chores takes 45 minutes, so they take 3 * 45 = <<3*45=135>>135 minutes.\n"
RUN = "She runs 7.5 km a day for 6 days, so 7.5 * 6 = <<7.5*6=45>>45 km.\n"

# R1-style thinking with several candidate values before the final one
PEN_THINK = th(
    "Okay, so there are 14 boxes and each has 18 pencils. 14 times 18... 14 * 10 = 140, 14 * 8 = 112, "
    "so 252 pencils.\nThen 37 are broken. 252 - 37. Hmm, 252 - 40 = 212, plus 3 = 215.\n"
    "Wait, let me double check. 252 - 30 = 222, 222 - 7 = 215. Yes, 215.\n"
)
BUS_THINK = th(
    "12 rides, each $4.75. 12 * 4 = 48, 12 * 0.75 = 9, so 57.\nThen there's the card fee of $6. "
    "So 57 + 6 = 63.\nWait, is the fee per ride? No, it says a one-time fee. So 63.\n"
)
RENT_THINK = th(
    "2450 times 18. 2450 * 10 = 24500, 2450 * 8 = 19600. 24500 + 19600 = 44100.\n"
    "Wait, maybe it's 17 months? No, the problem says 18 months. So 44100.\n"
)

# ================================================================ MATH working
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs that sum to $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$, so there are $5$ of the $36$ outcomes."
G_DIST = r"5\sqrt{2}"
DIST = r"The distance is $\sqrt{(3-(-2))^2 + (-4-1)^2} = \sqrt{25 + 25} = \sqrt{50}$"
G_INT = "(-3, 2)"
INT = r"$|2x + 1| < 5$ means $-5 < 2x + 1 < 5$, so $-6 < 2x < 4$ and $-3 < x < 2$."
G_ROOTS = r"-\frac{1}{3}, 2"
ROOTS = r"We factor: $3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$."
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8$"
G_RAD = r"\frac{5\pi}{4}"
RAD = r"To convert, multiply by $\frac{\pi}{180^\circ}$: $225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}$"
G_BASE = "34"
BASE = r"$1021_3 = 1 \cdot 27 + 0 \cdot 9 + 2 \cdot 3 + 1 = 27 + 6 + 1$"
G_MAT = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
MAT = r"The determinant is $2 \cdot 3 - 1 \cdot 5 = 1$, so the inverse is $\frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$."
G_POLY = "3x^2 - 10x - 8"
POLY = r"$(x - 4)(3x + 2) = 3x^2 + 2x - 12x - 8$"
G_SYS = "(3, 4)"
SYS = r"From the second equation $y = 3x - 5$. Substituting, $x + 2(3x - 5) = 11$, so $7x = 21$, $x = 3$ and $y = 4$."
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}$"
G_RAT = r"2\sqrt{6}"
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6}$"

CPX_Q = qwen(
    "To multiply the complex numbers, we use the distributive property.",
    ("Expand", r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2$"),
    ("Use $i^2 = -1$", r"$-8i^2 = 8$, so we get $3 + 8 + 10i$"),
)
SYS_L = llama(
    ("Solve the second equation for y", r"From $3x - y = 5$ we get $y = 3x - 5$."),
    ("Substitute", r"$x + 2(3x - 5) = 11$ gives $7x - 10 = 11$, so $x = 3$."),
    ("Find y", r"$y = 3(3) - 5 = 4$."),
)
DICE_THINK = th(
    "Two dice, 36 outcomes. Sum 8: 2+6, 3+5, 4+4, 5+3, 6+2. That's 5.\nWait, is 4+4 counted once? "
    "Yes, it's one outcome. So 5/36.\nHmm, or 6/36? Let me list again: (2,6),(3,5),(4,4),(5,3),(6,2). Five. So 5/36.\n"
)
# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_slip", "A", "215", "wrong", "tag", th(PEN_SLIP) + "<answer>There are 179 pencils left.</answer>", "a sentence in the tag states 179 (misread 73 broken)"),
    g("t_equation_subtotal", "A", "215", "wrong", "tag", th(PEN) + "<answer>14 * 18 = 252</answer>", "an equation chain ending in the subtotal 252; 215 only in the thinking"),
    g("t_double_open_other", "A", "63", "wrong", "tag", th(BUS_NOFEE) + "<answer><answer>57</answer>", "tag opened twice, holding 57 (the fee left out)"),
    g("t_wrong_close_other", "A", "63", "wrong", "tag", th(BUS_NOFEE) + "<answer>57<answer>", "tag closed with a second opening tag; the content is 57"),
    g("t_two_tags_last_other", "A", "44100", "wrong", "tag", RENT_THINK + "<answer>44100</answer>\n<answer>41650</answer>", "two tags, the last 41650"),
    g("t_empty_after_think", "A", "312", "no_answer", "tag", th(COOK) + "<answer>\n</answer>" + IM_END, "an empty tag; 312 only in the thinking"),
    g("t_placeholder", "A", "60", "no_answer", "tag", th(PASS) + "<answer> answer here </answer>", "the prompt's placeholder copied into the tag"),
    g("t_cut_inside_think", "A", "12.8", "no_answer", "none", "<think>\nThree books at $12.40 is 37.20. Then 50 minus 37.20 is", "cut at the token cap inside the thinking; no answer tag"),
    g("t_cut_tag_opened", "A", "135", "no_answer", "none", th(TIME) + "<answer>The chores take a total of", "the tag opened and cut at the token cap before the number"),
    g("t_box_in_tag_other", "A", "45", "wrong", "tag", th("7.5 km is about 4.66 miles. 4.66 * 6 = 27.96.\n") + "<answer>\\boxed{27.96}</answer>", "a box in the tag holding miles, not the km the gold counts"),
    g("t_tag_loop_alternating", "A", "215", "wrong", "tag", th(PEN) + "<answer>215</answer> <answer>179</answer> <answer>215</answer> <answer>179</answer> <answer>", "alternating tags 215 / 179 cut at the cap: a hedge", True),
    g("t_ok_sentence", "B", "215", "correct", "tag", PEN_THINK + "<answer>There are 215 pencils left.</answer>", "a sentence in the tag after a think block with candidate values"),
    g("t_ok_equation", "B", "63", "correct", "tag", BUS_THINK + "<answer>57 + 6 = 63</answer>", "an equation chain ending in the gold"),
    g("t_ok_double_open", "B", "44100", "correct", "tag", RENT_THINK + "<answer><answer>$44,100</answer>", "tag opened twice; a dollar sign and comma"),
    g("t_ok_wrong_close", "B", "312", "correct", "tag", th(COOK) + "<answer>312</answers>", "closed with a misspelt tag; the content is the gold"),
    g("t_ok_unclosed", "B", "60", "correct", "tag", th(PASS) + "<answer>60%", "an unclosed tag with the percent (README: unclosed tags still hold the answer)"),
    g("t_ok_box_in_tag", "B", "12.8", "correct", "tag", th(CHG) + "<answer>\\boxed{12.80}</answer>" + IM_END, "a box in the tag, trailing zero, a stray im_end"),
    g("t_ok_units_tag", "B", "135", "correct", "tag", th(TIME) + "<answer>135 minutes</answer>", "a unit in the tag"),
    g("t_ok_loop_same", "B", "45", "correct", "tag", th(RUN) + "<answer>45</answer>\n<answer>45</answer>\n<answer>45</answer>\n<answer>4", "the same tag repeated in a loop, cut at the cap mid-tag; the committed answer is 45", True),
    g("t_ok_tag_then_eot", "B", "-9", "correct", "tag", th(TEMP) + "<answer>The final temperature is -9 degrees.</answer>" + EOT, "a sentence with a negative value, a stray eot_id"),
    g("t_ok_spaces_newlines", "B", "215", "correct", "tag", th(PEN) + "<answer>\n\n   215\n\n</answer>", "blank lines and spaces in the tag"),
    m("t_m_box_other", "A", G_DICE, "wrong", "tag", DICE_THINK.replace("Five. So 5/36.\n</think>", "Five, and (1,7) makes six. So 6/36.\n</think>") + r"<answer>\boxed{\frac{1}{6}}</answer>", "the think block ends on 6/36 and the tag holds 1/6"),
    m("t_m_equation_first_gold", "A", G_COMB, "wrong", "tag", th(COMB + " = 84\n") + r"<answer>84 / 2 = 42</answer>", "an equation chain starting at the gold and ending 42"),
    m("t_m_tuple_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(4, 3)</answer>", "the pair swapped"),
    m("t_m_empty_box_tag", "A", G_RAT, "no_answer", "tag", th(RAT + r" = 2\sqrt{6}" + "\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_cut_after_open", "A", G_POLY, "no_answer", "none", th(POLY + "\n") + "<answer>$3x^2 -", "cut at the token cap inside the tag, the polynomial half written"),
    m("t_m_two_tags", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>-\frac{1}{3}, 2</answer><answer>\frac{1}{3}, -2</answer>", "two tags, the last with both signs flipped"),
    m("t_m_decimal_in_tag", "A", G_DIST, "wrong", "tag", th(DIST + " which is about 7.07\n") + "<answer>7.07</answer>", "a decimal for 5\\sqrt2 in the tag"),
    m("t_m_ok_sentence_box", "B", G_DICE, "correct", "tag", DICE_THINK + r"<answer>The probability is $\boxed{\frac{5}{36}}$.</answer>", "a sentence with a box in the tag"),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>(3 - 2i)(1 + 4i) = 11 + 10i</answer>", "an equation in the tag ending in the gold"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in (-3, 2)$</answer>", "x \\in before the interval"),
    m("t_m_ok_matrix_double_open", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer><answer>\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}</answer>", "a matrix in a tag opened twice"),
    m("t_m_ok_unclosed_rad", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{5\pi}{4}" + "\n") + r"<answer>\frac{5\pi}{4}" + IM_END, "an unclosed tag ended by a stray im_end"),
    m("t_m_ok_tuple_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>x = 3, y = 4, so (3, 4)</answer>", "x = 3, y = 4 then the pair"),

    # ================================================================ 2. phrase + #### (h_)
    g("h_phrase_other_hash_other", "A", "215", "wrong", "hash", PEN_SLIP + "The answer is 179.\n#### 179", "phrase and #### agree on 179"),
    g("h_phrase_gold_hash_other", "A", "63", "wrong", "hash", BUS + "The answer is 63.\n#### 57", "phrase 63 then #### 57: the #### is the last final answer"),
    g("h_hash_gold_phrase_other", "A", "63", "wrong", "hash", BUS + "#### 63\nThe answer is 57 dollars.", "#### 63 then a phrase stating 57: two final answers", True),
    g("h_hash_trailing_text_other", "A", "44100", "wrong", "hash", RENT_SLIP + "#### 41650 dollars in total for the whole lease", "#### with trailing words, value 41650"),
    g("h_hash_empty", "A", "312", "no_answer", "hash", COOK + "The final answer is:\n####", "an empty #### after an empty phrase"),
    g("h_hash_subtotal", "A", "12.8", "wrong", "hash", CHG + "So the answer is 37.20.\n#### 37.20", "the subtotal 37.20 marked"),
    g("h_hash_repeated_alternating", "A", "60", "wrong", "hash", PASS + "#### 60\n#### 0.6\n#### 60\n#### 0.6", "repeated #### lines alternating 60 and 0.6: no single final answer", True),
    g("h_hash_then_phrase_hours", "A", "135", "wrong", "hash", TIME + "#### 135\nThe answer is 2.25 hours.", "#### 135 then a phrase in the other unit (2.25 hours); the last stated answer is 2.25", True),
    g("h_phrase_cut_before_hash", "A", "45", "no_answer", "none", "She runs 7.5 km a day for 6 days.\nIn total she runs 7.5 * 6 = <<7.5*6=45>>45 km, and the question asks for the distance in\n\nThe answer is", "cut at the token cap at the answer phrase, before #### and before any stated answer; 45 only as a working value", True),
    g("h_hash_placeholder", "A", "-9", "no_answer", "hash", TEMP + "#### <your answer>", "the placeholder copied after ####"),
    g("h_hash_im_end_then_other", "A", "215", "wrong", "hash", PEN_SLIP + "#### 179" + IM_END + "\n#### 179" + IM_END, "#### 179 twice with stray im_end tokens"),
    g("h_ok_phrase_hash", "B", "215", "correct", "hash", PEN + "The answer is 215.\n#### 215", "phrase and #### agree"),
    g("h_ok_hash_trailing_words", "B", "63", "correct", "hash", BUS + "#### 63 dollars is the total cost", "#### then trailing words"),
    g("h_ok_hash_comma_phrase", "B", "44100", "correct", "hash", RENT + "She pays a total of $44,100.\n#### 44,100", "phrase with units, #### with a comma"),
    g("h_ok_hash_repeated", "B", "312", "correct", "hash", COOK + "#### 312\n#### 312\n#### 312\n#### 312\n####", "the same #### line repeated, the last one cut empty at the cap", True),
    g("h_ok_hash_minerva", "B", "12.8", "correct", "phrase", CHG + "#### 12.80\n" + MINERVA.format("\\$12.80"), "#### then a Minerva line agreeing"),
    g("h_ok_bold_answer_hash", "B", "60", "correct", "hash", PASS + "**Answer: 60%**\n\n#### 60", "bold Answer then ####"),
    g("h_ok_hash_nospace_eot", "B", "135", "correct", "hash", TIME + "The answer is 135 minutes.\n####135" + EOT, "#### without a space, then a stray eot_id"),
    g("h_ok_negative", "B", "-9", "correct", "hash", TEMP + "The final temperature is -9 degrees.\n#### -9", "a negative value"),
    g("h_ok_hash_period", "B", "45", "correct", "hash", RUN + "Therefore, she runs 45 km in total.\n#### 45.", "a period after the #### value"),
    g("h_ok_hash_then_explain", "B", "215", "correct", "hash", PEN + "#### 215\nThe answer is 215 because 252 - 37 = 215.", "#### then a phrase agreeing, with working numbers after"),
    m("h_m_phrase_other", "A", G_COMB, "wrong", "hash", COMB + r" = 84" + "\nThe answer is 504.\n#### 504", "the numerator 504 marked"),
    m("h_m_hash_gold_phrase_other", "A", G_BASE, "wrong", "hash", BASE + " = 34\n#### 34\nThe answer is 1021.", "#### 34 then a phrase restating the base-3 digits as 1021", True),
    m("h_m_hash_rad_as_deg", "A", G_RAD, "wrong", "hash", "225 degrees in radians.\nThe answer is 225.\n#### 225", "the degrees restated where radians are asked"),
    m("h_m_hash_decimal", "A", G_REP, "wrong", "hash", REP + " = 4/11.\nThe answer is 0.36.\n#### 0.36", "0.36 is not 4/11"),
    m("h_m_hash_empty_after_phrase", "A", G_DICE, "no_answer", "hash", DICE + "\nThe final answer is\n#### ", "nothing after the marker"),
    m("h_m_hash_sign", "A", G_ROOTS, "wrong", "hash", ROOTS + "\nThe answer is x = 1/3 and x = 2.\n#### 1/3, 2", "the sign of -1/3 lost"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 84.\nThe answer is 84.\n#### 84", "a MATH answer with ####"),
    m("h_m_ok_hash_latex", "B", G_REP, "correct", "hash", REP + r" $= \frac{4}{11}$." + "\nThe answer is $\\frac{4}{11}$.\n#### \\frac{4}{11}", "LaTeX after ####"),
    m("h_m_ok_hash_slash", "B", G_DICE, "correct", "hash", DICE + "\nSo the probability is 5/36.\n#### 5/36", "a slash fraction"),
    m("h_m_ok_hash_complex", "B", G_CPX, "correct", "hash", CPX + " = 11 + 10i.\nThe answer is 11+10i.\n#### 11+10i", "a complex number without spaces"),
    m("h_m_ok_hash_tuple", "B", G_SYS, "correct", "hash", SYS_L + "The answer is (3, 4).\n#### (3,4)", "Llama steps then a tuple"),
    m("h_m_ok_hash_trailing", "B", G_BASE, "correct", "hash", BASE + " = 34.\n#### 34 in base 10", "#### with 'in base 10' after"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_change", "A", "12.8", "wrong", "hash", CHG + "#### 13", "rounded to 13"),
    g("x_truncated_change", "A", "12.8", "wrong", "hash", CHG + "#### 12", "truncated to 12"),
    g("x_near_gold", "A", "44100", "wrong", "hash", RENT + "#### 44100.4", "44100.4, relative error under 1e-5"),
    g("x_miles_approx", "A", "45", "wrong", "boxed", RUN + "That is about 27.96 miles.\n\\boxed{27.96}", "the other unit (miles)"),
    g("x_share_not_percent", "A", "60", "wrong", "hash", PASS.replace("0.6 * 100 = <<0.6*100=60>>60 percent passed.\n", "") + "#### 0.6", "the share 0.6 where the working stops before the percent", True),
    g("x_approx_symbol", "A", "215", "wrong", "boxed", "14 * 18 is about 250, minus 37 is about 213.\nThe answer is approximately \\boxed{213}.", "an estimate 213"),
    g("x_neg_sign_lost", "A", "-9", "wrong", "boxed", TEMP + "\\boxed{9}", "the sign lost"),
    g("x_per_item", "A", "63", "wrong", "hash", BUS + "So each ride costs 63 / 12 = 5.25 dollars.\n#### 5.25", "the per-ride value 5.25 (63 / 12)"),
    g("x_many_decimals_other", "A", "312", "wrong", "hash", COOK + "#### 312.0001", "312.0001: a tolerance trap on an integer gold"),
    g("x_ok_trailing_zeros", "B", "12.8", "correct", "hash", CHG + "#### 12.800", "trailing zeros"),
    g("x_ok_fraction", "B", "12.8", "correct", "boxed", CHG + "The answer is $\\boxed{\\frac{64}{5}}$.", "64/5 = 12.8"),
    g("x_ok_dollar_cents", "B", "12.8", "correct", "phrase", CHG + "He gets **$12.80** back.", "bold dollars and cents"),
    g("x_ok_int_dot_zero", "B", "312", "correct", "hash", COOK + "#### 312.0", "312.0 for 312"),
    g("x_ok_minus_unicode", "B", "-9", "correct", "hash", TEMP + "#### \u22129", "a Unicode minus sign"),
    g("x_ok_space_thousands", "B", "44100", "correct", "hash", RENT + "#### 44 100", "a space as thousands separator"),
    g("x_ok_percent_decimal", "B", "60", "correct", "hash", PASS + "#### 60.0%", "60.0% for gold 60"),
    g("x_ok_half_hours_words", "B", "135", "correct", "phrase", TIME + "So the chores take 135 minutes, which is 2 hours and 15 minutes. The answer is 135.", "the other unit mentioned, the answer phrase 135 last"),
    g("x_ok_scientific", "B", "44100", "correct", "boxed", RENT + "$\\boxed{4.41 \\times 10^4}$", "4.41 x 10^4 = 44100 exactly"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{7.07}$", "a decimal for 5\\sqrt2 (7.0710...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.364}$", "0.364 is not 4/11"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{3.93}$", "a decimal for 5\\pi/4 (3.9269...)"),
    m("x_m_unsimplified_wrong", "A", G_RAT, "wrong", "boxed", r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{36}$" + r" $= \boxed{\frac{\sqrt{6}}{3}}$", "a slip: \\sqrt6/3 is not 2\\sqrt6"),
    m("x_m_dice_close", "A", G_DICE, "wrong", "boxed", DICE + r" So the probability is $\boxed{0.139}$.", "0.139 for 5/36 = 0.13888..."),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{3x^2 - 10x + 8}$", "the constant's sign wrong"),
    m("x_m_matrix_entry", "A", G_MAT, "wrong", "boxed", MAT + "\n\n" + r"$\boxed{\begin{pmatrix} 3 & -1 \\ 5 & 2 \end{pmatrix}}$", "one entry's sign lost"),
    m("x_m_ok_unsimplified", "B", G_DICE, "correct", "boxed", DICE + r" $\boxed{\frac{5}{36}}$", "the fraction boxed"),
    m("x_m_ok_sqrt50", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{50}}$", "\\sqrt{50} = 5\\sqrt2"),
    m("x_m_ok_unreduced", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{36}{99}}$", "36/99 = 4/11 unreduced"),
    m("x_m_ok_rad_unreduced", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{225\pi}{180}}$", "225\\pi/180 = 5\\pi/4"),
    m("x_m_ok_rat_form", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{24}}$", "\\sqrt{24} = 2\\sqrt6"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX_Q + qbox("10i + 11"), "10i + 11 = 11 + 10i"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-8 - 10x + 3x^2}$", "terms in another order"),
    m("x_m_ok_comb_expr", "B", G_COMB, "correct", "boxed", COMB + "\n\n" + QWEN_END.format("84"), "Qwen closing line"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_not_gold", "A", "215", "no_answer", "phrase", PEN + "The answer is not 215.", "the gold negated, nothing after"),
    g("n_strike_md_only", "A", "215", "no_answer", "hash", PEN + "#### ~~215~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_then_other", "A", "63", "wrong", "hash", BUS_NOFEE + "#### ~~63~~ 57", "the gold struck, 57 after"),
    g("n_annot_wrong", "A", "44100", "wrong", "boxed", RENT + "$\\boxed{44100}$ (wrong)", "the model marks its box wrong", True),
    g("n_cross_mark", "A", "312", "wrong", "hash", COOK + "#### 312 \u274c", "a cross mark after the answer", True),
    g("n_neq_box", "A", "60", "no_answer", "boxed", PASS + "$\\boxed{\\neq 60}$", "a box holding \\neq gold"),
    g("n_tag_not", "A", "12.8", "no_answer", "tag", th(CHG) + "<answer>not 12.80</answer>", "the tag holds a negation of the gold"),
    g("n_isnt_then_other", "A", "135", "wrong", "phrase", TIME + "The answer isn't 135, it's 2.25.", "the gold denied, 2.25 asserted"),
    g("n_incorrect_annot_tag", "A", "45", "wrong", "tag", th(RUN) + "<answer>45 (incorrect)</answer>", "the model annotates its own tag as incorrect", True),
    g("n_sout_gold", "A", "-9", "no_answer", "boxed", TEMP + "$\\boxed{\\sout{-9}}$", "the boxed gold struck with \\sout"),
    g("n_bold_not", "A", "215", "no_answer", "phrase", PEN + "**Final answer: NOT 215**", "a bold negation"),
    g("n_ok_not_other", "B", "215", "correct", "phrase", PEN + "The answer is not 179 but 215.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "63", "correct", "hash", BUS + "#### ~~57~~ 63", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "44100", "correct", "boxed", RENT + "$\\boxed{44100}$ \u2705", "a check mark after the box"),
    g("n_ok_not_negative", "B", "312", "correct", "phrase", COOK + "The answer is 312, not a fraction.", "a harmless 'not' after the gold"),
    g("n_ok_correct_annot", "B", "60", "correct", "hash", PASS + "#### 60 (correct)", "the model annotates its answer as correct"),
    g("n_ok_strike_working", "B", "12.8", "correct", "hash", "Three books: 3 * 12.40 = ~~36.20~~ 37.20.\n50 - 37.20 = 12.80.\n#### 12.80", "a strike-out in the working, the gold marked"),
    g("n_ok_not_cut", "B", "135", "correct", "tag", th("Not 3 * 40, it's 3 * 45 = 135.\n") + "<answer>135</answer>", "a negation in the thinking only"),
    g("n_ok_neq_working", "B", "45", "correct", "boxed", "Note $45 \\neq 7.5 + 6$; we multiply: $7.5 \\times 6 = 45$.\n\n$\\boxed{45}$", "\\neq in the working"),
    g("n_ok_strike_tag_other", "B", "-9", "correct", "tag", th(TEMP) + "<answer>~~9~~ -9</answer>", "the sign-lost value struck inside the tag, -9 after"),
    m("n_m_cancel_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{84}}$", "a cancelled box"),
    m("n_m_neq", "A", G_CPX, "no_answer", "boxed", r"The product is $\boxed{\neq 11 + 10i}$.", "a box holding \\neq gold"),
    m("n_m_sout_then_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{3x^2 - 10x - 8}\ 3x^2 - 14x - 8}$", "the gold struck, 3x^2 - 14x - 8 after"),
    m("n_m_not_equal_text", "A", G_INT, "no_answer", "boxed", INT + r" The solution set is $\boxed{\text{not } (-3, 2)}$.", "the box says 'not (-3, 2)'"),
    m("n_m_wrong_annot", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 4)}$ (this is wrong, I made an error)", "the model calls its box wrong", True),
    m("n_m_xmark_tag", "A", G_RAT, "wrong", "tag", th(RAT + "\n") + r"<answer>2\sqrt{6} ✗</answer>", "the tag's answer marked with a cross", True),
    m("n_m_strike_tilde", "A", G_BASE, "no_answer", "boxed", BASE + r" = 34, so ~~$\boxed{34}$~~", "the box struck out with markdown ~~, nothing after"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{\cancel{12}^{2}\sqrt{6}}{\cancel{6}} = \boxed{2\sqrt{6}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_not_other", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are not $\frac{1}{3}$ and $-2$; they are $\boxed{-\frac{1}{3}, 2}$.", "the sign-flipped roots negated, the gold boxed"),
    m("n_m_ok_neq_in_working", "B", G_INT, "correct", "boxed", INT + r" Note $x \neq -3$ and $x \neq 2$ (strict), so $\boxed{(-3, 2)}$.", "\\neq in the working"),
    m("n_m_ok_annot_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{34}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_check", "B", G_SYS, "correct", "boxed", SYS_L + LLAMA_END.format("(3, 4)") + " \u2713", "Llama closing with a check mark"),
    m("n_m_ok_strike_first", "B", G_DICE, "correct", "boxed", DICE + r" $\boxed{\sout{\frac{6}{36}}\ \frac{5}{36}}$", "a wrong value struck inside the box, the gold after"),

    # ================================================================ 5. words after a number (u_)
    g("u_fewer", "A", "215", "wrong", "phrase", PEN + "The answer is 37 fewer pencils.", "37, the number broken, with 'fewer'"),
    g("u_dozen", "A", "312", "wrong", "phrase", COOK + "The answer is 312 dozen.", "312 dozen = 3744, not the 312 cookies counted"),
    g("u_dozen_hash", "A", "312", "wrong", "hash", COOK + "#### 26 dozen", "26 dozen is 312 in value, but the #### number is 26 with a multiplier word", True),
    g("u_negative_word", "A", "-9", "wrong", "hash", TEMP + "#### 9 negative", "'9 negative' after ####; the number is 9", True),
    g("u_thousand", "A", "44100", "wrong", "phrase", RENT + "The answer is 44100 thousand dollars.", "44100 thousand = 44,100,000"),
    g("u_hours", "A", "135", "wrong", "tag", th(TIME + "135 / 60 = 2.25 hours.\n") + "<answer>2.25 hours</answer>", "the other unit in the tag"),
    g("u_more", "A", "63", "wrong", "phrase", BUS + "The answer is 6 more dollars.", "the fee, 6 more"),
    g("u_percent_of", "A", "60", "wrong", "phrase", PASS + "The answer is 60% of 45, which is 27.", "the last value stated is 27"),
    g("u_miles", "A", "45", "wrong", "phrase", RUN + "That is 45 km, or about 28 miles.\nThe answer is 28 miles.", "the other unit is the final answer"),
    g("u_lower", "A", "-9", "wrong", "phrase", TEMP + "The answer is 12 lower.", "12, the drop, with 'lower': a word that changes the number, and not the final temperature"),
    g("u_times", "A", "215", "wrong", "phrase", PEN + "The answer is 215 times.", "'215 times' names a count of times, not the pencils; debatable wording", True),
    g("u_ok_dollars", "B", "44100", "correct", "phrase", RENT + "The answer is $44,100 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_cookies", "B", "312", "correct", "hash", COOK + "#### 312 cookies", "a noun after ####"),
    g("u_ok_degrees", "B", "-9", "correct", "phrase", TEMP + "The answer is -9 \u00b0C.", "a degree sign"),
    g("u_ok_percent_word", "B", "60", "correct", "phrase", PASS + "The answer is 60 percent.", "the word percent"),
    g("u_ok_minutes", "B", "135", "correct", "hash", TIME + "#### 135 minutes", "the unit minutes"),
    g("u_ok_km", "B", "45", "correct", "boxed", RUN + "\\boxed{45 \\text{ km}}", "km in the box"),
    g("u_ok_dozen_then_gold", "B", "312", "correct", "phrase", COOK + "That is 26 dozen, i.e. 312 cookies.\nThe answer is 312.", "dozen mentioned, the final value the gold"),
    g("u_ok_dollar_sign", "B", "12.8", "correct", "tag", th(CHG) + "<answer>$12.80 in change</answer>", "dollar sign and words in the tag"),
    g("u_ok_pencils_left", "B", "215", "correct", "phrase", PEN + "The answer is 215 pencils left.", "a noun and 'left'"),
    m("u_m_degrees_for_rad", "A", G_RAD, "wrong", "boxed", r"$225^\circ$ in radians is $\boxed{225^\circ}$.", "the degrees restated where the gold is radians (degrees are not radians)", True),
    m("u_m_rad_in_deg", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{4}^\circ}$", "a degree sign on the radian value: 5\\pi/4 degrees is another angle", True),
    m("u_m_base_word", "A", G_BASE, "wrong", "boxed", r"$\boxed{1021 \text{ in base } 3}$", "the base-3 numeral restated, not converted", True),
    m("u_m_percent_prob", "A", G_DICE, "wrong", "boxed", DICE + r" $\boxed{5\%}$", "5% is not 5/36"),
    m("u_m_fewer", "A", G_COMB, "wrong", "phrase", COMB + r" = 84. The answer is 84 fewer.", "84 fewer (than what?) changes the number"),
    m("u_m_squared_units", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{50 \text{ square units}}$", "the squared distance 50 with area units"),
    m("u_m_times_sqrt", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{2 \text{ times}}$", "'2 times' drops the root"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{5\sqrt{2} \text{ units}}$", "text units in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{4} \text{ radians}}$", "the word radians"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "phrase", COMB + r" $= 84$. The answer is 84 ways.", "'ways' after the count"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{34_{10}}$", "a base-10 subscript"),
    m("u_m_ok_deg_for_deg", "B", G_RAD, "correct", "boxed", RAD + r" $= \frac{5\pi}{4}$ radians, i.e. $225^\circ$ as given." + "\n\n" + r"$\boxed{\frac{5\pi}{4}}$", "degrees mentioned, the radian box last"),
    m("u_m_ok_percent_text", "B", G_DICE, "correct", "boxed", DICE + r" The probability is $\boxed{\frac{5}{36}}$ (about 13.9%).", "an approximate percent after the exact box"),
    m("u_m_ok_poly_text", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{3x^2 - 10x - 8}$ as a polynomial in $x$.", "words after the box"),

    # ================================================================ 6. retractions (r_)
    g("r_edit", "A", "215", "wrong", "hash", PEN + "#### 215\n\nEdit: I misread, 73 were broken, so 179.", "Edit: after the answer, 179"),
    g("r_wait_wrong", "A", "63", "wrong", "phrase", BUS + "The answer is 63.\nWait, that's wrong, the fee is already included, so it's 57.", "Wait, that's wrong, it's 57"),
    g("r_never_mind", "A", "312", "wrong", "phrase", COOK + "The answer is 312. Never mind, it's 26.", "Never mind, 26"),
    g("r_actually_tag", "A", "44100", "wrong", "tag", RENT_THINK + "<answer>44100</answer>\nActually, she only paid 17 months, so <answer>41650</answer>", "a second tag after 'Actually'"),
    g("r_oops", "A", "60", "wrong", "hash", PASS + "#### 60\nOops, I need the share that failed: 18 / 45 = 40%.\n#### 40", "Oops then a new #### 40"),
    g("r_correction_line", "A", "12.8", "wrong", "boxed", CHG + "\\boxed{12.80}\n\nCorrection: the books were $12.60 each, so the change is \\boxed{12.20}.", "Correction: 12.20 (50 - 37.80)"),
    g("r_hmm_no", "A", "135", "wrong", "boxed", TIME + "\\boxed{135}\nHmm, no. The question wants hours: \\boxed{2.25}", "Hmm, no: 2.25 in the other unit"),
    g("r_withdrawn", "A", "45", "wrong", "hash", RUN + "#### 45\n\nWait, this is wrong. I retract it.", "a retraction with nothing new (round 20: wrong)", True),
    g("r_im_sorry_redo", "A", "-9", "wrong", "phrase", TEMP + "The answer is -9.\n\nI apologize for the mistake. The temperature rises, so 3 + 12 = 15. The answer is 15.", "an apology then 15"),
    g("r_scratch", "A", "215", "wrong", "hash", PEN + "#### 215 scratch that #### 179", "scratch that, then 179"),
    g("r_loop_then_change", "A", "312", "wrong", "phrase", COOK + "The answer is 312.\nThe answer is 312.\nThe answer is 312.\nNo wait, 26 trays so the answer is 26.", "a loop then a change to 26"),
    g("r_ok_edit_format", "B", "215", "correct", "hash", PEN + "#### 215\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "215", "correct", "hash", PEN_SLIP + "#### 179\n\nWait, that's wrong, 37 were broken, not 73. 252 - 37 = 215.\n#### 215", "a correction to the gold"),
    g("r_ok_check", "B", "63", "correct", "hash", BUS + "#### 63\n\nCheck: 63 - 6 = 57 = 12 * 4.75 \u2713", "a check after the answer"),
    g("r_ok_never_mind_gold", "B", "312", "correct", "phrase", COOK + "The answer is 26. Never mind, that's trays; the answer is 312.", "Never mind, then the gold"),
    g("r_ok_pleasantry", "B", "44100", "correct", "hash", RENT + "#### 44100\n\nI hope this helps! Let me know if you have any other questions." + IM_END, "a pleasantry and a stray im_end"),
    g("r_ok_wait_confirm", "B", "60", "correct", "phrase", PASS + "The answer is 60%.\nWait, let me double-check: 45 * 0.6 = 27. Yes, the answer is 60%.", "Wait then a confirmation"),
    g("r_ok_think_candidates", "B", "12.8", "correct", "tag", th("3 * 12.40 = 37.20. 50 - 37.20 = 12.20? Wait, 50 - 37 = 13, minus 0.20 = 12.80.\nHmm, 12.20 or 12.80? 37.20 + 12.80 = 50. Yes 12.80.\n") + "<answer>12.80</answer>", "candidates 12.20 and 12.80 in the thinking, the tag the gold"),
    g("r_ok_actually_same", "B", "135", "correct", "boxed", TIME + "\\boxed{135}\nActually, let me verify: 45 + 45 + 45 = 135. So \\boxed{135}.", "Actually then the same value"),
    g("r_ok_loop_gold", "B", "45", "correct", "phrase", RUN + "The answer is 45.\nThe answer is 45.\nThe answer is 45.\nThe answer is", "a loop of one value cut at the cap", True),
    g("r_ok_no_wait_fix_to_gold", "B", "-9", "correct", "phrase", "3 + 12 = 15. No wait, it drops: 3 - 12 = -9.\nThe answer is -9.", "a correction inside the working to the gold"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84}$" + "\n\nActually, order matters here, so $9 \\cdot 8 \\cdot 7 = 504$ and the answer is $\\boxed{504}$.", "a later box 504"),
    m("r_m_wait_wrong", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-\frac{1}{3}, 2}$" + "\n\nWait, that's wrong. The roots are $\\frac{1}{3}$ and $-2$.", "Wait, that's wrong, then other roots unboxed"),
    m("r_m_edit", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{(-3, 2)}$" + "\n\nEdit: the inequality is not strict, so $\\boxed{[-3, 2]}$.", "Edit: a closed interval"),
    m("r_m_never_mind", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{34}$. Never mind, I should read it in base 4: $\boxed{73}$.", "Never mind, 73 (1*64 + 2*4 + 1)"),
    m("r_m_withdraw_nothing", "A", G_MAT, "wrong", "boxed", MAT + "\n\n" + r"$\boxed{\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}}$" + "\n\nHmm, this doesn't look right. I'm not sure.", "the model doubts its only answer with nothing new", True),
    m("r_m_final_answer_block_other", "A", G_DICE, "wrong", "boxed", DICE_THINK + r"So the answer is $\frac{5}{36}$." + "\n\nWait, I think I miscounted: there are 6 pairs.\n\n" + r1final(r"\frac{1}{6}"), "a Final Answer block 1/6 after a miscount"),
    m("r_m_oops_sign", "A", G_CPX, "wrong", "boxed", CPX_Q + qbox("11 + 10i") + "\n\nOops, $-8i^2 = -8$, so it is $\\boxed{-5 + 10i}$.", "Oops then -5 + 10i"),
    m("r_m_ok_check", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 4)}$" + "\n\nCheck: $3 + 2 \\cdot 4 = 11$ and $3 \\cdot 3 - 4 = 5$. \u2713", "a check after the box"),
    m("r_m_ok_wait_to_gold", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\frac{1}{3}, -2}$" + "\n\nWait, I flipped the signs: $3x + 1 = 0$ gives $x = -\\frac{1}{3}$. So $\\boxed{-\\frac{1}{3}, 2}$.", "a correction to the gold"),
    m("r_m_ok_final_block", "B", G_DICE, "correct", "boxed", DICE_THINK + r"The answer is $\frac{5}{36}$." + "\n\n" + r1final(r"\frac{5}{36}"), "R1 think with candidates then a Final Answer block"),
    m("r_m_ok_reduce", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{36}{99}}$. Actually, let me simplify: $\boxed{\frac{4}{11}}$.", "Actually: the same value simplified"),
    m("r_m_ok_edit_typo", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{3x^2 - 10x - 8}$" + "\n\nEdit: fixed a typo in step 1.", "Edit about a typo only"),
    m("r_m_ok_restate_after", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{2\sqrt{6}}$" + "\n\nSo the simplified form is $2\\sqrt{6}$.", "the answer restated after the box"),

    # ================================================================ 7. quoted / reported / other text (q_)
    g("q_friend_said", "A", "215", "wrong", "phrase", PEN_SLIP + "My friend said the answer is 215, but I get 179.\nThe answer is 179.", "the gold only reported"),
    g("q_quote_only", "A", "215", "no_answer", "none", 'The answer key says: "#### 215".', "only a quotation of a key, no own answer", True),
    g("q_invented_user_turn", "A", "63", "wrong", "hash", BUS_NOFEE + "#### 57" + IM_USER + "The answer is 63. You forgot the fee.", "the gold only in an invented user turn"),
    g("q_invented_turn_eot", "A", "44100", "wrong", "hash", RENT_SLIP + "#### 41650" + EOT_USER + "Correct answer: 44100", "the gold only in an invented Llama user turn"),
    g("q_self_set_problem_gold", "A", "312", "wrong", "hash", "26 trays of 12 is 26 * 10 = 260 cookies.\n#### 260\n\nNow try this one: 26 trays of 12 cookies each. How many? Answer: 312.", "a self-set new problem holds the gold; the committed answer 260"),
    g("q_question_asked", "A", "60", "no_answer", "none", "What percentage of the 45 students passed if 27 passed? Is it 60%?", "only a question"),
    g("q_hypothetical", "A", "12.8", "no_answer", "none", "If the books cost $12.40 each, the change would be $12.80, but I don't know the price.", "only a hypothetical and a refusal"),
    g("q_part_a_gold", "A", "135", "wrong", "hash", "(a) Total minutes: 135.\n(b) In hours: 135 / 60 = 2.25.\n#### 2.25", "another part's value is the gold; the #### is 2.25", True),
    g("q_student_wrote", "A", "45", "wrong", "hash", 'A student wrote "#### 45", but 7.5 * 6 = 42.5 is what I get.\n#### 42.5', "the gold in a quoted ####, final 42.5"),
    g("q_example_in_prompt", "A", "-9", "no_answer", "none", "Sure! Here is an example of the format:\n#### -9\nNow please give me the problem.", "the format example, no answer to the problem", True),
    g("q_assistant_turn_other", "A", "215", "wrong", "hash", PEN_SLIP + "#### 179" + IM_END + "\n<|im_start|>assistant\n#### 215", "an invented second assistant turn after the model ended its own with 179", True),
    g("q_ok_friend_wrong", "B", "215", "correct", "phrase", PEN + "My friend said 179, but that used 73.\nThe answer is 215.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "63", "correct", "hash", '> "12 rides at $4.75 each plus a $6 card fee"\n\n' + BUS + "#### 63", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "44100", "correct", "hash", RENT + "#### 44100\n\nIf she had paid only 17 months, it would be 41650.", "a hypothetical after the committed answer"),
    g("q_ok_invented_turn_other", "B", "312", "correct", "hash", COOK + "#### 312" + IM_USER + "Now how many are left if 40 are eaten?" + IM_END + "\n<|im_start|>assistant\n312 - 40 = 272\n#### 272", "an invented user turn and answer after the committed 312"),
    g("q_ok_self_set", "B", "60", "correct", "hash", PASS + "#### 60\n\nLet's try another problem: 18 of 30 passed. 18 / 30 = 0.6, so 60%.\n#### 60", "a self-set new problem with the same value"),
    g("q_ok_self_set_other", "B", "12.8", "correct", "hash", CHG + "#### 12.80\n\nNew problem: Two pens at $3 each from $10. Change: 10 - 6 = 4.\n#### 4", "a self-set new problem after the answer; its 4 does not count", True),
    g("q_ok_question_then_answer", "B", "135", "correct", "phrase", "How long do 3 chores of 45 minutes take? 3 * 45 = 135.\nThe answer is 135 minutes.", "the question restated, then the answer"),
    g("q_ok_eot_then_user", "B", "45", "correct", "phrase", RUN + "The answer is 45 km." + EOT_USER + "Thanks! What about 8 days?", "an invented user turn after the answer"),
    g("q_ok_teacher_confirm", "B", "-9", "correct", "phrase", TEMP + 'As the hint says, "subtract the drop". The answer is -9.', "a quoted hint, the own answer"),
    m("q_m_invented_turn", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{504}$" + IM_USER + "The answer is 84.", "the gold only in an invented user turn"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $11 + 10i$; we would then need to check it.", "only a supposition"),
    m("q_m_part_a", "A", G_SYS, "wrong", "boxed", r"(a) The solution of $x + 2y = 11$, $3x - y = 5$ is $(3, 4)$." + "\n" + r"(b) Then $x + y = 7$, so $\boxed{7}$.", "an invented part (b) boxed", True),
    m("q_m_textbook", "A", G_MAT, "wrong", "boxed", r"The textbook's answer is $\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$, but I get $\boxed{\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}}$.", "the gold only reported, own box differs"),
    m("q_m_question_only", "A", G_REP, "no_answer", "none", r"Is $0.\overline{36}$ equal to $\frac{4}{11}$? Let me think about this.", "a question, no answer"),
    m("q_m_self_set_gold", "A", G_RAT, "wrong", "boxed", r"$\frac{12}{\sqrt{6}} = \boxed{\sqrt{6}}$." + "\n\nNext problem: simplify $\\sqrt{24}$. Answer: $\\boxed{2\\sqrt{6}}$.", "the gold only in a self-set next problem", True),
    m("q_m_example_box", "A", G_POLY, "no_answer", "none", r"Please put your final answer in \boxed{}, e.g. $\boxed{3x^2 - 10x - 8}$.", "the prompt's instruction echoed with an example, no own answer", True),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|2x + 1| < 5$." + "\n\n" + INT + r" So $x \in \boxed{(-3, 2)}$.", "the problem quoted"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_3 = 5$. Likewise, " + BASE + r" $= \boxed{34}$.", "an example with another value first"),
    m("q_m_ok_turn_after", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{5\sqrt{2}}$" + IM_USER + "What is the midpoint?" + IM_END, "an invented user question after the box"),
    m("q_m_ok_suppose_refuted", "B", G_CPX, "correct", "boxed", r"Suppose it were $3 - 8i$; that ignores $i^2 = -1$. Indeed " + CPX + r" $= \boxed{11 + 10i}$.", "a supposition refuted, then the box"),
    m("q_m_ok_friend_wrong", "B", G_RAD, "correct", "boxed", r"Some students write $\frac{4\pi}{5}$, but " + RAD + r" $= \boxed{\frac{5\pi}{4}}$.", "a reported wrong value first"),
    m("q_m_ok_self_set_after", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{84}$" + "\n\nPractice problem: compute $\\binom{9}{2}$. Answer: $\\boxed{36}$.", "a self-set problem after the box; its 36 does not count", True),
    m("q_m_ok_table", "B", G_DICE, "correct", "phrase", "| Sum | Pairs |\n|---|---|\n| 8 | (2,6), (3,5), (4,4), (5,3), (6,2) |\n| Probability | 5/36 |\n\nThe answer is $\\frac{5}{36}$.", "a table then the answer phrase"),

    # ---------------------------------------------------------------- more plain shapes: tables, bare last lines, prose, bold blocks
    g("h_ok_table_last_row_hash", "B", "215", "correct", "hash", "| Step | Value |\n|---|---|\n| Pencils | 14 * 18 = 252 |\n| Broken | 37 |\n| **Left** | **215** |\n\n#### 215", "the answer in a table's last row, then ####"),
    g("x_ok_lastline_bare", "B", "63", "correct", "lastline", BUS + "\n63", "the last line is only the answer"),
    g("x_lastline_subtotal", "A", "63", "wrong", "lastline", BUS_NOFEE + "\n57", "the bare last line is the subtotal without the fee"),
    g("x_ok_prose_sentence", "B", "44100", "correct", "prose", RENT + "So she pays $44,100 in rent over the 18 months.", "an unmarked closing sentence"),
    g("r_ok_final_answer_bold_block", "B", "312", "correct", "phrase", COOK + "**Final Answer**\n\n**312**\n\nCheck: 26 * 12 = 312 \u2713", "a bold Final Answer block then a check"),
    g("q_ok_restated_after_box", "B", "60", "correct", "boxed", PASS + "\\boxed{60}\n\nSo 60% of the students passed the exam.", "the answer restated after the box in a closing sentence"),
    g("t_ok_tag_bold_sentence", "B", "12.8", "correct", "tag", th(CHG) + "<answer>**He gets $12.80 in change.**</answer>", "a bold sentence in the tag"),
    m("u_m_ok_prose", "B", G_DIST, "correct", "prose", DIST + r" $= 5\sqrt{2}$, so the distance between the points is $5\sqrt{2}$ units.", "an unmarked closing sentence with units"),
    m("n_m_ok_lastline", "B", G_CPX, "correct", "lastline", CPX_Q + "$11 + 10i$", "Qwen steps, the last line only the answer"),
    m("x_m_ok_table_prose", "B", G_SYS, "correct", "prose", SYS_L + "| x | y |\n|---|---|\n| 3 | 4 |\n\nSo the solution is $(3, 4)$.", "a table then an unmarked sentence"),
    m("r_m_ok_box_then_check", "B", G_MAT, "correct", "boxed", MAT + "\n\n" + r1final(r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}") + "\n\nCheck: $\\begin{pmatrix} 2 & 1 \\\\ 5 & 3 \\end{pmatrix}\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix} = I$ \u2713", "a Final Answer block then a check"),
    m("q_m_prose_other", "A", G_BASE, "wrong", "prose", r"$1021_3 = 27 + 2 \cdot 3 + 1$, so in base ten the number is 43.", "an unmarked closing sentence with a wrong value (27 + 6 + 1 = 34, not 43)"),

    # ================================================================ 8. bad input JSON can hold (b_)
    g("b_empty", "A", "215", "no_answer", "none", "", "an empty completion"),
    g("b_only_im_end", "A", "215", "no_answer", "none", IM_END, "only a stray chat token"),
    g("b_nul_in_answer", "A", "215", "no_answer", "hash", PEN + "#### 21\x005", "a NUL inside the answer: bad input"),
    g("b_nul_before_gold", "A", "63", "no_answer", "hash", BUS + "\x00#### 63", "a NUL before a right answer: bad input (the brief's rule)", True),
    g("b_nul_in_gold", "A", "44100\x00", "no_answer", "hash", RENT + "#### 44100", "a NUL in the gold: bad input", True),
    g("b_fullwidth_other", "A", "312", "wrong", "hash", COOK + "#### \uff12\uff16", "full-width 26"),
    g("b_replacement_other", "A", "60", "wrong", "hash", PASS + "#### 40\ufffd", "a replacement character after 40"),
    g("b_huge_loop_no_answer", "A", "12.8", "no_answer", "none", "Let me compute the change. " + "Three books at $12.40 cost 37.20 dollars. " * 1500, "a 64k-character loop cut at the cap, no answer"),
    g("b_huge_loop_other", "A", "135", "wrong", "hash", "Each of the 3 chores takes 40 minutes, so they take 3 * 40 = <<3*40=120>>120 minutes.\n" + "#### 120\n" * 3000, "#### 120 repeated 3000 times (3 * 40)"),
    g("b_control_chars_other", "A", "45", "wrong", "hash", RUN.replace("45 km", "42 km").replace("=45>>", "=42>>") + "#### 4\x082", "a backspace between 4 and 2; the value is not 45 either way"),
    g("b_bom_other", "A", "-9", "wrong", "hash", "\ufeff" + TEMP.replace("-9 degrees", "15 degrees").replace("=-9>>", "=15>>").replace("3 - 12", "3 + 12").replace("3-12", "3+12") + "#### 15", "a BOM then 15 (sign misread)"),
    g("b_zero_width_other", "A", "215", "wrong", "hash", PEN_SLIP + "#### 1\u200b79", "a zero-width space inside 179"),
    g("b_ok_crlf", "B", "44100", "correct", "hash", (RENT + "#### 44100").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "215", "correct", "hash", "\ufeff" + PEN + "#### 215", "a BOM first"),
    g("b_ok_fullwidth", "B", "312", "correct", "hash", COOK + "#### \uff13\uff11\uff12", "full-width digits"),
    g("b_ok_tabs", "B", "63", "correct", "hash", BUS.replace(" ", "\t") + "####\t63", "tabs for spaces"),
    g("b_ok_gold_spaces", "B", " 60 ", "correct", "hash", PASS + "#### 60", "a gold with spaces"),
    g("b_ok_huge_loop_then_answer", "B", "12.8", "correct", "hash", "Three books at $12.40 cost 37.20 dollars. " * 1200 + "\n" + CHG + "#### 12.80", "a 50k-character loop, then the working and the gold"),
    g("b_ok_ansi", "B", "135", "correct", "hash", TIME + "\x1b[1m#### 135\x1b[0m", "ANSI bold codes around the answer; not NUL or a surrogate", True),
    g("b_ok_formfeed", "B", "45", "correct", "hash", RUN + "\x0c#### 45\x0b", "a form feed before and a vertical tab after", True),
    g("b_ok_zero_width_after", "B", "-9", "correct", "hash", TEMP + "#### -9\u200b", "a zero-width space after the answer"),
    g("b_ok_nbsp", "B", "215", "correct", "phrase", PEN + "The answer is\u00a0215.", "a no-break space"),
    m("b_m_nul_in_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{8" + "\x00" + "4}$", "a NUL inside the box: bad input"),
    m("b_m_unclosed_box", "A", G_DICE, "no_answer", "none", DICE + r" $\boxed{\frac{5}{3", "cut inside the box at the cap"),
    m("b_m_gold_boxed_other", "A", r"\boxed{34}", "wrong", "boxed", BASE + r" $= \boxed{43}$", "a gold stored boxed; the model's 43"),
    m("b_m_unbalanced_other", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{4}{9}}}}$", "extra closing braces; the value 4/9"),
    m("b_m_huge_tex_no_answer", "A", G_POLY, "no_answer", "none", POLY + " " + r"$= 3x^2 + 2x - 12x - 8$ " * 2500, "a 60k-character TeX loop, no box"),
    m("b_m_control_nul_gold", "A", G_RAT + "\x00", "no_answer", "boxed", RAT + r" $= \boxed{2\sqrt{6}}$", "a NUL at the end of the gold: bad input", True),
    m("b_m_ok_gold_boxed", "B", r"\boxed{34}", "correct", "boxed", BASE + r" $= \boxed{34}$", "a gold stored boxed"),
    m("b_m_ok_crlf", "B", G_SYS, "correct", "boxed", (SYS_L + LLAMA_END.format("(3, 4)")).replace("\n", "\r\n"), "CRLF in Llama steps"),
    m("b_m_ok_gold_newline", "B", G_CPX + "\n", "correct", "boxed", CPX_Q + qbox("11 + 10i"), "a gold with a trailing newline"),
    m("b_m_ok_dollar_display", "B", G_MAT, "correct", "boxed", MAT + "\n\n$$\n\\boxed{\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}}\n$$", "display math with a matrix box"),
    m("b_m_ok_loop_then_box", "B", G_INT, "correct", "boxed", r"$-5 < 2x + 1 < 5$. " * 2000 + INT + r" $\boxed{(-3, 2)}$", "a 40k-character loop, then the working and the box"),
    m("b_m_ok_eot_stray", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So $x = -\frac{1}{3}$ or $x = 2$." + "\n\n" + LLAMA_END.format(r"-\frac{1}{3}, 2") + EOT + EOT, "two stray eot_id tokens after the Llama closing line"),
]
# fmt: on

DECISIONS = {
    "t_tag_loop_alternating": (
        "reject",
        "tags alternating two values are a hedge (README: two different final answers are wrong)",
    ),
    "t_ok_loop_same": (
        "accept",
        "a loop of one committed value is that answer; the cut last tag adds nothing",
    ),
    "h_hash_gold_phrase_other": (
        "reject",
        "#### 63 then a phrase stating 57: two different final answers, the last 57",
    ),
    "h_hash_repeated_alternating": ("reject", "#### lines alternating 60 and 0.6: a hedge"),
    "h_hash_then_phrase_hours": ("reject", "the last stated answer is 2.25 hours, the other unit"),
    "h_ok_hash_repeated": (
        "accept",
        "the same value repeated; an empty cut #### line at the cap holds nothing",
    ),
    "h_m_hash_gold_phrase_other": ("reject", "a phrase after the #### states 1021, another value"),
    "x_share_not_percent": (
        "reject",
        "the share 0.6 for the percent 60 (round 5's GSM8K decision: a share is not the percent)",
    ),
    "n_annot_wrong": ("reject", "the model marks its only answer wrong"),
    "n_cross_mark": ("reject", "a cross mark after the answer marks it wrong"),
    "n_incorrect_annot_tag": ("reject", "the tag's answer is annotated incorrect by the model"),
    "n_m_wrong_annot": ("reject", "the model calls its box wrong"),
    "n_m_xmark_tag": ("reject", "a cross mark in the tag marks the answer wrong"),
    "u_dozen_hash": (
        "reject",
        "'26 dozen' after ####: dozen is a multiplier, not a unit; 26 is not the 312 cookies asked (brief: numbers followed by words that change them)",
    ),
    "u_negative_word": ("reject", "the marked number is 9; a trailing word does not make it -9"),
    "u_times": (
        "reject",
        "'times' is not a unit of the closed list; '215 times' is a count of repetitions",
    ),
    "u_m_degrees_for_rad": ("reject", "degrees are not radians (round 1's decision)"),
    "u_m_rad_in_deg": ("reject", "5\\pi/4 degrees is not 5\\pi/4 radians"),
    "u_m_base_word": ("reject", "the numeral restated in base 3 is not the base-10 value asked"),
    "r_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "r_ok_loop_gold": ("accept", "a loop of one value cut at the cap states that value"),
    "r_m_withdraw_nothing": (
        "reject",
        "the model doubts its only answer; round 20's convention: withdrawn with nothing new is wrong",
    ),
    "h_phrase_cut_before_hash": (
        "reject",
        "cut at the cap before the answer: no final answer (the brief: a completion cut before its answer)",
    ),
    "q_quote_only": ("reject", "only a quotation of a key, no own answer"),
    "q_part_a_gold": ("reject", "the final #### is 2.25; the gold only in another part"),
    "q_example_in_prompt": ("reject", "a format example, not an answer to the problem"),
    "q_assistant_turn_other": (
        "reject",
        "the model ended its turn with 179; an invented later assistant turn does not count",
    ),
    "q_ok_self_set_other": (
        "accept",
        "text after the committed answer (a self-set question) does not count (README heldout3 convention)",
    ),
    "q_m_part_a": ("reject", "the boxed final answer is an invented part (b)'s 7"),
    "q_m_self_set_gold": (
        "reject",
        "the committed box is \\sqrt6; the gold only in a self-set next problem",
    ),
    "q_m_example_box": ("reject", "the prompt's example echoed, no own answer"),
    "q_m_ok_self_set_after": (
        "accept",
        "a self-set problem after the committed box does not count",
    ),
    "b_nul_before_gold": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (the brief's rule)",
    ),
    "b_nul_in_gold": ("reject", "a NUL in the gold makes the pair bad input"),
    "b_m_control_nul_gold": ("reject", "a NUL in the gold makes the pair bad input"),
    "b_ok_ansi": (
        "accept",
        "ESC codes are not NUL or a surrogate; the answer between them is the gold",
    ),
    "b_ok_formfeed": (
        "accept",
        "form feed and vertical tab are whitespace; the answer is the gold",
    ),
}

if __name__ == "__main__":
    import corpus_build

    _here = Path(__file__).resolve().parent
    if _here != corpus_build.HERE:  # run outside the corpus folder: write beside this file
        corpus_build.HERE = _here
    write_probes("adversarial_redteam120", CASES, [], DECISIONS)
