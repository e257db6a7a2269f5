r"""Build adversarial_redteam133.jsonl: round 133 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam133", issue 25), written by a helper (a new author) WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus
.jsonl or any other red-team builder than round 21's, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label conventions), corpus_build.py (helpers) and build_adversarial_redteam21.py
(structure, label rules) were read.

Aim of this round: FINAL ANSWERS IN LANGUAGES OTHER THAN ENGLISH, in the 16 languages most used by
real users of math models (Chinese, Spanish, Russian, Portuguese, French, German, Japanese, Korean,
Vietnamese, Indonesian, Turkish, Arabic, Hindi, Italian, Polish, Persian), about half GSM8K and half
MATH. Each language gets the same 17 slots (9 GSM8K, 8 MATH), each slot one trick, written natively:
answer tags holding a sentence with a counted noun (`t_`), a phrase marker then `####` with the local
thousands separator / scale word (万, 만) / Arabic-Indic or Persian digits and a currency word (`h_`),
decimal commas and "about 15" for 14.7 and a decimal for an exact radical (`x_`), number-changing
words after `####` (dozen, fewer, more, tens) and degrees vs radians (`u_`), "the answer is 864, not
589" / "not 864 but 589" (`n_`), self-corrections to a wrong value, to the right sign ("below zero:
-5", "영하 5도", "eksi 5 derece", "منفی ۵ درجه") and a misread sign in MATH (`r_`), reported speech
("my friend said ...") and hypotheticals ("if the second equation were ...") (`q_`), hedges ("or"),
checks after the answer. Eight extra probes: self-corrections inside an answer tag, an equation in a
tag, and bad input (`b_`: NUL in Chinese and Arabic text, ANSI escape and DEL/form-feed control
characters, a ~100 000-character input). Lone surrogates are NOT included: `write_records` writes
UTF-8 with ensure_ascii=False, which cannot encode them (round 5 put them only in a `check --input`
batch). Even-numbered languages (zh, ru, fr, ja, vi, tr, hi, pl) get the right 14.7 and 72 degrees;
odd ones (es, pt, de, ko, id, ar, it, fa) get "about 15" and 2pi/5 radians (kind A).

Problems, golds, arithmetic checked by hand (python used for plain arithmetic only):
GSM8K
- cookies: 36 boxes of 24, 275 sold -> 589 (36 * 24 = 864; 864 - 275 = 589; check 589 + 275 = 864).
  Misreading 257: 864 - 257 = 607. Subtotal 864.
- pay: $1,250 a month for 12 months plus a $2,480 bonus -> 17480 (12 * 1250 = 15000; + 2480 =
  17480). Without the bonus 15000.
- price: 3.5 kg at $4.20 a kg -> 14.7 (3 * 4.2 = 12.6; 0.5 * 4.2 = 2.1; 12.6 + 2.1 = 14.7).
- temperature: 4 degrees falling 1.5 an hour for 6 hours -> -5 (1.5 * 6 = 9; 4 - 9 = -5).
MATH
- 10 red marbles of 24 -> \frac{5}{12} (10/24 = 5/12).
- \sqrt{48} -> 4\sqrt{3} (48 = 16 * 3); 4 * 1.7320508 = 6.928..., "about 6.93" is only approximate.
- -3 < x - 1 <= 4 -> (-2, 5].
- exterior angle of a regular pentagon -> 72 (360 / 5 = 72); 2pi/5 rad is the same angle in radians.
- (3 + 2i)(1 - i) -> 5 - i (3 - 3i + 2i - 2i^2 = 3 - i + 2 = 5 - i).
- (x + 4)(2x - 3) -> 2x^2 + 5x - 12 (2x^2 - 3x + 8x - 12); check x = 1: 5 * (-1) = -5 = 2 + 5 - 12.
- x + y = 1, 3x - y = 7 -> (2, -1) (4x = 8; check 6 + 1 = 7). Hypothetical 3x + y = 7: 2x = 6,
  x = 3, y = -2, (3, -2).
- x^2 - 5x + 6 = 0 -> 2, 3 ((x - 2)(x - 3)); misread x^2 + 5x + 6 -> -2, -3.

Label conventions (corpus/README.md and round 21): the last final answer counts; a right answer in
another honest notation (local thousands separator, decimal comma, scale word, native digits, a
number word for the sign, a currency or counted noun) is correct; another quantity (subtotal, the
sum without the bonus) is wrong; an answer tag's content is the final answer, a self-correction
inside it makes the corrected value final; a hedge ("A or B", two values) is wrong; a decimal for an
exact gold is wrong, and "about 15" for 14.7 is wrong; degrees are not radians (debatable, decision
reject); an explicit correction after an answer makes the corrected value final; a check after the
answer does not replace it; reported speech and hypotheticals are not the model's answer; a NUL
anywhere makes the pair bad input: kind A, truth no_answer. Every note gives an English gloss of the
non-English answer sentence. An `_m_` after the class prefix marks MATH; `_ok_` marks kind B; the
language code follows.

Usage: python packages/check/corpus/build_adversarial_redteam133.py
"""

from pathlib import Path

from corpus_build import g, llama, m, qwen, th, write_probes  # noqa: E402

# fmt: off
# Per language: the native final sentences of the 17 slots (glosses per slot in build notes).
# keys: left money pay chg(+gloss) not_ fix temp said notbut prob approx sol deg or_ chk hyp roots
LANGS = [
 dict(code="zh", name="Chinese", final="最终答案",
  left="还剩下589块饼干。", money="17,480 美元", pay="她一共要付14.7美元。",
  chg=("589打", "589 dozen"), not_="答案是864，不是589。",
  fix="所以答案是589。\n等一下，我减错了：864 - 257 = 607。所以答案是607。",
  temp="所以气温是5度。\n等等，应该是零下：最终气温是-5度。",
  said="我朋友说答案是17,480美元，但我认为不算奖金，答案是15,000美元。",
  notbut="答案不是864，而是589。", prob="所以概率是", approx="答案约为6.93。",
  sol="所以解集为", deg="每个外角是$72^\\circ$。", or_="答案是$5 - i$或$5 + i$。", chk="验算",
  hyp="如果第二个方程是$3x + y = 7$，解就是$(3, -2)$。但这里是$3x - y = 7$，所以解是$(2, -1)$。",
  roots="所以两个根是$2$和$3$。\n等一下，我看错了符号：方程是$x^2 + 5x + 6 = 0$，所以根是$-2$和$-3$。"),
 dict(code="es", name="Spanish", final="Respuesta final",
  left="Quedan 589 galletas.", money="17.480 dólares", pay="Ella paga unos 15 dólares.",
  chg=("589 docenas", "589 dozen"), not_="La respuesta es 864, no 589.",
  fix="Por lo tanto, la respuesta es 589.\nEspera, resté mal: 864 - 257 = 607. Entonces la respuesta es 607.",
  temp="La temperatura final es de 5 grados.\nEspera, está bajo cero: la temperatura final es de -5 grados.",
  said="Mi amigo dijo que eran 17.480 dólares, pero sin el bono son 15.000 dólares.",
  notbut="La respuesta no es 864, sino 589.", prob="Por lo tanto, la probabilidad es", approx="La respuesta es aproximadamente 6,93.",
  sol="Por lo tanto, el conjunto solución es", deg="Cada ángulo exterior mide $\\frac{2\\pi}{5}$ radianes.", or_="La respuesta es $5 - i$ o $5 + i$.", chk="Comprobación",
  hyp="Si la segunda ecuación fuera $3x + y = 7$, la solución sería $(3, -2)$. Pero aquí es $3x - y = 7$, así que la solución es $(2, -1)$.",
  roots="Las raíces son $2$ y $3$.\nEspera, leí mal el signo: la ecuación es $x^2 + 5x + 6 = 0$, así que las raíces son $-2$ y $-3$."),
 dict(code="ru", name="Russian", final="Окончательный ответ",
  left="Осталось 589 печений.", money="17\u00a0480 долларов", pay="Она заплатит 14,7 доллара.",
  chg=("589 дюжин", "589 dozen"), not_="Ответ: 864, а не 589.",
  fix="Итак, ответ: 589.\nПодождите, я неправильно вычел: 864 - 257 = 607. Значит, ответ: 607.",
  temp="Итоговая температура 5 градусов.\nПодождите, она ниже нуля: итоговая температура -5 градусов.",
  said="Мой друг сказал, что будет 17\u00a0480 долларов, но без премии получается 15\u00a0000 долларов.",
  notbut="Ответ не 864, а 589.", prob="Итак, вероятность равна", approx="Ответ: примерно 6,93.",
  sol="Итак, множество решений —", deg="Каждый внешний угол равен $72^\\circ$.", or_="Ответ: $5 - i$ или $5 + i$.", chk="Проверка",
  hyp="Если бы второе уравнение было $3x + y = 7$, решением было бы $(3, -2)$. Но здесь $3x - y = 7$, поэтому решение — $(2, -1)$.",
  roots="Корни: $2$ и $3$.\nПодождите, я неверно прочитал знак: уравнение $x^2 + 5x + 6 = 0$, поэтому корни $-2$ и $-3$."),
 dict(code="pt", name="Portuguese", final="Resposta final",
  left="Sobram 589 biscoitos.", money="US$ 17.480", pay="Ela paga cerca de 15 dólares.",
  chg=("589 a menos", "589 fewer"), not_="A resposta é 864, não 589.",
  fix="Portanto, a resposta é 589.\nEspere, subtraí errado: 864 - 257 = 607. Então a resposta é 607.",
  temp="A temperatura final é 5 graus.\nEspere, está abaixo de zero: a temperatura final é -5 graus.",
  said="Meu amigo disse que eram 17.480 dólares, mas sem o bônus são 15.000 dólares.",
  notbut="A resposta não é 864, e sim 589.", prob="Portanto, a probabilidade é", approx="A resposta é aproximadamente 6,93.",
  sol="Portanto, o conjunto solução é", deg="Cada ângulo externo mede $\\frac{2\\pi}{5}$ radianos.", or_="A resposta é $5 - i$ ou $5 + i$.", chk="Verificação",
  hyp="Se a segunda equação fosse $3x + y = 7$, a solução seria $(3, -2)$. Mas aqui é $3x - y = 7$, então a solução é $(2, -1)$.",
  roots="As raízes são $2$ e $3$.\nEspere, li o sinal errado: a equação é $x^2 + 5x + 6 = 0$, então as raízes são $-2$ e $-3$."),
 dict(code="fr", name="French", final="Réponse finale",
  left="Il reste 589 biscuits.", money="17\u202f480 dollars", pay="Elle paie 14,70 dollars.",
  chg=("589 de moins", "589 fewer"), not_="La réponse est 864, et non 589.",
  fix="Donc la réponse est 589.\nAttendez, j'ai mal soustrait : 864 - 257 = 607. La réponse est donc 607.",
  temp="La température finale est de 5 degrés.\nAttendez, elle est sous zéro : la température finale est de -5 degrés.",
  said="Mon ami a dit que c'était 17\u202f480 dollars, mais sans la prime, c'est 15\u202f000 dollars.",
  notbut="La réponse n'est pas 864, mais 589.", prob="Donc la probabilité est", approx="La réponse est environ 6,93.",
  sol="Donc l'ensemble des solutions est", deg="Chaque angle extérieur mesure $72^\\circ$.", or_="La réponse est $5 - i$ ou $5 + i$.", chk="Vérification",
  hyp="Si la seconde équation était $3x + y = 7$, la solution serait $(3, -2)$. Mais ici c'est $3x - y = 7$, donc la solution est $(2, -1)$.",
  roots="Les racines sont $2$ et $3$.\nAttendez, j'ai mal lu le signe : l'équation est $x^2 + 5x + 6 = 0$, donc les racines sont $-2$ et $-3$."),
 dict(code="de", name="German", final="Endgültige Antwort",
  left="Es bleiben 589 Kekse übrig.", money="17.480 Dollar", pay="Sie zahlt etwa 15 Dollar.",
  chg=("589 weniger", "589 fewer"), not_="Die Antwort ist 864, nicht 589.",
  fix="Also ist die Antwort 589.\nMoment, ich habe falsch subtrahiert: 864 - 257 = 607. Die Antwort ist also 607.",
  temp="Die Endtemperatur beträgt 5 Grad.\nMoment, sie liegt unter null: Die Endtemperatur beträgt -5 Grad.",
  said="Mein Freund meinte, es seien 17.480 Dollar, aber ohne den Bonus sind es 15.000 Dollar.",
  notbut="Die Antwort ist nicht 864, sondern 589.", prob="Also ist die Wahrscheinlichkeit", approx="Die Antwort ist ungefähr 6,93.",
  sol="Also ist die Lösungsmenge", deg="Jeder Außenwinkel beträgt $\\frac{2\\pi}{5}$ im Bogenmaß.", or_="Die Antwort ist $5 - i$ oder $5 + i$.", chk="Probe",
  hyp="Wäre die zweite Gleichung $3x + y = 7$, wäre die Lösung $(3, -2)$. Hier lautet sie aber $3x - y = 7$, also ist die Lösung $(2, -1)$.",
  roots="Die Nullstellen sind $2$ und $3$.\nMoment, ich habe das Vorzeichen falsch gelesen: Die Gleichung lautet $x^2 + 5x + 6 = 0$, also sind die Nullstellen $-2$ und $-3$."),
 dict(code="ja", name="Japanese", final="最終的な答え",
  left="クッキーは589枚残ります。", money="1万7480ドル", pay="彼女は14.7ドル支払います。",
  chg=("589ダース", "589 dozen"), not_="答えは864であり、589ではありません。",
  fix="したがって、答えは589です。\n待ってください、引き算を間違えました：864 - 257 = 607。したがって、答えは607です。",
  temp="最終的な気温は5度です。\n待ってください、氷点下なので、最終的な気温は-5度です。",
  said="友人は17,480ドルだと言いましたが、ボーナスを除くと15,000ドルです。",
  notbut="答えは864ではなく、589です。", prob="したがって、確率は", approx="答えは約6.93です。",
  sol="したがって、解の集合は", deg="各外角は$72^\\circ$です。", or_="答えは$5 - i$または$5 + i$です。", chk="検算",
  hyp="もし2番目の式が$3x + y = 7$なら、解は$(3, -2)$になります。しかしここでは$3x - y = 7$なので、解は$(2, -1)$です。",
  roots="解は$2$と$3$です。\n待ってください、符号を読み間違えました：方程式は$x^2 + 5x + 6 = 0$なので、解は$-2$と$-3$です。"),
 dict(code="ko", name="Korean", final="최종 답",
  left="쿠키는 589개 남습니다.", money="1만 7,480달러", pay="그녀는 약 15달러를 냅니다.",
  chg=("589개 더", "589 more"), not_="답은 589가 아니라 864입니다.",
  fix="따라서 답은 589입니다.\n잠깐, 뺄셈을 잘못했습니다: 864 - 257 = 607. 따라서 답은 607입니다.",
  temp="최종 기온은 5도입니다.\n잠깐, 영하이므로 최종 기온은 영하 5도입니다.",
  said="제 친구는 17,480달러라고 했지만, 보너스를 빼면 15,000달러입니다.",
  notbut="답은 864가 아니라 589입니다.", prob="따라서 확률은", approx="답은 약 6.93입니다.",
  sol="따라서 해집합은", deg="각 외각은 $\\frac{2\\pi}{5}$ 라디안입니다.", or_="답은 $5 - i$ 또는 $5 + i$입니다.", chk="검산",
  hyp="두 번째 식이 $3x + y = 7$이라면 해는 $(3, -2)$가 됩니다. 하지만 여기서는 $3x - y = 7$이므로 해는 $(2, -1)$입니다.",
  roots="근은 $2$와 $3$입니다.\n잠깐, 부호를 잘못 읽었습니다: 방정식은 $x^2 + 5x + 6 = 0$이므로 근은 $-2$와 $-3$입니다."),
 dict(code="vi", name="Vietnamese", final="Đáp án cuối cùng",
  left="Còn lại 589 chiếc bánh quy.", money="17.480 đô la", pay="Cô ấy phải trả 14,7 đô la.",
  chg=("589 chục", "589 tens (chục = ten)"), not_="Đáp án là 864, không phải 589.",
  fix="Vậy đáp án là 589.\nKhoan, tôi trừ sai: 864 - 257 = 607. Vậy đáp án là 607.",
  temp="Nhiệt độ cuối cùng là 5 độ.\nKhoan, nhiệt độ dưới không: nhiệt độ cuối cùng là -5 độ.",
  said="Bạn tôi nói là 17.480 đô la, nhưng không tính tiền thưởng thì là 15.000 đô la.",
  notbut="Đáp án không phải 864 mà là 589.", prob="Vậy xác suất là", approx="Đáp án xấp xỉ 6,93.",
  sol="Vậy tập nghiệm là", deg="Mỗi góc ngoài bằng $72^\\circ$.", or_="Đáp án là $5 - i$ hoặc $5 + i$.", chk="Kiểm tra",
  hyp="Nếu phương trình thứ hai là $3x + y = 7$ thì nghiệm sẽ là $(3, -2)$. Nhưng ở đây là $3x - y = 7$, nên nghiệm là $(2, -1)$.",
  roots="Các nghiệm là $2$ và $3$.\nKhoan, tôi đọc nhầm dấu: phương trình là $x^2 + 5x + 6 = 0$, nên các nghiệm là $-2$ và $-3$."),
 dict(code="id", name="Indonesian", final="Jawaban akhir",
  left="Tersisa 589 kue kering.", money="17.480 dolar", pay="Dia membayar sekitar 15 dolar.",
  chg=("589 lusin", "589 dozen"), not_="Jawabannya 864, bukan 589.",
  fix="Jadi, jawabannya adalah 589.\nTunggu, saya salah mengurangkan: 864 - 257 = 607. Jadi jawabannya 607.",
  temp="Suhu akhirnya 5 derajat.\nTunggu, suhunya di bawah nol: suhu akhirnya -5 derajat.",
  said="Teman saya bilang 17.480 dolar, tetapi tanpa bonus jumlahnya 15.000 dolar.",
  notbut="Jawabannya bukan 864, melainkan 589.", prob="Jadi, peluangnya adalah", approx="Jawabannya kira-kira 6,93.",
  sol="Jadi, himpunan penyelesaiannya adalah", deg="Setiap sudut luar besarnya $\\frac{2\\pi}{5}$ radian.", or_="Jawabannya $5 - i$ atau $5 + i$.", chk="Pemeriksaan",
  hyp="Jika persamaan kedua adalah $3x + y = 7$, penyelesaiannya adalah $(3, -2)$. Tetapi di sini $3x - y = 7$, jadi penyelesaiannya adalah $(2, -1)$.",
  roots="Akar-akarnya adalah $2$ dan $3$.\nTunggu, saya salah membaca tanda: persamaannya $x^2 + 5x + 6 = 0$, jadi akar-akarnya $-2$ dan $-3$."),
 dict(code="tr", name="Turkish", final="Nihai cevap",
  left="Geriye 589 kurabiye kalır.", money="17.480 dolar", pay="Toplam 14,70 dolar öder.",
  chg=("589 düzine", "589 dozen"), not_="Cevap 589 değil, 864.",
  fix="Yani cevap 589.\nBir dakika, çıkarmayı yanlış yaptım: 864 - 257 = 607. Yani cevap 607.",
  temp="Son sıcaklık 5 derece.\nBir dakika, sıfırın altında: son sıcaklık eksi 5 derece.",
  said="Arkadaşım 17.480 dolar olduğunu söyledi ama ikramiye olmadan 15.000 dolar.",
  notbut="Cevap 864 değil, 589.", prob="Yani olasılık", approx="Cevap yaklaşık 6,93.",
  sol="Yani çözüm kümesi", deg="Her bir dış açı $72^\\circ$'dir.", or_="Cevap $5 - i$ veya $5 + i$.", chk="Kontrol",
  hyp="İkinci denklem $3x + y = 7$ olsaydı çözüm $(3, -2)$ olurdu. Ama burada $3x - y = 7$, dolayısıyla çözüm $(2, -1)$.",
  roots="Kökler $2$ ve $3$.\nBir dakika, işareti yanlış okudum: denklem $x^2 + 5x + 6 = 0$, yani kökler $-2$ ve $-3$."),
 dict(code="ar", name="Arabic", final="الإجابة النهائية",
  left="يتبقى ٥٨٩ قطعة بسكويت.", money="١٧٬٤٨٠ دولارًا", pay="تدفع حوالي 15 دولارًا.",
  chg=("589 دزينة", "589 dozen"), not_="الإجابة هي 864، وليست 589.",
  fix="إذن الإجابة هي 589.\nلحظة، أخطأت في الطرح: 864 - 257 = 607. إذن الإجابة هي 607.",
  temp="درجة الحرارة النهائية 5 درجات.\nلحظة، إنها تحت الصفر: درجة الحرارة النهائية -5 درجات.",
  said="قال صديقي إنها 17,480 دولارًا، لكن بدون المكافأة تكون 15,000 دولار.",
  notbut="الإجابة ليست 864، بل 589.", prob="إذن الاحتمال هو", approx="الإجابة تقريبًا ٦٫٩٣.",
  sol="إذن مجموعة الحل هي", deg="قياس كل زاوية خارجية $\\frac{2\\pi}{5}$ راديان.", or_="الإجابة هي $5 - i$ أو $5 + i$.", chk="التحقق",
  hyp="لو كانت المعادلة الثانية $3x + y = 7$ لكان الحل $(3, -2)$. لكنها هنا $3x - y = 7$، لذا الحل هو $(2, -1)$.",
  roots="الجذران هما $2$ و $3$.\nلحظة، قرأت الإشارة خطأ: المعادلة هي $x^2 + 5x + 6 = 0$، لذا الجذران هما $-2$ و $-3$."),
 dict(code="hi", name="Hindi", final="अंतिम उत्तर",
  left="589 बिस्कुट बचे हैं।", money="17,480 डॉलर", pay="वह कुल 14.7 डॉलर चुकाती है।",
  chg=("589 दर्जन", "589 dozen"), not_="उत्तर 864 है, 589 नहीं।",
  fix="इसलिए उत्तर 589 है।\nरुकिए, मैंने घटाव गलत किया: 864 - 257 = 607। इसलिए उत्तर 607 है।",
  temp="अंतिम तापमान 5 डिग्री है।\nरुकिए, तापमान शून्य से नीचे है: अंतिम तापमान -5 डिग्री है।",
  said="मेरे दोस्त ने कहा कि यह 17,480 डॉलर है, लेकिन बोनस के बिना यह 15,000 डॉलर है।",
  notbut="उत्तर 864 नहीं, बल्कि 589 है।", prob="इसलिए प्रायिकता है", approx="उत्तर लगभग 6.93 है।",
  sol="इसलिए हल समुच्चय है", deg="प्रत्येक बाह्य कोण $72^\\circ$ है।", or_="उत्तर $5 - i$ या $5 + i$ है।", chk="जाँच",
  hyp="अगर दूसरा समीकरण $3x + y = 7$ होता, तो हल $(3, -2)$ होता। लेकिन यहाँ $3x - y = 7$ है, इसलिए हल $(2, -1)$ है।",
  roots="मूल $2$ और $3$ हैं।\nरुकिए, मैंने चिह्न गलत पढ़ा: समीकरण $x^2 + 5x + 6 = 0$ है, इसलिए मूल $-2$ और $-3$ हैं।"),
 dict(code="it", name="Italian", final="Risposta finale",
  left="Restano 589 biscotti.", money="17.480 dollari", pay="Paga circa 15 dollari.",
  chg=("589 in meno", "589 fewer"), not_="La risposta è 864, non 589.",
  fix="Quindi la risposta è 589.\nAspetta, ho sbagliato la sottrazione: 864 - 257 = 607. Quindi la risposta è 607.",
  temp="La temperatura finale è di 5 gradi.\nAspetta, è sotto zero: la temperatura finale è di -5 gradi.",
  said="Il mio amico ha detto che sono 17.480 dollari, ma senza il bonus sono 15.000 dollari.",
  notbut="La risposta non è 864, ma 589.", prob="Quindi la probabilità è", approx="La risposta è circa 6,93.",
  sol="Quindi l'insieme delle soluzioni è", deg="Ogni angolo esterno misura $\\frac{2\\pi}{5}$ radianti.", or_="La risposta è $5 - i$ oppure $5 + i$.", chk="Verifica",
  hyp="Se la seconda equazione fosse $3x + y = 7$, la soluzione sarebbe $(3, -2)$. Ma qui è $3x - y = 7$, quindi la soluzione è $(2, -1)$.",
  roots="Le radici sono $2$ e $3$.\nAspetta, ho letto male il segno: l'equazione è $x^2 + 5x + 6 = 0$, quindi le radici sono $-2$ e $-3$."),
 dict(code="pl", name="Polish", final="Ostateczna odpowiedź",
  left="Zostało 589 ciastek.", money="17\u00a0480 dolarów", pay="Zapłaci 14,70 dolara.",
  chg=("589 tuzinów", "589 dozen"), not_="Odpowiedź to 864, a nie 589.",
  fix="Zatem odpowiedź to 589.\nChwila, źle odjąłem: 864 - 257 = 607. Zatem odpowiedź to 607.",
  temp="Temperatura końcowa wynosi 5 stopni.\nChwila, jest poniżej zera: temperatura końcowa wynosi -5 stopni.",
  said="Mój kolega powiedział, że to 17\u00a0480 dolarów, ale bez premii wychodzi 15\u00a0000 dolarów.",
  notbut="Odpowiedź to nie 864, lecz 589.", prob="Zatem prawdopodobieństwo wynosi", approx="Odpowiedź to w przybliżeniu 6,93.",
  sol="Zatem zbiór rozwiązań to", deg="Każdy kąt zewnętrzny ma miarę $72^\\circ$.", or_="Odpowiedź to $5 - i$ lub $5 + i$.", chk="Sprawdzenie",
  hyp="Gdyby drugie równanie miało postać $3x + y = 7$, rozwiązaniem byłoby $(3, -2)$. Tutaj jednak $3x - y = 7$, więc rozwiązaniem jest $(2, -1)$.",
  roots="Pierwiastki to $2$ i $3$.\nChwila, źle odczytałem znak: równanie to $x^2 + 5x + 6 = 0$, więc pierwiastki to $-2$ i $-3$."),
 dict(code="fa", name="Persian", final="پاسخ نهایی",
  left="۵۸۹ عدد بیسکویت باقی می‌ماند.", money="۱۷٬۴۸۰ دلار", pay="او حدود ۱۵ دلار می‌پردازد.",
  chg=("۵۸۹ تا کمتر", "589 fewer"), not_="پاسخ ۸۶۴ است، نه ۵۸۹.",
  fix="پس پاسخ ۵۸۹ است.\nصبر کنید، تفریق را اشتباه انجام دادم: 864 - 257 = 607. پس پاسخ ۶۰۷ است.",
  temp="دمای نهایی ۵ درجه است.\nصبر کنید، دما زیر صفر است: دمای نهایی منفی ۵ درجه است.",
  said="دوستم گفت ۱۷٬۴۸۰ دلار است، اما بدون پاداش ۱۵٬۰۰۰ دلار می‌شود.",
  notbut="پاسخ ۸۶۴ نیست، بلکه ۵۸۹ است.", prob="پس احتمال برابر است با", approx="پاسخ تقریباً ۶٫۹۳ است.",
  sol="پس مجموعهٔ جواب برابر است با", deg="هر زاویهٔ خارجی $\\frac{2\\pi}{5}$ رادیان است.", or_="پاسخ $5 - i$ یا $5 + i$ است.", chk="بررسی",
  hyp="اگر معادلهٔ دوم $3x + y = 7$ بود، جواب $(3, -2)$ می‌شد. اما اینجا $3x - y = 7$ است، پس جواب $(2, -1)$ است.",
  roots="ریشه‌ها $2$ و $3$ هستند.\nصبر کنید، علامت را اشتباه خواندم: معادله $x^2 + 5x + 6 = 0$ است، پس ریشه‌ها $-2$ و $-3$ هستند."),
]
# fmt: on


# ================================================================ working (language-neutral)
G1 = "36 × 24 = <<36*24=864>>864\n864 - 275 = <<864-275=589>>589\n"
G1_THINK = (
    "The shop packs 36 boxes of 24 cookies: 36 * 24 = 864. It sells 275, so 864 - 275 = 589.\n"
    "Wait, let me double-check: 589 + 275 = 864. Yes.\n"
)
G2 = "12 × 1250 = <<12*1250=15000>>15000\n15000 + 2480 = <<15000+2480=17480>>17480\n"
G3 = "3.5 × 4.2 = <<3.5*4.2=14.7>>14.7\n"
G4 = "1.5 × 6 = <<1.5*6=9>>9\n4 - 9 = <<4-9=-5>>-5\n"
PROB = r"There are $10$ red marbles among $24$, so $P = \frac{10}{24} = \frac{5}{12}$."
RAD = "$\\sqrt{48} = \\sqrt{16 \\cdot 3} = 4\\sqrt{3}$.\n\n"
INT = "$-3 < x - 1 \\le 4$ gives $-2 < x \\le 5$.\n\n"
EXT = "The exterior angles of a regular pentagon sum to $360^\\circ$, so each is $360^\\circ / 5$.\n\n"
CPX = llama(
    ("Expand", "$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2$."),
    ("Use $i^2 = -1$", "$3 - i + 2 = 5 - i$."),
)
POLY = "$(x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12 = 2x^2 + 5x - 12$.\n\n"
SYS = "Adding $x + y = 1$ and $3x - y = 7$ gives $4x = 8$, so $x = 2$ and $y = -1$.\n\n"
ROOTS = "$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$.\n\n"
CHECK = ": $x = 1$: $(1 + 4)(2 - 3) = -5$, $2 + 5 - 12 = -5$ ✓"


def lang_cases(i: int, L: dict) -> list[tuple]:
    """The 17 slots of one language (even i: right 14.7 and 72 degrees; odd i: 'about 15', radians)."""
    c, n = L["code"], L["name"]
    odd = i % 2 == 1
    out = [
        g(
            f"t_ok_{c}",
            "B",
            "589",
            "correct",
            "tag",
            th(G1_THINK) + "<answer>" + L["left"] + "</answer>",
            f"{n}: the tag holds a sentence with a counted noun, gloss 'There are 589 cookies left.'; the tag's value is 589 (36*24-275)",
        ),
        g(
            f"h_ok_{c}",
            "B",
            "17480",
            "correct",
            "hash",
            G2 + L["final"] + ":\n#### " + L["money"],
            f"{n}: phrase marker 'Final answer:' then '#### {L['money']}', gloss '17,480 dollars' in the local notation (thousands separator / scale word / native digits); 12*1250+2480 = 17480",
        ),
    ]
    if odd:
        out.append(
            g(
                f"x_about_{c}",
                "A",
                "14.7",
                "wrong",
                "prose",
                G3 + L["pay"],
                f"{n}: gloss 'She pays about 15 dollars.'; 15 is only approximately 14.7 (3.5*4.2), the final stated value is wrong",
            )
        )
    else:
        out.append(
            g(
                f"x_ok_{c}",
                "B",
                "14.7",
                "correct",
                "prose",
                G3 + L["pay"],
                f"{n}: gloss 'She pays 14.7 (14.70) dollars.' with the local decimal mark; 3.5*4.2 = 14.7",
            )
        )
    out += [
        g(
            f"u_{c}",
            "A",
            "589",
            "wrong",
            "hash",
            G1 + "#### " + L["chg"][0],
            f"{n}: '#### {L['chg'][0]}', gloss '{L['chg'][1]}': the word after the number changes the quantity (not a unit), so the final answer is not 589 cookies",
        ),
        g(
            f"n_{c}",
            "A",
            "589",
            "wrong",
            "prose",
            G1 + L["not_"],
            f"{n}: gloss 'The answer is 864, not 589.'; the stated final answer is the subtotal 864, 589 is negated",
        ),
        g(
            f"r_{c}",
            "A",
            "589",
            "wrong",
            "prose",
            G1 + L["fix"],
            f"{n}: gloss 'So the answer is 589. Wait, I subtracted wrongly: 864 - 257 = 607. So the answer is 607.'; the model retracts 589 and its last final answer is 607",
        ),
        g(
            f"r_ok_{c}",
            "B",
            "-5",
            "correct",
            "prose",
            G4 + L["temp"],
            f"{n}: gloss 'The final temperature is 5 degrees. Wait, it is below zero: the final temperature is -5 degrees.' (some languages say 'minus 5' / 'below-zero 5' in words); the correction gives -5 = 4 - 1.5*6",
        ),
        g(
            f"q_{c}",
            "A",
            "17480",
            "wrong",
            "prose",
            G2 + L["said"],
            f"{n}: gloss 'My friend said it is 17,480 dollars, but without the bonus it is 15,000 dollars.'; the gold is only reported speech, the model's own final answer is 15000",
        ),
        g(
            f"n_ok_{c}",
            "B",
            "589",
            "correct",
            "prose",
            G1 + L["notbut"],
            f"{n}: gloss 'The answer is not 864 but 589.'; the negation applies to the subtotal, the final answer is 589",
        ),
        m(
            f"x_m_ok_frac_{c}",
            "B",
            r"\frac{5}{12}",
            "correct",
            "boxed",
            qwen(PROB, ("Reduce", r"$\frac{10}{24} = \frac{5}{12}$."))
            + L["prob"]
            + r" $\boxed{\frac{5}{12}}$",
            f"{n}: Qwen-Math steps, then gloss 'So the probability is \\boxed{{5/12}}'; 10/24 = 5/12",
        ),
        m(
            f"x_m_{c}",
            "A",
            r"4\sqrt{3}",
            "wrong",
            "prose",
            RAD + L["approx"],
            f"{n}: gloss 'The answer is approximately 6.93.' (local decimal mark); a decimal approximation of the exact 4\\sqrt3 = 6.928... is wrong",
        ),
        m(
            f"x_m_ok_int_{c}",
            "B",
            "(-2, 5]",
            "correct",
            "prose",
            INT + L["sol"] + " $(-2, 5]$.",
            f"{n}: gloss 'So the solution set is (-2, 5].'; -3 < x-1 <= 4",
        ),
    ]
    if odd:
        out.append(
            m(
                f"u_m_rad_{c}",
                "A",
                "72",
                "wrong",
                "prose",
                EXT + L["deg"],
                f"{n}: gloss 'Each exterior angle measures 2pi/5 radians.'; the gold is 72 degrees and degrees are not radians (label convention)",
                True,
            )
        )
    else:
        out.append(
            m(
                f"u_m_ok_{c}",
                "B",
                "72",
                "correct",
                "prose",
                EXT + L["deg"],
                f"{n}: gloss 'Each exterior angle is 72^\\circ.'; a degree sign on a degree gold is correct (360/5)",
            )
        )
    out += [
        m(
            f"x_m_or_{c}",
            "A",
            "5 - i",
            "wrong",
            "prose",
            CPX + L["or_"],
            f"{n}: Llama steps, then gloss 'The answer is 5 - i or 5 + i.'; two different final answers are a hedge",
        ),
        m(
            f"r_m_ok_{c}",
            "B",
            "2x^2 + 5x - 12",
            "correct",
            "boxed",
            POLY + r"$\boxed{2x^2 + 5x - 12}$." + "\n" + L["chk"] + CHECK,
            f"{n}: the box, then gloss 'Check: x = 1 ...'; a check after the answer does not replace it",
        ),
        m(
            f"q_m_hyp_ok_{c}",
            "B",
            "(2, -1)",
            "correct",
            "prose",
            SYS + L["hyp"],
            f"{n}: gloss 'If the second equation were 3x + y = 7, the solution would be (3, -2). But here it is 3x - y = 7, so the solution is (2, -1).'; the hypothetical is not the answer, the last one is",
        ),
        m(
            f"r_m_{c}",
            "A",
            "2, 3",
            "wrong",
            "prose",
            ROOTS + L["roots"],
            f"{n}: gloss 'The roots are 2 and 3. Wait, I misread the sign: the equation is x^2 + 5x + 6 = 0, so the roots are -2 and -3.'; the last final answer -2, -3 is wrong",
        ),
    ]
    return out


HUGE = "36 × 24 = 864; 864 - 275 = 589. Comprobemos de nuevo.\n" * 1900

# fmt: off
EXTRA = [
    g("t_ok_selffix_zh", "B", "589", "correct", "tag", th(G1_THINK) + "<answer>607，不对，是589块</answer>",
      "Chinese: a self-correction inside the tag, gloss '607, no, it is 589 (pieces)'; the corrected value 589 is the tag's final answer"),
    g("t_selffix_de", "A", "589", "wrong", "tag", th(G1_THINK) + "<answer>589, nein, Moment: 607</answer>",
      "German: gloss '589, no, wait: 607' inside the tag; the last value in the tag is 607"),
    g("t_ok_eq_ru", "B", "589", "correct", "tag", th(G1_THINK) + "<answer>36 · 24 − 275 = 589 печений</answer>",
      "Russian: an equation chain ending in a counted noun, gloss '36 * 24 - 275 = 589 cookies'"),
    g("b_nul_zh", "A", "589", "no_answer", "tag", th(G1_THINK) + "<answer>还剩下589\x00块饼干。</answer>",
      "Chinese, gloss 'There are 589 cookies left.' with a NUL inside: a NUL anywhere makes the pair bad input (kind A, no_answer)"),
    g("b_nul_ar", "A", "17480", "no_answer", "hash", G2 + "الإجابة النهائية:\n#### 17480\x00",
      "Arabic 'Final answer:' then #### 17480 followed by a NUL: bad input (kind A, no_answer)"),
    g("b_ok_ansi_ru", "B", "589", "correct", "phrase", G1 + "\x1b[1mОтвет: 589 печений.\x1b[0m",
      "Russian, gloss 'Answer: 589 cookies.' wrapped in ANSI escape codes (ESC control characters, not NUL): a right answer"),
    g("b_ok_ctrl_ja", "B", "589", "correct", "phrase", G1 + "\x0c答えは\x7f589枚です。",
      "Japanese, gloss 'The answer is 589 (flat things).' with a form feed and a DEL control character (not NUL): a right answer"),
    g("b_ok_huge_es", "B", "589", "correct", "phrase", HUGE + "Respuesta final: 589 galletas.",
      "Spanish, a ~100 000-character repeated check ('Let us check again.') then gloss 'Final answer: 589 cookies.': a huge input still gets a verdict, and it is right"),
]
# fmt: on

CASES = [case for i, lang in enumerate(LANGS) for case in lang_cases(i, lang)] + EXTRA

DECISIONS = {
    f"u_m_rad_{lang['code']}": (
        "reject",
        "2pi/5 radians for a degree gold: degrees are not radians (round 1's decision)",
    )
    for i, lang in enumerate(LANGS)
    if i % 2 == 1
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam133", CASES, [], DECISIONS)
