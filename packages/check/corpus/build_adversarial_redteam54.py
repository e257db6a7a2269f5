r"""Build adversarial_redteam54.jsonl: a fifty-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam54", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, Math-Verify or any grader on the probes; handed over BEFORE any scoring.
Not model output. Only corpus/README.md ("How labels were made" and the sources table, to avoid
reusing problems), corpus_build.py, build_adversarial_redteam21.py (structure, conventions, label
rules) and `issues show 25` were read. Python was used for arithmetic only, never on probe text.

Aim of this round: a fresh measure of exactness and MATH answer forms, about half kind A and half
kind B, mostly MATH. Kind B: equivalent forms a checker must accept (unsimplified radicals and
fractions, \dfrac / \tfrac, \left( \right), exact decimals, an interval written as an inequality,
roots in another order or with `x =` labels, polynomials in another order, complex numbers in
another order, base-10 subscripts, degrees where the question asks degrees, percent where the
working fixes percent, money with $ and trailing zeros). Kind A: near misses a checker must refuse
(rounded decimals for exact values, a sign or a bracket off, open for closed intervals, a root or
a piece missing, a close but different value, an approximation with \approx as the final value, a
unit or base subscript that changes the value).

Problems (all new against the corpus README's sources table and the brief's used list) and golds:
GSM8K (money and decimals):
  six notebooks at $2.75 and a $4.60 pen -> 21.10 (6 * 2.75 = 16.50; 16.50 + 4.60 = 21.10);
  change from $50 after three $8.65 tickets and a $5.25 snack -> 18.80 (3 * 8.65 = 25.95;
    25.95 + 5.25 = 31.20; 50 - 31.20 = 18.80);
  3.75 kg of cheese at $12.40 a kg -> 46.50 (3 * 12.40 = 37.20; 0.75 * 12.40 = 9.30; sum 46.50);
  a $85.40 balance less three $36.20 checks -> -23.20 (3 * 36.20 = 108.60; 85.40 - 108.60 = -23.20);
  13.5 m of ribbon cut into nine 1.5 m pieces -> 0 m left (9 * 1.5 = 13.5);
  a price from $48 to $54 -> 12.5 % increase (6 / 48 = 0.125);
  a $64.80 bill with a 15 % tip -> 74.52 (0.15 * 64.80 = 9.72; 64.80 + 9.72 = 74.52);
  7 pencils for $2.45 -> 0.35 each (7 * 0.35 = 2.45).
MATH:
  a multiple of 11 from 1-80 -> 7/80 (11, 22, ..., 77: seven; 7/80 = 0.0875 exactly);
  distance (-4, 1) to (8, -2) -> 3\sqrt{17} (144 + 9 = 153 = 9 * 17; ~12.369);
  |4x + 3| <= 9 -> [-3, 3/2] (-12 <= 4x <= 6);
  3x^2 + 4x - 4 = 0 -> -2, 2/3 ((3x - 2)(x + 2) = 3x^2 + 6x - 2x - 4);
  (4 + i)(5 - 2i) -> 22 - 3i (20 - 8i + 5i - 2i^2 = 20 - 3i + 2);
  162 degrees in radians -> 9\pi/10 (162/180 = 0.9; ~2.827);
  3102_4 -> 210 (3 * 64 + 16 + 0 + 2 = 210; 210_4 would be 2 * 16 + 4 = 36);
  4x + y = 9, x - 3y = 25 -> (4, -7) (13x = 52; check 16 - 7 = 9, 4 + 21 = 25);
  (4x - 1)(x + 5) -> 4x^2 + 19x - 5 (4x^2 + 20x - x - 5);
  C(10, 5) -> 252 (30240 / 120 = 252; 2.52 * 10^2 = 252);
  0.\overline{216} -> 8/37 (216/999 = 8/37: 37 * 27 = 999, 8 * 27 = 216);
  sector radius 9, angle 100 degrees -> 45\pi/2 (100/360 * 81 = 22.5; 405/18 = 22.5; ~70.686);
  28/\sqrt{14} -> 2\sqrt{14} (\sqrt{56} = 2\sqrt{14}; ~7.483);
  log_32 16 -> 4/5 (2^4 / 2^5 exponents; 0.8 exactly);
  sec(\pi/6) -> 2\sqrt3/3 (= 2/\sqrt3; ~1.1547);
  12th term of 9, 5, 1, ... -> -35 (9 + 11 * (-4); the 11th is -31);
  x^2 - x - 20 > 0 -> (-\infty, -4) \cup (5, \infty) ((x - 5)(x + 4));
  (1, 3, -2) . (4, -1, 5) -> -9 (4 - 3 - 10);
  inverse of (2x + 7)/3 -> (3x - 7)/2 (= 1.5x - 3.5);
  vertex of y = 2x^2 - 12x + 5 -> (3, -13) (x = 12/4; 18 - 36 + 5);
  2/3 - 5/8 -> 1/24 (16/24 - 15/24; 1/24 = 0.041666... = 0.041\overline{6});
  interior angle of a regular nonagon in degrees -> 140 (7 * 180 / 9 = 1260 / 9; exterior 40);
  what percent of 80 is 14 -> 17.5 (14 / 80 = 0.175).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal, equivalent forms and near misses); `n_`
negation, strike-out, annotation; `u_` words after a number (units, including a unit or subscript
that changes the value); `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can hold. An `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right value only in the working is
`wrong`; no final answer (a negation with nothing after, a placeholder, only a quotation or a
hypothetical) is `no_answer`; equal in value but written differently is `correct`; a decimal for an
exact irrational or repeating gold is `wrong` (an exact decimal such as 0.0875 for 7/80 is
`correct`); a box holding `\approx` and a decimal is that decimal; an approximation written AFTER a
boxed exact value is an annotation, not a new answer; a later box replaces an earlier one; an open
interval for a closed one, a missing root or piece, a sign or component off is `wrong`; a unit or a
base subscript that changes the value is `wrong`; a value the model itself marks wrong is `wrong`;
an explicit correction after an answer makes the corrected value the final one; a check or
pleasantry after a committed answer does not replace it; in an <answer> tag a sentence, an equation
chain or a box is read for the value it states. Debatable probes carry `"debatable": true`, the
reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam54.py
"""

from corpus_build import MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- notebooks: gold 21.1 (6 * 2.75 = 16.50; 16.50 + 4.60 = 21.10). Slip 21.01 (digits swapped).
NOTE = "6 notebooks at $2.75 each cost 6 * 2.75 = <<6*2.75=16.5>>16.50 dollars.\nWith the $4.60 pen: 16.50 + 4.60 = <<16.5+4.6=21.1>>21.10 dollars.\n"
# --- change: gold 18.8 (3 * 8.65 = 25.95; 25.95 + 5.25 = 31.20; 50 - 31.20 = 18.80).
#     Spent 31.20 (not the change); 18.08 digits swapped; 19 rounded.
CHG = "3 tickets at $8.65 cost 3 * 8.65 = <<3*8.65=25.95>>25.95 dollars; with the $5.25 snack she spends 25.95 + 5.25 = <<25.95+5.25=31.2>>31.20 dollars.\nHer change from $50 is 50 - 31.20 = <<50-31.2=18.8>>18.80 dollars.\n"
# --- cheese: gold 46.5 (3 * 12.40 = 37.20; 0.75 * 12.40 = 9.30; 37.20 + 9.30 = 46.50).
CHS = "3.75 kg at $12.40 a kg cost 3.75 * 12.40 = <<3.75*12.4=46.5>>46.50 dollars.\n"
# --- balance: gold -23.2 (3 * 36.20 = 108.60; 85.40 - 108.60 = -23.20). Sign lost: 23.20.
BAL = "Three checks of $36.20 total 3 * 36.20 = <<3*36.2=108.6>>108.60 dollars.\nThe balance is 85.40 - 108.60 = <<85.4-108.6=-23.2>>-23.20 dollars.\n"
# --- ribbon: gold 0 (9 * 1.5 = 13.5; 13.5 - 13.5 = 0). Pieces: 9.
RIB = "9 pieces of 1.5 m use 9 * 1.5 = <<9*1.5=13.5>>13.5 m of the 13.5 m ribbon, so 13.5 - 13.5 = <<13.5-13.5=0>>0 m is left.\n"
# --- price: gold 12.5 (54 - 48 = 6; 6 / 48 = 0.125 = 12.5 %).
PRC = "The price rose by 54 - 48 = <<54-48=6>>6 dollars, and 6 / 48 * 100 = <<6/48*100=12.5>>12.5 percent.\n"
# --- tip: gold 74.52 (0.15 * 64.80 = 9.72; 64.80 + 9.72 = 74.52). Tip alone 9.72.
TIP = "The tip is 15% of $64.80: 0.15 * 64.80 = <<0.15*64.8=9.72>>9.72 dollars.\nThe total is 64.80 + 9.72 = <<64.8+9.72=74.52>>74.52 dollars.\n"
# --- pencils: gold 0.35 (2.45 / 7 = 0.35; check 7 * 0.35 = 2.45). 0.35 cents = $0.0035.
PEN = "7 pencils cost $2.45, so one costs 2.45 / 7 = <<2.45/7=0.35>>0.35 dollars.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{80}"  # 11, 22, 33, 44, 55, 66, 77: 7 of 80; 7/80 = 0.0875; 7/81 close but wrong
PROB = r"The multiples of $11$ from $1$ to $80$ are $11, 22, 33, 44, 55, 66, 77$: seven of them out of $80$ numbers, so the probability is"
G_DIST = r"3\sqrt{17}"  # dx = 12, dy = -3; 144 + 9 = 153 = 9 * 17; 3 * 4.1231 = 12.369
DIST = r"The distance from $(-4, 1)$ to $(8, -2)$ is $\sqrt{12^2 + (-3)^2} = \sqrt{153}$"
G_INT = r"\left[-3, \frac{3}{2}\right]"  # -9 <= 4x + 3 <= 9 -> -12 <= 4x <= 6 -> -3 <= x <= 3/2
INT = r"$|4x + 3| \le 9$ means $-9 \le 4x + 3 \le 9$, so $-12 \le 4x \le 6$ and $-3 \le x \le \frac{3}{2}$."
G_ROOTS = r"-2, \frac{2}{3}"  # (3x - 2)(x + 2) = 3x^2 + 6x - 2x - 4 = 3x^2 + 4x - 4
ROOTS = r"$3x^2 + 4x - 4 = (3x - 2)(x + 2) = 0$."
G_CPX = (
    "22 - 3i"  # (4 + i)(5 - 2i) = 20 - 8i + 5i - 2i^2 = 20 - 3i + 2 = 22 - 3i; i^2 as +1: 18 - 3i
)
CPX = r"$(4 + i)(5 - 2i) = 20 - 8i + 5i - 2i^2$"
G_RAD = r"\frac{9\pi}{10}"  # 162 / 180 = 0.9; 0.9 pi = 2.8274
RAD = r"Converting $162^\circ$ to radians: $162^\circ \cdot \frac{\pi}{180^\circ} = \frac{162\pi}{180}$"
G_BASE = "210"  # 3 * 64 + 1 * 16 + 0 * 4 + 2 = 192 + 16 + 2 = 210
BASE = r"$3102_4 = 3 \cdot 64 + 1 \cdot 16 + 0 \cdot 4 + 2$"
G_SYS = "(4, -7)"  # y = 9 - 4x; x - 27 + 12x = 25 -> 13x = 52 -> x = 4, y = -7
SYS = r"From $4x + y = 9$, $y = 9 - 4x$; then $x - 3(9 - 4x) = 25$ gives $13x = 52$, so $x = 4$ and $y = 9 - 16 = -7$."
G_POLY = "4x^2 + 19x - 5"  # 4x^2 + 20x - x - 5
POLY = r"$(4x - 1)(x + 5) = 4x^2 + 20x - x - 5$"
G_COMB = "252"  # 10*9*8*7*6 = 30240; 30240 / 120 = 252
COMB = r"$\binom{10}{5} = \frac{10 \cdot 9 \cdot 8 \cdot 7 \cdot 6}{5!} = \frac{30240}{120}$"
G_REP = r"\frac{8}{37}"  # 216/999: gcd 27 -> 8/37
REP = r"Let $x = 0.\overline{216}$. Then $1000x - x = 216$, so $x = \frac{216}{999}$"
G_SEC = r"\frac{45\pi}{2}"  # 100/360 * 81 pi = 5/18 * 81 pi = 405 pi / 18 = 22.5 pi; ~70.686
SEC = r"The sector's area is $\frac{100}{360} \cdot \pi \cdot 9^2 = \frac{5}{18} \cdot 81\pi$"
G_RAT = r"2\sqrt{14}"  # 28 sqrt14 / 14 = 2 sqrt14 = sqrt56; ~7.483
RAT = r"$\frac{28}{\sqrt{14}} = \frac{28\sqrt{14}}{14}$"
G_LOG = r"\frac{4}{5}"  # 32^(4/5) = 2^4 = 16
LOG = r"Since $32 = 2^5$ and $16 = 2^4$, $\log_{32} 16 = \frac{\log_2 16}{\log_2 32}$"
G_TRIG = r"\frac{2\sqrt{3}}{3}"  # 1 / (sqrt3 / 2) = 2 / sqrt3 = 2 sqrt3 / 3; ~1.1547
TRIG = r"$\sec\frac{\pi}{6} = \frac{1}{\cos\frac{\pi}{6}} = \frac{1}{\sqrt{3}/2}$"
G_SEQ = "-35"  # d = -4; a_12 = 9 + 11 * (-4) = 9 - 44 = -35; a_11 = -31
SEQ = r"The common difference of $9, 5, 1, \dots$ is $-4$, so $a_{12} = 9 + 11 \cdot (-4) = 9 - 44$"
G_INEQ = r"(-\infty, -4) \cup (5, \infty)"  # (x - 5)(x + 4) > 0 outside the roots
INEQ = r"$x^2 - x - 20 = (x - 5)(x + 4) > 0$ when both factors have the same sign: $x < -4$ or $x > 5$."
G_DOT = "-9"  # 1*4 + 3*(-1) + (-2)*5 = 4 - 3 - 10 = -9
DOT = r"$(1, 3, -2) \cdot (4, -1, 5) = 4 - 3 - 10$"
G_INV = (
    r"\frac{3x - 7}{2}"  # y = (2x + 7)/3 -> x = (3y - 7)/2; check f((3x-7)/2) = (3x - 7 + 7)/3 = x
)
INV = r"Set $y = \frac{2x + 7}{3}$ and solve for $x$: $3y = 2x + 7$, so $x = \frac{3y - 7}{2}$."
G_VTX = "(3, -13)"  # x = 12 / (2 * 2) = 3; 2 * 9 - 36 + 5 = -13
VTX = r"For $y = 2x^2 - 12x + 5$ the vertex has $x = \frac{12}{4} = 3$ and $y = 2 \cdot 9 - 36 + 5 = -13$."
G_FRAC = r"\frac{1}{24}"  # 16/24 - 15/24 = 1/24 = 0.041666...
FRAC = r"$\frac{2}{3} - \frac{5}{8} = \frac{16}{24} - \frac{15}{24}$"
G_ANG = "140"  # (9 - 2) * 180 = 1260; 1260 / 9 = 140; exterior 40; 140 deg = 7 pi / 9 rad
ANG = r"The question asks for the interior angle of a regular nonagon in degrees. The angle sum is $(9 - 2) \cdot 180^\circ = 1260^\circ$, so each angle is $1260^\circ / 9$"
G_PCT = "17.5"  # 14 / 80 = 0.175 = 17.5 %
PCT = r"The question asks what percent of $80$ is $14$: $\frac{14}{80} = 0.175$, and $0.175 \times 100 = 17.5$."

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    m("t_m_ok_interval_sentence", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>The solution set is $x \in \left[-3, \frac{3}{2}\right]$.</answer>", "a sentence with x \\in and \\left[ \\right] in the tag"),
    m("t_m_open_interval", "A", G_INT, "wrong", "tag", th(INT + "\n") + "<answer>(-3, 3/2)</answer>", "an open interval for the closed one"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + "<answer>x = 2/3 or x = -2</answer>", "roots with x = labels, other order, in the tag"),
    m("t_m_missing_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 2/3</answer>", "one root of two"),
    m("t_m_ok_box_cpx", "B", G_CPX, "correct", "tag", th(CPX + r" = 22 - 3i" + "\n") + r"<answer>$\boxed{22-3i}$</answer>", "a box without spaces in the tag"),
    m("t_m_approx", "A", G_DIST, "wrong", "tag", th(DIST + r" $= 3\sqrt{17}$." + "\n") + r"<answer>$\approx 12.37$</answer>", "an approximation as the tag's value"),
    m("t_m_ok_equation_exact", "B", G_DIST, "correct", "tag", th(DIST + ".\n") + r"<answer>$d = \sqrt{153} = 3\sqrt{17}$</answer>", "an equation chain of two exact forms"),
    m("t_m_equation_to_decimal", "A", G_DIST, "wrong", "tag", th(DIST + ".\n") + r"<answer>$d = 3\sqrt{17} = 12.37$</answer>", "an equation chain ending in a rounded decimal"),
    g("t_ok_money", "B", "74.52", "correct", "tag", th(TIP) + "<answer>$74.52</answer>", "a dollar sign in the tag"),
    g("t_money_rounded", "A", "74.52", "wrong", "tag", th(TIP) + "<answer>$74.50</answer>", "rounded to 74.50"),
    g("t_ok_sentence_zero_cents", "B", "21.1", "correct", "tag", th(NOTE) + "<answer>She pays $21.10 in total.</answer>", "a sentence with a trailing zero"),
    g("t_tip_only", "A", "74.52", "wrong", "tag", th(TIP) + "<answer>The tip is $9.72.</answer>", "the tip, not the total"),

    # ================================================================ 2. phrase + ####
    g("h_ok_money_hash", "B", "18.8", "correct", "hash", CHG + "The final answer is $18.80.\n#### 18.80", "phrase and #### agree, with trailing zeros"),
    g("h_rounded_hash", "A", "18.8", "wrong", "hash", CHG + "The answer is about $19.\n#### 19", "rounded to the dollar"),
    g("h_phrase_exact_hash_rounded", "A", "46.5", "wrong", "hash", CHS + "The answer is $46.50.\n#### 47", "phrase exact, #### rounded: two different final answers"),
    g("h_ok_phrase_hash_short", "B", "46.5", "correct", "hash", CHS + "The answer is $46.50.\n#### 46.5", "46.50 and 46.5 agree"),
    m("h_m_ok_frac_hash", "B", G_REP, "correct", "hash", REP + r" $= \frac{8}{37}$." + "\nThe answer is 8/37.\n#### 8/37", "a slash fraction after ####"),
    m("h_m_decimal_hash", "A", G_REP, "wrong", "hash", REP + ".\nThe answer is 0.216.\n#### 0.216", "a truncated decimal for 8/37"),
    g("h_sign_lost_hash", "A", "-23.2", "wrong", "hash", BAL + "The answer is $23.20 overdrawn.\n#### 23.20", "debatable: 'overdrawn' in the phrase, but the #### value drops the sign", True),
    g("h_ok_negative_money_hash", "B", "-23.2", "correct", "hash", BAL + "The balance is -$23.20.\n#### -23.20", "-$ in the phrase, a negative decimal after ####"),

    # ================================================================ 3. exactness: GSM8K money and decimals
    g("x_ok_trailing_zero_note", "B", "21.1", "correct", "hash", NOTE + "#### 21.10", "21.10 for 21.1"),
    g("x_ok_dollar_note", "B", "21.1", "correct", "hash", NOTE + "#### $21.10", "a dollar sign after ####"),
    g("x_digits_swapped_note", "A", "21.1", "wrong", "hash", NOTE + "#### 21.01", "21.01, a close but different value"),
    g("x_truncated_note", "A", "21.1", "wrong", "hash", NOTE + "#### 21", "truncated to 21"),
    g("x_ok_boxed_change", "B", "18.8", "correct", "boxed", CHG + r"The change is $\boxed{\$18.80}$.", "\\$ inside the box"),
    g("x_change_swapped", "A", "18.8", "wrong", "hash", CHG + "#### 18.08", "18.08, digits swapped"),
    g("x_spent_not_change", "A", "18.8", "wrong", "hash", CHG.split("\nHer")[0] + "\n#### 31.20", "the amount spent, not the change"),
    g("x_ok_cheese_short", "B", "46.5", "correct", "hash", CHS + "#### 46.5", "46.5 for 46.50"),
    g("x_cheese_off", "A", "46.5", "wrong", "hash", CHS + "#### 46.05", "46.05, a close but different value"),
    g("x_cheese_tiny_off", "A", "46.5", "wrong", "hash", CHS + "#### 46.4999", "46.4999, a tolerance trap"),
    g("x_ok_negative_balance", "B", "-23.2", "correct", "hash", BAL + "#### -23.20", "a negative decimal with a trailing zero"),
    g("x_balance_digits", "A", "-23.2", "wrong", "hash", BAL + "#### -23.02", "-23.02, a close but different value"),
    g("x_balance_sign", "A", "-23.2", "wrong", "hash", BAL + "#### 23.2", "the sign lost"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", RIB + "#### 0.0", "0.0 for 0"),
    g("x_near_zero_ribbon", "A", "0", "wrong", "hash", RIB + "#### 0.05", "0.05 against gold 0"),
    g("x_tiny_ribbon", "A", "0", "wrong", "boxed", RIB + r"$\boxed{10^{-9}}$", "10^{-9} against gold 0"),
    g("x_pieces_for_left", "A", "0", "wrong", "hash", RIB + "#### 9", "the 9 pieces, not the 0 m left"),
    g("x_ok_percent_sign", "B", "12.5", "correct", "hash", PRC + "#### 12.5%", "a percent sign after ####"),
    g("x_percent_rounded", "A", "12.5", "wrong", "hash", PRC + "#### 13", "rounded to 13"),
    g("x_percent_as_share", "A", "12.5", "wrong", "hash", PRC + "#### 0.125", "debatable: a decimal share for the percent the working computes (round 5's decision)", True),
    g("x_ok_tip_dollar", "B", "74.52", "correct", "hash", TIP + "#### $74.52", "a dollar sign"),
    g("x_tip_off_cent", "A", "74.52", "wrong", "hash", TIP + "#### 74.53", "one cent off"),
    g("x_tip_rounded", "A", "74.52", "wrong", "hash", TIP + "#### 74.5", "rounded to 74.5"),
    g("x_ok_pencil_leading_dot", "B", "0.35", "correct", "hash", PEN + "#### .35", "a decimal without the leading zero"),
    g("x_ok_pencil_dollar", "B", "0.35", "correct", "hash", PEN + "#### $0.35", "a dollar sign"),
    g("x_pencil_rounded", "A", "0.35", "wrong", "hash", PEN + "#### 0.4", "rounded to 0.4"),
    g("x_pencil_bare_35", "A", "0.35", "wrong", "hash", PEN + "#### 35", "35 with no unit: 35 dollars, not 0.35"),

    # ================================================================ 3. exactness: MATH forms
    # --- probability 7/80
    m("x_m_ok_dfrac", "B", G_PROB, "correct", "boxed", PROB + r" $\boxed{\dfrac{7}{80}}$.", "\\dfrac for \\frac"),
    m("x_m_ok_exact_decimal", "B", G_PROB, "correct", "boxed", PROB + r" $\frac{7}{80} = \boxed{0.0875}$.", "0.0875 = 7/80 exactly"),
    m("x_m_ok_slash", "B", G_PROB, "correct", "boxed", PROB + r" $\boxed{7/80}$.", "a slash fraction"),
    m("x_m_prob_rounded", "A", G_PROB, "wrong", "boxed", PROB + r" $\frac{7}{80} \approx \boxed{0.088}$.", "rounded to 0.088"),
    m("x_m_prob_close", "A", G_PROB, "wrong", "boxed", r"The multiples of $11$ up to $80$ are seven numbers; counting $81$ outcomes, the probability is $\boxed{\frac{7}{81}}$.", "7/81, a close but different value"),
    # --- distance 3 sqrt 17
    m("x_m_ok_unsimplified_radical", "B", G_DIST, "correct", "boxed", DIST + r", so the answer is $\boxed{\sqrt{153}}$.", "\\sqrt{153} = 3\\sqrt{17}"),
    m("x_m_ok_cdot_radical", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{3 \cdot \sqrt{17}}$.", "3 \\cdot \\sqrt{17}"),
    m("x_m_ok_box_then_approx", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{3\sqrt{17}} \approx 12.37$.", "the exact value boxed, an approximation after it"),
    m("x_m_dist_rounded_box", "A", G_DIST, "wrong", "boxed", DIST + r" $= 3\sqrt{17} \approx \boxed{12.37}$.", "the exact value in the working, the box a rounded decimal"),
    m("x_m_dist_approx_in_box", "A", G_DIST, "wrong", "boxed", DIST + r" $\boxed{\approx 12.369}$.", "\\approx inside the box"),
    m("x_m_dist_close", "A", G_DIST, "wrong", "boxed", r"The distance is $\sqrt{12^2 - 3^2} = \sqrt{135} = \boxed{3\sqrt{15}}$.", "3\\sqrt{15}, a close but different value"),
    m("x_m_dist_swapped", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{17\sqrt{3}}$.", "17\\sqrt3: coefficient and radicand swapped"),
    # --- interval [-3, 3/2]
    m("x_m_ok_tfrac_interval", "B", G_INT, "correct", "boxed", INT + r" $\boxed{[-3, \tfrac{3}{2}]}$", "\\tfrac and plain brackets"),
    m("x_m_ok_decimal_endpoint", "B", G_INT, "correct", "boxed", INT + r" $\boxed{[-3, 1.5]}$", "1.5 = 3/2 exactly"),
    m("x_m_ok_inequality_form", "B", G_INT, "correct", "boxed", INT + r" $\boxed{-3 \le x \le \frac{3}{2}}$", "the interval as a double inequality"),
    m("x_m_ok_frac32", "B", G_INT, "correct", "boxed", INT + r" $\boxed{\left[ -3, \frac32 \right]}$", "\\frac32 shorthand with \\left[ \\right]"),
    m("x_m_open_interval", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{\left(-3, \frac{3}{2}\right)}$", "open for closed"),
    m("x_m_half_open", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{[-3, \frac{3}{2})}$", "one bracket off"),
    m("x_m_interval_signs", "A", G_INT, "wrong", "boxed", r"$-9 \le 4x + 3 \le 9$ gives $\boxed{\left[-\frac{3}{2}, 3\right]}$.", "endpoints with signs swapped"),
    m("x_m_interval_strict", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{-3 < x < \frac{3}{2}}$", "strict inequalities for the closed interval"),
    # --- roots -2, 2/3
    m("x_m_ok_roots_swapped", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\frac{2}{3}, -2}$", "the roots in the other order"),
    m("x_m_ok_roots_labels", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{x = -2 \text{ or } x = \frac{2}{3}}$", "x = labels joined by 'or'"),
    m("x_m_ok_roots_set", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\left\{-2, \tfrac{2}{3}\right\}}$", "a set with \\left\\{"),
    m("x_m_root_missing", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{\frac{2}{3}}$", "one root of two"),
    m("x_m_roots_signs", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{2, -\frac{2}{3}}$", "both signs flipped"),
    m("x_m_roots_rounded", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-2, 0.67}$", "2/3 rounded to 0.67"),
    m("x_m_roots_reciprocal", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-2, \frac{3}{2}}$", "3/2 for 2/3"),
    # --- complex 22 - 3i
    m("x_m_ok_cpx_reordered", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{-3i + 22}$", "imaginary part first"),
    m("x_m_ok_cpx_plus_neg", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{22 + (-3)i}$", "22 + (-3)i"),
    m("x_m_cpx_conjugate", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{22 + 3i}$", "the conjugate: a sign off"),
    m("x_m_cpx_i2_slip", "A", G_CPX, "wrong", "boxed", CPX + r" $= 20 - 3i - 2 = \boxed{18 - 3i}$", "i^2 taken as +1: 18 - 3i"),
    m("x_m_cpx_real_only", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{22}$", "the imaginary part dropped"),
    # --- radians 9 pi / 10
    m("x_m_ok_rad_coeff", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{9}{10}\pi}$", "\\frac{9}{10}\\pi"),
    m("x_m_ok_rad_decimal_coeff", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{0.9\pi}$", "0.9\\pi exactly"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", RAD + r", so the answer is $\boxed{\frac{162\pi}{180}}$.", "unsimplified 162\\pi/180"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{2.83}$", "a rounded decimal for 9\\pi/10"),
    m("x_m_rad_close", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{10\pi}{9}}$", "10\\pi/9, the fraction inverted"),
    # --- base 3102_4 = 210
    m("x_m_ok_base_subscript", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{210_{10}}$", "a base-10 subscript"),
    m("x_m_base_digits", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{201}$", "201, digits swapped"),
    # --- system (4, -7)
    m("x_m_ok_sys_labels", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{x = 4,\ y = -7}$", "x = , y = labels"),
    m("x_m_ok_sys_left_right", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{\left(4, -7\right)}$", "\\left( \\right)"),
    m("x_m_sys_swapped", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(-7, 4)}$", "coordinates swapped"),
    m("x_m_sys_sign", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(4, 7)}$", "a sign off"),
    m("x_m_sys_x_only", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{x = 4}$", "one coordinate of two"),
    # --- polynomial 4x^2 + 19x - 5
    m("x_m_ok_poly_ascending", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-5 + 19x + 4x^2}$", "ascending order"),
    m("x_m_ok_poly_shuffled", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{19x + 4x^{2} - 5}$", "another order, x^{2} braced"),
    m("x_m_poly_const_sign", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{4x^2 + 19x + 5}$", "the constant's sign off"),
    m("x_m_poly_coeff", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{4x^2 + 21x - 5}$", "21x for 19x (20x + x)"),
    # --- C(10,5) = 252
    m("x_m_ok_sci_exact", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{2.52 \times 10^{2}}$", "2.52 x 10^2 = 252 exactly"),
    m("x_m_comb_close", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{256}$", "256, close but different"),
    m("x_m_comb_perm", "A", G_COMB, "wrong", "boxed", COMB + r", so the answer is $\boxed{30240}$.", "the numerator (permutations)"),
    # --- 0.(216) = 8/37
    m("x_m_ok_rep_unsimplified", "B", G_REP, "correct", "boxed", REP + r". The answer is $\boxed{\frac{216}{999}}$.", "unsimplified 216/999"),
    m("x_m_rep_truncated", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.216}$.", "0.216 is not 8/37"),
    m("x_m_rep_terminating", "A", G_REP, "wrong", "boxed", r"$0.\overline{216} = \frac{216}{1000} = \boxed{\frac{27}{125}}$", "27/125 = 0.216, the terminating decimal"),
    # --- sector 45 pi / 2
    m("x_m_ok_sector_decimal_coeff", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{22.5\pi}$", "22.5\\pi exactly"),
    m("x_m_ok_sector_unsimplified", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{405\pi}{18}}$", "unsimplified 405\\pi/18"),
    m("x_m_ok_sector_coeff_frac", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{45}{2}\pi}$", "\\frac{45}{2}\\pi"),
    m("x_m_sector_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $= \frac{45\pi}{2} \approx \boxed{70.69}$", "the exact value in the working, a rounded box"),
    m("x_m_sector_no_pi", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{\frac{45}{2}}$", "\\pi dropped"),
    m("x_m_sector_double", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{45\pi}$", "the /2 dropped"),
    # --- 2 sqrt 14
    m("x_m_ok_sqrt56", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{56}}$", "\\sqrt{56} = 2\\sqrt{14}"),
    m("x_m_ok_unreduced_rat", "B", G_RAT, "correct", "boxed", RAT + r", so the answer is $\boxed{\frac{28\sqrt{14}}{14}}$.", "not reduced"),
    m("x_m_rat_decimal", "A", G_RAT, "wrong", "boxed", RAT + r" $\approx \boxed{7.48}$", "a rounded decimal"),
    m("x_m_rat_close", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{2\sqrt{7}}$", "2\\sqrt7, a different radical"),
    # --- log 4/5
    m("x_m_ok_log_decimal", "B", G_LOG, "correct", "boxed", LOG + r" $= \frac{4}{5} = \boxed{0.8}$", "0.8 = 4/5 exactly"),
    m("x_m_ok_log_unsimplified", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{\frac{8}{10}}$", "8/10 unsimplified"),
    m("x_m_log_inverted", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\frac{5}{4}}$", "the fraction inverted"),
    m("x_m_log_tiny_off", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{0.8000001}$", "a tolerance trap"),
    # --- sec pi/6
    m("x_m_ok_trig_unrationalised", "B", G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{\frac{2}{\sqrt{3}}}$", "2/\\sqrt3 not rationalised"),
    m("x_m_ok_trig_coeff", "B", G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{\frac{2}{3}\sqrt{3}}$", "\\frac{2}{3}\\sqrt3"),
    m("x_m_trig_decimal", "A", G_TRIG, "wrong", "boxed", TRIG + r" $\approx \boxed{1.1547}$", "a rounded decimal"),
    m("x_m_trig_cos", "A", G_TRIG, "wrong", "boxed", r"$\sec\frac{\pi}{6} = \boxed{\frac{\sqrt{3}}{2}}$", "cos instead of sec"),
    m("x_m_trig_sign", "A", G_TRIG, "wrong", "boxed", TRIG + r" $= \boxed{-\frac{2\sqrt{3}}{3}}$", "a sign off"),
    # --- sequence -35
    m("x_m_ok_seq_label", "B", G_SEQ, "correct", "boxed", SEQ + r" $\Rightarrow \boxed{a_{12} = -35}$", "a_{12} = label in the box"),
    m("x_m_seq_off_by_one", "A", G_SEQ, "wrong", "boxed", r"$a_{12} = 9 + 10 \cdot (-4) = \boxed{-31}$", "the 11th term"),
    m("x_m_seq_sign", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{35}$", "the sign lost"),
    # --- inequality union
    m("x_m_ok_union_words", "B", G_INEQ, "correct", "boxed", INEQ + r" $\boxed{x < -4 \text{ or } x > 5}$", "the union as inequalities with 'or'"),
    m("x_m_ok_union_left_right", "B", G_INEQ, "correct", "boxed", INEQ + r" $\boxed{\left(-\infty, -4\right) \cup \left(5, +\infty\right)}$", "\\left( \\right) and +\\infty"),
    m("x_m_union_closed", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{(-\infty, -4] \cup [5, \infty)}$", "closed at -4 and 5 for a strict inequality"),
    m("x_m_union_complement", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{(-4, 5)}$", "the complement"),
    m("x_m_union_piece_missing", "A", G_INEQ, "wrong", "boxed", INEQ + r" $\boxed{(5, \infty)}$", "one piece of two"),
    m("x_m_union_signs", "A", G_INEQ, "wrong", "boxed", r"$(x + 5)(x - 4) > 0$, so $\boxed{(-\infty, -5) \cup (4, \infty)}$", "roots with signs swapped"),
    # --- inverse function
    m("x_m_ok_inv_split", "B", G_INV, "correct", "boxed", INV + r" $f^{-1}(x) = \boxed{\frac{3}{2}x - \frac{7}{2}}$", "split into two terms"),
    m("x_m_ok_inv_labelled", "B", G_INV, "correct", "boxed", INV + r" $\boxed{f^{-1}(x) = \frac{3x - 7}{2}}$", "f^{-1}(x) = label in the box"),
    m("x_m_ok_inv_decimal", "B", G_INV, "correct", "boxed", INV + r" $\boxed{1.5x - 3.5}$", "exact decimal coefficients"),
    m("x_m_inv_sign", "A", G_INV, "wrong", "boxed", INV + r" $\boxed{\frac{3x + 7}{2}}$", "a sign off"),
    m("x_m_inv_original", "A", G_INV, "wrong", "boxed", r"The inverse is $\boxed{\frac{2x + 7}{3}}$.", "f itself, not its inverse"),
    # --- vertex (3, -13)
    m("x_m_ok_vertex_labelled", "B", G_VTX, "correct", "boxed", VTX + r" $\boxed{(x, y) = (3, -13)}$", "(x, y) = label"),
    m("x_m_vertex_sign", "A", G_VTX, "wrong", "boxed", VTX + r" $\boxed{(3, 13)}$", "a sign off"),
    m("x_m_vertex_y_only", "A", G_VTX, "wrong", "boxed", VTX + r" $\boxed{-13}$", "the y-coordinate only"),
    # --- 1/24
    m("x_m_ok_frac_repeating", "B", G_FRAC, "correct", "boxed", FRAC + r" $= \boxed{0.041\overline{6}}$", "0.041(6) = 1/24 exactly"),
    m("x_m_frac_rounded", "A", G_FRAC, "wrong", "boxed", FRAC + r" $\approx \boxed{0.0417}$", "a rounded decimal"),
    m("x_m_frac_close", "A", G_FRAC, "wrong", "boxed", r"$\frac{2}{3} - \frac{5}{8} = \frac{16 - 14}{24} = \boxed{\frac{1}{12}}$", "1/12, an arithmetic slip"),
    # --- angle 140 degrees
    m("x_m_ok_degree_sign", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{140^\circ}$.", "a degree sign where the question asks degrees"),
    m("x_m_radians_for_degrees", "A", G_ANG, "wrong", "boxed", ANG + r" $= 140^\circ$, which is $\boxed{\frac{7\pi}{9}}$.", "debatable: radians boxed where the question asks degrees (round 1: degrees are not radians)", True),
    m("x_m_exterior", "A", G_ANG, "wrong", "boxed", r"Each exterior angle of a regular nonagon is $\frac{360^\circ}{9} = \boxed{40^\circ}$.", "the exterior angle"),
    # --- percent 17.5
    m("x_m_ok_percent", "B", G_PCT, "correct", "boxed", PCT + r" So $14$ is $\boxed{17.5\%}$ of $80$.", "\\% where the question asks percent"),
    m("x_m_percent_rounded", "A", G_PCT, "wrong", "boxed", PCT + r" So the answer is $\boxed{18\%}$.", "rounded to 18 %"),
    m("x_m_percent_share", "A", G_PCT, "wrong", "boxed", r"The question asks what percent of $80$ is $14$: $\frac{14}{80} = \boxed{0.175}$.", "debatable: the share where the question asks percent", True),

    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_not_closed", "A", G_INT, "no_answer", "answer_is", INT + r" The answer is not $\left[-3, \frac{3}{2}\right]$.", "the gold negated, nothing after"),
    m("n_m_ok_not_open", "B", G_INT, "correct", "boxed", INT + r" The solution is $\boxed{\left[-3, \frac{3}{2}\right]}$, not the open interval $\left(-3, \frac{3}{2}\right)$.", "another form negated after the box"),
    m("n_m_strike_exact_keep_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $=$ ~~$\frac{45\pi}{2}$~~ $\boxed{70.69}$", "the exact value struck, a rounded decimal boxed"),
    m("n_m_ok_strike_decimal", "B", G_SEC, "correct", "boxed", SEC + r" $=$ ~~$70.69$~~ $\boxed{\frac{45\pi}{2}}$", "the decimal struck, the exact value boxed"),
    m("n_m_annot_rounded", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{12.37}$ (rounded to two decimal places)", "the model itself says the box is rounded"),
    m("n_m_ok_annot_approx", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{3\sqrt{17}}$ (about $12.37$)", "an approximation as an annotation after the exact box"),
    m("n_m_neq_roots", "A", G_ROOTS, "no_answer", "boxed", r"The roots are $\boxed{x \neq -2, \frac{2}{3}}$.", "a box holding \\neq the gold"),
    g("n_ok_not_rounded", "B", "74.52", "correct", "hash", TIP + "#### 74.52 (not rounded)", "a harmless annotation"),
    g("n_rounded_annot", "A", "74.52", "wrong", "hash", TIP + "#### 75 (rounded up)", "the model rounds its own answer"),

    # ================================================================ 5. words and units after a number
    m("u_m_ok_rad_word", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{9\pi}{10} \text{ rad}}$", "rad after the value"),
    m("u_m_degree_sign_on_radians", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{9\pi}{10}^\circ}$", "a degree sign changes 9\\pi/10 rad into 9\\pi/10 degrees"),
    m("u_m_ok_sq_cm", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{45\pi}{2} \text{ cm}^2}$", "square centimetres in the box"),
    m("u_m_ok_degrees_word", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{140 \text{ degrees}}$.", "the word degrees"),
    m("u_m_base_subscript_value", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{210_4}$", "210_4 = 36: the subscript changes the value"),
    m("u_m_percent_on_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\boxed{\frac{7}{80}\%}$.", "7/80 % = 0.000875: the percent sign changes the value"),
    g("u_cents_value", "A", "0.35", "wrong", "hash", PEN + "#### 0.35 cents", "0.35 cents = $0.0035: the unit changes the value"),
    g("u_ok_cents_equiv", "B", "0.35", "correct", "answer_is", PEN + "The answer is 35 cents.", "debatable: 35 cents = $0.35, equal in value (README: equal in value is correct)", True),
    g("u_thousand", "A", "46.5", "wrong", "answer_is", CHS + "The answer is 46.5 thousand.", "46.5 thousand = 46,500"),
    g("u_ok_dollars_word", "B", "46.5", "correct", "hash", CHS + "#### 46.50 dollars", "the word dollars"),
    g("u_ok_percent_word", "B", "12.5", "correct", "answer_is", PRC + "The answer is 12.5 percent.", "the word percent"),
    g("u_ok_metres_zero", "B", "0", "correct", "hash", RIB + "#### 0 m", "a unit after 0"),

    # ================================================================ 6. retractions and after-text
    m("r_m_approx_box_after", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{3\sqrt{17}}$." + "\n\nAs a decimal, the final answer is $\\boxed{12.37}$.", "a later box with a rounded decimal"),
    m("r_m_ok_numeric_note", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{3\sqrt{17}}$." + "\n\n(Numerically, this is about 12.37.)", "a numeric note after the box"),
    m("r_m_correction_to_open", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{\left[-3, \frac{3}{2}\right]}$" + "\n\nCorrection: the endpoints are excluded, so $\\boxed{\\left(-3, \\frac{3}{2}\\right)}$.", "a correction to the open interval"),
    m("r_m_ok_correction_to_closed", "B", G_INT, "correct", "boxed", r"$-12 < 4x < 6$, so $\boxed{\left(-3, \frac{3}{2}\right)}$." + "\n\nCorrection: the inequality is $\\le$, so the endpoints are included: $\\boxed{\\left[-3, \\frac{3}{2}\\right]}$.", "a correction to the closed interval"),
    m("r_m_wait_missing_root", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-2, \frac{2}{3}}$" + "\n\nWait, $x = -2$ does not work, so the answer is $\\boxed{\\frac{2}{3}}$.", "a false retraction leaves one root"),
    m("r_m_ok_check_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-2, \frac{2}{3}}$" + "\n\nCheck: $3 \\cdot 4 - 8 - 4 = 0$ and $3 \\cdot \\frac{4}{9} + \\frac{8}{3} - 4 = 0$. ✓", "a check after the box"),
    g("r_ok_check_money", "B", "21.1", "correct", "hash", NOTE + "#### 21.10\n\nCheck: 21.10 - 4.60 = 16.50 = 6 * 2.75. ✓", "a check after the answer"),
    g("r_rounded_after", "A", "74.52", "wrong", "hash", TIP + "#### 74.52\n\nRounding to the nearest dollar, the final answer is 75.\n#### 75", "a later #### rounded"),
    g("r_ok_minerva_agree", "B", "18.8", "correct", "minerva", CHG + MINERVA.format("\\$18.80"), "a Minerva line with \\$ and a trailing zero"),
    g("r_ok_pleasantry", "B", "-23.2", "correct", "hash", BAL + "#### -23.20\n\nLet me know if you need anything else!", "a pleasantry after the answer"),

    # ================================================================ 7. quoted / reported / other part
    m("q_m_ok_book_decimal", "B", G_DIST, "correct", "boxed", r"The answer key gives $12.37$, but exactly: " + DIST + r" $= \boxed{3\sqrt{17}}$.", "a reported decimal, then the exact value boxed"),
    m("q_m_reported_gold", "A", G_RAD, "wrong", "boxed", r"A classmate wrote $\frac{9\pi}{10}$, but I get $\boxed{\frac{10\pi}{9}}$.", "the gold only reported"),
    g("q_other_part_tip", "A", "74.52", "wrong", "hash", "(a) The total is $74.52.\n(b) The tip is $9.72.\n#### 9.72", "another part's value is the gold; the final answer 9.72"),
    g("q_ok_parts_tip", "B", "74.52", "correct", "hash", "(a) The tip is $9.72.\n(b) The total is $74.52.\n#### 74.52", "parts, the final #### the gold"),
    m("q_m_if_exact", "A", G_RAT, "no_answer", "none", r"If an exact form were wanted, it would be $2\sqrt{14}$; I cannot finish this.", "only a hypothetical, then a refusal"),

    # ================================================================ 8. bad input JSON can hold
    m("b_m_ok_unicode_minus", "B", G_SEQ, "correct", "boxed", SEQ + " $= \\boxed{\u221235}$", "a Unicode minus sign U+2212"),
    m("b_m_ok_gold_dfrac", "B", r"\dfrac{7}{80}", "correct", "boxed", PROB + r" $\boxed{\frac{7}{80}}$.", "a gold stored with \\dfrac"),
    m("b_m_gold_newline_decimal", "A", G_DIST + "\n", "wrong", "boxed", DIST + r" $\approx \boxed{12.37}$", "a gold with a trailing newline; a rounded decimal"),
    g("b_ok_gold_trailing_zero", "B", "18.80", "correct", "hash", CHG + "#### 18.8", "a gold stored as 18.80"),
    g("b_ok_fullwidth_decimal", "B", "18.8", "correct", "hash", CHG + "#### １８.８０", "full-width digits with an ASCII point"),
    g("b_fullwidth_other", "A", "18.8", "wrong", "hash", CHG + "#### １８.０８", "full-width 18.08"),
]
# fmt: on

DECISIONS = {
    "h_sign_lost_hash": (
        "reject",
        "the #### value is 23.20, not -23.20; 'overdrawn' in the phrase does not change the marked value",
    ),
    "x_percent_as_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "x_m_radians_for_degrees": (
        "reject",
        "the question asks degrees; the boxed 7\\pi/9 is the radian measure (round 1: degrees are not radians)",
    ),
    "x_m_percent_share": (
        "reject",
        "the question asks a percent; 0.175 is the share, not 17.5 (as round 5's decision for GSM8K)",
    ),
    "u_ok_cents_equiv": (
        "accept",
        "35 cents equals $0.35; cents is a unit of money, and equal in value is correct",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam54", CASES, [], DECISIONS)
