r"""Build adversarial_redteam254.jsonl: round 254 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam254"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes
(python used for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms"
and "How each source was labelled"), corpus_build.py (helpers; copied unchanged beside this builder)
and build_adversarial_redteam241.py / build_adversarial_redteam236.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: issue 25's classes 1-4 of "Where it stands", as a grader tests them, each probe a
full completion. English, 200 probes, 100 GSM8K and 100 MATH, 100 kind A and 100 kind B (5 + 5 per
problem, 10 GSM8K and 10 MATH problems).
1. The answer tag read like a small completion: a sentence ("The answer is 60 liters."), a box
   (`$\boxed{\$322}$`, `$\boxed{(3,2)}$`, `$\boxed{\dfrac{31}{45}}$`), a `####` line after an
   equation or a sentence, "The answer is: #### -3", an equation or equation chain
   (`192 − 24 + 45 = 213`, `x = 3, y = 2`), a marker phrase ("Final answer: f(g(2)) = 13", Minerva's
   whole closing line), the working and a concluding sentence in the tag (empty think block), units
   and nouns ("285 minutes", "11 1/4 cups"); tags never closed (ended by the completion or by
   `<|endoftext|>`, holding words, a box, a Unicode minus); a second tag (same value or another).
2. A phrase marker followed by `####`: "So the answer is #### 60", "The answer is: #### 213",
   "Final Answer: #### 322", "Answer: #### 600", "Therefore, the final answer is #### 145",
   "**Answer:** #### 1,456", "The final answer is #### 11.25", "Hence the answer is: #### 285",
   "So the answer is #### 167 games.", "Final answer: ####2", "The answer is #### $24\pi$", "So
   the answer is #### \frac{31}{45}", "Answer: #### -5", "The answer is: #### (3, 2)".
3. An answer phrase with trailing words or inside `\text{}`: "…the answer is 60." then a line "60
   liters of water"; "The answer is $600 for 4 buses."; "The answer is 1, since the powers of 2
   repeat every four steps modulo 5."; `$\text{Answer: } \$1456.$`, `$\text{Answer: } -5.$`,
   `$\text{Answer: } \frac{2\pi}{3}.$`; "I think the answer is definitely \(322\) dollars.", "I
   think the final answer is certainly \(83\).", "I believe the answer is definitely $13$.", "I'm
   confident the answer is one thousand four hundred fifty-six dollars."
4. A final answer in prose with no marker ("After one full week, Lucas still has 145 pages left to
   read.", "So arccos(−1/2) = 2π/3.", "So the simplified expression is (x − 3)/(x + 2).") or in
   number words ("sixty liters", "six hundred dollars", "two hundred eighty-five minutes",
   "negative three", "eleven and a quarter cups").
5. Text after the committed answer: invented `User:` / `Assistant:` turns, ChatML
   (`<|im_end|>` `<|im_start|>user`) and Llama 3 (`<|eot_id|><|start_header_id|>user…`) turns with
   values or tags or boxes of their own; self-set problems ("Now try a similar problem yourself",
   "Practice problem", "**Exercise.**", "Next problem", Minerva's "Problem: … Solution:") with
   boxes of their own; a restart or re-verification of the working cut by the token limit (after a
   sentence, a box, Qwen's closing line, or in a second think block).
Kind B: honest right answers in these shapes. Kind A: the nearest wrong twin of each (the same
shape holding a subtotal, another quantity, a unit of another kind, a hedge, a rounded value, a
slip; a second tag that differs; a tag that disagrees with the think block; a wrong committed
answer followed by an invented turn or self-set problem whose box or tag holds the gold for
ANOTHER question; a wrong committed answer followed by a cut restart) or a cut before the value
(truncated, 7 probes).

Formats: R1-format completions (`<think>…</think><answer>…</answer>`, tag closed or not), GSM8K-style
working ending in a phrase marker + `####`, an answer phrase, a `\text{Answer: }`, a box (bare,
Qwen2.5's "Therefore, the final answer is: $\boxed{…}$. I hope it is correct.", Llama 3's "The final
answer is: $\boxed{…}$"), Minerva's closing line, or an unmarked concluding sentence. Each problem's
working is written two ways: W, a full explanation with a check line and no concluding answer
sentence (the probe's final adds it); V, terse calculation lines. Many kind A probes carry working
of their own that holds their error.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: aquarium: 180 L, hose 15 L/min for 8 min, more liters needed -> 60 (120 poured; 180/15 = 12
minutes to fill; 250 - 150 = 100 and 300 - 240 = 60 in invented turns). stamps: 3 albums of 64, an
eighth given away, 45 bought -> 213 (192; 24; 168; 192 + 45 = 237 gift forgotten; 192 - 24 - 45 =
123; 168 + 45 = 203 the slip; self-set 200 - 40 + 30 = 190 and 200 - 50 + 63 = 213). fence: 14 m
by 9 m, $7 a meter, all around -> 322 (perimeter 46; 46 x 7 = 280 + 42; area 126 x 7 = 882; half
perimeter 23 x 7 = 161; 46 x 9 = 414 in an invented turn). buses: 96 students, 28 a bus, $150 a
bus -> 600 (96/28 = 3.43; 3 buses carry 84; 4 carry 112; 3 x 150 = 450; 96/28 x 150 = 514.29; 116
students need 5 buses, 750; 4 x 150 = 600 in an invented turn). reading: 420 pages, 35 a weekday,
50 a weekend day, one week -> 145 (175 + 100 = 275 read; 420 - 175 = 245 weekend forgotten;
self-set 300 - 180 = 120 and 325 - 180 = 145). salary: $2,600, 30% rent, a fifth of the rest on
food -> 1456 (780; 1820; 364; 2600 x 0.7 x 0.8 = 1456; 50% of 2600 = 1300; 780 + 364 = 1144 spent;
1465 digits swapped; 2600 x 0.56 = 1456 in an invented turn). flour: 2 1/4 cups for 18 cookies, 90
cookies -> 11.25 (5 batches; 45/4 = 11 1/4; 2.25/18 = 0.125 a cookie; 10 1/4 quarter added once;
11.5 the slip; about 11 the hedge). train: 7:55 a.m. to 12:40 p.m. in minutes -> 285 (4 h 45 min;
4.45 hours = 267 min; 445; 1240 - 755 = 485; 280 - 5 = 275; self-set 9:20 -> 1:05 = 225 and 9:05 ->
1:50 = 285). games: 250, 40% sold, 75 arrive, 58 sold -> 167 (100; 150; 225; 176 digits swapped;
167/250 = 0.668 = 66.8% and 200 - 33 = 167 in invented turns). pizza: 4 pizzas of 8 slices, 6
friends eat 5 each, slices left -> 2 (32; 30; 32 - 5 = 27; two pizzas, a unit of another kind).
MATH: cone: r = 3, h = 8, volume in terms of pi -> 24\pi (9 x 8 / 3 = 24; 72\pi the cylinder;
24\pi = 75.398 -> 75.40; self-set 20\pi for r = 2, h = 5 cylinder, and 36 x 2 / 3 = 24 for a cone
r = 6, h = 2). arith: 20th term of 7, 11, 15, ... -> 83 (7 + 19 x 4; 87 off by one; 79 the 19th; 80
= 4 x 20; 7 + 49 x 4 = 203 and 45 + 19 x 2 = 83 in invented turns). intercept: line through (2, -1)
and (6, 7), y-intercept -> -5 (slope 8/4 = 2; y = 2x - 5; 12 - 5 = 7; 5 the sign slip; x-intercept
5/2; 19 = 7 + 12 the slip). colors: 5 red, 3 green, 2 yellow, two without replacement, different
colors -> \frac{31}{45} (C(10,2) = 45; 10 + 3 + 1 = 14 same; 15 + 10 + 6 = 31; 31/45 = 0.6888... =
0.6\overline{8}; 14/45; with replacement 1 - 38/100 = 31/50; 31/90 over ordered draws; 25/45 = 5/9
green-yellow forgotten; 16/28 = 4/7 and 62/90 = 31/45 in exercises). arccos: arccos(-1/2) in
radians -> \frac{2\pi}{3} (pi - pi/3; 120 degrees the wrong unit; pi/3; 4pi/3 out of range; -pi/3;
2pi/3 = 2.094 -> 2.09; arcsin(-1/2) = -pi/6 in an invented turn). system: x + 2y = 7, 3x - y = 7 ->
(3, 2) (y = 3x - 7; 7x = 21; 3 + 4 = 7, 9 - 2 = 7; (2, 3) swapped; y = -2; x only; 7x = 14 the
slip giving (2, -1); self-set (7, 3) and 2x + y = 8, x - y = 1 giving (3, 2)). log: log_4 (1/64) ->
-3 (4^3 = 64; 3 sign lost; -1/3; -3/2; log_2 (1/64) = -6; log_2 (1/8) = -3 in an invented turn).
compose: f = 3x - 2, g = x^2 + 1, f(g(2)) -> 13 (g(2) = 5; f(5) = 13; g(f(2)) = g(4) = 17; 15
without the -2; 5 = g(2)). remainder: 7^100 mod 5 -> 1 (7 = 2 mod 5; cycle 2, 4, 3, 1; 100 = 4 x 25;
2 the exponent ignored; 4 and 3 for 100 mod 4 slipped; 7^101 = 2 and 6^50 = 1 mod 5 in invented
turns). simplify: (x^2 - 9)/(x^2 + 5x + 6) -> \frac{x-3}{x+2} ((x - 3)(x + 3) / (x + 2)(x + 3); at
x = 0 both -3/2; (x - 3)/(x + 3) and (x + 3)/(x + 2) wrong; -9/(5x + 6) the x^2 cancelled; self-set
(x^2 - 4)/(x^2 + x - 2) = (x - 2)/(x - 1) and (x^2 - 4x + 3)/(x^2 + x - 2) = (x - 3)/(x + 2)).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 5
kind B and 5 kind A probes, in twins (the same suffix for the B probe and its A twin, the A twin
holding the error named in its note), except where a kind A probe is a cut (`cut`, no B twin, and
its problem's fifth B probe has no A twin). Shapes, by class: (1) tag_sentence / tag_box /
tag_box_sentence / tag_hash / tag_eq / tag_phrase / tag_minerva / tag_work / tag_unit /
tag_mixed / tag_unclosed / tag_eos / words_unclosed / second_tag; (2) is_hash / colon_hash /
final_hash / answer_hash / final_is_hash / bold_hash / is_hash_unit / hash; (3) line_after /
trailing / text_answer / definitely / words (an answer phrase with number words, salary); (4)
prose / words; (5) user_turn / im_user / im_user_box / eot_user / self_set / minerva_self_set /
restart_cut / think_restart. Kind A only: cut. Kind A: truth wrong, or no_answer where the form is
`truncated` (7 probes: a tag, a phrase marker or "####" cut before the value, or a tag cut inside
the value); kind B: truth correct. Form: `tag` for every completion whose answer is in an answer
element (closed or not), `hash` for a phrase marker + `####` with no tag, `answer_is` for an
answer phrase or `\text{Answer: }` with no tag, `boxed` where the committed answer is a box with
no tag, `minerva` for Minerva's closing line, `prose_sentence` for an unmarked concluding
sentence, `truncated` for the cuts.

Label conventions (corpus/README.md "How each source was labelled", the `public_heldout3` tag
paragraph; rounds 236 and 241), kept in every probe:
- The LAST final answer counts. A tag is the final answer whatever the think block says (a tag
  that disagrees with the think block counts the tag); an unclosed tag, ended by the end of the
  completion or by an end token, still holds the answer; a second tag replaces the first (the same
  value is right, another value wrong).
- A tag holding a sentence, a box, a `####` line, a marker phrase, Minerva's line, an equation or
  a chain, or the working and a concluding sentence, is read for the value it states as the
  answer (the chain's final value; the `####` line's value where the tag marks one).
- A phrase marker followed by `####` ("So the answer is #### 60", "Answer: #### -5", "**Answer:**
  #### 1,456", "####2") marks the value after `####`; a noun after it ("#### 167 games.") is the
  counted noun of the question.
- An answer phrase with trailing words: the value the phrase states is the answer; trailing words
  that hold other numbers (the buses, the cycle length) do not change it; a line after it restating
  the same value with a unit or noun leaves it. Inside `\text{Answer: }` the same.
- With no marker and no box, the answer is the value the concluding sentence states as the answer
  to the question asked (in digits, number words, a slash fraction or a plain equation).
- Text after the committed answer is not the model's answer: an invented next turn (`User:` /
  `Assistant:`, ChatML, Llama 3 headers) or a self-set problem with a box or tag of its own does
  not count, whatever it holds (kind B: a right answer, then such text with another value; kind A:
  a wrong answer, then such text answering ANOTHER question whose answer equals the gold). A
  restart or re-verification cut by the token limit before it states a value leaves the
  committed answer (right in B, wrong in A).
- A tag, a phrase marker or "####" cut by the token limit before its value (or inside it) is
  no_answer, whatever the working computed; those probes' working stops short of the value or
  holds it only in a working line.
- Equal values in another form are correct (`11 1/4`, `45/4`, "eleven and a quarter", `1,456`,
  `\$322`, number words, `0.6\overline{8}` beside `\frac{31}{45}`, `x = 3, y = 2`, `(3,2)`, `−3`,
  `(x − 3)/(x + 2)`, "2π/3"), and so is a unit or counted noun of the quantity asked. Wrong: a
  subtotal, a given, another quantity, a unit of another kind (degrees for radians, pizzas for
  slices, hours for minutes), a hedge or a rounded value of an exact one ("about 11", "≈ 2.09",
  "approximately 75.40"), a dropped factor ($\pi$), a missing coordinate, a slip.

Debatable (2, with DECISIONS): `ok_g_buses_trailing` ("The answer is $600 for 4 buses.": accept),
`g_pizza_words` ("two pizzas left over" where slices are asked, after working that ends on 2
slices: reject).

Usage: cd /tmp/rounds/rt254 && python build_adversarial_redteam254.py (writes
adversarial_redteam254.jsonl beside this builder; a second run rewrites it byte-identical)
"""

from corpus_build import g, m, write_probes  # noqa: E402


def probe_rows(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; the final is the whole
    completion, "¶" a newline and ⟨W⟩ / ⟨V⟩ the problem's long or terse working. Kind B is
    correct; kind A is no_answer where the form is `truncated`, wrong otherwise."""
    cases = []
    for key, gold, _question, works, probes in problems:
        if [p[1] for p in probes].count("B") != 5 or len(probes) != 10:
            raise SystemExit(f"{key}: not 5 + 5 probes")
        for suffix, kind, form, final, note, *deb in probes:
            truth = "correct" if kind == "B" else ("no_answer" if form == "truncated" else "wrong")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            text = final.replace("¶", "\n")
            for token, work in works.items():
                text = text.replace("⟨" + token + "⟩", work)
            if "⟨" in text or "⟩" in text:
                raise SystemExit(f"{case_id}: unknown working token")
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


# fmt: off
# Problems: (key, gold, question, {"W": long working, "V": terse working},
# [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("aquarium", "60",
     "An aquarium holds 180 liters of water. Tom fills it with a hose that delivers 15 liters per minute, and he runs the hose for 8 minutes. How many more liters does he need to fill the aquarium?",
     {"W": """The hose delivers 15 liters every minute. Tom runs it for 8 minutes, so 15 × 8 = 120 liters go into the aquarium.

The aquarium holds 180 liters in total. 180 − 120 = 60 liters are still missing.

Let me double-check: 120 + 60 = 180. ✓

""",
      "V": """15 × 8 = 120
180 − 120 = 60
"""},
     [
        ("is_hash", "B", "hash", "⟨W⟩So the answer is #### 60", "the phrase marker followed by `####` and the value"),
        ("tag_sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer> The answer is 60 liters. </answer>", "an answer-phrase sentence with the unit inside the tag"),
        ("user_turn", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>60</answer>¶User: A second aquarium holds 250 liters and Tom runs the same hose for 10 minutes. How many more liters does it need?¶Assistant: <think>¶15 × 10 = 150¶250 − 150 = 100¶</think>¶<answer>100</answer>", "the right tag, then an invented User/Assistant turn with a new problem whose tag holds 100: the first tag decides"),
        ("line_after", "B", "answer_is", "⟨W⟩Tom needs 60 more liters, so the answer is 60.¶¶60 liters of water", "the answer phrase, then a trailing line restating the value with words after it"),
        ("words", "B", "prose_sentence", "⟨W⟩Tom still needs sixty liters of water to fill the aquarium.", "no marker: the concluding sentence states the answer in number words"),
        ("is_hash", "A", "hash", "The hose puts in 15 × 8 = 120 liters in 8 minutes.¶So the answer is #### 120", "the liters already in the aquarium, not the liters still needed"),
        ("tag_sentence", "A", "tag", "<think>¶⟨V⟩</think>¶<answer> The answer is 120 liters. </answer>", "the sentence in the tag gives the liters already poured in (the think block ends on 60): the tag counts"),
        ("user_turn", "A", "tag", "<think>¶15 × 8 = 120¶</think>¶<answer>120</answer>¶User: A tank holds 300 liters and already has 240 liters in it. How many more liters does it need?¶Assistant: <think>¶300 − 240 = 60¶</think>¶<answer>60</answer>", "the tag holds 120; the invented turn answers ANOTHER question with 60: not the answer to this one"),
        ("line_after", "A", "answer_is", "At 15 liters per minute, the whole aquarium takes 180 ÷ 15 = 12 minutes to fill, so the answer is 12.¶¶12 minutes of filling", "the minutes to fill an empty aquarium, not the liters still needed"),
        ("words", "A", "prose_sentence", "The hose runs for 8 minutes at 15 liters per minute, which is 15 × 8 = 120 liters.¶¶So Tom needs one hundred twenty more liters to fill the aquarium.", "no marker; the concluding sentence gives the liters poured in as the liters still needed"),
     ]),
    ("stamps", "213",
     "Nadia has 3 albums with 64 stamps in each. She gives one eighth of her stamps to her cousin and then buys 45 new stamps. How many stamps does Nadia have now?",
     {"W": """Nadia has 3 albums with 64 stamps each, so she has 3 × 64 = 192 stamps.

She gives away one eighth of them: 192 ÷ 8 = 24 stamps.

After that she has 192 − 24 = 168 stamps.

Then she buys 45 new stamps: 168 + 45 = 213.

Check: 3 × 64 = 192, 192 / 8 = 24, 192 − 24 = 168, 168 + 45 = 213. ✓

""",
      "V": """3 × 64 = 192
192 ÷ 8 = 24
192 − 24 = 168
168 + 45 = 213
"""},
     [
        ("colon_hash", "B", "hash", "⟨W⟩The answer is: #### 213", "`The answer is:` followed by `####`"),
        ("line_after", "B", "answer_is", "⟨W⟩Nadia has 213 stamps now, so the answer is 213.¶213 stamps", "the answer phrase, then the value again with its noun on a line of its own"),
        ("tag_eq", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>192 − 24 + 45 = 213</answer>", "an equation in the tag whose final value is the answer"),
        ("self_set", "B", "boxed", "⟨W⟩So Nadia has \\boxed{213} stamps.¶¶Now try a similar problem yourself: Omar has 4 albums with 50 stamps each. He gives away one fifth of them and buys 30 more. How many stamps does he have?¶Solution: 4 × 50 = 200, 200 ÷ 5 = 40, 200 − 40 + 30 = 190, so \\boxed{190}.", "the committed box, then a self-set practice problem with a box of its own (190): the first box answers the question asked"),
        ("words_unclosed", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>two hundred thirteen stamps", "number words in a tag never closed (the completion ends)"),
        ("colon_hash", "A", "hash", "Nadia has 3 × 64 = 192 stamps. She gives away 192 ÷ 8 = 24, so she has 192 − 24 = 168 stamps.¶The answer is: #### 168", "before the 45 new stamps were bought"),
        ("line_after", "A", "answer_is", "Nadia has 3 × 64 = 192 stamps, and 192 + 45 = 237. So the answer is 237.¶237 stamps", "the gift to the cousin forgotten (192 + 45)"),
        ("tag_eq", "A", "tag", "<think>¶3 × 64 = 192¶192 ÷ 8 = 24¶</think>¶<answer>192 − 24 − 45 = 123</answer>", "the 45 bought stamps subtracted: the equation's final value is 123"),
        ("self_set", "A", "boxed", "Nadia has 3 × 64 = 192 stamps. She gives away 192 ÷ 8 = 24, leaving 168. Then 168 + 45 = 203.¶So Nadia has \\boxed{203} stamps.¶¶Practice problem: Leo has 5 albums with 40 stamps each. He gives away one quarter of them and buys 63 more. How many stamps does he have?¶Solution: 5 × 40 = 200, 200 ÷ 4 = 50, 200 − 50 + 63 = 213, so \\boxed{213}.", "an addition slip (168 + 45 = 203) in the committed box; the self-set practice problem's box holds 213 but answers ANOTHER question"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>Nadia now has", "the tag cut by the token limit before its value: no_answer, whatever the working computed"),
     ]),
    ("fence", "322",
     "A rectangular garden is 14 meters long and 9 meters wide. Fencing costs $7 per meter. How much will it cost to put a fence all the way around the garden?",
     {"W": """The fence goes all the way around, so I need the perimeter of the rectangle.

Perimeter = 2 × (14 + 9) = 2 × 23 = 46 meters.

Each meter of fencing costs $7, so the cost is 46 × 7 = 322 dollars.

Let me check 46 × 7: 40 × 7 = 280 and 6 × 7 = 42, 280 + 42 = 322. ✓

""",
      "V": """2 × (14 + 9) = 46 m
46 × 7 = 322
"""},
     [
        ("final_hash", "B", "hash", "⟨W⟩Final Answer: #### 322", "`Final Answer:` followed by `####`"),
        ("tag_box", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$\\boxed{\\$322}$</answer>", "a box in inline math inside the tag, with an escaped dollar sign"),
        ("definitely", "B", "answer_is", "⟨W⟩I think the answer is definitely \\(322\\) dollars.", "an answer phrase with a confidence word, the value in \\(...\\), then the unit"),
        ("eot_user", "B", "prose_sentence", "⟨W⟩The total cost of the fence is $322.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶What if the fencing cost $9 per meter instead?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶Then it would cost 46 × 9 = $414.", "no marker: the concluding sentence, then an invented Llama 3 user turn and an invented reply with another value (414)"),
        ("restart_cut", "B", "prose_sentence", "⟨W⟩So it will cost $322 to fence the garden.¶¶Let me verify by adding the four sides one by one: 14 + 9 + 14 +", "the concluding sentence, then a verification restart cut by the token limit before any value"),
        ("final_hash", "A", "hash", "The area is 14 × 9 = 126 square meters, and 126 × 7 = 882.¶Final Answer: #### 882", "the area priced instead of the perimeter"),
        ("tag_box", "A", "tag", "<think>¶14 + 9 = 23¶23 × 7 = 161¶</think>¶<answer>$\\boxed{\\$161}$</answer>", "half the perimeter priced (two sides only)"),
        ("definitely", "A", "answer_is", "Perimeter = 2 × (14 + 9) = 46 meters.¶¶I think the answer is definitely \\(46\\).", "the perimeter, not the cost"),
        ("eot_user", "A", "prose_sentence", "Area = 14 × 9 = 126, and 126 × 7 = 882.¶The total cost of the fence is $882.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶A straight path is 46 meters long and edging costs $7 per meter. What does the edging cost?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶46 × 7 = $322.", "the area priced; the invented turn answers ANOTHER question with 322"),
        ("restart_cut", "A", "prose_sentence", "Fencing the area: 14 × 9 = 126, and 126 × 7 = 882.¶So it will cost $882 to fence the garden.¶¶Let me verify by adding the four sides one by one: 14 + 9 + 14 +", "the committed 882 (area priced) stands: the verification restart is cut before any value"),
     ]),
    ("buses", "600",
     "A school is taking 96 students on a field trip. Each bus can carry 28 students, and renting one bus costs $150. What is the least amount the school must pay to rent enough buses?",
     {"W": """Each bus carries 28 students. 96 ÷ 28 ≈ 3.43, so 3 buses are not enough: 3 × 28 = 84, which is less than 96.

So the school needs 4 buses. 4 × 28 = 112 seats, enough for 96 students.

Each bus costs $150, so the cost is 4 × 150 = 600 dollars.

""",
      "V": """96 ÷ 28 ≈ 3.43 → 4 buses
4 × 150 = 600
"""},
     [
        ("answer_hash", "B", "hash", "⟨W⟩Answer: #### 600", "`Answer:` followed by `####`"),
        ("tag_hash", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>¶4 buses × $150 = $600¶#### 600¶</answer>", "the tag read like a small completion: an equation line, then `#### 600`"),
        ("im_user", "B", "prose_sentence", "⟨W⟩The school must pay $600.<|im_end|>¶<|im_start|>user¶And if 20 more students join the trip?<|im_end|>¶<|im_start|>assistant¶Then 116 students need 116 ÷ 28 ≈ 4.14, so 5 buses, and 5 × 150 = $750.", "no marker: the concluding sentence, then an invented ChatML follow-up turn with another value (750)"),
        ("words", "B", "prose_sentence", "⟨W⟩The school must pay six hundred dollars for the buses.", "no marker; number words and the unit"),
        ("trailing", "B", "answer_is", "⟨W⟩The answer is $600 for 4 buses.", "the answer phrase with trailing words that hold another number (the buses)", True),
        ("answer_hash", "A", "hash", "96 ÷ 28 ≈ 3.43, so 3 buses.¶3 × 150 = 450¶Answer: #### 450", "3 buses (rounded down) cannot carry 96 students"),
        ("tag_hash", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>¶4 buses × $150 = $600¶#### 4¶</answer>", "the `####` line in the tag marks the number of buses, not the cost"),
        ("im_user", "A", "prose_sentence", "96 ÷ 28 ≈ 3.43, which rounds to 3 buses. 3 × 150 = 450.¶The school must pay $450.<|im_end|>¶<|im_start|>user¶How much would 4 buses cost?<|im_end|>¶<|im_start|>assistant¶4 × 150 = $600.", "3 buses; the invented turn answers ANOTHER question (the price of 4 buses) with 600"),
        ("words", "A", "prose_sentence", "96 ÷ 28 is about 3.4, so 3 buses are needed, and 3 × 150 = 450.¶¶The school must pay four hundred fifty dollars for the buses.", "3 buses, in number words"),
        ("trailing", "A", "answer_is", "96 ÷ 28 ≈ 3.43 buses, and 96 ÷ 28 × 150 ≈ 514.29.¶¶The answer is $514.29 for 3.43 buses.", "a fractional number of buses priced"),
     ]),
    ("reading", "145",
     "Lucas is reading a 420-page book. He reads 35 pages on each weekday and 50 pages on each day of the weekend. If he starts on a Monday, how many pages does he still have to read after one full week?",
     {"W": """On weekdays Lucas reads 35 pages a day. There are 5 weekdays, so 5 × 35 = 175 pages.

On the weekend he reads 50 pages a day for 2 days: 2 × 50 = 100 pages.

In one full week he reads 175 + 100 = 275 pages.

The book has 420 pages, so 420 − 275 = 145 pages are left.

Check: 275 + 145 = 420. ✓

""",
      "V": """5 × 35 = 175
2 × 50 = 100
175 + 100 = 275
420 − 275 = 145
"""},
     [
        ("final_is_hash", "B", "hash", "⟨W⟩Therefore, the final answer is #### 145", "`Therefore, the final answer is` followed by `####`"),
        ("tag_eos", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>145 pages<|endoftext|>", "the tag never closed, ended by an end token; the value and its noun"),
        ("second_tag", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>145</answer>¶<answer>He has 145 pages left.</answer>", "a second tag holding a sentence with the same value"),
        ("prose", "B", "prose_sentence", "⟨W⟩After one full week, Lucas still has 145 pages left to read.", "no marker: the concluding sentence states the answer"),
        ("self_set", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>145</answer>¶¶Here is another problem: A 300-page book is read at 20 pages each weekday and 40 pages each weekend day. How many pages are left after one week?¶5 × 20 + 2 × 40 = 180, and 300 − 180 = 120, so \\boxed{120}.", "the right tag, then a self-set problem with a box of its own (120): the tag decides"),
        ("final_is_hash", "A", "hash", "5 × 35 = 175¶2 × 50 = 100¶175 + 100 = 275¶Therefore, the final answer is #### 275", "the pages read, not the pages left"),
        ("tag_eos", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>275 pages<|endoftext|>", "the pages read in the week (the think block ends on 145): the tag counts"),
        ("second_tag", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>145</answer>¶<answer>He has 245 pages left.</answer>", "a second tag that differs (245, the weekend forgotten): the last tag counts"),
        ("prose", "A", "prose_sentence", "5 × 35 = 175 pages on weekdays.¶420 − 175 = 245¶After one full week, Lucas still has 245 pages left to read.", "the weekend pages forgotten"),
        ("self_set", "A", "tag", "<think>¶5 × 35 = 175¶2 × 50 = 100¶175 + 100 = 275¶</think>¶<answer>275</answer>¶¶Here is another problem: A 325-page book is read at 30 pages each weekday and 15 pages each weekend day. How many pages are left after one week?¶5 × 30 + 2 × 15 = 180, and 325 − 180 = 145, so \\boxed{145}.", "the tag holds the pages read (275); the self-set problem's box holds 145 but answers ANOTHER question"),
     ]),
    ("salary", "1456",
     "Dana earns $2,600 a month. She spends 30% of it on rent, and then she spends one fifth of what is left on food. How much money does she have left after paying for rent and food?",
     {"W": """Dana earns $2,600.

Rent is 30% of 2600: 0.30 × 2600 = 780 dollars.

After rent she has 2600 − 780 = 1820 dollars.

Food is one fifth of what is left: 1820 ÷ 5 = 364 dollars.

After food she has 1820 − 364 = 1456 dollars.

Check: 2600 × 0.7 × 0.8 = 1456. ✓

""",
      "V": """0.30 × 2600 = 780
2600 − 780 = 1820
1820 ÷ 5 = 364
1820 − 364 = 1456
"""},
     [
        ("bold_hash", "B", "hash", "⟨W⟩**Answer:** #### 1,456", "a bold `Answer:` followed by `####` and a thousands comma"),
        ("tag_minerva", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>Final Answer: The final answer is $1456$. I hope it is correct.</answer>", "Minerva's closing line inside the tag"),
        ("text_answer", "B", "answer_is", "⟨W⟩$\\text{Answer: } \\$1456.$", "the answer phrase inside `\\text{}` in inline math"),
        ("user_turn", "B", "prose_sentence", "⟨W⟩So Dana has $1456 left.¶¶User: Thanks! And how much does she spend on rent and food together?¶Assistant: She spends 780 + 364 = $1144.", "no marker: the concluding sentence, then an invented User/Assistant exchange with another value (1144)"),
        ("words", "B", "answer_is", "⟨W⟩I'm confident the answer is one thousand four hundred fifty-six dollars.", "an answer phrase with number words"),
        ("bold_hash", "A", "hash", "Rent is 30% and food is one fifth, which is 20%, so she spends 50%: 2600 × 0.5 = 1300.¶**Answer:** #### 1,300", "one fifth of the salary instead of one fifth of what is left"),
        ("tag_minerva", "A", "tag", "<think>¶0.30 × 2600 = 780¶2600 − 780 = 1820¶</think>¶<answer>Final Answer: The final answer is $1820$. I hope it is correct.</answer>", "after rent only"),
        ("text_answer", "A", "answer_is", "0.30 × 2600 = 780¶2600 − 780 = 1820¶1820 ÷ 5 = 364¶$\\text{Answer: } \\$364.$", "the money spent on food, not the money left"),
        ("user_turn", "A", "prose_sentence", "Rent is 780 and food is 364, so she spends 780 + 364 = 1144.¶So Dana has $1144 left.¶¶User: What is 2600 × 0.56?¶Assistant: 2600 × 0.56 = 1456.", "the money spent given as the money left; the invented turn answers ANOTHER question with 1456"),
        ("words", "A", "answer_is", "⟨W⟩I'm confident the answer is one thousand four hundred sixty-five dollars.", "number words with the last digits swapped (1465)"),
     ]),
    ("flour", "11.25",
     "A cookie recipe uses 2 1/4 cups of flour to make 18 cookies. How many cups of flour are needed to make 90 cookies?",
     {"W": """The recipe makes 18 cookies with 2 1/4 cups of flour.

90 cookies is 90 ÷ 18 = 5 batches.

Each batch needs 2 1/4 = 2.25 cups, so 5 × 2.25 = 11.25 cups.

As a fraction: 5 × 9/4 = 45/4 = 11 1/4 cups.

""",
      "V": """90 ÷ 18 = 5
5 × 2.25 = 11.25
"""},
     [
        ("tag_mixed", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>11 1/4 cups</answer>", "a mixed number and the unit in the tag"),
        ("final_is_hash", "B", "hash", "⟨W⟩The final answer is #### 11.25", "`The final answer is` followed by `####`"),
        ("prose", "B", "prose_sentence", "⟨W⟩You need 45/4 cups of flour, which is eleven and a quarter cups.", "no marker: an improper fraction and its number words, equal"),
        ("tag_eq", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>\\(5 \\times 2\\tfrac{1}{4} = 11\\tfrac{1}{4}\\)</answer>", "an equation with mixed numbers in the tag"),
        ("restart_cut", "B", "answer_is", "⟨W⟩The answer is 11.25 cups.¶¶Let me solve it again a different way. One cookie needs 2.25 ÷ 18 = 0.125 cups, so 90 cookies need 90 ×", "the answer, then a second method cut by the token limit before its value"),
        ("tag_mixed", "A", "tag", "<think>¶90 ÷ 18 = 5¶5 × 2 = 10, plus the 1/4 cup¶</think>¶<answer>10 1/4 cups</answer>", "the quarter cup added once instead of five times"),
        ("final_is_hash", "A", "hash", "90 ÷ 18 = 5 batches.¶5 × 2.25 = 11.5¶The final answer is #### 11.5", "a multiplication slip (5 x 2.25 = 11.5)"),
        ("prose", "A", "prose_sentence", "⟨W⟩You need about 11 cups of flour.", "a hedge and a rounded value of an exact amount"),
        ("tag_eq", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>\\(5 \\times 2\\tfrac{1}{4} = 10\\tfrac{1}{4}\\)</answer>", "the equation's final value slips (10 1/4)"),
        ("cut", "A", "truncated", "90 ÷ 18 = 5 batches.¶Each batch uses 2.25 cups.¶So the answer is ####", "cut by the token limit after the marker, before any value (11.25 is never computed): no_answer"),
     ]),
    ("train", "285",
     "A train leaves the station at 7:55 a.m. and arrives at its destination at 12:40 p.m. the same day. How many minutes does the trip take?",
     {"W": """From 7:55 a.m. to 11:55 a.m. is 4 hours.

From 11:55 a.m. to 12:40 p.m. is 5 minutes to noon plus 40 minutes, which is 45 minutes.

So the trip takes 4 hours 45 minutes.

In minutes: 4 × 60 + 45 = 240 + 45 = 285 minutes.

""",
      "V": """7:55 → 11:55 = 4 h
11:55 → 12:40 = 45 min
4 × 60 + 45 = 285
"""},
     [
        ("tag_unit", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>285 minutes</answer>", "the value and its unit"),
        ("colon_hash", "B", "hash", "⟨W⟩Hence the answer is: #### 285", "`Hence the answer is:` followed by `####`"),
        ("words", "B", "prose_sentence", "⟨W⟩The trip takes two hundred eighty-five minutes.", "no marker; number words"),
        ("self_set", "B", "boxed", "⟨W⟩The trip takes \\boxed{285} minutes.¶¶Follow-up practice: A bus leaves at 9:20 a.m. and arrives at 1:05 p.m. How many minutes is the ride?¶9:20 to 1:20 is 4 hours, or 240 minutes, and 15 minutes less gives \\boxed{225}.", "the committed box, then a self-set practice problem with its own box (225)"),
        ("tag_phrase", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>The answer is 285 minutes, which is 4 hours and 45 minutes.</answer>", "the answer phrase in the tag with trailing words restating the same duration"),
        ("tag_unit", "A", "tag", "<think>¶7:55 → 11:55 = 4 h¶11:55 → 12:40 = 45 min¶</think>¶<answer>4.45 hours</answer>", "4 h 45 min written as 4.45 hours (267 minutes), and hours where minutes are asked"),
        ("colon_hash", "A", "hash", "12:40 − 7:55 gives 4 hours 45 minutes.¶Hence the answer is: #### 445", "4:45 read as the number 445"),
        ("words", "A", "prose_sentence", "12:40 − 7:55 = 1240 − 755 = 485.¶The trip takes four hundred eighty-five minutes.", "clock times subtracted as decimal numbers (1240 − 755)"),
        ("self_set", "A", "boxed", "From 8:00 to 12:40 is 280 minutes, and 7:55 is 5 minutes before 8:00, so 280 − 5 = 275.¶The trip takes \\boxed{275} minutes.¶¶Follow-up practice: A bus leaves at 9:05 a.m. and arrives at 1:50 p.m. How many minutes is the ride?¶9:05 to 1:05 is 240 minutes, plus 45 gives \\boxed{285}.", "the 5 minutes subtracted instead of added; the self-set problem's box holds 285 but answers ANOTHER question"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>The answer is", "the tag cut by the token limit after the phrase, before the value: no_answer"),
     ]),
    ("games", "167",
     "A video game store had 250 games in stock. On Black Friday it sold 40% of them. The next day a shipment of 75 games arrived, and then the store sold 58 more games. How many games does the store have now?",
     {"W": """The store started with 250 games.

40% of 250 is 0.4 × 250 = 100 games sold on Black Friday, leaving 250 − 100 = 150.

A shipment of 75 arrived: 150 + 75 = 225.

Then it sold 58 more: 225 − 58 = 167.

Check: 250 − 100 + 75 − 58 = 167. ✓

""",
      "V": """0.4 × 250 = 100
250 − 100 = 150
150 + 75 = 225
225 − 58 = 167
"""},
     [
        ("is_hash_unit", "B", "hash", "⟨W⟩So the answer is #### 167 games.", "the phrase marker, `####`, the value and its noun"),
        ("tag_work", "B", "tag", "<think>¶</think>¶<answer>¶250 − 100 = 150¶150 + 75 = 225¶225 − 58 = 167¶The store has 167 games.¶</answer>", "an empty think block; the tag holds the working and a concluding sentence"),
        ("trailing", "B", "answer_is", "⟨W⟩The answer is 167, the number of games left in stock after the second sale.", "the answer phrase with trailing words"),
        ("im_user_box", "B", "boxed", "⟨W⟩\\boxed{167}<|im_end|>¶<|im_start|>user¶What percent of the original stock is that?<|im_end|>¶<|im_start|>assistant¶167 ÷ 250 = 0.668, so \\boxed{66.8\\%}.", "the committed box, then an invented ChatML turn with a box of its own (66.8%)"),
        ("words_unclosed", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>one hundred sixty-seven games", "number words in a tag never closed"),
        ("is_hash_unit", "A", "hash", "0.4 × 250 = 100¶250 − 100 = 150¶150 + 75 = 225¶So the answer is #### 225 games.", "before the last 58 games were sold"),
        ("tag_work", "A", "tag", "<think>¶</think>¶<answer>¶250 − 100 = 150¶150 + 75 = 225¶225 − 58 = 176¶The store has 176 games.¶</answer>", "a subtraction slip in the tag's working (176)"),
        ("trailing", "A", "answer_is", "0.4 × 250 = 100, so 250 − 100 = 150.¶¶The answer is 150, the number of games left in stock after Black Friday.", "the stock after Black Friday only"),
        ("im_user_box", "A", "boxed", "0.4 × 250 = 100¶250 − 100 = 150¶150 + 75 = 225¶\\boxed{225}<|im_end|>¶<|im_start|>user¶A shop has 200 games and sells 33 of them. How many are left?<|im_end|>¶<|im_start|>assistant¶200 − 33 = \\boxed{167}.", "before the last sale; the invented turn's box holds 167 but answers ANOTHER question"),
        ("words_unclosed", "A", "tag", "<think>¶0.4 × 250 = 100¶250 − 100 = 150¶150 + 75 = 225¶</think>¶<answer>two hundred twenty-five games", "number words in an unclosed tag, before the last sale"),
     ]),
    ("pizza", "2",
     "Six friends order 4 pizzas, and each pizza is cut into 8 slices. If each friend eats 5 slices, how many slices are left over?",
     {"W": """There are 4 pizzas with 8 slices each, so 4 × 8 = 32 slices.

Six friends each eat 5 slices: 6 × 5 = 30 slices eaten.

Slices left over: 32 − 30 = 2.

""",
      "V": """4 × 8 = 32
6 × 5 = 30
32 − 30 = 2
"""},
     [
        ("words", "B", "prose_sentence", "⟨W⟩So there are two slices left over.", "no marker; the value in words"),
        ("tag_eq", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>4 × 8 − 6 × 5 = 2</answer>", "an equation in the tag ending in the answer"),
        ("final_hash", "B", "hash", "⟨W⟩Final answer: ####2", "`Final answer:` followed by `####` with no space before the value"),
        ("think_restart", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>2</answer>¶¶<think>¶Let me re-check. 4 pizzas × 8 slices = 32 slices. 6 friends × 5 slices =", "the tag, then a re-check in a new think block cut by the token limit"),
        ("line_after", "B", "answer_is", "⟨W⟩The answer is 2.¶¶2 slices", "the answer phrase, then the value with its noun on a line of its own"),
        ("words", "A", "prose_sentence", "⟨W⟩So there are two pizzas left over.", "two pizzas (16 slices) where slices are asked: a unit of another kind", True),
        ("tag_eq", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>6 × 5 = 30</answer>", "the slices eaten"),
        ("final_hash", "A", "hash", "6 friends × 5 slices = 30 slices.¶Final answer: ####30", "the slices eaten"),
        ("think_restart", "A", "tag", "<think>¶4 × 8 = 32¶32 − 5 = 27¶</think>¶<answer>27</answer>¶¶<think>¶Let me re-check. 4 pizzas × 8 slices = 32 slices. 6 friends × 5 slices =", "one friend's slices subtracted (27); the re-check is cut before any value"),
        ("line_after", "A", "answer_is", "4 × 8 = 32 slices in total.¶The answer is 32.¶¶32 slices", "all the slices, not the ones left over"),
     ]),
]
# fmt: on
# fmt: off
MPROBS = [
    ("cone", r"24\pi",
     r"A right circular cone has a base radius of 3 and a height of 8. What is the volume of the cone? Express your answer in terms of $\pi$.",
     {"W": r"""The volume of a cone is $V = \frac{1}{3}\pi r^2 h$.

Here $r = 3$ and $h = 8$, so $r^2 = 9$.

$V = \frac{1}{3} \pi \cdot 9 \cdot 8 = \frac{72\pi}{3} = 24\pi$.

""",
      "V": r"""$V = \frac{1}{3}\pi r^2 h$
$= \frac{1}{3}\pi \cdot 9 \cdot 8$
$= 24\pi$
"""},
     [
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } 24\pi.$", r"the answer phrase inside `\text{}` in inline math"),
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{24\pi}$</answer>", "a box in inline math inside the tag"),
        ("minerva_self_set", "B", "minerva", r"⟨W⟩Final Answer: The final answer is $24\pi$. I hope it is correct.¶¶Problem:¶A cylinder has radius 2 and height 5. What is its volume?¶¶Solution:¶$V = \pi \cdot 4 \cdot 5 = \boxed{20\pi}$.", r"Minerva's closing line, then a self-set problem and solution with a box of its own ($20\pi$)"),
        ("prose", "B", "prose_sentence", r"⟨W⟩So the volume of the cone is $24\pi$ cubic units.", "no marker: the concluding sentence, with the unit"),
        ("hash", "B", "hash", r"⟨W⟩The answer is #### $24\pi$", "`The answer is` followed by `####` and the value in inline math"),
        ("text_answer", "A", "answer_is", r"The volume is $V = \pi r^2 h = \pi \cdot 9 \cdot 8 = 72\pi$.¶¶$\text{Answer: } 72\pi.$", r"the cylinder's volume (the $\frac{1}{3}$ forgotten)"),
        ("tag_box", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{24}$</answer>", r"$\pi$ dropped from the box"),
        ("minerva_self_set", "A", "minerva", r"$V = \pi r^2 h = \pi \cdot 9 \cdot 8 = 72\pi$.¶Final Answer: The final answer is $72\pi$. I hope it is correct.¶¶Problem:¶A cone has radius 6 and height 2. What is its volume?¶¶Solution:¶$V = \frac{1}{3}\pi \cdot 36 \cdot 2 = \boxed{24\pi}$.", r"the cylinder's volume committed; the self-set problem's box holds $24\pi$ but answers ANOTHER question"),
        ("prose", "A", "prose_sentence", r"⟨W⟩So the volume of the cone is approximately $75.40$ cubic units.", r"a rounded decimal for an exact value asked in terms of $\pi$"),
        ("cut", "A", "truncated", r"The volume of a cone is $V = \frac{1}{3}\pi r^2 h$. With $r = 3$ and $h = 8$:¶The answer is ####", "cut by the token limit after the marker, before any value: no_answer"),
     ]),
    ("arith", "83",
     r"What is the 20th term of the arithmetic sequence $7, 11, 15, 19, \ldots$?",
     {"W": r"""The first term is $a_1 = 7$ and the common difference is $d = 11 - 7 = 4$.

The $n$th term is $a_n = a_1 + (n-1)d$.

So $a_{20} = 7 + 19 \cdot 4 = 7 + 76 = 83$.

Check with a small case: $a_4 = 7 + 3 \cdot 4 = 19$, which matches the sequence. ✓

""",
      "V": r"""$d = 4$
$a_{20} = 7 + 19 \cdot 4 = 83$
"""},
     [
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$a_{20} = 7 + 19 \cdot 4 = 83$</answer>", "an equation chain in the tag ending in the answer"),
        ("user_turn", "B", "boxed", r"⟨W⟩Therefore, the final answer is: $\boxed{83}$. I hope it is correct.¶User: What is the 50th term?¶Assistant: $a_{50} = 7 + 49 \cdot 4 = \boxed{203}$.", "Qwen's closing line, then an invented User/Assistant turn with a box of its own (203)"),
        ("words", "B", "prose_sentence", r"⟨W⟩The 20th term of the sequence is eighty-three.", "no marker; number words"),
        ("definitely", "B", "answer_is", r"⟨W⟩I think the final answer is certainly \(83\).", r"an answer phrase with confidence words and the value in \(...\)"),
        ("final_hash", "B", "hash", r"⟨V⟩Final Answer: #### 83", "`Final Answer:` followed by `####`"),
        ("tag_eq", "A", "tag", r"<think>¶$d = 4$¶</think>¶<answer>$a_{20} = 7 + 20 \cdot 4 = 87$</answer>", "off by one (20 steps instead of 19)"),
        ("user_turn", "A", "boxed", r"$a_{20} = 7 + 20 \cdot 4 = 87$.¶Therefore, the final answer is: $\boxed{87}$. I hope it is correct.¶User: What is the 20th term of $45, 47, 49, \ldots$?¶Assistant: $45 + 19 \cdot 2 = \boxed{83}$.", "off by one committed; the invented turn's box holds 83 but answers ANOTHER question"),
        ("words", "A", "prose_sentence", r"Counting on from 7, there are 18 steps of 4: $7 + 18 \cdot 4 = 79$.¶The 20th term of the sequence is seventy-nine.", "the 19th term (18 steps)"),
        ("definitely", "A", "answer_is", r"$a_{20} = 7 + 20 \cdot 4 = 87$.¶¶I think the final answer is certainly \(87\).", "off by one"),
        ("final_hash", "A", "hash", r"$a_{20} = 4 \cdot 20 = 80$¶Final Answer: #### 80", "the first term ignored"),
     ]),
    ("intercept", "-5",
     r"A line passes through the points $(2, -1)$ and $(6, 7)$. What is the $y$-intercept of the line?",
     {"W": r"""The slope is $m = \frac{7 - (-1)}{6 - 2} = \frac{8}{4} = 2$.

Using point-slope form with $(2, -1)$: $y + 1 = 2(x - 2)$, so $y = 2x - 4 - 1 = 2x - 5$.

Check with $(6, 7)$: $2 \cdot 6 - 5 = 7$. ✓

The $y$-intercept is where $x = 0$: $y = -5$.

""",
      "V": r"""$m = 8/4 = 2$
$-1 = 2 \cdot 2 + b \Rightarrow b = -5$
"""},
     [
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } -5.$", r"the answer phrase inside `\text{}`, a negative value"),
        ("tag_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The line is $y = 2x - 5$, so the $y$-intercept is $-5$.</answer>", "a sentence in the tag with the line's equation, then the answer"),
        ("answer_hash", "B", "hash", r"⟨W⟩Answer: #### -5", "`Answer:` followed by `####` and a negative value"),
        ("tag_unclosed", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\boxed{-5}", "a box in a tag never closed"),
        ("restart_cut", "B", "boxed", r"⟨W⟩So the $y$-intercept is $\boxed{-5}$.¶¶Alternatively, we can find it by walking along the line. Starting from $(6, 7)$ and moving left 6 units with slope 2, we go down", "the committed box, then a second method cut by the token limit before its value"),
        ("text_answer", "A", "answer_is", r"The slope is $2$. Then $-1 = 4 + b$, so $b = 5$.¶¶$\text{Answer: } 5.$", "a sign slip (b = 5)"),
        ("tag_sentence", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>The line is $y = 2x - 5$, so the $y$-intercept is $\frac{5}{2}$.</answer>", "the x-intercept given as the y-intercept"),
        ("answer_hash", "A", "hash", r"$m = 8/4 = 2$¶Answer: #### 2", "the slope, not the intercept"),
        ("tag_unclosed", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\boxed{(-5, 0)}", "a point on the x-axis, not the y-intercept"),
        ("restart_cut", "A", "boxed", r"The slope is $2$. Using $(6, 7)$: $7 = 2 \cdot 6 + b$, so $b = 7 + 12 = 19$.¶So the $y$-intercept is $\boxed{19}$.¶¶Alternatively, we can find it by walking along the line. Starting from $(2, -1)$ and moving left 2 units with slope 2, we go down", "a sign slip committed (19); the second method is cut before any value"),
     ]),
    ("colors", r"\frac{31}{45}",
     r"A bag contains 5 red, 3 green and 2 yellow marbles. Two marbles are drawn at random without replacement. What is the probability that the two marbles are of different colors? Express your answer as a common fraction.",
     {"W": r"""There are $\binom{10}{2} = 45$ ways to choose two marbles.

Pairs of the same color: $\binom{5}{2} + \binom{3}{2} + \binom{2}{2} = 10 + 3 + 1 = 14$.

So the number of pairs of different colors is $45 - 14 = 31$.

Check directly: red-green $5 \cdot 3 = 15$, red-yellow $5 \cdot 2 = 10$, green-yellow $3 \cdot 2 = 6$, total $15 + 10 + 6 = 31$. ✓

""",
      "V": r"""$\binom{10}{2} = 45$
same color: $10 + 3 + 1 = 14$
$45 - 14 = 31$
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{\dfrac{31}{45}}$</answer>", r"a box with `\dfrac` in inline math inside the tag"),
        ("tag_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The probability is $\frac{31}{45} = 0.6\overline{8}$.</answer>", "a sentence in the tag: the fraction and its exact repeating decimal"),
        ("is_hash", "B", "hash", r"⟨W⟩So the answer is #### \frac{31}{45}", "`So the answer is` followed by `####` and a LaTeX fraction"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Therefore the probability that the two marbles have different colors is 31/45.", "no marker: the concluding sentence, a slash fraction"),
        ("self_set", "B", "boxed", r"⟨W⟩The probability is $\boxed{\frac{31}{45}}$.¶¶**Exercise.** If instead the bag had 4 red and 4 green marbles, what is the probability that two drawn marbles differ in color?¶$\frac{4 \cdot 4}{\binom{8}{2}} = \frac{16}{28} = \boxed{\frac{4}{7}}$.", r"the committed box, then a self-set exercise with a box of its own ($\frac{4}{7}$)"),
        ("tag_box", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{\dfrac{14}{45}}$</answer>", "the probability of the same color"),
        ("tag_sentence", "A", "tag", r"<think>¶With replacement: same color $(25 + 9 + 4)/100 = 38/100$, so different colors $62/100$.¶</think>¶<answer>The probability is $\frac{31}{50}$.</answer>", "drawn with replacement (31/50)"),
        ("is_hash", "A", "hash", r"There are $10 \cdot 9 = 90$ ordered draws, and $15 + 10 + 6 = 31$ pairs of different colors.¶So the answer is #### \frac{31}{90}", "unordered pairs counted over ordered draws"),
        ("prose", "A", "prose_sentence", r"⟨W⟩Therefore the probability that the two marbles have the same color is 14/45.", "the concluding sentence gives the complementary probability (same color)"),
        ("self_set", "A", "boxed", r"Red-green $5 \cdot 3 = 15$ and red-yellow $5 \cdot 2 = 10$, so $25$ of the $45$ pairs differ in color.¶The probability is $\boxed{\frac{5}{9}}$.¶¶**Exercise.** Simplify $\frac{62}{90}$.¶$\frac{62}{90} = \boxed{\frac{31}{45}}$.", r"the green-yellow pairs forgotten ($\frac{25}{45}$); the self-set exercise's box holds the gold but answers ANOTHER question"),
     ]),
    ("arccos", r"\frac{2\pi}{3}",
     r"Compute $\arccos\left(-\frac{1}{2}\right)$. Express your answer in radians.",
     {"W": r"""We need the angle $\theta$ in $[0, \pi]$ with $\cos\theta = -\frac{1}{2}$.

We know $\cos\frac{\pi}{3} = \frac{1}{2}$. Cosine is negative in the second quadrant, so $\theta = \pi - \frac{\pi}{3} = \frac{2\pi}{3}$.

Check: $\cos\frac{2\pi}{3} = -\frac{1}{2}$, and $\frac{2\pi}{3}$ is in $[0, \pi]$. ✓

""",
      "V": r"""$\cos\frac{\pi}{3} = \frac12$
$\theta = \pi - \frac{\pi}{3} = \frac{2\pi}{3}$
"""},
     [
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } \frac{2\pi}{3}.$", r"the answer phrase inside `\text{}` in inline math"),
        ("tag_box_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Since $\cos\frac{2\pi}{3} = -\frac12$, the answer is $\boxed{\frac{2\pi}{3}}$.</answer>", "a sentence with a box inside the tag"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is $\frac{2\pi}{3}$.¶¶$\frac{2\pi}{3}$ radians", "the answer phrase, then the value again with its unit on a line of its own"),
        ("user_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\frac{2\pi}{3}</answer>¶User: Now compute $\arcsin\left(-\frac{1}{2}\right)$.¶Assistant: <think>¶$\sin\left(-\frac{\pi}{6}\right) = -\frac12$¶</think>¶<answer>-\frac{\pi}{6}</answer>", "the right tag, then an invented User/Assistant turn with its own tag"),
        ("prose", "B", "prose_sentence", "⟨W⟩So arccos(−1/2) = 2π/3.", "no marker: a concluding equation in plain Unicode"),
        ("text_answer", "A", "answer_is", r"⟨W⟩$\text{Answer: } 120^\circ.$", "degrees where radians are asked: a unit of another kind"),
        ("tag_box_sentence", "A", "tag", r"<think>¶$\cos\frac{\pi}{3} = \frac12$¶</think>¶<answer>Since $\cos\frac{\pi}{3} = \frac12$, the answer is $\boxed{\frac{\pi}{3}}$.</answer>", "the sign of the argument ignored"),
        ("line_after", "A", "answer_is", r"Cosine is negative in the third quadrant, so $\theta = \pi + \frac{\pi}{3} = \frac{4\pi}{3}$.¶¶The answer is $\frac{4\pi}{3}$.¶¶$\frac{4\pi}{3}$ radians", r"outside the range $[0, \pi]$ of arccos"),
        ("user_turn", "A", "tag", r"<think>¶$\cos\frac{\pi}{3} = \frac12$¶</think>¶<answer>-\frac{\pi}{3}</answer>¶User: Now compute $\arccos\left(\cos\frac{2\pi}{3}\right)$.¶Assistant: <think>¶$\frac{2\pi}{3}$ is in $[0, \pi]$¶</think>¶<answer>\frac{2\pi}{3}</answer>", "the tag holds a negative angle outside the range; the invented turn answers ANOTHER question with the gold"),
        ("prose", "A", "prose_sentence", "⟨W⟩So arccos(−1/2) ≈ 2.09.", "a rounded decimal for an exact value"),
     ]),
    ("system", "(3, 2)",
     r"Solve the system of equations $x + 2y = 7$ and $3x - y = 7$. Enter your answer as an ordered pair $(x, y)$.",
     {"W": r"""From the second equation, $y = 3x - 7$.

Substitute into the first: $x + 2(3x - 7) = 7$, so $x + 6x - 14 = 7$, $7x = 21$, $x = 3$.

Then $y = 3 \cdot 3 - 7 = 2$.

Check: $3 + 2 \cdot 2 = 7$ ✓ and $3 \cdot 3 - 2 = 7$ ✓.

""",
      "V": r"""$y = 3x - 7$
$x + 6x - 14 = 7 \Rightarrow x = 3$
$y = 2$
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{(3,2)}$</answer>", "a boxed pair in inline math inside the tag"),
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>x = 3, y = 2</answer>", "two equations in the tag for the ordered pair"),
        ("colon_hash", "B", "hash", r"⟨W⟩The answer is: #### (3, 2)", "`The answer is:` followed by `####` and a pair"),
        ("self_set", "B", "boxed", r"⟨W⟩So the solution is $\boxed{(3, 2)}$.¶¶Let's try another one: solve $x + y = 10$ and $x - y = 4$.¶Adding gives $2x = 14$, so $x = 7$ and $y = 3$: $\boxed{(7, 3)}$.", "the committed box, then a self-set problem with its own box"),
        ("prose", "B", "prose_sentence", r"⟨W⟩The solution of the system is x = 3 and y = 2, that is, the ordered pair (3, 2).", "no marker: the concluding sentence"),
        ("tag_box", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{(2,3)}$</answer>", "the coordinates swapped"),
        ("tag_eq", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>x = 3, y = -2</answer>", "a sign slip in y"),
        ("colon_hash", "A", "hash", r"$y = 3x - 7$¶$x + 6x - 14 = 7 \Rightarrow x = 3$¶The answer is: #### 3", "x only, where the pair is asked"),
        ("self_set", "A", "boxed", r"From the second equation, $y = 3x - 7$. Then $x + 2(3x - 7) = 7$ gives $x + 6x - 7 = 7$, so $7x = 14$ and $x = 2$, $y = -1$.¶So the solution is $\boxed{(2, -1)}$.¶¶Let's try another one: solve $2x + y = 8$ and $x - y = 1$.¶Adding gives $3x = 9$, so $x = 3$ and $y = 2$: $\boxed{(3, 2)}$.", "a distribution slip (2 x 7 = 7) committed; the self-set problem's box holds (3, 2) but answers ANOTHER system"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>$(3,", "the tag cut by the token limit inside the pair: no_answer"),
     ]),
    ("log", "-3",
     r"Evaluate $\log_4 \frac{1}{64}$.",
     {"W": r"""We want the exponent $k$ with $4^k = \frac{1}{64}$.

Since $4^3 = 64$, we have $\frac{1}{64} = 4^{-3}$.

So $\log_4 \frac{1}{64} = -3$.

Check: $4^{-3} = \frac{1}{4^3} = \frac{1}{64}$. ✓

""",
      "V": r"""$4^3 = 64$
$\frac{1}{64} = 4^{-3}$
"""},
     [
        ("words", "B", "prose_sentence", r"⟨W⟩The value of the logarithm is negative three.", "no marker; a negative value in words"),
        ("tag_hash", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The answer is: #### -3</answer>", "a phrase marker and `####` inside the tag"),
        ("second_tag", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>-3</answer>¶¶<answer>$\log_4 \frac{1}{64} = -3$</answer>", "a second tag with an equation of the same value"),
        ("tag_unclosed", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>−3", "a Unicode minus in a tag never closed"),
        ("eot_user", "B", "boxed", r"⟨W⟩The final answer is: $\boxed{-3}$<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶Can you also evaluate $\log_2 \frac{1}{64}$?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶Since $2^6 = 64$, $\log_2 \frac{1}{64} = \boxed{-6}$.", "Llama 3's closing line, then an invented user turn and an invented reply with its own box (-6)"),
        ("words", "A", "prose_sentence", r"Since $4^3 = 64$, $\log_4 64 = 3$.¶The value of the logarithm is three.", "the sign lost (the reciprocal ignored)"),
        ("tag_hash", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>The answer is: #### -\frac{1}{3}</answer>", "the reciprocal of the exponent"),
        ("second_tag", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>-3</answer>¶¶<answer>$\log_4 \frac{1}{64} = -\frac{3}{2}$</answer>", "a second tag that differs (-3/2): the last tag counts"),
        ("tag_unclosed", "A", "tag", "<think>¶2^6 = 64¶</think>¶<answer>−6", r"the base-2 logarithm, in an unclosed tag"),
        ("eot_user", "A", "boxed", r"Since $4^3 = 64$, $\log_4 64 = 3$.¶¶The final answer is: $\boxed{3}$<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶Evaluate $\log_2 \frac{1}{8}$.<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶$2^{-3} = \frac{1}{8}$, so the answer is $\boxed{-3}$.", "the sign lost; the invented turn's box holds -3 but answers ANOTHER question"),
     ]),
    ("compose", "13",
     r"Let $f(x) = 3x - 2$ and $g(x) = x^2 + 1$. Find $f(g(2))$.",
     {"W": r"""First compute $g(2) = 2^2 + 1 = 5$.

Then $f(g(2)) = f(5) = 3 \cdot 5 - 2 = 15 - 2 = 13$.

Double-check the order: $f(g(2))$ means apply $g$ first, then $f$. ✓

""",
      "V": r"""$g(2) = 5$
$f(5) = 3 \cdot 5 - 2 = 13$
"""},
     [
        ("definitely", "B", "answer_is", r"⟨W⟩I believe the answer is definitely $13$.", "an answer phrase with confidence words"),
        ("tag_phrase", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Final answer: f(g(2)) = 13</answer>", "a marker phrase and an equation inside the tag"),
        ("is_hash", "B", "hash", r"⟨W⟩So the answer is #### 13", "`So the answer is` followed by `####`"),
        ("restart_cut", "B", "boxed", r"⟨W⟩Therefore, the final answer is: $\boxed{13}$. I hope it is correct.¶¶Let me re-verify step by step: $g(2) = 4 + 1$, and then $f$ of that is $3 \cdot", "Qwen's closing line, then a re-verification cut by the token limit"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Hence $f(g(2))$ equals 13.", "no marker: the concluding sentence"),
        ("definitely", "A", "answer_is", r"$f(2) = 3 \cdot 2 - 2 = 4$, and $g(4) = 16 + 1 = 17$.¶¶I believe the answer is definitely $17$.", "g(f(2)), the composition in the wrong order"),
        ("tag_phrase", "A", "tag", r"<think>¶$g(2) = 5$¶</think>¶<answer>Final answer: f(g(2)) = 5</answer>", "g(2) only"),
        ("is_hash", "A", "hash", r"$g(2) = 5$ and $3 \cdot 5 = 15$.¶So the answer is #### 15", "the -2 of f forgotten"),
        ("restart_cut", "A", "boxed", r"$f(2) = 3 \cdot 2 - 2 = 4$, $g(4) = 16 + 1 = 17$.¶¶Therefore, the final answer is: $\boxed{17}$. I hope it is correct.¶¶Let me re-verify step by step: $f(2) = 6 - 2$, and then $g$ of that is", "the wrong order committed (17); the re-verification is cut before any value"),
        ("cut", "A", "truncated", r"$g(2) = 5$¶Hence $f(g(2))$ equals", "cut by the token limit before the value: no_answer"),
     ]),
    ("remainder", "1",
     r"What is the remainder when $7^{100}$ is divided by $5$?",
     {"W": r"""Work modulo 5. Since $7 \equiv 2 \pmod 5$, $7^{100} \equiv 2^{100} \pmod 5$.

Powers of 2 modulo 5: $2^1 = 2$, $2^2 = 4$, $2^3 = 8 \equiv 3$, $2^4 = 16 \equiv 1$. The cycle has length 4.

$100 = 4 \cdot 25$, so $2^{100} = (2^4)^{25} \equiv 1^{25} = 1 \pmod 5$.

""",
      "V": r"""$7 \equiv 2 \pmod 5$, $2^4 \equiv 1$
$100 = 4 \cdot 25$
"""},
     [
        ("words", "B", "prose_sentence", r"⟨W⟩The remainder is one.", "no marker; the value in words"),
        ("tag_hash", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The remainder is 1.¶#### 1</answer>", "a sentence and a `####` line inside the tag"),
        ("final_hash", "B", "hash", r"⟨W⟩Final Answer: #### 1", "`Final Answer:` followed by `####`"),
        ("im_user", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>1</answer><|im_end|>¶<|im_start|>user¶What about $7^{101}$?<|im_end|>¶<|im_start|>assistant¶<think>¶$7^{101} \equiv 2^{101} \equiv 2 \pmod 5$¶</think>¶<answer>2</answer>", "the right tag, then an invented ChatML turn with its own tag (2)"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is 1, since the powers of 2 repeat every four steps modulo 5.", "the answer phrase with trailing words holding other numbers"),
        ("words", "A", "prose_sentence", r"$7 \equiv 2 \pmod 5$, so $7^{100}$ leaves the same remainder as 7.¶The remainder is two.", "the exponent ignored"),
        ("tag_hash", "A", "tag", r"<think>¶$2^4 \equiv 1 \pmod 5$, and 100 leaves remainder 2 when divided by 4, so $2^{100} \equiv 2^2 = 4$.¶</think>¶<answer>The remainder is 4.¶#### 4</answer>", "100 mod 4 taken as 2"),
        ("final_hash", "A", "hash", r"The cycle of $2^n$ modulo 5 is 2, 4, 3, 1, and $100 \equiv 3 \pmod 4$, so $2^{100} \equiv 3$.¶Final Answer: #### 3", "100 mod 4 taken as 3"),
        ("im_user", "A", "tag", r"<think>¶$7 \equiv 2 \pmod 5$¶</think>¶<answer>2</answer><|im_end|>¶<|im_start|>user¶What is the remainder when $6^{50}$ is divided by $5$?<|im_end|>¶<|im_start|>assistant¶<think>¶$6 \equiv 1 \pmod 5$¶</think>¶<answer>1</answer>", "the exponent ignored; the invented turn answers ANOTHER question with 1"),
        ("cut", "A", "truncated", r"⟨V⟩The answer is", "cut by the token limit after the phrase, before the value: no_answer"),
     ]),
    ("simplify", r"\frac{x-3}{x+2}",
     r"Simplify $\frac{x^2 - 9}{x^2 + 5x + 6}$.",
     {"W": r"""Factor the numerator: $x^2 - 9 = (x - 3)(x + 3)$.

Factor the denominator: $x^2 + 5x + 6 = (x + 2)(x + 3)$, since $2 \cdot 3 = 6$ and $2 + 3 = 5$.

Cancel the common factor $x + 3$ (for $x \neq -3$): $\frac{(x-3)(x+3)}{(x+2)(x+3)} = \frac{x-3}{x+2}$.

Check at $x = 0$: $\frac{-9}{6} = -\frac{3}{2}$ and $\frac{-3}{2} = -\frac{3}{2}$. ✓

""",
      "V": r"""$x^2 - 9 = (x-3)(x+3)$
$x^2 + 5x + 6 = (x+2)(x+3)$
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{\dfrac{x-3}{x+2}}$</answer>", "a box in inline math inside the tag"),
        ("is_hash", "B", "hash", r"⟨W⟩The answer is #### \frac{x-3}{x+2}", "`The answer is` followed by `####` and a LaTeX fraction"),
        ("prose", "B", "prose_sentence", r"⟨W⟩So the simplified expression is (x − 3)/(x + 2).", "no marker: the concluding sentence, a slash fraction with Unicode minus"),
        ("self_set", "B", "boxed", r"⟨W⟩Therefore, the final answer is: $\boxed{\frac{x-3}{x+2}}$. I hope it is correct.¶¶Next problem: Simplify $\frac{x^2 - 4}{x^2 + x - 2}$.¶$\frac{(x-2)(x+2)}{(x+2)(x-1)} = \boxed{\frac{x-2}{x-1}}$.", "Qwen's closing line, then a self-set next problem with its own box"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } \frac{x-3}{x+2}.$", r"the answer phrase inside `\text{}`"),
        ("tag_box", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{\dfrac{x-3}{x+3}}$</answer>", "the wrong factor cancelled"),
        ("is_hash", "A", "hash", r"⟨V⟩The answer is #### \frac{x+3}{x+2}", "the sign of the numerator slipped"),
        ("prose", "A", "prose_sentence", r"⟨V⟩Cancelling, the simplified expression is (x − 3)/(x + 3).", "the wrong factor cancelled"),
        ("self_set", "A", "boxed", r"⟨V⟩Therefore, the final answer is: $\boxed{\frac{x+3}{x+2}}$. I hope it is correct.¶¶Next problem: Simplify $\frac{x^2 - 4x + 3}{x^2 + x - 2}$.¶$\frac{(x-1)(x-3)}{(x+2)(x-1)} = \boxed{\frac{x-3}{x+2}}$.", "a sign slip committed; the self-set problem's box holds the gold but answers ANOTHER question"),
        ("text_answer", "A", "answer_is", r"Cancel the $x^2$ in the top and the bottom:¶¶$\text{Answer: } \frac{-9}{5x+6}.$", r"the $x^2$ terms cancelled across a sum"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_g_buses_trailing": (
        "accept",
        "the answer phrase states $600 as the answer and the trailing words 'for 4 buses' say what "
        "the money buys (the working's 4 buses, true): the second number answers no question of "
        "the problem, so it is not a second value for the answer. A reader taking the last number "
        "of the answer sentence would read 4 and reject",
    ),
    "g_pizza_words": (
        "reject",
        "the question asks for slices; the working ends on 32 - 30 = 2 slices but the concluding "
        "sentence says 'two pizzas left over', which is 16 slices: a unit of another kind makes "
        "the answer wrong (the convention), and a reward that accepted it would pay for a wrong "
        "statement. A lenient reader could take 'pizzas' as a slip of the noun for the working's "
        "2 slices and accept",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam254", CASES, [], DECISIONS)
