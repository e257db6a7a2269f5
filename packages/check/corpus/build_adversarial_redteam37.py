r"""Build adversarial_redteam37.jsonl: a thirty-seventh round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam37", issue 25), written by a helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT
running the checker, `reason-ppo check`, Math-Verify or any grader on the probes; handed over BEFORE
any scoring. Not model output. Read: `issues show 25`; corpus/README.md ("How labels were made" and
the sources table, to avoid reused problems); corpus_build.py (g, m, th, write_probes, MINERVA,
LLAMA_END, the chat-turn tokens); build_adversarial_redteam21.py (structure, conventions, label
rules). Python was used for arithmetic only, never on probe text.

Aim of this round: a fresh measure by a new, independent author imagining the issue's hidden probe
set: the eight classes about equally, written the way SMALL models look during RL training
(Qwen2.5-0.5B/1.5B, Llama-3.2-1B, SmolLM after GRPO/PPO with the R1 <think>/<answer> prompt or the
GSM8K '####' prompt): repetitive working, unclosed or doubled tags, units and words inside the tag,
invented turns, cut-offs at the token limit, a right number only in the working. Half GSM8K, half
MATH, about 45 % kind B. New problem shapes (ages, ratios, remainders, means, vectors,
logarithms, sequences, modular powers, probability, geometry).

Problems and golds (every value checked by hand; the wrong values too):
GSM8K
- AGE: Tom is 3 times as old as his sister; in 10 years he will be twice as old. Tom now -> 30
  (3s + 10 = 2(s + 10) = 2s + 20 -> s = 10, Tom 30; check 40 = 2 * 20). Wrong: 10 (the sister),
  40 (Tom in 10 years), 20 (the difference).
- RATIO: 72 marbles, red : blue = 3 : 5; blue -> 45 (72 / 8 = 9; 5 * 9 = 45; red 3 * 9 = 27;
  27 + 45 = 72). Wrong: 27 (red), 18 (45 - 27).
- BOX: 350 cupcakes in boxes of 12, boxes needed -> 30 (350 = 29 * 12 + 2, 29 * 12 = 348; one
  more box for the 2; 30 * 12 = 360 >= 350). Wrong: 29 (floor), 29.17 (350 / 12 = 29.166...).
- NOTE: 4 notebooks at $2.85 and a $1.65 pen -> 13.05 (4 * 2.85 = 11.40; 11.40 + 1.65 = 13.05).
  Wrong: 13.5 (digits slipped), 11.40 (no pen), 13.1 (rounded).
- HIKE: a hiker at 120 m descends 45 m an hour for 4 hours -> -60 (45 * 4 = 180; 120 - 180 = -60).
  Wrong: 60 (sign lost), 180.
- TEAM: 28 students in 7 teams of 4, students without a team -> 0 (7 * 4 = 28; 28 - 28 = 0).
- PCT: 14 of 40 seeds sprouted, percent -> 35 (14 / 40 = 0.35). Wrong: 26 (40 - 14), 65.
- SAL: $3,275 a month for 12 months and a $1,850 bonus -> 41150 (12 * 3275 = 39300;
  39300 + 1850 = 41150). Wrong: 39300 (no bonus), 41149.
- MEAN: the mean of 82, 91, 77, 86 -> 84 (82 + 91 = 173, + 77 = 250, + 86 = 336; 336 / 4 = 84).
  Wrong: 336 (the sum), 85.
MATH
- LOG: \log_4 8 -> \frac{3}{2} (= \log_2 8 / \log_2 4 = 3/2; 4^{3/2} = 8). Wrong: 2, \frac{2}{3}.
- VEC: 2u + v, u = (1, -2, 3), v = (4, 0, -5) -> (6, -4, 1) (2u = (2, -4, 6)). Wrong: u + v =
  (5, -2, -2); (6, -4, -1).
- SEQ: the 15th term of 3, 7, 11, ... -> 59 (3 + 14 * 4). Wrong: 63 (a_16), 55 (a_14).
- MOD: 5^{40} mod 7 -> 2 (5^6 = 1 mod 7; 40 = 6 * 6 + 4; 5^4 = 625 = 7 * 89 + 2). Wrong: 4 (5^2 =
  25 = 3 * 7 + 4), 6.
- CPX: (3 - 4i)(2 + i) -> 10 - 5i (6 + 3i - 8i - 4i^2 = 10 - 5i). Wrong: 2 - 5i (i^2 taken as +1).
- PROB: 3 red and 5 blue balls, two drawn without replacement, both red -> \frac{3}{28}
  (3/8 * 2/7 = 6/56 = 3/28 = C(3,2)/C(8,2) = 3/28). Wrong: \frac{9}{64} (with replacement), 0.107
  (3/28 = 0.1071428... repeats).
- HYP: legs 3 and 9, hypotenuse -> 3\sqrt{10} (9 + 81 = 90 = 9 * 10). Wrong: 9.49 (9.4868...).
- INEQ: x^2 - 2x - 15 <= 0 -> [-3, 5] ((x - 5)(x + 3) <= 0). Wrong: (-3, 5), [-5, 3].
- SIN: \sin 120^\circ -> \frac{\sqrt{3}}{2}. Wrong: -\frac{\sqrt{3}}{2}, \frac{1}{2}, 0.866
  (0.8660254...).
- COMB: \binom{8}{3} -> 56 (8 * 7 * 6 / 6). Wrong: 336 (8 * 7 * 6), 28 (C(8, 2)).
- POLY: (2x - 5)(3x + 1) -> 6x^2 - 13x - 5 (6x^2 + 2x - 15x - 5). Wrong: 6x^2 + 13x - 5.
- ZERO: f(x) = x^2 - 5x + 6 at x = 3 -> 0 (9 - 15 + 6 = 0).
- CIRC: the area of a circle of circumference 14\pi -> 49\pi (r = 7). Wrong: 153.94 (49\pi =
  153.938...), 196\pi (the diameter used as radius), 49.
- QUAD: x^2 - 2x - 4 = 0 -> 1 \pm \sqrt{5} ((2 +- \sqrt{20}) / 2; \sqrt{20} = 2\sqrt5). Wrong:
  -1 \pm \sqrt{5}, 1 \pm 2\sqrt{5}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question: the working
states what is asked where it matters); `r_` retractions after the answer and harmless after-text
(invented turns, self-set problems, a cut-off restart); `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a
MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real (small) models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a cut-off before any answer) is `no_answer`; equal in value but written
differently is `correct`; a decimal for an exact irrational or repeating gold is `wrong` (a
terminating decimal equal to a rational gold is `correct`); a value the model itself marks wrong is
`wrong`; an explicit correction after an answer makes the corrected value the final one; a check or
pleasantry after a committed answer does not replace it; text in an invented next turn (chat tokens,
`Human:`/`User:` lines, a self-set new problem) does not count; an <answer> tag that is never closed
is read up to the end of the text; in an <answer> tag a sentence, an equation chain, a `####` or a
box is read for the value it states. A NUL anywhere makes the pair bad input (never `correct`).
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Counts: 227 probes, kind A 119 / B 108 (47.6 %), GSM8K 121 / MATH 106; truth wrong 89, no_answer
30, correct 108; 4 debatable (1.8 %). Per class: t 28, h 25, x 29, n 27, u 33, r 29, q 27, b 29. No
lone surrogate is written (write_records writes UTF-8, which cannot hold one); the `b_` probes use
NUL, BOM, CRLF, full-width digits, a zero-width space, a no-break space, a tab, ANSI escapes, golds
with spaces, commas, dollars, a box or a newline, empty and whitespace-only completions, long loops.

Usage: python packages/check/corpus/build_adversarial_redteam37.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
    IM_USER,
    LLAMA_END,
    MINERVA,
    g,
    m,
    th,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- AGE: gold 30 (s = sister: 3s + 10 = 2(s + 10) = 2s + 20 -> s = 10; Tom 3 * 10 = 30;
#     check 30 + 10 = 40 = 2 * (10 + 10)). Wrong: 10 (sister), 40 (in 10 years), 20 (30 - 10).
AGE = "Let the sister's age be s, so Tom is 3s.\nIn 10 years: 3s + 10 = 2(s + 10) = 2s + 20, so s = 10.\nTom is 3 * 10 = <<3*10=30>>30 years old now.\n"
AGE_SIS = AGE + "The sister is 10 years old.\n"
# --- RATIO: gold 45 blue (3 + 5 = 8 parts; 72 / 8 = 9; blue 5 * 9 = 45; red 3 * 9 = 27; 27 + 45 = 72).
RATIO = "We need the number of blue marbles.\nThe ratio red : blue is 3 : 5, so there are 3 + 5 = 8 parts.\nEach part is 72 / 8 = <<72/8=9>>9 marbles.\nRed: 3 * 9 = <<3*9=27>>27. Blue: 5 * 9 = <<5*9=45>>45.\n"
# --- BOX: gold 30 (29 * 12 = 348, 350 - 348 = 2 left, so 29 + 1 = 30; 30 * 12 = 360 >= 350).
#     Floor slip: 29; decimal slip: 350 / 12 = 29.1666... ~ 29.17.
BOX = "350 / 12 = 29 with remainder 2, since 29 * 12 = <<29*12=348>>348.\nThe 2 cupcakes left need one more box, so 29 + 1 = <<29+1=30>>30 boxes.\n"
BOX_SLIP = "350 / 12 = <<350/12=29.17>>29.17, so she needs 29 boxes.\n"
# --- NOTE: gold 13.05 (4 * 2.85 = 11.40; 11.40 + 1.65 = 13.05).
NOTE = "4 notebooks cost 4 * 2.85 = <<4*2.85=11.40>>11.40 dollars.\nWith the pen: 11.40 + 1.65 = <<11.40+1.65=13.05>>13.05 dollars.\n"
NOTE_SLIP = "4 notebooks cost 4 * 2.85 = <<4*2.85=11.40>>11.40 dollars.\nWith the pen: 11.40 + 1.65 = <<11.40+1.65=13.5>>13.5 dollars.\n"
# --- HIKE: gold -60 (45 * 4 = 180; 120 - 180 = -60).
HIKE = "She goes down 45 * 4 = <<45*4=180>>180 meters.\nHer height is 120 - 180 = <<120-180=-60>>-60 meters.\n"
# --- TEAM: gold 0 (7 * 4 = 28; 28 - 28 = 0).
TEAM = "7 teams of 4 use 7 * 4 = <<7*4=28>>28 students.\n28 - 28 = <<28-28=0>>0 students have no team.\n"
# --- PCT: gold 35 (14 / 40 = 0.35 = 35 %). Not sprouted 40 - 14 = 26.
PCT = "14 of the 40 seeds sprouted.\n14 / 40 = <<14/40=0.35>>0.35, which is 0.35 * 100 = <<0.35*100=35>>35 percent.\n"
# --- SAL: gold 41150 (12 * 3275 = 39300; 39300 + 1850 = 41150).
SAL = "12 months at $3,275 is 12 * 3275 = <<12*3275=39300>>39300 dollars.\nWith the $1,850 bonus: 39300 + 1850 = <<39300+1850=41150>>41150 dollars.\n"
SAL_NOBONUS = "12 months at $3,275 is 12 * 3275 = <<12*3275=39300>>39300 dollars.\n"
# --- MEAN: gold 84 (82 + 91 + 77 + 86 = 336; 336 / 4 = 84).
MEAN = "The sum is 82 + 91 + 77 + 86 = <<82+91+77+86=336>>336.\nThe mean is 336 / 4 = <<336/4=84>>84.\n"
MEAN_SUM = "The sum is 82 + 91 + 77 + 86 = <<82+91+77+86=336>>336.\n"

# ================================================================ MATH working
G_LOG = r"\frac{3}{2}"  # log_4 8 = log_2 8 / log_2 4 = 3/2; 4^(3/2) = 8
LOG = r"$\log_4 8 = \frac{\log_2 8}{\log_2 4} = \frac{3}{2}$."
G_VEC = "(6, -4, 1)"  # 2u = (2, -4, 6); + (4, 0, -5) = (6, -4, 1); u + v = (5, -2, -2)
VEC = r"$2\mathbf{u} = (2, -4, 6)$, so $2\mathbf{u} + \mathbf{v} = (2 + 4, -4 + 0, 6 - 5)$."
G_SEQ = "59"  # a_15 = 3 + 14 * 4 = 59; a_16 = 63; a_14 = 55
SEQ = r"The common difference is $4$, so $a_{15} = 3 + 14 \cdot 4$."
G_MOD = "2"  # 5^6 = 1 mod 7 (Fermat); 5^40 = 5^36 * 5^4; 5^4 = 625 = 7 * 89 + 2
MOD = r"By Fermat, $5^6 \equiv 1 \pmod 7$. Since $40 = 6 \cdot 6 + 4$, $5^{40} \equiv 5^4 = 625 \equiv 2 \pmod 7$."
MOD_SLIP = r"By Fermat, $5^6 \equiv 1 \pmod 7$. Since $40 = 6 \cdot 6 + 4$, $5^{40} \equiv 5^2 = 25 \equiv 4 \pmod 7$."
G_CPX = "10 - 5i"  # 6 + 3i - 8i - 4i^2 = 6 - 5i + 4 = 10 - 5i; with i^2 = +1: 2 - 5i
CPX = r"$(3 - 4i)(2 + i) = 6 + 3i - 8i - 4i^2 = 6 - 5i + 4$"
CPX_SLIP = r"$(3 - 4i)(2 + i) = 6 + 3i - 8i - 4i^2 = 6 - 5i - 4$"
G_PROB = r"\frac{3}{28}"  # 3/8 * 2/7 = 6/56 = 3/28; with replacement 9/64
PROB = r"The probability is $\frac{3}{8} \cdot \frac{2}{7} = \frac{6}{56}$"
G_HYP = r"3\sqrt{10}"  # 3^2 + 9^2 = 9 + 81 = 90 = 9 * 10; sqrt90 = 9.4868...
HYP = r"The hypotenuse is $\sqrt{3^2 + 9^2} = \sqrt{90}$"
G_INEQ = "[-3, 5]"  # x^2 - 2x - 15 = (x - 5)(x + 3) <= 0 -> -3 <= x <= 5
INEQ = r"$x^2 - 2x - 15 = (x - 5)(x + 3) \le 0$ holds for $-3 \le x \le 5$."
G_SIN = r"\frac{\sqrt{3}}{2}"  # sin 120 = sin 60 = sqrt3/2 = 0.8660...
SIN = r"$\sin 120^\circ = \sin(180^\circ - 60^\circ) = \sin 60^\circ$"
G_COMB = "56"  # 8 * 7 * 6 / 6 = 336 / 6 = 56; 8 * 7 * 6 = 336; C(8, 2) = 28
COMB = r"$\binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3!} = \frac{336}{6}$"
G_POLY = "6x^2 - 13x - 5"  # 6x^2 + 2x - 15x - 5
POLY = r"$(2x - 5)(3x + 1) = 6x^2 + 2x - 15x - 5$"
G_ZERO = "0"  # 9 - 15 + 6 = 0
ZERO = r"$f(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6$"
G_CIRC = r"49\pi"  # 2 pi r = 14 pi -> r = 7; pi * 49; 49 pi = 153.938...
CIRC = r"$2\pi r = 14\pi$ gives $r = 7$, so the area is $\pi \cdot 7^2$"
G_QUAD = r"1 \pm \sqrt{5}"  # (2 +- sqrt(4 + 16)) / 2 = (2 +- 2 sqrt5) / 2
QUAD = r"$x = \frac{2 \pm \sqrt{4 + 16}}{2} = \frac{2 \pm 2\sqrt{5}}{2}$"
# A loop a small model falls into: the same line over and over.
LOOP = "Let the sister's age be s, so Tom is 3s.\n" * 60

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_unit_word_other", "A", "45", "wrong", "tag", th(RATIO) + "<answer>27 red marbles</answer>", "the tag states 27 (red); blue is asked (45)"),
    g("t_unclosed_other", "A", "30", "wrong", "tag", th(BOX_SLIP) + "<answer>29 boxes", "an unclosed tag stating 29"),
    g("t_doubled_open_other", "A", "13.05", "wrong", "tag", th(NOTE_SLIP) + "<answer><answer>13.5</answer>", "a doubled opening tag, 13.5"),
    g("t_gold_only_in_think", "A", "30", "wrong", "tag", th(AGE_SIS) + "<answer>10</answer>", "30 only in the thinking; the tag states the sister's 10"),
    g("t_empty_tag", "A", "35", "no_answer", "tag", th(PCT) + "<answer>\n</answer>", "an empty tag; 35 only in the thinking"),
    g("t_cut_in_loop", "A", "30", "no_answer", "truncated", "<think>\n" + LOOP + "Let the sister's age be", "a repetition loop cut at the token limit, no tag"),
    g("t_repeated_tags_other", "A", "84", "wrong", "tag", th(MEAN) + "<answer>84</answer>\n<answer>85</answer>\n<answer>85</answer>", "repeated tags, the last ones 85"),
    g("t_placeholder", "A", "0", "no_answer", "tag", th(TEAM) + "<answer>[your answer]</answer>", "a template placeholder in the tag"),
    g("t_sentence_sum", "A", "84", "wrong", "tag", th(MEAN_SUM) + "<answer>The total is 336.</answer>", "a sentence stating the sum 336"),
    g("t_ok_unit_words", "B", "45", "correct", "tag", th(RATIO) + "<answer>45 blue marbles</answer>", "units and words in the tag"),
    g("t_ok_unclosed", "B", "30", "correct", "tag", th(BOX) + "<answer>30 boxes", "an answer tag never closed (end of text)"),
    g("t_ok_sentence_dollar", "B", "13.05", "correct", "tag", th(NOTE) + "<answer>She pays $13.05 in total.</answer>", "a sentence with a dollar sign"),
    g("t_ok_hash_in_tag", "B", "30", "correct", "tag", th(AGE) + "<answer>#### 30</answer>", "#### inside the tag"),
    g("t_ok_no_close_think", "B", "84", "correct", "tag", "<think>\n" + MEAN + "<answer>84</answer>", "the think block never closed, then the tag"),
    g("t_ok_negative_unit", "B", "-60", "correct", "tag", th(HIKE) + "<answer>-60 m</answer>", "a negative value with a unit"),
    m("t_m_box_other", "A", G_COMB, "wrong", "tag", th(r"$8 \cdot 7 \cdot 6 = 336$" + "\n") + r"<answer>\boxed{336}</answer>", "a box in the tag holding 336 (permutations)"),
    m("t_m_equation_other", "A", G_POLY, "wrong", "tag", th(POLY + "\n") + r"<answer>(2x - 5)(3x + 1) = 6x^2 + 13x - 5</answer>", "an equation chain ending in the wrong sign"),
    m("t_m_two_tags", "A", G_VEC, "wrong", "tag", th(VEC + "\n") + "<answer>(6, -4, 1)</answer>\n<answer>(5, -2, -2)</answer>", "two tags, the last (5, -2, -2)"),
    m("t_m_cut_in_tag", "A", G_CIRC, "no_answer", "truncated", th(CIRC + "\n") + "<answer>49\\", "cut inside the tag before the value ends"),
    m("t_m_think_only_cut", "A", G_SIN, "no_answer", "truncated", "<think>\n" + SIN + r" $= \frac{\sqrt{3}}{2}$." + "\n" + (SIN + "\n") * 8, "the value only in a thinking loop cut off, no tag"),
    m("t_m_sentence_other", "A", G_MOD, "wrong", "tag", th(MOD_SLIP + "\n") + "<answer>The remainder is 4.</answer>", "a sentence stating 4"),
    m("t_m_format_hint", "A", G_INEQ, "no_answer", "tag", th(r"$x^2 - 2x - 15 = (x - 5)(x + 3)$" + "\n") + "<answer>an interval [a, b]</answer>", "only a format hint in the tag"),
    m("t_m_ok_dollar_box", "B", G_LOG, "correct", "tag", th(LOG + "\n") + r"<answer>$\boxed{\frac{3}{2}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_equation", "B", G_SEQ, "correct", "tag", th(SEQ + "\n") + r"<answer>a_{15} = 3 + 14 \cdot 4 = 59</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_sentence", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>The product is $10 - 5i$.</answer>", "a sentence with math mode"),
    m("t_m_ok_unclosed", "B", G_PROB, "correct", "tag", th(PROB + "\n") + r"<answer>\frac{3}{28}", "a tag never closed, the gold to the end"),
    m("t_m_ok_doubled_close", "B", G_HYP, "correct", "tag", th(HYP + "\n") + r"<answer>3\sqrt{10}</answer></answer>", "a doubled closing tag"),
    m("t_m_ok_x_equals", "B", G_QUAD, "correct", "tag", th(QUAD + "\n") + r"<answer>x = 1 \pm \sqrt{5}</answer>", "x = in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_other", "A", "30", "wrong", "hash", AGE_SIS + "So the answer is #### 10", "phrase then #### 10 (the sister)"),
    g("h_colon_other", "A", "45", "wrong", "hash", RATIO + "The answer is: #### 27", "The answer is: #### 27 (red)"),
    g("h_final_empty", "A", "41150", "no_answer", "hash", SAL + "Final Answer: ####", "an empty marker after Final Answer:"),
    g("h_phrase_gold_hash_other", "A", "84", "wrong", "hash", MEAN + "The answer is 84.\n#### 85", "phrase 84, #### 85: two different final answers"),
    g("h_hash_then_phrase_other", "A", "30", "wrong", "hash", BOX + "#### 30\nSo the answer is 29.", "#### 30 then a phrase stating 29"),
    g("h_answer_hash_other", "A", "13.05", "wrong", "hash", NOTE + "Answer: #### 11.40", "Answer: #### the price without the pen"),
    g("h_final_hash_other", "A", "-60", "wrong", "hash", HIKE + "Final Answer: #### 180", "Final Answer: #### 180 (the descent)"),
    g("h_ok_so", "B", "30", "correct", "hash", AGE + "So the answer is #### 30", "So the answer is #### gold"),
    g("h_ok_colon", "B", "45", "correct", "hash", RATIO + "The answer is: #### 45", "The answer is: #### gold"),
    g("h_ok_final_comma", "B", "41150", "correct", "hash", SAL + "Final Answer: #### 41,150", "Final Answer: #### with a comma"),
    g("h_ok_answer", "B", "84", "correct", "hash", MEAN + "Answer: #### 84", "Answer: #### gold"),
    g("h_ok_bold_units", "B", "30", "correct", "hash", BOX + "**Final Answer:** #### 30 boxes", "bold marker, #### with a unit word"),
    g("h_ok_dollar", "B", "13.05", "correct", "hash", NOTE + "Therefore, the answer is #### $13.05", "a dollar sign after ####"),
    g("h_ok_newline", "B", "0", "correct", "hash", TEAM + "The answer is:\n#### 0", "phrase, newline, #### 0"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", r"$8 \cdot 7 \cdot 6 = 336$." + "\nThe answer is #### 336", "phrase then #### 336"),
    m("h_m_final_hash_other", "A", G_SIN, "wrong", "hash", SIN + ".\nFinal Answer: #### -\\frac{\\sqrt{3}}{2}", "Final Answer: #### with the sign wrong"),
    m("h_m_box_then_hash_other", "A", G_SEQ, "wrong", "hash", SEQ + "\nThe answer is $\\boxed{59}$.\n#### 63", "box 59 then #### 63: two final answers"),
    m("h_m_hash_empty", "A", G_MOD, "no_answer", "hash", MOD + "\nSo the answer is ####", "an empty #### after the phrase; 2 only in the working"),
    m("h_m_answer_hash_other", "A", G_CPX, "wrong", "hash", CPX_SLIP + "\nAnswer: #### 2 - 5i", "Answer: #### 2 - 5i"),
    m("h_m_ok_so", "B", G_LOG, "correct", "hash", LOG + "\nSo the answer is #### \\frac{3}{2}", "So the answer is #### fraction"),
    m("h_m_ok_colon", "B", G_CPX, "correct", "hash", CPX + "\nThe answer is: #### 10 - 5i", "The answer is: #### complex"),
    m("h_m_ok_final_tuple", "B", G_VEC, "correct", "hash", VEC + "\nFinal Answer: #### (6, -4, 1)", "Final Answer: #### tuple"),
    m("h_m_ok_answer", "B", G_MOD, "correct", "hash", MOD + "\nAnswer: #### 2", "Answer: #### gold"),
    m("h_m_ok_box_hash", "B", G_HYP, "correct", "hash", HYP + " $= 3\\sqrt{10}$.\nThe answer is $\\boxed{3\\sqrt{10}}$.\n#### 3\\sqrt{10}", "box and #### agree"),
    m("h_m_ok_hash_minerva", "B", G_COMB, "correct", "minerva", COMB + " $= 56$.\n#### 56\n" + MINERVA.format("$56$"), "#### then an agreeing Minerva line"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", TEAM + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_money", "A", "13.05", "wrong", "hash", NOTE + "#### 13.1", "rounded to 13.1"),
    g("x_decimal_boxes", "A", "30", "wrong", "hash", BOX_SLIP + "#### 29.17", "29.17 boxes against 30"),
    g("x_off_by_one_big", "A", "41150", "wrong", "hash", SAL + "#### 41149", "41149, relative error 2.4e-5"),
    g("x_sci_rounded", "A", "41150", "wrong", "hash", SAL + "#### 4.12e4", "4.12e4 = 41200"),
    g("x_mean_close", "A", "84", "wrong", "hash", MEAN + "#### 84.01", "84.01 against 84"),
    g("x_negative_close", "A", "-60", "wrong", "hash", HIKE + "#### -59.99", "-59.99 against -60"),
    g("x_tiny_tag", "A", "0", "wrong", "tag", th(TEAM) + "<answer>1e-9</answer>", "1e-9 in the tag against gold 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TEAM + "#### 0.0", "0.0 for 0"),
    g("x_ok_trailing_zero", "B", "13.05", "correct", "hash", NOTE + "#### 13.050", "a trailing zero"),
    g("x_ok_int_decimal", "B", "84", "correct", "hash", MEAN + "#### 84.00", "84.00 for 84"),
    g("x_ok_sal_decimal", "B", "41150", "correct", "hash", SAL + "#### 41150.0", "41150.0 for 41150"),
    g("x_ok_negative_decimal", "B", "-60", "correct", "tag", th(HIKE) + "<answer>-60.0</answer>", "-60.0 in a tag"),
    m("x_m_decimal_irrational", "A", G_HYP, "wrong", "boxed", HYP + r" $\approx \boxed{9.487}$", "a decimal for 3\\sqrt{10} (9.4868...)"),
    m("x_m_decimal_repeating", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.107}$", "0.107 for 3/28 (0.10714...)"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-12}}$", "10^{-12} against gold 0"),
    m("x_m_pi_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx \boxed{153.94}$", "a decimal for 49\\pi (153.938...)"),
    m("x_m_pi_plus_tiny", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{49\pi + 10^{-30}}$", "49\\pi plus a tiny term"),
    m("x_m_sin_decimal", "A", G_SIN, "wrong", "boxed", SIN + r" $\approx \boxed{0.866}$", "0.866 for \\sqrt3/2"),
    m("x_m_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{10 - 5i + 10^{-40} i}$", "a tiny extra imaginary part"),
    m("x_m_log_close", "A", G_LOG, "wrong", "boxed", LOG + r" So $\log_4 8 \approx \boxed{1.4999}$", "1.4999 against 3/2"),
    m("x_m_zero_sin_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-50})}$", "sin(10^{-50}) is not 0"),
    m("x_m_ok_decimal_exact", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{1.5}$", "1.5 = 3/2 exactly"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{6}{56}}$", "6/56 = 3/28 unsimplified"),
    m("x_m_ok_sqrt90", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{\sqrt{90}}$", "\\sqrt{90} = 3\\sqrt{10}"),
    m("x_m_ok_half_sqrt3", "B", G_SIN, "correct", "boxed", SIN + r" $= \boxed{\frac{1}{2}\sqrt{3}}$", "\\frac12\\sqrt3 = \\sqrt3/2"),
    m("x_m_ok_pi_times", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{\pi \cdot 49}$", "\\pi \\cdot 49 = 49\\pi"),
    m("x_m_ok_zero_exact", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$", "an exact 0 after working that sums to 0"),
    m("x_m_ok_tuple_spaces", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{(6,-4,1)}$", "a tuple without spaces"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "30", "no_answer", "answer_is", AGE + "The answer is not 30.", "the gold negated, nothing after"),
    g("n_strike_gold_other", "A", "45", "wrong", "hash", RATIO + "#### ~~45~~ 27", "the gold struck, 27 after"),
    g("n_annot_wrong", "A", "84", "wrong", "hash", MEAN + "#### 84 (wrong)", "the model marks its answer wrong"),
    g("n_neq_sign", "A", "30", "no_answer", "hash", BOX + "#### ≠ 30", "#### ≠ gold: no value asserted"),
    g("n_strike_html", "A", "13.05", "no_answer", "hash", NOTE + "#### <s>13.05</s>", "struck with <s>, nothing after"),
    g("n_cross_emoji", "A", "41150", "wrong", "hash", SAL + "#### 41150 ❌", "a cross mark after the answer"),
    g("n_incorrect_paren", "A", "35", "wrong", "answer_is", PCT + "The answer is 35% (incorrect).", "the model marks 35% incorrect"),
    g("n_tag_not", "A", "-60", "no_answer", "tag", th(HIKE) + "<answer>not -60</answer>", "the tag negates the gold"),
    g("n_ok_not_other", "B", "30", "correct", "answer_is", AGE + "The answer is 30, not 10.", "a wrong value negated after the gold"),
    g("n_ok_strike_other", "B", "45", "correct", "hash", RATIO + "#### ~~27~~ 45", "the wrong value struck, the gold after"),
    g("n_ok_check_emoji", "B", "84", "correct", "hash", MEAN + "#### 84 ✅", "a check mark after"),
    g("n_ok_neq_working", "B", "30", "correct", "hash", BOX + "29 boxes ≠ enough, so 30 boxes.\n#### 30", "≠ in the working, the gold marked"),
    g("n_ok_no_words", "B", "0", "correct", "hash", TEAM + "No student is left without a team.\n#### 0", "a negative sentence, then #### 0"),
    g("n_ok_not_forget", "B", "13.05", "correct", "answer_is", NOTE + "Don't forget the pen! The answer is $13.05.", "a harmless 'don't' before the answer"),
    m("n_m_neq_box", "A", G_SIN, "no_answer", "boxed", SIN + r" $\boxed{\neq \frac{\sqrt{3}}{2}}$", "a box holding \\neq gold"),
    m("n_m_x_neq", "A", G_QUAD, "no_answer", "boxed", QUAD + r" $\boxed{x \neq 1 \pm \sqrt{5}}$", "x \\neq gold in the box"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{56}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{6x^2 - 13x - 5}\ 6x^2 + 13x - 5}$", "the gold struck with \\sout, the wrong sign after"),
    m("n_m_text_wrong", "A", G_VEC, "wrong", "boxed", VEC + r" $\boxed{(6, -4, 1) \text{ (wrong)}}$", "(wrong) in the box"),
    m("n_m_strike_md_box", "A", G_SEQ, "no_answer", "boxed", SEQ + " ~~$\\boxed{59}$~~", "the box struck with ~~, nothing after"),
    m("n_m_not_equal_tag", "A", G_MOD, "no_answer", "tag", th(MOD + "\n") + r"<answer>5^{40} \not\equiv 2</answer>", "the tag denies the gold"),
    m("n_m_ok_not_other", "B", G_MOD, "correct", "boxed", MOD + r" The remainder is not $4$; it is $\boxed{2}$.", "another value negated, the gold boxed"),
    m("n_m_ok_neq_condition", "B", G_LOG, "correct", "boxed", LOG + r" (valid since $4 \neq 1$) $\boxed{\frac{3}{2}}$", "a \\neq condition before the box"),
    m("n_m_ok_cancel_working", "B", G_PROB, "correct", "boxed", PROB + r" $= \frac{\cancel{6}\,3}{\cancel{56}\,28} = \boxed{\frac{3}{28}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_annot_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49\pi}$ (square units)", "an annotation naming units"),
    m("n_m_ok_strike_other", "B", G_CPX, "correct", "boxed", CPX + r" $=$ ~~$2 - 5i$~~ $\boxed{10 - 5i}$", "a wrong value struck, the gold boxed"),
    m("n_m_ok_check", "B", G_INEQ, "correct", "boxed", INEQ + r" $\boxed{[-3, 5]}$ ✓", "a check mark after the box"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "30", "wrong", "hash", BOX + "#### 30 dozen", "30 dozen = 360, not the 30 boxes the working counts"),
    g("u_fewer", "A", "45", "wrong", "hash", RATIO + "#### 18 fewer", "18 (45 - 27) with 'fewer'"),
    g("u_more", "A", "30", "wrong", "answer_is", AGE + "The answer is 20 more.", "20 (30 - 10) with 'more'"),
    g("u_thousand", "A", "41150", "wrong", "hash", SAL + "#### 41150 thousand", "41150 thousand = 41,150,000"),
    g("u_and_a_half", "A", "30", "wrong", "hash", BOX + "#### 30 and a half", "30 and a half = 30.5"),
    g("u_total_sum", "A", "84", "wrong", "answer_is", MEAN + "The answer is 336 total points.", "the sum 336 with words after"),
    g("u_million", "A", "41150", "wrong", "tag", th(SAL) + "<answer>41150 million</answer>", "41150 million in the tag"),
    g("u_percent_not_sprouted", "A", "35", "wrong", "hash", PCT + "#### 65 percent", "65 percent (the share not sprouted)"),
    g("u_number_words_other", "A", "30", "wrong", "answer_is", BOX_SLIP + "The answer is twenty-nine boxes.", "number words for 29"),
    g("u_prose_other", "A", "30", "wrong", "prose_sentence", AGE_SIS + "Therefore, the sister is 10 years old.", "a prose final sentence stating the sister's 10; Tom's 30 only in the working"),
    g("u_ok_number_words", "B", "30", "correct", "answer_is", BOX + "The answer is thirty boxes.", "number words for the gold"),
    g("u_ok_definitely", "B", "30", "correct", "answer_is", AGE + "I think the answer is definitely 30.", "a committed phrase with filler words"),
    g("u_ok_prose_years", "B", "30", "correct", "prose_sentence", AGE + "Therefore, Tom is 30 years old now.", "a prose final sentence, no marker"),
    g("u_ok_years_old", "B", "30", "correct", "hash", AGE + "#### 30 years old", "years old after ####"),
    g("u_ok_blue_marbles", "B", "45", "correct", "hash", RATIO + "#### 45 blue marbles", "a noun phrase after ####"),
    g("u_ok_boxes", "B", "30", "correct", "answer_is", BOX + "The answer is 30 boxes.", "a unit noun"),
    g("u_ok_dollars", "B", "13.05", "correct", "answer_is", NOTE + "The answer is 13.05 dollars.", "the word dollars"),
    g("u_ok_meters", "B", "-60", "correct", "hash", HIKE + "#### -60 meters", "a negative value with meters"),
    g("u_ok_points", "B", "84", "correct", "hash", MEAN + "#### 84 points", "points"),
    g("u_ok_students", "B", "0", "correct", "hash", TEAM + "#### 0 students", "0 with a noun"),
    g("u_ok_percent_sign", "B", "35", "correct", "tag", th(PCT) + "<answer>35%</answer>", "a percent sign in the tag"),
    m("u_m_pi_dropped", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{49 \text{ square units}}$", "the units hide the dropped \\pi: 49"),
    m("u_m_per_draw", "A", G_PROB, "wrong", "boxed", r"The first ball is red with probability $\frac{3}{8}$, so $\boxed{\frac{3}{8} \text{ per draw}}$", "3/8 with words after; the two-draw value is 3/28"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{56 \text{ thousand}}$", "56 thousand"),
    m("u_m_dozen", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{59 \text{ dozen}}$", "59 dozen"),
    m("u_m_degrees_sin", "A", G_SIN, "wrong", "boxed", SIN + r" $= \boxed{60^\circ}$", "the reference angle 60 degrees, not the sine"),
    m("u_m_ok_text_answer_phrase", "B", G_SIN, "correct", "answer_is", SIN + r". $\text{Answer: } \frac{\sqrt{3}}{2}.$", "an answer phrase inside \\text{} in math mode"),
    m("u_m_ok_units", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{3\sqrt{10} \text{ units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49\pi \text{ cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{56 \text{ ways}}$", "ways"),
    m("u_m_ok_term", "B", G_SEQ, "correct", "boxed", SEQ + r" $\boxed{a_{15} = 59}$", "a_{15} = in the box"),
    m("u_m_ok_remainder_word", "B", G_MOD, "correct", "tag", th(MOD + "\n") + "<answer>2 (the remainder)</answer>", "an annotation after the value in the tag"),
    m("u_m_ok_text_answer", "B", G_LOG, "correct", "boxed", LOG + r" $\boxed{\text{Answer: } \frac{3}{2}.}$", "\\text{Answer: } in the box"),

    # ================================================================ 6. retractions and after-text
    g("r_wait_other", "A", "30", "wrong", "hash", AGE + "#### 30\n\nWait, I should give the sister's age. She is 10.\n#### 10", "a later #### 10"),
    g("r_edit", "A", "45", "wrong", "hash", RATIO + "#### 45\nEdit: 27", "Edit: 27"),
    g("r_actually", "A", "84", "wrong", "hash", MEAN + "#### 84\nActually, 336 / 4 = 85, so the answer is 85.", "Actually ... 85"),
    g("r_redo_other", "A", "30", "wrong", "hash", BOX + "#### 30\n\nHmm, let me redo this. 350 / 12 = 29.17, so 29 boxes.\n#### 29", "a redo ending #### 29"),
    g("r_placeholder_tbd", "A", "13.05", "wrong", "hash", NOTE + "#### 13.05\n(The above is a placeholder; real answer TBD.)", "debatable: the answer withdrawn as a placeholder, nothing new (round 20/21: wrong)", True),
    g("r_correction_other", "A", "41150", "wrong", "hash", SAL + "#### 41150\nCorrection: the bonus is not salary, so 39300.\n#### 39300", "Correction: 39300"),
    g("r_no_wait", "A", "35", "wrong", "answer_is", PCT + "The answer is 35. No wait, 26.", "No wait, 26"),
    g("r_ok_invented_user", "B", "30", "correct", "hash", AGE + "#### 30" + IM_USER + "Thanks! How old is the sister?" + IM_ASSIST + "#### 10", "an invented ChatML turn with another ####"),
    g("r_ok_self_problem", "B", "45", "correct", "hash", RATIO + "#### 45\n\nQuestion: A bag has 40 sweets, lemon : cherry = 2 : 3. How many are cherry?\nAnswer: 40 / 5 = 8, 3 * 8 = 24.\n#### 24", "a self-set new problem with its own ####"),
    g("r_ok_restart_cut", "B", "84", "correct", "hash", MEAN + "#### 84\n\nLet me double check: 82 + 91 = 173, 173 + 77 = 25", "a check restarted and cut at the token limit"),
    g("r_ok_check", "B", "30", "correct", "hash", BOX + "#### 30\nCheck: 30 * 12 = 360 >= 350 ✓", "a check after"),
    g("r_ok_human_turn", "B", "13.05", "correct", "hash", NOTE + "#### 13.05<|endoftext|>Human: what is 2 + 2?\nAssistant: #### 4", "an invented Human/Assistant exchange after an end token"),
    g("r_ok_pleasantry", "B", "41150", "correct", "hash", SAL + "#### 41150\n\nI hope it helps!", "a pleasantry"),
    g("r_ok_wait_confirm", "B", "-60", "correct", "hash", HIKE + "#### -60\nWait, let me check: 120 - 180 = -60. Yes.\n#### -60", "Wait, then the same answer"),
    g("r_ok_tag_then_user", "B", "0", "correct", "tag", th(TEAM) + "<answer>0</answer>\nUser: Now make the teams of 5.\nAssistant: <answer>3</answer>", "an invented User turn after the tag"),
    m("r_m_wait_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{56}$" + "\n\nWait, order matters here, so it is $8 \\cdot 7 \\cdot 6 = \\boxed{336}$.", "a later box 336"),
    m("r_m_erratum", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{6x^2 - 13x - 5}$" + "\nErratum: $6x^2 - 17x - 5$.", "Erratum: another polynomial"),
    m("r_m_never_mind", "A", G_LOG, "wrong", "boxed", LOG + r" $\boxed{\frac{3}{2}}$ Never mind, it's $\boxed{\frac{2}{3}}$.", "Never mind, 2/3"),
    m("r_m_update", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{10 - 5i}$" + "\nUpdate: it's actually $2 - 5i$.", "Update: it's actually 2 - 5i"),
    m("r_m_paren_not", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{59}$ (Not 59; 63.)", "(Not gold; 63.)"),
    m("r_m_wrong_bang", "A", G_MOD, "wrong", "boxed", MOD + r" $\boxed{2}$" + "\nWrong! The answer is 4.", "Wrong! 4"),
    m("r_m_tag_then_fix", "A", G_INEQ, "wrong", "tag", th(INEQ + "\n") + "<answer>[-3, 5]</answer>\nOops, the endpoints are excluded: <answer>(-3, 5)</answer>", "a second tag after Oops, the open interval"),
    m("r_m_ok_invented_turn", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{(6, -4, 1)}$" + IM_USER + "Now compute u + v." + IM_ASSIST + r"$\boxed{(5, -2, -2)}$", "an invented turn with another box"),
    m("r_m_ok_self_problem", "B", G_QUAD, "correct", "boxed", QUAD + r" $= \boxed{1 \pm \sqrt{5}}$" + "\n\n**Problem 2.** Solve $x^2 - 4 = 0$.\n\n**Solution.** $x = \\boxed{\\pm 2}$", "a self-set problem with its own box"),
    m("r_m_ok_cut_restart", "B", G_SIN, "correct", "boxed", SIN + r" $= \boxed{\frac{\sqrt{3}}{2}}$" + "\n\nTo verify, $\\sin 120^\\circ = \\sin(180^\\circ - 60^\\circ) = \\sin", "a verification cut at the token limit"),
    m("r_m_ok_verify", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{3\sqrt{10}}$. Check: $(3\sqrt{10})^2 = 90 = 9 + 81$ ✓", "a check after"),
    m("r_m_ok_llama_eot", "B", G_INEQ, "correct", "boxed", INEQ + "\n\n" + LLAMA_END.format("[-3, 5]") + EOT_USER + "Solve x^2 < 4." + EOT_ASSIST + LLAMA_END.format("(-2, 2)"), "an invented Llama 3 turn"),
    m("r_m_ok_edit_gold", "B", G_PROB, "correct", "boxed", r"With replacement: $\frac{3}{8} \cdot \frac{3}{8} = \boxed{\frac{9}{64}}$" + "\nEdit: the balls are not replaced, so $\\frac{3}{8} \\cdot \\frac{2}{7} = \\boxed{\\frac{3}{28}}$.", "an edit to the gold"),
    m("r_m_ok_tag_pleasantry", "B", G_COMB, "correct", "tag", th(COMB + "\n") + "<answer>56</answer>\nHope this helps! 😊", "a pleasantry after the tag"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refusal", "A", "30", "no_answer", "none", "> #### 30\n\nI cannot solve this problem.", "only a quoted #### and a refusal"),
    g("q_you_asked", "A", "45", "no_answer", "none", 'You asked: "Show that the answer is #### 45." I cannot.', "the gold only in the user's quoted request"),
    g("q_two_parts", "A", "30", "wrong", "answer_is", AGE + "The answer is 30 for part (a) and 40 for part (b).", "debatable: two values for a one-part question (Tom's age now, the working says so); read as two different final answers", True),
    g("q_hypo_then_other", "A", "41150", "wrong", "hash", SAL_NOBONUS + "If the $1,850 bonus counted, she would have 41150.\nBut a bonus is not pay.\n#### 39300", "the gold only in a hypothetical, final 39300"),
    g("q_teacher_said", "A", "13.05", "wrong", "hash", NOTE_SLIP + 'My teacher said "#### 13.05", but I got 13.5.\n#### 13.5', "the gold only in a reported ####"),
    g("q_answer_key", "A", "35", "no_answer", "none", "The answer key says 35%. I am not sure how to get it.", "only a reported answer key, no own answer"),
    g("q_invented_user_gold", "A", "30", "wrong", "hash", AGE_SIS + "#### 10" + IM_USER + "No, the answer is #### 30.", "the gold only in an invented user turn"),
    g("q_fewshot_echo", "A", "0", "no_answer", "truncated", "Here is an example.\nQuestion: Ann has 5 apples and eats 5. How many are left?\nAnswer: 5 - 5 = 0.\n#### 0\n\nNow the real question.\nQuestion: 28 students form teams of", "the gold only in a self-written example, then the real question restated and cut off"),
    g("q_ok_quoted_problem", "B", "30", "correct", "hash", '> "Tom is three times as old as his sister."\n\n' + AGE + "#### 30", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "45", "correct", "hash", RATIO + 'My friend said "#### 27", but those are the red ones.\n#### 45', "another's wrong #### reported first"),
    g("q_ok_hypo_after", "B", "41150", "correct", "hash", SAL + "#### 41150\n\nIf there were no bonus, it would be 39300.", "a hypothetical after the committed answer"),
    g("q_ok_steps_parts", "B", "84", "correct", "hash", "Part 1: 82 + 91 + 77 + 86 = 336.\nPart 2: 336 / 4 = 84.\n#### 84", "steps labelled Part 1 and Part 2"),
    g("q_ok_instruction_echo", "B", "30", "correct", "hash", 'The final answer must follow "####".\n' + BOX + "#### 30", "the instruction echoed, then the answer"),
    g("q_ok_suppose_check", "B", "-60", "correct", "hash", "Suppose she ended at 60 m; that ignores going below sea level.\n" + HIKE + "#### -60", "a refuted supposition, then the answer"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{56}$." I cannot.', "the gold only in a quoted request"),
    m("q_m_quote_box_refuse", "A", G_SEQ, "no_answer", "none", "> $\\boxed{59}$\n\nI am unable to solve this.", "a quoted box and a refusal"),
    m("q_m_part_a_b", "A", G_PROB, "wrong", "boxed", r"$\boxed{\frac{3}{28}}$ for part (a) and $\boxed{\frac{9}{64}}$ for part (b).", "debatable: two boxes for two parts of a one-part question; read as two different final answers", True),
    m("q_m_suppose_stop", "A", G_QUAD, "no_answer", "none", r"Suppose $x = 1 \pm \sqrt{5}$. Substituting is too long, so I will stop here.", "only a supposition"),
    m("q_m_invented_user_gold", "A", G_COMB, "wrong", "boxed", r"$8 \cdot 7 \cdot 6 = \boxed{336}$" + IM_USER + r"The answer is $\boxed{56}$.", "the gold only in an invented user turn"),
    m("q_m_textbook", "A", G_CPX, "wrong", "boxed", CPX_SLIP + r". The textbook's answer is $10 - 5i$, but I get $\boxed{2 - 5i}$.", "the gold only reported"),
    m("q_m_if_box", "A", G_LOG, "no_answer", "none", r"If the answer were $\boxed{\frac{3}{2}}$, then $4^{3/2}$ should be $8$, but I don't know how to check that.", "debatable: a box under a hypothetical the model does not check, no own answer", True),
    m("q_m_ok_quote_problem", "B", G_SIN, "correct", "boxed", "> Find $\\sin 120^\\circ$.\n\n" + SIN + r" $= \boxed{\frac{\sqrt{3}}{2}}$", "the problem quoted"),
    m("q_m_ok_example_first", "B", G_LOG, "correct", "boxed", r"For example, $\log_2 8 = 3$. Likewise, " + LOG + r" $\boxed{\frac{3}{2}}$", "an example with another value first"),
    m("q_m_ok_suppose_refute", "B", G_INEQ, "correct", "boxed", r"Suppose the interval were open; but equality holds at $x = -3$ and $x = 5$. " + INEQ + r" $\boxed{[-3, 5]}$", "a refuted supposition, then the box"),
    m("q_m_ok_problem_says", "B", G_MOD, "correct", "boxed", r'The problem says "find $5^{40} \bmod 7$". ' + MOD + r" $\boxed{2}$", "the problem's words quoted"),
    m("q_m_ok_common_mistake", "B", G_POLY, "correct", "boxed", r"A common mistake gives $6x^2 + 13x - 5$. Correctly, " + POLY + r" $= \boxed{6x^2 - 13x - 5}$", "a reported mistake, then the gold"),
    m("q_m_ok_user_turn_after", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$" + IM_USER + r"Is it $\boxed{1}$?", "an invented user turn after the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "30", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "45", "no_answer", "none", "  \n\t \n", "only whitespace"),
    g("b_nul_other", "A", "45", "wrong", "hash", RATIO + "#### 2\x007", "a NUL inside 27"),
    g("b_fullwidth_other", "A", "30", "wrong", "hash", AGE_SIS + "#### １０", "full-width 10"),
    g("b_gold_space_other", "A", " 84 ", "wrong", "hash", MEAN + "#### 85", "a gold with spaces; the answer 85"),
    g("b_zwsp_other", "A", "45", "wrong", "hash", RATIO + "#### 27\u200b", "a zero-width space after 27"),
    g("b_loop_no_answer", "A", "30", "no_answer", "truncated", LOOP * 5, "a long repetition loop, no answer"),
    g("b_control_other", "A", "13.05", "wrong", "hash", NOTE_SLIP + "\x1b[1m#### 13.5\x1b[0m", "ANSI escapes around 13.5"),
    g("b_ok_fullwidth", "B", "30", "correct", "hash", AGE + "#### ３０", "full-width digits"),
    g("b_ok_bom", "B", "45", "correct", "hash", "\ufeff" + RATIO + "#### 45", "a BOM first"),
    g("b_ok_crlf", "B", "41150", "correct", "hash", (SAL + "#### 41150").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_nbsp", "B", "84", "correct", "hash", MEAN + "####\u00a084", "a no-break space after ####"),
    g("b_ok_loop_then_answer", "B", "30", "correct", "hash", LOOP + AGE + "#### 30", "a repetition loop, then the working and the gold"),
    g("b_ok_gold_comma", "B", "41,150", "correct", "hash", SAL + "#### 41150", "a gold stored with a comma"),
    g("b_ok_tab", "B", "0", "correct", "hash", TEAM + "####\t0", "a tab after ####"),
    m("b_m_gold_boxed_other", "A", r"\boxed{56}", "wrong", "boxed", r"$8 \cdot 7 \cdot 6 = \boxed{336}$", "a gold stored boxed; the model's 336"),
    m("b_m_unclosed_box", "A", G_PROB, "no_answer", "truncated", PROB + r" $= \boxed{\frac{3}{2", "cut inside the box"),
    m("b_m_nul_other", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{33" + "\x00" + r"6}$", "a NUL inside 336"),
    m("b_m_fullwidth_other", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{６３}$", "full-width 63"),
    m("b_m_gold_dollar_other", "A", "$" + G_SIN + "$", "wrong", "boxed", SIN + r" $= \boxed{\frac{1}{2}}$", "a gold stored in dollars; the model's 1/2"),
    m("b_m_empty_box", "A", G_HYP, "no_answer", "boxed", HYP + r" $= \boxed{}$", "an empty box"),
    m("b_m_huge_other", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{" + "9" * 400 + "}$", "a 400-digit box"),
    m("b_m_ok_gold_dollar", "B", "$" + G_PROB + "$", "correct", "boxed", PROB + r" $= \boxed{\frac{3}{28}}$", "a gold stored in dollars"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{56}", "correct", "boxed", COMB + r" $= \boxed{56}$", "a gold stored boxed"),
    m("b_m_ok_unicode_sqrt", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{3√10}$", "a Unicode root sign"),
    m("b_m_ok_unicode_pi", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49π}$", "a Unicode pi"),
    m("b_m_ok_crlf", "B", G_QUAD, "correct", "boxed", (QUAD + "\n\n" + r"$\boxed{1 \pm \sqrt{5}}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_gold_newline", "B", G_VEC + "\n", "correct", "boxed", VEC + r" $= \boxed{(6, -4, 1)}$", "a gold with a trailing newline"),
    m("b_m_ok_bom", "B", G_CPX, "correct", "boxed", "\ufeff" + CPX + r" $= \boxed{10 - 5i}$", "a BOM first"),
]
# fmt: on

DECISIONS = {
    "r_placeholder_tbd": (
        "reject",
        "the model withdraws its #### as a placeholder with nothing new: wrong (rounds 20-21's convention); no_answer would also be refused",
    ),
    "q_two_parts": (
        "reject",
        "two values for two parts the question does not have are two different final answers (README: wrong); the gold is only one of them",
    ),
    "q_m_part_a_b": (
        "reject",
        "two boxes for two invented parts are two different final answers (README: wrong)",
    ),
    "q_m_if_box": (
        "reject",
        "a box under 'if the answer were', followed by 'I don't know how to check that', is no committed final answer",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam37", CASES, [], DECISIONS)
