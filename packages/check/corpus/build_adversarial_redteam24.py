r"""Build adversarial_redteam24.jsonl: a twenty-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam24", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker (or any grader) on the probes, and handed over BEFORE any scoring. Not model output. Read:
issue 25 (`issues show 25`), corpus/README.md ("How labels were made" and the sources table, only to
avoid reusing problems), corpus_build.py (g, m, th, write_probes, MINERVA, chat-turn tokens) and
build_adversarial_redteam21.py (structure, conventions, label rules). Labels were made by reading.

Aim of this round: a second, independent author of the issue's hidden probe set, half GSM8K and half
MATH, weighted to the classes where checkers most often fail on real outputs: words around a GSM8K
answer (`u_`: units that agree or disagree with the working, "left", "each", "more/fewer", "in
total", money vs cents, percent vs count, time units), retractions and after-text (`r_`: corrections
explained after the new value, confirmations, "Wait, no" keeping the same value, apologies, "FINAL
ANSWER", self-checks that only recompute, invented turns, self-set problems, cut-off restarts) and
quoted / hypothetical / other-part statements (`q_`); the other classes kept. Short plain probes
mixed with realistic completions (calculator annotations <<a*b=c>>, R1 <think> blocks, boxed steps).

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K
- cookies: 26 trays of 15 = 390 (26*15 = 260 + 130 = 390); 213 sold -> 390 - 213 = 177 left
  (check 177 + 213 = 390). Misreading 231 sold: 390 - 231 = 159 (check 159 + 231 = 390).
- submarine: at -45 m, rises 3.5 m a minute for 7 minutes: 3.5*7 = 24.5; -45 + 24.5 = -20.5
  (sign lost: 20.5).
- notebooks: 6 at $3.45 = 20.70 (6*3 = 18, 6*0.45 = 2.70); plus a $2.70 pen: 23.40 (without the pen
  20.70; in cents 2340).
- seeds: 27 of 45 sprouted: 27/45 = 3/5 = 60 % (check 45*0.6 = 27); not sprouted 18 = 40 %.
- laundry: 5 loads of 38 minutes = 190 minutes (= 3 h 10 min = 3.1666... h).
- cards: 168 shared by 7 friends = 24 each (check 7*24 = 168).
- stickers: Mia 86, Leo 59: Mia has 86 - 59 = 27 more (check 59 + 27 = 86).
- rent: 14 months at $1,835 = 25,690 (1835*14 = 18350 + 7340 = 25690); plus a $950 deposit = 26,640.
- tickets: $90 spent on 6 tickets of $15 = 90 (6*15 = 90): 90 - 90 = 0 left.
MATH
- two dice summing to 10: (4,6), (5,5), (6,4) = 3 of 36 = 1/12 (= 0.08333...).
- distance (0, 3) to (5, -2): sqrt(25 + 25) = sqrt50 = 5\sqrt2 (= 7.0710...).
- |2x - 3| <= 11: -11 <= 2x - 3 <= 11 -> -8 <= 2x <= 14 -> [-4, 7].
- 2x^2 + x - 15 = (2x - 5)(x + 3): roots -3, 5/2 (check 18 - 3 - 15 = 0; 12.5 + 2.5 - 15 = 0;
  (2x - 5)(x + 3) = 2x^2 + 6x - 5x - 15).
- (4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 8 + 14i + 15 = 23 + 14i.
- 300 degrees = 300/180 pi = 5\pi/3.
- 3142_5 = 3*125 + 1*25 + 4*5 + 2 = 375 + 25 + 20 + 2 = 422.
- x + 2y = 4, 3x - y = 19: x = 4 - 2y; 12 - 7y = 19; y = -1, x = 6 -> (6, -1) (check 6 - 2 = 4,
  18 + 1 = 19).
- (3x - 4)(2x + 5) = 6x^2 + 15x - 8x - 20 = 6x^2 + 7x - 20.
- C(11, 5) = 11*10*9*8*7 / 120 = 55440 / 120 = 462.
- 0.\overline{63} = 63/99 = 7/11 (= 0.6363...).
- g(x) = x^2 - 5x + 6 at x = 3: 9 - 15 + 6 = 0.
- a sector of radius 8 and angle 135 degrees: 135/360 = 3/8; 3/8 * 64\pi = 24\pi.
- 18/\sqrt6 = 18\sqrt6/6 = 3\sqrt6 (= 7.3484...).
Wrong values used (each checked): 159 (above); 2124 = 177 dozen (177*12); 390 (total, not left);
37 (86 - 49, a misread); 21 cards (an unexplained change); 25690 (no deposit); 20.70 (no pen); 40 %
(not sprouted); 27 (the count, not the percent); 290 = 5*58 (dryer added); 3.2 h = 192 min; 20.5 (sign
lost); 55440 (ordered); 461 (off by one); 412 (375 + 25 + 10 + 2, misadded); 112 = 422_5 (4*25 + 2*5
+ 2); 23 - 14i (conjugate); -7 + 14i (i^2 taken as 1: 8 + 14i - 15); 5\pi/6 (150 degrees); 7/10,
7/9 and 63/100 (bad repeating-decimal rules); 3 and -5/2 (signs swapped: 18 + 3 - 15 = 6 != 0);
12\pi (half the sector); 6\sqrt3 (= 10.39, not 3\sqrt6 = 7.35); \sqrt{34} (a miscomputed distance);
1 (a misread function); (6, 1); 6x^2 - 7x - 20; 75.4 (24\pi = 75.398...); 1/12 % = 1/1200.

Counts: 192 probes, kind A 101 / B 91 (47 % B), GSM8K 101 / MATH 91; classes t 22, h 21, x 21, n 19,
u 35, r 34, q 24, b 16; 3 debatable (u_fewer_reversed, r_withdrawn_nothing, b_ok_nul), each with a
proposed decision in DECISIONS.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question: the working
states what is asked); `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can hold. An `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a refusal) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong` (an exact repeating
decimal written with \overline is equal, so `correct`); a value the model itself marks wrong is
`wrong`; an explicit correction after an answer makes the corrected value the final one, whatever
explanation follows it; a check, confirmation, apology or pleasantry after a committed answer that
restates or recomputes the same value does not replace it; text in an invented next turn, a
self-set new problem, or a restart of the working cut off before any new answer does not count; a
unit word that contradicts the working's quantity (dozen, hours for minutes, cents for dollars,
percent for a count, fewer for more) makes the stated value a different one, so `wrong`; in an
<answer> tag a sentence, an equation chain, a box or a marker phrase is read for the value it states,
and a tag never closed is read up to the end. A NUL anywhere makes the pair bad input (debatable,
decision `reject`). Debatable probes carry `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam24.py
"""

from corpus_build import EOT_ASSIST, EOT_USER, IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- cookies: gold 177 (26 * 15 = 390; 390 - 213 = 177). Misreading 231 sold: 159.
COOK = "26 trays of 15 cookies make 26 * 15 = <<26*15=390>>390 cookies.\nAfter selling 213, 390 - 213 = <<390-213=177>>177 cookies are left.\n"
COOK_SLIP = "26 trays of 15 cookies make 26 * 15 = <<26*15=390>>390 cookies.\nAfter selling 231, 390 - 231 = <<390-231=159>>159 cookies are left.\n"
# --- submarine: gold -20.5 (3.5 * 7 = 24.5; -45 + 24.5 = -20.5).
SUB = "The submarine starts at -45 meters and rises 3.5 * 7 = <<3.5*7=24.5>>24.5 meters, so it ends at -45 + 24.5 = <<-45+24.5=-20.5>>-20.5 meters.\n"
# --- notebooks: gold 23.4 (6 * 3.45 = 20.70; 20.70 + 2.70 = 23.40). Without the pen 20.70.
NOTE = "6 notebooks at $3.45 each cost 6 * 3.45 = <<6*3.45=20.70>>20.70 dollars.\nWith the $2.70 pen: 20.70 + 2.70 = <<20.70+2.70=23.40>>23.40 dollars in total.\n"
# --- seeds: gold 60 (27 / 45 = 0.6 = 60 %). Not sprouted: 18 seeds, 40 %.
SEED = "27 of the 45 seeds sprouted, so 27 / 45 * 100 = <<27/45*100=60>>60 percent of the seeds sprouted.\n"
# --- laundry: gold 190 minutes (5 * 38 = 190).
LAUN = "Each load takes 38 minutes, so 5 loads take 5 * 38 = <<5*38=190>>190 minutes.\n"
# --- cards: gold 24 each (168 / 7 = 24).
CARD = "168 cards shared equally among 7 friends gives 168 / 7 = <<168/7=24>>24 cards for each friend.\n"
# --- stickers: gold 27 more (86 - 59 = 27).
STIK = "Mia has 86 stickers and Leo has 59, so Mia has 86 - 59 = <<86-59=27>>27 more stickers than Leo.\n"
# --- rent: gold 26640 (14 * 1835 = 25690; 25690 + 950 = 26640). Without the deposit 25690.
RENT = "14 months at $1,835 a month is 14 * 1835 = <<14*1835=25690>>25690 dollars.\nWith the $950 deposit: 25690 + 950 = <<25690+950=26640>>26640 dollars in total.\n"
RENT_NODEP = "14 months at $1,835 a month is 14 * 1835 = <<14*1835=25690>>25690 dollars.\n"
# --- tickets: gold 0 (6 * 15 = 90; 90 - 90 = 0).
TICK = "He has $90 and buys 6 tickets at $15, 6 * 15 = <<6*15=90>>90 dollars, so 90 - 90 = <<90-90=0>>0 dollars are left.\n"

# ================================================================ MATH working
G_PROB = r"\frac{1}{12}"  # (4,6), (5,5), (6,4): 3/36 = 1/12
PROB = r"The pairs summing to $10$ are $(4,6), (5,5), (6,4)$: three of the $36$ outcomes, so the probability is $\frac{3}{36}$"
G_DIST = r"5\sqrt{2}"  # dx = 5, dy = -5; 25 + 25 = 50 = 25 * 2
DIST = r"The distance is $\sqrt{(5-0)^2 + (-2-3)^2} = \sqrt{50}$"
G_INT = "[-4, 7]"  # -11 <= 2x - 3 <= 11 -> -8 <= 2x <= 14 -> -4 <= x <= 7
INT = r"$-11 \le 2x - 3 \le 11$ gives $-8 \le 2x \le 14$, so $-4 \le x \le 7$."
G_ROOTS = r"-3, \frac{5}{2}"  # (2x - 5)(x + 3)
ROOTS = r"$2x^2 + x - 15 = (2x - 5)(x + 3) = 0$."
G_CPX = "23 + 14i"  # 8 + 20i - 6i + 15
CPX = r"$(4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 8 + 14i + 15$"
G_RAD = r"\frac{5\pi}{3}"  # 300 / 180 = 5 / 3
RAD = r"$300^\circ \cdot \frac{\pi}{180^\circ} = \frac{300\pi}{180}$"
G_BASE = "422"  # 375 + 25 + 20 + 2
BASE = r"$3142_5 = 3 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 2$"
G_SYS = "(6, -1)"  # x = 4 - 2y; 12 - 7y = 19; y = -1; x = 6
SYS = r"From the first equation $x = 4 - 2y$; then $3(4 - 2y) - y = 19$ gives $-7y = 7$, so $y = -1$ and $x = 6$."
G_POLY = "6x^2 + 7x - 20"  # 6x^2 + 15x - 8x - 20
POLY = r"$(3x - 4)(2x + 5) = 6x^2 + 15x - 8x - 20$"
G_COMB = "462"  # 55440 / 120
COMB = r"$\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{120} = \frac{55440}{120}$"
G_REP = r"\frac{7}{11}"  # 63/99 = 7/11
REP = r"Let $x = 0.\overline{63}$. Then $100x - x = 63$, so $x = \frac{63}{99}$"
G_ZERO = "0"  # 9 - 15 + 6
ZERO = r"$g(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6$"
G_SEC = r"24\pi"  # 3/8 * 64 pi
SEC = r"The area is $\frac{135}{360} \cdot \pi \cdot 8^2 = \frac{3}{8} \cdot 64\pi$"
G_RAT = r"3\sqrt{6}"  # 18 sqrt6 / 6
RAT = r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{6}}{6}$"


def lc(text: str) -> str:
    """`text` with its first letter in lower case (working joined after a comma)."""
    return text[:1].lower() + text[1:]


# A long completion (b_ class, "any size"): about 120,000 characters of the same working repeated.
LONG = ("Let me recount carefully. " + COOK) * 600

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "177", "wrong", "tag", th(COOK_SLIP) + "<answer>There are 159 cookies left.</answer>", "a sentence in the tag states 159"),
    g("t_think_gold_tag_other", "A", "177", "wrong", "tag", th(COOK) + "<answer>159</answer>", "the gold only in the thinking; the tag says 159"),
    g("t_unclosed_other", "A", "26640", "wrong", "tag", th(RENT_NODEP) + "<answer>25690", "a tag never closed, holding 25690 (no deposit)"),
    g("t_refusal", "A", "24", "no_answer", "tag", th(CARD) + "<answer>I cannot determine this from the information given.</answer>", "a refusal in the tag; 24 only in the thinking"),
    g("t_two_tags_last_other", "A", "27", "wrong", "tag", th(STIK) + "<answer>27</answer>\n<answer>37</answer>", "two tags, the last 37"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>$\boxed{23 - 14i}$</answer>", "a box in the tag holding the conjugate"),
    m("t_m_phrase_other", "A", G_RAD, "wrong", "tag", th(r"Half of $300^\circ$ is $150^\circ$, and $150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180}$." + "\n") + r"<answer>The answer is $\frac{5\pi}{6}$.</answer>", "a phrase in the tag stating 5\\pi/6"),
    m("t_m_placeholder", "A", G_BASE, "no_answer", "tag", th(BASE + " = 422\n") + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    m("t_m_think_unclosed", "A", G_SEC, "no_answer", "truncated", "<think>\n" + SEC + r" = 24\pi." + "\nLet me double-check the angle fraction", "cut inside the thinking, no tag"),
    g("t_ok_sentence", "B", "177", "correct", "tag", th(COOK) + "<answer>There are 177 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "177", "correct", "tag", th(COOK) + "<answer>390 - 213 = 177</answer>", "an equation chain ending in the gold"),
    g("t_ok_unclosed", "B", "24", "correct", "tag", th(CARD) + "<answer>24", "a tag never closed (issue: a right answer rejected)"),
    g("t_ok_hash_in_tag", "B", "26640", "correct", "tag", th(RENT) + "<answer>#### 26640</answer>", "a #### line inside the tag"),
    g("t_ok_phrase_in_tag", "B", "-20.5", "correct", "tag", th(SUB) + "<answer>The answer is -20.5.</answer>", "a phrase marker inside the tag"),
    m("t_m_ok_box", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$\boxed{(6,-1)}$</answer>", "a box in math mode in the tag (the issue's shape)"),
    m("t_m_ok_final_phrase_box", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>The final answer is $\boxed{462}$.</answer>", "a phrase and a box in the tag"),
    m("t_m_ok_text_answer", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\text{Answer: } \frac{5\pi}{3}.$</answer>", "\\text{Answer: } inside math, in the tag"),
    m("t_m_ok_equation", "B", G_REP, "correct", "tag", th(REP + "\n") + r"<answer>$0.\overline{63} = \frac{63}{99} = \frac{7}{11}$</answer>", "an equation chain ending in the gold"),

    m("t_m_unclosed_other", "A", G_REP, "wrong", "tag", th(r"$0.\overline{63}$ is $63$ hundredths, so $\frac{63}{100}$... or $\frac{7}{10}$ roughly." + "\n") + r"<answer>$\frac{7}{10}$", "a tag never closed, holding 7/10"),
    m("t_m_equation_other", "A", G_RAT, "wrong", "tag", th(RAT + "\n") + r"<answer>$\frac{18}{\sqrt{6}} = 6\sqrt{3}$</answer>", "an equation chain ending 6\\sqrt3 (= 10.39, not 3\\sqrt6 = 7.35)"),
    m("t_m_ok_unclosed_box", "B", G_SEC, "correct", "tag", th(SEC + "\n") + r"<answer>$\boxed{24\pi}$", "a tag never closed, holding a box"),
    m("t_m_ok_sentence_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>The solution set is $[-4, 7]$.</answer>", "a sentence with an interval in the tag"),
    # ================================================================ 2. phrase + ####
    g("h_phrase_other_hash", "A", "177", "wrong", "hash", COOK_SLIP + "So the answer is #### 159", "phrase then #### on one line, 159"),
    g("h_phrase_gold_hash_other", "A", "177", "wrong", "hash", COOK + "The answer is 177.\n#### 159", "phrase 177, #### 159: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "60", "wrong", "hash", SEED + "#### 60\nThe answer is 40.", "#### 60 then a phrase stating 40"),
    g("h_colon_hash_empty", "A", "26640", "no_answer", "hash", RENT + "The answer is: ####", "an empty #### after 'The answer is:'; the gold only in the working"),
    g("h_final_colon_hash_other", "A", "26640", "wrong", "hash", RENT_NODEP + "Final Answer: #### 25690", "'Final Answer: ####' with 25690"),
    g("h_hash_minerva_other", "A", "23.4", "wrong", "minerva", NOTE + "#### 23.40\n" + MINERVA.format("20.70"), "#### gold then a Minerva line stating 20.70"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + "\nThe answer is #### 461", "'The answer is ####' with 461"),
    m("h_m_answer_colon_hash_other", "A", G_BASE, "wrong", "hash", BASE + " = 412\nAnswer: #### 412", "'Answer: ####' with 412 (375 + 25 + 10 + 2 misadded)"),
    g("h_ok_so_phrase_hash", "B", "177", "correct", "hash", COOK + "So the answer is #### 177", "the issue's 'So the answer is #### N'"),
    g("h_ok_colon_hash", "B", "26640", "correct", "hash", RENT + "The answer is: #### 26,640", "'The answer is: ####' with a comma"),
    g("h_ok_final_answer_hash", "B", "24", "correct", "hash", CARD + "Final Answer: #### 24", "'Final Answer: ####'"),
    g("h_ok_answer_colon_hash_neg", "B", "-20.5", "correct", "hash", SUB + "Answer: #### -20.5", "'Answer: ####' with a negative decimal"),
    g("h_ok_bold_final_hash", "B", "60", "correct", "hash", SEED + "**Final Answer:** #### 60", "bold marker then ####"),
    g("h_ok_phrase_hash_dollar", "B", "23.4", "correct", "hash", NOTE + "The final answer is #### $23.40", "phrase, ####, a dollar sign and a trailing zero"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 462.\nThe answer is #### 462", "a MATH answer after 'The answer is ####'"),

    m("h_m_hash_minerva_other", "A", G_POLY, "wrong", "minerva", POLY + "\n#### 6x^2 + 7x - 20\n" + MINERVA.format("$6x^2 - 7x - 20$"), "#### gold then a Minerva line with the sign of 7x flipped"),
    m("h_m_phrase_gold_hash_other", "A", G_SYS, "wrong", "hash", SYS + "\nThe answer is $(6, -1)$.\n#### (6, 1)", "phrase (6, -1), #### (6, 1): two different final answers"),
    m("h_m_ok_colon_hash", "B", G_PROB, "correct", "hash", PROB + r" $= \frac{1}{12}$." + "\nThe answer is: #### $\\frac{1}{12}$", "'The answer is: ####' with a fraction in math mode"),
    m("h_m_ok_hash_minerva", "B", G_SEC, "correct", "minerva", SEC + r" $= 24\pi$." + "\n#### 24\\pi\n" + MINERVA.format("$24\\pi$"), "#### then a Minerva line agreeing"),
    g("h_ok_definitely", "B", "177", "correct", "answer_is", COOK + r"I think the answer is definitely \(177\).", "the issue's 'I think the answer is definitely \\(N\\)' shape"),
    m("h_m_ok_text_answer", "B", G_RAD, "correct", "answer_is", RAD + "\n" + r"$\text{Answer: } \frac{5\pi}{3}.$", "the issue's $\\text{Answer: } ...$ shape"),
    # ================================================================ 3. exactness
    g("x_tiny_nonzero", "A", "0", "wrong", "hash", TICK + "#### 0.000001", "0.000001 against gold 0: an absolute-tolerance trap"),
    g("x_truncated", "A", "23.4", "wrong", "hash", NOTE + "#### 23", "truncated to 23"),
    g("x_off_by_cent", "A", "26640", "wrong", "hash", RENT + "#### 26640.01", "26640.01, relative error under 1e-6"),
    g("x_neg_near", "A", "-20.5", "wrong", "hash", SUB + "#### -20.49", "-20.49, off by 0.01"),
    m("x_m_near_zero_power", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-80}}$", "10^{-80} against gold 0"),
    m("x_m_near_zero_sin", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-90})}$", "a tiny nonzero exact expression against gold 0"),
    m("x_m_pi_plus_tiny", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{24\pi + 10^{-40}}$", "24\\pi + 10^{-40} is not 24\\pi"),
    m("x_m_int_plus_tiny_i", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{462 + 10^{-30} i}$", "a tiny imaginary part added"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{7.0711}$", "a decimal for 5\\sqrt2 (7.07106...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.636}$", "0.636 is not 7/11"),
    m("x_m_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.083}$", "0.083 is not 1/12"),
    g("x_ok_trailing_zero_neg", "B", "-20.5", "correct", "hash", SUB + "#### -20.50", "a trailing zero on a negative decimal"),
    g("x_ok_fraction_for_decimal", "B", "-20.5", "correct", "boxed", SUB + r"The answer is $\boxed{-\frac{41}{2}}$.", "-41/2 = -20.5"),
    m("x_m_ok_overline", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.08\overline{3}}$.", "0.08\\overline{3} = 1/12 exactly"),
    m("x_m_ok_sqrt50", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{50}}$.", "\\sqrt{50} = 5\\sqrt2"),
    m("x_m_ok_repeating_exact", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{0.\overline{63}}$.", "0.\\overline{63} = 7/11 exactly"),
    m("x_m_ok_zero_expr", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{9 - 15 + 6}$.", "an exact expression equal to 0"),

    m("x_m_pi_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{75.4}$", "a decimal for 24\\pi (75.398...)"),
    m("x_m_ok_root_decimal_exact", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $\boxed{-3, 2.5}$.", "2.5 = 5/2 exactly"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{300\pi}{180}}$", "300\\pi/180 = 5\\pi/3 unsimplified"),
    m("x_m_ok_sqrt54", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{54}}$", "\\sqrt{54} = 3\\sqrt6 (9 * 6 = 54)"),
    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "177", "no_answer", "answer_is", COOK + "The answer is not 177.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "177", "no_answer", "hash", COOK + "#### ~~177~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_then_other", "A", "177", "wrong", "hash", COOK_SLIP + "#### ~~177~~ 159", "the gold struck, 159 after"),
    g("n_boxed_not_eq", "A", "24", "no_answer", "boxed", CARD + r"$\boxed{\not= 24}$", "a box holding \\not= gold"),
    g("n_text_wrong", "A", "27", "wrong", "boxed", STIK + r"$\boxed{27\text{ (wrong)}}$", "the model marks its boxed value wrong"),
    g("n_untrue", "A", "60", "no_answer", "answer_is", SEED + "It is not true that the answer is 60.", "the gold denied, nothing asserted"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{462}}$", "a cancelled box"),
    m("n_m_xout_other", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{\xout{24\pi}\ 12\pi}$", "the gold struck with \\xout, 12\\pi after"),
    m("n_m_incorrect_note", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{3\sqrt{6}}$ (incorrect)", "the model marks its box incorrect"),
    m("n_m_x_neq", "A", G_SYS, "no_answer", "boxed", r"Both equations give $\boxed{x \neq 6}$.", "a box holding x \\neq 6, no pair"),
    g("n_ok_not_other", "B", "177", "correct", "answer_is", COOK + "The answer is not 159 but 177.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "177", "correct", "hash", COOK + "#### ~~159~~ 177", "the wrong value struck, the gold after"),
    m("n_m_ok_not_other", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{3\sqrt{6}}$ (not $6\sqrt{3}$)", "a note naming a wrong form after the gold"),
    m("n_m_ok_neq_working", "B", G_ROOTS, "correct", "boxed", ROOTS + r" Neither root is $0$ (so $x \neq 0$ holds); the roots are $\boxed{-3, \frac{5}{2}}$", "\\neq in the working, the gold boxed"),
    m("n_m_ok_simplified_note", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{7}{11}}$ (simplified)", "a harmless annotation"),

    m("n_m_sout_only", "A", G_REP, "no_answer", "boxed", REP + r" $= \boxed{\sout{\frac{7}{11}}}$", "the gold struck with \\sout, nothing after"),
    m("n_m_not_phrase", "A", G_RAD, "no_answer", "answer_is", RAD + r". The answer is not $\frac{5\pi}{3}$.", "the gold negated, nothing after"),
    m("n_m_ok_strike_other", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\sout{\frac{7}{9}}\ \frac{7}{11}}$", "a wrong value struck, the gold after it"),
    m("n_m_ok_check_mark", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{422}$ ✓", "a check mark after the box"),
    # ================================================================ 5. words after a number (GSM8K); the working states the quantity asked
    g("u_total_not_left", "A", "177", "wrong", "hash", COOK + "#### 390 cookies in total", "the total, not the cookies left the working asks for"),
    g("u_dozen", "A", "177", "wrong", "hash", COOK + "#### 177 dozen", "177 dozen = 2124, not the 177 cookies counted"),
    g("u_fewer_gold", "A", "177", "wrong", "hash", COOK + "#### 177 fewer", "the issue's shape: 'fewer' after the number, no count of cookies left"),
    g("u_total_not_each", "A", "24", "wrong", "hash", CARD + "#### 168 cards in total", "the total, not each friend's share"),
    g("u_score", "A", "24", "wrong", "hash", CARD + "#### 24 score", "24 score = 480"),
    g("u_less_reversed", "A", "27", "wrong", "answer_is", STIK + "Mia has 27 less.", "'less' reverses the working's 'more'"),
    g("u_fewer_reversed", "A", "27", "wrong", "hash", STIK + "#### 27 fewer stickers", "debatable: the working says 27 more; 'fewer' states -27 for Mia", True),
    g("u_negative_word", "A", "27", "wrong", "hash", STIK + "#### 27 negative", "the issue's shape: 'negative' after the number"),
    g("u_cents_for_dollars", "A", "23.4", "wrong", "hash", NOTE + "#### 23.40 cents", "23.40 cents is $0.234, not the dollars computed"),
    g("u_without_pen", "A", "23.4", "wrong", "answer_is", NOTE + "The answer is $20.70 before the pen.", "20.70, the notebooks only"),
    g("u_count_for_percent", "A", "60", "wrong", "hash", SEED + "#### 27 seeds", "the count sprouted, not the percent computed"),
    g("u_percent_other", "A", "60", "wrong", "answer_is", SEED + "So 40% of the seeds did not sprout, and the answer is 40%.", "the percent not sprouted"),
    g("u_hours_for_minutes", "A", "190", "wrong", "hash", LAUN + "#### 190 hours", "hours where the working counts minutes"),
    g("u_hours_rounded", "A", "190", "wrong", "answer_is", LAUN + "The answer is 3.2 hours.", "3.2 hours = 192 minutes, and not 190"),
    g("u_below_sign_lost", "A", "-20.5", "wrong", "hash", SUB + "#### 20.5 m", "the sign dropped; the unit alone does not restore it"),
    g("u_ok_left", "B", "177", "correct", "hash", COOK + "#### 177 cookies left", "units and 'left' after the number"),
    g("u_ok_each", "B", "24", "correct", "hash", CARD + "#### 24 cards each", "'each' after the number"),
    g("u_ok_more", "B", "27", "correct", "hash", STIK + "#### 27 more stickers", "'more' agreeing with the working"),
    g("u_ok_in_total", "B", "26640", "correct", "hash", RENT + "#### $26,640 in total", "a dollar sign, a comma and 'in total'"),
    g("u_ok_dollars_cents_words", "B", "23.4", "correct", "answer_is", NOTE + "The answer is 23 dollars and 40 cents.", "dollars and cents in words, = 23.40"),
    g("u_ok_usd", "B", "23.4", "correct", "hash", NOTE + "#### 23.40 USD", "a currency code after the number"),
    g("u_ok_percent_sign", "B", "60", "correct", "hash", SEED + "#### 60%", "a percent sign"),
    g("u_ok_minutes", "B", "190", "correct", "hash", LAUN + "#### 190 minutes", "the working's unit"),
    g("u_ok_meters_neg", "B", "-20.5", "correct", "hash", SUB + "#### -20.5 meters", "a negative value with its unit"),
    g("u_ok_zero_dollars", "B", "0", "correct", "hash", TICK + "#### $0 left", "a dollar sign, zero and 'left'"),

    g("u_ok_number_words", "B", "177", "correct", "prose_sentence", COOK + "So there are one hundred seventy-seven cookies left.", "the answer in number words, no marker (issue item 3)"),
    g("u_number_words_other", "A", "177", "wrong", "prose_sentence", COOK_SLIP + "So there are one hundred fifty-nine cookies left.", "159 in number words"),
    # --- MATH answers with words or units around them
    m("u_m_deg_sign", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3}^\circ}$", "5\\pi/3 degrees is not 5\\pi/3 radians"),
    m("u_m_base5_sub", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{422_5}$", "422 in base 5 is 112 (4*25 + 2*5 + 2), not 422"),
    m("u_m_percent_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{1}{12}\%}$", "1/12 % is 1/1200, not 1/12"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{24\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{24\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3} \text{ radians}}$", "the word radians in the box"),
    m("u_m_ok_base10_sub", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{422_{10}}$", "a base-10 subscript"),
    m("u_m_ok_units_after", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{5\sqrt{2}}$ units.", "'units' after the box"),
    # ================================================================ 6. retractions and after-text
    g("r_correction_explained", "A", "177", "wrong", "hash", COOK + "#### 177\n\nCorrection: 231 were sold, not 213, so 390 - 231 = 159 cookies are left.\n#### 159", "a correction after the answer, to 159"),
    g("r_wait_no_other", "A", "177", "wrong", "answer_is", COOK + "The answer is 177. Wait, no: 18 more were sold on Tuesday, so the answer is 159, since 177 - 18 = 159.", "'Wait, no' changes the value to 159; the explanation after it holds 177"),
    g("r_oops", "A", "26640", "wrong", "hash", RENT + "#### 26640\nOops, the deposit is refunded at the end, so she pays 25690.", "Oops, 25690"),
    g("r_final_caps_other", "A", "177", "wrong", "hash", COOK + "#### 177\n\nFINAL ANSWER: 159", "a later FINAL ANSWER line with 159"),
    g("r_apology_other", "A", "24", "wrong", "hash", CARD + "#### 24\n\nI apologize for the error above. Each friend actually gets 21 cards.", "an apology that changes the value to 21"),
    g("r_scratch_that", "A", "190", "wrong", "hash", LAUN + "#### 190\nScratch that: the dryer adds 20 minutes per load, so 5 * 58 = 290.", "Scratch that, 290 (5 * 58 = 290)"),
    g("r_withdrawn_nothing", "A", "27", "wrong", "hash", STIK + "#### 27\n\nHmm, that can't be right. I retract this answer.", "debatable: the gold withdrawn with nothing new (round 20/21: wrong)", True),
    m("r_m_scratch_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{462}$" + "\n\nScratch that: order matters here, so the count is $11 \\cdot 10 \\cdot 9 \\cdot 8 \\cdot 7 = \\boxed{55440}$.", "a later box 55440"),
    m("r_m_second_thought", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{7}{11}}$" + "\n\nOn second thought, the decimal $0.63$ is $\\frac{63}{100}$, so the answer is $\\frac{63}{100}$.", "On second thought, 63/100"),
    m("r_m_revised", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{23 + 14i}$" + "\n\nRevised answer: $\\boxed{23 - 14i}$", "a revised box with the conjugate"),
    m("r_m_was_wrong", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{5\sqrt{2}}$." + "\n\nI was wrong above: $(-2 - 3)^2 = 9$, so the distance is $\\sqrt{34}$.", "'I was wrong above', then \\sqrt{34}"),
    m("r_m_correction_rad", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{3}}$" + "\n\nCorrection: $300^\\circ = \\frac{5\\pi}{6}$.", "Correction: 5\\pi/6"),
    m("r_m_recheck_other", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-3, \frac{5}{2}}$" + "\n\nHmm, rechecking the signs, the roots are actually $\\boxed{3, -\\frac{5}{2}}$.", "a recheck that changes the roots"),
    m("r_m_edit_other", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{24\pi}$" + "\n\nEdit: the angle is half that, so $\\boxed{12\\pi}$.", "Edit: 12\\pi"),
    g("r_ok_wait_no_same", "B", "177", "correct", "answer_is", COOK + "The answer is 177. Wait, no, let me recheck: 390 - 213 = 177. Yes, 177.", "'Wait, no' that keeps the same value"),
    g("r_ok_correction_explained_after", "B", "177", "correct", "hash", COOK_SLIP + "#### 159\n\nCorrection: the answer is 177, because I used 231 cookies sold instead of 213.", "a correction to the gold; the explanation after it ends with other numbers"),
    g("r_ok_confirmed", "B", "26640", "correct", "hash", RENT + "#### 26640\n\nConfirmed: 26640 - 950 = 25690 = 14 * 1835.", "a confirmation that recomputes, ending with other numbers"),
    g("r_ok_apology_same", "B", "24", "correct", "hash", CARD + "#### 24\n\nI apologize for any confusion earlier; to be clear, each of the 7 friends gets 24 cards, 168 in all.", "an apology restating the gold, other numbers after"),
    g("r_ok_final_caps", "B", "177", "correct", "answer_is", COOK + "FINAL ANSWER: 177", "FINAL ANSWER in capitals"),
    g("r_ok_selfcheck", "B", "23.4", "correct", "hash", NOTE + "#### 23.40\n\nCheck: 23.40 - 2.70 = 20.70 = 6 * 3.45.", "a self-check ending on 3.45"),
    g("r_ok_edit_units", "B", "190", "correct", "hash", LAUN + "#### 190\n\nEdit: that is 190 minutes, i.e. 3 hours and 10 minutes.", "Edit restating the gold in other units"),
    g("r_ok_self_problem", "B", "27", "correct", "hash", STIK + "#### 27\n\nNow try this one: Ana has 40 stickers and Ben has 25. How many more does Ana have? Answer: 15", "a self-set new problem with its own answer (issue item 4)"),
    g("r_ok_invented_user_turn", "B", "60", "correct", "hash", SEED + "#### 60" + IM_USER + "What percent did not sprout?" + IM_ASSIST + "#### 40", "the gold, then an invented user turn and reply"),
    g("r_ok_never_mind_doubt", "B", "0", "correct", "hash", TICK + "#### 0\nNever mind my earlier doubt; 0 is right, since 6 * 15 = 90.", "'Never mind' keeping the value, ending on 90"),
    m("r_m_ok_check_plug", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(6, -1)}$" + "\n\nCheck: $6 + 2(-1) = 4$ and $3(6) - (-1) = 19$.", "a check by substitution ending on 19"),
    m("r_m_ok_verify_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-3, \frac{5}{2}}$" + "\n\nVerification: $2(9) - 3 - 15 = 0$ and $2 \\cdot \\frac{25}{4} + \\frac{5}{2} - 15 = 0$.", "a verification after the box"),
    m("r_m_ok_wait_same", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{462}$." + "\n\nWait, does order matter? No, a committee is unordered, so the answer stays $462$.", "'Wait' that keeps the value"),
    m("r_m_ok_restart_cut", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{422}$." + "\n\nLet me redo this from the start to be sure. $3142_5 = 3 \\cdot 125 +", "a restart of the working cut off (issue item 4)"),
    m("r_m_ok_correction_to_gold", "B", G_REP, "correct", "boxed", r"$0.\overline{63} = \boxed{\frac{7}{9}}$" + "\n\nCorrection: the answer is $\\frac{7}{11}$, since the period has two digits, so we divide by $99$, not $9$.", "a correction to the gold, the explanation after it ending on 9"),
    m("r_m_ok_llama_user_turn", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{1}{12}}$." + EOT_USER + "What about a sum of 7?" + EOT_ASSIST + r"$\boxed{\frac{1}{6}}$", "an invented Llama 3 turn after the box"),
    m("r_m_ok_hope", "B", G_INT, "correct", "boxed", INT + r" So $x \in \boxed{[-4, 7]}$." + "\n\nI hope this helps! Let me know if you want the graph of $|2x - 3|$.", "a pleasantry holding 2 and 3"),

    m("r_m_never_mind", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{0}$" + "\n\nNever mind, I misread the function: it is $x^2 - 5x + 7$, so $g(3) = \\boxed{1}$.", "Never mind, a later box 1"),
    m("r_m_ok_apology_same", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{6x^2 + 7x - 20}$" + "\n\nSorry, I should have shown the middle step: $15x - 8x = 7x$.", "an apology restating a step, ending on 7x"),
    m("r_m_ok_endpoint_check", "B", G_INT, "correct", "boxed", INT + r" So $x \in \boxed{[-4, 7]}$." + "\n\nCheck the endpoints: $|2(-4) - 3| = 11$ and $|2(7) - 3| = 11$.", "an endpoint check ending on 11"),
    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_hint_said", "A", "177", "wrong", "hash", 'The hint says "#### 177", but I get 390 - 231 = 159.\n#### 159', "the gold only in a quoted hint; the model's answer 159"),
    g("q_quote_refuse", "A", "177", "no_answer", "none", "> #### 177\n\nI cannot solve this problem.", "the issue's shape: a quoted #### then a refusal"),
    g("q_two_parts", "A", "177", "wrong", "answer_is", "177 for part (a) and 159 for part (b).", "the issue's shape: two parts with different values for a one-part question"),
    g("q_if_then_other", "A", "177", "wrong", "hash", "If 213 were sold, 177 would be left; but 231 were sold, so 390 - 231 = 159.\n#### 159", "the gold under 'if', the model's answer 159"),
    g("q_invented_turn_gold", "A", "177", "wrong", "hash", COOK_SLIP + "#### 159" + EOT_USER + "The answer is 177, right?" + EOT_ASSIST + "Yes, 177.", "the gold only in an invented next turn"),
    g("q_leo_claims", "A", "27", "wrong", "hash", 'Leo claims "Mia has 27 more stickers." He is wrong: Mia has 86 - 49 = 37 more.\n#### 37', "the gold only in a reported claim; the model's 37"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{462}$." I cannot.', "the issue's shape: the gold only in a quoted request"),
    m("q_m_classmate", "A", G_CPX, "wrong", "boxed", r"My classmate got $\boxed{23 + 14i}$, but I get $\boxed{23 - 14i}$.", "another's box is the gold; the model's box the conjugate"),
    m("q_m_answer_key_typo", "A", G_REP, "wrong", "boxed", r"The answer key says $\boxed{\frac{7}{11}}$, but I believe that is a typo; the answer is $\boxed{\frac{7}{10}}$.", "the gold only as the answer key's"),
    m("q_m_format_example", "A", G_SEC, "no_answer", "none", r"Please put the final answer in a box, for example $\boxed{24\pi}$. I will now start the solution.", "the gold only as a format example; no answer"),
    m("q_m_common_mistake_gold", "A", G_DIST, "wrong", "boxed", r"A common mistake is to answer $5\sqrt{2}$. The correct distance is $\boxed{\sqrt{34}}$.", "the model calls the gold a mistake"),
    m("q_m_other_part_only", "A", G_SYS, "wrong", "boxed", SYS + r" For part (b), the value of $y$ is $\boxed{-1}$.", "only y boxed; the pair is the gold"),
    m("q_m_if_had_time", "A", G_RAD, "no_answer", "none", r"If I had more time I would show it equals $\frac{5\pi}{3}$.", "only a hypothetical"),
    g("q_ok_friend_then_own", "B", "177", "correct", "hash", "My friend thought 159, but he used 231 sold.\n" + COOK + "#### 177", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "26640", "correct", "hash", RENT + "#### 26640\n\nIf there were no deposit, it would be 25690.", "a hypothetical after the committed answer"),
    g("q_ok_hypo_before", "B", "177", "correct", "hash", "If all 390 were sold, 0 would be left. But only 213 were sold: 390 - 213 = 177.\n#### 177", "a hypothetical first, the answer after"),
    g("q_ok_draft_quoted", "B", "177", "correct", "hash", "> #### 159\n\nThat line from my draft is wrong. " + COOK + "#### 177", "a quoted wrong draft line, then the gold"),
    m("q_m_ok_you_asked_then_solve", "B", G_COMB, "correct", "boxed", r'You asked: "Find $\binom{11}{5}$." ' + COMB + r" $= \boxed{462}$.", "the question quoted, then the box"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose $x = 4$; then $y = 0$ and $3(4) - 0 \ne 19$. Instead, " + lc(SYS) + r" $\boxed{(6, -1)}$", "a supposition refuted, then the box"),
    m("q_m_ok_hint_agrees", "B", G_REP, "correct", "boxed", r"The hint says the answer is $\frac{7}{11}$. Indeed, " + lc(REP) + r" $= \boxed{\frac{7}{11}}$.", "the hint agrees with the model's own box"),
    m("q_m_ok_mistake_other_first", "B", G_CPX, "correct", "boxed", r"Another student might write $\boxed{-7 + 14i}$ by taking $i^2 = 1$. In fact " + CPX + r" $= \boxed{23 + 14i}$.", "another's wrong box first, the model's gold box last"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" $= \boxed{422}$.", "an example with another value first"),

    m("q_m_quote_refuse", "A", G_SYS, "no_answer", "none", "> $\\boxed{(6, -1)}$\n\nI am unable to solve this system.", "a quoted box then a refusal"),
    m("q_m_ok_hypo_after", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{462}$." + "\n\nIf order mattered, the count would be $55440$ instead.", "a hypothetical after the committed box"),
    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "177", "no_answer", "none", "", "an empty completion"),
    g("b_nul_other", "A", "177", "wrong", "hash", COOK_SLIP + "#### 15\x009", "a NUL inside 159"),
    g("b_fullwidth_other", "A", "177", "wrong", "hash", COOK_SLIP + "#### １５９", "full-width 159"),
    g("b_arabic_indic_other", "A", "177", "wrong", "hash", COOK_SLIP + "#### ١٥٩", "Arabic-Indic 159"),
    g("b_long_other", "A", "177", "wrong", "hash", LONG + "\nBut 231 were sold, so 390 - 231 = 159.\n#### 159", "a ~120,000-character completion ending with 159"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{46", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{422}", "wrong", "boxed", BASE + r" $= \boxed{412}$", "a gold stored boxed; the model's 412"),
    g("b_ok_fullwidth", "B", "177", "correct", "hash", COOK + "#### １７７", "full-width digits"),
    g("b_ok_arabic_indic", "B", "177", "correct", "hash", COOK + "#### ١٧٧", "Arabic-Indic digits"),
    g("b_ok_long", "B", "177", "correct", "hash", LONG + "#### 177", "a ~120,000-character completion ending with the gold"),
    g("b_ok_crlf_tabs", "B", "26640", "correct", "hash", (RENT + "####\t26640").replace("\n", "\r\n"), "CRLF line ends and a tab after ####"),
    g("b_ok_nul", "B", "24", "correct", "hash", CARD + "\x00#### 24", "a NUL before the answer; debatable: a NUL makes the pair bad input", True),
    m("b_m_ok_gold_dollars", "B", r"$\frac{7}{11}$", "correct", "boxed", REP + r" $= \boxed{\frac{7}{11}}$", "a gold stored in $...$"),
    m("b_m_nul_other", "A", G_BASE, "wrong", "boxed", BASE + " $= \\boxed{4\x0012}$", "a NUL inside 412"),
    m("b_m_ok_crlf", "B", G_SYS, "correct", "boxed", (SYS + "\n" + r"$\boxed{(6, -1)}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_fullwidth", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{４２２}$", "full-width digits in the box"),
]
# fmt: on

DECISIONS = {
    "u_fewer_reversed": (
        "reject",
        "the working says Mia has 27 more; '27 fewer' states the opposite relation (-27 for Mia), and the issue lists 'fewer' after the number among wrong answers accepted",
    ),
    "r_withdrawn_nothing": (
        "reject",
        "a value the model withdraws with nothing new is wrong (rounds 20 and 21)",
    ),
    "b_ok_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam24", CASES, [], DECISIONS)
