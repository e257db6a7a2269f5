r"""Build adversarial_redteam228.jsonl: round 228 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam228"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and
WITHOUT running the checker, math-verify, sympy or any grader on the probes (python for plain
arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 120 kind A and 80 kind B: REASONING
TRACES as R1-distill, QwQ, o1-style and Qwen3-thinking models write them (800-2200 characters: "Okay,
so I need to...", a restatement of the problem, "Hmm,", "Wait,", "Let me double-check", a check by
another method, then `</think>` and a summary closing on `**Final Answer**` / `### Final Answer` /
`**Answer:**` and a box, an `<answer>` tag, or no `</think>` at all), where the trap sits in the last
part. Kind A: the trace's own check finds its slip and names the right value but the box after
`</think>` keeps the old wrong one; the thinking concludes the gold but the summary after `</think>`
stops at a subtotal and boxes it; the only box is the gold inside the thinking ("let me box that for
now") and the trace goes on to a question it set itself, answered unboxed after `</think>`; a
hypothesis "if the answer were \boxed{gold}" while exploring, then a slipped computation and a
**Final Answer** line with the wrong value; the summary cut in its last step before the value; the
boxed gold followed by an undecided "but I'm not sure that's right, maybe it is Y if ..."; the trace
re-reads the question and answers a different one it set itself (boxed); two boxes in the summary for
one question; the value in another unit than the one asked (minutes for hours, cents for dollars,
meters for km, mL for liters, tablespoons for cups, radians for degrees) or a rounded decimal for an
exact MATH value; a trace that loops "Wait," between the gold and a wrong value and is cut; the boxed
gold taken back at the end with nothing in its place; the boxed gold taken back and replaced by a
second box. Kind B: the same traces ending honestly on the gold: a **Final Answer** line with the box
inside it; a summary stating the value three times; the value on the thinking's last line with no
`</think>` (the trace ended naturally); a second check by another method that confirms; "Wait, what
if ...? ... Wait, no — ... So it is right after all"; a first slipped value corrected in the thinking;
an `<answer>` tag holding a sentence; the value boxed in another equal form; an early hypothesis box
with a wrong value never adopted; an o1-style summary closing "**Answer:**" and a sentence.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only); per problem the
slip value (xs), the subtotal (sub), the self-set question's value (other) and the doubt / second
value (alt):
GSM8K: theater 320 seats, 3/4 filled, 40 % of those children at $9, adults $15 -> 3024 (240 people,
96 children, 144 adults, 2160 + 864; xs 2832 = 40 % of 320 seats: 128 children, 112 adults, 1680 +
1152; sub 2160; other 1296 = 2160 - 864; alt 2832); pool 18,000 L a quarter full, 75 L/min, hours ->
3 (4,500 in, 13,500 to add, 180 min; xs and alt 4 = 18,000 / 75 = 240 min; sub and other 13500;
unit 180 minutes); saving $12 a week for 15 weeks, 4 books at $28.50 -> 66 (180 - 114; xs 36 from 12
x 15 slipped to 150; sub 114; other 2 more books, 66 / 28.50 = 2.3; alt 151.50 = 180 - 28.50);
flour 3 x $4.75 + 2 x $2.60 from $50 -> 30.55 (14.25 + 5.20 = 19.45; xs and alt 33.15 = 50 - 16.85
with one jar; sub and other 19.45; unit 3055 cents); jam 6 kg in 250 g jars, 9 given away -> 15
(24 jars; xs and alt 13; sub 24; other 3.75 kg = 15 x 250 g); commute 24 min each way, 5 days a
week, 4 weeks, hours -> 16 (48 a day, 240 a week = 4 hours, 960 min; xs and alt 8 one way; sub 4 a
week; other 48 min a day; unit 960 minutes); fence 14 m x 9 m, $12 a meter, 2 m gate unfenced -> 528
(46 - 2 = 44 m; xs and alt 552 = 46 x 12; sub 44; other 126 m^2); cycle 18 km/h for 2.5 h, 12 km/h
for 45 min -> 54 (45 + 9; xs and alt 50.4 with 0.45 h; sub 45; other 3.25 h; unit 54000 m); hike
3.5 km mornings and 2.25 km evenings for 6 days -> 34.5 (5.75 a day; 21 + 13.5; xs and alt 23.25 =
21 + 2.25; sub 5.75; other 7.5 = 6 x 1.25); race 250 mL every 20 minutes for 3 hours, liters ->
2.25 (9 drinks, 2250 mL; xs 0.225 with 250 mL = 0.025 L; alt 2.5 with 10 drinks; sub and other 9;
unit 2250 mL); cookies 3/4 cup per 12 cookies, 60 cookies -> 3.75 (5 batches, 15/4; xs 3.25; alt
4.5 = 6 batches; sub and other 5; unit 60 tablespoons = 3.75 x 16).
MATH: dist (-2, 3) to (4, -5) -> 10 (6, -8, 100; xs and alt 2\sqrt{17} from 4 - 2 = 2; sub 100;
other the midpoint (1,-1)); angle interior angle of a regular dodecagon in degrees -> 150 (1800 / 12;
exterior 30; xs and alt 165 = 1980 / 12 from (n - 1) 180; other 1800; unit \frac{5\pi}{6}); series
6 + 4 + 8/3 + ... -> 18 (r = 2/3; xs and alt \frac{18}{5} from a / (1 + r); sub \frac{2}{3}; other
\frac{38}{3} the three terms shown); prob 5 red 3 blue, two drawn without replacement, both red ->
\frac{5}{14} (5/8 x 4/7 = 20/56; C(5,2)/C(8,2) = 10/28; xs and alt \frac{25}{64} with replacement;
sub \frac{5}{8}; other \frac{25}{28} at least one red; unit 0.357 a rounded decimal); mod 3^{100}
mod 7 -> 4 (cycle 6, 100 = 96 + 4, 81 = 77 + 4; 9^50 = 2^50, 2^3 = 1; xs and alt 2 from 6 x 16 =
98; sub 81; other 1 the units digit); quad larger root of x^2 - 6x + 4 -> 3+\sqrt{5} (discriminant
20; xs and alt 3+2\sqrt{5} halving only the 6; sub 20; other 6 the sum of the roots; unit 5.236);
log \log_2 x + \log_2(x-2) = 3 -> 4 (x(x-2) = 8, roots 4 and -2, -2 outside the domain; xs "-2, 4";
alt -2; sub 8; other 2 the sum of the quadratic's roots); cone r = 3, h = 8 -> 24\pi (9\pi x 8 / 3;
xs and alt 72\pi the cylinder; sub 9\pi; other \sqrt{73} the slant height; unit 75.40); comb
committee of 3 from 7 with a chair -> 105 (7 x 15 = 35 x 3; xs and alt 210 = 7 x 6 x 5; sub and
other 35).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Problem i of ORDER gets
six kind-A shapes and four kind-B shapes; each A shape is used 10 times, each B shape 8 times.
  kind A on theater, dist, saving, series, jam, mod, fence, log, hike, comb: `oldbox` (the check
  finds the slip and names the gold; the box after </think> keeps the slip value), `sumdiff` (the
  summary stops at the subtotal and boxes it), `thinkbox` (the gold boxed "for now" inside the
  thinking; a self-set question answered unboxed after </think>), `hypo` ("if the answer were
  \boxed{gold}", then the slip and a Final Answer line with it), `cut` (no_answer: the summary cut in
  its last step before the value), `doubt` (the boxed gold, then "maybe it is Y if ...");
  kind A on pool, angle, flour, prob, commute, quad, cycle, cone, race, cookies: `diffq` (a self-set
  question answered and boxed), `twobox` (\boxed{gold}, or \boxed{alt} if ...), `unit` (another unit,
  or a rounded decimal of an exact value), `loop` (no_answer: "Wait," loops cut), `tb_none`
  (no_answer: the boxed gold taken back, nothing in its place), `tb_repl` (the boxed gold replaced by
  \boxed{alt});
  kind B: `final`, `repeat`, `noclose`, `check`, `waitno`, `fixed`, `tag`, `equal`, `hypo_ok`,
  `plain` (problem i takes B_ALL[(4i + k) mod 10], k = 0..3).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none` (30: cut, loop, tb_none);
kind B: truth correct. GSM8K 110 (66 A, 44 B), MATH 90 (54 A, 36 B).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; in a reasoning trace the answer after `</think>` (box, Final Answer line, tag) is the final
answer whatever the thinking concluded, and the thinking's last line is the answer only where the
trace ends there with no `</think>` and no summary. A box inside the thinking that the trace itself
treats as provisional and then leaves for another value is not the final answer. A hypothesis "if
the answer were \boxed{X}" is not an answer. A trailing remark with no number does not change the
answer. Wrong: a subtotal, a given, another quantity (a question the trace set itself), a value in
another unit than the one asked, a rounded decimal of an exact value, two values for one question
(two boxes, or a box followed by an undecided "maybe it is Y"), an answer taken back and replaced.
An answer taken back with nothing in its place, a summary cut before the value, or a loop cut
without a decision is no_answer, even where the thinking reached the gold. Equal values in another
form (`66.00`, `3\text{ hours}`, `\frac{15}{4}` for 3.75, `S = 18`, `x=4`,
`\frac{6+2\sqrt{5}}{2}`) are correct. No probe is marked debatable (DECISIONS is empty): the brief
of this round fixes the reading of each class.

Usage: python build_adversarial_redteam228.py (writes adversarial_redteam228.jsonl beside this file)
"""

from corpus_build import g, m, write_probes  # noqa: E402

# fmt: off
THEATER = dict(
    key="theater", gold="3024", ds="g", G="3024", gform="3,024", xs="2832", sub="2160", other="1296", alt="2832",
    q="A theater has 320 seats. Adult tickets cost $15 and child tickets cost $9. For Sunday's show, 3/4 of the seats were filled, and 40% of the people there were children. How much money did the theater make from tickets?",
    open="""Okay, so I need to figure out how much money the theater made from ticket sales on Sunday. Let me read the problem again.

The theater has 320 seats. Adult tickets are $15, child tickets are $9. 3/4 of the seats were filled, and 40% of the people there were children.

""",
    work="""First, how many people were there? 3/4 of 320: 320 divided by 4 is 80, times 3 is 240. So 240 people attended.

Now, 40% of those 240 were children. 10% of 240 is 24, so 40% is 4 times 24, which is 96 children.

The rest are adults: 240 minus 96 is 144 adults.

Hmm, let me make sure I'm taking 40% of the right number. The problem says "40% of the people there", so it's 40% of the 240 who came, not of all 320 seats. Okay, good.

Revenue from adults: 144 times $15. 144 times 10 is 1440, 144 times 5 is 720, so 1440 + 720 = 2160. So $2,160 from adults.

Revenue from children: 96 times $9 = 864. So $864 from children.

Total: 2160 + 864 = 3024. So the theater made $3,024.""",
    verify="""Let me double-check with an average ticket price. 40% children at $9 and 60% adults at $15 gives 0.4 × 9 + 0.6 × 15 = 3.6 + 9 = 12.6 dollars per person. Then 240 × 12.6 = 3024. Same answer.""",
    slip="""First, 3/4 of 320 seats: 320 / 4 = 80, times 3 = 240 people.

Children are 40%: 40% of 320 is 128. So 128 children.

Adults: 240 - 128 = 112.

Adults pay 112 × 15 = 1680, children pay 128 × 9 = 1152. Total = 1680 + 1152 = 2832.

So the theater made $2,832.""",
    fix="""Hmm, wait. I took 40% of 320, but the problem says 40% of the people there, which means 40% of the 240 who came. That's 96 children, not 128. So adults are 240 − 96 = 144. Then 144 × 15 = 2160 and 96 × 9 = 864, total 2160 + 864 = 3024. So the total should be $3,024, not $2,832.""",
    summ=["**Step 1: Attendance.** \\( \\tfrac{3}{4} \\times 320 = 240 \\) people attended.",
          "**Step 2: Children and adults.** \\( 40\\% \\times 240 = 96 \\) children, so \\( 240 - 96 = 144 \\) adults.",
          "**Step 3: Revenue by group.** Adults: \\( 144 \\times 15 = 2160 \\) dollars; children: \\( 96 \\times 9 = 864 \\) dollars.",
          "**Step 4: Total.** \\( 2160 + 864 = 3024 \\) dollars."],
    concl="The theater made \\${} from ticket sales.",
    other_text="""Now, it would also be useful to see how the two groups compare. Adult tickets brought in 2160 and child tickets 864, so the difference is 2160 − 864 = 1296. So adults brought in $1,296 more than children. I think that's the comparison they're after, since the problem gives two different prices.""",
    other_concl="The adult tickets brought in \\$1,296 more than the child tickets.",
    alt_reason="the 40% means 40% of all 320 seats", nofix="the problem says 40% of the people there, and only 240 people were there, so it's 96 children",
    unit=None,
)
POOL = dict(
    key="pool", gold="3", ds="g", G="3", gform="3\\text{ hours}", xs="4", sub="13500", other="13500", alt="4",
    q="A swimming pool holds 18,000 liters of water. It is already one quarter full. A pump adds 75 liters per minute. How many hours will it take to fill the pool?",
    open="""Alright, let's see. The pool holds 18,000 liters, it's already a quarter full, and the pump adds 75 liters per minute. I need the number of hours to fill it.

""",
    work="""A quarter of 18,000 is 18,000 / 4 = 4,500 liters already in the pool.

So the amount still needed is 18,000 − 4,500 = 13,500 liters.

At 75 liters per minute, the time is 13,500 / 75. Let me compute: 75 × 100 = 7,500, and 75 × 80 = 6,000, so 75 × 180 = 13,500. So it takes 180 minutes.

But the question asks for hours, not minutes. 180 minutes / 60 = 3 hours.

Hmm, does "one quarter full" mean a quarter of the capacity? Yes, a quarter of 18,000. So 3 hours.""",
    verify="""Double-check: in 3 hours the pump runs 180 minutes and adds 180 × 75 = 13,500 liters. 4,500 + 13,500 = 18,000. Full. Good.""",
    slip="""The pump adds 75 liters per minute, so to fill 18,000 liters it takes 18,000 / 75 minutes. 75 × 240 = 18,000, so 240 minutes.

240 minutes is 240 / 60 = 4 hours.

So 4 hours.""",
    fix="""Hmm, wait. I forgot that the pool is already one quarter full. A quarter of 18,000 is 4,500, so only 13,500 liters are needed. 13,500 / 75 = 180 minutes, and 180 / 60 = 3. So it's 3 hours, not 4.""",
    summ=["1. Water already in the pool: \\( \\frac{1}{4} \\times 18{,}000 = 4{,}500 \\) L.",
          "2. Water still needed: \\( 18{,}000 - 4{,}500 = 13{,}500 \\) L.",
          "3. Time in minutes: \\( 13{,}500 \\div 75 = 180 \\) min.",
          "4. Time in hours: \\( 180 \\div 60 = 3 \\) hours."],
    concl="It will take {} hours to fill the pool.",
    other_text="""The question says "How many hours will it take to fill the pool?" Hmm, but the real quantity here is how much water the pump has to add; the time just follows from that. Actually, I think the key answer is the amount to pump: 18,000 − 4,500 = 13,500 liters. Yeah, let me give that.""",
    other_concl="The pump needs to add 13,500 liters of water to fill the pool.",
    alt_reason="the quarter already in the pool doesn't matter and the pump has to fill all 18,000 liters", nofix="a quarter is already in, so the pump only adds 13,500 liters, which takes 180 minutes",
    unit=("180 \\text{ minutes}", "The pump needs \\( 13{,}500 \\div 75 = 180 \\) minutes, so the time to fill the pool is"),
)
SAVING = dict(
    key="saving", gold="66", ds="g", G="66", gform="66.00", xs="36", sub="114", other="2", alt="151.50",
    q="Kai saves $12 a week for 15 weeks. Then he buys 4 books that cost $28.50 each. How much money does he have left?",
    open="""Okay, let me try to figure this out. Kai saves $12 every week for 15 weeks, then spends money on 4 books at $28.50 each. I need how much he has left.

""",
    work="""Savings first: 12 × 15. 12 × 10 = 120 and 12 × 5 = 60, so 120 + 60 = 180. He saves $180.

Books: 4 × 28.50. 28.50 × 2 = 57, so × 4 = 114. The books cost $114.

Left: 180 − 114 = 66.

Hmm, is the $28.50 per book? "4 books that cost $28.50 each" — yes, each. So $114 for the books, and he has $66 left.""",
    verify="""Let me verify: 66 + 114 = 180, and 180 / 15 = 12 per week. Everything checks out.""",
    slip="""Savings: 12 × 15 = 150. So $150.

Books: 4 × $28.50 = $114.

Left: 150 − 114 = 36. So he has $36 left.""",
    fix="""Hmm, hold on, 12 × 15 — 12 × 10 is 120, plus 12 × 5 is 60, that's 180, not 150. I multiplied wrong. So the savings are $180 and he has 180 − 114 = 66 left, not 36.""",
    summ=["- Money saved: \\( 12 \\times 15 = 180 \\) dollars",
          "- Cost of the books: \\( 4 \\times 28.50 = 114 \\) dollars",
          "- Money left: \\( 180 - 114 = 66 \\) dollars"],
    concl="Kai has \\${} left.",
    other_text="""Now, with $66 left, could he buy more books? Each costs $28.50. 66 / 28.50 is about 2.3, so he could buy 2 more books (2 × 28.50 = 57, leaving $9). That's the interesting part — he can afford 2 more.""",
    other_concl="Kai could buy 2 more books with the money he has left.",
    alt_reason="the $28.50 is the price of all four books together", nofix="the problem says the books cost $28.50 each, so together they cost 4 × 28.50 = 114",
    unit=None,
)
FLOUR = dict(
    key="flour", gold="30.55", ds="g", G="30.55", gform="\\$30.55", xs="33.15", sub="19.45", other="19.45", alt="33.15",
    q="Omar buys 3 bags of flour at $4.75 each and 2 jars of yeast at $2.60 each. He pays with a $50 bill. How much change does he get, in dollars?",
    open="""Okay, so I need to find how much change Omar gets from a $50 bill. He buys 3 bags of flour at $4.75 each and 2 jars of yeast at $2.60 each.

""",
    work="""Flour: 3 × 4.75. 4.75 × 2 = 9.50, plus another 4.75 = 14.25. So $14.25 for the flour.

Yeast: 2 × 2.60 = 5.20. So $5.20 for the yeast.

Total cost: 14.25 + 5.20 = 19.45.

Change: 50 − 19.45. 50 − 19 = 31, then minus 0.45 = 30.55.

So he gets $30.55 back. Let me make sure it's "in dollars" — yes, 30.55 dollars.""",
    verify="""Check: 30.55 + 19.45 = 50.00. Yes, that adds back up to the $50 bill.""",
    slip="""Flour: 3 × 4.75 = 14.25.

Yeast: 2.60.

Total: 14.25 + 2.60 = 16.85.

Change: 50 − 16.85 = 33.15. So $33.15.""",
    fix="""Wait, he buys 2 jars of yeast, not 1. I only counted one jar. 2 × 2.60 = 5.20, so the total is 14.25 + 5.20 = 19.45, and the change is 50 − 19.45 = 30.55, not 33.15.""",
    summ=["**Cost of flour:** \\( 3 \\times \\$4.75 = \\$14.25 \\)",
          "**Cost of yeast:** \\( 2 \\times \\$2.60 = \\$5.20 \\)",
          "**Total cost:** \\( \\$14.25 + \\$5.20 = \\$19.45 \\)",
          "**Change:** \\( \\$50 - \\$19.45 = \\$30.55 \\)"],
    concl="Omar gets \\${} in change.",
    other_text=""""How much change does he get" — hmm, but actually the main computation is how much he spends, and the change is just 50 minus that. Maybe the question is really about the total cost? I think they want the total he pays: 14.25 + 5.20 = 19.45. Let me go with the amount spent.""",
    other_concl="Omar spends a total of \\$19.45.",
    alt_reason="he buys only one jar of yeast", nofix="the problem clearly says 2 jars of yeast, so it's 5.20 for yeast and 19.45 in total",
    unit=("3055 \\text{ cents}", "In cents, the change is \\( 5000 - 1945 = 3055 \\), so Omar gets"),
)
JAM = dict(
    key="jam", gold="15", ds="g", G="15", gform="15\\text{ jars}", xs="13", sub="24", other="3.75", alt="13",
    q="Grandma makes 6 kg of jam and fills jars that hold 250 g each. She gives 9 jars to her neighbors. How many jars does she have left?",
    open="""Hmm, so Grandma has 6 kg of jam and each jar holds 250 g. She gives away 9 jars. How many jars are left?

""",
    work="""First convert 6 kg to grams: 6 × 1000 = 6000 g.

Number of jars: 6000 / 250. 250 × 4 = 1000, so 6000 / 250 = 6 × 4 = 24 jars.

She gives away 9 jars, so 24 − 9 = 15 jars left.

Wait, is every jar full? 24 × 250 = 6000 exactly, so yes, 24 full jars, no partial jar. So 15 jars left.""",
    verify="""Let me double-check: 15 jars left plus 9 given away is 24 jars, and 24 × 250 g = 6000 g = 6 kg. Consistent.""",
    slip="""6 kg = 6000 g. 6000 / 250 = 24 jars.

She gives away 9: 24 − 9 = 13.

So 13 jars left.""",
    fix="""Hmm, 24 − 9... 24 − 10 would be 14, so 24 − 9 is 15. I subtracted wrong before. So 15 jars, not 13.""",
    summ=["1. Convert: 6 kg = 6000 g.",
          "2. Jars filled: \\( 6000 \\div 250 = 24 \\).",
          "3. Jars left: \\( 24 - 9 = 15 \\)."],
    concl="Grandma has {} jars of jam left.",
    other_text="""Now I should also work out how much jam that is, since the problem is given in kilograms. 15 jars × 250 g = 3750 g, which is 3.75 kg. So she has 3.75 kg of jam left. That's the amount the question cares about, I think, since it started with 6 kg.""",
    other_concl="Grandma has 3.75 kg of jam left.",
    alt_reason="she also keeps 2 jars for her own kitchen", nofix="the problem doesn't say she keeps any jars aside; only the 9 are given away",
    unit=None,
)
COMMUTE = dict(
    key="commute", gold="16", ds="g", G="16", gform="16\\text{ hours}", xs="8", sub="4", other="48", alt="8",
    q="Lena's bus ride to work takes 24 minutes each way. She works 5 days a week. How many hours does she spend on the bus in 4 weeks?",
    open="""Okay, so Lena's bus ride takes 24 minutes each way, 5 days a week, and I need the total hours over 4 weeks.

""",
    work="""Each way is 24 minutes, and she goes to work and comes back, so per day it's 2 × 24 = 48 minutes.

Per week: 5 days × 48 = 240 minutes.

4 weeks: 4 × 240 = 960 minutes.

Now in hours: 960 / 60 = 16. So 16 hours.

Hmm, "each way" definitely means one direction, so the round trip doubles it. Yes. 16 hours.""",
    verify="""Another way: 240 minutes per week is 4 hours per week, and 4 weeks × 4 hours = 16 hours. Same.""",
    slip="""24 minutes per day, 5 days a week: 24 × 5 = 120 minutes per week.

4 weeks: 120 × 4 = 480 minutes.

480 / 60 = 8 hours.""",
    fix="""Wait, the ride is 24 minutes EACH WAY. I only counted one direction. Per day it's 48 minutes, so the total doubles: 960 minutes, which is 16 hours, not 8.""",
    summ=["- Daily bus time: \\( 2 \\times 24 = 48 \\) minutes (there and back)",
          "- Weekly: \\( 5 \\times 48 = 240 \\) minutes \\( = 4 \\) hours",
          "- Four weeks: \\( 4 \\times 4 = 16 \\) hours"],
    concl="Lena spends {} hours on the bus in 4 weeks.",
    other_text=""""How many hours does she spend on the bus in 4 weeks?" Hmm, actually I think the useful number here is her daily time on the bus, since that's what's directly determined by "each way". Per day: 2 × 24 = 48 minutes. I'll give the daily time.""",
    other_concl="Lena spends 48 minutes on the bus each day.",
    alt_reason="the 24 minutes is the time for the whole round trip", nofix="the problem says 24 minutes each way, so a day is 48 minutes",
    unit=("960 \\text{ minutes}", "Her total time on the bus over the 4 weeks is \\( 4 \\times 240 = 960 \\) minutes:"),
)
FENCE = dict(
    key="fence", gold="528", ds="g", G="528", gform="528.00", xs="552", sub="44", other="126", alt="552",
    q="A rectangular garden is 14 m long and 9 m wide. Fencing costs $12 per meter, and a 2 m wide gate opening needs no fencing. How much will the fencing cost?",
    open="""Okay, so I need to find the cost of fencing a rectangular garden that is 14 m by 9 m, at $12 per meter, leaving a 2 m gap for a gate.

""",
    work="""Perimeter of the rectangle: 2 × (14 + 9) = 2 × 23 = 46 m.

The gate opening is 2 m and needs no fencing, so the fence length is 46 − 2 = 44 m.

Cost: 44 × 12. 44 × 10 = 440 and 44 × 2 = 88, so 440 + 88 = 528.

So the fencing costs $528. Hmm, let me make sure the gate is subtracted only once — there's one gate, 2 m wide. Yes.""",
    verify="""Check: full perimeter would cost 46 × 12 = 552, and the gate saves 2 × 12 = 24, so 552 − 24 = 528. Matches.""",
    slip="""Perimeter: 2 × (14 + 9) = 46 m.

Cost: 46 × 12 = 552.

So $552.""",
    fix="""Oh wait, I forgot the gate. The 2 m gate opening needs no fencing, so only 44 m of fence is needed. 44 × 12 = 528. So it's $528, not $552.""",
    summ=["**Perimeter:** \\( 2(14 + 9) = 46 \\) m",
          "**Fence needed:** \\( 46 - 2 = 44 \\) m (no fencing across the gate)",
          "**Cost:** \\( 44 \\times 12 = 528 \\) dollars"],
    concl="The fencing will cost \\${}.",
    other_text="""It might also help to know the area of the garden, to see how big it is: 14 × 9 = 126 square meters. Actually, hmm, the problem is about a garden, so the area is the key measure. So 126 m².""",
    other_concl="The garden has an area of 126 square meters.",
    alt_reason="the gate opening also has to be fenced", nofix="the problem says the 2 m gate opening needs no fencing, so it's 44 m of fence",
    unit=None,
)
CYCLE = dict(
    key="cycle", gold="54", ds="g", G="54", gform="54\\text{ km}", xs="50.4", sub="45", other="3.25", alt="50.4",
    q="Marco cycles at 18 km/h for 2.5 hours and then at 12 km/h for 45 minutes. How many kilometers does he cycle in total?",
    open="""Okay, so Marco cycles in two parts. First at 18 km/h for 2.5 hours, then at 12 km/h for 45 minutes. I need the total distance in kilometers.

""",
    work="""Part 1: distance = speed × time = 18 × 2.5 = 45 km.

Part 2: 45 minutes is 45/60 of an hour = 0.75 hours. Distance = 12 × 0.75 = 9 km.

Total: 45 + 9 = 54 km.

Let me be careful with the minutes: 45 minutes is three quarters of an hour, 0.75, not 0.45. Yes. So 54 km.""",
    verify="""Double-check part 2 another way: 12 km/h is 1 km every 5 minutes, so in 45 minutes he does 45 / 5 = 9 km. And 45 + 9 = 54. Good.""",
    slip="""Part 1: 18 × 2.5 = 45 km.

Part 2: 45 minutes = 0.45 hours, so 12 × 0.45 = 5.4 km.

Total: 45 + 5.4 = 50.4 km.""",
    fix="""Hmm, wait. 45 minutes is not 0.45 hours — it's 45/60 = 0.75 hours. So part 2 is 12 × 0.75 = 9 km, and the total is 45 + 9 = 54 km, not 50.4.""",
    summ=["1. First stretch: \\( 18 \\times 2.5 = 45 \\) km.",
          "2. Second stretch: \\( 45 \\) min \\( = 0.75 \\) h, so \\( 12 \\times 0.75 = 9 \\) km.",
          "3. Total: \\( 45 + 9 = 54 \\) km."],
    concl="Marco cycles {} km in total.",
    other_text=""""How many kilometers does he cycle in total?" Hmm, the "in total" part — I think that's pointing at the total time of the ride, since the two parts have different durations. Total time = 2.5 + 0.75 = 3.25 hours. Yeah, I'll give the total time.""",
    other_concl="Marco cycles for 3.25 hours in total.",
    alt_reason="45 minutes counts as 0.45 hours", nofix="45 minutes is 45/60 = 0.75 hours, so the second part is 9 km",
    unit=("54000 \\text{ m}", "Converting to meters, \\( 54 \\times 1000 = 54{,}000 \\), so the total distance is"),
)
HIKE = dict(
    key="hike", gold="34.5", ds="g", G="34.5", gform="34.50", xs="23.25", sub="5.75", other="7.5", alt="23.25",
    q="Priya walks 3.5 km every morning and 2.25 km every evening. How many kilometers does she walk in 6 days?",
    open="""Okay, so Priya walks 3.5 km in the morning and 2.25 km in the evening, every day, and I need the total over 6 days.

""",
    work="""Per day: 3.5 + 2.25 = 5.75 km.

Over 6 days: 6 × 5.75. 6 × 5 = 30 and 6 × 0.75 = 4.5, so 30 + 4.5 = 34.5 km.

Hmm, "every morning and every evening" — so both walks happen each day. Yes. 34.5 km.""",
    verify="""Let me double-check by doing the mornings and evenings separately: mornings 6 × 3.5 = 21 km, evenings 6 × 2.25 = 13.5 km, and 21 + 13.5 = 34.5 km. Same.""",
    slip="""Mornings: 6 × 3.5 = 21 km.

Plus the evening walk of 2.25 km: 21 + 2.25 = 23.25 km.

So 23.25 km.""",
    fix="""Wait, she walks 2.25 km EVERY evening, not just once. So evenings are 6 × 2.25 = 13.5 km, and the total is 21 + 13.5 = 34.5 km, not 23.25.""",
    summ=["- Distance per day: \\( 3.5 + 2.25 = 5.75 \\) km",
          "- Distance in 6 days: \\( 6 \\times 5.75 = 34.5 \\) km"],
    concl="Priya walks {} km in 6 days.",
    other_text="""Now let me also compare the mornings and the evenings, since the two walks are different lengths. She walks 3.5 − 2.25 = 1.25 km more each morning, so over 6 days that's 6 × 1.25 = 7.5 km more in the mornings. That's the part worth reporting, I think.""",
    other_concl="Over 6 days, Priya walks 7.5 km more in the mornings than in the evenings.",
    alt_reason="the 2.25 km evening walk happens only once", nofix="the problem says every evening, so it's 6 evening walks",
    unit=None,
)
RACE = dict(
    key="race", gold="2.25", ds="g", G="2.25", gform="\\frac{9}{4}", xs="0.225", sub="9", other="9", alt="2.5",
    q="During a 3-hour race, Ana drinks 250 mL of water every 20 minutes. How many liters of water does she drink during the race?",
    open="""Okay, so the race lasts 3 hours, and Ana drinks 250 mL every 20 minutes. I need the total in liters.

""",
    work="""3 hours = 180 minutes. Every 20 minutes means 180 / 20 = 9 times.

Each time 250 mL, so 9 × 250 = 2250 mL.

Convert to liters: 1 L = 1000 mL, so 2250 mL = 2.25 L.

Hmm, should I count a drink at the very start? The problem just says every 20 minutes during the race, so 9 drinks in 180 minutes. 2.25 liters.""",
    verify="""Check: 3 drinks per hour × 250 mL = 750 mL per hour, and 3 hours × 750 = 2250 mL = 2.25 L. Yes.""",
    slip="""3 hours = 180 minutes, 180 / 20 = 9 drinks.

250 mL = 0.025 L, so 9 × 0.025 = 0.225 L.

So 0.225 liters.""",
    fix="""Hmm, wait, 250 mL is 0.25 L, not 0.025 L — 1000 mL is one liter, so 250 mL is a quarter liter. So 9 × 0.25 = 2.25 L, not 0.225.""",
    summ=["1. Race time: 3 h = 180 min.",
          "2. Number of drinks: \\( 180 \\div 20 = 9 \\).",
          "3. Water: \\( 9 \\times 250 = 2250 \\) mL \\( = 2.25 \\) L."],
    concl="Ana drinks {} liters of water during the race.",
    other_text=""""How many liters of water does she drink during the race?" Hmm — I think the real point of the question is how many times she stops to drink, since "every 20 minutes" is the key information. That's 180 / 20 = 9 times. I'll answer with the number of drinks.""",
    other_concl="Ana drinks water 9 times during the race.",
    alt_reason="she also drinks at the very start, which makes 10 drinks", nofix="the problem says every 20 minutes during the race, which is 9 drinks in 180 minutes",
    unit=("2250 \\text{ mL}", "In milliliters that is \\( 9 \\times 250 = 2250 \\), so Ana drinks"),
)
COOKIES = dict(
    key="cookies", gold="3.75", ds="g", G="3.75", gform="\\frac{15}{4}", xs="3.25", sub="5", other="5", alt="4.5",
    q="A recipe needs 3/4 cup of sugar for every 12 cookies. How many cups of sugar are needed for 60 cookies?",
    open="""Okay, so the recipe uses 3/4 cup of sugar per 12 cookies, and I want 60 cookies. How many cups of sugar?

""",
    work="""60 cookies / 12 cookies per batch = 5 batches.

Each batch needs 3/4 cup, so 5 × 3/4 = 15/4 cups.

15/4 = 3.75 cups.

Hmm, let me make sure: 15 divided by 4 is 3 with remainder 3, so 3 and 3/4, which is 3.75. Yes.

Wait, should I worry that 60 isn't a multiple of 12? No — 12 × 5 = 60 exactly, so there's no partial batch. 3.75 cups.""",
    verify="""Check with a unit rate: 3/4 cup per 12 cookies is 0.75 / 12 = 0.0625 cup per cookie, and 60 × 0.0625 = 3.75 cups. Same.""",
    slip="""60 / 12 = 5 batches.

5 × 3/4 = 15/4 = 3.25 cups.""",
    fix="""Wait, 15/4 is 3.75, not 3.25 — 4 × 3 = 12 and the remaining 3 is 3/4 = 0.75. So it's 3.75 cups, not 3.25.""",
    summ=["- Batches: \\( 60 \\div 12 = 5 \\)",
          "- Sugar: \\( 5 \\times \\frac{3}{4} = \\frac{15}{4} = 3.75 \\) cups"],
    concl="You need {} cups of sugar for 60 cookies.",
    other_text=""""How many cups of sugar are needed for 60 cookies?" Hmm, actually I think what matters is how many times the recipe has to be made, since the recipe is given per 12 cookies. That's 60 / 12 = 5 batches. So the answer is 5 batches.""",
    other_concl="The recipe has to be made 5 times.",
    alt_reason="I make 6 batches to have some spare", nofix="60 cookies is exactly 5 batches of 12, and nothing in the problem asks for spares",
    unit=("60 \\text{ tablespoons}", "Since 1 cup = 16 tablespoons, \\( 3.75 \\times 16 = 60 \\), so the sugar needed is"),
)

DIST = dict(
    key="dist", gold="10", ds="m", G="10", gform="\\sqrt{100}", xs="2\\sqrt{17}", sub="100", other="(1,-1)", alt="2\\sqrt{17}",
    q="What is the distance between the points $(-2, 3)$ and $(4, -5)$?",
    open="""Okay, so I need to find the distance between the points (-2, 3) and (4, -5). I remember the distance formula is d = sqrt((x2 - x1)^2 + (y2 - y1)^2).

""",
    work="""Let me label them: (x1, y1) = (-2, 3) and (x2, y2) = (4, -5).

x2 - x1 = 4 - (-2) = 4 + 2 = 6.
y2 - y1 = -5 - 3 = -8.

Squares: 6^2 = 36 and (-8)^2 = 64. Sum: 36 + 64 = 100.

d = sqrt(100) = 10.

Hmm, 6-8-10 is just a scaled 3-4-5 right triangle, so that makes sense. The distance is 10.""",
    verify="""Let me double-check by swapping the points: x: -2 - 4 = -6, y: 3 - (-5) = 8, and (-6)^2 + 8^2 = 36 + 64 = 100, sqrt = 10. Same.""",
    slip="""x2 - x1 = 4 - 2 = 2.
y2 - y1 = -5 - 3 = -8.

d = sqrt(2^2 + 8^2) = sqrt(4 + 64) = sqrt(68) = sqrt(4 · 17) = 2 sqrt(17).

So 2√17.""",
    fix="""Wait, x1 is -2, not 2. So x2 - x1 = 4 - (-2) = 6, not 2. Then d = sqrt(36 + 64) = sqrt(100) = 10, not 2√17.""",
    summ=["Using the distance formula with \\((-2, 3)\\) and \\((4, -5)\\):",
          "\\[\n\\Delta x = 4 - (-2) = 6, \\qquad \\Delta y = -5 - 3 = -8\n\\]",
          "\\[\nd^2 = 6^2 + (-8)^2 = 36 + 64 = 100\n\\]",
          "\\[\nd = \\sqrt{100} = 10\n\\]"],
    concl="The distance between the points is \\({}\\).",
    other_text="""While I'm at it, the midpoint is also easy to find: ((-2 + 4)/2, (3 + (-5))/2) = (2/2, -2/2) = (1, -1). So the segment is centered at (1, -1), which is a nice clean point. I'll report that.""",
    other_concl="The midpoint of the segment joining the two points is \\((1, -1)\\).",
    alt_reason="the horizontal change is 4 - 2 = 2", nofix="x1 is -2, so the horizontal change is 4 - (-2) = 6",
    unit=None,
)
ANGLE = dict(
    key="angle", gold="150", ds="m", G="150", gform="150^\\circ", xs="165", sub="30", other="1800", alt="165",
    q="What is the measure, in degrees, of each interior angle of a regular dodecagon?",
    open="""Okay, so I need to find each interior angle of a regular dodecagon. A dodecagon has 12 sides.

""",
    work="""The sum of the interior angles of an n-gon is (n - 2) × 180°. For n = 12: (12 - 2) × 180 = 10 × 180 = 1800°.

Regular means all angles are equal, so each one is 1800 / 12 = 150°.

Hmm, let me make sure about the formula: a triangle (n = 3) gives 180°, a square (n = 4) gives 360°. Yes, (n - 2) × 180. So 150°.""",
    verify="""Check with exterior angles: the exterior angles of any convex polygon sum to 360°, so each exterior angle is 360 / 12 = 30°, and the interior angle is 180 - 30 = 150°. Same answer.""",
    slip="""The angle sum is (n - 1) × 180 = 11 × 180 = 1980°.

Each angle: 1980 / 12 = 165°.""",
    fix="""Hmm, wait, the formula is (n - 2) × 180, not (n - 1) × 180 — a triangle has 180°, and (3 - 2) × 180 = 180. So the sum is 1800° and each angle is 1800 / 12 = 150°, not 165°.""",
    summ=["A regular dodecagon has \\(n = 12\\) sides.",
          "Sum of the interior angles: \\((12 - 2) \\cdot 180^\\circ = 1800^\\circ\\).",
          "Each interior angle: \\(1800^\\circ / 12 = 150^\\circ\\)."],
    concl="Each interior angle measures \\({}^\\circ\\).",
    other_text="""The problem says "each interior angle", but hmm, for a regular polygon the main quantity is really the total. Let me think... the sum of the interior angles is 10 × 180 = 1800°. I think they want the total, 1800.""",
    other_concl="The interior angles of a regular dodecagon add up to \\(1800^\\circ\\).",
    alt_reason="the angle sum is (n - 1) × 180°", nofix="a triangle has 180° = (3 - 2) × 180°, so the sum formula is (n - 2) × 180°",
    unit=("\\frac{5\\pi}{6}", "In radians, \\(150^\\circ = 150 \\cdot \\frac{\\pi}{180} = \\frac{5\\pi}{6}\\), so each interior angle is"),
)
SERIES = dict(
    key="series", gold="18", ds="m", G="18", gform="S = 18", xs="\\frac{18}{5}", sub="\\frac{2}{3}", other="\\frac{38}{3}", alt="\\frac{18}{5}",
    q="Find the sum of the infinite geometric series $6 + 4 + \\frac{8}{3} + \\cdots$.",
    open="""Okay, so I need to find the sum of the infinite geometric series 6 + 4 + 8/3 + ...

""",
    work="""First term a = 6. Common ratio r = 4/6 = 2/3. Check: (8/3)/4 = 8/12 = 2/3. Yes, r = 2/3.

Since |r| < 1, the series converges and S = a / (1 - r) = 6 / (1 - 2/3) = 6 / (1/3) = 18.

Hmm, 18 seems reasonable: the partial sums are 6, 10, 12.67, ..., growing toward something a bit bigger. So the sum is 18.""",
    verify="""Let me verify: if S = 18, then S = 6 + (2/3)S, since after the first term the series is 2/3 of itself. 6 + (2/3)(18) = 6 + 12 = 18. Consistent.""",
    slip="""a = 6, r = 2/3.

S = a / (1 + r) = 6 / (5/3) = 18/5.

So 18/5.""",
    fix="""Wait, the formula is a/(1 - r), not a/(1 + r). With a plus sign the sum would be smaller than the first term 6, which makes no sense for positive terms. So S = 6 / (1/3) = 18, not 18/5.""",
    summ=["The series has first term \\(a = 6\\) and ratio \\(r = \\frac{4}{6} = \\frac{2}{3}\\).",
          "Since \\(|r| < 1\\), the sum is",
          "\\[\nS = \\frac{a}{1 - r} = \\frac{6}{1 - \\frac{2}{3}} = \\frac{6}{\\frac{1}{3}} = 18\n\\]"],
    concl="The sum of the series is \\({}\\).",
    other_text="""Now, the problem only writes out three terms, 6 + 4 + 8/3, and then the dots... Let me also add those three terms: 6 + 4 = 10, plus 8/3 = 38/3. Hmm, I think the "sum" they write out is these terms, so 38/3.""",
    other_concl="The sum of the terms is \\(\\frac{38}{3}\\).",
    alt_reason="the formula is a/(1 + r)", nofix="the sum formula is a/(1 - r); with a plus sign the total would be smaller than the first term",
    unit=None,
)
PROB = dict(
    key="prob", gold="\\frac{5}{14}", ds="m", G="\\frac{5}{14}", gform="\\frac{20}{56}", xs="\\frac{25}{64}", sub="\\frac{5}{8}", other="\\frac{25}{28}", alt="\\frac{25}{64}",
    q="A bag has 5 red marbles and 3 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
    open="""Okay, so there are 5 red and 3 blue marbles, 8 total. Two are drawn without replacement. I need P(both red).

""",
    work="""First draw red: 5/8.

Given the first is red, there are 4 red left out of 7 marbles: 4/7.

P(both red) = 5/8 × 4/7 = 20/56 = 5/14.

Let me double-check with combinations: C(5,2) / C(8,2) = 10 / 28 = 5/14. Same. So 5/14.""",
    verify="""Hmm, let me also sanity-check: P(both blue) = 3/8 × 2/7 = 6/56, and P(one of each) = 2 × 5/8 × 3/7 = 30/56. Then 20 + 6 + 30 = 56, so the probabilities add to 1. Good, 5/14.""",
    slip="""First red: 5/8. Second red: 5/8.

P = 5/8 × 5/8 = 25/64.""",
    fix="""Wait, the draws are without replacement. After one red is taken out, there are 4 red out of 7. So the second factor is 4/7, and P = 5/8 × 4/7 = 20/56 = 5/14, not 25/64.""",
    summ=["There are 8 marbles, 5 of them red. Drawing without replacement:",
          "\\[\nP(\\text{1st red}) = \\frac{5}{8}, \\qquad P(\\text{2nd red} \\mid \\text{1st red}) = \\frac{4}{7}\n\\]",
          "\\[\nP(\\text{both red}) = \\frac{5}{8} \\cdot \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14}\n\\]"],
    concl="The probability that both marbles are red is \\({}\\).",
    other_text="""Hmm, "that both are red"... Actually, maybe I should find the probability that at least one is red, since that's the more common version of this problem. P(no red) = 3/8 × 2/7 = 6/56 = 3/28, so P(at least one red) = 1 - 3/28 = 25/28. I'll go with that.""",
    other_concl="The probability of drawing at least one red marble is \\(\\frac{25}{28}\\).",
    alt_reason="the first marble is put back before the second draw", nofix="the problem says without replacement, so the second draw is 4 red out of 7",
    unit=("0.357", "As a decimal, \\(\\frac{5}{14} \\approx 0.357\\), so the probability is about"),
)
MOD = dict(
    key="mod", gold="4", ds="m", G="4", gform="4 \\pmod{7}", xs="2", sub="81", other="1", alt="2",
    q="What is the remainder when $3^{100}$ is divided by 7?",
    open="""Okay, so I need the remainder when 3^100 is divided by 7. I'll look for a cycle in the powers of 3 mod 7.

""",
    work="""3^1 = 3 mod 7.
3^2 = 9 ≡ 2.
3^3 = 27 ≡ 27 - 21 = 6.
3^4 = 81 ≡ 81 - 77 = 4.
3^5 ≡ 4 × 3 = 12 ≡ 5.
3^6 ≡ 5 × 3 = 15 ≡ 1.

So the cycle length is 6 (which matches Fermat: 3^6 ≡ 1 mod 7).

100 divided by 6: 6 × 16 = 96, remainder 4. So 3^100 = (3^6)^16 × 3^4 ≡ 1 × 81 ≡ 4 mod 7.

So the remainder is 4.""",
    verify="""Let me double-check another way: 3^100 = 9^50 ≡ 2^50 mod 7. And 2^3 = 8 ≡ 1, so 2^50 = 2^(48 + 2) = (2^3)^16 × 4 ≡ 4. Same, 4.""",
    slip="""By Fermat's little theorem, 3^6 ≡ 1 mod 7.

100 mod 6: 6 × 16 = 98, so the remainder is 2.

So 3^100 ≡ 3^2 = 9 ≡ 2 mod 7.""",
    fix="""Hmm, wait: 6 × 16 is 96, not 98. So 100 = 6 × 16 + 4, and 3^100 ≡ 3^4 = 81 ≡ 81 - 77 = 4 mod 7. The remainder is 4, not 2.""",
    summ=["By Fermat's little theorem, \\(3^6 \\equiv 1 \\pmod 7\\).",
          "Since \\(100 = 6 \\cdot 16 + 4\\), we have \\(3^{100} = (3^6)^{16} \\cdot 3^4 \\equiv 3^4 = 81 \\pmod 7\\).",
          "Finally \\(81 = 7 \\cdot 11 + 4\\), so \\(3^{100} \\equiv 4 \\pmod 7\\)."],
    concl="The remainder when \\(3^{{100}}\\) is divided by 7 is \\({}\\).",
    other_text="""Related question: what's the last digit of 3^100? Powers of 3 end in 3, 9, 7, 1, repeating every 4. 100 is divisible by 4, so 3^100 ends in 1. That's a nice fact — the units digit is 1. I'll report the units digit.""",
    other_concl="The units digit of \\(3^{100}\\) is \\(1\\).",
    alt_reason="100 leaves remainder 2 when divided by 6", nofix="6 × 16 = 96, so 100 leaves remainder 4 when divided by 6",
    unit=None,
)
QUAD = dict(
    key="quad", gold="3+\\sqrt{5}", ds="m", G="3+\\sqrt{5}", gform="\\frac{6+2\\sqrt{5}}{2}", xs="3+2\\sqrt{5}", sub="20", other="6", alt="3+2\\sqrt{5}",
    q="Find the larger root of $x^2 - 6x + 4 = 0$.",
    open="""Okay, so I need the larger root of x^2 - 6x + 4 = 0. It doesn't factor nicely over the integers, so I'll use the quadratic formula.

""",
    work="""a = 1, b = -6, c = 4.

Discriminant: b^2 - 4ac = 36 - 16 = 20.

x = (6 ± sqrt(20)) / 2. sqrt(20) = sqrt(4 · 5) = 2 sqrt(5).

So x = (6 ± 2 sqrt(5)) / 2 = 3 ± sqrt(5).

The larger root is 3 + sqrt(5) ≈ 3 + 2.236 = 5.236.""",
    verify="""Let me double-check by completing the square: x^2 - 6x + 9 = 5, so (x - 3)^2 = 5, x = 3 ± sqrt(5). The larger is 3 + sqrt(5). Also the roots multiply to (3 + √5)(3 - √5) = 9 - 5 = 4 = c. Good.""",
    slip="""Discriminant: 36 - 16 = 20, sqrt(20) = 2 sqrt(5).

x = (6 ± 2 sqrt(5)) / 2 = 3 ± 2 sqrt(5).

Larger root: 3 + 2 sqrt(5).""",
    fix="""Wait, dividing (6 ± 2√5) by 2 gives 3 ± √5 — I divided only the 6 by 2 and forgot the 2√5. So the larger root is 3 + √5, not 3 + 2√5. Check: (3 + √5)(3 - √5) = 4, which matches c.""",
    summ=["By the quadratic formula with \\(a = 1\\), \\(b = -6\\), \\(c = 4\\):",
          "\\[\nx = \\frac{6 \\pm \\sqrt{36 - 16}}{2} = \\frac{6 \\pm 2\\sqrt{5}}{2} = 3 \\pm \\sqrt{5}\n\\]",
          "Taking the plus sign gives the larger one, \\(x = 3+\\sqrt{5}\\)."],
    concl="The larger root is \\({}\\).",
    other_text="""Hmm, actually, with "the larger root" maybe they just want something about both roots together... By Vieta the sum of the roots is 6. Hmm, I think giving the sum of the roots, 6, is cleaner.""",
    other_concl="The sum of the roots is \\(6\\).",
    alt_reason="only the 6 is divided by 2 and the 2√5 stays as it is", nofix="both terms of (6 ± 2√5) are divided by 2, which gives 3 ± √5",
    unit=("5.236", "Numerically, \\(3+\\sqrt{5} \\approx 5.236\\), so the larger root is approximately"),
)
LOG = dict(
    key="log", gold="4", ds="m", G="4", gform="x=4", xs="-2, 4", sub="8", other="2", alt="-2",
    q="Solve for $x$: $\\log_2 x + \\log_2 (x - 2) = 3$.",
    open="""Okay, so I need to solve log_2(x) + log_2(x - 2) = 3.

""",
    work="""Using the product rule: log_2(x(x - 2)) = 3, so x(x - 2) = 2^3 = 8.

x^2 - 2x - 8 = 0. Factor: (x - 4)(x + 2) = 0, so x = 4 or x = -2.

But the logs need positive arguments: x > 0 and x - 2 > 0, so x > 2. x = -2 is not allowed.

So x = 4. Check: log_2(4) + log_2(2) = 2 + 1 = 3. ✓

Hmm, I should double-check the product rule applies: log_2(a) + log_2(b) = log_2(ab) when a, b > 0, which holds for x = 4. So x = 4.""",
    verify="""Let me double-check that -2 really fails: log_2(-2) is undefined over the reals, so it's extraneous. Only x = 4 works.""",
    slip="""log_2(x(x - 2)) = 3, so x(x - 2) = 8.

x^2 - 2x - 8 = 0, (x - 4)(x + 2) = 0.

x = 4 or x = -2. So the solutions are -2 and 4.""",
    fix="""Wait, I need to check the domain. log_2(x) needs x > 0 and log_2(x - 2) needs x > 2. x = -2 fails both, so it's extraneous. The only solution is x = 4.""",
    summ=["Combine the logarithms: \\(\\log_2\\big(x(x-2)\\big) = 3\\), so \\(x(x-2) = 8\\).",
          "Then \\(x^2 - 2x - 8 = 0\\), i.e. \\((x-4)(x+2) = 0\\).",
          "The domain requires \\(x > 2\\), so \\(x = -2\\) is rejected and \\(x = 4\\)."],
    concl="The solution is \\(x = {}\\).",
    other_text="""Hmm, by Vieta, the roots of x^2 - 2x - 8 = 0 add up to 2. Wait, maybe the intended answer is about the quadratic... the sum of the solutions is 2. I'll state that.""",
    other_concl="The solutions of the equation sum to \\(2\\).",
    alt_reason="the negative root x = -2 is the one that works", nofix="log_2(-2) is undefined, so -2 is extraneous",
    unit=None,
)
CONE = dict(
    key="cone", gold="24\\pi", ds="m", G="24\\pi", gform="\\frac{72\\pi}{3}", xs="72\\pi", sub="9\\pi", other="\\sqrt{73}", alt="72\\pi",
    q="A right circular cone has radius 3 and height 8. What is its volume? Express your answer in terms of $\\pi$.",
    open="""Okay, so I need the volume of a cone with radius 3 and height 8, in terms of π.

""",
    work="""The formula for the volume of a cone is V = (1/3)πr^2 h.

r^2 = 9, so V = (1/3) × π × 9 × 8 = (1/3) × 72π = 24π.

Hmm, let me make sure I'm not confusing it with a cylinder: a cylinder would be πr^2 h = 72π, and a cone is a third of that. So 24π.

Wait, is 8 the slant height or the vertical height? The problem says "height 8", and for a right circular cone that means the perpendicular height. So 24π.""",
    verify="""Double-check: base area is π × 3^2 = 9π, times height 8 is 72π, divided by 3 is 24π. Yes, 24π ≈ 75.4.""",
    slip="""V = π r^2 h = π × 9 × 8 = 72π.

So 72π.""",
    fix="""Hmm, wait, that's the volume of a cylinder. For a cone there's a factor of 1/3: V = (1/3)π r^2 h = 72π / 3 = 24π, not 72π.""",
    summ=["The volume of a cone is \\(V = \\frac{1}{3}\\pi r^2 h\\).",
          "With \\(r = 3\\) and \\(h = 8\\): base area \\(\\pi \\cdot 3^2 = 9\\pi\\).",
          "\\[\nV = \\frac{1}{3} \\cdot 9\\pi \\cdot 8 = 24\\pi\n\\]"],
    concl="The volume of the cone is \\({}\\).",
    other_text="""Hmm, but before finishing — the slant height also seems relevant for a cone: l = sqrt(r^2 + h^2) = sqrt(9 + 64) = sqrt(73). Maybe the question really wants the slant height since it gives both r and h... I'll give sqrt(73).""",
    other_concl="The slant height of the cone is \\(\\sqrt{73}\\).",
    alt_reason="the volume formula is πr^2 h with no factor of 1/3", nofix="πr^2 h is the cylinder; a cone has the extra factor 1/3",
    unit=("75.40", "Numerically, \\(24\\pi \\approx 75.40\\), so the volume is"),
)
COMB = dict(
    key="comb", gold="105", ds="m", G="105", gform="105\\text{ ways}", xs="210", sub="35", other="35", alt="210",
    q="In how many ways can a committee of 3 people be chosen from 7 people, if one of the 3 is named the chair?",
    open="""Okay, so I need to count the ways to choose a committee of 3 from 7 people, where one of the three is designated as the chair.

""",
    work="""Approach 1: choose the chair first, then the other two. Chair: 7 choices. The other two members from the remaining 6: C(6,2) = 15. Total: 7 × 15 = 105.

Approach 2: choose the 3-person committee first: C(7,3) = 35. Then pick which of the 3 is chair: 3 ways. Total: 35 × 3 = 105.

Both give 105. The two non-chair members are not ordered, so I shouldn't use 7 × 6 × 5. So 105.""",
    verify="""Let me double-check: 7 × 6 × 5 = 210 counts ordered triples (chair, second, third), and the last two are interchangeable, so divide by 2: 210 / 2 = 105. Yes.""",
    slip="""Chair: 7 choices. Then the second member: 6 choices, the third: 5 choices.

Total: 7 × 6 × 5 = 210.""",
    fix="""Wait, the second and third members have no roles, so picking A then B is the same as B then A. I double counted. 210 / 2 = 105. Or 7 × C(6,2) = 7 × 15 = 105. So 105, not 210.""",
    summ=["Choose the chair: \\(7\\) ways.",
          "Choose the other two members from the remaining 6: \\(\\binom{6}{2} = 15\\) ways.",
          "Total: \\(7 \\times 15 = 105\\)."],
    concl="There are \\({}\\) ways to form the committee.",
    other_text="""Hmm, but now I wonder if the chair really changes anything. A committee is a set of 3 people; if I'm just counting committees, it's C(7,3) = 35. I think the question is asking how many committees, so 35.""",
    other_concl="There are 35 possible committees.",
    alt_reason="the two other members are chosen in order", nofix="the two non-chair members have no roles, so their order does not matter",
    unit=None,
)
# fmt: on


BOXES = ("\\[\n\\boxed{%s}\n\\]", "$\\boxed{%s}$", "\\(\\boxed{%s}\\)", "$$\n\\boxed{%s}\n$$")
ENDS = ("**Final Answer**\n", "### Final Answer\n\n", "**Answer:** ", "")


def bx(v: str, i: int) -> str:
    """A box as the closing of an R1 / QwQ / Qwen3 summary (style rotates with the problem)."""
    return BOXES[i % 4] % v


def fin(v: str, i: int) -> str:
    """The closing line(s) of a summary: a heading (or none), then the box."""
    return ENDS[i % 4] + bx(v, i)


PLANS = (
    "Let me restate it to be sure I have everything: {q}\n\nSo I need to be careful about exactly which quantity is asked for, and in what units. Let me go step by step.\n\n",
    "The problem again, word for word: {q}\n\nHmm, let me think about how to approach this. I'll write down each step and not skip anything.\n\n",
    "So the question is: {q}\n\nAlright, let me break this into steps. I want to be careful not to mix up the intermediate numbers with the final answer.\n\n",
    "Let me read it once more. {q}\n\nOkay. I should be careful here; these problems usually have one detail that's easy to miss.\n\n",
)
WRAPS = (
    "Okay, I think I've got it. Let me just scan the problem once more for anything I missed... no, every number given has been used.",
    "Hmm, I don't see any trick in the wording. Alright, I'm fairly confident.",
    "Let me make sure I haven't misread anything... I think everything is accounted for. Okay.",
    "Alright, that seems consistent. I'll write it up now.",
)


def plain(p: dict) -> str:
    """The problem as a trace quotes it: a MATH problem's inline dollars dropped, GSM8K money kept."""
    return p["q"].replace("$", "") if p["ds"] == "m" else p["q"]


def think(p: dict, body: str) -> str:
    i = ORDER.index(p)
    text = "<think>\n" + p["open"] + PLANS[i % 4].format(q=plain(p)) + body
    return text.replace("\n</think>", "\n\n" + WRAPS[i % 4] + "\n</think>", 1)


def summ(p: dict, lines: list) -> str:
    return "\n\n".join(lines)


def v(p: dict, x: str) -> str:
    """A value as the trace writes it in running text: bare for GSM8K, in \\( \\) for MATH."""
    return x if p["ds"] == "g" else "\\(" + x + "\\)"


def cl(p: dict, x: str) -> str:
    return p["concl"].format(x)


HYPO = (
    "Maybe I can guess and check. If the answer were \\boxed{%s}, I'd need some way to confirm "
    "it, but I don't have one without working it out. Hmm. Guessing isn't going to be "
    "reliable here. Let me just compute it directly, carefully, one piece at a time.\n\n"
)


def a_oldbox(p, i):
    t = think(
        p,
        p["slip"]
        + "\n\nLet me double-check this.\n\n"
        + p["fix"]
        + "\n\n"
        + p["verify"]
        + "\n\nOkay. Let me write up the answer.\n</think>\n\n"
        + fin(p["xs"], i),
    )
    return (
        "oldbox",
        "A",
        "boxed",
        t,
        f"the trace's check finds its slip and names {p['G']}, but the box after </think> keeps the old {p['xs']}: the box is the final answer",
    )


def a_sumdiff(p, i):
    t = think(
        p,
        p["work"]
        + "\n\n"
        + p["verify"]
        + "\n</think>\n\n"
        + summ(p, p["summ"][:-1])
        + "\n\n"
        + cl(p, p["sub"])
        + "\n\n"
        + fin(p["sub"], i),
    )
    return (
        "sumdiff",
        "A",
        "boxed",
        t,
        f"the thinking concludes {p['G']}; the summary after </think> stops at {p['sub']} (a subtotal, a rate or a step) and boxes it: the summary counts",
    )


def a_thinkbox(p, i):
    t = think(
        p,
        p["work"]
        + " Let me box that for now: \\boxed{"
        + p["G"]
        + "}.\n\n"
        + p["other_text"]
        + "\n</think>\n\n"
        + p["other_concl"],
    )
    return (
        "thinkbox",
        "A",
        "prose_sentence",
        t,
        f"the only box ({p['G']}) is inside the thinking, kept 'for now'; the trace moves on to a question it set itself and the closing sentence after </think> answers it with {p['other']}, unboxed",
    )


def a_hypo(p, i):
    t = think(
        p,
        HYPO % p["G"]
        + p["slip"]
        + "\n\nHmm, does that look reasonable? It's in the right range, I think. Okay, I'll go with that.\n</think>\n\n**Final Answer:** "
        + v(p, p["xs"]),
    )
    return (
        "hypo",
        "A",
        "final_answer_phrase",
        t,
        f"'if the answer were \\boxed{{{p['G']}}}' is a hypothesis never confirmed; the worked value and the Final Answer line are {p['xs']}",
    )


def a_cut(p, i):
    last = p["summ"][-1]
    k = last.rfind(p["G"])
    assert k > 0, p["key"]
    t = think(p, p["work"] + "\n</think>\n\n" + summ(p, p["summ"][:-1]) + "\n\n" + last[:k])
    return (
        "cut",
        "A",
        "truncated",
        t,
        "the summary after </think> is cut in its last step before the value: no_answer (the thinking's conclusion is not the answer the summary gives)",
    )


def a_doubt(p, i):
    t = think(
        p,
        p["work"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + bx(p["G"], i)
        + f"\n\nBut I'm not sure that's right, maybe it is {v(p, p['alt'])} if {p['alt_reason']}.",
    )
    return (
        "doubt",
        "A",
        "boxed",
        t,
        f"the boxed {p['G']} is followed by an undecided doubt offering {p['alt']}: two values, no decision",
    )


def a_diffq(p, i):
    t = think(
        p,
        p["work"]
        + "\n\nHmm, wait. Let me re-read the question.\n\n"
        + p["other_text"]
        + "\n</think>\n\n"
        + p["other_concl"]
        + "\n\n"
        + fin(p["other"], i),
    )
    return (
        "diffq",
        "A",
        "boxed",
        t,
        f"the trace reaches {p['G']} but then answers a question it set itself; the box is {p['other']}",
    )


def a_twobox(p, i):
    t = think(
        p,
        p["work"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + f"So the answer is \\(\\boxed{{{p['G']}}}\\), or \\(\\boxed{{{p['alt']}}}\\) if {p['alt_reason']}.",
    )
    return (
        "twobox",
        "A",
        "boxed",
        t,
        f"two boxes in the summary for one question ({p['G']} and {p['alt']}): a hedge",
    )


def a_unit(p, i):
    u, sent = p["unit"]
    t = think(
        p, p["work"] + "\n</think>\n\n" + summ(p, p["summ"]) + "\n\n" + sent + "\n\n" + fin(u, i)
    )
    return (
        "unit",
        "A",
        "boxed",
        t,
        f"the box gives {u}: another unit than the one asked, or a rounded decimal for an exact value",
    )


def a_loop(p, i):
    G, a, r = v(p, p["G"]), v(p, p["alt"]), p["alt_reason"]
    loop = (
        f"\n\nWait, but what if {r}? Then it would be {a}. Hmm.\n\nWait, no. Let me re-read the problem. "
        f"I think it's {G}.\n\nWait, but if {r}, then {a}. Hmm, which one?\n\nWait, let me think again. "
        f"The first reading gives {G}. But what if {r}? Then {a}.\n\nWait, no, that gives {G}... or {a}.\n\n"
        f"Wait, let me re-read the problem again.\n\nWait, but if {r}"
    )
    t = think(p, p["work"] + loop)
    return (
        "loop",
        "A",
        "truncated",
        t,
        f"the trace loops 'Wait,' between {G} and {a} and is cut, with no </think> and no decision: no_answer",
    )


def a_tbnone(p, i):
    t = think(
        p,
        p["work"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + bx(p["G"], i)
        + "\n\nHmm, wait — that isn't right. I think I misread part of the problem. Let me redo the whole calculation from the beginning.",
    )
    return (
        "tb_none",
        "A",
        "none",
        t,
        f"the boxed {p['G']} is taken back at the end with nothing in its place: no_answer",
    )


def a_tbrepl(p, i):
    t = think(
        p,
        p["work"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + bx(p["G"], i)
        + f"\n\nWait, no — {p['alt_reason']}, so the answer is actually \\(\\boxed{{{p['alt']}}}\\).",
    )
    return (
        "tb_repl",
        "A",
        "boxed",
        t,
        f"the boxed {p['G']} is taken back and replaced by \\boxed{{{p['alt']}}}",
    )


def b_final(p, i):
    t = think(
        p,
        p["work"]
        + "\n\nHmm, let me re-read the question once more to be sure I answered what it asks. "
        "Yes, that's the quantity it wants.\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n**Final Answer:** \\boxed{"
        + p["G"]
        + "}",
    )
    return (
        "final",
        "B",
        "boxed",
        t,
        "a **Final Answer** line with the box inside it, after a hesitant trace",
    )


def b_repeat(p, i):
    t = think(
        p,
        p["work"]
        + "\n\n"
        + p["verify"]
        + "\n</think>\n\nThe answer is "
        + v(p, p["G"])
        + ".\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\nSo, once more, the answer is "
        + v(p, p["G"])
        + ".\n\n"
        + fin(p["G"], i),
    )
    return ("repeat", "B", "boxed", t, "the summary states the value three times, then boxes it")


def b_noclose(p, i):
    t = think(
        p,
        p["work"]
        + "\n\n"
        + p["verify"]
        + "\n\nHmm, is there another way to read the question? I don't think so — the wording is clear."
        + "\n\nSo the answer is "
        + v(p, p["G"])
        + ".",
    )
    return (
        "noclose",
        "B",
        "answer_is",
        t,
        "the trace ends naturally on its last line 'So the answer is ...' with no </think> and no summary",
    )


def b_check(p, i):
    t = think(
        p,
        p["work"]
        + "\n\n"
        + p["verify"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + fin(p["G"], i),
    )
    return (
        "check",
        "B",
        "boxed",
        t,
        "a second check by another method confirms the value; the summary boxes it",
    )


def b_waitno(p, i):
    t = think(
        p,
        p["work"]
        + f"\n\nWait, what if {p['alt_reason']}? Then it would be {v(p, p['alt'])}. Hmm.\n\n"
        f"Wait, no — {p['nofix']}. So it is right after all: {v(p, p['G'])}.\n</think>\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + fin(p["G"], i),
    )
    return (
        "waitno",
        "B",
        "boxed",
        t,
        f"a doubt offering {p['alt']} is rejected ('Wait, no — ... right after all'), the box is the gold",
    )


def b_fixed(p, i):
    t = think(
        p,
        p["slip"]
        + "\n\nWait, let me check that again.\n\n"
        + p["fix"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + fin(p["G"], i),
    )
    return (
        "fixed",
        "B",
        "boxed",
        t,
        f"the trace first slips to {p['xs']}, finds its error, and the box after </think> holds the corrected value",
    )


def b_tag(p, i):
    t = think(
        p,
        p["work"] + "\n\n" + p["verify"] + "\n</think>\n<answer>\n" + cl(p, p["G"]) + "\n</answer>",
    )
    return ("tag", "B", "tag", t, "an <answer> tag holding a sentence that states the value")


def b_equal(p, i):
    t = think(
        p,
        p["work"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + fin(p["gform"], i),
    )
    return ("equal", "B", "boxed", t, f"the box holds {p['gform']}, equal in value to the gold")


def b_hypook(p, i):
    t = think(
        p,
        HYPO % p["xs"]
        + p["work"]
        + "\n\n"
        + p["verify"]
        + "\n</think>\n\n"
        + cl(p, p["G"])
        + "\n\n"
        + fin(p["G"], i),
    )
    return (
        "hypo_ok",
        "B",
        "boxed",
        t,
        f"an early hypothesis box \\boxed{{{p['xs']}}} is never adopted; the last box is the gold",
    )


def b_plain(p, i):
    t = think(
        p,
        p["work"]
        + "\n\n"
        + p["verify"]
        + "\n</think>\n\n"
        + summ(p, p["summ"])
        + "\n\n**Answer:** "
        + cl(p, p["G"]),
    )
    return (
        "plain",
        "B",
        "final_answer_phrase",
        t,
        "o1-style summary ending '**Answer:**' and a sentence, no box",
    )


A_EVEN = (a_oldbox, a_sumdiff, a_thinkbox, a_hypo, a_cut, a_doubt)
A_ODD = (a_diffq, a_twobox, a_unit, a_loop, a_tbnone, a_tbrepl)
B_ALL = (
    b_final,
    b_repeat,
    b_noclose,
    b_check,
    b_waitno,
    b_fixed,
    b_tag,
    b_equal,
    b_hypook,
    b_plain,
)


ORDER = (
    THEATER,
    POOL,
    DIST,
    ANGLE,
    SAVING,
    FLOUR,
    SERIES,
    PROB,
    JAM,
    COMMUTE,
    MOD,
    QUAD,
    FENCE,
    CYCLE,
    LOG,
    CONE,
    HIKE,
    RACE,
    COMB,
    COOKIES,
)


def build() -> list:
    """Problem i (in ORDER) gets the six kind-A shapes of its parity and kind-B shapes
    (4i .. 4i+3) mod 10: each A shape 10 times, each B shape 8 times."""
    cases = []
    for i, p in enumerate(ORDER):
        shapes = list(A_EVEN if i % 2 == 0 else A_ODD) + [B_ALL[(4 * i + k) % 10] for k in range(4)]
        make = g if p["ds"] == "g" else m
        for shape in shapes:
            suffix, kind, form, text, note = shape(p, i)
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{p['ds']}_{p['key']}_{suffix}"
            cases.append(make(case_id, kind, p["gold"], truth, form, text, note))
    return cases


CASES = build()
DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    write_probes("adversarial_redteam228", CASES, [], DECISIONS)
