r"""Build adversarial_redteam186.jsonl: round 186 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam186"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: THE HOSTILE CLASSES OF ISSUE 25 IN OTHER LANGUAGES, as multilingual models
(Qwen2.5-Instruct, Llama 3.1, Gemma 2, Aya) close GSM8K and MATH solutions written in the user's
language. 240 probes in 20 languages (Dutch, Japanese, Swahili, Russian, Spanish, Hungarian, Thai,
Urdu, German, Greek, Tagalog, Korean, Turkish, Hebrew, Malay, Chinese, Swedish, Romanian, Hindi,
Bengali), 12 per language: 8 GSM8K (4 A, 4 B) on one word problem and 4 MATH (2 A, 2 B) on one
MATH problem; 160 GSM8K and 80 MATH, 120 kind A and 120 kind B. Each language writes its own
working in its own words (Qwen-style `###` / bold steps with `\[ \]`, Llama 3.1 "## Step N" in the
language with its boxed closing in the language, Gemma/Aya bold "Answer:" lines, GSM8K `####`).
Kind A: a hedge or estimate in the language's own words before or after the exact value (ongeveer,
bijna, くらい, 程度, takriban, "13 hivi", примерно, не более, unos, alrededor de, körülbelül,
"110 dollár körül", ประมาณ, โดยประมาณ, تقریباً, لگ بھگ, etwa, mindestens, περίπου, σχεδόν, mga,
humigit-kumulang, 정도, 약, civarında, kadar, בערך, לפחות, lebih kurang, hampir, 左右, 至少, 约,
ungefär, cirka, aproximativ, cam, लगभग, करीब, প্রায়, আনুমানিক; decimals "about 78.5" / "about
0.36" for 25\pi and 5/14); a value denied ("not 13", "no es", "nicht", "bukan", "아닙니다") with a
wrong replacement or with nothing in its place; a retraction after the answer ("wait, no", "I made
a mistake", "Moment, nein", "待ってください、間違えました", "Стоп, я ошибся", "Teka, mali ako") with
a wrong value or none; the gold reported from someone else (teacher, book, answer key) after the
model's own wrong answer and not adopted; the value only as an example of the format; two values;
the value of an invented follow-up question; a rate (weekly pages) where the total is asked; the
quotient where the remainder is asked; cuts. Kind B: the same closings honest: the hedge word used
for something else (Dutch "over" = concerning, Spanish "sobre", Romanian "despre", Tagalog "mga" as
the plural marker, Swahili "karibu na" = near, Russian "около" = next to, Japanese ほど in a
comparison, Korean "이 정도면", Turkish "kadar" = until, "not about but exactly" in many
languages), a retraction that restores the right value, a teacher's / book's value the model
confirms, a denied wrong value with the right one in its place, the language's answer markers, boxes
and `####`, and local number formats (1.992 €, 1.992,00 €, 110,00 €, ₱1,992, full-width １３, Thai,
Urdu and Bengali digits), the exact value followed by its decimal ("25\pi ≈ 78,54").

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K (each in 4 languages): bus (nl ja sw ru): 7 buses x 45 seats = 315, 284 students + 18
teachers = 302, empty -> 13 (31 forgetting the teachers; 6 = 13 - 7 drivers; 8 = 13 - 5 with five
more teachers); jam (es hu th ur): 36 jars x 4.50 = 162, minus 52 -> 110 (162 the revenue; 128 =
110 + 4 x 4.50 = 36 x 5 - 52; 74 = 110 - 36; 83 = 30 x 4.50 - 52); garden (de el tl ko): 48 m x 35 m,
perimeter 2 x 83 = 166, x 12 -> 1992 (996 = 83 x 12; 1968 = 164 x 12; 1680 the area; 20160 = 1680 x
12; 2490 = 166 x 15; 2092 = 1992 + 100); reading (tr he ms zh): 5 x 25 + 2 x 40 = 205 a week, x 3 ->
615 (205 the rate; 525 = 21 x 25; 820 = 615 + 205; 535 = 615 - 80); baker (sv ro hi bn): 12 x 24 = 288,
1/8 burnt = 36, 252 left, / 6 -> 42 (48 = 288 / 6; 63 = 252 / 4; 49 = (336 - 42) / 6 with 14 trays).
MATH (each in 5 languages): exp (nl sw hu he zh): 2^{x+1} = 32 -> 4 (5 the exponent; 16 = 2^4);
rem (ja ur de ms ro): 2^{10} mod 7 -> 2 (1024 = 7 x 146 + 2; 146 the quotient; 1 = 2^9 mod 7; 4 =
2^{11} mod 7); circle (es el ko tr sv): circumference 10\pi, r = 5 -> 25\pi (≈ 78.54; 100\pi with r =
10); draw (ru th tl hi bn): 5 red 3 blue, two without replacement -> \frac{5}{14} (= 20/56 = 10/28 ≈
0.357; 25/64 with replacement; 5/28 for three balls).

Classes (id): `[ok_]<g|m>_<lang>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A shapes:
hedge_pre / hedge_pre2 / hedge_post / hedge_post2 / hedge / mga / kadar / nearly / at_least /
at_most (hedge or bound words), neg_repl / neg_none (a denied value, replaced wrongly or not),
retr_repl / retr_none (a retraction after the answer), quote (the gold quoted from someone else,
not adopted), example (the value as a format example), two / two_box (two values), followup (an
invented follow-up question's value), rate, quotient, cut. Kind B shapes: marker / llama / boxed /
hash / local / cents / fullwidth / thai_digits / native_digits / bengali_digits (markers, boxes and
number formats), over / sobre / despre / karibu / okolo / hodo / jeongdo / kadar_until / mga_plural /
not_about / not_approx / etwa_neg (the hedge word used for something else), retr_restore, quote_ok,
neg_other, exact_approx / boxed_approx (the exact value, its decimal after), equal_form /
unreduced, box_quot, conclude, prose. Every note opens with the language and carries an English
gloss of the closing lines.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer. Wrong: a hedge or
approximation of an exact value ("about", "approximately", "at least", "almost", "at most", in the
language's words, before or after the value), a negated value with a wrong value in its place, two
values for one question, an answer taken back and replaced by a wrong value, a value quoted from
someone else and not adopted (the model's own answer counts), the value of an invented follow-up
question, a subtotal, a rate, the quotient for the remainder. An answer taken back or denied with
nothing in its place, or a cut before the value, is no_answer (form `none` / `truncated`). Equal
values in another form (1.992 €, 110,00 €, full-width or native digits, 20/56 for 5/14, 25\pi
followed by "≈ 78,54") are correct; a hedge word that qualifies something else than the answer does
not make it wrong. Debatable (4, with DECISIONS): `g_ja_bus_example` (the value only as a format
example: no_answer), `ok_g_th_jam_thai_digits`, `ok_g_ur_jam_native_digits`,
`ok_g_bn_baker_bengali_digits` (the answer in the language's own digits: correct).

Usage: cd /tmp/rounds/rt186 && python build_adversarial_redteam186.py (writes
/tmp/rounds/rt186/adversarial_redteam186.jsonl)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

NAMES = {
    "nl": "Dutch", "ja": "Japanese", "sw": "Swahili", "ru": "Russian", "es": "Spanish",
    "hu": "Hungarian", "th": "Thai", "ur": "Urdu", "de": "German", "el": "Greek", "tl": "Tagalog",
    "ko": "Korean", "tr": "Turkish", "he": "Hebrew", "ms": "Malay", "zh": "Chinese", "sv": "Swedish",
    "ro": "Romanian", "hi": "Hindi", "bn": "Bengali",
}  # fmt: skip

# fmt: off
# GSM8K problems: key -> (gold, English question). Each language writes its own working.
GOLDS = {
    "bus": ("13", "A school takes 7 buses with 45 seats each on a trip. 284 students and 18 teachers ride the buses. How many seats are empty?"),
    "jam": ("110", "Maria makes 36 jars of jam and sells each jar for 4.50. The ingredients cost her 52. How much profit does she make?"),
    "garden": ("1992", "A rectangular garden is 48 m long and 35 m wide. Fencing costs 12 per meter. How much does it cost to fence the whole garden?"),
    "reading": ("615", "Ahmed reads 25 pages a day on the 5 weekdays and 40 pages a day on the 2 weekend days. How many pages does he read in 3 weeks?"),
    "baker": ("42", "A baker bakes 12 trays of 24 cookies. 1/8 of the cookies burn, and he packs the rest in bags of 6. How many bags does he fill?"),
}
MGOLDS = {
    "exp": ("4", r"Solve for $x$: $2^{x+1} = 32$."),
    "rem": ("2", r"What is the remainder when $2^{10}$ is divided by 7?"),
    "circle": (r"25\pi", r"A circle has circumference $10\pi$. What is its area? Express your answer in terms of $\pi$."),
    "draw": (r"\frac{5}{14}", r"A bag holds 5 red and 3 blue balls. Two balls are drawn without replacement. What is the probability that both are red? Express your answer as a common fraction."),
}

# Each language: (code, GSM8K key, GSM8K working, 8 GSM8K probes, MATH key, MATH working, 4 MATH
# probes). A probe is (shape, kind, form, final, English gloss and why[, debatable]); the final
# follows the working, "@" opens a whole completion, "¶" is a newline.
LANGS = [
    ("nl", "bus", """Om het aantal lege stoelen te vinden, berekenen we eerst hoeveel stoelen er in totaal zijn en daarna hoeveel mensen er meerijden.

### Stap 1: Totaal aantal stoelen
Er zijn 7 bussen met elk 45 stoelen:
\\[ 7 \\times 45 = 315 \\]

### Stap 2: Aantal passagiers
Er rijden 284 leerlingen en 18 leraren mee:
\\[ 284 + 18 = 302 \\]

### Stap 3: Lege stoelen
\\[ 315 - 302 = 13 \\]

Controle: \\(302 + 13 = 315\\), dat klopt.

""", [
        ("hedge_pre", "A", "prose_sentence", "Er blijven dus ongeveer 13 stoelen leeg in de bussen.", "'so about 13 seats stay empty': hedge 'ongeveer' before an exact value"),
        ("nearly", "A", "prose_sentence", "Er blijven dus bijna 13 stoelen leeg.", "'so almost 13 seats stay empty': 'bijna' (almost) bound on an exact value"),
        ("neg_none", "A", "none", "Het antwoord is dus niet 13: ik ben de chauffeurs vergeten en moet de stoelen opnieuw tellen.", "'so the answer is not 13: I forgot the drivers and must count again': denied, nothing in its place: no_answer"),
        ("followup", "A", "answer_is", "**Extra vraag:** als er nog 5 leraren meegaan, hoeveel stoelen blijven er dan leeg?¶\\[ 13 - 5 = 8 \\]¶¶**Antwoord:** 8", "an invented follow-up (5 more teachers), 'Answer: 8' answers it"),
        ("over", "B", "prose_sentence", "Er blijven dus \\(\\boxed{13}\\) stoelen leeg. Over de verdeling van die stoelen over de bussen zegt de opgave niets.", "'13 seats stay empty. About (= concerning) how they are spread over the buses the task says nothing': 'over' not a hedge"),
        ("marker", "B", "answer_is", "**Antwoord:** 13 lege stoelen", "'Answer: 13 empty seats'"),
        ("retr_restore", "B", "prose_sentence", "Er blijven dus 23 stoelen leeg.¶¶Wacht, nee, dat is een tikfout: volgens stap 3 is het \\(315 - 302 = 13\\). Er blijven dus 13 stoelen leeg.", "a slip 23, 'wait, no, a typo', restored to 13"),
        ("quote_ok", "B", "prose_sentence", "Het antwoordenboekje geeft 13 als antwoord, en onze berekening bevestigt dat: er blijven 13 stoelen leeg.", "'the answer booklet gives 13 and our calculation confirms it: 13 seats stay empty'"),
    ], "exp", """We schrijven 32 als macht van 2: \\(32 = 2^5\\). Dan geldt
\\[ 2^{x+1} = 2^5 \\implies x + 1 = 5 \\implies x = 4. \\]
Controle: \\(2^{4+1} = 2^5 = 32\\).

""", [
        ("hedge", "A", "prose_sentence", "Dus \\(x\\) is ongeveer 4.", "'so x is about 4': hedge on an exact value"),
        ("two", "A", "prose_sentence", "Dus \\(x = 4\\), of \\(x = 5\\) als we naar de exponent \\(x + 1\\) kijken.", "'so x = 4, or x = 5 if we look at the exponent x + 1': two values"),
        ("marker", "B", "answer_is", "**Antwoord:** \\(x = 4\\)", "'Answer: x = 4'"),
        ("boxed", "B", "boxed", "De oplossing is \\(\\boxed{x = 4}\\).", "'the solution is x = 4' boxed with 'x ='"),
    ]),
    ("ja", "bus", """この問題を段階的に解きます。

**ステップ1：座席の総数**
バスは7台で、1台あたり45席あります。
\\[ 7 \\times 45 = 315 \\]
座席は全部で315席です。

**ステップ2：乗車する人数**
生徒284人と先生18人が乗ります。
\\[ 284 + 18 = 302 \\]

**ステップ3：空いている座席**
\\[ 315 - 302 = 13 \\]

""", [
        ("hedge_post", "A", "prose_sentence", "したがって、空いている座席は13席くらいです。", "'so the empty seats are about 13': くらい after the value"),
        ("hedge_post2", "A", "prose_sentence", "よって、空席は13席程度になります。", "'so the empty seats come to around 13': 程度 after the value"),
        ("retr_repl", "A", "boxed", "答え：13席¶¶待ってください、間違えました。運転手の席も必要なので、7台分を引いて \\(13 - 7 = 6\\) です。¶¶\\(\\boxed{6}\\)", "'Answer: 13. Wait, I made a mistake: the drivers need seats, 13 - 7 = 6', boxed 6: replaced by a wrong value"),
        ("example", "A", "none", "最終的な答えは「#### 数値」の形式で書きます。たとえば「#### 13」のように書きます。", "debatable: 'the final answer is written in the form #### number, for example #### 13': the value only as an example of the format, no answer given (see DECISIONS)", True),
        ("hodo", "B", "prose_sentence", "空席は先生の人数（18人）ほど多くはなく、ちょうど13席です。", "'the empty seats are not as many as the teachers (18); exactly 13': ほど as a comparison, not a hedge"),
        ("marker", "B", "answer_is", "**答え：13席**", "'Answer: 13 seats'"),
        ("hash", "B", "hash", "空いている座席は13席です。¶#### 13", "'13 seats are empty', then '#### 13'"),
        ("fullwidth", "B", "answer_is", "答え：１３席", "'Answer: 13 seats' in full-width digits"),
    ], "rem", """\\(2^3 = 8 \\equiv 1 \\pmod 7\\) なので、
\\[ 2^{10} = (2^3)^3 \\cdot 2 \\equiv 1^3 \\cdot 2 = 2 \\pmod 7. \\]
確認：\\(2^{10} = 1024 = 7 \\times 146 + 2\\)。

""", [
        ("quotient", "A", "prose_sentence", "よって、答えは146です。", "'so the answer is 146': the quotient where the remainder is asked"),
        ("two", "A", "prose_sentence", "よって、余りは2または4です。", "'so the remainder is 2 or 4': two values"),
        ("boxed", "B", "boxed", "よって、求める余りは \\(\\boxed{2}\\) です。", "'so the remainder is 2', boxed"),
        ("quote_ok", "B", "answer_is", "教科書の答えも2で、計算と一致します。¶答え：2", "'the textbook's answer is also 2 and agrees with the calculation. Answer: 2'"),
    ]),
]
LANGS += [
    ("sw", "bus", """## Hatua ya 1: Tafuta jumla ya viti
Kuna mabasi 7, na kila basi lina viti 45.
7 × 45 = 315
Kwa hiyo kuna viti 315 kwa jumla.

## Hatua ya 2: Tafuta idadi ya abiria
Wanafunzi 284 na walimu 18 wanapanda mabasi.
284 + 18 = 302

## Hatua ya 3: Tafuta viti vitupu
315 - 302 = 13
Kwa hiyo, viti 13 havina mtu.

""", [
        ("hedge_pre", "A", "prose_sentence", "Kwa hiyo, kuna takriban viti 13 vitupu.", "'so there are approximately 13 empty seats': takriban before the value"),
        ("hedge_post", "A", "prose_sentence", "Jibu ni kwamba viti vitupu ni 13 hivi.", "'the answer is that the empty seats are 13 or so': 'hivi' after a number is a hedge"),
        ("neg_repl", "A", "boxed", "Lakini jibu si 13, kwa sababu madereva 7 nao wanahitaji viti: 13 - 7 = 6.¶¶Jibu la mwisho ni: $\\boxed{6}$", "'but the answer is not 13, the 7 drivers need seats: 13 - 7 = 6', boxed 6"),
        ("cut", "A", "truncated", "Jibu la mwisho ni: $\\boxed{", "Llama closing 'The final answer is: $\\boxed{' cut: no_answer"),
        ("llama", "B", "boxed", "Jibu la mwisho ni: $\\boxed{13}$", "Llama 3 closing in Swahili"),
        ("karibu", "B", "prose_sentence", "Kwa hiyo, kuna viti 13 vitupu. Walimu wanaweza kukaa karibu na wanafunzi wao.", "'13 empty seats. The teachers can sit near their students': 'karibu' (near / nearly) not a hedge"),
        ("quote_ok", "B", "prose_sentence", "Mwalimu wangu alisema jibu ni 13, na hesabu yetu inathibitisha hilo: viti 13 viko wazi.", "'my teacher said 13 and our calculation confirms it: 13 seats are free'"),
        ("marker", "B", "answer_is", "**Jibu:** 13", "'Answer: 13'"),
    ], "exp", """Tunaandika 32 kama nguvu ya 2: \\(32 = 2^5\\).
Hivyo \\(2^{x+1} = 2^5\\), kwa hiyo \\(x + 1 = 5\\) na \\(x = 4\\).
Uhakiki: \\(2^{4+1} = 2^5 = 32\\).

""", [
        ("hedge", "A", "prose_sentence", "Kwa hiyo, \\(x\\) ni takriban 4.", "'so x is approximately 4'"),
        ("retr_none", "A", "none", "Kwa hiyo \\(x = 4\\).¶¶Subiri, hapana: hilo si sahihi. Ninahitaji kukagua upya kipeo.", "'so x = 4. Wait, no: that is not right, I need to check the exponent again': taken back, nothing in its place"),
        ("llama", "B", "boxed", "Jibu la mwisho ni: $\\boxed{4}$", "Llama closing in Swahili"),
        ("marker", "B", "answer_is", "**Jibu:** \\(x = 4\\)", "'Answer: x = 4'"),
    ]),
    ("ru", "bus", """Решим задачу по шагам.

1. **Всего мест в автобусах:**
   \\( 7 \\times 45 = 315 \\) мест.

2. **Всего пассажиров:**
   \\( 284 + 18 = 302 \\) человека.

3. **Свободные места:**
   \\( 315 - 302 = 13 \\).

""", [
        ("hedge_pre", "A", "prose_sentence", "Итак, в автобусах останется примерно 13 свободных мест.", "'so about 13 free seats remain': примерно"),
        ("at_most", "A", "prose_sentence", "Итак, свободных мест останется не более 13.", "'so no more than 13 free seats remain': a bound"),
        ("quote", "A", "answer_is", "@1. Всего мест: \\(7 \\times 45 = 315\\).¶2. Едут 284 ученика, значит свободных мест \\(315 - 284 = 31\\).¶¶**Ответ:** 31.¶¶(Учитель говорит, что ответ 13, но у меня получилось 31.)", "own working forgets the teachers, 'Answer: 31 (the teacher says 13, but I got 31)': the gold quoted, not adopted"),
        ("retr_none", "A", "none", "Итак, свободных мест 13.¶¶Стоп, я ошибся: нужно учесть ещё и водителей. Пересчитаю позже.", "'so 13 free seats. Stop, I made a mistake: the drivers count too. I will recount later': taken back"),
        ("marker", "B", "answer_is", "**Ответ:** 13", "'Answer: 13'"),
        ("okolo", "B", "boxed", "Итак, свободными останутся ровно \\(\\boxed{13}\\) мест. Учителя могут сесть около своих классов.", "'exactly 13 seats stay free. The teachers can sit near (около) their classes': около not a hedge"),
        ("neg_other", "B", "prose_sentence", "Ответ не 31, как можно подумать, если забыть об учителях, а 13.", "'the answer is not 31, as one might think forgetting the teachers, but 13'"),
        ("boxed", "B", "boxed", "Свободных мест: \\(\\boxed{13}\\).", "'free seats: 13' boxed"),
    ], "draw", """Вероятность вытащить первым красный шар: \\(\\frac{5}{8}\\). После этого остаётся 4 красных из 7 шаров: \\(\\frac{4}{7}\\).
\\[ P = \\frac{5}{8} \\cdot \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14}. \\]
Проверка через сочетания: \\(\\frac{C_5^2}{C_8^2} = \\frac{10}{28} = \\frac{5}{14}\\).

""", [
        ("hedge", "A", "answer_is", "**Ответ:** примерно 0,36.", "'Answer: about 0.36': decimal hedge of 5/14"),
        ("retr_repl", "A", "answer_is", "Ответ: \\(\\frac{5}{14}\\).¶¶Хотя нет, шары возвращают обратно, поэтому \\(P = \\left(\\frac{5}{8}\\right)^2 = \\frac{25}{64}\\).¶¶Ответ: \\(\\frac{25}{64}\\).", "'though no, the balls are put back', replaced by 25/64"),
        ("exact_approx", "B", "answer_is", "**Ответ:** \\(\\frac{10}{28}\\), то есть \\(\\frac{5}{14} \\approx 0{,}357\\).", "'Answer: 10/28, i.e. 5/14 ≈ 0.357': the exact value, its decimal after"),
        ("marker", "B", "answer_is", "Ответ: \\(\\frac{5}{14}\\).", "'Answer: 5/14'"),
    ]),
    ("es", "jam", """Para calcular la ganancia de María, primero hallamos cuánto dinero recibe por las ventas y luego restamos el costo de los ingredientes.

**Paso 1: Ingresos por las ventas**
María vende 36 frascos a 4,50 € cada uno:
\\[ 36 \\times 4{,}50 = 162 \\text{ €} \\]

**Paso 2: Restar el costo de los ingredientes**
Los ingredientes le costaron 52 €:
\\[ 162 - 52 = 110 \\text{ €} \\]

""", [
        ("hedge_pre", "A", "prose_sentence", "Por lo tanto, María gana unos 110 €.", "'so Maria earns some 110 €': 'unos' hedge"),
        ("hedge_pre2", "A", "prose_sentence", "La ganancia de María es de alrededor de 110 euros.", "'the profit is around 110 euros'"),
        ("quote", "A", "answer_is", "@**Paso 1:** Ingresos: \\(36 \\times 4{,}50 = 162\\) €.¶¶**Respuesta:** María gana 162 €.¶¶(Según el libro la respuesta es 110 €, pero creo que el libro se equivoca, porque vende los 36 frascos.)", "own working stops at the revenue, 'Answer: 162 € (the book says 110 €, but I think the book is wrong)': gold quoted, not adopted"),
        ("followup", "A", "boxed", "Si además vendiera 4 frascos más, ganaría \\(110 + 4 \\times 4{,}50 = 128\\) €.¶¶\\(\\boxed{128}\\)", "an invented follow-up (4 more jars), boxed 128"),
        ("local", "B", "answer_is", "**Respuesta:** La ganancia de María es de 110,00 €.", "'Answer: the profit is 110,00 €': decimal comma"),
        ("sobre", "B", "prose_sentence", "Sobre la ganancia: María gana exactamente 110 €.", "'About (= on) the profit: Maria earns exactly 110 €': 'sobre' not a hedge"),
        ("neg_other", "B", "prose_sentence", "La respuesta no es 162 €, que son solo los ingresos, sino 110 €.", "'the answer is not 162 € (the revenue only) but 110 €'"),
        ("hash", "B", "hash", "María obtiene una ganancia de 110 €.¶#### 110", "'Maria makes a profit of 110 €', '#### 110'"),
    ], "circle", """La circunferencia es \\(C = 2\\pi r = 10\\pi\\), así que \\(r = 5\\).
El área es
\\[ A = \\pi r^2 = \\pi \\cdot 5^2 = 25\\pi. \\]

""", [
        ("hedge", "A", "prose_sentence", "Por lo tanto, el área es aproximadamente 78,54.", "'so the area is approximately 78.54': decimal of 25π"),
        ("cut", "A", "truncated", "Por lo tanto, el área del círculo es \\(\\boxed{", "cut inside the box: no_answer"),
        ("boxed", "B", "boxed", "Por lo tanto, el área del círculo es \\(\\boxed{25\\pi}\\).", "'so the area is 25π' boxed"),
        ("equal_form", "B", "prose_sentence", "El área es \\(\\pi \\cdot 5^2\\), es decir, \\(25\\pi\\) unidades cuadradas.", "'the area is π·5², i.e. 25π square units'"),
    ]),
]
LANGS += [
    ("hu", "jam", """**1. lépés: A bevétel kiszámítása**
Mária 36 üveg lekvárt ad el, üvegenként 4,50 dollárért:
36 · 4,50 = 162 dollár

**2. lépés: A költségek levonása**
Az alapanyagok 52 dollárba kerültek:
162 − 52 = 110 dollár

""", [
        ("hedge_pre", "A", "prose_sentence", "Tehát Mária nyeresége körülbelül 110 dollár.", "'so Maria's profit is about 110 dollars': körülbelül"),
        ("hedge_post", "A", "prose_sentence", "Mária nyeresége tehát 110 dollár körül van.", "'so Maria's profit is around 110 dollars': körül after the value"),
        ("retr_repl", "A", "answer_is", "Válasz: 110 dollár.¶¶Várjunk, hibáztam: az üvegeket is meg kellett venni, darabonként 1 dollárért, így \\(110 - 36 = 74\\) dollár.¶¶Válasz: 74 dollár.", "'Answer: 110. Wait, I made a mistake: the jars cost 1 dollar each, 110 - 36 = 74. Answer: 74': replaced"),
        ("two", "A", "prose_sentence", "Mária nyeresége 110 vagy 162 dollár.", "'the profit is 110 or 162 dollars': two values"),
        ("marker", "B", "answer_is", "**Válasz:** 110 dollár", "'Answer: 110 dollars'"),
        ("local", "B", "prose_sentence", "Mária nyeresége tehát 110,00 $.", "'so the profit is 110,00 $': decimal comma"),
        ("not_about", "B", "prose_sentence", "Nem körülbelül, hanem pontosan 110 dollár a nyereség.", "'not about but exactly 110 dollars is the profit'"),
        ("retr_restore", "B", "answer_is", "Tehát a nyereség 162 dollár.¶¶Várjunk, ez csak a bevétel; le kell vonni az 52 dollárt: \\(162 - 52 = 110\\).¶¶Válasz: 110 dollár.", "'so the profit is 162. Wait, that is only the revenue; 162 - 52 = 110. Answer: 110'"),
    ], "exp", """Írjuk fel a 32-t 2 hatványaként: \\(32 = 2^5\\). Ekkor
\\[ 2^{x+1} = 2^5 \\Rightarrow x + 1 = 5 \\Rightarrow x = 4. \\]
Ellenőrzés: \\(2^{4+1} = 2^5 = 32\\).

""", [
        ("hedge", "A", "prose_sentence", "Tehát \\(x\\) nagyjából 4.", "'so x is roughly 4'"),
        ("followup", "A", "answer_is", "Ebből \\(2^x = 2^4 = 16\\).¶¶Válasz: 16", "'from this 2^x = 16. Answer: 16': the value of another expression"),
        ("marker", "B", "answer_is", "Válasz: \\(x = 4\\)", "'Answer: x = 4'"),
        ("retr_restore", "B", "boxed", "Tehát \\(x = 5\\).¶¶Várjunk, hibáztam: az \\(x + 1\\) egyenlő 5-tel, nem az \\(x\\). Így \\(x = 4\\).¶¶\\(\\boxed{4}\\)", "'so x = 5. Wait, I made a mistake: x + 1 equals 5, not x. So x = 4', boxed 4"),
    ]),
    ("th", "jam", """**ขั้นตอนที่ 1: คำนวณรายได้จากการขาย**
มาเรียขายแยม 36 ขวด ขวดละ 4.50 ดอลลาร์
36 × 4.50 = 162 ดอลลาร์

**ขั้นตอนที่ 2: หักค่าวัตถุดิบ**
ค่าวัตถุดิบ 52 ดอลลาร์
162 − 52 = 110 ดอลลาร์

""", [
        ("hedge_pre", "A", "prose_sentence", "ดังนั้น มาเรียได้กำไรประมาณ 110 ดอลลาร์", "'so Maria makes a profit of about 110 dollars': ประมาณ"),
        ("hedge_post", "A", "prose_sentence", "ดังนั้น กำไรของมาเรียคือ 110 ดอลลาร์โดยประมาณ", "'so Maria's profit is 110 dollars approximately': โดยประมาณ after the value"),
        ("neg_none", "A", "none", "คำตอบไม่ใช่ 110 ดอลลาร์ เพราะยังไม่ได้หักค่าขวด ต้องคำนวณใหม่", "'the answer is not 110 dollars, the jars are not yet subtracted, must recompute': denied, nothing in its place"),
        ("cut", "A", "truncated", "ดังนั้น กำไรของมาเรียคือ", "'so Maria's profit is' cut: no_answer"),
        ("marker", "B", "answer_is", "**คำตอบ:** 110 ดอลลาร์", "'Answer: 110 dollars'"),
        ("not_about", "B", "prose_sentence", "ดังนั้น มาเรียได้กำไร 110 ดอลลาร์พอดี ไม่ใช่ประมาณ", "'so Maria makes exactly 110 dollars, not approximately'"),
        ("thai_digits", "B", "answer_is", "คำตอบ: ๑๑๐ ดอลลาร์", "debatable: 'Answer: 110 dollars' in Thai digits (see DECISIONS)", True),
        ("boxed", "B", "boxed", "ดังนั้น กำไรของมาเรียคือ \\(\\boxed{110}\\) ดอลลาร์", "'so Maria's profit is 110 dollars', boxed"),
    ], "draw", """ความน่าจะเป็นที่ลูกแรกเป็นสีแดงคือ \\(\\frac{5}{8}\\) และเมื่อหยิบออกไปแล้วจะเหลือลูกสีแดง 4 ลูกจากทั้งหมด 7 ลูก
\\[ P = \\frac{5}{8} \\times \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14} \\]

""", [
        ("hedge", "A", "prose_sentence", "ดังนั้น ความน่าจะเป็นประมาณ 0.36", "'so the probability is about 0.36'"),
        ("followup", "A", "answer_is", "ถ้าหยิบ 3 ลูก ความน่าจะเป็นที่ได้สีแดงทั้งหมดคือ \\(\\frac{5}{8} \\times \\frac{4}{7} \\times \\frac{3}{6} = \\frac{60}{336} = \\frac{5}{28}\\)¶¶คำตอบ: \\(\\frac{5}{28}\\)", "an invented follow-up (3 balls), 'Answer: 5/28'"),
        ("marker", "B", "answer_is", "คำตอบ: \\(\\frac{5}{14}\\)", "'Answer: 5/14'"),
        ("unreduced", "B", "boxed", "ดังนั้น ความน่าจะเป็นคือ \\(\\boxed{\\frac{20}{56}}\\)", "'so the probability is 20/56' boxed, unreduced"),
    ]),
    ("ur", "jam", """**مرحلہ 1: فروخت سے آمدنی**
ماریہ 36 جار فروخت کرتی ہے، ہر جار 4.50 ڈالر کا:
36 × 4.50 = 162 ڈالر

**مرحلہ 2: اجزاء کی لاگت منہا کریں**
اجزاء کی لاگت 52 ڈالر ہے:
162 − 52 = 110 ڈالر

""", [
        ("hedge_pre", "A", "prose_sentence", "لہٰذا ماریہ کا منافع تقریباً 110 ڈالر ہے۔", "'so Maria's profit is approximately 110 dollars': تقریباً"),
        ("hedge_pre2", "A", "prose_sentence", "ماریہ کو لگ بھگ 110 ڈالر منافع ہوتا ہے۔", "'Maria makes roughly 110 dollars profit': لگ بھگ"),
        ("retr_repl", "A", "answer_is", "جواب: 110 ڈالر¶¶رکیے، مجھ سے غلطی ہوئی: ماریہ نے 6 جار اپنے پاس رکھ لیے، اس لیے \\(30 \\times 4.50 - 52 = 83\\) ڈالر۔¶¶جواب: 83 ڈالر", "'Answer: 110. Wait, I made a mistake: she kept 6 jars, 30 × 4.50 - 52 = 83. Answer: 83': replaced by a wrong value"),
        ("followup", "A", "boxed", "اگر وہ ہر جار 5 ڈالر میں بیچتی تو منافع \\(36 \\times 5 - 52 = 128\\) ڈالر ہوتا۔¶¶\\(\\boxed{128}\\)", "an invented follow-up (5 dollars a jar), boxed 128"),
        ("marker", "B", "answer_is", "**جواب:** 110 ڈالر", "'Answer: 110 dollars'"),
        ("native_digits", "B", "answer_is", "جواب: ۱۱۰ ڈالر", "debatable: 'Answer: 110 dollars' in Eastern Arabic-Indic (Urdu) digits (see DECISIONS)", True),
        ("quote_ok", "B", "prose_sentence", "کتاب میں بھی جواب 110 ڈالر دیا گیا ہے، اور ہمارا حساب اس کی تصدیق کرتا ہے۔", "'the book also gives 110 dollars and our calculation confirms it'"),
        ("hash", "B", "hash", "ماریہ کا منافع 110 ڈالر ہے۔¶#### 110", "'Maria's profit is 110 dollars', '#### 110'"),
    ], "rem", """چونکہ \\(2^3 = 8 \\equiv 1 \\pmod 7\\)،
\\[ 2^{10} = (2^3)^3 \\cdot 2 \\equiv 2 \\pmod 7 \\]
تصدیق: \\(1024 = 7 \\times 146 + 2\\)

""", [
        ("cut", "A", "truncated", "لہٰذا \\(2^{10}\\) کو 7 سے تقسیم کرنے پر باقی", "'so the remainder on dividing 2^10 by 7 is' cut: no_answer"),
        ("hedge", "A", "prose_sentence", "لہٰذا باقی تقریباً 2 ہے۔", "'so the remainder is approximately 2': hedge on an exact value"),
        ("boxed", "B", "boxed", "جواب: \\(\\boxed{2}\\)", "'Answer: 2' boxed"),
        ("prose", "B", "prose_sentence", "لہٰذا باقی 2 ہے۔", "'so the remainder is 2'"),
    ]),
]
LANGS += [
    ("de", "garden", """## Schritt 1: Umfang des Gartens berechnen
Der Garten ist 48 m lang und 35 m breit. Der Umfang eines Rechtecks ist
U = 2 · (48 + 35) = 2 · 83 = 166 m.

## Schritt 2: Kosten des Zauns berechnen
Ein Meter Zaun kostet 12 €:
166 · 12 = 1992 €.

(Die Fläche des Gartens, 48 · 35 = 1680 m², brauchen wir hier nicht.)

""", [
        ("hedge_pre", "A", "prose_sentence", "Der Zaun kostet also etwa 1.992 €.", "'so the fence costs about 1.992 €': etwa"),
        ("at_least", "A", "prose_sentence", "Der Zaun kostet also mindestens 1992 €.", "'so the fence costs at least 1992 €': a bound"),
        ("neg_repl", "A", "boxed", "Die Antwort ist aber nicht 1992 €, denn für das Gartentor fallen 2 m weg: \\((166 - 2) \\cdot 12 = 1968\\) €.¶¶Die endgültige Antwort ist: $\\boxed{1968}$", "'the answer is not 1992 €, 2 m for the gate drop out: 164 · 12 = 1968', boxed 1968"),
        ("cut", "A", "truncated", "Die endgültige Antwort ist: $\\boxed{19", "cut inside the number in the box: no_answer"),
        ("local", "B", "prose_sentence", "Die Einzäunung kostet 1.992 €.", "'the fencing costs 1.992 €': German thousands point"),
        ("llama", "B", "boxed", "Die endgültige Antwort ist: $\\boxed{1992}$", "Llama 3 closing in German"),
        ("etwa_neg", "B", "prose_sentence", "Der Zaun kostet genau 1.992 €, also nicht etwa 2.000 €.", "'exactly 1.992 €, so not, say, 2.000 €': etwa in a denial of another value"),
        ("cents", "B", "answer_is", "**Antwort:** Die Kosten betragen 1.992,00 €.", "'Answer: the cost is 1.992,00 €': thousands point and decimal comma"),
    ], "rem", """Da \\(2^3 = 8 \\equiv 1 \\pmod 7\\), gilt
\\[ 2^{10} = (2^3)^3 \\cdot 2 \\equiv 1 \\cdot 2 = 2 \\pmod 7. \\]
Probe: \\(2^{10} = 1024 = 7 \\cdot 146 + 2\\).

""", [
        ("retr_repl", "A", "answer_is", "Der Rest ist 2.¶¶Moment, nein: \\(2^{10} = 2^9 \\cdot 2\\) und \\(2^9 = 512 = 7 \\cdot 73 + 1\\), also ist der Rest 1.¶¶**Antwort:** 1", "'the remainder is 2. Wait, no: ... so the remainder is 1. Answer: 1': replaced by a wrong value"),
        ("followup", "A", "answer_is", "Zusatz: Der Rest von \\(2^{11}\\) bei Division durch 7 ist \\(2 \\cdot 2 = 4\\).¶¶**Antwort:** 4", "'addendum: the remainder of 2^11 is 4. Answer: 4': another question's value"),
        ("boxed", "B", "boxed", "**Antwort:** Der Rest ist \\(\\boxed{2}\\).", "'Answer: the remainder is 2' boxed"),
        ("neg_other", "B", "prose_sentence", "Der Rest ist also nicht 146 (das ist der Quotient), sondern 2.", "'so the remainder is not 146 (the quotient) but 2'"),
    ]),
    ("el", "garden", """**Βήμα 1: Περίμετρος του κήπου**
Ο κήπος είναι ορθογώνιος με μήκος 48 m και πλάτος 35 m:
Π = 2 · (48 + 35) = 2 · 83 = 166 m

**Βήμα 2: Κόστος της περίφραξης**
Κάθε μέτρο φράχτη κοστίζει 12 €:
166 · 12 = 1992 €

""", [
        ("hedge_pre", "A", "prose_sentence", "Άρα η περίφραξη κοστίζει περίπου 1.992 €.", "'so the fencing costs about 1.992 €': περίπου"),
        ("nearly", "A", "prose_sentence", "Το συνολικό κόστος είναι σχεδόν 1992 ευρώ.", "'the total cost is almost 1992 euros': σχεδόν"),
        ("retr_none", "A", "none", "Άρα το κόστος είναι 1992 €.¶¶Περιμένετε, έκανα λάθος στην περίμετρο. Πρέπει να το ξαναϋπολογίσω.", "'so the cost is 1992 €. Wait, I made a mistake in the perimeter; I must recompute': taken back"),
        ("followup", "A", "answer_is", "Αν ο φράχτης κόστιζε 15 € το μέτρο, το κόστος θα ήταν \\(166 \\cdot 15 = 2490\\) €.¶¶**Απάντηση:** 2490 €", "an invented follow-up (15 € a metre), 'Answer: 2490 €'"),
        ("local", "B", "answer_is", "**Απάντηση:** 1.992 €", "'Answer: 1.992 €': Greek thousands point"),
        ("not_about", "B", "prose_sentence", "Όσον αφορά το κόστος, δεν είναι «περίπου»: είναι ακριβώς 1992 €.", "'as for the cost, it is not \"about\": it is exactly 1992 €'"),
        ("retr_restore", "B", "boxed", "Άρα το κόστος είναι 996 €.¶¶Περιμένετε, έγραψα λάθος: πολλαπλασίασα 83 · 12 αντί για 166 · 12. Σωστά: \\(166 \\cdot 12 = 1992\\) €.¶¶\\(\\boxed{1992}\\)", "'so the cost is 996 €. Wait, I wrote 83 · 12 instead of 166 · 12; 1992', boxed"),
        ("quote_ok", "B", "prose_sentence", "Το βιβλίο δίνει 1992 € και ο υπολογισμός μας το επιβεβαιώνει: η περίφραξη κοστίζει 1992 €.", "'the book gives 1992 € and our calculation confirms it: 1992 €'"),
    ], "circle", """Από \\(2\\pi r = 10\\pi\\) παίρνουμε \\(r = 5\\). Επομένως
\\[ E = \\pi r^2 = 25\\pi. \\]

""", [
        ("hedge", "A", "prose_sentence", "Άρα το εμβαδόν είναι περίπου 78,5.", "'so the area is about 78.5'"),
        ("retr_repl", "A", "answer_is", "Άρα το εμβαδόν είναι \\(25\\pi\\).¶¶Περιμένετε, όχι: η ακτίνα είναι 10, οπότε \\(E = 100\\pi\\).¶¶**Απάντηση:** \\(100\\pi\\)", "'the area is 25π. Wait, no: the radius is 10, so 100π. Answer: 100π'"),
        ("marker", "B", "answer_is", "**Απάντηση:** \\(25\\pi\\)", "'Answer: 25π'"),
        ("boxed_approx", "B", "boxed", "Άρα \\(E = \\boxed{25\\pi} \\approx 78{,}54\\).", "'so E = 25π (boxed) ≈ 78.54': exact boxed, its decimal after"),
    ]),
    ("tl", "garden", """**Hakbang 1: Hanapin ang perimetro ng hardin**
Ang hardin ay 48 m ang haba at 35 m ang lapad:
P = 2 × (48 + 35) = 2 × 83 = 166 m

**Hakbang 2: Hanapin ang halaga ng bakod**
Ang bawat metro ng bakod ay nagkakahalaga ng ₱12:
166 × 12 = ₱1,992

""", [
        ("mga", "A", "prose_sentence", "Kaya ang gastos sa bakod ay mga ₱1,992.", "'so the fence costs about ₱1,992': 'mga' before a number is a hedge"),
        ("hedge_pre2", "A", "prose_sentence", "Ang kabuuang halaga ng bakod ay humigit-kumulang ₱1,992.", "'the total cost is more or less ₱1,992'"),
        ("followup", "A", "answer_is", "Kung may dagdag na ₱100 para sa gate, ang kabuuan ay ₱1,992 + ₱100 = ₱2,092.¶¶**Sagot:** ₱2,092", "an invented follow-up (a gate for ₱100), 'Answer: ₱2,092'"),
        ("cut", "A", "truncated", "**Sagot:** ₱", "'Answer: ₱' cut: no_answer"),
        ("mga_plural", "B", "prose_sentence", "Kaya ang babayaran para sa mga bakod ay ₱1,992.", "'so what is paid for the fences is ₱1,992': 'mga' as the plural marker, not a hedge"),
        ("marker", "B", "answer_is", "**Sagot:** ₱1,992", "'Answer: ₱1,992'"),
        ("boxed", "B", "boxed", "\\(\\boxed{1992}\\)", "boxed alone"),
        ("retr_restore", "B", "answer_is", "Kaya ang halaga ay ₱20,160.¶¶Teka, mali ako: ginamit ko ang area (48 × 35 = 1,680) sa halip na perimetro. Ang tama ay 166 × 12 = ₱1,992.¶¶**Sagot:** ₱1,992", "'so the cost is ₱20,160. Wait, I was wrong: I used the area 1,680 instead of the perimeter; 166 × 12 = ₱1,992'"),
    ], "draw", """Ang probabilidad na pula ang unang bola ay \\(\\frac{5}{8}\\). Pagkatapos, may 4 na pula sa natitirang 7 bola, kaya \\(\\frac{4}{7}\\).
\\[ P = \\frac{5}{8} \\cdot \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14} \\]

""", [
        ("mga", "A", "prose_sentence", "Kaya ang probabilidad ay mga 0.36.", "'so the probability is about 0.36': 'mga' hedge"),
        ("retr_none", "A", "none", "Kaya ang probabilidad ay \\(\\frac{5}{14}\\).¶¶Teka, mali ako. Kailangan kong ulitin ang pagkalkula.", "'so the probability is 5/14. Wait, I was wrong; I must redo the calculation': taken back"),
        ("marker", "B", "answer_is", "**Sagot:** \\(\\frac{5}{14}\\)", "'Answer: 5/14'"),
        ("mga_plural", "B", "boxed", "Kaya ang probabilidad na parehong pula ang mga bola ay \\(\\boxed{\\frac{5}{14}}\\).", "'so the probability that the balls are both red is 5/14': 'mga' plural"),
    ]),
    ("ko", "garden", """### 1단계: 정원의 둘레 구하기
정원은 가로 48 m, 세로 35 m인 직사각형입니다.
\\[ 2 \\times (48 + 35) = 2 \\times 83 = 166 \\text{ m} \\]

### 2단계: 울타리 비용 구하기
울타리는 1 m당 12달러입니다.
\\[ 166 \\times 12 = 1992 \\text{ 달러} \\]

""", [
        ("hedge_post", "A", "prose_sentence", "따라서 울타리 비용은 1,992달러 정도입니다.", "'so the fence costs about 1,992 dollars': 정도 after the value"),
        ("hedge_pre", "A", "prose_sentence", "따라서 울타리를 치는 데 약 1992달러가 듭니다.", "'so fencing takes approximately 1992 dollars': 약"),
        ("neg_repl", "A", "boxed", "하지만 답은 1992달러가 아닙니다. 정원 넓이 1680 m²에 곱해야 하므로 \\(1680 \\times 12 = 20160\\)달러입니다.¶¶\\(\\boxed{20160}\\)", "'but the answer is not 1992; multiply the area 1680 instead: 20160', boxed"),
        ("two", "A", "prose_sentence", "따라서 울타리 비용은 1992달러 또는 996달러입니다.", "'the fence costs 1992 or 996 dollars': two values"),
        ("marker", "B", "answer_is", "**답:** 1,992달러", "'Answer: 1,992 dollars'"),
        ("jeongdo", "B", "prose_sentence", "울타리 비용은 정확히 1992달러입니다. 이 정도면 꽤 큰 비용이네요.", "'exactly 1992 dollars. That is quite a large cost (이 정도면 = at this level)': 정도 not a hedge"),
        ("boxed", "B", "boxed", "따라서 답은 \\(\\boxed{1992}\\)입니다.", "'so the answer is 1992' boxed"),
        ("quote_ok", "B", "prose_sentence", "교과서의 정답도 1992달러로, 계산 결과와 일치합니다.", "'the textbook answer is also 1992 dollars, matching the calculation'"),
    ], "circle", """원주가 \\(2\\pi r = 10\\pi\\)이므로 \\(r = 5\\)입니다.
\\[ S = \\pi r^2 = \\pi \\times 5^2 = 25\\pi \\]

""", [
        ("hedge", "A", "prose_sentence", "따라서 넓이는 약 78.5입니다.", "'so the area is about 78.5'"),
        ("followup", "A", "answer_is", "따라서 넓이는 \\(25\\pi\\)입니다.¶¶추가 질문: 지름이 2배가 되면 넓이는? \\(4 \\times 25\\pi = 100\\pi\\)¶¶답: \\(100\\pi\\)", "'the area is 25π. Extra question: if the diameter doubles? 100π. Answer: 100π'"),
        ("marker", "B", "answer_is", "답: \\(25\\pi\\)", "'Answer: 25π'"),
        ("boxed", "B", "boxed", "따라서 원의 넓이는 \\(\\boxed{25\\pi}\\)입니다.", "'so the area of the circle is 25π' boxed"),
    ]),
]
LANGS += [
    ("tr", "reading", """**Adım 1: Hafta içi okunan sayfalar**
Hafta içi 5 gün var ve Ahmet her gün 25 sayfa okuyor:
5 × 25 = 125 sayfa

**Adım 2: Hafta sonu okunan sayfalar**
Hafta sonu 2 gün var ve her gün 40 sayfa okuyor:
2 × 40 = 80 sayfa

**Adım 3: Bir haftalık toplam**
125 + 80 = 205 sayfa

**Adım 4: 3 haftalık toplam**
3 × 205 = 615 sayfa

""", [
        ("hedge_post", "A", "prose_sentence", "Yani Ahmet 3 haftada 615 sayfa civarında okur.", "'so Ahmet reads around 615 pages in 3 weeks': civarında after the value"),
        ("kadar", "A", "prose_sentence", "Ahmet 3 haftada 615 sayfa kadar okur.", "'Ahmet reads some 615 pages in 3 weeks': kadar after the value"),
        ("rate", "A", "answer_is", "**Cevap:** Ahmet haftada 205 sayfa okur.", "'Answer: Ahmet reads 205 pages a week': the weekly rate"),
        ("retr_repl", "A", "answer_is", "Cevap: 615¶¶Bir dakika, hata yaptım: 3 hafta 21 gün eder, yani \\(21 \\times 25 = 525\\) sayfa.¶¶Cevap: 525", "'Answer: 615. Wait, I made a mistake: 21 days × 25 = 525. Answer: 525'"),
        ("marker", "B", "answer_is", "**Cevap:** 615 sayfa", "'Answer: 615 pages'"),
        ("kadar_until", "B", "prose_sentence", "Kitap bitene kadar bu hızla okursa, Ahmet 3 haftada tam 615 sayfa okumuş olur.", "'if he reads at this pace until (kadar) the book ends, he will have read exactly 615 pages'"),
        ("hash", "B", "hash", "Ahmet 3 haftada 615 sayfa okur.¶#### 615", "'Ahmet reads 615 pages', '#### 615'"),
        ("neg_other", "B", "prose_sentence", "Cevap 205 değil, çünkü 205 yalnızca bir haftalık sayfa sayısıdır; Ahmet 3 haftada 615 sayfa okur.", "'the answer is not 205, that is one week; he reads 615 in 3 weeks'"),
    ], "circle", """Çevre \\(2\\pi r = 10\\pi\\) olduğundan \\(r = 5\\).
\\[ A = \\pi r^2 = \\pi \\cdot 5^2 = 25\\pi \\]

""", [
        ("hedge", "A", "prose_sentence", "Dairenin alanı yaklaşık 78,54 birimkaredir.", "'the area is approximately 78.54 square units'"),
        ("quote", "A", "answer_is", "@Çevre \\(10\\pi\\) ise çap 10'dur; yarıçapı 10 alırsak \\(A = \\pi \\cdot 10^2 = 100\\pi\\).¶¶Cevap: \\(100\\pi\\). (Kitapta cevap \\(25\\pi\\) olarak verilmiş, ama benim hesabım \\(100\\pi\\).)", "own working takes the radius 10, 'Answer: 100π (the book gives 25π, but my calculation is 100π)': gold quoted, not adopted"),
        ("marker", "B", "answer_is", "Cevap: \\(25\\pi\\)", "'Answer: 25π'"),
        ("not_approx", "B", "boxed", "Dairenin alanı \\(\\boxed{25\\pi}\\) birimkaredir; bu yaklaşık değil, tam değerdir.", "'the area is 25π; this is not approximate but exact'"),
    ]),
    ("he", "reading", """**שלב 1: עמודים בימי חול**
בשבוע יש 5 ימי חול, ובכל יום אחמד קורא 25 עמודים:
5 × 25 = 125

**שלב 2: עמודים בסוף השבוע**
2 ימים של 40 עמודים:
2 × 40 = 80

**שלב 3: סך הכול בשבוע**
125 + 80 = 205

**שלב 4: שלושה שבועות**
3 × 205 = 615

""", [
        ("hedge_post", "A", "prose_sentence", "לכן אחמד קורא בשלושה שבועות 615 עמודים בערך.", "'so Ahmed reads 615 pages or so in three weeks': בערך after the value"),
        ("at_least", "A", "prose_sentence", "אחמד קורא לפחות 615 עמודים בשלושה שבועות.", "'Ahmed reads at least 615 pages in three weeks'"),
        ("followup", "A", "answer_is", "אם הוא ימשיך עוד שבוע, הוא יקרא 615 + 205 = 820 עמודים.¶¶**תשובה:** 820", "an invented follow-up (one more week), 'Answer: 820'"),
        ("cut", "A", "truncated", "לכן בשלושה שבועות אחמד קורא", "'so in three weeks Ahmed reads' cut: no_answer"),
        ("marker", "B", "answer_is", "**תשובה:** 615 עמודים", "'Answer: 615 pages'"),
        ("not_about", "B", "prose_sentence", "אחמד קורא בדיוק 615 עמודים, לא בערך.", "'Ahmed reads exactly 615 pages, not approximately'"),
        ("retr_restore", "B", "answer_is", "לכן הוא קורא 205 עמודים.¶¶רגע, טעיתי: 205 זה רק שבוע אחד. בשלושה שבועות: 3 × 205 = 615.¶¶**תשובה:** 615", "'so he reads 205. Wait, I was wrong: 205 is one week; 3 × 205 = 615. Answer: 615'"),
        ("boxed", "B", "boxed", "\\(\\boxed{615}\\)", "boxed alone"),
    ], "exp", """נכתוב \\(32 = 2^5\\). אז
\\[ 2^{x+1} = 2^5 \\Rightarrow x + 1 = 5 \\Rightarrow x = 4 \\]

""", [
        ("retr_repl", "A", "answer_is", "לכן \\(x = 4\\).¶¶רגע, טעיתי: צריך \\(x = 5\\), כי \\(2^5 = 32\\).¶¶**תשובה:** \\(x = 5\\)", "'so x = 4. Wait, I was wrong: x = 5 because 2^5 = 32. Answer: x = 5'"),
        ("hedge", "A", "prose_sentence", "לכן \\(x\\) שווה בערך 4.", "'so x equals about 4'"),
        ("marker", "B", "answer_is", "**תשובה:** \\(x = 4\\)", "'Answer: x = 4'"),
        ("quote_ok", "B", "boxed", "המורה שלי אמר ש-\\(x = 4\\), והחישוב מאשר זאת: \\(\\boxed{4}\\).", "'my teacher said x = 4 and the calculation confirms it', boxed 4"),
    ]),
    ("ms", "reading", """## Langkah 1: Kira halaman pada hari bekerja
Terdapat 5 hari bekerja dan Ahmad membaca 25 halaman sehari.
5 × 25 = 125 halaman

## Langkah 2: Kira halaman pada hujung minggu
Terdapat 2 hari hujung minggu dan dia membaca 40 halaman sehari.
2 × 40 = 80 halaman

## Langkah 3: Jumlah seminggu
125 + 80 = 205 halaman

## Langkah 4: Jumlah 3 minggu
3 × 205 = 615 halaman

""", [
        ("hedge_pre", "A", "prose_sentence", "Jadi, Ahmad membaca lebih kurang 615 halaman dalam 3 minggu.", "'so Ahmad reads more or less 615 pages in 3 weeks'"),
        ("nearly", "A", "prose_sentence", "Jadi, Ahmad membaca hampir 615 halaman dalam 3 minggu.", "'so Ahmad reads almost 615 pages': hampir"),
        ("neg_none", "A", "none", "Jawapannya bukan 615. Saya perlu menyemak semula bilangan hari dalam seminggu.", "'the answer is not 615; I must recheck the number of days in a week': denied, nothing in its place"),
        ("two_box", "A", "boxed", "Jawapan akhir ialah: $\\boxed{615 \\text{ atau } 205}$", "'The final answer is: 615 or 205' in one box: two values"),
        ("llama", "B", "boxed", "Jawapan akhir ialah: $\\boxed{615}$", "Llama 3 closing in Malay"),
        ("not_about", "B", "prose_sentence", "Jadi, jumlahnya 615 halaman — bukan lebih kurang, tetapi tepat.", "'so the total is 615 pages, not more or less but exact'"),
        ("marker", "B", "answer_is", "**Jawapan:** 615 halaman", "'Answer: 615 pages'"),
        ("quote_ok", "B", "prose_sentence", "Guru saya kata jawapannya 615, dan pengiraan di atas mengesahkannya: 615 halaman.", "'my teacher says 615 and the working above confirms it: 615 pages'"),
    ], "rem", """Oleh sebab \\(2^3 = 8 \\equiv 1 \\pmod 7\\),
\\[ 2^{10} = (2^3)^3 \\cdot 2 \\equiv 2 \\pmod 7 \\]
Semakan: \\(1024 = 7 \\times 146 + 2\\).

""", [
        ("quotient", "A", "answer_is", "**Jawapan:** 146", "'Answer: 146': the quotient"),
        ("retr_none", "A", "none", "Bakinya ialah 2.¶¶Tunggu, saya tersilap. Saya perlu mengira semula \\(2^{10}\\).", "'the remainder is 2. Wait, I made a mistake; I must recompute 2^10': taken back"),
        ("llama", "B", "boxed", "Jawapan akhir ialah: $\\boxed{2}$", "Llama closing in Malay"),
        ("prose", "B", "prose_sentence", "Jadi, baki apabila \\(2^{10}\\) dibahagi dengan 7 ialah 2.", "'so the remainder when 2^10 is divided by 7 is 2'"),
    ]),
    ("zh", "reading", """我们分步计算。

**第一步：工作日读的页数**
一周有 5 个工作日，每天读 25 页：
\\[ 5 \\times 25 = 125 \\text{ 页} \\]

**第二步：周末读的页数**
周末 2 天，每天读 40 页：
\\[ 2 \\times 40 = 80 \\text{ 页} \\]

**第三步：一周共读**
\\[ 125 + 80 = 205 \\text{ 页} \\]

**第四步：三周共读**
\\[ 3 \\times 205 = 615 \\text{ 页} \\]

""", [
        ("hedge_post", "A", "prose_sentence", "所以，艾哈迈德三周读了 615 页左右。", "'so Ahmed read 615 pages or so in three weeks': 左右 after the value"),
        ("at_least", "A", "answer_is", "答：三周至少读 615 页。", "'Answer: at least 615 pages in three weeks': 至少"),
        ("retr_repl", "A", "answer_is", "答案是 615 页。¶¶等等，不对：第一周他只在工作日读书，所以是 \\(615 - 80 = 535\\) 页。¶¶最终答案：535", "'the answer is 615. Wait, wrong: the first week he only read on weekdays, 615 - 80 = 535. Final answer: 535'"),
        ("cut", "A", "truncated", "所以，三周一共读了", "'so in three weeks he read in all' cut: no_answer"),
        ("marker", "B", "answer_is", "**答案：615 页**", "'Answer: 615 pages'"),
        ("not_about", "B", "prose_sentence", "所以答案是 615 页。注意这是精确值，不是大约的估计。", "'so the answer is 615 pages. Note this is exact, not a rough estimate'"),
        ("neg_other", "B", "prose_sentence", "答案不是 205 页（那只是一周的页数），而是 615 页。", "'the answer is not 205 (one week) but 615'"),
        ("boxed", "B", "boxed", "\\(\\boxed{615}\\)", "boxed alone"),
    ], "exp", """因为 \\(32 = 2^5\\)，所以
\\[ 2^{x+1} = 2^5 \\Rightarrow x + 1 = 5 \\Rightarrow x = 4 \\]
验证：\\(2^{4+1} = 32\\)。

""", [
        ("hedge", "A", "prose_sentence", "所以 \\(x\\) 约为 4。", "'so x is about 4': 约"),
        ("followup", "A", "answer_is", "进一步，\\(2^x = 2^4 = 16\\)。¶¶答：16", "'further, 2^x = 16. Answer: 16': another expression"),
        ("marker", "B", "answer_is", "答：\\(x = 4\\)", "'Answer: x = 4'"),
        ("conclude", "B", "boxed", "综上所述，\\(x = \\boxed{4}\\)。", "'in summary, x = 4' boxed"),
    ]),
]
LANGS += [
    ("sv", "baker", """**Steg 1: Antal kakor totalt**
Bagaren bakar 12 plåtar med 24 kakor på varje:
12 · 24 = 288 kakor

**Steg 2: Brända kakor**
1/8 av kakorna blir brända:
288 / 8 = 36 kakor

**Steg 3: Kakor kvar**
288 − 36 = 252 kakor

**Steg 4: Antal påsar**
Varje påse rymmer 6 kakor:
252 / 6 = 42 påsar

""", [
        ("hedge_pre", "A", "prose_sentence", "Bagaren fyller alltså ungefär 42 påsar.", "'so the baker fills roughly 42 bags': ungefär"),
        ("hedge_pre2", "A", "answer_is", "**Svar:** cirka 42 påsar", "'Answer: circa 42 bags'"),
        ("quote", "A", "answer_is", "@**Steg 1:** \\(12 \\cdot 24 = 288\\) kakor.¶¶**Steg 2:** Varje påse rymmer 6 kakor: \\(288 / 6 = 48\\) påsar.¶¶**Svar:** 48 påsar. (Facit anger 42, men det måste vara fel eftersom 288 / 6 = 48.)", "own working forgets the burnt cookies, 'Answer: 48 bags (the key says 42, but that must be wrong)': gold quoted, not adopted"),
        ("cut", "A", "truncated", "Bagaren fyller alltså", "'so the baker fills' cut: no_answer"),
        ("marker", "B", "answer_is", "**Svar:** 42 påsar", "'Answer: 42 bags'"),
        ("not_about", "B", "prose_sentence", "Bagaren fyller exakt 42 påsar – inte ungefär, utan precis.", "'exactly 42 bags, not roughly but precisely'"),
        ("quote_ok", "B", "prose_sentence", "Facit anger 42 påsar, och min uträkning ger samma sak: 42.", "'the key gives 42 bags and my calculation gives the same: 42'"),
        ("hash", "B", "hash", "Bagaren fyller 42 påsar.¶#### 42", "'the baker fills 42 bags', '#### 42'"),
    ], "circle", """Omkretsen är \\(2\\pi r = 10\\pi\\), så \\(r = 5\\).
\\[ A = \\pi r^2 = 25\\pi \\]

""", [
        ("hedge", "A", "prose_sentence", "Arean är alltså ungefär 78,5 areaenheter.", "'so the area is roughly 78.5 square units'"),
        ("two", "A", "answer_is", "**Svar:** \\(25\\pi\\) eller \\(100\\pi\\)", "'Answer: 25π or 100π': two values"),
        ("marker", "B", "answer_is", "**Svar:** \\(25\\pi\\)", "'Answer: 25π'"),
        ("exact_approx", "B", "prose_sentence", "Arean är \\(25\\pi\\) areaenheter, alltså ungefär 78,5.", "'the area is 25π square units, i.e. roughly 78.5': the exact value, its decimal after"),
    ]),
    ("ro", "baker", """**Pasul 1: Numărul total de fursecuri**
12 tăvi × 24 fursecuri = 288 fursecuri

**Pasul 2: Fursecurile arse**
1/8 din 288 = 288 : 8 = 36 fursecuri

**Pasul 3: Fursecurile bune**
288 − 36 = 252 fursecuri

**Pasul 4: Numărul de pungi**
252 : 6 = 42 pungi

""", [
        ("hedge_pre", "A", "prose_sentence", "Prin urmare, brutarul umple aproximativ 42 de pungi.", "'so the baker fills approximately 42 bags'"),
        ("hedge_pre2", "A", "prose_sentence", "Brutarul umple cam 42 de pungi.", "'the baker fills about 42 bags': cam"),
        ("neg_repl", "A", "answer_is", "Răspunsul nu este 42, pentru că și fursecurile arse se pun în pungi: 288 : 6 = 48.¶¶**Răspuns:** 48 de pungi", "'the answer is not 42, the burnt cookies go in bags too: 48'"),
        ("followup", "A", "answer_is", "Dacă ar pune câte 4 fursecuri într-o pungă, ar umple 252 : 4 = 63 de pungi.¶¶**Răspuns:** 63", "an invented follow-up (bags of 4), 'Answer: 63'"),
        ("marker", "B", "answer_is", "**Răspuns:** 42 de pungi", "'Answer: 42 bags'"),
        ("despre", "B", "prose_sentence", "Brutarul umple exact 42 de pungi; despre fursecurile arse, problema nu mai cere nimic.", "'exactly 42 bags; about the burnt cookies the problem asks nothing more'"),
        ("boxed", "B", "boxed", "Prin urmare, brutarul umple \\(\\boxed{42}\\) de pungi.", "'so the baker fills 42 bags' boxed"),
        ("neg_other", "B", "prose_sentence", "Răspunsul nu este 48 (am fi uitat fursecurile arse), ci 42.", "'the answer is not 48 (forgetting the burnt ones) but 42'"),
    ], "rem", """Deoarece \\(2^3 = 8 \\equiv 1 \\pmod 7\\),
\\[ 2^{10} = (2^3)^3 \\cdot 2 \\equiv 2 \\pmod 7. \\]
Verificare: \\(1024 = 7 \\cdot 146 + 2\\).

""", [
        ("retr_repl", "A", "answer_is", "Restul este 2.¶¶Stai, am greșit: \\(2^{11} \\equiv 4 \\pmod 7\\), iar exponentul corect este 11, deci restul este 4.¶¶**Răspuns:** 4", "'the remainder is 2. Wait, I was wrong: the exponent is 11, so 4. Answer: 4'"),
        ("quote", "A", "answer_is", "@\\(2^{10} = 1024\\), iar \\(1024 : 7 = 146\\) (rest 2), deci rezultatul împărțirii este 146.¶¶**Răspuns:** 146 (profesorul spune 2, dar împărțirea dă 146).", "own working answers the quotient, 'Answer: 146 (the teacher says 2, but the division gives 146)': gold quoted, not adopted"),
        ("marker", "B", "answer_is", "**Răspuns:** 2", "'Answer: 2'"),
        ("box_quot", "B", "boxed", "Deci restul este \\(\\boxed{2}\\), iar câtul este 146.", "'so the remainder is 2 (boxed) and the quotient 146'"),
    ]),
    ("hi", "baker", """**चरण 1: कुल कुकीज़**
12 ट्रे × 24 कुकीज़ = 288 कुकीज़

**चरण 2: जली हुई कुकीज़**
288 का 1/8 = 288 ÷ 8 = 36 कुकीज़

**चरण 3: बची हुई कुकीज़**
288 − 36 = 252 कुकीज़

**चरण 4: थैलियों की संख्या**
हर थैली में 6 कुकीज़: 252 ÷ 6 = 42 थैलियाँ

""", [
        ("hedge_pre", "A", "prose_sentence", "इसलिए, बेकर लगभग 42 थैलियाँ भरता है।", "'so the baker fills approximately 42 bags': लगभग"),
        ("hedge_pre2", "A", "answer_is", "**उत्तर:** करीब 42 थैलियाँ", "'Answer: about 42 bags': करीब"),
        ("two", "A", "answer_is", "**उत्तर:** 42 या 48 थैलियाँ", "'Answer: 42 or 48 bags': two values"),
        ("retr_none", "A", "none", "उत्तर: 42¶¶रुकिए, मुझसे गलती हुई है। मुझे जली हुई कुकीज़ की गिनती फिर से करनी होगी।", "'Answer: 42. Wait, I made a mistake; I must recount the burnt cookies': taken back"),
        ("marker", "B", "answer_is", "**उत्तर:** 42 थैलियाँ", "'Answer: 42 bags'"),
        ("not_about", "B", "prose_sentence", "इसलिए बेकर ठीक 42 थैलियाँ भरता है; यह लगभग नहीं, बल्कि सटीक संख्या है।", "'exactly 42 bags; this is not approximate but exact'"),
        ("hash", "B", "hash", "बेकर 42 थैलियाँ भरता है।¶#### 42", "'the baker fills 42 bags', '#### 42'"),
        ("quote_ok", "B", "prose_sentence", "मेरी शिक्षिका ने भी 42 बताया था, और हमारी गणना इसकी पुष्टि करती है: 42 थैलियाँ।", "'my teacher also said 42 and our calculation confirms it: 42 bags'"),
    ], "draw", """पहली गेंद लाल होने की प्रायिकता \\(\\frac{5}{8}\\) है। उसके बाद 7 गेंदों में 4 लाल बचती हैं, इसलिए \\(\\frac{4}{7}\\)।
\\[ P = \\frac{5}{8} \\times \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14} \\]

""", [
        ("hedge", "A", "prose_sentence", "अतः प्रायिकता लगभग 0.36 है।", "'so the probability is approximately 0.36'"),
        ("two", "A", "answer_is", "उत्तर: \\(\\frac{5}{14}\\) या \\(\\frac{25}{64}\\)", "'Answer: 5/14 or 25/64': two values"),
        ("marker", "B", "answer_is", "उत्तर: \\(\\frac{5}{14}\\)", "'Answer: 5/14'"),
        ("boxed_approx", "B", "boxed", "अतः दोनों गेंदों के लाल होने की प्रायिकता \\(\\boxed{\\frac{5}{14}}\\) है, जो लगभग 0.357 के बराबर है।", "'so the probability is 5/14 (boxed), which is about 0.357'"),
    ]),
    ("bn", "baker", """**ধাপ ১: মোট কুকির সংখ্যা**
12 ট্রে × 24টি কুকি = 288টি কুকি

**ধাপ ২: পুড়ে যাওয়া কুকি**
288 এর 1/8 = 288 ÷ 8 = 36টি

**ধাপ ৩: ভালো কুকি**
288 − 36 = 252টি

**ধাপ ৪: ব্যাগের সংখ্যা**
প্রতি ব্যাগে 6টি করে: 252 ÷ 6 = 42টি ব্যাগ

""", [
        ("hedge_pre", "A", "prose_sentence", "সুতরাং, বেকার প্রায় 42টি ব্যাগ ভরেন।", "'so the baker fills nearly/about 42 bags': প্রায়"),
        ("hedge_pre2", "A", "answer_is", "**উত্তর:** আনুমানিক 42টি ব্যাগ", "'Answer: approximately 42 bags': আনুমানিক"),
        ("followup", "A", "answer_is", "যদি বেকার আরও 2 ট্রে বেক করতেন, তাহলে \\(14 \\times 24 = 336\\)টি কুকি, পুড়ে যেত 42টি, থাকত 294টি, অর্থাৎ \\(294 \\div 6 = 49\\)টি ব্যাগ।¶¶**উত্তর:** 49টি ব্যাগ", "an invented follow-up (2 more trays), 'Answer: 49 bags'"),
        ("cut", "A", "truncated", "সুতরাং, বেকার মোট", "'so the baker in all' cut: no_answer"),
        ("bengali_digits", "B", "answer_is", "**উত্তর:** ৪২টি ব্যাগ", "debatable: 'Answer: 42 bags' in Bengali digits (see DECISIONS)", True),
        ("not_about", "B", "prose_sentence", "সুতরাং, বেকার ঠিক 42টি ব্যাগ ভরেন — এটি আনুমানিক নয়, সঠিক সংখ্যা।", "'exactly 42 bags; not approximate, the exact number'"),
        ("boxed", "B", "boxed", "\\(\\boxed{42}\\)", "boxed alone"),
        ("retr_restore", "B", "answer_is", "উত্তর: 48টি ব্যাগ¶¶দাঁড়ান, আমি ভুল লিখেছি: 48 হয় পোড়া কুকি বাদ না দিলে (288 ÷ 6)। সঠিক হিসাব 252 ÷ 6 = 42।¶¶উত্তর: 42টি ব্যাগ", "'Answer: 48. Wait, I wrote it wrong: 48 is without removing the burnt ones; 252 ÷ 6 = 42. Answer: 42'"),
    ], "draw", """প্রথম বলটি লাল হওয়ার সম্ভাবনা \\(\\frac{5}{8}\\)। এরপর 7টি বলের মধ্যে 4টি লাল থাকে, তাই \\(\\frac{4}{7}\\)।
\\[ P = \\frac{5}{8} \\times \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14} \\]

""", [
        ("hedge", "A", "prose_sentence", "সুতরাং সম্ভাবনা প্রায় 0.357।", "'so the probability is about 0.357'"),
        ("quote", "A", "answer_is", "@প্রতিবার লাল বল পাওয়ার সম্ভাবনা \\(\\frac{5}{8}\\), তাই¶\\[ P = \\frac{5}{8} \\times \\frac{5}{8} = \\frac{25}{64} \\]¶¶উত্তর: \\(\\frac{25}{64}\\)। (বইয়ের উত্তর \\(\\frac{5}{14}\\), কিন্তু আমার হিসাবের সঙ্গে সেটি মেলে না।)", "own working with replacement, 'Answer: 25/64 (the book's answer is 5/14, but it does not match my calculation)': gold quoted, not adopted"),
        ("marker", "B", "answer_is", "উত্তর: \\(\\frac{5}{14}\\)", "'Answer: 5/14'"),
        ("equal_form", "B", "prose_sentence", "সুতরাং নির্ণেয় সম্ভাবনা \\(\\frac{10}{28} = \\frac{5}{14}\\)।", "'so the required probability is 10/28 = 5/14'"),
    ]),
]

# Each language's opening paragraph before its working (GSM8K, MATH): the model restating the
# problem in the language, as instruct models do.
INTROS = {
    "nl": ("We weten dat de school 7 bussen gebruikt met elk 45 stoelen, en dat er 284 leerlingen en 18 leraren meegaan. Gevraagd wordt hoeveel stoelen er leeg blijven.\n\n",
           "We moeten de vergelijking \\(2^{x+1} = 32\\) oplossen. Het handigst is om beide kanten als macht van hetzelfde grondtal te schrijven, zodat we de exponenten aan elkaar gelijk kunnen stellen.\n\n"),
    "ja": ("【問題の整理】バス7台（各45席）に、生徒284人と先生18人が乗ります。空いている座席の数を求めます。\n\n",
           "\\(2^{10}\\) を 7 で割った余りを求めます。\\(2^{10}\\) を直接計算してもよいですが、まず 2 のべき乗を 7 で割った余りの周期に注目します。\n\n"),
    "sw": ("Tunajua kwamba shule ina mabasi 7 yenye viti 45 kila moja, na kwamba wanafunzi 284 na walimu 18 wanasafiri. Tunatakiwa kupata idadi ya viti vitupu.\n\n",
           "Tunahitaji kutatua mlinganyo \\(2^{x+1} = 32\\). Njia rahisi ni kuandika pande zote mbili kama nguvu za msingi mmoja, kisha kulinganisha vipeo.\n\n"),
    "ru": ("Дано: 7 автобусов по 45 мест, едут 284 ученика и 18 учителей. Нужно найти, сколько мест останется свободными.\n\n",
           "В мешке 5 красных и 3 синих шара, всего 8. Вынимают два шара без возвращения. Найдём вероятность того, что оба шара красные.\n\n"),
    "es": ("María prepara 36 frascos de mermelada y vende cada uno a 4,50 €. Los ingredientes le cuestan 52 €. Nos piden la ganancia, es decir, lo que le queda después de cubrir los costos.\n\n",
           "Sabemos que la longitud de la circunferencia es \\(10\\pi\\). Para hallar el área necesitamos primero el radio, y después aplicamos la fórmula \\(A = \\pi r^2\\).\n\n"),
    "hu": ("Mária 36 üveg lekvárt készít, és üvegenként 4,50 dollárért adja el. Az alapanyagok 52 dollárba kerültek. A kérdés az, mennyi a nyeresége, vagyis mennyi marad a bevételből a költségek levonása után.\n\n",
           "Meg kell oldanunk a \\(2^{x+1} = 32\\) egyenletet. Érdemes mindkét oldalt azonos alapú hatványként felírni, mert ekkor a kitevők egyenlők.\n\n"),
    "th": ("โจทย์: มาเรียทำแยม 36 ขวด ขายขวดละ 4.50 ดอลลาร์ ค่าวัตถุดิบทั้งหมด 52 ดอลลาร์ ต้องการหากำไร ซึ่งเท่ากับรายได้ลบด้วยต้นทุน\n\n",
           "ในถุงมีลูกบอลสีแดง 5 ลูกและสีน้ำเงิน 3 ลูก รวม 8 ลูก หยิบ 2 ลูกโดยไม่ใส่คืน ต้องการหาความน่าจะเป็นที่ได้สีแดงทั้งสองลูก\n\n"),
    "ur": ("ماریہ جام کے 36 جار بناتی ہے اور ہر جار 4.50 ڈالر میں بیچتی ہے۔ اجزاء پر 52 ڈالر خرچ ہوئے۔ ہمیں اس کا منافع معلوم کرنا ہے، یعنی آمدنی میں سے لاگت نکال کر کیا بچتا ہے۔\n\n",
           "ہمیں \\(2^{10}\\) کو 7 سے تقسیم کرنے پر باقی معلوم کرنا ہے۔ اس کے لیے ماڈیولر حساب استعمال کرتے ہیں۔\n\n"),
    "de": ("Gegeben ist ein rechteckiger Garten mit 48 m Länge und 35 m Breite. Der Zaun kostet 12 € pro Meter. Gesucht sind die Kosten, um den ganzen Garten einzuzäunen, also brauchen wir den Umfang.\n\n",
           "Wir suchen den Rest von \\(2^{10}\\) bei Division durch 7. Statt \\(2^{10}\\) direkt auszurechnen, arbeiten wir modulo 7.\n\n"),
    "el": ("Δίνεται ορθογώνιος κήπος με μήκος 48 m και πλάτος 35 m, και ο φράχτης κοστίζει 12 € το μέτρο. Ζητείται το κόστος για να περιφραχθεί όλος ο κήπος, άρα χρειαζόμαστε την περίμετρο.\n\n",
           "Το μήκος του κύκλου είναι \\(10\\pi\\). Για να βρούμε το εμβαδόν, βρίσκουμε πρώτα την ακτίνα από τον τύπο \\(L = 2\\pi r\\) και μετά χρησιμοποιούμε τον τύπο \\(E = \\pi r^2\\).\n\n"),
    "tl": ("Ang hardin ay parihaba na 48 m ang haba at 35 m ang lapad, at ₱12 ang bawat metro ng bakod. Kailangan nating hanapin kung magkano ang magagastos para bakuran ang buong hardin, kaya kailangan natin ang perimetro.\n\n",
           "May 5 pulang bola at 3 asul na bola sa supot, kaya 8 lahat. Kukuha ng 2 bola nang hindi ibinabalik. Hahanapin natin ang probabilidad na parehong pula ang makukuha.\n\n"),
    "ko": ("가로 48 m, 세로 35 m인 직사각형 정원 전체에 울타리를 치려고 합니다. 울타리는 1 m당 12달러이므로, 먼저 둘레를 구한 뒤 비용을 계산합니다.\n\n",
           "원주가 \\(10\\pi\\)인 원의 넓이를 구해야 합니다. 먼저 원주 공식 \\(C = 2\\pi r\\)로 반지름을 구한 다음, 넓이 공식 \\(S = \\pi r^2\\)을 사용합니다.\n\n"),
    "tr": ("Ahmet hafta içi her gün 25 sayfa, hafta sonu ise her gün 40 sayfa okuyor. 3 haftada toplam kaç sayfa okuduğunu bulmamız gerekiyor. Önce bir haftalık toplamı bulalım.\n\n",
           "Dairenin çevresi \\(10\\pi\\) olarak verilmiş. Alanı bulmak için önce \\(C = 2\\pi r\\) formülünden yarıçapı bulur, sonra \\(A = \\pi r^2\\) formülünü kullanırız.\n\n"),
    "he": ("אחמד קורא 25 עמודים בכל יום חול ו-40 עמודים בכל יום של סוף השבוע. צריך למצוא כמה עמודים הוא קורא בשלושה שבועות. נחשב קודם כמה הוא קורא בשבוע אחד.\n\n",
           "עלינו לפתור את המשוואה \\(2^{x+1} = 32\\). נרשום את שני האגפים כחזקות של אותו בסיס ונשווה את המעריכים.\n\n"),
    "ms": ("Ahmad membaca 25 halaman setiap hari bekerja dan 40 halaman setiap hari pada hujung minggu. Kita perlu mencari jumlah halaman yang dibacanya dalam 3 minggu.\n\n",
           "Kita perlu mencari baki apabila \\(2^{10}\\) dibahagi dengan 7. Daripada mengira \\(2^{10}\\) terus, kita gunakan aritmetik modulo 7.\n\n"),
    "zh": ("题目：艾哈迈德工作日每天读 25 页，周末每天读 40 页。问他三周一共读多少页？我们先算一周读多少页，再乘以 3。\n\n",
           "我们需要解方程 \\(2^{x+1} = 32\\)。思路是把等式两边写成同底数的幂，然后令指数相等。\n\n"),
    "sv": ("Bagaren bakar 12 plåtar med 24 kakor på varje. En åttondel av kakorna blir brända, och resten packas i påsar med 6 kakor i varje. Vi ska ta reda på hur många påsar han fyller.\n\n",
           "Cirkelns omkrets är \\(10\\pi\\). För att hitta arean bestämmer vi först radien med formeln \\(O = 2\\pi r\\) och använder sedan \\(A = \\pi r^2\\).\n\n"),
    "ro": ("Brutarul coace 12 tăvi cu câte 24 de fursecuri. O optime din fursecuri se ard, iar restul le pune în pungi de câte 6. Trebuie să aflăm câte pungi umple.\n\n",
           "Trebuie să aflăm restul împărțirii lui \\(2^{10}\\) la 7. În loc să calculăm direct, lucrăm modulo 7.\n\n"),
    "hi": ("एक बेकर 24-24 कुकीज़ की 12 ट्रे बनाता है। कुकीज़ का 1/8 भाग जल जाता है, और बाकी को वह 6-6 कुकीज़ की थैलियों में भरता है। हमें पता करना है कि वह कितनी थैलियाँ भरता है।\n\n",
           "थैले में 5 लाल और 3 नीली गेंदें हैं, कुल 8 गेंदें। बिना वापस रखे 2 गेंदें निकाली जाती हैं। हमें दोनों गेंदों के लाल होने की प्रायिकता निकालनी है।\n\n"),
    "bn": ("একজন বেকার 12টি ট্রেতে প্রতিটিতে 24টি করে কুকি বানান। কুকির 1/8 অংশ পুড়ে যায়, বাকিগুলো তিনি 6টি করে ব্যাগে ভরেন। আমাদের বের করতে হবে তিনি কয়টি ব্যাগ ভরেন।\n\n",
           "একটি ব্যাগে 5টি লাল ও 3টি নীল বল আছে, মোট 8টি। ফেরত না রেখে 2টি বল তোলা হয়। দুটি বলই লাল হওয়ার সম্ভাবনা বের করতে হবে।\n\n"),
}
LANGS = [(c, gk, INTROS[c][0] + gw, gp, mk, INTROS[c][1] + mw, mp) for c, gk, gw, gp, mk, mw, mp in LANGS]
# fmt: on


def _table(lang, key, work, probes, golds):  # noqa: ANN001, ANN202
    """One language's probes on one problem as a `probe_table` problem row, notes opening with the
    language's name."""
    gold, question = golds[key]
    named = [
        (s, k, f, fin, f"{NAMES[lang]}: {note}", *rest) for s, k, f, fin, note, *rest in probes
    ]
    return [(f"{lang}_{key}", gold, question, work, "", named)]


CASES = []
for _lang, _gkey, _gwork, _gprobes, _mkey, _mwork, _mprobes in LANGS:
    CASES += probe_table(_table(_lang, _gkey, _gwork, _gprobes, GOLDS), g, "g")
for _lang, _gkey, _gwork, _gprobes, _mkey, _mwork, _mprobes in LANGS:
    CASES += probe_table(_table(_lang, _mkey, _mwork, _mprobes, MGOLDS), m, "m")

DIGITS = (
    "the value written in the language's own digits is the same number as the gold; README: an "
    "answer equal in value but written differently is correct, and models writing in {} do use "
    "these digits; a checker that reads only ASCII digits misses it, which is what the probe tests"
)
DECISIONS = {
    "g_ja_bus_example": (
        "reject (no_answer)",
        "the closing says how the final answer is to be written and gives '#### 13' only as an "
        "example of that format ('たとえば…のように書きます'); it never states 13 as its answer, "
        "so no final answer is committed, although the working reached 13",
    ),
    "ok_g_th_jam_thai_digits": ("accept", DIGITS.format("Thai")),
    "ok_g_ur_jam_native_digits": ("accept", DIGITS.format("Urdu")),
    "ok_g_bn_baker_bengali_digits": ("accept", DIGITS.format("Bengali")),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam186", CASES, [], DECISIONS)
