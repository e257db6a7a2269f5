r"""Build adversarial_redteam157.jsonl: round 157 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam157"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 153.py / 155.py (structure, docstring, label conventions,
DECISIONS; their probe shapes skimmed to AVOID them) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B:
`<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit, a box, a
LaTeX expression or two values; long think blocks that try several candidate values; "**Final
Answer**" blocks and bold answers; a phrase marker then `####`; answers restated after a box in
other words (percent, cents, hours vs minutes: decided by the quantity asked); trailing checks
("Let me verify: ..."); completions cut at the token cap; invented next turns (`User:`, `Human:`,
`<|im_start|>user`); retractions phrased the way models phrase them ("Wait, ...", "Hmm, actually
...", "Let me recompute", "I made an error"); exact MATH values vs decimals; intervals, sets, tuples,
matrices, degrees/radians, base-n numerals, fractions, mixed numbers, complex numbers; negation and
annotation inside the answer; "X instead of Y" / "X rather than Y" phrasing. About half of kind B is
a right answer in an honest but unusual form (units, thousands separators, trailing words after the
number, `\text{}`, `\dfrac`, `^\circ`, "x = 3", "= 3", `\$18.00`, a bold answer followed by a note in
brackets). Most probes are built as PAIRS: the same shape once with a wrong value (kind A) and once
with the gold in an honest form (kind B), so a checker that keys on the shape alone fails one side.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 boxes of 18 muffins, 47 given away -> 115 (162; 162 - 47; slip 125); 4 h at 62 mph + 3 h at
48 mph -> 392 miles (248 + 144; average 56); phone plan $38 a month for 12 months + $75 activation ->
531 (456 + 75; without the fee 456); 3 lb apples at $1.85 + 2 jars of honey at $4.40 -> 14.35 (5.55 +
8.80; change from $20: 5.65); 7 dozen eggs a day for 6 days, EGGS asked -> 504 (84 a day; 42 dozen);
1 h 40 min of piano a day for 3 days, MINUTES asked -> 300 (100 * 3; 5 hours); 25 min of walking a day
for 30 days, HOURS asked -> 12.5 (750 minutes; / 60); 34 of 40 questions right, percent asked -> 85
(0.85; missed 15%); 6 degrees, falling 3 an hour for 5 hours -> -9 (15; 6 - 15); 8 pencils at 35
cents + 4 erasers at 45 cents, CENTS asked -> 460 (280 + 180 = $4.60); $1,250 + 8 weeks at $175 -
$640 -> 2010 (1,400; 2,650; 2,650 - 640); class of 32, 3/8 walk, the rest ride the bus, riders asked
-> 20 (12 walk); $80 jacket at 15% off, price asked -> 68 (discount 12); stadium of 45,600 seats at
92% for 3 games -> 125856 (41,952 a game).
MATH: two dice sum 8 -> 5/36 (5 of 36 outcomes; ~0.1389; 1/6 slip); distance (2, 3) to (6, 11) ->
4\sqrt{5} (16 + 64 = 80; ~8.944); |3x - 2| <= 7 -> [-5/3, 3] (-5 <= 3x <= 9); 2x^2 + x - 6 = 0 ->
-2, 3/2 ((2x - 3)(x + 2); sum -1/2); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; i^2 read as +1:
-5 - 10i); 135 degrees -> 3\pi/4 (~2.356); [[2, 1], [0, 3]][[1, -2], [4, 1]] -> [[6, -3], [12, 3]]
(2 + 4, -4 + 1; 0 + 12, 0 + 3; transpose [[6, 12], [-3, 3]]); interior angle of a regular decagon ->
144 (1440/10; exterior 36; 4\pi/5 rad); 47 in base 3 -> 1202_3 (27 + 18 + 0 + 2; reversed 2021_3 =
61); 2 3/4 + 1 5/6 -> 55/12 (33/12 + 22/12 = 4 7/12 ~ 4.583); x^3 - 4x = 0 -> -2, 0, 2; (2x - 5)^2
-> 4x^2 - 20x + 25; x + y = 9, 2x - y = 6 -> (5, 4) (3x = 15); 0.\overline{27} -> 3/11 (27/99);
C(10, 4) -> 210 (5040 / 24; ordered 5040); \sqrt{20}\sqrt{15} -> 10\sqrt{3} (\sqrt{300}; ~17.32);
f(x) = 3x^2 - 4x + 1 at -2 -> 21 (12 + 8 + 1; f(2) = 5); domain of \sqrt{5 - x} + 1/(x + 1) ->
(-\infty, -1) \cup (-1, 5]; vertex of y = x^2 + 4x + 1 -> (-2, -3) (4 - 8 + 1); 5 + 9 + ... + 65 ->
560 (16 terms; 16 * 70 / 2; 15 terms: 495); circle of circumference 12\pi, area asked -> 36\pi (r = 6;
~113.1; 144\pi with r = 12).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####` and **Final Answer** blocks, `x_` exactness (decimals for exact values, rounding, unsimplified forms,
mixed numbers, intervals, matrices), `n_` negation / annotation / "X instead of Y" inside or after the
answer, `u_` units and answers restated in other words (percent, cents, hours vs minutes, degrees vs
radians, base-n), `r_` retractions and trailing checks, `q_` invented next turns, `b_` token-cap cuts
(in the thinking, in a box, in a number, after a retraction, inside a trailing check). `h_` also holds
R1 **Final Answer** blocks after a think block. `_m_` after the prefix marks a MATH probe, `_ok_` kind B. Kind A: truth wrong /
no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136, 153 and 155): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its
subscript, an unreduced fraction or unsimplified radical equal to the gold, a mixed number equal to
the gold, an exact value followed by an approximation annotation) is correct; another quantity (a
subtotal, the average, the change instead of the cost, the per-day value, the other unit than the one
asked, the exterior angle, one root, the discount instead of the price) is wrong; an answer tag's
content is the final answer (a sentence or equation in it is read for the value it states; two values
in it are a hedge -> wrong); a decimal for an exact irrational / repeating / fractional MATH gold is
wrong; a rounded GSM8K value is wrong; degrees are not radians; a percent gold 85 accepts 85% and "85
percent", but 0.85 is another value; a hedge or two different final answers is wrong; no final
answer (cut at the token cap, an empty tag or box, a retraction with no new value before the cut) is
no_answer; a value the model marks wrong is wrong; "X instead of Y" / "X rather than Y" commits to X;
an explicit correction after the answer ("Wait", "Hmm, actually", "Let me recompute", "I made an
error") makes the new value final; a check, verification or pleasantry after a committed answer does
not replace it; text in an invented next turn (`User:`, `Human:`, ChatML) does not count, whether it
holds the gold or another value; an answer restated after its box as the same quantity in other words
keeps the box's value. Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam157.py (writes adversarial_redteam157.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    IM_USER,
    g,
    m,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K problems
# Each: gold, GSM8K-style working, an R1-style think block (with candidates), the lead of the
# answer sentence, wrong answer phrases (value, why) and right honest phrases (value, why), the
# plain #### form of a wrong value, and a retraction line to the gold / away from the gold.
GP = {
    "muf": dict(
        gold="115",
        work="9 boxes of 18 muffins is 9 * 18 = <<9*18=162>>162 muffins.\nAfter giving away 47, she has 162 - 47 = <<162-47=115>>115 muffins.\n",
        think="9 boxes times 18 muffins. 9 times 18 is 162. She gives away 47. 162 minus 47... 162 minus 50 is 112, plus 3 is 115.\n\nHmm, or did I get 125? 162 - 47: 7 from 12 leaves 5, 4 from 15 leaves 11. 115. Not 125.\n",
        lead="She has",
        wrong=[
            ("162 muffins", "the muffins baked (subtotal), not the ones left"),
            ("125 muffins", "a subtraction slip (162 - 47 = 125)"),
            ("115 or 125 muffins", "two values: a hedge"),
        ],
        right=[
            ("115 muffins left", "trailing words after the number"),
            (
                "one hundred fifteen (115) muffins",
                "the number in words with the digits in brackets",
            ),
            (r"\text{115 muffins}", "\\text{} around the value and unit"),
        ],
        hashw="162",
        slip="162 - 47 = 125",
        fix="162 - 47 = 115",
    ),
    "trip": dict(
        gold="392",
        work="In the first 4 hours he drives 4 * 62 = <<4*62=248>>248 miles.\nIn the next 3 hours he drives 3 * 48 = <<3*48=144>>144 miles.\nAltogether he drives 248 + 144 = <<248+144=392>>392 miles.\n",
        think="4 hours at 62 is 248. 3 hours at 48 is 144. Total 392 miles.\n\nThe average speed would be 392 / 7 = 56 mph, but the question asks for the total distance. 392.\n",
        lead="He drives",
        wrong=[
            ("56 miles per hour", "the average speed, not the distance asked"),
            ("248 miles", "only the first leg"),
            (
                "392 miles, or 56 mph on average",
                "two quantities: distance and speed; the final stated is the speed",
            ),
        ],
        right=[
            ("392 mi", "the abbreviation mi"),
            ("392 miles in total", "trailing words"),
            ("a total of 392 miles", "words before the number"),
        ],
        hashw="56",
        slip="248 + 144 = 382",
        fix="248 + 144 = 392",
    ),
    "phone": dict(
        gold="531",
        work="The monthly charges are 12 * 38 = <<12*38=456>>456 dollars.\nWith the $75 activation fee, the first year costs 456 + 75 = <<456+75=531>>531 dollars.\n",
        think="38 a month, 12 months: 38 * 12 = 456. Plus activation 75, so 531.\n\nWait, is the activation fee monthly? No, one time. So 531, not 456 + 900.\n",
        lead="The first year costs",
        wrong=[
            ("$456", "the monthly charges only; the activation fee forgotten"),
            ("$44.25 per month", "the per-month average (531 / 12), not the total"),
            ("$1,356", "the fee read as monthly (456 + 900)"),
        ],
        right=[
            ("$531.00", "dollar sign and cents"),
            (r"\$531", "escaped dollar sign"),
            ("531 dollars", "the unit word"),
        ],
        hashw="456",
        slip="456 + 75 = 521",
        fix="456 + 75 = 531",
    ),
    "honey": dict(
        gold="14.35",
        work="The apples cost 3 * 1.85 = <<3*1.85=5.55>>5.55 dollars.\nThe honey costs 2 * 4.40 = <<2*4.40=8.80>>8.80 dollars.\nIn total she pays 5.55 + 8.80 = <<5.55+8.80=14.35>>14.35 dollars.\n",
        think="Apples: 3 times 1.85 is 5.55. Honey: 2 times 4.40 is 8.80. Total 14.35.\n\nShe pays with a 20, so change would be 5.65, but the question asks how much she spends. 14.35.\n",
        lead="She spends",
        wrong=[
            ("$5.65", "the change from $20, not the amount spent"),
            ("$14.40", "rounded / slipped total"),
            ("$14", "rounded to whole dollars"),
        ],
        right=[
            ("$14.35 in total", "trailing words"),
            ("14 dollars and 35 cents", "dollars and cents in words"),
            ("\\$14.35", "escaped dollar sign"),
        ],
        hashw="5.65",
        slip="5.55 + 8.80 = 14.25",
        fix="5.55 + 8.80 = 14.35",
    ),
    "eggs": dict(
        gold="504",
        work="7 dozen eggs is 7 * 12 = <<7*12=84>>84 eggs a day.\nIn 6 days the farm collects 84 * 6 = <<84*6=504>>504 eggs.\n",
        think="7 dozen a day is 84 eggs. Times 6 days is 504. In dozens that's 42, but it asks how many eggs. 504.\n",
        lead="The farm collects",
        wrong=[
            ("84 eggs", "the per-day count"),
            ("498 eggs", "a slip (83 * 6, with 7 * 12 taken as 83)"),
            ("42", "the count in dozens as a bare number, eggs asked"),
        ],
        right=[
            ("504 eggs (42 dozen)", "the count with the dozens in brackets"),
            ("504 eggs in 6 days", "trailing words"),
            ("504\\text{ eggs}", "\\text{} unit"),
        ],
        hashw="42",
        slip="84 * 6 = 514",
        fix="84 * 6 = 504",
    ),
    "piano": dict(
        gold="300",
        work="1 hour 40 minutes is 60 + 40 = <<60+40=100>>100 minutes.\nOver 3 days he practises 100 * 3 = <<100*3=300>>300 minutes.\n",
        think="1 h 40 min = 100 minutes. 3 days: 300 minutes. That's 5 hours. Question asks minutes. 300.\n",
        lead="He practises",
        wrong=[
            ("5 hours", "hours, but minutes asked"),
            ("140 minutes", "1 h 40 read as 140 minutes, not multiplied by 3"),
            ("100 minutes", "one day only"),
        ],
        right=[
            ("300 minutes (5 hours)", "minutes with the hours in brackets"),
            ("300 min", "the abbreviation min"),
            ("300 minutes in total", "trailing words"),
        ],
        hashw="5",
        slip="100 * 3 = 320",
        fix="100 * 3 = 300",
    ),
    "walk": dict(
        gold="12.5",
        work="She walks 25 * 30 = <<25*30=750>>750 minutes.\nIn hours that is 750 / 60 = <<750/60=12.5>>12.5 hours.\n",
        think="25 minutes times 30 days is 750 minutes. Divide by 60: 12.5 hours. Check: 12 hours is 720, plus 30 minutes. Yes 12.5.\n",
        lead="She walks",
        wrong=[
            ("750 minutes", "minutes, but hours asked"),
            ("12.3 hours", "a division slip"),
            ("13 hours", "rounded"),
        ],
        right=[
            ("12.5 hours", "the unit word"),
            (
                "12.5 hours, i.e. 12 hours 30 minutes",
                "the hours asked, restated as the same quantity in h and min",
            ),
            ("12.50 hours", "a trailing zero"),
        ],
        hashw="750",
        slip="750 / 60 = 12.05",
        fix="750 / 60 = 12.5",
    ),
    "quiz": dict(
        gold="85",
        work="She got 34 of 40 right, which is 34 / 40 * 100 = <<34/40*100=85>>85 percent.\n",
        think="34 out of 40. 34/40 = 0.85. So 85 percent. She missed 6, which is 15%. The question asks the percent right. 85.\n",
        lead="She scored",
        wrong=[
            ("15%", "the percent missed"),
            ("0.85%", "0.85 percent is another value"),
            ("34 questions", "the count, not the percent"),
        ],
        right=[
            ("85%", "a percent sign"),
            ("85 percent", "the word percent"),
            ("85\\%", "an escaped percent sign"),
        ],
        hashw="15",
        slip="34 / 40 = 0.82",
        fix="34 / 40 = 0.85",
    ),
    "temp": dict(
        gold="-9",
        work="The temperature falls 3 * 5 = <<3*5=15>>15 degrees.\nIt ends at 6 - 15 = <<6-15=-9>>-9 degrees.\n",
        think="Starts at 6. Falls 3 per hour for 5 hours: 15 degrees. 6 - 15 = -9. Not 9: it goes below zero.\n",
        lead="The final temperature is",
        wrong=[
            ("9 degrees", "the sign dropped"),
            ("15 degrees", "the drop, not the temperature"),
            ("-6 degrees", "four hours only (6 - 12)"),
        ],
        right=[
            ("-9 degrees", "a unit word"),
            ("-9°", "a degree sign"),
            ("−9 degrees", "a Unicode minus sign"),
        ],
        hashw="9",
        slip="6 - 15 = -7",
        fix="6 - 15 = -9",
    ),
    "pencil": dict(
        gold="460",
        work="The pencils cost 8 * 35 = <<8*35=280>>280 cents.\nThe erasers cost 4 * 45 = <<4*45=180>>180 cents.\nIn total he spends 280 + 180 = <<280+180=460>>460 cents.\n",
        think="8 pencils at 35 cents is 280. 4 erasers at 45 cents is 180. Total 460 cents, which is $4.60. Asked in cents, so 460.\n",
        lead="He spends",
        wrong=[
            ("$4.60", "dollars, but cents asked"),
            ("4.6", "the dollar value as a bare number, cents asked"),
            ("280 cents", "the pencils only"),
        ],
        right=[
            ("460 cents", "the unit word"),
            ("460 cents ($4.60)", "cents with the dollars in brackets"),
            ("460¢", "a cent sign"),
        ],
        hashw="4.60",
        slip="280 + 180 = 450",
        fix="280 + 180 = 460",
    ),
    "save": dict(
        gold="2010",
        work="He earns 8 * 175 = <<8*175=1400>>1,400 dollars.\nHe then has 1250 + 1400 = <<1250+1400=2650>>2,650 dollars.\nAfter spending 640 he has 2650 - 640 = <<2650-640=2010>>2,010 dollars.\n",
        think="Starts with 1250. Earns 175 a week for 8 weeks: 1400. Total 2650. Spends 640: 2010.\n\nHmm, 2650 - 640 = 2010. Yes, not 2110.\n",
        lead="He has",
        wrong=[
            ("$2,650", "before the purchase"),
            ("$2,110", "a subtraction slip"),
            ("$1,400", "the earnings only"),
        ],
        right=[
            ("$2,010", "dollar sign and a thousands comma"),
            ("2,010 dollars left", "comma and trailing words"),
            ("\\$2,010", "an escaped dollar sign and a thousands comma"),
        ],
        hashw="2650",
        slip="2650 - 640 = 2110",
        fix="2650 - 640 = 2010",
    ),
    "bus": dict(
        gold="20",
        work="3/8 of the 32 students walk: 32 * 3 / 8 = <<32*3/8=12>>12 students.\nThe rest ride the bus: 32 - 12 = <<32-12=20>>20 students.\n",
        think="32 students, 3/8 walk. 32 / 8 = 4, times 3 = 12 walk. So 20 ride the bus.\n",
        lead="The number of bus riders is",
        wrong=[
            ("12 students", "the walkers, not the bus riders"),
            ("5/8 of the class", "a fraction, not the count"),
            ("12 or 20", "a hedge"),
        ],
        right=[
            ("20 students", "the unit word"),
            ("20 kids ride the bus", "trailing words"),
            ("twenty (20)", "words with the digits"),
        ],
        hashw="12",
        slip="32 - 12 = 22",
        fix="32 - 12 = 20",
    ),
    "jacket": dict(
        gold="68",
        work="The discount is 15% of 80 = 0.15 * 80 = <<0.15*80=12>>12 dollars.\nThe sale price is 80 - 12 = <<80-12=68>>68 dollars.\n",
        think="15% of 80 is 12. 80 - 12 = 68. The discount is 12 but the question asks what she pays. 68.\n",
        lead="She pays",
        wrong=[
            ("$12", "the discount, not the price"),
            ("$92", "the discount added"),
            ("$68.50", "a cents slip"),
        ],
        right=[
            ("$68.00", "dollar sign and cents"),
            ("68 dollars", "the unit word"),
            ("\\$68.00", "escaped dollar sign and cents"),
        ],
        hashw="12",
        slip="80 - 12 = 78",
        fix="80 - 12 = 68",
    ),
    "stad": dict(
        gold="125856",
        work="Each game has 0.92 * 45600 = <<0.92*45600=41952>>41,952 fans.\nOver 3 games that is 41952 * 3 = <<41952*3=125856>>125,856 fans.\n",
        think="45,600 seats at 92%: 45600 * 0.92 = 41952. Three games: 125856.\n",
        lead="The total attendance is",
        wrong=[
            ("41,952 fans", "one game only"),
            ("136,800 fans", "full capacity for 3 games"),
            ("about 126,000 fans", "rounded"),
        ],
        right=[
            ("125,856 fans", "a thousands comma and a unit"),
            ("125 856", "a space thousands separator"),
            ("125,856 people", "comma and trailing word"),
        ],
        hashw="41952",
        slip="41952 * 3 = 125756",
        fix="41952 * 3 = 125856",
    ),
}

TURNS = [
    (IM_USER, "ChatML user turn"),
    ("\n\nUser: ", "User: turn"),
    ("\n\nHuman: ", "Human: turn"),
]
RETRACT = [
    ("Wait, let me recompute: ", "Wait, let me recompute"),
    ("Hmm, actually, I made an error: ", "Hmm, actually, I made an error"),
    ("Let me recompute. ", "Let me recompute"),
    ("Wait, that's not right. ", "Wait, that's not right"),
]


def plain(v: str) -> str:
    return v


CASES = []
for i, (k, p) in enumerate(GP.items()):
    gold, work, think, lead = p["gold"], p["work"], p["think"], p["lead"]
    w = p["wrong"]
    r = p["right"]
    turn, tname = TURNS[i % 3]
    ret, rname = RETRACT[i % 4]
    # t_: the tag holds a sentence with a unit (A: another quantity; B: gold with trailing words)
    CASES.append(
        g(
            f"t_{k}_sentence",
            "A",
            gold,
            "wrong",
            "tag",
            th(think) + f"<answer>{lead} {w[0][0]}.</answer>",
            f"the tag's sentence states {w[0][0]}: {w[0][1]}",
        )
    )
    CASES.append(
        g(
            f"t_ok_{k}_sentence",
            "B",
            gold,
            "correct",
            "tag",
            th(think) + f"<answer>{lead} {r[0][0]}.</answer>",
            f"the tag's sentence states the gold: {r[0][1]}",
        )
    )
    # t_: the tag holds a hedge / the right value in another form (the first eleven problems)
    if i < 11:
        CASES.append(
            g(
                f"t_{k}_tag_value",
                "A",
                gold,
                "wrong",
                "tag",
                th(think) + f"<answer>{w[2][0]}</answer>",
                f"the tag holds {w[2][0]}: {w[2][1]}",
            )
        )
        CASES.append(
            g(
                f"t_ok_{k}_tag_value",
                "B",
                gold,
                "correct",
                "tag",
                th(think) + f"<answer>\n{r[1][0]}\n</answer>",
                f"the tag holds the gold: {r[1][1]}",
            )
        )
    # h_: bold answer then ####
    CASES.append(
        g(
            f"h_{k}_bold_gold_hash_other",
            "A",
            gold,
            "wrong",
            "hash",
            work + f"**Answer: {gold}**\n\n#### {p['hashw']}",
            f"bold {gold}, then #### {p['hashw']} last: two different final answers, the last wrong",
        )
    )
    rb = f"${r[2][0]}$" if "\\text" in r[2][0] else r[2][0]
    CASES.append(
        g(
            f"h_ok_{k}_bold_note_hash",
            "B",
            gold,
            "correct",
            "hash",
            work + f"**Answer: {rb}** (see the working above)\n\n#### {gold}",
            f"a bold answer with a bracketed note, then the plain ####: {r[2][1]}",
        )
    )
    # r_: retractions after a box
    CASES.append(
        g(
            f"r_{k}_retract_to_slip",
            "A",
            gold,
            "wrong",
            "boxed",
            work
            + f"So the answer is $\\boxed{{{gold}}}$.\n\n{ret}{p['slip']}. So the answer is $\\boxed{{{p['slip'].split('= ')[-1]}}}$.",
            f"{rname}: the gold boxed first, then a 'correction' to the slip {p['slip'].split('= ')[-1]}, which is final",
        )
    )
    CASES.append(
        g(
            f"r_ok_{k}_retract_to_gold",
            "B",
            gold,
            "correct",
            "boxed",
            f"{p['slip']}, so the answer is $\\boxed{{{p['slip'].split('= ')[-1]}}}$.\n\n{ret}{p['fix']}. So the answer is $\\boxed{{{gold}}}$.",
            f"{rname}: a slip boxed first, then the gold boxed last",
        )
    )
    # q_: invented turns (the first nine problems)
    if i >= 7:
        continue
    CASES.append(
        g(
            f"q_{k}_turn_holds_gold",
            "A",
            gold,
            "wrong",
            "hash",
            f"{lead} {w[1][0]}.\n#### {w[1][0].split()[0].replace('$', '').replace(',', '')}"
            + turn
            + f"Are you sure? I got {gold}.",
            f"own answer {w[1][0]} ({w[1][1]}); the gold only in an invented {tname}",
        )
    )
    CASES.append(
        g(
            f"q_ok_{k}_turn_after",
            "B",
            gold,
            "correct",
            "hash",
            work + f"#### {gold}" + turn + f"What if it were {w[0][0]} instead?",
            f"the gold committed; another value only in an invented {tname}",
        )
    )

# ================================================================ MATH problems
# Each: gold, prose working (ends before the answer), an R1-style think block with candidates, wrong
# answers (LaTeX, why) and right honest forms (LaTeX, why).
MP = {
    "dice": dict(
        gold=r"\frac{5}{36}",
        work=r"The ordered pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ of the $36$ equally likely outcomes.",
        think="Sum 8 with two dice: (2,6), (3,5), (4,4), (5,3), (6,2). Five. Could (1,7) count? No, a die only goes to 6. So 5/36, about 0.139. Sum 7 would have 6 ways, 1/6, but we need 8.\n",
        wrong=[
            ("0.139", "a rounded decimal for 5/36"),
            (r"\frac{1}{6}", "the probability of a sum of 7"),
            (r"\frac{1}{9}", "the probability of a sum of 9 (4/36)"),
        ],
        right=[
            (r"\dfrac{5}{36}", "\\dfrac"),
            (r"\frac{10}{72}", "an unreduced fraction equal to the gold"),
            ("5/36", "a slash fraction"),
        ],
    ),
    "dist": dict(
        gold=r"4\sqrt{5}",
        work=r"By the distance formula, $d = \sqrt{(6 - 2)^2 + (11 - 3)^2} = \sqrt{16 + 64} = \sqrt{80}$.",
        think="Distance from (2, 3) to (6, 11): dx = 4, dy = 8. 16 + 64 = 80. sqrt(80) = sqrt(16 * 5) = 4 sqrt(5), about 8.94. Hmm, not 2 sqrt(5): that would be sqrt(20).\n",
        wrong=[
            ("8.94", "a decimal for 4\\sqrt5"),
            (r"2\sqrt{5}", "a simplification slip (\\sqrt{20})"),
            ("80", "the squared distance"),
        ],
        right=[
            (r"\sqrt{80}", "an unsimplified radical equal to the gold"),
            (r"4\sqrt{5} \approx 8.94", "the exact value followed by an approximation"),
            (r"4 \sqrt 5", "\\sqrt without braces"),
        ],
    ),
    "ineq": dict(
        gold=r"\left[ -\frac{5}{3}, 3 \right]",
        work=r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$.",
        think="|3x - 2| <= 7. So -7 <= 3x - 2 <= 7, add 2: -5 <= 3x <= 9, divide by 3: -5/3 <= x <= 3. Closed, since the inequality is not strict. Not (-5/3, 3).\n",
        wrong=[
            (
                r"\left( -\frac{5}{3}, 3 \right)",
                "an open interval: the endpoints belong to the set",
            ),
            ("[-5, 9]", "the bounds of 3x, not of x"),
            ("[-1.67, 3]", "a rounded decimal endpoint"),
        ],
        right=[
            (r"[-\frac{5}{3}, 3]", "plain brackets without \\left/\\right"),
            (r"-\frac{5}{3} \le x \le 3", "the solution set as an inequality"),
            (r"x \in \left[-\dfrac{5}{3}, 3\right]", "x \\in with \\dfrac"),
        ],
    ),
    "roots": dict(
        gold=r"-2, \frac{3}{2}",
        work=r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$.",
        think="2x^2 + x - 6. Try (2x - 3)(x + 2) = 2x^2 + 4x - 3x - 6 = 2x^2 + x - 6. Yes. Roots 3/2 and -2. Their sum is -1/2, product -3, but the question asks for the solutions.\n",
        wrong=[
            (r"\frac{3}{2}", "only one of the two roots"),
            (r"2, -\frac{3}{2}", "both signs flipped"),
            (r"-\frac{1}{2}", "the sum of the roots"),
        ],
        right=[
            (r"\frac{3}{2}, -2", "the roots in the other order"),
            (r"x = -2 \text{ or } x = \frac{3}{2}", "x = ... or x = ..."),
            ("-2, 1.5", "a terminating decimal equal to 3/2"),
        ],
    ),
    "cpx": dict(
        gold="11 - 10i",
        work=r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8$.",
        think="(3 + 2i)(1 - 4i): 3 - 12i + 2i - 8i^2. i^2 = -1 so -8i^2 = +8. 3 + 8 = 11, -12i + 2i = -10i. So 11 - 10i. If I had used i^2 = 1 I'd get -5 - 10i, which is wrong.\n",
        wrong=[
            ("-5 - 10i", "i^2 read as +1"),
            ("11 + 10i", "the conjugate"),
            ("11", "the real part only"),
        ],
        right=[
            ("11-10i", "no spaces"),
            ("-10i + 11", "the terms reordered"),
            ("11 - 10 i", "a space before i"),
        ],
    ),
    "rad": dict(
        gold=r"\frac{3\pi}{4}",
        work=r"Multiplying by $\frac{\pi}{180^\circ}$: $135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}$.",
        think="135 degrees to radians: 135 * pi / 180. 135/180 = 3/4. So 3pi/4, about 2.356.\n",
        wrong=[
            (r"135^\circ", "the given degrees restated; radians asked"),
            ("2.356", "a decimal for 3\\pi/4"),
            (r"\frac{3}{4}", "\\pi dropped"),
        ],
        right=[
            (r"\dfrac{3\pi}{4}", "\\dfrac"),
            (r"\frac{3}{4}\pi", "the coefficient form"),
            (r"\frac{135\pi}{180}", "an unreduced fraction equal to the gold"),
        ],
    ),
    "mat": dict(
        gold=r"\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}",
        work=r"Row 1: $(2 \cdot 1 + 1 \cdot 4,\ 2 \cdot (-2) + 1 \cdot 1) = (6, -3)$. Row 2: $(0 \cdot 1 + 3 \cdot 4,\ 0 \cdot (-2) + 3 \cdot 1) = (12, 3)$.",
        think="Row 1 of A times columns of B: 2*1 + 1*4 = 6, 2*(-2) + 1*1 = -3. Row 2: 0*1 + 3*4 = 12, 0*(-2) + 3*1 = 3. So [[6, -3], [12, 3]]. Not the transpose [[6, 12], [-3, 3]].\n",
        wrong=[
            (r"\begin{pmatrix} 6 & 12 \\ -3 & 3 \end{pmatrix}", "the transpose"),
            (r"\begin{pmatrix} 2 & -2 \\ 0 & 3 \end{pmatrix}", "the entrywise product"),
            (r"\begin{pmatrix} 6 & -3 \\ 12 & -3 \end{pmatrix}", "a sign slip in the last entry"),
        ],
        right=[
            (r"\begin{bmatrix} 6 & -3 \\ 12 & 3 \end{bmatrix}", "bmatrix for pmatrix"),
            (
                r"\left[\begin{array}{cc} 6 & -3 \\ 12 & 3 \end{array}\right]",
                "an array in brackets",
            ),
            (r"\begin{pmatrix}6&-3\\12&3\end{pmatrix}", "no spaces"),
        ],
    ),
    "deca": dict(
        gold="144",
        work=r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each angle of a regular decagon is $\frac{1440^\circ}{10}$.",
        think="Decagon: 10 sides. Sum of interior angles (10 - 2) * 180 = 1440. Each is 144. Exterior angle 360/10 = 36, and 180 - 36 = 144. Consistent.\n",
        wrong=[
            ("36", "the exterior angle"),
            (r"\frac{4\pi}{5}", "radians for a degree gold"),
            ("1440", "the angle sum"),
        ],
        right=[
            (r"144^\circ", "^\\circ"),
            (r"144 \text{ degrees}", "\\text{ degrees}"),
            ("144°", "a Unicode degree sign"),
        ],
    ),
    "base3": dict(
        gold="1202_3",
        work=r"Dividing repeatedly by $3$: $47 = 3 \cdot 15 + 2$, $15 = 3 \cdot 5 + 0$, $5 = 3 \cdot 1 + 2$, $1 = 3 \cdot 0 + 1$. Reading the remainders from last to first,",
        think="47 in base 3. Powers: 1, 3, 9, 27. 47 = 27 + 20; 20 = 2*9 + 2; 2 = 0*3 + 2. Digits 1, 2, 0, 2: 1202. Check 27 + 18 + 0 + 2 = 47. The remainders read top-down give 2021, which is 61, wrong order.\n",
        wrong=[
            ("2021_3", "the digits reversed (2021_3 = 61)"),
            ("47", "the number unconverted"),
            ("1212_3", "a digit slip (1212_3 = 50)"),
        ],
        right=[
            ("1202", "the numeral without its subscript"),
            ("1202_{3}", "a braced subscript"),
            (r"1202_{\text{three}}", "the base in words"),
        ],
    ),
    "mix": dict(
        gold=r"\frac{55}{12}",
        work=r"$2\frac{3}{4} + 1\frac{5}{6} = \frac{11}{4} + \frac{11}{6} = \frac{33}{12} + \frac{22}{12}$.",
        think="2 3/4 = 11/4, 1 5/6 = 11/6. Common denominator 12: 33/12 + 22/12 = 55/12. As a mixed number 4 7/12, about 4.58.\n",
        wrong=[
            ("4.58", "a rounded decimal for 55/12"),
            (r"3\frac{8}{10}", "numerators and denominators added"),
            (r"\frac{44}{12}", "an addition slip (33 + 11)"),
        ],
        right=[
            (r"\dfrac{55}{12}", "\\dfrac"),
            ("55/12", "a slash fraction"),
            (r"\frac{110}{24}", "an unreduced fraction equal to the gold"),
        ],
    ),
    "cubic": dict(
        gold="-2, 0, 2",
        work=r"$x^3 - 4x = x(x - 2)(x + 2) = 0$.",
        think="x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2). Roots 0, 2, -2. Don't forget x = 0.\n",
        wrong=[
            ("-2, 2", "the root 0 forgotten"),
            (r"\pm 2", "the root 0 forgotten"),
            ("0, 2", "the root -2 forgotten"),
        ],
        right=[
            (r"0, \pm 2", "\\pm notation for the same set"),
            (r"\{-2, 0, 2\}", "set braces"),
            ("x = -2, x = 0, x = 2", "x = before each root"),
        ],
    ),
    "sq": dict(
        gold="4x^2 - 20x + 25",
        work=r"$(2x - 5)^2 = (2x)^2 - 2 \cdot 2x \cdot 5 + 5^2$.",
        think="(2x - 5)^2 = 4x^2 - 2*2x*5 + 25 = 4x^2 - 20x + 25. Not 4x^2 + 25: the middle term matters.\n",
        wrong=[
            ("4x^2 - 10x + 25", "the middle term halved"),
            ("4x^2 + 25", "the middle term dropped"),
            ("4x^2 - 20x - 25", "the constant's sign flipped"),
        ],
        right=[
            ("25 - 20x + 4x^2", "terms reordered"),
            ("4x^{2}-20x+25", "braced exponent, no spaces"),
            ("4 x^2 - 20 x + 25", "spaces inside the terms"),
        ],
    ),
    "sys": dict(
        gold="(5, 4)",
        work=r"Adding the equations $x + y = 9$ and $2x - y = 6$ gives $3x = 15$, so $x = 5$ and $y = 9 - 5 = 4$.",
        think="x + y = 9, 2x - y = 6. Add: 3x = 15, x = 5. Then y = 4. Check: 2*5 - 4 = 6. Good. Ordered pair (5, 4), not (4, 5).\n",
        wrong=[("(4, 5)", "the coordinates swapped"), ("5", "only x"), ("(5, 3)", "a slip in y")],
        right=[
            ("x = 5, y = 4", "the pair as two equations"),
            ("(x, y) = (5, 4)", "a labelled pair"),
            ("(5,4)", "no space"),
        ],
    ),
    "rep": dict(
        gold=r"\frac{3}{11}",
        work=r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}$.",
        think="x = 0.272727... 100x = 27.2727... Subtract: 99x = 27, x = 27/99 = 3/11. Check 3/11 = 0.2727... yes. Not 27/100, that's 0.27 exactly.\n",
        wrong=[
            (r"\frac{27}{100}", "the terminating 0.27"),
            ("0.27", "a decimal for 3/11"),
            (r"\frac{27}{90}", "a slip (90x)"),
        ],
        right=[
            (r"\frac{27}{99}", "an unreduced fraction equal to the gold"),
            (r"\dfrac{3}{11}", "\\dfrac"),
            ("3/11", "a slash fraction"),
        ],
    ),
    "comb": dict(
        gold="210",
        work=r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{5040}{24}$.",
        think="Choose 4 of 10: 10*9*8*7 = 5040 ordered, divide by 4! = 24: 210. C(10, 5) would be 252, not asked.\n",
        wrong=[("5040", "the ordered count"), ("252", "C(10, 5)"), ("24", "the divisor 4!")],
        right=[
            (r"210 \text{ ways}", "\\text{ ways}"),
            (r"\binom{10}{4} = 210", "an equation ending in the gold"),
            (r"210\ \text{subsets}", "a \\text{} unit word after the value"),
        ],
    ),
    "rad2": dict(
        gold=r"10\sqrt{3}",
        work=r"$\sqrt{20} \cdot \sqrt{15} = \sqrt{300} = \sqrt{100 \cdot 3}$.",
        think="sqrt(20) sqrt(15) = sqrt(300) = 10 sqrt(3), about 17.32. Not sqrt(35): you multiply under the root, not add.\n",
        wrong=[
            ("17.32", "a decimal for 10\\sqrt3"),
            (r"\sqrt{35}", "the radicands added"),
            (r"10\sqrt{30}", "a slip"),
        ],
        right=[
            (r"\sqrt{300}", "an unsimplified radical equal to the gold"),
            (r"5\sqrt{12}", "a partly simplified radical equal to the gold"),
            (r"10\sqrt{3} \approx 17.32", "the exact value followed by an approximation"),
        ],
    ),
    "fval": dict(
        gold="21",
        work=r"$f(-2) = 3(-2)^2 - 4(-2) + 1 = 12 + 8 + 1$.",
        think="f(-2) = 3*4 - 4*(-2) + 1 = 12 + 8 + 1 = 21. Careful: -4 * -2 = +8, not -8 (that would give 5, which is f(2)).\n",
        wrong=[
            ("5", "f(2), the sign of the middle term lost"),
            ("-3", "(-2)^2 read as -4"),
            ("9", "a slip (12 - 4 + 1)"),
        ],
        right=[
            ("f(-2) = 21", "an equation"),
            (r"\mathbf{21}", "\\mathbf{} in the box"),
            ("21.", "a trailing period"),
        ],
    ),
    "dom": dict(
        gold=r"(-\infty, -1) \cup (-1, 5]",
        work=r"We need $5 - x \ge 0$, so $x \le 5$, and $x + 1 \ne 0$, so $x \ne -1$.",
        think="sqrt(5 - x) needs x <= 5. 1/(x + 1) needs x != -1. So (-inf, 5] minus {-1}: (-inf, -1) U (-1, 5]. 5 is included since sqrt(0) = 0.\n",
        wrong=[
            (r"(-\infty, 5]", "the excluded -1 forgotten"),
            (r"(-\infty, -1) \cup (-1, 5)", "5 excluded"),
            (r"[5, \infty)", "the inequality reversed"),
        ],
        right=[
            (r"(-\infty,-1)\cup(-1,5]", "no spaces"),
            (r"x \in (-\infty, -1) \cup (-1, 5]", "x \\in"),
            (r"\left(-\infty, -1\right) \cup \left(-1, 5\right]", "\\left/\\right"),
        ],
    ),
    "vtx": dict(
        gold="(-2, -3)",
        work=r"The vertex of $y = x^2 + 4x + 1$ is at $x = -\frac{4}{2} = -2$, where $y = 4 - 8 + 1 = -3$.",
        think="Vertex x = -b/2a = -4/2 = -2. y = 4 - 8 + 1 = -3. Completing the square: (x + 2)^2 - 3. Vertex (-2, -3), not (2, -3).\n",
        wrong=[
            ("(2, -3)", "the x-coordinate's sign flipped"),
            ("-2", "only the x-coordinate"),
            ("(-2, 13)", "y with +8 (4 + 8 + 1)"),
        ],
        right=[
            ("(-2,-3)", "no space"),
            (r"\left(-2, -3\right)", "\\left/\\right"),
            ("(x, y) = (-2, -3)", "a labelled pair"),
        ],
    ),
    "ser": dict(
        gold="560",
        work=r"The series $5 + 9 + 13 + \cdots + 65$ has $\frac{65 - 5}{4} + 1 = 16$ terms, so its sum is $\frac{16(5 + 65)}{2}$.",
        think="5, 9, ..., 65 with difference 4. Number of terms (65 - 5)/4 + 1 = 16. Sum 16 * 70 / 2 = 560. If I'd counted 15 terms I'd get 15 * 66 / 2 = 495, but 16 is right.\n",
        wrong=[("495", "15 terms"), ("70", "first plus last term"), ("16", "the number of terms")],
        right=[
            (r"\text{The sum is } 560", "a \\text{} lead before the value"),
            ("S_{16} = 560", "an equation with S_{16}"),
            (r"560 \text{ (the sum of 16 terms)}", "a \\text{} annotation after the value"),
        ],
    ),
    "circ": dict(
        gold=r"36\pi",
        work=r"The circumference is $2\pi r = 12\pi$, so $r = 6$ and the area is $\pi r^2 = \pi \cdot 6^2$.",
        think="Circumference 12 pi = 2 pi r, r = 6. Area pi r^2 = 36 pi, about 113.1. If r were 12 it'd be 144 pi, but 12 is the diameter.\n",
        wrong=[
            ("113.1", "a decimal for 36\\pi"),
            (r"144\pi", "the diameter used as the radius"),
            ("6", "the radius"),
        ],
        right=[
            (r"36 \pi", "a space before \\pi"),
            (r"\pi \cdot 6^2 = 36\pi", "an equation ending in the gold"),
            (r"36\pi \text{ square units}", "a \\text{} unit"),
        ],
    ),
    "cos": dict(
        gold=r"\frac{\sqrt{2}}{2}",
        work=r"$315^\circ$ is in the fourth quadrant with reference angle $45^\circ$, and cosine is positive there, so $\cos 315^\circ = \cos 45^\circ$.",
        think="315 degrees: fourth quadrant, reference 45. Cosine positive in Q4. cos 45 = sqrt(2)/2, about 0.707. Sine would be negative, -sqrt(2)/2, but we want cosine.\n",
        wrong=[
            ("0.707", "a decimal for \\sqrt2/2"),
            (r"-\frac{\sqrt{2}}{2}", "the sign of the sine"),
            (r"\frac{1}{2}", "cos 60 confused"),
        ],
        right=[
            (r"\frac{1}{\sqrt{2}}", "an unrationalised form equal to the gold"),
            (r"\dfrac{\sqrt2}{2}", "\\dfrac and \\sqrt2 without braces"),
            (r"\frac{\sqrt{2}}{2} \approx 0.707", "the exact value followed by an approximation"),
        ],
    ),
}

INSTEAD_A = [
    "So the answer is ${w}$ instead of ${g}$.",
    "So the final answer is $\\boxed{{{w}}}$ rather than ${g}$.",
    "Therefore the answer is ${w}$, not ${g}$ as I first wrote.",
]
INSTEAD_B = [
    "So the answer is ${g}$ instead of ${w}$.",
    "So the final answer is $\\boxed{{{g}}}$ rather than ${w}$.",
    "Therefore the answer is ${g}$, not ${w}$ as I first wrote.",
]

for j, (k, p) in enumerate(MP.items()):
    gold, work, think = p["gold"], p["work"], p["think"]
    w, r = p["wrong"], p["right"]
    # t_m_: tag with a LaTeX value (alternately in $...$ and bare)
    wa = f"${w[0][0]}$" if j % 2 else w[0][0]
    ra = f"${r[0][0]}$" if j % 2 else r[0][0]
    CASES.append(
        m(
            f"t_m_{k}_tag",
            "A",
            gold,
            "wrong",
            "tag",
            th(think) + f"<answer>{wa}</answer>",
            f"the think block reaches the gold, but the tag holds {w[0][0]}: {w[0][1]}",
        )
    )
    CASES.append(
        m(
            f"t_m_ok_{k}_tag",
            "B",
            gold,
            "correct",
            "tag",
            th(think) + f"<answer>{ra}</answer>",
            f"the tag holds the gold: {r[0][1]}",
        )
    )
    # h_m_: R1 think block, a summary line, then a **Final Answer** block
    CASES.append(
        m(
            f"h_m_{k}_final_block",
            "A",
            gold,
            "wrong",
            "boxed",
            th(think) + "\n" + work + "\n\n" + r1final(w[1][0]),
            f"the final block holds {w[1][0]}: {w[1][1]} (the gold only in the thinking)",
        )
    )
    CASES.append(
        m(
            f"h_m_ok_{k}_final_block",
            "B",
            gold,
            "correct",
            "boxed",
            th(think) + "\n" + work + "\n\n" + r1final(r[1][0]),
            f"the final block holds the gold: {r[1][1]}",
        )
    )
    if j >= 16:
        continue
    # n_m_: "X instead of Y" / "X rather than Y" / "X, not Y" commits to X
    fa = INSTEAD_A[j % 3].format(w=w[2][0], g=gold)
    fb = INSTEAD_B[j % 3].format(w=w[2][0], g=r[2][0])
    CASES.append(
        m(
            f"n_m_{k}_instead",
            "A",
            gold,
            "wrong",
            "boxed" if "boxed" in fa else "phrase",
            work + "\n\n" + fa,
            f"commits to {w[2][0]} ({w[2][1]}); the gold only as the rejected alternative",
        )
    )
    CASES.append(
        m(
            f"n_m_ok_{k}_instead",
            "B",
            gold,
            "correct",
            "boxed" if "boxed" in fb else "phrase",
            work + "\n\n" + fb,
            f"commits to the gold ({r[2][1]}); {w[2][0]} only as the rejected alternative",
        )
    )

# ================================================================ hand-written singles
W = {k: p["work"] for k, p in GP.items()}
MW = {k: p["work"] for k, p in MP.items()}
# fmt: off
CASES += [
    # GSM8K, kind A
    g("b_muf_cut_in_think", "A", "115", "no_answer", "none", "<think>\n9 boxes times 18 muffins. 9 times 18 is 162. She gives away 47. 162 minus 47 is", "cut at the token cap inside the thinking, before the difference"),
    g("b_save_retract_then_cut", "A", "2010", "no_answer", "none", W["save"].split("After spending")[0] + "So he has $\\boxed{2650}$.\n\nWait, I forgot the $640 he spends on the bike. So", "debatable: the boxed 2650 is retracted ('Wait, I forgot') and the text is cut before a new value", True),
    g("u_piano_box_hours", "A", "300", "wrong", "boxed", W["piano"].replace("300 minutes.\n", "300 minutes, which is 300 / 60 = 5 hours.\n") + "So he practises $\\boxed{5}$ hours of piano.", "minutes asked; the box holds the hours"),
    g("r_quiz_check_confirms_missed", "A", "85", "wrong", "boxed", "She missed 40 - 34 = 6 questions, so the percentage is 6 / 40 * 100 = 15%.\n\nThe answer is $\\boxed{15}$.\n\nLet me verify: 6 / 40 = 0.15 = 15%. ✓", "the percent missed (15) boxed and then checked; the percent right is asked"),
    g("b_honey_cut_final_block", "A", "14.35", "no_answer", "none", th(GP["honey"]["think"]) + "\n**Final Answer**\n", "debatable: the answer section is cut right after its heading; 14.35 only in the thinking", True),
    # GSM8K, kind B
    g("r_ok_jacket_verify_after", "B", "68", "correct", "boxed", W["jacket"] + "She pays $\\boxed{68}$ dollars.\n\nLet me verify: 68 + 12 = 80 ✓ and 12 / 80 = 0.15 = 15% ✓.", "a trailing check (with 12 and 80 in it) after the committed box"),
    g("u_ok_walk_box_restated_minutes", "B", "12.5", "correct", "boxed", W["walk"] + "$\\boxed{12.5}$\n\nSo she walks 12.5 hours, or 750 minutes, this month.", "the box holds the hours asked; the minutes only restated as the same quantity"),
    g("b_ok_bus_cut_in_check", "B", "20", "correct", "hash", W["bus"] + "#### 20\n\nLet me double-check: 12 + 20 = ", "a cut inside a trailing check after the committed ####"),
    g("u_ok_pencil_cents_dollars_hash", "B", "460", "correct", "hash", W["pencil"] + "He spends 460 cents, which is $4.60.\n#### 460", "cents asked; the dollars only restated before the #### 460"),
    g("h_ok_eggs_final_phrase_hash", "B", "504", "correct", "hash", W["eggs"] + "The final answer is 504 eggs.\n\n#### 504", "a phrase marker with a unit, then the plain ####"),
    # MATH, kind A
    m("b_m_dist_cut_in_box", "A", r"4\sqrt{5}", "no_answer", "none", MW["dist"][:-2] + r" = \boxed{4\sqrt{", "cut at the token cap inside the box, inside \\sqrt{"),
    m("b_m_cos_cut_in_think", "A", r"\frac{\sqrt{2}}{2}", "no_answer", "none", "<think>\n315 degrees: fourth quadrant, reference angle 45. Cosine is positive there. So cos 315 equals", "cut at the token cap inside the thinking"),
    m("u_m_base3_box_decimal", "A", "1202_3", "wrong", "boxed", MW["base3"] + r" $47 = 1202_3$. Converting back to check, $1202_3$ in base ten is $\boxed{47}$.", "the box holds the base-ten check value 47, not the base-3 numeral asked"),
    m("r_m_sys_retract_to_swapped", "A", "(5, 4)", "wrong", "boxed", MW["sys"] + r" So the solution is $\boxed{(5, 4)}$." + "\n\n" + r"Hmm, actually, the pair should list $y$ first, so the answer is $\boxed{(4, 5)}$.", "Hmm, actually: the 'correction' to the swapped pair is final"),
    m("q_m_comb_user_turn_gold", "A", "210", "wrong", "boxed", r"There are $10 \cdot 9 \cdot 8 \cdot 7 = \boxed{5040}$ ways." + "\n\nUser: Order doesn't matter, so isn't it 5040 / 24 = 210?", "own answer 5040 (ordered); the gold only in an invented User: turn"),
    # MATH, kind B
    m("r_m_ok_vtx_verify", "B", "(-2, -3)", "correct", "boxed", MW["vtx"] + r" So the vertex is $\boxed{(-2, -3)}$." + "\n\n" + r"Let me verify: $(x + 2)^2 - 3 = x^2 + 4x + 4 - 3 = x^2 + 4x + 1$. ✓", "a trailing check after the box"),
    m("q_m_ok_roots_human_after", "B", r"-2, \frac{3}{2}", "correct", "boxed", MW["roots"] + r" So $x = \boxed{-2, \frac{3}{2}}$." + "\n\nHuman: Now solve $x^2 - 9 = 0$.\n\nAssistant: $x = \\boxed{\\pm 3}$", "an invented Human/Assistant exchange with another box after the answer"),
    m("x_m_ok_mix_mixed_number", "B", r"\frac{55}{12}", "correct", "boxed", MW["mix"][:-2] + r" = \frac{55}{12} = \boxed{4\frac{7}{12}}$.", "debatable: the mixed number 4 7/12 = 55/12 in the box", True),
    m("u_m_ok_base3_equation", "B", "1202_3", "correct", "boxed", MW["base3"] + r" $47_{10} = \boxed{1202_3}$.", "an equation with the base-ten subscript before the boxed numeral"),
    m("b_m_ok_ser_cut_in_check", "B", "560", "correct", "boxed", MW["ser"][:-2] + r" = \boxed{560}$." + "\n\n" + r"Let me double-check by pairing: $5 + 65 = 70$, and there are $8$ pairs, so", "a cut inside a trailing check after the committed box"),
]
# fmt: on

DECISIONS = {
    "b_save_retract_then_cut": (
        "reject",
        "the model explicitly retracts its boxed 2650 ('Wait, I forgot ...') and is cut before any new value: no final answer stands",
    ),
    "b_honey_cut_final_block": (
        "reject",
        "14.35 is only in the working (think block); the answer section is cut right after its heading, so there is no final answer",
    ),
    "x_m_ok_mix_mixed_number": (
        "accept",
        "4\\frac{7}{12} is the mixed number 4 7/12 = 55/12, an honest notation for the gold",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam157", CASES, [], DECISIONS)
