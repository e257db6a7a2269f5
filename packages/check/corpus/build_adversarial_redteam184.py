r"""Build adversarial_redteam184.jsonl: round 184 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam184"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: OTHER LANGUAGES, 240 probes in 19 languages (Spanish, French, German, Italian,
Portuguese, Russian, Ukrainian, Polish, Turkish, Arabic, Persian, Hindi, Chinese, Japanese, Korean,
Vietnamese, Indonesian for GSM8K; Chinese, Japanese, Korean, Russian, Czech, German, Swedish for
MATH), 170 GSM8K and 70 MATH, 120 kind A and 120 kind B: CLOSING SENTENCES OF MULTILINGUAL MODELS
(Qwen2.5-Instruct, Llama 3.1, Gemma 2, Aya, DeepSeek answering in the question's language, MGSM
style). Each problem is asked in one language and worked in it (185-435 characters of working, the
equations written as those models write them: "3 × 1,20 € = 3,60 €", "4 · 1 240 = 4 960",
"٥ × ٣٢ = ١٦٠", "8.5万棵 = 85000棵"), then one of ten closings in the same language:
kind B: the answer in the language's own words (cardinals "ciento trece",
"eintausendfünfhundertfünfzig", "пять тысяч восемьсот двадцать", "十七万三千五百", "七千六百円", "쉰네 개" / "오십사",
"mil e cinquenta reais", "hai trăm sáu mươi lăm nghìn", "lima puluh lima ribu", "padesáti šesti",
"십", "tre", "百三十五度"; money and durations "neuf euros quatre-vingt-quinze", "cinque ore e un
quarto", "5 ore e 15 minuti", "एक सौ पंद्रह रुपये"; the ordinal "дев'ятнадцятою" / "19-та" for a
position; other forms in words "девять пи", "十分之三", "achtunddreißig Komma zwei fünf"); local number
formats (decimal commas 9,95 / 5,25 / 38,25 and `9{,}95` in a box, thousands dots 1.550 / R$ 1.050,00
/ 265.000 / Rp55.000,00, thousands spaces 5 820 and a no-break space, 7,600円, Arabic-Indic ١٨١,
Persian ۱۷, Devanagari ₹११५, full-width ７６００, 17.35万, "55 ribu"); the language's answer markers
("Respuesta:", "Réponse :", "Antwort:", "Ответ:", "Відповідь:", "Odpowiedź:", "Cevap:", "الإجابة:",
"پاسخ:", "उत्तर:", "答：", "答案：", "答え：", "정답:", "Đáp số:", "Jawaban:", "Odpověď:", "Svar:"),
boxes inside the language's sentence (with a copula after the box: "$\boxed{10}$입니다") and
`####`; closings with several numbers where one is the answer, in the language's own word order
(the total first and the parts after, "Juntos suman 113 canicas, de las cuales 65 son de Juan",
"两年一共植树173500棵，其中今年植树88500棵", verb-last Turkish/Japanese/Korean/Persian sentences with
the givens before the answer). Kind A in the same shapes: hedges and bounds ("aproximadamente",
"environ", "etwa", "mindestens", "circa", "cerca de", "около", "حوالي", "تقریباً", "लगभग",
"कम से कम", "约", "超过", "不超过", "約", "以上", "약", "yaklaşık", "en az", "ít nhất", "khoảng",
"sekitar", "přibližně", "nejméně", "ungefär"), ranges ("entre 9 € et 10 €", "tra le 5
e le 6 ore", "antara Rp50.000 dan Rp60.000"), negations that put a wrong value in place of the
right one ("no tienen 113 sino 130", "не 5 820, а 6 200", "不是173500棵，而是88500棵", "16 değil,
44", "54개가 아니라 6개", "7600円ではありません ... 4000円"), the other person's amount or a subtotal
("Juan tiene 65 canicas, 17 más que Pedro", "8.85万棵" this year only, the remainder where the sold
count is asked), two values ("18-ю або 19-ю"), a correction that replaces the right value ("Espera,
no: ... 65", "Moment, nein: ... 850", "Chwileczka ... 24", "مهلاً، لا ... ١٦٧", "Vänta, nej ... 7"),
and a cut before the value (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: es Pedro 4 bags of 12 marbles, Juan 17 more, together -> 113 (Pedro 48, Juan 65; 130 adds
the 17 twice); fr 3 baguettes at 1,20 EUR and a cheese at 6,45 EUR paid with 20 EUR, change -> 9.95
(3,60; spent 10,05); de 2.400 tulip bulbs, 3/8 sold in March, 650 in April, sold together -> 1550
(March 900; left 850; about 1.500); it 45 min a day Monday-Friday and 1 1/2 h on Saturday, hours a
week -> 5.25 (225 + 90 = 315 min; weekdays 3,75 h; 5 h 15 min = 5.25 h); pt R$ 1.800 salary, 35 %
rent and R$ 420 food, spent on both -> 1050 (rent 630; left 750); ru 1 240 parts a day, Friday 380
fewer, a week -> 5820 (4 960 Mon-Thu; Friday 860; 6 200 without the shortfall); uk 30 in a queue,
Olya 12th from the front, position from the end -> 19 (11 before her, 18 behind her; 18th off by
one); pl 84 kg apples, 7 kg spoiled, sacks of 3,5 kg -> 22 (77 kg; 84 : 3,5 = 24); tr 3 boxes of 24
pens, 2 each to 28 pupils, left -> 16 (72; 56 given; 72 - 28 = 44); ar 5 books at 32 and 3
notebooks at 7 riyals, total -> 181 (160; 21; 160 + 7 = 167); fa 300-page book, 12 pages a day,
8 days read, days still needed -> 17 (96 read; 204 left; 25 days in all); hi Rs 500, 4 notebooks at
Rs 35 and a bag at Rs 245, left -> 115 (140; 385 spent; 500 - 245 = 255); zh 8.5万 trees last year,
3500 more this year, both years -> 173500 (85000; 88500 = 8.85万 this year; 17.35万 = 173500); ja
450 yen a day for 4 weeks, a 5000-yen game, left -> 7600 (28 days; 12600 saved; a 5-day week gives
9000 - 5000 = 4000); ko 3 boxes of 24 apples, 18 given away, left -> 54 (72; 24 - 18 = 6); vi 2,5 kg
oranges at 40.000 and 3 kg apples at 55.000 dong, total -> 265000 (100.000; 165.000; 3 kg of
oranges gives 285.000); id Rp15.000 a week for 12 weeks, Rp125.000 shoes, left -> 55000 (180.000).
MATH: zh P(multiple of 3 from 1..20) -> \frac{3}{10} (6 of 20; 6/20 = 0.3; 1/3 the naive rate); ja
one interior angle of a regular octagon -> 135 (sum 1080; exterior 45; 144 the decagon's); ko
product of the roots of x^2 - 7x + 10 -> 10 (roots 2, 5; sum 7); ru area of a circle with
circumference 6\pi -> 9\pi (r = 3; 9\pi = 28.27...; 36\pi with r = 6; 18\pi with 2\pi r^2); cs
3-member groups from 8 pupils -> 56 (336 ordered; 336 / 6 = 56); de rectangle with perimeter 26 and
side 8,5, area -> 38.25 (other side 4,5; 153/4 = 38.25; 8,5 x 17,5 = 148,75; the slip 34 + 2,25 =
36,25); sv log_2 32 + log_3 (1/9) -> 3 (5 and -2; 7 with the sign dropped).

Classes (id): `[ok_]<g|m>_<lang>_<problem>_<shape>`, a leading `ok_` marking kind B, <lang> the
corpus_build.LANGUAGE_NAMES code. Ten probes a problem, five B and five A. Kind B shapes name the
closing (words / ordinal / native / sino / kanji / kotae / respuesta ... the language's marker /
virgola / komma / punkt / cham / nbsp / zenkaku / deva / indic / digits / wan / ribu / reais / rp
the number format / several / juntos / qizhong / rest_after / roots_first / terms_after / sum_after
/ gaikaku_after the answer among other numbers / verb_last / suffix / dearu word order / boxed /
hash / frac / unreduced / decimal / exact_approx / equation / ore_min equal forms). Kind A shapes
name the error (juan / total / spent / given / rest / sobra / maerz / feriali / aluguel / books /
daftar / pyatnica / jinnian / kg / pages / after / count / sum / roots / radius / seite / first /
gaikaku / perm / kol other quantities / aprox / environ / etwa / circa / cerca / okolo / hawali /
taghriban / lagbhag / yue / yaku / yak / yaklasik / khoang / sekitar / priblizne / ungefar / approx
hedges / mindestens / en_az / kam_se_kam / it_nhat / chaoguo / ijou / nejmene / buchaoguo bounds /
entre / tra / antara ranges / two / neg / ne / bushi negations / espera / korrektur / corr / chwila
/ vanta corrections / cut truncated, no_answer).
Kind A: truth wrong, or no_answer where the form is `truncated`; kind B: truth correct. Forms:
`A_colon` for the language's "Answer:" marker with the value, `final_answer_phrase` for the marker
followed by a sentence, `answer_is` for "the answer is N" in the language, `boxed`, `hash`,
`prose_sentence` for an unmarked concluding sentence, `truncated`. Every note opens with the
language and glosses the closing in English.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked, in whatever word order the language uses, even when that sentence also states
givens, parts or another quantity ("Juntos suman 113 canicas, de las cuales 65 son de Juan"). A
number in the language's words, its own digits, a local format (decimal comma, thousands dot or
space, 万, ribu) or another equal form (6/20, 0.3, 153/4, 5 h 15 min, 135^\circ, 9\pi followed by
its decimal) is the value. Wrong: the concluding value is a subtotal, a given, the other person's
amount, the remainder where the sold or spent amount is asked (or the reverse), a hedge or
approximation of an exact value, a bound ("at least", "more than", "or more", "does not exceed"), a
range, a negated value replaced by another, two values for one question, or an answer taken back
and replaced. A cut before the value is no_answer. Debatable (4, with DECISIONS):
`ok_g_de_tulpen_rest_after` (1 550 sold, then "850 bleiben im Lager"; accepted),
`ok_g_it_studio_ore_min` ("5 ore e 15 minuti" for 5.25 hours; accepted),
`ok_m_ja_kakudo_gaikaku_after` (135° then "(外角は45°)"; accepted), `m_zh_gailv_yue` ("约0.3" for
the exact 3/10; rejected as a hedge).

Usage: python build_adversarial_redteam184.py (writes /tmp/rounds/rt184/adversarial_redteam184.jsonl)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block (unused here: ""), [(suffix, kind, form,
# final, note[, debatable]), ...]). The key opens with the language code. The final follows the
# working; "¶" in a final is a newline. Kind A probes whose form is "truncated" or "none" are
# no_answer, the other kind A wrong. Every note opens with the language and glosses the closing.
GPROBS = [
    ("es_canicas", "113",
     "Pedro tiene 4 bolsas con 12 canicas cada una. Juan tiene 17 canicas más que Pedro. ¿Cuántas canicas tienen entre los dos?",
     r"""Vamos a resolver el problema paso a paso.

**Paso 1: Canicas de Pedro.**
Pedro tiene 4 bolsas con 12 canicas cada una:
\[ 4 \times 12 = 48 \]
Pedro tiene 48 canicas.

**Paso 2: Canicas de Juan.**
Juan tiene 17 canicas más que Pedro:
\[ 48 + 17 = 65 \]
Juan tiene 65 canicas.

**Paso 3: Total entre los dos.**
Sumamos las canicas de ambos:
\[ 48 + 65 = 113 \]

Comprobación: 113 − 65 = 48, que son justamente las canicas de Pedro.

""",
     "",
     [
        ("several", "B", "prose_sentence", "Por lo tanto, entre los dos tienen 113 canicas: Pedro tiene 48 y Juan 65, es decir, 17 más que Pedro.", "Spanish: 'together they have 113 marbles: Pedro 48 and Juan 65, i.e. 17 more than Pedro'; the total first, the parts and the given 17 after"),
        ("words", "B", "prose_sentence", "En total, Pedro y Juan tienen ciento trece canicas.", "Spanish: 'in total Pedro and Juan have one hundred thirteen marbles' (113 in words)"),
        ("respuesta", "B", "A_colon", "**Respuesta:** 113 canicas", "Spanish marker 'Respuesta:' (Answer:) with 113"),
        ("boxed", "B", "boxed", r"Por lo tanto, la respuesta final es: $\boxed{113}$. Espero que sea correcta.", "Spanish Qwen closing 'the final answer is boxed 113, I hope it is correct'"),
        ("juntos", "B", "prose_sentence", "Juntos suman 113 canicas, de las cuales 65 son de Juan.", "Spanish: 'together they add up to 113 marbles, of which 65 are Juan's'; a part after the total"),
        ("juan", "A", "prose_sentence", "Por lo tanto, Juan tiene 65 canicas, 17 más que Pedro.", "Spanish: 'Juan has 65 marbles, 17 more than Pedro': one person's amount, the total 113 was asked"),
        ("aprox", "A", "prose_sentence", "Entre los dos tienen aproximadamente 113 canicas.", "Spanish: 'together they have approximately 113 marbles': a hedge of an exact count"),
        ("neg", "A", "prose_sentence", "Entre los dos no tienen 113 canicas sino 130, porque las 17 canicas de más hay que sumarlas otra vez.", "Spanish: 'they have not 113 but 130, since the 17 extra must be added again': the right value negated, 130 final"),
        ("espera", "A", "prose_sentence", "En total tienen 113 canicas. Espera, no: la pregunta es por las canicas de Juan, así que la respuesta es 65.", "Spanish: '113 in total. Wait, no: the question is about Juan's marbles, so the answer is 65': the right value replaced by 65"),
        ("cut", "A", "truncated", "Por lo tanto, entre los dos tienen un total de", "Spanish: 'so together they have a total of' cut before the value: no_answer"),
     ]),
    ("fr_monnaie", "9.95",
     "Marie achète 3 baguettes à 1,20 € l'une et un fromage à 6,45 €. Elle paie avec un billet de 20 €. Combien d'euros lui rend-on ?",
     """Calculons d'abord le prix des baguettes :
3 × 1,20 € = 3,60 €

Ensuite, ajoutons le prix du fromage :
3,60 € + 6,45 € = 10,05 €

Marie dépense donc 10,05 € au total. Elle paie avec un billet de 20 €, donc la monnaie est :
20 € − 10,05 € = 9,95 €

Vérification : 10,05 € + 9,95 € = 20 €. Le compte est bon.

""",
     "",
     [
        ("virgule", "B", "prose_sentence", "On rend donc 9,95 € à Marie.", "French: 'so Marie gets 9,95 EUR back'; decimal comma 9,95 = 9.95"),
        ("reponse", "B", "A_colon", "Réponse : 9,95 €", "French marker 'Réponse :' with a decimal comma"),
        ("words", "B", "prose_sentence", "La caissière lui rend neuf euros quatre-vingt-quinze.", "French: 'the cashier gives her back nine euros ninety-five' (9.95 in words)"),
        ("several", "B", "prose_sentence", "Marie a dépensé 10,05 € ; sur son billet de 20 €, on lui rend donc 9,95 €.", "French: 'Marie spent 10,05; from her 20 EUR note she gets 9,95 back'; the spending and the note before the change"),
        ("boxed", "B", "boxed", r"La monnaie rendue est de \(\boxed{9{,}95}\) euros.", "French: 'the change is boxed 9{,}95 euros'; a LaTeX decimal comma inside the box"),
        ("total", "A", "prose_sentence", "Marie paie donc 10,05 € en tout.", "French: 'so Marie pays 10,05 EUR in all': the amount spent, the change was asked"),
        ("environ", "A", "prose_sentence", "On lui rend donc environ 10 €.", "French: 'so she gets about 10 EUR back': a hedge of an exact amount"),
        ("neg", "A", "prose_sentence", "On ne lui rend pas 9,95 € mais 10,05 €, puisque c'est ce qu'elle a dépensé.", "French: 'she gets not 9,95 but 10,05 back': the right value negated, 10.05 final"),
        ("entre", "A", "prose_sentence", "On lui rend donc entre 9 € et 10 €.", "French: 'she gets between 9 and 10 EUR back': a range, not the value"),
        ("cut", "A", "truncated", "On rend donc à Marie la somme de", "French: 'so Marie is given back the sum of' cut before the value: no_answer"),
     ]),
    ("de_tulpen", "1550",
     "Ein Gartencenter hat 2.400 Tulpenzwiebeln. Im März verkauft es 3/8 davon, im April noch 650 Stück. Wie viele Tulpenzwiebeln hat es im März und April zusammen verkauft?",
     """Schritt 1: Verkauf im März.
3/8 von 2.400 sind:
2.400 : 8 = 300
300 · 3 = 900
Im März wurden also 900 Tulpenzwiebeln verkauft.

Schritt 2: Verkauf im April.
Im April wurden 650 Tulpenzwiebeln verkauft.

Schritt 3: Zusammen.
900 + 650 = 1.550

Zur Kontrolle: Es bleiben 2.400 − 1.550 = 850 Zwiebeln übrig. Das ist weniger als der Anfangsbestand und mehr als null, also passt das Ergebnis.

""",
     "",
     [
        ("punkt", "B", "prose_sentence", "Das Gartencenter hat im März und April zusammen 1.550 Tulpenzwiebeln verkauft.", "German: 'the garden centre sold 1.550 bulbs in March and April together'; thousands dot 1.550 = 1550"),
        ("antwort", "B", "final_answer_phrase", "Antwort: Es wurden insgesamt 1.550 Tulpenzwiebeln verkauft.", "German marker 'Antwort:' then a sentence with 1.550 (= 1550)"),
        ("words", "B", "prose_sentence", "Insgesamt wurden eintausendfünfhundertfünfzig Tulpenzwiebeln verkauft.", "German: 'in all one thousand five hundred fifty bulbs were sold' (1550 as one word)"),
        ("rest_after", "B", "prose_sentence", "Verkauft wurden also 1 550 Tulpenzwiebeln; 850 bleiben im Lager.", "debatable: German 'so 1 550 bulbs were sold; 850 stay in stock'; thousands space, the answer stated, then the remaining stock in a second clause (see DECISIONS)", True),
        ("hash", "B", "hash", "#### 1550", "German working, then '#### 1550'"),
        ("rest", "A", "prose_sentence", "Es bleiben also 850 Tulpenzwiebeln übrig.", "German: 'so 850 bulbs are left': the remainder, the number sold was asked"),
        ("maerz", "A", "prose_sentence", "Im März und April wurden zusammen 900 Tulpenzwiebeln verkauft.", "German: 'in March and April together 900 were sold': March alone, a subtotal"),
        ("etwa", "A", "prose_sentence", "Zusammen wurden etwa 1.500 Tulpenzwiebeln verkauft.", "German: 'together about 1.500 were sold': a rounded hedge"),
        ("mindestens", "A", "prose_sentence", "Das Gartencenter hat zusammen mindestens 1.550 Tulpenzwiebeln verkauft.", "German: 'at least 1.550': a bound, not the value"),
        ("korrektur", "A", "prose_sentence", "Zusammen wurden 1.550 Tulpenzwiebeln verkauft. Moment, nein: Gefragt ist, wie viele übrig bleiben, also 850.", "German: '1.550 were sold. Wait, no: the question is how many are left, so 850': the right value replaced"),
     ]),
    ("it_studio", "5.25",
     "Giulia studia 45 minuti al giorno dal lunedì al venerdì e un'ora e mezza il sabato. Quante ore studia in tutto in una settimana?",
     """Calcoliamo prima i minuti di studio dal lunedì al venerdì:
5 giorni × 45 minuti = 225 minuti

Il sabato Giulia studia un'ora e mezza, cioè:
1,5 × 60 = 90 minuti

Minuti totali nella settimana:
225 + 90 = 315 minuti

Ora trasformiamo i minuti in ore, dividendo per 60:
315 : 60 = 5,25 ore

Infatti 5 ore sono 300 minuti e restano 15 minuti, cioè un quarto d'ora.

""",
     "",
     [
        ("virgola", "B", "prose_sentence", "Quindi Giulia studia 5,25 ore in una settimana.", "Italian: 'so Giulia studies 5,25 hours a week'; decimal comma"),
        ("words", "B", "prose_sentence", "Quindi Giulia studia in tutto cinque ore e un quarto alla settimana.", "Italian: 'five hours and a quarter a week' (5.25 in words)"),
        ("ore_min", "B", "prose_sentence", "In una settimana Giulia studia 5 ore e 15 minuti.", "debatable: Italian '5 hours and 15 minutes a week' = 5.25 hours, a compound duration for an hours question (see DECISIONS)", True),
        ("risposta", "B", "A_colon", "Risposta: 5,25 ore", "Italian marker 'Risposta:' with a decimal comma"),
        ("boxed", "B", "boxed", r"La risposta finale è: $\boxed{5.25}$ ore.", "Italian: 'the final answer is boxed 5.25 hours'"),
        ("feriali", "A", "prose_sentence", "Quindi dal lunedì al venerdì Giulia studia 3,75 ore.", "Italian: 'so Monday to Friday Giulia studies 3,75 hours': the weekdays alone, a subtotal"),
        ("circa", "A", "prose_sentence", "Quindi Giulia studia circa 5 ore alla settimana.", "Italian: 'about 5 hours a week': a hedge"),
        ("tra", "A", "prose_sentence", "Quindi Giulia studia tra le 5 e le 6 ore alla settimana.", "Italian: 'between 5 and 6 hours a week': a range, not the value"),
        ("neg", "A", "prose_sentence", "Quindi Giulia non studia 5,25 ore bensì 3,75, perché il sabato non è un giorno di scuola.", "Italian: 'not 5,25 hours but 3,75, since Saturday is not a school day': the right value negated"),
        ("cut", "A", "truncated", "Quindi, in tutto, Giulia studia ogni settimana", "Italian: 'so in all Giulia studies each week' cut before the value: no_answer"),
     ]),
    ("pt_gastos", "1050",
     "Ana ganha R$ 1.800 por mês. Ela gasta 35% do salário com aluguel e R$ 420 com comida. Quanto Ana gasta por mês com aluguel e comida juntos?",
     """Primeiro, vamos calcular o gasto com aluguel, que é 35% de R$ 1.800:
0,35 × 1.800 = 630
Então o aluguel custa R$ 630,00.

Em seguida, somamos o gasto com comida:
630 + 420 = 1.050

Para conferir, o que sobra do salário é 1.800 − 1.050 = 750, um valor positivo, então a conta faz sentido.

""",
     "",
     [
        ("reais", "B", "prose_sentence", "Portanto, Ana gasta R$ 1.050,00 por mês com aluguel e comida.", "Portuguese: 'Ana spends R$ 1.050,00 a month'; Brazilian format 1.050,00 = 1050"),
        ("resposta", "B", "A_colon", "**Resposta:** R$ 1.050", "Portuguese marker 'Resposta:' with R$ 1.050 (= 1050)"),
        ("words", "B", "prose_sentence", "Ana gasta, no total, mil e cinquenta reais por mês com aluguel e comida.", "Portuguese: 'one thousand and fifty reais' (1050 in words)"),
        ("several", "B", "prose_sentence", "Ana gasta R$ 630 com aluguel e R$ 420 com comida, ou seja, R$ 1.050 no total.", "Portuguese: '630 on rent and 420 on food, that is 1.050 in total'; the parts first"),
        ("boxed", "B", "boxed", r"Portanto, a resposta final é: $\boxed{1050}$. Espero que esteja correta.", "Portuguese Qwen closing with boxed 1050"),
        ("sobra", "A", "prose_sentence", "Portanto, sobram R$ 750,00 para Ana no fim do mês.", "Portuguese: '750 are left for Ana at month end': the rest, the spending was asked"),
        ("aluguel", "A", "prose_sentence", "Portanto, Ana gasta R$ 630,00 por mês com aluguel.", "Portuguese: 'Ana spends 630 a month on rent': a subtotal"),
        ("cerca", "A", "prose_sentence", "Ana gasta cerca de R$ 1.000 por mês com aluguel e comida.", "Portuguese: 'about R$ 1.000': a rounded hedge"),
        ("corr", "A", "prose_sentence", "Ana gasta R$ 1.050 por mês. Espera, na verdade a pergunta é quanto sobra: R$ 750.", "Portuguese: '1.050 a month. Wait, actually the question is how much is left: 750': the right value replaced"),
        ("cut", "A", "truncated", "Logo, o total gasto por Ana com aluguel e comida é de R$", "Portuguese: 'so Ana's total for rent and food is R$' cut before the value: no_answer"),
     ]),
    ("ru_detali", "5820",
     "Завод выпускает 1 240 деталей в день. На этой неделе (с понедельника по пятницу) в пятницу выпустили на 380 деталей меньше обычного. Сколько деталей выпустил завод за эту неделю?",
     """Решим задачу по шагам.

1. С понедельника по четверг завод работал в обычном режиме — 4 дня по 1 240 деталей:
   4 · 1 240 = 4 960 деталей.

2. В пятницу выпустили на 380 деталей меньше:
   1 240 − 380 = 860 деталей.

3. Складываем:
   4 960 + 860 = 5 820 деталей.

Проверка: если бы все 5 дней были обычными, получилось бы 5 · 1 240 = 6 200 деталей; 6 200 − 380 = 5 820. Результаты совпадают.

""",
     "",
     [
        ("otvet", "B", "A_colon", "**Ответ:** 5 820 деталей.", "Russian marker 'Ответ:' (Answer:) with a thousands space 5 820 = 5820"),
        ("words", "B", "prose_sentence", "Итак, за неделю завод выпустил пять тысяч восемьсот двадцать деталей.", "Russian: 'so in the week the plant made five thousand eight hundred twenty parts' (5820 in words)"),
        ("several", "B", "prose_sentence", "Итак, за неделю завод выпустил 5 820 деталей — на 380 меньше, чем 6 200 за обычную неделю.", "Russian: '5 820 parts, 380 fewer than 6 200 in a normal week'; the answer first, a comparison with two numbers after"),
        ("boxed", "B", "boxed", r"Таким образом, окончательный ответ: $\boxed{5820}$.", "Russian: 'thus the final answer: boxed 5820'"),
        ("nbsp", "B", "prose_sentence", "Завод за эту неделю выпустил 5\u00a0820 деталей.", "Russian: 'the plant made 5 820 parts this week'; a no-break space as the thousands separator"),
        ("full", "A", "prose_sentence", "Итак, за неделю завод выпустил 6 200 деталей.", "Russian: 'so the plant made 6 200 parts in the week': Friday's shortfall left out"),
        ("okolo", "A", "prose_sentence", "Итак, за неделю завод выпустил около 6 000 деталей.", "Russian: 'about 6 000 parts': a hedge"),
        ("ne", "A", "prose_sentence", "Итак, завод выпустил не 5 820, а 6 200 деталей, ведь в пятницу он тоже работал.", "Russian: 'not 5 820 but 6 200 parts, since it worked on Friday too': the right value negated"),
        ("pyatnica", "A", "prose_sentence", "Итак, в пятницу завод выпустил 860 деталей.", "Russian: 'on Friday the plant made 860 parts': a subtotal"),
        ("cut", "A", "truncated", "Итак, всего за неделю завод выпустил", "Russian: 'so in all in the week the plant made' cut before the value: no_answer"),
     ]),
    ("uk_cherha", "19",
     "У черзі до каси стоять 30 людей. Оля стоїть дванадцятою від початку черги. Якою за рахунком вона стоїть від кінця черги?",
     """Розв'яжемо задачу.

Оля стоїть 12-ю від початку, отже перед нею стоять 12 − 1 = 11 людей.
Усього в черзі 30 людей, тому після Олі стоять:
30 − 11 − 1 = 18 людей.

Якщо рахувати від кінця черги, то спочатку йдуть ці 18 людей, а потім Оля. Отже, її номер від кінця:
18 + 1 = 19.

Перевірка за формулою: номер від кінця = 30 − 12 + 1 = 19. Збігається.

""",
     "",
     [
        ("ordinal", "B", "prose_sentence", "Отже, Оля стоїть дев'ятнадцятою від кінця черги.", "Ukrainian: 'so Olya stands nineteenth from the end' (the ordinal word for 19)"),
        ("vidpovid", "B", "A_colon", "Відповідь: 19-та.", "Ukrainian marker 'Відповідь:' with the ordinal 19-та (19th)"),
        ("several", "B", "prose_sentence", "Отже, Оля стоїть 19-ю від кінця черги, і за нею стоять 18 людей.", "Ukrainian: 'Olya is 19th from the end, and 18 people stand behind her'; the count behind her after the answer"),
        ("boxed", "B", "boxed", r"Отже, остаточна відповідь: $\boxed{19}$.", "Ukrainian: 'so the final answer: boxed 19'"),
        ("answer_is", "B", "answer_is", "Отже, відповідь — 19: Оля дев'ятнадцята від кінця.", "Ukrainian: 'so the answer is 19: Olya is nineteenth from the end'"),
        ("vis", "A", "prose_sentence", "Отже, Оля стоїть вісімнадцятою від кінця черги.", "Ukrainian: 'so Olya stands eighteenth from the end': off by one, the ordinal word for 18"),
        ("after", "A", "prose_sentence", "Отже, після Олі в черзі стоять 18 людей.", "Ukrainian: 'so 18 people stand after Olya': the count behind her, her position was asked"),
        ("ne", "A", "prose_sentence", "Отже, Оля не дев'ятнадцята від кінця, а вісімнадцята, бо саму Олю рахувати не треба.", "Ukrainian: 'Olya is not nineteenth but eighteenth, since Olya herself is not counted': the right value negated"),
        ("two", "A", "prose_sentence", "Оля стоїть 18-ю або 19-ю від кінця — залежно від того, чи рахувати її саму.", "Ukrainian: '18th or 19th from the end, depending on whether she is counted': two values"),
        ("cut", "A", "truncated", "Отже, якщо рахувати від кінця черги, Оля стоїть", "Ukrainian: 'so counting from the end, Olya stands' cut before the value: no_answer"),
     ]),
    ("pl_jablka", "22",
     "Sklep miał 84 kg jabłek. 7 kg było zepsutych i je wyrzucono. Resztę zapakowano do worków po 3,5 kg. Ile worków napełniono?",
     """Krok 1. Obliczamy, ile kilogramów jabłek nadaje się do sprzedaży:
84 kg − 7 kg = 77 kg

Krok 2. Dzielimy tę masę przez masę jednego worka:
77 : 3,5 = 22

Zauważmy, że 3,5 kg to tyle samo co 7/2 kg, więc 77 : 3,5 = 77 · 2 : 7 = 154 : 7 = 22.

Sprawdzenie: 22 · 3,5 kg = 77 kg, a 77 kg + 7 kg = 84 kg. Wszystko się zgadza.

""",
     "",
     [
        ("words", "B", "prose_sentence", "Napełniono więc dwadzieścia dwa worki jabłek.", "Polish: 'so twenty-two sacks of apples were filled' (22 in words)"),
        ("odp", "B", "final_answer_phrase", "Odpowiedź: Napełniono 22 worki.", "Polish marker 'Odpowiedź:' then 'Filled 22 sacks.'"),
        ("several", "B", "prose_sentence", "Z 77 kg dobrych jabłek napełniono 22 worki po 3,5 kg.", "Polish: 'from 77 kg of good apples 22 sacks of 3,5 kg were filled'; a given after the answer"),
        ("boxed", "B", "boxed", r"Ostateczna odpowiedź: $\boxed{22}$", "Polish: 'final answer: boxed 22'"),
        ("hash", "B", "hash", "#### 22", "Polish working, then '#### 22'"),
        ("kg", "A", "prose_sentence", "Do worków zapakowano więc 77 kg jabłek.", "Polish: 'so 77 kg of apples went into sacks': the mass, the number of sacks was asked"),
        ("chwila", "A", "prose_sentence", "Napełniono 22 worki. Chwileczka, zepsute jabłka też liczymy, więc 84 : 3,5 = 24 worki.", "Polish: '22 sacks. Wait, the spoiled apples count too, so 84 : 3,5 = 24 sacks': the right value replaced"),
        ("okolo", "A", "prose_sentence", "Napełniono więc około 22 worków.", "Polish: 'so about 22 sacks were filled': a hedge of an exact count"),
        ("neg", "A", "prose_sentence", "Napełniono nie 22, lecz 24 worki, bo zepsute jabłka wyrzucono dopiero po zapakowaniu.", "Polish: 'not 22 but 24 sacks, since the spoiled apples were thrown out only after packing': the right value negated"),
        ("cut", "A", "truncated", "Odpowiedź: Napełniono", "Polish: 'Answer: Filled' cut before the value: no_answer"),
     ]),
    ("tr_kalem", "16",
     "Ayşe'nin 3 kutu kalemi var ve her kutuda 24 kalem bulunuyor. Sınıftaki 28 öğrencinin her birine 2'şer kalem veriyor. Ayşe'nin elinde kaç kalem kalır?",
     """Adım adım çözelim.

1. Toplam kalem sayısı:
   3 × 24 = 72 kalem

2. Öğrencilere verilen kalem sayısı:
   28 × 2 = 56 kalem

3. Kalan kalem sayısı:
   72 − 56 = 16 kalem

Kontrol: 56 + 16 = 72. Sonuç doğru.

""",
     "",
     [
        ("verb_last", "B", "prose_sentence", "Sonuç olarak, 28 öğrenciye 56 kalem dağıttıktan sonra Ayşe'nin elinde 16 kalem kalır.", "Turkish, verb last: 'after handing 56 pens to 28 pupils, 16 pens remain with Ayşe'"),
        ("cevap", "B", "A_colon", "Cevap: 16 kalem", "Turkish marker 'Cevap:' (Answer:) with 16"),
        ("words", "B", "prose_sentence", "Yani Ayşe'nin elinde on altı kalem kalır.", "Turkish: 'so sixteen pens remain with Ayşe' (16 in words)"),
        ("boxed", "B", "boxed", r"Dolayısıyla son cevap: $\boxed{16}$", "Turkish: 'therefore the final answer: boxed 16'"),
        ("suffix", "B", "answer_is", "Sorunun cevabı 16'dır.", "Turkish: 'the answer to the question is 16' with the copula suffix '16'dır'"),
        ("given", "A", "prose_sentence", "Sonuç olarak, Ayşe öğrencilere toplam 56 kalem verir.", "Turkish: 'so Ayşe gives the pupils 56 pens in all': the pens given, not those left"),
        ("yaklasik", "A", "prose_sentence", "Yani Ayşe'nin elinde yaklaşık 16 kalem kalır.", "Turkish: 'about 16 pens remain': a hedge of an exact count"),
        ("en_az", "A", "prose_sentence", "Ayşe'nin elinde en az 16 kalem kalır.", "Turkish: 'at least 16 pens remain': a bound"),
        ("neg", "A", "prose_sentence", "Ayşe'nin elinde 16 değil, 44 kalem kalır; çünkü her öğrenciye aslında 1 kalem düşer.", "Turkish: 'not 16 but 44 pens remain, since each pupil really gets 1 pen': the right value negated"),
        ("cut", "A", "truncated", "Sonuç olarak, Ayşe'nin elinde", "Turkish: 'so in Ayşe's hand' cut before the value and the verb: no_answer"),
     ]),
    ("ar_kutub", "181",
     "اشترى أحمد ٥ كتب بسعر ٣٢ ريالًا للكتاب الواحد، و٣ دفاتر بسعر ٧ ريالات للدفتر. كم ريالًا دفع أحمد في المجموع؟",
     """لنحل المسألة خطوة بخطوة:

الخطوة ١: ثمن الكتب
٥ × ٣٢ = ١٦٠ ريالًا

الخطوة ٢: ثمن الدفاتر
٣ × ٧ = ٢١ ريالًا

الخطوة ٣: المجموع
١٦٠ + ٢١ = ١٨١ ريالًا

للتحقق: ١٨١ − ٢١ = ١٦٠، وهو ثمن الكتب الخمسة.

ملاحظة: ثمن الكتاب الواحد أغلى بكثير من ثمن الدفتر، لذلك يشكّل ثمن الكتب معظم المبلغ المدفوع.

""",
     "",
     [
        ("indic", "B", "prose_sentence", "إذن دفع أحمد ١٨١ ريالًا في المجموع.", "Arabic: 'so Ahmad paid 181 riyals in all' in Arabic-Indic digits"),
        ("ijaba", "B", "A_colon", "الإجابة: ١٨١ ريالًا", "Arabic marker 'الإجابة:' (Answer:) with Arabic-Indic 181"),
        ("words", "B", "prose_sentence", "إذن دفع أحمد مئة وواحدًا وثمانين ريالًا.", "Arabic: 'so Ahmad paid one hundred and eighty-one riyals' (181 in words)"),
        ("boxed", "B", "boxed", r"إذن، الإجابة النهائية هي: $\boxed{181}$", "Arabic: 'so the final answer is: boxed 181' (Western digits in the box)"),
        ("several", "B", "prose_sentence", "دفع أحمد ١٦٠ ريالًا ثمن الكتب و٢١ ريالًا ثمن الدفاتر، أي ١٨١ ريالًا في المجموع.", "Arabic: '160 for the books and 21 for the notebooks, i.e. 181 in all'; the parts first"),
        ("books", "A", "prose_sentence", "إذن دفع أحمد ١٦٠ ريالًا ثمن الكتب.", "Arabic: 'so Ahmad paid 160 riyals for the books': a subtotal"),
        ("hawali", "A", "prose_sentence", "إذن دفع أحمد حوالي ١٨٠ ريالًا.", "Arabic: 'so Ahmad paid about 180 riyals': a hedge"),
        ("daftar", "A", "prose_sentence", "إذن ثمن الدفاتر ٢١ ريالًا.", "Arabic: 'so the notebooks cost 21 riyals': a subtotal"),
        ("corr", "A", "prose_sentence", "دفع أحمد ١٨١ ريالًا. مهلاً، لا: نضرب ٥ في ٣٢ ثم نضيف ٧ فقط، فيكون المجموع ١٦٧ ريالًا.", "Arabic: 'Ahmad paid 181. Wait, no: 5 times 32 plus only 7, so the total is 167': the right value replaced"),
        ("cut", "A", "truncated", "إذن، المبلغ الذي دفعه أحمد في المجموع هو", "Arabic: 'so the amount Ahmad paid in all is' cut before the value: no_answer"),
     ]),
    ("fa_ketab", "17",
     "مریم کتابی ۳۰۰ صفحه‌ای دارد و هر روز ۱۲ صفحه از آن را می‌خواند. او تا امروز ۸ روز کتاب خوانده است. چند روز دیگر لازم است تا کتاب را تمام کند؟",
     """گام ۱: صفحه‌هایی که تا امروز خوانده شده:
۸ × ۱۲ = ۹۶ صفحه

گام ۲: صفحه‌های باقی‌مانده:
۳۰۰ − ۹۶ = ۲۰۴ صفحه

گام ۳: تعداد روزهای لازم:
۲۰۴ ÷ ۱۲ = ۱۷ روز

بررسی: ۱۷ × ۱۲ = ۲۰۴ و ۲۰۴ + ۹۶ = ۳۰۰. پس محاسبه درست است.

""",
     "",
     [
        ("digits", "B", "prose_sentence", "بنابراین مریم به ۱۷ روز دیگر نیاز دارد.", "Persian: 'so Maryam needs 17 more days' in Persian digits"),
        ("words", "B", "prose_sentence", "پس مریم باید هفده روز دیگر کتاب بخواند.", "Persian, verb last: 'so Maryam must read seventeen more days' (17 in words)"),
        ("pasokh", "B", "A_colon", "پاسخ: ۱۷ روز", "Persian marker 'پاسخ:' (Answer:) with Persian-digit 17"),
        ("boxed", "B", "boxed", r"بنابراین پاسخ نهایی $\boxed{17}$ است.", "Persian: 'so the final answer is boxed 17'"),
        ("several", "B", "prose_sentence", "مریم ۲۰۴ صفحهٔ باقی‌مانده را در ۱۷ روز دیگر تمام می‌کند.", "Persian, verb last: 'Maryam finishes the remaining 204 pages in 17 more days'; the pages before the answer"),
        ("kol", "A", "prose_sentence", "بنابراین کل کتاب در ۲۵ روز خوانده می‌شود.", "Persian: 'so the whole book is read in 25 days': all days, the days still needed were asked"),
        ("pages", "A", "prose_sentence", "پس ۲۰۴ صفحه باقی مانده است.", "Persian: 'so 204 pages remain': pages, not days"),
        ("taghriban", "A", "prose_sentence", "پس مریم تقریباً ۱۷ روز دیگر لازم دارد.", "Persian: 'so Maryam needs about 17 more days': a hedge of an exact count"),
        ("neg", "A", "prose_sentence", "پس مریم به ۱۷ روز دیگر نیاز ندارد، بلکه ۲۵ روز لازم است.", "Persian: 'Maryam does not need 17 more days; rather 25 days are needed': the right value negated"),
        ("cut", "A", "truncated", "بنابراین تعداد روزهای باقی‌مانده برابر است با", "Persian: 'so the number of remaining days equals' cut before the value: no_answer"),
     ]),
    ("hi_rupaye", "115",
     "राम के पास ₹500 हैं। वह ₹35 प्रति कॉपी की दर से 4 कॉपियाँ और ₹245 का एक बस्ता खरीदता है। उसके पास कितने रुपये बचेंगे?",
     """आइए इसे चरण-दर-चरण हल करें।

चरण 1: कॉपियों का मूल्य
4 × ₹35 = ₹140

चरण 2: कुल खर्च
₹140 + ₹245 = ₹385

चरण 3: बची हुई राशि
₹500 − ₹385 = ₹115

जाँच: ₹385 + ₹115 = ₹500, इसलिए हिसाब सही है।

ध्यान दें कि बस्ते की कीमत कॉपियों की कुल कीमत से ₹105 अधिक है, लेकिन इससे उत्तर पर कोई असर नहीं पड़ता।

""",
     "",
     [
        ("deva", "B", "prose_sentence", "अतः राम के पास ₹११५ बचेंगे।", "Hindi: 'so Ram will have Rs 115 left' in Devanagari digits"),
        ("words", "B", "prose_sentence", "इसलिए राम के पास एक सौ पंद्रह रुपये बचेंगे।", "Hindi: 'so Ram will have one hundred fifteen rupees left' (115 in words)"),
        ("uttar", "B", "A_colon", "उत्तर: ₹115", "Hindi marker 'उत्तर:' (Answer:) with Rs 115"),
        ("several", "B", "prose_sentence", "राम के पास ₹115 बचेंगे, क्योंकि उसने ₹500 में से ₹385 खर्च किए।", "Hindi: 'Ram will have 115 left, because he spent 385 of his 500'; the answer first, givens after"),
        ("boxed", "B", "boxed", r"अतः अंतिम उत्तर है: $\boxed{115}$", "Hindi: 'so the final answer is: boxed 115'"),
        ("spent", "A", "prose_sentence", "अतः राम कुल ₹385 खर्च करता है।", "Hindi: 'so Ram spends 385 in all': the spending, the rest was asked"),
        ("lagbhag", "A", "prose_sentence", "अतः राम के पास लगभग ₹100 बचेंगे।", "Hindi: 'so Ram will have about 100 left': a hedge"),
        ("kam_se_kam", "A", "prose_sentence", "राम के पास कम से कम ₹115 बचेंगे।", "Hindi: 'Ram will have at least 115 left': a bound"),
        ("neg", "A", "prose_sentence", "राम के पास ₹115 नहीं, बल्कि ₹255 बचेंगे, क्योंकि कॉपियाँ उसे स्कूल से मुफ़्त मिलती हैं।", "Hindi: 'not 115 but 255 left, because the school gives him the notebooks free': the right value negated"),
        ("cut", "A", "truncated", "अतः राम के पास बचने वाली राशि है ₹", "Hindi: 'so the amount Ram has left is Rs' cut before the value: no_answer"),
     ]),
    ("zh_zhishu", "173500",
     "某市去年植树8.5万棵，今年比去年多植树3500棵。该市这两年一共植树多少棵？",
     """我们一步一步来计算。

注意：题目中“比去年多植树3500棵”说的是今年的数量，不是两年的总数，所以要先求今年植树的棵数，再把两年相加。

第一步：把去年的植树数量换算成棵：
8.5万棵 = 85000棵

第二步：求今年植树的数量：
85000 + 3500 = 88500（棵）

第三步：求两年一共植树的数量：
85000 + 88500 = 173500（棵）

验算：173500 − 88500 = 85000，与去年的数量一致。

""",
     "",
     [
        ("wan", "B", "prose_sentence", "所以，该市这两年一共植树17.35万棵。", "Chinese: 'so the city planted 17.35 wan trees in the two years'; 17.35万 = 173500"),
        ("da", "B", "A_colon", "答：两年一共植树173500棵。", "Chinese school marker '答：' (Answer:) with 173500"),
        ("words", "B", "prose_sentence", "因此，这两年该市共植树十七万三千五百棵。", "Chinese: 'so the city planted 十七万三千五百 trees' (173500 in characters)"),
        ("boxed", "B", "boxed", r"综上所述，最终答案是 $\boxed{173500}$。", "Chinese: 'in summary the final answer is boxed 173500'"),
        ("qizhong", "B", "prose_sentence", "两年一共植树173500棵，其中今年植树88500棵。", "Chinese: 'in the two years 173500 trees, of which 88500 this year'; a part after the total"),
        ("jinnian", "A", "prose_sentence", "所以，该市今年植树8.85万棵。", "Chinese: 'so the city planted 8.85 wan trees this year': this year only"),
        ("yue", "A", "prose_sentence", "所以，这两年一共植树约17万棵。", "Chinese: 'about 17 wan trees in the two years': a rounded hedge"),
        ("bushi", "A", "prose_sentence", "两年一共植树不是173500棵，而是88500棵，因为去年的树已经算在今年里了。", "Chinese: 'not 173500 but 88500, because last year's trees are already counted in this year's': the right value negated"),
        ("chaoguo", "A", "prose_sentence", "所以，这两年一共植树超过17万棵。", "Chinese: 'more than 17 wan trees in the two years': a bound"),
        ("cut", "A", "truncated", "所以，该市这两年一共植树", "Chinese: 'so in the two years the city planted' cut before the value: no_answer"),
     ]),
    ("ja_chokin", "7600",
     "ケンさんは毎日450円ずつ貯金します。4週間貯金したあと、その中から5000円のゲームを買いました。残りはいくらですか。",
     """順番に考えましょう。

まず、4週間は何日かを求めます。
4 × 7 = 28（日）

次に、28日間で貯金した金額を求めます。
450 × 28 = 12600（円）

最後に、ゲームの代金を引きます。
12600 − 5000 = 7600（円）

確かめ：7600 + 5000 = 12600 なので、計算は合っています。

なお、1日450円は1週間で 450 × 7 = 3150円 なので、4週間では 3150 × 4 = 12600円 と計算しても同じ結果になります。

""",
     "",
     [
        ("zenkaku", "B", "prose_sentence", "したがって、残りは７６００円です。", "Japanese: 'so the rest is 7600 yen' in full-width digits"),
        ("kotae", "B", "A_colon", "答え：7,600円", "Japanese marker '答え：' (Answer:) with 7,600 yen"),
        ("kanji", "B", "prose_sentence", "よって、ケンさんの手元には七千六百円が残ります。", "Japanese, verb last: 'so 七千六百 (7600) yen remain in Ken's hands'"),
        ("several", "B", "prose_sentence", "残りは7600円で、これは貯金した12600円からゲーム代の5000円を引いた金額です。", "Japanese: 'the rest is 7600 yen, the 12600 saved minus the 5000 game'; the answer first, givens after"),
        ("boxed", "B", "boxed", r"以上より、答えは $\boxed{7600}$ 円です。", "Japanese: 'from the above, the answer is boxed 7600 yen'"),
        ("yaku", "A", "prose_sentence", "したがって、残りは約7600円です。", "Japanese: 'so the rest is about 7600 yen': a hedge of an exact amount"),
        ("total", "A", "prose_sentence", "したがって、ケンさんが4週間で貯金したのは12600円です。", "Japanese: 'so Ken saved 12600 yen in 4 weeks': the savings before the game, a subtotal"),
        ("neg", "A", "prose_sentence", "残りは7600円ではありません。1週間を5日として計算し直すと、450 × 20 = 9000、9000 − 5000 = 4000円です。", "Japanese: 'the rest is not 7600. Recomputing with a 5-day week: 450 x 20 = 9000, 9000 - 5000 = 4000 yen': the right value negated"),
        ("ijou", "A", "prose_sentence", "残りは7600円以上です。", "Japanese: 'the rest is 7600 yen or more' (以上): a bound"),
        ("cut", "A", "truncated", "したがって、残りの金額は", "Japanese: 'so the remaining amount is' cut before the value and the verb: no_answer"),
     ]),
    ("ko_sagwa", "54",
     "민수는 사과 3상자를 샀습니다. 한 상자에는 사과가 24개씩 들어 있습니다. 그중 18개를 이웃에게 나누어 주었습니다. 민수에게 남은 사과는 몇 개입니까?",
     """단계별로 풀어 보겠습니다. 문제에서 묻는 것은 처음에 산 사과의 수가 아니라, 이웃에게 나누어 준 뒤 남은 사과의 수입니다.

1단계: 전체 사과의 수를 구합니다.
3 × 24 = 72(개)

2단계: 이웃에게 준 사과를 뺍니다.
72 − 18 = 54(개)

검산: 54 + 18 = 72이므로 계산이 맞습니다. 이웃에게 준 18개는 한 상자에 든 24개보다 적으므로, 상자 하나를 다 주지는 않았다는 것도 확인할 수 있습니다.

""",
     "",
     [
        ("native", "B", "prose_sentence", "따라서 민수에게 남은 사과는 쉰네 개입니다.", "Korean: 'so Minsu has 쉰네 (fifty-four, native numerals) apples left'"),
        ("jeongdap", "B", "A_colon", "정답: 54개", "Korean marker '정답:' (Answer:) with 54"),
        ("verb_last", "B", "prose_sentence", "따라서 이웃에게 18개를 주고 나면 민수에게는 사과 54개가 남습니다.", "Korean, verb last: 'after giving 18 to the neighbour, 54 apples remain with Minsu'"),
        ("sino", "B", "answer_is", "그러므로 답은 오십사 개입니다.", "Korean: 'so the answer is 오십사 (fifty-four, Sino-Korean numerals)'"),
        ("boxed", "B", "boxed", r"최종 답: $\boxed{54}$", "Korean: 'final answer: boxed 54'"),
        ("yak", "A", "prose_sentence", "따라서 민수에게 남은 사과는 약 54개입니다.", "Korean: 'so about 54 apples are left' (약): a hedge of an exact count"),
        ("total", "A", "prose_sentence", "따라서 민수가 산 사과는 모두 72개입니다.", "Korean: 'so Minsu bought 72 apples in all': the total bought, not those left"),
        ("neg", "A", "prose_sentence", "남은 사과는 54개가 아니라 6개입니다. 한 상자에서만 18개를 꺼내 주었기 때문입니다.", "Korean: 'not 54 but 6 apples are left, since the 18 came out of one box only': the right value negated"),
        ("corr", "A", "prose_sentence", "남은 사과는 54개입니다. 아, 다시 보니 질문은 처음에 산 사과의 수이므로 72개입니다.", "Korean: '54 are left. Oh, looking again the question is how many were bought, so 72': the right value replaced"),
        ("cut", "A", "truncated", "따라서 민수에게 남은 사과는", "Korean: 'so the apples Minsu has left are' cut before the value: no_answer"),
     ]),
    ("vi_traicay", "265000",
     "Lan mua 2,5 kg cam với giá 40.000 đồng/kg và 3 kg táo với giá 55.000 đồng/kg. Lan phải trả tổng cộng bao nhiêu đồng?",
     """Ta giải bài toán theo từng bước.

Bước 1: Tiền mua cam:
2,5 × 40.000 = 100.000 (đồng)

Bước 2: Tiền mua táo:
3 × 55.000 = 165.000 (đồng)

Bước 3: Tổng số tiền:
100.000 + 165.000 = 265.000 (đồng)

Kiểm tra: 265.000 − 165.000 = 100.000, đúng bằng tiền mua cam.

""",
     "",
     [
        ("cham", "B", "prose_sentence", "Vậy Lan phải trả tổng cộng 265.000 đồng.", "Vietnamese: 'so Lan pays 265.000 dong in all'; thousands dot 265.000 = 265000"),
        ("dapso", "B", "A_colon", "Đáp số: 265.000 đồng", "Vietnamese school marker 'Đáp số:' (Answer:) with 265.000"),
        ("words", "B", "prose_sentence", "Vậy Lan phải trả hai trăm sáu mươi lăm nghìn đồng.", "Vietnamese: 'two hundred sixty-five thousand dong' (265000 in words)"),
        ("several", "B", "prose_sentence", "Lan trả 100.000 đồng tiền cam và 165.000 đồng tiền táo, tổng cộng 265.000 đồng.", "Vietnamese: '100.000 for oranges and 165.000 for apples, 265.000 in all'; the parts first"),
        ("boxed", "B", "boxed", r"Vậy đáp án cuối cùng là: $\boxed{265000}$", "Vietnamese: 'so the final answer is boxed 265000'"),
        ("it_nhat", "A", "prose_sentence", "Vậy Lan phải trả ít nhất 265.000 đồng.", "Vietnamese: 'so Lan must pay at least 265.000 dong' (ít nhất): a bound"),
        ("tao", "A", "prose_sentence", "Vậy tiền mua táo là 165.000 đồng.", "Vietnamese: 'so the apples cost 165.000 dong': a subtotal"),
        ("khoang", "A", "prose_sentence", "Vậy Lan phải trả khoảng 270.000 đồng.", "Vietnamese: 'about 270.000 dong': a hedge"),
        ("neg", "A", "prose_sentence", "Lan không phải trả 265.000 đồng mà là 285.000 đồng, vì 2,5 kg cam được tính tròn thành 3 kg.", "Vietnamese: 'not 265.000 but 285.000, since 2,5 kg of oranges is rounded up to 3 kg': the right value negated"),
        ("cut", "A", "truncated", "Vậy tổng số tiền Lan phải trả là", "Vietnamese: 'so the total Lan pays is' cut before the value: no_answer"),
     ]),
    ("id_tabungan", "55000",
     "Budi menabung Rp15.000 setiap minggu selama 12 minggu. Kemudian ia membeli sepatu seharga Rp125.000 dari tabungannya. Berapa sisa tabungan Budi?",
     """Mari kita selesaikan langkah demi langkah.

Langkah 1: Hitung total tabungan Budi selama 12 minggu.
12 × Rp15.000 = Rp180.000

Langkah 2: Kurangi dengan harga sepatu.
Rp180.000 − Rp125.000 = Rp55.000

Pemeriksaan: Rp55.000 + Rp125.000 = Rp180.000, sesuai dengan total tabungan Budi.

""",
     "",
     [
        ("rp", "B", "prose_sentence", "Jadi, sisa tabungan Budi adalah Rp55.000.", "Indonesian: 'so Budi's remaining savings are Rp55.000' (= 55000)"),
        ("jawaban", "B", "A_colon", "Jawaban: Rp55.000,00", "Indonesian marker 'Jawaban:' (Answer:) with Rp55.000,00 (= 55000)"),
        ("words", "B", "prose_sentence", "Jadi, sisa tabungan Budi tinggal lima puluh lima ribu rupiah.", "Indonesian: 'fifty-five thousand rupiah left' (55000 in words)"),
        ("ribu", "B", "prose_sentence", "Jadi, sisa tabungan Budi adalah 55 ribu rupiah.", "Indonesian: '55 ribu (thousand) rupiah' = 55000"),
        ("hash", "B", "hash", "#### 55000", "Indonesian working, then '#### 55000'"),
        ("total", "A", "prose_sentence", "Jadi, total tabungan Budi adalah Rp180.000.", "Indonesian: 'so Budi's total savings are Rp180.000': before the shoes, a subtotal"),
        ("sekitar", "A", "prose_sentence", "Jadi, sisa tabungan Budi sekitar Rp50.000.", "Indonesian: 'about Rp50.000': a hedge"),
        ("neg", "A", "prose_sentence", "Jadi, sisa tabungan Budi bukan Rp55.000, melainkan Rp180.000, karena sepatu itu dibelikan oleh ayahnya.", "Indonesian: 'not Rp55.000 but Rp180.000, because his father bought the shoes': the right value negated"),
        ("antara", "A", "prose_sentence", "Jadi, sisa tabungan Budi antara Rp50.000 dan Rp60.000.", "Indonesian: 'between Rp50.000 and Rp60.000': a range, not the value"),
        ("cut", "A", "truncated", "Jadi, sisa tabungan Budi adalah Rp", "Indonesian: 'so Budi's remaining savings are Rp' cut before the value: no_answer"),
     ]),
]

MPROBS = [
    ("zh_gailv", r"\frac{3}{10}",
     "从1到20这20个整数中随机选取一个数，求它是3的倍数的概率。",
     r"""1到20中3的倍数有：3, 6, 9, 12, 15, 18，共6个。也可以这样想：20 ÷ 3 = 6 余 2，所以1到20中3的倍数有6个。

所有可能的结果共有20个，且每个数被选中的可能性相同。

所以所求概率为
$$P = \frac{6}{20} = \frac{3}{10}.$$

注意：20不是3的倍数，而21超出了范围，所以既没有多数，也没有少数。

""",
     "",
     [
        ("words", "B", "prose_sentence", "所以所求概率是十分之三。", "Chinese: 'so the probability is 十分之三 (three tenths)'"),
        ("daan", "B", "A_colon", r"答案：$\frac{3}{10}$", "Chinese marker '答案：' (Answer:) with 3/10"),
        ("decimal", "B", "prose_sentence", "因此，选到3的倍数的概率为0.3。", "Chinese: 'so the probability of a multiple of 3 is 0.3' (= 3/10 exactly)"),
        ("unreduced", "B", "prose_sentence", r"所以选到3的倍数的概率是 $\frac{6}{20}$。", "Chinese: 'so the probability is 6/20', unreduced and equal to 3/10"),
        ("boxed", "B", "boxed", r"综上所述，所求概率为 $\boxed{\dfrac{3}{10}}$。", "Chinese: 'in summary the probability is boxed dfrac 3/10'"),
        ("count", "A", "prose_sentence", "所以1到20中3的倍数一共有6个。", "Chinese: 'so there are 6 multiples of 3 from 1 to 20': the count, not the probability"),
        ("yue", "A", "prose_sentence", "所以所求概率约为0.3。", "debatable: Chinese 'so the probability is about 0.3' (约): a hedge word on a value equal to the gold (see DECISIONS)", True),
        ("bushi", "A", "prose_sentence", r"所以概率不是$\frac{3}{10}$，而是$\frac{1}{3}$，因为每三个连续整数中就有一个是3的倍数。", "Chinese: 'not 3/10 but 1/3, since one of every three consecutive integers is a multiple of 3': the right value negated"),
        ("buchaoguo", "A", "prose_sentence", r"所以所求概率不超过$\frac{1}{3}$。", "Chinese: 'the probability does not exceed 1/3': a bound"),
        ("cut", "A", "truncated", r"所以所求概率为 $\frac{", "Chinese: 'so the probability is $\\frac{' cut inside the fraction: no_answer"),
     ]),
    ("ja_kakudo", "135",
     "正八角形の1つの内角の大きさは何度ですか。",
     r"""$n$角形の内角の和は $180^\circ \times (n - 2)$ で求められます。

正八角形では $n = 8$ なので、
$$180^\circ \times (8 - 2) = 180^\circ \times 6 = 1080^\circ$$

正八角形の8つの内角はすべて等しいので、1つの内角は
$$1080^\circ \div 8 = 135^\circ$$

別の方法として、外角を使うこともできます。外角の和は $360^\circ$ なので、1つの外角は $360^\circ \div 8 = 45^\circ$、内角は $180^\circ - 45^\circ = 135^\circ$ となり、一致します。

""",
     "",
     [
        ("kanji", "B", "prose_sentence", "よって、正八角形の1つの内角は百三十五度です。", "Japanese: 'so one interior angle of the regular octagon is 百三十五 (135) degrees'"),
        ("kotae", "B", "A_colon", "答え：135°", "Japanese marker '答え：' with 135°"),
        ("gaikaku_after", "B", "prose_sentence", "内角の和1080°を8で割って、1つの内角は135°になります（外角は45°）。", "debatable: Japanese 'dividing the sum 1080° by 8, one interior angle is 135° (the exterior angle is 45°)'; the answer, then the exterior angle in brackets (see DECISIONS)", True),
        ("boxed", "B", "boxed", r"以上より、$\boxed{135^\circ}$", "Japanese: 'from the above, boxed 135^\\circ'"),
        ("dearu", "B", "prose_sentence", "したがって、求める角度は135度である。", "Japanese, verb last, written style: 'so the angle sought is 135 degrees'"),
        ("sum", "A", "prose_sentence", "よって、正八角形の内角の和は1080°です。", "Japanese: 'so the interior angle sum is 1080°': the sum, one angle was asked"),
        ("gaikaku", "A", "prose_sentence", "よって、1つの外角は45°です。", "Japanese: 'so one exterior angle is 45°': the exterior angle"),
        ("yaku", "A", "prose_sentence", "よって、1つの内角は約135°です。", "Japanese: 'so one interior angle is about 135°' (約): a hedge of an exact angle"),
        ("neg", "A", "prose_sentence", r"1つの内角は135°ではなく144°です。$180^\circ \times (10 - 2) \div 10 = 144^\circ$ となるからです。", "Japanese: 'one interior angle is not 135° but 144°, since 180 x 8 / 10 = 144': the right value negated"),
        ("cut", "A", "truncated", "よって、正八角形の1つの内角は", "Japanese: 'so one interior angle of the regular octagon is' cut before the value: no_answer"),
     ]),
    ("ko_geun", "10",
     r"이차방정식 $x^2 - 7x + 10 = 0$의 두 근의 곱을 구하시오.",
     r"""근과 계수의 관계를 이용합니다. 이차방정식 $ax^2 + bx + c = 0$의 두 근을 $\alpha, \beta$라 하면
$$\alpha\beta = \frac{c}{a}$$
입니다. 여기서 $a = 1$, $c = 10$이므로 $\alpha\beta = 10$입니다.

직접 인수분해로 확인해 보면
$$x^2 - 7x + 10 = (x - 2)(x - 5) = 0$$
이므로 두 근은 $x = 2$, $x = 5$이고, 곱은 $2 \times 5 = 10$입니다. 참고로 두 근의 합은 $2 + 5 = 7$입니다.

""",
     "",
     [
        ("jeongdap", "B", "A_colon", "정답: 10", "Korean marker '정답:' (Answer:) with 10"),
        ("roots_first", "B", "prose_sentence", "따라서 두 근 2와 5의 곱은 10입니다.", "Korean: 'so the product of the two roots 2 and 5 is 10'; the roots before the answer"),
        ("words", "B", "prose_sentence", "따라서 두 근의 곱은 십입니다.", "Korean: 'so the product of the two roots is 십 (ten, Sino-Korean)'"),
        ("boxed", "B", "boxed", r"따라서 두 근의 곱은 $\boxed{10}$입니다.", "Korean: 'so the product is boxed 10' with the copula after the box"),
        ("sum_after", "B", "prose_sentence", "두 근의 곱은 10이고, 두 근의 합은 7입니다.", "Korean: 'the product of the roots is 10, and their sum is 7'; the asked product first, the sum after"),
        ("sum", "A", "prose_sentence", "따라서 두 근의 합은 7입니다.", "Korean: 'so the sum of the roots is 7': the sum, the product was asked"),
        ("roots", "A", "prose_sentence", "따라서 두 근은 2와 5입니다.", "Korean: 'so the two roots are 2 and 5': the roots, not their product"),
        ("neg", "A", "prose_sentence", r"두 근의 곱은 10이 아니라 $-10$입니다. 상수항의 부호가 바뀌기 때문입니다.", "Korean: 'the product is not 10 but -10, because the constant's sign flips': the right value negated"),
        ("yak", "A", "prose_sentence", "따라서 두 근의 곱은 약 10입니다.", "Korean: 'so the product is about 10' (약): a hedge of an exact value"),
        ("cut", "A", "truncated", "따라서 두 근의 곱은", "Korean: 'so the product of the two roots is' cut before the value: no_answer"),
     ]),
    ("ru_krug", r"9\pi",
     r"Найдите площадь круга, длина окружности которого равна $6\pi$.",
     r"""Длина окружности выражается формулой $C = 2\pi r$. По условию
$$2\pi r = 6\pi \quad\Rightarrow\quad r = 3.$$

Площадь круга находится по формуле $S = \pi r^2$:
$$S = \pi \cdot 3^2 = 9\pi.$$

Для приближённой оценки: $9\pi \approx 9 \cdot 3{,}14 = 28{,}26$ (точнее, $28{,}27$).

""",
     "",
     [
        ("otvet", "B", "A_colon", r"**Ответ:** $9\pi$.", "Russian marker 'Ответ:' with 9\\pi"),
        ("words", "B", "prose_sentence", "Итак, площадь круга — девять пи квадратных единиц.", "Russian: 'so the area is nine pi square units' (9\\pi in words)"),
        ("exact_approx", "B", "prose_sentence", r"Итак, площадь круга равна $9\pi \approx 28{,}27$.", "Russian: 'the area equals 9\\pi ≈ 28,27'; the exact gold with its decimal after it"),
        ("boxed", "B", "boxed", r"Окончательный ответ: $\boxed{9\pi}$.", "Russian: 'final answer: boxed 9\\pi'"),
        ("radius_first", "B", "prose_sentence", r"При радиусе $r = 3$ площадь круга равна $9\pi$.", "Russian: 'with radius r = 3 the area is 9\\pi'; the radius before the answer"),
        ("approx", "A", "prose_sentence", r"Итак, площадь круга примерно равна $28{,}27$.", "Russian: 'so the area is approximately 28,27': a decimal for the exact 9\\pi"),
        ("radius", "A", "prose_sentence", "Итак, радиус круга равен 3.", "Russian: 'so the radius is 3': an intermediate value"),
        ("ne", "A", "prose_sentence", r"Площадь равна не $9\pi$, а $36\pi$, так как радиус равен 6.", "Russian: 'the area is not 9\\pi but 36\\pi, since the radius is 6': the right value negated"),
        ("corr", "A", "prose_sentence", r"Итак, $S = 9\pi$. Хотя нет, подождите: площадь — это $2\pi r^2 = 18\pi$.", "Russian: 'so S = 9\\pi. No, wait: the area is 2\\pi r^2 = 18\\pi': the right value replaced"),
        ("cut", "A", "truncated", "Итак, площадь круга равна $", "Russian: 'so the area equals $' cut before the value: no_answer"),
     ]),
    ("cs_skupina", "56",
     "Kolika způsoby lze z 8 žáků vybrat tříčlennou skupinu? (Na pořadí nezáleží.)",
     r"""Protože na pořadí nezáleží, jde o kombinace třetí třídy z osmi prvků:
$$\binom{8}{3} = \frac{8!}{3!\,5!} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6} = 56.$$

Kdyby na pořadí záleželo (variace), bylo by to $8 \cdot 7 \cdot 6 = 336$ možností; každá skupina se ale v tomto počtu objevuje $3! = 6$krát, proto dělíme šesti.

""",
     "",
     [
        ("odpoved", "B", "final_answer_phrase", "Odpověď: Skupinu lze vybrat 56 způsoby.", "Czech marker 'Odpověď:' then 'the group can be chosen in 56 ways'"),
        ("words", "B", "prose_sentence", "Tříčlennou skupinu lze tedy vybrat padesáti šesti způsoby.", "Czech: 'so the group can be chosen in fifty-six ways' (56 in words, instrumental)"),
        ("several", "B", "prose_sentence", "Z 336 uspořádaných trojic dostaneme po vydělení šesti celkem 56 různých skupin.", "Czech: 'from 336 ordered triples, dividing by six, we get 56 different groups'; the answer last"),
        ("boxed", "B", "boxed", r"Výsledek: $\boxed{56}$", "Czech: 'result: boxed 56'"),
        ("frac", "B", "prose_sentence", r"Počet způsobů je tedy $\frac{336}{6} = 56$.", "Czech: 'so the number of ways is 336/6 = 56'"),
        ("perm", "A", "prose_sentence", "Tříčlennou skupinu lze tedy vybrat 336 způsoby.", "Czech: 'the group can be chosen in 336 ways': ordered triples, order does not matter"),
        ("priblizne", "A", "prose_sentence", "Skupinu lze tedy vybrat přibližně 56 způsoby.", "Czech: 'in approximately 56 ways': a hedge of an exact count"),
        ("neg", "A", "prose_sentence", "Počet způsobů není 56, ale 336, protože každý žák má ve skupině jinou roli.", "Czech: 'the number of ways is not 56 but 336, since each pupil has a different role': the right value negated"),
        ("nejmene", "A", "prose_sentence", "Skupinu lze vybrat nejméně 56 způsoby.", "Czech: 'in at least 56 ways': a bound"),
        ("cut", "A", "truncated", "Tříčlennou skupinu lze tedy vybrat", "Czech: 'so the three-member group can be chosen' cut before the value: no_answer"),
     ]),
    ("de_rechteck", "38.25",
     "Ein Rechteck hat den Umfang 26 cm und eine Seitenlänge von 8,5 cm. Berechne den Flächeninhalt des Rechtecks in cm².",
     r"""Für den Umfang eines Rechtecks gilt $U = 2(a + b)$. Mit $U = 26$ und $a = 8{,}5$ folgt
$$a + b = 13 \quad\Rightarrow\quad b = 13 - 8{,}5 = 4{,}5.$$

Der Flächeninhalt ist
$$A = a \cdot b = 8{,}5 \cdot 4{,}5.$$

Rechnung: $8{,}5 \cdot 4{,}5 = 8 \cdot 4{,}5 + 0{,}5 \cdot 4{,}5 = 36 + 2{,}25 = 38{,}25$.

""",
     "",
     [
        ("komma", "B", "prose_sentence", "Der Flächeninhalt des Rechtecks beträgt also 38,25 cm².", "German: 'the area is 38,25 cm²'; decimal comma"),
        ("antwort", "B", "A_colon", r"Antwort: $A = 38{,}25\ \text{cm}^2$", "German marker 'Antwort:' with A = 38{,}25 cm^2 (LaTeX decimal comma)"),
        ("frac", "B", "prose_sentence", r"Also ist $A = \frac{153}{4}\ \text{cm}^2$.", "German: 'so A = 153/4 cm^2' (= 38.25)"),
        ("boxed", "B", "boxed", r"Der Flächeninhalt ist $\boxed{38{,}25}$ cm².", "German: 'the area is boxed 38{,}25 cm²'"),
        ("words", "B", "prose_sentence", "Das Rechteck hat somit einen Flächeninhalt von achtunddreißig Komma zwei fünf Quadratzentimetern.", "German: 'thirty-eight point two five square centimetres' (38.25 in words)"),
        ("etwa", "A", "prose_sentence", "Der Flächeninhalt beträgt also etwa 38 cm².", "German: 'the area is about 38 cm²': a rounded hedge"),
        ("seite", "A", "prose_sentence", "Die zweite Seite ist also 4,5 cm lang.", "German: 'the second side is 4,5 cm long': an intermediate value"),
        ("neg", "A", "prose_sentence", "Der Flächeninhalt ist nicht 38,25 cm², sondern 148,75 cm², weil die zweite Seite 26 − 8,5 = 17,5 cm lang ist.", "German: 'not 38,25 but 148,75 cm², since the second side is 26 - 8,5 = 17,5 cm': the right value negated"),
        ("korrektur", "A", "prose_sentence", "A = 38,25 cm². Moment, nein: 8,5 · 4,5 = 34 + 2,25 = 36,25, also A = 36,25 cm².", "German: 'A = 38,25. Wait, no: 8,5 x 4,5 = 34 + 2,25 = 36,25, so A = 36,25': the right value replaced by a slip"),
        ("cut", "A", "truncated", "Der Flächeninhalt beträgt also", "German: 'so the area is' cut before the value: no_answer"),
     ]),
    ("sv_log", "3",
     r"Beräkna $\log_2 32 + \log_3 \frac{1}{9}$.",
     r"""Vi beräknar varje term för sig.

Första termen: eftersom $2^5 = 32$ är
$$\log_2 32 = 5.$$

Andra termen: eftersom $3^{-2} = \frac{1}{9}$ är
$$\log_3 \frac{1}{9} = -2.$$

Summan blir
$$5 + (-2) = 3.$$

Kontroll: $\log_3 9 = 2$, och eftersom $\frac{1}{9}$ är det inverterade värdet av 9 får logaritmen motsatt tecken, alltså $-2$.

""",
     "",
     [
        ("svar", "B", "A_colon", "Svar: 3", "Swedish marker 'Svar:' (Answer:) with 3"),
        ("words", "B", "prose_sentence", "Uttryckets värde är alltså tre.", "Swedish: 'so the value of the expression is three' (3 in words)"),
        ("terms_after", "B", "prose_sentence", r"Summan är 3, eftersom $\log_2 32 = 5$ och $\log_3 \frac{1}{9} = -2$.", "Swedish: 'the sum is 3, since log2 32 = 5 and log3 1/9 = -2'; the answer first, the terms after"),
        ("boxed", "B", "boxed", r"Alltså är svaret $\boxed{3}$.", "Swedish: 'so the answer is boxed 3'"),
        ("equation", "B", "prose_sentence", r"Därmed gäller $\log_2 32 + \log_3 \frac{1}{9} = 3$.", "Swedish: 'hence log2 32 + log3 1/9 = 3'"),
        ("vanta", "A", "prose_sentence", r"Summan är 3. Vänta, nej: $\log_3 \frac{1}{9} = 2$, så summan blir 7.", "Swedish: 'the sum is 3. Wait, no: log3 1/9 = 2, so the sum is 7': the right value replaced"),
        ("first", "A", "prose_sentence", "Den första termen är alltså 5.", "Swedish: 'so the first term is 5': a subtotal"),
        ("ungefar", "A", "prose_sentence", "Uttryckets värde är ungefär 3.", "Swedish: 'the value is roughly 3' (ungefär): a hedge of an exact value"),
        ("neg", "A", "prose_sentence", "Summan är inte 3 utan 7, eftersom logaritmen av ett bråk alltid är positiv.", "Swedish: 'the sum is not 3 but 7, since the logarithm of a fraction is always positive': the right value negated"),
        ("cut", "A", "truncated", "Uttryckets värde är alltså", "Swedish: 'so the value of the expression is' cut before the value: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_de_tulpen_rest_after": (
        "accept",
        "'Verkauft wurden also 1 550 Tulpenzwiebeln' answers the question (how many were sold); the "
        "second clause '850 bleiben im Lager' states a different quantity (the stock left) and does "
        "not offer a second answer to the question, as a given after the value does not (README)",
    ),
    "ok_g_it_studio_ore_min": (
        "accept",
        "5 ore e 15 minuti is exactly 5.25 hours: an equal value in another form (README: equal "
        "values in another form are correct); a checker that reads 5 or 15 alone is wrong",
    ),
    "ok_m_ja_kakudo_gaikaku_after": (
        "accept",
        "the sentence states one interior angle as 135°; the bracket '(外角は45°)' names another "
        "quantity (the exterior angle) as a side remark, not a second value for the angle asked",
    ),
    "m_zh_gailv_yue": (
        "reject",
        "'约为0.3' hedges the value with 约 (about); the conventions count a hedge of an exact value "
        "as wrong even where the hedged number equals the gold, since the model does not commit to "
        "the exact probability",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam184", CASES, [], DECISIONS)
