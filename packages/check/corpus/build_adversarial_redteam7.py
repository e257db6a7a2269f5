r"""Build adversarial_redteam7.jsonl: a seventh round of hand-written WHITE-BOX red-team probes of
`rppo_check` (source "adversarial_redteam7", issue 25), written in session 14 after reading the
checker's source (extract.py, tail.py, retractions.py, said.py, phrases.py, units.py, numeric.py,
turns.py, tags.py) and its README rules, against checker commit 11b041b; each probe was run against
that checker while it was written. Not model output.

New against rounds 1-6: other problems (lemonade $45, pencils 55, a train's 160 miles, 252
tomato plants, 150 library books, savings $1,350, a restaurant bill, a shared prize; MATH: 7/3,
\sqrt{74}, 36\pi, 56, roots 2 and 3, (-3, 3), 1/6) and, above all, other MECHANISMS: each probe names
in its `note` the rule it targets. Classes (the id's first letter):

1. `p_` what follows a box (or a `####` / phrase / tag value) that changes it: the box's value is
   read inside its braces and after it only a judgement, an alternative with "or" or a question
   mark count, so "$\boxed{45}$ (approximately)", "... give or take", "at most", "(I guess)",
   "(50 counting ...)" pass; unit-grammar words that bound or hope ("tops", "at best", "(ballpark)",
   "(hopefully)") on a `####` line; `\approx` with a wrong rounding (the parenthesised note's
   rounding check is not applied to it).
2. `r_` retractions: a confirmation of the CORRECTION read as a confirmation of the answer
   (`_confirmed` cancels any retraction followed by "yes" / "is correct" / "confirmed"); denials
   whose wording the word lists miss (an adverb between "that's" and "wrong", "the wrong answer",
   "doesn't look right", "something is off"); "wrong" in languages the list lacks or in other words
   (German "stimmt nicht", Italian "sbagliato", Indonesian "salah", Swedish "fel", ...); a "yes"
   anywhere after the answer silencing the new last number; the same-sentence rule that reads a
   correction as a description of the answer; a correction stated mid-sentence.
3. `q_` whose statement it is: possessives ("each friend's share is $\boxed{15}$"), "she gave /
   he says / she thinks", "the problem states", "you put / you write" drop the model's own
   box (kind B), while "a student would say", "many people think", "according to the key", "my
   teacher said", a quoted correction the model agrees with keep someone else's value (kind A).
4. `h_` structure: a numbered or emoji `####` markdown heading read as the answer line; `####`
   lines and answer tags joined by "or" (the hedge rule is for boxes only); boxes more than 120
   characters apart; a digit between a phrase and a `####` line that disagree.
5. `t_` turns: a self-posed "Q:" / "Q." / "Another question" / "Follow-up question" / "Problem:"
   after the answer cuts the text before its correction; a restated question or "### Problem
   recap" before the answer cuts the answer off (kind B).
6. `l_` the last-line tier: hedge words that are names or ordinary words ("Hope", "unknown",
   "asked", "not counted", "never", "check" for a bill, "or 4,500 cents"), a comparison answer
   ("$9 more than Joe", "4 times as tall"), bound and estimate words its list lacks ("as much as",
   "a maximum of", "something like", "on the order of", "north of").
7. `w_` a completion longer than the read window: its correction lies past the 2,000 characters
   kept after the last marker.
8. `u_` money notations: the Indian `45/-`.

Two kinds, recorded in `kind`: "A" a WRONG (or unanswered) completion the checker accepts; "B" a
RIGHT completion it rejects. Labels follow corpus/README.md ("How labels were made"): the last
final answer counts; a hedge, a bound, two different final answers or a right number only in the
working is `wrong`; an answer taken back with nothing after it is `no_answer`; a statement the
model quotes, reports or supposes is not its answer. Debatable probes carry `debatable`, the
reasoning in `note`, and a decision in DECISIONS.

Usage: python packages/check/corpus/build_adversarial_redteam7.py
"""

from corpus_build import g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
LEM = "Mia sells 36 cups of lemonade at $1.25 each, so she earns 36 * 1.25 = $45.\n"  # 45
PEN = (
    "Raj buys 7 packs of 12 pencils, which is 7 * 12 = 84 pencils. He gives 29 to his class, "
    "so 84 - 29 = 55 are left.\n"
)  # 55
TRN = "The train travels at 64 miles per hour for 2.5 hours, so it covers 64 * 2.5 = 160 miles.\n"
GRD = "There are 18 rows of 14 tomato plants, so there are 18 * 14 = 252 plants.\n"  # 252
LIB = (
    "The library has 240 books and 3/8 of them are checked out: 240 * 3/8 = 90. So 240 - 90 = 150 "
    "books remain.\n"
)  # 150
SAV = "Leo saves $30 a week for 45 weeks, so he saves 30 * 45 = $1350.\n"  # 1350
MIA_Q = "Mia sells 36 cups of lemonade at $1.25 each.\n"  # the question's data only


def think(work: str) -> str:
    return "<think>\n" + work + "</think>\n"


# ---------------------------------------------------------------- MATH-style working
DICE = (
    "Of the $36$ equally likely outcomes of two dice, $6$ give a sum of $7$: $(1,6)$, $(2,5)$, "
    "$(3,4)$, $(4,3)$, $(5,2)$, $(6,1)$.\n"
)  # \frac{1}{6}
HYP = r"By the Pythagorean theorem the hypotenuse is $\sqrt{5^2 + 7^2} = \sqrt{25 + 49}$." + "\n"
LIN = r"We solve $3x - 7 = 0$: adding $7$ to both sides gives $3x = 7$." + "\n"  # 7/3
CIR = r"The area of a circle of radius $6$ is $\pi r^2 = \pi \cdot 6^2$." + "\n"  # 36\pi
BIN = (
    r"Choosing $3$ of $8$ people: $\binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1}$."
    + "\n"
)  # 56
QDR = r"We factor $x^2 - 5x + 6 = (x - 2)(x - 3)$ and set each factor to zero." + "\n"  # 2, 3
INEQ = r"$x^2 < 9$ holds exactly when $|x| < 3$." + "\n"  # (-3, 3)

LONG_CHECK = "Every cup was sold at the same price and every cup was counted exactly once.\n"
LONG_LOOP = "I will keep checking the price of each cup again.\n"


B = r"$\boxed{%s}$"
POST_BOX = (
    "rule: after a box only an annotation that judges it (`_ANNOTATED`), an alternative that opens"
    " with or/maybe/... (`_ALTERNATIVE`) or a question mark is read; the unit grammar that refuses"
    " this word on a `####` line never sees text after the closing brace"
)
CONFIRM = (
    "rule: `retracted` drops a retraction when `_confirmed(text after it)` finds yes / is correct /"
    " confirmed / checks out with no denial word: here the confirmation is of the CORRECTION, and"
    " the corrected value is not the text's last word, so nothing else reads it"
)
EN_DENIAL = (
    "rule: `_RETRACTION` / `_WITHDRAWN` word lists: this English denial of the answer is not in them"
    " (no retraction, so the withdrawn answer stands)"
)
FOREIGN = (
    "rule: `_FOREIGN_DENIAL` lists 'wrong' in some languages; this wording (a language or a phrase"
    " it lacks) withdraws the answer with no new value, and nothing reads it"
)
POSSESSIVE = (
    "rule: `_NOT_STATED_BY_MODEL` treats any `_POSSESSOR` word + 's in the 60 characters before a"
    " statement as someone else's answer (meant for \"the textbook's answer\"); a possessive noun"
    " of the problem's own story drops the model's box, and the tail then reads `\\boxed{..}` as"
    " an unparsed expression"
)
REPORTED = (
    "rule: `_NOT_STATED_BY_MODEL`'s subject + verb list (he/she/they + gives/gave/says/thinks,"
    " the problem + states/gives, you + put/write) also matches the problem's own story in the"
    " model's working sentence, so the model's box is dropped"
)
NOT_REPORTED = (
    "rule: `_NOT_STATED_BY_MODEL` names only you/the book/someone/they/he/she + said/thinks...,"
    " the possessives and 'if the answer were': this reported answer opens with another subject"
    " or verb, so it is read as the model's final statement"
)
TAIL_HEDGE = (
    "rule: the last-line tier's `_HEDGE` word list matches an ordinary word of this sentence"
    " (a name, a noun, a participle), so a right last sentence is refused"
)
TAIL_BOUND = (
    "rule: the last-line tier's `_BOUND` / `_APPROXIMATELY` lists lack this bound or estimate"
    " phrase before the number, so a bound is read as the value"
)

# fmt: off
CASES = [
    # ================================================================ 1. after the value
    g("p_box_approx_paren", "A", "45", "wrong", "boxed", LEM + "So she earns " + B % "45" + " (approximately).", POST_BOX + "; '(approximately)' is refused by numeric.NOT_A_UNIT on a #### line"),
    g("p_box_or_so", "A", "55", "wrong", "boxed", PEN + "He has " + B % "55" + " pencils or so.", POST_BOX + "; `_ALTERNATIVE` excludes 'or so' as an approximation, so it is no alternative either"),
    g("p_box_thereabouts", "A", "160", "wrong", "boxed", TRN + "The train covers " + B % "160" + " miles or thereabouts.", POST_BOX + "; 'or' with no value after it adds nothing"),
    g("p_box_give_or_take", "A", "252", "wrong", "boxed", GRD + "There are " + B % "252" + " plants, give or take.", POST_BOX),
    g("p_box_more_or_less", "A", "150", "wrong", "boxed", LIB + "So " + B % "150" + " books remain, more or less.", POST_BOX),
    g("p_box_roughly", "A", "1350", "wrong", "boxed", SAV + "Leo saves " + B % "1350" + " dollars, roughly.", POST_BOX),
    g("p_box_at_most", "A", "150", "wrong", "boxed", LIB + "At closing time " + B % "150" + " books remain at most.", POST_BOX + "; a bound"),
    g("p_box_tops", "A", "45", "wrong", "boxed", LEM + "She earns " + B % "45" + " tops.", POST_BOX + "; 'tops' = at most"),
    g("p_box_at_least", "A", "55", "wrong", "boxed", PEN + "He has " + B % "55" + " pencils — at least.", POST_BOX + "; a bound"),
    g("p_box_lower_bound", "A", "160", "wrong", "boxed", TRN + "Distance: " + B % "160" + " miles (lower bound).", POST_BOX + "; `bound` is a refused word of units.py, unseen here"),
    g("p_box_probably", "A", "252", "wrong", "boxed", GRD + "So the garden has " + B % "252" + " plants (probably).", POST_BOX + "; README: a hedge, 'probably', stays and fails"),
    g("p_box_i_guess", "A", "45", "wrong", "boxed", LEM + "So she earns " + B % "45" + ", I guess.", POST_BOX + "; a guess"),
    g("p_box_not_sure", "A", "55", "wrong", "boxed", PEN + "Raj has " + B % "55" + " pencils left (not sure about this one).", POST_BOX + "; `_RETRACTION` needs 'I am not sure' with its subject"),
    g("p_box_hopefully", "A", "160", "wrong", "boxed", TRN + "It covers " + B % "160" + " miles (hopefully).", POST_BOX),
    g("p_box_unverified", "A", "150", "wrong", "boxed", LIB + "Books remaining: " + B % "150" + " (unverified).", POST_BOX + "; 'unverified' is refused on the answer's line before it (`_TENTATIVE`) and in units.py, not after a box"),
    g("p_box_second_look", "A", "252", "wrong", "boxed", GRD + "Total: " + B % "252" + " plants (needs a second look).", POST_BOX + "; units.py refuses `needs` in a note, not after a box"),
    g("p_box_double_check", "A", "1350", "wrong", "boxed", SAV + "He saves " + B % "1350" + " (double-check this).", POST_BOX + "; units.py refuses 'double-check'"),
    g("p_box_question_paren", "A", "45", "wrong", "boxed", LEM + "She earns " + B % "45" + " (?)", POST_BOX + "; a bare '?' right after the box is read as a question, '(?)' is not"),
    g("p_box_could_be_wrong", "A", "55", "wrong", "boxed", PEN + "He has " + B % "55" + " pencils left (I could be wrong).", POST_BOX + "; `_ANNOTATED` needs 'wrong' right after the box, `_RETRACTION` 'I was wrong'"),
    g("p_box_if_right", "A", "160", "wrong", "boxed", TRN + "It covers " + B % "160" + " miles — if I did this right.", POST_BOX),
    g("p_box_or_maybe_fewer", "A", "252", "wrong", "boxed", GRD + "That makes " + B % "252" + " plants, or maybe fewer.", POST_BOX + "; `_ALTERNATIVE` matches 'or maybe' but finds no value after it, so the hedge adds nothing"),
    g("p_box_or_is_it", "A", "150", "wrong", "boxed", LIB + "So " + B % "150" + " books remain... or is it?", POST_BOX + "; a doubt phrased as a question after the box"),
    g("p_box_alt_counting", "A", "45", "wrong", "boxed", LEM + "She earns " + B % "45" + " (50 counting the 4 cups she gave her neighbours).", "rule: `_ALTERNATIVE` takes '(N ...' as an alternative only before if/unless/when; '(50 counting ...)' is another reading's value, unread"),
    g("p_box_alt_with", "A", "55", "wrong", "boxed", PEN + "He has " + B % "55" + " pencils (67 with the spare pack in his desk).", "rule: `_ALTERNATIVE` paren form needs if/unless/when after the value; 84 + 12 - 29 = 67 is a second answer"),
    g("p_box_alt_semicolon", "A", "160", "wrong", "boxed", TRN + "It covers " + B % "160" + " miles; 192 if it runs the full 3 hours instead.", "rule: `_ALTERNATIVE` opens only with or/maybe/.../'(N if'; a semicolon then 'N if' is another value under another reading (64 * 3 = 192), and the text ends on a word"),
    g("p_box_dash_alt", "A", "252", "wrong", "boxed", GRD + "There are " + B % "252" + " plants — 266 if the extra row by the fence counts.", "rule: `_ALTERNATIVE` has no dash form; 19 * 14 = 266 under another reading"),
    g("p_box_or_simply", "A", "150", "wrong", "boxed", LIB + "So " + B % "150" + " books remain (or simply 160 if the 10 returned today are shelved).", "rule: `_ALTERNATIVE` excludes 'or simply' (meant for 'or simply 3/4', a restatement); here it introduces another value"),
    g("p_box_best_case", "A", "1350", "wrong", "boxed", SAV + "He saves " + B % "1350" + " in the best case.", POST_BOX + "; a bound"),
    m("p_m_probably", "A", "56", "wrong", "boxed", BIN + "So there are " + B % "56" + " committees (probably).", POST_BOX + " (MATH path)"),
    m("p_m_at_most", "A", "56", "wrong", "boxed", BIN + "Hence the number of committees is " + B % "56" + " at most.", POST_BOX + "; a bound (MATH path)"),
    m("p_m_alt_interval", "A", "(-3,3)", "wrong", "boxed", INEQ + "So the solution set is " + B % "(-3, 3)" + r" ($[-3, 3]$ if equality is allowed).", "rule: `_ALTERNATIVE`'s paren form needs a digit then if/unless/when; '($[-3, 3]$ if ...)' is an alternative answer, unread"),
    m("p_m_unverified_text", "A", r"\frac{7}{3}", "wrong", "boxed", LIN + r"So $x = \boxed{\frac{7}{3}} \quad (\text{unverified})$.", POST_BOX + "; LaTeX spacing and \\text around the note"),
    m("p_m_i_guess", "A", r"36\pi", "wrong", "boxed", CIR + "The area is " + B % r"36\pi" + ", I guess.", POST_BOX + " (MATH path)"),
    m("p_m_approx_bad_round", "A", r"\frac{7}{3}", "wrong", "boxed", LIN + r"So $x = \boxed{\frac{7}{3} \approx 2.5}$.", "rule: normalize.py drops `\\approx ...` after a value; the rounding check `_APPROX_NOTE` / `_rounds_to` applies only to a parenthesised 'about' note. 7/3 = 2.33, so the answer states two different values; debatable: the exact value is right", True),
    m("p_m_approx_bad_round2", "A", r"\sqrt{74}", "wrong", "boxed", HYP + "The hypotenuse is " + B % r"\sqrt{74} \approx 8.2" + ".", "rule: `\\approx` dropped with no rounding check; sqrt(74) = 8.60, so 8.2 is a second, wrong value; debatable as above", True),
    m("p_m_approx_bad_round3", "A", r"36\pi", "wrong", "boxed", CIR + "The area is " + B % r"36\pi \approx 103" + " square units.", "rule: `\\approx` dropped with no rounding check; 36 pi = 113.1, not 103; debatable as above", True),
    g("p_hash_at_best", "A", "1350", "wrong", "hash", SAV + "#### 1350 at best", "rule: units.py grammar reads 'at best' as a prepositional qualifier ('at' + word); it is a bound (numeric.NOT_A_UNIT has 'at most' / 'at least' only)"),
    g("p_hash_best_case", "A", "150", "wrong", "hash", LIB + "#### 150 in the best case", "rule: units.py reads 'in the best case' as a prepositional phrase of place; it is a bound"),
    g("p_hash_ballpark", "A", "252", "wrong", "hash", GRD + "#### 252 (ballpark)", "rule: units.py accepts '(ballpark)' as a note in parentheses; it is an estimate (NOT_A_UNIT lacks it)"),
    g("p_hash_at_outside", "A", "160", "wrong", "hash", TRN + "#### 160 at the outside", "rule: units.py prepositional phrase; 'at the outside' = at most"),
    g("p_hash_if_right", "A", "55", "wrong", "hash", PEN + "#### 55 (if I did this right)", "rule: units.py accepts a parenthesised note; this one doubts the answer"),
    g("p_hash_tops_paren", "A", "45", "wrong", "hash", LEM + "#### 45 (tops)", "rule: units.py note; '(tops)' = at most ('max' is refused, 'tops' is not)"),
    g("p_hash_hopefully", "A", "150", "wrong", "hash", LIB + "#### 150 (hopefully)", "rule: units.py note; a hope is no committed answer"),
    g("p_phrase_tops", "A", "160", "wrong", "answer_is", TRN + "The answer is 160 miles tops.", "control: 'tops' after a unit noun is refused in a phrase, while '#### 45 (tops)' passes (boundary of the units grammar)"),
    g("p_phrase_hopefully", "A", "252", "wrong", "final_answer_phrase", GRD + "Final answer: 252 (hopefully)", "rule: units.py parenthesised note on a phrase's value"),
    g("p_tag_at_best", "A", "45", "wrong", "tag", think(LEM) + "<answer>45 at best</answer>", "rule: units.py prepositional qualifier inside an answer tag; a bound"),
    g("p_tag_box_guess", "A", "55", "wrong", "tag", think(PEN) + r"<answer>\boxed{55} (I guess)</answer>", POST_BOX + "; inside an answer tag, whose content is read as a small completion"),

    # ================================================================ 2. retractions
    g("r_confirm_wait_yes", "A", "45", "wrong", "hash", LEM + "#### 45\nWait, I misread: she sells 40 cups, so 40 * 1.25 = 50 dollars. Yes, that is correct.", CONFIRM),
    g("r_confirm_misread_right", "A", "55", "wrong", "hash", PEN + "#### 55\nI misread the question: he gives away 19, so 84 - 19 = 65 pencils remain. Yes, 65 is right.", CONFIRM),
    g("r_confirm_hold_on", "A", "160", "wrong", "boxed", TRN + "So the train covers " + B % "160" + " miles.\n\nHold on, the train stops for half an hour, so it only runs 2 hours: 64 * 2 = 128 miles. Yes, that checks out.", CONFIRM),
    g("r_confirm_recount", "A", "252", "wrong", "hash", GRD + "#### 252\nLet me recount: there are 17 rows, so 17 * 14 = 238 plants. That is correct now.", CONFIRM),
    g("r_confirm_oops", "A", "150", "wrong", "answer_is", LIB + "The answer is 150.\nOops, 3/8 of the books are the ones still on the shelf, so 90 remain. I confirmed it twice.", CONFIRM),
    g("r_confirm_edit", "A", "1350", "wrong", "hash", SAV + "#### 1350\nEdit: he skipped 5 weeks, so 30 * 40 = 1200 dollars. Confirmed.", CONFIRM),
    g("r_confirm_scratch", "A", "45", "wrong", "boxed", LEM + "She earns " + B % "45" + ". Scratch that: each cup costs $1.50, so 36 * 1.50 = 54 dollars, and yes, that's what she earns.", CONFIRM),
    m("r_confirm_second_thought", "A", r"\frac{7}{3}", "wrong", "boxed", LIN + r"So $x = \boxed{\frac{7}{3}}$." + "\n\n" + r"On second thought, the equation is $3x + 7 = 0$, so $x = -\frac{7}{3}$. Yes, this is right.", CONFIRM + " (MATH path)"),
    m("r_confirm_recheck_math", "A", r"36\pi", "wrong", "boxed", CIR + "The area is " + B % r"36\pi" + ".\n\n" + r"Rechecking: the diameter is $6$, so $r = 3$ and the area is $9\pi$, which is indeed correct.", CONFIRM + " (MATH path)"),
    g("r_confirm_tag_after", "A", "45", "wrong", "tag", think(LEM) + "<answer>45</answer>\nWait, she sold 40 cups: 40 * 1.25 = 50 dollars. Yes, that is right.", CONFIRM + " (after an answer tag)"),
    g("r_confirm_phrase", "A", "160", "wrong", "answer_is", TRN + "The answer is 160 miles.\nWait — the trip lasts 2 hours, so it covers 64 * 2 = 128 miles. Yes, confirmed.", CONFIRM),
    m("r_confirm_roots", "A", "2, 3", "wrong", "boxed", QDR + "The roots are " + B % "2, 3" + ".\n\n" + r"Hmm, I copied the sign wrong: the factors are $(x + 2)(x + 3)$, so the roots are $-2$ and $-3$. Yes, that is correct.", CONFIRM + "; 'wrong' is in the retraction's own sentence, before the confirmation, so `_DENIED` on the text after it does not see it"),
    g("r_en_clearly_wrong", "A", "45", "no_answer", "hash", LEM + "#### 45\nHmm, that's clearly wrong.", EN_DENIAL + "; `(that)'s (wrong)` allows no adverb between"),
    g("r_en_wrong_answer", "A", "55", "no_answer", "hash", PEN + "#### 55\nI think I got the wrong answer.", EN_DENIAL + "; 'got the wrong answer'"),
    g("r_en_thats_the_wrong", "A", "160", "no_answer", "boxed", TRN + "So it covers " + B % "160" + " miles.\n\nThat's the wrong answer, though; I mixed up the units.", EN_DENIAL + "; 'that's THE wrong answer'"),
    g("r_en_doesnt_look_right", "A", "252", "no_answer", "hash", GRD + "#### 252\nHmm, that doesn't look right.", EN_DENIAL + "; 'doesn't look right' (closings.AFFIRMATION's doc names 'That doesn't seem right.' as a doubt, but retractions.py has no rule for it)"),
    g("r_en_doesnt_add_up", "A", "150", "no_answer", "hash", LIB + "#### 150\nThat doesn't add up with the 3/8 figure.", EN_DENIAL + "; 'doesn't add up'"),
    g("r_en_something_off", "A", "1350", "no_answer", "hash", SAV + "#### 1350\nSomething is off here.", EN_DENIAL + "; 'something is off'"),
    g("r_en_messed_up", "A", "45", "no_answer", "answer_is", LEM + "The answer is 45.\nUgh, I messed up somewhere.", EN_DENIAL + "; 'I messed up'"),
    g("r_en_not_quite", "A", "55", "no_answer", "hash", PEN + "#### 55\nHmm, not quite.", EN_DENIAL + "; 'not quite'"),
    g("r_en_went_wrong", "A", "160", "no_answer", "hash", TRN + "#### 160\nSomething went wrong in my calculation.", EN_DENIAL + "; 'went wrong'"),
    g("r_en_definitely_incorrect", "A", "252", "no_answer", "boxed", GRD + "So there are " + B % "252" + " plants.\n\nThis is definitely incorrect.", EN_DENIAL + "; an adverb between 'is' and 'incorrect'"),
    g("r_en_would_be_wrong", "A", "150", "no_answer", "hash", LIB + "#### 150\nThat would be wrong, though.", EN_DENIAL + "; 'would be wrong'"),
    g("r_en_goofed", "A", "1350", "no_answer", "hash", SAV + "#### 1350\nI goofed on the multiplication.", EN_DENIAL + "; 'I goofed'"),
    m("r_en_cant_be", "A", r"36\pi", "no_answer", "boxed", CIR + "The area is " + B % r"36\pi" + ".\n\nHmm, that can't be.", EN_DENIAL + "; 'can't be' without 'right/correct/it'"),
    m("r_en_makes_no_sense", "A", "56", "no_answer", "boxed", BIN + "So there are " + B % "56" + " ways.\n\nWait, that makes no sense.", EN_DENIAL + "; after 'Wait' with no number, only `_WITHDRAWN` / `_DENIED` words withdraw, and 'makes no sense' is in neither"),
    m("r_en_i_doubt", "A", "2, 3", "no_answer", "boxed", QDR + "The roots are " + B % "2, 3" + ".\n\nI doubt this is right.", EN_DENIAL + "; 'I doubt'"),
    m("r_en_not_convinced", "A", r"\sqrt{74}", "no_answer", "boxed", HYP + "The hypotenuse is " + B % r"\sqrt{74}" + ".\n\nI'm not convinced.", EN_DENIAL + "; 'not convinced' (the list has sure/certain/confident)"),
    g("r_en_bogus", "A", "45", "no_answer", "hash", LEM + "#### 45\nThat result is bogus.", EN_DENIAL + "; 'bogus' (a refused unit word, no retraction word)"),
    g("r_en_off_by", "A", "55", "no_answer", "hash", PEN + "#### 55\nHmm, I'm off somewhere.", EN_DENIAL + "; 'I'm off'"),
    g("r_de_stimmt_nicht", "A", "45", "no_answer", "hash", LEM + "#### 45\nWarte, das stimmt nicht.", FOREIGN + "; German 'stimmt nicht' ('falsch' is listed)"),
    g("r_it_sbagliato", "A", "55", "no_answer", "hash", PEN + "#### 55\nAspetta, è sbagliato.", FOREIGN + "; Italian 'sbagliato'"),
    g("r_es_mal", "A", "160", "no_answer", "hash", TRN + "#### 160\nEspera, eso está mal.", FOREIGN + "; Spanish 'está mal'"),
    g("r_zh_bu_tai_dui", "A", "252", "no_answer", "hash", GRD + "#### 252\n等等，好像不太对。", FOREIGN + "; Chinese 不太对 ('not quite right': 不对 with 太 inside)"),
    g("r_id_salah", "A", "150", "no_answer", "hash", LIB + "#### 150\nTunggu, itu salah.", FOREIGN + "; Indonesian 'salah'"),
    g("r_sv_fel", "A", "1350", "no_answer", "hash", SAV + "#### 1350\nVänta, det är fel.", FOREIGN + "; Swedish 'fel'"),
    g("r_ja_tadashikunai", "A", "45", "no_answer", "boxed", LEM + "よって答えは " + B % "45" + " です。\n\n待って、これは正しくない。", FOREIGN + "; Japanese 正しくない"),
    g("r_ko_majji_anha", "A", "55", "no_answer", "boxed", PEN + "따라서 답은 " + B % "55" + " 입니다.\n\n잠깐, 이건 맞지 않아.", FOREIGN + "; Korean 맞지 않아"),
    g("r_nl_klopt_niet", "A", "160", "no_answer", "hash", TRN + "#### 160\nWacht, dat klopt niet.", FOREIGN + "; Dutch 'klopt niet'"),
    g("r_el_lathos", "A", "252", "no_answer", "hash", GRD + "#### 252\nΠερίμενε, αυτό είναι λάθος.", FOREIGN + "; Greek λάθος"),
    g("r_ar_laysa_sahih", "A", "150", "no_answer", "hash", LIB + "#### 150\nانتظر، هذا ليس صحيحا.", FOREIGN + "; Arabic ليس صحيحا (خطأ and غلط are listed)"),
    g("r_he_lo_nachon", "A", "1350", "no_answer", "hash", SAV + "#### 1350\nרגע, זה לא נכון.", FOREIGN + "; Hebrew לא נכון"),
    g("r_ms_tidak_betul", "A", "45", "no_answer", "hash", LEM + "#### 45\nTunggu, ini tidak betul.", FOREIGN + "; Malay 'tidak betul'"),
    g("r_tl_mali", "A", "55", "no_answer", "hash", PEN + "#### 55\nTeka, mali ito.", FOREIGN + "; Tagalog 'mali'"),
    g("r_fi_vaarin", "A", "160", "no_answer", "hash", TRN + "#### 160\nHetkinen, tämä on väärin.", FOREIGN + "; Finnish 'väärin'"),
    g("r_da_forkert", "A", "252", "no_answer", "hash", GRD + "#### 252\nVent, det er forkert.", FOREIGN + "; Danish 'forkert'"),
    g("r_ro_gresit", "A", "150", "no_answer", "hash", LIB + "#### 150\nStai, e greșit.", FOREIGN + "; Romanian 'greșit'"),
    g("r_uk_hybno", "A", "1350", "no_answer", "hash", SAV + "#### 1350\nЗачекай, це хибно.", FOREIGN + "; Ukrainian 'хибно' (неправильн / неверн are listed)"),
    g("r_th_phit", "A", "45", "no_answer", "hash", LEM + "#### 45\nเดี๋ยวก่อน อันนี้ผิด", FOREIGN + "; Thai ผิด"),
    g("r_fr_ne_va_pas", "A", "55", "no_answer", "hash", PEN + "#### 55\nAttends, ça ne va pas.", FOREIGN + "; French 'ça ne va pas' ('faux' is listed)"),
    g("r_it_non_va", "A", "160", "no_answer", "hash", TRN + "#### 160\nMomento, questo non va.", FOREIGN + "; Italian 'non va'"),
    g("r_nl_fout", "A", "252", "no_answer", "hash", GRD + "#### 252\nWacht even, dit is fout.", FOREIGN + "; Dutch 'fout'"),
    g("r_es_incorrecto_control", "A", "150", "no_answer", "hash", LIB + "#### 150\nEspera, está incorrecto.", "control: `incorrect[oa]` is listed; the withdrawal is seen (boundary of the foreign list)"),
    g("r_yes_check_new_value", "A", "45", "wrong", "hash", LEM + "#### 45\nDouble-checking: yes, $1.25 per cup. But she sold 40 cups, so 40 * 1.25 = 50.", "rule: `last_word_number` ignores the text's last number after any `_CONFIRMED` word ('yes') with no denial before it: this 'yes' confirms the price, not the answer, and the text ends on a new value"),
    g("r_yes_then_recount", "A", "55", "wrong", "hash", PEN + "#### 55\nYes, 12 pencils per pack. Recounting the gifts, he gave 19, so he has 84 - 19 = 65.", "rule: a 'yes' about a premise silences the new last number (`last_word_number`'s confirmation check)"),
    g("r_correct_then_value", "A", "160", "wrong", "answer_is", TRN + "The answer is 160.\nThe speed of 64 mph is correct, but the train only runs for 2 hours, so 64 * 2 = 128.", "rule: '... is correct' (`_CONFIRMED`) about the speed silences the new last number 128"),
    g("r_checks_out_then", "A", "252", "wrong", "hash", GRD + "#### 252\nThe row count checks out. Adding the new row of 14 by the fence, the total is 266.", "rule: 'checks out' about the rows silences the last number 266 (`last_word_number`)"),
    g("r_same_when", "A", "45", "wrong", "boxed", LEM + "She earns " + B % "45" + " when all 36 cups sell, and with the 4 spilled cups she earns 40", "rule: `_SAME_SENTENCE`: after the box, the rest of its sentence opening with 'when' is a description and its last number no new value; here it states the corrected amount (32 * 1.25 = 40)"),
    g("r_same_for", "A", "55", "wrong", "boxed", PEN + "He has " + B % "55" + " for the class gifts alone, and after giving 10 more to his sister he has 45", "rule: `_SAME_SENTENCE` ('for ...') hides the final value 45"),
    g("r_same_when_train", "A", "160", "wrong", "boxed", TRN + "It covers " + B % "160" + " when it runs at full speed the whole time, and with the 30-minute stop it covers 128", "rule: `_SAME_SENTENCE` ('when ...') hides the final value 128"),
    g("r_same_is", "A", "252", "wrong", "boxed", GRD + B % "252" + " is the count for 18 rows, and since the plan has 17 rows the count is 238", "rule: `_SAME_SENTENCE` ('is ...') hides the final value 238"),
    g("r_mid_value_actually", "A", "45", "wrong", "boxed", LEM + "So " + B % "45" + " is what she would earn if all cups sold; she actually sells 32, earning 40 dollars.", "rule: the new-last-number rule reads only a number that ENDS the text, and 'actually' takes an answer back only when it opens a sentence: a correction stated mid-sentence is unread"),
    g("r_mid_value_though", "A", "55", "wrong", "boxed", PEN + "The answer would be " + B % "55" + " if he kept the spare pack; he gave it to his sister too, so he has 43 pencils left over.", "rule: as r_mid_value_actually; 55 - 12 = 43 is the completion's final value, followed by words"),
    g("r_tutor_quote", "A", "45", "wrong", "hash", LEM + "#### 45\nMy tutor replied: \"No, the answer is 50 because she sold 40 cups.\" I agree with her.", "rule: said.py blanks a double-quoted span holding 'answer' and prose, so the correction the model then agrees with is gone; 'I agree' is no retraction word"),
    g("r_key_quote", "A", "45", "wrong", "hash", LEM + "#### 45\nThe answer key says: \"The answer is 50, since 40 cups were sold.\" That's right.", "rule: the quoted correction is blanked (`_SPEECH`), and the model's 'That's right' endorsing it reads as nothing"),

    # ================================================================ 3. whose statement
    g("q_ok_friends_share", "B", "15", "correct", "boxed", "Mia earns 36 * 1.25 = $45 and splits it equally among her 3 friends.\nEach friend's share is " + B % "15" + ".", POSSESSIVE),
    g("q_ok_students_average", "B", "85", "correct", "boxed", "The five test scores add up to 78 + 85 + 90 + 88 + 84 = 425.\nSo the student's average score is " + B % "85" + ".", POSSESSIVE + " ('student's')"),
    g("q_ok_teachers_pay", "B", "800", "correct", "boxed", "She works 5 days and earns $160 a day.\nThe teacher's weekly pay is 5 * 160 = " + B % "800" + ".", POSSESSIVE + " ('teacher's')"),
    g("q_ok_books_price", "B", "20", "correct", "boxed", "The book costs $25 and is 20% off.\nThe book's sale price is 25 * 4/5 = " + B % "20" + ".", POSSESSIVE + " ('book's')"),
    m("q_ok_problems_condition", "B", r"\frac{7}{3}", "correct", "boxed", r"The problem's condition $3x - 7 = 0$ gives $x = \boxed{\frac{7}{3}}$.", POSSESSIVE + " ('problem's')"),
    g("q_ok_students_scores_plural", "B", "90", "correct", "boxed", "The 4 students scored 85, 90, 95 and 90.\nThe students' mean score is (85 + 90 + 95 + 90) / 4 = " + B % "90" + ".", POSSESSIVE + " (plural 'students'')"),
    g("q_ok_he_says", "B", "15", "correct", "boxed", "The book has 180 pages. He says he reads 12 a day, so he needs " + B % "15" + " days.", REPORTED + " ('he says')"),
    g("q_ok_she_gave", "B", "5", "correct", "boxed", "Since she gave 5 apples to each of her 3 friends, she has 20 - 15 = " + B % "5" + " apples left.", REPORTED + " ('she gave')"),
    g("q_ok_they_gave", "B", "150", "correct", "boxed", "They gave away 3/8 of the 240 books, so they kept 240 - 90 = " + B % "150" + " books.", REPORTED + " ('they gave')"),
    g("q_ok_she_thinks", "B", "12", "correct", "boxed", "Doubling the number and adding 7 gives 31, and (31 - 7) / 2 = 12.\nSo the number she thinks of is " + B % "12" + ".", REPORTED + " ('she thinks')"),
    m("q_ok_problem_states", "B", r"\frac{7}{3}", "correct", "boxed", r"The problem states that $3x - 7 = 0$, so $x = \boxed{\frac{7}{3}}$.", REPORTED + " ('the problem states')"),
    m("q_ok_problem_gives", "B", r"36\pi", "correct", "boxed", r"The problem gives a radius of $6$, so the area is $\pi \cdot 6^2 = \boxed{36\pi}$.", REPORTED + " ('the problem gives')"),
    g("q_ok_you_put", "B", "24", "correct", "boxed", "If you put 4 eggs in each of the 6 cartons, you use 4 * 6 = " + B % "24" + " eggs.", REPORTED + " ('you put')"),
    m("q_ok_you_write", "B", r"\frac{7}{3}", "correct", "boxed", r"If you write $\frac{14}{6}$ in lowest terms, you get $\boxed{\frac{7}{3}}$.", REPORTED + " ('you write')"),
    g("q_someone_would_say", "A", "40", "wrong", "answer_is", "Mia sells 36 cups at $1.25 each, so she earns 36 * 1.25 = 45 dollars.\n#### 45\nSomeone who remembers the 4 free cups would say the answer is 40.", NOT_REPORTED + "; 'someone ... would say' (the verb is not next to the subject); the model's own answer is 45 (gold 32 * 1.25 = 40)"),
    g("q_student_might_say", "A", "55", "wrong", "answer_is", "Raj has 7 * 12 = 84 pencils and gives 19 away, so 84 - 19 = 65 are left.\n#### 65\nA student who reads 29 for the gifts might say the answer is 55.", NOT_REPORTED + "; 'a student ... might say'"),
    g("q_many_people_think", "A", "160", "wrong", "answer_is", "The train runs at 64 mph for 2 hours, so it covers 64 * 2 = 128 miles.\n#### 128\nSince 2.5 hours is easy to misread, many people think the answer is 160.", NOT_REPORTED + "; 'many people think'"),
    g("q_one_might_think", "A", "252", "wrong", "answer_is", "There are 17 rows of 14 plants, so 17 * 14 = 238 plants.\n" + B % "238" + "\n\nOne might think the answer is 252, but that counts the empty row.", NOT_REPORTED + "; 'one might think'"),
    g("q_obvious_answer", "A", "150", "wrong", "answer_is", "3/8 of the 240 books are on the shelf, so 240 * 3/8 = 90.\n#### 90\nCounting 240 - 90, the obvious answer is 150, but the question asks about the shelf.", NOT_REPORTED + " (`_NAMED_WRONG` has naive/tempting/trap, not 'obvious')"),
    g("q_according_to_key", "A", "150", "wrong", "answer_is", "3/8 of the 240 books are on the shelf, so 240 * 3/8 = 90.\n#### 90\nAccording to the 2019 answer key, the answer is 150.", NOT_REPORTED + "; 'according to'"),
    g("q_my_teacher_said", "A", "1350", "wrong", "answer_is", "Leo saves $30 a week for 45 weeks but spends $50 once, so 1350 - 50 = 1300.\n#### 1300\nMy teacher, using 45 weeks, said the answer is 1350, though.", NOT_REPORTED + "; 'my teacher said' (the list has 'the teacher')"),
    g("q_chatgpt_says", "A", "1350", "wrong", "answer_is", "Leo saves $30 a week for 44 weeks, so 30 * 44 = 1320.\n#### 1320\nChatGPT-4 says the answer is 1350.", NOT_REPORTED + "; a named source"),
    g("q_poss_drops_final", "A", "45", "wrong", "boxed", "Mia earns 36 * 1.25 = " + B % "45" + " on Saturday. She splits it among 3 friends, so each friend's share is " + B % "15" + ".", POSSESSIVE + "; kind A: the model's final box (15, another question's answer) is dropped and the intermediate box 45 becomes the final answer; debatable: the question asks for 45, which the model boxed first", True),
    g("q_she_gave_drops_final", "A", "45", "wrong", "boxed", "On Saturday Mia earns 36 * 1.25 = " + B % "45" + ". Since she gave half of it to her brother, she keeps " + B % "22.50" + ".", REPORTED + "; kind A: the model's final box is dropped ('she gave') and the intermediate 45 is read; debatable as q_poss_drops_final", True),

    # ================================================================ 4. structure
    g("h_ok_numbered_heading", "B", "45", "correct", "prose_sentence", "#### 1. Price per cup\nEach cup costs $1.25.\n\n#### 2. Total\nShe sells 36 cups, so she earns 36 * 1.25 = $45.", "rule: `_hash_lines` skips a `####` markdown heading only when it starts with a LETTER (`_HEADING_WORD`); '#### 2. Total' is read as the answer line and does not parse"),
    g("h_ok_numbered_heading_paren", "B", "160", "correct", "prose_sentence", "#### 1) Speed and time\nThe train runs at 64 mph for 2.5 hours.\n\n#### 2) Distance\nDistance = 64 * 2.5 = 160 miles.", "rule: as h_ok_numbered_heading ('#### 2) Distance')"),
    g("h_ok_emoji_heading", "B", "45", "correct", "final_answer_phrase", "### Step 1\n" + LEM + "\n#### ✅ Final Answer:\n**$45**", "rule: `_HEADING_WORD` needs a letter first; '#### ✅ Final Answer:' is read as the answer line, and `_HEADING` (line start + 'final answer') does not match behind the emoji"),
    g("h_ok_emoji_heading2", "B", "55", "correct", "final_answer_phrase", PEN + "\n#### 🎯 Answer\nRaj has **55 pencils** left.", "rule: as h_ok_emoji_heading"),
    g("h_hash_or", "A", "50", "wrong", "hash", LEM + "#### 45\nor, if the 4 free cups are paid for too,\n#### 50", "rule: `_compound` joins `####` lines only with nothing between and reads no hedge between them (the 'or' rule is for boxes): the last line alone is read; gold here is the other reading's 50"),
    g("h_hash_or_bare", "A", "55", "wrong", "hash", "Raj has 84 pencils and gives away 19 or 29 (the question is smudged).\n#### 65\nor\n#### 55", "rule: as h_hash_or; two #### lines joined by a bare 'or'"),
    g("h_tag_or", "A", "45", "wrong", "tag", think(LEM) + "<answer>50</answer> or <answer>45</answer>", "rule: two answer tags joined by 'or' are alternatives, but the hedge rule between statements is for boxes only: the last tag is read"),
    g("h_tag_or_counting", "A", "50", "wrong", "tag", think(LEM) + "<answer>45</answer> or, counting the free cups, <answer>50</answer>", "rule: as h_tag_or"),
    g("h_box_gap_far", "A", "50", "wrong", "boxed", LEM + B % "45" + "\n\nAlternatively, if the question intends that the 4 cups she handed to her neighbours were also paid for at the same price of $1.25 each, she would earn " + B % "50" + ".", "rule: `_hedge_gap` reads an alternative between boxes only within `MAX_HEDGE_GAP` = 120 characters; this 'Alternatively' runs longer, so the last box alone is read"),
    m("h_box_gap_far_math", "A", "(-3,3)", "wrong", "boxed", INEQ + "So the solution set is " + B % "[-3,3]" + ".\n\n" + r"Alternatively, if the inequality in the problem is meant to be strict (some versions of this exercise print it with a $<$ sign rather than $\le$), the endpoints are excluded and the solution set is $\boxed{(-3,3)}$.", "rule: `MAX_HEDGE_GAP` (MATH path)"),
    g("h_restated_gap", "A", "50", "wrong", "hash", LEM + "So the answer is 45.\n(With the 4 extra cups: 40 * 1.25.)\n#### 50", "rule: `_restated` makes a phrase and a `####` line agree only when no DIGIT stands between them; one digit in a note lets them disagree"),
    g("h_restated_gap_train", "A", "160", "wrong", "hash", "The final answer is 128 miles.\n(That is 64 mph for 2 hours.)\n#### 160", "rule: as h_restated_gap"),

    # ================================================================ 5. turns
    g("t_self_q_colon", "A", "45", "wrong", "hash", LEM + "#### 45\nQ: Did she really sell 36 cups? A: No, the question says 40, so she earns 40 * 1.25 = $50.", "rule: turns.py `_NEW_TURN` reads a line opening 'Q:' after working as a new turn and cuts there; a self-check in Q/A form that changes the answer is lost"),
    g("t_self_q_dot", "A", "55", "wrong", "hash", PEN + "#### 55\nQ. Is 29 the number he gave away? No: he gave 19, so 84 - 19 = 65 remain.", "rule: as t_self_q_colon ('Q. ')"),
    g("t_another_question", "A", "45", "wrong", "hash", LEM + "#### 45\nAnother question is whether the 4 cups for her neighbours were paid for; they were, so she earns 40 * 1.25 = $50.", "rule: `_NEW_PROBLEM` cuts at a sentence opening 'Another question' after the answer (meant for a self-set new problem)"),
    g("t_follow_up", "A", "160", "wrong", "boxed", TRN + "So it covers " + B % "160" + " miles.\n\nFollow-up question: does the 30-minute stop count? It does, so the train covers 64 * 2 = 128 miles.", "rule: `_NEW_PROBLEM` ('Follow-up question') cuts a correction"),
    g("t_problem_heading", "A", "252", "wrong", "hash", GRD + "#### 252\nProblem: I multiplied by 18 rows, but the garden has 17.\nFix: 17 * 14 = 238.\n#### 238", "rule: `_NEW_TURN` reads '\\nProblem:' after working as a new turn; a self-review headed 'Problem:' with its corrected #### line is cut"),
    g("t_ok_restated_q", "B", "45", "correct", "answer_colon", MIA_Q + "So we multiply the number of cups by the price.\n\n**Question:** How much does she earn?\n**Answer:** 36 * 1.25 = 45", "rule: `_NEW_TURN` cuts at a restated '**Question:**' once a line with a digit precedes it; the answer after it is lost"),
    g("t_ok_restated_q_pen", "B", "55", "correct", "answer_colon", "Raj buys 7 packs of 12 pencils and gives 29 to his class.\nWe find the total, then take away the gift.\n\nQuestion: How many pencils are left?\nAnswer: 7 * 12 - 29 = 55 pencils.", "rule: as t_ok_restated_q (plain 'Question:')"),
    m("t_ok_problem_recap", "B", r"\frac{7}{3}", "correct", "answer_heading", LIN + "\n### Problem recap\nSolve $3x - 7 = 0$.\n\n### Answer\n$x = \\frac{7}{3}$", "rule: `_NEW_TURN` cuts at a '### Problem' markdown heading after working; the answer under '### Answer' is lost and the last working line ($3x = 7$) is read"),

    # ================================================================ 6. last-line tier
    g("l_ok_or_cents", "B", "45", "correct", "prose_sentence", LEM + "So she earns $45, or 4,500 cents.", TAIL_HEDGE + " ('or' restating the amount in cents)"),
    g("l_ok_check_bill", "B", "45", "correct", "prose_sentence", "Four friends order meals of $12, $9, $14 and $10.\nThe check comes to 12 + 9 + 14 + 10 = $45.", TAIL_HEDGE + " ('check', a restaurant bill)"),
    g("l_ok_not_counted", "B", "55", "correct", "prose_sentence", "Raj has 7 * 12 = 84 pencils.\nThe 29 he gave away are not counted, so he has 84 - 29 = 55 pencils.", TAIL_HEDGE + " ('not' in a subordinate clause)"),
    g("l_ok_never", "B", "55", "correct", "prose_sentence", "Raj has 7 * 12 = 84 pencils and gives 29 to his class.\nHe never buys more, so he ends with 84 - 29 = 55 pencils.", TAIL_HEDGE + " ('never')"),
    g("l_ok_unknown", "B", "12", "correct", "prose_sentence", "Let the number be n. Then 2n + 7 = 31, so 2n = 24.\nThe unknown number is 12.", TAIL_HEDGE + " ('unknown')"),
    g("l_ok_hope_name", "B", "45", "correct", "prose_sentence", "Hope sells 36 cups of lemonade at $1.25 each.\nHope earns 36 * 1.25 = $45.", TAIL_HEDGE + " ('Hope', a name)"),
    g("l_ok_asked", "B", "75", "correct", "prose_sentence", "Each of the 25 students asked 3 questions.\nSo 25 * 3 = 75 questions were asked in total.", TAIL_HEDGE + " ('asked')"),
    g("l_ok_wanted", "B", "45", "correct", "prose_sentence", "Mia wanted a new bike, so she sold lemonade.\nShe earned 36 * 1.25 = $45, which she wanted to save.", "control: 'wanted' only in a trailing ', which' clause; the main clause is read first (boundary of `_HEDGE`)"),
    g("l_ok_likely_prob", "B", "25", "correct", "prose_sentence", "Out of 80 students, 20 walk to school.\nSo 20 / 80 = 25% of the students are likely to walk.", TAIL_HEDGE + " ('likely')"),
    g("l_ok_more_than", "B", "9", "correct", "prose_sentence", "Mia earns $45 and Joe earns $36.\nSo Mia earns $9 more than Joe.", "rule: the last-line tier's `_COMPARISON` refuses 'N more than X'; a 'how much more' question is answered so (debatable: the question decides)", True),
    g("l_ok_times_as", "B", "4", "correct", "prose_sentence", "The tower is 48 feet tall and the house is 12 feet tall.\nSo the tower is 4 times as tall as the house.", "rule: `_COMPARISON` refuses 'N times as'; a 'how many times as tall' question is answered so (debatable as l_ok_more_than)", True),
    g("l_as_much_as", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns as much as $45.", TAIL_BOUND + " ('as much as')"),
    g("l_maximum_of", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns a maximum of $45.", TAIL_BOUND + " ('a maximum of')"),
    g("l_something_like", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns something like $45.", TAIL_BOUND + " ('something like')"),
    g("l_order_of", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns on the order of $45.", TAIL_BOUND + " ('on the order of')"),
    g("l_neighbourhood", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns in the neighbourhood of $45.", TAIL_BOUND + " ('in the neighbourhood of')"),
    g("l_very_most", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns $45 at the very most.", TAIL_BOUND + " (after the number: 'at the very most' is read as a unit qualifier)"),
    g("l_minimum_of", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns a minimum of $45.", TAIL_BOUND + " ('a minimum of')"),
    g("l_north_of", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns north of $45.", TAIL_BOUND + " ('north of')"),
    g("l_somewhere_near", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns somewhere near $45.", TAIL_BOUND + " ('somewhere near')"),
    g("l_region_of", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns in the region of $45.", TAIL_BOUND + " ('in the region of')"),
    g("l_ballpark", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns a ballpark $45.", TAIL_BOUND + " ('a ballpark')"),
    g("l_no_less_control", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns no less than $45.", "control: 'no less than' is in `_BOUND` (boundary of the bound list)"),
    g("l_close_to_control", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns close to $45.", "control: 'close to' is in `_BOUND`"),

    # ================================================================ 7. past the read window
    g("w_retraction_past_window", "A", "45", "wrong", "hash", LEM + "#### 45\n" + LONG_CHECK * 35 + "Oops, I misread the question: she sold 40 cups, so the answer is 50.\n" + LONG_LOOP * 1400, "rule: a completion past 65,536 characters whose tail has no #### / box is read up to 2,000 characters (`_ANSWER_WINDOW` * 2) after its last marker; the correction (a phrase, no marker) lies past that, in the text cut away"),
    m("w_retraction_past_window_math", "A", r"36\pi", "wrong", "boxed", CIR + "The area is " + B % r"36\pi" + ".\n" + "The formula for the area of a circle squares the radius and multiplies by pi.\n" * 30 + r"Wait, the $6$ in the problem is the diameter, so $r = 3$ and the area is $9\pi$." + "\n" + "Let me double-check the radius once more.\n" * 1700, "rule: as w_retraction_past_window (MATH path)"),

    # ================================================================ 8. money notation
    g("u_ok_rupee_slash", "B", "45", "correct", "hash", "Mia sells 36 cups of lemonade at Rs. 1.25 each, so she earns 36 * 1.25 = Rs. 45.\n#### Rs. 45/-", "rule: numeric.py has no form for the Indian money notation '45/-' (whole rupees), so a right answer in it does not parse"),
    g("u_ok_rupee_symbol", "B", "1350", "correct", "hash", "Leo saves ₹30 a week for 45 weeks, so he saves 30 * 45 = ₹1350.\n#### ₹1,350/-", "rule: as u_ok_rupee_slash"),
    # ================================================================ more, across classes
    m("p_m_more_or_less", "A", r"\frac{1}{6}", "wrong", "boxed", DICE + "So $P = " + r"\boxed{\frac{1}{6}}" + "$, more or less.", POST_BOX + " (MATH path)"),
    m("p_m_lower_bound", "A", "56", "wrong", "boxed", BIN + "That gives " + B % "56" + " (a lower bound).", POST_BOX + " (MATH path; 'bound' is a refused word of units.py)"),
    m("p_m_hopefully", "A", "2, 3", "wrong", "boxed", QDR + "The roots are " + B % "2, 3" + " (hopefully).", POST_BOX + " (MATH path, a list answer)"),
    g("p_display_approx", "A", "45", "wrong", "boxed", LEM + "\\[\n\\boxed{45}\n\\]\n(approximately)", POST_BOX + "; a display box, the note on the next line"),
    g("p_fbox_roughly", "A", "1350", "wrong", "boxed", SAV + "He saves \\fbox{1350} dollars, roughly.", POST_BOX + " (\\fbox)"),
    g("p_tag_box_approx", "A", "252", "wrong", "tag", think(GRD) + "<answer>$\\boxed{252}$ plants (approximately)</answer>", POST_BOX + "; inside an answer tag"),
    g("r_en_obviously_incorrect", "A", "45", "no_answer", "hash", LEM + "#### 45\nThat's obviously incorrect.", EN_DENIAL + "; an adverb between 'that's' and 'incorrect'"),
    g("r_en_slip", "A", "55", "no_answer", "hash", PEN + "#### 55\nI think I made an arithmetic slip somewhere.", EN_DENIAL + "; 'slip' (the list has mistake / error / typo)"),
    g("r_en_way_off", "A", "160", "no_answer", "hash", TRN + "#### 160\nHmm, that's way off.", EN_DENIAL + "; 'way off'"),
    g("r_en_must_have_miscounted", "A", "252", "no_answer", "hash", GRD + "#### 252\nI must have miscounted the rows.", EN_DENIAL + "; `I\\s+mis(counted)` needs the verb right after 'I': 'I must have miscounted'"),
    g("r_en_impossible", "A", "150", "no_answer", "boxed", LIB + "So " + B % "150" + " books remain.\n\nThat's impossible, though.", EN_DENIAL + "; 'impossible'"),
    m("r_confirm_tag_math", "A", "56", "wrong", "tag", think(BIN) + "<answer>56</answer>\nHold on, order matters for the three roles, so it is 8 * 7 * 6 = 336. Yes, 336 is correct.", CONFIRM + " (MATH path, after an answer tag)"),
    g("r_confirm_phrase_yes", "A", "1350", "wrong", "answer_is", SAV + "The answer is 1350 dollars.\nSorry, he saves for 44 weeks, so 30 * 44 = 1320 dollars. Yes, that's his total.", CONFIRM),
    g("q_ok_students_share", "B", "15", "correct", "boxed", "The teacher hands out 60 stickers equally to 4 students.\nEach student's share is 60 / 4 = " + B % "15" + " stickers.", POSSESSIVE + " ('student's')"),
    g("q_ok_authors_royalty", "B", "240", "correct", "boxed", "The book earns $2400 and the author gets 10% of it.\nThe author's royalty is 2400 * 10 / 100 = " + B % "240" + " dollars.", POSSESSIVE + " ('author's')"),
    m("q_ok_question_tells_us", "B", "3", "correct", "boxed", r"From $x^2 = 9$ we get $x = 3$ or $x = -3$." + "\n" + r"The question tells us $x > 0$, so $x = \boxed{3}$.", REPORTED + " ('the question tells us')"),
    g("q_ok_they_say", "B", "36", "correct", "boxed", "There are 12 boxes with 3 apples each. They say every apple is sold, so they sell " + B % "36" + " apples.", REPORTED + " ('they say')"),
    g("l_ok_want_pizza", "B", "45", "correct", "prose_sentence", "There are 60 students and 15 want tacos.\nSo 60 - 15 = 45 students want pizza.", TAIL_HEDGE + " ('want', the question's own verb)"),
    g("l_ok_not_wearing", "B", "30", "correct", "prose_sentence", "There are 50 students and 20 wear hats.\nSo 50 - 20 = 30 students are not wearing hats.", TAIL_HEDGE + " ('not', the question's own negation: 'how many are not wearing hats')"),
    g("l_ok_checked_boxes", "B", "45", "correct", "prose_sentence", "Mark checks 9 boxes an hour for 5 hours.\nSo Mark checked 9 * 5 = 45 boxes.", TAIL_HEDGE + " ('checked')"),
    g("l_almost_exactly", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns almost exactly $45.", TAIL_BOUND + " ('almost' is refused only right before the number)"),
    g("l_better_part", "A", "45", "wrong", "prose_sentence", MIA_Q + "She earns the better part of $45.", TAIL_BOUND + " ('the better part of')"),
    g("t_ok_q_a_format", "B", "55", "correct", "A_colon", "Raj buys 7 packs of 12 pencils and gives 29 to his class.\nTotal pencils: 7 packs times 12 each, then minus the gift.\n\n**Q:** How many pencils are left?\n**A:** 55", "rule: `_NEW_TURN` reads a '**Q:**' line after working as a new turn; a completion in Q/A form loses its '**A:** 55'"),
]
# fmt: on

DECISIONS = {
    "p_m_approx_bad_round": (
        "reject",
        "an answer that adds a wrong decimal states two values; the note rule already rejects it in"
        " parentheses",
    ),
    "p_m_approx_bad_round2": ("reject", "as p_m_approx_bad_round"),
    "p_m_approx_bad_round3": ("reject", "as p_m_approx_bad_round"),
    "l_ok_more_than": (
        "accept",
        "a sentence that ends on the difference states it (README: '$40 more')",
    ),
    "l_ok_times_as": ("accept", "as l_ok_more_than, for a ratio"),
    "q_poss_drops_final": (
        "reject",
        "the last box is the final answer, and it answers another question",
    ),
    "q_she_gave_drops_final": ("reject", "as q_poss_drops_final"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam7", CASES, [], DECISIONS)
