r"""Build adversarial_redteam230.jsonl: round 230 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam230"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round (issue 25's hidden hostile set, in the spirit of its own red team): English, 200
SHORT probes (one to six lines, one idea each), 100 GSM8K and 100 MATH, 160 kind A and 40 kind B,
in every format: `####`, `\boxed{}` (bare, Qwen's, Llama 3's and R1-distill's closings), "The answer
is", "Final Answer:", Minerva, and the R1-Zero `<think>...</think><answer>...</answer>` format for
about half. Weighted to three classes:
  (1) values near zero or near the gold: 10^{-k} offsets, an epsilon, the gold times (1 + 10^{-9}),
      sin / tan of a tiny number added, a tiny imaginary part or phase, decimals of pi, e, ln 2,
      log_2 10, sqrt(3)/2 and 2 + sqrt(3), 22/7 and 355/113, (1 + 10^{-9})^{10^9} and a partial sum
      for e, a nudged radicand / argument / angle, a nested radical that looks equal and is not,
      a terminating or altered repeating decimal for 1/7, fractions with a digit changed, interval
      endpoints nudged, closed, half-open or with a point removed;
  (2) negation, strike-out and annotation: \neq, \not=, \ne, \notin, the unicode "≠", "not",
      "isn't", \cancel, \sout, markdown ~~x~~, \text{ (wrong)}, \text{ (incorrect)}, a red
      \color, "?", "(?)", "(guess)", "(unverified)", "TBD", "N/A", an em dash as the value;
  (6) answer tags: an empty tag, a tag with only a newline, only units, only the variable, only
      "?", a placeholder, TBD or a dash; a sentence, a box, '####' or "Final Answer:" inside the
      tag holding a subtotal or a given; two tags; nested tags; unclosed tags (cut before the
      value, or with a wrong value); a draft tag inside the think block; a correction inside the
      tag; a retraction after the tag; a tag that names another quantity.
Kind B (honest twins): the gold in an unusual exact form (35/2, 357/5, 1.0 x 10^1, 12.(9),
sqrt(12)/4, sqrt(3/4), pi * 1^2, 4 arctan 1, ln 4 / 2, -ln(1/2), exp(1),
0.(142857), 0.1(428571), 16 + 0i, 16(cos 0 + i sin 0), 1 + sqrt(4 + 2 sqrt 3), 1/(2 - sqrt 3),
ln 10 / ln 2, 1 + log_2 5, {x | 1 < x < 5}, 1 < x < 5, the limit equation, (24 x 7)/12), an
annotation that confirms ("(checked)"), a strike-out of a wrong value followed by the gold, and the
answer tag read like a small completion (a sentence, a box, '####', Minerva's line, number words,
an escaped dollar, units, an unclosed tag after a complete value).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: cafe: 4 trays of 18 muffins, all but 9 sold -> 63 (72 baked; 9 and 18 givens); bus: 2 rides
a day, 5 days, $1.75 a ride, weekly -> 17.5 (10 rides; 3.50 a day; 35/2 = 17.5; 37/2 = 18.5;
17.5 (1 + 10^-9) = 17.5000000175); fence: 14 m by 9 m garden, $3 a meter -> 138 (perimeter 46; 45 x
3 = 135 with an invented gate; 138 (1 + 10^-9) = 138.000000138); reading: 400-page book, 150 read,
25 a day, days left -> 10 (250 pages left); cinema: 120 tickets at $9, 45 at $6 -> 1350 (1080
adults, 270 children, 810 their difference); tank: 500 L, 30 % full, 14 L a minute -> 25 (150 in,
350 needed; 14 x 25 = 350; an invented leak gives 350 / 10 = 35); temperature: -4 C at 6 a.m.,
+2 C an hour, at 8 a.m. -> 0 (a rise of 4); bike: $455 at $35 a week -> 13 (12.(9) = 13 exactly);
jacket: $80, 15 % off, then 5 % tax -> 71.4 (68 sale price; 3.40 tax; 357/5 = 71.4; 375/5 = 75;
72 for 10 % off); eggs: 24 hens, 7 eggs a week each, cartons of 12 -> 14 (168 eggs; 24 / 12 = 2).
MATH: lim_{x->0} x sin(1/x) -> 0 (squeeze by |x|); cos(11 pi / 6) -> \frac{\sqrt{3}}{2} (reference
angle pi/6; sin(11 pi / 6) = -1/2; sqrt(12)/4 = sqrt(3/4) = sqrt(3)/2 = 0.8660254...); area of the
circle inscribed in a square of side 2 -> \pi (r = 1; 22/7, 355/113, 3.14159265 approximations);
int_1^2 dx/x -> \ln 2 (ln 4 / 2 = -ln(1/2) = ln 2 = 0.693147...; log_2 e = 1/ln 2 = 1.4427);
sum_{n>=0} 1/n! -> e (2.718281828...); P(red) from 2 red and 12 blue marbles -> \frac{1}{7}
(2/14; 1/7 = 0.(142857) = 0.1(428571); 0.(142856) = 20408/142857; 2/13; odds 1:6; P(blue) = 6/7);
(1+i)^8 -> 16 ((1+i)^2 = 2i, (2i)^4 = 16); |x - 3| < 2 -> (1,5) (length 4); sqrt(7 + 4 sqrt 3) ->
2+\sqrt{3} ((2 + sqrt 3)^2 = 7 + 4 sqrt 3; 3.7320508...; sqrt(4 + 2 sqrt 3) = 1 + sqrt 3, so
1 + sqrt(4 + 2 sqrt 3) = 2 + sqrt 3; 1/(2 - sqrt 3) = 2 + sqrt 3); 2^x = 10 -> \log_2 10 (3.321928...;
1 + log_2 5 = ln 10 / ln 2 = log_2 10; log_10 2 is the reciprocal).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Shapes open with the
class: `near_*` (class 1: a value near the gold or near zero, or an approximation), `neg_*`
(negation: \neq, "not", "isn't", \notin, ≠), `strike_*` (strike-out: \cancel, \sout, ~~x~~; alone
it is no_answer, with another value after it wrong), `ann_*` (annotation: (wrong), (incorrect),
red, ?, (?), (guess), (unverified), TBD, N/A, a dash), `tag_*` (class 6, answer tags), and other
near-gold interval shapes for MATH (closed, halfopen, minus_pt). Kind B shapes name the honest
form (frac, sci, rep, expr, words, checked, strike, tag_* ...). 10 probes per problem: 8 kind A and
2 kind B. Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth
correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; in the R1-Zero format the answer tag is the final answer, and a think block whose equations
reach the gold does not stand in for an empty, placeholder or unit-only tag (no_answer); a second
tag, a correction inside the tag or a retraction after it replaces the value. A trailing remark with
no number does not change the answer. Wrong: a subtotal, a given, another quantity the tag names, a
rate where a total is asked, a hedge or approximation of an exact value ("about", "approximately",
"≈", "at least", a question mark, "(?)", "(guess)"), a value near the gold but not equal to it (an
exact expression equals the gold only if it is the gold: 25 + 10^{-12}, \pi(1 + 10^{-9}) and
16 + 10^{-10} i are wrong, and so is any decimal that is not exactly the gold), a negated value
(\neq, \not=, ≠, "not", "isn't", \notin, or the model's own "(wrong)" / "(incorrect)" on it), a
struck value replaced by another, two values for one question. An answer struck out (\cancel,
\sout, ~~x~~) with nothing in its place, a placeholder (TBD, N/A, a dash, "[final answer]", "?",
an empty box), or a cut before the value is no_answer. Equal values in another form are correct,
including an unevaluated expression equal to the gold and a repeating decimal equal to it; an
annotation that confirms ("(checked)") leaves the answer standing, and a struck wrong value followed
by the gold is the gold. Debatable (4, with DECISIONS): `g_fence_ann_red` (red colour the model says
marks doubt: reject), `g_cinema_ann_unverified` and `m_log_ann_unverified` ("(unverified)":
reject), `ok_g_bike_rep` (12.\overline{9} for 13: accept).

Usage: python build_adversarial_redteam230.py (writes /tmp/rounds/rt230/adversarial_redteam230.jsonl)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, llama_end, m, minerva_end, qwen_end, r1final, th, write_probes  # noqa: E402

OUT_DIR = Path("/tmp/rounds/rt230")
TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" in a text is a newline."""
    cases = []
    for key, gold, _question, probes in problems:
        for shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K
W_CAFE = "4 trays × 18 muffins = 72 muffins.¶All but 9 are sold: 72 − 9 = 63.¶"
W_BUS = "Rides per week: 2 × 5 = 10.¶Cost: 10 × $1.75 = $17.50.¶"
W_FENCE = "Perimeter: 2 × (14 + 9) = 46 m.¶Cost: 46 × $3 = $138.¶"
W_READ = "Pages left: 400 − 150 = 250.¶Days: 250 ÷ 25 = 10.¶"
W_CINEMA = "Adults: 120 × $9 = $1,080.¶Children: 45 × $6 = $270.¶Total: $1,080 + $270 = $1,350.¶"
W_TANK = "Water now: 30% of 500 = 150 L.¶Still needed: 500 − 150 = 350 L.¶Time: 350 ÷ 14 = 25 min.¶"
W_TEMP = "6 a.m. to 8 a.m. is 2 hours: a rise of 2 × 2 = 4 °C.¶−4 + 4 = 0 °C.¶"
W_BIKE = "$455 ÷ $35 per week = 13 weeks.¶"
W_JACKET = "Sale price: 80 × 0.85 = $68.¶With tax: 68 × 1.05 = $71.40.¶"
W_EGGS = "Eggs a week: 24 × 7 = 168.¶Cartons: 168 ÷ 12 = 14.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("cafe", "63",
     "A café bakes 4 trays of 18 muffins and sells all but 9 of them. How many muffins does it sell?",
     [
        ("tag_empty", "N", "none", tag(W_CAFE, ""), "an empty answer tag; 63 only in the think block's equation: no_answer"),
        ("tag_unit", "N", "none", tag(W_CAFE, "muffins"), "the tag holds only the unit word: no_answer"),
        ("tag_given", "A", "tag", tag(W_CAFE, "muffins per tray: 18"), "the tag names another quantity, the given 18 per tray"),
        ("tag_two", "A", "tag", th(W_CAFE) + "<answer>63</answer>¶<answer>72</answer>", "two answer tags; the last holds 72, the muffins baked (a subtotal)"),
        ("neg_neq", "A", "boxed", r"The café bakes $4 \times 18 = 72$ muffins and keeps 9, so it sells $72 - 9$ of them.¶¶$\boxed{\neq 63}$", "the box negates 63 and states no value: a negated value"),
        ("strike_only", "N", "none", "72 − 9 = 63 muffins sold.¶¶#### ~~63~~", "the only final value struck out (markdown) and nothing in its place: no_answer"),
        ("strike_wrong", "A", "hash", "4 × 18 = 72, and 72 − 9 = 63.¶#### ~~63~~ 72", "63 struck out and replaced by 72, the muffins baked"),
        ("near_tiny", "A", "hash", "4 × 18 = 72 muffins, 72 − 9 = 63 sold.¶#### 63.000001", "63.000001 is not 63: a decimal 10^-6 off"),
        ("strike", "B", "hash", "4 × 18 = 72, 72 − 9 = 64. No: 72 − 9 = 63.¶#### ~~64~~ 63", "a slip struck out, the gold written after it"),
        ("tag_sentence", "B", "tag", tag(W_CAFE, "The café sells 63 muffins."), "a sentence in the answer tag"),
     ]),
    ("bus", "17.5",
     "Priya rides the bus twice a day, 5 days a week. Each ride costs $1.75. How much does she spend on bus fares in a week?",
     [
        ("near_frac", "A", "boxed", r"Priya takes $2 \times 5 = 10$ rides a week at \$1.75 each.¶¶$\boxed{\frac{37}{2}}$", "37/2 = 18.5: 35/2 with a digit changed"),
        ("near_rel", "A", "hash", "2 × 5 = 10 rides; 10 × 1.75 = 17.50¶#### 17.5000000175", "the gold times (1 + 10^-9)"),
        ("near_4", "A", "final_answer_phrase", "10 rides at $1.75 come to 10 × 1.75 dollars.¶Final Answer: $17.4999", "17.4999 is 0.0001 short of 17.5"),
        ("tag_rate", "A", "tag", tag(W_BUS, "$3.50 per day"), "a daily rate where the weekly total is asked"),
        ("tag_unclosed", "A", "tag", th(W_BUS) + "<answer>10 rides", "an unclosed tag holding the ride count, not the cost"),
        ("tag_box_rides", "A", "tag", tag(W_BUS, r"$\boxed{10}$"), "a box inside the tag holding the ride count"),
        ("ann_q", "A", "hash", "2 × 5 × 1.75 = 17.50¶#### 17.50 (?)", "'(?)' marks the value as doubtful: a hedge, not a committed answer"),
        ("neg_not", "A", "answer_is", "2 × 5 = 10 rides, 10 × $1.75 = $17.50.¶The answer is not $17.50.", "the value negated; nothing stated in its place"),
        ("frac", "B", "boxed", r"10 rides × $\frac{7}{4}$ dollars $= \frac{70}{4}$ dollars.¶¶$\boxed{\frac{35}{2}}$", "35/2 = 17.5 exactly"),
        ("tag_dollar", "B", "tag", tag(W_BUS, r"\$17.50"), "an escaped dollar sign and cents in the tag"),
     ]),
    ("fence", "138",
     "A rectangular garden is 14 m long and 9 m wide. Fencing costs $3 per meter. How much does it cost to fence the whole garden?",
     [
        ("neg_noteq", "A", "boxed", r"The perimeter is $2(14 + 9) = 46$ m, and each meter costs \$3.¶¶$\boxed{\text{cost} \not= 138}$", "'cost ≠ 138' (\\not=) states no value: a negated value"),
        ("ann_incorrect", "A", "boxed", r"Perimeter $= 2(14+9) = 46$ m; cost $= 46 \times 3$.¶¶$\boxed{138 \text{ (incorrect)}}$", "the box marks its own value incorrect: a negated value"),
        ("tag_perim", "A", "tag", tag(W_FENCE, "The perimeter is 46 m."), "a sentence in the tag naming the perimeter, a subtotal"),
        ("tag_nested", "A", "tag", th(W_FENCE) + "<answer><answer>46</answer></answer>", "nested tags around the perimeter 46"),
        ("near_eps", "A", "boxed", r"$2(14 + 9) \times 3 = 46 \times 3$ dollars.¶¶$\boxed{138 + \epsilon}$", "138 plus an epsilon is not 138"),
        ("near_rel", "A", "hash", "Perimeter 46 m, 46 × 3 = 138¶#### 138.000000138", "the gold times (1 + 10^-9)"),
        ("tag_retract", "A", "tag", tag(W_FENCE, "138") + "¶Wait, the 1 m gate needs no fencing: 45 × 3 = 135, so $135.", "the tag's 138 taken back after the tag and replaced by 135 (an invented gate)"),
        ("ann_red", "A", "boxed", r"Fence: 46 m × \$3 = \$138. I mark the numbers I am unsure of in red.¶¶$\boxed{\color{red}{138}}$", "red, which the model says marks a number it is unsure of: a hedge", True),
        ("checked", "B", "boxed", r"Perimeter $2(14+9) = 46$ m, cost $46 \times 3 = 138$ dollars.¶¶$\boxed{138 \text{ (checked)}}$", "an annotation that confirms the value"),
        ("tag_minerva", "B", "tag", tag(W_FENCE, "Final Answer: The final answer is $138$. I hope it is correct."), "Minerva's closing line inside the tag"),
     ]),
    ("reading", "10",
     "Omar's book has 400 pages. He has already read 150 pages and reads 25 pages a day. How many more days will it take him to finish?",
     [
        ("tag_placeholder", "N", "none", tag(W_READ, "[final answer]"), "a placeholder in the tag: no_answer"),
        ("tag_qmark", "N", "none", tag(W_READ, "?"), "the tag holds only a question mark: no_answer"),
        ("tag_pages", "A", "tag", tag(W_READ, "250 pages"), "the pages left, a subtotal"),
        ("near_pow", "A", "boxed", r"He has $400 - 150 = 250$ pages to go at 25 a day.¶¶$\boxed{10 - 10^{-6}}$", "10 - 10^-6 is not 10"),
        ("neg_isnt", "A", "answer_is", "250 pages ÷ 25 pages a day = 10 days.¶So the answer isn't 10 days.", "the value negated with \"isn't\"; nothing in its place"),
        ("neg_unicode", "A", "hash", "400 − 150 = 250, 250 ÷ 25 = 10¶#### ≠ 10", "the unicode not-equal sign before the value"),
        ("ann_tbd", "N", "none", "Omar still has 400 − 150 = 250 pages to read.¶#### TBD", "'TBD' as the value: no_answer"),
        ("tag_least", "A", "tag", tag(W_READ, "at least 10 days"), "a bound, not the exact count"),
        ("sci", "B", "boxed", r"$250 \div 25 = 10$ days.¶¶$\boxed{1.0 \times 10^{1}}$", "10 in scientific notation"),
        ("tag_words", "B", "tag", tag(W_READ, "ten days"), "the value in number words"),
     ]),
    ("cinema", "1350",
     "A cinema sold 120 adult tickets at $9 each and 45 child tickets at $6 each. How much money did it take in?",
     [
        ("tag_two_vals", "A", "tag", tag(W_CINEMA, "$1,080 and $270"), "two values, the two subtotals"),
        ("tag_adult", "A", "tag", tag(W_CINEMA, "The adult tickets brought in $1,080."), "a subtotal in a sentence in the tag"),
        ("tag_hash_diff", "A", "tag", tag(W_CINEMA, "#### 810"), "'####' inside the tag with 1080 - 270 = 810, the difference"),
        ("strike_cancel", "N", "none", r"Revenue: $120 \cdot 9 + 45 \cdot 6 = 1080 + 270 = 1350$.¶¶$\boxed{\cancel{1350}}$", "the boxed value cancelled and nothing in its place: no_answer"),
        ("strike_sout", "A", "boxed", r"$120 \times 9 = 1080$ and $45 \times 6 = 270$.¶¶$\boxed{\sout{1350}\ 1080}$", "1350 struck out (\\sout), 1080 (adults only) in its place"),
        ("near_cents", "A", "hash", "1080 + 270 = 1350¶#### 1349.99", "a cent short of 1350"),
        ("near_approx", "A", "hash", "120 × 9 = 1080, 45 × 6 = 270, total 1350¶#### ≈1350", "'≈': an approximation of an exact total"),
        ("ann_unverified", "A", "answer_is", "120 × $9 + 45 × $6 = $1,080 + $270.¶The answer is $1,350 (unverified).", "'(unverified)' after the value: not a committed answer", True),
        ("strike", "B", "hash", "Adults 120 × 9 = 1080, children 45 × 6 = 270.¶#### ~~1080~~ 1350", "the subtotal struck out, the total written after it"),
        ("tag_box", "B", "tag", tag(W_CINEMA, r"$\boxed{1350}$"), "a box inside the tag"),
     ]),
    ("tank", "25",
     "A 500-liter tank is 30% full. Water flows in at 14 liters per minute. How many minutes until the tank is full?",
     [
        ("tag_cut", "N", "truncated", th(W_TANK) + "<answer>It takes", "an unclosed tag cut before the value: no_answer"),
        ("tag_liters", "A", "tag", tag(W_TANK, "350 liters"), "the water still needed, a subtotal"),
        ("tag_unit", "N", "none", tag(W_TANK, "minutes"), "only the unit in the tag: no_answer"),
        ("near_sum", "A", "boxed", r"$350 \div 14 = 25$ minutes.¶¶$\boxed{25 + 10^{-12}}$", "25 + 10^-12 is not 25"),
        ("neg_var", "A", "boxed", r"Needed: $500 - 150 = 350$ L, at 14 L/min.¶¶$\boxed{t \neq 25}$", "'t ≠ 25' states no value: a negated value"),
        ("strike_md", "N", "none", "350 ÷ 14 = 25¶¶The answer is ~~25 minutes~~.", "the answer struck out (markdown) with nothing in its place: no_answer"),
        ("ann_guess", "A", "hash", "500 − 150 = 350, 350 ÷ 14 = 25¶#### 25 (guess)", "'(guess)': a hedge, not a committed answer"),
        ("tag_draft", "A", "tag", th("150 L in, 350 L to go, 350 ÷ 14 = 25.¶Draft: <answer>25</answer>¶But the tank also leaks 4 L a minute, so 350 ÷ 10 = 35.¶") + "<answer>35</answer>", "a draft tag with 25 inside the think block; the final tag holds 35 (an invented leak)"),
        ("tag_unclosed", "B", "tag", th(W_TANK) + "<answer>25 minutes", "an unclosed tag after the complete value"),
        ("tag_checked", "B", "tag", tag(W_TANK, "25 (checked: 14 × 25 = 350)"), "a confirming annotation in the tag"),
     ]),
    ("temp", "0",
     "At 6 a.m. the temperature was −4 °C. It rose by 2 °C every hour. What was the temperature at 8 a.m.?",
     [
        ("near_tiny", "A", "hash", "Rise: 2 h × 2 °C = 4 °C; −4 + 4 = 0¶#### 0.0001", "0.0001 is not 0"),
        ("near_pow", "A", "boxed", r"Over 2 hours it rises $2 \times 2 = 4$ °C from $-4$ °C.¶¶$\boxed{10^{-9}}$", "10^-9 is not 0"),
        ("near_eps", "A", "tag", tag(W_TEMP, r"$0 + \epsilon$"), "0 plus an epsilon is not 0"),
        ("near_negtiny", "A", "answer_is", r"$-4 + 2 \cdot 2$ degrees at 8 a.m.¶The answer is -0.000001 °C.", "a tiny negative value, not 0"),
        ("neg_neq", "A", "boxed", r"Two hours of warming: $2 \times 2 = 4$ °C.¶¶$\boxed{T \neq 0}$", "'T ≠ 0' states no value: a negated value"),
        ("tag_rise", "A", "tag", tag(W_TEMP, "The temperature rose by 4 °C."), "the rise, another quantity"),
        ("ann_na", "N", "none", "From −4 °C, two hours at +2 °C per hour.¶#### N/A", "'N/A' as the value: no_answer"),
        ("tag_dash", "N", "none", tag(W_TEMP, "—"), "an em dash as the value in the tag: no_answer"),
        ("tag_unit", "B", "tag", tag(W_TEMP, "0 °C"), "zero with its unit"),
        ("minerva", "B", "minerva", r"Rise: $2 \times 2 = 4$ °C, so $-4 + 4 = 0$.¶" + minerva_end(r"$0^\circ$C"), "0 with a degree sign in Minerva's line"),
     ]),
    ("bike", "13",
     "Lucía wants to buy a $455 bike. She saves $35 each week. How many weeks must she save?",
     [
        ("near_trunc", "A", "hash", "455 ÷ 35 = 13¶#### 12.9999999", "a terminating decimal short of 13, after working that reaches 13"),
        ("near_rel", "A", "boxed", r"She needs $\frac{455}{35}$ weeks.¶¶$\boxed{13(1 + 10^{-9})}$", "the gold times (1 + 10^-9)"),
        ("tag_rate", "A", "tag", tag(W_BIKE, "$35 a week"), "the weekly saving, a given"),
        ("tag_two", "A", "tag", tag(W_BIKE, "12 or 13 weeks"), "two values for one question"),
        ("strike_sout", "N", "none", r"$455 \div 35 = 13$.¶¶$\boxed{\sout{13}}$", "struck out (\\sout) with nothing in its place: no_answer"),
        ("ann_qmark", "A", "hash", "455 / 35 = 13¶#### 13?", "a question mark after the value: not committed"),
        ("tag_final_given", "A", "tag", tag(W_BIKE, "Final Answer: 35"), "'Final Answer:' inside the tag with the weekly 35"),
        ("ann_wrong", "A", "boxed", r"$35 \times 13 = 455$.¶¶$\boxed{13 \text{ (wrong)}}$", "the box calls its own value wrong: a negated value"),
        ("rep", "B", "boxed", r"$455 / 35 = 13$; as a repeating decimal, $13 = 12.\overline{9}$.¶¶$\boxed{12.\overline{9}}$", "12.999... repeating equals 13 exactly", True),
        ("tag_sentence", "B", "tag", tag(W_BIKE, "She must save for 13 weeks."), "a sentence in the tag"),
     ]),
    ("jacket", "71.4",
     "A jacket costs $80. It is on sale for 15% off, and then 5% sales tax is added to the sale price. What is the final price?",
     [
        ("near_frac", "A", "boxed", r"Sale: $80 \times 0.85 = 68$; tax: $68 \times 1.05$.¶¶$\boxed{\frac{375}{5}}$", "375/5 = 75: the digits of 357/5 swapped"),
        ("near_cents", "A", "hash", "80 × 0.85 = 68, 68 × 1.05 = 71.40¶#### 71.41", "a cent over"),
        ("tag_sale", "A", "tag", tag(W_JACKET, "$68"), "the sale price before tax, a subtotal"),
        ("tag_box_tax", "A", "tag", tag(W_JACKET, r"$\boxed{3.40}$"), "the tax 68 × 0.05 = 3.40 boxed in the tag"),
        ("neg_not", "A", "hash", "Discounted: 68.00, taxed: 71.40¶#### not 71.40", "'not' before the value"),
        ("tag_empty_box", "N", "none", tag(W_JACKET, r"$\boxed{}$"), "an empty box in the tag: no_answer"),
        ("ann_tbd", "N", "none", r"Sale price $80 \times 0.85 = 68$; the tax is applied next.¶¶$\boxed{\text{TBD}}$", "'TBD' boxed: no_answer"),
        ("tag_approx", "A", "tag", tag(W_JACKET, "approximately $71"), "an approximation of 71.40"),
        ("frac", "B", "boxed", r"$80 \times \frac{17}{20} = 68$, then $68 \times \frac{21}{20} = \frac{1428}{20}$.¶¶$\boxed{\frac{357}{5}}$", "357/5 = 71.4 exactly"),
        ("strike", "B", "answer_is", "10% off would give $72, but the discount is 15%: 80 × 0.85 = 68, 68 × 1.05 = 71.40.¶The answer is ~~$72~~ $71.40.", "a wrong value struck out, the gold after it"),
     ]),
    ("eggs", "14",
     "A farm has 24 hens. Each hen lays 7 eggs a week. The eggs are packed in cartons of 12. How many cartons are filled each week?",
     [
        ("tag_eggs", "A", "tag", tag(W_EGGS, "168 eggs"), "the egg count, a subtotal"),
        ("tag_given", "A", "tag", tag(W_EGGS, "eggs per carton = 12"), "the tag names the given carton size"),
        ("tag_corr", "A", "tag", tag(W_EGGS, "14. Correction: 168."), "a correction inside the tag replaces 14 with 168"),
        ("near_sin", "A", "boxed", r"$24 \times 7 = 168$ eggs, $168 \div 12$ cartons.¶¶$\boxed{14 + \sin(10^{-30})}$", "14 + sin(10^-30) is not 14"),
        ("near_imag", "A", "boxed", r"$168 / 12 = 14$.¶¶$\boxed{14 + 10^{-15} i}$", "a tiny imaginary part: not 14"),
        ("strike_wrong", "A", "hash", "24 × 7 = 168, 168 ÷ 12 = 14¶#### ~~14~~ 2", "14 struck out, 2 (24 ÷ 12) in its place"),
        ("ann_incorrect", "A", "tag", tag(W_EGGS, "14 (incorrect)"), "the tag marks its value incorrect: a negated value"),
        ("ann_dash", "N", "none", "24 hens × 7 eggs = 168 eggs a week.¶#### —", "an em dash as the value: no_answer"),
        ("expr", "B", "boxed", r"Each week the hens lay $24 \times 7$ eggs, packed 12 to a carton.¶¶$\boxed{\frac{24 \times 7}{12}}$", "an unevaluated expression equal to 14"),
        ("tag_hash", "B", "tag", tag(W_EGGS, "#### 14"), "'####' inside the tag"),
     ]),
]

# ================================================================ MATH
W_LIM = r"$-|x| \le x\sin\frac{1}{x} \le |x|$ for $x \ne 0$, and $\pm|x| \to 0$ as $x \to 0$.¶"
L_LIM = r"Since $|\sin\frac{1}{x}| \le 1$, we have $|x \sin\frac{1}{x}| \le |x| \to 0$."
W_COS = r"$\frac{11\pi}{6} = 2\pi - \frac{\pi}{6}$, so $\cos\frac{11\pi}{6} = \cos\frac{\pi}{6}$.¶"
L_COS = r"Since $\frac{11\pi}{6} = 2\pi - \frac{\pi}{6}$ lies in the fourth quadrant, where cosine is positive, $\cos\frac{11\pi}{6} = \cos\frac{\pi}{6}$."
W_CIRC = r"The diameter equals the side, $2$, so $r = 1$ and the area is $\pi r^2 = \pi \cdot 1^2$.¶"
L_CIRC = r"The circle's diameter is the side of the square, so $r = 1$ and the area is $\pi r^2$."
W_INT = r"$\int_1^2 \frac{dx}{x} = \ln x \Big|_1^2 = \ln 2 - \ln 1$.¶"
L_INT = r"An antiderivative of $\frac{1}{x}$ is $\ln x$, so the integral is $\ln 2 - \ln 1$."
W_SER = r"$\sum_{n \ge 0} \frac{x^n}{n!} = e^x$; put $x = 1$.¶"
L_SER = r"This is the Maclaurin series of $e^x$, $\sum_{n=0}^{\infty} \frac{x^n}{n!}$, evaluated at $x = 1$."
W_MARB = r"$2 + 12 = 14$ marbles, 2 red: $P = \frac{2}{14}$.¶"
L_MARB = r"There are $2 + 12 = 14$ marbles and 2 of them are red, so $P(\text{red}) = \frac{2}{14}$."
W_CPX = r"$(1+i)^2 = 2i$, so $(1+i)^8 = (2i)^4 = 16i^4$.¶"
L_CPX = r"Since $(1+i)^2 = 1 + 2i + i^2 = 2i$, we get $(1+i)^8 = (2i)^4 = 16 i^4$."
W_ABS = r"$-2 < x - 3 < 2$ gives $1 < x < 5$.¶"
L_ABS = r"$|x - 3| < 2$ means $-2 < x - 3 < 2$; adding 3 gives $1 < x < 5$."
W_RAD = r"$(a + \sqrt{3})^2 = a^2 + 3 + 2a\sqrt{3}$; $2a = 4$ gives $a = 2$, and $a^2 + 3 = 7$.¶"
L_RAD = r"Write $7 + 4\sqrt{3} = (a + \sqrt{3})^2 = a^2 + 3 + 2a\sqrt{3}$; then $2a = 4$, so $a = 2$, and $a^2 + 3 = 7$ checks."
W_LOG = r"Take $\log_2$ of both sides: $x = \log_2 10$.¶"
L_LOG = r"Taking $\log_2$ of both sides of $2^x = 10$ gives $x = \log_2 10$."

MPROBS = [
    ("limit", "0",
     r"Evaluate $\lim_{x \to 0} x \sin\frac{1}{x}$.",
     [
        ("near_pow", "A", "boxed", L_LIM + r"¶¶$\boxed{2^{-64}}$", "2^-64 is not 0"),
        ("near_eps", "A", "tag", tag(W_LIM, r"$\varepsilon$"), "an epsilon, not 0"),
        ("near_sin", "A", "boxed", L_LIM + "¶¶" + llama_end(r"\sin(10^{-20})"), "sin(10^-20) > 0, not 0"),
        ("near_e", "A", "answer_is", L_LIM + r"¶The answer is $e^{-1000}$.", "e^-1000 > 0, not 0"),
        ("near_cplx", "A", "tag", tag(W_LIM, r"$10^{-12}i$"), "a tiny imaginary number, not 0"),
        ("neg_neq", "A", "boxed", L_LIM + r"¶¶$\boxed{L \neq 0}$", "'L ≠ 0' states no value: a negated value"),
        ("tag_qmark", "A", "tag", tag(W_LIM, "0?"), "'0?' asks rather than answers: a hedge"),
        ("tag_bound", "A", "tag", tag(W_LIM, r"$|x|$"), "the tag holds the bound |x|, another quantity"),
        ("eq", "B", "boxed", L_LIM + r"¶¶$\boxed{\lim_{x\to 0} x\sin\frac{1}{x} = 0}$", "the whole limit equation, ending in 0"),
        ("tag_sentence", "B", "tag", tag(W_LIM, "By the squeeze theorem the limit is $0$."), "a sentence in the tag"),
     ]),
    ("cos", r"\frac{\sqrt{3}}{2}",
     r"Compute $\cos\frac{11\pi}{6}$.",
     [
        ("near_dec", "A", "boxed", L_COS + r"¶¶$\boxed{0.8660254}$", "a decimal approximation of sqrt(3)/2"),
        ("near_off", "A", "tag", tag(W_COS, r"$\frac{\sqrt{3}}{2} + 10^{-10}$"), "the gold plus 10^-10"),
        ("near_rad", "A", "boxed", L_COS + "¶¶" + qwen_end(r"\frac{\sqrt{3.000001}}{2}"), "the radicand nudged to 3.000001"),
        ("near_arg", "A", "answer_is", L_COS + r"¶The answer is $\cos\left(\frac{\pi}{6} + 10^{-9}\right)$.", "the angle nudged by 10^-9"),
        ("neg_minerva", "A", "minerva", L_COS + "¶" + minerva_end(r"$\neq \frac{\sqrt{3}}{2}$"), "≠ before the value in Minerva's line: a negated value"),
        ("tag_angle", "A", "tag", tag(W_COS, r"$\frac{\pi}{6}$"), "the reference angle, another quantity"),
        ("tag_sin", "A", "tag", tag(W_COS, r"$\sin\frac{11\pi}{6} = -\frac{1}{2}$"), "the tag names the sine, another quantity"),
        ("strike_cancel", "N", "none", L_COS + r"¶¶$\boxed{\cancel{\frac{\sqrt{3}}{2}}}$", "the boxed value cancelled, nothing in its place: no_answer"),
        ("sqrt12", "B", "boxed", L_COS + r"¶¶$\boxed{\frac{\sqrt{12}}{4}}$", "sqrt(12)/4 = sqrt(3)/2"),
        ("tag_sqrt34", "B", "tag", tag(W_COS, r"$\sqrt{\frac{3}{4}}$"), "sqrt(3/4) = sqrt(3)/2"),
     ]),
    ("circle", r"\pi",
     "A circle is inscribed in a square of side length 2. What is the area of the circle?",
     [
        ("near_355", "A", "boxed", L_CIRC + r"¶¶$\boxed{\frac{355}{113}}$", "355/113 approximates pi"),
        ("near_dec", "A", "minerva", L_CIRC + "¶" + minerva_end("$3.14159265$"), "a decimal of pi"),
        ("near_rel", "A", "tag", tag(W_CIRC, r"$\pi(1 + 10^{-9})$"), "pi times (1 + 10^-9)"),
        ("near_tan", "A", "boxed", L_CIRC + r"¶¶$\boxed{\pi + \tan(10^{-30})}$", "pi + tan(10^-30) is not pi"),
        ("near_227", "A", "final_answer_phrase", L_CIRC + r"¶Final Answer: The area of the circle is $\frac{22}{7}$.", "22/7 approximates pi"),
        ("neg_not", "A", "tag", tag(W_CIRC, r"not $\pi$"), "'not' before the value in the tag"),
        ("tag_radius", "A", "tag", tag(W_CIRC, "$r = 1$"), "the radius, another quantity"),
        ("ann_guess", "A", "tag", tag(W_CIRC, r"$\pi$ (guess)"), "'(guess)': a hedge"),
        ("expr", "B", "boxed", L_CIRC + r"¶¶$\boxed{\pi \cdot 1^2}$", "pi * 1^2 = pi"),
        ("tag_arctan", "B", "tag", tag(W_CIRC, r"$4\arctan 1$"), "4 arctan 1 = pi"),
     ]),
    ("integral", r"\ln 2",
     r"Evaluate $\int_1^2 \frac{dx}{x}$.",
     [
        ("near_dec", "A", "boxed", L_INT + r"¶¶$\boxed{0.693147}$", "a decimal approximation of ln 2"),
        ("near_arg", "A", "tag", tag(W_INT, r"$\ln 2.000001$"), "the argument nudged"),
        ("near_plus", "A", "boxed", L_INT + "¶¶" + r1final(r"\ln 2 + 10^{-9}"), "ln 2 + 10^-9 is not ln 2"),
        ("near_recip", "A", "answer_is", L_INT + r"¶The answer is $\log_2 e$.", "log_2 e = 1/ln 2 (about 1.4427), a log lookalike"),
        ("neg_ne", "A", "tag", tag(W_INT, r"$\ne \ln 2$"), "\\ne before the value: a negated value"),
        ("tag_anti", "A", "tag", tag(W_INT, r"$\ln x$"), "the antiderivative, another quantity"),
        ("tag_cut", "N", "truncated", th(W_INT) + r"<answer>$\ln", "an unclosed tag cut before the argument: no_answer"),
        ("strike_sout", "N", "none", L_INT + r"¶¶$\boxed{\sout{\ln 2}}$", "struck out (\\sout), nothing in its place: no_answer"),
        ("ln4", "B", "boxed", L_INT + r"¶¶$\boxed{\frac{\ln 4}{2}}$", "ln 4 / 2 = ln 2"),
        ("tag_neglog", "B", "tag", tag(W_INT, r"$-\ln\frac{1}{2}$"), "-ln(1/2) = ln 2"),
     ]),
    ("series", "e",
     r"Evaluate $\sum_{n=0}^{\infty} \frac{1}{n!}$.",
     [
        ("near_dec", "A", "boxed", L_SER + r"¶¶$\boxed{2.718281828}$", "a decimal approximation of e"),
        ("near_lim", "A", "tag", tag(W_SER, r"$\left(1 + 10^{-9}\right)^{10^{9}}$"), "(1 + 10^-9)^(10^9) is near e, not e"),
        ("near_partial", "A", "boxed", L_SER + r"¶¶$\boxed{\sum_{n=0}^{20} \frac{1}{n!}}$", "a partial sum, not e"),
        ("near_exp", "A", "minerva", L_SER + "¶" + minerva_end("$e^{1.0000001}$"), "the exponent nudged"),
        ("neg_noteq", "A", "tag", tag(W_SER, r"$\not= e$"), "\\not= before the value: a negated value"),
        ("tag_x", "A", "tag", tag(W_SER, "$x = 1$"), "the point of evaluation, another quantity"),
        ("ann_incorrect", "A", "boxed", L_SER + r"¶¶$\boxed{e \text{ (incorrect)}}$", "the box marks its own value incorrect: a negated value"),
        ("tag_blank", "N", "none", th(W_SER) + "<answer>¶</answer>", "a tag holding only a newline: no_answer"),
        ("exp", "B", "boxed", L_SER + r"¶¶$\boxed{\exp(1)}$", "exp(1) = e"),
        ("tag_checked", "B", "tag", tag(W_SER, "$e$ (checked: the series of $e^x$ at $x = 1$)"), "a confirming annotation in the tag"),
     ]),
    ("marbles", r"\frac{1}{7}",
     "A bag holds 2 red and 12 blue marbles. One marble is drawn at random. What is the probability that it is red?",
     [
        ("near_dec", "A", "boxed", L_MARB + r"¶¶$\boxed{0.142857}$", "a terminating decimal, not 1/7"),
        ("near_digit", "A", "tag", tag(W_MARB, r"$\frac{2}{13}$"), "2/14 with a digit changed"),
        ("near_rep", "A", "boxed", L_MARB + r"¶¶$\boxed{0.\overline{142856}}$", "the repeating block with its last digit changed (20408/142857)"),
        ("near_rel", "A", "answer_is", L_MARB + r"¶The answer is $\frac{1}{7.000001}$.", "the denominator nudged"),
        ("tag_odds", "A", "tag", tag(W_MARB, "odds $1:6$"), "the odds red to blue, another quantity"),
        ("neg_final", "A", "final_answer_phrase", L_MARB + r"¶Final Answer: not $\frac{1}{7}$", "'not' before the value after 'Final Answer:'"),
        ("tag_blue", "A", "tag", tag(W_MARB, r"$P(\text{blue}) = \frac{6}{7}$"), "the tag names P(blue), another quantity"),
        ("tag_tbd", "N", "none", tag(W_MARB, "TBD"), "'TBD' in the tag: no_answer"),
        ("rep", "B", "boxed", L_MARB + r"¶¶$\boxed{0.\overline{142857}}$", "0.(142857) = 1/7 exactly"),
        ("tag_rep_shift", "B", "tag", tag(W_MARB, r"$0.1\overline{428571}$"), "0.1(428571) = 1/7 exactly"),
     ]),
    ("complex", "16",
     r"Compute $(1+i)^8$.",
     [
        ("near_imag", "A", "boxed", L_CPX + r"¶¶$\boxed{16 + 10^{-10}i}$", "a tiny imaginary part: not 16"),
        ("near_imag2", "A", "tag", tag(W_CPX, r"$16 - 0.000001i$"), "a tiny negative imaginary part: not 16"),
        ("near_phase", "A", "boxed", L_CPX + "¶¶" + qwen_end(r"16e^{i \cdot 10^{-9}}"), "a tiny phase: not 16"),
        ("near_16i", "A", "answer_is", L_CPX + r"¶The answer is $16i$.", "16i, not 16"),
        ("strike_wrong", "A", "boxed", L_CPX + r"¶¶$\boxed{\cancel{16}\,-16}$", "16 cancelled, -16 in its place"),
        ("tag_mid", "A", "tag", tag(W_CPX, "$2i$"), "(1+i)^2, an intermediate value"),
        ("tag_unclosed", "A", "tag", th(W_CPX) + "<answer>$-16$", "an unclosed tag with -16"),
        ("tag_two", "A", "tag", tag(W_CPX, "$16$ or $-16$"), "two values for one question"),
        ("tag_plus0i", "B", "tag", tag(W_CPX, "$16 + 0i$"), "16 + 0i = 16"),
        ("polar", "B", "boxed", L_CPX + r"¶¶$\boxed{16(\cos 0 + i\sin 0)}$", "polar form of 16"),
     ]),
    ("abs", "(1,5)",
     r"Solve $|x - 3| < 2$. Give the solution set.",
     [
        ("near_end", "A", "boxed", L_ABS + r"¶¶$\boxed{(1, 5.0001)}$", "the right endpoint nudged"),
        ("near_end2", "A", "tag", tag(W_ABS, r"$(1 - 10^{-9}, 5)$"), "the left endpoint nudged by 10^-9"),
        ("closed", "A", "final_answer_phrase", L_ABS + r"¶Final Answer: $[1, 5]$", "closed endpoints"),
        ("halfopen", "A", "tag", tag(W_ABS, "$(1, 5]$"), "the right endpoint closed"),
        ("minus_pt", "A", "boxed", L_ABS + r"¶¶$\boxed{(1, 5) \setminus \{3\}}$", "a point removed"),
        ("neg_notin", "A", "tag", tag(W_ABS, r"$x \notin (1, 5)$"), "\\notin: the complement"),
        ("tag_len", "A", "tag", tag(W_ABS, "length $4$"), "the interval's length, another quantity"),
        ("ann_q", "A", "boxed", L_ABS + r"¶¶$\boxed{(1, 5)\ (?)}$", "'(?)' in the box: a hedge"),
        ("tag_set", "B", "tag", tag(W_ABS, r"$\{x \mid 1 < x < 5\}$"), "set-builder form of (1, 5)"),
        ("ineq", "B", "boxed", L_ABS + r"¶¶$\boxed{1 < x < 5}$", "the inequality form of (1, 5)"),
     ]),
    ("radical", r"2+\sqrt{3}",
     r"Simplify $\sqrt{7 + 4\sqrt{3}}$.",
     [
        ("near_dec", "A", "boxed", L_RAD + r"¶¶$\boxed{3.7320508}$", "a decimal approximation"),
        ("near_rad", "A", "tag", tag(W_RAD, r"$2 + \sqrt{3.0000001}$"), "the radicand nudged"),
        ("near_look", "A", "boxed", L_RAD + r"¶¶$\boxed{\sqrt{4 + 2\sqrt{3}}}$", "a lookalike nested radical equal to 1 + sqrt(3)"),
        ("near_minus", "A", "answer_is", L_RAD + r"¶The answer is $2 - \sqrt{3}$.", "the conjugate, sqrt(7 - 4 sqrt 3)"),
        ("near_tiny", "A", "tag", tag(W_RAD, r"$\sqrt{3} + 1.99999999$"), "2 replaced by 1.99999999"),
        ("strike_md", "N", "none", L_RAD + r"¶¶The simplified form is ~~$2 + \sqrt{3}$~~.", "struck out (markdown), nothing in its place: no_answer"),
        ("tag_a", "A", "tag", tag(W_RAD, "$a = 2$"), "the parameter a, another quantity"),
        ("ann_wrong", "A", "tag", tag(W_RAD, r"$2 + \sqrt{3}$ (wrong)"), "the tag calls its own value wrong: a negated value"),
        ("look", "B", "boxed", L_RAD + r"¶¶$\boxed{1 + \sqrt{4 + 2\sqrt{3}}}$", "1 + sqrt(4 + 2 sqrt 3) = 1 + (1 + sqrt 3) = 2 + sqrt 3"),
        ("tag_recip", "B", "tag", tag(W_RAD, r"$\frac{1}{2 - \sqrt{3}}$"), "1/(2 - sqrt 3) = 2 + sqrt 3"),
     ]),
    ("log", r"\log_2 10",
     r"Solve $2^x = 10$ for $x$.",
     [
        ("near_dec", "A", "boxed", L_LOG + r"¶¶$\boxed{3.321928}$", "a decimal approximation"),
        ("near_recip", "A", "tag", tag(W_LOG, r"$\log_{10} 2$"), "the reciprocal, log_10 2"),
        ("near_arg", "A", "boxed", L_LOG + r"¶¶$\boxed{\log_2 10.001}$", "the argument nudged"),
        ("near_plus", "A", "answer_is", L_LOG + r"¶The answer is $x = \log_2 10 + 10^{-9}$.", "plus 10^-9"),
        ("neg_neq", "A", "tag", tag(W_LOG, r"$x \neq \log_2 10$"), "'x ≠ log_2 10': a negated value"),
        ("tag_given", "A", "tag", tag(W_LOG, r"$\boxed{10}$"), "a box inside the tag with the given 10"),
        ("tag_var", "N", "none", tag(W_LOG, "$x$"), "the tag holds only the variable: no_answer"),
        ("ann_unverified", "A", "boxed", L_LOG + r"¶¶$\boxed{\log_2 10}$ (unverified)", "'(unverified)' after the box: not a committed answer", True),
        ("ln", "B", "boxed", L_LOG + r"¶¶$\boxed{\frac{\ln 10}{\ln 2}}$", "ln 10 / ln 2 = log_2 10"),
        ("tag_sum", "B", "tag", tag(W_LOG, r"$1 + \log_2 5$"), "1 + log_2 5 = log_2 10"),
     ]),
]
# fmt: on

CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_fence_ann_red": (
        "reject",
        "a red colour alone could be emphasis, but here the model says it marks in red the numbers "
        "it is unsure of, so the red 138 is a value it flags as doubtful: a hedge, not a committed "
        "answer (README: a hedge is wrong; issue 25: annotation refused)",
    ),
    "g_cinema_ann_unverified": (
        "reject",
        "'(unverified)' is the model's own note that it does not stand behind the value; like "
        "'(guess)' and '(?)' it withholds commitment, and issue 25 asks that annotations on the "
        "final value be refused rather than read past",
    ),
    "m_log_ann_unverified": (
        "reject",
        "the boxed value is followed by '(unverified)': the model flags the box as not stood "
        "behind; refused like the other annotations (issue 25), although the boxed value is right",
    ),
    "ok_g_bike_rep": (
        "accept",
        "12.\\overline{9} (12.999... repeating) equals 13 exactly, and the line before says so; an "
        "exact value in another form is correct (README), unlike the terminating 12.9999999",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam230", CASES, [], DECISIONS)
