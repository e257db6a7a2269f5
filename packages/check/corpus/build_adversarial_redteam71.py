r"""Build adversarial_redteam71.jsonl: a seventy-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam71", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or earlier multilingual
rounds, and WITHOUT running the checker or any grader on them; handed over BEFORE any scoring. Not
model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure and
label rules) and the issue text were read.

Aim of this round: final answers written in languages other than English (25 languages: Chinese,
Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech,
Swedish, Tagalog), on both paths and in all eight classes, as multilingual models write them: the
language's answer phrases (答案是, 答え：, 정답:, Ответ:, Відповідь:, Respuesta:, Resposta:, Réponse :,
Antwort:, Risposta:, Antwoord:, Odpowiedź:, Cevap:, الإجابة:, پاسخ:, उत्तर:, উত্তর:, Đáp số:, Jawaban:,
คำตอบ:, Απάντηση:, תשובה:, Odpověď:, Svar:, Ang sagot ay), decimal commas and dot/space/lakh
thousands separators, scale words (万, 萬, 만, тыс., lakh/लाख, करोड़, nghìn, triệu, ribu, juta),
native digits (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width), SOV negation after the
number (ではありません, 아닙니다, değil, नहीं है, نیست, নয়), correction idioms, verification
paragraphs and closings after the answer, reported speech and conditionals, tags with sentences.

Problems and golds (arithmetic checked by hand and with python on numbers):
GSM8K path
  ZH 13 boxes x 27 pencils = 351; 351 - 86 = 265 (slip: 86 read as 68 -> 351 - 68 = 283)
  ZH2 30 computers x 4,500 yuan = 135,000 (= 13.5万; 135万 = 1,350,000)
  JA 6 tickets x 1,250 yen = 7,500; + 840 snacks = 8,340 (slip: without snacks 7,500)
  JA2 9 x 15,000 yen = 135,000 (= 13万5千; 135万 = 1,350,000)
  KO 4.25 km x 12 days = 51 (slip 4.52 x 12 = 54.24); KO2 45,000 won x 3 = 135,000 (= 13만 5천)
  RU 12 450 - 3 875 = 8 575 kg (slip: 3 785 -> 8 665); 8 575 = 8,575 тыс.
  UK 6 kg x 37,5 грн = 225 (slip 6 x 35,7 = 214,2)
  ES 35 % of 2.400 = 840; 2.400 - 840 = 1.560 (slip: the 840 spent)
  PT 3,5 kg x R$ 12,80 = R$ 44,80 (slip 5,3 x 12,80 = 67,84)
  FR 18 x 24 = 432 chairs; 432 - 57 = 375 (slip: 75 empty -> 357)
  DE 3 x 48 = 144 bottles; 144 x 0,75 l = 108 l (slip: 144 bottles)
  IT 2 h 45 min = 2,75 h; 2,75 x 88 = 242 km (slip: 2,45 h -> 215,6)
  NL 15 % of EUR 68 = 10,20; 68 - 10,20 = 57,80 (slip: the 10,20 discount)
  PL 3 x 485 = 1455; 2350 - 1455 = 895 zl (slip: 995)
  TR 6 x 35 = 210; 20 % = 42 absent; 210 - 42 = 168 (slip: 42)
  AR 9 x 45 = 405 (slip 9 x 54 = 486)
  FA 24 x 30 = 720 pages (slip 24 x 32 = 768)
  HI 12,500 x 10 = 1,25,000 = 125000 = 1.25 lakh (slip 12 months: 1,50,000); 1.25 करोड़ = 12,500,000
  BN 23 x 19 = 437 (slip 23 x 18 = 414)
  VI 3,5 x 42.000 = 147.000 dong = 147 nghìn (slip 3 kg: 126.000); 147 triệu = 147,000,000
  ID 8 x 15.000 = 120.000; 2 x 7.500 = 15.000; total 135.000 = 135 ribu (slip 120.000)
  TH 12 x 45 = 540 baht (slip 12 x 54 = 648)
  EL 0,6 x 85 = 51 girls; 85 - 51 = 34 boys (slip 51)
  HE 7 x 64 = 448; 448 - 163 = 285 (slip 163 read 136: 312)
  CS 4 x 129,90 = 519,60 Kc (slip three books 389,70)
  SV 2,5 h x 180 kr = 450 (slip 2 h: 360)
  TL 8 x 35 = 280 mangoes; 280 - 95 = 185 (slip 59: 221)
MATH path
  ZH x^2 - 2x - 15 = (x - 5)(x + 3): -3, 5        JA sum 8 with two dice: 5/36
  KO distance (-4, 6)-(16, 27): sqrt(400 + 441) = 29   RU 5 + 9 + ... + 101: 25 terms, 25*106/2 = 1325
  UK legs 4, 9: sqrt(97) ~ 9.849                  ES circle radius 11: 121 pi ~ 380.13
  PT (4 - 3i)^2 = 16 - 24i - 9 = 7 - 24i          FR 2/3 + 5/7 = 29/21 ~ 1.381 (= 58/42)
  DE 165 deg = 11 pi / 12                         IT 2x - 3 > 7: (5, oo)
  NL C(12, 3) = 1320/6 = 220                      PL y = (x - 3)^2 + 2: vertex (3, 2)
  TR 0.(45) = 45/99 = 5/11 ~ 0.4545               AR sqrt72 + sqrt32 = 6sqrt2 + 4sqrt2 = 10 sqrt2 = sqrt200 (sqrt104 wrong)
  HI octagon angle sum 6 * 180 = 1080             VI 213_5 = 50 + 5 + 3 = 58
  EL log_2(1/64) = -6                             HE lcm(15, 25) = 75 (product 375)
  ID slope (1, 4)-(5, -8): -12/4 = -3             TH tan 60 deg = sqrt3 ~ 1.732
  CS cone r 5, h 6: 25*6/3 pi = 50 pi ~ 157.08    SV 6!/4! = 30
  TL 3x + 7 = 22: x = 5                            BN exactly two heads in three tosses: 3/8 = 0.375

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness and number writing (decimal commas, separators, decimals for exact values); `n_` negation,
strike-out, annotation; `u_` unit, counter and scale words; `r_` retractions after the answer and
harmless after-text (checks, closings); `q_` quoted, reported, hypothetical and other-part
statements; `b_` bad input a JSON corpus can hold (native digits, invisible marks, odd spaces; no
lone surrogates, no NUL). The language code follows (`zh`, `ja`, ...). `_m_` marks MATH, `_ok_`
kind B.

Kinds: "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a RIGHT final
answer in the notation or wording a multilingual model writes.

Labels (corpus/README.md, round 21): the model's LAST COMMITTED final answer decides. A value it
withdraws, negates, or only states as a hypothetical, quotation or someone else's claim is not its
answer; a hedge or two different final answers is `wrong`; no final answer is `no_answer`; a value
equal to the gold in the language's own number writing (1.560 in Spanish, 44,80 in Portuguese,
1,25,000 / 1.25 लाख in Hindi, 13.5万 in Chinese, ٤٠٥ in Arabic) is `correct`; a decimal for an exact
irrational or repeating gold is `wrong`; a value the model itself marks wrong is `wrong`; a check,
translation or pleasantry after a committed answer does not replace it; text in an invented next
turn does not count. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes. Each note glosses in English the sentences that decide
its label; `glossed` then appends a gloss of the answer words (GLOSS) found in the closing lines.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam71.py
"""

import unicodedata

from corpus_build import IM_USER, g, m, th, write_probes

# ================================================================ GSM8K working, one problem a language
ZH = "小明买了13盒铅笔，每盒27支，一共有 13 × 27 = 351 支。\n他送给同学86支，还剩 351 − 86 = 265 支。\n"
ZH_SLIP = "小明买了13盒铅笔，每盒27支，一共有 13 × 27 = 351 支。\n他送给同学68支，还剩 351 − 68 = 283 支。\n"
ZH2 = "每台电脑 4,500 元，学校买了 30 台，一共需要 4,500 × 30 = 135,000 元。\n"
JA = "チケットは1枚1,250円なので、6人分で 1,250 × 6 = 7,500円です。\nお菓子代840円を足すと、7,500 + 840 = 8,340円になります。\n"
JA_SLIP = "チケットは1枚1,250円なので、6人分で 1,250 × 6 = 7,500円です。\n"
KO = "하루에 4.25 km씩 12일 동안 걸으므로 총 거리는 4.25 × 12 = 51 km입니다.\n"
KO_SLIP = "하루에 4.52 km씩 12일 동안 걸으므로 총 거리는 4.52 × 12 = 54.24 km입니다.\n"
JA2 = "1人15,000円で9人分なので、15,000 × 9 = 135,000円です。\n"
KO2 = "한 달 학원비가 45,000원이고 3개월 동안 다니므로 45,000 × 3 = 135,000원입니다.\n"
RU = "На складе было 12 450 кг муки, продали 3 875 кг.\nОсталось: 12 450 − 3 875 = 8 575 (кг).\n"
RU_SLIP = (
    "На складе было 12 450 кг муки, продали 3 785 кг.\nОсталось: 12 450 − 3 785 = 8 665 (кг).\n"
)
UK = "6 кг яблук по 37,5 грн за кілограм коштують 6 · 37,5 = 225 (грн).\n"
UK_SLIP = "6 кг яблук по 35,7 грн за кілограм коштують 6 · 35,7 = 214,2 (грн).\n"
ES = "Gasta el 35 % de 2.400 €: 2.400 × 0,35 = 840 €.\nLe quedan 2.400 − 840 = 1.560 €.\n"
ES_SLIP = "Gasta el 35 % de 2.400 €: 2.400 × 0,35 = 840 €.\n"
PT = "O quilo custa R$ 12,80, então 3,5 kg custam 3,5 × 12,80 = R$ 44,80.\n"
PT_SLIP = "O quilo custa R$ 12,80, então 5,3 kg custam 5,3 × 12,80 = R$ 67,84.\n"
FR = "Il y a 18 rangées de 24 chaises, soit 18 × 24 = 432 chaises.\n57 chaises sont vides, donc 432 − 57 = 375 chaises sont occupées.\n"
FR_SLIP = "Il y a 18 rangées de 24 chaises, soit 18 × 24 = 432 chaises.\n75 chaises sont vides, donc 432 − 75 = 357 chaises sont occupées.\n"
DE = "3 Kisten mit je 48 Flaschen sind 3 · 48 = 144 Flaschen.\nJede Flasche enthält 0,75 l, also 144 · 0,75 = 108 l.\n"
DE_SLIP = "3 Kisten mit je 48 Flaschen sind 3 · 48 = 144 Flaschen.\n"
IT = "Il treno viaggia per 2 ore e 45 minuti, cioè 2,75 ore, a 88 km/h: 2,75 × 88 = 242 km.\n"
IT_SLIP = (
    "Il treno viaggia per 2 ore e 45 minuti, cioè 2,45 ore, a 88 km/h: 2,45 × 88 = 215,6 km.\n"
)
NL = "15% korting op €68 is 0,15 × 68 = €10,20.\nDe jas kost dus 68 − 10,20 = €57,80.\n"
NL_SLIP = "15% korting op €68 is 0,15 × 68 = €10,20.\n"
PL = "Trzy raty po 485 zł to 3 · 485 = 1455 zł.\nZostaje mu 2350 − 1455 = 895 zł.\n"
PL_SLIP = "Trzy raty po 485 zł to 3 · 485 = 1455 zł.\nZostaje mu 2350 − 1455 = 995 zł.\n"
TR = "6 sınıfta 35'er öğrenci var: 6 × 35 = 210 öğrenci.\nBunların %20'si gelmedi: 210 × 0,20 = 42 öğrenci.\nOkula gelen öğrenci sayısı: 210 − 42 = 168.\n"
TR_SLIP = "6 sınıfta 35'er öğrenci var: 6 × 35 = 210 öğrenci.\nBunların %20'si gelmedi: 210 × 0,20 = 42 öğrenci.\n"
AR = "لدينا 9 صناديق، في كل صندوق 45 برتقالة، إذن العدد الكلي هو 9 × 45 = 405 برتقالة.\n"
AR_SLIP = "لدينا 9 صناديق، في كل صندوق 54 برتقالة، إذن العدد الكلي هو 9 × 54 = 486 برتقالة.\n"
FA = "کتاب ۲۴ فصل دارد و هر فصل ۳۰ صفحه است، پس ۲۴ × ۳۰ = ۷۲۰ صفحه.\n"
FA_SLIP = "کتاب ۲۴ فصل دارد و هر فصل ۳۲ صفحه است، پس ۲۴ × ۳۲ = ۷۶۸ صفحه.\n"
HI = "मासिक वेतन ₹12,500 है, इसलिए 10 महीनों में कुल वेतन = 12,500 × 10 = ₹1,25,000।\n"
HI_SLIP = "मासिक वेतन ₹12,500 है, इसलिए 12 महीनों में कुल वेतन = 12,500 × 12 = ₹1,50,000।\n"
BN = "প্রতি সারিতে ১৯টি গাছ এবং মোট ২৩টি সারি, তাই মোট গাছ = ২৩ × ১৯ = ৪৩৭টি।\n"
BN_SLIP = "প্রতি সারিতে ১৮টি গাছ এবং মোট ২৩টি সারি, তাই মোট গাছ = ২৩ × ১৮ = ৪১৪টি।\n"
VI = "Mỗi kg táo giá 42.000 đồng, mua 3,5 kg thì hết 3,5 × 42.000 = 147.000 đồng.\n"
VI_SLIP = "Mỗi kg táo giá 42.000 đồng, mua 3 kg thì hết 3 × 42.000 = 126.000 đồng.\n"
ID = "Harga 8 buku tulis: 8 × Rp15.000 = Rp120.000.\nHarga 2 pulpen: 2 × Rp7.500 = Rp15.000.\nTotal: Rp120.000 + Rp15.000 = Rp135.000.\n"
ID_SLIP = "Harga 8 buku tulis: 8 × Rp15.000 = Rp120.000.\n"
TH = "ไข่ 1 แผงราคา 45 บาท ซื้อ 12 แผง ต้องจ่าย 45 × 12 = 540 บาท\n"
TH_SLIP = "ไข่ 1 แผงราคา 54 บาท ซื้อ 12 แผง ต้องจ่าย 54 × 12 = 648 บาท\n"
EL = "Η τάξη έχει 85 μαθητές και το 60% είναι κορίτσια: 0,6 · 85 = 51 κορίτσια.\nΆρα τα αγόρια είναι 85 − 51 = 34.\n"
EL_SLIP = "Η τάξη έχει 85 μαθητές και το 60% είναι κορίτσια: 0,6 · 85 = 51 κορίτσια.\n"
HE = "בכל ארגז יש 64 תפוזים, ולכן ב-7 ארגזים יש 7 × 64 = 448 תפוזים.\nנמכרו 163 תפוזים, ולכן נשארו 448 − 163 = 285 תפוזים.\n"
HE_SLIP = "בכל ארגז יש 64 תפוזים, ולכן ב-7 ארגזים יש 7 × 64 = 448 תפוזים.\nנמכרו 136 תפוזים, ולכן נשארו 448 − 136 = 312 תפוזים.\n"
CS = "Jedna kniha stojí 129,90 Kč, takže čtyři knihy stojí 4 · 129,90 = 519,60 Kč.\n"
CS_SLIP = "Jedna kniha stojí 129,90 Kč, takže tři knihy stojí 3 · 129,90 = 389,70 Kč.\n"
SV = "Hon arbetar 2,5 timmar och får 180 kr i timmen: 2,5 · 180 = 450 kr.\n"
SV_SLIP = "Hon arbetar 2 timmar och får 180 kr i timmen: 2 · 180 = 360 kr.\n"
TL = "May 8 kahon ng mangga at tig-35 ang bawat kahon: 8 × 35 = 280 mangga.\nNaibenta ang 95, kaya natira ang 280 − 95 = 185 mangga.\n"
TL_SLIP = "May 8 kahon ng mangga at tig-35 ang bawat kahon: 8 × 35 = 280 mangga.\nNaibenta ang 59, kaya natira ang 280 − 59 = 221 mangga.\n"

# ================================================================ MATH working
G_ZH = "-3, 5"
ZH_M = "解方程 $x^2 - 2x - 15 = 0$。\n因式分解得 $(x - 5)(x + 3) = 0$，所以 $x = 5$ 或 $x = -3$。\n"
G_JA = r"\frac{5}{36}"
JA_M = "2つのサイコロの目の和が8になるのは (2,6), (3,5), (4,4), (5,3), (6,2) の5通りです。\n全体は $6 \\times 6 = 36$ 通りなので、確率は $\\frac{5}{36}$ です。\n"
G_KO = "29"
KO_M = "두 점 사이의 거리는 $\\sqrt{(16-(-4))^2 + (27-6)^2} = \\sqrt{400 + 441} = \\sqrt{841}$입니다.\n"
G_RU = "1325"
RU_M = "Это арифметическая прогрессия: $a_1 = 5$, $d = 4$, $a_n = 101$.\nЧисло членов: $n = \\frac{101 - 5}{4} + 1 = 25$.\nСумма: $S = \\frac{(5 + 101) \\cdot 25}{2} = 1325$.\n"
G_UK = r"\sqrt{97}"
UK_M = "За теоремою Піфагора гіпотенуза дорівнює $c = \\sqrt{4^2 + 9^2} = \\sqrt{16 + 81} = \\sqrt{97}$.\n"
G_ES = r"121\pi"
ES_M = "El área de un círculo de radio $11$ es $A = \\pi r^2 = \\pi \\cdot 11^2 = 121\\pi$.\n"
G_PT = "7 - 24i"
PT_M = "Temos $(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i - 9 = 7 - 24i$.\n"
PT_M_SLIP = "Temos $(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i + 9 = 25 - 24i$.\n"
G_FR = r"\frac{29}{21}"
FR_M = "On réduit au même dénominateur : $\\frac{2}{3} + \\frac{5}{7} = \\frac{14}{21} + \\frac{15}{21} = \\frac{29}{21}$.\n"
G_DE = r"\frac{11\pi}{12}"
DE_M = "Umrechnung ins Bogenmaß: $165^\\circ \\cdot \\frac{\\pi}{180^\\circ} = \\frac{165\\pi}{180} = \\frac{11\\pi}{12}$.\n"
G_IT = r"(5, \infty)"
IT_M = "Risolviamo $2x - 3 > 7$: $2x > 10$, quindi $x > 5$.\n"
G_NL = "220"
NL_M = "Het aantal manieren is $\\binom{12}{3} = \\frac{12 \\cdot 11 \\cdot 10}{3 \\cdot 2 \\cdot 1} = \\frac{1320}{6} = 220$.\n"
G_PL = "(3, 2)"
PL_M = "Zapisujemy $y = x^2 - 6x + 11 = (x - 3)^2 + 2$.\n"
G_TR = r"\frac{5}{11}"
TR_M = "$x = 0.\\overline{45}$ olsun. $100x - x = 45$, yani $99x = 45$ ve $x = \\frac{45}{99}$.\n"
G_AR = r"10\sqrt{2}"
AR_M = "لدينا $\\sqrt{72} = 6\\sqrt{2}$ و $\\sqrt{32} = 4\\sqrt{2}$.\n"
G_HI = "1080"
HI_M = "n भुजाओं वाले बहुभुज के आंतरिक कोणों का योग $(n - 2) \\cdot 180^\\circ$ होता है।\nअष्टभुज के लिए $n = 8$, इसलिए योग $= 6 \\cdot 180^\\circ = 1080^\\circ$।\n"
G_VI = "58"
VI_M = "Ta có $213_5 = 2 \\cdot 5^2 + 1 \\cdot 5 + 3 = 50 + 5 + 3$.\n"
G_EL = "-6"
EL_M = "Επειδή $\\frac{1}{64} = 2^{-6}$, έχουμε $\\log_2 \\frac{1}{64} = -6$.\n"
G_HE = "75"
HE_M = "$15 = 3 \\cdot 5$ ו-$25 = 5^2$, ולכן הכפולה המשותפת הקטנה ביותר היא $3 \\cdot 5^2 = 75$.\n"
G_ID = "-3"
ID_M = "Gradien garis yang melalui $(1, 4)$ dan $(5, -8)$ adalah $m = \\frac{-8 - 4}{5 - 1} = \\frac{-12}{4}$.\n"
G_TH = r"\sqrt{3}"
TH_M = "เนื่องจาก $\\sin 60^\\circ = \\frac{\\sqrt{3}}{2}$ และ $\\cos 60^\\circ = \\frac{1}{2}$\nดังนั้น $\\tan 60^\\circ = \\frac{\\sin 60^\\circ}{\\cos 60^\\circ}$\n"
G_CS = r"50\pi"
CS_M = "Objem kužele je $V = \\frac{1}{3}\\pi r^2 v = \\frac{1}{3} \\pi \\cdot 5^2 \\cdot 6$.\n"
G_SV = "30"
SV_M = "Vi förkortar: $\\frac{6!}{4!} = \\frac{6 \\cdot 5 \\cdot 4!}{4!} = 6 \\cdot 5$.\n"
G_TL = "5"
TL_M = "Mula sa $3x + 7 = 22$, ibawas ang 7 sa magkabilang panig: $3x = 15$.\n"
G_BN = r"\frac{3}{8}"
BN_M = "তিনটি মুদ্রা নিক্ষেপে মোট $2^3 = 8$টি ফলাফল। ঠিক দুটি হেড আসে HHT, HTH, THH — এই ৩টি ক্ষেত্রে।\n"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "265", "wrong", "tag", th(ZH_SLIP) + "<answer>小明还剩 283 支铅笔。</answer>", "the tag's sentence states 283 (86 misread as 68); 'Xiaoming has 283 pencils left'"),
    g("t_ja_sentence_other", "A", "8340", "wrong", "tag", th(JA_SLIP) + "<answer>合計は7,500円です。</answer>", "'the total is 7,500 yen': the snacks left out"),
    g("t_ru_placeholder", "A", "8575", "no_answer", "tag", th(RU) + "<answer>здесь ответ</answer>", "the template's placeholder in Russian ('answer here'); 8 575 only in the thinking"),
    g("t_es_empty", "A", "1560", "no_answer", "tag", th(ES) + "<answer>\n</answer>", "an empty tag; 1.560 only in the thinking"),
    g("t_de_two_tags", "A", "108", "wrong", "tag", th(DE) + "<answer>108 Liter</answer>\n<answer>144 Flaschen</answer>", "two tags with two different values (108 litres, 144 bottles): two final answers"),
    g("t_ko_not_but_other", "A", "51", "wrong", "tag", th(KO_SLIP) + "<answer>정답은 51 km가 아니라 54.24 km입니다.</answer>", "'the answer is not 51 km but 54.24 km'"),
    g("t_fr_equation_other", "A", "375", "wrong", "tag", th(FR_SLIP) + "<answer>432 − 75 = 357</answer>", "an equation chain ending in 357"),
    g("t_vi_scale_other", "A", "147000", "wrong", "tag", th(VI) + "<answer>147 triệu đồng</answer>", "'147 million dong' = 147,000,000 (triệu = million), not 147 nghìn"),
    g("t_ar_digits_other", "A", "405", "wrong", "tag", th(AR_SLIP) + "<answer>٤٨٦ برتقالة</answer>", "Arabic-Indic ٤٨٦ = 486 oranges"),
    g("t_hi_unclosed_other", "A", "125000", "wrong", "tag", th(HI_SLIP) + "<answer>कुल वेतन ₹1,50,000 है।", "an unclosed tag stating ₹1,50,000 = 150000 ('the total salary is')"),
    m("t_m_zh_one_root", "A", G_ZH, "wrong", "tag", th(ZH_M) + "<answer>方程的解为 $x = 5$。</answer>", "'the solution of the equation is x = 5': one root of two"),
    m("t_m_ja_cut_in_think", "A", G_JA, "no_answer", "truncated", "<think>\n2つのサイコロの目の和が8になるのは (2,6), (3,5), (4,4) と", "cut inside the thinking ('the sum is 8 for (2,6), (3,5), (4,4) and'), no tag"),
    m("t_m_pt_box_other", "A", G_PT, "wrong", "tag", th(PT_M_SLIP) + r"<answer>$\boxed{25 - 24i}$</answer>", "i^2 taken as +1: 25 - 24i"),
    m("t_m_it_closed_interval", "A", G_IT, "wrong", "tag", th(IT_M) + r"<answer>L'insieme delle soluzioni è $[5, +\infty)$.</answer>", "'the solution set is [5, +oo)': 5 included, wrong"),
    g("t_ok_zh_sentence", "B", "265", "correct", "tag", th(ZH) + "<answer>小明还剩 265 支铅笔。</answer>", "'Xiaoming has 265 pencils left'"),
    g("t_ok_ja_sentence", "B", "8340", "correct", "tag", th(JA) + "<answer>合計は8,340円です。</answer>", "'the total is 8,340 yen'"),
    g("t_ok_ru_space_thousands", "B", "8575", "correct", "tag", th(RU) + "<answer>Ответ: 8 575 кг.</answer>", "'Answer: 8 575 kg', a space as thousands separator"),
    g("t_ok_es_dot_thousands", "B", "1560", "correct", "tag", th(ES) + "<answer>Le quedan 1.560 €.</answer>", "'she has 1.560 € left': the dot groups thousands in Spanish"),
    g("t_ok_de_box_unit", "B", "108", "correct", "tag", th(DE) + r"<answer>Insgesamt sind es $\boxed{108}$ Liter.</answer>", "'in total it is 108 litres', a box inside a German sentence"),
    g("t_ok_ko_sentence", "B", "51", "correct", "tag", th(KO) + "<answer>정답은 51 km입니다.</answer>", "'the answer is 51 km'"),
    g("t_ok_fr_equation", "B", "375", "correct", "tag", th(FR) + "<answer>432 − 57 = 375</answer>", "an equation chain ending in the gold"),
    g("t_ok_vi_scale", "B", "147000", "correct", "tag", th(VI) + "<answer>147 nghìn đồng</answer>", "'147 thousand dong' = 147000 (nghìn = thousand)"),
    g("t_ok_ar_digits", "B", "405", "correct", "tag", th(AR) + "<answer>العدد الكلي هو ٤٠٥ برتقالة.</answer>", "'the total is ٤٠٥ oranges', Arabic-Indic digits = 405"),
    g("t_ok_th_sentence", "B", "540", "correct", "tag", th(TH) + "<answer>ต้องจ่ายทั้งหมด 540 บาท</answer>", "'must pay 540 baht in total'"),
    m("t_m_ok_zh_both_roots", "B", G_ZH, "correct", "tag", th(ZH_M) + "<answer>方程的解为 $x = -3$ 或 $x = 5$。</answer>", "'the solutions are x = -3 or x = 5': the two roots, 或 lists the solution set, not a hedge"),
    m("t_m_ok_ja_dfrac", "B", G_JA, "correct", "tag", th(JA_M) + r"<answer>$\boxed{\dfrac{5}{36}}$</answer>", "\\dfrac in a box in the tag"),
    m("t_m_ok_pt_sentence", "B", G_PT, "correct", "tag", th(PT_M) + "<answer>Portanto, $(4 - 3i)^2 = 7 - 24i$.</answer>", "'therefore (4 - 3i)^2 = 7 - 24i': an equation whose right side is the gold"),
    m("t_m_ok_it_interval", "B", G_IT, "correct", "tag", th(IT_M) + r"<answer>$x \in (5, +\infty)$</answer>", "x in (5, +oo)"),

    # ================================================================ 2. phrase + ####
    g("h_ru_phrase_other", "A", "8575", "wrong", "hash", RU_SLIP + "Ответ: 8 665 кг.\n#### 8665", "phrase and #### agree on 8665 (3 875 misread as 3 785)"),
    g("h_uk_phrase_gold_hash_other", "A", "225", "wrong", "hash", UK + "Відповідь: 225 грн.\n#### 214,2", "phrase 225 ('Answer: 225 UAH'), #### 214,2: two different final answers"),
    g("h_pl_hash_empty", "A", "895", "no_answer", "hash", PL + "Odpowiedź:\n####", "'Answer:' then an empty ####; 895 only in the working"),
    g("h_tr_phrase_hash_other", "A", "168", "wrong", "hash", TR_SLIP + "Cevap: 42 öğrenci gelmedi.\n#### 42", "'Answer: 42 students did not come', #### 42"),
    g("h_nl_hash_then_phrase_other", "A", "57.8", "wrong", "hash", NL + "#### 57,80\nHet antwoord is dus €10,20.", "#### 57,80 then 'so the answer is €10,20': two different final answers, the last 10.20"),
    g("h_el_phrase_hash_slip", "A", "34", "wrong", "hash", EL_SLIP + "Απάντηση: 51\n#### 51", "'Answer: 51' (the girls), then #### 51"),
    g("h_hi_phrase_hash_other", "A", "125000", "wrong", "hash", HI_SLIP + "उत्तर: ₹1,50,000\n#### 150000", "12 months instead of 10; 'Answer: ₹1,50,000'"),
    g("h_id_hash_range", "A", "135000", "wrong", "hash", ID + "Jawaban: sekitar Rp130.000 sampai Rp140.000\n#### 130000-140000", "'Answer: about Rp130.000 to Rp140.000': a range"),
    g("h_sv_phrase_hedge", "A", "450", "wrong", "hash", SV + "Svar: 450 kr eller 360 kr, beroende på rasten.\n#### 450", "debatable: 'Answer: 450 kr or 360 kr, depending on the break' is a hedge before the #### line; proposed: reject (a hedge is wrong)", True),
    g("h_cs_phrase_hash_other", "A", "519.6", "wrong", "hash", CS_SLIP + "Odpověď: 389,70 Kč\n#### 389,70", "three books instead of four; decimal comma after ####"),
    g("h_fa_phrase_hash_other", "A", "720", "wrong", "hash", FA_SLIP + "پاسخ: ۷۶۸ صفحه\n#### 768", "'Answer: ۷۶۸ pages' = 768"),
    m("h_m_ko_phrase_hash_other", "A", G_KO, "wrong", "hash", KO_M + "따라서 거리는 31입니다.\n정답: 31\n#### 31", "sqrt(841) taken as 31 ('so the distance is 31')"),
    g("h_ok_ru_phrase_hash", "B", "8575", "correct", "hash", RU + "Ответ: #### 8575", "'Answer: #### 8575'"),
    g("h_ok_de_phrase_hash", "B", "108", "correct", "hash", DE + "Die Antwort lautet: #### 108", "'the answer is: #### 108'"),
    g("h_ok_zh_phrase_hash", "B", "265", "correct", "hash", ZH + "答案是：#### 265", "'the answer is：' with a full-width colon, then ####"),
    g("h_ok_es_phrase_hash", "B", "1560", "correct", "hash", ES + "Respuesta final: #### 1560", "'Final answer: #### 1560'"),
    g("h_ok_fr_phrase_hash", "B", "375", "correct", "hash", FR + "La réponse est : #### 375", "'The answer is : #### 375', French space before the colon"),
    g("h_ok_ja_phrase_hash", "B", "8340", "correct", "hash", JA + "答え：#### 8340", "'Answer：#### 8340'"),
    g("h_ok_pt_phrase_hash_comma", "B", "44.8", "correct", "hash", PT + "Resposta: #### 44,80", "debatable: a decimal comma after #### ('Answer: #### 44,80'); 44,80 is not a valid thousands grouping and the working is in R$ with centavos; proposed: accept (44.8)", True),
    g("h_ok_it_phrase_hash", "B", "242", "correct", "hash", IT + "La risposta è: #### 242", "'The answer is: #### 242'"),
    g("h_ok_tr_phrase_hash", "B", "168", "correct", "hash", TR + "Cevap: #### 168", "'Answer: #### 168'"),
    g("h_ok_vi_phrase_hash", "B", "147000", "correct", "hash", VI + "Đáp số: #### 147000", "'Answer (result): #### 147000'"),
    g("h_ok_ar_phrase_hash", "B", "405", "correct", "hash", AR + "الإجابة النهائية: #### 405", "'The final answer: #### 405'"),
    g("h_ok_ko_phrase_hash", "B", "51", "correct", "hash", KO + "최종 답: #### 51", "'Final answer: #### 51'"),
    g("h_ok_pl_phrase_hash_unit", "B", "895", "correct", "hash", PL + "Odpowiedź: #### 895 zł", "'Answer: #### 895 zł', a currency after the number"),
    m("h_m_ok_nl_phrase_hash", "B", G_NL, "correct", "hash", NL_M + "Het antwoord is: #### 220", "'The answer is: #### 220' on the MATH path"),
    g("h_ok_tl_phrase_hash", "B", "185", "correct", "hash", TL + "Ang sagot ay: #### 185", "Tagalog 'The answer is: #### 185'"),

    # ================================================================ 3. exactness and number writing
    g("x_pl_decimal_slip", "A", "895", "wrong", "answer_is", PL + "Odpowiedź: Zostaje mu 8,95 zł.", "'he has 8,95 zł left': a decimal comma, 8.95, not 895 (stripping the comma gives the gold)"),
    g("x_es_decimal_slip", "A", "1560", "wrong", "answer_is", ES + "Respuesta: le quedan 15,60 €.", "'she has 15,60 € left' = 15.6 in Spanish writing, not 1.560"),
    g("x_sv_decimal_slip", "A", "450", "wrong", "answer_is", SV + "Svar: Hon tjänar 4,50 kr.", "'she earns 4,50 kr' = 4.5, not 450"),
    g("x_it_rounded", "A", "242", "wrong", "answer_is", IT + "La risposta è circa 240 km.", "'the answer is about 240 km': rounded"),
    g("x_cs_truncated", "A", "519.6", "wrong", "answer_is", CS + "Odpověď: Zaplatí 519 Kč.", "'she pays 519 Kč': the 60 haléř dropped"),
    g("x_nl_rounded", "A", "57.8", "wrong", "answer_is", NL + "Antwoord: de jas kost ongeveer €58.", "'the coat costs about €58'"),
    g("x_pt_rounded", "A", "44.8", "wrong", "answer_is", PT + "Resposta: aproximadamente R$ 45.", "'approximately R$ 45'"),
    g("x_ko_rounded_slip", "A", "51", "wrong", "answer_is", KO_SLIP + "정답: 약 54 km", "'answer: about 54 km' (4.52 misread)"),
    m("x_m_uk_decimal", "A", G_UK, "wrong", "answer_is", UK_M + "Відповідь: $c \\approx 9{,}85$.", "a decimal (9.85) for sqrt(97) = 9.8489..."),
    m("x_m_es_decimal", "A", G_ES, "wrong", "answer_is", ES_M + "Respuesta: $A \\approx 380{,}13$ unidades cuadradas.", "a decimal for 121 pi = 380.1327..."),
    m("x_m_ja_decimal", "A", G_JA, "wrong", "answer_is", JA_M + "答え：約 0.139", "'answer: about 0.139' for 5/36 = 0.13888..."),
    m("x_m_fr_decimal", "A", G_FR, "wrong", "boxed", FR_M + "Réponse : $\\boxed{1{,}38}$", "1,38 for 29/21 = 1.38095..."),
    m("x_m_th_decimal", "A", G_TH, "wrong", "answer_is", TH_M + "$= \\frac{\\sqrt{3}/2}{1/2} \\approx 1.732$\nคำตอบ: $\\tan 60^\\circ \\approx 1.732$", "'answer: tan 60 ≈ 1.732', a decimal for sqrt3"),
    m("x_m_cs_decimal", "A", G_CS, "wrong", "answer_is", CS_M + "Odpověď: $V \\approx 157{,}08$.", "157,08 for 50 pi = 157.0796..."),
    m("x_m_ar_sum_of_roots", "A", G_AR, "wrong", "boxed", "لدينا $\\sqrt{72} + \\sqrt{32} = \\sqrt{72 + 32} = \\sqrt{104}$.\nالإجابة: $\\boxed{\\sqrt{104}}$", "sqrt a + sqrt b taken as sqrt(a + b): sqrt104 = 10.198 is not 10 sqrt2 = 14.142"),
    m("x_m_tr_repeating_cut", "A", G_TR, "wrong", "answer_is", "$x = 0.\\overline{45}$ olsun.\nCevap: $0{,}45$", "'answer: 0,45', the repeating decimal cut (0.45 is not 5/11)"),
    g("x_ok_pt_comma", "B", "44.8", "correct", "answer_is", PT + "Resposta: R$ 44,80", "'Answer: R$ 44,80' = 44.8"),
    g("x_ok_cs_comma", "B", "519.6", "correct", "answer_is", CS + "Odpověď: Čtyři knihy stojí 519,60 Kč.", "'four books cost 519,60 Kč'"),
    g("x_ok_nl_comma", "B", "57.8", "correct", "answer_is", NL + "Het antwoord is €57,80.", "'The answer is €57,80'"),
    g("x_ok_uk_comma_zeros", "B", "225", "correct", "answer_is", UK + "Відповідь: 225,00 грн.", "225,00 = 225"),
    g("x_ok_it_comma_zero", "B", "242", "correct", "answer_is", IT + "Risposta: il treno percorre 242,0 km.", "'the train covers 242,0 km'"),
    g("x_ok_ko_decimal_zero", "B", "51", "correct", "answer_is", KO + "정답: 51.0 km", "51.0 = 51"),
    g("x_ok_es_dot_thousands", "B", "1560", "correct", "answer_is", ES + "Respuesta: le quedan 1.560 euros.", "'she has 1.560 euros left': Spanish dot thousands"),
    g("x_ok_vi_dot_thousands", "B", "147000", "correct", "answer_is", VI + "Đáp số: 147.000 đồng.", "Vietnamese dot thousands"),
    g("x_ok_id_rupiah_cents", "B", "135000", "correct", "answer_is", ID + "Jadi, total yang harus dibayar adalah Rp135.000,00.", "'so the total to pay is Rp135.000,00': dot thousands and comma cents"),
    g("x_ok_hi_lakh_grouping", "B", "125000", "correct", "answer_is", HI + "उत्तर: ₹1,25,000", "Indian grouping 1,25,000 = 125000"),
    g("x_ok_ru_comma_grouping", "B", "8575", "correct", "answer_is", RU + "Ответ: 8,575 кг.", "debatable: in Russian 8,575 would be a decimal (8.575), but the working says 8 575 kg and the model switched to the English grouping; proposed: accept as 8575", True),
    m("x_m_ok_ru_thin_space", "B", G_RU, "correct", "answer_is", RU_M + "Ответ: $1\\,325$.", "LaTeX thin space as a thousands separator"),
    m("x_m_ok_fr_unsimplified", "B", G_FR, "correct", "boxed", "On réduit au même dénominateur $42$ : $\\frac{2}{3} + \\frac{5}{7} = \\frac{28}{42} + \\frac{30}{42} = \\frac{58}{42}$.\n" + "Réponse : $\\boxed{\\frac{58}{42}}$", "58/42 = 29/21, unsimplified over the denominator 42"),
    m("x_m_ok_ar_sqrt200", "B", G_AR, "correct", "boxed", AR_M + "إذن المجموع هو $\\sqrt{200}$.\nالإجابة: $\\boxed{\\sqrt{200}}$", "sqrt200 = 10 sqrt2 ('so the sum is sqrt200')"),
    m("x_m_ok_bn_decimal_exact", "B", G_BN, "correct", "answer_is", BN_M + "তাই সম্ভাবনা $= \\frac{3}{8} = 0.375$।\nউত্তর: 0.375", "'Answer: 0.375' = 3/8 exactly ('so the probability ='); । is the Bengali full stop"),
    m("x_m_ok_vi_base_subscript", "B", G_VI, "correct", "boxed", VI_M + "Vậy $213_5 = \\boxed{58_{10}}$.", "58_{10} = 58"),
    m("x_m_ok_tr_value", "B", G_TR, "correct", "answer_is", TR_M + "Sadeleştirirsek cevap $\\frac{5}{11}$ olur.", "'simplifying, the answer is 5/11' (SOV: the value before 'olur')"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_then_other", "A", "265", "wrong", "answer_is", ZH_SLIP + "所以答案不是265，而是283支。", "'so the answer is not 265 but 283'"),
    g("n_ja_sov_then_other", "A", "8340", "wrong", "answer_is", JA + "ただし、お菓子代は学校が払うので、答えは8,340円ではありません。\n家族が払うのは7,500円です。", "'the school pays for the snacks, so the answer is NOT 8,340 yen. The family pays 7,500 yen.' (negation after the number)"),
    g("n_ja_sov_only", "A", "8340", "no_answer", "answer_is", JA + "したがって、答えは8,340円ではありません。計算を見直す必要があります。", "'so the answer is not 8,340 yen. I need to review the calculation.': the gold negated, nothing after"),
    g("n_ko_sov_only", "A", "51", "no_answer", "answer_is", KO + "따라서 답은 51 km가 아닙니다. 다시 계산해 보겠습니다.", "'so the answer is not 51 km. Let me recompute.' and it stops"),
    g("n_tr_degil_only", "A", "168", "no_answer", "answer_is", TR + "Yani cevap 168 değil. Soruyu tekrar okumam gerekiyor.", "'so the answer is not 168. I need to reread the question.' (değil = not, after the number)"),
    g("n_hi_nahin_only", "A", "125000", "no_answer", "answer_is", HI + "अतः उत्तर ₹1,25,000 नहीं है।", "'therefore the answer is not ₹1,25,000' (नहीं है = is not, after the number)"),
    g("n_fa_nist_only", "A", "720", "no_answer", "answer_is", FA + "پس پاسخ ۷۲۰ صفحه نیست؛ باید دوباره بررسی کنم.", "'so the answer is not 720 pages; I must check again' (نیست = is not)"),
    g("n_bn_noy_only", "A", "437", "no_answer", "answer_is", BN + "সুতরাং উত্তর ৪৩৭ নয়।", "'so the answer is not 437' (নয় = not, after the number)"),
    g("n_de_nicht_sondern_other", "A", "108", "wrong", "answer_is", DE + "Die Antwort ist nicht 108, sondern 144, denn gefragt ist nach der Anzahl der Flaschen.", "'the answer is not 108 but 144, since the number of bottles is asked'"),
    g("n_ru_strike_other", "A", "8575", "wrong", "answer_is", RU_SLIP + "Ответ: ~~8 575~~ 8 665 кг.", "the gold struck, 8 665 after"),
    g("n_es_marked_wrong", "A", "1560", "wrong", "answer_is", ES + "Respuesta: 1.560 € ❌ (incorrecto: no he restado el IVA)", "the model marks its answer wrong ('incorrect: I did not subtract VAT')"),
    g("n_el_dhen_alla_other", "A", "34", "wrong", "answer_is", EL + "Άρα η απάντηση δεν είναι 34 αλλά 51.", "'so the answer is not 34 but 51'"),
    g("n_cs_neni_ale_other", "A", "519.6", "wrong", "answer_is", CS + "Odpověď není 519,60 Kč, ale 389,70 Kč, protože jednu knihu dostala zdarma.", "'the answer is not 519,60 but 389,70 Kč, since she got one book free'"),
    m("n_m_pl_sout_other", "A", G_PL, "wrong", "boxed", PL_M + "Odpowiedź: $\\boxed{\\sout{(3, 2)}\\ (3, -2)}$", "the gold struck with \\sout, (3, -2) after"),
    m("n_m_he_not_but_other", "A", G_HE, "wrong", "answer_is", HE_M + "רגע, לכן התשובה אינה 75, אלא $15 \\cdot 25 = 375$.", "'wait, so the answer is not 75 but 15 * 25 = 375' (the product, not the lcm)"),
    m("n_m_it_non_ma_other", "A", G_IT, "wrong", "answer_is", IT_M + "La risposta non è $(5, \\infty)$ ma $[5, \\infty)$.", "'the answer is not (5, oo) but [5, oo)'"),
    m("n_m_zh_cancel", "A", G_ZH, "no_answer", "boxed", ZH_M + "答案：$\\boxed{\\cancel{-3,\\ 5}}$", "a cancelled box, nothing after"),
    g("n_ok_zh_not_then_gold", "B", "265", "correct", "answer_is", ZH + "所以答案不是283，而是265支。", "'so the answer is not 283 but 265'"),
    g("n_ok_ja_sov_twin", "B", "8340", "correct", "answer_is", JA + "よって、答えは7,500円ではありません。お菓子代も含めるので、8,340円です。", "'so the answer is not 7,500 yen; including the snacks it is 8,340 yen'"),
    g("n_ok_ko_twin", "B", "51", "correct", "answer_is", KO + "따라서 답은 54.24 km가 아니라 51 km입니다.", "'so the answer is not 54.24 km but 51 km'"),
    g("n_ok_tr_twin", "B", "168", "correct", "answer_is", TR + "Yani cevap 42 değil, 168.", "'so the answer is not 42, (it is) 168'"),
    g("n_ok_hi_twin", "B", "125000", "correct", "answer_is", HI + "अतः उत्तर ₹1,50,000 नहीं, बल्कि ₹1,25,000 है।", "'the answer is not ₹1,50,000 but ₹1,25,000'"),
    g("n_ok_de_twin", "B", "108", "correct", "answer_is", DE + "Die Antwort ist nicht 144, sondern 108 Liter.", "'the answer is not 144 but 108 litres'"),
    g("n_ok_ru_strike_other", "B", "8575", "correct", "answer_is", RU + "Ответ: ~~8 665~~ 8 575 кг.", "a wrong value struck, the gold after"),
    g("n_ok_es_check_mark", "B", "1560", "correct", "answer_is", ES + "Respuesta: 1.560 € ✅ (correcto: 840 + 1.560 = 2.400)", "a check mark and 'correct' after the answer"),
    g("n_ok_fa_twin", "B", "720", "correct", "answer_is", FA + "پس پاسخ ۷۶۸ نیست، بلکه ۷۲۰ صفحه است.", "'so the answer is not 768 but 720 pages'"),
    g("n_ok_bn_twin", "B", "437", "correct", "answer_is", BN + "সুতরাং উত্তর ৪১৪ নয়, ৪৩৭।", "'so the answer is not 414, (it is) 437'"),
    m("n_m_ok_it_twin", "B", G_IT, "correct", "answer_is", IT_M + "La risposta non è $[5, \\infty)$ ma $(5, \\infty)$, perché $x = 5$ non soddisfa la disuguaglianza.", "'not [5, oo) but (5, oo), since x = 5 does not satisfy the inequality'"),
    m("n_m_ok_el_not_positive", "B", G_EL, "correct", "answer_is", EL_M + "Η απάντηση είναι $-6$, όχι $6$, αφού $\\frac{1}{64} < 1$.", "'the answer is -6, not 6, since 1/64 < 1'"),
    m("n_m_ok_he_twin", "B", G_HE, "correct", "answer_is", HE_M + "התשובה אינה $15 \\cdot 25 = 375$ אלא 75.", "'the answer is not 375 but 75'"),

    # ================================================================ 5. unit, counter and scale words
    g("u_zh_wan_other", "A", "135000", "wrong", "answer_is", ZH2 + "答：一共需要 135 万元。", "'a total of 135 万 yuan' = 1,350,000 (万 = ten thousand)"),
    g("u_ja_man_other", "A", "135000", "wrong", "answer_is", JA2 + "答え：135万円", "135万円 = 1,350,000 yen"),
    g("u_ko_man_other", "A", "135000", "wrong", "answer_is", KO2 + "정답: 135만 원", "135만 원 = 1,350,000 won (만 = ten thousand)"),
    g("u_id_juta_other", "A", "135000", "wrong", "answer_is", ID + "Jawaban: Rp135 juta", "Rp135 juta = 135,000,000 (juta = million)"),
    g("u_vi_trieu_other", "A", "147000", "wrong", "answer_is", VI + "Đáp số: 1,47 triệu đồng.", "1,47 triệu = 1,470,000 (triệu = million)"),
    g("u_hi_crore_other", "A", "125000", "wrong", "answer_is", HI + "उत्तर: ₹1.25 करोड़", "1.25 करोड़ (crore) = 12,500,000, not 1.25 lakh"),
    g("u_ru_tys_other", "A", "8575", "wrong", "answer_is", RU + "Ответ: 8 575 тыс. кг.", "'8 575 thousand kg' = 8,575,000"),
    g("u_es_menos", "A", "1560", "wrong", "answer_is", ES + "Respuesta: tiene 840 € menos.", "'she has 840 € less': the stated value is the 840 spent"),
    g("u_fr_de_moins", "A", "375", "wrong", "answer_is", FR + "Réponse : 57 chaises de moins.", "'57 chairs fewer': the empty chairs, not the occupied ones"),
    g("u_tr_eksik", "A", "168", "wrong", "answer_is", TR + "Cevap: 42 öğrenci eksik.", "'Answer: 42 students missing'"),
    g("u_ru_menshe", "A", "8575", "wrong", "answer_is", RU + "Ответ: на 3 875 кг меньше.", "'3 875 kg less': the amount sold"),
    g("u_el_percent_other", "A", "34", "wrong", "answer_is", EL + "Απάντηση: το 40% είναι αγόρια.", "'Answer: 40% are boys': a share, not the 34 boys the working counts"),
    m("u_m_de_degrees", "A", G_DE, "wrong", "answer_is", "Wir rechnen den Winkel ins Bogenmaß um.\nAntwort: $165^\\circ$", "debatable: the degrees restated where the gold is radians ('we convert the angle to radians. Answer: 165°'); proposed: reject (round 1: degrees are not radians)", True),
    m("u_m_es_wrong_power", "A", G_ES, "wrong", "answer_is", "El área del círculo de radio $11$ es $A = 2\\pi r = 22\\pi$.\nRespuesta: $22\\pi$ unidades cuadradas.", "the circumference formula used: 22 pi, with 'square units'"),
    g("u_ok_zh_wan", "B", "135000", "correct", "answer_is", ZH2 + "答：一共需要 13.5 万元。", "13.5万 = 135,000"),
    g("u_ok_ja_man_sen", "B", "135000", "correct", "answer_is", JA2 + "答え：13万5千円", "13万5千円 = 135,000 yen"),
    g("u_ok_ko_man_cheon", "B", "135000", "correct", "answer_is", KO2 + "정답: 13만 5천 원", "13만 5천 원 = 135,000 won"),
    g("u_ok_id_ribu", "B", "135000", "correct", "answer_is", ID + "Jawaban: Rp135 ribu", "Rp135 ribu = 135,000 (ribu = thousand)"),
    g("u_ok_hi_lakh", "B", "125000", "correct", "answer_is", HI + "उत्तर: ₹1.25 लाख", "1.25 लाख (lakh) = 125,000"),
    g("u_ok_ru_tys", "B", "8575", "correct", "answer_is", RU + "Ответ: 8,575 тыс. кг.", "8,575 тыс. = 8.575 thousand = 8575 (decimal comma)"),
    g("u_ok_vi_words", "B", "147000", "correct", "answer_is", VI + "Đáp số: một trăm bốn mươi bảy nghìn đồng.", "'one hundred forty-seven thousand dong' in words"),
    g("u_ok_zh_words", "B", "265", "correct", "answer_is", ZH + "答：还剩二百六十五支铅笔。", "'265 pencils left' in Chinese numerals (二百六十五)"),
    g("u_ok_ja_kanji", "B", "8340", "correct", "answer_is", JA + "答え：八千三百四十円", "8340 in kanji numerals"),
    g("u_ok_uk_words", "B", "225", "correct", "answer_is", UK + "Відповідь: двісті двадцять п'ять гривень.", "'two hundred twenty-five hryvnias' in words"),
    g("u_ok_th_words", "B", "540", "correct", "answer_is", TH + "คำตอบ: ห้าร้อยสี่สิบบาท", "'five hundred forty baht' in Thai words"),
    g("u_ok_de_liter", "B", "108", "correct", "answer_is", DE + "Antwort: Es sind insgesamt 108 Liter Saft.", "'in total there are 108 litres of juice'"),
    g("u_ok_tl_linker", "B", "185", "correct", "answer_is", TL + "Ang sagot: 185 na mangga.", "'185 mangoes' with the linker na"),
    g("u_ok_ar_unit", "B", "405", "correct", "answer_is", AR + "الجواب: 405 برتقالات.", "'the answer: 405 oranges'"),
    g("u_ok_sv_kronor", "B", "450", "correct", "answer_is", SV + "Svar: Hon tjänar 450 kronor.", "'she earns 450 kronor'"),
    g("u_ok_pl_zlotych", "B", "895", "correct", "answer_is", PL + "Odpowiedź: Zostaje mu 895 złotych.", "'he has 895 zlotys left'"),
    m("u_m_ok_hi_degrees", "B", G_HI, "correct", "answer_is", HI_M + "उत्तर: $1080^\\circ$", "the angle sum with a degree sign; the gold 1080 is in degrees"),
    m("u_m_ok_cs_units", "B", G_CS, "correct", "answer_is", CS_M + "$= 50\\pi$.\nOdpověď: $V = 50\\pi\\ \\text{cm}^3$", "a unit after 50 pi"),
    m("u_m_ok_es_units", "B", G_ES, "correct", "answer_is", ES_M + "Respuesta: $121\\pi$ unidades cuadradas.", "'121 pi square units'"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_gengzheng", "A", "265", "wrong", "answer_is", ZH + "答：还剩 265 支。\n\n更正：题目中送出的是 68 支，所以应该是 351 − 68 = 283 支。", "'Correction: 68 were given away, so it should be 283'"),
    g("r_ja_teisei", "A", "8340", "wrong", "answer_is", JA + "答え：8,340円\n\n訂正：お菓子代は含まないので、正しい答えは7,500円です。", "'Correction: the snacks are not included, so the right answer is 7,500 yen'"),
    g("r_ko_jamkkan", "A", "51", "wrong", "answer_is", KO + "정답: 51 km\n\n잠깐, 하루 거리를 잘못 읽었습니다. 4.52 km이므로 4.52 × 12 = 54.24 km가 맞습니다.", "'wait, I misread the daily distance: 4.52 km, so 54.24 km is right'"),
    g("r_ru_popravka", "A", "8575", "wrong", "answer_is", RU + "Ответ: 8 575 кг.\n\nПоправка: продали 3 785 кг, значит, осталось 8 665 кг.", "'Correction: 3 785 kg were sold, so 8 665 kg remain'"),
    g("r_es_espera", "A", "1560", "wrong", "answer_is", ES + "Respuesta: 1.560 €\n\nEspera, me equivoqué: la pregunta es cuánto gasta, así que la respuesta es 840 €.", "'wait, I was wrong: the question is how much she spends, so the answer is 840 €'"),
    g("r_de_korrektur", "A", "108", "wrong", "answer_is", DE + "Antwort: 108 Liter\n\nKorrektur: Gefragt war die Anzahl der Flaschen, also 144.", "'Correction: the number of bottles was asked, so 144'"),
    g("r_pt_na_verdade", "A", "44.8", "wrong", "answer_is", PT + "Resposta: R$ 44,80\n\nNa verdade, me enganei: são 5,3 kg, então o total é R$ 67,84.", "'actually I was wrong: it is 5,3 kg, so the total is R$ 67,84'"),
    g("r_id_ralat", "A", "135000", "wrong", "answer_is", ID + "Jawaban: Rp135.000\n\nRalat: pulpen tidak dihitung, jadi totalnya Rp120.000.", "'Erratum: the pens are not counted, so the total is Rp120.000'"),
    g("r_ar_tashih", "A", "405", "wrong", "answer_is", AR + "الإجابة: ٤٠٥ برتقالة\n\nتصحيح: في كل صندوق 54 برتقالة، فالإجابة الصحيحة ٤٨٦.", "'Correction: each box has 54 oranges, so the right answer is ٤٨٦ (486)'"),
    g("r_tr_withdrawn", "A", "168", "wrong", "answer_is", TR + "Cevap: 168\n\nDüzeltme: bu cevap yanlış, geri alıyorum.", "debatable: 'Correction: this answer is wrong, I withdraw it' with nothing new; proposed: reject (round 20: a withdrawn value is wrong)", True),
    m("r_m_fr_en_fait", "A", G_FR, "wrong", "boxed", FR_M + "Réponse : $\\boxed{\\frac{29}{21}}$\n\nEn fait, non : j'ai mal lu l'énoncé, il fallait calculer $\\frac{5}{7} - \\frac{2}{3} = \\frac{1}{21}$.\nRéponse : $\\boxed{\\frac{1}{21}}$", "'actually no: I misread the problem, it asked 5/7 - 2/3 = 1/21': a later box 1/21"),
    m("r_m_vi_khoan_da", "A", G_VI, "wrong", "answer_is", VI_M + "$= 58$.\nĐáp số: $58$\n\nKhoan đã, tôi đọc nhầm đề: số là $231_5 = 2 \\cdot 25 + 3 \\cdot 5 + 1 = 66$.\nĐáp số: $66$", "'wait, I misread the problem: the number is 231_5 = 66'; the last answer 66"),
    m("r_m_sv_vanta", "A", G_SV, "wrong", "answer_is", SV_M + "$= 30$.\nSvar: $30$\n\nVänta, det ska vara $\\frac{6!}{3!} = 120$.\nSvar: $120$", "'wait, it should be 6!/3! = 120'; the last answer 120"),
    g("r_ok_zh_check", "B", "265", "correct", "answer_is", ZH + "答：还剩 265 支铅笔。\n\n验证：265 + 86 = 351 = 13 × 27 ✓", "a check ('verification') after the answer"),
    g("r_ok_ja_kenzan", "B", "8340", "correct", "answer_is", JA + "答え：8,340円\n\n検算：8,340 − 840 = 7,500 = 1,250 × 6 なので正しいです。", "'check: ... so it is right'"),
    g("r_ok_ru_proverka", "B", "8575", "correct", "answer_is", RU + "Ответ: 8 575 кг.\n\nПроверка: 8 575 + 3 875 = 12 450 — верно.", "'Check: ... correct'"),
    g("r_ok_fr_verif_closing", "B", "375", "correct", "answer_is", FR + "Réponse : 375 chaises sont occupées.\n\nVérification : 375 + 57 = 432 = 18 × 24. ✔\n\nJ'espère que cela vous aide !", "a check and 'I hope this helps!'"),
    g("r_ok_de_probe_closing", "B", "108", "correct", "answer_is", DE + "Antwort: 108 Liter\n\nProbe: 108 : 0,75 = 144 = 3 · 48 ✓\n\nIch hoffe, das hilft weiter!", "a check (Probe) with the German division colon, then a closing"),
    g("r_ok_ko_closing", "B", "51", "correct", "answer_is", KO + "정답: 51 km\n\n도움이 되셨길 바랍니다! 다른 질문이 있으면 언제든지 물어보세요.", "'I hope this helped! Ask any time'"),
    g("r_ok_es_correction_to_gold", "B", "1560", "correct", "answer_is", ES_SLIP + "Respuesta: 840 €\n\nEspera, la pregunta es cuánto le queda: 2.400 − 840 = 1.560 €.\nRespuesta: 1.560 €", "'wait, the question is how much she has left': corrected to the gold"),
    g("r_ok_pl_poprawka_gold", "B", "895", "correct", "answer_is", PL_SLIP + "Odpowiedź: 995 zł\n\nPoprawka: 2350 − 1455 = 895, pomyliłem się w odejmowaniu.\nOdpowiedź: 895 zł", "'Correction: 2350 - 1455 = 895, I slipped in the subtraction'"),
    g("r_ok_it_edit_format", "B", "242", "correct", "answer_is", IT + "La risposta è 242 km.\n\nModifica: ho solo corretto la formattazione.", "'Edit: I only fixed the formatting'"),
    g("r_ok_tl_closing", "B", "185", "correct", "answer_is", TL + "Ang sagot ay 185 na mangga.\n\nSana nakatulong ito! Salamat po.", "'I hope this helped! Thank you'"),
    g("r_ok_he_bdika", "B", "285", "correct", "answer_is", HE + "תשובה: 285 תפוזים.\n\nבדיקה: 285 + 163 = 448 ✓", "'Answer: 285 oranges. Check: ...'"),
    g("r_ok_hi_jaanch", "B", "125000", "correct", "answer_is", HI + "उत्तर: ₹1,25,000\n\nजाँच: 1,25,000 ÷ 10 = 12,500 ✓", "a check (जाँच) after the answer"),
    m("r_m_ok_pt_verificacao", "B", G_PT, "correct", "boxed", PT_M + "Resposta: $\\boxed{7 - 24i}$\n\nVerificação: $|7 - 24i| = \\sqrt{49 + 576} = 25 = |4 - 3i|^2$ ✓", "a check with other values after the box"),
    m("r_m_ok_nl_controle", "B", G_NL, "correct", "boxed", NL_M + "Het antwoord is $\\boxed{220}$.\n\nControle: $\\binom{12}{9} = \\binom{12}{3} = 220$, klopt.", "'Check: ..., correct'"),
    m("r_m_ok_id_cek", "B", G_ID, "correct", "boxed", ID_M + "Jadi, gradiennya adalah $\\boxed{-3}$.\n\nCek: $4 + (-3)(5 - 1) = 4 - 12 = -8$ ✓", "'so the slope is -3', then a check"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_zh_teacher_said", "A", "265", "wrong", "answer_is", ZH_SLIP + "老师说答案是265支，但我算出来是283支。\n答：283支。", "'the teacher said 265, but I get 283. Answer: 283'"),
    g("q_fr_selon_corrige", "A", "375", "wrong", "answer_is", FR_SLIP + "Selon le corrigé du manuel, la réponse est 375, mais je trouve 357.\nRéponse : 357", "'according to the textbook's key the answer is 375, but I find 357'"),
    g("q_de_laut_loesungsheft", "A", "108", "wrong", "answer_is", DE_SLIP + "Laut Lösungsheft sei die Antwort 108 Liter; ich komme aber auf 144.\nAntwort: 144", "'according to the answer booklet the answer is (Konjunktiv) 108 litres; but I get 144'"),
    g("q_ru_hypothetical_then_other", "A", "8575", "wrong", "answer_is", "Если бы продали 3 875 кг, то осталось бы 12 450 − 3 875 = 8 575 кг.\nНо в условии сказано 3 785 кг, поэтому осталось 12 450 − 3 785 = 8 665 кг.\nОтвет: 8 665 кг.", "'if 3 875 kg had been sold, 8 575 would remain. But the problem says 3 785, so 8 665 remain.'"),
    g("q_es_conditional_refusal", "A", "1560", "no_answer", "none", "Si gastara el 35 % del sueldo, le quedarían 1.560 €, suponiendo que no tenga otros gastos. Pero el enunciado no dice qué porcentaje gasta, así que no puedo dar una respuesta definitiva.", "debatable: 'if she spent 35 % she would have 1.560 € left ... but the problem does not say what share she spends, so I cannot give a definite answer': only a conditional, then a refusal; proposed: reject", True),
    g("q_it_quote_only", "A", "242", "no_answer", "none", "Nel libro di testo c'è scritto: «Risposta: 242 km». Non riesco però a ricostruire il ragionamento.", "debatable: only a quotation of the textbook ('the textbook says: «Answer: 242 km». I cannot reconstruct the reasoning though'); proposed: reject", True),
    g("q_pt_user_turn", "A", "44.8", "wrong", "answer_is", PT_SLIP + "Resposta: R$ 67,84" + IM_USER + "Não, a resposta certa é R$ 44,80.", "the gold only in an invented user turn ('No, the right answer is R$ 44,80')"),
    g("q_ko_other_part", "A", "51", "wrong", "answer_is", "(1) 하루 4.25 km씩 12일: 4.25 × 12 = 51 km\n(2) 하루 4.52 km씩 12일: 4.52 × 12 = 54.24 km\n정답: 54.24 km", "the gold in part (1), the final answer 54.24"),
    g("q_tr_olsaydi", "A", "168", "wrong", "answer_is", TR_SLIP + "Cevap 168 olsaydı, gelmeyenler 42 olurdu; soru gelmeyenleri soruyor.\nCevap: 42", "'if the answer were 168, the absent would be 42; the question asks about the absent. Answer: 42'"),
    g("q_ar_student_said", "A", "405", "wrong", "answer_is", "قال أحد الطلاب إن الإجابة ٤٠٥، لكن هذا خطأ لأن في كل صندوق 54 برتقالة: 9 × 54 = 486.\nالإجابة: ٤٨٦", "'a student said the answer is ٤٠٥, but that is wrong since each box has 54: ... Answer: ٤٨٦ (486)'"),
    g("q_hi_maan_lijiye", "A", "125000", "wrong", "answer_is", "मान लीजिए कुल वेतन ₹1,25,000 है; तब मासिक वेतन 12,500 होगा। लेकिन प्रश्न में 12 महीने हैं, इसलिए 12,500 × 12 = ₹1,50,000।\nउत्तर: ₹1,50,000", "'suppose the total is ₹1,25,000 ... but the question has 12 months, so ₹1,50,000'"),
    m("q_m_ja_textbook_only", "A", G_JA, "no_answer", "none", "問題文が不完全なので、確実な答えは出せません。参考までに、教科書の解答では $\\frac{5}{36}$ とされています。", "'the problem statement is incomplete so I cannot give a sure answer; for reference, the textbook's answer is given as 5/36': someone else's claim only; debatable: the model may be read as endorsing it; proposed: reject", True),
    m("q_m_pl_key_said", "A", G_PL, "wrong", "answer_is", "W odpowiedziach podano $(3, 2)$, ale według mnie $y = (x - 3)^2 - 2$, więc wierzchołek to $(3, -2)$.\nOdpowiedź: $(3, -2)$", "'the answer key gives (3, 2), but in my view ... so the vertex is (3, -2)'"),
    m("q_m_zh_user_turn", "A", G_ZH, "wrong", "boxed", "解方程 $x^2 - 2x - 15 = 0$。\n因式分解得 $(x - 5)(x - 3) = 0$，所以 $x = 3$ 或 $x = 5$。\n答案：$\\boxed{3, 5}$" + IM_USER + "不对，正确答案是 $-3, 5$。", "the model's box 3, 5 (bad factoring); the gold only in an invented user turn ('no, the right answer is -3, 5')"),
    g("q_ok_zh_classmate_wrong", "B", "265", "correct", "answer_is", ZH + "同学说答案是283支，但他把86看成了68。\n答：还剩 265 支。", "'a classmate said 283, but he read 86 as 68. Answer: 265 left'"),
    g("q_ok_fr_hypo_after", "B", "375", "correct", "answer_is", FR + "Réponse : 375 chaises occupées.\n\nSi 75 chaises étaient vides, il y en aurait 357 d'occupées.", "a conditional after the committed answer ('if 75 were empty, 357 would be occupied')"),
    g("q_ok_de_common_error_after", "B", "108", "correct", "answer_is", DE + "Antwort: 108 Liter\n\nEin häufiger Fehler ist es, 144 anzugeben – das wäre die Anzahl der Flaschen.", "'a common error is to give 144 - that would be the number of bottles'"),
    g("q_ok_ru_quoted_problem", "B", "8575", "correct", "answer_is", "«На складе было 12 450 кг муки, продали 3 875 кг. Сколько муки осталось?»\n\n" + RU + "Ответ: 8 575 кг.", "the problem quoted in guillemets first"),
    g("q_ok_es_subjunctive_after", "B", "1560", "correct", "answer_is", ES + "Respuesta: 1.560 €\n\nSi hubiera gastado solo el 30 %, le quedarían 1.680 €.", "a subjunctive conditional after the answer (2.400 x 0,70 = 1.680)"),
    g("q_ok_ja_hypo_first", "B", "8340", "correct", "answer_is", "もしお菓子代がなければ7,500円ですが、今回はお菓子代も必要です。\n" + JA + "答え：8,340円", "'if there were no snacks it would be 7,500 yen, but this time snacks are needed'"),
    g("q_ok_id_friend_said", "B", "135000", "correct", "answer_is", ID + "Temanku bilang totalnya Rp120.000, tapi dia lupa menghitung pulpen.\nJawaban: Rp135.000", "'my friend said Rp120.000, but he forgot the pens. Answer: Rp135.000'"),
    g("q_ok_tl_steps", "B", "185", "correct", "answer_is", "(a) 8 × 35 = 280 mangga\n(b) 280 − 95 = 185 mangga\nAng sagot ay 185.", "steps labelled (a), (b)"),
    g("q_ok_he_friend_said", "B", "285", "correct", "answer_is", HE + "חבר שלי אמר 312, אבל הוא קרא 136 במקום 163.\nתשובה: 285", "'my friend said 312, but he read 136 instead of 163. Answer: 285'"),
    m("q_m_ok_el_hypo_first", "B", G_EL, "correct", "answer_is", "Αν η βάση ήταν 4, θα είχαμε $\\log_4 \\frac{1}{64} = -3$.\nΓια βάση 2: " + EL_M + "Απάντηση: $-6$", "a hypothetical (base 4: -3) first, then the answer"),
    m("q_m_ok_ja_example_first", "B", G_JA, "correct", "boxed", "例えば、和が7になる確率は $\\frac{6}{36} = \\frac{1}{6}$ です。同様に、\n" + JA_M + "答え：$\\boxed{\\frac{5}{36}}$", "'for example, the probability of sum 7 is 1/6. Likewise ...'"),
    m("q_m_ok_uk_quoted", "B", G_UK, "correct", "boxed", "> Знайдіть гіпотенузу прямокутного трикутника з катетами 4 і 9.\n\n" + UK_M + "Відповідь: $\\boxed{\\sqrt{97}}$", "the problem quoted ('find the hypotenuse of a right triangle with legs 4 and 9')"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_zh_fullwidth_other", "A", "265", "wrong", "hash", ZH_SLIP + "答：#### ２８３", "full-width ２８３"),
    g("b_fa_digits_other", "A", "720", "wrong", "answer_is", FA_SLIP + "پاسخ: ۷۶۸", "Persian digits ۷۶۸ = 768"),
    g("b_bn_digits_other", "A", "437", "wrong", "answer_is", BN_SLIP + "উত্তর: ৪১৪টি গাছ", "Bengali digits ৪১৪ = 414 ('414 trees')"),
    g("b_th_digits_other", "A", "540", "wrong", "answer_is", TH_SLIP + "คำตอบ: ๖๔๘ บาท", "Thai digits ๖๔๘ = 648"),
    g("b_hi_devanagari_other", "A", "125000", "wrong", "answer_is", HI_SLIP + "उत्तर: ₹१,५०,०००", "Devanagari digits १,५०,००० = 150000"),
    g("b_ar_rlm_other", "A", "405", "wrong", "answer_is", AR_SLIP + "الإجابة: \u200f486\u200f برتقالة", "right-to-left marks around 486"),
    g("b_ko_zwsp_other", "A", "51", "wrong", "answer_is", KO_SLIP + "정답: 54\u200b.24 km", "a zero-width space inside 54.24"),
    g("b_fr_nbsp_other", "A", "375", "wrong", "answer_is", FR_SLIP + "Réponse\u00a0: 357\u00a0chaises", "no-break spaces around 357"),
    g("b_vi_nfd_other", "A", "147000", "wrong", "answer_is", unicodedata.normalize("NFD", VI_SLIP + "Đáp số: 126.000 đồng."), "decomposed (NFD) Vietnamese, 126.000"),
    g("b_th_tag_ideographic_space", "A", "540", "no_answer", "tag", th(TH) + "<answer>\u3000</answer>", "a tag holding only an ideographic space"),
    m("b_m_zh_fullwidth_other", "A", G_ZH, "wrong", "answer_is", "因式分解得 $(x - 5)(x - 3) = 0$。\n答案：３，５", "full-width ３，５ (bad factoring)"),
    g("b_ok_zh_fullwidth", "B", "265", "correct", "hash", ZH + "答：#### ２６５", "full-width ２６５"),
    g("b_ok_fa_digits", "B", "720", "correct", "answer_is", FA + "پاسخ: ۷۲۰ صفحه", "Persian digits ۷۲۰ = 720"),
    g("b_ok_bn_digits", "B", "437", "correct", "answer_is", BN + "উত্তর: ৪৩৭টি গাছ", "Bengali digits ৪৩৭ = 437"),
    g("b_ok_th_digits", "B", "540", "correct", "answer_is", TH + "คำตอบ: ๕๔๐ บาท", "Thai digits ๕๔๐ = 540"),
    g("b_ok_hi_devanagari", "B", "125000", "correct", "answer_is", HI + "उत्तर: ₹१,२५,०००", "Devanagari digits in lakh grouping = 125000"),
    g("b_ok_ar_rlm", "B", "405", "correct", "answer_is", AR + "الإجابة: \u200f405\u200f برتقالة", "right-to-left marks around 405"),
    g("b_ok_fr_nbsp", "B", "375", "correct", "answer_is", FR + "Réponse\u00a0: 375\u00a0chaises", "no-break spaces as French typography puts them"),
    g("b_ok_ru_narrow_nbsp", "B", "8575", "correct", "answer_is", RU + "Ответ: 8\u202f575 кг.", "a narrow no-break space as thousands separator"),
    g("b_ok_vi_nfd", "B", "147000", "correct", "answer_is", unicodedata.normalize("NFD", VI + "Đáp số: 147.000 đồng."), "decomposed (NFD) Vietnamese"),
    g("b_ok_pl_crlf", "B", "895", "correct", "answer_is", (PL + "Odpowiedź: 895 zł").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_ar_bom", "B", "405", "correct", "answer_is", "\ufeff" + AR + "الإجابة: ٤٠٥ (405)", "a BOM first; the answer in both digit sets"),
    m("b_m_ok_el_unicode_minus", "B", G_EL, "correct", "answer_is", EL_M + "Απάντηση: −6", "a Unicode minus sign (U+2212)"),
    m("b_m_ok_zh_fullwidth_comma", "B", G_ZH, "correct", "answer_is", ZH_M + "答案：$x_1 = -3$，$x_2 = 5$", "the two roots separated by a full-width comma"),

    # ================================================================ more MATH-path probes, classes in order
    m("t_m_ko_sentence_other", "A", G_KO, "wrong", "tag", th(KO_M + "$\\sqrt{841} = 31$\n") + "<answer>두 점 사이의 거리는 31입니다.</answer>", "'the distance between the two points is 31' (31^2 = 961)"),
    m("t_m_ru_sentence_other", "A", G_RU, "wrong", "tag", th("Арифметическая прогрессия: $a_1 = 5$, $d = 4$, $a_n = 101$.\nЧисло членов: $n = \\frac{101 - 5}{4} = 24$.\nСумма: $S = \\frac{(5 + 101) \\cdot 24}{2} = 1272$.\n") + "<answer>Сумма равна 1272.</answer>", "the +1 forgotten: 24 terms, 'the sum equals 1272'"),
    m("t_m_tl_placeholder", "A", G_TL, "no_answer", "tag", th(TL_M + "Kaya $x = 5$.\n") + "<answer>ilagay dito ang sagot</answer>", "the template placeholder in Tagalog ('put the answer here'); 5 only in the thinking"),
    m("t_m_ok_ko_sentence", "B", G_KO, "correct", "tag", th(KO_M + "$\\sqrt{841} = 29$\n") + "<answer>두 점 사이의 거리는 $29$입니다.</answer>", "'the distance between the two points is 29'"),
    m("t_m_ok_ru_sentence", "B", G_RU, "correct", "tag", th(RU_M) + "<answer>Сумма равна $1\\,325$.</answer>", "'the sum equals 1 325' with a thin space"),
    m("t_m_ok_sv_box_sentence", "B", G_SV, "correct", "tag", th(SV_M + "$= 30$\n") + "<answer>Svaret är $\\boxed{30}$.</answer>", "'the answer is 30' with a box"),
    m("h_m_vi_phrase_hash_other", "A", G_VI, "wrong", "hash", "Ta có $213_5 = 2 \\cdot 5^2 + 1 \\cdot 5 + 3 = 25 + 5 + 3 = 33$.\nĐáp số: 33\n#### 33", "2 * 5^2 taken as 25: 33"),
    m("h_m_ok_hi_phrase_hash", "B", G_HI, "correct", "hash", HI_M + "अतः उत्तर है: #### 1080", "'so the answer is: #### 1080'"),
    m("h_m_ok_sv_phrase_hash", "B", G_SV, "correct", "hash", SV_M + "$= 30$.\nSvar: #### 30", "'Answer: #### 30'"),
    m("x_m_el_sign_lost", "A", G_EL, "wrong", "answer_is", "Επειδή $64 = 2^6$, έχουμε $\\log_2 \\frac{1}{64} = 6$.\nΑπάντηση: $6$", "the sign lost: 6"),
    m("x_m_ok_id_unsimplified", "B", G_ID, "correct", "answer_is", ID_M + "Jadi, gradiennya adalah $m = -\\frac{12}{4}$.", "'so the slope is -12/4' = -3, unsimplified"),
    m("x_m_ok_th_exact_then_approx", "B", G_TH, "correct", "answer_is", TH_M + "$= \\sqrt{3}$\nคำตอบ: $\\sqrt{3}$ (ประมาณ 1.732)", "the exact value, then '(approximately 1.732)' in parentheses"),
    m("n_m_tr_degil_only", "A", G_TR, "no_answer", "answer_is", TR_M + "Sadeleştirince cevap $\\frac{5}{11}$ değil; bir yerde hata yaptım.", "'on simplifying the answer is not 5/11; I made an error somewhere', nothing after"),
    m("n_m_hi_not_then_other", "A", G_HI, "wrong", "answer_is", HI_M + "लेकिन उत्तर $1080^\\circ$ नहीं है, क्योंकि प्रश्न बाहरी कोणों के बारे में है। बाहरी कोणों का योग $360^\\circ$ है।\nउत्तर: $360^\\circ$", "'but the answer is not 1080° since the question is about exterior angles ... Answer: 360°'"),
    m("n_m_ok_tr_twin", "B", G_TR, "correct", "answer_is", TR_M + "Cevap $\\frac{45}{99}$ değil, sadeleştirilmiş hâliyle $\\frac{5}{11}$.", "'the answer is not 45/99 but, simplified, 5/11'"),
    m("n_m_ok_cs_check_mark", "B", G_CS, "correct", "boxed", CS_M + "$= 50\\pi$.\nOdpověď: $\\boxed{50\\pi}$ ✓", "a check mark after the box"),
    m("u_m_ok_ko_units_word", "B", G_KO, "correct", "answer_is", KO_M + "$= 29$\n정답: 29 (단위)", "'Answer: 29 (units)'"),
    m("r_m_hi_sudhar", "A", G_HI, "wrong", "answer_is", HI_M + "उत्तर: $1080^\\circ$\n\nसुधार: यह अष्टभुज नहीं, षट्भुज है, इसलिए योग $4 \\cdot 180^\\circ = 720^\\circ$।\nउत्तर: $720^\\circ$", "'Correction: it is a hexagon, not an octagon, so 720°'"),
    m("r_m_id_tunggu", "A", G_ID, "wrong", "answer_is", ID_M + "$= -3$.\nJawaban: $-3$\n\nTunggu, titiknya $(5, 8)$, bukan $(5, -8)$. Maka $m = \\frac{8 - 4}{5 - 1} = 1$.\nJawaban: $1$", "'wait, the point is (5, 8), not (5, -8). So m = 1'"),
    m("r_m_ok_ko_check", "B", G_KO, "correct", "boxed", KO_M + "$\\sqrt{841} = 29$\n\n정답: $\\boxed{29}$\n\n검산: $20^2 + 21^2 = 400 + 441 = 841 = 29^2$ ✓", "a check (검산) with other numbers after the box"),
    m("r_m_ok_he_closing", "B", G_HE, "correct", "boxed", HE_M + "התשובה: $\\boxed{75}$\n\nמקווה שזה עזר!", "'I hope this helped!'"),
    m("q_m_nl_hypo_then_other", "A", G_NL, "wrong", "boxed", "Als de volgorde niet van belang zou zijn, zou het antwoord $\\binom{12}{3} = 220$ zijn. Maar de volgorde is wel van belang, dus $12 \\cdot 11 \\cdot 10 = 1320$.\nHet antwoord is $\\boxed{1320}$.", "'if order did not matter the answer would be 220; but order matters, so 1320'"),
    m("q_m_bn_other_part", "A", G_BN, "wrong", "answer_is", "(ক) ঠিক দুটি হেড: $\\frac{3}{8}$\n(খ) অন্তত দুটি হেড: HHT, HTH, THH, HHH, তাই $\\frac{4}{8} = \\frac{1}{2}$\nউত্তর: $\\frac{1}{2}$", "the gold in part (a) 'exactly two heads'; the final answer is part (b) 'at least two heads' 1/2"),
    m("q_m_tl_sabi_other", "A", G_TL, "wrong", "answer_is", "Sabi ng kaklase ko, $x = 5$ ang sagot, pero sa tingin ko $3x = 22 + 7 = 29$, kaya $x = \\frac{29}{3}$.\nAng sagot ay $\\frac{29}{3}$.", "'my classmate says x = 5, but I think 3x = 29, so x = 29/3'"),
    m("q_m_ok_nl_twin", "B", G_NL, "correct", "boxed", "Als de volgorde van belang zou zijn, zou het antwoord $12 \\cdot 11 \\cdot 10 = 1320$ zijn. Maar de volgorde is niet van belang, dus delen we door $3! = 6$: $\\frac{1320}{6} = 220$.\nHet antwoord is $\\boxed{220}$.", "'if order mattered it would be 1320; it does not, so 1320/6 = 220'"),
    m("q_m_ok_bn_twin", "B", G_BN, "correct", "answer_is", BN_M + "যদি অন্তত দুটি হেড চাওয়া হতো, সম্ভাবনা হতো $\\frac{1}{2}$; কিন্তু প্রশ্নে ঠিক দুটি হেড চাওয়া হয়েছে।\nউত্তর: $\\frac{3}{8}$", "'if at least two heads were asked it would be 1/2; but exactly two are asked. Answer: 3/8'"),
    m("b_m_ar_indic_other", "A", G_AR, "wrong", "answer_is", "لدينا $\\sqrt{72} + \\sqrt{32} = \\sqrt{104}$.\nالإجابة: $\\sqrt{١٠٤}$", "Arabic-Indic digits under the root: sqrt104, the wrong rule sqrt a + sqrt b = sqrt(a + b)"),
    m("b_m_ok_ar_indic", "B", G_AR, "correct", "answer_is", AR_M + "إذن المجموع $= 10\\sqrt{2}$.\nالإجابة: $١٠\\sqrt{٢}$", "Arabic-Indic digits ١٠√٢ = 10 sqrt2"),
    m("b_m_ja_fullwidth_other", "A", G_JA, "wrong", "answer_is", "和が8になるのは (2,6), (3,5), (4,4), (5,3), (6,2), (4,4) の6通りなので、\n答え：６／３６", "(4,4) counted twice; full-width ６／３６ = 1/6"),
    m("b_m_ok_ja_fullwidth", "B", G_JA, "correct", "answer_is", JA_M + "答え：５／３６", "full-width ５／３６"),
]
# fmt: on


# English glosses of the non-English words in the probes' closing lines, appended to each note
# (the notes above already gloss the sentences that decide a label).
GLOSS = {
    "答案是": "the answer is",
    "答案": "answer",
    "答：": "answer:",
    "还剩": "left over",
    "支": "(counter for pencils)",
    "铅笔": "pencils",
    "万元": "ten-thousand yuan",
    "一共需要": "in total needs",
    "答え": "answer",
    "円": "yen",
    "合計は": "the total is",
    "です": "(it) is",
    "정답": "correct answer",
    "최종 답": "final answer",
    "원": "won",
    "입니다": "(it) is",
    "Ответ": "Answer",
    "Сумма равна": "the sum equals",
    "кг": "kg",
    "тыс.": "thousand",
    "Відповідь": "Answer",
    "грн": "hryvnia",
    "Respuesta": "Answer",
    "le quedan": "she has left",
    "Resposta": "Answer",
    "Réponse": "Answer",
    "chaises": "chairs",
    "Antwort": "Answer",
    "Liter": "litres",
    "Risposta": "Answer",
    "La risposta è": "the answer is",
    "Het antwoord is": "the answer is",
    "Antwoord": "Answer",
    "Odpowiedź": "Answer",
    "Cevap": "Answer",
    "öğrenci": "students",
    "الإجابة": "the answer",
    "الجواب": "the answer",
    "برتقالة": "orange(s)",
    "پاسخ": "answer",
    "صفحه": "pages",
    "उत्तर": "answer",
    "উত্তর": "answer",
    "গাছ": "trees",
    "Đáp số": "answer (result)",
    "đồng": "dong",
    "Jawaban": "Answer",
    "คำตอบ": "answer",
    "บาท": "baht",
    "Απάντηση": "Answer",
    "תשובה": "answer",
    "התשובה": "the answer",
    "Odpověď": "Answer",
    "Svar": "Answer",
    "Ang sagot ay": "the answer is",
    "mangga": "mangoes",
    "<answer>": "",
    "Kč": "koruna",
    "zł": "zloty",
    "kr": "krona",
}


def glossed(case: tuple) -> tuple:
    """`case` with the glosses of the words its last two lines use appended to its note."""
    tail = "\n".join(case[6].strip().splitlines()[-2:])
    words = [f"{k} = {v}" for k, v in GLOSS.items() if v and k in tail]
    if not words:
        return case
    return case[:7] + (case[7] + " [gloss: " + "; ".join(words) + "]",) + case[8:]


CASES = [glossed(case) for case in CASES]


DECISIONS = {
    "q_m_ja_textbook_only": (
        "reject",
        "the model gives no answer of its own; 5/36 is reported as the textbook's",
    ),
    "q_es_conditional_refusal": (
        "reject",
        "a conditional followed by an explicit refusal is no committed answer",
    ),
    "q_it_quote_only": (
        "reject",
        "only a quotation of a source, no own answer (round 21's q_quote_only)",
    ),
    "x_ok_ru_comma_grouping": (
        "accept",
        "the working writes 8 575 kg; 8,575 kg is the same number in the English grouping, not 8.575 kg",
    ),
    "u_m_de_degrees": (
        "reject",
        "the box restates the given degrees; the gold is in radians (round 1: degrees are not radians)",
    ),
    "r_tr_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "h_sv_phrase_hedge": (
        "reject",
        "a hedge before the #### line is two final answers (README: a hedge is wrong)",
    ),
    "h_ok_pt_phrase_hash_comma": (
        "accept",
        "44,80 is a decimal comma: not a thousands grouping, and the working writes R$ 44,80",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam71", CASES, [], DECISIONS)
