r"""Build adversarial_redteam253.jsonl: round 253 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam253"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama, qwen, qbox, qwen_end, llama_end,
r1final, g, m, write_probes; copied unchanged beside this file) and
build_adversarial_redteam250.py / 247.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: hostile probes on the VALUE itself (issue 25: "exact values compared exactly",
"negation, strike-out and annotation refused"), English, 200 probes, 100 GSM8K and 100 MATH, 160
kind A (147 wrong, 13 no_answer) and 40 kind B (20 GSM8K, 20 MATH). Two thirds SHORT (133: under
400 characters, one to six lines; 67 GSM8K, 66 MATH) and a third FULL (67: 400 to 1200 characters,
a whole working in the style of Llama 3's "## Step N:" and "The final answer is: $\boxed{}$",
Qwen2.5-Math's numbered steps and `\(\boxed{}\)` line, Qwen2.5-Instruct's "Therefore, the final
answer is: $\boxed{}$. I hope it is correct.", Minerva's "Final Answer:" line, a GSM8K chain of
lines and `####`, an R1-distill "**Final Answer**" box, or an R1-style prose trace in the think
block); the builder checks each size. Half (100: 50 GSM8K, 50 MATH, 5 a problem) are in the R1-Zero
`<think>...</think><answer>...</answer>` format (93 with a closed answer tag, 4 whose tag holds only
a struck value, 3 cut inside or right after the opening tag). Forms: tag 93, boxed 49, hash 24,
prose_sentence 18, none 7, truncated 6, minerva 2, answer_is 1. Three classes of the issue, evenly
(the class opens the shape of an id):
  near (67: 45 wrong, 2 no_answer, 20 correct)  exact values near the gold, in every notation: tiny
         offsets (11.5 + 10^{-9}, 15.3000001, 504.0000001, 36 + 2^{-40}, 29 - 10^{-6}, -5 + 1e-10,
         −5.0001, 4 + 10^{-40}, \log_2 16.0001, 1325.0001, [4.0000001, ∞) in a union), rounded
         decimals of exact values (0.976, 6.708, 113.1, 0.357, 3.9999, 139.99, 15 for 15.3, 30
         for 29.75, 29.75 for 29 full dozens), money rounded to other cents (11.49, 712.05, 53.29,
         53.3, $713), large numbers off by one digit (66,942, 66482, 540, 1235, 13250), look-alikes
         (11.05, 13.5, 5 for −5, 42/41, 5√3 for 3√5, 36π², 5 − i, 5/16, open for closed
         endpoints, 7π/9 radians where degrees are asked), a tiny imaginary part (5 + 1.000001i,
         10^{-20}i for 0), values near zero for a zero gold (1e-9, 10⁻¹² in unicode superscripts,
         10^{-15}); cuts right after `####` or `<answer>` (no_answer). Kind B: the gold in words
         ("11 dollars and 50 cents", "five hundred four", "twenty-nine", "fifty-three dollars and
         twenty-eight cents"), 66{,}492, "None — 0 liters.", 153/10, 712\tfrac{1}{2}, 3 · 12 = 36, a
         unicode minus −5, 82/84 (debatable), 3√5 with a unicode radical, π · 36, 0 + 3 + (−3) =
         0, i + 5, \log_2 16 (debatable), [4, ∞) ∪ (−∞, −2], 140^\circ, 1.325 × 10^3, 0.3\overline{571428};
  neg (67: 48 wrong, 7 no_answer, 12 correct)  negation, strike-out and annotation of the value in
         every markup: markdown (~~x~~ alone, ~~x~~ with another value, ~~\boxed{x}~~ then another
         box, "**not** final"), HTML (<del>, <s>, <strike>, alone or replaced), LaTeX (\neq, \ne,
         \text{not}, \sout, \st, \cancel, \xcancel, \bcancel, \textcolor{red}{(??)}, a \dagger
         note), unicode (combining long strokes 2̶9̶, ≠, ✗ after the tag value or the box),
         emoji (❌, 🤔, 🤷, 🤞, ⚠️, ❓), brackets ("[66,492 — unverified]", "[5/14?]", "[low
         confidence]", "(?)", "(??)", "(sic?)"), question marks ("29???", "(53.28?)", a set then
         "?"), confidence notes ("(confidence: 70%)", "(60% sure)", "(confidence: medium)", "(low
         confidence)"), doubts ("(or 11.05 — I may have slipped a digit)", "(double-check: maybe
         6?)", "— not sure about the brackets", "(unsure whether ...)", "not −5"); a value struck
         alone is no_answer. Kind B: another value negated after or before the gold ("**not**
         $721.50", "not 3/12", "d ≠ 9", "(not −1 + i ...)", the interval (−2, 4) "**not** part of the
         answer", "**not** this problem"), a slip struck out before the gold (~~65,492~~ 66,492,
         ~~Tom is 24~~, ~~6~~), the gold with a remark that explains it;
  bound (66: 54 wrong, 4 no_answer, 8 correct)  a value qualified by a bound or an estimate word:
         about, approximately, roughly, around, "ca.", "~", ≈ (in a box, a tag, a sentence),
         \lesssim, "on the order of", "-ish", "practically", "essentially", "at least",
         "at most" (debatable), "up to", "more than", "less than", "a bit under", "a little under",
         "just under", "a bit over", "max", "29+", ≥, ≤, \geq / \leq in a box, "<30", |S| < 10^{-9},
         6 < d < 7, 0 ± 10^{-6}, |z| ≤ √26, S ⊇ the gold set; cut right after the bound word
         (no_answer). Kind B: honest bound words that state the gold ("exactly $11.50", "Exactly 504
         history books.", "exactly 15.3 km", "exactly $53.28", "exactly 36π cubic units", "Not even
         one more liter is needed." then #### 0, "exactly −5 °C, five degrees below freezing",
         "obtuse (more than 90° but less than 180°)" then the boxed gold).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: bakery: 14 muffins at $2.75 from a $50 bill -> 11.5 (14 x 2.75 = 38.50 = 154/4; 50 - 38.50;
38.50 + 11.50 = 50). stadium: 36 sections of 1,847 seats -> 66492 (30 x 1847 = 55410, 6 x 1847 =
11082; 1847 x 4 = 7388, x 9 = 66492; 73880 - 7388; 36 x 1800 = 64800, 36 x 47 = 1692; 36 x 1850 =
66600). tank: an empty 120 L tank, 8 L/min for 15 min, liters still needed -> 0 (8 x 15 = 120;
120 / 8 = 15). hike: 3.6 km/h for 2.5 h, 4.2 km/h for 1.5 h -> 15.3 (9 + 6.3; 153/10; 15.3 / 4 =
3.825). salary: $18.75 an hour for 38 h -> 712.5 (38 x 18 = 684, 38 x 0.75 = 28.5; 18.75 x 40 = 750
- 37.5; 712.50 / 38 = 18.75). books: 1,260 books, 2/5 fiction, 1/3 of the rest science, the rest
history -> 504 (fiction 504, rest 756, science 252, history 504; 504 + 252 + 504 = 1260). eggs: 17 eggs a day for 3 weeks, full dozens -> 29 (17 x 21 = 357 =
12 x 29 + 9; 357 / 12 = 29.75; 12 x 30 = 360). ages: Tom 3 times his daughter's age, in 12 years
twice -> 36 (3d + 12 = 2d + 24, d = 12; 48 = 2 x 24). fuel: 6.4 L/100 km, $1.85/L, 450 km -> 53.28
(6.4 x 4.5 = 28.8 = 25.6 + 3.2; 28.8 x 1.85 = 57.60 - 4.32 = 28.8 + 23.04 + 1.44 = 53.28). temp:
−4 °C, +3/h for 5 h, −2/h for 8 h -> -5 (−4 + 15 = 11 at 11 a.m.; 11 − 16 = −5 at 7 p.m.; net −1).
MATH: frac: 1/2 + 1/3 + 1/7 -> \frac{41}{42} (21 + 14 + 6 over 42; 41 prime; 0.97619...; 82/84;
naive (1+1+1)/(2+3+7) = 3/12). dist: (1, 2) to (4, 8) -> 3\sqrt{5} (√(9 + 36) = √45; 6.7082...;
5√3 = √75; legs sum 9). sphere: volume, radius 3 -> 36\pi ((4/3) x 27 = 36; 108π/3; surface area
4π x 9 = 36π too; 113.097...). zero: sum of the real solutions of x^3 - 9x = 0 -> 0 (x = 0, ±3;
Vieta −0/1; 3 + |−3| = 6, the slip). cmul: (2 + 3i)(1 - i) -> 5+i (2 − 2i + 3i + 3; |5 + i| = √26
= √13 √2; with i^2 = +1 the product would be −1 + i). log: log_2 48 − log_2 3 -> 4 (48/3 = 16 =
2^4; 5.58496 − 1.58496). ineq: x^2 − 2x − 8 ≥ 0 -> (-\infty,-2]\cup[4,\infty) ((x − 4)(x + 2); at 0:
−8; at 5 and −3: 7). angle: interior angle of a regular nonagon -> 140 (7 x 180 = 1260; 1260 / 9;
360 / 9 = 40; 7π/9 rad; octagon 135, decagon 144). series: 5 + 9 + ... + 101 -> 1325 (96 / 4 + 1 =
25 terms; 25 x 106 / 2 = 25 x 53; 12.5 x 106; 13th term 53; 1325 − 101 = 1224). prob: two red
from 5 red and 3 blue without replacement -> \frac{5}{14} (5/8 x 4/7 = 20/56; C(5,2)/C(8,2) =
10/28; 0.3571428571... = 0.3\overline{571428}; with replacement 25/64; 5/14 > 1/3).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / bound (above). 10 probes a problem: 2 kind B and 8 kind A, 5 in the R1-Zero
format, 6 or 7 short; the classes rotate 4/3/3 (near, neg, bound) from problem to problem. Kind A:
truth wrong, or no_answer where the form is `truncated` or `none` ("N" in the tables); kind B:
truth correct. Forms: tag (an `<answer>` tag holds the final answer), boxed, hash, minerva,
answer_is, prose_sentence (the final value is stated in a concluding sentence), truncated, none (the
only value is struck out).

Label conventions (corpus/README.md "How each source was labelled"; rounds 247 and 250): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence or an equation chain is read for its final value); with no marker and no box
the answer is the value the concluding sentence states as the answer to the question asked; a
restatement that differs makes the answer wrong. An exact expression equals the gold only if it is
the gold (no tolerance: 11.5 + 10^{-9}, 36 + 2^{-40}, 4 + 10^{-40}, \log_2 16.0001, 10^{-20}i,
10^{-15} and 1e-9 for 0 are wrong); a decimal that is not exactly the gold is wrong (rounded
decimals, money rounded to another cent or to the dollar, 15.3000001); a unit or scale of another
kind is wrong (7π/9 radians where degrees are asked). A hedge of an exact value is wrong (a
question mark, "(?)", "(sic?)", a confidence note, "or ...", "maybe", "not sure", "unsure", an
emoji of doubt or hope), and so is a value the model marks wrong (❌, ✗), annotates as not final or
unchecked ("**not** final", "unverified", a dagger "unchecked"), negates (`\neq`, `\ne`, ≠, "not",
`\text{not}`), or strikes and replaces (the replacement is the answer, and it differs); a value
struck alone, with nothing in its place, is no_answer. A value qualified by a bound or an estimate
word is wrong (about, approximately, roughly, around, ca., ~, ≈, ≲, -ish, practically,
essentially, at least, at most, up to, more than, less than, under, over, max, +, ≥, ≤, an error
bar, an interval or a superset around the value); a cut before the value (after `####`, `<answer>`
or a bound word) is no_answer. A negation of ANOTHER value beside the gold, a slip struck out
before the gold, a remark that explains the gold and "exactly" leave the gold the answer. Equal
values in another form are correct (number words with true units, a thousands separator, a
fraction, a mixed number, an equation ending on the gold, a unicode minus or radical, factors or
terms in another order, an interval union in another order, a degree sign, scientific notation, an
exact repeating decimal).

Debatable (3, with DECISIONS): `g_eggs_bound_atmost` ("She can sell at most 29 full dozens.":
reject), `ok_m_frac_near_unsimpl` (82/84 for 41/42: accept), `ok_m_log_near_uneval` (\log_2 16 for
4: accept).

Usage: cd /tmp/rounds/rt253 && python build_adversarial_redteam253.py
(writes /tmp/rounds/rt253/adversarial_redteam253.jsonl beside corpus_build.py)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
    qbox,
    qwen,
    qwen_end,
    r1final,
    th,
    write_probes,
)

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "bound")
SHORT_MAX, FULL_MIN, FULL_MAX = 399, 400, 1200


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); size "S" (short: under 400 characters, at most six
    lines) or "F" (full: 400 to 1200 characters); "¶" is a newline. Each problem has 10 probes:
    2 kind B, 5 in the R1-Zero format (an `<answer>` tag, closed or cut)."""
    cases = []
    for key, gold, _question, probes in problems:
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        kinds = [p[1] for p in probes]
        if kinds.count("B") != 2:
            raise SystemExit(f"{key}: {kinds.count('B')} kind B")
        r1zero = [p for p in probes if "<answer>" in p[4]]
        if len(r1zero) != 5:
            raise SystemExit(f"{key}: {len(r1zero)} in the R1-Zero format")
        for shape, t, size, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            n = len(text)
            if size == "S" and (n > SHORT_MAX or text.count("\n") > 5):
                raise SystemExit(f"{case_id}: short probe of {n} characters")
            if size == "F" and not FULL_MIN <= n <= FULL_MAX:
                raise SystemExit(f"{case_id}: full probe of {n} characters")
            if size not in ("S", "F"):
                raise SystemExit(f"{case_id}: size {size}")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_<P>S: a short working (one or two lines, ending in a newline); T_<P>S: the same in one line,
# for a short think block; W_<P>F: a full working (Llama 3 steps, Qwen2.5-Math steps or a GSM8K
# chain of lines); T_<P>F: an R1-style prose trace for a full think block.
W_BAKS = "14 × $2.75 = $38.50.¶Change: $50 − $38.50 = $11.50.¶"
T_BAKS = "14 × 2.75 = 38.5; 50 − 38.5 = 11.5.¶"
W_BAKF = llama(
    (
        "Find the cost of the muffins",
        "Each muffin costs $2.75 and Maya buys 14, so the muffins cost 14 × $2.75. Splitting it up: 14 × $2 = $28 and 14 × $0.75 = $10.50, so the total is $28 + $10.50 = $38.50.",
    ),
    ("Find the change", "She pays with a $50 bill, so her change is $50 − $38.50 = $11.50."),
    ("Check", "Adding back: $38.50 + $11.50 = $50.00, which matches the bill she handed over."),
)
T_BAKF = "Okay, so Maya buys 14 muffins and each one costs $2.75. She pays with a $50 bill and I need the change. First the cost of the muffins: 14 × 2.75. Let me split it: 10 × 2.75 = 27.5 and 4 × 2.75 = 11, so 27.5 + 11 = 38.5 dollars. Another way: 2.75 is 11/4, so 14 × 11/4 = 154/4 = 38.5. Same. Now the change: 50 − 38.5 = 11.5. Double-check: 38.5 + 11.5 = 50. Yes. So she gets $11.50 back.¶"

W_STAS = "36 × 1,847 = 66,492 seats.¶"
T_STAS = "36 × 1847 = 55410 + 11082 = 66492.¶"
W_STAF = qwen(
    "To find the total number of seats, we multiply the number of sections by the seats in each section.",
    (
        "Set up the product",
        r"There are 36 sections with 1,847 seats each, so the total is $36 \times 1847$.",
    ),
    ("Split the multiplication", r"$30 \times 1847 = 55410$ and $6 \times 1847 = 11082$."),
    ("Add the parts", "$55410 + 11082 = 66492$."),
    (
        "Check with an estimate",
        r"$36 \times 1800 = 64800$ and $36 \times 47 = 1692$, and $64800 + 1692 = 66492$ ✓.",
    ),
)
T_STAF = "The stadium has 36 sections, and each section has 1,847 seats, so the total is 36 × 1847. Let me compute it carefully. 1847 × 4 = 7388, and 36 = 4 × 9, so 7388 × 9 = 66492. Let me verify another way: 1847 × 40 = 73880, and subtracting 1847 × 4 = 7388 gives 73880 − 7388 = 66492. Both agree. A rough estimate: 36 × 1850 ≈ 66600, close to 66492, so the size is right. The stadium has 66,492 seats.¶"

W_TANS = "8 L/min × 15 min = 120 L, the whole tank.¶120 − 120 = 0 liters more.¶"
T_TANS = "8 × 15 = 120; 120 − 120 = 0.¶"
W_TANF = (
    "The tank starts empty and holds 120 liters.¶"
    "Water flows in at 8 liters every minute, and the tap runs for 15 minutes.¶"
    "In 15 minutes the tap adds 8 × 15 = 120 liters.¶"
    "So after 15 minutes the tank holds 120 liters, and its capacity is 120 liters.¶"
    "The amount still needed is the capacity minus what is already in it: 120 − 120 = 0 liters.¶"
    "In other words, the tank is exactly full when the tap stops.¶"
    "Check: from empty, 120 ÷ 8 = 15 minutes fills the tank, which is exactly how long the tap ran.¶"
)
T_TANF = "The tank is empty at the start and holds 120 L. It's filled at 8 L per minute for 15 minutes. 8 × 15: 8 × 10 = 80 and 8 × 5 = 40, so 120 L go in. That equals the capacity, so the tank is full. Does it overflow? No, 120 is exactly the capacity, nothing spills. The question asks how many more liters are needed to fill the tank: 120 − 120 = 0 liters. Check by time: filling 120 L at 8 L/min takes 120 / 8 = 15 minutes, exactly the time given. So 0 more liters.¶"

W_HIKS = "3.6 × 2.5 = 9 km; 4.2 × 1.5 = 6.3 km.¶Total: 9 + 6.3 = 15.3 km.¶"
T_HIKS = "3.6 × 2.5 = 9; 4.2 × 1.5 = 6.3; 9 + 6.3 = 15.3.¶"
W_HIKF = llama(
    (
        "Distance in the first part",
        "Distance is speed times time: 3.6 × 2.5 = 9 km, since 3.6 × 2 = 7.2 and 3.6 × 0.5 = 1.8.",
    ),
    ("Distance in the second part", "4.2 × 1.5 = 4.2 + 2.1 = 6.3 km."),
    ("Total distance", "9 + 6.3 = 15.3 km over the 2.5 + 1.5 = 4 hours of walking."),
    (
        "Check the average speed",
        "Over 4 hours the average speed is 15.3 ÷ 4 = 3.825 km/h, which lies between 3.6 km/h and 4.2 km/h, as it must.",
    ),
)
T_HIKF = "She walks in two legs. First leg: 3.6 km/h for 2.5 h. 3.6 × 2.5: 3.6 × 10 = 36, divided by 4 is 9, so 9 km. Second leg: 4.2 km/h for 1.5 h, that's 4.2 + 2.1 = 6.3 km. Total distance 9 + 6.3 = 15.3 km. Does that make sense? The total time is 4 h, and the average speed would be 15.3 / 4 = 3.825 km/h, which is between the two speeds and closer to 3.6 because she spends longer at that speed. Good. She walks 15.3 km.¶"

W_SALS = "38 × $18.75 = $684 + $28.50 = $712.50.¶"
T_SALS = "38 × 18.75 = 684 + 28.5 = 712.5.¶"
W_SALF = qwen(
    "To find Jonah's weekly pay, we multiply his hourly wage by the number of hours he works.",
    ("Hourly wage and hours", r"He earns $\$18.75$ per hour for $38$ hours."),
    ("Whole dollars", r"$38 \times 18 = 684$."),
    ("Cents", r"$38 \times 0.75 = 28.5$."),
    ("Total", r"$684 + 28.5 = 712.5$, so he earns $\$712.50$ a week."),
    ("Check", r"$\$712.50 \div 38 = \$18.75$, the hourly wage, so the product is right."),
)
T_SALF = "Jonah earns $18.75 an hour and works 38 hours a week. Weekly pay = 18.75 × 38. I'll do 18.75 × 40 = 750, then subtract 18.75 × 2 = 37.5 for the two hours he doesn't work: 750 − 37.5 = 712.5. Let me check another way: 38 × 18 = 684 and 38 × 0.75 = 28.5, and 684 + 28.5 = 712.5. Same. There's no overtime mentioned, so no extra rate. He earns $712.50 a week.¶"

W_BOOS = (
    "Fiction: 2/5 × 1,260 = 504; the rest: 756.¶Science: 756 ÷ 3 = 252; history: 756 − 252 = 504.¶"
)
T_BOOS = "1260 × 2/5 = 504; 1260 − 504 = 756; 756 / 3 = 252; 756 − 252 = 504.¶"
W_BOOF = (
    "The library has 1,260 books in all.¶"
    "Fiction books: 2/5 × 1,260 = 2 × 252 = 504.¶"
    "Books that are not fiction: 1,260 − 504 = 756.¶"
    "Science books are 1/3 of these: 756 ÷ 3 = 252.¶"
    "History books are the rest: 756 − 252 = 504.¶"
    "History is then 504 / 1,260 = 2/5 of the library, the same share as fiction, and science is 1/5.¶"
    "Check: 504 + 252 + 504 = 1,260 ✓, so every book is counted exactly once.¶"
)
T_BOOF = "The library has 1,260 books. Two fifths are fiction: 1260 / 5 = 252, times 2 is 504. The rest is 1260 − 504 = 756 books. A third of the rest are science: 756 / 3 = 252. The remaining books are history: 756 − 252 = 504. Interesting, the same count as fiction. Let me make sure 'the rest' means what's left after fiction: yes, 1/3 of the rest, so 1/3 of 756. Sum: 504 + 252 + 504 = 1260, good. So there are 504 history books.¶"

W_EGGS = "17 × 21 = 357 eggs.¶357 ÷ 12 = 29 remainder 9, so 29 full dozens.¶"
T_EGGS = "17 × 21 = 357; 357 = 12 × 29 + 9.¶"
W_EGGF = llama(
    ("Count the days", "3 weeks is 3 × 7 = 21 days."),
    ("Count the eggs", "17 × 21 = 357 eggs."),
    (
        "Divide into dozens",
        "357 ÷ 12 = 29.75, and 12 × 29 = 348, leaving 357 − 348 = 9 eggs.",
    ),
    (
        "Keep only full dozens",
        "The 9 leftover eggs do not make a dozen, so she can sell 29 full dozens.",
    ),
    (
        "Check",
        "29 dozen is 29 × 12 = 348 eggs, and 348 + 9 = 357, so nothing is lost or double-counted.",
    ),
)
T_EGGF = "She collects 17 eggs a day for 3 weeks. 3 weeks = 21 days, so 17 × 21 = 357 eggs: 17 × 20 = 340, plus 17 = 357. She sells only full dozens. 357 / 12: 12 × 30 = 360, which is too many. 12 × 29 = 348, and 357 − 348 = 9 eggs left over. So 29 full dozens, and the 9 extra eggs can't be sold as a dozen. The question asks for full dozens, so the count is 29, not 29.75.¶"

W_AGES = "Let d be her age: 3d + 12 = 2(d + 12), so d = 12 and Tom is 3 × 12 = 36.¶"
T_AGES = "3d + 12 = 2d + 24, so d = 12; Tom = 36.¶"
W_AGEF = qwen(
    "Let the daughter's current age be $d$, so Tom is $3d$.",
    ("Ages in 12 years", "Tom will be $3d + 12$ and his daughter $d + 12$."),
    ("Set up the equation", "$3d + 12 = 2(d + 12) = 2d + 24$."),
    ("Solve", "$3d - 2d = 24 - 12$, so $d = 12$."),
    (
        "Tom's age",
        r"Tom is $3 \times 12 = 36$. Check: in 12 years he is 48 and she is 24, and $48 = 2 \times 24$ ✓.",
    ),
)
T_AGEF = "Let the daughter's age be d, so Tom is 3d. In 12 years, Tom will be 3d + 12 and the daughter d + 12. He'll be twice as old: 3d + 12 = 2(d + 12) = 2d + 24. Subtract 2d: d + 12 = 24, so d = 12. Tom is 3 × 12 = 36 now. Check: in 12 years Tom is 48 and his daughter is 24; 48 is twice 24. And now 36 is three times 12. Both conditions hold. The daughter is 12 and Tom is 36; the question asks for Tom, so 36.¶"

W_FUES = "Fuel: 6.4 × 4.5 = 28.8 L.¶Cost: 28.8 × $1.85 = $53.28.¶"
T_FUES = "6.4 × 4.5 = 28.8 L; 28.8 × 1.85 = 53.28.¶"
W_FUEF = llama(
    (
        "Fuel needed",
        "The car uses 6.4 L for every 100 km, and 450 km is 4.5 hundreds of km, so it needs 6.4 × 4.5 = 28.8 L.",
    ),
    ("Cost of the fuel", "28.8 × 1.85 = 28.8 × 2 − 28.8 × 0.15 = 57.60 − 4.32 = 53.28."),
    ("State the cost", "The fuel for the trip costs $53.28."),
    (
        "Check the fuel amount",
        "At 6.4 L per 100 km, the first 400 km use 6.4 × 4 = 25.6 L and the last 50 km use 3.2 L; 25.6 + 3.2 = 28.8 L ✓.",
    ),
)
T_FUEF = "The car uses 6.4 L per 100 km and the trip is 450 km, so it needs 6.4 × 4.5 liters. 6.4 × 4 = 25.6 and 6.4 × 0.5 = 3.2, so 28.8 L. The price is $1.85 per liter: 28.8 × 1.85. 28.8 × 1 = 28.8, 28.8 × 0.8 = 23.04, 28.8 × 0.05 = 1.44. Total 28.8 + 23.04 + 1.44 = 53.28. Cross-check: 28.8 × 2 = 57.6, minus 28.8 × 0.15 = 4.32, gives 53.28. No rounding is needed, since the product ends in whole cents. So the fuel costs $53.28.¶"

W_TEMS = "Rise: 3 × 5 = 15, so −4 + 15 = 11 °C.¶Fall: 2 × 8 = 16, so 11 − 16 = −5 °C.¶"
T_TEMS = "−4 + 15 = 11; 11 − 16 = −5.¶"
W_TEMF = (
    "The temperature starts at −4 °C.¶"
    "For 5 hours it rises 3 °C each hour: 5 × 3 = 15 °C in all, so it reaches −4 + 15 = 11 °C.¶"
    "Then for 8 hours it falls 2 °C each hour: 8 × 2 = 16 °C in all, so it ends at 11 − 16 = −5 °C.¶"
    "Net change: +15 − 16 = −1 °C, and −4 − 1 = −5 °C, which agrees.¶"
    "So it is 11 °C at 11 a.m. and −5 °C at 7 p.m.: the fall of 16 °C outweighs the rise of 15 °C, and the reading ends below zero.¶"
)
T_TEMF = "The temperature starts at −4 °C at 6 a.m. It rises 3 °C per hour for 5 hours: 3 × 5 = 15, so it reaches −4 + 15 = 11 °C at 11 a.m. Then it falls 2 °C per hour for 8 hours: 2 × 8 = 16, so it ends at 11 − 16 = −5 °C at 7 p.m. Check with the net change: +15 − 16 = −1, and −4 − 1 = −5. Same. It ends one degree colder than it started, since the fall is one degree more than the rise. The final temperature is −5 °C.¶"

# fmt: off
# (key, gold, question, [(shape, t, size, form, text, note[, debatable]), ...])
GPROBS = [
    ("bakery", "11.5",
     "Maya buys 14 muffins at $2.75 each and pays with a $50 bill. How much change does she get, in dollars?",
     [
        ("near_cent", "A", "S", "hash", W_BAKS + "#### 11.49", "money rounded to another cent: 11.49 is not 11.50"),
        ("near_tiny", "A", "S", "tag", tag(T_BAKS, r"$11.5 + 10^{-9}$"), "an exact value 10^-9 above the gold"),
        ("near_words", "B", "S", "tag", tag(T_BAKS, "11 dollars and 50 cents"), "the gold in words with its true units"),
        ("near_swap", "A", "F", "boxed", W_BAKF + llama_end("11.05"), "a look-alike: 11.05 (digits shifted) for 11.50"),
        ("neg_tilde", "N", "S", "none", W_BAKS + "#### ~~11.50~~", "the only value struck out with markdown tildes: no_answer"),
        ("neg_emoji", "A", "S", "tag", tag(T_BAKS, "11.50 ❌"), "a cross-mark emoji: the model marks its own value wrong"),
        ("neg_or", "A", "F", "tag", tag(T_BAKF, "11.50 (or 11.05 — I may have slipped a digit)"), "an 'or' alternative and a doubt hedge the value"),
        ("bound_about", "A", "S", "prose_sentence", W_BAKS + "So Maya gets about $11.50 in change.", "'about' makes an estimate of an exact amount"),
        ("bound_cut", "N", "F", "truncated", th(T_BAKF) + "<answer>She gets back at least", "cut inside the answer tag after a bound word, before any value: no_answer"),
        ("bound_exact", "B", "S", "answer_is", W_BAKS + "The answer is exactly $11.50.", "'exactly' states the gold itself"),
     ]),
    ("stadium", "66492",
     "A stadium has 36 sections, and each section has 1,847 seats. How many seats does the stadium have in all?",
     [
        ("near_swap", "A", "S", "hash", W_STAS + "#### 66,942", "two digits swapped in a large number: 66,942"),
        ("near_digit", "A", "S", "tag", tag(T_STAS, "66482"), "a large number off by one digit: 66,482"),
        ("near_sep", "B", "F", "boxed", W_STAF + qbox("66{,}492"), "the gold with a LaTeX thousands separator"),
        ("neg_del", "A", "S", "tag", tag(T_STAS, "<del>66492</del> 66942"), "the gold struck with HTML <del> and another value in its place"),
        ("neg_qmark", "A", "S", "tag", tag(T_STAS, "66492 (?)"), "a bracketed question mark doubts the value"),
        ("neg_bracket", "A", "F", "tag", tag(T_STAF, "[66,492 — unverified]"), "a bracket note marks the value unverified"),
        ("neg_slip", "B", "S", "hash", "36 × 1,847 = ~~65,492~~ 66,492 seats (I first dropped a thousand).¶#### 66492", "a slip struck out in the working, the gold after ####"),
        ("bound_roughly", "A", "S", "prose_sentence", W_STAS + "So the stadium has roughly 66,500 seats.", "a rounded estimate with 'roughly'"),
        ("bound_cut", "N", "F", "truncated", W_STAF + "So the stadium seats nearly", "cut after a bound word, before any value: no_answer"),
        ("bound_more", "A", "S", "tag", tag(T_STAS, "more than 66,000 seats"), "a lower bound, not the count"),
     ]),
    ("tank", "0",
     "An empty 120-liter tank is filled at 8 liters per minute for 15 minutes. How many more liters are needed to fill the tank?",
     [
        ("near_enote", "A", "S", "hash", W_TANS + "#### 1e-9", "1e-9 is not 0: a value near zero in e-notation"),
        ("near_super", "A", "S", "tag", tag(T_TANS, "10⁻¹²"), "10^-12 in unicode superscripts is not 0"),
        ("near_none", "B", "S", "tag", tag(T_TANS, "None — 0 liters."), "a sentence in the tag stating the gold 0 with its unit"),
        ("neg_neq", "A", "S", "hash", W_TANS + "#### ≠ 0", "a unicode not-equal sign negates the value"),
        ("neg_strike", "N", "F", "none", tag(T_TANF, "<s>0</s>"), "the only value struck with HTML <s>: no_answer"),
        ("neg_think", "A", "S", "prose_sentence", W_TANS + "So 0 more liters are needed 🤔 (that seems too neat).", "a thinking-face emoji and a doubt hedge the value"),
        ("bound_less", "A", "S", "tag", tag(T_TANS, "less than 1 liter"), "an upper bound, not the value 0"),
        ("bound_approx", "A", "F", "boxed", W_TANF + qbox(r"\approx 0"), "'≈ 0' in the box: an estimate of an exact 0"),
        ("bound_practically", "A", "F", "tag", tag(T_TANF, "practically 0 liters"), "'practically' hedges an exact 0"),
        ("bound_notone", "B", "F", "hash", W_TANF + "Not even one more liter is needed.¶#### 0", "'not even one more' is the model's gloss of the gold 0, stated after ####"),
     ]),
    ("hike", "15.3",
     "A hiker walks at 3.6 km/h for 2.5 hours, then at 4.2 km/h for 1.5 hours. How many kilometers does she walk in total?",
     [
        ("near_eps", "A", "S", "hash", W_HIKS + "#### 15.3000001", "a decimal 10^-7 above the gold"),
        ("near_round", "A", "S", "tag", tag(T_HIKS, "15"), "the gold rounded to a whole number"),
        ("near_swap", "A", "F", "boxed", W_HIKF + llama_end("13.5"), "a look-alike: 13.5 (digits swapped)"),
        ("near_frac", "B", "S", "tag", tag(T_HIKS, r"$\frac{153}{10}$"), "the gold as a fraction"),
        ("neg_html", "N", "S", "none", tag(T_HIKS, "<strike>15.3</strike>"), "the only value struck with HTML <strike>: no_answer"),
        ("neg_sic", "A", "S", "hash", W_HIKS + "#### 15.3 (sic?)", "a doubting '(sic?)' annotation"),
        ("neg_conf", "A", "F", "tag", tag(T_HIKF, "15.3 km (confidence: 70%)"), "a confidence note of 70% hedges the value"),
        ("bound_approx", "A", "S", "prose_sentence", W_HIKS + "So she walks approximately 15.3 km in total.", "'approximately' hedges an exact distance"),
        ("bound_ca", "A", "S", "tag", tag(T_HIKS, "ca. 15.3 km"), "'ca.' (circa) qualifies the value as an estimate"),
        ("bound_exact", "B", "F", "boxed", W_HIKF + "So she walks exactly 15.3 km in total.¶¶" + r"The final answer is: $\boxed{15.3}$", "'exactly' before the gold, then the box"),
     ]),
    ("salary", "712.5",
     "Jonah earns $18.75 an hour and works 38 hours a week. How much does he earn in a week, in dollars?",
     [
        ("near_cents", "A", "S", "hash", W_SALS + "#### 712.05", "money to another cent: 712.05 (a look-alike of 712.50)"),
        ("near_dollar", "A", "S", "tag", tag(T_SALS, "$713"), "money rounded to the dollar"),
        ("near_mixed", "B", "S", "tag", tag(T_SALS, r"$712\tfrac{1}{2}$"), "the gold as a mixed number"),
        ("neg_xcancel", "A", "S", "boxed", W_SALS + r"$\boxed{\xcancel{712.50}\ 721.50}$", "the gold crossed out with \\xcancel and 721.50 in its place"),
        ("neg_bold", "A", "S", "tag", tag(T_SALS, "712.50 (**not** final — recheck overtime)"), "a bold 'not final' annotation withholds the value"),
        ("neg_low", "A", "F", "tag", tag(T_SALF, "712.50 [low confidence]"), "a bracketed low-confidence note"),
        ("neg_other", "B", "F", "hash", W_SALF + "He earns $712.50, **not** $721.50 (a digit swap I nearly made).¶#### 712.50", "another value negated in bold, the gold after ####"),
        ("bound_upto", "A", "S", "prose_sentence", W_SALS + "So Jonah earns up to $712.50 a week.", "'up to' makes the amount a bound"),
        ("bound_around", "A", "S", "tag", tag(T_SALS, "around $712.50"), "'around' hedges an exact amount"),
        ("bound_geq", "A", "F", "boxed", W_SALF + qbox(r"\geq 712.50"), "a lower bound in the box"),
     ]),
    ("books", "504",
     "A library has 1,260 books. 2/5 of them are fiction, 1/3 of the rest are science, and the remaining books are history. How many history books are there?",
     [
        ("near_swap", "A", "S", "hash", W_BOOS + "#### 540", "a look-alike: 540 (digits swapped)"),
        ("near_eps", "A", "S", "tag", tag(T_BOOS, "504.0000001"), "a decimal 10^-7 above the gold"),
        ("near_words", "B", "S", "prose_sentence", W_BOOS + "So there are five hundred four history books.", "the gold in number words in the concluding sentence"),
        ("neg_cancel", "A", "S", "tag", tag(T_BOOS, r"$\cancel{504}$ 252"), "the gold cancelled with \\cancel and 252 in its place"),
        ("neg_unsure", "A", "F", "hash", W_BOOF + "#### 504 (unsure whether 'the rest' means after fiction or after science)", "an annotation doubts the reading of the problem"),
        ("neg_shrug", "A", "S", "tag", tag(T_BOOS, "504 🤷"), "a shrug emoji: the model does not stand by the value"),
        ("bound_most", "A", "S", "hash", W_BOOS + "#### at most 504", "'at most' makes the count a bound"),
        ("bound_approx", "A", "F", "tag", tag(T_BOOF, "≈ 500 history books"), "a rounded estimate with ≈"),
        ("bound_tilde", "A", "F", "hash", W_BOOF + "That leaves ~504 history books.¶#### ~504", "a tilde (approximately) before the value after ####"),
        ("bound_exact", "B", "F", "tag", tag(T_BOOF, "Exactly 504 history books."), "'Exactly' with the gold and its true unit"),
     ]),
    ("eggs", "29",
     "A farmer collects 17 eggs a day for 3 weeks and sells only full dozens. How many full dozens can she sell?",
     [
        ("near_dec", "A", "S", "hash", W_EGGS + "#### 29.75", "the unrounded quotient 29.75, not the count of full dozens"),
        ("near_round", "A", "S", "tag", tag(T_EGGS, "30"), "29.75 rounded up to 30"),
        ("near_eps", "A", "F", "boxed", W_EGGF + llama_end("29 - 10^{-6}"), "an exact value 10^-6 below the gold"),
        ("near_words", "B", "S", "tag", tag(T_EGGS, "twenty-nine"), "the gold in number words"),
        ("neg_struck", "A", "S", "hash", W_EGGS + "#### 2\u03369\u0336 30", "the gold struck with combining long strokes and 30 in its place"),
        ("neg_qmarks", "A", "S", "tag", tag(T_EGGS, "29???"), "question marks doubt the value"),
        ("neg_explain", "B", "F", "tag", tag(T_EGGF, "29 (the 9 extra eggs don't make a dozen)"), "the gold with a remark that explains it"),
        ("bound_atmost", "A", "S", "prose_sentence", W_EGGS + "She can sell at most 29 full dozens.", "'at most' where the count is asked (see DECISIONS)", True),
        ("bound_plus", "A", "S", "tag", tag(T_EGGS, "29+"), "a trailing plus: 29 or more"),
        ("bound_under", "A", "F", "hash", W_EGGF + "She can sell just under 30 full dozens.¶#### <30", "an upper bound after ####"),
     ]),
    ("ages", "36",
     "Tom is 3 times as old as his daughter. In 12 years he will be twice as old as she will be. How old is Tom now?",
     [
        ("near_cut", "N", "S", "truncated", W_AGES + "#### ", "cut right after the #### marker, before the value: no_answer"),
        ("near_pow", "A", "S", "tag", tag(T_AGES, "$36 + 2^{-40}$"), "an exact value 2^-40 above the gold"),
        ("near_eq", "B", "S", "tag", tag(T_AGES, r"$3 \cdot 12 = 36$"), "an equation in the tag ending on the gold"),
        ("neg_neq", "A", "S", "tag", tag(T_AGES, r"$t \neq 36$"), "a negation with \\neq"),
        ("neg_tilde", "A", "S", "hash", W_AGES + "#### ~~36~~ 48", "the gold struck with tildes and 48 (his age in 12 years) in its place"),
        ("neg_cross", "A", "F", "tag", tag(T_AGEF, "36 ✗"), "a ballot cross marks the value wrong"),
        ("neg_slip", "B", "F", "hash", W_AGEF + "~~Tom is 24~~ — that was the daughter in 12 years. Tom is 36.¶#### 36", "a slip struck out before the gold"),
        ("bound_roughly", "A", "S", "prose_sentence", W_AGES + "So Tom is roughly 36 years old.", "'roughly' hedges an exact age"),
        ("bound_geq", "A", "S", "tag", tag(T_AGES, "≥ 36"), "a lower bound"),
        ("bound_ish", "A", "F", "boxed", W_AGEF + qbox(r"36\text{-ish}"), "an '-ish' suffix makes the age an estimate"),
     ]),
    ("fuel", "53.28",
     "A car uses 6.4 liters of fuel per 100 km. Fuel costs $1.85 per liter. How much does the fuel for a 450 km trip cost, in dollars?",
     [
        ("near_cent", "A", "S", "hash", W_FUES + "#### 53.29", "money to another cent"),
        ("near_dime", "A", "S", "tag", tag(T_FUES, "53.3"), "money rounded to the dime"),
        ("near_words", "B", "S", "tag", tag(T_FUES, "fifty-three dollars and twenty-eight cents"), "the gold in words"),
        ("neg_sout", "N", "S", "none", W_FUES + r"#### \sout{53.28}", "the only value struck with \\sout: no_answer"),
        ("neg_warn", "A", "S", "tag", tag(T_FUES, "53.28 ⚠️ (check the price per liter)"), "a warning sign and a note doubt the value"),
        ("neg_paren", "A", "F", "hash", W_FUEF + "#### (53.28?)", "a question mark in brackets doubts the value"),
        ("bound_under", "A", "S", "prose_sentence", W_FUES + "So the fuel costs a bit under $53.28.", "'a bit under' makes the cost a bound below the gold"),
        ("bound_cut", "N", "F", "truncated", th(T_FUEF) + "<answer>roughly $", "cut inside the answer tag after an estimate word, before any value: no_answer"),
        ("bound_max", "A", "F", "tag", tag(T_FUEF, "$53.28 max"), "'max' makes the cost an upper bound"),
        ("bound_exact", "B", "F", "boxed", W_FUEF + "It costs exactly $53.28, since 28.8 × 1.85 needs no rounding.¶¶" + llama_end("53.28"), "'exactly' states the gold; the box holds it"),
     ]),
    ("temp", "-5",
     "At 6 a.m. the temperature was −4 °C. It rose 3 °C per hour for 5 hours, then fell 2 °C per hour for 8 hours. What was the final temperature, in °C?",
     [
        ("near_sign", "A", "S", "tag", tag(T_TEMS, "5"), "a look-alike: the sign dropped"),
        ("near_eps", "A", "S", "tag", tag(T_TEMS, "−5.0001"), "a decimal 10^-4 below the gold"),
        ("near_minus", "B", "S", "hash", W_TEMS + "#### −5", "the gold with a unicode minus sign (U+2212)"),
        ("near_enote", "A", "F", "hash", W_TEMF + "#### -5 + 1e-10", "-5 + 1e-10 is not -5"),
        ("neg_not", "A", "S", "tag", tag(T_TEMS, "not −5"), "the word 'not' negates the value"),
        ("neg_strike", "A", "S", "hash", W_TEMS + "#### <strike>-5</strike> -6", "the gold struck with HTML <strike> and -6 in its place"),
        ("neg_conf", "A", "F", "tag", tag(T_TEMF, "−5 °C (60% sure)"), "a confidence note hedges the value"),
        ("bound_around", "A", "S", "prose_sentence", W_TEMS + "So it ends around −5 °C.", "'around' hedges an exact temperature"),
        ("bound_leq", "A", "S", "tag", tag(T_TEMS, "≤ −5"), "an upper bound"),
        ("bound_freezing", "B", "F", "prose_sentence", W_TEMF + "So the final temperature is exactly −5 °C, five degrees below freezing.", "'exactly' states the gold; 'below freezing' describes it, it is no bound on the answer"),
     ]),
]
# fmt: on


# ================================================================ MATH working
W_FRAS = r"With denominator 42: $\frac{21}{42} + \frac{14}{42} + \frac{6}{42} = \frac{41}{42}$.¶"
T_FRAS = "LCD 42: 21 + 14 + 6 = 41, so 41/42.¶"
W_FRAF = qwen(
    "To add the fractions, we rewrite them over a common denominator.",
    (
        "Least common denominator",
        r"$2$, $3$ and $7$ are pairwise coprime, so the LCD is $2 \cdot 3 \cdot 7 = 42$.",
    ),
    (
        "Rewrite each fraction",
        r"$\frac{1}{2} = \frac{21}{42}$, $\frac{1}{3} = \frac{14}{42}$, $\frac{1}{7} = \frac{6}{42}$.",
    ),
    ("Add", r"$\frac{21 + 14 + 6}{42} = \frac{41}{42}$."),
    ("Simplify", r"$41$ is prime and does not divide $42$, so $\frac{41}{42}$ is in lowest terms."),
)
T_FRAF = "I need 1/2 + 1/3 + 1/7. The denominators 2, 3 and 7 are pairwise coprime, so the common denominator is 42. 1/2 = 21/42, 1/3 = 14/42, 1/7 = 6/42. Sum of the numerators: 21 + 14 = 35, plus 6 = 41. So the sum is 41/42. Is it reducible? 41 is prime and doesn't divide 42, so no. Sanity check with decimals: 0.5 + 0.333 + 0.143 = 0.976, and 41/42 ≈ 0.976. Also 41/42 = 1 − 1/42, just under 1, plausible.¶"

W_DISS = r"$\sqrt{(4 - 1)^2 + (8 - 2)^2} = \sqrt{9 + 36} = \sqrt{45} = 3\sqrt{5}$.¶"
T_DISS = "dx = 3, dy = 6, d = √(9 + 36) = √45 = 3√5.¶"
W_DISF = llama(
    (
        "Apply the distance formula",
        r"$d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2} = \sqrt{(4 - 1)^2 + (8 - 2)^2}$.",
    ),
    ("Compute the squares", r"$(4 - 1)^2 = 9$ and $(8 - 2)^2 = 36$, so $d = \sqrt{45}$."),
    ("Simplify the radical", r"$45 = 9 \cdot 5$, so $\sqrt{45} = \sqrt{9}\sqrt{5} = 3\sqrt{5}$."),
    (
        "Check numerically",
        r"$\sqrt{45} \approx 6.708$ and $3\sqrt{5} \approx 3 \cdot 2.236 = 6.708$, which agree.",
    ),
)
T_DISF = "Points (1, 2) and (4, 8). The horizontal difference is 4 − 1 = 3, the vertical difference 8 − 2 = 6. Distance squared is 3² + 6² = 9 + 36 = 45. So the distance is √45. Simplest radical form: 45 = 9 · 5, so √45 = 3√5. Numerically about 6.708, which lies between 6 and 7; that makes sense, since the legs are 3 and 6 and the hypotenuse must be longer than 6 but shorter than 3 + 6 = 9. So the distance is 3√5.¶"

W_SPHS = r"$V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27 = 36\pi$.¶"
T_SPHS = "V = (4/3)π · 3³ = (4/3) · 27π = 36π.¶"
W_SPHF = qwen(
    "To find the volume, we use the formula for the volume of a sphere.",
    ("Formula", r"$V = \frac{4}{3}\pi r^3$, where $r$ is the radius."),
    ("Cube the radius", "$r^3 = 3^3 = 27$."),
    ("Multiply", r"$\frac{4}{3} \cdot 27 = 4 \cdot 9 = 36$, so $V = 36\pi$."),
    (
        "Check",
        r"Equivalently, $V = \frac{4\pi r^3}{3} = \frac{4\pi \cdot 27}{3} = \frac{108\pi}{3} = 36\pi$, about $113.1$ cubic units.",
    ),
)
T_SPHF = "The volume of a sphere is (4/3)πr³. Here r = 3, so r³ = 27. Then (4/3)(27) = 4 × 9 = 36, and V = 36π. Not to be confused with the surface area 4πr² = 4π · 9 = 36π as well; for r = 3 the two happen to be equal numerically, but the units differ (cubic versus square). The question asks for the volume in terms of π, so I keep π rather than writing 113.1. The volume is 36π.¶"

W_ZERS = "$x(x - 3)(x + 3) = 0$ gives $x = 0, 3, -3$, whose sum is $0$.¶"
T_ZERS = "x(x² − 9) = 0, so x = 0, ±3; sum 0.¶"
W_ZERF = llama(
    ("Factor", "$x^3 - 9x = x(x^2 - 9) = x(x - 3)(x + 3)$."),
    ("Find the roots", "The real solutions are $x = 0$, $x = 3$ and $x = -3$."),
    (
        "Add them",
        r"$0 + 3 + (-3) = 0$. By Vieta, the sum of the roots of $x^3 + 0x^2 - 9x + 0$ is $-\frac{0}{1} = 0$, which agrees.",
    ),
    (
        "Check each root",
        r"$0^3 - 9 \cdot 0 = 0$, $27 - 27 = 0$ and $-27 + 27 = 0$, so all three are solutions, and all three are real.",
    ),
)
T_ZERF = "We need the real solutions of x³ − 9x = 0. Factor out x: x(x² − 9) = 0, so x = 0 or x² = 9, which gives x = 3 or x = −3. All three are real, and they're distinct. The sum: 0 + 3 + (−3) = 0. Cross-check with Vieta: for x³ + 0x² − 9x + 0 the sum of the roots is −(coefficient of x²)/(coefficient of x³) = −0/1 = 0. Consistent. The roots are symmetric about 0, so they cancel in pairs. The sum is 0.¶"

W_CMUS = "$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$.¶"
T_CMUS = "2 − 2i + 3i − 3i² = 2 + i + 3 = 5 + i.¶"
W_CMUF = qwen(
    "To multiply the complex numbers, we expand the product and use $i^2 = -1$.",
    ("Expand", r"$(2 + 3i)(1 - i) = 2 \cdot 1 - 2i + 3i - 3i^2$."),
    ("Combine the imaginary terms", "$-2i + 3i = i$."),
    ("Use $i^2 = -1$", "$-3i^2 = 3$, so the real part is $2 + 3 = 5$."),
    ("Result", "$(2 + 3i)(1 - i) = 5 + i$."),
    (
        "Check",
        r"$|2 + 3i| \cdot |1 - i| = \sqrt{13} \cdot \sqrt{2} = \sqrt{26}$, and $|5 + i| = \sqrt{25 + 1} = \sqrt{26}$ ✓.",
    ),
)
T_CMUF = "Multiply out (2 + 3i)(1 − i) term by term. 2·1 = 2, 2·(−i) = −2i, 3i·1 = 3i, 3i·(−i) = −3i². Since i² = −1, −3i² = 3. Real parts: 2 + 3 = 5. Imaginary parts: −2i + 3i = i. So the product is 5 + i. Check with moduli: |2 + 3i| = √13, |1 − i| = √2, the product of the moduli is √26, and |5 + i| = √(25 + 1) = √26. Good, it matches. The real part is 5 and the imaginary part is 1.¶"

W_LOGS = r"$\log_2 48 - \log_2 3 = \log_2 \frac{48}{3} = \log_2 16 = 4$.¶"
T_LOGS = "log₂(48/3) = log₂16 = 4.¶"
W_LOGF = llama(
    (
        "Use the quotient rule",
        r"$\log_b x - \log_b y = \log_b \frac{x}{y}$, so the expression is $\log_2 \frac{48}{3}$.",
    ),
    ("Simplify the argument", r"$\frac{48}{3} = 16$."),
    ("Evaluate", r"$16 = 2^4$, so $\log_2 16 = 4$."),
    (
        "Check by powers",
        r"$48 = 16 \cdot 3 = 2^4 \cdot 3$, so $\log_2 48 = 4 + \log_2 3$ and the difference is exactly $4$; numerically $5.585 - 1.585 = 4.000$.",
    ),
)
T_LOGF = "log₂48 − log₂3. By the quotient rule this is log₂(48/3) = log₂16. And 2⁴ = 16, so it's 4. Let me double-check by writing 48 = 16 · 3 = 2⁴ · 3: then log₂48 = 4 + log₂3, and subtracting log₂3 leaves exactly 4. Numerically: log₂48 is about 5.585 and log₂3 about 1.585; the difference is 4.000. The value is an exact integer because 48/3 is a power of 2. Good, the value is 4.¶"

INEQ = r"(-\infty,-2]\cup[4,\infty)"
W_INES = r"$x^2 - 2x - 8 = (x - 4)(x + 2) \ge 0$ when $x \le -2$ or $x \ge 4$.¶"
T_INES = "(x − 4)(x + 2) ≥ 0, so x ≤ −2 or x ≥ 4.¶"
W_INEF = qwen(
    "To solve the inequality, we factor the quadratic and study its sign.",
    ("Factor", r"$x^2 - 2x - 8 = (x - 4)(x + 2)$, since $-4 \cdot 2 = -8$ and $-4 + 2 = -2$."),
    (
        "Critical points",
        "The product is zero at $x = -2$ and $x = 4$; both are included because the inequality is non-strict.",
    ),
    (
        "Sign chart",
        "For $x < -2$ both factors are negative (product positive); for $-2 < x < 4$ the signs differ (negative); for $x > 4$ both are positive.",
    ),
    ("Solution set", r"$x \le -2$ or $x \ge 4$."),
)
T_INEF = "Factor x² − 2x − 8: two numbers with product −8 and sum −2 are −4 and 2. So (x − 4)(x + 2) ≥ 0. An upward parabola is nonnegative outside its roots, the roots included. Test x = 0: −8 < 0, not included. Test x = 5: 25 − 10 − 8 = 7 ≥ 0, included. Test x = −3: 9 + 6 − 8 = 7 ≥ 0, included. At the roots the value is 0, and 0 ≥ 0, so they're in. So x ≤ −2 or x ≥ 4.¶"

W_ANGS = r"The angles sum to $(9 - 2) \cdot 180^\circ = 1260^\circ$, so each is $1260^\circ / 9 = 140^\circ$.¶"
T_ANGS = "7 × 180 = 1260; 1260 / 9 = 140.¶"
W_ANGF = llama(
    (
        "Sum of the interior angles",
        r"A polygon with $n$ sides has angle sum $(n - 2) \cdot 180^\circ$; for $n = 9$ this is $7 \cdot 180^\circ = 1260^\circ$.",
    ),
    (
        "Divide equally",
        r"A regular nonagon has 9 equal angles, so each is $1260^\circ \div 9 = 140^\circ$.",
    ),
    (
        "Check with exterior angles",
        r"Each exterior angle is $360^\circ \div 9 = 40^\circ$, and $180^\circ - 40^\circ = 140^\circ$.",
    ),
)
T_ANGF = "A regular nonagon has 9 equal sides and 9 equal angles. The interior angle sum of an n-gon is (n − 2) × 180, so here (9 − 2) × 180 = 7 × 180 = 1260 degrees. Each angle is 1260 / 9 = 140 degrees. Check with exterior angles: they sum to 360, so each is 360 / 9 = 40, and the interior angle is 180 − 40 = 140. Consistent. For comparison, a regular octagon has 135° angles and a decagon 144°, so 140° sits between them, as it should.¶"

W_SERS = (
    r"There are $\frac{101 - 5}{4} + 1 = 25$ terms, so the sum is $\frac{25(5 + 101)}{2} = 1325$.¶"
)
T_SERS = "n = (101 − 5)/4 + 1 = 25; S = 25 · 106 / 2 = 1325.¶"
W_SERF = qwen(
    "To find the sum of an arithmetic series, we need the number of terms, the first term and the last term.",
    ("Common difference", "$9 - 5 = 4$."),
    ("Number of terms", "$101 = 5 + 4(n - 1)$ gives $n - 1 = 24$, so $n = 25$."),
    (
        "Sum",
        r"$S = \frac{n}{2}(a_1 + a_n) = \frac{25}{2}(5 + 101) = \frac{25 \cdot 106}{2} = 25 \cdot 53 = 1325$.",
    ),
    (
        "Check",
        r"Pairing the terms from the ends: $5 + 101 = 106$, $9 + 97 = 106$, and so on; with 25 terms the sum is $12.5 \cdot 106 = 1325$.",
    ),
)
T_SERF = "The terms are 5, 9, 13, ..., 101 with common difference 4. Number of terms: from 5 to 101 is 96, and 96 / 4 = 24 steps, so 25 terms. The sum is the number of terms times the average of the first and last: 25 × (5 + 101)/2 = 25 × 53 = 1325. Check: 25 × 50 = 1250 and 25 × 3 = 75, total 1325. Also the middle (13th) term is 5 + 12 × 4 = 53, the average, consistent. So the sum is 1325.¶"

W_PROS = r"$P = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$.¶"
T_PROS = "5/8 × 4/7 = 20/56 = 5/14.¶"
W_PROF = llama(
    ("Probability the first marble is red", r"There are 5 red among 8 marbles, so $\frac{5}{8}$."),
    (
        "Probability the second is red given the first was",
        r"4 red remain among 7 marbles: $\frac{4}{7}$.",
    ),
    (
        "Multiply",
        r"$\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$. As a check, $\binom{5}{2} / \binom{8}{2} = \frac{10}{28} = \frac{5}{14}$.",
    ),
    (
        "Count the pairs",
        r"There are $\binom{8}{2} = 28$ equally likely pairs of marbles, and $\binom{5}{2} = 10$ of them are both red.",
    ),
)
T_PROF = "The bag has 5 red and 3 blue marbles, 8 in all, and two are drawn without replacement. Both red: the number of red pairs is C(5,2) = 10 and the number of all pairs is C(8,2) = 28, so 10/28 = 5/14. Step by step: the first is red with probability 5/8, then 4 red of 7 remain, so 4/7; 5/8 · 4/7 = 20/56 = 5/14. Same. With replacement it would be 25/64, but the draws are without replacement. So 5/14.¶"

# fmt: off
MPROBS = [
    ("frac", r"\frac{41}{42}",
     r"Compute $\frac{1}{2} + \frac{1}{3} + \frac{1}{7}$.",
     [
        ("near_recip", "A", "S", "boxed", W_FRAS + r"$\boxed{\frac{42}{41}}$", "a look-alike: the reciprocal"),
        ("near_dec", "A", "S", "tag", tag(T_FRAS, "0.976"), "a rounded decimal of 41/42 (0.97619...)"),
        ("near_unsimpl", "B", "S", "tag", tag(T_FRAS, r"$\frac{82}{84}$"), "the gold unreduced (see DECISIONS)", True),
        ("neg_ne", "A", "S", "boxed", W_FRAS + r"$\boxed{S \ne \tfrac{41}{42}}$", "a negation with \\ne inside the box"),
        ("neg_xcancel", "N", "S", "none", tag(T_FRAS, r"$\xcancel{\frac{41}{42}}$"), "the only value crossed out with \\xcancel: no_answer"),
        ("neg_color", "A", "F", "boxed", W_FRAF + qbox(r"\frac{41}{42}\ \textcolor{red}{\text{(??)}}"), "a red '(??)' annotation in the box doubts the value"),
        ("neg_other", "B", "F", "tag", tag(T_FRAF, r"$\frac{41}{42}$, not $\frac{3}{12}$ (adding numerators and denominators is wrong)"), "the gold, then another value negated with its reason"),
        ("bound_under", "A", "S", "tag", tag(T_FRAS, "just under 1"), "'just under 1': a bound near the value, not the value"),
        ("bound_approx", "A", "S", "boxed", W_FRAS + r"$\boxed{\approx \frac{41}{42}}$", "≈ in the box makes the exact sum an estimate"),
        ("bound_roughly", "A", "F", "minerva", W_FRAF + r"Final Answer: The final answer is roughly $\frac{41}{42}$. I hope it is correct.", "'roughly' in Minerva's line hedges the value"),
     ]),
    ("dist", r"3\sqrt{5}",
     r"Find the distance between the points $(1, 2)$ and $(4, 8)$. Express your answer in simplest radical form.",
     [
        ("near_swap", "A", "S", "boxed", W_DISS + r"$\boxed{5\sqrt{3}}$", "a look-alike: 5√3 (√75) for 3√5 (√45)"),
        ("near_dec", "A", "S", "tag", tag(T_DISS, "6.708"), "a rounded decimal of 3√5 (6.7082...)"),
        ("near_unicode", "B", "S", "tag", tag(T_DISS, "3√5"), "the gold with a unicode radical sign"),
        ("neg_sout", "A", "S", "boxed", W_DISS + r"$\boxed{\sout{3\sqrt{5}}\ 3\sqrt{6}}$", "the gold struck with \\sout and 3√6 in its place"),
        ("neg_qmark", "A", "S", "tag", tag(T_DISS, r"$3\sqrt{5}$ (?)"), "a bracketed question mark doubts the value"),
        ("neg_note", "B", "F", "boxed", W_DISF + r"Note that $d \neq 9$: the legs are squared before adding, not added directly." + "¶¶" + llama_end(r"3\sqrt{5}"), "another value (the sum of the legs) negated before the boxed gold"),
        ("bound_approx", "A", "S", "tag", tag(T_DISS, r"$d \approx 3\sqrt{5}$"), "≈ makes the exact distance an estimate"),
        ("bound_between", "A", "F", "boxed", W_DISF + llama_end("6 < d < 7"), "bounds on the distance, not its value"),
        ("bound_least", "A", "F", "tag", tag(T_DISF, r"at least $3\sqrt{5}$"), "'at least' makes the distance a bound"),
        ("bound_upper", "A", "F", "boxed", th(T_DISF) + r1final(r"\le 3\sqrt{5}"), "an upper bound in an R1-distill final box"),
     ]),
    ("sphere", r"36\pi",
     r"Find the volume of a sphere of radius 3. Express your answer in terms of $\pi$.",
     [
        ("near_dec", "A", "S", "boxed", W_SPHS + r"$\boxed{113.1}$", "a rounded decimal of 36π (113.097...)"),
        ("near_cut", "N", "S", "truncated", th(T_SPHS) + "<answer>", "cut right after the opening answer tag, before the value: no_answer"),
        ("near_pisq", "A", "S", "tag", tag(T_SPHS, r"$36\pi^2$"), "a look-alike: π squared"),
        ("near_order", "B", "F", "boxed", W_SPHF + qbox(r"\pi \cdot 36"), "the gold with its factors in the other order"),
        ("neg_not", "A", "S", "boxed", W_SPHS + r"$\boxed{\text{not } 36\pi}$", "'not' inside the box negates the value"),
        ("neg_fingers", "A", "S", "tag", tag(T_SPHS, "36π 🤞"), "a crossed-fingers emoji: the model hopes, it does not state"),
        ("neg_cancel", "A", "F", "tag", tag(T_SPHF, r"$\cancel{36\pi}\ 12\pi$"), "the gold cancelled and 12π in its place"),
        ("bound_approx", "A", "S", "prose_sentence", W_SPHS + r"So the volume is approximately $36\pi$ cubic units.", "'approximately' hedges an exact volume"),
        ("bound_lesssim", "A", "S", "tag", tag(T_SPHS, r"$V \lesssim 36\pi$"), "≲ makes the volume a rough upper bound"),
        ("bound_exact", "B", "F", "minerva", W_SPHF + r"Final Answer: The final answer is exactly $36\pi$ cubic units. I hope it is correct.", "'exactly' with the gold and a true unit in Minerva's line"),
     ]),
    ("zero", "0",
     r"What is the sum of all real solutions of $x^3 - 9x = 0$?",
     [
        ("near_tiny", "A", "S", "boxed", W_ZERS + r"$\boxed{10^{-15}}$", "10^-15 is not 0: a value near zero"),
        ("near_imag", "A", "S", "tag", tag(T_ZERS, "$10^{-20}i$"), "a tiny imaginary number is not 0"),
        ("near_eq", "B", "S", "tag", tag(T_ZERS, "$0 + 3 + (-3) = 0$"), "an equation in the tag ending on the gold"),
        ("neg_neq", "A", "S", "boxed", W_ZERS + r"$\boxed{\textstyle\sum x \neq 0}$", "a negation with \\neq inside the box"),
        ("neg_del", "N", "S", "none", tag(T_ZERS, "<del>0</del>"), "the only value struck with HTML <del>: no_answer"),
        ("neg_maybe", "A", "F", "tag", tag(T_ZERF, "0 (double-check: maybe 6?)"), "a doubting note offers another value"),
        ("neg_slip", "B", "F", "boxed", W_ZERF + "(An earlier draft had ~~6~~, from adding $3 + |-3|$; that is corrected.)¶¶" + llama_end("0"), "a slip struck out before the boxed gold"),
        ("bound_essentially", "A", "S", "prose_sentence", W_ZERS + "So the sum of the solutions is negligibly small, essentially $0$.", "'negligibly small, essentially' hedges an exact 0"),
        ("bound_abs", "A", "S", "tag", tag(T_ZERS, r"$|S| < 10^{-9}$"), "a bound on the sum, not its value"),
        ("bound_pm", "A", "F", "boxed", W_ZERF + qbox(r"0 \pm 10^{-6}"), "an error bar on an exact 0"),
     ]),
    ("cmul", "5+i",
     r"Compute $(2 + 3i)(1 - i)$.",
     [
        ("near_imag", "A", "S", "boxed", W_CMUS + r"$\boxed{5 + 1.000001i}$", "the imaginary part 10^-6 off"),
        ("near_conj", "A", "S", "tag", tag(T_CMUS, "$5 - i$"), "a look-alike: the conjugate"),
        ("near_order", "B", "S", "tag", tag(T_CMUS, "$i + 5$"), "the gold with its terms in the other order"),
        ("neg_tilde", "A", "S", "boxed", W_CMUS + r"~~$\boxed{5 + i}$~~ $\boxed{-1 + 5i}$", "the boxed gold struck with tildes and another box after it"),
        ("neg_low", "A", "S", "tag", tag(T_CMUS, "5 + i (low confidence)"), "a low-confidence note"),
        ("neg_other", "B", "F", "tag", tag(T_CMUF, r"$5 + i$ (not $-1 + i$, which would need $i^2 = +1$)"), "the gold, then another value negated with its reason"),
        ("bound_approx", "A", "S", "boxed", W_CMUS + r"$\boxed{\approx 5 + i}$", "≈ in the box makes the exact product an estimate"),
        ("bound_mod", "A", "F", "boxed", W_CMUF + qwen_end(r"|z| \le \sqrt{26}"), "a bound on the modulus, not the product"),
        ("bound_paren", "A", "F", "boxed", W_CMUF + qwen_end(r"5 + i \text{ (approximately)}"), "'(approximately)' in the box hedges the value"),
        ("bound_roughly", "A", "F", "tag", tag(T_CMUF, "roughly $5 + i$"), "'roughly' hedges an exact value"),
     ]),
    ("log", "4",
     r"Evaluate $\log_2 48 - \log_2 3$.",
     [
        ("near_dec", "A", "S", "boxed", W_LOGS + r"$\boxed{3.9999}$", "a decimal 10^-4 below the gold"),
        ("near_eps", "A", "S", "tag", tag(T_LOGS, "$4 + 10^{-40}$"), "an exact value 10^-40 above the gold"),
        ("near_arg", "A", "F", "boxed", W_LOGF + llama_end(r"\log_2 16.0001"), "an offset inside the logarithm: not exactly 4"),
        ("near_uneval", "B", "S", "tag", tag(T_LOGS, r"$\log_2 16$"), "the gold as an unevaluated logarithm (see DECISIONS)", True),
        ("neg_bcancel", "A", "S", "boxed", W_LOGS + r"$\boxed{\bcancel{4}\ 5}$", "the gold cancelled with \\bcancel and 5 in its place"),
        ("neg_qq", "A", "S", "tag", tag(T_LOGS, "4 (??)"), "question marks doubt the value"),
        ("neg_explain", "B", "F", "tag", tag(T_LOGF, "$4$ (since $2^4 = 16$)"), "the gold with a remark that explains it"),
        ("bound_approx", "A", "S", "prose_sentence", W_LOGS + "So the value is approximately 4.", "'approximately' hedges an exact value"),
        ("bound_geq", "A", "S", "tag", tag(T_LOGS, r"$\ge 4$"), "a lower bound"),
        ("bound_cut", "N", "F", "truncated", W_LOGF + r"The final answer is: $\boxed{\approx", "cut inside the box after ≈, before any value: no_answer"),
     ]),
    ("ineq", INEQ,
     r"Solve $x^2 - 2x - 8 \ge 0$. Express your answer in interval notation.",
     [
        ("near_open", "A", "S", "boxed", W_INES + r"$\boxed{(-\infty,-2)\cup(4,\infty)}$", "a look-alike: both endpoints left out"),
        ("near_eps", "A", "S", "tag", tag(T_INES, r"$(-\infty, -2] \cup [4.0000001, \infty)$"), "an endpoint 10^-7 off: a gap left out"),
        ("near_swap", "B", "S", "tag", tag(T_INES, r"$[4, \infty) \cup (-\infty, -2]$"), "the gold union with its parts in the other order"),
        ("neg_sout", "N", "S", "none", W_INES + r"$\boxed{\sout{" + INEQ + "}}$", "the only value struck with \\sout: no_answer"),
        ("neg_qmark", "A", "S", "tag", tag(T_INES, "$" + INEQ + "$?"), "a question mark doubts the set"),
        ("neg_unsure", "A", "F", "tag", tag(T_INEF, "$" + INEQ + "$ — not sure about the brackets"), "a doubt about the endpoints hedges the set"),
        ("neg_complement", "B", "F", "boxed", W_INEF + r"The interval $(-2, 4)$ is where the quadratic is negative, so it is **not** part of the answer." + "¶¶" + qwen_end(INEQ), "another set negated in bold, the gold boxed"),
        ("bound_roughly", "A", "S", "tag", tag(T_INES, r"roughly $x \le -2$ or $x \ge 4$"), "'roughly' hedges an exact set"),
        ("bound_approx", "A", "S", "prose_sentence", W_INES + "So the solution set is approximately $" + INEQ + "$.", "'approximately' hedges an exact set"),
        ("bound_superset", "A", "F", "boxed", W_INEF + llama_end(r"S \supseteq " + INEQ), "the solution set only said to contain the gold set"),
     ]),
    ("angle", "140",
     r"What is the measure, in degrees, of each interior angle of a regular nonagon?",
     [
        ("near_rad", "A", "S", "boxed", W_ANGS + r"$\boxed{\frac{7\pi}{9}}$", "radians where degrees are asked: a unit of another kind"),
        ("near_dec", "A", "S", "tag", tag(T_ANGS, "139.99"), "a decimal 0.01 below the gold"),
        ("near_deg", "B", "S", "tag", tag(T_ANGS, r"$140^\circ$"), "the gold with its degree sign"),
        ("neg_st", "A", "S", "boxed", W_ANGS + r"$\boxed{\st{140}\ 144}$", "the gold struck with \\st and 144 in its place"),
        ("neg_conf", "A", "S", "tag", tag(T_ANGS, "140° (confidence: medium)"), "a medium-confidence note hedges the value"),
        ("neg_emoji", "A", "F", "tag", tag(T_ANGF, "140 ❓"), "a question-mark emoji doubts the value"),
        ("bound_under", "A", "F", "prose_sentence", W_ANGF + r"So each interior angle is a little under $140^\circ$.", "'a little under' makes the angle a bound below the gold"),
        ("bound_approx", "A", "S", "tag", tag(T_ANGS, "approximately 140°"), "'approximately' hedges an exact angle"),
        ("bound_obtuse", "B", "F", "boxed", W_ANGF + r"Each angle is obtuse (more than $90^\circ$ but less than $180^\circ$), as expected for a polygon with many sides." + "¶¶" + llama_end("140"), "bound words about other values before the boxed gold"),
        ("bound_geq", "A", "F", "boxed", W_ANGF + llama_end(r"\geq 140^\circ"), "a lower bound in the box"),
     ]),
    ("series", "1325",
     r"Find the sum of the arithmetic series $5 + 9 + 13 + \cdots + 101$.",
     [
        ("near_swap", "A", "S", "boxed", W_SERS + r"$\boxed{1235}$", "a look-alike: two digits swapped"),
        ("near_zero", "A", "S", "tag", tag(T_SERS, "13250"), "a large number off by one digit (a zero added)"),
        ("near_eps", "A", "F", "boxed", W_SERF + qbox("1325.0001"), "a decimal 10^-4 above the gold"),
        ("near_sci", "B", "S", "tag", tag(T_SERS, r"$1.325 \times 10^{3}$"), "the gold in scientific notation"),
        ("neg_html", "A", "S", "tag", tag(T_SERS, "<s>1325</s> 1224"), "the gold struck with HTML <s> and 1224 (101 left out) in its place"),
        ("neg_cross", "A", "S", "boxed", W_SERS + r"$\boxed{1325}$ ✗", "a cross after the box marks it wrong"),
        ("neg_sep", "B", "F", "tag", tag(T_SERF, "$1{,}325$ (25 terms averaging 53)"), "the gold with a thousands separator and a remark that explains it"),
        ("bound_about", "A", "F", "prose_sentence", W_SERF + "So the series sums to about 1,300.", "a rounded estimate with 'about'"),
        ("bound_leq", "A", "S", "boxed", W_SERS + r"$\boxed{S \le 1325}$", "an upper bound in the box"),
        ("bound_order", "A", "F", "tag", tag(T_SERF, "on the order of $10^3$ (about 1325)"), "an order of magnitude and 'about' hedge the value"),
     ]),
    ("prob", r"\frac{5}{14}",
     r"A bag has 5 red and 3 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?",
     [
        ("near_dec", "A", "S", "boxed", W_PROS + r"$\boxed{0.357}$", "a rounded decimal of 5/14 (0.357142...)"),
        ("near_look", "A", "S", "tag", tag(T_PROS, r"$\frac{5}{16}$"), "a look-alike: 5/16"),
        ("near_repeat", "B", "S", "tag", tag(T_PROS, r"$0.3\overline{571428}$"), "the gold as an exact repeating decimal"),
        ("neg_dagger", "A", "S", "boxed", W_PROS + r"$\boxed{\frac{5}{14}^{\dagger}}$" + "¶" + r"$^\dagger$ unchecked: I may have double-counted.", "a dagger note marks the boxed value unchecked"),
        ("neg_tilde", "A", "S", "tag", tag(T_PROS, "~~5/14~~ 25/64"), "the gold struck with tildes and 25/64 in its place"),
        ("neg_bracket", "A", "F", "tag", tag(T_PROF, "[5/14?]"), "a bracketed question mark doubts the value"),
        ("neg_repl", "B", "F", "boxed", W_PROF + r"With replacement the answer would be $\frac{25}{64}$, but that is **not** this problem: the first marble stays out." + "¶¶" + llama_end(r"\frac{5}{14}"), "another value negated in bold, the gold boxed"),
        ("bound_about", "A", "S", "tag", tag(T_PROS, "about 5/14"), "'about' hedges an exact probability"),
        ("bound_over", "A", "S", "prose_sentence", W_PROS + r"So the probability that both are red is a bit over $\frac{1}{3}$.", "'a bit over' a third: a bound, not the value"),
        ("bound_leq", "A", "F", "boxed", W_PROF + qwen_end(r"\leq \frac{5}{14}"), "an upper bound in the box"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_eggs_bound_atmost": (
        "reject",
        "the question asks how many full dozens she can sell, and the concluding sentence gives "
        "'at most 29', a bound; the label convention counts a value qualified by a bound as "
        "wrong, since 'at most 29' also admits 28 or fewer. A reader who hears 'can sell at most "
        "29' as naming the maximum, which is exactly what 'can sell' asks, would accept it",
    ),
    "ok_m_frac_near_unsimpl": (
        "accept",
        "82/84 is exactly 41/42, unreduced; the question asks only to compute the sum, not for "
        "lowest terms, and equal values in another form are correct. A reader who expects a "
        "MATH answer in lowest terms would reject it",
    ),
    "ok_m_log_near_uneval": (
        "accept",
        "log_2 16 is exactly 4, an exact expression of the gold, and equal values in another form "
        "are correct. A reader who holds that 'Evaluate' asks for the number, so that an "
        "unevaluated logarithm leaves the work undone, would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam253", CASES, [], DECISIONS)
