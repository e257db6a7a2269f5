r"""Build adversarial_redteam25.jsonl: a twenty-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam25", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on the probes; handed over BEFORE any scoring.
Not model output. Read: the issue (`issues show 25`), corpus/README.md ("How labels were made" and
the sources table, to avoid its problems), corpus_build.py (helpers) and
build_adversarial_redteam21.py (structure, conventions, label rules). Labels are by reading.

Aim of this round: what a SMALL model (0.5B-1.5B) writes during PPO / GRPO training with an R1-Zero
prompt (`<think>…</think> <answer>…</answer>`) or a "#### answer" prompt, and the issue's traps
inside it: the answer repeated, two answer tags that agree or disagree, a box inside the tag, a
sentence or an equation chain in the tag, `<answer>` never closed, repetition loops of the last line,
Chinese / English switching, stray special tokens (<|im_end|>, <|endoftext|>, <|eot_id|>), markdown
bold, "#### 91 dollars", "The answer is: #### 277", number words, unfinished last sentences. GSM8K
and MATH about half each. Completions that start mid-think (the prompt ends "Assistant: <think>")
are written without the opening tag.

Problems and golds (all new against the corpus README's sources table and this session's list):
GSM8K
  stamps   14 albums of 26 stamps, 87 given away: 14 * 26 = 364; 364 - 87 = 277 (check 277 + 87 =
           364). Misreading 78: 364 - 78 = 286 (check 286 + 78 = 364).            gold 277
  temp     6 degrees falling 2.5 an hour for 8 hours: 2.5 * 8 = 20; 6 - 20 = -14.  gold -14
  notebook 6 notebooks at $3.45 and a $2.10 pen: 6 * 3.45 = 20.70; 20.70 + 2.10 = 22.80.
           Without the pen: 20.70.                                                 gold 22.8
  loan     36 payments of $1,150 and a $2,750 deposit: 36 * 1150 = 41,400; + 2,750 = 44,150.
           Without the deposit 41,400. 44,150 = 4.415 万 = 44.15 thousand.          gold 44150
  seeds    27 of 45 seedlings sprout: 27 / 45 = 0.6 = 60 %.                        gold 60
  episodes 5 episodes of 44 minutes: 5 * 44 = 220.                                 gold 220
  cookies  9 children take 8 each from 72: 9 * 8 = 72; 72 - 72 = 0.                gold 0
  tickets  7 tickets at $13: 7 * 13 = 91. Misreading 9 tickets: 9 * 13 = 117.      gold 91
MATH
  PROB  4 red and 11 blue marbles, P(red) = 4 / (4 + 11) = 4/15 (= 0.2666...); wrong 4/11 (red to
        blue).                                                                     gold \frac{4}{15}
  DIST  (-2, 1) to (3, 4): 5^2 + 3^2 = 25 + 9 = 34 (sqrt 34 = 5.8309...); wrong with dy = 5:
        sqrt(25 + 25) = 5\sqrt2.                                                   gold \sqrt{34}
  INT   |2x + 1| <= 9: -9 <= 2x + 1 <= 9, -10 <= 2x <= 8, -5 <= x <= 4; wrong [-4, 5].  gold [-5, 4]
  ROOTS 3x^2 - 5x - 2 = (3x + 1)(x - 2); check 3/9 + 5/3 - 2 = 0, 12 - 10 - 2 = 0; wrong 1/3, -2.
                                                                           gold -\frac{1}{3}, 2
  CPX   (4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2 = 8 + 2i + 3 = 11 + 2i; wrong 5 + 2i (sign of i^2).
                                                                                   gold 11 + 2i
  RAD   240 degrees = 240 pi / 180 = 4\pi/3 (= 4.18879...); wrong 2\pi/3 (120 degrees).
                                                                           gold \frac{4\pi}{3}
  BASE  2101_3 = 2 * 27 + 1 * 9 + 0 * 3 + 1 = 54 + 9 + 1 = 64; wrong 63 (an addition slip).
                                                                                   gold 64
  SYS   x - y = 6, 2x + y = 9: 3x = 15, x = 5, y = -1; check 5 + 1 = 6, 10 - 1 = 9; wrong (5, 1).
                                                                                   gold (5, -1)
  POLY  (2x - 5)(x + 3) = 2x^2 + 6x - 5x - 15 = 2x^2 + x - 15; wrong 2x^2 - x - 15.
                                                                           gold 2x^2 + x - 15
  COMB  C(9, 4) = 9*8*7*6 / 24 = 3024 / 24 = 126; wrong C(9, 3) = 84, or 3024.     gold 126
  REP   0.\overline{18} = 18/99 = 2/11 (= 0.1818...); wrong 0.18, 9/50.            gold \frac{2}{11}
  ZERO  f(x) = x^2 - 5x + 6 at x = 3: 9 - 15 + 6 = 0; wrong f(4) = 16 - 20 + 6 = 2. gold 0
  SEC   radius 6, angle 100 degrees: 100/360 * 36\pi = 10\pi (= 31.4159...); wrong 20\pi (100/180),
        220/7 (= 31.428..., pi as 22/7).                                           gold 10\pi
  RAT   15/\sqrt3 = 15\sqrt3/3 = 5\sqrt3 (= \sqrt{75} = 8.660...); wrong 15\sqrt3.  gold 5\sqrt{3}
  PER   the period of tan(2x) is \pi/2; wrong \pi (tan x).                         gold \frac{\pi}{2}
  a self-set problem in one probe: 1021_3 = 27 + 0 + 6 + 1 = 34.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact against decimal); `n_` negation, strike-out,
annotation; `u_` words after a number (chosen so the label does not depend on the unseen question);
`r_` retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold (no lone surrogates: the writer is
UTF-8). An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, an echoed
question, only a quotation or a hypothetical, a cut inside the value) is `no_answer`; equal in value
but written differently is `correct`; a decimal for an exact irrational or repeating gold is `wrong`;
a value the model itself marks wrong is `wrong`; an explicit correction after an answer makes the
corrected value the final one; a check, pleasantry, repetition of the same answer, an unfinished
restart of the same working or a self-set new problem after a committed answer does not replace it;
text in an invented next turn does not count; in an <answer> tag a sentence, an equation chain or a
box is read for the value it states; an <answer> tag never closed is read to the end when its value
is complete. A NUL anywhere makes the pair bad input. Debatable probes carry `"debatable": true`,
the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam25.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ GSM8K-style working
# stamps: gold 277 (14 * 26 = 364; 364 - 87 = 277). Misreading 78: 364 - 78 = 286.
STA = "There are 14 albums with 26 stamps each, so 14 * 26 = <<14*26=364>>364 stamps.\nAfter giving away 87, 364 - 87 = <<364-87=277>>277 stamps are left.\n"
STA_SLIP = "There are 14 albums with 26 stamps each, so 14 * 26 = <<14*26=364>>364 stamps.\nAfter giving away 78, 364 - 78 = <<364-78=286>>286 stamps are left.\n"
# the same in Chinese (14 albums, 26 stamps each, 364 in all; 87 given away, 277 left)
STA_ZH = (
    "14 个相册，每个 26 张邮票，一共 14 × 26 = 364 张。送出 87 张以后，剩下 364 − 87 = 277 张。\n"
)
# temperature: gold -14 (2.5 * 8 = 20; 6 - 20 = -14).
TMP = "The temperature drops 2.5 * 8 = <<2.5*8=20>>20 degrees, so it ends at 6 - 20 = <<6-20=-14>>-14 degrees.\n"
# notebooks: gold 22.8 (6 * 3.45 = 20.70; 20.70 + 2.10 = 22.80). Without the pen 20.70.
NB = "6 notebooks at $3.45 cost 6 * 3.45 = <<6*3.45=20.70>>20.70 dollars.\nWith the $2.10 pen: 20.70 + 2.10 = <<20.70+2.10=22.80>>22.80 dollars.\n"
NB_NOPEN = "6 notebooks at $3.45 cost 6 * 3.45 = <<6*3.45=20.70>>20.70 dollars.\n"
# loan: gold 44150 (36 * 1150 = 41400; 41400 + 2750 = 44150). Without the deposit 41400.
LOAN = "36 payments of $1,150 are 36 * 1150 = <<36*1150=41400>>41400 dollars.\nWith the $2,750 deposit: 41400 + 2750 = <<41400+2750=44150>>44150 dollars.\n"
LOAN_NODEP = "36 payments of $1,150 are 36 * 1150 = <<36*1150=41400>>41400 dollars.\n"
# seedlings: gold 60 (27 / 45 = 0.6; 0.6 * 100 = 60).
SEED = "27 of the 45 seedlings sprouted, so 27 / 45 * 100 = <<27/45*100=60>>60 percent sprouted.\n"
# episodes: gold 220 (5 * 44 = 220).
EPI = "5 episodes of 44 minutes last 5 * 44 = <<5*44=220>>220 minutes.\n"
# cookies: gold 0 (9 * 8 = 72; 72 - 72 = 0).
COOK = "9 children take 8 cookies each, 9 * 8 = <<9*8=72>>72 cookies, so 72 - 72 = <<72-72=0>>0 cookies are left.\n"
# tickets: gold 91 (7 * 13 = 91). Misreading 9 tickets: 9 * 13 = 117.
TIX = "7 tickets at $13 each cost 7 * 13 = <<7*13=91>>91 dollars.\n"
TIX_SLIP = "9 tickets at $13 each cost 9 * 13 = <<9*13=117>>117 dollars.\n"

# ================================================================ MATH working
G_PROB = r"\frac{4}{15}"  # 4 / (4 + 11); wrong 4/11
# the same in Chinese (15 marbles, 4 of them red, so the probability is 4/15)
PROB_ZH = "袋子里有 $4 + 11 = 15$ 个弹珠，其中 $4$ 个是红色的，所以概率是 $\\frac{4}{15}$。\n"
PROB = r"There are $4 + 11 = 15$ marbles and $4$ are red, so $P(\text{red}) = \frac{4}{15}$"
G_DIST = r"\sqrt{34}"  # 5^2 + 3^2 = 34; 5.8309...
DIST = r"The distance from $(-2, 1)$ to $(3, 4)$ is $\sqrt{5^2 + 3^2} = \sqrt{25 + 9}$"
DIST_SLIP = r"The distance from $(-2, 1)$ to $(3, 4)$ is $\sqrt{5^2 + 5^2} = \sqrt{50}$."  # dy taken as 5: 5\sqrt2
G_INT = "[-5, 4]"  # -10 <= 2x <= 8
INT = r"$|2x + 1| \le 9$ gives $-9 \le 2x + 1 \le 9$, so $-10 \le 2x \le 8$ and $-5 \le x \le 4$."
G_ROOTS = r"-\frac{1}{3}, 2"  # (3x + 1)(x - 2)
ROOTS = r"$3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$"
G_CPX = "11 + 2i"  # 8 - 4i + 6i + 3
CPX = r"$(4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2 = 8 + 2i + 3$"
G_RAD = r"\frac{4\pi}{3}"  # 240 pi / 180
RAD = r"$240^\circ \cdot \frac{\pi}{180^\circ} = \frac{240\pi}{180}$"
G_BASE = "64"  # 2*27 + 9 + 0 + 1
BASE = r"$2101_3 = 2 \cdot 27 + 1 \cdot 9 + 0 \cdot 3 + 1$"
G_SYS = "(5, -1)"  # 3x = 15
SYS = r"Adding $x - y = 6$ and $2x + y = 9$ gives $3x = 15$, so $x = 5$ and $y = 5 - 6 = -1$."
G_POLY = "2x^2 + x - 15"  # 2x^2 + 6x - 5x - 15
POLY = r"$(2x - 5)(x + 3) = 2x^2 + 6x - 5x - 15$"
G_COMB = "126"  # 3024 / 24
COMB = r"$\binom{9}{4} = \frac{9 \cdot 8 \cdot 7 \cdot 6}{4!} = \frac{3024}{24}$"
G_REP = r"\frac{2}{11}"  # 18/99
REP = r"Let $x = 0.\overline{18}$. Then $100x - x = 18$, so $x = \frac{18}{99}$."
G_ZERO = "0"  # 9 - 15 + 6
ZERO = r"$f(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6$"
G_SEC = r"10\pi"  # 100/360 * 36 pi
SEC = r"The sector's area is $\frac{100}{360} \cdot \pi \cdot 6^2 = \frac{5}{18} \cdot 36\pi$"
G_RAT = r"5\sqrt{3}"  # 15 sqrt3 / 3
RAT = r"$\frac{15}{\sqrt{3}} = \frac{15\sqrt{3}}{3}$"
G_PER = r"\frac{\pi}{2}"  # period of tan(kx) is pi/k
PER = r"The period of $\tan(kx)$ is $\frac{\pi}{k}$; here $k = 2$."

EOT = "<|endoftext|>"
IMEND = "<|im_end|>"
LOOP = "Let me think about this step by step. " * 500  # a 19,000-character loop

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_two_tags_disagree", "A", "277", "wrong", "tag", th(STA) + "<answer>277</answer>\n<answer>286</answer>", "two tags, the gold then 286, no correction said"),
    g("t_two_tags_gold_last", "A", "277", "wrong", "tag", th(STA) + "<answer>286</answer>\n<answer>277</answer>", "debatable: two tags that disagree with no correction between them (a hedge), though the last is the gold", True),
    g("t_sentence_other", "A", "277", "wrong", "tag", th(STA_SLIP) + "<answer>So she has 286 stamps left.</answer>", "a sentence in the tag states 286"),
    g("t_box_other", "A", "22.8", "wrong", "tag", th(NB_NOPEN) + r"<answer>\boxed{20.70}</answer>", "a box in the tag, the pen left out"),
    g("t_chain_other", "A", "91", "wrong", "tag", th(TIX_SLIP) + "<answer>9 * 13 = 117</answer>", "an equation chain ending 117"),
    g("t_chain_gold_first", "A", "91", "wrong", "tag", th(TIX) + "<answer>91 + 26 = 117</answer>", "a chain that starts at the gold and ends 117"),
    g("t_unclosed_other", "A", "277", "wrong", "tag", STA_SLIP + " </think> <answer> 286\n", "mid-think start; the tag never closed, 286"),
    g("t_unclosed_empty", "A", "277", "no_answer", "truncated", STA + " </think> <answer>", "the tag opened and cut; 277 only in the thinking"),
    g("t_loop_other", "A", "277", "wrong", "tag", th(STA_SLIP) + "<answer>286</answer>\n" * 7, "the wrong tag repeated in a loop"),
    g("t_cut_in_think", "A", "277", "no_answer", "truncated", "<think>\n14 * 26 = 364. Then 364 - 87 = ", "cut inside the thinking before any value"),
    g("t_placeholder", "A", "220", "no_answer", "tag", th(EPI) + "<answer> ... </answer>", "an ellipsis in the tag"),
    g("t_question_echo", "A", "220", "no_answer", "tag", th(EPI) + "<answer>How many minutes does she watch in total?</answer>", "the question echoed in the tag"),
    g("t_hedge", "A", "277", "wrong", "tag", th(STA) + "<answer>277 or 286</answer>", "a hedge in the tag"),
    g("t_in_think_gold_outside_other", "A", "0", "wrong", "tag", "<think>\nMaybe <answer>0</answer>? 9 * 8 = 72, but 8 * 8 = 64, 72 - 64 = 8.\n</think>\n<answer>8</answer>", "a tag with the gold inside the thinking, the final tag 8"),
    g("t_zh_other", "A", "277", "wrong", "tag", th(STA_ZH.replace("87", "78").replace("277", "286")) + "<answer>答案是 286</answer>", "Chinese working and tag ('the answer is 286')"),
    m("t_m_box_other", "A", G_PROB, "wrong", "tag", th(r"Red to blue is $4 : 11$." + "\n") + r"<answer>$\boxed{\frac{4}{11}}$</answer>", "a box in the tag, 4/11"),
    m("t_m_chain_wrong_end", "A", G_COMB, "wrong", "tag", th(r"Choose 4 of 9." + "\n") + r"<answer>\binom{9}{4} = 9 \cdot 8 \cdot 7 \cdot 6 = 3024</answer>", "a chain ending 3024 (the division forgotten)"),
    m("t_m_sentence_other", "A", G_PER, "wrong", "tag", th(r"The period of $\tan x$ is $\pi$." + "\n") + r"<answer>The period is $\pi$.</answer>", "a sentence stating \\pi"),
    m("t_m_two_tags_disagree", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(5, -1)</answer>\n<answer>(5, 1)</answer>", "two tags that disagree, the last (5, 1)"),
    m("t_m_unclosed_cut_value", "A", G_RAD, "no_answer", "truncated", th(RAD + "\n") + r"<answer>$\frac{4\pi", "cut inside the fraction in an unclosed tag"),
    m("t_m_box_in_think_tag_other", "A", G_COMB, "wrong", "tag", th(COMB + r" $= \boxed{126}$. Hmm, or $\binom{9}{3}$?" + "\n") + "<answer>84</answer>", "the gold boxed in the thinking, the tag 84"),
    m("t_m_empty_box_tag", "A", G_BASE, "no_answer", "tag", th(BASE + " = 64\n") + r"<answer>\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_tag_hedge_forms", "A", G_POLY, "wrong", "tag", th(POLY + "\n") + r"<answer>$2x^2 + x - 15$ or $2x^2 - x - 15$</answer>", "two different polynomials in the tag"),
    g("t_ok_two_tags_agree", "B", "277", "correct", "tag", th(STA) + "<answer>277</answer>\n<answer>277</answer>", "two tags that agree"),
    g("t_ok_loop_same", "B", "277", "correct", "tag", th(STA) + "<answer>277</answer>\n" * 8 + EOT, "the same tag repeated eight times, then end of text"),
    g("t_ok_box_tag", "B", "22.8", "correct", "tag", th(NB) + r"<answer>$\boxed{22.80}$</answer>", "a box in math mode in the tag"),
    g("t_ok_sentence", "B", "44150", "correct", "tag", th(LOAN) + "<answer>She pays $44,150 in total.</answer>", "a sentence with a dollar sign and a comma"),
    g("t_ok_chain", "B", "277", "correct", "tag", th(STA) + "<answer>14 * 26 - 87 = 364 - 87 = 277</answer>", "an equation chain ending in the gold"),
    g("t_ok_unclosed_eos", "B", "277", "correct", "tag", STA + " </think> <answer> 277 " + EOT, "mid-think start; the tag never closed, end of text after the value"),
    g("t_ok_unclosed_newline", "B", "91", "correct", "tag", th(TIX) + "<answer>\n91\n", "the tag never closed, the value on its own line"),
    g("t_ok_imend", "B", "91", "correct", "tag", th(TIX) + "<answer>91</answer>" + IMEND, "<|im_end|> after the tag"),
    g("t_ok_stray_closers", "B", "0", "correct", "tag", th(COOK) + "<answer>0</answer> </think> </answer> </answer>", "stray closing tags after the answer"),
    g("t_ok_zh", "B", "277", "correct", "tag", th(STA_ZH) + "<answer>答案是 277</answer>", "Chinese working and tag ('the answer is 277')"),
    g("t_ok_bold", "B", "220", "correct", "tag", th(EPI) + "<answer>**220 minutes**</answer>", "bold with a unit in the tag"),
    g("t_ok_hash_in_tag", "B", "220", "correct", "tag", th(EPI) + "<answer>#### 220</answer>", "#### inside the tag"),
    g("t_ok_answer_is_colon", "B", "60", "correct", "tag", th(SEED) + "<answer>The answer is: 60%</answer>", "a phrase and a percent sign in the tag"),
    g("t_ok_no_think_open_neg", "B", "-14", "correct", "tag", TMP + "</think>\n<answer>-14</answer>", "mid-think start, a negative answer"),
    m("t_m_ok_box_tag", "B", G_DIST, "correct", "tag", th(DIST + "\n") + r"<answer>$\boxed{\sqrt{34}}$</answer>", "a box in the tag"),
    m("t_m_ok_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>The roots are $x = -\frac{1}{3}$ and $x = 2$.</answer>", "a sentence naming both roots"),
    m("t_m_ok_chain", "B", G_COMB, "correct", "tag", th("Choose 4 of 9.\n") + r"<answer>\binom{9}{4} = \frac{3024}{24} = 126</answer>", "a chain ending in the gold"),
    m("t_m_ok_unclosed", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer> $(5, -1)$\n", "the tag never closed, the pair complete"),
    m("t_m_ok_eot", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>\frac{4\pi}{3}</answer><|eot_id|>", "<|eot_id|> after the tag"),
    m("t_m_ok_mid_think", "B", G_BASE, "correct", "tag", BASE + ". That is 54 + 9 + 1 = 64. </think> <answer> 64 </answer>", "mid-think start"),
    m("t_m_ok_two_forms_agree", "B", G_REP, "correct", "tag", th(REP + "\n") + "<answer>\\frac{2}{11}</answer>\n<answer>2/11</answer>", "two tags, the same value in two notations"),
    m("t_m_ok_display", "B", G_POLY, "correct", "tag", th(POLY + "\n") + "<answer>\n\\[\n2x^2 + x - 15\n\\]\n</answer>", "display math in the tag"),
    m("t_m_ok_equation_value", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>$(4 + 3i)(2 - i) = 11 + 2i$</answer>", "the question's product = the gold in the tag"),

    m("t_m_loop_other", "A", G_RAD, "wrong", "tag", th(r"$120^\circ$ is $\frac{2\pi}{3}$." + "\n") + "<answer>\\frac{2\\pi}{3}</answer>\n" * 6, "a wrong tag (2\\pi/3) looped"),
    m("t_m_zh_other", "A", G_DIST, "wrong", "tag", th(DIST_SLIP + "\n") + r"<answer>答案是 $5\sqrt{2}$</answer>", "Chinese 'the answer is' with 5\\sqrt2"),
    m("t_m_question_echo", "A", G_PER, "no_answer", "tag", th(PER + "\n") + r"<answer>What is the period of $\tan(2x)$?</answer>", "the question echoed in the tag"),
    m("t_m_unclosed_other", "A", G_SYS, "wrong", "tag", SYS.replace("5 - 6 = -1", "6 - 5 = 1") + " </think> <answer> (5, 1)\n", "mid-think start; the tag never closed, (5, 1)"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 2</answer>", "only one of the two roots"),
    m("t_m_ok_loop_same", "B", G_SEC, "correct", "tag", th(SEC + "\n") + "<answer>10\\pi</answer>\n" * 5 + EOT, "the same tag looped, then end of text"),
    m("t_m_ok_zh", "B", G_PROB, "correct", "tag", th(PROB_ZH) + r"<answer>答案是 $\frac{4}{15}$</answer>", "Chinese working and tag"),
    m("t_m_ok_phrase_box", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>The answer is: $\boxed{[-5, 4]}$</answer>", "a phrase and a box in the tag"),
    m("t_m_ok_unclosed_imend", "B", G_PER, "correct", "tag", th(PER + "\n") + r"<answer> \frac{\pi}{2}" + IMEND, "the tag never closed, <|im_end|> after the value"),
    m("t_m_ok_x_equals_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = 2$ or $x = -\frac{1}{3}$</answer>", "both roots as 'x = 2 or x = -1/3' (a solution set, not a hedge)"),

    # ================================================================ 2. phrase + ####
    g("h_answer_is_hash_other", "A", "277", "wrong", "hash", STA_SLIP + "The answer is: #### 286", "phrase then #### 286"),
    g("h_so_answer_hash_other", "A", "91", "wrong", "hash", TIX_SLIP + "So the answer is #### 117", "So the answer is #### 117"),
    g("h_final_answer_hash_empty", "A", "44150", "no_answer", "hash", LOAN + "Final Answer: ####", "an empty #### after a phrase; the gold only in the working"),
    g("h_hash_twice_disagree", "A", "277", "wrong", "hash", STA + "#### 277\n#### 286", "two #### lines that disagree"),
    g("h_hash_numberword_other", "A", "277", "wrong", "hash", STA_SLIP + "The answer is: #### two hundred eighty-six", "number words for 286"),
    g("h_loop_other", "A", "277", "wrong", "hash", STA_SLIP + "The answer is: #### 286\n" * 6, "the wrong answer line looped"),
    g("h_zh_other", "A", "277", "wrong", "hash", STA_SLIP + "答案是：#### 286", "Chinese phrase ('the answer is') then #### 286"),
    g("h_bold_other", "A", "91", "wrong", "hash", TIX_SLIP + "**The answer is: #### 117**", "bold phrase and #### 117"),
    m("h_m_answer_hash_other", "A", G_PROB, "wrong", "hash", r"Red to blue is $4 : 11$, so the probability is $\frac{4}{11}$." + "\nThe answer is: #### \\frac{4}{11}", "a MATH #### line with 4/11"),
    m("h_m_hash_box_other", "A", G_ZERO, "wrong", "hash", r"$f(4) = 16 - 20 + 6 = 2$." + "\nSo the answer is #### $\\boxed{2}$", "#### then a box of 2"),
    g("h_ok_answer_is_hash", "B", "277", "correct", "hash", STA + "The answer is: #### 277", "The answer is: #### gold"),
    g("h_ok_so_answer_hash", "B", "44150", "correct", "hash", LOAN + "So the answer is #### 44150", "So the answer is #### gold"),
    g("h_ok_final_answer_comma", "B", "44150", "correct", "hash", LOAN + "Final Answer: #### 44,150", "Final Answer: #### with a comma"),
    g("h_ok_hash_dollars", "B", "91", "correct", "hash", TIX + "#### 91 dollars", "#### N dollars"),
    g("h_ok_bold", "B", "220", "correct", "hash", EPI + "**The answer is: #### 220**", "bold phrase and ####"),
    g("h_ok_loop_same", "B", "220", "correct", "hash", EPI + "#### 220\n" * 6, "the same #### line looped"),
    g("h_ok_zh", "B", "60", "correct", "hash", SEED + "所以答案是 #### 60", "Chinese phrase ('so the answer is') then ####"),
    g("h_ok_imend_zero", "B", "0", "correct", "hash", COOK + "The answer is: #### 0" + IMEND, "#### 0 then <|im_end|>"),
    g("h_ok_numberword", "B", "91", "correct", "hash", TIX + "#### ninety-one", "number words after ####"),
    g("h_ok_neg_phrase_hash", "B", "-14", "correct", "hash", TMP + "So the answer is #### -14 degrees.", "a negative value with a unit"),
    m("h_m_ok_answer_hash", "B", G_PROB, "correct", "hash", PROB + "\nThe answer is: #### \\frac{4}{15}", "a MATH #### line"),
    m("h_m_ok_hash_box", "B", G_COMB, "correct", "hash", COMB + "\nSo the answer is #### $\\boxed{126}$", "#### then a box of the gold"),

    m("h_m_final_hash_other", "A", G_CPX, "wrong", "hash", r"$(4 + 3i)(2 - i) = 8 + 2i - 3$." + "\nFinal Answer: #### 5 + 2i", "the sign of i^2 lost: #### 5 + 2i"),
    m("h_m_zh_hash_other", "A", G_RAT, "wrong", "hash", r"$\frac{15}{\sqrt{3}} = 15\sqrt{3}$." + "\n答案是：#### 15\\sqrt{3}", "Chinese phrase then #### 15\\sqrt3"),
    m("h_m_ok_final_hash", "B", G_CPX, "correct", "hash", CPX + "\nFinal Answer: #### 11 + 2i", "Final Answer: #### with a complex number"),
    m("h_m_ok_bold_hash", "B", G_RAT, "correct", "hash", RAT + "\n**The answer is: #### 5\\sqrt{3}**", "bold phrase and #### with a root"),

    # ================================================================ 3. exactness
    m("x_m_tag_decimal_sqrt", "A", G_DIST, "wrong", "tag", th(DIST + "\n") + "<answer>5.83</answer>", "5.83 for \\sqrt{34} (5.8309...)"),
    m("x_m_tag_decimal_pi", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + "<answer>4.19</answer>", "4.19 for 4\\pi/3 (4.18879...)"),
    m("x_m_tag_decimal_repeat", "A", G_REP, "wrong", "tag", th(REP + "\n") + "<answer>0.18</answer>", "0.18 for 2/11"),
    m("x_m_tag_long_decimal", "A", G_REP, "wrong", "tag", th(REP + "\n") + "<answer>0.181818181818</answer>", "debatable: a 12-digit finite decimal for 2/11 (off by 1.8e-13); the README rule makes a decimal for a repeating gold wrong, the issue allows a tolerance only for decimals the model wrote as decimals", True),
    m("x_m_near_zero_tag_box", "A", G_ZERO, "wrong", "tag", th(ZERO + "\n") + r"<answer>$\boxed{10^{-8}}$</answer>", "10^{-8} against gold 0"),
    m("x_m_tiny_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r", so $f(3) = \boxed{10^{-40}\pi}$.", "10^{-40}\\pi against gold 0"),
    m("x_m_pi_plus_tiny", "A", G_PER, "wrong", "tag", th(PER + "\n") + r"<answer>\frac{\pi}{2} + 10^{-30}</answer>", "\\pi/2 + 10^{-30}"),
    m("x_m_tiny_imag", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{5\sqrt{3} + 10^{-40} i}$", "5\\sqrt3 + 10^{-40} i"),
    m("x_m_sin_tiny", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{126 + \sin(10^{-60})}$", "126 + sin(10^{-60})"),
    m("x_m_pi_as_22_7", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{\frac{220}{7}}$", "220/7 (pi as 22/7) for 10\\pi"),
    m("x_m_complex_tiny_real", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + "<answer>11.000001 + 2i</answer>", "the real part off by 1e-6"),
    m("x_m_prob_rounded", "A", G_PROB, "wrong", "tag", th(PROB + "\n") + "<answer>0.27</answer>", "0.27 for 4/15 (0.2666...)"),
    m("x_m_sqrt_decimal_loop", "A", G_RAT, "wrong", "tag", th(RAT + "\n") + "<answer>8.66</answer>\n<answer>8.66</answer>\n<answer>8.66</answer>", "8.66 for 5\\sqrt3 (8.6602...), looped"),
    g("x_near_zero", "A", "0", "wrong", "hash", COOK + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_tag", "A", "22.8", "wrong", "tag", th(NB) + "<answer>23</answer>", "22.80 rounded to 23"),
    g("x_tiny_off", "A", "44150", "wrong", "hash", LOAN + "#### 44150.01", "off by 0.01 (relative 2e-7)"),
    g("x_share_decimal", "A", "60", "wrong", "tag", th("27 / 45 = 0.6.\n") + "<answer>0.6</answer>", "debatable: the share 0.6 where the working stops before the percent (round 5's decision: a share for a percent is wrong)", True),
    m("x_m_ok_sqrt75", "B", G_RAT, "correct", "tag", th(RAT + "\n") + r"<answer>\sqrt{75}</answer>", "\\sqrt{75} = 5\\sqrt3"),
    m("x_m_ok_18_99", "B", G_REP, "correct", "tag", th(REP + "\n") + r"<answer>\frac{18}{99}</answer>", "18/99 unsimplified"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0.0}$", "0.0 for 0"),
    m("x_m_ok_four_thirds_pi", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>\frac{4}{3}\pi</answer>", "\\frac{4}{3}\\pi"),
    m("x_m_ok_half_pi", "B", G_PER, "correct", "boxed", PER + r" So the period is $\boxed{\frac{1}{2}\pi}$.", "\\frac12\\pi"),
    m("x_m_ok_complex_order", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>2i + 11</answer>", "the terms swapped"),
    m("x_m_ok_zero_chain", "B", G_ZERO, "correct", "tag", th("f(3) is needed.\n") + "<answer>9 - 15 + 6 = 0</answer>", "a chain ending 0"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{x + 2x^2 - 15}$", "the terms reordered"),
    m("x_m_ok_pi_times_10", "B", G_SEC, "correct", "tag", th(SEC + "\n") + r"<answer>\pi \cdot 10</answer>", "\\pi \\cdot 10"),
    m("x_m_ok_roots_order", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>2, -\frac13</answer>", "the roots in the other order, \\frac13 shorthand"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_tag", "A", "277", "no_answer", "tag", th(STA) + "<answer>not 277</answer>", "the gold negated in the tag, nothing else"),
    g("n_not_gold_then_other", "A", "277", "wrong", "answer_is", STA_SLIP + "The answer is not 277, it is 286.", "the gold negated, 286 asserted"),
    g("n_strike_gold_other", "A", "277", "wrong", "hash", STA_SLIP + "#### ~~277~~ 286", "the gold struck, 286 after"),
    g("n_strike_only_tag", "A", "277", "no_answer", "tag", th(STA) + "<answer>~~277~~</answer>", "only a struck value in the tag"),
    g("n_neq_box", "A", "91", "no_answer", "boxed", TIX + r"$\boxed{x \neq 91}$", "a box holding x \\neq gold"),
    g("n_annot_wrong", "A", "60", "wrong", "hash", SEED + "#### 60 (wrong)", "the model marks its own answer wrong"),
    g("n_tag_incorrect", "A", "220", "wrong", "tag", th(EPI) + "<answer>220 (incorrect)</answer>", "(incorrect) inside the tag"),
    g("n_zh_not", "A", "277", "no_answer", "answer_is", STA + "答案不是 277。", "Chinese: 'the answer is not 277', nothing else"),
    g("n_cross_loop", "A", "0", "wrong", "hash", COOK + "#### 0 ❌\n#### 0 ❌\n#### 0 ❌", "a cross mark after each looped #### line"),
    m("n_m_strike_tag_other", "A", G_PROB, "wrong", "tag", th(PROB + "\n") + r"<answer>~~\frac{4}{15}~~ \frac{4}{11}</answer>", "the gold struck, 4/11 after"),
    m("n_m_not_gold_tag", "A", G_DIST, "no_answer", "tag", th(DIST + "\n") + r"<answer>not \sqrt{34}</answer>", "the gold negated in the tag"),
    m("n_m_cancel_tag", "A", G_COMB, "no_answer", "tag", th(COMB + "\n") + r"<answer>\cancel{126}</answer>", "a cancelled gold in the tag"),
    m("n_m_neq_statement", "A", G_ZERO, "no_answer", "boxed", ZERO + r" $\boxed{f(3) \neq 0}$", "a box stating f(3) \\neq 0"),
    m("n_m_html_strike", "A", G_POLY, "no_answer", "tag", th(POLY + "\n") + "<answer><s>2x^2 + x - 15</s></answer>", "an HTML strike-out of the gold, nothing else"),
    m("n_m_not_equal_word", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(5, -1) is not the solution; (5, 1) is.</answer>", "the gold denied, (5, 1) asserted"),
    g("n_ok_strike_other", "B", "277", "correct", "hash", STA + "#### ~~286~~ 277", "the wrong value struck, the gold after"),
    g("n_ok_not_other_tag", "B", "277", "correct", "tag", th(STA) + "<answer>not 286, it is 277</answer>", "another value negated, the gold asserted"),
    g("n_ok_strike_tag", "B", "91", "correct", "tag", th(TIX) + "<answer>~~117~~ 91</answer>", "117 struck, 91 after"),
    g("n_ok_zh", "B", "277", "correct", "answer_is", STA + "答案不是 286，而是 277。", "Chinese: 'not 286 but 277'"),
    g("n_ok_not_after_zero", "B", "0", "correct", "answer_is", COOK + "The answer is 0 cookies; not a single one is left.", "a harmless 'not' after the gold"),
    g("n_ok_correct_annot", "B", "220", "correct", "hash", EPI + "#### 220 (correct)", "the model's own (correct) annotation"),
    m("n_m_ok_strike_then_box", "B", G_PROB, "correct", "boxed", PROB + r". ~~$\frac{4}{11}$~~ $\boxed{\frac{4}{15}}$", "4/11 struck, the gold boxed"),
    m("n_m_ok_neq_in_working", "B", G_PER, "correct", "boxed", r"Where $\cos 2x \neq 0$: " + PER + r" So the period is $\boxed{\frac{\pi}{2}}$.", "\\neq in the working only"),
    m("n_m_ok_check_emoji", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>11 + 2i ✅</answer>", "a check mark in the tag"),

    m("n_m_zh_not", "A", G_PER, "no_answer", "answer_is", PER + "\n答案不是 $\\frac{\\pi}{2}$。", "Chinese: 'the answer is not \\pi/2', nothing else"),
    m("n_m_strike_gold_tag_other", "A", G_SEC, "wrong", "tag", th(SEC + "\n") + r"<answer>~~10\pi~~ 20\pi</answer>", "the gold struck, 20\\pi after"),
    m("n_m_wrong_annot_tag", "A", G_INT, "wrong", "tag", th(INT + "\n") + "<answer>[-5, 4] (wrong)</answer>", "the model marks its tag wrong"),
    m("n_m_ok_not_other_tag", "B", G_PER, "correct", "tag", th(PER + "\n") + r"<answer>not $\pi$, it is $\frac{\pi}{2}$</answer>", "another value negated, the gold asserted"),
    m("n_m_ok_strike_other_tag", "B", G_SEC, "correct", "tag", th(SEC + "\n") + r"<answer>~~20\pi~~ 10\pi</answer>", "20\\pi struck, the gold after"),

    # ================================================================ 5. words after a number
    g("u_negative", "A", "277", "wrong", "hash", STA + "#### 277 negative", "'277 negative' (the issue's own shape with a new number)"),
    g("u_dozen", "A", "220", "wrong", "hash", EPI + "#### 220 dozen", "220 dozen = 2640"),
    g("u_hundred", "A", "277", "wrong", "hash", STA + "#### 277 hundred", "277 hundred = 27,700"),
    g("u_thousand_tag", "A", "44150", "wrong", "tag", th(LOAN) + "<answer>44150 thousand</answer>", "44150 thousand = 44,150,000"),
    g("u_less", "A", "91", "wrong", "hash", TIX + "#### 26 less", "26 (two tickets' price) with 'less'"),
    g("u_fewer_tag", "A", "277", "wrong", "tag", th(STA) + "<answer>87 fewer</answer>", "87, the number given away, with 'fewer'"),
    g("u_and_a_half", "A", "91", "wrong", "hash", TIX + "#### 91 and a half", "91 and a half = 91.5"),
    m("u_m_percent_box", "A", G_PROB, "wrong", "boxed", PROB + r", so $\boxed{\frac{4}{15}\%}$", "4/15 percent = 4/1500"),
    g("u_ok_minutes", "B", "220", "correct", "hash", EPI + "#### 220 minutes", "a unit after ####"),
    g("u_ok_degrees_neg", "B", "-14", "correct", "tag", th(TMP) + "<answer>-14 degrees</answer>", "a negative value with degrees in the tag"),
    g("u_ok_percent_tag", "B", "60", "correct", "tag", th(SEED) + "<answer>60%</answer>", "a percent sign in the tag"),
    g("u_ok_number_words_tag", "B", "91", "correct", "tag", th(TIX) + "<answer>ninety-one dollars</answer>", "number words and a unit in the tag"),
    g("u_ok_zh_unit", "B", "277", "correct", "answer_is", STA_ZH + "答案：277 张邮票", "Chinese: 'answer: 277 stamps'"),
    g("u_ok_wan", "B", "44150", "correct", "hash", LOAN + "#### 4.415万", "4.415 万 = 44,150 (language switch)"),
    g("u_ok_thousand_decimal", "B", "44150", "correct", "answer_is", LOAN + "The answer is 44.15 thousand dollars.", "44.15 thousand = 44,150"),
    g("u_ok_dollars_tag", "B", "22.8", "correct", "tag", th(NB) + "<answer>$22.80 in total</answer>", "a dollar sign and words after"),
    m("u_m_ok_square_units", "B", G_SEC, "correct", "tag", th(SEC + "\n") + r"<answer>10\pi square units</answer>", "square units in the tag"),
    m("u_m_ok_text_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{126 \text{ ways}}$", "\\text{ ways} in the box"),

    m("u_m_dozen", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + "<answer>126 dozen</answer>", "126 dozen = 1512"),
    m("u_m_ok_units_dist", "B", G_DIST, "correct", "tag", th(DIST + "\n") + r"<answer>\sqrt{34} units</answer>", "units after a root"),
    m("u_m_ok_number_words", "B", G_BASE, "correct", "tag", th(BASE + " = 64\n") + "<answer>sixty-four</answer>", "number words in the tag"),

    # ================================================================ 6. retractions and after-text
    g("r_wait_after_tag", "A", "277", "wrong", "tag", th(STA) + "<answer>277</answer>\nWait, she gave away 78, not 87. So the answer is 286.", "Wait: a correction to 286 after the tag"),
    g("r_new_tag_after", "A", "277", "wrong", "tag", th(STA) + "<answer>277</answer>\nHmm, let me recheck: 364 - 78 = 286.\n<answer>286</answer>", "a recheck then a new tag 286"),
    g("r_edit", "A", "91", "wrong", "hash", TIX + "#### 91\nEdit: it was 9 tickets, so 117.", "Edit: 117"),
    g("r_not_sure_hedge", "A", "60", "wrong", "hash", SEED + "The answer is: #### 60\nActually I'm not sure, maybe it is 40.", "a hedge to 40 after the answer"),
    g("r_zh_retraction", "A", "277", "wrong", "hash", STA + "#### 277\n不对，应该是 286。", "Chinese: 'wrong, it should be 286'"),
    g("r_loop_other_after", "A", "277", "wrong", "hash", STA + "#### 277\n" + "The answer is 286.\n" * 4, "a different value looped after the #### line"),
    g("r_oops_box", "A", "22.8", "wrong", "tag", th(NB) + "<answer>22.80</answer>\nOops, I mean $\\boxed{20.70}$.", "Oops, I mean: a later box 20.70"),
    m("r_m_wait_tag", "A", G_PER, "wrong", "tag", th(PER + "\n") + r"<answer>\frac{\pi}{2}</answer>" + "\nWait, the period of tangent is $\\pi$, so the answer is $\\pi$.", "Wait: a correction to \\pi"),
    m("r_m_placeholder", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + "<answer>126</answer>\nThe above is a placeholder; the real answer is still TBD.", "debatable: the answer withdrawn as a placeholder, nothing new (round 21: a withdrawn value is wrong)", True),
    m("r_m_update", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{64}$" + "\nUpdate: I added wrong, it's actually $\\boxed{63}$.", "Update: a later box 63"),
    g("r_ok_loop_same", "B", "277", "correct", "hash", STA + "#### 277\n" + "The answer is 277.\n" * 4, "the same value looped after"),
    g("r_ok_restart_cut", "B", "277", "correct", "tag", th(STA) + "<answer>277</answer>\n\nLet me verify: 14 * 26 = 364, 364 - 87 =", "an unfinished re-check of the same working"),
    g("r_ok_invented_turn", "B", "91", "correct", "tag", th(TIX) + "<answer>91</answer>\nUser: What about 9 tickets?\nAssistant: <think> 9 * 13 = 117 </think> <answer>117</answer>", "an invented next turn with its own answer"),
    g("r_ok_self_set_problem", "B", "220", "correct", "hash", EPI + "#### 220\n\nQuestion: A film lasts 2 hours. How many minutes is that?\nAnswer: 2 * 60 = 120.\n#### 120", "a self-set new problem with its own #### after"),
    g("r_ok_unfinished_sentence", "B", "0", "correct", "hash", COOK + "#### 0\n\nThis means that all of the cookies were", "an unfinished sentence after the answer"),
    g("r_ok_zh_pleasantry", "B", "277", "correct", "tag", th(STA) + "<answer>277</answer>\n希望这对你有帮助！", "Chinese: 'hope this helps!'"),
    g("r_ok_assistant_repeat", "B", "22.8", "correct", "tag", th(NB) + "<answer>22.8</answer>\nAssistant: <answer>22.8</answer>", "an Assistant: line repeating the same tag"),
    m("r_m_ok_check_after", "B", G_PROB, "correct", "tag", th(PROB + "\n") + r"<answer>\frac{4}{15}</answer>" + "\nCheck: 4 of the 15 marbles are red. ✓", "a check after the tag"),
    m("r_m_ok_self_set_box", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{64}$" + "\n\nNow try this one: convert $1021_3$ to base 10.\nSolution: $27 + 0 + 6 + 1 = \\boxed{34}$.", "a self-set problem with its own box (1021_3 = 34)"),
    m("r_m_ok_wait_confirm", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(5, -1)</answer>\nWait, let me check: 5 - (-1) = 6 and 2 * 5 + (-1) = 9. Yes, that is right.", "Wait then a confirming check"),
    m("r_m_ok_eot_loop", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>[-5, 4]</answer>" + "<|eot_id|>" * 5, "<|eot_id|> repeated after the tag"),

    m("r_m_zh_retraction", "A", G_SEC, "wrong", "tag", th(SEC + "\n") + r"<answer>10\pi</answer>" + "\n不对，应该是 $20\\pi$。", "Chinese: 'wrong, it should be 20\\pi'"),
    m("r_m_loop_other_after", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{2x^2 + x - 15}$" + "\n" + "The answer is $2x^2 - x - 15$.\n" * 4, "a different polynomial looped after the box"),
    m("r_m_never_mind", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + "<answer>11 + 2i</answer> Never mind, 5 + 2i.", "Never mind, then 5 + 2i"),
    m("r_m_ok_invented_turn", "B", G_COMB, "correct", "tag", th(COMB + "\n") + "<answer>126</answer>\nUser: What is $\\binom{9}{3}$?\nAssistant: <answer>84</answer>", "an invented next turn with its own answer"),
    m("r_m_ok_restart_cut", "B", G_DIST, "correct", "tag", th(DIST + "\n") + r"<answer>\sqrt{34}</answer>" + "\n\nLet's solve it again. The distance is $\\sqrt{(3 - (-2))^2 +", "a restart of the same working, cut off"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_invented_user_gold", "A", "277", "wrong", "tag", th(STA_SLIP) + "<answer>286</answer>\nUser: The correct answer is 277.", "the gold only in an invented user turn"),
    g("q_quoted_hash_refusal", "A", "277", "no_answer", "none", "> #### 277\n\nI cannot solve this problem.", "a quoted #### line, then a refusal"),
    g("q_parts_tag", "A", "277", "wrong", "tag", th("Part (a) uses 87, part (b) uses 78.\n") + "<answer>(a) 277 (b) 286</answer>", "two parts' values in one tag, the last 286"),
    g("q_hypothetical_first", "A", "277", "wrong", "tag", "If she had given away 87 stamps, she would have 277. But she gave away 78, so <answer>286</answer>", "the gold under 'if', the tag 286"),
    g("q_zh_teacher", "A", "277", "wrong", "tag", "老师说答案是 277，但我算出 286。\n<answer>286</answer>", "Chinese: 'the teacher said 277, but I got 286'"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{126}$." I cannot.', "the box only inside the quoted request, then a refusal"),
    m("q_m_user_turn_box", "A", G_COMB, "wrong", "tag", th("Choose 3 of 9.\n") + "<answer>84</answer>" + IMEND + "\n<|im_start|>user\nNo, it's $\\boxed{126}$.", "the gold only in an invented user turn"),
    m("q_m_textbook", "A", G_RAD, "wrong", "tag", r"The textbook answer is $\frac{4\pi}{3}$, but I get $\frac{2\pi}{3}$." + "\n<answer>\\frac{2\\pi}{3}</answer>", "the gold only reported"),
    g("q_ok_invented_user_other", "B", "277", "correct", "tag", th(STA) + "<answer>277</answer>\nUser: Is it 286?\nAssistant: No, it is 277.", "an invented turn that agrees"),
    g("q_ok_quoted_problem", "B", "277", "correct", "tag", "> 14 albums of 26 stamps; she gives away 87.\n\n" + th(STA) + "<answer>277</answer>", "the problem quoted first"),
    g("q_ok_hypothetical_other", "B", "277", "correct", "tag", "If she had given away 78, she would have 286. She gave away 87, so <answer>277</answer>", "another value under 'if', the tag the gold"),
    g("q_ok_zh_friend", "B", "277", "correct", "tag", "我朋友说是 286，但是他用了 78。\n<answer>277</answer>", "Chinese: 'my friend said 286, but he used 78'"),
    m("q_m_ok_common_mistake", "B", G_PROB, "correct", "tag", r"A common mistake gives $\frac{4}{11}$ (red to blue). " + PROB + "\n<answer>\\frac{4}{15}</answer>", "a mistake reported first"),

    m("q_m_zh_teacher", "A", G_CPX, "wrong", "tag", "老师说答案是 $11 + 2i$，但我算出 $5 + 2i$。\n<answer>5 + 2i</answer>", "Chinese: 'the teacher said 11 + 2i, but I got 5 + 2i'"),
    m("q_m_if_only", "A", G_PER, "no_answer", "none", r"If the answer were $\frac{\pi}{2}$, then $\tan(2x)$ would repeat every $\frac{\pi}{2}$. I am not sure how to find it.", "only a hypothetical, then no answer"),
    m("q_m_parts_boxes", "A", G_RAT, "wrong", "boxed", r"(a) $\boxed{5\sqrt{3}}$ (b) $\boxed{15\sqrt{3}}$", "two parts' boxes for one question, the last 15\\sqrt3"),
    m("q_m_ok_invented_user_other", "B", G_REP, "correct", "tag", th(REP + "\n") + r"<answer>\frac{2}{11}</answer>" + IMEND + "\n<|im_start|>user\nIs it 0.18?", "an invented user turn asking about another value"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_in_tag", "A", "277", "wrong", "tag", th(STA_SLIP) + "<answer>28\x006</answer>", "a NUL inside 286"),
    g("b_zwsp_other", "A", "277", "wrong", "hash", STA_SLIP + "#### 2\u200b86", "a zero-width space inside 286"),
    g("b_gold_newline_other", "A", "277\n", "wrong", "tag", th(STA_SLIP) + "<answer>286</answer>", "a gold with a newline; the answer 286"),
    g("b_fullwidth_other", "A", "277", "wrong", "tag", th(STA_SLIP) + "<answer>２８６</answer>", "full-width 286"),
    g("b_long_loop_other", "A", "277", "wrong", "tag", "<think>\n" + LOOP + "</think>\n<answer>286</answer>", "a 19,000-character loop, then 286"),
    g("b_only_tokens", "A", "277", "no_answer", "none", (EOT + IMEND) * 40, "only end tokens"),
    g("b_empty_tag_ws", "A", "277", "no_answer", "tag", th(STA) + "<answer>   \n  </answer>", "a tag of white space"),
    m("b_m_cut_in_box", "A", G_PROB, "no_answer", "truncated", th(PROB + "\n") + r"<answer>\boxed{\frac{4}{1", "cut inside the box in the tag"),
    g("b_ok_zwsp", "B", "277", "correct", "tag", th(STA) + "<answer>\u200b277</answer>", "a zero-width space before the value"),
    g("b_ok_nbsp", "B", "277", "correct", "hash", STA + "####\u00a0277", "a no-break space after ####"),
    g("b_ok_long_loop", "B", "277", "correct", "tag", "<think>\n" + LOOP + STA + "</think>\n<answer>277</answer>", "a 19,000-character loop, then the working and the gold"),
    g("b_ok_fullwidth_tag", "B", "277", "correct", "tag", th(STA) + "<answer>２７７</answer>", "full-width digits in the tag"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{64}", "correct", "tag", th(BASE + "\n") + "<answer>64</answer>", "a gold stored boxed"),
    m("b_m_fullwidth_other", "A", G_BASE, "wrong", "tag", th(BASE + "\n") + "<answer>６３</answer>", "full-width 63"),
    m("b_m_ok_zwsp", "B", G_RAD, "correct", "tag", th(RAD + "\n") + "<answer>\\frac{4\\pi}{3}\u200b</answer>", "a zero-width space after the value"),
]
# fmt: on

DECISIONS = {
    "x_m_tag_long_decimal": (
        "reject",
        "a MATH gold 2/11 is exact; a finite decimal is not equal to it, however many digits (round 21: a decimal for a repeating gold is wrong)",
    ),
    "t_two_tags_gold_last": (
        "reject",
        "two answer tags that disagree with no correction between them are two final answers (README: wrong)",
    ),
    "x_share_decimal": (
        "reject",
        "a decimal share is not the percent asked for (round 5's GSM8K decision)",
    ),
    "r_m_placeholder": (
        "reject",
        "the model withdraws its answer as a placeholder with nothing new (round 21: a withdrawn value is wrong)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam25", CASES, [], DECISIONS)
