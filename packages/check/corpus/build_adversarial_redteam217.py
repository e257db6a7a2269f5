r"""Build adversarial_redteam217.jsonl: round 217 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam217"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes (python for plain arithmetic
only). Not model output. Only corpus/README.md (sections "How labels were made" and "Forms"),
corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 110 kind A and 90 kind B:
completions of REASONING models (DeepSeek-R1-Distill-Qwen, QwQ-32B, Qwen3 in thinking mode) as
evaluation harnesses store them: the thinking WITHOUT its `<think>` opening tag (the prompt wrote
it; two problems, jacket and compose, keep the tag), long ("Okay, so ...", "Wait, ...", "Hmm, ...",
"Let me double-check", "Alternatively, ..."), sometimes closed by `</think>` and a summary,
sometimes cut by the token limit. Each problem has one thinking trace W, a double-check paragraph
C, a redo paragraph L (where the token-limit cuts fall, after 1,500+ characters of thinking) and a
summary S; the probes put these together with different endings.

Problems, golds and hand-checked arithmetic (wrong values in brackets):
GSM8K: 14 trays x 12 muffins, 3/4 sold in the morning, 25 more in the afternoon, left -> 17 (168;
126; 42 after the morning; 151 sold); garden 18 m x 11 m, fence at $7/m -> 406 (perimeter 58; area
198; 1386 = 198 x 7; 280 three sides; 203 = 29 x 7); 18 km/h for 2.5 h then 12 km/h for 1.5 h,
distance -> 63 (45; 18; 15.75 average speed; 60 from the averaged speeds; 36); $12/h, 6 h Saturday
+ 4 h Sunday, 3 weekends -> 360 (120 a weekend; 30 hours; 720 double count); 480 books, 35 %
fiction, 1/4 of the rest biographies, neither -> 234 (168; 312; 78; 120; 192); 27 students x 3
slices, 8-slice pizzas, pizzas to order -> 11 (81 slices; 10.125; 10); Nina 4 times her son's age,
in 20 years twice, Nina now -> 40 (son 10; 60 in 20 years); $80 jacket, 25 % off, 8 % tax on the
sale price -> 64.8 (60 sale price; 4.80 tax; 66.40 tax on the original or net -17 %; about 65);
900 L tank 1/3 full, 40 L/min -> 15 (300; 600; 22.5 from empty); 23 hens x 5 eggs x 2 weeks, full
cartons of 6 at $3 -> 114 (230 eggs; 38 cartons; 115 = 230/2); 3 miles Monday, +2 a day through
Friday -> 35 (11 Friday; 24 through Thursday; 25 = 5^2; 93 doubling).
MATH: sum of integers with |x - 3| < 5 -> 27 (9 integers; 33 with -2 and 8; 25 with -2; 35 with
8); 3^100 mod 7 -> 4 (cycle 3, 2, 6, 4, 5, 1; 6 off by one; 2 exponent mod 7); P(at least one head
in 4 flips) -> \frac{15}{16} (1/16; 4/5; 0.9375 equal; about 0.94); larger root of 2x^2 - 7x + 3
-> 3 (1/2; 7/2 sum; 3/2 product); coefficient of x^3 in (2x - 1)^5 -> 80 (-80; -40 for x^2; -10);
circle inscribed in a square of side 10, area -> 25\pi (50\pi; 100\pi; 78.54; 100 - 25\pi);
f(x) = 3x + 2, g(x) = x^2 - 1, f(g(3)) -> 26 (g(3) = 8; g(f(3)) = 120; 88 product); number of
positive divisors of 360 -> 24 (1170 sum; 23 proper; 12 pairs; 6); 1/(1*2) + ... + 1/(9*10) ->
\frac{9}{10} (1/10 leftover; 10/11; 0.9 equal).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, `ok_` marking kind B.
Kind A (110): `cut_mid` / `cut_num` / `cut_formula` the thinking cut by the token limit
mid-sentence, mid-number ('9/1', '= 8', '= 16') or mid-formula, `cut_check` cut inside a
double-check before its value, `cut_para` cut at a paragraph end with the value only in the
working (all no_answer, form truncated); `fa_takeback` a **Final Answer** box inside the thinking
that a later "Wait, ..." replaces with another value (wrong); `sum_other` the thinking settles on
the gold but the summary after `</think>` ends on another value (wrong); `sum_cut_unsettled` the
thinking closes without settling and the summary is cut before its value (no_answer); `two_boxes`
two boxes that disagree, the last one wrong or two values for one question (wrong); `alt_keep` an
"Alternatively" paragraph ending on a different value that the model keeps (wrong); `approx` an
approximation of an exact value (wrong).
Kind B (90): `fa_sum` the thinking closes with `**Final Answer**\n\boxed{X}`, `</think>`, a summary
repeating it; `sum_cut` the summary cut by the token limit after the thinking settled on a boxed
answer; `notag_sentence` / `notag_box` / `notag_decimal` a trace with no `</think>` ending on a
clear final sentence or box (0.9375 for 15/16, 0.9 for 9/10: equal values); `box_check` a box
followed by "Wait, let me double-check ... Yes, that's correct." with the same value; `rejected`
wrong values (often a boxed one) tried and rejected ("Wait, no") before the right one is settled.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; a Final Answer box taken back by a later "Wait" and replaced counts as the replacement; a
summary after `</think>` that ends on another value makes that value final; a completion cut by the
token limit with no final answer is no_answer even where the value appears in the working (the
thinking never committed to it); where the thinking closed on a boxed answer, a summary cut after
it leaves that answer standing; a trailing "Yes, that's correct." with no new value changes
nothing; two values for one question, a hedge or an approximation of an exact value is wrong;
equal values in another form (64.80 for 64.8, 0.9375 for 15/16, \dfrac for \frac) are correct.
Debatable (2, with DECISIONS): `g_pizza_two_boxes` (\boxed{11}, then "(The exact number of pizzas
needed is \boxed{10.125}.)", rejected), `m_root_two_boxes` (both roots boxed for "the larger
root", rejected).

Usage: cd /tmp/rounds/rt217 && python build_adversarial_redteam217.py (writes
adversarial_redteam217.jsonl beside this builder)
"""

from corpus_build import g, m, write_probes  # noqa: E402

END = "</think>\n\n"


def upto(text: str, marker: str) -> str:
    """`text` cut right after `marker`, which must occur exactly once (a token-limit cut)."""
    if text.count(marker) != 1:
        raise SystemExit(f"marker {marker!r} occurs {text.count(marker)} times")
    return text[: text.index(marker) + len(marker)]


def after(text: str, marker: str) -> str:
    """`text` from `marker` (occurring exactly once) on."""
    if text.count(marker) != 1:
        raise SystemExit(f"marker {marker!r} occurs {text.count(marker)} times")
    return text[text.index(marker) :]


def fa(value: str) -> str:
    """An R1-style '**Final Answer**' block with the value boxed."""
    return "\n**Final Answer**\n\\boxed{" + value + "}\n"


def P(suffix, kind, form, text, note, debatable=False):  # noqa: ANN001, ANN201, N802
    """One probe of a problem: (suffix, kind, form, completion, note, debatable)."""
    return (suffix, kind, form, text, note, debatable)


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Problems as cases: id `[ok_]<prefix>_<problem>_<shape>`; kind B is correct, kind A with
    form truncated/none is no_answer, other kind A wrong."""
    cases = []
    for key, gold, _question, probes in problems:
        for suffix, kind, form, text, note, debatable in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            cases.append(maker(case_id, kind, gold, truth, form, text, note, debatable))
    return cases


# fmt: off
# ================================================================ GSM8K
# Each problem: W the thinking (no <think> opening tag: the prompt wrote it), C a double-check
# paragraph, L a redo paragraph the model writes before it stops (where most token-limit cuts
# fall), S the summary written after </think>.

# ---------------------------------------------------------------- muffins -> 17
MUF_Q = "A baker makes 14 trays of muffins with 12 muffins on each tray. She sells 3/4 of the muffins in the morning and 25 more in the afternoon. How many muffins does she have left at the end of the day?"
MUF_W = """Okay, so I need to figure out how many muffins the baker has left at the end of the day. Let me read the problem again carefully.

She makes 14 trays of muffins, and each tray has 12 muffins. So first I should find the total number of muffins. 14 times 12... let me compute that. 14 times 10 is 140, and 14 times 2 is 28, so 140 plus 28 is 168. So she starts with 168 muffins.

Then she sells 3/4 of the muffins in the morning. 3/4 of 168. Hmm, 168 divided by 4 is 42, and 42 times 3 is 126. So she sells 126 muffins in the morning.

Wait, so after the morning she has 168 minus 126, which is 42 muffins left. Is that the answer? No, wait, there's more. The problem says she sells 25 more in the afternoon. So I need to subtract those too.

So 42 minus 25. 42 minus 20 is 22, minus 5 more is 17. So 17 muffins are left.

Hmm, but let me make sure I'm reading "25 more" correctly. Could it mean 25 more than in the morning? That would be 126 plus 25, which is 151 in the afternoon, but that's way more than the 42 she has left after the morning, so that can't be right. It has to mean 25 additional muffins. Okay, so that reading is out.

Let me also think about it another way. Total sold is 126 plus 25, which is 151. Then 168 minus 151 is 17. Same thing.
"""
MUF_C = """
Let me double-check the multiplication once more: 12 times 14 is 12 times 7 times 2, which is 84 times 2, which is 168. Yes. And a quarter of 168 is 42, so three quarters is 126, leaving 42. Then 42 minus 25 gives 17. Everything is consistent.
"""
MUF_L = """
Hmm, actually, let me redo the whole thing once more from the start, just to be completely sure I haven't misread anything.

Trays: 14. Muffins per tray: 12. Total: 14 × 12 = 168.

Morning: 3/4 of 168. 168 ÷ 4 = 42, and 42 × 3 = 126 sold. Left after the morning: 168 − 126 = 42.

Afternoon: she sells 25 more, so left: 42 − 25 = 17.
"""
MUF_S = r"""The baker starts with \(14 \times 12 = 168\) muffins.

1. **Morning sales:** \(\frac{3}{4} \times 168 = 126\) muffins, leaving \(168 - 126 = 42\).
2. **Afternoon sales:** 25 more muffins, leaving \(42 - 25 = 17\).

Therefore, the baker has \(\boxed{17}\) muffins left at the end of the day."""
MUF_T = MUF_W + MUF_C + fa("17") + END
MUF = ("muffins", "17", MUF_Q, [
    P("cut_num", "A", "truncated", MUF_W + MUF_C + upto(MUF_L, "Total: 14 × 12 = 16"), "thinking never closed; cut by the token limit inside '168' in a redo: no final answer (no_answer), though 17 is in the working"),
    P("cut_check", "A", "truncated", MUF_W + upto(MUF_C, "Then 42 minus 25 gives"), "cut inside the double-check right before its value; 17 only in the working: no_answer"),
    P("fa_takeback", "A", "boxed", MUF_W + MUF_C + fa("17") + "\nWait, actually, let me reread: \"She sells 3/4 of the muffins in the morning and 25 more in the afternoon.\" Maybe the 25 in the afternoon come from a fresh batch, since the problem says \"25 more\" as if she made more. Hmm, if the trays only cover the morning, then what's left from the trays is 42.\n\n**Final Answer**\n\\boxed{42}\n", "a Final Answer box 17 inside the thinking, then 'Wait' replaces it with 42 (the left after the morning, a subtotal): wrong"),
    P("sum_other", "A", "boxed", MUF_T + MUF_S.replace("Therefore, the baker has \\(\\boxed{17}\\) muffins left at the end of the day.", "Therefore, the baker sells a total of \\(\\boxed{151}\\) muffins during the day."), "the thinking settles on 17 but the summary after </think> ends on 151, the muffins sold: the last answer is wrong"),
    P("sum_cut_unsettled", "A", "truncated", upto(MUF_W, "So she sells 126 muffins in the morning.\n") + "\nHmm, and then 25 more in the afternoon. Does \"25 more\" mean 25 additional muffins, or 25 more than she sold in the morning? If it's additional, she'd have 42 minus 25 left. If it's 25 more than the morning, that's 151 in the afternoon, which is more than she has. Or maybe the 25 are from another batch and don't come out of the trays at all. I keep going back and forth on this.\n" + END + upto(MUF_S, "2. **Afternoon sales:** 25 more muffins, leaving \\(42 - 25 = "), "the thinking closes without settling; the summary is cut before its value: no_answer"),
    P("fa_sum", "B", "boxed", MUF_T + MUF_S, "thinking closes with **Final Answer** \\boxed{17}, the summary after </think> repeats it"),
    P("sum_cut", "B", "boxed", MUF_T + upto(MUF_S, "2. **Afternoon sales:** 25 more"), "the thinking settled on \\boxed{17} before </think>; the summary is cut by the token limit: the answer stands"),
    P("notag_sentence", "B", "prose_sentence", MUF_W + MUF_C + "\nSo the baker has 17 muffins left at the end of the day.\n", "no </think>: an 'Okay, so' trace ending on a clear final sentence"),
    P("box_check", "B", "boxed", MUF_T + MUF_S + "\n\nWait, let me double-check: \\(168 - 126 = 42\\) and \\(42 - 25 = 17\\). Yes, that's correct.", "a box, then 'Wait, let me double-check ... Yes, that's correct.' with the same value"),
    P("rejected", "B", "boxed", upto(MUF_W, "So she sells 126 muffins in the morning.\n") + "\nSo she has 168 minus 126, which is 42 muffins left.\n\n**Final Answer**\n\\boxed{42}\n\nWait, no. 42 is only what's left after the morning. The problem also says she sells 25 more in the afternoon, so I have to subtract those as well: 42 minus 25 is 17. And 126 plus 25 is 151 sold in all, and 168 minus 151 is 17. Yes.\n" + MUF_C + fa("17") + END + MUF_S, "a box 42 (subtotal) tried inside the thinking and rejected with 'Wait, no'; the thinking settles on 17 and the summary repeats it"),
])

# ---------------------------------------------------------------- fence -> 406
FEN_Q = "Maria's rectangular garden is 18 meters long and 11 meters wide. She wants to put a fence around the whole garden. Fencing costs $7 per meter. How much will the fence cost?"
FEN_W = """Okay, so Maria has a rectangular garden that's 18 meters long and 11 meters wide, and she wants to fence the whole thing. Fencing costs $7 per meter. I need to find the total cost.

First, the fence goes around the outside of the garden, so I need the perimeter, not the area. Let me make sure I don't mix those up. The area would be 18 times 11, which is 198 square meters, but a fence is measured along the edges, so area isn't what we want here.

The perimeter of a rectangle is 2 times (length plus width). So that's 2 times (18 plus 11). 18 plus 11 is 29, and 2 times 29 is 58. So the perimeter is 58 meters.

Wait, let me just double-check by adding the sides one by one: 18 + 11 + 18 + 11. 18 + 11 is 29, plus 18 is 47, plus 11 is 58. Yep, 58 meters.

Now, each meter of fencing costs $7. So the total cost is 58 times 7. Let me compute that: 50 times 7 is 350, and 8 times 7 is 56. So 350 plus 56 is 406.

Hmm, so the fence costs $406. Let me see if that makes sense. If the fence were 60 meters, it would cost 420 dollars, and we have 2 meters less, which is 14 dollars less, so 420 minus 14 is 406. That matches.

Hmm, I almost multiplied the area by 7 at first, which would give 198 times 7 = 1386 dollars. That would be the cost of covering the whole garden, like with turf, not fencing it. So 1386 is not it.
"""
FEN_C = """
Let me double-check everything once more. Perimeter: 2(18 + 11) = 2(29) = 58 meters. Cost: 58 × 7 = 406 dollars.
"""
FEN_L = """
Hmm, wait, let me redo it once more carefully, because mixing up area and perimeter is the classic mistake here.

The garden is a rectangle, 18 m by 11 m. Going around it: two long sides of 18 m and two short sides of 11 m.

Fence length = 2 × 18 + 2 × 11 = 36 + 22 = 58 m.

Cost = 58 m × $7 per m = $406.
"""
FEN_S = r"""To find the cost of the fence, we need the perimeter of the garden.

**Step 1: Perimeter**
\[
P = 2(18 + 11) = 2 \times 29 = 58 \text{ meters}
\]

**Step 2: Cost**
\[
58 \times 7 = 406
\]

The fence will cost **\$406**.

\[
\boxed{406}
\]"""
FEN_T = FEN_W + FEN_C + fa("406") + END
FEN = ("fence", "406", FEN_Q, [
    P("cut_mid", "A", "truncated", FEN_W + FEN_C + upto(FEN_L, "Going around it: two long sides of"), "cut mid-sentence in a redo; no final answer: no_answer"),
    P("cut_formula", "A", "truncated", FEN_W + FEN_C + upto(FEN_L, "Fence length = 2 × 18 + 2 ×"), "cut mid-formula in a redo: no_answer"),
    P("cut_para", "A", "truncated", FEN_W + FEN_C + FEN_L, "cut at a paragraph end; $406 only in the working, never given as the answer: no_answer"),
    P("fa_takeback", "A", "boxed", FEN_T.replace(END, "") + "\nWait, maybe the garden is against the house, so the fourth side doesn't need a fence? Gardens next to a house usually only need three sides fenced. Then it's 18 + 11 + 11 = 40 meters, and 40 × 7 = 280 dollars. I think that's what's intended.\n\n**Final Answer**\n\\boxed{280}\n", "a Final Answer box 406 inside the thinking, then 'Wait' takes it back for 280 (three sides): wrong"),
    P("alt_keep", "A", "boxed", FEN_W + "\nAlternatively, I could read \"$7 per meter\" as applying to the two measurements the problem gives, 18 meters and 11 meters, so 29 meters of fencing, and 29 × 7 = 203 dollars. Since the problem only gives one length and one width, maybe it just wants those two sides. I'll go with that: 203 dollars.\n" + END + "The fence covers the length and the width: \\(18 + 11 = 29\\) meters, costing \\(29 \\times 7 = 203\\) dollars.\n\n\\[\n\\boxed{203}\n\\]", "an 'Alternatively' paragraph ends on 203 (half the perimeter) and the model keeps it: wrong"),
    P("sum_other", "A", "boxed", FEN_T + upto(FEN_S, "**Step 1: Perimeter**\n\\[\nP = 2(18 + 11) = 2 \\times 29 = 58 \\text{ meters}\n\\]") + "\n\nThe fence must be 58 meters long.\n\n\\[\n\\boxed{58}\n\\]", "the thinking settles on 406; the summary ends on the perimeter 58: wrong"),
    P("fa_sum", "B", "boxed", FEN_T + FEN_S, "**Final Answer** \\boxed{406} then </think> and a summary with the same box"),
    P("notag_box", "B", "boxed", FEN_W + FEN_C + "\n**Final Answer**\nThe fence will cost \\boxed{406} dollars.\n", "no </think>; the trace ends on a boxed final answer"),
    P("box_check", "B", "boxed", FEN_W + fa("406") + "\nWait, let me double-check the perimeter part. 18 + 11 = 29, doubled is 58, and 58 × 7 = 406. Yes, that's correct.\n" + END + FEN_S, "a box inside the thinking, 'Wait, let me double-check ... Yes, that's correct.', same value in the summary"),
    P("sum_cut", "B", "boxed", FEN_T + upto(FEN_S, "**Step 2: Cost**"), "thinking settled on \\boxed{406}; summary cut by the token limit"),
])

# ---------------------------------------------------------------- cyclist -> 63
CYC_Q = "A cyclist rides at 18 km per hour for 2.5 hours, then at 12 km per hour for 1.5 hours. How many kilometers does the cyclist ride in total?"
CYC_W = """Okay, so there's a cyclist who rides at two different speeds for two different amounts of time, and I need the total distance. Let me break it down.

First part: 18 km per hour for 2.5 hours. Distance equals speed times time, so 18 times 2.5. Hmm, 18 times 2 is 36, and 18 times 0.5 is 9, so 36 plus 9 is 45 km.

Second part: 12 km per hour for 1.5 hours. 12 times 1.5 is 12 plus 6, which is 18 km.

So the total distance is 45 plus 18. That's 63 km.

Wait, let me make sure I'm not supposed to find something else, like the average speed. The question says "How many kilometers does the cyclist ride in total?" So it's definitely asking for the total distance, not the speed. Good.

Hmm, but just to be thorough, the average speed would be total distance over total time. Total time is 2.5 plus 1.5, which is 4 hours. So the average speed would be 63 divided by 4, which is 15.75 km per hour. That's not what's asked, but it's a nice sanity check: 15.75 is between 12 and 18, and it's closer to 18 because more time was spent at 18. That makes sense.

Another mistake I could make is to average the two speeds first: (18 + 12) / 2 = 15 km per hour, and then 15 times 4 hours = 60 km. But that's wrong, because the cyclist doesn't spend equal time at each speed. So 60 is not right; the correct total is 63.
"""
CYC_C = """
Let me double-check each piece. 18 × 2.5: 2.5 × 18 = 2.5 × 20 − 2.5 × 2 = 50 − 5 = 45. ✓. 12 × 1.5 = 18. ✓. 45 + 18 = 63. ✓.
"""
CYC_L = """
Hmm, let me just redo the computation in minutes to be extra careful.

2.5 hours is 150 minutes. At 18 km per hour, that's 18/60 = 0.3 km per minute, so 150 × 0.3 = 45 km.

1.5 hours is 90 minutes. At 12 km per hour, that's 0.2 km per minute, so 90 × 0.2 = 18 km.
"""
CYC_S = r"""The cyclist rides two legs:

- First leg: \(18 \text{ km/h} \times 2.5 \text{ h} = 45 \text{ km}\)
- Second leg: \(12 \text{ km/h} \times 1.5 \text{ h} = 18 \text{ km}\)

Total distance: \(45 + 18 = 63\) km.

\[
\boxed{63}
\]"""
CYC_T = CYC_W + CYC_C + fa("63") + END
CYC = ("cyclist", "63", CYC_Q, [
    P("cut_num", "A", "truncated", CYC_W + CYC_C + upto(CYC_L, "so 150 × 0.3 = 4"), "cut mid-number ('4' of 45) in a redo: no_answer"),
    P("cut_check", "A", "truncated", CYC_W + upto(CYC_C, "45 + 18 ="), "cut in the double-check right before its value: no_answer"),
    P("sum_other", "A", "boxed", CYC_T + CYC_S.replace("Total distance: \\(45 + 18 = 63\\) km.\n\n\\[\n\\boxed{63}\n\\]", "Total distance: \\(45 + 18 = 63\\) km over \\(2.5 + 1.5 = 4\\) hours, so the cyclist's average speed is \\(\\frac{63}{4} = 15.75\\) km/h.\n\n\\[\n\\boxed{15.75}\n\\]"), "thinking settled on 63; the summary ends on the average speed 15.75 (a rate where a total is asked): wrong"),
    P("alt_keep", "A", "boxed", upto(CYC_W, "So the total distance is 45 plus 18. That's 63 km.\n") + "\nAlternatively, I can use the average speed. The average of 18 and 12 is 15 km per hour, and the total time is 4 hours, so 15 times 4 is 60 km. Hmm, that gives 60, not 63. Which one is right? Using one average speed over the whole trip should be the cleaner way to do it, so I'll trust that one. The total is 60 km.\n" + END + "Using the average speed of 15 km/h over 4 hours, the cyclist rides \\(15 \\times 4 = 60\\) km.\n\n\\[\n\\boxed{60}\n\\]", "the working reaches 63, an 'Alternatively' paragraph ends on 60 and the model keeps it: wrong"),
    P("fa_takeback", "A", "boxed", CYC_T.replace(END, "") + "\nWait, hold on. Maybe the 2.5 hours is the length of the whole ride, and the 1.5 hours at 12 km per hour is part of it. Then the first part would only be 1 hour: 18 × 1 = 18 km, plus 18 km, which is 36 km. I think that's the intended reading.\n\n**Final Answer**\n\\boxed{36}\n", "Final Answer box 63, then 'Wait' replaces it with 36: wrong"),
    P("fa_sum", "B", "boxed", CYC_T + CYC_S, "**Final Answer** box in the thinking, </think>, a summary repeating it"),
    P("notag_sentence", "B", "prose_sentence", CYC_W + CYC_C + "\nSo the cyclist rides 63 kilometers in total.\n", "no </think>; ends on a clear final sentence"),
    P("rejected", "B", "boxed", "Okay, so the cyclist rides at 18 km/h and then at 12 km/h. The average of the two speeds is 15 km/h, and the total time is 2.5 + 1.5 = 4 hours, so the distance is 15 × 4 = 60 km.\n\n**Final Answer**\n\\boxed{60}\n\nWait, no. That's not right: the cyclist doesn't ride equal times at the two speeds, so I can't just average them. Let me compute each part separately.\n\n" + after(CYC_W, "First part: 18 km per hour") + CYC_C + fa("63") + END + CYC_S, "a box 60 tried and rejected; the thinking then settles on 63"),
    P("box_check", "B", "boxed", CYC_T + CYC_S + "\n\nWait, let me double-check the first leg: 18 km/h for 2.5 hours is 45 km, and the second leg is 18 km, so 63 km in total. Yes, that's correct.", "box, then 'Wait, let me double-check ... Yes, that's correct.' with the same value"),
    P("sum_cut", "B", "boxed", CYC_T + upto(CYC_S, "- Second leg: \\(12 \\text{ km/h} \\times"), "thinking settled on \\boxed{63}; summary cut mid-formula by the token limit"),
])

# ---------------------------------------------------------------- wages -> 360
WAG_Q = "Leo earns $12 an hour at a bike shop. He works 6 hours every Saturday and 4 hours every Sunday. How much does he earn in 3 weekends?"
WAG_W = """Okay, so Leo earns $12 an hour, and he works on weekends: 6 hours on Saturday and 4 hours on Sunday. The question is how much he earns in 3 weekends.

Let me start with one weekend. On Saturday he works 6 hours, so he earns 6 times 12, which is 72 dollars. On Sunday he works 4 hours, so that's 4 times 12, which is 48 dollars. So in one weekend he earns 72 plus 48, which is 120 dollars.

Hmm, wait. Let me check that another way. Total hours in one weekend is 6 plus 4, which is 10 hours. 10 hours times 12 dollars is 120 dollars. Yep, same thing.

Now, for 3 weekends, I multiply by 3. 120 times 3 is 360 dollars.

Wait, is there anything tricky here? Like, does "3 weekends" mean something different, maybe 3 days? No, a weekend is Saturday and Sunday, so 3 weekends means 3 Saturdays and 3 Sundays. So that's 18 hours on Saturdays and 12 hours on Sundays, which is 30 hours total. 30 times 12 is 360. Okay, consistent.

Hmm, let me also make sure I'm not confusing this with how many hours he works. The question asks "How much does he earn", so it's money, not hours. So the answer should be in dollars, and 30 hours is just an intermediate step.
"""
WAG_C = """
Let me double-check the multiplication: 12 × 30 = 360, and 120 × 3 = 360. Both agree.
"""
WAG_L = """
Hmm, let me recompute it by totaling all the hours first, just to be sure.

Saturdays: 3 × 6 = 18 hours. Sundays: 3 × 4 = 12 hours. Total: 18 + 12 = 30 hours.

Pay: 30 × $12. 30 × 10 = 300 and 30 × 2 = 60, so 300 + 60 = 360.

So both methods give the same number of dollars for the 3 weekends.
"""
WAG_S = r"""Leo works \(6 + 4 = 10\) hours each weekend, so he earns \(10 \times 12 = 120\) dollars per weekend.

Over 3 weekends he earns:
\[
3 \times 120 = 360
\]

So Leo earns **\$360** in 3 weekends.

**Final Answer**
\[
\boxed{360}
\]"""
WAG_T = WAG_W + WAG_C + fa("360") + END
WAG = ("wages", "360", WAG_Q, [
    P("cut_mid", "A", "truncated", WAG_W + WAG_C + upto(WAG_L, "Pay: 30 × $12. 30 × 10 = 300 and"), "cut mid-sentence in a redo: no_answer"),
    P("cut_para", "A", "truncated", WAG_W + WAG_C + WAG_L, "cut at a paragraph end; 360 only in the working: no_answer"),
    P("cut_check", "A", "truncated", WAG_W + upto(WAG_C, "12 × 30 ="), "cut in the double-check before its value: no_answer"),
    P("sum_other", "A", "boxed", WAG_T + upto(WAG_S, "dollars per weekend.") + "\n\nSo Leo earns **\\$120** each weekend.\n\n**Final Answer**\n\\[\n\\boxed{120}\n\\]", "thinking settled on 360; the summary ends on the per-weekend 120 (a rate where the total is asked): wrong"),
    P("two_boxes", "A", "boxed", WAG_W + WAG_C + END + WAG_S + "\n\\[\n\\boxed{120}\n\\]", "two boxes that disagree at the end, 360 then 120; the last box is 120: wrong"),
    P("fa_takeback", "A", "boxed", WAG_T.replace(END, "") + "\nWait, hold on, I think I undercounted. 3 weekends is 3 Saturdays and 3 Sundays, so 6 working days. And he works 10 hours each... so 6 × 10 = 60 hours, and 60 × 12 = 720. Let me go with that.\n\n**Final Answer**\n\\boxed{720}\n", "Final Answer box 360, then 'Wait' replaces it with 720 (a double count): wrong"),
    P("fa_sum", "B", "boxed", WAG_T + WAG_S, "**Final Answer** box, </think>, summary with the same box"),
    P("notag_box", "B", "boxed", WAG_W + WAG_C + "\nSo Leo earns $360 in 3 weekends.\n\n\\boxed{360}\n", "no </think>; a final sentence and a box"),
    P("sum_cut", "B", "boxed", WAG_T + upto(WAG_S, "Over 3 weekends he earns:"), "thinking settled on \\boxed{360}; summary cut"),
    P("rejected", "B", "boxed", WAG_W + WAG_C + "\n**Final Answer**\n\\boxed{120}\n\nWait, no, 120 is just one weekend. The question asks for 3 weekends, so it's 3 × 120 = 360.\n" + fa("360") + END + WAG_S, "a box 120 (one weekend) rejected with 'Wait, no'; settles on 360"),
])

# ---------------------------------------------------------------- library -> 234
LIB_Q = "A library has 480 books. 35% of them are fiction. Of the remaining books, 1/4 are biographies. How many of the books are neither fiction nor biographies?"
LIB_W = """Okay, so the library has 480 books. 35% are fiction. Then of the remaining books, a quarter are biographies. I need to find how many books are neither fiction nor biographies.

First, let me find the number of fiction books. 35% of 480. 10% of 480 is 48, so 30% is 144, and 5% is 24. So 35% is 144 plus 24, which is 168. So there are 168 fiction books.

The remaining books are 480 minus 168. Let's see, 480 minus 168 is 312. So 312 books are not fiction.

Now, of those 312, one quarter are biographies. 312 divided by 4 is 78. So 78 biographies.

Wait, I need to be careful here. Is it 1/4 of the remaining books or 1/4 of all the books? The problem says "Of the remaining books, 1/4 are biographies," so it's 1/4 of the 312, not of the 480. If it were 1/4 of 480, that would be 120, but that's not what it says.

So the books that are neither fiction nor biographies are 312 minus 78. 312 minus 78 is 234.

Hmm, let me verify that differently. If 1/4 of the remaining are biographies, then 3/4 of the remaining are neither. 3/4 of 312 is 312 divided by 4 times 3, which is 78 times 3, which is 234. Same answer.

Also as a percentage: 65% are not fiction, and 3/4 of 65% is 48.75%. 48.75% of 480 is 0.4875 times 480. 0.5 times 480 is 240, and 0.0125 times 480 is 6, so 240 minus 6 is 234. Great, that matches too.
"""
LIB_C = """
Let me double-check: 168 + 78 + 234 should be 480. 168 + 78 is 246, and 246 + 234 is 480. Yes, all the books are accounted for.
"""
LIB_L = """
Hmm, let me redo it once more with fractions, to be safe.

Fiction: 35% = 7/20, and 7/20 × 480 = 7 × 24 = 168.
Not fiction: 480 − 168 = 312.
Biographies: 1/4 × 312 = 78.
Neither: 312 − 78 = 234.
"""
LIB_S = r"""1. **Fiction books:** \(35\% \times 480 = 168\)
2. **Remaining books:** \(480 - 168 = 312\)
3. **Biographies:** \(\frac{1}{4} \times 312 = 78\)
4. **Neither:** \(312 - 78 = 234\)

Therefore, \(\boxed{234}\) books are neither fiction nor biographies."""
LIB_T = LIB_W + LIB_C + fa("234") + END
LIB = ("library", "234", LIB_Q, [
    P("cut_formula", "A", "truncated", LIB_W + LIB_C + upto(LIB_L, "Neither: 312 −"), "cut mid-formula in a redo: no_answer"),
    P("cut_num", "A", "truncated", LIB_W + LIB_C + upto(LIB_L, "Neither: 312 − 78 = 23"), "cut mid-number ('23' of 234): no_answer"),
    P("sum_cut_unsettled", "A", "truncated", upto(LIB_W, "So 312 books are not fiction.\n") + "\nNow, of the remaining books, 1/4 are biographies. Hmm, wait, does \"remaining\" mean the books that are not fiction, or does it mean the books still on the shelves? The problem doesn't mention any checkouts. But if it's 1/4 of all 480, that's 120 biographies, and the answer would change. Hmm, I'm not sure which one they intend. Let me just write up the solution.\n" + END + upto(LIB_S, "3. **Biographies:**"), "the thinking closes unsettled (78 or 120 biographies); the summary is cut before its value: no_answer"),
    P("two_boxes", "A", "boxed", LIB_T + LIB_S + "\n\n**Final Answer**\n\\boxed{312}", "the summary boxes 234, then a last **Final Answer** box 312 (the non-fiction books): the last box disagrees: wrong"),
    P("alt_keep", "A", "prose_sentence", LIB_W + "\nAlternatively, maybe the 1/4 refers to the whole collection: 1/4 of 480 is 120 biographies. Then neither would be 480 minus 168 minus 120, which is 192. Hmm, rereading, \"Of the remaining books\" could just be the writer's way of saying \"the other books in the library\". I think 192 is the more natural reading, since it's simpler to take fractions of the total. So the answer is 192.\n", "an 'Alternatively' paragraph ends on 192 and keeps it (no </think>): wrong"),
    P("fa_sum", "B", "boxed", LIB_T + LIB_S, "**Final Answer** box, </think>, summary box"),
    P("box_check", "B", "boxed", LIB_T + LIB_S + "\n\nWait, let me double-check: \\(168 + 78 + 234 = 480\\). Yes, that's correct.", "box then 'Wait, let me double-check ... Yes, that's correct.'"),
    P("notag_sentence", "B", "prose_sentence", LIB_W + LIB_C + "\nSo 234 of the books are neither fiction nor biographies.\n", "no </think>; clear final sentence"),
    P("rejected", "B", "boxed", upto(LIB_W, "So 78 biographies.\n") + "\nSo the answer would be 78? No, wait, that's the number of biographies. The question asks how many are neither fiction nor biographies. And it's not 312 either, because that still includes the biographies. So I need 312 minus 78, which is 234.\n" + LIB_C + fa("234") + END + LIB_S, "78 and 312 tried and rejected; settles on 234"),
    P("sum_cut", "B", "boxed", LIB_T + upto(LIB_S, "2. **Remaining books:**"), "thinking settled on \\boxed{234}; summary cut"),
])

# ---------------------------------------------------------------- pizza -> 11
PIZ_Q = "27 students are at a class party. Each student will eat 3 slices of pizza, and each pizza is cut into 8 slices. How many pizzas must the teacher order so that there is enough for everyone?"
PIZ_W = """Okay, so there are 27 students, and each eats 3 slices of pizza. Each pizza has 8 slices. I need to figure out how many pizzas to order.

First, the total number of slices needed is 27 times 3. 27 times 3 is 81 slices.

Each pizza has 8 slices, so the number of pizzas is 81 divided by 8. Let me compute that: 8 times 10 is 80, so 81 divided by 8 is 10 with a remainder of 1, or 10.125 pizzas.

Hmm, but you can't order a fraction of a pizza. So I need to round. If I round down to 10 pizzas, that's 80 slices, which is 1 slice short. So 10 pizzas isn't enough; one student would only get 2 slices.

So I need to round up to 11 pizzas. 11 times 8 is 88 slices, which covers the 81 slices with 7 slices left over.

Wait, let me make sure the question is asking for whole pizzas. "How many pizzas must the teacher order so that there is enough for everyone?" Yes, it's asking for a number of pizzas to order, and "enough for everyone" means we can't be short. So it has to be a whole number, and it has to be at least 10.125. The smallest whole number that's at least 10.125 is 11.

Hmm, is there any chance the teacher is also eating? The problem only mentions the 27 students, so no. And each student eats exactly 3 slices, so 81 is the exact need.
"""
PIZ_C = """
Let me double-check: 10 pizzas give 80 slices < 81 needed, and 11 pizzas give 88 slices ≥ 81. So 11 is the minimum.
"""
PIZ_L = """
Hmm, let me think about it once more from the slices side, to be completely sure.

The class needs 27 × 3 = 81 slices. Each pizza gives 8 slices, and 81 ÷ 8 = 10.125, which is not a whole number.

10 pizzas → 80 slices. That's 1 short.
11 pizzas → 88 slices. That's enough, with 7 to spare.

So the smallest number of pizzas that covers 81 slices is the one that gives 88 slices.
"""
PIZ_S = r"""**Slices needed:** \(27 \times 3 = 81\)

**Pizzas needed:** \(81 \div 8 = 10.125\)

Since the teacher cannot order part of a pizza, and 10 pizzas (80 slices) would leave one slice short, we round up:

\[
\boxed{11}
\]"""
PIZ_T = PIZ_W + PIZ_C + fa("11") + END
PIZ = ("pizza", "11", PIZ_Q, [
    P("cut_mid", "A", "truncated", PIZ_W + PIZ_C + upto(PIZ_L, "So the smallest number of pizzas that covers 81 slices is"), "cut right before the value in a redo: no_answer"),
    P("cut_num", "A", "truncated", PIZ_W + PIZ_C + upto(PIZ_L, "81 ÷ 8 = 10.1"), "cut mid-number (inside 10.125): no_answer"),
    P("alt_keep", "A", "boxed", upto(PIZ_W, "or 10.125 pizzas.\n") + "\nAlternatively, I could think about it per pizza: each pizza feeds 8 divided by 3 students, which is about 2.67 students. Then 27 students divided by 2.67 is about 10.1 pizzas. Since 10 pizzas give 80 slices and only one slice is missing, the teacher can just cut the slices a little smaller, so I'll say 10 pizzas is the practical answer.\n" + END + "The students need 81 slices, and 10 pizzas provide 80 slices, which is practically enough.\n\n\\[\n\\boxed{10}\n\\]", "an 'Alternatively' paragraph ends on 10 and the model keeps it: wrong"),
    P("sum_other", "A", "boxed", PIZ_T + upto(PIZ_S, "**Pizzas needed:** \\(81 \\div 8 = 10.125\\)") + "\n\n\\[\n\\boxed{10.125}\n\\]", "thinking settled on 11; the summary boxes the unrounded 10.125: wrong"),
    P("fa_takeback", "A", "boxed", PIZ_T.replace(END, "") + "\nWait, actually, maybe I'm overcomplicating this. 81 slices is only 1 more than 80, and the question is probably just 81 divided by 8 rounded to the nearest whole number, which is 10.\n\n**Final Answer**\n\\boxed{10}\n", "Final Answer box 11 taken back by 'Wait' for 10: wrong"),
    P("two_boxes", "A", "boxed", PIZ_W + PIZ_C + END + PIZ_S + "\n\n(The exact number of pizzas needed is \\(\\boxed{10.125}\\).)", "debatable: \\boxed{11}, then a parenthetical last box 10.125 for the same quantity (see DECISIONS)", True),
    P("fa_sum", "B", "boxed", PIZ_T + PIZ_S, "**Final Answer** box, </think>, summary box"),
    P("sum_cut", "B", "boxed", PIZ_T + upto(PIZ_S, "Since the teacher cannot order part of a pizza,"), "thinking settled on \\boxed{11}; summary cut"),
    P("notag_box", "B", "boxed", PIZ_W + PIZ_C + "\n**Final Answer**\nThe teacher must order \\boxed{11} pizzas.\n", "no </think>; boxed final answer"),
    P("box_check", "B", "boxed", PIZ_T.replace(END, "") + "\nWait, let me double-check the slices once more. 27 × 3 = 81, and 11 × 8 = 88, which is enough, while 10 × 8 = 80 is not. Yes, that's correct.\n", "box, then 'Wait, let me double-check ... Yes, that's correct.' (no </think>)"),
])

# ---------------------------------------------------------------- ages -> 40
AGE_Q = "Nina is 4 times as old as her son. In 20 years, she will be twice as old as her son. How old is Nina now?"
AGE_W = """Okay, so I need to find Nina's current age. Let me define some variables. Let's let the son's current age be s. Then Nina's current age is 4s, since she's 4 times as old as her son.

In 20 years, the son will be s + 20 and Nina will be 4s + 20. At that point, Nina will be twice as old as her son. So:

4s + 20 = 2(s + 20)

Let me expand the right side: 2(s + 20) = 2s + 40. So:

4s + 20 = 2s + 40

Subtract 2s from both sides: 2s + 20 = 40. Then subtract 20: 2s = 20. So s = 10.

So the son is 10 years old now. Wait, but the question asks for Nina's age, not the son's. Nina is 4 times as old, so 4 times 10 is 40.

Let me check. Nina is 40 now and her son is 10. In 20 years, Nina will be 60 and the son will be 30. Is 60 twice 30? Yes! Great.

Hmm, let me also make sure I didn't set up the equation backwards. "In 20 years, she will be twice as old as her son." So Nina's future age = 2 × son's future age. 4s + 20 = 2(s + 20). Yes, that's what I had. If I had accidentally written 2(4s + 20) = s + 20, I'd get a negative age, which makes no sense.
"""
AGE_C = """
Let me double-check once more with the original conditions: 40 = 4 × 10 ✓, and 40 + 20 = 60 = 2 × (10 + 20) = 2 × 30 ✓.
"""
AGE_L = """
Hmm, let me redo the algebra with Nina's age as the unknown instead, just to double-check.

Let n be Nina's age now. Her son is n/4. In 20 years: n + 20 = 2(n/4 + 20) = n/2 + 40.

Then n − n/2 = 40 − 20, so n/2 = 20, and n = 40.

Check once more: son 10, Nina 40; in 20 years son 30, Nina 60, and 60 = 2 × 30.
"""
AGE_S = r"""Let the son's current age be \(s\). Then Nina's current age is \(4s\).

In 20 years:
\[
4s + 20 = 2(s + 20)
\]
\[
4s + 20 = 2s + 40 \implies 2s = 20 \implies s = 10
\]

Nina's current age is \(4s = 4 \times 10 = 40\).

**Answer:** Nina is \(\boxed{40}\) years old."""
AGE_T = AGE_W + AGE_C + fa("40") + END
AGE = ("ages", "40", AGE_Q, [
    P("cut_formula", "A", "truncated", AGE_W + AGE_C + upto(AGE_L, "In 20 years: n + 20 = 2(n/4 +"), "cut mid-formula in a redo: no_answer"),
    P("cut_para", "A", "truncated", AGE_W + AGE_C + AGE_L, "cut at a paragraph end; 40 only in the working: no_answer"),
    P("cut_mid", "A", "truncated", AGE_W + AGE_C + upto(AGE_L, "Then n − n/2 = 40 − 20, so"), "cut mid-sentence: no_answer"),
    P("sum_other", "A", "boxed", AGE_T + AGE_S.replace("**Answer:** Nina is \\(\\boxed{40}\\) years old.", "**Answer:** The son is \\(\\boxed{10}\\) years old."), "thinking settled on 40; the summary's last answer is the son's age 10: wrong"),
    P("fa_takeback", "A", "boxed", AGE_T.replace(END, "") + "\nWait, hmm. Maybe the question wants Nina's age at the moment she is twice as old as her son, since that's the moment the problem describes. That would be 40 + 20 = 60.\n\n**Final Answer**\n\\boxed{60}\n" + END + "In 20 years Nina will be twice as old as her son, at age \\(\\boxed{60}\\).", "Final Answer box 40 taken back for 60 (her age in 20 years), kept in the summary: wrong"),
    P("fa_sum", "B", "boxed", AGE_T + AGE_S, "**Final Answer** box, </think>, summary box"),
    P("sum_cut", "B", "boxed", AGE_T + upto(AGE_S, "Nina's current age is \\(4s ="), "thinking settled on \\boxed{40}; summary cut mid-formula"),
    P("notag_sentence", "B", "prose_sentence", AGE_W + AGE_C + "\nSo Nina is 40 years old now.\n", "no </think>; clear final sentence"),
    P("box_check", "B", "boxed", AGE_T + AGE_S + "\n\nWait, let me double-check: in 20 years Nina is 60 and her son is 30, and 60 = 2 × 30. Yes, that's correct.", "box then double-check with the same value"),
    P("rejected", "B", "boxed", upto(AGE_W, "So s = 10.\n") + "\n**Final Answer**\n\\boxed{10}\n\nWait, no. s is the son's age. The question asks for Nina's age, which is 4s = 40. Let me check: in 20 years Nina is 60 and the son is 30, and 60 = 2 × 30. Yes.\n" + fa("40") + END + AGE_S, "box 10 (the son) rejected; settles on 40"),
])

# ---------------------------------------------------------------- jacket -> 64.8 (stored WITH the <think> opening tag)
JAC_Q = "A jacket costs $80. It is on sale for 25% off, and then an 8% sales tax is added to the sale price. How much does the jacket cost in total?"
JAC_W = """<think>
Okay, so the jacket originally costs $80. There's a 25% discount, and then 8% sales tax is added on the sale price. I need the final price.

First, the discount. 25% of 80 is 20, because 25% is a quarter, and a quarter of 80 is 20. So the sale price is 80 minus 20, which is 60 dollars.

Now the tax. 8% of 60. 1% of 60 is 0.6, so 8% is 4.8. So the tax is $4.80.

Then the total is 60 plus 4.80, which is 64.80.

Wait, let me make sure the tax is on the sale price and not the original price. The problem says "an 8% sales tax is added to the sale price," so yes, it's 8% of 60, not 8% of 80. If it were 8% of 80, the tax would be 6.40 and the total would be 66.40. But that's not what the problem says.

Hmm, another way to do it: multiply by 0.75 for the discount and then by 1.08 for the tax. 80 times 0.75 is 60, and 60 times 1.08 is 64.8. Same.

Actually, the order doesn't matter for multiplication: 80 times 1.08 is 86.4, then times 0.75 is 64.8. Yep, also 64.8. That's a good check.
"""
JAC_C = """
Let me double-check: 0.75 × 1.08 = 0.81, and 80 × 0.81 = 64.8. Yes.
"""
JAC_L = """
Hmm, let me recompute everything in cents to make sure there's no rounding issue.

$80 = 8000 cents. 25% off: 8000 × 0.75 = 6000 cents.
Tax: 6000 × 0.08 = 480 cents.
Total: 6000 + 480 = 6480 cents.
"""
JAC_S = r"""**Step 1: Apply the discount.**
\[
80 \times (1 - 0.25) = 80 \times 0.75 = 60
\]

**Step 2: Add the sales tax.**
\[
60 \times 1.08 = 64.80
\]

The jacket costs **\$64.80** in total.

\[
\boxed{64.80}
\]"""
JAC_T = JAC_W + JAC_C + fa("64.80") + END
JAC = ("jacket", "64.8", JAC_Q, [
    P("cut_num", "A", "truncated", JAC_W + JAC_C + upto(JAC_L, "Total: 6000 + 480 = 64"), "with the <think> tag; cut mid-number ('64' of 6480 cents): no_answer"),
    P("cut_check", "A", "truncated", JAC_W + upto(JAC_C, "and 80 × 0.81 ="), "cut in the double-check before its value: no_answer"),
    P("sum_other", "A", "boxed", JAC_T + upto(JAC_S, "80 \\times (1 - 0.25) = 80 \\times 0.75 = 60\n\\]") + "\n\nThe sale price of the jacket is **\\$60**.\n\n\\[\n\\boxed{60}\n\\]", "thinking settled on 64.80; the summary ends on the sale price 60 (a subtotal): wrong"),
    P("fa_takeback", "A", "boxed", JAC_T.replace(END, "") + "\nWait, hmm, in a lot of stores the tax is charged on the original price and the discount is taken off afterwards. So maybe it should be 80 + 6.40 = 86.40, minus the 20 discount, which is 66.40. I think that's how it works in practice.\n\n**Final Answer**\n\\boxed{66.40}\n", "Final Answer box 64.80, then 'Wait' replaces it with 66.40: wrong"),
    P("approx", "A", "prose_sentence", JAC_W + JAC_C + END + "After the 25% discount the jacket costs $60, and with the 8% sales tax it comes to about **$65** in total.", "the summary rounds the exact 64.80 to 'about $65': a hedge, wrong"),
    P("alt_keep", "A", "boxed", upto(JAC_W, "So the tax is $4.80.\n") + "\nAlternatively, I can just combine the percentages: 25% off and 8% on is a net 17% off. 17% of 80 is 13.60, so the price is 80 minus 13.60, which is 66.40. Hmm, that's different from adding the tax to 60, but combining percentages is the standard shortcut, so the total is $66.40.\n" + END + "Net change: \\(-25\\% + 8\\% = -17\\%\\).\n\\[\n80 \\times 0.83 = 66.40\n\\]\nThe jacket costs \\(\\boxed{66.40}\\).", "an 'Alternatively' paragraph (net -17%) ends on 66.40 and the model keeps it: wrong"),
    P("fa_sum", "B", "boxed", JAC_T + JAC_S, "with the <think> tag; **Final Answer** \\boxed{64.80} and the summary box 64.80 (= 64.8)"),
    P("notag_sentence", "B", "prose_sentence", JAC_W + JAC_C + "\nSo the jacket costs $64.80 in total.\n", "no </think>; final sentence with $64.80 (= 64.8)"),
    P("sum_cut", "B", "boxed", JAC_W + JAC_C + fa("64.8") + END + upto(JAC_S, "**Step 2: Add the sales tax.**"), "thinking settled on \\boxed{64.8}; summary cut"),
    P("rejected", "B", "boxed", upto(JAC_W, "So the sale price is 80 minus 20, which is 60 dollars.\n") + "\n**Final Answer**\n\\boxed{60}\n\nWait, no, I forgot the sales tax. The 8% tax is added to the sale price: 8% of 60 is 4.80, so the total is 60 + 4.80 = 64.80. And 80 × 0.75 × 1.08 = 64.8, which matches.\n" + fa("64.8") + END + JAC_S, "box 60 (the sale price) rejected; settles on 64.8"),
])

# ---------------------------------------------------------------- tank -> 15
TNK_Q = "A water tank holds 900 liters. It is 1/3 full. A pump adds 40 liters of water per minute. How many minutes will it take to fill the tank completely?"
TNK_W = """Okay, let's see. The tank holds 900 liters and it's currently 1/3 full. A pump adds 40 liters per minute. I need to find how long it takes to fill it up.

First, how much water is in the tank now? 1/3 of 900 is 300 liters. So there are 300 liters already.

How much more water is needed? 900 minus 300 is 600 liters. So the tank needs 600 more liters.

The pump adds 40 liters per minute, so the time is 600 divided by 40. 600 divided by 40... 40 times 15 is 600. So it takes 15 minutes.

Wait, let me make sure I'm not supposed to fill the whole 900 liters. If the tank were empty, it would take 900 divided by 40, which is 22.5 minutes. But the tank is already 1/3 full, so we only need to add 600 liters. So 22.5 would be wrong here.

Hmm, also, "1/3 full" — could that mean 1/3 empty? No, full means 1/3 of it has water. If it were 1/3 empty, it would be 2/3 full and we'd need only 300 liters, which would take 7.5 minutes. But the problem clearly says 1/3 full.

So the amount to add is 600 liters, at 40 liters per minute.
"""
TNK_C = """
Let me double-check: after 15 minutes, the pump adds 15 × 40 = 600 liters. 300 + 600 = 900. Yes, the tank is full.
"""
TNK_L = """
Hmm, let me redo it once more, thinking in terms of time for the whole tank.

An empty tank would take 900 ÷ 40 = 22.5 minutes. The tank is already 1/3 full, so only 2/3 of that time is needed: 2/3 × 22.5 = 15 minutes.

Same result as before: 600 liters at 40 liters per minute.
"""
TNK_S = r"""- Water already in the tank: \(\frac{1}{3} \times 900 = 300\) liters
- Water still needed: \(900 - 300 = 600\) liters
- Time to add it at 40 L/min: \(\frac{600}{40} = 15\) minutes

It will take \(\boxed{15}\) minutes to fill the tank."""
TNK_T = TNK_W + TNK_C + fa("15") + END
TNK = ("tank", "15", TNK_Q, [
    P("cut_mid", "A", "truncated", TNK_W + TNK_C + upto(TNK_L, "so only 2/3 of that time is needed:"), "cut mid-sentence before the value in a redo: no_answer"),
    P("cut_para", "A", "truncated", TNK_W + TNK_C + TNK_L, "cut at a paragraph end; 15 only in the working: no_answer"),
    P("two_boxes", "A", "boxed", TNK_W + TNK_C + END + TNK_S + "\n\n**Final Answer**\n\\[\n\\boxed{22.5}\n\\]", "the summary boxes 15, then a last Final Answer box 22.5 (the empty tank): the boxes disagree, the last is wrong"),
    P("sum_cut_unsettled", "A", "truncated", upto(TNK_W, "So the tank needs 600 more liters.\n") + "\nHmm, wait. Actually, I'm not sure whether \"1/3 full\" describes the tank before the pump starts or is just there to describe its size. And \"fill the tank completely\" might mean from empty. If it's from 1/3 full, it's 600 over 40, but if it's the whole tank, it's 900 over 40. Let me think about which one...\n" + END + upto(TNK_S, "- Time to add it at 40 L/min: \\(\\frac{600}{40} ="), "thinking closes unsettled (600/40 or 900/40); summary cut mid-formula before its value: no_answer"),
    P("alt_keep", "A", "boxed", TNK_W + "\nAlternatively, maybe \"fill the tank completely\" means from empty, since the question is about how long the pump takes to fill the tank, which is a property of the pump and the tank. Then it's 900 divided by 40, which is 22.5 minutes. I think that's the cleaner interpretation, so I'll go with 22.5 minutes.\n" + END + "The pump fills the 900-liter tank at 40 liters per minute:\n\\[\n\\frac{900}{40} = 22.5\n\\]\n\\[\n\\boxed{22.5}\n\\]", "an 'Alternatively' paragraph ends on 22.5 and is kept: wrong"),
    P("fa_sum", "B", "boxed", TNK_T + TNK_S, "**Final Answer** box, </think>, summary box"),
    P("box_check", "B", "boxed", TNK_T + TNK_S + "\n\nWait, let me double-check: 300 liters plus 15 minutes × 40 liters = 900 liters. Yes, that's correct.", "box then double-check with the same value"),
    P("notag_box", "B", "boxed", TNK_W + TNK_C + "\nTherefore, it will take \\boxed{15} minutes to fill the tank.\n", "no </think>; box in the final sentence"),
    P("sum_cut", "B", "boxed", TNK_T + upto(TNK_S, "- Water still needed:"), "thinking settled on \\boxed{15}; summary cut"),
    P("rejected", "B", "boxed", "Okay, so the tank holds 900 liters and the pump adds 40 liters per minute, so 900 divided by 40 is 22.5 minutes.\n\n**Final Answer**\n\\boxed{22.5}\n\nWait, no. I ignored that the tank is already 1/3 full. Let me redo this properly.\n\n" + TNK_W.replace("Okay, let's see. ", "", 1) + TNK_C + fa("15") + END + TNK_S, "box 22.5 (the empty tank) rejected; settles on 15"),
])

# ---------------------------------------------------------------- eggs -> 114
EGG_Q = "A farmer has 23 hens. Each hen lays 5 eggs a week. He sells the eggs only in full cartons of 6, at $3 per carton. How much money does he make from the eggs laid in 2 weeks?"
EGG_W = """Okay, so the farmer has 23 hens, each laying 5 eggs a week. He sells eggs only in full cartons of 6 at $3 per carton. I need to find how much money he makes from 2 weeks of eggs.

First, eggs per week: 23 hens times 5 eggs is 115 eggs per week. Over 2 weeks, that's 115 times 2, which is 230 eggs.

Now, cartons. Each carton holds 6 eggs, and he only sells full cartons. 230 divided by 6. 6 times 38 is 228, and 6 times 39 is 234, which is too many. So he can fill 38 full cartons, with 230 minus 228 = 2 eggs left over.

Each carton sells for $3, so 38 times 3 is 114 dollars.

Wait, should I compute each week separately? If he packs each week's eggs separately: 115 eggs a week, 115 divided by 6 is 19 cartons (114 eggs) with 1 left over. So 19 cartons a week, 38 cartons in 2 weeks, and the 2 leftover eggs still don't make a carton. Either way it's 38 cartons. Good, that matches.

Hmm, and I shouldn't just divide the eggs by 2 to get dollars. That would be 230 divided by 2 = 115, which would be the price if he could sell partial cartons at 50 cents an egg. But he can't sell the 2 leftover eggs, so it's a bit less.

So 38 cartons at $3 each.
"""
EGG_C = """
Let me double-check: 38 × 6 = 228 eggs in cartons, plus 2 left over makes 230 ✓. 38 × 3 = 114 ✓.
"""
EGG_L = """
Hmm, let me redo the carton count another way, just to be sure about the leftovers.

230 eggs ÷ 6 eggs per carton = 38.33..., so 38 full cartons. 38 × 6 = 228 eggs used, 2 eggs left over.

Money: 38 cartons × $3 = $114.

The 2 leftover eggs can't be sold since they don't make a full carton.
"""
EGG_S = r"""**Eggs in 2 weeks:** \(23 \times 5 \times 2 = 230\)

**Full cartons:** \(230 \div 6 = 38\) remainder \(2\), so 38 full cartons.

**Money:** \(38 \times 3 = 114\)

The farmer makes **\$114**.

**Final Answer**
\[
\boxed{114}
\]"""
EGG_T = EGG_W + EGG_C + fa("114") + END
EGG = ("eggs", "114", EGG_Q, [
    P("cut_mid", "A", "truncated", EGG_W + EGG_C + upto(EGG_L, "38 × 6 = 228 eggs used,"), "cut mid-sentence in a redo: no_answer"),
    P("cut_para", "A", "truncated", EGG_W + EGG_C + EGG_L, "cut at a paragraph end after a remark; 114 only in the working: no_answer"),
    P("cut_check", "A", "truncated", EGG_W + upto(EGG_C, "38 × 3 ="), "cut in the double-check before its value: no_answer"),
    P("sum_other", "A", "boxed", EGG_T + upto(EGG_S, "so 38 full cartons.") + "\n\nThe farmer sells **38** full cartons.\n\n**Final Answer**\n\\[\n\\boxed{38}\n\\]", "thinking settled on 114; the summary ends on the carton count 38: wrong"),
    P("two_boxes", "A", "boxed", EGG_T + "He collects \\(23 \\times 5 \\times 2 = 230\\) eggs and fills 38 full cartons, so the farmer makes \\(\\boxed{114}\\) dollars, or \\(\\boxed{115}\\) dollars if the 2 leftover eggs are sold later.", "two boxes for one question, 114 or 115: a hedge with two values: wrong"),
    P("fa_takeback", "A", "boxed", EGG_T.replace(END, "") + "\nWait, the 2 leftover eggs could go into the next week's cartons, so in the end all 230 eggs get sold. So really he makes money from all 230 eggs: 230 / 6 × 3 = 115 dollars.\n\n**Final Answer**\n\\boxed{115}\n", "Final Answer box 114 taken back for 115: wrong"),
    P("fa_sum", "B", "boxed", EGG_T + EGG_S, "**Final Answer** box, </think>, summary box"),
    P("sum_cut", "B", "boxed", EGG_T + upto(EGG_S, "**Money:** \\(38 \\times 3 ="), "thinking settled on \\boxed{114}; summary cut mid-formula"),
    P("notag_sentence", "B", "prose_sentence", EGG_W + EGG_C + "\nSo the farmer makes $114 from the eggs laid in 2 weeks.\n", "no </think>; final sentence"),
    P("box_check", "B", "boxed", EGG_T + EGG_S + "\n\nWait, let me double-check the cartons: \\(6 \\times 38 = 228 \\le 230 < 234 = 6 \\times 39\\). Yes, that's correct.", "box then double-check"),
])

# ---------------------------------------------------------------- running -> 35
RUN_Q = "Sam runs 3 miles on Monday. Each day after that, he runs 2 miles more than the day before. How many miles does he run in total from Monday through Friday?"
RUN_W = """Okay, so Sam runs 3 miles on Monday, and each day after that he runs 2 more miles than the previous day. I need the total from Monday to Friday.

Let me list the days:
- Monday: 3 miles
- Tuesday: 3 + 2 = 5 miles
- Wednesday: 5 + 2 = 7 miles
- Thursday: 7 + 2 = 9 miles
- Friday: 9 + 2 = 11 miles

So on Friday he runs 11 miles. But the question asks for the total, not just Friday.

Total: 3 + 5 + 7 + 9 + 11. Let's add: 3 + 5 = 8, 8 + 7 = 15, 15 + 9 = 24, 24 + 11 = 35.

Hmm, let me check using the arithmetic series formula. The number of terms is 5, the first term is 3, the last term is 11. Sum = n/2 × (first + last) = 5/2 × (3 + 11) = 5/2 × 14 = 35. Same.

Wait, is Monday through Friday 5 days? Monday, Tuesday, Wednesday, Thursday, Friday. Yes, 5 days.

Also, I should double-check I didn't misread "2 miles more than the day before" as "twice as many." If it were doubling, it'd be 3, 6, 12, 24, 48, which sums to 93. But it says 2 miles more, so it's adding 2 each day, not doubling.
"""
RUN_C = """
Let me double-check the sum by pairing: 3 + 11 = 14, 5 + 9 = 14, and 7 in the middle. 14 + 14 + 7 = 35. ✓
"""
RUN_L = """
Hmm, let me recompute with the other form of the arithmetic series formula, to be safe.

First term a = 3, common difference d = 2, number of terms n = 5.
Sum = n/2 × (2a + (n − 1)d) = 5/2 × (6 + 8) = 5/2 × 14 = 35.
"""
RUN_S = r"""Sam's daily distances form an arithmetic sequence with first term 3 and common difference 2:

| Day | Miles |
|---|---|
| Monday | 3 |
| Tuesday | 5 |
| Wednesday | 7 |
| Thursday | 9 |
| Friday | 11 |

Total:
\[
3 + 5 + 7 + 9 + 11 = 35
\]

Sam runs \(\boxed{35}\) miles from Monday through Friday."""
RUN_T = RUN_W + RUN_C + fa("35") + END
RUN = ("running", "35", RUN_Q, [
    P("cut_formula", "A", "truncated", RUN_W + RUN_C + upto(RUN_L, "= 5/2 × (6 +"), "cut mid-formula in a redo: no_answer"),
    P("cut_num", "A", "truncated", RUN_W + RUN_C + upto(RUN_L, "5/2 × 14 = 3"), "cut mid-number ('3' of 35): no_answer"),
    P("sum_other", "A", "boxed", RUN_T + RUN_S.replace("Sam runs \\(\\boxed{35}\\) miles from Monday through Friday.", "On Friday, Sam runs \\(\\boxed{11}\\) miles."), "thinking settled on 35; the summary ends on Friday's 11: wrong"),
    P("fa_takeback", "A", "boxed", RUN_T.replace(END, "") + "\nWait, let me reconsider \"from Monday through Friday\". Hmm, maybe \"through\" means up to Friday but not including it, like Monday to Thursday. Then the total would be 3 + 5 + 7 + 9 = 24.\n\n**Final Answer**\n\\boxed{24}\n", "Final Answer box 35 taken back for 24: wrong"),
    P("alt_keep", "A", "boxed", upto(RUN_W, "But the question asks for the total, not just Friday.\n") + "\nAlternatively, I can use the formula for the sum of odd numbers: the first n odd numbers add up to n squared. 3, 5, 7, 9, 11 are odd numbers, and there are 5 of them, so the sum is 5 squared, which is 25. That's a neat shortcut, so the total is 25 miles.\n" + END + "The distances 3, 5, 7, 9, 11 are 5 odd numbers, so their sum is \\(5^2 = 25\\).\n\n\\[\n\\boxed{25}\n\\]", "an 'Alternatively' paragraph (misused odd-number formula) ends on 25 and is kept: wrong"),
    P("fa_sum", "B", "boxed", RUN_T + RUN_S, "**Final Answer** box, </think>, summary box"),
    P("notag_box", "B", "boxed", RUN_W + RUN_C + "\n**Final Answer**\n\\boxed{35}\n", "no </think>; a final box"),
    P("rejected", "B", "boxed", upto(RUN_W, "So on Friday he runs 11 miles.") + "\n\n**Final Answer**\n\\boxed{11}\n\nWait, no — 11 is just Friday. The question asks for the total from Monday through Friday. Let me add them all: 3 + 5 + 7 + 9 + 11 = 35. And with the formula, 5/2 × (3 + 11) = 35. So it's 35, not 11. Also not 93, since he adds 2 miles a day rather than doubling.\n" + fa("35") + END + RUN_S, "box 11 (Friday) rejected; settles on 35"),
    P("box_check", "B", "boxed", RUN_W + fa("35") + "\nWait, let me double-check by pairing: 3 + 11 = 14, 5 + 9 = 14, plus 7 gives 35. Yes, that's correct.\n", "box then 'Wait, let me double-check ... Yes, that's correct.' (no </think>)"),
    P("sum_cut", "B", "boxed", RUN_T + upto(RUN_S, "| Wednesday | 7 |"), "thinking settled on \\boxed{35}; summary cut in its table"),
])

GPROBS = [MUF, FEN, CYC, WAG, LIB, PIZ, AGE, JAC, TNK, EGG, RUN]

# ================================================================ MATH
# ---------------------------------------------------------------- abs -> 27
ABS_Q = r"What is the sum of all integers $x$ such that $|x - 3| < 5$?"
ABS_W = """Okay, so I need to find the sum of all integers x such that |x - 3| < 5. Let me start by solving the inequality.

The absolute value inequality |x - 3| < 5 means that x - 3 is between -5 and 5, not including the endpoints. So:

-5 < x - 3 < 5

Adding 3 to all parts: -2 < x < 8.

So x is strictly between -2 and 8. The integers in this range are -1, 0, 1, 2, 3, 4, 5, 6, 7.

Wait, let me make sure about the endpoints. Since the inequality is strict, x can't be -2 or 8. Check: if x = 8, |8 - 3| = 5, which is not less than 5. If x = -2, |-2 - 3| = |-5| = 5, also not less than 5. So both endpoints are excluded. Good.

How many integers is that? From -1 to 7 inclusive: 7 - (-1) + 1 = 9 integers.

Now the sum: -1 + 0 + 1 + 2 + 3 + 4 + 5 + 6 + 7. The -1 and 1 cancel, so it's 0 + 2 + 3 + 4 + 5 + 6 + 7. 2 + 3 = 5, + 4 = 9, + 5 = 14, + 6 = 20, + 7 = 27.

Hmm, let me double-check with the formula: sum of an arithmetic sequence = (number of terms) × (first + last) / 2 = 9 × (-1 + 7) / 2 = 9 × 6 / 2 = 27. Same answer.

Another way: the integers are symmetric around 3 (from 3 - 4 to 3 + 4), so the average is 3 and the sum is 9 × 3 = 27. That's a nice check.
"""
ABS_C = """
Let me double-check that I didn't accidentally include 8: if I had, the sum would be 35, and if I had included -2 as well, it would be 33. But both are excluded, so 27.
"""
ABS_L = """
Hmm, let me redo it by testing the edge values directly, to be completely sure.

x = -1: |-4| = 4 < 5 ✓. x = 7: |4| = 4 < 5 ✓. x = 8: |5| = 5, not < 5 ✗. x = -2: |-5| = 5 ✗.

So the integers are -1 through 7. Sum = (-1) + 0 + 1 + 2 + 3 + 4 + 5 + 6 + 7 = 27.
"""
ABS_S = r"""We solve the inequality:
\[
|x - 3| < 5 \iff -5 < x - 3 < 5 \iff -2 < x < 8.
\]
The integers satisfying this are \(-1, 0, 1, \dots, 7\), which is 9 integers. Their sum is
\[
\frac{9(-1 + 7)}{2} = 27.
\]

\[
\boxed{27}
\]"""
ABS_T = ABS_W + ABS_C + fa("27") + END
ABS = ("abs", "27", ABS_Q, [
    P("cut_mid", "A", "truncated", ABS_W + ABS_C + upto(ABS_L, "Hmm, let me redo it by testing the edge values directly, to be"), "cut mid-sentence at the start of a redo: no_answer"),
    P("cut_formula", "A", "truncated", ABS_W + ABS_C + upto(ABS_L, "Sum = (-1) + 0 + 1 + 2 + 3 + 4 +"), "cut mid-formula: no_answer"),
    P("sum_other", "A", "boxed", ABS_T + upto(ABS_S, "which is 9 integers.") + "\n\nThe number of integers satisfying the inequality is\n\\[\n\\boxed{9}\n\\]", "thinking settled on 27; the summary boxes the count 9: wrong"),
    P("fa_takeback", "A", "boxed", ABS_T.replace(END, "") + "\nWait, let me recount the integers. From -2 to 7: -2, -1, 0, ..., 7. Hmm, I think I dropped -2 earlier; -2 is inside the interval. So the sum is 27 + (-2) = 25.\n\n**Final Answer**\n\\boxed{25}\n", "Final Answer box 27, then 'Wait' wrongly adds -2 and boxes 25: wrong"),
    P("two_boxes", "A", "boxed", ABS_W + ABS_C + END + upto(ABS_S, "= 27.\n\\]") + "\n\nSo the sum is \\(\\boxed{27}\\) or \\(\\boxed{33}\\), depending on whether the endpoints \\(-2\\) and \\(8\\) are counted.", "two boxes for one question (27 or 33): a hedge, wrong"),
    P("alt_keep", "A", "prose_sentence", upto(ABS_W, "The integers in this range are -1, 0, 1, 2, 3, 4, 5, 6, 7.\n") + "\nAlternatively, I could think of it as the integers within 5 of 3, which run from 3 - 5 = -2 up to 3 + 5 = 8. That's -2, -1, 0, ..., 8, which is 11 integers, symmetric around 3, so the sum is 11 × 3 = 33. That's a cleaner way to see it, and \"within 5\" includes the distance 5 itself. I'll go with 33.\n" + END + "The integers within distance 5 of 3 are \\(-2, -1, \\dots, 8\\); there are 11 of them with average 3, so their sum is 33.", "an 'Alternatively' paragraph ends on 33 (endpoints included) and the summary keeps it: wrong"),
    P("fa_sum", "B", "boxed", ABS_T + ABS_S, "**Final Answer** box, </think>, summary box"),
    P("sum_cut", "B", "boxed", ABS_T + upto(ABS_S, "The integers satisfying this are"), "thinking settled on \\boxed{27}; summary cut"),
    P("notag_sentence", "B", "prose_sentence", ABS_W + ABS_C + "\nTherefore, the sum of all integers x with |x - 3| < 5 is 27.\n", "no </think>; final sentence"),
    P("rejected", "B", "boxed", upto(ABS_W, "-5 < x - 3 < 5\n") + "\nAdding 3: -2 < x < 8. I'll just take the integers from -2 to 8: that's 11 of them, centered at 3, so the sum is 33.\n\n**Final Answer**\n\\boxed{33}\n\nWait, no. The inequality is strict. |8 - 3| = 5 and |-2 - 3| = 5, and 5 is not less than 5, so -2 and 8 must be dropped. That leaves -1 through 7, nine integers with average 3, so the sum is 27. Checking directly: -1 + 0 + 1 + 2 + 3 + 4 + 5 + 6 + 7 = 27.\n" + ABS_C + fa("27") + END + ABS_S, "box 33 rejected ('Wait, no'); settles on 27"),
])

# ---------------------------------------------------------------- mod -> 4
MOD_Q = r"What is the remainder when $3^{100}$ is divided by 7?"
MOD_W = """Okay, so I need to find the remainder when 3^100 is divided by 7. That's a huge number, so I should look for a pattern in the powers of 3 modulo 7.

Let me compute the first few powers:
3^1 = 3, and 3 mod 7 = 3.
3^2 = 9, and 9 mod 7 = 2.
3^3 = 27, and 27 mod 7 = 27 - 21 = 6.
3^4 = 81, and 81 mod 7 = 81 - 77 = 4.
3^5 = 243, and 243 mod 7 = 243 - 238 = 5.
3^6 = 729, and 729 mod 7 = 729 - 728 = 1.

So 3^6 ≡ 1 (mod 7). That makes sense by Fermat's little theorem, since 7 is prime and 3 is not divisible by 7, so 3^(7-1) = 3^6 ≡ 1 (mod 7).

So the powers of 3 cycle with period 6. Now I need 100 mod 6. 6 × 16 = 96, so 100 = 6 × 16 + 4. So 100 mod 6 = 4.

Therefore, 3^100 = (3^6)^16 × 3^4 ≡ 1^16 × 3^4 ≡ 3^4 (mod 7). And 3^4 ≡ 4 (mod 7).

Wait, let me double check 3^4 mod 7. 3^4 = 81. 7 × 11 = 77. 81 - 77 = 4. Yes, 4.

Hmm, let me also verify with a different approach. 3^2 = 9 ≡ 2 (mod 7). So 3^100 = (3^2)^50 ≡ 2^50 (mod 7). Now 2^3 = 8 ≡ 1 (mod 7). 50 = 3 × 16 + 2. So 2^50 = (2^3)^16 × 2^2 ≡ 1 × 4 = 4 (mod 7). Same answer.
"""
MOD_C = """
Let me double-check the cycle: 3, 2, 6, 4, 5, 1, then it repeats. The 100th power is at position 100 mod 6 = 4 in the cycle, and the 4th entry is 4. ✓
"""
MOD_L = """
Hmm, let me double-check 100 mod 6 and the final reduction once more.

100 = 96 + 4, and 96 = 6 × 16. So 3^100 = 3^96 · 3^4 = (3^6)^16 · 3^4.

(3^6)^16 ≡ 1^16 = 1 (mod 7), so 3^100 ≡ 3^4 = 81 ≡ 4 (mod 7).
"""
MOD_S = r"""By Fermat's little theorem, \(3^6 \equiv 1 \pmod{7}\). Since \(100 = 6 \cdot 16 + 4\),
\[
3^{100} = (3^6)^{16} \cdot 3^4 \equiv 3^4 = 81 \equiv 4 \pmod{7}.
\]

The remainder is \(\boxed{4}\)."""
MOD_T = MOD_W + MOD_C + fa("4") + END
MOD = ("mod", "4", MOD_Q, [
    P("cut_num", "A", "truncated", MOD_W + MOD_C + upto(MOD_L, "so 3^100 ≡ 3^4 = 8"), "cut mid-number ('8' of 81) in a redo: no_answer"),
    P("cut_formula", "A", "truncated", MOD_W + MOD_C + upto(MOD_L, "So 3^100 = 3^96 · 3^4 = (3^6)^16 ·"), "cut mid-formula: no_answer"),
    P("cut_para", "A", "truncated", MOD_W + MOD_C + MOD_L, "cut at a paragraph end; 4 only in the working: no_answer"),
    P("fa_takeback", "A", "boxed", MOD_T.replace(END, "") + "\nWait, the cycle: should I count positions from 3^0? If the cycle starts at 3^0 = 1, the list is 1, 3, 2, 6, 4, 5, and position 4 in it is 6. I think I had an off-by-one error, so the remainder is 6.\n\n**Final Answer**\n\\boxed{6}\n", "Final Answer box 4, then 'Wait' (an off-by-one) replaces it with 6: wrong"),
    P("alt_keep", "A", "boxed", MOD_W + "\nAlternatively, since we're working mod 7, maybe I should reduce the exponent mod 7 as well: 100 = 7 × 14 + 2, so 3^100 ≡ 3^2 = 9 ≡ 2 (mod 7). The exponent should be reduced modulo the same number, so I'll go with 2.\n" + END + "Reducing the exponent modulo 7: \\(100 \\equiv 2\\), so \\(3^{100} \\equiv 3^2 = 9 \\equiv 2 \\pmod 7\\).\n\n\\[\n\\boxed{2}\n\\]", "an 'Alternatively' paragraph (exponent reduced mod 7) ends on 2 and is kept: wrong"),
    P("sum_cut_unsettled", "A", "truncated", upto(MOD_W, "So 3^6 ≡ 1 (mod 7).") + "\n\nHmm, so the cycle length is 6. Now 100 divided by 6... 6 × 16 = 96, remainder 4. Or is it 6 × 17 = 102, so remainder -2? Then 3^100 ≡ 3^(-2), the inverse of 2 mod 7. Hmm, which way should I go? They should agree, but I'm getting confused about whether to use 3^4 or 3^(-2).\n" + END + "Since \\(3^6 \\equiv 1 \\pmod 7\\) and \\(100 = 6 \\cdot 16 + 4\\), we have \\(3^{100} \\equiv 3^4 \\pmod 7\\), so the remainder is", "thinking closes unsettled; summary cut before its value: no_answer"),
    P("fa_sum", "B", "boxed", MOD_T + MOD_S, "**Final Answer** box, </think>, summary box"),
    P("box_check", "B", "boxed", MOD_T + MOD_S + "\n\nWait, let me double-check with \\(3^3 \\equiv -1 \\pmod 7\\): \\(3^{100} = (3^3)^{33} \\cdot 3 \\equiv (-1)^{33} \\cdot 3 = -3 \\equiv 4 \\pmod 7\\). Yes, that's correct.", "box then a double-check with the same value"),
    P("notag_box", "B", "boxed", MOD_W + MOD_C + "\nSo the remainder when 3^100 is divided by 7 is \\boxed{4}.\n", "no </think>; box in the final sentence"),
    P("sum_cut", "B", "boxed", MOD_T + upto(MOD_S, "Since \\(100 = 6 \\cdot 16 + 4\\),"), "thinking settled on \\boxed{4}; summary cut"),
])

# ---------------------------------------------------------------- coins -> 15/16
PRB_Q = "A fair coin is flipped 4 times. What is the probability of getting at least one head? Express your answer as a common fraction."
PRB_W = """Okay, so the problem is asking for the probability of getting at least one head when flipping a fair coin 4 times. Let me think.

"At least one head" is easier to compute using the complement. The complement of "at least one head" is "no heads," which means all tails.

The probability of getting tails on one flip is 1/2. Since the flips are independent, the probability of 4 tails in a row is (1/2)^4 = 1/16.

So the probability of at least one head is 1 - 1/16 = 15/16.

Wait, let me verify by counting directly. The total number of outcomes for 4 flips is 2^4 = 16. The number of outcomes with no heads is just 1 (TTTT). So the number of outcomes with at least one head is 16 - 1 = 15. So the probability is 15/16. Same answer.

Hmm, let me also count it the long way, by number of heads:
- Exactly 1 head: C(4,1) = 4
- Exactly 2 heads: C(4,2) = 6
- Exactly 3 heads: C(4,3) = 4
- Exactly 4 heads: C(4,4) = 1
Total: 4 + 6 + 4 + 1 = 15. So 15 out of 16. Yes.

I should be careful not to confuse this with "exactly one head," which would be 4/16 = 1/4, or with the probability of all heads, which is 1/16. The question says "at least one."

As a decimal, 15/16 = 0.9375.
"""
PRB_C = """
Let me double-check the complement: P(all tails) = 1/16 = 0.0625, and 1 - 0.0625 = 0.9375 = 15/16. ✓
"""
PRB_L = """
Hmm, let me redo it with the binomial distribution to be safe.

P(X ≥ 1) = 1 − P(X = 0), where X is the number of heads. P(X = 0) = C(4,0)(1/2)^0(1/2)^4 = 1/16.

So P(X ≥ 1) = 1 − 1/16 = 15/16.
"""
PRB_S = r"""We use the complement. The probability of getting no heads (all four tails) is
\[
\left(\frac{1}{2}\right)^4 = \frac{1}{16}.
\]
Therefore,
\[
P(\text{at least one head}) = 1 - \frac{1}{16} = \frac{15}{16}.
\]

\[
\boxed{\dfrac{15}{16}}
\]"""
PRB_T = PRB_W + PRB_C + fa("\\frac{15}{16}") + END
PRB = ("coins", "\\frac{15}{16}", PRB_Q, [
    P("cut_mid", "A", "truncated", PRB_W + PRB_C + upto(PRB_L, "where X is the number of"), "cut mid-sentence in a redo: no_answer"),
    P("cut_formula", "A", "truncated", PRB_W + PRB_C + upto(PRB_L, "So P(X ≥ 1) = 1 −"), "cut mid-formula: no_answer"),
    P("sum_other", "A", "boxed", PRB_T + upto(PRB_S, "\\left(\\frac{1}{2}\\right)^4 = \\frac{1}{16}.\n\\]") + "\n\n\\[\n\\boxed{\\dfrac{1}{16}}\n\\]", "thinking settled on 15/16; the summary boxes the complement 1/16: wrong"),
    P("fa_takeback", "A", "boxed", PRB_T.replace(END, "") + "\nWait, hmm. If I count by the number of heads, there are 5 possibilities: 0, 1, 2, 3 or 4 heads. 4 of them have at least one head. So maybe it's 4/5? That seems like a more direct way to count.\n\n**Final Answer**\n\\boxed{\\frac{4}{5}}\n", "Final Answer box 15/16 taken back for 4/5: wrong"),
    P("approx", "A", "prose_sentence", PRB_W + PRB_C + END + "Using the complement, the probability of at least one head is approximately 0.94.", "the summary gives 'approximately 0.94' for the exact 15/16: wrong"),
    P("fa_sum", "B", "boxed", PRB_T + PRB_S, "**Final Answer** \\boxed{\\frac{15}{16}}, summary \\boxed{\\dfrac{15}{16}} (same value)"),
    P("notag_decimal", "B", "prose_sentence", PRB_W + PRB_C + "\nSo the probability of getting at least one head is 0.9375.\n", "no </think>; final sentence with 0.9375, exactly 15/16 (equal value, another form)"),
    P("sum_cut", "B", "boxed", PRB_T + upto(PRB_S, "We use the complement. The probability of getting no heads"), "thinking settled on the box; summary cut"),
    P("box_check", "B", "boxed", PRB_T.replace(END, "") + "\nWait, let me double-check by listing: of the 16 equally likely sequences, only TTTT has no heads, so 15 have at least one. Yes, that's correct.\n" + END + PRB_S, "box, double-check, </think>, summary with the same value"),
    P("rejected", "B", "boxed", "Okay, so at least one head in 4 flips. Each flip gives a head with probability 1/2, and there are 4 flips, so maybe it's 4 × 1/2 = 2? No, wait, that's bigger than 1, so it can't be a probability; that's the expected number of heads. And adding 1/2 + 1/4 + 1/8 + 1/16 counts something else too. Let me think properly.\n\n" + after(PRB_W, "\"At least one head\" is easier") + PRB_C + fa("\\frac{15}{16}") + END + PRB_S, "2 (an expected count) tried and rejected; settles on 15/16"),
])

# ---------------------------------------------------------------- root -> 3
ROOT_Q = "What is the larger root of the equation $2x^2 - 7x + 3 = 0$?"
ROOT_W = """Okay, so I need to find the larger root of the quadratic equation 2x^2 - 7x + 3 = 0. Let me try factoring first.

I need two numbers that multiply to 2 × 3 = 6 and add to -7. Those would be -6 and -1. So I can split the middle term:

2x^2 - 6x - x + 3 = 0

Group: 2x(x - 3) - 1(x - 3) = 0

So (2x - 1)(x - 3) = 0.

Therefore x = 1/2 or x = 3.

Let me verify with the quadratic formula. x = [7 ± √(49 - 24)] / 4 = [7 ± √25] / 4 = [7 ± 5] / 4. So x = 12/4 = 3 or x = 2/4 = 1/2. Same roots.

Wait, let me double-check by plugging in. For x = 3: 2(9) - 7(3) + 3 = 18 - 21 + 3 = 0. ✓. For x = 1/2: 2(1/4) - 7(1/2) + 3 = 1/2 - 7/2 + 3 = -3 + 3 = 0. ✓.

Hmm, and just to be safe, I shouldn't confuse the roots with their sum or product. By Vieta, the sum of the roots is 7/2 and the product is 3/2. Indeed 3 + 1/2 = 7/2 and 3 × 1/2 = 3/2. Those check out, but the question asks for the larger root itself, and 3 > 1/2.
"""
ROOT_C = """
Let me double-check the discriminant: b^2 - 4ac = 49 - 4(2)(3) = 49 - 24 = 25, and √25 = 5. ✓
"""
ROOT_L = """
Hmm, let me redo the quadratic formula very carefully, since signs are easy to mess up.

a = 2, b = -7, c = 3. Discriminant: 49 - 24 = 25.

x = (7 ± 5)/4. Plus: 12/4 = 3. Minus: 2/4 = 1/2.

So the two roots are 3 and 1/2.
"""
ROOT_S = r"""Factor the quadratic:
\[
2x^2 - 7x + 3 = (2x - 1)(x - 3) = 0,
\]
so \(x = \frac{1}{2}\) or \(x = 3\). The larger root is

\[
\boxed{3}
\]"""
ROOT_T = ROOT_W + ROOT_C + fa("3") + END
ROOT = ("root", "3", ROOT_Q, [
    P("cut_num", "A", "truncated", ROOT_W + ROOT_C + upto(ROOT_L, "Minus: 2/4 = 1/"), "cut mid-number (inside 1/2) in a redo: no_answer"),
    P("cut_check", "A", "truncated", upto(ROOT_W, "For x = 3: 2(9) - 7(3) + 3 = 18 - 21 + 3 ="), "cut inside a plug-in check: no_answer"),
    P("cut_para", "A", "truncated", ROOT_W + ROOT_C + ROOT_L, "cut at a paragraph end listing both roots; never answers which is larger: no_answer"),
    P("sum_other", "A", "boxed", ROOT_T + ROOT_S.replace("The larger root is", "The smaller root is").replace("\\boxed{3}", "\\boxed{\\frac{1}{2}}"), "thinking settled on 3; the summary boxes the smaller root 1/2: wrong"),
    P("two_boxes", "A", "boxed", ROOT_W + ROOT_C + END + "Factoring gives \\((2x - 1)(x - 3) = 0\\), so the roots are \\(\\boxed{\\frac{1}{2}}\\) and \\(\\boxed{3}\\).", "debatable: both roots boxed, the larger one never picked (see DECISIONS)", True),
    P("sum_cut_unsettled", "A", "truncated", upto(ROOT_W, "Therefore x = 1/2 or x = 3.\n") + "\nHmm, wait, \"larger\" — larger in value, or larger in absolute value? Both roots are positive here, so it shouldn't matter... unless I copied the equation wrong and it's 2x^2 + 7x + 3 = 0, whose roots are -1/2 and -3. Let me reread the problem... it says -7x. Hmm, but then why would they say \"larger\"? I'm not sure which root they want.\n" + END + "Factoring, \\(2x^2 - 7x + 3 = (2x - 1)(x - 3)\\), so the larger root is", "thinking closes unsettled; the summary is cut before its value: no_answer"),
    P("fa_sum", "B", "boxed", ROOT_T + ROOT_S, "**Final Answer** box, </think>, summary box"),
    P("notag_box", "B", "boxed", ROOT_W + ROOT_C + "\n**Final Answer**\nThe larger root is \\boxed{3}.\n", "no </think>; boxed final answer"),
    P("sum_cut", "B", "boxed", ROOT_T + upto(ROOT_S, "so \\(x = \\frac{1}{2}\\) or"), "thinking settled on \\boxed{3}; summary cut while listing both roots"),
    P("rejected", "B", "boxed", upto(ROOT_W, "Therefore x = 1/2 or x = 3.\n") + "\n**Final Answer**\n\\boxed{\\frac{1}{2}}\n\nWait, no, that's the smaller one; I mixed up the order. 1/2 = 0.5 is less than 3, so the larger root is 3. Checking: 2(3)^2 - 7(3) + 3 = 18 - 21 + 3 = 0.\n" + ROOT_C + fa("3") + END + ROOT_S, "box 1/2 rejected; settles on 3"),
])

# ---------------------------------------------------------------- coef -> 80
COEF_Q = r"What is the coefficient of $x^3$ in the expansion of $(2x - 1)^5$?"
COEF_W = """Okay, so I need to find the coefficient of x^3 in the expansion of (2x - 1)^5. I'll use the binomial theorem.

The binomial theorem says (a + b)^n = Σ C(n, k) a^(n-k) b^k. Here a = 2x, b = -1, and n = 5.

The general term is C(5, k) (2x)^(5-k) (-1)^k. I want the power of x to be 3, so 5 - k = 3, which means k = 2.

So the term is C(5, 2) (2x)^3 (-1)^2.

C(5, 2) = 10. (2x)^3 = 8x^3. (-1)^2 = 1.

So the term is 10 × 8x^3 × 1 = 80x^3. The coefficient is 80.

Wait, let me double-check the sign. (-1)^2 = 1, so it's positive. For k = 3, the term is C(5,3)(2x)^2(-1)^3 = 10 × 4x^2 × (-1) = -40x^2. So the x^2 coefficient is -40, and the x^3 coefficient is 80.

Hmm, it's easy to forget the 2^3 factor and say the coefficient is just C(5,2) = 10, but the 2x gets cubed too, so the 8 has to be there.

Let me verify by expanding fully. (2x - 1)^5:
- k=0: C(5,0)(2x)^5 = 32x^5
- k=1: C(5,1)(2x)^4(-1) = 5 × 16x^4 × (-1) = -80x^4
- k=2: C(5,2)(2x)^3(1) = 10 × 8x^3 = 80x^3
- k=3: C(5,3)(2x)^2(-1) = 10 × 4x^2 × (-1) = -40x^2
- k=4: C(5,4)(2x)(1) = 5 × 2x = 10x
- k=5: C(5,5)(-1) = -1

Check: plug in x = 1: (2 - 1)^5 = 1. Sum of coefficients: 32 - 80 + 80 - 40 + 10 - 1 = 1. ✓
"""
COEF_C = """
Let me double-check C(5, 2): 5!/(2!·3!) = 120/(2·6) = 10. ✓ And 2^3 = 8, so 10 × 8 = 80.
"""
COEF_L = """
Hmm, let me redo the x^3 term once more without the general formula, just to be careful.

To get x^3 from (2x - 1)^5, I pick 2x from 3 of the 5 factors and -1 from the other 2. The number of ways: C(5,3) = 10. Each such product is (2x)^3 · (-1)^2 = 8x^3.

Total: 10 · 8x^3 = 80x^3.
"""
COEF_S = r"""By the binomial theorem, the general term of \((2x - 1)^5\) is
\[
\binom{5}{k}(2x)^{5-k}(-1)^k.
\]
For \(x^3\) we need \(k = 2\):
\[
\binom{5}{2}(2x)^3(-1)^2 = 10 \cdot 8x^3 = 80x^3.
\]

The coefficient of \(x^3\) is \(\boxed{80}\)."""
COEF_T = COEF_W + COEF_C + fa("80") + END
COEF = ("coef", "80", COEF_Q, [
    P("cut_formula", "A", "truncated", COEF_W + COEF_C + upto(COEF_L, "Total: 10 · 8x^3 ="), "cut mid-formula in a redo: no_answer"),
    P("cut_check", "A", "truncated", COEF_W + upto(COEF_C, "so 10 × 8 ="), "cut in the double-check before its value: no_answer"),
    P("sum_other", "A", "boxed", COEF_T + COEF_S.replace("\\(\\boxed{80}\\)", "\\(\\boxed{-80}\\)"), "thinking settled on 80; the summary's box is -80 (a sign slip): wrong"),
    P("fa_takeback", "A", "boxed", COEF_T.replace(END, "") + "\nWait, hmm, the sign. In (2x - 1)^5 the constant is negative, and the x^3 term has 5 - 3 = 2 factors of -1... but the whole binomial is raised to an odd power, so I think the term picks up an overall minus sign. So it should be -80.\n\n**Final Answer**\n\\boxed{-80}\n", "Final Answer box 80 taken back for -80: wrong"),
    P("sum_cut_unsettled", "A", "truncated", upto(COEF_W, "So the term is C(5, 2) (2x)^3 (-1)^2.\n") + "\nHmm, wait. Or should it be k = 3? If the general term is C(5,k)(2x)^k(-1)^(5-k), then k = 3 and the term is C(5,3)(2x)^3(-1)^2. C(5,3) = C(5,2) = 10, so that part doesn't matter, but I also had (-1)^3 somewhere in my head. I'm mixing up the two conventions. Let me just write it up.\n" + END + "Using the binomial theorem, the \\(x^3\\) term of \\((2x - 1)^5\\) is \\(\\binom{5}{2}(2x)^3(-1)^2\\), so the coefficient is", "thinking closes unsettled; summary cut before its value: no_answer"),
    P("fa_sum", "B", "boxed", COEF_T + COEF_S, "**Final Answer** box, </think>, summary box"),
    P("box_check", "B", "boxed", COEF_T + COEF_S + "\n\nWait, let me double-check with the full expansion: \\(32x^5 - 80x^4 + 80x^3 - 40x^2 + 10x - 1\\), whose coefficients add up to \\(1 = (2 - 1)^5\\). Yes, that's correct.", "box then double-check with the same value"),
    P("notag_sentence", "B", "prose_sentence", COEF_W + COEF_C + "\nSo the coefficient of x^3 in (2x - 1)^5 is 80.\n", "no </think>; final sentence"),
    P("sum_cut", "B", "boxed", COEF_T + upto(COEF_S, "For \\(x^3\\) we need"), "thinking settled on \\boxed{80}; summary cut"),
    P("rejected", "B", "boxed", "Okay, so the coefficient of x^3 in (2x - 1)^5. My first thought is just the binomial coefficient C(5, 3) = 10, and with the sign (-1)^3 that's -10.\n\n**Final Answer**\n\\boxed{-10}\n\nWait, no, that's not right. I ignored the 2 in 2x, and I attached the sign to the wrong power. Let me redo this carefully.\n\n" + COEF_W.replace("Okay, so I need", "I need", 1) + COEF_C + fa("80") + END + COEF_S, "box -10 rejected; settles on 80"),
])

# ---------------------------------------------------------------- circle -> 25\pi
CIR_Q = r"A circle is inscribed in a square with side length 10. What is the area of the circle? Express your answer in terms of $\pi$."
CIR_W = """Okay, so there's a circle inscribed in a square with side length 10. I need the area of the circle in terms of π.

When a circle is inscribed in a square, the circle touches all four sides of the square. That means the diameter of the circle equals the side length of the square. So the diameter is 10, and the radius is 10/2 = 5.

The area of a circle is πr^2. So the area is π × 5^2 = 25π.

Wait, let me make sure I don't have the inscribed and circumscribed cases mixed up. If the square were inscribed in the circle, then the diagonal of the square would be the diameter. The diagonal would be 10√2, the radius 5√2, and the area π(5√2)^2 = 50π. But here the circle is inscribed in the square, so the circle is inside, and the diameter is the side length, 10. So it's 25π, not 50π.

Hmm, also I shouldn't use the diameter as the radius. If I did, I'd get π × 10^2 = 100π, which is 4 times too big. And 100π is more than the square's area of 100, which is impossible for a circle inside the square.

Let me check the ratio: the circle's area over the square's area is 25π/100 = π/4 ≈ 0.785. That's the standard ratio for an inscribed circle, so that makes sense.

Numerically, 25π ≈ 78.54. But the problem says to express it in terms of π, so I'll leave it as 25π.
"""
CIR_C = """
Let me double-check: radius 5, r^2 = 25, area = 25π. ✓
"""
CIR_L = """
Hmm, let me redo it once more with a picture in mind.

The square is 10 by 10. The inscribed circle touches the middle of each side, so its diameter runs straight across the square: diameter 10, radius 5.

Area = π · 5 · 5 = 25π.
"""
CIR_S = r"""Since the circle is inscribed in the square, its diameter equals the side of the square, 10, so its radius is \(5\). Its area is
\[
\pi r^2 = \pi \cdot 5^2 = 25\pi.
\]

\[
\boxed{25\pi}
\]"""
CIR_T = CIR_W + CIR_C + fa("25\\pi") + END
CIR = ("circle", "25\\pi", CIR_Q, [
    P("cut_mid", "A", "truncated", CIR_W + CIR_C + upto(CIR_L, "so its diameter runs straight across the square:"), "cut mid-sentence in a redo: no_answer"),
    P("cut_para", "A", "truncated", CIR_W + CIR_C + CIR_L, "cut at a paragraph end; 25π only in the working: no_answer"),
    P("approx", "A", "boxed", CIR_W + CIR_C + END + "The radius is 5, so the area of the circle is \\(\\pi \\cdot 25 \\approx 78.54\\).\n\n\\[\n\\boxed{78.54}\n\\]", "the summary boxes the decimal 78.54 for the exact 25π: an approximation, wrong"),
    P("fa_takeback", "A", "boxed", CIR_T.replace(END, "") + "\nWait, \"inscribed in a square\" — I always mix these up. In a lot of problems the phrase means the square's corners lie on the circle. Then the diagonal 10√2 is the diameter, and the area is 50π. I'll go with that reading.\n\n**Final Answer**\n\\boxed{50\\pi}\n", "Final Answer box 25π taken back for 50π: wrong"),
    P("sum_other", "A", "boxed", CIR_T + "The square has area \\(10^2 = 100\\) and the inscribed circle has area \\(\\pi \\cdot 5^2 = 25\\pi\\), so the region of the square outside the circle has area\n\\[\n\\boxed{100 - 25\\pi}\n\\]", "thinking settled on 25π; the summary ends on another quantity, 100 - 25π: wrong"),
    P("alt_keep", "A", "boxed", upto(CIR_W, "So the area is π × 5^2 = 25π.\n") + "\nAlternatively, the circle reaches from the center of the square out to its sides, and the square has side 10, so I could take r = 10 in the textbook formula πr^2. That gives π × 10^2 = 100π. I've seen the area of a circle in a square written as π times the side squared, so I'll go with 100π.\n" + END + "Using \\(A = \\pi r^2\\) with \\(r = 10\\):\n\\[\n\\boxed{100\\pi}\n\\]", "an 'Alternatively' paragraph ends on 100π and is kept: wrong"),
    P("fa_sum", "B", "boxed", CIR_T + CIR_S, "**Final Answer** box, </think>, summary box"),
    P("notag_box", "B", "boxed", CIR_W + CIR_C + "\n**Final Answer**\nThe area of the circle is \\boxed{25\\pi}.\n", "no </think>; boxed final answer"),
    P("sum_cut", "B", "boxed", CIR_T + upto(CIR_S, "so its radius is \\(5\\)."), "thinking settled on \\boxed{25\\pi}; summary cut"),
    P("box_check", "B", "boxed", CIR_W + fa("25\\pi") + "\nWait, let me double-check that the circle fits: a radius of 5 centered in a 10 × 10 square touches each side exactly. Yes, that's correct.\n" + END + CIR_S, "box, double-check, </think>, summary with the same value"),
])

# ---------------------------------------------------------------- compose -> 26 (stored WITH the <think> opening tag)
FG_Q = r"Let $f(x) = 3x + 2$ and $g(x) = x^2 - 1$. What is $f(g(3))$?"
FG_W = """<think>
Okay, so I have two functions: f(x) = 3x + 2 and g(x) = x^2 - 1. I need to find f(g(3)).

Composition means I evaluate the inner function first, then plug the result into the outer function. So first I find g(3), then I compute f of that.

g(3) = 3^2 - 1 = 9 - 1 = 8.

Now f(8) = 3(8) + 2 = 24 + 2 = 26.

So f(g(3)) = 26.

Wait, let me make sure I didn't do it in the wrong order. f(g(3)) means f applied to g(3). The inner function is g. If it were g(f(3)), I'd first compute f(3) = 3(3) + 2 = 11, then g(11) = 121 - 1 = 120. That's a different answer, 120, but that's not what's asked.

Hmm, let me also make sure I'm not supposed to multiply the functions. f(g(3)) is composition, not f(3) × g(3). f(3) × g(3) would be 11 × 8 = 88. Not that either.

Let me also find the general composition: f(g(x)) = 3(x^2 - 1) + 2 = 3x^2 - 3 + 2 = 3x^2 - 1. Then at x = 3: 3(9) - 1 = 27 - 1 = 26. Same answer. Good.
"""
FG_C = """
Let me double-check g(3) once more: 3 squared is 9, minus 1 is 8. And f(8) = 24 + 2 = 26. ✓
"""
FG_L = """
Hmm, let me redo it one more time very carefully, because the order of composition is the usual trap.

Inner: g(3) = 3 · 3 - 1 = 8.
Outer: f(8) = 3 · 8 + 2 = 26.
"""
FG_S = r"""First evaluate the inner function:
\[
g(3) = 3^2 - 1 = 8.
\]
Then apply \(f\):
\[
f(8) = 3 \cdot 8 + 2 = 26.
\]

Therefore, \(f(g(3)) = \boxed{26}\)."""
FG_T = FG_W + FG_C + fa("26") + END
FG = ("compose", "26", FG_Q, [
    P("cut_num", "A", "truncated", FG_W + FG_C + upto(FG_L, "Outer: f(8) = 3 · 8 + 2 = 2"), "with the <think> tag; cut mid-number ('2' of 26) in a redo: no_answer"),
    P("cut_formula", "A", "truncated", FG_W + FG_C + upto(FG_L, "Inner: g(3) = 3 · 3 -"), "cut mid-formula: no_answer"),
    P("sum_other", "A", "boxed", FG_T + "First evaluate \\(f(3) = 3 \\cdot 3 + 2 = 11\\), then \\(g(11) = 11^2 - 1 = 120\\).\n\nTherefore, \\(f(g(3)) = \\boxed{120}\\).", "thinking settled on 26; the summary composes in the wrong order and boxes 120: wrong"),
    P("two_boxes", "A", "boxed", FG_T + FG_S + "\n\n**Final Answer**\n\\boxed{8}", "the summary boxes 26, then a last Final Answer box 8 (g(3), the inner value): the last box is wrong"),
    P("alt_keep", "A", "boxed", FG_W + "\nAlternatively, f(g(3)) can be read left to right, as \"apply f, then g\", since f is written first. Then f(3) = 11 and g(11) = 120. I think that's the convention for this kind of problem, so f(g(3)) = 120.\n" + END + "Applying \\(f\\) first: \\(f(3) = 11\\), then \\(g(11) = 120\\).\n\n\\[\n\\boxed{120}\n\\]", "an 'Alternatively' paragraph ends on 120 and is kept: wrong"),
    P("fa_sum", "B", "boxed", FG_T + FG_S, "with the <think> tag; **Final Answer** box, </think>, summary box"),
    P("sum_cut", "B", "boxed", FG_T + upto(FG_S, "Then apply \\(f\\):"), "thinking settled on \\boxed{26}; summary cut"),
    P("notag_sentence", "B", "prose_sentence", FG_W + FG_C + "\nTherefore, f(g(3)) = 26.\n", "no </think>; final sentence"),
    P("box_check", "B", "boxed", FG_T + FG_S + "\n\nWait, let me double-check with the composed formula: \\(f(g(x)) = 3x^2 - 1\\), and at \\(x = 3\\) this is \\(27 - 1 = 26\\). Yes, that's correct.", "box then double-check with the same value"),
    P("rejected", "B", "boxed", "<think>\nOkay, f(g(3)). Let me compute f(3) first: 3(3) + 2 = 11. Then g(11) = 121 - 1 = 120. So the answer is 120.\n\n**Final Answer**\n\\boxed{120}\n\nWait, no. That's g(f(3)). In f(g(3)), g is the inner function, so I have to evaluate g first.\n\n" + after(FG_W, "g(3) = 3^2 - 1 = 9 - 1 = 8.") + FG_C + fa("26") + END + FG_S, "box 120 (wrong order) rejected; settles on 26"),
])

# ---------------------------------------------------------------- divisors -> 24
DIV_Q = "How many positive divisors does 360 have?"
DIV_W = """Okay, so I need to find how many positive divisors 360 has. The standard approach is to find the prime factorization and then use the divisor-counting formula.

Let me factor 360. 360 = 36 × 10. 36 = 2^2 × 3^2, and 10 = 2 × 5. So 360 = 2^2 × 3^2 × 2 × 5 = 2^3 × 3^2 × 5^1.

Let me double-check: 2^3 = 8, 3^2 = 9, 8 × 9 = 72, 72 × 5 = 360. ✓

The number of divisors is the product of (exponent + 1) for each prime. So it's (3 + 1)(2 + 1)(1 + 1) = 4 × 3 × 2 = 24.

Wait, let me make sure I'm not confusing this with the sum of divisors. The sum of divisors would be (1 + 2 + 4 + 8)(1 + 3 + 9)(1 + 5) = 15 × 13 × 6 = 1170. But the question asks how many divisors, not their sum. So it's the count.

Hmm, let me also sanity check the count by listing divisor pairs of 360: 1 × 360, 2 × 180, 3 × 120, 4 × 90, 5 × 72, 6 × 60, 8 × 45, 9 × 40, 10 × 36, 12 × 30, 15 × 24, 18 × 20. That's 12 pairs, so 24 divisors. Since 360 isn't a perfect square, no divisor is paired with itself. ✓

Also, I shouldn't forget to include 1 and 360 themselves. The formula already counts them. If someone excluded 360 itself they'd get 23 proper divisors, but the question asks for all positive divisors.
"""
DIV_C = """
Let me double-check the formula: exponents 3, 2, 1 → (4)(3)(2) = 24. ✓
"""
DIV_L = """
Hmm, let me recount once more from the factorization, to be completely sure.

360 = 2^3 · 3^2 · 5^1. A divisor is 2^a · 3^b · 5^c with a in {0,1,2,3}, b in {0,1,2}, c in {0,1}. That's 4 choices for a, 3 for b, and 2 for c.

Total: 4 · 3 · 2 = 24.
"""
DIV_S = r"""The prime factorization is
\[
360 = 2^3 \cdot 3^2 \cdot 5.
\]
The number of positive divisors is
\[
(3 + 1)(2 + 1)(1 + 1) = 4 \cdot 3 \cdot 2 = 24.
\]

\[
\boxed{24}
\]"""
DIV_T = DIV_W + DIV_C + fa("24") + END
DIV = ("divisors", "24", DIV_Q, [
    P("cut_mid", "A", "truncated", DIV_W + DIV_C + upto(DIV_L, "That's 4 choices for a, 3 for b, and"), "cut mid-sentence in a redo: no_answer"),
    P("cut_formula", "A", "truncated", DIV_W + DIV_C + upto(DIV_L, "Total: 4 · 3 ·"), "cut mid-formula: no_answer"),
    P("cut_check", "A", "truncated", DIV_W + upto(DIV_C, "→ (4)(3)(2) ="), "cut in the double-check before its value: no_answer"),
    P("sum_other", "A", "boxed", DIV_T + upto(DIV_S, "360 = 2^3 \\cdot 3^2 \\cdot 5.\n\\]") + "\nThe sum of the divisors is\n\\[\n(1 + 2 + 4 + 8)(1 + 3 + 9)(1 + 5) = 15 \\cdot 13 \\cdot 6 = 1170.\n\\]\n\n\\[\n\\boxed{1170}\n\\]", "thinking settled on 24; the summary boxes the sum of divisors 1170: wrong"),
    P("fa_takeback", "A", "boxed", DIV_T.replace(END, "") + "\nWait, hmm, \"positive divisors\" — in some contest problems, divisors means proper divisors, excluding the number itself. I think that's the convention they're using here, so it's 24 - 1 = 23.\n\n**Final Answer**\n\\boxed{23}\n", "Final Answer box 24 taken back for 23: wrong"),
    P("two_boxes", "A", "boxed", DIV_T + DIV_S + "\n\nSince the divisors pair up as \\(d \\cdot \\frac{360}{d}\\), the number of divisor pairs is 12, so the answer is \\(\\boxed{12}\\).", "the summary boxes 24, then a last box 12 ('so the answer is'): the boxes disagree and the last is wrong"),
    P("fa_sum", "B", "boxed", DIV_T + DIV_S, "**Final Answer** box, </think>, summary box"),
    P("sum_cut", "B", "boxed", DIV_T + upto(DIV_S, "The number of positive divisors is"), "thinking settled on \\boxed{24}; summary cut"),
    P("notag_sentence", "B", "prose_sentence", DIV_W + DIV_C + "\nSo 360 has 24 positive divisors.\n", "no </think>; final sentence"),
    P("rejected", "B", "boxed", upto(DIV_W, "So 360 = 2^2 × 3^2 × 2 × 5 = 2^3 × 3^2 × 5^1.\n") + "\nSo the number of divisors is 3 × 2 × 1 = 6? Hmm, no, that multiplies the exponents, which is wrong: 1, 2, 3, 4, 5, 6, 8, 9, 10 are already 9 divisors. I need to add 1 to each exponent, since each prime can also appear 0 times.\n\n" + after(DIV_W, "The number of divisors is the product") + DIV_C + fa("24") + END + DIV_S, "6 tried and rejected; settles on 24"),
])

# ---------------------------------------------------------------- telescope -> 9/10
TEL_Q = r"Compute $\frac{1}{1\cdot 2} + \frac{1}{2\cdot 3} + \frac{1}{3\cdot 4} + \cdots + \frac{1}{9\cdot 10}$. Express your answer as a common fraction."
TEL_W = """Okay, so I need to compute the sum 1/(1·2) + 1/(2·3) + 1/(3·4) + ... + 1/(9·10). This looks like a telescoping series.

I remember that 1/(n(n+1)) can be written as 1/n - 1/(n+1) using partial fractions. Let me verify: 1/n - 1/(n+1) = (n + 1 - n)/(n(n+1)) = 1/(n(n+1)). Yes.

So the sum becomes:
(1 - 1/2) + (1/2 - 1/3) + (1/3 - 1/4) + ... + (1/9 - 1/10).

Most of the terms cancel. The -1/2 cancels with +1/2, the -1/3 with +1/3, and so on, up to -1/9 with +1/9. What's left is the first term 1 and the last term -1/10.

So the sum is 1 - 1/10 = 9/10.

Wait, let me double check the number of terms. The denominators go 1·2, 2·3, ..., 9·10, so n goes from 1 to 9. That's 9 terms. The last term is 1/9 - 1/10. So the sum is 1 - 1/10. Yes, 9/10.

Let me verify with the first few partial sums to see the pattern:
- 1 term: 1/2 = 1 - 1/2
- 2 terms: 1/2 + 1/6 = 3/6 + 1/6 = 4/6 = 2/3 = 1 - 1/3
- 3 terms: 2/3 + 1/12 = 8/12 + 1/12 = 9/12 = 3/4 = 1 - 1/4

So after n terms, the sum is 1 - 1/(n+1) = n/(n+1). For n = 9, that's 9/10.

Hmm, I should not mix up the leftover -1/10 with the answer itself: the leftover term is 1/10 but the sum is 9/10. As a decimal, 9/10 = 0.9.
"""
TEL_C = """
Let me double-check by adding decimals roughly: 0.5 + 0.1667 + 0.0833 + 0.05 + 0.0333 + 0.0238 + 0.0179 + 0.0139 + 0.0111 ≈ 0.9. ✓
"""
TEL_L = """
Hmm, let me write out the cancellation explicitly, to be completely sure nothing is lost.

(1 - 1/2) + (1/2 - 1/3) + (1/3 - 1/4) + (1/4 - 1/5) + (1/5 - 1/6) + (1/6 - 1/7) + (1/7 - 1/8) + (1/8 - 1/9) + (1/9 - 1/10)

Everything cancels except 1 and -1/10, so the total is 9/10.
"""
TEL_S = r"""Using partial fractions, \(\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}\), so the sum telescopes:
\[
\sum_{n=1}^{9} \left(\frac{1}{n} - \frac{1}{n+1}\right) = 1 - \frac{1}{10} = \frac{9}{10}.
\]

\[
\boxed{\frac{9}{10}}
\]"""
TEL_T = TEL_W + TEL_C + fa("\\frac{9}{10}") + END
TEL = ("telescope", "\\frac{9}{10}", TEL_Q, [
    P("cut_num", "A", "truncated", TEL_W + TEL_C + upto(TEL_L, "so the total is 9/1"), "cut mid-number ('9/1' of 9/10) in a redo: no_answer"),
    P("cut_para", "A", "truncated", TEL_W + TEL_C + TEL_L, "cut at a paragraph end; 9/10 only in the working: no_answer"),
    P("sum_other", "A", "boxed", TEL_T + "Using partial fractions, the sum telescopes and only the first and last terms survive, \\(1\\) and \\(-\\frac{1}{10}\\). The leftover term is\n\n\\[\n\\boxed{\\frac{1}{10}}\n\\]", "thinking settled on 9/10; the summary boxes the leftover 1/10: wrong"),
    P("fa_takeback", "A", "boxed", TEL_T.replace(END, "") + "\nWait, let me recount the terms: 1·2, 2·3, 3·4, 4·5, 5·6, 6·7, 7·8, 8·9, 9·10... the numbers in the denominators run up to 10, so I think there are 10 terms. Then n/(n+1) with n = 10 gives 10/11.\n\n**Final Answer**\n\\boxed{\\frac{10}{11}}\n", "Final Answer box 9/10 taken back for 10/11: wrong"),
    P("alt_keep", "A", "boxed", upto(TEL_W, "So the sum is 1 - 1/10 = 9/10.\n") + "\nAlternatively, I can match the known formula: the sum of 1/(n(n+1)) for n = 1 to N is N/(N+1). The numbers in the denominators run from 1 to 10, so N = 10 and the sum is 10/11. I'll trust the formula over my cancellation, since it's easy to lose a term when cancelling. So the sum is 10/11.\n" + END + "Using \\(\\sum_{n=1}^{N} \\frac{1}{n(n+1)} = \\frac{N}{N+1}\\) with \\(N = 10\\):\n\\[\n\\boxed{\\frac{10}{11}}\n\\]", "an 'Alternatively' paragraph ends on 10/11 and is kept: wrong"),
    P("fa_sum", "B", "boxed", TEL_T + TEL_S, "**Final Answer** box, </think>, summary box"),
    P("notag_decimal", "B", "prose_sentence", TEL_W + TEL_C + "\nSo the sum equals 0.9.\n", "no </think>; final sentence with 0.9, exactly 9/10 (equal value)"),
    P("notag_box", "B", "boxed", TEL_W + TEL_C + "\n**Final Answer**\n\\boxed{\\dfrac{9}{10}}\n", "no </think>; boxed \\dfrac{9}{10}"),
    P("box_check", "B", "boxed", TEL_T.replace(END, "") + "\nWait, let me double-check with the pattern n/(n+1): 9 terms give 9/10. Yes, that's correct.\n" + END + TEL_S, "box, double-check, </think>, summary with the same value"),
    P("sum_cut", "B", "boxed", TEL_T + upto(TEL_S, "so the sum telescopes:"), "thinking settled on the box; summary cut"),
])

MPROBS = [ABS, MOD, PRB, ROOT, COEF, CIR, FG, DIV, TEL]
# fmt: on

CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_pizza_two_boxes": (
        "reject",
        "after \\boxed{11} the completion ends with a second box, '(The exact number of pizzas "
        "needed is \\boxed{10.125})', for the same quantity the question asks about; the last "
        "box is 10.125 and the two boxes give two values for one question, so it is wrong",
    ),
    "m_root_two_boxes": (
        "reject",
        "the question asks for the larger root; '\\boxed{\\frac{1}{2}} and \\boxed{3}' boxes both "
        "roots and never says which is larger, two values for one question (README: a hedge is "
        "wrong), even though the last box happens to be 3",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam217", CASES, [], DECISIONS)
