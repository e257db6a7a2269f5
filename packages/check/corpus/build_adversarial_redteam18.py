r"""Build adversarial_redteam18.jsonl: an eighteenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam18", issue 25), written by a helper WITHOUT reading the
checker's source, its README rules, bench/ (the bench notes included), tests/ or any ANALYSIS.md,
and WITHOUT running the checker, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("How labels were made"), corpus_build.py and the builders of rounds 1-15 were
read (rounds 16 and 17 were being written at the same time and were not read); rounds 14 and 15's
structure, id prefixes, `kind` meaning and label conventions are kept.

Focus of this round: how models talk about their answer IN WORDS. Five classes only: `t_` answer
tags holding sentences; `h_` a phrase marker then `####`; `u_` words after (or around) a number;
`r_` retractions after the answer, and harmless after-text; `q_` quoted, reported, hypothetical,
example, plan, other-part and other-person statements. Kind A: unit or qualifier words that change
the quantity the working fixes (`dozen`, `half-dozens`, `score`, `kilolitres`, `decades`, `fewer`,
`more`, `less`, `short`, `too many`, `still needed`, `left to pay`, `still owes`, `in total`,
`per person` / `apiece` / `a head` / `per friend`, `each way`, `per day`, `per minute`, `a saving`,
`times as many`, `years younger`, a reversed comparison "Sam has 168 more than Jo"), number words
for another value ("twelve hundred dollars and fifty cents", "twelve dollars and fifty cents"),
hedges ("about", "around", "close to", "just under", "at most", "no fewer than", "ballpark",
"-ish", "an estimated", "between 230 and 240", "either ... or ...", "probably", "If I had to guess",
"Answer (approximate):"), retractions in fresh words ("Apologies, I misread", "I apologize for the
error above", "Thinking about it again", "Scratch that last line", "**Correction:**", "I misread",
"My mistake", "That's off by one box", a struck bold answer, "Actually it's", "The real answer",
"FINAL final answer", "On second look", "Let me revise", "Upon re-reading", "I stand corrected",
a facepalm emoji, a "double-check" that changes the value, "I retract that answer", "Sorry, that's
not right", a realistic-loss afterthought), answers given only as a plan ("I would multiply ... which
should leave 237"), a quotation, a dialogue, a format example, a hypothetical, another person's or
the key's answer, an answer for another part, a right number only in the working. Kind B: the same
words used harmlessly (a check, a summary, a pleasantry, a units sentence, "(rounded from 236.999…)",
a follow-up offer, an apology for length, "on reflection ... stands", "no more and no less",
"Sam has 168 fewer than Jo"), money and number words around the right value (`$1,250.00`,
`1250 dollars`, `twelve hundred fifty`, `one thousand two hundred and fifty`, `1.25 thousand`,
`1.25 grand`, `twelve fifty`, `6.75 thousand litres`, `6.75 kL`, `two score and thirteen`,
`5 hours and 50 minutes`), tags holding sentences, phrase + `####`, bold, headings.

New against rounds 1-15: every problem and number. GSM8K: 17 boxes of 48 tiles, 579 used -> 237
(the misreading 597 -> 219); 5 chairs at $86 and an $820 table -> $1,250 (a $400 deposit leaves
$850); 9 trays of 32 rolls -> 288 (= 24 dozen); Sam's 84 marbles, Jo 3 times as many -> 168 more;
6 friends at $18 + $14 -> $32 each, $192 in all; a 35-minute commute each way for 5 days -> 350
minutes; a $260 jacket 35 % off -> $91 off, $169; a pump at 45 L/min for 2.5 h -> 6,750 L; Lena
16, her grandfather 3 * 16 + 5 -> 53. MATH word problems: the divisors of 360 -> 24; committees of
4 from 10 -> 210; a multiple of 3 or 5 from 1 to 20 -> 9/20; a rectangle with perimeter 46 and
area 120 -> diagonal 17; a round trip at 60 and 40 mph -> 48 mph. An `_m_` after the prefix marks a
MATH probe.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion, with words, after-text or a notation real models write, which a strict checker may
refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 14-15's conventions: the last
final answer counts; a hedge (a range, "about", "either ... or ...", an inequality), two different
final answers (two parts included) or a right number only in the working is `wrong`; no final
answer (a refusal, only a quotation, a dialogue, an example or an unexecuted plan) is `no_answer`;
equal in value but written differently is `correct`; a value the model itself withdraws with
nothing new is `wrong`; an explicit correction after an answer makes the corrected value the final
one; a hypothetical, an offer or a check after a committed answer does not replace it; text in an
invented next turn does not count; in an <answer> tag a sentence is read for the value it states.
Unit and qualifier words are chosen so the label does not depend on the question (which the
checker does not see): where a word matters, the working the checker sees fixes the quantity
(e.g. "$192 per person" is wrong only because the working makes $192 the group's total and $32
each). Decided here for money and number words (B): `$1,250.00`, `1250 dollars`, `twelve hundred
fifty (dollars)`, `one thousand two hundred and fifty dollars` and `1.25 thousand dollars` are
1,250 (round 13 accepted "2.142 thousand dollars"); `1.25 grand` is 1,250 (debatable, accept, as
round 6's `k`); `twelve fifty` is ambiguous with $12.50 (debatable, reject); `6.75 kL` is a unit
conversion (debatable, reject, rounds 5 and 15); `two score and thirteen` is 53 (debatable,
accept). A probe whose label is itself debatable carries `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam18.py
"""

from corpus_build import MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- tiles: gold 237 (17 * 48 = 480 + 336 = 816; 816 - 579 = 237; check 237 + 579 = 816).
#     The misreading 597 used: 816 - 597 = 219. Other numbers: 816 (ordered), 579 (used).
TILES = (
    "The contractor orders 17 boxes of 48 tiles, so he has 17 * 48 = 816 tiles.\n"
    "He uses 579 tiles on the kitchen floor, so 816 - 579 = 237 tiles are left.\n"
)
TILES_SLIP = (
    "The contractor orders 17 boxes of 48 tiles, so he has 17 * 48 = 816 tiles.\n"
    "He uses 597 tiles on the kitchen floor, so 816 - 597 = 219 tiles are left.\n"
)  # the misreading 597 -> 219 (816 - 600 = 216, + 3 = 219); gold still 237

# --- furniture: gold 1250 (5 * 86 = 430; 430 + 820 = 1250). With the deposit: 1250 - 400 = 850
#     left to pay (another quantity; gold 850 only where a probe says so). Slip: 4 chairs ->
#     4 * 86 = 344, 344 + 820 = 1164.
FURN = (
    "Maya buys 5 chairs at $86 each, so the chairs cost 5 * 86 = $430.\n"
    "The table costs $820, so she spends 430 + 820 = $1,250 in total.\n"
)
FURN_DEP = FURN + "She pays a $400 deposit today, so she has 1,250 - 400 = $850 left to pay.\n"

# --- rolls: gold 288 (9 * 32 = 270 + 18 = 288 = 24 dozen, 24 * 12 = 288).
ROLLS = "The caterer bakes 9 trays of 32 rolls, so she has 9 * 32 = 288 rolls.\n"

# --- marbles: gold 168, how many more Jo has (3 * 84 = 252; 252 - 84 = 168; Sam has 168 fewer).
MARB = (
    "Sam has 84 marbles. Jo has 3 times as many, so Jo has 3 * 84 = 252 marbles.\n"
    "Jo has 252 - 84 = 168 more marbles than Sam.\n"
)

# --- museum trip: gold 192, the group's total (18 + 14 = 32 each; 6 * 32 = 192). Gold 32 (each
#     friend) only where a probe says so.
TRIP = (
    "Each of the 6 friends pays $18 for a museum ticket and $14 for lunch, so each spends "
    "18 + 14 = $32.\nThe group spends 6 * 32 = $192 in total.\n"
)

# --- commute: gold 350 minutes (2 * 35 = 70 a day; 5 * 70 = 350 = 5 h 50 min).
COMM = (
    "Dev's commute is 35 minutes each way, so he drives 2 * 35 = 70 minutes a day.\n"
    "Over 5 workdays that is 5 * 70 = 350 minutes.\n"
)

# --- jacket: gold 169 (0.35 * 260 = 26 * 3.5 = 91; 260 - 91 = 169; check 0.65 * 260 = 169).
JACK = (
    "The jacket costs $260 and is 35% off. The discount is 0.35 * 260 = $91, so the sale price "
    "is 260 - 91 = $169.\n"
)

# --- pump: gold 6750 litres (2.5 h = 150 min; 45 * 150 = 4500 + 2250 = 6750 = 6.75 thousand).
PUMP = (
    "The pump moves 45 litres a minute. In 2.5 hours = 150 minutes it moves 45 * 150 = 6,750 "
    "litres.\n"
)

# --- age: gold 53 (3 * 16 = 48; 48 + 5 = 53 = two score and thirteen). Misreading "younger":
#     48 - 5 = 43.
AGE = (
    "Lena is 16. Her grandfather is 5 years older than 3 times her age, so he is "
    "3 * 16 + 5 = 48 + 5 = 53.\n"
)

# ================================================================ MATH-style working (word problems)
# --- gold 24: 360 = 2^3 * 3^2 * 5 (8 * 45 = 360); (3 + 1)(2 + 1)(1 + 1) = 24 (= 12 divisor pairs).
MDIV = (
    r"We factor $360 = 2^3 \cdot 3^2 \cdot 5$. A divisor is $2^a 3^b 5^c$ with $0 \le a \le 3$, "
    r"$0 \le b \le 2$ and $0 \le c \le 1$, so there are $(3 + 1)(2 + 1)(1 + 1) = 4 \cdot 3 \cdot 2$ "
    r"of them." + "\n"
)
# --- gold 210: C(10, 4) = 10 * 9 * 8 * 7 / 24 = 5040 / 24 = 210. (With a chair: 10 * C(9, 3) = 840.)
MCOM = (
    r"Order does not matter in a committee, so we count "
    r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4!} = \frac{5040}{24}$." + "\n"
)
# --- gold 9/20: multiples of 3 in 1..20: 3, 6, 9, 12, 15, 18 (6); of 5: 5, 10, 15, 20 (4); both:
#     15 (1); 6 + 4 - 1 = 9 (= 45 %). Without inclusion-exclusion: 10/20 = 1/2.
MPROB = (
    r"From $1$ to $20$ there are $6$ multiples of $3$ and $4$ multiples of $5$; $15$ is both, so "
    r"$6 + 4 - 1 = 9$ of the $20$ numbers qualify." + "\n"
)
G_PROB = r"\frac{9}{20}"
# --- gold 17: l + w = 23, lw = 120 -> 15 and 8 (15 + 8 = 23, 15 * 8 = 120); 225 + 64 = 289 = 17^2.
#     Other parts: perimeter 46, area 120.
MRECT = (
    r"The sides satisfy $\ell + w = 23$ and $\ell w = 120$, so they are $15$ and $8$, and the "
    r"diagonal is $\sqrt{15^2 + 8^2} = \sqrt{225 + 64} = \sqrt{289}$." + "\n"
)
# --- gold 48 (mph): 120 / 60 = 2 h out, 120 / 40 = 3 h back; 240 / 5 = 48. The mean of the speeds,
#     50, is the usual slip.
MSPEED = (
    r"Each way is $120$ miles: the trip out takes $\frac{120}{60} = 2$ hours and the trip back "
    r"$\frac{120}{40} = 3$ hours, so the average speed is $\frac{240}{2 + 3}$ miles per hour."
    + "\n"
)

# The float artefact below is what Python prints for 816 * (1 - 579 / 816).
TILES_PY = (
    "Let me compute this in Python.\n```python\ntotal = 17 * 48\nleft = total * (1 - 579 / total)\n"
    "print(left)\n```\n```output\n236.99999999999997\n```\n"
    "The tiny difference from a whole number is floating-point error.\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags holding sentences
    g("t_sent_fewer", "A", "237", "wrong", "tag", th(TILES) + "<answer>The contractor has 237 fewer tiles.</answer>",
      "'237 fewer tiles' states a difference; the working makes 237 the tiles left"),
    g("t_sent_short", "A", "237", "wrong", "tag", th(TILES) + "<answer>He is 237 tiles short.</answer>",
      "'short' is a shortfall; the working has 237 tiles left over"),
    g("t_sent_about", "A", "237", "wrong", "tag", th(TILES) + "<answer>About 237 tiles are left.</answer>",
      "a hedge ('about') on an exact count"),
    g("t_sent_either", "A", "237", "wrong", "tag",
      th(TILES) + "<answer>Either 237 or 219 tiles, depending on whether he used 579 or 597.</answer>",
      "two values offered: a hedge"),
    g("t_sent_apology_inside", "A", "237", "wrong", "tag",
      th(TILES) + "<answer>237. Apologies, I misread the tiles used: it is 597, so 219 are left.</answer>",
      "the tag's own sentence corrects 237 to 219"),
    g("t_sent_classmate", "A", "237", "wrong", "tag",
      th(TILES_SLIP) + "<answer>My classmate says 237, but I get 219.</answer>",
      "the gold is another person's; the model's own answer is 219"),
    g("t_sent_each_total", "A", "192", "wrong", "tag", th(TRIP) + "<answer>Each friend spends $192.</answer>",
      "the working makes $192 the group's total and $32 each; 'each friend spends $192' is another quantity"),
    g("t_sent_dozen", "A", "288", "wrong", "tag", th(ROLLS) + "<answer>The caterer bakes 288 dozen rolls.</answer>",
      "288 dozen = 3,456 rolls; the working counts 288 rolls"),
    g("t_sent_range", "A", "350", "wrong", "tag", th(COMM) + "<answer>Somewhere between 340 and 360 minutes.</answer>",
      "a range for an exact 350"),
    g("t_sent_other_part", "A", "1250", "wrong", "tag", th(FURN_DEP) + "<answer>She still has $850 left to pay.</answer>",
      "the balance after the deposit (850), not the total 1,250"),
    g("t_sent_left_to_pay", "A", "1250", "wrong", "tag", th(FURN_DEP) + "<answer>She has $1,250 left to pay.</answer>",
      "the working makes $1,250 the total and $850 what is left to pay; the sentence names another quantity"),
    g("t_sent_plan", "A", "237", "no_answer", "tag",
      "<think>\nI need the total number of tiles, then subtract the ones used.\n</think>\n"
      "<answer>I would multiply 17 by 48 and subtract 579, which should leave 237.</answer>",
      "a plan and the value it expects, never carried out; debatable: the plan's arithmetic is right "
      "and 'should leave 237' reads close to a committed answer", True),
    g("t_sent_hypothetical", "A", "237", "wrong", "tag",
      th(TILES_SLIP) + "<answer>If he had used 579 tiles, 237 would be left; he used 597, so 219 are left.</answer>",
      "the gold only in a counterfactual; the model's answer is 219"),
    g("t_sent_reversed", "A", "168", "wrong", "tag", th(MARB) + "<answer>Sam has 168 more marbles than Jo.</answer>",
      "the comparison reversed: the working has Jo with 168 more (Sam with 168 fewer)"),
    g("t_ok_sent_left", "B", "237", "correct", "tag", th(TILES) + "<answer>The contractor has 237 tiles left over.</answer>",
      "a sentence in the tag"),
    g("t_ok_sent_cents", "B", "1250", "correct", "tag", th(FURN) + "<answer>Maya spends $1,250.00 in total.</answer>",
      "dollar sign, thousands comma and cents in a sentence"),
    g("t_ok_sent_words", "B", "1250", "correct", "tag", th(FURN) + "<answer>She spends twelve hundred fifty dollars.</answer>",
      "number words: twelve hundred fifty = 1,250"),
    g("t_ok_sent_total_each", "B", "192", "correct", "tag",
      th(TRIP) + "<answer>The group spends $192 altogether ($32 per person).</answer>",
      "the total, then the per-person amount in a note"),
    g("t_ok_sent_more", "B", "168", "correct", "tag", th(MARB) + "<answer>Jo has 168 more marbles than Sam.</answer>",
      "'more' where the working computes the difference"),
    g("t_ok_sent_fewer_side", "B", "168", "correct", "tag", th(MARB) + "<answer>Sam has 168 fewer marbles than Jo.</answer>",
      "the same difference stated from Sam's side"),
    g("t_ok_sent_dozen_note", "B", "288", "correct", "tag", th(ROLLS) + "<answer>288 rolls, which is 24 dozen.</answer>",
      "the count, then an equal restatement in dozens (round 15's '27 eggs (2 dozen and 3)')"),
    g("t_ok_sent_corrected", "B", "237", "correct", "tag",
      th(TILES) + "<answer>At first I got 219 by reading 597, but he used 579, so 237 tiles are left.</answer>",
      "a discarded value, then the gold"),
    g("t_ok_sent_check", "B", "237", "correct", "tag",
      th(TILES) + "<answer>237 tiles are left (check: 237 + 579 = 816).</answer>", "a check in the tag ends on 816"),
    g("t_ok_sent_h_min", "B", "350", "correct", "tag",
      th(COMM) + "<answer>He drives 350 minutes a week, which is 5 hours 50 minutes.</answer>",
      "minutes, then an equal restatement in hours and minutes"),
    g("t_ok_sent_thousand", "B", "6750", "correct", "tag", th(PUMP) + "<answer>The pump moves 6.75 thousand litres.</answer>",
      "6.75 thousand = 6,750 ('thousand' is a scale word, round 13)"),
    g("t_ok_sent_discount", "B", "169", "correct", "tag",
      th(JACK) + "<answer>After the $91 discount, the jacket costs $169.</answer>", "another amount before the value"),
    g("t_ok_sent_balance", "B", "850", "correct", "tag", th(FURN_DEP) + "<answer>She has $850 left to pay.</answer>",
      "'left to pay' where the working computes the balance"),
    m("t_m_sent_pairs", "A", "24", "wrong", "tag", th(MDIV) + "<answer>360 has 24 divisor pairs.</answer>",
      "24 pairs would be 48 divisors; the working counts 24 divisors (12 pairs)"),
    m("t_m_sent_roughly", "A", "210", "wrong", "tag", th(MCOM) + "<answer>Roughly 210 committees.</answer>",
      "a hedge on an exact count"),
    m("t_m_ok_sent_units", "B", "17", "correct", "tag", th(MRECT) + "<answer>The diagonal is 17 units long.</answer>",
      "a sentence with a unit"),
    m("t_m_ok_sent_frac", "B", G_PROB, "correct", "tag",
      th(MPROB) + "<answer>The probability is $\\frac{9}{20}$.</answer>", "a sentence holding a LaTeX fraction"),

    # ================================================================ 2. phrase marker then ####
    g("h_answer_is_hash_about", "A", "237", "wrong", "hash", TILES + "The answer is #### about 237", "a hedge after the marker"),
    g("h_final_hash_fewer", "A", "237", "wrong", "hash", TILES + "Final answer: #### 237 fewer tiles",
      "a difference; the working makes 237 the tiles left"),
    g("h_so_answer_hash_or_if", "A", "237", "wrong", "hash", TILES + "So the answer is #### 237, or 219 if he used 597.",
      "a second value offered on the line: a hedge"),
    g("h_answer_hash_per_person", "A", "192", "wrong", "hash", TRIP + "The answer is #### $192 per person",
      "the working makes $192 the group's total ($32 each)"),
    g("h_answer_hash_then_scratch", "A", "237", "wrong", "hash",
      TILES + "The answer is #### 237\nScratch that — 17 * 48 is 798, so 798 - 579 = 219. The answer is #### 219",
      "a mistaken 'correction' (17 * 48 is 816) to 219, which is the final line"),
    g("h_final_hash_balance", "A", "1250", "wrong", "hash", FURN_DEP + "So the final answer is #### 850",
      "the balance after the deposit, not the total"),
    g("h_answer_hash_dozen", "A", "288", "wrong", "hash", ROLLS + "The answer is #### 288 dozen", "288 dozen = 3,456 rolls"),
    g("h_answer_hash_between", "A", "350", "wrong", "hash", COMM + "The answer is #### between 300 and 400 minutes",
      "a range"),
    g("h_final_hash_each_way", "A", "350", "wrong", "hash", COMM + "Final answer: #### 350 minutes each way",
      "the working makes 350 the week's total (35 minutes each way)"),
    g("h_answer_hash_cents_words", "A", "1250", "wrong", "hash", FURN + "The answer is #### twelve dollars and fifty cents",
      "number words for $12.50, not $1,250"),
    g("h_final_hash_less", "A", "169", "wrong", "hash", JACK + "Final answer: #### $169 less",
      "'$169 less' is a reduction; the working's reduction is $91 and the price $169"),
    g("h_approx_label_hash", "A", "237", "wrong", "hash", TILES + "Answer (approximate): #### 237",
      "the model labels its own value approximate: a hedge on an exact count"),
    g("h_answer_hash_working_only", "A", "237", "wrong", "hash", TILES + "So the answer is #### 816",
      "the gold only in the working; the marked answer is the tiles ordered"),
    m("h_m_answer_hash_approx", "A", "48", "wrong", "hash", MSPEED + "The answer is #### approximately 48 mph",
      "a hedge on an exact 48"),
    m("h_m_final_hash_each_way", "A", "48", "wrong", "hash", MSPEED + "So the answer is #### 48 mph each way",
      "the working has 60 mph out and 40 mph back; 48 is the average over the round trip"),
    g("h_ok_answer_colon_hash_cents", "B", "1250", "correct", "hash", FURN + "The answer is: #### $1,250.00",
      "dollar sign, thousands comma and cents"),
    g("h_ok_final_hash_dollars", "B", "1250", "correct", "hash", FURN + "So the final answer is #### 1250 dollars",
      "the word dollars"),
    g("h_ok_answer_hash_words", "B", "1250", "correct", "hash", FURN + "The answer is #### twelve hundred fifty",
      "number words: twelve hundred fifty = 1,250"),
    g("h_ok_answer_hash_thousand", "B", "1250", "correct", "hash", FURN + "Answer: #### 1.25 thousand dollars",
      "1.25 thousand = 1,250 (round 13 accepted '2.142 thousand dollars')"),
    g("h_ok_heading_hash", "B", "237", "correct", "hash", TILES + "### Final Answer\n#### 237", "a markdown heading, then ####"),
    g("h_ok_answer_hash_pleasantry", "B", "237", "correct", "hash",
      TILES + "The answer is\n\n#### 237\n\nHope this helps! Let me know if you have any other questions.",
      "the marker, the #### line on its own, then a pleasantry"),
    g("h_ok_bold_final_hash_more", "B", "168", "correct", "hash", MARB + "**Final Answer:** #### 168 more marbles",
      "'more' where the working computes the difference"),
    g("h_ok_answer_hash_total_note", "B", "192", "correct", "hash",
      TRIP + "The answer is #### $192 (that is $32 for each of the 6 friends)", "a note with two other numbers"),
    g("h_ok_phrase_hash_after_discount", "B", "169", "correct", "hash", JACK + "So the sale price is #### $169 after the discount",
      "words after the value that agree with the working"),
    g("h_ok_hash_minutes_hm", "B", "350", "correct", "hash", COMM + "The answer is #### 350 minutes (5 hours 50 minutes)",
      "an equal restatement in a note"),
    g("h_ok_therefore_hash_age", "B", "53", "correct", "hash", AGE + "Therefore, the answer is #### 53 years old.",
      "'years old' and a full stop"),
    m("h_m_ok_answer_hash_divisors", "B", "24", "correct", "hash", MDIV + "The answer is #### 24 positive divisors",
      "the counted noun"),

    # ================================================================ 3. words after (or around) a number
    g("u_prose_fewer", "A", "237", "wrong", "prose_sentence", TILES + "So the contractor ends up with 237 fewer tiles.",
      "a difference; the working makes 237 the tiles left"),
    g("u_minerva_short", "A", "237", "wrong", "minerva", TILES + MINERVA.format("237 tiles short"),
      "'short' is a shortfall; the working has tiles left over"),
    g("u_bold_still_needed", "A", "237", "wrong", "answer_colon", TILES + "**Answer: 237 tiles still needed**",
      "'still needed' is a shortfall; the working has 237 left over"),
    g("u_answer_is_more_rolls", "A", "288", "wrong", "answer_is", ROLLS + "The answer is 288 more rolls.",
      "an increase; the working counts 288 rolls baked"),
    g("u_answer_is_dozen", "A", "288", "wrong", "answer_is", ROLLS + "The answer is 288 dozen.", "288 dozen = 3,456"),
    g("u_hash_half_dozens", "A", "288", "wrong", "hash", ROLLS + "#### 288 half-dozens", "288 half-dozens = 1,728 rolls"),
    g("u_hash_too_many", "A", "288", "wrong", "hash", ROLLS + "#### 288 too many", "a surplus; the working counts rolls baked"),
    g("u_hash_score", "A", "53", "wrong", "hash", AGE + "#### 53 score", "'score' = 20: 53 score = 1,060"),
    g("u_hash_apiece", "A", "192", "wrong", "hash", TRIP + "#### 192 dollars apiece",
      "the working makes $192 the group's total ($32 each)"),
    g("u_answer_is_a_head", "A", "192", "wrong", "answer_is", TRIP + "The answer is $192 a head.",
      "per person; the working makes $192 the total"),
    g("u_box_per_friend", "A", "192", "wrong", "boxed", TRIP + "$\\boxed{192 \\text{ dollars per friend}}$",
      "per friend; the working makes $192 the total"),
    g("u_hash_total_gold_each", "A", "32", "wrong", "hash", TRIP + "#### $32 in total",
      "gold 32 (each friend); the working makes $192 the total, so '$32 in total' names another quantity"),
    g("u_answer_is_each_way", "A", "350", "wrong", "answer_is", COMM + "The answer is 350 minutes each way.",
      "the working has 35 minutes each way and 350 for the week"),
    g("u_hash_per_day", "A", "350", "wrong", "hash", COMM + "#### 350 minutes per day", "the working has 70 minutes a day"),
    g("u_hash_left_to_pay", "A", "1250", "wrong", "hash", FURN_DEP + "#### $1,250 left to pay",
      "the working makes $1,250 the total and $850 what is left to pay"),
    g("u_prose_still_owes", "A", "1250", "wrong", "prose_sentence", FURN_DEP + "So Maya still owes $1,250.",
      "the working has her owing $850 after the deposit"),
    g("u_hash_balance_in_total", "A", "850", "wrong", "hash", FURN_DEP + "#### $850 in total",
      "gold 850 (the balance); the working makes $1,250 the total"),
    g("u_prose_costs_less", "A", "169", "wrong", "prose_sentence", JACK + "The jacket costs $169 less.",
      "a reduction of $169; the working's reduction is $91"),
    g("u_hash_saving", "A", "169", "wrong", "hash", JACK + "#### a $169 saving", "the saving is $91; $169 is the price"),
    g("u_prose_sam_more", "A", "168", "wrong", "prose_sentence", MARB + "So Sam has 168 more marbles than Jo.",
      "the comparison reversed (Sam has 168 fewer)"),
    g("u_hash_times_as_many", "A", "168", "wrong", "hash", MARB + "#### 168 times as many", "a ratio; the working's ratio is 3"),
    g("u_hash_per_minute", "A", "6750", "wrong", "hash", PUMP + "#### 6,750 litres per minute",
      "the rate is 45 litres a minute; 6,750 is the total"),
    g("u_hash_kilolitres", "A", "6750", "wrong", "hash", PUMP + "#### 6,750 kilolitres", "6,750 kL = 6,750,000 L"),
    g("u_hash_years_younger", "A", "53", "wrong", "hash", AGE + "#### 53 years younger", "a difference of ages, not his age"),
    g("u_hash_decades", "A", "53", "wrong", "hash", AGE + "#### 53 decades", "530 years"),
    g("u_words_hundred_dollars_cents", "A", "1250", "wrong", "answer_is",
      FURN + "The answer is twelve hundred dollars and fifty cents.", "$1,200.50, not $1,250"),
    g("u_prose_around", "A", "237", "wrong", "prose_sentence", TILES + "There should be around 237 tiles left.",
      "a hedge on an exact count"),
    g("u_hash_close_to", "A", "1250", "wrong", "hash", FURN + "#### close to $1,250", "a hedge"),
    g("u_prose_just_under", "A", "1250", "wrong", "prose_sentence", FURN + "She spends just under $1,250.",
      "'just under' is less than 1,250"),
    g("u_prose_at_most", "A", "192", "wrong", "prose_sentence", TRIP + "The group spends at most $192.", "an upper bound"),
    g("u_hash_ballpark", "A", "350", "wrong", "hash", COMM + "#### ballpark 350 minutes", "a hedge"),
    g("u_hash_ish", "A", "237", "wrong", "hash", TILES + "#### 237-ish", "a hedge suffix"),
    g("u_hash_either_or", "A", "169", "wrong", "hash", JACK + "#### either $169 or $156", "two values (156 is 40% off)"),
    g("u_hash_between", "A", "237", "wrong", "hash", TILES + "#### between 230 and 240", "a range"),
    g("u_hash_probably", "A", "237", "wrong", "hash", TILES + "#### probably 237",
      "'probably' marks a guess; debatable: round 2 accepted 'I think' as framing a committed answer", True),
    g("u_guess_hash", "A", "53", "wrong", "hash", "I'm not sure how to set this up. If I had to guess: #### 53",
      "a guess with no working (round 5: a value the model calls tentative is a hedge)"),
    g("u_hash_no_fewer_than", "A", "288", "wrong", "hash", ROLLS + "#### no fewer than 288 rolls", "a lower bound"),
    g("u_hash_estimated", "A", "6750", "wrong", "hash", PUMP + "#### an estimated 6,750 litres",
      "the model calls its exact value an estimate: a hedge"),
    g("u_heading_bold_about", "A", "237", "wrong", "answer_heading", TILES + "## Answer\n\n**About 237 tiles**",
      "a hedge under an answer heading"),
    g("u_ok_hash_cents", "B", "1250", "correct", "hash", FURN + "#### $1,250.00", "dollar sign, comma and cents"),
    g("u_ok_hash_dollars", "B", "1250", "correct", "hash", FURN + "#### 1250 dollars", "the word dollars"),
    g("u_ok_hash_words", "B", "1250", "correct", "hash", FURN + "#### twelve hundred fifty dollars", "number words = 1,250"),
    g("u_ok_hash_words_full", "B", "1250", "correct", "hash", FURN + "#### one thousand two hundred and fifty dollars",
      "number words = 1,250"),
    g("u_ok_hash_thousand", "B", "1250", "correct", "hash", FURN + "#### 1.25 thousand dollars",
      "1.25 thousand = 1,250 (round 13)"),
    g("u_ok_hash_grand", "B", "1250", "correct", "hash", FURN + "#### 1.25 grand",
      "'grand' = a thousand: 1,250; debatable: slang scale word", True),
    g("u_ok_hash_twelve_fifty", "B", "1250", "correct", "hash", FURN + "#### twelve fifty",
      "the working says $1,250, and 'twelve fifty' says it aloud; debatable: in price speech 'twelve "
      "fifty' is as often $12.50", True),
    g("u_ok_hash_in_total", "B", "1250", "correct", "hash", FURN + "#### $1,250 in total for the furniture",
      "'in total' where the working computes the total"),
    g("u_ok_hash_left_to_pay", "B", "850", "correct", "hash", FURN_DEP + "#### $850 left to pay",
      "'left to pay' where the working computes the balance"),
    g("u_ok_hash_more", "B", "168", "correct", "hash", MARB + "#### 168 more", "'more' where the working computes the difference"),
    g("u_ok_prose_sam_fewer", "B", "168", "correct", "prose_sentence", MARB + "So Sam has 168 fewer marbles than Jo.",
      "the same difference stated from Sam's side"),
    g("u_ok_hash_total_note", "B", "192", "correct", "hash", TRIP + "#### $192 total ($32 per person)",
      "the total, then the per-person amount in a note"),
    g("u_ok_hash_per_person_gold_each", "B", "32", "correct", "hash", TRIP + "#### $32 per person",
      "gold 32 (each friend); 'per person' agrees with the working"),
    g("u_ok_prose_each_then_total", "B", "192", "correct", "prose_sentence",
      TRIP + "Each friend spends $32, so together they spend $192.", "the per-person amount, then the total"),
    g("u_ok_hash_a_week", "B", "350", "correct", "hash", COMM + "#### 350 minutes a week", "'a week' agrees with the working"),
    g("u_ok_hash_h_and_min", "B", "350", "correct", "hash", COMM + "#### 5 hours and 50 minutes",
      "5 h 50 min = 350 min (rounds 12 and 15: equal in value)"),
    g("u_ok_hash_after_discount", "B", "169", "correct", "hash", JACK + "#### $169 after the 35% discount",
      "another number after the value"),
    g("u_ok_prose_sale_price", "B", "169", "correct", "prose_sentence",
      JACK + "The sale price is $169, which is $91 less than the original $260.",
      "the value, then 'less' about another amount; the sentence ends on 260"),
    g("u_ok_hash_thousand_litres", "B", "6750", "correct", "hash", PUMP + "#### 6.75 thousand litres", "6.75 thousand = 6,750"),
    g("u_ok_hash_litres_of_water", "B", "6750", "correct", "hash", PUMP + "#### 6,750 L of water", "a unit and a noun"),
    g("u_ok_hash_kl", "B", "6750", "correct", "hash", PUMP + "#### 6.75 kL",
      "6.75 kL = 6,750 L; debatable: rounds 5 and 15 decided units are not converted", True),
    g("u_ok_hash_age_note", "B", "53", "correct", "hash", AGE + "#### 53 (five years more than 3 × 16)",
      "'more' and other numbers in a note"),
    g("u_ok_hash_score_numeral", "B", "53", "correct", "hash", AGE + "#### two score and thirteen",
      "two score (40) and thirteen = 53; debatable: an archaic number phrase", True),
    g("u_ok_hash_dozen_note", "B", "288", "correct", "hash", ROLLS + "#### 288 rolls, or 24 dozen",
      "the count, then an equal restatement in dozens"),
    g("u_ok_hash_precisely", "B", "237", "correct", "hash", TILES + "#### precisely 237 tiles", "'precisely' is no hedge"),
    g("u_ok_hash_no_more_no_less", "B", "237", "correct", "hash", TILES + "#### 237 tiles, no more and no less",
      "'no more and no less' means exactly"),
    g("u_ok_hash_more_than_enough", "B", "237", "correct", "hash",
      TILES + "#### 237 tiles left, more than enough for the hallway", "'more than' about something else"),
    g("u_ok_hash_fewer_note", "B", "237", "correct", "hash", TILES + "#### 237 (579 fewer than the 816 he started with)",
      "'fewer' in a note with the working's numbers"),
    g("u_ok_heading_bold", "B", "237", "correct", "answer_heading", TILES + "## Answer\n\n**237 tiles**",
      "a heading and a bold value"),
    m("u_m_box_pairs", "A", "24", "wrong", "boxed", MDIV + "$= \\boxed{24 \\text{ pairs}}$",
      "24 pairs would be 48 divisors; the working counts 24 divisors"),
    m("u_m_roughly_box", "A", "210", "wrong", "boxed", MCOM + "There are roughly $\\boxed{210}$ committees.",
      "the box holds the gold, the sentence hedges it"),
    m("u_m_at_least_box", "A", "17", "wrong", "boxed", MRECT + "So the diagonal is at least $\\boxed{17}$.",
      "a lower bound for an exact length"),
    m("u_m_box_each_way", "A", "48", "wrong", "boxed", MSPEED + "$= \\boxed{48 \\text{ mph each way}}$",
      "the working has 60 and 40 mph each way; 48 is the round-trip average"),
    m("u_m_ok_box_committees", "B", "210", "correct", "boxed", MCOM + "$= \\boxed{210 \\text{ committees}}$", "the counted noun"),
    m("u_m_ok_box_mph", "B", "48", "correct", "boxed", MSPEED + "$= \\boxed{48 \\text{ mph}}$", "the unit"),
    m("u_m_ok_exactly_units", "B", "17", "correct", "boxed", MRECT + "$= 17$, so the diagonal is exactly $\\boxed{17}$ units long.",
      "'exactly' is no hedge"),
    m("u_m_ok_box_pairs_note", "B", "24", "correct", "boxed", MDIV + "$= \\boxed{24}$ divisors (in $12$ pairs).",
      "another number in a note after the box"),
    m("u_m_ok_prob_percent_note", "B", G_PROB, "correct", "boxed", MPROB + "$P = \\boxed{\\frac{9}{20}}$, or $45\\%$.",
      "the box holds the gold, then an equal percent; debatable: round 1 reads a percent as a unit", True),

    # ================================================================ 4. retractions and harmless after-text
    g("r_apologies_hash", "A", "237", "wrong", "hash",
      TILES + "#### 237\nApologies, I misread the problem: he used 597 tiles, not 579. 816 - 597 = 219.\n#### 219",
      "an apology and a correction to 219"),
    g("r_apologize_prose", "A", "237", "wrong", "prose_sentence",
      TILES + "#### 237\n\nI apologize for the error above. The contractor used 597 tiles, so the correct number left is 219.",
      "an apology and a correction to 219, not marked"),
    g("r_thinking_again", "A", "288", "wrong", "hash",
      ROLLS + "#### 288\nThinking about it again, each tray holds 28 rolls, not 32: 9 * 28 = 252.\n#### 252",
      "a re-reading to 252 (9 * 28)"),
    g("r_scratch_last_line", "A", "1250", "wrong", "hash",
      FURN + "#### 1250\nScratch that last line — she buys 4 chairs, not 5: 4 * 86 = 344 and 344 + 820 = 1,164.\n#### 1164",
      "a correction to 1,164"),
    g("r_bold_correction", "A", "192", "wrong", "hash",
      TRIP + "#### 192\n\n**Correction:** lunch was $16, not $14, so each friend spends $34 and the group spends 6 * 34 = $204.",
      "a bold correction to 204"),
    g("r_i_misread", "A", "350", "wrong", "hash",
      COMM + "#### 350\nI misread the commute: it is 45 minutes each way, so 2 * 45 * 5 = 450 minutes.",
      "a misreading admitted, then 450"),
    g("r_tag_my_mistake", "A", "237", "wrong", "tag",
      th(TILES) + "<answer>237</answer>\nMy mistake — the answer is 219; I copied 597 as 579.",
      "'my mistake' after the tag, then 219"),
    g("r_off_by_box", "A", "237", "wrong", "hash",
      TILES + "#### 237\nThat's off by one box: he ordered 16 boxes, so 16 * 48 = 768 and 768 - 579 = 189.\n#### 189",
      "'off by one box', then 189"),
    g("r_strike_bold", "A", "237", "wrong", "answer_colon",
      TILES + "**Answer:** ~~237~~ 219 (I had the number of tiles used wrong)", "the gold struck, 219 after it"),
    g("r_actually_its", "A", "169", "wrong", "hash",
      JACK + "#### 169\nActually it's $182: the discount is 30%, not 35%, so 0.30 * 260 = 78 and 260 - 78 = 182.",
      "'actually it's' 182"),
    g("r_real_answer", "A", "237", "wrong", "hash",
      TILES + "#### 237\nThe real answer, once you remove the 12 broken tiles he throws away, is 225.\n#### 225",
      "'the real answer' 225 (an invented extra step)"),
    g("r_final_final", "A", "53", "wrong", "hash",
      AGE + "#### 53\nFINAL final answer, after re-reading: he is 5 years younger than 3 times her age, so 48 - 5 = 43.\n#### 43",
      "'FINAL final answer' 43"),
    g("r_second_look_other_part", "A", "1250", "wrong", "hash",
      FURN_DEP + "#### 1250\nOn second look, the question is what she still has to pay: 1,250 - 400 = 850.\n#### 850",
      "the model switches to the balance, 850"),
    g("r_withdrawn_redo", "A", "6750", "wrong", "hash",
      PUMP + "#### 6750\nHmm, I think I mixed up hours and minutes somewhere. I'll need to redo this.",
      "withdrawn, nothing new (round 14/15 convention: wrong)"),
    g("r_retract_no_value", "A", "168", "wrong", "hash", MARB + "#### 168\nI retract that answer; I'm not confident in it.",
      "withdrawn, nothing new"),
    g("r_sorry_not_right", "A", "192", "wrong", "hash",
      TRIP + "#### 192\n\nSorry, that's not right. I need to look at the lunch prices again.", "withdrawn, nothing new"),
    g("r_let_me_revise", "A", "350", "wrong", "hash",
      COMM + "#### 350\nLet me revise: he works 6 days, not 5, so 6 * 70 = 420 minutes.\n#### 420", "'let me revise', 420"),
    g("r_ps_wrong_rate", "A", "169", "wrong", "hash",
      JACK + "#### 169\n\nP.S. I used the wrong rate — at 40% off it's 260 - 104 = $156.", "a P.S. correcting to 156"),
    g("r_upon_rereading", "A", "168", "wrong", "hash",
      MARB + "#### 168\nUpon re-reading, Jo has 4 times as many, not 3: 4 * 84 = 336, and 336 - 84 = 252.\n#### 252",
      "'upon re-reading', 252"),
    g("r_stand_corrected", "A", "1250", "wrong", "hash",
      FURN + "#### 1250\nI stand corrected: the table was marked down to $780, so 430 + 780 = $1,210.",
      "'I stand corrected', 1,210"),
    g("r_facepalm", "A", "237", "wrong", "hash", TILES + "#### 237\n🤦 I used 579 instead of 597. It's 219.",
      "an emoji and a correction to 219"),
    g("r_check_changes_value", "A", "192", "wrong", "hash", TRIP + "#### 192\nDouble-checking: 6 × 32 is 182, so the group spends $182.",
      "a mistaken 'check' (6 * 32 is 192) that changes the value to 182"),
    g("r_realistic_loss", "A", "6750", "wrong", "hash",
      PUMP + "#### 6750\nIn practice a pump loses about 10%, so realistically it moves 6,075 litres.\n#### 6075",
      "an afterthought with a second #### line, 6,075"),
    g("r_working_gold_final_total", "A", "237", "wrong", "answer_is", TILES + "So the answer is 816 tiles.",
      "the gold only in the working; the final statement is the tiles ordered"),
    g("r_working_gold_final_used", "A", "237", "wrong", "hash", TILES + "#### 579",
      "the gold only in the working; the #### line is the tiles used"),
    g("r_working_gold_summary_other", "A", "1250", "wrong", "hash", FURN + "In summary, the chairs cost $430.\n#### 430",
      "the gold only in the working; the summary and #### line give the chairs' cost"),
    g("r_ok_check", "B", "237", "correct", "hash", TILES + "#### 237\nCheck: 237 + 579 = 816 = 17 * 48. ✓",
      "a check that confirms, ending on other numbers"),
    g("r_ok_summary", "B", "1250", "correct", "hash",
      FURN + "#### 1250\n\n**Summary:** 5 chairs ($430) + 1 table ($820) = $1,250.", "a summary restating the value"),
    g("r_ok_pleasantry", "B", "192", "correct", "hash", TRIP + "#### 192\n\nEnjoy the museum trip! 🎨", "a pleasantry"),
    g("r_ok_units_sentence", "B", "6750", "correct", "hash",
      PUMP + "#### 6750\nThe answer is in litres, since the pump's rate is given in litres per minute.", "a units sentence"),
    g("r_ok_rounded_from_999", "B", "237", "correct", "hash", TILES_PY + "#### 237 (rounded from 236.999…)",
      "the final value 237 with a float-artefact note; debatable: '236.999…' with dots may be read as a "
      "truncated decimal, so 237 as a rounding", True),
    g("r_ok_apology_long", "B", "237", "correct", "hash",
      TILES + "#### 237\nSorry for the long explanation — the answer is simply 237.", "an apology that keeps the value"),
    g("r_ok_on_reflection_stands", "B", "288", "correct", "hash",
      ROLLS + "#### 288\nOn reflection, I re-read the trays: 9 trays of 32 rolls. 288 stands.", "'on reflection' that confirms"),
    g("r_ok_scratch_estimate_before", "B", "1250", "correct", "hash",
      "At a glance I'd estimate about $1,200 — scratch that, let me compute it exactly.\n" + FURN + "#### 1250",
      "'scratch that' before the working, about an estimate"),
    g("r_ok_correction_to_gold", "B", "237", "correct", "hash",
      TILES_SLIP + "#### 219\nCorrection: he used 579 tiles, not 597. 816 - 579 = 237.\n#### 237", "a correction to the gold"),
    g("r_ok_my_mistake_to_gold", "B", "192", "correct", "hash",
      "Each friend spends 18 + 14 = $32, so the group spends 6 * 32 = $182.\n#### 182\nMy mistake: 6 * 32 = 192, not 182.\n#### 192",
      "'my mistake', then the gold"),
    g("r_ok_misread_note_after", "B", "350", "correct", "hash",
      COMM + "#### 350\n(I misread 35 as 53 at first, but the working above uses 35 minutes, so 350 stands.)",
      "a misreading mentioned, the value kept"),
    g("r_ok_actually_good_price", "B", "169", "correct", "hash",
      JACK + "#### 169\nActually, $169 is a pretty good price for a jacket like that.", "'Actually' with no correction"),
    g("r_ok_real_answer_same", "B", "168", "correct", "hash",
      MARB + "#### 168\nThe real answer to 'how many more' is the difference, 168, not Jo's total of 252.",
      "'the real answer' restating the value; the line ends on 252"),
    g("r_ok_final_final_same", "B", "53", "correct", "hash",
      AGE + "#### 53\nFinal final answer: 53 (checked: 3 * 16 = 48 and 48 + 5 = 53).", "'final final answer' with the same value"),
    g("r_ok_nothing_off", "B", "6750", "correct", "hash",
      PUMP + "#### 6750\nI checked for an off-by-one error in the minutes: 2.5 hours is exactly 150 minutes, so nothing is off.",
      "'off-by-one' in a check that confirms"),
    g("r_ok_units_note", "B", "1250", "correct", "hash", FURN + "#### 1250\n(All amounts are in US dollars.)", "a units note"),
    g("r_ok_tip_check", "B", "169", "correct", "hash",
      JACK + "#### 169\nTip: 35% off is the same as paying 65% of the price, and 0.65 * 260 = 169.", "a second method that agrees"),
    g("r_ok_strike_then_gold", "B", "237", "correct", "hash", TILES + "~~#### 219~~\n#### 237", "a struck wrong line, then the gold"),
    g("r_ok_followup_offer", "B", "350", "correct", "hash",
      COMM + "#### 350\nWould you like the monthly total too? Over 4 weeks that would be 1,400 minutes.",
      "an offer with another value after the answer"),
    g("r_ok_ps_hypothetical", "B", "192", "correct", "hash",
      TRIP + "#### 192\nP.S. If they also rented the $5 audio guide, it would be 6 * 37 = $222.",
      "a hypothetical after the answer (18 + 14 + 5 = 37)"),
    m("r_m_apology_box", "A", "210", "wrong", "boxed",
      MCOM + "$= \\boxed{210}$\n\nI apologize — the committee has a chair, so order partly matters: "
      "$10 \\cdot \\binom{9}{3} = 10 \\cdot 84 = \\boxed{840}$.", "an apology and a second box, 840"),
    m("r_m_on_reflection_pairs", "A", "24", "wrong", "boxed",
      MDIV + "$= \\boxed{24}$\n\nOn reflection, divisors come in pairs, so the answer is $\\boxed{12}$.",
      "'on reflection', 12"),
    m("r_m_correction_mean", "A", "48", "wrong", "boxed",
      MSPEED + "$= \\boxed{48}$ mph.\n\nCorrection: the average speed is just the mean of the speeds, "
      "$\\frac{60 + 40}{2} = \\boxed{50}$ mph.", "a 'correction' to 50"),
    m("r_m_scratch_that_prob", "A", G_PROB, "wrong", "boxed",
      MPROB + "$P = \\boxed{\\frac{9}{20}}$\n\nScratch that, $15$ shouldn't be subtracted: "
      "$\\frac{10}{20} = \\boxed{\\frac{1}{2}}$.", "'scratch that', 1/2"),
    m("r_m_working_other_part", "A", "17", "wrong", "boxed",
      MRECT + "The diagonal is $\\sqrt{289} = 17$. The perimeter is $2(15 + 8) = \\boxed{46}$.",
      "the gold only in the working; the box is the perimeter"),
    m("r_m_ok_check_diag", "B", "17", "correct", "boxed",
      MRECT + "$= \\boxed{17}$\n\nCheck: $15 + 8 = 23$, $15 \\cdot 8 = 120$, and $8^2 + 15^2 = 289 = 17^2$. ✓",
      "a check that confirms"),
    m("r_m_ok_summary", "B", "210", "correct", "boxed",
      MCOM + "$= \\boxed{210}$\n\nIn short: order doesn't matter, so we divide the $5040$ ordered choices by $4! = 24$.",
      "a summary ending on 24"),
    m("r_m_ok_minerva_pleasantry", "B", "48", "correct", "minerva", MSPEED + MINERVA.format("48") + "\n\nHappy studying!",
      "a pleasantry after the Minerva line"),
    m("r_m_ok_apology_same", "B", "24", "correct", "boxed",
      MDIV + "$= \\boxed{24}$\n\nApologies for the earlier confusion about divisor pairs: the number of divisors is $24$ "
      "(that is, $12$ pairs).", "an apology restating the value; the last number is 12 pairs"),

    # ================================================================ 5. quoted, reported, hypothetical, plans, parts
    g("q_plan_would_leave", "A", "237", "no_answer", "prose_sentence",
      "Here's how I would approach it: multiply 17 by 48 to get the total, then subtract the 579 tiles used, which "
      "would leave 237 if my arithmetic is right. Let me know if you'd like me to work it through.",
      "a plan and its expected value, not carried out; debatable: the plan names the right value", True),
    g("q_plan_expect_about", "A", "1250", "no_answer", "none",
      "Plan:\n1. Multiply 5 by $86 for the chairs.\n2. Add the $820 table.\n3. The total (I expect about $1,250) "
      "is the answer.\nI'll carry this out in the next step.", "a plan with an expected value, not carried out"),
    g("q_dad_says_then_own", "A", "237", "wrong", "hash",
      "My dad says the answer is 237, but I read the problem again:\n" + TILES_SLIP + "#### 219",
      "another person's gold; the model's 219"),
    g("q_tutor_sentence_only", "A", "237", "no_answer", "prose_sentence",
      '"So the contractor has 237 tiles left." — that is the sentence my tutor wrote. I can\'t tell whether it\'s right.',
      "only a quotation, then no answer"),
    g("q_format_example_words", "A", "237", "no_answer", "answer_is",
      'Please give your answer in words, for example: "The answer is two hundred thirty-seven."',
      "a format example (in number words) echoed, no answer"),
    g("q_hypothetical_refuse", "A", "237", "no_answer", "none",
      "If the contractor had ordered 17 boxes and used 579 tiles, he would have 237 left. But the problem doesn't say "
      "how many boxes he ordered, so I can't give an answer.", "a hypothetical, then a refusal"),
    g("q_numbered_parts", "A", "192", "wrong", "bare_last_line", TRIP + "1) Each friend: $32\n2) The group: $192",
      "two parts, two values (README: two different final answers)"),
    g("q_other_question_only", "A", "1250", "wrong", "hash",
      FURN_DEP + "The question asks how much she still owes, which is $850.\n#### 850", "the balance, another part"),
    g("q_forum_quote_reject", "A", "237", "wrong", "hash",
      "> Answer: 237\n\nThis forum answer is wrong: the contractor used 597 tiles, so 816 - 597 = 219.\n#### 219",
      "a quoted gold rejected; the model's 219"),
    g("q_example_gold_then_other", "A", "192", "wrong", "hash",
      "For example, if each friend spent $32, six friends would spend 6 * 32 = $192. Here lunch costs $16, so each "
      "spends 18 + 16 = $34 and the group spends 6 * 34 = $204.\n#### 204", "the gold in an example; the model's 204"),
    g("q_counterfactual_days", "A", "350", "wrong", "hash",
      "If he worked 5 days, the total would be 5 * 70 = 350 minutes; but he works 6 days, so 6 * 70 = 420 minutes.\n#### 420",
      "the gold in a counterfactual; the model's 420"),
    g("q_brother_after_own", "A", "237", "wrong", "hash", TILES_SLIP + "#### 219\n\nMy brother got 237.",
      "the model's 219; the gold last, as another person's"),
    g("q_think_draft_quoted", "A", "237", "wrong", "hash",
      "<think>\nThe user's draft says '#### 237'. Let me verify: 17 * 48 = 816, and 816 - 597 = 219. The draft is wrong.\n</think>\n#### 219",
      "a quoted #### line in the thinking, rejected; the model's 219"),
    g("q_grader_role_other", "A", "237", "wrong", "prose_sentence",
      "Student answer: #### 237\nGrade: incorrect. The student used 579 instead of 597; the right answer is 219.",
      "the gold as a graded student answer; the model's own 219"),
    g("q_example_dozen_then_other", "A", "288", "wrong", "hash",
      "For example, 24 dozen rolls would be 24 * 12 = 288 rolls. The caterer bakes 9 trays of 30 rolls: 9 * 30 = 270.\n#### 270",
      "the gold in an example; the model's 270"),
    g("q_shopper_would", "A", "1250", "wrong", "hash",
      "A shopper paying full price would spend 5 * 86 + 820 = $1,250, but Maya uses a 10% coupon on the table: "
      "820 - 82 = 738, so 430 + 738 = $1,168.\n#### 1168", "the gold as what someone else would pay; the model's 1,168"),
    g("q_dialogue_only", "A", "237", "no_answer", "none",
      "**Alex:** I think it's 237 tiles.\n**Sam:** Are you sure? Let's check it in class tomorrow.",
      "a dialogue between others, no answer of the model's"),
    g("q_tag_friend_think", "A", "192", "wrong", "tag",
      "<think>\nMy friend thinks the group spends $192. But lunch was $16: 18 + 16 = 34, and 6 * 34 = 204.\n</think>\n<answer>204</answer>",
      "another person's gold in the thinking; the tag is 204"),
    g("q_key_says_unsure", "A", "53", "wrong", "prose_sentence",
      "Lena is 16, so 3 times her age is 48, and 5 years younger is 43.\nThe answer key says 53. I got 43, and I'm not sure which is right.",
      "the key's gold and the model's 43, undecided: a hedge"),
    g("q_if_asked_each_final_each", "A", "192", "wrong", "hash",
      TRIP + "If the question asked for the group's total, the answer would be $192; it asks what each friend pays, so the answer is $32.\n#### 32",
      "the gold as a conditional; the model's 32 (another part)"),
    g("q_ok_key_matches", "B", "237", "correct", "hash", TILES + "This matches the answer key's 237.\n#### 237",
      "a reported value that agrees"),
    g("q_ok_brother_wrong", "B", "237", "correct", "hash",
      "My brother said 219, but he used 597 instead of 579.\n" + TILES + "#### 237", "another person's wrong value first"),
    g("q_ok_counterfactual_then_actual", "B", "350", "correct", "hash",
      "If he worked 6 days it would be 6 * 70 = 420 minutes, but he works 5.\n" + COMM + "#### 350",
      "a counterfactual value first, then the gold"),
    g("q_ok_example_first", "B", "1250", "correct", "hash", "For example, 2 chairs would cost 2 * 86 = $172.\n" + FURN + "#### 1250",
      "a worked example first"),
    g("q_ok_verify_claim", "B", "168", "correct", "hash",
      "Jo says she has 168 more marbles than Sam. Is she right?\n" + MARB + "Yes, she is right: Jo has 168 more.\n#### 168",
      "a reported claim, checked and confirmed"),
    g("q_ok_quote_problem", "B", "192", "correct", "hash",
      "> Six friends each pay $18 for a museum ticket and $14 for lunch. How much does the group spend in all?\n\n" + TRIP + "#### 192",
      "the problem quoted first"),
    g("q_ok_grader_role_gold", "B", "237", "correct", "hash",
      "Student answer: #### 219\nGrade: incorrect — he used 579 tiles, so 816 - 579 = 237.\nCorrect answer: #### 237",
      "a graded wrong answer, then the model's own gold"),
    g("q_ok_plan_then_execute", "B", "237", "correct", "hash",
      "Plan: find the total number of tiles, then subtract the ones used.\nExecution: 17 * 48 = 816, and 816 - 579 = 237.\n#### 237",
      "a plan, carried out"),
    g("q_ok_would_compute_then_did", "B", "1250", "correct", "hash",
      "I would compute 5 × 86 + 820. Doing that: 5 × 86 = 430, and 430 + 820 = 1,250.\n#### 1250", "'I would compute', then done"),
    g("q_ok_parts_then_final_line", "B", "192", "correct", "final_answer_phrase",
      TRIP + "(a) Each friend: $32\n(b) The group: $192\n\nFinal answer: $192",
      "two steps labelled as parts, then one final line (round 15's r_ok_two_parts_last_gold)"),
    g("q_ok_what_if_after", "B", "237", "correct", "hash",
      TILES + "#### 237\nWhat if he had used 597 tiles? Then 816 - 597 = 219 would be left.",
      "a hypothetical after the committed answer"),
    g("q_ok_dialogue_own", "B", "237", "correct", "hash",
      "Student: Is it 219?\nMe: No — he used 579 tiles, not 597, so 816 - 579 = 237.\n#### 237", "a dialogue ending on the model's gold"),
    g("q_ok_key_also", "B", "53", "correct", "hash", AGE + "#### 53\n(The answer key also says 53.)", "a reported value that agrees"),
    g("q_ok_if_asked_each", "B", "192", "correct", "answer_is",
      TRIP + "If the question asked for each friend's cost, the answer would be $32; it asks for the whole group, so the answer is $192.",
      "another part as a conditional, then the gold"),
    m("q_m_plan_box", "A", "210", "no_answer", "boxed",
      "To count the committees, I would evaluate $\\binom{10}{4}$ and expect to get $\\boxed{210}$ once it is worked out.",
      "a boxed value inside a plan, never evaluated; debatable: the box holds the right value", True),
    m("q_m_example_other_number", "A", "24", "wrong", "boxed",
      "The textbook's example shows that $360$ has $24$ divisors. Our number is $720 = 2^4 \\cdot 3^2 \\cdot 5$, so it has "
      "$5 \\cdot 3 \\cdot 2 = \\boxed{30}$ divisors.", "the gold in a cited example; the model answers for 720"),
    m("q_m_friend_then_mean", "A", "48", "wrong", "boxed",
      "My friend says the answer is $48$ mph, but I think it's the average of the two speeds: "
      "$\\frac{60 + 40}{2} = \\boxed{50}$ mph.", "another person's gold; the model's 50"),
    m("q_m_hypothetical_double_count", "A", G_PROB, "wrong", "boxed",
      "If $15$ were counted once, the probability would be $\\frac{9}{20}$; but it is a multiple of both, so it counts "
      "twice: $P = \\frac{10}{20} = \\boxed{\\frac{1}{2}}$.", "the gold in a counterfactual; the model's 1/2"),
    m("q_m_other_part_area", "A", "17", "wrong", "boxed",
      MRECT + "The diagonal is $17$, but the question asks for the area: $15 \\cdot 8 = \\boxed{120}$.",
      "the gold stated, then the area boxed as the answer"),
    m("q_m_ok_plan_then_do", "B", "210", "correct", "boxed",
      "I would compute $\\binom{10}{4}$. Carrying it out: $\\frac{10 \\cdot 9 \\cdot 8 \\cdot 7}{24} = \\frac{5040}{24} = \\boxed{210}$.",
      "a plan, carried out"),
    m("q_m_ok_classmate_mean", "B", "48", "correct", "boxed",
      "A classmate said $50$ mph, but that averages the speeds instead of dividing the total distance by the total time. "
      + MSPEED + "That is $\\boxed{48}$ mph.", "another person's wrong value first"),
    m("q_m_ok_example_first", "B", "24", "correct", "boxed",
      "For example, $12 = 2^2 \\cdot 3$ has $(2 + 1)(1 + 1) = 6$ divisors. In the same way:\n" + MDIV + "So $360$ has $\\boxed{24}$ divisors.",
      "a worked example with another value first"),
    m("q_m_ok_quoted_problem", "B", G_PROB, "correct", "boxed",
      "> What is the probability that a number chosen at random from 1 to 20 is a multiple of 3 or 5?\n\n"
      + MPROB + "$P = \\boxed{\\frac{9}{20}}$", "the problem quoted first"),
]
# fmt: on

_PLAN = (
    "reject",
    "a plan with the value it expects is no committed final answer (the brief's 'I would compute "
    "... to get N'); README: no final answer is no_answer",
)
DECISIONS = {
    "t_sent_plan": _PLAN,
    "q_plan_would_leave": _PLAN,
    "q_m_plan_box": (
        "reject",
        "a box inside an unexecuted plan ('expect to get') is not a final answer",
    ),
    "u_hash_probably": (
        "reject",
        "'probably' marks a guess, as round 5's 'tentative' (h_hash_tentative); round 2's 'I think' "
        "frames a committed answer, 'probably' withholds the commitment",
    ),
    "u_ok_hash_twelve_fifty": (
        "reject",
        "'twelve fifty' is read $12.50 in price speech as often as 1,250: an ambiguous number phrase "
        "is no exact answer",
    ),
    "u_ok_hash_grand": (
        "accept",
        "'grand' is a thousand, as round 6's 'k' (x_ok_salary_k): 1.25 grand = 1,250",
    ),
    "u_ok_hash_kl": (
        "reject",
        "units are not converted (round 5's u_ok_grams, round 15's u_ok_juice_ml_equal): 6.75 kL is "
        "not read as 6,750 L",
    ),
    "u_ok_hash_score_numeral": (
        "accept",
        "'two score and thirteen' is a number phrase naming 53 (score = 20, as round 14 reads it), "
        "like 'fifty-three'",
    ),
    "u_m_ok_prob_percent_note": (
        "accept",
        "the box holds the gold; '45%' after it restates the same value (round 1's '% is a unit' "
        "concerns a percent given as the answer)",
    ),
    "r_ok_rounded_from_999": (
        "accept",
        "the final stated value is 237; the note names a floating-point artefact, and 236.999... with "
        "repeating nines is 237 exactly (round 5's x_ok_log_repeating_nines)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam18", CASES, [], DECISIONS)
