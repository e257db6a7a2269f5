r"""Build adversarial_redteam169.jsonl: round 169 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam169"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam159.py / 163.py / 165.py (structure, docstring, label
conventions, DECISIONS; their Aim paragraphs read to AVOID their shapes) were read; no probe of
theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B: LONG
REASONING TRACES the way DeepSeek-R1-Distill (Qwen 1.5B/7B, Llama 8B), QwQ and Qwen3 in thinking
mode write them: a think block of 8-10 reasoning steps ("Okay, so ...", "Alright, let me see",
"Hmm, wait", "Let me double-check", "Alternatively,", "But wait, the question asks ...") that weighs
several candidate values, catches slips and rejects readings, then after `</think>` a short final
solution and the answer (`\boxed{}` in a sentence, R1's "**Final Answer**\n\[\n\boxed{...}\n\]",
Qwen3's "### Final Answer" with $$...$$, QwQ's "\[ \boxed{...} \]", "The answer is ...", a bold
"**Answer: ...**", `####`, a Minerva line, or an `<answer>` tag when the prompt asked for one). The
think block is opened by the completion ("<think>\n") or, as when the chat template opens it, only
`</think>` appears. Kind B: the right final answer after a trace full of other candidates; the final
answer in another equal notation than the trace's (\text{} units, \$70.00, \$64.8, 39/10 for 3.9,
10/2 for 5, 2\sqrt{16} for 8, \dfrac, slash fractions, swapped radical terms, "x = 4", an
inequality for an interval, (4, 2\pi/3)); a summary restating the givens after the box; the trace's
LAST value wrong but the solution after `</think>` right (it counts); a wrong draft box inside the
trace, retracted there, with the right final answer; a box followed by "This matches the check
above."; an `<answer>` tag. Kind A: the trace reaches the gold but the final answer after `</think>`
states a subtotal, another quantity, a unit slip (minutes for hours), a rounded value, an algebra or
arithmetic slip, or a candidate the trace had rejected; two boxes with different values in the final
part (a hedge); a final part whose box is followed by "Wait, ..." and another value without a new
commitment (wrong); the gold boxed INSIDE the think block but another value after `</think>`; a tag
holding another value; a trace cut by the token limit before `</think>` with the gold only as a
mid-trace candidate (no_answer); `</think>` followed by nothing, or by an empty
"**Final Answer** \boxed{}" (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 rows of 14 tulip bulbs, a quarter do not bloom -> 63 (84 total; 21 not blooming; slip 74 =
6 * 14 caught; slip 62); 4 batches of 30 rolls in bags of 6 at $3.50 -> 70 (120 rolls; 20 bags; per
roll 420; slip 75); 3 h at 80 km/h + 2.5 h at 60 km/h -> 390 (240 + 150; averaged speed 70 * 5.5 =
385; slip 380); 46 hours at $16 with time and a half over 40 -> 784 (640 + 6 * 24 = 144; flat 46 *
16 = 736; slip 774); $80 shoes 25% off + 8% tax on the sale price -> 64.8 (60; 4.80; tax on the
original 66.40; rounded 65); 15,000 L tank holding 3,000 L, pump 600 L/h, hours -> 20 (12,000 L;
25 ignoring the 3,000; 1,200 minutes); 45 pages each weekday + 70 each weekend day, 2 weeks -> 730
(365 a week; 14 * 45 = 630; slip 720); 24 hens x 5 eggs a week at $4 a dozen -> 40 (120 eggs; 10
dozen; per egg 480; keep a dozen 36); in 6 years twice as old as 9 years ago -> 24 (30; 15; slip
12; 2(x + 6) = x - 9 gives -21); two 12 x 9 ft and two 10 x 9 ft walls, two coats, 350 sq ft a
gallon, whole gallons -> 3 (396; 792; 2.26; 2 rounded down); 150 candies, 2/5 to Ben, 1/3 of the
rest to Cara -> 60 (Ben 60, 90 left, Cara 30; a third of the original: 40; slip 50); 26 miles at 9
min a mile, hours -> 3.9 (234 minutes; 3 h 54 min misread 3.54; rounded 4); $189 bike, $45 saved,
$12 a week -> 12 (144; 189 / 12 = 15.75 -> 16; one extra week 13).
MATH: sum of the solutions of |2x - 5| = 9 -> 5 (x = 7, -2; product -14; 7 - (-2) = 9); two dice,
P(sum 8) -> \frac{5}{36} (unordered 3/21 = 1/7; sum 7: 1/6; 0.139; 5 outcomes); distance between
the foci of x^2/25 + y^2/9 = 1 -> 8 (c = 4; hyperbola 2\sqrt{34}; major axis 10); sin 75° ->
\frac{\sqrt{6}+\sqrt{2}}{4} (sin 15° = (\sqrt6 - \sqrt2)/4; 0.9659); 6 + 4 + 8/3 + ... -> 18 (r =
2/3; 6 * 1/3 = 2 slip; 6 + 4 + 8/3 = 38/3); f(x) = (2x + 3)/(x - 1), f^{-1}(5) -> \frac{8}{3} (f(5) =
13/4; 1/f(5) = 4/13; 2 2/3); arrangements of BANANA -> 60 (6! = 720; 6!/3! = 120; 6!/2! = 360);
3^{100} mod 7 -> 4 (cycle 3, 2, 6, 4, 5, 1; 100 = 6 * 16 + 4; period 3 gives 3; 3^5 gives 5; 2^{50}
mod 7 = 4); (-2, 2\sqrt3) in polar -> (4, 2\pi/3) (arctan -\pi/3; 5\pi/3; the angle alone);
x^2 - x - 12 < 0 -> (-3,4) ([-3, 4]; the complement; the roots); remainder of x^3 - 2x^2 + 5x - 7 on
division by x - 2 -> 3 (p(-2) = -33; quotient x^2 + 5; -7 dropped: 10); det [[2, -1, 0], [1, 3, 4],
[0, 5, -2]] -> -54 (2(-26) - 2; sign slip -50; first term -52; 54); log_2 x + log_2(x - 2) = 3 -> 4
(x = -2 extraneous; both roots; x(x - 2) = 8).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, `ok_` marking kind B. Kind B shapes: `cands` (box in
a sentence after a candidate-rich trace), `heading` (R1 / Qwen3 / QwQ final-answer heading), `open0`
(no opening <think>, "The answer is ..."), `alt` (another equal notation), `summary` (givens restated
after the box), `badtrace` (the trace's last value wrong, the final right), `check` ("This matches
the check above."), `tag` (<answer>), `wbox` (a wrong draft box retracted inside the trace), `hash`,
`minerva`, `bold`, and the two debatable `mixed` and `noclose`. Kind A shapes: `sub`, `disc`,
`wrong` (a subtotal / a rejected candidate / a slip or unit slip as the final answer after the
trace reached the gold), `two` (two boxes, a hedge), `wait` (a trailing "Wait, ..." with another
value), `boxin_<which>` (the gold boxed inside the trace, another value after </think>), `tag_<which>`,
`open0[_<which>]` (no opening <think>, "The answer is <other>."), `cut` (token limit inside the
trace: no_answer), `empty` (nothing after </think>: no_answer), `ebox` (an empty final box:
no_answer). Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 159, 163 and 165): the LAST
final answer counts, and the final answer of a thinking completion is the one after `</think>`:
values inside the think block (candidates, drafts, even a boxed gold or a boxed wrong value) do not
count once a final answer follows `</think>`. A right final value in another honest notation is
correct (units in \text{}, \$ and trailing .00 or one decimal, an unreduced fraction or unsimplified
radical equal to the gold, \dfrac, a slash fraction, radical terms in another order or factored,
"x = 4", an interval written as an inequality, plain parentheses and a slash for a polar pair, an
exact fraction for a decimal gold); text after a committed answer that only restates the givens or
says it matches a check does not change it. A final answer that states a subtotal, another
quantity, another unit than asked, a rounded value for an exact gold, a slip, a rejected candidate,
the extraneous root with the real one, one coordinate of a pair, or the roots for a solution set is
wrong; two boxes with different values, or a box followed by "Wait, ..." and another value without
a new commitment, is wrong (a hedge); no final answer (cut before `</think>` however close the trace
came, `</think>` followed by nothing, an empty box) is no_answer. Debatable (2, with DECISIONS):
`ok_m_finv_mixed` (2\frac{2}{3} for \frac{8}{3}), `ok_m_det_noclose` (a complete trace and a final
answer block, but `</think>` never written).

Usage: python build_adversarial_redteam169.py (writes adversarial_redteam169.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import MINERVA, g, m, r1final, write_probes  # noqa: E402

# fmt: off
# GSM8K problems. Fields: gold; gd (the gold as the final answers write it); lines (the think
# trace, one reasoning step a line, ending on the gold); sep (how the trace's lines are joined);
# bad (lines that replace the trace's last line so that its last value is wrong, badv that value);
# cut_k / cut_tail (the trace kept to line cut_k, then a half-written doubt: token limit);
# wbox (index, line): a wrong draft box inserted in the trace and retracted there; boxin: the gold
# boxed inside the trace; sol: the short solution after </think>; alt / alt_note: the gold in
# another equal notation; summ: a summary restating the givens; sub / disc / wrong: (line, value,
# note) for the final answers of kind A; wait: the trailing "Wait, ..." doubt; cands: the trace's
# candidate values; shapes: the ten probes (five B, five A; "name:which" picks the value).
GP = {
    "tulip": dict(
        gold="63", gd="63", sep="\n\n",
        lines=[
            "Okay, so Rosa plants 6 rows of tulip bulbs with 14 bulbs in each row, and a quarter of the bulbs don't bloom. I need to find how many tulips bloom.",
            "First, the total number of bulbs: 6 times 14. Hmm, 6 * 14 = 74? Wait, no. 6 * 10 = 60 and 6 * 4 = 24, so 60 + 24 = 84.",
            "So there are 84 bulbs.",
            "A quarter of them don't bloom: 84 / 4 = 21.",
            "So 21 bulbs don't bloom. Is the answer 21? But wait, the question asks how many DO bloom.",
            "That's 84 - 21 = 63.",
            "Alternatively, three quarters bloom: 84 * 3 / 4 = 252 / 4 = 63. Same thing.",
            "Let me double-check: 63 + 21 = 84, and 84 / 6 = 14 per row. Yes.",
            "So 63 tulips bloom.",
        ],
        bad=["Hmm, let me redo the subtraction once more to be safe: 84 - 21 = 62.", "So 62 tulips bloom."], badv="62",
        cut_k=6, cut_tail="Hmm, but wait, does \"a quarter of the bulbs\" mean a quarter of each row? Then each row loses 14 / 4 = 3.",
        wbox=(4, "So the answer is \\boxed{21}."),
        boxin="So the answer is \\boxed{63}.",
        sol="Total bulbs: $6 \\times 14 = 84$.\nBulbs that do not bloom: $\\frac{1}{4} \\times 84 = 21$.\nBulbs that bloom: $84 - 21 = 63$.\n\n",
        alt="63 \\text{ tulips}", alt_note="'\\text{ tulips}' in the box; the trace writes a bare 63",
        summ="To summarize: Rosa planted 6 rows of 14 bulbs, 84 in all, and a quarter of them, 21, did not bloom.",
        sub=("The total number of bulbs is $6 \\times 14 = 84$.", "84", "all the bulbs planted, a subtotal"),
        disc=("A quarter of the bulbs do not bloom: $84 \\div 4 = 21$.", "21", "the bulbs that do not bloom, which the trace set aside"),
        wrong=("$84 - 21 = 62$ tulips bloom.", "62", "a subtraction slip"),
        wait="the question might mean the bulbs that do not bloom, which would be 21. Hmm.",
        cands="74, 84, 21",
        shapes=["cands", "alt", "summary", "badtrace", "tag", "sub", "disc", "cut", "two", "empty"],
    ),
    "rolls": dict(
        gold="70", gd="70", sep="\n",
        lines=[
            "Alright, let me see. The baker makes 4 batches of 30 rolls and sells them in bags of 6 for $3.50 a bag. How much money does she make if she sells every bag?",
            "Total rolls: 4 * 30 = 120.",
            "Bags: 120 / 6 = 20 bags.",
            "Each bag is $3.50, so 20 * 3.50. Hmm, 20 * 3 = 60 and 20 * 0.5 = 10, total 70.",
            "Wait, should I have multiplied the rolls by 3.50 instead? 120 * 3.50 = 420. No, the $3.50 is per bag, not per roll.",
            "So it's 20 bags, $70.",
            "Let me double-check the bag count: 6 * 20 = 120. Yes, every roll goes into a bag, none left over.",
            "And 3.5 * 20 = 70. Okay.",
            "So the baker makes $70.",
        ],
        bad=["Hmm, hold on, let me multiply again: 20 * 3.5 = 75?", "So $75."], badv="75",
        cut_k=4, cut_tail="Wait, should I have multiplied the rolls by 3.50 instead? That would be 120 * 3.50 =",
        wbox=(3, "So \\boxed{20}? No wait, 20 is the number of bags; the question asks for the money."),
        boxin="So the answer is \\boxed{70}.",
        sol="Rolls baked: $4 \\times 30 = 120$.\nBags: $120 \\div 6 = 20$.\nMoney: $20 \\times \\$3.50 = \\$70$.\n\n",
        alt="\\$70.00", alt_note="'\\$70.00' in the box; the trace writes 70",
        summ="(4 batches of 30 rolls = 120 rolls = 20 bags of 6 at $3.50 a bag.)",
        sub=("That is $120 \\div 6 = 20$ bags of rolls.", "20", "the number of bags, not the money"),
        disc=("$120$ rolls at $\\$3.50$ each come to $\\$420$.", "420", "the per-roll reading the trace rejected"),
        wrong=("$20$ bags at $\\$3.50$ each: $20 \\times 3.5 = 75$.", "75", "a multiplication slip (20 x 3.5 = 70)"),
        wait="is the $3.50 per roll? Then it would be $420. Hmm.",
        cands="20, 420",
        shapes=["heading", "open0", "check", "wbox", "hash", "wait", "boxin", "tag:sub", "wrong", "ebox"],
    ),
    "train": dict(
        gold="390", gd="390", sep="\n\n",
        lines=[
            "Okay, so the train goes 3 hours at 80 km/h and then 2.5 hours at 60 km/h. I need the total distance.",
            "First leg: 3 * 80 = 240 km.",
            "Second leg: 2.5 * 60 = 150 km.",
            "Total: 240 + 150 = 390 km.",
            "Hmm, alternatively I could average the speeds: (80 + 60) / 2 = 70 km/h over 5.5 hours = 385 km. But that's not right, because the two legs take different times, so a plain average of the speeds doesn't work.",
            "Let me double-check the second leg: 2 hours at 60 is 120, plus half an hour at 60 is 30, so 150. Yes.",
            "Wait, is the question asking for the average speed? Let me re-read... no, it asks how far the train travels in total.",
            "So 390 km.",
        ],
        bad=["Hmm, but if I use the average speed, 70 over 5.5 hours, I get 385. Maybe it's 385."], badv="385",
        cut_k=4, cut_tail="Hmm, alternatively I could average the speeds: (80 + 60) / 2 = 70 km/h, times 5.5 hours is",
        wbox=(2, "So is it \\boxed{240}? Hmm no, that's only the first leg; there are still 2.5 hours at 60."),
        boxin="So the answer is \\boxed{390}.",
        sol="First part: $3 \\times 80 = 240$ km.\nSecond part: $2.5 \\times 60 = 150$ km.\nTotal: $240 + 150 = 390$ km.\n\n",
        alt="390\\text{ km}", alt_note="'\\text{ km}' in the box; the trace writes 390 km in words",
        summ="In short: 3 hours at 80 km/h is 240 km and 2.5 hours at 60 km/h is 150 km.",
        sub=("The first part of the trip is $3 \\times 80 = 240$ km.", "240", "the first leg only"),
        disc=("The average speed is $\\frac{80 + 60}{2} = 70$ km/h, and $70 \\times 5.5 = 385$ km.", "385", "the averaged-speed distance the trace rejected"),
        wrong=("The total is $240 + 150 = 380$ km.", "380", "an addition slip"),
        wait="should I have used the average speed? That gives 70 x 5.5 = 385 km.",
        cands="240, 150, 385",
        shapes=["cands", "summary", "bold", "badtrace", "alt", "sub", "open0", "cut", "two", "disc"],
    ),
    "wage": dict(
        gold="784", gd="784", sep="\n",
        lines=[
            "Okay, let's see. Mia earns $16 an hour for the first 40 hours each week and time and a half for overtime. She worked 46 hours. What does she earn?",
            "Regular pay: 40 * 16 = 640.",
            "Overtime hours: 46 - 40 = 6.",
            "Overtime rate: 1.5 * 16 = 24 dollars an hour.",
            "Overtime pay: 6 * 24 = 144.",
            "Total: 640 + 144 = 784.",
            "Hmm, wait. What if I just did 46 * 16? That's 736. But that ignores the time and a half, so no.",
            "Or 6 * 16 = 96 for the overtime, giving 736 again. Same mistake.",
            "Let me double-check 6 * 24: 6 * 20 = 120, 6 * 4 = 24, so 144. And 640 + 144 = 784. Yes.",
            "So she earns $784.",
        ],
        bad=["Hmm, actually, let me recompute the total: 640 + 144 = 774.", "So $774."], badv="774",
        cut_k=6, cut_tail="Hmm, wait. Is time and a half paid on all hours once she goes over 40? Then 46 * 24 =",
        wbox=(2, "Is the answer \\boxed{640}? No, she worked 46 hours, so there's overtime too."),
        boxin="So the answer is \\boxed{784}.",
        sol="Regular pay: $40 \\times \\$16 = \\$640$.\nOvertime: $6$ hours at $1.5 \\times \\$16 = \\$24$, so $6 \\times \\$24 = \\$144$.\nTotal: $\\$640 + \\$144 = \\$784$.\n\n",
        alt="\\$784.00", alt_note="'\\$784.00' in the box",
        summ="Summary: 40 regular hours at $16 and 6 overtime hours at $24.",
        sub=("Her regular pay is $40 \\times \\$16 = \\$640$.", "640", "the regular pay only"),
        disc=("$46$ hours at $\\$16$ is $\\$736$.", "736", "the flat-rate total the trace rejected"),
        wrong=("Overtime: $6 \\times \\$24 = \\$144$. Total: $\\$640 + \\$144 = \\$774$.", "774", "an addition slip"),
        wait="does overtime pay double time here? With double time it would be 640 + 6 x 32 = 832.",
        cands="640, 144, 736",
        shapes=["heading", "check", "tag", "wbox", "open0", "wrong", "wait", "empty", "boxin:sub", "sub"],
    ),
    "shoes": dict(
        gold="64.8", gd="64.80", sep="\n\n",
        lines=[
            "Okay, so the shoes cost $80, they're 25% off, and then 8% sales tax is added to the sale price. What does Jon pay?",
            "25% of 80 is 20, so the sale price is 80 - 20 = 60.",
            "Tax: 8% of 60 = 0.08 * 60 = 4.8.",
            "Total: 60 + 4.8 = 64.8.",
            "Wait, should the tax be on the original price? 8% of 80 = 6.4, giving 66.4. Hmm, but the problem says the tax is added to the sale price, so 4.8 is right.",
            "Alternatively: 80 * 0.75 * 1.08. 80 * 0.75 = 60, 60 * 1.08 = 64.8. Same.",
            "Let me double-check 0.08 * 60: 8 * 6 = 48, so 4.80. Yes.",
            "So Jon pays $64.80.",
        ],
        bad=["Hmm, prices like that usually get rounded, so about $65."], badv="65",
        cut_k=4, cut_tail="Wait, should the tax be on the original price? 8% of 80 = 6.4, so",
        wbox=(2, "Then \\boxed{60}? Wait, no, I still need the tax."),
        boxin="So the answer is \\boxed{64.80}.",
        sol="Sale price: $80 - 0.25 \\times 80 = \\$60$.\nTax: $0.08 \\times \\$60 = \\$4.80$.\nTotal: $\\$60 + \\$4.80 = \\$64.80$.\n\n",
        alt="\\$64.8", alt_note="'\\$64.8' (one decimal place) in the box; the trace ends on $64.80",
        summ="Recap: $80 shoes, 25% off ($20 off), then 8% tax on the $60 sale price ($4.80).",
        sub=("The sale price is $\\$80 \\times 0.75 = \\$60$.", "60", "the sale price before tax"),
        disc=("With the tax on the original price: $\\$60 + 0.08 \\times \\$80 = \\$66.40$.", "66.40", "tax on the original price, the reading the trace rejected"),
        wrong=("$\\$64.80$ rounds to $\\$65$.", "65", "rounded to whole dollars"),
        wait="the tax might apply to the original price, which would make it $66.40.",
        cands="60, 4.8, 66.4",
        shapes=["alt", "hash", "badtrace", "cands", "summary", "disc", "tag:sub", "ebox", "two", "cut"],
    ),
    "pool": dict(
        gold="20", gd="20", sep="\n",
        lines=[
            "Okay, so the tank holds 15,000 liters, it already has 3,000 liters in it, and the pump adds 600 liters per hour. How many hours until it's full?",
            "Hmm, 15,000 / 600 = 25 hours. But wait, it already has 3,000 liters in it.",
            "So it needs 15,000 - 3,000 = 12,000 more liters.",
            "12,000 / 600 = 20 hours.",
            "Let me double-check: 600 * 20 = 12,000. Yes.",
            "In minutes that would be 20 * 60 = 1,200 minutes, but the question asks for hours.",
            "Alternatively, the 3,000 liters already there are 3,000 / 600 = 5 hours' worth, so 25 - 5 = 20. Same.",
            "So 20 hours.",
        ],
        bad=["Hmm wait, maybe I misread and the 3,000 liters are to be drained first... then it's the full 15,000 / 600 = 25.", "So 25 hours."], badv="25",
        cut_k=4, cut_tail="Hmm, but does the tank leak? Let me re-read the question. It says the pump adds 600 liters per hour and the tank",
        wbox=(2, "So \\boxed{25}? No, that ignores the water already in it."),
        boxin="So the answer is \\boxed{20}.",
        sol="Liters still needed: $15{,}000 - 3{,}000 = 12{,}000$.\nTime: $12{,}000 \\div 600 = 20$ hours.\n\n",
        alt="20\\text{ h}", alt_note="'\\text{ h}' in the box; the trace writes '20 hours'",
        summ="(12,000 of the 15,000 liters are still missing; the pump adds 600 liters per hour.)",
        sub=("It needs $15{,}000 - 3{,}000 = 12{,}000$ more liters.", "12000", "the liters still needed, not the time"),
        disc=("At $600$ liters per hour, $15{,}000 \\div 600 = 25$ hours.", "25", "ignores the 3,000 L already in the tank (the trace's first candidate)"),
        wrong=("$12{,}000 \\div 600 = 20$ hours, which is $20 \\times 60 = 1{,}200$ minutes.", "1200", "the time in minutes, not the hours asked (a unit slip)"),
        wait="if the 3,000 liters have to be drained first, it would be 25 hours.",
        cands="25, 12,000, 1,200 minutes",
        shapes=["open0", "heading", "bold", "check", "alt", "wrong", "disc", "wait", "boxin:sub", "empty"],
    ),
    "pages": dict(
        gold="730", gd="730", sep="\n\n",
        lines=[
            "Okay, so Liam reads 45 pages on each weekday and 70 pages on each weekend day. How many pages does he read in 2 weeks?",
            "One week has 5 weekdays and 2 weekend days.",
            "Weekdays: 5 * 45 = 225.",
            "Weekend: 2 * 70 = 140.",
            "One week: 225 + 140 = 365.",
            "Hmm, interesting, 365, like the days in a year. But the question asks for 2 weeks.",
            "So 2 * 365 = 730.",
            "Wait, let me check I didn't mix it up: if he read 45 every day it would be 14 * 45 = 630, and the 4 weekend days add 4 * 25 = 100 more, so 730. Yes.",
            "So 730 pages.",
        ],
        bad=["Hmm, hold on, did it say 2 weeks or one? I'll go with one week: 365."], badv="365",
        cut_k=7, cut_tail="Wait, does \"weekend day\" include Friday? If Friday counts, then 4 * 45 + 3 * 70 =",
        wbox=(5, "So \\boxed{365}."),
        boxin="So the answer is \\boxed{730}.",
        sol="One week: $5 \\times 45 + 2 \\times 70 = 225 + 140 = 365$ pages.\nTwo weeks: $2 \\times 365 = 730$ pages.\n\n",
        alt="730 \\text{ pages}", alt_note="'\\text{ pages}' in the box",
        summ="Givens used: 45 pages on each of 5 weekdays and 70 on each of 2 weekend days, for 2 weeks.",
        sub=("In one week he reads $5 \\times 45 + 2 \\times 70 = 365$ pages.", "365", "one week only"),
        disc=("At $45$ pages a day for $14$ days: $630$ pages.", "630", "every day at the weekday rate"),
        wrong=("Two weeks: $2 \\times 365 = 720$ pages.", "720", "a multiplication slip"),
        wait="does the weekend include Friday? Then it would be 4 x 45 + 3 x 70 = 390 a week, 780 in two weeks.",
        cands="365, 630",
        shapes=["cands", "tag", "wbox", "summary", "hash", "sub", "wrong", "open0", "cut", "ebox"],
    ),
    "eggs": dict(
        gold="40", gd="40", sep="\n",
        lines=[
            "Alright, 24 hens, each lays 5 eggs a week, and the eggs are sold by the dozen at $4 a dozen. How much money per week?",
            "Eggs per week: 24 * 5 = 120.",
            "Dozens: 120 / 12 = 10.",
            "Money: 10 * 4 = 40 dollars.",
            "Hmm, wait, is the $4 per egg? No, it says $4 per dozen. If it were per egg it'd be 120 * 4 = 480, which is way too much for eggs.",
            "Let me double-check: 10 dozen is 120 eggs, and 24 hens * 5 = 120. Yes.",
            "Alternatively, the price per egg is 4 / 12 = 1/3 dollar, and 120 / 3 = 40. Same.",
            "So $40 a week.",
        ],
        bad=["Hmm, but maybe the family keeps a dozen for themselves? Then 9 * 4 = 36. I'll go with 36."], badv="36",
        cut_k=4, cut_tail="Hmm, wait, is the $4 per egg? If so it'd be 120 * 4 =",
        wbox=(2, "So \\boxed{120}? No, that's eggs, not money."),
        boxin="So the answer is \\boxed{40}.",
        sol="Eggs: $24 \\times 5 = 120$.\nDozens: $120 \\div 12 = 10$.\nIncome: $10 \\times \\$4 = \\$40$.\n\n",
        alt="40 \\text{ dollars}", alt_note="'\\text{ dollars}' in the box; the trace writes $40",
        summ="(24 hens x 5 eggs = 120 eggs = 10 dozen, at $4 a dozen.)",
        sub=("The hens lay $24 \\times 5 = 120$ eggs a week.", "120", "the egg count, not the money"),
        disc=("At $\\$4$ per egg: $120 \\times \\$4 = \\$480$.", "480", "the per-egg reading the trace rejected"),
        wrong=("The $120$ eggs make $10$ dozen.", "10", "the number of dozens"),
        wait="maybe they keep a dozen for themselves, which would make it 9 x 4 = $36.",
        cands="120, 10, 480",
        shapes=["badtrace", "heading", "alt", "check", "bold", "disc", "two", "tag:wrong", "wait", "cut"],
    ),
    "age": dict(
        gold="24", gd="24", sep="\n\n",
        lines=[
            "Okay, let me parse this. In 6 years, Ana will be twice as old as she was 9 years ago. How old is she now?",
            "Let x be her age now. In 6 years: x + 6. Nine years ago: x - 9.",
            "Equation: x + 6 = 2(x - 9).",
            "x + 6 = 2x - 18.",
            "So x = 24.",
            "Hmm, wait, let me double-check: in 6 years she's 30, nine years ago she was 15, and 2 * 15 = 30. Yes!",
            "But wait, the question asks how old she is now, not in 6 years. So 24, not 30.",
            "Alternatively, suppose I set it up as 2(x + 6) = x - 9; then x = -21, impossible, so the first setup is the right one.",
            "So Ana is 24.",
        ],
        bad=["So Ana will be 30."], badv="30",
        cut_k=6, cut_tail="Hmm, but maybe \"twice as old as she was\" refers to her brother's age? Let me re-read. \"In 6 years, Ana will be twice as old as",
        wbox=(4, "So x = 18 - 6 = 12, \\boxed{12}? No wait: moving terms, 2x - x = 6 + 18, not 18 - 6."),
        boxin="So the answer is \\boxed{24}.",
        sol="Let $x$ be Ana's age now. Then $x + 6 = 2(x - 9)$, so $x + 6 = 2x - 18$ and $x = 24$.\nCheck: $24 + 6 = 30 = 2 \\times 15 = 2(24 - 9)$.\n\n",
        alt="24 \\text{ years old}", alt_note="'\\text{ years old}' in the box",
        summ="Recap: in 6 years Ana will be 30, twice the 15 she was 9 years ago.",
        sub=("In 6 years Ana will be $24 + 6 = 30$.", "30", "her age in 6 years"),
        disc=("Nine years ago she was $24 - 9 = 15$.", "15", "her age 9 years ago"),
        wrong=("$x + 6 = 2x - 18$ gives $x = 12$.", "12", "an algebra slip (18 - 6)"),
        wait="the question might be asking her age in 6 years, which is 30.",
        cands="30, 15, -21",
        shapes=["cands", "open0", "alt", "tag", "summary", "sub", "boxin:disc", "wrong", "empty", "two:sub"],
    ),
    "paint": dict(
        gold="3", gd="3", sep="\n",
        lines=[
            "Okay, so the room has two walls 12 ft by 9 ft and two walls 10 ft by 9 ft. Two coats, one gallon covers 350 square feet, and paint is only sold in whole gallons. How many gallons?",
            "Area of the long walls: 2 * 12 * 9 = 216.",
            "Area of the short walls: 2 * 10 * 9 = 180.",
            "Total: 216 + 180 = 396 square feet.",
            "Two coats: 2 * 396 = 792.",
            "Gallons: 792 / 350 = 2.26...",
            "Hmm, so about 2.26 gallons. Round to 2? No wait, 2 gallons only cover 700 square feet, which isn't enough for 792.",
            "Whole gallons, so round up: 3 gallons.",
            "Let me double-check: 3 * 350 = 1050 >= 792, and 2 * 350 = 700 < 792. So 3.",
            "So 3 gallons.",
        ],
        bad=["Hmm, actually maybe one coat is enough and the second is optional... 396 / 350 = 1.13, so 2 gallons.", "So 2 gallons."], badv="2",
        cut_k=8, cut_tail="Wait, but do I need to subtract a door and a window? The problem doesn't say, but usually a door is about",
        wbox=(6, "So \\boxed{2.26}? Hmm, no, paint comes in whole gallons."),
        boxin="So the answer is \\boxed{3}.",
        sol="Wall area: $2(12 \\times 9) + 2(10 \\times 9) = 216 + 180 = 396$ sq ft.\nTwo coats: $2 \\times 396 = 792$ sq ft.\nGallons: $792 / 350 \\approx 2.26$, rounded up to $3$.\n\n",
        alt="3 \\text{ gallons}", alt_note="'\\text{ gallons}' in the box",
        summ="(Walls: 2 x 12 x 9 + 2 x 10 x 9 = 396 sq ft, two coats, 350 sq ft per gallon.)",
        sub=("Two coats cover $2 \\times 396 = 792$ square feet.", "792", "the square footage"),
        disc=("$792 \\div 350 \\approx 2.26$, so about $2$ gallons.", "2", "rounded down, which the trace rejected (700 sq ft is not enough)"),
        wrong=("$792 \\div 350 \\approx 2.26$ gallons.", "2.26", "the unrounded quotient, though paint is sold in whole gallons"),
        wait="if one coat is enough it would only be 2 gallons.",
        cands="396, 792, 2.26, 2",
        shapes=["heading", "wbox", "badtrace", "hash", "bold", "disc", "sub", "open0", "ebox", "wait"],
    ),
    "candy": dict(
        gold="60", gd="60", sep="\n\n",
        lines=[
            "Okay, so there are 150 candies in the jar. Ben takes 2/5 of them, then Cara takes 1/3 of what is left. How many are left in the jar?",
            "Ben: 2/5 * 150 = 60.",
            "Left after Ben: 150 - 60 = 90.",
            "Cara takes 1/3 of the remaining 90, so 30.",
            "Left: 90 - 30 = 60.",
            "Hmm wait, did Cara take 1/3 of the original 150? That would be 50, leaving 90 - 50 = 40. But it says \"of what is left\", so 30.",
            "Interesting, so Ben took 60 and 60 are left. Let me make sure I'm not confusing the two.",
            "Check: 60 (Ben) + 30 (Cara) + 60 (left) = 150. Yes.",
            "So 60 candies are left.",
        ],
        bad=["Hmm, rereading quickly, maybe Cara took 1/3 of the original after all. Then 40 are left."], badv="40",
        cut_k=5, cut_tail="Hmm wait, did Cara take 1/3 of the original 150? That would be 50, leaving",
        wbox=(3, "So \\boxed{90}? No, Cara still takes some."),
        boxin="So the answer is \\boxed{60}.",
        sol="Ben takes $\\frac{2}{5} \\times 150 = 60$, leaving $90$.\nCara takes $\\frac{1}{3} \\times 90 = 30$, leaving $90 - 30 = 60$.\n\n",
        alt="60 \\text{ candies}", alt_note="'\\text{ candies}' in the box",
        summ="To recap: Ben took 60 of the 150 candies and Cara took 30 of the remaining 90.",
        sub=("After Ben takes $60$, there are $150 - 60 = 90$ left.", "90", "the count after Ben only"),
        disc=("If Cara takes $\\frac{1}{3}$ of the original $150$, that is $50$, leaving $90 - 50 = 40$.", "40", "the 'third of the original' reading the trace rejected"),
        wrong=("Cara takes $\\frac{1}{3} \\times 90 = 30$, leaving $90 - 30 = 50$.", "50", "a subtraction slip"),
        wait="maybe Cara took a third of the original 150, which would leave 40.",
        cands="90, 30, 40",
        shapes=["cands", "check", "summary", "open0", "tag", "sub", "disc", "boxin:wrong", "cut", "wrong"],
    ),
    "run": dict(
        gold="3.9", gd="3.9", sep="\n",
        lines=[
            "Okay, a runner keeps a pace of 9 minutes per mile for 26 miles. How many hours does the run take?",
            "Total minutes: 26 * 9 = 234 minutes.",
            "Convert to hours: 234 / 60 = 3.9 hours.",
            "Hmm, or is that 3 hours 54 minutes? 3 * 60 = 180, 234 - 180 = 54. So 3 h 54 min, which is 3.9 h since 54/60 = 0.9.",
            "I should be careful not to write 3.54; that would be mixing hours and minutes.",
            "Let me double-check 26 * 9: 20 * 9 = 180, 6 * 9 = 54, total 234. Yes.",
            "Rounding to about 4 hours would lose precision, and the numbers come out exact anyway.",
            "The question wants hours, so 3.9.",
        ],
        bad=["So the run takes 3.54 hours."], badv="3.54",
        cut_k=3, cut_tail="Hmm, or is that 3 hours and 54 minutes? Then written as hours it's",
        wbox=(2, "So \\boxed{234}? No wait, the question wants hours, not minutes."),
        boxin="So the answer is \\boxed{3.9}.",
        sol="Total time: $26 \\times 9 = 234$ minutes.\nIn hours: $234 \\div 60 = 3.9$ hours.\n\n",
        alt="\\frac{39}{10}", alt_note="the fraction 39/10, equal to the trace's 3.9",
        summ="(26 miles at 9 minutes a mile.)",
        sub=("That is about $4$ hours.", "4", "rounded to the nearest hour"),
        disc=("$234$ minutes is $3$ hours $54$ minutes, so $3.54$ hours.", "3.54", "3 h 54 min misread as 3.54 h, as the trace warned"),
        wrong=("$26 \\times 9 = 234$ minutes.", "234", "the time in minutes, not the hours asked"),
        wait="should 3 hours 54 minutes be written 3.54? Hmm.",
        cands="234 minutes, 3 h 54 min, 3.54, 4",
        shapes=["alt", "heading", "badtrace", "bold", "wbox", "wrong", "disc", "tag:sub", "two", "empty"],
    ),
    "bike": dict(
        gold="12", gd="12", sep="\n\n",
        lines=[
            "Okay, so Kai wants a bike that costs $189. He has $45 saved and saves $12 every week. How many weeks until he can buy it?",
            "He needs 189 - 45 = 144 more dollars.",
            "144 / 12 = 12 weeks.",
            "Wait, if I forgot his savings: 189 / 12 = 15.75, so 16 weeks. But he already has 45, so that's not right.",
            "Let me double-check: after 12 weeks he has 45 + 12 * 12 = 45 + 144 = 189. Exactly enough.",
            "After 11 weeks: 45 + 132 = 177, not enough. So 12.",
            "Hmm, does \"until he can buy it\" mean he needs strictly more than 189? No, having exactly 189 is enough to pay.",
            "So 12 weeks.",
        ],
        bad=["Hmm, but to be safe he might want one extra week... so 13 weeks."], badv="13",
        cut_k=3, cut_tail="Wait, does he also have to pay tax on the bike? The problem doesn't mention tax, but if there were 8% tax it would be 189 * 1.08 =",
        wbox=(2, "So \\boxed{144}? No, 144 is dollars; I need weeks."),
        boxin="So the answer is \\boxed{12}.",
        sol="Amount still needed: $\\$189 - \\$45 = \\$144$.\nWeeks: $\\$144 \\div \\$12 = 12$.\n\n",
        alt="12 \\text{ weeks}", alt_note="'\\text{ weeks}' in the box",
        summ="(Bike $189, savings $45, $12 a week.)",
        sub=("He still needs $\\$189 - \\$45 = \\$144$.", "144", "the dollars still needed"),
        disc=("$\\$189 \\div \\$12 = 15.75$, so $16$ weeks.", "16", "ignores the $45 already saved (the trace's rejected candidate)"),
        wrong=("$144 \\div 12 = 12$ weeks, plus one week to be safe: $13$.", "13", "an extra week added"),
        wait="does he need a 13th week to have some money left over? Then it would be 13.",
        cands="144, 15.75, 16",
        shapes=["cands", "check", "hash", "heading", "alt", "wait", "open0", "ebox", "cut", "boxin:disc"],
    ),
}
# fmt: on
# fmt: off
# MATH problems, same fields as GP (values are LaTeX); "tagv" is the value an answer tag holds.
MP = {
    "abs": dict(
        gold="5", gd="5", sep="\n\n",
        lines=[
            "Okay, so I need the sum of all solutions of |2x - 5| = 9.",
            "Case 1: 2x - 5 = 9, so 2x = 14, x = 7.",
            "Case 2: 2x - 5 = -9, so 2x = -4, x = -2.",
            "Sum: 7 + (-2) = 5.",
            "Hmm, wait, did I do case 2 right? 2(-2) - 5 = -4 - 5 = -9, and |-9| = 9. Yes.",
            "Alternatively, the two solutions are symmetric about x = 5/2, so the sum is 2 * 5/2 = 5. Same.",
            "The product would be -14, but the question asks for the sum.",
            "So the sum is 5.",
        ],
        bad=["Hmm, wait, let me redo it: 7 - (-2) = 9.", "So the sum is 9."], badv="9",
        cut_k=4, cut_tail="Hmm, wait, are there extraneous solutions? For absolute value equations I should check each case. For x = 7: |14 - 5| =",
        wbox=(3, "So the answer is \\boxed{7}? No, that's just one of the solutions; I need both."),
        boxin="So the sum is \\boxed{5}.",
        sol="The equation gives $2x - 5 = 9$ or $2x - 5 = -9$, so $x = 7$ or $x = -2$.\nThe sum of the solutions is $7 + (-2) = 5$.\n\n",
        alt="\\frac{10}{2}", alt_note="unreduced fraction 10/2 = 5 (the trace writes 5 and 2 * 5/2)",
        summ="Summary: $|2x - 5| = 9$ has the solutions $x = 7$ and $x = -2$.",
        sub=("The product of the solutions is $7 \\cdot (-2) = -14$.", "-14", "the product, not the sum"),
        disc=("The solutions are $x = 7$ and $x = -2$; the positive one is $7$.", "7", "one solution, from the trace's first case"),
        wrong=("$7 - (-2) = 9$.", "9", "subtraction instead of addition"),
        wait="maybe the problem wants the larger solution, which is $7$.",
        cands="7, -2, -14",
        shapes=["cands", "alt", "minerva", "badtrace", "summary", "disc", "sub", "cut", "two", "empty"],
    ),
    "dice": dict(
        gold="\\frac{5}{36}", gd="\\frac{5}{36}", tagv="5/36", sep="\n",
        lines=[
            "Okay, two fair six-sided dice, and I want the probability that the sum is 8.",
            "Total outcomes: 6 * 6 = 36.",
            "Pairs summing to 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5.",
            "Hmm, wait, is (4,4) counted once or twice? It's one outcome, since both dice show 4. So 5 outcomes.",
            "So the probability is 5/36.",
            "Alternatively, if I treated the dice as unordered, I'd get 3 combinations out of 21, which is 1/7, but then the outcomes aren't equally likely, so no.",
            "The sum 7 would have 6 outcomes, 6/36 = 1/6, but we want 8.",
            "5/36 is about 0.139, a bit less than 1/6. Makes sense.",
            "So 5/36.",
        ],
        bad=["Hmm, now I'm unsure. Maybe the unordered count is intended: 3/21 = 1/7."], badv="1/7",
        cut_k=5, cut_tail="Alternatively, if I treated the dice as unordered, I'd get the combinations {2,6}, {3,5}, {4,4} out of",
        wbox=(3, "So \\boxed{\\frac{1}{6}}? No wait, 1/6 is for the sum 7, not 8."),
        boxin="So the probability is \\boxed{\\frac{5}{36}}.",
        sol="There are $36$ equally likely outcomes. The sum $8$ occurs for $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ outcomes.\nSo the probability is $\\frac{5}{36}$.\n\n",
        alt="\\dfrac{5}{36}", alt_note="\\dfrac in the box; the trace writes 5/36",
        summ="(Two fair dice, 36 outcomes, 5 of them with sum 8.)",
        sub=("There are $5$ favorable outcomes.", "5", "the count of outcomes, not the probability"),
        disc=("Treating the dice as unordered gives $\\frac{3}{21} = \\frac{1}{7}$.", "\\frac{1}{7}", "the unordered count the trace rejected"),
        wrong=("$\\frac{5}{36} \\approx 0.139$.", "0.139", "a rounded decimal for the exact fraction"),
        wait="should I count $(4,4)$ twice? That would give $\\frac{6}{36} = \\frac{1}{6}$.",
        cands="1/7, 1/6, 0.139",
        shapes=["heading", "alt", "tag", "check", "wbox", "disc", "wrong", "wait", "boxin:sub", "ebox"],
    ),
    "foci": dict(
        gold="8", gd="8", sep="\n\n",
        lines=[
            "Okay, so the ellipse is x^2/25 + y^2/9 = 1, and I need the distance between the foci.",
            "a^2 = 25, b^2 = 9, so a = 5, b = 3.",
            "For an ellipse, c^2 = a^2 + b^2? Wait, no, that's a hyperbola. For an ellipse c^2 = a^2 - b^2 = 25 - 9 = 16.",
            "So c = 4.",
            "The foci are at (±4, 0).",
            "Distance between them: 2c = 8.",
            "Hmm, with the hyperbola formula I'd have gotten c = sqrt(34), distance 2 sqrt(34). But this is an ellipse.",
            "Double-check: the major axis has length 2a = 10, and 8 < 10, which makes sense since the foci lie inside the ellipse.",
            "So the distance is 8.",
        ],
        bad=["Hmm, so is the answer c = 4? The foci are 4 away from the center...", "So 4."], badv="4",
        cut_k=6, cut_tail="Hmm, with the hyperbola formula I'd have gotten c^2 = 25 + 9 = 34, and then the distance would be",
        wbox=(4, "So \\boxed{4}. Hmm, wait, that's the distance from the center to one focus, not between the foci."),
        boxin="So the distance is \\boxed{8}.",
        sol="Here $a^2 = 25$ and $b^2 = 9$, so $c = \\sqrt{a^2 - b^2} = \\sqrt{16} = 4$.\nThe foci are $(\\pm 4, 0)$, so the distance between them is $2c = 8$.\n\n",
        alt="2\\sqrt{16}", alt_note="unsimplified 2\\sqrt{16} = 8",
        summ="(Ellipse with $a = 5$, $b = 3$.)",
        sub=("$c = \\sqrt{25 - 9} = 4$.", "4", "c alone, the distance from the center to a focus"),
        disc=("With $c^2 = a^2 + b^2 = 34$, the distance is $2\\sqrt{34}$.", "2\\sqrt{34}", "the hyperbola formula the trace rejected"),
        wrong=("The major axis has length $2a = 10$.", "10", "the major axis"),
        wait="the distance might be meant from the center, which is $c = 4$.",
        cands="4, 2\\sqrt{34}, 10",
        shapes=["cands", "alt", "badtrace", "open0", "bold", "sub", "disc", "tag:wrong", "cut", "two"],
    ),
    "sin75": dict(
        gold="\\frac{\\sqrt{6}+\\sqrt{2}}{4}", gd="\\frac{\\sqrt{6}+\\sqrt{2}}{4}", tagv="\\frac{\\sqrt{2}(\\sqrt{3}+1)}{4}", sep="\n",
        lines=[
            "Okay, compute sin 75° exactly.",
            "75 = 45 + 30. sin(A + B) = sin A cos B + cos A sin B.",
            "sin 45 cos 30 + cos 45 sin 30 = (√2/2)(√3/2) + (√2/2)(1/2).",
            "= √6/4 + √2/4 = (√6 + √2)/4.",
            "Hmm, wait, let me make sure I didn't use the difference formula: sin(45 - 30) would be (√6 - √2)/4, which is sin 15°. That's the smaller one.",
            "Numerically: √6 ≈ 2.449, √2 ≈ 1.414, sum 3.863, over 4 is 0.9659. And sin 75° should be close to 1. Yes.",
            "(√6 - √2)/4 ≈ 0.2588, which is sin 15°. So I have the right one.",
            "Could also write it as √2(√3 + 1)/4, same thing.",
            "So sin 75° = (√6 + √2)/4.",
        ],
        bad=["Hmm, actually cos 75° = sin 15°; did the problem ask for cos? I'll write (√6 - √2)/4."], badv="(\\sqrt6-\\sqrt2)/4",
        cut_k=4, cut_tail="Hmm, wait, let me make sure I didn't use the difference formula: sin(45° - 30°) =",
        wbox=(4, "So \\boxed{\\frac{\\sqrt{6}-\\sqrt{2}}{4}}? No, I added, so it's a plus sign."),
        boxin="So the answer is \\boxed{\\frac{\\sqrt{6}+\\sqrt{2}}{4}}.",
        sol="$\\sin 75^\\circ = \\sin(45^\\circ + 30^\\circ) = \\sin 45^\\circ \\cos 30^\\circ + \\cos 45^\\circ \\sin 30^\\circ = \\frac{\\sqrt{2}}{2} \\cdot \\frac{\\sqrt{3}}{2} + \\frac{\\sqrt{2}}{2} \\cdot \\frac{1}{2} = \\frac{\\sqrt{6} + \\sqrt{2}}{4}$.\n\n",
        alt="\\frac{\\sqrt{2}+\\sqrt{6}}{4}", alt_note="the two terms swapped (\\sqrt{2} + \\sqrt{6})",
        summ="(Here I used $75^\\circ = 45^\\circ + 30^\\circ$, $\\sin 45^\\circ = \\cos 45^\\circ = \\frac{\\sqrt{2}}{2}$, $\\cos 30^\\circ = \\frac{\\sqrt{3}}{2}$ and $\\sin 30^\\circ = \\frac{1}{2}$.)",
        sub=("Numerically, $\\sin 75^\\circ \\approx 0.966$.", "0.966", "a rounded decimal"),
        disc=("Using $\\sin(45^\\circ - 30^\\circ)$: $\\frac{\\sqrt{6}-\\sqrt{2}}{4}$.", "\\frac{\\sqrt{6}-\\sqrt{2}}{4}", "sin 15°, the difference formula the trace rejected"),
        wrong=("$\\sin 75^\\circ \\approx 0.9659$.", "0.9659", "a rounded decimal for the exact value"),
        wait="the sign could be the other way, giving $\\frac{\\sqrt{6}-\\sqrt{2}}{4}$.",
        cands="(\\sqrt6 - \\sqrt2)/4, 0.9659",
        shapes=["alt", "heading", "summary", "tag", "check", "disc", "wrong", "open0:sub", "empty", "wait"],
    ),
    "geo": dict(
        gold="18", gd="18", sep="\n\n",
        lines=[
            "Okay, the series is 6 + 4 + 8/3 + ... and I need its sum.",
            "First term a = 6. Ratio r = 4/6 = 2/3.",
            "Check: 4 * 2/3 = 8/3. Yes.",
            "Since |r| < 1, the sum is a / (1 - r) = 6 / (1 - 2/3) = 6 / (1/3).",
            "Hmm, 6 / (1/3) is 6 * 3 = 18, not 6 * 1/3 = 2. So 18.",
            "If I had used r = 3/2 by mistake, the series wouldn't converge, so 2/3 is right.",
            "Partial sums: 6, 10, 12.67, 14.44, ... they approach 18. Makes sense.",
            "So the sum is 18.",
        ],
        bad=["Hmm, let me redo it quickly: 6 / (1 - 2/3) = 6 * 1/3 = 2.", "So 2?"], badv="2",
        cut_k=5, cut_tail="Hmm, wait, maybe the series starts at the term 4 and 6 is a separate term? Then the sum would be 6 +",
        wbox=(4, "So the sum is \\boxed{2}? Hmm, that can't be, the first term alone is 6."),
        boxin="So the sum is \\boxed{18}.",
        sol="The first term is $a = 6$ and the common ratio is $r = \\frac{4}{6} = \\frac{2}{3}$.\nSince $|r| < 1$, the sum is $\\frac{a}{1 - r} = \\frac{6}{1/3} = 18$.\n\n",
        alt="18", alt_note="",
        summ="(First term 6, ratio 2/3.)",
        sub=("The common ratio is $r = \\frac{2}{3}$.", "\\frac{2}{3}", "the common ratio"),
        disc=("The first three terms add to $6 + 4 + \\frac{8}{3} = \\frac{38}{3}$.", "\\frac{38}{3}", "a partial sum"),
        wrong=("$\\frac{6}{1 - \\frac{2}{3}} = 6 \\cdot \\frac{1}{3} = 2$.", "2", "divided instead of multiplied, the trace's slip"),
        wait="",
        cands="2, 12.67, 14.44",
        shapes=["cands", "badtrace", "minerva", "open0", "wbox", "wrong", "sub", "boxin:disc", "ebox", "cut"],
    ),
    "finv": dict(
        gold="\\frac{8}{3}", gd="\\frac{8}{3}", sep="\n",
        lines=[
            "Okay, so f(x) = (2x + 3)/(x - 1), and I need f^{-1}(5).",
            "That means I need the x with f(x) = 5.",
            "(2x + 3)/(x - 1) = 5, so 2x + 3 = 5x - 5.",
            "3 + 5 = 5x - 2x, so 8 = 3x, x = 8/3.",
            "Hmm, wait, I should not confuse this with f(5) = (10 + 3)/(5 - 1) = 13/4. The question asks for the inverse.",
            "Check: f(8/3) = (16/3 + 9/3)/(8/3 - 3/3) = (25/3)/(5/3) = 5. Yes.",
            "As a mixed number that's 2 2/3, about 2.67.",
            "So f^{-1}(5) = 8/3.",
        ],
        bad=["Hmm, or maybe the notation f^{-1}(5) means 1/f(5) = 4/13? I'll write 4/13."], badv="4/13",
        cut_k=4, cut_tail="Hmm, wait, I should double-check by finding the inverse function in general: y = (2x + 3)/(x - 1), so yx - y = 2x + 3, so x(y - 2) =",
        wbox=(4, "So \\boxed{\\frac{13}{4}}? No wait, that's f(5), not the inverse."),
        boxin="So the answer is \\boxed{\\frac{8}{3}}.",
        sol="Solve $f(x) = 5$: $\\frac{2x + 3}{x - 1} = 5 \\Rightarrow 2x + 3 = 5x - 5 \\Rightarrow 3x = 8 \\Rightarrow x = \\frac{8}{3}$.\n\n",
        alt="8/3", alt_note="slash fraction 8/3 in the box",
        summ="(Check: $f\\left(\\frac{8}{3}\\right) = \\frac{25/3}{5/3} = 5$.)",
        sub=("$f(5) = \\frac{13}{4}$, and its reciprocal is $\\frac{4}{13}$.", "\\frac{4}{13}", "1/f(5)"),
        disc=("$f(5) = \\frac{2 \\cdot 5 + 3}{5 - 1} = \\frac{13}{4}$.", "\\frac{13}{4}", "f(5), which the trace set aside"),
        wrong=("$f^{-1}(5) = \\frac{1}{f(5)} = \\frac{4}{13}$.", "\\frac{4}{13}", "the reciprocal of f(5)"),
        wait="",
        cands="13/4, 2.67",
        shapes=["alt", "heading", "check", "summary", "mixed", "disc", "wrong", "two", "tag:disc", "empty"],
    ),
    "banana": dict(
        gold="60", gd="60", sep="\n\n",
        lines=[
            "Okay, so I need the number of ways to arrange the letters of BANANA.",
            "6 letters: B, A, N, A, N, A. A appears 3 times, N appears 2 times, B once.",
            "If all were distinct: 6! = 720.",
            "Divide by the repeats: 3! for the A's and 2! for the N's: 720 / (6 * 2) = 720 / 12 = 60.",
            "Hmm, wait, did I forget the N's at first? 720 / 6 = 120 if only the A's. But the N's repeat too, so 60.",
            "Let me double-check by another route: choose positions for the A's: C(6,3) = 20, then the N's among the remaining 3: C(3,2) = 3, and B goes in the last spot. 20 * 3 = 60. Yes.",
            "Both methods agree.",
            "So 60.",
        ],
        bad=["Hmm, hold on, maybe the N's count as different letters... then it's 120. I'll say 120."], badv="120",
        cut_k=4, cut_tail="Hmm, wait, should BANANA be treated as having distinguishable A's? If the A's were",
        wbox=(3, "So \\boxed{720}? No, the repeated letters make many of those identical."),
        boxin="So the number of arrangements is \\boxed{60}.",
        sol="BANANA has $6$ letters with A three times and N twice, so the number of arrangements is $\\frac{6!}{3!\\,2!} = \\frac{720}{12} = 60$.\n\n",
        alt="60", alt_note="",
        summ="(Letters: A three times, N twice, B once.)",
        sub=("$6! = 720$ arrangements.", "720", "all letters treated as distinct"),
        disc=("Dividing only by the A's: $\\frac{6!}{3!} = 120$.", "120", "only the A's divided out, the value the trace rejected"),
        wrong=("$\\frac{6!}{2!} = 360$.", "360", "only the N's divided out"),
        wait="should the N's be treated as different? Then it would be $\\frac{720}{6} = 120$.",
        cands="720, 120",
        shapes=["cands", "open0", "bold", "badtrace", "tag", "disc", "sub", "wait", "cut", "boxin:wrong"],
    ),
    "mod": dict(
        gold="4", gd="4", sep="\n",
        lines=[
            "Okay, find the remainder when 3^{100} is divided by 7.",
            "Powers of 3 mod 7: 3^1 = 3, 3^2 = 9 = 2, 3^3 = 27 = 6, 3^4 = 18 = 4, 3^5 = 12 = 5, 3^6 = 15 = 1.",
            "So the order of 3 mod 7 is 6.",
            "100 divided by 6: 6 * 16 = 96, remainder 4. Hmm, or 6 * 17 = 102? No, that's over 100, so remainder 4.",
            "So 3^{100} = (3^6)^{16} * 3^4 = 1 * 3^4 mod 7.",
            "3^4 mod 7 = 4 from the list above.",
            "Hmm, wait, let me double-check: 3^4 = 81, and 81 = 7 * 11 + 4. Yes, 4.",
            "If I'd used a cycle of period 3, I'd get 3^{100 mod 3} = 3^1 = 3. But 3^3 = 6, not 1, so the period is 6, not 3.",
            "So the remainder is 4.",
        ],
        bad=["Actually, wait: 3^5 = 243 = 7 * 34 + 5, so maybe the remainder is 5.", "So 5."], badv="5",
        cut_k=5, cut_tail="Hmm, wait, let me double check with a different method. 3^{100} = 9^{50}, and 9 = 2 mod 7, so 2^{50}. The powers of 2 mod 7 cycle with period 3: 50 = 3 * 16 + 2, so 2^{50} =",
        wbox=(3, "So \\boxed{3}? No wait, the cycle length is 6, I haven't used it yet."),
        boxin="So the remainder is \\boxed{4}.",
        sol="The powers of $3$ modulo $7$ repeat with period $6$ ($3^6 \\equiv 1$).\nSince $100 = 6 \\cdot 16 + 4$, $3^{100} \\equiv 3^4 = 81 \\equiv 4 \\pmod 7$.\n\n",
        alt="4", alt_note="",
        summ="(The cycle of $3^k \\bmod 7$ is $3, 2, 6, 4, 5, 1$.)",
        sub=("$100 = 6 \\cdot 16 + 4$.", "16", "the quotient 16"),
        disc=("With period $3$: $3^{100 \\bmod 3} = 3^1 = 3$.", "3", "the wrong period the trace rejected"),
        wrong=("$3^5 = 243 = 7 \\cdot 34 + 5$, so the remainder is $5$.", "5", "the fifth power used"),
        wait="",
        cands="3, 5",
        shapes=["heading", "minerva", "wbox", "check", "summary", "disc", "wrong", "open0:sub", "ebox", "two"],
    ),
    "polar": dict(
        gold="\\left( 4, \\frac{2\\pi}{3} \\right)", gd="\\left( 4, \\frac{2\\pi}{3} \\right)", tagv="(4,\\frac{2\\pi}{3})", sep="\n\n",
        lines=[
            "Okay, convert (-2, 2√3) to polar coordinates with r > 0 and 0 ≤ θ < 2π.",
            "r = sqrt(4 + 12) = sqrt(16) = 4.",
            "tan θ = 2√3 / (-2) = -√3.",
            "So θ = -π/3? Hmm, but that's in the fourth quadrant, and our point has x < 0, y > 0, which is the second quadrant.",
            "So θ = π - π/3 = 2π/3.",
            "Check: 4 cos(2π/3) = 4 * (-1/2) = -2, and 4 sin(2π/3) = 4 * (√3/2) = 2√3. Yes.",
            "If I'd taken θ = -π/3 + 2π = 5π/3, that would be the point (2, -2√3), wrong quadrant.",
            "So (4, 2π/3).",
        ],
        bad=["Hmm, though arctan gives -π/3 directly... so maybe (4, 5π/3)."], badv="(4, 5\\pi/3)",
        cut_k=5, cut_tail="Hmm, wait, should r be 16? r^2 = (-2)^2 + (2√3)^2 = 4 + 12 = 16, so r =",
        wbox=(3, "So \\boxed{(4, -\\pi/3)}? No, θ has to be in [0, 2π) and in the right quadrant."),
        boxin="So the answer is \\boxed{\\left( 4, \\frac{2\\pi}{3} \\right)}.",
        sol="$r = \\sqrt{(-2)^2 + (2\\sqrt{3})^2} = \\sqrt{16} = 4$. The point is in the second quadrant and $\\tan \\theta = -\\sqrt{3}$, so $\\theta = \\frac{2\\pi}{3}$.\n\n",
        alt="(4, 2\\pi/3)", alt_note="plain parentheses and a slash fraction instead of \\left( ... \\frac ... \\right)",
        summ="(The point $(-2, 2\\sqrt{3})$ lies in the second quadrant.)",
        sub=("$\\theta = \\frac{2\\pi}{3}$.", "\\frac{2\\pi}{3}", "the angle alone, without r"),
        disc=("$\\theta = \\arctan(-\\sqrt{3}) = -\\frac{\\pi}{3}$, so the point is $\\left(4, -\\frac{\\pi}{3}\\right)$.", "\\left( 4, -\\frac{\\pi}{3} \\right)", "arctan's angle: outside [0, 2π) and the wrong quadrant"),
        wrong=("Adding $2\\pi$: $\\theta = \\frac{5\\pi}{3}$.", "\\left( 4, \\frac{5\\pi}{3} \\right)", "the fourth-quadrant angle"),
        wait="arctan gives $-\\frac{\\pi}{3}$, so maybe it is $\\left(4, \\frac{5\\pi}{3}\\right)$.",
        cands="(4, -\\pi/3), (4, 5\\pi/3)",
        shapes=["alt", "cands", "tag", "badtrace", "bold", "disc", "sub", "wait", "cut", "empty"],
    ),
    "ineq": dict(
        gold="(-3,4)", gd="(-3, 4)", sep="\n",
        lines=[
            "Okay, solve x^2 - x - 12 < 0.",
            "Factor: x^2 - x - 12 = (x - 4)(x + 3). Check: x^2 + 3x - 4x - 12 = x^2 - x - 12. Yes.",
            "Roots: x = 4 and x = -3.",
            "The parabola opens upward, so it's negative between the roots.",
            "So -3 < x < 4.",
            "Hmm, wait, is it strict? The inequality is < 0, so the endpoints aren't included. Not [-3, 4].",
            "Test x = 0: 0 - 0 - 12 = -12 < 0. Good, 0 is inside. Test x = 5: 25 - 5 - 12 = 8 > 0, outside. Good.",
            "Alternatively I might have written (-∞, -3) ∪ (4, ∞), but that's where it's positive.",
            "In interval notation: (-3, 4).",
        ],
        bad=["Hmm, for ≤ it'd be [-3, 4]... I'll write [-3, 4]."], badv="[-3, 4]",
        cut_k=5, cut_tail="Hmm, wait, is it strict? Let me re-read: x^2 - x - 12",
        wbox=(4, "So \\boxed{(-\\infty, -3) \\cup (4, \\infty)}? No wait, upward parabola, negative between the roots."),
        boxin="So the answer is \\boxed{(-3, 4)}.",
        sol="Factor: $x^2 - x - 12 = (x - 4)(x + 3)$. The product is negative strictly between the roots.\n\n",
        alt="-3 < x < 4", alt_note="the interval as an inequality; the trace ends on the interval notation (-3, 4)",
        summ="(Roots $-3$ and $4$; the parabola opens upward.)",
        sub=("The roots are $x = -3$ and $x = 4$.", "-3, 4", "the roots, not the solution set"),
        disc=("Including the endpoints: $[-3, 4]$.", "[-3, 4]", "a closed interval for a strict inequality"),
        wrong=("The expression is negative outside the roots: $(-\\infty, -3) \\cup (4, \\infty)$.", "(-\\infty, -3) \\cup (4, \\infty)", "the complement"),
        wait="",
        cands="[-3, 4], (-\\infty, -3) \\cup (4, \\infty)",
        shapes=["alt", "heading", "open0", "check", "summary", "disc", "wrong", "boxin:sub", "tag:disc", "two"],
    ),
    "rem": dict(
        gold="3", gd="3", sep="\n\n",
        lines=[
            "Okay, remainder when x^3 - 2x^2 + 5x - 7 is divided by x - 2.",
            "Remainder theorem: plug in x = 2.",
            "2^3 - 2 * 2^2 + 5 * 2 - 7 = 8 - 8 + 10 - 7.",
            "8 - 8 = 0, 0 + 10 = 10, 10 - 7 = 3.",
            "Hmm, wait, should I plug in x = -2? No, dividing by x - 2 means x = 2. With -2 I'd get -8 - 8 - 10 - 7 = -33.",
            "Let me verify with synthetic division: coefficients 1, -2, 5, -7. Bring down 1; 1 * 2 = 2, -2 + 2 = 0; 0 * 2 = 0, 5 + 0 = 5; 5 * 2 = 10, -7 + 10 = 3.",
            "Remainder 3, quotient x^2 + 5. Both methods agree.",
            "So the remainder is 3.",
        ],
        bad=["Hmm, so the answer could be the quotient x^2 + 5? I'll go with x^2 + 5."], badv="x^2 + 5",
        cut_k=4, cut_tail="Hmm, wait, should I plug in x = -2 instead? Dividing by x - 2... then -8 - 8 - 10 - 7 =",
        wbox=(3, "So \\boxed{10}? Hold on, I forgot the -7."),
        boxin="So the remainder is \\boxed{3}.",
        sol="By the Remainder Theorem, the remainder is $p(2) = 8 - 8 + 10 - 7 = 3$.\n\n",
        alt="3", alt_note="",
        summ="(Remainder Theorem: the remainder on division by $x - 2$ is $p(2)$.)",
        sub=("The quotient is $x^2 + 5$.", "x^2 + 5", "the quotient, not the remainder"),
        disc=("$p(-2) = -8 - 8 - 10 - 7 = -33$.", "-33", "p(-2), the sign the trace rejected"),
        wrong=("$p(2) = 8 - 8 + 10 - 7 = 10$.", "10", "the -7 dropped"),
        wait="",
        cands="-33, x^2 + 5",
        shapes=["cands", "minerva", "wbox", "badtrace", "tag", "disc", "sub", "open0:disc", "cut", "ebox"],
    ),
    "det": dict(
        gold="-54", gd="-54", sep="\n",
        lines=[
            "Okay, I need the determinant of the 3x3 matrix [[2, -1, 0], [1, 3, 4], [0, 5, -2]].",
            "Expand along the first row.",
            "2 * det[[3, 4], [5, -2]] - (-1) * det[[1, 4], [0, -2]] + 0 * (...).",
            "det[[3, 4], [5, -2]] = 3 * (-2) - 4 * 5 = -6 - 20 = -26.",
            "det[[1, 4], [0, -2]] = 1 * (-2) - 4 * 0 = -2.",
            "So 2 * (-26) - (-1)(-2) = -52 - 2 = -54.",
            "Hmm, I almost wrote -52 + 2 = -50. The sign: the middle term is -b * M12 = -(-1) * (-2) = -2. So -54.",
            "Let me verify along the first column: 2 * (-26) - 1 * det[[-1, 0], [5, -2]] + 0 = -52 - 2 = -54, since det[[-1, 0], [5, -2]] = 2 - 0 = 2. Yes.",
            "So the determinant is -54.",
        ],
        bad=["Hmm, the sign pattern always confuses me. Maybe it's -50."], badv="-50",
        cut_k=6, cut_tail="Hmm, I almost wrote -52 + 2 = -50. Let me recheck the sign of the middle term: the pattern is +, -, +, so the middle term is",
        wbox=(6, "So \\boxed{-50}? Hmm, wait."),
        boxin="So the determinant is \\boxed{-54}.",
        sol="Expanding along the first row: $2\\begin{vmatrix} 3 & 4 \\\\ 5 & -2 \\end{vmatrix} + 1\\begin{vmatrix} 1 & 4 \\\\ 0 & -2 \\end{vmatrix} = 2(-26) + (-2) = -54$.\n\n",
        alt="-54", alt_note="",
        summ="(Cofactor expansion along the first row.)",
        sub=("The first term is $2 \\cdot (-26) = -52$.", "-52", "the first cofactor term only"),
        disc=("$-52 + 2 = -50$.", "-50", "the sign slip the trace caught"),
        wrong=("The determinant is $52 + 2 = 54$.", "54", "the sign lost"),
        wait="the sign of the middle term might be $+2$, which gives $-50$.",
        cands="-50, -52",
        shapes=["heading", "check", "open0", "bold", "noclose", "disc", "sub", "wait", "empty", "boxin:disc"],
    ),
    "log": dict(
        gold="4", gd="4", sep="\n\n",
        lines=[
            "Okay, solve log_2(x) + log_2(x - 2) = 3.",
            "Combine: log_2(x(x - 2)) = 3, so x(x - 2) = 8.",
            "x^2 - 2x - 8 = 0, (x - 4)(x + 2) = 0, so x = 4 or x = -2.",
            "Hmm, wait, I need to check the domain: x > 0 and x - 2 > 0, so x > 2.",
            "x = -2 fails, since log_2(-2) is undefined. So only x = 4.",
            "Check: log_2 4 + log_2 2 = 2 + 1 = 3. Yes.",
            "If I'd thought 2^3 = 6, I'd get x^2 - 2x - 6 = 0 with ugly roots, but 2^3 = 8.",
            "So x = 4.",
        ],
        bad=["Hmm, but the quadratic has two roots, so maybe the answer is both: 4 and -2."], badv="4 and -2",
        cut_k=3, cut_tail="Hmm, wait, I need to check the domain. log_2(x - 2) needs x - 2 > 0, and log_2(x) needs",
        wbox=(3, "So \\boxed{4, -2}? Hmm, wait, the logs need positive arguments."),
        boxin="So \\boxed{4}.",
        sol="$\\log_2 x + \\log_2(x - 2) = \\log_2(x(x-2)) = 3$, so $x^2 - 2x - 8 = 0$, giving $x = 4$ or $x = -2$.\nOnly $x = 4$ is in the domain ($x > 2$).\n\n",
        alt="x = 4", alt_note="'x = 4' in the box",
        summ="(Domain: $x > 2$, so the root $x = -2$ is rejected.)",
        sub=("$x = 4$ or $x = -2$.", "4, -2", "both roots, with the extraneous -2"),
        disc=("$x = -2$.", "-2", "the extraneous root"),
        wrong=("$x(x - 2) = 2^3 = 8$.", "8", "the value of x(x - 2), not x"),
        wait="",
        cands="-2, both roots",
        shapes=["alt", "cands", "summary", "badtrace", "heading", "disc", "sub", "two", "cut", "tag:sub"],
    ),
}
# fmt: on

B_FORMS = {
    "cands": "boxed", "heading": "boxed", "open0": "answer_is", "alt": "boxed", "summary": "boxed",
    "badtrace": "boxed", "check": "boxed", "tag": "tag", "wbox": "boxed", "hash": "hash",
    "minerva": "minerva", "bold": "final_answer_phrase", "mixed": "boxed", "noclose": "boxed",
}  # fmt: skip
A_FORMS = {
    "sub": "boxed", "disc": "boxed", "wrong": "boxed", "two": "boxed", "wait": "boxed",
    "cut": "truncated", "empty": "none", "ebox": "none", "boxin": "boxed", "tag": "tag",
    "open0": "answer_is",
}  # fmt: skip
A_DEFAULT = {"sub": "sub", "disc": "disc", "wrong": "wrong", "two": "disc", "boxin": "disc",
             "tag": "sub", "open0": "wrong"}  # fmt: skip


def trace(p, variant="full", opened=True):
    """The think block (with `</think>`): the trace, its wrong-ending variant, the trace with a
    wrong draft box, or with the gold boxed inside."""
    lines = list(p["lines"])
    if variant == "bad":
        lines = lines[:-1] + p["bad"]
    elif variant == "wbox":
        i, line = p["wbox"]
        lines = lines[:i] + [line] + lines[i:]
    elif variant == "boxin":
        lines = lines + [p["boxin"]]
    return ("<think>\n" if opened else "") + p["sep"].join(lines) + "\n</think>\n\n"


def heading(value, n):
    """The closing block of an R1-distill, a Qwen3 or a QwQ answer (rotated by problem)."""
    if n % 3 == 0:
        return r1final(value)
    if n % 3 == 1:
        return "### Final Answer\n\n$$\n\\boxed{" + value + "}\n$$"
    return "**Final Answer**\n\\[ \\boxed{" + value + "} \\]"


def dollars(v, math):
    return "$" + v + "$" if math else v


def kind_b(p, shape, n, math):
    gd, sol, t = p["gd"], p["sol"], trace(p)
    if shape == "cands":
        return (
            t + sol + "So the final answer is $\\boxed{" + gd + "}$.",
            f"the trace weighs {p['cands']} before settling; the box after </think> holds the gold",
        )
    if shape == "heading":
        return (t + sol + heading(gd, n), "final-answer heading with the boxed gold after </think>")
    if shape == "open0":
        return (
            trace(p, opened=False) + sol + "The answer is " + dollars(gd, math) + ".",
            "think block opened by the prompt (only </think> appears); 'The answer is' the gold",
        )
    if shape == "alt":
        return (
            t + sol + "Therefore the answer is $\\boxed{" + p["alt"] + "}$.",
            "equal value in another notation than the trace's: " + p["alt_note"],
        )
    if shape == "summary":
        return (
            t + sol + heading(gd, n) + "\n\n" + p["summ"],
            "box, then a summary restating the givens (other numbers): restatement only",
        )
    if shape == "badtrace":
        return (
            trace(p, "bad") + sol + "So the answer is $\\boxed{" + gd + "}$.",
            f"the trace's last value is {p['badv']} (wrong); the solution after </think> recomputes and boxes the gold, and it counts",
        )
    if shape == "check":
        return (
            t + sol + "$\\boxed{" + gd + "}$\n\nThis matches the check above.",
            "box followed by 'This matches the check above.'",
        )
    if shape == "tag":
        tv = p.get("tagv", gd)
        note = "<answer> tag after </think>, as the prompt asked"
        if tv != gd:
            note += f"; the tag writes {tv}, equal to the gold"
        return (t + "<answer>" + tv + "</answer>", note)
    if shape == "wbox":
        return (
            trace(p, "wbox") + sol + heading(gd, n),
            "a wrong draft \\boxed{} inside the think block, retracted there; the final answer after </think> is the gold",
        )
    if shape == "hash":
        return (t + sol + "#### " + gd, "#### line after the final solution")
    if shape == "minerva":
        return (t + sol + MINERVA.format("$" + gd + "$"), "Minerva closing line after </think>")
    if shape == "bold":
        return (
            t + sol + "**Answer: " + dollars(gd, math) + "**",
            "bold answer line after </think>",
        )
    if shape == "mixed":
        return (
            t + sol + r1final("2\\frac{2}{3}"),
            "debatable: the mixed number 2\\frac{2}{3} (the trace: 'as a mixed number that's 2 2/3') for 8/3; juxtaposition could be read as 2 * 2/3",
        )
    if shape == "noclose":
        body = "<think>\n" + p["sep"].join(p["lines"]) + "\n\n"
        return (
            body + r1final(gd),
            "debatable: the trace ends and a complete **Final Answer** block with the gold follows, but </think> is never written",
        )
    raise SystemExit(f"unknown B shape {shape}")


def kind_a(p, shape, which, n, math):
    gd, sol, t = p["gd"], p["sol"], trace(p)
    gold = p["gold"]
    line, v, why = p[which] if which else (None, None, None)
    if shape == "sub":
        return (
            t + line + "\n\n" + heading(v, n),
            f"the trace reaches {gold}, but the final answer after </think> is {v} ({why})",
        )
    if shape == "disc":
        return (
            t + line + "\n\nSo the answer is $\\boxed{" + v + "}$.",
            f"the trace reaches {gold}; the final answer after </think> restates {v} ({why})",
        )
    if shape == "wrong":
        return (
            t + line + "\n\nTherefore, the final answer is $\\boxed{" + v + "}$.",
            f"the trace reaches {gold}; the final answer after </think> is {v} ({why})",
        )
    if shape == "two":
        pat = n % 3
        if pat == 0:
            fin = (
                sol
                + "$\\boxed{"
                + gd
                + "}$ or $\\boxed{"
                + v
                + "}$, depending on how the question is read."
            )
        elif pat == 1:
            fin = (
                sol
                + "**Final Answer**\n\\[\n\\boxed{"
                + v
                + "} \\quad \\text{or} \\quad \\boxed{"
                + gd
                + "}\n\\]"
            )
        else:
            fin = (
                sol
                + "The answer is $\\boxed{"
                + gd
                + "}$.\n\nAlternatively, the answer is $\\boxed{"
                + v
                + "}$."
            )
        return (
            t + fin,
            f"two boxes with different values ({gold} and {v}) in the final part: a hedge",
        )
    if shape == "wait":
        return (
            t + sol + "So the answer is $\\boxed{" + gd + "}$.\n\nWait, " + p["wait"],
            "box holds the gold, then 'Wait, ...' raises another value and the completion stops without committing: two final values, a hedge",
        )
    if shape == "cut":
        k = p["cut_k"]
        text = (
            ("<think>\n" if n % 2 == 0 else "")
            + p["sep"].join(p["lines"][:k])
            + p["sep"]
            + p["cut_tail"]
        )
        return (
            text,
            f"cut at the token limit inside the trace, before </think>; {gold} only as a mid-trace candidate: no_answer",
        )
    if shape == "empty":
        return (
            t.rstrip("\n") + "\n",
            "</think> followed by nothing: no final answer, whatever the trace reached",
        )
    if shape == "ebox":
        return (
            t + "**Final Answer**\n\\[\n\\boxed{}\n\\]",
            "an empty box after </think>: no_answer",
        )
    if shape == "boxin":
        return (
            trace(p, "boxin") + line + "\n\nThe final answer is $\\boxed{" + v + "}$.",
            f"the gold is boxed inside the think block, but the final answer after </think> is {v} ({why})",
        )
    if shape == "tag":
        return (
            t + "<answer>" + v + "</answer>",
            f"the trace reaches {gold}; the <answer> tag holds {v} ({why})",
        )
    if shape == "open0":
        return (
            trace(p, opened=False) + line + "\n\nThe answer is " + dollars(v, math) + ".",
            f"think block opened by the prompt; the trace reaches {gold}, the final 'The answer is' states {v} ({why})",
        )
    raise SystemExit(f"unknown A shape {shape}")


def build(problems, maker, prefix):
    """Each problem's ten probes: the first five of `shapes` kind B, the last five kind A."""
    cases = []
    math = prefix == "m"
    for n, (key, p) in enumerate(problems.items()):
        shapes = p["shapes"]
        if len(shapes) != 10:
            raise SystemExit(f"{key}: {len(shapes)} shapes")
        for i, spec in enumerate(shapes):
            shape, _, which = spec.partition(":")
            if i < 5:
                text, note = kind_b(p, shape, n, math)
                form, truth, kind = B_FORMS[shape], "correct", "B"
                case_id = f"ok_{prefix}_{key}_{shape}"
            else:
                which = which or A_DEFAULT.get(shape)
                text, note = kind_a(p, shape, which, n, math)
                form, kind = A_FORMS[shape], "A"
                truth = "no_answer" if shape in ("cut", "empty", "ebox") else "wrong"
                case_id = f"{prefix}_{key}_{shape}" + (f"_{which}" if ":" in spec else "")
            deb = shape in ("mixed", "noclose")
            cases.append(maker(case_id, kind, p["gold"], truth, form, text, note, deb))
    return cases


CASES = build(GP, g, "g") + build(MP, m, "m")

DECISIONS = {
    "ok_m_finv_mixed": (
        "accept",
        "2\\frac{2}{3} is the mixed number two and two thirds, which the trace itself names ('as a "
        "mixed number that's 2 2/3'); round 163 accepted mixed numbers for fraction golds, and "
        "reading it as 2 * 2/3 = 4/3 would contradict the working",
    ),
    "ok_m_det_noclose": (
        "accept",
        "the trace is complete and is followed by a committed **Final Answer** block holding the "
        "gold; a missing </think> tag is a formatting slip, not a cut (a cut trace ends mid-sentence "
        "with no final answer)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam169", CASES, [], DECISIONS)
