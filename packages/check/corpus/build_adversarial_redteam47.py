r"""Build adversarial_redteam47.jsonl: a forty-seventh round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam47", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or other rounds' probe
files, and WITHOUT running the checker, math-verify or any grader on the probes; handed over BEFORE
any scoring. Not model output. Read: `issues show 25`, corpus/README.md ("How labels were made" and
the sources table), corpus_build.py (helpers g, m, th, write_probes, MINERVA, chat-turn tokens) and
build_adversarial_redteam21.py (structure, conventions, label rules). Labels are by reading only;
python was used for arithmetic only, never on probe text.

Aim of this round: what RL policies and reasoning models actually write, about 55 % kind B:
R1-style <think>...</think><answer>...</answer> completions (tags holding sentences, units, boxes,
LaTeX, #### lines; unclosed tags, several tags, text after the tag), long traces that second-guess
themselves ("Wait,", "Hmm,", "Let me double-check", "Actually"), closings in Chinese, Spanish,
French and German ("答案是", "La respuesta es", "Donc la réponse est", "Die Antwort ist") and
corrections in those languages, answers in number words; and the wrong twins of each.

Counts: 209 probes, kind A 97 / B 112 (54 % B); GSM8K 111 (A 56 / B 55), MATH 98 (A 41 / B 57);
truths 112 correct, 75 wrong, 22 no_answer; 3 debatable (u_minutes, u_months, r_hmm_withdraw).
Classes: t_ 34, h_ 24, x_ 26, n_ 24, u_ 23, r_ 29, q_ 25, b_ 24.

Problems and golds (every value checked by hand; python for arithmetic only):
GSM8K
  - ages: Sara is 5 years older than twice her brother, their ages sum to 41: b + 2b + 5 = 41,
    3b = 36, b = 12, Sara 2 * 12 + 5 = 29 (check 12 + 29 = 41). Gold 29 (Sara); twin 12 (brother).
  - work-rate: printers alone 14 h and 35 h: 1/14 + 1/35 = 5/70 + 2/70 = 7/70 = 1/10 -> 10 h.
    Twins 24.5 ((14 + 35) / 2), 9.99.
  - remainder: 463 apples in boxes of 15: 15 * 30 = 450, 463 - 450 = 13 left (gold 13);
    twin 30 (the boxes).
  - ratio: red : blue = 2 : 7 of 108 beads, 108 / 9 = 12, blue 7 * 12 = 84 (gold), red 2 * 12 = 24.
  - shop: 7 notebooks at $1.85 = 12.95, plus a $3.20 pen = 16.15 (gold); twins 12.95 (no pen),
    16.2 / 16 (rounded), 15.97 (pen misread as $3.02: 12.95 + 3.02 = 15.97).
  - temperature: 5 degrees falling 2.75 an hour for 4 h: 2.75 * 4 = 11, 5 - 11 = -6 (gold);
    for 5 h: 5 - 13.75 = -8.75 (an invented follow-up).
  - tank: 14 buckets of 9 L = 126 L, all of a 126 L tank: 126 - 126 = 0 (gold); a 130 L tank
    would leave 4.
  - percent: 52 of 65 seeds: 52 / 65 = 0.8 = 80 % (gold 80; check 65 * 0.8 = 52).
  - pay: 13 months at $2,725 = 35,425 (13 * 2725 = 27250 + 8175 = 35425), plus a $1,950 bonus =
    37,375 (gold); twin 35,425.
  - trip: 72 km/h for 3.25 h: 72 * 3 = 216, 72 * 0.25 = 18, 234 km (gold); twin 232.
  - mean of 76, 84, 95, 89: sum 344, 344 / 4 = 86 (gold; check 4 * 86 = 344); twin 85.
MATH
  - log_{32} 8: 32 = 2^5, 8 = 2^3 -> 3/5 (gold \frac{3}{5}; 0.6 exactly); twin 5/3.
  - |(1, -4, 8)| = sqrt(1 + 16 + 64) = sqrt 81 = 9; twin 9 thousand.
  - 25th term of 2, 9, 16, ...: 2 + 24 * 7 = 170; twin 177 (2 + 25 * 7).
  - 2^{45} mod 11: 2^10 = 1024 = 93 * 11 + 1, so 2^45 = (2^10)^4 * 2^5 = 32 = 2 * 11 + 10 -> 10.
  - (1 + 4i)(3 - 2i) = 3 - 2i + 12i - 8i^2 = 3 + 10i + 8 = 11 + 10i; twin 11 - 10i.
  - 2 red and 6 blue marbles, two drawn, one of each colour: 2 * 6 / C(8, 2) = 12 / 28 = 3/7
    (0.428571...); twins 0.4286, 0.43.
  - cone r = 6, h = 4: (1/3) pi 36 * 4 = 48 pi (= 150.796...); twins 150.8, 144 pi; a self-set
    cone r = 3, h = 4: (1/3) pi 9 * 4 = 12 pi.
  - 2x^2 + 5x - 12 = (2x - 3)(x + 4): roots -4 and 3/2 (check 2 * 9/4 + 15/2 - 12 = 0;
    2 * 16 - 20 - 12 = 0); twin 4, -3/2.
  - sin(7 pi / 6) = -sin(pi / 6) = -1/2; twin 1/2.
  - |2x + 5| <= 11: -16 <= 2x <= 6 -> [-8, 3]; twin (-8, 3).
  - sqrt 300 = sqrt(100 * 3) = 10 sqrt 3 (= 17.3205...); twin 17.32.
  - f(x) = x^3 - 9x at 3: 27 - 27 = 0; twins 10^{-12}, e^{-100}.
  - C(15, 2) = 15 * 14 / 2 = 105; twins 210 (no / 2), 455 (C(15, 3) = 2730 / 6).
  - 2310_4 = 2 * 64 + 3 * 16 + 1 * 4 + 0 = 128 + 48 + 4 = 180.
  - 5 + 15 + 45 + 135 + 405 = 5 (3^5 - 1) / 2 = 5 * 242 / 2 = 605 (check 5 + 15 + 45 + 135 + 405
    = 605); a self-set 5 + ... + 1215 = 5 (3^6 - 1) / 2 = 1820.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question: the
working states what is asked); `r_` retractions after the answer and harmless after-text (checks,
pleasantries, invented turns); `q_` quoted, reported, hypothetical and other-part statements; `b_`
bad input a JSON corpus can hold (lone surrogates are left out: this file is written as UTF-8). An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a cut-off trace) is `no_answer`; equal in value but written
differently is `correct`; a decimal for an exact irrational or repeating gold is `wrong`; a value
the model itself marks wrong is `wrong`; an explicit correction after an answer (in any language)
makes the corrected value the final one; a check, a confirmation or a pleasantry after a committed
answer does not replace it; text in an invented next turn or a self-set new problem does not
count; second-guessing inside <think> counts only through the answer it ends on; in an <answer>
tag a sentence, an equation chain, a box or a #### line is read for the value it states; an
<answer> tag never closed at the end of the text still states its value; number words are values;
a decimal comma in a French / German / Spanish sentence is a decimal point. A NUL inside a wrong
answer is labelled by the wrong value (bad input is refused anyway). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam47.py
"""

from corpus_build import IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- ages: gold 29 (b + 2b + 5 = 41 -> b = 12; Sara 2 * 12 + 5 = 29; 12 + 29 = 41). Brother 12.
AGE = "Let the brother be b. Sara is 2b + 5 and b + 2b + 5 = 41, so 3b = 36 and b = 12.\nThe question asks for Sara's age: 2 * 12 + 5 = <<2*12+5=29>>29 years.\n"
# --- printers: gold 10 (1/14 + 1/35 = 5/70 + 2/70 = 7/70 = 1/10).
WORK = "Together the printers do 1/14 + 1/35 = 5/70 + 2/70 = 7/70 = 1/10 of the job an hour, so the job takes 10 hours.\n"
WORK_AVG = "The average of 14 and 35 hours is (14 + 35) / 2 = <<(14+35)/2=24.5>>24.5 hours.\n"
# --- apples: gold 13 left (15 * 30 = 450; 463 - 450 = 13). The 30 boxes are not asked.
BOXES = "463 = 15 * 30 + 13, so 30 full boxes use 450 apples and 463 - 450 = <<463-450=13>>13 apples are left over.\n"
# --- beads: gold 84 blue (108 / 9 = 12; 7 * 12 = 84; red 2 * 12 = 24).
BEADS = "Red to blue is 2:7, so 9 parts of 108 / 9 = <<108/9=12>>12 beads. The question asks for blue beads: 7 * 12 = <<7*12=84>>84.\n"
# --- shop: gold 16.15 (7 * 1.85 = 12.95; 12.95 + 3.20 = 16.15). No pen: 12.95.
SHOP = "7 notebooks cost 7 * 1.85 = <<7*1.85=12.95>>12.95 dollars; with the $3.20 pen the total is 12.95 + 3.20 = <<12.95+3.20=16.15>>16.15 dollars.\n"
SHOP_NOPEN = "7 notebooks cost 7 * 1.85 = <<7*1.85=12.95>>12.95 dollars.\n"
# --- temperature: gold -6 (2.75 * 4 = 11; 5 - 11 = -6).
TEMP = "The temperature falls 2.75 * 4 = <<2.75*4=11>>11 degrees, from 5 to 5 - 11 = <<5-11=-6>>-6 degrees.\n"
# --- tank: gold 0 (14 * 9 = 126; 126 - 126 = 0).
TANK = "14 buckets of 9 liters take 14 * 9 = <<14*9=126>>126 liters out of the 126-liter tank, so 126 - 126 = <<126-126=0>>0 liters remain.\n"
# --- seeds: gold 80 (52 / 65 = 0.8; 65 * 0.8 = 52).
PCT = "52 of the 65 seeds sprouted: 52 / 65 * 100 = <<52/65*100=80>>80 percent.\n"
# --- pay: gold 37375 (13 * 2725 = 35425; 35425 + 1950 = 37375). No bonus: 35425.
PAY = "13 months at $2,725 is 13 * 2725 = <<13*2725=35425>>35425 dollars; with the $1,950 bonus, 35425 + 1950 = <<35425+1950=37375>>37375 dollars.\n"
# --- train: gold 234 (72 * 3 = 216; 72 * 0.25 = 18; 216 + 18 = 234).
TRIP = "At 72 km/h for 3.25 hours the train covers 72 * 3.25 = <<72*3.25=234>>234 km.\n"
# --- mean: gold 86 (76 + 84 + 95 + 89 = 344; 344 / 4 = 86).
MEAN = "76 + 84 + 95 + 89 = <<76+84+95+89=344>>344, and 344 / 4 = <<344/4=86>>86.\n"

# ================================================================ MATH working
G_LOG = r"\frac{3}{5}"  # 32 = 2^5, 8 = 2^3
LOG = r"Since $32 = 2^5$ and $8 = 2^3$, $\log_{32} 8 = \frac{3}{5}$."
G_VEC = "9"  # 1 + 16 + 64 = 81
VEC = r"$\|(1, -4, 8)\| = \sqrt{1 + 16 + 64} = \sqrt{81}$"
G_SEQ = "170"  # 2 + 24 * 7 = 2 + 168
SEQ = r"The common difference is $7$, so $a_{25} = 2 + 24 \cdot 7$"
G_MOD = "10"  # 2^10 = 1024 = 93 * 11 + 1; 2^45 = (2^10)^4 * 32; 32 = 2 * 11 + 10
MOD = r"$2^{10} = 1024 \equiv 1 \pmod{11}$, so $2^{45} = (2^{10})^4 \cdot 2^5 \equiv 32 \equiv 10 \pmod{11}$."
G_CPX = "11 + 10i"  # 3 - 2i + 12i - 8i^2 = 3 + 10i + 8
CPX = r"$(1 + 4i)(3 - 2i) = 3 - 2i + 12i - 8i^2 = 3 + 10i + 8$"
G_PROB = r"\frac{3}{7}"  # 2 * 6 = 12 mixed pairs of C(8,2) = 28; 12/28 = 3/7
PROB = r"There are $\binom{8}{2} = 28$ pairs, and $2 \cdot 6 = 12$ of them have one red and one blue marble, so the probability is $\frac{12}{28}$"
G_CONE = r"48\pi"  # (1/3) * pi * 36 * 4 = 48 pi
CONE = r"$V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi \cdot 36 \cdot 4$"
G_QUAD = r"-4, \frac{3}{2}"  # (2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12
QUAD = r"$2x^2 + 5x - 12 = (2x - 3)(x + 4) = 0$."
G_TRIG = r"-\frac{1}{2}"
TRIG = r"$\sin\frac{7\pi}{6} = -\sin\frac{\pi}{6}$"
G_INT = "[-8, 3]"  # -11 <= 2x + 5 <= 11 -> -16 <= 2x <= 6
INT = r"$-11 \le 2x + 5 \le 11$ gives $-16 \le 2x \le 6$, so $-8 \le x \le 3$."
G_RAD = r"10\sqrt{3}"  # 300 = 100 * 3
RAD = r"$\sqrt{300} = \sqrt{100 \cdot 3}$"
G_ZERO = "0"  # 27 - 27
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_COMB = "105"  # 15 * 14 / 2 = 210 / 2
COMB = r"$\binom{15}{2} = \frac{15 \cdot 14}{2}$"
G_BASE = "180"  # 128 + 48 + 4 + 0
BASE = r"$2310_4 = 2 \cdot 64 + 3 \cdot 16 + 1 \cdot 4 + 0$"
G_GEO = "605"  # 5 (3^5 - 1) / 2 = 5 * 242 / 2
GEO = r"The sum $5 + 15 + 45 + 135 + 405$ is geometric with ratio $3$: $\frac{5(3^5 - 1)}{3 - 1} = \frac{5 \cdot 242}{2}$"

LONG_THINK = "Let me think about this carefully. " * 1500

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "16.15", "wrong", "tag", th(SHOP_NOPEN) + "<answer>The total is $12.95.</answer>", "a sentence in the tag states 12.95 (the pen forgotten)"),
    g("t_unclosed_other", "A", "13", "wrong", "tag", th(BOXES) + "<answer>30 boxes", "an unclosed tag stating 30, the boxes, not the apples left"),
    g("t_two_tags_last_other", "A", "84", "wrong", "tag", th(BEADS) + "<answer>84</answer>\n<answer>24</answer>", "two tags, the last 24"),
    g("t_hedge_in_tag", "A", "10", "wrong", "tag", th(WORK + "Hmm, or maybe the average, 24.5?\n") + "<answer>10 or 24.5</answer>", "a hedge in the tag"),
    g("t_chinese_other", "A", "13", "wrong", "tag", th(BOXES) + "<answer>答案是 30。</answer>", "a Chinese sentence in the tag stating 30"),
    g("t_hash_in_tag_other", "A", "37375", "wrong", "tag", th(PAY) + "<answer>#### 35425</answer>", "a #### line in the tag, 35425 (bonus left out)"),
    m("t_m_box_other", "A", G_LOG, "wrong", "tag", th("32 = 2^5, 8 = 2^3, so the ratio is 5/3.\n") + r"<answer>$\boxed{\frac{5}{3}}$</answer>", "a box in the tag, 5/3 inverted"),
    m("t_m_equation_other", "A", G_SEQ, "wrong", "tag", th("The difference is 7.\n") + r"<answer>$a_{25} = 2 + 25 \cdot 7 = 177$</answer>", "an equation chain ending 177"),
    m("t_m_empty_tag", "A", G_VEC, "no_answer", "tag", th(VEC + " = 9.\n") + "<answer>\n</answer>", "an empty tag; 9 only in the thinking"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + " = 105.\n") + "<answer>...</answer>", "a placeholder in the tag"),
    m("t_m_unclosed_think", "A", G_QUAD, "no_answer", "truncated", "<think>\n" + QUAD + " Hmm, so the roots are", "cut inside the thinking, no tag"),
    m("t_m_french_other", "A", G_CPX, "wrong", "tag", th("(1 + 4i)(3 - 2i) ... \n") + "<answer>Donc la réponse est $11 - 10i$.</answer>", "a French sentence in the tag stating 11 - 10i"),
    g("t_ok_sentence", "B", "16.15", "correct", "tag", th(SHOP) + "<answer>The total cost is $16.15.</answer>", "a sentence in the tag"),
    g("t_ok_units", "B", "234", "correct", "tag", th(TRIP) + "<answer>234 km</answer>", "a unit in the tag"),
    g("t_ok_box", "B", "37375", "correct", "tag", th(PAY) + r"<answer>\boxed{37,375}</answer>", "a box with a comma in the tag"),
    g("t_ok_hash_in_tag", "B", "86", "correct", "tag", th(MEAN) + "<answer>#### 86</answer>", "a #### line in the tag"),
    g("t_ok_unclosed", "B", "13", "correct", "tag", th(BOXES) + "<answer> 13 apples", "a tag never closed at the end of the text"),
    g("t_ok_two_tags_last_gold", "B", "84", "correct", "tag", th(BEADS) + "<answer>24</answer>\nOops, that is the red beads; the question asks for blue.\n<answer>84</answer>", "two tags, the last the gold"),
    g("t_ok_words", "B", "84", "correct", "tag", th(BEADS) + "<answer>eighty-four</answer>", "number words in the tag"),
    g("t_ok_spanish", "B", "29", "correct", "tag", th(AGE) + "<answer>La respuesta es 29 años.</answer>", "a Spanish sentence in the tag"),
    g("t_ok_after_text", "B", "10", "correct", "tag", th(WORK) + "<answer>10</answer>\n\nI hope this helps!", "a pleasantry after the tag"),
    m("t_m_ok_latex", "B", G_LOG, "correct", "tag", th(LOG + "\n") + r"<answer>$\frac{3}{5}$</answer>", "LaTeX in math mode in the tag"),
    m("t_m_ok_box_sentence", "B", G_VEC, "correct", "tag", th(VEC + " = 9.\n") + r"<answer>The magnitude is $\boxed{9}$.</answer>", "a sentence with a box in the tag"),
    m("t_m_ok_equation", "B", G_SEQ, "correct", "tag", th(SEQ + ".\n") + r"<answer>$a_{25} = 2 + 24 \cdot 7 = 170$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_german", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>Die Antwort ist $11 + 10i$.</answer>", "a German sentence in the tag"),
    m("t_m_ok_unclosed_box", "B", G_CONE, "correct", "tag", th(CONE + "\n") + r"<answer>\boxed{48\pi}", "an unclosed tag holding a box"),
    m("t_m_ok_chinese", "B", G_QUAD, "correct", "tag", th(QUAD + "\n") + r"<answer>答案是 $x = -4$ 和 $x = \frac{3}{2}$</answer>", "a Chinese sentence naming both roots"),
    m("t_m_two_tags_last_other", "A", G_INT, "wrong", "tag", th(INT + "\n") + "<answer>[-8, 3]</answer>\n<answer>(-8, 3)</answer>", "two tags, the last an open interval"),
    m("t_m_ok_hash_in_tag", "B", G_BASE, "correct", "tag", th(BASE + " = 180\n") + "<answer>#### 180</answer>", "a #### line in the tag on MATH"),
    m("t_m_ok_spanish", "B", G_TRIG, "correct", "tag", th(TRIG + "\n") + r"<answer>La respuesta es $-\frac{1}{2}$.</answer>", "a Spanish sentence in the tag"),
    m("t_m_ok_words", "B", G_MOD, "correct", "tag", th(MOD + "\n") + "<answer>ten</answer>", "a number word in the tag"),
    m("t_m_ok_after_text", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$10\sqrt{3}$</answer>" + "\n\nThis simplifies nicely because 100 is a perfect square.", "a remark after the tag"),
    m("t_m_ok_two_tags_last_gold", "B", G_TRIG, "correct", "tag", th(TRIG + "\n") + r"<answer>\frac{1}{2}</answer>" + "\nWait, the sine is negative in the third quadrant.\n" + r"<answer>-\frac{1}{2}</answer>", "two tags, the last the gold"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in [-8, 3]$</answer>", "x \\in interval in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "13", "wrong", "hash", BOXES + "So the answer is #### 30", "phrase then #### 30 (boxes)"),
    g("h_final_answer_hash_other", "A", "29", "wrong", "hash", AGE + "Final Answer: #### 12", "Final Answer: #### 12, the brother's age, after working that finds Sara 29"),
    g("h_phrase_gold_hash_other", "A", "84", "wrong", "hash", BEADS + "The answer is 84.\n#### 24", "phrase 84, #### 24: two different final answers"),
    g("h_hash_then_phrase_other", "A", "16.15", "wrong", "hash", SHOP + "#### 16.15\nSo the answer is 12.95.", "#### then a phrase stating 12.95"),
    g("h_spanish_hash_other", "A", "10", "wrong", "hash", WORK_AVG + "La respuesta es: #### 24.5", "Spanish phrase then #### 24.5"),
    g("h_chinese_hash_other", "A", "37375", "wrong", "hash", PAY + "答案是：#### 35425", "Chinese phrase then #### 35425"),
    g("h_hash_empty", "A", "234", "no_answer", "hash", TRIP + "The answer is: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_hash_minerva_other", "A", "86", "wrong", "minerva", MEAN + "#### 86\n" + MINERVA.format("85"), "#### gold then a Minerva line stating 85"),
    m("h_m_answer_hash_other", "A", G_SEQ, "wrong", "hash", r"$a_{25} = 2 + 25 \cdot 7 = 177$." + "\nThe answer is: #### 177", "phrase then #### 177"),
    m("h_m_hash_box_disagree", "A", G_COMB, "wrong", "hash", r"$\binom{15}{2} = 15 \cdot 14 = 210$." + "\n#### 105\n" + r"$\boxed{210}$", "#### 105 then a box 210: two different final answers"),
    g("h_ok_so_hash", "B", "13", "correct", "hash", BOXES + "So the answer is #### 13", "So the answer is #### N"),
    g("h_ok_answer_colon_hash", "B", "234", "correct", "hash", TRIP + "The answer is: #### 234", "The answer is: #### N"),
    g("h_ok_final_answer_hash", "B", "37375", "correct", "hash", PAY + "Final Answer: #### 37,375", "Final Answer: #### with a comma"),
    g("h_ok_answer_hash", "B", "86", "correct", "hash", MEAN + "Answer: #### 86", "Answer: #### N"),
    g("h_ok_bold_hash", "B", "29", "correct", "hash", AGE + "**Final Answer:** #### 29", "bold Final Answer then ####"),
    g("h_ok_french", "B", "84", "correct", "hash", BEADS + "Donc la réponse est #### 84", "French phrase then ####"),
    g("h_ok_german", "B", "-6", "correct", "hash", TEMP + "Die Antwort ist: #### -6", "German phrase then #### negative"),
    g("h_ok_chinese", "B", "16.15", "correct", "hash", SHOP + "答案是 #### 16.15", "Chinese phrase then ####"),
    g("h_ok_think_then_hash", "B", "10", "correct", "hash", th(WORK) + "The answer is #### 10", "a think block, then phrase and ####"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 105.\nThe answer is: #### 105", "a MATH answer with phrase and ####"),
    m("h_m_ok_final_hash", "B", G_BASE, "correct", "hash", BASE + " = 180.\nFinal Answer: #### 180", "Final Answer: #### on MATH"),
    m("h_m_ok_spanish", "B", G_GEO, "correct", "hash", GEO + " = 605.\nLa respuesta es #### 605", "Spanish phrase then #### on MATH"),

    m("h_m_ok_chinese", "B", G_MOD, "correct", "hash", MOD + "\n答案是 #### 10", "Chinese phrase then #### on MATH"),
    m("h_m_ok_think_answer_hash", "B", G_VEC, "correct", "hash", th(VEC + " = 9.\n") + "Answer: #### 9", "a think block, then Answer: ####"),
    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", "14 buckets of 9 liters take 126 liters; about 0.001 liters remain.\n#### 0.001", "0.001 against gold 0"),
    g("x_rounded", "A", "16.15", "wrong", "hash", SHOP + "#### 16.2", "rounded to 16.2"),
    g("x_truncated", "A", "16.15", "wrong", "hash", SHOP + "That is about 16 dollars.\n#### 16", "truncated to 16"),
    g("x_rel_tiny", "A", "37375", "wrong", "hash", PAY + "#### 37375.01", "one cent off, relative error under 1e-6"),
    g("x_work_decimal", "A", "10", "wrong", "tag", th("1/14 is about 0.0715 and 1/35 about 0.0286 (rounded sloppily), sum 0.1001, so 1 / 0.1001 = 9.99 hours.\n") + "<answer>9.99</answer>", "9.99 from rounded rates"),
    m("x_m_decimal_irrational", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{17.32}$", "a decimal for 10\\sqrt3 (17.3205...)"),
    m("x_m_decimal_repeating", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.4286}$", "0.4286 is not 3/7"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-12}}$", "10^{-12} against gold 0"),
    m("x_m_pi_plus_tiny", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{48\pi + 10^{-30}}$", "48\\pi plus a tiny term"),
    m("x_m_cone_decimal", "A", G_CONE, "wrong", "tag", th(CONE + " = 48 pi, about 150.8.\n") + "<answer>150.8</answer>", "a decimal for 48\\pi (150.796...)"),
    m("x_m_exp_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-100}}$", "e^{-100} against gold 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TANK + "#### 0.0", "0.0 for 0"),
    g("x_ok_trailing_zero", "B", "16.15", "correct", "hash", SHOP + "#### 16.150", "a trailing zero"),
    g("x_ok_negative_zeros", "B", "-6", "correct", "hash", TEMP + "#### -6.00", "-6.00 for -6"),
    g("x_ok_words_zero", "B", "0", "correct", "tag", th(TANK) + "<answer>zero</answer>", "the word zero in the tag"),
    g("x_ok_mean_fraction", "B", "86", "correct", "boxed", MEAN + r"The mean is $\boxed{\frac{344}{4}} = 86$.", "344/4 = 86 boxed, then restated"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{12}{28}}$.", "12/28 = 3/7 unsimplified"),
    m("x_m_ok_decimal_exact", "B", G_LOG, "correct", "boxed", LOG + r" That is $\boxed{0.6}$.", "0.6 = 3/5 exactly"),
    m("x_m_ok_sqrt_form", "B", G_RAD, "correct", "boxed", r"$\boxed{\sqrt{300}}$", "\\sqrt{300} = 10\\sqrt3, unsimplified"),
    m("x_m_ok_sqrt81", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{\sqrt{81}}$", "\\sqrt{81} = 9"),
    m("x_m_ok_zero_expr", "B", G_ZERO, "correct", "boxed", r"$f(3) = \boxed{27 - 27}$", "27 - 27 is exactly zero"),
    m("x_m_ok_pi_form", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{\frac{144\pi}{3}}$", "144\\pi/3 = 48\\pi"),

    m("x_m_trig_decimal", "A", G_TRIG, "wrong", "boxed", TRIG + r" $\approx \boxed{-0.49999}$", "-0.49999 is not -1/2"),
    m("x_m_ok_trig_decimal", "B", G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{-0.5}$", "-0.5 = -1/2 exactly"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{10i + 11}$", "the terms swapped"),
    m("x_m_ok_left_right", "B", G_INT, "correct", "boxed", INT + r" $x \in \boxed{\left[-8, 3\right]}$", "\\left[ \\right] around the interval"),
    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "29", "no_answer", "answer_is", AGE + "The answer is not 29.", "the gold negated, nothing after"),
    g("n_strike", "A", "13", "no_answer", "hash", BOXES + "#### ~~13~~", "struck with ~~ and nothing after"),
    g("n_strike_then_other", "A", "13", "wrong", "hash", BOXES + "#### ~~13~~ 30", "the gold struck, 30 after"),
    g("n_annot_incorrect", "A", "86", "wrong", "boxed", MEAN + r"$\boxed{86}$ (incorrect)", "the model marks its box incorrect"),
    g("n_chinese_not", "A", "234", "no_answer", "answer_is", TRIP + "答案不是 234。", "Chinese 'the answer is not 234', nothing after"),
    g("n_spanish_not", "A", "84", "no_answer", "answer_is", BEADS + "La respuesta no es 84.", "Spanish 'the answer is not 84', nothing after"),
    g("n_neq_hash", "A", "10", "no_answer", "hash", WORK + "#### ≠ 10", "#### holding ≠ gold"),
    m("n_m_neq_box", "A", G_VEC, "no_answer", "boxed", r"The magnitude is $\boxed{\neq 9}$.", "a box holding \\neq gold"),
    m("n_m_cancel", "A", G_SEQ, "no_answer", "boxed", SEQ + r" $= \boxed{\cancel{170}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_COMB, "wrong", "boxed", r"$\binom{15}{2} = \boxed{\sout{105}\ 210}$", "the gold struck with \\sout, 210 after"),
    m("n_m_annot_wrong", "A", G_LOG, "wrong", "boxed", LOG + r" $\boxed{\frac{3}{5}} \text{ (wrong)}$", "the model marks its box wrong"),
    m("n_m_german_not", "A", G_BASE, "no_answer", "answer_is", BASE + r". Die Antwort ist nicht $180$.", "German 'the answer is not 180', nothing after"),
    g("n_ok_not_other", "B", "13", "correct", "answer_is", BOXES + "The answer is not 30 but 13.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "84", "correct", "hash", BEADS + "#### ~~24~~ 84", "the wrong value struck, the gold after"),
    g("n_ok_french", "B", "29", "correct", "answer_is", AGE + "La réponse n'est pas 12, mais 29.", "French: not 12 but 29"),
    g("n_ok_chinese", "B", "10", "correct", "answer_is", WORK + "答案不是 24.5，而是 10。", "Chinese: not 24.5 but 10"),
    g("n_ok_check_mark", "B", "234", "correct", "hash", TRIP + "#### 234 ✓", "a check mark after the answer"),
    g("n_ok_not_positive", "B", "-6", "correct", "hash", TEMP + "#### -6 (not 6: it ends below zero)", "a harmless parenthesis negating the sign-lost value"),
    m("n_m_ok_not_other", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{11 + 10i}$ (not $11 - 10i$)", "the conjugate negated after the gold box"),
    m("n_m_ok_cancel_working", "B", G_PROB, "correct", "boxed", r"$\frac{12}{28} = \frac{3 \cdot \cancel{4}}{7 \cdot \cancel{4}} = \boxed{\frac{3}{7}}$", "cancellation in the working, the gold boxed"),
    m("n_m_ok_not_equiv", "B", G_MOD, "correct", "boxed", r"Note $2^{45} \not\equiv 1 \pmod{11}$; " + MOD + r" The remainder is $\boxed{10}$.", "a \\not\\equiv about another value"),
    m("n_m_ok_strike_other", "B", G_SEQ, "correct", "boxed", SEQ + r" $= \boxed{\sout{177}\ 170}$", "the wrong value struck, the gold after"),

    m("n_m_ok_french", "B", G_TRIG, "correct", "answer_is", TRIG + r". La réponse n'est pas $\frac{1}{2}$ mais $-\frac{1}{2}$.", "French: not 1/2 but -1/2"),
    m("n_m_ok_spanish", "B", G_INT, "correct", "answer_is", INT + r" La respuesta no es $(-8, 3)$ sino $[-8, 3]$.", "Spanish: not (-8, 3) but [-8, 3]"),
    # ================================================================ 5. words after a number
    g("u_dozen", "A", "13", "wrong", "hash", BOXES + "#### 13 dozen", "13 dozen = 156, not the 13 apples the working counts"),
    g("u_thousand", "A", "234", "wrong", "answer_is", TRIP + "The answer is 234 thousand kilometers.", "234 thousand = 234,000"),
    g("u_months", "A", "29", "wrong", "hash", AGE + "#### 29 months", "debatable: 29 months is not the 29 years the working finds, the number equal", True),
    g("u_chinese_dozen", "A", "13", "wrong", "answer_is", BOXES + "答案是 13 打。", "打 = dozen: 13 dozen = 156"),
    g("u_spanish_pairs", "A", "84", "wrong", "answer_is", BEADS + "La respuesta es 84 pares.", "84 pairs = 168 beads"),
    g("u_minutes", "A", "10", "wrong", "hash", WORK.replace("so the job takes 10 hours", "and the question asks how many hours the job takes") + "#### 10 minutes", "debatable: the question asks hours, the #### states 10 minutes (a different quantity), the number equal", True),
    m("u_m_thousand", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{9 \text{ thousand}}$", "9 thousand = 9000"),
    m("u_m_percent", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{105\%}$", "105 % = 1.05"),
    m("u_m_squared", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{605 \text{ squared}}$", "605 squared = 366025"),
    m("u_m_dozen", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{170 \text{ dozen}}$", "170 dozen = 2040"),
    g("u_ok_units_noun", "B", "13", "correct", "hash", BOXES + "#### 13 apples", "a unit noun after ####"),
    g("u_ok_dollars", "B", "16.15", "correct", "answer_is", SHOP + "The answer is $16.15 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_german_km", "B", "234", "correct", "answer_is", TRIP + "Die Antwort ist 234 Kilometer.", "German unit word"),
    g("u_ok_number_words", "B", "234", "correct", "answer_is", TRIP + "The answer is two hundred thirty-four kilometers.", "number words with a unit"),
    g("u_ok_french_points", "B", "86", "correct", "answer_is", MEAN + "Donc la réponse est 86 points.", "French unit word"),
    g("u_ok_chinese_measure", "B", "84", "correct", "answer_is", BEADS + "答案是 84 颗蓝色珠子。", "a Chinese measure word and noun"),
    g("u_ok_below_zero", "B", "-6", "correct", "tag", th(TEMP) + "<answer>6 degrees below zero</answer>", "'6 degrees below zero' = -6"),
    m("u_m_ok_cubic_units", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{48\pi \text{ cubic units}}$", "text units in the box"),
    m("u_m_ok_units", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{9 \text{ units}}$", "units in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{105 \text{ ways}}$", "'ways' in the box"),
    m("u_m_ok_pmod", "B", G_MOD, "correct", "boxed", r"$2^{45} \equiv \boxed{10} \pmod{11}$", "\\pmod after the box"),

    m("u_m_ok_words", "B", G_BASE, "correct", "answer_is", BASE + " = 180.\nThe answer is one hundred eighty.", "number words on MATH"),
    m("u_m_ok_french_units", "B", G_CONE, "correct", "answer_is", CONE + r". Donc la réponse est $48\pi$ unités cubes.", "a French unit phrase"),
    # ================================================================ 6. retractions and after-text
    g("r_wait_after_tag", "A", "16.15", "wrong", "tag", th(SHOP) + "<answer>16.15</answer>\n\nWait, I misread the pen's price: it is $3.02, so the total is 12.95 + 3.02 = 15.97.", "Wait, after the tag: 15.97"),
    g("r_actually", "A", "86", "wrong", "hash", MEAN + "#### 86\nActually, I added wrong; the mean is 85.", "Actually after the answer: 85"),
    g("r_double_check_other", "A", "234", "wrong", "answer_is", TRIP + "The answer is 234.\nLet me double-check: 72 * 3.25 = 232. So the answer is 232.", "a double-check that changes it to 232"),
    g("r_chinese_correction", "A", "13", "wrong", "answer_is", BOXES + "答案是 13。\n不对，应该是 30。", "Chinese: 'no, it should be 30'"),
    g("r_spanish_correction", "A", "84", "wrong", "answer_is", BEADS + "La respuesta es 84.\nEspera, me equivoqué: son 24.", "Spanish: 'wait, I was wrong: it is 24'"),
    g("r_french_correction", "A", "10", "wrong", "answer_is", WORK + "Donc la réponse est 10.\nEn fait, c'est 24,5 heures.", "French: 'in fact it is 24,5' (decimal comma)"),
    g("r_german_correction", "A", "37375", "wrong", "answer_is", PAY + "Die Antwort ist 37375.\nKorrektur: ohne Bonus, also 35425.", "German: 'correction: without the bonus, 35425'"),
    g("r_hmm_withdraw", "A", "29", "wrong", "hash", AGE + "#### 29\nHmm, that can't be right. I'm not sure anymore.", "debatable: the gold withdrawn with nothing new (round 21: wrong)", True),
    m("r_m_wait_box", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{170}$" + "\n\nWait, the 25th term needs 25 steps: $2 + 25 \\cdot 7 = \\boxed{177}$.", "Wait, then a later box 177"),
    m("r_m_actually", "A", G_QUAD, "wrong", "boxed", QUAD + r" $\boxed{-4, \frac{3}{2}}$" + "\n\nActually, the factoring is $(2x + 3)(x - 4)$, so $\\boxed{4, -\\frac{3}{2}}$.", "Actually, then the wrong roots boxed"),
    m("r_m_chinese", "A", G_LOG, "wrong", "answer_is", r"答案是 $\frac{3}{5}$。" + "\n" + r"等等，应该是 $\frac{5}{3}$。", "Chinese: 'wait, it should be 5/3'"),
    m("r_m_tag_then_correction", "A", G_VEC, "wrong", "tag", th(VEC + " = 9.\n") + "<answer>9</answer>\nHmm, actually I dropped a square: the answer is $\\sqrt{73}$.", "a correction after the tag: \\sqrt{73}"),
    g("r_ok_double_check", "B", "234", "correct", "answer_is", TRIP + "The answer is 234.\nLet me double-check: 72 * 3 = 216 and 72 * 0.25 = 18, so 234. Yes.", "a double-check confirming"),
    g("r_ok_wait_in_think", "B", "29", "correct", "tag", th(AGE + "Wait, let me re-check: 12 + 29 = 41 and 29 = 2 * 12 + 5. Yes.\n") + "<answer>29</answer>", "Wait inside think, confirming"),
    g("r_ok_hmm_then_gold", "B", "13", "correct", "hash", BOXES + "Hmm, maybe 30? No: 30 is the number of boxes; 13 apples are left.\n#### 13", "Hmm, a doubt rejected, then the gold"),
    g("r_ok_pleasantry", "B", "84", "correct", "tag", th(BEADS) + "<answer>84</answer>\n\nLet me know if you need anything else!", "a pleasantry after the tag"),
    g("r_ok_spanish_check", "B", "16.15", "correct", "answer_is", SHOP + "La respuesta es 16.15.\nComprobación: 12.95 + 3.20 = 16.15. ✓", "a Spanish check after the answer"),
    g("r_ok_french_to_gold", "B", "10", "correct", "answer_is", WORK_AVG + "Donc la réponse est 24,5.\nNon, attendez : 1/14 + 1/35 = 1/10, donc la réponse est 10.", "a French correction to the gold"),
    g("r_ok_chinese_to_gold", "B", "37375", "correct", "hash", PAY + "答案是 35425。\n不对，还要加上奖金：37375。\n#### 37375", "a Chinese correction to the gold"),
    g("r_ok_german_check", "B", "86", "correct", "answer_is", MEAN + "Die Antwort ist 86.\nProbe: 4 * 86 = 344. ✓", "a German check after the answer"),
    m("r_m_ok_wait_think", "B", G_SEQ, "correct", "tag", th(SEQ + ". Wait, is it 24 or 25 steps? From a_1 to a_25 is 24 steps, so 170.\n") + "<answer>170</answer>", "Wait inside think, resolved to the gold"),
    m("r_m_ok_double_check", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{11 + 10i}$" + "\n\nLet me double-check by expanding again: $3 + 10i + 8 = 11 + 10i$. Yes.", "a double-check after the box"),
    m("r_m_ok_actually_gold", "B", G_LOG, "correct", "boxed", r"$\log_{32} 8 = \boxed{\frac{5}{3}}$" + "\n\nActually, $\\log_{32} 8$ is the power of 32 that gives 8, so it is $\\boxed{\\frac{3}{5}}$.", "Actually, then the gold"),
    m("r_m_ok_user_turn", "B", G_GEO, "correct", "boxed", GEO + r" $= \boxed{605}$" + IM_USER + r"Now compute $5 + 15 + \dots + 1215$. The answer is $\boxed{1820}$.", "an invented user turn with its own box after the answer"),

    m("r_m_german_correction", "A", G_GEO, "wrong", "answer_is", GEO + r" = 605. Die Antwort ist $605$." + "\n" + r"Korrektur: es sind sechs Glieder bis 1215, also $1820$.", "German: 'correction: six terms, so 1820'"),
    m("r_m_french_correction", "A", G_MOD, "wrong", "answer_is", MOD + r" Donc la réponse est $10$." + "\n" + r"En fait, non : c'est $1$.", "French: 'in fact no: it is 1'"),
    m("r_m_ok_hmm_think", "B", G_RAD, "correct", "tag", th(RAD + ". Hmm, is there a bigger square factor? 300 = 4 * 75 = 100 * 3, and 100 is the largest. So 10 sqrt 3.\n") + r"<answer>$10\sqrt{3}$</answer>", "Hmm inside think, resolved to the gold"),
    m("r_m_ok_spanish_to_gold", "B", G_TRIG, "correct", "answer_is", r"La respuesta es $\frac{1}{2}$." + "\n" + r"Espera: el seno es negativo en el tercer cuadrante, así que la respuesta es $-\frac{1}{2}$.", "a Spanish correction to the gold"),
    m("r_m_ok_german_check", "B", G_BASE, "correct", "answer_is", BASE + r". Die Antwort ist $180$." + "\nProbe: 128 + 48 + 4 + 0 = 180. ✓", "a German check after the answer"),
    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_teacher_said", "A", "13", "wrong", "hash", "My teacher said the answer is 13, but I get 463 / 15 = 30 full boxes.\n#### 30", "the gold only reported, own answer 30"),
    g("q_quote_refuse", "A", "234", "no_answer", "none", "> #### 234\n\nI cannot solve this problem.", "a quoted #### then a refusal"),
    g("q_hypo_then_other", "A", "16.15", "wrong", "hash", "If the pen were included, the total would be 16.15; I leave it out.\n" + SHOP_NOPEN + "#### 12.95", "the gold only under 'if', final 12.95"),
    g("q_you_asked", "A", "86", "no_answer", "none", 'You asked: "Show that the average is $\\boxed{86}$." I cannot do that.', "the gold only in the user's quoted words, then a refusal"),
    g("q_other_part", "A", "29", "wrong", "hash", "(a) Sara is 29. (b) Her brother is 12.\nThe question asks for Sara's age.\n#### 12", "the gold only as part (a); the final #### 12 while the stated question asks for Sara"),
    g("q_chinese_reported", "A", "84", "wrong", "hash", "题目里说答案是 84，但我算出来是 2 * 12 = 24。\n#### 24", "Chinese: 'the problem says 84, but I get 24'"),
    g("q_spanish_hypo", "A", "0", "no_answer", "none", "Si el tanque tuviera 130 litros, quedarían 130 - 126 = 4 litros.", "only a Spanish hypothetical (130 L)"),
    m("q_m_invented_turn", "A", G_SEQ, "wrong", "boxed", r"$a_{25} = 2 + 25 \cdot 7 = \boxed{177}$" + IM_USER + "The answer is 170.", "the gold only in an invented user turn"),
    m("q_m_hint_quoted", "A", G_LOG, "wrong", "boxed", r'The hint says "the answer is $\boxed{\frac{3}{5}}$", but I get $\boxed{\frac{5}{3}}$.', "the gold box only quoted, own box 5/3"),
    m("q_m_suppose", "A", G_VEC, "no_answer", "none", r"Suppose the magnitude were $9$; we would then need to check it.", "only a supposition"),
    m("q_m_part_b", "A", G_COMB, "wrong", "boxed", r"(a) $\binom{15}{2} = 105$. (b) $\binom{15}{3} = 455$. $\boxed{455}$", "the gold in part (a), final box 455"),
    m("q_m_french_reported", "A", G_INT, "wrong", "boxed", r"L'énoncé affirme que la réponse est $[-8, 3]$, mais je trouve $\boxed{(-8, 3)}$.", "French: 'the statement claims [-8, 3], but I find (-8, 3)'"),
    g("q_ok_reported_first", "B", "84", "correct", "hash", "My friend said 24, but that counts the red beads.\n" + BEADS + "#### 84", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "234", "correct", "hash", '> "A train travels at 72 km/h for 3.25 hours."\n\n' + TRIP + "#### 234", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "37375", "correct", "hash", PAY + "#### 37375\n\nIf there were no bonus, it would be 35425.", "a hypothetical after the committed answer"),
    g("q_ok_user_turn_after", "B", "-6", "correct", "tag", th(TEMP) + "<answer>-6</answer>\nUser: Thanks! What if it fell for 5 hours?\nAssistant: Then it would be 5 - 13.75 = -8.75.", "an invented User/Assistant turn after the tag"),
    g("q_ok_self_set", "B", "86", "correct", "hash", MEAN + "#### 86\n\nNew problem: find the mean of 70, 80 and 90.\nAnswer: 80.", "a self-set new problem after the answer"),
    g("q_ok_chinese_teacher", "B", "80", "correct", "answer_is", "老师说答案是 75，但那是错的。\n" + PCT + "所以答案是 80。", "Chinese: a reported wrong value, then 'so the answer is 80'"),
    m("q_m_ok_example_first", "B", G_COMB, "correct", "boxed", r"For example, $\binom{5}{2} = 10$. Likewise, " + COMB + r" $= \boxed{105}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_TRIG, "correct", "boxed", r"> Find $\sin\frac{7\pi}{6}$." + "\n\n" + TRIG + r" $= \boxed{-\frac{1}{2}}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_MOD, "correct", "boxed", r"Suppose the remainder were $1$; that fails, since " + MOD + r" The remainder is $\boxed{10}$.", "a supposition refuted, then the box"),
    m("q_m_ok_self_set_after", "B", G_CONE, "correct", "tag", th(CONE + " = 48 pi\n") + r"<answer>$48\pi$</answer>" + "\n\nPractice problem: a cone with $r = 3$, $h = 4$ has volume $\\boxed{12\\pi}$.", "a self-set practice problem with its own box after the tag"),

    m("q_m_spanish_hypo", "A", G_CONE, "no_answer", "none", r"Si el radio fuera 3, el volumen sería $12\pi$.", "only a Spanish hypothetical (r = 3)"),
    m("q_m_ok_user_turn_tag", "B", G_BASE, "correct", "tag", th(BASE + " = 180\n") + "<answer>180</answer>\nUser: Convert 3021_4 too.\nAssistant: 3021_4 = 192 + 0 + 8 + 1 = 201.", "an invented User/Assistant turn after the tag"),
    m("q_m_ok_chinese_reported", "B", G_TRIG, "correct", "boxed", r"有人说答案是 $\frac{1}{2}$，但正弦在第三象限为负。" + TRIG + r" $= \boxed{-\frac{1}{2}}$", "Chinese: someone says 1/2, but the sine is negative; the gold boxed"),
    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "13", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "13", "no_answer", "none", "   \n\t \n", "only whitespace"),
    g("b_nul_other", "A", "13", "wrong", "hash", "#### 3\x000", "a NUL inside 30"),
    g("b_fullwidth_other", "A", "13", "wrong", "hash", "463 / 15 gives 30 full boxes.\n#### ３０", "full-width 30"),
    g("b_bom_other", "A", "84", "wrong", "hash", "\ufeff" + "2 * 12 = 24\n#### 24", "a BOM then 24"),
    g("b_zero_width_other", "A", "29", "wrong", "hash", "The brother is 12.\n#### 1\u200b2", "12 with a zero-width space inside"),
    g("b_rtl_mark_other", "A", "84", "wrong", "hash", "#### \u200f24", "a right-to-left mark then 24"),
    g("b_huge_number", "A", "234", "wrong", "hash", "#### " + "9" * 5000, "a 5000-digit number"),
    g("b_long_think_cut", "A", "234", "no_answer", "truncated", "<think>\n" + "Hmm. " * 3000, "a long thinking block cut before any answer"),
    m("b_m_nul_box", "A", G_SEQ, "wrong", "boxed", r"$\boxed{17" + "\x00" + r"7}$", "a NUL inside 177"),
    m("b_m_unclosed_box", "A", G_RAD, "no_answer", "truncated", RAD + r" $= \boxed{10\sqrt{", "cut inside the box"),
    m("b_m_escape_other", "A", G_LOG, "wrong", "boxed", r"$\boxed{\frac{5}{3}}$" + "\x1b[0m", "an ANSI escape after a wrong box"),
    m("b_m_emoji_only", "A", G_BASE, "no_answer", "none", "🤔🤔🤔", "only emoji"),
    g("b_ok_fullwidth", "B", "234", "correct", "hash", TRIP + "#### ２３４", "full-width digits"),
    g("b_ok_crlf", "B", "37375", "correct", "hash", (PAY + "#### 37375").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom_tag", "B", "13", "correct", "tag", "\ufeff" + th(BOXES) + "<answer>13</answer>", "a BOM before the think block"),
    g("b_ok_narrow_nbsp", "B", "37375", "correct", "tag", th(PAY) + "<answer>37\u202f375</answer>", "a narrow no-break space as thousands separator (gpt-oss style)"),
    g("b_ok_gold_spaces", "B", " 86 ", "correct", "hash", MEAN + "#### 86", "a gold with spaces"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{180}", "correct", "boxed", BASE + r" $= \boxed{180}$", "a gold stored boxed"),
    m("b_m_ok_crlf", "B", G_INT, "correct", "boxed", ("> Solve |2x + 5| <= 11.\n\n" + INT + "\n" + r"$\boxed{[-8, 3]}$").replace("\n", "\r\n"), "CRLF line ends on MATH"),
    m("b_m_ok_tab_tag", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + "<answer>\t\\frac{3}{7}\t</answer>", "tabs inside the tag"),
    m("b_m_ok_long_think", "B", G_PROB, "correct", "tag", th(LONG_THINK + PROB + " = 3/7.\n") + r"<answer>$\frac{3}{7}$</answer>", "a thinking block of about 52,000 characters, then the tag"),
    m("b_m_ok_fullwidth", "B", G_MOD, "correct", "boxed", MOD + r" $\boxed{１０}$", "full-width digits in a box"),
    m("b_m_ok_nbsp", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>11\u00a0+\u00a010i</answer>", "no-break spaces in the tag"),
]
# fmt: on

DECISIONS = {
    "u_minutes": (
        "reject",
        "the working states the question asks hours; '10 minutes' names a different quantity, not the gold",
    ),
    "u_months": (
        "reject",
        "the working finds an age in years; '29 months' names a different quantity, not the gold",
    ),
    "r_hmm_withdraw": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 21's convention)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam47", CASES, [], DECISIONS)
