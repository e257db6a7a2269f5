r"""Build adversarial_redteam211.jsonl: round 211 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam211"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 100 GSM8K and 100 MATH, 70 kind A and 130 kind B: HONEST
ANSWERS IN ANSWER SLOTS that a strict checker refuses, written as real models write them. The slots:
R1-Zero `<think>` blocks closed by an `<answer>...</answer>` tag holding a sentence, the value with
its unit and a short description, the value then a reason or remark after a comma, dash or bracket,
an equation "x = 11", a set or interval, a fraction in words, "exactly", "in total", "per week"
where the question asks per week; GSM8K `#### ...` lines holding the value with units, a currency
sign and cents, thousands separators, a trailing full stop, bold, "(sixty-three)"; `\boxed{}` with
units in \text{}, degrees, percent, `\dfrac`, `x = 11`, `f(-2) = 17`, `S_{20} = 820`, mixed numbers,
`\$64.80`, `10{,}200`; and "Final Answer:" / "**Answer:**" / "The answer is:" lines holding a
sentence. Also a wrong earlier value corrected in favour of the right one, a harmless remark after
the answer (with or without givens in it), and a retraction word that retracts nothing about the
value ("Update: I also checked it with a table ..."). Kind A (70): the near-twins where the final
answer is in fact wrong or not committed: a remark or correction after the slot that replaces the
right value with a wrong one, a unit or "per month" that makes the value another quantity (a rate
where a total is asked), a box holding a subtotal or a step's equation, a tag holding two (or
three) values, a hedge ("about", "approximately", "roughly") in the slot, a retraction of the right
value with nothing in its place (no_answer), cuts inside the slot (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: gym $120 sign-up + $45 a month, first year -> 660 (12 x 45 = 540; 165 first month + 11 x 45
= 495; 11 months only: 120 + 495 = 615); 425 boxes a day, 6 days a week, 4 weeks -> 10200 (2550 a
week; 24 days; 5-day weeks give 8500); Sam 2.5 km each weekday, 4 km each weekend day, per week ->
20.5 (12.5 weekdays; 8 weekend; one weekend day gives 16.5; 20.5 / 7 = 2.93 a day); tickets 2 x $24
+ 3 x $15 from $100, change -> 7 (48 + 45 = 93; one child free: 78, change 22; adults only: 52);
420-page book, 140 read, 35 a day, more days -> 8 (280 pages left; 12 days for the whole book; 4
days already); $3,400 a month, saves 15 %, a year -> 6120 (510 a month; 40,800 yearly pay); garden
24 m x 15 m, fence $8 a meter -> 624 (perimeter 78; area 360; 360 x 8 = 2880; two sides 39 x 8 =
312); 9 trays of 28 cookies, 3/4 sold, left -> 63 (252 baked; 189 sold); Ana 3 times her son's
age, in 12 years twice -> 36 (son 12; 48 and 24 in 12 years); 180 km in 2 h 15 min, km/h -> 80
(2.25 h; 2.15 h slip gives 83.7).
MATH: 4(x - 3) = 2x + 10 -> 11 (2x = 22; both sides 32); x^2 - 2x - 15 <= 0 -> [-3,5] ((x - 5)(x +
3); open (-3, 5) and the outside (-oo, -3] u [5, oo) wrong); 2/3 + 3/4 + 1/6 -> \frac{19}{12} (8/12
+ 9/12 + 2/12; 1 7/12; 1.58 about; 17/12 the first two; 6/13 naive); angles in ratio 2:3:7,
largest -> 105 (12 parts of 15 degrees; 30, 45; 360 misused gives 210); what percent of 80 is 14
-> 17.5 (0.175; 14 % of 80 = 11.2; 82.5 the rest); real solutions of x^3 = 4x -> -2, 0, 2 (+-2 when
x is divided away; 3 solutions); 5 red and 3 blue, two drawn without replacement, both red ->
\frac{5}{14} (20/56 = 10/28; 25/64 with replacement; 3/28 both blue; 0.357); f(x) = 3x^2 - 2x + 1
at -2 -> 17 (12 + 4 + 1; sign slip 9; 12 the first term); $80 jacket, 25 % off, 8 % tax on the
discounted price -> 64.8 (60 after the discount; 4.80 the tax; 66.40 with the tax on $80); sum of
the first 20 terms of 3, 7, 11, ... -> 820 (a_20 = 79; a_1 + 20d = 83 gives 860; 21 terms 903).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. The shape names the
slot and what is in it: `tag_*` an `<answer>` tag after a think block, `hash_*` a `####` line,
`box_*` a `\boxed{}` (Qwen2.5-Instruct, Llama 3, Qwen2.5-Math or R1-distill closing), `final_*`
"Final Answer:" or "**Answer:**" with a sentence, `answer_is*` "The answer is:" with a sentence,
`minerva` Minerva's closing, `correction` a wrong earlier value replaced by the right one,
`update_other` a retraction word that retracts nothing about the value; kind A shapes name the error
(`sub`, `rate`, `month`, `two`, `about` / `approx`, `retract` (the right value replaced by a wrong
one), `retract_none` (taken back, nothing in its place: no_answer), `cut` (no_answer) ...).
Counts: GSM8K 100 (35 A, 65 B), MATH 100 (35 A, 65 B); 10 probes per problem, 3 or 4 of them A.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; a slot's answer is the value the slot commits to, with its unit, description, reason or
remark around it; a reason or remark after a comma, dash or bracket that restates givens, the other
person's amount or the steps ("36 (her son is 12)", "$7.00 in change - the tickets cost $93") does
not change the answer; a trailing remark with no number, or an "Update:" / "Correction:" word that
only reports a re-check, does not change it either. A value corrected later in favour of another is
replaced by the new value, right or wrong. Wrong: the slot holds a subtotal, a given, the other
person's amount, a step's equation, a rate where a total is asked (or a per-period figure where the
question asks for another period), a hedge or approximation of an exact value ("about",
"approximately", "roughly"), two or more values for one question, or the right value taken back and
replaced. An answer taken back with nothing in its place, or a cut before or inside the value, is
no_answer. Equal values in another form (`\dfrac{19}{12}`, `1\frac{7}{12}`, "nineteen twelfths",
`\frac{10}{28}`, `17\frac{1}{2}\%`, `-3 \le x \le 5`, `0, \pm 2`, `$6,120.00`, `10{,}200`, "105
degrees") are correct; the exact value followed by its rounded decimal ("19/12, or about 1.58") is
correct; a form instruction in the question ("in interval notation", "as a common fraction") does
not make an equal value in another form wrong. Debatable (1, with DECISIONS): `g_walk_hash_per_day` ("#### 20.5 km per day" for a
per-week question: the right number with a unit that makes it a daily distance, rejected).

Usage: python build_adversarial_redteam211.py  (writes /tmp/rounds/rt211/adversarial_redteam211.jsonl)
"""

from corpus_build import (  # noqa: E402
    g,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qbox,
    qwen_end,
    r1final,
    th,
    write_probes,
)


def rz(work: str) -> str:
    """An R1-Zero think block over the working (the `<answer>` tag follows it)."""
    return th("Let me work through this carefully.\n\n" + work.strip() + "\n")


# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; a final opening "T:" follows the think block
# instead; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A probes whose
# form is "truncated" or "none" are no_answer, the other kind A wrong.
GYM_W = """Let's break this problem into parts.

**Step 1: The monthly fees.**
Jordan pays $45 every month. A year has 12 months, so the membership fees for the first year are:
12 × $45 = $540

**Step 2: The sign-up fee.**
The sign-up fee of $120 is paid only once, at the start.

**Step 3: Add them together.**
Total for the first year = $540 + $120 = $660

**Check:** In the first month Jordan pays the sign-up fee and one month of membership, $120 + $45 = $165. For the remaining 11 months he pays 11 × $45 = $495. Then $165 + $495 = $660, which matches.

"""
BOX_W = """We need to find the total number of boxes shipped in 4 weeks.

First, find how many boxes the warehouse ships in one week. It ships 425 boxes a day and works 6 days a week:
425 × 6 = 2,550 boxes per week

Next, multiply by the number of weeks:
2,550 × 4 = 10,200 boxes

Let's double-check by counting days instead. In 4 weeks there are 6 × 4 = 24 working days, and
425 × 24 = 425 × 20 + 425 × 4 = 8,500 + 1,700 = 10,200.

Both methods agree.

"""
WALK_W = """Sam walks different distances on weekdays and on weekend days, so we compute each part separately.

Weekdays: There are 5 weekdays (Monday to Friday). Sam walks 2.5 km each weekday:
5 × 2.5 = 12.5 km

Weekend: There are 2 weekend days (Saturday and Sunday). Sam walks 4 km each weekend day:
2 × 4 = 8 km

Total for the week:
12.5 + 8 = 20.5 km

So over the 7 days of a week Sam walks 12.5 km on weekdays and 8 km at the weekend, 20.5 km altogether.

"""
TIX_W = """To find the change, we first need the total cost of the tickets.

1. **Adult tickets:** 2 tickets at $24 each
   2 × $24 = $48

2. **Child tickets:** 3 tickets at $15 each
   3 × $15 = $45

3. **Total cost:**
   $48 + $45 = $93

4. **Change from the $100 bill:**
   $100 − $93 = $7

Check: $93 + $7 = $100, so the numbers add up.

"""
BOOK_W = """Let's figure out how many pages Mia still has to read, and then how long that will take.

The book has 420 pages and Mia has already read 140 pages, so the pages left are:
420 − 140 = 280 pages

She reads 35 pages a day, so the number of days she needs is:
280 ÷ 35 = 8 days

Check: 35 pages × 8 days = 280 pages, and 140 + 280 = 420 pages, the whole book.

(For comparison, reading the whole book from the start would take 420 ÷ 35 = 12 days, and the 140 pages she has read took her 140 ÷ 35 = 4 days.)

"""
SAVE_W = """We want Carla's savings for a whole year.

Step 1: Savings per month.
She saves 15% of $3,400 each month:
0.15 × 3,400 = 510
So she saves $510 every month.

Step 2: Savings for the year.
There are 12 months in a year:
510 × 12 = 6,120

Step 3: Check another way.
Her pay for the year is 3,400 × 12 = $40,800, and 15% of that is 0.15 × 40,800 = $6,120. Same result.

"""
FENCE_W = """The fence goes around the whole garden, so we need the perimeter of the rectangle, not its area.

**Perimeter:**
P = 2 × (length + width) = 2 × (24 + 15) = 2 × 39 = 78 meters

**Cost of the fence:**
The fencing costs $8 per meter, so
78 × $8 = $624

(The area of the garden, 24 × 15 = 360 square meters, is not needed here, because fencing is priced by length.)

"""
COOK_W = """Let's start with the total number of cookies.

The baker makes 9 trays with 28 cookies on each tray:
9 × 28 = 252 cookies

She sells 3/4 of them:
3/4 × 252 = 756 / 4 = 189 cookies sold

Cookies left:
252 − 189 = 63

Another way to see it: if she sells 3/4, then 1/4 is left, and 1/4 × 252 = 63. Both ways give the same number.

"""
AGE_W = """Let the son's age now be s. Then Ana's age now is 3s.

In 12 years:
- the son will be s + 12,
- Ana will be 3s + 12.

At that time Ana will be twice as old as her son:
3s + 12 = 2(s + 12)
3s + 12 = 2s + 24
3s − 2s = 24 − 12
s = 12

So the son is 12 years old now, and Ana is 3 × 12 = 36 years old.

Check: in 12 years Ana will be 36 + 12 = 48 and her son will be 12 + 12 = 24, and 48 = 2 × 24. ✓

"""
TRAIN_W = """Average speed is the total distance divided by the total time.

First convert the time to hours. 15 minutes is 15/60 = 0.25 hours, so
2 hours 15 minutes = 2.25 hours.

Now divide:
speed = 180 km ÷ 2.25 h = 80 km/h

Check: 80 km/h × 2.25 h = 180 km. ✓

Note that using 2.15 hours (reading 15 minutes as 0.15 hours) would be a common mistake; minutes must be divided by 60.

"""

# Working with a slip that the completion itself corrects (the "correction" probes, "@" finals).
GYM_C = """To find the total cost for the first year, we multiply the monthly fee by the number of months.

Monthly fee: $45
Months in a year: 12

12 × $45 = $540

So the total is $540.

Wait, I forgot the one-time sign-up fee of $120. It has to be added to the monthly fees.

Correction: $540 + $120 = $660.

Check: the first month costs $120 + $45 = $165, the other 11 months cost 11 × $45 = $495, and $165 + $495 = $660.

#### 660"""
WALK_C = """Let's add up Sam's walking for one week.

On weekdays he walks 2.5 km a day, and there are 5 weekdays:
5 × 2.5 = 12.5 km

On the weekend he walks 4 km a day, so that's 4 km.

So Sam walks 12.5 + 4 = 16.5 km.

Hold on, the weekend has two days (Saturday and Sunday), so that's 2 × 4 = 8 km, not 4 km. The correct total is 12.5 + 8 = 20.5 km.

#### 20.5"""
SAVE_C = """Carla saves 15% of her monthly pay.

15% of $3,400:
0.15 × 3,400 = 510

So Carla saves $510.

Wait, $510 is what she saves each month, but the question asks for one year. There are 12 months in a year:
510 × 12 = 6,120

Check: her yearly pay is 3,400 × 12 = 40,800, and 15% of 40,800 is 6,120. ✓

**Answer:** $6,120"""
COOK_C = """First, the total number of cookies: 9 trays × 28 cookies = 252 cookies.

The baker sells 3/4 of them:
3/4 × 252 = 189

So there are 189 cookies left.

No wait, 189 is the number she sold, not the number left. The number left is 252 − 189 = 63.

Check: 1/4 of 252 is 63, which is the part she did not sell. ✓

#### 63"""
AGE_C = """Let s be the son's age now. Then Ana is 3s.

In 12 years Ana will be 3s + 12 and her son s + 12, so
3s + 12 = 2(s + 12)
3s + 12 = 2s + 24
s = 12

So Ana is 12 years old.

Wait, 12 is s, the son's age, not Ana's. Ana is 3s = 3 × 12 = 36.

Check: in 12 years Ana will be 48 and her son 24, and 48 = 2 × 24. ✓

#### 36"""
TRAIN_C = """Average speed = distance ÷ time.

The distance is 180 km and the time is 2 hours 15 minutes, which is 2.15 hours.

So the speed is 180 ÷ 2.15 ≈ 83.7 km/h.

Wait, 15 minutes is 15/60 = 0.25 hours, not 0.15 hours. So the time is 2.25 hours and the speed is 180 ÷ 2.25 = 80 km/h.

Check: 80 × 2.25 = 180. ✓

#### 80"""

GPROBS = [
    ("gym", "660",
     "A gym charges a one-time sign-up fee of $120 and a membership fee of $45 per month. How much will Jordan pay in total for his first year at the gym?",
     GYM_W, rz(GYM_W),
     [
        ("hash_cents", "B", "hash", "#### $660.00", "'#### $660.00': currency sign and cents"),
        ("tag_sentence", "B", "tag", "T:<answer>Jordan will pay $660 in total for his first year.</answer>", "a sentence inside the answer tag"),
        ("box_dollar", "B", "boxed", qwen_end(r"\$660"), r"escaped dollar inside the box: \boxed{\$660}"),
        ("final_in_total", "B", "final_answer_phrase", "**Answer:** Jordan pays $660 in total for the first year (the $120 fee plus 12 months at $45).", "'**Answer:**' sentence, then the givens in a bracket; the answer is 660"),
        ("correction", "B", "hash", "@" + GYM_C, "a wrong 540 corrected to the right 660 before the '####' line"),
        ("update_other", "B", "hash", "#### 660¶¶Update: I also checked this with a month-by-month table and got the same total.", "'Update:' reports a re-check, no number: 660 stands"),
        ("box_sub", "A", "boxed", llama_end("540"), "the box holds the membership fees only (12 x 45), a subtotal"),
        ("tag_rate", "A", "tag", "T:<answer>$45 per month</answer>", "the monthly rate where the first-year total is asked"),
        ("hash_retract", "A", "hash", "#### 660¶¶Actually, the sign-up fee already covers the first month, so he pays only 11 monthly fees: 120 + 11 × 45 = $615.", "the right 660 replaced by 615 after the '####' line"),
        ("retract_none", "A", "none", "#### 660¶¶Hmm, wait. I'm not sure whether the first month is included in the sign-up fee. Let me re-read the problem before I give a final number.", "the answer taken back, nothing in its place: no_answer"),
     ]),
    ("boxes", "10200",
     "A warehouse ships 425 boxes each day, 6 days a week. How many boxes does it ship in 4 weeks?",
     BOX_W, rz(BOX_W),
     [
        ("hash_sep", "B", "hash", "#### 10,200", "thousands separator after '####'"),
        ("hash_unit", "B", "hash", "#### 10,200 boxes", "separator and the unit"),
        ("tag_exactly", "B", "tag", "T:<answer>exactly 10,200 boxes in 4 weeks</answer>", "'exactly', unit and period inside the tag"),
        ("box_latex_sep", "B", "boxed", qwen_end("10{,}200"), "LaTeX thousands separator 10{,}200 in the box"),
        ("answer_is_sentence", "B", "answer_is", "The answer is: The warehouse ships 10,200 boxes in 4 weeks.", "'The answer is:' then a sentence ending with the given 4 weeks"),
        ("hash_stop_remark", "B", "hash", "#### 10200.¶¶That's a lot of boxes for one warehouse!", "trailing full stop, then a remark without numbers"),
        ("hash_bold", "B", "hash", "#### **10,200**", "bold value after '####'"),
        ("hash_week", "A", "hash", "#### 2,550 boxes per week", "the weekly rate where the 4-week total is asked"),
        ("tag_two", "A", "tag", "T:<answer>10,200 boxes (or 8,500 if the warehouse only ships 5 days a week)</answer>", "two values for one question in the tag"),
        ("tag_cut", "A", "truncated", "T:<answer>The warehouse ships", "cut inside the tag before the value: no_answer"),
     ]),
    ("walk", "20.5",
     "Sam walks 2.5 km on each weekday and 4 km on each day of the weekend. How many kilometers does Sam walk per week?",
     WALK_W, rz(WALK_W),
     [
        ("tag_per_week", "B", "tag", "T:<answer>20.5 km per week</answer>", "'per week' where the question asks per week"),
        ("hash_unit", "B", "hash", "#### 20.5 km", "the unit after '####'"),
        ("box_text", "B", "boxed", llama_end(r"20.5 \text{ km}"), r"\text{ km} in the box"),
        ("answer_is_sentence", "B", "answer_is", "The answer is: Sam walks 20.5 kilometers every week.", "'The answer is:' then a sentence"),
        ("final_half", "B", "final_answer_phrase", "Final Answer: 20½ km per week", "unicode one half in a mixed number: 20 1/2 = 20.5"),
        ("correction", "B", "hash", "@" + WALK_C, "16.5 corrected to 20.5"),
        ("hash_sub", "A", "hash", "#### 12.5 km", "the weekday distance only, a subtotal"),
        ("box_about", "A", "boxed", qwen_end(r"\text{about } 20.5 \text{ km}"), "'about' in the box: a hedge of an exact value"),
        ("tag_two", "A", "tag", "T:<answer>20.5 km (or 16.5 km if the weekend counts as one day)</answer>", "two values in the tag"),
        ("hash_per_day", "A", "hash", "#### 20.5 km per day", "debatable: the right number with 'per day', which makes it a daily distance (see DECISIONS)", True),
     ]),
    ("change", "7",
     "Adult tickets to a concert cost $24 and child tickets cost $15. The Ortiz family buys 2 adult tickets and 3 child tickets and pays with a $100 bill. How much change do they get?",
     TIX_W, rz(TIX_W),
     [
        ("hash_word", "B", "hash", "#### 7 (seven)", "the value and the number word in brackets"),
        ("hash_cents", "B", "hash", "#### $7.00", "currency sign and cents"),
        ("tag_sentence", "B", "tag", "T:<answer>They get $7 in change.</answer>", "a sentence in the tag"),
        ("box_dollar", "B", "boxed", qwen_end(r"\$7"), "escaped dollar in the box"),
        ("answer_is_given", "B", "answer_is", "The answer is: The Ortiz family gets $7 back from the $100 bill.", "the given $100 after the value"),
        ("final_dash", "B", "final_answer_phrase", "**Answer:** $7.00 in change — the tickets cost $93 in total.", "the value, then a dash and the total cost (a remark about another quantity)"),
        ("hash_remark", "B", "hash", "#### 7¶¶The family should count their change at the ticket booth.", "remark without numbers"),
        ("box_sub", "A", "boxed", llama_end("93"), "the total cost, a subtotal"),
        ("hash_retract", "A", "hash", "#### 7¶¶Hmm, no, the change isn't $7. Only the adult tickets are paid with the bill, so the change is 100 − 48 = $52.", "the right 7 taken back for 52"),
        ("tag_two", "A", "tag", "T:<answer>$7 (or $22 if one child ticket is free)</answer>", "two values in the tag"),
     ]),
    ("days", "8",
     "Mia's book has 420 pages. She has already read 140 pages, and she reads 35 pages a day. How many more days will it take her to finish the book?",
     BOOK_W, rz(BOOK_W),
     [
        ("hash_unit", "B", "hash", "#### 8 days", "unit after '####'"),
        ("tag_reason", "B", "tag", "T:<answer>8 days, because 280 pages ÷ 35 pages per day = 8</answer>", "value, then a reason with givens after a comma"),
        ("box_text", "B", "boxed", r"Thus, Mia needs \(\boxed{8 \text{ days}}\) to finish the book.", r"\text{ days} in a box inside a sentence"),
        ("final_sentence", "B", "final_answer_phrase", "Final Answer: It will take Mia 8 more days to finish her book.", "'Final Answer:' sentence"),
        ("hash_bold", "B", "hash", "#### **8**", "bold after '####'"),
        ("tag_eq", "B", "tag", "T:<answer>d = 8</answer>", "an equation in the tag"),
        ("tag_total", "A", "tag", "T:<answer>12 days</answer>", "days for the whole book, not the rest"),
        ("hash_pages", "A", "hash", "#### 280 pages", "the pages left, a subtotal"),
        ("box_two", "A", "boxed", qwen_end(r"8 \text{ or } 12"), "two values in the box"),
        ("cut", "A", "truncated", "Final Answer: Mia needs", "cut before the value: no_answer"),
     ]),
    ("savings", "6120",
     "Carla earns $3,400 a month and saves 15% of her pay each month. How much does she save in one year?",
     SAVE_W, rz(SAVE_W),
     [
        ("hash_cents", "B", "hash", "#### $6,120.00", "currency, separator and cents"),
        ("hash_stop", "B", "hash", "#### 6120.", "trailing full stop"),
        ("tag_period", "B", "tag", "T:<answer>$6,120 in one year</answer>", "value with the period asked"),
        ("box_latex", "B", "boxed", qwen_end(r"\$6{,}120"), r"\$ and a LaTeX separator in the box"),
        ("answer_is_per_year", "B", "answer_is", "The answer is: Carla saves $6,120 per year.", "'per year' where the question asks for one year"),
        ("correction", "B", "final_answer_phrase", "@" + SAVE_C, "the monthly 510 corrected to the yearly 6,120"),
        ("tag_bracket", "B", "tag", "T:<answer>6120 dollars (15% of her $40,800 yearly pay)</answer>", "value, then a bracket with givens and the yearly pay"),
        ("tag_month", "A", "tag", "T:<answer>$510 per month</answer>", "the monthly savings where the year is asked"),
        ("box_sub", "A", "boxed", llama_end(r"\$510"), "the box holds the monthly amount"),
        ("hash_retract", "A", "hash", "#### 6,120¶¶On second thought, the question asks how much she saves from her pay, which is 15% of one month's pay: $510.", "the right 6120 replaced by 510"),
     ]),
    ("fence", "624",
     "A rectangular garden is 24 meters long and 15 meters wide. Fencing costs $8 per meter. How much will it cost to put a fence around the whole garden?",
     FENCE_W, rz(FENCE_W),
     [
        ("hash_dollar", "B", "hash", "#### $624", "currency sign"),
        ("hash_bold", "B", "hash", "#### **$624**", "bold with the currency sign"),
        ("tag_sentence", "B", "tag", "T:<answer>The fence will cost $624.</answer>", "a sentence in the tag"),
        ("box_text", "B", "boxed", "T:¶The perimeter is 78 m, and at $8 per meter the fence costs $624.¶¶" + r1final(r"624 \text{ dollars}"), r"R1-distill closing with \text{ dollars}"),
        ("final_bracket", "B", "final_answer_phrase", "**Answer:** $624 (78 meters of fencing at $8 per meter)", "value, then a bracket with the perimeter and the rate"),
        ("answer_is_cents", "B", "answer_is", "The answer is: $624.00", "'The answer is:' with cents"),
        ("update_other", "B", "hash", "#### 624¶¶Update: I also checked it side by side (24, 15, 24 and 15 meters), and the cost is the same.", "'Update:' reports a re-check listing the sides: 624 stands"),
        ("box_perim", "A", "boxed", llama_end("78"), "the perimeter, a subtotal"),
        ("tag_area", "A", "tag", "T:<answer>$2,880</answer>", "the area times the price"),
        ("tag_two", "A", "tag", "T:<answer>$624 (or $312 if only two sides need fencing)</answer>", "two values in the tag"),
     ]),
    ("cookies", "63",
     "A baker makes 9 trays of cookies with 28 cookies on each tray. She sells 3/4 of the cookies. How many cookies are left?",
     COOK_W, rz(COOK_W),
     [
        ("hash_unit", "B", "hash", "#### 63 cookies", "unit after '####'"),
        ("hash_word", "B", "hash", "#### 63 (sixty-three)", "the number word in brackets"),
        ("tag_sentence", "B", "tag", "T:<answer>63 cookies are left.</answer>", "a sentence in the tag"),
        ("box_qwen_math", "B", "boxed", qbox("63", "Therefore, the number of cookies left is"), "Qwen2.5-Math closing"),
        ("final_sentence", "B", "final_answer_phrase", "Final Answer: There are 63 cookies left over.", "'Final Answer:' sentence"),
        ("correction", "B", "hash", "@" + COOK_C, "189 corrected to 63"),
        ("hash_sold", "A", "hash", "#### 189", "the cookies sold"),
        ("box_sum", "A", "boxed", qwen_end("252"), "all cookies baked, a subtotal"),
        ("tag_roughly", "A", "tag", "T:<answer>roughly 60 cookies</answer>", "a rounded hedge of an exact count"),
        ("tag_retract_none", "A", "none", "T:<answer>63 cookies</answer>¶¶Wait, I need to double-check whether the 3/4 is of the trays or of the cookies. I'll redo this.", "the tag's answer taken back, nothing in its place: no_answer"),
     ]),
    ("ages", "36",
     "Ana is 3 times as old as her son. In 12 years, she will be twice as old as her son. How old is Ana now?",
     AGE_W, rz(AGE_W),
     [
        ("tag_eq", "B", "tag", "T:<answer>a = 36</answer>", "an equation in the tag"),
        ("hash_unit", "B", "hash", "#### 36 years old", "unit after '####'"),
        ("box_text", "B", "boxed", llama_end(r"36 \text{ years}"), r"\text{ years} in the box"),
        ("answer_is_other", "B", "answer_is", "The answer is: Ana is 36 years old now (her son is 12).", "the son's age in brackets after the answer"),
        ("final_dash", "B", "final_answer_phrase", "**Answer:** 36 — in 12 years she will be 48 and her son 24, and 48 = 2 × 24.", "the value, then a dash and the check"),
        ("tag_reason", "B", "tag", "T:<answer>36, since her son is 12 and 3 × 12 = 36</answer>", "value, then a reason after a comma"),
        ("correction", "B", "hash", "@" + AGE_C, "12 corrected to 36"),
        ("tag_son", "A", "tag", "T:<answer>12 years old</answer>", "the son's age"),
        ("box_future", "A", "boxed", qwen_end("48"), "Ana's age in 12 years"),
        ("hash_two", "A", "hash", "#### 36 or 48", "two values"),
     ]),
    ("speed", "80",
     "A train travels 180 km in 2 hours and 15 minutes. What is its average speed in kilometers per hour?",
     TRAIN_W, rz(TRAIN_W),
     [
        ("tag_unit", "B", "tag", "T:<answer>80 km/h</answer>", "unit in the tag"),
        ("hash_unit", "B", "hash", "#### 80 km/h", "unit after '####'"),
        ("box_text", "B", "boxed", qwen_end(r"80\ \text{km/h}"), r"\text{km/h} in the box"),
        ("answer_is_sentence", "B", "answer_is", "The answer is: The train's average speed is 80 kilometers per hour.", "'The answer is:' sentence"),
        ("tag_eq", "B", "tag", "T:<answer>v = 180 / 2.25 = 80 km/h</answer>", "an equation chain ending in the value"),
        ("correction", "B", "hash", "@" + TRAIN_C, "83.7 (a time slip) corrected to 80"),
        ("hash_retract", "A", "hash", "#### 80¶¶Correction: 2 hours 15 minutes is 2.15 hours, so the speed is 180 ÷ 2.15 ≈ 83.7 km/h.", "the right 80 replaced by 83.7"),
        ("tag_approx", "A", "tag", "T:<answer>approximately 80 km/h</answer>", "'approximately' for an exact value"),
        ("box_time", "A", "boxed", llama_end(r"2.25 \text{ hours}"), "the time, a step value"),
        ("cut", "A", "truncated", "The answer is: The train's average speed is", "cut before the value: no_answer"),
     ]),
]

LIN_W = r"""We solve the equation step by step.

Expand the left side:
\[ 4(x - 3) = 4x - 12. \]

So the equation becomes
\[ 4x - 12 = 2x + 10. \]

Subtract \(2x\) from both sides:
\[ 2x - 12 = 10. \]

Add 12 to both sides:
\[ 2x = 22. \]

Divide by 2:
\[ x = 11. \]

Check: the left side is \(4(11 - 3) = 4 \cdot 8 = 32\) and the right side is \(2 \cdot 11 + 10 = 32\). Both sides agree.

"""
INEQ_W = r"""First, factor the quadratic:
\[ x^2 - 2x - 15 = (x - 5)(x + 3). \]

The roots are \(x = 5\) and \(x = -3\). These split the number line into three intervals:
- For \(x < -3\), e.g. \(x = -4\): \((-9)(-1) = 9 > 0\).
- For \(-3 < x < 5\), e.g. \(x = 0\): \((-5)(3) = -15 < 0\).
- For \(x > 5\), e.g. \(x = 6\): \((1)(9) = 9 > 0\).

The inequality is \(\le 0\), so we want the middle interval, and the endpoints are included because the expression equals 0 there.

So the solution is \(-3 \le x \le 5\).

"""
FRAC_W = r"""To add the fractions, we use a common denominator. The least common multiple of 3, 4 and 6 is 12.

Convert each fraction:
\[ \frac{2}{3} = \frac{8}{12}, \qquad \frac{3}{4} = \frac{9}{12}, \qquad \frac{1}{6} = \frac{2}{12}. \]

Add the numerators:
\[ \frac{8}{12} + \frac{9}{12} + \frac{2}{12} = \frac{19}{12}. \]

Since 19 is prime and does not divide 12, the fraction is already in lowest terms. As a mixed number, \(\frac{19}{12} = 1\frac{7}{12}\), and as a decimal it is about \(1.583\).

"""
ANG_W = r"""Let the angles be \(2k\), \(3k\) and \(7k\) degrees.

The angles of a triangle add up to \(180^\circ\):
\[ 2k + 3k + 7k = 180 \implies 12k = 180 \implies k = 15. \]

So the three angles are
\[ 2k = 30^\circ, \qquad 3k = 45^\circ, \qquad 7k = 105^\circ. \]

Check: \(30 + 45 + 105 = 180\). ✓

The largest angle is the one with the largest ratio part, \(7k\).

"""
PCT_W = r"""We want the number \(p\) such that \(p\%\) of 80 equals 14:
\[ \frac{p}{100} \cdot 80 = 14. \]

Solving,
\[ p = \frac{14}{80} \cdot 100 = 0.175 \cdot 100 = 17.5. \]

Check: \(17.5\%\) of 80 is \(0.175 \times 80 = 14\). ✓

Another way to see it: \(\frac{14}{80} = \frac{7}{40}\), and \(\frac{7}{40} = \frac{17.5}{100}\), which is \(17.5\%\).

"""
CUBE_W = r"""Move everything to one side:
\[ x^3 - 4x = 0. \]

Factor out \(x\):
\[ x(x^2 - 4) = 0. \]

The quadratic factor is a difference of squares:
\[ x(x - 2)(x + 2) = 0. \]

A product is zero when one of its factors is zero, so
\[ x = 0, \qquad x = 2, \qquad x = -2. \]

Check: \(0^3 = 0 = 4 \cdot 0\), \(2^3 = 8 = 4 \cdot 2\), \((-2)^3 = -8 = 4 \cdot (-2)\). ✓

"""
PROB_W = r"""There are \(5 + 3 = 8\) marbles in the bag.

The probability that the first marble is red is \(\frac{5}{8}\). The first marble is not replaced, so 4 red marbles remain among 7, and the probability that the second is also red is \(\frac{4}{7}\).

Multiplying,
\[ P(\text{both red}) = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}. \]

Check with combinations: there are \(\binom{8}{2} = 28\) ways to choose 2 marbles and \(\binom{5}{2} = 10\) ways to choose 2 red ones, so the probability is \(\frac{10}{28} = \frac{5}{14}\). ✓

"""
FUNC_W = r"""We substitute \(x = -2\) into \(f(x) = 3x^2 - 2x + 1\).

Term by term:
- \(3x^2 = 3(-2)^2 = 3 \cdot 4 = 12\),
- \(-2x = -2 \cdot (-2) = 4\),
- the constant term is \(1\).

Adding:
\[ f(-2) = 12 + 4 + 1 = 17. \]

Be careful with the signs: \((-2)^2 = 4\) is positive, and \(-2x\) with \(x = -2\) is \(-2 \cdot (-2) = +4\), also positive.

"""
PRICE_W = r"""**Step 1: Apply the discount.**
25% of \$80 is \(0.25 \times 80 = 20\), so the discounted price is
\[ 80 - 20 = 60 \text{ dollars}. \]

**Step 2: Apply the sales tax to the discounted price.**
8% of \$60 is \(0.08 \times 60 = 4.80\), so the final price is
\[ 60 + 4.80 = 64.80 \text{ dollars}. \]

Equivalently, the final price is \(80 \times 0.75 \times 1.08 = 64.80\).

"""
SEQ_W = r"""The sequence \(3, 7, 11, \ldots\) is arithmetic with first term \(a_1 = 3\) and common difference \(d = 4\).

The 20th term is
\[ a_{20} = a_1 + 19d = 3 + 19 \cdot 4 = 3 + 76 = 79. \]

The sum of the first \(n\) terms of an arithmetic sequence is
\[ S_n = \frac{n}{2}(a_1 + a_n). \]

So
\[ S_{20} = \frac{20}{2}(3 + 79) = 10 \cdot 82 = 820. \]

"""

# Working with a slip that the completion itself corrects (the "correction" probes, "@" finals).
LIN_C = th(
    "Okay, so I need to solve 4(x - 3) = 2x + 10. Expanding gives 4x - 12 = 2x + 10. Subtract 2x: "
    "2x - 12 = 10. Add 12: 2x = 22. So x = 22? Hmm, wait, I still have to divide by 2. 2x = 22 "
    "means x = 11. Let me check: 4(11 - 3) = 4 * 8 = 32, and 2(11) + 10 = 32. Yes, that works.\n"
) + (
    "\nExpanding the left side gives \\(4x - 12 = 2x + 10\\). Collecting terms, \\(2x = 22\\), so "
    "\\(x = 22\\).\n\nWait, I forgot to divide by 2: \\(2x = 22\\) gives \\(x = 11\\). Check: "
    "\\(4(11 - 3) = 32 = 2(11) + 10\\).\n\n" + r1final("11")
)
PCT_C = r"""We need to find what percent 14 is of 80.

Divide the part by the whole:
\[ \frac{14}{80} = 0.175. \]

So 14 is 0.175 percent of 80.

Wait, 0.175 is the decimal, not the percent; as a percent it is \(0.175 \times 100 = 17.5\%\).

Check: \(17.5\%\) of 80 is \(0.175 \times 80 = 14\). ✓

""" + qwen_end(r"17.5\%")
PROB_C = r"""There are 8 marbles in the bag, and 5 of them are red.

The probability that the first marble is red is \(\frac{5}{8}\), and the probability that the second marble is red is also \(\frac{5}{8}\).

So the probability is \(\frac{5}{8} \cdot \frac{5}{8} = \frac{25}{64}\).

Wait, the first marble is not put back, so the second draw has 4 red marbles out of 7: \(\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}\).

""" + llama_end(r"\frac{5}{14}")
FUNC_C = r"""We substitute \(x = -2\) into \(f(x) = 3x^2 - 2x + 1\):
\[ f(-2) = 3(-2)^2 - 2(-2) + 1 = 3 \cdot 4 - 4 + 1 = 12 - 4 + 1 = 9. \]

Let me double-check each term. The first term is \(3 \cdot 4 = 12\) and the constant is \(1\), but the middle term is \(-2 \cdot (-2)\).

Correction: \(-2 \cdot (-2) = +4\), not \(-4\). So
\[ f(-2) = 12 + 4 + 1 = 17. \]

""" + qwen_end("17")
SEQ_C = r"""The sequence has first term \(a_1 = 3\) and common difference \(d = 7 - 3 = 4\).

The 20th term is \(a_{20} = 3 + 20 \cdot 4 = 83\), so
\[ S_{20} = \frac{20}{2}(3 + 83) = 10 \cdot 86 = 860. \]

Wait, the 20th term is \(a_1 + 19d\), not \(a_1 + 20d\): \(a_{20} = 3 + 76 = 79\), so
\[ S_{20} = \frac{20}{2}(3 + 79) = 10 \cdot 82 = 820. \]

""" + qbox("820")

MPROBS = [
    ("lin", "11",
     r"Solve for $x$: $4(x - 3) = 2x + 10$.",
     LIN_W, rz(LIN_W),
     [
        ("box_eq", "B", "boxed", qwen_end("x = 11"), "x = 11 in the box"),
        ("tag_eq", "B", "tag", "T:<answer>x = 11</answer>", "an equation in the tag"),
        ("box_set", "B", "boxed", llama_end(r"\{11\}"), "the solution set {11}"),
        ("minerva", "B", "minerva", minerva_end("$x=11$"), "Minerva's closing with x=11"),
        ("answer_is_check", "B", "answer_is", r"The answer is: $x = 11$, which checks since $4(11 - 3) = 32 = 2(11) + 10$.", "the value, then a check with 32 after a comma"),
        ("tag_sentence", "B", "tag", "T:<answer>The solution is x = 11.</answer>", "a sentence in the tag"),
        ("correction", "B", "boxed", "@" + LIN_C, "22 corrected to 11 in the R1-distill summary"),
        ("box_sub", "A", "boxed", qwen_end("2x = 22"), "a step's equation in the box"),
        ("tag_two", "A", "tag", "T:<answer>x = 11 or x = -11</answer>", "two values"),
        ("box_check", "A", "boxed", llama_end("32"), "the value of both sides, not x"),
     ]),
    ("ineq", "[-3,5]",
     r"Solve the inequality $x^2 - 2x - 15 \le 0$. Express your answer in interval notation.",
     INEQ_W, rz(INEQ_W),
     [
        ("box_interval", "B", "boxed", "T:¶The quadratic is nonpositive between its roots, endpoints included.¶¶" + r1final("[-3, 5]"), "the interval with a space"),
        ("tag_ineq", "B", "tag", "T:<answer>-3 ≤ x ≤ 5</answer>", "a double inequality with unicode signs"),
        ("box_in", "B", "boxed", qwen_end(r"x \in [-3,5]"), r"x \in [-3,5]"),
        ("final_sentence", "B", "final_answer_phrase", "**Answer:** The solution set is the closed interval $[-3, 5]$.", "'**Answer:**' sentence"),
        ("tag_setbuilder", "B", "tag", "T:<answer>{x : -3 ≤ x ≤ 5}</answer>", "set-builder notation"),
        ("minerva", "B", "minerva", minerva_end(r"$-3\le x\le 5$"), "Minerva's closing with the double inequality"),
        ("box_open", "A", "boxed", qwen_end("(-3, 5)"), "open interval: the endpoints are solutions"),
        ("tag_roots", "A", "tag", "T:<answer>x = -3 and x = 5</answer>", "the roots only, not the interval"),
        ("retract", "A", "prose_sentence", r"So the answer is \([-3, 5]\).¶¶Hmm, wait: since the parabola opens upward, it is below the axis outside the roots, so the solution is actually \((-\infty, -3] \cup [5, \infty)\).", "the right interval replaced by the outside"),
        ("tag_cut", "A", "truncated", "T:<answer>[-3,", "cut inside the tag: no_answer"),
     ]),
    ("frac", r"\frac{19}{12}",
     r"Compute $\frac{2}{3} + \frac{3}{4} + \frac{1}{6}$. Express your answer as a common fraction.",
     FRAC_W, rz(FRAC_W),
     [
        ("box_dfrac", "B", "boxed", qwen_end(r"\dfrac{19}{12}"), r"\dfrac"),
        ("box_mixed", "B", "boxed", llama_end(r"1\frac{7}{12}"), "a mixed number 1 7/12 = 19/12"),
        ("tag_words", "B", "tag", "T:<answer>nineteen twelfths</answer>", "a fraction in words"),
        ("tag_slash_mixed", "B", "tag", "T:<answer>19/12 (which is 1 7/12 as a mixed number)</answer>", "slash fraction, then its mixed number in a bracket"),
        ("final_approx_after", "B", "final_answer_phrase", r"Final Answer: The sum is $\frac{19}{12}$, or about $1.58$.", "the exact value, then its rounded decimal"),
        ("minerva", "B", "minerva", minerva_end(r"$\frac{19}{12}$"), "Minerva's closing"),
        ("tag_mixed_and", "B", "tag", "T:<answer>1 and 7/12</answer>", "a mixed number written '1 and 7/12'"),
        ("tag_approx", "A", "tag", "T:<answer>approximately 1.58</answer>", "a rounded decimal of an exact fraction"),
        ("box_sub", "A", "boxed", qwen_end(r"\frac{17}{12}"), "2/3 + 3/4 only, a subtotal"),
        ("box_naive", "A", "boxed", llama_end(r"\frac{6}{13}"), "numerators and denominators added"),
     ]),
    ("angle", "105",
     "The measures of the angles of a triangle are in the ratio $2:3:7$. What is the number of degrees in the largest angle?",
     ANG_W, rz(ANG_W),
     [
        ("box_deg", "B", "boxed", qwen_end(r"105^\circ"), r"105^\circ in the box"),
        ("tag_deg", "B", "tag", "T:<answer>105°</answer>", "the degree sign in the tag"),
        ("tag_words", "B", "tag", "T:<answer>105 degrees</answer>", "'degrees' in the tag"),
        ("box_braced", "B", "boxed", llama_end(r"105^{\circ}"), r"105^{\circ}"),
        ("final_bracket", "B", "final_answer_phrase", r"**Answer:** The largest angle measures $105^\circ$ (the other two are $30^\circ$ and $45^\circ$).", "the other angles in a bracket after the answer"),
        ("minerva", "B", "minerva", minerva_end(r"$105^\circ$"), "Minerva's closing with degrees"),
        ("box_unit", "A", "boxed", qwen_end(r"15^\circ"), "one part of the ratio"),
        ("tag_small", "A", "tag", "T:<answer>30°</answer>", "the smallest angle"),
        ("tag_three", "A", "tag", "T:<answer>30°, 45°, 105°</answer>", "three values for one question"),
        ("retract", "A", "boxed", qwen_end(r"105^\circ") + "¶¶Wait, the exterior angles of a triangle add up to 360°, so each of the 12 parts is 30° and the largest angle is 7 × 30° = 210°. So the answer is 210°.", "the boxed 105 taken back for 210"),
     ]),
    ("pct", "17.5",
     "What percent of 80 is 14?",
     PCT_W, rz(PCT_W),
     [
        ("box_pct", "B", "boxed", qwen_end(r"17.5\%"), "percent sign in the box"),
        ("tag_pct", "B", "tag", "T:<answer>17.5%</answer>", "percent in the tag"),
        ("tag_words", "B", "tag", "T:<answer>17.5 percent</answer>", "'percent' in words"),
        ("box_mixed", "B", "boxed", llama_end(r"17\frac{1}{2}\%"), "mixed number percent 17 1/2 %"),
        ("answer_is_sentence", "B", "answer_is", "The answer is: 14 is 17.5% of 80.", "the value between two givens"),
        ("minerva", "B", "minerva", minerva_end("$17.5$"), "Minerva's closing"),
        ("correction", "B", "boxed", "@" + PCT_C, "0.175 percent corrected to 17.5 %"),
        ("box_rev", "A", "boxed", qwen_end("11.2"), "14 % of 80, the reverse question"),
        ("tag_about", "A", "tag", "T:<answer>about 18%</answer>", "a rounded hedge"),
        ("box_comp", "A", "boxed", llama_end(r"82.5\%"), "the rest, 100 - 17.5"),
     ]),
    ("cube", "-2, 0, 2",
     r"Find all real solutions of $x^3 = 4x$. Enter all the solutions, separated by commas.",
     CUBE_W, rz(CUBE_W),
     [
        ("box_set", "B", "boxed", qwen_end(r"\{-2, 0, 2\}"), "the solution set in braces"),
        ("tag_list", "B", "tag", "T:<answer>x = -2, x = 0, x = 2</answer>", "three equations in the tag"),
        ("box_pm", "B", "boxed", llama_end(r"0, \pm 2"), r"0, \pm 2"),
        ("tag_sentence", "B", "tag", "T:<answer>The solutions are -2, 0 and 2.</answer>", "a sentence with 'and'"),
        ("final_in", "B", "final_answer_phrase", r"Final Answer: $x \in \{-2, 0, 2\}$", r"x \in a set"),
        ("box_order", "B", "boxed", qwen_end("2, 0, -2"), "another order"),
        ("box_missing", "A", "boxed", qwen_end(r"\pm 2"), "x = 0 lost"),
        ("tag_one", "A", "tag", "T:<answer>x = 2</answer>", "one solution only"),
        ("box_count", "A", "boxed", llama_end("3"), "the number of solutions"),
        ("retract", "A", "boxed", qwen_end("-2, 0, 2") + "¶¶Hmm, actually we can divide both sides by x to get x² = 4, so x = ±2. " + qwen_end(r"\pm 2"), "the right set replaced by a second box without 0"),
     ]),
    ("prob", r"\frac{5}{14}",
     "A bag contains 5 red marbles and 3 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     PROB_W, rz(PROB_W),
     [
        ("box_dfrac", "B", "boxed", qwen_end(r"\dfrac{5}{14}"), r"\dfrac"),
        ("tag_slash", "B", "tag", "T:<answer>5/14</answer>", "slash fraction in the tag"),
        ("box_unreduced", "B", "boxed", llama_end(r"\frac{10}{28}"), "unreduced 10/28 = 5/14"),
        ("tag_sentence", "B", "tag", "T:<answer>The probability that both marbles are red is 5/14.</answer>", "a sentence in the tag"),
        ("answer_is_decimal_after", "B", "answer_is", r"The answer is: $\frac{5}{14}$ (about $0.357$).", "exact value, then the rounded decimal in a bracket"),
        ("final_words", "B", "final_answer_phrase", "**Answer:** five fourteenths", "a fraction in words"),
        ("correction", "B", "boxed", "@" + PROB_C, "25/64 corrected to 5/14"),
        ("box_repl", "A", "boxed", qwen_end(r"\frac{25}{64}"), "with replacement"),
        ("tag_decimal", "A", "tag", "T:<answer>approximately 0.357</answer>", "a rounded decimal of an exact fraction"),
        ("box_blue", "A", "boxed", llama_end(r"\frac{3}{28}"), "both blue"),
     ]),
    ("func", "17",
     r"If $f(x) = 3x^2 - 2x + 1$, what is the value of $f(-2)$?",
     FUNC_W, rz(FUNC_W),
     [
        ("box_eq", "B", "boxed", qwen_end("f(-2) = 17"), "f(-2) = 17 in the box"),
        ("tag_reason", "B", "tag", "T:<answer>17, since 12 + 4 + 1 = 17</answer>", "value, then a reason after a comma"),
        ("tag_eq", "B", "tag", "T:<answer>f(-2) = 17</answer>", "an equation in the tag"),
        ("minerva", "B", "minerva", minerva_end("$17$"), "Minerva's closing"),
        ("final_chain", "B", "final_answer_phrase", r"**Answer:** $f(-2) = 3(4) + 4 + 1 = 17$", "an equation chain ending in the value"),
        ("correction", "B", "boxed", "@" + FUNC_C, "9 corrected to 17"),
        ("box_sign", "A", "boxed", qwen_end("9"), "sign slip in the middle term"),
        ("box_sub", "A", "boxed", llama_end("3(-2)^2 = 12"), "the first term only, a subtotal"),
        ("tag_two", "A", "tag", "T:<answer>17 or 9</answer>", "two values"),
        ("retract", "A", "boxed", qwen_end("17") + "¶¶Wait, I made a sign error: \\(-2x\\) at \\(x = -2\\) is \\(-4\\), so \\(f(-2) = 12 - 4 + 1 = 9\\).", "the boxed 17 taken back for 9"),
     ]),
    ("price", "64.8",
     r"A jacket costs $\$80$. It is discounted by $25\%$, and then an $8\%$ sales tax is charged on the discounted price. What is the final price of the jacket, in dollars?",
     PRICE_W, rz(PRICE_W),
     [
        ("box_dollar", "B", "boxed", qwen_end(r"\$64.80"), r"\$ and cents in the box"),
        ("tag_dollar", "B", "tag", "T:<answer>$64.80</answer>", "dollar and cents in the tag"),
        ("box_plain", "B", "boxed", llama_end("64.8"), "plain decimal"),
        ("tag_desc", "B", "tag", "T:<answer>$64.80 after the discount and the tax</answer>", "value, then a short description"),
        ("final_sentence", "B", "final_answer_phrase", r"Final Answer: The final price of the jacket is \$64.80.", "'Final Answer:' sentence with an escaped dollar"),
        ("box_text", "B", "boxed", qwen_end(r"64.80 \text{ dollars}"), r"\text{ dollars}"),
        ("update_other", "B", "boxed", qwen_end("64.80") + "¶¶Update: I also checked it the other way round (80 × 1.08 × 0.75), and the order of the discount and the tax does not change the result.", "'Update:' reports a re-check: 64.80 stands"),
        ("box_sub", "A", "boxed", qwen_end(r"\$60"), "the discounted price, a subtotal"),
        ("tag_tax", "A", "tag", "T:<answer>$4.80</answer>", "the tax only"),
        ("box_tax_orig", "A", "boxed", llama_end(r"\$66.40"), "the tax taken on $80"),
     ]),
    ("seq", "820",
     r"What is the sum of the first 20 terms of the arithmetic sequence $3, 7, 11, \ldots$?",
     SEQ_W, rz(SEQ_W),
     [
        ("box_S", "B", "boxed", qwen_end("S_{20} = 820"), "S_{20} = 820 in the box"),
        ("tag_desc", "B", "tag", "T:<answer>820 (the sum of the first 20 terms)</answer>", "value, then a bracket with the given 20"),
        ("tag_sentence", "B", "tag", "T:<answer>The sum of the first 20 terms is 820.</answer>", "a sentence in the tag"),
        ("minerva", "B", "minerva", minerva_end("$820$"), "Minerva's closing"),
        ("answer_is_chain", "B", "answer_is", r"The answer is: $S_{20} = \frac{20}{2}(3 + 79) = 820$.", "an equation chain ending in the value"),
        ("correction", "B", "boxed", "@" + SEQ_C, "860 corrected to 820"),
        ("box_term", "A", "boxed", qwen_end("79"), "the 20th term, not the sum"),
        ("tag_two", "A", "tag", "T:<answer>820 (or 903 if the 21st term is included)</answer>", "two values in the tag"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{8", "cut inside the box: no_answer"),
        ("retract_none", "A", "none", qwen_end("820") + "¶¶Hmm, hold on. I'm not sure whether the sequence is meant to start at 3 or at 7. Let me recheck the problem statement first.", "the answer taken back, nothing in its place: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_walk_hash_per_day": (
        "reject",
        "'#### 20.5 km per day' commits to a daily distance of 20.5 km; the question asks per week, "
        "and Sam's daily distance is 2.5 or 4 km, so the stated quantity is false even though its "
        "number equals the gold; a unit that makes the value another quantity is wrong",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam211", CASES, [], DECISIONS)
