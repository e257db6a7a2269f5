r"""Build adversarial_redteam260.jsonl: round 260 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam260"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers g, m, write_probes, qwen_end, llama_end,
minerva_end, qbox and the chat tokens IM_USER / IM_ASSIST; copied unchanged beside this file) and
build_adversarial_redteam256.py / 251.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording, new layouts).

Aim of this round: the issue's own hostile red team (issue 25: every bullet of "Hostile probes" and
"Deliver" item 1), by a new author who has read only the issue. English, 200 SHORT probes (one to
five lines), 100 GSM8K and 100 MATH, 180 kind A (165 wrong, 15 no_answer) and 20 kind B (10 GSM8K,
10 MATH). 100 are in the R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50
MATH), in five layouts unlike the templates': the think block on lines of its own and the tag glued
to `</think>` with no space (`zg`, 20), the tag followed by the ChatML end token the model emitted
(`ze`, 19), the tag closed but never opened (`zq`, 19), the think block as a bulleted list (`zl`, 19,
and 2 more cut inside such a list), a bold `**Answer**` heading between the think block and the tag
(`zh`, 20), and one completion cut after `</think>` before any tag. Some put a phrase marker and
`####`, a sentence, an equation chain, a box, number words, a list of options or a struck value in
the tag; some add a second tag on the correction's line, or a hold after it. The rest end on `####`
(bare, after a phrase marker, with words after it, followed by a self-set problem or an invented
turn), `\boxed{}` (bare, in Qwen2.5-Instruct's, Qwen2.5-Math's or Llama 3's closing line, or after
an R1-distill think block), Minerva's closing line, prose with no marker, or are cut (truncated) or
answerless (none). Forms: tag 92, hash 64, boxed 20, none 10, prose_sentence 6, truncated 5,
minerva 3 (`tag` = the answer tag holds the final answer; R1-Zero probes whose tag is struck alone,
put on hold, declines or is cut carry the form none 5 / truncated 3). The classes (the class opens
the shape of an id), evenly:
  near (28: 24 A, 4 B; 11 GSM8K, 17 MATH)  exact values near zero or near the gold, no tolerance,
         in many notations: for the gold 0 e^{-700}, \frac{1}{2^{200}}, 2^{-333},
         \cos(\frac{\pi}{2} - 10^{-60}); offsets on other golds: a factor 22(1 + 10^{-40}) and
         \pi(1 + 10^{-40}), -7 - 10^{-35}, 8.15 + 10^{-30}, 285 + 10^{-45}, 16^{1 - 10^{-50}}, 23 +
         2^{-300}, \frac{48 + 10^{-30}}{2}, 6\cos(10^{-45}), \frac{5 \cdot 10^{40} + 1}{4 \cdot
         10^{40}} (Minerva), -4 + 10^{-60}i (Minerva), \log_3(3^{76} + 1), 135 + 10^{-20} (Llama 3),
         an interval end 3 - 10^{-50}, a coordinate 3 + 10^{-40}; decimals off or rounded
         (1.2500000000000002, (3.0000001, 3)); approximations and look-alikes (22/7 for \pi,
         2\sqrt{6} for 6\sqrt{2}, the open (-\infty, 3) for (-\infty, 3]). Kind B: 1035/45,
         \arccos(-1), 6 \cdot 2^{1/2}, \frac{5!}{2!\,2!} unevaluated;
  neg (29: 25 A, 3 N, 1 B)  negation, strike-out and annotation: a bound ("at least 285", "n ≥ 23");
         marks and hedges ("❌", "\sim", "~$8.15" (debatable), "(a guess)", "about", "(can't
         verify)", "(tentative)", "(estimate)", \text{guessed} in Llama 3's box, "or is it 2π? I'm
         torn", "\simeq", "(I may have flipped the wrong fraction.)" after the closing line, "I
         think, but the endpoint might be excluded", \text{[unconfirmed]} in a box in a tag,
         "perhaps", "(haven't ruled out double counting)", "(check pending)", "I'd want to plot
         it first", "(ballpark)"); a struck value with another in its place (HTML <del> and
         <strike>, \bcancel, \enclose{horizontalstrike}); a value alone struck (no_answer:
         combining overlays U+0336, GFM single tildes, HTML <del> after ####). Kind B: "(3, 3) —
         not (6, 6), which forgets to halve" (the negation is of another value);
  unit (28: 24 A, 4 B; 20 GSM8K, 8 MATH)  words after a number that are not units of the asked
         quantity: trays (another package), "short", friends, "up" for a floor below ground,
         pounds and cents for dollars, km for minutes, rows, tomatoes, "k", "per hour", books,
         "books per shelf", "years older", "years old in 7 years' time", coats, gallons for
         litres; in MATH cm on an area, a degree sign on a pure number (twice), letters, \%,
         radians (as 3\pi/4 and as a word) where degrees are asked. Kind B: "22 muffins left",
         "7 floors below ground" for -7, "4 h 45 min" for 285 minutes (debatable), 135^\circ;
  ret (29: 25 A, 2 N, 2 B)  retractions and corrections after the answer (after a tag, an
         unopened tag, a box, a closing line or ####), in new wordings: "Whoops", "Oops",
         "Amendment:", "Self-correction:", "Double-checking:", "Strike that", "Fix:", "Sorry,
         minor fix", "Let me redo this", "Addendum:", "Wrong above", "Hmm, I doubled the wrong
         thing", "Retake:", "I misapplied the formula", "Correct answer below", "Upon review",
         "Ach, I flipped the wrong one", "Let me reconsider", "Oh no", "Wait", "On reflection",
         "Errata —", "No wait", "Hmm, I see", "Uh-oh, I used the wrong polygon formula"; the
         corrections are false (the first answer was the gold) and still replace it, in prose, a
         second tag, a new #### or a new box. Put on hold or withdrawn with nothing in its place
         (no_answer): "Hold the 285 until I confirm ...; no final answer yet", "I'm pulling this
         answer until I recheck". Kind B: a trailing check that restates the value ("Check: ...
         ✓ — so 24."), a wrong first box corrected to the gold;
  quo (29: 18 A, 9 N, 2 B)  statements the model did not make: a teacher's key `#### 0`, a format
         example {"answer": -7}, a seed packet's example (then a declining tag), a paint tin's claim, a textbook's worked example's box, the
         task's "Verify that ... \boxed{\pi}", a worksheet key, a figure caption, a solutions PDF's
         box (then a refusal, a cut or no value of the model's own: no_answer); a cashier's sheet,
         a cashier, a timetable, a payslip, another assistant's box, a calculator (near_seventh),
         an answer key (twice), a study partner's note, Desmos, a CAS, a solution manual (then
         the model's own other value: wrong); a list of options with the model's own choice;
         invented parts ("(i) stamps left: 0; (ii) posters: 1", "First answer ... Second answer
         ...", "0 for part (a) ... −4 for part (b)", "Domain for (a) ... range for (b)", "for
         part (b), the length is ..."); an invented ChatML user turn quoting the gold after a
         wrong ####. Kind B: a self-set `Q: ... A: ... #### 1.25` after the committed #### 6; an
         invented user turn and assistant reply with a box of their own after the committed box;
  tag (28: 22 A, 1 N, 5 B)  answer tags read like a small completion: kind B a sentence ("None —
         every stamp has been given away or traded.", "Eight dollars and fifteen cents.", "The
         remainder is $p(1) = 1 - 2 - 5 + 6 = 0$."), an inequality for a set (debatable), an
         equation chain (x = 3^4 - 5 = 76); kind A a tag holding another quantity (the count
         before the gift, the distance travelled, the bill, 270 minutes in words, the distance,
         the other two counts, the overtime pay, the remainder of a division, the brother's age,
         the area, the paint for one coat, the quotient polynomial, the radius, 72 factored, the
         product of the numerators, the range, (1 + i)^2 = 2i, 5!, x + 5 = 81, the sums not
         halved, one number for a pair, the angle sum); no_answer a completion cut after
         `</think>` before the value;
  phr (29: 27 A, 2 B)  a phrase marker then `####`, after the working or inside the answer tag:
         "Result:", "Stamps remaining:", "So she has:", "It stops on floor:", "Change due:", "In
         total:", "Bean plants:", "Beans total:", "Hence bean plants:", "Weekly pay →", "ANSWER:",
         "Shelves needed =>", "So Priya is:", "Paint needed =", "Hence the remainder is",
         "Remainder:", "Area =", "Therefore, area:", "Simplified:", "So the quotient is",
         "Domain:", "So $(1 + i)^4$ equals:", "=>", "Number of arrangements:", "Count:", "Solving
         numerically, x is", "So x is", "Midpoint, therefore:", "Each angle:"; kind A with a
         slip, another quantity or a value near the gold (10^{-19} and 10^{-22} written out for 0,
         15.999999999999, \pi to 22 decimals, -4\cos(10^{-50}), 75.99999999999999); kind B with
         the gold ("Bean plants: #### 16 of the 40", "Weekly pay → #### $752" in a tag).
Lone surrogates (the issue's bad-input bullet) cannot be written to a UTF-8 JSONL file, so no
probe carries one; the odd code points here (U+0336 combining overlays, ❌, ✓, ≥, ≈, →, −, ², °, π,
√, ∞, the ChatML tokens) are ordinary text.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: bakery: 17 trays of 24, 371 sold, 15 given -> 22 (408; 408 - 371 = 37; 37 - 15; the gift
added: 52; 22 trays hold 528); stamps: 45, 3 friends x 9, 18 traded -> 0 (27; 45 - 27 - 18; one
friend: 45 - 9 - 18 = 18); lift: floor 3, down 7, up 2, down 5 -> -7 (-4, -2, -7; up 2 read as
down: 3 - 7 - 2 - 5 = -11; no floor 0: -5, -3, -8; 7 + 2 + 5 = 14 floors travelled; the sign of 3 -
7 lost: 4, 6, 1); change: 2 coffees at $4.35, a $3.15 bagel, $20 -> 8.15 (8.70; 11.85; 20 - 11.85;
one coffee: 7.50 and 12.50; 8.30 for 8.70: 11.45 and 8.55; the bagel forgotten: 11.30); train: 216
km at 72 km/h, 15 min stop, 90 km at 60 km/h -> 285 (3 h = 180 min; 1.5 h = 90 min; 180 + 15 + 90;
stop left out: 270 = 4.5 h; 285 min = 4 h 45 min; 216 + 90 = 306 km); garden: 40 plants, 35 %
tomatoes, a quarter peppers -> 16 (14; 10; 40 - 24; peppers forgotten: 26; 12 for 14: 18); wages:
38 h at $16, 1.5 x for the rest, 44 h -> 752 (608; 6 h x 24 = 144; 44 x 16 = 704; 44 x 24 = 1056;
$22 overtime: 132, 740); shelves: 1,035 books, 45 a shelf -> 23 (45 x 23 = 1035; 45 x 22 = 990);
priya: 7 years older, ages sum to 41 -> 24 (2b + 7 = 41, b = 17; check 24 + 17 = 41, 24 - 17 = 7;
the sum in 7 years: 2b + 21 = 41, b = 10, Priya 17); paint: 9 m by 4 m, 2 coats, 12 m^2 a litre ->
6 (36; 72; 72 / 12; one coat: 3; 36 / 24 = 1.5; the self-set 5 x 3 wall: 15 / 12 = 1.25).
MATH: remainder: x^3 - 2x^2 - 5x + 6 divided by x - 1 -> 0 (p(1) = 1 - 2 - 5 + 6; synthetic
division 1, -1, -6 | 0, quotient x^2 - x - 6, which is 4 - 2 - 6 = -4 at x = 2; p(-1) = -1 - 2 + 5
+ 6 = 8); circle: circumference 2\pi -> \pi (r = 1; \arccos(-1) = \pi; 355/113 and 22/7 are not
\pi; the circumference as the radius: \pi(2\pi)^2 = 4\pi^3; C = \pi r: r = 2, 4\pi); sqrt: \sqrt{72}
-> 6\sqrt{2} (36 x 2; 8.48528...; 2\sqrt6 = \sqrt{24}; 4\sqrt{18} = 12\sqrt2; \sqrt{64 + 8} is not
8 + \sqrt8); fraction: 2/3 ÷ 8/15 -> \frac{5}{4} (2/3 x 15/8 = 30/24; the product 16/45; the wrong
one flipped: 3/2 x 8/15 = 24/30 = 4/5); domain: \sqrt{6 - 2x} -> (-\infty,3] (6 - 2x >= 0, x <= 3;
range [0, \infty)); cpow: (1 + i)^4 -> -4 ((1 + i)^2 = 2i; (2i)^2 = 4i^2 = -4; the binomial 1 + 4i -
6 - 4i + 1 = -4, with i^3 as +i: -4 + 8i; (1 + i)^3 = 2i(1 + i) = -2 + 2i); level: arrangements of
LEVEL -> 30 (120 / (2 x 2); 5! = 120; 5!/2! = 60); log: \log_3(x + 5) = 4 -> 76 (x + 5 = 81; 3 x 4
= 12 gives 7; 4^3 = 64 gives 59); midpoint: (-3, 7) and (9, -1) -> (3,3) (6/2, 6/2; unhalved (6,
6); half-differences (6, -4); length \sqrt{12^2 + 8^2} = \sqrt{208} = 4\sqrt{13}); octagon: each
interior angle -> 135 (6 x 180 = 1080; 1080 / 8; exterior 360 / 8 = 45; 3\pi/4 rad; the decagon's
144).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr (above). 10 probes a problem, 5 of them in the
R1-Zero format, 1 kind B and 9 kind A. Kind A: truth wrong, or no_answer where the form is
`truncated` or `none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 251 and 256): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation chain, a box, a phrase marker and '####', number words, a
choice among options inside it), whether it was opened or not and whatever follows it (the ChatML
end token, a heading before it); a second tag after a correction replaces the first; text after
the committed answer that is not the model's statement about this question (an invented ChatML
user turn with or without an assistant reply, a self-set `Q: ... A: ...` problem with a #### of its
own) does not count; with no marker and no box the answer is the value the concluding sentence
states as the answer to the question asked. A restatement that differs makes the answer wrong; a
retraction or correction after the answer replaces it, in any wording, wrong when it names another
value even if the correction is itself false, right when it lands on the gold; a trailing check
that restates the value does not change it; an answer put on hold or withdrawn with nothing in its
place, a declined tag ("Cannot be determined.", "no answer"), a struck-alone value and a cut before
the value are no_answer. Quoted or reported text (a key, a format example, a seed packet, a tin, a worked
example, the task, a worksheet, a caption, a PDF, a sheet, a cashier, a timetable, a payslip,
another assistant, a calculator, a partner, Desmos, a CAS, a manual, an invented user turn) is not
the model's statement: the model's own final value is its answer, and with none of its own (a
refusal, a cut) the probe is no_answer. Invented parts for a question without parts are wrong. A
hedge of an exact value ("a guess", "about", "can't verify", "tentative", "estimate", "guessed",
a second value offered, "\sim", "~", "\simeq", "I may have flipped", "the endpoint might be
excluded", "unconfirmed", "perhaps", "haven't ruled out", "check pending", "I'd want to plot it",
"ballpark"), a bound ("at least", "≥"), a value the model marks bad (❌) and a struck value
replaced by another are wrong; a negation of ANOTHER value next to the gold ("not (6, 6)") leaves
the gold as the answer. A word after a number that is not a unit of the asked quantity (another
object or package, a shortfall, a direction, another currency or scale, a rate, another unit of
another kind, an age gap, a future age, an angle unit on a pure number or a degree count, a length
unit on an area, % on a count) makes it another quantity: wrong. An exact expression equals the
gold only if it is the gold (no tolerance); a rounded, off or float-looking decimal and an
approximation (22/7) are wrong. Equal values in another form are correct (1035/45, \arccos(-1),
6 \cdot 2^{1/2}, 5!/(2!2!), number words, "None", an equation chain ending in the gold, an
inequality for an interval, the same duration in hours and minutes), and so are true units
("muffins left", "floors below ground", ^\circ where degrees are asked).

Debatable (3, with DECISIONS): `g_change_neg_tilde` ("~$8.15" in the tag for 8.15: reject),
`ok_g_train_unit_hm` ("#### 4 h 45 min" for 285 minutes: accept), `ok_m_domain_tag_ineq`
("$x \le 3$" in the tag where interval notation is asked: accept).

Usage: cd /tmp/rounds/rt260 && python build_adversarial_redteam260.py
(writes /tmp/rounds/rt260/adversarial_redteam260.jsonl beside corpus_build.py)
"""

from corpus_build import (  # noqa: E402
    IM_ASSIST,
    IM_USER,
    g,
    llama_end,
    m,
    minerva_end,
    qbox,
    qwen_end,
    write_probes,
)

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")


def zg(work: str, answer: str) -> str:
    """R1-Zero, layout g: the think block on lines of its own, the answer tag glued to </think>."""
    return "<think>¶" + work + "¶</think><answer>" + answer + "</answer>"


def ze(work: str, answer: str) -> str:
    """R1-Zero, layout e: the answer tag followed by the ChatML end token the model emitted."""
    return "<think>" + work + "</think>¶<answer>" + answer + "</answer><|im_end|>"


def zq(work: str, answer: str) -> str:
    """R1-Zero, layout q: the answer tag closed but never opened."""
    return "<think>" + work + "</think>¶" + answer + "</answer>"


def zl(work: str, answer: str) -> str:
    """R1-Zero, layout l: the think block as a bulleted list (one bullet per '; ' step)."""
    return "<think>- " + work.replace("; ", "¶- ") + "</think>¶<answer>" + answer + "</answer>"


def zh(work: str, answer: str) -> str:
    """R1-Zero, layout h: a bold **Answer** heading between the think block and the tag."""
    return "<think>" + work + "</think>¶**Answer**¶<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" is a newline."""
    cases = []
    for key, gold, _question, probes in problems:
        for shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_*: the working before a `####`, a box or a prose ending (one or two lines); T_*: the same in
# one line with '; ' between steps, for the think block of an R1-Zero completion.
W_BAK = "17 × 24 = 408 muffins baked.¶408 − 371 − 15 = 22 muffins left.¶"
T_BAK = "17 × 24 = 408; 408 − 371 = 37; 37 − 15 = 22"
W_STA = "3 friends × 9 = 27 stamps given away.¶45 − 27 − 18 = 0 stamps left.¶"
T_STA = "3 × 9 = 27; 45 − 27 = 18; 18 − 18 = 0"
W_LFT = "3 − 7 = −4, then −4 + 2 = −2.¶−2 − 5 = −7.¶"
T_LFT = "3 − 7 = −4; −4 + 2 = −2; −2 − 5 = −7"
W_CHG = "2 × $4.35 = $8.70; $8.70 + $3.15 = $11.85.¶$20 − $11.85 = $8.15.¶"
T_CHG = "2 × 4.35 = 8.70; 8.70 + 3.15 = 11.85; 20 − 11.85 = 8.15"
W_TRN = "216 ÷ 72 = 3 h = 180 min; 90 ÷ 60 = 1.5 h = 90 min.¶180 + 15 + 90 = 285 minutes.¶"
T_TRN = "216 / 72 = 3 h = 180 min; 90 / 60 = 1.5 h = 90 min; 180 + 15 + 90 = 285"
W_GAR = "Tomatoes: 35% of 40 = 14. Peppers: 40 ÷ 4 = 10.¶Beans: 40 − 14 − 10 = 16.¶"
T_GAR = "0.35 × 40 = 14; 40 / 4 = 10; 40 − 14 − 10 = 16"
W_WAG = "Regular: 38 × $16 = $608. Overtime: 6 h × $24 = $144.¶Total: $608 + $144 = $752.¶"
T_WAG = "38 × 16 = 608; 44 − 38 = 6 h at 1.5 × 16 = 24, so 144; 608 + 144 = 752"
W_SHE = "45 × 23 = 1,035, so 1,035 ÷ 45 = 23 with nothing left over.¶"
T_SHE = "45 × 20 = 900; 1035 − 900 = 135 = 45 × 3; 20 + 3 = 23"
W_PRI = "Brother b: b + (b + 7) = 41, so 2b = 34 and b = 17.¶Priya: 17 + 7 = 24.¶"
T_PRI = "2b + 7 = 41; b = 17; Priya = 17 + 7 = 24"
W_PNT = "Area: 9 × 4 = 36 m²; two coats cover 72 m².¶72 ÷ 12 = 6 litres.¶"
T_PNT = "9 × 4 = 36 m²; 36 × 2 = 72 m²; 72 / 12 = 6"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("bakery", "22",
     "A bakery bakes 17 trays of 24 muffins. It sells 371 muffins and gives 15 to a shelter. How many muffins are left?",
     [
        ("near_factor", "A", "tag", zg(T_BAK, r"22(1 + 10^{-40})"), "a factor 1 + 10^-40: not 22"),
        ("unit_left", "B", "hash", W_BAK + "#### 22 muffins left", "'muffins left' is the question's own unit and verb"),
        ("unit_trays", "A", "hash", W_BAK + "#### 22 trays", "trays of 24, another package: 22 trays hold 528 muffins"),
        ("unit_short", "A", "tag", ze(T_BAK, "22 short"), "'short' makes it a shortfall of 22, not 22 left"),
        ("neg_del", "A", "hash", W_BAK + "#### <del>22</del> 37", "22 struck (HTML <del>) and 37 in its place"),
        ("ret_whoops", "A", "hash", W_BAK + "#### 22¶Whoops — the 15 for the shelter came from yesterday's batch, so 408 − 371 = 37 are left.¶#### 37", "'Whoops' after #### and a new #### 37 (a false correction)"),
        ("quo_sheet", "A", "tag", zl("The cashier's sheet says 22 left; 17 × 24 = 408; 408 − 371 + 15 = 52", "52"), "the sheet's 22 is reported in the think block; the model's own answer is 52 (the gift added)"),
        ("tag_sold", "A", "tag", zh(T_BAK, "37 muffins remain after the sales."), "the tag gives the count before the gift"),
        ("phr_result", "A", "hash", "17 × 24 = 408; 408 − 371 = 37.¶Result: #### 37", "a phrase marker then #### with the gift forgotten"),
        ("tag_cut", "N", "truncated", "<think>" + T_BAK + "</think>¶The number of muffins left is", "cut before the value (the tag never opened nor closed): no_answer"),
     ]),
    ("stamps", "0",
     "Lena has 45 stamps. She gives each of her 3 friends 9 stamps, then trades 18 stamps for a poster. How many stamps does she have left?",
     [
        ("near_exp", "A", "tag", ze(T_STA, r"e^{-700}"), "e^-700 is not 0"),
        ("phr_dec", "A", "hash", W_STA + "Stamps remaining: #### 0.0000000000000000001", "a phrase marker then #### with 10^-19 written out"),
        ("near_pow", "A", "tag", zg(T_STA, r"\frac{1}{2^{200}}"), "1/2^200 is not 0"),
        ("tag_none", "B", "tag", zl(T_STA, "None — every stamp has been given away or traded."), "'None' in a sentence is 0"),
        ("neg_cross", "A", "hash", W_STA + "#### 0 ❌", "the model marks its own value with a cross"),
        ("unit_friends", "A", "hash", W_STA + "#### 0 friends", "'friends' names another count"),
        ("ret_oops", "A", "tag", zq(T_STA, "0") + "¶Oops, the trade was stamps for stamps, so she still has 18.¶<answer>18</answer>", "'Oops' after the unopened tag and a second tag with 18 (a false correction)"),
        ("quo_key", "N", "none", "My teacher's key reads \"#### 0\". I'm not sure how trades count here, so I can't give a number.", "the key's #### is quoted, then a refusal: no_answer"),
        ("phr_tag", "A", "tag", zh("45 − 9 − 18 = 18", "So she has: #### 18"), "a phrase marker then #### in the tag, with one friend for three"),
        ("quo_parts", "A", "hash", W_STA + "(i) stamps left: 0; (ii) posters: 1.¶#### 1", "invented parts: the last #### is the poster count"),
     ]),
    ("lift", "-7",
     "A lift starts on floor 3. It goes down 7 floors, up 2 floors, then down 5 floors. Floors below the ground floor (floor 0) are numbered -1, -2, and so on. On which floor does the lift stop?",
     [
        ("unit_under", "B", "hash", W_LFT + "#### 7 floors below ground", "7 floors below ground is floor −7"),
        ("unit_up", "A", "hash", W_LFT + "#### 7 up", "'up' puts it on floor 7, above ground"),
        ("near_off", "A", "tag", zg(T_LFT, r"-7 - 10^{-35}"), "10^-35 taken off: not −7"),
        ("neg_sim", "A", "hash", W_LFT + r"#### \sim -7", "'\\sim' marks the value as approximate"),
        ("neg_overlay", "N", "none", ze(T_LFT, "−̶7̶"), "the only value struck with combining overlays (U+0336): no_answer"),
        ("ret_amend", "A", "hash", W_LFT + "#### -7¶Amendment: this building has no floor 0, so from floor 1 the lift goes straight to −1 and it ends on −8.¶#### -8", "'Amendment:' after #### and a new #### −8 (a false correction: the question has a floor 0)"),
        ("ret_self", "A", "tag", zq(T_LFT, "-7") + "¶Self-correction: it went down 2, not up 2: 3 − 7 − 2 − 5 = −11.¶<answer>-11</answer>", "'Self-correction:' after the tag and a second tag with −11 (a misreading)"),
        ("quo_json", "N", "truncated", "The instructions show the format {\"answer\": -7}. Working it out: 3 − 7 = −4, and then", "a format example's value is quoted; cut before the model's own value: no_answer"),
        ("tag_travel", "A", "tag", zl(T_LFT, "The lift travelled 14 floors in all."), "the tag gives the distance travelled (7 + 2 + 5)"),
        ("phr_abs", "A", "tag", zh("3 − 7 = 4; 4 + 2 = 6; 6 − 5 = 1", "It stops on floor: #### 1"), "a phrase marker then #### in the tag, with the sign of 3 − 7 lost"),
     ]),
    ("change", "8.15",
     "Mia buys 2 coffees at $4.35 each and a bagel for $3.15. She pays with a $20 bill. How much change does she get, in dollars?",
     [
        ("unit_pounds", "A", "hash", W_CHG + "#### 8.15 pounds", "pounds where dollars are asked"),
        ("near_tiny", "A", "tag", zg(T_CHG, r"8.15 + 10^{-30}"), "10^-30 added: not 8.15"),
        ("unit_cents", "A", "hash", W_CHG + "#### 8.15 cents", "cents: a hundredth of the change"),
        ("tag_words", "B", "tag", ze(T_CHG, "Eight dollars and fifteen cents."), "the gold in number words"),
        ("neg_tilde", "A", "tag", zq(T_CHG, "~$8.15"), "a tilde before the value marks it approximate", True),
        ("ret_double", "A", "hash", W_CHG + "#### 8.15¶Double-checking: $4.35 × 2 is $8.30, so the total is $11.45 and the change $8.55.¶#### 8.55", "a recheck after #### and a new #### 8.55 (a false correction: 2 × 4.35 = 8.70)"),
        ("quo_cashier", "A", "prose_sentence", "The cashier handed back $8.15. By my count 2 × $4.35 = $8.70, and $20 − $8.70 = $11.30, so she should get $11.30.", "the cashier's 8.15 is reported; the model's own answer is 11.30 (the bagel forgotten)"),
        ("tag_total", "A", "tag", zl(T_CHG, "She spends $11.85."), "the tag gives the bill, not the change"),
        ("phr_due", "A", "hash", "One coffee and the bagel: $4.35 + $3.15 = $7.50; $20 − $7.50 = $12.50.¶Change due: #### 12.50", "a phrase marker then #### with one coffee for two"),
        ("quo_options", "A", "tag", zh("Options: (A) 8.15 (B) 8.55 (C) 11.85. Recomputing: 2 × 4.35 = 8.30, total 11.45, change 8.55.", "(B) 8.55"), "the options are the model's list, not its answer; it chooses 8.55"),
     ]),
    ("train", "285",
     "A train travels 216 km at 72 km/h, stops for 15 minutes, then travels 90 km at 60 km/h. How many minutes does the whole trip take?",
     [
        ("unit_hm", "B", "hash", W_TRN + "#### 4 h 45 min", "4 h 45 min = 285 minutes: the same duration in hours and minutes", True),
        ("unit_km", "A", "hash", W_TRN + "#### 285 km", "a length where a time is asked"),
        ("near_tiny", "A", "tag", ze(T_TRN, r"285 + 10^{-45}"), "10^-45 added: not 285"),
        ("tag_words", "A", "tag", zg("216 / 72 = 3 h; 90 / 60 = 1.5 h; 3 + 1.5 = 4.5 h", "Four and a half hours."), "the tag gives 270 minutes in words (the stop forgotten)"),
        ("neg_atleast", "A", "hash", W_TRN + "#### at least 285", "a bound, not the value"),
        ("ret_strike", "A", "hash", W_TRN + "#### 285¶Strike that — the 15-minute stop is inside the timetable, so the trip is 270 minutes.¶#### 270", "'Strike that' after #### and a new #### 270 (a false correction)"),
        ("quo_timetable", "A", "tag", zl("The timetable lists 285 min; the stop shouldn't count; 180 + 90 = 270", "270"), "the timetable's 285 is reported; the model's own answer is 270"),
        ("tag_dist", "A", "tag", zq(T_TRN, "The train covers 306 km."), "the unopened tag gives the distance, not the time"),
        ("phr_total", "A", "hash", "180 + 90 = 270 minutes of travel.¶In total: #### 270", "a phrase marker then #### with the stop left out"),
        ("ret_hold", "N", "none", zh(T_TRN, "285") + "¶Hold the 285 until I confirm the length of the stop; no final answer yet.", "the tag is put on hold with nothing in its place: no_answer"),
     ]),
    ("garden", "16",
     "A garden has 40 plants. 35% of them are tomatoes and a quarter of them are peppers. The rest are beans. How many bean plants are there?",
     [
        ("phr_of", "B", "hash", W_GAR + "Bean plants: #### 16 of the 40", "a phrase marker, then #### 16 with 'of the 40' after it: the count is 16"),
        ("unit_rows", "A", "hash", W_GAR + "#### 16 rows", "rows, another object"),
        ("near_pow", "A", "tag", zg(T_GAR, r"16^{1 - 10^{-50}}"), "an exponent nudged by 10^-50: not 16"),
        ("phr_dec", "A", "tag", ze(T_GAR, "Beans total: #### 15.999999999999"), "a phrase marker then #### in the tag, with a decimal 10^-12 short"),
        ("neg_guess", "A", "hash", W_GAR + "#### 16 (a guess)", "the model calls its own value a guess"),
        ("ret_fix", "A", "tag", zq(T_GAR, "16") + "¶Fix: 35% of 40 is 12, so beans = 40 − 12 − 10 = 18.¶<answer>18</answer>", "'Fix:' after the tag and a second tag with 18 (a false correction)"),
        ("quo_packet", "N", "none", zl("The seed packet's example bed has 16 beans out of 40; our split isn't clear to me; I'd need the exact counts", "Cannot be determined."), "the packet's 16 is reported; the tag declines: no_answer"),
        ("tag_two", "A", "tag", zh(T_GAR, "There are 14 tomatoes and 10 peppers."), "the tag names the other two counts, the last 10"),
        ("unit_tomatoes", "A", "hash", W_GAR + "#### 16 tomatoes", "tomatoes, another plant"),
        ("phr_hence", "A", "hash", "40 − 14 = 26.¶Hence bean plants: #### 26", "a phrase marker then #### with the peppers forgotten"),
     ]),
    ("wages", "752",
     "Omar earns $16 an hour for the first 38 hours of a week and 1.5 times that rate for every hour after that. Last week he worked 44 hours. How much did he earn, in dollars?",
     [
        ("phr_arrow", "B", "tag", zg(T_WAG, "Weekly pay → #### $752"), "a phrase marker then #### and a dollar sign in the tag: the gold"),
        ("ret_minor", "A", "hash", W_WAG + "#### 752¶Sorry, minor fix: the overtime rate is $16 + $6 = $22, so 6 × $22 = $132 and the total is $740.¶#### 740", "'Sorry, minor fix' after #### and a new #### 740 (a false correction)"),
        ("unit_k", "A", "hash", W_WAG + "#### 752k", "'k' scales it to 752,000"),
        ("unit_perh", "A", "tag", ze(T_WAG, "$752 per hour"), "a rate where a weekly total is asked"),
        ("neg_about", "A", "hash", W_WAG + "#### about 752", "'about' hedges an exact value"),
        ("neg_strike", "A", "tag", zl(T_WAG, "<strike>752</strike> 704"), "752 struck (HTML <strike>) and 704 in its place"),
        ("ret_redo", "A", "hash", W_WAG + "#### 752¶Let me redo this: once he passes 38 hours, all 44 hours are paid at $24, so 44 × $24 = $1,056.¶#### 1056", "'Let me redo this' after #### and a new #### 1056 (a false rule)"),
        ("quo_payslip", "A", "tag", zq("His payslip shows $752, but I think overtime is paid at the normal rate: 44 × 16 = 704", "704"), "the payslip's 752 is reported; the model's own answer is 704"),
        ("tag_ot", "A", "tag", zh(T_WAG, "He earned $144 in overtime."), "the tag gives the overtime pay only"),
        ("phr_caps", "A", "hash", "44 × $16 = $704.¶ANSWER: #### 704", "a phrase marker then #### with the overtime rate left out"),
     ]),
    ("shelves", "23",
     "A school library has 1,035 books. Each shelf holds 45 books. How many shelves are needed to hold all the books?",
     [
        ("near_frac", "B", "hash", W_SHE + "#### 1035/45", "1035/45 = 23 exactly: the gold as a fraction"),
        ("near_pow", "A", "tag", zg(T_SHE, r"23 + 2^{-300}"), "2^-300 added: not 23"),
        ("unit_books", "A", "hash", W_SHE + "#### 23 books", "books, not shelves"),
        ("unit_pershelf", "A", "tag", ze(T_SHE, "23 books per shelf"), "a count per shelf, not the number of shelves"),
        ("neg_geq", "A", "hash", W_SHE + "#### n ≥ 23", "an inequality, not the count"),
        ("neg_gfm", "N", "none", zl(T_SHE, "~23~"), "the only value struck out with single tildes (GFM strikethrough): no_answer"),
        ("ret_addendum", "A", "hash", W_SHE + "#### 23¶Addendum: one shelf must stay free for returns, so 24 shelves are needed.¶#### 24", "'Addendum:' after #### and a new #### 24 (an invented condition)"),
        ("quo_other", "A", "prose_sentence", "Another assistant gave \\(\\boxed{23}\\). I'd round up for safety: 1,035 ÷ 45 ≈ 23, plus a spare, so 24 shelves.", "another assistant's box is reported; the model's own answer is 24"),
        ("tag_rem", "A", "tag", zh(T_SHE, "0 books are left over."), "the tag gives the remainder, not the shelves"),
        ("phr_arrow", "A", "tag", zq("45 × 22 = 990, close to 1035", "Shelves needed => #### 22"), "a phrase marker then #### in the unopened tag, one shelf short"),
     ]),
    ("priya", "24",
     "Priya is 7 years older than her brother. The sum of their ages is 41. How old is Priya?",
     [
        ("ret_check", "B", "hash", W_PRI + "#### 24¶Check: 24 + 17 = 41 and 24 − 17 = 7 ✓ — so 24.", "a trailing check that restates the value does not change it"),
        ("unit_older", "A", "hash", W_PRI + "#### 24 years older", "'older' makes it an age gap of 24"),
        ("unit_future", "A", "tag", ze(T_PRI, "24 years old in 7 years' time"), "24 in 7 years means 17 now"),
        ("near_half", "A", "tag", zg(T_PRI, r"\frac{48 + 10^{-30}}{2}"), "10^-30 added before halving: not 24"),
        ("neg_verify", "A", "hash", W_PRI + "#### 24 (can't verify)", "the model says it cannot verify its own value"),
        ("neg_tentative", "A", "tag", zl(T_PRI, "24 (tentative)"), "'tentative' hedges the value"),
        ("ret_wrong", "A", "tag", zq(T_PRI, "24") + "¶Wrong above — the sum 41 is in 7 years' time, so 2b + 21 = 41, b = 10 and Priya is 17.¶<answer>17</answer>", "'Wrong above' after the tag and a second tag with 17 (a misreading)"),
        ("quo_answers", "A", "hash", W_PRI + "First answer: 24. Second answer, the brother: 17.¶#### 17", "invented second question: the last #### is the brother's age"),
        ("tag_bro", "A", "tag", zh(T_PRI, "Her brother is 17."), "the tag gives the brother's age"),
        ("phr_so", "A", "hash", "41 − 7 = 34; 34 ÷ 2 = 17.¶So Priya is: #### 17", "a phrase marker then #### with the brother's age"),
     ]),
    ("paint", "6",
     "A wall is 9 m long and 4 m high. Laura paints it with 2 coats. One litre of paint covers 12 m². How many litres of paint does she need?",
     [
        ("unit_coats", "A", "hash", W_PNT + "#### 6 coats", "coats, not litres"),
        ("unit_gallons", "A", "tag", ze(T_PNT, "6 gallons"), "gallons where litres are asked"),
        ("quo_selfset", "B", "hash", W_PNT + "#### 6¶Q: A wall 5 m by 3 m gets one coat. How many litres? A: 15 ÷ 12 = 1.25.¶#### 1.25", "a self-set new problem after the committed #### does not count: the answer is 6"),
        ("near_cos", "A", "tag", zg(T_PNT, r"6\cos(10^{-45})"), "cos(10^-45) is not 1: not 6"),
        ("neg_estimate", "A", "hash", W_PNT + "#### 6 (estimate)", "'estimate' hedges an exact value"),
        ("ret_doubled", "A", "tag", zl(T_PNT, "6") + "¶Hmm, I doubled the wrong thing: two coats double the coverage, so 36 ÷ 24 = 1.5. <answer>1.5</answer>", "a correction after the tag and a second tag with 1.5 (a false rule)"),
        ("quo_tin", "N", "truncated", "The tin says \"6 L does a 9 × 4 m wall twice\". I can't take that on trust, so: area 9 × 4 =", "the tin's 6 is quoted; cut before the model's own value: no_answer"),
        ("tag_area", "A", "tag", zq(T_PNT, "72 square metres to cover"), "the unopened tag gives the area, not the litres"),
        ("phr_eq", "A", "hash", "36 ÷ 12 = 3.¶Paint needed = #### 3", "a phrase marker then #### with one coat for two"),
        ("tag_coat", "A", "tag", zh(T_PNT, "3 litres per coat"), "the tag gives the paint for one coat"),
     ]),
]

# ================================================================ MATH working
W_REM = r"By the remainder theorem the remainder is \(p(1) = 1 - 2 - 5 + 6 = 0\).¶"
T_REM = "p(x) = x^3 − 2x^2 − 5x + 6; p(1) = 1 − 2 − 5 + 6 = 0; the remainder is p(1) = 0"
W_CIR = r"\(2\pi r = 2\pi\) gives \(r = 1\), so the area is \(\pi r^2 = \pi\).¶"
T_CIR = "2πr = 2π; r = 1; area = π · 1² = π"
W_SQR = r"\(\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}\).¶"
T_SQR = "72 = 36 · 2; sqrt(36) = 6; sqrt(72) = 6 sqrt(2)"
W_FRC = r"\(\frac{2}{3} \div \frac{8}{15} = \frac{2}{3} \cdot \frac{15}{8} = \frac{30}{24} = \frac{5}{4}\).¶"
T_FRC = "2/3 ÷ 8/15 = 2/3 · 15/8; 2/3 · 15/8 = 30/24; 30/24 = 5/4"
W_DOM = r"The radicand must be nonnegative: \(6 - 2x \ge 0\), so \(x \le 3\).¶"
T_DOM = "6 − 2x ≥ 0; 2x ≤ 6; x ≤ 3"
W_CPW = r"\((1 + i)^2 = 1 + 2i + i^2 = 2i\), so \((1 + i)^4 = (2i)^2 = -4\).¶"
T_CPW = "(1 + i)^2 = 1 + 2i − 1 = 2i; (1 + i)^4 = (2i)^2 = 4i^2; 4i^2 = −4"
W_LVL = r"LEVEL has 5 letters, with L and E each twice: \(\frac{5!}{2!\,2!} = \frac{120}{4} = 30\).¶"
T_LVL = "5 letters, L twice, E twice; 5!/(2! 2!) = 120/4; 120/4 = 30"
W_LG3 = r"\(x + 5 = 3^4 = 81\), so \(x = 76\).¶"
T_LG3 = "log_3(x + 5) = 4; x + 5 = 3^4 = 81; x = 76"
W_MID = r"\(\left(\frac{-3 + 9}{2}, \frac{7 + (-1)}{2}\right) = (3, 3)\).¶"
T_MID = "x: (−3 + 9)/2 = 3; y: (7 − 1)/2 = 3; midpoint (3, 3)"
W_OCT = r"The angles sum to \((8 - 2) \cdot 180^\circ = 1080^\circ\), so each is \(\frac{1080^\circ}{8} = 135^\circ\).¶"
T_OCT = "(8 − 2) · 180 = 1080; 1080 / 8 = 135"

MPROBS = [
    ("remainder", "0",
     r"Find the remainder when $x^3 - 2x^2 - 5x + 6$ is divided by $x - 1$.",
     [
        ("tag_chain", "B", "tag", zg("p(1) = 1 − 2 − 5 + 6 = 0", "The remainder is $p(1) = 1 - 2 - 5 + 6 = 0$."), "a sentence with an equation chain ending in the gold"),
        ("near_cos", "A", "minerva", W_REM + minerva_end(r"$\cos\left(\frac{\pi}{2} - 10^{-60}\right)$"), "cos(π/2 − 10^-60) = sin(10^-60) is not 0"),
        ("near_pow", "A", "tag", ze(T_REM, r"2^{-333}"), "2^-333 is not 0"),
        ("phr_dec", "A", "hash", W_REM + "Hence the remainder is #### 0.0000000000000000000001", "a phrase marker then #### with 10^-22 written out"),
        ("neg_guessed", "A", "boxed", W_REM + llama_end(r"0\ (\text{guessed})"), "an annotation in the box calls the value a guess"),
        ("ret_retake", "A", "tag", zl(T_REM, "0") + "¶Retake: dividing by x − 1 means plugging in x = −1: −1 − 2 + 5 + 6 = 8. <answer>8</answer>", "'Retake:' after the tag and a second tag with 8 (a false rule)"),
        ("quo_example", "N", "none", zq("The textbook's worked example ends 'so the remainder is \\boxed{0}'; I don't remember the method it used", "no answer"), "a worked example's box is quoted; the unopened tag says 'no answer': no_answer"),
        ("tag_quot", "A", "tag", zh("synthetic division by x − 1: 1, −1, −6 | 0", "x^2 - x - 6"), "the tag holds the quotient, not the remainder"),
        ("phr_minus", "A", "hash", r"\(p(-1) = -1 - 2 + 5 + 6 = 8\).¶Remainder: #### 8", "a phrase marker then #### with p(−1) for p(1)"),
        ("quo_parts", "A", "prose_sentence", W_REM + "So the remainder is 0 for part (a), and the quotient at x = 2 is −4 for part (b).", "invented parts for a question without parts: the last value is −4"),
     ]),
    ("circle", r"\pi",
     r"What is the area of a circle whose circumference is $2\pi$?",
     [
        ("near_arccos", "B", "tag", zg(T_CIR, r"\arccos(-1)"), "arccos(−1) = π exactly"),
        ("near_factor", "A", "boxed", W_CIR + qwen_end(r"\pi(1 + 10^{-40})"), "a factor 1 + 10^-40: not π"),
        ("near_seventh", "A", "tag", ze("The calculator's π key gives the area as π, but the teacher said to use 22/7; r = 1, so area = 22/7", r"\frac{22}{7}"), "an approximation: 22/7 is not π (the calculator's π is reported in the think block; the model's own answer is 22/7)"),
        ("phr_dec", "A", "hash", W_CIR + "Area = #### 3.1415926535897932384626", "a phrase marker then #### with π rounded to 22 decimals"),
        ("unit_cm", "A", "tag", zq(T_CIR, r"\pi\text{ cm}"), "a length unit on an area"),
        ("neg_torn", "A", "prose_sentence", W_CIR + r"\(\boxed{\pi}\) — or is it \(2\pi\)? I'm torn.", "a second value offered after the box"),
        ("ret_formula", "A", "boxed", W_CIR + r"\(\boxed{\pi}\)¶I misapplied the formula: the circumference is \(\pi r\), so \(r = 2\) and the area is \(4\pi\).¶\(\boxed{4\pi}\)", "a correction after the box and a new box 4π (a false formula)"),
        ("quo_verify", "N", "none", r"Quoting the task: 'Verify that the area equals $\boxed{\pi}$.' I can't verify it without being told the radius.", "the task's box is quoted, then a refusal: no_answer"),
        ("tag_r", "A", "tag", zh(T_CIR, "r = 1"), "the tag gives the radius"),
        ("phr_cube", "A", "tag", zl("C = 2π; take 2π as the radius; area = π(2π)^2 = 4π^3", r"Therefore, area: #### 4\pi^3"), "a phrase marker then #### in the tag, with the circumference taken as the radius"),
     ]),
    ("sqrt", r"6\sqrt{2}",
     r"Simplify $\sqrt{72}$.",
     [
        ("near_half", "B", "boxed", W_SQR + qwen_end(r"6 \cdot 2^{1/2}"), "6 · 2^(1/2) = 6√2"),
        ("near_swap", "A", "tag", ze(T_SQR, r"2\sqrt{6}"), "a look-alike: 2√6 = √24"),
        ("quo_key", "A", "tag", zg("The answer key lists 6√2; I'll give the decimal instead: sqrt(72) ≈ 8.485", "8.485"), "the key's 6√2 is reported; the model's own answer is a rounded decimal"),
        ("ret_below", "A", "boxed", W_SQR + r"\(\boxed{6\sqrt{2}}\)¶Correct answer below (I dropped a factor of 2): \(\boxed{12\sqrt{2}}\)", "a correction after the box and a new box 12√2 (a false correction)"),
        ("neg_simeq", "A", "boxed", W_SQR + llama_end(r"\simeq 6\sqrt{2}"), "'\\simeq' marks an exact value as approximate"),
        ("unit_deg", "A", "tag", zq(T_SQR, r"6\sqrt{2}^\circ"), "a degree sign on a pure number"),
        ("ret_review", "A", "boxed", W_SQR + r"\(\boxed{6\sqrt{2}}\)¶Upon review, \(\sqrt{72} = \sqrt{8 \cdot 9} = 8 \cdot 3 = 24\).¶\(\boxed{24}\)", "'Upon review' after the box and a new box 24 (a false step)"),
        ("quo_partner", "A", "tag", zl("My study partner's note says 6√2; but sqrt(72) = sqrt(64 + 8); = 8 + sqrt(8) = 8 + 2 sqrt(2)", r"8 + 2\sqrt{2}"), "the partner's value is reported; the model's own answer is 8 + 2√2"),
        ("tag_factor", "A", "tag", zh(T_SQR, r"36 \cdot 2"), "the tag holds 72 factored, not its square root"),
        ("phr_simp", "A", "hash", r"\(\sqrt{72} = \sqrt{4 \cdot 18} = 4\sqrt{18}\).¶Simplified: #### 4\sqrt{18}", "a phrase marker then #### with 4 pulled out for 2"),
     ]),
    ("fraction", r"\frac{5}{4}",
     r"Compute $\frac{2}{3} \div \frac{8}{15}$. Express your answer as a common fraction.",
     [
        ("ret_recip", "B", "boxed", r"\(\frac{2}{3} \cdot \frac{8}{15} = \frac{16}{45}\), so \(\boxed{\frac{16}{45}}\).¶Oops — dividing means multiplying by the reciprocal: \(\frac{2}{3} \cdot \frac{15}{8} = \frac{5}{4}\).¶\(\boxed{\frac{5}{4}}\)", "a wrong first box corrected to the gold in a second box"),
        ("near_ulp", "A", "tag", zg(T_FRC, "1.2500000000000002"), "a decimal 2 × 10^-16 over 5/4"),
        ("ret_withhold", "N", "none", W_FRC + qwen_end(r"\frac{5}{4}") + "¶¶I'm pulling this answer until I recheck the division; no final value yet.", "the answer is withdrawn with nothing in its place: no_answer"),
        ("ret_flip", "A", "tag", zl(T_FRC, r"\frac{5}{4}") + "¶Ach, I flipped the wrong one: it's 3/2 · 8/15 = 24/30 = 4/5. <answer>\\frac{4}{5}</answer>", "a correction after the tag and a second tag with 4/5 (the reciprocal)"),
        ("near_big", "A", "minerva", W_FRC + minerva_end(r"$\frac{5 \cdot 10^{40} + 1}{4 \cdot 10^{40}}$"), "1/(4 · 10^40) over 5/4"),
        ("neg_bcancel", "A", "tag", zq(T_FRC, r"\require{cancel}\bcancel{\frac{5}{4}}\ \frac{4}{5}"), "5/4 struck with \\bcancel and 4/5 in its place"),
        ("quo_key", "N", "truncated", "<think>- The worksheet's key already shows 5/4.¶- My own working: invert 8/15 to get", "the key's value is reported; cut before the model's own value: no_answer"),
        ("tag_numer", "A", "tag", zh(T_FRC, "The numerators multiply to 30."), "the tag gives the product of the numerators"),
        ("phr_mult", "A", "hash", r"\(\frac{2}{3} \cdot \frac{8}{15} = \frac{16}{45}\).¶So the quotient is #### \frac{16}{45}", "a phrase marker then #### with a product for a quotient"),
        ("neg_flipped", "A", "boxed", W_FRC + llama_end(r"\frac{5}{4}") + "¶¶(I may have flipped the wrong fraction.)", "a note after the closing line doubts the value"),
     ]),
    ("domain", r"(-\infty,3]",
     r"Find the domain of $f(x) = \sqrt{6 - 2x}$. Express your answer in interval notation.",
     [
        ("tag_ineq", "B", "tag", zg(T_DOM, r"$x \le 3$"), "the domain as an inequality: the same set", True),
        ("near_open", "A", "boxed", W_DOM + qwen_end(r"(-\infty, 3)"), "the open end leaves out x = 3, where √0 = 0 is defined"),
        ("near_nudge", "A", "tag", ze(T_DOM, r"(-\infty, 3 - 10^{-50}]"), "an end nudged by 10^-50"),
        ("ret_strict", "A", "prose_sentence", W_DOM + llama_end(r"(-\infty, 3]") + "¶¶Let me reconsider: a square root needs a positive radicand, so the domain is \\((-\\infty, 3)\\).", "'Let me reconsider' after the closing line replaces the set (a false rule)"),
        ("neg_endpoint", "A", "tag", zq(T_DOM, r"(-\infty, 3] — I think, but the endpoint might be excluded"), "a hedge on the endpoint"),
        ("ret_ohno", "A", "tag", zl(T_DOM, r"(-\infty, 3]") + "¶Oh no, dividing flips the inequality: x ≥ 3. <answer>[3, \\infty)</answer>", "'Oh no' after the tag and a second tag with [3, ∞) (a false rule: 2 is positive)"),
        ("quo_desmos", "A", "prose_sentence", r"Desmos draws the curve only for \(x \le 3\). But a square root needs \(6 - 2x > 0\), so the domain is \((-\infty, 3)\).", "the plot's set is reported; the model's own answer is the open interval"),
        ("tag_range", "A", "tag", zh(T_DOM, r"[0, \infty)"), "the tag gives the range, not the domain"),
        ("phr_flip", "A", "hash", r"\(6 - 2x \ge 0 \Rightarrow x \ge 3\).¶Domain: #### [3, \infty)", "a phrase marker then #### with the inequality reversed"),
        ("quo_parts", "A", "hash", W_DOM + r"Domain for (a): \((-\infty, 3]\); range for (b): \([0, \infty)\).¶#### [0,\infty)", "invented parts: the last #### is the range"),
     ]),
    ("cpow", "-4",
     r"Compute $(1 + i)^4$.",
     [
        ("quo_turn", "B", "boxed", W_CPW.replace(".¶", r". \(\boxed{-4}\)") + IM_USER.replace("\n", "¶") + "What about (1 + i)^3?" + IM_ASSIST.replace("\n", "¶") + r"\((1 + i)^3 = 2i(1 + i) = -2 + 2i\), so \(\boxed{-2 + 2i}\).", "an invented user turn and reply after the committed box do not count: the answer is −4"),
        ("near_imag", "A", "minerva", W_CPW + minerva_end("$-4 + 10^{-60}i$"), "10^-60 i added: not −4"),
        ("phr_cos", "A", "tag", ze(T_CPW, r"So $(1 + i)^4$ equals: #### -4\cos(10^{-50})"), "a phrase marker then #### in the tag, with a factor cos(10^-50)"),
        ("ret_wait", "A", "boxed", "<think>" + T_CPW.replace("; ", ". ") + "</think>¶" + r"\(\boxed{-4}\)" + "¶Wait, \\((2i)^2 = 4i^2\\) and I keep dropping the sign: it's \\(\\boxed{4}\\).", "'Wait' after the final box and a new box 4 (a false correction)"),
        ("neg_unconfirmed", "A", "tag", zg(T_CPW, r"$\boxed{-4\ \text{[unconfirmed]}}$"), "an annotation in the box inside the tag"),
        ("neg_perhaps", "A", "tag", zq(T_CPW, "-4, perhaps"), "'perhaps' hedges the value"),
        ("ret_reflect", "A", "tag", zl(T_CPW, "-4") + "¶On reflection: (2i)^2 = 4i, not −4. <answer>4i</answer>", "'On reflection' after the tag and a second tag with 4i (a false step)"),
        ("quo_cas", "A", "hash", r"My CAS printed \(-4\), but I think it's wrong: \((1 + i)^4 = 1 + i^4 = 2\).¶#### 2", "the CAS's −4 is reported; the model's own answer is 2"),
        ("tag_square", "A", "tag", zh(T_CPW, "(1 + i)^2 = 2i"), "the tag holds an equation ending in (1 + i)^2"),
        ("phr_slip", "A", "hash", r"\((1 + i)^4 = 1 + 4i + 6i^2 + 4i^3 + i^4 = 1 + 4i - 6 + 4i + 1\).¶=> #### -4+8i", "a marker then #### with i^3 taken as +i"),
     ]),
    ("level", "30",
     "How many distinct arrangements of the letters in the word LEVEL are there?",
     [
        ("unit_letters", "A", "hash", W_LVL + "#### 30 letters", "letters, not arrangements"),
        ("unit_pct", "A", "tag", ze(T_LVL, r"30\%"), "a percentage, not a count"),
        ("near_unevaluated", "B", "tag", zg(T_LVL, r"\frac{5!}{2!\,2!}"), "5!/(2! 2!) = 30, unevaluated"),
        ("phr_one", "A", "hash", r"Only L repeats in the pairs I see: \(\frac{5!}{2!} = 60\).¶Number of arrangements: #### 60", "a phrase marker then #### with one repeat for two"),
        ("neg_double", "A", "hash", W_LVL + "#### 30 (haven't ruled out double counting)", "the model doubts its own count"),
        ("ret_errata", "A", "tag", zq(T_LVL, "30") + "¶Errata — only the Ls repeat, so 5!/2! = 60.¶<answer>60</answer>", "'Errata' after the tag and a second tag with 60 (a false correction)"),
        ("quo_manual", "A", "tag", zl("The solution manual lists 30; but the two E's are in different places; so only L repeats: 5!/2! = 60", "60"), "the manual's 30 is reported; the model's own answer is 60"),
        ("tag_orders", "A", "tag", zh(T_LVL, "There are 120 orderings of the five letters."), "the tag gives 5!, not the distinct arrangements"),
        ("phr_count", "A", "hash", r"\(5! = 120\).¶Count: #### 120", "a phrase marker then #### with the repeats ignored"),
        ("neg_del", "N", "none", W_LVL + "#### <del>30</del>", "the only value struck out (HTML <del>): no_answer"),
     ]),
    ("log", "76",
     r"Solve for $x$: $\log_3(x + 5) = 4$.",
     [
        ("tag_eq", "B", "tag", zg(T_LG3, r"x = 3^4 - 5 = 76"), "an equation chain ending in the gold"),
        ("near_log", "A", "tag", ze(T_LG3, r"\log_3(3^{76} + 1)"), "log_3(3^76 + 1) is not 76"),
        ("quo_key", "A", "boxed", r"The answer key gives \(x = 76\), but I'll trust my own working: \(x + 5 = 4^3 = 64\), \(x = 59\)." + "¶" + qbox("59"), "the key's 76 is reported; the model's own answer is 59"),
        ("phr_float", "A", "hash", W_LG3.replace("76", "81 - 5") + "Solving numerically, x is #### 75.99999999999999", "a phrase marker then #### with a float 10^-14 short"),
        ("neg_pending", "A", "tag", zq(T_LG3, "x = 76 (check pending)"), "'check pending' hedges the value"),
        ("unit_deg", "A", "boxed", W_LG3 + r"\(\boxed{76^\circ}\)", "a degree sign on a pure number"),
        ("ret_nowait", "A", "tag", zl(T_LG3, "76") + "¶No wait, 3^4 is 64, so x = 59. <answer>59</answer>", "'No wait' after the tag and a second tag with 59 (a false correction)"),
        ("quo_pdf", "N", "none", r"The solutions PDF I was given says \(\boxed{76}\), but I'm not allowed to copy it and I haven't solved it myself yet.", "a PDF's box is reported and no value of the model's own: no_answer"),
        ("tag_arg", "A", "tag", zh(T_LG3, "x + 5 = 81"), "the tag holds an equation for x + 5, ending in 81"),
        ("phr_so", "A", "hash", r"\(x + 5 = 3 \cdot 4 = 12\).¶So x is #### 7", "a phrase marker then #### with 3^4 taken as 3 · 4"),
     ]),
    ("midpoint", "(3,3)",
     r"Find the midpoint of the segment with endpoints $(-3, 7)$ and $(9, -1)$.",
     [
        ("neg_notsix", "B", "hash", W_MID + "#### (3, 3) — not (6, 6), which forgets to halve", "the negation is of another value: the answer is (3, 3)"),
        ("near_nudge", "A", "tag", zg(T_MID, r"(3, 3 + 10^{-40})"), "a coordinate nudged by 10^-40"),
        ("near_dec", "A", "boxed", W_MID + qwen_end("(3.0000001, 3)"), "a coordinate 10^-7 off"),
        ("tag_double", "A", "tag", ze("x: −3 + 9 = 6; y: 7 − 1 = 6", "The midpoint is (6, 6)."), "the sums not halved, in a sentence"),
        ("neg_plot", "A", "tag", zq(T_MID, "(3, 3) — I'd want to plot it first"), "a hedge after the value"),
        ("ret_differences", "A", "tag", zl(T_MID, "(3, 3)") + "¶Hmm, I see — the midpoint uses differences: ((9 − (−3))/2, (−1 − 7)/2) = (6, −4). <answer>(6, -4)</answer>", "a correction after the tag and a second tag with (6, −4) (a false rule)"),
        ("quo_partb", "A", "boxed", W_MID + r"That's the midpoint; for part (b), the length is \(\sqrt{144 + 64} = 4\sqrt{13}\).¶\(\boxed{4\sqrt{13}}\)", "an invented part (b) and its box"),
        ("tag_one", "A", "tag", zh(T_MID, "3"), "the tag holds one number for an ordered pair"),
        ("phr_diff", "A", "hash", r"\(\frac{9 - (-3)}{2} = 6\), \(\frac{-1 - 7}{2} = -4\).¶Midpoint, therefore: #### (6,-4)", "a phrase marker then #### with differences for sums"),
        ("quo_user", "A", "hash", "x: −3 + 9 = 6; y: 7 − 1 = 6.¶#### (6, 6)" + IM_USER.replace("\n", "¶") + "You forgot to halve — it's (3, 3).", "an invented user turn quoting the gold after a wrong #### is not the model's statement: its answer is (6, 6)"),
     ]),
    ("octagon", "135",
     "What is the measure, in degrees, of each interior angle of a regular octagon?",
     [
        ("unit_deg", "B", "tag", zg(T_OCT, r"135^\circ"), "a degree sign where degrees are asked"),
        ("unit_rad", "A", "boxed", W_OCT + qwen_end(r"\frac{3\pi}{4}"), "radians where degrees are asked"),
        ("unit_radword", "A", "tag", ze(T_OCT, "135 radians"), "'radians' on the degree count"),
        ("near_tiny", "A", "boxed", W_OCT + llama_end(r"135 + 10^{-20}"), "10^-20 added: not 135"),
        ("neg_ballpark", "A", "tag", zq(T_OCT, "135 (ballpark)"), "'ballpark' hedges an exact value"),
        ("neg_enclose", "A", "boxed", W_OCT + r"\(\boxed{\enclose{horizontalstrike}{135}\ 144}\)", "135 struck (\\enclose) and 144 in its place"),
        ("ret_polygon", "A", "boxed", W_OCT + r"\(\boxed{135}\)¶Uh-oh, I used the wrong polygon formula: each angle of an octagon is \(360^\circ / 8 = 45^\circ\).¶\(\boxed{45}\)", "a correction after the box and a new box 45 (the exterior angle)"),
        ("quo_caption", "N", "truncated", "<think>- The figure caption reads \"each angle: 135°\".¶- Ignoring it: (8 − 2) · 180 =", "a caption's value is quoted; cut before the model's own value: no_answer"),
        ("tag_sum", "A", "tag", zh(T_OCT, "The interior angles add up to 1080°."), "the tag gives the angle sum"),
        ("phr_ext", "A", "hash", r"\(360^\circ / 8 = 45^\circ\).¶Each angle: #### 45", "a phrase marker then #### with the exterior angle"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_change_neg_tilde": (
        "reject",
        "the working computes 20 - 11.85 = 8.15 exactly and the tag writes '~$8.15': a tilde "
        "before a number is the common plain-text sign for 'approximately', so the model marks an "
        "exact amount of change as approximate (a hedge of an exact value). A reader who takes the "
        "tilde as a stray markdown character (half of a strikethrough pair) or a typing habit, "
        "reads the number after it and ignores the sign, would accept it",
    ),
    "ok_g_train_unit_hm": (
        "accept",
        "'#### 4 h 45 min' is exactly 285 minutes: the same quantity (a duration) in a mixed unit "
        "of the same kind, an equal value in another form. A reader who holds the model to the "
        "unit the question asks for ('How many minutes'), or who reads only the first number (4) "
        "after ####, would reject it",
    ),
    "ok_m_domain_tag_ineq": (
        "accept",
        "the tag holds '$x \\le 3$', the same set as (-\\infty,3]; the corpus accepts a set stated "
        "in another form (a sentence or an inequality for an interval). A reader who counts the "
        "requested interval notation as part of the answer, or who reads '$x \\le 3$' as a "
        "condition rather than the answer, would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam260", CASES, [], DECISIONS)
