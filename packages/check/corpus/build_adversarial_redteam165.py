r"""Build adversarial_redteam165.jsonl: round 165 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam165"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam159.py / 161.py / 163.py (structure, docstring, label conventions,
DECISIONS; their Aim paragraphs read to AVOID their shapes) were read; no probe of theirs is copied
(new problems, new golds, new wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B: UNITS
and QUANTITIES around the final value, the way real models write them: rates and compound units
(km/h, km/hr, mph, mi/hr, \mathrm{mi/h}, mpg, mi/gal, $/hour, $/hr, "$18 per hour", wpm, WPM,
words/min, m/s², m/s^2, "meters per second squared"); area and volume (sq ft, ft²,
"square feet", m², \text{ cm}^2, \mbox{ cm}^2, "square units", units^2, in^3, in³, in.^3, "cubic
inches", cm³, L, liters, mL); temperature (°F, °C, ℉, "degrees Fahrenheit",
"degrees Celsius", ^\circ \text{C}, ^{\circ}\mathrm{C}); time (minutes, mins, min, h,
"7 hr 45 min", "7:45"); money ($4.50, 4.50 USD, USD 18, US$141, "4.50 dollars", 450¢,
$141.00, \$7.00, \text{ dollars}); percents vs decimals, fractions and
ratios (62.5 %, 35\%, \text{ percent}, 0.35, 7:20, 9:16, "9 to 16"); counts
with nouns ("294 eggs", "294 (eggs)", "eggs: 294", bold); degrees (^\circ, ^{\circ}, \degree, °,
\text{ degrees}) vs radians (\text{ radians}, \text{ rad}); and conversions stated after the answer
("7.75 hours, or 465 minutes", "120 min, that is, 2 hours", "$4.50 (450 cents)", "80 m (8,000
cm)"), or before it ("465 minutes = 7.75 hours", "60,000 mL, that is, 60 L"). Some probes are
`<think>...</think><answer>...</answer>` completions whose tag holds the value with its unit. Kind
A: the right amount in a unit other than the one asked (minutes for hours, hours for minutes, cents
for dollars, dollars for cents, km/min for km/h, words per hour, square yards, mm², mL or cm³
for liters, liters for cm³, radians for a degree gold, degrees for a radian gold),
another quantity (a total for a rate, a rate for a total, a per-item price for a total, perimeter
for area and area for perimeter, surface for volume, the reciprocal rate, the side ratio for the
area ratio, a subtotal, the given value), conversion slips (15 min as 0.15 h, 7 h 45 min as 7.45 h,
1 hr 15 min as 65 min, ×10 for ×100), rounded values for exact golds, and the gold's own number with
a unit that changes its meaning ("294 dozen", "27 gallons per mile", "24 m/s", "356°C", "80 square
meters of fencing", "54 cm^3", "65 radians", "120 hours", "7 cents", "$141 per ticket"); a few cuts
inside the number or box (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 54 km in 2 h 15 min, km/h -> 24 (0.4 km/min; 24 m/s; 54 km; 2.15 h slip: 25.1); 378 miles on
14 gallons, mpg -> 27 (27 gallons per mile; 378; 1/27 = 0.037; slip 26); 1,260 words in 18 minutes,
wpm -> 70 (4,200 per hour; 1.17 per second; 1,260; slip 72); $342 for 19 hours, dollars per hour ->
18 (342; 1800 cents; $0.30 a minute); 6 pencils at 75¢, dollars -> 4.5 (450¢; $0.75; 4.50 cents); 2
gums at $1.35 + candy $0.90, CENTS asked -> 360 ($3.60; 360 dollars; 270; slip 36); 4 films of 105
min + 3 breaks of 15 min, HOURS asked -> 7.75 (465 minutes; 7.45; 7:45; 465 hours); bake 1 hr 15 min
+ cool 25 min, MINUTES asked -> 100 (1.67 hours; 1.40 hours; 65 + 25 = 90; 100 seconds; 75); 180°C in
°F -> 356 (356°C; 324 without +32; 180°C; (180 - 32) × 5/9 = 82.2); 14 ft by 11 ft carpet, sq ft ->
154 (perimeter 50; 154 / 9 = 17.1 sq yd; 154 square yards; 77); 23 m by 17 m fence, meters -> 80
(area 391; 8,000 cm; 80 square meters); 50 × 30 × 40 cm tank, liters -> 60 (60,000 cm³; 60,000 mL;
60 mL); 45 of 72 seeds, percent -> 62.5 (0.625; 5/8; 37.5%; 5:3); 14 eggs a day for 3 weeks -> 294
(24.5 dozen; 294 dozen; 14 per day; 3 days: 42); 6 tickets at $23.50, dollars -> 141 ($23.50 each;
$141 per ticket; 14,100 cents; slip 131).
MATH: right triangle with legs 9 cm and 12 cm, area in cm² -> 54 (108; hypotenuse 15; 5,400 mm²; 54
cm³; perimeter 36); cube of edge 5 in, cubic inches -> 125 (150 in² surface; 125 ft³; 15); circle of
radius 3 units, area -> 9\pi (6\pi; 28.27; 9; radius 6: 36\pi); triangle with angles 47° and 68°, third
angle -> 65 (115; 13\pi/36 rad; 25; 65 radians); 150° in radians -> \frac{5\pi}{6} (150°; 2.618;
6\pi/5; 5/6; 5\pi/6 degrees); 150 miles in 2.5 hours, mph -> 60 (1 mile per minute; 375; 88 ft/s;
60 × 1.609344 = 96.56 km/h; 150 miles); 0 to 24 m/s in 8 s, m/s² -> 3 (192; 3 m/s; 96 m; 1/3); what
percent of 80 is 28 -> 35 (0.35; 7/20; 28% of 80 = 22.4; 65%; 7:20); similar triangles with sides
3:4, area ratio -> \frac{9}{16} (9:16, 9 to 16 and 0.5625 accepted; 3:4; 16:9; 0.56; 27/64); pipes
filling in 3 h and 6 h together, MINUTES asked -> 120 (2 hours; 270 minutes; 120 hours); 3 notebooks
for $4.20, five cost -> 7 ($1.40; 700 cents; $7.40; 7 cents); diagonal of a 5 cm square -> 5\sqrt{2}
(7.07; 20; 25 cm²; 5\sqrt{2} cm²; 10); -4°F in °C -> -20 (20; -20°F; (-4 + 32) × 5/9 = 15.6);
cylinder r = 5 cm, h = 10 cm, cm³ -> 250\pi (785.4; lateral 100\pi cm²; 0.25\pi L; 50\pi; 1000\pi).

Classes (id prefix): `g_<problem>_<shape>` GSM8K, `m_<problem>_<shape>` MATH; a leading `ok_`
marks kind B. Shapes name the unit form (kmh_hash, mpg, wpm, slash, usd, cent_sign, h_min,
deg_f, sqft, ft2, text_cm2, mbox, units2, circ, degree_cmd, text_rad, ms2, pct, colon, ...), the
conversion placed after or before the answer (kmhr_then_min, then_hour, h_then_min, min_then_h,
dollars_then_cents, cm_after, ml_then_l, tag_paren, tag_then), `tag*` an answer-tag completion
after a think block, or the error (km_min, per_hour, cents, dollars, minutes, hours, per_item,
total, perimeter, area, surface, *_unit for the gold number with a unit that changes its meaning,
slip, misconv, rounded, complement, cut). Kind A: truth wrong / no_answer (cuts); kind B: truth
correct.

Label conventions (corpus/README.md; rounds 155, 157, 159, 161 and 163): the LAST final answer
counts, and THE UNIT ASKED DECIDES. The gold's value in the unit asked is correct however the unit
is written (abbreviation, symbol, glyph, words, \text{}, \mbox{}, \mathrm{}, ^\circ / ^{\circ} /
\degree / ° / "degrees" on a degree gold, "radians" / "rad" on a radian gold, currency sign or code
before or after, trailing .00, a noun or "(noun)" or "noun: N" on a
count, "%" / "percent" on a percent gold, "N:M" / "N to M" for a ratio gold, an exact terminating
decimal for a fraction gold). An answer in the unit asked followed by the same amount in another
unit (in brackets, "or ...", "that is ...", "which is ...", what the rate means over an hour) keeps
the asked value, and an answer that converts into the unit asked last ("465 minutes = 7.75 hours",
"$3.60, which is 360 cents") is correct; an exact value followed by an approximation in brackets is
correct. The same amount given only in another unit than asked is wrong (cents for dollars and
dollars for cents, minutes for hours and hours for minutes, km/min, words per hour or second,
square yards, mm², cm³ or mL for liters, liters for cm³, mph as a mile a minute or ft/s or km/h, °C
for °F, radians for a degree gold, degrees for a radian gold, a decimal or fraction or
ratio for a percent gold, dozens for eggs). The gold's number with a unit that changes its meaning
is wrong ("294 dozen", "24 m/s" for km/h, "27 gallons per mile", "356°C", "80 square meters" for a
fence, "54 cm^3" for an area, "65 radians", "\frac{5\pi}{6}^\circ", "120 hours", "7 cents", "$141
per ticket"). Another quantity (a total for a rate or a rate for a total, a per-item price, a
subtotal, perimeter for area or area for perimeter, surface for volume, the side ratio, the given
value, the complement) is wrong; a rounded value for an exact gold is wrong; a completion cut inside
its number or box is no_answer. Debatable (2, with DECISIONS): `ok_g_films_h_min` ("7 hr 45 min" for
an hours gold 7.75, accepted as in round 163), `g_films_colon` ("7:45" for an hours gold 7.75,
rejected).

Usage: python build_adversarial_redteam165.py
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

# fmt: off
# GSM8K problems: (key, gold, working, think, [(suffix, kind, form, final line(s), note[, debatable]), ...]);
# a final that opens with "<answer>" follows the think block instead of the working; kind A probes
# whose form is "truncated" are no_answer, the other kind A probes wrong.
GPROBS = [
    ("bike", "24",
     "Nadia rides 54 km in 2 hours 15 minutes.\n15 minutes is 15/60 = 0.25 hours, so the ride takes 2.25 hours.\nAverage speed = 54 ÷ 2.25 = 24 km/h.\n",
     "54 km over 2 h 15 min. 2 h 15 min = 2.25 h. 54 / 2.25 = 24. In km per minute that would be 0.4, but the question asks km per hour.\n",
     [
        ("kmh_hash", "B", "hash", "#### 24 km/h", "rate asked in km/h, unit after ####"),
        ("words", "B", "answer_is", "The answer is 24 kilometers per hour.", "unit spelled out"),
        ("kmhr_then_min", "B", "prose_sentence", "Her average speed was 24 km/hr, which is 0.4 km every minute.", "asked unit first, then a conversion to km per minute after it: the answer stays 24 km/h"),
        ("tag", "B", "tag", "<answer>24 km/h</answer>", "answer tag holding value and rate unit"),
        ("km_min", "A", "answer_is", "The answer is 0.4 km/min.", "the same speed in km per minute: not the unit asked (km/h)"),
        ("m_s_unit", "A", "hash", "#### 24 m/s", "the gold number with m/s: 24 m/s is 86.4 km/h, the unit changes the meaning"),
        ("total", "A", "final_answer_phrase", "Final Answer: 54 km", "the distance (a total) for the rate asked"),
        ("slip", "A", "answer_is", "2 h 15 min = 2.15 h, so 54 ÷ 2.15 ≈ 25.1.\nThe answer is 25.1 km/h.", "15 minutes read as 0.15 h: a conversion slip"),
        ("cut", "A", "truncated", "So her average speed is 2", "cut inside the number: no_answer"),
     ]),
    ("mpg", "27",
     "The car goes 378 miles on 14 gallons of gas.\nMiles per gallon = 378 ÷ 14 = 27.\n",
     "378 / 14. 14 * 27 = 378. So 27 miles per gallon.\n",
     [
        ("mpg", "B", "answer_is", "The answer is 27 mpg.", "'mpg' abbreviation"),
        ("words", "B", "hash", "#### 27 miles per gallon", "unit spelled out after ####"),
        ("mi_gal", "B", "final_answer_phrase", "Final Answer: 27 mi/gal", "slash unit"),
        ("tag", "B", "tag", "<answer>27 miles/gallon</answer>", "answer tag with miles/gallon"),
        ("inverted", "A", "answer_is", "The answer is 27 gallons per mile.", "the gold number with the rate inverted: 27 gallons per mile is another quantity"),
        ("total", "A", "hash", "#### 378 miles", "the total distance for the rate"),
        ("reciprocal", "A", "answer_is", "The car uses 1/27 ≈ 0.037 gallons per mile.\nThe answer is 0.037.", "the reciprocal rate (gallons per mile), rounded"),
        ("slip", "A", "final_answer_phrase", "378 ÷ 14 = 26 (since 14 × 26 = 378).\nFinal Answer: 26 mpg", "division slip (14 × 26 = 364)"),
     ]),
    ("wpm", "70",
     "Priya typed 1,260 words in 18 minutes.\nWords per minute = 1,260 ÷ 18 = 70.\n",
     "1260 / 18 = 70. Check: 18 * 70 = 1260. 70 words per minute.\n",
     [
        ("wpm", "B", "answer_is", "The answer is 70 wpm.", "'wpm' abbreviation"),
        ("words", "B", "hash", "#### 70 words per minute", "unit spelled out after ####"),
        ("caps", "B", "final_answer_phrase", "Final Answer: 70 WPM", "capitalised WPM"),
        ("then_hour", "B", "prose_sentence", "Priya types 70 words per minute, so in an hour she would type 4,200 words.", "rate asked first, then what it means over an hour: the answer stays 70 wpm"),
        ("tag", "B", "tag", "<answer>70 words/min</answer>", "answer tag with words/min"),
        ("per_hour", "A", "answer_is", "The answer is 4,200 words per hour.", "the same rate per hour: not the unit asked"),
        ("per_sec", "A", "hash", "#### 1.17 words per second", "per second and rounded: another unit"),
        ("total", "A", "answer_is", "The answer is 1,260 words.", "the total typed for the rate asked"),
        ("slip", "A", "final_answer_phrase", "1,260 ÷ 18 = 72.\nFinal Answer: 72 words per minute", "division slip"),
        ("tag_sec", "A", "tag", "<answer>70 words per second</answer>", "the gold number per second: the unit changes the meaning"),
     ]),
    ("wage", "18",
     "Omar earned $342 for 19 hours of work.\nHourly rate = $342 ÷ 19 = $18 per hour.\n",
     "342 / 19 = 18, since 19 * 18 = 342. So $18 an hour.\n",
     [
        ("slash", "B", "hash", "#### $18/hour", "dollar sign and /hour after ####"),
        ("per_hour", "B", "answer_is", "The answer is $18 per hour.", "'$18 per hour'"),
        ("usd", "B", "final_answer_phrase", "Final Answer: USD 18 per hour", "currency code before the number"),
        ("tag", "B", "tag", "<answer>$18/hr</answer>", "answer tag with $/hr"),
        ("total", "A", "answer_is", "The answer is $342.", "the total pay for the rate asked"),
        ("cents", "A", "hash", "#### 1800 cents per hour", "cents for dollars"),
        ("per_min", "A", "answer_is", "The answer is $0.30 per minute.", "the same rate per minute: not the unit asked"),
        ("cut", "A", "truncated", "The answer is $1", "cut inside the number: no_answer"),
     ]),
    ("pencil", "4.5",
     "Each pencil costs 75¢ = $0.75.\nSix pencils cost 6 × $0.75 = $4.50.\n",
     "75 cents times 6 = 450 cents = $4.50. Dollars asked.\n",
     [
        ("dollars", "B", "hash", "#### $4.50", "dollars with cents digits"),
        ("usd_after", "B", "answer_is", "The answer is 4.50 USD.", "currency code after the number"),
        ("dollars_word", "B", "final_answer_phrase", "Final Answer: 4.50 dollars", "'4.50 dollars'"),
        ("tag_paren", "B", "tag", "<answer>$4.50 (450 cents)</answer>", "dollars asked, then the same amount in cents in brackets"),
        ("cent_sign", "A", "answer_is", "The answer is 450¢.", "cents for the dollars asked"),
        ("cents", "A", "hash", "#### 450 cents", "cents for the dollars asked"),
        ("per_item", "A", "answer_is", "The answer is $0.75.", "the price of one pencil for the total"),
        ("cents_unit", "A", "final_answer_phrase", "Final Answer: 4.50 cents", "the gold number in cents: the unit changes the meaning"),
     ]),
    ("gum", "360",
     "Two packs of gum cost 2 × $1.35 = $2.70.\nAdding the candy bar: $2.70 + $0.90 = $3.60.\nIn cents that is 360 cents.\n",
     "2 * 1.35 = 2.70, plus 0.90 = 3.60 dollars. The question asks cents: 360.\n",
     [
        ("cents", "B", "answer_is", "The answer is 360 cents.", "cents asked"),
        ("cent_sign", "B", "hash", "#### 360¢", "cent sign"),
        ("dollars_then_cents", "B", "prose_sentence", "Leo spends $3.60, which is 360 cents.", "dollars, then the amount in the cents asked, last"),
        ("cents_then_dollars", "B", "final_answer_phrase", "Final Answer: 360 cents ($3.60)", "cents asked, the dollar amount in brackets after"),
        ("tag", "B", "tag", "<answer>360 cents</answer>", "answer tag"),
        ("dollars", "A", "answer_is", "The answer is $3.60.", "dollars for the cents asked"),
        ("dollars_unit", "A", "hash", "#### 360 dollars", "the gold number in dollars: the unit changes the meaning"),
        ("subtotal", "A", "answer_is", "The answer is 270 cents.", "the gum only (subtotal)"),
        ("tag_dollars", "A", "tag", "<answer>3.60 dollars</answer>", "dollars for the cents asked, in a tag"),
        ("slip", "A", "final_answer_phrase", "$3.60 = 36 cents.\nFinal Answer: 36 cents", "conversion slip (×10 instead of ×100)"),
     ]),
    ("films", "7.75",
     "Four films of 105 minutes each: 4 × 105 = 420 minutes.\nThree 15-minute breaks: 3 × 15 = 45 minutes.\nTotal: 420 + 45 = 465 minutes = 465 ÷ 60 = 7.75 hours.\n",
     "4 * 105 = 420, plus 45 for breaks = 465 min. Divided by 60: 7.75 hours. Hours asked.\n",
     [
        ("hours", "B", "answer_is", "The answer is 7.75 hours.", "hours asked"),
        ("h_then_min", "B", "prose_sentence", "The marathon lasts 7.75 hours, or 465 minutes.", "hours asked, then the same duration in minutes after it"),
        ("min_then_h", "B", "final_answer_phrase", "Final Answer: 465 minutes = 7.75 hours", "minutes, then the hours asked, last"),
        ("tag", "B", "tag", "<answer>7.75 h</answer>", "answer tag with 'h'"),
        ("h_min", "B", "answer_is", "The answer is 7 hr 45 min.", "debatable: 7 hr 45 min is exactly 7.75 hours, a mixed hours-and-minutes form of the hours asked (see DECISIONS)", True),
        ("minutes", "A", "answer_is", "The answer is 465 minutes.", "minutes for the hours asked"),
        ("misconv", "A", "hash", "#### 7.45 hours", "7 h 45 min misread as 7.45 hours"),
        ("colon", "A", "answer_is", "The answer is 7:45.", "debatable: an h:mm clock notation, not a number of hours; read as a number it is not 7.75 (see DECISIONS)", True),
        ("tag_hours_unit", "A", "tag", "<answer>465 hours</answer>", "the minute count labelled hours: the unit changes the meaning"),
        ("cut", "A", "truncated", "Converting to hours: 465 ÷ 60 =", "cut before the value: no_answer"),
     ]),
    ("bake", "100",
     "Baking takes 1 hr 15 min = 75 minutes.\nCooling takes 25 minutes.\nTotal: 75 + 25 = 100 minutes.\n",
     "1 hr 15 min is 75 min. Plus 25 = 100 minutes. That's 1 h 40 min, but minutes are asked.\n",
     [
        ("min", "B", "answer_is", "The answer is 100 minutes.", "minutes asked"),
        ("mins", "B", "hash", "#### 100 mins", "'mins'"),
        ("min_abbrev", "B", "final_answer_phrase", "Final Answer: 100 min", "'min'"),
        ("with_h", "B", "prose_sentence", "It takes 100 minutes in all (1 hour 40 minutes).", "minutes asked, the same duration in hours and minutes in brackets"),
        ("tag", "B", "tag", "<answer>100 minutes</answer>", "answer tag"),
        ("hours", "A", "answer_is", "The answer is 1.67 hours.", "hours (rounded) for the minutes asked"),
        ("h_decimal", "A", "hash", "#### 1.40 hours", "1 h 40 min misread as 1.40 hours"),
        ("sixty_five", "A", "final_answer_phrase", "1 hr 15 min = 65 min, so 65 + 25 = 90.\nFinal Answer: 90 minutes", "1 hr 15 min converted as 65 minutes"),
        ("seconds", "A", "answer_is", "The answer is 100 seconds.", "the gold number in seconds: the unit changes the meaning"),
        ("tag_bake_only", "A", "tag", "<answer>75 minutes</answer>", "baking time only (subtotal)"),
     ]),
    ("oven", "356",
     "To convert 180°C to Fahrenheit: F = 180 × 9/5 + 32 = 324 + 32 = 356.\n",
     "180 * 1.8 = 324, plus 32 = 356 F.\n",
     [
        ("deg_f", "B", "answer_is", "The answer is 356°F.", "°F"),
        ("words", "B", "hash", "#### 356 degrees Fahrenheit", "'degrees Fahrenheit'"),
        ("glyph", "B", "prose_sentence", "The oven should be set to 356 ℉.", "the ℉ glyph"),
        ("tag", "B", "tag", "<answer>356 °F</answer>", "answer tag"),
        ("deg_c", "A", "answer_is", "The answer is 356°C.", "the gold number in °C: the unit changes the meaning"),
        ("no_32", "A", "hash", "#### 324°F", "+32 forgotten"),
        ("given", "A", "final_answer_phrase", "Final Answer: 180°C", "the given temperature"),
        ("inverse", "A", "answer_is", "(180 − 32) × 5/9 ≈ 82.2\nThe answer is 82.2°F.", "the Fahrenheit-to-Celsius formula applied the wrong way"),
     ]),
    ("carpet", "154",
     "The room is 14 ft by 11 ft.\nArea = 14 × 11 = 154 square feet.\n",
     "14 * 11 = 154 sq ft. The perimeter would be 50 ft, not asked.\n",
     [
        ("sqft", "B", "answer_is", "The answer is 154 sq ft.", "'sq ft'"),
        ("ft2", "B", "hash", "#### 154 ft²", "ft² with a superscript glyph"),
        ("square_feet", "B", "final_answer_phrase", "Final Answer: 154 square feet", "'square feet'"),
        ("tag", "B", "tag", "<answer>154 square feet</answer>", "answer tag"),
        ("perimeter", "A", "answer_is", "The answer is 50 ft.", "perimeter for the area asked"),
        ("sqyd", "A", "hash", "#### 17.1 sq yd", "square yards (rounded) for the square feet asked"),
        ("sqyd_unit", "A", "final_answer_phrase", "Final Answer: 154 square yards", "the gold number in square yards: the unit changes the meaning"),
        ("half", "A", "answer_is", "The answer is 77 sq ft.", "half the area"),
     ]),
    ("fence", "80",
     "The garden is 23 m by 17 m.\nPerimeter = 2 × (23 + 17) = 2 × 40 = 80 meters.\n",
     "2 * (23 + 17) = 80 m of fence. The area, 391 m², is not asked.\n",
     [
        ("m", "B", "hash", "#### 80 m", "'m' after ####"),
        ("metres", "B", "answer_is", "The answer is 80 metres of fencing.", "British spelling with the noun"),
        ("cm_after", "B", "final_answer_phrase", "Final Answer: 80 m (8,000 cm)", "meters asked, centimeters in brackets after"),
        ("tag", "B", "tag", "<answer>80 meters</answer>", "answer tag"),
        ("area", "A", "answer_is", "The answer is 391 m².", "area for the perimeter asked"),
        ("cm", "A", "answer_is", "The answer is 8,000 cm.", "centimeters for the meters asked"),
        ("sq", "A", "prose_sentence", "Kai needs 80 square meters of fencing.", "the gold number as an area: the unit changes the meaning"),
        ("tag_area", "A", "tag", "<answer>391 square meters</answer>", "area in a tag"),
     ]),
    ("tank", "60",
     "Volume = 50 × 30 × 40 = 60,000 cm³.\nSince 1 liter = 1,000 cm³, that is 60,000 ÷ 1,000 = 60 liters.\n",
     "50 * 30 = 1500, times 40 = 60000 cm^3 = 60 L. Liters asked.\n",
     [
        ("l", "B", "hash", "#### 60 L", "'L'"),
        ("ml_then_l", "B", "prose_sentence", "The tank holds 60,000 mL, that is, 60 L of water.", "milliliters, then the liters asked, last"),
        ("l_then_cc", "B", "answer_is", "The answer is 60 L (60,000 cm³).", "liters asked, cm³ in brackets after"),
        ("tag", "B", "tag", "<answer>60 liters</answer>", "answer tag"),
        ("cm3", "A", "answer_is", "The answer is 60,000 cm³.", "cubic centimeters for the liters asked"),
        ("ml", "A", "hash", "#### 60000 mL", "milliliters for the liters asked"),
        ("ml_unit", "A", "answer_is", "The answer is 60 mL.", "the gold number in mL: the unit changes the meaning"),
        ("tag_cc", "A", "tag", "<answer>60000 cubic centimeters</answer>", "cm³ for the liters asked, in a tag"),
     ]),
    ("seeds", "62.5",
     "45 of the 72 seeds sprouted.\n45 ÷ 72 = 0.625 = 62.5%.\n",
     "45/72 = 5/8 = 0.625, so 62.5%.\n",
     [
        ("pct", "B", "hash", "#### 62.5%", "percent sign"),
        ("percent", "B", "answer_is", "The answer is 62.5 percent.", "'percent'"),
        ("space_pct", "B", "final_answer_phrase", "Final Answer: 62.5 %", "space before %"),
        ("tag", "B", "tag", "<answer>62.5%</answer>", "answer tag"),
        ("decimal", "A", "answer_is", "The answer is 0.625.", "the decimal fraction for the percent asked"),
        ("fraction", "A", "hash", "#### 5/8", "the fraction for the percent asked"),
        ("complement", "A", "final_answer_phrase", "Final Answer: 37.5%", "the seeds that did not sprout"),
        ("ratio", "A", "prose_sentence", "The ratio of sprouted to unsprouted seeds is 5:3.", "a ratio (another quantity) for the percent asked"),
     ]),
    ("eggs", "294",
     "The hens lay 14 eggs a day.\nThree weeks is 3 × 7 = 21 days.\n14 × 21 = 294 eggs.\n",
     "14 a day for 21 days: 294 eggs. That's 24.5 dozen, but eggs are asked.\n",
     [
        ("eggs", "B", "answer_is", "The answer is 294 eggs.", "count with its noun"),
        ("paren", "B", "hash", "#### 294 (eggs)", "noun in brackets"),
        ("label", "B", "bare_last_line", "eggs: 294", "'eggs: 294' label line"),
        ("bold", "B", "answer_is", "The answer is **294 eggs**.", "bold count with noun"),
        ("tag", "B", "tag", "<answer>294 eggs</answer>", "answer tag"),
        ("dozen", "A", "hash", "#### 24.5 dozen", "dozens for the eggs asked"),
        ("dozen_unit", "A", "answer_is", "The answer is 294 dozen.", "the gold number in dozens: 3,528 eggs"),
        ("per_day", "A", "final_answer_phrase", "Final Answer: 14 eggs per day", "the daily rate for the total"),
        ("days", "A", "answer_is", "14 × 3 = 42.\nThe answer is 42 eggs.", "three weeks read as three days"),
     ]),
    ("tickets", "141",
     "Each ticket costs $23.50.\n6 × $23.50 = $141.\n",
     "6 * 23.50 = 141 dollars in total.\n",
     [
        ("dollars", "B", "answer_is", "The answer is $141.", "dollar sign"),
        ("cents00", "B", "hash", "#### $141.00", "trailing .00"),
        ("us", "B", "prose_sentence", "The family pays US$141 in total.", "'US$'"),
        ("each_then_total", "B", "prose_sentence", "Each ticket is $23.50, so the total is $141.", "per-ticket price first, total last"),
        ("per_item", "A", "answer_is", "The answer is $23.50 each.", "the per-ticket price for the total"),
        ("per_ticket", "A", "hash", "#### $141 per ticket", "the total labelled per ticket: the unit changes the meaning"),
        ("cents", "A", "final_answer_phrase", "Final Answer: 14,100 cents", "cents for the dollars asked"),
        ("slip", "A", "answer_is", "6 × 23.50 = 131.\nThe answer is $131.", "multiplication slip"),
     ]),
]
# fmt: on


# fmt: off
MPROBS = [
    ("tri", "54",
     "The legs are 9 cm and 12 cm, so the area is $\\frac{1}{2} \\cdot 9 \\cdot 12 = 54$ square centimeters.\n\n",
     "Right triangle, legs 9 and 12. Area = 9 * 12 / 2 = 54 cm^2. Hypotenuse 15 and perimeter 36 are not asked.\n",
     [
        ("text_cm2", "B", "boxed", "$\\boxed{54 \\text{ cm}^2}$", "\\text{ cm}^2 in the box"),
        ("mbox", "B", "boxed", "$\\boxed{54 \\mbox{ cm}^2}$", "\\mbox{ cm}^2 in the box"),
        ("minerva_words", "B", "minerva", "Final Answer: The final answer is $54\\text{ square centimeters}$. I hope it is correct.", "'square centimeters' in \\text{} in a Minerva line"),
        ("glyph", "B", "prose_sentence", "Therefore, the area of the triangle is 54 cm².", "cm² glyph in prose"),
        ("tag", "B", "tag", "<answer>\\boxed{54 \\text{ cm}^2}</answer>", "boxed value with unit inside an answer tag"),
        ("no_half", "A", "boxed", "$\\boxed{108 \\text{ cm}^2}$", "the 1/2 forgotten"),
        ("hyp", "A", "boxed", "$\\boxed{15 \\text{ cm}}$", "the hypotenuse for the area"),
        ("mm2", "A", "boxed", "$\\boxed{5400 \\text{ mm}^2}$", "square millimeters for the square centimeters asked"),
        ("cm3", "A", "boxed", "$\\boxed{54 \\text{ cm}^3}$", "the gold number as a volume: the unit changes the meaning"),
        ("perim", "A", "answer_heading", "# Answer\n\n36 cm", "the perimeter for the area"),
     ]),
    ("cube", "125",
     "A cube with edge 5 inches has volume $5^3 = 125$ cubic inches.\n\n",
     "Volume of a cube = s^3 = 125 in^3. Surface area would be 6 * 25 = 150.\n",
     [
        ("in3", "B", "boxed", "$\\boxed{125 \\text{ in}^3}$", "\\text{ in}^3"),
        ("cubic_inches", "B", "boxed", "$\\boxed{125\\text{ cubic inches}}$", "'cubic inches' in \\text{}"),
        ("in_dot", "B", "answer_heading", "# Answer\n\n125 in.$^3$", "'in.^3' under a # Answer heading"),
        ("tag", "B", "tag", "<answer>125 in³</answer>", "in³ glyph in a tag"),
        ("surface", "A", "boxed", "$\\boxed{150 \\text{ in}^2}$", "surface area for the volume"),
        ("ft3", "A", "boxed", "$\\boxed{125 \\text{ ft}^3}$", "the gold number in cubic feet: the unit changes the meaning"),
        ("triple", "A", "answer_is", "The answer is 15 cubic inches.", "3 × 5 instead of 5^3"),
        ("cut", "A", "truncated", "$\\boxed{12", "cut inside the box: no_answer"),
     ]),
    ("circ", "9\\pi",
     "With radius 3 units, the area is $\\pi r^2 = \\pi \\cdot 3^2 = 9\\pi$ square units.\n\n",
     "Area = pi r^2 = 9 pi. Circumference would be 6 pi.\n",
     [
        ("sq_units", "B", "boxed", "$\\boxed{9\\pi \\text{ square units}}$", "'square units' in \\text{}"),
        ("units2", "B", "boxed", "$\\boxed{9\\pi\\text{ units}^2}$", "units^2"),
        ("mbox", "B", "minerva", "Final Answer: The final answer is $9\\pi \\mbox{ sq units}$. I hope it is correct.", "\\mbox{ sq units}"),
        ("tag", "B", "tag", "<answer>9π square units</answer>", "π glyph with 'square units' in a tag"),
        ("circumf", "A", "boxed", "$\\boxed{6\\pi \\text{ units}}$", "circumference for the area"),
        ("rounded", "A", "boxed", "$\\boxed{28.27 \\text{ square units}}$", "rounded decimal for an exact gold"),
        ("no_pi", "A", "boxed", "$\\boxed{9 \\text{ square units}}$", "π dropped"),
        ("diam", "A", "boxed", "$\\boxed{36\\pi \\text{ units}^2}$", "radius 6 used"),
     ]),
    ("angle", "65",
     "The angles of a triangle sum to $180^\\circ$, so the third angle is $180^\\circ - 47^\\circ - 68^\\circ = 65^\\circ$.\n\n",
     "180 - 47 - 68 = 65 degrees.\n",
     [
        ("circ", "B", "boxed", "$\\boxed{65^\\circ}$", "^\\circ"),
        ("circ_brace", "B", "boxed", "$\\boxed{65^{\\circ}}$", "^{\\circ}"),
        ("degree_cmd", "B", "boxed", "$\\boxed{65\\degree}$", "\\degree"),
        ("glyph", "B", "answer_is", "The answer is 65°.", "° glyph"),
        ("text_deg", "B", "minerva", "Final Answer: The final answer is $65 \\text{ degrees}$. I hope it is correct.", "'degrees' in \\text{}"),
        ("tag", "B", "tag", "<answer>65 degrees</answer>", "'degrees' in a tag"),
        ("sum", "A", "boxed", "$\\boxed{115^\\circ}$", "the sum of the two given angles"),
        ("rad", "A", "boxed", "$\\boxed{\\frac{13\\pi}{36}}$", "radians for a degree gold"),
        ("complement", "A", "boxed", "$\\boxed{25^\\circ}$", "the complement of the answer"),
        ("radians_unit", "A", "boxed", "$\\boxed{65 \\text{ radians}}$", "the gold number in radians: the unit changes the meaning"),
        ("tag_rad", "A", "tag", "<answer>13π/36 rad</answer>", "radians for a degree gold, in a tag"),
     ]),
    ("torad", "\\frac{5\\pi}{6}",
     "Multiply by $\\frac{\\pi}{180^\\circ}$: $150^\\circ \\cdot \\frac{\\pi}{180^\\circ} = \\frac{150\\pi}{180} = \\frac{5\\pi}{6}$.\n\n",
     "150 * pi / 180 = 5 pi / 6. About 2.618 rad.\n",
     [
        ("text_rad", "B", "boxed", "$\\boxed{\\frac{5\\pi}{6} \\text{ radians}}$", "'radians' in \\text{}"),
        ("rad_abbrev", "B", "boxed", "$\\boxed{\\frac{5\\pi}{6}\\text{ rad}}$", "'rad'"),
        ("slash", "B", "minerva", "Final Answer: The final answer is $5\\pi/6$ radians. I hope it is correct.", "slash form, 'radians' outside the math"),
        ("tag", "B", "tag", "<answer>\\frac{5\\pi}{6}</answer>", "LaTeX fraction in a tag"),
        ("degrees", "A", "boxed", "$\\boxed{150^\\circ}$", "degrees for the radians asked"),
        ("rounded", "A", "boxed", "$\\boxed{2.618 \\text{ rad}}$", "rounded decimal for an exact gold"),
        ("inverted", "A", "boxed", "$\\boxed{\\frac{6\\pi}{5}}$", "fraction inverted"),
        ("no_pi", "A", "boxed", "$\\boxed{\\frac{5}{6} \\text{ radians}}$", "π dropped"),
        ("deg_unit", "A", "boxed", "$\\boxed{\\frac{5\\pi}{6}^\\circ}$", "the gold value in degrees: the unit changes the meaning"),
     ]),
    ("train", "60",
     "Average speed is distance over time: $\\frac{150 \\text{ miles}}{2.5 \\text{ hours}} = 60$ miles per hour.\n\n",
     "150 / 2.5 = 60 mph. That is a mile a minute.\n",
     [
        ("mph", "B", "boxed", "$\\boxed{60 \\text{ mph}}$", "'mph'"),
        ("words", "B", "boxed", "$\\boxed{60\\text{ miles per hour}}$", "'miles per hour'"),
        ("mihr", "B", "boxed", "$\\boxed{60 \\text{ mi/hr}}$", "'mi/hr'"),
        ("mathrm", "B", "minerva", "Final Answer: The final answer is $60\\,\\mathrm{mi/h}$. I hope it is correct.", "\\mathrm{mi/h}"),
        ("tag_then", "B", "tag", "<answer>60 mph (one mile per minute)</answer>", "mph asked, then the same speed per minute in brackets"),
        ("per_min", "A", "boxed", "$\\boxed{1 \\text{ mile per minute}}$", "the same speed per minute: not the unit asked"),
        ("product", "A", "boxed", "$\\boxed{375}$", "distance times time"),
        ("fts", "A", "boxed", "$\\boxed{88 \\text{ ft/s}}$", "feet per second for the mph asked"),
        ("kmh", "A", "answer_is", "The answer is 96.56 km/h.", "km/h (rounded) for the mph asked"),
        ("tag_total", "A", "tag", "<answer>150 miles</answer>", "the distance (a total) for the rate"),
     ]),
    ("accel", "3",
     "Acceleration is the change in velocity over time: $a = \\frac{24 - 0}{8} = 3$ meters per second squared.\n\n",
     "From 0 to 24 m/s in 8 s: a = 24/8 = 3 m/s^2.\n",
     [
        ("ms2", "B", "boxed", "$\\boxed{3 \\text{ m/s}^2}$", "\\text{ m/s}^2"),
        ("mathrm", "B", "boxed", "$\\boxed{3\\,\\mathrm{m}/\\mathrm{s}^2}$", "\\mathrm{m}/\\mathrm{s}^2"),
        ("glyph", "B", "answer_is", "The answer is 3 m/s².", "m/s² glyph"),
        ("words", "B", "minerva", "Final Answer: The final answer is $3 \\text{ meters per second squared}$. I hope it is correct.", "unit spelled out"),
        ("tag", "B", "tag", "<answer>3 m/s^2</answer>", "caret unit in a tag"),
        ("product", "A", "boxed", "$\\boxed{192}$", "velocity times time"),
        ("speed_unit", "A", "boxed", "$\\boxed{3 \\text{ m/s}}$", "the gold number as a speed: the unit changes the meaning"),
        ("distance", "A", "boxed", "$\\boxed{96 \\text{ m}}$", "the distance covered"),
        ("inverted", "A", "boxed", "$\\boxed{\\frac{1}{3} \\text{ m/s}^2}$", "time over velocity"),
        ("cut", "A", "truncated", "So $a = \\frac{24}{", "cut inside the fraction: no_answer"),
     ]),
    ("pct", "35",
     "$\\frac{28}{80} = 0.35$, and $0.35 = 35\\%$.\n\n",
     "28 / 80 = 0.35 = 35 percent.\n",
     [
        ("pct", "B", "boxed", "$\\boxed{35\\%}$", "\\%"),
        ("pct_space", "B", "boxed", "$\\boxed{35 \\%}$", "space before \\%"),
        ("text_pct", "B", "boxed", "$\\boxed{35\\text{ percent}}$", "'percent' in \\text{}"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is $35\\%$. I hope it is correct.", "Minerva line with \\%"),
        ("tag", "B", "tag", "<answer>35%</answer>", "percent in a tag"),
        ("decimal", "A", "boxed", "$\\boxed{0.35}$", "the decimal for the percent asked"),
        ("fraction", "A", "boxed", "$\\boxed{\\frac{7}{20}}$", "the fraction for the percent asked"),
        ("other_q", "A", "boxed", "$\\boxed{22.4}$", "28% of 80 computed instead"),
        ("complement", "A", "boxed", "$\\boxed{65\\%}$", "the complement"),
        ("ratio", "A", "answer_is", "The answer is 7:20.", "a ratio for the percent asked"),
     ]),
    ("sim", "\\frac{9}{16}",
     "The ratio of the areas of similar figures is the square of the ratio of corresponding sides: $\\left(\\frac{3}{4}\\right)^2 = \\frac{9}{16}$.\n\n",
     "Sides 3:4, areas (3/4)^2 = 9/16.\n",
     [
        ("colon", "B", "boxed", "$\\boxed{9:16}$", "the ratio asked written with a colon"),
        ("to", "B", "answer_is", "The answer is 9 to 16.", "'9 to 16'"),
        ("decimal", "B", "boxed", "$\\boxed{0.5625}$", "exact terminating decimal equal to 9/16"),
        ("tag", "B", "tag", "<answer>\\frac{9}{16}</answer>", "fraction in a tag"),
        ("sides", "A", "boxed", "$\\boxed{3:4}$", "the side ratio for the area ratio"),
        ("inverted", "A", "boxed", "$\\boxed{16:9}$", "ratio inverted"),
        ("rounded", "A", "boxed", "$\\boxed{0.56}$", "rounded decimal for an exact gold"),
        ("cubed", "A", "boxed", "$\\boxed{\\frac{27}{64}}$", "cubed (a volume ratio)"),
     ]),
    ("pipes", "120",
     "Pipe A fills $\\frac13$ of the tank per hour and pipe B $\\frac16$; together $\\frac13 + \\frac16 = \\frac12$ tank per hour, so the tank fills in 2 hours, which is $2 \\cdot 60 = 120$ minutes.\n\n",
     "Rates 1/3 + 1/6 = 1/2 per hour, so 2 hours. Minutes asked: 120.\n",
     [
        ("text_min", "B", "boxed", "$\\boxed{120 \\text{ minutes}}$", "'minutes' in \\text{}"),
        ("min_then_h", "B", "boxed", "$\\boxed{120\\text{ min}}$, that is, 2 hours.", "minutes asked in the box, the same time in hours after it"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is $120$ minutes. I hope it is correct.", "unit outside the math"),
        ("tag", "B", "tag", "<answer>120 min</answer>", "'min' in a tag"),
        ("hours", "A", "boxed", "$\\boxed{2 \\text{ hours}}$", "hours for the minutes asked"),
        ("bare_two", "A", "boxed", "$\\boxed{2}$", "the hour count, bare"),
        ("avg", "A", "boxed", "$\\boxed{270 \\text{ minutes}}$", "the two times averaged"),
        ("hours_unit", "A", "boxed", "$\\boxed{120 \\text{ hours}}$", "the gold number in hours: the unit changes the meaning"),
        ("tag_h", "A", "tag", "<answer>2 h</answer>", "hours for the minutes asked, in a tag"),
     ]),
    ("note", "7",
     "One notebook costs $\\frac{\\$4.20}{3} = \\$1.40$, so five cost $5 \\cdot \\$1.40 = \\$7.00$.\n\n",
     "4.20 / 3 = 1.40 each. 5 * 1.40 = 7 dollars.\n",
     [
        ("dollar", "B", "boxed", "$\\boxed{\\$7}$", "\\$ in the box"),
        ("cents00", "B", "boxed", "$\\boxed{\\$7.00}$", "\\$7.00"),
        ("text_dollars", "B", "boxed", "$\\boxed{7 \\text{ dollars}}$", "'dollars' in \\text{}"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is \\$7.00. I hope it is correct.", "\\$7.00 outside math mode"),
        ("tag", "B", "tag", "<answer>$7</answer>", "dollar sign in a tag"),
        ("per_item", "A", "boxed", "$\\boxed{\\$1.40}$", "the price of one notebook for the total"),
        ("cents", "A", "boxed", "$\\boxed{700 \\text{ cents}}$", "cents for the dollars asked"),
        ("slip", "A", "boxed", "$\\boxed{\\$7.40}$", "arithmetic slip"),
        ("cents_unit", "A", "boxed", "$\\boxed{7 \\text{ cents}}$", "the gold number in cents: the unit changes the meaning"),
     ]),
    ("diag", "5\\sqrt{2}",
     "The diagonal of a square with side 5 cm is $\\sqrt{5^2 + 5^2} = \\sqrt{50} = 5\\sqrt{2}$ cm.\n\n",
     "d = s sqrt 2 = 5 sqrt 2 cm, about 7.07 cm.\n",
     [
        ("text", "B", "boxed", "$\\boxed{5\\sqrt{2}\\text{ cm}}$", "\\text{ cm}"),
        ("mbox", "B", "boxed", "$\\boxed{5\\sqrt 2 \\mbox{ cm}}$", "\\sqrt 2 without braces, \\mbox{ cm}"),
        ("words", "B", "minerva", "Final Answer: The final answer is $5\\sqrt{2}$ centimeters. I hope it is correct.", "'centimeters' outside the math"),
        ("tag", "B", "tag", "<answer>5√2 cm</answer>", "√ glyph in a tag"),
        ("rounded", "A", "boxed", "$\\boxed{7.07\\text{ cm}}$", "rounded decimal for an exact gold"),
        ("perim", "A", "boxed", "$\\boxed{20 \\text{ cm}}$", "the perimeter"),
        ("area", "A", "boxed", "$\\boxed{25 \\text{ cm}^2}$", "the area"),
        ("sq_unit", "A", "boxed", "$\\boxed{5\\sqrt{2} \\text{ cm}^2}$", "the gold value as an area: the unit changes the meaning"),
        ("ten", "A", "boxed", "$\\boxed{10\\text{ cm}}$", "sides added instead of the Pythagorean theorem"),
     ]),
    ("cel", "-20",
     "Using $C = \\frac{5}{9}(F - 32)$: $C = \\frac{5}{9}(-4 - 32) = \\frac{5}{9}(-36) = -20$.\n\n",
     "(-4 - 32) = -36, times 5/9 = -20 C.\n",
     [
        ("circ_c", "B", "boxed", "$\\boxed{-20^\\circ \\text{C}}$", "^\\circ \\text{C}"),
        ("mathrm", "B", "boxed", "$\\boxed{-20^{\\circ}\\mathrm{C}}$", "^{\\circ}\\mathrm{C}"),
        ("words", "B", "minerva", "Final Answer: The final answer is $-20$ degrees Celsius. I hope it is correct.", "'degrees Celsius' outside the math"),
        ("glyph", "B", "answer_is", "The answer is −20 °C.", "Unicode minus and °C"),
        ("tag", "B", "tag", "<answer>-20 °C</answer>", "°C in a tag"),
        ("sign", "A", "boxed", "$\\boxed{20^\\circ \\text{C}}$", "sign lost"),
        ("f_unit", "A", "boxed", "$\\boxed{-20^\\circ \\text{F}}$", "the gold number in °F: the unit changes the meaning"),
        ("plus32", "A", "boxed", "$\\boxed{15.6^\\circ\\text{C}}$", "32 added instead of subtracted, rounded"),
        ("cut", "A", "truncated", "$\\boxed{-2", "cut inside the box: no_answer"),
     ]),
    ("cyl", "250\\pi",
     "The volume is $\\pi r^2 h = \\pi \\cdot 5^2 \\cdot 10 = 250\\pi$ cubic centimeters.\n\n",
     "pi * 25 * 10 = 250 pi cm^3. About 785.4.\n",
     [
        ("cm3", "B", "boxed", "$\\boxed{250\\pi \\text{ cm}^3}$", "\\text{ cm}^3"),
        ("cubic_cm", "B", "boxed", "$\\boxed{250\\pi\\text{ cubic centimeters}}$", "'cubic centimeters'"),
        ("mbox", "B", "minerva", "Final Answer: The final answer is $250\\pi \\mbox{ cm}^3$. I hope it is correct.", "\\mbox{ cm}^3"),
        ("approx", "B", "answer_is", "The answer is 250π cm³ (about 785.4 cm³).", "exact value, then an approximation in brackets"),
        ("tag", "B", "tag", "<answer>250\\pi\\ \\text{cm}^3</answer>", "LaTeX value and unit in a tag"),
        ("rounded", "A", "boxed", "$\\boxed{785.4 \\text{ cm}^3}$", "rounded decimal for an exact gold"),
        ("lateral", "A", "boxed", "$\\boxed{100\\pi \\text{ cm}^2}$", "the lateral surface area"),
        ("liters", "A", "boxed", "$\\boxed{0.25\\pi \\text{ L}}$", "liters for the cubic centimeters asked"),
        ("no_sq", "A", "boxed", "$\\boxed{50\\pi \\text{ cm}^3}$", "r not squared"),
        ("diam", "A", "boxed", "$\\boxed{1000\\pi \\text{ cm}^3}$", "the diameter used as the radius"),
     ]),
]
# fmt: on


def build(problems, maker, prefix):
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; text = working + final line(s),
    or the think block + the final where the final opens with an answer tag."""
    cases = []
    for key, gold, work, think, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            truth = "correct" if kind == "B" else ("no_answer" if form == "truncated" else "wrong")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            text = (th(think) if final.startswith("<answer>") else work) + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = build(GPROBS, g, "g") + build(MPROBS, m, "m")

DECISIONS = {
    "ok_g_films_h_min": (
        "accept",
        "7 hr 45 min is exactly 7.75 hours: the asked duration in a mixed hours-and-minutes form, "
        "as round 163 accepted 3 hours 45 minutes for 3.75 (a bare 465 minutes is labelled wrong)",
    ),
    "g_films_colon": (
        "reject",
        "'7:45' is an h:mm clock notation, not a number of hours; read as a number it is neither "
        "7.75 nor unambiguous (7.45 is the common misreading), and round 163 rejected clock times "
        "where a duration is asked",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam165", CASES, [], DECISIONS)
