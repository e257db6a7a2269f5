r"""Build adversarial_redteam58.jsonl: a fifty-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam58", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, corpus/ANALYSIS.md or any NOTES file, and WITHOUT
running the checker (or any grader, or sympy) on the probes; handed over BEFORE any scoring. Not
model output. Only corpus/README.md ("How labels were made"), corpus_build.py,
build_adversarial_redteam21.py (structure and conventions) and the issue text were read. Labels were
made by reading and hand arithmetic (python used only on plain numbers).

Aim of this round: what SMALL RL-trained policies (0.5B-3B, a few hundred PPO/GRPO steps on GSM8K
and MATH) actually emit: <answer> tags holding units, currency, commas, percentages, sentences,
workings or equations; tags never closed, repeated, empty, or with stray spaces (`< answer >`);
answers followed by invented `User:` / `Assistant:` turns or self-set new problems with answers of
their own; repetition loops; cut-off outputs; `\box{}` / `\boxed` variants, bold `**N**`, `#### N.`,
`Final answer: N dollars`; collapsed runs that write only a number; MATH answers as fractions,
radicals, intervals, tuples, `\text{}` wrappers, degrees, `\dfrac`, `x = ...`, choice letters. Kind A
puts the wrong value in the same shapes, or the right value where it is not the committed answer
(only in the working, in a hypothetical, in an invented next turn, hedged with another value). A
few probes are in Chinese, Spanish, German, French, Russian and Portuguese (glossed in the note).

Problems and golds (arithmetic checked by hand; golds chosen new, checked with grep against the
earlier rounds' files: 317, 181.5, 22140, -14.25, 220.5, 301, 2835, 1230, \frac{7}{9}, \sqrt{85},
(-\infty, -3] \cup [4, \infty), (4, 3), -\frac{3}{2}, 5\sqrt{6}, 7 + 4i, 1035, x^2 - 3x - 28 were
never golds before; 74, \frac{2}{15}, 165, \text{(E)}, \text{Saturday}, \frac{4\pi}{3} were, in other
problems):
GSM8K
- cookies: 19 trays of 24 -> 19 * 24 = 456 (19*20 = 380, 19*4 = 76, 380 + 76 = 456); 139 sold ->
  456 - 139 = 317 (check 317 + 139 = 456). Misreading 193 sold: 456 - 193 = 263.
- bus: 3 rides a day at $2.75 -> 8.25 a day; 22 days -> 22 * 8.25 = 181.50 (8.25*20 = 165,
  8.25*2 = 16.5). Slip 20 days: 165.
- rent: $1,845 a month for 12 months -> 12 * 1845 = 22,140 (1845*10 = 18450, 1845*2 = 3690).
  Slip 10 months: 18,450.
- seeds: 37 of 50 sprouted -> 37/50 = 0.74 = 74 %.
- temperature: -3 degrees, falling 2.25 an hour for 5 hours -> 2.25*5 = 11.25; -3 - 11.25 = -14.25.
  Sign lost: 14.25; slip -3 + 11.25 = 8.25.
- drive: 63 mph for 3.5 h -> 63*3 = 189, 63*0.5 = 31.5, 189 + 31.5 = 220.5 miles.
- episodes: 7 of 43 minutes -> 301 minutes (= 5 h 1 min).
- pencils: 45 boxes of 63 -> 45*63 = 2835 (45*60 = 2700, 45*3 = 135).
- apples: 6 crates of 205 -> 1230.
MATH
- 0.\overline{7} as a fraction -> 7/9 (10x - x = 7). Wrong 7/10.
- 2 marbles from 4 red and 6 blue, both red -> C(4,2)/C(10,2) = 6/45 = 2/15. Wrong 2/5, 4/25.
- distance (-1, 2) to (6, -4): dx 7, dy -6, 49 + 36 = 85 -> \sqrt{85}. Wrong \sqrt{61}
  (6 - 1 for 6 - (-1): 25 + 36).
- x^2 - x - 12 >= 0: (x - 4)(x + 3) >= 0 -> (-\infty, -3] \cup [4, \infty). Wrong: open ends,
  [-3, 4].
- 2x + y = 11, x - y = 1 -> 3x = 12, x = 4, y = 3 -> (4, 3) (check 8 + 3 = 11, 4 - 3 = 1). Wrong
  (3, 4).
- interior angle of a regular 24-gon: 180 * 22 / 24 = 165 (degrees). Wrong 15 (the exterior angle).
- 4x + 9 = 3 -> 4x = -6 -> x = -3/2. Wrong 3/2, -6.
- which is largest: (A) 2^{10} = 1024 (B) 3^6 = 729 (C) 4^4 = 256 (D) 5^4 = 625 (E) 6^4 = 1296
  -> (E). Wrong (A).
- 100 days after a Thursday: 100 = 14*7 + 2 -> Saturday. Wrong Friday.
- \sqrt{150} = \sqrt{25 * 6} = 5\sqrt6 (12.247...). Wrong 6\sqrt5.
- (2 + 3i)(2 - i) = 4 - 2i + 6i - 3i^2 = 7 + 4i. Wrong 1 + 4i (sign of i^2), 7 - 4i.
- 1 + 2 + ... + 45 = 45 * 46 / 2 = 1035. Wrong 990 (1..44).
- 240 degrees in radians: 240/180 pi = 4\pi/3. Wrong 2\pi/3.
- (x + 4)(x - 7) = x^2 - 7x + 4x - 28 = x^2 - 3x - 28. Wrong x^2 + 3x - 28.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####` (and the
other closing shapes: `#### N.`, bold, `Final answer:`); `x_` exactness; `n_` negation, strike-out,
annotation; `u_` unit words and currency; `r_` retractions after the answer and harmless after-text
(invented turns, self-set problems, loops); `q_` quoted, reported, hypothetical and other-turn
statements; `b_` bad input a JSON corpus can hold (no lone surrogates). An `_m_` after the prefix
marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a
RIGHT final answer in a notation or wording real small policies write.

Labels follow corpus/README.md ("How labels were made") and the earlier rounds' conventions: the
last COMMITTED final answer counts; a value withdrawn, negated, only hypothetical, quoted or
someone else's is not the model's answer; a hedge between two values or two different final
answers is `wrong`; no final answer (cut off, empty tag, placeholder) is `no_answer`; equal in value
but written differently is `correct` (units, currency, commas, `\dfrac`, `x =`, degrees for a gold in
degrees, the choice letter in any wrapper); a decimal for an exact irrational or repeating gold is
`wrong`; text in an invented next turn (`User:`, `<|im_start|>user`, `Human:`) or in a self-set new
problem does not count, neither for nor against; in an <answer> tag a sentence, an equation chain or
a box is read for the value it states; a tag never closed still states its value when the output
ends there. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS
the decision this round proposes.

Counts: 260 probes, kind A 124 / B 136; GSM8K 161 / MATH 99; truths correct 136, wrong 107,
no_answer 17; by class t_ 60, h_ 52, r_ 35, u_ 27, n_ 23, x_ 22, b_ 22, q_ 19; 12 debatable, each with
a proposed decision in DECISIONS. Most kind-A probes have a kind-B twin (the same text with the right
value, or the roles of the two values swapped).

Usage: cd packages/check/corpus && python3 build_adversarial_redteam58.py
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

# ================================================================ GSM8K working
# cookies: gold 317 (19 * 24 = 456; 456 - 139 = 317). Misread 193 -> 263.
COOK = "Each tray holds 24 cookies, so 19 trays hold 19 * 24 = <<19*24=456>>456 cookies.\nShe sold 139 of them, so 456 - 139 = <<456-139=317>>317 cookies are left.\n"
COOK_SLIP = "Each tray holds 24 cookies, so 19 trays hold 19 * 24 = <<19*24=456>>456 cookies.\nShe sold 193 of them, so 456 - 193 = <<456-193=263>>263 cookies are left.\n"
COOK_PLAIN = "19 trays with 24 cookies each is 19 x 24 = 456 cookies. After selling 139, she has 456 - 139 = 317 cookies."
# bus: gold 181.5 (3 * 2.75 = 8.25; 22 * 8.25 = 181.50). Slip 20 days -> 165.
BUS = "Each day she takes 3 rides at $2.75, so she spends 3 * 2.75 = <<3*2.75=8.25>>8.25 dollars a day.\nIn 22 days she spends 22 * 8.25 = <<22*8.25=181.5>>181.50 dollars.\n"
BUS_SLIP = "Each day she takes 3 rides at $2.75, so she spends 3 * 2.75 = <<3*2.75=8.25>>8.25 dollars a day.\nIn 20 days she spends 20 * 8.25 = <<20*8.25=165>>165 dollars.\n"
# rent: gold 22140 (12 * 1845 = 22140). Slip 10 months -> 18450.
RENT = "The rent is $1,845 a month, so for 12 months it is 12 * 1845 = <<12*1845=22140>>22140 dollars.\n"
RENT_SLIP = "The rent is $1,845 a month, so for 10 months it is 10 * 1845 = <<10*1845=18450>>18450 dollars.\n"
# seeds: gold 74 (37 / 50 = 0.74 = 74 %).
SEED = "37 of the 50 seeds sprouted, so the fraction is 37 / 50 = <<37/50=0.74>>0.74.\nAs a percent that is 0.74 * 100 = <<0.74*100=74>>74%.\n"
# temperature: gold -14.25 (2.25 * 5 = 11.25; -3 - 11.25 = -14.25).
TEMP = "The temperature drops 2.25 * 5 = <<2.25*5=11.25>>11.25 degrees in 5 hours.\nIt started at -3 degrees, so it ends at -3 - 11.25 = <<-3-11.25=-14.25>>-14.25 degrees.\n"
TEMP_SLIP = "The temperature drops 2.25 * 5 = <<2.25*5=11.25>>11.25 degrees in 5 hours.\nIt started at -3 degrees, so it ends at -3 + 11.25 = <<-3+11.25=8.25>>8.25 degrees.\n"
# drive: gold 220.5 (63 * 3.5 = 220.5).
DRIVE = "He drives at 63 miles per hour for 3.5 hours, so he covers 63 * 3.5 = <<63*3.5=220.5>>220.5 miles.\n"
# episodes: gold 301 (7 * 43 = 301).
EPIS = "Each episode is 43 minutes long, so 7 episodes take 7 * 43 = <<7*43=301>>301 minutes.\n"
# pencils: gold 2835 (45 * 63 = 2835).
PENC = "There are 45 boxes with 63 pencils in each, so 45 * 63 = <<45*63=2835>>2835 pencils.\n"
# apples: gold 1230 (6 * 205 = 1230).
CRATE = "Each crate holds 205 apples, so 6 crates hold 6 * 205 = <<6*205=1230>>1230 apples.\n"

# ================================================================ MATH working
G_REP = r"\frac{7}{9}"
REP = r"Let $x = 0.\overline{7}$. Then $10x = 7.\overline{7}$, and subtracting gives $9x = 7$, so $x = \frac{7}{9}$."
REP_SLIP = r"Let $x = 0.\overline{7}$. Since the decimal is $0.7$, we have $x = \frac{7}{10}$."
G_PROB = r"\frac{2}{15}"
PROB = r"There are $\binom{10}{2} = 45$ ways to choose two marbles and $\binom{4}{2} = 6$ ways to choose two red ones, so the probability is $\frac{6}{45} = \frac{2}{15}$."
PROB_SLIP = r"The chance the first marble is red is $\frac{4}{10}$ and the chance the second is red is also $\frac{4}{10}$, so the probability is $\frac{4}{10} \cdot \frac{4}{10} = \frac{4}{25}$."
G_DIST = r"\sqrt{85}"
DIST = r"The distance is $\sqrt{(6 - (-1))^2 + (-4 - 2)^2} = \sqrt{7^2 + 6^2} = \sqrt{49 + 36} = \sqrt{85}$."
DIST_SLIP = r"The distance is $\sqrt{(6 - 1)^2 + (-4 - 2)^2} = \sqrt{25 + 36} = \sqrt{61}$."
G_INT = r"(-\infty, -3] \cup [4, \infty)"
INT = r"Factor: $x^2 - x - 12 = (x - 4)(x + 3)$. The product is $\ge 0$ when both factors have the same sign or one is zero, that is when $x \le -3$ or $x \ge 4$."
G_SYS = "(4, 3)"
SYS = r"Adding $2x + y = 11$ and $x - y = 1$ gives $3x = 12$, so $x = 4$. Then $y = x - 1 = 3$."
G_DEG = "165"
DEG = r"The sum of the interior angles of a 24-gon is $180(24 - 2) = 3960$ degrees, so each angle is $\frac{3960}{24} = 165$ degrees."
G_LIN = r"-\frac{3}{2}"
LIN = r"Subtract 9 from both sides: $4x = 3 - 9 = -6$. Divide by 4: $x = -\frac{6}{4} = -\frac{3}{2}$."
G_MC = r"\text{(E)}"
MC = r"Compute each option: $2^{10} = 1024$, $3^6 = 729$, $4^4 = 256$, $5^4 = 625$, $6^4 = 1296$. The largest is $6^4 = 1296$, option (E)."
G_DAY = r"\text{Saturday}"
DAY = r"Since $100 = 14 \cdot 7 + 2$, 100 days after a Thursday is the same weekday as 2 days after Thursday, which is Saturday."
G_RAD = r"5\sqrt{6}"
RAD = r"$\sqrt{150} = \sqrt{25 \cdot 6} = \sqrt{25} \cdot \sqrt{6} = 5\sqrt{6}$."
G_CPX = "7 + 4i"
CPX = r"$(2 + 3i)(2 - i) = 4 - 2i + 6i - 3i^2 = 4 + 4i + 3 = 7 + 4i$."
CPX_SLIP = r"$(2 + 3i)(2 - i) = 4 - 2i + 6i - 3i^2 = 4 + 4i - 3 = 1 + 4i$."
G_SUM = "1035"
SUM = r"$1 + 2 + \cdots + 45 = \frac{45 \cdot 46}{2} = \frac{2070}{2} = 1035$."
G_ANG = r"\frac{4\pi}{3}"
ANG = r"$240^\circ \cdot \frac{\pi}{180^\circ} = \frac{240\pi}{180} = \frac{4\pi}{3}$."
G_POLY = "x^2 - 3x - 28"
POLY = r"$(x + 4)(x - 7) = x^2 - 7x + 4x - 28 = x^2 - 3x - 28$."

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_ok_units_in_tag", "B", "317", "correct", "tag", th(COOK) + "<answer>317 cookies</answer>", "a unit word in the tag"),
    g("t_units_in_tag_slip", "A", "317", "wrong", "tag", th(COOK_SLIP) + "<answer>263 cookies</answer>", "kind-A twin: 263 cookies (misread 193 sold)"),
    g("t_ok_currency_tag", "B", "181.5", "correct", "tag", th(BUS) + "<answer>$181.50</answer>", "a dollar sign and a trailing zero in the tag"),
    g("t_currency_tag_slip", "A", "181.5", "wrong", "tag", th(BUS_SLIP) + "<answer>$165.00</answer>", "twin: $165.00 (20 days)"),
    g("t_ok_comma_tag", "B", "22140", "correct", "tag", th(RENT) + "<answer>$22,140</answer>", "a thousands comma and dollar sign in the tag"),
    g("t_comma_tag_slip", "A", "22140", "wrong", "tag", th(RENT_SLIP) + "<answer>$18,450</answer>", "twin: $18,450 (10 months)"),
    g("t_ok_percent_tag", "B", "74", "correct", "tag", th(SEED) + "<answer>74%</answer>", "a percent sign in the tag; the question asks for the percent"),
    g("t_ok_sentence_tag", "B", "317", "correct", "tag", th(COOK) + "<answer>She has 317 cookies left.</answer>", "a sentence in the tag"),
    g("t_sentence_tag_slip", "A", "317", "wrong", "tag", th(COOK_SLIP) + "<answer>She has 263 cookies left.</answer>", "twin: the sentence states 263"),
    g("t_ok_working_in_tag", "B", "317", "correct", "tag", th("I need the total first and then subtract what she sold.\n") + "<answer>19 * 24 = 456, 456 - 139 = 317</answer>", "the whole working in the tag, ending in the gold"),
    g("t_working_in_tag_slip", "A", "317", "wrong", "tag", th("I need the total first and then subtract what she sold.\n") + "<answer>19 * 24 = 456, 456 - 193 = 263</answer>", "twin: the working in the tag ends in 263"),
    g("t_working_gold_first", "A", "317", "wrong", "tag", th(COOK) + "<answer>317 + 139 = 456 - 193 = 263</answer>", "the gold opens the chain, which ends 263 (the chain's own last value is the answer)"),
    g("t_ok_equation_tag", "B", "2835", "correct", "tag", th(PENC) + "<answer>45 * 63 = 2835</answer>", "an equation in the tag, ending in the gold"),
    g("t_ok_unclosed_tag", "B", "317", "correct", "tag", th(COOK) + "<answer>317", "a tag never closed; the output ends after the value"),
    g("t_unclosed_tag_slip", "A", "317", "wrong", "tag", th(COOK_SLIP) + "<answer>263", "twin: an unclosed tag with 263"),
    g("t_unclosed_cut_sentence", "A", "317", "no_answer", "truncated", th(COOK) + "<answer>After selling 139 cookies, she has", "a tag never closed, cut before the value; 317 only in the thinking"),
    g("t_ok_repeated_same", "B", "301", "correct", "tag", th(EPIS) + "<answer>301</answer>\n<answer>301</answer>\n<answer>301</answer>", "the tag repeated with the same value"),
    g("t_repeated_differ", "A", "301", "wrong", "tag", th(EPIS) + "<answer>301</answer>\n<answer>344</answer>", "two tags with different values, the last 344 (8 * 43): two final answers"),
    g("t_empty_tag", "A", "301", "no_answer", "tag", th(EPIS) + "<answer></answer>", "an empty tag; the gold only in the thinking"),
    g("t_blank_tag", "A", "2835", "no_answer", "tag", th(PENC) + "<answer> </answer>", "a tag with only a space"),
    g("t_ok_stray_spaces", "B", "1230", "correct", "tag", th(CRATE) + "< answer > 1230 < /answer >", "stray spaces inside the tag brackets"),
    g("t_stray_spaces_slip", "A", "1230", "wrong", "tag", th(CRATE) + "< answer > 1025 < /answer >", "twin: 1025 (5 * 205) with stray spaces"),
    g("t_ok_upper_tag", "B", "1230", "correct", "tag", th(CRATE) + "<Answer>1230</Answer>", "capitalised tag name"),
    g("t_ok_newlines_tag", "B", "220.5", "correct", "tag", th(DRIVE) + "<answer>\n220.5 miles\n</answer>", "newlines and a unit in the tag"),
    g("t_think_gold_tag_other", "A", "220.5", "wrong", "tag", th(DRIVE) + "<answer>\n189 miles\n</answer>", "the gold in the thinking, 189 (63 * 3) in the tag"),
    g("t_ok_box_in_tag", "B", "22140", "correct", "tag", th(RENT) + r"<answer>\boxed{22140}</answer>", "a box in the tag"),
    g("t_ok_tag_no_think", "B", "2835", "correct", "tag", PENC + "<answer>2835</answer>", "no think block, just working and the tag"),
    g("t_hedge_in_tag", "A", "-14.25", "wrong", "tag", th(TEMP) + "<answer>-14.25 or 8.25</answer>", "a hedge between two values in the tag"),
    g("t_ok_negative_tag", "B", "-14.25", "correct", "tag", th(TEMP) + "<answer>-14.25 degrees</answer>", "a negative decimal with a unit word"),
    g("t_sign_lost_tag", "A", "-14.25", "wrong", "tag", th(TEMP) + "<answer>14.25</answer>", "the sign dropped in the tag"),
    g("t_placeholder_tag", "A", "317", "no_answer", "tag", th(COOK) + "<answer> ... </answer>", "an ellipsis placeholder in the tag; the gold only in the thinking"),
    g("t_think_unclosed_cut", "A", "2835", "no_answer", "truncated", "<think>\nThere are 45 boxes with 63 pencils in each, so 45 * 63 = 2835 pencils.\nLet me double check: 45 * 60 = 2700 and 45 * 3 = 135, so", "cut inside the thinking, no tag; the value only in the working"),
    g("t_ok_think_answer_inline", "B", "301", "correct", "tag", "<think> 7 episodes * 43 minutes = 301 minutes </think> <answer> 301 </answer>", "the one-line R1-Zero shape small policies collapse to"),
    g("t_ok_inline_product", "B", "301", "correct", "tag", "<think> 7 episodes * 43 minutes = 301 minutes </think> <answer> 7 * 43 </answer>", "debatable: the tag holds the unevaluated product 7 * 43, which equals 301; proposed: correct (equal in value)", True),
    m("t_m_ok_dfrac_tag", "B", G_REP, "correct", "tag", th(REP + "\n") + r"<answer>\dfrac{7}{9}</answer>", "\\dfrac in the tag"),
    m("t_m_dfrac_tag_slip", "A", G_REP, "wrong", "tag", th(REP_SLIP + "\n") + r"<answer>\dfrac{7}{10}</answer>", "twin: 7/10"),
    m("t_m_ok_slash_tag", "B", G_REP, "correct", "tag", th(REP + "\n") + "<answer>7/9</answer>", "a slash fraction in the tag"),
    m("t_m_ok_box_math_tag", "B", G_DIST, "correct", "tag", th(DIST + "\n") + r"<answer>$\boxed{\sqrt{85}}$</answer>", "a box in math mode in the tag"),
    m("t_m_box_math_tag_slip", "A", G_DIST, "wrong", "tag", th(DIST_SLIP + "\n") + r"<answer>$\boxed{\sqrt{61}}$</answer>", "twin: \\sqrt{61}"),
    m("t_m_ok_interval_tag", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$(-\infty, -3] \cup [4, \infty)$</answer>", "the interval in the tag"),
    m("t_m_open_interval_tag", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>$(-\infty, -3) \cup (4, \infty)$</answer>", "open endpoints: -3 and 4 are left out"),
    m("t_m_ok_tuple_sentence_tag", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (4, 3)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_swapped_tuple_tag", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(3, 4)</answer>", "the pair swapped"),
    m("t_m_ok_x_equals_tag", "B", G_LIN, "correct", "tag", th(LIN + "\n") + r"<answer>x = -\frac{3}{2}</answer>", "x = in the tag"),
    m("t_m_x_equals_tag_slip", "A", G_LIN, "wrong", "tag", th(LIN + "\n") + r"<answer>x = \frac{3}{2}</answer>", "the sign dropped"),
    m("t_m_ok_letter_tag", "B", G_MC, "correct", "tag", th(MC + "\n") + "<answer>E</answer>", "the bare choice letter in the tag"),
    m("t_m_letter_tag_slip", "A", G_MC, "wrong", "tag", th(MC.replace("The largest is $6^4 = 1296$, option (E).", "The largest is $2^{10} = 1024$, option (A).") + "\n") + "<answer>A</answer>", "choice A (its working misses 1296 > 1024)"),
    m("t_m_ok_text_tag", "B", G_DAY, "correct", "tag", th(DAY + "\n") + r"<answer>\text{Saturday}</answer>", "a \\text{} wrapper in the tag"),
    m("t_m_text_tag_slip", "A", G_DAY, "wrong", "tag", th(DAY.replace("2 days", "1 day").replace("which is Saturday", "which is Friday") + "\n") + r"<answer>\text{Friday}</answer>", "Friday"),
    m("t_m_ok_degree_tag", "B", G_DEG, "correct", "tag", th(DEG + "\n") + r"<answer>165^\circ</answer>", "degrees written with ^\\circ; the gold is in degrees"),
    m("t_m_empty_after_think", "A", G_CPX, "no_answer", "tag", th(CPX + "\n") + "<answer>\n</answer>", "an empty tag; the gold only in the thinking"),
    m("t_m_ok_cpx_tag_spaces", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "< answer >7+4i< /answer >", "stray spaces in the tag, no spaces in the value"),

    # ================================================================ 2. closing shapes: phrase + ####, bold, Final answer (h_)
    g("h_ok_hash_period", "B", "317", "correct", "hash", COOK + "#### 317.", "#### with a trailing period"),
    g("h_hash_period_slip", "A", "317", "wrong", "hash", COOK_SLIP + "#### 263.", "twin: #### 263."),
    g("h_ok_phrase_then_hash", "B", "317", "correct", "hash", COOK + "The answer is #### 317", "a phrase marker then ####"),
    g("h_ok_colon_hash", "B", "2835", "correct", "hash", PENC + "Final Answer: #### 2835", "Final Answer: then ####"),
    g("h_phrase_hash_slip", "A", "2835", "wrong", "hash", PENC.replace("45 * 63 = <<45*63=2835>>2835", "45 * 63 = <<45*63=2825>>2825") + "Final Answer: #### 2825", "an arithmetic slip 2825, marked after a phrase"),
    g("h_ok_hash_dollar_comma", "B", "22140", "correct", "hash", RENT + "#### $22,140", "#### with a dollar sign and comma"),
    g("h_ok_hash_units", "B", "220.5", "correct", "hash", DRIVE + "#### 220.5 miles", "#### with a unit word"),
    g("h_ok_bold", "B", "1230", "correct", "bold", CRATE + "\nSo the farmer has **1230** apples.", "the answer in bold in the last sentence"),
    g("h_bold_slip", "A", "1230", "wrong", "bold", CRATE.replace("6 * 205 = <<6*205=1230>>1230", "6 * 205 = <<6*205=1203>>1203") + "\nSo the farmer has **1203** apples.", "a digit swap 1203 in bold"),
    g("h_ok_bold_answer_label", "B", "301", "correct", "bold", EPIS + "\n**Answer: 301 minutes**", "a bold Answer: label with units"),
    g("h_bold_gold_in_working", "A", "301", "wrong", "bold", EPIS + "That is 301 / 60 = 5 hours and 1 minute.\n\n**Answer: 5 hours**", "the gold in the working, the bold answer 5 hours (300 minutes, and the minute dropped)"),
    g("h_ok_final_answer_dollars", "B", "181.5", "correct", "final_answer_phrase", BUS + "Final answer: 181.50 dollars", "Final answer: with a unit word"),
    g("h_final_answer_dollars_slip", "A", "181.5", "wrong", "final_answer_phrase", BUS_SLIP + "Final answer: 165 dollars", "twin: 165 dollars"),
    g("h_ok_final_answer_box_variant", "B", "317", "correct", "boxed", COOK + "Final answer: \\box{317}", "\\box{} instead of \\boxed{}"),
    g("h_box_variant_slip", "A", "317", "wrong", "boxed", COOK_SLIP + "Final answer: \\box{263}", "twin: \\box{263}"),
    g("h_ok_boxed_no_braces", "B", "2835", "correct", "boxed", PENC + "The answer is \\boxed 2835.", "debatable: \\boxed without braces (LaTeX would box only the 2, but the text plainly states 2835); proposed correct", True),
    g("h_ok_double_braces", "B", "2835", "correct", "boxed", PENC + "The answer is $\\boxed{{2835}}$.", "doubled braces from a format string"),
    g("h_ok_collapsed_number", "B", "317", "correct", "bare_last_line", "317", "a collapsed run: only the number"),
    g("h_collapsed_number_slip", "A", "317", "wrong", "bare_last_line", "263", "a collapsed run: only 263"),
    g("h_ok_collapsed_hash", "B", "1230", "correct", "hash", "#### 1230", "a collapsed run: only the #### line"),
    g("h_collapsed_two_numbers", "A", "1230", "wrong", "bare_last_line", "1230 1025", "a collapsed run: two numbers, the last 1025"),
    g("h_hash_then_answer_is_other", "A", "220.5", "wrong", "hash", DRIVE + "#### 220.5\nThe answer is 189.", "#### gold then a phrase stating 189: two final answers"),
    g("h_answer_is_gold_hash_other", "A", "220.5", "wrong", "hash", DRIVE + "The answer is 220.5.\n#### 189", "the phrase states the gold, #### 189: two final answers"),
    g("h_ok_answer_colon_space_hash", "B", "-14.25", "correct", "hash", TEMP + "Answer: ####  -14.25", "Answer: then #### with two spaces before a negative decimal"),
    g("h_hash_empty_then_cut", "A", "-14.25", "no_answer", "hash", TEMP + "####", "an empty #### at the end; the gold only in the working"),
    g("h_ok_minerva_dollar", "B", "181.5", "correct", "minerva", BUS + MINERVA.format("\\$181.50"), "a Minerva line with an escaped dollar"),
    g("h_ok_llama_end", "B", "22140", "correct", "boxed", llama(("Find the monthly rent", "The rent is $1,845 per month."), ("Multiply by 12 months", "12 * 1845 = 22140.")) + LLAMA_END.format("22140"), "Llama 3 steps and closing box"),
    g("h_llama_end_slip", "A", "22140", "wrong", "boxed", llama(("Find the monthly rent", "The rent is $1,845 per month."), ("Multiply by 10 months", "10 * 1845 = 18450.")) + LLAMA_END.format("18450"), "twin: 18450"),
    g("h_ok_qwen_end_comma", "B", "22140", "correct", "boxed", qwen("To find the yearly rent, multiply the monthly rent by 12.", ("Monthly rent", "$1,845"), ("Yearly rent", "12 \\times 1845 = 22140")) + QWEN_END.format("22,140"), "Qwen steps, a comma in the box"),
    m("h_m_ok_answer_is_letter", "B", G_MC, "correct", "answer_is", MC + "\nThe answer is (E).", "the choice letter in parentheses"),
    m("h_m_ok_boxed_text_letter", "B", G_MC, "correct", "boxed", MC + "\n$\\boxed{\\text{(E)}}$", "the letter in \\text{} in a box"),
    m("h_m_ok_boxed_letter_value", "B", G_MC, "correct", "boxed", MC + "\n$\\boxed{\\text{(E) } 6^4}$", "the letter and the option's text in the box"),
    m("h_m_letter_slip", "A", G_MC, "wrong", "boxed", MC + "\n$\\boxed{\\text{(D)}}$", "the working names (E), the box says (D): the box is the committed answer"),
    m("h_m_ok_minerva_dfrac", "B", G_PROB, "correct", "minerva", PROB + "\n" + MINERVA.format("$\\dfrac{2}{15}$"), "Minerva line with \\dfrac"),
    m("h_m_minerva_slip", "A", G_PROB, "wrong", "minerva", PROB_SLIP + "\n" + MINERVA.format("$\\dfrac{4}{25}$"), "twin: 4/25 (drawing with replacement)"),
    m("h_m_ok_r1final", "B", G_ANG, "correct", "boxed", th(ANG + "\n") + r1final("\\dfrac{4\\pi}{3}"), "an R1-distill closing block with \\dfrac"),
    m("h_m_r1final_slip", "A", G_ANG, "wrong", "boxed", th(ANG.replace(r"\frac{240\pi}{180} = \frac{4\pi}{3}", r"\frac{120\pi}{180} = \frac{2\pi}{3}") + "\n") + r1final("\\dfrac{2\\pi}{3}"), "2pi/3"),
    m("h_m_ok_qbox_radical", "B", G_RAD, "correct", "boxed", RAD + "\n" + qbox("5\\sqrt6"), "\\sqrt6 without braces"),
    m("h_m_qbox_radical_slip", "A", G_RAD, "wrong", "boxed", r"$\sqrt{150} = \sqrt{36 \cdot 5} = 6\sqrt{5}$." + "\n" + qbox("6\\sqrt{5}"), "6\\sqrt5 (\\sqrt{180}) after factoring 150 as 36 * 5"),
    m("h_m_ok_bold_answer", "B", G_SUM, "correct", "bold", SUM + "\n\n**Final Answer: 1035**", "a bold Final Answer line"),
    m("h_m_bold_slip", "A", G_SUM, "wrong", "bold", SUM.replace("45 \\cdot 46", "44 \\cdot 45").replace("2070", "1980").replace("1035", "990") + "\n\n**Final Answer: 990**", "990: the sum to 44"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_money", "A", "181.5", "wrong", "hash", BUS + "#### 182", "rounded to whole dollars"),
    g("x_ok_money_one_decimal", "B", "181.5", "correct", "hash", BUS + "#### 181.5", "181.5 without the trailing zero"),
    g("x_truncated_distance", "A", "220.5", "wrong", "hash", DRIVE + "#### 220", "truncated to 220"),
    g("x_share_for_percent", "A", "74", "wrong", "hash", SEED + "#### 0.74", "debatable: a decimal share for the percent the question asks; proposed wrong (earlier rounds' decision)", True),
    g("x_ok_percent_word", "B", "74", "correct", "hash", SEED + "#### 74 percent", "the word percent"),
    g("x_close_value", "A", "-14.25", "wrong", "hash", TEMP + "#### -14.2", "one decimal dropped"),
    g("x_ok_fraction_temp", "B", "-14.25", "correct", "boxed", TEMP + "The final temperature is $\\boxed{-\\frac{57}{4}}$ degrees.", "-57/4 = -14.25 exactly"),
    g("x_ok_mixed_hours_minutes_hash", "B", "301", "correct", "hash", EPIS + "#### 301 minutes", "the number of minutes, with the unit"),
    g("x_hours_for_minutes", "A", "301", "wrong", "hash", EPIS + "301 / 60 = 5.0166..., about 5.02 hours.\n#### 5.02", "the answer converted to approximate hours; the question asks minutes"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + " As a decimal, $\\boxed{0.78}$.", "0.78 is not 7/9"),
    m("x_m_ok_repeating_bar", "B", G_REP, "correct", "boxed", REP + " So $\\boxed{0.\\overline{7}}$ written as a fraction is $\\boxed{\\frac{7}{9}}$.", "two boxes, the last the gold (the first restates the given number)"),
    m("x_m_decimal_radical", "A", G_RAD, "wrong", "boxed", RAD + " So the answer is approximately $\\boxed{12.25}$", "a decimal for 5\\sqrt6 (12.2474...)"),
    m("x_m_ok_sqrt150", "B", G_RAD, "correct", "boxed", r"The expression is $\sqrt{150} = \sqrt{2 \cdot 3 \cdot 5^2}$. So the answer is $\boxed{\sqrt{150}}$.", "debatable: \\sqrt{150} equals 5\\sqrt6 but is not simplified as the question asks; proposed correct (equal in value)", True),
    m("x_m_ok_unsimplified_prob", "B", G_PROB, "correct", "boxed", PROB.replace(r" = \frac{2}{15}", "") + " So the answer is $\\boxed{\\frac{6}{45}}$", "6/45 = 2/15 unsimplified"),
    m("x_m_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB + " So the answer is approximately $\\boxed{0.13}$", "0.13 is not 2/15 (0.1333...)"),
    m("x_m_ok_decimal_exact_x", "B", G_LIN, "correct", "boxed", LIN + " So the answer is $\\boxed{x = -1.5}$", "-1.5 = -3/2 exactly"),
    m("x_m_decimal_angle", "A", G_ANG, "wrong", "boxed", ANG + " So the answer is approximately $\\boxed{4.19}$", "4.19 is not 4\\pi/3 (4.18879...)"),
    m("x_m_ok_pi_over", "B", G_ANG, "correct", "boxed", ANG + " So the answer is $\\boxed{\\frac{4}{3}\\pi}$", "4/3 pi written coefficient first"),
    m("x_m_sqrt_decimal_dist", "A", G_DIST, "wrong", "boxed", DIST + " So the answer is approximately $\\boxed{9.22}$", "9.22 is not \\sqrt{85} (9.2195...)"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_ok_not_other_tag", "B", "317", "correct", "tag", th(COOK) + "<answer>not 263, it is 317</answer>", "a wrong value negated, then the gold"),
    g("n_not_gold_tag", "A", "317", "wrong", "tag", th(COOK_SLIP) + "<answer>not 317, it is 263</answer>", "twin: the gold negated, 263 stated"),
    g("n_ok_paren_not", "B", "317", "correct", "hash", COOK + "#### 317 (not 263)", "a parenthetical negation of another value"),
    g("n_paren_not_gold", "A", "317", "wrong", "hash", COOK_SLIP + "#### 263 (not 317)", "twin: the gold is the negated value"),
    g("n_ok_strike_then_gold", "B", "2835", "correct", "hash", PENC + "#### ~~2825~~ 2835", "a struck slip, then the gold"),
    g("n_strike_gold_only", "A", "2835", "no_answer", "hash", PENC + "#### ~~2835~~", "the gold struck out, nothing after"),
    g("n_strike_gold_then_other", "A", "2835", "wrong", "hash", PENC + "#### ~~2835~~ 2825", "the gold struck, 2825 after"),
    g("n_answer_is_not", "A", "1230", "no_answer", "answer_is", CRATE + "Hmm, the answer is not 1230.", "the gold negated with nothing after"),
    g("n_not_but_other", "A", "1230", "wrong", "answer_is", CRATE + "So the answer is not 1230 but 1025.", "the gold negated, 1025 stated"),
    g("n_ok_not_but_gold", "B", "1230", "correct", "answer_is", CRATE + "So the answer is not 1025 but 1230.", "twin: 1025 negated, the gold stated"),
    g("n_marked_wrong_box", "A", "301", "wrong", "boxed", EPIS + "$\\boxed{301 \\text{ (incorrect)}}$", "the model marks its own value incorrect"),
    g("n_ok_checkmark", "B", "301", "correct", "hash", EPIS + "#### 301\nCheck: 301 / 7 = 43 ✓", "a check with a tick after the answer"),
    g("n_cross_gold_then_other", "A", "301", "wrong", "answer_is", EPIS + "The answer is 301 ✗\nRecount: 6 episodes * 43 = 258.\nThe answer is 258.", "the gold crossed, a recount states 258"),
    g("n_zh_not_gold", "A", "317", "wrong", "answer_is", COOK_SLIP + "答案不是317，而是263。", "Chinese: 'The answer is not 317 but 263.'"),
    g("n_es_ok_not_other", "B", "317", "correct", "answer_is", COOK + "La respuesta no es 263, sino 317.", "Spanish: 'The answer is not 263 but 317.'"),
    m("n_m_neq_box", "A", G_LIN, "no_answer", "boxed", LIN + " So the answer is $\\boxed{x \\neq -\\frac{3}{2}}$", "a box that says x is NOT the gold"),
    m("n_m_ok_not_other", "B", G_REP, "correct", "boxed", REP + " So the answer is $\\boxed{\\frac{7}{9}}$ (not $\\frac{7}{10}$)", "the box, then a negated slip"),
    m("n_m_not_gold", "A", G_REP, "wrong", "boxed", REP_SLIP + " So the answer is $\\boxed{\\frac{7}{10}}$ (not $\\frac{7}{9}$)", "twin: the gold is the negated value"),
    m("n_m_ok_strike_latex", "B", G_CPX, "correct", "boxed", CPX + " So the answer is $\\boxed{\\sout{1 + 4i}\\ 7 + 4i}$", "a \\sout slip, then the gold in the box"),
    m("n_m_strike_gold_latex", "A", G_CPX, "wrong", "boxed", CPX_SLIP + " So the answer is $\\boxed{\\sout{7 + 4i}\\ 1 + 4i}$", "the gold struck with \\sout, 1 + 4i after"),
    m("n_m_cancel_only", "A", G_CPX, "no_answer", "boxed", CPX + " So the answer is $\\boxed{\\cancel{7 + 4i}}$", "the gold cancelled, nothing after"),
    m("n_m_wrong_annotation", "A", G_POLY, "wrong", "boxed", POLY + " So the answer is $\\boxed{x^2 - 3x - 28}$ (wrong, see below)\n\nRedo: $(x + 4)(x - 7) = x^2 + 3x - 28$, so the answer is $\\boxed{x^2 + 3x - 28}$.", "the gold box annotated wrong, the redo boxes x^2 + 3x - 28"),
    m("n_m_ok_redo_gold", "B", G_POLY, "correct", "boxed", "$(x + 4)(x - 7) = x^2 + 3x - 28$, so $\\boxed{x^2 + 3x - 28}$ (wrong, see below)\n\nRedo: $(x + 4)(x - 7) = x^2 - 7x + 4x - 28 = x^2 - 3x - 28$, so the answer is $\\boxed{x^2 - 3x - 28}$.", "twin: the slip annotated wrong, the redo boxes the gold"),

    # ================================================================ 5. unit words and currency (u_)
    g("u_ok_units_hash", "B", "2835", "correct", "hash", PENC + "#### 2835 pencils", "a unit word after the #### value"),
    g("u_given_value", "A", "2835", "wrong", "hash", PENC + "#### 45 boxes", "the given count of boxes, not the pencils"),
    g("u_ok_usd", "B", "181.5", "correct", "hash", BUS + "#### 181.50 USD", "USD after the value"),
    g("u_ok_dollar_cents", "B", "22140", "correct", "hash", RENT + "#### $22,140.00", "dollars with cents"),
    g("u_ok_thousand_word", "B", "22140", "correct", "answer_is", RENT + "The answer is 22.14 thousand dollars.", "debatable: 22.14 thousand = 22140; proposed correct (equal in value)", True),
    g("u_thousand_slip", "A", "22140", "wrong", "answer_is", RENT + "The answer is 22.14 dollars.", "the thousands lost: 22.14"),
    g("u_ok_hours_minutes", "B", "301", "correct", "final_answer_phrase", EPIS + "That is 5 hours and 1 minute.\nFinal answer: 5 hours 1 minute", "debatable: 5 h 1 min = 301 minutes, but no number 301 in the final line; proposed correct (equal in value)", True),
    g("u_hours_only", "A", "301", "wrong", "final_answer_phrase", EPIS + "That is about 5 hours.\nFinal answer: 5 hours", "about 5 hours is 300 minutes, not 301"),
    g("u_ok_below_zero", "B", "-14.25", "correct", "hash", TEMP + "#### 14.25 degrees below zero", "debatable: 'below zero' on the #### line itself states -14.25; proposed correct", True),
    g("u_ok_celsius", "B", "-14.25", "correct", "hash", TEMP + "#### -14.25°C", "a degree sign and C glued to the value"),
    g("u_above_zero_slip", "A", "-14.25", "wrong", "hash", TEMP_SLIP + "#### 8.25 degrees", "the drop added: 8.25"),
    g("u_ok_miles_abbrev", "B", "220.5", "correct", "hash", DRIVE + "#### 220.5 mi", "mi after the value"),
    g("u_speed_for_distance", "A", "220.5", "wrong", "hash", DRIVE + "#### 63 mph", "the given speed, not the distance"),
    g("u_ok_percent_sign_space", "B", "74", "correct", "tag", th(SEED) + "<answer>74 %</answer>", "a space before %"),
    g("u_count_for_percent", "A", "74", "wrong", "tag", th(SEED) + "<answer>37 seeds</answer>", "the count of sprouted seeds, not the percent"),
    g("u_ok_dollars_word_first", "B", "181.5", "correct", "answer_is", BUS + "She spends a total of $181.50 on bus fare.", "a plain final sentence with the dollar value"),
    g("u_cents_slip", "A", "181.5", "wrong", "answer_is", BUS + "She spends a total of 18150 cents on bus fare... so $18,150.", "cents read as dollars: $18,150"),
    g("u_ok_apples_word", "B", "1230", "correct", "final_answer_phrase", CRATE + "Final answer: 1,230 apples", "a comma and a unit word"),
    m("u_m_ok_degree_circ", "B", G_DEG, "correct", "boxed", DEG + " So the answer is $\\boxed{165^{\\circ}}$", "^{\\circ} with braces"),
    m("u_m_ok_degree_text", "B", G_DEG, "correct", "boxed", DEG + " So the answer is $\\boxed{165 \\text{ degrees}}$", "\\text{ degrees}"),
    m("u_m_ok_degree_unicode", "B", G_DEG, "correct", "boxed", DEG + " So the answer is $\\boxed{165°}$", "a Unicode degree sign"),
    m("u_m_exterior", "A", G_DEG, "wrong", "boxed", DEG.replace("each angle is", "each exterior angle is $360/24 = 15$ degrees and each angle is") + " The answer is $\\boxed{15^\\circ}$.", "the exterior angle 15 boxed"),
    m("u_m_degrees_for_radians", "A", G_ANG, "wrong", "boxed", "The angle is $\\boxed{240^\\circ}$.", "debatable: 240 degrees is the same angle, but the question asks radians and the box restates the given; proposed wrong", True),
    m("u_m_ok_radians_word", "B", G_ANG, "correct", "boxed", ANG + " So the answer is $\\boxed{\\frac{4\\pi}{3} \\text{ radians}}$", "\\text{ radians} after the value"),
    m("u_m_ok_units_dist", "B", G_DIST, "correct", "boxed", DIST + " So the answer is $\\boxed{\\sqrt{85} \\text{ units}}$", "\\text{ units}"),

    # ================================================================ 6. retractions and after-text: turns, new problems, loops (r_)
    g("r_ok_user_turn_after", "B", "317", "correct", "hash", COOK + "#### 317\n\nUser: Thanks! What if she sold 200 cookies?\nAssistant: Then she would have 456 - 200 = 256 cookies left.\n#### 256", "an invented User/Assistant turn after the answer; its own #### does not count"),
    g("r_user_turn_gold_only_there", "A", "317", "wrong", "hash", COOK_SLIP + "#### 263\n\nUser: Are you sure? I think she sold 139.\nAssistant: You're right: 456 - 139 = 317.\n#### 317", "the posed question's answer is 263; the gold only in an invented next turn"),
    g("r_ok_im_user_after", "B", "2835", "correct", "hash", PENC + "#### 2835" + IM_USER + "A baker makes 12 loaves an hour for 8 hours. How many loaves?" + IM_ASSIST + "12 * 8 = 96\n#### 96", "ChatML turns invented after the answer"),
    g("r_im_user_gold_after", "A", "2835", "wrong", "hash", PENC.replace("45 * 63 = <<45*63=2835>>2835", "45 * 63 = <<45*63=2825>>2825") + "#### 2825" + IM_USER + "Check 45 * 63 again." + IM_ASSIST + "45 * 63 = 2835\n#### 2835", "the posed answer is 2825; the gold only in an invented user/assistant exchange"),
    g("r_ok_eot_user_after", "B", "1230", "correct", "boxed", CRATE + LLAMA_END.format("1230") + EOT_USER + "Now do 7 crates." + EOT_ASSIST + "7 * 205 = 1435. " + LLAMA_END.format("1435"), "Llama 3 turns invented after the answer"),
    g("r_eot_gold_after", "A", "1230", "wrong", "boxed", "Each crate holds 205 apples, so 5 crates hold 5 * 205 = 1025 apples.\n" + LLAMA_END.format("1025") + EOT_USER + "There are 6 crates." + EOT_ASSIST + "6 * 205 = 1230. " + LLAMA_END.format("1230"), "the posed answer 1025; the gold in the invented next turn"),
    g("r_ok_self_set_problem", "B", "301", "correct", "hash", EPIS + "#### 301\n\nQuestion: Tom reads 25 pages a day for 9 days. How many pages does he read?\nAnswer: 25 * 9 = 225\n#### 225", "a self-set new problem with its own #### after the answer"),
    g("r_self_set_gold_there", "A", "301", "wrong", "hash", "Each episode is 43 minutes long, so 6 episodes take 6 * 43 = 258 minutes.\n#### 258\n\nQuestion: A show has 7 episodes of 43 minutes. How long is it?\nAnswer: 7 * 43 = 301\n#### 301", "the posed answer is 258; the gold only as the answer of a self-set problem"),
    g("r_ok_human_turn", "B", "220.5", "correct", "answer_is", DRIVE + "The answer is 220.5.\n\nHuman: What about 4 hours?\n\nAssistant: 63 * 4 = 252 miles. The answer is 252.", "a Human/Assistant turn invented after the answer"),
    g("r_ok_loop_same", "B", "317", "correct", "hash", COOK + "#### 317\n#### 317\n#### 317\n#### 317\n#### 317\n#### 317\n#### 317\n#### 3", "debatable: a repetition loop of the gold, cut at the token cap inside a last '#### 3'; proposed correct (the cut line is no committed value)", True),
    g("r_loop_alternating", "A", "317", "wrong", "hash", COOK + "#### 317\n#### 263\n#### 317\n#### 263\n#### 317\n#### 263", "a loop alternating two values, the last 263: two different final answers"),
    g("r_ok_answer_is_loop", "B", "1230", "correct", "answer_is", CRATE + "The answer is 1230. The answer is 1230. The answer is 1230. The answer is 1230. The answer is 1230. The answer is", "a sentence loop of the gold, cut at the cap"),
    g("r_ok_restart_cut", "B", "2835", "correct", "hash", PENC + "#### 2835\n\nLet me solve it again. There are 45 boxes. Each box has 63 pencils. So 45 *", "debatable: a restart of the working cut off after the committed answer; proposed correct (the restart states no new value)", True),
    g("r_restart_new_value", "A", "2835", "wrong", "hash", PENC + "#### 2835\n\nWait, let me recompute: 45 * 63 = 2700 + 125 = 2825.\n#### 2825", "a recomputation after the answer gives a new #### 2825 (corrected to a wrong value)"),
    g("r_ok_recheck_confirms", "B", "-14.25", "correct", "hash", TEMP + "#### -14.25\nLet me verify: -14.25 + 11.25 = -3. Correct.", "a check after the answer confirming it"),
    g("r_actually_other", "A", "-14.25", "wrong", "hash", TEMP + "#### -14.25\nActually, the temperature rises, so -3 + 11.25 = 8.25.\n#### 8.25", "a correction to 8.25 after the gold"),
    g("r_ok_actually_gold", "B", "-14.25", "correct", "hash", TEMP_SLIP + "#### 8.25\nActually, the temperature drops, so it is -3 - 11.25 = -14.25.\n#### -14.25", "twin: a correction to the gold"),
    g("r_ok_pleasantry", "B", "181.5", "correct", "hash", BUS + "#### 181.50\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    g("r_de_retract", "A", "22140", "wrong", "hash", RENT + "#### 22140\nNein, Moment: sie zahlt nur 10 Monate, also 18450.\n#### 18450", "German: 'No, wait: she pays only 10 months, so 18450.' A correction to 18450"),
    g("r_fr_ok_confirm", "B", "22140", "correct", "hash", RENT + "#### 22140\nVérification : 22140 / 12 = 1845. C'est correct.", "French: 'Check: 22140 / 12 = 1845. That is correct.'"),
    g("r_ru_retract", "A", "1230", "wrong", "answer_is", CRATE + "Ответ: 1230.\nОй, ошибка: ящиков 5, значит 5 * 205 = 1025.\nОтвет: 1025.", "Russian: 'Answer: 1230. Oops, a mistake: there are 5 crates, so 5 * 205 = 1025. Answer: 1025.'"),
    g("r_ok_pt_answer", "B", "1230", "correct", "answer_is", "Cada caixa tem 205 maçãs, então 6 caixas têm 6 * 205 = 1230 maçãs.\nResposta: 1230 maçãs.", "Portuguese: 'Each crate has 205 apples, so 6 crates have 6 * 205 = 1230 apples. Answer: 1230 apples.'"),
    g("r_zh_ok_hash", "B", "317", "correct", "hash", "19盘，每盘24块饼干，共 19 × 24 = 456 块。卖掉139块，剩下 456 − 139 = 317 块。\n#### 317", "Chinese: '19 trays of 24 cookies, 456 in all. 139 sold, 317 left.'"),
    g("r_cut_before_answer", "A", "317", "no_answer", "truncated", "Each tray holds 24 cookies, so 19 trays hold 19 * 24 = <<19*24=456>>456 cookies.\nShe sold 139 of them, so 456 - 139 = <<456-139=", "cut inside a calculator annotation before the result"),
    g("r_cut_mid_number", "A", "317", "no_answer", "truncated", COOK + "#### 31", "debatable: cut at the token cap in the middle of the #### value; 317 only in the working; proposed no_answer (a reader could also take the working's 317 or read 31 as wrong)", True),
    m("r_m_ok_user_turn", "B", G_SYS, "correct", "boxed", SYS + " The solution is $\\boxed{(4, 3)}$.\n\nUser: Solve $x + y = 5$, $x - y = 1$.\nAssistant: $x = 3$, $y = 2$, so $\\boxed{(3, 2)}$.", "an invented turn with its own box after the answer"),
    m("r_m_user_turn_gold", "A", G_SYS, "wrong", "boxed", "Adding the equations gives $3x = 12$, so $x = 4$ and $y = 11 - 4 = 7$. The solution is $\\boxed{(4, 7)}$.\n\nUser: Check with $x - y = 1$.\nAssistant: $4 - 7 \\ne 1$; from $x - y = 1$, $y = 3$. So $\\boxed{(4, 3)}$.", "the posed answer (4, 7) (y from 11 - x, not 11 - 2x); the gold only in an invented turn"),
    m("r_m_ok_new_problem", "B", G_SUM, "correct", "boxed", SUM + " The answer is $\\boxed{1035}$.\n\nProblem: Find $1 + 2 + \\cdots + 20$.\nSolution: $\\frac{20 \\cdot 21}{2} = 210$, so $\\boxed{210}$.", "a self-set new problem with its own box after the answer"),
    m("r_m_new_problem_gold", "A", G_SUM, "wrong", "boxed", "$1 + 2 + \\cdots + 44 = \\frac{44 \\cdot 45}{2} = 990$, so $\\boxed{990}$.\n\nProblem: Find $1 + 2 + \\cdots + 45$.\nSolution: $\\frac{45 \\cdot 46}{2} = 1035$, so $\\boxed{1035}$.", "the posed answer is 990 (summed to 44); the gold only under a self-set 'Problem:'"),
    m("r_m_ok_loop_box", "B", G_RAD, "correct", "boxed", RAD + " So the answer is $\\boxed{5\\sqrt{6}}$ $\\boxed{5\\sqrt{6}}$ $\\boxed{5\\sqrt{6}}$ $\\boxed{5\\sqrt{6}}$ $\\boxed{5\\sqrt{", "debatable: a box loop of the gold, cut inside the last box; proposed correct (the cut box is no committed value)", True),
    m("r_m_loop_drift", "A", G_RAD, "wrong", "boxed", RAD + " So the answer is $\\boxed{5\\sqrt{6}}$ $\\boxed{6\\sqrt{5}}$ $\\boxed{5\\sqrt{6}}$ $\\boxed{6\\sqrt{5}}$", "a loop alternating two boxes, the last 6\\sqrt5"),
    m("r_m_wait_other", "A", G_PROB, "wrong", "boxed", PROB + " So the answer is $\\boxed{\\frac{2}{15}}$\n\nWait, the marbles are replaced, so it is $\\frac{4}{10} \\cdot \\frac{4}{10} = \\frac{4}{25}$. $\\boxed{\\frac{4}{25}}$", "a correction after the gold to 4/25"),
    m("r_m_ok_wait_gold", "B", G_PROB, "correct", "boxed", PROB_SLIP + " So the answer is $\\boxed{\\frac{4}{25}}$\n\nWait, the marbles are not replaced: $\\frac{4}{10} \\cdot \\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15}$. $\\boxed{\\frac{2}{15}}$", "twin: a correction to the gold (4/10 * 3/9 = 12/90 = 2/15)"),
    m("r_m_cut_before_box", "A", G_INT, "no_answer", "truncated", INT + " So the solution set is $\\boxed{(-\\infty,", "cut inside the box before the set is stated"),
    m("r_m_ok_sure_after", "B", G_DAY, "correct", "boxed", DAY + " So the answer is $\\boxed{\\text{Saturday}}$\n\nI am confident in this answer.", "a confidence remark after the box"),

    # ================================================================ 7. quoted, reported, hypothetical, other-turn text (q_)
    g("q_hypothetical_gold", "A", "317", "wrong", "answer_is", "19 * 24 = 456 cookies in all. If she had sold 139, she would have 456 - 139 = 317 left. But she sold 193, so she has 456 - 193 = 263 left.\nThe answer is 263.", "the gold only under 'if she had sold 139'; the answer is 263"),
    g("q_ok_hypothetical_other", "B", "317", "correct", "answer_is", "19 * 24 = 456 cookies in all. If she had sold 193, she would have 456 - 193 = 263 left. But she sold 139, so she has 456 - 139 = 317 left.\nThe answer is 317.", "twin: the slip value only in the hypothetical"),
    g("q_friend_says_gold", "A", "2835", "wrong", "hash", "My calculation: 45 * 63 = 2825. Someone might say the answer is 2835, but I will go with my result.\n#### 2825", "the gold is someone else's claim; the model's #### is 2825"),
    g("q_ok_friend_says_other", "B", "2835", "correct", "hash", PENC + "Someone might say the answer is 2825, but 45 * 63 = 2835.\n#### 2835", "twin: the slip is the reported claim"),
    g("q_tag_if_gold", "A", "317", "wrong", "tag", th(COOK_SLIP) + "<answer>If the answer were 317, then 317 + 193 = 510, not 456, so the answer is 263.</answer>", "the gold only as a rejected supposition in the tag"),
    g("q_echo_instruction", "A", "181.5", "no_answer", "none", "Let's think step by step and output the final answer after \"####\".", "a collapsed run echoing the instruction: no answer"),
    g("q_echo_example_answer", "A", "181.5", "no_answer", "tag", "A conversation between User and Assistant. The assistant first thinks about the reasoning process in the mind and then provides the user with the answer. <think> reasoning process here </think> <answer> answer here </answer>", "the R1-Zero template echoed with placeholders"),
    g("q_ok_fewshot_tail", "B", "220.5", "correct", "answer_is", DRIVE + "The answer is 220.5.\n\nQ: A cyclist rides 12 miles per hour for 2 hours. How far does she ride?\nA: 12 * 2 = 24. The answer is 24.", "a base model's few-shot tail: an invented Q/A after the answer"),
    g("q_fewshot_tail_gold", "A", "220.5", "wrong", "answer_is", "He drives 63 * 3 = 189 miles. The answer is 189.\n\nQ: A car goes 63 miles per hour for 3.5 hours. How far does it go?\nA: 63 * 3.5 = 220.5. The answer is 220.5.", "the posed answer is 189; the gold only in an invented Q/A"),
    g("q_question_restated", "A", "1230", "no_answer", "none", "Question: A farmer has 6 crates with 205 apples in each crate. How many apples does he have?\nAnswer: Let's think step by step.", "a collapsed run restating the question: no answer"),
    m("q_m_answer_key", "A", G_MC, "wrong", "boxed", MC.replace("The largest is $6^4 = 1296$, option (E).", "The answer key says (E), but $2^{10} = 1024$ is the largest here.") + " So the answer is $\\boxed{\\text{(A)}}$", "the gold is the 'answer key's; the model boxes (A)"),
    m("q_m_ok_common_mistake", "B", G_CPX, "correct", "boxed", "A common mistake gives $1 + 4i$ by treating $-3i^2$ as $-3$. " + CPX + " The answer is $\\boxed{7 + 4i}$.", "the slip only as a reported common mistake"),
    m("q_m_common_mistake_gold", "A", G_CPX, "wrong", "boxed", "A common mistake gives $\\boxed{7 + 4i}$ by treating $-3i^2$ as $+3$. " + CPX_SLIP + " The answer is $\\boxed{1 + 4i}$.", "twin: the gold boxed as the 'common mistake'; the answer 1 + 4i"),
    m("q_m_ok_suppose", "B", G_LIN, "correct", "boxed", r"Suppose the equation were $4x - 9 = 3$; then $x = 3$. Here it is $4x + 9 = 3$, so $4x = -6$ and $x = -\frac{3}{2}$. So the answer is $\boxed{-\frac{3}{2}}$.", "a hypothetical variant, then the gold"),
    m("q_m_suppose_gold", "A", G_LIN, "wrong", "boxed", "If the equation were $4x + 9 = 3$ we would get $x = -\\frac{3}{2}$. Reading it as $4x - 9 = 3$: $4x = 12$, $x = 3$. $\\boxed{3}$", "the gold only under a hypothetical; the box 3"),
    m("q_m_im_user_gold", "A", G_DEG, "wrong", "boxed", "Each exterior angle is $\\frac{360}{24} = 15$ degrees. $\\boxed{15}$" + IM_USER + "That's the exterior angle. What is the interior angle?" + IM_ASSIST + "$180 - 15 = 165$. $\\boxed{165}$", "the posed answer 15; the gold only in invented ChatML turns"),
    m("q_m_ok_im_user_after", "B", G_DEG, "correct", "boxed", DEG + " So the answer is $\\boxed{165}$" + IM_USER + "And the exterior angle?" + IM_ASSIST + "$180 - 165 = 15$. $\\boxed{15}$", "twin: invented turns with another box after the gold"),

    # ================================================================ 8. bad input JSON can hold (b_)
    g("b_ok_endoftext", "B", "317", "correct", "hash", COOK + "#### 317<|endoftext|>", "an end-of-text token glued after the value"),
    g("b_ok_eos_repeat", "B", "317", "correct", "hash", COOK + "#### 317</s></s></s></s>", "repeated </s> tokens"),
    g("b_eos_slip", "A", "317", "wrong", "hash", COOK_SLIP + "#### 263</s></s></s></s>", "twin: 263"),
    g("b_ok_tag_im_end", "B", "2835", "correct", "tag", th(PENC) + "<answer>2835</answer><|im_end|><|endoftext|>", "chat end tokens after the tag"),
    g("b_ok_unicode_minus", "B", "-14.25", "correct", "hash", TEMP + "#### \u221214.25", "U+2212 minus sign"),
    g("b_unicode_minus_slip", "A", "-14.25", "wrong", "hash", TEMP + "#### \u221211.25", "U+2212 with the drop, not the final temperature: -11.25"),
    g("b_ok_fullwidth", "B", "317", "correct", "hash", COOK + "#### \uff13\uff11\uff17", "full-width digits 317"),
    g("b_ok_nbsp_thousands", "B", "22140", "correct", "hash", RENT + "#### 22\u00a0140", "a no-break space as the thousands separator"),
    g("b_ok_zwsp_after", "B", "1230", "correct", "hash", CRATE + "#### 1230\u200b", "a zero-width space after the value"),
    g("b_replacement_char_slip", "A", "1230", "wrong", "hash", CRATE + "#### 1025\ufffd", "1025 followed by a replacement character"),
    g("b_ok_bang_tail", "B", "301", "correct", "hash", EPIS + "#### 301" + "!" * 3000, "a collapsed fp16 tail of 3000 exclamation marks after the answer"),
    g("b_ok_emoji", "B", "317", "correct", "hash", COOK + "#### 317 \U0001f36a", "a cookie emoji after the value"),
    g("b_ok_long_think", "B", "317", "correct", "tag", th(COOK * 150) + "<answer>317</answer>", "a very long repeated thinking block, then the tag"),
    g("b_long_think_slip", "A", "317", "wrong", "tag", th(COOK * 150) + "<answer>263</answer>", "twin: the working says 317 150 times, the tag 263"),
    g("b_ok_crlf_tabs", "B", "181.5", "correct", "tag", th(BUS.replace("\n", "\r\n")) + "<answer>\t181.50\t</answer>\r\n", "CRLF line ends and tabs in the tag"),
    m("b_m_ok_unicode_interval", "B", G_INT, "correct", "boxed", INT + " So the answer is $\\boxed{(-\u221e, -3] \u222a [4, \u221e)}$", "Unicode infinity and union signs"),
    m("b_m_unicode_interval_slip", "A", G_INT, "wrong", "boxed", INT + " So the answer is $\\boxed{[-3, 4]}$", "the complement [-3, 4]"),
    m("b_m_ok_unicode_pi", "B", G_ANG, "correct", "boxed", ANG + " So the answer is $\\boxed{4\u03c0/3}$", "a Unicode pi and a slash"),
    m("b_m_ok_unicode_minus_frac", "B", G_LIN, "correct", "boxed", LIN + " So the answer is $\\boxed{\u2212\\frac{3}{2}}$", "U+2212 before \\frac"),
    m("b_m_ok_endoftext", "B", G_DIST, "correct", "boxed", DIST + " So the answer is $\\boxed{\\sqrt{85}}$<|endoftext|>Human:", "an end token and a dangling 'Human:' after the box"),
    m("b_m_ok_unicode_sqrt", "B", G_RAD, "correct", "bare_last_line", RAD + "\n5\u221a6", "a Unicode square root on the last line"),
    m("b_m_unicode_sqrt_slip", "A", G_RAD, "wrong", "bare_last_line", r"$\sqrt{150} = \sqrt{36 \cdot 5} = 6\sqrt{5}$." + "\n6\u221a5", "twin: 6\u221a5"),

    # ================================================================ 9. more MATH shapes, mostly kind A
    m("t_m_hedge_tag", "A", G_REP, "wrong", "tag", th(REP + "\n") + r"<answer>\frac{7}{9} or 0.78</answer>", "a hedge between 7/9 and 0.78 in the tag"),
    m("t_m_working_in_tag_slip", "A", G_LIN, "wrong", "tag", th("Move 9 to the other side and divide by 4.\n") + r"<answer>$4x = 3 + 9 = 12$, so $x = 3$</answer>", "the working in the tag (sign slip) ends x = 3"),
    m("t_m_ok_working_in_tag", "B", G_LIN, "correct", "tag", th("Move 9 to the other side and divide by 4.\n") + r"<answer>$4x = 3 - 9 = -6$, so $x = -\frac{3}{2}$</answer>", "twin: the working in the tag ends x = -3/2"),
    m("t_m_unclosed_slip", "A", G_PROB, "wrong", "tag", th(r"Two of 10 marbles; red is 4 of 10, so $\frac{4}{10} = \frac{2}{5}$." + "\n") + r"<answer>\frac{2}{5}", "an unclosed tag with 2/5"),
    m("t_m_ok_unclosed", "B", G_PROB, "correct", "tag", th(PROB + "\n") + r"<answer>\frac{2}{15}", "twin: an unclosed tag with the gold"),
    m("h_m_two_boxes_hedge", "A", G_SYS, "wrong", "boxed", SYS + r" The answer is $\boxed{(4, 3)}$ or $\boxed{(3, 4)}$.", "a hedge between two boxed pairs"),
    m("h_m_ok_box_variant", "B", G_REP, "correct", "boxed", REP + r" Final answer: \box{\frac{7}{9}}", "\\box{} instead of \\boxed{}"),
    m("h_m_box_variant_slip", "A", G_REP, "wrong", "boxed", REP_SLIP + r" Final answer: \box{\frac{7}{10}}", "twin: \\box{\\frac{7}{10}}"),
    m("h_m_ok_collapsed_box", "B", G_DEG, "correct", "boxed", r"\boxed{165}", "a collapsed run: only the box"),
    m("h_m_collapsed_box_slip", "A", G_DEG, "wrong", "boxed", r"\boxed{15}", "a collapsed run: only a box with 15"),
    m("h_m_two_finals", "A", G_SUM, "wrong", "boxed", SUM + r" The answer is $\boxed{1035}$." + "\n\nFinal answer: 990", "a box with the gold, then a different 'Final answer: 990' line: two final answers"),
    m("q_m_hypothetical_interval", "A", G_INT, "wrong", "boxed", r"Factor: $x^2 - x - 12 = (x - 4)(x + 3)$. If the inequality were non-strict, the solution would be $(-\infty, -3] \cup [4, \infty)$; since it is strict, the answer is $\boxed{(-\infty, -3) \cup (4, \infty)}$.", "the gold only under a hypothetical (the model misreads >= as >); the box has open ends"),
    m("q_m_ok_hypothetical_interval", "B", G_INT, "correct", "boxed", r"Factor: $x^2 - x - 12 = (x - 4)(x + 3)$. If the inequality were strict, the solution would be $(-\infty, -3) \cup (4, \infty)$; since it is $\ge$, the endpoints are included and the answer is $\boxed{(-\infty, -3] \cup [4, \infty)}$.", "twin: the open-ended set only under a hypothetical"),
    m("x_m_mixed_brackets", "A", G_INT, "wrong", "boxed", INT + r" So the answer is $\boxed{(-\infty, -3) \cup [4, \infty)}$.", "-3 left out: a bracket slip"),
    m("u_m_ok_tuple_xy", "B", G_SYS, "correct", "boxed", SYS + r" So the answer is $\boxed{x = 4, y = 3}$.", "the pair written as x = 4, y = 3"),
    m("u_m_tuple_xy_slip", "A", G_SYS, "wrong", "boxed", SYS + r" So the answer is $\boxed{x = 3, y = 4}$.", "x and y swapped"),
    m("x_m_ok_frac_no_braces", "B", G_REP, "correct", "boxed", REP + r" So the answer is $\boxed{\frac79}$.", "\\frac79 without braces"),
    m("x_m_frac_inverted", "A", G_REP, "wrong", "boxed", REP + r" So the answer is $\boxed{\frac97}$.", "the fraction inverted: 9/7"),
    m("h_m_ok_text_wrapper_answer", "B", G_DAY, "correct", "boxed", DAY + r" So the answer is $\boxed{\text{Saturday}}$.", "a \\text{} wrapper in the box"),
    m("h_m_text_wrapper_hedge", "A", G_DAY, "wrong", "boxed", DAY + r" So the answer is $\boxed{\text{Saturday or Sunday}}$.", "a hedge between two days inside the box"),
    g("t_tag_approx", "A", "220.5", "wrong", "tag", th(DRIVE) + "<answer>about 220 miles</answer>", "an approximate 220"),
    g("h_hash_approx", "A", "301", "wrong", "hash", EPIS + "#### about 300", "an approximate 300"),
    g("t_user_turn_in_tag_run", "A", "1230", "wrong", "tag", th("5 crates of 205 apples is 5 * 205 = 1025.\n") + "<answer>1025</answer>\nUser: There are 6 crates, not 5.\nAssistant: <think>\n6 * 205 = 1230.\n</think>\n<answer>1230</answer>", "the posed answer is 1025; the gold only in an invented next turn's tag"),
    g("t_ok_user_turn_in_tag_run", "B", "1230", "correct", "tag", th(CRATE) + "<answer>1230</answer>\nUser: What about 5 crates?\nAssistant: <think>\n5 * 205 = 1025.\n</think>\n<answer>1025</answer>", "twin: an invented next turn's tag after the gold"),
    g("h_ok_plain_prose", "B", "317", "correct", "prose_sentence", COOK_PLAIN, "no marker: the last sentence states the gold"),
    g("h_plain_prose_slip", "A", "317", "wrong", "prose_sentence", COOK_PLAIN.replace("139", "193").replace("317", "263"), "twin: the last sentence states 263 (193 sold)"),
]
# fmt: on

DECISIONS = {
    "t_ok_inline_product": (
        "accept",
        "the tag states 7 * 43, equal in value to 301 (README: equal in value is correct)",
    ),
    "x_share_for_percent": (
        "reject",
        "0.74 is the share; the question asks the percent, 74 (earlier rounds' GSM8K decision)",
    ),
    "x_m_ok_sqrt150": (
        "accept",
        "\\sqrt{150} equals 5\\sqrt6; an unsimplified exact value is equal in value (README)",
    ),
    "u_ok_thousand_word": ("accept", "22.14 thousand dollars is 22,140 dollars: equal in value"),
    "u_ok_hours_minutes": (
        "accept",
        "5 hours 1 minute is 301 minutes: equal in value, a unit conversion of the gold",
    ),
    "u_ok_below_zero": (
        "accept",
        "the #### line itself says 14.25 degrees below zero, which is -14.25 (unlike round 21's bare '#### 17.5')",
    ),
    "u_m_degrees_for_radians": (
        "reject",
        "the box restates the given 240 degrees; the gold asks radians (round 1's and 21's decision)",
    ),
    "r_ok_restart_cut": (
        "accept",
        "the committed #### 2835 is not withdrawn; the cut restart states no value of its own",
    ),
    "r_cut_mid_number": (
        "reject",
        "the output ends inside the #### value; 31 is not the gold either way (no_answer proposed)",
    ),
    "r_ok_loop_same": (
        "accept",
        "seven complete '#### 317' lines; the cut '#### 3' is not a committed answer",
    ),
    "r_m_ok_loop_box": (
        "accept",
        "four complete boxes of the gold; the box cut open is not a committed answer",
    ),
    "h_ok_boxed_no_braces": (
        "accept",
        "the text states 2835 after \\boxed; the missing braces are a notation slip, not another value",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam58", CASES, [], DECISIONS)
