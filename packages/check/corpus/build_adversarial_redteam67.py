r"""Build adversarial_redteam67.jsonl: a sixty-seventh round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam67", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, ANALYSIS.md or any NOTES file, WITHOUT looking at
earlier rounds' probes beyond round 21's builder (read for structure and label rules), and WITHOUT
running any checker or grader on the probes; labels are by reading and hand arithmetic only. Handed
over BEFORE any scoring. Not model output. Read: corpus/README.md ("How labels were made"),
corpus_build.py, build_adversarial_redteam21.py and the issue text.

Aim of this round: the issue's eight classes in English, weighted to the MATH path (at least 60 %
`m(...)` probes with LaTeX golds): answer tags around boxes and sentences, exact against decimal
values, near-zero and tiny perturbations (floating-point artefacts, 22/7 and 355/113 for pi), equal
forms a careful grader accepts (1/\sqrt2 and \sqrt2/2, tuple spacing, intervals, sets, degrees,
bases, matrices, equations of lines and circles), negation and annotation inside boxes, retractions
after a box, self-posed follow-up problems with boxes of their own, quoted boxes, hedges between two
boxes, and GSM8K probes for the rest. Model styles mixed: R1 think traces (R1-Zero `<answer>` tags
and R1-distill `**Final Answer**` blocks), Qwen2.5-Math numbered steps and closing lines, DeepSeek-Math
prose, Llama 3 "## Step" working, Minerva lines, ChatML / Llama 3 chat tails, few-shot base-model
continuations and terse small RL policies.

Problems and golds (every arithmetic fact checked by hand, then the plain numbers in python):
GSM8K
  cookies   17 trays of 24 = 408 (17*24 = 340 + 68); 289 sold -> 408 - 289 = 119 (check 119 + 289
            = 408). Misreading 298: 408 - 298 = 110.
  temp      starts at 3 degrees F, falls 1.75 an hour for 8 hours: 1.75*8 = 14; 3 - 14 = -11.
  price     2.5 kg at $5.38: 2*5.38 = 10.76, 0.5*5.38 = 2.69, 10.76 + 2.69 = 13.45.
            Misread price $14.99 a ticket in `tickets` below: 6*14.99 = 89.94; 90 - 89.94 = 0.06.
  eggs      33 hens, 4 eggs each: 33*4 = 132 = 11 dozen (11*12 = 132).
  sprout    46 of 50 seedlings: 46/50 = 0.92 = 92 %; not sprouted 4 = 8 %.
  salary    $1,945 a month for 12 months: 1945*12 = 19450 + 3890 = 23340; + $650 bonus = 23990.
  tickets   6 tickets at $15 = 90; she had $90 -> 0 left.
MATH
  TRI    equilateral triangle of side 10: (\sqrt3/4)*100 = 25\sqrt3 (= 43.3012...)
  CIRC   circle of diameter 22: r = 11, area 121\pi (= 380.1327...; with 3.14: 379.94)
  MID    midpoint of (-7, 10) and (3, -6): ((-7+3)/2, (10-6)/2) = (-2, 2)
  INTV   |2x - 5| <= 13: -13 <= 2x - 5 <= 13 -> -8 <= 2x <= 18 -> [-4, 9]
  ROOTS  x^2 - 3x - 28 = (x - 7)(x + 4): -4 and 7 (49 - 21 - 28 = 0; 16 + 12 - 28 = 0)
  BASE   150 in base 7: 3*49 + 0*7 + 3 = 147 + 3 = 150 -> 303_7
  MAT    [[1,2],[3,4]] [[0,1],[1,0]] = [[1*0+2*1, 1*1+2*0],[3*0+4*1, 3*1+4*0]] = [[2,1],[4,3]];
         the reverse product BA = [[3,4],[1,2]]
  LINE   through (2, 1) and (5, 13): slope 12/3 = 4, y - 1 = 4(x - 2) -> y = 4x - 7
         (4*2 - 7 = 1, 4*5 - 7 = 13)
  ANG    interior angle of a regular 15-gon: 180*13/15 = 156 degrees (exterior 360/15 = 24)
  PI     arctan 1 + arctan 2 + arctan 3: tan(arctan 2 + arctan 3) = (2+3)/(1-6) = -1 with the sum
         in (pi/2, pi), so 3pi/4; plus pi/4 = pi. 22/7 - pi = 0.00126; 355/113 - pi = 2.7e-7
  DICE   two dice summing to 10: (4,6), (5,5), (6,4) -> 3/36 = 1/12 = 0.08333... = 0.08\overline3;
         summing to 11: 2/36 = 1/18
  CPX    (4 - i)^2 = 16 - 8i + i^2 = 15 - 8i (the slip i^2 = +1 gives 17 - 8i)
  LOG    log_5 250 - log_5 2 = log_5 125 = 3 (python: log(125)/log(5) = 3.0000000000000004)
  SUM    1 + 2 + ... + 45 = 45*46/2 = 1035 (to 44: 44*45/2 = 990; without the /2: 2070)
  SQ     \sqrt{98} = \sqrt{49*2} = 7\sqrt2 (= 9.8994...)
  RAD    300 degrees = 300\pi/180 = 5\pi/3
  INV    f(x) = 3x - 5: y = 3x - 5 -> x = (y + 5)/3 -> f^{-1}(x) = (x + 5)/3
  FRAC   7/12 + 5/18 = 21/36 + 10/36 = 31/36 (= 0.86111...)
  RAT6   the positive x with x^2 = 3/2: \sqrt{3/2} = \sqrt3/\sqrt2 = \sqrt6/2 (= 1.2247...) = 3/\sqrt6
  COS    cos 135 degrees = -\sqrt2/2 = -1/\sqrt2 (= -0.70710...)
  SIN    sin 120 degrees = \sqrt3/2 (= 0.86602...)
  CEQ    circle centre (2, -3), radius 4: (x - 2)^2 + (y + 3)^2 = 16
  CROSS  (1, 0, 2) x (0, 1, 3) = (0*3 - 2*1, 2*0 - 1*3, 1*1 - 0*0) = (-2, -3, 1)
  ZSUM   sum of the roots of x^3 - 7x + 6 = 0: the x^2 coefficient is 0, so 0 (roots 1, 2, -3:
         1 - 7 + 6 = 0, 8 - 14 + 6 = 0, -27 + 21 + 6 = 0)
Golds were checked with `grep -c` against the earlier rounds' files; most (119, 13.45, 132, 23990,
25\sqrt3, 303_7, y = 4x - 7, 15 - 8i, \frac{x+5}{3}, \frac{31}{36}, the circle equation, the cross
product) no earlier round used.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tiny perturbations, decimals for exact values, equal exact forms); `n_`
negation, strike-out, annotation; `u_` unit words after a number or in a box; `r_` retractions after
the answer and harmless after-text (checks, restarts cut off, invented turns, self-set follow-up
problems); `q_` quoted, reported, hypothetical and other-part statements and hedges; `b_` bad input a
JSON corpus can hold (no lone surrogates). `_m_` after the prefix marks a MATH probe; `_ok_` marks
kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or with after-text real models write.

Label rules (corpus/README.md and round 21): the LAST COMMITTED final answer decides; a value the
model withdraws, negates, strikes out or only quotes, reports or supposes is not its answer; a hedge
between two values or two different final answers is `wrong`; no final answer is `no_answer`; equal
in value but written differently is `correct` (`303` for `303_7`, `156` for `156^\circ`, unit words
that do not change the value); a decimal for an exact irrational or repeating gold is `wrong`; a
floating-point artefact (3.0000000000000004, 4.44e-16) is a different number and `wrong` (debatable,
decision reject); degrees are not radians; a value the model itself marks wrong is `wrong`; an
explicit correction after an answer makes the corrected value the final one; a check, a pleasantry, a
cut-off restart, an invented next turn or a self-set new problem after a committed answer does not
replace it (the answer to the question posed counts); in an `<answer>` tag a sentence, an equation
chain or a box is read for the value it states, and a tag never closed at the end of the text still
states its value. A NUL makes the pair bad input (rejected), so NUL probes are kind A only.

238 probes: kind A 121, kind B 117; MATH 160, GSM8K 78; by class t 31, h 18, x 58, n 28, u 22,
r 31, q 29, b 21. Debatable (decision reject): x_m_zero_float, x_m_log_float, q_m_other_part,
q_parts.

The builder's `tidy` joins a closing value to the working before it ("...$. $= x$" becomes
"...$ $= x$"), as models write it; it changes no value.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam67.py
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
COOK = "The bakery bakes 17 * 24 = <<17*24=408>>408 cookies.\nAfter selling 289, it has 408 - 289 = <<408-289=119>>119 cookies left.\n"
COOK_SLIP = "The bakery bakes 17 * 24 = <<17*24=408>>408 cookies.\nAfter selling 298, it has 408 - 298 = <<408-298=110>>110 cookies left.\n"
COOK_LLAMA = llama(
    (
        "Find the total number of cookies",
        "The bakery bakes 17 trays with 24 cookies each, so 17 × 24 = 408 cookies.",
    ),
    ("Subtract the cookies sold", "It sells 289 cookies, so 408 − 289 = 119 cookies are left."),
)
TEMP = "The temperature falls 1.75 * 8 = <<1.75*8=14>>14 degrees.\nSo it ends at 3 - 14 = <<3-14=-11>>-11 degrees.\n"
PRICE = "2.5 kg at $5.38 per kg costs 2.5 * 5.38 = <<2.5*5.38=13.45>>13.45 dollars.\n"
EGGS = "33 hens each lay 4 eggs, so there are 33 * 4 = <<33*4=132>>132 eggs.\n"
SPROUT = (
    "46 of the 50 seedlings sprouted, so 46 / 50 * 100 = <<46/50*100=92>>92 percent sprouted.\n"
)
SAL = "12 months at $1,945 a month is 12 * 1945 = <<12*1945=23340>>23340 dollars.\nWith the $650 bonus: 23340 + 650 = <<23340+650=23990>>23990 dollars.\n"
SAL_NB = "12 months at $1,945 a month is 12 * 1945 = <<12*1945=23340>>23340 dollars.\n"
TIX = "6 tickets at $15 each cost 6 * 15 = <<6*15=90>>90 dollars.\nShe had $90, so 90 - 90 = <<90-90=0>>0 dollars are left.\n"
TIX_SLIP = "6 tickets at $14.99 each cost 6 * 14.99 = <<6*14.99=89.94>>89.94 dollars.\nShe had $90, so 90 - 89.94 = <<90-89.94=0.06>>0.06 dollars are left.\n"

# ================================================================ MATH working
G_TRI = r"25\sqrt{3}"
TRI = r"The area of an equilateral triangle with side $s$ is $\frac{\sqrt{3}}{4}s^2$. With $s = 10$: $\frac{\sqrt{3}}{4} \cdot 100 = 25\sqrt{3}$."
G_CIRC = r"121\pi"
CIRC = r"The diameter is $22$, so the radius is $11$ and the area is $\pi r^2 = \pi \cdot 11^2 = 121\pi$."
G_MID = "(-2, 2)"
MID = r"The midpoint is $\left(\frac{-7 + 3}{2}, \frac{10 + (-6)}{2}\right) = \left(\frac{-4}{2}, \frac{4}{2}\right)$."
G_INTV = "[-4, 9]"
INTV = (
    r"$|2x - 5| \le 13$ means $-13 \le 2x - 5 \le 13$, so $-8 \le 2x \le 18$ and $-4 \le x \le 9$."
)
G_ROOTS = "-4, 7"
ROOTS = r"We factor: $x^2 - 3x - 28 = (x - 7)(x + 4) = 0$, so $x = 7$ or $x = -4$."
G_BASE = "303_7"
BASE = r"$150 = 3 \cdot 49 + 3 = 3 \cdot 7^2 + 0 \cdot 7 + 3$, so the digits are $3, 0, 3$."
G_MAT = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}\begin{pmatrix} 0 & 1 \\ 1 & 0 \end{pmatrix} = \begin{pmatrix} 1\cdot 0 + 2 \cdot 1 & 1 \cdot 1 + 2 \cdot 0 \\ 3 \cdot 0 + 4 \cdot 1 & 3 \cdot 1 + 4 \cdot 0 \end{pmatrix}$"
G_LINE = "y = 4x - 7"
LINE = r"The slope is $\frac{13 - 1}{5 - 2} = 4$, so $y - 1 = 4(x - 2)$, i.e. $y = 4x - 8 + 1$."
G_ANG = r"156^\circ"
ANG = r"The interior angles of a $15$-gon sum to $180^\circ \cdot 13 = 2340^\circ$, so each is $\frac{2340^\circ}{15} = 156^\circ$."
G_PI = r"\pi"
PI = r"Since $\tan(\arctan 2 + \arctan 3) = \frac{2 + 3}{1 - 6} = -1$ and $\arctan 2 + \arctan 3$ lies in $(\frac{\pi}{2}, \pi)$, it equals $\frac{3\pi}{4}$. Adding $\arctan 1 = \frac{\pi}{4}$ gives $\pi$."
G_DICE = r"\frac{1}{12}"
DICE = r"Of the $36$ equally likely outcomes, $(4,6), (5,5), (6,4)$ sum to $10$, so the probability is $\frac{3}{36}$."
G_CPX = "15 - 8i"
CPX = r"$(4 - i)^2 = 16 - 8i + i^2 = 16 - 8i - 1$."
G_LOG = "3"
LOG = r"$\log_5 250 - \log_5 2 = \log_5 \frac{250}{2} = \log_5 125$, and $5^3 = 125$."
G_SUM = "1035"
SUM = r"$1 + 2 + \cdots + 45 = \frac{45 \cdot 46}{2} = \frac{2070}{2}$."
G_SQ = r"7\sqrt{2}"
SQ = r"$\sqrt{98} = \sqrt{49 \cdot 2} = \sqrt{49}\sqrt{2}$."
G_RAD = r"\frac{5\pi}{3}"
RAD = r"$300^\circ \cdot \frac{\pi}{180^\circ} = \frac{300\pi}{180}$."
G_INV = r"\frac{x+5}{3}"
INV = r"Write $y = 3x - 5$ and solve for $x$: $3x = y + 5$, so $x = \frac{y + 5}{3}$. Swapping the variables,"
G_FRAC = r"\frac{31}{36}"
FRAC = r"The common denominator is $36$: $\frac{7}{12} + \frac{5}{18} = \frac{21}{36} + \frac{10}{36}$."
G_RAT6 = r"\frac{\sqrt{6}}{2}"
RAT6 = r"$x^2 = \frac{3}{2}$ and $x > 0$, so $x = \sqrt{\frac{3}{2}} = \frac{\sqrt{3}}{\sqrt{2}} = \frac{\sqrt{6}}{2}$."
G_COS = r"-\frac{\sqrt{2}}{2}"
COS = r"$135^\circ$ is in the second quadrant with reference angle $45^\circ$, so $\cos 135^\circ = -\cos 45^\circ$."
G_SIN = r"\frac{\sqrt{3}}{2}"
SIN = r"$120^\circ$ is in the second quadrant with reference angle $60^\circ$, so $\sin 120^\circ = \sin 60^\circ$."
G_CEQ = "(x-2)^2 + (y+3)^2 = 16"
CEQ = r"A circle with centre $(h, k)$ and radius $r$ is $(x - h)^2 + (y - k)^2 = r^2$; here $h = 2$, $k = -3$, $r = 4$."
G_CROSS = r"\begin{pmatrix} -2 \\ -3 \\ 1 \end{pmatrix}"
CROSS = r"$\begin{pmatrix} 1 \\ 0 \\ 2 \end{pmatrix} \times \begin{pmatrix} 0 \\ 1 \\ 3 \end{pmatrix} = \begin{pmatrix} 0 \cdot 3 - 2 \cdot 1 \\ 2 \cdot 0 - 1 \cdot 3 \\ 1 \cdot 1 - 0 \cdot 0 \end{pmatrix}$"
G_ZSUM = "0"
ZSUM = r"By Vieta's formulas the sum of the roots of $x^3 + 0x^2 - 7x + 6$ is $-\frac{0}{1}$. (Indeed the roots are $1, 2, -3$.)"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "119", "wrong", "tag", th(COOK_SLIP) + "<answer>The bakery has 110 cookies left.</answer>", "a sentence in the tag states 110 (298 misread for 289)"),
    g("t_box_nobonus", "A", "23990", "wrong", "tag", th(SAL_NB + "That is her total pay.\n") + r"<answer>\boxed{23340}</answer>", "a box in the tag without the bonus: 23340"),
    g("t_hash_other", "A", "119", "wrong", "tag", th(COOK_SLIP) + "<answer>#### 110</answer>", "#### inside the tag, 110"),
    g("t_sign_lost", "A", "-11", "wrong", "tag", th(TEMP) + "<answer>11 degrees</answer>", "the tag drops the sign: 11, not -11"),
    g("t_unclosed_cut", "A", "23990", "no_answer", "truncated", th(SAL) + "<answer>239", "cut inside the tag after 239: no final answer"),
    g("t_ok_sentence", "B", "119", "correct", "tag", th(COOK) + "<answer>The bakery has 119 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_hash", "B", "119", "correct", "tag", th(COOK) + "<answer>#### 119</answer>", "#### inside the tag"),
    g("t_ok_dollar_sentence", "B", "13.45", "correct", "tag", th(PRICE) + "<answer>It costs $13.45.</answer>", "a sentence with a dollar sign"),
    g("t_ok_negative_unit", "B", "-11", "correct", "tag", th(TEMP) + "<answer>-11°F</answer>", "a negative value with °F"),
    g("t_ok_unclosed", "B", "23990", "correct", "tag", th(SAL) + "<answer>23990", "the tag is never closed but holds the whole value at the end"),
    m("t_m_sentence_decimal", "A", G_CIRC, "wrong", "tag", th(CIRC + " That is about $380.13$.\n") + "<answer>The area is about 380.13 square units.</answer>", "a decimal for 121\\pi in the tag"),
    m("t_m_box_open", "A", G_INTV, "wrong", "tag", th(INTV + "\n") + r"<answer>$\boxed{(-4, 9)}$</answer>", "an open interval; the endpoints belong to the set"),
    m("t_m_equation_slip", "A", G_CPX, "wrong", "tag", th(r"$(4 - i)^2 = 16 - 8i + i^2$ and $i^2 = 1$." + "\n") + r"<answer>(4-i)^2 = 16 - 8i + 1 = 17 - 8i</answer>", "an equation chain ending 17 - 8i"),
    m("t_m_two_boxes_hedge", "A", G_DICE, "wrong", "tag", th(DICE + " Or do they mean sum 11? That is $\\frac{2}{36}$.\n") + r"<answer>\boxed{\frac{1}{12}} or \boxed{\frac{1}{18}}</answer>", "a hedge between two boxes in the tag"),
    m("t_m_think_box_tag_other", "A", G_LINE, "wrong", "tag", th(LINE + r" So $\boxed{y = 4x - 7}$." + "\n") + "<answer>y = 4x + 7</answer>", "the gold boxed in the thinking, the tag states y = 4x + 7"),
    m("t_m_unclosed_other", "A", G_RAD, "wrong", "tag", th(r"$300^\circ = \frac{300\pi}{180}$, hmm, I think it reduces to $\frac{5\pi}{6}$." + "\n") + r"<answer>\frac{5\pi}{6}", "an unclosed tag holding 5\\pi/6"),
    m("t_m_empty_tag", "A", G_SUM, "no_answer", "tag", th(SUM + r" So the sum is $\boxed{1035}$." + "\n") + "<answer> </answer>", "an empty tag; the gold only in the thinking"),
    m("t_m_placeholder", "A", G_FRAC, "no_answer", "tag", th(FRAC + " = 31/36\n") + "<answer>...</answer>", "a placeholder in the tag"),
    m("t_m_tag_approx_only", "A", G_SQ, "wrong", "tag", th(SQ + " That's about 9.9.\n") + "<answer>approximately 9.90</answer>", "only a decimal in the tag"),
    m("t_m_matrix_reverse", "A", G_MAT, "wrong", "tag", th(r"$BA = \begin{pmatrix} 0 & 1 \\ 1 & 0 \end{pmatrix}\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}$ swaps the rows." + "\n") + r"<answer>$\begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}$</answer>", "the product in the wrong order (BA)"),
    m("t_m_sum_no_half", "A", G_SUM, "wrong", "tag", th("The sum is 45 times 46.\n") + r"<answer>45 \cdot 46 = 2070</answer>", "forgot the /2: 2070"),
    m("t_m_ok_box", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>$\boxed{\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}}$</answer>", "a boxed matrix in the tag"),
    m("t_m_ok_exact_approx", "B", G_SQ, "correct", "tag", th(SQ + "\n") + r"<answer>$7\sqrt{2} \approx 9.9$</answer>", "the exact value, then an approximation"),
    m("t_m_ok_text_wrapped", "B", G_BASE, "correct", "tag", th(BASE + "\n") + r"<answer>$\text{The answer is } 303_7$</answer>", "\\text{The answer is } inside the tag"),
    m("t_m_ok_inverse_eq", "B", G_INV, "correct", "tag", th(INV + r" $f^{-1}(x) = \frac{x+5}{3}$." + "\n") + r"<answer>f^{-1}(x) = \frac{x+5}{3}</answer>", "an equation f^{-1}(x) = ... in the tag"),
    m("t_m_ok_unclosed", "B", G_FRAC, "correct", "tag", th(FRAC + "\n") + r"<answer>\frac{31}{36}", "a tag never closed at the end of the text"),
    m("t_m_ok_display_box", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>\n\\[\n\\boxed{15 - 8i}\n\\]\n</answer>", "a display box on its own lines in the tag"),
    m("t_m_ok_sentence_deg", "B", G_ANG, "correct", "tag", th(ANG + "\n") + r"<answer>Each interior angle measures $156^\circ$.</answer>", "a sentence with degrees"),
    m("t_m_ok_or_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>x = -4 \text{ or } x = 7</answer>", "both roots joined by 'or' (the solution set, not a hedge)"),
    m("t_m_ok_answer_is", "B", G_RAT6, "correct", "tag", th(RAT6 + "\n") + r"<answer> The answer is $\frac{\sqrt{6}}{2}$. </answer>", "a sentence with spaces around it"),
    m("t_m_ok_chain", "B", G_LOG, "correct", "tag", th(LOG + "\n") + r"<answer>\log_5 250 - \log_5 2 = \log_5 125 = 3</answer>", "an equation chain ending in the gold"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "119", "wrong", "hash", COOK_SLIP + "So the answer is #### 110", "phrase then #### 110"),
    g("h_final_hash_nobonus", "A", "23990", "wrong", "hash", SAL_NB + "Final Answer: #### 23340", "Final Answer: #### without the bonus"),
    g("h_phrase_hash_conflict", "A", "132", "wrong", "hash", EGGS + "That is 132 / 12 = 11 dozen.\nThe answer is: 132\n#### 11", "phrase 132, #### 11: two different final answers"),
    g("h_answer_hash_empty", "A", "92", "no_answer", "hash", SPROUT + "Answer: ####", "an empty #### after Answer:; the gold only in the working"),
    g("h_answer_is_hash_rounded", "A", "13.45", "wrong", "hash", PRICE + "The answer is: #### 13.5", "rounded to 13.5"),
    g("h_hash_complement", "A", "92", "wrong", "hash", SPROUT + "So 100 - 92 = 8 percent did not sprout.\nThe answer is #### 8", "the complement 8, not the 92 asked"),
    m("h_m_hash_off_by_one", "A", G_SUM, "wrong", "hash", r"Using $\frac{n(n+1)}{2}$ with $n = 45$ I get $1036$." + "\nThe answer is: #### 1036", "1036 after the phrase and ####"),
    m("h_m_final_hash_naive_frac", "A", G_FRAC, "wrong", "hash", r"Adding numerators and denominators: $\frac{7 + 5}{12 + 18} = \frac{12}{30}$." + "\nFinal Answer: #### \\frac{12}{30}", "the naive sum 12/30"),
    g("h_ok_so_hash", "B", "119", "correct", "hash", COOK + "So the answer is #### 119", "So the answer is #### value"),
    g("h_ok_answer_is_colon_hash", "B", "23990", "correct", "hash", SAL + "The answer is: #### 23990", "The answer is: #### value"),
    g("h_ok_final_answer_hash", "B", "132", "correct", "hash", EGGS + "Final Answer: #### 132", "Final Answer: #### value"),
    g("h_ok_answer_hash", "B", "92", "correct", "hash", SPROUT + "Answer: #### 92", "Answer: #### value"),
    g("h_ok_bold_hash", "B", "13.45", "correct", "hash", PRICE + "**Final Answer:** #### 13.45", "bold Final Answer: then ####"),
    g("h_ok_hash_comma_period", "B", "23990", "correct", "hash", SAL + "The answer is #### 23,990.", "a comma and a closing period"),
    g("h_ok_hash_dollar", "B", "13.45", "correct", "hash", PRICE + "The answer is: #### $13.45", "a dollar sign after ####"),
    g("h_ok_negative", "B", "-11", "correct", "hash", TEMP + "The final temperature is -11 degrees.\nThe answer is #### -11", "a negative value after phrase and ####"),
    m("h_m_ok_hash", "B", G_SUM, "correct", "hash", SUM + " = 1035\nThe answer is: #### 1035", "a MATH answer given with the GSM8K marker"),
    m("h_m_ok_final_hash_latex", "B", G_FRAC, "correct", "hash", FRAC + r" $= \frac{31}{36}$" + "\nFinal Answer: #### \\frac{31}{36}", "LaTeX after Final Answer: ####"),

    # ================================================================ 3. exactness
    m("x_m_sin_decimal", "A", G_SIN, "wrong", "boxed", SIN + r" $\approx \boxed{0.866}$", "0.866 for \\sqrt3/2 (0.86602...)"),
    m("x_m_pi_314", "A", G_PI, "wrong", "boxed", PI + r" So the sum is $\boxed{3.14}$.", "3.14 for \\pi"),
    m("x_m_pi_float", "A", G_PI, "wrong", "boxed", "Numerically: atan(1) + atan(2) + atan(3) = 3.141592653589793.\n" + r"$\boxed{3.141592653589793}$", "a 16-digit float for \\pi is still a decimal, not \\pi"),
    m("x_m_pi_22_7", "A", G_PI, "wrong", "boxed", r"The sum is approximately $0.7854 + 1.1071 + 1.2490 = 3.1415$, which is close to $\frac{22}{7}$. So the answer is $\boxed{\frac{22}{7}}$.", "22/7 is 0.00126 off \\pi"),
    m("x_m_pi_355_113", "A", G_PI, "wrong", "boxed", r"Numerically the sum is $3.14159265\ldots$, which matches $\frac{355}{113} = 3.14159292\ldots$ to six decimals. So the answer is $\boxed{\frac{355}{113}}$.", "355/113 is 2.7e-7 off \\pi: an exact rational, not \\pi"),
    m("x_m_pi_plus_tiny", "A", G_PI, "wrong", "boxed", PI + r" Including the correction term $\varepsilon = 10^{-8}$ from the series approximation, the total is $\boxed{\pi + 10^{-8}}$.", "an exact expression 1e-8 above \\pi"),
    m("x_m_zero_float", "A", G_ZSUM, "wrong", "boxed", "```python\nimport numpy as np\nprint(sum(np.roots([1, 0, -7, 6])))\n```\n```output\n4.440892098500626e-16\n```\n" + r"The sum of the roots is $\boxed{4.440892098500626 \times 10^{-16}}$.", "debatable: a floating-point artefact boxed as the answer; the stated number is not 0 (decision reject)", True),
    m("x_m_zero_newton", "A", G_ZSUM, "wrong", "boxed", r"Newton's method gives the roots $1.0000001$, $2.0000000$ and $-3.0000000$, so their sum is $\boxed{0.0000001}$.", "1e-7 against gold 0"),
    m("x_m_log_float", "A", G_LOG, "wrong", "boxed", "```python\nimport math\nprint(math.log(250, 5) - math.log(2, 5))\n```\n```output\n3.0000000000000004\n```\n" + r"So the answer is $\boxed{3.0000000000000004}$.", "debatable: a floating-point artefact; the stated number is not 3 (decision reject)", True),
    m("x_m_cos_decimal", "A", G_COS, "wrong", "boxed", COS + r" $= -0.7071$, so $\boxed{-0.7071}$.", "a decimal for -\\sqrt2/2"),
    m("x_m_cos_six_digits", "A", G_COS, "wrong", "boxed", COS + r" Numerically, $\cos 135^\circ = \boxed{-0.707107}$.", "six digits are still a decimal for an irrational"),
    m("x_m_tri_decimal", "A", G_TRI, "wrong", "boxed", TRI + r" $\approx \boxed{43.30}$", "43.30 for 25\\sqrt3"),
    m("x_m_circ_314", "A", G_CIRC, "wrong", "boxed", r"The radius is $11$, so the area is $3.14 \cdot 121 = \boxed{379.94}$.", "121 * 3.14 = 379.94, not 121\\pi"),
    m("x_m_frac_decimal", "A", G_FRAC, "wrong", "boxed", FRAC + r" $= \frac{31}{36} \approx \boxed{0.861}$", "0.861 for 31/36 = 0.8611..."),
    m("x_m_dice_decimal", "A", G_DICE, "wrong", "boxed", DICE + r" $\approx \boxed{0.0833}$", "0.0833 for 1/12"),
    m("x_m_sq_decimal", "A", G_SQ, "wrong", "boxed", SQ + r" $\approx 7 \cdot 1.41421 = \boxed{9.899}$", "9.899 for 7\\sqrt2"),
    m("x_m_rat6_decimal", "A", G_RAT6, "wrong", "boxed", RAT6 + r" $\approx \boxed{1.2247}$", "1.2247 for \\sqrt6/2"),
    m("x_m_ok_one_over_sqrt2", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{-\frac{1}{\sqrt{2}}}$", "-1/\\sqrt2 = -\\sqrt2/2"),
    m("x_m_ok_neg_numerator", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{\frac{-\sqrt{2}}{2}}$", "the minus in the numerator"),
    m("x_m_ok_sqrt3_nobraces", "B", G_SIN, "correct", "boxed", SIN + r" $= \boxed{\frac{\sqrt3}{2}}$", "\\frac{\\sqrt3}{2} without braces"),
    m("x_m_ok_half_sqrt3", "B", G_SIN, "correct", "boxed", SIN + r" $= \boxed{\frac{1}{2}\sqrt{3}}$", "(1/2)\\sqrt3"),
    m("x_m_ok_rat6_ratio", "B", G_RAT6, "correct", "boxed", r"$x^2 = \frac{3}{2}$ with $x > 0$, so $x = \boxed{\frac{\sqrt{3}}{\sqrt{2}}}$.", "\\sqrt3/\\sqrt2 = \\sqrt6/2 (the question asks for x, no form)"),
    m("x_m_ok_rat6_root_frac", "B", G_RAT6, "correct", "boxed", r"$x^2 = \frac{3}{2}$ and $x$ is positive, so $x = \boxed{\sqrt{\frac{3}{2}}}$.", "\\sqrt{3/2} = \\sqrt6/2"),
    m("x_m_ok_sqrt_nobraces", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{7 \sqrt 2}$", "7\\sqrt2 written \\sqrt 2 without braces"),
    m("x_m_ok_pi_then_approx", "B", G_PI, "correct", "boxed", PI + r" So the sum is $\boxed{\pi} \approx 3.14$.", "the box holds \\pi, an approximation after it"),
    m("x_m_ok_decimal_then_pi", "B", G_PI, "correct", "boxed", r"Numerically the sum is $3.14159\ldots$; exactly, " + PI[0].lower() + PI[1:] + r" The answer is $\boxed{\pi}$.", "a decimal in the working, \\pi boxed"),
    m("x_m_ok_zero_after_float", "B", G_ZSUM, "correct", "boxed", "```python\nimport numpy as np\nprint(sum(np.roots([1, 0, -7, 6])))\n```\n```output\n4.440892098500626e-16\n```\n" + r"That is rounding error; by Vieta's formulas the sum is exactly $\boxed{0}$.", "a float in the output, the exact 0 boxed"),
    m("x_m_ok_repeating", "B", G_DICE, "correct", "boxed", DICE + r" $= 0.08\overline{3}$, so the answer is $\boxed{0.08\overline{3}}$.", "0.08\\overline3 = 1/12 exactly"),
    m("x_m_ok_unsimplified", "B", G_DICE, "correct", "boxed", DICE + r" The answer is $\boxed{\frac{3}{36}}$.", "3/36 = 1/12 unsimplified"),
    m("x_m_ok_tri_form", "B", G_TRI, "correct", "boxed", r"The area is $\boxed{\frac{100\sqrt{3}}{4}}$.", "100\\sqrt3/4 = 25\\sqrt3"),
    m("x_m_ok_circ_approx_after", "B", G_CIRC, "correct", "boxed", CIRC + r" The answer is $\boxed{121\pi} \approx 380.13$.", "121\\pi boxed, an approximation after"),
    m("x_m_ok_log_point_zero", "B", G_LOG, "correct", "boxed", LOG + r" So the answer is $\boxed{3.0}$.", "3.0 = 3 exactly"),
    m("x_m_tuple_swapped", "A", G_MID, "wrong", "boxed", r"Averaging, the midpoint is $\left(\frac{10 - 6}{2}, \frac{-7 + 3}{2}\right) = \boxed{(2, -2)}$.", "the coordinates swapped"),
    m("x_m_interval_halfopen", "A", G_INTV, "wrong", "boxed", INTV + r" $x \in \boxed{[-4, 9)}$", "a half-open interval: 9 belongs to the set"),
    m("x_m_line_sign", "A", G_LINE, "wrong", "boxed", r"The slope is $4$ and $y - 1 = 4(x - 2)$, so $y = 4x - 8 - 1 = 4x - 9$... rechecking the intercept, $\boxed{y = 4x + 7}$.", "y = 4x + 7: the intercept's sign wrong"),
    m("x_m_circle_unsquared", "A", G_CEQ, "wrong", "boxed", CEQ + r" So $\boxed{(x-2)^2 + (y+3)^2 = 4}$.", "the radius not squared: radius 2"),
    m("x_m_matrix_transpose", "A", G_MAT, "wrong", "boxed", r"Multiplying columns by rows gives $\boxed{\begin{pmatrix} 2 & 4 \\ 1 & 3 \end{pmatrix}}$.", "the transpose of the product"),
    m("x_m_roots_one", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" Taking the positive root, $x = \boxed{7}$.", "only one of the two roots"),
    m("x_m_cross_reversed", "A", G_CROSS, "wrong", "boxed", r"$\begin{pmatrix} 0 \\ 1 \\ 3 \end{pmatrix} \times \begin{pmatrix} 1 \\ 0 \\ 2 \end{pmatrix} = \boxed{\begin{pmatrix} 2 \\ 3 \\ -1 \end{pmatrix}}$", "b x a: every sign flipped"),
    m("x_m_ok_tuple_left_right", "B", G_MID, "correct", "boxed", MID + r" $= \boxed{\left(-2, 2\right)}$", "\\left( \\right) around the pair"),
    m("x_m_ok_interval_ineq", "B", G_INTV, "correct", "boxed", INTV + r" The solution is $\boxed{-4 \le x \le 9}$.", "the interval as a double inequality"),
    m("x_m_ok_interval_in", "B", G_INTV, "correct", "boxed", INTV + r" $\boxed{x \in \left[ -4, 9 \right]}$", "x \\in with \\left[ \\right]"),
    m("x_m_ok_line_nospace", "B", G_LINE, "correct", "boxed", LINE + r" $\boxed{y=4x-7}$", "no spaces in the equation"),
    m("x_m_ok_line_reordered", "B", G_LINE, "correct", "boxed", LINE + r" So the line is $\boxed{y = -7 + 4x}$.", "the terms reordered"),
    m("x_m_ok_circle_radius_sq", "B", G_CEQ, "correct", "boxed", CEQ + r" $\boxed{(x - 2)^2 + (y + 3)^2 = 4^2}$", "4^2 for 16, spaces"),
    m("x_m_ok_bmatrix", "B", G_MAT, "correct", "boxed", MAT + r" $= \boxed{\begin{bmatrix} 2 & 1 \\ 4 & 3 \end{bmatrix}}$", "bmatrix for pmatrix"),
    m("x_m_ok_roots_reversed", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{7, -4}$", "the roots in the other order"),
    m("x_m_ok_cross_tuple_eq", "B", G_CROSS, "correct", "boxed", CROSS + r" $= \boxed{\begin{pmatrix} -2\\-3\\1 \end{pmatrix}}$", "the column vector without spaces"),
    m("x_m_qwen_decimal", "A", G_COS, "wrong", "boxed", qwen("To find \\(\\cos 135^\\circ\\), we use the unit circle.", ("Reference angle", "\\(135^\\circ = 180^\\circ - 45^\\circ\\), so the reference angle is \\(45^\\circ\\)."), ("Sign", "Cosine is negative in the second quadrant, so \\(\\cos 135^\\circ = -\\cos 45^\\circ \\approx -0.7071\\).")) + qbox("-0.7071"), "Qwen2.5-Math steps, a decimal boxed for -\\sqrt2/2"),
    m("x_m_ok_qwen_form", "B", G_COS, "correct", "boxed", qwen("To find \\(\\cos 135^\\circ\\), we use the unit circle.", ("Reference angle", "\\(135^\\circ = 180^\\circ - 45^\\circ\\), so the reference angle is \\(45^\\circ\\)."), ("Sign", "Cosine is negative in the second quadrant, so \\(\\cos 135^\\circ = -\\cos 45^\\circ = -\\frac{\\sqrt{2}}{2}\\).")) + qbox("-\\frac{\\sqrt2}{2}", "Therefore, the value is"), "Qwen2.5-Math steps, \\sqrt2 without braces"),
    g("x_rounded", "A", "13.45", "wrong", "hash", PRICE + "That is about $13.5.\n#### 13.5", "rounded to 13.5"),
    g("x_cent_off", "A", "13.45", "wrong", "hash", "2.5 * 5.38 = 13.44\n#### 13.44", "a cent off: 13.44 (0.07 % relative)"),
    g("x_zero_slip", "A", "0", "wrong", "hash", TIX_SLIP + "#### 0.06", "0.06 against gold 0 (price misread as 14.99)"),
    g("x_salary_rounded", "A", "23990", "wrong", "hash", SAL + "So she earns about $24,000.\n#### 24000", "rounded to 24000"),
    g("x_ok_trailing_zero", "B", "13.45", "correct", "hash", PRICE + "#### 13.450", "a trailing zero"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TIX + "#### 0.00", "0.00 for 0"),
    g("x_ok_salary_cents", "B", "23990", "correct", "hash", SAL + "#### 23,990.00", "comma and cents"),
    g("x_ok_negative_decimal", "B", "-11", "correct", "hash", TEMP + "#### -11.0", "-11.0 for -11"),

    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_neq_roots", "A", G_ROOTS, "wrong", "boxed", r"The expression $\frac{1}{x^2 - 3x - 28}$ is defined when $(x - 7)(x + 4) \neq 0$, so the answer is $\boxed{x \neq -4, 7}$.", "the model answers a domain question: x != -4, 7 is not the roots"),
    m("n_m_ne_value", "A", G_LOG, "no_answer", "boxed", r"Checking the claim that the expression equals $3$: $\log_5 250 - \log_5 2 = \log_5 248$, and $5^3 = 125 \ne 248$, so $\boxed{\ne 3}$.", "a box holding only \\ne gold (after the slip log a - log b = log(a - b)); no value stated"),
    m("n_m_text_incorrect", "A", G_FRAC, "wrong", "boxed", FRAC + r" $= \boxed{\frac{31}{36}\text{ (incorrect)}}$", "the model marks its own box incorrect"),
    m("n_m_cancel_box", "A", G_CPX, "no_answer", "boxed", CPX + r" $= \boxed{\cancel{15 - 8i}}$", "a cancelled box, nothing else"),
    m("n_m_sout_then_other", "A", G_INV, "wrong", "boxed", INV + r" $f^{-1}(x) = \boxed{\sout{\frac{x+5}{3}}\ \frac{x-5}{3}}$", "the gold struck with \\sout, (x-5)/3 after"),
    m("n_m_strike_md_only", "A", G_SQ, "no_answer", "boxed", SQ + "\n\nHmm, I doubt the last step.\n\n~~$\\boxed{7\\sqrt{2}}$~~", "the only box struck out with ~~ at the end"),
    m("n_m_cross_mark", "A", G_BASE, "wrong", "boxed", BASE + r" $\boxed{303_7}$ ✗", "a cross mark after the box: the model marks it wrong"),
    m("n_m_box_wrong_see", "A", G_SUM, "no_answer", "boxed", SUM + r" $\boxed{1035 \text{ — this is wrong, see below}}$", "the box says it is wrong and nothing follows"),
    m("n_m_del_then_other", "A", G_CPX, "wrong", "boxed", r"$(4 - i)^2 = 16 - 8i + i^2$" + "\n\n<del>$\\boxed{15 - 8i}$</del> $\\boxed{17 - 8i}$", "the gold struck with <del>, 17 - 8i after"),
    m("n_m_s_only", "A", G_CIRC, "no_answer", "boxed", CIRC + "\n\n<s>$\\boxed{121\\pi}$</s>", "the only box struck with <s>"),
    m("n_m_not_box", "A", G_ANG, "no_answer", "boxed", r"The exterior angle is $24^\circ$. So the interior angle is not $\boxed{156^\circ}$, I need to recheck.", "the box negated by 'is not', nothing after"),
    m("n_m_neq_tuple", "A", G_MID, "no_answer", "boxed", r"My first guess was $(-2, 2)$, but $\frac{-7 + 3}{2} = -5$, so $\boxed{M \neq (-2, 2)}$.", "a box holding only M \\neq gold (after a slip); no value stated"),
    m("n_m_ok_neq_working", "B", G_ROOTS, "correct", "boxed", ROOTS + r" Neither root makes $x \neq 0$ fail, so the solutions are $\boxed{-4, 7}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_not_other", "B", G_CPX, "correct", "boxed", r"The answer is not $17 - 8i$ (that would need $i^2 = 1$); " + CPX + r" $= \boxed{15 - 8i}$", "another value negated, the gold boxed"),
    m("n_m_ok_check_mark", "B", G_INV, "correct", "boxed", INV + r" $f^{-1}(x) = \boxed{\frac{x+5}{3}}$ ✓", "a check mark after the box"),
    m("n_m_ok_simplified_note", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{1}{12}}$ (simplified)", "a harmless annotation"),
    m("n_m_ok_cancel_working", "B", G_RAT6, "correct", "boxed", r"$x = \frac{\sqrt{3}}{\sqrt{2}} = \frac{\sqrt{3} \cdot \sqrt{2}}{\sqrt{2} \cdot \sqrt{2}} = \frac{\sqrt{6}}{2}$. (Equivalently $\frac{3}{\sqrt{6}} = \frac{\cancel{3}\sqrt{6}}{\cancel{6}_{\,2}}$.) So $x = \boxed{\frac{\sqrt{6}}{2}}$.", "\\cancel in the working, the gold boxed"),
    m("n_m_ok_strike_other", "B", G_CPX, "correct", "boxed", r"~~$\boxed{17 - 8i}$~~ Oops, $i^2 = -1$: " + CPX + r" $= \boxed{15 - 8i}$", "the wrong box struck, the gold after"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" $\boxed{303_7 \text{ (base 7)}}$", "an annotation naming the base inside the box"),
    m("n_m_ok_not_simplified", "B", G_TRI, "correct", "boxed", r"The area is $\frac{\sqrt{3}}{4} \cdot 10^2 = \boxed{\frac{100\sqrt{3}}{4}}$ (not simplified; it equals $25\sqrt{3}$)", "an annotation 'not simplified' that does not withdraw"),
    g("n_not_gold", "A", "119", "no_answer", "answer_is", COOK + "Wait, that can't be. The answer is not 119.", "the gold negated, nothing after"),
    g("n_hash_neq", "A", "119", "no_answer", "hash", COOK + "#### ≠ 119", "#### holding only ≠ gold"),
    g("n_strike_only", "A", "132", "no_answer", "hash", EGGS + "#### ~~132~~", "the only answer struck with ~~"),
    g("n_strike_then_other", "A", "92", "wrong", "hash", SPROUT + "#### ~~92~~ 8", "the gold struck, 8 after"),
    g("n_ok_not_other", "B", "119", "correct", "answer_is", COOK + "The answer is 119, not 110.", "another value negated after the gold"),
    g("n_ok_strike_other", "B", "119", "correct", "hash", COOK + "#### ~~110~~ 119", "the wrong value struck, the gold after"),
    g("n_ok_correct_note", "B", "132", "correct", "hash", EGGS + "#### 132 (correct)", "a harmless annotation"),
    g("n_ok_nothing_left", "B", "0", "correct", "hash", TIX + "#### 0 (nothing left)", "0 with a harmless annotation"),

    # ================================================================ 5. unit words
    g("u_fewer", "A", "119", "wrong", "hash", COOK + "#### 119 fewer", "'119 fewer' states a difference, not a count"),
    g("u_dozen", "A", "132", "wrong", "hash", EGGS + "#### 132 dozen", "132 dozen = 1584, not 132 eggs"),
    g("u_cents", "A", "13.45", "wrong", "hash", PRICE + "#### 13.45 cents", "13.45 cents is $0.1345, not $13.45"),
    g("u_thousand", "A", "23990", "wrong", "answer_is", SAL + "The answer is 23990 thousand dollars.", "23990 thousand = 23,990,000"),
    g("u_and_a_half", "A", "119", "wrong", "hash", COOK + "#### 119 and a half", "119.5, not 119"),
    g("u_ok_cookies", "B", "119", "correct", "hash", COOK + "#### 119 cookies", "a count noun"),
    g("u_ok_eggs", "B", "132", "correct", "hash", EGGS + "#### 132 eggs", "a count noun"),
    g("u_ok_dollar", "B", "13.45", "correct", "hash", PRICE + "#### $13.45", "a dollar sign"),
    g("u_ok_percent", "B", "92", "correct", "hash", SPROUT + "#### 92%", "a percent sign where the gold is the percent"),
    g("u_ok_fahrenheit", "B", "-11", "correct", "answer_is", TEMP + "The answer is -11 degrees Fahrenheit.", "degrees Fahrenheit after a negative value"),
    m("u_m_radians", "A", G_ANG, "wrong", "boxed", ANG.replace("156^\\circ$.", "156$.") + r" So each angle is $\boxed{156 \text{ radians}}$.", "156 radians is not 156 degrees"),
    m("u_m_percent", "A", G_DICE, "wrong", "boxed", DICE + r" $= \frac{1}{12}$, so $\boxed{\frac{1}{12}\%}$.", "1/12 % = 1/1200"),
    m("u_m_base_ten", "A", G_BASE, "wrong", "boxed", r"Reading the digits $3, 0, 3$: $\boxed{303 \text{ in base } 10}$.", "303 in base 10 is not 303_7 = 150"),
    m("u_m_thousand", "A", G_SUM, "wrong", "boxed", SUM + r" $= \boxed{1035 \text{ thousand}}$", "1035 thousand = 1,035,000"),
    m("u_m_degree_sign_rad", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3}^\circ}$", "(5\\pi/3) degrees is not 5\\pi/3 radians"),
    m("u_m_ok_square_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $\boxed{121\pi \text{ square units}}$", "square units in the box"),
    m("u_m_ok_degrees_word", "B", G_ANG, "correct", "boxed", ANG + r" $\boxed{156 \text{ degrees}}$", "the word degrees"),
    m("u_m_ok_bare_degrees", "B", G_ANG, "correct", "boxed", ANG + r" $\boxed{156}$", "156 for 156^\\circ (README: 30 for 30^\\circ)"),
    m("u_m_ok_base_braces", "B", G_BASE, "correct", "boxed", BASE + r" $\boxed{303_{7}}$", "subscript in braces"),
    m("u_m_ok_base_bare", "B", G_BASE, "correct", "boxed", BASE + r" So $150_{10} = \boxed{303}$ in base 7.", "303 for 303_7 (README: 4210 for 4210_5), base named after the box"),
    m("u_m_ok_cm2", "B", G_TRI, "correct", "boxed", TRI + r" $\boxed{25\sqrt{3}\text{ cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3} \text{ radians}}$", "the word radians"),

    # ================================================================ 6. retractions and harmless after-text
    m("r_m_wait_new_box", "A", G_PI, "wrong", "boxed", PI + r" So the sum is $\boxed{\pi}$." + "\n\nWait, I should double-check the range. Hmm, I think $\\arctan 2 + \\arctan 3$ is actually $\\frac{\\pi}{2}$, so the total is $\\frac{3\\pi}{4}$.\n\n" + r1final(r"\frac{3\pi}{4}"), "an R1-style 'Wait' and a later box 3\\pi/4"),
    m("r_m_edit_swap", "A", G_MID, "wrong", "boxed", MID + r" $= \boxed{(-2, 2)}$" + "\n\nEdit: I mixed up the coordinates; the midpoint is $(2, -2)$.", "Edit: a different point after the box"),
    m("r_m_actually_open", "A", G_INTV, "wrong", "boxed", INTV + r" $x \in \boxed{[-4, 9]}$" + "\n\nHmm, actually the inequality is strict, so the endpoints are excluded and the answer is $(-4, 9)$.", "'actually' then an open interval (the model misreads <= as <)"),
    m("r_m_correction_exterior", "A", G_ANG, "wrong", "boxed", ANG + r" $\boxed{156^\circ}$" + "\n\nCorrection: I should divide $360^\\circ$ by $15$ instead of using $(n - 2) \\cdot 180^\\circ$, so each angle is $\\frac{360^\\circ}{15} = 24^\\circ$. Final answer: $24^\\circ$.", "a (mistaken) correction to 24 degrees after the box: the last committed answer is 24"),
    m("r_m_placeholder", "A", G_FRAC, "no_answer", "boxed", FRAC + r" $= \boxed{\frac{31}{36}}$" + "\n\nNote: the above is a placeholder; the real answer is TBD once I recheck the denominators.", "the box declared a placeholder"),
    m("r_m_never_mind", "A", G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{1}{12}}$" + "\n\nNever mind, I misread: the sum is $11$, so $\\frac{2}{36} = \\frac{1}{18}$.", "Never mind, then 1/18"),
    m("r_m_wrong_bang", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{15 - 8i}$" + "\n\nWrong! $i^2 = 1$ here, so it's $\\boxed{17 - 8i}$.", "Wrong! then a later box"),
    m("r_m_retract_nothing", "A", G_INV, "no_answer", "boxed", INV + r" $f^{-1}(x) = \boxed{\frac{x+5}{3}}$" + "\n\nNo wait, that's not right. I retract this answer.", "the only box withdrawn, nothing new (no final answer)"),
    m("r_m_erratum", "A", G_SUM, "wrong", "boxed", SUM + r" $= \boxed{1035}$" + "\n\nErratum: the sum should stop at $44$, giving $\\frac{44 \\cdot 45}{2} = 990$.", "Erratum: 990"),
    m("r_m_ps_other", "A", G_RAT6, "wrong", "boxed", th(RAT6 + "\n") + r1final(r"\frac{\sqrt{6}}{2}") + "\n\nP.S. On reflection I took the wrong root; the answer is $\\boxed{\\frac{\\sqrt{6}}{3}}$.", "a P.S. with another box"),
    m("r_m_ok_verify", "B", G_PI, "correct", "boxed", PI + r" So the sum is $\boxed{\pi}$." + "\n\nVerification: $\\tan(\\arctan 2 + \\arctan 3) = -1$ and $\\tan \\frac{3\\pi}{4} = -1$. ✓", "a verification after the box"),
    m("r_m_ok_restart_cut", "B", G_LOG, "correct", "boxed", LOG + r" So the answer is $\boxed{3}$." + "\n\nLet me redo this more carefully.\n\nWe have $\\log_5 250 = \\log_5 2 + ", "a restart of the working, cut off, after the committed box"),
    m("r_m_ok_self_new_problem", "B", G_SUM, "correct", "boxed", SUM + r" $= \boxed{1035}$" + "\n\nNow try this one yourself: find $1 + 2 + \\cdots + 10$.\n\nSolution: $\\frac{10 \\cdot 11}{2} = \\boxed{55}$.", "a self-set new problem with its own box after the answer"),
    m("r_m_ok_user_turn", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3}}$" + IM_USER + "Thanks! What about $330^\\circ$?" + IM_ASSIST + "$330^\\circ = \\boxed{\\frac{11\\pi}{6}}$", "an invented ChatML turn with another box"),
    m("r_m_ok_wait_confirm", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{15 - 8i}$" + "\n\nWait, let me double-check: $(4 - i)(4 - i) = 16 - 4i - 4i + i^2 = 15 - 8i$. Yes, confirmed.", "'Wait' then a check that confirms"),
    m("r_m_ok_correction_to_gold", "B", G_MID, "correct", "boxed", r"The midpoint is $\boxed{(2, -2)}$." + "\n\nCorrection: I swapped the coordinates. " + MID + r" $= \boxed{(-2, 2)}$", "a correction to the gold"),
    m("r_m_ok_pleasantry", "B", G_CEQ, "correct", "boxed", CEQ + "\n\n" + QWEN_END.format("(x-2)^2 + (y+3)^2 = 16") + "\n\nLet me know if you need more help!", "Qwen's closing line, then a pleasantry"),
    m("r_m_ok_eot_user", "B", G_LINE, "correct", "boxed", llama(("Find the slope", r"$m = \frac{13 - 1}{5 - 2} = 4$."), ("Use point-slope form", r"$y - 1 = 4(x - 2)$, so $y = 4x - 7$.")) + LLAMA_END.format("y = 4x - 7") + EOT_USER + "Can you explain step 2?", "Llama 3's closing line, then an invented user turn"),
    m("r_m_ok_edit_format", "B", G_MAT, "correct", "boxed", MAT + r" $= \boxed{\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}}$" + "\n\nEdit: fixed the LaTeX of the matrix.", "Edit: about formatting only"),
    m("r_m_ok_minerva_next", "B", G_CROSS, "correct", "minerva", CROSS + r" $= \begin{pmatrix} -2 \\ -3 \\ 1 \end{pmatrix}$." + "\n" + MINERVA.format(r"$\begin{pmatrix} -2 \\ -3 \\ 1 \end{pmatrix}$") + "\n\nProblem:\nFind $\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix} \\cdot \\begin{pmatrix} 3 \\\\ 4 \\end{pmatrix}$.\n\nSolution:\n$3 + 8 = 11$.\nFinal Answer: The final answer is $11$. I hope it is correct.", "a Minerva few-shot continuation with a new problem after the answer"),
    m("r_m_ok_eot_assist", "B", G_LINE, "correct", "boxed", llama(("Find the slope", r"$m = \frac{13 - 1}{5 - 2} = 4$."), ("Use point-slope form", r"$y - 1 = 4(x - 2)$, so $y = 4x - 7$.")) + LLAMA_END.format("y = 4x - 7") + EOT_USER + "Thanks! Now find the slope of a perpendicular line." + EOT_ASSIST + r"The perpendicular slope is the negative reciprocal of $4$. The final answer is: $\boxed{-\frac{1}{4}}$", "invented Llama 3 user and assistant turns with a new question and box; the answer to the question posed is the first"),
    g("r_edit", "A", "119", "wrong", "hash", COOK + "#### 119\n\nEdit: they sold 298, not 289, so 408 - 298 = 110.", "Edit: 110 after the answer"),
    g("r_update", "A", "23990", "wrong", "hash", SAL + "#### 23990\nUpdate: actually the bonus is paid next year, so it's 23340.", "Update: 23340"),
    g("r_scratch", "A", "92", "wrong", "hash", SPROUT + "#### 92\n(Scratch that: the question asks how many did not sprout, so the answer is 8.)", "Scratch that: 8"),
    g("r_never_mind", "A", "-11", "wrong", "answer_is", TEMP + "The answer is -11. Never mind, it's 11 degrees.", "Never mind, then 11"),
    g("r_tbd", "A", "0", "no_answer", "hash", TIX + "#### 0\n\nThe above is a placeholder; real answer TBD.", "the #### declared a placeholder"),
    g("r_ok_check", "B", "119", "correct", "hash", COOK + "#### 119\n\nCheck: 119 + 289 = 408 = 17 × 24. ✓", "a check after the answer"),
    g("r_ok_user_turn", "B", "132", "correct", "hash", EGGS + "#### 132\n\nUser: Thanks!\nAssistant: You're welcome! Let me know if you have another question.", "invented plain-text turns after the answer"),
    g("r_ok_correction_gold", "B", "119", "correct", "hash", COOK_SLIP + "#### 110\n\nCorrection: 289 were sold, not 298: 408 - 289 = 119.\n#### 119", "a correction to the gold"),
    g("r_ok_pleasantry", "B", "13.45", "correct", "hash", PRICE + "#### 13.45\n\nI hope this helps!", "a pleasantry after"),
    g("r_ok_fewshot_next", "B", "23990", "correct", "hash", SAL + "#### 23990\n\nQuestion: A farmer has 15 cows and buys 4 more each month for a year. How many cows does he have?\nAnswer: 4 * 12 = <<4*12=48>>48 new cows, so 15 + 48 = <<15+48=63>>63 cows.\n#### 63", "a base model's invented next few-shot question after the answer"),

    # ================================================================ 7. quoted / reported / hypothetical / other part / hedges
    m("q_m_you_asked", "A", G_PI, "no_answer", "none", r'You asked: "Show that $\arctan 1 + \arctan 2 + \arctan 3 = \boxed{\pi}$." I was not able to prove this identity.', "a box only inside the quoted request, then a refusal"),
    m("q_m_answer_key_after", "A", G_SUM, "wrong", "boxed", r"I add the numbers from $1$ to $44$: $\frac{44 \cdot 45}{2} = \boxed{990}$. (The answer key says $\boxed{1035}$, but I trust my computation.)", "the gold only as the answer key's claim; the model's answer is 990"),
    m("q_m_hypothetical_side", "A", G_TRI, "wrong", "boxed", r"If the side were $10$, the area would be $\boxed{25\sqrt{3}}$; but the side is $12$, so the area is $\frac{\sqrt{3}}{4} \cdot 144 = 36\sqrt{3}$.", "the gold only under a hypothetical; the model's answer (side misread as 12) is 36\\sqrt3"),
    m("q_m_other_part", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" (a) The roots are $\boxed{-4, 7}$. (b) Their sum is $\boxed{3}$.", "debatable: the model splits the one question into parts and ends with part (b)'s 3 (decision reject, as the issue's 'part (a) / part (b)' case)", True),
    m("q_m_blockquote_manual", "A", G_RAD, "no_answer", "none", "> $\\boxed{\\frac{5\\pi}{3}}$\n\nThat is the solution manual's answer; I could not verify it myself.", "a quoted box, no own answer"),
    m("q_m_suppose", "A", G_FRAC, "no_answer", "none", r"Suppose the answer were $\boxed{\frac{31}{36}}$. Then $\frac{31}{36} - \frac{7}{12}$ should be $\frac{5}{18}$, but I cannot finish this check.", "only a supposition in the box"),
    m("q_m_prompt_echo", "A", G_LOG, "no_answer", "none", "Please reason step by step, and put your final answer within \\boxed{}. For example, if the answer is 3, write $\\boxed{3}$.\n\nProblem: Compute $\\log_5 250 - \\log_5 2$.\n\nSolution: We use the rule $\\log_b x - \\log_b y =", "a base model echoes the instruction's example box and is cut off"),
    m("q_m_classmate", "A", G_MID, "wrong", "boxed", r"Averaging the coordinates, the midpoint is $\boxed{(2, -2)}$. A classmate claims it is $\boxed{(-2, 2)}$, but that swaps the coordinates.", "the gold only as a classmate's claim the model rejects"),
    m("q_m_user_turn_gold", "A", G_CIRC, "wrong", "boxed", r"The area is $\pi \cdot 22^2 = \boxed{484\pi}$." + IM_USER + r"The answer is $\boxed{121\pi}$.", "the gold only in an invented user turn; the model's 484\\pi used the diameter"),
    m("q_m_follow_up_gold", "A", G_LOG, "wrong", "boxed", r"$\log_5 250 - \log_5 2 = \log_5 25 = \boxed{2}$." + "\n\nPractice problem: compute $\\log_2 8$.\nAnswer: $\\boxed{3}$.", "the gold only in a self-set practice problem; the model's answer is 2"),
    m("q_m_hedge_either", "A", G_BASE, "wrong", "boxed", r"The answer is either $\boxed{303_7}$ or $\boxed{330_7}$, depending on the order in which the digits are read.", "a hedge between two boxes"),
    m("q_m_hedge_circle", "A", G_CEQ, "wrong", "boxed", CEQ + r" So the equation is $\boxed{(x-2)^2 + (y+3)^2 = 16}$ or $\boxed{(x+2)^2 + (y-3)^2 = 16}$, depending on the sign convention.", "a hedge between two equations"),
    m("q_m_ok_quoted_problem", "B", G_MID, "correct", "boxed", "> Find the midpoint of the segment with endpoints $(-7, 10)$ and $(3, -6)$.\n\n" + MID + r" $= \boxed{(-2,2)}$", "the problem quoted first; no space in the pair"),
    m("q_m_ok_mistake_then_own", "B", G_CPX, "correct", "boxed", r"A common mistake gives $\boxed{17 - 8i}$ by taking $i^2 = 1$. Correctly, " + CPX + r" $= \boxed{15 - 8i}$", "a mistake's box first, the model's own box last"),
    m("q_m_ok_hypothetical_before", "B", G_DICE, "correct", "boxed", r"If we wanted a sum of $11$, the probability would be $\frac{2}{36} = \frac{1}{18}$. For a sum of $10$: " + DICE + r" $= \boxed{\frac{1}{12}}$", "a hypothetical first, the own answer last"),
    m("q_m_ok_similar_after", "B", G_MID, "correct", "boxed", MID + r" $= \boxed{(-2, 2)}$" + "\n\nSimilarly, the midpoint of $(1, 1)$ and $(3, 5)$ would be $\\boxed{(2, 3)}$.", "a self-set similar example with its own box after the answer"),
    m("q_m_ok_matches_key", "B", G_SUM, "correct", "boxed", SUM + r" $= \boxed{1035}$, which matches the formula $\frac{n(n+1)}{2}$ and the answer key.", "the answer key mentioned as agreeing"),
    m("q_m_ok_two_boxes_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The solutions are $x = \boxed{-4}$ and $x = \boxed{7}$.", "two boxes, one per root: both roots, not a hedge"),
    m("q_m_ok_quoted_prompt", "B", G_BASE, "correct", "boxed", r'The problem asks: "Express $150_{10}$ in base $7$."' + "\n\n" + BASE + r" $\boxed{303_7}$", "the problem quoted"),
    m("q_m_ok_set_braces", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The solution set is $\boxed{\{-4, 7\}}$.", "a set in braces"),
    m("q_m_ok_you_wrote", "B", G_CPX, "correct", "boxed", r"You wrote $\boxed{17 - 8i}$ in your attempt; that used $i^2 = 1$. " + CPX + r" $= \boxed{15 - 8i}$", "the user's box quoted first, the model's own last"),
    g("q_teacher", "A", "119", "wrong", "hash", COOK_SLIP + "My teacher says 119, but I get 110.\n#### 110", "the gold only reported"),
    g("q_quote_hash", "A", "119", "no_answer", "none", "> #### 119\n\nI cannot solve this problem.", "a quoted ####, then a refusal"),
    g("q_parts", "A", "119", "wrong", "answer_is", "The answer is 408 for part (a) and 119 for part (b).", "debatable: the question has one part; the model answers two (decision reject, as the issue's part (a)/(b) case)", True),
    g("q_hedge_bonus", "A", "23990", "wrong", "answer_is", SAL + "If the bonus counts, it is 23990; if not, 23340. I'm not sure which one is meant.", "a hedge between two values"),
    g("q_ok_quoted_q", "B", "119", "correct", "hash", "> A bakery bakes 17 trays of 24 cookies and sells 289 of them.\n\n" + COOK + "#### 119", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "119", "correct", "hash", "My friend got 110 by reading 298 instead of 289.\n" + COOK + "#### 119", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "23990", "correct", "hash", SAL + "#### 23990\n\nWithout the bonus it would have been 23340.", "a hypothetical after the committed answer"),
    g("q_ok_parts_steps", "B", "132", "correct", "hash", "Part 1: 33 × 4 = 132 eggs.\nPart 2: 132 / 12 = 11 dozen.\nThe question asks for eggs.\n#### 132", "steps labelled Part 1, Part 2; the final #### is the gold"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "119", "no_answer", "none", "", "an empty completion"),
    g("b_fullwidth_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### １１０", "full-width 110"),
    g("b_zwsp_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### 1\u200b10", "a zero-width space inside 110"),
    g("b_nul_other", "A", "119", "wrong", "hash", COOK_SLIP + "#### 11\x000", "a NUL inside 110 (bad input)"),
    g("b_huge", "A", "119", "wrong", "hash", COOK + "#### " + "1" * 4000, "a 4000-digit number after ####"),
    g("b_ansi_other", "A", "119", "wrong", "hash", COOK_SLIP + "\x1b[1m#### 110\x1b[0m", "ANSI escape codes around #### 110"),
    g("b_ok_fullwidth", "B", "119", "correct", "hash", COOK + "#### １１９", "full-width digits"),
    g("b_ok_nbsp", "B", "119", "correct", "hash", COOK + "####\u00a0119", "a no-break space after ####"),
    g("b_ok_crlf", "B", "23990", "correct", "hash", (SAL + "#### 23990").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_emoji", "B", "119", "correct", "hash", COOK_LLAMA + "#### 119 🍪", "an emoji after the answer"),
    m("b_m_unclosed_box", "A", G_FRAC, "no_answer", "truncated", FRAC + r" $= \boxed{\frac{31}{3", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{1035}", "wrong", "boxed", r"$\frac{45 \cdot 46}{2} = \boxed{1036}$", "a gold stored boxed; the model's 1036"),
    m("b_m_gold_dollars_other", "A", r"$\frac{31}{36}$", "wrong", "boxed", r"$\frac{7 + 5}{12 + 18} = \boxed{\frac{12}{30}}$", "a gold stored in $...$; the model's 12/30"),
    m("b_m_fullwidth_other", "A", G_SUM, "wrong", "boxed", r"$\boxed{１０３６}$", "full-width 1036"),
    m("b_m_unicode_minus_other", "A", G_CPX, "wrong", "boxed", r"$(4 - i)^2 = \boxed{−15 − 8i}$", "U+2212 minus signs, -15 - 8i"),
    m("b_m_ok_unicode_minus", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{15 − 8i}$", "a U+2212 minus sign"),
    m("b_m_ok_unicode_sqrt", "B", G_SQ, "correct", "boxed", r"√98 = √(49·2) = 7√2, so the answer is $\boxed{7√2}$.", "a Unicode square root"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{1035}", "correct", "boxed", SUM + r" $= \boxed{1035}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{31}{36}$", "correct", "boxed", FRAC + r" $= \boxed{\frac{31}{36}}$", "a gold stored in $...$"),
    m("b_m_ok_unicode_pi", "B", G_CIRC, "correct", "boxed", r"The radius is 11, so the area is π · 11² = $\boxed{121π}$.", "a Unicode pi"),
    m("b_m_ok_nbsp_box", "B", G_FRAC, "correct", "boxed", FRAC + " $= \\boxed{\\frac{31}{36}\u00a0}$", "a no-break space inside the box"),
]
# fmt: on


def tidy(text: str) -> str:
    """Join a closing value to the working before it ("...$. $= x$" -> "...$ $= x$")."""
    for old, new in (("$. $=", "$ $="), ("$. $\\approx", "$ $\\approx"), ("$. = ", "$ = ")):
        text = text.replace(old, new)
    return text


CASES = [case[:6] + (tidy(case[6]),) + case[7:] for case in CASES]

DECISIONS = {
    "q_m_other_part": (
        "reject",
        "the model's last statement is part (b)'s 3; the issue lists 'X for part (a) and Y for part (b)' as not the model's answer",
    ),
    "q_parts": (
        "reject",
        "two values for invented parts are two final answers; the issue's part (a)/(b) case",
    ),
    "x_m_zero_float": (
        "reject",
        "the boxed number is 4.44e-16, not 0; the model states the artefact as its answer",
    ),
    "x_m_log_float": (
        "reject",
        "the boxed number is 3.0000000000000004, not 3; the model states the artefact as its answer",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam67", CASES, [], DECISIONS)
