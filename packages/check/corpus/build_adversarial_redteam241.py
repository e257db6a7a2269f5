r"""Build adversarial_redteam241.jsonl: round 241 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam241"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes
(python used for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms"
and "How each source was labelled"), corpus_build.py (helpers; copied unchanged beside this builder)
and build_adversarial_redteam236.py / build_adversarial_redteam231.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: what a trainer's reward must judge while PPO/GRPO teaches a SMALL model
(0.5B-1.5B) the R1 format (`<think>...</think><answer>...</answer>`, the prompt ending in
"Assistant: <think>" and showing the placeholder "<think> reasoning process here </think> <answer>
answer here </answer>") on GSM8K, early and late in training. English, 200 probes, 160 GSM8K and
40 MATH, 100 kind A and 100 kind B (5 + 5 per problem, 16 GSM8K and 4 MATH problems). Every probe
is a full completion with the format breakage small models really make: misspelled or half tags
(`</ think>`, `<\think>`, `</thinking>`, `<answer` with no `>`, `answer>` with no `<`, `</answer`
with no `>`, `<\answer>`, `</ answer>`, `</anwser>`, `<anwser>...</anwser>`, `[answer]...[/answer]`,
`[ANSWER]...[/ANSWER]`, `[answer]: value`, `{{answer}}...{{/answer}}`); several think blocks
(working split over two or three, or a second think block after the tag that re-checks or
changes its mind); the think block never opened (the prompt ends with `<think>`), never closed, or
neither; the answer repeated with and without tags ("The answer is N." and a bare N after the tag,
three copies of the tag, a looping restatement cut by the token limit); the prompt's placeholder
left in a tag (`<answer> answer here </answer>` before the real tag, or quoted in the think block);
invented "User:" / "Assistant:" turns after the answer, with new problems and values of their own;
fragments in other languages (Chinese, Spanish, German working, or a restatement after the tag);
HTML in the tag (`<p>`, `<b>`, `<strong>`, `<span>`, `<br>`); Python code with a made-up
"Output:"; numbers as words; a value then its unit; currency signs and thousands separators
(`$1,120.00`, `882$`, `54 080`); a tag holding a whole sentence or an equation chain. Early
training is written as completions that ignore the tags (`The answer is N.`, `Answer: N`, a GSM8K
`#### N` habit) or break them; late training as terse think blocks and a bare tag. Kind B: honest
right answers in these shapes. Kind A: the nearest wrong twin of each (the same shape holding a
subtotal, another quantity, a unit of another kind, a hedge, a slip; a later tag or restatement
that differs; a tag that disagrees with the think block's right conclusion or with code output;
an invented turn answering ANOTHER question whose answer is the gold) or a cut before the value
(truncated, 6 probes).

Formats: R1-format completions (tag, broken tag or bracket tag), and for early training six
GSM8K completions with no tag, 3 B and their 3 A twins (`answer_is` for "The answer is N." and an
"Answer: N" line, `hash` for `#### N`). Each problem's working is written two ways: W, a think
block in the voice of a small R1-Zero-trained model (steps, "Wait", "Let me check", a second
method); V, a terse think block of calculation lines with no concluding sentence (the truncated
probes use it, so that the value stands only in a working line); D (three problems: eggs,
pencils, cyclist), a draft whose last line is a wrong value; S / G / Z (walk, shirts, ages), the
working in Spanish, German or Chinese (library's Chinese working is written in its probes).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: eggs: 42 eggs a day, cartons of 6 at $3, a week -> 147 (294 eggs; 49 cartons; 7 cartons
and $21 a day; 21 x 7 = 147; 174 digits swapped; 7 x 21 = 147 in an invented turn; 30 x 2 = 60 in
another). library: 2,400 books, a quarter donated, 350 bought -> 2150 (600 donated; 1800 after;
2400 + 350 = 2750; 2750 - 687.5 = 2062.5 buying first). play: 85 tickets at $12, 40 programs at
$2.50 -> 1120 (1020 tickets; 100 programs; 125 items; 1210 digits swapped; 1120 - 375 = 745 in an
invented turn). walk: 2.5 km each way, 5 days -> 25 (5 km a day; 12.5 one way for the week; miles
the wrong unit). pencils: 9 boxes of 24, 5 pencils to each of 36 students -> 36 (216 bought; 180
given; 9 x 24 = 206 the slip giving 26; the gold equals the number of students). headphones: $189,
$45 saved, $12 a week -> 12 (144 still needed; 189/12 = 15.75 -> 16; 12 - 1 = 11; 45 + 12 x 12 =
189 and 96/8 = 12 in invented turns). sugar: 3/4 cup a batch, 14 batches -> 10.5 (42/4; 21/2;
10 1/2; 42/8 = 21/4 the slip; 10 3/4; 11 rounded). temp: -7 C, up 15, down 11 -> -3 (8 at noon;
3 with the sign lost; -3 F the wrong scale). overtime: $18 an hour for 40 h, 1.5x after, 46 h ->
882 (720; 27 an hour; 162; 46 x 18 = 828; 828 + 6 x 9 = 882; 6 x 18 = 108 at the plain rate;
720 + 10 x 27 = 990 and 21 x 42 = 882 in invented turns). movies: 3 films of 1 h 45 min, a 15-min
break between films -> 345 minutes (105 each; 315; 2 breaks, 30; 3 breaks give 360; 1 break 330;
5 h 45 min = 345 min; 5.45 hours is 5 h 27 min; 5 h 15 min = 315). shirts: 480, 35% sold
Saturday, a quarter of the rest Sunday -> 234 (168; 312; 78; 480 x (1 - 0.35 - 0.25) = 192; 246
the slip). ratio: $1,350 in the ratio 2 : 3 : 4, largest share -> 600 (9 parts; 150 a part; 300,
450, 600; 1350 / 3 = 450 an equal split; 6,000 the scale slip). cyclist: 18 km/h for 2.5 h, 12
km/h for 1.5 h -> 63 km (45; 18; 15 x 4 = 60 the averaged speeds; km/h the wrong unit; 18 x 3 = 54
and 21 x 3 = 63 in invented turns; 36 digits swapped). ages: Grandma 4 times Leo, sum in 5 years
80 -> 14 (5x + 10 = 80; Grandma 56; 19 and 61 in 5 years; 80/5 = 16 the slip). population:
50,000, 4% a year, 2 years -> 54080 (52,000 after one year; 54,000 simple growth; 4,080 the
growth; 50000 x 1.4^2 the 40% slip, 98,000). change: 3 notebooks at $2.75, a pen $1.40, $20 paid
-> 10.35 (8.25; 9.65 the cost; 11.75 without the pen; 10.65 the slip; 1035 the scale slip).
MATH: radicals: \sqrt{75} - \sqrt{12} -> 3\sqrt{3} (5\sqrt3 - 2\sqrt3; \sqrt{63} subtracting under
the root; 7\sqrt3 added; 5\sqrt3 = \sqrt{75} alone; 8.660 - 3.464 = 5.196 ~ 3\sqrt3; 4\sqrt3 -
\sqrt3 = 3\sqrt3 in an invented turn). marbles: 4 red and 6 blue, two without replacement, both red
-> \frac{2}{15} (4/10 x 3/9 = 12/90 = 2/15; C(4,2)/C(10,2) = 6/45; 4/25 with replacement; 2/5 one
draw; 2/9 the reduction slip; 0.13 rounded). interval: |2x - 3| < 5 -> (-1, 4) (-5 < 2x - 3 < 5;
-2 < 2x < 8; closed [-1, 4] and the half-open (-1, 4] wrong; (-4, 1) the sign slip; (-\infty, 4)
one side). expand: (2x - 3)(x + 4) -> 2x^2 + 5x - 12 (8x - 3x = 5x; x = 1 gives -5 both ways; 11x,
+12 and -5x the slips).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 5
kind B and 5 kind A probes, most in twins (the same suffix for the B probe and its A twin, the A
twin holding the error named in its note). Shapes of the tags: bad_close (`</ think>`) / html /
words / user_turn / user_follow / user_fix / bracket / half_close (`</answer`) / multi_think /
lang_zh / lang_es / lang_de / placeholder / placeholder_echo / code / code_fix / code_float /
currency / unclosed_think / backslash_close (`<\answer>`) / backslash_think (`<\think>`) /
repeat_untagged / repeat_same / repeat_diff / unit / no_lt (`answer>`) / loop / unclosed_loop /
unclosed_eos / curly (`{{answer}}`) / think_after / sentence / chain_sentence / half_open
(`<answer` with no `>`) / weeks / early (no tags) / mixed / fraction / misspelled (`<anwser>`) /
misspelled_close (`</anwser>`) / unicode_minus / below_zero / two_tags / boxed_in_tag / html_br /
dollar_after / no_think_tags / min_unit / both_units / hm_only / upper_bracket / thinking_close
(`</thinking>`) / space_close (`</ answer>`) / answer_colon / years / eq / comma / space_sep /
hash_early / dollars / in_change / bracket_colon / unicode / latex_dollar / nobrace / slash /
dfrac / chain / ineq / spaced / reorder. Kind A only: draft / decimal_hours / approx / cut.
Kind A: truth wrong, or no_answer where the form is `truncated` (6 probes, each a tag opened and
cut by the token limit before its value, or inside it); kind B: truth correct. Form: `tag` for
every completion whose answer is in an answer element (closed or not, well-formed or broken,
angle, square-bracket or curly), `answer_is` for "The answer is N." and "Answer: N" with no tag,
`hash` for `#### N` with no tag, `truncated` for the cuts.

Label conventions (corpus/README.md "How each source was labelled", the `public_heldout3` tag
paragraph; rounds 231 and 236), kept in every probe:
- The answer element is the final answer, whatever the think block or code says: a tag that
  disagrees with the think block's conclusion or with a code block's (made-up) output counts the
  tag. An unclosed tag (ended by the end of the completion or by an end token), an unclosed think
  block, a missing `<think>` opener, several think blocks and an empty one change nothing.
- BROKEN TAGS (this round's conventions). A misspelled or half tag that plainly marks the answer
  is read as the answer element: `<answer` with no `>` (the content follows on the next line),
  `answer>` with no `<`, `</answer` with no `>` at the end of the completion, `<\answer>`,
  `</ answer>` and `</anwser>` as the closing tag, `<anwser>...</anwser>`, `[answer]...[/answer]`,
  `[ANSWER]...[/ANSWER]`, `[answer]: value`, `{{answer}} value {{/answer}}`. A broken think closer
  (`</ think>`, `<\think>`, `</thinking>`) closes the think block. An answer tag opened and cut by
  the token limit before its value (or inside the value) is no_answer, whatever the think block
  computed. The prompt's placeholder in a tag (`<answer> answer here </answer>`) holds no answer:
  a real tag after it decides; the placeholder quoted in the think block ("The format says:
  <answer> answer here </answer>") is quoted text, not a statement.
- A tag holding a sentence, HTML markup, `\boxed{}`, `$...$`, a breakdown ("Regular: $720<br>
  Overtime: $162<br>Total: $882") or an equation chain is read for the value it states as the
  answer (the chain's or the breakdown's final value); markup is not part of the value.
- The LAST final answer counts: several tags, the last one (the same value repeated is right; a
  later tag that differs, also one after a second think block, is wrong); text after the tag that
  restates the same value ("The answer is N.", a bare N, a loop of restatements cut mid-sentence,
  the same value in another language) leaves it; a restatement that differs, in English or in
  another language, makes the answer wrong (the last complete restatement of a cut loop counts).
- An invented next turn after the committed answer ("User: ... Assistant: ...") is not the
  model's answer to the question asked: the tag before it decides, whatever the invented turn's tag
  holds (kind B: a right tag, then an invented follow-up or new problem with another value; kind
  A: a wrong tag, then an invented turn about ANOTHER question whose answer equals the gold, and
  one debatable probe whose invented user turn makes the model correct itself).
- With no tag at all (early training), the last marked answer ("The answer is N.", "Answer: N",
  `#### N`) counts, and a retraction before it ("Wait, ... so it's 11.") replaces the working's
  value.
- Equal values in another form are correct (`$1,120.00`, `882$`, `54 080`, `2,150`, `234.0`,
  number words, "10 dollars and 35 cents", `10 1/2`, `21/2`, "3 degrees below zero", `−3°C`,
  `x = 14`, "345 minutes (5 hours 45 minutes)", `3√3`, `3\sqrt3`, `\dfrac{2}{15}`, `-1 < x < 4`,
  `x \in (-1, 4)`, `-12 + 5x + 2x^2`, `2x²+5x−12`), and so is a unit or counted noun after the
  value. Wrong: a subtotal, a given, another quantity (eggs or cartons for dollars, items for
  dollars), a unit of another kind (miles for km, km/h for km, Fahrenheit for Celsius, hours
  written as 5.45 for 5 h 45 min), a scale slip ($6,000, 1035), a hedge of an exact value ("about",
  "≈ 5.196", a rounded 0.13), a closed or half-open interval for an open one, a slip.

Debatable (3, with DECISIONS): `ok_g_movies_hm_only` ("5 hours 45 minutes" where minutes are
asked: accept), `ok_g_change_lang_es` (a Spanish restatement after the tag with a decimal comma,
"10,35 dólares": accept), `g_play_user_fix` (a wrong tag, then an invented user turn pointing out
the error and an invented assistant turn with the gold: reject).

Usage: cd /tmp/rounds/rt241 && python build_adversarial_redteam241.py (writes
adversarial_redteam241.jsonl beside this builder; a second run rewrites it byte-identical)
"""

from corpus_build import g, m, write_probes  # noqa: E402


def probe_rows(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; the final is the whole
    completion, "¶" a newline and ⟨W⟩ / ⟨V⟩ / ⟨D⟩ / ⟨S⟩ / ⟨G⟩ / ⟨Z⟩ the problem's long, terse,
    draft or other-language working. Kind B is correct; kind A is no_answer where the form is `truncated`, wrong otherwise."""
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
# Problems: (key, gold, question, {"W": long working, "V": terse working[, "D": draft][, "S" /
# "G" / "Z": Spanish, German or Chinese working]},
# [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("eggs", "147",
     "Farmer Ruiz's hens lay 42 eggs every day. He packs the eggs in cartons of 6 and sells each carton for $3. How much money does he make from the eggs in one week?",
     {"W": """Okay, so the hens lay 42 eggs every day. There are 7 days in a week, so 42 × 7 = 294 eggs in a week.

He puts the eggs in cartons of 6, so 294 ÷ 6 = 49 cartons.

Each carton is $3, so 49 × 3 = 147.

Let me check another way. Each day he fills 42 ÷ 6 = 7 cartons, and 7 × 3 = $21 a day. Then 21 × 7 = 147. Same answer.

So he makes $147 in one week.
""",
      "V": """42 × 7 = 294 eggs
294 ÷ 6 = 49 cartons
49 × 3 = 147
""",
      "D": """42 ÷ 6 = 7 cartons
7 × 3 = 21
"""},
     [
        ("bad_close", "B", "tag", "⟨W⟩</ think>¶<answer>$147</answer>", "no <think> opener (the prompt ends with it); `</ think>` with a space closes the think block; the tag holds $147"),
        ("html", "B", "tag", "<think>¶⟨V⟩</think>¶<answer><p>He makes <b>$147</b> in one week.</p></answer>", "HTML paragraph and bold around a sentence in the tag"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>one hundred forty-seven dollars</answer>", "number words and the unit"),
        ("user_turn", "B", "tag", "<think>¶⟨V⟩</think> <answer>147</answer>¶User: A baker sells 30 cupcakes for $2 each. How much money does she make?¶Assistant: <think> 30 × 2 = 60 </think> <answer>60</answer>", "the right tag, then an invented User/Assistant turn with a new problem whose tag holds 60: the first tag decides"),
        ("bracket", "B", "tag", "⟨W⟩</think>¶[answer] 147 [/answer]", "square-bracket answer tags"),
        ("bad_close", "A", "tag", "⟨D⟩</ think>¶<answer>$21</answer>", "`</ think>` closes a draft that stops at one day: $21 is a day's earnings, not a week's"),
        ("html", "A", "tag", "<think>¶⟨V⟩</think>¶<answer><p>He collects <b>294</b> eggs in one week.</p></answer>", "the eggs in a week, not the money (the working's last line is 147)"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>one hundred seventy-four dollars</answer>", "number words with the digits swapped (174)"),
        ("user_turn", "A", "tag", "<think>¶⟨V⟩</think> <answer>49</answer>¶User: A theater has 7 rows with 21 seats in each row. How many seats are there?¶Assistant: <think> 7 × 21 = 147 </think> <answer>147</answer>", "the tag holds the cartons (49); the invented turn answers ANOTHER question with 147: not the answer to this one"),
        ("bracket", "A", "tag", "⟨W⟩</think>¶[answer] 49 cartons [/answer]", "square-bracket tags holding the cartons, not the money"),
     ]),
    ("library", "2150",
     "A school library had 2,400 books. It donated one quarter of its books to another school and then bought 350 new books. How many books does the library have now?",
     {"W": """First, the library had 2,400 books. It donated one quarter of them. One quarter of 2400 is 2400 ÷ 4 = 600 books.

So after donating, the library has 2400 - 600 = 1800 books.

Then it bought 350 new books. 1800 + 350 = 2150.

Wait, let me check again. A quarter is 1/4, and 1/4 of 2400 is 600. Yes. 2400 - 600 = 1800. 1800 + 350 = 2150.

So the library has 2150 books now.
""",
      "V": """2400 ÷ 4 = 600 donated
2400 − 600 = 1800
1800 + 350 = 2150
"""},
     [
        ("half_close", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>2,150</answer", "`</answer` with no `>` at the end of the completion; a thousands comma"),
        ("multi_think", "B", "tag", "<think>¶2400 ÷ 4 = 600 books donated.¶</think>¶<think>¶2400 − 600 = 1800, and 1800 + 350 = 2150.¶</think>¶<answer>2150</answer>", "the working split over two think blocks"),
        ("lang_zh", "B", "tag", "<think>¶一共有 2400 本书，捐出四分之一：2400 ÷ 4 = 600。¶2400 − 600 = 1800，再买 350 本：1800 + 350 = 2150。¶所以现在有 2150 本书。¶</think>¶<answer>2150 books</answer>", "working in Chinese, the tag in English with the noun"),
        ("placeholder", "B", "tag", "<think>¶⟨V⟩</think>¶<answer> answer here </answer>¶<answer> 2150 </answer>", "the prompt's placeholder tag copied first, then the real tag: the last tag counts and the placeholder holds no answer"),
        ("code_fix", "B", "tag", "<think>¶Let me write code.¶```python¶books = 2400¶books = books - books // 4¶print(books)¶```¶Output: 1800¶Oh, I forgot the 350 new books. 1800 + 350 = 2150.¶</think>¶<answer>2150</answer>", "code whose output is a subtotal (1800), corrected in the think block; the tag holds 2150"),
        ("half_close", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>1,800</answer", "`</answer` with no `>`; 1,800 is before the new books were bought"),
        ("multi_think", "A", "tag", "<think>¶⟨W⟩</think>¶<think>¶Hmm, maybe it bought the new books first. 2400 + 350 = 2750, and 2750 ÷ 4 = 687.5, so 2750 − 687.5 = 2062.5.¶</think>¶<answer>2062.5</answer>", "a second think block changes the order of the steps; the tag holds 2062.5"),
        ("lang_zh", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>2150</answer>¶答案是 2750 本书。", "the right tag, then a Chinese restatement that differs ('the answer is 2750 books', 2400 + 350): the last statement counts"),
        ("placeholder", "A", "tag", "<think>¶⟨V⟩</think>¶<answer> answer here </answer>¶<answer> 1800 </answer>", "the placeholder tag, then a real tag holding 1800 (before the purchase)"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer> The library now has", "the tag cut by the token limit before its value: no_answer, whatever the working computed"),
     ]),
    ("play", "1120",
     "For the school play, the drama club sold 85 tickets at $12 each and 40 programs at $2.50 each. How much money did the club collect in total?",
     {"W": """The club sold 85 tickets at $12 each. 85 × 12 = 85 × 10 + 85 × 2 = 850 + 170 = 1020 dollars.

It also sold 40 programs at $2.50 each. 40 × 2.50 = 100 dollars.

Total = 1020 + 100 = 1120 dollars.

Let me double check 85 × 12. 80 × 12 = 960, 5 × 12 = 60, 960 + 60 = 1020. Yes.

So the club collected $1120 in total.
""",
      "V": """85 × 12 = 1020
40 × 2.50 = 100
1020 + 100 = 1120
"""},
     [
        ("currency", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$1,120.00</answer>", "dollar sign, thousands comma and cents"),
        ("unclosed_think", "B", "tag", "<think>¶⟨W⟩¶<answer>The club collected $1120 in total.</answer>", "the think block never closed; a sentence in the tag"),
        ("backslash_close", "B", "tag", r"⟨W⟩</think>¶<answer>1120<\answer>", "no opener; `<\\answer>` as the closing tag"),
        ("repeat_untagged", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>1120</answer>¶¶The answer is 1120.¶¶1120", "the answer repeated after the tag without tags, the same value"),
        ("user_follow", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$1,120</answer>¶¶User: If the club spent $375 on costumes, how much money does it have left?¶Assistant: <think>¶1120 − 375 = 745¶</think>¶<answer>745</answer>", "the right tag, then an invented follow-up turn whose tag holds 745: the first tag decides"),
        ("currency", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>$1,020.00</answer>", "the tickets only"),
        ("unclosed_think", "A", "tag", "<think>¶⟨W⟩¶<answer>The club sold 125 items in total.</answer>", "the think block never closed; the sentence gives the items sold (85 + 40), not the money"),
        ("backslash_close", "A", "tag", r"⟨W⟩</think>¶<answer>1210<\answer>", "`<\\answer>` closing a slip (1210)"),
        ("repeat_untagged", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>1120</answer>¶¶The answer is 1020.¶¶1020", "the untagged restatement after the tag differs (1020): the last statement counts"),
        ("user_fix", "A", "tag", "<think>¶85 × 12 = 1020¶</think>¶<answer>$1,020</answer>¶¶User: You forgot the programs.¶Assistant: <think>¶40 × 2.50 = 100, so 1020 + 100 = 1120.¶</think>¶<answer>$1,120</answer>", "the model's tag holds the tickets only ($1,020); the correction comes in an invented User/Assistant exchange, not in the model's answer (debatable)", True),
     ]),
    ("walk", "25",
     "Maya walks 2.5 km from home to school and walks back home the same way every school day. How many kilometers does she walk in a 5-day school week?",
     {"W": """Maya walks 2.5 km to school. She also walks back home the same way, so each day she walks 2.5 + 2.5 = 5 km.

There are 5 school days in a week. 5 km × 5 = 25 km.

Hmm, let me make sure. One way is 2.5 km, round trip is 2 × 2.5 = 5 km. Five days: 5 × 5 = 25 km.

So she walks 25 km in a school week.
""",
      "V": """2.5 × 2 = 5 km a day
5 × 5 = 25
""",
      "S": """Ella camina 2.5 km a la escuela y 2.5 km de regreso. Entonces camina 5 km por día.
5 × 5 = 25.
So she walks 25 km.
"""},
     [
        ("unit", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>25 km</answer>", "the value then its unit"),
        ("no_lt", "B", "tag", "⟨W⟩</think>¶answer> 25 </answer>", "no opener; `answer>` with no `<`"),
        ("lang_es", "B", "tag", "<think>¶⟨S⟩</think>¶<answer>25 kilometers</answer>", "working in Spanish, then English; the tag with the unit spelled out"),
        ("loop", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>25</answer>¶The answer is 25 km.¶The answer is 25 km.¶The answer is 25 km.¶The answer is", "the tag, then a looping restatement of the same value cut by the token limit"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>twenty-five km</answer>", "number words then the unit"),
        ("unit", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>25 miles</answer>", "a unit of another kind (miles where kilometers are asked)"),
        ("no_lt", "A", "tag", "⟨W⟩</think>¶answer> 5 </answer>", "`answer>` holding the distance of one day"),
        ("lang_es", "A", "tag", "<think>¶⟨S⟩</think>¶<answer>25 kilometers</answer>¶La respuesta es 12.5 km.", "the right tag, then a Spanish restatement that differs (12.5 km, one way for the week)"),
        ("loop", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>25</answer>¶The answer is 25 km.¶The answer is 25 km.¶The answer is 12.5 km.¶The answer is", "the looping restatement switches to 12.5 km before the cut: the last complete restatement differs"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>twelve and a half km</answer>", "one way for the week (12.5), in words"),
     ]),
    ("pencils", "36",
     "Mr. Lee buys 9 boxes of pencils with 24 pencils in each box. He gives 5 pencils to each of his 36 students. How many pencils does he have left?",
     {"W": """Mr. Lee buys 9 boxes of pencils, 24 pencils per box. 9 × 24 = 216 pencils.

He gives 5 pencils to each of his 36 students. 5 × 36 = 180 pencils.

Pencils left = 216 − 180 = 36.

Check: 9 × 24: 9 × 20 = 180, 9 × 4 = 36, 180 + 36 = 216. Yes. And 5 × 36 = 180. 216 − 180 = 36.

So he has 36 pencils left.
""",
      "V": """9 × 24 = 216
5 × 36 = 180
216 − 180 = 36
""",
      "D": """9 × 24 = 206
5 × 36 = 180
206 − 180 = 26
"""},
     [
        ("curly", "B", "tag", "<think>¶⟨V⟩</think>¶{{answer}} 36 {{/answer}}", "template-style curly tags"),
        ("think_after", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>36</answer>¶<think>¶Let me verify: 180 + 36 = 216. Correct.¶</think>¶<answer>36</answer>", "a second think block after the tag re-checks, then the same tag again"),
        ("html", "B", "tag", "<think>¶⟨W⟩</think>¶<answer><strong>36</strong> pencils</answer>", "HTML strong around the value, then the noun"),
        ("sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>Mr. Lee has 36 pencils left after giving 180 pencils to his students.</answer>", "a sentence stating 36 as the pencils left, with the 180 given away as context"),
        ("words", "B", "tag", "⟨W⟩</think>¶<answer>thirty-six</answer>", "no opener; number words"),
        ("curly", "A", "tag", "<think>¶⟨V⟩</think>¶{{answer}} 180 {{/answer}}", "curly tags holding the pencils given away"),
        ("think_after", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>36</answer>¶<think>¶Wait, let me recompute 9 × 24. 9 × 24 = 206. So 206 − 180 = 26.¶</think>¶<answer>26</answer>", "a second think block after the right tag makes a slip (9 x 24 = 206) and a new tag holds 26: the last tag counts"),
        ("html", "A", "tag", "<think>¶⟨W⟩</think>¶<answer><strong>180</strong> pencils</answer>", "the pencils given away"),
        ("sentence", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>Each of the 36 students gets 5 pencils, so Mr. Lee has 216 pencils left.</answer>", "the sentence gives 216 (all the pencils bought) as the pencils left; 36 is the number of students"),
        ("draft", "A", "tag", "⟨D⟩</think>¶<answer>twenty-six</answer>", "the draft's slip (9 x 24 = 206), in number words"),
     ]),
    ("headphones", "12",
     "Priya wants to buy headphones that cost $189. She has already saved $45 and saves $12 more every week. How many more weeks does she need to save to buy the headphones?",
     {"W": """Priya needs $189. She already has $45. So she still needs 189 − 45 = 144 dollars.

She saves $12 every week. 144 ÷ 12 = 12 weeks.

Let me check: 12 × 12 = 144, and 144 + 45 = 189. Yes.

So she needs 12 more weeks.
""",
      "V": """189 − 45 = 144
144 ÷ 12 = 12
"""},
     [
        ("half_open", "B", "tag", "<think>¶⟨V⟩</think>¶<answer¶12¶</answer>", "`<answer` with no `>`, the value on the next line"),
        ("weeks", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>12 weeks</answer><|endoftext|>", "the value and its unit, then an end token"),
        ("user_follow", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>12</answer>¶User: How much will she have saved in total by then?¶Assistant: <think> 45 + 12 × 12 = 189 </think> <answer>189</answer>", "the right tag, then an invented follow-up turn whose tag holds 189"),
        ("early", "B", "answer_is", "To find how many more weeks Priya needs, first subtract what she has from the price: 189 − 45 = 144. Then divide by how much she saves each week: 144 ÷ 12 = 12. So Priya needs 12 more weeks.¶¶The answer is 12.", "early training: no tags at all, 'The answer is 12.'"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>She needs twelve more weeks.</answer>", "a sentence with the number in words"),
        ("half_open", "A", "tag", "<think>¶⟨V⟩</think>¶<answer¶144¶</answer>", "`<answer` with no `>` holding the dollars still needed"),
        ("weeks", "A", "tag", "<think>¶189 ÷ 12 = 15.75, so 16 weeks.¶</think>¶<answer>16 weeks</answer><|endoftext|>", "the savings already made ignored"),
        ("user_turn", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>144</answer>¶User: Tom reads 8 pages a day. How many days does it take him to read 96 pages?¶Assistant: <think> 96 ÷ 8 = 12 </think> <answer>12</answer>", "the tag holds the dollars still needed; the invented turn answers ANOTHER question with 12"),
        ("early", "A", "answer_is", "To find how many more weeks Priya needs, first subtract what she has from the price: 189 − 45 = 144. Then divide by how much she saves each week: 144 ÷ 12 = 12. So Priya needs 12 more weeks. Wait, she saves this week too, so it's 12 − 1 = 11 more weeks.¶¶The answer is 11.", "early training, no tags: the working's 12 retracted for 11 by a wrong afterthought; the marked answer is 11"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>¶Priya needs", "the tag cut before its value: no_answer"),
     ]),
    ("sugar", "10.5",
     "A cookie recipe uses 3/4 cup of sugar per batch. Grandma makes 14 batches for a bake sale. How many cups of sugar does she use?",
     {"W": """Each batch uses 3/4 cup of sugar. Grandma makes 14 batches.

So sugar = 14 × 3/4 = 42/4 = 10.5 cups.

Let me double check: 3/4 = 0.75. 0.75 × 14 = 0.75 × 10 + 0.75 × 4 = 7.5 + 3 = 10.5. Yes.

So she uses 10.5 cups of sugar.
""",
      "V": """14 × 3/4 = 42/4
42 ÷ 4 = 10.5
"""},
     [
        ("mixed", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>10 1/2 cups</answer>", "a mixed number and the unit"),
        ("fraction", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>21/2 cups</answer>", "an improper fraction equal to 10.5"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>ten and a half cups</answer>", "number words"),
        ("unclosed_loop", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>10.5 cups of sugar.¶¶So Grandma uses 10.5 cups of sugar.¶¶So Grandma uses 10.5 cups of sugar.¶¶So Grandma uses", "`</answer>` never written: the value restated in a loop until the token limit"),
        ("misspelled", "B", "tag", "<think>¶⟨V⟩</think>¶<anwser>10.5</anwser>", "the tag misspelled `<anwser>`"),
        ("mixed", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>10 3/4 cups</answer>", "a mixed number that differs (10.75)"),
        ("fraction", "A", "tag", "<think>¶14 × 3/4 = 42/8 = 21/4¶</think>¶<answer>21/4 cups</answer>", "the denominator multiplied too: 5.25"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>about ten and a half cups</answer>", "a hedge of an exact value"),
        ("unclosed_loop", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>10.5 cups of sugar.¶¶So Grandma uses 10.5 cups of sugar.¶¶So Grandma uses 11 cups of sugar.¶¶So Grandma uses", "`</answer>` never written; the loop switches to 11 before the cut: the last complete restatement differs"),
        ("misspelled", "A", "tag", "<think>¶⟨V⟩</think>¶<anwser>11</anwser>", "`<anwser>` holding a rounded value"),
     ]),
    ("temp", "-3",
     "At 6 a.m. the temperature was −7°C. By noon it had risen by 15 degrees, and by midnight it had fallen 11 degrees from the noon temperature. What was the temperature at midnight, in degrees Celsius?",
     {"W": """The temperature starts at −7°C. It rises by 15 degrees by noon: −7 + 15 = 8°C.

Then it falls 11 degrees by midnight: 8 − 11 = −3°C.

Wait, let me check the first step. Starting at −7 and going up 15: from −7 to 0 is 7, then 8 more to 8. Yes, 8°C at noon.

From 8 going down 11: 8 to 0 is 8, then 3 more, so −3.

So the temperature at midnight was −3°C.
""",
      "V": """−7 + 15 = 8
8 − 11 = −3
"""},
     [
        ("unicode_minus", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>−3°C</answer>", "the Unicode minus sign and °C"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>minus three degrees Celsius</answer>", "number words with 'minus'"),
        ("below_zero", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>3 degrees below zero</answer>", "'3 degrees below zero' is -3"),
        ("two_tags", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>-3</answer>¶<think>¶Check: −3 + 11 = 8, 8 − 15 = −7. Correct.¶</think>¶<answer>-3 °C</answer>", "a second think block checks and a second tag holds the same value"),
        ("boxed_in_tag", "B", "tag", r"⟨W⟩</think>¶<answer>¶\boxed{-3}¶</answer>", "no opener; a box inside the tag"),
        ("unicode_minus", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>3°C</answer>", "the sign lost"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>three degrees Celsius</answer>", "the sign lost, in words"),
        ("below_zero", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>3 degrees above zero</answer>", "'above zero' is +3"),
        ("two_tags", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>-3</answer>¶<think>¶Hmm, maybe the question asks about noon. −7 + 15 = 8.¶</think>¶<answer>8</answer>", "a second think block misreads the question and a second tag holds the noon temperature: the last tag counts"),
        ("boxed_in_tag", "A", "tag", r"⟨W⟩</think>¶<answer>¶\boxed{-3^\circ \text{F}}¶</answer>", "a scale of another kind (Fahrenheit where Celsius is asked)"),
     ]),
    ("overtime", "882",
     "Sam earns $18 per hour for the first 40 hours he works in a week and 1.5 times that rate for every hour over 40. Last week he worked 46 hours. How much did he earn last week?",
     {"W": """Sam earns $18 an hour for the first 40 hours. 40 × 18 = 720 dollars.

He worked 46 hours, so 46 − 40 = 6 overtime hours.

The overtime rate is 1.5 × 18 = 27 dollars per hour. 6 × 27 = 162 dollars.

Total = 720 + 162 = 882 dollars.

Let me check: if all 46 hours were at $18 it would be 828. The extra half-rate on 6 hours is 6 × 9 = 54. 828 + 54 = 882. Yes.

So Sam earned $882.
""",
      "V": """40 × 18 = 720
1.5 × 18 = 27
6 × 27 = 162
720 + 162 = 882
"""},
     [
        ("html_br", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>Regular: $720<br>Overtime: $162<br>Total: $882</answer>", "a breakdown with HTML line breaks ending in the total"),
        ("code", "B", "tag", "<think>¶```python¶regular = 40 * 18¶overtime = (46 - 40) * 18 * 1.5¶print(regular + overtime)¶```¶Output: 882.0¶</think>¶<answer>882</answer>", "code and its output in the think block, the tag holds 882"),
        ("dollar_after", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>882$</answer>", "the currency sign after the value"),
        ("no_think_tags", "B", "tag", "⟨W⟩¶<answer>882</answer>", "the think block neither opened nor closed; the tag after the working"),
        ("user_follow", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$882</answer>¶User: What if he worked 50 hours?¶Assistant: <think> 720 + 10 × 27 = 990 </think> <answer>990</answer>", "the right tag, then an invented follow-up turn whose tag holds 990"),
        ("html_br", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>Regular: $720<br>Overtime: $108<br>Total: $828</answer>", "the breakdown pays the overtime at the plain rate: total 828"),
        ("code", "A", "tag", "<think>¶```python¶regular = 40 * 18¶overtime = (46 - 40) * 18 * 1.5¶print(regular + overtime)¶```¶Output: 828.0¶</think>¶<answer>828</answer>", "a made-up code output (the code computes 882.0) copied into the tag: 828"),
        ("dollar_after", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>162$</answer>", "the overtime pay only"),
        ("no_think_tags", "A", "tag", "⟨W⟩¶<answer>828</answer>", "the working concludes $882 but the tag holds 828 (all hours at $18, from the working's check): the tag counts"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>$", "the tag cut after the dollar sign: no_answer"),
     ]),
    ("movies", "345",
     "A movie marathon shows 3 films that are each 1 hour 45 minutes long, with a 15-minute break between one film and the next. How many minutes long is the marathon from the start of the first film to the end of the last film?",
     {"W": """Each film is 1 hour 45 minutes. 1 hour = 60 minutes, so 60 + 45 = 105 minutes.

There are 3 films: 3 × 105 = 315 minutes.

The breaks are between the films. With 3 films there are 2 breaks (between film 1 and 2, and between film 2 and 3). 2 × 15 = 30 minutes.

Total = 315 + 30 = 345 minutes.

So the marathon is 345 minutes long.
""",
      "V": """1 h 45 min = 105 min
3 × 105 = 315
2 breaks × 15 = 30
315 + 30 = 345
"""},
     [
        ("min_unit", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>345 minutes</answer>", "the value then its unit"),
        ("both_units", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>345 minutes (5 hours 45 minutes)</answer>", "the value and an equal restatement in hours and minutes"),
        ("hm_only", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>5 hours 45 minutes</answer>", "5 h 45 min = 345 min, written in hours and minutes where minutes are asked (debatable)", True),
        ("multi_think", "B", "tag", "<think>¶1 h 45 min = 105 min¶</think>¶<think>¶3 × 105 = 315, breaks 2 × 15 = 30¶</think>¶<think>¶315 + 30 = 345¶</think>¶<answer>345</answer>", "three think blocks"),
        ("upper_bracket", "B", "tag", "<think>¶⟨V⟩</think>¶[ANSWER] 345 [/ANSWER]", "upper-case square-bracket tags"),
        ("min_unit", "A", "tag", "<think>¶3 × 105 = 315¶3 × 15 = 45¶315 + 45 = 360¶</think>¶<answer>360 minutes</answer>", "three breaks counted"),
        ("decimal_hours", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>5.45 hours</answer>", "5 h 45 min written as 5.45 hours, which is 5 h 27 min (327 minutes)"),
        ("hm_only", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>5 hours 15 minutes</answer>", "315 minutes: the breaks left out"),
        ("multi_think", "A", "tag", "<think>¶1 h 45 min = 105 min¶</think>¶<think>¶3 × 105 = 315¶</think>¶<answer>315</answer>", "two think blocks that forget the breaks"),
        ("upper_bracket", "A", "tag", "<think>¶⟨V⟩</think>¶[ANSWER] 330 [/ANSWER]", "one break counted (315 + 15)"),
     ]),
    ("shirts", "234",
     "A store had 480 T-shirts. On Saturday it sold 35% of them, and on Sunday it sold one quarter of the T-shirts that were left. How many T-shirts were left after Sunday?",
     {"W": """The store had 480 T-shirts. On Saturday it sold 35% of them. 35% of 480 = 0.35 × 480 = 168.

So after Saturday: 480 − 168 = 312 T-shirts.

On Sunday it sold one quarter of the remaining: 312 ÷ 4 = 78.

After Sunday: 312 − 78 = 234.

Hmm, let me check 0.35 × 480. 0.35 × 400 = 140, 0.35 × 80 = 28, 140 + 28 = 168. Yes.

So 234 T-shirts were left.
""",
      "V": """0.35 × 480 = 168
480 − 168 = 312
312 ÷ 4 = 78
312 − 78 = 234
""",
      "G": """Der Laden hatte 480 T-Shirts. Am Samstag: 0.35 × 480 = 168, also bleiben 312.
Am Sonntag: 312 ÷ 4 = 78, also bleiben 234.
"""},
     [
        ("unclosed_eos", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>234", "the tag never closed: the completion ends after the value"),
        ("code_float", "B", "tag", "<think>¶```python¶shirts = 480¶shirts -= 0.35 * shirts¶shirts -= shirts / 4¶print(shirts)¶```¶Output: 234.0¶</think>¶<answer>234.0</answer>", "code and its output; the tag holds the float 234.0"),
        ("chain_sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>After Sunday, 480 − 168 − 78 = 234 T-shirts were left.</answer>", "a sentence with an equation chain ending in 234"),
        ("lang_de", "B", "tag", "<think>¶⟨G⟩</think>¶<answer>234 T-shirts</answer>", "working in German, the tag in English"),
        ("thinking_close", "B", "tag", "⟨W⟩</thinking>¶<answer>234</answer>", "no opener; `</thinking>` closes the think block"),
        ("unclosed_eos", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>312", "the tag never closed, holding the T-shirts left after Saturday"),
        ("code_float", "A", "tag", "<think>¶```python¶shirts = 480¶left = shirts * (1 - 0.35 - 0.25)¶print(left)¶```¶Output: 192.0¶</think>¶<answer>192.0</answer>", "code that takes both fractions of the original 480"),
        ("chain_sentence", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>After Sunday, 480 − 168 − 78 = 246 T-shirts were left.</answer>", "the chain's last value is a slip (246)"),
        ("lang_de", "A", "tag", "<think>¶⟨G⟩</think>¶<answer>234 T-shirts</answer>¶Also sind 312 T-Shirts übrig.", "the right tag, then a German restatement that differs ('So 312 T-shirts are left'): the last statement counts"),
        ("thinking_close", "A", "tag", "⟨W⟩</thinking>¶<answer>78</answer>", "`</thinking>`; the tag holds Sunday's sales"),
     ]),
    ("ratio", "600",
     "Aunt Rosa shares $1,350 among her three nephews in the ratio 2 : 3 : 4. How much money does the nephew with the largest share get?",
     {"W": """The ratio is 2 : 3 : 4, so the total number of parts is 2 + 3 + 4 = 9.

Each part is 1350 ÷ 9 = 150 dollars.

The largest share has 4 parts: 4 × 150 = 600 dollars.

Check: 2 × 150 = 300, 3 × 150 = 450, 4 × 150 = 600. 300 + 450 + 600 = 1350. Correct.

So the nephew with the largest share gets $600.
""",
      "V": """2 + 3 + 4 = 9 parts
1350 ÷ 9 = 150
4 × 150 = 600
"""},
     [
        ("currency", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$600.00</answer>", "dollar sign and cents"),
        ("placeholder_echo", "B", "tag", "<think>¶The format says: <answer> answer here </answer>. So I need to put only the final number there.¶⟨V⟩</think>¶<answer>600</answer>", "the prompt's placeholder tag quoted in the think block; the real tag holds 600"),
        ("sentence", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>The largest share is 4 parts × $150 = $600.</answer>", "a sentence with a product ending in $600"),
        ("html", "B", "tag", "<think>¶⟨W⟩</think>¶<answer><span>$600</span></answer>", "an HTML span in the tag"),
        ("space_close", "B", "tag", "⟨W⟩</think>¶<answer>600</ answer>", "no opener; `</ answer>` with a space"),
        ("currency", "A", "tag", "<think>¶1350 ÷ 3 = 450¶</think>¶<answer>$450.00</answer>", "an equal split, not the ratio"),
        ("placeholder_echo", "A", "tag", "<think>¶The format says: <answer> answer here </answer>. So I need to put only the final number there.¶⟨V⟩</think>¶<answer>150</answer>", "the placeholder quoted in the think block; the tag holds one part (150)"),
        ("sentence", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>The largest share is 3 parts × $150 = $450.</answer>", "the middle share (3 parts)"),
        ("html", "A", "tag", "<think>¶⟨W⟩</think>¶<answer><span>$6,000</span></answer>", "a scale slip ($6,000)"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶<answer>The largest share is 4 parts × $150 =", "the tag cut before the value: no_answer"),
     ]),
    ("cyclist", "63",
     "A cyclist rides at 18 km/h for 2.5 hours and then at 12 km/h for 1.5 hours. How many kilometers does she ride in total?",
     {"W": """First part: 18 km/h for 2.5 hours. Distance = 18 × 2.5 = 45 km.

Second part: 12 km/h for 1.5 hours. Distance = 12 × 1.5 = 18 km.

Total distance = 45 + 18 = 63 km.

Let me double-check 18 × 2.5: 18 × 2 = 36, 18 × 0.5 = 9, 36 + 9 = 45. And 12 × 1.5 = 12 + 6 = 18. So 63 km.
""",
      "V": """18 × 2.5 = 45
12 × 1.5 = 18
45 + 18 = 63
""",
      "D": """The average speed is (18 + 12) ÷ 2 = 15 km/h and the total time is 2.5 + 1.5 = 4 hours. 15 × 4 = 60.
"""},
     [
        ("unit", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>63 km</answer>", "the value then its unit"),
        ("answer_colon", "B", "answer_is", "The cyclist rides 18 × 2.5 = 45 km first, then 12 × 1.5 = 18 km. In total she rides 45 + 18 = 63 km.¶¶Answer: 63", "early training: no tags, an 'Answer:' line"),
        ("unclosed_think", "B", "tag", "<think>¶⟨W⟩¶<answer>63</answer>", "the think block never closed"),
        ("user_follow", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>63</answer>¶¶User: If she rode at 18 km/h for 3 hours instead, how far would she go?¶Assistant: <think> 18 × 3 = 54 </think> <answer>54</answer>", "the right tag, then an invented follow-up turn whose tag holds 54"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>sixty-three kilometers</answer>", "number words and the unit"),
        ("unit", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>63 km/h</answer>", "a unit of another kind (a speed where a distance is asked)"),
        ("answer_colon", "A", "answer_is", "The cyclist rides 18 × 2.5 = 45 km first, then 12 × 1.5 = 18 km.¶¶Answer: 45", "early training, no tags: the first part only"),
        ("unclosed_think", "A", "tag", "<think>¶⟨D⟩¶<answer>60</answer>", "the think block never closed; the two speeds averaged"),
        ("user_turn", "A", "tag", "<think>¶⟨D⟩</think>¶<answer>60</answer>¶User: A car travels at 21 km/h for 3 hours. How far does it go?¶Assistant: <think> 21 × 3 = 63 </think> <answer>63</answer>", "the tag holds 60 (speeds averaged); the invented turn answers ANOTHER question with 63"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>thirty-six kilometers</answer>", "number words with the digits swapped (36)"),
     ]),
    ("ages", "14",
     "Grandma is 4 times as old as Leo. In 5 years, the sum of their ages will be 80. How old is Leo now?",
     {"W": """Let Leo's age be x. Then Grandma is 4x.

In 5 years, Leo will be x + 5 and Grandma will be 4x + 5.

The sum is (x + 5) + (4x + 5) = 5x + 10 = 80.

5x = 70, so x = 14.

Check: Leo is 14, Grandma is 56. In 5 years: 19 + 61 = 80. Yes!

So Leo is 14 years old now.
""",
      "V": """x + 4x + 10 = 80
5x = 70
x = 14
""",
      "Z": """设 Leo 的年龄为 x，奶奶是 4x。
5 年后：(x + 5) + (4x + 5) = 80
5x = 70，x = 14。
"""},
     [
        ("years", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>14 years old</answer>", "the value and 'years old'"),
        ("repeat_same", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>14</answer>¶<answer>14</answer>¶<answer>14</answer>", "the tag repeated three times with the same value"),
        ("eq", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>x = 14</answer>", "an equation in the tag"),
        ("backslash_think", "B", "tag", r"⟨W⟩<\think>¶<answer>Leo is 14.</answer>", "no opener; `<\\think>` closes the think block; a short sentence in the tag"),
        ("lang_zh", "B", "tag", "<think>¶⟨Z⟩</think>¶<answer>14</answer>", "working in Chinese"),
        ("years", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>19 years old</answer>", "Leo's age in 5 years, not now"),
        ("repeat_diff", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>14</answer>¶<answer>14</answer>¶<answer>56</answer>", "the last of three tags differs (Grandma's age)"),
        ("eq", "A", "tag", "<think>¶5x = 80¶x = 16¶</think>¶<answer>x = 16</answer>", "the 10 years added in the sum forgotten"),
        ("backslash_think", "A", "tag", r"⟨W⟩<\think>¶<answer>Grandma is 56.</answer>", "`<\\think>`; the tag gives Grandma's age"),
        ("lang_zh", "A", "tag", "<think>¶⟨Z⟩</think>¶<answer>14</answer>¶所以 Leo 现在 19 岁。", "the right tag, then a Chinese restatement that differs ('so Leo is now 19'): the last statement counts"),
     ]),
    ("population", "54080",
     "A town has 50,000 people. Its population grows by 4% each year. What will the population be after 2 years?",
     {"W": """The town has 50,000 people and grows 4% each year.

After 1 year: 50000 × 1.04 = 52000.

After 2 years: 52000 × 1.04 = 54080.

Wait, it's not 50000 + 2 × 2000 = 54000, because the second year's 4% is of 52000, which is 2080. So 52000 + 2080 = 54080.

So the population after 2 years is 54,080.
""",
      "V": """50000 × 1.04 = 52000
52000 × 1.04 = 54080
"""},
     [
        ("comma", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>54,080</answer>", "a thousands comma"),
        ("space_sep", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>54 080 people</answer>", "a space as the thousands separator, then the noun"),
        ("words", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>fifty-four thousand eighty</answer>", "number words"),
        ("hash_early", "B", "hash", "The population grows by 4% each year.¶Year 1: 50,000 × 1.04 = 52,000¶Year 2: 52,000 × 1.04 = 54,080¶#### 54080", "early training: no tags, the GSM8K `####` habit"),
        ("code", "B", "tag", "<think>¶```python¶p = 50000¶for year in range(2):¶    p = p * 1.04¶print(p)¶```¶Output: 54080.0¶</think>¶<answer>54080</answer>", "code and its output, the tag holds 54080"),
        ("comma", "A", "tag", "<think>¶50000 × 0.04 = 2000 a year¶2 × 2000 = 4000¶50000 + 4000 = 54000¶</think>¶<answer>54,000</answer>", "simple growth instead of compound"),
        ("space_sep", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>52 000 people</answer>", "the population after one year"),
        ("words", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>fifty-four thousand eight hundred</answer>", "number words for 54,800, a slip"),
        ("hash_early", "A", "hash", "The population grows by 4% each year.¶Year 1: 50,000 × 1.04 = 52,000¶Year 2: 52,000 × 1.04 = 54,080¶The population grew by 4,080 people.¶#### 4080", "early training, no tags: the `####` holds the growth, not the population"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶[answer]", "the square-bracket tag opened and cut before its value: no_answer"),
     ]),
    ("change", "10.35",
     "Ben buys 3 notebooks for $2.75 each and a pen for $1.40. He pays with a $20 bill. How much change should he get?",
     {"W": """3 notebooks at $2.75 each: 3 × 2.75 = 8.25 dollars.

The pen is $1.40. Total cost = 8.25 + 1.40 = 9.65 dollars.

He pays $20, so change = 20 − 9.65 = 10.35 dollars.

Check: 9.65 + 10.35 = 20.00. Yes.

So Ben should get $10.35 in change.
""",
      "V": """3 × 2.75 = 8.25
8.25 + 1.40 = 9.65
20 − 9.65 = 10.35
"""},
     [
        ("dollars", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$10.35</answer>", "dollar sign"),
        ("words", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>10 dollars and 35 cents</answer>", "dollars and cents in words"),
        ("in_change", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$10.35 in change</answer>", "the value then words"),
        ("bracket_colon", "B", "tag", "<think>¶⟨W⟩</think>¶[answer]: $10.35", "`[answer]:` as a label"),
        ("lang_es", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>10.35</answer>¶La respuesta es 10,35 dólares.", "the right tag, then a Spanish restatement with a decimal comma: the same value (debatable)", True),
        ("dollars", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>$9.65</answer>", "the cost, not the change"),
        ("words", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>10 dollars and 65 cents</answer>", "a slip (10.65)"),
        ("in_change", "A", "tag", "<think>¶3 × 2.75 = 8.25¶20 − 8.25 = 11.75¶</think>¶<answer>$11.75 in change</answer>", "the pen left out"),
        ("bracket_colon", "A", "tag", "<think>¶⟨W⟩</think>¶[answer]: $1035", "a scale slip ($1035)"),
        ("lang_es", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>10.35</answer>¶La respuesta es 9,65 dólares.", "the right tag, then a Spanish restatement that differs (the cost, 9,65): the last statement counts"),
     ]),
]

MPROBS = [
    ("radicals", r"3\sqrt{3}",
     r"Simplify $\sqrt{75} - \sqrt{12}$.",
     {"W": r"""\sqrt{75} = \sqrt{25 \cdot 3} = 5\sqrt{3}.

\sqrt{12} = \sqrt{4 \cdot 3} = 2\sqrt{3}.

So \sqrt{75} - \sqrt{12} = 5\sqrt{3} - 2\sqrt{3} = 3\sqrt{3}.

Wait, can I just do \sqrt{75 - 12} = \sqrt{63}? No, square roots don't subtract like that. So it's 3\sqrt{3}.

Check: \sqrt{75} ≈ 8.660 and \sqrt{12} ≈ 3.464, 8.660 - 3.464 = 5.196, and 3\sqrt{3} ≈ 5.196 ✓
""",
      "V": r"""\sqrt{75} = 5\sqrt{3}
\sqrt{12} = 2\sqrt{3}
5\sqrt{3} - 2\sqrt{3} = 3\sqrt{3}
"""},
     [
        ("unicode", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>3√3</answer>", "the Unicode root sign"),
        ("latex_dollar", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$3\sqrt{3}$</answer>", "inline math in the tag"),
        ("nobrace", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>3\sqrt3</answer>", "\\sqrt3 without braces"),
        ("sentence", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>The simplified form is 3\sqrt{3}.</answer>", "a sentence in the tag"),
        ("misspelled_close", "B", "tag", r"⟨W⟩</think>¶<answer>3\sqrt{3}</anwser>", "no opener; the closing tag misspelled `</anwser>`"),
        ("unicode", "A", "tag", "<think>¶√75 − √12 = √(75 − 12) = √63¶</think>¶<answer>√63</answer>", "the radicands subtracted under one root"),
        ("latex_dollar", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>$7\sqrt{3}$</answer>", "the roots added, against the think block's conclusion: the tag counts"),
        ("approx", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>≈ 5.196</answer>", "a hedged decimal for an exact value"),
        ("user_turn", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>5\sqrt{3}</answer>¶User: Simplify \sqrt{48} - \sqrt{3}.¶Assistant: <think> \sqrt{48} = 4\sqrt{3}, so 4\sqrt{3} - \sqrt{3} = 3\sqrt{3} </think> <answer>3\sqrt{3}</answer>", "the tag holds \\sqrt{75} alone (5\\sqrt{3}); the invented turn answers ANOTHER question with 3\\sqrt{3}"),
        ("misspelled_close", "A", "tag", r"⟨W⟩</think>¶<answer>\sqrt{63}</anwser>", "`</anwser>`; the tag holds \\sqrt{63}, which the think block rejected"),
     ]),
    ("marbles", r"\frac{2}{15}",
     r"A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     {"W": r"""There are 4 + 6 = 10 marbles.

First marble red: 4/10. After taking one red, there are 3 red out of 9 marbles. Second red: 3/9.

P(both red) = \frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}.

Another way: C(4,2) / C(10,2) = 6 / 45 = 2/15. Same.
""",
      "V": r"""\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90}
\frac{12}{90} = \frac{2}{15}
"""},
     [
        ("slash", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>2/15</answer>", "a slash fraction"),
        ("dfrac", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\dfrac{2}{15}</answer>", "\\dfrac"),
        ("chain", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}</answer>", "an equation chain ending in 2/15"),
        ("repeat_untagged", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\frac{2}{15}</answer>¶¶The probability is $\frac{2}{15}$.", "the tag, then the same value restated without tags"),
        ("code", "B", "tag", "<think>¶```python¶from fractions import Fraction¶print(Fraction(4, 10) * Fraction(3, 9))¶```¶Output: 2/15¶</think>¶<answer>2/15</answer>", "code and its output, the tag holds 2/15"),
        ("slash", "A", "tag", r"<think>¶\frac{4}{10} \cdot \frac{4}{10} = \frac{16}{100} = \frac{4}{25}¶</think>¶<answer>4/25</answer>", "with replacement"),
        ("dfrac", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>\dfrac{2}{5}</answer>", "one draw (4/10)"),
        ("chain", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{9}</answer>", "the chain's last step a reduction slip (2/9)"),
        ("repeat_untagged", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>\frac{2}{15}</answer>¶¶The probability is $\frac{4}{25}$.", "the untagged restatement after the tag differs (4/25): the last statement counts"),
        ("code", "A", "tag", "<think>¶```python¶print(4/10 * 3/9)¶```¶Output: 0.13333333333333333¶</think>¶<answer>0.13</answer>", "a rounded decimal for 2/15"),
     ]),
    ("interval", "(-1, 4)",
     r"Solve the inequality $|2x - 3| < 5$. Express your answer in interval notation.",
     {"W": """|2x - 3| < 5 means -5 < 2x - 3 < 5.

Add 3: -2 < 2x < 8.

Divide by 2: -1 < x < 4.

The endpoints are not included because the inequality is strict. So the answer in interval notation is (-1, 4).

Check x = 0: |0 - 3| = 3 < 5 ✓. x = 4: |8 - 3| = 5, not < 5, so 4 is excluded ✓.
""",
      "V": """-5 < 2x - 3 < 5
-2 < 2x < 8
-1 < x < 4
"""},
     [
        ("ineq", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>-1 < x < 4</answer>", "an inequality for the interval"),
        ("latex_dollar", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>$(-1, 4)$</answer>", "inline math in the tag"),
        ("spaced", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>( -1 , 4 )</answer>", "odd spacing"),
        ("sentence", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>The solution set is $x \in (-1, 4)$.</answer>", "a sentence with x \\in"),
        ("bracket", "B", "tag", "⟨W⟩</think>¶[answer](-1, 4)[/answer]", "no opener; square-bracket tags"),
        ("ineq", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>-1 \le x \le 4</answer>", "a closed inequality for a strict one"),
        ("latex_dollar", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>$[-1, 4]$</answer>", "a closed interval"),
        ("spaced", "A", "tag", "<think>¶-5 < 2x - 3 < 5¶-8 < 2x < 2¶-4 < x < 1¶</think>¶<answer>( -4 , 1 )</answer>", "3 subtracted instead of added"),
        ("sentence", "A", "tag", r"<think>¶⟨W⟩</think>¶<answer>The solution set is $x \in (-\infty, 4)$.</answer>", "one side of the inequality only"),
        ("bracket", "A", "tag", "⟨W⟩</think>¶[answer](-1, 4][/answer]", "a half-open interval inside square-bracket tags"),
     ]),
    ("expand", "2x^2 + 5x - 12",
     r"Expand $(2x - 3)(x + 4)$.",
     {"W": r"""Use FOIL: (2x - 3)(x + 4).

First: 2x \cdot x = 2x^2.
Outer: 2x \cdot 4 = 8x.
Inner: -3 \cdot x = -3x.
Last: -3 \cdot 4 = -12.

Combine: 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12.

Check with x = 1: (2 - 3)(1 + 4) = -5, and 2 + 5 - 12 = -5 ✓.
""",
      "V": r"""2x \cdot x = 2x^2, 2x \cdot 4 = 8x, -3 \cdot x = -3x, -3 \cdot 4 = -12
2x^2 + 8x - 3x - 12
"""},
     [
        ("reorder", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>-12 + 5x + 2x^2</answer>", "the terms in reverse order"),
        ("unicode", "B", "tag", "<think>¶⟨W⟩</think>¶<answer>2x²+5x−12</answer>", "a Unicode superscript and minus sign, no spaces"),
        ("latex_dollar", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>$2x^{2}+5x-12$</answer>", "inline math, braced exponent"),
        ("chain", "B", "tag", "<think>¶⟨V⟩</think>¶<answer>(2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12</answer>", "an equation chain ending in the expansion"),
        ("no_lt", "B", "tag", "<think>¶⟨V⟩</think>¶<think>¶8x - 3x = 5x, so 2x^2 + 5x - 12.¶</think>¶answer>2x^2 + 5x - 12</answer>", "two think blocks, then `answer>` with no `<`"),
        ("reorder", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>-12 + 11x + 2x^2</answer>", "the inner term's sign slipped (11x)"),
        ("unicode", "A", "tag", "<think>¶⟨W⟩</think>¶<answer>2x²+5x+12</answer>", "the constant's sign slipped"),
        ("latex_dollar", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>$2x^{2}-5x-12$</answer>", "the middle term's sign slipped"),
        ("chain", "A", "tag", "<think>¶⟨V⟩</think>¶<answer>(2x - 3)(x + 4) = 2x^2 + 8x + 3x - 12 = 2x^2 + 11x - 12</answer>", "the chain slips the inner term's sign: its final value is 2x^2 + 11x - 12"),
        ("cut", "A", "truncated", "<think>¶⟨V⟩</think>¶answer>2x^2 + 5x", "`answer>` cut by the token limit inside the expression: no_answer"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_g_movies_hm_only": (
        "accept",
        "5 hours 45 minutes is 345 minutes: an equal value in another unit of the same quantity "
        "(a duration), with both units written out, so no scale is left to guess (unlike "
        "g_movies_decimal_hours, whose 5.45 hours is 327 minutes). Equal values in another form "
        "are correct; a stricter reader could reject it for not giving the number of minutes asked",
    ),
    "ok_g_change_lang_es": (
        "accept",
        "the tag holds 10.35 and the Spanish sentence after it restates the same amount with the "
        "decimal comma of Spanish ('10,35 dólares' is ten dollars thirty-five); a trailing "
        "restatement of the same value does not change the answer. A reader who takes the comma "
        "as a thousands separator would read 1035 and call it a restatement that differs",
    ),
    "g_play_user_fix": (
        "reject",
        "the model's answer to the question is its tag, $1,020 (tickets only); what follows is an "
        "invented 'User:' turn and an invented 'Assistant:' reply, not the model's answer to the "
        "question asked (the invented-turn convention), even though the invented reply reaches "
        "the gold. A reward that accepted it would pay a policy for hallucinating a correcting "
        "user; a reader taking the last tag of the completion would accept",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam241", CASES, [], DECISIONS)
