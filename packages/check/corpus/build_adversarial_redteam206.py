r"""Build adversarial_redteam206.jsonl: round 206 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam206"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes (python used for plain
arithmetic only). Not model output. Only corpus/README.md (sections "How labels were made" and
"Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: English, 240 probes, 120 GSM8K and 120 MATH, 160 kind A and 80 kind B: HEDGES,
BOUNDS AND CUTS, AND THE HONEST ANSWERS BESIDE THEM. 20 problems (10 GSM8K, 10 MATH), each with
300-1000 characters of working in the shapes real models write (Qwen2.5-Instruct / Qwen2.5-Math
numbered steps, Llama 3 "## Step N:", GSM8K base-model lines, R1-distill think blocks and R1-Zero
`<answer>` tags) and 12 probes (8 kind A, 4 kind B). Kind A: an estimate or bound on the exact value
in every position: before a box ("about \boxed{6}"), inside a box (`\boxed{\approx 6}`,
`\boxed{\text{over } 80}`, `\boxed{80-90}`), after a box ("\boxed{24}, give or take"), inside an
`<answer>` tag ("<answer>~312 liters</answer>") and after one ("<answer>9</answer> or so"), after
'####' ("#### ~6", "#### up to 312", "#### 2-3"), in Minerva's closing ("The final answer is roughly
$8$"), after "The answer is", in a closing sentence and in a note after the box; the words "about",
"roughly", "approximately", "~", "≈", "at least", "at most", "no more than", "up to", "over",
"under", "nearly", "almost", "or so", "give or take", "somewhere around", "between X and Y", "X-Y";
two values for one question ("84 or 85", "6, maybe 7", "\boxed{36 \text{ or } 37}"); a value cut
before it ends (a box or `<answer>` tag never closed, "#### 36" cut from 360, "The answer is 8" cut
from 84, Minerva's closing cut); a think block never closed. Kind B: honest answers a strict checker
may refuse: "at least" where the question asks for the minimum and the working shows the bound is
attained, an exact value with its decimal rounding after it, the range (interval) the question asks
for in words or as an inequality, "approximately" on the decimal the question asks to round, a
closing sentence with the answer first and its parts after, numbers in words, units in another form.

Problems, golds and hand-checked arithmetic (the wrong values of kind A in parentheses):
GSM8K: 250 students + 14 teachers, buses of 45, minimum buses -> 6 (264 people; 5 buses = 225 seats,
39 left; 6 buses = 270 seats; 264/45 = 5.87; wrong: about/~/\approx 6, no more than 6, 6 maybe 7,
between 5 and 6); films of 95, 110, 125 min with 15-min breaks between them -> 360 minutes (330 of
film; 2 breaks = 30; 6 hours; wrong: roughly 6 hours, over 5 hours, 360 or 375, about 360); $12.75
an hour for 26 hours, 18 % withheld, take-home to the nearest dollar -> 272 (gross 331.50; tax
59.67; 271.83; wrong: about 270, approximately 332 (gross), 271-272, at least 271, 272 maybe 271);
100 eggs in cartons of 12, least cartons -> 9 (12 x 8 = 96, 4 left; 108; wrong: at most 9, about 9,
nearly 9, 9 maybe 10, up to 9, 9 or so); 3/4 cup for 12 muffins, cups for 40 -> 2.5 (1/16 a muffin;
10/3 batches; 5/2; wrong: about 2.5, over 2, at least 2.5, 2-3, 2.5 or 3); 210 km in 2 h 30 min,
km/h -> 84 (2.5 h; 1,400 m/min; wrong: nearly 85, over 80, 80-90, 84 give or take, 84 or 85);
18,400 residents growing 5 % a year, after 2 years -> 20286 (920, 19,320, 966; 1.1025; wrong:
approximately 20286, roughly 20,300, more than 20000, somewhere around 20,286, 20,240 with simple
growth); floor 4.2 m by 3.5 m, 35 cm tiles -> 120 (12 x 10; 14.7 / 0.1225; wrong: about / \approx
120, up to 120, 120 or so, 120 maybe 132, between 110 and 130); Ana three times her son's age, twice
in 12 years -> 36 (son 12; 48 and 24; wrong: about 36, at least 36, 36 or 37, roughly 36, no more
than 36, ≈36); 480-liter tank 35 % full, liters to fill -> 312 (168 in it; 65 %; 0.312 m^3; wrong:
almost 312, approximately 300, up to 312, over 300, 312 maybe 320, ~312, roughly 312).
MATH: two red from 5 red and 7 blue without replacement -> \frac{5}{33} (5/12 * 4/11 = 20/132;
10/66; 0.1515; wrong: \approx 0.15, about 15 %, roughly 1/6, 5/33 or 25/144, at most 5/33, \approx
0.152); |2x - 3| < 7 -> (-2,5) (-4 < 2x < 10; wrong: [-2, 5], x = -2 or 5, (-inf, 5), approximately
(-2, 5), at most 5 and at least -2, (-2, 5) or (-5, 2)); distance (1,-2) to (6,4) to the nearest
tenth -> 7.8 (\sqrt{61} = 7.8102; 7.8^2 = 60.84, 7.9^2 = 62.41; wrong: about 8, 7.81, between 7.8
and 7.9, 7.8 or 7.9, nearly 8); circumference 10\pi, area -> 25\pi (r = 5; 78.54; wrong: 78.54,
approximately 78.5, about 25\pi, ~78.5, under 79, \approx 78.54); smallest n with n! > 10,000 -> 8
(7! = 5040, 8! = 40320; wrong: about 8, at most 8, 7 or 8, between 7 and 8, n ≈ 8, roughly 8);
6 + 2 + 2/3 + ... -> 9 (r = 1/3; partial sums 8.67, 8.89, 8.963; wrong: nearly 9, almost 9, under 9
/ 8.96, about 9, 9 or 18 (ratio 2/3), up to 9); divisors of 360 -> 24 (2^3 3^2 5; 12 pairs; wrong:
about 24, at least 24, somewhere around 24, 24 or 22, over 20, 24 give or take); range of x^2 + 4
on [-1, 3] -> [4,13] (f(0) = 4, f(-1) = 5, f(3) = 13; wrong: [5, 13], (4, 13), at most 13, roughly
[4, 13], [4, 13] or [5, 13], at least 4); 0.\overline{36} -> \frac{4}{11} (99x = 36; 36/99; wrong:
0.36, 9/25, roughly 4/11, 4/11 maybe 9/25, ≈ 0.364); cube of volume 343, surface area -> 294 (side
7; 49 a face; 29,400 mm^2; wrong: about 300, \approx 294, over 290, 294 maybe 245 (5 faces), about
294, 294 (approximately), between 290 and 300).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes:
at_least / at_least_box / tag_at_least (minimum asked, "at least" the attained minimum),
exact_decimal / minerva_exact_approx / minerva_decimal / exact_then_round / chain /
minerva_exact_round (an exact value, then its rounding), approx_asked / approx_inside /
box_approx_asked (approximately on the rounding asked), between_words / ineq / between_incl /
box_then_words / minerva_in (the interval asked), parts / three_times / pairs / min_max /
box_reason (the answer first, its parts after), words / minerva_words (numbers in words),
hours_after / hours_only / units_after / units / units_mm / unit_box / box_text / box_comma
(units or forms), exactly / approach_exact / frac_form / frac_box / mixed / hash_sentence /
r1_sentence / minerva_eq. Kind A shapes name the hedge and its place: about* / roughly* / approx* /
*_approx / *_tilde / at_least / at_most / no_more_than / up_to* / over* / under / nearly / almost* /
*or_so / give_or_take / somewhere / between* / range* (a bound or estimate), two / maybe / box_two /
hash_maybe / endpoints_two (two values), note / note_300 (a note after the box), cut* (a box, tag,
'####', "The answer is" or Minerva's closing cut), think_open (a think block never closed).
Kind A: truth wrong, or no_answer where the form is `truncated`; kind B: truth correct. Forms:
boxed, hash, tag (R1-Zero `<answer>`), minerva, answer_is, prose_sentence, truncated.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked (givens or parts after it do not replace it). A trailing remark with no number
does not change the answer, but a hedge word attached to the value after it ("#### 360 minutes or
so", "\boxed{24}, give or take", "<answer>294</answer> (approximately)") qualifies that value and is
a hedge. Wrong: a hedge or approximation of an exact value ("about",
"approximately", "~", "≈", "nearly", "or so", "give or take" ...), a bound ("at least", "at most",
"over", "under", "up to", "no more than") where an exact value is asked, a range where one value is
asked, two values for one question, a subtotal, a decimal for an exact irrational or repeating
value. "At least N" where the question asks for the least/minimum and the working shows N is
attained states the minimum (correct); "approximately N" where the question asks to round and N is
that rounding is correct; an exact value followed by its decimal rounding is correct; a range in
words or as an inequality equal to the interval asked is correct. A box, tag, '####' value or
closing cut before it ends, and a think block never closed with nothing after it, are no_answer
(form truncated), whatever the working inside says. Equal values in another form (2 1/2 for 2.5,
\frac{5}{2}, "nine", 294 cm^2, n=8, x \in (-2,5)) are correct.
Debatable (6, with DECISIONS): ok_g_marathon_hours_only (accept), ok_g_pay_box_approx_asked
(accept), ok_g_eggs_tag_at_least (accept), ok_m_dist_approx_inside (accept), g_sugar_note (reject),
m_decimal_note (reject).

Usage: python build_adversarial_redteam206.py (writes adversarial_redteam206.jsonl beside this file)
"""

from corpus_build import g, llama, llama_end, m, qbox, qwen_end, r1final, th, write_probes  # noqa: E402


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<shape>`; text = working + final,
    the closed think block + final where the final opens with "T:", the think block left open
    (nothing after it) where it opens with "U:", the final alone where it opens with "@"."""
    cases = []
    for key, gold, _question, work, think, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            if final[:2] in ("T:", "U:") and not think:
                raise SystemExit(f"{case_id}: no think block")
            if final.startswith("@"):
                text = final[1:]
            elif final.startswith("T:"):
                text = th(think) + final[2:]
            elif final.startswith("U:"):
                text = "<think>\n" + think + final[2:]
            else:
                text = work + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


# fmt: off
# GSM8K problems: (key, gold, question, working, think, [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("buses", "6",
     "A school is taking 250 students and 14 teachers on a field trip. Each bus can hold 45 people. What is the minimum number of buses the school needs?",
     """First, find the total number of people going on the trip.
Students: 250
Teachers: 14
Total people = 250 + 14 = 264

Each bus holds 45 people. Divide the total number of people by the bus capacity:
264 ÷ 45 = 5.866...

Since we can't have a fraction of a bus, we check whole numbers of buses:
- 5 buses hold 5 × 45 = 225 people, which is less than 264, so 5 buses are not enough (264 - 225 = 39 people would be left behind).
- 6 buses hold 6 × 45 = 270 people, which is enough for all 264 people, with 270 - 264 = 6 seats to spare.

So we have to round 5.866... up to the next whole number.

""",
     """Okay, so there are 250 students and 14 teachers, that's 250 + 14 = 264 people. Each bus takes 45 people. 264 divided by 45... 45 times 5 is 225, and 45 times 6 is 270. With 5 buses, 264 - 225 = 39 people have no seat, so 5 is not enough. With 6 buses there are 270 seats, which covers 264 with 6 to spare. Can't have a part of a bus, so round up. Let me double check the total: 250 + 14 = 264, yes. So the minimum is 6 buses.
""",
     [
        ("at_least", "B", "prose_sentence", "Since 5 buses would leave 39 people behind and 6 buses seat everyone, the school needs at least 6 buses.", "'at least 6' answers a minimum question: the working shows 5 buses fail and 6 suffice, so the minimum is 6"),
        ("at_least_box", "B", "boxed", "Thus, the school needs at least \\(\\boxed{6}\\) buses.", "'at least' before the box on a minimum question; the box holds 6 and the working shows 6 suffice"),
        ("words", "B", "prose_sentence", "So the school needs six buses in all.", "the number in words"),
        ("parts", "B", "answer_is", "The answer is 6 buses: five full buses of 45 people and a sixth bus carrying the remaining 39 people.", "the answer first, its parts (5 full buses, 39 people) after"),
        ("about_box", "A", "boxed", "So the school needs about \\(\\boxed{6}\\) buses.", "'about' before the box: a hedge on an exact count"),
        ("box_approx", "A", "boxed", qwen_end("\\approx 6"), "'\\approx' inside the box"),
        ("hash_tilde", "A", "hash", "So the school should plan for 6 buses or so.\n#### ~6", "'~6' after '####' (and 'or so' before it)"),
        ("no_more_than", "A", "prose_sentence", "Therefore, the school needs no more than 6 buses.", "'no more than 6': an upper bound, not the minimum asked"),
        ("maybe", "A", "prose_sentence", "So the school needs 6 buses, maybe 7 to be safe.", "two values for one question ('6, maybe 7')"),
        ("between", "A", "prose_sentence", "So somewhere between 5 and 6 buses are needed, since 264 ÷ 45 is about 5.87.", "a range 'between 5 and 6' and an approximate 5.87"),
        ("cut_box", "A", "truncated", "Thus, the minimum number of buses is \\(\\boxed{", "a box opened and never filled or closed: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, its working ending 'the minimum is 6 buses'; no answer after it: no_answer"),
     ]),
    ("marathon", "360",
     "A cinema is showing a movie marathon of three films lasting 95 minutes, 110 minutes and 125 minutes, with a 15-minute break between each film. How many minutes does the whole marathon last?",
     llama(
        ("Add the lengths of the three films.", "95 + 110 + 125 = 330 minutes of film."),
        ("Count the breaks.", "There is a break between the first and second film and another between the second and third film, so there are 2 breaks.\n2 × 15 = 30 minutes of breaks."),
        ("Add the films and the breaks.", "330 + 30 = 360 minutes."),
        ("Check the total in hours.", "360 ÷ 60 = 6, so the marathon lasts exactly 6 hours."),
     ),
     """Alright, let me figure out the total length. Three films: 95, 110 and 125 minutes. 95 + 110 = 205, and 205 + 125 = 330 minutes of film. Now the breaks. The problem says a 15-minute break between each film. With three films there are two gaps: after film one and after film two. Not three, because there's nothing after the last film. So 2 × 15 = 30 minutes. Total is 330 + 30 = 360 minutes. Hmm, is there a break before the first film? The problem only says between, so no. Let me re-add in order to be safe: 95 + 15 = 110, + 110 = 220, + 15 = 235, + 125 = 360. Same. 360 minutes, which is 6 hours exactly.
""",
     [
        ("hours_after", "B", "prose_sentence", "The whole marathon lasts 360 minutes, which is 6 hours.", "the answer in minutes first, the same time in hours after"),
        ("parts", "B", "answer_is", "The answer is 360 minutes: 330 minutes of films and 2 breaks of 15 minutes.", "the answer first, its parts after"),
        ("words", "B", "prose_sentence", "So the whole marathon lasts three hundred sixty minutes.", "the number in words"),
        ("hours_only", "B", "prose_sentence", "So the whole marathon lasts 6 hours.", "debatable: minutes asked, the equal time given in hours only (see DECISIONS)", True),
        ("roughly_hours", "A", "prose_sentence", "So the marathon lasts roughly 6 hours.", "'roughly' on the exact time (in hours)"),
        ("hash_or_so", "A", "hash", "#### 360 minutes or so", "'or so' after the value behind '####'"),
        ("over", "A", "prose_sentence", "In total, the marathon lasts well over 5 hours.", "'over 5 hours': a lower bound, not the time"),
        ("box_approx", "A", "boxed", llama_end("\\approx 360 \\text{ minutes}"), "'\\approx' inside the box"),
        ("two", "A", "prose_sentence", "So the marathon lasts 360 or 375 minutes, depending on whether there is also a break before the first film.", "two values for one question"),
        ("cut_hash", "A", "truncated", "#### 36", "'#### 36' cut from 360: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending '360 minutes, which is 6 hours exactly': no_answer"),
        ("tag_about", "A", "tag", "T:<answer>about 360 minutes</answer>", "'about' inside the <answer> tag"),
     ]),
    ("pay", "272",
     "Priya earns $12.75 an hour and worked 26 hours last week. 18% of her pay is withheld for taxes. How much does she take home, rounded to the nearest dollar?",
     """To find Priya's take-home pay, we calculate her gross pay, subtract the taxes, and round.

1. **Gross pay:**
   $12.75 × 26 = $331.50

2. **Taxes withheld (18%):**
   0.18 × $331.50 = $59.67

3. **Take-home pay:**
   $331.50 - $59.67 = $271.83
   (Check: she keeps 82% of her pay, and 0.82 × $331.50 = $271.83.)

4. **Round to the nearest dollar:**
   $271.83 has 83 cents, which is more than 50 cents, so it rounds up to $272.

""",
     """Let me compute the gross pay first. 12.75 times 26: 12 × 26 = 312, 0.75 × 26 = 19.5, so 331.5 dollars. Taxes are 18%: 10% is 33.15, 8% is 26.52, so 18% is 59.67. Take home: 331.5 - 59.67 = 271.83. Alternatively she keeps 82%, and 0.82 × 331.5 = 271.83, same thing. Good. The question wants the nearest dollar. 271.83 has 83 cents, more than 50, so round up to 272. Wait, should I round before or after taxes? The question asks for the take-home amount rounded, so round at the end: 271.83 becomes 272. Yes, so 272.
""",
     [
        ("approx_asked", "B", "prose_sentence", "So Priya takes home approximately $272.", "'approximately' on the value the question asks to round: 271.83 to the nearest dollar is 272"),
        ("exact_then_round", "B", "prose_sentence", "Priya takes home $271.83, which is $272 to the nearest dollar.", "the exact amount, then its rounding (the value asked) last"),
        ("box_approx_asked", "B", "boxed", qwen_end("\\approx \\$272"), "debatable: '\\approx' inside the box where the question asks for a rounded value (see DECISIONS)", True),
        ("words", "B", "prose_sentence", "Rounded to the nearest dollar, Priya takes home two hundred seventy-two dollars.", "the number in words"),
        ("about_270", "A", "prose_sentence", "So Priya takes home about $270.", "'about $270': rounded to the ten, not the dollar asked"),
        ("gross_approx", "A", "boxed", "So Priya's pay is approximately \\(\\boxed{332}\\) dollars.", "the gross pay rounded (331.50), a subtotal before taxes"),
        ("between_hash", "A", "hash", "So her take-home pay is between $271 and $272.\n#### 271-272", "a range after '####'"),
        ("at_least", "A", "prose_sentence", "So Priya takes home at least $271 after taxes.", "'at least $271': a bound"),
        ("maybe", "A", "prose_sentence", "So Priya takes home $272, maybe $271 if the payroll rounds down.", "two values; the last is 271"),
        ("tag_range", "A", "tag", "T:<answer>$271 to $272</answer>", "a range inside the <answer> tag"),
        ("cut_tag", "A", "truncated", "T:<answer>$27", "the tag cut inside the value: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'Yes, so 272.': no_answer"),
     ]),
    ("eggs", "9",
     "A farm has 100 eggs to pack. Each carton holds 12 eggs. What is the least number of cartons needed to pack all the eggs?",
     """Each carton holds 12 eggs, and there are 100 eggs.
100 / 12 = 8 with a remainder of 4, because 12 x 8 = 96 and 100 - 96 = 4.
8 cartons hold only 96 eggs, so 4 eggs would not fit.
One more carton is needed for the 4 leftover eggs, so 8 + 1 = 9 cartons.
9 cartons can hold 12 x 9 = 108 eggs, which is enough for the 100 eggs.
""",
     """We need to pack 100 eggs in cartons of 12. Let me see how many full cartons: 12 × 8 = 96, and 12 × 9 = 108. So eight cartons hold 96 eggs, leaving 100 - 96 = 4 eggs with no place to go. Those 4 eggs still need a carton, even if it's mostly empty. So nine cartons. Let me double-check that nine is enough: 108 ≥ 100, yes, with 8 empty spots. And eight is not enough because 96 < 100. Could we squeeze eggs in? No, each carton holds exactly 12. So nine cartons work, eight don't. The least number is 9.
""",
     [
        ("at_least", "B", "prose_sentence", "So the farm needs at least 9 cartons, because 8 cartons hold only 96 eggs.", "'at least 9' on a least-number question, the working shows 9 suffice; the reason after holds a given-like 96"),
        ("minerva_words", "B", "minerva", "Final Answer: The final answer is nine cartons. I hope it is correct.", "Minerva's closing with the number in words"),
        ("parts", "B", "prose_sentence", "So the least number of cartons is 9: eight full cartons of 12 eggs and one carton with the last 4 eggs.", "the answer first, its parts after"),
        ("tag_at_least", "B", "tag", "T:<answer>at least 9 cartons</answer>", "debatable: 'at least 9' inside the tag on a least-number question (see DECISIONS)", True),
        ("tag_or_so", "A", "tag", "T:<answer>9</answer> or so", "'or so' after the <answer> tag"),
        ("at_most", "A", "prose_sentence", "So the farm needs at most 9 cartons.", "'at most 9': an upper bound, not the least number"),
        ("about_box", "A", "boxed", llama_end("\\text{about } 9"), "'about' inside the box"),
        ("nearly", "A", "prose_sentence", "Since 100 ÷ 12 ≈ 8.33, the farm needs nearly 9 cartons.", "'nearly 9'"),
        ("hash_maybe", "A", "hash", "#### 9, maybe 10", "two values after '####'"),
        ("up_to", "A", "answer_is", "The answer is up to 9 cartons.", "'up to 9': a bound"),
        ("cut", "A", "truncated", "The least number of cartons the farm needs is", "cut before the value: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'The least number is 9.': no_answer"),
     ]),
    ("sugar", "2.5",
     "A recipe uses 3/4 cup of sugar to make 12 muffins. How many cups of sugar are needed to make 40 muffins?",
     r"""To solve this, we find the amount of sugar per muffin and multiply by 40.

1. **Sugar per muffin:**
   \( \frac{3}{4} \div 12 = \frac{3}{4} \times \frac{1}{12} = \frac{3}{48} = \frac{1}{16} \) cup per muffin.

2. **Sugar for 40 muffins:**
   \( 40 \times \frac{1}{16} = \frac{40}{16} = \frac{5}{2} = 2.5 \) cups.

3. **Check with batches:**
   40 muffins is \( \frac{40}{12} = \frac{10}{3} \) batches, and \( \frac{10}{3} \times \frac{3}{4} = \frac{30}{12} = 2.5 \) cups.

""",
     "",
     [
        ("mixed", "B", "prose_sentence", "So you need 2 1/2 cups of sugar to make 40 muffins.", "a mixed number 2 1/2 = 2.5"),
        ("words", "B", "prose_sentence", "So two and a half cups of sugar are needed for 40 muffins.", "the number in words, a given after"),
        ("frac_box", "B", "boxed", qbox("\\frac{5}{2}"), "5/2 = 2.5 in the box"),
        ("parts", "B", "prose_sentence", "You need 2.5 cups of sugar: 3/4 cup for each batch of 12 muffins, times 10/3 batches.", "the answer first, its parts after"),
        ("about", "A", "prose_sentence", "So about 2.5 cups of sugar are needed.", "'about' on an exact amount"),
        ("box_approx", "A", "boxed", "Thus, the answer is \\(\\boxed{\\approx 2.5}\\) cups.", "'\\approx' inside the box"),
        ("over", "A", "answer_is", "The answer is a little over 2 cups.", "'over 2': a bound"),
        ("minerva_at_least", "A", "minerva", "Final Answer: The final answer is at least $2.5$ cups. I hope it is correct.", "'at least' inside Minerva's closing"),
        ("range_hash", "A", "hash", "So you need somewhere between 2 and 3 cups of sugar.\n#### 2-3", "a range '2-3' after '####'"),
        ("two", "A", "prose_sentence", "So you need 2.5 cups, or 3 cups if you round up to full cups.", "two values; the last is 3"),
        ("cut_box", "A", "truncated", "Thus, the answer is \\(\\boxed{2.", "a box never closed, cut after '2.': no_answer"),
        ("note", "A", "boxed", "Thus, the answer is \\(\\boxed{2.5}\\).\n\n**Note:** Measuring cups vary, so the amount is roughly 2.5 cups.", "debatable: a note after the box restates the amount as 'roughly 2.5' (see DECISIONS)", True),
     ]),
    ("train", "84",
     "A train travels 210 kilometers in 2 hours and 30 minutes. What is its average speed in kilometers per hour?",
     llama(
        ("Convert the time to hours.", "2 hours and 30 minutes is 2 + 30/60 = 2.5 hours."),
        ("Use the formula speed = distance ÷ time.", "Speed = 210 ÷ 2.5"),
        ("Compute the division.", "210 ÷ 2.5 = 2100 ÷ 25 = 84 kilometers per hour."),
        ("Check the result.", "84 × 2.5 = 168 + 42 = 210 kilometers, which matches the distance."),
     ),
     """The train goes 210 km in 2 hours 30 minutes. First convert the time: 30 minutes is half an hour, so the total is 2.5 hours. Average speed is distance over time, so 210 / 2.5. Dividing by 2.5 is awkward, so multiply top and bottom by 2: 420 / 5 = 84. Let me check another way: in 2 hours at 84 km/h the train goes 168 km, and in the extra half hour it goes 42 km. 168 + 42 = 210. That matches the distance. Good, 84 km/h.
""",
     [
        ("units_after", "B", "prose_sentence", "So the train's average speed is 84 km/h, or 1,400 meters per minute.", "the answer first, the same speed in another unit after (84000 / 60 = 1400)"),
        ("words", "B", "prose_sentence", "So the train's average speed is eighty-four kilometers per hour.", "the number in words"),
        ("unit_box", "B", "boxed", llama_end("84 \\text{ km/h}"), "a unit inside the box"),
        ("parts", "B", "answer_is", "The answer is 84 km/h: 210 km covered in 2.5 hours.", "the answer first, its parts after"),
        ("nearly", "A", "prose_sentence", "So the train's average speed is nearly 85 km/h.", "'nearly 85'"),
        ("over_box", "A", "boxed", llama_end("\\text{over } 80"), "'over 80' inside the box"),
        ("range_box", "A", "boxed", llama_end("80-90"), "a range '80-90' inside the box"),
        ("give_or_take", "A", "prose_sentence", "The average speed is 84 km/h, give or take.", "'give or take' after the value"),
        ("tag_approx", "A", "tag", "T:<answer>≈84 km/h</answer>", "'≈' inside the <answer> tag"),
        ("two", "A", "answer_is", "The answer is 84 or 85 km/h.", "two values"),
        ("cut_answer_is", "A", "truncated", "The answer is 8", "'The answer is 8' cut from 84: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'Good, 84 km/h.': no_answer"),
     ]),
    ("town", "20286",
     "A town has 18,400 residents. Its population grows by 5% each year. What will the population be after 2 years?",
     """To find the population after 2 years, we apply the 5% growth once for each year.

**Year 1:**
Growth = 5% of 18,400 = 0.05 × 18,400 = 920
Population after year 1 = 18,400 + 920 = 19,320

**Year 2:**
Growth = 5% of 19,320 = 0.05 × 19,320 = 966
Population after year 2 = 19,320 + 966 = 20,286

**Check with the growth factor:**
18,400 × 1.05² = 18,400 × 1.1025 = 20,286

""",
     """The population grows 5% each year, so it compounds. First year: 5% of 18,400 is 920, so 18,400 + 920 = 19,320. Second year: the 5% is now on 19,320, which is 966, so 19,320 + 966 = 20,286. Let me verify with the factor: 1.05 squared is 1.1025, and 18,400 × 1.1025 = 18,400 + 18,400 × 0.1025 = 18,400 + 1,886 = 20,286. Yes. It is not 18,400 × 1.10 = 20,240, because the second year's growth is on the bigger number. So 20,286.
""",
     [
        ("parts", "B", "prose_sentence", "The population will be 20,286 after 2 years: 18,400 plus 920 in the first year plus 966 in the second.", "the answer first, its parts after"),
        ("words", "B", "prose_sentence", "So the town will have twenty thousand two hundred eighty-six residents after 2 years.", "the number in words, the given '2 years' after"),
        ("box_comma", "B", "boxed", qwen_end("20{,}286"), "a LaTeX thousands comma in the box"),
        ("hash_sentence", "B", "hash", "#### 20286\nThe town will have 20,286 residents after two years.", "'####' then a sentence restating the value"),
        ("approx_box", "A", "boxed", "So the population will be approximately $\\boxed{20286}$.", "'approximately' before the box on an exact value"),
        ("roughly", "A", "prose_sentence", "The population will be roughly 20,300 after 2 years.", "'roughly 20,300'"),
        ("more_than_hash", "A", "hash", "#### more than 20000", "'more than' after '####'"),
        ("minerva_approx", "A", "minerva", "Final Answer: The final answer is approximately $20{,}286$. I hope it is correct.", "'approximately' inside Minerva's closing"),
        ("somewhere", "A", "prose_sentence", "So the town's population will be somewhere around 20,286 people.", "'somewhere around'"),
        ("two", "A", "prose_sentence", "So the population will be 20,286, or 20,240 with simple growth.", "two values; the last is 20,240 (18,400 × 1.10)"),
        ("cut_hash", "A", "truncated", "#### 2028", "'#### 2028' cut from 20286: no_answer"),
        ("cut_tag", "A", "truncated", "T:<answer>20,2", "the tag cut inside the value: no_answer"),
     ]),
    ("tiles", "120",
     "A rectangular floor measures 4.2 meters by 3.5 meters. It is covered with square tiles that are 35 centimeters on each side. How many tiles are needed to cover the floor?",
     """First, convert the floor measurements to centimeters so they match the tile size.
4.2 meters = 420 centimeters
3.5 meters = 350 centimeters

Next, find how many tiles fit along each side.
Along the length: 420 ÷ 35 = 12 tiles
Along the width: 350 ÷ 35 = 10 tiles

Both divisions come out even, so no tiles need to be cut.

The number of tiles is 12 × 10 = 120.

Check with areas: the floor is 4.2 × 3.5 = 14.7 square meters, and each tile is 0.35 × 0.35 = 0.1225 square meters. 14.7 ÷ 0.1225 = 120.

""",
     """Floor is 4.2 m by 3.5 m. Tiles are 35 cm, so let me work in centimeters: 420 cm by 350 cm. Along the length, 420 / 35 = 12, since 35 × 12 = 420. Along the width, 350 / 35 = 10. Both come out even, nice, so no cut tiles. Number of tiles: 12 × 10 = 120. Let me do an area check too: the floor is 4.2 × 3.5 = 14.7 m², one tile is 0.35 × 0.35 = 0.1225 m², and 14.7 / 0.1225 = 120. The number of tiles is 120. Good.
""",
     [
        ("parts", "B", "prose_sentence", "So 120 tiles are needed: 12 rows of 10 tiles.", "the answer first, its parts after"),
        ("words", "B", "answer_is", "The answer is one hundred twenty tiles.", "the number in words"),
        ("exactly", "B", "prose_sentence", "The floor needs exactly 120 tiles, and none of them has to be cut.", "'exactly' before the value"),
        ("r1_sentence", "B", "boxed", "T:The floor needs 120 tiles, 12 along the length and 10 along the width.\n\n" + r1final("120"), "R1 closing, the sentence with parts, then the boxed value"),
        ("about_box", "A", "boxed", "The number of tiles is about \\(\\boxed{120}\\).", "'about' before the box"),
        ("r1_approx", "A", "boxed", "T:" + r1final("\\approx 120"), "'\\approx' inside R1's closing box"),
        ("up_to", "A", "answer_is", "The answer is: up to 120 tiles.", "'up to 120': a bound"),
        ("hash_or_so", "A", "hash", "#### 120 or so", "'or so' after '####'"),
        ("maybe", "A", "prose_sentence", "So 120 tiles are needed, maybe 132 with spares.", "two values ('120, maybe 132')"),
        ("cut_box", "A", "truncated", "Therefore, the number of tiles needed is \\(\\boxed{12", "a box never closed, cut at '12' from 120: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'The number of tiles is 120. Good.': no_answer"),
        ("between_tag", "A", "tag", "T:<answer>between 110 and 130</answer>", "a range inside the <answer> tag"),
     ]),
    ("ages", "36",
     "Ana is three times as old as her son. In 12 years, she will be twice as old as her son. How old is Ana now?",
     r"""Let \( s \) be the son's current age. Then Ana's current age is \( 3s \).

In 12 years, Ana will be \( 3s + 12 \) and her son will be \( s + 12 \). We are told that Ana will then be twice as old as her son:
\[ 3s + 12 = 2(s + 12) \]

Expanding the right side:
\[ 3s + 12 = 2s + 24 \]

Subtracting \( 2s + 12 \) from both sides:
\[ s = 12 \]

So the son is 12 years old, and Ana is \( 3 \times 12 = 36 \) years old.

Check: in 12 years Ana will be \( 36 + 12 = 48 \) and her son will be \( 12 + 12 = 24 \), and \( 48 = 2 \times 24 \). ✓

""",
     """Let the son's age be s, so Ana is 3s. In 12 years, Ana is 3s + 12 and the son is s + 12. At that point she is twice as old: 3s + 12 = 2(s + 12) = 2s + 24. Subtract 2s: s + 12 = 24, so s = 12. Then Ana is 3 × 12 = 36. Check: in 12 years Ana is 48 and her son is 24, and 48 is twice 24. Also now 36 is three times 12. Both conditions hold. Right, Ana is 36.
""",
     [
        ("parts", "B", "prose_sentence", "Ana is 36 years old now, and her son is 12.", "the answer first, the son's age after"),
        ("words", "B", "prose_sentence", "Therefore, Ana is thirty-six years old.", "the number in words"),
        ("box_text", "B", "boxed", qbox("36 \\text{ years}"), "a unit word in the box"),
        ("three_times", "B", "prose_sentence", "So Ana is currently 36, which is three times her son's age of 12.", "the answer first, the son's age last"),
        ("mid_thirties", "A", "prose_sentence", "So Ana is in her mid-thirties, about 36 years old.", "'about 36'"),
        ("at_least", "A", "prose_sentence", "So Ana is at least 36 years old.", "'at least 36': a bound"),
        ("box_two", "A", "boxed", "Thus, Ana is \\(\\boxed{36 \\text{ or } 37}\\), depending on whether her birthday has passed.", "two values inside the box"),
        ("tag_after", "A", "tag", "T:<answer>36</answer>\n\nAna is roughly 36 years old.", "a closing sentence after the tag restates the value as 'roughly 36'"),
        ("no_more_than", "A", "answer_is", "The answer is no more than 36.", "'no more than 36': a bound"),
        ("hash_approx", "A", "hash", "#### ≈36", "'≈' after '####'"),
        ("cut_answer_is", "A", "truncated", "The answer is 3", "'The answer is 3' cut from 36: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'Right, Ana is 36.': no_answer"),
     ]),
    ("tank", "312",
     "A water tank holds 480 liters when full. It is currently 35% full. How many more liters of water are needed to fill the tank?",
     """The tank holds 480 liters when full, and it is 35% full right now.

Water in the tank now: 35% of 480 = 0.35 × 480 = 168 liters.

Water still needed: 480 - 168 = 312 liters.

Another way: the tank is missing 100% - 35% = 65% of its capacity, and 65% of 480 = 0.65 × 480 = 312 liters. Both methods agree.

""",
     """Tank is 480 L and 35% full. How much is in it: 10% of 480 is 48, so 30% is 144, and 5% is 24, total 35% is 168 liters. Missing: 480 - 168 = 312 liters. Or directly, it's missing 65%, and 65% of 480 is 0.65 × 480 = 312. Same answer. The question asks how many more liters are needed to fill it, not how much is in it, so 312, not 168. OK, 312 liters.
""",
     [
        ("units", "B", "prose_sentence", "So 312 more liters are needed, which is 0.312 cubic meters.", "the answer first, the same volume in another unit after"),
        ("unit_box", "B", "boxed", llama_end("312 \\text{ L}"), "a unit inside the box"),
        ("words", "B", "prose_sentence", "The tank needs three hundred twelve more liters of water.", "the number in words"),
        ("parts", "B", "answer_is", "The answer is 312 liters: the 65% of the 480-liter tank that is still empty.", "the answer first, its parts after (a given 480 last)"),
        ("almost", "A", "prose_sentence", "So almost 312 more liters are needed.", "'almost 312'"),
        ("note_300", "A", "boxed", "So the answer is \\(\\boxed{312}\\).\n\n*Note: because tanks are rarely filled to the brim, the real amount is approximately 300 liters.*", "a note after the box replaces the value with 'approximately 300'"),
        ("up_to_hash", "A", "hash", "#### up to 312", "'up to' after '####'"),
        ("over_box", "A", "boxed", llama_end("\\text{over } 300"), "'over 300' inside the box"),
        ("maybe", "A", "prose_sentence", "So 312 liters are needed, maybe 320 to be safe.", "two values ('312, maybe 320')"),
        ("tag_tilde", "A", "tag", "T:<answer>~312 liters</answer>", "'~' inside the <answer> tag"),
        ("cut_tag", "A", "truncated", "T:<answer>31", "the tag cut inside the value: no_answer"),
        ("minerva_roughly", "A", "minerva", "Final Answer: The final answer is roughly $312$. I hope it is correct.", "'roughly' inside Minerva's closing"),
     ]),
]
MPROBS = [
    ("marbles", r"\frac{5}{33}",
     "A bag contains 5 red marbles and 7 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""To find the probability that both marbles are red, we multiply the probability that the first marble is red by the probability that the second marble is red given that the first was red.

There are \(5 + 7 = 12\) marbles in total.

The probability that the first marble is red is \(\frac{5}{12}\).

After one red marble is removed, 4 red marbles remain among 11 marbles, so the probability that the second is red is \(\frac{4}{11}\).

Therefore:
\[ P(\text{both red}) = \frac{5}{12} \cdot \frac{4}{11} = \frac{20}{132} = \frac{5}{33}. \]

We can confirm with combinations: \(\binom{5}{2} = 10\) ways to choose two red marbles and \(\binom{12}{2} = 66\) ways to choose any two, giving \(\frac{10}{66} = \frac{5}{33}\).

""",
     """Okay, 5 red and 7 blue, 12 total. Draw two without replacement. The first is red with probability 5/12. Then there are 4 red left out of 11 marbles, so the second is red with probability 4/11. Multiply: 5/12 × 4/11 = 20/132. Simplify, divide by 4: 5/33. Let me check with combinations: choose 2 red from 5 is C(5,2) = 10, choose any 2 from 12 is C(12,2) = 66, so 10/66 = 5/33. Same. With replacement it would be 25/144, but here there's no replacement. So 5/33. About 0.15.
""",
     [
        ("exact_decimal", "B", "boxed", r"The probability that both marbles are red is \(\boxed{\frac{5}{33}}\), or about 0.1515.", "the exact fraction boxed, its decimal rounding after"),
        ("minerva_exact_approx", "B", "minerva", r"Final Answer: The final answer is $\frac{5}{33}\approx 0.152$. I hope it is correct.", "the exact value, then its rounding, inside Minerva's closing"),
        ("words", "B", "prose_sentence", "So the probability that both marbles are red is five thirty-thirds.", "the fraction in words"),
        ("parts", "B", "prose_sentence", r"The probability is \(\frac{5}{33}\): \(\frac{5}{12}\) for the first red marble times \(\frac{4}{11}\) for the second.", "the answer first, its factors after"),
        ("box_approx", "A", "boxed", qwen_end(r"\approx 0.15"), "'\\approx 0.15' inside the box for an exact fraction"),
        ("about_pct", "A", "prose_sentence", "So there is about a 15% chance that both marbles are red.", "'about 15%'"),
        ("roughly_sixth", "A", "prose_sentence", r"The probability is roughly \(\frac{1}{6}\).", "'roughly 1/6'"),
        ("two", "A", "prose_sentence", r"The probability is \(\frac{5}{33}\) or \(\frac{25}{144}\), depending on whether the first marble is put back.", "two values (25/144 with replacement)"),
        ("minerva_at_most", "A", "minerva", r"Final Answer: The final answer is at most $\frac{5}{33}$. I hope it is correct.", "'at most' inside Minerva's closing"),
        ("tag_approx", "A", "tag", r"T:<answer>\approx 0.152</answer>", "'\\approx' inside the <answer> tag"),
        ("cut_box", "A", "truncated", r"Therefore, the probability is \(\boxed{\frac{5}{3", "a box never closed, cut inside the denominator: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending '5/33. About 0.15.': no_answer"),
     ]),
    ("absineq", "(-2,5)",
     "Find all real numbers $x$ that satisfy $|2x - 3| < 7$. Express your answer in interval notation.",
     r"""We rewrite the absolute value inequality as a compound inequality:
\[ -7 < 2x - 3 < 7. \]

Adding 3 to all three parts:
\[ -4 < 2x < 10. \]

Dividing all three parts by 2:
\[ -2 < x < 5. \]

The endpoints are not included, because at \(x = -2\) and \(x = 5\) we get \(|2x - 3| = 7\), which is not less than 7.

Check a point inside: at \(x = 0\), \(|0 - 3| = 3 < 7\). ✓ Check a point outside: at \(x = 6\), \(|12 - 3| = 9 > 7\). ✓

""",
     """We have |2x - 3| < 7. That means -7 < 2x - 3 < 7. Add 3 everywhere: -4 < 2x < 10. Divide by 2: -2 < x < 5. The inequality is strict, so the endpoints are out: at x = 5, |10 - 3| = 7, which is not less than 7, and at x = -2, |-4 - 3| = 7, same. Test x = 0: |-3| = 3 < 7, fine. Test x = 6: |9| = 9, not less than 7, correctly excluded. So the open interval from -2 to 5.
""",
     [
        ("between_words", "B", "prose_sentence", r"So the solutions are all real numbers strictly between \(-2\) and \(5\).", "the interval asked, in words"),
        ("ineq", "B", "prose_sentence", r"Therefore, the solution set is \(-2 < x < 5\).", "the interval as a double inequality"),
        ("box_then_words", "B", "boxed", "\\[\n\\boxed{(-2, 5)}\n\\]\nThat is, every \\(x\\) between \\(-2\\) and \\(5\\), not including the endpoints.", "the boxed interval, then the same range in words"),
        ("minerva_in", "B", "minerva", r"Final Answer: The final answer is $x \in (-2,5)$. I hope it is correct.", "'x \\in (-2,5)'"),
        ("closed", "A", "boxed", "\\[\n\\boxed{[-2, 5]}\n\\]", "a closed interval: the endpoints do not satisfy the strict inequality"),
        ("endpoints_two", "A", "prose_sentence", r"So \(x = -2\) or \(x = 5\).", "the two endpoints as two values"),
        ("upper_only", "A", "boxed", r"So \(x\) must be less than 5: \(\boxed{(-\infty, 5)}\).", "only the upper bound"),
        ("approx_interval", "A", "prose_sentence", r"The solution is approximately \((-2, 5)\).", "'approximately' on an exact interval"),
        ("at_most_least", "A", "prose_sentence", r"So \(x\) is at most 5 and at least \(-2\).", "'at most / at least': the closed interval [-2, 5]"),
        ("two", "A", "boxed", qwen_end(r"(-2, 5) \text{ or } (-5, 2)"), "two intervals for one question ((-5, 2) solves |2x + 3| < 7)"),
        ("tag_cut", "A", "truncated", "T:<answer>(-2,", "the tag cut inside the interval: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'the open interval from -2 to 5': no_answer"),
     ]),
    ("dist", "7.8",
     "What is the distance between the points $(1, -2)$ and $(6, 4)$? Express your answer as a decimal to the nearest tenth.",
     r"""Using the distance formula:
\[ d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2} = \sqrt{(6 - 1)^2 + (4 - (-2))^2} = \sqrt{5^2 + 6^2} = \sqrt{25 + 36} = \sqrt{61}. \]

Since \(7.8^2 = 60.84\) and \(7.9^2 = 62.41\), \(\sqrt{61}\) lies between 7.8 and 7.9. More precisely, \(\sqrt{61} \approx 7.8102\).

Rounding to the nearest tenth: the hundredths digit is 1, which is less than 5, so we round down.

""",
     """Distance between (1, -2) and (6, 4). The differences: 6 - 1 = 5 and 4 - (-2) = 6. Squares: 25 and 36, sum 61. So the distance is sqrt(61). Now to a decimal: 7.8 squared is 60.84, 7.9 squared is 62.41, so it's 7.8-something. Try 7.81: 7.81 squared is 60.9961, just under 61, so sqrt(61) is a bit above 7.81, about 7.8102. The hundredths digit is 1, so rounding to the tenth gives 7.8, not 7.9. Nearest tenth: 7.8.
""",
     [
        ("approx_asked", "B", "boxed", r"So the distance is approximately \(\boxed{7.8}\).", "'approximately' before the box on the decimal the question asks to round"),
        ("approx_inside", "B", "boxed", qwen_end(r"\approx 7.8"), "debatable: '\\approx' inside the box where the question asks for a rounded decimal (see DECISIONS)", True),
        ("chain", "B", "prose_sentence", r"Thus \(d = \sqrt{61} \approx 7.81 \approx 7.8\).", "the exact value, then the roundings, the asked tenth last"),
        ("minerva_exact_round", "B", "minerva", r"Final Answer: The final answer is $\sqrt{61}\approx 7.8$. I hope it is correct.", "the exact value, then the asked rounding, inside Minerva's closing"),
        ("about_8", "A", "prose_sentence", "So the distance is about 8.", "'about 8': rounded to the unit, not the tenth"),
        ("hundredths", "A", "boxed", r"The distance is approximately \(\boxed{7.81}\).", "rounded to the hundredth, not the tenth asked"),
        ("between", "A", "prose_sentence", "So the distance is between 7.8 and 7.9.", "a range 'between 7.8 and 7.9'"),
        ("two", "A", "answer_is", "The answer is 7.8 or 7.9.", "two values"),
        ("cut_answer_is", "A", "truncated", "The answer is 7", "'The answer is 7' cut from 7.8: no_answer"),
        ("cut_box", "A", "truncated", r"Rounded to the nearest tenth, the distance is \(\boxed{7.", "a box never closed, cut after '7.': no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'Nearest tenth: 7.8.': no_answer"),
        ("minerva_nearly", "A", "minerva", "Final Answer: The final answer is nearly $8$. I hope it is correct.", "'nearly 8' inside Minerva's closing"),
     ]),
    ("circle", r"25\pi",
     r"A circle has a circumference of $10\pi$ units. What is the area of the circle, in square units? Express your answer in terms of $\pi$.",
     r"""The circumference of a circle is \(C = 2\pi r\). Setting this equal to \(10\pi\):
\[ 2\pi r = 10\pi \implies r = 5. \]

The area of a circle is \(A = \pi r^2\), so
\[ A = \pi \cdot 5^2 = 25\pi. \]

(As a decimal, \(25\pi \approx 78.54\) square units, but the problem asks for the answer in terms of \(\pi\).)

""",
     """Circumference is 10π and C = 2πr, so 2πr = 10π, which gives r = 5. Area = πr² = π × 25 = 25π. Let me double check I didn't mix up radius and diameter: the diameter is 10, the radius is 5, and the area uses the radius. Yes. Numerically that's about 78.54, since π ≈ 3.14159 and 25 × 3.14159 ≈ 78.54. But the problem wants the answer in terms of π, so I should not give the decimal. The area is 25π square units, so 25π.
""",
     [
        ("exact_decimal", "B", "boxed", r"The area of the circle is \(\boxed{25\pi}\) square units, which is approximately 78.54.", "the exact value boxed, its decimal after"),
        ("unit_box", "B", "boxed", qwen_end(r"25\pi \text{ square units}"), "a unit inside the box"),
        ("minerva_decimal", "B", "minerva", r"Final Answer: The final answer is $25\pi$ square units (about $78.5$). I hope it is correct.", "the exact value, its decimal in parentheses after, inside Minerva's closing"),
        ("parts", "B", "prose_sentence", r"The area is \(25\pi\), from a radius of \(5\).", "the answer first, the radius after"),
        ("decimal_box", "A", "boxed", qwen_end("78.54"), "a decimal approximation boxed for an exact value in terms of pi"),
        ("approx_before", "A", "boxed", r"So the area is approximately \(\boxed{78.5}\) square units.", "'approximately' and a decimal"),
        ("about_pi", "A", "prose_sentence", r"The area is about \(25\pi\) square units.", "'about 25 pi': a hedge on the exact value"),
        ("tag_tilde", "A", "tag", "T:<answer>~78.5</answer>", "'~78.5' inside the <answer> tag"),
        ("under", "A", "prose_sentence", r"So the area is just under \(79\) square units.", "'under 79': a bound"),
        ("cut_box", "A", "truncated", "Therefore, the area is \\(\\boxed{25\\", "a box never closed, cut at the backslash of \\pi: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'so 25π.': no_answer"),
        ("r1_approx", "A", "boxed", "T:" + r1final(r"\approx 78.54"), "'\\approx 78.54' inside R1's closing box"),
     ]),
    ("factorial", "8",
     r"What is the smallest positive integer $n$ such that $n! > 10{,}000$?",
     r"""We compute factorials until one exceeds 10,000:
\[ 5! = 120, \quad 6! = 720, \quad 7! = 5040, \quad 8! = 40320. \]

Since \(7! = 5040 < 10{,}000\), \(n = 7\) does not work, and neither does any smaller \(n\), because factorials increase with \(n\).

Since \(8! = 40320 > 10{,}000\), \(n = 8\) works.

""",
     """I need the smallest n with n! bigger than 10,000. Let me list factorials: 1, 2, 6, 24, 120, 720, then 7! = 720 × 7 = 5040, and 8! = 5040 × 8 = 40320. So 7! = 5040 is still less than 10,000, and 8! = 40320 is more. Factorials only grow, so nothing below 7 works either. Is it strictly greater? 40320 > 10000, yes. So n = 7 fails and n = 8 works. So the smallest n is 8.
""",
     [
        ("at_least", "B", "prose_sentence", r"Since \(7! < 10{,}000 < 8!\) and \(n = 8\) works, \(n\) must be at least \(8\).", "'at least 8' on a smallest-integer question, the working shows 8 works"),
        ("words", "B", "prose_sentence", "The smallest such positive integer is eight.", "the number in words"),
        ("box_reason", "B", "answer_is", r"The answer is \(\boxed{8}\), since \(7! = 5040\) is still below 10,000.", "the answer first, the reason with numbers after"),
        ("minerva_eq", "B", "minerva", "Final Answer: The final answer is $n=8$. I hope it is correct.", "'n=8' in Minerva's closing"),
        ("about", "A", "prose_sentence", r"So \(n\) is about 8.", "'about 8'"),
        ("at_most", "A", "prose_sentence", r"The smallest such \(n\) is at most \(8\).", "'at most 8': an upper bound"),
        ("two", "A", "answer_is", "The answer is 7 or 8.", "two values"),
        ("between", "A", "prose_sentence", r"So the smallest \(n\) is between 7 and 8.", "a range"),
        ("tag_approx", "A", "tag", "T:<answer>n ≈ 8</answer>", "'≈' inside the <answer> tag"),
        ("cut_tag", "A", "truncated", "T:<answer>", "the tag opened and cut before the value: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'So the smallest n is 8.': no_answer"),
        ("minerva_roughly", "A", "minerva", "Final Answer: The final answer is roughly $8$. I hope it is correct.", "'roughly' inside Minerva's closing"),
     ]),
    ("geom", "9",
     r"Find the sum of the infinite geometric series $6 + 2 + \frac{2}{3} + \frac{2}{9} + \cdots$.",
     r"""The first term is \(a = 6\), and the common ratio is \(r = \frac{2}{6} = \frac{1}{3}\). Since \(|r| < 1\), the series converges, and its sum is
\[ S = \frac{a}{1 - r} = \frac{6}{1 - \frac{1}{3}} = \frac{6}{\frac{2}{3}} = 9. \]

As a check, the partial sums are \(6\), \(8\), \(8.\overline{6}\), \(8.\overline{8}\), \(\approx 8.963\), and they get closer and closer to 9.

""",
     """The series is 6 + 2 + 2/3 + 2/9 + ... The first term is 6 and each term is a third of the one before: 2/6 = 1/3, (2/3)/2 = 1/3. Ratio r = 1/3, and |r| < 1, so it converges. Sum = a / (1 - r) = 6 / (2/3) = 9. Let me sanity check with partial sums: 6, 8, 8.67, 8.89, 8.96... they keep climbing toward 9 and the gap to 9 shrinks by a factor of 3 each time: 3, 1, 1/3, 1/9, ... So the infinite sum is exactly 9, not just close to it. So the sum is 9.
""",
     [
        ("words", "B", "prose_sentence", "So the series sums to nine.", "the number in words"),
        ("frac_form", "B", "prose_sentence", r"The sum is \(\frac{6}{2/3} = 9\).", "a fraction equal to 9, the value last"),
        ("parts", "B", "prose_sentence", r"The sum is 9, with first term 6 and common ratio \(\frac{1}{3}\).", "the answer first, its parts after"),
        ("approach_exact", "B", "boxed", r"The partial sums approach 9 from below, and the sum of the infinite series is exactly \(\boxed{9}\).", "'approach 9' then 'exactly' and the boxed value"),
        ("nearly", "A", "prose_sentence", "So the sum of the series is nearly 9.", "'nearly 9' for an exact infinite sum"),
        ("almost_box", "A", "boxed", r"The sum is almost \(\boxed{9}\), since the series never quite reaches it.", "'almost' before the box"),
        ("under", "A", "prose_sentence", "So the sum is under 9, approximately 8.96.", "'under 9' and a partial sum"),
        ("hash_about", "A", "hash", "#### about 9", "'about' after '####'"),
        ("two", "A", "prose_sentence", r"The sum is 9, or 18 if the ratio were \(\frac{2}{3}\).", "two values; the last is 18"),
        ("tag_up_to", "A", "tag", "T:<answer>up to 9</answer>", "'up to 9' inside the <answer> tag"),
        ("cut_answer_is", "A", "truncated", "The answer is", "cut before the value: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'So the sum is 9.': no_answer"),
     ]),
    ("divisors", "24",
     r"How many positive divisors does $360$ have?",
     r"""First, find the prime factorization of 360:
\[ 360 = 2^3 \cdot 3^2 \cdot 5^1. \]

A positive divisor of 360 has the form \(2^a \cdot 3^b \cdot 5^c\) with \(0 \le a \le 3\), \(0 \le b \le 2\), and \(0 \le c \le 1\). There are \(4\) choices for \(a\), \(3\) for \(b\), and \(2\) for \(c\), so the number of divisors is
\[ (3 + 1)(2 + 1)(1 + 1) = 4 \cdot 3 \cdot 2 = 24. \]

As a check, the divisors pair up as \(1 \cdot 360, 2 \cdot 180, 3 \cdot 120, 4 \cdot 90, 5 \cdot 72, 6 \cdot 60, 8 \cdot 45, 9 \cdot 40, 10 \cdot 36, 12 \cdot 30, 15 \cdot 24, 18 \cdot 20\), which is 12 pairs, or 24 divisors.

""",
     """360 = 36 × 10 = (2^2 · 3^2) · (2 · 5) = 2^3 · 3^2 · 5. The number of divisors is the product of (exponent + 1): (3+1)(2+1)(1+1) = 4 · 3 · 2 = 24. Let me do a quick pair check to be sure: 1-360, 2-180, 3-120, 4-90, 5-72, 6-60, 8-45, 9-40, 10-36, 12-30, 15-24, 18-20. 7 doesn't divide 360, and neither do 11, 13, 14, 16, 17 or 19. After 18-20 the pairs would repeat. Twelve pairs, 24 divisors.
""",
     [
        ("words", "B", "prose_sentence", "So 360 has twenty-four positive divisors.", "the number in words"),
        ("parts", "B", "prose_sentence", "360 has 24 positive divisors: 4 choices for the power of 2, 3 for the power of 3 and 2 for the power of 5.", "the answer first, its factors after"),
        ("pairs", "B", "answer_is", "The answer is 24, that is, 12 pairs of divisors.", "the answer first, the pair count after"),
        ("r1_sentence", "B", "boxed", "T:360 has exactly 24 positive divisors.\n\n" + r1final("24"), "R1 closing"),
        ("about", "A", "prose_sentence", "So 360 has about 24 positive divisors.", "'about 24'"),
        ("at_least", "A", "prose_sentence", "The listing shows that 360 has at least 24 divisors.", "'at least 24': a bound"),
        ("somewhere", "A", "prose_sentence", "So 360 has somewhere around 24 divisors.", "'somewhere around'"),
        ("two", "A", "prose_sentence", "So 360 has 24 divisors, or 22 if we don't count 1 and 360.", "two values; the last is 22"),
        ("tag_over", "A", "tag", "T:<answer>over 20</answer>", "'over 20' inside the <answer> tag"),
        ("hash_cut", "A", "truncated", "#### 2", "'#### 2' cut from 24: no_answer"),
        ("give_or_take", "A", "boxed", r"Therefore, the final answer is: $\boxed{24}$, give or take. I hope it is correct.", "'give or take' after the box"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'Twelve pairs, 24 divisors.': no_answer"),
     ]),
    ("range", "[4,13]",
     r"What is the range of the function $f(x) = x^2 + 4$ for $-1 \le x \le 3$? Express your answer in interval notation.",
     r"""The function \(f(x) = x^2 + 4\) is a parabola opening upward with its vertex at \(x = 0\), where \(f(0) = 4\). Since \(x = 0\) lies in the interval \([-1, 3]\), the minimum value of \(f\) on the interval is \(4\).

The maximum occurs at the endpoint farthest from the vertex. We compare the endpoints:
\[ f(-1) = (-1)^2 + 4 = 5, \qquad f(3) = 3^2 + 4 = 13. \]
So the maximum is \(13\).

Since \(f\) is continuous, it takes every value between its minimum and maximum on the interval.

""",
     """f(x) = x² + 4 on [-1, 3]. It's an upward parabola with vertex at x = 0, and 0 is inside the interval, so the minimum is f(0) = 4. The maximum is at whichever endpoint is farther from 0: f(-1) = 1 + 4 = 5 and f(3) = 9 + 4 = 13, so the max is 13. Careful: the min is not f(-1) = 5, because the vertex is inside. The function is continuous, so it hits every value from 4 to 13, both ends included. Range [4, 13].
""",
     [
        ("words", "B", "prose_sentence", r"So \(f\) takes every value from 4 to 13, inclusive.", "the range asked, in words"),
        ("ineq", "B", "prose_sentence", r"Therefore, the range is \(4 \le f(x) \le 13\).", "the range as a double inequality"),
        ("min_max", "B", "boxed", r"The range is \(\boxed{[4, 13]}\): the minimum 4 at \(x = 0\) and the maximum 13 at \(x = 3\).", "the answer first, its parts after"),
        ("between_incl", "B", "answer_is", "The answer is all values between 4 and 13, inclusive.", "'between 4 and 13, inclusive': the range asked"),
        ("endpoints", "A", "boxed", qwen_end("[5, 13]"), "the endpoint values only; the minimum 4 is inside"),
        ("open", "A", "boxed", r"So the range is \(\boxed{(4, 13)}\).", "an open interval: 4 and 13 are attained"),
        ("max_only", "A", "prose_sentence", r"So \(f(x)\) is at most 13.", "only the upper bound"),
        ("approx", "A", "prose_sentence", r"The range is roughly \([4, 13]\).", "'roughly' on an exact interval"),
        ("two", "A", "prose_sentence", r"The range is \([4, 13]\) or \([5, 13]\).", "two intervals"),
        ("tag_cut", "A", "truncated", "T:<answer>[4, 1", "the tag cut inside the interval: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'Range [4, 13].': no_answer"),
        ("min_only", "A", "prose_sentence", "So the range is every value that is at least 4.", "only the lower bound: [4, infinity)"),
     ]),
    ("decimal", r"\frac{4}{11}",
     r"Express $0.\overline{36}$ as a common fraction in lowest terms.",
     r"""Let \(x = 0.\overline{36} = 0.363636\ldots\). Multiplying by 100 shifts the decimal point two places:
\[ 100x = 36.363636\ldots \]

Subtracting the first equation from the second:
\[ 100x - x = 36.363636\ldots - 0.363636\ldots \implies 99x = 36. \]

So \(x = \frac{36}{99}\). The greatest common divisor of 36 and 99 is 9, so
\[ x = \frac{36 \div 9}{99 \div 9} = \frac{4}{11}. \]

Check: \(4 \div 11 = 0.363636\ldots\) ✓

""",
     """Let x = 0.363636... Since the block 36 has two digits, multiply by 100: 100x = 36.3636... Subtract x: 99x = 36, so x = 36/99. Now reduce: gcd(36, 99) = 9, since 36 = 4 · 9 and 99 = 11 · 9. So x = 4/11. Check: 4 divided by 11 is 0.3636..., yes. Note 0.36 itself would be 9/25, but the bar means it repeats forever. So 4/11.
""",
     [
        ("exact_decimal", "B", "boxed", r"So \(0.\overline{36} = \boxed{\frac{4}{11}} \approx 0.3636\).", "the exact fraction boxed, its decimal rounding after"),
        ("words", "B", "prose_sentence", r"Therefore \(0.\overline{36}\) equals four elevenths.", "the fraction in words"),
        ("parts", "B", "prose_sentence", r"The fraction is \(\frac{4}{11}\), which is \(\frac{36}{99}\) reduced by the common factor 9.", "the answer first, the unreduced form and the factor after"),
        ("minerva_decimal", "B", "minerva", r"Final Answer: The final answer is $\frac{4}{11}$ (which is $0.3636\ldots$). I hope it is correct.", "the exact value, its decimal in parentheses after"),
        ("approx_box", "A", "boxed", r"So \(0.\overline{36} \approx \boxed{0.36}\).", "a terminating decimal for a repeating one"),
        ("nine_25", "A", "minerva", r"Final Answer: The final answer is $\frac{9}{25}$. I hope it is correct.", "9/25 = 0.36, the truncated decimal as a fraction"),
        ("roughly", "A", "prose_sentence", r"So \(0.\overline{36}\) is roughly \(\frac{4}{11}\).", "'roughly' on an exact value"),
        ("maybe", "A", "prose_sentence", r"The answer is \(\frac{4}{11}\), maybe \(\frac{9}{25}\).", "two values ('4/11, maybe 9/25')"),
        ("tag_approx", "A", "tag", "T:<answer>≈ 0.364</answer>", "'≈' and a decimal inside the <answer> tag"),
        ("cut_box", "A", "truncated", r"Therefore, \(0.\overline{36} = \boxed{\frac{4}{1", "a box never closed, cut inside the denominator: no_answer"),
        ("think_open", "A", "truncated", "U:", "a think block never closed, ending 'So 4/11.': no_answer"),
        ("note", "A", "boxed", "\\[\n\\boxed{\\frac{4}{11}}\n\\]\n\n*Note: this fraction is only approximately equal to the decimal, since the decimal goes on forever.*", "debatable: a note after the box calls the boxed value approximate (see DECISIONS)", True),
     ]),
    ("cube", "294",
     r"A cube has a volume of $343$ cubic centimeters. What is its total surface area, in square centimeters?",
     r"""The volume of a cube with side length \(s\) is \(s^3\). So
\[ s^3 = 343 \implies s = \sqrt[3]{343} = 7 \text{ cm}, \]
since \(7^3 = 7 \cdot 7 \cdot 7 = 343\).

Each face of the cube is a square with area \(s^2 = 7^2 = 49\) square centimeters. A cube has 6 faces, so the total surface area is
\[ 6 \cdot 49 = 294 \text{ square centimeters}. \]

""",
     """Volume 343 cm³, so the side is the cube root of 343. 7 × 7 = 49, 49 × 7 = 343, so the side is 7 cm. One face is 7 × 7 = 49 cm². A cube has 6 faces, so the surface area is 6 × 49 = 294 cm². Let me double-check: 6 × 50 = 300, minus 6 = 294. Yes. Surface area 294 cm².
""",
     [
        ("unit_box", "B", "boxed", qwen_end(r"294 \text{ cm}^2"), "a unit inside the box"),
        ("units_mm", "B", "prose_sentence", "The surface area is 294 cm², that is, 29,400 mm².", "the answer first, the same area in another unit after"),
        ("words", "B", "prose_sentence", "So the total surface area of the cube is two hundred ninety-four square centimeters.", "the number in words"),
        ("parts", "B", "prose_sentence", "The total surface area is 294 square centimeters: 6 faces of 49 square centimeters each.", "the answer first, its parts after"),
        ("about_300", "A", "prose_sentence", "So the surface area is about 300 square centimeters.", "'about 300'"),
        ("box_approx", "A", "boxed", qwen_end(r"\approx 294 \text{ cm}^2"), "'\\approx' inside the box"),
        ("over", "A", "prose_sentence", "The surface area is over 290 cm².", "'over 290': a bound"),
        ("maybe", "A", "prose_sentence", "So the surface area is 294 square centimeters, maybe 245 if the cube has no top face.", "two values; the last is 245 (5 faces)"),
        ("tag_about", "A", "tag", "T:<answer>about 294</answer>", "'about' inside the <answer> tag"),
        ("after_tag", "A", "tag", "T:<answer>294</answer> (approximately)", "'(approximately)' after the <answer> tag"),
        ("cut_minerva", "A", "truncated", "Final Answer: The final answer is $29", "Minerva's closing cut inside the value: no_answer"),
        ("between", "A", "prose_sentence", "So the total surface area is between 290 and 300 square centimeters.", "a range"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_marathon_hours_only": (
        "accept",
        "the question asks for minutes and the sentence gives '6 hours', the same time (6 x 60 = "
        "360) with its unit named; README: an equal value in another form is correct (as 30 for "
        "30^\\circ); a checker that compares bare numbers rejects it, but the answer is right",
    ),
    "ok_g_pay_box_approx_asked": (
        "accept",
        "the question asks for the take-home pay rounded to the nearest dollar, so 272 is the exact "
        "answer asked and '\\approx' marks the rounding the question itself demands (271.83 -> 272); "
        "it is not a hedge on an exact value",
    ),
    "ok_g_eggs_tag_at_least": (
        "accept",
        "the question asks for the least number of cartons; 'at least 9 cartons' says the least "
        "number is 9, and the think block shows 8 fail and 9 suffice, so the bound is attained",
    ),
    "ok_m_dist_approx_inside": (
        "accept",
        "the question asks for the distance as a decimal to the nearest tenth; 7.8 is that rounding "
        "of \\sqrt{61} = 7.8102, and '\\approx' in the box only marks the rounding asked for",
    ),
    "g_sugar_note": (
        "reject",
        "the note after the box restates the answer as 'roughly 2.5 cups' and is the last statement "
        "of the amount; the recipe amount is exact (40/16 = 2.5), so the final answer is a hedge "
        "(README: a hedge is wrong); a checker reading only the box would accept it",
    ),
    "m_decimal_note": (
        "reject",
        "the note has no number but calls the boxed fraction only approximately equal to 0.\\overline{36}, "
        "taking back the exactness the question asks for; the model no longer commits to "
        "4/11 = 0.\\overline{36}, so its final answer is a hedge of the exact value",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam206", CASES, [], DECISIONS)
