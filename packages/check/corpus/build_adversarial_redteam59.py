r"""Build adversarial_redteam59.jsonl: a fifty-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam59", issue 25), written by a NEW helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file (or their git
history), WITHOUT looking at the earlier multilingual round, and WITHOUT running the checker or any
grader on these probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md,
corpus_build.py, build_adversarial_redteam21.py (structure) and issue 25 were read.

Aim of this round: final answers written in languages OTHER than English (Chinese, Japanese, Korean,
Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic,
Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai, Swahili, Greek, Hebrew, Czech, Romanian), as
multilingual models write them: answer phrases of the language, counted nouns, units and scale words
(万, тысяч, mil, lakh, juta, ...), decimal commas and the language's thousands separators,
negations and corrections, checks after the answer, pleasantries, someone else's claim or a
hypothetical, answer lines that disagree with a `####` line or a box, answer tags holding sentences
in the language, mixed-language outputs. Every note glosses the foreign text in English.

Problems and golds (arithmetic checked by hand, and with python on numbers only):
GSM8K
- pencils: 37 boxes of 24, 259 given away -> 629 (37*24 = 740 + 148 = 888; 888 - 259 = 629;
  check 629 + 259 = 888). Misreading 295: 888 - 295 = 593.
- rice: 10.5 kg at 8.40 a kg -> 88.2 (10 * 8.4 = 84; 0.5 * 8.4 = 4.2; 84 + 4.2 = 88.2). Slip 10 kg: 84.
- salary: 3,145 a month for 12 months plus a 2,650 bonus -> 40390 (3145 * 12 = 36000 + 1740 = 37740;
  37740 + 2650 = 40390). Without the bonus: 37740.
- temperature: 4 degrees falling 2.5 an hour for 5 hours -> -8.5 (2.5 * 5 = 12.5; 4 - 12.5 = -8.5).
  Sign lost: 8.5.
- exam: 27 of 72 pass -> 37.5 (percent) (27 / 72 = 3 / 8 = 0.375). Share: 0.375.
- tickets: 5 tickets at 18 from a budget of 90 -> 0 (5 * 18 = 90; 90 - 90 = 0).
- factory: 15,000 units a day for 24 days -> 360000 (15000 * 24 = 360000 = 36万 = 3.6 lakh =
  360 mil = 360 тысяч).
- visitors: 200,000 a month for 12 months -> 2400000 (= 240万 = 24 lakh = 2,4 juta = 2,4 млн).
MATH
- P(multiple of 7 from 1-50) -> \frac{7}{50} (7, 14, ..., 49: seven; 7/50 = 0.14).
- distance (-2, 1) to (4, 5) -> 2\sqrt{13} (6^2 + 4^2 = 52 = 4 * 13; about 7.2111).
- 3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0 -> -\frac{2}{3}, 4 (3*16 - 40 - 8 = 0; 4/3 + 20/3 - 8 = 0).
- (4 - i)(3 + 2i) -> 14 + 5i (12 + 8i - 3i - 2i^2 = 12 + 5i + 2).
- 225 degrees -> \frac{5\pi}{4} (225/180 = 5/4).
- 1432_5 -> 242 (1*125 + 4*25 + 3*5 + 2 = 125 + 100 + 15 + 2).
- |2x + 1| <= 9 -> [-5, 4] (-9 <= 2x + 1 <= 9; -10 <= 2x <= 8).
- C(15, 4) -> 1365 (15*14*13*12 = 32760; / 24 = 1365).
- 0.\overline{36} -> \frac{4}{11} (36/99 = 4/11).
- x^3 - 9x at x = 3 -> 0 (27 - 27).
- x + 2y = 13, 3x - y = 4 -> (3, 5) (y = 3x - 4; 7x - 8 = 13; x = 3; y = 5; 3 + 10 = 13, 9 - 5 = 4).
- 12/\sqrt{3} -> 4\sqrt{3} (12\sqrt3/3).
- a sector of radius 4, angle 135 degrees -> 6\pi (135/360 = 3/8; 3/8 * 16\pi = 6\pi).
- (3x - 2)(x + 5) -> 3x^2 + 13x - 10 (3x^2 + 15x - 2x - 10).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words, counted nouns and scale words;
`r_` retractions and harmless after-text; `q_` quoted, reported, hypothetical text; `b_` bad input a
JSON corpus can hold (no lone surrogates). An `_m_` after the prefix marks a MATH probe; `_ok_`
marks kind B. A language code follows (zh, ja, ko, ru, uk, es, pt, fr, de, it, nl, pl, tr, ar, fa,
hi, bn, vi, id, th, sw, el, he, cs, ro).

Kinds: "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a RIGHT final
answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md, "How labels were made"): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's claim
is not its answer; a hedge between two values, or two different final answers (an answer line that
disagrees with a `####` line or a box), is `wrong`; no final answer is `no_answer`; a value equal to
the gold mathematically (decimal comma, the language's thousands separator, a scale word such as
36万 or 3.6 lakh, a counted noun or unit) is `correct`; a decimal for an exact irrational or
repeating gold is `wrong`; a check or pleasantry after a committed answer does not replace it; an
explicit correction makes the corrected value the final one. Debatable probes carry
`"debatable": true` and the proposed decision in the note and in DECISIONS.

Size: 336 probes (kind A 164 / B 172; GSM8K 247 / MATH 89; 20 debatable, each with a decision).

Usage: cd packages/check/corpus && python3 build_adversarial_redteam59.py
"""

from corpus_build import IM_USER, LLAMA_END, MINERVA, QWEN_END, g, m, th, write_probes

# ================================================================ GSM8K working, by language
# pencils: gold 629; slip (295 read for 259): 593
PEN = {
    "zh": "37盒铅笔，每盒24支，共 37 × 24 = 888 支。\n送出259支后，剩下 888 - 259 = 629 支。\n",
    "ja": "24本入りの箱が37箱なので、37 × 24 = 888本です。\n259本をあげたので、888 - 259 = 629本残ります。\n",
    "ko": "한 상자에 24자루씩 37상자이므로 37 × 24 = 888자루입니다.\n259자루를 나눠 주었으므로 888 - 259 = 629자루가 남습니다.\n",
    "ru": "В 37 коробках по 24 карандаша: 37 · 24 = 888 карандашей.\nПосле того как отдали 259, осталось 888 - 259 = 629 карандашей.\n",
    "uk": "У 37 коробках по 24 олівці: 37 · 24 = 888 олівців.\nПісля того як віддали 259, залишилося 888 - 259 = 629 олівців.\n",
    "es": "Hay 37 cajas de 24 lápices: 37 × 24 = 888 lápices.\nDespués de regalar 259, quedan 888 - 259 = 629 lápices.\n",
    "pt": "São 37 caixas com 24 lápis cada: 37 × 24 = 888 lápis.\nDepois de doar 259, restam 888 - 259 = 629 lápis.\n",
    "fr": "Il y a 37 boîtes de 24 crayons : 37 × 24 = 888 crayons.\nAprès en avoir donné 259, il reste 888 - 259 = 629 crayons.\n",
    "de": "37 Schachteln mit je 24 Stiften ergeben 37 · 24 = 888 Stifte.\nNach dem Verschenken von 259 Stiften bleiben 888 - 259 = 629 Stifte übrig.\n",
    "it": "Ci sono 37 scatole da 24 matite: 37 × 24 = 888 matite.\nDopo averne regalate 259, restano 888 - 259 = 629 matite.\n",
    "nl": "37 dozen met elk 24 potloden geeft 37 × 24 = 888 potloden.\nNa het weggeven van 259 blijven er 888 - 259 = 629 potloden over.\n",
    "pl": "37 pudełek po 24 ołówki to 37 · 24 = 888 ołówków.\nPo oddaniu 259 zostaje 888 - 259 = 629 ołówków.\n",
    "tr": "37 kutuda 24'er kalem var: 37 × 24 = 888 kalem.\n259 kalem verildikten sonra 888 - 259 = 629 kalem kalır.\n",
    "ar": "في 37 علبة يوجد 24 قلمًا في كل علبة، أي 37 × 24 = 888 قلمًا.\nبعد إعطاء 259 قلمًا يبقى 888 - 259 = 629 قلمًا.\n",
    "fa": "۳۷ جعبه که هر کدام ۲۴ مداد دارد: 37 × 24 = 888 مداد.\nپس از دادن 259 مداد، 888 - 259 = 629 مداد باقی می‌ماند.\n",
    "hi": "37 डिब्बों में 24-24 पेंसिलें हैं: 37 × 24 = 888 पेंसिलें।\n259 पेंसिलें देने के बाद 888 - 259 = 629 पेंसिलें बचती हैं।\n",
    "bn": "৩৭টি বাক্সে ২৪টি করে পেনসিল: 37 × 24 = 888টি পেনসিল।\n259টি দেওয়ার পর থাকে 888 - 259 = 629টি পেনসিল।\n",
    "vi": "Có 37 hộp, mỗi hộp 24 bút chì: 37 × 24 = 888 bút chì.\nSau khi cho đi 259 cây, còn lại 888 - 259 = 629 cây.\n",
    "id": "Ada 37 kotak berisi 24 pensil: 37 × 24 = 888 pensil.\nSetelah memberikan 259 pensil, tersisa 888 - 259 = 629 pensil.\n",
    "th": "มีดินสอ 37 กล่อง กล่องละ 24 แท่ง: 37 × 24 = 888 แท่ง\nให้ไป 259 แท่ง เหลือ 888 - 259 = 629 แท่ง\n",
    "sw": "Kuna masanduku 37 yenye penseli 24 kila moja: 37 × 24 = 888 penseli.\nBaada ya kutoa penseli 259, zinabaki 888 - 259 = 629.\n",
    "el": "37 κουτιά με 24 μολύβια το καθένα: 37 · 24 = 888 μολύβια.\nΜετά από τα 259 που δόθηκαν, μένουν 888 - 259 = 629 μολύβια.\n",
    "he": "ב-37 קופסאות יש 24 עפרונות בכל אחת: 37 × 24 = 888 עפרונות.\nאחרי שנתנו 259, נשארו 888 - 259 = 629 עפרונות.\n",
    "cs": "37 krabic po 24 tužkách je 37 · 24 = 888 tužek.\nPo rozdání 259 zbývá 888 - 259 = 629 tužek.\n",
    "ro": "Sunt 37 de cutii cu câte 24 de creioane: 37 × 24 = 888 de creioane.\nDupă ce a dat 259, rămân 888 - 259 = 629 de creioane.\n",
    "en": "37 boxes of 24 pencils hold 37 * 24 = <<37*24=888>>888 pencils.\nAfter giving away 259, 888 - 259 = <<888-259=629>>629 pencils remain.\n",
}


def slip(text: str) -> str:
    """The same working with 295 misread for 259: 888 - 295 = 593."""
    return text.replace("259", "295").replace("629", "593")


# rice: gold 88.2 (10.5 kg at 8.40)
RICE = {
    "de": "10,5 kg Reis zu 8,40 € pro kg kosten 10,5 · 8,40 = 88,20 €.\n",
    "fr": "10,5 kg de riz à 8,40 € le kilo coûtent 10,5 × 8,40 = 88,20 €.\n",
    "pt": "10,5 kg de arroz a R$ 8,40 o quilo custam 10,5 × 8,40 = R$ 88,20.\n",
    "es": "10,5 kg de arroz a 8,40 € el kilo cuestan 10,5 × 8,40 = 88,20 €.\n",
    "ru": "10,5 кг риса по 8,40 доллара за кг стоят 10,5 · 8,40 = 88,20 доллара.\n",
    "id": "10,5 kg beras dengan harga $8,40 per kg: 10,5 × 8,40 = $88,20.\n",
    "tr": "Kilosu 8,40 TL olan pirinçten 10,5 kg: 10,5 × 8,40 = 88,20 TL.\n",
    "it": "10,5 kg di riso a 8,40 € al kg costano 10,5 × 8,40 = 88,20 €.\n",
    "zh": "10.5 公斤大米，每公斤 8.40 美元，共 10.5 × 8.40 = 88.20 美元。\n",
    "nl": "10,5 kg rijst à € 8,40 per kg kost 10,5 × 8,40 = € 88,20.\n",
    "cs": "10,5 kg rýže po 8,40 $ za kg stojí 10,5 · 8,40 = 88,20 $.\n",
    "en": "10.5 kg of rice at $8.40 a kg cost 10.5 * 8.40 = <<10.5*8.4=88.2>>88.20 dollars.\n",
}
# salary: gold 40390; without the bonus 37740
SAL = {
    "es": "12 meses a 3.145 $ al mes: 12 × 3.145 = 37.740 $.\nCon el bono de 2.650 $: 37.740 + 2.650 = 40.390 $.\n",
    "de": "12 Monate zu je 3.145 €: 12 · 3.145 = 37.740 €.\nMit dem Bonus von 2.650 €: 37.740 + 2.650 = 40.390 €.\n",
    "fr": "12 mois à 3 145 € : 12 × 3 145 = 37 740 €.\nAvec la prime de 2 650 € : 37 740 + 2 650 = 40 390 €.\n",
    "ru": "12 месяцев по 3 145 долларов: 12 · 3 145 = 37 740 долларов.\nС премией 2 650 долларов: 37 740 + 2 650 = 40 390 долларов.\n",
    "pt": "12 meses a R$ 3.145 por mês: 12 × 3.145 = R$ 37.740.\nCom o bônus de R$ 2.650: 37.740 + 2.650 = R$ 40.390.\n",
    "pl": "12 miesięcy po 3145 zł: 12 · 3145 = 37 740 zł.\nZ premią 2650 zł: 37 740 + 2650 = 40 390 zł.\n",
    "it": "12 mesi a 3.145 € al mese: 12 × 3.145 = 37.740 €.\nCon il bonus di 2.650 €: 37.740 + 2.650 = 40.390 €.\n",
    "en": "12 months at $3,145 a month is 12 * 3145 = <<12*3145=37740>>37740 dollars.\nWith the $2,650 bonus: 37740 + 2650 = <<37740+2650=40390>>40390 dollars.\n",
}
SAL_NOBONUS = {
    "es": "12 meses a 3.145 $ al mes: 12 × 3.145 = 37.740 $.\n",
    "de": "12 Monate zu je 3.145 €: 12 · 3.145 = 37.740 €.\n",
    "en": "12 months at $3,145 a month is 12 * 3145 = <<12*3145=37740>>37740 dollars.\n",
}
# temperature: gold -8.5
TEMP = {
    "ru": "Температура падает на 2,5 · 5 = 12,5 градуса, значит, она станет 4 - 12,5 = -8,5 градуса.\n",
    "pl": "Temperatura spada o 2,5 · 5 = 12,5 stopnia, więc wyniesie 4 - 12,5 = -8,5 stopnia.\n",
    "zh": "温度下降 2.5 × 5 = 12.5 度，所以最后是 4 - 12.5 = -8.5 度。\n",
    "de": "Die Temperatur sinkt um 2,5 · 5 = 12,5 Grad, also auf 4 - 12,5 = -8,5 Grad.\n",
    "fr": "La température baisse de 2,5 × 5 = 12,5 degrés, elle atteint donc 4 - 12,5 = -8,5 degrés.\n",
    "ko": "기온이 2.5 × 5 = 12.5도 내려가므로 4 - 12.5 = -8.5도가 됩니다.\n",
    "uk": "Температура знижується на 2,5 · 5 = 12,5 градуса, тож стане 4 - 12,5 = -8,5 градуса.\n",
    "en": "The temperature falls 2.5 * 5 = <<2.5*5=12.5>>12.5 degrees, so it ends at 4 - 12.5 = <<4-12.5=-8.5>>-8.5 degrees.\n",
}
# exam: gold 37.5 (percent)
EXAM = {
    "fr": "27 des 72 élèves ont réussi : 27 / 72 = 0,375, soit 37,5 %.\n",
    "tr": "72 öğrenciden 27'si geçti: 27 / 72 = 0,375, yani %37,5.\n",
    "es": "Aprobaron 27 de 72 alumnos: 27 / 72 = 0,375, es decir, el 37,5 %.\n",
    "de": "27 von 72 Schülern haben bestanden: 27 / 72 = 0,375, also 37,5 %.\n",
    "ja": "72人中27人が合格したので、27 ÷ 72 = 0.375、つまり37.5%です。\n",
    "en": "27 of the 72 students passed, so 27 / 72 * 100 = <<27/72*100=37.5>>37.5 percent passed.\n",
}
# tickets: gold 0
TIX = {
    "it": "5 biglietti da 18 € costano 5 × 18 = 90 €, quindi restano 90 - 90 = 0 €.\n",
    "es": "5 entradas de 18 $ cuestan 5 × 18 = 90 $, así que quedan 90 - 90 = 0 $.\n",
    "ru": "5 билетов по 18 долларов стоят 5 · 18 = 90 долларов, остаётся 90 - 90 = 0 долларов.\n",
    "en": "5 tickets at $18 cost 5 * 18 = <<5*18=90>>90 dollars, so 90 - 90 = <<90-90=0>>0 dollars are left.\n",
}
# factory: gold 360000
FAC = {
    "zh": "每天生产15000件，24天共生产 15000 × 24 = 360000 件。\n",
    "ja": "1日15,000個を24日間作るので、15,000 × 24 = 360,000個です。\n",
    "hi": "प्रतिदिन 15,000 इकाइयाँ, 24 दिनों में 15,000 × 24 = 3,60,000 इकाइयाँ।\n",
    "es": "15.000 unidades al día durante 24 días: 15.000 × 24 = 360.000 unidades.\n",
    "ru": "15 000 деталей в день за 24 дня: 15 000 · 24 = 360 000 деталей.\n",
    "pt": "15 mil peças por dia durante 24 dias: 15.000 × 24 = 360.000 peças.\n",
    "ko": "하루에 15,000개씩 24일 동안 만들면 15,000 × 24 = 360,000개입니다.\n",
    "bn": "দিনে ১৫,০০০টি করে ২৪ দিনে 15,000 × 24 = 3,60,000টি।\n",
    "en": "15,000 units a day for 24 days is 15000 * 24 = <<15000*24=360000>>360000 units.\n",
}
# visitors: gold 2400000
VIS = {
    "zh": "每月20万人次，12个月共 20万 × 12 = 240万人次。\n",
    "id": "200.000 pengunjung per bulan selama 12 bulan: 200.000 × 12 = 2.400.000 pengunjung.\n",
    "hi": "हर महीने 2,00,000 आगंतुक, 12 महीनों में 2,00,000 × 12 = 24,00,000 आगंतुक।\n",
    "ko": "한 달에 20만 명씩 12개월이면 20만 × 12 = 240만 명입니다.\n",
    "ru": "200 000 посетителей в месяц за 12 месяцев: 200 000 · 12 = 2 400 000 посетителей.\n",
    "ja": "毎月20万人が12か月なので、20万 × 12 = 240万人です。\n",
    "sw": "Wageni 200,000 kwa mwezi kwa miezi 12: 200,000 × 12 = 2,400,000.\n",
    "en": "200,000 visitors a month for 12 months is 200000 * 12 = <<200000*12=2400000>>2400000 visitors.\n",
}

# ================================================================ MATH working, by language
G_PR = r"\frac{7}{50}"
PR = {
    "zh": r"1 到 50 中 7 的倍数有 $7, 14, 21, 28, 35, 42, 49$，共 7 个，所以概率为 $\frac{7}{50}$",
    "es": r"Los múltiplos de $7$ entre $1$ y $50$ son $7, 14, 21, 28, 35, 42, 49$: siete, así que la probabilidad es $\frac{7}{50}$",
    "de": r"Die Vielfachen von $7$ zwischen $1$ und $50$ sind $7, 14, 21, 28, 35, 42, 49$, also sieben; die Wahrscheinlichkeit ist $\frac{7}{50}$",
    "ru": r"Кратные $7$ от $1$ до $50$: $7, 14, 21, 28, 35, 42, 49$ — всего семь, значит, вероятность равна $\frac{7}{50}$",
    "fr": r"Les multiples de $7$ entre $1$ et $50$ sont $7, 14, 21, 28, 35, 42, 49$ : il y en a sept, donc la probabilité vaut $\frac{7}{50}$",
}
G_DI = r"2\sqrt{13}"
DI = {
    "ja": r"距離は $\sqrt{(4-(-2))^2 + (5-1)^2} = \sqrt{36 + 16} = \sqrt{52}$",
    "pt": r"A distância é $\sqrt{(4-(-2))^2 + (5-1)^2} = \sqrt{36 + 16} = \sqrt{52}$",
    "ko": r"거리는 $\sqrt{(4-(-2))^2 + (5-1)^2} = \sqrt{36 + 16} = \sqrt{52}$",
    "it": r"La distanza è $\sqrt{(4-(-2))^2 + (5-1)^2} = \sqrt{36 + 16} = \sqrt{52}$",
    "tr": r"Uzaklık $\sqrt{(4-(-2))^2 + (5-1)^2} = \sqrt{36 + 16} = \sqrt{52}$",
}
G_RT = r"-\frac{2}{3}, 4"
RT = {
    "ru": r"Раскладываем: $3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$.",
    "de": r"Faktorisieren: $3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$.",
    "zh": r"因式分解：$3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$。",
    "vi": r"Phân tích: $3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$.",
    "es": r"Factorizamos: $3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$.",
}
G_CX = "14 + 5i"
CX = {
    "fr": r"$(4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2 = 12 + 5i + 2$",
    "pl": r"$(4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2 = 12 + 5i + 2$",
    "ar": r"نضرب: $(4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2 = 12 + 5i + 2$",
}
G_RD = r"\frac{5\pi}{4}"
RD = r"$225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}$"
G_BS = "242"
BS = r"$1432_5 = 1 \cdot 125 + 4 \cdot 25 + 3 \cdot 5 + 2$"
G_IV = "[-5, 4]"
IV = r"$-9 \le 2x + 1 \le 9$, $-10 \le 2x \le 8$, $-5 \le x \le 4$."
G_CB = "1365"
CB = r"$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{24} = \frac{32760}{24}$"
G_RP = r"\frac{4}{11}"
RP = r"$x = 0.\overline{36}$, $100x - x = 36$, $x = \frac{36}{99}$"
G_ZR = "0"
ZR = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SY = "(3, 5)"
SY = r"$y = 3x - 4$, $x + 2(3x - 4) = 13$, $7x = 21$, $x = 3$, $y = 5$."
G_RA = r"4\sqrt{3}"
RA = r"$\frac{12}{\sqrt{3}} = \frac{12\sqrt{3}}{3}$"
G_SC = r"6\pi"
SC = r"$\frac{135}{360} \cdot \pi \cdot 4^2 = \frac{3}{8} \cdot 16\pi$"
G_PO = "3x^2 + 13x - 10"
PO = r"$(3x - 2)(x + 5) = 3x^2 + 15x - 2x - 10$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_ok_zh_sentence", "B", "629", "correct", "tag", th(PEN["zh"]) + "<answer>还剩下629支铅笔。</answer>", "zh: 'there are 629 pencils left' in the tag"),
    g("t_zh_sentence_slip", "A", "629", "wrong", "tag", th(slip(PEN["zh"])) + "<answer>还剩下593支铅笔。</answer>", "zh: 'there are 593 pencils left'; misread 295"),
    g("t_ok_ja_sentence", "B", "629", "correct", "tag", th(PEN["ja"]) + "<answer>答えは629本です。</answer>", "ja: 'the answer is 629 (counter hon)'"),
    g("t_ja_sentence_slip", "A", "629", "wrong", "tag", th(slip(PEN["ja"])) + "<answer>答えは593本です。</answer>", "ja: 'the answer is 593'"),
    g("t_ok_ko_sentence", "B", "629", "correct", "tag", th(PEN["ko"]) + "<answer>남은 연필은 629자루입니다.</answer>", "ko: 'the remaining pencils are 629 (counter jaru)'"),
    g("t_ko_equation_slip", "A", "629", "wrong", "tag", th(slip(PEN["ko"])) + "<answer>888 - 295 = 593자루</answer>", "ko: an equation ending 593 with the counter"),
    g("t_ok_ru_sentence", "B", "629", "correct", "tag", th(PEN["ru"]) + "<answer>Осталось 629 карандашей.</answer>", "ru: '629 pencils are left'"),
    g("t_ru_not_gold", "A", "629", "wrong", "tag", th(slip(PEN["ru"])) + "<answer>Осталось не 629, а 593 карандаша.</answer>", "ru: 'not 629 but 593 pencils are left': the answer is 593"),
    g("t_ok_ru_not_other", "B", "629", "correct", "tag", th(PEN["ru"]) + "<answer>Осталось не 593, а 629 карандашей.</answer>", "ru: 'not 593 but 629 pencils are left'"),
    g("t_ok_es_sentence", "B", "629", "correct", "tag", th(PEN["es"]) + "<answer>Quedan 629 lápices.</answer>", "es: '629 pencils remain'"),
    g("t_es_two_values", "A", "629", "wrong", "tag", th(PEN["es"]) + "<answer>Quedan 629 o 593 lápices, según cómo se lea el enunciado.</answer>", "es: '629 or 593 pencils remain, depending on how the statement is read': a hedge"),
    g("t_ok_de_box", "B", "40390", "correct", "tag", th(SAL["de"]) + r"<answer>Sie verdient insgesamt $\boxed{40.390}$ €.</answer>", "de: 'she earns 40.390 EUR in total'; German thousands dot, 40.390 = 40390; debatable because the box alone could be read as 40.39 (proposed: accept, the sentence is German and the working has 40.390 €)", True),
    g("t_de_box_nobonus", "A", "40390", "wrong", "tag", th(SAL_NOBONUS["de"]) + r"<answer>Sie verdient insgesamt $\boxed{37.740}$ €.</answer>", "de: 'she earns 37.740 EUR in total': the bonus forgotten"),
    g("t_ok_fr_decimal_comma", "B", "88.2", "correct", "tag", th(RICE["fr"]) + "<answer>Le riz coûte 88,20 €.</answer>", "fr: 'the rice costs 88,20 EUR'; decimal comma"),
    g("t_fr_decimal_comma_slip", "A", "88.2", "wrong", "tag", th("10 kg de riz à 8,40 € le kilo coûtent 10 × 8,40 = 84,00 €.\n") + "<answer>Le riz coûte 84,00 €.</answer>", "fr: 'the rice costs 84,00 EUR': 10 kg instead of 10,5"),
    g("t_ok_pt_thousands", "B", "40390", "correct", "tag", th(SAL["pt"]) + "<answer>O salário anual total é de R$ 40.390.</answer>", "pt: 'the total annual salary is R$ 40.390' (thousands dot)"),
    g("t_ok_ar_sentence", "B", "629", "correct", "tag", th(PEN["ar"]) + "<answer>يتبقى 629 قلمًا.</answer>", "ar: '629 pencils remain'"),
    g("t_ar_placeholder", "A", "629", "no_answer", "tag", th(PEN["ar"]) + "<answer>الإجابة النهائية هنا</answer>", "ar: 'the final answer here': a template placeholder, 629 only in the thinking"),
    g("t_ok_hi_sentence", "B", "629", "correct", "tag", th(PEN["hi"]) + "<answer>629 पेंसिलें बचती हैं।</answer>", "hi: '629 pencils remain'"),
    g("t_ok_vi_sentence", "B", "629", "correct", "tag", th(PEN["vi"]) + "<answer>Đáp số: 629 cây bút chì.</answer>", "vi: 'answer: 629 pencils'"),
    g("t_vi_empty", "A", "629", "no_answer", "tag", th(PEN["vi"]) + "<answer>Đáp số: </answer>", "vi: 'answer:' with nothing after; 629 only in the thinking"),
    g("t_ok_th_sentence", "B", "629", "correct", "tag", th(PEN["th"]) + "<answer>เหลือดินสอ 629 แท่ง</answer>", "th: '629 pencils (counter thaeng) remain'"),
    g("t_ok_id_thousands", "B", "2400000", "correct", "tag", th(VIS["id"]) + "<answer>Jumlah pengunjung dalam setahun adalah 2.400.000 orang.</answer>", "id: 'the number of visitors in a year is 2.400.000 people' (thousands dots)"),
    g("t_ok_id_juta", "B", "2400000", "correct", "tag", th(VIS["id"]) + "<answer>2,4 juta pengunjung</answer>", "id: '2,4 million (juta) visitors' = 2400000"),
    g("t_id_juta_wrong", "A", "2400000", "wrong", "tag", th("200.000 pengunjung per bulan selama 12 bulan: 200.000 × 12 = 2.400.000 pengunjung.\n") + "<answer>24 juta pengunjung</answer>", "id: '24 million visitors': a scale slip, 24,000,000"),
    g("t_ok_sw_sentence", "B", "629", "correct", "tag", th(PEN["sw"]) + "<answer>Zimebaki penseli 629.</answer>", "sw: '629 pencils remain'"),
    g("t_ok_tr_percent", "B", "37.5", "correct", "tag", th(EXAM["tr"]) + "<answer>Öğrencilerin %37,5'i geçti.</answer>", "tr: '37,5 % of the students passed' (percent sign before, decimal comma, suffix 'i)"),
    g("t_tr_share", "A", "37.5", "wrong", "tag", th(EXAM["tr"]) + "<answer>0,375</answer>", "tr: the share 0,375 for the percent the working computes", True),
    m("t_m_ok_zh_box", "B", G_PR, "correct", "tag", th(PR["zh"] + "。\n") + r"<answer>概率是 $\boxed{\frac{7}{50}}$。</answer>", "zh: 'the probability is 7/50'"),
    m("t_m_zh_miscount", "A", G_PR, "wrong", "tag", th(PR["zh"].replace(", 49$，共 7 个", "$，共 6 个").replace(r"\frac{7}{50}", r"\frac{6}{50}") + "。\n") + r"<answer>概率是 $\frac{3}{25}$。</answer>", "zh: lists 7..42, 'six in all ... the probability is 3/25': 49 forgotten"),
    m("t_m_ok_ru_roots", "B", G_RT, "correct", "tag", th(RT["ru"] + "\n") + r"<answer>Корни: $x = -\frac{2}{3}$ и $x = 4$.</answer>", "ru: 'the roots: x = -2/3 and x = 4'"),
    m("t_m_ru_one_root", "A", G_RT, "wrong", "tag", th(RT["ru"] + "\n") + r"<answer>Корень: $x = 4$.</answer>", "ru: 'the root: x = 4': one root missing"),
    m("t_m_ok_fr_sentence", "B", G_CX, "correct", "tag", th(CX["fr"] + "\n") + "<answer>Le produit vaut $14 + 5i$.</answer>", "fr: 'the product equals 14 + 5i'"),
    m("t_m_fr_sign", "A", G_CX, "wrong", "tag", th(r"$(4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2 = 12 + 5i - 2$" + "\n") + "<answer>Le produit vaut $10 + 5i$.</answer>", "fr: 'the product equals 10 + 5i': i^2 sign slip"),
    m("t_m_ok_de_interval", "B", G_IV, "correct", "tag", th(IV + "\n") + r"<answer>Die Lösungsmenge ist $[-5, 4]$.</answer>", "de: 'the solution set is [-5, 4]'"),
    m("t_m_de_open_interval", "A", G_IV, "wrong", "tag", th(IV.replace(r"\le", "<") + "\n") + r"<answer>Die Lösungsmenge ist $(-5, 4)$.</answer>", "de: 'the solution set is (-5, 4)': open interval, endpoints lost"),
    m("t_m_ok_ko_sqrt", "B", G_DI, "correct", "tag", th(DI["ko"] + r" $= 2\sqrt{13}$." + "\n") + r"<answer>두 점 사이의 거리는 $2\sqrt{13}$입니다.</answer>", "ko: 'the distance between the two points is 2\\sqrt{13}'"),
    m("t_m_ko_decimal", "A", G_DI, "wrong", "tag", th(DI["ko"] + "\n") + r"<answer>두 점 사이의 거리는 약 $7.21$입니다.</answer>", "ko: 'the distance is about 7.21': a decimal for 2\\sqrt{13}"),
    m("t_m_ok_es_equation", "B", G_CB, "correct", "tag", th(CB + "\n") + r"<answer>$\binom{15}{4} = 1365$ formas</answer>", "es: '... = 1365 ways'"),
    m("t_m_ok_he_sentence", "B", G_SC, "correct", "tag", th(SC + "\n") + r"<answer>שטח הגזרה הוא $6\pi$.</answer>", "he: 'the area of the sector is 6\\pi'"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_es_phrase_hash", "B", "629", "correct", "hash", PEN["es"] + "La respuesta es 629.\n#### 629", "es: 'the answer is 629' then ####"),
    g("h_es_phrase_gold_hash_other", "A", "629", "wrong", "hash", PEN["es"] + "La respuesta es 629.\n#### 593", "es: phrase 629, #### 593: two different final answers"),
    g("h_es_hash_gold_phrase_other", "A", "629", "wrong", "hash", PEN["es"] + "#### 629\nRespuesta final: 593 lápices.", "es: #### 629 then 'final answer: 593 pencils'"),
    g("h_ok_ru_phrase_hash_inline", "B", "629", "correct", "hash", PEN["ru"] + "Ответ: #### 629", "ru: 'Answer: #### 629'"),
    g("h_ru_phrase_hash_inline_slip", "A", "629", "wrong", "hash", slip(PEN["ru"]) + "Ответ: #### 593", "ru: 'Answer: #### 593'"),
    g("h_ok_zh_phrase_hash", "B", "360000", "correct", "hash", FAC["zh"] + "答案是36万件。\n#### 360000", "zh: 'the answer is 36 wan (= 360000) items' then #### 360000"),
    g("h_zh_wan_disagree", "A", "360000", "wrong", "hash", FAC["zh"] + "答案是36万件。\n#### 36", "zh: 'the answer is 36 wan items' but #### 36: the #### value drops the scale", True),
    g("h_ok_ja_phrase_hash", "B", "360000", "correct", "hash", FAC["ja"] + "答え：36万個\n#### 360000", "ja: 'answer: 36 man (= 360000) pieces' then ####"),
    g("h_ok_de_phrase_hash_sep", "B", "40390", "correct", "hash", SAL["de"] + "Die Antwort lautet 40.390 €.\n#### 40390", "de: 'the answer is 40.390 EUR' then #### 40390"),
    g("h_de_phrase_hash_nobonus", "A", "40390", "wrong", "hash", SAL["de"] + "Die Antwort lautet 40.390 €.\n#### 37740", "de: 'the answer is 40.390 EUR' but #### 37740: two different final answers"),
    g("h_ok_fr_phrase_hash_comma", "B", "88.2", "correct", "hash", RICE["fr"] + "La réponse est 88,20 €.\n#### 88,2", "fr: 'the answer is 88,20 EUR', #### 88,2 with a decimal comma", True),
    g("h_fr_hash_comma_other", "A", "88.2", "wrong", "hash", RICE["fr"] + "La réponse est 88,20 €.\n#### 84,2", "fr: phrase 88,20 but #### 84,2"),
    g("h_ok_pt_phrase_hash", "B", "40390", "correct", "hash", SAL["pt"] + "Resposta: R$ 40.390\n#### 40.390", "pt: 'Answer: R$ 40.390', #### 40.390 in Brazilian thousands notation after the same value", True),
    g("h_ok_it_phrase_hash", "B", "0", "correct", "hash", TIX["it"] + "Quindi la risposta è 0 €: non le resta nulla.\n#### 0", "it: 'so the answer is 0 EUR: nothing is left to her'"),
    g("h_it_nulla_hash_other", "A", "0", "wrong", "hash", TIX["it"] + "La risposta è: non le resta nulla.\n#### 90", "it: 'the answer is: nothing is left to her' but #### 90 (the cost): two final answers"),
    g("h_ok_pl_phrase_hash_neg", "B", "-8.5", "correct", "hash", TEMP["pl"] + "Odpowiedź: -8,5 stopnia.\n#### -8.5", "pl: 'Answer: -8,5 degrees' then #### -8.5"),
    g("h_pl_hash_sign_lost", "A", "-8.5", "wrong", "hash", TEMP["pl"] + "Odpowiedź: 8,5 stopnia poniżej zera.\n#### 8.5", "pl: 'Answer: 8,5 degrees below zero' but #### 8.5 drops the sign", True),
    g("h_ok_tr_phrase_hash", "B", "629", "correct", "hash", PEN["tr"] + "Cevap: 629 kalem.\n#### 629", "tr: 'Answer: 629 pencils'"),
    g("h_tr_phrase_hash_empty", "A", "629", "no_answer", "hash", PEN["tr"] + "Cevap:\n####", "tr: 'Answer:' and an empty ####; 629 only in the working"),
    g("h_ok_hi_phrase_hash", "B", "360000", "correct", "hash", FAC["hi"] + "उत्तर: 3.6 लाख इकाइयाँ\n#### 360000", "hi: 'answer: 3.6 lakh units' (= 360000) then ####"),
    g("h_hi_lakh_hash_wrong", "A", "360000", "wrong", "hash", FAC["hi"] + "उत्तर: 36 लाख इकाइयाँ\n#### 3600000", "hi: 'answer: 36 lakh units' = 3,600,000 and #### 3600000: a scale slip"),
    g("h_ok_ko_phrase_hash", "B", "2400000", "correct", "hash", VIS["ko"] + "정답: 240만 명\n#### 2400000", "ko: 'answer: 240 man (= 2,400,000) people' then ####"),
    g("h_ok_ar_phrase_hash", "B", "629", "correct", "hash", PEN["ar"] + "الإجابة: 629\n#### 629", "ar: 'the answer: 629'"),
    g("h_ar_hash_then_phrase_other", "A", "629", "wrong", "hash", PEN["ar"] + "#### 629\nالإجابة الصحيحة هي 593.", "ar: #### 629 then 'the correct answer is 593'"),
    g("h_ok_fa_phrase_hash_digits", "B", "629", "correct", "hash", PEN["fa"] + "پاسخ: ۶۲۹ مداد\n#### 629", "fa: 'answer: 629 pencils' in Persian digits (۶۲۹), #### 629 in ASCII"),
    g("h_fa_digits_disagree", "A", "629", "wrong", "hash", PEN["fa"] + "پاسخ: ۵۹۳ مداد\n#### 629", "fa: 'answer: 593 pencils' in Persian digits (۵۹۳) but #### 629: two different final answers"),
    g("h_ok_bn_phrase_hash", "B", "629", "correct", "hash", PEN["bn"].replace("888 - 259 = 629টি", "888 - 259 = 629টি") + "উত্তর: ৬২৯টি পেনসিল\n#### 629", "bn: 'answer: 629 pencils' in Bengali digits (৬২৯) then #### 629"),
    g("h_ok_vi_phrase_hash", "B", "629", "correct", "hash", PEN["vi"] + "Vậy đáp án là 629.\n#### 629", "vi: 'so the answer is 629'"),
    g("h_vi_phrase_hash_other", "A", "629", "wrong", "hash", PEN["vi"] + "Vậy đáp án là 629.\n#### 888", "vi: 'so the answer is 629' but #### 888 (the total)"),
    g("h_ok_el_phrase_hash", "B", "629", "correct", "hash", PEN["el"] + "Απάντηση: 629 μολύβια\n#### 629", "el: 'Answer: 629 pencils'"),
    g("h_ok_cs_phrase_hash", "B", "629", "correct", "hash", PEN["cs"] + "Odpověď: Zbývá 629 tužek.\n#### 629", "cs: 'Answer: 629 pencils remain'"),
    g("h_cs_phrase_hash_range", "A", "629", "wrong", "hash", PEN["cs"] + "Odpověď: přibližně 600 až 650 tužek.\n#### 600-650", "cs: 'Answer: about 600 to 650 pencils', a range"),
    m("h_m_ok_es_phrase_hash", "B", G_CB, "correct", "hash", CB + " = 1365.\nLa respuesta es 1365.\n#### 1365", "es: 'the answer is 1365' then ####, MATH path"),
    m("h_m_es_box_hash_disagree", "A", G_CB, "wrong", "hash", CB + r" $= \boxed{1365}$" + "\nLa respuesta final es:\n#### 1356", "es: a box 1365 then 'the final answer is: #### 1356': two different final answers"),
    m("h_m_ok_ja_phrase_hash", "B", G_BS, "correct", "hash", BS + " = 242\nよって答えは242です。\n#### 242", "ja: 'therefore the answer is 242' then ####"),
]
CASES += [
    # ================================================================ 3. exactness
    g("x_ok_de_decimal_comma", "B", "88.2", "correct", "answer_is", RICE["de"] + "Die Antwort ist 88,20 €.", "de: 'the answer is 88,20 EUR'; decimal comma"),
    g("x_de_decimal_comma_slip", "A", "88.2", "wrong", "answer_is", RICE["de"].replace("88,20", "88,02") + "Die Antwort ist 88,02 €.", "de: 'the answer is 88,02 EUR': a digit slip, 88.02"),
    g("x_de_rounded", "A", "88.2", "wrong", "answer_is", RICE["de"] + "Gerundet kostet der Reis also etwa 88 €.\nDie Antwort ist 88 €.", "de: 'rounded the rice costs about 88 EUR. The answer is 88 EUR': rounded"),
    g("x_ok_id_decimal_comma", "B", "88.2", "correct", "answer_is", RICE["id"] + "Jadi, jawabannya adalah $88,20.", "id: 'so the answer is $88,20'; decimal comma"),
    g("x_ok_ru_decimal_comma_neg", "B", "-8.5", "correct", "answer_is", TEMP["ru"] + "Ответ: −8,5 °C.", "ru: 'Answer: −8,5 °C' with U+2212 minus and a decimal comma"),
    g("x_ru_slip_decimal", "A", "-8.5", "wrong", "answer_is", TEMP["ru"].replace("-8,5", "-8,05").replace("12,5", "12,05").replace("2,5 · 5", "2,41 · 5") + "Ответ: -8,05 градуса.", "ru: 'Answer: -8,05 degrees': a wrong value after a slip (2,41 for 2,5)"),
    g("x_ok_fr_percent_comma", "B", "37.5", "correct", "answer_is", EXAM["fr"] + "La réponse est 37,5 %.", "fr: 'the answer is 37,5 %' with a space before %"),
    g("x_fr_percent_rounded", "A", "37.5", "wrong", "answer_is", EXAM["fr"] + "La réponse est environ 38 %.", "fr: 'the answer is about 38 %': rounded"),
    g("x_ok_es_percent", "B", "37.5", "correct", "answer_is", EXAM["es"] + "La respuesta es el 37,5 %.", "es: 'the answer is 37,5 %'"),
    g("x_es_percent_truncated", "A", "37.5", "wrong", "answer_is", EXAM["es"] + "La respuesta es el 37 %.", "es: 'the answer is 37 %': truncated"),
    g("x_ok_de_thousands_dot", "B", "40390", "correct", "answer_is", SAL["de"] + "Die Antwort ist 40.390 €.", "de: 'the answer is 40.390 EUR': German thousands dot = 40390"),
    g("x_de_thousands_slip", "A", "40390", "wrong", "answer_is", SAL["de"].replace("40.390", "40.930") + "Die Antwort ist 40.930 €.", "de: 'the answer is 40.930 EUR' = 40930: a digit swap"),
    g("x_ok_fr_thousands_space", "B", "40390", "correct", "answer_is", SAL["fr"] + "La réponse est 40 390 €.", "fr: 'the answer is 40 390 EUR' with a space as thousands separator"),
    g("x_ok_fr_thousands_nbsp", "B", "40390", "correct", "answer_is", SAL["fr"].replace("40 390", "40\u202f390") + "La réponse est 40\u202f390 €.", "fr: 'the answer is 40 390 EUR' with a narrow no-break space (U+202F) as thousands separator"),
    g("x_ok_hi_indian_grouping", "B", "360000", "correct", "answer_is", FAC["hi"] + "उत्तर 3,60,000 है।", "hi: 'the answer is 3,60,000' (Indian grouping = 360000)"),
    g("x_hi_indian_grouping_wrong", "A", "360000", "wrong", "answer_is", FAC["hi"].replace("3,60,000", "36,00,000") + "उत्तर 36,00,000 है।", "hi: 'the answer is 36,00,000' (Indian grouping = 3,600,000): a zero too many"),
    g("x_ok_ch_space_sep_ru", "B", "2400000", "correct", "answer_is", VIS["ru"] + "Ответ: 2 400 000 посетителей.", "ru: 'Answer: 2 400 000 visitors' with spaces as thousands separators"),
    g("x_ok_it_zero", "B", "0", "correct", "answer_is", TIX["it"] + "La risposta è 0,00 €.", "it: 'the answer is 0,00 EUR'"),
    g("x_it_near_zero", "A", "0", "wrong", "answer_is", TIX["it"].replace("90 - 90 = 0 €", "90 - 89,99 = 0,01 €") + "La risposta è 0,01 €.", "it: 'the answer is 0,01 EUR' against gold 0"),
    g("x_ok_sw_thousands", "B", "2400000", "correct", "answer_is", VIS["sw"] + "Jibu ni 2,400,000.", "sw: 'the answer is 2,400,000'"),
    m("x_m_ok_de_decimal_exact", "B", G_PR, "correct", "boxed", PR["de"] + r" $= 0{,}14$. Also ist die Antwort $\boxed{0{,}14}$.", "de: 'so the answer is 0,14' (LaTeX decimal comma {,}) = 7/50 exactly"),
    m("x_m_de_decimal_rounded", "A", G_PR, "wrong", "boxed", PR["de"].replace(r"\frac{7}{50}", r"\frac{7}{50} \approx 0{,}1") + r". Also ist die Antwort $\boxed{0{,}1}$.", "de: 'so the answer is 0,1': rounded"),
    m("x_m_ok_fr_percent_prob", "B", G_PR, "correct", "boxed", PR["fr"] + r", soit $14\,\%$. La réponse est $\boxed{\frac{7}{50}}$.", "fr: 'i.e. 14 %. The answer is 7/50'"),
    m("x_m_ok_pt_sqrt52", "B", G_DI, "correct", "boxed", DI["pt"] + r". Logo, a distância é $\boxed{\sqrt{52}}$.", "pt: 'hence the distance is \\sqrt{52}' = 2\\sqrt{13}"),
    m("x_m_pt_decimal_comma", "A", G_DI, "wrong", "boxed", DI["pt"][:-1] + r" \approx 7{,}21$. Logo, a distância é $\boxed{7{,}21}$.", "pt: 'hence the distance is 7,21': a decimal for 2\\sqrt{13}"),
    m("x_m_it_decimal_long", "A", G_DI, "wrong", "boxed", DI["it"][:-1] + r" \approx 7{,}2111$. Quindi la distanza è $\boxed{7{,}2111}$.", "it: 'so the distance is 7,2111': a decimal for 2\\sqrt{13} (7.21110...)"),
    m("x_m_ok_it_exact", "B", G_DI, "correct", "boxed", DI["it"][:-1] + r" = 2\sqrt{13}$. Quindi la distanza è $\boxed{2\sqrt{13}}$.", "it: 'so the distance is 2\\sqrt{13}'"),
    m("x_m_ok_ru_repeating_comma", "B", G_RP, "correct", "boxed", RP + r" $= \frac{4}{11}$. Ответ: $\boxed{\frac{4}{11}}$.", "ru: 'Answer: 4/11'"),
    m("x_m_ru_decimal_repeat", "A", G_RP, "wrong", "boxed", RP + r". Ответ: $\boxed{0{,}36}$.", "ru: 'Answer: 0,36': not 4/11"),
    m("x_m_ok_zh_repeating_overline", "B", G_RP, "correct", "boxed", RP + r" $= \frac{4}{11}$。所以答案是 $\boxed{\frac{36}{99}}$。", "zh: 'so the answer is 36/99' = 4/11 unsimplified"),
    m("x_m_ok_es_radians_decimal_coef", "B", G_RD, "correct", "boxed", RD + r" $= 1{,}25\pi$. La respuesta es $\boxed{1{,}25\pi}$.", "es: 'the answer is 1,25\\pi' = 5\\pi/4 (decimal comma in LaTeX)"),
    m("x_m_es_radians_decimal", "A", G_RD, "wrong", "boxed", RD + r" $\approx 3{,}93$. La respuesta es $\boxed{3{,}93}$.", "es: 'the answer is 3,93': a decimal for 5\\pi/4 (3.92699...)"),
    m("x_m_ok_ja_zero", "B", G_ZR, "correct", "boxed", ZR + r" $= 0$。よって答えは $\boxed{0}$ です。", "ja: 'therefore the answer is 0'"),
    m("x_m_ja_near_zero", "A", G_ZR, "wrong", "boxed", ZR + r" $\approx 0$。よって答えは $\boxed{10^{-9}}$ です。", "ja: 'therefore the answer is 10^{-9}' against gold 0"),
    m("x_m_ok_vi_roots_decimal", "B", G_RT, "correct", "boxed", RT["vi"] + r" Vậy $x = -0{,}\overline{6}$ hoặc $x = 4$: $\boxed{-\frac{2}{3}, 4}$.", "vi: 'so x = -0,(6) or x = 4', boxed -2/3, 4"),
    m("x_m_vi_roots_rounded", "A", G_RT, "wrong", "boxed", RT["vi"] + r" Vậy nghiệm là $\boxed{-0{,}67;\ 4}$.", "vi: 'so the roots are -0,67; 4': -0.67 is not -2/3"),
    m("x_m_ok_pl_sector", "B", G_SC, "correct", "boxed", SC + r" $= 6\pi$. Odpowiedź: $\boxed{6\pi}$.", "pl: 'Answer: 6\\pi'"),
    m("x_m_pl_sector_decimal", "A", G_SC, "wrong", "boxed", SC + r" $\approx 18{,}85$. Odpowiedź: $\boxed{18{,}85}$.", "pl: 'Answer: 18,85': a decimal for 6\\pi (18.8496...)"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_ok_zh_not_x_but_y", "B", "629", "correct", "answer_is", PEN["zh"] + "答案不是593，而是629。", "zh: 'the answer is not 593 but 629'"),
    g("n_zh_not_gold_only", "A", "629", "no_answer", "answer_is", PEN["zh"] + "所以答案不是629。", "zh: 'so the answer is not 629': negated, nothing after"),
    g("n_es_not_gold_but_other", "A", "629", "wrong", "answer_is", slip(PEN["es"]) + "La respuesta no es 629, sino 593.", "es: 'the answer is not 629 but 593'"),
    g("n_ok_es_not_other_but_gold", "B", "629", "correct", "answer_is", PEN["es"] + "La respuesta no es 593, sino 629.", "es: 'the answer is not 593 but 629'"),
    g("n_de_gold_is_wrong", "A", "629", "wrong", "answer_is", slip(PEN["de"]) + "629 ist falsch, richtig ist 593.", "de: '629 is wrong, correct is 593'"),
    g("n_ok_de_other_is_wrong", "B", "629", "correct", "answer_is", PEN["de"] + "593 ist falsch, richtig ist 629.", "de: '593 is wrong, correct is 629'"),
    g("n_fr_annot_faux", "A", "629", "wrong", "answer_is", PEN["fr"] + "Réponse : 629 (faux)", "fr: 'Answer: 629 (wrong)': the model marks its value wrong", True),
    g("n_ja_not_gold", "A", "629", "no_answer", "answer_is", PEN["ja"] + "答えは629本ではありません。", "ja: 'the answer is not 629'"),
    g("n_ok_ko_not_x_but_y", "B", "629", "correct", "answer_is", PEN["ko"] + "정답은 593이 아니라 629입니다.", "ko: 'the answer is not 593 but 629'"),
    g("n_ko_not_gold_but_other", "A", "629", "wrong", "answer_is", slip(PEN["ko"]) + "정답은 629가 아니라 593입니다.", "ko: 'the answer is not 629 but 593'"),
    g("n_ok_tr_degil", "B", "629", "correct", "answer_is", PEN["tr"] + "Cevap 593 değil, 629.", "tr: 'the answer is not 593, (it is) 629'"),
    g("n_tr_degil_gold", "A", "629", "no_answer", "answer_is", PEN["tr"] + "Cevap 629 değil.", "tr: 'the answer is not 629'"),
    g("n_ar_not_gold_but_other", "A", "629", "wrong", "answer_is", slip(PEN["ar"]) + "الإجابة ليست 629 بل 593.", "ar: 'the answer is not 629 but 593'"),
    g("n_ok_he_not_x_but_y", "B", "629", "correct", "answer_is", PEN["he"] + "התשובה היא לא 593 אלא 629.", "he: 'the answer is not 593 but 629'"),
    g("n_hi_not_gold", "A", "629", "no_answer", "answer_is", PEN["hi"] + "उत्तर 629 नहीं है।", "hi: 'the answer is not 629'"),
    g("n_ok_hi_not_x_but_y", "B", "629", "correct", "answer_is", PEN["hi"] + "उत्तर 593 नहीं, 629 है।", "hi: 'the answer is not 593, it is 629'"),
    g("n_ok_id_bukan", "B", "629", "correct", "answer_is", PEN["id"] + "Jadi jawabannya bukan 593, melainkan 629.", "id: 'so the answer is not 593 but 629'"),
    g("n_id_bukan_gold", "A", "629", "wrong", "answer_is", slip(PEN["id"]) + "Jadi jawabannya bukan 629, melainkan 593.", "id: 'so the answer is not 629 but 593'"),
    g("n_vi_khong_phai", "A", "629", "wrong", "answer_is", slip(PEN["vi"]) + "Đáp án không phải 629 mà là 593.", "vi: 'the answer is not 629 but 593'"),
    g("n_ok_el_not_x_but_y", "B", "629", "correct", "answer_is", PEN["el"] + "Η απάντηση δεν είναι 593 αλλά 629.", "el: 'the answer is not 593 but 629'"),
    g("n_cs_gold_wrong", "A", "629", "wrong", "answer_is", slip(PEN["cs"]) + "Odpověď 629 je chybná; správně je 593.", "cs: 'the answer 629 is wrong; correct is 593'"),
    g("n_ok_ro_not_x_but_y", "B", "629", "correct", "answer_is", PEN["ro"] + "Răspunsul nu este 593, ci 629.", "ro: 'the answer is not 593 but 629'"),
    g("n_ok_sw_si_bali", "B", "629", "correct", "answer_is", PEN["sw"] + "Jibu si 593 bali ni 629.", "sw: 'the answer is not 593 but is 629'"),
    g("n_sw_si_gold", "A", "629", "no_answer", "answer_is", PEN["sw"] + "Jibu si 629.", "sw: 'the answer is not 629'"),
    g("n_uk_not_gold_but_other", "A", "629", "wrong", "answer_is", slip(PEN["uk"]) + "Відповідь: не 629, а 593.", "uk: 'Answer: not 629 but 593'"),
    g("n_nl_niet_gold", "A", "629", "wrong", "answer_is", slip(PEN["nl"]) + "Het antwoord is niet 629 maar 593.", "nl: 'the answer is not 629 but 593'"),
    g("n_ok_fa_not_x_but_y", "B", "629", "correct", "answer_is", PEN["fa"] + "پاسخ 593 نیست، بلکه 629 است.", "fa: 'the answer is not 593 but is 629'"),
    g("n_bn_not_gold", "A", "629", "no_answer", "answer_is", PEN["bn"] + "উত্তর 629 নয়।", "bn: 'the answer is not 629'"),
    g("n_ok_th_not_x_but_y", "B", "629", "correct", "answer_is", PEN["th"] + "คำตอบไม่ใช่ 593 แต่เป็น 629", "th: 'the answer is not 593 but is 629'"),
    g("n_ru_strike_gold", "A", "629", "no_answer", "hash", PEN["ru"] + "Ответ: ~~629~~\n#### ~~629~~", "ru: 'Answer:' with 629 struck out, #### struck too, nothing after"),
    g("n_ok_ru_strike_other", "B", "629", "correct", "hash", PEN["ru"] + "Ответ: ~~593~~ 629\n#### 629", "ru: 'Answer: (593 struck) 629'"),
    g("n_pl_hash_strike_then_other", "A", "629", "wrong", "hash", slip(PEN["pl"]) + "Odpowiedź: ~~629~~ 593\n#### 593", "pl: 'Answer: (629 struck) 593'"),
    m("n_m_ok_ru_strike_box", "B", G_CX, "correct", "boxed", CX["fr"].replace("$(4", "$(4") + r" $= 14 + 5i$." + "\nОтвет: ~~$10 + 5i$~~ $\\boxed{14 + 5i}$", "ru: 'Answer: (10 + 5i struck) 14 + 5i' boxed"),
    m("n_m_ru_box_annot_wrong", "A", G_CX, "wrong", "boxed", CX["fr"] + r" $= 14 + 5i$." + "\nОтвет: $\\boxed{10 + 5i}$ (неверно)", "ru: 'Answer: 10 + 5i (incorrect)': a value it marks wrong, and not the gold"),
    m("n_m_pl_box_neq", "A", G_CX, "wrong", "boxed", CX["pl"] + ".\nOdpowiedź: $\\boxed{\\neq 14 + 5i}$", "pl: 'Answer: \\neq 14 + 5i' in a box: a negation"),
    m("n_m_ok_ar_not_x_but_y", "B", G_CX, "correct", "boxed", CX["ar"] + r" $= 14 + 5i$." + "\nالناتج ليس $10 + 5i$ بل $\\boxed{14 + 5i}$.", "ar: 'the result is not 10 + 5i but 14 + 5i' (boxed)"),
    m("n_m_ar_not_gold", "A", G_CX, "no_answer", "boxed", CX["ar"] + ".\nالناتج ليس $\\boxed{14 + 5i}$.", "ar: 'the result is not 14 + 5i' with the gold boxed: negated, nothing after"),
    m("n_m_de_roots_gold_wrong", "A", G_RT, "wrong", "boxed", RT["de"] + "\n$x = -\\frac{2}{3}, 4$ ist falsch. Richtig: $\\boxed{\\frac{2}{3}, -4}$.", "de: '-2/3, 4 is wrong. Correct: 2/3, -4'"),
]
CASES += [
    # ================================================================ 5. unit words, counted nouns, scale words
    g("u_ok_zh_wan", "B", "360000", "correct", "answer_is", FAC["zh"] + "答案是36万件。", "zh: 'the answer is 36 wan items' = 360000"),
    g("u_zh_wan_slip", "A", "360000", "wrong", "answer_is", FAC["zh"] + "答案是3.6万件。", "zh: 'the answer is 3.6 wan items' = 36000: a scale slip"),
    g("u_ok_zh_hanzi_numeral", "B", "360000", "correct", "answer_is", FAC["zh"] + "答案：三十六万件。", "zh: 'answer: thirty-six wan items' in Chinese numerals = 360000", True),
    g("u_ok_ja_man", "B", "360000", "correct", "answer_is", FAC["ja"] + "答えは36万個です。", "ja: 'the answer is 36 man pieces' = 360000"),
    g("u_ja_man_sen_slip", "A", "360000", "wrong", "answer_is", FAC["ja"] + "答えは3万6千個です。", "ja: 'the answer is 3 man 6 sen pieces' = 36000: a scale slip"),
    g("u_ok_ko_man", "B", "2400000", "correct", "answer_is", VIS["ko"] + "답: 240만 명", "ko: 'answer: 240 man people' = 2,400,000"),
    g("u_ko_man_slip", "A", "2400000", "wrong", "answer_is", VIS["ko"] + "답: 24만 명", "ko: 'answer: 24 man people' = 240,000"),
    g("u_ok_hi_lakh", "B", "2400000", "correct", "answer_is", VIS["hi"] + "उत्तर: 24 लाख आगंतुक", "hi: 'answer: 24 lakh visitors' = 2,400,000"),
    g("u_hi_lakh_slip", "A", "2400000", "wrong", "answer_is", VIS["hi"] + "उत्तर: 2.4 लाख आगंतुक", "hi: 'answer: 2.4 lakh visitors' = 240,000"),
    g("u_ok_bn_lakh", "B", "360000", "correct", "answer_is", FAC["bn"] + "উত্তর: 3.6 লাখ জিনিস।", "bn: 'answer: 3.6 lakh items' = 360000"),
    g("u_ok_id_juta", "B", "2400000", "correct", "answer_is", VIS["id"] + "Jadi jumlahnya 2,4 juta pengunjung.", "id: 'so the total is 2,4 million (juta) visitors'"),
    g("u_id_ribu_slip", "A", "2400000", "wrong", "answer_is", VIS["id"] + "Jadi jumlahnya 2,4 ribu pengunjung.", "id: 'so the total is 2,4 thousand (ribu) visitors' = 2400"),
    g("u_ok_es_mil", "B", "360000", "correct", "answer_is", FAC["es"] + "La respuesta es 360 mil unidades.", "es: 'the answer is 360 thousand (mil) units'"),
    g("u_es_millones", "A", "360000", "wrong", "answer_is", FAC["es"] + "La respuesta es 360 millones de unidades.", "es: 'the answer is 360 million units': a scale slip"),
    g("u_ok_pt_mil", "B", "360000", "correct", "answer_is", FAC["pt"] + "Resposta: 360 mil peças.", "pt: 'Answer: 360 thousand pieces'"),
    g("u_ok_ru_tysyach", "B", "360000", "correct", "answer_is", FAC["ru"] + "Ответ: 360 тысяч деталей.", "ru: 'Answer: 360 thousand parts'"),
    g("u_ok_ru_mln", "B", "2400000", "correct", "answer_is", VIS["ru"] + "Ответ: 2,4 млн посетителей.", "ru: 'Answer: 2,4 mln visitors'"),
    g("u_ru_mlrd", "A", "2400000", "wrong", "answer_is", VIS["ru"] + "Ответ: 2,4 млрд посетителей.", "ru: 'Answer: 2,4 billion (mlrd) visitors'"),
    g("u_ok_uk_milyona", "B", "2400000", "correct", "answer_is", VIS["ru"].replace("посетителей в месяц за 12 месяцев", "відвідувачів на місяць за 12 місяців").replace("посетителей", "відвідувачів") + "Відповідь: 2,4 мільйона відвідувачів.", "uk: 'Answer: 2,4 million visitors'"),
    g("u_ok_de_millionen", "B", "2400000", "correct", "answer_is", "200.000 Besucher pro Monat, 12 Monate: 200.000 · 12 = 2.400.000 Besucher.\nDie Antwort lautet 2,4 Millionen Besucher.", "de: 'the answer is 2,4 million visitors'"),
    g("u_de_milliarden", "A", "2400000", "wrong", "answer_is", "200.000 Besucher pro Monat, 12 Monate: 200.000 · 12 = 2.400.000 Besucher.\nDie Antwort lautet 2,4 Milliarden Besucher.", "de: 'the answer is 2,4 Milliarden (billion) visitors'"),
    g("u_ok_fr_millions", "B", "2400000", "correct", "answer_is", "200 000 visiteurs par mois pendant 12 mois : 200 000 × 12 = 2 400 000 visiteurs.\nLa réponse est 2,4 millions de visiteurs.", "fr: 'the answer is 2,4 million visitors'"),
    g("u_fr_milliards", "A", "2400000", "wrong", "answer_is", "200 000 visiteurs par mois pendant 12 mois : 200 000 × 12 = 2 400 000 visiteurs.\nLa réponse est 2,4 milliards de visiteurs.", "fr: 'the answer is 2,4 milliard (billion) visitors'"),
    g("u_ok_it_mila", "B", "360000", "correct", "answer_is", "15.000 pezzi al giorno per 24 giorni: 15.000 × 24 = 360.000 pezzi.\nLa risposta è 360 mila pezzi.", "it: 'the answer is 360 thousand (mila) pieces'"),
    g("u_ok_nl_miljoen", "B", "2400000", "correct", "answer_is", "200.000 bezoekers per maand, 12 maanden: 200.000 × 12 = 2.400.000 bezoekers.\nHet antwoord is 2,4 miljoen bezoekers.", "nl: 'the answer is 2,4 million visitors'"),
    g("u_nl_miljard", "A", "2400000", "wrong", "answer_is", "200.000 bezoekers per maand, 12 maanden: 200.000 × 12 = 2.400.000 bezoekers.\nHet antwoord is 2,4 miljard bezoekers.", "nl: 'the answer is 2,4 miljard (billion) visitors'"),
    g("u_ok_pl_tys", "B", "360000", "correct", "answer_is", "15 000 sztuk dziennie przez 24 dni: 15 000 · 24 = 360 000 sztuk.\nOdpowiedź: 360 tys. sztuk.", "pl: 'Answer: 360 thous. pieces'"),
    g("u_ok_tr_bin", "B", "360000", "correct", "answer_is", "Günde 15.000 adet, 24 gün: 15.000 × 24 = 360.000 adet.\nCevap: 360 bin adet.", "tr: 'Answer: 360 thousand (bin) pieces'"),
    g("u_ok_ar_alf", "B", "360000", "correct", "answer_is", "15,000 قطعة يوميًا لمدة 24 يومًا: 15,000 × 24 = 360,000 قطعة.\nالإجابة: 360 ألف قطعة.", "ar: 'the answer: 360 thousand (alf) pieces'"),
    g("u_ok_fa_milyun_digits", "B", "2400000", "correct", "answer_is", "ماهانه 200,000 بازدیدکننده در 12 ماه: 200,000 × 12 = 2,400,000.\nپاسخ: ۲٫۴ میلیون بازدیدکننده", "fa: 'answer: 2.4 million visitors' in Persian digits with the Persian decimal separator (٫)", True),
    g("u_ok_vi_trieu", "B", "2400000", "correct", "answer_is", "Mỗi tháng 200.000 lượt khách, 12 tháng: 200.000 × 12 = 2.400.000 lượt khách.\nĐáp số: 2,4 triệu lượt khách.", "vi: 'answer: 2,4 million (trieu) visits'"),
    g("u_ok_th_saen", "B", "360000", "correct", "answer_is", "วันละ 15,000 ชิ้น 24 วัน: 15,000 × 24 = 360,000 ชิ้น\nคำตอบคือ 3.6 แสนชิ้น", "th: 'the answer is 3.6 saen (hundred-thousand) pieces' = 360000"),
    g("u_ok_sw_milioni", "B", "2400000", "correct", "answer_is", VIS["sw"] + "Jibu ni wageni milioni 2.4.", "sw: 'the answer is 2.4 million visitors' (milioni before the number)"),
    g("u_ok_el_ekatommyria", "B", "2400000", "correct", "answer_is", "200.000 επισκέπτες τον μήνα επί 12 μήνες: 200.000 · 12 = 2.400.000.\nΑπάντηση: 2,4 εκατομμύρια επισκέπτες.", "el: 'Answer: 2,4 million visitors'"),
    g("u_ok_cs_milionu", "B", "2400000", "correct", "answer_is", "200 000 návštěvníků měsíčně po 12 měsíců: 200 000 · 12 = 2 400 000.\nOdpověď: 2,4 milionu návštěvníků.", "cs: 'Answer: 2,4 million visitors'"),
    g("u_ok_ro_milioane", "B", "2400000", "correct", "answer_is", "200.000 de vizitatori pe lună timp de 12 luni: 200.000 × 12 = 2.400.000.\nRăspuns: 2,4 milioane de vizitatori.", "ro: 'Answer: 2,4 million visitors'"),
    g("u_ok_he_milyon", "B", "2400000", "correct", "answer_is", "200,000 מבקרים בחודש במשך 12 חודשים: 200,000 × 12 = 2,400,000.\nהתשובה: 2.4 מיליון מבקרים.", "he: 'the answer: 2.4 million visitors'"),
    g("u_tr_duzine", "A", "629", "wrong", "hash", PEN["tr"] + "#### 629 düzine", "tr: '629 dozen' (= 7548), not a unit of pencils"),
    g("u_es_docenas", "A", "629", "wrong", "answer_is", PEN["es"] + "La respuesta es 629 docenas de lápices.", "es: 'the answer is 629 dozen pencils' = 7548"),
    g("u_zh_da", "A", "629", "wrong", "answer_is", PEN["zh"] + "答案是629打铅笔。", "zh: 'the answer is 629 da (dozen) pencils' = 7548"),
    g("u_ok_de_unter_null", "B", "-8.5", "correct", "answer_is", TEMP["de"] + "Die Temperatur beträgt am Ende 8,5 Grad unter null.", "de: 'the temperature is finally 8,5 degrees below zero' = -8.5", True),
    g("u_ok_pl_stopni", "B", "-8.5", "correct", "answer_is", TEMP["pl"] + "Odpowiedź: -8,5 °C.", "pl: 'Answer: -8,5 °C'"),
    m("u_m_ok_ru_cm2", "B", G_SC, "correct", "boxed", SC + r" $= 6\pi$. Ответ: $\boxed{6\pi\ \text{см}^2}$.", "ru: 'Answer: 6\\pi cm^2' (Cyrillic unit in the box)"),
    m("u_m_ok_ru_radian", "B", G_RD, "correct", "boxed", RD + r" $= \frac{5\pi}{4}$. Ответ: $\boxed{\frac{5\pi}{4}}$ радиан.", "ru: 'Answer: 5\\pi/4 radians'"),
    m("u_m_ru_degrees", "A", G_RD, "wrong", "boxed", r"Угол $225^\circ$ в радианах." + "\nОтвет: $\\boxed{225^\\circ}$.", "ru: 'the angle 225 degrees in radians. Answer: 225 degrees': the given, not converted", True),
    m("u_m_ok_es_formas", "B", G_CB, "correct", "boxed", CB + r" $= 1365$. Hay $\boxed{1365}$ formas.", "es: 'there are 1365 ways'"),
    m("u_m_ok_de_base_decimal", "B", G_BS, "correct", "boxed", BS + r" $= 242$. Im Dezimalsystem: $\boxed{242_{10}}$.", "de: 'in the decimal system: 242_{10}'"),
    m("u_m_de_base_other", "A", G_BS, "wrong", "boxed", BS + r" $= 242$. Die Antwort ist $\boxed{242_5}$.", "de: 'the answer is 242_5': a base-5 subscript that is not base 5 (digit 4 allowed, value 72)", True),
]
CASES += [
    # ================================================================ 6. retractions and harmless after-text
    g("r_ok_es_pleasantry", "B", "629", "correct", "answer_is", PEN["es"] + "La respuesta es 629. ¡Espero que te sirva!", "es: 'the answer is 629. I hope it helps!'"),
    g("r_es_espera", "A", "629", "wrong", "answer_is", PEN["es"] + "La respuesta es 629.\n\nEspera, me equivoqué al restar: son 593.", "es: 'the answer is 629. Wait, I made a mistake subtracting: it is 593'"),
    g("r_ok_de_probe", "B", "629", "correct", "answer_is", PEN["de"] + "Die Antwort ist 629.\n\nProbe: 629 + 259 = 888 ✓", "de: 'the answer is 629. Check: 629 + 259 = 888'"),
    g("r_de_korrektur", "A", "629", "wrong", "answer_is", PEN["de"] + "Die Antwort ist 629.\n\nKorrektur: Es sind 593 Stifte.", "de: 'the answer is 629. Correction: it is 593 pencils'"),
    g("r_ok_fr_verification", "B", "629", "correct", "answer_is", PEN["fr"] + "Réponse : 629 crayons.\n\nVérification : 629 + 259 = 888. ✔", "fr: 'Answer: 629 pencils. Check: 629 + 259 = 888'"),
    g("r_fr_oups", "A", "629", "wrong", "answer_is", PEN["fr"] + "Réponse : 629 crayons.\n\nOups, erreur de lecture : elle en a donné 295, donc 888 - 295 = 593.", "fr: 'Answer: 629. Oops, a reading error: she gave 295, so 888 - 295 = 593'"),
    g("r_ok_ru_proverka", "B", "629", "correct", "answer_is", PEN["ru"] + "Ответ: 629.\n\nПроверка: 629 + 259 = 888 — верно.", "ru: 'Answer: 629. Check: 629 + 259 = 888, correct'"),
    g("r_ru_hotya_net", "A", "629", "wrong", "answer_is", PEN["ru"] + "Ответ: 629.\n\nХотя нет, я ошибся: правильный ответ 593.", "ru: 'Answer: 629. Though no, I was wrong: the right answer is 593'"),
    g("r_ok_zh_check", "B", "629", "correct", "answer_is", PEN["zh"] + "答案是629。\n\n验算：629 + 259 = 888，正确。", "zh: 'the answer is 629. Check: 629 + 259 = 888, correct'"),
    g("r_zh_dengdeng", "A", "629", "wrong", "answer_is", PEN["zh"] + "答案是629。\n\n等等，我看错了题目，送出的是295支，应该是593。", "zh: 'the answer is 629. Wait, I misread: 295 were given, it should be 593'"),
    g("r_ok_ja_kenzan", "B", "629", "correct", "answer_is", PEN["ja"] + "答えは629本です。\n\n検算：629 + 259 = 888 なので正しいです。", "ja: 'the answer is 629. Check: 629 + 259 = 888 so it is right'"),
    g("r_ja_iya", "A", "629", "wrong", "answer_is", PEN["ja"] + "答えは629本です。\n\n…いや、待ってください。問題をもう一度読むと295本なので、593本が正しいです。", "ja: 'the answer is 629. ...No, wait. Rereading, it is 295, so 593 is right'"),
    g("r_ok_ko_check", "B", "629", "correct", "answer_is", PEN["ko"] + "답: 629자루\n\n검산: 629 + 259 = 888 ✓", "ko: 'answer: 629; check: 629 + 259 = 888'"),
    g("r_ko_retract", "A", "629", "wrong", "answer_is", PEN["ko"] + "답: 629자루\n\n아, 잘못 계산했네요. 다시 보니 593자루입니다.", "ko: 'answer: 629. Ah, I calculated wrong. Looking again it is 593'"),
    g("r_ok_it_pleasantry", "B", "629", "correct", "answer_is", PEN["it"] + "Risposta: 629 matite. Spero di esserti stato utile!", "it: 'Answer: 629 pencils. I hope I was helpful!'"),
    g("r_it_anzi", "A", "629", "wrong", "answer_is", PEN["it"] + "Risposta: 629 matite. Anzi no, ricontrollando: 593.", "it: 'Answer: 629. Actually no, rechecking: 593'"),
    g("r_ok_pt_pleasantry", "B", "629", "correct", "answer_is", PEN["pt"] + "Resposta: 629 lápis. Espero ter ajudado! 😊", "pt: 'Answer: 629 pencils. I hope I helped!'"),
    g("r_pt_errata", "A", "629", "wrong", "answer_is", PEN["pt"] + "Resposta: 629 lápis.\n\nErrata: o enunciado diz 295, então a resposta correta é 593.", "pt: 'Answer: 629. Erratum: the statement says 295, so the correct answer is 593'"),
    g("r_ok_nl_controle", "B", "629", "correct", "answer_is", PEN["nl"] + "Antwoord: 629.\nControle: 629 + 259 = 888. Klopt!", "nl: 'Answer: 629. Check: 629 + 259 = 888. Right!'"),
    g("r_nl_nee_wacht", "A", "629", "wrong", "answer_is", PEN["nl"] + "Antwoord: 629.\nNee wacht, het waren er 295, dus 593.", "nl: 'Answer: 629. No wait, there were 295, so 593'"),
    g("r_ok_pl_sprawdzenie", "B", "629", "correct", "hash", PEN["pl"] + "Odpowiedź: 629\n#### 629\n\nSprawdzenie: 629 + 259 = 888 ✓", "pl: 'Answer: 629', ####, then 'check: 629 + 259 = 888'"),
    g("r_pl_poprawka", "A", "629", "wrong", "hash", PEN["pl"] + "#### 629\n\nPoprawka: źle przeczytałem liczbę, powinno być #### 593", "pl: #### 629, then 'correction: I misread the number, it should be #### 593'"),
    g("r_ok_tr_kontrol", "B", "629", "correct", "answer_is", PEN["tr"] + "Cevap: 629 kalem.\nKontrol: 629 + 259 = 888 ✓ İyi çalışmalar!", "tr: 'Answer: 629 pencils. Check ... Good luck with your studies!'"),
    g("r_tr_duzeltme", "A", "629", "wrong", "answer_is", PEN["tr"] + "Cevap: 629 kalem.\nDüzeltme: aslında 593.", "tr: 'Answer: 629. Correction: actually 593'"),
    g("r_ok_ar_pleasantry", "B", "629", "correct", "answer_is", PEN["ar"] + "الإجابة: 629 قلمًا. آمل أن يكون هذا مفيدًا!", "ar: 'the answer: 629 pencils. I hope this is useful!'"),
    g("r_ar_retract", "A", "629", "wrong", "answer_is", PEN["ar"] + "الإجابة: 629 قلمًا.\nعذرًا، هناك خطأ: الإجابة الصحيحة هي 593.", "ar: 'the answer: 629. Sorry, there is a mistake: the correct answer is 593'"),
    g("r_ok_vi_pleasantry", "B", "629", "correct", "answer_is", PEN["vi"] + "Đáp án: 629. Chúc bạn học tốt!", "vi: 'answer: 629. Good luck with your studies!'"),
    g("r_vi_retract", "A", "629", "wrong", "answer_is", PEN["vi"] + "Đáp án: 629.\nÀ không, đọc lại đề thì cho đi 295 cây, vậy là 593.", "vi: 'answer: 629. Ah no, rereading, 295 were given, so 593'"),
    g("r_ok_id_pleasantry", "B", "629", "correct", "answer_is", PEN["id"] + "Jawaban: 629 pensil. Semoga membantu!", "id: 'Answer: 629 pencils. Hope it helps!'"),
    g("r_id_ralat", "A", "629", "wrong", "answer_is", PEN["id"] + "Jawaban: 629 pensil.\nRalat: jawabannya 593.", "id: 'Answer: 629. Correction (ralat): the answer is 593'"),
    g("r_ok_sw_pleasantry", "B", "629", "correct", "answer_is", PEN["sw"] + "Jibu: 629. Natumaini hii inasaidia!", "sw: 'Answer: 629. I hope this helps!'"),
    g("r_ok_he_check", "B", "629", "correct", "answer_is", PEN["he"] + "התשובה: 629.\nבדיקה: 629 + 259 = 888 ✓", "he: 'the answer: 629. Check: 629 + 259 = 888'"),
    g("r_he_retract", "A", "629", "wrong", "answer_is", PEN["he"] + "התשובה: 629.\nרגע, טעיתי: התשובה הנכונה היא 593.", "he: 'the answer: 629. Wait, I was wrong: the correct answer is 593'"),
    g("r_ok_el_pleasantry", "B", "629", "correct", "answer_is", PEN["el"] + "Απάντηση: 629 μολύβια. Ελπίζω να βοήθησα!", "el: 'Answer: 629 pencils. I hope I helped!'"),
    g("r_ok_cs_mixed", "B", "629", "correct", "answer_is", PEN["en"] + "Odpověď: 629 tužek. Doufám, že to pomohlo!", "mixed: English working; cs answer line 'Answer: 629 pencils. I hope that helped!'"),
    g("r_ok_ro_mixed", "B", "40390", "correct", "answer_is", SAL["en"] + "Răspuns final: 40.390 $.", "mixed: English working; ro 'final answer: 40.390 $' (Romanian thousands dot); debatable because the working is English, where 40.390 reads as a decimal (proposed: accept, the answer line is Romanian and the working has 40390)", True),
    g("r_en_then_zh_retract", "A", "629", "wrong", "answer_is", PEN["en"] + "The answer is 629.\n\n不对，我看错了，应该是593。", "mixed: English answer 629, then zh 'not right, I misread, it should be 593'"),
    g("r_ok_zh_then_en_check", "B", "629", "correct", "answer_is", PEN["zh"] + "答案是629。\n\nCheck: 629 + 259 = 888. Correct.", "mixed: zh 'the answer is 629', then an English check"),
    g("r_ok_ru_im_user", "B", "629", "correct", "answer_is", PEN["ru"] + "Ответ: 629." + IM_USER + "Спасибо! А если бы отдали 295?", "ru: 'Answer: 629', then an invented user turn 'Thanks! And if 295 had been given?'"),
    m("r_m_ok_ru_box_check", "B", G_BS, "correct", "boxed", BS + r" $= 242$." + "\nОтвет: $\\boxed{242}$.\n\nПроверка: $242 = 1 \\cdot 125 + 4 \\cdot 25 + 3 \\cdot 5 + 2$ — верно.", "ru: 'Answer: 242. Check: ... correct'"),
    m("r_m_ru_box_retract", "A", G_BS, "wrong", "boxed", BS + r" $= 242$." + "\nОтвет: $\\boxed{242}$.\n\nНет, подождите, я перепутал цифры: $1342_5 = 222$, ответ $\\boxed{222}$.", "ru: 'Answer: 242. No, wait, I mixed up the digits: 1342_5 = 222, answer 222'"),
    m("r_m_ok_zh_pleasantry", "B", G_SY, "correct", "boxed", SY + "\n所以解为 $\\boxed{(3, 5)}$。希望对你有帮助！", "zh: 'so the solution is (3, 5). Hope this helps you!'"),
    m("r_m_zh_retract_box", "A", G_SY, "wrong", "boxed", SY + "\n所以解为 $\\boxed{(3, 5)}$。\n\n等一下，第二个方程我看错了，应为 $3x - y = 11$。重新计算：$7x = 35$，$x = 5$，$y = 4$，所以解为 $\\boxed{(5, 4)}$。", "zh: 'so the solution is (3, 5). Wait, I misread the second equation, it should be 3x - y = 11. Recomputing: ... so the solution is (5, 4)': a retraction to a wrong value (5 + 8 = 13, 15 - 4 = 11)"),
    m("r_m_ok_fr_qwen_end", "B", G_PO, "correct", "boxed", PO + r" $= 3x^2 + 13x - 10$." + "\n" + QWEN_END.format(G_PO) + "\nN'hésitez pas si vous avez d'autres questions !", "fr after a Qwen closing line: 'do not hesitate if you have other questions!'"),

    # ================================================================ 7. quoted / reported / hypothetical text
    g("q_es_other_claim", "A", "629", "no_answer", "answer_is", "Mi compañero dice que la respuesta es 629, pero no estoy seguro de cómo lo calculó.", "es: 'my classmate says the answer is 629, but I am not sure how he calculated it': someone else's claim, no own answer"),
    g("q_ok_es_other_claim_own", "B", "629", "correct", "answer_is", PEN["es"] + "Tu amigo dijo 593, pero eso es incorrecto. La respuesta es 629.", "es: 'your friend said 593, but that is incorrect. The answer is 629'"),
    g("q_de_hypothetical", "A", "629", "wrong", "answer_is", slip(PEN["de"]) + "Hätte sie nur 259 verschenkt, wären es 629. Die Antwort ist also 593.", "de: 'had she given away only 259, it would be 629. So the answer is 593'"),
    g("q_ok_de_hypothetical_other", "B", "629", "correct", "answer_is", PEN["de"] + "Hätte sie 295 verschenkt, wären es 593. Die Antwort ist also 629.", "de: 'had she given away 295, it would be 593. So the answer is 629'"),
    g("q_fr_textbook_claim", "A", "629", "no_answer", "answer_is", "Le corrigé du manuel indique « Réponse : 629 », mais je n'arrive pas à retrouver ce résultat.", "fr: 'the textbook key says \"Answer: 629\", but I cannot get that result': a quotation, no own answer"),
    g("q_ru_quote_hash", "A", "629", "no_answer", "hash", "В задаче написано: «Ответ запишите в виде #### 629».\nК сожалению, я не могу решить эту задачу без дополнительных данных.", "ru: 'the problem says: \"write the answer as #### 629\". Unfortunately I cannot solve this without more data'"),
    g("q_ok_ru_quote_then_own", "B", "629", "correct", "hash", "Пользователь предположил: «наверное, 593?»\n" + PEN["ru"] + "Нет, ответ 629.\n#### 629", "ru: 'the user guessed: \"maybe 593?\"' ... 'no, the answer is 629'"),
    g("q_zh_ruguo", "A", "629", "wrong", "answer_is", slip(PEN["zh"]) + "如果送出的是259支，答案就是629支。但题目说送出295支，所以答案是593支。", "zh: 'if 259 had been given, the answer would be 629. But the problem says 295, so the answer is 593'"),
    g("q_ok_zh_ruguo", "B", "629", "correct", "answer_is", PEN["zh"] + "如果送出的是295支，答案就是593支。但题目说送出259支，所以答案是629支。", "zh: 'if 295 had been given, the answer would be 593. But the problem says 259, so the answer is 629'"),
    g("q_ja_teacher", "A", "629", "no_answer", "answer_is", "先生は「答えは629本」と言っていましたが、私にはその計算の理由がわかりません。", "ja: 'the teacher said \"the answer is 629\", but I do not understand why'"),
    g("q_ko_hypothetical_only", "A", "629", "no_answer", "answer_is", "만약 259자루를 나눠 주었다면 629자루가 남았을 것입니다. 하지만 문제에 나눠 준 개수가 없어서 답을 정할 수 없습니다.", "ko: 'if 259 had been given, 629 would have been left. But the problem gives no number given away, so I cannot determine an answer'"),
    g("q_ar_claim", "A", "629", "wrong", "answer_is", slip(PEN["ar"]) + "يقول الكتاب إن الإجابة 629، لكن حسابي يعطي 593.", "ar: 'the book says the answer is 629, but my calculation gives 593'"),
    g("q_ok_ar_claim", "B", "629", "correct", "answer_is", PEN["ar"] + "قد يظن البعض أن الإجابة 593، لكن الإجابة الصحيحة هي 629.", "ar: 'some may think the answer is 593, but the correct answer is 629'"),
    g("q_hi_example", "A", "629", "no_answer", "answer_is", "उदाहरण के लिए, उत्तर इस रूप में लिखें: \"उत्तर: 629\"। मुझे प्रश्न का पूरा पाठ नहीं मिला।", "hi: 'for example, write the answer in this form: \"answer: 629\". I did not get the full text of the question'"),
    g("q_pt_other_part", "A", "40390", "wrong", "answer_is", SAL["pt"] + "(a) Com o bônus: R$ 40.390.\n(b) Sem o bônus: R$ 37.740.\nResposta final: R$ 37.740.", "pt: '(a) with the bonus 40.390, (b) without 37.740. Final answer: 37.740'"),
    g("q_it_student", "A", "629", "wrong", "answer_is", slip(PEN["it"]) + "Uno studente potrebbe rispondere 629, ma la risposta corretta è 593.", "it: 'a student might answer 629, but the correct answer is 593'"),
    g("q_tr_claim_only", "A", "629", "no_answer", "answer_is", "Arkadaşım cevabın 629 olduğunu söyledi ama ben emin değilim.", "tr: 'my friend said the answer is 629 but I am not sure'"),
    g("q_vi_suppose", "A", "629", "wrong", "answer_is", slip(PEN["vi"]) + "Giả sử cho đi 259 cây thì còn 629 cây. Nhưng đề bài cho 295 cây, nên đáp án là 593.", "vi: 'suppose 259 were given, 629 would remain. But the problem gives 295, so the answer is 593'"),
    g("q_ok_uk_claim_then_own", "B", "629", "correct", "answer_is", PEN["uk"] + "У підручнику вказано 593, але це друкарська помилка. Відповідь: 629.", "uk: 'the textbook gives 593, but that is a misprint. Answer: 629'"),
    m("q_m_es_example_box", "A", G_RT, "no_answer", "boxed", "Por ejemplo, si las raíces fueran $-\\frac{2}{3}$ y $4$, escribiríamos $\\boxed{-\\frac{2}{3}, 4}$. Sin embargo, falta el polinomio en el enunciado, así que no puedo resolverlo.", "es: 'for example, if the roots were -2/3 and 4, we would write [box]. However, the polynomial is missing from the statement, so I cannot solve it'"),
    m("q_m_ok_de_claim_then_box", "B", G_RT, "correct", "boxed", RT["de"] + "\nManche würden $x = \\frac{2}{3}$ angeben, aber aus $3x + 2 = 0$ folgt $x = -\\frac{2}{3}$.\nDie Lösungen sind $\\boxed{-\\frac{2}{3}, 4}$.", "de: 'some would give x = 2/3, but 3x + 2 = 0 gives x = -2/3. The solutions are ...'"),
    m("q_m_fr_quote_minerva", "A", G_RA, "no_answer", "minerva", "L'énoncé demande de conclure par « " + MINERVA.format("$4\\sqrt{3}$") + " », mais la fraction à simplifier n'est pas donnée, je ne peux donc pas répondre.", "fr: 'the statement asks to end with \"Final Answer: ... 4\\sqrt3 ...\", but the fraction to simplify is not given, so I cannot answer'"),
    m("q_m_ok_ja_llama", "B", G_RA, "correct", "boxed", RA + r" $= 4\sqrt{3}$。" + "\n" + LLAMA_END.format(G_RA), "ja working, a Llama closing line with 4\\sqrt3"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_zh_fullwidth_digits", "B", "629", "correct", "answer_is", PEN["zh"] + "答案是６２９支。", "zh: 'the answer is 629' in full-width digits (U+FF16 U+FF12 U+FF19)", True),
    g("b_ok_ar_indic_digits", "B", "629", "correct", "answer_is", PEN["ar"] + "الإجابة: ٦٢٩ قلمًا.", "ar: 'the answer: 629 pencils' in Arabic-Indic digits (٦٢٩)"),
    g("b_ar_indic_digits_wrong", "A", "629", "wrong", "answer_is", slip(PEN["ar"]) + "الإجابة: ٥٩٣ قلمًا.", "ar: 'the answer: 593 pencils' in Arabic-Indic digits (٥٩٣)"),
    g("b_ok_hi_devanagari_digits", "B", "629", "correct", "answer_is", PEN["hi"] + "उत्तर: ६२९ पेंसिलें।", "hi: 'answer: 629 pencils' in Devanagari digits (६२९)"),
    g("b_ok_rtl_marks", "B", "629", "correct", "answer_is", PEN["he"] + "התשובה: \u200f629\u200f.", "he: 'the answer: 629' wrapped in right-to-left marks (U+200F)"),
    g("b_rtl_override_wrong", "A", "629", "wrong", "answer_is", PEN["ar"] + "الإجابة: \u202e926\u202c", "ar: 'the answer: 926' inside a right-to-left override (U+202E ... U+202C): the stored digits are 926, which display as 629; the stored value is not the gold", True),
    g("b_ok_zwsp_in_number", "B", "40390", "correct", "answer_is", SAL["de"] + "Die Antwort ist 40\u200b390 €.", "de: 'the answer is 40390 EUR' with a zero-width space inside the number", True),
    g("b_ok_th_digits", "B", "629", "correct", "answer_is", PEN["th"] + "คำตอบคือ ๖๒๙ แท่ง", "th: 'the answer is 629 pencils' in Thai digits (๖๒๙)"),
    g("b_bom_empty_answer", "A", "629", "no_answer", "answer_is", "\ufeff" + PEN["ja"].split("\n")[0] + "\n答え：", "ja with a leading BOM: 'answer:' with nothing after, cut before the subtraction"),
    g("b_ok_nbsp_fr", "B", "629", "correct", "answer_is", PEN["fr"] + "Réponse\u00a0: 629\u00a0crayons.", "fr: 'Answer: 629 pencils' with no-break spaces before the colon and the noun"),
    m("b_m_ok_fullwidth_box", "B", G_BS, "correct", "boxed", BS + r" $= 242$。答案是 $\boxed{２４２}$。", "zh: 'the answer is 242' with full-width digits in the box", True),
    m("b_m_cyrillic_lookalike", "A", G_CX, "wrong", "boxed", CX["pl"] + r" $= 14 + 5i$." + "\nOdpowiedź: $\\boxed{14 + 5і}$", "pl: the box holds a Cyrillic 'і' (U+0456) where the imaginary unit i belongs: not the expression 14 + 5i", True),
]
CASES += [
    # ================================================================ more languages, both paths, mixed-language outputs
    m("t_m_ok_uk_sentence", "B", G_IV, "correct", "tag", th(IV + "\n") + r"<answer>Розв'язок нерівності: $x \in [-5, 4]$.</answer>", "uk: 'the solution of the inequality: x in [-5, 4]'"),
    m("t_m_uk_half_open", "A", G_IV, "wrong", "tag", th(IV + "\n") + r"<answer>Розв'язок нерівності: $x \in [-5, 4)$.</answer>", "uk: 'the solution: x in [-5, 4)': the right endpoint dropped"),
    m("h_m_ok_ro_phrase_hash", "B", G_CB, "correct", "hash", CB + " = 1365.\nRăspunsul este 1365.\n#### 1365", "ro: 'the answer is 1365' then ####"),
    m("n_m_ro_not_gold", "A", G_CB, "wrong", "boxed", CB + " = 1365.\nRăspunsul nu este $1365$, ci $\\boxed{1356}$.", "ro: 'the answer is not 1365 but 1356'"),
    m("x_m_ok_cs_decimal_comma", "B", G_PR, "correct", "boxed", r"Násobky $7$ od $1$ do $50$: $7, 14, 21, 28, 35, 42, 49$, tedy sedm. Pravděpodobnost je $\frac{7}{50} = 0{,}14$." + "\nOdpověď: $\\boxed{0{,}14}$", "cs: 'multiples of 7 ... seven. The probability is 7/50 = 0,14. Answer: 0,14'"),
    m("r_m_cs_retract", "A", G_PR, "wrong", "boxed", r"Násobky $7$ od $1$ do $50$: $7, 14, 21, 28, 35, 42, 49$, tedy sedm. Pravděpodobnost je $\boxed{\frac{7}{50}}$." + "\nOprava: $49$ se nepočítá, takže $\\boxed{\\frac{6}{50}}$.", "cs: '... the probability is 7/50. Correction: 49 does not count, so 6/50': a wrong retraction"),
    m("t_m_ok_el_sentence", "B", G_PO, "correct", "tag", th(PO + "\n") + r"<answer>Το γινόμενο είναι $3x^2 + 13x - 10$.</answer>", "el: 'the product is 3x^2 + 13x - 10'"),
    m("t_m_el_sign", "A", G_PO, "wrong", "tag", th(r"$(3x - 2)(x + 5) = 3x^2 + 15x + 2x - 10$" + "\n") + r"<answer>Το γινόμενο είναι $3x^2 + 17x - 10$.</answer>", "el: 'the product is 3x^2 + 17x - 10': a sign slip"),
    m("q_m_he_hypothetical", "A", G_SC, "wrong", "boxed", r"אם הזווית הייתה $135^\circ$, השטח היה $6\pi$. אבל אני חישבתי עם $120^\circ$: $\frac{120}{360} \cdot 16\pi = \frac{16\pi}{3}$." + "\nהתשובה: $\\boxed{\\frac{16\\pi}{3}}$", "he: 'if the angle were 135 degrees the area would be 6\\pi. But I computed with 120 degrees: ... The answer: 16\\pi/3'"),
    m("n_m_ok_nl_strike", "B", G_SY, "correct", "boxed", SY + "\nAntwoord: ~~$(5, 3)$~~ $\\boxed{(3, 5)}$", "nl: 'Answer: ((5, 3) struck) (3, 5)'"),
    m("n_m_nl_swapped", "A", G_SY, "wrong", "boxed", SY + "\nDus het antwoord is $(x, y) = \\boxed{(5, 3)}$.", "nl: 'so the answer is (x, y) = (5, 3)': coordinates swapped"),
    m("u_m_ok_bn_sentence", "B", G_CB, "correct", "boxed", CB + " = 1365।\nউত্তর: $\\boxed{1365}$ উপায়।", "bn: 'answer: 1365 ways'"),
    g("u_ok_bn_counted", "B", "629", "correct", "answer_is", PEN["bn"] + "উত্তর: 629টি পেনসিল।", "bn: 'answer: 629 pencils' with the classifier -টি attached to the number"),
    g("u_bn_hash_counted_slip", "A", "629", "wrong", "hash", slip(PEN["bn"]) + "#### 593টি", "bn: #### 593 with the classifier -টি"),
    m("x_m_ok_th_box", "B", G_RA, "correct", "boxed", RA + r" $= 4\sqrt{3}$" + "\nดังนั้นคำตอบคือ $\\boxed{4\\sqrt{3}}$", "th: 'therefore the answer is 4\\sqrt3'"),
    m("x_m_th_decimal", "A", G_RA, "wrong", "boxed", RA + r" $\approx 6.93$" + "\nดังนั้นคำตอบคือ $\\boxed{6.93}$", "th: 'therefore the answer is 6.93': a decimal for 4\\sqrt3 (6.9282...)"),
    m("r_m_ok_sw_pleasantry", "B", G_RA, "correct", "boxed", RA + r" $= 4\sqrt{3}$." + "\nJibu ni $\\boxed{4\\sqrt{3}}$. Natumaini hii inasaidia!", "sw: 'the answer is 4\\sqrt3. I hope this helps!'"),
    m("q_m_fa_claim", "A", G_RA, "no_answer", "boxed", "در کتاب پاسخ $\\boxed{4\\sqrt{3}}$ آمده است، اما صورت سؤال ناقص است و نمی‌توانم آن را بررسی کنم.", "fa: 'in the book the answer 4\\sqrt3 is given, but the question text is incomplete and I cannot check it': a claim of the book, no own answer"),
    m("t_m_ok_tr_sentence", "B", G_ZR, "correct", "tag", th(ZR + " = 0\n") + "<answer>f(3) = 0, yani cevap 0.</answer>", "tr: 'f(3) = 0, so the answer is 0'"),
    m("t_m_tr_other", "A", G_ZR, "wrong", "tag", th(r"$f(3) = 3^3 - 9 = 18$" + "\n") + "<answer>f(3) = 18, yani cevap 18.</answer>", "tr: 'f(3) = 18, so the answer is 18': 9x read as 9"),
    m("h_m_ok_id_phrase_hash", "B", G_SY, "correct", "hash", SY + "\nJadi, penyelesaiannya adalah (3, 5).\n#### (3, 5)", "id: 'so the solution is (3, 5)' then ####"),
    m("h_m_id_phrase_hash_disagree", "A", G_SY, "wrong", "hash", SY + "\nJadi, penyelesaiannya adalah (3, 5).\n#### (3, 4)", "id: 'so the solution is (3, 5)' but #### (3, 4)"),
    g("t_ok_en_work_ja_answer", "B", "2400000", "correct", "tag", th(VIS["en"]) + "<answer>240万人</answer>", "mixed: English thinking, ja answer '240 man people' = 2,400,000"),
    g("t_en_work_zh_answer_slip", "A", "2400000", "wrong", "tag", th(VIS["en"]) + "<answer>24万人次</answer>", "mixed: English thinking, zh answer '24 wan visits' = 240,000"),
    g("h_ok_zh_work_en_answer", "B", "360000", "correct", "hash", FAC["zh"] + "The answer is 360,000.\n#### 360000", "mixed: zh working, English answer line"),
    g("h_ru_work_en_answer_disagree", "A", "360000", "wrong", "hash", FAC["ru"] + "Final answer: 360 тысяч.\n#### 36000", "mixed: ru working, English 'Final answer: 360 thousand (тысяч)', #### 36000: two different final answers"),
    g("r_ok_en_work_es_pleasantry", "B", "0", "correct", "hash", TIX["en"] + "#### 0\n\n¡No le queda nada de dinero! Espero que esto ayude.", "mixed: English working and #### 0, then es 'she has no money left! I hope this helps'"),
    g("x_ok_en_work_de_comma", "B", "-8.5", "correct", "answer_is", TEMP["en"] + "Antwort: -8,5 Grad.", "mixed: English working, de 'Answer: -8,5 degrees' with a decimal comma"),
    g("x_en_work_fr_comma_slip", "A", "88.2", "wrong", "answer_is", RICE["en"] + "Réponse : 8,82 €.", "mixed: English working 88.20, fr 'Answer: 8,82 EUR': a decimal slip"),
    g("n_ok_en_work_ko_not", "B", "40390", "correct", "answer_is", SAL["en"] + "정답은 37,740달러가 아니라 40,390달러입니다.", "mixed: English working, ko 'the answer is not 37,740 dollars but 40,390 dollars'"),
    g("n_en_work_ko_not_gold", "A", "40390", "wrong", "answer_is", SAL_NOBONUS["en"] + "정답은 40,390달러가 아니라 37,740달러입니다.", "mixed: English working without the bonus, ko 'the answer is not 40,390 dollars but 37,740 dollars'"),
]
CASES += [
    # ================================================================ more kind A, both paths
    m("n_m_ja_not_gold", "A", G_RD, "wrong", "boxed", RD + "\n答えは $\\frac{5\\pi}{4}$ ではなく $\\boxed{\\frac{3\\pi}{4}}$ です。", "ja: 'the answer is not 5\\pi/4 but 3\\pi/4'"),
    m("x_m_ko_hedge", "A", G_RD, "wrong", "boxed", RD + r" $= \frac{5\pi}{4}$" + "\n답은 $\\boxed{\\frac{5\\pi}{4}}$ 또는 $\\boxed{\\frac{3\\pi}{4}}$입니다.", "ko: 'the answer is 5\\pi/4 or 3\\pi/4': a hedge"),
    m("r_m_vi_minerva_other", "A", G_BS, "wrong", "minerva", BS + r" $= 242$." + "\nVậy đáp án là $\\boxed{242}$.\n" + MINERVA.format("$222$"), "vi: 'so the answer is 242', then a Minerva line stating 222: the last final answer is 222"),
    m("n_m_ru_gold_wrong", "A", G_RD, "wrong", "answer_is", RD + "\nОтвет $\\frac{5\\pi}{4}$ — это неверно, правильный ответ $\\frac{5\\pi}{6}$.", "ru: 'the answer 5\\pi/4 is incorrect, the right answer is 5\\pi/6'"),
    m("q_m_de_book_claim", "A", G_BS, "wrong", "boxed", r"$1432_5 = 1 \cdot 125 + 3 \cdot 25 + 4 \cdot 5 + 2 = 222$." + "\nLaut Lösungsbuch ist die Antwort $242$; ich erhalte jedoch $\\boxed{222}$.", "de: 'according to the solutions book the answer is 242; I get 222 however' (digits mixed up)"),
    m("t_m_it_sign_root", "A", G_RT, "wrong", "tag", th(r"$3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$, quindi $3x + 2 = 0$ o $x - 4 = 0$." + "\n") + r"<answer>Le radici sono $x = -\frac{2}{3}$ e $x = -4$.</answer>", "it: 'the roots are x = -2/3 and x = -4': a sign slip"),
    m("h_m_pl_inverted", "A", G_RD, "wrong", "hash", RD + r" $= \frac{5\pi}{4}$" + "\nOdpowiedź:\n#### \\frac{4\\pi}{5}", "pl: 'Answer:' then #### 4\\pi/5, inverted"),
    m("x_m_ar_decimal_repeat", "A", G_RP, "wrong", "boxed", RP + ".\nالجواب: $\\boxed{0.3636}$", "ar: 'the answer: 0.3636': a decimal for 4/11"),
    m("x_m_hi_pi_squared", "A", G_SC, "wrong", "boxed", r"$\frac{135}{360} \cdot \pi^2 \cdot 4^2 = 6\pi^2$" + "\nउत्तर: $\\boxed{6\\pi^2}$ वर्ग सेमी", "hi: 'answer: 6\\pi^2 square cm': \\pi squared by mistake"),
    m("x_m_sw_conjugate", "A", G_CX, "wrong", "boxed", r"$(4 - i)(3 + 2i) = 12 + 8i - 3i - 2i^2$" + "\nJibu: $\\boxed{14 - 5i}$", "sw: 'Answer: 14 - 5i': the conjugate"),
    m("r_m_id_retract", "A", G_SY, "wrong", "boxed", SY + "\nJawaban: $\\boxed{(3, 5)}$. Eh, salah tulis, seharusnya $\\boxed{(3, -5)}$.", "id: 'Answer: (3, 5). Oh, a slip, it should be (3, -5)'"),
    m("h_m_zh_phrase_hash_other", "A", G_PR, "wrong", "hash", PR["zh"] + "。\n答案：$\\frac{7}{50}$\n#### 7/5", "zh: 'answer: 7/50' but #### 7/5: two different final answers"),
    m("t_m_ja_denominator", "A", G_PR, "wrong", "tag", th("1から49までの7の倍数は7個なので、7/49。\n") + r"<answer>確率は $\frac{7}{49} = \frac{1}{7}$ です。</answer>", "ja: 'multiples of 7 from 1 to 49 are seven, so 7/49. The probability is 7/49 = 1/7': range misread"),
    g("x_fa_persian_digits_slip", "A", "629", "wrong", "answer_is", slip(PEN["fa"]) + "پاسخ نهایی: ۵۹۳ مداد", "fa: 'final answer: 593 pencils' in Persian digits"),
    g("x_th_hedge", "A", "629", "wrong", "answer_is", PEN["th"] + "คำตอบคือ 629 หรือ 593 แท่ง ขึ้นอยู่กับการตีความโจทย์", "th: 'the answer is 629 or 593 pencils, depending on how the problem is read': a hedge"),
    g("q_el_hypothetical", "A", "629", "wrong", "answer_is", slip(PEN["el"]) + "Αν είχε δώσει 259, θα έμεναν 629· όμως έδωσε 295, άρα η απάντηση είναι 593.", "el: 'if she had given 259, 629 would be left; but she gave 295, so the answer is 593'"),
    g("n_he_not_gold", "A", "629", "no_answer", "answer_is", PEN["he"] + "התשובה היא לא 629.", "he: 'the answer is not 629'"),
    g("u_cs_tisic", "A", "629", "wrong", "answer_is", PEN["cs"] + "Odpověď: 629 tisíc tužek.", "cs: 'Answer: 629 thousand pencils' = 629000"),
    g("r_ro_stai", "A", "629", "wrong", "answer_is", PEN["ro"] + "Răspuns: 629.\nStai, am greșit la citire: a dat 295, deci rămân 593.", "ro: 'Answer: 629. Wait, I misread: she gave 295, so 593 remain'"),
    g("t_uk_approx", "A", "629", "wrong", "tag", th(PEN["uk"]) + "<answer>Відповідь: приблизно 630 олівців.</answer>", "uk: 'Answer: about 630 pencils': rounded"),
    g("u_nl_dozijn", "A", "629", "wrong", "hash", PEN["nl"] + "Het antwoord is 629.\n#### 629 dozijn", "nl: 'the answer is 629' but #### '629 dozen' (= 7548)", True),
    g("q_sw_teacher", "A", "629", "wrong", "answer_is", slip(PEN["sw"]) + "Mwalimu alisema jibu ni 629, lakini mimi napata 593.", "sw: 'the teacher said the answer is 629, but I get 593'"),
    g("r_bn_retract", "A", "629", "wrong", "answer_is", PEN["bn"] + "উত্তর: 629।\nনা, ভুল হয়েছে, সঠিক উত্তর 593।", "bn: 'answer: 629. No, there was a mistake, the correct answer is 593'"),
    g("h_uk_hash_other", "A", "-8.5", "wrong", "hash", TEMP["uk"] + "Відповідь: -8,5 °C\n#### -12.5", "uk: 'Answer: -8,5 °C' but #### -12.5: two different final answers"),
    g("t_ko_temp_sign", "A", "-8.5", "wrong", "tag", th(TEMP["ko"]) + "<answer>기온은 8.5도입니다.</answer>", "ko: 'the temperature is 8.5 degrees': the minus sign lost"),
    g("x_ja_percent_share", "A", "37.5", "wrong", "answer_is", EXAM["ja"] + "答えは0.375です。", "ja: 'the answer is 0.375': the share for the percent the working computes", True),
    g("x_de_salary_decimal_read", "A", "40390", "wrong", "answer_is", SAL["en"] + "Die Antwort ist 40,39 €.", "mixed: English working 40390, de 'the answer is 40,39 EUR' = 40.39 in German decimal notation"),
]

DECISIONS = {
    "u_nl_dozijn": ("reject", "the #### line, the committed marker, says 629 dozen; a dozen is a multiplier, not a unit word to drop"),
    "x_ja_percent_share": ("reject", "the working computes a percent (37.5%); a bare share 0.375 is not that percent (round 5's GSM8K decision)"),
    "t_ok_de_box": ("accept", "a German sentence with € and working in German notation: 40.390 is forty thousand three hundred ninety"),
    "n_fr_annot_faux": ("reject", "the model annotates its only value '(faux)' = wrong; a value the model marks wrong is not a committed answer (round 21's convention: wrong)"),
    "u_ok_zh_hanzi_numeral": ("accept", "三十六万 is 360000 written in Chinese numerals; equal in value"),
    "u_ok_fa_milyun_digits": ("accept", "۲٫۴ میلیون is 2.4 million in Persian digits with the Persian decimal separator; equal in value"),
    "u_ok_de_unter_null": ("accept", "'8,5 Grad unter null' states -8.5 in words; the sign is given by 'below zero', not lost"),
    "u_m_ru_degrees": ("reject", "the box restates the given 225 degrees; the question asks for radians (round 1's decision: degrees are not radians)"),
    "u_m_de_base_other": ("reject", "242_5 denotes 72, not 242; the subscript is the model's own"),
    "r_ok_ro_mixed": ("accept", "the answer line is Romanian (thousands dot) and agrees with the working's 40390"),
    "b_ok_zh_fullwidth_digits": ("accept", "full-width digits ６２９ are the digits 629 (NFKC)"),
    "b_rtl_override_wrong": ("reject", "the stored value is 926; a bidi override changes only the display"),
    "b_ok_zwsp_in_number": ("accept", "a zero-width space is invisible; the number written is 40390"),
    "b_m_ok_fullwidth_box": ("accept", "full-width digits ２４２ in the box are 242 (NFKC)"),
    "b_m_cyrillic_lookalike": ("reject", "the Cyrillic і is not the imaginary unit; the box does not hold 14 + 5i as an expression"),
    "t_tr_share": ("reject", "the working computes a percent (%37,5); a bare share 0,375 is not that percent (round 5's GSM8K decision)"),
    "h_zh_wan_disagree": ("reject", "the #### line is the committed marker and says 36, not 36万; two different final values"),
    "h_ok_fr_phrase_hash_comma": ("accept", "88,2 with one digit after the comma is a French decimal comma, not a thousands group; it agrees with the phrase 88,20 €"),
    "h_ok_pt_phrase_hash": ("accept", "40.390 with three digits after the dot in a Brazilian answer that says R$ 40.390 is forty thousand three hundred ninety"),
    "h_pl_hash_sign_lost": ("reject", "the #### value 8.5 drops the sign the phrase gives; the marked value is not -8.5"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam59", CASES, [], DECISIONS)
