r"""Build adversarial_redteam139.jsonl: round 139 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam139"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 136 and 137, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / build_adversarial_redteam137.py (structure, docstring, label
conventions, DECISIONS; round 137 also to AVOID its shapes) were read; no probe of theirs is copied
(new problems, new golds, new wording, new final-line vocabulary).

Aim of this round: MULTILINGUAL final answers, the way multilingual models (Qwen2.5, Llama-3.1,
Gemma-2, Aya) answer MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese (Brazil), French (narrow no-break space thousands, no-break
space before the euro sign), German as written in Switzerland (apostrophe thousands, decimal point,
CHF before the number), Italian, Russian (narrow no-break space thousands, "руб." after), Ukrainian
(space thousands), Polish (no-break space thousands), Turkish, Arabic (Arabic-Indic digits and the
Arabic decimal / thousands marks), Persian (Persian digits), Hindi (rupee sign before), Bengali
(ASCII digits this round), Indonesian, Vietnamese, Thai, Dutch (euro sign before), Swedish, Czech,
Greek, Hebrew. Each language has its own new vocabulary of final lines: a "final result" label, "so
the answer is", a correction "wait, I made an error in the calculation, recomputing", a classmate's
reported result ("my classmate got X, but I get Y"), "the correct answer is not X but Y", "about",
"or", "(that is, roughly X)", the word for degrees, number words for five and six, counted nouns
(cartons, groups, inhabitants, km) and the language's currency before or after the number. Working
lines are language-neutral equations (as models often write them); the final lines are in the
language. Kind A shapes: the gold only in a classmate's reported result, a native correction from
the right count to the subtotal, an approximation only, an answer tag holding the other quantity, a
native sentence then `####` with the monthly value, "not GOLD but X", a hedge with the native "or",
a cut inside a box after the native lead; MATH: a decimal only, one root in a tag sentence, a native
correction to the i^2 slip, the exterior angle, the open interval for a closed one, the ordered
count, the gold only reported (own value the half-difference), a cut inside the root set. Kind B
shapes: a tag sentence with decimal comma and currency, local grouping INSIDE the `####` line, a
native correction to the gold, a classmate's wrong value reported then the gold, the exact value
then "(that is, roughly X)", a number word, "not X but GOLD", a bold native label with currency;
MATH: native lead and box, exact value then an approximation gloss, a closed interval with ';' where
the comma is the decimal mark, both roots joined by the native "or" in a tag, a native correction to
the gold, the native word for degrees, "not 210 but 35", a number word for log, a named midpoint.
The first 16 languages get 12 rotation probes (3 GSM8K kind A, 3 GSM8K kind B, 3 MATH kind A, 3
MATH kind B), the last 8 get 10 (2 GSM8K kind A, 2 MATH kind B); the slots are picked by rotation
so that every slot appears in several languages; then 8 hand-written extras (`e_`): the Chinese
school label 答： with yuan after, a Japanese label and value split by an ideographic space with the
counter 人, a Korean approximation in 만 / 천 units only (A), the Swiss "CHF 51.–" for the adults'
tickets only (A), Russian "Ответ: x_1 = -4, x_2 = 3", the French "Réponse :" with a space before
the colon, a Swiss-decimal approximation only for 6\sqrt{2} (A), a Hebrew "135 or 45 degrees"
hedge (A). Every note carries an English gloss of the final lines.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- tickets: 4 adults at 12.75, 3 children at 6.50 -> 70.5 (4 * 12.75 = 51.00; 3 * 6.50 = 19.50;
  51.00 + 19.50 = 70.50). Adults only 51; rounded 71.
- eggs: 35 hens lay 6 eggs a week, 4 weeks, cartons of 12 -> 70 (35 * 6 = 210; 210 * 4 = 840;
  840 / 12 = 70). Egg count 840 is another quantity.
- savings: earns 2,400 a month, spends 1,650, a year -> 9000 (2400 - 1650 = 750; 750 * 12 = 9000).
  Monthly 750 is another quantity.
- walk: 2.75 km each way, there and back, 5 days -> 27.5 (2.75 * 2 = 5.5; 5.5 * 5 = 27.5). One way
  only 13.75; rounded 28.
- town: 12,480 people, 1,350 move in, 2,045 move out -> 11785 (12480 + 1350 = 13830; 13830 - 2045 =
  11785). Subtotal 13830.
- groups: 42 students, 7 per group -> 6 (42 / 7 = 6); swapped 42 / 6 = 7.
MATH
- 2/5 + 1/6 -> \frac{17}{30} (12/30 + 5/30; 0.5666...; 0.567 is a decimal only).
- \sqrt{72} -> 6\sqrt{2} (\sqrt{36 * 2}; 8.4852...; "roughly 8.49" after the exact value is a gloss).
- |x - 3| <= 4 -> [-1, 7] (-4 <= x - 3 <= 4); the open (-1, 7) drops the ends.
- x^2 + x - 12 = 0 -> -4, 3 ((x + 4)(x - 3)).
- (1 + 2i)(3 - i) -> 5 + 5i (3 - i + 6i - 2i^2 = 3 + 5i + 2); with -2i^2 read as -2: 1 + 5i.
- midpoint of (-2, 5) and (6, -1) -> (2, 2) ((-2 + 6)/2 = 2; (5 - 1)/2 = 2); half the differences
  ((6 + 2)/2, (-1 - 5)/2) = (4, -3) is wrong.
- C(7, 3) -> 35 (7 * 6 * 5 = 210; 210 / 6 = 35); 210 counts ordered choices.
- each interior angle of a regular octagon -> 135 (degrees) ((8 - 2) * 180 = 1080; / 8 = 135);
  exterior 360 / 8 = 45.
- log_2 32 -> 5 (2^5 = 32).

Classes (id prefix, then the slot, then the language code; `_m_` marks MATH, `_ok_` kind B):
`q_` reported speech (a classmate's result), `r_` native corrections ("wait, I made an error"), `x_`
exactness (approximation only, decimal only, hedge with the native "or", ordered count, open
interval; kind B: approximation gloss after the exact value), `t_` answer tags holding a native
sentence, `h_` a native phrase then `####` (kind B: local grouping inside the #### line), `n_`
"not X but Y", `u_` units, currency, number words, degree words, other quantities (exterior angle),
`c_` cut at the token cap, `b_` a native lead and a box, `s_` interval with ';', `w_` number word
for a MATH value, `p_` a named point.

Label conventions (corpus/README.md, rounds 136 and 137): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma or Arabic decimal mark, local thousands
grouping with dot, apostrophe, space, no-break or narrow no-break space, comma or the Arabic
separator, native digits, currency before or after, a counted noun or unit after the number, a
number word, the native word for degrees, a semicolon separating coordinates or interval ends where
the comma is the decimal mark, a named point M(2; 2)) is correct; an approximation after the exact
value ("(that is, roughly 28)") is a gloss, not a second answer; an approximation alone for an exact
gold is wrong; another quantity (subtotal, monthly value, egg count for cartons, exterior angle,
adults' tickets only) is wrong; an answer tag's content is the final answer (a sentence in it is
read for its value); a hedge ("27.5 or 13.75") is wrong; one of two roots is wrong; "x = -4 or x =
3" listing both roots of one equation is the solution list, not a hedge; "not GOLD but X" is wrong,
"not X but GOLD" correct; an explicit correction after an answer makes the new value final (right
or wrong); a value only in reported speech (a classmate's result) is not the model's answer; a
completion cut before any final answer is no_answer. No probe of this round is debatable.

Usage: python build_adversarial_redteam139.py   (writes adversarial_redteam139.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")

# fmt: off
# Per language: its final-line vocabulary (templates take the value(s) with {}), number words for
# 5 and 6, its currency format, thousands separator and decimal mark.
LANGS = [
 dict(code="zh", name="Chinese", final="最终结果", ans="因此答案为{}。", wait="等等，我算错了。重新计算：",
  friend="同桌算出的是{}，可我算出的是{}。", notbut="正确答案不是{}，而是{}。", about="大约", or_="或者", approx="（也就是大约{}）",
  deg="度", w5="五", w6="六", cur="{}元", tsep=",", dsep=".",
  pay="这家人买票一共花了{}。", cartons="她一共可以装满{}盒鸡蛋。", save="他一年能攒下{}。", walk="她这一周一共走了{}公里。",
  town="现在镇上有{}位居民。", groups="老师可以分成{}个小组。", sol="解集为{}。", mid="中点坐标为{}。", angle="每个内角为{}。"),
 dict(code="ja", name="Japanese", final="最終的な答え", ans="したがって、答えは{}です。", wait="待ってください、計算ミスをしました。計算し直します：",
  friend="クラスメートは{}になりましたが、私の計算では{}です。", notbut="正しい答えは{}ではなく{}です。", about="およそ", or_="か", approx="（つまり約{}）",
  deg="度", w5="五", w6="六", cur="{}ドル", tsep=",", dsep=".",
  pay="家族はチケット代として合計{}支払います。", cartons="卵のパックは{}パックになります。", save="彼は1年間で{}貯めます。", walk="彼女は1週間で合計{}km歩きます。",
  town="町の人口は現在{}人です。", groups="先生は{}つのグループを作れます。", sol="解の集合は{}です。", mid="中点は{}です。", angle="各内角は{}です。"),
 dict(code="ko", name="Korean", final="최종 결과", ans="그러므로 답은 {}입니다.", wait="잠깐만요, 계산을 잘못했습니다. 다시 계산하면:",
  friend="친구는 {}가 나왔다고 했지만, 제 계산으로는 {}입니다.", notbut="정답은 {}이 아니라 {}입니다.", about="대략 ", or_="또는", approx="(즉, 약 {})",
  deg="도", w5="다섯", w6="여섯", cur="{}달러", tsep=",", dsep=".",
  pay="가족은 표값으로 모두 {}를 냅니다.", cartons="달걀 {}판을 채울 수 있습니다.", save="그는 1년 동안 {}를 모읍니다.", walk="그녀는 일주일 동안 모두 {}km를 걷습니다.",
  town="이제 마을 인구는 {}명입니다.", groups="선생님은 {} 개의 모둠을 만들 수 있습니다.", sol="해집합은 {}입니다.", mid="중점은 {}입니다.", angle="한 내각의 크기는 {}입니다."),
 dict(code="es", name="Spanish", final="Resultado final", ans="Por tanto, la respuesta es {}.", wait="Espera, me he equivocado. Vuelvo a calcular:",
  friend="Mi compañero obtuvo {}, pero a mí me da {}.", notbut="La respuesta correcta no es {}, sino {}.", about="unos ", or_="o", approx="(es decir, unos {})",
  deg="grados", w5="cinco", w6="seis", cur="{} €", tsep=".", dsep=",",
  pay="La familia paga {} por las entradas.", cartons="Llena {} cartones de huevos.", save="Ahorra {} en un año.", walk="Camina {} km en la semana.",
  town="El pueblo tiene ahora {} habitantes.", groups="La profesora puede formar {} grupos.", sol="El conjunto solución es {}.", mid="El punto medio es {}.", angle="Cada ángulo interior mide {}."),
 dict(code="pt", name="Portuguese (Brazil)", final="Resultado final", ans="Portanto, a resposta é {}.", wait="Espere, errei a conta. Refazendo:",
  friend="Meu colega encontrou {}, mas eu encontrei {}.", notbut="A resposta certa não é {}, mas sim {}.", about="cerca de ", or_="ou", approx="(ou seja, cerca de {})",
  deg="graus", w5="cinco", w6="seis", cur="R$ {}", tsep=".", dsep=",",
  pay="A família paga {} pelos ingressos.", cartons="Ela enche {} caixas de ovos.", save="Ele economiza {} em um ano.", walk="Ela caminha {} km na semana.",
  town="A cidade tem agora {} habitantes.", groups="A professora consegue formar {} grupos.", sol="O conjunto solução é {}.", mid="O ponto médio é {}.", angle="Cada ângulo interno mede {}."),
 dict(code="fr", name="French", final="Résultat final", ans="Donc la réponse est {}.", wait="Attendez, je me suis trompé. Je recalcule :",
  friend="Mon camarade a trouvé {}, mais moi je trouve {}.", notbut="La bonne réponse n'est pas {}, c'est {}.", about="environ ", or_="ou", approx="(soit environ {})",
  deg="degrés", w5="cinq", w6="six", cur="{}\u00a0€", tsep="\u202f", dsep=",",
  pay="La famille paie {} pour les billets.", cartons="Elle remplit {} boîtes d'œufs.", save="Il économise {} en un an.", walk="Elle parcourt {}\u00a0km dans la semaine.",
  town="La commune compte désormais {} habitants.", groups="L'enseignante peut former {} groupes.", sol="L'ensemble des solutions est {}.", mid="Le milieu est {}.", angle="Chaque angle intérieur mesure {}."),
 dict(code="de", name="German (Switzerland)", final="Endresultat", ans="Die Antwort ist also {}.", wait="Moment, ich habe mich verrechnet. Neu gerechnet:",
  friend="Mein Banknachbar kommt auf {}, ich aber auf {}.", notbut="Die richtige Antwort ist nicht {}, sondern {}.", about="rund ", or_="oder", approx="(also rund {})",
  deg="Grad", w5="fünf", w6="sechs", cur="CHF {}", tsep="'", dsep=".",
  pay="Die Familie bezahlt für die Billette {}.", cartons="Sie füllt {} Eierschachteln.", save="Er spart in einem Jahr {}.", walk="Sie geht in der Woche {} km.",
  town="Die Gemeinde zählt jetzt {} Einwohner.", groups="Die Lehrerin kann {} Gruppen bilden.", sol="Die Lösungsmenge ist {}.", mid="Der Mittelpunkt ist {}.", angle="Jeder Innenwinkel misst {}."),
 dict(code="it", name="Italian", final="Risultato finale", ans="Dunque la risposta è {}.", wait="Aspetta, ho sbagliato un calcolo. Ricalcolo:",
  friend="Il mio compagno ha ottenuto {}, ma a me risulta {}.", notbut="La risposta giusta non è {}, ma {}.", about="circa ", or_="oppure", approx="(cioè circa {})",
  deg="gradi", w5="cinque", w6="sei", cur="{} €", tsep=".", dsep=",",
  pay="La famiglia paga {} per i biglietti.", cartons="Riempie {} confezioni di uova.", save="Risparmia {} in un anno.", walk="Cammina {} km nella settimana.",
  town="Il paese conta ora {} abitanti.", groups="La maestra può formare {} gruppi.", sol="L'insieme delle soluzioni è {}.", mid="Il punto medio è {}.", angle="Ogni angolo interno misura {}."),
 dict(code="ru", name="Russian", final="Окончательный ответ", ans="Следовательно, ответ: {}.", wait="Подождите, я ошибся в вычислениях. Пересчитаю:",
  friend="У одноклассника получилось {}, а у меня {}.", notbut="Правильный ответ не {}, а {}.", about="около ", or_="или", approx="(то есть примерно {})",
  deg="градусов", w5="пять", w6="шесть", cur="{} руб.", tsep="\u202f", dsep=",",
  pay="Семья платит за билеты {}.", cartons="Она заполнит {} коробок яиц.", save="За год он накопит {}.", walk="За неделю она проходит {} км.",
  town="Теперь в городе {} жителей.", groups="Учитель может составить {} групп.", sol="Множество решений: {}.", mid="Середина отрезка: {}.", angle="Каждый внутренний угол равен {}."),
 dict(code="uk", name="Ukrainian", final="Остаточна відповідь", ans="Отже, відповідь: {}.", wait="Зачекайте, я помилився в обчисленнях. Перераховую:",
  friend="В однокласника вийшло {}, а в мене {}.", notbut="Правильна відповідь не {}, а {}.", about="близько ", or_="або", approx="(тобто приблизно {})",
  deg="градусів", w5="п'ять", w6="шість", cur="{} грн", tsep=" ", dsep=",",
  pay="Сім'я платить за квитки {}.", cartons="Вона заповнить {} коробок яєць.", save="За рік він заощадить {}.", walk="За тиждень вона проходить {} км.",
  town="Тепер у містечку {} мешканців.", groups="Учителька може утворити {} груп.", sol="Множина розв'язків: {}.", mid="Середина відрізка: {}.", angle="Кожен внутрішній кут дорівнює {}."),
 dict(code="pl", name="Polish", final="Wynik końcowy", ans="Zatem odpowiedź to {}.", wait="Chwila, pomyliłem się w obliczeniach. Liczę od nowa:",
  friend="Kolega z ławki otrzymał {}, a mnie wychodzi {}.", notbut="Poprawna odpowiedź to nie {}, lecz {}.", about="około ", or_="lub", approx="(czyli około {})",
  deg="stopni", w5="pięć", w6="sześć", cur="{} zł", tsep="\u00a0", dsep=",",
  pay="Rodzina płaci za bilety {}.", cartons="Napełni {} opakowań jajek.", save="W ciągu roku oszczędzi {}.", walk="W ciągu tygodnia przejdzie {} km.",
  town="Miasteczko liczy teraz {} mieszkańców.", groups="Nauczycielka może utworzyć {} grup.", sol="Zbiór rozwiązań to {}.", mid="Środek odcinka to {}.", angle="Każdy kąt wewnętrzny ma miarę {}."),
 dict(code="tr", name="Turkish", final="Sonuç", ans="Dolayısıyla cevap {}.", wait="Bir dakika, hesapta hata yaptım. Tekrar hesaplıyorum:",
  friend="Sıra arkadaşım {} buldu ama ben {} buluyorum.", notbut="Doğru cevap {} değil, {}.", about="yaklaşık ", or_="veya", approx="(yani yaklaşık {})",
  deg="derece", w5="beş", w6="altı", cur="{} TL", tsep=".", dsep=",",
  pay="Aile biletler için {} öder.", cartons="{} kutu yumurta doldurur.", save="Bir yılda {} biriktirir.", walk="Bir haftada {} km yürür.",
  town="Kasabanın nüfusu artık {} kişi.", groups="Öğretmen {} grup oluşturabilir.", sol="Çözüm kümesi {}.", mid="Orta nokta {}.", angle="Her bir iç açı {}."),
 dict(code="ar", name="Arabic", final="النتيجة النهائية", ans="إذن الإجابة هي {}.", wait="لحظة، أخطأت في الحساب. سأعيد الحساب:",
  friend="زميلي حصل على {}، لكنني حصلت على {}.", notbut="الإجابة الصحيحة ليست {} بل {}.", about="حوالي ", or_="أو", approx="(أي حوالي {})",
  deg="درجة", w5="خمسة", w6="ست", cur="{} دولار", tsep="٬", dsep="٫", digits=AR_DIGITS,
  pay="تدفع العائلة {} ثمنًا للتذاكر.", cartons="تملأ {} علبة بيض.", save="يدّخر {} في السنة.", walk="تمشي {} كم في الأسبوع.",
  town="أصبح عدد سكان البلدة {} نسمة.", groups="يمكن للمعلمة تكوين {} مجموعات.", sol="مجموعة الحل هي {}.", mid="نقطة المنتصف هي {}.", angle="قياس كل زاوية داخلية {}."),
 dict(code="fa", name="Persian", final="نتیجهٔ نهایی", ans="بنابراین پاسخ {} است.", wait="صبر کنید، در محاسبه اشتباه کردم. دوباره حساب می‌کنم:",
  friend="هم‌کلاسی‌ام {} به دست آورد، ولی من {} به دست می‌آورم.", notbut="پاسخ درست {} نیست، بلکه {} است.", about="حدود ", or_="یا", approx="(یعنی حدود {})",
  deg="درجه", w5="پنج", w6="شش", cur="{} دلار", tsep="٬", dsep="٫", digits=FA_DIGITS,
  pay="خانواده برای بلیت‌ها {} می‌پردازد.", cartons="او {} شانه تخم‌مرغ پر می‌کند.", save="او در یک سال {} پس‌انداز می‌کند.", walk="او در یک هفته {} کیلومتر راه می‌رود.",
  town="اکنون جمعیت شهرک {} نفر است.", groups="معلم می‌تواند {} گروه تشکیل دهد.", sol="مجموعهٔ جواب {} است.", mid="نقطهٔ وسط {} است.", angle="اندازهٔ هر زاویهٔ داخلی {} است."),
 dict(code="hi", name="Hindi", final="अंतिम परिणाम", ans="अतः उत्तर {} है।", wait="रुकिए, मुझसे गणना में गलती हुई। फिर से गणना करते हैं:",
  friend="मेरे सहपाठी को {} मिला, लेकिन मुझे {} मिलता है।", notbut="सही उत्तर {} नहीं, {} है।", about="लगभग ", or_="या", approx="(यानी लगभग {})",
  deg="डिग्री", w5="पाँच", w6="छह", cur="₹{}", tsep=",", dsep=".",
  pay="परिवार टिकटों के लिए {} देता है।", cartons="वह अंडों के {} डिब्बे भरती है।", save="वह एक साल में {} बचाता है।", walk="वह एक हफ़्ते में {} किमी चलती है।",
  town="अब कस्बे की आबादी {} है।", groups="शिक्षिका {} समूह बना सकती हैं।", sol="हल समुच्चय {} है।", mid="मध्यबिंदु {} है।", angle="प्रत्येक अंतः कोण {} का है।"),
 dict(code="bn", name="Bengali", final="চূড়ান্ত ফলাফল", ans="অতএব, উত্তর হলো {}।", wait="দাঁড়াও, হিসাবে ভুল করেছি। আবার হিসাব করছি:",
  friend="আমার সহপাঠী পেয়েছে {}, কিন্তু আমি পাচ্ছি {}।", notbut="সঠিক উত্তর {} নয়, বরং {}।", about="প্রায় ", or_="বা", approx="(অর্থাৎ প্রায় {})",
  deg="ডিগ্রি", w5="পাঁচ", w6="ছয়", cur="{} টাকা", tsep=",", dsep=".",
  pay="পরিবারটি টিকিটের জন্য {} দেয়।", cartons="সে {}টি ডিমের বাক্স ভরে।", save="সে এক বছরে {} জমায়।", walk="সে এক সপ্তাহে {} কিমি হাঁটে।",
  town="এখন শহরের জনসংখ্যা {} জন।", groups="শিক্ষিকা {}টি দল গঠন করতে পারেন।", sol="সমাধান সেট {}।", mid="মধ্যবিন্দু {}।", angle="প্রতিটি অন্তঃকোণ {}।"),
 dict(code="id", name="Indonesian", final="Hasil akhir", ans="Jadi, jawabannya adalah {}.", wait="Tunggu, saya salah hitung. Saya hitung ulang:",
  friend="Teman sebangku saya mendapat {}, tetapi saya mendapat {}.", notbut="Jawaban yang benar bukan {}, melainkan {}.", about="sekitar ", or_="atau", approx="(yaitu sekitar {})",
  deg="derajat", w5="lima", w6="enam", cur="{} dolar", tsep=".", dsep=",",
  pay="Keluarga itu membayar {} untuk tiket.", cartons="Ia mengisi {} karton telur.", save="Ia menabung {} dalam setahun.", walk="Ia berjalan {} km dalam seminggu.",
  town="Sekarang kota itu berpenduduk {} jiwa.", groups="Guru dapat membentuk {} kelompok.", sol="Himpunan penyelesaiannya adalah {}.", mid="Titik tengahnya adalah {}.", angle="Setiap sudut dalam besarnya {}."),
 dict(code="vi", name="Vietnamese", final="Kết quả cuối cùng", ans="Vậy đáp án là {}.", wait="Khoan đã, tôi tính nhầm. Tính lại:",
  friend="Bạn cùng bàn tính ra {}, nhưng tôi tính được {}.", notbut="Đáp án đúng không phải là {} mà là {}.", about="khoảng ", or_="hoặc", approx="(tức là khoảng {})",
  deg="độ", w5="năm", w6="sáu", cur="{} đô la", tsep=".", dsep=",",
  pay="Gia đình trả {} tiền vé.", cartons="Cô ấy xếp được {} hộp trứng.", save="Anh ấy tiết kiệm được {} trong một năm.", walk="Cô ấy đi bộ {} km trong một tuần.",
  town="Thị trấn hiện có {} người.", groups="Cô giáo có thể chia được {} nhóm.", sol="Tập nghiệm là {}.", mid="Trung điểm là {}.", angle="Mỗi góc trong bằng {}."),
 dict(code="th", name="Thai", final="ผลลัพธ์สุดท้าย", ans="ดังนั้น คำตอบคือ {}", wait="เดี๋ยวก่อน ฉันคำนวณผิด ขอคำนวณใหม่:",
  friend="เพื่อนได้ {} แต่ฉันได้ {}", notbut="คำตอบที่ถูกต้องไม่ใช่ {} แต่เป็น {}", about="ประมาณ ", or_="หรือ", approx="(คือประมาณ {})",
  deg="องศา", w5="ห้า", w6="หก", cur="{} บาท", tsep=",", dsep=".",
  pay="ครอบครัวนี้จ่ายค่าตั๋วทั้งหมด {}", cartons="เธอบรรจุไข่ได้ {} กล่อง", save="เขาเก็บเงินได้ {} ในหนึ่งปี", walk="เธอเดินทั้งหมด {} กม. ในหนึ่งสัปดาห์",
  town="ตอนนี้เมืองมีประชากร {} คน", groups="ครูแบ่งได้ {} กลุ่ม", sol="เซตคำตอบคือ {}", mid="จุดกึ่งกลางคือ {}", angle="มุมภายในแต่ละมุมมีขนาด {}"),
 dict(code="nl", name="Dutch", final="Eindantwoord", ans="Het antwoord is dus {}.", wait="Wacht, ik heb me verrekend. Opnieuw berekenen:",
  friend="Mijn klasgenoot kwam op {}, maar ik kom op {}.", notbut="Het juiste antwoord is niet {}, maar {}.", about="ongeveer ", or_="of", approx="(dus ongeveer {})",
  deg="graden", w5="vijf", w6="zes", cur="€ {}", tsep=".", dsep=",",
  pay="Het gezin betaalt {} voor de kaartjes.", cartons="Ze vult {} eierdozen.", save="Hij spaart {} in een jaar.", walk="Ze loopt {} km in een week.",
  town="Het dorp telt nu {} inwoners.", groups="De juf kan {} groepjes maken.", sol="De oplossingsverzameling is {}.", mid="Het midden is {}.", angle="Elke binnenhoek is {}."),
 dict(code="sv", name="Swedish", final="Slutsvar", ans="Svaret är alltså {}.", wait="Vänta, jag räknade fel. Jag räknar om:",
  friend="Min bänkkamrat fick {}, men jag får {}.", notbut="Rätt svar är inte {} utan {}.", about="cirka ", or_="eller", approx="(alltså cirka {})",
  deg="grader", w5="fem", w6="sex", cur="{} kr", tsep="\u00a0", dsep=",",
  pay="Familjen betalar {} för biljetterna.", cartons="Hon fyller {} äggkartonger.", save="Han sparar {} på ett år.", walk="Hon går {} km på en vecka.",
  town="Orten har nu {} invånare.", groups="Läraren kan bilda {} grupper.", sol="Lösningsmängden är {}.", mid="Mittpunkten är {}.", angle="Varje inre vinkel är {}."),
 dict(code="cs", name="Czech", final="Konečný výsledek", ans="Odpověď tedy je {}.", wait="Počkat, spletl jsem se ve výpočtu. Počítám znovu:",
  friend="Spolužákovi vyšlo {}, ale mně vychází {}.", notbut="Správná odpověď není {}, ale {}.", about="asi ", or_="nebo", approx="(tj. přibližně {})",
  deg="stupňů", w5="pět", w6="šest", cur="{} Kč", tsep=" ", dsep=",",
  pay="Rodina zaplatí za vstupenky {}.", cartons="Naplní {} plat vajec.", save="Za rok ušetří {}.", walk="Za týden ujde {} km.",
  town="Obec má nyní {} obyvatel.", groups="Učitelka může vytvořit {} skupin.", sol="Množina řešení je {}.", mid="Střed úsečky je {}.", angle="Každý vnitřní úhel měří {}."),
 dict(code="el", name="Greek", final="Τελικό αποτέλεσμα", ans="Επομένως η απάντηση είναι {}.", wait="Μισό λεπτό, έκανα λάθος στον υπολογισμό. Ξαναϋπολογίζω:",
  friend="Ο συμμαθητής μου βρήκε {}, αλλά εγώ βρίσκω {}.", notbut="Η σωστή απάντηση δεν είναι {} αλλά {}.", about="περίπου ", or_="ή", approx="(δηλαδή περίπου {})",
  deg="μοίρες", w5="πέντε", w6="έξι", cur="{} €", tsep=".", dsep=",",
  pay="Η οικογένεια πληρώνει {} για τα εισιτήρια.", cartons="Γεμίζει {} θήκες αυγών.", save="Αποταμιεύει {} σε ένα χρόνο.", walk="Περπατά {} χλμ. την εβδομάδα.",
  town="Η κωμόπολη έχει τώρα {} κατοίκους.", groups="Η δασκάλα μπορεί να φτιάξει {} ομάδες.", sol="Το σύνολο λύσεων είναι {}.", mid="Το μέσο είναι {}.", angle="Κάθε εσωτερική γωνία είναι {}."),
 dict(code="he", name="Hebrew", final="תוצאה סופית", ans="לכן התשובה היא {}.", wait="רגע, טעיתי בחישוב. אחשב שוב:",
  friend="לחבר שלי יצא {}, אבל לי יוצא {}.", notbut="התשובה הנכונה היא לא {} אלא {}.", about="בערך ", or_="או", approx="(כלומר בערך {})",
  deg="מעלות", w5="חמש", w6="שש", cur="{} ש\"ח", tsep=",", dsep=".",
  pay="המשפחה משלמת {} על הכרטיסים.", cartons="היא ממלאת {} תבניות ביצים.", save="הוא חוסך {} בשנה.", walk="היא הולכת {} ק\"מ בשבוע.",
  town="כעת יש בעיירה {} תושבים.", groups="המורה יכולה ליצור {} קבוצות.", sol="קבוצת הפתרונות היא {}.", mid="נקודת האמצע היא {}.", angle="כל זווית פנימית היא {}."),
]
# fmt: on

# English glosses of the vocabulary (for the notes).
GL = dict(
    final="Final result", ans="So the answer is {}.", wait="Wait, I made an error in the calculation. Recomputing:",
    friend="My classmate got {}, but I get {}.", notbut="The correct answer is not {} but {}.", about="about ",
    or_="or", approx="(that is, roughly {})", pay="The family pays {} for the tickets.",
    cartons="She fills {} egg cartons.", save="He saves {} in a year.", walk="She walks {} km in the week.",
    town="The town now has {} inhabitants.", groups="The teacher can make {} groups.",
    sol="The solution set is {}.", mid="The midpoint is {}.", angle="Each interior angle measures {}.",
)  # fmt: skip

CJK = ("zh", "ja", "ko")


def num(lang: dict, value: str) -> str:
    """`value` ("11785", "70.50") in the language's notation: its thousands grouping, its decimal
    mark and, for Arabic and Persian, its digits (outside LaTeX only)."""
    whole, _, frac = value.partition(".")
    neg = whole.startswith("-")
    whole = whole.lstrip("-")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    out = ("-" if neg else "") + lang["tsep"].join(groups) + (lang["dsep"] + frac if frac else "")
    return out.translate(lang["digits"]) if "digits" in lang else out


def hnum(lang: dict, value: str) -> str:
    """The value in the `####` line: the local grouping with ASCII digits (a comma where the
    language writes native digits)."""
    if "digits" in lang:
        return num(dict(tsep=",", dsep="."), value)
    return num(lang, value)


def cur(lang: dict, value: str) -> str:
    return lang["cur"].format(num(lang, value))


def sep(lang: dict) -> str:
    """The separator of coordinates / interval ends: ';' where the comma is the decimal mark."""
    return "; " if lang["dsep"] in (",", "٫") else ", "


def degw(lang: dict, value: str) -> str:
    return value + ("" if lang["code"] in CJK else " ") + lang["deg"]


def with_gloss(sentence: str, extra: str) -> str:
    """`extra` (an approximation gloss) put before the sentence's closing stop, if it has one."""
    if sentence and sentence[-1] in ".。।":
        sep_ = "" if sentence[-1] == "。" else " "
        return sentence[:-1] + sep_ + extra + sentence[-1]
    return sentence + " " + extra


def lead(lang: dict) -> str:
    """The native 'so the answer is' up to the value."""
    return lang["ans"].split("{}")[0]


# ================================================================ working (language-neutral)
TICK_AD = "4 * 12.75 = 51.00\n"
TICK = TICK_AD + "3 * 6.50 = 19.50\n51.00 + 19.50 = 70.50\n"
EGG_ALL = "35 * 6 = 210\n210 * 4 = 840\n"
EGG = EGG_ALL + "840 / 12 = 70\n"
SAVE_M = "2400 - 1650 = 750\n"
SAVE = SAVE_M + "750 * 12 = 9000\n"
WALK = "2.75 * 2 = 5.5\n5.5 * 5 = 27.5\n"
TOWN_SUB = "12480 + 1350 = 13830\n"
TOWN = TOWN_SUB + "13830 - 2045 = 11785\n"
GRP = "42 / 7 = 6\n"

G_FR, FR_W = (
    r"\frac{17}{30}",
    "$\\frac{2}{5} + \\frac{1}{6} = \\frac{12}{30} + \\frac{5}{30} = \\frac{17}{30}$\n",
)
G_SQ, SQ_W = r"6\sqrt{2}", "$\\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$\n"
G_INT, INT_W = "[-1, 7]", "$|x - 3| \\le 4 \\iff -4 \\le x - 3 \\le 4 \\iff -1 \\le x \\le 7$\n"
G_ROOTS, ROOTS_W = "-4, 3", "$x^2 + x - 12 = (x + 4)(x - 3) = 0$\n"
G_CPX = "5 + 5i"
CPX_W = "$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i + 2 = 5 + 5i$\n"
CPX_SLIP = "$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i - 2 = 1 + 5i$\n"
G_MID = "(2, 2)"
MID_W = "$M = \\left(\\frac{-2 + 6}{2}, \\frac{5 + (-1)}{2}\\right) = \\left(\\frac{4}{2}, \\frac{4}{2}\\right)$\n"
MID_SLIP = "$\\left(\\frac{6 - (-2)}{2}, \\frac{-1 - 5}{2}\\right) = \\left(\\frac{8}{2}, \\frac{-6}{2}\\right)$\n"
G_COMB, COMB_W = "35", "$\\binom{7}{3} = \\frac{7 \\cdot 6 \\cdot 5}{3!} = \\frac{210}{6}$\n"
G_OCT, OCT_W = "135", "$\\frac{(8 - 2) \\cdot 180^\\circ}{8} = \\frac{1080^\\circ}{8}$\n"
G_LOG, LOG_W = "5", "$32 = 2^5$, so $\\log_2 32 = \\log_2 2^5$.\n"


# Each slot: (id stem, checker, gold, truth, form, text builder, gloss builder, why).
def S(stem, checker, gold, truth, form, text, gloss, why):  # noqa: ANN001, ANN201, N802
    return (stem, checker, gold, truth, form, text, gloss, why)


def pt(L: dict, a: str, b: str, name: str = "") -> str:  # noqa: N803
    return f"${name}({a}{sep(L)}{b})$"


GSM_A = [
    S(
        "q_friend_gold",
        "gsm8k",
        "70.5",
        "wrong",
        "prose_sentence",
        lambda L: (
            TICK_AD
            + L["friend"].format(cur(L, "70.50"), cur(L, "51.00"))
            + "\n"
            + L["pay"].format(cur(L, "51.00"))
        ),
        lambda L: GL["friend"].format("70.50", "51.00") + " " + GL["pay"].format("51.00"),
        "the gold only in a classmate's reported result; the model's own answer is the adults' tickets only (51)",
    ),
    S(
        "r_wait_wrong",
        "gsm8k",
        "11785",
        "wrong",
        "prose_sentence",
        lambda L: (
            TOWN
            + L["town"].format(num(L, "11785"))
            + "\n"
            + L["wait"]
            + "\n"
            + TOWN_SUB
            + L["town"].format(num(L, "13830"))
        ),
        lambda L: (
            GL["town"].format("11,785")
            + " "
            + GL["wait"]
            + " 12480 + 1350 = 13830. "
            + GL["town"].format("13,830")
        ),
        "a native correction after the right count moves to the subtotal before the 2,045 who left: the new value is final",
    ),
    S(
        "x_about_only",
        "gsm8k",
        "27.5",
        "wrong",
        "prose_sentence",
        lambda L: "2.75 * 2 * 5 ≈ 28\n" + L["walk"].format(L["about"] + num(L, "28")),
        lambda L: GL["walk"].format("about 28"),
        "only a rounded distance 28 for the exact 27.5",
    ),
    S(
        "t_tag_eggs",
        "gsm8k",
        "70",
        "wrong",
        "tag",
        lambda L: th(EGG_ALL) + "<answer>" + L["final"] + ": " + num(L, "840") + "</answer>",
        lambda L: "<answer>" + GL["final"] + ": 840</answer>",
        "the tag holds the egg count 840; cartons are asked (840 / 12 = 70)",
    ),
    S(
        "h_hash_month",
        "gsm8k",
        "9000",
        "wrong",
        "hash",
        lambda L: SAVE_M + L["ans"].format(cur(L, "750")) + "\n#### 750",
        lambda L: GL["ans"].format("750") + " #### 750",
        "a native phrase and #### with the monthly saving; the year's saving is asked",
    ),
    S(
        "n_notbut_gold_negated",
        "gsm8k",
        "6",
        "wrong",
        "answer_is",
        lambda L: "42 / 6 = 7\n" + L["notbut"].format(num(L, "6"), num(L, "7")),
        lambda L: "42 / 6 = 7. " + GL["notbut"].format("6", "7"),
        "'not 6 but 7': the gold negated, the final value the swapped division",
    ),
    S(
        "x_hedge_or",
        "gsm8k",
        "27.5",
        "wrong",
        "prose_sentence",
        lambda L: WALK + L["walk"].format(num(L, "27.5") + " " + L["or_"] + " " + num(L, "13.75")),
        lambda L: GL["walk"].format("27.5 or 13.75"),
        "a hedge with the native 'or' between the round trip and the one-way distance",
    ),
    S(
        "c_cut_box",
        "gsm8k",
        "70",
        "no_answer",
        "none",
        lambda L: EGG_ALL + "840 / 12 = ?\n" + lead(L) + "$\\boxed{",
        lambda L: "840 / 12 = ? So the answer is [\\boxed{ ...cut]",
        "cut at the token cap inside the box after the native lead, before any value",
    ),
]

GSM_B = [
    S(
        "t_ok_tag_cur",
        "gsm8k",
        "70.5",
        "correct",
        "tag",
        lambda L: th(TICK) + "<answer>" + L["pay"].format(cur(L, "70.50")) + "</answer>",
        lambda L: "<answer>" + GL["pay"].format("70.50") + "</answer>",
        "a native sentence in the tag with the local decimal mark and currency",
    ),
    S(
        "h_ok_hash_grouped",
        "gsm8k",
        "11785",
        "correct",
        "hash",
        lambda L: TOWN + L["town"].format(num(L, "11785")) + "\n#### " + hnum(L, "11785"),
        lambda L: GL["town"].format("11,785") + " #### " + hnum(L, "11785"),
        "the local thousands grouping inside the #### line",
    ),
    S(
        "r_ok_wait_fix",
        "gsm8k",
        "9000",
        "correct",
        "prose_sentence",
        lambda L: (
            SAVE_M
            + L["save"].format(cur(L, "750"))
            + "\n"
            + L["wait"]
            + "\n750 * 12 = 9000\n"
            + L["save"].format(cur(L, "9000"))
        ),
        lambda L: (
            GL["save"].format("750")
            + " "
            + GL["wait"]
            + " 750 * 12 = 9000. "
            + GL["save"].format("9,000")
        ),
        "the monthly value first, then a native correction to the year's saving: the new value is final",
    ),
    S(
        "q_ok_friend_wrong",
        "gsm8k",
        "6",
        "correct",
        "prose_sentence",
        lambda L: (
            GRP
            + L["friend"].format(num(L, "7"), num(L, "6"))
            + "\n"
            + L["groups"].format(num(L, "6"))
        ),
        lambda L: GL["friend"].format("7", "6") + " " + GL["groups"].format("6"),
        "a classmate's wrong 7 reported, the model's own 6 last",
    ),
    S(
        "x_ok_approx_after",
        "gsm8k",
        "27.5",
        "correct",
        "prose_sentence",
        lambda L: (
            WALK + with_gloss(L["walk"].format(num(L, "27.5")), L["approx"].format(num(L, "28")))
        ),
        lambda L: with_gloss(GL["walk"].format("27.5"), GL["approx"].format("28")),
        "the exact distance with the local decimal mark, then an approximation gloss",
    ),
    S(
        "u_ok_word_groups",
        "gsm8k",
        "6",
        "correct",
        "prose_sentence",
        lambda L: GRP + L["groups"].format(L["w6"]),
        lambda L: GL["groups"].format("six"),
        "the native number word for 6",
    ),
    S(
        "n_ok_notbut",
        "gsm8k",
        "9000",
        "correct",
        "answer_is",
        lambda L: SAVE + L["notbut"].format(cur(L, "750"), cur(L, "9000")),
        lambda L: GL["notbut"].format("750", "9,000"),
        "'not 750 but 9,000': the monthly value negated, the gold last with local grouping and currency",
    ),
    S(
        "u_ok_label_cur",
        "gsm8k",
        "70.5",
        "correct",
        "final_answer_phrase",
        lambda L: TICK + "**" + L["final"] + ":** " + cur(L, "70.50"),
        lambda L: "**" + GL["final"] + ":** 70.50",
        "a bold native label with the local decimal mark and currency",
    ),
]

MATH_A = [
    S(
        "x_m_dec_only",
        "math",
        G_FR,
        "wrong",
        "answer_is",
        lambda L: (
            "$\\frac{2}{5} + \\frac{1}{6} = 0.4 + 0.1\\overline{6} \\approx 0.567$\n"
            + L["ans"].format(num(L, "0.567"))
        ),
        lambda L: GL["ans"].format("0.567"),
        "a three-place decimal only for 17/30 (0.5666...)",
    ),
    S(
        "t_m_tag_one_root",
        "math",
        G_ROOTS,
        "wrong",
        "tag",
        lambda L: th(ROOTS_W) + "<answer>" + L["ans"].format("$x = 3$") + "</answer>",
        lambda L: "<answer>" + GL["ans"].format("x = 3") + "</answer>",
        "one of the two roots in the tag sentence",
    ),
    S(
        "r_m_wait_wrong",
        "math",
        G_CPX,
        "wrong",
        "boxed",
        lambda L: (
            CPX_W
            + L["ans"].format("$\\boxed{5 + 5i}$")
            + "\n"
            + L["wait"]
            + "\n"
            + CPX_SLIP
            + L["ans"].format("$\\boxed{1 + 5i}$")
        ),
        lambda L: (
            GL["ans"].format("[5 + 5i]")
            + " "
            + GL["wait"]
            + " ... = 1 + 5i. "
            + GL["ans"].format("[1 + 5i]")
        ),
        "the right box, then a native correction to the i^2 slip 1 + 5i: the new value is final",
    ),
    S(
        "u_m_exterior",
        "math",
        G_OCT,
        "wrong",
        "prose_sentence",
        lambda L: (
            "$\\frac{360^\\circ}{8} = 45^\\circ$\n" + L["angle"].format(degw(L, num(L, "45")))
        ),
        lambda L: GL["angle"].format("45 degrees"),
        "the exterior angle 45 stated; the interior angle is 135",
    ),
    S(
        "n_m_open",
        "math",
        G_INT,
        "wrong",
        "prose_sentence",
        lambda L: INT_W.replace("\\le", "<") + L["sol"].format(pt(L, "-1", "7")),
        lambda L: GL["sol"].format("(-1" + sep(L).rstrip() + " 7)"),
        "the open interval drops the ends -1 and 7, which satisfy |x - 3| <= 4",
    ),
    S(
        "x_m_ordered",
        "math",
        G_COMB,
        "wrong",
        "answer_is",
        lambda L: "$7 \\cdot 6 \\cdot 5 = 210$\n" + L["ans"].format("$210$"),
        lambda L: GL["ans"].format("210"),
        "the ordered count 210; choices are unordered (35)",
    ),
    S(
        "q_m_friend_mid",
        "math",
        G_MID,
        "wrong",
        "prose_sentence",
        lambda L: (
            MID_SLIP
            + L["friend"].format(pt(L, "2", "2"), pt(L, "4", "-3"))
            + "\n"
            + L["mid"].format(pt(L, "4", "-3"))
        ),
        lambda L: GL["friend"].format("(2, 2)", "(4, -3)") + " " + GL["mid"].format("(4, -3)"),
        "the gold only in a classmate's reported result; the model's own answer halves the differences",
    ),
    S(
        "c_m_cut_roots",
        "math",
        G_ROOTS,
        "no_answer",
        "none",
        lambda L: ROOTS_W + L["sol"].split("{}")[0] + "$\\{-4" + sep(L).rstrip(),
        lambda L: GL["sol"].split("{}")[0] + "{-4" + sep(L).rstrip() + " [cut]",
        "cut at the token cap inside the root set after the first root",
    ),
]

MATH_B = [
    S(
        "b_m_ok_box_native",
        "math",
        G_FR,
        "correct",
        "boxed",
        lambda L: FR_W + L["ans"].format("$\\boxed{\\dfrac{17}{30}}$"),
        lambda L: GL["ans"].format("[17/30]"),
        "a native lead and a box with \\dfrac",
    ),
    S(
        "x_m_ok_approx_after",
        "math",
        G_SQ,
        "correct",
        "answer_is",
        lambda L: (
            SQ_W + with_gloss(L["ans"].format("$6\\sqrt{2}$"), L["approx"].format(num(L, "8.49")))
        ),
        lambda L: with_gloss(GL["ans"].format("6√2"), GL["approx"].format("8.49")),
        "the exact value, then an approximation gloss in the local decimal notation",
    ),
    S(
        "s_m_ok_interval",
        "math",
        G_INT,
        "correct",
        "prose_sentence",
        lambda L: INT_W + L["sol"].format("$[-1" + sep(L) + "7]$"),
        lambda L: GL["sol"].format("[-1" + sep(L).rstrip() + " 7]"),
        "the closed interval (with ';' where the comma is the decimal mark)",
    ),
    S(
        "t_m_ok_tag_roots",
        "math",
        G_ROOTS,
        "correct",
        "tag",
        lambda L: th(ROOTS_W) + "<answer>$x = -4$ " + L["or_"] + " $x = 3$</answer>",
        lambda L: "<answer>x = -4 or x = 3</answer>",
        "both roots joined by the native 'or' in the tag: the solution list, not a hedge",
    ),
    S(
        "r_m_ok_wait",
        "math",
        G_CPX,
        "correct",
        "boxed",
        lambda L: (
            CPX_SLIP
            + L["ans"].format("$\\boxed{1 + 5i}$")
            + "\n"
            + L["wait"]
            + "\n"
            + CPX_W
            + L["ans"].format("$\\boxed{5 + 5i}$")
        ),
        lambda L: (
            GL["ans"].format("[1 + 5i]")
            + " "
            + GL["wait"]
            + " ... = 5 + 5i. "
            + GL["ans"].format("[5 + 5i]")
        ),
        "the i^2 slip boxed, then a native correction to the gold: the new value is final",
    ),
    S(
        "u_m_ok_deg_word",
        "math",
        G_OCT,
        "correct",
        "prose_sentence",
        lambda L: OCT_W + L["angle"].format(degw(L, num(L, "135"))),
        lambda L: GL["angle"].format("135 degrees"),
        "the degree gold with the native word for degrees",
    ),
    S(
        "n_m_ok_notbut",
        "math",
        G_COMB,
        "correct",
        "answer_is",
        lambda L: COMB_W + L["notbut"].format("$210$", "$35$"),
        lambda L: GL["notbut"].format("210", "35"),
        "'not 210 but 35': the ordered count negated, the gold last",
    ),
    S(
        "w_m_ok_log_word",
        "math",
        G_LOG,
        "correct",
        "answer_is",
        lambda L: LOG_W + L["ans"].format(L["w5"]),
        lambda L: GL["ans"].format("five"),
        "the native number word for 5",
    ),
    S(
        "p_m_ok_mid",
        "math",
        G_MID,
        "correct",
        "prose_sentence",
        lambda L: MID_W + L["mid"].format(pt(L, "2", "2", "M")),
        lambda L: GL["mid"].format("M(2" + sep(L).rstrip() + " 2)"),
        "a named midpoint (with ';' where the comma is the decimal mark)",
    ),
]


# Hand-written extras in a language's own school or money notation (`e_`).
EXTRAS = [
    g(
        "e_ok_da_zh",
        "B",
        "9000",
        "correct",
        "prose_sentence",
        SAVE + "答：他一年能攒下9000元。",
        'Chinese; final lines in English: "Ans.: he can save 9000 yuan in a year."; the primary-school answer label 答： with a full-width colon and the yuan after the number',
    ),
    g(
        "e_ok_ideographic_space_ja",
        "B",
        "11785",
        "correct",
        "final_answer_phrase",
        TOWN + "答え\u300011,785人",
        'Japanese; final lines in English: "Answer 11,785 people"; an ideographic space (U+3000) between the label and the value, the counter 人 after it',
    ),
    g(
        "e_about_man_ko",
        "A",
        "11785",
        "wrong",
        "prose_sentence",
        "12480 + 1350 - 2045 ≈ 12000\n답: 약 1만 2천 명",
        'Korean; final lines in English: "Answer: about 12 thousand (1 man 2 cheon) people"; an approximation only, in the Korean ten-thousand / thousand units, for 11,785',
    ),
    g(
        "e_adults_swiss_de",
        "A",
        "70.5",
        "wrong",
        "final_answer_phrase",
        TICK_AD + "Total: CHF 51.–",
        "German (Switzerland); final lines in English: \"Total: CHF 51.–\"; the Swiss '.–' for whole francs on the adults' tickets only (51, not 70.50)",
    ),
    m(
        "e_m_ok_subscripts_ru",
        "B",
        G_ROOTS,
        "correct",
        "answer_is",
        ROOTS_W + "Ответ: $x_1 = -4$, $x_2 = 3$.",
        'Russian; final lines in English: "Answer: x_1 = -4, x_2 = 3."; both roots with LaTeX subscripts after the school label Ответ',
    ),
    m(
        "e_m_ok_reponse_fr",
        "B",
        G_FR,
        "correct",
        "answer_is",
        FR_W + "Réponse : $\\dfrac{17}{30}$",
        'French; final lines in English: "Answer: 17/30"; the French space before the colon, \\dfrac',
    ),
    m(
        "e_m_approx_swiss_de",
        "A",
        G_SQ,
        "wrong",
        "prose_sentence",
        "$\\sqrt{72} = \\sqrt{36 \\cdot 2}$\nSomit ist $\\sqrt{72} \\approx 8.49$.",
        'German (Switzerland); final lines in English: "Hence √72 ≈ 8.49."; an approximation only (decimal point, as in Switzerland) for 6√2',
    ),
    m(
        "e_m_hedge_he",
        "A",
        G_OCT,
        "wrong",
        "prose_sentence",
        OCT_W + "כל זווית פנימית היא 135 או 45 מעלות.",
        'Hebrew; final lines in English: "Each interior angle is 135 or 45 degrees."; a hedge between the interior and the exterior angle',
    ),
]


def build() -> list[tuple]:
    """The rotation probes: the first 16 languages get 3 + 3 GSM8K and 3 + 3 MATH slots, the last
    8 get 2 + 3 GSM8K and 3 + 2 MATH; then the extras."""
    cases = []
    for i, L in enumerate(LANGS):
        full = i < 16
        picks = (
            [(GSM_A[(3 * i + k) % len(GSM_A)], "A") for k in range(3 if full else 2)]
            + [(GSM_B[(3 * i + 1 + k) % len(GSM_B)], "B") for k in range(3)]
            + [(MATH_A[(3 * i + 2 + k) % len(MATH_A)], "A") for k in range(3)]
            + [(MATH_B[(3 * i + k) % len(MATH_B)], "B") for k in range(3 if full else 2)]
        )
        for (stem, checker, gold, truth, form, text, gloss, why), kind in picks:
            note = f'{L["name"]}; final lines in English: "{gloss(L)}"; {why}'
            make = g if checker == "gsm8k" else m
            cases.append(make(f"{stem}_{L['code']}", kind, gold, truth, form, text(L), note))
    return cases + EXTRAS


CASES = build()
DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam139", CASES, [], DECISIONS)
