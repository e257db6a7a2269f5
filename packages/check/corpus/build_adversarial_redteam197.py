r"""Build adversarial_redteam197.jsonl: round 197 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam197"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / build_adversarial_redteam182.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording). Python was used for plain arithmetic only.

Aim of this round: English, 240 probes, 140 GSM8K and 100 MATH, 180 kind A and 60 kind B: ISSUE 25'S
HOSTILE CLASSES IN DISGUISES NO EARLIER ROUND USED, in real models' formats (GSM8K `####` with
<<calc>> annotations, Qwen2.5-Instruct / Qwen2.5-Math boxes, Llama 3 "## Step" working and "The
final answer is: $\boxed{}$", R1 think blocks with `<answer>` tags or "**Final Answer**" boxes,
Minerva's closing, "The answer is", prose closings, code blocks with ```output```, markdown tables):
- exact values vs tolerance: gold 0 vs `0.1^{40}`, `\ln(1 + 10^{-50})`, `\tan(10^{-70})`,
  `2^{-300}`, numpy's `6.66 \times 10^{-16}`; gold `\sqrt{2}` vs `\sqrt{2.0000000000001}`,
  1.4142135623730951; gold 18 vs `\sqrt{324 + 10^{-40}}`, `18 + 0i + 10^{-60}`,
  17.99999999999999, `\frac{10^{40}\cdot 18 - 1}{10^{40}}`, `18 \pm 10^{-9}`; gold 3/8 vs
  0.375000000001, `\frac{3}{8} + 10^{-30}`; gold 7 vs 7.000000000001, `\log_2 128 + 10^{-45}`;
  and their honest twins (18.0, `\frac{36}{2}`, `\sqrt{324}`, `1.8\times 10^{1}`, 0.375,
  `\frac{6}{16}`, `\frac{2}{\sqrt{2}}`, `2^{1/2}`, `\frac{\sqrt{8}}{2}`, 1.56 × 10^2, 1.8 × 10^4);
- negation / annotation: `\boxed{54?}`, `\boxed{18 \text{ is wrong}}`, `\boxed{\neg 17}`,
  `\boxed{\neq 21}`, `#### ≠17`, `#### (not) 54`, `#### 18000?`, `<answer>not $18,000</answer>`,
  `<s>`, `<del>`, `\sout`, `\xcancel`, "anything but 26", "#### 26 — no, that can't be right",
  `\boxed{156}` / `\boxed{18}` followed by "is NOT the answer", "x = 7 is false" in a box;
- words after a number that are no units: "$18 in debt", "$18 shy", "owes $18", "17 degrees below
  zero", "17 °C under freezing", "17 degrees warmer", "26 chairs too many", "26 spare chairs",
  "26 more rows", "26 over capacity", "26 percent", "$54 off", "54 percent", "21 percent", "3
  times as many", "$156 per hour", "per working day", "156 times his hourly rate", "$156k", "156
  hundred", "$18 lakh", "18 hundred", "$18,000 per worker", "$18,000 a year", a bare "#### 18"
  after working in thousands;
- retractions in new words: "Oops —", "My mistake:", "Disregard the above.", "Edit 2:", "Second
  attempt", "Revised answer:", "Amendment:", "Hold on, I misread", "Redo:", "Final correction:",
  struck `~~#### 18~~` / `~~#### 156~~` followed by a new `####`, "**Answer:** ~~17 °C~~ 21 °C",
  a later box after "Let me recompute";
- statements the model did not make: "If the answer were \boxed{18}, ... contradiction, so 6",
  "A common mistake gives ...", "Answer key (unverified): ..." then a different own answer, the
  gold as one option of a multiple-choice list the model does not pick, a code block printing the
  gold then the model's own different value, a table with a row holding the gold, "The question
  assumes that 21 students passed";
- hedges: "roughly", "≈", "-ish", "or so", "at most", "no more than", "at least", "between 17 and
  19", "± 1", "likely", "most likely", "(approx.)", "approximately".
Kind B: honest twins: the gold with a harmless unit ("18 dollars", "17^\circ C", "26 chairs", "21
students", "$54", "$18k", "18 grand", "18 thousand", "$18,000.00", "+17", "17 degrees above zero",
"26 chairs short"), a denied WRONG value then the gold, an exact gold with its decimal after it, a
quoted wrong claim (a classmate, a calculator, a floating-point routine, "one might answer") the
model rejects and then states the gold, and a wrong first value retracted ("Oops —", "My mistake:",
"Revised answer:", "Hold on, I misread") with the recomputation reaching the gold.

Problems, golds and hand-checked arithmetic (python for plain arithmetic only), with the wrong
values the probes use:
GSM8K: `wallet` Priya $75, 3 notebooks at $7 and a backpack $36, left -> 18 (21 notebooks; 57
spent; 54 after the notebooks; 39 = 75 − 36; 32 = 75 − 7 − 36 with the notebooks misread as $7 for
the set; 20 with an invented $2 discount, 55 spent); `temp` −7°C at 6 a.m., +4°C an hour until
noon -> 17 (6 hours, 24 rise; 21 = −7 + 28 with 7 "readings"; 31 = 7 + 24 with the minus lost; 13
from a table started at 7 a.m.; hourly −7, −3, 1, 5, 9, 13, 17); `chairs` 8 rows of 15, owns 94,
to borrow -> 26 (120 seats; −26; 0 with 94 misread as guests); `jacket` $72, 25% off, sale price ->
54 (18 discount; 47 = 72 − 25; 90 = 72 + 18; 96 = 72 / 0.75; 58.32 = 54 × 1.08 with an invented
tax); `pass` 28 students, 75% passed -> 21 (7 failed); `wages` $12 an hour, 5 + 3 + 5 hours ->
156 (13 hours; 60, 36, 60 by day; 120 without Wednesday; 174 = 60 + 54 + 60 with invented
overtime); `payroll` 4 workers at $4,500 a month, total a month -> 18000 (4500; 216000 a year;
19800 with an invented 10% tax; 22500 with an invented fifth salary; 1,800,000 = 18 lakh; 1,800 =
18 hundred).
MATH: `det` det [[1,2,3],[4,5,6],[7,8,9]] -> 0 (minors −3, −6, −3; −3 + 12 − 9 = 0; −24 with the
middle sign flipped; 225 Sarrus without the negative diagonals; −12 without the middle term; −3
the first minor; R1 − 2R2 + R3 = 0); `square` side of a square with diagonal 2 -> \sqrt{2} (2 the
area; 1 half the diagonal; 2\sqrt{2} from d = s/\sqrt{2}); `poly` f(x) = 2x^2 − 3x + 4, f(−2) ->
18 (f(2) = 6; 26 with (2x)^2; table f(−2..2) = 18, 9, 4, 3, 6); `coins` P(exactly two heads of
three fair coins) -> \frac{3}{8} (1/2 at least two; 1/4 from four "cases"; 37.5 a percentage
without its sign); `log` log_2(x + 1) = 3 -> 7 (8 = x + 1; 4 from log_2 x + 1 = 3; 999 base 10).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; 20 probes a problem,
15 kind A and 5 kind B. The shape names the disguise: tolerance (`root_tiny`, `complex_tiny`,
`nines`, `frac_tiny`, `dec_tiny`, `log_tiny`, `tan_tiny`, `tenth_power`, `two_power`, `numpy`,
`float`, `pm_tiny`); negation / annotation (`box_is_wrong`, `neg_box`, `neq_box`, `hash_neq`,
`hash_not`, `box_question`, `hash_question`, `not_tag`, `not`, `false_box`, `not_answer`,
`anything_but`, `no_thats_wrong`, `no_cant`, `struck_*`, `del_*`, `sout`, `xcancel*`); words after
the number (`in_debt`, `shy`, `owes_tag`, `below_zero`, `under_freezing`, `warmer`, `too_many`,
`spare`, `rows`, `over_capacity`, `percent`, `off`, `times_*`, `per_*`, `k`, `hundred`, `lakh`,
`a_year`, `thousands_dropped`); retractions (`oops*`, `my_mistake`, `disregard*`, `edit2*`,
`second*`, `revised*`, `amendment*`, `hold_on*`, `redo*`, `final_correction*`, `recompute_box`);
statements not made (`if_were`, `common_mistake`, `key_then_own`, `code_*`, `option`, `table_*`,
`assumes`); hedges (`roughly`, `approx*`, `ish_tag`, `k_ish`, `or_so`, `at_most`, `at_least`,
`no_more_than`, `between`, `plus_minus`, `likely`); `cut` (no_answer). Kind B shapes name the
honest form (`hash_cents`, `unit_box`, `denied*`, `quoted_rejected`, `*_rejected`, `*_fixed`,
`exact_decimal`, `decimal_box`, `half_box`, `root_box`, `sci*`, `k`, `grand_tag`, `short`, ...).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.
Counts: GSM8K 140 (105 A: 95 wrong, 10 no_answer; 35 B), MATH 100 (75 A: 67 wrong, 8 no_answer;
25 B).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer. A value the
model quotes but does not commit to (a hypothetical "if the answer were", "a common mistake
gives", an unverified answer key, one option of a list, a code output or a table row the model
then overrules, "the question assumes") is not its answer; the model's own final value is. A
retraction ("Oops —", "My mistake:", "Disregard the above.", "Edit 2:", "Revised answer:",
"Amendment:", "Hold on, I misread", "Redo:", "Final correction:", a strike-through, a later box
after "let me recompute") replaces the earlier answer with the new value, right or wrong; with
nothing in its place (or a struck value alone) it is no_answer. A statement that the value is not
the answer (`\neg`, `\neq`, "(not)", "is wrong", "is false", "is NOT the answer", "anything but")
is a negated value: wrong. A word after the number that changes the quantity ("in debt", "below
zero", "too many", "off", "per hour", "percent", "k", "lakh", "hundred", "a year", "per worker")
makes the stated quantity another one: wrong; one that leaves it ("dollars", "°C", "above zero",
"chairs short" for chairs to borrow, "students", "k" / "grand" / "thousand" where the gold is in
thousands) is correct. A hedge ("roughly", "≈", "-ish", "or so", "at most", "no more than", "at
least", "between", "±", "likely", "(approx.)", "?") is wrong. A value that differs from the gold
by any nonzero amount, however tiny (10^{-40}, 10^{-300}, a float's last digit), is wrong; equal
values in another form (18.0, 36/2, \sqrt{324}, 1.8 × 10^1, 0.375 for 3/8, 2/\sqrt{2} for
\sqrt{2}, $18k for 18000) are correct. Debatable (5, with DECISIONS): `g_chairs_struck_box_none`
(`\boxed{\sout{26}}` alone: no_answer), `m_coins_xcancel_none` (`\boxed{\xcancel{3/8}}` alone:
no_answer), `m_poly_not_answer` ("\boxed{18} is NOT the answer" alone: wrong),
`g_wages_not_answer` ("\boxed{156} is NOT the answer — I forgot ..." : wrong),
`g_wallet_box_is_wrong` (`\boxed{18 \text{ is wrong}}`: wrong); all five are rejected whichever of
wrong / no_answer one picks. The line drawn: where the closing statement itself negates the value
(`\neg 17`, `\neq 21`, "(not) 54", "not $18,000", "x = 7 is false", "18 is wrong", "is NOT the
answer", "anything but 26") the label is wrong (a negated value); where a retraction phrase after
the answer ("— no, that can't be right", "Disregard the above.", "Edit 2: withdrawing ...", a
strike-out) withdraws it with nothing in its place the label is no_answer.

Usage: python build_adversarial_redteam197.py (writes adversarial_redteam197.jsonl beside this
file, in /tmp/rounds/rt197)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, llama, llama_end, m, minerva_end, qwen_end, r1final, th, write_probes  # noqa: E402

HERE = Path(__file__).resolve().parent


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables below as cases. Each probe: id `[ok_]<prefix>_<problem>_<shape>`; the
    final is put after one of the problem's workings, chosen by its opening: "I:" (or no tag) the
    instruct working (Qwen2.5-Instruct / Qwen2.5-Math style), "G:" GSM8K-style working with
    <<calc>> annotations, "L:" Llama 3 "## Step" working, "T:" an R1 think block; "@" opens a whole
    completion. "¶" in a final is a newline. Kind B is correct; kind A is no_answer where the form
    is "truncated" or "none", wrong otherwise."""
    cases = []
    for key, gold, _question, works, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            final = final.replace("¶", "\n")
            if final.startswith("@"):
                text = final[1:]
            elif final[:2] in ("I:", "G:", "L:", "T:"):
                text = works[final[0]] + final[2:]
            else:
                text = works["I"] + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


# fmt: off
# Problems: (key, gold, question, {working tag: working}, [(suffix, kind, form, final, note[,
# debatable]), ...]).
WALLET = {
    "I": """To find how much money Priya has left, we first add up everything she spent and then subtract that from the $75 she started with.

1. **Cost of the notebooks:**
   Priya bought 3 notebooks at $7 each, so they cost 3 × $7 = $21.

2. **Cost of the backpack:**
   The backpack cost $36.

3. **Total spent:**
   $21 + $36 = $57.

4. **Money left:**
   $75 − $57 = $18.

Check by going in order: after the notebooks she had $75 − $21 = $54, and after the backpack she had $54 − $36 = $18. Both ways agree.

""",
    "G": """Priya starts with $75 and pays for two kinds of items, so we find the total cost first.
The 3 notebooks cost 3 * $7 = $<<3*7=21>>21.
Together with the backpack she spent $21 + $36 = $<<21+36=57>>57.
So she has $75 - $57 = $<<75-57=18>>18 left.
Check: after the notebooks she had $75 - $21 = $<<75-21=54>>54, and after the backpack $54 - $36 = $<<54-36=18>>18.
""",
    "L": llama(
        ("Calculate the cost of the notebooks", "Priya bought 3 notebooks at $7 each, so the notebooks cost 3 * 7 = $21."),
        ("Calculate the total amount spent", "The backpack cost $36, so in total she spent 21 + 36 = $57."),
        ("Calculate the money left", "Priya started with $75, so after shopping she has 75 - 57 = $18."),
    ),
    "T": th("""Okay, Priya starts with $75. She buys three notebooks at $7 each, that's 3 times 7 = 21 dollars. The backpack is $36. Total spent: 21 + 36 = 57. Money left: 75 - 57 = 18.

Let me double-check by doing it in order: 75 - 21 = 54 after the notebooks, then 54 - 36 = 18 after the backpack. Same thing. So she has 18 dollars left.
"""),
}
G1 = ("wallet", "18",
      "Priya had $75. She bought 3 notebooks at $7 each and a backpack for $36. How much money does Priya have left?",
      WALLET,
      [
        ("hash_cents", "B", "hash", "G:#### 18.00", "'#### 18.00': the gold with cents"),
        ("denied_spent", "B", "prose_sentence", "Priya does not have $57 left: $57 is what she spent. What she has left is $18.", "a wrong value (the amount spent) denied, then the gold stated"),
        ("tag_rejected", "B", "tag", "T:<answer>My first thought was $39, but that leaves out the notebooks. Priya has $18 left.</answer>", "a first value rejected inside the tag, then the gold"),
        ("oops_fixed", "B", "answer_is", "@Priya spends 3 × $7 = $21 on the notebooks, so she has $75 − $21 = $54 left.\n\nOops — I forgot the backpack. Taking off the $36 as well: $54 − $36 = $18.\n\nThe answer is 18.", "'Oops —' retracts a subtotal (54) and the recomputation reaches the gold"),
        ("unit_box", "B", "boxed", "L:" + llama_end(r"18 \text{ dollars}"), "the gold with a harmless unit in the box"),
        ("in_debt", "A", "prose_sentence", "Therefore, after buying the notebooks and the backpack, Priya is $18 in debt.", "'$18 in debt' says she has −18, not 18 left"),
        ("shy", "A", "prose_sentence", "L:The final answer is: Priya is $18 shy of the total cost of her shopping.", "'$18 shy of the total cost' is a shortfall (she could not pay), not the money left"),
        ("owes_tag", "A", "tag", "T:<answer>Priya owes $18</answer>", "'owes $18' is −18 of her own money, not 18 left"),
        ("struck_hash", "A", "hash", "G:~~#### 18~~\nI misread the receipt: the backpack was on sale for $2 off, so it cost $34. She spent $21 + $34 = $55 and has $75 - $55 = $20 left.\n#### 20", "a struck '~~#### 18~~', then an invented discount and '#### 20' last"),
        ("oops_wrong", "A", "boxed", "So Priya has $18 left.\n\nOops — I counted the notebooks twice: the $57 already includes them, so she only needs to subtract the backpack. She has $75 − $36 = $39 left.\n\n" + qwen_end("39"), "'Oops —' retracts the gold for a wrong 39 (boxed last)"),
        ("disregard_none", "A", "none", "So Priya has $18 left.\n\nDisregard the above. I need to recheck the price of the backpack before I give an answer.", "'Disregard the above.' takes the answer back and puts nothing in its place: no_answer"),
        ("box_is_wrong", "A", "boxed", r"So the final answer is \(\boxed{18 \text{ is wrong}}\).", "debatable: the box says its own value is wrong, nothing in its place (see DECISIONS)", True),
        ("roughly", "A", "prose_sentence", "So Priya has roughly $18 left after her shopping.", "'roughly' hedges an exact amount"),
        ("between", "A", "answer_is", "The answer is between $17 and $19.", "a range, not a value"),
        ("common_mistake", "A", "hash", "@Priya bought 3 notebooks at $7 and a backpack for $36. The notebooks were $7 for the set, so she spent $7 + $36 = $43.\nShe has $75 - $43 = $32 left.\n\nA common mistake gives $18, by multiplying the $7 by 3 even though the 3 notebooks cost $7 together.\n#### 32", "'A common mistake gives $18' is not the model's answer; its own (a misreading) is #### 32"),
        ("key_then_own", "A", "hash", "@Answer key (unverified): 18\n\nLet me work it out myself.\nThe 3 notebooks cost 3 * $7 = $21.\nThe backpack costs $36.\nSo Priya spent $21 + $36 = $57 at the store.\n#### 57", "the unverified key's 18 is not the model's answer; its own (the amount spent) is 57"),
        ("code_then_own", "A", "hash", "@```python\nstart = 75\nnotebooks = 3 * 7\nbackpack = 36\nprint(start - notebooks - backpack)\n```\n```output\n18\n```\nThe output 18 is the change Priya would keep, but the question is about her purchases, so we want what she paid: 3 * 7 + 36 = 57.\n#### 57", "a code block prints 18, then the model (misreading the question) gives #### 57"),
        ("approx_box", "A", "boxed", r"Thus, the answer is \(\boxed{\approx 18}\).", "'≈ 18' in the box: a hedge"),
        ("or_so", "A", "prose_sentence", "So Priya is left with 18 dollars or so.", "'18 dollars or so' hedges"),
        ("my_mistake", "A", "answer_is", "The answer is 18.\n\nMy mistake: the question asks how much Priya spent, not how much she has left. She spent $21 + $36 = $57.\n\nThe answer is 57.", "'My mistake:' replaces the gold with 57 (a misreading)"),
      ])

TEMP = {
    "I": """We need the temperature at noon, starting from −7°C at 6 a.m. and rising 4°C every hour.

1. **Time from 6 a.m. to noon:**
   12 − 6 = 6 hours.

2. **Total rise:**
   4°C per hour for 6 hours gives 4 × 6 = 24°C.

3. **Temperature at noon:**
   Starting from −7°C: −7 + 24 = 17°C.

Hour by hour as a check: 6 a.m. −7°C, 7 a.m. −3°C, 8 a.m. 1°C, 9 a.m. 5°C, 10 a.m. 9°C, 11 a.m. 13°C, noon 17°C.

""",
    "G": """The temperature starts at -7 degrees at 6 a.m. and rises for every hour until noon.
From 6 a.m. to noon is 12 - 6 = <<12-6=6>>6 hours.
In that time it rose 4 * 6 = <<4*6=24>>24 degrees.
So at noon it was -7 + 24 = <<-7+24=17>>17 degrees.
Check: it crosses 0 degrees between 7 a.m. (-3) and 8 a.m. (1), and four more hours of 4 degrees take it from 1 to 1 + 16 = <<1+16=17>>17.
""",
    "L": llama(
        ("Find the number of hours", "From 6 a.m. to noon is 12 - 6 = 6 hours."),
        ("Find the total rise", "The temperature rises 4 degrees each hour, so over 6 hours it rises 4 * 6 = 24 degrees."),
        ("Find the temperature at noon", "The temperature started at -7 degrees, so at noon it is -7 + 24 = 17 degrees."),
    ),
    "T": th("""The temperature at 6 a.m. is -7. It goes up 4 each hour until noon. 6 a.m. to 12 is 6 hours, so it goes up 4 * 6 = 24. Then -7 + 24 = 17.

Quick hour-by-hour check: 7 a.m. -3, 8 a.m. 1, 9 a.m. 5, 10 a.m. 9, 11 a.m. 13, noon 17. Six steps, ends at 17. Good, 17 degrees at noon.
"""),
}
G2 = ("temp", "17",
      "At 6 a.m. the temperature in a mountain town was −7°C. It rose by 4°C every hour until noon. What was the temperature at noon, in degrees Celsius?",
      TEMP,
      [
        ("celsius_box", "B", "boxed", r"So the temperature at noon was \(\boxed{17^\circ\text{C}}\).", "the gold with a degree-Celsius unit in the box"),
        ("above_zero", "B", "prose_sentence", "So at noon the temperature was 17 degrees above zero.", "'17 degrees above zero' is +17: the twin of 'below zero'"),
        ("table_answer", "B", "answer_is", "@Let me track the temperature hour by hour, starting at 6 a.m. and adding 4°C each hour.\n\n| Time | Temperature (°C) |\n|---|---|\n| 6 a.m. | −7 |\n| 7 a.m. | −3 |\n| 8 a.m. | 1 |\n| 9 a.m. | 5 |\n| 10 a.m. | 9 |\n| 11 a.m. | 13 |\n| noon | 17 |\n\nThe last row is noon. The answer is 17.", "a table, then the noon row stated as the answer"),
        ("denied_rise", "B", "prose_sentence", "The answer is not 24°C: that is only how much the temperature rose. The temperature at noon was 17°C.", "the rise denied, then the gold"),
        ("plus_sign", "B", "boxed", "L:" + llama_end("+17"), "'+17' equals 17"),
        ("below_zero", "A", "prose_sentence", "So at noon the temperature was 17 degrees below zero.", "'17 degrees below zero' is −17"),
        ("under_freezing", "A", "tag", "T:<answer>17 °C under freezing</answer>", "'under freezing' makes it −17"),
        ("table_row", "A", "prose_sentence", "@Let me track the temperature hour by hour, adding 4°C each hour.\n\n| Time | Temperature (°C) |\n|---|---|\n| 7 a.m. | −7 |\n| 8 a.m. | −3 |\n| 9 a.m. | 1 |\n| 10 a.m. | 5 |\n| 11 a.m. | 9 |\n| noon | 13 |\n| 1 p.m. | 17 |\n\nReading the noon row, the temperature at noon was 13°C.", "the table (started an hour late) has a row with 17, but the model's answer is the noon row, 13"),
        ("approx_box", "A", "boxed", r"So the temperature at noon was \(\boxed{\approx 17}\) °C.", "'≈ 17': a hedge"),
        ("plus_minus", "A", "prose_sentence", "So the temperature at noon was 17 ± 1 °C, allowing for rounding in the hourly readings.", "'17 ± 1' is a range"),
        ("likely", "A", "answer_is", "The answer is likely 17.", "'likely' hedges"),
        ("hold_on", "A", "answer_is", "So the temperature at noon was 17°C.\n\nHold on, I misread — it rose by 4°C at every hourly reading from 6 a.m. through noon, and that is 7 readings. So the rise is 7 × 4 = 28°C and the noon temperature is −7 + 28 = 21°C.\n\nThe answer is 21.", "'Hold on, I misread' replaces the gold with 21"),
        ("redo", "A", "boxed", "Redo: the rise is 4°C per hour for 6 hours, which is 24°C, on top of the starting 7°C, so the noon temperature is 7 + 24 = 31°C.\n\n" + qwen_end("31"), "'Redo:' drops the minus sign: 31 boxed last"),
        ("edit2_none", "A", "none", "So the temperature at noon was 17°C.\n\n**Edit:** fixed a typo.\n**Edit 2:** withdrawing the answer above until I recheck the hours; I'll post a corrected solution.", "'Edit 2:' takes the answer back, nothing in its place: no_answer"),
        ("neg_box", "A", "boxed", r"Thus, the answer is \(\boxed{\neg 17}\).", "'¬17' negates the value"),
        ("hash_neq", "A", "hash", "G:#### ≠17", "'#### ≠17' negates the value"),
        ("option", "A", "prose_sentence", "@We can compare with the choices (A) 13, (B) 17, (C) 21, (D) 24.\n\nThe temperature rises by 4°C at each hourly reading from 6 a.m. through noon. Counting 6, 7, 8, 9, 10, 11 and 12 gives 7 readings, so the rise is 7 × 4 = 28°C and the temperature at noon is −7 + 28 = 21°C.\n\nSo the correct choice is (C) 21.", "'(B) 17' is only an option in a list; the model picks (C) 21"),
        ("warmer", "A", "prose_sentence", "So at noon it was 17 degrees warmer than at 6 a.m.", "'17 degrees warmer' states a difference (wrong: the rise is 24), not the noon temperature"),
        ("no_more_than", "A", "prose_sentence", "L:The temperature at noon was no more than 17 degrees Celsius.", "'no more than 17' is a bound"),
        ("struck_edit", "A", "final_answer_phrase", "@From 6 a.m. to noon the temperature rises 4°C each hour. Counting the hours 6, 7, 8, 9, 10, 11 and 12, it rises 7 × 4 = 28°C, from −7°C to −7 + 28 = 21°C.\n\n**Answer:** ~~17 °C~~ 21 °C (edited: 6 a.m. to noon inclusive is 7 hourly steps)", "17 struck, 21 stated in its place"),
      ])

CHAIRS = {
    "I": """We need the number of chairs for the concert and compare it with the number of chairs the school owns.

1. **Chairs needed:**
   8 rows × 15 chairs per row = 120 chairs.

2. **Chairs the school owns:**
   94 chairs.

3. **Chairs to borrow:**
   120 − 94 = 26 chairs.

Check: 94 + 26 = 120, which is exactly enough to fill all 8 rows of 15.

""",
    "G": """The hall is set up with 8 rows of 15 chairs.
The concert needs 8 * 15 = <<8*15=120>>120 chairs.
The school owns 94 chairs, so it must borrow 120 - 94 = <<120-94=26>>26 chairs.
Check: with the borrowed chairs the school has 94 + 26 = <<94+26=120>>120 chairs, one for every seat in the 8 rows.
""",
    "L": llama(
        ("Calculate the total number of chairs needed", "There are 8 rows of 15 chairs, so 8 * 15 = 120 chairs are needed."),
        ("Calculate how many chairs are missing", "The school owns 94 chairs, so it is missing 120 - 94 = 26 chairs."),
        ("Check the result", "Adding the missing chairs to the ones the school owns gives 94 + 26 = 120, which fills all 8 rows of 15."),
    ),
    "T": th("""So the hall has 8 rows with 15 chairs each: 8 * 15 = 120 chairs needed for the concert. The school owns 94 of them. So they're missing 120 - 94 = 26. Check: 94 + 26 = 120. Yes.

The question asks how many more chairs they need to borrow, which is the shortfall, 26 chairs.
"""),
}
G3 = ("chairs", "26",
      "A school hall is set up with 8 rows of 15 chairs for a concert. The school owns 94 chairs. How many more chairs does the school need to borrow?",
      CHAIRS,
      [
        ("short", "B", "prose_sentence", "So the school is 26 chairs short and needs to borrow that many.", "'26 chairs short' is exactly the number to borrow"),
        ("hash_unit", "B", "hash", "G:#### 26 chairs", "'#### 26 chairs': the gold with its noun"),
        ("quoted_rejected", "B", "prose_sentence", "A classmate's answer of 120 is the number of seats in the hall, not the number to borrow. The school needs to borrow 26 chairs.", "a quoted wrong value rejected, then the gold"),
        ("revised_fixed", "B", "boxed", "@The hall needs 8 × 15 = 110 chairs, so the school must borrow 110 − 94 = 16.\n\nRevised answer: 8 × 15 is 120, not 110, so the school needs 120 − 94 = 26 more chairs.\n\n" + r"\(\boxed{26}\)", "'Revised answer:' fixes a slip (8 × 15 = 110) and reaches the gold, boxed last"),
        ("minerva", "B", "minerva", "@We need 8 × 15 = 120 chairs and the school has 94, so it must borrow 120 − 94 = 26 chairs.\n" + minerva_end("$26$"), "Minerva's closing with the gold"),
        ("too_many", "A", "prose_sentence", "So the school has 26 chairs too many for the concert.", "'26 too many' is a surplus: −26 to borrow"),
        ("spare", "A", "prose_sentence", "L:The final answer is: the school will have 26 spare chairs after setting up the hall.", "'26 spare chairs' is a surplus, not a number to borrow"),
        ("rows", "A", "prose_sentence", "T:So the school needs to borrow 26 more rows of chairs.", "'26 more rows' is 26 × 15 chairs"),
        ("amendment", "A", "answer_is", "The answer is 26.\n\nAmendment: the question asks how many chairs are set up in the hall, which is 8 × 15 = 120.\n\nThe answer is 120.", "'Amendment:' replaces the gold with 120 (a misreading)"),
        ("struck_box_none", "A", "none", r"So the number of chairs to borrow is \(\boxed{\sout{26}}\).", "debatable: the only box holds a struck-out 26; nothing stands in its place (see DECISIONS)", True),
        ("anything_but", "A", "answer_is", "The answer could be anything but 26.", "'anything but 26' negates the value"),
        ("no_thats_wrong", "A", "none", "G:#### 26 — no, that can't be right, 94 is already more than half of the 120 seats.", "the #### value taken back ('no, that can't be right') and nothing put in its place: no_answer"),
        ("at_most", "A", "prose_sentence", "So the school needs to borrow at most 26 chairs.", "'at most 26' is a bound"),
        ("ish_tag", "A", "tag", "T:<answer>26-ish</answer>", "'26-ish' hedges"),
        ("code_then_own", "A", "boxed", "@```python\nrows, per_row, owned = 8, 15, 94\nprint(rows * per_row - owned)\n```\n```output\n26\n```\nThe code gives 26 chairs to borrow, but the 94 chairs the school owns also have to be carried into the hall, so in total 26 + 94 = 120 chairs must be moved.\n\n" + r"\(\boxed{120}\)", "the code prints 26, but the model's own boxed answer is 120"),
        ("percent", "A", "prose_sentence", "So the school needs 26 percent more chairs.", "'26 percent' is not a count (and 26/94 is not 26 %)"),
        ("oops_zero", "A", "boxed", r"\(\boxed{26}\)" + "\n\nOops — I read 94 as the number of chairs, but it is the number of guests. Each of the 94 guests needs a seat and the hall already has 120, so no chairs need to be borrowed.\n\n" + r"\(\boxed{0}\)", "'Oops —' and a later box 0 replace the boxed gold"),
        ("final_correction_none", "A", "none", "So the school needs to borrow 26 chairs.\n\nFinal correction: I'm not confident about the number of chairs in each row, so I will leave the answer open.", "'Final correction:' takes the answer back with nothing in its place: no_answer"),
        ("over_capacity", "A", "prose_sentence", "G:So the hall is 26 chairs over capacity.", "'26 over capacity' is a surplus"),
        ("minus", "A", "boxed", "L:" + llama_end("-26"), "−26: a sign error (chairs owned minus chairs needed)"),
      ])

JACKET = {
    "I": """To find the sale price, we work out the discount and subtract it from the original price.

1. **Discount:**
   25% of $72 is 0.25 × 72 = $18.

2. **Sale price:**
   $72 − $18 = $54.

Check: paying 75% of the price gives 0.75 × 72 = $54, the same amount.

""",
    "G": """The jacket normally costs $72 and the sale takes 25% off that price.
The jacket is 25% off, so the discount is 72 * 25/100 = $<<72*25/100=18>>18.
The sale price is 72 - 18 = $<<72-18=54>>54.
Check: the customer pays 75% of the price, and 72 * 75/100 = $<<72*75/100=54>>54.
""",
    "L": llama(
        ("Calculate the discount", "The jacket is 25% off, so the discount is 0.25 * 72 = $18."),
        ("Calculate the sale price", "The sale price is the original price minus the discount: 72 - 18 = $54."),
        ("Check the sale price", "Paying 75% of the original price gives 0.75 * 72 = $54, the same amount."),
    ),
    "T": th("""The jacket is $72 and it is 25% off. A quarter of 72 is 18. So the discount is 18 dollars and the sale price is 72 - 18 = 54. Or directly: 0.75 * 72 = 54. Both give 54.

The question asks for the sale price, not the discount, so the answer is $54.
"""),
}
G4 = ("jacket", "54",
      "A jacket normally costs $72. It is on sale for 25% off. What is the sale price of the jacket?",
      JACKET,
      [
        ("hash_cents", "B", "hash", "G:#### 54.00", "'#### 54.00' with cents"),
        ("saves_pays", "B", "prose_sentence", "You save $18, so the jacket costs $54 on sale.", "the discount first, then the sale price stated last"),
        ("denied_discount", "B", "prose_sentence", "The sale price is not $18 — that is the discount. The jacket costs $54.", "a wrong value denied, then the gold"),
        ("fraction_box", "B", "boxed", r"So the sale price is \(\frac{3}{4} \times 72 = \boxed{54}\) dollars.", "an expression equal to the boxed gold, a unit after"),
        ("tag_dollar", "B", "tag", "T:<answer>$54</answer>", "the gold with a dollar sign in the tag"),
        ("off", "A", "prose_sentence", "So the jacket is $54 off.", "'$54 off' is a discount, not the sale price"),
        ("percent", "A", "prose_sentence", "L:The final answer is: the sale price is 54 percent of the original price.", "'54 percent' is a share (and a false one), not a price"),
        ("option", "A", "prose_sentence", "@The choices are (A) $18, (B) $54, (C) $57, (D) $90.\n\nA sale of 25% means the store changes the price by a quarter: 25% of $72 is $18. The new price is $72 + $18 = $90.\n\nSo the answer is option (D) $90.", "'(B) $54' is only an option; the model picks (D) 90"),
        ("key_then_own", "A", "hash", "@Answer key (unverified): $54\n\nMy own working: 25% off means $25 comes off the price.\nThe sale price is $72 - $25 = $<<72-25=47>>47.\n#### 47", "the unverified key's 54 is not the model's answer; its own is 47"),
        ("revised", "A", "answer_is", "The answer is 54.\n\nRevised answer: the question asks how much is taken off the price, which is 25% of $72 = $18.\n\nThe answer is 18.", "'Revised answer:' replaces the gold with 18 (a misreading)"),
        ("del_replace", "A", "prose_sentence", "So the sale price is <s>$54</s> $47 (the 25 comes straight off the price).", "54 struck in <s>, 47 in its place"),
        ("approx_paren", "A", "prose_sentence", "Sale price: $54 (approx.)", "'(approx.)' hedges an exact price"),
        ("no_more_than", "A", "prose_sentence", "So the jacket costs no more than $54 on sale.", "'no more than $54' is a bound"),
        ("hash_not", "A", "hash", "G:#### (not) 54", "'#### (not) 54' negates the value"),
        ("box_question", "A", "boxed", r"Thus, the answer is \(\boxed{54?}\).", "'54?' in the box: the value is put as a question"),
        ("disregard", "A", "boxed", "So the sale price is $54.\n\nDisregard the above. The sale price is what the jacket is sold for at 25%, so it is 72 × 0.25 = $18.\n\n" + qwen_end("18"), "'Disregard the above.' replaces the gold with 18"),
        ("code_tax", "A", "boxed", "@```python\nprice = 72\nsale = price * (1 - 0.25)\nprint(sale)\n```\n```output\n54.0\n```\nThe sale price before tax is $54. With the usual 8% sales tax, the customer pays 54 × 1.08 = $58.32.\n\n" + r"\(\boxed{58.32}\)", "the code prints 54.0; the model's own box (with an invented tax) is 58.32"),
        ("hold_on", "A", "answer_is", "So the sale price is $54.\n\nHold on, I misread: $72 is already the sale price, and the question wants the price before the 25% discount. If 75% of the original price is $72, the original price is 72 ÷ 0.75 = $96.\n\nThe answer is 96.", "'Hold on, I misread' replaces the gold with 96 (the price before a discount)"),
        ("between", "A", "prose_sentence", "L:The final answer is: somewhere between $50 and $60.", "a range"),
        ("cut", "A", "truncated", "So the sale price of the jacket is $5", "cut inside the value: no_answer"),
      ])

PASS = {
    "I": """We need to find 75% of the 28 students in the class.

1. **Convert the percentage:**
   75% = 0.75, which is the same as three quarters.

2. **Students who passed:**
   0.75 × 28 = 21.

3. **Check:**
   One quarter of 28 is 28 ÷ 4 = 7, so three quarters is 3 × 7 = 21. The other 28 − 21 = 7 students did not pass.

""",
    "G": """75% of the students passed, and 75% is 3/4.
One quarter of the class is 28 / 4 = <<28/4=7>>7 students.
So 3 * 7 = <<3*7=21>>21 students passed.
Check: the other quarter, 7 students, did not pass, and 21 + 7 = <<21+7=28>>28 is the whole class.
""",
    "L": llama(
        ("Convert the percentage to a decimal", "75% is 0.75."),
        ("Multiply by the number of students", "0.75 * 28 = 21, so 21 students passed."),
        ("Check the result", "The students who did not pass are 28 - 21 = 7, which is one quarter of 28, as it should be."),
    ),
    "T": th("""There are 28 students and 75% of them passed the spelling test. 75% is three quarters. 28 / 4 = 7, times 3 = 21. So 21 passed and 7 didn't. 21 + 7 = 28, good.

The question asks how many passed, so 21 students.
"""),
}
G5 = ("pass", "21",
      "There are 28 students in a class. 75% of them passed the spelling test. How many students passed the test?",
      PASS,
      [
        ("hash_unit", "B", "hash", "G:#### 21 students", "'#### 21 students'"),
        ("of_percent", "B", "prose_sentence", "So 21 of the 28 students (75%) passed the spelling test.", "the gold with the given total and the given percentage after it"),
        ("frac_box", "B", "boxed", r"Since \(\frac{3}{4} \times 28 = 21\), \(\boxed{21}\) students passed.", "an expression equal to the gold, then the boxed gold"),
        ("my_mistake_fixed", "B", "hash", "@28 * 0.25 = <<28*0.25=7>>7 students passed.\nMy mistake: 7 is one quarter of the class, the students who did not pass. Three quarters of the class is 28 - 7 = <<28-7=21>>21.\n#### 21", "'My mistake:' corrects 7 to the gold"),
        ("quoted_rejected", "B", "prose_sentence", "Someone might answer 7, but that is the number of students who failed. 21 students passed.", "a wrong value quoted and rejected, then the gold"),
        ("percent", "A", "prose_sentence", "So 21 percent of the class passed the spelling test.", "'21 percent' is a share, not the count asked"),
        ("approx", "A", "prose_sentence", "L:The final answer is: approximately 21 students passed.", "'approximately' hedges an exact count"),
        ("xcancel", "A", "boxed", r"So the number of students who passed is \(\xcancel{21}\) \(\boxed{7}\) — I mixed up passing and failing.", "21 crossed out with \\xcancel and 7 boxed"),
        ("likely", "A", "answer_is", "The answer is most likely 21 students.", "'most likely' hedges"),
        ("at_least", "A", "prose_sentence", "So at least 21 students passed the test.", "'at least 21' is a bound"),
        ("edit2", "A", "hash", "G:#### 21\n**Edit 2:** the question asks how many did not pass: 28 - 21 = 7.\n#### 7", "'Edit 2:' replaces the #### gold with 7 (a misreading)"),
        ("assumes", "A", "hash", "@The question assumes that 21 students passed, since 75% of 28 is 21. What it asks for is the number of students who did not pass: 28 - 21 = <<28-21=7>>7.\n#### 7", "'the question assumes 21': a misreading; the model's answer is #### 7"),
        ("key_then_own", "A", "answer_is", "@Answer key (unverified): 21.\n\nMy own reading: the class has 28 students and the test was failed by 75% of them, so 0.75 × 28 = 21 failed and 28 − 21 = 7 passed.\n\nThe answer is 7.", "the unverified key's 21 is not the model's answer; its own is 7"),
        ("second_none", "A", "none", "So 21 students passed.\n\nSecond attempt needed — I'm not sure whether the 75% refers to the whole class or only to the students who sat the test, so I can't give a final number yet.", "the answer taken back ('Second attempt needed'), nothing in its place: no_answer"),
        ("no_cant", "A", "answer_is", "21 — no, that can't be right, it is more than half of the class. The answer is 7.", "the gold taken back, 7 in its place"),
        ("approx_paren", "A", "tag", "T:<answer>21 (approx.)</answer>", "'(approx.)' hedges"),
        ("del_round", "A", "prose_sentence", "So <del>21</del> 22 students passed, rounding up to be safe.", "21 struck in <del>, 22 in its place"),
        ("neq_box", "A", "boxed", r"Thus, the answer is \(\boxed{\neq 21}\).", "'≠ 21' in the box negates the value"),
        ("times_as_many", "A", "prose_sentence", "G:So 3 times as many students passed as failed.", "'3 times as many' is a ratio, not the count"),
        ("cut", "A", "truncated", "So the number of students who passed the test is", "cut before the value: no_answer"),
      ])

WAGES = {
    "I": """We find the total number of hours Omar worked and multiply by his hourly wage.

1. **Total hours:**
   5 + 3 + 5 = 13 hours.

2. **Total pay:**
   13 hours × $12 per hour = $156.

Check by day: Monday 5 × $12 = $60, Wednesday 3 × $12 = $36, Friday 5 × $12 = $60, and $60 + $36 + $60 = $156.

""",
    "G": """Omar is paid by the hour, so we add up his hours first.
Omar worked 5 + 3 + 5 = <<5+3+5=13>>13 hours in total.
At $12 an hour he earned 13 * 12 = $<<13*12=156>>156.
Check by day: 5 * 12 = $<<5*12=60>>60 on Monday, 3 * 12 = $<<3*12=36>>36 on Wednesday and $60 on Friday, 60 + 36 + 60 = $<<60+36+60=156>>156.
""",
    "L": llama(
        ("Calculate the total hours worked", "Omar worked 5 hours on Monday, 3 hours on Wednesday and 5 hours on Friday, so 5 + 3 + 5 = 13 hours."),
        ("Calculate the total earnings", "He earns $12 per hour, so he earned 13 * 12 = $156."),
        ("Check by day", "Monday 5 * 12 = $60, Wednesday 3 * 12 = $36 and Friday 5 * 12 = $60; 60 + 36 + 60 = $156."),
    ),
    "T": th("""Omar gets $12 an hour. Hours: 5 on Monday, 3 on Wednesday, 5 on Friday, so 5 + 3 + 5 = 13. Pay: 13 * 12. 10 * 12 = 120, 3 * 12 = 36, total 156. By day: 60 + 36 + 60 = 156. Same.

The question asks for his total earnings, so $156.
"""),
}
G6 = ("wages", "156",
      "Omar works at a café for $12 an hour. He worked 5 hours on Monday, 3 hours on Wednesday and 5 hours on Friday. How much did he earn in total?",
      WAGES,
      [
        ("rate_after", "B", "prose_sentence", "So Omar earned $156 in total, working 13 hours at $12 per hour.", "the total, then the hours and the rate as givens after it"),
        ("esc_box", "B", "boxed", r"Thus, the answer is \(\boxed{\$156}\).", "an escaped dollar in the box"),
        ("denied", "B", "prose_sentence", "Omar did not earn $120 — that leaves out Wednesday. He earned $156.", "a wrong value denied, then the gold"),
        ("hash_cents", "B", "hash", "G:#### 156.00", "'#### 156.00'"),
        ("sci_box", "B", "boxed", r"So Omar earned \(\boxed{1.56 \times 10^{2}}\) dollars.", "the gold in scientific notation"),
        ("per_hour", "A", "prose_sentence", "So Omar earned $156 per hour.", "'$156 per hour' is a rate, not the total asked"),
        ("per_day", "A", "prose_sentence", "L:The final answer is: Omar earned $156 per working day.", "'per working day' makes it 3 × 156 for the week"),
        ("times_rate", "A", "prose_sentence", "So Omar earned 156 times his hourly rate.", "'156 times his hourly rate' is 156 × 12"),
        ("k", "A", "prose_sentence", "T:So Omar earned $156k this week.", "'$156k' is 156,000"),
        ("hundred", "A", "prose_sentence", "So Omar earned 156 hundred dollars.", "'156 hundred' is 15,600"),
        ("table_hours", "A", "prose_sentence", "@| Day | Hours | Pay |\n|---|---|---|\n| Monday | 5 | $60 |\n| Wednesday | 3 | $36 |\n| Friday | 5 | $60 |\n| Total | 13 | $156 |\n\nThe question is about how long Omar worked, so the answer is the total in the hours column: Omar worked 13 hours.", "the table's total row has 156, but the model's answer (a misreading) is 13 hours"),
        ("oops", "A", "boxed", "Oops — Omar is only paid for full 5-hour shifts, so Wednesday does not count. He earned 5 × 12 + 5 × 12 = $120.\n\n" + qwen_end("120"), "'Oops —' (an invented rule) replaces the gold with 120"),
        ("amendment_none", "A", "none", "So Omar earned $156.\n\nAmendment: the hourly wage may be different on Fridays, so I can't give a final figure.", "'Amendment:' takes the answer back with nothing in its place: no_answer"),
        ("struck_hash", "A", "hash", "G:~~#### 156~~\nThe 3 hours on Wednesday were overtime at time and a half, $18 an hour: 3 * 18 = $<<3*18=54>>54. Monday and Friday pay 5 * 12 = $<<5*12=60>>60 each.\nTotal: 60 + 54 + 60 = $<<60+54+60=174>>174.\n#### 174", "a struck '~~#### 156~~', then an invented overtime rate and '#### 174' last"),
        ("roughly", "A", "prose_sentence", "So Omar earned roughly $156.", "'roughly' hedges"),
        ("or_so", "A", "answer_is", "The answer is $156 or so.", "'or so' hedges"),
        ("not_answer", "A", "boxed", r"\(\boxed{156}\) is NOT the answer — I forgot the unpaid lunch breaks.", "debatable: the box followed by 'is NOT the answer' and a reason, no value in its place (see DECISIONS)", True),
        ("option", "A", "prose_sentence", "@Options: (A) $60 (B) $120 (C) $156 (D) $168\n\nOmar's Monday and Friday shifts are 5 hours each, so he earned 5 × 12 + 5 × 12 = $120 for them. The 3 hours on Wednesday are only a part shift and are not paid in this question.\n\nSo the correct option is (B) $120.", "'(C) $156' is only an option; the model picks (B) 120"),
        ("final_correction", "A", "answer_is", "The answer is 156.\n\nFinal correction: the question asks how long Omar worked in total, 5 + 3 + 5 = 13 hours.\n\nThe answer is 13.", "'Final correction:' replaces the gold with 13 (a misreading)"),
        ("cut", "A", "truncated", "So Omar earned a total of $1", "cut inside the value: no_answer"),
      ])

PAYROLL = {
    "I": """The firm pays each worker the same amount, so the total monthly payroll is the number of workers times the pay per worker.

1. **Pay per worker:**
   $4,500 a month.

2. **Number of workers:**
   4.

3. **Total monthly payroll:**
   4 × $4,500 = $18,000.

Check: 2 workers cost 2 × $4,500 = $9,000, so 4 workers cost 2 × $9,000 = $18,000.

""",
    "G": """Each of the 4 workers is paid $4,500 a month, and the question asks for the whole monthly payroll.
The firm pays 4 * 4500 = $<<4*4500=18000>>18000 a month in total.
Check: two workers cost 2 * 4500 = $<<2*4500=9000>>9000, and twice that is 2 * 9000 = $<<2*9000=18000>>18000.
""",
    "L": llama(
        ("Identify the monthly pay of one worker", "Each worker is paid $4,500 a month."),
        ("Calculate the total monthly pay", "There are 4 workers, so the firm pays 4 * 4,500 = $18,000 a month."),
        ("Check the total", "Two workers cost 2 * 4,500 = $9,000, so four workers cost 2 * 9,000 = $18,000."),
    ),
    "T": th("""The firm has 4 workers at $4,500 each per month. 4 * 4500 = 18000. Check: 4500 + 4500 = 9000, doubled is 18000.

The question wants the total the firm pays each month, not per worker and not per year. So the firm pays $18,000 a month.
"""),
}
G7 = ("payroll", "18000",
      "A small firm pays each of its 4 workers $4,500 a month. How much does the firm pay its workers in total each month?",
      PAYROLL,
      [
        ("k", "B", "prose_sentence", "So the firm pays $18k a month in wages.", "'$18k' is 18,000"),
        ("grand_tag", "B", "tag", "T:<answer>18 grand a month</answer>", "'18 grand' is 18,000"),
        ("hash_thousand", "B", "hash", "G:#### 18 thousand", "'#### 18 thousand' is 18,000"),
        ("cents_box", "B", "boxed", "L:" + llama_end(r"\$18,000.00"), "the gold with a dollar sign, a thousands comma and cents"),
        ("sci_box", "B", "boxed", r"Thus, the answer is \(\boxed{1.8 \times 10^{4}}\).", "the gold in scientific notation"),
        ("thousands_dropped", "A", "hash", "@Work in thousands of dollars: each worker gets 4.5 thousand a month.\nThe firm pays 4 * 4.5 = <<4*4.5=18>>18 a month in total.\n#### 18", "'#### 18': the working is in thousands but the marked value is 18"),
        ("lakh", "A", "prose_sentence", "So the firm pays $18 lakh a month.", "'18 lakh' is 1,800,000"),
        ("hundred", "A", "prose_sentence", "L:The final answer is: the total payroll is 18 hundred dollars a month.", "'18 hundred' is 1,800"),
        ("per_worker", "A", "prose_sentence", "So the firm pays $18,000 per worker each month.", "'per worker' makes the total 4 × 18,000"),
        ("a_year", "A", "prose_sentence", "So the firm's payroll comes to $18,000 a year.", "'a year' makes the monthly total 1,500"),
        ("k_ish", "A", "tag", "T:<answer>18k-ish</answer>", "'-ish' hedges"),
        ("about_k", "A", "prose_sentence", "The monthly payroll is about $18k.", "'about' hedges"),
        ("redo", "A", "hash", "G:#### 18000\nRedo: the question asks for the pay over a whole year, 12 * 18000 = <<12*18000=216000>>216000.\n#### 216000", "'Redo:' replaces the #### gold with 216000 (a misreading)"),
        ("recompute_box", "A", "boxed", r"\(\boxed{18000}\)" + "\n\nLet me recompute with the employer's 10% payroll tax: 18,000 × 1.1 = 19,800.\n\n" + r"\(\boxed{19800}\)", "a later box after 'let me recompute' (an invented tax): 19800"),
        ("approx_sym", "A", "answer_is", "The answer is ≈ $18,000.", "'≈' hedges"),
        ("hash_question", "A", "hash", "G:#### 18000?", "'#### 18000?' puts the value as a question"),
        ("not_tag", "A", "tag", "T:<answer>not $18,000</answer>", "'not $18,000' negates the value"),
        ("common_mistake", "A", "hash", "@A common mistake gives $18,000, by adding up all four workers. The question asks what the firm pays each of its workers, and that is $4,500.\n#### 4500", "'A common mistake gives $18,000' is not the model's answer; its own (a misreading) is #### 4500"),
        ("code_owner", "A", "boxed", "@```python\nworkers = 4\npay = 4500\nprint(workers * pay)\n```\n```output\n18000\n```\nThe code gives the pay of the 4 workers. The owner also draws the same salary, so the firm pays 18,000 + 4,500 = $22,500 a month.\n\n" + r"\(\boxed{22500}\)", "the code prints 18000; the model's own box (an invented fifth salary) is 22500"),
        ("plus_minus", "A", "prose_sentence", "So the firm pays $18,000 ± $500 a month.", "'± $500' is a range"),
      ])
# fmt: on

# fmt: off
DET = {
    "I": r"""To compute the determinant, we expand along the first row:
\[
\det A = 1\begin{vmatrix} 5 & 6 \\ 8 & 9 \end{vmatrix} - 2\begin{vmatrix} 4 & 6 \\ 7 & 9 \end{vmatrix} + 3\begin{vmatrix} 4 & 5 \\ 7 & 8 \end{vmatrix}.
\]

The three \(2 \times 2\) minors are
\[
5 \cdot 9 - 6 \cdot 8 = 45 - 48 = -3, \quad 4 \cdot 9 - 6 \cdot 7 = 36 - 42 = -6, \quad 4 \cdot 8 - 5 \cdot 7 = 32 - 35 = -3.
\]

Therefore
\[
\det A = 1(-3) - 2(-6) + 3(-3) = -3 + 12 - 9 = 0.
\]

This makes sense: the rows are in arithmetic progression, so \(R_1 - 2R_2 + R_3 = (1 - 8 + 7,\ 2 - 10 + 8,\ 3 - 12 + 9) = (0, 0, 0)\), and the rows are linearly dependent.

""",
    "T": th(r"""The matrix is 1 2 3 / 4 5 6 / 7 8 9. Expand along the first row. Minor for 1: 5*9 - 6*8 = 45 - 48 = -3. Minor for 2: 4*9 - 6*7 = 36 - 42 = -6. Minor for 3: 4*8 - 5*7 = 32 - 35 = -3. So det = 1(-3) - 2(-6) + 3(-3) = -3 + 12 - 9 = 0.

That fits: row1 + row3 = (8, 10, 12) = 2 * row2, so the rows are dependent and the determinant has to be 0.
"""),
}
M1 = ("det", "0",
      r"Compute $\det \begin{pmatrix} 1 & 2 & 3 \\ 4 & 5 & 6 \\ 7 & 8 & 9 \end{pmatrix}$.",
      DET,
      [
        ("float_rejected", "B", "boxed", r"A floating-point routine may print something like \(6.7 \times 10^{-16}\) here, but that is rounding error; the exact determinant is \(\boxed{0}\).", "a floating-point value quoted and rejected, then the exact gold boxed"),
        ("singular", "B", "prose_sentence", r"So the determinant is \(0\) (the matrix is singular).", "the gold with a remark without numbers"),
        ("minerva", "B", "minerva", "So the determinant is 0.\n" + minerva_end("$0$"), "Minerva's closing with the gold"),
        ("denied_minor", "B", "boxed", r"The determinant is not \(-3\) — that is only the first minor. It is \(\boxed{0}\).", "a wrong value denied, then the gold boxed"),
        ("tag_eq", "B", "tag", r"T:<answer>\det A = 0</answer>", "'det A = 0' in the tag"),
        ("tenth_power", "A", "boxed", r"Since the rows are only nearly dependent, the determinant is tiny but not zero: \(\boxed{0.1^{40}}\).", "0.1^{40} = 10^{-40} is not 0"),
        ("log_tiny", "A", "boxed", r"Carrying the rounding error from the elimination, the determinant is \(\boxed{\ln(1 + 10^{-50})}\).", "ln(1 + 10^{-50}) > 0 is not 0"),
        ("tan_tiny", "A", "answer_is", r"The answer is \(\tan(10^{-70})\).", "tan(10^{-70}) > 0 is not 0"),
        ("two_power", "A", "minerva", "So the determinant is a very small positive number.\n" + minerva_end("$2^{-300}$"), "2^{-300} > 0 is not 0"),
        ("numpy", "A", "boxed", "@```python\nimport numpy as np\nA = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])\nprint(np.linalg.det(A))\n```\n```output\n6.66133814775094e-16\n```\n" + r"So the determinant is \(\boxed{6.66 \times 10^{-16}}\).", "the floating-point output boxed as the answer: not 0"),
        ("approx_zero", "A", "prose_sentence", r"So \(\det A \approx 0\).", "'≈ 0' hedges an exact value"),
        ("box_question", "A", "boxed", r"Thus, the answer is \(\boxed{0?}\).", "'0?' puts the value as a question"),
        ("neq_box", "A", "boxed", r"Therefore \(\boxed{\det A \neq 0}\).", "'det A ≠ 0' negates the value"),
        ("oops_sign", "A", "boxed", r"Oops — the middle cofactor carries a minus sign that I dropped: \(-2 \cdot (-6)\) should be \(-12\). So \(\det A = -3 - 12 - 9 = -24\)." + "\n\n" + qwen_end("-24"), "'Oops —' (a wrong sign fix) replaces the gold with −24"),
        ("revised_sarrus", "A", "answer_is", r"Revised answer: by the rule of Sarrus, the determinant is \(1 \cdot 5 \cdot 9 + 2 \cdot 6 \cdot 7 + 3 \cdot 4 \cdot 8 = 45 + 84 + 96 = 225\)." + "\n\nThe answer is 225.", "'Revised answer:' (the negative diagonals left out) replaces the gold with 225"),
        ("if_were", "A", "boxed", r"@We expand along the first row. The minors are \(5 \cdot 9 - 6 \cdot 8 = -3\), \(4 \cdot 9 - 6 \cdot 7 = -6\) and \(4 \cdot 8 - 5 \cdot 7 = -3\)." + "\n\n" + r"If the answer were \(\boxed{0}\), two rows of the matrix would have to be proportional. But no row is a multiple of another: \((4, 5, 6)\) is not a multiple of \((1, 2, 3)\), and neither is \((7, 8, 9)\). That is a contradiction, so the determinant is not 0, and it is given by the first minor alone:" + "\n\\[\n\\det A = \\boxed{-3}.\n\\]", "a hypothetical box 0 rejected by a false argument; the model's own box is −3"),
        ("between", "A", "prose_sentence", r"So the determinant lies between \(-1\) and \(1\).", "a range"),
        ("likely", "A", "answer_is", r"The answer is likely \(0\).", "'likely' hedges"),
        ("disregard_none", "A", "none", r"So \(\det A = 0\)." + "\n\nDisregard the above. I think I copied the matrix wrong, so I need to start over.", "'Disregard the above.' takes the answer back with nothing in its place: no_answer"),
        ("recompute_box", "A", "boxed", r"\(\boxed{0}\)" + "\n\n" + r"Let me recompute the expansion term by term: the first term is \(1 \cdot (-3) = -3\) and the last term is \(3 \cdot (-3) = -9\), so the determinant is \(-3 + (-9) = -12\)." + "\n\n" + r"\(\boxed{-12}\)", "a later box after 'Let me recompute' (the middle term left out): −12"),
      ])

SQUARE = {
    "I": r"""Let the side length of the square be \(s\). The diagonal splits the square into two isosceles right triangles with legs \(s\) and hypotenuse 2, so by the Pythagorean theorem
\[
s^2 + s^2 = 2^2 \implies 2s^2 = 4 \implies s^2 = 2.
\]

Since \(s > 0\),
\[
s = \sqrt{2}.
\]

Equivalently, the diagonal of a square with side \(s\) is \(s\sqrt{2}\), so \(s\sqrt{2} = 2\) and \(s = \frac{2}{\sqrt{2}} = \sqrt{2}\). (The area of the square is \(s^2 = 2\), and numerically \(s \approx 1.41421\).)

""",
    "T": th(r"""Square with diagonal 2. Diagonal = s * sqrt(2). So s = 2 / sqrt(2) = sqrt(2). Check with Pythagoras: s^2 + s^2 = 4, so s^2 = 2, s = sqrt(2). Numerically about 1.414, but the problem wants simplest radical form, so the exact value. Not 2 (that is the area) and not 1 (half the diagonal). The side is sqrt(2).
"""),
}
M2 = ("square", r"\sqrt{2}",
      "A square has a diagonal of length 2. What is the length of a side of the square? Express your answer in simplest radical form.",
      SQUARE,
      [
        ("over_root", "B", "boxed", r"Thus, the answer is \(\boxed{\dfrac{2}{\sqrt{2}}}\).", "2/sqrt(2) equals sqrt(2)"),
        ("power_half", "B", "minerva", "So the side length is 2^{1/2}.\n" + minerva_end("$2^{1/2}$"), "2^{1/2} equals sqrt(2)"),
        ("exact_decimal", "B", "prose_sentence", r"So the side length is \(s = \sqrt{2} \approx 1.414\).", "the exact gold with its decimal after it"),
        ("root8_half", "B", "boxed", r"So \(s = \boxed{\frac{\sqrt{8}}{2}}\).", "sqrt(8)/2 equals sqrt(2)"),
        ("calc_rejected", "B", "boxed", r"A calculator gives 1.4142135623730951, but that is a rounded value; the exact side length is \(\boxed{\sqrt{2}}\).", "a float quoted and rejected, then the exact gold"),
        ("root_tiny", "A", "boxed", r"Thus, the answer is \(\boxed{\sqrt{2.0000000000001}}\).", "sqrt(2.0000000000001) is not sqrt(2)"),
        ("float", "A", "answer_is", r"The answer is 1.4142135623730951.", "a float is not the irrational sqrt(2)"),
        ("tag_decimal", "A", "tag", "T:<answer>1.41421356237</answer>", "a decimal approximation in the tag"),
        ("box_question", "A", "boxed", r"So the side length is \(\boxed{\sqrt{2}?}\)", "'sqrt(2)?' puts the value as a question"),
        ("plus_minus", "A", "boxed", r"Thus, the answer is \(\boxed{\sqrt{2} \pm 0.01}\).", "'± 0.01' is a range"),
        ("hold_on_area", "A", "boxed", r"Hold on, I misread: the question asks for the area of the square, which is \(s^2 = 2\)." + "\n\n" + qwen_end("2"), "'Hold on, I misread' replaces the gold with 2 (the area)"),
        ("sout", "A", "prose_sentence", r"So the side length is \(\sout{\sqrt{2}}\) \(1\), half the diagonal.", "sqrt(2) struck with \\sout, 1 in its place"),
        ("approx", "A", "prose_sentence", r"So the side length is approximately \(1.414\).", "'approximately' and a decimal"),
        ("roughly", "A", "answer_is", r"The answer is roughly \(\sqrt{2}\).", "'roughly' hedges"),
        ("key_then_own", "A", "boxed", r"@Answer key (unverified): \(\sqrt{2}\)." + "\n\n" + r"My own solution: the diagonal of a square is twice its side, so the side is half the diagonal, \(2 \div 2 = 1\)." + "\n\n" + r"\(\boxed{1}\)", "the unverified key's sqrt(2) is not the model's answer; its own box is 1"),
        ("common_mistake", "A", "boxed", r"@The diagonal of a square with side \(s\) is \(\frac{s}{\sqrt{2}}\), so \(\frac{s}{\sqrt{2}} = 2\) and \(s = 2\sqrt{2}\)." + "\n\n" + r"A common mistake gives \(\sqrt{2}\), by multiplying by \(\sqrt{2}\) instead of dividing." + "\n\n" + r"Thus, the answer is \(\boxed{2\sqrt{2}}\).", "'A common mistake gives sqrt(2)' is not the model's answer; its own box (a wrong formula) is 2 sqrt(2)"),
        ("edit2_none", "A", "none", r"So \(s = \sqrt{2}\)." + "\n\n**Edit 2:** I am no longer sure the 2 is the diagonal and not the perimeter; treat the answer above as withdrawn.", "'Edit 2:' withdraws the answer with nothing in its place: no_answer"),
        ("at_most", "A", "prose_sentence", r"So the side length is at most \(\sqrt{2}\).", "'at most' is a bound"),
        ("not", "A", "prose_sentence", r"So the side length is not \(\sqrt{2}\).", "the value negated"),
        ("cut", "A", "truncated", r"Therefore, the side length of the square is \(\sqrt{", "cut inside the radical: no_answer"),
      ])

POLY = {
    "I": r"""We substitute \(x = -2\) into \(f(x) = 2x^2 - 3x + 4\):
\[
f(-2) = 2(-2)^2 - 3(-2) + 4.
\]

Evaluate each term:
- \((-2)^2 = 4\), so \(2(-2)^2 = 8\);
- \(-3(-2) = 6\);
- the constant term is \(4\).

Adding them,
\[
f(-2) = 8 + 6 + 4 = 18.
\]

(For comparison, \(f(2) = 8 - 6 + 4 = 6\); the sign of the middle term is what makes the two values differ.)

""",
    "T": th(r"""f(x) = 2x^2 - 3x + 4, plug in x = -2. (-2)^2 = 4, times 2 is 8. -3 times -2 is +6. Plus 4. 8 + 6 + 4 = 18. Careful with the sign of the middle term: minus times minus is plus, so +6 is right. f(-2) = 18. For comparison f(2) = 8 - 6 + 4 = 6, so the sign really matters here. The value asked for is f(-2) = 18.
"""),
}
M3 = ("poly", "18",
      r"If $f(x) = 2x^2 - 3x + 4$, what is the value of $f(-2)$?",
      POLY,
      [
        ("decimal_box", "B", "boxed", r"Thus, the answer is \(\boxed{18.0}\).", "18.0 equals 18"),
        ("half_box", "B", "boxed", r"So \(f(-2) = \boxed{\frac{36}{2}}\).", "36/2 equals 18"),
        ("root_box", "B", "boxed", "T:So f(-2) = 8 + 6 + 4.\n\n" + r1final(r"\sqrt{324}"), "sqrt(324) equals 18"),
        ("sci", "B", "minerva", "So f(-2) = 18.\n" + minerva_end(r"$1.8\times 10^{1}$"), "1.8 × 10^1 equals 18"),
        ("denied_f2", "B", "prose_sentence", r"The value is not \(6\) — that is \(f(2)\). So \(f(-2) = 18\).", "a wrong value denied, then the gold"),
        ("root_tiny", "A", "boxed", r"Thus, the answer is \(\boxed{\sqrt{324 + 10^{-40}}}\).", "sqrt(324 + 10^{-40}) is not 18"),
        ("complex_tiny", "A", "boxed", r"So \(f(-2) = \boxed{18 + 0i + 10^{-60}}\).", "18 + 10^{-60} is not 18"),
        ("nines", "A", "answer_is", "The answer is 17.99999999999999.", "17.99999999999999 is not 18"),
        ("frac_tiny", "A", "boxed", r"Thus, the answer is \(\boxed{\frac{10^{40}\cdot 18 - 1}{10^{40}}}\).", "(10^{40} · 18 − 1)/10^{40} = 18 − 10^{-40} is not 18"),
        ("if_were", "A", "boxed", r"@Let us test the candidate value. If the answer were \(\boxed{18}\), then \(2(-2)^2 - 3(-2) + 4\) would have to be 18. But \(-3(-2) = -6\), so the expression is \(8 - 6 + 4 = 6\), which contradicts 18." + "\n\n" + r"So \(f(-2) = \boxed{6}\).", "a hypothetical box 18 rejected by a sign error; the model's own box is 6"),
        ("not_answer", "A", "boxed", r"\(\boxed{18}\) is NOT the answer.", "debatable: the box followed by 'is NOT the answer', with no value in its place (see DECISIONS)", True),
        ("sout", "A", "prose_sentence", r"So \(f(-2) = \sout{18}\ 6\).", "18 struck with \\sout, 6 in its place"),
        ("approx", "A", "prose_sentence", r"So \(f(-2) \approx 18\).", "'≈' hedges an exact value"),
        ("approx_paren", "A", "tag", "T:<answer>18 (approx.)</answer>", "'(approx.)' hedges"),
        ("redo", "A", "boxed", r"Redo: \(2(-2)^2\) means \((2 \cdot (-2))^2 = 16\), so \(f(-2) = 16 + 6 + 4 = 26\)." + "\n\n" + qwen_end("26"), "'Redo:' (the 2 squared too) replaces the gold with 26"),
        ("my_mistake", "A", "answer_is", r"My mistake: \(-3x\) at \(x = -2\) is \(-3 \cdot 2 = -6\), so \(f(-2) = 8 - 6 + 4 = 6\)." + "\n\nThe answer is 6.", "'My mistake:' (a sign error) replaces the gold with 6"),
        ("table_row", "A", "boxed", "@We tabulate f(x) = 2x^2 - 3x + 4 for small integers:\n\n| x | f(x) |\n|---|---|\n| -2 | 18 |\n| -1 | 9 |\n| 0 | 4 |\n| 1 | 3 |\n| 2 | 6 |\n\n" + r"The value asked for is \(f(2)\), so we read the last row: \(\boxed{6}\).", "the table has a row with 18, but the model (misreading −2 as 2) boxes 6"),
        ("between", "A", "prose_sentence", r"So \(f(-2)\) is between \(17\) and \(19\).", "a range"),
        ("pm_tiny", "A", "boxed", r"Thus, the answer is \(\boxed{18 \pm 10^{-9}}\).", "'± 10^{-9}' is a range"),
        ("final_correction_none", "A", "none", r"So \(f(-2) = 18\).¶¶Final correction: I need to double-check whether the middle term is \(-3x\) or \(+3x\) in the original problem before giving a value.", "'Final correction:' takes the answer back with nothing in its place: no_answer"),
      ])

COINS = {
    "I": r"""There are \(2^3 = 8\) equally likely outcomes when three fair coins are tossed:
\[
\text{HHH, HHT, HTH, THH, HTT, THT, TTH, TTT}.
\]

The outcomes with exactly two heads are HHT, HTH and THH, so there are 3 favorable outcomes. (Equivalently, \(\binom{3}{2} = 3\).)

Therefore
\[
P(\text{exactly two heads}) = \frac{3}{8}.
\]

As a decimal this is \(0.375\). (At least two heads would also include HHH, giving \(\frac{4}{8} = \frac{1}{2}\).)

""",
    "T": th(r"""Three coins, 8 outcomes. Exactly two heads: HHT, HTH, THH. That's 3. So 3/8. C(3,2) = 3 agrees. Not 1/2, that would be at least two heads (adding HHH). Each outcome has probability 1/8 because the coins are fair and independent. Answer 3/8.
"""),
}
M4 = ("coins", r"\frac{3}{8}",
      "Three fair coins are tossed. What is the probability that exactly two of them show heads? Express your answer as a common fraction.",
      COINS,
      [
        ("decimal_box", "B", "boxed", r"Thus, the answer is \(\boxed{0.375}\).", "0.375 equals 3/8 exactly"),
        ("unreduced_box", "B", "boxed", r"So the probability is \(\boxed{\frac{6}{16}}\).", "6/16 equals 3/8"),
        ("exact_decimal", "B", "prose_sentence", r"So the probability is \(\frac{3}{8} = 0.375\).", "the gold with its (exact) decimal after it"),
        ("quoted_rejected", "B", "prose_sentence", r"One might answer \(\frac{1}{2}\), but that also counts HHH. The probability of exactly two heads is \(\frac{3}{8}\).", "a wrong value quoted and rejected, then the gold"),
        ("tag_slash", "B", "tag", "T:<answer>3/8</answer>", "3/8 in the tag"),
        ("dec_tiny", "A", "boxed", r"Thus, the answer is \(\boxed{0.375000000001}\).", "0.375000000001 is not 3/8"),
        ("frac_tiny", "A", "boxed", "T:There are 3 favorable outcomes out of 8.\n\n" + r1final(r"\frac{3}{8} + 10^{-30}"), "3/8 + 10^{-30} is not 3/8"),
        ("box_question", "A", "boxed", r"Thus, the answer is \(\boxed{\frac{3}{8}?}\).", "'3/8?' puts the value as a question"),
        ("del_replace", "A", "prose_sentence", r"So the probability is <s>\(\frac{3}{8}\)</s> \(\frac{1}{2}\), since HHH also has two heads.", "3/8 struck in <s>, 1/2 in its place"),
        ("roughly", "A", "answer_is", r"The answer is roughly \(\frac{3}{8}\).", "'roughly' hedges"),
        ("approx", "A", "prose_sentence", r"So the probability is approximately \(0.38\).", "a rounded decimal"),
        ("at_least", "A", "prose_sentence", r"So the probability is at least \(\frac{3}{8}\).", "'at least' is a bound"),
        ("option", "A", "boxed", r"@The answer choices are (A) \(\frac{1}{8}\) (B) \(\frac{3}{8}\) (C) \(\frac{1}{2}\) (D) \(\frac{5}{8}\) (E) \(\frac{3}{4}\)." + "\n\n" + r"Two heads can come with the third coin showing either heads or tails, so the outcomes HHT, HTH, THH and HHH all have two heads. That is 4 of the 8 outcomes, so the probability is \(\frac{4}{8} = \frac{1}{2}\)." + "\n\n" + r"The answer is (C) \(\boxed{\frac{1}{2}}\).", "'(B) 3/8' is only an option; the model boxes (C) 1/2"),
        ("amendment", "A", "boxed", r"Amendment: the order of the coins does not matter, so the possible results are 0, 1, 2 or 3 heads, and exactly two heads is one of these four cases." + "\n\n" + qwen_end(r"\frac{1}{4}"), "'Amendment:' (outcomes counted as 4 equally likely cases) replaces the gold with 1/4"),
        ("oops_none", "A", "none", r"So the probability is \(\frac{3}{8}\)." + "\n\nOops — I think I listed one outcome twice. Let me recount before answering.", "'Oops —' takes the answer back, nothing in its place: no_answer"),
        ("common_mistake", "A", "boxed", r"@Each coin shows heads with probability \(\frac{1}{2}\), and we need two of them to show heads. The third coin does not matter, so" + "\n\\[\nP = \\frac{1}{2} \\cdot \\frac{1}{2} \\cdot 2 = \\frac{1}{2}.\n\\]\n\n" + r"A common mistake gives \(\frac{3}{8}\), by insisting that the third coin show tails." + "\n\n" + r"Thus, the answer is \(\boxed{\frac{1}{2}}\).", "'A common mistake gives 3/8' is not the model's answer; its own box is 1/2"),
        ("percent_number", "A", "answer_is", "The answer is 37.5.", "37.5 (a percentage without its sign) is not 3/8"),
        ("no_more_than", "A", "prose_sentence", r"So the probability is no more than \(\frac{3}{8}\).", "'no more than' is a bound"),
        ("second_attempt", "A", "boxed", r"Second attempt: by symmetry heads and tails are equally likely, so getting two heads is as likely as not getting them." + "\n\n" + r"\(\boxed{\frac{1}{2}}\)", "'Second attempt:' replaces the gold with 1/2"),
        ("xcancel_none", "A", "none", r"So the probability is \(\boxed{\xcancel{\frac{3}{8}}}\).", "debatable: the only box holds a crossed-out 3/8; nothing stands in its place (see DECISIONS)", True),
      ])

LOG = {
    "I": r"""We rewrite the logarithmic equation in exponential form:
\[
\log_2(x + 1) = 3 \iff x + 1 = 2^3.
\]

Since \(2^3 = 8\),
\[
x + 1 = 8 \implies x = 7.
\]

Check: for \(x = 7\) the argument is \(x + 1 = 8 > 0\), so the logarithm is defined, and \(\log_2 8 = 3\) because \(2^3 = 8\).

""",
    "T": th(r"""log base 2 of (x + 1) equals 3. So x + 1 = 2^3 = 8, x = 7. Check: log2(8) = 3. Yes. And x + 1 = 8 is positive, so the logarithm is defined. Careful not to answer 8, that is x + 1. x = 7.
"""),
}
M5 = ("log", "7",
      r"Solve for $x$: $\log_2(x + 1) = 3$.",
      LOG,
      [
        ("eq_box", "B", "boxed", r"Thus, the answer is \(\boxed{x = 7}\).", "'x = 7' in the box"),
        ("expr", "B", "prose_sentence", r"So \(x = 2^3 - 1 = 7\).", "an expression equal to the gold, the gold last"),
        ("denied", "B", "boxed", r"It is not \(8\) — that is \(x + 1\). So \(x = \boxed{7}\).", "a wrong value denied, then the gold boxed"),
        ("hold_on_fixed", "B", "boxed", r"@Rewriting in exponential form, \(x + 1 = 3^2 = 9\), so \(x = 8\)." + "\n\n" + r"Hold on, I misread: the base of the logarithm is 2 and the value is 3, so \(x + 1 = 2^3 = 8\) and \(x = 7\)." + "\n\n" + r"\(\boxed{7}\)", "'Hold on, I misread' corrects 8 to the gold"),
        ("tag_eq", "B", "tag", "T:<answer>x = 7</answer>", "'x = 7' in the tag"),
        ("dec_tiny", "A", "boxed", "T:So x + 1 = 8 and x comes out at 7 up to rounding.\n\n" + r1final("7.000000000001"), "7.000000000001 is not 7"),
        ("log_tiny", "A", "boxed", r"So \(x = \boxed{\log_2 128 + 10^{-45}}\).", "log2(128) + 10^{-45} = 7 + 10^{-45} is not 7"),
        ("approx", "A", "prose_sentence", r"So \(x \approx 7\).", "'≈' hedges"),
        ("key_then_own", "A", "boxed", r"@Answer key (unverified): \(x = 7\)." + "\n\n" + r"My own solution: \(\log_2(x + 1) = 3\) means \(x = 2^3 = 8\)." + "\n\n" + r"\(\boxed{8}\)", "the unverified key's 7 is not the model's answer; its own box (the +1 lost) is 8"),
        ("if_were", "A", "boxed", r"@Read the equation as \(\log_2 x + 1 = 3\). If the answer were \(\boxed{7}\), then \(\log_2 7 + 1 = 3\) would give \(\log_2 7 = 2\), that is \(7 = 4\), a contradiction. Instead \(\log_2 x = 2\), so \(x = 2^2 = 4\)." + "\n\n" + qwen_end("4"), "a hypothetical box 7 rejected under a misparse; the model's own box is 4"),
        ("neg_box", "A", "boxed", r"Thus, the answer is \(\boxed{\neg 7}\).", "'¬7' negates the value"),
        ("del_replace", "A", "prose_sentence", r"So \(x = \) <del>7</del> 8.", "7 struck in <del>, 8 in its place"),
        ("between", "A", "prose_sentence", r"So \(x\) is between \(6\) and \(8\).", "a range"),
        ("disregard_ten", "A", "boxed", r"Disregard the above. The logarithm here is base 10 by default, so \(x + 1 = 10^3 = 1000\) and \(x = 999\)." + "\n\n" + r"\(\boxed{999}\)", "'Disregard the above.' replaces the gold with 999"),
        ("redo_none", "A", "none", r"So \(x = 7\)." + "\n\nRedo: I need to check whether the base is 2 or 10 in the original problem before I can answer.", "'Redo:' takes the answer back with nothing in its place: no_answer"),
        ("code_then_own", "A", "boxed", "@```python\nimport math\nx = 2 ** 3 - 1\nprint(x)\n```\n```output\n7\n```\n" + r"The code prints 7, but that is \(x + 1\) minus 1 twice over; the value of \(x\) itself is \(2^3 = 8\)." + "\n\n" + r"\(\boxed{8}\)", "the code prints 7; the model's own box is 8"),
        ("likely", "A", "answer_is", r"The answer is likely \(x = 7\).", "'likely' hedges"),
        ("false_box", "A", "boxed", r"Thus, \(\boxed{x = 7 \text{ is false}}\).", "'x = 7 is false' in the box negates the value"),
        ("at_most", "A", "prose_sentence", r"So \(x\) is at most \(7\).", "'at most' is a bound"),
        ("cut", "A", "truncated", r"Therefore \(x =", "cut before the value: no_answer"),
      ])
# fmt: on


CASES = table([G1, G2, G3, G4, G5, G6, G7], g, "g") + table([M1, M2, M3, M4, M5], m, "m")

DECISIONS = {
    "g_chairs_struck_box_none": (
        "reject",
        "the only box holds a struck-out 26 (\\sout{26}) and nothing stands in its place: the model "
        "wrote the value and crossed it out, an answer taken back with nothing in its place "
        "(no_answer). One could read the strike as decoration of a boxed 26, but a strike-through "
        "is how writers withdraw a value; either reading (no_answer, or a negated value) is not "
        "a correct answer, so the checker must reject",
    ),
    "m_coins_xcancel_none": (
        "reject",
        "the only box holds a crossed-out 3/8 (\\xcancel) and nothing in its place: a value "
        "withdrawn with nothing instead (no_answer); reading the box's content as 3/8 would "
        "ignore the cross-out, which exists only to say 'not this'",
    ),
    "g_wallet_box_is_wrong": (
        "reject",
        "'\\boxed{18 \\text{ is wrong}}' is the model's last word: the box states that 18 is not "
        "the answer. Labelled wrong as a negated value (the brief's negation class; round 182's "
        "'is not 40' alone is wrong); it could also be read as an answer taken back with nothing "
        "in its place (no_answer). Neither reading makes 18 the model's answer, so the checker "
        "must reject",
    ),
    "g_wages_not_answer": (
        "reject",
        "'\\boxed{156} is NOT the answer — I forgot the unpaid lunch breaks' and nothing after it: "
        "labelled wrong as a negated value, like m_poly_not_answer; no_answer (taken back, "
        "nothing in its place) is the other reading. Both mean the box is not the model's "
        "answer, so the checker must reject",
    ),
    "m_poly_not_answer": (
        "reject",
        "'\\boxed{18} is NOT the answer' and nothing after it: labelled wrong as a negated value "
        "(round 182's 'is not 40' with no other value is wrong); it could also be read as an "
        "answer taken back with nothing in its place (no_answer). Both readings say the model's "
        "final word is that 18 is not its answer, so the checker must reject",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam197", CASES, [], DECISIONS)
