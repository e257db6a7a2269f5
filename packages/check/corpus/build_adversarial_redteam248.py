r"""Build adversarial_redteam248.jsonl: round 248 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam248"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the project README or any corpus
.jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on the probes
(python for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and
"How each source was labelled"), corpus_build.py (the helpers th, llama, qwen, qbox, llama_end,
minerva_end, g, m, write_probes and the chat-token constants IM_USER, EOT_USER; copied unchanged
beside this file) and the two template builders build_adversarial_redteam246.py / 240.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 110 GSM8K and 90 MATH, 150 kind A (125 wrong, 25 no_answer) and 50 kind B (29 GSM8K,
21 MATH); 100 SHORT (one to four lines: a line of working or a one-line think block, then the
final; or the final lines alone) and 100 FULL (400-1200 characters, a real model's working, the
trap in the last lines; both limits checked when building); 69 in the R1-Zero format (the text opens
with `<think>` and holds an `<answer>` tag: 34 GSM8K, 35 MATH). Full working is written in the
shapes of real models: GSM8K `<<a*b=c>>` calculator lines then `####`, Llama 3 "## Step N:" then
"The final answer is: $\boxed{..}$", Qwen2.5-Math numbered steps then "Thus, the answer is
\(\boxed{..}\).", MATH-style prose with display math then a box or Minerva's "Final Answer: The
final answer is $..$. I hope it is correct.", and R1 think blocks then `<answer>`. Weighted to what
graders test hardest (the class opens the shape of an id; counts kind A / kind B):
  ret  (52: 36 A, 16 B)  retractions and corrections after the answer, after a `####` line, a box,
       Minerva's line, a tag, a concluding sentence, or on the `####` line itself: Edit, Oops,
       Update, Scratch that, P.S. Strike that, Actually, Hmm I misread, Hold on, Later note,
       **Correction:**, Addendum, Erratum, Wrong!, Oh wait, Wait, Never mind, "— no, wait, 60",
       "Wait, no —", a second tag / box / `####`; the new value often miscomputed or misread (it
       is still the model's answer: wrong); with no value (a placeholder, "TBD", a rough draft,
       "I retract that", "scrap that": no_answer) or a redo cut before its value (truncated).
       Kind B: a wrong first answer corrected to the gold (second tag, box or `####`) and
       trailing checks that restate the gold (after a box, a tag, `####`, Minerva's line);
  quo  (45: 30 A, 15 B)  statements the model did not make: a homework forum quoted as `> ####
       104`, a worksheet's key, a receipt, a calculator's output, a grader's comment (before and
       after the tag), a travel blog, an answer key quoted as "#### 72", a sale poster, a teacher's
       board, a payslip, a coach's log, a textbook sentence and table, the back of the book, a
       website, a hint, a worked example's box, a forum reply's box, a format example in the
       prompt (`<answer>5</answer>` after the model's own tag), a format template (`#### <number>,
       for example #### 400`), the user's request ("You asked: ... #### 40", "You wrote: Prove
       ... \boxed{720}") or claim ("You claimed ... \boxed{[1, 5]}"), a classmate's claim; with
       the model's own other value (wrong) or a refusal / no value of its own (no_answer). Kind B:
       a key's, cashier's, app's, forum's, clerk's, friend's, teacher's, planner's, hint's,
       student's or classmate's wrong value reported, then the model's own gold, in tags and out;
       a hypothetical about another case after the gold;
  neg  (38: 31 A, 7 B)  negation, strike-out and annotation: "(likely incorrect)", `~~56~~`
       alone, "≈56", "does not read 400 pages; I'd say 200", "400?", "✗", `\text{ (not
       verified)}`, `<del>` alone, "is not $204" alone, `\cancel{40}` alone, `\sout{84} 28`,
       "probably", "(unsure)", "maybe", "5 vans are not needed; 4 vans will do", `\not=`, `\neq`,
       `\text{not } 29`, `\text{ (incorrect)}`, "(though I'm not certain about the domain)",
       `\xcancel`, "(probably)", "(?)", "roughly", "though I'm unsure whether 5 itself is
       included", "(sign not double-checked)", `~~2~~ 4`, "(doubtful)", "— unverified"; a struck
       or denied value with nothing in its place is no_answer. Kind B: a check mark that confirms
       (✓ in a box line and in a tag), a slip struck out with the gold in its place (`~~11~~ 35`),
       "not X" about ANOTHER value after the gold (in a tag and on a `####` line);
  near (23: 15 A, 8 B)  exact values compared exactly: rounded or cut decimals (50 for 50.4, 8.485,
       78.54, 4.125 vans), tiny offsets (84 + 10^{-30}, 5/2 - 10^{-12}, 6\sqrt{2} + 10^{-40},
       -i + 10^{-50}, 2 + \sin(10^{-40})), hedges ("about", "around", "≈", "x ≈ 29.0"), ranges
       ("39 to 41 hours", "between $200 and $210"), an open interval for a closed one. Kind B: 50
       dollars and 40 cents, $10.08 thousand, 2.5, \sqrt{2} \cdot 6, 1/i, 1 \le x \le 5, "#### 5
       (4.125 rounded up)", \boxed{25\pi \approx 78.54};
  unit (13: 11 A, 2 B)  a unit or scale of another kind: apples, liters, cents, minutes, dozen,
       thousand, miles, "km per day", seats, 4π (radians) for degrees, cubic units for an area.
       Kind B: 720^\circ, square units;
  post (19: 18 A, 1 B)  text after the committed answer: invented User / ChatML / Llama 3 turns
       that name the gold after a wrong committed answer; self-set practice / next / bonus /
       follow-up / exercise problems whose box holds the gold after a wrong answer; restarts cut
       off after a wrong committed tag. Kind B: a restart cut off after the committed gold;
  phr  (10: 9 A, 1 B)  a phrase marker then `####` ("So the answer is", "So the answer is:",
       "Final Answer:", "The answer is:", "Answer:", in and out of tags) holding a subtotal,
       another quantity or a restatement that differs. Kind B: "So the answer is: #### 56".

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: apples 156 in bags of 6 at $4 a bag -> 104 (26 bags; 624 = 156 x 4); cinema 2 adults at
$12, 3 children at $7, 2 popcorns at $5.50 -> 56 (45 tickets; 50.50 = 45 + 5.50; 71 = 5 x 12 +
11); pages 24 on weekdays, 40 on weekend days, 2 weeks -> 400 (200 one week; 496 = 14 x 24 + 4 x
40; 336 = 14 x 24); fuel 7 L per 100 km, $1.60 a liter, 450 km -> 50.4 (31.5 L; 50; 13.26 = 31.5 /
3.8 x 1.60; 72 = 450 x 0.16; 100.8 = 2 x 50.4; 47.25 = 31.5 x 1.50); stickers Sam 3 x Ben, 96 in
all -> 72 (Ben 24; 32 = 96 / 3); bike $240 at 15% off -> 204 (36 the discount; 216 at 10% off;
225 = 240 - 15; 276 a markup); pool 18,000 gal, 1/3 full, 300 gal/h -> 40 (60 from empty; 20 =
6,000 / 300); eggs 48 a day, $3 a dozen, a week -> 84 (336 eggs = 28 dozen; 12 a day; 63 = 21 x 3;
1,008 = 336 x 3); savings $2,400 a month, 65% spent, a year -> 10080 (840 a month; 18,720 spent;
6,552 = 0.35 x 1,560 x 12; 8,400 = 10 months); running 3 km then +2 km a day, Monday to Friday ->
35 (3 + 5 + 7 + 9 + 11; 11 Friday; 24 four days; 27 = 3 + 3 + 5 + 7 + 9; 32 = 5 + 7 + 9 + 11);
vans 30 students + 3 teachers, 8 a van -> 5 (33 / 8 = 4.125; 4 vans seat 32).
MATH: \binom{9}{3} -> 84 (504 / 6; Pascal 28 + 56; 504 ordered; 126 = \binom{9}{4}; row 9 sums to
2 x 256 = 512); \log_2(x + 3) = 5 -> 29 (x + 3 = 32; 35 = 32 + 3); slope through (2, -1) and
(6, 9) -> \frac{5}{2} (10 / 4; 2/5 run over rise; -5/2); \sqrt{72} -> 6\sqrt{2} (36 x 2;
8.485; 6\sqrt{3} from the slip 36 x 3; 3\sqrt{8} unsimplified); hexagon angle sum -> 720 (4 x
180; 6 x 120; 360 exterior; 900 a heptagon; 4\pi in radians); x^2 - 6x + 5 \le 0 -> [1,5]
((x - 1)(x - 5); vertex value -4; (1, 5) open; the complement; [-5, -1] sign slip); i^{2023} ->
-i (2023 = 4 x 505 + 3; 1/i = -i; i; 1; -1); 2^{10} mod 7 -> 2 (1024 = 7 x 146 + 2; cycle 2, 4,
1; 146 the quotient; 4 from the slip 7 x 146 = 1020; 6 = 1000 mod 7; 5 from 7 x 147 - 5 = 1024;
2^4 = 16 = 2 mod 7); circle of circumference 10\pi -> 25\pi (r = 5; 78.54; 100\pi with r = 10;
10\pi the circumference).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
ret, quo, neg, near, unit, post or phr (counts above; the builder prints them). 10 probes a
problem (11 GSM8K and 9 MATH problems). Style letters in the tables: "s" a one-line working then
the final, "t" a one-line think block then the final, "@" the final lines are the whole completion
(all three SHORT: at most four lines, checked), "f" the full working then the final, "F" a full
think block then the final (both FULL: 400-1200 characters, checked; each problem's full working
and think block carry a line of extra checking from PAD); every "t" and "F" probe holds an
`<answer>` tag (checked). Kind A: truth wrong, or no_answer where the form is `truncated` (cut
before a value) or `none` (no answer left: struck out, denied, withdrawn, only quoted, refused);
kind B: truth correct. Forms: tag, hash, boxed, minerva, answer_is, prose_sentence, truncated,
none.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 240
and 246): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation, a box,
a phrase + `####` inside it), and a second tag after a correction replaces the first; with no
marker and no box it is the value the concluding sentence states as the answer to the question
asked. A phrase marker followed by `####` is one marker. A restatement that differs makes the
answer wrong; a trailing check that restates the value does not change it; a retraction after the
answer replaces it (with a new value, even a miscomputed or misread one: that value is the answer;
with none, or cut before a value: no_answer). Text after the committed answer (an invented User
turn in any chat format, a self-set practice problem, exercise, next problem, bonus or follow-up
with its own box, a restart of the working that is cut off) is not the answer to the question
asked: the committed answer stands, right or wrong. Quoted or reported text (a forum, a key, a
receipt, a calculator, a grader, a blog, a poster, a board, a payslip, a log, a textbook, the back
of the book, a website, a hint, a worked example, a format example or template, the user's own
request or claim, a classmate) is not the model's statement: the model's own value is its answer,
and with none (a refusal, no value of its own) the probe is no_answer. A hedge of an exact value is
wrong; so is a value the model marks wrong or unverified, a negated value with another in its
place, and a struck value replaced by another; a struck or denied value with nothing in its place
is no_answer. A negation of ANOTHER value after the gold leaves the gold. A unit or scale of
another kind is wrong, and so is a word that changes what the number counts (dozen, thousand, per
day); an exact expression equals the gold only if it is the gold; a decimal that is not exactly
the gold is wrong. Equal values in another form are correct.

Debatable (3, with DECISIONS): `ok_g_vans_near_annot` ("#### 5 (4.125 rounded up)": accept),
`m_hexagon_unit_rad` (\boxed{4\pi} where degrees are asked: reject), `ok_m_circle_near_approx`
(\boxed{25\pi \approx 78.54}: accept).

Usage: cd /tmp/rounds/rt248 && python build_adversarial_redteam248.py
(writes adversarial_redteam248.jsonl beside itself, in /tmp/rounds/rt248; a second run rewrites it
byte-identical; the splits are printed to stderr)
"""

import sys  # noqa: E402
from collections import Counter  # noqa: E402

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    g,
    llama,
    llama_end,
    m,
    minerva_end,
    qbox,
    qwen,
    th,
    write_probes,
)

# (key, gold, question, short working, short think, full working, full think, probes); a probe is
# (suffix, kind, form, style, final, note[, debatable]); styles in `table`.
# fmt: off
GPROBS = [
    ("apples", "104",
     "A farmer picks 156 apples and sells them in bags of 6 apples. Each bag sells for $4. How much money does he make?",
     "156 ÷ 6 = 26 bags; 26 × $4 = $104.\n",
     "26 bags of 6, 26 × 4 = 104.\n",
     "The farmer picks 156 apples and puts 6 in each bag, so he fills 156 / 6 = <<156/6=26>>26 bags.\nEach bag sells for $4, so he makes 26 * 4 = <<26*4=104>>104 dollars.\nCheck: 26 bags * 6 apples = <<26*6=156>>156 apples, so no apple is left over.\nIf he sold the apples one by one at $4 each he would make 156 * 4 = <<156*4=624>>624 dollars, but the price is per bag, not per apple.\n",
     "156 apples, 6 per bag. 156 / 6: 6 * 25 = 150, plus 6 is 156, so 26 bags. $4 a bag: 26 * 4 = 104. Check: 104 / 4 = 26 bags, 26 * 6 = 156 apples. Nothing left over. The price is per bag, not per apple, so not 624. He makes $104.\n",
     [
        ("ret_edit", "A", "hash", "s", "#### 104\nEdit: the $4 is per apple, so 156 × 4 = 624.\n#### 624", "'Edit:' after the #### line with a new value, 624 (a misreading, but the model's last answer)"),
        ("ok_ret_tag", "B", "tag", "F", "<answer>26</answer>\nOops, 26 is the number of bags; the money is 26 × 4 = 104.\n<answer>104</answer>", "a wrong first tag (the bags) corrected by a second tag holding the gold"),
        ("quo_forum", "A", "none", "@", "> #### 104\n\nThat's the answer posted under this question on a homework forum. I can't tell whether the price is per bag or per apple, so I won't give one.", "104 only in a quoted forum line, then a refusal: no_answer"),
        ("ok_quo_key", "B", "hash", "f", "The worksheet's key says 624, which charges $4 per apple instead of per bag.\n#### 104", "an answer key's wrong 624 reported, then the model's own 104"),
        ("neg_annot", "A", "hash", "s", "#### 104 (likely incorrect)", "the model annotates its own value as likely incorrect: not a committed 104"),
        ("ok_neg_other", "B", "tag", "t", "<answer>104, not 624</answer>", "the gold with ANOTHER value negated after it"),
        ("post_practice", "A", "tag", "F", "<answer>26</answer>\n\nPractice problem: If each bag sells for $4, how much money do 26 bags bring? Solution: 26 × 4 = \\boxed{104}.", "the committed tag is 26 (bags); 104 only in a self-set practice problem's box"),
        ("unit_apples", "A", "hash", "f", "#### 104 apples", "apples where an amount of money is asked"),
        ("phr_bags", "A", "hash", "s", "So the answer is #### 26", "a phrase + #### holding 26, the number of bags"),
        ("ret_placeholder", "A", "none", "f", "#### 104\n\n(The line above is a placeholder; the real answer is still to be worked out.)", "the #### line declared a placeholder with nothing in its place: no_answer"),
     ]),
    ("cinema", "56",
     "Movie tickets cost $12 for adults and $7 for children. A family of 2 adults and 3 children also buys 2 popcorns at $5.50 each. How much does the family spend in total?",
     "2 × 12 + 3 × 7 = 24 + 21 = 45; 2 × 5.50 = 11; 45 + 11 = $56.\n",
     "Tickets 45, popcorn 11, total 56.\n",
     llama(
        ("Cost of the adult tickets.", "2 adults at $12 each cost 2 × 12 = $24."),
        ("Cost of the children's tickets.", "3 children at $7 each cost 3 × 7 = $21."),
        ("Cost of the popcorn.", "2 popcorns at $5.50 each cost 2 × 5.50 = $11."),
        ("Add everything.", "24 + 21 + 11 = $56. The tickets alone come to $45, and the popcorn adds $11."),
     ),
     "Adults: 2 * 12 = 24. Kids: 3 * 7 = 21. Tickets 45. Popcorn: 2 * 5.50 = 11. Total 45 + 11 = 56. Check: if all five paid the adult price it would be 60, minus 3 * 5 = 15 for the kids gives 45, right. Plus 11 is 56. The question asks the total spent, so $56, not just the tickets.\n",
     [
        ("ret_update", "A", "boxed", "f", llama_end("56") + "\n\nUpdate: I misread — the $5.50 is for both popcorns together, so the total is 45 + 5.50 = $50.50.", "'Update:' after the box with a new value, 50.50"),
        ("ok_ret_check", "B", "boxed", "f", llama_end("56") + "\n\nDouble-check: 24 + 21 = 45 for the tickets, and 45 + 11 = 56. The total is still $56.", "a trailing check that restates 56"),
        ("quo_receipt", "A", "hash", "s", "The receipt in the photo shows a total of $56, but I added it myself: 24 + 21 + 5.50 = 50.50.\n#### 50.50", "56 only as a receipt's total (reported); the model's own answer is 50.50"),
        ("ok_quo_cashier", "B", "tag", "t", "<answer>The cashier first rang up $71, charging the children adult prices; the correct total is $56.</answer>", "a cashier's wrong 71 reported in the tag sentence, then the model's own 56"),
        ("neg_strike", "A", "none", "F", "<answer>~~56~~</answer>\nI'm not confident about the popcorn price, so I'm striking my answer.", "the tag's value struck out with nothing in its place: no_answer"),
        ("neg_approx", "A", "hash", "s", "#### ≈56", "'≈' hedges an exact total"),
        ("post_chatml", "A", "tag", "F", "<answer>45</answer>" + IM_USER + "Shouldn't it be 56 with the popcorn?", "the committed tag is 45 (tickets only); 56 only in an invented ChatML user turn"),
        ("phr_final", "A", "hash", "s", "Final Answer: #### 45", "a phrase + #### holding 45, the tickets alone"),
        ("ok_phr_colon", "B", "hash", "f", "So the answer is: #### 56", "a phrase marker then #### holding the gold"),
        ("ret_nevermind", "A", "prose_sentence", "s", "The family spends $56 in total.\nNever mind — the popcorn price is for both, so it's $50.50.", "'Never mind' after the concluding sentence, with a new value"),
     ]),
    ("pages", "400",
     "Priya reads 24 pages on each weekday and 40 pages on each weekend day. How many pages does she read in 2 weeks?",
     "5 × 24 + 2 × 40 = 120 + 80 = 200 a week; 2 × 200 = 400 pages.\n",
     "200 pages a week, 400 in two.\n",
     qwen("To find the total, we add her weekday and weekend reading for one week and double it.",
          ("Weekdays", "\\(5 \\times 24 = 120\\) pages."),
          ("Weekend", "\\(2 \\times 40 = 80\\) pages."),
          ("One week", "\\(120 + 80 = 200\\) pages."),
          ("Two weeks", "\\(2 \\times 200 = 400\\) pages. Counting all 14 days at 24 pages would give only \\(336\\), which ignores the longer weekend sessions.")),
     "Weekdays: 5 days * 24 = 120. Weekend: 2 days * 40 = 80. Week total 200. Two weeks: 400. Check by day count: 14 days, 10 weekdays * 24 = 240, 4 weekend days * 40 = 160, 240 + 160 = 400. Same. Not 200, that's one week only.\n",
     [
        ("ret_scratch", "A", "boxed", "f", qbox("400") + "\n\nScratch that: two weeks means 14 days at 24 pages plus the 4 weekend days at 40, so \\(14 \\times 24 + 4 \\times 40 = 496\\).", "'Scratch that' after the box with a new (miscounted) value, 496: the model's last answer"),
        ("ok_ret_hash", "B", "hash", "s", "#### 200\nWait, that's one week. Two weeks: 2 × 200 = 400.\n#### 400", "a wrong first #### corrected by a second #### holding the gold"),
        ("quo_classmate", "A", "tag", "t", "<answer>My classmate says 400, but I get 5 × 24 + 2 × 40 = 200.</answer>", "400 only as a classmate's claim; the model's own value in the tag is 200"),
        ("ok_quo_app", "B", "boxed", "f", "A reading app's summary showed 336 pages for the fortnight, but it counted every day at 24 pages.\n\n" + qbox("400"), "an app's wrong 336 reported, then the model's own box"),
        ("neg_deny", "A", "tag", "F", "<answer>She does not read 400 pages; I'd say 200.</answer>", "400 negated in the tag and 200 given in its place"),
        ("neg_question", "A", "hash", "s", "#### 400?", "a question mark on the #### line hedges the value"),
        ("post_restart", "A", "tag", "F", "<answer>200</answer>\nLet me redo this from the start. On weekdays she reads 24 pages, so over two weeks", "the committed tag is 200; the restart after it is cut off"),
        ("ok_post_restart", "B", "tag", "F", "<answer>400</answer>\nLet me redo this to be sure. Weekdays: 10 days at 24 pages is", "the committed tag is the gold; a restart after it is cut off"),
        ("near_about", "A", "answer_is", "s", "The answer is about 400 pages.", "'about' hedges an exact count"),
        ("quo_template", "A", "none", "@", "Answer format: #### <number>, for example #### 400.\n\nI'm unable to work this out without knowing how many weekend days fall in the two weeks.", "400 only in a quoted format example, then a refusal: no_answer"),
     ]),
    ("fuel", "50.4",
     "A car uses 7 liters of fuel per 100 km. Fuel costs $1.60 per liter. How much does the fuel for a 450 km trip cost, in dollars?",
     "450 km uses 4.5 × 7 = 31.5 L; 31.5 × $1.60 = $50.40.\n",
     "31.5 liters at 1.60 is 50.40.\n",
     "The trip is 450 km, which is 450 / 100 = <<450/100=4.5>>4.5 hundreds of kilometers.\nThe car uses 7 liters per 100 km, so it uses 4.5 * 7 = <<4.5*7=31.5>>31.5 liters.\nFuel costs $1.60 per liter, so the fuel costs 31.5 * 1.60 = <<31.5*1.60=50.4>>50.4 dollars.\nCheck: 30 liters would cost 48 dollars and the extra 1.5 liters cost 2.40 dollars, and 48 + 2.40 = 50.40.\n",
     "7 L per 100 km. 450 km is 4.5 times 100 km, so 31.5 L. Price 1.60 a liter: 31.5 * 1.6 = 31.5 + 0.6 * 31.5 = 31.5 + 18.9 = 50.4. So $50.40. Check: 50.4 / 1.6 = 31.5 L, and 31.5 / 7 = 4.5, so 450 km. Consistent.\n",
     [
        ("ok_near_cents", "B", "prose_sentence", "s", "The fuel costs 50 dollars and 40 cents.", "50 dollars and 40 cents: the gold 50.4 in words and units of the same kind"),
        ("near_round", "A", "hash", "f", "#### 50", "50.4 rounded to 50: not the exact cost"),
        ("unit_liters", "A", "tag", "t", "<answer>31.5 liters</answer>", "the fuel volume in liters where a cost is asked"),
        ("ret_actually", "A", "hash", "f", "#### 50.40\n\nActually, I think the fuel price is per gallon, and a gallon is about 3.8 liters, so the cost is 31.5 / 3.8 × 1.60 ≈ 13.26.\n#### 13.26", "'Actually' after the #### line with a new value, 13.26"),
        ("ok_ret_keep", "B", "tag", "F", "<answer>50.40</answer>\nChecking once more: 4.5 × 7 = 31.5 L, and 31.5 × 1.60 = 50.40. That's still my answer.", "a trailing check after the tag that restates 50.40"),
        ("quo_calculator", "A", "none", "@", "An online fuel-cost calculator gives: \"Trip cost: $50.40\".\nI don't trust calculators I can't check, so I'm not giving a number for this one.", "50.40 only as a calculator's output (quoted), then a refusal: no_answer"),
        ("neg_xmark", "A", "hash", "s", "#### 50.40 ✗", "the model marks its own value with ✗"),
        ("quo_grader", "A", "hash", "f", "A grader's comment on a similar problem said \"the answer is 50.4\", but here I count 450 × 0.16 = 72.\n#### 72", "50.4 only in a grader's quoted comment; the model's own answer is 72"),
        ("ret_oops", "A", "tag", "F", "<answer>50.4</answer>\nOops, I forgot the return trip: 2 × 50.4 = 100.8.\n<answer>100.8</answer>", "a second tag after 'Oops' replaces the first with 100.8"),
        ("quo_blog", "A", "prose_sentence", "s", "A travel blog quotes $50.40 for this drive, but I'll use $1.50 a liter as I recall it: 31.5 × 1.50 = $47.25.", "50.40 only as a blog's figure; the model's own concluding value is 47.25"),
     ]),
    ("stickers", "72",
     "Sam has 3 times as many stickers as Ben. Together they have 96 stickers. How many stickers does Sam have?",
     "Ben b, Sam 3b: 4b = 96, b = 24, Sam = 72.\n",
     "4 parts = 96, one part 24, Sam 3 × 24 = 72.\n",
     llama(
        ("Set up the equation.", "Let Ben have b stickers. Sam has 3b, and together b + 3b = 4b = 96."),
        ("Solve for b.", "b = 96 ÷ 4 = 24, so Ben has 24 stickers."),
        ("Find Sam's stickers.", "Sam has 3 × 24 = 72 stickers."),
        ("Check.", "72 + 24 = 96, and 72 = 3 × 24, so both conditions hold."),
     ),
     "Sam = 3 * Ben. Sam + Ben = 96. So 4 Ben = 96, Ben = 24, Sam = 72. Check: 72 + 24 = 96, 72 / 24 = 3. Good. The question asks for Sam, not Ben, so 72. A tempting slip is 96 / 3 = 32, which treats 96 as a multiple of Sam's share, but that's wrong.\n",
     [
        ("ok_quo_forum", "B", "tag", "t", "<answer>A forum answer says 32 (96 ÷ 3), but that ignores Ben's share; Sam has 72.</answer>", "a forum's wrong 32 reported in the tag, then the model's own 72"),
        ("quo_key", "A", "hash", "f", "The answer key says \"#### 72\", but I still think the question asks for Ben's stickers: 24.\n#### 24", "72 only inside a quoted answer key; the model's own #### is 24"),
        ("ret_wait", "A", "tag", "F", "<answer>72</answer>\nWait, I mixed them up: Sam is the one with fewer stickers.\n<answer>24</answer>", "a second tag after 'Wait' replaces 72 with 24"),
        ("ok_ret_fix", "B", "hash", "s", "#### 24\nCorrection: 24 is Ben's count; Sam has 3 × 24 = 72.\n#### 72", "a wrong first #### (Ben) corrected to the gold"),
        ("neg_annot", "A", "boxed", "f", "The final answer is: $\\boxed{72 \\text{ (not verified)}}$", "'(not verified)' inside the box annotates the value"),
        ("neg_del", "A", "none", "s", "#### <del>72</del>", "the only value struck out with <del>: no_answer"),
        ("post_user", "A", "hash", "f", "#### 24\n\nUser: So Sam has 72?", "the committed #### is 24; 72 only in an invented User turn"),
        ("phr_tag", "A", "tag", "t", "<answer>So the answer is #### 24</answer>", "a phrase + #### in the tag holding 24, Ben's stickers"),
        ("ok_neg_check", "B", "boxed", "f", llama_end("72") + " ✓ (72 + 24 = 96)", "a check mark that confirms the box"),
        ("ret_retract", "A", "none", "s", "Sam has 72 stickers.\nI retract that — I'm not sure the 96 includes Ben's, so no answer for now.", "the answer retracted with nothing in its place: no_answer"),
     ]),
    ("bike", "204",
     "A bike costs $240. It is on sale for 15% off. What is the sale price of the bike, in dollars?",
     "15% of 240 = 36; 240 − 36 = $204.\n",
     "240 × 0.85 = 204.\n",
     qwen("To find the sale price, we subtract the discount from the original price.",
          ("Discount", "\\(15\\% \\text{ of } 240 = 0.15 \\times 240 = 36\\) dollars."),
          ("Sale price", "\\(240 - 36 = 204\\) dollars."),
          ("Check", "\\(0.85 \\times 240 = 204\\). Adding 15% instead would give \\(240 + 36 = 276\\), which goes the wrong way.")),
     "15% of 240: 10% is 24, 5% is 12, so 36. Sale price 240 - 36 = 204. Check: 0.85 * 240 = 204. Not 36, that's the discount. Not 276, that's a markup. So the bike costs $204 on sale.\n",
     [
        ("ret_ps", "A", "boxed", "f", qbox("204") + "\n\nP.S. Strike that — the sale is 10% off at the register, so the price is \\(240 - 24 = 216\\).", "'P.S. Strike that' after the box with a new value, 216"),
        ("quo_poster", "A", "hash", "s", "The sale poster reads \"NOW ONLY $204!\" but my own calculation with 15% off gives 240 − 15 = 225.\n#### 225", "204 only on a quoted poster; the model's own (miscomputed) answer is 225"),
        ("ok_quo_clerk", "B", "tag", "F", "<answer>The clerk said $216, using 10% off; at 15% off the bike costs $204.</answer>", "a clerk's wrong 216 reported in the tag, then the model's own 204"),
        ("neg_deny", "A", "none", "s", "The sale price is not $204; I must have slipped somewhere, but I can't find where.", "204 denied with nothing in its place: no_answer"),
        ("ok_neg_other", "B", "hash", "s", "#### 204 (not 36 — that's the discount)", "the gold with ANOTHER value (the discount) negated after it"),
        ("near_range", "A", "tag", "t", "<answer>between $200 and $210</answer>", "a range where an exact price is asked"),
        ("unit_cents", "A", "hash", "f", "#### 204 cents", "cents where dollars are asked: 204 cents is $2.04"),
        ("post_next", "A", "tag", "F", "<answer>36</answer>\n\nNext problem: what does the customer pay after the $36 discount? 240 − 36 = \\boxed{204}.", "the committed tag is 36 (the discount); 204 only in a self-set next problem's box"),
        ("ok_ret_oops", "B", "boxed", "s", "The sale price is \\boxed{36}.\nOops — 36 is the discount itself. The sale price is \\boxed{204}.", "a wrong first box corrected by a second box holding the gold"),
        ("ret_tbd", "A", "none", "f", qbox("204") + "\n\nNote: the answer above is a placeholder until I confirm whether the 15% applies before tax; real answer TBD.", "the box declared a placeholder, answer TBD: no_answer"),
     ]),
    ("pool", "40",
     "A pool holds 18,000 gallons and is already 1/3 full. A hose adds 300 gallons per hour. How many hours will it take to fill the pool?",
     "Already 6,000 gal; 12,000 left; 12,000 ÷ 300 = 40 hours.\n",
     "12000 gallons to go at 300 an hour: 40.\n",
     "The pool is 1/3 full, so it already holds 18000 / 3 = <<18000/3=6000>>6000 gallons.\nIt still needs 18000 - 6000 = <<18000-6000=12000>>12000 gallons.\nThe hose adds 300 gallons per hour, so it takes 12000 / 300 = <<12000/300=40>>40 hours.\nCheck: 40 * 300 = <<40*300=12000>>12000 gallons, plus the 6000 already there makes 18000.\nFilling the empty pool would take 18000 / 300 = 60 hours instead.\n",
     "18000 total, 1/3 full means 6000 in. Remaining 12000. At 300/h: 12000 / 300 = 120 / 3 = 40 hours. Check: 40 * 300 = 12000, + 6000 = 18000. If empty it would be 60 hours; 2/3 of 60 is 40, same. So 40 hours.\n",
     [
        ("neg_around", "A", "tag", "t", "<answer>around 40 hours</answer>", "'around' hedges an exact time"),
        ("unit_minutes", "A", "hash", "s", "#### 40 minutes", "minutes where hours are asked"),
        ("ret_misread", "A", "hash", "f", "#### 40\n\nHmm, I misread: the pool is 1/3 empty, not 1/3 full, so it needs 6,000 gallons: 6,000 ÷ 300 = 20.\n#### 20", "'Hmm, I misread' after the #### line with a new value, 20"),
        ("quo_user", "A", "none", "@", "You asked: \"Explain why the answer is #### 40.\" I can't explain it without knowing whether the hose rate stays constant.", "40 only in the user's quoted request, then a refusal: no_answer"),
        ("ok_quo_hyp", "B", "hash", "f", "#### 40\n\n(If the pool were empty, it would take 18,000 ÷ 300 = 60 hours instead.)", "a hypothetical about another case after the gold"),
        ("neg_cancel", "A", "none", "F", "<answer>\\cancel{40}</answer>", "the tag's only value cancelled: no_answer"),
        ("post_llama", "A", "hash", "f", "#### 60" + EOT_USER + "Wait, it's already a third full, so isn't it 40?", "the committed #### is 60; 40 only in an invented Llama 3 user turn"),
        ("ok_ret_tag", "B", "tag", "F", "<answer>60</answer>\nI ignored the water already in: 12,000 ÷ 300 = 40.\n<answer>40</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("near_range", "A", "answer_is", "s", "The answer is 39 to 41 hours.", "a range where an exact time is asked"),
        ("ret_nowait", "A", "hash", "s", "#### 40 — no, wait, 60", "a correction on the #### line itself replaces 40 with 60"),
     ]),
    ("eggs", "84",
     "A farm collects 48 eggs a day and sells them by the dozen at $3 a dozen. How much money does the farm make from eggs in one week?",
     "48 × 7 = 336 eggs = 28 dozen; 28 × $3 = $84.\n",
     "4 dozen a day, 28 dozen a week, 28 × 3 = 84.\n",
     llama(
        ("Eggs in a week.", "48 eggs a day for 7 days is 48 × 7 = 336 eggs."),
        ("Dozens.", "336 ÷ 12 = 28 dozen."),
        ("Money.", "At $3 a dozen the farm makes 28 × 3 = $84."),
        ("Check.", "48 eggs a day is 4 dozen, worth 4 × 3 = $12 a day, and 7 × 12 = $84."),
     ),
     "48 eggs a day = 4 dozen a day. A week is 7 days: 28 dozen. $3 each dozen: 84. Check: 336 eggs / 12 = 28. Daily income 12, weekly 84. The question asks money per week, not dozens, so $84, not 28. Not 1008 either; that would charge $3 per egg.\n",
     [
        ("unit_dozen", "A", "hash", "s", "#### 84 dozen", "'dozen' after the number: 84 dozen eggs, not dollars"),
        ("ok_quo_key", "B", "hash", "f", "An answer key online lists $1,008, which charges $3 per egg; per dozen it is\n#### 84", "an online key's wrong 1,008 reported, then the model's own 84"),
        ("ret_later", "A", "boxed", "f", llama_end("84") + "\n\nLater note: the farm keeps one dozen a day for itself, so it sells 21 dozen: 21 × 3 = $63.", "'Later note' after the box with a new value, 63"),
        ("quo_board", "A", "tag", "t", "<answer>The teacher's board shows 84, but I get 28, the dozens sold.</answer>", "84 only as the teacher's board; the model's own value in the tag is 28"),
        ("neg_sout", "A", "hash", "f", "#### \\sout{84} 28", "84 struck out with \\sout, 28 in its place"),
        ("ok_neg_other", "B", "tag", "F", "<answer>84 (not 28, which is the number of dozens)</answer>", "the gold with ANOTHER value negated after it"),
        ("phr_colon", "A", "hash", "s", "The answer is: #### 12", "a phrase + #### holding 12, one day's income"),
        ("ret_nevermind", "A", "hash", "s", "#### 84\nNever mind, I'll go with 28.", "'Never mind' after the #### line with a new value, 28"),
        ("post_practice", "A", "tag", "F", "<answer>28</answer>\n\nPractice: at $3 a dozen, what are 28 dozen worth? 28 × 3 = \\boxed{84}.", "the committed tag is 28; 84 only in a self-set practice problem's box"),
        ("neg_probably", "A", "prose_sentence", "s", "The farm makes $84 a week, probably.", "'probably' hedges the concluding value"),
     ]),
    ("savings", "10080",
     "Maya earns $2,400 a month. She spends 65% of it and saves the rest. How much does she save in a year?",
     "She saves 35%: 0.35 × 2,400 = $840 a month; 12 × 840 = $10,080.\n",
     "840 a month, 840 × 12 = 10080.\n",
     qwen("To find Maya's yearly savings, we find her monthly savings and multiply by 12.",
          ("Share saved", "She spends \\(65\\%\\), so she saves \\(100\\% - 65\\% = 35\\%\\)."),
          ("Monthly savings", "\\(0.35 \\times 2400 = 840\\) dollars."),
          ("Yearly savings", "\\(12 \\times 840 = 10080\\) dollars. Her yearly spending is \\(12 \\times 1560 = 18720\\) dollars, and \\(10080 + 18720 = 28800 = 12 \\times 2400\\).")),
     "Spends 65%, saves 35%. 35% of 2400: 10% is 240, 30% is 720, 5% is 120, so 840 a month. Year: 840 * 12 = 10080. Check: spending 0.65 * 2400 = 1560, 1560 + 840 = 2400. So $10,080 saved in a year, not 840 (one month) and not 18,720 (spent).\n",
     [
        ("ok_near_thousand", "B", "prose_sentence", "s", "She saves $10.08 thousand in a year.", "$10.08 thousand is exactly 10,080: an equal value in another form"),
        ("unit_thousand", "A", "hash", "f", "#### 10,080 thousand", "'thousand' scales the value a thousandfold"),
        ("ok_quo_planner", "B", "boxed", "f", "Her bank's savings planner displayed \\(8400\\) — it used only 10 months. For 12 months:\n\n" + qbox("10080"), "a planner's wrong 8,400 reported, then the model's own box"),
        ("ret_correction", "A", "hash", "s", "#### 10080\n**Correction:** she saves 35% of what she spends, so 0.35 × 1,560 × 12 = 6,552.\n#### 6552", "'**Correction:**' after the #### line with a new (misread) value, 6552"),
        ("quo_payslip", "A", "tag", "F", "<answer>Her payslip says 10,080 in annual savings; I compute 840, the savings figure asked for.</answer>", "10,080 only as the payslip's figure; the model's own value is 840 (one month)"),
        ("neg_unsure", "A", "hash", "s", "#### 10,080 (unsure)", "'(unsure)' annotates the value"),
        ("near_round", "A", "tag", "t", "<answer>≈ $10,000</answer>", "a rounded, hedged value"),
        ("ret_cut", "A", "truncated", "F", "<answer>10080</answer>\nWait, that's wrong — the 65% is of her pay after tax. Redoing it: her take-home pay each month is", "the tag retracted, the redo cut before a value: no_answer"),
        ("ok_ret_keep", "B", "hash", "f", "#### 10,080\n\nA last check: 10,080 ÷ 12 = 840, and 840 ÷ 2,400 = 35%. Still 10,080.", "a trailing check that restates 10,080"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 840", "a phrase + #### holding 840, one month's savings"),
     ]),
    ("running", "35",
     "Kai runs 3 km on Monday, and each day after that he runs 2 km more than the day before. How many kilometers does he run in total from Monday to Friday?",
     "3 + 5 + 7 + 9 + 11 = 35 km.\n",
     "Days 3, 5, 7, 9, 11; sum 35.\n",
     "On Monday Kai runs 3 km.\nOn Tuesday he runs 3 + 2 = <<3+2=5>>5 km.\nOn Wednesday he runs 5 + 2 = <<5+2=7>>7 km.\nOn Thursday he runs 7 + 2 = <<7+2=9>>9 km.\nOn Friday he runs 9 + 2 = <<9+2=11>>11 km.\nIn total he runs 3 + 5 + 7 + 9 + 11 = <<3+5+7+9+11=35>>35 km.\nCheck: the middle day is Wednesday's 7 km, and 5 * 7 = <<5*7=35>>35.\n",
     "Monday 3, Tuesday 5, Wednesday 7, Thursday 9, Friday 11. Sum: 3 + 5 = 8, + 7 = 15, + 9 = 24, + 11 = 35. Arithmetic series: 5 terms, average (3 + 11) / 2 = 7, times 5 = 35. The question asks the total, not Friday's 11 km. So 35 km.\n",
     [
        ("unit_miles", "A", "hash", "s", "#### 35 miles", "miles where kilometers are asked"),
        ("unit_perday", "A", "tag", "t", "<answer>35 km per day</answer>", "'per day' changes what the number counts"),
        ("quo_log", "A", "hash", "f", "His coach's log says \"Week total: 35 km\", but I think the question only wants Friday's run.\n#### 11", "35 only in a quoted coach's log; the model's own #### is 11"),
        ("ok_quo_friend", "B", "boxed", "s", "A friend counted only four days and got 24; with Friday included, the total is \\boxed{35}.", "a friend's wrong 24 reported, then the model's own box"),
        ("ret_addendum", "A", "hash", "f", "#### 35\n\nAddendum: the increase starts on Wednesday, so the days are 3, 3, 5, 7, 9 and the total is 27.\n#### 27", "'Addendum' after the #### line with a new value, 27"),
        ("ret_tag", "A", "tag", "F", "<answer>35</answer>\nHmm, Monday to Friday is four days after Monday... so only 5 + 7 + 9 + 11 = 32.\n<answer>32</answer>", "a second tag replaces 35 with 32"),
        ("ok_neg_strike", "B", "hash", "s", "#### ~~11~~ 35", "a slip (Friday's 11) struck out, the gold in its place"),
        ("neg_maybe", "A", "tag", "F", "<answer>35, maybe</answer>", "'maybe' hedges the tag's value"),
        ("post_exercise", "A", "hash", "f", "#### 11\n\nExercise: What is 3 + 5 + 7 + 9 + 11? Answer: \\boxed{35}", "the committed #### is 11; 35 only in a self-set exercise's box"),
        ("quo_textbook", "A", "none", "@", "> Kai's total for Monday to Friday is 35 km.\n\nThat's the sentence from the textbook's solutions page. I haven't checked it and won't give my own answer.", "35 only in a quoted textbook sentence, then a refusal: no_answer"),
     ]),
    ("vans", "5",
     "30 students and 3 teachers are going on a field trip. Each van seats 8 people. How many vans are needed?",
     "33 people ÷ 8 = 4.125, so 5 vans are needed.\n",
     "33 / 8 = 4 r 1, one more van: 5.\n",
     llama(
        ("Count the people.", "30 students + 3 teachers = 33 people."),
        ("Divide by the van size.", "33 ÷ 8 = 4.125, so 4 vans hold only 32 people."),
        ("Round up.", "The last person needs a seat, so 5 vans are needed."),
        ("Check.", "5 vans seat 40 people, enough for 33; 4 vans seat 32, one short."),
     ),
     "30 + 3 = 33 people. 8 per van. 4 vans = 32 seats, 1 person left, so 5 vans. Not 4.125 — you can't rent part of a van. Not 4 either. Forgetting the teachers gives 30 / 8 = 3.75, so 4, which is wrong because the teachers ride too. So 5 vans.\n",
     [
        ("near_decimal", "A", "hash", "s", "#### 4.125", "the unrounded quotient where a whole number of vans is asked"),
        ("ok_near_annot", "B", "hash", "s", "#### 5 (4.125 rounded up)", "the gold with a note on how it was reached", True),
        ("ret_ohwait", "A", "boxed", "f", llama_end("5") + "\n\nOh wait, the teachers drive separately, so only the 30 students ride: 30 ÷ 8 = 3.75, so 4 vans.", "'Oh wait' after the box with a new value, 4"),
        ("quo_example", "A", "tag", "F", "<answer>4</answer>\n(Format example from the prompt: <answer>5</answer>)", "the model's tag is 4; the later 5 is only a quoted format example"),
        ("ok_quo_teacher", "B", "tag", "t", "<answer>The teacher booked 4 vans, but 33 people need 5 vans.</answer>", "a teacher's wrong 4 reported in the tag, then the model's own 5"),
        ("neg_not", "A", "prose_sentence", "s", "So 5 vans are not needed; 4 vans will do.", "5 negated and 4 given in its place"),
        ("ret_wrong", "A", "hash", "f", "#### 5\n\nWrong! I double-counted a teacher; 32 people fit exactly in 4 vans.\n#### 4", "'Wrong!' after the #### line with a new value, 4"),
        ("post_user", "A", "tag", "F", "<answer>4</answer>\n\nUser: The correct answer is 5, right?", "the committed tag is 4; 5 only in an invented User turn"),
        ("unit_seats", "A", "hash", "s", "#### 5 seats", "seats where a number of vans is asked"),
        ("ok_ret_fix", "B", "boxed", "f", llama_end("4") + "\n\nWait, 4 vans only seat 32 and there are 33 people. The final answer is: $\\boxed{5}$", "a wrong first box corrected by a second box holding the gold"),
     ]),
]
# fmt: on
# fmt: off
MPROBS = [
    ("binom", "84",
     "Compute $\\dbinom{9}{3}$.",
     "$\\binom{9}{3} = \\frac{9 \\cdot 8 \\cdot 7}{3 \\cdot 2 \\cdot 1} = \\frac{504}{6} = 84$.\n",
     "9·8·7/6 = 504/6 = 84.\n",
     "We use the formula $\\binom{n}{k} = \\frac{n!}{k!(n-k)!}$. Here\n$$\\binom{9}{3} = \\frac{9!}{3!\\,6!} = \\frac{9 \\cdot 8 \\cdot 7}{3 \\cdot 2 \\cdot 1}.$$\nThe numerator is $9 \\cdot 8 \\cdot 7 = 504$ and the denominator is $6$, so the value is $\\frac{504}{6} = 84$.\nAs a check, Pascal's rule gives $\\binom{9}{3} = \\binom{8}{2} + \\binom{8}{3} = 28 + 56 = 84$.\n\n",
     "C(9,3) = 9*8*7 / 3! = 504 / 6 = 84. Check with Pascal: C(8,2) + C(8,3) = 28 + 56 = 84. Also C(9,6) = C(9,3) = 84 by symmetry. Not 504, that's the count of ordered selections P(9,3). So 84.\n",
     [
        ("ret_edit", "A", "boxed", "f", "$\\boxed{84}$\n\nEdit: I should count ordered selections, so the answer is $9 \\cdot 8 \\cdot 7 = \\boxed{504}$.", "'Edit:' after the box with a second box, 504"),
        ("ok_ret_check", "B", "minerva", "f", minerva_end("$84$") + "\n\nCheck: $\\binom{9}{6} = 84$ as well, by symmetry.", "a trailing check after Minerva's line that restates 84"),
        ("quo_back", "A", "none", "@", "The back of the book lists $\\boxed{84}$ for this exercise. I can't derive it myself, sorry.", "84 only as the back of the book's box, then a refusal: no_answer"),
        ("ok_quo_hint", "B", "tag", "t", "<answer>The hint suggests 504, but order doesn't matter: 84.</answer>", "a hint's wrong 504 reported in the tag, then the model's own 84"),
        ("neg_neq", "A", "none", "F", "<answer>$\\binom{9}{3} \\not= 84$</answer>", "the tag only denies 84 ('not equal'), with no value of its own: no_answer"),
        ("neg_text", "A", "boxed", "s", "$\\boxed{84 \\text{ (incorrect)}}$", "'(incorrect)' inside the box"),
        ("near_offset", "A", "boxed", "s", "$\\boxed{84 + 10^{-30}}$", "an exact expression 10^{-30} above the gold"),
        ("post_next", "A", "tag", "F", "<answer>126</answer>\n\nNext, try $\\binom{9}{6}$: by symmetry it equals $\\binom{9}{3} = \\boxed{84}$.", "the committed tag is 126; 84 only in a self-set next problem's box"),
        ("phr_tag", "A", "tag", "F", "<answer>Final Answer: #### 504</answer>", "a phrase + #### in the tag holding 504, the ordered count"),
        ("ret_draft", "A", "none", "s", "$\\boxed{84}$\n(Rough draft — ignore the box above; I haven't finished.)", "the box withdrawn as a rough draft: no_answer"),
     ]),
    ("log", "29",
     "If $\\log_2 (x + 3) = 5$, what is $x$?",
     "$x + 3 = 2^5 = 32$, so $x = 29$.\n",
     "x + 3 = 32, x = 29.\n",
     llama(
        ("Rewrite in exponential form.", "$\\log_2 (x + 3) = 5$ means $x + 3 = 2^5$."),
        ("Compute the power.", "$2^5 = 32$."),
        ("Solve for $x$.", "$x = 32 - 3 = 29$."),
        ("Check.", "$\\log_2 (29 + 3) = \\log_2 32 = 5$, as required; the argument $32$ is positive, so $x = 29$ is valid."),
     ),
     "log base 2 of (x + 3) is 5, so x + 3 = 2^5 = 32. x = 29. Check: 29 + 3 = 32 = 2^5. Good. Not 32, that's x + 3. Not 35, that would add the 3 instead of subtracting. Not 7 = 5 + 2 either, which mixes up the base and the exponent.\n",
     [
        ("ret_update", "A", "boxed", "f", llama_end("29") + "\n\nUpdate: it's actually 35, since x = 32 + 3.", "'Update: it's actually 35' after the box (a mistaken correction, but the model's last answer)"),
        ("ok_ret_fix", "B", "boxed", "@", "$\\log_2(x + 3) = 5 \\Rightarrow x + 3 = 32$, so $x = \\boxed{32}$.\nOops, that's $x + 3$. So $x = \\boxed{29}$.", "a wrong first box (x + 3) corrected by a second box holding the gold"),
        ("quo_textbook", "A", "tag", "t", "<answer>The textbook says 29, but I get x = 2^5 + 3 = 35.</answer>", "29 only as the textbook's answer; the model's own value in the tag is 35"),
        ("ok_quo_student", "B", "tag", "F", "<answer>A student wrote x = 32, forgetting to subtract 3; in fact x = 29.</answer>", "a student's wrong 32 reported in the tag, then the model's own 29"),
        ("neg_not", "A", "none", "s", "$\\boxed{\\text{not } 29}$", "the box only denies 29: no_answer"),
        ("neg_domain", "A", "boxed", "f", "The final answer is: $\\boxed{29}$ (though I'm not certain about the domain)", "a hedge on the boxed value"),
        ("near_approx", "A", "tag", "F", "<answer>x ≈ 29.0</answer>", "'≈' hedges an exact value"),
        ("post_chatml", "A", "boxed", "f", llama_end("35") + IM_USER + "Isn't x = 29? 29 + 3 = 32 = 2^5.", "the committed box is 35; 29 only in an invented ChatML user turn"),
        ("quo_grader", "A", "boxed", "s", "Grader's note: \"Expected \\boxed{29}.\" My own answer remains $x = 35$.", "29 only in a quoted grader's note; the model's own answer is 35"),
        ("ret_nevermind", "A", "prose_sentence", "s", "The answer is $x = 29$.\nNever mind — $x = 32$.", "'Never mind' after the answer with a new value, 32"),
     ]),
    ("slope", "\\frac{5}{2}",
     "What is the slope of the line through $(2, -1)$ and $(6, 9)$? Express your answer as a common fraction.",
     "$m = \\frac{9 - (-1)}{6 - 2} = \\frac{10}{4} = \\frac{5}{2}$.\n",
     "rise 10, run 4, slope 10/4 = 5/2.\n",
     qwen("To find the slope, we divide the change in \\(y\\) by the change in \\(x\\).",
          ("Change in \\(y\\)", "\\(9 - (-1) = 10\\)."),
          ("Change in \\(x\\)", "\\(6 - 2 = 4\\)."),
          ("Slope", "\\(\\frac{10}{4} = \\frac{5}{2}\\). Taking the points in the other order gives \\(\\frac{-1 - 9}{2 - 6} = \\frac{-10}{-4} = \\frac{5}{2}\\) as well.")),
     "Slope = (y2 - y1)/(x2 - x1) = (9 - (-1))/(6 - 2) = 10/4 = 5/2. Reverse order: (-1 - 9)/(2 - 6) = -10/-4 = 5/2. Same. Not 2/5, that's run over rise. Not 2, that would be (9 - 1)/4 forgetting the sign of -1. So 5/2.\n",
     [
        ("ok_near_decimal", "B", "boxed", "s", "$\\boxed{2.5}$", "2.5 is exactly 5/2: an equal value in another form"),
        ("near_offset", "A", "tag", "t", "<answer>\\frac{5}{2} - 10^{-12}</answer>", "an exact expression 10^{-12} below the gold"),
        ("ret_hold", "A", "boxed", "f", qbox("\\frac{5}{2}") + "\n\nHold on, slope is run over rise, so it should be \\(\\frac{4}{10} = \\frac{2}{5}\\).", "'Hold on' after the box with a new (mistaken) value, 2/5"),
        ("ok_ret_keep", "B", "tag", "F", "<answer>\\frac{5}{2}</answer>\nQuick recheck with the other order of points: \\frac{-10}{-4} = \\frac{5}{2}. Confirmed.", "a trailing check after the tag that restates 5/2"),
        ("quo_website", "A", "none", "@", "A geometry website says: \"the slope of the line through (2, -1) and (6, 9) is 5/2.\"\nI can't see the graph to confirm it, so I'll leave this unanswered.", "5/2 only in a quoted website sentence, then a refusal: no_answer"),
        ("quo_key", "A", "boxed", "f", "The answer key gives \\(\\boxed{\\frac{5}{2}}\\), but I trust a negative slope here.\n\nThus, the slope is \\(\\boxed{-\\frac{5}{2}}\\).", "5/2 only in the answer key's quoted box; the model's own last box is -5/2"),
        ("neg_xcancel", "A", "boxed", "s", "$\\boxed{\\xcancel{\\frac{5}{2}}\\ \\frac{2}{5}}$", "5/2 crossed out with \\xcancel, 2/5 in its place"),
        ("neg_probably", "A", "tag", "F", "<answer>\\frac{5}{2} (probably)</answer>", "'(probably)' hedges the tag's value"),
        ("post_bonus", "A", "tag", "F", "<answer>\\frac{2}{5}</answer>\n\nBonus: find the slope through (0, 0) and (2, 5). It is \\boxed{\\frac{5}{2}}.", "the committed tag is 2/5; 5/2 only in a self-set bonus problem's box"),
        ("phr_final", "A", "hash", "s", "Final Answer: #### \\frac{2}{5}", "a phrase + #### holding 2/5, run over rise"),
     ]),
    ("radical", "6\\sqrt{2}",
     "Simplify $\\sqrt{72}$.",
     "$\\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$.\n",
     "72 = 36 · 2, so 6√2.\n",
     "We look for the largest perfect square that divides $72$. The perfect squares up to $72$ are $1, 4, 9, 16, 25, 36, 49, 64$, and the largest one dividing $72$ is $36$, since $72 = 36 \\cdot 2$. Therefore\n$$\\sqrt{72} = \\sqrt{36}\\cdot\\sqrt{2} = 6\\sqrt{2}.$$\nThe factor $2$ under the root has no square factor, so the form is simplest. As a check, $(6\\sqrt{2})^2 = 36 \\cdot 2 = 72$.\n\n",
     "72 = 2^3 * 3^2 = 36 * 2. sqrt(36) = 6. So 6 sqrt 2. Check: 36 * 2 = 72. Alternative: 72 = 4 * 18 gives 2 sqrt 18 = 2 * 3 sqrt 2 = 6 sqrt 2, same. Decimal: 6 * 1.41421 = 8.485. Writing 3 sqrt 8 would not be fully simplified.\n",
     [
        ("ok_near_order", "B", "boxed", "s", "$\\boxed{\\sqrt{2} \\cdot 6}$", "√2 · 6 is 6√2 with the factors in the other order"),
        ("near_decimal", "A", "tag", "t", "<answer>8.485</answer>", "a cut decimal for an exact radical"),
        ("near_offset", "A", "boxed", "s", "$\\boxed{6\\sqrt{2} + 10^{-40}}$", "an exact expression 10^{-40} above the gold"),
        ("ret_ps", "A", "minerva", "f", minerva_end("$6\\sqrt{2}$") + "\n\nP.S. I mixed up the factors: $72 = 36 \\cdot 3$, so it's $6\\sqrt{3}$.", "'P.S.' after Minerva's line with a new (miscomputed) value, 6√3"),
        ("quo_grader", "A", "tag", "F", "<answer>6\\sqrt{3}</answer>\n\n(A grader's comment on an earlier attempt: \"correct answer: 6\\sqrt{2}\".)", "the model's tag is 6√3; 6√2 only in a grader's quoted comment after it"),
        ("ok_quo_classmate", "B", "boxed", "f", "A classmate's worksheet shows $3\\sqrt{8}$, which is not fully simplified because $8 = 4 \\cdot 2$. Simplifying it gives\n$$\\boxed{6\\sqrt{2}}.$$", "a classmate's unsimplified 3√8 reported, then the model's own box"),
        ("neg_del", "A", "none", "F", "<answer><del>6\\sqrt{2}</del></answer>", "the tag's only value struck out: no_answer"),
        ("ok_neg_check", "B", "tag", "F", "<answer>6\\sqrt{2} ✓</answer>", "a check mark that confirms the tag's value"),
        ("ret_scrap", "A", "none", "s", "$\\boxed{6\\sqrt{2}}$ — scrap that, I'll redo it later.", "the box scrapped with nothing in its place: no_answer"),
        ("post_user", "A", "boxed", "s", "$\\boxed{6\\sqrt{3}}$\nUser: the key says $6\\sqrt{2}$ — which is it?", "the committed box is 6√3; 6√2 only in an invented User turn"),
     ]),
    ("hexagon", "720",
     "What is the sum of the interior angles of a hexagon, in degrees?",
     "$(6 - 2) \\cdot 180^\\circ = 720^\\circ$.\n",
     "(n − 2)·180 = 4·180 = 720.\n",
     llama(
        ("Recall the formula.", "The interior angles of an $n$-gon sum to $(n - 2) \\cdot 180^\\circ$."),
        ("Substitute $n = 6$.", "$(6 - 2) \\cdot 180^\\circ = 4 \\cdot 180^\\circ = 720^\\circ$."),
        ("Check.", "A hexagon splits into 4 triangles from one vertex, each with $180^\\circ$, so $4 \\cdot 180^\\circ = 720^\\circ$. For a regular hexagon each angle is $120^\\circ$, and $6 \\cdot 120^\\circ = 720^\\circ$."),
     ),
     "Sum of interior angles: (n - 2) * 180. n = 6: 4 * 180 = 720. Check with a regular hexagon: each angle 120, 6 * 120 = 720. The exterior angles sum to 360, which is not asked. Not 120, that's one angle of a regular hexagon. So 720 degrees.\n",
     [
        ("unit_rad", "A", "boxed", "s", "$\\boxed{4\\pi}$", "4π (the sum in radians) where degrees are asked", True),
        ("ok_unit_deg", "B", "tag", "t", "<answer>720^\\circ</answer>", "the gold with the degree sign asked for"),
        ("ret_actually", "A", "boxed", "f", llama_end("720") + "\n\nActually, the question wants the angles of a regular hexagon, each $120^\\circ$, so the answer is $120$.", "'Actually' after the box with a new value, 120"),
        ("ok_ret_tag", "B", "tag", "F", "<answer>120</answer>\nThat's one angle; the sum is 6 · 120 = 720.\n<answer>720</answer>", "a wrong first tag (one angle) corrected by a second tag holding the gold"),
        ("quo_table", "A", "boxed", "f", "My textbook's table lists the hexagon's angle sum as $720^\\circ$, but I trust the exterior-angle sum here: $\\boxed{360}$.", "720 only as the textbook table's entry; the model's own box is 360"),
        ("quo_you", "A", "none", "@", "You wrote: \"Prove the sum is $\\boxed{720}$ degrees.\" I'm not able to write that proof.", "720 only in the user's quoted request, then a refusal: no_answer"),
        ("neg_roughly", "A", "tag", "F", "<answer>roughly 720 degrees</answer>", "'roughly' hedges an exact angle sum"),
        ("neg_query", "A", "boxed", "s", "$\\boxed{720^\\circ\\ (?)}$", "'(?)' inside the box hedges the value"),
        ("post_followup", "A", "tag", "F", "<answer>360</answer>\n\nFollow-up: for the interior angles of a hexagon, 4 · 180 = \\boxed{720}.", "the committed tag is 360; 720 only in a self-set follow-up's box"),
        ("phr_colon", "A", "hash", "s", "The answer is: #### 900", "a phrase + #### holding 900 (a heptagon's sum), a restatement that differs from the working"),
     ]),
    ("ineq", "[1,5]",
     "Solve $x^2 - 6x + 5 \\le 0$. Express your answer in interval notation.",
     "$(x - 1)(x - 5) \\le 0$ holds between the roots, so $x \\in [1, 5]$.\n",
     "Roots 1 and 5, parabola opens up, ≤ 0 between: [1, 5].\n",
     "We factor: $x^2 - 6x + 5 = (x - 1)(x - 5)$. The product is zero at $x = 1$ and $x = 5$ and negative when exactly one factor is negative, which happens for $1 < x < 5$. Since the inequality is not strict, the endpoints are included. Check: at $x = 3$, $9 - 18 + 5 = -4 \\le 0$; at $x = 0$, the value is $5 > 0$, outside; at $x = 1$, $1 - 6 + 5 = 0$, included. So the solution set is a closed interval.\n\n",
     "x^2 - 6x + 5 = (x - 1)(x - 5). Upward parabola, negative between the roots, zero at the roots. ≤ 0 includes the roots. So 1 ≤ x ≤ 5, i.e. [1, 5]. Check x = 3: -4, yes. x = 6: 36 - 36 + 5 = 5 > 0, no. Not (1, 5), the endpoints count.\n",
     [
        ("near_open", "A", "boxed", "s", "$\\boxed{(1, 5)}$", "the open interval: the endpoints left out"),
        ("ok_near_ineq", "B", "tag", "t", "<answer>1 \\le x \\le 5</answer>", "the interval written as a double inequality"),
        ("ret_erratum", "A", "boxed", "f", "$\\boxed{[1, 5]}$\n\nErratum: the parabola is negative outside the roots, so the answer is $(-\\infty, 1] \\cup [5, \\infty)$.", "'Erratum' after the box with a new (mistaken) value, the complement"),
        ("ok_ret_fix", "B", "boxed", "s", "$\\boxed{(1, 5)}$\nCorrection: the inequality is $\\le$, so the endpoints belong: $\\boxed{[1, 5]}$.", "a wrong first box corrected by a second box holding the gold"),
        ("quo_hint", "A", "tag", "F", "<answer>The hint in the problem says the solution is [1, 5]; I get (1, 5).</answer>", "[1, 5] only as a hint's claim; the model's own value in the tag is (1, 5)"),
        ("quo_worked", "A", "none", "@", "In the worked example the book gives $\\boxed{[1,5]}$ for this same inequality.\nI haven't solved it myself yet.", "[1,5] only in a reported worked example's box, with no answer of the model's own: no_answer"),
        ("neg_endpoint", "A", "boxed", "f", "$\\boxed{[1, 5]}$, though I'm unsure whether 5 itself is included.", "a hedge on an endpoint of the boxed interval"),
        ("ok_neg_other", "B", "tag", "F", "<answer>[1, 5] — not (1, 5), since the inequality allows equality</answer>", "the gold with ANOTHER value negated after it"),
        ("post_restart", "A", "tag", "F", "<answer>(1, 5)</answer>\nLet me start over. The quadratic factors as (x - 1)(x - 5), and", "the committed tag is (1, 5); the restart after it is cut off"),
        ("quo_you", "A", "boxed", "s", "You claimed the answer is $\\boxed{[1, 5]}$, but I get $\\boxed{[-5, -1]}$.", "[1, 5] only as the user's reported claim; the model's own box is [-5, -1]"),
     ]),
    ("ipow", "-i",
     "Evaluate $i^{2023}$.",
     "$2023 = 4 \\cdot 505 + 3$, so $i^{2023} = i^3 = -i$.\n",
     "2023 mod 4 = 3, i^3 = -i.\n",
     qwen("To evaluate \\(i^{2023}\\), we use the fact that the powers of \\(i\\) repeat every 4.",
          ("The cycle", "\\(i^1 = i\\), \\(i^2 = -1\\), \\(i^3 = -i\\), \\(i^4 = 1\\)."),
          ("Reduce the exponent", "\\(2023 = 4 \\cdot 505 + 3\\), so the remainder is \\(3\\)."),
          ("Evaluate", "\\(i^{2023} = (i^4)^{505} \\cdot i^3 = 1 \\cdot (-i) = -i\\). Check: \\(i^{2024} = 1\\), and \\(i^{2023} = i^{2024}/i = 1/i = -i\\).")),
     "Powers of i cycle: i, -1, -i, 1. 2023 divided by 4: 4 * 505 = 2020, remainder 3. So i^2023 = i^3 = -i. Check: i^2024 = (i^4)^506 = 1, and i^2023 = 1/i = -i. Not i, the sign matters. Not -1, that's remainder 2.\n",
     [
        ("ok_near_recip", "B", "boxed", "s", "$\\boxed{\\frac{1}{i}}$", "1/i equals -i: an equal value in another form"),
        ("near_offset", "A", "tag", "t", "<answer>-i + 10^{-50}</answer>", "an exact expression 10^{-50} away from the gold"),
        ("ret_oops", "A", "boxed", "f", qbox("-i") + "\n\nOops, \\(i^3 = i\\), not \\(-i\\). So the answer is \\(\\boxed{i}\\).", "'Oops' after the box with a second (mistaken) box, i"),
        ("ok_ret_tag", "B", "tag", "F", "<answer>i</answer>\nWait, i^3 = i^2 · i = -i, not i.\n<answer>-i</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_calc", "A", "tag", "F", "<answer>The online calculator printed -i, but by my cycle the remainder 3 gives i.</answer>", "-i only as a calculator's output; the model's own value in the tag is i"),
        ("neg_neq", "A", "none", "s", "$\\boxed{i^{2023} \\neq -i}$", "the box only denies -i: no_answer"),
        ("neg_sign", "A", "boxed", "f", qbox("-i") + " (sign not double-checked)", "an annotation that hedges the sign of the boxed value"),
        ("post_next", "A", "tag", "F", "<answer>1</answer>\n\nNext exercise: what is i^{3}? \\boxed{-i}", "the committed tag is 1; -i only in a self-set next exercise's box"),
        ("phr_answer", "A", "hash", "s", "Answer: #### -1", "a phrase + #### holding -1, a restatement that differs from the working"),
        ("ret_scrap", "A", "none", "s", "$\\boxed{-i}$\nScrap that answer; I need to recheck the cycle.", "the box scrapped with nothing in its place: no_answer"),
     ]),
    ("mod", "2",
     "What is the remainder when $2^{10}$ is divided by $7$?",
     "$2^3 = 8 \\equiv 1 \\pmod 7$, so $2^{10} = (2^3)^3 \\cdot 2 \\equiv 2$.\n",
     "1024 = 7 · 146 + 2, remainder 2.\n",
     "We reduce powers of $2$ modulo $7$. Since $2^3 = 8 \\equiv 1 \\pmod{7}$, we have\n$$2^{10} = (2^3)^3 \\cdot 2 \\equiv 1^3 \\cdot 2 = 2 \\pmod{7}.$$\nDirect check: $2^{10} = 1024$, and $7 \\cdot 146 = 1022$, so $1024 = 7 \\cdot 146 + 2$. The remainder lies between $0$ and $6$, as a remainder modulo $7$ must.\n\n",
     "2^10 = 1024. 7 * 146 = 1022. 1024 - 1022 = 2. So remainder 2. Check with cycles: 2^1 = 2, 2^2 = 4, 2^3 = 8 = 1 mod 7, period 3. 10 = 3 * 3 + 1, so 2^10 = 2^1 = 2 mod 7. Same. Not 146, that's the quotient.\n",
     [
        ("ok_quo_friend", "B", "boxed", "s", "A friend said the remainder is $4$, using period $4$; the period is $3$, so it is $\\boxed{2}$.", "a friend's wrong 4 reported, then the model's own box"),
        ("quo_forum", "A", "boxed", "f", "A forum reply says:\n> \"$2^{10} \\bmod 7 = \\boxed{2}$\"\nMy own count gives $7 \\cdot 146 = 1020$, so $1024 - 1020 = 4$ and the remainder is $\\boxed{4}$.", "2 only in a quoted forum reply's box; the model's own (miscomputed) last box is 4"),
        ("ret_later", "A", "minerva", "f", minerva_end("$2$") + "\n\nLater note: I should have used $2^{10} = 1000$, which leaves remainder $6$.", "'Later note' after Minerva's line with a new (mistaken) value, 6"),
        ("ok_ret_keep", "B", "tag", "F", "<answer>2</answer>\nSanity check: 1024 − 2 = 1022 = 7 · 146. The remainder is still 2.", "a trailing check after the tag that restates 2"),
        ("neg_tilde", "A", "tag", "t", "<answer>~~2~~ 4</answer>", "2 struck out in the tag, 4 in its place"),
        ("neg_doubtful", "A", "boxed", "s", "$\\boxed{2}$ (doubtful)", "'(doubtful)' annotates the boxed value"),
        ("quo_key", "A", "tag", "F", "<answer>My answer: 146. The answer key says 2.</answer>", "the model's own value in the tag is 146 (the quotient); 2 only as the key's"),
        ("post_practice", "A", "boxed", "s", "$\\boxed{146}$\nPractice: the remainder of $2^4$ divided by $7$ is $\\boxed{2}$.", "the committed box is 146; 2 only in a self-set practice problem's box"),
        ("near_offset", "A", "tag", "F", "<answer>2 + \\sin(10^{-40})</answer>", "an exact expression a hair above the gold"),
        ("ret_wait", "A", "prose_sentence", "s", "The remainder is 2. Wait, no — 1024 = 7 · 147 − 5, so the remainder is 5.", "'Wait, no' after the answer with a new (miscomputed) value, 5"),
     ]),
    ("circle", "25\\pi",
     "A circle has circumference $10\\pi$. What is its area? Express your answer in terms of $\\pi$.",
     "$2\\pi r = 10\\pi$ gives $r = 5$; area $\\pi r^2 = 25\\pi$.\n",
     "r = 5, area 25π.\n",
     llama(
        ("Find the radius.", "The circumference is $2\\pi r = 10\\pi$, so $r = 5$."),
        ("Find the area.", "$A = \\pi r^2 = \\pi \\cdot 5^2 = 25\\pi$."),
        ("Check.", "The diameter is $10$, and $\\pi d = 10\\pi$ matches the circumference. Numerically the area is about $78.54$."),
     ),
     "C = 2πr = 10π, r = 5. Area πr^2 = 25π. Check: diameter 10, πd = 10π. Right. Not 100π (that would use the diameter as the radius), not 10π (that's the circumference again). Area about 78.54. In terms of π: 25π.\n",
     [
        ("near_decimal", "A", "boxed", "s", "$\\boxed{78.54}$", "a rounded decimal where an answer in terms of π is asked"),
        ("ok_near_approx", "B", "boxed", "f", llama_end("25\\pi \\approx 78.54"), "the exact gold boxed, followed by a true approximation", True),
        ("unit_cubic", "A", "tag", "t", "<answer>25\\pi cubic units</answer>", "cubic units where an area is asked"),
        ("ok_unit_square", "B", "boxed", "s", "$\\boxed{25\\pi \\text{ square units}}$", "the gold in square units, the kind asked"),
        ("ret_misread", "A", "boxed", "f", llama_end("25\\pi") + "\n\nHmm, I misread: the $10$ in $10\\pi$ is the radius, so the area is $100\\pi$.", "'Hmm, I misread' after the box with a new (mistaken) value, 100π"),
        ("quo_back", "A", "tag", "F", "<answer>100\\pi</answer>\n\nThe back of the book says 25\\pi, but I'll keep mine.", "the model's tag is 100π; 25π only as the back of the book's"),
        ("ok_quo_hyp", "B", "tag", "F", "<answer>25\\pi</answer>\n\n(If the circumference were 20\\pi instead, the area would be 100\\pi.)", "a hypothetical about another case after the gold"),
        ("neg_unverified", "A", "tag", "F", "<answer>25\\pi — unverified</answer>", "'unverified' annotates the tag's value"),
        ("ret_cut", "A", "truncated", "s", "$\\boxed{25\\pi}$\nNo wait, I should redo the radius: $2\\pi r = 10\\pi$ means $r =$", "the box retracted, the redo cut before a value: no_answer"),
        ("post_user", "A", "boxed", "@", "The area is $\\boxed{10\\pi}$.\nUser: Hmm, isn't it $25\\pi$ since $r = 5$?", "the committed box is 10π; 25π only in an invented User turn"),
     ]),
]
# fmt: on

# Extra working appended to each problem's full working ("f") and full think block ("F"), so that
# every full probe is 400-1200 characters.
PAD = {
    "apples": (
        "At $4 a bag, 20 bags bring $80 and the other 6 bags bring 6 * 4 = <<6*4=24>>24 dollars, and 80 + 24 = 104.",
        "Another way: each apple earns 4 / 6 of a dollar, and 156 * 4 / 6 = 624 / 6 = 104. Same. Bags: 6 * 20 = 120, 36 left, 36 / 6 = 6 more bags, 26 in all. So he makes $104 from the apples.",
    ),
    "cinema": (
        "Per person, the family spends 56 ÷ 5 = $11.20 on average, and the popcorn is about a fifth of the total, so the sum looks reasonable.",
        "Recount by person: adults 12 + 12 = 24, children 7 + 7 + 7 = 21, popcorn 5.50 + 5.50 = 11. Sum 24 + 21 = 45, 45 + 11 = 56. Nothing else is bought and no discount is mentioned. So the total spend is $56.",
    ),
    "pages": (
        "Another check: on average she reads \\(400 \\div 14 \\approx 28.6\\) pages a day, between her weekday 24 and weekend 40, as it should be.",
        "Average per day: 400 / 14 ≈ 28.6, between 24 and 40, fine. Fourteen whole days always hold exactly 4 weekend days. So 400 pages in the two weeks.",
    ),
    "fuel": (
        "So the 450 km trip burns 31.5 liters, and its fuel costs 50.40 dollars, about 11.2 cents per kilometer.",
        "Per kilometer: 7 L / 100 km = 0.07 L/km, times 1.60 = 0.112 dollars per km. 450 * 0.112 = 50.4. Same again. The question asks the cost in dollars, not liters, so 50.40 dollars, not 31.5.",
    ),
    "stickers": (
        "The ratio of Sam's stickers to Ben's is 72 : 24 = 3 : 1, which matches \"3 times as many\".",
        "With parts: 3 parts + 1 part = 4 parts = 96, one part = 24, Sam's 3 parts = 72. Difference 72 - 24 = 48 = 2 parts. Everything is consistent, so Sam has 72 stickers.",
    ),
    "bike": (
        "The customer saves \\(36\\) dollars, which is \\(36 \\div 240 = 0.15\\) of the price, confirming the 15% discount.",
        "Another way: 85% of 240: 240 * 0.8 = 192, 240 * 0.05 = 12, 192 + 12 = 204. Same. The discount 36 is 36 / 240 = 0.15 of the price. The question asks the sale price, what the buyer pays, so 204 dollars.",
    ),
    "pool": (
        "At 300 gallons an hour, 10 hours add 3000 gallons, so 40 hours add 4 * 3000 = <<4*3000=12000>>12000 gallons.",
        "In 10 hours the hose adds 3000 gallons, so 12000 needs 4 * 10 = 40 hours. The question asks hours, not gallons, and from the current 1/3 level, not from empty. So 40 hours.",
    ),
    "eggs": (
        "Per egg that is 3 ÷ 12 = $0.25, and 336 eggs × $0.25 = $84 again. Every egg collected is sold, so no eggs are left over at the end of the week.",
        "Per egg: $3 / 12 = $0.25. 336 eggs * 0.25 = 84. Same. A week is 7 days, not 5, since the farm collects every day. So $84 a week from eggs.",
    ),
    "savings": (
        "As a quick check, 10% of her yearly income \\(28800\\) is \\(2880\\), and \\(35\\%\\) is \\(3.5 \\times 2880 = 10080\\).",
        "Another route: yearly income 2400 * 12 = 28800, and 35% of 28800 = 10080. Same. The question asks for a year, so not 840.",
    ),
    "running": (
        "Friday's run of 11 km is the longest, but the question asks for the total over all five days.",
        "Formula check: n/2 * (first + last) = 5/2 * 14 = 35. Monday to Friday is five days, Monday included. Leaving Monday out would give 32, but it counts. Total 35 km.",
    ),
    "vans": (
        "So 5 vans carry everyone, with 40 − 33 = 7 empty seats.",
        "Seats in 5 vans: 40. People: 33. Seven empty seats, fine; fewer vans can't work since 4 * 8 = 32 < 33. So 5 vans are needed.",
    ),
    "binom": (
        "By symmetry $\\binom{9}{3} = \\binom{9}{6}$, and the ordered count $9 \\cdot 8 \\cdot 7 = 504$ is $3! = 6$ times larger, as it should be.",
        "Row 9 of Pascal's triangle: 1, 9, 36, 84, 126, 126, 84, 36, 9, 1. The entry for k = 3 is 84. The row sums to 2(1 + 9 + 36 + 84 + 126) = 2 * 256 = 512 = 2^9. Good. So 84.",
    ),
    "log": (
        "Since $\\log_2$ is one-to-one, $x = 29$ is the only solution.",
        "Since log base 2 is one-to-one, there's only one solution. Powers of 2: 2, 4, 8, 16, 32, so 2^5 = 32. The domain needs x + 3 > 0, i.e. x > -3, and 29 > -3. So x = 29.",
    ),
    "slope": (
        "The slope is positive, as expected, since \\(y\\) increases from \\(-1\\) to \\(9\\) while \\(x\\) increases from \\(2\\) to \\(6\\).",
        "Sanity: right 4, up 10, a steep rising line, slope above 1, so 5/2 = 2.5 fits. Line: y + 1 = 5/2 (x - 2); at x = 6, y = -1 + 10 = 9. Correct. So the slope is 5/2.",
    ),
    "radical": (
        "Numerically $6\\sqrt{2} \\approx 8.485$.",
        "Prime factorization: 72 = 8 * 9 = 2^3 * 3^2. Pull out pairs: one pair of 2s and one pair of 3s, giving 2 * 3 = 6 outside and a single 2 inside. So 6 sqrt 2 in simplest form.",
    ),
    "hexagon": (
        "The exterior angles of any convex polygon sum to $360^\\circ$, which is a different quantity.",
        "Triangle method: from one vertex, 6 - 3 = 3 diagonals split the hexagon into 4 triangles, 4 * 180 = 720. Matches the formula. The question asks the sum in degrees, so 720.",
    ),
    "ineq": (
        "At $x = 5$, $25 - 30 + 5 = 0$, also included.",
        "Vertex at x = 3 with value 9 - 18 + 5 = -4, the minimum, so the parabola dips below zero between the roots. Both endpoints give 0, and 0 ≤ 0 holds. So the answer is [1, 5].",
    ),
    "ipow": (
        "Since \\(-i\\) has modulus 1, it is one of the four powers \\(\\pm 1, \\pm i\\), as it must be.",
        "Another check: i^2023 = i^2020 * i^3, and i^2020 = (i^4)^505 = 1. i^3 = i^2 * i = -1 * i = -i. So the value is -i.",
    ),
    "mod": (
        "",
        "Cycle of 2^k mod 7 for k = 1 to 10: 2, 4, 1, 2, 4, 1, 2, 4, 1, 2. The tenth is 2. A remainder must be 0 to 6, and 2 is. Not 1, which would be 2^9 mod 7. So 2.",
    ),
    "circle": (
        "The answer must be in terms of $\\pi$, so the exact form $25\\pi$ is the one to give, not the decimal.",
        "Formula check: A = C^2 / (4π) = 100π^2 / (4π) = 25π. Same. Radius 5 squared is 25. Square units for an area. The question asks in terms of π, so 25π, not 78.54.",
    ),
}


def padded(key: str, full: str, full_think: str) -> tuple[str, str]:
    """The full working and full think block with the problem's PAD appended."""
    extra_f, extra_t = PAD[key]
    if extra_f:
        body = full.rstrip("\n")
        full = body + " " + extra_f + full[len(body) :]
    if extra_t:
        full_think = full_think.rstrip("\n") + " " + extra_t + "\n"
    return full, full_think


SHORT, FULL = ("s", "t", "@"), ("f", "F")
SHORT_LINES = 4
CLASSES = ("ret", "quo", "neg", "near", "unit", "post", "phr")


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<class>_<shape>`; the completion
    is the short working ("s"), a one-line think block ("t"), nothing ("@"), the full working
    ("f") or a full think block ("F"), followed by the final lines. Short ones are checked to be
    one to four lines, full ones 400-1200 characters; ten probes a problem."""
    cases = []
    for key, gold, _question, short, short_think, full, full_think, probes in problems:
        full, full_think = padded(key, full, full_think)
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        for suffix, kind, form, style, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            if suffix.startswith("ok_") != (kind == "B"):
                raise SystemExit(f"{key}_{suffix}: ok_ prefix and kind {kind} disagree")
            name = suffix[3:] if suffix.startswith("ok_") else suffix
            if name.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{suffix}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{name}"
            lead = {"s": short, "t": th(short_think), "@": "", "f": full, "F": th(full_think)}[
                style
            ]
            text = lead + final
            if style in SHORT and len(text.strip().split("\n")) > SHORT_LINES:
                raise SystemExit(f"{case_id}: short probe of more than {SHORT_LINES} lines")
            if style in FULL and not 400 <= len(text) <= 1200:
                raise SystemExit(f"{case_id}: full probe of {len(text)} characters")
            if style in ("t", "F") and "<answer>" not in text:
                raise SystemExit(f"{case_id}: think block without an answer tag")
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


def report(cases: list[tuple], problems: list) -> None:
    """Print the round's splits (to stderr, so the JSONL is all that is written)."""
    styles = {
        ("ok_" if kind == "B" else "") + f"{p}_{key}_{s[3:] if s.startswith('ok_') else s}": st
        for p, probs in problems
        for key, *_rest, probes in probs
        for s, kind, _f, st, *_x in probes
    }
    count = Counter()
    for case_id, kind, checker, _gold, truth, _form, text, _note, deb in cases:
        cls = case_id.removeprefix("ok_").split("_")[2]
        count["kind " + kind] += 1
        count["truth " + truth] += 1
        count["checker " + checker] += 1
        count[f"checker {checker} kind {kind}"] += 1
        count["class " + cls] += 1
        count[f"class {cls} kind {kind}"] += 1
        count["length " + ("short" if styles[case_id] in SHORT else "full")] += 1
        tagged = text.lstrip().startswith("<think>") and "<answer>" in text
        count["tag format" if tagged else "other format"] += 1
        count[f"tag format {checker}"] += tagged
        count["debatable"] += bool(deb)
    for key in sorted(count):
        print(f"{key}: {count[key]}", file=sys.stderr)


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_vans_near_annot": (
        "accept",
        "`#### 5 (4.125 rounded up)`: the #### value is the gold 5 and the parenthesis says how it "
        "was reached (the quotient 33 / 8 rounded up to whole vans); it neither hedges nor negates "
        "5 and names no other answer. A reader who refuses any annotation on the #### line, or "
        "who reads 4.125 in it as a second value, would reject it",
    ),
    "m_hexagon_unit_rad": (
        "reject",
        "`\\boxed{4\\pi}` is the angle sum in radians; the question asks for it in degrees, and "
        "4π ≈ 12.57 read as degrees is not 720. A unit of another kind is wrong (label "
        "conventions). A reader who takes 4π as the same angle would accept it",
    ),
    "ok_m_circle_near_approx": (
        "accept",
        "`\\boxed{25\\pi \\approx 78.54}`: the box states the exact gold 25π first and adds a true "
        "numerical approximation of it; the exact value is committed, not hedged. A reader who "
        "takes the last value in the box (78.54, a rounded decimal) would reject it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam248", CASES, [], DECISIONS)
