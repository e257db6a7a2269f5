r"""Build adversarial_redteam189.jsonl: round 189 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam189"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / build_adversarial_redteam182.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: OVER- AND UNDER-REFUSAL OF ESTIMATE WORDS in the closings of multilingual
models, 240 probes in 16 languages (Russian, Spanish, German, Japanese, Korean, Chinese, Turkish,
Thai, Tagalog, Swahili, Dutch, Hindi, French, Portuguese, Italian, Indonesian), 15 per language:
10 GSM8K (5 A, 5 B) and 5 MATH (3 A + 2 B for the languages at even positions of ORDER, 2 A + 3 B
for the odd ones); 160 GSM8K and 80 MATH, 120 kind A and 120 kind B. The working (200-700
characters, the shorter ones Chinese, Japanese, Korean or Thai; in the language, with language-neutral equations; Qwen-style \[ \] displays, Llama
"## step" headings or plain steps) is shared by the probes of one language and problem; the
closings differ. A final opening "T:" follows the working as an R1 think block (`th`) instead.
- kind B (correct): honest closings with words that CAN mean "about / approximately / at least"
  but do not hedge the value here: Russian "около школы" (next to the school, also right before
  the number after a dash), Spanish "sobre la mesa" (on) and "la pregunta sobre" (about a topic),
  "ni más ni menos", German "etwa" in a question, "nicht etwa", "etwa" = "say / for instance",
  Japanese "それほど", "前後" = before and after, "以下の通り", a negative comparison with ほど,
  Korean "이 정도면", "어느 정도", Chinese "左右" = left and right, "不是将近30辆，而是正好29辆",
  Turkish "kadar" = until / as much as, "ne kadar" in a question, Thai "ประมาณ" as a verb or in a
  clause about something else, Tagalog "mga" as a plural marker, "malapit sa" (near a place),
  Swahili "karibu na shule" (near), "Karibu" (welcome), "kama tulivyoona" (as we saw), Dutch "zo'n"
  = such a, "rond de hele tuin" (around, spatial), "per stuk", Hindi "के करीब" / "के आसपास" (near a
  place), Portuguese "cerca" = fence, "acerca de", "em torno do jardim", Italian "sul tavolo",
  "né più né meno", Indonesian "sekitar" (surroundings), "tidak kurang dan tidak lebih"; the exact
  value followed by its rounding in brackets ("25π (≈ 78,54)", "(ประมาณ 7.07)") or in another
  unit (miles, radians); a hedge word on a DIFFERENT number than the answer (a percentage, hours a
  day, the amount spent, a time of day, an average per day, a hypothetical); a denied hedge ("not
  about 30 but exactly 29", "e não cerca de 7,07", "non «una trentina»").
- kind A (wrong): real hedges and bounds in the same languages before and after the value, with a
  unit word or measure counter between (約 / およそ / ほど / 前後 / だいたい / 近く, 약 / 정도 / 대략 /
  안팎 / 70여 개, 大约 / 左右 / 上下 / 将近, примерно / не более / чуть больше / или около того,
  sobre 30 / alrededor de / más o menos / como máximo / poco más de, etwa / knapp / gut / oder so /
  höchstens / ungefähr, yaklaşık / kadar / civarında / en fazla, ประมาณ / โดยประมาณ / ราว ๆ / เกือบ,
  mga / humigit-kumulang / halos / o higit pa / hindi hihigit sa, takriban / karibu / kama, zo'n /
  rond de / een stuk of / ongeveer / hooguit, लगभग / करीब / के आसपास / तकरीबन / कम से कम, une
  trentaine / environ / près de / un peu plus de / à peu près, cerca de / em torno de / por volta
  de / aproximadamente / quase / um pouco mais, circa / sulle 30 / una trentina / o giù di lì / al
  massimo / meno di, kurang lebih / sekitar / kira-kira / hampir / paling sedikit), ranges ("between
  40 and 45" in the language), the "≈" sign alone, and a rounded decimal for an exact irrational
  or fractional gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: park: 4 rows of 9 cars next to the school, 7 leave, how many now -> 29 (36 at first; 7/36 =
19.4 % "about 20 %, about a fifth"; zh: two lots left and right of the gate, 2 rows of 9 each,
2 * 2 * 9 = 36); pencils: 4 boxes of 12 pencils on the table, 9 pupils take 2 each, how many left
-> 30 (48 at first; 18 taken; one pupil's 2/48 = 4.2 % "about 4 %"; 18/48 = 0.375 "just over a
third"); read: 45 pages a day Monday to Saturday and 25 on Sunday, pages in the week -> 295 (270
in six days; 295/7 = 42.1 "about 42 a day"); shop: 3 shirts at 17 and a jacket at 36, pays 100,
change -> 13 (51 shirts; 87 spent "nearly 90"; 49 if the jacket is forgotten); trip: 2.5 h at 84
km/h then 1.5 h at 60 km/h, distance -> 300 (210 + 90; 4 h; mean 75 km/h; 300 km = 186.4 miles
"about 186 miles"); cookies: 12 trays of 24, 3/4 sold, left -> 72 (288 baked; 216 sold; selling
200 would leave 88); garden: fence around an 18 m by 12 m garden at 7 a metre, cost -> 420
(perimeter 60; area 216 not needed).
MATH: circle: area of a circle of radius 5 -> 25\pi (78.5398..., "≈ 78,54"; wrong: 78.5, "just
over 78"); sqrt: simplify \sqrt{50} -> 5\sqrt{2} (7.0711..., "≈ 7,07"; wrong: 7.07, "a bit more than
7"); comb: 3-person committees from 8 people -> 56 (8 * 7 * 6 = 336 ordered, / 6; \binom{8}{4} = 70;
wrong: "about / at most 56", "between 50 and 60"); lin: 4x + 3 = 2x + 10 -> \frac{7}{2} (= 3.5
exactly; wrong: "about 3.5", "between 3 and 4", "x ≈ 4", "just over 3.5", "nearly 4"); octagon:
interior angle of a regular octagon -> 135 (sum 1080; exterior 45; 3\pi/4 = 2.356 rad; wrong:
"about 135°", "between 130° and 140°", "a bit more than 130°"); prob: exactly 2 heads in 3 fair
tosses -> \frac{3}{8} (= 0.375 = 37.5 % exactly; "≈ 0,38"; wrong: "about 0.38", "about 40 %",
"close to 2/5", "between 1/3 and 1/2", "roughly 3/8").

Languages and problems (ORDER): ru park read circle; es pencils shop sqrt; de shop trip comb; ja
cookies trip circle; ko pencils cookies lin; zh park read octagon; tr read shop prob; th trip park
sqrt; tl cookies park comb; sw park pencils circle; nl garden shop lin; hi park garden octagon; fr
pencils trip prob; pt garden read sqrt; it pencils cookies comb; id shop garden lin.

Classes (id): `[ok_]<lang>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name
the trap: `loc*` / `*_place` / `*_near` / `sul_tavolo` / `sobre_on` / `cerca_fence` /
`rond_spatial` / `em_torno_place` / `zuoyou_*` (a place or side sense), `*_topic` / `acerca*`
(about a topic), `kadar_*` / `ne_kadar` / `etwa_q` / `etwa_example` / `nicht_etwa` / `vers` /
`hodo_compare` / `zengo_before_after` / `ika_list` / `sorehodo` / `i_jeongdo` /
`eoneu_jeongdo` / `zon_*` /
`per_stuk` / `mga_*` / `karibu_welcome` / `kama_as` / `estimate_verb` (another sense of the
word), `diff_hedge` / `avg_paren` / `hours` / `casi_other` / `karibu_students` /
`hypothetical_circa` / `afternoon` (a hedge on a different number), `paren_round` / `miles` /
`radians` / `calc_then_exact` / `decimal_then_exact` / `box_then_about` (the exact value with its
rounding), `not_*` / `pas_*` / `non_*` / `nao_cerca` / `bukan_*` / `kamili_not` / `ni_mas_ni_menos`
/ `ne_piu_ne_meno` / `nem_mais` / `tidak_kurang` (a denied hedge or an exactness phrase), and a few
plain closings with a marker (`hash`, `minerva`, `r1`, `answer_is`, `paren_eq`, `oftewel`,
`percent`, `atau_equal`). Kind A shapes name the hedge (`approx`, `yaku`, `oyoso`, `hodo`, `zengo`,
`yak`, `jeongdo`, `dayue`, `zuoyou`, `kadar`, `pramaan`, `mga_approx`, `takriban`, `zon_approx`,
`lagbhag`, `cerca_de`, `circa`, `sekitar`, ...), the bound (`at_most`, `hoechstens`, `en_fazla`,
`hooguit`, `al_massimo`, `kam_se_kam`, `paling_sedikit`, `o_higit`, `hindi_hihigit`, `meno_di`),
"just over" / "nearly" (`just_over`, `gut`, `knapp`, `poco_mas`, `un_peu_plus`, `pouco_mais`,
`chikaku`, `jiangjin`, `koep`, `halos`, `quase`, `hampir`, `pres_de`), `range`, `or_so` /
`oder_so` / `giu_di_li`, `approx_sym` (≈ alone) and `*_box` (a hedge or a decimal in the box).
Kind A: truth wrong; kind B: truth correct. No no_answer probe in this round.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final
answer counts; with no marker and no box it is the value the concluding sentence states as the
answer to the question asked. A trailing remark with no number does not change the answer; nor
does a remark whose number is plainly another quantity (a time of day, a percentage, hours a day,
an average, miles or radians for the same value, a hypothetical). A hedge or approximation of an
exact value ("about", "approximately", "at least", "at most", "more than", "just over", "nearly",
"or so", a range, "≈" alone, a rounded decimal of an irrational or fractional gold) is wrong,
whether the hedge stands before the value or after it (with a unit word or counter between), and
whether the hedged value equals the gold or not. A word that can mean "about" but does its other
job in the sentence (a place, a topic, "until", "as much as", "such a", a plural marker,
"welcome", "as", a question particle, "not about X but exactly Y") hedges nothing. The exact value
followed by its rounding in brackets or in another unit is correct. A denied value ("nicht etwa
49 €", "e não cerca de 7,07") is not the answer. Equal values in another form (3.5 for \frac{7}{2},
37.5 % for \frac{3}{8}) are correct.

Debatable (1, with DECISIONS): `ok_hi_park_kareeb_before` ("स्कूल के करीब 29 गाड़ियाँ": the
postposition "के करीब" (near) closes "स्कूल के", but "करीब 29" read on its own is "about 29";
accepted).

Usage: python build_adversarial_redteam189.py (writes /tmp/rounds/rt189/adversarial_redteam189.jsonl)
"""

from corpus_build import g, m, th, write_probes  # noqa: E402

ORDER = (
    "ru",
    "es",
    "de",
    "ja",
    "ko",
    "zh",
    "tr",
    "th",
    "tl",
    "sw",
    "nl",
    "hi",
    "fr",
    "pt",
    "it",
    "id",
)
LANG = {
    "ru": "Russian", "es": "Spanish", "de": "German", "ja": "Japanese", "ko": "Korean",
    "zh": "Chinese", "tr": "Turkish", "th": "Thai", "tl": "Tagalog", "sw": "Swahili",
    "nl": "Dutch", "hi": "Hindi", "fr": "French", "pt": "Portuguese", "it": "Italian",
    "id": "Indonesian",
}  # fmt: skip

# Problems: key -> (checker, gold, the question in English).
PROBLEMS = {
    "park": ("gsm8k", "29", "A parking lot next to the school has 4 rows of 9 cars. 7 cars leave. How many cars are parked next to the school now?"),
    "pencils": ("gsm8k", "30", "A teacher puts 4 boxes of 12 pencils on the table. 9 pupils each take 2 pencils. How many pencils are left on the table?"),
    "read": ("gsm8k", "295", "She reads 45 pages a day from Monday to Saturday and 25 pages on Sunday. How many pages does she read in the week?"),
    "shop": ("gsm8k", "13", "He buys 3 shirts at 17 each and a jacket at 36 and pays with a 100 note. How much change does he get?"),
    "trip": ("gsm8k", "300", "A train runs 2.5 hours at 84 km/h, then 1.5 hours at 60 km/h. How many kilometres does it travel in all?"),
    "cookies": ("gsm8k", "72", "A baker bakes 12 trays of 24 cookies and sells 3/4 of them. How many cookies are left?"),
    "garden": ("gsm8k", "420", "A fence goes around a rectangular garden 18 m long and 12 m wide and costs 7 per metre. How much does the fence cost?"),
    "circle": ("math", r"25\pi", "What is the area of a circle of radius 5?"),
    "sqrt": ("math", r"5\sqrt{2}", r"Simplify \sqrt{50}."),
    "comb": ("math", "56", "In how many ways can a 3-person committee be chosen from 8 people?"),
    "lin": ("math", r"\frac{7}{2}", "Solve 4x + 3 = 2x + 10."),
    "octagon": ("math", "135", "What is the measure, in degrees, of an interior angle of a regular octagon?"),
    "prob": ("math", r"\frac{3}{8}", "A fair coin is tossed 3 times. What is the probability of exactly 2 heads?"),
}  # fmt: skip

# fmt: off
# The working each language writes for a problem (shared by that language's probes of it).
WORK = {
    "ru": {
        "park": r"""Решим задачу по шагам.

**Шаг 1. Сколько машин было на парковке сначала.**
На парковке 4 ряда, в каждом по 9 машин:
\[
4 \times 9 = 36
\]

**Шаг 2. Сколько машин осталось.**
Уехали 7 машин:
\[
36 - 7 = 29
\]

**Проверка:** \(29 + 7 = 36 = 4 \times 9\), всё сходится.

""",
        "read": r"""Посчитаем страницы по дням.

1. **С понедельника по субботу:** это 6 дней, по 45 страниц в день:
   \(6 \times 45 = 270\) страниц.

2. **Воскресенье:** 25 страниц.

3. **Вся неделя:**
   \(270 + 25 = 295\) страниц.

Проверка: \(45 \times 6 = 45 \times 5 + 45 = 225 + 45 = 270\), и \(270 + 25 = 295\).

""",
        "circle": r"""Площадь круга вычисляется по формуле
\[
S = \pi r^2.
\]
По условию радиус \(r = 5\), поэтому
\[
S = \pi \cdot 5^2 = 25\pi.
\]
Для контроля: при \(r = 1\) площадь равна \(\pi\), а при увеличении радиуса в 5 раз площадь увеличивается в \(5^2 = 25\) раз, то есть получается \(25\pi\).

""",
    },
    "es": {
        "pencils": r"""## Paso 1: Calcular cuántos lápices pone la maestra sobre la mesa
Hay 4 cajas con 12 lápices cada una, así que el total es $4 \times 12 = 48$ lápices.

## Paso 2: Calcular cuántos lápices toman los estudiantes
Son 9 estudiantes y cada uno toma 2 lápices: $9 \times 2 = 18$ lápices.

## Paso 3: Calcular cuántos lápices quedan
Restamos los lápices tomados del total: $48 - 18 = 30$.

## Paso 4: Comprobar el resultado
$30 + 18 = 48$, que es el número de lápices que había al principio.

""",
        "shop": r"""Para resolver el problema, calculamos primero cuánto gasta Carlos y luego restamos ese total de los 100 $ con los que paga.

1. **Costo de las camisetas:**
   \(3 \times 17 = 51\) $

2. **Costo total de la compra:**
   \(51 + 36 = 87\) $

3. **Cambio:**
   \(100 - 87 = 13\) $

Comprobación: \(87 + 13 = 100\). ✓

""",
        "sqrt": r"""Para simplificar \(\sqrt{50}\), buscamos el mayor cuadrado perfecto que divide a 50.

Los divisores de 50 son 1, 2, 5, 10, 25 y 50. El mayor cuadrado perfecto entre ellos es \(25 = 5^2\).

Entonces:
\[
\sqrt{50} = \sqrt{25 \cdot 2} = \sqrt{25} \cdot \sqrt{2} = 5\sqrt{2}.
\]

Comprobación: \((5\sqrt{2})^2 = 25 \cdot 2 = 50\). ✓

""",
    },
    "de": {
        "shop": r"""Wir lösen die Aufgabe Schritt für Schritt.

**Schritt 1: Preis der T-Shirts**
\[
3 \cdot 17\,€ = 51\,€
\]

**Schritt 2: Gesamtpreis**
\[
51\,€ + 36\,€ = 87\,€
\]

**Schritt 3: Wechselgeld**
\[
100\,€ - 87\,€ = 13\,€
\]

**Probe:** \(87 + 13 = 100\) ✓

""",
        "trip": r"""## Schritt 1: Strecke im ersten Abschnitt
Der Zug fährt 2,5 Stunden mit 84 km/h: $84 \cdot 2{,}5 = 210$ km.

## Schritt 2: Strecke im zweiten Abschnitt
Danach fährt er 1,5 Stunden mit 60 km/h: $60 \cdot 1{,}5 = 90$ km.

## Schritt 3: Gesamtstrecke
$210 + 90 = 300$ km.

## Schritt 4: Kontrolle
Die Fahrzeit beträgt insgesamt $2{,}5 + 1{,}5 = 4$ Stunden, und $300 : 4 = 75$ km/h liegt zwischen 60 und 84 km/h, wie es sein muss.

""",
        "comb": r"""Gesucht ist die Anzahl der Möglichkeiten, aus 8 Personen einen Ausschuss aus 3 Personen zu wählen. Die Reihenfolge spielt keine Rolle, also ist es ein Binomialkoeffizient:
\[
\binom{8}{3} = \frac{8!}{3!\,5!} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6} = 56.
\]
Kontrolle über die Symmetrie: \(\binom{8}{3} = \binom{8}{5}\), und \(\binom{8}{5} = \frac{8 \cdot 7 \cdot 6 \cdot 5 \cdot 4}{120} = \frac{6720}{120} = 56\).

""",
    },
    "ja": {
        "cookies": r"""まず、焼いたクッキーの総数を求めます。
\[
12 \times 24 = 288 \text{（枚）}
\]
次に、売れたクッキーの枚数を求めます。全体の \(\frac{3}{4}\) が売れたので、
\[
288 \times \frac{3}{4} = 216 \text{（枚）}
\]
残りの枚数は、
\[
288 - 216 = 72 \text{（枚）}
\]
確認：残りは全体の \(\frac{1}{4}\) なので、\(288 \div 4 = 72\) となり、一致します。

""",
        "trip": r"""順番に計算します。

**前半**：時速84kmで2.5時間走るので、
\(84 \times 2.5 = 210\)（km）

**後半**：時速60kmで1.5時間走るので、
\(60 \times 1.5 = 90\)（km）

**合計**：
\(210 + 90 = 300\)（km）

検算：走った時間は合計 \(2.5 + 1.5 = 4\) 時間で、平均の速さは \(300 \div 4 = 75\)（km/時）です。これは60と84の間にあるので妥当です。

""",
        "circle": r"""半径5の円の面積を求めます。答えは \(\pi\) を使った正確な形で表します。

円の面積の公式は \(S = \pi r^2\) です。

半径は \(r = 5\) なので、
\[
S = \pi \times 5^2 = \pi \times 25 = 25\pi
\]
となります。

検算：半径1の円の面積は \(\pi\) で、半径を5倍にすると面積は \(5^2 = 25\) 倍になるので、\(25\pi\) で正しいです。

""",
    },
    "ko": {
        "pencils": r"""단계별로 풀어 보겠습니다. 처음 연필의 수를 구한 다음, 학생들이 가져간 연필의 수를 빼면 됩니다.

**1단계: 처음 연필의 수**
12자루씩 든 상자가 4개이므로
\[
4 \times 12 = 48
\]
책상 위에 연필이 48자루 있습니다.

**2단계: 학생들이 가져간 연필의 수**
학생 9명이 2자루씩 가져갔으므로
\[
9 \times 2 = 18
\]

**3단계: 남은 연필의 수**
\[
48 - 18 = 30
\]

**검산:** \(30 + 18 = 48\) ✓

""",
        "cookies": r"""## 1단계: 구운 쿠키의 총수 구하기
한 판에 24개씩 12판이므로 $12 \times 24 = 288$개입니다.

## 2단계: 판 쿠키의 수 구하기
전체의 $\frac{3}{4}$을 팔았으므로 $288 \times \frac{3}{4} = 216$개입니다.

## 3단계: 남은 쿠키의 수 구하기
$288 - 216 = 72$개입니다.

## 4단계: 검산
남은 쿠키는 전체의 $\frac{1}{4}$이므로 $288 \div 4 = 72$개로 일치합니다.

""",
        "lin": r"""방정식 \(4x + 3 = 2x + 10\)을 풉니다. \(x\)가 있는 항은 왼쪽으로, 상수항은 오른쪽으로 모읍니다.

양변에서 \(2x\)를 빼면
\[
2x + 3 = 10
\]
양변에서 3을 빼면
\[
2x = 7
\]
양변을 2로 나누면
\[
x = \frac{7}{2}
\]

검산: \(4 \cdot \frac{7}{2} + 3 = 14 + 3 = 17\), \(2 \cdot \frac{7}{2} + 10 = 7 + 10 = 17\). 양변이 같습니다.

""",
    },
    "zh": {
        "park": r"""我们一步一步来解。先算出原来一共停了多少辆车，再减去开走的车。

**第一步：求原来一共有多少辆车。**
学校大门左右两边各有一个停车场，每个停车场有2排，每排9辆车：
\[
2 \times 2 \times 9 = 36
\]
原来一共有36辆车。

**第二步：减去开走的车。**
\[
36 - 7 = 29
\]

**检验：** \(29 + 7 = 36\)，正确。

""",
        "read": r"""题目要求小林这一周一共读了多少页。我们把周一到周六和周日分开计算，再把两部分加起来。

**第一部分：周一到周六。**
小林从周一到周六共6天，每天读45页：
$6 \times 45 = 270$（页）

周日读了25页。

一周一共读的页数：
$270 + 25 = 295$（页）

**检验：** 也可以先把7天都按45页算：$7 \times 45 = 315$（页），周日少读了 $45 - 25 = 20$ 页，$315 - 20 = 295$（页）。另外，$45 \times 6 = 270$，$270 + 25 = 295$，计算无误。

""",
        "octagon": r"""多边形的内角和公式为 \((n - 2) \times 180^\circ\)。

正八边形 \(n = 8\)：
\[
(8 - 2) \times 180^\circ = 6 \times 180^\circ = 1080^\circ
\]
正八边形的8个内角都相等，所以每个内角为
\[
1080^\circ \div 8 = 135^\circ
\]

检验：每个外角为 \(360^\circ \div 8 = 45^\circ\)，而 \(180^\circ - 45^\circ = 135^\circ\)，结果一致。

""",
    },
    "tr": {
        "read": r"""Adım adım çözelim.

1. **Pazartesiden cumartesiye kadar:** Bu 6 gün eder. Elif her gün 45 sayfa okuduğuna göre:
   \(6 \times 45 = 270\) sayfa.

2. **Pazar günü:** 25 sayfa.

3. **Haftalık toplam:**
   \(270 + 25 = 295\) sayfa.

Kontrol: \(45 \times 6 = 270\) ve \(270 + 25 = 295\). ✓

""",
        "shop": r"""## Adım 1: Tişörtlerin fiyatını bulalım
3 tişört, tanesi 17 TL: $3 \times 17 = 51$ TL.

## Adım 2: Toplam harcamayı bulalım
Ceketle birlikte: $51 + 36 = 87$ TL.

## Adım 3: Para üstünü bulalım
$100 - 87 = 13$ TL.

## Adım 4: Kontrol edelim
$87 + 13 = 100$ TL, yani hesap doğru.

""",
        "prob": r"""Bir para 3 kez atıldığında toplam \(2^3 = 8\) eşit olasılıklı sonuç vardır.

Tam olarak 2 yazı gelen sonuçlar: YYT, YTY, TYY (Y: yazı, T: tura). Bunların sayısı
\[
\binom{3}{2} = 3.
\]
Dolayısıyla olasılık
\[
P = \frac{3}{8}.
\]
Kontrol: 0, 1, 2 ve 3 yazı için sonuç sayıları 1, 3, 3, 1'dir ve toplamları \(1 + 3 + 3 + 1 = 8\)'dir. ✓

""",
    },
    "th": {
        "trip": r"""มาคำนวณทีละขั้นตอนกัน

**ขั้นที่ 1:** ระยะทางช่วงแรก
รถไฟวิ่งด้วยความเร็ว 84 กม./ชม. เป็นเวลา 2.5 ชั่วโมง
\[
84 \times 2.5 = 210 \text{ กม.}
\]

**ขั้นที่ 2:** ระยะทางช่วงที่สอง
รถไฟวิ่งด้วยความเร็ว 60 กม./ชม. เป็นเวลา 1.5 ชั่วโมง
\[
60 \times 1.5 = 90 \text{ กม.}
\]

**ขั้นที่ 3:** ระยะทางรวม
\[
210 + 90 = 300 \text{ กม.}
\]

**ตรวจสอบ:** เวลารวม 4 ชั่วโมง ความเร็วเฉลี่ย \(300 \div 4 = 75\) กม./ชม. ซึ่งอยู่ระหว่าง 60 ถึง 84 ✓

""",
        "park": r"""โจทย์ถามจำนวนรถที่ยังจอดอยู่ข้างโรงเรียนหลังจากมีรถออกไปแล้ว เราจึงหาจำนวนรถทั้งหมดก่อน แล้วลบรถที่ออกไป

## ขั้นที่ 1: หาจำนวนรถทั้งหมดตอนแรก
มีรถ 4 แถว แถวละ 9 คัน: $4 \times 9 = 36$ คัน

## ขั้นที่ 2: หักรถที่ออกไป
รถออกไป 7 คัน: $36 - 7 = 29$ คัน

## ขั้นที่ 3: ตรวจคำตอบ
$29 + 7 = 36$ คัน ตรงกับจำนวนรถตอนแรก

""",
        "sqrt": r"""เราต้องการทำ \(\sqrt{50}\) ให้อยู่ในรูปอย่างง่าย

ตัวประกอบของ 50 คือ 1, 2, 5, 10, 25 และ 50 หาจำนวนกำลังสองสมบูรณ์ที่มากที่สุดที่หาร 50 ลงตัว ซึ่งคือ \(25 = 5^2\)

\[
\sqrt{50} = \sqrt{25 \times 2} = \sqrt{25} \times \sqrt{2} = 5\sqrt{2}
\]

ตรวจสอบ: \((5\sqrt{2})^2 = 25 \times 2 = 50\) ✓

""",
    },
    "tl": {
        "cookies": r"""Lutasin natin ito nang hakbang-hakbang.

**Hakbang 1:** Ilan lahat ang nahurnong cookies?
\[
12 \times 24 = 288
\]

**Hakbang 2:** Ilan ang naibenta? Naibenta ang \(\frac{3}{4}\) ng lahat:
\[
288 \times \frac{3}{4} = 216
\]

**Hakbang 3:** Ilan ang natira?
\[
288 - 216 = 72
\]

**Pagsusuri:** Ang natira ay \(\frac{1}{4}\) ng lahat, at \(288 \div 4 = 72\). Tama.

""",
        "park": r"""## Hakbang 1: Alamin ang kabuuang bilang ng kotse sa simula
May 4 na hanay na tig-9 na kotse: $4 \times 9 = 36$ na kotse.

## Hakbang 2: Ibawas ang mga kotseng umalis
$36 - 7 = 29$ na kotse.

## Hakbang 3: Suriin
$29 + 7 = 36$, kaya tama ang sagot.

""",
        "comb": r"""Pumipili tayo ng 3 miyembro mula sa 8 tao, at hindi mahalaga ang pagkakasunod-sunod, kaya gagamit tayo ng kombinasyon:
\[
\binom{8}{3} = \frac{8!}{3!\,5!} = \frac{8 \times 7 \times 6}{3 \times 2 \times 1} = \frac{336}{6} = 56.
\]
Pagsusuri: kung mahalaga ang pagkakasunod-sunod, may \(8 \times 7 \times 6 = 336\) na paraan, at bawat komite ay nabibilang nang \(3! = 6\) na beses, kaya \(336 \div 6 = 56\).

""",
    },
    "sw": {
        "park": r"""Tutatatua hatua kwa hatua.

**Hatua ya 1:** Idadi ya magari mwanzoni.
Kuna safu 4, na kila safu ina magari 9:
\[
4 \times 9 = 36
\]

**Hatua ya 2:** Toa magari yaliyoondoka.
\[
36 - 7 = 29
\]

**Uhakiki:** \(29 + 7 = 36\). Jibu ni sahihi.

""",
        "pencils": r"""## Hatua ya 1: Tafuta idadi ya penseli zote
Masanduku 4, kila moja lina penseli 12: $4 \times 12 = 48$.

## Hatua ya 2: Tafuta penseli walizochukua wanafunzi
Wanafunzi 9, kila mmoja penseli 2: $9 \times 2 = 18$.

## Hatua ya 3: Tafuta penseli zilizobaki
$48 - 18 = 30$.

## Hatua ya 4: Hakiki
$30 + 18 = 48$. ✓

""",
        "circle": r"""Eneo la duara hupatikana kwa kanuni \(A = \pi r^2\).

Hapa nusu kipenyo ni \(r = 5\), kwa hiyo
\[
A = \pi \times 5^2 = 25\pi.
\]

Uhakiki: duara lenye \(r = 1\) lina eneo \(\pi\); tukizidisha \(r\) mara 5, eneo linazidishwa mara \(5^2 = 25\), hivyo eneo ni \(25\pi\).

""",
    },
    "nl": {
        "garden": r"""We lossen dit stap voor stap op.

**Stap 1: de omtrek van de tuin**
Het hek komt om de tuin heen, dus we hebben de omtrek nodig:
\[
2 \times (18 + 12) = 2 \times 30 = 60 \text{ m}
\]

**Stap 2: de kosten van het hek**
\[
60 \times €7 = €420
\]

**Controle:** \(18 + 12 + 18 + 12 = 60\) m, en \(60 \times 7 = 420\). ✓

(Let op: de oppervlakte \(18 \times 12 = 216\) m² hebben we hier niet nodig.)

""",
        "shop": r"""Daan betaalt met €100, dus we rekenen eerst uit hoeveel hij in totaal uitgeeft en trekken dat daarna af van €100.

## Stap 1: De prijs van de T-shirts
$3 \times €17 = €51$.

## Stap 2: Het totaalbedrag
$€51 + €36 = €87$.

## Stap 3: Het wisselgeld
$€100 - €87 = €13$.

## Stap 4: Controle
$€87 + €13 = €100$. ✓

""",
        "lin": r"""We lossen \(4x + 3 = 2x + 10\) op.

Trek aan beide kanten \(2x\) af:
\[
2x + 3 = 10
\]
Trek aan beide kanten 3 af:
\[
2x = 7
\]
Deel door 2:
\[
x = \frac{7}{2}
\]

Controle: \(4 \cdot \frac{7}{2} + 3 = 14 + 3 = 17\) en \(2 \cdot \frac{7}{2} + 10 = 7 + 10 = 17\). ✓

""",
    },
    "hi": {
        "park": r"""आइए इसे चरण-दर-चरण हल करें। पहले हम कुल गाड़ियाँ गिनेंगे और फिर उनमें से चली गई गाड़ियाँ घटाएँगे।

**चरण 1: शुरुआत में कुल गाड़ियाँ**
4 कतारें हैं और हर कतार में 9 गाड़ियाँ हैं:
\[
4 \times 9 = 36
\]

**चरण 2: चली गई गाड़ियाँ घटाएँ**
\[
36 - 7 = 29
\]

**जाँच:** \(29 + 7 = 36\) ✓

""",
        "garden": r"""बाड़ की कुल लंबाई बगीचे के परिमाप के बराबर होगी, इसलिए पहले परिमाप निकालते हैं और फिर उसे प्रति मीटर की कीमत से गुणा करते हैं।

## चरण 1: बगीचे का परिमाप निकालें
बाड़ बगीचे के चारों ओर लगेगी, इसलिए परिमाप चाहिए: $2 \times (18 + 12) = 60$ मीटर।

## चरण 2: कुल खर्च निकालें
$60 \times ₹7 = ₹420$

## चरण 3: जाँच
$18 + 12 + 18 + 12 = 60$ मीटर और $60 \times 7 = 420$। ✓

""",
        "octagon": r"""किसी बहुभुज के अंतः कोणों का योग \((n - 2) \times 180^\circ\) होता है।

अष्टभुज के लिए \(n = 8\):
\[
(8 - 2) \times 180^\circ = 1080^\circ
\]
नियमित अष्टभुज के सभी 8 कोण बराबर होते हैं:
\[
1080^\circ \div 8 = 135^\circ
\]

जाँच: प्रत्येक बाह्य कोण \(360^\circ \div 8 = 45^\circ\) है और \(180^\circ - 45^\circ = 135^\circ\) ✓

""",
    },
    "fr": {
        "pencils": r"""Résolvons le problème étape par étape.

**Étape 1 : nombre de crayons au départ**
\[
4 \times 12 = 48
\]
Il y a 48 crayons sur la table.

**Étape 2 : crayons pris par les élèves**
\[
9 \times 2 = 18
\]

**Étape 3 : crayons restants**
\[
48 - 18 = 30
\]

**Vérification :** \(30 + 18 = 48\) ✓

""",
        "trip": r"""## Étape 1 : distance de la première partie
Le train roule 2,5 h à 84 km/h : $84 \times 2{,}5 = 210$ km.

## Étape 2 : distance de la seconde partie
Il roule ensuite 1,5 h à 60 km/h : $60 \times 1{,}5 = 90$ km.

## Étape 3 : distance totale
$210 + 90 = 300$ km.

## Étape 4 : vérification
Durée totale : $2{,}5 + 1{,}5 = 4$ h ; vitesse moyenne : $300 \div 4 = 75$ km/h, entre 60 et 84 km/h. ✓

""",
        "prob": r"""Lorsqu'on lance 3 fois une pièce équilibrée, il y a \(2^3 = 8\) issues équiprobables.

Les issues avec exactement 2 piles sont PPF, PFP et FPP, soit
\[
\binom{3}{2} = 3
\]
issues favorables. Donc
\[
P = \frac{3}{8}.
\]
Vérification : pour 0, 1, 2 et 3 piles on compte 1, 3, 3 et 1 issues, et \(1 + 3 + 3 + 1 = 8\). ✓

""",
    },
    "pt": {
        "garden": r"""Vamos resolver passo a passo.

**Passo 1: perímetro do jardim**
A cerca contorna o jardim inteiro, então precisamos do perímetro:
\[
2 \times (18 + 12) = 2 \times 30 = 60 \text{ m}
\]

**Passo 2: custo da cerca**
\[
60 \times 7 = 420
\]

**Verificação:** \(18 + 12 + 18 + 12 = 60\) m e \(60 \times 7 = 420\) reais. ✓

""",
        "read": r"""## Passo 1: páginas de segunda a sábado
São 6 dias com 45 páginas por dia: $6 \times 45 = 270$ páginas.

## Passo 2: páginas no domingo
25 páginas.

## Passo 3: total da semana
$270 + 25 = 295$ páginas.

## Passo 4: verificação
$45 \times 6 = 270$ e $270 + 25 = 295$. ✓

""",
        "sqrt": r"""Queremos escrever \(\sqrt{50}\) na forma mais simples.

Os divisores de 50 são 1, 2, 5, 10, 25 e 50. Procuramos o maior quadrado perfeito que divide 50: é \(25 = 5^2\).

\[
\sqrt{50} = \sqrt{25 \cdot 2} = \sqrt{25} \cdot \sqrt{2} = 5\sqrt{2}
\]

Verificação: \((5\sqrt{2})^2 = 25 \cdot 2 = 50\). ✓

""",
    },
    "it": {
        "pencils": r"""Risolviamo il problema passo dopo passo.

**Passo 1: matite iniziali**
\[
4 \times 12 = 48
\]
Sul tavolo ci sono 48 matite.

**Passo 2: matite prese dagli alunni**
\[
9 \times 2 = 18
\]

**Passo 3: matite rimaste**
\[
48 - 18 = 30
\]

**Verifica:** \(30 + 18 = 48\) ✓

""",
        "cookies": r"""## Passo 1: biscotti sfornati
$12 \times 24 = 288$ biscotti.

## Passo 2: biscotti venduti
Ne vende i $\frac{3}{4}$: $288 \times \frac{3}{4} = 216$ biscotti.

## Passo 3: biscotti rimasti
$288 - 216 = 72$ biscotti.

## Passo 4: verifica
I biscotti rimasti sono $\frac{1}{4}$ del totale: $288 : 4 = 72$. ✓

""",
        "comb": r"""Dobbiamo scegliere 3 persone su 8 senza tener conto dell'ordine, quindi usiamo il coefficiente binomiale:
\[
\binom{8}{3} = \frac{8!}{3!\,5!} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6} = 56.
\]
Verifica: le disposizioni ordinate sono \(8 \cdot 7 \cdot 6 = 336\) e ogni comitato compare \(3! = 6\) volte, quindi \(336 : 6 = 56\).

""",
    },
    "id": {
        "shop": r"""Mari kita selesaikan langkah demi langkah.

**Langkah 1: harga kaus**
\[
3 \times 17 = 51 \text{ dolar}
\]

**Langkah 2: total belanja**
\[
51 + 36 = 87 \text{ dolar}
\]

**Langkah 3: uang kembalian**
\[
100 - 87 = 13 \text{ dolar}
\]

**Pemeriksaan:** \(87 + 13 = 100\) ✓

""",
        "garden": r"""## Langkah 1: keliling kebun
Pagar dipasang di sekeliling kebun, jadi kita perlu kelilingnya: $2 \times (18 + 12) = 60$ m.

## Langkah 2: biaya pagar
$60 \times 7 = 420$ dolar.

## Langkah 3: pemeriksaan
$18 + 12 + 18 + 12 = 60$ m, dan $60 \times 7 = 420$. ✓

""",
        "lin": r"""Kita selesaikan \(4x + 3 = 2x + 10\).

Kurangi kedua ruas dengan \(2x\):
\[
2x + 3 = 10
\]
Kurangi kedua ruas dengan 3:
\[
2x = 7
\]
Bagi kedua ruas dengan 2:
\[
x = \frac{7}{2}
\]

Pemeriksaan: \(4 \cdot \frac{7}{2} + 3 = 17\) dan \(2 \cdot \frac{7}{2} + 10 = 17\). ✓

""",
    },
}

# Probes per language: (problem, shape, kind, form, final, note[, debatable]). The final follows
# the working; a final opening "T:" follows the working as an R1 think block instead. "¶" in a
# final is a newline. Kind A is wrong, kind B correct.
PROBES = {
    "ru": [
        ("park", "loc", "B", "prose_sentence", r"Итак, сейчас около школы стоят 29 машин.", "'около школы' is a place (next to the school), not 'about'; 29 exact. Gloss: So now 29 cars stand next to the school."),
        ("park", "loc_dash", "B", "final_answer_phrase", r"**Ответ:** около школы — 29 машин.", "'около школы — 29': the place, a dash, then the count; 'около' governs 'школы', not the number. Gloss: Answer: next to the school, 29 cars."),
        ("park", "diff_hedge", "B", "prose_sentence", r"Уехало примерно 20 % машин (7 из 36), так что около школы осталось ровно 29 машин.", "'примерно' hedges the share 20 % (7/36 = 19.4 %); the count is 'ровно 29' (exactly). Gloss: About 20 % of the cars left (7 of 36), so exactly 29 cars remain next to the school."),
        ("park", "approx", "A", "prose_sentence", r"Значит, сейчас около школы стоит примерно 29 машин.", "'примерно 29 машин' hedges the exact count (the 'около школы' before it is the place). Gloss: So now approximately 29 cars stand next to the school."),
        ("park", "at_most", "A", "final_answer_phrase", r"**Ответ:** около школы осталось не более 29 машин.", "'не более 29' is a bound (at most 29), not the count. Gloss: Answer: no more than 29 cars remain next to the school."),
        ("read", "diff_hedge", "B", "prose_sentence", r"Маша тратит на чтение примерно 1,5 часа в день, но страницы посчитаны точно: за неделю она прочитает 295 страниц.", "'примерно' hedges the reading time per day, not the pages; 295 exact. Gloss: Masha spends about 1.5 hours a day reading, but the pages are counted exactly: she reads 295 pages in the week."),
        ("read", "avg_paren", "B", "final_answer_phrase", r"Ответ: 295 страниц (в среднем около 42 страниц в день).", "the answer 295, then an approximate daily average in brackets (295/7 = 42.1), another quantity. Gloss: Answer: 295 pages (on average about 42 pages a day)."),
        ("read", "or_so", "A", "prose_sentence", r"Итого за неделю Маша прочитает страниц 295 или около того.", "'или около того' = 'or so' after the value (with the inverted noun of Russian approximation). Gloss: In all Masha reads 295 pages or so in the week."),
        ("read", "just_over", "A", "prose_sentence", r"Получается, что за неделю Маша прочитает чуть больше 295 страниц.", "'чуть больше 295' = just over 295, not 295. Gloss: It turns out that Masha reads a little more than 295 pages in the week."),
        ("read", "range", "A", "prose_sentence", r"T:За неделю Маша прочитает от 290 до 300 страниц.", "a range 290-300 for an exact count. Gloss: Masha reads from 290 to 300 pages in the week."),
        ("circle", "paren_round", "B", "final_answer_phrase", r"**Ответ:** \(S = 25\pi\) (≈ 78,54).", "the exact value with its rounding in brackets. Gloss: Answer: S = 25 pi (approx. 78.54)."),
        ("circle", "box_then_about", "B", "boxed", r"Площадь круга равна \(\boxed{25\pi}\), что составляет около 78,5 квадратных единиц.", "the exact value boxed, then its rounding with 'около' (about) for the same quantity. Gloss: The area of the circle equals 25 pi, which is about 78.5 square units."),
        ("circle", "approx_box", "A", "boxed", r"Следовательно, площадь круга приблизительно равна \(\boxed{78{,}5}\).", "a rounded decimal in the box for the exact 25 pi. Gloss: Hence the area is approximately 78.5."),
        ("circle", "approx_sym", "A", "prose_sentence", r"T:Площадь круга \(S \approx 78{,}54\).", "the '≈' sign alone with a decimal; the exact 25 pi is never stated after the think block. Gloss: The area of the circle S ≈ 78.54."),
        ("circle", "just_over", "A", "prose_sentence", r"Таким образом, площадь круга чуть больше 78 квадратных единиц.", "'чуть больше 78' = just over 78, a bound. Gloss: Thus the area is a little more than 78 square units."),
    ],
    "es": [
        ("pencils", "sobre_on", "B", "prose_sentence", r"Por lo tanto, sobre la mesa quedan 30 lápices.", "'sobre la mesa' = on the table, not 'sobre 30' (about 30). Gloss: Therefore 30 pencils are left on the table."),
        ("pencils", "sobre_topic", "B", "prose_sentence", r"Respondiendo a la pregunta sobre cuántos lápices quedan en la mesa: quedan 30 lápices.", "'la pregunta sobre' = the question about (a topic). Gloss: Answering the question about how many pencils are left on the table: 30 pencils are left."),
        ("pencils", "diff_hedge", "B", "prose_sentence", r"Cada estudiante se lleva más o menos el 4 % de los lápices (2 de 48), y sobre la mesa quedan exactamente 30.", "'más o menos' hedges each pupil's share (2/48 = 4.2 %); the count is 'exactamente 30'. Gloss: Each student takes more or less 4 % of the pencils (2 of 48), and exactly 30 are left on the table."),
        ("pencils", "sobre_approx", "A", "prose_sentence", r"Por lo tanto, en la mesa quedan sobre 30 lápices.", "'sobre 30' = about 30 (Spain), a hedge; 'en la mesa' is the place. Gloss: Therefore about 30 pencils are left on the table."),
        ("pencils", "alrededor_box", "A", "boxed", r"La respuesta final es: $\boxed{\text{alrededor de 30 lápices}}$", "a hedge inside the box: 'around 30 pencils'. Gloss: The final answer is: around 30 pencils."),
        ("shop", "casi_other", "B", "prose_sentence", r"Carlos gastó casi 90 $ (87 $ exactamente), así que recibe 13 $ de cambio.", "'casi' (nearly) hedges the amount spent; the change 13 is exact. Gloss: Carlos spent nearly $90 ($87 exactly), so he gets $13 in change."),
        ("shop", "ni_mas_ni_menos", "B", "prose_sentence", r"Por lo tanto, el cambio que recibe Carlos es de 13 $, ni más ni menos.", "'ni más ni menos' (no more, no less) stresses exactness; it is not 'más o menos'. Gloss: So the change Carlos gets is $13, no more, no less."),
        ("shop", "mas_o_menos", "A", "prose_sentence", r"Entonces Carlos recibe más o menos 13 dólares de cambio.", "'más o menos 13' = more or less 13. Gloss: So Carlos gets more or less 13 dollars in change."),
        ("shop", "como_maximo", "A", "prose_sentence", r"Así que Carlos recibe como máximo 13 $ de cambio.", "'como máximo' = at most, a bound. Gloss: So Carlos gets at most $13 in change."),
        ("shop", "range", "A", "prose_sentence", r"T:Carlos recibe entre 10 y 15 dólares de cambio.", "a range 10-15 for an exact amount. Gloss: Carlos gets between 10 and 15 dollars in change."),
        ("sqrt", "paren_round", "B", "prose_sentence", r"Por lo tanto, \(\sqrt{50} = 5\sqrt{2}\) (≈ 7,07).", "exact value, then its rounding in brackets. Gloss: Therefore sqrt 50 = 5 sqrt 2 (≈ 7.07)."),
        ("sqrt", "calc_then_exact", "B", "boxed", r"Con la calculadora se obtiene aproximadamente 7,07, pero la respuesta exacta es \(\boxed{5\sqrt{2}}\).", "the calculator's approximation first, the exact value boxed last. Gloss: With the calculator you get approximately 7.07, but the exact answer is 5 sqrt 2."),
        ("sqrt", "sobre_topic", "B", "minerva", r"Sobre la simplificación: 25 es el mayor cuadrado perfecto que divide a 50.¶¶Final Answer: The final answer is $5\sqrt{2}$. I hope it is correct.", "'Sobre la simplificación' = about the simplification (a topic), then Minerva's closing. Gloss: About the simplification: 25 is the largest perfect square dividing 50. Final Answer: 5 sqrt 2."),
        ("sqrt", "aprox", "A", "prose_sentence", r"Por lo tanto, \(\sqrt{50}\) es aproximadamente \(7{,}07\).", "a rounded decimal for the exact 5 sqrt 2. Gloss: Therefore sqrt 50 is approximately 7.07."),
        ("sqrt", "poco_mas", "A", "answer_is", r"T:La respuesta es: poco más de 7.", "'poco más de 7' = a little more than 7, a bound. Gloss: The answer is: a little more than 7."),
    ],
    "de": [
        ("shop", "etwa_q", "B", "prose_sentence", r"Bekommt Jonas etwa weniger als 13 € zurück? Nein: Er bekommt genau 13 € Wechselgeld.", "'etwa' as a question particle (surprise: 'does he perhaps...?'), answered 'genau 13 €'. Gloss: Does Jonas perhaps get less than 13 € back? No: he gets exactly 13 € change."),
        ("shop", "nicht_etwa", "B", "prose_sentence", r"Jonas bekommt also 13 € zurück – nicht etwa 49 €, denn die Jacke muss mitbezahlt werden.", "'nicht etwa 49 €' denies the wrong 49 (100 - 51, jacket forgotten); the answer 13 stands. Gloss: So Jonas gets 13 € back, not 49 €, since the jacket has to be paid too."),
        ("shop", "etwa", "A", "prose_sentence", r"Jonas bekommt etwa 13 € Wechselgeld.", "'etwa 13 €' = about 13 €. Gloss: Jonas gets about 13 € change."),
        ("shop", "knapp", "A", "prose_sentence", r"Jonas bekommt knapp 13 € zurück.", "'knapp 13 €' = just under 13 €. Gloss: Jonas gets just under 13 € back."),
        ("shop", "oder_so", "A", "prose_sentence", r"T:Jonas bekommt 13 € oder so zurück.", "'13 € oder so' = 13 € or so. Gloss: Jonas gets 13 € or so back."),
        ("trip", "miles", "B", "prose_sentence", r"Insgesamt legt der Zug 300 km zurück (etwa 186 Meilen).", "the exact 300 km, then the same distance rounded in miles in brackets (186.4). Gloss: In all the train covers 300 km (about 186 miles)."),
        ("trip", "no_approx", "B", "boxed", r"Die Gesamtstrecke beträgt 300 km – von einem ungefähren Wert kann hier keine Rede sein, alle Angaben sind exakt.¶¶\[¶\boxed{300}¶\]", "'ungefähr' in 'there can be no talk of an approximate value'; boxed 300. Gloss: The total distance is 300 km; there is no question of an approximate value here, all data are exact."),
        ("trip", "genau_hash", "B", "hash", r"Der Zug legt also genau 300 km zurück.¶#### 300", "'genau' (exactly) and '#### 300'. Gloss: So the train covers exactly 300 km."),
        ("trip", "gut", "A", "prose_sentence", r"Der Zug legt insgesamt gut 300 km zurück.", "'gut 300 km' = a good 300 km (somewhat more). Gloss: The train covers a good 300 km in all."),
        ("trip", "range", "A", "prose_sentence", r"Der Zug fährt insgesamt zwischen 290 und 310 km.", "a range for an exact distance. Gloss: The train travels between 290 and 310 km in all."),
        ("comb", "etwa_example", "B", "boxed", r"Wären etwa 4 Personen im Ausschuss, ergäbe sich \(\binom{8}{4} = 70\); gefragt sind aber 3 Personen, also gibt es \(\boxed{56}\) Möglichkeiten.", "'etwa' = 'say, for instance' in a hypothetical (C(8,4) = 70); the boxed answer 56. Gloss: If there were, say, 4 people on the committee, we would get 70; but 3 are asked, so there are 56 ways."),
        ("comb", "nicht_etwa", "B", "prose_sentence", r"Es gibt also genau 56 Möglichkeiten, nicht etwa \(8 \cdot 7 \cdot 6 = 336\), denn die Reihenfolge spielt keine Rolle.", "'genau 56', then 'nicht etwa 336' denies the ordered count; the last number is denied. Gloss: So there are exactly 56 ways, not 336, because order does not matter."),
        ("comb", "ungefaehr", "A", "prose_sentence", r"Es gibt ungefähr 56 Möglichkeiten.", "'ungefähr 56' = approximately 56. Gloss: There are approximately 56 ways."),
        ("comb", "hoechstens", "A", "prose_sentence", r"T:Es gibt höchstens 56 Möglichkeiten, den Ausschuss zu wählen.", "'höchstens 56' = at most 56. Gloss: There are at most 56 ways to choose the committee."),
        ("comb", "range", "A", "prose_sentence", r"Die Anzahl der Möglichkeiten liegt etwa zwischen 50 und 60.", "a hedged range. Gloss: The number of ways lies roughly between 50 and 60."),
    ],
    "ja": [
        ("cookies", "sorehodo", "B", "prose_sentence", r"残ったクッキーは72枚です。全体から見ると、それほど多くはありませんね。", "'それほど多くはない' (not that many) is a remark with no number; 72 stands. Gloss: 72 cookies are left. Compared with the whole, that's not so many."),
        ("cookies", "zengo_before_after", "B", "prose_sentence", r"つまり、売る前後でクッキーは288枚から72枚に減ったことになり、残りは72枚です。", "'売る前後' = before and after selling, not '72枚前後' (about 72). Gloss: So before and after selling, the cookies went from 288 to 72, and 72 are left."),
        ("cookies", "oyoso", "A", "prose_sentence", r"残りのクッキーはおよそ72枚です。", "'およそ72枚' = roughly 72. Gloss: Roughly 72 cookies are left."),
        ("cookies", "hodo", "A", "prose_sentence", r"残ったクッキーは72枚ほどです。", "'72枚ほど' = about 72 (ほど after the counter). Gloss: About 72 cookies are left."),
        ("cookies", "zengo", "A", "prose_sentence", r"T:残りのクッキーは72枚前後です。", "'72枚前後' = around 72 (前後 after the counter). Gloss: Around 72 cookies are left."),
        ("trip", "hodo_compare", "B", "prose_sentence", r"後半の90kmは前半の210kmほど長くはありませんが、合わせると電車は全部で300km走りました。", "'210kmほど長くはない' is a negative comparison (not as long as 210 km), not a hedge; the total 300 is stated last. Gloss: The second part's 90 km is not as long as the first part's 210 km, but together the train ran 300 km in all."),
        ("trip", "miles", "B", "prose_sentence", r"マイルに直すと約186マイルですが、問題はkmで聞いているので、答えは300kmです。", "'約186マイル' hedges the conversion to miles; the answer in km is 300, stated last. Gloss: In miles it is about 186 miles, but the problem asks in km, so the answer is 300 km."),
        ("trip", "ika_list", "B", "bare_last_line", r"まとめると以下の通りです。¶- 前半：210 km¶- 後半：90 km¶- 合計：**300 km**", "'以下の通り' (as follows) is not '以下' (at most); the last line is the total. Gloss: In summary, as follows: first part 210 km, second part 90 km, total 300 km."),
        ("trip", "chikaku", "A", "prose_sentence", r"電車は全部で300km近く走りました。", "'300km近く' = nearly 300 km. Gloss: The train ran nearly 300 km in all."),
        ("trip", "daitai", "A", "prose_sentence", r"T:合計でだいたい300kmです。", "'だいたい300km' = roughly 300 km. Gloss: In total it is roughly 300 km."),
        ("circle", "paren_round", "B", "prose_sentence", r"したがって、円の面積は \(25\pi\)（約78.54）です。", "exact value, rounding in brackets. Gloss: Therefore the area of the circle is 25 pi (about 78.54)."),
        ("circle", "decimal_then_exact", "B", "boxed", r"小数で表すとおよそ78.5ですが、正確な値は \(\boxed{25\pi}\) です。", "the decimal hedged first, the exact value boxed last. Gloss: As a decimal it is roughly 78.5, but the exact value is 25 pi."),
        ("circle", "sorehodo", "B", "boxed", r"T:計算はそれほど複雑ではありません。円の面積は \(25\pi\) です。¶¶**Final Answer**¶\[¶\boxed{25\pi}¶\]", "'それほど複雑ではない' (not that complicated) about the computation; R1 final box. Gloss: The computation is not that complicated. The area of the circle is 25 pi."),
        ("circle", "yaku", "A", "prose_sentence", r"円の面積は約78.5です。", "a hedged decimal for 25 pi. Gloss: The area of the circle is about 78.5."),
        ("circle", "sukoshi_ooki", "A", "prose_sentence", r"円の面積は78より少し大きい値になります。", "'78より少し大きい' = a little more than 78, a bound. Gloss: The area of the circle is a value a little larger than 78."),
    ],
    "ko": [
        ("pencils", "i_jeongdo", "B", "prose_sentence", r"책상 위에 남은 연필은 30자루입니다. 이 정도면 다음 수업에도 충분하겠네요.", "'이 정도면' (with this much) in a remark with no number; 30 stands. Gloss: 30 pencils are left on the desk. With this much, it should be enough for the next class too."),
        ("pencils", "diff_hedge", "B", "prose_sentence", r"학생 한 명이 가져간 연필은 전체의 약 4%(48자루 중 2자루)이고, 책상 위에 남은 연필은 정확히 30자루입니다.", "'약 4%' hedges one pupil's share (2/48); the count is '정확히 30'. Gloss: The pencils one student took are about 4 % of the whole (2 of 48), and exactly 30 pencils are left on the desk."),
        ("pencils", "eoneu_jeongdo", "B", "prose_sentence", r"따라서 남은 연필은 30자루입니다. 어느 정도 복잡해 보여도 곱셈과 뺄셈만 하면 됩니다.", "'어느 정도' (to some extent) in a trailing remark with no number. Gloss: So 30 pencils are left. Though it looks somewhat complicated, only multiplication and subtraction are needed."),
        ("pencils", "yak", "A", "prose_sentence", r"책상 위에는 약 30자루의 연필이 남습니다.", "'약 30자루' = about 30 (counter after). Gloss: About 30 pencils remain on the desk."),
        ("pencils", "jeongdo", "A", "prose_sentence", r"남은 연필은 30자루 정도입니다.", "'30자루 정도' = about 30 (정도 after the counter). Gloss: About 30 pencils are left."),
        ("cookies", "not_approx", "B", "prose_sentence", r"대략적인 수가 아니라 정확히 계산하면, 남은 쿠키는 72개입니다.", "'대략적인 수가 아니라' (not a rough number) denies a hedge; exact 72. Gloss: Computing exactly, not a rough number, 72 cookies are left."),
        ("cookies", "afternoon", "B", "prose_sentence", r"남은 쿠키는 72개입니다. 오후 3시쯤이면 이것도 다 팔릴 것 같네요.", "the answer 72, then a remark whose hedged number is a time of day ('오후 3시쯤', around 3 pm), another quantity. Gloss: 72 cookies are left. By around 3 pm these will probably be sold too."),
        ("cookies", "yeo", "A", "prose_sentence", r"남은 쿠키는 70여 개입니다.", "'70여 개' = seventy-odd, a hedge. Gloss: Seventy-some cookies are left."),
        ("cookies", "daeryak", "A", "prose_sentence", r"남은 쿠키는 대략 72개입니다.", "'대략 72개' = roughly 72. Gloss: Roughly 72 cookies are left."),
        ("cookies", "anpak", "A", "prose_sentence", r"T:남은 쿠키는 72개 안팎입니다.", "'72개 안팎' = around 72 (after the counter). Gloss: Around 72 cookies are left."),
        ("lin", "paren_eq", "B", "prose_sentence", r"따라서 \(x = \frac{7}{2}\)(= 3.5)입니다.", "7/2 with its exact decimal 3.5 in brackets. Gloss: Therefore x = 7/2 (= 3.5)."),
        ("lin", "i_jeongdo", "B", "final_answer_phrase", r"이 정도면 확실합니다. 답: \(x = \frac{7}{2}\)", "'이 정도면 확실합니다' (with this much it is certain) after the check, then the answer. Gloss: With this much it is certain. Answer: x = 7/2."),
        ("lin", "yak", "A", "prose_sentence", r"따라서 x는 약 3.5입니다.", "'약 3.5' hedges the exact value 7/2 = 3.5. Gloss: So x is about 3.5."),
        ("lin", "between", "A", "prose_sentence", r"따라서 x는 3과 4 사이의 값입니다.", "a range between 3 and 4. Gloss: So x is a value between 3 and 4."),
        ("lin", "jogeum_keun", "A", "prose_sentence", r"T:x는 3.5보다 조금 큽니다.", "'3.5보다 조금 크다' = a little more than 3.5, wrong. Gloss: x is a little larger than 3.5."),
    ],
    "zh": [
        ("park", "zuoyou_sides", "B", "prose_sentence", r"所以，学校大门左右两边现在一共停着29辆车。", "'左右两边' = the left and right sides (of the gate), not '29辆左右'. Gloss: So 29 cars in all are now parked on the left and right sides of the school gate."),
        ("park", "diff_hedge", "B", "prose_sentence", r"开走的车约占总数的19%（36辆中的7辆），剩下的车正好是29辆。", "'约' hedges the share 19 % (7/36 = 19.4 %); 'exactly 29' remains. Gloss: The cars driven away are about 19 % of the total (7 of 36); the cars left are exactly 29."),
        ("park", "not_nearly", "B", "final_answer_phrase", r"答：不是将近30辆，而是正好29辆车。", "'不是将近30辆，而是正好29辆' denies 'nearly 30' and states exactly 29. Gloss: Answer: not nearly 30, but exactly 29 cars."),
        ("park", "dayue", "A", "prose_sentence", r"所以现在大约还有29辆车。", "'大约29辆' = about 29. Gloss: So there are now about 29 cars left."),
        ("park", "zuoyou_approx", "A", "prose_sentence", r"所以现在学校门口还停着29辆左右的车。", "'29辆左右' = about 29 (左右 after the counter). Gloss: So about 29 cars are still parked at the school gate."),
        ("read", "hours", "B", "prose_sentence", r"小林每天大约读1个小时，但页数是准确的：这一周她一共读了295页。", "'大约' hedges the hours a day; 295 pages exact. Gloss: Xiaolin reads about 1 hour a day, but the page count is exact: she read 295 pages this week."),
        ("read", "avg_paren", "B", "prose_sentence", r"T:这一周小林一共读了295页（平均每天约42页）。", "the answer 295, then an approximate daily average in brackets (295/7 = 42.1). Gloss: This week Xiaolin read 295 pages in all (about 42 a day on average)."),
        ("read", "shangxia", "A", "prose_sentence", r"这一周她一共读了300页上下。", "'300页上下' = around 300. Gloss: This week she read around 300 pages."),
        ("read", "jiangjin", "A", "prose_sentence", r"这一周她读了将近300页。", "'将近300页' = nearly 300. Gloss: This week she read nearly 300 pages."),
        ("read", "zuoyou", "A", "final_answer_phrase", r"答：这一周小林读了295页左右。", "'295页左右' hedges the exact count. Gloss: Answer: this week Xiaolin read about 295 pages."),
        ("octagon", "zuoyou_adjacent", "B", "prose_sentence", r"所以正八边形的每个内角都是 \(135^\circ\)，左右相邻的两个内角也完全相等。", "'左右相邻' = adjacent on the left and right, in a clause with no number. Gloss: So each interior angle of the regular octagon is 135°, and the two neighbouring angles left and right are exactly equal too."),
        ("octagon", "radians", "B", "boxed", r"每个内角为 \(\boxed{135^\circ}\)，约为 \(2.356\) 弧度。", "boxed 135°, then the same angle rounded in radians (3 pi/4 = 2.356). Gloss: Each interior angle is 135°, about 2.356 radians."),
        ("octagon", "exact", "B", "prose_sentence", r"T:内角和 \(1080^\circ\) 平均分给8个角，每个角正好是 \(135^\circ\)。", "'正好' (exactly) after the think block; the sum 1080 is a given of the step. Gloss: The angle sum 1080° shared equally by 8 angles gives exactly 135° each."),
        ("octagon", "dayue", "A", "prose_sentence", r"所以每个内角大约是 \(135^\circ\)。", "'大约' hedges the exact angle. Gloss: So each interior angle is about 135°."),
        ("octagon", "range", "A", "prose_sentence", r"所以每个内角在 \(130^\circ\) 到 \(140^\circ\) 之间。", "a range. Gloss: So each interior angle is between 130° and 140°."),
    ],
    "tr": [
        ("read", "kadar_until", "B", "prose_sentence", r"Sonuç olarak Elif, pazartesiden pazara kadar toplam 295 sayfa okur.", "'pazara kadar' = until Sunday, right before the number; not '295 kadar'. Gloss: As a result Elif reads 295 pages in all from Monday until Sunday."),
        ("read", "kadar_as_much", "B", "prose_sentence", r"Elif'in pazar günü okuduğu 25 sayfa diğer günlerdeki kadar çok değil; yine de haftalık toplam 295 sayfadır.", "'diğer günlerdeki kadar' = as much as on the other days (a comparison); the weekly total 295. Gloss: The 25 pages Elif reads on Sunday are not as many as on the other days; still, the weekly total is 295 pages."),
        ("read", "not_approx", "B", "prose_sentence", r"T:Yaklaşık değil, tam olarak 295 sayfa: Elif bir haftada 295 sayfa okur.", "'yaklaşık değil, tam olarak' = not approximately, exactly. Gloss: Not approximately, exactly 295 pages: Elif reads 295 pages in a week."),
        ("read", "kadar_approx", "A", "prose_sentence", r"Elif bir haftada 295 sayfa kadar okur.", "'295 sayfa kadar' = about 295 pages (kadar after the unit word). Gloss: Elif reads about 295 pages in a week."),
        ("read", "yaklasik", "A", "prose_sentence", r"Elif bir haftada yaklaşık 295 sayfa okur.", "'yaklaşık 295' = approximately 295. Gloss: Elif reads approximately 295 pages in a week."),
        ("shop", "ne_kadar", "B", "prose_sentence", r"Peki Emre ne kadar para üstü alır? Tam 13 TL.", "'ne kadar' = how much (a question), answered 'tam 13 TL' (exactly). Gloss: So how much change does Emre get? Exactly 13 TL."),
        ("shop", "diff_hedge", "B", "prose_sentence", r"Emre neredeyse 90 TL harcıyor (tam olarak 87 TL), bu yüzden para üstü 13 TL olur.", "'neredeyse' (nearly) hedges the amount spent; the change 13 exact. Gloss: Emre spends nearly 90 TL (exactly 87 TL), so the change is 13 TL."),
        ("shop", "en_fazla", "A", "prose_sentence", r"Emre en fazla 13 TL para üstü alır.", "'en fazla' = at most. Gloss: Emre gets at most 13 TL change."),
        ("shop", "civarinda", "A", "prose_sentence", r"Emre 13 TL civarında para üstü alır.", "'13 TL civarında' = around 13 TL. Gloss: Emre gets around 13 TL change."),
        ("shop", "range", "A", "prose_sentence", r"T:Emre 10 ile 15 TL arasında para üstü alır.", "a range. Gloss: Emre gets between 10 and 15 TL change."),
        ("prob", "paren_round", "B", "final_answer_phrase", r"Cevap: \(\frac{3}{8}\) (yaklaşık 0,38).", "exact value, rounding in brackets. Gloss: Answer: 3/8 (approximately 0.38)."),
        ("prob", "kadar_equal", "B", "prose_sentence", r"Tam 2 yazı gelme olasılığı, tam 2 tura gelme olasılığı kadardır; ikisi de \(\frac{3}{8}\)'dir.", "'kadardır' = is as much as (equal to) the probability of 2 tails; both are 3/8. Gloss: The probability of exactly 2 heads is as much as that of exactly 2 tails; both are 3/8."),
        ("prob", "yaklasik", "A", "prose_sentence", r"Olasılık yaklaşık 0,38'dir.", "a rounded decimal for 3/8 = 0.375. Gloss: The probability is approximately 0.38."),
        ("prob", "kadar", "A", "prose_sentence", r"Olasılık %40 kadardır.", "'%40 kadar' = about 40 %. Gloss: The probability is about 40 %."),
        ("prob", "range", "A", "prose_sentence", r"T:Olasılık \(\frac{1}{3}\) ile \(\frac{1}{2}\) arasındadır.", "a range between 1/3 and 1/2. Gloss: The probability is between 1/3 and 1/2."),
    ],
    "th": [
        ("trip", "miles", "B", "prose_sentence", r"ถ้าคิดเป็นไมล์จะได้ประมาณ 186 ไมล์ แต่คำตอบในหน่วยกิโลเมตรคือ 300 กิโลเมตรพอดี", "'ประมาณ' hedges the conversion to miles; the answer in km, 300 exactly, is stated last. Gloss: In miles it is about 186 miles, but the answer in kilometres is exactly 300 km."),
        ("trip", "estimate_verb", "B", "prose_sentence", r"ดังนั้น รถไฟวิ่งได้ทั้งหมด 300 กิโลเมตร ซึ่งอาจมากกว่าที่หลายคนประมาณไว้ในตอนแรก", "'ประมาณไว้' is the verb 'estimate' in a relative clause about what people guessed. Gloss: So the train ran 300 km in all, which may be more than many people estimated at first."),
        ("trip", "pramaan", "A", "prose_sentence", r"ดังนั้น รถไฟวิ่งได้ประมาณ 300 กิโลเมตร", "'ประมาณ 300' = about 300. Gloss: So the train ran about 300 km."),
        ("trip", "rao", "A", "prose_sentence", r"รถไฟวิ่งได้ราว ๆ 300 กม.", "'ราว ๆ 300' = roughly 300. Gloss: The train ran roughly 300 km."),
        ("trip", "koep", "A", "prose_sentence", r"T:รถไฟวิ่งได้เกือบ 300 กิโลเมตร", "'เกือบ 300' = nearly 300. Gloss: The train ran nearly 300 km."),
        ("park", "pramaan_clause", "B", "prose_sentence", r"รถที่ออกไปคิดเป็นประมาณหนึ่งในห้าของทั้งหมด ส่วนรถที่ยังจอดอยู่ข้างโรงเรียนมี 29 คันพอดี", "'ประมาณ' hedges the share that left (7/36, about a fifth); the count 29 is 'พอดี' (exactly). Gloss: The cars that left are about one fifth of all; the cars still parked next to the school are exactly 29."),
        ("park", "not_about", "B", "prose_sentence", r"ดังนั้น คำตอบไม่ใช่ประมาณ 30 คัน แต่เป็น 29 คันพอดี", "'ไม่ใช่ประมาณ 30 คัน แต่เป็น 29 คันพอดี' denies 'about 30' and states exactly 29. Gloss: So the answer is not about 30 cars but exactly 29 cars."),
        ("park", "hash", "B", "hash", r"ดังนั้น ตอนนี้มีรถจอดอยู่ข้างโรงเรียนทั้งหมด 29 คัน¶¶#### 29", "'#### 29' after a plain sentence. Gloss: So now 29 cars in all are parked next to the school."),
        ("park", "pramaan", "A", "prose_sentence", r"ตอนนี้มีรถจอดอยู่ข้างโรงเรียนประมาณ 29 คัน", "'ประมาณ 29 คัน' = about 29. Gloss: Now about 29 cars are parked next to the school."),
        ("park", "doi_pramaan", "A", "prose_sentence", r"ตอนนี้มีรถจอดอยู่ 29 คันโดยประมาณ", "'29 คันโดยประมาณ' = approximately 29 (after the counter). Gloss: Now approximately 29 cars are parked."),
        ("sqrt", "paren_round", "B", "prose_sentence", r"ดังนั้น \(\sqrt{50} = 5\sqrt{2}\) (ประมาณ 7.07)", "exact value, rounding in brackets with 'ประมาณ'. Gloss: Therefore sqrt 50 = 5 sqrt 2 (about 7.07)."),
        ("sqrt", "calc_then_exact", "B", "boxed", r"ค่าประมาณจากเครื่องคิดเลขคือ 7.07 แต่รูปอย่างง่ายที่แน่นอนคือ \(\boxed{5\sqrt{2}}\)", "the calculator estimate first, the exact form boxed last. Gloss: The calculator's approximate value is 7.07, but the exact simplest form is 5 sqrt 2."),
        ("sqrt", "minerva", "B", "minerva", r"คำตอบอยู่ในรูปที่แน่นอน ไม่ต้องประมาณค่าเป็นทศนิยม¶¶Final Answer: The final answer is $5\sqrt{2}$. I hope it is correct.", "'ไม่ต้องประมาณค่า' (no need to approximate), then Minerva's closing. Gloss: The answer is in exact form; no need to approximate it as a decimal. Final Answer: 5 sqrt 2."),
        ("sqrt", "pramaan_box", "A", "boxed", r"ดังนั้น \(\sqrt{50}\) มีค่าประมาณ \(\boxed{7.07}\)", "a rounded decimal in the box. Gloss: So sqrt 50 is approximately 7.07."),
        ("sqrt", "just_over", "A", "prose_sentence", r"T:\(\sqrt{50}\) มีค่ามากกว่า 7 เล็กน้อย", "'มากกว่า 7 เล็กน้อย' = a little more than 7. Gloss: sqrt 50 is a little more than 7."),
    ],
    "tl": [
        ("cookies", "mga_plural", "B", "prose_sentence", r"Samakatuwid, ang mga natirang cookies ay 72 piraso.", "'mga' is the plural marker of 'natirang cookies', not 'mga 72' (about 72). Gloss: Therefore the remaining cookies are 72 pieces."),
        ("cookies", "mga_remark", "B", "prose_sentence", r"Ang sagot: 72 cookies ang natira. Ang mga ito ay maaari pang ibenta bukas.", "a remark with the plural 'mga' and no number after the answer. Gloss: The answer: 72 cookies are left. These can still be sold tomorrow."),
        ("cookies", "mga_approx", "A", "prose_sentence", r"Kaya, mga 72 cookies ang natira.", "'mga 72' = about 72. Gloss: So about 72 cookies are left."),
        ("cookies", "humigit", "A", "prose_sentence", r"Humigit-kumulang 72 cookies ang natira.", "'humigit-kumulang' = more or less. Gloss: More or less 72 cookies are left."),
        ("cookies", "halos", "A", "prose_sentence", r"T:Halos 72 cookies ang natira.", "'halos 72' = almost 72. Gloss: Almost 72 cookies are left."),
        ("park", "malapit_loc", "B", "prose_sentence", r"Kaya, 29 na kotse ang nakaparada ngayon malapit sa paaralan.", "'malapit sa paaralan' = near the school (a place), not 'malapit sa 30'. Gloss: So 29 cars are now parked near the school."),
        ("park", "mga_exact", "B", "prose_sentence", r"Ang mga kotseng natira sa paradahan ay eksaktong 29.", "plural 'mga kotseng natira' and 'eksaktong 29'. Gloss: The cars left in the parking lot are exactly 29."),
        ("park", "diff_hedge", "B", "prose_sentence", r"Humigit-kumulang 20% ng mga kotse ang umalis, kaya eksaktong 29 na kotse ang natira.", "the hedge is on the share that left (7/36 = 19.4 %); 29 exact. Gloss: About 20 % of the cars left, so exactly 29 cars remain."),
        ("park", "mga_approx", "A", "prose_sentence", r"Mga 29 na kotse ang nakaparada ngayon malapit sa paaralan.", "'mga 29' = about 29 ('malapit sa paaralan' is the place). Gloss: About 29 cars are now parked near the school."),
        ("park", "o_higit", "A", "answer_is", r"Ang sagot ay 29 o higit pang kotse.", "'29 o higit pa' = 29 or more, a bound. Gloss: The answer is 29 or more cars."),
        ("comb", "mga_plural", "B", "prose_sentence", r"Kaya, may 56 na paraan. Ang mga paraang ito ay hindi nakadepende sa pagkakasunod-sunod ng pagpili.", "the answer, then a remark with the plural 'mga' and no number. Gloss: So there are 56 ways. These ways do not depend on the order of choosing."),
        ("comb", "not_estimate", "B", "boxed", r"Hindi ito tantiya; eksakto ang bilang: \(\binom{8}{3} = \boxed{56}\).", "'hindi ito tantiya' (this is not an estimate), boxed 56. Gloss: This is not an estimate; the count is exact: C(8,3) = 56."),
        ("comb", "mga_approx", "A", "prose_sentence", r"May mga 56 na paraan para pumili ng komite.", "'mga 56' = about 56. Gloss: There are about 56 ways to choose the committee."),
        ("comb", "humigit", "A", "prose_sentence", r"Humigit-kumulang 56 na paraan ang mayroon.", "'humigit-kumulang 56' = roughly 56. Gloss: There are roughly 56 ways."),
        ("comb", "hindi_hihigit", "A", "prose_sentence", r"T:Hindi hihigit sa 56 na paraan ang pagpili ng komite.", "'hindi hihigit sa 56' = not more than 56, a bound. Gloss: There are not more than 56 ways to choose the committee."),
    ],
    "sw": [
        ("park", "karibu_near", "B", "prose_sentence", r"Kwa hiyo, sasa kuna magari 29 yaliyoegeshwa karibu na shule.", "'karibu na shule' = near the school (a place), not 'karibu magari 29' (nearly 29). Gloss: So now there are 29 cars parked near the school."),
        ("park", "karibu_welcome", "B", "prose_sentence", r"Jibu ni magari 29. Karibu uulize swali lingine!", "'Karibu' = welcome, in a closing remark with no number. Gloss: The answer is 29 cars. You are welcome to ask another question!"),
        ("park", "diff_hedge", "B", "prose_sentence", r"Takriban moja ya tano ya magari yameondoka, na yamebaki magari 29 kamili.", "'takriban' hedges the share that left (7/36); 'magari 29 kamili' = exactly 29. Gloss: About one fifth of the cars have left, and exactly 29 cars remain."),
        ("park", "takriban", "A", "prose_sentence", r"Sasa kuna takriban magari 29 karibu na shule.", "'takriban magari 29' = about 29 cars ('karibu na shule' is the place). Gloss: Now there are about 29 cars near the school."),
        ("park", "karibu_approx", "A", "prose_sentence", r"Sasa kuna karibu magari 29 kwenye maegesho.", "'karibu magari 29' = nearly 29 cars. Gloss: Now there are nearly 29 cars in the parking lot."),
        ("pencils", "kamili_not", "B", "prose_sentence", r"Penseli zilizobaki mezani ni 30 kamili, si takriban.", "'30 kamili, si takriban' = exactly 30, not approximately. Gloss: The pencils left on the table are exactly 30, not approximately."),
        ("pencils", "kama_as", "B", "hash", r"Kama tulivyoona, zimebaki penseli 30 mezani.¶#### 30", "'Kama tulivyoona' = as we saw, not 'kama 30' (about 30); '#### 30'. Gloss: As we saw, 30 pencils are left on the table."),
        ("pencils", "kama_approx", "A", "prose_sentence", r"Zimebaki penseli kama 30 mezani.", "'kama 30' = about 30. Gloss: About 30 pencils are left on the table."),
        ("pencils", "takriban", "A", "prose_sentence", r"Zimebaki takriban penseli 30.", "'takriban penseli 30' = about 30 pencils. Gloss: About 30 pencils are left."),
        ("pencils", "range", "A", "prose_sentence", r"T:Zimebaki penseli kati ya 28 na 32 mezani.", "a range 28-32. Gloss: Between 28 and 32 pencils are left on the table."),
        ("circle", "paren_round", "B", "prose_sentence", r"Eneo la duara ni \(25\pi\) (≈ 78.54).", "exact value, rounding in brackets. Gloss: The area of the circle is 25 pi (≈ 78.54)."),
        ("circle", "karibu_students", "B", "boxed", r"Karibu wanafunzi wote huandika 78.5, lakini jibu kamili ni \(\boxed{25\pi}\).", "'karibu wanafunzi wote' = nearly all students (a hedge on another quantity); the exact answer boxed last. Gloss: Nearly all students write 78.5, but the exact answer is 25 pi."),
        ("circle", "r1", "B", "boxed", r"T:Kwa hiyo eneo la duara ni \(25\pi\) vipimo vya mraba.¶¶**Final Answer**¶\[¶\boxed{25\pi}¶\]", "R1 closing with the exact value. Gloss: So the area of the circle is 25 pi square units."),
        ("circle", "takriban", "A", "prose_sentence", r"Eneo la duara ni takriban 78.5.", "a hedged decimal for 25 pi. Gloss: The area of the circle is about 78.5."),
        ("circle", "karibu_approx", "A", "prose_sentence", r"Eneo ni karibu 78.5 vipimo vya mraba.", "'karibu 78.5' = nearly 78.5. Gloss: The area is nearly 78.5 square units."),
    ],
    "nl": [
        ("garden", "zon_such", "B", "prose_sentence", r"Het hek kost dus €420. Voor zo'n grote tuin valt dat best mee.", "'zo'n grote tuin' = such a big garden, in a remark with no number. Gloss: So the fence costs €420. For such a big garden that is not too bad."),
        ("garden", "niet_ongeveer", "B", "prose_sentence", r"Het hele hek kost €420, niet ongeveer maar precies.", "'niet ongeveer maar precies' = not approximately but exactly. Gloss: The whole fence costs €420, not approximately but exactly."),
        ("garden", "rond_spatial", "B", "prose_sentence", r"Omdat het hek rond de hele tuin loopt, kost het in totaal €420.", "'rond de hele tuin' = around the whole garden (spatial), not 'rond de €420'. Gloss: Because the fence runs around the whole garden, it costs €420 in total."),
        ("garden", "zon_approx", "A", "prose_sentence", r"Het hek kost zo'n €420.", "'zo'n €420' = about €420. Gloss: The fence costs about €420."),
        ("garden", "rond_de", "A", "prose_sentence", r"Het hek kost rond de €420.", "'rond de €420' = around €420. Gloss: The fence costs around €420."),
        ("shop", "per_stuk", "B", "prose_sentence", r"Omdat de T-shirts €17 per stuk kosten en de jas €36, krijgt Daan €13 wisselgeld.", "'per stuk' = each, not 'een stuk of' (about). Gloss: Because the T-shirts cost €17 each and the coat €36, Daan gets €13 change."),
        ("shop", "zon_vraag", "B", "prose_sentence", r"Zo'n vraag lijkt lastig, maar het antwoord is eenvoudig: Daan krijgt €13 terug.", "'Zo'n vraag' = such a question. Gloss: Such a question looks hard, but the answer is simple: Daan gets €13 back."),
        ("shop", "stuk_of", "A", "prose_sentence", r"Daan krijgt een stuk of 13 euro terug.", "'een stuk of 13' = 13 or so. Gloss: Daan gets 13 euros or so back."),
        ("shop", "ongeveer", "A", "prose_sentence", r"Daan krijgt ongeveer €13 wisselgeld.", "'ongeveer' = approximately. Gloss: Daan gets approximately €13 change."),
        ("shop", "hooguit", "A", "prose_sentence", r"T:Daan krijgt hooguit €13 terug.", "'hooguit' = at most. Gloss: Daan gets at most €13 back."),
        ("lin", "oftewel", "B", "prose_sentence", r"Dus \(x = \frac{7}{2}\), oftewel \(x = 3{,}5\).", "7/2 'oftewel' (that is) 3.5: one value in two equal forms. Gloss: So x = 7/2, that is x = 3.5."),
        ("lin", "zon_vergelijking", "B", "boxed", r"Zo'n vergelijking los je op door alle \(x\)-termen naar één kant te brengen; hier vinden we \(x = \boxed{\frac{7}{2}}\).", "'Zo'n vergelijking' = such an equation. Gloss: Such an equation is solved by moving all x terms to one side; here we find x = 7/2."),
        ("lin", "ongeveer", "A", "prose_sentence", r"Dus \(x\) is ongeveer 3,5.", "'ongeveer 3,5' hedges the exact 7/2. Gloss: So x is approximately 3.5."),
        ("lin", "tussen", "A", "prose_sentence", r"Dus \(x\) ligt tussen 3 en 4.", "a range. Gloss: So x lies between 3 and 4."),
        ("lin", "approx_sym", "A", "prose_sentence", r"T:Dus \(x \approx 4\).", "'≈ 4' alone, a wrong rounding. Gloss: So x ≈ 4."),
    ],
    "hi": [
        ("park", "kareeb_after", "B", "prose_sentence", r"इसलिए, अब 29 गाड़ियाँ स्कूल के करीब खड़ी हैं।", "'स्कूल के करीब' = near the school (a place), after the number. Gloss: So now 29 cars stand near the school."),
        ("park", "kareeb_before", "B", "prose_sentence", r"इसलिए, अब स्कूल के करीब 29 गाड़ियाँ खड़ी हैं।", "debatable: 'स्कूल के करीब' (near the school) right before 29; 'करीब 29' alone would be 'about 29' (see DECISIONS). Gloss: So now 29 cars stand near the school.", True),
        ("park", "diff_hedge", "B", "prose_sentence", r"लगभग 20% गाड़ियाँ चली गईं (36 में से 7), और ठीक 29 गाड़ियाँ बचीं।", "'लगभग' hedges the share that left (7/36 = 19.4 %); 'ठीक 29' = exactly 29. Gloss: About 20 % of the cars left (7 of 36), and exactly 29 cars remained."),
        ("park", "lagbhag", "A", "prose_sentence", r"अब स्कूल के पास लगभग 29 गाड़ियाँ खड़ी हैं।", "'लगभग 29' = about 29. Gloss: Now about 29 cars stand near the school."),
        ("park", "kareeb_approx", "A", "prose_sentence", r"अब पार्किंग में करीब 29 गाड़ियाँ बची हैं।", "'करीब 29' = about 29 (no postposition before it). Gloss: Now about 29 cars are left in the parking lot."),
        ("garden", "aaspaas_place", "B", "prose_sentence", r"बगीचे के आसपास लगने वाली बाड़ का कुल खर्च ₹420 है।", "'बगीचे के आसपास' = around the garden (a place), not '₹420 के आसपास'. Gloss: The total cost of the fence put around the garden is ₹420."),
        ("garden", "not_estimate", "B", "prose_sentence", r"कुल खर्च ₹420 है — यह अनुमान नहीं, बल्कि सटीक राशि है।", "'यह अनुमान नहीं' = this is not an estimate. Gloss: The total cost is ₹420 — not an estimate but the exact amount."),
        ("garden", "aaspaas_approx", "A", "prose_sentence", r"बाड़ का कुल खर्च ₹420 के आसपास होगा।", "'₹420 के आसपास' = around ₹420. Gloss: The total cost of the fence will be around ₹420."),
        ("garden", "takreeban", "A", "prose_sentence", r"बाड़ पर तकरीबन ₹420 खर्च होंगे।", "'तकरीबन' = approximately. Gloss: Approximately ₹420 will be spent on the fence."),
        ("garden", "kam_se_kam", "A", "prose_sentence", r"T:बाड़ पर कम से कम ₹420 खर्च होंगे।", "'कम से कम' = at least. Gloss: At least ₹420 will be spent on the fence."),
        ("octagon", "radians", "B", "prose_sentence", r"अतः प्रत्येक अंतः कोण \(135^\circ\) है (लगभग 2.36 रेडियन)।", "exact degrees, the same angle rounded in radians in brackets. Gloss: Hence each interior angle is 135° (about 2.36 radians)."),
        ("octagon", "theek_box", "B", "boxed", r"नियमित अष्टभुज का हर अंतः कोण ठीक \(\boxed{135^\circ}\) है।", "'ठीक' = exactly, boxed. Gloss: Each interior angle of the regular octagon is exactly 135°."),
        ("octagon", "answer_is", "B", "answer_is", r"T:इसलिए उत्तर है: 135", "'the answer is: 135' after the think block. Gloss: So the answer is: 135."),
        ("octagon", "lagbhag", "A", "prose_sentence", r"प्रत्येक अंतः कोण लगभग \(135^\circ\) है।", "'लगभग' hedges the exact angle. Gloss: Each interior angle is about 135°."),
        ("octagon", "thoda_adhik", "A", "prose_sentence", r"प्रत्येक अंतः कोण \(130^\circ\) से थोड़ा अधिक है।", "'130° से थोड़ा अधिक' = a little more than 130°. Gloss: Each interior angle is a little more than 130°."),
    ],
    "fr": [
        ("pencils", "pas_trentaine", "B", "prose_sentence", r"Il reste exactement 30 crayons sur la table, et non « une trentaine ».", "'exactement 30', then 'et non « une trentaine »' denies the hedge. Gloss: Exactly 30 pencils are left on the table, not 'thirty or so'."),
        ("pencils", "diff_hedge", "B", "prose_sentence", r"Chaque élève prend environ 4 % des crayons (2 sur 48) ; il en reste donc 30 sur la table.", "'environ' hedges a pupil's share (2/48 = 4.2 %); 30 exact. Gloss: Each pupil takes about 4 % of the pencils (2 of 48); so 30 are left on the table."),
        ("pencils", "trentaine", "A", "prose_sentence", r"Il reste une trentaine de crayons sur la table.", "'une trentaine' = thirty or so, a hedge written without digits. Gloss: Thirty or so pencils are left on the table."),
        ("pencils", "environ", "A", "prose_sentence", r"Il reste environ 30 crayons sur la table.", "'environ 30' = about 30. Gloss: About 30 pencils are left on the table."),
        ("pencils", "environ_after", "A", "prose_sentence", r"T:Il reste 30 crayons environ.", "'30 crayons environ' = about 30 (the hedge after the unit word). Gloss: About 30 pencils are left."),
        ("trip", "miles", "B", "prose_sentence", r"Le train parcourt 300 km au total (environ 186 miles).", "exact km, then the same distance rounded in miles in brackets. Gloss: The train covers 300 km in all (about 186 miles)."),
        ("trip", "vers", "B", "prose_sentence", r"En roulant vers sa destination, le train parcourt 300 km en tout.", "'vers' = towards (a direction), not 'vers 300' (around 300). Gloss: Travelling towards its destination, the train covers 300 km in all."),
        ("trip", "pas_pres_de", "B", "final_answer_phrase", r"Réponse : 300 km — pas « près de 300 km », mais exactement 300 km.", "denies 'près de 300 km' (nearly 300) and states exactly 300. Gloss: Answer: 300 km — not 'nearly 300 km', but exactly 300 km."),
        ("trip", "pres_de", "A", "prose_sentence", r"Le train parcourt près de 300 km.", "'près de 300 km' = nearly 300 km. Gloss: The train covers nearly 300 km."),
        ("trip", "un_peu_plus", "A", "prose_sentence", r"Le train parcourt un peu plus de 300 km.", "'un peu plus de 300' = just over 300. Gloss: The train covers a little more than 300 km."),
        ("prob", "percent", "B", "prose_sentence", r"La probabilité est \(\frac{3}{8}\), soit 37,5 %.", "3/8 'soit' (that is) 37.5 %, an equal value. Gloss: The probability is 3/8, that is 37.5 %."),
        ("prob", "paren_round", "B", "boxed", r"\(P = \boxed{\frac{3}{8}}\) (≈ 0,38).", "the boxed exact value, rounding in brackets after it. Gloss: P = 3/8 (≈ 0.38)."),
        ("prob", "environ", "A", "prose_sentence", r"La probabilité est d'environ 0,38.", "a rounded decimal for 3/8 = 0.375. Gloss: The probability is about 0.38."),
        ("prob", "proche", "A", "prose_sentence", r"La probabilité est proche de \(\frac{2}{5}\).", "'proche de 2/5' = close to 2/5. Gloss: The probability is close to 2/5."),
        ("prob", "a_peu_pres", "A", "prose_sentence", r"T:La probabilité vaut à peu près \(\frac{3}{8}\).", "'à peu près 3/8' hedges the exact value. Gloss: The probability is roughly 3/8."),
    ],
    "pt": [
        ("garden", "cerca_fence", "B", "prose_sentence", r"Portanto, a cerca custará R$ 420.", "'a cerca' is the fence (a noun), not 'cerca de' (about). Gloss: Therefore the fence will cost R$ 420."),
        ("garden", "acerca_de", "B", "final_answer_phrase", r"Respondendo à pergunta acerca do custo da cerca: R$ 420.", "'acerca do custo' = about the cost (a topic). Gloss: Answering the question about the cost of the fence: R$ 420."),
        ("garden", "em_torno_place", "B", "prose_sentence", r"Como a cerca passa em torno do jardim todo, o custo total é R$ 420.", "'em torno do jardim' = around the garden (spatial), not 'em torno de R$ 420'. Gloss: As the fence goes around the whole garden, the total cost is R$ 420."),
        ("garden", "cerca_de", "A", "prose_sentence", r"A cerca custará cerca de R$ 420.", "'cerca de R$ 420' = about R$ 420 (the first 'cerca' is the fence). Gloss: The fence will cost about R$ 420."),
        ("garden", "em_torno_de", "A", "prose_sentence", r"O custo da cerca fica em torno de R$ 420.", "'em torno de R$ 420' = around R$ 420. Gloss: The cost of the fence is around R$ 420."),
        ("read", "diff_hedge", "B", "prose_sentence", r"Ana lê cerca de 1 hora por dia, mas o total de páginas é exato: 295 páginas na semana.", "'cerca de' hedges the hours a day; 295 exact. Gloss: Ana reads about 1 hour a day, but the page total is exact: 295 pages in the week."),
        ("read", "nem_mais", "B", "prose_sentence", r"Na semana, Ana lê 295 páginas — nem mais, nem menos.", "'nem mais, nem menos' = no more, no less. Gloss: In the week Ana reads 295 pages — no more, no less."),
        ("read", "por_volta", "A", "prose_sentence", r"Ana lê por volta de 295 páginas na semana.", "'por volta de' = around. Gloss: Ana reads around 295 pages in the week."),
        ("read", "aprox", "A", "prose_sentence", r"Ana lê aproximadamente 295 páginas na semana.", "'aproximadamente' hedges the exact count. Gloss: Ana reads approximately 295 pages in the week."),
        ("read", "quase", "A", "prose_sentence", r"T:Ana lê quase 300 páginas na semana.", "'quase 300' = nearly 300. Gloss: Ana reads nearly 300 pages in the week."),
        ("sqrt", "paren_round", "B", "prose_sentence", r"Logo, \(\sqrt{50} = 5\sqrt{2}\) (≈ 7,07).", "exact value, rounding in brackets. Gloss: Hence sqrt 50 = 5 sqrt 2 (≈ 7.07)."),
        ("sqrt", "acerca", "B", "boxed", r"Acerca da simplificação: o maior quadrado perfeito que divide 50 é 25, portanto \(\sqrt{50} = \boxed{5\sqrt{2}}\).", "'Acerca da simplificação' = about the simplification (a topic). Gloss: About the simplification: the largest perfect square dividing 50 is 25, so sqrt 50 = 5 sqrt 2."),
        ("sqrt", "nao_cerca", "B", "prose_sentence", r"A resposta exata é \(5\sqrt{2}\), e não cerca de 7,07.", "the exact value, then 'e não cerca de 7,07' denies the decimal; the last number is denied. Gloss: The exact answer is 5 sqrt 2, and not about 7.07."),
        ("sqrt", "cerca_de", "A", "prose_sentence", r"Portanto, \(\sqrt{50}\) vale cerca de 7,07.", "'cerca de 7,07' = about 7.07. Gloss: Therefore sqrt 50 is about 7.07."),
        ("sqrt", "pouco_mais", "A", "prose_sentence", r"T:\(\sqrt{50}\) é um pouco mais que 7.", "'um pouco mais que 7' = a little more than 7. Gloss: sqrt 50 is a little more than 7."),
    ],
    "it": [
        ("pencils", "sul_tavolo", "B", "prose_sentence", r"Quindi sul tavolo restano 30 matite.", "'sul tavolo' = on the table, not 'sulle 30' (about 30). Gloss: So 30 pencils are left on the table."),
        ("pencils", "non_trentina", "B", "prose_sentence", r"Sul tavolo rimangono esattamente 30 matite, non «una trentina».", "'esattamente 30', then 'non «una trentina»' denies the hedge. Gloss: Exactly 30 pencils remain on the table, not 'thirty or so'."),
        ("pencils", "poco_piu_terzo", "B", "prose_sentence", r"Gli alunni hanno preso poco più di un terzo delle matite (18 su 48), quindi sul tavolo ne restano 30.", "'poco più di un terzo' hedges the share taken (18/48 = 0.375); 30 exact. Gloss: The pupils took a little more than a third of the pencils (18 of 48), so 30 are left on the table."),
        ("pencils", "sulle", "A", "prose_sentence", r"Sul tavolo restano sulle 30 matite.", "'sulle 30' = about 30 (next to the place 'sul tavolo'). Gloss: About 30 pencils are left on the table."),
        ("pencils", "trentina", "A", "prose_sentence", r"Sul tavolo restano una trentina di matite.", "'una trentina' = thirty or so, without digits. Gloss: Thirty or so pencils are left on the table."),
        ("cookies", "ne_piu_ne_meno", "B", "prose_sentence", r"Restano 72 biscotti, né più né meno.", "'né più né meno' = no more, no less, not 'più o meno'. Gloss: 72 cookies are left, no more, no less."),
        ("cookies", "hypothetical_circa", "B", "prose_sentence", r"Se vendesse circa 200 biscotti ne resterebbero circa 88, ma ne vende esattamente 216, quindi restano 72 biscotti.", "'circa' in a hypothetical (288 - 200 = 88); the real sale 216 and the answer 72 last. Gloss: If he sold about 200 cookies about 88 would be left, but he sells exactly 216, so 72 cookies are left."),
        ("cookies", "circa", "A", "prose_sentence", r"Restano circa 72 biscotti.", "'circa 72' = about 72. Gloss: About 72 cookies are left."),
        ("cookies", "giu_di_li", "A", "prose_sentence", r"Restano 72 biscotti o giù di lì.", "'o giù di lì' = or so. Gloss: 72 cookies or so are left."),
        ("cookies", "meno_di", "A", "prose_sentence", r"T:Restano meno di 75 biscotti.", "'meno di 75' = fewer than 75, a bound. Gloss: Fewer than 75 cookies are left."),
        ("comb", "non_circa", "B", "boxed", r"Ci sono \(\boxed{56}\) modi (non «circa 56»: il conteggio è esatto).", "boxed 56, then the hedge denied in brackets. Gloss: There are 56 ways (not 'about 56': the count is exact)."),
        ("comb", "minerva", "B", "minerva", r"Il conteggio è esatto, non una stima.¶¶Final Answer: The final answer is $56$. I hope it is correct.", "'non una stima' (not an estimate), then Minerva's closing. Gloss: The count is exact, not an estimate. Final Answer: 56."),
        ("comb", "circa", "A", "prose_sentence", r"Ci sono circa 56 modi.", "'circa 56' = about 56. Gloss: There are about 56 ways."),
        ("comb", "al_massimo", "A", "prose_sentence", r"Ci sono al massimo 56 modi di scegliere il comitato.", "'al massimo' = at most. Gloss: There are at most 56 ways to choose the committee."),
        ("comb", "range", "A", "prose_sentence", r"T:Ci sono tra 50 e 60 modi.", "a range. Gloss: There are between 50 and 60 ways."),
    ],
    "id": [
        ("shop", "tidak_kurang", "B", "prose_sentence", r"Jadi, uang kembalian Budi adalah 13 dolar, tidak kurang dan tidak lebih.", "'tidak kurang dan tidak lebih' (no less, no more), not 'kurang lebih' (more or less). Gloss: So Budi's change is 13 dollars, no less and no more."),
        ("shop", "sekitar_place", "B", "prose_sentence", r"Di toko-toko sekitar sekolah harga kaus bisa berbeda, tetapi menurut soal ini kembalian Budi adalah 13 dolar.", "'sekitar sekolah' = around the school (a place); the change 13 last. Gloss: In the shops around the school shirt prices may differ, but by this problem Budi's change is 13 dollars."),
        ("shop", "diff_hedge", "B", "prose_sentence", r"Budi menghabiskan hampir 90 dolar (tepatnya 87 dolar), jadi kembaliannya 13 dolar.", "'hampir' (nearly) hedges the amount spent; the change 13 exact. Gloss: Budi spends nearly 90 dollars (87 exactly), so his change is 13 dollars."),
        ("shop", "kurang_lebih", "A", "prose_sentence", r"Kembalian Budi kurang lebih 13 dolar.", "'kurang lebih' = more or less. Gloss: Budi's change is more or less 13 dollars."),
        ("shop", "sekitar", "A", "prose_sentence", r"Kembalian Budi sekitar 13 dolar.", "'sekitar 13' = about 13. Gloss: Budi's change is about 13 dollars."),
        ("garden", "sekitar_place", "B", "prose_sentence", r"Pagar dipasang di sekitar kebun, dan biaya seluruhnya adalah 420 dolar.", "'di sekitar kebun' = around the garden (a place). Gloss: The fence is put around the garden, and the whole cost is 420 dollars."),
        ("garden", "bukan_perkiraan", "B", "prose_sentence", r"Jadi, biaya pagar seluruhnya adalah 420 dolar (bukan perkiraan).", "'(bukan perkiraan)' = (not an estimate). Gloss: So the whole fence costs 420 dollars (not an estimate)."),
        ("garden", "kira", "A", "prose_sentence", r"Biaya pagar kira-kira 420 dolar.", "'kira-kira' = roughly. Gloss: The fence costs roughly 420 dollars."),
        ("garden", "sekitar", "A", "prose_sentence", r"Biaya pagar sekitar 420 dolar.", "'sekitar 420' = about 420. Gloss: The fence costs about 420 dollars."),
        ("garden", "paling_sedikit", "A", "prose_sentence", r"T:Biaya pagar paling sedikit 420 dolar.", "'paling sedikit' = at least. Gloss: The fence costs at least 420 dollars."),
        ("lin", "atau_equal", "B", "prose_sentence", r"Jadi \(x = \frac{7}{2}\) atau \(x = 3{,}5\).", "7/2 'atau' (or) 3.5: the same value twice, not two answers. Gloss: So x = 7/2, or x = 3.5."),
        ("lin", "bukan_sekitar", "B", "boxed", r"Nilai \(x\) tepat \(\boxed{\frac{7}{2}}\), bukan sekitar 3.", "boxed 7/2, then 'bukan sekitar 3' (not about 3) denies a value. Gloss: The value of x is exactly 7/2, not about 3."),
        ("lin", "answer_is", "B", "answer_is", r"T:Jawabannya adalah \(\frac{7}{2}\).", "'the answer is 7/2' after the think block. Gloss: The answer is 7/2."),
        ("lin", "kira", "A", "prose_sentence", r"Jadi \(x\) kira-kira 3,5.", "'kira-kira 3,5' hedges the exact 7/2. Gloss: So x is roughly 3.5."),
        ("lin", "hampir", "A", "prose_sentence", r"Jadi \(x\) hampir 4.", "'hampir 4' = almost 4. Gloss: So x is almost 4."),
    ],
}
# fmt: on


def build() -> list[tuple]:
    """The probes as write_probes cases, language by language in ORDER, with the counts checked:
    per language 10 GSM8K (5 A, 5 B) and 5 MATH (3 A + 2 B at even positions, 2 A + 3 B at odd)."""
    cases = []
    for index, lang in enumerate(ORDER):
        counts = {}
        for key, shape, kind, form, final, note, *deb in PROBES[lang]:
            checker, gold, _question = PROBLEMS[key]
            truth = "correct" if kind == "B" else "wrong"
            final = final.replace("¶", "\n")
            work = WORK[lang][key]
            text = th(work) + final[2:] if final.startswith("T:") else work + final
            case_id = ("ok_" if kind == "B" else "") + f"{lang}_{key}_{shape}"
            make = g if checker == "gsm8k" else m
            cases.append(
                make(
                    case_id,
                    kind,
                    gold,
                    truth,
                    form,
                    text,
                    f"{LANG[lang]}: {note}",
                    bool(deb and deb[0]),
                )
            )
            counts[checker, kind] = counts.get((checker, kind), 0) + 1
        math_a = 3 if index % 2 == 0 else 2
        want = {
            ("gsm8k", "A"): 5,
            ("gsm8k", "B"): 5,
            ("math", "A"): math_a,
            ("math", "B"): 5 - math_a,
        }
        if counts != want:
            raise SystemExit(f"{lang}: counts {counts} != {want}")
    return cases


CASES = build()

DECISIONS = {
    "ok_hi_park_kareeb_before": (
        "accept",
        "'स्कूल के करीब' is the postposition 'के करीब' (near) with its object 'स्कूल' (the school): "
        "the phrase is a place and is complete before the numeral, so '29 गाड़ियाँ' is an exact count "
        "of the cars standing there; 'करीब' hedges a number only where it stands on its own before "
        "it ('करीब 29 गाड़ियाँ', probe hi_park_kareeb_approx), and a reader of Hindi takes the "
        "sentence as 'now 29 cars stand near the school'",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam189", CASES, [], DECISIONS)
