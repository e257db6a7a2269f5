r"""Build adversarial_redteam236.jsonl: round 236 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam236"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes
(python used for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms"
and "How each source was labelled"), corpus_build.py (helpers; copied unchanged beside this builder)
and build_adversarial_redteam231.py / build_adversarial_redteam233.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: what PPO/GRPO training with the R1 prompt ACTUALLY produces, as the trainer's
reward must judge it. English, 200 probes, 100 GSM8K and 100 MATH, 100 kind A and 100 kind B (5 + 5
per problem). Every probe is a full completion in the R1 format a 0.5B-7B model writes after some
RL: a `<think>` block of working (sometimes long and repetitive, with "Wait", "Let me double-check",
"Alternatively", "Let me start over"), then `</think>` and `<answer>...</answer>`, with the mess such
models make: the tag holding a bare value, a value with units or words, a full sentence, an equation
chain, `\boxed{}`, `$\boxed{}$`, `$...$`, `\(...\)`, `####`, "The answer is: ####", "The answer
is", "Final answer:"; text after the closing tag (a restatement, a `####` line, an R1 final block);
a second tag; the think block never closed; no `<think>` opener (the R1-Zero prompt ends with it);
`</answer>` missing at the token limit (the value restated in a loop until the cut); the tag
repeated; an empty think block with the working inside the tag; a draft answer in the think block
that differs from the tag; an `<answer>` tag opened inside the think block; tags with attributes or
odd case (`<Answer>`, `<ANSWER>`, `< answer >`, `<answer type="number">`, `<answer
format="interval">`); a chat end token after the tag (`<|im_end|>`, `<|endoftext|>`, `<|eot_id|>`,
`</s>`, `<｜end▁of▁sentence｜>`), and an invented next turn (ChatML or `User:` / `Assistant:`) after
it. Kind B: honest right answers in these shapes, the hardest unusual but right ("75 dollars and 60
cents", `0.13\overline{8}` for 5/36, `1\,275`, `\sqrt{2} \cdot 7`, `-10i + 11`, `x = 0, \pm 2`,
"30.8 km (30,800 m)", "$120 (half of his money)", a wrong tag retracted for a right one). Kind A: the
nearest wrong twin of each (the same shape holding a subtotal, another quantity, a unit of another
kind, a hedge, a rounded value, a slip; a retraction or a restatement that differs after the tag;
the last of several tags differing; a tag that disagrees with the think block's right conclusion;
an invented turn answering another question with the gold) or a cut before the value (truncated).

Formats: R1-Zero completions only: `<think>` + working + `</think>` + `<answer>` tag, in the
variations above. The working is written three ways per problem: W, a long think block in the style
of R1-Zero-trained Qwen2.5 0.5B-7B models (restarts, "Wait", double checks, alternatives); V, a
terse think block (calculation lines with no concluding sentence); D (two problems), a draft whose
last line is a wrong answer.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: rolls: 5 batches of 36 rolls, 128 sold in the morning, 40 in the afternoon, left -> 12 (180
baked; 52 after the morning; 168 sold; 180 - 168 = 12). tutor: 3 h each weekday (5 days), 5 h on
Saturday, $22 an hour, a week -> 440 (15 weekday hours; 20 hours; 15 x 22 = 330; 5 x 22 = 110; 440
cents = $4.40). fuel: 6 L per 100 km, 350 km there and back, $1.80 a litre -> 75.6 (700 km; 42 L;
42 x 1.8 = 75.6; one way 21 L, 37.80; $76 rounded; 7.56 shifted). tomatoes: 8 rows of 14 plants, 6
tomatoes a plant, a quarter given away, kept -> 504 (112 plants; 672 tomatoes; 168 given; 3/4 x
672 = 504; 540 digits swapped). jacket: $80, 25% off, then 10% tax on the sale price -> 66 (sale
price 60; tax 6; 60 x 1.1 = 66; 80 x 0.85 = 68 the wrong shortcut). ages: Lena is 4 more than twice
her brother's 9, in 6 years -> 28 (22 now; brother 15 then; 2 x 15 + 4 = 34 the wrong reading;
35 - 7 = 28 in an invented turn). tank: 240 L, pipe 12 L/min, leak 4 L/min, from empty -> 30 (net
8; 240/8 = 30; 240/12 = 20 without the leak; 240/16 = 15 rates added; 240/4 = 60 the leak alone;
360 - 120 = 240 check). buses: 214 students and 16 teachers, 40 a bus, least buses -> 6 (230
people; 230/40 = 5.75; 5 buses carry only 200; 6 carry 240). money: $240, 1/3 on a game, 1/4 of the
rest on lunch, left -> 120 (80 game; 160 rest; 40 lunch; 240 x 2/3 x 3/4 = 120; 1/4 of 240 = 60
gives 100). laps: 5 laps mornings and 6 evenings of a 400 m track, a week, km -> 30.8 (11 laps,
4400 m a day; 30800 m a week; 4.4 km a day; 14 km mornings only; 3.08 and 3,080 m slips).
MATH: series 3 + 7 + ... + 99 -> 1275 (terms 4k - 1, k = 1..25; 25 x 102 / 2 = 1275; 4 x 325 - 25 =
1275; 24 terms with the right ends 24 x 51 = 1224; 2550 without the halving; 26 x 51 = 1326).
dice: two dice, sum 8 -> \frac{5}{36} (5 ordered outcomes of 36; 0.13\overline{8} = 125/900 =
5/36; 3/36 unordered; 1/6 for sum 7; 5/6; 0.139 rounded). distance: (-3, 5) to (4, -2) ->
7\sqrt{2} (7 and -7; sqrt 98 = 7 sqrt 2 ~ 9.8995; 14 taxicab; sqrt 58 with the slip 5 - 2 = 3; 2
sqrt 7; 98 the square). inequality: x^2 - 2x - 8 <= 0 -> [-2, 4] ((x - 4)(x + 2); the integers -2..4
satisfy it; open, swapped [-4, 2], complement, half-open and the roots alone wrong). cubic: x^3 - 4x
= 0 -> -2, 0, 2 (x(x - 2)(x + 2); +-2 alone and 0, 2 miss roots; -4, 0, 4 wrong). complex: (3 + 2i)
(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; |.|^2 13 x 17 = 221 = 121 + 100; -5 - 10i with i^2 = 1;
11 - 14i; 11 + 10i; 11 alone). sin2t: sin t = 3/5 in quadrant I, sin 2t -> \frac{24}{25} (cos t =
4/5; 2 x 3/5 x 4/5; 0.96 exact; cos 2t = 7/25 = 0.28; 12/25 without the 2; 6/5 = 2 sin t; -24/25;
24^2 + 7^2 = 625). committee: 3 of 9 -> 84 (504 / 6; C(8,2) + C(8,3) = 28 + 56; 504 ordered; 36 =
C(9,2); 12 x 7 = 84 and 84 x 3 = 252 in invented turns). minimum: 2x^2 - 12x + 23 -> 5 (vertex x =
3; 18 - 36 + 23 = 5; 2(x - 3)^2 + 5; 3 the location; 23 = f(0); -5). circle: inscribed in a square
of side 10, area -> 25\pi (r = 5; 100\pi with r = 10; 10\pi the circumference; 78.54 ~ 25\pi;
100 - 25\pi the corners).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 5
kind B and 5 kind A probes, most shapes in twins (the same suffix for the B probe and its A twin,
the A twin holding the error named in its note). Shapes of the R1 mess: eot / eos / eot_llama /
no_open / no_open_eos / no_open_cut / unclosed_think / unclosed_cut / unclosed_loop / unclosed_eos /
empty_think / draft_fix / draft_kept / tag_in_think / tag_in_think_diff / odd_case / upper /
spaced_tags / attr / repeat / repeat_diff / text_after / hash_after / box_after / user_turn /
retract / retract_fix / think_cut / cut. Shapes of the tag's content: sentence / years_old /
final_label / dollar / cents / latex_dollar / words / half / half_hour / both_units / km /
text_unit / dec_zero / min_unit / math_unit / noun / bold / boxed / boxed_dollar / boxed_paren /
paren / hash_in_tag / chain / eq / unicode / units / nobrace / reorder / thin / comma / decimal /
slash / dfrac / repeating / sqrt98 / set / pm / order / nospace / ineq / in_set / left_right /
pi_first. Kind A only (the error): sold / about / one_way / liters / rounded / given / shortcut /
sale / hours_unit / exact / of_original / meters_bare / per_day / miles / n24 / terms / sqrt58 /
taxicab / approx / complement / roots / real_only / location / radius10. Kind A: truth wrong, or
no_answer where the form is `truncated` (5 probes: 4 tags cut before their value, 1 debatable cut
of an unclosed think block that never opened a tag); kind B: truth correct. Form: `tag` for every
completion whose answer is in an `<answer>` element (closed or not), `truncated` for the cuts.

Label conventions (corpus/README.md "How each source was labelled", the `public_heldout3` tag
paragraph; rounds 231 and 233), kept in every probe:
- The `<answer>` element is the final answer, whatever the think block says: a tag that disagrees
  with the think block's conclusion counts the tag (a right think block with a wrong tag is wrong;
  a wrong draft in the think block with a right tag is correct). An unclosed tag (cut by the token
  limit, or ended by a chat end token), an unclosed think block and a missing `<think>` opener do
  not change this; a tag's odd case, inner spaces or attributes do not either.
- A tag holding a sentence, a box, `$...$`, `\(...\)`, `####`, "The answer is", "Final answer:" or
  a working / equation chain is read for the value it states as the answer (the chain's final
  value). An empty think block changes nothing.
- The LAST final answer counts: text after the closing tag that restates the same value (a
  sentence, `#### N`, an R1 `**Final Answer**` box) leaves it; a restatement that differs (a
  sentence, a `####` line, a box, the last copy of a looping restatement) makes the answer wrong;
  several tags: the last one counts (the same value repeated is right; a last copy that differs is
  wrong). A retraction after the tag ("Wait, ...") followed by a new tag replaces the answer, in
  both directions. A tag opened inside the think block counts unless a later tag follows.
- An invented next turn after the committed answer (`<|im_start|>user`, `User:` ... `Assistant:`)
  is not the model's answer to the question asked: the tag before it decides, whatever the
  invented turn's tag holds (in kind B a right tag, then an invented turn with another value; in
  kind A a wrong tag, then an invented turn about ANOTHER question whose answer equals the gold).
- Chat end tokens after the tag change nothing.
- Equal values in another form are correct (`$66.00`, `1,275`, `1\,275`, number words, "75 dollars
  and 60 cents", 0.96, `0.13\overline{8}`, `\sqrt{2} \cdot 7`, `7√2`, `-2 \le x \le 4`, `x \in [-2,
  4]`, `x = 0, \pm 2`, `-10i + 11`, `\pi \cdot 25`, a unit of the same quantity asked, a restatement
  in another unit or words that is equal: "30.8 km (30,800 m)", "30 min (half an hour)", "$120 (half
  of his money)"). Wrong: a subtotal, a given, another quantity, a unit or scale of another kind
  (cents for dollars, hours for minutes, miles for km, a bare 30800 where km are asked), a hedge of
  an exact value ("about", `\approx`, a rounded decimal), a missing or extra element of a set, an
  open interval for a closed one, a restatement that differs.
- A tag opened and cut by the token limit before its value is no_answer, whatever the think block
  computed; those probes use the terse working V (no concluding sentence), so that the value stands
  only in a working line (as in round 231).

Debatable (3, with DECISIONS): `ok_m_distance_sqrt98` (`\sqrt{98}` where simplest radical form is
asked: accept), `ok_m_minimum_sentence` ("The minimum value is 5, attained at x = 3.": accept),
`g_money_think_cut` (a think block that concluded 120 and is cut while re-reading, no tag ever
opened: reject, no_answer).

Usage: cd /tmp/rounds/rt236 && python build_adversarial_redteam236.py (writes
adversarial_redteam236.jsonl beside this builder; a second run rewrites it byte-identical)
"""

from corpus_build import g, m, write_probes  # noqa: E402


def probe_rows(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; the final is the whole
    completion, "¶" a newline and ⟨W⟩ / ⟨V⟩ / ⟨D⟩ the problem's long, terse or draft working.
    Kind B is correct; kind A is no_answer where the form is `truncated`, wrong otherwise."""
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
# Problems: (key, gold, question, {"W": long working, "V": terse working[, "D": draft]},
# [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("rolls", "12",
     "A bakery makes 5 batches of bread rolls with 36 rolls in each batch. It sells 128 rolls in the morning and 40 rolls in the afternoon. How many rolls are left at the end of the day?",
     {"W": """Okay, let's see. The bakery makes 5 batches, 36 rolls each. So 5 times 36. 5 times 30 is 150, 5 times 6 is 30, so 180 rolls.

Then they sell 128 in the morning. 180 minus 128... 180 - 100 = 80, 80 - 28 = 52. So 52 rolls left after the morning.

Then 40 in the afternoon. 52 - 40 = 12.

Wait, let me double-check the multiplication. 36 * 5: 36 + 36 = 72, 72 + 72 = 144, 144 + 36 = 180. Yes, 180.

Alternatively, I can add up what was sold first: 128 + 40 = 168 rolls sold. Then 180 - 168 = 12. Same answer.

Hmm, is there any trick? "How many rolls are left at the end of the day" - so after both sales. Yes, 12.

So 12 rolls are left.
""",
      "V": """5 × 36 = 180 rolls baked.
Sold: 128 + 40 = 168.
Left: 180 − 168 = 12.
""",
      "D": """5 batches of 36 rolls: 5 * 36 = 180 rolls.

They sell 128 in the morning: 180 - 128 = 52.

So the answer is 52.
"""},
     [
        ("eot", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>12</answer><|im_end|>", "a bare value in the tag, then the ChatML end token"),
        ("sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer> There are 12 rolls left at the end of the day. </answer>", "a full sentence in the tag"),
        ("draft_fix", "B", "tag", "<think>¶⟨D⟩</think>¶<answer>Wait, the bakery also sells 40 rolls in the afternoon, so 52 - 40 = 12. The answer is 12.</answer>", "the think block's draft answer (52) differs; the tag corrects it and states 12: the tag counts"),
        ("no_open", "B", "tag", "⟨W⟩</think>¶¶<answer>¶12 rolls¶</answer>", "no <think> opener (the R1-Zero prompt ends with it); value and noun on their own line in the tag"),
        ("hash_in_tag", "B", "tag", "<think>¶⟨V⟩</think> <answer>The answer is: #### 12</answer>", "'The answer is: #### 12' inside the tag"),
        ("eot", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>52</answer><|im_end|>", "the think block concludes 12 but the tag holds 52 (left after the morning): the tag counts"),
        ("sold", "A", "tag", "<think>¶⟨V⟩</think>¶<answer> The bakery sells 168 rolls during the day. </answer>", "a sentence stating the rolls sold, not the rolls left"),
        ("draft_kept", "A", "tag", "<think>¶⟨D⟩</think>¶<answer>The bakery has 52 rolls left.</answer>", "the draft that forgets the afternoon sales, kept in the tag"),
        ("no_open_cut", "A", "truncated", "⟨V⟩</think>¶¶<answer>¶The number of rolls left at the end of the day is", "no opener; the tag cut by the token limit before its value: no_answer"),
        ("hash_in_tag", "A", "tag", "<think>¶⟨V⟩</think> <answer>The answer is: #### 180</answer>", "the rolls baked, in 'The answer is: #### 180' inside the tag"),
     ]),
    ("tutor", "440",
     "Elena tutors for 3 hours each weekday (Monday to Friday) and 5 hours on Saturday. She charges $22 per hour. How much does she earn in one week?",
     {"W": """Elena tutors 3 hours each weekday. Weekdays are Monday to Friday, that's 5 days. So 3 * 5 = 15 hours.

Plus 5 hours on Saturday. 15 + 5 = 20 hours.

She charges $22 per hour. 20 * 22 = 440.

Wait, let me re-read. "3 hours each weekday" - yes, 5 weekdays. And Saturday 5 hours. Sunday nothing.

Let me double-check by computing the money separately. Weekdays: 15 hours * 22 = 330. Saturday: 5 * 22 = 110. 330 + 110 = 440.

Hmm, 15 * 22: 15 * 20 = 300, 15 * 2 = 30, 330. Yes. 5 * 22 = 110. Total 440.

So she earns $440 per week.
""",
      "V": """Weekday hours: 3 × 5 = 15.
Total hours: 15 + 5 = 20.
Earnings: 20 × $22 = $440.
"""},
     [
        ("dollar", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$440</answer>", "a dollar sign before the value in the tag"),
        ("boxed", "B", "tag", r"<think>⟨V⟩</think>¶<answer>\boxed{440}</answer>", "\\boxed{} inside the tag"),
        ("odd_case", "B", "tag", "<think>¶⟨W⟩</think>¶<Answer>She earns $440 in one week.</Answer>", "capitalised <Answer> tags holding a sentence"),
        ("empty_think", "B", "tag", "<think>¶¶</think>¶<answer>Weekday hours: 3 × 5 = 15. Total hours: 15 + 5 = 20. Earnings: 20 × $22 = $440. So Elena earns $440 per week.</answer>", "an empty think block; the working is inside the tag and ends on the value"),
        ("eot_llama", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>440 dollars</answer><|eot_id|>", "value and 'dollars', then Llama 3's end token"),
        ("boxed", "A", "tag", r"<think>⟨V⟩</think>¶<answer>\boxed{330}</answer>", "\\boxed{} in the tag holding the weekday earnings only"),
        ("odd_case", "A", "tag", "<think>¶⟨W⟩</think>¶<Answer>She earns $110 on Saturday.</Answer>", "capitalised tags: a sentence giving the Saturday earnings, another quantity"),
        ("empty_think", "A", "tag", "<think>¶¶</think>¶<answer>Weekday hours: 3 × 5 = 15. Earnings: 15 × $22 = $330. So Elena earns $330 per week.</answer>", "an empty think block; the working in the tag forgets Saturday"),
        ("cents", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>440 cents</answer><|eot_id|>", "a unit of another kind: 440 cents is $4.40"),
        ("about", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>about $440</answer>", "a hedge of an exact amount"),
     ]),
    ("fuel", "75.6",
     "Kwame's car uses 6 liters of fuel for every 100 kilometers. He drives 350 kilometers to his grandmother's house and then drives back home the same way. Fuel costs $1.80 per liter. How much does Kwame spend on fuel for the whole trip?",
     {"W": """First, the total distance. He drives 350 km there and 350 km back, so 700 km.

The car uses 6 liters per 100 km. 700 km is 7 times 100 km, so 7 * 6 = 42 liters.

Fuel is $1.80 per liter. 42 * 1.80 = ?

42 * 1.8 = 42 * 1 + 42 * 0.8 = 42 + 33.6 = 75.6.

So $75.60.

Wait, let me make sure I used the round trip. Yes, "drives back home the same way", so 700 km, not 350. If it were one way it would be 21 liters and 21 * 1.8 = 37.8. But it's both ways.

Let me double-check 42 * 1.8 another way: 40 * 1.8 = 72, 2 * 1.8 = 3.6, 72 + 3.6 = 75.6. Yes.

So Kwame spends $75.60 on fuel.
""",
      "V": """Round trip: 2 × 350 = 700 km.
Fuel: 700 / 100 × 6 = 42 L.
Cost: 42 × 1.80 = 75.60 dollars.
"""},
     [
        ("cents", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$75.60</answer>", "dollars and cents in the tag; gold 75.6"),
        ("text_after", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>75.6</answer>¶¶So Kwame spends $75.60 on fuel for the whole trip.", "text after the closing tag restating the same value"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>75 dollars and 60 cents</answer>", "dollars and cents spelled out: 75.60"),
        ("unclosed_loop", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$75.60¶¶The total cost of fuel for the round trip is $75.60.¶¶The total cost of fuel for the round trip is $75.60.¶¶The total cost of fuel for the round", "</answer> never written: the value restated in a loop until the token limit cuts it"),
        ("latex_dollar", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\$75.60\)</answer>", "an escaped dollar inside \\( \\) in the tag"),
        ("one_way", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>$37.80</answer>", "the one-way cost (the think block computed the round trip)"),
        ("liters", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>42 liters</answer>", "the fuel used, not its cost"),
        ("rounded", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>$76</answer>", "rounded to whole dollars: a rounded value for an exact amount"),
        ("unclosed_loop", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>$75.60¶¶The total cost of fuel for the round trip is $75.60.¶¶The total cost of fuel for the round trip is $37.80.¶¶The total cost of fuel for the round", "</answer> never written; the looping restatement switches to 37.80, a restatement that differs"),
        ("latex_dollar", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\$7.56\)</answer>", "the decimal point shifted: 7.56"),
     ]),
    ("tomatoes", "504",
     "Tomás plants 8 rows of tomato plants with 14 plants in each row. Each plant produces 6 tomatoes. He gives a quarter of all the tomatoes to his neighbors. How many tomatoes does he keep?",
     {"W": """So 8 rows with 14 plants each. 8 * 14 = 112 plants.

Each plant produces 6 tomatoes: 112 * 6 = 672 tomatoes.

Hmm wait, 112 * 6: 100 * 6 = 600, 12 * 6 = 72, total 672. Yes.

He gives a quarter to his neighbors. A quarter of 672 is 672 / 4 = 168.

So he keeps 672 - 168 = 504.

Alternatively, he keeps three quarters: 3/4 * 672 = 3 * 168 = 504. Same.

Let me double-check 672 / 4: 600 / 4 = 150, 72 / 4 = 18, 150 + 18 = 168. Yes.

So Tomás keeps 504 tomatoes.
""",
      "V": """Plants: 8 × 14 = 112.
Tomatoes: 112 × 6 = 672.
Given away: 672 ÷ 4 = 168.
Kept: 672 − 168 = 504.
"""},
     [
        ("tag_in_think", "B", "tag", "<think>¶Plants: 8 × 14 = 112. Tomatoes: 112 × 6 = 672. A quarter is 672 ÷ 4 = 168, so he keeps 672 − 168 = 504.¶¶<answer>504</answer>¶¶Let me double-check: three quarters of 672 is 3 × 168 = 504. Yes.¶</think>", "the only <answer> tag is opened and closed inside the think block; a check that restates the value follows; nothing after </think>"),
        ("attr", "B", "tag", '<think>⟨V⟩</think>¶<answer type="number">504</answer>', "a tag with an attribute"),
        ("bold", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>**504 tomatoes**</answer>", "markdown bold value and noun in the tag"),
        ("repeat", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>504</answer>¶<answer>504</answer>¶<answer>504</answer>", "the tag repeated three times with the same value"),
        ("unclosed_think", "B", "tag", "<think>¶⟨W⟩¶<answer> 504 </answer>", "the think block never closed; the tag follows the working"),
        ("given", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>168</answer>", "the tomatoes given away (the think block concludes 504; the tag counts)"),
        ("attr", "A", "tag", '<think>⟨V⟩</think>¶<answer type="number">672</answer>', "a tag with an attribute holding all the tomatoes grown"),
        ("repeat_diff", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>504</answer>¶<answer>504</answer>¶<answer>540</answer>", "the repeated tag's last copy differs (540, digits swapped)"),
        ("tag_in_think_diff", "A", "tag", '<think>¶Plants: 8 × 14 = 112. Tomatoes: 112 × 6 = 672. A quarter is 672 ÷ 4 = 168, so he keeps 672 − 168 = 504.¶¶<answer>504</answer>¶¶Hmm, wait. Let me re-read: "He gives a quarter of all the tomatoes to his neighbors." A quarter of all the tomatoes is 672 ÷ 4 = 168. I think the question is about the neighbors\' share, so it is 168.¶</think>¶<answer>168</answer>', "a tag with 504 inside the think block, then a final tag after it holding 168 (the share given away): the last tag counts"),
        ("unclosed_cut", "A", "truncated", "<think>¶⟨V⟩¶<answer> Tomás keeps", "the think block never closed and the tag cut before its value: no_answer"),
     ]),
    ("jacket", "66",
     "A jacket costs $80. It is on sale for 25% off, and then a 10% sales tax is added to the sale price. How much does the jacket cost in the end?",
     {"W": """The jacket is $80. 25% off means the discount is 0.25 * 80 = 20 dollars. So the sale price is 80 - 20 = 60.

Then 10% sales tax on the sale price: 0.10 * 60 = 6. So 60 + 6 = 66.

Wait, could I just do 25% - 10% = 15% off? That would be 80 * 0.85 = 68. But that's not right, because the tax is on the sale price, not the original price, and percentages don't just subtract like that. Let me redo it carefully.

Sale price: 80 * 0.75 = 60.
With tax: 60 * 1.10 = 66.

Yes, 66. The 15% shortcut gives 68, which is wrong.

Let me double-check: 60 * 1.1 = 60 + 6 = 66. Correct.

So the final price is $66.
""",
      "V": """Sale price: $80 × 0.75 = $60.
Tax: $60 × 0.10 = $6.
Final: $60 + $6 = $66.
"""},
     [
        ("cents", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$66.00</answer>", "dollars and zero cents"),
        ("paren", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(66\)</answer>", "\\( \\) around the value in the tag"),
        ("hash_after", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>The answer is 66.</answer>¶#### 66", "'The answer is 66.' in the tag, then '#### 66' after it: the same value"),
        ("no_open_eos", "B", "tag", "⟨W⟩</think>¶<answer>66</answer><｜end▁of▁sentence｜>", "no <think> opener; DeepSeek's end-of-sentence token after the tag"),
        ("spaced_tags", "B", "tag", "<think>¶⟨W⟩</think>¶< answer > $66 < /answer >", "spaces inside the tag brackets"),
        ("shortcut", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>$68.00</answer>", "the '15% off' shortcut the think block rejected (68): the tag counts"),
        ("sale", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(60\)</answer>", "the sale price before tax"),
        ("hash_after", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>The answer is 66.</answer>¶#### 68", "a '####' line after the tag with another value: the last final answer counts"),
        ("no_open_eos", "A", "tag", "⟨W⟩</think>¶<answer>6</answer><｜end▁of▁sentence｜>", "the tax amount, not the final price"),
        ("spaced_tags", "A", "tag", "<think>¶⟨W⟩</think>¶< answer > about $66 < /answer >", "a hedge of an exact price"),
     ]),
    ("ages", "28",
     "Lena is 4 years older than twice her brother's age. Her brother is 9 years old. How old will Lena be in 6 years?",
     {"W": """Let me define: brother's age = 9. Lena = 2 * 9 + 4.

2 * 9 = 18, plus 4 = 22. So Lena is 22 now.

In 6 years, Lena will be 22 + 6 = 28.

Wait, should I compute the brother's age in 6 years first? Brother in 6 years is 15, and 2 * 15 + 4 = 34. Hmm, but the relation "4 years older than twice her brother's age" is about their ages now, since it's in the present tense. In 6 years the relation won't hold anymore. Lena just gets 6 years older, like everyone.

Let me re-read: "Lena is 4 years older than twice her brother's age. Her brother is 9 years old." Present tense. So Lena is 22 now.

Let me double-check: twice 9 is 18, 4 more is 22. 22 + 6 = 28.

So Lena will be 28 years old.
""",
      "V": """Lena now: 2 × 9 + 4 = 22.
In 6 years: 22 + 6 = 28.
"""},
     [
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>twenty-eight</answer>", "the value as a number word"),
        ("years_old", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>Lena will be 28 years old.</answer><|endoftext|>", "a sentence in the tag, then <|endoftext|>"),
        ("user_turn", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>28</answer>¶User: Tom is 3 years younger than half his father's age. His father is 40. How old is Tom?¶Assistant: <think> Half of 40 is 20, minus 3 is 17. </think> <answer>17</answer>", "the right tag, then an invented User/Assistant turn about another problem with its own tag (17): not the answer to the question asked"),
        ("chain", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>2 × 9 + 4 + 6 = 28</answer>", "an equation chain in the tag ending on the value"),
        ("final_label", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>Final answer: 28 years old</answer>", "'Final answer:' and a unit phrase inside the tag"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>twenty-two</answer>", "Lena's age now, as a number word"),
        ("years_old", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>Lena will be 34 years old.</answer><|endoftext|>", "the relation applied to the brother's future age: 34"),
        ("user_turn", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>22</answer>¶User: Sam is 7 years younger than 35. How old is Sam?¶Assistant: <think> 35 - 7 = 28. </think> <answer>28</answer>", "a wrong tag (Lena's age now), then an invented turn about another question whose tag holds 28: it does not count"),
        ("chain", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>2 × 9 + 4 = 22</answer>", "the chain stops at Lena's age now"),
        ("final_label", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>Final answer: 15 years old</answer>", "the brother's age in 6 years"),
     ]),
    ("tank", "30",
     "An empty tank holds 240 liters. A pipe fills it at 12 liters per minute, but a leak drains 4 liters per minute at the same time. How many minutes does it take to fill the tank?",
     {"W": """The tank is empty and holds 240 liters. The pipe fills at 12 liters per minute. The leak drains 4 liters per minute.

Net rate = 12 - 4 = 8 liters per minute.

Time = 240 / 8 = 30 minutes.

Wait, let me double-check. Without the leak it would take 240 / 12 = 20 minutes. With the leak it should take longer. 30 > 20, good.

Hmm, but should I add the rates? 12 + 4 = 16, then 240 / 16 = 15 minutes. No, that would be faster than the pipe alone, which makes no sense. The leak takes water out, so I subtract.

Let me double-check again. After 30 minutes: the pipe adds 12 * 30 = 360 liters, the leak removes 4 * 30 = 120 liters. 360 - 120 = 240. Yes, exactly full.

Let me double-check one more time with a smaller time. After 10 minutes: 120 in, 40 out, 80 liters. 80 is one third of 240, and 10 is one third of 30. Consistent.

So the answer is 30 minutes.
""",
      "V": """Net rate: 12 − 4 = 8 L/min.
Time: 240 ÷ 8 = 30 min.
"""},
     [
        ("min_unit", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>30 minutes</answer>", "value and unit"),
        ("half_hour", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>30 min (half an hour)</answer>", "an abbreviation, then the same duration in words"),
        ("eos", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>30</answer></s>", "the end token </s> after the tag"),
        ("math_unit", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$30$ minutes</answer>", "$...$ around the value, the unit outside"),
        ("text_after", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>30</answer>¶¶Therefore, the tank is full after 30 minutes.", "a sentence after the tag restating the same value"),
        ("hours_unit", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>30 hours</answer>", "a unit of another kind: hours for minutes"),
        ("math_unit", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>$20$ minutes</answer>", "the time without the leak"),
        ("retract", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>30 min (half an hour)</answer>¶¶Wait, the leak and the pipe work at the same time, so their rates add: 12 + 4 = 16 liters per minute, and 240 ÷ 16 = 15.¶¶<answer>15 min</answer>", "the right tag retracted ('Wait, ...') for a new tag with 15: the retraction replaces it"),
        ("eos", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>60</answer></s>", "the time the leak alone would take to drain 240 L"),
        ("text_after", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>30</answer>¶¶Therefore, the tank is full after 20 minutes.", "a restatement after the tag that differs (20): the last statement counts"),
     ]),
    ("buses", "6",
     "A school is taking 214 students and 16 teachers on a field trip. Each bus can carry 40 people. What is the least number of buses needed?",
     {"W": """Total people: 214 + 16 = 230.

Each bus carries 40. 230 / 40 = 5.75.

We can't have 0.75 of a bus, so we round up to 6 buses.

Wait, let me double-check: 5 buses carry 5 * 40 = 200 people, which isn't enough for 230 (30 people left over). 6 buses carry 240, which is enough. So 6.

Hmm, did I forget the teachers? No, I added them: 214 + 16 = 230. If I only counted students: 214 / 40 = 5.35, still 6 buses. But with teachers it's 230, and 6 buses.

So the least number of buses is 6.
""",
      "V": """People: 214 + 16 = 230.
Buses: 230 ÷ 40 = 5.75, rounded up to 6.
"""},
     [
        ("noun", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>6 buses</answer>", "value and noun"),
        ("boxed_dollar", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{6}$</answer>", "$\\boxed{}$ inside the tag"),
        ("hash_after", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>6</answer>¶#### 6", "'#### 6' after the tag: the same value"),
        ("upper", "B", "tag", "<think>¶⟨W⟩</think>¶<ANSWER>The school needs six buses.</ANSWER>", "upper-case tags; a sentence with a number word"),
        ("unclosed_eos", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>6<|im_end|>", "</answer> never written: the ChatML end token ends the tag"),
        ("exact", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>5.75 buses</answer>", "the exact quotient where whole buses are asked"),
        ("boxed_dollar", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{5}$</answer>", "rounded down: 5 buses carry only 200"),
        ("hash_after", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>6</answer>¶#### 5.75", "a '####' line after the tag with another value: the last final answer counts"),
        ("upper", "A", "tag", "<think>¶⟨W⟩</think>¶<ANSWER>The school needs five buses.</ANSWER>", "upper-case tags; five buses, rounded down"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>The least number of buses needed is", "the tag cut before its value: no_answer"),
     ]),
    ("money", "120",
     "Ravi had $240. He spent 1/3 of it on a video game and then 1/4 of the remaining money on lunch. How much money does Ravi have left?",
     {"W": """Ravi starts with $240.

He spends 1/3 on a video game: 240 / 3 = 80. So he has 240 - 80 = 160 left.

Then 1/4 of the remaining money on lunch. The remaining money is 160, so 160 / 4 = 40.

He has 160 - 40 = 120 left.

Wait, let me make sure "1/4 of the remaining money" means of the 160, not of the 240. Yes, "remaining". If it were 1/4 of 240 that would be 60 and he'd have 240 - 80 - 60 = 100. But it says remaining, so 40.

Alternatively: after the game he keeps 2/3, after lunch he keeps 3/4 of that. 240 * 2/3 * 3/4 = 240 * 1/2 = 120. Same!

So Ravi has $120 left.
""",
      "V": """Game: 240 × 1/3 = 80, leaving 160.
Lunch: 160 × 1/4 = 40.
Left: 160 − 40 = 120.
"""},
     [
        ("half", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$120 (half of his money)</answer>", "the value with a true, equal restatement in words"),
        ("chain", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>240 \times \frac{2}{3} \times \frac{3}{4} = 120</answer>", "a LaTeX equation chain in the tag ending on the value"),
        ("retract_fix", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$100</answer>¶¶Wait, no. The lunch is 1/4 of the remaining $160, which is $40, not $60. So Ravi has $120 left.¶¶<answer>$120</answer>", "a wrong tag retracted ('Wait, no.') for a right one: the retraction replaces it"),
        ("empty_think", "B", "tag", "<think>¶</think>¶¶<answer>¶Ravi spends 240/3 = 80 dollars on the game, leaving 160. Lunch is 160/4 = 40 dollars. He has 120 dollars left.¶</answer>", "an empty think block; the working in the tag ends on the value"),
        ("latex_dollar", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\$120</answer>", "an escaped dollar before the value"),
        ("of_original", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>$100</answer>", "lunch taken as 1/4 of the original $240 (the think block rejected it): the tag counts"),
        ("chain", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>240 - 80 - 60 = 100</answer>", "a chain with lunch as 1/4 of $240"),
        ("retract", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>$120</answer>¶¶Wait, no. The lunch is 1/4 of his money, which is 240/4 = $60. So Ravi has 240 - 80 - 60 = $100 left.¶¶<answer>$100</answer>", "the right tag retracted for a wrong one: the retraction replaces it"),
        ("empty_think", "A", "tag", "<think>¶</think>¶¶<answer>¶Ravi spends 240/3 = 80 dollars on the game. Lunch is 240/4 = 60 dollars. He has 240 - 80 - 60 = 100 dollars left.¶</answer>", "an empty think block; the working in the tag takes lunch from $240"),
        ("think_cut", "A", "truncated", '<think>¶⟨W⟩¶Hmm, let me verify once more. He starts with 240. The game is 1/3 of 240, which is 80, leaving 160. Lunch is 1/4 of 160, which is 40, leaving 120.¶¶Wait, let me re-read the problem to be sure. "He spent 1/3 of it on a video game and then 1/4 of the remaining money on lunch." So first the game, then lunch from what was', "debatable: the think block concluded 120 and is cut by the token limit while re-reading; no tag was ever opened; see DECISIONS", True),
     ]),
    ("laps", "30.8",
     "Mei runs 5 laps of a 400-meter track every morning and 6 laps every evening. How many kilometers does she run in one week?",
     {"W": """Mei runs 5 laps in the morning. Each lap is 400 meters, so that's 5 * 400 = 2000 meters. In a week, 2000 * 7 = 14000 meters = 14 km.

Wait, I forgot the evening laps. Let me start over.

Each day she runs 5 laps in the morning and 6 laps in the evening, so 5 + 6 = 11 laps per day.

Each lap is 400 meters, so 11 * 400 = 4400 meters per day.

In a week (7 days): 4400 * 7 = 30800 meters.

The question asks for kilometers. 1 km = 1000 m, so 30800 / 1000 = 30.8 km.

Let me double-check 4400 * 7: 4000 * 7 = 28000, 400 * 7 = 2800, total 30800. Yes.

Alternatively: 4400 m = 4.4 km per day, and 4.4 * 7 = 30.8 km. Same answer.

So Mei runs 30.8 kilometers in one week.
""",
      "V": """Laps a day: 5 + 6 = 11.
Meters a day: 11 × 400 = 4400.
Meters a week: 4400 × 7 = 30800, which is 30800 ÷ 1000 = 30.8 km.
"""},
     [
        ("km", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>30.8 km</answer>", "value and the unit asked"),
        ("both_units", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>30.8 km (30,800 m)</answer>", "the value, then the same distance in meters"),
        ("no_open", "B", "tag", "⟨W⟩</think>¶<answer> Mei runs 30.8 kilometers in one week. </answer>", "no <think> opener; a sentence in the tag"),
        ("text_unit", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$30.8\text{ km}$</answer>", "$...$ with \\text{ km} in the tag"),
        ("dec_zero", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>30.80 kilometers</answer><|im_end|>", "a trailing zero and the unit word, then the ChatML end token"),
        ("meters_bare", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>30800</answer>", "the meters as a bare number where kilometers are asked"),
        ("both_units", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>30.8 km (3,080 m)</answer>", "a restatement in meters that differs (3,080 m): two values"),
        ("miles", "A", "tag", "⟨W⟩</think>¶<answer> Mei runs 30.8 miles in one week. </answer>", "no opener; a unit of another kind: miles for kilometers"),
        ("text_unit", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$3.08\text{ km}$</answer>", "the decimal point shifted: 3.08 km"),
        ("per_day", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>4.4 kilometers</answer><|im_end|>", "the distance per day, not per week"),
     ]),
]

MPROBS = [
    ("series", "1275",
     r"Compute the sum $3 + 7 + 11 + 15 + \cdots + 99$.",
     {"W": """This is an arithmetic sequence with first term 3 and common difference 4. Last term 99.

Number of terms: (99 - 3)/4 + 1 = 96/4 + 1 = 24 + 1 = 25.

Sum = n(first + last)/2 = 25 * (3 + 99)/2 = 25 * 102 / 2 = 25 * 51 = 1275.

Wait, let me double-check the number of terms. The terms are 3, 7, 11, ..., and the k-th term is 3 + 4(k - 1) = 4k - 1. Setting 4k - 1 = 99 gives k = 25. Yes, 25 terms.

Let me verify the sum another way: the sum of (4k - 1) for k = 1 to 25 = 4 * (25 * 26/2) - 25 = 4 * 325 - 25 = 1300 - 25 = 1275.

So the sum is 1275.
""",
      "V": """The terms are 4k − 1 for k = 1, ..., 25.
Sum = 25(3 + 99)/2 = 25 · 51 = 1275.
"""},
     [
        ("comma", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>1,275</answer>", "a thousands comma"),
        ("boxed_dollar", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{1275}$</answer>", "$\\boxed{}$ in the tag"),
        ("thin", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\(1\,275\)</answer>", "a LaTeX thin space as the thousands separator inside \\( \\)"),
        ("sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>The sum of the series is 1275.</answer>", "a sentence in the tag"),
        ("box_after", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>1275</answer>¶¶**Final Answer**¶\\[¶\\boxed{1275}¶\\]", "an R1 final block after the tag with the same value"),
        ("n24", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>1,224</answer>", "24 terms with the right ends: 24 · 51"),
        ("boxed_dollar", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{2550}$</answer>", "the halving forgotten: 25 · 102"),
        ("terms", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>The series has 25 terms.</answer>", "the number of terms, not the sum"),
        ("box_after", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>1275</answer>¶¶**Final Answer**¶\\[¶\\boxed{1326}¶\\]", "a final box after the tag that differs (26 · 51): the last final answer counts"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>The sum is", "the tag cut before its value: no_answer"),
     ]),
    ("dice", r"\frac{5}{36}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the numbers rolled is 8? Express your answer as a common fraction.",
     {"W": """Total outcomes: 6 * 6 = 36.

Favorable: pairs (a, b) with a + b = 8. a can be 2 to 6:
(2, 6), (3, 5), (4, 4), (5, 3), (6, 2). That's 5.

So probability = 5/36.

Wait, should (3, 5) and (5, 3) count separately? Yes, because the dice are distinguishable (ordered outcomes), each of the 36 outcomes is equally likely. If I counted unordered pairs {2, 6}, {3, 5}, {4, 4}, I'd get 3, but those aren't equally likely.

Hmm, let me double-check by listing the number of ways for each sum: 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1. Total = 1+2+3+4+5+6+5+4+3+2+1 = 36. Good, and sum 8 has 5 ways.

So the probability is 5/36.
""",
      "V": """Ordered outcomes with sum 8: (2,6), (3,5), (4,4), (5,3), (6,2), so 5 of the 36 outcomes.
Probability: 5/36.
"""},
     [
        ("slash", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>5/36</answer>", "a slash fraction"),
        ("dfrac", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\dfrac{5}{36}$</answer>", "$\\dfrac{}{}$ in the tag"),
        ("repeating", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\(0.13\overline{8}\)</answer>", "the exact repeating decimal 0.13888... = 125/900 = 5/36"),
        ("odd_case", "B", "tag", r"<think>¶⟨V⟩</think>¶<Answer>The probability is \frac{5}{36}.</Answer>", "capitalised tags holding a sentence with a bare \\frac"),
        ("retract_fix", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\frac{1}{12}</answer>¶¶Wait, I counted unordered pairs. The ordered outcomes (2,6), (3,5), (4,4), (5,3), (6,2) give 5 of the 36.¶¶<answer>\frac{5}{36}</answer>", "a wrong tag retracted for the right one"),
        ("slash", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>1/6</answer>", "the probability of a sum of 7"),
        ("dfrac", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\dfrac{3}{36}$</answer>", "unordered pairs counted: 3/36"),
        ("repeating", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>\(0.139\)</answer>", "a rounded decimal for an exact fraction"),
        ("odd_case", "A", "tag", r"<think>¶⟨V⟩</think>¶<Answer>The probability is \frac{5}{6}.</Answer>", "capitalised tags; 5/6, the denominator slipped"),
        ("retract", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\frac{5}{36}</answer>¶¶Wait, (3,5) and (5,3) are the same pair of numbers, so there are only 3 outcomes: {2,6}, {3,5}, {4,4}. That gives 3 of 36.¶¶<answer>\frac{1}{12}</answer>", "the right tag retracted for 1/12: the retraction replaces it"),
     ]),
    ("distance", r"7\sqrt{2}",
     r"What is the distance between the points $(-3, 5)$ and $(4, -2)$? Express your answer in simplest radical form.",
     {"W": """Distance formula: d = sqrt((x2 - x1)^2 + (y2 - y1)^2).

x2 - x1 = 4 - (-3) = 7. y2 - y1 = -2 - 5 = -7.

d = sqrt(7^2 + (-7)^2) = sqrt(49 + 49) = sqrt(98).

Simplify sqrt(98): 98 = 49 * 2, so sqrt(98) = 7 sqrt(2).

Wait, let me double-check the differences. From -3 to 4 is 7 units to the right. From 5 to -2 is 7 units down. Yes, both 7, so it's the diagonal of a 7 by 7 square, which is 7 sqrt(2).

Hmm, 7 sqrt(2) is about 9.9, which is less than 7 + 7 = 14, makes sense.

So the distance is 7 sqrt(2).
""",
      "V": """d = √(7² + 7²) = √98 = 7√2.
"""},
     [
        ("sqrt98", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\sqrt{98}</answer>", "debatable: the equal value sqrt 98 where simplest radical form is asked; see DECISIONS", True),
        ("nobrace", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$7 \sqrt 2$</answer>", "\\sqrt without braces"),
        ("reorder", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\sqrt{2} \cdot 7\)</answer>", "the factors in the other order with \\cdot"),
        ("unicode", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>7√2</answer>", "the Unicode radical sign"),
        ("sentence", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>The distance is $7\sqrt{2}$ units.</answer>", "a sentence with inline math and a unit"),
        ("sqrt58", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\sqrt{58}</answer>", "the y-difference slipped to 3: sqrt(49 + 9)"),
        ("taxicab", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>$14$</answer>", "7 + 7, the taxicab distance"),
        ("approx", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\approx 9.90\)</answer>", "a rounded decimal with \\approx for an exact value"),
        ("unicode", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>2√7</answer>", "Unicode radical; 2 sqrt 7, another value"),
        ("sentence", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>The distance is $98$ units.</answer>", "the square of the distance"),
     ]),
    ("inequality", "[-2, 4]",
     r"Solve the inequality $x^2 - 2x - 8 \le 0$. Express your answer in interval notation.",
     {"W": """Factor: x^2 - 2x - 8. I need two numbers that multiply to -8 and add to -2: -4 and 2. So (x - 4)(x + 2) ≤ 0.

Roots at x = 4 and x = -2.

The parabola opens upward, so it's ≤ 0 between the roots: -2 ≤ x ≤ 4.

Since it's ≤ (not <), the endpoints are included: [-2, 4].

Wait, let me test a point. x = 0: 0 - 0 - 8 = -8 ≤ 0 ✓. x = 5: 25 - 10 - 8 = 7 > 0, not included ✓. x = -3: 9 + 6 - 8 = 7 > 0 ✓. Endpoint x = 4: 16 - 8 - 8 = 0 ≤ 0, included ✓.

So the answer is [-2, 4].
""",
      "V": """(x − 4)(x + 2) ≤ 0 holds between the roots, endpoints included: −2 ≤ x ≤ 4.
"""},
     [
        ("ineq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>-2 \le x \le 4</answer>", "the interval as a double inequality"),
        ("in_set", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$x \in [-2, 4]$</answer>", "'x \\in' before the interval"),
        ("left_right", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\left[-2,\ 4\right]\)</answer>", "\\left[ \\right] and a LaTeX space"),
        ("attr", "B", "tag", '<think>¶⟨W⟩</think>¶<answer format="interval">[-2,4]</answer>', "a tag with an attribute; no space in the interval"),
        ("unclosed_think", "B", "tag", "<think>¶⟨W⟩¶<answer>[-2, 4]</answer>", "the think block never closed; the tag follows the working"),
        ("ineq", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>-2 < x < 4</answer>", "strict inequalities: the endpoints left out"),
        ("in_set", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>$x \in [-4, 2]$</answer>", "the roots' signs swapped"),
        ("complement", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\left(-\infty, -2\right] \cup \left[4, \infty\right)\)</answer>", "the complement (where the quadratic is >= 0)"),
        ("attr", "A", "tag", '<think>¶⟨W⟩</think>¶<answer format="interval">[-2,4)</answer>', "a half-open interval: 4 left out"),
        ("roots", "A", "tag", "<think>¶⟨W⟩¶<answer>x = -2, x = 4</answer>", "the think block never closed; the tag holds the roots, not the interval"),
     ]),
    ("cubic", "-2, 0, 2",
     r"Find all real solutions to $x^3 - 4x = 0$. Enter all the solutions, separated by commas.",
     {"W": """x^3 - 4x = 0. Factor out x: x(x^2 - 4) = 0.

So x = 0 or x^2 = 4.

x^2 = 4 gives x = 2 or x = -2.

Wait, I should not divide by x, because that would lose the x = 0 solution. I factored it instead, so I keep it. Good.

Let me check each: x = 0: 0 - 0 = 0 ✓. x = 2: 8 - 8 = 0 ✓. x = -2: -8 + 8 = 0 ✓.

A cubic has at most 3 real roots, and I found 3. So the solutions are -2, 0, 2.
""",
      "V": """x(x − 2)(x + 2) = 0, so x = −2, 0, 2.
"""},
     [
        ("pm", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>x = 0, \pm 2</answer>", "'x = 0, \\pm 2'"),
        ("set", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$\{-2, 0, 2\}$</answer>", "a set in $...$"),
        ("order", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>0, 2, -2</answer>", "the roots in another order"),
        ("sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>The solutions are x = -2, x = 0, and x = 2.</answer>", "a sentence listing the three roots"),
        ("boxed", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\boxed{-2, 0, 2}</answer><|im_end|>", "\\boxed{} in the tag, then the ChatML end token"),
        ("pm", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>x = \pm 2</answer>", "the root 0 left out"),
        ("set", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>$\{-4, 0, 4\}$</answer>", "x^2 = 4 solved as x = +-4"),
        ("order", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>0, 2</answer>", "the negative root left out"),
        ("sentence", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>The solutions are x = -2 and x = 2.</answer>", "a sentence missing the root 0"),
        ("retract", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>\boxed{-2, 0, 2}</answer>¶¶Wait, x = 0 is the trivial solution, so the problem probably wants the others.¶¶<answer>\boxed{-2, 2}</answer><|im_end|>", "the right tag retracted for one without 0: the retraction replaces it"),
     ]),
    ("complex", "11 - 10i",
     r"Simplify $(3 + 2i)(1 - 4i)$.",
     {"W": """Use FOIL: (3 + 2i)(1 - 4i) = 3*1 + 3*(-4i) + 2i*1 + 2i*(-4i).

= 3 - 12i + 2i - 8i^2.

i^2 = -1, so -8i^2 = 8.

= 3 + 8 - 12i + 2i = 11 - 10i.

Wait, let me recompute the middle terms: -12i + 2i = -10i. Yes.

Let me double-check by another method. The squared moduli multiply: |3 + 2i|^2 = 13, |1 - 4i|^2 = 17, product 221. |11 - 10i|^2 = 121 + 100 = 221 ✓.

So the answer is 11 - 10i.
""",
      "V": """(3 + 2i)(1 − 4i) = 3 − 12i + 2i − 8i² = 11 − 10i.
"""},
     [
        ("nospace", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>11-10i</answer>", "no spaces"),
        ("reorder", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$-10i + 11$</answer>", "the imaginary part first"),
        ("chain", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>(3 + 2i)(1 - 4i) = 3 - 12i + 2i + 8 = 11 - 10i</answer>", "the product as an equation chain ending on the value"),
        ("upper", "B", "tag", r"<think>¶⟨W⟩</think>¶<ANSWER>\(11 - 10i\)</ANSWER>", "upper-case tags holding \\( \\)"),
        ("no_open", "B", "tag", "⟨W⟩</think>¶<answer>11 - 10i</answer>", "no <think> opener"),
        ("nospace", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>-5-10i</answer>", "i^2 taken as +1"),
        ("reorder", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>$10i + 11$</answer>", "the sign of the imaginary part lost"),
        ("chain", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>(3 + 2i)(1 - 4i) = 3 - 12i - 2i + 8 = 11 - 14i</answer>", "a chain with a sign slip in the middle term"),
        ("upper", "A", "tag", r"<think>¶⟨W⟩</think>¶<ANSWER>\(11 + 10i\)</ANSWER>", "upper-case tags; the conjugate"),
        ("real_only", "A", "tag", "⟨W⟩</think>¶<answer>11</answer>", "no opener; the real part only"),
     ]),
    ("sin2t", r"\frac{24}{25}",
     r"If $\sin \theta = \frac{3}{5}$ and $\theta$ is in the first quadrant, find $\sin 2\theta$.",
     {"W": """sin θ = 3/5, first quadrant so cos θ is positive.

cos θ = sqrt(1 - sin^2 θ) = sqrt(1 - 9/25) = sqrt(16/25) = 4/5.

sin 2θ = 2 sin θ cos θ = 2 * (3/5) * (4/5) = 24/25.

Wait, let me make sure I'm not confusing it with cos 2θ. cos 2θ = cos^2 θ - sin^2 θ = 16/25 - 9/25 = 7/25. But we want sin 2θ, which is 24/25.

Check: (24/25)^2 + (7/25)^2 = (576 + 49)/625 = 625/625 = 1 ✓.

So sin 2θ = 24/25.
""",
      "V": """cos θ = 4/5.
sin 2θ = 2 · 3/5 · 4/5 = 24/25.
""",
      "D": """sin θ = 3/5, so cos θ = 4/5 (3-4-5 triangle).

sin 2θ = sin θ cos θ = (3/5)(4/5) = 12/25.

So sin 2θ = 12/25.
"""},
     [
        ("decimal", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>0.96</answer>", "the exact decimal 0.96 = 24/25"),
        ("dfrac", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\dfrac{24}{25}$</answer>", "$\\dfrac{}{}$"),
        ("eq", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\(\sin 2\theta = \tfrac{24}{25}\)</answer>", "'\\sin 2\\theta =' before a \\tfrac"),
        ("empty_think", "B", "tag", "<think>¶</think>¶<answer>cos θ = 4/5, so sin 2θ = 2 · (3/5) · (4/5) = 24/25.</answer>", "an empty think block; the working in the tag ends on the value"),
        ("draft_fix", "B", "tag", r"<think>¶⟨D⟩</think>¶<answer>2 \cdot \frac{3}{5} \cdot \frac{4}{5} = \frac{24}{25}</answer>", "the think block's draft (12/25) differs; the tag's chain gives 24/25: the tag counts"),
        ("decimal", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>0.28</answer>", "cos 2θ as a decimal"),
        ("dfrac", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$-\dfrac{24}{25}$</answer>", "the sign flipped"),
        ("eq", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>\(\cos 2\theta = \tfrac{7}{25}\)</answer>", "cos 2θ, another quantity"),
        ("empty_think", "A", "tag", "<think>¶</think>¶<answer>sin 2θ = 2 sin θ = 2 · (3/5) = 6/5.</answer>", "an empty think block; the tag's working doubles sin θ"),
        ("draft_kept", "A", "tag", r"<think>¶⟨D⟩</think>¶<answer>\frac{12}{25}</answer>", "the draft without the factor 2, kept in the tag"),
     ]),
    ("committee", "84",
     "In how many ways can a committee of 3 people be chosen from a group of 9 people?",
     {"W": """Order doesn't matter in a committee, so this is a combination: C(9, 3).

C(9, 3) = 9! / (3! * 6!) = (9 * 8 * 7) / (3 * 2 * 1) = 504 / 6 = 84.

Wait, let me double-check 9 * 8 * 7: 72 * 7 = 504. And 504 / 6 = 84. Yes.

Alternatively, if order mattered it would be 9 * 8 * 7 = 504, but a committee has no order (no president, etc.), so we divide by 3! = 6.

Hmm, another check: C(9, 3) = C(8, 2) + C(8, 3) = 28 + 56 = 84 ✓.

So there are 84 ways.
""",
      "V": """C(9, 3) = 9·8·7 / 3! = 504 / 6 = 84.
"""},
     [
        ("noun", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>84 ways</answer>", "value and noun"),
        ("eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\binom{9}{3} = 84</answer>", "'\\binom{9}{3} =' before the value"),
        ("user_turn", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>84</answer><|im_end|>¶<|im_start|>user¶Now how many ways are there if one of the three must be the chair?<|im_end|>¶<|im_start|>assistant¶<think>¶84 × 3 = 252¶</think>¶<answer>252</answer>", "the right tag, then an invented ChatML turn about another question with its own tag (252): not the answer"),
        ("hash_in_tag", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>#### 84</answer>", "'#### 84' inside the tag"),
        ("tag_in_think", "B", "tag", "<think>¶⟨W⟩¶<answer>84</answer>¶</think>¶<answer>84</answer>", "a tag opened inside the think block, then the same tag after it"),
        ("noun", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>504 ways</answer>", "ordered selections"),
        ("eq", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\binom{9}{3} = 504</answer>", "a false equation whose stated value is 504"),
        ("user_turn", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>504</answer><|im_end|>¶<|im_start|>user¶What is 12 times 7?<|im_end|>¶<|im_start|>assistant¶<think>¶12 × 7 = 84¶</think>¶<answer>84</answer>", "a wrong tag (504), then an invented turn about another question whose tag holds 84: it does not count"),
        ("hash_in_tag", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>#### 36</answer>", "C(9, 2) in '####' inside the tag"),
        ("tag_in_think_diff", "A", "tag", "<think>¶⟨V⟩¶<answer>84</answer>¶¶Hmm, wait. Maybe the three people have different positions, like president, secretary and treasurer? Then order matters: 9 × 8 × 7 = 504.¶</think>¶<answer>504</answer>", "a tag with 84 inside the think block, then a final tag with 504: the last tag counts"),
     ]),
    ("minimum", "5",
     "Find the minimum value of $f(x) = 2x^2 - 12x + 23$.",
     {"W": """f(x) = 2x^2 - 12x + 23. It's a parabola opening upward (coefficient 2 > 0), so the minimum is at the vertex.

Vertex: x = -b/(2a) = 12/4 = 3.

f(3) = 2*9 - 36 + 23 = 18 - 36 + 23 = 5.

Wait, let me complete the square to double-check: 2x^2 - 12x + 23 = 2(x^2 - 6x) + 23 = 2(x^2 - 6x + 9) - 18 + 23 = 2(x - 3)^2 + 5.

So the minimum is 5 at x = 3. Since 2(x - 3)^2 ≥ 0, f(x) ≥ 5 ✓.

The question asks for the minimum value, not where it occurs, so the answer is 5.
""",
      "V": """f(x) = 2(x − 3)² + 5, smallest at x = 3, where f(3) = 5.
"""},
     [
        ("eq", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>f(3) = 5</answer>", "'f(3) =' before the value"),
        ("sentence", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>The minimum value is 5, attained at x = 3.</answer>", "debatable: the value, then where it is attained (another number); see DECISIONS", True),
        ("dec_zero", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>5.0</answer>", "a trailing .0"),
        ("boxed_paren", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\boxed{5}\)</answer>", "\\(\\boxed{}\\) in the tag"),
        ("repeat", "B", "tag", "⟨W⟩</think>¶<answer>5</answer>¶<answer>5</answer>", "no <think> opener; the tag written twice with the same value"),
        ("location", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>x = 3</answer>", "where the minimum occurs, not its value"),
        ("sentence", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>The minimum value is 3, attained at x = 5.</answer>", "the value and its location swapped"),
        ("dec_zero", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>-5.0</answer>", "the sign flipped"),
        ("boxed_paren", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\boxed{23}\)</answer>", "f(0), the constant term"),
        ("repeat_diff", "A", "tag", "⟨W⟩</think>¶<answer>5</answer>¶<answer>3</answer>", "no opener; a second tag that differs (3): the last tag counts"),
     ]),
    ("circle", r"25\pi",
     r"A circle is inscribed in a square with side length 10. What is the area of the circle? Express your answer in terms of $\pi$.",
     {"W": """A circle inscribed in a square touches all four sides, so its diameter equals the side length of the square: 10.

So the radius is 10 / 2 = 5.

Area = π r^2 = π * 5^2 = 25π.

Wait, let me make sure I didn't confuse inscribed and circumscribed. Inscribed means the circle is inside the square, touching the sides. Yes, diameter = side = 10. (If the square were inscribed in the circle, the diameter would be the diagonal, 10√2.)

Let me double-check that I used the radius: π * 10^2 = 100π would be wrong since the formula uses the radius, not the diameter.

Hmm, 25π ≈ 78.54, and the square's area is 100, so the circle takes about 78.5% of the square. That's the usual π/4 ratio ✓.

So the area is 25π.
""",
      "V": """The diameter is the side, 10, so r = 5.
Area: π · 5² = 25π.
"""},
     [
        ("pi_first", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\pi \cdot 25</answer>", "\\pi first, then the coefficient"),
        ("unicode", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>25π</answer>", "the Unicode π"),
        ("units", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$25\pi$ square units</answer>", "inline math and 'square units'"),
        ("unclosed_loop", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>25\pi¶¶The area of the circle is 25\pi.¶¶The area of the circle is 25\pi.¶¶The area of", "</answer> never written: the value restated in a loop until the token limit"),
        ("text_after", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>25\pi</answer>¶¶So the area of the circle is $25\pi$ square units.", "a sentence after the tag restating the same value"),
        ("radius10", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>100\pi</answer>", "the side used as the radius"),
        ("unicode", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>10π</answer>", "the circumference"),
        ("units", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>about 78.5 square units</answer>", "a hedged decimal for an exact value in terms of pi"),
        ("unclosed_loop", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>25\pi¶¶The area of the circle is 25\pi.¶¶The area of the circle is 100\pi.¶¶The area of", "</answer> never written; the looping restatement switches to 100\\pi, a restatement that differs"),
        ("text_after", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>25\pi</answer>¶¶So the area of the circle is $100 - 25\pi$ square units.", "a restatement after the tag that differs (100 - 25\\pi): the last statement counts"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_m_distance_sqrt98": (
        "accept",
        "\\sqrt{98} is equal to 7\\sqrt{2}; 'simplest radical form' asks for a presentation, not "
        "another value, and equal values in another form are correct (as 0.96 for 24/25 and 1,275 "
        "for 1275 in this round). A reward that refused it would pay for formatting, not for the "
        "answer; a stricter reader could reject it for not following the form asked",
    ),
    "ok_m_minimum_sentence": (
        "accept",
        "the sentence states 5 as the minimum value asked and labels 3 as where it is attained: the "
        "second number answers no question of the problem and is true, so it is not a second value "
        "for the answer (unlike g_laps_both_units, whose second number restates the answer and "
        "differs); a reader taking the last number of the tag would see 3",
    ),
    "g_money_think_cut": (
        "reject",
        "the R1 format puts the answer in <answer>; this completion never leaves the think block and "
        "is cut by the token limit while re-reading the problem, so no answer was committed (the "
        "think block's 'So Ravi has $120 left.' is a draft the model was still checking: "
        "public_heldout3's 'a reasoning trace ... is no_answer'). A reader applying 'the concluding "
        "sentence states the answer' to the think block would take 120 and accept",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam236", CASES, [], DECISIONS)
