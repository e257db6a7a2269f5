r"""Build adversarial_redteam41.jsonl: a forty-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam41", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, Math-Verify or any grader on the probes; handed over BEFORE any
scoring. Not model output. Only corpus/README.md (the sources table and "How each source was
labelled"), corpus_build.py, build_adversarial_redteam21.py (structure and label conventions) and
issue 25 were read. Every label was made by reading; python was used for arithmetic only.

Aim of this round: R1-style `<think>…</think><answer>…</answer>` completions ONLY (the format of every
R1-Zero prompt), written by an author who knows how such rollouts go wrong and right: what sits
inside the answer tag (a bare value, a sentence, a box, an equation, units, LaTeX, two values, a
hedge, a negation, nothing), what sits in the think block (a different value, the right value only
there, a value then doubts), tags unclosed, doubled, misspelled, upper-cased or nested, a tag closer
without an opener, text after </answer> (an invented next turn, a retraction, a pleasantry, a check,
a restatement), truncation inside the think block or inside the tag. Half GSM8K, half MATH.
245 probes: kind A 129 / B 116 (47 % B); GSM8K 127 / MATH 118; 3 `debatable`, each with a decision.

Problems and golds (new shapes and numbers against the corpus README's sources table and the
session's list; arithmetic checked by hand, and with python for arithmetic only):
GSM8K
- AGE: a father is 4 times as old as his son; in 6 years he will be 3 times as old; the father's
  age now -> 48 (4s + 6 = 3(s + 6) -> 4s + 6 = 3s + 18 -> s = 12, father 48; check 48 + 6 = 54 =
  3 * 18). Wrong value: 12 (the son's age).
- HOSE: hoses filling a pool alone in 10 h and 40 h, together -> 8 hours (1/10 + 1/40 = 4/40 + 1/40
  = 5/40 = 1/8). Wrong values: 25 (the mean of 10 and 40), 50 (the sum).
- COIN: 91 coins split 3:4, Ben's larger share -> 52 (91 / 7 = 13; 4 * 13 = 52; 3 * 13 = 39; 39 +
  52 = 91). Wrong value: 39.
- EGG: 412 eggs packed in cartons of 18, eggs left over -> 16 (18 * 22 = 396; 412 - 396 = 16; 18 *
  23 = 414 > 412). Wrong values: 22 (full cartons), 23.
- SHOP: 5 notebooks at $2.35 and a $1.45 pen -> 13.20 (5 * 2.35 = 11.75; 11.75 + 1.45 = 13.20).
  Wrong values: 11.75, 13.02.
- BAL: a $35 balance, four purchases of $12.75 -> -16 (4 * 12.75 = 51; 35 - 51 = -16). Wrong: 16.
- PCT: a price rising from $64 to $80, percent increase -> 25 (16 / 64 = 0.25). Wrong: 20 (16 / 80).
- JAR: 81 liters poured into 9 jars of 9 liters, liters left -> 0 (9 * 9 = 81; 81 - 81 = 0).
- PAY: $2,465 a month for 18 months plus a $3,300 bonus -> 47,670 (18 * 2465 = 44370; 44370 + 3300
  = 47670). Wrong values: 44,370 (no bonus), 47,508 (digits swapped: 18 * 2456 + 3300 = 47508).
- MEAN: the mean of 74, 89, 93, 81, 68 -> 81 (sum 405; 405 / 5 = 81). Wrong: 405, 80.
MATH
- LOG: log_3(81\sqrt3) -> 9/2 (81\sqrt3 = 3^4 * 3^{1/2} = 3^{9/2}). Wrong: 7/2, 4, 3^{9/2}.
- SEQ: the 25th term of 11, 8, 5, ... -> -61 (11 + 24 * (-3) = 11 - 72 = -61). Wrong: -64 (11 +
  25 * (-3)), -58 (11 + 23 * (-3)).
- MOD: 2^35 mod 9 -> 5 (2^6 = 64 = 7 * 9 + 1; 35 = 6 * 5 + 5; 2^5 = 32 = 3 * 9 + 5). Wrong: 2, 32.
- CPX: (2 - 5i)(3 + i) -> 11 - 13i (6 + 2i - 15i - 5i^2 = 6 - 13i + 5). Wrong: 1 - 13i (i^2 taken
  as +1: 6 - 13i - 5), 11 + 13i.
- PROB: two balls drawn from 7 red and 3 blue, both red -> 7/15 (C(7,2) = 21, C(10,2) = 45, 21/45 =
  7/15 = 0.4666...). Wrong: 0.47, 49/100 (with replacement: 0.7^2).
- DIST: distance from (-1, 2) to (7, 5) -> \sqrt{73} (8^2 + 3^2 = 64 + 9 = 73; \sqrt{73} = 8.5440...).
  Wrong: 8.54.
- INTV: |2x - 3| < 11 -> (-4, 7) (-11 < 2x - 3 < 11; -8 < 2x < 14). Wrong: [-4, 7].
- ROOTS: 5x^2 - 7x - 6 = 0 -> -3/5 and 2 ((5x + 3)(x - 2) = 5x^2 - 10x + 3x - 6; check 5 * 4 - 14 - 6
  = 0 and 5 * 9/25 + 21/5 - 6 = 9/5 + 21/5 - 30/5 = 0). Wrong: 3/5 and -2; 2 alone.
- RAD: 160 degrees in radians -> 8\pi/9 (160 / 180 = 8/9). Wrong: 9\pi/8.
- BASE: 1423_5 in base 10 -> 238 (125 + 4 * 25 + 2 * 5 + 3 = 125 + 100 + 10 + 3). Wrong: 228.
- COMB: C(16, 3) -> 560 (16 * 15 * 14 = 3360; 3360 / 6 = 560). Wrong: 3360.
- CYL: a cylinder of radius 4 and height 5, volume -> 80\pi (16 * 5 = 80; 80\pi = 251.327...).
  Wrong: 251.33, 40\pi.
- SURD: \sqrt{180} -> 6\sqrt5 (180 = 36 * 5; 6\sqrt5 = 13.4164...). Wrong: 5\sqrt6, 13.42.
- TAN: tan(2\pi/3) -> -\sqrt3 ((\sqrt3/2) / (-1/2); -3/\sqrt3 = -\sqrt3 = -1.7320...). Wrong: \sqrt3.
- ZERO: f(x) = x^3 - 9x at x = 3 -> 0 (27 - 27). Wrong: 10^{-12}, \sin(10^{-20}).
- SYS: x - y = 9 and 2x + y = 3 -> (4, -5) (adding: 3x = 12, x = 4, y = 4 - 9 = -5; check 8 - 5 =
  3). Wrong: (-5, 4).
- POLY: (5x - 2)(x + 4) expanded -> 5x^2 + 18x - 8 (5x^2 + 20x - 2x - 8). Wrong: 5x^2 + 22x - 8.
- VEC: 2u - 3v for u = (1, 4, -2), v = (3, -1, 0) -> (-7, 11, -4) as a pmatrix (2 - 9 = -7, 8 + 3 =
  11, -4 - 0 = -4). Wrong: (-7, 11, 4).

The id's first letter names the class: `t_` answer tags (content and structure); `h_` a phrase
marker then `####` (here inside the tag); `x_` exactness (near-zero, tolerance traps, exact against
decimal); `n_` negation, strike-out, annotation; `u_` words after a number (chosen so the label does
not depend on the unseen question: the working names what is asked); `r_` retractions after the
answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part statements; `b_`
bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How each source was labelled", public_heldout3's tag conventions)
and round 21's conventions: the `<answer>` content is the final answer whatever the think block
says; a sentence, an equation chain or a box in the tag is read for the value it states; an
unclosed or unopened tag still holds the answer; an empty tag or a placeholder is `no_answer`; the
last final answer counts (a second tag after the first replaces it); a hedge or two different final
values is `wrong`; a right value only in the think block is not an answer; a negation or strike-out
with nothing after is `no_answer`; equal in value but written differently is `correct`; a decimal
for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong is
`wrong`; an explicit correction after an answer makes the corrected value the final one, a
withdrawal with nothing new is `wrong`; a check, restatement or pleasantry after a committed answer
does not replace it; text in an invented next turn does not count. A NUL anywhere makes the pair bad
input (debatable, decision `reject`). Debatable probes carry `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam41.py
"""

from corpus_build import IM_ASSIST, IM_USER, g, m, th, write_probes

# ================================================================ GSM8K working (think blocks)
# --- AGE: gold 48. 4s + 6 = 3(s + 6) -> s = 12; father 4 * 12 = 48; check 54 = 3 * 18.
AGE = "The question asks for the father's age now. Let the son be s, so the father is 4s.\nIn 6 years: 4s + 6 = 3(s + 6) = 3s + 18, so s = 12.\nThe father is 4 * 12 = 48.\n"
AGE_SON = "The question asks for the father's age now. Let the son be s, so the father is 4s.\nIn 6 years: 4s + 6 = 3(s + 6) = 3s + 18, so s = 12.\n"
# --- HOSE: gold 8. 1/10 + 1/40 = 5/40 = 1/8 pool per hour.
HOSE = "Hose A fills the pool in 10 hours, hose B in 40 hours. Together they fill 1/10 + 1/40 = 4/40 + 1/40 = 5/40 = 1/8 of the pool per hour, so the pool takes 8 hours.\n"
HOSE_AVG = "Hose A takes 10 hours and hose B takes 40 hours. On average (10 + 40) / 2 = 25 hours.\n"
# --- COIN: gold 52 (Ben's 4 parts). 91 / 7 = 13; 4 * 13 = 52; Ana 3 * 13 = 39.
COIN = "91 coins are split 3:4 between Ana and Ben; we want Ben's share. One part is 91 / 7 = 13, so Ben gets 4 * 13 = 52 coins (Ana 3 * 13 = 39).\n"
# --- EGG: gold 16 left over. 18 * 22 = 396; 412 - 396 = 16.
EGG = "412 eggs go into cartons of 18; we want the eggs left over. 18 * 22 = 396 and 18 * 23 = 414 is too many, so 22 full cartons and 412 - 396 = 16 eggs are left over.\n"
# --- SHOP: gold 13.20. 5 * 2.35 = 11.75; + 1.45 = 13.20.
SHOP = "5 notebooks at $2.35 cost 5 * 2.35 = 11.75 dollars; with the $1.45 pen the total is 11.75 + 1.45 = 13.20 dollars.\n"
# --- BAL: gold -16. 4 * 12.75 = 51; 35 - 51 = -16.
BAL = "The balance starts at $35. Four purchases of $12.75 cost 4 * 12.75 = 51 dollars, so the balance is 35 - 51 = -16 dollars.\n"
# --- PCT: gold 25. (80 - 64) / 64 = 0.25.
PCT = "The price rose from $64 to $80, an increase of 80 - 64 = 16. As a percent of the old price: 16 / 64 * 100 = 25 percent.\n"
PCT_SLIP = "The price rose from $64 to $80, an increase of 80 - 64 = 16. As a percent: 16 / 80 * 100 = 20 percent.\n"
# --- JAR: gold 0. 9 * 9 = 81; 81 - 81 = 0.
JAR = "81 liters are poured into 9 jars of 9 liters each: 9 * 9 = 81 liters, so 81 - 81 = 0 liters are left.\n"
# --- PAY: gold 47670. 18 * 2465 = 44370; 44370 + 3300 = 47670.
PAY = "18 months at $2,465 a month is 18 * 2465 = 44370 dollars. With the $3,300 bonus: 44370 + 3300 = 47670 dollars in total.\n"
PAY_NOBONUS = "18 months at $2,465 a month is 18 * 2465 = 44370 dollars.\n"
# --- MEAN: gold 81. 74 + 89 + 93 + 81 + 68 = 405; 405 / 5 = 81.
MEAN = "The five scores 74, 89, 93, 81 and 68 add to 405, and 405 / 5 = 81.\n"

# ================================================================ MATH working (think blocks)
G_LOG = r"\frac{9}{2}"  # 81 sqrt3 = 3^4 * 3^(1/2) = 3^(9/2)
LOG = r"$81\sqrt{3} = 3^4 \cdot 3^{1/2} = 3^{9/2}$, so $\log_3(81\sqrt{3}) = \frac{9}{2}$." + "\n"
G_SEQ = "-61"  # 11 + 24 * (-3) = -61; not 11 + 25 * (-3) = -64
SEQ = (
    r"The common difference is $-3$, so the 25th term is $11 + 24 \cdot (-3) = 11 - 72 = -61$."
    + "\n"
)
G_MOD = "5"  # 2^6 = 64 = 1 mod 9; 35 = 30 + 5; 2^5 = 32 = 27 + 5
MOD = (
    r"$2^6 = 64 \equiv 1 \pmod 9$ and $35 = 6 \cdot 5 + 5$, so $2^{35} \equiv 2^5 = 32 \equiv 5 \pmod 9$."
    + "\n"
)
G_CPX = "11 - 13i"  # 6 + 2i - 15i - 5i^2 = 6 - 13i + 5
CPX = r"$(2 - 5i)(3 + i) = 6 + 2i - 15i - 5i^2 = 6 - 13i + 5 = 11 - 13i$." + "\n"
G_PROB = r"\frac{7}{15}"  # C(7,2) = 21, C(10,2) = 45, 21/45 = 7/15
PROB = (
    r"From 7 red and 3 blue balls, two are drawn. There are $\binom{7}{2} = 21$ red pairs among $\binom{10}{2} = 45$ pairs, so $P = \frac{21}{45} = \frac{7}{15}$."
    + "\n"
)
G_DIST = r"\sqrt{73}"  # 8^2 + 3^2 = 73
DIST = r"From $(-1, 2)$ to $(7, 5)$: $\sqrt{8^2 + 3^2} = \sqrt{64 + 9} = \sqrt{73}$." + "\n"
G_INTV = "(-4, 7)"  # -11 < 2x - 3 < 11 -> -8 < 2x < 14 -> -4 < x < 7
INTV = r"$|2x - 3| < 11$ means $-11 < 2x - 3 < 11$, so $-8 < 2x < 14$ and $-4 < x < 7$." + "\n"
G_ROOTS = r"-\frac{3}{5}, 2"  # (5x + 3)(x - 2) = 5x^2 - 7x - 6
ROOTS = r"$5x^2 - 7x - 6 = (5x + 3)(x - 2) = 0$, so $x = -\frac{3}{5}$ or $x = 2$." + "\n"
G_RAD = r"\frac{8\pi}{9}"  # 160/180 = 8/9
RAD = r"$160^\circ \cdot \frac{\pi}{180^\circ} = \frac{160\pi}{180} = \frac{8\pi}{9}$." + "\n"
G_BASE = "238"  # 125 + 100 + 10 + 3
BASE = r"$1423_5 = 1 \cdot 125 + 4 \cdot 25 + 2 \cdot 5 + 3 = 125 + 100 + 10 + 3 = 238$." + "\n"
G_COMB = "560"  # 16 * 15 * 14 / 6 = 3360 / 6
COMB = r"$\binom{16}{3} = \frac{16 \cdot 15 \cdot 14}{6} = \frac{3360}{6} = 560$." + "\n"
G_CYL = r"80\pi"  # pi * 4^2 * 5
CYL = (
    r"The cylinder has radius $4$ and height $5$, so $V = \pi r^2 h = \pi \cdot 16 \cdot 5 = 80\pi$."
    + "\n"
)
G_SURD = r"6\sqrt{5}"  # 180 = 36 * 5
SURD = r"$\sqrt{180} = \sqrt{36 \cdot 5} = 6\sqrt{5}$." + "\n"
G_TAN = r"-\sqrt{3}"  # (sqrt3/2) / (-1/2)
TAN = (
    r"$\tan\frac{2\pi}{3} = \frac{\sin(2\pi/3)}{\cos(2\pi/3)} = \frac{\sqrt{3}/2}{-1/2} = -\sqrt{3}$."
    + "\n"
)
G_ZERO = "0"  # 27 - 27
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27 = 0$." + "\n"
G_SYS = "(4, -5)"  # 3x = 12, x = 4, y = -5
SYS = (
    r"Adding $x - y = 9$ and $2x + y = 3$ gives $3x = 12$, so $x = 4$ and $y = 4 - 9 = -5$." + "\n"
)
G_POLY = "5x^2 + 18x - 8"  # 5x^2 + 20x - 2x - 8
POLY = r"$(5x - 2)(x + 4) = 5x^2 + 20x - 2x - 8 = 5x^2 + 18x - 8$." + "\n"
G_VEC = r"\begin{pmatrix} -7 \\ 11 \\ -4 \end{pmatrix}"  # (2 - 9, 8 + 3, -4 - 0)
VEC = (
    r"With $\mathbf{u} = (1, 4, -2)$ and $\mathbf{v} = (3, -1, 0)$: $2\mathbf{u} - 3\mathbf{v} = (2 - 9, 8 + 3, -4 - 0) = (-7, 11, -4)$."
    + "\n"
)


def a(content: str) -> str:
    """An answer tag holding `content`."""
    return "<answer>" + content + "</answer>"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags: content
    g("t_sentence_other", "A", "48", "wrong", "tag", th(AGE_SON) + a("The son is 12 years old."), "a sentence in the tag states the son's 12; the father's age is asked"),
    g("t_think_gold_tag_other", "A", "48", "wrong", "tag", th(AGE) + a("12"), "48 in the think block, 12 in the tag"),
    g("t_equation_no_value", "A", "48", "no_answer", "tag", th(AGE) + a("4s + 6 = 3(s + 6)"), "an equation with no value solved in the tag; 48 only in the think block"),
    g("t_equation_var_other", "A", "48", "wrong", "tag", th(AGE_SON) + a("s = 12"), "s = 12 in the tag: the son, not the father asked for"),
    g("t_empty", "A", "8", "no_answer", "tag", th(HOSE) + a(""), "an empty tag; 8 only in the think block"),
    g("t_whitespace", "A", "8", "no_answer", "tag", th(HOSE) + a("\n   \n"), "a tag of whitespace only"),
    g("t_placeholder", "A", "52", "no_answer", "tag", th(COIN) + a("..."), "an ellipsis placeholder in the tag"),
    g("t_placeholder_words", "A", "52", "no_answer", "tag", th(COIN) + a(" answer here "), "the prompt's placeholder copied into the tag"),
    g("t_two_values_or", "A", "52", "wrong", "tag", th(COIN) + a("39 or 52"), "two values in the tag: a hedge"),
    g("t_hedge_sentence", "A", "16", "wrong", "tag", th(EGG) + a("Either 16 or 22, depending on what is counted."), "a hedge between two values"),
    g("t_box_other", "A", "47670", "wrong", "tag", th(PAY_NOBONUS) + a(r"\boxed{44370}"), "a box in the tag, 44370 without the bonus"),
    g("t_sentence_several_other", "A", "47670", "wrong", "tag", th(PAY) + a("18 months at $2,465 is $44,370, and the bonus is $3,300, so she earns $44,370."), "a sentence with several numbers; the value stated last as the total is 44370"),
    g("t_units_other", "A", "8", "wrong", "tag", th(HOSE_AVG) + a("25 hours"), "25 hours in the tag (the mean of the two times)"),
    g("t_sign_lost", "A", "-16", "wrong", "tag", th(BAL) + a("16"), "the sign dropped in the tag"),
    g("t_percent_other", "A", "25", "wrong", "tag", th(PCT_SLIP) + a("20%"), "20 % in the tag"),
    g("t_mean_sum", "A", "81", "wrong", "tag", th(MEAN) + a("405"), "the sum, not the mean"),
    m("t_m_other_value", "A", G_LOG, "wrong", "tag", th(LOG) + a(r"\frac{7}{2}"), "7/2 in the tag, 9/2 in the think block"),
    m("t_m_power_not_log", "A", G_LOG, "wrong", "tag", th(LOG) + a(r"3^{9/2}"), "3^{9/2} = 81\\sqrt3 is the argument, not the log; holds 9/2 as an exponent"),
    m("t_m_two_values", "A", G_LOG, "wrong", "tag", th(LOG) + a(r"\frac{9}{2} \text{ or } \frac{7}{2}"), "two values in the tag"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS) + a("2"), "one root of two"),
    m("t_m_roots_signs", "A", G_ROOTS, "wrong", "tag", th(ROOTS) + a(r"\frac{3}{5}, -2"), "both signs flipped"),
    m("t_m_closed_interval", "A", G_INTV, "wrong", "tag", th(INTV) + a("[-4, 7]"), "closed where the gold is open"),
    m("t_m_cpx_sign", "A", G_CPX, "wrong", "tag", th(CPX) + a("11 + 13i"), "the imaginary sign flipped"),
    m("t_m_cpx_isq", "A", G_CPX, "wrong", "tag", th(r"$(2 - 5i)(3 + i) = 6 + 2i - 15i - 5i^2 = 6 - 13i - 5$" + "\n") + a("1 - 13i"), "i^2 taken as +1: 1 - 13i"),
    m("t_m_swapped_pair", "A", G_SYS, "wrong", "tag", th(SYS) + a("(-5, 4)"), "the pair swapped"),
    m("t_m_poly_sign", "A", G_POLY, "wrong", "tag", th(POLY) + a("5x^2 + 22x - 8"), "a wrong middle term"),
    m("t_m_vec_sign", "A", G_VEC, "wrong", "tag", th(VEC) + a(r"\begin{pmatrix} -7 \\ 11 \\ 4 \end{pmatrix}"), "the last entry's sign lost"),
    m("t_m_rad_inverted", "A", G_RAD, "wrong", "tag", th(RAD) + a(r"\frac{9\pi}{8}"), "the fraction inverted"),
    m("t_m_numerator", "A", G_COMB, "wrong", "tag", th(COMB) + a("3360"), "the numerator before dividing by 6"),
    m("t_m_surd_swap", "A", G_SURD, "wrong", "tag", th(SURD) + a(r"5\sqrt{6}"), "5\\sqrt6 = \\sqrt{150}, not \\sqrt{180}"),
    m("t_m_tan_sign", "A", G_TAN, "wrong", "tag", th(TAN) + a(r"\sqrt{3}"), "the sign lost"),
    m("t_m_x_not_value", "A", G_ZERO, "wrong", "tag", th(ZERO) + a("x = 3"), "the argument x = 3, not the value f(3)"),
    m("t_m_empty_box", "A", G_PROB, "no_answer", "tag", th(PROB) + a(r"\boxed{}"), "an empty box in the tag; 7/15 only in the think block"),
    m("t_m_placeholder_box", "A", G_PROB, "no_answer", "tag", th(PROB) + a(r"$\boxed{\text{answer}}$"), "a template box in the tag"),
    m("t_m_about", "A", G_PROB, "wrong", "tag", th(PROB) + a(r"\text{about } \frac{1}{2}"), "an estimate 1/2, not 7/15"),
    m("t_m_doubled_interval", "A", G_INTV, "wrong", "tag", th(INTV) + a("(-4, 7)") + "\n" + a(r"(-\infty, 7)"), r"two tags, the last (-\infty, 7)"),
    m("t_m_ok_box_sentence", "B", G_SURD, "correct", "tag", th(SURD) + a(r"The answer is $\boxed{6\sqrt{5}}$."), "a sentence with a box in the tag"),
    m("t_m_ok_roots_set", "B", G_ROOTS, "correct", "tag", th(ROOTS) + a(r"\left\{-\frac{3}{5}, 2\right\}"), "the roots as a set"),
    m("t_m_seq_off_by_one", "A", G_SEQ, "wrong", "tag", th(SEQ) + a(r"a_{25} = 11 + 25(-3) = -64"), "an equation chain ending -64 (off by one term)"),
    g("t_ok_sentence", "B", "48", "correct", "tag", th(AGE) + a("The father is 48 years old."), "a sentence in the tag"),
    g("t_ok_sentence_several", "B", "47670", "correct", "tag", th(PAY) + a("18 months at $2,465 is $44,370; adding the $3,300 bonus gives $47,670."), "a sentence with several numbers, the total last"),
    g("t_ok_equation", "B", "81", "correct", "tag", th(MEAN) + a("405 / 5 = 81"), "an equation chain ending in the gold"),
    g("t_ok_box", "B", "16", "correct", "tag", th(EGG) + a(r"\boxed{16}"), "a box in the tag"),
    g("t_ok_box_math", "B", "52", "correct", "tag", th(COIN) + a(r"$\boxed{52}$"), "a box in math mode in the tag"),
    g("t_ok_units", "B", "8", "correct", "tag", th(HOSE) + a("8 hours"), "a unit word in the tag"),
    g("t_ok_dollar", "B", "13.2", "correct", "tag", th(SHOP) + a("$13.20"), "a dollar sign and a trailing zero"),
    g("t_ok_neg_dollar", "B", "-16", "correct", "tag", th(BAL) + a("-$16"), "a minus before the dollar sign"),
    g("t_ok_percent", "B", "25", "correct", "tag", th(PCT) + a("25%"), "a percent sign"),
    g("t_ok_comma", "B", "47670", "correct", "tag", th(PAY) + a("$47,670"), "a dollar sign and a thousands comma"),
    g("t_ok_zero", "B", "0", "correct", "tag", th(JAR) + a("0 liters"), "zero with a unit"),
    g("t_ok_think_other_tag_gold", "B", "48", "correct", "tag", th(AGE_SON + "Hmm, so is the answer 12? No: 12 is the son; the father is 4 * 12 = 48.\n") + a("48"), "12 considered in the think block, the tag holds 48"),
    g("t_ok_sentence_fraction", "B", "52", "correct", "tag", th(COIN) + a("Ben gets 4/7 of 91, which is 52."), "a fraction of the total, then the value"),
    g("t_ok_newlines", "B", "16", "correct", "tag", th(EGG) + a("\n16\n"), "newlines around the value"),
    m("t_m_ok_frac", "B", G_LOG, "correct", "tag", th(LOG) + a(r"$\frac{9}{2}$"), "math mode in the tag"),
    m("t_m_ok_dfrac", "B", G_LOG, "correct", "tag", th(LOG) + a(r"\dfrac{9}{2}"), "\\dfrac"),
    m("t_m_ok_decimal_exact", "B", G_LOG, "correct", "tag", th(LOG) + a("4.5"), "4.5 = 9/2 exactly"),
    m("t_m_ok_equation", "B", G_LOG, "correct", "tag", th(LOG) + a(r"\log_3(81\sqrt{3}) = \frac{9}{2}"), "an equation whose right side is the gold"),
    m("t_m_ok_roots_x", "B", G_ROOTS, "correct", "tag", th(ROOTS) + a(r"x = -\frac{3}{5}, x = 2"), "each root with x ="),
    m("t_m_ok_roots_and", "B", G_ROOTS, "correct", "tag", th(ROOTS) + a(r"2 \text{ and } -\frac{3}{5}"), "the roots in the other order, joined by 'and'"),
    m("t_m_ok_interval", "B", G_INTV, "correct", "tag", th(INTV) + a("(-4, 7)"), "a bare open interval"),
    m("t_m_ok_inequality", "B", G_INTV, "correct", "tag", th(INTV) + a("-4 < x < 7"), "the interval as a double inequality"),
    m("t_m_ok_in_interval", "B", G_INTV, "correct", "tag", th(INTV) + a(r"$x \in (-4, 7)$"), "x \\in the interval"),
    m("t_m_ok_cpx", "B", G_CPX, "correct", "tag", th(CPX) + a("11-13i"), "no spaces"),
    m("t_m_ok_sys_xy", "B", G_SYS, "correct", "tag", th(SYS) + a("x = 4, y = -5"), "x = and y = for the pair"),
    m("t_m_ok_poly", "B", G_POLY, "correct", "tag", th(POLY) + a("5x^2+18x-8"), "no spaces"),
    m("t_m_ok_vec", "B", G_VEC, "correct", "tag", th(VEC) + a(r"$\begin{pmatrix} -7 \\ 11 \\ -4 \end{pmatrix}$"), "a pmatrix in math mode"),
    m("t_m_ok_rad", "B", G_RAD, "correct", "tag", th(RAD) + a(r"\frac{8}{9}\pi"), "pi outside the fraction"),
    m("t_m_ok_base", "B", G_BASE, "correct", "tag", th(BASE) + a("238_{10}"), "a base-10 subscript"),
    m("t_m_ok_comb_eq", "B", G_COMB, "correct", "tag", th(COMB) + a(r"\binom{16}{3} = 560"), "an equation ending in the gold"),
    m("t_m_ok_surd_eq", "B", G_SURD, "correct", "tag", th(SURD) + a(r"\sqrt{180} = 6\sqrt{5}"), "an equation ending in the gold"),
    m("t_m_ok_tan_unsimplified", "B", G_TAN, "correct", "tag", th(TAN) + a(r"-\frac{3}{\sqrt{3}}"), "-3/\\sqrt3 = -\\sqrt3"),
    m("t_m_ok_zero_eq", "B", G_ZERO, "correct", "tag", th(ZERO) + a("f(3) = 0"), "f(3) = 0"),
    m("t_m_ok_sentence", "B", G_PROB, "correct", "tag", th(PROB) + a(r"The probability that both are red is $\frac{7}{15}$."), "a sentence in the tag"),
    m("t_m_ok_seq_box", "B", G_SEQ, "correct", "tag", th(SEQ) + a(r"$\boxed{-61}$"), "a negative in a box"),

    # ================================================================ 1b. answer tags: structure
    g("t_doubled_last_other", "A", "48", "wrong", "tag", th(AGE) + a("48") + "\n" + a("12"), "two tags, the last 12"),
    g("t_nested_other", "A", "48", "wrong", "tag", th(AGE_SON) + "<answer><answer>12</answer></answer>", "nested tags holding 12"),
    g("t_misspelled_other", "A", "8", "wrong", "tag", th(HOSE_AVG) + "<anwser>25</anwser>", "a misspelled tag holding 25"),
    g("t_closer_only_other", "A", "52", "wrong", "tag", th("One part is 91 / 7 = 13, and Ana gets 3 * 13 = 39.\n") + "39</answer>", "a tag closer without an opener, 39"),
    g("t_unclosed_think_trunc", "A", "48", "no_answer", "truncated", "<think>\n" + AGE_SON + "So the father is", "cut inside the think block; 48 never written"),
    g("t_trunc_in_tag", "A", "48", "no_answer", "truncated", th(AGE) + "<answer>The father is", "cut inside the tag before the value"),
    g("t_trunc_in_tag_digit", "A", "47670", "wrong", "truncated", th(PAY) + "<answer>$47,6", "cut inside the value: 47,6 is not the gold"),
    g("t_think_only_closed", "A", "16", "no_answer", "tag", th(EGG), "a closed think block and no tag; 16 only in the working"),
    g("t_tag_in_think_then_other", "A", "16", "wrong", "tag", "<think>\n" + EGG + "<answer>16</answer>\nHmm, but maybe it asks for cartons.\n</think>\n" + a("22"), "a tag with 16 inside the think block, the final tag 22"),
    m("t_m_doubled_last_other", "A", G_BASE, "wrong", "tag", th(BASE) + a("238") + a("228"), "two tags back to back, the last 228"),
    m("t_m_unclosed_think_trunc", "A", G_CYL, "no_answer", "truncated", "<think>\n" + r"The cylinder has radius $4$ and height $5$, so $V = \pi r^2 h = \pi \cdot 16 \cdot", "cut inside the think block"),
    m("t_m_trunc_in_box", "A", G_CYL, "no_answer", "truncated", th(CYL) + r"<answer>\boxed{80", "cut inside the box in the tag"),
    m("t_m_open_tag_other", "A", G_DIST, "wrong", "tag", th(DIST) + r"<answer>\sqrt{37}", "an unclosed tag holding \\sqrt{37}"),
    m("t_m_nested_think", "A", G_MOD, "wrong", "tag", th(MOD) + "<answer><think>2^5 = 32</think>32</answer>", "a think block nested in the tag, then 32 (not reduced mod 9)"),
    g("t_ok_doubled_last_gold", "B", "48", "correct", "tag", th(AGE) + a("12") + "\n" + a("48"), "two tags, the last the gold"),
    g("t_ok_unclosed_tag", "B", "8", "correct", "tag", th(HOSE) + "<answer>8 hours", "an unclosed tag at the end of the completion"),
    g("t_ok_upper_tag", "B", "52", "correct", "tag", th(COIN) + "<Answer>52</Answer>", "upper-case tag names"),
    g("t_ok_closer_only", "B", "52", "correct", "tag", th(COIN) + "52</answer>", "a closer without an opener"),
    g("t_ok_no_think_close", "B", "16", "correct", "tag", "<think>\n" + EGG + a("16"), "the think block never closed, the tag follows"),
    g("t_ok_no_think", "B", "25", "correct", "tag", a("25"), "no think block at all"),
    g("t_ok_tag_in_think_first", "B", "16", "correct", "tag", "<think>\n" + "<answer>22</answer>\nNo, 22 is the cartons; the leftover is 412 - 396 = 16.\n</think>\n" + a("16"), "a tag with 22 inside the think block, the final tag 16"),
    m("t_m_ok_unclosed", "B", G_DIST, "correct", "tag", th(DIST) + r"<answer>\sqrt{73}", "an unclosed tag"),
    m("t_m_ok_doubled_same", "B", G_COMB, "correct", "tag", th(COMB) + a("560") + "\n" + a("560"), "the same tag twice"),
    m("t_m_ok_newline_box", "B", G_MOD, "correct", "tag", th(MOD) + "<answer>\n\\[\n\\boxed{5}\n\\]\n</answer>", "a display box on its own lines in the tag"),
    m("t_m_ok_long_think", "B", G_BASE, "correct", "tag", th("Let me convert carefully.\n" + "Place values in base 5: 1, 5, 25, 125.\n" * 40 + BASE) + a("238"), "a long repetitive think block"),

    # ================================================================ 2. phrase + #### in the tag
    g("h_phrase_hash_other", "A", "48", "wrong", "hash", th(AGE_SON) + a("The answer is: #### 12"), "phrase then #### 12"),
    g("h_phrase_gold_hash_other", "A", "48", "wrong", "hash", th(AGE) + a("The answer is 48. #### 12"), "phrase 48, #### 12: two different final values"),
    g("h_hash_empty", "A", "81", "no_answer", "hash", th(MEAN) + a("Final Answer: ####"), "an empty #### line in the tag"),
    g("h_hash_after_tag_other", "A", "16", "wrong", "hash", th(EGG) + a("16") + "\n#### 22", "a #### line after the tag, 22"),
    m("h_m_hash_other", "A", G_MOD, "wrong", "hash", th(MOD) + a("Answer: #### 32"), "#### 32, not reduced"),
    m("h_m_phrase_hash_other", "A", G_SEQ, "wrong", "hash", th(SEQ) + a("So the answer is #### -58"), "#### -58 (the 24th term)"),
    m("h_m_hash_empty", "A", G_CYL, "no_answer", "hash", th(CYL) + a("The answer is: ####"), "an empty #### in the tag"),
    g("h_ok_phrase_hash", "B", "48", "correct", "hash", th(AGE) + a("So the answer is #### 48"), "phrase then ####"),
    g("h_ok_final_answer_hash", "B", "47670", "correct", "hash", th(PAY) + a("Final Answer: #### 47670"), "Final Answer: ####"),
    g("h_ok_hash_only", "B", "-16", "correct", "hash", th(BAL) + a("#### -16"), "#### alone in the tag, a negative"),
    g("h_ok_answer_colon_hash", "B", "13.2", "correct", "hash", th(SHOP) + a("Answer: #### 13.20"), "Answer: #### with a trailing zero"),
    g("h_ok_hash_and_tag_agree", "B", "0", "correct", "hash", th(JAR) + a("0") + "\n#### 0", "a #### line after the tag agreeing"),
    m("h_m_ok_phrase_hash", "B", G_MOD, "correct", "hash", th(MOD) + a("The answer is: #### 5"), "a MATH answer with phrase then ####"),
    m("h_m_ok_hash_latex", "B", G_PROB, "correct", "hash", th(PROB) + a(r"#### \frac{7}{15}"), "#### then LaTeX"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "tag", th(JAR) + a("0.001"), "0.001 against gold 0"),
    g("x_tiny_sci", "A", "0", "wrong", "tag", th(JAR) + a("1e-9"), "1e-9 against gold 0"),
    g("x_off_tiny", "A", "13.2", "wrong", "tag", th(SHOP) + a("13.2000001"), "a tolerance trap: 13.2000001"),
    g("x_rounded", "A", "47670", "wrong", "tag", th(PAY) + a("47669.99"), "one cent short"),
    g("x_digits_swapped", "A", "47670", "wrong", "tag", th(PAY.replace("2465 = 44370", "2456 = 44208").replace("44370 + 3300 = 47670", "44208 + 3300 = 47508")) + a("47508"), "18 * 2456 + 3300 = 47508, relative error 0.3 %"),
    g("x_mean_near", "A", "81", "wrong", "tag", th(MEAN) + a("80.99"), "80.99 against 81"),
    m("x_m_near_zero_exact", "A", G_ZERO, "wrong", "tag", th(ZERO) + a(r"10^{-12}"), "10^{-12} against gold 0"),
    m("x_m_sin_tiny", "A", G_ZERO, "wrong", "tag", th(ZERO) + a(r"\sin(10^{-20})"), "a nonzero exact expression near 0"),
    m("x_m_plus_tiny", "A", G_CYL, "wrong", "tag", th(CYL) + a(r"80\pi + 10^{-30}"), "80\\pi plus a tiny term"),
    m("x_m_decimal_pi", "A", G_CYL, "wrong", "tag", th(CYL) + a("251.33"), "a decimal for 80\\pi (251.327...)"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "tag", th(DIST) + a("8.544"), "a decimal for \\sqrt{73} (8.5440...)"),
    m("x_m_decimal_repeating", "A", G_PROB, "wrong", "tag", th(PROB) + a("0.467"), "a rounded decimal for 7/15 = 0.4666..."),
    m("x_m_sqrt_near", "A", G_DIST, "wrong", "tag", th(DIST) + a(r"\sqrt{73.0001}"), "a radicand off by 0.0001"),
    m("x_m_decimal_tan", "A", G_TAN, "wrong", "tag", th(TAN) + a("-1.732"), "a decimal for -\\sqrt3"),
    m("x_m_decimal_log_near", "A", G_LOG, "wrong", "tag", th(LOG) + a("4.4999"), "4.4999 against 9/2"),
    m("x_m_tiny_imag", "A", G_CPX, "wrong", "tag", th(CPX) + a(r"11 - 13i + 10^{-40}i"), "a tiny imaginary term added"),
    m("x_m_pi_over_huge", "A", G_ZERO, "wrong", "tag", th(ZERO) + a(r"\frac{\pi}{10^{50}}"), "a nonzero exact expression near 0"),
    m("x_m_decimal_rad", "A", G_RAD, "wrong", "tag", th(RAD) + a("2.79"), "a decimal for 8\\pi/9 (2.7925...)"),
    g("x_ok_zero_decimal", "B", "0", "correct", "tag", th(JAR) + a("0.0"), "0.0 for 0"),
    g("x_ok_trailing_zeros", "B", "47670", "correct", "tag", th(PAY) + a("47670.00"), "trailing decimal zeros"),
    g("x_ok_mean_decimal", "B", "81", "correct", "tag", th(MEAN) + a("81.0"), "81.0 for 81"),
    g("x_ok_neg_decimal", "B", "-16", "correct", "tag", th(BAL) + a("-16.00"), "-16.00 for -16"),
    g("x_ok_decimal_hours", "B", "8", "correct", "tag", th(HOSE) + a("8.0 hours"), "8.0 with a unit"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "tag", th(PROB) + a(r"\frac{21}{45}"), "21/45 = 7/15 unsimplified"),
    m("x_m_ok_repeating", "B", G_PROB, "correct", "tag", th(PROB) + a(r"0.4\overline{6}"), "0.4666... written exactly: 2/5 + 1/15 = 7/15"),
    m("x_m_ok_sqrt180", "B", G_SURD, "correct", "tag", th(SURD) + a(r"\sqrt{36 \cdot 5}"), "an unsimplified radical of the same value"),
    m("x_m_ok_zero_chain", "B", G_ZERO, "correct", "tag", th(ZERO) + a("27 - 27 = 0"), "a chain ending 0"),
    m("x_m_ok_pi_first", "B", G_CYL, "correct", "tag", th(CYL) + a(r"\pi \cdot 80"), "pi written first"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_strike_only", "A", "48", "no_answer", "tag", th(AGE) + a("~~48~~"), "the gold struck, nothing after"),
    g("n_not_gold", "A", "52", "no_answer", "tag", th(COIN) + a("not 52"), "the gold negated, nothing after"),
    g("n_sentence_not", "A", "16", "no_answer", "tag", th(EGG) + a("The answer is not 16."), "a negated sentence"),
    g("n_annot_wrong", "A", "48", "wrong", "tag", th(AGE) + a("48 (wrong)"), "the model marks its value wrong"),
    g("n_cross_mark", "A", "8", "wrong", "tag", th(HOSE) + a("8 ✗"), "a cross mark after the value"),
    g("n_html_strike_only", "A", "81", "no_answer", "tag", th(MEAN) + a("<s>81</s>"), "the gold struck with <s>, nothing after"),
    g("n_strike_gold_then_other", "A", "25", "wrong", "tag", th(PCT_SLIP) + a("~~25%~~ 20%"), "the gold struck, 20 % after"),
    m("n_m_neq", "A", G_LOG, "no_answer", "tag", th(LOG) + a(r"\neq \frac{9}{2}"), "\\neq the gold"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "tag", th(COMB) + a(r"\cancel{560}"), "a cancelled value"),
    m("n_m_sout_other", "A", G_LOG, "wrong", "tag", th(LOG) + a(r"\sout{\frac{9}{2}}\ \frac{7}{2}"), "the gold struck, 7/2 after"),
    m("n_m_not_interval", "A", G_INTV, "no_answer", "tag", th(INTV) + a(r"\text{not } (-4, 7)"), "the gold negated"),
    m("n_m_incorrect_note", "A", G_SEQ, "wrong", "tag", th(SEQ) + a(r"-61 \text{ (incorrect)}"), "an annotation marking it incorrect"),
    m("n_m_x_neq", "A", G_BASE, "no_answer", "tag", th(BASE) + a(r"x \neq 238"), "x \\neq the gold"),
    m("n_m_strike_only", "A", G_SURD, "no_answer", "tag", th(SURD) + a(r"~~6\sqrt{5}~~"), "the gold struck, nothing after"),
    m("n_m_annot_wrong", "A", G_SYS, "wrong", "tag", th(SYS) + a(r"(4, -5) \text{ (wrong)}"), "the model marks its pair wrong"),
    g("n_ok_strike_other", "B", "48", "correct", "tag", th(AGE) + a("~~12~~ 48"), "a wrong value struck, the gold after"),
    g("n_ok_html_strike_other", "B", "52", "correct", "tag", th(COIN) + a("<s>39</s> 52"), "<s> strike of another value"),
    g("n_ok_not_other", "B", "52", "correct", "tag", th(COIN) + a("52 (not 39)"), "another value negated after the gold"),
    g("n_ok_check_mark", "B", "8", "correct", "tag", th(HOSE) + a("8 hours ✓"), "a check mark"),
    g("n_ok_not_cartons", "B", "16", "correct", "tag", th(EGG) + a("16 eggs left over, not 22"), "the cartons count negated"),
    m("n_m_ok_not_closed", "B", G_INTV, "correct", "tag", th(INTV) + a(r"(-4, 7), \text{ not } [-4, 7]"), "the closed interval negated after the gold"),
    m("n_m_ok_cancel_work", "B", G_COMB, "correct", "tag", th(COMB) + a(r"\frac{\cancel{16}^{8} \cdot 15 \cdot 14}{\cancel{6}^{3}} = \frac{8 \cdot 15 \cdot 14}{3} = 560"), "cancellation inside a chain ending in the gold (8 * 15 * 14 = 1680; 1680 / 3 = 560)"),
    m("n_m_ok_neq_other", "B", G_TAN, "correct", "tag", th(TAN) + a(r"-\sqrt{3} \quad (\neq \sqrt{3})"), "the sign-lost value marked \\neq after the gold"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "16", "wrong", "tag", th(EGG) + a("16 dozen"), "16 dozen = 192 eggs, not the 16 eggs counted"),
    g("u_less", "A", "25", "wrong", "tag", th(PCT) + a("25 percent less"), "states a decrease; the working finds an increase"),
    g("u_per_month", "A", "47670", "wrong", "tag", th(PAY) + a("$47,670 per month"), "the 18-month total stated as a monthly pay"),
    g("u_cents", "A", "13.2", "wrong", "tag", th(SHOP) + a("13.20 cents"), "13.20 cents is not $13.20"),
    g("u_minutes", "A", "8", "wrong", "tag", th(HOSE) + a("8 minutes"), "8 minutes, the working finds 8 hours"),
    g("u_percent_coins", "A", "52", "wrong", "tag", th(COIN) + a("52%"), "52 % for a count of 52 coins"),
    g("u_thousand", "A", "48", "wrong", "tag", th(AGE) + a("48 thousand"), "48 thousand"),
    m("u_m_degrees", "A", G_RAD, "wrong", "tag", th(RAD) + a(r"\frac{8\pi}{9} \text{ degrees}"), "8\\pi/9 degrees, not radians"),
    m("u_m_percent", "A", G_PROB, "wrong", "tag", th(PROB) + a(r"\frac{7}{15}\%"), "7/15 percent = 7/1500, not 7/15"),
    g("u_ok_years", "B", "48", "correct", "tag", th(AGE) + a("48 years old"), "years old"),
    g("u_ok_eggs", "B", "16", "correct", "tag", th(EGG) + a("16 eggs"), "a noun after the value"),
    g("u_ok_dollars_word", "B", "-16", "correct", "tag", th(BAL) + a("-16 dollars"), "a negative with the word dollars"),
    g("u_ok_points", "B", "81", "correct", "tag", th(MEAN) + a("81 points"), "points"),
    g("u_ok_coins", "B", "52", "correct", "tag", th(COIN) + a("52 coins"), "coins"),
    g("u_ok_percent_word", "B", "25", "correct", "tag", th(PCT) + a("25 percent"), "the word percent"),
    m("u_m_ok_cubic", "B", G_CYL, "correct", "tag", th(CYL) + a(r"80\pi \text{ cubic units}"), "text units"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "tag", th(RAD) + a(r"\frac{8\pi}{9} \text{ radians}"), "the word radians"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "tag", th(COMB) + a("560 ways"), "ways"),
    m("u_m_ok_units", "B", G_DIST, "correct", "tag", th(DIST) + a(r"\sqrt{73} \text{ units}"), "units"),

    # ================================================================ 6. retractions and after-text
    g("r_wait_new_value", "A", "8", "wrong", "tag", th(HOSE) + a("8") + "\n\nWait, that's not right. Working together should take the average, so the answer is 25 hours.", "a retraction after the tag with 25"),
    g("r_correction", "A", "52", "wrong", "tag", th(COIN) + a("52") + "\nCorrection: Ben has 3 parts, so 39.", "Correction: 39"),
    g("r_actually", "A", "16", "wrong", "tag", th(EGG) + a("16") + "\nActually, the answer should be 22.", "Actually ... 22"),
    g("r_withdrawn", "A", "48", "wrong", "tag", th(AGE) + a("48") + "\nThis answer is wrong; I retract it.", "debatable: the gold withdrawn with nothing new (round 20's convention: wrong)", True),
    g("r_second_tag_after_doubt", "A", "81", "wrong", "tag", th(MEAN) + a("81") + "\nHmm, maybe I should not divide.\n" + a("405"), "doubt after the tag, a second tag 405"),
    m("r_m_reflection", "A", G_LOG, "wrong", "tag", th(LOG) + a(r"\frac{9}{2}") + "\n\nHmm, on reflection it is $\\frac{7}{2}$.", "a later value 7/2"),
    m("r_m_edit", "A", G_INTV, "wrong", "tag", th(INTV) + a("(-4, 7)") + "\n\nEdit: the endpoints are included, so $[-4, 7]$.", "Edit: the closed interval"),
    m("r_m_oops", "A", G_COMB, "wrong", "tag", th(COMB) + a("560") + "\nOops, order matters here, so the answer is 3360.", "Oops ... 3360"),
    m("r_m_new_box_after", "A", G_MOD, "wrong", "tag", th(MOD) + a("5") + "\n\nLet me recompute: $2^{35} \\equiv 2 \\pmod 9$, so the answer is $\\boxed{2}$.", "a recomputation with a new box 2"),
    m("r_m_sign_error", "A", G_POLY, "wrong", "tag", th(POLY) + a("5x^2 + 18x - 8") + "\nWait, I made a sign error: it should be $5x^2 + 22x - 8$.", "a later value with a wrong middle term"),
    m("r_m_user_turn_gold", "A", G_SEQ, "wrong", "tag", th(SEQ.replace("24 \\cdot (-3) = 11 - 72 = -61", "25 \\cdot (-3) = 11 - 75 = -64")) + a("-64") + IM_USER + "Check again: the answer is $-61$.", "the gold only in an invented user turn"),
    g("r_ok_pleasantry", "B", "48", "correct", "tag", th(AGE) + a("48") + "\n\nI hope this helps!", "a pleasantry after the tag"),
    g("r_ok_check", "B", "48", "correct", "tag", th(AGE) + a("48") + "\nCheck: in 6 years the father is 54 and the son 18, and 54 = 3 * 18. ✓", "a check with other numbers after the tag"),
    g("r_ok_invented_turn", "B", "8", "correct", "tag", th(HOSE) + a("8") + IM_USER + "Thanks! What if hose B took 24 hours?" + IM_ASSIST + th("1/10 + 1/24 = 12/120 + 5/120 = 17/120.\n") + a("120/17"), "an invented next turn with another tag"),
    g("r_ok_user_plain", "B", "52", "correct", "tag", th(COIN) + a("52") + "\n\nUser: Now split 91 coins 6:7. How many does Ana get?\nAssistant: " + th("91 / 13 = 7, 6 * 7 = 42.\n") + a("42"), "a plain-text invented User:/Assistant: turn"),
    g("r_ok_double_check", "B", "16", "correct", "tag", th(EGG) + a("16") + "\nWait, let me double-check: 18 * 22 = 396 and 412 - 396 = 16. Yes, 16.", "a doubt resolved to the same value"),
    g("r_ok_correction_to_gold", "B", "48", "correct", "tag", th(AGE_SON) + a("12") + "\nWait, the question asks for the father: 4 * 12 = 48.\n" + a("48"), "a correction to the gold in a second tag"),
    g("r_ok_correction_plain", "B", "48", "correct", "tag", th(AGE_SON) + a("12") + "\nCorrection: 12 is the son's age; the father is 48.", "an explicit correction after the tag, no second tag"),
    g("r_ok_restatement", "B", "13.2", "correct", "tag", th(SHOP) + a("13.20") + "\nSo the total cost is $13.20.", "a restatement after the tag"),
    g("r_ok_self_set_problem", "B", "0", "correct", "tag", th(JAR) + a("0") + "\n\nPractice problem: if 100 liters were poured, how many would be left? Answer: 19 liters.", "a self-set practice problem after the tag"),
    m("r_m_ok_restate", "B", G_LOG, "correct", "tag", th(LOG) + a(r"\frac{9}{2}") + "\nThe final answer is $\\frac{9}{2}$.", "a restatement agreeing"),
    m("r_m_ok_note_other", "B", G_SEQ, "correct", "tag", th(SEQ) + a("-61") + "\nNote: the 24th term would be $-58$; we want the 25th.", "a note with another term after"),
    m("r_m_ok_check", "B", G_SYS, "correct", "tag", th(SYS) + a("(4, -5)") + "\nCheck: $4 - (-5) = 9$ and $2 \\cdot 4 + (-5) = 3$. ✓", "a check after the tag"),
    m("r_m_ok_invented_turn", "B", G_CPX, "correct", "tag", th(CPX) + a("11 - 13i") + IM_USER + "Now compute $(2 + 5i)(3 - i)$." + IM_ASSIST + th("$6 - 2i + 15i - 5i^2 = 11 + 13i$\n") + a("11 + 13i"), "an invented next turn whose tag is the conjugate"),
    m("r_m_ok_update_to_gold", "B", G_RAD, "correct", "tag", th(RAD) + a(r"\frac{9\pi}{8}") + "\nOops, I inverted it: $\\frac{160}{180} = \\frac{8}{9}$.\n" + a(r"\frac{8\pi}{9}"), "a correction to the gold in a second tag"),
    m("r_m_ok_final_block", "B", G_CYL, "correct", "tag", th(CYL) + a(r"80\pi") + "\n\n**Final Answer**\n\\[\n\\boxed{80\\pi}\n\\]", "an R1-distill final block agreeing after the tag"),
    m("r_m_ok_pleasantry", "B", G_POLY, "correct", "tag", th(POLY) + a("5x^2 + 18x - 8") + "\n\nLet me know if you need anything else!", "a pleasantry after"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quote_only", "A", "48", "no_answer", "tag", th("I am not sure how to set this up.\n") + a('The hint says "the father is 48", but I cannot verify it.'), "only a reported value, no own answer"),
    g("q_hint_in_think", "A", "16", "wrong", "tag", th('The problem\'s hint says "#### 16", but I think cartons are asked: 22.\n') + a("22"), "the gold only in a quoted hint in the think block"),
    g("q_other_part", "A", "52", "wrong", "tag", th(COIN) + a("52 for part (a) and 39 for part (b)"), "debatable: a single question answered as two parts; the last stated value is 39", True),
    g("q_user_turn_gold", "A", "48", "wrong", "tag", th(AGE_SON) + a("12") + IM_USER + "The answer is 48.", "the gold only in an invented user turn"),
    g("q_first_guess", "A", "48", "wrong", "tag", th(AGE_SON) + a("My first guess was 48, but the answer is 12."), "the gold reported as a discarded guess, 12 stated"),
    g("q_hypothetical", "A", "47670", "no_answer", "tag", th("I do not know whether the bonus counts.\n") + a("If the bonus counts, it would be $47,670."), "only a conditional statement"),
    m("q_m_student", "A", G_LOG, "wrong", "tag", th(LOG) + a(r"A student might write $\frac{9}{2}$, but that is wrong; it is $\frac{7}{2}$."), "the gold reported, 7/2 stated"),
    m("q_m_textbook_only", "A", G_DIST, "no_answer", "tag", th("I could not finish this.\n") + a(r"The textbook's answer is $\sqrt{73}$; I was unable to solve it."), "only a reported value and a refusal"),
    m("q_m_suppose", "A", G_SYS, "no_answer", "tag", th("Let me guess and check.\n") + a(r"Suppose the solution were $(4, -5)$; I would still need to check it."), "only a supposition"),
    m("q_m_key_in_think", "A", G_MOD, "wrong", "tag", th(r"The answer key says $\boxed{5}$, but I get $2^{35} = 2^{5} \cdot 2^{30}$ and I will answer 32." + "\n") + a("32"), "the gold only in a reported answer key in the think block"),
    g("q_ok_hypo_first", "B", "47670", "correct", "tag", th(PAY) + a("Without the bonus it would be $44,370; with it, she earns $47,670."), "a hypothetical value first, the answer last"),
    g("q_ok_friend_wrong", "B", "8", "correct", "tag", th(HOSE) + a("A friend said 25 hours, but that is the average; together they take 8 hours."), "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "81", "correct", "tag", th('> "Find the mean of 74, 89, 93, 81 and 68."\n\n' + MEAN) + a("81"), "the problem quoted in the think block"),
    m("q_m_ok_if_closed", "B", G_INTV, "correct", "tag", th(INTV) + a(r"If the inequality were $\le$ it would be $[-4, 7]$; here it is strict, so $(-4, 7)$."), "a hypothetical interval first, the gold last"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "tag", th(r"For example, $12_5 = 7$. Likewise, " + BASE) + a("238"), "an example with another value in the think block"),
    m("q_m_ok_replacement_remark", "B", G_PROB, "correct", "tag", th(PROB) + a(r"\frac{7}{15} \text{ (with replacement it would be } \frac{49}{100}\text{)}"), "a hypothetical value in a parenthesis after the gold"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "48", "no_answer", "none", "", "an empty completion"),
    g("b_think_open_only", "A", "48", "no_answer", "truncated", "<think>", "only an opening think tag"),
    g("b_tags_only", "A", "48", "no_answer", "tag", "<think></think><answer></answer>", "empty tags only"),
    g("b_fullwidth_other", "A", "48", "wrong", "tag", th(AGE_SON) + a("１２"), "full-width 12"),
    g("b_nul_in_value", "A", "48", "wrong", "tag", th(AGE) + a("4\x008"), "debatable: a NUL inside 48 makes the pair bad input", True),
    g("b_gold_space_other", "A", " 52 ", "wrong", "tag", th(COIN) + a("39"), "a gold with spaces; the answer 39"),
    m("b_m_gold_boxed_other", "A", r"\boxed{238}", "wrong", "tag", th(BASE) + a("228"), "a gold stored boxed; the answer 228"),
    m("b_m_bom_other", "A", G_MOD, "wrong", "tag", "\ufeff" + th(MOD) + a("32"), "a BOM first, the answer 32"),
    g("b_ok_fullwidth", "B", "48", "correct", "tag", th(AGE) + a("４８"), "full-width digits"),
    g("b_ok_unicode_minus", "B", "-16", "correct", "tag", th(BAL) + a("\u221216"), "a Unicode minus sign (U+2212)"),
    m("b_m_ok_unicode_minus", "B", G_SEQ, "correct", "tag", th(SEQ) + a("\u221261"), "a Unicode minus sign (U+2212)"),
    g("b_ok_crlf", "B", "47670", "correct", "tag", (th(PAY) + a("47670")).replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "16", "correct", "tag", "\ufeff" + th(EGG) + a("16"), "a BOM first"),
    g("b_ok_gold_space", "B", " 52 ", "correct", "tag", th(COIN) + a("52"), "a gold with spaces"),
    g("b_ok_nbsp", "B", "47670", "correct", "tag", th(PAY) + a("47\u00a0670"), "a no-break space as the thousands separator"),
    g("b_ok_long_think", "B", "81", "correct", "tag", th("Adding the scores one by one.\n" * 2500 + MEAN) + a("81"), "a think block of about 75,000 characters"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{238}", "correct", "tag", th(BASE) + a("238"), "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$" + G_RAD + "$", "correct", "tag", th(RAD) + a(r"\frac{8\pi}{9}"), "a gold stored in math mode"),
    m("b_m_ok_tab", "B", G_ZERO, "correct", "tag", th(ZERO) + "<answer>\t0\t</answer>", "tabs around the value"),
]
# fmt: on

DECISIONS = {
    "r_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "q_other_part": (
        "reject",
        "a one-part question answered as two parts gives two different final values; the gold is only "
        "the invented part (a), the issue's 'part (a) / part (b)' example",
    ),
    "b_nul_in_value": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam41", CASES, [], DECISIONS)
