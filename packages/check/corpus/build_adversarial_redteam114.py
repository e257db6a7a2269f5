r"""Build adversarial_redteam114.jsonl: a hundred-and-fourteenth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam114", issue 25), written by a new author WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any other
round's builder than round 21's, and WITHOUT running the checker, math-verify, sympy or any grader on
them; handed over BEFORE any scoring. Not model output. Only corpus/README.md (label conventions),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: FINAL ANSWERS WRITTEN IN LANGUAGES OTHER THAN ENGLISH, 70 % GSM8K and 30 % MATH,
in 37 languages: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German,
Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Malay, Thai,
Greek, Hebrew, Czech, Swedish, Romanian, Hungarian, Swahili, Tagalog, Tamil, Urdu, Danish, Norwegian,
Finnish, Slovak, Serbian, Bulgarian. Each language's answer phrases; decimal commas; thousands
separators with dots, spaces, apostrophes and Indian grouping; scale words (万, лакх/लाख, millones,
Milliarden); counted nouns, classifiers and local money after the value (also after `####`); number
words; negation and correction idioms; self-corrections inside an answer tag; glosses after the value;
checks after the answer; reported and hypothetical speech; answer tags holding sentences; mixed
language. Every non-English answer sentence has an English gloss in its note.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- EGG 36 hens lay 5 eggs a week each, eggs in 4 weeks: 36*5 = 180 a week, 180*4 = 720. Gold 720
  (a week's 180 is a subtotal: wrong; 60 dozen = 720 is right).
- CAR a car costs 18,440, 3,200 down, the rest in 12 equal monthly payments: 18440-3200 = 15240,
  15240/12 = 1270 (check 1270*12 = 15240). Gold 1270 (15240, the remainder, is wrong).
- FRUIT 3 kg apples at 2.45 a kg and 1.5 kg pears at 3.20 a kg: 7.35 + 4.80 = 12.15. Gold 12.15.
- TOWN 12,500 people grow by 8 %: 0.08*12500 = 1000, 13500. Gold 13500 (1000 is the increase).
- TRAIN 85 km/h for 3.5 hours: 85*3.5 = 297.5 km. Gold 297.5.
- TEMP -4 degrees falling 3 degrees an hour for 5 hours: -4 - 15 = -19. Gold -19.
- PASS 27 of 40 students passed, percent: 27/40 = 0.675 = 67.5 %. Gold 67.5.
- FILM two films of 95 minutes and a 20-minute break, minutes: 190 + 20 = 210. Gold 210 (3.5 h is
  the other unit: wrong).
- SALES 2.4 million a quarter, a year: 2.4*4 = 9.6 million = 9600000. Gold 9600000 (960 万, 96 लाख,
  9,6 millones are right; 9,6 mil millones / Milliarden are a thousand times more).
- BOOKS 7 shelves of 24 books, 19 borrowed: 168 - 19 = 149. Gold 149.
MATH
- P5/12 two dice, sum at most 6: 1+2+3+4+5 = 15 of 36 -> \frac{5}{12} (0.41666...).
- SQ48 simplify \sqrt{48} = \sqrt{16*3} -> 4\sqrt{3} (6.928...).
- INT |2x - 5| < 3: -3 < 2x - 5 < 3, 2 < 2x < 8 -> (1, 4).
- ROOTS x^2 - 5x - 14 = (x - 7)(x + 2) -> -2, 7 (check 49 - 35 - 14 = 0, 4 + 10 - 14 = 0).
- DEG 7\pi/4 radians in degrees: 7*180/4 = 315 -> 315^\circ.
- CPX (3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 11 + 10i.
- MAT inverse of [[2, 1], [5, 3]]: det 6 - 5 = 1 -> [[3, -1], [-5, 2]].
- POLY (x - 4)(3x + 2) = 3x^2 + 2x - 12x - 8 = 3x^2 - 10x - 8.
- REP 0.\overline{36} = 36/99 = \frac{4}{11}.
- COMB \binom{9}{3} = 9*8*7/6 = 84.
- SYS x + 2y = 11, 3x - y = 5: y = 3x - 5, 7x - 10 = 11, x = 3, y = 4 -> (3, 4).
- BASE 2143_5 = 2*125 + 25 + 4*5 + 3 = 298.

Classes (id prefixes): `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness (decimal
commas, thousands dots and spaces, scale words, rounding); `n_` negation, strike-out, annotation; `u_`
words after a number (counted nouns, local money, dozen, "fewer", "per week"); `r_` retractions after
the answer and harmless checks; `q_` quoted, reported, hypothetical, other-part text and invented
turns; `b_` bad input JSON can hold (NUL, control characters, BOM, zero-width and bidi marks, huge
inputs, native digits). An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B. The two-letter
code after that is, where there is one, the language (ISO 639-1; `ch` Swiss German).
Lone surrogates are left out: write_probes writes UTF-8, which cannot hold them.

Label conventions (corpus/README.md, round 21, and this round's brief): the last final answer counts;
a right answer in any honest notation, language, numeral system or number word is `correct`; another
quantity (a subtotal, the other unit, the per-week value) is `wrong`; a hedge or two different final
answers is `wrong`; no final answer (only a negation, a quotation, a hypothetical, a cut) is
`no_answer`; an answer tag's content is the final answer, and a self-correction inside the tag makes
the corrected value final; a check or gloss after a committed answer does not replace it; text in an
invented next turn does not count; a decimal for an exact irrational or repeating gold is `wrong`;
degrees are not radians; a percent gold 67.5 accepts 67,5 %; a decimal comma is read as a decimal
point where the language writes it so, and a dot or a space between digit groups as a thousands
separator where the language writes it so; a NUL anywhere makes the pair bad input: kind A, truth
`no_answer`. Debatable probes carry `"debatable": true`, the reasoning in `note`, and a DECISIONS
entry with the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam114.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    m,
    r1final,
    th,
    write_probes,
)


def thx(work: str) -> str:
    """A longer R1 think block: the working, then a re-check that repeats it (as R1 models do)."""
    return th(
        "Okay, let me work through this step by step.\n\n"
        + work
        + "\n\nWait, let me double-check each step before I answer.\n\n"
        + work
        + "\n\nYes, the numbers are consistent.\n"
    )


# ================================================================ GSM8K working (gold, check)
EGG = "Each week: 36 * 5 = <<36*5=180>>180 eggs.\nIn 4 weeks: 180 * 4 = <<180*4=720>>720 eggs.\n"  # 720
CAR = "Left to pay: 18440 - 3200 = <<18440-3200=15240>>15240.\nEach month: 15240 / 12 = <<15240/12=1270>>1270.\n"  # 1270
FRU = "Apples: 3 * 2.45 = <<3*2.45=7.35>>7.35.\nPears: 1.5 * 3.20 = <<1.5*3.20=4.80>>4.80.\nTotal: 7.35 + 4.80 = <<7.35+4.80=12.15>>12.15.\n"  # 12.15
POP = "Growth: 0.08 * 12500 = <<0.08*12500=1000>>1000 people.\nNew population: 12500 + 1000 = <<12500+1000=13500>>13500.\n"  # 13500
TRN = "Distance = 85 * 3.5 = <<85*3.5=297.5>>297.5 km.\n"  # 297.5
TMP = "Drop: 3 * 5 = <<3*5=15>>15 degrees.\nFinal: -4 - 15 = <<-4-15=-19>>-19 degrees.\n"  # -19
PCT = "27 / 40 = <<27/40=0.675>>0.675, i.e. 67.5% passed.\n"  # 67.5
FLM = "Films: 2 * 95 = <<2*95=190>>190 minutes.\nWith the break: 190 + 20 = <<190+20=210>>210 minutes.\n"  # 210
REV = "Per year: 2,400,000 * 4 = <<2400000*4=9600000>>9600000.\n"  # 9600000
BKS = "Books: 7 * 24 = <<7*24=168>>168.\nLeft: 168 - 19 = <<168-19=149>>149.\n"  # 149

# long working (R1 think blocks with "Wait," and markdown steps), same values as the short ones
EGG_L = (
    th(
        "Hmm, let me reread the problem. 36 hens, 5 eggs each per week, and the question asks about 4 weeks.\nSo it's hens times eggs times weeks. 36 * 5 * 4.\nWait, does any hen stop laying? No, nothing like that is said.\n36 * 4 = 144, 144 * 5 = 720. Same as 180 * 4. Good.\nOkay, so the farmer has 36 hens and each lays 5 eggs a week. I need the eggs in 4 weeks.\nFirst the weekly total: 36 * 5. 30 * 5 = 150, 6 * 5 = 30, so 180 eggs a week.\nWait, is it 5 eggs a day or a week? The problem says a week. Good.\nThen 4 weeks: 180 * 4 = 720.\nLet me double-check: 36 * 20 = 720. Yes.\n"
    )
    + "**Step 1: Eggs per week**\n36 * 5 = <<36*5=180>>180\n\n**Step 2: Eggs in 4 weeks**\n180 * 4 = <<180*4=720>>720\n\n"
)
CAR_L = (
    th(
        "The car costs 18,440 and 3,200 is paid up front.\nSo the loan part is 18,440 - 3,200. 18,440 - 3,000 = 15,440, minus 200 = 15,240.\nSplit over 12 months: 15,240 / 12. 12 * 1,200 = 14,400, remainder 840, 840 / 12 = 70. So 1,270.\nWait, is there interest? The problem doesn't mention any, so equal payments of 1,270.\n"
    )
    + "Let's solve this step by step.\n\n**Step 1: Amount left after the down payment**\n\n| Item | Amount |\n|---|---|\n| Price | 18,440 |\n| Down payment | 3,200 |\n| Left | 15,240 |\n\n18440 - 3200 = <<18440-3200=15240>>15240\n\n**Step 2: Monthly payment**\n\n15240 / 12 = <<15240/12=1270>>1270\n\n"
)
FRU_L = (
    th(
        "The apples: 3 kilograms, 2.45 each kilogram. 2.45 * 3 = 7.35.\nHmm, and the pears are 1.5 kg at 3.20, so 3.20 + 1.60 = 4.80.\nLet me make sure I'm not mixing up which fruit costs what. Apples 2.45, pears 3.20. Right.\nApples: 3 kg at 2.45. 3 * 2.45 = 7.35.\nPears: 1.5 kg at 3.20. 1.5 * 3.20 = 4.8.\nWait, 1.5 * 3.2: 3.2 + 1.6 = 4.8. Yes.\nTotal 7.35 + 4.80 = 12.15.\n"
    )
    + "First, the apples cost 3 * 2.45 = <<3*2.45=7.35>>7.35.\nNext, the pears cost 1.5 * 3.20 = <<1.5*3.20=4.80>>4.80.\nAltogether: 7.35 + 4.80 = <<7.35+4.80=12.15>>12.15.\n\n"
)
POP_L = (
    th(
        "Population 12,500. It grows by 8 percent. 1 percent is 125, so 8 percent is 1,000.\nWait, is the growth per year over several years? The problem says it grows by 8% once. So 13,500.\n"
    )
    + "## Step 1: Find the increase\nThe increase is 8% of 12,500: 0.08 * 12500 = <<0.08*12500=1000>>1000 people.\n\n## Step 2: Add it to the population\n12500 + 1000 = <<12500+1000=13500>>13500.\n\n## Step 3: Check\n13500 / 12500 = 1.08, an 8% rise. ✓\n\n"
)
TRN_L = (
    th(
        "The train goes 85 kilometres each hour. In 3 hours that's 255, and in half an hour another 42.5.\nHmm, 3.5 hours is 3 hours 30 minutes, yes.\nSpeed 85 km/h, time 3.5 h. Distance = 85 * 3.5.\n85 * 3 = 255, 85 * 0.5 = 42.5, total 297.5.\nWait, should I round? No, 297.5 km is exact.\n"
    )
    + "Distance = speed * time = 85 * 3.5 = <<85*3.5=297.5>>297.5 km.\n\n"
)
TMP_L = (
    th(
        "Start at -4. Each hour it falls by 3. After 1 hour -7, after 2 hours -10, after 3 hours -13, after 4 hours -16, after 5 hours -19.\nWait, let me recount: -7, -10, -13, -16, -19. Five steps. Yes.\n"
    )
    + "We start at -4 degrees.\n\n1. **Total drop:** 3 degrees an hour for 5 hours: 3 * 5 = <<3*5=15>>15 degrees.\n2. **Final temperature:** -4 - 15 = <<-4-15=-19>>-19 degrees.\n\n"
)
FLM_L = (
    th(
        "Two films, each 95 minutes, and a 20 minute break in between.\n95 + 95 = 190, plus 20 = 210.\nThe question asks for minutes, so I keep it in minutes.\nTwo films of 95 minutes: 190 minutes. Plus a 20-minute break: 210 minutes.\nWait, is the break between the films only once? Yes, one break.\nSo 210 minutes, which is 3 hours 30 minutes.\n"
    )
    + "Films: 2 * 95 = <<2*95=190>>190 minutes.\nBreak: 20 minutes.\nTotal: 190 + 20 = <<190+20=210>>210 minutes.\n\n"
)
BKS_L = (
    th(
        "7 shelves, 24 books each: 7 * 24 = 168. 19 are borrowed, so 168 - 19 = 149.\nWait, were the 19 borrowed from one shelf or in total? In total. So 149.\n"
    )
    + "```python\nshelves = 7\nper_shelf = 24\nborrowed = 19\nleft = shelves * per_shelf - borrowed\nprint(left)\n```\n```output\n149\n```\n7 * 24 = <<7*24=168>>168 books, and 168 - 19 = <<168-19=149>>149 remain.\n\n"
)
ZH_EGG_L = (
    th(
        "好的，题目说每只母鸡每周下5个蛋，一共36只母鸡。\n每周：36 × 5 = 180。\n等一下，是4周还是一个月？题目说4周。\n所以 180 × 4 = 720。再验算：36 × 20 = 720。没错。\n"
    )
    + "**第一步：每周产蛋量**\n36 × 5 = 180（个）\n\n**第二步：四周产蛋量**\n180 × 4 = 720（个）\n\n"
)
RU_TRN_L = (
    th(
        "Скорость 85 км/ч, время 3,5 ч.\n85 × 3 = 255, 85 × 0,5 = 42,5, итого 297,5.\nПодождите, нужно ли округлять? Нет, 297,5 км — точное значение.\n"
    )
    + "**Решение.**\n\nРасстояние равно произведению скорости на время:\n$$s = v \\cdot t = 85 \\cdot 3{,}5 = 297{,}5 \\text{ км}.$$\n\n"
)
DE_CAR_L = "**Schritt 1: Restbetrag berechnen**\n\n18.440 € − 3.200 € = 15.240 €\n\n**Schritt 2: Monatsrate berechnen**\n\n15.240 € : 12 = 1.270 €\n\n**Probe:** 12 · 1.270 € = 15.240 € ✓\n\n"
ES_FRU_L = (
    th(
        "Manzanas: 3 kg a 2,45 € el kilo, 7,35 €.\nPeras: 1,5 kg a 3,20 €, 4,80 €.\nEspera, 1,5 × 3,20: 3,20 + 1,60 = 4,80. Sí.\nTotal: 12,15 €.\n"
    )
    + "### Paso 1: Manzanas\n3 × 2,45 = 7,35 €\n\n### Paso 2: Peras\n1,5 × 3,20 = 4,80 €\n\n### Paso 3: Total\n7,35 + 4,80 = 12,15 €\n\n"
)

# native working
ZH_EGG = "每周产蛋：36 × 5 = 180 个。\n4 周共产蛋：180 × 4 = 720 个。\n"
JA_CAR = "残額：18,440 − 3,200 = 15,240 ドル。\n月々の支払い：15,240 ÷ 12 = 1,270 ドル。\n"
KO_BKS = "전체 책: 7 × 24 = 168권\n남은 책: 168 − 19 = 149권\n"
RU_TRN = "Расстояние = скорость × время = 85 × 3,5 = 297,5 км.\n"
UK_TMP = "За 5 годин температура знизиться на 3 × 5 = 15 градусів.\n−4 − 15 = −19.\n"
ES_FRU = (
    "Manzanas: 3 × 2,45 = 7,35 €.\nPeras: 1,5 × 3,20 = 4,80 €.\nTotal: 7,35 + 4,80 = 12,15 €.\n"
)
PT_POP = "Aumento: 8% de 12.500 = 1.000 habitantes.\nNova população: 12.500 + 1.000 = 13.500.\n"
FR_FLM = "Durée des deux films : 2 × 95 = 190 minutes.\nAvec l'entracte : 190 + 20 = 210 minutes.\n"
DE_CAR = "Restbetrag: 18.440 € − 3.200 € = 15.240 €.\nMonatsrate: 15.240 € : 12 = 1.270 €.\n"
IT_PCT = "Percentuale: 27 / 40 = 0,675 = 67,5%.\n"
NL_EGG = "Per week: 36 × 5 = 180 eieren.\nIn 4 weken: 180 × 4 = 720 eieren.\n"
PL_REV = "Przychód roczny: 2,4 mln zł × 4 = 9,6 mln zł = 9 600 000 zł.\n"
TR_BKS = "Toplam kitap: 7 × 24 = 168.\nKalan: 168 − 19 = 149.\n"
FI_CAR = "Jäljellä: 18 440 € − 3 200 € = 15 240 €.\nKuukausierä: 15 240 € / 12 = 1 270 €.\n"
HI_REV = "एक तिमाही की आय: 24 लाख रुपये।\nपूरे साल की आय: 24 × 4 = 96 लाख रुपये = 96,00,000 रुपये।\n"

# ================================================================ MATH working
G_P = r"\frac{5}{12}"
P = r"Pairs with sum $\le 6$: $1 + 2 + 3 + 4 + 5 = 15$ of $36$, so $P = \frac{15}{36}$"
G_SQ = r"4\sqrt{3}"
SQ = r"$\sqrt{48} = \sqrt{16 \cdot 3} = \sqrt{16}\cdot\sqrt{3}$"
G_INT = "(1, 4)"
INT = r"$-3 < 2x - 5 < 3 \iff 2 < 2x < 8 \iff 1 < x < 4$."
G_ROOTS = "-2, 7"
ROOTS = r"$x^2 - 5x - 14 = (x - 7)(x + 2) = 0$."
G_DEG = r"315^\circ"
DEG = r"$\frac{7\pi}{4} \cdot \frac{180^\circ}{\pi} = 7 \cdot 45^\circ$"
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8$"
G_MAT = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
MAT = r"$\det A = 2 \cdot 3 - 1 \cdot 5 = 1$, so $A^{-1} = \frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$."
G_POLY = "3x^2 - 10x - 8"
POLY = r"$(x - 4)(3x + 2) = 3x^2 + 2x - 12x - 8$"
G_REP = r"\frac{4}{11}"
REP = r"$x = 0.\overline{36}$, $100x - x = 36$, $x = \frac{36}{99}$"
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}$"
G_SYS = "(3, 4)"
SYS = r"From $3x - y = 5$: $y = 3x - 5$. Then $x + 6x - 10 = 11$, $x = 3$, $y = 4$."
G_BASE = "298"
BASE = r"$2143_5 = 2 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 3 = 250 + 25 + 20 + 3$"

# long native forms: a think block in the probe's language, then the short working
JA_CAR_L = (
    th(
        "車の価格は18,440ドルで、頭金が3,200ドル。\n残りは18,440 − 3,200 = 15,240ドル。\nこれを12か月で割ると、15,240 ÷ 12 = 1,270。\n待って、利息はある？問題文には書いていないので、なし。\n"
    )
    + "### ステップ1：残額を求める\n### ステップ2：月々の支払いを求める\n\n"
    + JA_CAR
)
KO_BKS_L = (
    th(
        "책장 7개에 각각 24권씩 있으니 7 × 24 = 168권.\n19권을 빌려 갔으니 168 − 19 = 149권.\n잠깐, 19권이 한 책장에서만 빠진 건가? 어느 쪽이든 전체에서 19권이 빠진다.\n"
    )
    + "**풀이**\n\n"
    + KO_BKS
)
UK_TMP_L = (
    th(
        "Початкова температура −4 °C. Щогодини вона падає на 3 градуси.\nЧерез 5 годин: −4 − 15 = −19.\nЗачекайте, перевірю по годинах: −7, −10, −13, −16, −19. Так.\n"
    )
    + "**Розв'язання.**\n\n"
    + UK_TMP
)
PT_POP_L = (
    th(
        "A população é 12.500 e cresce 8%. 1% de 12.500 é 125, então 8% é 1.000.\nEspera, o crescimento acontece só uma vez? Sim, o enunciado não fala em vários anos.\nLogo 13.500.\n"
    )
    + "**Passo 1: calcular o aumento**\n**Passo 2: somar à população**\n\n"
    + PT_POP
)
FR_FLM_L = (
    th(
        "Deux films de 95 minutes : 190 minutes. Plus l'entracte de 20 minutes : 210.\nAttends, l'entracte a lieu une seule fois ? Oui, entre les deux films.\nLa question demande des minutes, je garde les minutes.\n"
    )
    + "### Étape 1 : durée des films\n### Étape 2 : ajouter l'entracte\n\n"
    + FR_FLM
)
IT_PCT_L = (
    th(
        "27 studenti su 40 hanno superato l'esame. 27/40 = 0,675.\nAspetta, la domanda chiede la percentuale, non la frazione: 67,5%.\nVerifica: il 67,5% di 40 è 27. Giusto.\n"
    )
    + "**Soluzione**\n\n"
    + IT_PCT
)
NL_EGG_L = (
    th(
        "36 kippen, elk 5 eieren per week: 180 eieren per week.\nWacht, de vraag gaat over 4 weken: 180 × 4 = 720.\nControle: 36 × 20 = 720. Klopt.\n"
    )
    + "**Stap 1: eieren per week**\n**Stap 2: eieren in 4 weken**\n\n"
    + NL_EGG
)
PL_REV_L = (
    th(
        "Przychód kwartalny to 2,4 mln zł. Rok ma 4 kwartały.\n2,4 × 4 = 9,6 mln zł.\nChwila, czy to na pewno kwartał, a nie miesiąc? Tak, kwartał.\n"
    )
    + "**Rozwiązanie**\n\n"
    + PL_REV
)
TR_BKS_L = (
    th(
        "7 raf var, her rafta 24 kitap: 7 × 24 = 168.\n19 kitap ödünç alınmış: 168 − 19 = 149.\nBekle, kontrol edeyim: 149 + 19 = 168. Doğru.\n"
    )
    + "**Çözüm**\n\n"
    + TR_BKS
)
FI_CAR_L = (
    th(
        "Auton hinta on 18 440 € ja käsiraha 3 200 €.\nLoput: 15 240 €. Jaetaan 12 kuukaudelle: 1 270 €.\nHetkinen, onko lainassa korkoa? Tehtävässä ei mainita korkoa.\n"
    )
    + "**Ratkaisu**\n\n"
    + FI_CAR
)
HI_REV_L = (
    th(
        "एक तिमाही की आय 24 लाख रुपये है। साल में 4 तिमाहियाँ होती हैं।\n24 × 4 = 96 लाख।\nरुकिए, जाँच कर लूँ: 96 ÷ 4 = 24। सही है।\n"
    )
    + "**हल:**\n\n"
    + HI_REV
)
PCT_L = (
    th(
        "27 out of 40 passed. 27/40: 40 * 0.675 = 27. So 67.5%.\nWait, do they want a percent or a fraction? The question asks what percent.\n"
    )
    + "**Step 1: Fraction that passed**\n\n"
    + PCT
)
REV_L = (
    th(
        "2.4 million per quarter, and a year has 4 quarters. 2.4 * 4 = 9.6 million.\nWait, 9.6 million written out is 9,600,000. Yes.\n"
    )
    + "**Step 1: Quarters in a year**\nA year has 4 quarters.\n\n**Step 2: Multiply**\n"
    + REV
)

# MATH long forms: an R1 think block, then the short working
P_L = (
    th(
        "We roll two fair dice, 36 equally likely ordered outcomes.\nSum 2: (1,1). Sum 3: (1,2), (2,1). Sum 4: three. Sum 5: four. Sum 6: five.\nWait, should I count ordered pairs? Yes, the 36 outcomes are ordered, so ordered pairs.\nTotal 1 + 2 + 3 + 4 + 5 = 15. 15/36 = 5/12.\n"
    )
    + "**Step 1: Count the favourable outcomes**\n\n| Sum | Outcomes |\n|---|---|\n| 2 | 1 |\n| 3 | 2 |\n| 4 | 3 |\n| 5 | 4 |\n| 6 | 5 |\n\n**Step 2: Divide by 36**\n\n"
    + P
)
SQ_L = (
    th(
        "48 = 16 * 3, and 16 is a perfect square.\nWait, is there a bigger square factor? 48 = 2^4 * 3, so 16 is the largest.\nSo sqrt(48) = 4 sqrt(3). Numerically about 6.93, but I should keep it exact.\n"
    )
    + "To simplify, factor out the largest perfect square:\n\n"
    + SQ
)
INT_L = (
    th(
        "|2x - 5| < 3 means the distance from 2x to 5 is less than 3.\nSo 2 < 2x < 8, 1 < x < 4. Strict inequality, so open interval.\nWait, check x = 1: |2 - 5| = 3, not less than 3. Excluded. Good.\n"
    )
    + "An absolute value inequality $|A| < B$ is equivalent to $-B < A < B$:\n\n"
    + INT
)
ROOTS_L = (
    th(
        "x^2 - 5x - 14. I need two numbers with product -14 and sum -5: -7 and 2.\nSo (x - 7)(x + 2). Roots 7 and -2.\nWait, check: (-7)(2) = -14, -7 + 2 = -5. Yes.\n"
    )
    + "We factor the quadratic:\n\n"
    + ROOTS
)
DEG_L = (
    th(
        "To convert radians to degrees, multiply by 180/pi.\n7pi/4 * 180/pi = 7 * 45 = 315.\nWait, 180/4 = 45, times 7 is 315. Yes, 315 degrees, in the fourth quadrant.\n"
    )
    + "Multiply by $\\frac{180^\\circ}{\\pi}$:\n\n"
    + DEG
)
CPX_L = (
    th(
        "(3 - 2i)(1 + 4i): FOIL. 3*1 = 3, 3*4i = 12i, -2i*1 = -2i, -2i*4i = -8i^2 = 8.\nWait, -8i^2 = -8 * (-1) = +8. Yes.\nSo 3 + 8 + 10i = 11 + 10i.\n"
    )
    + "Expand using $i^2 = -1$:\n\n"
    + CPX
)
POLY_L = (
    th(
        "(x - 4)(3x + 2). x * 3x = 3x^2, x * 2 = 2x, -4 * 3x = -12x, -4 * 2 = -8.\nCombine 2x - 12x = -10x.\nWait, let me check with x = 1: (1 - 4)(3 + 2) = -15; 3 - 10 - 8 = -15. Good.\n"
    )
    + "Use the distributive property:\n\n"
    + POLY
)
REP_L = (
    th(
        "0.363636... repeating 36. Multiply by 100: 36.3636... Subtract: 99x = 36.\nx = 36/99, divide by 9: 4/11.\nWait, 4/11 = 0.3636...? 11 * 0.36 = 3.96, yes close to 4. Good.\n"
    )
    + "Let the repeating decimal be $x$:\n\n"
    + REP
)
COMB_L = (
    th(
        "Choose 3 from 9, order doesn't matter. 9 * 8 * 7 / 3! = 504 / 6 = 84.\nWait, 9 * 8 = 72, 72 * 7 = 504. 504 / 6 = 84. Yes.\n"
    )
    + "The number of ways is a binomial coefficient:\n\n"
    + COMB
)
SYS_L = (
    th(
        "x + 2y = 11 and 3x - y = 5. Substitute y = 3x - 5: x + 6x - 10 = 11, 7x = 21, x = 3, y = 4.\nWait, check the first: 3 + 8 = 11. Second: 9 - 4 = 5. Both hold.\n"
    )
    + "Solve by substitution.\n\n"
    + SYS
)
BASE_L = (
    th(
        "2143 in base 5: digits 2, 1, 4, 3 from the 125s place down.\n2 * 125 = 250, 1 * 25 = 25, 4 * 5 = 20, 3 * 1 = 3. Sum 298.\nWait, are all digits below 5? 2, 1, 4, 3. Yes, valid.\n"
    )
    + "Expand by place value:\n\n"
    + BASE
)
MAT_L = (
    th(
        "For a 2x2 matrix [[a, b], [c, d]] the inverse is 1/(ad - bc) [[d, -b], [-c, a]].\nHere ad - bc = 6 - 5 = 1.\nWait, check: [[2,1],[5,3]] [[3,-1],[-5,2]] = [[6-5, -2+2], [15-15, -5+6]] = identity. Good.\n"
    )
    + "Use the $2 \\times 2$ inverse formula.\n\n"
    + MAT
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_zh_ok_sentence", "B", "720", "correct", "tag", thx("先算每周的产蛋量。\n" + ZH_EGG + "所以四周一共720个。") + "<answer>四周共产蛋720个。</answer>", "Chinese sentence in the tag: 'In four weeks 720 eggs are laid.'"),
    g("t_zh_subtotal", "A", "720", "wrong", "tag", thx(ZH_EGG) + "<answer>每周产蛋180个。</answer>", "tag: 'Each week 180 eggs are laid' - the weekly subtotal, not the 4-week total"),
    g("t_ja_ok_sentence", "B", "1270", "correct", "tag", thx(JA_CAR) + "<answer>毎月の支払いは1,270ドルです。</answer>", "Japanese: 'The monthly payment is 1,270 dollars.'"),
    g("t_ja_remainder", "A", "1270", "wrong", "tag", thx(JA_CAR) + "<answer>残額は15,240ドルです。</answer>", "Japanese: 'The remaining balance is 15,240 dollars.' - another quantity"),
    g("t_ko_ok_counter", "B", "149", "correct", "tag", thx(KO_BKS) + "<answer>149권</answer>", "Korean counter 권 (volumes) after the value: '149 books'"),
    g("t_ko_selfcorr", "A", "149", "wrong", "tag", thx(KO_BKS) + "<answer>149권... 아니, 다시 계산하면 168 − 9 = 159권입니다.</answer>", "Korean self-correction inside the tag: '149 books... no, recomputing, 168 - 9 = 159 books.' - the corrected value 159 is final"),
    g("t_ru_ok_selfcorr", "B", "297.5", "correct", "tag", thx("85 × 3 = 255 км... нет, время 3,5 часа.\n" + RU_TRN) + "<answer>255 км. Нет, исправляю: 297,5 км.</answer>", "Russian in-tag correction: '255 km. No, I correct myself: 297.5 km.' - the corrected value is the gold"),
    g("t_ru_decimal_point_loss", "A", "297.5", "wrong", "tag", thx(RU_TRN) + "<answer>2975 км</answer>", "the decimal comma dropped: 2975 km, ten times the gold"),
    g("t_uk_ok_equation", "B", "-19", "correct", "tag", thx(UK_TMP) + "<answer>−4 − 3 · 5 = −19 °C</answer>", "Ukrainian working, equation chain in the tag ending -19 (U+2212 minus)"),
    g("t_uk_drop_only", "A", "-19", "wrong", "tag", thx(UK_TMP) + "<answer>Температура знизиться на 15 градусів.</answer>", "Ukrainian: 'The temperature will drop by 15 degrees.' - the drop, not the final temperature"),
    g("t_es_ok_decimal_comma", "B", "12.15", "correct", "tag", thx(ES_FRU) + "<answer>Pagó 12,15 € en total.</answer>", "Spanish: 'She paid 12.15 EUR in total.' decimal comma"),
    g("t_es_apples_only", "A", "12.15", "wrong", "tag", thx(ES_FRU) + "<answer>Las manzanas cuestan 7,35 €.</answer>", "Spanish: 'The apples cost 7.35 EUR.' - a part"),
    g("t_pt_ok_thousands_dot", "B", "13500", "correct", "tag", thx(PT_POP) + "<answer>A cidade terá 13.500 habitantes.</answer>", "Portuguese: 'The town will have 13,500 inhabitants.' thousands dot"),
    g("t_pt_increase", "A", "13500", "wrong", "tag", thx(PT_POP) + "<answer>A população aumenta em 1.000 habitantes.</answer>", "Portuguese: 'The population grows by 1,000 inhabitants.' - the increase"),
    g("t_fr_ok_sentence", "B", "210", "correct", "tag", thx(FR_FLM) + "<answer>La séance dure 210 minutes au total.</answer>", "French: 'The showing lasts 210 minutes in all.'"),
    g("t_fr_hours", "A", "210", "wrong", "tag", thx(FR_FLM) + "<answer>3,5 heures</answer>", "French '3.5 hours': the other unit where minutes are asked"),
    g("t_de_ok_thousands_dot", "B", "1270", "correct", "tag", thx(DE_CAR) + "<answer>Die Monatsrate beträgt 1.270 €.</answer>", "German: 'The monthly instalment is 1,270 EUR.' thousands dot"),
    g("t_de_selfcorr_wrong", "A", "1270", "wrong", "tag", thx(DE_CAR) + "<answer>1.270 € – Moment, die Anzahlung war 3.800 €, also 1.220 €.</answer>", "German in-tag correction: '1,270 EUR - wait, the down payment was 3,800 EUR, so 1,220 EUR.' (18440-3800 = 14640, /12 = 1220) - the corrected 1220 is final"),
    g("t_it_ok_percent", "B", "67.5", "correct", "tag", thx(IT_PCT) + "<answer>Ha superato l'esame il 67,5% degli studenti.</answer>", "Italian: '67.5% of the students passed the exam.'"),
    g("t_it_rounded", "A", "67.5", "wrong", "tag", thx(IT_PCT) + "<answer>circa il 68%</answer>", "Italian 'about 68%': rounded"),
    g("t_nl_ok_words", "B", "720", "correct", "tag", thx(NL_EGG) + "<answer>zevenhonderdtwintig eieren</answer>", "Dutch number word: 'seven hundred twenty eggs'"),
    g("t_nl_empty_template", "A", "720", "no_answer", "tag", thx(NL_EGG) + "<answer>[jouw antwoord hier]</answer>", "Dutch template placeholder: '[your answer here]'"),
    g("t_pl_ok_scale", "B", "9600000", "correct", "tag", thx(PL_REV) + "<answer>9,6 mln zł</answer>", "Polish '9.6 mln zloty' = 9,600,000"),
    g("t_pl_quarter", "A", "9600000", "wrong", "tag", thx(PL_REV) + "<answer>2,4 mln zł na kwartał</answer>", "Polish '2.4 mln zloty per quarter': the given per-quarter value"),
    g("t_tr_ok_suffix", "B", "149", "correct", "tag", thx(TR_BKS) + "<answer>Rafta 149 kitap kaldı.</answer>", "Turkish: '149 books remained on the shelf.'"),
    g("t_tr_total", "A", "149", "wrong", "tag", thx(TR_BKS) + "<answer>Toplam 168 kitap var.</answer>", "Turkish: 'There are 168 books in total.' - before borrowing"),
    g("t_ar_ok_indic", "B", "720", "correct", "tag", thx(EGG) + "<answer>عدد البيض هو ٧٢٠ بيضة.</answer>", "Arabic with Arabic-Indic digits: 'The number of eggs is 720 eggs.'"),
    g("t_fa_wrong_digits", "A", "720", "wrong", "tag", thx(EGG) + "<answer>۱۸۰ تخم‌مرغ در هفته</answer>", "Persian digits: '180 eggs per week' - subtotal"),
    g("t_hi_ok_lakh", "B", "9600000", "correct", "tag", thx(HI_REV) + "<answer>कंपनी की सालाना आय 96 लाख रुपये है।</answer>", "Hindi: 'The company's yearly income is 96 lakh rupees.' 96 lakh = 9,600,000"),
    g("t_bn_two_values", "A", "149", "wrong", "tag", thx(BKS) + "<answer>১৪৯ অথবা ১৬৮</answer>", "Bengali digits: '149 or 168' - a hedge"),
    m("t_m_zh_ok_box", "B", G_P, "correct", "tag", thx(P + "，化简得 $\\frac{5}{12}$。") + "<answer>概率为 $\\boxed{\\frac{5}{12}}$。</answer>", "Chinese: 'The probability is \\boxed{5/12}.'"),
    m("t_m_ru_unsimplified_wrong", "A", G_P, "wrong", "tag", thx(P) + "<answer>Вероятность равна $\\frac{15}{32}$.</answer>", "Russian: 'The probability equals 15/32.' - wrong denominator"),
    m("t_m_es_ok_interval", "B", G_INT, "correct", "tag", thx(INT) + "<answer>El conjunto solución es el intervalo abierto $(1, 4)$.</answer>", "Spanish: 'The solution set is the open interval (1, 4).'"),
    m("t_m_de_closed", "A", G_INT, "wrong", "tag", thx(INT) + "<answer>Die Lösungsmenge ist $[1, 4]$.</answer>", "German: 'The solution set is [1, 4].' - closed interval, wrong for a strict inequality"),
    m("t_m_ja_ok_matrix", "B", G_MAT, "correct", "tag", thx(MAT) + "<answer>逆行列は $\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$ である。</answer>", "Japanese: 'The inverse matrix is [[3,-1],[-5,2]].'"),
    m("t_m_fr_selfcorr", "A", G_COMB, "wrong", "tag", thx(COMB + " = 84") + "<answer>84, ou plutôt $\\binom{9}{2} = 36$.</answer>", "French in-tag correction: '84, or rather C(9,2) = 36' - the corrected 36 is final"),
    m("t_m_vi_ok_sentence", "B", G_SYS, "correct", "tag", thx(SYS) + "<answer>Nghiệm của hệ là $(x, y) = (3, 4)$.</answer>", "Vietnamese: 'The solution of the system is (x, y) = (3, 4).'"),

    # ================================================================ 2. phrase + #### (h_)
    g("h_zh_disagree", "A", "720", "wrong", "hash", ZH_EGG_L + "答：四周共产蛋720个。\n#### 180", "phrase 720, #### 180: two different final answers"),
    g("h_ja_ok_unit_after_hash", "B", "1270", "correct", "hash", JA_CAR_L + "答え：毎月1,270ドル\n#### 1,270ドル", "Japanese 'Answer: 1,270 dollars a month', #### 1,270 with the dollar word ドル after"),
    g("h_ko_hash_then_other", "A", "149", "wrong", "hash", KO_BKS_L + "#### 149\n최종 답: 168권", "#### 149 then Korean 'Final answer: 168 books'"),
    g("h_ru_ok_comma", "B", "297.5", "correct", "hash", RU_TRN_L + "Ответ: поезд проедет 297,5 км.\n#### 297,5", "Russian: 'Answer: the train travels 297.5 km.' decimal comma after ####"),
    g("h_ru_hash_thousands", "A", "297.5", "wrong", "hash", RU_TRN_L + "Ответ: 297,5 км.\n#### 297 5", "#### '297 5' with a space: read as 2975 or two numbers, not 297.5", True),
    g("h_uk_ok", "B", "-19", "correct", "hash", UK_TMP_L + "Відповідь: о 18:00 буде −19 °C.\n#### −19", "Ukrainian: 'Answer: at 18:00 it will be -19 C.' (the time 18:00 before the value)"),
    g("h_uk_sign", "A", "-19", "wrong", "hash", UK_TMP_L + "Відповідь: 19 градусів морозу.\n#### 19", "Ukrainian '19 degrees of frost' means -19, but the #### value is 19", True),
    g("h_es_ok_money", "B", "12.15", "correct", "hash", ES_FRU_L + "Respuesta: gastó 12,15 euros.\n#### 12,15 €", "Spanish 'Answer: she spent 12.15 euros.' #### 12,15 EUR"),
    g("h_es_phrase_only_part", "A", "12.15", "wrong", "hash", ES_FRU_L + "Respuesta: las peras costaron 4,80 €.\n#### 4,80", "Spanish: 'Answer: the pears cost 4.80 EUR.'"),
    g("h_pt_hash_decimal_read", "A", "13500", "wrong", "hash", PT_POP_L + "Resposta: cerca de 13,5 mil habitantes.\n#### 13,5", "#### 13,5 is 13.5; 'about 13.5 thousand' in the phrase does not carry into the #### value", True),
    g("h_fr_ok_space", "B", "9600000", "correct", "hash", REV_L + "Réponse : le chiffre d'affaires annuel est de 9 600 000 €.\n#### 9 600 000", "French: 'Answer: the annual turnover is 9,600,000 EUR.' space thousands separators (also after ####)"),
    g("h_fr_milliards", "A", "9600000", "wrong", "hash", REV_L + "Réponse : 9,6 milliards d'euros.\n#### 9,6 milliards", "French '9.6 milliards' = 9.6 billion, a thousand times the gold"),
    g("h_de_rest", "A", "1270", "wrong", "hash", DE_CAR_L + "Antwort: Es bleiben 15.240 € zu zahlen.\n#### 15.240", "German: 'Answer: 15,240 EUR remain to be paid.'"),
    g("h_pl_ok_space", "B", "9600000", "correct", "hash", PL_REV_L + "Odpowiedź: 9 600 000 zł rocznie.\n#### 9 600 000", "Polish: 'Answer: 9,600,000 zloty a year.' (rocznie = yearly, the asked period)"),
    g("h_tr_ok_apostrophe", "B", "149", "correct", "hash", TR_BKS_L + "Cevap: 149'dur.\n#### 149", "Turkish 'Answer: it is 149.' with the suffix '-dur after an apostrophe"),
    g("h_sv_ok", "B", "210", "correct", "hash", FLM_L + "Svar: Föreställningen tar 210 minuter.\n#### 210", "Swedish: 'Answer: The showing takes 210 minutes.'"),
    g("h_da_hash_hours", "A", "210", "wrong", "hash", FLM_L + "Svar: 3½ timer.\n#### 3,5", "Danish 'Answer: 3 1/2 hours.' - other unit"),
    g("h_no_ok", "B", "13500", "correct", "hash", POP_L + "Svar: Byen får 13 500 innbyggere.\n#### 13 500", "Norwegian: 'Answer: The town gets 13,500 inhabitants.' space separator"),
    g("h_fi_ok", "B", "1270", "correct", "hash", FI_CAR_L + "Vastaus: kuukausierä on 1 270 euroa.\n#### 1 270", "Finnish: 'Answer: the monthly instalment is 1,270 euros.'"),
    g("h_fi_empty_hash", "A", "1270", "no_answer", "hash", FI_CAR_L + "Vastaus:\n####", "Finnish 'Answer:' with nothing, empty ####; the gold only in the working"),
    g("h_hu_ok", "B", "297.5", "correct", "hash", TRN_L + "Válasz: a vonat 297,5 km-t tesz meg.\n#### 297,5", "Hungarian: 'Answer: the train covers 297.5 km.' (km-t accusative suffix)"),
    g("h_sk_drop", "A", "-19", "wrong", "hash", TMP_L + "Odpoveď: Teplota klesne o 15 °C.\n#### 15", "Slovak: 'Answer: The temperature drops by 15 C.' - the drop"),
    g("h_ro_ok", "B", "12.15", "correct", "hash", FRU_L + "Răspuns: 12,15 lei.\n#### 12,15", "Romanian: 'Answer: 12.15 lei.'"),
    g("h_sr_ok", "B", "149", "correct", "hash", BKS_L + "Одговор: остало је 149 књига.\n#### 149", "Serbian Cyrillic: 'Answer: 149 books are left.'"),
    g("h_bg_other", "A", "149", "wrong", "hash", BKS_L + "Отговор: 168 книги.\n#### 168", "Bulgarian: 'Answer: 168 books.' - before borrowing"),
    m("h_m_ru_ok", "B", G_COMB, "correct", "hash", COMB_L + " = 84.\nОтвет: 84 способа.\n#### 84", "Russian: 'Answer: 84 ways.' MATH with ####"),
    m("h_m_pt_disagree", "A", G_BASE, "wrong", "hash", BASE_L + " = 298.\nResposta: 298.\n#### 289", "Portuguese 'Answer: 298.' then #### 289: two different final answers"),

    # ================================================================ 3. exactness (x_)
    g("x_de_rounded", "A", "12.15", "wrong", "phrase", FRU_L + "Sie zahlt insgesamt rund 12 €.", "German: 'She pays about 12 EUR in total.' - rounded"),
    g("x_fr_truncated", "A", "297.5", "wrong", "phrase", TRN_L + "Le train parcourt donc environ 297 km.", "French: 'So the train covers about 297 km.' truncated"),
    g("x_es_ok_thousands", "B", "13500", "correct", "phrase", POP_L + "Por lo tanto, la ciudad tendrá 13.500 habitantes.", "Spanish: 'Therefore the town will have 13,500 inhabitants.' thousands dot"),
    g("x_es_decimal_misread", "A", "13500", "wrong", "phrase", POP + "Por lo tanto, la ciudad tendrá 13,5 habitantes.", "Spanish '13,5 habitantes' is 13.5 inhabitants, not 13,500 (Spanish writes thousands with a dot)"),
    g("x_ru_ok_mln", "B", "9600000", "correct", "phrase", REV + "Ответ: 9,6 млн руб.", "Russian 'Answer: 9.6 mln roubles' = 9,600,000"),
    g("x_ru_mlrd", "A", "9600000", "wrong", "phrase", REV_L + "Ответ: 9,6 млрд руб.", "Russian '9.6 mlrd' = 9.6 billion"),
    g("x_zh_ok_wan", "B", "9600000", "correct", "phrase", REV_L + "所以全年收入为960万元。", "Chinese: 'So the annual revenue is 960 wan (10^4) yuan' = 9,600,000"),
    g("x_zh_yi", "A", "9600000", "wrong", "phrase", REV + "所以全年收入为960亿元。", "Chinese '960 yi (10^8) yuan' = 96,000,000,000"),
    g("x_zh_ok_wan_decimal", "B", "13500", "correct", "phrase", POP_L + "因此，该镇人口将达到1.35万人。", "Chinese: 'So the town's population will reach 1.35 wan people' = 13,500"),
    g("x_ja_ok_man", "B", "9600000", "correct", "phrase", REV_L + "したがって、年間売上は960万円です。", "Japanese: 'So the annual sales are 9.6 million yen (960 man)'"),
    g("x_ko_ok_man", "B", "13500", "correct", "phrase", POP_L + "따라서 인구는 1만 3,500명이 됩니다.", "Korean: 'So the population becomes 13,500 people (1 man 3,500)'"),
    g("x_hi_ok_indian_grouping", "B", "9600000", "correct", "phrase", HI_REV_L + "अतः कंपनी की वार्षिक आय ₹96,00,000 है।", "Hindi: 'So the company's annual income is Rs 96,00,000' (Indian grouping = 9,600,000)"),
    g("x_hi_crore", "A", "9600000", "wrong", "phrase", HI_REV_L + "अतः कंपनी की वार्षिक आय 96 करोड़ रुपये है।", "Hindi '96 crore rupees' = 960,000,000 (crore = 10^7, not lakh)"),
    g("x_ur_ok_lakh", "B", "9600000", "correct", "phrase", REV_L + "لہٰذا سالانہ آمدنی 96 لاکھ روپے ہے۔", "Urdu: 'So the annual income is 96 lakh rupees.'"),
    g("x_it_share", "A", "67.5", "wrong", "phrase", IT_PCT_L + "Quindi la frazione di promossi è 0,675.", "Italian: 'So the fraction that passed is 0.675.' - a share where the percent is asked", True),
    g("x_no_ok_kr", "B", "12.15", "correct", "phrase", FRU + "Hun betaler altså kr 12,15 totalt.", "Norwegian: 'So she pays NOK 12.15 in total.'"),
    g("x_cs_ok_space", "B", "1270", "correct", "phrase", CAR_L + "Měsíční splátka tedy činí 1 270 Kč.", "Czech: 'So the monthly instalment comes to 1,270 CZK.'"),
    g("x_cs_ok_comma_dash", "B", "1270", "correct", "phrase", CAR_L + "Měsíční splátka je 1 270,- Kč.", "Czech price notation '1 270,- Kč' (,- marks a whole amount)", True),
    g("x_pl_approx", "A", "297.5", "wrong", "phrase", TRN + "Pociąg przejedzie ok. 300 km.", "Polish: 'The train will travel approx. 300 km.'"),
    g("x_tr_ok_comma", "B", "67.5", "correct", "phrase", PCT_L + "Sınavı geçen öğrencilerin oranı %67,5'tir.", "Turkish: 'The share of students who passed is 67.5%.' (percent sign before the number)"),
    g("x_hu_ok_space", "B", "9600000", "correct", "phrase", REV + "Tehát az éves bevétel 9 600 000 forint.", "Hungarian: 'So the annual revenue is 9,600,000 forints.'"),
    g("x_fi_ok_words", "B", "210", "correct", "phrase", FLM + "Näytös kestää siis kaksisataakymmenen minuuttia.", "Finnish: 'So the showing lasts two hundred and ten minutes.' (number word kaksisataakymmenen, the noun in the partitive)"),
    g("x_ch_ok_apostrophe", "B", "13500", "correct", "phrase", POP + "Die Stadt hat danach 13'500 Einwohner.", "Swiss German apostrophe thousands separator: 'The town then has 13,500 inhabitants.'"),
    m("x_m_de_decimal_irrational", "A", G_SQ, "wrong", "boxed", SQ_L + " $\\approx 6{,}93$. Also ist $\\sqrt{48} \\approx \\boxed{6{,}93}$.", "German: 'So sqrt48 is about 6.93' - a decimal for 4sqrt3"),
    m("x_m_fr_ok_sqrt", "B", G_SQ, "correct", "boxed", SQ_L + ". Donc $\\sqrt{48} = \\boxed{4\\sqrt{3}}$.", "French 'Donc' (so) then the box"),
    m("x_m_es_decimal_repeating", "A", G_REP, "wrong", "boxed", REP_L + ". Así que la fracción es aproximadamente $\\boxed{0{,}36}$.", "Spanish: 'So the fraction is approximately 0.36' - not 4/11"),
    m("x_m_it_ok_unsimplified", "B", G_REP, "correct", "boxed", REP_L + ". Quindi la frazione è $\\boxed{\\frac{36}{99}}$.", "Italian: 'So the fraction is 36/99' = 4/11 unsimplified"),
    m("x_m_ru_decimal_prob", "A", G_P, "wrong", "boxed", P_L + " $\\approx 0{,}42$. Ответ: $\\boxed{0{,}42}$.", "Russian 'Answer: 0.42' for 5/12 = 0.41666..."),
    m("x_m_pl_ok_equiv", "B", G_P, "correct", "boxed", P_L + ". Odpowiedź: $\\boxed{\\frac{15}{36}}$.", "Polish 'Answer:' 15/36 = 5/12"),
    m("x_m_ja_radian", "A", G_DEG, "wrong", "boxed", DEG_L + "。よって答えは $\\boxed{\\frac{7\\pi}{4}}$ です。", "Japanese 'So the answer is 7pi/4' - the given radians restated; degrees are not radians"),
    m("x_m_zh_ok_deg", "B", G_DEG, "correct", "boxed", DEG_L + " $= 315^\\circ$。\n所以答案是 $\\boxed{315^\\circ}$。", "Chinese: 'So the answer is 315 degrees.'"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_zh_not", "A", "720", "no_answer", "phrase", ZH_EGG_L + "答案不是720。", "Chinese: 'The answer is not 720.' nothing else asserted"),
    g("n_zh_ok_not_other", "B", "720", "correct", "phrase", ZH_EGG + "答案不是180，而是720。", "Chinese: 'The answer is not 180 but 720.'"),
    g("n_ja_not_gold_but", "A", "720", "wrong", "phrase", EGG_L + "答えは720個ではなく、900個です。", "Japanese: 'The answer is not 720 but 900.'"),
    g("n_ko_ok_not_other", "B", "149", "correct", "phrase", KO_BKS_L + "답은 168권이 아니라 149권입니다.", "Korean: 'The answer is not 168 books but 149 books.'"),
    g("n_ru_ne", "A", "297.5", "wrong", "phrase", RU_TRN + "Ответ не 297,5 км, а 255 км.", "Russian: 'The answer is not 297.5 km but 255 km.'"),
    g("n_ru_ok_ne_other", "B", "297.5", "correct", "phrase", RU_TRN_L + "Ответ: не 255, а 297,5 км.", "Russian: 'Answer: not 255 but 297.5 km.'"),
    g("n_uk_wrong_mark", "A", "-19", "wrong", "phrase", UK_TMP + "Відповідь: −19 °C (неправильно).", "Ukrainian: 'Answer: -19 C (incorrect).' - the model annotates its own answer as wrong"),
    g("n_es_no_es_only", "A", "12.15", "no_answer", "phrase", ES_FRU + "La respuesta no es 12,15 €.", "Spanish: 'The answer is not 12.15 EUR.' nothing else"),
    g("n_pt_strike_md", "A", "13500", "wrong", "phrase", PT_POP_L + "Resposta: ~~13.500~~ 12.500 habitantes.", "Portuguese: 'Answer: ~~13,500~~ 12,500 inhabitants.' the gold struck, another value after"),
    g("n_pt_ok_strike_other", "B", "13500", "correct", "phrase", PT_POP + "Resposta: ~~12.500~~ 13.500 habitantes.", "Portuguese: the wrong value struck, 13,500 after"),
    g("n_fr_pas", "A", "210", "no_answer", "phrase", FR_FLM_L + "Ce n'est pas 210 minutes.", "French: 'It is not 210 minutes.'"),
    g("n_de_falsch", "A", "1270", "wrong", "boxed", DE_CAR_L + "$\\boxed{1270}$ (falsch)", "German '(wrong)' after the box"),
    g("n_de_ok_nicht_sondern", "B", "1270", "correct", "phrase", DE_CAR + "Die Rate beträgt nicht 15.240 €, sondern 1.270 € pro Monat.", "German: 'The instalment is not 15,240 EUR but 1,270 EUR per month.'"),
    g("n_it_barrato", "A", "67.5", "no_answer", "boxed", IT_PCT_L + "Risposta: $\\boxed{\\sout{67{,}5}}$", "Italian 'Answer:' a struck box with nothing else"),
    g("n_nl_niet", "A", "720", "wrong", "phrase", NL_EGG_L + "Het antwoord is niet 720 maar 180.", "Dutch: 'The answer is not 720 but 180.'"),
    g("n_pl_ok_nie", "B", "9600000", "correct", "phrase", PL_REV_L + "Odpowiedź: nie 2,4 mln, lecz 9,6 mln zł.", "Polish: 'Answer: not 2.4 mln but 9.6 mln zloty.'"),
    g("n_tr_degil", "A", "149", "no_answer", "phrase", TR_BKS_L + "Cevap 149 değil.", "Turkish: 'The answer is not 149.'"),
    g("n_ar_laysa", "A", "720", "no_answer", "phrase", EGG_L + "الجواب ليس 720.", "Arabic: 'The answer is not 720.'"),
    g("n_he_ok_lo_ela", "B", "720", "correct", "phrase", EGG + "התשובה היא לא 180 אלא 720.", "Hebrew: 'The answer is not 180 but 720.'"),
    g("n_fa_cross", "A", "720", "wrong", "boxed", EGG_L + "پاسخ: $\\boxed{720}$ ✗", "Persian 'Answer:' box with a cross mark"),
    g("n_hi_ok_check", "B", "9600000", "correct", "phrase", HI_REV + "उत्तर: 96,00,000 रुपये ✓", "Hindi 'Answer: 96,00,000 rupees' with a check mark"),
    g("n_bn_noy", "A", "149", "no_answer", "phrase", BKS + "উত্তর ১৪৯ নয়।", "Bengali: 'The answer is not 149.'"),
    g("n_vi_ok_khong_phai", "B", "210", "correct", "phrase", FLM_L + "Đáp án không phải 190 phút mà là 210 phút.", "Vietnamese: 'The answer is not 190 minutes but 210 minutes.'"),
    g("n_id_bukan", "A", "1270", "wrong", "phrase", CAR + "Jawabannya bukan 1.270, melainkan 15.240.", "Indonesian: 'The answer is not 1,270 but 15,240.'"),
    g("n_ms_ok_bukan", "B", "1270", "correct", "phrase", CAR_L + "Jawapannya bukan 15,240 tetapi 1,270 sebulan.", "Malay: 'The answer is not 15,240 but 1,270 a month.' (comma thousands, as Malaysia writes)"),
    g("n_el_ok", "B", "-19", "correct", "phrase", TMP_L + "Η απάντηση δεν είναι −15 αλλά −19 βαθμοί.", "Greek: 'The answer is not -15 but -19 degrees.'"),
    g("n_sw_si", "A", "12.15", "wrong", "phrase", FRU_L + "Jibu si 12.15 bali ni 7.35.", "Swahili: 'The answer is not 12.15 but 7.35.'"),
    m("n_m_ru_neq", "A", G_CPX, "no_answer", "boxed", CPX_L + ". Ответ: $\\boxed{\\neq 11 + 10i}$", "Russian 'Answer:' a box holding not-equal gold"),
    m("n_m_de_ok_cancel_working", "B", G_SQ, "correct", "boxed", "$\\sqrt{48} = \\sqrt{\\cancel{16} \\cdot 3}$... nein: $\\sqrt{16 \\cdot 3} = 4\\sqrt{3}$. Ergebnis: $\\boxed{4\\sqrt{3}}$", "German 'no:' in the working, 'Result:' box the gold"),
    m("n_m_es_sout", "A", G_POLY, "wrong", "boxed", POLY_L + ". Resultado: $\\boxed{\\sout{3x^2 - 10x - 8}\\ 3x^2 - 14x - 8}$", "Spanish 'Result:' gold struck with \\sout, 3x^2 - 14x - 8 after"),
    m("n_m_fr_ok_note", "B", G_BASE, "correct", "boxed", BASE_L + " $= \\boxed{298}$ (en base 10)", "French '(in base 10)' annotation"),
    m("n_m_zh_wrong_note", "A", G_ROOTS, "wrong", "boxed", ROOTS_L + "\n所以 $x = \\boxed{-2, 7}$（这个答案是错的）", "Chinese '(this answer is wrong)' after the box"),
    m("n_m_it_ok_not_other", "B", G_ROOTS, "correct", "boxed", ROOTS_L + " Le radici non sono $2$ e $-7$, ma $\\boxed{-2, 7}$.", "Italian: 'The roots are not 2 and -7 but -2, 7.'"),

    # ================================================================ 5. words after a number (u_)
    g("u_zh_ok_classifier", "B", "720", "correct", "hash", ZH_EGG_L + "#### 720个鸡蛋", "Chinese classifier and noun after ####: '720 eggs'"),
    g("u_zh_dozen", "A", "720", "wrong", "phrase", ZH_EGG_L + "答案是720打鸡蛋。", "Chinese '720 dozen (打) eggs' = 8640"),
    g("u_zh_ok_dozen_equiv", "B", "720", "correct", "phrase", ZH_EGG + "一共60打，即720个鸡蛋。", "Chinese: '60 dozen in all, that is 720 eggs.' the last value is the gold"),
    g("u_zh_fewer", "A", "149", "wrong", "phrase", BKS_L + "答案是少了19本。", "Chinese: 'The answer is 19 fewer books.' - the borrowed count"),
    g("u_ja_per_week", "A", "720", "wrong", "phrase", EGG_L + "答え：週に180個", "Japanese: 'Answer: 180 a week'"),
    g("u_ko_less", "A", "149", "wrong", "phrase", KO_BKS + "답: 19권 적다", "Korean: 'Answer: 19 books fewer'"),
    g("u_ru_menshe", "A", "149", "wrong", "phrase", BKS_L + "Ответ: на 19 книг меньше.", "Russian: 'Answer: 19 books fewer.'"),
    g("u_uk_mln", "A", "13500", "wrong", "phrase", POP_L + "Відповідь: 13,5 млн мешканців.", "Ukrainian 'Answer: 13.5 mln inhabitants' = 13,500,000"),
    g("u_uk_ok_tys", "B", "13500", "correct", "phrase", POP_L + "Відповідь: 13,5 тис. мешканців.", "Ukrainian: 'Answer: 13.5 thousand (тис.) inhabitants.' = 13,500"),
    g("u_es_ok_mil", "B", "13500", "correct", "phrase", POP + "Respuesta: 13 mil 500 habitantes.", "Spanish '13 mil 500' = 13,500"),
    g("u_es_docenas", "A", "720", "wrong", "phrase", EGG + "Respuesta: 720 docenas de huevos.", "Spanish '720 dozen eggs' = 8640"),
    g("u_es_ok_docenas_equiv", "B", "720", "correct", "phrase", EGG_L + "Respuesta: 60 docenas, es decir, 720 huevos.", "Spanish: '60 dozen, that is, 720 eggs.'"),
    g("u_pt_ok_reais", "B", "12.15", "correct", "hash", FRU_L + "#### R$ 12,15", "Brazilian reais before the value after ####"),
    g("u_pt_a_menos", "A", "149", "wrong", "phrase", BKS + "Resposta: 19 livros a menos.", "Portuguese: '19 books fewer.'"),
    g("u_fr_de_moins", "A", "-19", "wrong", "phrase", TMP + "Réponse : 15 degrés de moins.", "French: '15 degrees less' - the drop"),
    g("u_de_dutzend", "A", "720", "wrong", "phrase", EGG_L + "Antwort: 720 Dutzend Eier.", "German '720 dozen eggs'"),
    g("u_it_ok_minuti", "B", "210", "correct", "hash", FLM_L + "#### 210 minuti", "Italian 'minutes' after ####"),
    g("u_it_ore", "A", "210", "wrong", "hash", FLM + "#### 3,5 ore", "Italian '3.5 hours' after ####: the other unit"),
    g("u_pl_mniej", "A", "149", "wrong", "phrase", BKS_L + "Odpowiedź: o 19 książek mniej.", "Polish: '19 books fewer.'"),
    g("u_tr_ok_tl", "B", "1270", "correct", "phrase", CAR_L + "Cevap: aylık 1.270 TL.", "Turkish: 'Answer: 1,270 TL monthly.'"),
    g("u_tr_eksi", "A", "-19", "wrong", "phrase", TMP_L + "Cevap: 19 derece.", "Turkish '19 degrees' without 'eksi' (minus): sign lost"),
    g("u_tr_ok_eksi", "B", "-19", "correct", "phrase", TMP_L + "Cevap: eksi 19 derece.", "Turkish 'minus 19 degrees' in words"),
    g("u_ar_ok_riyal", "B", "1270", "correct", "phrase", CAR + "الجواب: 1270 ريالاً شهرياً.", "Arabic: 'Answer: 1270 riyals monthly.'"),
    g("u_fa_ok_toman", "B", "9600000", "correct", "phrase", REV_L + "پاسخ: ۹٬۶۰۰٬۰۰۰ تومان", "Persian digits with the Arabic thousands separator: 'Answer: 9,600,000 toman'"),
    g("u_id_ok_rupiah", "B", "9600000", "correct", "phrase", REV_L + "Jawaban: Rp9.600.000", "Indonesian rupiah with thousands dots"),
    g("u_ms_kurang", "A", "149", "wrong", "phrase", BKS_L + "Jawapan: 19 buah buku lebih sedikit.", "Malay: 'Answer: 19 books fewer (lebih sedikit).'"),
    g("u_th_ok_baht", "B", "1270", "correct", "phrase", CAR_L + "ดังนั้น ต้องผ่อนเดือนละ 1,270 บาท", "Thai: 'So the instalment is 1,270 baht a month.'"),
    g("u_sw_ok_mayai", "B", "720", "correct", "phrase", EGG + "Jibu: mayai 720.", "Swahili noun before the value: 'Answer: eggs 720.'"),
    g("u_ta_ok_muttai", "B", "720", "correct", "phrase", EGG_L + "விடை: 720 முட்டைகள்.", "Tamil: 'Answer: 720 eggs.'"),
    m("u_m_ru_ok_kv", "B", G_SQ, "correct", "boxed", SQ + " $= \\boxed{4\\sqrt{3}\\text{ см}}$", "Russian unit 'cm' inside the box"),
    m("u_m_de_ok_grad", "B", G_DEG, "correct", "boxed", DEG + " $= \\boxed{315\\text{ Grad}}$", "German 'degrees' (Grad) as a word in the box"),
    m("u_m_fr_rad", "A", G_DEG, "wrong", "boxed", DEG_L + " donc $\\boxed{315 \\text{ rad}}$", "French: 315 rad is not 315 degrees"),

    # ================================================================ 6. retractions and after-text (r_)
    g("r_zh_gengzheng", "A", "720", "wrong", "hash", ZH_EGG_L + "#### 720\n\n更正：题目说的是5周，所以是180 × 5 = 900个。", "Chinese 'Correction: the problem said 5 weeks, so 180 x 5 = 900.' after the answer"),
    g("r_zh_ok_check", "B", "720", "correct", "hash", ZH_EGG_L + "#### 720\n\n检验：720 ÷ 4 ÷ 36 = 5，正确。", "Chinese 'Check: 720 / 4 / 36 = 5, correct.' after the answer"),
    g("r_ja_matte", "A", "1270", "wrong", "phrase", JA_CAR_L + "答えは1,270ドルです。\n\n待って、頭金は3,800ドルでした。18,440 − 3,800 = 14,640、14,640 ÷ 12 = 1,220。答えは1,220ドルです。", "Japanese 'Wait, the down payment was 3,800... The answer is 1,220 dollars.' after 1,270"),
    g("r_ja_ok_kenzan", "B", "1270", "correct", "phrase", JA_CAR + "答えは1,270ドルです。\n\n検算：1,270 × 12 = 15,240、15,240 + 3,200 = 18,440。合っています。", "Japanese 'Verification: 1,270 x 12 = 15,240, + 3,200 = 18,440. It matches.'"),
    g("r_ko_jeongjeong", "A", "149", "wrong", "phrase", KO_BKS_L + "답: 149권\n\n정정: 19권이 아니라 29권을 빌려 갔으므로 168 − 29 = 139권입니다.", "Korean 'Correction: 29 books were borrowed, not 19, so 168 - 29 = 139.'"),
    g("r_ru_oshibka", "A", "297.5", "wrong", "phrase", RU_TRN_L + "Ответ: 297,5 км.\n\nОй, я ошибся: поезд ехал 2,5 часа, значит 85 × 2,5 = 212,5 км.", "Russian 'Oops, I made a mistake: the train went 2.5 hours, so 212.5 km.'"),
    g("r_ru_ok_proverka", "B", "297.5", "correct", "phrase", RU_TRN + "Ответ: 297,5 км.\n\nПроверка: 297,5 : 3,5 = 85 км/ч. Всё сходится.", "Russian 'Check: 297.5 / 3.5 = 85 km/h. It all adds up.'"),
    g("r_uk_ni_zachekaite", "A", "-19", "wrong", "phrase", UK_TMP_L + "Відповідь: −19 °C.\n\nНі, зачекайте, температура падала 4 години, тож −4 − 12 = −16 °C.", "Ukrainian 'No, wait, it fell for 4 hours, so -16 C.'"),
    g("r_es_espera", "A", "12.15", "wrong", "phrase", ES_FRU_L + "Respuesta: 12,15 €.\n\nEspera, me equivoqué: eran 2 kg de peras, así que 7,35 + 6,40 = 13,75 €.", "Spanish 'Wait, I was wrong: it was 2 kg of pears, so 13.75 EUR.'"),
    g("r_pt_alias", "A", "13500", "wrong", "phrase", PT_POP_L + "Resposta: 13.500 habitantes.\n\nAliás, corrigindo: o aumento era de 18%, então 12.500 + 2.250 = 14.750.", "Portuguese 'Actually, correcting: the rise was 18%, so 14,750.'"),
    g("r_pt_ok_formatting", "B", "13500", "correct", "phrase", PT_POP_L + "Resposta: 13.500 habitantes.\n\nEditado: corrigi a formatação.", "Portuguese 'Edited: I fixed the formatting.'"),
    g("r_fr_enfait", "A", "210", "wrong", "phrase", FR_FLM_L + "Réponse : 210 minutes.\n\nEn fait, non : l'entracte dure 25 minutes, donc 215 minutes.", "French 'Actually, no: the break lasts 25 minutes, so 215 minutes.'"),
    g("r_de_korrektur", "A", "1270", "wrong", "hash", DE_CAR_L + "#### 1270\n\nKorrektur: Die Laufzeit beträgt 10 Monate, also 15.240 € : 10 = 1.524 €.", "German 'Correction: the term is 10 months, so 1,524 EUR.'"),
    g("r_de_ok_probe", "B", "1270", "correct", "hash", DE_CAR_L + "#### 1270\n\nProbe: 12 · 1.270 € + 3.200 € = 18.440 €. ✓", "German 'Check (Probe): 12 x 1,270 + 3,200 = 18,440.'"),
    g("r_it_anzi", "A", "67.5", "wrong", "phrase", IT_PCT + "Risposta: 67,5%.\n\nAnzi no, i promossi erano 29: 29/40 = 72,5%.", "Italian 'No, actually, 29 passed: 72.5%.'"),
    g("r_nl_nee_wacht", "A", "720", "wrong", "phrase", NL_EGG_L + "Antwoord: 720 eieren.\n\nNee, wacht: het waren 6 eieren per kip, dus 36 × 6 × 4 = 864.", "Dutch 'No, wait: it was 6 eggs a hen, so 864.'"),
    g("r_tr_pardon", "A", "149", "wrong", "phrase", TR_BKS + "Cevap: 149.\n\nPardon, yanlış hesapladım: 21 kitap ödünç alınmış, yani 147.", "Turkish 'Sorry, I calculated wrongly: 21 books were borrowed, so 147.'"),
    g("r_ar_ok_tahaqquq", "B", "720", "correct", "phrase", EGG_L + "الجواب: 720 بيضة.\n\nالتحقق: 720 ÷ 4 = 180 = 36 × 5. ✓", "Arabic 'Answer: 720 eggs. Check: 720 / 4 = 180 = 36 x 5.'"),
    g("r_he_tikun", "A", "720", "wrong", "phrase", EGG + "התשובה: 720 ביצים.\n\nתיקון: מדובר ב־3 שבועות, כלומר 540 ביצים.", "Hebrew 'Correction: it is 3 weeks, that is 540 eggs.'"),
    g("r_fa_ok_barresi", "B", "210", "correct", "phrase", FLM_L + "پاسخ: ۲۱۰ دقیقه\n\nبررسی: ۲۱۰ − ۲۰ = ۱۹۰ = ۲ × ۹۵ ✓", "Persian 'Answer: 210 minutes. Check: 210 - 20 = 190 = 2 x 95.'"),
    g("r_hi_galti", "A", "9600000", "wrong", "phrase", HI_REV_L + "उत्तर: 96 लाख रुपये।\n\nमाफ़ कीजिए, गलती हो गई: तिमाही आय 25 लाख है, तो 100 लाख यानी 1 करोड़ रुपये।", "Hindi 'Sorry, a mistake: the quarterly income is 25 lakh, so 100 lakh, i.e. 1 crore rupees.'"),
    g("r_bn_ok_jachai", "B", "149", "correct", "phrase", BKS + "উত্তর: ১৪৯টি বই।\n\nযাচাই: ১৪৯ + ১৯ = ১৬৮ = ৭ × ২৪। ঠিক আছে।", "Bengali 'Answer: 149 books. Check: 149 + 19 = 168 = 7 x 24. Correct.'"),
    g("r_vi_khoan", "A", "297.5", "wrong", "phrase", TRN_L + "Đáp án: 297,5 km.\n\nKhoan đã, tàu chạy 90 km/h, nên 90 × 3,5 = 315 km.", "Vietnamese 'Hold on, the train goes 90 km/h, so 315 km.'"),
    g("r_ms_silap", "A", "1270", "wrong", "phrase", CAR_L + "Jawapan: 1,270 sebulan.\n\nMaaf, saya silap: bayaran pendahuluan ialah 2,440, jadi 16,000 ÷ 12 ≈ 1,333.33.", "Malay 'Sorry, I erred: the down payment is 2,440, so about 1,333.33.'"),
    g("r_th_ok_check", "B", "720", "correct", "phrase", EGG_L + "ดังนั้น คำตอบคือ 720 ฟอง\n\nตรวจสอบ: 720 ÷ 4 = 180 = 36 × 5 ถูกต้อง", "Thai 'So the answer is 720 eggs. Check: 720 / 4 = 180 = 36 x 5, correct.'"),
    g("r_el_diorthosi", "A", "-19", "wrong", "phrase", TMP + "Απάντηση: −19 °C.\n\nΔιόρθωση: η θερμοκρασία έπεφτε 2 βαθμούς την ώρα, άρα −4 − 10 = −14 °C.", "Greek 'Correction: it fell 2 degrees an hour, so -14 C.'"),
    g("r_cs_ok_zkouska", "B", "-19", "correct", "phrase", TMP_L + "Odpověď: −19 °C.\n\nZkouška: −19 + 15 = −4. Sedí.", "Czech 'Check: -19 + 15 = -4. It fits.'"),
    g("r_sv_nej_vanta", "A", "210", "wrong", "phrase", FLM_L + "Svar: 210 minuter.\n\nNej vänta, pausen var 30 minuter, så 220 minuter.", "Swedish 'No wait, the break was 30 minutes, so 220 minutes.'"),
    g("r_da_ok_tjek", "B", "210", "correct", "phrase", FLM + "Svar: 210 minutter.\n\nTjek: 2 · 95 + 20 = 210. Det passer.", "Danish 'Check: 2 x 95 + 20 = 210. It fits.'"),
    g("r_no_glem_det", "A", "13500", "wrong", "phrase", POP_L + "Svar: 13 500.\n\nGlem det, veksten var 6 %, så 13 250.", "Norwegian 'Forget it, the growth was 6 %, so 13,250.' (12500 * 1.06 = 13250)"),
    m("r_m_ru_ok_proverka", "B", G_ROOTS, "correct", "boxed", ROOTS + " Ответ: $\\boxed{-2, 7}$.\n\nПроверка: $(-2)^2 + 10 - 14 = 0$, $49 - 35 - 14 = 0$. Верно.", "Russian 'Check: ... Correct.' after the box"),
    m("r_m_de_doch", "A", G_CPX, "wrong", "boxed", CPX_L + " $= \\boxed{11 + 10i}$.\n\nMoment, $-8i^2 = -8$, also doch $\\boxed{-5 + 10i}$.", "German 'Wait, -8i^2 = -8, so after all -5 + 10i' (a wrong re-derivation that the model commits to)"),
    m("r_m_zh_ok_yanzheng", "B", G_SYS, "correct", "boxed", SYS_L + " 所以解为 $\\boxed{(3, 4)}$。\n\n验证：$3 + 8 = 11$，$9 - 4 = 5$。✓", "Chinese 'So the solution is (3, 4). Verify: 3 + 8 = 11, 9 - 4 = 5.'"),
    m("r_m_es_retiro", "A", G_MAT, "wrong", "boxed", MAT_L + " $\\boxed{\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}}$\n\nUn momento, me equivoqué en los signos: $\\boxed{\\begin{pmatrix} 3 & 1 \\\\ 5 & 2 \\end{pmatrix}}$.", "Spanish 'One moment, I got the signs wrong:' then another matrix"),
    m("r_m_fr_ok_pleasantry", "B", G_P, "correct", "boxed", P + " $= \\boxed{\\frac{5}{12}}$.\n\nJ'espère que cela vous aide !", "French 'I hope this helps!' after the box"),
    m("r_m_ko_ok_check", "B", G_COMB, "correct", "boxed", COMB_L + " $= \\boxed{84}$\n\n확인: $\\binom{9}{6} = 84$ 이므로 맞습니다.", "Korean 'Check: C(9,6) = 84 so it is right.'"),

    # ================================================================ 7. quoted / reported / hypothetical / other part (q_)
    g("q_zh_laoshi", "A", "720", "wrong", "phrase", "老师说答案是720，但我算的是：36 × 5 × 5 = 900。\n所以答案是900个。", "Chinese: 'The teacher said the answer is 720, but I compute 36 x 5 x 5 = 900. So the answer is 900.' - the gold only reported"),
    g("q_zh_ok_tongxue", "B", "720", "correct", "phrase", "同学算出900，但他把周数看成了5周。\n" + ZH_EGG + "所以答案是720个。", "Chinese: 'A classmate got 900 but read 5 weeks. ... So the answer is 720.'"),
    g("q_ja_ruka", "A", "1270", "no_answer", "none", "もし頭金が3,200ドルなら、毎月の支払いは1,270ドルになるでしょう。", "Japanese: 'If the down payment were 3,200 dollars, the monthly payment would be 1,270 dollars.' - only a hypothetical", True),
    g("q_ko_inyong", "A", "149", "no_answer", "none", "교과서에는 \"정답: 149권\"이라고 적혀 있습니다.", "Korean: 'The textbook says \"Answer: 149 books\".' - only a quotation"),
    g("q_ru_ok_uchebnik", "B", "297.5", "correct", "phrase", "В учебнике ответ 255 км, но там опечатка во времени.\n" + RU_TRN + "Ответ: 297,5 км.", "Russian: 'The textbook's answer is 255 km, but the time there is a typo. ... Answer: 297.5 km.'"),
    g("q_ru_drug", "A", "297.5", "wrong", "phrase", "Мой друг говорит, что ответ 297,5 км. Я считаю иначе: 85 × 3 = 255.\nОтвет: 255 км.", "Russian: 'My friend says the answer is 297.5 km. I think otherwise: 85 x 3 = 255. Answer: 255 km.'"),
    g("q_uk_yakby", "A", "-19", "no_answer", "none", "Якби температура падала 5 годин, то стало б −19 °C. Але в умові не сказано, скільки годин.", "Ukrainian: 'If the temperature fell for 5 hours, it would be -19 C. But the problem does not say how many hours.' - a hypothetical and a refusal"),
    g("q_es_si", "A", "12.15", "no_answer", "none", "Si las peras costaran 3,20 € el kilo, el total sería 12,15 €.", "Spanish: 'If the pears cost 3.20 EUR a kilo, the total would be 12.15 EUR.' - only a hypothetical"),
    g("q_pt_parte_a", "A", "13500", "wrong", "hash", "a) Com crescimento de 8%: 13.500 habitantes.\nb) Com crescimento de 10%: 12.500 + 1.250 = 13.750 habitantes.\n#### 13.750", "Portuguese parts: (a) 8% growth 13,500, (b) 10% growth 13,750; the #### is part (b)'s", True),
    g("q_fr_ok_enonce", "B", "210", "correct", "phrase", "> « Deux films de 95 minutes et un entracte de 20 minutes. »\n\n" + FR_FLM + "Réponse : 210 minutes.", "the problem quoted in French guillemets, then 'Answer: 210 minutes.'"),
    g("q_fr_dapres", "A", "210", "wrong", "phrase", "D'après le corrigé, la réponse est 210 minutes. Moi, je trouve 2 × 95 = 190 minutes.\nRéponse : 190 minutes.", "French: 'According to the answer key it is 210 minutes. I find 190. Answer: 190 minutes.'"),
    g("q_de_ok_angenommen", "B", "1270", "correct", "hash", DE_CAR + "#### 1270\n\nAngenommen, die Anzahlung wäre 0 €, dann wären es 1.536,67 € im Monat.", "German: a hypothetical AFTER the committed answer ('Suppose the down payment were 0 EUR, it would be 1,536.67 a month.')"),
    g("q_de_user_turn", "A", "1270", "wrong", "boxed", DE_CAR.replace("1.270", "1.524").replace(": 12", ": 10") + "Antwort: $\\boxed{1524}$" + IM_USER + "Falsch, es sind 12 Monate, die Antwort ist 1270.", "the gold only in an invented user turn ('Wrong, it's 12 months, the answer is 1270'); the model's own box is 1524"),
    g("q_nl_volgende_vraag", "A", "720", "wrong", "phrase", NL_EGG.replace("4 weken", "5 weken").replace("180 × 4 = 720", "180 × 5 = 900") + "Antwoord: 900 eieren.\n\nVolgende vraag: hoeveel eieren in 4 weken? Antwoord: 720.", "Dutch: answers 900 for 5 weeks, then a self-set 'Next question: how many eggs in 4 weeks? Answer: 720.' - the gold only in a self-set problem", True),
    g("q_pl_nauczyciel", "A", "9600000", "wrong", "phrase", "Nauczyciel twierdzi, że wynik to 9 600 000 zł, ale ja liczę tylko dwa kwartały: 4 800 000 zł.\nOdpowiedź: 4 800 000 zł.", "Polish: 'The teacher claims 9,600,000, but I count only two quarters: 4,800,000. Answer: 4,800,000.'"),
    g("q_ar_qala", "A", "720", "no_answer", "none", "قال المعلم: \"الجواب 720 بيضة\".", "Arabic: 'The teacher said: \"The answer is 720 eggs\".' - only a quotation"),
    g("q_he_ok", "B", "720", "correct", "phrase", "חבר שלי חשב שהתשובה היא 180, אבל זה רק לשבוע אחד.\n" + EGG + "התשובה: 720 ביצים.", "Hebrew: 'My friend thought 180, but that is one week only. ... Answer: 720 eggs.'"),
    g("q_hi_agar", "A", "9600000", "no_answer", "none", "अगर हर तिमाही की आय 24 लाख होती, तो सालाना आय 96 लाख होती।", "Hindi: 'If each quarter's income were 24 lakh, the annual income would be 96 lakh.' - only a counterfactual"),
    g("q_bn_ok", "B", "149", "correct", "phrase", "প্রশ্ন: \"কতগুলো বই বাকি রইল?\"\n" + BKS + "উত্তর: ১৪৯টি বই।", "Bengali: the question quoted ('How many books remain?'), then 'Answer: 149 books.'"),
    g("q_vi_cau_hoi", "A", "210", "no_answer", "none", "Câu hỏi: \"Tổng thời gian có phải là 210 phút không?\"", "Vietnamese: only a question 'Is the total time 210 minutes?'"),
    g("q_id_contoh", "A", "1270", "wrong", "phrase", "Contoh: jika sisa 15.240 dibagi 12, hasilnya 1.270.\nTetapi soal ini meminta sisa utang, jadi jawabannya 15.240.", "Indonesian: 'Example: if 15,240 is divided by 12 the result is 1,270. But this problem asks for the remaining debt, so the answer is 15,240.'"),
    g("q_ms_ok", "B", "1270", "correct", "phrase", "Kawan saya kata jawapannya 15,240, tetapi itu jumlah baki.\n" + CAR + "Jawapan: 1,270 sebulan.", "Malay: 'My friend said 15,240, but that is the balance. ... Answer: 1,270 a month.'"),
    g("q_th_user_turn", "A", "720", "wrong", "phrase", EGG.replace("180 * 4 = <<180*4=720>>720", "180 * 3 = <<180*3=540>>540") + "ดังนั้น คำตอบคือ 540 ฟอง" + EOT_USER + "ผิดครับ ต้องเป็น 720 ฟอง", "Thai: the model's 540, then an invented user turn 'Wrong, it should be 720 eggs.'"),
    g("q_sw_kama", "A", "12.15", "no_answer", "none", "Kama bei ya pea ingekuwa 3.20 kwa kilo, jumla ingekuwa 12.15.", "Swahili: 'If the price of pears were 3.20 a kilo, the total would be 12.15.' - only a hypothetical"),
    g("q_tl_ok", "B", "12.15", "correct", "phrase", "Sabi ng kaibigan ko, 11.15 daw, pero mali ang pagdagdag niya.\n" + FRU + "Kaya ang sagot ay 12.15.", "Tagalog: 'My friend said it was 11.15, but his adding was wrong. ... So the answer is 12.15.'"),
    g("q_ta_kelvi", "A", "720", "no_answer", "none", "கேள்வி: \"நான்கு வாரங்களில் 720 முட்டைகளா?\"", "Tamil: only a question 'Is it 720 eggs in four weeks?'"),
    g("q_ur_ok", "B", "9600000", "correct", "phrase", "استاد نے کہا تھا کہ جواب 24 لاکھ ہے، لیکن وہ صرف ایک سہ ماہی کی آمدنی ہے۔\n" + REV + "لہٰذا جواب 96 لاکھ روپے ہے۔", "Urdu: 'The teacher had said the answer is 24 lakh, but that is one quarter's income. ... So the answer is 96 lakh rupees.'"),
    m("q_m_zh_user_turn", "A", G_COMB, "wrong", "boxed", "$\\binom{9}{2} = 36$，所以答案是 $\\boxed{36}$。" + IM_USER + "不对，应该是 $\\binom{9}{3} = 84$。", "Chinese: model boxes 36, the gold only in an invented user turn ('No, it should be C(9,3) = 84.')"),
    m("q_m_ru_ok_quote", "B", G_INT, "correct", "boxed", "> Решите неравенство $|2x - 5| < 3$.\n\n" + INT + " Ответ: $x \\in \\boxed{(1, 4)}$.", "the problem quoted in Russian ('Solve the inequality'), then 'Answer: x in (1, 4).'"),
    m("q_m_es_supongamos", "A", G_CPX, "no_answer", "none", "Supongamos que el producto fuera $11 + 10i$; habría que comprobarlo.", "Spanish: 'Suppose the product were 11 + 10i; it would need checking.' - only a supposition"),
    m("q_m_de_ok_beispiel", "B", G_BASE, "correct", "boxed", "Zum Beispiel ist $12_5 = 7$. Genauso: " + BASE + " $= \\boxed{298}$.", "German 'For example 12_5 = 7. Likewise: ... 298.'"),
    m("q_m_ja_new_problem", "A", G_POLY, "wrong", "boxed", "$(x - 4)(3x + 2)$ を展開すると $\\boxed{3x^2 - 14x - 8}$。\n\n次の問題：$(x - 4)(3x + 2)$ の正しい展開は $3x^2 - 10x - 8$ である。", "Japanese: boxes 3x^2 - 14x - 8, then a self-set 'Next problem:' line stating the gold", True),
    m("q_m_fr_ok_vrai", "B", G_REP, "correct", "boxed", "Un élève a écrit « $0.\\overline{36} = \\frac{36}{100}$ », ce qui est faux.\n" + REP + " $= \\boxed{\\frac{4}{11}}$.", "French: 'A student wrote 0.(36) = 36/100, which is false.' then the box"),

    # ================================================================ 8. bad input JSON can hold (b_)
    g("b_nul_gold", "A", "720", "no_answer", "hash", EGG_L + "#### 72\x000", "a NUL inside the #### value: bad input (the brief's rule: NUL anywhere -> no_answer)"),
    g("b_nul_before_right", "A", "1270", "no_answer", "phrase", CAR + "\x00Antwort: 1.270 €.", "German 'Answer: 1,270 EUR' after a NUL: bad input (NUL anywhere)", True),
    g("b_zh_fullwidth_ok", "B", "720", "correct", "phrase", ZH_EGG + "答：共７２０个。", "Chinese 'Answer: 720 in all.' with full-width digits"),
    g("b_zh_fullwidth_other", "A", "720", "wrong", "phrase", ZH_EGG_L + "答：共１８０个。", "Chinese full-width 180: the weekly subtotal"),
    g("b_ar_rlm_ok", "B", "720", "correct", "phrase", EGG + "\u200fالجواب: \u200e720\u200e بيضة.", "Arabic 'Answer: 720 eggs' with RLM/LRM bidi marks around the number"),
    g("b_ar_indic_other", "A", "720", "wrong", "phrase", EGG_L + "الجواب: ٩٠٠ بيضة.", "Arabic-Indic 900: wrong"),
    g("b_fa_ok_digits_hash", "B", "149", "correct", "hash", BKS_L + "پاسخ: ۱۴۹ کتاب\n#### ۱۴۹", "Persian digits after ####: 'Answer: 149 books'"),
    g("b_hi_devanagari_ok", "B", "210", "correct", "phrase", FLM_L + "उत्तर: २१० मिनट।", "Hindi with Devanagari digits: 'Answer: 210 minutes.'"),
    g("b_bn_digits_other", "A", "210", "wrong", "phrase", FLM_L + "উত্তর: ১৯০ মিনিট।", "Bengali digits: 'Answer: 190 minutes.' - the films only"),
    g("b_th_digits_ok", "B", "1270", "correct", "phrase", CAR_L + "ดังนั้น ผ่อนเดือนละ ๑,๒๗๐ บาท", "Thai digits: 'So the instalment is 1,270 baht a month.'"),
    g("b_ta_ok", "B", "149", "correct", "phrase", BKS_L + "ஆகவே, மீதமுள்ள புத்தகங்கள் 149.", "Tamil: 'Therefore, the remaining books are 149.'"),
    g("b_zwsp_ok", "B", "13500", "correct", "phrase", POP_L + "Antwort: 13\u200b500 Einwohner.", "German with a zero-width space inside 13500", True),
    g("b_nbsp_ok", "B", "9600000", "correct", "phrase", REV + "Réponse : 9\u202f600\u202f000 €.", "French with narrow no-break spaces (U+202F) as thousands separators"),
    g("b_control_bel_ok", "B", "-19", "correct", "phrase", TMP_L + "\x07Відповідь: −19 °C.", "a BEL control character before Ukrainian 'Answer: -19 C'", True),
    g("b_esc_other", "A", "-19", "wrong", "phrase", TMP + "\x1b[1mВідповідь: −15 °C.\x1b[0m", "ANSI escape codes around Ukrainian 'Answer: -15 C' - wrong value"),
    g("b_huge_ok", "B", "720", "correct", "hash", th("Давайте проверим ещё раз. 36 × 5 = 180.\n" * 1500) + EGG + "#### 720", "a huge repeated Russian think block ('Let us check once more. 36 x 5 = 180.', about 60 KB) before the answer"),
    g("b_huge_cut", "A", "720", "no_answer", "none", "<think>\n" + "等一下，让我再算一遍。36 × 5 = 180。\n" * 2500, "a huge Chinese loop ('Wait, let me compute again. 36 x 5 = 180.') cut inside the think block: no answer"),
    g("b_empty", "A", "149", "no_answer", "none", "", "an empty completion"),
    g("b_only_ws", "A", "149", "no_answer", "none", " \n\u3000\n\t", "only whitespace (an ideographic space included)"),
    m("b_m_nul", "A", G_COMB, "no_answer", "boxed", COMB + " $= \\boxed{84}$\x00", "a NUL after the box: bad input"),
    m("b_m_fullwidth_ok", "B", G_BASE, "correct", "boxed", BASE + " $= \\boxed{２９８}$", "full-width digits in the box"),
    m("b_m_unclosed_box", "A", G_SQ, "no_answer", "none", SQ_L + " $= \\boxed{4\\sqrt{", "cut inside the box"),
    m("b_m_gold_space_ok", "B", " " + G_CPX + " ", "correct", "boxed", CPX + " $= \\boxed{11 + 10i}$", "a gold with spaces around it"),
    m("b_m_zwj_other", "A", G_CPX, "wrong", "boxed", CPX_L + " $= \\boxed{11 - 10\u200di}$", "a zero-width joiner in 11 - 10i: wrong sign"),
    m("b_m_ar_indic_ok", "B", G_COMB, "correct", "boxed", COMB_L + " $= \\boxed{٨٤}$\nالجواب: ٨٤", "Arabic-Indic 84 in the box and 'Answer: 84'"),
    m("b_m_crlf_ok", "B", G_POLY, "correct", "boxed", (POLY + " $= 3x^2 - 10x - 8$.\nDaher: $\\boxed{3x^2 - 10x - 8}$").replace("\n", "\r\n"), "CRLF, German 'Hence:'"),
    m("b_m_huge_ok", "B", G_P, "correct", "boxed", th("Wait, let me recount the pairs.\n" * 1800) + P + " $= \\boxed{\\frac{5}{12}}$", "a huge repeated 'Wait, let me recount' block then the box"),
    m("b_m_bom_other", "A", G_P, "wrong", "boxed", "\ufeff" + P + " $= \\boxed{\\frac{5}{36}}$", "a BOM first; 5/36"),

    # ================================================================ MATH in more languages and long formats (all classes)
    m("t_m_sv_ok_long", "B", G_ROOTS, "correct", "tag", thx("Vi faktoriserar: " + ROOTS + "\nVänta, kontroll: $7 \\cdot (-2) = -14$ och $7 + (-2) = 5$. Stämmer.\n") + "<answer>Rötterna är $x = -2$ och $x = 7$.</answer>", "Swedish R1 block with 'Wait, check' and tag: 'The roots are x = -2 and x = 7.'"),
    m("t_m_da_one_root", "A", G_ROOTS, "wrong", "tag", thx(ROOTS) + "<answer>Den positive rod er $x = 7$.</answer>", "Danish: 'The positive root is x = 7.' - one root only"),
    m("t_m_no_ok_tuple", "B", G_SYS, "correct", "tag", thx(SYS) + "<answer>Løsningen er $x = 3$, $y = 4$.</answer>", "Norwegian: 'The solution is x = 3, y = 4.'"),
    m("t_m_fi_swapped", "A", G_SYS, "wrong", "tag", thx(SYS) + "<answer>Ratkaisu on $(4, 3)$.</answer>", "Finnish: 'The solution is (4, 3).' - swapped"),
    m("t_m_sk_ok_cpx", "B", G_CPX, "correct", "tag", thx(CPX + " = 11 + 10i") + "<answer>Súčin je $11 + 10i$.</answer>", "Slovak: 'The product is 11 + 10i.'"),
    m("t_m_sr_selfcorr_ok", "B", G_CPX, "correct", "tag", thx(CPX) + "<answer>$-5 + 10i$... не, $-8i^2 = +8$, дакле $11 + 10i$.</answer>", "Serbian in-tag correction: '-5 + 10i... no, -8i^2 = +8, so 11 + 10i.' - the corrected value is the gold"),
    m("t_m_bg_ok_deg", "B", G_DEG, "correct", "tag", thx(DEG) + "<answer>Ъгълът е $315^\\circ$.</answer>", "Bulgarian: 'The angle is 315 degrees.'"),
    m("t_m_hu_ok_poly", "B", G_POLY, "correct", "tag", thx(POLY) + "<answer>A szorzat kifejtve: $3x^2 - 10x - 8$.</answer>", "Hungarian: 'The product expanded: 3x^2 - 10x - 8.'"),
    m("h_m_ro_ok", "B", G_BASE, "correct", "hash", BASE_L + " = 298.\nRăspuns: 298 în baza 10.\n#### 298", "Romanian: 'Answer: 298 in base 10.'"),
    m("h_m_cs_other_base", "A", G_BASE, "wrong", "hash", BASE_L + ".\nOdpověď: $2143_5$.\n#### 2143", "Czech 'Answer:' restates the base-5 numeral, #### 2143"),
    m("x_m_el_ok_rationalised", "B", G_SQ, "correct", "boxed", "Απλοποιούμε: " + SQ + " $= 4\\sqrt{3}$.\nΆρα $\\sqrt{48} = \\boxed{\\sqrt{3} \\cdot 4}$.", "Greek 'We simplify ... So sqrt48 = sqrt3 * 4' (the same value, factors swapped)"),
    m("x_m_he_decimal", "A", G_SQ, "wrong", "boxed", SQ_L + ".\nלכן התשובה היא $\\boxed{6.93}$.", "Hebrew 'So the answer is 6.93' - a decimal for 4sqrt3"),
    m("x_m_id_ok_percent", "B", G_P, "correct", "boxed", P_L + ".\nJadi peluangnya adalah $\\boxed{\\frac{5}{12}}$, yaitu sekitar 41,7%.", "Indonesian: 'So the probability is 5/12, that is about 41.7%.' a gloss after the box"),
    m("x_m_ms_gloss_only_decimal", "A", G_P, "wrong", "phrase", P_L + ".\nJadi, kebarangkaliannya ialah lebih kurang 0.417.", "Malay: 'So the probability is about 0.417.' - only a rounded decimal"),
    m("x_m_tr_ok_repeating", "B", G_REP, "correct", "boxed", REP + " $= \\frac{4}{11}$.\nCevap: $\\boxed{4/11}$", "Turkish 'Answer:' 4/11 with a slash"),
    m("x_m_th_decimal", "A", G_REP, "wrong", "boxed", REP_L + "\nดังนั้น คำตอบคือ $\\boxed{0.364}$", "Thai 'So the answer is 0.364' - rounded"),
    m("x_m_vi_ok_rad_deg", "B", G_DEG, "correct", "boxed", DEG_L + ".\nVậy góc đó bằng $\\boxed{315}$ độ.", "Vietnamese: 'So the angle equals 315 degrees.' (độ after the box)"),
    m("n_m_pl_nie", "A", G_MAT, "no_answer", "boxed", MAT_L + "\nOdpowiedź: macierz odwrotna nie jest równa $\\boxed{\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}}$.", "Polish: 'Answer: the inverse matrix is not equal to [[3,-1],[-5,2]].'"),
    m("n_m_nl_ok_niet_maar", "B", G_MAT, "correct", "boxed", MAT + "\nDe inverse is niet $\\begin{pmatrix} 2 & 1 \\\\ 5 & 3 \\end{pmatrix}$ maar $\\boxed{\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}}$.", "Dutch: 'The inverse is not [[2,1],[5,3]] but [[3,-1],[-5,2]].'"),
    m("n_m_uk_cancel", "A", G_P, "no_answer", "boxed", P + ".\nВідповідь: $\\boxed{\\cancel{\\frac{5}{12}}}$", "Ukrainian 'Answer:' a cancelled box"),
    m("n_m_ko_ok_check", "B", G_SQ, "correct", "boxed", SQ + "\n따라서 답은 $\\boxed{4\\sqrt{3}}$ ✓", "Korean 'So the answer is 4sqrt3' with a check mark"),
    m("u_m_sw_ok_digrii", "B", G_DEG, "correct", "phrase", DEG + ".\nKwa hiyo, jibu ni nyuzi 315.", "Swahili: 'So the answer is 315 degrees (nyuzi).'"),
    m("u_m_tl_ok_units", "B", G_SQ, "correct", "boxed", SQ_L + ".\nKaya ang sagot ay $\\boxed{4\\sqrt{3}}$ na yunit.", "Tagalog: 'So the answer is 4sqrt3 units.'"),
    m("u_m_ta_ok_ways", "B", G_COMB, "correct", "phrase", COMB_L + " = 84.\nஎனவே, 84 வழிகள் உள்ளன.", "Tamil: 'Therefore, there are 84 ways.'"),
    m("u_m_ur_more", "A", G_COMB, "wrong", "phrase", COMB + " = 84.\nلہٰذا جواب 84 گنا زیادہ ہے۔", "Urdu: 'So the answer is 84 times more.' - a changed quantity", True),
    m("r_m_sv_ok_llama", "B", G_INT, "correct", "boxed", "## Steg 1: Skriv om olikheten\n$-3 < 2x - 5 < 3$.\n\n## Steg 2: Lös\n$1 < x < 4$.\n\n" + LLAMA_END.format("(1, 4)") + "\n\nKontroll: $x = 2$ ger $|{-1}| = 1 < 3$. ✓", "Llama 3 steps in Swedish ('Step 1: rewrite the inequality', 'Step 2: solve'), 'The final answer is' box, then a check"),
    m("r_m_fi_odota", "A", G_INT, "wrong", "boxed", INT_L + " Vastaus: $\\boxed{(1, 4)}$.\n\nOdota, epäyhtälö oli $\\le$, joten vastaus on $\\boxed{[1, 4]}$.", "Finnish: 'Wait, the inequality was <=, so the answer is [1, 4].' - the later box is final"),
    m("r_m_bg_ok_qwen", "B", G_POLY, "correct", "boxed", "За да разкрием скобите, умножаваме всеки член:\n\n1. **Умножение:**\n   " + POLY + "\n\n2. **Събиране на подобните:**\n   $3x^2 - 10x - 8$\n\n" + QWEN_END.format("3x^2 - 10x - 8") + "\n\nПроверка: при $x = 1$: $(-3)(5) = -15$ и $3 - 10 - 8 = -15$. ✓", "Qwen-style steps in Bulgarian ('To expand the brackets we multiply each term', 'Multiplication', 'Collecting like terms'), box, then 'Check: at x = 1 ...'"),
    m("r_m_sr_ispravka", "A", G_POLY, "wrong", "boxed", POLY_L + " $= \\boxed{3x^2 - 10x - 8}$\n\nИсправка: $2x - 12x = -14x$, па је резултат $\\boxed{3x^2 - 14x - 8}$.", "Serbian: 'Correction: 2x - 12x = -14x, so the result is 3x^2 - 14x - 8.' (a wrong correction, but final)"),
    m("r_m_sk_ok_minerva", "B", G_SYS, "correct", "phrase", SYS_L + "\n" + MINERVA.format("$(3, 4)$") + "\n\nSkúška: $3 + 2 \\cdot 4 = 11$ a $3 \\cdot 3 - 4 = 5$. Sedí.", "Minerva line then Slovak 'Check: 3 + 2*4 = 11 and 3*3 - 4 = 5. It fits.'"),
    m("q_m_da_hypo", "A", G_SYS, "no_answer", "none", "Hvis $x = 3$, så ville $y = 4$ opfylde den første ligning; men jeg kan ikke løse systemet.", "Danish: 'If x = 3, then y = 4 would satisfy the first equation; but I cannot solve the system.' - a hypothetical and a refusal"),
    m("q_m_no_ok_r1", "B", G_MAT, "correct", "boxed", th("Læreren sa at svaret er $\\begin{pmatrix} 3 & 1 \\\\ 5 & 2 \\end{pmatrix}$, men vent, fortegnene må skiftes.\n" + MAT + "\n") + r1final(G_MAT), "R1 think in Norwegian ('The teacher said ..., but wait, the signs must change'), then the Final Answer box"),
    m("q_m_hu_tanar", "A", G_MAT, "wrong", "boxed", "A tanár szerint az inverz $\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$, de én ezt kapom: $\\boxed{\\begin{pmatrix} 3 & 1 \\\\ 5 & 2 \\end{pmatrix}}$.", "Hungarian: 'According to the teacher the inverse is [[3,-1],[-5,2]], but I get: [[3,1],[5,2]].' - the gold only reported"),
    m("q_m_ro_ok_partea", "B", G_ROOTS, "correct", "boxed", "a) Discriminantul: $25 + 56 = 81$.\nb) Rădăcinile: $x = \\frac{5 \\pm 9}{2}$, adică $\\boxed{-2, 7}$.", "Romanian parts of ONE problem: (a) 'The discriminant', (b) 'The roots: ... i.e. -2, 7'"),
    m("q_m_tl_tanong", "A", G_ROOTS, "no_answer", "none", "Tanong: Ang mga ugat ba ng $x^2 - 5x - 14 = 0$ ay $-2$ at $7$?", "Tagalog: only a question 'Are the roots of x^2 - 5x - 14 = 0 -2 and 7?'"),
    m("q_m_sw_ok", "B", G_ROOTS, "correct", "boxed", "Rafiki yangu alisema mizizi ni $2$ na $-7$, lakini tukiangalia: " + ROOTS + "\nKwa hiyo mizizi ni $\\boxed{-2, 7}$.", "Swahili: 'My friend said the roots are 2 and -7, but checking: ... So the roots are -2, 7.'"),
    m("b_m_ta_nul", "A", G_ROOTS, "no_answer", "boxed", ROOTS_L + "\nஎனவே மூலங்கள் $\\boxed{-2,\x00 7}$.", "Tamil 'So the roots are -2, 7' with a NUL in the box: bad input"),
    m("b_m_ur_rtl_ok", "B", G_COMB, "correct", "boxed", COMB_L + "\n\u200fلہٰذا جواب $\\boxed{84}$ ہے۔", "Urdu with an RLM: 'So the answer is 84.'"),
]
# fmt: on

DECISIONS = {
    "h_ru_hash_thousands": (
        "reject",
        "'297 5' after #### is not 297.5: a space is a thousands separator in Russian, and a one-digit group after it is no number; the phrase's 297,5 does not repair the marked value",
    ),
    "h_uk_sign": (
        "reject",
        "'19 degrees of frost' means -19, but the #### line marks 19; the marked value decides (round 21: a sign lost in the #### value is wrong)",
    ),
    "h_pt_hash_decimal_read": (
        "reject",
        "the #### value 13,5 is 13.5 in Portuguese; 'mil' in the phrase is not carried into the marked value",
    ),
    "x_it_share": (
        "reject",
        "a share 0.675 where the problem asks for the percent is another quantity (round 21's decision on shares)",
    ),
    "x_cs_ok_comma_dash": (
        "accept",
        "'1 270,- Kč' is the ordinary Czech way to write a whole price; ',-' means no hellers",
    ),
    "q_ja_ruka": (
        "reject",
        "only a conditional ('if the down payment were 3,200 ...'), stated as a hypothetical rather than as the answer, even though its premise is the problem's own",
    ),
    "q_pt_parte_a": (
        "reject",
        "the final #### states part (b)'s 13,750; the gold only in another part (round 21's q_other_part)",
    ),
    "q_nl_volgende_vraag": (
        "reject",
        "the model answers 900 for the question it was asked (misread as 5 weeks); 720 only in a self-set next question",
    ),
    "q_m_ja_new_problem": (
        "reject",
        "the box is 3x^2 - 14x - 8; the gold only in a self-set 'next problem' line",
    ),
    "b_nul_before_right": (
        "reject",
        "a NUL anywhere makes the pair bad input (the brief's label rule)",
    ),
    "b_zwsp_ok": ("accept", "a zero-width space is invisible; the number a reader sees is 13500"),
    "b_control_bel_ok": (
        "accept",
        "a BEL before a right answer does not change the answer; bad input only for NUL and lone surrogates",
    ),
    "u_m_ur_more": (
        "reject",
        "'84 times more' states a ratio, not the count of ways; the words change the quantity",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path("/tmp/rt114")
    write_probes("adversarial_redteam114", CASES, [], DECISIONS)
