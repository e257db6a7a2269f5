r"""Build adversarial_redteam70.jsonl: a seventieth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam70", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or earlier rounds'
probes (only build_adversarial_redteam21.py for structure), and WITHOUT running any checker or
grader on them; labelled by reading and hand arithmetic, handed over BEFORE any scoring. Not model
output. Read: corpus/README.md ("How labels were made"), corpus_build.py, build_adversarial_redteam21.py
and the issue text.

Aim of this round: the eight classes of issue 25 in English as a hidden evaluation set would test
them, in the styles real models write (R1-Zero <think>/<answer>, R1-distill **Final Answer** boxes,
Qwen2.5-Math numbered steps, Llama 3 "## Step" working, Minerva closing lines, GSM8K calculator
annotations, few-shot "Q:/A:" tails, chat-template tails, short RL-policy outputs). About half kind
A, half kind B, with many kind-B twins of kind-A probes (same text, the right value).

Problems and golds (arithmetic checked by hand; golds chosen with `grep -c` so that most are new):
GSM8K:
- cookies: 18 trays of 27 = 486 (18*27 = 360 + 126); 293 sold -> 486 - 293 = 193 (check 193 + 293
  = 486). Slip (239 sold): 486 - 239 = 247 (check 247 + 239 = 486).
- temperature: 5 degrees, falling 2.25 an hour for 5 hours: 2.25*5 = 11.25; 5 - 11.25 = -6.25.
  Sign lost: 6.25.
- rice: 2.5 kg at $5.62: 2*5.62 = 11.24, 0.5*5.62 = 2.81, 11.24 + 2.81 = 14.05. Rounded 14.1 / 14.
- pay: $1,925 a week for 36 weeks: 1900*36 = 68400, 25*36 = 900, 69300; with a $2,450 bonus
  69300 + 2450 = 71750. Without the bonus 69300.
- eggs: 31 hens lay 12 eggs each: 31*12 = 372 = 31 dozen.
- exam: 37 of 40 passed: 37/40 = 0.925 = 92.5 %.
- wallet: $150 less six $25 bills: 6*25 = 150; 150 - 150 = 0.
- buses: 9 buses of 43 passengers: 9*43 = 387.
- book: 340 pages, 23 a day for 13 days: 23*13 = 299; 340 - 299 = 41.
MATH:
- a multiple of 7 from 1 to 50: 7, 14, 21, 28, 35, 42, 49 = 7 of 50 -> 7/50 = 0.14.
- distance (-2, 1) to (5, 4): dx = 7, dy = 3, 49 + 9 = 58 -> \sqrt{58} (about 7.6158).
- |2x + 1| < 9: -9 < 2x + 1 < 9 -> -10 < 2x < 8 -> -5 < x < 4 -> (-5, 4).
- 3x^2 - 10x + 8 = (3x - 4)(x - 2) -> 4/3 and 2 (check 3*16/9 - 40/3 + 8 = 16/3 - 40/3 + 24/3 = 0;
  12 - 20 + 8 = 0).
- (4 - 3i)(2 + i) = 8 + 4i - 6i - 3i^2 = 8 - 2i + 3 = 11 - 2i.
- 225 degrees = 225/180 pi = 5pi/4.
- 1432_5 = 125 + 4*25 + 3*5 + 2 = 125 + 100 + 15 + 2 = 242.
- x + 2y = 11, 3x - y = 5: y = 3x - 5, x + 6x - 10 = 11, x = 3, y = 4 (check 3 + 8 = 11, 9 - 4 = 5).
- (3x - 5)(x + 4) = 3x^2 + 12x - 5x - 20 = 3x^2 + 7x - 20.
- C(15, 4) = 15*14*13*12/24 = 32760/24 = 1365.
- 0.\overline{36} = 36/99 = 4/11 (0.3636...).
- f(x) = x^3 - 9x at x = 3: 27 - 27 = 0.
- sector of radius 8 and angle 135 degrees: 135/360 * 64 pi = 3/8 * 64 pi = 24 pi.
- 12/\sqrt6 = 12\sqrt6/6 = 2\sqrt6.
- sin 120 degrees = \sqrt3/2.
- the area of a circle of circumference 2 pi: r = 1, area pi.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero values, tiny perturbations, exact vs decimal, equal forms); `n_` negation,
strike-out, annotation; `u_` unit words vs words that change the number; `r_` retractions and
corrections after the answer vs harmless after-text; `q_` quoted, reported, hypothetical and
self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). An `_m_` after the
prefix marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a RIGHT final
answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md): the model's LAST COMMITTED final answer decides. A value it withdraws,
negates, or only mentions as a hypothetical, a quotation or someone else's claim is not its answer.
A hedge between two values, or two different final answers, is `wrong`; no final answer is
`no_answer`; a value equal to the gold mathematically is `correct`; a decimal for an exact
irrational or repeating gold is `wrong`; a correction after an answer makes the corrected value the
final one; a check, a summary or a pleasantry after a committed answer does not replace it; text in
an invented next turn (user turn, self-posed new problem) does not count; in an <answer> tag a
sentence, an equation chain or a box is read for the value it states. Debatable probes carry
`"debatable": true`, the reasoning and the proposed decision in `note` and in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam70.py
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
COOK = "There are 18 trays with 27 cookies each, so 18 * 27 = <<18*27=486>>486 cookies.\nThey sold 293, so 486 - 293 = <<486-293=193>>193 cookies are left.\n"
COOK_SLIP = "There are 18 trays with 27 cookies each, so 18 * 27 = <<18*27=486>>486 cookies.\nThey sold 239, so 486 - 239 = <<486-239=247>>247 cookies are left.\n"
TEMP = "The temperature drops 2.25 * 5 = <<2.25*5=11.25>>11.25 degrees in 5 hours.\nIt ends at 5 - 11.25 = <<5-11.25=-6.25>>-6.25 degrees.\n"
RICE = "2.5 kg at $5.62 per kg costs 2.5 * 5.62 = <<2.5*5.62=14.05>>14.05 dollars.\n"
PAY = "She earns 1925 * 36 = <<1925*36=69300>>69300 dollars in 36 weeks.\nAdding the bonus: 69300 + 2450 = <<69300+2450=71750>>71750 dollars.\n"
PAY_NOB = "She earns 1925 * 36 = <<1925*36=69300>>69300 dollars in 36 weeks.\n"
EGG = "31 hens lay 12 eggs each, so 31 * 12 = <<31*12=372>>372 eggs.\n"
EXAM = "37 out of 40 passed, so 37 / 40 * 100 = <<37/40*100=92.5>>92.5 percent passed.\n"
WAL = "Six $25 bills are 6 * 25 = <<6*25=150>>150 dollars, so 150 - 150 = <<150-150=0>>0 dollars are left.\n"
BUS = "9 buses carry 43 passengers each, so 9 * 43 = <<9*43=387>>387 passengers.\n"
BOOK = "In 13 days she reads 23 * 13 = <<23*13=299>>299 pages.\nShe has 340 - 299 = <<340-299=41>>41 pages left.\n"
COOK_Q = "A bakery bakes 18 trays of 27 cookies and sells 293 of them. How many cookies are left?"

# ================================================================ MATH working
G_PROB = r"\frac{7}{50}"
PROB = r"The multiples of $7$ between $1$ and $50$ are $7, 14, 21, 28, 35, 42, 49$, which is $7$ numbers out of $50$, so the probability is $\frac{7}{50}$"
G_DIST = r"\sqrt{58}"
DIST = r"The distance is $\sqrt{(5-(-2))^2 + (4-1)^2} = \sqrt{49 + 9}$"
G_INT = "(-5, 4)"
INT = r"We need $-9 < 2x + 1 < 9$, so $-10 < 2x < 8$, i.e. $-5 < x < 4$."
G_ROOTS = r"\frac{4}{3}, 2"
ROOTS = r"Factoring, $3x^2 - 10x + 8 = (3x - 4)(x - 2) = 0$, so $x = \frac{4}{3}$ or $x = 2$."
G_CPX = "11 - 2i"
CPX = r"$(4 - 3i)(2 + i) = 8 + 4i - 6i - 3i^2 = 8 - 2i + 3$"
G_RAD = r"\frac{5\pi}{4}"
RAD = r"Multiplying by $\frac{\pi}{180^\circ}$: $225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}$"
G_BASE = "242"
BASE = r"$1432_5 = 1 \cdot 5^3 + 4 \cdot 5^2 + 3 \cdot 5 + 2 = 125 + 100 + 15 + 2$"
G_SYS = "(3, 4)"
SYS = r"From the second equation $y = 3x - 5$. Substituting, $x + 2(3x - 5) = 11$, so $7x = 21$, $x = 3$ and $y = 4$."
G_POLY = "3x^2 + 7x - 20"
POLY = r"$(3x - 5)(x + 4) = 3x^2 + 12x - 5x - 20$"
G_COMB = "1365"
COMB = r"$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{4!} = \frac{32760}{24}$"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$, so $99x = 36$ and $x = \frac{36}{99}$"
G_ZERO = "0"
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"24\pi"
SEC = r"The sector's area is $\frac{135}{360} \cdot \pi \cdot 8^2 = \frac{3}{8} \cdot 64\pi$"
G_RAT = r"2\sqrt{6}"
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6}$"
G_SIN = r"\frac{\sqrt{3}}{2}"
SIN = r"$\sin 120^\circ = \sin(180^\circ - 60^\circ) = \sin 60^\circ$"
G_PI = r"\pi"
PI = r"The circumference is $2\pi r = 2\pi$, so $r = 1$ and the area is $\pi r^2 = \pi \cdot 1^2$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_slip", "A", "193", "wrong", "tag", th(COOK_SLIP) + "<answer> There are 247 cookies left. </answer>", "a sentence in the tag states 247 (the misread 239 sold)"),
    g("t_equation_slip", "A", "193", "wrong", "tag", th(COOK_SLIP) + "<answer>486 - 239 = 247</answer>", "an equation chain in the tag ending 247"),
    g("t_box_nobonus", "A", "71750", "wrong", "tag", th(PAY_NOB) + "<answer>$\\boxed{69300}$</answer>", "a box in the tag with 69300 (the bonus left out)"),
    g("t_unclosed_slip", "A", "193", "wrong", "tag", th(COOK_SLIP) + "<answer> 247", "a tag never closed (stop string cut it), value 247"),
    g("t_empty", "A", "193", "no_answer", "tag", th(COOK) + "<answer> </answer>", "an empty tag; 193 only in the thinking"),
    g("t_placeholder", "A", "387", "no_answer", "tag", th(BUS) + "<answer> final answer here </answer>", "the prompt's placeholder copied into the tag; 387 only in the thinking"),
    g("t_think_gold_tag_other", "A", "193", "wrong", "tag", th(COOK + "Wait, let me re-read: they sold 239, not 293. So 486 - 239 = 247.\n") + "<answer>247</answer>", "the thinking reaches 193 then switches; the tag says 247"),
    g("t_two_tags", "A", "193", "wrong", "tag", th(COOK) + "<answer>193</answer>\n<answer>247</answer>", "two tags; the last says 247"),
    g("t_hedge", "A", "193", "wrong", "tag", th(COOK) + "<answer>193 or 247</answer>", "a hedge in the tag"),
    g("t_dollar_other", "A", "14.05", "wrong", "tag", th("2.5 kg at $5.62 is 2.5 * 5.62 = 14.50 dollars.\n") + "<answer>$14.50</answer>", "$14.50, a slip for 14.05"),
    m("t_m_box_conj", "A", G_CPX, "wrong", "tag", th(CPX + r" = 11 + 2i" + "\n") + "<answer>$\\boxed{11 + 2i}$</answer>", "a box in the tag with the conjugate 11 + 2i"),
    m("t_m_sentence_other", "A", G_DIST, "wrong", "tag", th(r"The distance is $\sqrt{7^2 - 3^2} = \sqrt{40}$." + "\n") + "<answer>The distance is $\\sqrt{40}$.</answer>", "a sentence in the tag stating \\sqrt{40} (a sign slip)"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = \\frac{4}{3}</answer>", "only one of the two roots"),
    m("t_m_cut_in_box", "A", G_SEC, "no_answer", "truncated", th(SEC + r" = 24\pi." + "\n") + "<answer>$\\boxed{24", "cut inside the box in the tag; the gold only in the thinking"),
    m("t_m_answer_is_other", "A", G_COMB, "wrong", "tag", th(COMB + " = 1356\n") + "<answer>The answer is 1356.</answer>", "1356, digits swapped (32760 / 24 = 1365)"),
    m("t_m_think_only", "A", G_RAD, "no_answer", "truncated", "<think>\n" + RAD + r" = \frac{5\pi}{4}." + "\nSo the answer should be", "cut inside the thinking; no tag, no committed answer"),
    g("t_ok_sentence", "B", "193", "correct", "tag", th(COOK) + "<answer> There are 193 cookies left. </answer>", "twin of t_sentence_slip: a sentence in the tag"),
    g("t_ok_equation", "B", "193", "correct", "tag", th(COOK) + "<answer>486 - 293 = 193</answer>", "twin of t_equation_slip: an equation chain ending in the gold"),
    g("t_ok_box", "B", "71750", "correct", "tag", th(PAY) + "<answer>$\\boxed{71,750}$</answer>", "twin of t_box_nobonus: a box with a thousands comma"),
    g("t_ok_unclosed", "B", "193", "correct", "tag", th(COOK) + "<answer> 193", "twin of t_unclosed_slip: the stop string </answer> cut away"),
    g("t_ok_dollar", "B", "14.05", "correct", "tag", th(RICE) + "<answer>$14.05</answer>", "twin of t_dollar_other: a dollar sign in the tag"),
    g("t_ok_answer_colon", "B", "387", "correct", "tag", th(BUS) + "<answer>Answer: 387 passengers</answer>", "an answer phrase and a unit noun in the tag"),
    g("t_ok_hash_inside", "B", "41", "correct", "tag", th(BOOK) + "<answer>#### 41</answer>", "a GSM8K marker inside the tag"),
    g("t_ok_think_fixed", "B", "193", "correct", "tag", th(COOK_SLIP + "Wait, the problem says 293 were sold, not 239. So 486 - 293 = 193.\n") + "<answer>193</answer>", "twin of t_think_gold_tag_other: the thinking corrects itself, the tag the gold"),
    m("t_m_ok_box", "B", G_CPX, "correct", "tag", th(CPX + " = 11 - 2i\n") + "<answer>$\\boxed{11 - 2i}$</answer>", "twin of t_m_box_conj"),
    m("t_m_ok_sentence", "B", G_DIST, "correct", "tag", th(DIST + r" = \sqrt{58}." + "\n") + "<answer>The distance is $\\sqrt{58}$.</answer>", "twin of t_m_sentence_other"),
    m("t_m_ok_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + "<answer>x = \\frac{4}{3}, x = 2</answer>", "both roots, each as x = "),
    m("t_m_ok_answer_is", "B", G_COMB, "correct", "tag", th(COMB + " = 1365\n") + "<answer>The answer is 1365.</answer>", "twin of t_m_answer_is_other"),
    m("t_m_ok_display_box", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{5\pi}{4}." + "\n") + "<answer>\n$$\\boxed{\\frac{5\\pi}{4}}$$\n</answer>", "a display-math box on its own lines in the tag"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>$x \\in (-5, 4)$</answer>", "x \\in the interval"),

    # ================================================================ 2. phrase marker then ####
    g("h_phrase_slip", "A", "193", "wrong", "hash", COOK_SLIP + "So the answer is #### 247", "phrase and #### agree on 247"),
    g("h_colon_slip", "A", "193", "wrong", "hash", COOK_SLIP + "The answer is: #### 247", "'The answer is: ####' with 247"),
    g("h_final_nobonus", "A", "71750", "wrong", "hash", PAY_NOB + "Final Answer: #### 69300", "'Final Answer: ####' with the bonus left out"),
    g("h_answer_then_hash_other", "A", "193", "wrong", "hash", COOK + "Answer: 193\n#### 247", "two different final answers: Answer 193, #### 247"),
    g("h_hash_then_phrase_other", "A", "193", "wrong", "hash", COOK + "#### 193\nSo the answer is 247.", "#### 193 then a phrase stating 247: two different final answers"),
    g("h_phrase_empty_hash", "A", "193", "no_answer", "hash", COOK + "So the answer is ####", "an empty marker; the gold only in the working"),
    g("h_sign_lost", "A", "-6.25", "wrong", "hash", TEMP + "So the answer is #### 6.25", "the sign dropped in the marked value"),
    g("h_rounded", "A", "14.05", "wrong", "hash", RICE + "The answer is: #### 14", "14 for 14.05"),
    g("h_hedge", "A", "193", "wrong", "hash", COOK + "So the answer is #### 193 or 247", "a hedge after the marker"),
    m("h_m_final_other", "A", G_COMB, "wrong", "hash", COMB + " = 1356.\nFinal Answer: #### 1356", "1356 after the marker"),
    g("h_ok_phrase", "B", "193", "correct", "hash", COOK + "So the answer is #### 193", "twin of h_phrase_slip"),
    g("h_ok_colon", "B", "193", "correct", "hash", COOK + "The answer is: #### 193", "twin of h_colon_slip"),
    g("h_ok_final", "B", "71750", "correct", "hash", PAY + "Final Answer: #### 71750", "twin of h_final_nobonus"),
    g("h_ok_answer_hash", "B", "387", "correct", "hash", BUS + "Answer: #### 387", "'Answer: ####'"),
    g("h_ok_bold", "B", "41", "correct", "hash", BOOK + "**Final Answer:** #### 41", "bold marker then ####"),
    g("h_ok_dollar", "B", "14.05", "correct", "hash", RICE + "The answer is: #### $14.05", "a dollar sign after ####"),
    g("h_ok_negative", "B", "-6.25", "correct", "hash", TEMP + "So the answer is #### -6.25", "twin of h_sign_lost"),
    g("h_ok_period", "B", "372", "correct", "hash", EGG + "Therefore, the answer is #### 372.", "a sentence period after the value"),
    g("h_ok_fewshot_tail", "B", "92.5", "correct", "hash", EXAM + "So the answer is #### 92.5\n\nQuestion: A farmer has 12 cows and buys 7 more. How many cows does he have?\nAnswer:", "a base model's few-shot tail: an invented next question with no answer yet"),
    g("h_ok_comma", "B", "71750", "correct", "hash", PAY + "So the answer is #### 71,750", "a thousands comma after ####"),
    m("h_m_ok_colon", "B", G_COMB, "correct", "hash", COMB + " = 1365.\nThe answer is: #### 1365", "twin of h_m_final_other"),
    g("h_ok_phrase_units_hash", "B", "387", "correct", "hash", BUS + "The buses carry 387 passengers in all.\nThe answer is: #### 387 passengers", "a unit noun after the marked value"),
]
# fmt: on
CASES += [
    # ================================================================ 3. exactness
    g(
        "x_tiny_zero",
        "A",
        "0",
        "wrong",
        "hash",
        WAL.replace("150 - 150 = <<150-150=0>>0", "150 - 149.999 = <<150-149.999=0.001>>0.001")
        + "#### 0.001",
        "0.001 against gold 0: only an absolute tolerance accepts it",
    ),
    m(
        "x_m_near_zero_pi",
        "A",
        G_ZERO,
        "wrong",
        "boxed",
        ZERO[:-1] + r" = \boxed{10^{-80}\pi}$",
        "10^{-80}\\pi is not 0: an exact expression is zero only if it is zero",
    ),
    m(
        "x_m_pi_plus_tiny",
        "A",
        G_PI,
        "wrong",
        "boxed",
        PI[:-1] + r" = \boxed{\pi + 10^{-40}}$",
        "\\pi + 10^{-40} is not \\pi",
    ),
    m(
        "x_m_complex_tiny",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        COMB[:-1] + r" = \boxed{1365 + 10^{-30} i}$",
        "a tiny imaginary part: not the real 1365",
    ),
    m(
        "x_m_sin_tiny",
        "A",
        G_SIN,
        "wrong",
        "boxed",
        SIN[:-1] + r" = \boxed{\frac{\sqrt{3}}{2} + \sin(10^{-60})}$",
        "plus sin(10^-60), which is not 0",
    ),
    m(
        "x_m_decimal_irrational",
        "A",
        G_DIST,
        "wrong",
        "boxed",
        DIST[:-1] + r" = \sqrt{58} \approx \boxed{7.62}$",
        "a rounded decimal for \\sqrt{58} = 7.6158...",
    ),
    m(
        "x_m_decimal_repeating",
        "A",
        G_REP,
        "wrong",
        "boxed",
        REP[:-1] + r" \approx \boxed{0.36}$",
        "0.36 = 9/25, not 4/11 = 0.3636...",
    ),
    m(
        "x_m_decimal_repeating4",
        "A",
        G_REP,
        "wrong",
        "boxed",
        REP[:-1] + r" = \boxed{0.3636}$",
        "0.3636 = 909/2500, not 4/11",
    ),
    m(
        "x_m_sqrt3_decimal",
        "A",
        G_SIN,
        "wrong",
        "boxed",
        SIN[:-1] + r" \approx \boxed{0.866}$",
        "0.866 for \\sqrt3/2 = 0.86602...",
    ),
    m(
        "x_m_pi_decimal",
        "A",
        G_PI,
        "wrong",
        "boxed",
        PI[:-1] + r" \approx \boxed{3.14}$",
        "3.14 for \\pi",
    ),
    m(
        "x_m_sector_decimal",
        "A",
        G_SEC,
        "wrong",
        "boxed",
        SEC[:-1] + r" = 24\pi \approx \boxed{75.40}$",
        "75.40 for 24\\pi = 75.398...",
    ),
    g(
        "x_rounded_pct",
        "A",
        "92.5",
        "wrong",
        "hash",
        EXAM + "Rounding, about 93 percent.\n#### 93",
        "92.5 rounded to 93",
    ),
    g(
        "x_cent_off",
        "A",
        "71750",
        "wrong",
        "hash",
        PAY.replace(
            "+ 2450 = <<69300+2450=71750>>71750", "+ 2450.01 = <<69300+2450.01=71750.01>>71750.01"
        )
        + "#### 71750.01",
        "one cent off, relative error about 1e-7",
    ),
    g(
        "x_one_off",
        "A",
        "71750",
        "wrong",
        "hash",
        PAY.replace("71750>>71750", "71750>>71749") + "#### 71749",
        "71749, one off",
    ),
    m(
        "x_m_tiny_frac",
        "A",
        G_ZERO,
        "wrong",
        "boxed",
        ZERO[:-1] + r" = \boxed{\frac{1}{10^{50}}}$",
        "1/10^50 is not 0",
    ),
    m(
        "x_m_prob_perturbed",
        "A",
        G_PROB,
        "wrong",
        "boxed",
        PROB[:-1] + r" \approx \boxed{0.1400001}$",
        "debatable: 0.1400001 is not 0.14 = 7/50 (an exact gold), though a checker that gives decimals the model wrote a small tolerance would accept it; proposed reject",
        True,
    ),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", WAL + "#### 0.00", "0.00 for 0"),
    g(
        "x_ok_fraction",
        "B",
        "-6.25",
        "correct",
        "boxed",
        TEMP + "The final temperature is $\\boxed{-\\frac{25}{4}}$ degrees.",
        "-25/4 = -6.25",
    ),
    g(
        "x_ok_trailing_zero",
        "B",
        "14.05",
        "correct",
        "hash",
        RICE + "#### 14.050",
        "a trailing zero",
    ),
    g("x_ok_pct_two_places", "B", "92.5", "correct", "hash", EXAM + "#### 92.50", "92.50 = 92.5"),
    m(
        "x_m_ok_decimal_exact",
        "B",
        G_PROB,
        "correct",
        "boxed",
        PROB[:-1] + r" = \boxed{0.14}$.",
        "0.14 = 7/50 exactly",
    ),
    m(
        "x_m_ok_unsimplified",
        "B",
        G_REP,
        "correct",
        "boxed",
        REP[:-1] + r" = \boxed{\frac{36}{99}}$.",
        "36/99 = 4/11 unsimplified",
    ),
    m(
        "x_m_ok_sqrt24",
        "B",
        G_RAT,
        "correct",
        "boxed",
        RAT[:-1] + r" = \boxed{\sqrt{24}}$.",
        "\\sqrt{24} = 2\\sqrt6",
    ),
    m(
        "x_m_ok_sin_form",
        "B",
        G_SIN,
        "correct",
        "boxed",
        SIN[:-1] + r" = \boxed{\frac{1}{2}\sqrt{3}}$.",
        "\\frac12\\sqrt3 = \\sqrt3/2",
    ),
    m(
        "x_m_ok_zero_decimal",
        "B",
        G_ZERO,
        "correct",
        "boxed",
        ZERO[:-1] + r" = \boxed{0.0}$.",
        "0.0 for 0",
    ),
    m(
        "x_m_ok_rad_form",
        "B",
        G_RAD,
        "correct",
        "boxed",
        RAD[:-1] + r" = \boxed{\frac{5}{4}\pi}$.",
        "\\frac54\\pi = 5\\pi/4",
    ),
    m(
        "x_m_ok_cpx_order",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX[:-1] + r" = \boxed{-2i + 11}$.",
        "the terms in the other order",
    ),
    m(
        "x_m_ok_poly_order",
        "B",
        G_POLY,
        "correct",
        "boxed",
        POLY[:-1] + r" = \boxed{-20 + 7x + 3x^2}$.",
        "the terms in ascending order",
    ),
    m(
        "x_m_ok_pi_exact",
        "B",
        G_PI,
        "correct",
        "boxed",
        PI[:-1] + r" = \boxed{\pi}$, about $3.14$.",
        "the exact box, then an approximation in prose",
    ),
    # ================================================================ 4. negation / strike-out / annotation
    g(
        "n_not_gold",
        "A",
        "193",
        "no_answer",
        "answer_is",
        COOK + "Hmm, the answer is not 193.",
        "the gold negated, nothing asserted after",
    ),
    g(
        "n_neq_box",
        "A",
        "193",
        "no_answer",
        "boxed",
        COOK + "$\\boxed{\\neq 193}$",
        "a box holding \\neq gold",
    ),
    m(
        "n_m_neq_box",
        "A",
        G_COMB,
        "no_answer",
        "boxed",
        COMB + r" $\boxed{\ne 1365}$",
        "\\ne gold in the box",
    ),
    m(
        "n_m_x_neq",
        "A",
        G_SYS,
        "no_answer",
        "boxed",
        SYS + r" $\boxed{(x, y) \neq (3, 4)}$",
        "the pair negated inside the box",
    ),
    g(
        "n_strike_md",
        "A",
        "193",
        "no_answer",
        "hash",
        COOK + "#### ~~193~~",
        "struck through, nothing after",
    ),
    g(
        "n_strike_then_other",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### ~~193~~ 247",
        "the gold struck, 247 after",
    ),
    g(
        "n_annot_wrong",
        "A",
        "193",
        "wrong",
        "boxed",
        COOK + "$\\boxed{193}$ (wrong)",
        "the model marks its own box wrong",
    ),
    m(
        "n_m_text_incorrect",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        COMB + r" $= \boxed{1365 \text{ (incorrect)}}$",
        "an annotation inside the box marking it incorrect",
    ),
    g("n_cross", "A", "372", "wrong", "hash", EGG + "#### 372 ✗", "a cross mark after the value"),
    m(
        "n_m_cancel",
        "A",
        G_SEC,
        "no_answer",
        "boxed",
        SEC + r" $= \boxed{\cancel{24\pi}}$",
        "the boxed gold cancelled",
    ),
    m(
        "n_m_sout",
        "A",
        G_CPX,
        "no_answer",
        "boxed",
        CPX + r" $= \boxed{\sout{11 - 2i}}$",
        "the boxed gold struck with \\sout",
    ),
    g(
        "n_isnt",
        "A",
        "387",
        "no_answer",
        "answer_is",
        BUS + "The final answer isn't 387.",
        "isn't the gold, no value asserted",
    ),
    g(
        "n_html_del",
        "A",
        "41",
        "no_answer",
        "hash",
        BOOK + "#### <del>41</del>",
        "struck with an HTML del tag",
    ),
    g(
        "n_html_s_then_other",
        "A",
        "193",
        "wrong",
        "answer_is",
        COOK_SLIP + "The answer is <s>193</s> 247.",
        "the gold struck with <s>, 247 after",
    ),
    g(
        "n_placeholder_note",
        "A",
        "41",
        "no_answer",
        "boxed",
        BOOK + "$\\boxed{41}$ (placeholder, not verified; real answer TBD)",
        "the model calls its box a placeholder with the real answer to be decided: no committed answer",
    ),
    m(
        "n_m_annot_wrong",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        RAD + r" $= \boxed{\frac{5\pi}{4}}$ \quad ($\times$ wrong)",
        "the model marks the box wrong",
    ),
    g(
        "n_ok_not_other",
        "B",
        "193",
        "correct",
        "answer_is",
        COOK + "The answer is not 247 but 193.",
        "twin of n_not_gold: another value negated, the gold asserted",
    ),
    g(
        "n_ok_strike_other",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### ~~247~~ 193",
        "twin of n_strike_then_other",
    ),
    g(
        "n_ok_check",
        "B",
        "372",
        "correct",
        "hash",
        EGG + "#### 372 ✓",
        "twin of n_cross: a check mark",
    ),
    g(
        "n_ok_annot_verified",
        "B",
        "193",
        "correct",
        "boxed",
        COOK + "$\\boxed{193}$ (verified: 193 + 293 = 486)",
        "twin of n_annot_wrong: an annotation confirming the box",
    ),
    g(
        "n_ok_html_s_other",
        "B",
        "193",
        "correct",
        "answer_is",
        COOK + "The answer is <s>247</s> 193.",
        "twin of n_html_s_then_other",
    ),
    g(
        "n_ok_not_positive",
        "B",
        "-6.25",
        "correct",
        "answer_is",
        TEMP + "The temperature ends at -6.25 degrees, not 6.25.",
        "the sign-lost value negated after the gold",
    ),
    g(
        "n_ok_harmless_not",
        "B",
        "41",
        "correct",
        "answer_is",
        BOOK + "The answer is 41. This does not include the 299 pages she has already read.",
        "a harmless 'not' after the answer",
    ),
    m(
        "n_m_ok_cancel_work",
        "B",
        G_RAT,
        "correct",
        "boxed",
        RAT + r" $= \frac{\cancel{12}^{2}\sqrt{6}}{\cancel{6}} = \boxed{2\sqrt{6}}$",
        "cancellations in the working, the gold boxed",
    ),
    m(
        "n_m_ok_strike_other",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX + " = ~~$\\boxed{11 + 2i}$~~ $\\boxed{11 - 2i}$ (I had the sign of $-2i$ wrong).",
        "the wrong box struck, the gold after",
    ),
    m(
        "n_m_ok_text_correct",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB
        + r" $= \boxed{1365}$ ($\checkmark$ matches Pascal's rule: $\binom{14}{3} + \binom{14}{4} = 364 + 1001 = 1365$)",
        "twin of n_m_text_incorrect: a check mark annotation; 364 + 1001 = 1365",
    ),
    m(
        "n_m_ok_base_subscript",
        "B",
        G_BASE,
        "correct",
        "boxed",
        BASE + r" $= \boxed{242_{10}}$",
        "the base-ten subscript",
    ),
]
CASES += [
    # ================================================================ 5. unit words vs words that change the number
    g(
        "u_dozen_times",
        "A",
        "372",
        "wrong",
        "answer_is",
        EGG + "The answer is 372 dozen.",
        "372 dozen = 4464, not the 372 eggs the working counts",
    ),
    g(
        "u_thousand",
        "A",
        "71750",
        "wrong",
        "hash",
        PAY + "#### 71750 thousand",
        "71750 thousand = 71,750,000",
    ),
    g(
        "u_million",
        "A",
        "387",
        "wrong",
        "answer_is",
        BUS + "The answer is 387 million.",
        "387 million is not 387",
    ),
    g("u_hundred", "A", "41", "wrong", "hash", BOOK + "#### 41 hundred", "41 hundred = 4100"),
    g(
        "u_fewer_gold",
        "A",
        "193",
        "wrong",
        "hash",
        COOK + "#### 193 fewer",
        "debatable: '193 fewer' states a difference, not the count left; proposed reject (the issue's 'fewer' class)",
        True,
    ),
    g(
        "u_less_gold",
        "A",
        "41",
        "wrong",
        "answer_is",
        BOOK + "The answer is 41 less.",
        "debatable: '41 less' is a difference, not the pages left; proposed reject",
        True,
    ),
    g(
        "u_negative_word",
        "A",
        "193",
        "wrong",
        "hash",
        COOK + "#### 193 negative",
        "'193 negative' is -193 in the reading the issue uses; not the 193 left",
    ),
    g(
        "u_cents",
        "A",
        "14.05",
        "wrong",
        "answer_is",
        RICE + "The answer is 14.05 cents.",
        "14.05 cents = $0.1405, not $14.05",
    ),
    g(
        "u_thousand_nobonus",
        "A",
        "71750",
        "wrong",
        "answer_is",
        PAY_NOB + "She earns 69.3 thousand dollars.\nThe answer is 69.3 thousand.",
        "69.3 thousand = 69300, the bonus left out",
    ),
    g(
        "u_score",
        "A",
        "387",
        "wrong",
        "hash",
        BUS + "#### 387 score",
        "387 score = 7740 (score = 20)",
    ),
    m(
        "u_m_degrees_for_rad",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        r"$225^\circ$ in radians is $\boxed{225^\circ}$.",
        "debatable: the given degrees restated where radians are asked; proposed reject (degrees are not the radian measure asked)",
        True,
    ),
    m(
        "u_m_units_drop_pi",
        "A",
        G_SEC,
        "wrong",
        "boxed",
        SEC + r" $= \boxed{24 \text{ square units}}$",
        "24 square units: the \\pi dropped",
    ),
    m(
        "u_m_cm_for_sqrt",
        "A",
        G_DIST,
        "wrong",
        "boxed",
        DIST + r" $= \boxed{58 \text{ units}}$",
        "58, the square of the distance",
    ),
    g(
        "u_ok_dozen_equiv",
        "B",
        "372",
        "correct",
        "answer_is",
        EGG + "That is 372 / 12 = 31 dozen.\nThe answer is 31 dozen eggs.",
        "twin of u_dozen_times: 31 dozen = 372",
    ),
    g(
        "u_ok_thousand_equiv",
        "B",
        "71750",
        "correct",
        "hash",
        PAY + "#### 71.75 thousand",
        "twin of u_thousand: 71.75 thousand = 71750",
    ),
    g(
        "u_ok_passengers",
        "B",
        "387",
        "correct",
        "answer_is",
        BUS + "The answer is 387 passengers.",
        "twin of u_million: a unit noun",
    ),
    g(
        "u_ok_pages",
        "B",
        "41",
        "correct",
        "hash",
        BOOK + "#### 41 pages",
        "twin of u_hundred: a unit noun",
    ),
    g(
        "u_ok_cookies_left",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### 193 cookies remaining",
        "twin of u_fewer_gold: a noun and a participle",
    ),
    g(
        "u_ok_dollars",
        "B",
        "14.05",
        "correct",
        "answer_is",
        RICE + "The answer is 14.05 dollars.",
        "twin of u_cents",
    ),
    g(
        "u_ok_dollar_sign_comma",
        "B",
        "71750",
        "correct",
        "answer_is",
        PAY + "The answer is $71,750.",
        "a dollar sign and a comma",
    ),
    g("u_ok_percent_sign", "B", "92.5", "correct", "hash", EXAM + "#### 92.5%", "a percent sign"),
    g(
        "u_ok_degrees_f",
        "B",
        "-6.25",
        "correct",
        "answer_is",
        TEMP + "The answer is -6.25 °F.",
        "a degree sign and a scale",
    ),
    g(
        "u_ok_below_zero",
        "B",
        "-6.25",
        "correct",
        "answer_is",
        TEMP + "The temperature ends at 6.25 degrees below zero.",
        "debatable: '6.25 degrees below zero' is -6.25, the gold; proposed accept (the words state the sign), though a strict checker may refuse a positive numeral",
        True,
    ),
    m(
        "u_m_ok_sq_units",
        "B",
        G_SEC,
        "correct",
        "boxed",
        SEC + r" $= \boxed{24\pi \text{ square units}}$",
        "twin of u_m_units_drop_pi",
    ),
    m(
        "u_m_ok_cm2",
        "B",
        G_SEC,
        "correct",
        "boxed",
        SEC + r" $= \boxed{24\pi\ \text{cm}^2}$",
        "a unit in the box",
    ),
    m(
        "u_m_ok_units_dist",
        "B",
        G_DIST,
        "correct",
        "boxed",
        DIST + r" $= \boxed{\sqrt{58} \text{ units}}$",
        "twin of u_m_cm_for_sqrt",
    ),
    m(
        "u_m_ok_radians",
        "B",
        G_RAD,
        "correct",
        "boxed",
        RAD + r" $= \boxed{\frac{5\pi}{4} \text{ radians}}$",
        "twin of u_m_degrees_for_rad: the word radians",
    ),
    # ================================================================ 6. retractions and corrections after the answer vs harmless after-text
    g(
        "r_edit",
        "A",
        "193",
        "wrong",
        "hash",
        COOK + "#### 193\n\nEdit: I misread the problem; 239 were sold, so 486 - 239 = 247.",
        "Edit: after the answer, 247",
    ),
    g(
        "r_update",
        "A",
        "71750",
        "wrong",
        "hash",
        PAY + "#### 71750\nUpdate: it's actually 69300, since the bonus is paid next year.",
        "Update: it's actually 69300",
    ),
    g(
        "r_erratum",
        "A",
        "14.05",
        "wrong",
        "boxed",
        RICE + "$\\boxed{14.05}$\n\nErratum: the price is $5.26 per kg, so 2.5 * 5.26 = 13.15.",
        "Erratum: 13.15 (2.5 * 5.26 = 13.15)",
    ),
    g(
        "r_never_mind",
        "A",
        "372",
        "wrong",
        "answer_is",
        EGG + "The answer is 372. Never mind, each hen lays 11 eggs, so 31 * 11 = 341.",
        "Never mind: 341 (31 * 11 = 341)",
    ),
    g(
        "r_paren_not",
        "A",
        "387",
        "wrong",
        "hash",
        BUS + "#### 387 (Not 387; one bus was empty, so 8 * 43 = 344.)",
        "(Not X; Y.) after the answer: 344 = 8 * 43",
    ),
    g(
        "r_wrong_bang",
        "A",
        "41",
        "wrong",
        "answer_is",
        BOOK + "The answer is 41. Wrong! She reads 24 pages a day: 24 * 13 = 312, so 28.",
        "Wrong! then 28 (340 - 312 = 28)",
    ),
    g(
        "r_placeholder",
        "A",
        "193",
        "no_answer",
        "hash",
        COOK + "#### 193\n\n(The above is a placeholder; real answer TBD.)",
        "the model calls its answer a placeholder: no committed answer",
    ),
    g(
        "r_wait_after_final",
        "A",
        "193",
        "wrong",
        "boxed",
        th(COOK) + r1final("193") + "\n\nWait, I misread. They sold 239, so the answer is 247.",
        "after the Final Answer box the model switches to 247",
    ),
    m(
        "r_m_actually",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        COMB
        + r" $= \boxed{1365}$"
        + "\n\nActually, the order matters here, so it is $15 \\cdot 14 \\cdot 13 \\cdot 12 = \\boxed{32760}$.",
        "a later box 32760",
    ),
    m(
        "r_m_withdrawn",
        "A",
        G_SYS,
        "wrong",
        "boxed",
        SYS + r" $\boxed{(3, 4)}$" + "\n\nHmm, that doesn't look right. I retract this answer.",
        "debatable: the model withdraws the gold with nothing new; proposed reject (a withdrawn value is not its answer)",
        True,
    ),
    m(
        "r_m_correction_other",
        "A",
        G_ROOTS,
        "wrong",
        "boxed",
        ROOTS
        + r" $\boxed{\frac{4}{3}, 2}$"
        + "\n\nCorrection: the roots are $\\frac{3}{4}$ and $2$, so $\\boxed{\\frac{3}{4}, 2}$.",
        "a correction to a wrong pair",
    ),
    g(
        "r_oops_other",
        "A",
        "71750",
        "wrong",
        "hash",
        PAY + "#### 71750\nOops, the bonus is not part of her wages.\n#### 69300",
        "Oops, then a second #### 69300",
    ),
    g(
        "r_scratch",
        "A",
        "41",
        "wrong",
        "answer_is",
        BOOK + "So she has 41 pages left. Scratch that, she read 24 pages a day, so 28 pages.",
        "Scratch that: 28",
    ),
    m(
        "r_m_llama_redo",
        "A",
        G_CPX,
        "wrong",
        "boxed",
        llama(("Expand", CPX), ("Simplify", "$8 - 2i + 3 = 11 - 2i$"))
        + LLAMA_END.format("11 - 2i")
        + "\n\nUpon re-checking, $i^2 = 1$, so the product is $8 - 2i - 3 = 5 - 2i$.\n\n"
        + LLAMA_END.format("5 - 2i"),
        "a second Llama closing line with 5 - 2i",
    ),
    g(
        "r_ok_edit_format",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### 193\n\nEdit: fixed the formatting.",
        "twin of r_edit: an edit about formatting",
    ),
    g(
        "r_ok_update_gold",
        "B",
        "193",
        "correct",
        "hash",
        COOK_SLIP + "#### 247\n\nUpdate: it's actually 293 sold, so 486 - 293 = 193.\n#### 193",
        "a correction to the gold",
    ),
    g(
        "r_ok_erratum_gold",
        "B",
        "14.05",
        "correct",
        "boxed",
        "2.5 kg at $5.26 per kg costs 2.5 * 5.26 = 13.15 dollars.\n$\\boxed{13.15}$\n\nErratum: the price is $5.62, not $5.26, so 2.5 * 5.62 = 14.05.\n$\\boxed{14.05}$",
        "twin of r_erratum: the erratum gives the gold",
    ),
    g(
        "r_ok_never_mind_gold",
        "B",
        "372",
        "correct",
        "answer_is",
        EGG.replace("12 eggs", "11 eggs").replace(
            "31 * 12 = <<31*12=372>>372", "31 * 11 = <<31*11=341>>341"
        )
        + "The answer is 341. Never mind, each hen lays 12 eggs, so 31 * 12 = 372.",
        "twin of r_never_mind: the later value is the gold",
    ),
    g(
        "r_ok_check",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### 193\n\nCheck: 193 + 293 = 486. ✓",
        "a check after the answer",
    ),
    g(
        "r_ok_pleasantry",
        "B",
        "387",
        "correct",
        "hash",
        BUS + "#### 387\n\nI hope this helps! Let me know if you have any other questions.",
        "a pleasantry after",
    ),
    g(
        "r_ok_wait_confirm",
        "B",
        "193",
        "correct",
        "boxed",
        th(COOK)
        + r1final("193")
        + "\n\nWait, let me double-check: 486 - 293 = 193. Yes, that's right.",
        "twin of r_wait_after_final: the double-check confirms",
    ),
    g(
        "r_ok_restart_cut",
        "B",
        "41",
        "correct",
        "boxed",
        BOOK
        + "The answer is $\\boxed{41}$.\n\nLet me verify this another way. Pages read after 13 days: 23 + 23 + ",
        "a restart of the working cut off, no new value",
    ),
    m(
        "r_m_ok_selfposed",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB
        + r" $= \boxed{1365}$"
        + "\n\n**Practice problem:** How many ways are there to choose 3 books from 10?\n\n**Solution:** $\\binom{10}{3} = \\frac{720}{6} = \\boxed{120}$.",
        "a self-posed new problem with its own box after the committed answer (10*9*8/6 = 120)",
    ),
    m(
        "r_m_ok_alt_method",
        "B",
        G_SYS,
        "correct",
        "boxed",
        SYS
        + r" $\boxed{(3, 4)}$"
        + "\n\nAlternatively, by elimination: multiplying the second equation by 2 and adding gives $7x = 21$, the same $x = 3$, $y = 4$.",
        "twin of r_m_withdrawn: a second method agreeing",
    ),
    m(
        "r_m_ok_correction_gold",
        "B",
        G_ROOTS,
        "correct",
        "boxed",
        r"$3x^2 - 10x + 8 = (3x - 4)(x - 2)$, so $x = \frac{3}{4}$ or $x = 2$: $\boxed{\frac{3}{4}, 2}$"
        + "\n\nCorrection: $3x - 4 = 0$ gives $x = \\frac{4}{3}$, so $\\boxed{\\frac{4}{3}, 2}$.",
        "twin of r_m_correction_other: the correction gives the gold",
    ),
    g(
        "r_ok_oops_confirm",
        "B",
        "71750",
        "correct",
        "hash",
        PAY
        + "#### 71750\nOops, did I add the bonus twice? No: 69300 + 2450 = 71750 once. The answer stands.",
        "twin of r_oops_other: a worry dismissed",
    ),
    m(
        "r_m_ok_llama_recheck",
        "B",
        G_CPX,
        "correct",
        "boxed",
        llama(("Expand", CPX), ("Simplify", "$8 - 2i + 3 = 11 - 2i$"))
        + LLAMA_END.format("11 - 2i")
        + "\n\nUpon re-checking, $i^2 = -1$, so $-3i^2 = 3$ and the product is indeed $11 - 2i$.",
        "twin of r_m_llama_redo: the recheck agrees",
    ),
    g(
        "r_ok_user_turn",
        "B",
        "387",
        "correct",
        "hash",
        BUS + "#### 387" + IM_USER + "Thanks! Now what if there were 11 buses?",
        "an invented ChatML user turn after the answer",
    ),
    g(
        "r_ok_eot_user",
        "B",
        "41",
        "correct",
        "boxed",
        BOOK + LLAMA_END.format("41") + EOT_USER + "What if she read 25 pages a day?",
        "an invented Llama 3 user turn after the answer",
    ),
]
COOK_FEWSHOT_Q = "\n\nQ: A baker makes 18 trays of 27 cookies and sells 239 of them. How many are left?\nA: 18 * 27 = 486. 486 - 239 = 247. The answer is 247."
COOK_FEWSHOT_Q_GOLD = "\n\nQ: A baker makes 18 trays of 27 cookies and sells 293 of them. How many are left?\nA: 18 * 27 = 486. 486 - 293 = 193. The answer is 193."

CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / self-posed text
    g(
        "q_teacher_said",
        "A",
        "193",
        "wrong",
        "answer_is",
        COOK_SLIP + "My teacher said the answer is 193, but I get 247.\nThe answer is 247.",
        "the gold only reported as someone else's claim",
    ),
    g(
        "q_quote_hash_refuse",
        "A",
        "193",
        "no_answer",
        "none",
        "> #### 193\n\nI'm sorry, but I cannot solve this problem.",
        "a quoted #### line, then a refusal",
    ),
    m(
        "q_m_you_asked",
        "A",
        G_COMB,
        "no_answer",
        "none",
        'You asked: "Show that the answer is $\\boxed{1365}$." I cannot verify this without more information.',
        "the box only inside the user's quoted request",
    ),
    g(
        "q_clarify_two",
        "A",
        "71750",
        "wrong",
        "prose_sentence",
        "It is unclear whether the bonus counts as earnings. If it does, she earns 69300 + 2450 = $71,750; if not, $69,300. Could you clarify which you mean?",
        "two conditional values and a question back: a hedge, no committed answer (README: a hedge is wrong)",
    ),
    g(
        "q_two_parts",
        "A",
        "193",
        "wrong",
        "answer_is",
        COOK + "So the answer is 193 for part (a) and 247 for part (b).",
        "two final answers for parts the question does not have",
    ),
    g(
        "q_student_wrote",
        "A",
        "193",
        "wrong",
        "hash",
        'A student wrote "#### 193", but that uses 293; the problem says 239.\n18 * 27 = 486, 486 - 239 = 247.\n#### 247',
        "the gold only in a quoted ####; the model's own #### is 247",
    ),
    m(
        "q_m_guess_refuse",
        "A",
        G_BASE,
        "no_answer",
        "none",
        "If I had to guess, I might say something like $\\boxed{242}$, but I am not able to convert this number reliably.",
        "debatable: a box under 'if I had to guess' followed by a refusal; proposed reject (no committed answer)",
        True,
    ),
    m(
        "q_m_invented_turn_gold",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        COMB + r" $= \boxed{1356}$" + IM_USER + "That's wrong, the answer is 1365.",
        "the model's box is 1356; the gold only in an invented user turn",
    ),
    m(
        "q_m_suppose",
        "A",
        G_CPX,
        "no_answer",
        "none",
        "Suppose the product were $11 - 2i$. Then its modulus would be $\\sqrt{125}$, so we would need $|4 - 3i||2 + i| = 5\\sqrt{5}$ to check it.",
        "only a supposition and a plan, no committed answer",
    ),
    g(
        "q_answer_key",
        "A",
        "387",
        "no_answer",
        "none",
        "I don't have enough information to work this out. According to the answer key at the back of the book, the answer is 387.",
        "the gold only as the answer key's claim, the model declines",
    ),
    g(
        "q_fewshot_gold_in_next",
        "A",
        "193",
        "wrong",
        "answer_is",
        COOK_SLIP + "The answer is 247." + COOK_FEWSHOT_Q_GOLD,
        "the model's answer is 247; the gold only in an invented next Q/A",
    ),
    g(
        "q_hypo_then_other",
        "A",
        "193",
        "wrong",
        "hash",
        "If 293 had been sold, 486 - 293 = 193 would be left. But the problem says 239 were sold, so 486 - 239 = 247.\n#### 247",
        "the gold only under a counterfactual",
    ),
    g(
        "q_reported_model",
        "A",
        "41",
        "wrong",
        "answer_is",
        "Another assistant says the answer is 41. I think she reads 24 pages a day: 24 * 13 = 312 and 340 - 312 = 28.\nThe answer is 28.",
        "the gold reported from another assistant; the own answer 28",
    ),
    g(
        "q_ok_teacher_wrong",
        "B",
        "193",
        "correct",
        "answer_is",
        COOK + "My friend said 247, but he used 239 instead of 293.\nThe answer is 193.",
        "twin of q_teacher_said: the other's value reported first",
    ),
    g(
        "q_ok_quoted_problem",
        "B",
        "193",
        "correct",
        "hash",
        '> "' + COOK_Q + '"\n\n' + COOK + "#### 193",
        "the problem quoted first",
    ),
    g(
        "q_ok_hypo_after",
        "B",
        "71750",
        "correct",
        "hash",
        PAY + "#### 71750\n\nIf there were no bonus, it would be 69300.",
        "a hypothetical after the committed answer",
    ),
    g(
        "q_ok_hypo_then_gold",
        "B",
        "193",
        "correct",
        "hash",
        "If 239 had been sold, 486 - 239 = 247 would be left. But the problem says 293 were sold, so 486 - 293 = 193.\n#### 193",
        "twin of q_hypo_then_other",
    ),
    g(
        "q_ok_fewshot_other_in_next",
        "B",
        "193",
        "correct",
        "answer_is",
        COOK + "The answer is 193." + COOK_FEWSHOT_Q,
        "twin of q_fewshot_gold_in_next: the invented next Q/A has 247, the posed question's answer is the gold",
    ),
    m(
        "q_m_ok_example_first",
        "B",
        G_BASE,
        "correct",
        "boxed",
        "For example, $12_5 = 1 \\cdot 5 + 2 = 7$. Likewise, " + BASE + r" $= \boxed{242}$.",
        "an example with another value first",
    ),
    m(
        "q_m_ok_restated",
        "B",
        G_CPX,
        "correct",
        "boxed",
        'The question asks: "Compute $(4 - 3i)(2 + i)$."\n\n' + CPX + r" $= \boxed{11 - 2i}$",
        "the question quoted first",
    ),
    m(
        "q_m_ok_suppose_refuted",
        "B",
        G_ZERO,
        "correct",
        "boxed",
        "Suppose $f(3) = 9$; that fails, since " + ZERO + r" $= \boxed{0}$.",
        "a supposition refuted, then the box",
    ),
    m(
        "q_m_ok_invented_turn_other",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB + r" $= \boxed{1365}$" + IM_USER + "My book says 1356. Which is right?",
        "twin of q_m_invented_turn_gold: another value only in an invented user turn",
    ),
    g(
        "q_ok_reported_then_own",
        "B",
        "41",
        "correct",
        "answer_is",
        "Another assistant says 28, but she reads 23 pages a day, not 24: 23 * 13 = 299 and 340 - 299 = 41.\nThe answer is 41.",
        "twin of q_reported_model",
    ),
    g(
        "q_ok_answer_key_agree",
        "B",
        "387",
        "correct",
        "hash",
        BUS + "This matches the answer key.\n#### 387",
        "own working and answer, agreeing with a key",
    ),
    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    g("b_empty", "A", "193", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "193", "no_answer", "none", "  \n\t \r\n ", "only whitespace"),
    g("b_nul_only", "A", "193", "no_answer", "none", "\x00", "only a NUL"),
    g(
        "b_nul_in_value",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### 24\x007",
        "a NUL inside 247",
    ),
    g(
        "b_fullwidth_other",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### ２４７",
        "full-width 247",
    ),
    g(
        "b_arabic_indic_other",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### ٢٤٧",
        "Arabic-Indic digits for 247",
    ),
    g(
        "b_zwsp_other",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### 24\u200b7",
        "247 with a zero-width space inside",
    ),
    g(
        "b_rlo_reversed",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### \u202e391\u202c",
        "debatable: the stored characters are 391 inside a right-to-left override, which displays as 193; proposed reject (the text states 391, and the working says 247)",
        True,
    ),
    g(
        "b_huge_number",
        "A",
        "193",
        "wrong",
        "hash",
        COOK + "#### " + "9" * 5000,
        "a 5000-digit number",
    ),
    g(
        "b_long_no_answer",
        "A",
        "193",
        "no_answer",
        "truncated",
        "Let me think about this step by step. " * 8000,
        "a 300,000-character loop with no answer",
    ),
    g(
        "b_ansi_other",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### \x1b[1m247\x1b[0m",
        "ANSI escapes around 247",
    ),
    g(
        "b_private_use_other",
        "A",
        "193",
        "wrong",
        "hash",
        COOK_SLIP + "#### 247\ue000",
        "a private-use code point after 247",
    ),
    m(
        "b_m_unclosed_box",
        "A",
        G_COMB,
        "no_answer",
        "truncated",
        COMB + r" $= \boxed{13",
        "cut inside the box",
    ),
    m(
        "b_m_gold_boxed_other",
        "A",
        r"\boxed{242}",
        "wrong",
        "boxed",
        BASE + r" $= \boxed{224}$",
        "a gold stored boxed; the model's 224",
    ),
    g(
        "b_ok_fullwidth",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### １９３",
        "twin of b_fullwidth_other: full-width digits for the gold",
    ),
    g("b_ok_bom", "B", "193", "correct", "hash", "\ufeff" + COOK + "#### 193", "a BOM first"),
    g(
        "b_ok_crlf",
        "B",
        "71750",
        "correct",
        "hash",
        (PAY + "#### 71750").replace("\n", "\r\n"),
        "CRLF line ends",
    ),
    g(
        "b_ok_cr_only",
        "B",
        "41",
        "correct",
        "hash",
        (BOOK + "#### 41").replace("\n", "\r"),
        "old-Mac CR line ends",
    ),
    g(
        "b_ok_emoji",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### 193 🍪",
        "an astral-plane emoji (a valid surrogate pair in JSON) after the gold",
    ),
    g(
        "b_ok_zwsp_after",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### 193\u200b",
        "a zero-width space after the gold",
    ),
    g(
        "b_ok_nbsp",
        "B",
        "387",
        "correct",
        "hash",
        BUS + "####\u00a0387",
        "a no-break space after ####",
    ),
    g("b_ok_tab", "B", "41", "correct", "hash", BOOK + "####\t41", "a tab after ####"),
    g("b_ok_gold_spaces", "B", " 193 ", "correct", "hash", COOK + "#### 193", "a gold with spaces"),
    m(
        "b_m_ok_gold_boxed",
        "B",
        r"\boxed{242}",
        "correct",
        "boxed",
        BASE + r" $= \boxed{242}$",
        "twin of b_m_gold_boxed_other: a gold stored boxed",
    ),
    g(
        "b_ok_long_prefix",
        "B",
        "193",
        "correct",
        "hash",
        "Let me think step by step.\n" * 4000 + COOK + "#### 193",
        "a 100,000-character repeated preamble, then the answer",
    ),
    g(
        "b_ok_ansi_gold",
        "B",
        "193",
        "correct",
        "hash",
        COOK + "#### \x1b[1m193\x1b[0m",
        "twin of b_ansi_other: ANSI escapes around the gold; debatable: control characters may make the pair bad input; proposed accept",
        True,
    ),
    m(
        "b_m_ok_unicode_pi",
        "B",
        G_SEC,
        "correct",
        "boxed",
        SEC + " $= \\boxed{24π}$",
        "a Unicode pi in the box",
    ),
    m(
        "b_m_ok_unicode_minus",
        "B",
        G_CPX,
        "correct",
        "boxed",
        CPX + " $= \\boxed{11 − 2i}$",
        "a Unicode minus sign (U+2212) in the box",
    ),
]
DIST_Q = qwen(
    "To find the distance between $(-2, 1)$ and $(5, 4)$, we use the distance formula.",
    ("Differences", "$\\Delta x = 5 - (-2) = 7$, $\\Delta y = 4 - 1 = 3$."),
    ("Distance", "$d = \\sqrt{7^2 + 3^2} = \\sqrt{49 + 9} = \\sqrt{58}$."),
)
RAD_Q = qwen(
    "To convert $225^\\circ$ to radians, we multiply by $\\frac{\\pi}{180}$.",
    ("Multiply", "$225 \\cdot \\frac{\\pi}{180} = \\frac{225\\pi}{180}$."),
    ("Simplify", "$\\frac{225}{180} = \\frac{5}{4}$, so the angle is $\\frac{5\\pi}{4}$."),
)

CASES += [
    # ================================================================ more model styles (Minerva, Qwen2.5-Math, small RL policies)
    g(
        "h_minerva_other",
        "A",
        "193",
        "wrong",
        "minerva",
        COOK + "#### 193\n" + MINERVA.format("247"),
        "#### 193 then a Minerva line stating 247: two different final answers",
    ),
    g(
        "h_ok_minerva",
        "B",
        "193",
        "correct",
        "minerva",
        COOK + "#### 193\n" + MINERVA.format("193"),
        "twin of h_minerva_other: #### and the Minerva line agree",
    ),
    m(
        "x_m_qwen_decimal",
        "A",
        G_DIST,
        "wrong",
        "boxed",
        DIST_Q + qbox("7.6158", "Thus, the distance is approximately"),
        "a four-place decimal for \\sqrt{58} = 7.61577...",
    ),
    m(
        "x_m_ok_qwen",
        "B",
        G_DIST,
        "correct",
        "boxed",
        DIST_Q + qbox("\\sqrt{58}", "Thus, the distance is"),
        "twin of x_m_qwen_decimal",
    ),
    m(
        "t_m_qwen_end_conj",
        "A",
        G_CPX,
        "wrong",
        "tag",
        th(CPX + " = 11 + 2i\n") + "<answer>" + QWEN_END.format("11 + 2i") + "</answer>",
        "Qwen's closing line inside the tag with the conjugate",
    ),
    m(
        "t_m_ok_qwen_end",
        "B",
        G_CPX,
        "correct",
        "tag",
        th(CPX + " = 11 - 2i\n") + "<answer>" + QWEN_END.format("11 - 2i") + "</answer>",
        "twin of t_m_qwen_end_conj: Qwen's closing line inside the tag",
    ),
    m(
        "r_m_qwen_second_box",
        "A",
        G_RAD,
        "wrong",
        "boxed",
        RAD_Q
        + qbox("\\frac{5\\pi}{4}")
        + "\n\nHowever, I made an error: $\\frac{225}{180} = \\frac{4}{3}$, so the answer is \\(\\boxed{\\frac{4\\pi}{3}}\\).",
        "a mistaken correction after the committed gold: the last box is 4pi/3",
    ),
    m(
        "r_m_ok_qwen_explain",
        "B",
        G_RAD,
        "correct",
        "boxed",
        RAD_Q
        + qbox("\\frac{5\\pi}{4}")
        + "\n\nThis angle lies in the third quadrant, between $\\pi$ and $\\frac{3\\pi}{2}$.",
        "twin of r_m_qwen_second_box: a harmless remark after the box",
    ),
    g(
        "h_rl_repeat_two",
        "A",
        "193",
        "wrong",
        "hash",
        "18*27=486 486-293=193 #### 193 #### 247",
        "a small RL policy's run-on output with two different marked values",
    ),
    g(
        "h_ok_rl_repeat_same",
        "B",
        "193",
        "correct",
        "hash",
        "18*27=486 486-293=193 #### 193 #### 193 #### 193",
        "twin of h_rl_repeat_two: the same value repeated",
    ),
    m(
        "n_m_qwen_note_incorrect",
        "A",
        G_COMB,
        "wrong",
        "boxed",
        COMB + " = 1365.\n\n" + qbox("1365") + " (Note: this answer is incorrect.)",
        "the model marks its own box incorrect",
    ),
    m(
        "n_m_ok_qwen_note_correct",
        "B",
        G_COMB,
        "correct",
        "boxed",
        COMB
        + " = 1365.\n\n"
        + qbox("1365")
        + " (Note: this agrees with $\\binom{15}{11}$ by symmetry.)",
        "twin of n_m_qwen_note_incorrect: a harmless note (C(15,11) = C(15,4))",
    ),
]

DECISIONS = {
    "x_m_prob_perturbed": (
        "reject",
        "the gold 7/50 is exact; 0.1400001 differs from it, and a tolerance must not turn a perturbed value into the gold",
    ),
    "u_fewer_gold": (
        "reject",
        "'193 fewer' states a difference, not the count left (the issue's 'fewer' class)",
    ),
    "u_less_gold": (
        "reject",
        "'41 less' states a difference, not the pages left (the issue's 'less' class)",
    ),
    "u_m_degrees_for_rad": (
        "reject",
        "the given degrees restated; the radian measure asked is 5pi/4",
    ),
    "u_ok_below_zero": (
        "accept",
        "'6.25 degrees below zero' is -6.25, the gold; the words state the sign",
    ),
    "r_m_withdrawn": ("reject", "a value the model withdraws, with nothing new, is not its answer"),
    "q_m_guess_refuse": (
        "reject",
        "a box under 'if I had to guess' followed by a refusal is no committed answer",
    ),
    "b_rlo_reversed": (
        "reject",
        "the stored text states 391 (shown reversed as 193); the working says 247",
    ),
    "b_ok_ansi_gold": (
        "accept",
        "escape sequences around the gold do not change the value; rejecting as bad input is also defensible",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam70", CASES, [], DECISIONS)
