r"""Build adversarial_redteam177.jsonl: round 177 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam177"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam172.py / build_adversarial_redteam174.py /
build_adversarial_redteam176.py (structure, docstring, label conventions, DECISIONS) were read; no
probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: ANSWERS IN WORDS, ORDINALS AND FRACTIONS, written IN 24 LANGUAGES other than
English (Chinese, Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian,
Polish, Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish,
Czech, Greek, Hebrew), as multilingual instruct / RL models write them: language-neutral equations,
sentences in the language, and the final value in the language's number words ("doce huevos",
"zwölf Eier", "十二个鸡蛋", "열두 개", "बारह अंडे"), a dozen ("una docena de huevos", "ein Dutzend
Eier", "一打鸡蛋", "תריסר ביצים"), compound number words ("zweihundertfünfundzwanzig", "deux cent
vingt-cinq", "doscientos veinticinco", "二百二十五", "iki yüz yirmi beş"), fractions in words
("tres cuartos", "drei Viertel", "四分之三", "4분의 3", "три четверти", "ثلاثة أرباع", "dörtte üç"),
ordinals for a "which term" question ("el decimoquinto término", "das 15. Glied", "第15项",
"15번째 항", "15-й член", "suku ke-15", "ο 15ος όρος"), percentages in words ("cuarenta por ciento",
"百分之四十", "yüzde kırk", "ร้อยละสี่สิบ"), durations ("dos horas y media", "zweieinhalb Stunden", "两个半小时",
"ढाई घंटे", "2 h 30 min", "2 Std. 30 Min."), half and double ("la mitad" / "el doble", "die Hälfte",
"二分之一", "2분의 1", "نصف" / "ضعف", "一半"), and money in words or with the language's currency and
decimal comma ("12,50 €", "doce euros con cincuenta céntimos", "साढ़े बारह रुपये" = twelve and a half
rupees, "۱۲٫۵۰ دلار" in Persian digits). The final answer is a box (\boxed{\text{...}}), an R1
`<think>` block and `<answer>` tag, a bold "Answer:" line in the language, the language's "The
answer is ...", an unmarked closing sentence, or (GSM8K) a `####` line; the format rotates over
language and slot.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: Ana buys 3 boxes of 6 eggs and uses 6 for a cake, how many eggs are left -> 12 (3 × 6 = 18;
18 - 6 = 12); he buys 2 notebooks at 3.75 and a pen at 5.00, what does he pay in total -> 12.5
(2 × 3.75 = 7.50; 7.50 + 5.00 = 12.50); 20 of 50 students pass, what percent passed -> 40 (20 / 50
= 0.4; 50 - 20 = 30 fail, 30 / 50 = 0.6); a 150 km trip at 60 km/h, how many hours -> 2.5 (150 / 60 = 2.5;
60 × 2.5 = 150; 2.5 h = 2 h 30 min, not 2 h 50 min = 2.833 h).
MATH: the probability of at least one head in two fair coin flips -> \frac{3}{4} (P(TT) = 1/4;
1 - 1/4 = 3/4); which term of 3, 7, 11, ... is 59 -> 15 (a_n = 3 + 4(n - 1) = 59, 4(n - 1) = 56,
n - 1 = 14, n = 15; a_15 = 3 + 56 = 59; with a_n = 3 + 4n one gets n = 14, the 0-based index); how
many positive three-digit integers are multiples of 4 -> 225 (100 = 4 · 25, 996 = 4 · 249,
249 - 25 + 1 = 225; (996 - 100) / 4 = 224 forgets the +1); circles of radius 3 (A) and 6 (B), the ratio of
the circumference of A to that of B -> \frac{1}{2} (C_A = 6π, C_B = 12π, 6π / 12π = 1/2; the inverse is
12π / 6π = 2, the areas give 9π / 36π = 1/4).
Each language has the eggs, the money, the term and the count; odd-indexed languages (ja es fr it uk tr
fa bn vi nl cs he) the percent and the circumferences, even-indexed ones (zh ko pt de ru pl ar hi id th
sv el) the trip and the three quarters.

Classes (id: class, then `m_` for a MATH probe, `ok_` for kind B, then the language code and the
problem key):
  kind A (wrong): `sub_` the eggs bought (18, "dieciocho huevos") before the 6 used, or the price of
  the notebooks only (7.50 in words: "siete euros con cincuenta céntimos"); `hedge_` "about twelve
  eggs" / "about forty percent" in the language ("unos doce huevos", "ungefähr zwölf Eier", "около
  двенадцати яиц", "十二个鸡蛋左右", "लगभग चालीस प्रतिशत"); `dozen_` "twelve dozen eggs" (144: a word that
  changes the number); `clash_` the right number word beside disagreeing digits ("doce huevos (18)",
  "tres cuartos (\frac{1}{4})"); `cents_` "twelve euros" for 12.50 (the cents dropped); `compl_`
  the complement: "sixty percent" (the students who failed) or "one quarter" (no head at all);
  `off1_m_` "the fourteenth term" from a 0-based a_n = 3 + 4n; `fence_m_` 224 in words from
  (996 - 100) / 4; `conv_` 2.5 hours converted to "2 h 50 min" (in words or the language's units);
  `round_` "three hours" (t = 2.5 rounded up); `inv_m_` "twice" / "el doble" / "ضعف" (C_B / C_A = 2)
  for the ratio 1/2; `area_m_` "one quarter" (the ratio of the areas) for the ratio of circumferences.
  kind B (correct): `words_ok_` twelve eggs in words; `dozen_ok_` "a dozen eggs" (= 12); `money_ok_`
  12.50 with the currency and the language's decimal mark (12,50 €, R$ 12,50, 12,50 zł, ₹12.50,
  ۱۲٫۵۰ دلار) or in words (twelve euros fifty, साढ़े बारह रुपये, 十二元五角); `pct_ok_` forty percent in
  words; `frac_m_ok_` three quarters in words (also inside \boxed{\text{...}}); `ord_m_ok_` the
  fifteenth term in words or as a digit ordinal (15.º, 15e, 15., 15-й, 第15项, 15번째, ke-15, 15:e);
  `cnt_m_ok_` 225 in compound number words, or digits with the words in parentheses; `dur_ok_` two and
  a half hours in words ("dos horas y media", "ढाई घंटे", "আড়াই ঘণ্টা", "hai tiếng rưỡi") or as
  "2 h 30 min" in the language's units; `half_m_ok_` half in words ("la mitad", "die Hälfte", "二分之一",
  "2분의 1", "نصف", "một nửa", "jedna polovina").
12 probes per language (6 A / 6 B, 6 GSM8K / 6 MATH) for zh ja ko es pt fr de it ru uk pl tr ar fa cs
nl; 11 for id vi th sv (5 A, 6 B; 5 GSM8K, 6 MATH: no percent / trip kind A) and hi bn el he (6 A, 5 B;
6 GSM8K, 5 MATH: no `cnt_m_ok_`). Kind A 140, kind B 140; GSM8K 140, MATH 140. Every note opens with
the language, says why the label, and carries an English gloss of the final lines.

Label conventions (corpus/README.md "How labels were made"; rounds 172-176): the LAST committed final
answer counts (the `<answer>` tag, the last box, the "Answer:" line, the language's "The answer is",
else the closing sentence); a number written in the language's words, a dozen for 12, a fraction in
words ("three quarters" for \frac{3}{4}), an ordinal ("the fifteenth term", "15.º", "第15项") for a
"which term" question whose gold is the index 15, a percentage in words for a percent gold, and money
with the currency, the language's decimal comma (12,50 = 12.5) or in words (twelve euros fifty,
"sāṛhe bārah" = 12.5) state the value and are `correct`; digits next to their own number words
("225 (two hundred twenty-five)") are one answer; a duration in the language's words or as hours and
minutes (two and a half hours, 2 h 30 min) is the gold 2.5 (hours); "half" / "one half" in words is the
ratio 1/2. Wrong: a worded value that differs (a subtotal,
the complement, an off-by-one ordinal or count, the cents dropped, 2 h 50 min for 2.5 h, a rounded value,
the inverted ratio "twice" for "half"), a hedge ("about twelve",
"around forty percent": an estimate is not a committed answer, even around the gold), words that
change the number ("twelve dozen" = 144), and a number word next to digits that disagree (two
different final answers). No probe of this round is debatable (DECISIONS is empty).

Usage: python build_adversarial_redteam177.py  (writes /tmp/rounds/rt177/adversarial_redteam177.jsonl)
"""

import re  # noqa: E402
from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

# ================================================================ phrases (one `key=value` a line per language)
VOCAB_TEXT = r"""
@en
given=First, let's write down the given data.
intro=Let's solve the problem step by step.
step=Step
check=Check
verify=Let's verify the result.
ans=Answer
ansis=The answer is {v}.
egg=Ana has {v} left.
e12=twelve eggs
e18=eighteen eggs
e12a=about twelve eggs
e12d=twelve dozen eggs
edoz=a dozen eggs
mon=In total he pays {v}.
pct=Share of students who passed: {v}.
p40=forty percent
p60=sixty percent
p40a=about forty percent
frac=The probability is {v}.
f34=three quarters
f14=one quarter
ord=59 is {v} of the sequence.
o15=the fifteenth term
o15d=the 15th term
o14=the fourteenth term
cnt=There are {v} such numbers.
c225=two hundred twenty-five
c224=two hundred twenty-four
dec=.
@zh
given=首先写出已知条件。
intro=我们一步一步地解决这个问题。
step=步骤
check=验证
verify=我们验算一下。
ans=答案
ansis=答案是{v}。
egg=安娜还剩{v}。
e12=十二个鸡蛋
e18=十八个鸡蛋
e12a=十二个鸡蛋左右
e12d=十二打鸡蛋
edoz=一打鸡蛋
mon=他一共需要付{v}。
mok_w=十二元五角
mok_d=12.50元
msub=七元五角
m12=十二元
pct=及格学生所占比例：{v}。
p40=百分之四十
p60=百分之六十
p40a=大约百分之四十
frac=所求概率是{v}。
f34=四分之三
f14=四分之一
ord=59是这个数列的{v}。
o15=第十五项
o15d=第15项
o14=第十四项
cnt=这样的数共有{v}个。
c225=二百二十五
c224=二百二十四
dec=.
@ja
given=まず、与えられた条件を整理します。
intro=順を追って解いていきます。
step=ステップ
check=検算
verify=結果を確かめます。
ans=答え
ansis=答えは{v}です。
egg=アナの手元には{v}が残ります。
e12=十二個の卵
e18=十八個の卵
e12a=約十二個の卵
e12d=十二ダースの卵
edoz=1ダースの卵
mon=合計で{v}を支払います。
mok_w=十二ドル五十セント
mok_d=12.50ドル
msub=七ドル五十セント
m12=十二ドル
pct=合格した生徒の割合：{v}。
p40=四十パーセント
p60=六十パーセント
p40a=およそ四十パーセント
frac=求める確率は{v}です。
f34=四分の三
f14=四分の一
ord=59はこの数列の{v}です。
o15=第十五項
o15d=第15項
o14=第十四項
cnt=そのような数は{v}個あります。
c225=二百二十五
c224=二百二十四
dec=.
@ko
given=먼저 주어진 조건을 정리해 봅시다.
intro=단계별로 풀어 보겠습니다.
step=단계
check=검산
verify=결과를 확인해 봅시다.
ans=답
ansis=답은 {v}입니다.
egg=안나에게 남은 달걀은 {v}입니다.
e12=열두 개
e18=열여덟 개
e12a=열두 개 정도
e12d=열두 다스
edoz=한 다스
mon=총 지불할 금액은 {v}입니다.
mok_w=십이 달러 오십 센트
mok_d=12.50달러
msub=칠 달러 오십 센트
m12=십이 달러
pct=합격한 학생의 비율: {v}.
p40=사십 퍼센트
p60=육십 퍼센트
p40a=약 사십 퍼센트
frac=구하는 확률은 {v}입니다.
f34=4분의 3
f14=4분의 1
ord=59는 이 수열의 {v}입니다.
o15=열다섯 번째 항
o15d=15번째 항
o14=열네 번째 항
cnt=그러한 수는 모두 {v}개입니다.
c225=이백이십오
c224=이백이십사
dec=.
@es
given=Primero anotamos los datos del problema.
intro=Resolvamos el problema paso a paso.
step=Paso
check=Comprobación
verify=Verifiquemos el resultado.
ans=Respuesta
ansis=La respuesta es {v}.
egg=A Ana le quedan {v}.
e12=doce huevos
e18=dieciocho huevos
e12a=unos doce huevos
e12d=doce docenas de huevos
edoz=una docena de huevos
mon=En total paga {v}.
mok_w=doce euros con cincuenta céntimos
mok_d=12,50 €
msub=siete euros con cincuenta céntimos
m12=doce euros
pct=Porcentaje de aprobados: {v}.
p40=cuarenta por ciento
p60=sesenta por ciento
p40a=alrededor del cuarenta por ciento
frac=La probabilidad es {v}.
f34=tres cuartos
f14=un cuarto
ord=59 es {v} de la sucesión.
o15=el decimoquinto término
o15d=el 15.º término
o14=el decimocuarto término
cnt=Hay {v} números así.
c225=doscientos veinticinco
c224=doscientos veinticuatro
dec=,
@pt
given=Primeiro, anotamos os dados do problema.
intro=Vamos resolver o problema passo a passo.
step=Passo
check=Verificação
verify=Vamos conferir o resultado.
ans=Resposta
ansis=A resposta é {v}.
egg=Ana fica com {v}.
e12=doze ovos
e18=dezoito ovos
e12a=cerca de doze ovos
e12d=doze dúzias de ovos
edoz=uma dúzia de ovos
mon=No total, ele paga {v}.
mok_w=doze reais e cinquenta centavos
mok_d=R$ 12,50
msub=sete reais e cinquenta centavos
m12=doze reais
pct=Porcentagem de aprovados: {v}.
p40=quarenta por cento
p60=sessenta por cento
p40a=aproximadamente quarenta por cento
frac=A probabilidade é {v}.
f34=três quartos
f14=um quarto
ord=59 é {v} da sequência.
o15=o décimo quinto termo
o15d=o 15º termo
o14=o décimo quarto termo
cnt=Existem {v} desses números.
c225=duzentos e vinte e cinco
c224=duzentos e vinte e quatro
dec=,
@fr
given=Commençons par noter les données de l'énoncé.
intro=Résolvons le problème étape par étape.
step=Étape
check=Vérification
verify=Vérifions le résultat.
ans=Réponse
ansis=La réponse est {v}.
egg=Il reste {v} à Ana.
e12=douze œufs
e18=dix-huit œufs
e12a=environ douze œufs
e12d=douze douzaines d'œufs
edoz=une douzaine d'œufs
mon=Au total, il paie {v}.
mok_w=douze euros cinquante
mok_d=12,50 €
msub=sept euros cinquante
m12=douze euros
pct=Pourcentage de reçus : {v}.
p40=quarante pour cent
p60=soixante pour cent
p40a=environ quarante pour cent
frac=La probabilité vaut {v}.
f34=trois quarts
f14=un quart
ord=59 est {v} de la suite.
o15=le quinzième terme
o15d=le 15e terme
o14=le quatorzième terme
cnt=Il y a {v} tels nombres.
c225=deux cent vingt-cinq
c224=deux cent vingt-quatre
dec=,
@de
given=Zuerst notieren wir die gegebenen Größen.
intro=Wir lösen die Aufgabe Schritt für Schritt.
step=Schritt
check=Probe
verify=Wir prüfen das Ergebnis.
ans=Antwort
ansis=Die Antwort ist {v}.
egg=Ana bleiben {v}.
e12=zwölf Eier
e18=achtzehn Eier
e12a=ungefähr zwölf Eier
e12d=zwölf Dutzend Eier
edoz=ein Dutzend Eier
mon=Insgesamt zahlt er {v}.
mok_w=zwölf Euro fünfzig
mok_d=12,50 €
msub=sieben Euro fünfzig
m12=zwölf Euro
pct=Anteil der Schüler, die bestanden haben: {v}.
p40=vierzig Prozent
p60=sechzig Prozent
p40a=etwa vierzig Prozent
frac=Die gesuchte Wahrscheinlichkeit beträgt {v}.
f34=drei Viertel
f14=ein Viertel
ord=59 ist {v} der Folge.
o15=das fünfzehnte Glied
o15d=das 15. Glied
o14=das vierzehnte Glied
cnt=Es gibt {v} solche Zahlen.
c225=zweihundertfünfundzwanzig
c224=zweihundertvierundzwanzig
dec=,
@it
given=Per prima cosa scriviamo i dati del problema.
intro=Risolviamo il problema passo dopo passo.
step=Passo
check=Verifica
verify=Verifichiamo il risultato.
ans=Risposta
ansis=La risposta è {v}.
egg=Ad Ana restano {v}.
e12=dodici uova
e18=diciotto uova
e12a=circa dodici uova
e12d=dodici dozzine di uova
edoz=una dozzina di uova
mon=In totale paga {v}.
mok_w=dodici euro e cinquanta centesimi
mok_d=12,50 €
msub=sette euro e cinquanta centesimi
m12=dodici euro
pct=Percentuale di promossi: {v}.
p40=quaranta per cento
p60=sessanta per cento
p40a=circa il quaranta per cento
frac=La probabilità è {v}.
f34=tre quarti
f14=un quarto
ord=59 è {v} della successione.
o15=il quindicesimo termine
o15d=il 15° termine
o14=il quattordicesimo termine
cnt=Ci sono {v} numeri di questo tipo.
c225=duecentoventicinque
c224=duecentoventiquattro
dec=,
@ru
given=Сначала запишем, что дано.
intro=Решим задачу по шагам.
step=Шаг
check=Проверка
verify=Проверим результат.
ans=Ответ
ansis=Итак, ответ — {v}.
egg=Количество яиц, оставшихся у Аны: {v}.
e12=двенадцать яиц
e18=восемнадцать яиц
e12a=около двенадцати яиц
e12d=двенадцать дюжин яиц
edoz=дюжина яиц
mon=Всего он заплатит {v}.
mok_w=двенадцать рублей пятьдесят копеек
mok_d=12,50 руб.
msub=семь рублей пятьдесят копеек
m12=двенадцать рублей
pct=Доля сдавших экзамен: {v}.
p40=сорок процентов
p60=шестьдесят процентов
p40a=примерно сорок процентов
frac=Искомая вероятность: {v}.
f34=три четверти
f14=одна четверть
ord=59 — это {v} последовательности.
o15=пятнадцатый член
o15d=15-й член
o14=четырнадцатый член
cnt=Таких чисел {v}.
c225=двести двадцать пять
c224=двести двадцать четыре
dec=,
@uk
given=Спочатку запишемо, що дано.
intro=Розв'яжемо задачу крок за кроком.
step=Крок
check=Перевірка
verify=Перевіримо результат.
ans=Відповідь
ansis=Отже, відповідь — {v}.
egg=Кількість яєць, що залишилися в Ани: {v}.
e12=дванадцять яєць
e18=вісімнадцять яєць
e12a=близько дванадцяти яєць
e12d=дванадцять дюжин яєць
edoz=дюжина яєць
mon=Усього він заплатить {v}.
mok_w=дванадцять гривень п'ятдесят копійок
mok_d=12,50 грн
msub=сім гривень п'ятдесят копійок
m12=дванадцять гривень
pct=Частка учнів, які склали іспит: {v}.
p40=сорок відсотків
p60=шістдесят відсотків
p40a=приблизно сорок відсотків
frac=Шукана ймовірність: {v}.
f34=три чверті
f14=одна чверть
ord=59 — це {v} послідовності.
o15=п'ятнадцятий член
o15d=15-й член
o14=чотирнадцятий член
cnt=Таких чисел {v}.
c225=двісті двадцять п'ять
c224=двісті двадцять чотири
dec=,
@pl
given=Najpierw zapiszmy dane z zadania.
intro=Rozwiążmy zadanie krok po kroku.
step=Krok
check=Sprawdzenie
verify=Sprawdźmy wynik.
ans=Odpowiedź
ansis=Zatem odpowiedź to {v}.
egg=Liczba jajek, które zostały Ani: {v}.
e12=dwanaście jajek
e18=osiemnaście jajek
e12a=około dwunastu jajek
e12d=dwanaście tuzinów jajek
edoz=tuzin jajek
mon=Łącznie płaci {v}.
mok_w=dwanaście złotych pięćdziesiąt groszy
mok_d=12,50 zł
msub=siedem złotych pięćdziesiąt groszy
m12=dwanaście złotych
pct=Odsetek uczniów, którzy zdali: {v}.
p40=czterdzieści procent
p60=sześćdziesiąt procent
p40a=około czterdziestu procent
frac=Szukane prawdopodobieństwo wynosi {v}.
f34=trzy czwarte
f14=jedna czwarta
ord=59 to {v} ciągu.
o15=piętnasty wyraz
o15d=15. wyraz
o14=czternasty wyraz
cnt=Takich liczb jest {v}.
c225=dwieście dwadzieścia pięć
c224=dwieście dwadzieścia cztery
dec=,
@tr
given=Önce verilenleri yazalım.
intro=Problemi adım adım çözelim.
step=Adım
check=Kontrol
verify=Sonucu kontrol edelim.
ans=Cevap
ansis=Cevap: {v}.
egg=Ana'nın elinde {v} kalır.
e12=on iki yumurta
e18=on sekiz yumurta
e12a=yaklaşık on iki yumurta
e12d=on iki düzine yumurta
edoz=bir düzine yumurta
mon=Toplamda ödediği tutar {v}.
mok_w=on iki lira elli kuruş
mok_d=12,50 TL
msub=yedi lira elli kuruş
m12=on iki lira
pct=Sınavı geçen öğrencilerin oranı: {v}.
p40=yüzde kırk
p60=yüzde altmış
p40a=yaklaşık yüzde kırk
frac=İstenen olasılık {v}.
f34=dörtte üç
f14=dörtte bir
ord=Buna göre 59, dizideki {v}dir.
o15=on beşinci terim
o15d=15. terim
o14=on dördüncü terim
cnt=Bu özellikte {v} sayı vardır.
c225=iki yüz yirmi beş
c224=iki yüz yirmi dört
dec=,
@ar
given=أولًا، نكتب المعطيات.
intro=لنحل المسألة خطوة بخطوة.
step=الخطوة
check=التحقق
verify=لنتحقق من النتيجة.
ans=الإجابة
ansis=الإجابة هي {v}.
egg=يتبقى مع آنا {v}.
e12=اثنتا عشرة بيضة
e18=ثماني عشرة بيضة
e12a=حوالي اثنتي عشرة بيضة
e12d=اثنتا عشرة دزينة من البيض
edoz=دزينة من البيض
mon=يدفع في المجموع {v}.
mok_w=اثنا عشر دولارًا وخمسون سنتًا
mok_d=12.50 دولارًا
msub=سبعة دولارات وخمسون سنتًا
m12=اثنا عشر دولارًا
pct=نسبة الطلاب الناجحين: {v}.
p40=أربعون بالمئة
p60=ستون بالمئة
p40a=حوالي أربعين بالمئة
frac=الاحتمال المطلوب هو {v}.
f34=ثلاثة أرباع
f14=ربع
ord=العدد 59 هو {v} في المتتالية.
o15=الحد الخامس عشر
o15d=الحد رقم 15
o14=الحد الرابع عشر
cnt=عدد هذه الأعداد هو {v}.
c225=مئتان وخمسة وعشرون
c224=مئتان وأربعة وعشرون
dec=.
@fa
given=ابتدا داده‌های مسئله را می‌نویسیم.
intro=مسئله را گام به گام حل می‌کنیم.
step=گام
check=بررسی
verify=نتیجه را بررسی می‌کنیم.
ans=پاسخ
ansis=پاسخ {v} است.
egg=برای آنا {v} باقی می‌ماند.
e12=دوازده تخم‌مرغ
e18=هجده تخم‌مرغ
e12a=حدود دوازده تخم‌مرغ
e12d=دوازده دوجین تخم‌مرغ
edoz=یک دوجین تخم‌مرغ
mon=در مجموع {v} می‌پردازد.
mok_w=دوازده دلار و پنجاه سنت
mok_d=۱۲٫۵۰ دلار
msub=هفت دلار و پنجاه سنت
m12=دوازده دلار
pct=درصد دانش‌آموزان قبول‌شده: {v}.
p40=چهل درصد
p60=شصت درصد
p40a=حدود چهل درصد
frac=احتمال خواسته‌شده {v} است.
f34=سه چهارم
f14=یک چهارم
ord=عدد ۵۹ {v} دنباله است.
o15=جمله‌ی پانزدهم
o15d=جمله‌ی ۱۵ام
o14=جمله‌ی چهاردهم
cnt=تعداد این اعداد {v} است.
c225=دویست و بیست و پنج
c224=دویست و بیست و چهار
dec=.
@hi
given=पहले दी गई जानकारी लिख लेते हैं।
intro=आइए प्रश्न को चरण-दर-चरण हल करें।
step=चरण
check=जाँच
verify=आइए परिणाम की जाँच करें।
ans=उत्तर
ansis=अतः उत्तर {v} है।
egg=अना के पास {v} बचते हैं।
e12=बारह अंडे
e18=अठारह अंडे
e12a=लगभग बारह अंडे
e12d=बारह दर्जन अंडे
edoz=एक दर्जन अंडे
mon=कुल मिलाकर वह {v} देता है।
mok_w=साढ़े बारह रुपये
mok_d=₹12.50
msub=साढ़े सात रुपये
m12=बारह रुपये
pct=पास होने वाले छात्रों का प्रतिशत: {v}।
p40=चालीस प्रतिशत
p60=साठ प्रतिशत
p40a=लगभग चालीस प्रतिशत
frac=अभीष्ट प्रायिकता {v} है।
f34=तीन-चौथाई
f14=एक-चौथाई
ord=59 इस अनुक्रम का {v} है।
o15=पंद्रहवाँ पद
o15d=15वाँ पद
o14=चौदहवाँ पद
cnt=ऐसी संख्याएँ {v} हैं।
c225=दो सौ पच्चीस
c224=दो सौ चौबीस
dec=.
@bn
given=প্রথমে প্রদত্ত তথ্যগুলো লিখে নিই।
intro=চলো ধাপে ধাপে সমস্যাটি সমাধান করি।
step=ধাপ
check=যাচাই
verify=ফলাফল যাচাই করি।
ans=উত্তর
ansis=সুতরাং উত্তর হলো {v}।
egg=আনার কাছে {v} থাকে।
e12=বারোটি ডিম
e18=আঠারোটি ডিম
e12a=প্রায় বারোটি ডিম
e12d=বারো ডজন ডিম
edoz=এক ডজন ডিম
mon=মোট সে {v} দেয়।
mok_w=সাড়ে বারো টাকা
mok_d=১২.৫০ টাকা
msub=সাড়ে সাত টাকা
m12=বারো টাকা
pct=পাস করা শিক্ষার্থীদের শতকরা হার: {v}।
p40=চল্লিশ শতাংশ
p60=ষাট শতাংশ
p40a=প্রায় চল্লিশ শতাংশ
frac=নির্ণেয় সম্ভাবনা {v}।
f34=তিন-চতুর্থাংশ
f14=এক-চতুর্থাংশ
ord=59 হলো অনুক্রমটির {v}।
o15=পঞ্চদশ পদ
o15d=১৫তম পদ
o14=চতুর্দশ পদ
cnt=এমন সংখ্যা মোট {v}টি।
c225=দুইশো পঁচিশ
c224=দুইশো চব্বিশ
dec=.
@id
given=Pertama, kita tuliskan data yang diketahui.
intro=Mari kita selesaikan soal ini langkah demi langkah.
step=Langkah
check=Pemeriksaan
verify=Mari kita periksa hasilnya.
ans=Jawaban
ansis=Jadi, jawabannya adalah {v}.
egg=Sisa telur Ana adalah {v}.
e12=dua belas butir
e18=delapan belas butir
e12a=sekitar dua belas butir
e12d=dua belas lusin
edoz=satu lusin
mon=Total yang dibayar adalah {v}.
mok_w=dua belas dolar lima puluh sen
mok_d=$12,50
msub=tujuh dolar lima puluh sen
m12=dua belas dolar
pct=Persentase siswa yang lulus: {v}.
p40=empat puluh persen
p60=enam puluh persen
p40a=sekitar empat puluh persen
frac=Peluangnya adalah {v}.
f34=tiga perempat
f14=seperempat
ord=59 adalah {v} dari barisan tersebut.
o15=suku kelima belas
o15d=suku ke-15
o14=suku keempat belas
cnt=Banyaknya bilangan tersebut adalah {v}.
c225=dua ratus dua puluh lima
c224=dua ratus dua puluh empat
dec=,
@vi
given=Trước hết, ta viết lại các dữ kiện đã cho.
intro=Chúng ta giải bài toán từng bước.
step=Bước
check=Kiểm tra
verify=Hãy kiểm tra lại kết quả.
ans=Đáp án
ansis=Vậy đáp án là {v}.
egg=Ana còn lại {v}.
e12=mười hai quả trứng
e18=mười tám quả trứng
e12a=khoảng mười hai quả trứng
e12d=mười hai tá trứng
edoz=một tá trứng
mon=Tổng cộng anh ấy trả {v}.
mok_w=mười hai đô la năm mươi xu
mok_d=12,50 đô la
msub=bảy đô la năm mươi xu
m12=mười hai đô la
pct=Tỉ lệ học sinh thi đỗ: {v}.
p40=bốn mươi phần trăm
p60=sáu mươi phần trăm
p40a=khoảng bốn mươi phần trăm
frac=Xác suất cần tìm là {v}.
f34=ba phần tư
f14=một phần tư
ord=59 là {v} của dãy số.
o15=số hạng thứ mười lăm
o15d=số hạng thứ 15
o14=số hạng thứ mười bốn
cnt=Có {v} số như vậy.
c225=hai trăm hai mươi lăm
c224=hai trăm hai mươi bốn
dec=,
@th
given=ก่อนอื่นเขียนข้อมูลที่โจทย์ให้มา
intro=มาแก้โจทย์นี้ทีละขั้นตอนกัน
step=ขั้นตอนที่
check=ตรวจสอบ
verify=มาตรวจสอบผลลัพธ์กัน
ans=คำตอบ
ansis=ดังนั้นคำตอบคือ {v}
egg=อานาเหลือ{v}
e12=ไข่สิบสองฟอง
e18=ไข่สิบแปดฟอง
e12a=ไข่ประมาณสิบสองฟอง
e12d=ไข่สิบสองโหล
edoz=ไข่หนึ่งโหล
mon=รวมทั้งหมดเขาจ่าย {v}
mok_w=สิบสองดอลลาร์ห้าสิบเซนต์
mok_d=12.50 ดอลลาร์
msub=เจ็ดดอลลาร์ห้าสิบเซนต์
m12=สิบสองดอลลาร์
pct=ร้อยละของนักเรียนที่สอบผ่าน: {v}
p40=ร้อยละสี่สิบ
p60=ร้อยละหกสิบ
p40a=ประมาณร้อยละสี่สิบ
frac=ความน่าจะเป็นที่ต้องการคือ {v}
f34=สามในสี่
f14=หนึ่งในสี่
ord=59 เป็น{v}ของลำดับนี้
o15=พจน์ที่สิบห้า
o15d=พจน์ที่ 15
o14=พจน์ที่สิบสี่
cnt=จำนวนดังกล่าวมีทั้งหมด {v} จำนวน
c225=สองร้อยยี่สิบห้า
c224=สองร้อยยี่สิบสี่
dec=.
@nl
given=Eerst schrijven we de gegevens op.
intro=Laten we het probleem stap voor stap oplossen.
step=Stap
check=Controle
verify=We controleren het resultaat.
ans=Antwoord
ansis=Het antwoord is {v}.
egg=Ana houdt {v} over.
e12=twaalf eieren
e18=achttien eieren
e12a=ongeveer twaalf eieren
e12d=twaalf dozijn eieren
edoz=een dozijn eieren
mon=In totaal betaalt hij {v}.
mok_w=twaalf euro vijftig
mok_d=€ 12,50
msub=zeven euro vijftig
m12=twaalf euro
pct=Percentage geslaagde leerlingen: {v}.
p40=veertig procent
p60=zestig procent
p40a=ongeveer veertig procent
frac=De gevraagde kans is {v}.
f34=drie kwart
f14=een kwart
ord=59 is {v} van de rij.
o15=de vijftiende term
o15d=de 15e term
o14=de veertiende term
cnt=Er zijn {v} zulke getallen.
c225=tweehonderdvijfentwintig
c224=tweehonderdvierentwintig
dec=,
@sv
given=Först skriver vi upp det som är givet.
intro=Vi löser problemet steg för steg.
step=Steg
check=Kontroll
verify=Vi kontrollerar resultatet.
ans=Svar
ansis=Svaret är {v}.
egg=Ana har {v} kvar.
e12=tolv ägg
e18=arton ägg
e12a=ungefär tolv ägg
e12d=tolv dussin ägg
edoz=ett dussin ägg
mon=Totalt betalar han {v}.
mok_w=tolv kronor och femtio öre
mok_d=12,50 kr
msub=sju kronor och femtio öre
m12=tolv kronor
pct=Andel elever som klarade provet: {v}.
p40=fyrtio procent
p60=sextio procent
p40a=ungefär fyrtio procent
frac=Den sökta sannolikheten är {v}.
f34=tre fjärdedelar
f14=en fjärdedel
ord=59 är {v} i talföljden.
o15=den femtonde termen
o15d=den 15:e termen
o14=den fjortonde termen
cnt=Det finns {v} sådana tal.
c225=tvåhundratjugofem
c224=tvåhundratjugofyra
dec=,
@cs
given=Nejprve si zapíšeme, co je dáno.
intro=Vyřešme úlohu krok za krokem.
step=Krok
check=Zkouška
verify=Ověřme výsledek.
ans=Odpověď
ansis=Odpověď je {v}.
egg=Aně zbude {v}.
e12=dvanáct vajec
e18=osmnáct vajec
e12a=asi dvanáct vajec
e12d=dvanáct tuctů vajec
edoz=tucet vajec
mon=Celkem zaplatí {v}.
mok_w=dvanáct korun padesát haléřů
mok_d=12,50 Kč
msub=sedm korun padesát haléřů
m12=dvanáct korun
pct=Podíl studentů, kteří uspěli: {v}.
p40=čtyřicet procent
p60=šedesát procent
p40a=přibližně čtyřicet procent
frac=Hledaná pravděpodobnost je {v}.
f34=tři čtvrtiny
f14=jedna čtvrtina
ord=59 je {v} posloupnosti.
o15=patnáctý člen
o15d=15. člen
o14=čtrnáctý člen
cnt=Takových čísel je {v}.
c225=dvě stě dvacet pět
c224=dvě stě dvacet čtyři
dec=,
@el
given=Πρώτα γράφουμε τα δεδομένα.
intro=Ας λύσουμε το πρόβλημα βήμα προς βήμα.
step=Βήμα
check=Έλεγχος
verify=Ας ελέγξουμε το αποτέλεσμα.
ans=Απάντηση
ansis=Η απάντηση είναι {v}.
egg=Αυγά που μένουν στην Άννα: {v}.
e12=δώδεκα αυγά
e18=δεκαοχτώ αυγά
e12a=περίπου δώδεκα αυγά
e12d=δώδεκα ντουζίνες αυγά
edoz=μία ντουζίνα αυγά
mon=Συνολικά πληρώνει {v}.
mok_w=δώδεκα ευρώ και πενήντα λεπτά
mok_d=12,50 €
msub=επτά ευρώ και πενήντα λεπτά
m12=δώδεκα ευρώ
pct=Ποσοστό μαθητών που πέρασαν: {v}.
p40=σαράντα τοις εκατό
p60=εξήντα τοις εκατό
p40a=περίπου σαράντα τοις εκατό
frac=Η ζητούμενη πιθανότητα είναι {v}.
f34=τρία τέταρτα
f14=ένα τέταρτο
ord=Το 59 είναι {v} της ακολουθίας.
o15=ο δέκατος πέμπτος όρος
o15d=ο 15ος όρος
o14=ο δέκατος τέταρτος όρος
cnt=Υπάρχουν {v} τέτοιοι αριθμοί.
c225=διακόσιοι είκοσι πέντε
c224=διακόσιοι είκοσι τέσσερις
dec=,
@he
given=קודם נרשום את הנתונים.
intro=נפתור את הבעיה שלב אחר שלב.
step=שלב
check=בדיקה
verify=נבדוק את התוצאה.
ans=תשובה
ansis=התשובה היא {v}.
egg=מספר הביצים שנשארו לאנה: {v}.
e12=שתים עשרה ביצים
e18=שמונה עשרה ביצים
e12a=בערך שתים עשרה ביצים
e12d=שתים עשרה תריסרים של ביצים
edoz=תריסר ביצים
mon=בסך הכול הוא משלם {v}.
mok_w=שנים עשר שקלים וחמישים אגורות
mok_d=12.50 ₪
msub=שבעה שקלים וחמישים אגורות
m12=שנים עשר שקלים
pct=אחוז התלמידים שעברו: {v}.
p40=ארבעים אחוז
p60=שישים אחוז
p40a=בערך ארבעים אחוז
frac=ההסתברות המבוקשת היא {v}.
f34=שלושה רבעים
f14=רבע
ord=59 הוא {v} בסדרה.
o15=האיבר החמישה עשר
o15d=האיבר ה-15
o14=האיבר הארבעה עשר
cnt=יש {v} מספרים כאלה.
c225=מאתיים עשרים וחמישה
c224=מאתיים עשרים וארבעה
dec=.
"""
# the round's second half of phrases: a trip's duration and a ratio of circumferences
VOCAB_TEXT += r"""
@en
dur=The trip takes {v}.
h25=two and a half hours
h230=2 hours 30 minutes
h250=2 hours 50 minutes
h3=three hours
rat=The circumference of A is {v} the circumference of B.
half=half
dbl=twice
qtr=one quarter of
@zh
dur=这段路程需要{v}。
h25=两个半小时
h230=2小时30分钟
h250=2小时50分钟
h3=三个小时
rat=圆A的周长是圆B周长的{v}。
half=二分之一
dbl=两倍
qtr=四分之一
@ja
dur=移動にかかる時間は{v}です。
h25=二時間半
h230=2時間30分
h250=2時間50分
h3=三時間
rat=円Aの周の長さは円Bの周の長さの{v}です。
half=2分の1
dbl=2倍
qtr=四分の一
@ko
dur=이동 시간은 {v}입니다.
h25=두 시간 반
h230=2시간 30분
h250=2시간 50분
h3=세 시간
rat=원 A의 둘레는 원 B의 둘레의 {v}입니다.
half=2분의 1
dbl=두 배
qtr=4분의 1
@es
dur=El viaje dura {v}.
h25=dos horas y media
h230=2 h 30 min
h250=2 h 50 min
h3=tres horas
rat=La longitud de la circunferencia A es {v} de la de B.
half=la mitad
dbl=el doble
qtr=la cuarta parte
@pt
dur=A viagem dura {v}.
h25=duas horas e meia
h230=2 h 30 min
h250=2 h 50 min
h3=três horas
rat=O comprimento da circunferência A é {v} do comprimento da B.
half=a metade
dbl=o dobro
qtr=a quarta parte
@fr
dur=Le trajet dure {v}.
h25=deux heures et demie
h230=2 h 30
h250=2 h 50
h3=trois heures
rat=Le périmètre du cercle A est {v} de celui du cercle B.
half=la moitié
dbl=le double
qtr=le quart
@de
dur=Die Fahrt dauert {v}.
h25=zweieinhalb Stunden
h230=2 Std. 30 Min.
h250=2 Std. 50 Min.
h3=drei Stunden
rat=Der Umfang von Kreis A ist {v} des Umfangs von Kreis B.
half=die Hälfte
dbl=das Doppelte
qtr=ein Viertel
@it
dur=Il viaggio dura {v}.
h25=due ore e mezza
h230=2 ore e 30 minuti
h250=2 ore e 50 minuti
h3=tre ore
rat=La circonferenza di A è {v} di quella di B.
half=la metà
dbl=il doppio
qtr=un quarto
@ru
dur=Поездка займёт {v}.
h25=два с половиной часа
h230=2 ч 30 мин
h250=2 ч 50 мин
h3=три часа
rat=Отношение длин окружностей A и B: {v}.
half=одна вторая
dbl=два
qtr=одна четверть
@uk
dur=Поїздка триватиме {v}.
h25=дві з половиною години
h230=2 год 30 хв
h250=2 год 50 хв
h3=три години
rat=Відношення довжин кіл A і B: {v}.
half=одна друга
dbl=два
qtr=одна чверть
@pl
dur=Podróż trwa {v}.
h25=dwie i pół godziny
h230=2 h 30 min
h250=2 h 50 min
h3=trzy godziny
rat=Stosunek obwodów okręgów A i B: {v}.
half=jedna druga
dbl=dwa
qtr=jedna czwarta
@tr
dur=Yolculuk {v} sürer.
h25=iki buçuk saat
h230=2 saat 30 dakika
h250=2 saat 50 dakika
h3=üç saat
rat=A'nın çevresi, B'nin çevresinin {v}.
half=yarısı
dbl=iki katı
qtr=dörtte biri
@ar
dur=مدة الرحلة: {v}.
h25=ساعتان ونصف
h230=ساعتان و30 دقيقة
h250=ساعتان و50 دقيقة
h3=ثلاث ساعات
rat=محيط الدائرة A يساوي {v} محيط الدائرة B.
half=نصف
dbl=ضعف
qtr=ربع
@fa
dur=سفر {v} طول می‌کشد.
h25=دو ساعت و نیم
h230=۲ ساعت و ۳۰ دقیقه
h250=۲ ساعت و ۵۰ دقیقه
h3=سه ساعت
rat=محیط دایره‌ی A {v} محیط دایره‌ی B است.
half=نصف
dbl=دو برابر
qtr=یک چهارم
@hi
dur=यात्रा में {v} लगते हैं।
h25=ढाई घंटे
h230=2 घंटे 30 मिनट
h250=2 घंटे 50 मिनट
h3=तीन घंटे
rat=वृत्त A की परिधि, वृत्त B की परिधि की {v} है।
half=आधी
dbl=दोगुनी
qtr=एक-चौथाई
@bn
dur=যাত্রায় সময় লাগে {v}।
h25=আড়াই ঘণ্টা
h230=২ ঘণ্টা ৩০ মিনিট
h250=২ ঘণ্টা ৫০ মিনিট
h3=তিন ঘণ্টা
rat=বৃত্ত A-এর পরিধি বৃত্ত B-এর পরিধির {v}।
half=অর্ধেক
dbl=দ্বিগুণ
qtr=এক-চতুর্থাংশ
@id
dur=Perjalanan memakan waktu {v}.
h25=dua setengah jam
h230=2 jam 30 menit
h250=2 jam 50 menit
h3=tiga jam
rat=Keliling lingkaran A adalah {v} keliling lingkaran B.
half=setengah
dbl=dua kali
qtr=seperempat
@vi
dur=Chuyến đi mất {v}.
h25=hai tiếng rưỡi
h230=2 giờ 30 phút
h250=2 giờ 50 phút
h3=ba giờ
rat=Chu vi đường tròn A bằng {v} chu vi đường tròn B.
half=một nửa
dbl=hai lần
qtr=một phần tư
@th
dur=การเดินทางใช้เวลา {v}
h25=สองชั่วโมงครึ่ง
h230=2 ชั่วโมง 30 นาที
h250=2 ชั่วโมง 50 นาที
h3=สามชั่วโมง
rat=เส้นรอบวงของวงกลม A เป็น{v}ของเส้นรอบวงของวงกลม B
half=ครึ่งหนึ่ง
dbl=สองเท่า
qtr=หนึ่งในสี่
@nl
dur=De rit duurt {v}.
h25=tweeënhalf uur
h230=2 uur en 30 minuten
h250=2 uur en 50 minuten
h3=drie uur
rat=De omtrek van cirkel A is {v} van de omtrek van cirkel B.
half=de helft
dbl=het dubbele
qtr=een kwart
@sv
dur=Resan tar {v}.
h25=två och en halv timme
h230=2 h 30 min
h250=2 h 50 min
h3=tre timmar
rat=Förhållandet mellan omkretsarna av A och B: {v}.
half=en halv
dbl=två
qtr=en fjärdedel
@cs
dur=Cesta trvá {v}.
h25=dvě a půl hodiny
h230=2 h 30 min
h250=2 h 50 min
h3=tři hodiny
rat=Poměr obvodů kružnic A a B: {v}.
half=jedna polovina
dbl=dva
qtr=jedna čtvrtina
@el
dur=Η διαδρομή διαρκεί {v}.
h25=δυόμισι ώρες
h230=2 ώρες και 30 λεπτά
h250=2 ώρες και 50 λεπτά
h3=τρεις ώρες
rat=Η περίμετρος του κύκλου A είναι {v} της περιμέτρου του B.
half=το μισό
dbl=το διπλάσιο
qtr=το ένα τέταρτο
@he
dur=הנסיעה נמשכת {v}.
h25=שעתיים וחצי
h230=שעתיים ו-30 דקות
h250=שעתיים ו-50 דקות
h3=שלוש שעות
rat=היחס בין היקפי המעגלים A ו-B: {v}.
half=חצי
dbl=פי שניים
qtr=רבע
"""


def _parse(text: str) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    cur: dict[str, str] = {}
    for line in text.strip().splitlines():
        if not line.strip():
            continue
        if line.startswith("@"):
            cur = out.setdefault(line[1:], {})
        else:
            key, value = line.split("=", 1)
            cur[key] = value
    return out


VOCAB = _parse(VOCAB_TEXT)
ORDER = "zh ja ko es pt fr de it ru uk pl tr ar fa hi bn id vi th nl sv cs el he".split()
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip
# the English gloss of the money words: (major unit, minor unit), or the three glosses outright
CUR_EN = {
    "zh": ("twelve yuan five jiao (= 12.50)", "seven yuan five jiao", "twelve yuan"),
    "ja": ("dollars", "cents"), "ko": ("dollars", "cents"), "es": ("euros", "cents"),
    "pt": ("reais", "centavos"), "fr": ("euros", ""), "de": ("euros", ""), "it": ("euros", "cents"),
    "ru": ("rubles", "kopecks"), "uk": ("hryvnias", "kopiykas"), "pl": ("zlotys", "groszy"),
    "tr": ("lira", "kuruş"), "ar": ("dollars", "cents"), "fa": ("dollars", "cents"),
    "hi": ("twelve and a half rupees (sāṛhe bārah = 12.50)", "seven and a half rupees", "twelve rupees"),
    "bn": ("twelve and a half taka (sāṛe bāro = 12.50)", "seven and a half taka", "twelve taka"),
    "id": ("dollars", "cents"), "vi": ("dollars", "cents"), "th": ("dollars", "cents"),
    "nl": ("euros", ""), "sv": ("kronor", "öre"), "cs": ("korunas", "haléřů"),
    "el": ("euros", "cents"), "he": ("shekels", "agorot"),
}  # fmt: skip


def english(lang: str) -> dict[str, str]:
    """The English phrases, with the money words glossed for `lang`'s currency."""
    en = dict(VOCAB["en"])
    cur = CUR_EN[lang]
    if len(cur) == 3:
        en["mok_w"], en["msub"], en["m12"] = cur
    else:
        major, minor = cur
        en["mok_w"] = f"twelve {major} fifty {minor}".strip()
        en["msub"] = f"seven {major} fifty {minor}".strip()
        en["m12"] = f"twelve {major}"
    en["mok_d"] = VOCAB[lang]["mok_d"]
    if lang in RATIO_COLON:
        en["rat"] = "The ratio of the circumferences of A and B: {v}."
        en["half"], en["dbl"], en["qtr"] = (
            "one half",
            "twice" if lang == "he" else "two",
            "one quarter",
        )
    return en


# the languages whose ratio sentence is "The ratio of the circumferences of A and B: ..."
RATIO_COLON = ("ru", "uk", "pl", "sv", "cs", "he")


# ================================================================ problems and working
GOLD = {
    "eggs": "12", "mon": "12.5", "pct": "40", "dur": "2.5",
    "frac": "\\frac{3}{4}", "circ": "\\frac{1}{2}", "ord": "15", "cnt": "225",
}  # fmt: skip
SENT = {
    "eggs": "egg", "mon": "mon", "pct": "pct", "dur": "dur",
    "frac": "frac", "circ": "rat", "ord": "ord", "cnt": "cnt",
}  # fmt: skip
MATH_KEYS = ("frac", "circ", "ord", "cnt")
# per working: the steps (display equations) and the check lines
STEPS = {
    "eggs": (
        [["N = b \\times e = 3 \\times 6 = 18"], ["N - u = 18 - 6 = 12"]],
        ["12 + 6 = 18 = 3 \\times 6", "18 - 12 = 6"],
    ),
    "eggs_sub": ([["N = b \\times e = 3 \\times 6 = 18"]], ["6 + 6 + 6 = 18", "18 \\div 6 = 3"]),
    "mon": (
        [["2 \\times 3.75 = 7.50"], ["7.50 + 5.00 = 12.50"]],
        ["12.50 - 5.00 = 7.50 = 2 \\times 3.75"],
    ),
    "mon_sub": ([["2 \\times 3.75 = 7.50"]], ["3.75 + 3.75 = 7.50", "7.50 \\div 2 = 3.75"]),
    "pct": (
        [["50 - 20 = 30"], ["\\frac{20}{50} = 0.4"], ["0.4 \\times 100\\% = 40\\%"]],
        ["0.4 \\times 50 = 20"],
    ),
    "pct_c": (
        [["50 - 20 = 30"], ["\\frac{30}{50} = 0.6"], ["0.6 \\times 100\\% = 60\\%"]],
        ["0.6 \\times 50 = 30"],
    ),
    "frac": (
        [
            ["\\Omega = \\{HH, HT, TH, TT\\}, \\quad |\\Omega| = 4"],
            ["P(TT) = \\frac{1}{4}"],
            ["P = 1 - \\frac{1}{4} = \\frac{3}{4}"],
        ],
        ["P(HH) + P(HT) + P(TH) = \\frac{3}{4}"],
    ),
    "frac_c": (
        [["\\Omega = \\{HH, HT, TH, TT\\}, \\quad |\\Omega| = 4"], ["P(TT) = \\frac{1}{4}"]],
        ["P(TT) = \\frac{1}{2} \\cdot \\frac{1}{2} = \\frac{1}{4}"],
    ),
    "ord": (
        [
            ["a_1 = 3, \\quad d = 7 - 3 = 4"],
            ["a_n = 3 + 4(n - 1) = 59"],
            ["4(n - 1) = 56 \\Rightarrow n - 1 = 14 \\Rightarrow n = 15"],
        ],
        ["a_{15} = 3 + 4 \\cdot 14 = 59"],
    ),
    "ord0": (
        [["d = 7 - 3 = 4"], ["a_n = 3 + 4n = 59"], ["4n = 56 \\Rightarrow n = 14"]],
        ["3 + 4 \\cdot 14 = 59"],
    ),
    "cnt": (
        [["100 = 4 \\cdot 25, \\quad 996 = 4 \\cdot 249"], ["249 - 25 + 1 = 225"]],
        ["4 \\cdot 24 = 96 < 100, \\quad 4 \\cdot 250 = 1000 > 999"],
    ),
    "dur": (
        [["t = \\frac{s}{v} = \\frac{150}{60} = 2.5"]],
        ["60 \\cdot 2.5 = 150", "150 \\div 2.5 = 60"],
    ),
    "dur_250": (
        [
            ["t = \\frac{s}{v} = \\frac{150}{60} = 2.5"],
            ["2.5 \\text{ h} = 2 \\text{ h } 50 \\text{ min}"],
        ],
        ["60 \\cdot 2.5 = 150"],
    ),
    "dur_3": (
        [["t = \\frac{s}{v} = \\frac{150}{60} = 2.5"], ["t \\approx 3"]],
        ["60 \\cdot 2.5 = 150"],
    ),
    "circ": (
        [
            ["C_A = 2\\pi \\cdot 3 = 6\\pi"],
            ["C_B = 2\\pi \\cdot 6 = 12\\pi"],
            ["\\frac{C_A}{C_B} = \\frac{6\\pi}{12\\pi} = \\frac{1}{2}"],
        ],
        ["2 \\cdot 6\\pi = 12\\pi"],
    ),
    "circ_inv": (
        [
            ["C_A = 2\\pi \\cdot 3 = 6\\pi"],
            ["C_B = 2\\pi \\cdot 6 = 12\\pi"],
            ["\\frac{C_B}{C_A} = \\frac{12\\pi}{6\\pi} = 2"],
        ],
        ["6\\pi \\cdot 2 = 12\\pi"],
    ),
    "circ_area": (
        [
            ["S_A = \\pi \\cdot 3^2 = 9\\pi"],
            ["S_B = \\pi \\cdot 6^2 = 36\\pi"],
            ["\\frac{S_A}{S_B} = \\frac{9\\pi}{36\\pi} = \\frac{1}{4}"],
        ],
        ["4 \\cdot 9\\pi = 36\\pi"],
    ),
    "cnt_fp": (
        [
            ["100 = 4 \\cdot 25, \\quad 996 = 4 \\cdot 249"],
            ["\\frac{996 - 100}{4} = \\frac{896}{4} = 224"],
        ],
        ["4 \\cdot 224 = 896"],
    ),
}


# per problem: the given data as one display line (language-neutral)
DATA = {
    "eggs": "b = 3, \\quad e = 6, \\quad u = 6",
    "mon": "n = 2, \\quad c = 3.75, \\quad p = 5.00",
    "pct": "N = 50, \\quad k = 20",
    "frac": "n = 2, \\quad P(H) = P(T) = \\frac{1}{2}",
    "ord": "3, 7, 11, \\ldots, 59",
    "cnt": "100 \\le 4k \\le 999",
    "dur": "s = 150 \\text{ km}, \\quad v = 60 \\text{ km/h}",
    "circ": "r_A = 3, \\quad r_B = 6",
}


def work(steps_key: str, v: dict[str, str]) -> str:
    """The working: the intro, the given data, numbered steps of display equations, a check (decimal mark of `v`)."""
    steps, checks = STEPS[steps_key]
    data = DATA[steps_key.split("_")[0].rstrip("0")]
    out = v["intro"] + "\n\n" + v["given"] + "\n\\[\n" + data + "\n\\]\n\n"
    for number, lines in enumerate(steps, 1):
        out += f"**{v['step']} {number}:**\n" + "".join(f"\\[\n{x}\n\\]\n" for x in lines) + "\n"
    if checks:
        out += f"**{v['check']}:** {v['verify']}\n" + "".join(f"${x}$ ✓\n" for x in checks) + "\n"
    return re.sub(r"(\d)\.(\d)", lambda mt: mt.group(1) + v["dec"] + mt.group(2), out)


def tx(value: str) -> str:
    return "\\text{" + value + "}"


# ================================================================ probe slots
# a slot gives (problem, kind, working, answer text, box content, why) for a language's phrases `v`
def slot(name: str, i: int, v: dict[str, str]) -> tuple:
    if name == "eggsA":
        var = i % 4
        if var == 0:
            return (
                "eggs",
                "A",
                "eggs_sub",
                v["e18"],
                tx(v["e18"]),
                "sub",
                "subtotal in words: the eggs bought (3 × 6 = 18) before the 6 used for the cake; the gold is 12",
            )
        if var == 1:
            return (
                "eggs",
                "A",
                "eggs",
                v["e12a"],
                tx(v["e12a"]),
                "hedge",
                "hedged words: 'about twelve' is an estimate, not a committed answer, though the working reaches 12 exactly",
            )
        if var == 2:
            return (
                "eggs",
                "A",
                "eggs",
                v["e12d"],
                tx(v["e12d"]),
                "dozen",
                "words that change the number: 'twelve dozen eggs' is 144 eggs, not 12",
            )
        return (
            "eggs",
            "A",
            "eggs",
            v["e12"] + " (18)",
            tx(v["e12"]) + " \\ (18)",
            "clash",
            "number words beside digits that disagree: 'twelve eggs (18)' gives two different final values",
        )
    if name == "monA":
        if i % 2 == 0:
            return (
                "mon",
                "A",
                "mon_sub",
                v["msub"],
                tx(v["msub"]),
                "sub",
                "subtotal in words: only the two notebooks (2 × 3.75 = 7.50), the pen (5.00) is left out; the gold is 12.5",
            )
        return (
            "mon",
            "A",
            "mon",
            v["m12"],
            tx(v["m12"]),
            "cents",
            "the cents dropped: the working reaches 12.50, the final answer says 'twelve' (12) in words; the gold is 12.5",
        )
    if name == "pctA":
        if (i // 2) % 2 == 0:
            return (
                "pct",
                "A",
                "pct_c",
                v["p60"],
                tx(v["p60"]),
                "compl",
                "the complement in words: sixty percent is the share that failed (30 of 50); the gold is 40",
            )
        return (
            "pct",
            "A",
            "pct",
            v["p40a"],
            tx(v["p40a"]),
            "hedge",
            "hedged words: 'about forty percent' is an estimate where 20/50 is exactly 40%",
        )
    if name == "durA":
        if (i // 2) % 2 == 0:
            return (
                "dur",
                "A",
                "dur_250",
                v["h250"],
                tx(v["h250"]),
                "conv",
                "a wrong conversion: 2.5 hours written as 2 h 50 min (2.833 h); the gold is 2.5 hours",
            )
        return (
            "dur",
            "A",
            "dur_3",
            v["h3"],
            tx(v["h3"]),
            "round",
            "rounded: t = 2.5 is rounded up to 'three hours'; the gold is 2.5",
        )
    if name == "durB":
        if (i // 2) % 2 == 0:
            return (
                "dur",
                "B",
                "dur",
                v["h25"],
                tx(v["h25"]),
                "dur",
                "two and a half hours in the language's words: the gold 2.5 (hours)",
            )
        return (
            "dur",
            "B",
            "dur",
            v["h230"],
            tx(v["h230"]),
            "dur",
            "2 h 30 min in the language's style: 2.5 hours, the gold",
        )
    if name == "circA":
        if (i // 2) % 2 == 0:
            return (
                "circ",
                "A",
                "circ_inv",
                v["dbl"],
                tx(v["dbl"]),
                "inv",
                "the inverted ratio in words: 'twice' (C_B / C_A = 2) for the asked C_A / C_B = 1/2",
            )
        return (
            "circ",
            "A",
            "circ_area",
            v["qtr"],
            tx(v["qtr"]),
            "area",
            "the ratio of the areas in words: 'one quarter' (9π / 36π) for the ratio of circumferences 1/2",
        )
    if name == "circB":
        return (
            "circ",
            "B",
            "circ",
            v["half"],
            tx(v["half"]),
            "half",
            "one half / 'half' in the language's words: C_A / C_B = 1/2, the gold",
        )
    if name == "eggsB":
        if i % 2 == 0:
            return (
                "eggs",
                "B",
                "eggs",
                v["e12"],
                tx(v["e12"]),
                "words",
                "twelve eggs in the language's number words: the gold 12",
            )
        return (
            "eggs",
            "B",
            "eggs",
            v["edoz"],
            tx(v["edoz"]),
            "dozen",
            "'a dozen eggs' is 12 eggs: the gold",
        )
    if name == "monB":
        if i % 2 == 0:
            return (
                "mon",
                "B",
                "mon",
                v["mok_d"],
                tx(v["mok_d"]),
                "money",
                "12.50 with the currency and the language's decimal mark: the gold 12.5",
            )
        return (
            "mon",
            "B",
            "mon",
            v["mok_w"],
            tx(v["mok_w"]),
            "money",
            "the amount in words (twelve and fifty hundredths of the currency = 12.50): the gold 12.5",
        )
    if name == "pctB":
        return (
            "pct",
            "B",
            "pct",
            v["p40"],
            tx(v["p40"]),
            "pct",
            "forty percent in words for the percent question: the gold 40",
        )
    if name == "fracA":
        if (i // 2) % 2 == 0:
            return (
                "frac",
                "A",
                "frac_c",
                v["f14"],
                tx(v["f14"]),
                "compl",
                "the complement in words: one quarter is P(no head) = P(TT); the gold is 3/4",
            )
        return (
            "frac",
            "A",
            "frac",
            v["f34"] + " ($\\frac{1}{4}$)",
            tx(v["f34"]) + " \\ \\left(\\frac{1}{4}\\right)",
            "clash",
            "fraction words beside a fraction that disagrees: 'three quarters (1/4)' gives two different values",
        )
    if name == "ordA":
        return (
            "ord",
            "A",
            "ord0",
            v["o14"],
            tx(v["o14"]),
            "off1",
            "off-by-one ordinal: a_n = 3 + 4n counts from 0, n = 14 is read as 'the fourteenth term'; 59 is the 15th term",
        )
    if name == "cntA":
        return (
            "cnt",
            "A",
            "cnt_fp",
            v["c224"],
            tx(v["c224"]),
            "fence",
            "fencepost count in words: (996 - 100) / 4 = 224 forgets the +1; the gold is 225",
        )
    if name == "fracB":
        return (
            "frac",
            "B",
            "frac",
            v["f34"],
            tx(v["f34"]),
            "frac",
            "three quarters in the language's words: the gold 3/4",
        )
    if name == "ordB":
        if i % 2 == 0:
            return (
                "ord",
                "B",
                "ord",
                v["o15"],
                tx(v["o15"]),
                "ord",
                "the fifteenth term as an ordinal word: the index 15, the gold",
            )
        return (
            "ord",
            "B",
            "ord",
            v["o15d"],
            tx(v["o15d"]),
            "ord",
            "the 15th term as a digit ordinal in the language's style: the index 15, the gold",
        )
    if name == "cntB":
        if i % 2 == 0:
            return (
                "cnt",
                "B",
                "cnt",
                v["c225"],
                tx(v["c225"]),
                "cnt",
                "225 in compound number words: the gold",
            )
        return (
            "cnt",
            "B",
            "cnt",
            "225 (" + v["c225"] + ")",
            "225 \\ (" + tx(v["c225"]) + ")",
            "cnt",
            "225 in digits with its own number words in parentheses: one answer, the gold",
        )
    raise KeyError(name)


G_FMTS = ("boxed", "tag", "colon", "ansis", "prose", "hash")
M_FMTS = ("boxed", "tag", "colon", "ansis", "prose")
FORM = {"boxed": "boxed", "tag": "tag", "colon": "answer_is", "ansis": "answer_is",
        "prose": "prose_sentence", "hash": "hash"}  # fmt: skip


def final(v: dict[str, str], fmt: str, pre: str, box: str, txt: str) -> str:
    """The final lines: the answer sentence, then the marker the format uses."""
    if fmt == "prose":
        return pre
    if fmt == "boxed":
        return pre + "\n\n$\\boxed{" + box + "}$"
    if fmt == "tag":
        return "<answer>" + txt + "</answer>"
    if fmt == "hash":
        return pre + "\n#### " + txt
    if fmt == "ansis":
        return v["ansis"].format(v=txt).replace("..", ".")
    return pre + "\n\n**" + v["ans"] + ":** " + txt


def slots(i: int) -> list[str]:
    """Language `i`'s slots: the percent problem in odd languages, the duration in even ones; the
    ratio of circumferences in odd languages, three quarters in even ones."""
    x, y = ("pct", "circ") if i % 2 else ("dur", "frac")
    return [
        "eggsA", "monA", x + "A", "eggsB", "monB", x + "B",
        y + "A", "ordA", "cntA", y + "B", "ordB", "cntB",
    ]  # fmt: skip


CASES = []
for lang_index, lang in enumerate(ORDER):
    V, EN = VOCAB[lang], english(lang)
    names = slots(lang_index)
    if lang in ("id", "vi", "th", "sv"):
        del names[2]
    if lang in ("hi", "bn", "el", "he"):
        names.remove("cntB")
    for slot_index, name in enumerate(names):
        key, kind, steps_key, txt, box, cls, why = slot(name, lang_index, V)
        _k, _kd, _s, etxt, ebox, _c, _w = slot(name, lang_index, EN)
        path = "m" if key in MATH_KEYS else "g"
        fmts = M_FMTS if path == "m" else G_FMTS
        fmt = fmts[(lang_index + slot_index) % len(fmts)]
        pre = V[SENT[key]].format(v=txt).replace("..", ".")
        epre = EN[SENT[key]].format(v=etxt).replace("..", ".")
        body = work(steps_key, V)
        if fmt == "tag":
            text = th(body + pre + "\n") + final(V, fmt, pre, box, txt)
            gloss = epre + " </think> " + final(EN, fmt, epre, ebox, etxt)
        else:
            text = body + final(V, fmt, pre, box, txt)
            gloss = final(EN, fmt, epre, ebox, etxt)
        cid = (
            f"{cls}_"
            + ("m_" if path == "m" else "")
            + ("ok_" if kind == "B" else "")
            + f"{lang}_{key}"
        )
        note = f"{LANG[lang]}: {why}. Final lines (English gloss): {' '.join(gloss.split())}"
        truth = "correct" if kind == "B" else "wrong"
        make = g if path == "g" else m
        CASES.append(make(cid, kind, GOLD[key], truth, FORM[fmt], text, note))

DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path("/tmp/rounds/rt177")
    write_probes("adversarial_redteam177", CASES, [], DECISIONS)
