r"""Build adversarial_redteam137.jsonl: round 137 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam137"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 134 and 135, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam134.py / build_adversarial_redteam135.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, golds and wording).

Aim of this round: MULTILINGUAL final answers, the way multilingual models (Qwen2.5, Llama-3.1,
Gemma-2, Aya) answer MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese (Brazil), French (narrow no-break space thousands), German,
Italian, Russian (no-break space thousands), Ukrainian, Polish, Turkish, Arabic (Arabic-Indic
digits, Arabic decimal and thousands marks), Persian (Persian digits), Hindi, Bengali (Bengali
digits), Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew. Each language has its
own vocabulary of final lines (its "final answer" label, "the answer is", "so the result is", a
correction "hmm, actually I made a mistake", the answer key's reported value, "about", "or", "not X
but Y", counted nouns, number words, currency before or after the number, its decimal mark and
thousands grouping: dot, space, no-break space, narrow no-break space, comma, Arabic separator).
Working lines are language-neutral equations (as models often write them); the final lines are in
the language. Each language gets 9 or 10 rotation probes (the first 12 languages: 3 GSM8K kind A, 2
GSM8K kind B, 3 MATH kind A, 2 MATH kind B; the last 12: 2 + 2 GSM8K, 3 + 2 MATH), the slots picked
by rotation from the pools below so that every slot appears in four to eight languages, plus one to
three hand-written extras in the language's own school or money notation (`e_`). Every note carries
an English gloss of the final lines.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- library: 1,248 books, buys 375, donates 219 -> 1404 (1248 + 375 = 1623; 1623 - 219 = 1404).
  Subtotal before the donation 1623.
- fabric: 3.5 m at 12.40 a metre -> 43.4 (3 * 12.40 = 37.20; 0.5 * 12.40 = 6.20; 43.40). 3 m only:
  37.20; rounded 43.
- pies: 30 guests, one slice each, 8 slices a pie, whole pies bought -> 4 (30 / 8 = 3.75, round up).
- savings: 1,850 a month, 15 % saved, a year -> 3330 (1850 * 0.15 = 277.50 a month; * 12 = 3330).
  Approximation 3300 is another value.
- glasses: 40 students, 35 % wear glasses -> 14 (40 * 0.35 = 14; without glasses 26).
- apples: 8 crates of 24, 15 rotten -> 177 (8 * 24 = 192; 192 - 15 = 177).
MATH
- 1/3 + 1/4 -> \frac{7}{12} (4/12 + 3/12); the slip (1+1)/(3+4) = 2/7.
- distance (1, 2) to (4, 8) -> 3\sqrt{5} (9 + 36 = 45; sqrt 45 = 6.7082...).
- 2x - 5 > 3 -> (4, \infty) (2x > 8); [4, \infty) includes the excluded end.
- x^2 - 5x + 6 = 0 -> 2, 3 ((x - 2)(x - 3)).
- (3 - i)^2 -> 8 - 6i (9 - 6i + i^2 = 8 - 6i); with i^2 read as +1: 10 - 6i.
- y = 2x + 1 meets y = -x + 7 -> (2, 5) (3x = 6; y = 5); swapped (5, 2) is wrong.
- arrangements of LEVEL -> 30 (5! / (2! 2!) = 120 / 4); 120 forgets the repeats.
- sum of the interior angles of a heptagon -> 900 (degrees) ((7 - 2) * 180); each angle 900/7 =
  128.57...
GSM8K, extras only
- stadium: 3 stands of 12,500 seats and one of 8,750 -> 46250 (37500 + 8750); 4.625万 = 4万6,250
  = 46250; "about 4.6万" = 46000 is another value.
- voters: 48,500 + 52,300 + 61,700 -> 162500 (100800 + 61700); lakh grouping 1,62,500; "about 1.6
  lakh" = 160000 is another value.

Classes (id prefix, then the slot, then the language code; `_m_` marks MATH, `_ok_` kind B):
GSM8K kind A: `q_said_sub` the gold only in the answer key's reported value, own value the subtotal
1623; `r_wait_wrong` 43.40 then "hmm, actually I made a mistake" to 37.20; `x_about_only` "about
3,300" only; `x_hedge_words` number-word hedge "three or four pies"; `t_tag_month` a tag sentence
stating the monthly 277.50 as the year's savings; `h_hash_sub` a native final-answer label and
#### with the subtotal 1623; `n_notbut_complement` "not 14 but 26" (those without glasses);
`c_cut` cut after the subtotal 192 inside "so the result is"; `u_pct_given` "35 %" for a count;
`x_frac_pies` 3.75 pies.
GSM8K kind B: `t_ok_tag_noun` a tag holding a counted-noun sentence; `h_ok_hash_phrase` native
sentence and label with local grouping, then ####; `u_ok_label_grouped_cur` a bold native label with
local thousands and currency; `u_ok_deccomma_cur` decimal comma and currency; `u_ok_word_pies` and
`u_ok_word_glasses` number words; `n_ok_notbut` "not 26 but 14"; `r_ok_wait` 192 then a native
correction to 177; `q_ok_said` the key's wrong 1623 reported, own 1404; `x_ok_approx_after` the
exact price with "(about 43)" after it.
MATH kind A: `x_m_approx_only` an approximation in the local decimal notation only; `t_m_tag_one_root` one root in a
tag; `r_m_wait_wrong` right box, then a native correction to 10 - 6i; `q_m_said_frac` the gold
only as the key's value, own 2/7; `n_m_notbut_swap` "not (2, 5) but (5, 2)"; `x_m_closed_interval`
[4, \infty); `x_m_perm_120`; `u_m_each_angle` one angle 128.57 for the sum; `c_m_cut_box` cut
inside the box; `x_m_hedge_interval` open "or" closed interval.
MATH kind B: `b_m_ok_box_lead` native lead and box; `x_m_ok_approx_after` exact value then "≈
6,71"; `s_m_ok_interval_semi` interval with a semicolon where the comma is the decimal mark;
`t_m_ok_tag_roots` a tag sentence with x_1, x_2; `r_m_ok_wait` 10 - 6i then a native correction to
the gold; `h_m_ok_label_point` bold native label with the point (semicolon where the comma is the
decimal mark); `n_m_ok_notbut` "not 120 but 30"; `u_m_ok_degrees_word` 900 and the native word for
degrees; `b_m_ok_roots_box` a box holding x_1 = 2, x_2 = 3.
Extras (`e_`, one to three a language, 47 kind B and 5 kind A): 万 / 만 ten-thousand units,
故答案为 with a full-width colon, full-width digits, ∴, Latin-American $ with dot thousands, the
reversed-bracket open interval ]4, +∞[ (pt, fr, it) and a closed [4 ; +∞[ (kind A), Swiss CHF
3'330.–, German 𝕃 = {2; 3}, rubles and kopecks (and the kopecks dropped: kind A), Unicode x₁ x₂,
"Odp." / "Απ." / "Ç.K." / Czech K = {2; 3} school abbreviations, lira / shekel signs before,
Arabic س with Arabic-Indic digits, Persian digits with a counter, Hindi and Bengali lakh grouping
1,62,500 (and "about 1.6 lakh": kind A), Thai digits, Dutch ∨, Swedish 3 330:-, Czech 3 330,- Kč,
Vietnamese (đvđd), a Greek capital alpha naming a point, "about €43" only (kind A).

Label conventions (corpus/README.md, rounds 134 and 135): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma, local thousands grouping with dot, space,
no-break or narrow no-break space, comma or the Arabic separator, native digits, currency before or
after, a counted noun, a number word, the native word for degrees, a semicolon separating
coordinates or interval ends where the comma is the decimal mark) is correct; an approximation
after the exact value is a gloss, not a second answer; an approximation alone for an exact gold is
wrong; another quantity (subtotal, monthly value, one angle for the sum, the complement, the given
percent for a count) is wrong; an answer tag's content is the final answer (a sentence in it is
read for its value); a hedge ("A or B") is wrong; one of two roots is wrong; an explicit
correction after an answer makes the new value final (right or wrong); a value only in reported
speech is not the model's answer; a completion cut before any final answer is no_answer; "A or B"
listing both roots of one equation is the solution list, not a hedge. Debatable probes (a value
in the Chinese / Korean ten-thousand unit, a price in rubles and kopecks) carry `debatable=True`
and a DECISIONS entry (accept: the same value in the language's own units).

Usage: python build_adversarial_redteam137.py   (writes adversarial_redteam137.jsonl beside it)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
BN_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")

# fmt: off
# Per language: the native final-line vocabulary. Templates take the value(s) with {}.
LANGS = [
 dict(code="zh", name="Chinese", final="最终答案", ans="答案是{}。", res="所以结果是{}。",
  wait="嗯，其实我算错了。重新算一下：", key="参考答案写的是{}，但我算出来是{}。", about="约", or_="或",
  notbut="答案不是{}，而是{}。", books="图书馆现在有{}本书。", apples="还剩{}个好苹果。", pies="她需要买{}个派。",
  glasses="一共有{}名学生戴眼镜。", save="她一年能存{}。", cost="这块布一共花了{}。", w3="三", w4="四", w14="十四",
  roots="方程的根是{}和{}。", deg="度", cur="{}元", tsep=",", dsep="."),
 dict(code="ja", name="Japanese", final="最終解答", ans="答えは{}です。", res="よって、結果は{}です。",
  wait="あ、計算を間違えました。やり直します：", key="解答には{}とありますが、私の計算では{}になります。", about="約", or_="または",
  notbut="答えは{}ではなく、{}です。", books="図書館の本は現在{}冊です。", apples="良いリンゴは{}個残ります。", pies="パイを{}個買う必要があります。",
  glasses="眼鏡をかけている生徒は{}人です。", save="1年間で{}貯金できます。", cost="布の代金は{}です。", w3="三", w4="四", w14="十四",
  roots="解は{}と{}です。", deg="度", cur="{}ドル", tsep=",", dsep="."),
 dict(code="ko", name="Korean", final="최종 답안", ans="정답은 {}입니다.", res="따라서 결과는 {}입니다.",
  wait="앗, 계산을 잘못했네요. 다시 계산하겠습니다:", key="해답지에는 {}라고 되어 있지만, 제 계산으로는 {}입니다.", about="약 ", or_="또는",
  notbut="답은 {}가 아니라 {}입니다.", books="도서관에는 이제 책이 {}권 있습니다.", apples="좋은 사과가 {} 개 남습니다.", pies="파이를 {} 개 사야 합니다.",
  glasses="안경을 쓴 학생은 {} 명입니다.", save="1년 동안 {}를 저축합니다.", cost="천의 가격은 {}입니다.", w3="세", w4="네", w14="열네",
  roots="근은 {}과 {}입니다.", deg="도", cur="{}달러", tsep=",", dsep="."),
 dict(code="es", name="Spanish", final="Respuesta final", ans="La respuesta es {}.", res="Por lo tanto, el resultado es {}.",
  wait="Mmm, en realidad me equivoqué. Lo rehago:", key="El solucionario dice {}, pero a mí me sale {}.", about="aproximadamente ", or_="o",
  notbut="La respuesta no es {}, sino {}.", books="Ahora la biblioteca tiene {} libros.", apples="Quedan {} manzanas buenas.", pies="Tiene que comprar {} tartas.",
  glasses="En total, {} estudiantes usan gafas.", save="Ahorra {} en un año.", cost="La tela cuesta {}.", w3="tres", w4="cuatro", w14="catorce",
  roots="Las raíces son {} y {}.", deg="grados", cur="{} €", tsep=".", dsep=","),
 dict(code="pt", name="Portuguese (Brazil)", final="Resposta final", ans="A resposta é {}.", res="Logo, o resultado é {}.",
  wait="Hmm, na verdade eu errei. Refazendo:", key="O gabarito diz {}, mas eu obtive {}.", about="aproximadamente ", or_="ou",
  notbut="A resposta não é {}, e sim {}.", books="Agora a biblioteca tem {} livros.", apples="Sobram {} maçãs boas.", pies="Ela precisa comprar {} tortas.",
  glasses="No total, {} alunos usam óculos.", save="Ela economiza {} em um ano.", cost="O tecido custa {}.", w3="três", w4="quatro", w14="catorze",
  roots="As raízes são {} e {}.", deg="graus", cur="R$ {}", tsep=".", dsep=","),
 dict(code="fr", name="French", final="Réponse finale", ans="La réponse est {}.", res="Ainsi, le résultat est {}.",
  wait="Hmm, en fait je me suis trompé. Je reprends :", key="Le corrigé indique {}, mais je trouve {}.", about="environ ", or_="ou",
  notbut="La réponse n'est pas {}, mais {}.", books="La bibliothèque possède maintenant {} livres.", apples="Il reste {} pommes en bon état.", pies="Elle doit acheter {} tartes.",
  glasses="Au total, {} élèves portent des lunettes.", save="Elle économise {} en un an.", cost="Le tissu coûte {}.", w3="trois", w4="quatre", w14="quatorze",
  roots="Les racines sont {} et {}.", deg="degrés", cur="{}\u00a0€", tsep="\u202f", dsep=","),
 dict(code="de", name="German", final="Endergebnis", ans="Die Antwort lautet {}.", res="Also ergibt sich {}.",
  wait="Hmm, eigentlich habe ich mich verrechnet. Nochmal:", key="In den Lösungen steht {}, aber ich komme auf {}.", about="etwa ", or_="oder",
  notbut="Die Antwort ist nicht {}, sondern {}.", books="Die Bibliothek hat jetzt {} Bücher.", apples="Es bleiben {} gute Äpfel übrig.", pies="Sie muss {} Kuchen kaufen.",
  glasses="Insgesamt tragen {} Schüler eine Brille.", save="Sie spart in einem Jahr {}.", cost="Der Stoff kostet {}.", w3="drei", w4="vier", w14="vierzehn",
  roots="Die Lösungen sind {} und {}.", deg="Grad", cur="{} €", tsep=".", dsep=","),
 dict(code="it", name="Italian", final="Risposta finale", ans="La risposta è {}.", res="Quindi il risultato è {}.",
  wait="Hmm, in realtà ho sbagliato. Rifaccio:", key="Il libro riporta {}, ma a me viene {}.", about="circa ", or_="o",
  notbut="La risposta non è {}, bensì {}.", books="Ora la biblioteca ha {} libri.", apples="Restano {} mele buone.", pies="Deve comprare {} torte.",
  glasses="In tutto, {} studenti portano gli occhiali.", save="Risparmia {} in un anno.", cost="La stoffa costa {}.", w3="tre", w4="quattro", w14="quattordici",
  roots="Le radici sono {} e {}.", deg="gradi", cur="{} €", tsep=".", dsep=","),
 dict(code="ru", name="Russian", final="Итоговый ответ", ans="Ответ: {}.", res="Итак, получаем {}.",
  wait="Хм, на самом деле я ошибся. Пересчитаю:", key="В ответах учебника написано {}, но у меня выходит {}.", about="примерно ", or_="или",
  notbut="Ответ не {}, а {}.", books="Теперь в библиотеке {} книги.", apples="Осталось {} хороших яблок.", pies="Ей нужно купить {} пирога.",
  glasses="Всего очки носят {} учеников.", save="За год она откладывает {}.", cost="Ткань стоит {}.", w3="три", w4="четыре", w14="четырнадцать",
  roots="Корни уравнения: {} и {}.", deg="градусов", cur="{} ₽", tsep="\u00a0", dsep=","),
 dict(code="uk", name="Ukrainian", final="Кінцева відповідь", ans="Відповідь: {}.", res="Отже, маємо {}.",
  wait="Хм, насправді я помилився. Перерахую:", key="У відповідях підручника — {}, але в мене виходить {}.", about="приблизно ", or_="чи",
  notbut="Відповідь не {}, а {}.", books="Тепер у бібліотеці {} книги.", apples="Залишилося {} хороших яблук.", pies="Їй треба купити {} пироги.",
  glasses="Загалом окуляри носять {} учнів.", save="За рік вона відкладає {}.", cost="Тканина коштує {}.", w3="три", w4="чотири", w14="чотирнадцять",
  roots="Корені рівняння: {} і {}.", deg="градусів", cur="{} грн", tsep=" ", dsep=","),
 dict(code="pl", name="Polish", final="Odpowiedź końcowa", ans="Odpowiedź: {}.", res="Zatem otrzymujemy {}.",
  wait="Hmm, właściwie się pomyliłem. Liczę jeszcze raz:", key="W odpowiedziach jest {}, ale mnie wychodzi {}.", about="około ", or_="albo",
  notbut="Odpowiedź to nie {}, tylko {}.", books="Biblioteka ma teraz {} książki.", apples="Zostało {} dobrych jabłek.", pies="Musi kupić {} ciasta.",
  glasses="W sumie okulary nosi {} uczniów.", save="W ciągu roku oszczędza {}.", cost="Materiał kosztuje {}.", w3="trzy", w4="cztery", w14="czternastu",
  roots="Pierwiastki równania to {} i {}.", deg="stopni", cur="{} zł", tsep=" ", dsep=","),
 dict(code="tr", name="Turkish", final="Son cevap", ans="Yanıt: {}.", res="Böylece sonuç {} olur.",
  wait="Hmm, aslında hata yaptım. Yeniden hesaplıyorum:", key="Cevap anahtarında {} yazıyor ama ben {} buluyorum.", about="yaklaşık ", or_="ya da",
  notbut="Cevap {} değil, {}.", books="Kütüphanede artık {} kitap var.", apples="Geriye {} sağlam elma kalır.", pies="{} turta alması gerekir.",
  glasses="Toplam {} öğrenci gözlük takıyor.", save="Bir yılda {} biriktirir.", cost="Kumaşın fiyatı {}.", w3="üç", w4="dört", w14="on dört",
  roots="Kökler {} ve {}.", deg="derece", cur="{} TL", tsep=".", dsep=","),
 dict(code="ar", name="Arabic", final="الجواب النهائي", ans="الجواب هو {}.", res="إذن الناتج هو {}.",
  wait="همم، في الواقع أخطأت. سأعيد الحساب:", key="مفتاح الإجابة يقول {}، لكنني حصلت على {}.", about="حوالي ", or_="أو",
  notbut="الجواب ليس {} بل {}.", books="أصبح لدى المكتبة {} كتابًا.", apples="يتبقى {} تفاحة سليمة.", pies="عليها أن تشتري {} فطائر.",
  glasses="إجمالًا، يرتدي {} طالبًا نظارات.", save="تدّخر {} في السنة.", cost="يكلّف القماش {}.", w3="ثلاث", w4="أربع", w14="أربعة عشر",
  roots="الجذران هما {} و{}.", deg="درجة", cur="{} دولارًا", tsep="٬", dsep="٫", digits=AR_DIGITS),
 dict(code="fa", name="Persian", final="جواب نهایی", ans="جواب {} است.", res="بنابراین حاصل {} است.",
  wait="اوه، در واقع اشتباه کردم. دوباره حساب می‌کنم:", key="در کلید پاسخ {} نوشته شده، اما من {} به دست آوردم.", about="حدود ", or_="یا",
  notbut="جواب {} نیست، بلکه {} است.", books="کتابخانه اکنون {} کتاب دارد.", apples="{} سیب سالم باقی می‌ماند.", pies="او باید {} پای بخرد.",
  glasses="در مجموع {} دانش‌آموز عینک می‌زنند.", save="او در یک سال {} پس‌انداز می‌کند.", cost="قیمت پارچه {} است.", w3="سه", w4="چهار", w14="چهارده",
  roots="ریشه‌ها {} و {} هستند.", deg="درجه", cur="{} دلار", tsep="٬", dsep="٫", digits=FA_DIGITS),
 dict(code="hi", name="Hindi", final="अंतिम उत्तर", ans="उत्तर है {}।", res="अतः परिणाम {} है।",
  wait="हम्म, असल में मुझसे गलती हुई। दोबारा हिसाब लगाते हैं:", key="उत्तर-कुंजी में {} लिखा है, लेकिन मेरा उत्तर {} आता है।", about="लगभग ", or_="या",
  notbut="उत्तर {} नहीं, बल्कि {} है।", books="अब पुस्तकालय में {} किताबें हैं।", apples="{} अच्छे सेब बचते हैं।", pies="उसे {} पाई खरीदनी होंगी।",
  glasses="कुल {} छात्र चश्मा पहनते हैं।", save="वह एक साल में {} बचाती है।", cost="कपड़े की कीमत {} है।", w3="तीन", w4="चार", w14="चौदह",
  roots="मूल {} और {} हैं।", deg="डिग्री", cur="₹{}", tsep=",", dsep="."),
 dict(code="bn", name="Bengali", final="নির্ণেয় উত্তর", ans="সুতরাং উত্তর {}।", res="অতএব ফলাফল {}।",
  wait="হুম, আসলে আমি ভুল করেছি। আবার হিসাব করি:", key="উত্তরমালায় লেখা আছে {}, কিন্তু আমি পাচ্ছি {}।", about="প্রায় ", or_="অথবা",
  notbut="উত্তর {} নয়, {}।", books="এখন গ্রন্থাগারে {}টি বই আছে।", apples="{}টি ভালো আপেল বাকি থাকে।", pies="তাকে {}টি পাই কিনতে হবে।",
  glasses="মোট {} জন শিক্ষার্থী চশমা পরে।", save="সে এক বছরে {} সঞ্চয় করে।", cost="কাপড়ের দাম {}।", w3="তিন", w4="চার", w14="চৌদ্দ",
  roots="মূলদ্বয় {} ও {}।", deg="ডিগ্রি", cur="{} টাকা", tsep=",", dsep=".", digits=BN_DIGITS),
 dict(code="id", name="Indonesian", final="Jawaban akhir", ans="Jadi, jawabannya {}.", res="Jadi, hasilnya adalah {}.",
  wait="Hmm, sebenarnya saya salah hitung. Saya hitung ulang:", key="Kunci jawaban menulis {}, tetapi saya mendapatkan {}.", about="kira-kira ", or_="atau",
  notbut="Jawabannya bukan {}, tetapi {}.", books="Sekarang perpustakaan memiliki {} buku.", apples="Tersisa {} apel yang bagus.", pies="Dia harus membeli {} pai.",
  glasses="Secara keseluruhan, {} siswa memakai kacamata.", save="Dia menabung {} dalam setahun.", cost="Harga kainnya {}.", w3="tiga", w4="empat", w14="empat belas",
  roots="Akar-akarnya adalah {} dan {}.", deg="derajat", cur="{} dolar", tsep=".", dsep=","),
 dict(code="vi", name="Vietnamese", final="Đáp số", ans="Vậy đáp án là {}.", res="Vậy kết quả là {}.",
  wait="Hmm, thực ra tôi đã tính sai. Tính lại:", key="Đáp án trong sách ghi {}, nhưng tôi tính ra {}.", about="khoảng ", or_="hoặc",
  notbut="Đáp án không phải là {} mà là {}.", books="Bây giờ thư viện có {} cuốn sách.", apples="Còn lại {} quả táo tốt.", pies="Cô ấy cần mua {} cái bánh.",
  glasses="Tổng cộng có {} học sinh đeo kính.", save="Cô ấy tiết kiệm được {} trong một năm.", cost="Tấm vải có giá {}.", w3="ba", w4="bốn", w14="mười bốn",
  roots="Các nghiệm là {} và {}.", deg="độ", cur="{} đô la", tsep=".", dsep=","),
 dict(code="th", name="Thai", final="คำตอบสุดท้าย", ans="ดังนั้นคำตอบคือ {}", res="ดังนั้นผลลัพธ์คือ {}",
  wait="อืม จริง ๆ แล้วฉันคำนวณผิด ขอคิดใหม่:", key="เฉลยบอกว่า {} แต่ฉันคำนวณได้ {}", about="ประมาณ ", or_="หรือ",
  notbut="คำตอบไม่ใช่ {} แต่คือ {}", books="ตอนนี้ห้องสมุดมีหนังสือ {} เล่ม", apples="เหลือแอปเปิลดี {} ลูก", pies="เธอต้องซื้อพาย {} ถาด",
  glasses="รวมแล้วมีนักเรียนใส่แว่น {} คน", save="เธอเก็บเงินได้ {} ในหนึ่งปี", cost="ผ้าราคา {}", w3="สาม", w4="สี่", w14="สิบสี่",
  roots="รากของสมการคือ {} และ {}", deg="องศา", cur="{} บาท", tsep=",", dsep="."),
 dict(code="nl", name="Dutch", final="Antwoord", ans="Het antwoord is dus {}.", res="Dus de uitkomst is {}.",
  wait="Hmm, eigenlijk heb ik me vergist. Opnieuw:", key="In de antwoorden staat {}, maar ik kom op {}.", about="ongeveer ", or_="of",
  notbut="Het antwoord is niet {}, maar {}.", books="De bibliotheek heeft nu {} boeken.", apples="Er blijven {} goede appels over.", pies="Ze moet {} taarten kopen.",
  glasses="In totaal dragen {} leerlingen een bril.", save="Ze spaart {} per jaar.", cost="De stof kost {}.", w3="drie", w4="vier", w14="veertien",
  roots="De oplossingen zijn {} en {}.", deg="graden", cur="€ {}", tsep=".", dsep=","),
 dict(code="sv", name="Swedish", final="Svar", ans="Svaret blir {}.", res="Alltså blir resultatet {}.",
  wait="Hmm, jag räknade faktiskt fel. Om igen:", key="Facit säger {}, men jag får {}.", about="ungefär ", or_="eller",
  notbut="Svaret är inte {} utan {}.", books="Biblioteket har nu {} böcker.", apples="Det finns {} bra äpplen kvar.", pies="Hon måste köpa {} pajer.",
  glasses="Totalt bär {} elever glasögon.", save="Hon sparar {} på ett år.", cost="Tyget kostar {}.", w3="tre", w4="fyra", w14="fjorton",
  roots="Rötterna är {} och {}.", deg="grader", cur="{} kr", tsep=" ", dsep=","),
 dict(code="cs", name="Czech", final="Výsledek", ans="Odpověď: {}.", res="Tedy dostáváme {}.",
  wait="Hmm, vlastně jsem se spletl. Počítám znovu:", key="Ve výsledcích je {}, ale mně vychází {}.", about="přibližně ", or_="nebo",
  notbut="Odpověď není {}, ale {}.", books="Knihovna má nyní {} knih.", apples="Zbývá {} dobrých jablek.", pies="Musí koupit {} koláče.",
  glasses="Celkem nosí brýle {} žáků.", save="Za rok ušetří {}.", cost="Látka stojí {}.", w3="tři", w4="čtyři", w14="čtrnáct",
  roots="Kořeny rovnice jsou {} a {}.", deg="stupňů", cur="{} Kč", tsep="\u00a0", dsep=","),
 dict(code="el", name="Greek", final="Τελική απάντηση", ans="Η απάντηση είναι {}.", res="Άρα το αποτέλεσμα είναι {}.",
  wait="Χμ, στην πραγματικότητα έκανα λάθος. Ξαναϋπολογίζω:", key="Οι λύσεις του βιβλίου γράφουν {}, αλλά εμένα μου βγαίνει {}.", about="περίπου ", or_="ή",
  notbut="Η απάντηση δεν είναι {} αλλά {}.", books="Η βιβλιοθήκη έχει τώρα {} βιβλία.", apples="Μένουν {} καλά μήλα.", pies="Πρέπει να αγοράσει {} πίτες.",
  glasses="Συνολικά {} μαθητές φορούν γυαλιά.", save="Αποταμιεύει {} τον χρόνο.", cost="Το ύφασμα κοστίζει {}.", w3="τρεις", w4="τέσσερις", w14="δεκατέσσερις",
  roots="Οι ρίζες είναι {} και {}.", deg="μοίρες", cur="{} €", tsep=".", dsep=","),
 dict(code="he", name="Hebrew", final="תשובה סופית", ans="התשובה היא {}.", res="לכן התוצאה היא {}.",
  wait="הממ, בעצם טעיתי. אחשב מחדש:", key="בפתרונות כתוב {}, אבל לי יוצא {}.", about="בערך ", or_="או",
  notbut="התשובה היא לא {} אלא {}.", books="כעת יש בספרייה {} ספרים.", apples="נשארים {} תפוחים טובים.", pies="היא צריכה לקנות {} פשטידות.",
  glasses="בסך הכול {} תלמידים מרכיבים משקפיים.", save="היא חוסכת {} בשנה.", cost="הבד עולה {}.", w3="שלוש", w4="ארבע", w14="ארבעה עשר",
  roots="השורשים הם {} ו-{}.", deg="מעלות", cur="{} ₪", tsep=",", dsep="."),
]
# fmt: on

# English glosses of the vocabulary (for the notes).
GLOSS = dict(
    final="Final answer", ans="The answer is {}.", res="So the result is {}.",
    wait="Hmm, actually I made a mistake. Let me redo it:", key="The answer key says {}, but I get {}.",
    notbut="The answer is not {} but {}.", books="The library now has {} books.",
    apples="{} good apples are left.", pies="She has to buy {} pies.", glasses="In all, {} students wear glasses.",
    save="She saves {} in a year.", cost="The fabric costs {}.", roots="The roots are {} and {}.",
)  # fmt: skip


def num(lang: dict, value: str, latex: bool = False) -> str:
    """`value` ("1404", "43.40") in the language's notation: its thousands grouping, its decimal
    mark and its digits. Inside LaTeX, languages with native digits keep "0-9" and "."."""
    if latex and "digits" in lang:
        return value
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


def cur(lang: dict, value: str) -> str:
    return lang["cur"].format(num(lang, value))


def comma_lang(lang: dict) -> bool:
    return lang["dsep"] == ","


def sep(lang: dict) -> str:
    """The separator of coordinates / interval ends: ';' where the comma is the decimal mark."""
    return "; " if comma_lang(lang) else ", "


# ================================================================ GSM8K working
BOOKS_SUB = "1248 + 375 = 1623\n"
BOOKS = BOOKS_SUB + "1623 - 219 = 1404\n"
FAB = "3 * 12.40 = 37.20\n0.5 * 12.40 = 6.20\n37.20 + 6.20 = 43.40\n"
PIES = "30 / 8 = 3.75\n"
SAV = "1850 * 0.15 = 277.50\n277.50 * 12 = 3330\n"
GLS = "40 * 0.35 = 14\n"
APP_SUB = "8 * 24 = 192\n"
APP = APP_SUB + "192 - 15 = 177\n"

# ================================================================ MATH working
G_FR, FR_W = (
    r"\frac{7}{12}",
    "$\\frac{1}{3} + \\frac{1}{4} = \\frac{4}{12} + \\frac{3}{12} = \\frac{7}{12}$\n",
)
G_DIST, DIST_W = r"3\sqrt{5}", "$d = \\sqrt{(4 - 1)^2 + (8 - 2)^2} = \\sqrt{9 + 36} = \\sqrt{45}$\n"
G_INT, INT_W = r"(4, \infty)", "$2x - 5 > 3 \\Rightarrow 2x > 8 \\Rightarrow x > 4$\n"
G_ROOTS, ROOTS_W = "2, 3", "$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$\n"
G_CPX, CPX_W = "8 - 6i", "$(3 - i)^2 = 9 - 6i + i^2 = 9 - 6i - 1 = 8 - 6i$\n"
CPX_SLIP = "$(3 - i)^2 = 9 - 6i - i^2 = 9 - 6i + 1 = 10 - 6i$\n"
G_PT, PT_W = (
    "(2, 5)",
    "$2x + 1 = -x + 7 \\Rightarrow 3x = 6 \\Rightarrow x = 2,\\ y = 2 \\cdot 2 + 1 = 5$\n",
)
G_LEV, LEV_W = "30", "$\\frac{5!}{2! \\cdot 2!} = \\frac{120}{4} = 30$\n"
G_HEP, HEP_W = "900", "$(7 - 2) \\cdot 180^\\circ = 900^\\circ$\n"


# Each slot: (id stem, checker, gold, truth, form, text builder, gloss builder, why).
def S(stem, checker, gold, truth, form, text, gloss, why):  # noqa: ANN001, ANN201, N802
    return (stem, checker, gold, truth, form, text, gloss, why)


GSM_A = [
    S(
        "q_said_sub",
        "gsm8k",
        "1404",
        "wrong",
        "prose_sentence",
        lambda L: (
            BOOKS_SUB
            + L["key"].format(num(L, "1404"), num(L, "1623"))
            + "\n"
            + L["books"].format(num(L, "1623"))
        ),
        lambda L: GLOSS["key"].format("1,404", "1,623") + " " + GLOSS["books"].format("1,623"),
        "the gold only as the answer key's reported value; the model's own answer is the subtotal before the donation",
    ),
    S(
        "r_wait_wrong",
        "gsm8k",
        "43.4",
        "wrong",
        "answer_is",
        lambda L: (
            FAB
            + L["cost"].format(cur(L, "43.40"))
            + "\n"
            + L["wait"]
            + "\n3 * 12.40 = 37.20\n"
            + L["ans"].format(cur(L, "37.20"))
        ),
        lambda L: (
            GLOSS["cost"].format("43.40")
            + " "
            + GLOSS["wait"]
            + " 3 * 12.40 = 37.20 "
            + GLOSS["ans"].format("37.20")
        ),
        "a native correction after the right price moves to the 3 m price 37.20: the new value is final",
    ),
    S(
        "x_about_only",
        "gsm8k",
        "3330",
        "wrong",
        "answer_is",
        lambda L: (
            "1850 * 0.15 = 277.50\n277.50 * 12 ≈ 3300\n"
            + L["ans"].format(L["about"] + cur(L, "3300"))
        ),
        lambda L: GLOSS["ans"].format("about 3,300"),
        "only a rounded value 3,300 for the exact 3,330",
    ),
    S(
        "x_hedge_words",
        "gsm8k",
        "4",
        "wrong",
        "prose_sentence",
        lambda L: (
            PIES
            + L["pies"].format(
                (L["w3"] + L["or_"] + L["w4"])
                if L["code"] in ("zh", "ja")
                else (L["w3"] + " " + L["or_"] + " " + L["w4"])
            )
        ),
        lambda L: GLOSS["pies"].format("three or four"),
        "a number-word hedge between 3 and 4",
    ),
    S(
        "t_tag_month",
        "gsm8k",
        "3330",
        "wrong",
        "tag",
        lambda L: (
            th("1850 * 0.15 = 277.50\n")
            + "<answer>"
            + L["save"].format(cur(L, "277.50"))
            + "</answer>"
        ),
        lambda L: "<answer>" + GLOSS["save"].format("277.50") + "</answer>",
        "the tag's sentence states the monthly saving 277.50 as the year's",
    ),
    S(
        "h_hash_sub",
        "gsm8k",
        "1404",
        "wrong",
        "hash",
        lambda L: BOOKS_SUB + L["final"] + ": " + L["books"].format(num(L, "1623")) + "\n#### 1623",
        lambda L: GLOSS["final"] + ": " + GLOSS["books"].format("1,623") + " #### 1623",
        "a native final-answer label and #### with the subtotal before the donation",
    ),
    S(
        "n_notbut_complement",
        "gsm8k",
        "14",
        "wrong",
        "answer_is",
        lambda L: GLS + "40 - 14 = 26\n" + L["notbut"].format(num(L, "14"), num(L, "26")),
        lambda L: "40 - 14 = 26. " + GLOSS["notbut"].format("14", "26"),
        "'not 14 but 26': the gold negated, the final value the students without glasses",
    ),
    S(
        "c_cut",
        "gsm8k",
        "177",
        "no_answer",
        "truncated",
        lambda L: APP_SUB + L["res"].split("{}")[0],
        lambda L: "8 * 24 = 192. So the result is [cut]",
        "cut at the token cap inside 'so the result is', after the subtotal 192",
    ),
    S(
        "u_pct_given",
        "gsm8k",
        "14",
        "wrong",
        "answer_is",
        lambda L: L["ans"].format(num(L, "35") + (" %" if comma_lang(L) else "%")),
        lambda L: GLOSS["ans"].format("35 %"),
        "the given percentage restated; the count of students is asked",
    ),
    S(
        "x_frac_pies",
        "gsm8k",
        "4",
        "wrong",
        "prose_sentence",
        lambda L: PIES + L["pies"].format(num(L, "3.75")),
        lambda L: GLOSS["pies"].format("3.75"),
        "3.75 pies: not rounded up to whole pies",
    ),
]

GSM_B = [
    S(
        "t_ok_tag_noun",
        "gsm8k",
        "177",
        "correct",
        "tag",
        lambda L: th(APP) + "<answer>" + L["apples"].format(num(L, "177")) + "</answer>",
        lambda L: "<answer>" + GLOSS["apples"].format("177") + "</answer>",
        "a counted-noun sentence in the tag",
    ),
    S(
        "h_ok_hash_phrase",
        "gsm8k",
        "1404",
        "correct",
        "hash",
        lambda L: (
            BOOKS
            + L["books"].format(num(L, "1404"))
            + "\n"
            + L["final"]
            + ": "
            + num(L, "1404")
            + "\n#### 1404"
        ),
        lambda L: GLOSS["books"].format("1,404") + " " + GLOSS["final"] + ": 1,404 #### 1404",
        "native sentence and label with local thousands grouping, then ####",
    ),
    S(
        "u_ok_label_grouped_cur",
        "gsm8k",
        "3330",
        "correct",
        "final_answer_phrase",
        lambda L: SAV + "**" + L["final"] + ":** " + cur(L, "3330"),
        lambda L: "**" + GLOSS["final"] + ":** 3,330 (local grouping and currency)",
        "a bold native label with local thousands grouping and currency",
    ),
    S(
        "u_ok_deccomma_cur",
        "gsm8k",
        "43.4",
        "correct",
        "prose_sentence",
        lambda L: FAB + L["cost"].format(cur(L, "43.40")),
        lambda L: GLOSS["cost"].format("43.40 (local decimal mark and currency)"),
        "the price with the local decimal mark, a trailing zero and currency",
    ),
    S(
        "u_ok_word_pies",
        "gsm8k",
        "4",
        "correct",
        "prose_sentence",
        lambda L: PIES + L["pies"].format(L["w4"]),
        lambda L: GLOSS["pies"].format("four"),
        "a number word (3.75 only in the working, rounded up)",
    ),
    S(
        "n_ok_notbut",
        "gsm8k",
        "14",
        "correct",
        "answer_is",
        lambda L: GLS + "40 - 14 = 26\n" + L["notbut"].format(num(L, "26"), num(L, "14")),
        lambda L: "40 - 14 = 26. " + GLOSS["notbut"].format("26", "14"),
        "'not 26 but 14': the complement negated, the gold final",
    ),
    S(
        "r_ok_wait",
        "gsm8k",
        "177",
        "correct",
        "prose_sentence",
        lambda L: (
            APP_SUB
            + L["ans"].format(num(L, "192"))
            + "\n"
            + L["wait"]
            + "\n192 - 15 = 177\n"
            + L["apples"].format(num(L, "177"))
        ),
        lambda L: (
            GLOSS["ans"].format("192")
            + " "
            + GLOSS["wait"]
            + " 192 - 15 = 177. "
            + GLOSS["apples"].format("177")
        ),
        "the subtotal 192 first, then a native correction to the gold",
    ),
    S(
        "q_ok_said",
        "gsm8k",
        "1404",
        "correct",
        "prose_sentence",
        lambda L: BOOKS + L["key"].format(num(L, "1623"), num(L, "1404")),
        lambda L: GLOSS["key"].format("1,623", "1,404"),
        "a wrong value reported from the answer key, then the model's own right one",
    ),
    S(
        "x_ok_approx_after",
        "gsm8k",
        "43.4",
        "correct",
        "answer_is",
        lambda L: FAB + L["ans"].format(cur(L, "43.40") + " (" + L["about"] + cur(L, "43") + ")"),
        lambda L: GLOSS["ans"].format("43.40 (about 43)"),
        "the exact price, then a rounded gloss in parentheses",
    ),
    S(
        "u_ok_word_glasses",
        "gsm8k",
        "14",
        "correct",
        "prose_sentence",
        lambda L: GLS + L["glasses"].format(L["w14"]),
        lambda L: GLOSS["glasses"].format("fourteen"),
        "the number word for 14",
    ),
]

MATH_A = [
    S(
        "x_m_approx_only",
        "math",
        G_DIST,
        "wrong",
        "prose_sentence",
        lambda L: DIST_W + L["res"].format("$d \\approx " + num(L, "6.71", latex=True) + "$"),
        lambda L: GLOSS["res"].format("d ≈ " + num(L, "6.71", latex=True)),
        "a decimal approximation alone for the exact 3\\sqrt5",
    ),
    S(
        "t_m_tag_one_root",
        "math",
        G_ROOTS,
        "wrong",
        "tag",
        lambda L: th(ROOTS_W) + "<answer>" + L["ans"].format("$x = 3$") + "</answer>",
        lambda L: "<answer>" + GLOSS["ans"].format("x = 3") + "</answer>",
        "only one of the two roots in the tag",
    ),
    S(
        "r_m_wait_wrong",
        "math",
        G_CPX,
        "wrong",
        "boxed",
        lambda L: (
            CPX_W
            + L["res"].format("$\\boxed{8 - 6i}$")
            + "\n"
            + L["wait"]
            + "\n"
            + CPX_SLIP
            + L["ans"].format("$\\boxed{10 - 6i}$")
        ),
        lambda L: (
            GLOSS["res"].format("[8 - 6i]")
            + " "
            + GLOSS["wait"]
            + " ... = 10 - 6i. "
            + GLOSS["ans"].format("[10 - 6i]")
        ),
        "the right box, then a native correction with i^2 read as +1: the new value 10 - 6i is final",
    ),
    S(
        "q_m_said_frac",
        "math",
        G_FR,
        "wrong",
        "boxed",
        lambda L: (
            "$\\frac{1}{3} + \\frac{1}{4} = \\frac{1 + 1}{3 + 4} = \\frac{2}{7}$\n"
            + L["key"].format("$\\frac{7}{12}$", "$\\frac{2}{7}$")
            + "\n$\\boxed{\\frac{2}{7}}$"
        ),
        lambda L: GLOSS["key"].format("7/12", "2/7") + " [2/7]",
        "the gold only as the key's reported value; own boxed 2/7 (numerators and denominators added)",
    ),
    S(
        "n_m_notbut_swap",
        "math",
        G_PT,
        "wrong",
        "answer_is",
        lambda L: PT_W + L["notbut"].format(f"$(2{sep(L)}5)$", f"$(5{sep(L)}2)$"),
        lambda L: GLOSS["notbut"].format(f"(2{sep(L)}5)", f"(5{sep(L)}2)"),
        "'not (2, 5) but (5, 2)': the gold negated, the swapped point final",
    ),
    S(
        "x_m_closed_interval",
        "math",
        G_INT,
        "wrong",
        "prose_sentence",
        lambda L: INT_W + L["res"].format(f"$x \\in [4{sep(L)}+\\infty)$"),
        lambda L: GLOSS["res"].format(f"x ∈ [4{sep(L)}+∞)"),
        "a closed end at 4 for a strict inequality",
    ),
    S(
        "x_m_perm_120",
        "math",
        G_LEV,
        "wrong",
        "boxed",
        lambda L: "$5! = 120$\n" + L["res"].format("$\\boxed{120}$"),
        lambda L: "5! = 120. " + GLOSS["res"].format("[120]"),
        "120 forgets the repeated letters of LEVEL",
    ),
    S(
        "u_m_each_angle",
        "math",
        G_HEP,
        "wrong",
        "answer_is",
        lambda L: (
            HEP_W
            + "$900^\\circ / 7 \\approx 128.57^\\circ$\n"
            + L["ans"].format(num(L, "128.57") + "°")
        ),
        lambda L: "900/7 ≈ 128.57. " + GLOSS["ans"].format("128.57°"),
        "one interior angle, not the sum asked",
    ),
    S(
        "c_m_cut_box",
        "math",
        G_FR,
        "no_answer",
        "truncated",
        lambda L: (
            FR_W.replace(" = \\frac{7}{12}$", "$") + L["res"].split("{}")[0] + "$\\boxed{\\frac{7}{"
        ),
        lambda L: "1/3 + 1/4 = 4/12 + 3/12. So the result is [\\boxed{\\frac{7}{ cut]",
        "cut at the token cap inside the box, before the denominator",
    ),
    S(
        "x_m_hedge_interval",
        "math",
        G_INT,
        "wrong",
        "answer_is",
        lambda L: (
            INT_W
            + L["ans"].format(f"$(4{sep(L)}+\\infty)$ " + L["or_"] + f" $[4{sep(L)}+\\infty)$")
        ),
        lambda L: GLOSS["ans"].format(f"(4{sep(L)}+∞) or [4{sep(L)}+∞)"),
        "a hedge between the open and the closed interval",
    ),
]

MATH_B = [
    S(
        "b_m_ok_box_lead",
        "math",
        G_FR,
        "correct",
        "boxed",
        lambda L: FR_W + L["res"].format("$\\boxed{\\frac{7}{12}}$"),
        lambda L: GLOSS["res"].format("[7/12]"),
        "a native lead and a box",
    ),
    S(
        "x_m_ok_approx_after",
        "math",
        G_DIST,
        "correct",
        "prose_sentence",
        lambda L: (
            DIST_W + L["res"].format("$d = 3\\sqrt{5} \\approx " + num(L, "6.71", latex=True) + "$")
        ),
        lambda L: GLOSS["res"].format("d = 3√5 ≈ " + num(L, "6.71", latex=True)),
        "the exact value, then an approximation in the local decimal notation as a gloss",
    ),
    S(
        "s_m_ok_interval_semi",
        "math",
        G_INT,
        "correct",
        "prose_sentence",
        lambda L: INT_W + L["res"].format(f"$x \\in (4{sep(L)}+\\infty)$"),
        lambda L: GLOSS["res"].format(f"x ∈ (4{sep(L)}+∞)"),
        "the open interval, with a semicolon where the comma is the decimal mark, +\\infty",
    ),
    S(
        "t_m_ok_tag_roots",
        "math",
        G_ROOTS,
        "correct",
        "tag",
        lambda L: (
            th(ROOTS_W) + "<answer>" + L["roots"].format("$x_1 = 2$", "$x_2 = 3$") + "</answer>"
        ),
        lambda L: "<answer>" + GLOSS["roots"].format("x_1 = 2", "x_2 = 3") + "</answer>",
        "both roots as x_1, x_2 in a native sentence in the tag",
    ),
    S(
        "r_m_ok_wait",
        "math",
        G_CPX,
        "correct",
        "boxed",
        lambda L: (
            CPX_SLIP
            + L["res"].format("$\\boxed{10 - 6i}$")
            + "\n"
            + L["wait"]
            + "\n"
            + CPX_W
            + L["ans"].format("$\\boxed{8 - 6i}$")
        ),
        lambda L: (
            GLOSS["res"].format("[10 - 6i]")
            + " "
            + GLOSS["wait"]
            + " ... = 8 - 6i. "
            + GLOSS["ans"].format("[8 - 6i]")
        ),
        "a slip 10 - 6i boxed, then a native correction to the gold",
    ),
    S(
        "h_m_ok_label_point",
        "math",
        G_PT,
        "correct",
        "final_answer_phrase",
        lambda L: PT_W + "**" + L["final"] + ":** " + f"$(2{sep(L)}5)$",
        lambda L: "**" + GLOSS["final"] + f":** (2{sep(L)}5)",
        "a bold native label with the point (a semicolon where the comma is the decimal mark)",
    ),
    S(
        "n_m_ok_notbut",
        "math",
        G_LEV,
        "correct",
        "answer_is",
        lambda L: LEV_W + L["notbut"].format("$120$", "$30$"),
        lambda L: GLOSS["notbut"].format("120", "30"),
        "'not 120 but 30': the wrong count negated, the gold final",
    ),
    S(
        "u_m_ok_degrees_word",
        "math",
        G_HEP,
        "correct",
        "answer_is",
        lambda L: HEP_W + L["ans"].format(num(L, "900") + " " + L["deg"]),
        lambda L: GLOSS["ans"].format("900 degrees"),
        "the degree gold with the native word for degrees",
    ),
    S(
        "b_m_ok_roots_box",
        "math",
        G_ROOTS,
        "correct",
        "boxed",
        lambda L: ROOTS_W + L["res"].format(f"$\\boxed{{x_1 = 2{sep(L).strip()}\\ x_2 = 3}}$"),
        lambda L: GLOSS["res"].format(f"[x_1 = 2{sep(L).strip()} x_2 = 3]"),
        "both roots as x_1 = 2, x_2 = 3 in one box",
    ),
]


# ================================================================ language-specific extras (e_)
# new GSM8K problems for large native groupings: stadium 3 * 12,500 + 8,750 -> 46250;
# voters 48,500 + 52,300 + 61,700 -> 162500 (lakh grouping 1,62,500)
STAD = "3 * 12500 = 37500\n37500 + 8750 = 46250\n"
VOTE = "48500 + 52300 + 61700 = 162500\n"

# fmt: off
EXTRAS = [
    g("e_ok_wan_zh", "B", "46250", "correct", "prose_sentence", STAD + "所以体育场一共有4.625万个座位。", "Chinese; final lines in English: \"So the stadium has 4.625 wan (x 10,000) seats in all.\"; debatable: 4.625万 = 46,250 in the Chinese ten-thousand unit", True),
    m("e_m_ok_guda_zh", "B", G_FR, "correct", "boxed", FR_W + "故答案为：$\\boxed{\\dfrac{7}{12}}$", "Chinese; final lines in English: \"Hence the answer is: [7/12]\"; the Qwen Chinese closing 故答案为 with a full-width colon and \\dfrac"),
    g("e_about_wan_zh", "A", "46250", "wrong", "answer_is", "3 * 12500 = 37500\n37500 + 8750 ≈ 4.6万\n答案：约4.6万个座位。", "Chinese; final lines in English: \"Answer: about 46 thousand (4.6 wan) seats.\"; an approximation only, 46,000 for 46,250"),
    g("e_ok_fullwidth_ja", "B", "14", "correct", "final_answer_phrase", GLS + "答え：１４人", "Japanese; final lines in English: \"Answer: 14 people\" (full-width digits and colon); the gold in full-width digits with the counter 人"),
    m("e_m_ok_kotae_ja", "B", G_ROOTS, "correct", "final_answer_phrase", ROOTS_W + "答え：$x = 2, 3$", "Japanese; final lines in English: \"Answer: x = 2, 3\"; both roots after one x ="),
    g("e_ok_man_ko", "B", "46250", "correct", "prose_sentence", STAD + "따라서 경기장의 좌석은 모두 4만 6,250석입니다.", "Korean; final lines in English: \"So the stadium has 4 man 6,250 seats in all.\"; debatable: 4만 6,250 = 40,000 + 6,250 = 46,250 in the Korean ten-thousand unit", True),
    m("e_m_ok_therefore_ko", "B", G_INT, "correct", "prose_sentence", INT_W + "∴ x의 범위는 $(4, \\infty)$입니다.", "Korean; final lines in English: \"∴ The range of x is (4, ∞).\"; a therefore sign and the interval in a Korean sentence"),
    g("e_ok_dollar_before_es", "B", "3330", "correct", "prose_sentence", SAV + "Respuesta: ahorra $3.330 al año.", "Spanish (Latin America); final lines in English: \"Answer: she saves $3,330 a year.\"; dollar sign before, dot thousands"),
    m("e_m_ok_o_es", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "Por lo tanto, $x = 2$ o $x = 3$.", "Spanish; final lines in English: \"Therefore, x = 2 or x = 3.\"; both roots joined by 'o' (a solution list, not a hedge)"),
    m("e_m_ok_reversed_pt", "B", G_INT, "correct", "prose_sentence", INT_W + "Logo, $S = \\left]4, +\\infty\\right[$.", "Portuguese (Brazil); final lines in English: \"Hence, S = ]4, +∞[.\"; the open interval in the reversed-bracket notation"),
    g("e_ok_stad_pt", "B", "46250", "correct", "final_answer_phrase", STAD + "**Resposta:** o estádio tem 46.250 lugares.", "Portuguese (Brazil); final lines in English: \"**Answer:** the stadium has 46,250 seats.\"; dot thousands"),
    m("e_m_ok_reversed_fr", "B", G_INT, "correct", "prose_sentence", INT_W + "L'ensemble des solutions est $S = ]4 ; +\\infty[$.", "French; final lines in English: \"The solution set is S = ]4; +∞[.\"; the French open-interval notation with a semicolon"),
    m("e_m_closed_reversed_fr", "A", G_INT, "wrong", "prose_sentence", INT_W + "Donc $S = [4 ; +\\infty[$.", "French; final lines in English: \"So S = [4; +∞[.\"; closed at 4 in the French notation: 4 is not a solution"),
    g("e_ok_stad_fr", "B", "46250", "correct", "prose_sentence", STAD + "Le stade compte 46\u202f250 places au total.", "French; final lines in English: \"The stadium has 46,250 seats in all.\"; narrow no-break space thousands"),
    g("e_ok_swiss_de", "B", "3330", "correct", "prose_sentence", SAV + "Sie spart im Jahr CHF 3'330.–", "German (Swiss); final lines in English: \"She saves CHF 3,330 a year.\"; apostrophe thousands and the Swiss '.–' for whole francs"),
    m("e_m_ok_loesungsmenge_de", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "Lösungsmenge: $\\mathbb{L} = \\{2; 3\\}$", "German; final lines in English: \"Solution set: L = {2; 3}\"; the German solution-set notation with a semicolon"),
    m("e_m_ok_reversed_it", "B", G_INT, "correct", "prose_sentence", INT_W + "Quindi le soluzioni sono $x \\in ]4, +\\infty[$.", "Italian; final lines in English: \"So the solutions are x ∈ ]4, +∞[.\"; the reversed-bracket open interval"),
    g("e_ok_stad_it", "B", "46250", "correct", "prose_sentence", STAD + "Lo stadio ha in tutto 46.250 posti.", "Italian; final lines in English: \"The stadium has 46,250 seats in all.\"; dot thousands"),
    g("e_ok_kop_ru", "B", "43.4", "correct", "answer_is", FAB + "Ответ: 43 руб. 40 коп.", "Russian; final lines in English: \"Answer: 43 rubles 40 kopecks.\"; debatable: the price in rubles and kopecks, = 43.40", True),
    m("e_m_ok_subscript_ru", "B", G_ROOTS, "correct", "answer_is", ROOTS_W + "Ответ: x₁ = 2, x₂ = 3.", "Russian; final lines in English: \"Answer: x₁ = 2, x₂ = 3.\"; Unicode subscripts outside math mode"),
    g("e_rub_only_ru", "A", "43.4", "wrong", "answer_is", "3 * 12.40 = 37.20\n0.5 * 12.40 = 6.20\n37.20 + 6.20 = 43.40\nОтвет: 43 руб.", "Russian; final lines in English: \"Answer: 43 rubles.\"; the kopecks dropped: 43, not 43.40"),
    g("e_ok_paren_pct_uk", "B", "14", "correct", "answer_is", GLS + "Відповідь: 14 учнів (35 %).", "Ukrainian; final lines in English: \"Answer: 14 students (35 %).\"; the given percent in parentheses after the count"),
    m("e_m_ok_point_uk", "B", G_PT, "correct", "answer_is", PT_W + "Відповідь: точка перетину $A(2; 5)$.", "Ukrainian; final lines in English: \"Answer: the intersection point A(2; 5).\"; a named point with a semicolon"),
    g("e_ok_odp_pl", "B", "177", "correct", "answer_is", APP + "Odp.: Zostało 177 jabłek.", "Polish; final lines in English: \"Ans.: 177 apples are left.\"; the school abbreviation Odp."),
    m("e_m_ok_odp_pl", "B", G_INT, "correct", "answer_is", INT_W + "Odp. $x \\in (4; \\infty)$", "Polish; final lines in English: \"Ans. x ∈ (4; ∞)\"; abbreviation and a semicolon interval"),
    g("e_ok_lira_before_tr", "B", "3330", "correct", "final_answer_phrase", SAV + "Yıllık birikim: ₺3.330", "Turkish; final lines in English: \"Yearly savings: ₺3,330\"; the lira sign before, dot thousands"),
    m("e_m_ok_ck_tr", "B", G_ROOTS, "correct", "final_answer_phrase", ROOTS_W + "Ç.K. = $\\{2, 3\\}$", "Turkish; final lines in English: \"S.S. (solution set) = {2, 3}\"; the Turkish abbreviation Ç.K."),
    m("e_m_ok_seen_ar", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "إذن: س = ٢ أو س = ٣", "Arabic; final lines in English: \"So: x = 2 or x = 3\" (the Arabic variable س and Arabic-Indic digits); both roots"),
    g("e_ok_percent_ar", "B", "14", "correct", "prose_sentence", GLS + "إذن عدد الطلاب الذين يرتدون نظارات هو ١٤ طالبًا (أي ٣٥٪ من ٤٠).", "Arabic; final lines in English: \"So the number of students who wear glasses is 14 (i.e. 35% of 40).\"; the count, then the given numbers in a gloss"),
    m("e_m_ok_ya_fa", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "پس x = ۲ یا x = ۳.", "Persian; final lines in English: \"So x = 2 or x = 3.\" (Persian digits); both roots"),
    g("e_ok_nafar_fa", "B", "14", "correct", "answer_is", GLS + "پاسخ: ۱۴ نفر", "Persian; final lines in English: \"Answer: 14 persons\" (Persian digits); the count with the counter نفر"),
    g("e_ok_lakh_hi", "B", "162500", "correct", "prose_sentence", VOTE + "अतः कुल 1,62,500 मतदाता हैं।", "Hindi; final lines in English: \"So there are 162,500 voters in all.\"; Indian lakh grouping 1,62,500"),
    g("e_about_lakh_hi", "A", "162500", "wrong", "answer_is", "48500 + 52300 + 61700 ≈ 1.6 लाख\nउत्तर: लगभग 1.6 लाख मतदाता।", "Hindi; final lines in English: \"Answer: about 1.6 lakh (160,000) voters.\"; an approximation only"),
    m("e_m_ok_hai_hi", "B", G_FR, "correct", "answer_is", FR_W + "अतः उत्तर $\\frac{7}{12}$ है।", "Hindi; final lines in English: \"Hence the answer is 7/12.\"; the fraction in a Hindi sentence ending with the danda"),
    g("e_ok_lakh_bn", "B", "162500", "correct", "prose_sentence", VOTE + "সুতরাং মোট ভোটার ১,৬২,৫০০ জন।", "Bengali; final lines in English: \"So the total is 162,500 voters.\" (Bengali digits, lakh grouping)"),
    m("e_m_ok_ekok_bn", "B", G_DIST, "correct", "prose_sentence", DIST_W + "নির্ণেয় দূরত্ব $3\\sqrt{5}$ একক।", "Bengali; final lines in English: \"The required distance is 3√5 units.\"; a unit word after the exact value"),
    m("e_m_ok_atau_id", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "Jadi, $x = 2$ atau $x = 3$.", "Indonesian; final lines in English: \"So, x = 2 or x = 3.\"; both roots joined by 'atau' (a solution list, not a hedge)"),
    g("e_ok_orang_id", "B", "14", "correct", "prose_sentence", GLS + "Jadi, ada 14 orang siswa yang berkacamata.", "Indonesian; final lines in English: \"So there are 14 students who wear glasses.\"; the classifier 'orang' after the number"),
    g("e_ok_stad_vi", "B", "46250", "correct", "prose_sentence", STAD + "Vậy sân vận động có tất cả 46.250 chỗ ngồi.", "Vietnamese; final lines in English: \"So the stadium has 46,250 seats in all.\"; dot thousands"),
    m("e_m_ok_dvdd_vi", "B", G_DIST, "correct", "prose_sentence", DIST_W + "Vậy $AB = 3\\sqrt{5}$ (đvđd).", "Vietnamese; final lines in English: \"So AB = 3√5 (length units).\"; the school abbreviation đvđd after the value"),
    g("e_ok_thaidigits_th", "B", "177", "correct", "prose_sentence", APP + "ดังนั้นเหลือแอปเปิลดี ๑๗๗ ลูก", "Thai; final lines in English: \"So 177 good apples are left.\" (Thai digits)"),
    m("e_m_ok_baep_th", "B", G_LEV, "correct", "prose_sentence", LEV_W + "ดังนั้นจัดเรียงได้ทั้งหมด 30 แบบ", "Thai; final lines in English: \"So there are 30 arrangements in all.\"; a classifier after the number"),
    m("e_m_ok_vee_nl", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "Dus $x = 2 \\vee x = 3$.", "Dutch; final lines in English: \"So x = 2 ∨ x = 3.\"; the Dutch school 'or' sign joining both roots"),
    g("e_about_nl", "A", "43.4", "wrong", "prose_sentence", FAB + "De stof kost ongeveer € 43.", "Dutch; final lines in English: \"The fabric costs about €43.\"; a rounded price only for 43.40"),
    g("e_ok_kolon_sv", "B", "3330", "correct", "prose_sentence", SAV + "Svar: Hon sparar 3 330:- per år.", "Swedish; final lines in English: \"Answer: She saves 3,330 kronor a year.\"; space thousands and the Swedish ':-' for whole kronor"),
    m("e_m_ok_vinkel_sv", "B", G_HEP, "correct", "prose_sentence", HEP_W + "Svar: Vinkelsumman är $900^\\circ$.", "Swedish; final lines in English: \"Answer: The angle sum is 900°.\"; the degree gold with ^\\circ"),
    m("e_m_ok_K_cs", "B", G_ROOTS, "correct", "prose_sentence", ROOTS_W + "$K = \\{2; 3\\}$", "Czech; final lines in English: \"K (solution set) = {2; 3}\"; the Czech solution-set letter K and a semicolon"),
    g("e_ok_pomlcka_cs", "B", "3330", "correct", "prose_sentence", SAV + "Za rok ušetří 3 330,- Kč.", "Czech; final lines in English: \"In a year she saves 3,330 crowns.\"; space thousands and the Czech ',-' for whole crowns"),
    g("e_ok_ap_el", "B", "177", "correct", "answer_is", APP + "Απ.: 177 μήλα", "Greek; final lines in English: \"Ans.: 177 apples\"; the school abbreviation Απ."),
    m("e_m_ok_alpha_el", "B", G_PT, "correct", "prose_sentence", PT_W + "Άρα το σημείο τομής είναι το $Α(2, 5)$.", "Greek; final lines in English: \"So the intersection point is A(2, 5).\" (the point named with a Greek capital alpha)"),
    g("e_ok_shekel_before_he", "B", "43.4", "correct", "final_answer_phrase", FAB + "התשובה: ₪43.40", "Hebrew; final lines in English: \"The answer: ₪43.40\"; the shekel sign before the number"),
    m("e_m_ok_he", "B", G_FR, "correct", "final_answer_phrase", FR_W + "תשובה: $\\frac{7}{12}$", "Hebrew; final lines in English: \"Answer: 7/12\"; a Hebrew label and the fraction"),
]
# fmt: on


def build() -> list[tuple]:
    """The rotation probes: the first 12 languages get 3 + 2 GSM8K and 3 + 2 MATH slots, the last
    12 get 2 + 2 GSM8K and 3 + 2 MATH; then the language-specific extras."""
    cases = []
    for i, L in enumerate(LANGS):
        n_ga = 3 if i < 12 else 2
        picks = (
            [(GSM_A[(3 * i + k) % len(GSM_A)], "A") for k in range(n_ga)]
            + [(GSM_B[(3 * i + 5 + k) % len(GSM_B)], "B") for k in range(2)]
            + [(MATH_A[(3 * i + 2 + k) % len(MATH_A)], "A") for k in range(3)]
            + [(MATH_B[(2 * i + 1 + k) % len(MATH_B)], "B") for k in range(2)]
        )
        for (stem, checker, gold, truth, form, text, gloss, why), kind in picks:
            note = f'{L["name"]}; final lines in English: "{gloss(L)}"; {why}'
            make = g if checker == "gsm8k" else m
            cases.append(make(f"{stem}_{L['code']}", kind, gold, truth, form, text(L), note))
    return cases + EXTRAS


CASES = build()
DECISIONS = {
    "e_ok_wan_zh": (
        "accept",
        "4.625万 is 4.625 x 10,000 = 46,250: the Chinese ten-thousand unit is the language's honest notation for large counts",
    ),
    "e_ok_man_ko": (
        "accept",
        "4만 6,250 is 40,000 + 6,250 = 46,250: the Korean ten-thousand unit is the language's honest notation for large counts",
    ),
    "e_ok_kop_ru": (
        "accept",
        "43 руб. 40 коп. is 43 rubles and 40 kopecks = 43.40: one price in the language's money units",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam137", CASES, [], DECISIONS)
