r"""Build adversarial_redteam23.jsonl: a twenty-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam23", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on the probes; handed over BEFORE any scoring.
Not model output. Read: `issues show 25`, corpus/README.md (only "How labels were made" and the
sources table, to avoid reusing problems), corpus_build.py (helpers) and
build_adversarial_redteam21.py (structure, conventions, label rules). Round 22, written at the same
time by another helper, was not read. Python was used for ARITHMETIC ONLY (the checks below).

Aim of this round: the issue's traps inside REALISTIC completions as RL training produces them, half
GSM8K and half MATH: R1-Zero rollouts (the prompt ends `Assistant: <think>`, so most completions
open with the reasoning and hold `</think> <answer> ... </answer>`; some carry the whole
`<think>...</think>`), with a sentence, an equation chain, a box, units or a `####` in the tag; tags
unclosed, repeated, empty, in bold or a code fence; text after `</answer>`), and long chain-of-thought
of instruct and reasoning models (Qwen2.5-Math numbered steps and `\(\boxed{}\)`, Llama 3 `## Step`
and "The final answer is:", R1-distill `**Final Answer**` blocks, "Wait, ..." self-corrections that
change or keep the answer, checks after a committed answer, invented `User:` / `Human:` / ChatML /
Llama 3 turns, self-posed follow-up problems with boxes of their own, restarts cut by the token
limit). Each probe carries ONE trick, placed where real models put it.

Problems and golds (arithmetic checked by hand and with python, arithmetic only):
GSM8K
- pencils: 31 boxes of 18, 127 sold -> 431 (31 * 18 = 540 + 18 = 558; 558 - 127 = 431; check
  431 + 127 = 558). Misreading 172 sold: 558 - 172 = 386 (check 386 + 172 = 558).
- drive: 58 mph for 4.5 h -> 261 (58 * 4 = 232, 58 * 0.5 = 29, 232 + 29 = 261). Misreading 4 h:
  232; 5 h: 290.
- shop: 7 notebooks at $2.35 and a $1.80 pen -> 18.25 (7 * 2.35 = 16.45; 16.45 + 1.80 = 18.25).
  Without the pen: 16.45.
- diver: starts at -12 m, descends 2.5 m/min for 11 min -> -39.5 (2.5 * 11 = 27.5; -12 - 27.5 =
  -39.5 = -79/2). Sign lost: 39.5.
- tiles: 17 of 25 blue -> 68 (17 / 25 = 0.68 = 68 %). Not blue: 8 of 25 = 32 %.
- rent: 18 months at $1,275 plus a $1,500 deposit -> 24,450 (1275 * 18 = 25500 - 2550 = 22950;
  22950 + 1500 = 24450 = 24.45 thousand). Without the deposit 22,950.
- eggs: 23 cartons of 12 -> 276 (23 * 12 = 276 = 23 dozen). 22 cartons: 264. 276 dozen = 3312.
- tickets: 48 tickets, 6 sold a day for 8 days -> 0 (6 * 8 = 48; 48 - 48 = 0). 7 days: 48 - 42 = 6.
- episodes: 3 of 47 minutes -> 141 (3 * 47 = 141). Two episodes: 94.
MATH
- a face card from 52 -> 3/13 (12 / 52 = 3/13 = 0.2307...). With aces: 16 / 52 = 4/13.
- distance (-2, 5) to (4, 1) -> 2\sqrt{13} (dx = 6, dy = -4; 36 + 16 = 52 = 4 * 13; sqrt 52 =
  7.2111...). From (-2, 3): 36 + 4 = 40, 2\sqrt{10}.
- |2x + 1| < 9 -> (-5, 4) (-9 < 2x + 1 < 9; -10 < 2x < 8; -5 < x < 4).
- 4x^2 - 4x - 15 = 0 -> -3/2, 5/2 ((2x - 5)(2x + 3) = 4x^2 + 6x - 10x - 15; check 4 * 25/4 - 10 -
  15 = 0, 4 * 9/4 + 6 - 15 = 0). Signs flipped: 3/2, -5/2.
- (6 - i)(2 + 3i) -> 15 + 16i (12 + 18i - 2i - 3i^2 = 12 + 16i + 3). With i^2 = +1: 9 + 16i.
- 252 degrees -> 7\pi/5 (252 / 180 = 1.4 = 7/5; 7\pi/5 = 4.3982...). Inverted: 5\pi/7.
- 1243_5 -> 198 (125 + 2 * 25 + 4 * 5 + 3 = 125 + 50 + 20 + 3). Read as base 6: 216 + 72 + 24 + 3
  = 315.
- x + y = 1, 2x - 3y = 17 -> (4, -3) (2(1 - y) - 3y = 17, -5y = 15, y = -3, x = 4; check 8 + 9 =
  17). Swapped: (-3, 4).
- (3x - 4)(x + 5) -> 3x^2 + 11x - 20 (15x - 4x = 11x). Slip 15x + 4x: 3x^2 + 19x - 20.
- C(12, 5) -> 792 (12 * 11 * 10 * 9 * 8 = 95040; / 120 = 792). C(12, 4) = 495.
- 0.\overline{72} -> 8/11 (99x = 72, 72/99 = 8/11 = 0.7272...). 0.72 = 18/25.
- g(x) = x^2 - 5x + 6 at 3 -> 0 (9 - 15 + 6 = 0).
- a sector of radius 9 and angle 80 degrees -> 18\pi (80/360 = 2/9; 2/9 * 81\pi = 18\pi = 56.548...).
  Angle 160: 36\pi.
- 14/\sqrt7 -> 2\sqrt7 (14\sqrt7 / 7).
- \arctan 1 -> \pi/4.
Values in after-text and slips (checked likewise): 1243_6 = 216 + 72 + 24 + 3 = 315; 21/\sqrt7 =
3\sqrt7; a 160-degree sector of radius 9: 4/9 * 81\pi = 36\pi; the diameter 18 used as the radius:
2/9 * 324\pi = 72\pi; 5 notebooks: 5 * 2.35 = 11.75; 431 - 200 = 231; 60 tickets at 6 a day: 10 days;
\binom{12}{5} via 95040 / 120: 120 * 700 = 84000, 95040 - 84000 = 11040 (= 120 * 92).
The r0() helper writes an R1-Zero rollout whose prompt ended `Assistant: <think>` (the completion
opens with the reasoning); th() from corpus_build writes a whole `<think>` block.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation; `u_`
words after a number (chosen so the label does not depend on the unseen question: the facts the
label needs are in the working); `r_` retractions after the answer and harmless after-text (checks,
invented turns, self-posed problems, cut restarts); `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold (no lone surrogates: the file is UTF-8).
An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, an empty tag or
box, only a quotation or a hypothetical, a cut before any answer) is `no_answer`; equal in value but
written differently is `correct`; a decimal for an exact irrational or repeating gold is `wrong`; a
value the model itself marks wrong is `wrong`; an explicit correction after an answer makes the
corrected value the final one; a check, pleasantry or a hypothetical after a committed answer does
not replace it; text in an invented next turn (User:, Human:, ChatML, Llama 3 headers) and a
self-posed follow-up problem do not count; a restart of the working cut by the token limit, with no
retraction, leaves the committed answer standing; in an <answer> tag a sentence, an equation chain, a
box or a `####` is read for the value it states, and an unclosed tag still holds its answer; the
<answer> tag is the final answer whatever the think block says. A NUL anywhere makes the pair bad
input. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the
decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam23.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
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


def r0(work: str, tag: str, after: str = "") -> str:
    """An R1-Zero rollout whose prompt ended `Assistant: <think>`: reasoning, `</think>`, the tag."""
    return " " + work + " </think> <answer> " + tag + " </answer>" + after


# ================================================================ GSM8K working
# --- pencils: gold 431 (31 * 18 = 558; 558 - 127 = 431). Misreading 172 sold: 386.
PEN = "There are 31 boxes with 18 pencils each, so 31 * 18 = 558 pencils. The shop sold 127 of them, so 558 - 127 = 431 pencils are left."
PEN_SLIP = "There are 31 boxes with 18 pencils each, so 31 * 18 = 558 pencils. The shop sold 172 of them, so 558 - 172 = 386 pencils are left."
PEN_G = "31 boxes * 18 pencils = <<31*18=558>>558 pencils\n558 - 127 = <<558-127=431>>431 pencils are left\n"
PEN_G_SLIP = "31 boxes * 18 pencils = <<31*18=558>>558 pencils\n558 - 172 = <<558-172=386>>386 pencils are left\n"
# --- drive: gold 261 (58 * 4.5 = 261). Misreading 4 hours: 232.
DRIVE = "He drives at 58 miles per hour for 4.5 hours, so he covers 58 * 4.5 = 261 miles."
DRIVE_SLIP = "He drives at 58 miles per hour for 4 hours, so he covers 58 * 4 = 232 miles."
# --- shop: gold 18.25 (7 * 2.35 = 16.45; + 1.80 = 18.25). Without the pen: 16.45.
SHOP = "7 notebooks at $2.35 each cost 7 * 2.35 = $16.45. Adding the $1.80 pen gives 16.45 + 1.80 = $18.25."
SHOP_NOPEN = "7 notebooks at $2.35 each cost 7 * 2.35 = $16.45."
# --- diver: gold -39.5 (2.5 * 11 = 27.5; -12 - 27.5 = -39.5).
DIVE = "The diver starts 12 m below the surface, at -12 m, and descends 2.5 m per minute for 11 minutes, which is 2.5 * 11 = 27.5 m. Her depth is -12 - 27.5 = -39.5 m."
# --- tiles: gold 68 (17 / 25 = 0.68 = 68 %).
TILE = "17 of the 25 tiles are blue, so 17 / 25 = 0.68, which is 68%."
# --- rent: gold 24450 (1275 * 18 = 22950; + 1500 = 24450). Without the deposit: 22950.
RENT = "18 months at $1,275 a month is 18 * 1275 = $22,950. With the $1,500 deposit the total is 22950 + 1500 = $24,450."
RENT_NODEP = "18 months at $1,275 a month is 18 * 1275 = $22,950."
# --- eggs: gold 276 (23 * 12 = 276).
EGGS = "There are 23 cartons with 12 eggs each, so 23 * 12 = 276 eggs."
# --- tickets: gold 0 (6 * 8 = 48; 48 - 48 = 0).
TICK = "She had 48 tickets and sells 6 a day for 8 days, 6 * 8 = 48 tickets, so 48 - 48 = 0 tickets are left."
# --- episodes: gold 141 (3 * 47 = 141). Two episodes: 94.
SHOW = "Each of the 3 episodes is 47 minutes long, so the total is 3 * 47 = 141 minutes."
SHOW_SLIP = "She watches 2 episodes of 47 minutes, so 2 * 47 = 94 minutes."

# ================================================================ MATH working (each constant ends INSIDE math mode: its user closes the `$`)
G_CARD = r"\frac{3}{13}"  # 12/52 = 3/13; with aces 16/52 = 4/13
CARD = r"There are $12$ face cards (a jack, a queen and a king in each of the $4$ suits) among $52$ cards, so the probability is $\frac{12}{52}"
CARD_SLIP = r"Counting the jack, queen, king and ace of each suit gives $16$ face cards among $52$, so the probability is $\frac{16}{52}"
G_DIST = r"2\sqrt{13}"  # 36 + 16 = 52 = 4 * 13
DIST = r"The distance from $(-2, 5)$ to $(4, 1)$ is $\sqrt{(4 - (-2))^2 + (1 - 5)^2} = \sqrt{36 + 16} = \sqrt{52}"
G_INEQ = "(-5, 4)"  # -9 < 2x + 1 < 9 -> -5 < x < 4
INEQ = r"$|2x + 1| < 9$ means $-9 < 2x + 1 < 9$, so $-10 < 2x < 8$ and $-5 < x < 4$."
G_ROOTS = r"-\frac{3}{2}, \frac{5}{2}"  # (2x - 5)(2x + 3)
ROOTS = r"$4x^2 - 4x - 15 = (2x - 5)(2x + 3) = 0$, so $x = \frac{5}{2}$ or $x = -\frac{3}{2}$."
G_CPX = "15 + 16i"  # 12 + 18i - 2i - 3i^2 = 15 + 16i
CPX = r"$(6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2 = 12 + 16i + 3"
G_RAD = r"\frac{7\pi}{5}"  # 252/180 = 7/5
RAD = r"$252^\circ \cdot \frac{\pi}{180^\circ} = \frac{252\pi}{180}"
G_BASE = "198"  # 125 + 50 + 20 + 3
BASE = r"$1243_5 = 1 \cdot 125 + 2 \cdot 25 + 4 \cdot 5 + 3 = 125 + 50 + 20 + 3"
G_SYS = "(4, -3)"  # y = -3, x = 4; 2*4 - 3*(-3) = 17
SYS = r"From $x + y = 1$, $x = 1 - y$. Then $2(1 - y) - 3y = 17$, so $-5y = 15$, $y = -3$ and $x = 4$."
G_POLY = "3x^2 + 11x - 20"  # 15x - 4x = 11x
POLY = r"$(3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20"
G_COMB = "792"  # 95040 / 120
COMB = r"$\binom{12}{5} = \frac{12 \cdot 11 \cdot 10 \cdot 9 \cdot 8}{5!} = \frac{95040}{120}"
G_REP = r"\frac{8}{11}"  # 72/99
REP = r"Let $x = 0.\overline{72}$. Then $100x = 72.\overline{72}$, so $99x = 72$ and $x = \frac{72}{99}"
G_ZERO = "0"  # 9 - 15 + 6
ZERO = r"$g(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6"
G_SEC = r"18\pi"  # 2/9 * 81 pi
SEC = r"The sector's area is $\frac{80}{360} \cdot \pi \cdot 9^2 = \frac{2}{9} \cdot 81\pi"
G_RAT = r"2\sqrt{7}"  # 14 sqrt7 / 7
RAT = r"$\frac{14}{\sqrt{7}} = \frac{14}{\sqrt{7}} \cdot \frac{\sqrt{7}}{\sqrt{7}} = \frac{14\sqrt{7}}{7}"
G_ATAN = r"\frac{\pi}{4}"
ATAN = r"Since $\tan\frac{\pi}{4} = 1$ and $\frac{\pi}{4}$ lies in $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$, we get $\arctan 1 = \frac{\pi}{4}"

# Long-CoT shapes built from the helpers
PEN_QWEN = qwen(
    "To find how many pencils are left, we follow these steps:",
    ("Total pencils", "There are $31$ boxes with $18$ pencils each: $31 \\times 18 = 558$."),
    ("Pencils left", "The shop sold $127$, so $558 - 127 = 431$."),
)
DRIVE_LLAMA = llama(
    ("Identify the speed and the time", "He drives at 58 miles per hour for 4.5 hours."),
    ("Multiply", "The distance is 58 * 4.5 = 261 miles."),
)
COMB_LLAMA = llama(
    ("Write the binomial coefficient", r"We need $\binom{12}{5} = \frac{12!}{5!\,7!}$."),
    ("Compute", r"$\frac{12 \cdot 11 \cdot 10 \cdot 9 \cdot 8}{120} = \frac{95040}{120} = 792$."),
)
CPX_LLAMA = llama(
    ("Expand", r"$(6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2$."),
    ("Use $i^2 = -1$", r"$12 + 16i + 3 = 15 + 16i$."),
)
DIST_LLAMA = llama(
    ("Differences", r"$4 - (-2) = 6$ and $1 - 5 = -4$."),
    ("Distance", r"$\sqrt{6^2 + (-4)^2} = \sqrt{52} = 2\sqrt{13}$."),
)
SEC_THINK = (
    "Okay, so I need the area of a sector with radius 9 and central angle 80 degrees. The full circle has area "
    "81π, and the sector is 80/360 = 2/9 of it. So 2/9 * 81π = 18π. Let me double-check: 81/9 = 9, times 2 is 18. Yes, 18π.\n"
)
ROOTS_THINK = (
    "Okay, let's factor 4x^2 - 4x - 15. I need two numbers with product 4 * (-15) = -60 and sum -4: that is -10 and 6. "
    "So 4x^2 - 10x + 6x - 15 = 2x(2x - 5) + 3(2x - 5) = (2x - 5)(2x + 3). The roots are x = 5/2 and x = -3/2.\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero rollouts)
    g("t_sentence_slip", "A", "431", "wrong", "tag", r0(PEN_SLIP, "The shop has 386 pencils left."), "a sentence in the tag states 386"),
    g("t_equation_slip", "A", "261", "wrong", "tag", r0(DRIVE_SLIP, "58 * 4 = 232"), "an equation chain in the tag ending 232"),
    g("t_hash_in_tag_other", "A", "18.25", "wrong", "tag", r0(SHOP_NOPEN, "#### 16.45"), "a #### inside the tag, 16.45 (the pen left out)"),
    g("t_unclosed_other", "A", "24450", "wrong", "tag", " " + RENT_NODEP + " </think> <answer> 22950", "an unclosed tag holding 22950 (no deposit)"),
    g("t_empty_gold_in_think", "A", "276", "no_answer", "tag", r0(EGGS, ""), "an empty tag; 276 only in the thinking"),
    g("t_repeated_last_other", "A", "431", "wrong", "tag", r0(PEN, "431") + "\n<answer> 386 </answer>", "the tag repeated, the second holding 386"),
    g("t_code_fence_other", "A", "431", "wrong", "tag", " " + PEN_SLIP + " </think>\n```\n<answer>\n386\n</answer>\n```", "the tag in a markdown code fence, 386"),
    g("t_user_turn_gold", "A", "431", "wrong", "tag", r0(PEN_SLIP, "386") + "\nUser: The shop sold 127 pencils, so the answer is 431.", "the gold only in an invented User turn after the tag"),
    g("t_think_gold_tag_other", "A", "141", "wrong", "tag", r0(SHOW + " Hmm, she watched only two of them.", "94"), "the thinking reaches 141 but the tag holds 94"),
    g("t_placeholder", "A", "261", "no_answer", "tag", r0(DRIVE, "[your final answer]"), "a template placeholder in the tag; 261 only in the thinking"),
    g("t_ok_sentence", "B", "431", "correct", "tag", r0(PEN, "The shop has 431 pencils left."), "a sentence in the tag"),
    g("t_ok_equation_times", "B", "261", "correct", "tag", r0(DRIVE, "58 × 4.5 = 261"), "an equation chain with × ending in the gold"),
    g("t_ok_box", "B", "18.25", "correct", "tag", r0(SHOP, r"\boxed{18.25}"), "a box in the tag"),
    g("t_ok_hash_in_tag", "B", "24450", "correct", "tag", r0(RENT, "#### 24,450"), "a #### with a comma inside the tag"),
    g("t_ok_unclosed", "B", "276", "correct", "tag", " " + EGGS + " </think> <answer> 276", "an unclosed tag at the end of the generation"),
    g("t_ok_bold_tag", "B", "0", "correct", "tag", " " + TICK + " </think> **<answer>0</answer>**", "the tag wrapped in markdown bold"),
    g("t_ok_negative_units", "B", "-39.5", "correct", "tag", r0(DIVE, "-39.5 m"), "a negative decimal with a unit"),
    g("t_ok_multiline", "B", "24450", "correct", "tag", " " + RENT + " </think>\n<answer>\nTotal: 22950 + 1500 = 24450 dollars\n</answer>", "a labelled equation over lines"),
    g("t_ok_invented_user_after", "B", "431", "correct", "tag", r0(PEN, "431") + "\nUser: Great! Now if the shop sold 200 more, how many are left?\nAssistant: <think> 431 - 200 = 231 </think> <answer> 231 </answer>", "an invented next turn with its own tag after the committed answer"),
    g("t_ok_full_think", "B", "141", "correct", "tag", th(SHOW) + "<answer>141 minutes</answer>", "a full think block, a unit in the tag"),
    m("t_m_box_other", "A", G_CARD, "wrong", "tag", r0(CARD_SLIP + "$.", r"$\boxed{\frac{4}{13}}$"), "a box in the tag, 4/13 (aces counted)"),
    m("t_m_equation_other", "A", G_RAD, "wrong", "tag", r0(RAD + "$.", r"\frac{252}{180}\pi = \frac{5\pi}{7}"), "an equation chain ending in the inverted 5\\pi/7"),
    m("t_m_sentence_other", "A", G_SYS, "wrong", "tag", r0(SYS, "The solution is $(x, y) = (-3, 4)$."), "a sentence stating the swapped pair"),
    m("t_m_empty_box", "A", G_BASE, "no_answer", "tag", r0(BASE + r" = 198$.", r"\boxed{}"), "an empty box in the tag; 198 only in the thinking"),
    m("t_m_cut_in_think", "A", G_COMB, "no_answer", "truncated", " " + COMB + "$.\nLet me compute 95040 / 120 carefully. 120 * 700 = 84000, and 95040 - 84000 = 11040, and 120 *", "cut by the token limit inside the thinking, no tag"),
    m("t_m_tag_in_think_other", "A", G_SEC, "wrong", "tag", " " + SEC + r" = 18\pi$. So maybe <answer>18\pi</answer>? Wait, I should use the diameter 18 as the radius: $\frac{2}{9} \cdot 324\pi = 72\pi$. </think> <answer> 72\pi </answer>", "a tag practised inside the thinking holds the gold; the real tag 72\\pi"),
    m("t_m_hedge_in_tag", "A", G_POLY, "wrong", "tag", r0(POLY + "$.", "3x^2 + 11x - 20 or 3x^2 + 19x - 20"), "a hedge of two expressions in the tag"),
    m("t_m_ok_box", "B", G_CARD, "correct", "tag", r0(CARD + "$.", r"$\boxed{\frac{3}{13}}$"), "a box in math mode in the tag"),
    m("t_m_ok_equation", "B", G_DIST, "correct", "tag", r0(DIST + "$.", r"\sqrt{36 + 16} = \sqrt{52} = 2\sqrt{13}"), "an equation chain ending in the gold"),
    m("t_m_ok_sentence_interval", "B", G_INEQ, "correct", "tag", r0(INEQ, "The solution set is $(-5, 4)$."), "a sentence with an interval"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS_THINK) + r"<answer> $x = \frac{5}{2}$ or $x = -\frac{3}{2}$ </answer>", "both roots as x = ... or x = ..., in the other order"),
    m("t_m_ok_final_answer_phrase", "B", G_CPX, "correct", "tag", r0(CPX + "$.", "Final answer: $15 + 16i$"), "a Final answer: phrase inside the tag"),
    m("t_m_ok_unclosed_box", "B", G_BASE, "correct", "tag", " " + BASE + r" = 198$. </think> <answer> \boxed{198}", "a box in a tag never closed"),
    m("t_m_ok_after_check", "B", G_SYS, "correct", "tag", r0(SYS, "(4, -3)", " This satisfies both equations: $4 + (-3) = 1$ and $8 + 9 = 17$."), "a check after </answer>"),
    m("t_m_ok_display", "B", G_REP, "correct", "tag", " " + REP + r" = \frac{8}{11}$. </think>" + "\n<answer>\n\\[ \\frac{8}{11} \\]\n</answer>", "display math in the tag"),

    m("t_m_unclosed_other", "A", G_RAD, "wrong", "tag", " " + r"$\frac{252}{180} = \frac{5}{7}$, so the angle is $\frac{5\pi}{7}$. </think> <answer> \frac{5\pi}{7}", "an unclosed tag holding the inverted 5\\pi/7"),
    m("t_m_ok_heading_box", "B", G_SEC, "correct", "tag", " " + SEC + r" = 18\pi$. </think>" + "\n### Answer\n<answer>\n" + r"$\boxed{18\pi}$" + "\n</answer>", "a markdown heading, then a box over lines in the tag"),
    m("t_m_ok_same_tag_twice", "B", G_INEQ, "correct", "tag", r0(INEQ, "(-5, 4)") + "\n<answer> (-5, 4) </answer>", "the same tag repeated"),
    m("t_m_ok_user_turn_after", "B", G_RAT, "correct", "tag", r0(RAT + r" = 2\sqrt{7}$.", r"2\sqrt{7}") + "\nUser: Now simplify $\\frac{21}{\\sqrt{7}}$.\nAssistant: <think> $\\frac{21\\sqrt{7}}{7} = 3\\sqrt{7}$ </think> <answer> 3\\sqrt{7} </answer>", "an invented next turn with its own tag"),

    m("t_m_hash_in_tag_other", "A", G_COMB, "wrong", "tag", r0(r"Choosing 4 of 12: $\binom{12}{4} = 495$.", "#### 495"), "a #### inside the tag, 495"),
    m("t_m_think_box_tag_other", "A", G_DIST, "wrong", "tag", r0(DIST + r" = \boxed{2\sqrt{13}}$. Hmm, maybe the first point is $(-2, 3)$: $\sqrt{36 + 4} = 2\sqrt{10}$.", r"2\sqrt{10}"), "the gold boxed in the thinking, the tag 2\\sqrt{10}"),
    m("t_m_wait_after_tag", "A", G_INEQ, "wrong", "tag", r0(INEQ, "(-5, 4)") + "\n\nWait, the inequality is $\\le$, so the answer is $[-5, 4]$.", "a Wait after </answer> changing the answer to [-5, 4]"),
    # ================================================================ 2. phrase + ####
    g("h_so_answer_hash_other", "A", "431", "wrong", "hash", PEN_G_SLIP + "So the answer is #### 386", "So the answer is #### 386"),
    g("h_final_answer_hash_other", "A", "18.25", "wrong", "hash", SHOP_NOPEN + "\nFinal Answer: #### 16.45", "Final Answer: #### 16.45 (the pen left out)"),
    g("h_answer_colon_hash_empty", "A", "261", "no_answer", "hash", DRIVE + "\nThe answer is: ####", "an empty #### after the phrase; 261 only in the working"),
    g("h_phrase_gold_hash_other", "A", "261", "wrong", "hash", DRIVE + "\nThe answer is 261.\n#### 232", "phrase 261, #### 232: two different final answers"),
    g("h_answer_hash_sign_lost", "A", "-39.5", "wrong", "hash", DIVE + "\nAnswer: #### 39.5", "the #### value drops the sign the working has"),
    g("h_prompt_example_copied", "A", "141", "wrong", "hash", SHOW + "\nSo the answer is #### 42", "the prompt's example #### 42 copied after the working"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", r"We choose 4 of the 12: $\binom{12}{4} = 495$." + "\nThe final answer is #### 495", "a MATH phrase + #### with C(12, 4)"),
    g("h_ok_so_answer_hash", "B", "431", "correct", "hash", PEN_G + "So the answer is #### 431", "So the answer is #### N"),
    g("h_ok_answer_colon_hash", "B", "261", "correct", "hash", DRIVE + "\nThe answer is: #### 261", "The answer is: #### N"),
    g("h_ok_final_answer_hash", "B", "18.25", "correct", "hash", SHOP + "\nFinal Answer: #### 18.25", "Final Answer: #### N"),
    g("h_ok_answer_hash_comma", "B", "24450", "correct", "hash", RENT + "\nAnswer: #### 24,450", "Answer: #### with a comma"),
    g("h_ok_bold_final_hash", "B", "276", "correct", "hash", EGGS + "\n\n**Final Answer:** #### 276", "bold Final Answer then ####"),
    g("h_ok_llama_hash", "B", "141", "correct", "hash", llama(("Find the total time", SHOW)) + "The final answer is: #### 141", "Llama 3 closing phrase with ####"),
    m("h_m_ok_hash", "B", G_COMB, "correct", "hash", COMB + " = 792$.\nThe final answer is #### 792", "a MATH answer after The final answer is ####"),

    m("h_m_so_answer_hash_other", "A", G_POLY, "wrong", "hash", r"$(3x - 4)(x + 5) = 3x^2 + 15x + 4x - 20$." + "\nSo the answer is #### 3x^2 + 19x - 20", "So the answer is #### with the slipped expansion"),
    # ================================================================ 3. exactness
    m("x_m_near_zero_exp", "A", G_ZERO, "wrong", "boxed", qwen("We evaluate $g$ at $3$.", ("Substitute", ZERO + "$.")) + qbox(r"e^{-50}"), "e^{-50} against gold 0"),
    m("x_m_pi_plus_tiny", "A", G_ATAN, "wrong", "boxed", ATAN + r"$, so the answer is $\boxed{\frac{\pi}{4} + 10^{-30}}$.", "\\pi/4 + 10^{-30}: a tolerance trap"),
    m("x_m_near_zero_frac", "A", G_ZERO, "wrong", "boxed", ZERO + r" = \boxed{\frac{1}{10^{60}}}$", "1/10^{60} against gold 0"),
    m("x_m_cpx_tiny", "A", G_CPX, "wrong", "boxed", CPX_LLAMA + LLAMA_END.format("15 + 16i + 10^{-25}"), "15 + 16i + 10^{-25}: not the gold"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" \approx 7.211$." + "\n\n" + r1final("7.211"), "a decimal for 2\\sqrt{13} (7.2111...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r"$. As a decimal, $\boxed{0.7272}$.", "0.7272 is not 8/11"),
    m("x_m_decimal_prob", "A", G_CARD, "wrong", "boxed", CARD + r" \approx 0.23$. The final answer is: $\boxed{0.23}$", "0.23 for 3/13"),
    m("x_m_pi_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" = 18\pi \approx 56.55$." + "\n\n" + r1final("56.55"), "a decimal for 18\\pi"),
    m("x_m_complex_tiny", "A", G_BASE, "wrong", "boxed", BASE + r" = \boxed{198 + 10^{-20} i}$", "198 + 10^{-20} i against 198"),
    m("x_m_sin_tiny", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{792 + \sin(10^{-40})}$", "792 + sin(10^{-40}): not 792"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" = 1.4\pi \approx \boxed{4.398}$", "a decimal for 7\\pi/5 (4.3982...)"),
    g("x_rounded", "A", "18.25", "wrong", "hash", SHOP + "\nRounding to the nearest dime, she spends about $18.30.\n#### 18.3", "rounded to 18.3"),
    g("x_tiny_off", "A", "24450", "wrong", "hash", RENT + "\n#### 24450.01", "24450.01, relative error under 1e-6"),
    g("x_near_zero", "A", "0", "wrong", "hash", TICK + "\n#### 0.001", "0.001 against gold 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TICK + "\n#### 0.0", "0.0 for 0"),
    g("x_ok_fraction", "B", "-39.5", "correct", "boxed", DIVE + "\n" + QWEN_END.format(r"-\frac{79}{2}"), "-79/2 = -39.5 in Qwen's closing line"),
    m("x_m_ok_sqrt52", "B", G_DIST, "correct", "boxed", DIST + r"$." + "\n\n" + r1final(r"\sqrt{52}"), "\\sqrt{52} = 2\\sqrt{13} left unsimplified"),
    m("x_m_ok_decimal_pi", "B", G_RAD, "correct", "boxed", RAD + r" = 1.4\pi$." + "\n" + qbox(r"1.4\pi"), "1.4\\pi = 7\\pi/5 exactly"),
    m("x_m_ok_unsimplified", "B", G_CARD, "correct", "boxed", CARD + r"$." + "\n" + LLAMA_END.format(r"\frac{12}{52}"), "12/52 unsimplified"),
    m("x_m_ok_pi_coeff", "B", G_ATAN, "correct", "boxed", ATAN + r"$. $\boxed{\frac{1}{4}\pi}$", "\\frac14\\pi = \\pi/4"),
    m("x_m_ok_repeating_bar", "B", G_REP, "correct", "boxed", REP + r" = \frac{8}{11}$, that is $\boxed{0.\overline{72}}$.", "the repeating decimal written exactly"),
    m("x_m_ok_unrationalised", "B", G_RAT, "correct", "boxed", r"We simplify $\frac{14}{\sqrt{7}}$: " + r"$\sqrt{7} \cdot \sqrt{7} = 7$, so the value is $\boxed{\frac{14\sqrt{7}}{7}}$.", "14\\sqrt7/7 = 2\\sqrt7, not reduced"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_boxed_ne", "A", "261", "no_answer", "boxed", DRIVE + r" So the distance is $\boxed{\ne 261}$.", "a box holding \\ne gold"),
    m("n_m_boxed_var_neq", "A", G_RAD, "no_answer", "boxed", RAD + r"$, and we conclude $\boxed{\theta \neq \frac{7\pi}{5}}$.", "a box stating theta \\neq gold"),
    g("n_annot_incorrect", "A", "18.25", "wrong", "boxed", SHOP + "\n" + r"$\boxed{18.25\text{ (incorrect)}}$", "the model marks its own box incorrect"),
    g("n_strike_tag", "A", "276", "no_answer", "tag", r0(EGGS, "~~276~~"), "the gold struck out in the tag, nothing else"),
    m("n_m_cancel_tag", "A", G_COMB, "no_answer", "tag", r0(COMB + " = 792$.", r"\cancel{792}"), "a cancelled value in the tag"),
    m("n_m_sout_then_other", "A", G_REP, "wrong", "boxed", REP + r"$. So $\boxed{\sout{\frac{8}{11}}\ \frac{18}{25}}$.", "the gold struck with \\sout, 18/25 after"),
    g("n_not_sentence", "A", "431", "no_answer", "answer_is", PEN + "\nTherefore, the number of pencils left is not 431.", "the gold negated, nothing after"),
    g("n_strike_hash_other", "A", "431", "wrong", "hash", PEN_G_SLIP + "#### ~~431~~ 386", "the gold struck, 386 after"),
    g("n_llama_not", "A", "141", "no_answer", "boxed", llama(("Find the total time", SHOW)) + r"The final answer is not $\boxed{141}$.", "Llama 3's closing line negated"),
    g("n_html_del", "A", "24450", "no_answer", "answer_is", RENT + "\n\n**Answer:** <del>24,450</del>", "the answer in an HTML <del> strike-out"),
    m("n_m_text_wrong", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{(-5, 4)\text{ (wrong)}}$.", "the model marks its own box wrong"),
    m("n_m_cross_mark", "A", G_CPX, "wrong", "boxed", CPX_LLAMA + LLAMA_END.format("15 + 16i") + " ✗", "a cross mark after the box"),
    g("n_ok_strike_other", "B", "431", "correct", "hash", PEN_G + "#### ~~386~~ 431", "the wrong value struck, the gold after"),
    g("n_ok_not_other", "B", "261", "correct", "answer_is", DRIVE + "\nThe answer is not 232 (that leaves out the half hour); it is 261.", "another value negated, the gold asserted"),
    g("n_ok_check_mark", "B", "276", "correct", "hash", EGGS + "\n#### 276 ✓", "a check mark after the answer"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{14\sqrt{7}}{7} = \frac{\cancel{14}^{\,2}\sqrt{7}}{\cancel{7}} = \boxed{2\sqrt{7}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_condition", "B", G_RAT, "correct", "boxed", r"Since $\sqrt{7} \neq 0$, we may multiply by $\frac{\sqrt{7}}{\sqrt{7}}$: " + RAT + r" = \boxed{2\sqrt{7}}$.", "a \\neq condition in the working"),
    m("n_m_ok_annot_lowest", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{8}{11}}$ (in lowest terms).", "an annotation after the box"),

    # ================================================================ 5. words after a number
    g("u_fewer_given", "A", "431", "wrong", "hash", PEN_G + "#### 127 fewer", "127, the number sold, with 'fewer'"),
    g("u_dozen_gold", "A", "276", "wrong", "hash", EGGS + "\n#### 276 dozen", "276 dozen = 3312, not the 276 eggs the working counts"),
    g("u_thousand", "A", "24450", "wrong", "answer_is", RENT + "\nThe answer is 24450 thousand dollars.", "24450 thousand = 24,450,000"),
    g("u_per_hour_given", "A", "261", "wrong", "hash", DRIVE + "\n#### 58 miles per hour", "the given speed with its unit, not the distance 261"),
    g("u_percent_of", "A", "68", "wrong", "answer_is", TILE + "\nThe answer is 68% of 25, which is 17 tiles.", "the last value stated is 17"),
    m("u_m_degrees_on_radians", "A", G_RAD, "wrong", "boxed", RAD + r" = \frac{7\pi}{5}$, so the angle is $\boxed{\frac{7\pi}{5}^\circ}$.", "7\\pi/5 degrees is not 7\\pi/5 radians (round 1: degrees are not radians)"),
    m("u_m_times_ten", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{792 \times 10^{3}}$", "792 x 10^3 = 792,000"),
    g("u_ok_units_pencils", "B", "431", "correct", "hash", PEN_G + "#### 431 pencils", "a unit noun after ####"),
    g("u_ok_percent_sign", "B", "68", "correct", "hash", TILE + "\n#### 68%", "a percent sign"),
    g("u_ok_dozen_paren", "B", "276", "correct", "hash", EGGS + "\n#### 276 eggs (23 dozen)", "the gold with eggs, then an equal value in dozens"),
    g("u_ok_thousand_equiv", "B", "24450", "correct", "answer_is", RENT + "\nThe answer is $24.45 thousand.", "24.45 thousand = 24,450"),
    g("u_ok_minutes", "B", "141", "correct", "boxed", SHOW + "\n" + r"The answer is $\boxed{141 \text{ minutes}}$.", "a unit inside the box"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{18\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{7\pi}{5} \text{ radians}}$", "the word radians in the box"),

    m("u_m_ok_text_answer", "B", G_RAD, "correct", "answer_is", RAD + r" = \frac{7\pi}{5}$." + "\n\n" + r"$\text{Answer: } \frac{7\pi}{5}.$", "an Answer: phrase inside \\text{} in math mode"),
    m("u_m_ok_definitely", "B", G_BASE, "correct", "answer_is", BASE + r" = 198$. I think the answer is definitely \(198\).", "a hedge-looking word that commits"),
    g("u_ok_restated_units", "B", "276", "correct", "answer_is", EGGS + "\nThe answer is 276.\n\n276 eggs in all.", "the answer, then the value restated with its unit noun"),
    g("u_ok_number_words", "B", "276", "correct", "none", EGGS + "\nSo there are two hundred seventy-six eggs.", "a prose answer in number words, no marker"),
    g("u_number_words_other", "A", "276", "wrong", "none", "There are 22 cartons with 12 eggs each, so 22 * 12 = 264 eggs.\nSo there are two hundred sixty-four eggs.", "a prose answer in number words, 264"),
    g("u_ok_prose_no_marker", "B", "261", "correct", "none", DRIVE_LLAMA + "So he drives 261 miles in total.", "a prose last line with no marker"),

    # ================================================================ 6. retractions and after-text
    g("r_wait_box_other", "A", "431", "wrong", "boxed", PEN_QWEN + qbox("431") + "\n\nWait, I misread the problem: the shop sold 172 pencils. So $558 - 172 = 386$, and the answer is \\(\\boxed{386}\\).", "Wait after the box, a new box 386"),
    g("r_wait_no_box", "A", "261", "wrong", "boxed", DRIVE_LLAMA + LLAMA_END.format("261") + "\n\nWait, he drove for only 4 hours, so the distance is 58 * 4 = 232 miles.", "Wait after the committed box, corrected to 232 with no new box"),
    g("r_edit_after_tag", "A", "18.25", "wrong", "tag", r0(SHOP, "18.25") + "\n\nEdit: the pen was part of the set price, so she spends only $16.45.", "Edit: after </answer>, 16.45"),
    m("r_m_double_check_other", "A", G_SEC, "wrong", "boxed", th(SEC_THINK) + r1final(r"18\pi") + "\n\nHmm, double-checking the problem: the angle is $160^\\circ$, so the area is $\\frac{4}{9} \\cdot 81\\pi = 36\\pi$.\n\n" + r1final(r"36\pi"), "a double-check after the Final Answer block, a new block 36\\pi"),
    m("r_m_llama_correction", "A", G_COMB, "wrong", "boxed", COMB_LLAMA + LLAMA_END.format("792") + "\n\nCorrection: the committee has 4 members, not 5, so the answer is $\\binom{12}{4} = 495$.", "Correction: 495 after the closing line"),
    m("r_m_actually_swap", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(4, -3)}$" + "\n\nActually, the problem lists $y$ first, so the answer is $\\boxed{(-3, 4)}$.", "Actually: a later box (-3, 4)"),
    g("r_withdrawn_restart_cut", "A", "141", "wrong", "hash", SHOW + "\n#### 141\n\nWait, that's not right. Let me redo this.\n\nEach episode is", "debatable: the model withdraws the gold, then a restart is cut by the token limit before any new value (round 20/21: withdrawn is wrong)", True),
    m("r_m_placeholder", "A", G_CARD, "no_answer", "boxed", CARD + r" = \boxed{\frac{3}{13}}$" + "\n\nThe above is only a placeholder; the real answer is still to be determined.", "the box called a placeholder, no answer given"),
    m("r_m_never_mind", "A", G_REP, "wrong", "boxed", REP + r" = \boxed{\frac{8}{11}}$." + "\n\nNever mind: $0.72 = \\frac{72}{100} = \\frac{18}{25}$.", "Never mind after the box, 18/25"),
    g("r_never_mind", "A", "276", "wrong", "hash", EGGS + "\n#### 276\nNever mind, there are 22 cartons: 22 * 12 = 264.", "Never mind, 264"),
    m("r_m_erratum", "A", G_DIST, "wrong", "boxed", DIST_LLAMA + LLAMA_END.format(r"2\sqrt{13}") + "\n\nErratum: the first point is $(-2, 3)$, so the distance is $\\sqrt{36 + 4} = 2\\sqrt{10}$.", "Erratum: 2\\sqrt{10}"),
    g("r_update_tag", "A", "0", "wrong", "tag", r0(TICK, "0") + "\nUpdate: she sells for only 7 days, so 48 - 42 = 6 tickets are left.", "Update: after the tag, 6"),
    g("r_scratch_that", "A", "68", "wrong", "hash", TILE + "\n#### 68\nScratch that: the question is about the tiles that are not blue, 8 of 25, so 32%.", "Scratch that: 32"),
    g("r_ok_wait_same", "B", "431", "correct", "boxed", PEN_QWEN + qbox("431") + "\n\nWait, let me double-check: $31 \\times 18 = 558$ and $558 - 127 = 431$. Yes, the answer is still $431$.", "a Wait that re-checks and keeps the gold"),
    g("r_ok_wait_to_gold", "B", "261", "correct", "hash", DRIVE_SLIP + "\n#### 232\n\nWait, I forgot the half hour: 58 * 4.5 = 261.\n#### 261", "a Wait correcting to the gold"),
    g("r_ok_check_after", "B", "24450", "correct", "hash", RENT + "\n#### 24450\n\nCheck: 24450 - 1500 = 22950 = 1275 * 18. ✓", "a check after the answer"),
    g("r_ok_chatml_user", "B", "18.25", "correct", "boxed", SHOP + "\n" + QWEN_END.format("18.25") + IM_USER + "Now she buys 5 notebooks only. How much does she pay?" + IM_ASSIST + "5 * 2.35 = 11.75, so the answer is $\\boxed{11.75}$.", "an invented ChatML turn with its own box after the committed answer"),
    m("r_m_ok_self_posed", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{792}$." + "\n\nNow let's try a similar problem: how many ways are there to choose 4 of 12 people? $\\binom{12}{4} = \\boxed{495}$.", "a self-posed follow-up problem with its own box"),
    m("r_m_ok_restart_cut", "B", G_DIST, "correct", "boxed", DIST_LLAMA + LLAMA_END.format(r"2\sqrt{13}") + "\n\n## Step 1: Find the differences\nThe differences are $4 - (-2) = 6$ and", "a restart of the working cut by the token limit, no retraction"),
    g("r_ok_human_turn", "B", "276", "correct", "hash", EGGS + "\n#### 276\n\nHuman: How many dozen is that?\n\nAssistant: That is 23 dozen.", "an invented Human/Assistant exchange after the answer"),
    g("r_ok_offer_after", "B", "0", "correct", "answer_is", TICK + "\nSo the answer is 0.\n\nWould you like me to work out how long 60 tickets would last? At 6 a day that would be 10 days.", "an offer with another value after the committed answer"),
    m("r_m_ok_python_verify", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{8}{11}}$" + "\n\nVerification:\n```python\nfrom fractions import Fraction\nprint(Fraction(72, 99))\n```\n```output\n8/11\n```", "a code check after the box"),
    m("r_m_ok_llama_check", "B", G_CPX, "correct", "boxed", CPX_LLAMA + LLAMA_END.format("15 + 16i") + "\n\nTo check: $(6 - i)(2 + 3i) = 12 + 18i - 2i + 3 = 15 + 16i$.", "a check after Llama's closing line"),
    m("r_m_ok_wait_endpoints", "B", G_INEQ, "correct", "boxed", INEQ + "\n\n" + r1final("(-5, 4)") + "\n\nWait, should the endpoints be included? No: the inequality is strict, so the interval stays $(-5, 4)$.", "a Wait after the Final Answer block that keeps the gold"),
    m("r_m_ok_correction_to_gold", "B", G_RAD, "correct", "boxed", r"$\frac{252}{180} = \frac{5}{7}$, so $\boxed{\frac{5\pi}{7}}$." + "\n\nCorrection: $\\frac{252}{180} = \\frac{7}{5}$, so the angle is $\\boxed{\\frac{7\\pi}{5}}$.", "a correction to the gold"),
    g("r_ok_restart_cut_gsm", "B", "18.25", "correct", "hash", SHOP + "\n#### 18.25\n\nLet's solve this step by step.\n\nFirst, 7 notebooks cost 7 *", "a restart cut by the token limit after the committed answer"),
    g("r_ok_eot_user", "B", "141", "correct", "boxed", SHOW + "\n" + LLAMA_END.format("141") + EOT_USER + "What if she watches 2 episodes?" + EOT_ASSIST + "Then the answer is $\\boxed{94}$.", "an invented Llama 3 turn with its own box"),

    m("r_m_ok_plain_user_turn", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{198}$." + "\n\nUser: Now convert $1243_6$ to base 10.\n\nAssistant: $1 \\cdot 216 + 2 \\cdot 36 + 4 \\cdot 6 + 3 = \\boxed{315}$.", "an invented plain User/Assistant turn with its own box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refuse", "A", "431", "no_answer", "none", "> #### 431\n\nThe example above shows the format, but I cannot solve this problem.", "only a quoted #### and a refusal"),
    m("q_m_quoted_box_refuse", "A", G_SEC, "no_answer", "none", r"> $\boxed{18\pi}$" + "\n\nThat is the expected format, but I was unable to compute the area.", "only a quoted box and a refusal"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{792}$." I am not able to verify this.', "the box only in the quoted request, then a refusal"),
    g("q_part_a_b", "A", "261", "wrong", "hash", DRIVE + "\n#### 261 for part (a) and 290 for part (b)", "two values for parts the one-part question does not have"),
    g("q_hypo_then_other", "A", "431", "wrong", "answer_is", "If the shop had sold 127 pencils, 431 would be left. But it sold 172, so 558 - 172 = 386 pencils are left.\nThe answer is 386.", "the gold only in a hypothetical, the answer 386"),
    m("q_m_classmate_claim", "A", G_CARD, "wrong", "boxed", r"A classmate claims the answer is $\boxed{\frac{3}{13}}$, but c" + CARD_SLIP[1:] + r" = \boxed{\frac{4}{13}}$.", "the gold only in a reported claim, the model's box 4/13"),
    m("q_m_user_turn_gold", "A", G_RAD, "wrong", "boxed", r"$\frac{252}{180} = \frac{5}{7}$, so the answer is $\boxed{\frac{5\pi}{7}}$." + IM_USER + r"That's wrong, the answer is $\frac{7\pi}{5}$.", "the gold only in an invented user turn"),
    g("q_reference_says", "A", "24450", "wrong", "hash", "The reference solution says #### 24450, but I get 18 * 1275 = 22950 dollars for the 18 months, and I do not add the deposit.\n#### 22950", "the gold in a reported reference, the model's #### 22950"),
    g("q_would_be_only", "A", "24450", "no_answer", "none", "If the deposit were included, the total would be $24,450.", "only a hypothetical, no own answer"),
    m("q_m_suppose_only", "A", G_ROOTS, "no_answer", "none", r"Suppose the roots were $-\frac{3}{2}$ and $\frac{5}{2}$; then their sum would be $1$.", "only a supposition"),
    m("q_m_hint_only", "A", G_ZERO, "no_answer", "none", r"The hint says the answer is $\boxed{0}$, but I could not verify it.", "a reported hint, not committed to"),
    m("q_m_other_binomial", "A", G_COMB, "wrong", "boxed", r"We need $\binom{12}{5}$. For comparison, $\binom{12}{5} = 792$ and $\binom{12}{4} = 495$. $\boxed{495}$", "the gold stated for comparison, the box 495"),
    g("q_ok_quoted_problem_tag", "B", "431", "correct", "tag", r0("The problem says: \"A shop has 31 boxes of 18 pencils and sells 127.\" " + PEN, "431"), "the problem quoted in the thinking"),
    g("q_ok_common_mistake", "B", "261", "correct", "hash", "A common mistake gives 232 miles (leaving out the half hour). " + DRIVE + "\n#### 261", "a reported wrong value first"),
    m("q_m_ok_you_asked", "B", G_COMB, "correct", "boxed", r"You asked for $\binom{12}{5}$. " + COMB + r" = \boxed{792}$.", "the request restated, then the answer"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose the answer were $(-3, 4)$: then $-3 + 4 = 1$ but $2(-3) - 3(4) = -18 \neq 17$. " + SYS + r" So the solution is $\boxed{(4, -3)}$.", "a supposition refuted, then the box"),
    m("q_m_ok_parts_steps", "B", G_CARD, "correct", "boxed", r"Part 1: count the face cards: $12$ of $52$. Part 2: simplify $\frac{12}{52} = \boxed{\frac{3}{13}}$.", "steps labelled as parts"),
    m("q_m_ok_minerva_after_quote", "B", G_POLY, "correct", "minerva", r'> "Expand $(3x - 4)(x + 5)$."' + "\n\n" + POLY + r" = 3x^2 + 11x - 20$." + "\n" + MINERVA.format("$3x^2 + 11x - 20$"), "the problem quoted, then a Minerva line"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_other", "A", "431", "wrong", "hash", PEN_G_SLIP + "#### 38\x006", "a NUL inside 386"),
    g("b_zero_width_other", "A", "431", "wrong", "hash", PEN_G_SLIP + "#### 3\u200b86", "a zero-width space inside 386"),
    g("b_arabic_indic_other", "A", "431", "wrong", "hash", PEN_G_SLIP + "#### ٣٨٦", "Arabic-Indic 386"),
    m("b_m_gold_dollars_other", "A", "$" + G_CARD + "$", "wrong", "boxed", CARD_SLIP + r" = \boxed{\frac{4}{13}}$", "a gold stored in $...$; the model's 4/13"),
    g("b_whitespace_only", "A", "141", "no_answer", "none", "   \n\t \n", "a completion of whitespace only"),
    g("b_loop_no_answer", "A", "141", "no_answer", "truncated", " Let me think about this again." * 1500, "a 45,000-character loop with no answer, cut by the token limit"),
    g("b_ok_narrow_nbsp", "B", "24450", "correct", "hash", RENT + "\n#### 24\u202f450", "a narrow no-break space as the thousands separator"),
    g("b_ok_crlf_tag", "B", "431", "correct", "tag", r0(PEN, "431").replace(" </think> ", "\r\n</think>\r\n"), "CRLF line ends around the tags"),
    m("b_m_ok_gold_dollars", "B", "$" + G_CARD + "$", "correct", "boxed", CARD + r" = \boxed{\frac{3}{13}}$", "a gold stored in $...$"),
    g("b_ok_arabic_indic", "B", "431", "correct", "hash", PEN_G + "#### ٤٣١", "Arabic-Indic digits for 431"),
    g("b_ok_long_think", "B", "431", "correct", "tag", th("Let me re-read the problem carefully. " * 800 + PEN + "\n") + "<answer>431</answer>", "a 30,000-character think block, then the tag"),
    m("b_m_ok_gold_space", "B", " " + G_RAT + "\n", "correct", "boxed", RAT + r" = \boxed{2\sqrt{7}}$", "a gold with a leading space and a trailing newline"),
    m("b_m_ok_bom_tag", "B", G_SEC, "correct", "tag", "\ufeff" + r0(SEC + r" = 18\pi$.", r"18\pi"), "a BOM before an R1-Zero rollout"),
]
# fmt: on

DECISIONS = {
    "r_withdrawn_restart_cut": (
        "reject",
        "the model withdraws its #### 141 ('that's not right') and the restart is cut before any new value; a withdrawn value is wrong (rounds 20-21)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam23", CASES, [], DECISIONS)
