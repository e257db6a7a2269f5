r"""Build adversarial_redteam161.jsonl: round 161 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam161"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam153.py / 155.py / 157.py (structure, docstring, label conventions,
DECISIONS; their Aim paragraphs read to AVOID their shapes) were read; no probe of theirs is copied
(new problems, new golds, new wording).

Aim of this round: English, half GSM8K and half MATH, about half kind A and half kind B; completions
as small RL policies and distilled reasoning models write them that stress the READING of the final
answer: answers in markdown tables (last row) and bullet lists ("- **Answer:** N"); `<answer>` tags
holding a table, a list or a code block; code fences, HTML (<b>, <br>), footnotes and citations
("[1]", "[^1]"), trailing emoji; LaTeX displays (align* with the result on the last aligned line,
\[ \], $$ $$); answers given twice in other forms (hours/minutes, percent/ratio, fraction/decimal,
dollars/cents) where the marked one is or is not the gold; multiple-choice letters next to the value;
thin-space and underscore separators and exact vs rounded scientific notation for an integer gold;
negatives with an en dash, a Unicode minus or "minus"; units before the number (USD, US$, Rs., INR,
₹); ranges and "at least N"; verification blocks after the answer that confirm or overturn it;
"In summary" after a box (restating, or contradicting it); restatement sentences with the value first
and the givens after it; vectors and matrices, interval unions, line equations, ±, degree notations,
\dfrac / \tfrac / a/b / \frac7{12}, repeating decimals, base-2 subscripts, cm^3 units on a number
gold. Kind A includes near misses: off by one digit, swapped digits, subtotals, rounded values,
other sub-questions, sign errors, and right values retracted later.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 23 eggs a day for 9 days, 28 used -> 179 (207; 207 - 28; slip 169, 178, 197, retraction to
197 - 28 = 169); 5 books at $8.75 + $10 bag -> 53.75 (43.75; rounded 54; change from 100: 46.25; 53.57;
cents 5375; faulty check 55.75; bag per book 93.75); 3,430 widgets a day for 15 days -> 51450 (14
days 48,020; 5,145; 51,540; 51,500; 5.1e4; 5.145e3; faulty 34,300 + 16,150 = 50,450; 13 days
44,590); 2 h 45 min each way, round trip in MINUTES -> 330 (165 one way; 5.5 h; 320; 290; 2.45 h
read: 294; +15 transfer 345; 5.3 h wrong conversion); 27 of 36 passed, PERCENT -> 75 (0.75; 25
failed; 27; 72; 3:1; 3/4; 27/40 = 67.5); 8°C falling 2.5°C an hour 6 p.m. to midnight -> -7 (drop 15;
sign 7; 5 hours -4.5; 8 + 15 = 23); 6 notebooks at Rs. 45 + 12 pens at Rs. 15 -> 450 (270 + 180;
change from 1000: 550; 405; 460; 45; packs 285); 14 adults at $12 + 23 children at $7 -> 329 (168 +
161; 339; 319; 37 people; 20 children: 308).
MATH: (2, -1, 3) x (1, 4, -2) -> (-10, 7, 9) (2 - 12, 3 + 4, 8 + 1; b x a (10, -7, -9); dot -8;
componentwise (2, -4, -6)); inverse of [[3, 1], [5, 2]] -> [[2, -1], [-5, 3]] (det 1; transpose,
negation, unsigned [[2, 1], [5, 3]]); x^2 - 5x + 4 > 0 -> (-\infty, 1) \cup (4, \infty) ((x-1)(x-4);
complement (1, 4); closed ends); line through (1, 5), (3, 9) -> y = 2x + 3 (m = 2; 2x + 7; -2x + 3;
2x - 3; inverted slope y = x/2 + 9/2); x^2 - 4x - 1 = 0 -> 2 \pm \sqrt{5} (\sqrt{20} = 2\sqrt{5};
2 \pm 2\sqrt{5}; \pm\sqrt{3}; 4.236, -0.236; sum 4); angles 2:3:7 -> 105 degrees (k = 15; 30, 45,
75; 7\pi/12 rad; 104; 150); P(two dice sum <= 7) -> 7/12 (21/36; sum < 7: 5/12; sum = 7: 1/6; 0.58;
7/13); 0.\overline{12} + 0.\overline{24} -> 4/11 (36/99; 0.36; 0.3636; 4/9; 9/25; 1/3);
1101_2 + 110_2 -> 10011_2 (13 + 6 = 19 = 16 + 2 + 1; reversed 11001_2 = 25; 10111_2 = 23; 10010_2 =
18; 1011_2 = 11); 4 x 5 x 7 cm box, volume -> 140 (surface 166; half 83; 16; 1400; 4 x 5 x 6 = 120);
f(x) = 3 - 4x, g(x) = x^2 + 1, f(g(2)) -> -17 (g(2) = 5; 17; f(2) = -5; g(f(2)) = 26; -13).

Classes (id prefix): GSM8K generic shapes are named `<shape>_<problem>` (table, bullet, code, html,
display, emoji, cite, tag_table, tag_list, tag_code, summary_ok / summary_contra, restate, atleast,
range, mc_ok / mc_bad, verify_ok / verify_good / verify_bad, retr); GSM8K specials `x_` number
notation and hedges, `u_` units and second forms, `n_` negatives, `q_` multiple choice; MATH ids
`<shape>_m_<problem>` (al align*, dbr \[ \], dd $$, tab table, tag answer tag with a code block, bul
bullet, html, v verification, r retraction, s summary, twice two forms, code, cite, prose). `ok_`
marks kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 153, 155 and 157): the LAST final answer counts; a right
answer in another honest notation (units before or after the number, `\text{}`, thousands separators
incl. thin spaces and underscores, exact scientific notation, "x = ", `\dfrac` / `\tfrac` / a/b /
`\frac7{12}`, `bmatrix` / array / tuple / angle brackets / i, j, k for a vector or matrix, interval
union in another order or as "x < 1 or x > 4", `^\circ` / `\degree` / ° / "degrees" on a degree
gold, a base-n numeral without its subscript, an unreduced fraction or unsimplified radical equal to
the gold, an exact value followed by an approximation annotation, an en dash / Unicode minus /
"minus" for a negative) is correct; a value in a table's last row, a list's
"Answer" item, a code fence, an HTML <b>, an align*'s last aligned line or an `<answer>` tag's
table / list / code block is read as the final answer; a multiple-choice letter beside the value
does not change it, a wrong option is wrong; a footnote, citation, emoji, verification that confirms,
or summary that restates (even when it mentions givens or an unasked quantity afterwards) does not
replace the committed answer; a verification or retraction that ends on a new box makes that value
final (wrong when it moves away from the gold, right when it moves to it); a summary that states
another value than the box is the last final answer (wrong); another quantity (subtotal, other
sub-question, other unit than asked, the ratio or fraction for a percent gold, radians for a degree
gold, a base-ten value for a base-n gold) is wrong; a rounded value for an exact gold is wrong; a
range, "at least N" or two options is a hedge (wrong). Debatable (2, with DECISIONS):
`ok_bul_m_line_general`, `ok_tab_m_rep_bar`.

Usage: python build_adversarial_redteam161.py
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

# ================================================================ GSM8K problems
# pre: working up to (not including) the final step; rows: table / list rows of intermediate
# values; tl: the label of the asked quantity; think: an R1-style think block; w: wrong values
# (value, why); summ: a restating sentence with the value FIRST and the givens after it;
# vbad: a "verification" that wrongly overturns the gold (ends on the wrong value it boxes);
# vgood: a verification that overturns a wrong first box to the gold; first: that wrong first box;
# check: a confirming check; mc: the four options (B is the gold); retr: a retraction away from
# the gold to a wrong value (ends on "#### w").
GP = {
    "eggs": dict(
        gold="179",
        pre="The farm collects 23 eggs a day for 9 days, so it collects 23 × 9 = 207 eggs.\nIt uses 28 eggs for baking.\n",
        rows=[("Eggs collected (23 × 9)", "207"), ("Used for baking", "28")],
        tl="Eggs left",
        think="23 eggs a day, 9 days. 23 × 9: 20 × 9 = 180, 3 × 9 = 27, so 207. Minus 28 used: 207 − 28 = 179. Could it be 169? 207 − 30 = 177, plus 2 = 179. Yes 179.\n",
        w=[
            ("169", "a subtraction slip (207 − 28 taken as 169)"),
            ("178", "off by one in the last digit"),
            ("207", "the subtotal of eggs collected, not the eggs left"),
            ("197", "the digits of 179 swapped"),
        ],
        summ="the farm has {} eggs left after collecting 23 eggs a day for 9 days and using 28 of them.",
        vbad="**Verification:** 179 + 28 = 217, which is not 207, so I slipped. Redoing it: 207 − 28 = 169.\n\nThe correct answer is \\boxed{{169}}.",
        vbad_val="169",
        first="169",
        vgood="**Verification:** 169 + 28 = 197, which is not 207. I slipped: 207 − 28 = 179.\n\nThe correct answer is \\boxed{{179}}.",
        check="179 + 28 = 207 = 23 × 9 ✓",
        mc=("207", "179", "169", "235"),
        retr="Hmm, wait. Let me recompute 23 × 9: that is 197, not 207. So 197 − 28 = 169.\n#### 169",
        retr_val="169",
    ),
    "books": dict(
        gold="53.75",
        pre="The books cost 5 × $8.75 = $43.75.\nThe tote bag costs $10.\n",
        rows=[("Books (5 × 8.75)", "43.75"), ("Tote bag", "10.00")],
        tl="Total spent ($)",
        think="5 books at 8.75: 8.75 × 5 = 43.75. Plus the bag, 10. 53.75. She pays with a 100? No, the question only asks the total spent. 53.75.\n",
        w=[
            ("43.75", "the books only (subtotal), the bag forgotten"),
            ("54", "the total rounded to whole dollars"),
            ("46.25", "the change from $100, a different sub-question"),
            ("53.57", "the cents digits swapped"),
        ],
        summ="Mia spends ${} on 5 books at $8.75 each and a $10 tote bag.",
        vbad="**Verification:** 5 × 8.75 = 45.75, and 45.75 + 10 = 55.75. So the total is \\boxed{{55.75}}.",
        vbad_val="55.75",
        first="63.75",
        vgood="**Verification:** 43.75 + 10 = 53.75, not 63.75; I added 20 by mistake.\n\nThe correct answer is \\boxed{{53.75}}.",
        check="53.75 − 10 = 43.75 = 5 × 8.75 ✓",
        mc=("43.75", "53.75", "63.75", "46.25"),
        retr="Wait — the tote bag is $10 per book? Re-reading... I'll take it as one bag per book: 5 × 10 = 50, so 43.75 + 50 = 93.75.\n#### 93.75",
        retr_val="93.75",
    ),
    "widg": dict(
        gold="51450",
        pre="The factory makes 3,430 widgets a day.\nIn 15 days it makes 3,430 × 15 widgets.\n",
        rows=[("Widgets per day", "3,430"), ("Days", "15")],
        tl="Widgets in 15 days",
        think="3430 × 15 = 3430 × 10 + 3430 × 5 = 34300 + 17150 = 51450. Check: 3430 × 14 = 48020, plus 3430 = 51450.\n",
        w=[
            ("48,020", "the count for 14 days, not 15"),
            ("5,145", "a zero dropped (off by a factor of 10)"),
            ("51,540", "two digits swapped"),
            ("51,500", "the count rounded to the nearest hundred"),
        ],
        summ="the factory makes {} widgets when it runs at 3,430 widgets a day for 15 days.",
        vbad="**Verification:** 3,430 × 15 = 3,430 × 10 + 3,430 × 5 = 34,300 + 16,150 = 50,450. So the answer is \\boxed{{50450}}.",
        vbad_val="50450",
        first="48020",
        vgood="**Verification:** 48,020 is 3,430 × 14; I used 14 days. With 15 days: 48,020 + 3,430 = 51,450.\n\nThe correct answer is \\boxed{{51450}}.",
        check="51,450 ÷ 15 = 3,430 ✓",
        mc=("48,020", "51,450", "54,880", "5,145"),
        retr="Hmm, actually, the factory is closed on Sundays, so only 13 of the 15 days count: 3,430 × 13 = 44,590.\n#### 44590",
        retr_val="44590",
    ),
    "train": dict(
        gold="330",
        pre="One way takes 2 hours 45 minutes = 2 × 60 + 45 = 165 minutes.\nThe round trip is two ways.\n",
        rows=[("One way (min)", "165"), ("Ways", "2")],
        tl="Round trip (minutes)",
        think="2 h 45 min is 165 minutes. Two ways: 330 minutes. In hours that's 5.5, but the question asks minutes. 330.\n",
        w=[
            ("165", "one way only, not the round trip"),
            ("5.5", "the round trip in hours, minutes asked"),
            ("320", "an addition slip (165 + 165 taken as 320)"),
            ("290", "2 h 45 min read as 145 minutes, doubled"),
        ],
        summ="Lena spends {} minutes on the train for a round trip of two rides of 2 hours 45 minutes.",
        vbad="**Verification:** 2 hours 45 minutes is 2.45 hours, and 2 × 2.45 = 4.9 hours, i.e. 294 minutes. So the answer is \\boxed{{294}}.",
        vbad_val="294",
        first="165",
        vgood="**Verification:** 165 minutes is only one way. The round trip is 2 × 165 = 330 minutes.\n\nThe correct answer is \\boxed{{330}}.",
        check="330 ÷ 2 = 165 = 2 × 60 + 45 ✓",
        mc=("165", "330", "345", "290"),
        retr="Wait, she takes the train back the same evening with a 15-minute transfer, so I should add that: 330 + 15 = 345.\n#### 345",
        retr_val="345",
    ),
    "pass": dict(
        gold="75",
        pre="27 out of 36 students passed.\n27 ÷ 36 = 0.75.\n",
        rows=[("Students who passed", "27"), ("Students in class", "36")],
        tl="Percent passed",
        think="27 of 36. Divide both by 9: 3/4. That's 75 percent. Failed is 25 percent, but it asks passed. 75.\n",
        w=[
            ("25", "the percent who failed"),
            ("0.75", "the fraction, not the percent asked"),
            ("27", "the number of students who passed, not a percent"),
            ("72", "a slip (27 ÷ 36 misread as 0.72)"),
        ],
        summ="{} percent of the class passed, since 27 of the 36 students passed.",
        vbad="**Verification:** 36 × 0.75 = 27 ✓. But the question asks what fraction of the class failed... so it is 100 − 75 = \\boxed{{25}}.",
        vbad_val="25",
        first="72",
        vgood="**Verification:** 0.72 × 36 = 25.92, not 27. Redo: 27 ÷ 36 = 0.75, so 75%.\n\nThe correct answer is \\boxed{{75}}.",
        check="0.75 × 36 = 27 ✓",
        mc=("25", "75", "72", "27"),
        retr="Hmm, actually I divided by the wrong total: there are 36 students plus the 4 who were absent, 40 in all. 27 ÷ 40 = 67.5%.\n#### 67.5",
        retr_val="67.5",
    ),
    "temp": dict(
        gold="-7",
        pre="From 6 p.m. to midnight is 6 hours.\nThe temperature falls 6 × 2.5 = 15°C.\n",
        rows=[("Start (°C)", "8"), ("Drop (°C)", "15")],
        tl="At midnight (°C)",
        think="6 pm to 12 am, six hours. 2.5 a hour, 15 degrees total. 8 minus 15 is negative 7. Not 7; it goes below zero. -7.\n",
        w=[
            ("7", "a sign error: 8 − 15 written as 7"),
            ("15", "the drop, not the temperature"),
            ("-4.5", "5 hours counted instead of 6 (8 − 12.5)"),
            ("23", "the drop added instead of subtracted"),
        ],
        summ="the temperature at midnight was {}°C, starting from 8°C at 6 p.m. and falling 2.5°C an hour for 6 hours.",
        vbad="**Verification:** 6 p.m. to midnight is 5 hours, so the drop is 12.5°C and 8 − 12.5 = −4.5. So the answer is \\boxed{{-4.5}}.",
        vbad_val="-4.5",
        first="7",
        vgood="**Verification:** 8 − 15 is negative, not 7: 8 − 15 = −7.\n\nThe correct answer is \\boxed{{-7}}.",
        check="−7 + 15 = 8 ✓",
        mc=("7", "-7", "-15", "23"),
        retr="Wait, it only falls until 11 p.m., so 5 hours: 8 − 12.5 = −4.5.\n#### -4.5",
        retr_val="-4.5",
    ),
    "rupee": dict(
        gold="450",
        pre="Notebooks: 6 × 45 = Rs. 270.\nPens: 12 × 15 = Rs. 180.\n",
        rows=[("Notebooks (6 × 45)", "270"), ("Pens (12 × 15)", "180")],
        tl="Total (Rs.)",
        think="Notebooks 6 × 45 = 270. Pens 12 × 15 = 180. Total 450. If he paid with 1000 the change is 550, but the question asks what he spends. 450.\n",
        w=[
            ("270", "the notebooks only (subtotal)"),
            ("550", "the change from Rs. 1000, a different sub-question"),
            ("405", "the digits of 450 swapped"),
            ("460", "an addition slip (270 + 190)"),
        ],
        summ="Ravi spends Rs. {} on 6 notebooks at Rs. 45 and 12 pens at Rs. 15.",
        vbad="**Verification:** 12 × 15 = 190, so 270 + 190 = 460. The answer is \\boxed{{460}}.",
        vbad_val="460",
        first="550",
        vgood="**Verification:** 550 is the change from Rs. 1000; the question asks what he spends: 270 + 180 = 450.\n\nThe correct answer is \\boxed{{450}}.",
        check="450 − 180 = 270 = 6 × 45 ✓",
        mc=("270", "450", "550", "405"),
        retr="Hmm, actually, the pens come in packs of 12 at Rs. 15 a pack, so the pens cost only Rs. 15: 270 + 15 = 285.\n#### 285",
        retr_val="285",
    ),
    "fair": dict(
        gold="329",
        pre="Adults: 14 × $12 = $168.\nChildren: 23 × $7 = $161.\n",
        rows=[("Adult tickets (14 × 12)", "168"), ("Child tickets (23 × 7)", "161")],
        tl="Total ($)",
        think="14 adults at 12: 168. 23 children at 7: 161. 168 + 161 = 329. There are 37 people, but it asks money. 329.\n",
        w=[
            ("168", "the adult tickets only (subtotal)"),
            ("339", "an addition slip (168 + 171)"),
            ("37", "the number of people, not the money"),
            ("319", "off by ten (168 + 151)"),
        ],
        summ="the fair took in ${} from 14 adult tickets at $12 and 23 child tickets at $7.",
        vbad="**Verification:** 23 × 7 = 171, so 168 + 171 = 339. The answer is \\boxed{{339}}.",
        vbad_val="339",
        first="339",
        vgood="**Verification:** 23 × 7 = 161, not 171, so the total is 168 + 161 = 329.\n\nThe correct answer is \\boxed{{329}}.",
        check="329 − 161 = 168 = 14 × 12 ✓",
        mc=("168", "329", "339", "37"),
        retr="Wait, children under 5 are free and 3 of the 23 children are under 5: 20 × 7 = 140, so 168 + 140 = 308.\n#### 308",
        retr_val="308",
    ),
}

TS = "\u2009"  # thin space
MINUS = "\u2212"  # Unicode minus sign
EN = "\u2013"  # en dash


def _rows(P):
    return "".join(f"| {a} | {b} |\n" for a, b in P["rows"])


def _lab(P):
    return P["tl"].split(" (")[0]


# GSM8K reading shapes: name -> (description, form, text(P, v))
GS = {
    "table": (
        "markdown table, answer in the last (bold) row",
        "bare_last_line",
        lambda P, v: (
            P["pre"] + "\n| Step | Value |\n|---|---|\n" + _rows(P) + f"| **{P['tl']}** | **{v}** |"
        ),
    ),
    "bullet": (
        "bullet list ending '- **Answer:** N'",
        "final_answer_phrase",
        lambda P, v: (
            P["pre"]
            + "\n**Summary**\n"
            + "".join(f"- {a}: {b}\n" for a, b in P["rows"])
            + f"- **Answer:** {v}"
        ),
    ),
    "code": (
        "the answer alone in a code fence",
        "bare_last_line",
        lambda P, v: P["pre"] + f"So the final answer is:\n\n```\n{v}\n```",
    ),
    "html": (
        "HTML <b> answer and a trailing <br>",
        "final_answer_phrase",
        lambda P, v: P["pre"] + f"<p>Final answer: <b>{v}</b></p><br>",
    ),
    "display": (
        "$$ \\text{label} = N $$ display as the last line",
        "bare_last_line",
        lambda P, v: P["pre"] + f"$$\n\\text{{{_lab(P)}}} = {v}\n$$",
    ),
    "emoji": (
        "bold answer followed by emoji",
        "final_answer_phrase",
        lambda P, v: P["pre"] + f"{_lab(P)}: **{v}** 🎉✅",
    ),
    "cite": (
        "'The answer is N [1].' then a footnote line [1]",
        "answer_is",
        lambda P, v: (
            P["pre"]
            + f"The answer is {v} [1].\n\n[1] All figures are taken from the problem statement."
        ),
    ),
    "tag_table": (
        "<answer> tag holding a markdown table (answer in the last row)",
        "tag",
        lambda P, v: (
            th(P["think"])
            + "<answer>\n| Quantity | Value |\n|---|---|\n"
            + _rows(P)
            + f"| {P['tl']} | {v} |\n</answer>"
        ),
    ),
    "tag_list": (
        "<answer> tag holding a bullet list (answer in the last item)",
        "tag",
        lambda P, v: (
            th(P["think"])
            + "<answer>\n"
            + "".join(f"- {a}: {b}\n" for a, b in P["rows"])
            + f"- {P['tl']}: {v}\n</answer>"
        ),
    ),
    "tag_code": (
        "<answer> tag holding a code block",
        "tag",
        lambda P, v: th(P["think"]) + f"<answer>\n```\n{v}\n```\n</answer>",
    ),
    "summary_ok": (
        "box, then 'In summary, ...' restating the value first and the givens after it",
        "boxed",
        lambda P, v: P["pre"] + f"\\boxed{{{v}}}\n\nIn summary, " + P["summ"].format(v),
    ),
    "summary_contra": (
        "box of the gold, then an 'In summary' sentence stating another value",
        "boxed",
        lambda P, v: P["pre"] + f"\\boxed{{{P['gold']}}}\n\nIn summary, " + P["summ"].format(v),
    ),
    "restate": (
        "question-restatement sentence: the value first, the givens after it",
        "prose",
        lambda P, v: P["pre"] + P["summ"].format(v)[0].upper() + P["summ"].format(v)[1:],
    ),
    "atleast": (
        "'at least N' with N the gold: a bound, not the value",
        "answer_is",
        lambda P, v: P["pre"] + f"So the answer is at least {P['gold']}.",
    ),
    "range": (
        "a range with the gold as its upper end",
        "answer_is",
        lambda P, v: P["pre"] + f"So the answer is between {P['w'][0][0]} and {P['gold']}.",
    ),
    "mc_ok": (
        "options listed, then 'The answer is N, which is option (B).'",
        "answer_is",
        lambda P, v: (
            P["pre"]
            + "Comparing with the choices (A) {} (B) {} (C) {} (D) {}:\nThe answer is {}, which is option (B).".format(
                *P["mc"], P["mc"][1]
            )
        ),
    ),
    "mc_bad": (
        "options listed, then 'The answer is (C) N' with a wrong option",
        "answer_is",
        lambda P, v: (
            P["pre"]
            + "Comparing with the choices (A) {} (B) {} (C) {} (D) {}:\nThe answer is (C) {}.".format(
                *P["mc"], P["mc"][2]
            )
        ),
    ),
    "verify_ok": (
        "box, then a verification block that confirms it",
        "boxed",
        lambda P, v: (
            P["pre"]
            + f"The answer is \\boxed{{{P['gold']}}}.\n\n**Verification:** {P['check']} The answer {P['gold']} is confirmed."
        ),
    ),
    "verify_good": (
        "wrong first box, then a verification block that overturns it to the gold",
        "boxed",
        lambda P, v: P["pre"] + f"The answer is \\boxed{{{P['first']}}}.\n\n" + P["vgood"].format(),
    ),
    "verify_bad": (
        "box of the gold, then a faulty verification that overturns it to a wrong box",
        "boxed",
        lambda P, v: P["pre"] + f"The answer is \\boxed{{{P['gold']}}}.\n\n" + P["vbad"].format(),
    ),
    "retr": (
        "'#### gold', then a retraction ('Wait' / 'Hmm, actually') to a wrong #### value",
        "hash",
        lambda P, v: P["pre"] + f"#### {P['gold']}\n\n" + P["retr"],
    ),
}
# which GSM8K shapes are kind A and whether they take a wrong value from P["w"]
GA = [
    "table",
    "bullet",
    "code",
    "tag_table",
    "verify_bad",
    "summary_contra",
    "atleast",
    "html",
    "tag_list",
    "restate",
    "range",
    "retr",
    "mc_bad",
]
GB = [
    "table",
    "bullet",
    "html",
    "display",
    "tag_list",
    "verify_good",
    "summary_ok",
    "mc_ok",
    "code",
    "emoji",
    "cite",
    "tag_table",
    "tag_code",
    "verify_ok",
    "restate",
]
TAKES_W = {"table", "bullet", "code", "html", "tag_table", "tag_list", "summary_contra", "restate"}
FIXED_WHY = {
    "verify_bad": lambda P: (
        f"the faulty check moves the final box to {P['vbad_val']}; the last final answer is wrong"
    ),
    "atleast": lambda P: "a lower bound, not the exact value asked: wrong",
    "range": lambda P: "a range is not the single value asked: wrong",
    "retr": lambda P: f"the retraction makes {P['retr_val']} the last final answer: wrong",
    "mc_bad": lambda P: f"option (C) {P['mc'][2]} is not the gold",
}
FIXED_OK = {
    "verify_good": lambda P: (
        f"the first box {P['first']} is overturned to the gold, which is final"
    ),
    "verify_ok": lambda P: "the verification only confirms the committed box",
    "mc_ok": lambda P: "the value stated is the gold; the option letter only names it",
    "summary_ok": lambda P: "the summary restates the gold; the numbers after it are givens",
    "restate": lambda P: "the gold is the value stated; the later numbers are only the givens",
}

GDISP = {"widg": "51,450"}


def gsm_generic():
    out = []
    for i, (key, P) in enumerate(GP.items()):
        for k in range(6):
            name = GA[(6 * i + k) % len(GA)]
            desc, form, fn = GS[name]
            if name in TAKES_W:
                v, why = P["w"][k % 4]
                note = f"{desc}; {v}: {why}"
                if name == "summary_contra":
                    note += " (contradicts the box; the later statement is the last final answer)"
                text = fn(P, v)
            else:
                note = f"{desc}; {FIXED_WHY[name](P)}"
                text = fn(P, None)
            truth = "wrong"
            out.append(g(f"{name}_{key}", "A", P["gold"], truth, form, text, note))
        for k in range(6):
            name = GB[(6 * i + k) % len(GB)]
            desc, form, fn = GS[name]
            v = GDISP.get(key, P["gold"]) if name not in ("summary_ok",) else P["gold"]
            text = fn(P, v)
            why = (
                FIXED_OK[name](P) if name in FIXED_OK else f"the gold {v} is the answer read there"
            )
            out.append(
                g(f"ok_{name}_{key}", "B", P["gold"], "correct", form, text, f"{desc}; {why}")
            )
    return out


E = GP["eggs"]["pre"]
B_ = GP["books"]["pre"]
W_ = GP["widg"]["pre"]
T_ = GP["train"]["pre"]
P_ = GP["pass"]["pre"]
C_ = GP["temp"]["pre"]
R_ = GP["rupee"]["pre"]
F_ = GP["fair"]["pre"]

# fmt: off
GSPECIAL = [
    g("x_eggs_hedge_paren", "A", "179", "wrong", "final_answer_phrase", E + "**Answer:** 179 eggs? No — 169 eggs.", "the bold answer 179 is withdrawn in the same line in favour of 169 (a slip): the last value is wrong"),
    g("x_eggs_range_dash", "A", "179", "wrong", "prose", E + "So the farm has roughly 175–180 eggs left.", "a range with an en dash: not the single value asked"),
    g("ok_x_eggs_python", "B", "179", "correct", "bare_last_line", E + "```python\neggs = 23 * 9 - 28\nprint(eggs)\n```\nOutput:\n```\n179\n```", "a code block, then its printed output 179 in a second code fence (the last thing)"),
    g("ok_x_eggs_footnote", "B", "179", "correct", "prose", E + "The farm has **179** eggs left.[^1]\n\n[^1]: 23 a day for 9 days, less the 28 used.", "bold value with a markdown footnote whose text ends on the given 28"),
    g("u_books_usd_round", "A", "53.75", "wrong", "final_answer_phrase", B_ + "**Total:** USD 54", "unit before the number; 54 is the total rounded to whole dollars, GSM8K rounding is wrong"),
    g("u_books_cents_marked", "A", "53.75", "wrong", "hash", B_ + "That is $53.75, or 5,375 cents.\n#### 5375", "dollars asked; the #### holds the cents, another number than the gold"),
    g("ok_u_books_usd", "B", "53.75", "correct", "final_answer_phrase", B_ + "Total: $43.75 + $10 = USD 53.75", "unit 'USD' before the number; the value is the gold"),
    g("x_widg_sci_rounded", "A", "51450", "wrong", "prose", W_ + "So the factory makes about 5.1 × 10^4 widgets.", "scientific notation rounded to two figures (51,000): a rounded value for an exact gold"),
    g("x_widg_sci_power", "A", "51450", "wrong", "answer_is", W_ + "The answer is 5.145e3.", "the right digits with the wrong power of ten (5,145)"),
    g("x_widg_approx_final", "A", "51450", "wrong", "hash", W_ + "3,430 × 15 ≈ 3,400 × 15 = 51,000.\n#### 51000", "an estimate marked as the answer: a rounded value"),
    g("ok_x_widg_thinspace", "B", "51450", "correct", "hash", W_ + "3,430 × 15 = 51" + TS + "450\n#### 51" + TS + "450", "a thin space (U+2009) as the thousands separator"),
    g("ok_x_widg_underscore", "B", "51450", "correct", "bare_last_line", W_ + "```\n3_430 * 15 == 51_450\n```\nAnswer:\n```\n51_450\n```", "Python-style underscore separator 51_450 in a code fence"),
    g("ok_x_widg_sci_e", "B", "51450", "correct", "answer_is", W_ + "The answer is 5.145e4 widgets.", "exact scientific e-notation: 5.145e4 = 51,450 exactly"),
    g("ok_x_widg_sci_times", "B", "51450", "correct", "bare_last_line", W_ + "$$\n3430 \\times 15 = 5.145 \\times 10^4\n$$", "exact scientific notation 5.145 × 10^4 = 51,450 on the last display line"),
    g("u_train_restate_unequal", "A", "330", "wrong", "hash", T_ + "That is 330 minutes, or 5.3 hours.\n#### 5.3", "the #### holds a wrong conversion to hours (5.3), not the minutes asked"),
    g("u_train_hours_only", "A", "330", "wrong", "final_answer_phrase", T_ + "**Answer:** 5.5 hours", "the round trip in hours; minutes asked: another number"),
    g("ok_u_train_hours_then_min", "B", "330", "correct", "hash", T_ + "That is 5.5 hours, or 330 minutes.\n#### 330", "hours then minutes; the #### holds the minutes asked"),
    g("ok_u_train_min_paren", "B", "330", "correct", "final_answer_phrase", T_ + "**Answer:** 330 min (= 5 h 30 min)", "the minutes asked, with the same time in hours and minutes in brackets"),
    g("u_pass_ratio", "A", "75", "wrong", "final_answer_phrase", P_ + "That is 75%, so 3 students pass for every 1 who fails.\n**Answer:** 3:1", "percent then a passed:failed ratio; the marked answer is the ratio, another quantity"),
    g("u_pass_fraction_marked", "A", "75", "wrong", "hash", P_ + "That is 75%, i.e. a pass rate of 3/4.\n#### 3/4", "the #### holds the fraction 3/4; a percent gold 75 is another number than 0.75"),
    g("ok_u_pass_pct_then_ratio", "B", "75", "correct", "final_answer_phrase", P_ + "**Answer:** 75% (that is, 3 out of 4 students)", "the marked percent is the gold; the ratio in brackets only glosses it"),
    g("ok_u_pass_latex_pct", "B", "75", "correct", "bare_last_line", P_ + "$$\n\\frac{27}{36} \\times 100\\% = 75\\%\n$$", "LaTeX display ending in 75\\%"),
    g("n_temp_drop_endash", "A", "-7", "wrong", "hash", C_ + "#### " + EN + "15", "the change (an en-dash −15), not the temperature at midnight"),
    g("n_temp_range", "A", "-7", "wrong", "prose", C_ + "So at midnight it was between −7 and −8°C.", "a range, not the single value asked"),
    g("ok_n_temp_endash", "B", "-7", "correct", "hash", C_ + "8 − 15 = " + EN + "7\n#### " + EN + "7", "the negative answer written with an en dash"),
    g("ok_n_temp_minus_word", "B", "-7", "correct", "prose", C_ + "The temperature at midnight was minus 7°C.", "'minus 7' in words for −7"),
    g("u_rupee_dropped_zero", "A", "450", "wrong", "final_answer_phrase", R_ + "**Total:** Rs. 45", "unit before the number; 45 is off by a factor of ten"),
    g("u_rupee_change_inr", "A", "450", "wrong", "answer_is", R_ + "He pays with Rs. 1000, so the answer is INR 550.", "the change from Rs. 1000 (a different sub-question), unit before the number"),
    g("ok_u_rupee_rs", "B", "450", "correct", "answer_is", R_ + "The answer is Rs. 450.", "'Rs.' before the number"),
    g("ok_u_rupee_symbol", "B", "450", "correct", "final_answer_phrase", R_ + "Total = ₹450/-", "rupee sign before and the Indian '/-' after the number"),
    g("q_fair_letter_wrong", "A", "329", "wrong", "answer_is", F_ + "(A) 168 (B) 329 (C) 339 (D) 37\nThe answer is (D) 37.", "option (D) 37, the number of people"),
    g("q_fair_two_options", "A", "329", "wrong", "answer_is", F_ + "(A) 168 (B) 329 (C) 339 (D) 37\nThe closest options are (B) and (C), so the answer is 329 or 339.", "two options: a hedge"),
    g("ok_q_fair_bold_letter", "B", "329", "correct", "final_answer_phrase", F_ + "168 + 161 = 329\n(A) 168 (B) 329 (C) 339 (D) 37\n**Answer: (B) 329**", "the option letter and the gold value together"),
    g("ok_q_fair_option_emoji", "B", "329", "correct", "answer_is", F_ + "The answer is 329, which is option (B). 🎟️", "gold then 'which is option (B)' and an emoji"),
]
# fmt: on


# ================================================================ MATH problems
def al(*lines):
    """An align* display with the result on its last aligned line."""
    return "\\begin{align*}\n" + " \\\\\n".join(lines) + "\n\\end{align*}"


def dbr(x):
    return "\\[\n" + x + "\n\\]"


def dd(x):
    return "$$\n" + x + "\n$$"


def bul(x):
    return "- **Answer:** $" + x + "$"


def mtab(lab, x):
    return "| Quantity | Value |\n|---|---|\n| " + lab + " | $" + x + "$ |"


def tcode(think, x):
    return th(think) + "<answer>\n```latex\n" + x + "\n```\n</answer>"


def bx(x):
    return "\\boxed{" + x + "}"


CR = (
    r"With $\mathbf{a} = (2, -1, 3)$ and $\mathbf{b} = (1, 4, -2)$, $\mathbf{a} \times \mathbf{b} = (a_2 b_3 - a_3 b_2,\ a_3 b_1 - a_1 b_3,\ a_1 b_2 - a_2 b_1)$."
    + "\n\n"
)
CRW = (
    CR
    + r"The components are $(-1)(-2) - (3)(4) = -10$, $(3)(1) - (2)(-2) = 7$ and $(2)(4) - (-1)(1) = 9$."
    + "\n\n"
)
CRG = r"\begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix}"
CRT = "a × b: first (-1)(-2) - 3·4 = 2 - 12 = -10. Second 3·1 - 2·(-2) = 3 + 4 = 7. Third 2·4 - (-1)·1 = 9. Dot with a: -20 - 7 + 27 = 0. Good.\n"
IV = (
    r"For $A = \begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}$, $\det A = 3 \cdot 2 - 1 \cdot 5 = 1$, so $A^{-1} = \frac{1}{\det A}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$."
    + "\n\n"
)
IVG = r"\begin{pmatrix} 2 & -1 \\ -5 & 3 \end{pmatrix}"
IVT = "det = 6 - 5 = 1. Swap 3 and 2, negate 1 and 5: [[2, -1], [-5, 3]]. Check row 1: 3·2 + 1·(-5) = 1, 3·(-1) + 1·3 = 0.\n"
IN = (
    r"Factor: $x^2 - 5x + 4 = (x - 1)(x - 4)$. The product is positive when both factors have the same sign."
    + "\n\n"
)
ING = r"(-\infty, 1) \cup (4, \infty)"
INT = (
    "Roots 1 and 4. Upward parabola, so positive outside the roots. Strict inequality, open ends.\n"
)
LN = r"The slope through $(1, 5)$ and $(3, 9)$ is $m = \frac{9 - 5}{3 - 1} = 2$." + "\n\n"
LNT = "Slope 2. y - 5 = 2(x - 1), y = 2x + 3. Check (3, 9): 6 + 3 = 9.\n"
PM = (
    r"By the quadratic formula, $x = \frac{4 \pm \sqrt{16 + 4}}{2} = \frac{4 \pm \sqrt{20}}{2}$."
    + "\n\n"
)
PMT = "x^2 - 4x - 1 = 0. Discriminant 16 + 4 = 20. sqrt 20 = 2 sqrt 5. x = (4 ± 2√5)/2 = 2 ± √5.\n"
AN = (
    r"The angles are $2k$, $3k$ and $7k$ with $2k + 3k + 7k = 180^\circ$, so $12k = 180^\circ$ and $k = 15^\circ$."
    + "\n\n"
)
ANT = "12 parts of 180 is 15 each. Largest is 7 parts: 105. Others 30 and 45. Sum 180.\n"
PR = (
    r"Of the $36$ equally likely outcomes, the sums $2, 3, 4, 5, 6, 7$ occur in $1, 2, 3, 4, 5, 6$ ways."
    + "\n\n"
)
PRG = r"\frac{7}{12}"
PRT = "Sum at most 7: 1+2+3+4+5+6 = 21 outcomes of 36. 21/36 = 7/12.\n"
RP = r"$0.\overline{12} = \frac{12}{99}$ and $0.\overline{24} = \frac{24}{99}$." + "\n\n"
RPG = r"\frac{4}{11}"
RPT = "12/99 + 24/99 = 36/99. Divide by 9: 4/11. As a decimal 0.363636...\n"
BS = r"$1101_2 = 8 + 4 + 1 = 13$ and $110_2 = 4 + 2 = 6$." + "\n\n"
BST = "13 + 6 = 19. 19 = 16 + 2 + 1 = 10011 in binary.\n"
VO = r"The box measures $4 \text{ cm} \times 5 \text{ cm} \times 7 \text{ cm}$." + "\n\n"
VOT = "Volume = 4 · 5 · 7 = 140. Surface area would be 2(20 + 35 + 28) = 166, not asked.\n"
FG = r"$g(2) = 2^2 + 1 = 5$, so $f(g(2)) = f(5)$." + "\n\n"
FGT = "g(2) = 5. f(5) = 3 - 20 = -17. Not g(f(2)).\n"

# fmt: off
MCASES = [
    # cross product (2, -1, 3) x (1, 4, -2) = (-10, 7, 9)
    m("al_m_cross_reversed", "A", CRG, "wrong", "bare_last_line", CR + al(r"\mathbf{b} \times \mathbf{a} &= \begin{pmatrix} (4)(3) - (-2)(-1) \\ (-2)(2) - (1)(3) \\ (1)(-1) - (4)(2) \end{pmatrix}", r"&= \begin{pmatrix} 10 \\ -7 \\ -9 \end{pmatrix}"), "align* ending on b × a = (10, -7, -9): the sign-reversed vector"),
    m("tab_m_cross_one_sign", "A", CRG, "wrong", "bare_last_line", CR + mtab(r"\mathbf{a} \times \mathbf{b}", "(-10, 7, -9)"), "markdown table holding (-10, 7, -9): third component's sign wrong"),
    m("tag_m_cross_componentwise", "A", CRG, "wrong", "tag", tcode("Multiply componentwise: 2·1, -1·4, 3·(-2).\n", r"\begin{pmatrix} 2 \\ -4 \\ -6 \end{pmatrix}"), "<answer> code block with the componentwise product, not the cross product"),
    m("bul_m_cross_dot", "A", CRG, "wrong", "final_answer_phrase", CR + r"The dot product is $2 - 4 - 6 = -8$." + "\n\n" + bul("-8"), "bullet answer -8: the dot product, a different sub-question"),
    m("r_m_cross_retract", "A", CRG, "wrong", "boxed", CRW + r"$\mathbf{a} \times \mathbf{b} = " + bx(CRG) + "$\n\nWait, the question lists $\\mathbf{b}$ first, so I should compute $\\mathbf{b} \\times \\mathbf{a} = " + bx(r"\begin{pmatrix} 10 \\ -7 \\ -9 \end{pmatrix}") + "$.", "a correct box retracted ('Wait') to the reversed vector: the last final answer is wrong"),
    m("ok_al_m_cross", "B", CRG, "correct", "bare_last_line", CR + al(r"\mathbf{a} \times \mathbf{b} &= \begin{pmatrix} (-1)(-2) - (3)(4) \\ (3)(1) - (2)(-2) \\ (2)(4) - (-1)(1) \end{pmatrix}", r"&= \begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix}"), "align* whose last aligned line is the gold vector (no box)"),
    m("ok_dbr_m_cross_bmatrix", "B", CRG, "correct", "bare_last_line", CRW + dbr(r"\mathbf{a} \times \mathbf{b} = \begin{bmatrix} -10 \\ 7 \\ 9 \end{bmatrix}"), "\\[ \\] display with bmatrix for pmatrix"),
    m("ok_tag_m_cross_tuple", "B", CRG, "correct", "tag", tcode(CRT, "(-10, 7, 9)"), "<answer> code block with the vector as a tuple: the same vector"),
    m("ok_bul_m_cross_angle", "B", CRG, "correct", "final_answer_phrase", CRW + bul(r"\langle -10, 7, 9 \rangle"), "bullet answer in angle-bracket vector notation"),
    m("ok_v_m_cross_verify", "B", CRG, "correct", "boxed", CRW + r"$\mathbf{a} \times \mathbf{b} = " + bx(CRG) + "$\n\n**Verification:** $\\mathbf{a} \\cdot (-10, 7, 9) = -20 - 7 + 27 = 0$ ✓ and $\\mathbf{b} \\cdot (-10, 7, 9) = -10 + 28 - 18 = 0$ ✓.", "box, then a verification (dot products 0) that confirms it"),
    m("ok_dd_m_cross_ijk", "B", CRG, "correct", "bare_last_line", CRW + dd(r"\mathbf{a} \times \mathbf{b} = -10\mathbf{i} + 7\mathbf{j} + 9\mathbf{k}"), "the gold vector written with i, j, k unit vectors"),
    # inverse of [[3, 1], [5, 2]] = [[2, -1], [-5, 3]]
    m("al_m_inv_transpose", "A", IVG, "wrong", "bare_last_line", IV + al(r"A^{-1} &= \frac{1}{1}\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}", r"&= \begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}"), "align* ending on the transpose of the inverse"),
    m("tab_m_inv_negated", "A", IVG, "wrong", "bare_last_line", IV + mtab("A^{-1}", r"\begin{pmatrix} -2 & 1 \\ 5 & -3 \end{pmatrix}"), "table holding the negated inverse"),
    m("tag_m_inv_no_signs", "A", IVG, "wrong", "tag", tcode("det 1. Swap the diagonal: [[2, 1], [5, 3]].\n", r"\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}"), "<answer> code block: diagonal swapped but the off-diagonal signs not changed"),
    m("bul_m_inv_det", "A", IVG, "wrong", "final_answer_phrase", IV + bul(r"\det A = 1"), "bullet answer det A = 1: a different sub-question"),
    m("r_m_inv_retract", "A", IVG, "wrong", "boxed", IV + "$A^{-1} = " + bx(IVG) + "$\n\nHmm, wait, I think I swapped the wrong entries; it should be $A^{-1} = " + bx(r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}") + "$.", "the gold box retracted ('Hmm, wait') to a wrong matrix"),
    m("html_m_inv_one_sign", "A", IVG, "wrong", "final_answer_phrase", IV + r"<b>$A^{-1} = \begin{pmatrix} 2 & -1 \\ 5 & 3 \end{pmatrix}$</b><br>", "HTML bold matrix with one sign wrong (5 for -5)"),
    m("ok_al_m_inv_box", "B", IVG, "correct", "boxed", IV + al(r"A^{-1} &= \frac{1}{1}\begin{pmatrix} 2 & -1 \\ -5 & 3 \end{pmatrix}", r"&= \boxed{\begin{pmatrix} 2 & -1 \\ -5 & 3 \end{pmatrix}}"), "align* with the boxed gold on its last line"),
    m("ok_dd_m_inv_bmatrix", "B", IVG, "correct", "bare_last_line", IV + dd(r"A^{-1} = \begin{bmatrix} 2 & -1 \\ -5 & 3 \end{bmatrix}"), "$$ display with bmatrix"),
    m("ok_tag_m_inv", "B", IVG, "correct", "tag", tcode(IVT, IVG), "<answer> holding a ```latex code block with the gold matrix"),
    m("ok_tab_m_inv_array", "B", IVG, "correct", "bare_last_line", IV + mtab("A^{-1}", r"\left(\begin{array}{cc} 2 & -1 \\ -5 & 3 \end{array}\right)"), "table holding the gold as a parenthesised array"),
    m("ok_v_m_inv_verify", "B", IVG, "correct", "boxed", IV + "$A^{-1} = " + bx(IVG) + "$\n\n**Check:** $A A^{-1} = \\begin{pmatrix} 6 - 5 & -3 + 3 \\\\ 10 - 10 & -5 + 6 \\end{pmatrix} = \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$ ✓", "box, then a check whose last matrix is the identity"),
    m("ok_v_m_inv_overturn", "B", IVG, "correct", "boxed", IV + "$A^{-1} = " + bx(r"\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}") + "$\n\n**Check:** the (1, 2) entry of $A A^{-1}$ is $3(-5) + 1(3) = -12 \\neq 0$, so I transposed it. The inverse is $" + bx(IVG) + "$.", "a wrong first box overturned by a check to the gold"),
    # x^2 - 5x + 4 > 0
    m("al_m_int_between", "A", ING, "wrong", "bare_last_line", IN + al(r"(x - 1)(x - 4) &> 0", r"x &\in (1, 4)"), "align* ending on (1, 4): the complement of the solution set"),
    m("tab_m_int_closed", "A", ING, "wrong", "bare_last_line", IN + mtab("solution set", r"(-\infty, 1] \cup [4, \infty)"), "table holding closed endpoints for a strict inequality"),
    m("tag_m_int_signflip", "A", ING, "wrong", "tag", tcode("Roots -1 and -4?\n", r"(-\infty, -4) \cup (-1, \infty)"), "<answer> code block with the roots' signs flipped"),
    m("bul_m_int_half", "A", ING, "wrong", "final_answer_phrase", IN + bul("x < 1"), "bullet answer with only half of the union"),
    m("r_m_int_retract_closed", "A", ING, "wrong", "boxed", IN + "$x \\in " + bx(ING) + "$\n\nHmm, actually the endpoints should be included, so $x \\in " + bx(r"(-\infty, 1] \cup [4, \infty)") + "$.", "the gold box retracted to closed endpoints: wrong"),
    m("html_m_int_roots", "A", ING, "wrong", "final_answer_phrase", IN + "The critical points are <b>$x = 1, 4$</b>.<br>", "HTML answer giving the roots, a different sub-question"),
    m("ok_al_m_int", "B", ING, "correct", "bare_last_line", IN + al(r"(x - 1)(x - 4) &> 0", r"x &\in (-\infty, 1) \cup (4, \infty)"), "align* whose last line is x \\in the gold union"),
    m("ok_dbr_m_int_swapped", "B", ING, "correct", "bare_last_line", IN + dbr(r"x \in (4, \infty) \cup (-\infty, 1)"), "the two intervals of the union in the other order"),
    m("ok_tag_m_int_or", "B", ING, "correct", "tag", tcode(INT, r"x < 1 \text{ or } x > 4"), "<answer> code block with the equivalent inequality 'x < 1 or x > 4'"),
    m("ok_bul_m_int_nospace", "B", ING, "correct", "final_answer_phrase", IN + bul(r"(-\infty,1)\cup(4,\infty)"), "bullet answer without spaces"),
    m("ok_v_m_int_testpts", "B", ING, "correct", "boxed", IN + "$x \\in " + bx(ING) + "$\n\n**Verification:** $x = 0$: $4 > 0$ ✓; $x = 2$: $-2 < 0$ ✓; $x = 5$: $4 > 0$ ✓.", "box, then test points that confirm it (the last number is a test value)"),
    m("ok_s_m_int_summary", "B", ING, "correct", "boxed", IN + "$x \\in " + bx(ING) + "$\n\nIn summary, the inequality holds for every $x$ outside the closed interval $[1, 4]$.", "box, then a summary describing the same set via its complement [1, 4]"),
    # line through (1, 5) and (3, 9): y = 2x + 3
    m("al_m_line_slip", "A", "y = 2x + 3", "wrong", "bare_last_line", LN + al(r"y - 5 &= 2(x - 1)", r"y &= 2x + 2 + 5", r"y &= 2x + 7"), "align* ending on y = 2x + 7: a sign slip in -2"),
    m("tab_m_line_negslope", "A", "y = 2x + 3", "wrong", "bare_last_line", LN + mtab("line", "y = -2x + 3"), "table holding the line with the slope's sign wrong"),
    m("tag_m_line_intercept_sign", "A", "y = 2x + 3", "wrong", "tag", tcode("Slope 2, intercept 5 - 2... -3?\n", "y = 2x - 3"), "<answer> code block with the intercept's sign wrong"),
    m("bul_m_line_slope_only", "A", "y = 2x + 3", "wrong", "final_answer_phrase", LN + bul("m = 2"), "bullet answer giving only the slope: a different sub-question"),
    m("r_m_line_retract_recip", "A", "y = 2x + 3", "wrong", "boxed", LN + "$" + bx("y = 2x + 3") + "$\n\nWait, slope is run over rise, so $m = \\frac{1}{2}$ and the line is $" + bx(r"y = \frac{1}{2}x + \frac{9}{2}") + "$.", "the gold box retracted to a wrong line (inverted slope)"),
    m("html_m_line_intercept_only", "A", "y = 2x + 3", "wrong", "final_answer_phrase", LN + "The $y$-intercept is <b>3</b>.<br>", "HTML answer with only the intercept"),
    m("ok_al_m_line", "B", "y = 2x + 3", "correct", "bare_last_line", LN + al(r"y - 5 &= 2(x - 1)", r"y &= 2x - 2 + 5", r"y &= 2x + 3"), "align* whose last aligned line is the gold line"),
    m("ok_dbr_m_line_commuted", "B", "y = 2x + 3", "correct", "bare_last_line", LN + dbr("y = 3 + 2x"), "the same line with the terms commuted"),
    m("ok_tag_m_line_nospace", "B", "y = 2x + 3", "correct", "tag", tcode(LNT, "y=2x+3"), "<answer> code block, no spaces"),
    m("ok_bul_m_line_general", "B", "y = 2x + 3", "correct", "final_answer_phrase", LN + "$y - 5 = 2(x - 1)$ rearranges to\n\n" + bul("2x - y + 3 = 0"), "debatable: the general form 2x - y + 3 = 0 is the same line (the same equation rearranged)", True),
    m("ok_v_m_line_verify", "B", "y = 2x + 3", "correct", "boxed", LN + "$" + bx("y = 2x + 3") + "$\n\n**Check:** $(1, 5)$: $2 + 3 = 5$ ✓; $(3, 9)$: $6 + 3 = 9$ ✓.", "box, then a check on both points"),
    m("ok_tab_m_line_rows", "B", "y = 2x + 3", "correct", "bare_last_line", LN + "| Quantity | Value |\n|---|---|\n| slope | $2$ |\n| intercept | $3$ |\n| line | $y = 2x + 3$ |", "table: slope and intercept rows, then the gold line in the last row"),
    # x^2 - 4x - 1 = 0: 2 ± sqrt5
    m("al_m_pm_nohalf", "A", r"2 \pm \sqrt{5}", "wrong", "bare_last_line", PM + al(r"x &= \frac{4 \pm 2\sqrt{5}}{2}", r"&= 2 \pm 2\sqrt{5}"), "align* ending on 2 ± 2√5: the radical not halved"),
    m("tab_m_pm_one_root", "A", r"2 \pm \sqrt{5}", "wrong", "bare_last_line", PM + mtab("x", r"2 + \sqrt{5}"), "table holding only one root"),
    m("tag_m_pm_sign", "A", r"2 \pm \sqrt{5}", "wrong", "tag", tcode("x = (-4 ± √20)/2.\n", r"-2 \pm \sqrt{5}"), "<answer> code block with -b taken as -4: the roots' centre has the wrong sign"),
    m("bul_m_pm_decimals", "A", r"2 \pm \sqrt{5}", "wrong", "final_answer_phrase", PM + bul("x \\approx 4.236,\\ -0.236"), "bullet answer with rounded decimals for exact roots"),
    m("html_m_pm_sum", "A", r"2 \pm \sqrt{5}", "wrong", "final_answer_phrase", PM + "The roots add up to <b>4</b>.<br>", "HTML answer with the sum of the roots, a different quantity"),
    m("r_m_pm_retract", "A", r"2 \pm \sqrt{5}", "wrong", "boxed", PM + "$x = " + bx(r"2 \pm \sqrt{5}") + "$\n\nHmm, actually the discriminant is $16 - 4 = 12$, so $x = " + bx(r"2 \pm \sqrt{3}") + "$.", "the gold box retracted to 2 ± √3 (discriminant slip)"),
    m("ok_al_m_pm", "B", r"2 \pm \sqrt{5}", "correct", "bare_last_line", PM + al(r"x &= \frac{4 \pm 2\sqrt{5}}{2}", r"&= 2 \pm \sqrt{5}"), "align* whose last aligned line is the gold"),
    m("ok_dbr_m_pm_listed", "B", r"2 \pm \sqrt{5}", "correct", "bare_last_line", PM + dbr(r"x = 2 + \sqrt{5},\ 2 - \sqrt{5}"), "both roots listed instead of ±"),
    m("ok_tag_m_pm_eq", "B", r"2 \pm \sqrt{5}", "correct", "tag", tcode(PMT, r"x = 2 \pm \sqrt{5}"), "<answer> code block with 'x = '"),
    m("ok_bul_m_pm_unsimplified", "B", r"2 \pm \sqrt{5}", "correct", "final_answer_phrase", PM + bul(r"\frac{4 \pm \sqrt{20}}{2}"), "unsimplified but equal form (4 ± √20)/2"),
    m("ok_v_m_pm_verify", "B", r"2 \pm \sqrt{5}", "correct", "boxed", PM + "$x = " + bx(r"2 \pm \sqrt{5}") + "$\n\n**Verification:** $(2 + \\sqrt{5})^2 - 4(2 + \\sqrt{5}) - 1 = 9 + 4\\sqrt{5} - 8 - 4\\sqrt{5} - 1 = 0$ ✓", "box, then a check ending on 0"),
    m("ok_dd_m_pm_shorthand", "B", r"2 \pm \sqrt{5}", "correct", "boxed", PM + dd(r"\boxed{2\pm\sqrt5}"), "\\sqrt5 shorthand without braces in a $$ box"),
    # angles 2:3:7 -> 105 degrees
    m("al_m_ang_other_two", "A", "105", "wrong", "bare_last_line", AN + al(r"2k + 3k &= 5k", r"&= 75^\circ"), "align* ending on 75°: the sum of the other two angles"),
    m("tab_m_ang_smallest", "A", "105", "wrong", "bare_last_line", AN + mtab("angle", r"30^\circ"), "table holding the smallest angle"),
    m("tag_m_ang_radians", "A", "105", "wrong", "tag", tcode("7k = 105 degrees = 7π/12 rad.\n", r"\frac{7\pi}{12}"), "<answer> in radians; degrees are not radians"),
    m("bul_m_ang_middle", "A", "105", "wrong", "final_answer_phrase", AN + bul(r"45^\circ"), "bullet answer with the middle angle"),
    m("html_m_ang_offbyone", "A", "105", "wrong", "final_answer_phrase", AN + r"The largest angle is <b>$104^\circ$</b>.<br>", "off by one"),
    m("v_m_ang_overturn_exterior", "A", "105", "wrong", "boxed", AN + "The largest angle is $" + bx(r"105^\circ") + "$.\n\n**Verification:** $30 + 45 + 105 = 180$ ✓. But the largest angle must be opposite the exterior angle at the smallest vertex, so it is $180 - 30 = " + bx("150") + "$.", "a faulty verification overturns the gold box to 150"),
    m("ok_al_m_ang", "B", "105", "correct", "bare_last_line", AN + al(r"7k &= 7 \cdot 15^\circ", r"&= 105^\circ"), "align* ending on 105^\\circ"),
    m("ok_dbr_m_ang_degree", "B", "105", "correct", "bare_last_line", AN + dbr(r"7k = 105\degree"), "\\degree macro after the value"),
    m("ok_tag_m_ang_plain", "B", "105", "correct", "tag", tcode(ANT, "105"), "<answer> code block with the bare number"),
    m("ok_bul_m_ang_words", "B", "105", "correct", "final_answer_phrase", AN + "- **Answer:** 105 degrees", "bullet answer '105 degrees'"),
    m("ok_html_m_ang_symbol", "B", "105", "correct", "final_answer_phrase", AN + "The largest angle is <b>105°</b>.<br>", "Unicode degree sign inside HTML bold"),
    m("ok_v_m_ang_verify", "B", "105", "correct", "boxed", AN + "The largest angle is $" + bx(r"105^{\circ}") + "$.\n\n**Check:** $30^\\circ + 45^\\circ + 105^\\circ = 180^\\circ$ ✓", "box, then a check ending on 180°"),
    # P(sum of two dice <= 7) = 7/12
    m("al_m_prob_badreduce", "A", PRG, "wrong", "bare_last_line", PR + al(r"P &= \frac{21}{36}", r"&= \frac{7}{13}"), "align* ending on a wrong reduction 7/13"),
    m("tab_m_prob_rounded", "A", PRG, "wrong", "bare_last_line", PR + mtab("P", "0.58"), "table holding a rounded decimal for an exact fraction"),
    m("tag_m_prob_exact7", "A", PRG, "wrong", "tag", tcode("Sum 7: 6 ways of 36.\n", r"\frac{1}{6}"), "<answer> code block with P(sum = 7), a different sub-question"),
    m("bul_m_prob_less", "A", PRG, "wrong", "final_answer_phrase", PR + bul(r"\frac{15}{36} = \frac{5}{12}"), "bullet answer with P(sum < 7)"),
    m("twice_m_prob_decimal_last", "A", PRG, "wrong", "boxed", PR + "**Answer:** $\\frac{7}{12}$\n\nIn decimal form: $" + bx("0.58") + "$", "fraction, then a boxed rounded decimal as the last final answer: not equal to the gold"),
    m("html_m_prob_numerator", "A", PRG, "wrong", "final_answer_phrase", PR + "There are <b>21</b> favourable outcomes.<br>", "HTML bold 21: the count, not the probability"),
    m("ok_al_m_prob_dfrac", "B", PRG, "correct", "boxed", PR + al(r"P &= \frac{21}{36}", r"&= \boxed{\dfrac{7}{12}}"), "align* with \\dfrac in the box on the last line"),
    m("ok_dbr_m_prob_tfrac", "B", PRG, "correct", "bare_last_line", PR + dbr(r"P = \tfrac{7}{12}"), "\\tfrac in a \\[ \\] display"),
    m("ok_tag_m_prob_slash", "B", PRG, "correct", "tag", tcode(PRT, "7/12"), "<answer> code block with a/b"),
    m("ok_bul_m_prob_shorthand", "B", PRG, "correct", "final_answer_phrase", PR + bul(r"\frac7{12}"), "\\frac7{12} shorthand"),
    m("ok_tab_m_prob_unreduced", "B", PRG, "correct", "bare_last_line", PR + mtab("P", r"\frac{21}{36}"), "unreduced fraction equal to the gold"),
    m("ok_twice_m_prob_approx", "B", PRG, "correct", "boxed", PR + "$P = " + bx(r"\frac{7}{12}") + r" \approx 0.583$", "box of the gold with an approximation annotation after it"),
    # 0.(12) + 0.(24) = 4/11
    m("al_m_rep_truncated", "A", RPG, "wrong", "bare_last_line", RP + al(r"0.\overline{12} + 0.\overline{24} &= 0.12 + 0.24", r"&= 0.36"), "align* ending on a truncated decimal 0.36"),
    m("tab_m_rep_decimal", "A", RPG, "wrong", "bare_last_line", RP + mtab("sum", "0.3636"), "table holding a terminating approximation"),
    m("tag_m_rep_badreduce", "A", RPG, "wrong", "tag", tcode("36/99, divide top by 9 and bottom by 11.\n", r"\frac{4}{9}"), "<answer> code block with a wrong reduction 4/9"),
    m("bul_m_rep_hundredths", "A", RPG, "wrong", "final_answer_phrase", RP + bul(r"\frac{36}{100} = \frac{9}{25}"), "bullet answer treating the sum as 0.36 exactly"),
    m("html_m_rep_third", "A", RPG, "wrong", "final_answer_phrase", RP + r"The sum is <b>$0.\overline{3}$</b>.<br>", "HTML answer 0.\\overline{3} = 1/3, not 4/11"),
    m("s_m_rep_summary_contra", "A", RPG, "wrong", "boxed", RP + "$" + bx(RPG) + "$\n\nIn summary, the sum is $0.36$.", "the gold box, then a summary stating a different (truncated) value"),
    m("ok_al_m_rep", "B", RPG, "correct", "boxed", RP + al(r"0.\overline{12} + 0.\overline{24} &= \frac{36}{99}", r"&= \boxed{\frac{4}{11}}"), "align* with the boxed gold on the last line"),
    m("ok_dbr_m_rep_dfrac", "B", RPG, "correct", "bare_last_line", RP + dbr(r"\dfrac{4}{11}"), "\\dfrac alone in a \\[ \\] display"),
    m("ok_tag_m_rep_slash", "B", RPG, "correct", "tag", tcode(RPT, "4/11"), "<answer> code block with a/b"),
    m("ok_bul_m_rep_unreduced", "B", RPG, "correct", "final_answer_phrase", RP + bul(r"\frac{36}{99}"), "unreduced fraction equal to the gold"),
    m("ok_tab_m_rep_bar", "B", RPG, "correct", "bare_last_line", RP + mtab("sum", r"0.\overline{36}"), "debatable: the exact repeating decimal 0.\\overline{36} = 4/11 (with a bar, not a truncation)", True),
    m("ok_v_m_rep_verify", "B", RPG, "correct", "boxed", RP + "$" + bx(RPG) + "$\n\n**Check:** $4 \\div 11 = 0.363636\\ldots = 0.1212\\ldots + 0.2424\\ldots$ ✓", "box, then a decimal check"),
    # 1101_2 + 110_2 = 10011_2
    m("al_m_base_ten", "A", "10011_2", "wrong", "bare_last_line", BS + al(r"1101_2 + 110_2 &= 13 + 6", r"&= 19"), "align* ending on the base-ten value 19, base 2 asked"),
    m("tab_m_base_reversed", "A", "10011_2", "wrong", "bare_last_line", BS + mtab("sum", "11001_2"), "table holding the digits reversed (= 25)"),
    m("tag_m_base_slip", "A", "10011_2", "wrong", "tag", tcode("13 + 6 = 23? binary 10111.\n", "10111_2"), "<answer> code block with 10111_2 (= 23)"),
    m("bul_m_base_lastdigit", "A", "10011_2", "wrong", "final_answer_phrase", BS + bul("10010_2"), "off by one in the last digit (= 18)"),
    m("html_m_base_dropped", "A", "10011_2", "wrong", "final_answer_phrase", BS + r"The sum is <b>$1011_2$</b>.<br>", "a digit dropped (= 11)"),
    m("r_m_base_retract_decimal", "A", "10011_2", "wrong", "boxed", BS + "$1101_2 + 110_2 = " + bx("10011_2") + "$\n\nHmm, wait, converting back, $10011_2 = 16 + 2 + 1 = 19$, so the answer is $" + bx("19") + "$.", "the gold box replaced by the base-ten check value 19"),
    m("ok_al_m_base", "B", "10011_2", "correct", "bare_last_line", BS + al(r"1101_2 + 110_2 &= 13 + 6 = 19", r"&= 10011_2"), "align* whose last line is the gold numeral"),
    m("ok_dbr_m_base_braced", "B", "10011_2", "correct", "bare_last_line", BS + dbr(r"1101_2 + 110_2 = 10011_{2}"), "subscript in braces"),
    m("ok_tag_m_base_nosub", "B", "10011_2", "correct", "tag", tcode(BST, "10011"), "<answer> code block, the numeral without its subscript"),
    m("ok_tab_m_base_column", "B", "10011_2", "correct", "bare_last_line", BS + "| | binary |\n|---|---|\n| first | $1101_2$ |\n| second | $110_2$ |\n| **sum** | $10011_2$ |", "table of the column addition, sum in the last row"),
    m("ok_v_m_base_verify", "B", "10011_2", "correct", "boxed", BS + "$" + bx("10011_2") + "$\n\n**Check:** $10011_2 = 16 + 2 + 1 = 19 = 13 + 6$ ✓", "box, then a check whose last number is 6 (a given)"),
    m("ok_code_m_base", "B", "10011_2", "correct", "bare_last_line", BS + "In binary:\n\n```\n  1101\n+  110\n------\n 10011\n```\n\n**Answer:** $10011_2$", "code-fenced column addition, then the bold answer"),
    # box 4 x 5 x 7 cm: volume 140
    m("al_m_vol_surface", "A", "140", "wrong", "bare_last_line", VO + al(r"S &= 2(20 + 35 + 28)", r"&= 166 \text{ cm}^2"), "align* ending on the surface area, a different sub-question"),
    m("tab_m_vol_sum", "A", "140", "wrong", "bare_last_line", VO + mtab("V", r"16 \text{ cm}^3"), "table holding the sum of the edges, not the product"),
    m("tag_m_vol_half", "A", "140", "wrong", "tag", tcode("20 + 35 + 28 = 83.\n", r"83 \text{ cm}^2"), "<answer> code block with half the surface area"),
    m("bul_m_vol_zero", "A", "140", "wrong", "final_answer_phrase", VO + bul(r"1400 \text{ cm}^3"), "an extra zero"),
    m("html_m_vol_slip", "A", "140", "wrong", "final_answer_phrase", VO + r"$V = 4 \cdot 5 \cdot 6$ = <b>120 cm³</b><br>", "a 6 for the 7: 120"),
    m("r_m_vol_retract_area", "A", "140", "wrong", "boxed", VO + "$V = " + bx("140") + r"\text{ cm}^3$" + "\n\nWait, the question wants the surface area: $2(20 + 35 + 28) = " + bx("166") + "$.", "the gold box retracted to the surface area (not what is asked)"),
    m("ok_al_m_vol", "B", "140", "correct", "bare_last_line", VO + al(r"V &= 4 \cdot 5 \cdot 7", r"&= 140 \text{ cm}^3"), "align* ending on 140 cm^3: a unit of volume on a number gold"),
    m("ok_dbr_m_vol_mathrm", "B", "140", "correct", "bare_last_line", VO + dbr(r"V = 140\,\mathrm{cm}^3"), "\\, and \\mathrm unit"),
    m("ok_tag_m_vol_unicode", "B", "140", "correct", "tag", tcode(VOT, "140 cm³"), "<answer> code block with a Unicode superscript unit"),
    m("ok_bul_m_vol_words", "B", "140", "correct", "final_answer_phrase", VO + "- **Answer:** 140 cubic centimeters", "unit in words"),
    m("ok_s_m_vol_summary_area", "B", "140", "correct", "boxed", VO + "$V = " + bx("140") + "$\n\nIn summary, the box holds $140 \\text{ cm}^3$, while its surface area is $166 \\text{ cm}^2$.", "box, then a summary that also mentions the (unasked) surface area last"),
    # f(g(2)) = -17
    m("al_m_fg_sign", "A", "-17", "wrong", "bare_last_line", FG + al(r"f(5) &= 3 - 4 \cdot 5", r"&= 17"), "align* ending on 17: sign error"),
    m("tab_m_fg_f2", "A", "-17", "wrong", "bare_last_line", FG + mtab("f(2)", "-5"), "table holding f(2), a subtotal of the wrong composition"),
    m("tag_m_fg_reversed", "A", "-17", "wrong", "tag", tcode("f(2) = -5, g(-5) = 26.\n", "26"), "<answer> code block with g(f(2))"),
    m("bul_m_fg_inner", "A", "-17", "wrong", "final_answer_phrase", FG + bul("5"), "bullet answer with the inner value g(2)"),
    m("html_m_fg_slip", "A", "-17", "wrong", "final_answer_phrase", FG + "<b>$f(g(2)) = 3 - 16 = -13$</b><br>", "an arithmetic slip: -13"),
    m("r_m_fg_retract", "A", "-17", "wrong", "boxed", FG + "$f(g(2)) = " + bx("-17") + "$\n\nHmm, actually $f(g(x))$ means apply $f$ first: $g(f(2)) = g(-5) = " + bx("26") + "$.", "the gold box retracted to g(f(2))"),
    m("ok_al_m_fg", "B", "-17", "correct", "bare_last_line", FG + al(r"f(5) &= 3 - 4 \cdot 5", r"&= -17"), "align* whose last line is -17"),
    m("ok_bul_m_fg_unicode", "B", "-17", "correct", "final_answer_phrase", FG + "- **Answer:** " + MINUS + "17", "Unicode minus sign"),
    m("ok_tag_m_fg_endash", "B", "-17", "correct", "tag", tcode(FGT, EN + "17"), "<answer> code block with an en dash for the minus"),
    m("ok_prose_m_fg_minus", "B", "-17", "correct", "prose", FG + "$f(5) = 3 - 20$, which is minus 17.", "'minus 17' in words"),
    m("ok_v_m_fg_verify", "B", "-17", "correct", "boxed", FG + "$f(g(2)) = " + bx("-17") + "$\n\n**Check:** $g(2) = 5$ and $3 - 4(5) = -17$ ✓ 🙂", "box, then a check with a trailing emoji"),
    m("ok_cite_m_fg", "B", "-17", "correct", "answer_is", FG + "The answer is $-17$ [1].\n\n[1] Composition: apply $g$, then $f$.", "answer then a citation marker [1] and a footnote"),
]
# fmt: on


CASES = gsm_generic() + GSPECIAL + MCASES

DECISIONS = {
    "ok_bul_m_line_general": (
        "accept",
        "2x - y + 3 = 0 is the line y = 2x + 3 rearranged: the same equation, an honest form of the gold",
    ),
    "ok_tab_m_rep_bar": (
        "accept",
        "0.\\overline{36} is the exact repeating decimal equal to 4/11 (not a truncation like 0.36)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam161", CASES, [], DECISIONS)
