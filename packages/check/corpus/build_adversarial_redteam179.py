r"""Build adversarial_redteam179.jsonl: round 179 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam179"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam171.py / 173.py / 175.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B, English (16
problems) and 10 other languages (one problem each, working and final in that language: Chinese,
Spanish, French, German, Russian for GSM8K; Japanese, Portuguese, Turkish, Arabic, Korean for
MATH): HOSTILE SHAPES OF THE FINAL VALUE set inside realistic completions (instruct prose with
`\[ \]` display math, an R1 `<think>` block followed by an `<answer>` tag or R1's "**Final
Answer**" block, Qwen's / Llama's / Minerva's closing lines, '####', "The answer is", a bold
"**Answer:**"). Kind A: the final value negated, struck out or annotated (`\boxed{\neq \frac{1}{3}}`,
`x \neq 5`, `~~1600~~ 2800`, `\boxed{5 \text{ (incorrect)}}`, "5 is not the answer", "the answer is
not 177 but 162" and the same in the other languages); a retraction AFTER a right answer that
moves to a wrong value ("Correction:", "Oops,", "Scratch that", "On second thought", "Actually, I
made an error", "Wait", "Correction :"/"Oups"/"En fait", "Corrección"/"Ups", "Korrektur"/"Moment",
"Исправление"/"Ой", "更正"/"等等", "訂正"/"いや", "Correção"/"Ops", "Düzeltme"/"Hata yaptım",
"تصحيح"/"عذرًا", "정정"/"실수했습니다"); the gold only in quoted or reported text that is not the
model's statement (the user's claim, the textbook's answer, a friend's answer, an option discussed,
"If the answer were 72 then ...") with the model's own answer another value or none; unit-like
words that change the value or are not units ("$135 more than she needs", "14 fewer", "66 km per
hour" for a distance, "504 dozen", "18%" for a count of students, "63 %" for a count of seats, "83
docenas", an average per day or per kg for a total); exact golds given as decimals (0.33, 0.333,
0.3333333 and 33.3% for \frac{1}{3}; 1.414 and 1.41421356 for \sqrt{2}; 3.14159 for \pi; 3.464 for
2\sqrt{3}; 0.4167 and "0,42" for \frac{5}{12}) and a near-zero float for the exact gold 0
(10^{-9}, -2.2e-16, 1.2 \times 10^{-16}); conditions and inequalities for a value (n > 53/3, n \ge
18, n > 17, "at least 14,000", "mindestens 63", "64 以上", "9'dan büyüktür", "39 이상"); two final
answers that disagree (a box and a tag, '####' and a sentence, two boxes joined by "or"); an
`<answer>` tag holding the question, a placeholder ("[final number]", "...", "?", "respuesta",
"cevap", an empty \boxed{}), N/A, or a reported claim; and cuts. Kind B: the same settings where the
right value stands: a retraction that moves FROM a wrong value TO the gold, a quoted wrong answer
refuted and the gold stated, "the answer is not X but <gold>" in each language, a wrong value struck
out before the gold (`~~$2,800~~ $1,600`), a check after the answer that confirms it ("Moment, ich
prüfe ... die Antwort bleibt 63"), the exact value followed by its decimal (`\frac{1}{3} \approx
0.333`, `\sqrt{2} \approx 1.414`, `\pi \approx 3.14`), a decimal gold written as a decimal (15.75,
3.5 for \frac{7}{2}), the exact 0 after a refuted float, units that are units ("42 dozen" when
dozens are asked, "45%" when a percent is asked, "$135 short" / "$135 more" for the amount still
needed, "14 thousand", "66 km", "210 km", "495 руб.", "177本", Turkish "9'dur"), a '####' and a
sentence that agree, a box and a tag that agree.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 350 tickets at $8, costs $1,200, profit -> 1600 (revenue 2800); $450 bike, $35 a week for 9
weeks, still needed -> 135 (315 saved; 135 / 9 = 15 a week; 450 - 35 x 8 = 170); 14 km/h for 3 h then
12 km/h for 2 h, distance -> 66 (42 + 24; average 66 / 5 = 13.2 km/h; 12 x 3 = 36: 78); 18 eggs a day
for 4 weeks, dozens -> 42 (28 days, 504 eggs, 504 / 12 = 42; a week 126 / 12 = 10.5); 18 of 40
passed, percent -> 45 (18 / 40 = 0.45; 22 failed = 55%); 12,500 + 2,300 - 800 residents -> 14000
(14,800 before the 800; net 1,500); 8 rows of 9 tulips -> 72 (17 added; 63 for 7 rows; 81 for 9
rows); 7 pens at $2.25 -> 15.75 (14 + 1.75; about 16; 7 x 2.50 = 17.50); (zh) 48 books, 1.5 times
on Tuesday, 15 fewer on Wednesday, total -> 177 (72, 57; 42 slip: 162; 48 + 72 = 120; 177 / 3 = 59;
49.5 -> 50: 48 + 50 + 35 = 133); (es) 5 boxes of 36 pencils, 97 sold, left -> 83 (180; 93 slip; 97
- 83 = 14; 6 boxes: 216 - 97 = 119); (fr) 84 km/h for 2.5 h -> 210 (168 + 42; 84 x 2.83 = 237.7, about
238); (de) 16 rows of 22 seats, 289 taken, free -> 63 (352; 73 slip; 342 - 289 = 53); (ru) 3 kg at 85
and 2 kg at 120 roubles -> 495 (255 + 240; 485 slip; 255 + 120 = 375; 495 / 5 = 99 a kg).
MATH: die, P(multiple of 3) -> \frac{1}{3} (3 and 6: 2/6); distance (1,2)-(2,3) -> \sqrt{2}
(1 + 1; 1.41421356; 3^2 + 5^2 = 34 from sums); \sum_{k=0}^{5} \cos(k\pi/3) -> 0 (1 + 1/2 - 1/2 - 1 -
1/2 + 1/2); area, diameter 2 -> \pi (r = 1; 4\pi with r = 2; 2\pi); smallest integer n with 3n - 7 >
46 -> 18 (3n > 53, 53 / 3 = 17.67; 3 x 18 - 7 = 47, 3 x 17 - 7 = 44); x^2 - 10x + 25 = 0 -> 5 ((x -
5)^2; 25 - 50 + 25 = 0; -5 gives 100); divisors of 72 -> 12 (2^3 3^2: 4 x 3; 10 without 1 and 72; 24
with negatives; 11 without 72); 4x - 5 = 9 -> \frac{7}{2} (4x = 14; 3.5; 4/7 and 2/7 inverted;
(9 - 5) / 4 = 1); (ja) 2^{10} / 2^4 -> 64 (1024 / 16; 2^{14} added exponents; 2^{2.5} = 5.66; 16 and 6
the exponents); (pt) 1/4 + 1/6 -> \frac{5}{12} (3/12 + 2/12; 0.41666...; 2/10 and 1/5 for added
denominators); (tr) \log_2 512 -> 9 (2^9 = 512; 2^8 = 256; 512 / 2 = 256); (ar) \sqrt{12} ->
2\sqrt{3} (4 x 3; 3.4641016...; 3\sqrt{2} = \sqrt{18}; 3 + \sqrt{3} from \sqrt{9 + 3}); (ko) 3, 7,
11, ... tenth term -> 39 (3 + 9 x 4; 3 + 10 x 4 = 43 the 11th; sum of ten terms 10 x (3 + 39) / 2 =
210).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
setting where the right value stands (strike_wrong / fix / oops_back / scratch_back / actually_back
/ correction_back / teisei_back / gengzheng_back / correccion_back / korrektur_back / ispr_back /
correcao_back / duzeltme_back / tashih_back / jeongjeong_back / oups_back / moment_confirm / not_but
and its translations / refuted / textbook_agree / if_then / option / approx_after / dec / unsimpl /
dozen / pct / short / more / less / thousand / km / agree ...). Kind A shapes name the hostile
shape (strike_gold / neq / incorrect / not_answer / not_but_rev and translations / oops / scratch /
on_second / correction / en_fait / moment / oi / ops / hata / afwan / silsu / iya / textbook_other /
friend_tag / user_cut / if_were / option_wrong / more_than / per_hour / per_day / dozen_times /
fewer / pct_count / dec* / tiny / float / sci / gt / ge / at_least / box_tag / hash_sentence /
two_boxes / tag_q / tag_na / placeholder / cut ...). Kind A: truth wrong, or no_answer where the
form is `truncated`, `none` or `no_answer`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171, 173 and 175): the LAST final
answer counts (the tag or the last box where there is one; the concluding sentence otherwise), and
the final answer of a thinking completion is the one after `</think>`. A retraction after an answer
replaces it: the value the retraction commits to is the final answer (right when it returns to the
gold, wrong when it moves away, however wrong the reason). A struck-out value (`~~x~~`) is
withdrawn; the value after it is the answer. A negated or disowned value is not an answer:
`\boxed{\neq v}` and `x \neq v` are wrong, `\boxed{v \text{ (incorrect)}}` is wrong, "v is not the
answer" with nothing after it is no_answer, "not v but w" answers w. Quoted or reported values (the
user's, a textbook's, a friend's, an option's, a hypothetical "if the answer were v") are not the
model's answer: the model's own committed value decides; a tag holding only a reported claim, the
question, a placeholder or N/A is no_answer, and so is a cut before the value. Words after a number
are read: a unit or counted noun that names what was asked keeps the value ("42 dozen" for a
dozens question, "45%" for a percent question, "$135 short" / "$135 more" for the amount still
needed, "14 thousand" for 14000); words that change the quantity make it wrong ("$135 more than she
needs" is an excess, "14 fewer than sold", "504 dozen", "18%" or "63 %" for a count, "66 km per
hour" and "84 km/h" for a distance, an average per day or per kilogram for a total). An exact gold
(fraction, radical, \pi, 0) is not matched by a decimal approximation or a tiny float alone; the
exact value followed by "\approx" and its decimal is correct; a decimal equal in value (3.5 for
\frac{7}{2}, 15.75, 0.0 for 0) is correct. A condition or inequality (n \ge 18, n > 17, "at least",
"mindestens", "以上", "büyüktür", "이상") is not a value: wrong. Two final answers that disagree (box
vs tag, '####' vs the sentence after it, two boxes joined by "or") are wrong; when they agree the
answer stands. Debatable (1, with DECISIONS): `m_ineq_at_least` ("n must be at least 18" for the
smallest integer n, rejected).

Usage: python build_adversarial_redteam179.py (writes adversarial_redteam179.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, probe_table, r1final, write_probes  # noqa: E402


def QE(v):  # noqa: N802
    """Qwen2.5-Instruct's closing line."""
    return QWEN_END.format(v)


def LE(v):  # noqa: N802
    """Llama 3's closing line."""
    return LLAMA_END.format(v)


def MV(v):  # noqa: N802
    """Minerva's closing line."""
    return MINERVA.format(v)


def R1(v):  # noqa: N802
    """R1-distill's closing block."""
    return r1final(v)


# fmt: off
# Problems: (key, gold, question, instruct working, think block, [(suffix, kind, form, final, note[, debatable]), ...]).
# A final opening "T:" follows the think block; one opening "@" is the whole completion (without the
# "@"); any other final follows the instruct working. "¶" in a final is a newline. Kind A probes whose
# form is "truncated", "none" or "no_answer" are no_answer, the other kind A wrong.
GPROBS = [
    ("tickets", "1600",
     "A school sells 350 tickets to its spring play at $8 each. Putting on the play cost $1,200. How much profit does the school make?",
     r"""To find the profit, we first find how much money the ticket sales bring in, and then subtract what the play cost.

The school sells 350 tickets at $8 each, so the revenue is

\[ 350 \times 8 = 2800 \text{ dollars}. \]

The play cost $1,200 to put on. The profit is the revenue minus the costs:

\[ 2800 - 1200 = 1600. \]

""",
     r"""<think>
Okay, so revenue first: 350 tickets times $8. 350 * 8 = 2800.
Costs were $1,200.
Profit = revenue - costs = 2800 - 1200 = 1600.
Check: 1600 + 1200 = 2800. Yes, that matches the revenue.
So the profit is $1,600, not the $2,800 they collected.
</think>

""",
     [
        ("strike_wrong", "B", "prose_sentence", "**Answer:** ~~$2,800~~ $1,600 (the $2,800 is the ticket money; the profit subtracts the $1,200 of costs).", "the wrong revenue struck out, the gold after it"),
        ("fix", "B", "boxed", "So the profit is $2,800.¶¶Wait, that is the revenue, not the profit. Let me fix that: the profit is $2,800 - $1,200 = $1,600.¶¶" + QE("1600"), "a retraction from the revenue back to the gold"),
        ("not_but", "B", "answer_is", "The answer is not $2,800 but $1,600, because the $1,200 of costs must be subtracted from the ticket money.", "'not X but gold'"),
        ("agree", "B", "hash", "The school makes a profit of $1,600.¶¶#### 1600", "sentence and '####' agree"),
        ("refuted", "B", "boxed", "You said you got $2,800, but that is only the money from the tickets. The profit is what is left after paying the $1,200 in costs: $1,600.¶¶" + LE("1600"), "the user's wrong value refuted, the gold stated"),
        ("strike_gold", "A", "prose_sentence", "**Answer:** ~~$1,600~~ $2,800", "the gold struck out; the answer left standing is the revenue"),
        ("hash_sentence", "A", "prose_sentence", "#### 1600¶¶So the school makes a profit of $2,800.", "'####' and the sentence after it disagree: two final answers"),
        ("not_but_rev", "A", "answer_is", "The answer is not $1,600 but $2,800, since every ticket was sold.", "'not gold but X': the answer is X"),
        ("oops", "A", "boxed", QE("1600") + "¶¶Oops, I forgot the $150 the school paid for printing programs, which is part of the cost. The profit is $1,600 - $150 = $1,450.¶¶" + LE("1450"), "a retraction after the gold to an invented cost: 1450"),
        ("tag_na", "A", "no_answer", "T:<answer>N/A</answer>", "N/A in the tag: no_answer"),
     ]),
    ("bike", "135",
     "Maya wants to buy a bike that costs $450. She saves $35 every week for 9 weeks. How much more money does she need to buy the bike?",
     r"""Maya saves the same amount each week, so after 9 weeks she has

\[ 35 \times 9 = 315 \text{ dollars}. \]

The bike costs $450, so the amount she still needs is the price minus her savings:

\[ 450 - 315 = 135. \]

Check: \(315 + 135 = 450\), which is the price of the bike.

""",
     r"""<think>
She saves $35 a week for 9 weeks. 35 * 9 = 315.
Bike costs 450. 450 - 315 = 135.
So she is 135 dollars short. Check: 315 + 135 = 450. Good.
The question asks how much MORE she needs, so 135, not 315.
</think>

""",
     [
        ("short", "B", "prose_sentence", "So Maya is still $135 short of the price of the bike.", "'$135 short' is the amount still needed, the gold"),
        ("more", "B", "tag", "T:<answer>$135 more</answer>", "'$135 more' answers 'how much more'"),
        ("less", "B", "hash", "Her savings are $135 less than the price of the bike, so she needs $135 more.¶¶#### 135", "'less than the price' and 'more' both name the gold; '####' agrees"),
        ("scratch_back", "B", "boxed", "So she needs $315 more.¶¶Scratch that, $315 is what she has already saved. She needs $450 - $315 = $135 more.¶¶" + QE("135"), "'Scratch that' from the savings back to the gold"),
        ("textbook_agree", "B", "answer_is", "The answer key in the book says $135, and my working agrees: 450 - 315 = 135.¶¶The answer is 135.", "a quoted answer that agrees, then the model's own gold"),
        ("more_than", "A", "prose_sentence", "So Maya has saved $135 more than she needs for the bike.", "'$135 more than she needs' says she has an excess: wrong"),
        ("friend", "A", "boxed", "Your friend got $135, but she only starts saving after the first week, so she saves for 8 weeks: 450 - 35 × 8 = 450 - 280 = $170.¶¶" + LE("170"), "the friend's gold reported, the model's own answer 170"),
        ("per_week", "A", "prose_sentence", "So Maya needs to save $15 more per week.", "135 / 9 = 15 a week: a rate, not the amount asked"),
        ("if_were", "A", "truncated", "T:If the answer were $135, she would have 315 + 135 = 450, which is exactly the price. But let me double-check the weekly amount first, because the problem says she saves $35 every", "a hypothetical, then cut: no_answer"),
        ("saved", "A", "tag", "T:She has saved $315, so she needs $135 more.¶<answer>315</answer>", "the tag holds the savings; the sentence before it is not the final answer"),
     ]),
    ("cyclist", "66",
     "A cyclist rides at 14 km per hour for 3 hours, then at 12 km per hour for 2 hours. How many kilometers does she ride in total?",
     r"""We find the distance of each part of the ride with distance = speed × time.

First part: 14 km per hour for 3 hours gives

\[ 14 \times 3 = 42 \text{ km}. \]

Second part: 12 km per hour for 2 hours gives

\[ 12 \times 2 = 24 \text{ km}. \]

The total distance is

\[ 42 + 24 = 66 \text{ km}. \]

""",
     r"""<think>
Distance = speed * time for each part.
14 * 3 = 42 km.
12 * 2 = 24 km.
Total: 42 + 24 = 66 km, in 3 + 2 = 5 hours.
Her average speed would be 66 / 5 = 13.2 km/h, but the question asks for the distance, not the speed.
So 66 km.
</think>

""",
     [
        ("km", "B", "boxed", QE(r"66 \text{ km}"), "the unit km in the box"),
        ("kilometers", "B", "tag", "T:<answer>66 kilometers</answer>", "the unit spelled out in the tag"),
        ("avg_then_total", "B", "prose_sentence", "Her average speed is 66 / 5 = 13.2 km per hour, but the question asks for the distance: she rides 66 km in total.", "a rate mentioned and set aside; the concluding distance is the gold"),
        ("oops_back", "B", "boxed", "She rides 13.2 km in total.¶¶Oops, 13.2 is her average speed in km per hour, not the distance. The total distance is 66 km.¶¶" + LE("66"), "'Oops' from the average speed back to the gold"),
        ("agree", "B", "hash", "She rides 66 km in total.¶¶#### 66", "sentence and '####' agree"),
        ("per_hour", "A", "prose_sentence", "So she rides 66 km per hour in total.", "'66 km per hour' is a speed, not the distance asked"),
        ("avg", "A", "tag", "T:<answer>13.2 km/h</answer>", "the average speed"),
        ("on_second", "A", "boxed", "So she rides 66 km.¶¶On second thought, she rides the second part for as long as the first, so 12 × 3 = 36 km and the total is 42 + 36 = 78 km.¶¶" + LE("78"), "'On second thought' away from the gold: 78"),
        ("box_tag", "A", "tag", "T:She rides \\(\\boxed{66}\\) km in total.¶<answer>42</answer>", "a box and a tag that disagree: the tag (42) is last"),
        ("tag_q", "A", "no_answer", "T:<answer>How many kilometers does she ride in total?</answer>", "the question in the tag: no_answer"),
     ]),
    ("eggs", "42",
     "A farm collects 18 eggs every day. How many dozen eggs does the farm collect in 4 weeks?",
     r"""First, find the number of days: 4 weeks is \(4 \times 7 = 28\) days.

In 28 days the farm collects

\[ 18 \times 28 = 504 \text{ eggs}. \]

A dozen is 12 eggs, so the number of dozens is

\[ 504 \div 12 = 42. \]

Check: \(42 \times 12 = 504\).

""",
     r"""<think>
4 weeks = 28 days.
18 eggs a day * 28 days = 504 eggs.
Dozens: 504 / 12 = 42.
Check: 42 * 12 = 504. Yes.
The question asks for dozens, so 42, not 504.
One more check per week: 18 * 7 = 126 eggs, 126 / 12 = 10.5 dozen, times 4 weeks = 42 dozen. Same.
</think>

""",
     [
        ("dozen", "B", "prose_sentence", "So the farm collects 42 dozen eggs in 4 weeks.", "'42 dozen' answers a dozens question"),
        ("box_dozen", "B", "boxed", QE(r"42 \text{ dozen}"), "'dozen' as the unit in the box"),
        ("eggs_then", "B", "answer_is", "That is 504 eggs, or 42 dozen.¶¶The answer is 42.", "the egg count on the way, then the gold"),
        ("tag", "B", "tag", "T:<answer>42 dozen eggs</answer>", "unit and noun in the tag"),
        ("correction_back", "B", "hash", "So the farm collects 504 dozen eggs.¶¶Correction: 504 is the number of eggs, not dozens. 504 ÷ 12 = 42 dozen.¶¶#### 42", "'Correction:' from 504 back to the gold"),
        ("eggs", "A", "prose_sentence", "So the farm collects 504 eggs in 4 weeks.", "the egg count, not the dozens asked"),
        ("dozen_times", "A", "tag", "T:<answer>504 dozen</answer>", "'504 dozen' is 6048 eggs"),
        ("week", "A", "boxed", "In one week that is 18 × 7 = 126 eggs, which is 10.5 dozen.¶¶" + LE("10.5"), "one week's dozens"),
        ("strike_gold", "A", "prose_sentence", "**Answer:** ~~42~~ 504 eggs", "the gold struck out; 504 eggs left standing"),
        ("cut", "A", "truncated", "T:<answer>4", "the tag cut after the first digit: no_answer"),
     ]),
    ("exam", "45",
     "In a class of 40 students, 18 students passed the science exam. What percent of the students passed?",
     r"""The fraction of students who passed is

\[ \frac{18}{40} = 0.45. \]

To convert this to a percentage, multiply by 100:

\[ 0.45 \times 100 = 45. \]

So 45 percent passed, and the other \(40 - 18 = 22\) students, or 55 percent, did not.

""",
     r"""<think>
18 out of 40 passed. 18/40 = 0.45. As a percent that is 45%.
22 students failed, which is 22/40 = 55%. 45 + 55 = 100, consistent.
The question asks the percent who passed: 45.
Units: percent, so the answer is 45 (percent), not 18 (students) and not 0.45 (fraction).
</think>

""",
     [
        ("pct", "B", "prose_sentence", "So 45% of the students passed the exam.", "'45%' for a percent question"),
        ("pct_box", "B", "boxed", QE(r"45\%"), "'45\\%' in the box"),
        ("percent_word", "B", "tag", "T:<answer>45 percent</answer>", "'45 percent' in the tag"),
        ("refuted", "B", "hash", "A classmate might answer 18%, but 18 is the number of students who passed, not the percent. The percent is 18 ÷ 40 × 100 = 45%.¶¶#### 45", "a wrong answer discussed and refuted, then the gold"),
        ("actually_back", "B", "boxed", "So 55% of the students passed.¶¶Actually, I made an error: 55% is the share who did not pass (22 of 40). The share who passed is 45%.¶¶" + LE("45"), "'Actually, I made an error' back to the gold"),
        ("complement", "A", "tag", "T:<answer>55%</answer>", "the share who failed"),
        ("pct_count", "A", "prose_sentence", "So 18% of the students passed the exam.", "the count written as a percent"),
        ("frac_pct", "A", "answer_is", "The answer is 0.45%.", "0.45% is not 45%"),
        ("wait_misread", "A", "answer_is", QE("45") + "¶¶Wait, 45 is not the answer. I misread the problem: 18 students FAILED, so 22 passed, and 22 ÷ 40 = 55%.¶¶The answer is 55%.", "a retraction after the gold to a misreading: 55"),
        ("not_answer", "A", "none", "T:After checking again, I think 45 is not the answer.", "the gold disowned and nothing put in its place: no_answer"),
     ]),
    ("town", "14000",
     "A town has 12,500 residents. During the year, 2,300 people move into the town and 800 people move out. How many residents does the town have at the end of the year?",
     r"""Start with the 12,500 residents and add the 2,300 people who move in:

\[ 12{,}500 + 2{,}300 = 14{,}800. \]

Then subtract the 800 people who move out:

\[ 14{,}800 - 800 = 14{,}000. \]

Check with the net change: \(2{,}300 - 800 = 1{,}500\) more residents, and \(12{,}500 + 1{,}500 = 14{,}000\).

""",
     r"""<think>
Start: 12500.
Move in: +2300 -> 14800.
Move out: -800 -> 14000.
So 14,000 residents, fourteen thousand. The net change is +1500, and 12500 + 1500 = 14000 as well.
</think>

""",
     [
        ("thousand", "B", "prose_sentence", "So the town has 14 thousand residents at the end of the year.", "'14 thousand' for 14000"),
        ("comma_box", "B", "boxed", QE("14{,}000"), "LaTeX thousands comma in the box"),
        ("tag_thousand", "B", "tag", "T:<answer>14 thousand</answer>", "'14 thousand' in the tag"),
        ("agree", "B", "hash", "So the town has 14,000 residents at the end of the year.¶¶#### 14000", "sentence and '####' agree"),
        ("tag_noun", "B", "tag", "T:<answer>14000 residents</answer>", "value and noun in the tag"),
        ("net", "A", "prose_sentence", "So the town grew by 1,500 residents during the year.", "the net change, not the population"),
        ("before_out", "A", "tag", "T:<answer>14.8 thousand</answer>", "14,800: the 800 who moved out not subtracted"),
        ("at_least", "A", "prose_sentence", "So the town has at least 14,000 residents at the end of the year.", "'at least 14,000' is a bound, not the count"),
        ("correction", "A", "boxed", QE("14000") + "¶¶Correction: the 800 people who moved out were already counted among the 2,300 newcomers, so the town has 12,500 + 2,300 = 14,800 residents.¶¶" + LE("14800"), "'Correction:' away from the gold: 14800"),
        ("placeholder", "A", "no_answer", "T:<answer>[final number]</answer>", "a placeholder in the tag: no_answer"),
     ]),
    ("tulips", "72",
     "Lena plants 8 rows of tulips in her garden. Each row has 9 tulips. How many tulips does Lena plant?",
     r"""Lena plants 8 rows, and every row has the same number of tulips, 9. To find the total number of tulips, we multiply the number of rows by the number of tulips in each row:

\[ 8 \times 9 = 72. \]

We can check by adding row by row: 9, 18, 27, 36, 45, 54, 63, 72.

""",
     r"""<think>
8 rows, 9 tulips per row. 8 * 9 = 72.
Counting by 9s: 9, 18, 27, 36, 45, 54, 63, 72. Eight numbers, so 72.
Not 8 + 9 = 17, that adds rows and tulips. Not 63, that would be 7 rows.
So Lena plants 72 tulips.
</think>

""",
     [
        ("textbook_agree", "B", "boxed", "The textbook's answer is 72 tulips, which matches our calculation: 8 × 9 = 72.¶¶" + QE("72"), "a quoted answer that agrees; the box holds the gold"),
        ("friend_refuted", "B", "prose_sentence", "Your friend's answer of 17 comes from adding 8 + 9, but every row holds 9 tulips, so we multiply. Lena plants 72 tulips.", "the friend's wrong answer refuted; the gold concludes"),
        ("user_refuted", "B", "hash", "You said the answer is 63. That would be 7 rows of 9. With 8 rows it is 8 × 9 = 72.¶¶#### 72", "the user's wrong claim refuted; '####' the gold"),
        ("if_then", "B", "answer_is", "If the answer were 63, there would only be 7 rows. There are 8 rows, so the answer is 72.", "a hypothetical wrong value, then the gold"),
        ("r1", "B", "boxed", "T:Lena plants 8 × 9 = 72 tulips.¶¶" + R1("72"), "R1 final block"),
        ("textbook_other", "A", "hash", "The back of the book says 72, but I count 9 rows (the first row plus 8 more), so 9 × 9 = 81.¶¶#### 81", "the book's gold reported, the model's own 81"),
        ("user_cut", "A", "truncated", "T:You said the answer is 72. Let me verify that by counting the tulips row by row: 9, 18, 27, 36, 45,", "the user's claim, then cut before the model commits: no_answer"),
        ("if_were", "A", "none", "T:If the answer were 72, every row would have to hold exactly 9 tulips. The problem does not say that all the tulips bloomed, so I cannot be sure of the total.", "a hypothetical and a refusal: no_answer"),
        ("friend_tag", "A", "no_answer", "T:<answer>The user thinks it is 72, but I am not sure.</answer>", "the tag holds only a reported claim: no_answer"),
        ("not_but_rev", "A", "answer_is", "The answer is not 72 but 17, because Lena plants 8 rows and 9 tulips.", "'not gold but 17'"),
     ]),
    ("pens", "15.75",
     "Pens cost $2.25 each. Ravi buys 7 pens. How much money does Ravi spend?",
     r"""Each pen costs $2.25 and Ravi buys 7 pens, so the total cost is

\[ 7 \times 2.25 = 15.75. \]

Check: \(7 \times 2 = 14\) and \(7 \times 0.25 = 1.75\), so the total is \(14 + 1.75 = 15.75\) dollars.

Another way: 7 pens at $2.25 is the same as 7 pens at $2 plus 7 quarters, and 7 quarters make $1.75.

""",
     r"""<think>
7 pens at $2.25 each. 7 * 2 = 14, 7 * 0.25 = 1.75. Total 15.75.
Another check: 2.25 * 4 = 9, 2.25 * 3 = 6.75, 9 + 6.75 = 15.75. Good.
So Ravi spends $15.75, fifteen dollars and seventy-five cents.
</think>

""",
     [
        ("dec", "B", "prose_sentence", "So Ravi spends $15.75 on the pens.", "the decimal gold as a decimal"),
        ("box", "B", "boxed", QE("15.75"), "decimal in the box"),
        ("tag", "B", "tag", "T:<answer>$15.75</answer>", "dollar sign and decimal in the tag"),
        ("cents", "B", "answer_is", "Ravi spends 15 dollars and 75 cents.¶¶The answer is $15.75.", "dollars and cents, then the decimal"),
        ("parens", "B", "prose_sentence", "So Ravi spends $15.75 in total (7 pens at $2.25 each).", "the givens in brackets after the answer"),
        ("rounded", "A", "prose_sentence", "So Ravi spends about $16.", "rounded to the dollar"),
        ("one_dec", "A", "boxed", QE("15.7"), "15.7 is not 15.75"),
        ("per_pen", "A", "tag", "T:<answer>$2.25 per pen</answer>", "the unit price"),
        ("per_pen_total", "A", "prose_sentence", "So Ravi spends $15.75 per pen.", "'per pen' makes the total a unit price: wrong"),
        ("scratch", "A", "hash", "So Ravi spends $15.75.¶¶Scratch that, I misread the price: the pens are $2.50 each, so 7 × 2.50 = $17.50.¶¶#### 17.5", "'Scratch that' away from the gold: 17.5"),
     ]),
    ("books_zh", "177",
     "书店周一卖出48本书，周二卖出的是周一的1.5倍，周三比周二少卖15本。三天一共卖出多少本书？",
     r"""周一卖出 48 本。

周二卖出的是周一的 1.5 倍：

\[ 48 \times 1.5 = 72 \text{ 本}. \]

周三比周二少卖 15 本：

\[ 72 - 15 = 57 \text{ 本}. \]

三天合计：

\[ 48 + 72 + 57 = 177 \text{ 本}. \]

检验：\(48 + 72 = 120\)，\(120 + 57 = 177\)；周三比周二少 \(72 - 57 = 15\) 本，符合题意。

""",
     r"""<think>
题目问三天的总数，所以要把每天的销量分别算出来再相加。
周一48本。周二是周一的1.5倍，48×1.5=72本。周三比周二少15本，72−15=57本。
总共 48+72+57。48+72=120，120+57=177。
再检查一遍：周二72本确实是48的1.5倍（48÷2=24，48+24=72）。周三57本比72少15。没问题。
所以三天一共卖出177本书。
</think>

""",
     [
        ("ben", "B", "prose_sentence", "所以三天一共卖出 177 本书。", "Chinese concluding sentence with the measure word 本"),
        ("gengzheng_back", "B", "boxed", "所以三天一共卖出 162 本书。¶¶更正：周三是 72 − 15 = 57 本，不是 42 本。重新相加：48 + 72 + 57 = 177。¶¶" + QE("177"), "更正 (correction) from 162 back to the gold"),
        ("tag", "B", "tag", "T:<answer>177本</answer>", "the value with 本 in the tag"),
        ("bushi_erd", "B", "answer_is", "答案不是 162，而是 177。", "'不是 X，而是 gold'"),
        ("agree", "B", "hash", "三天共卖出 177 本书。¶¶#### 177", "sentence and '####' agree"),
        ("bushi_rev", "A", "answer_is", "答案不是 177，而是 162。", "'不是 gold，而是 162'"),
        ("dengdeng", "A", "answer_is", QE("177") + "¶¶等等，我算错了：周二应该是 48 + 1.5 = 49.5 本……书不能是半本，所以周二 50 本，周三 35 本，总数 48 + 50 + 35 = 133 本。¶¶答案：133", "等等 (wait) retraction away from the gold: 133"),
        ("strike_gold", "A", "prose_sentence", "**答案：** ~~177~~ 120", "the gold struck out; 120 (two days) left"),
        ("per_day", "A", "prose_sentence", "所以平均每天卖出 59 本书。", "177 / 3 = 59 a day: an average for a total"),
        ("tag_q", "A", "no_answer", "T:<answer>三天一共卖出多少本书？</answer>", "the question in the tag: no_answer"),
     ]),
    ("pencils_es", "83",
     "Una papelería tiene 5 cajas con 36 lápices cada una. Vende 97 lápices. ¿Cuántos lápices le quedan?",
     r"""Primero calculamos cuántos lápices hay en total:

\[ 5 \times 36 = 180. \]

Luego restamos los lápices que se vendieron:

\[ 180 - 97 = 83. \]

Comprobación: \(83 + 97 = 180\), que es exactamente el número de lápices que había en las 5 cajas.

""",
     r"""<think>
5 cajas de 36 lápices: 5 × 36 = 180.
Vende 97. Quedan 180 − 97 = 83.
Comprobación: 83 + 97 = 180. Correcto.
La pregunta pide los que quedan, no los vendidos (97) ni el total (180). Son 83.
</think>

""",
     [
        ("quedan", "B", "prose_sentence", "Por lo tanto, a la papelería le quedan 83 lápices.", "Spanish concluding sentence"),
        ("correccion_back", "B", "boxed", "Le quedan 93 lápices.¶¶Corrección: 180 − 97 = 83, no 93. Le quedan 83 lápices.¶¶" + LE("83"), "'Corrección' from 93 back to the gold"),
        ("tag", "B", "tag", "T:<answer>83 lápices</answer>", "value and noun in the tag"),
        ("no_sino", "B", "answer_is", "La respuesta no es 97 sino 83: 97 son los lápices vendidos.", "'no es X sino gold'"),
        ("refuted", "B", "hash", "Un compañero dice que quedan 97, pero esos son los lápices vendidos. Quedan 83.¶¶#### 83", "a classmate's wrong value refuted, then the gold"),
        ("ups", "A", "boxed", "Le quedan 83 lápices.¶¶¡Ups! Me equivoqué: son 6 cajas, así que hay 6 × 36 = 216 lápices y quedan 216 − 97 = 119.¶¶" + QE("119"), "'Ups' retraction away from the gold: 119"),
        ("no_sino_rev", "A", "answer_is", "La respuesta no es 83 sino 97.", "'no es gold sino 97'"),
        ("menos", "A", "prose_sentence", "Le quedan 14 lápices menos de los que vendió.", "97 − 83 = 14 'menos': a difference, not the count"),
        ("docenas", "A", "prose_sentence", "Le quedan 83 docenas de lápices.", "'83 docenas' is 996 pencils"),
        ("placeholder", "A", "no_answer", "T:<answer>respuesta</answer>", "a placeholder word in the tag: no_answer"),
     ]),
    ("train_fr", "210",
     "Un train roule à 84 km/h pendant 2,5 heures. Quelle distance parcourt-il ?",
     r"""La distance est égale à la vitesse multipliée par la durée :

\[ d = 84 \times 2{,}5 = 210 \text{ km}. \]

Vérification : en 2 heures le train parcourt \(84 \times 2 = 168\) km, et en une demi-heure \(84 \div 2 = 42\) km, soit \(168 + 42 = 210\) km.

""",
     r"""<think>
Vitesse 84 km/h, durée 2,5 h.
84 × 2 = 168, 84 × 0,5 = 42. Total 168 + 42 = 210 km.
Autre vérification : 84 × 2,5 = 84 × 5 / 2 = 420 / 2 = 210.
La question demande la distance, pas la vitesse, donc 210 km.
</think>

""",
     [
        ("km", "B", "prose_sentence", "Le train parcourt donc 210 km.", "French concluding sentence with km"),
        ("box", "B", "boxed", QE(r"210 \text{ km}"), "km in the box"),
        ("oups_back", "B", "answer_is", "Le train parcourt 168 km.¶¶Oups, j'ai oublié la demi-heure : 168 + 42 = 210 km.¶¶La réponse est 210.", "'Oups' from 168 back to the gold"),
        ("tag", "B", "tag", "T:<answer>210 kilomètres</answer>", "the unit spelled out in the tag"),
        ("pas_mais", "B", "answer_is", "La réponse n'est pas 168 km mais 210 km, car il faut compter les 2,5 heures.", "'pas X mais gold'"),
        ("kmh", "A", "prose_sentence", "Le train parcourt donc 210 km/h.", "'210 km/h' is a speed, not the distance asked"),
        ("en_fait", "A", "answer_is", QE("210") + "¶¶En fait, je me suis trompé : 2,5 heures, c'est 2 h 50 min, donc la distance est 84 × 2,83 ≈ 238 km.¶¶La réponse est 238.", "'En fait, je me suis trompé' away from the gold: 238"),
        ("strike_gold", "A", "prose_sentence", "**Réponse :** ~~210 km~~ 168 km", "the gold struck out; 168 left"),
        ("vitesse", "A", "tag", "T:<answer>84 km/h</answer>", "the given speed"),
        ("placeholder", "A", "no_answer", "T:<answer>...</answer>", "an ellipsis in the tag: no_answer"),
     ]),
    ("cinema_de", "63",
     "Ein Kino hat 16 Reihen mit je 22 Plätzen. 289 Plätze sind besetzt. Wie viele Plätze sind noch frei?",
     r"""Zuerst berechnen wir die Gesamtzahl der Plätze:

\[ 16 \times 22 = 352. \]

Davon sind 289 besetzt. Die freien Plätze sind

\[ 352 - 289 = 63. \]

Probe: \(289 + 63 = 352\), also stimmt die Rechnung. Gefragt sind die freien Plätze, nicht die besetzten.

""",
     r"""<think>
16 Reihen mal 22 Plätze: 16 × 22 = 352.
Besetzt 289. Frei: 352 − 289 = 63.
Probe: 289 + 63 = 352. Stimmt.
Gefragt ist die Zahl der freien Plätze, also 63, nicht 289 und nicht 352.
</think>

""",
     [
        ("frei", "B", "prose_sentence", "Es sind also noch 63 Plätze frei.", "German concluding sentence"),
        ("korrektur_back", "B", "hash", "Es sind 73 Plätze frei.¶¶Korrektur: 352 − 289 = 63, nicht 73. Es sind 63 Plätze frei.¶¶#### 63", "'Korrektur' from 73 back to the gold"),
        ("tag", "B", "tag", "T:<answer>63 freie Plätze</answer>", "value and noun in the tag"),
        ("agree", "B", "prose_sentence", "#### 63¶¶Antwort: Es sind 63 Plätze frei.", "'####' and the sentence after it agree"),
        ("moment_confirm", "B", "answer_is", QE("63") + "¶¶Moment, ich prüfe das noch einmal: 289 + 63 = 352. Das stimmt, die Antwort bleibt 63.", "a check after the answer that confirms the gold"),
        ("hash_sentence", "A", "prose_sentence", "#### 63¶¶Antwort: Es sind 289 Plätze frei.", "'####' and the sentence after it disagree"),
        ("pct_count", "A", "prose_sentence", "Es sind also noch 63 % der Plätze frei.", "'63 %' of the seats: a percent for a count (63 / 352 is about 17.9%)"),
        ("moment", "A", "answer_is", QE("63") + "¶¶Moment, ich habe mich verrechnet: 16 × 22 = 342, also sind 342 − 289 = 53 Plätze frei.¶¶Die Antwort ist 53.", "'Moment, ich habe mich verrechnet' away from the gold: 53"),
        ("nicht", "A", "none", "T:63 ist nicht die richtige Antwort, denn vielleicht haben nicht alle Reihen 22 Plätze.", "the gold disowned, nothing in its place: no_answer"),
        ("mindestens", "A", "prose_sentence", "Es sind mindestens 63 Plätze frei.", "'mindestens 63' is a bound, not the count"),
     ]),
    ("fruit_ru", "495",
     "Маша купила 3 кг яблок по 85 рублей за килограмм и 2 кг груш по 120 рублей за килограмм. Сколько рублей она заплатила?",
     r"""Стоимость яблок:

\[ 3 \times 85 = 255 \text{ руб.} \]

Стоимость груш:

\[ 2 \times 120 = 240 \text{ руб.} \]

Всего Маша заплатила:

\[ 255 + 240 = 495 \text{ руб.} \]

Проверка: \(495 - 240 = 255\), что совпадает со стоимостью яблок.

""",
     r"""<think>
Яблоки: 3 кг × 85 = 255 рублей.
Груши: 2 кг × 120 = 240 рублей.
Всего: 255 + 240 = 495 рублей.
Проверка: 85 × 3 = 255 (80 × 3 = 240, плюс 15), 120 × 2 = 240. Сумма 495. Вопрос про всю покупку, а не про один фрукт.
</think>

""",
     [
        ("rub", "B", "prose_sentence", "Ответ: Маша заплатила 495 рублей.", "Russian 'Ответ:' sentence with roubles"),
        ("ispr_back", "B", "boxed", "Маша заплатила 485 рублей.¶¶Исправление: 255 + 240 = 495, а не 485. Маша заплатила 495 рублей.¶¶" + QE("495"), "'Исправление' from 485 back to the gold"),
        ("tag", "B", "tag", "T:<answer>495 руб.</answer>", "the abbreviated unit in the tag"),
        ("ne_a", "B", "answer_is", "Ответ не 240, а 495: 240 — это только груши.", "'не X, а gold'"),
        ("agree", "B", "hash", "Маша заплатила 495 рублей.¶¶#### 495", "sentence and '####' agree"),
        ("ne_a_rev", "A", "answer_is", "Ответ не 495, а 255 — спрашивают только про яблоки.", "'не gold, а 255'"),
        ("oi", "A", "prose_sentence", QE("495") + "¶¶Ой, я ошибся: груши стоят 120 рублей за 2 кг, а не за килограмм, значит 255 + 120 = 375.¶¶Ответ: 375", "'Ой, я ошибся' away from the gold: 375"),
        ("per_kg", "A", "prose_sentence", "Маша заплатила в среднем 99 рублей за килограмм.", "495 / 5 = 99 a kilogram: an average for a total"),
        ("strike_gold", "A", "prose_sentence", "**Ответ:** ~~495~~ 255 рублей", "the gold struck out; 255 left"),
        ("tag_q", "A", "no_answer", "T:<answer>?</answer>", "a question mark in the tag: no_answer"),
     ]),
]

MPROBS = [
    ("die", r"\frac{1}{3}",
     r"A fair six-sided die is rolled once. What is the probability that the number rolled is a multiple of 3? Express your answer as a common fraction.",
     r"""The possible outcomes are 1, 2, 3, 4, 5 and 6, all equally likely. The multiples of 3 among them are 3 and 6, so there are 2 favorable outcomes out of 6:

\[ P = \frac{2}{6} = \frac{1}{3}. \]

The fraction \(\frac{2}{6}\) reduces to \(\frac{1}{3}\) by dividing the numerator and denominator by 2.

""",
     r"""<think>
Outcomes 1 through 6. Multiples of 3: 3 and 6. That's 2 of 6.
2/6 = 1/3, about 0.333. The problem wants a common fraction, so 1/3, not a decimal.
Sanity check: the multiples of 2 would be 3 of 6 = 1/2, multiples of 3 fewer, 1/3 makes sense.
</think>

""",
     [
        ("two_sixths", "B", "boxed", QE(r"\frac{2}{6}"), "unreduced 2/6 equals the gold"),
        ("approx_after", "B", "boxed", LE(r"\frac{1}{3} \approx 0.333"), "the exact value, then its decimal"),
        ("slash", "B", "tag", "T:<answer>1/3</answer>", "plain-text fraction in the tag"),
        ("not_but", "B", "answer_is", r"The answer is not \(\frac{1}{2}\) but \(\frac{1}{3}\): only 3 and 6 are multiples of 3.", "'not X but gold'"),
        ("dfrac", "B", "boxed", "T:The favorable outcomes are 3 and 6.¶¶" + R1(r"\dfrac{1}{3}"), "\\dfrac in the R1 block"),
        ("dec2", "A", "boxed", QE("0.33"), "0.33 for the exact 1/3"),
        ("dec3", "A", "tag", "T:<answer>0.333</answer>", "0.333 for the exact 1/3"),
        ("dec7", "A", "boxed", LE("0.3333333"), "0.3333333 for the exact 1/3"),
        ("pct", "A", "prose_sentence", "So the probability is about 33.3%.", "a rounded percent for the exact fraction"),
        ("neq", "A", "boxed", QE(r"\neq \frac{1}{3}"), "\\boxed{\\neq 1/3}: the gold negated"),
     ]),
    ("dist", r"\sqrt{2}",
     r"What is the distance between the points $(1, 2)$ and $(2, 3)$? Express your answer in simplest radical form.",
     r"""By the distance formula,

\[ d = \sqrt{(2 - 1)^2 + (3 - 2)^2} = \sqrt{1 + 1} = \sqrt{2}. \]

The two points differ by 1 in each coordinate, so the segment is the diagonal of a unit square, whose length is \(\sqrt{2}\) by the Pythagorean theorem.

""",
     r"""<think>
Differences: 2 - 1 = 1, 3 - 2 = 1. d = sqrt(1^2 + 1^2) = sqrt(2), about 1.414.
It's the diagonal of a unit square. Simplest radical form: sqrt(2).
The question asks for simplest radical form, so not the decimal.
</think>

""",
     [
        ("approx_after", "B", "boxed", QE(r"\sqrt{2} \approx 1.414"), "the exact radical, then its decimal"),
        ("half_power", "B", "boxed", LE(r"2^{1/2}"), "2^{1/2} equals the gold"),
        ("tag", "B", "tag", "T:<answer>sqrt(2)</answer>", "plain-text sqrt(2) in the tag"),
        ("actually_back", "B", "boxed", r"So the distance is 2.¶¶Actually, I made an error: \(1 + 1 = 2\) is the square of the distance, so \(d = \sqrt{2}\).¶¶" + QE(r"\sqrt{2}"), "'Actually, I made an error' from 2 back to the gold"),
        ("units", "B", "prose_sentence", r"So the distance between the points is \(\sqrt{2}\) units.", "the gold with 'units'"),
        ("dec3", "A", "boxed", QE("1.414"), "1.414 for the exact sqrt(2)"),
        ("dec8", "A", "tag", "T:<answer>1.41421356</answer>", "eight decimals for the exact sqrt(2)"),
        ("oops", "A", "prose_sentence", QE(r"\sqrt{2}") + r"¶¶Oops, the distance formula uses the sums of the coordinates: \(d = \sqrt{(1 + 2)^2 + (2 + 3)^2} = \sqrt{34}\).¶¶So the distance is \(\sqrt{34}\).", "'Oops' away from the gold: sqrt(34)"),
        ("incorrect", "A", "boxed", QE(r"\sqrt{2} \text{ (incorrect)}"), "the gold annotated '(incorrect)' in the box: disowned"),
        ("approx_only", "A", "prose_sentence", "So the distance is approximately 1.41.", "a rounded decimal alone"),
     ]),
    ("cossum", "0",
     r"Compute $\displaystyle\sum_{k=0}^{5} \cos\left(\frac{k\pi}{3}\right)$.",
     r"""The six terms are

\[ \cos 0 = 1,\quad \cos\tfrac{\pi}{3} = \tfrac12,\quad \cos\tfrac{2\pi}{3} = -\tfrac12,\quad \cos\pi = -1,\quad \cos\tfrac{4\pi}{3} = -\tfrac12,\quad \cos\tfrac{5\pi}{3} = \tfrac12. \]

Adding them:

\[ 1 + \tfrac12 - \tfrac12 - 1 - \tfrac12 + \tfrac12 = 0. \]

This also follows because the sixth roots of unity sum to zero.

""",
     r"""<think>
These are the real parts of the sixth roots of unity, which sum to 0.
Check term by term: 1 + 0.5 - 0.5 - 1 - 0.5 + 0.5 = 0.
A floating-point calculator gives something like -2.2e-16 because of rounding, but the exact value is 0.
</think>

""",
     [
        ("zero_box", "B", "boxed", QE("0"), "0 in the box"),
        ("tag_note", "B", "tag", "T:<answer>0 (the six cosines cancel)</answer>", "0 with a reason in brackets"),
        ("words", "B", "prose_sentence", "So the sum is exactly zero.", "'exactly zero'"),
        ("float_refuted", "B", "boxed", r"A calculator shows \(-2.2 \times 10^{-16}\), but that is rounding error; the exact sum is 0.¶¶" + LE("0"), "a float shown and refuted, then the exact 0"),
        ("dec_zero", "B", "boxed", "T:The terms cancel in pairs.¶¶" + R1("0.0"), "0.0 equals 0"),
        ("tiny", "A", "boxed", LE(r"10^{-9}"), "10^{-9} is not 0"),
        ("float", "A", "tag", "T:<answer>-2.2e-16</answer>", "a floating-point residue for the exact 0"),
        ("sci", "A", "boxed", QE(r"1.2 \times 10^{-16}"), "a tiny nonzero value for 0"),
        ("wait", "A", "boxed", QE("0") + r"¶¶Wait, I dropped the \(k = 0\) term. Adding it back, the sum is 1.¶¶The final answer is \(\boxed{1}\).", "'Wait' away from the gold: 1"),
        ("not_zero", "A", "tag", "T:<answer>not 0</answer>", "the gold negated in the tag"),
     ]),
    ("circle", r"\pi",
     r"What is the area of a circle with diameter 2? Express your answer in terms of $\pi$.",
     r"""The radius is half the diameter, so \(r = 1\). The area is

\[ A = \pi r^2 = \pi \cdot 1^2 = \pi. \]

Note that using the diameter 2 in place of the radius would give \(4\pi\), which is four times too large; the formula needs the radius.

""",
     r"""<think>
Diameter 2 means radius 1. Area = pi r^2 = pi * 1 = pi, about 3.14159.
In terms of pi: just pi. Not 4 pi (that would be radius 2), and not 2 pi (that is the circumference).
</think>

""",
     [
        ("approx_after", "B", "boxed", QE(r"\pi \approx 3.14"), "the exact pi, then its decimal"),
        ("units", "B", "boxed", LE(r"\pi \text{ square units}"), "pi with square units"),
        ("unicode", "B", "tag", "T:<answer>π</answer>", "the Unicode letter in the tag"),
        ("scratch_back", "B", "boxed", r"So the area is \(4\pi\).¶¶Scratch that, I used the diameter as the radius. With \(r = 1\) the area is \(\pi\).¶¶" + QE(r"\pi"), "'Scratch that' from 4pi back to the gold"),
        ("chain", "B", "boxed", "T:The radius is 1.¶¶" + R1(r"\pi \cdot 1^2 = \pi"), "an evaluated chain ending in the gold"),
        ("dec5", "A", "boxed", QE("3.14159"), "3.14159 for the exact pi"),
        ("dec2", "A", "tag", "T:<answer>3.14</answer>", "3.14 for the exact pi"),
        ("four_pi", "A", "boxed", LE(r"4\pi"), "the diameter used as the radius"),
        ("strike_gold", "A", "prose_sentence", r"**Answer:** ~~\(\pi\)~~ \(4\pi\)", "the gold struck out; 4pi left"),
        ("box_tag", "A", "tag", r"T:The area is \(\boxed{\pi}\).¶<answer>2\pi</answer>", "a box and a tag that disagree: the tag (2pi) is last"),
     ]),
    ("ineq", "18",
     r"What is the smallest integer $n$ such that $3n - 7 > 46$?",
     r"""Add 7 to both sides:

\[ 3n > 53, \qquad n > \frac{53}{3} \approx 17.67. \]

The smallest integer greater than 17.67 is 18. Check: \(3(18) - 7 = 47 > 46\), while \(3(17) - 7 = 44\) is not greater than 46.

""",
     r"""<think>
3n - 7 > 46 means 3n > 53, so n > 17.666...
Smallest integer above that is 18. Check: 3*18 - 7 = 54 - 7 = 47 > 46. And 17 gives 51 - 7 = 44, too small.
So n = 18. The question wants the integer itself, not the inequality.
</think>

""",
     [
        ("n_eq", "B", "boxed", QE("n = 18"), "'n = 18' in the box"),
        ("prose", "B", "prose_sentence", "So the smallest such integer is 18.", "concluding sentence"),
        ("tag", "B", "tag", "T:<answer>n = 18</answer>", "'n = 18' in the tag"),
        ("least", "B", "prose_sentence", r"The least integer satisfying the inequality is \(n = 18\), since \(n = 17\) gives only 44.", "the gold with a check on 17"),
        ("oops_back", "B", "boxed", "So the smallest integer is 17.¶¶Oops, 17 gives 3(17) − 7 = 44, which is not greater than 46. The smallest integer is 18.¶¶" + LE("18"), "'Oops' from 17 back to the gold"),
        ("gt", "A", "boxed", QE(r"n > \frac{53}{3}"), "the solution condition, not the smallest integer"),
        ("ge", "A", "tag", r"T:<answer>n \ge 18</answer>", "'n \\ge 18' is a condition, not a value"),
        ("at_least", "A", "prose_sentence", "So n must be at least 18.", "debatable: 'at least 18' states the condition (see DECISIONS)", True),
        ("gt17", "A", "boxed", LE("n > 17"), "'n > 17' is a condition"),
        ("dec", "A", "tag", "T:<answer>17.67</answer>", "the boundary 53/3, rounded"),
     ]),
    ("square", "5",
     r"Solve for $x$: $x^2 - 10x + 25 = 0$.",
     r"""The left side is a perfect square trinomial:

\[ x^2 - 10x + 25 = (x - 5)^2. \]

So \((x - 5)^2 = 0\), which gives the double root \(x = 5\). Check: \(25 - 50 + 25 = 0\). The discriminant is \(100 - 100 = 0\), confirming a single repeated root.

""",
     r"""<think>
x^2 - 10x + 25 = (x - 5)^2. Set to zero: x = 5, a double root.
Check: 25 - 50 + 25 = 0. Yes. x = -5 would give 25 + 50 + 25 = 100, not 0. Discriminant 100 - 100 = 0, one repeated root.
</think>

""",
     [
        ("x_eq", "B", "boxed", QE("x = 5"), "'x = 5' in the box"),
        ("double", "B", "tag", "T:<answer>x = 5 (double root)</answer>", "the root with '(double root)'"),
        ("not_minus", "B", "answer_is", r"The answer is not \(x = -5\) but \(x = 5\), since \((-5)^2 - 10(-5) + 25 = 100 \neq 0\).", "'not X but gold', with a \\neq in the check"),
        ("check_mark", "B", "prose_sentence", r"**Answer:** \(x = 5\) ✓ (check: \(25 - 50 + 25 = 0\))", "the gold with a check mark and its check"),
        ("strike_wrong", "B", "prose_sentence", "**Answer:** ~~x = −5~~ x = 5", "the wrong sign struck out, the gold after it"),
        ("neq", "A", "boxed", QE(r"x \neq 5"), "'x \\neq 5' negates the gold"),
        ("incorrect", "A", "boxed", LE(r"5 \text{ (incorrect)}"), "the gold annotated '(incorrect)': disowned"),
        ("not_answer", "A", "none", "T:After rechecking the discriminant, I believe 5 is not the answer.", "the gold disowned, nothing in its place: no_answer"),
        ("strike_gold", "A", "prose_sentence", "**Answer:** ~~x = 5~~ x = −5", "the gold struck out; -5 left"),
        ("not_but_rev", "A", "answer_is", r"The answer is not \(x = 5\) but \(x = -5\).", "'not gold but -5'"),
     ]),
    ("divisors", "12",
     r"How many positive divisors does 72 have?",
     r"""First factor 72:

\[ 72 = 2^3 \cdot 3^2. \]

A divisor has the form \(2^a 3^b\) with \(0 \le a \le 3\) and \(0 \le b \le 2\), so the number of positive divisors is

\[ (3 + 1)(2 + 1) = 12. \]

Listing them: 1, 2, 3, 4, 6, 8, 9, 12, 18, 24, 36, 72.

""",
     r"""<think>
72 = 8 * 9 = 2^3 * 3^2. Number of divisors = (3+1)(2+1) = 12.
List: 1, 2, 3, 4, 6, 8, 9, 12, 18, 24, 36, 72. Twelve of them, including 1 and 72.
The question says positive divisors, so no negatives. 12.
</think>

""",
     [
        ("textbook_agree", "B", "boxed", "The textbook lists 12 divisors as well, matching our count.¶¶" + QE("12"), "a quoted answer that agrees; the box holds the gold"),
        ("user_refuted", "B", "boxed", r"You suggested 6 (from \(3 \times 2\)), but each exponent must be increased by 1 first: \((3 + 1)(2 + 1) = 12\).¶¶" + LE("12"), "the user's wrong value refuted, then the gold"),
        ("option", "B", "prose_sentence", "Choice (A) 10 leaves out 1 and 72 themselves. The correct count is 12.", "a wrong option discussed, the gold concludes"),
        ("if_then", "B", "answer_is", "If the answer were 10, we would be missing 1 and 72. Counting them, the answer is 12.", "a hypothetical wrong value, then the gold"),
        ("tag", "B", "tag", "T:<answer>12 divisors</answer>", "value and noun in the tag"),
        ("textbook_other", "A", "boxed", "The textbook says 12, but that counts 1 and 72, which are not proper divisors, so I get 10.¶¶" + QE("10"), "the book's gold reported, the model's own 10"),
        ("friend_tag", "A", "no_answer", "T:<answer>My friend says 12.</answer>", "the tag holds only a reported claim: no_answer"),
        ("user_cut", "A", "truncated", "T:You said the answer is 12. Let me check by listing the divisors: 1, 2, 3, 4, 6, 8,", "the user's claim, then cut: no_answer"),
        ("if_were", "A", "boxed", r"If the answer were 12, the factorization would have to be \(2^3 \cdot 3^2\), and it is. But divisors can also be negative, so there are \(2 \times 12 = 24\) in all.¶¶" + LE("24"), "a hypothetical with the gold, then the model's own 24"),
        ("option_wrong", "A", "prose_sentence", "Option (C) 12 is tempting, but 72 itself should not be counted, so the correct choice is (B) 11.", "the gold as a discussed option; the model picks 11"),
     ]),
    ("linear", r"\frac{7}{2}",
     r"Solve for $x$: $4x - 5 = 9$.",
     r"""Add 5 to both sides:

\[ 4x = 14. \]

Divide both sides by 4:

\[ x = \frac{14}{4} = \frac{7}{2}. \]

Check: \(4 \cdot \frac{7}{2} - 5 = 14 - 5 = 9\), which matches the right-hand side, so \(x = \frac{7}{2}\).

""",
     r"""<think>
4x - 5 = 9, so 4x = 14, x = 14/4 = 7/2 = 3.5.
Check: 4 * 3.5 = 14, 14 - 5 = 9. Correct.
As a fraction that is 7/2; as a decimal 3.5. Either is the same number.
Not 2/7: that would be dividing 4 by 14.
</think>

""",
     [
        ("dec", "B", "boxed", QE("3.5"), "3.5 equals 7/2"),
        ("box_tag_agree", "B", "tag", r"T:The solution is \(\boxed{\frac{7}{2}}\).¶<answer>3.5</answer>", "a box and a tag that agree (7/2 and 3.5)"),
        ("unsimpl", "B", "boxed", LE(r"\frac{14}{4}"), "unreduced 14/4"),
        ("hash_agree", "B", "hash", "So x = 7/2 = 3.5.¶¶#### 7/2", "sentence and '####' agree"),
        ("correction_back", "B", "boxed", r"So \(x = \frac{4}{14} = \frac{2}{7}\).¶¶Correction: I divided the wrong way round; \(x = \frac{14}{4} = \frac{7}{2}\).¶¶" + QE(r"\frac{7}{2}"), "'Correction:' from 2/7 back to the gold"),
        ("box_tag", "A", "tag", r"T:The solution is \(\boxed{\frac{7}{2}}\).¶<answer>1</answer>", "a box and a tag that disagree: the tag (1) is last"),
        ("hash_sentence", "A", "prose_sentence", r"#### 3.5¶¶So the solution is \(x = 1\).", "'####' and the sentence after it disagree"),
        ("two_boxes", "A", "prose_sentence", r"So \(x = \boxed{\frac{7}{2}}\) or \(x = \boxed{1}\).", "two boxes joined by 'or': a hedge"),
        ("ge", "A", "boxed", LE(r"x \ge \frac{7}{2}"), "an inequality for an equation's root"),
        ("recip", "A", "tag", "T:<answer>2/7</answer>", "the reciprocal"),
     ]),
    ("power_ja", "64",
     r"$\dfrac{2^{10}}{2^4}$ を計算せよ。",
     r"""分子と分母はどちらも 2 の累乗なので、指数法則 \(\frac{a^m}{a^n} = a^{m-n}\) を使って計算します。すると

\[ \frac{2^{10}}{2^4} = 2^{10-4} = 2^6 = 64. \]

確認：\(2^{10} = 1024\)、\(2^4 = 16\) で、\(1024 \div 16 = 64\)。割り算では指数を引き、掛け算では指数を足すことに注意します。

""",
     r"""<think>
まず分子と分母をそれぞれ計算してみる。
2^10 = 1024、2^4 = 16。1024 ÷ 16 = 64。
指数で考えても 10 − 4 = 6、2^6 = 64。一致する。
割り算なので指数は引き算。足し算して 2^14 にしないよう注意。
念のため 64 × 16 = 1024 も確認。OK。答えは 64。
</think>

""",
     [
        ("kotae", "B", "prose_sentence", "よって、答えは 64 です。", "Japanese concluding sentence"),
        ("teisei_back", "B", "boxed", r"よって答えは \(2^{14}\) です。¶¶訂正：割り算なので指数は引き算です。\(2^{10-4} = 2^6 = 64\)。¶¶" + QE("64"), "訂正 (correction) from 2^14 back to the gold"),
        ("pow", "B", "boxed", LE("2^6"), "2^6 equals 64"),
        ("tag_chain", "B", "tag", "T:<answer>2^6 = 64</answer>", "an evaluated chain in the tag"),
        ("dewa_naku", "B", "answer_is", "答えは 16 ではなく 64 です。", "'X ではなく gold'"),
        ("dewa_naku_rev", "A", "answer_is", "答えは 64 ではなく 16 です。", "'gold ではなく 16'"),
        ("iya", "A", "answer_is", QE("64") + r"¶¶いや、計算ミスでした。\(2^{10} \div 2^4 = 2^{10/4} = 2^{2.5}\) なので、答えは約 5.66 です。", "いや、計算ミス retraction away from the gold: about 5.66"),
        ("ijou", "A", "prose_sentence", "答えは 64 以上です。", "'64 以上' (64 or more) is a bound"),
        ("tag_q", "A", "no_answer", r"T:<answer>\(\frac{2^{10}}{2^4}\) はいくつですか？</answer>", "the question in the tag: no_answer"),
        ("strike_gold", "A", "prose_sentence", "**答え：** ~~64~~ 6", "the gold struck out; the exponent 6 left"),
     ]),
    ("frac_pt", r"\frac{5}{12}",
     r"Calcule $\dfrac{1}{4} + \dfrac{1}{6}$.",
     r"""O mínimo múltiplo comum de 4 e 6 é 12. Reescrevendo as frações:

\[ \frac{1}{4} + \frac{1}{6} = \frac{3}{12} + \frac{2}{12} = \frac{5}{12}. \]

A fração \(\frac{5}{12}\) já está na forma irredutível.

""",
     r"""<think>
MMC(4, 6) = 12. 1/4 = 3/12, 1/6 = 2/12. Soma: 5/12, aproximadamente 0,4167.
5 e 12 não têm fator comum, então 5/12 é irredutível.
Não posso somar numeradores e denominadores diretamente (daria 2/10), isso está errado.
</think>

""",
     [
        ("portanto", "B", "prose_sentence", r"Portanto, a soma é \(\frac{5}{12}\).", "Portuguese concluding sentence"),
        ("correcao_back", "B", "boxed", r"Portanto, a soma é \(\frac{2}{10}\).¶¶Correção: não se somam os denominadores. Com o MMC 12, a soma é \(\frac{5}{12}\).¶¶" + QE(r"\frac{5}{12}"), "'Correção' from 2/10 back to the gold"),
        ("approx_after", "B", "boxed", LE(r"\frac{5}{12} \approx 0{,}4167"), "the exact fraction, then its decimal with a comma"),
        ("tag", "B", "tag", "T:<answer>5/12</answer>", "plain-text fraction in the tag"),
        ("nao_mas", "B", "answer_is", r"A resposta não é \(\frac{2}{10}\), mas sim \(\frac{5}{12}\).", "'não é X, mas sim gold'"),
        ("dec4", "A", "boxed", QE("0.4167"), "a decimal for the exact 5/12"),
        ("dec_comma", "A", "tag", "T:<answer>0,42</answer>", "a rounded decimal with a comma for the exact 5/12"),
        ("ops", "A", "prose_sentence", QE(r"\frac{5}{12}") + r"¶¶Ops, na verdade errei: \(\frac{1}{4} + \frac{1}{6} = \frac{1 + 1}{4 + 6} = \frac{1}{5}\).¶¶A resposta final é \(\frac{1}{5}\).", "'Ops, na verdade errei' away from the gold: 1/5"),
        ("nao_mas_rev", "A", "answer_is", r"A resposta não é \(\frac{5}{12}\), mas sim \(\frac{2}{10}\).", "'não é gold, mas sim 2/10'"),
        ("placeholder", "A", "no_answer", r"T:<answer>\boxed{}</answer>", "an empty box in the tag: no_answer"),
     ]),
    ("log_tr", "9",
     r"$\log_2 512$ değerini bulunuz.",
     r"""512'yi 2'nin kuvveti olarak yazalım: \(2^{10} = 1024\) ve bunun yarısı 512 olduğundan \(2^9 = 512\). Dolayısıyla

\[ \log_2 512 = 9. \]

Kontrol: \(2^9 = 2 \cdot 256 = 512\). Logaritma, 2'nin hangi kuvvetinin 512 ettiğini sorar; bu kuvvet 9'dur.

""",
     r"""<think>
2^9 = 512, çünkü 2^8 = 256 ve 256 × 2 = 512.
2'nin kuvvetleri: 2, 4, 8, 16, 32, 64, 128, 256, 512. Dokuzuncu kuvvet 512.
Yani log_2 512 = 9. 512/2 = 256 ile karıştırmamak lazım.
</think>

""",
     [
        ("dolayisiyla", "B", "prose_sentence", r"Dolayısıyla \(\log_2 512 = 9\).", "Turkish concluding sentence"),
        ("duzeltme_back", "B", "boxed", r"Dolayısıyla sonuç 8'dir.¶¶Düzeltme: \(2^8 = 256\), 512 değil. \(2^9 = 512\) olduğu için sonuç 9'dur.¶¶" + QE("9"), "'Düzeltme' from 8 back to the gold"),
        ("tag", "B", "tag", "T:<answer>log₂512 = 9</answer>", "an equation ending in the gold in the tag"),
        ("degil", "B", "answer_is", "Cevap 8 değil, 9'dur.", "'X değil, gold'dur'"),
        ("suffix", "B", "answer_is", "Cevap 9'dur.", "the Turkish suffix 'dur after the value"),
        ("hata", "A", "answer_is", QE("9") + r"¶¶Hata yaptım: \(\log_2 512 = \frac{512}{2} = 256\).¶¶Cevap 256'dır.", "'Hata yaptım' away from the gold: 256"),
        ("degil_rev", "A", "answer_is", "Cevap 9 değil, 8'dir.", "'gold değil, 8'dir'"),
        ("buyuk", "A", "prose_sentence", "Sonuç 9'dan büyüktür.", "'greater than 9' is a bound"),
        ("ge", "A", "tag", "T:<answer>x ≥ 9</answer>", "an inequality in the tag"),
        ("placeholder", "A", "no_answer", "T:<answer>cevap</answer>", "a placeholder word in the tag: no_answer"),
     ]),
    ("root_ar", r"2\sqrt{3}",
     r"بسّط $\sqrt{12}$.",
     r"""نكتب العدد 12 على صورة حاصل ضرب مربع كامل في عدد آخر: \(12 = 4 \times 3\). إذن

\[ \sqrt{12} = \sqrt{4}\cdot\sqrt{3} = 2\sqrt{3}. \]

للتحقق: \((2\sqrt{3})^2 = 4 \times 3 = 12\)، والعدد 3 لا يحتوي على عامل مربع كامل، فالصورة مبسطة.

""",
     r"""<think>
نبحث عن أكبر مربع كامل يقسم 12. المربعات الكاملة: 1، 4، 9. العدد 9 لا يقسم 12، أما 4 فيقسمه.
12 = 4 × 3، و 4 مربع كامل.
إذن √12 = 2√3 ≈ 3.464.
تحقق: (2√3)² = 4 × 3 = 12. المطلوب الصورة المبسطة الجذرية وليس القيمة العشرية.
</think>

""",
     [
        ("idhan", "B", "prose_sentence", r"إذن \(\sqrt{12} = 2\sqrt{3}\).", "Arabic concluding sentence"),
        ("tashih_back", "B", "boxed", r"إذن الناتج هو \(4\sqrt{3}\).¶¶تصحيح: \(\sqrt{4} = 2\) وليس 4، لذا الناتج \(2\sqrt{3}\).¶¶" + QE(r"2\sqrt{3}"), "تصحيح (correction) from 4sqrt3 back to the gold"),
        ("approx_after", "B", "boxed", LE(r"2\sqrt{3} \approx 3.464"), "the exact radical, then its decimal"),
        ("tag", "B", "tag", "T:<answer>2√3</answer>", "Unicode radical in the tag"),
        ("laysa_bal", "B", "answer_is", r"الجواب ليس \(3\sqrt{2}\) بل \(2\sqrt{3}\).", "'ليس X بل gold'"),
        ("dec", "A", "boxed", QE("3.464"), "a decimal for the exact radical"),
        ("afwan", "A", "prose_sentence", QE(r"2\sqrt{3}") + r"¶¶عذرًا، أخطأت: \(\sqrt{12} = \sqrt{9 + 3} = 3 + \sqrt{3}\).¶¶الجواب النهائي: \(3 + \sqrt{3}\)", "'عذرًا، أخطأت' away from the gold: 3 + sqrt3"),
        ("laysa_rev", "A", "answer_is", r"الجواب ليس \(2\sqrt{3}\) بل \(3\sqrt{2}\).", "'ليس gold بل 3sqrt2'"),
        ("dec_tag", "A", "tag", "T:<answer>3.4641016</answer>", "a long decimal for the exact radical"),
        ("tag_q", "A", "no_answer", r"T:<answer>ما هو \(\sqrt{12}\)؟</answer>", "the question in the tag: no_answer"),
     ]),
    ("seq_ko", "39",
     r"등차수열 $3, 7, 11, \ldots$ 의 제10항을 구하시오.",
     r"""첫째항은 \(a_1 = 3\)이고 공차는 \(d = 7 - 3 = 4\)입니다. 일반항은 \(a_n = a_1 + (n - 1)d\)이므로

\[ a_{10} = 3 + (10 - 1) \times 4 = 3 + 36 = 39. \]

확인: 항을 차례로 쓰면 3, 7, 11, 15, 19, 23, 27, 31, 35, 39이므로 열 번째 항은 39입니다.

""",
     r"""<think>
첫째항 3, 공차 4. a_n = 3 + (n−1)×4.
a_10 = 3 + 9×4 = 39. (3 + 10×4 = 43은 제11항이다.)
나열해 보면 3, 7, 11, 15, 19, 23, 27, 31, 35, 39. 열 번째는 39.
문제는 제10항을 묻고 있으므로 합이 아니라 항의 값 39를 답한다.
</think>

""",
     [
        ("dap", "B", "prose_sentence", "따라서 제10항은 39입니다.", "Korean concluding sentence"),
        ("jeongjeong_back", "B", "boxed", r"따라서 제10항은 43입니다.¶¶정정: \(a_{10} = 3 + 9 \times 4\)이므로 43이 아니라 39입니다.¶¶" + QE("39"), "정정 (correction) from 43 back to the gold"),
        ("tag", "B", "tag", "T:<answer>a₁₀ = 39</answer>", "a named term in the tag"),
        ("anira", "B", "answer_is", "답은 43이 아니라 39입니다.", "'X이 아니라 gold'"),
        ("minerva", "B", "minerva", MV("39"), "Minerva's line"),
        ("silsu", "A", "prose_sentence", QE("39") + r"¶¶아, 실수했습니다. 공차를 10번 더해야 하므로 \(a_{10} = 3 + 10 \times 4 = 43\)입니다.¶¶최종 답: 43", "'실수했습니다' away from the gold: 43"),
        ("anira_rev", "A", "answer_is", "답은 39가 아니라 43입니다.", "'gold가 아니라 43'"),
        ("sum", "A", "tag", "T:<answer>210</answer>", "the sum of the first ten terms"),
        ("isang", "A", "prose_sentence", "제10항은 39 이상입니다.", "'39 이상' (39 or more) is a bound"),
        ("strike_gold", "A", "prose_sentence", "**답:** ~~39~~ 43", "the gold struck out; 43 left"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "m_ineq_at_least": (
        "reject",
        "the question asks for one integer, the smallest n; 'n must be at least 18' restates the "
        "solution set of the inequality (n >= 18) as a condition on n instead of naming the value, "
        "as the boxed 'n \\ge 18' (m_ineq_ge) and 'n > 17' (m_ineq_gt17) do; a condition is not a "
        "value, though a generous reader could take the bound as the minimum",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam179", CASES, [], DECISIONS)
