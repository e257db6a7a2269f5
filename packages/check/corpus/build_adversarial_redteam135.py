r"""Build adversarial_redteam135.jsonl: round 135 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam135"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 132 and 133, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam132.py / build_adversarial_redteam133.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, golds and wording).

Aim of this round: MULTILINGUAL final answers, the way multilingual models (Qwen2.5, Llama-3.1,
Gemma-2, Aya) answer MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German (Swiss style: apostrophe thousands, CHF),
Italian, Russian, Ukrainian, Polish, Turkish, Arabic (Arabic-Indic digits), Persian (Persian
digits), Hindi, Bengali (Bengali digits), Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech,
Greek, Hebrew. Each language has a vocabulary of native final sentences ("final answer" label, "the
answer is", counted nouns, number words, "not X but Y", "wait, let me recompute", "my friend says",
"about", "or", currency before/after the number, its decimal separator and thousands grouping: dot,
space, narrow no-break space, no-break space, apostrophe, comma, Arabic thousands separator) and gets
12 probes (the last 8 languages 11): 3 GSM8K kind A, 3 GSM8K kind B, 3 MATH kind A, 3 (or 2) MATH
kind B, the slots picked by rotation from the pools below so that every slot appears in about ten
languages. Working lines are language-neutral equations (as models often write them); the final
lines are in the language. Every note carries an English gloss of the final lines.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- salary: 2,375 a month for 12 months plus a 1,740 bonus -> 30240 (12 * 2375 = 28500; 28500 + 1740
  = 30240). Without the bonus 28500.
- cheese: 2.5 kg at 8.60 a kg -> 21.5 (2 * 8.6 = 17.2; 0.5 * 8.6 = 4.3; 21.5). 2 kg only: 17.20;
  rounded 22.
- eggs: 15 hens, 4 eggs a day each, 7 days -> 420 (15 * 4 = 60 a day; 60 * 7 = 420).
- temperature: 3 degrees, falling 2.5 an hour for 4 hours -> -7 (2.5 * 4 = 10; 3 - 10 = -7).
- buses: 84 students, 12 a bus -> 7 (84 / 12 = 7; 96 / 12 = 8).
- town: 12,450 + 3,785 arrive - 1,230 leave -> 15005 (12450 + 3785 = 16235; 16235 - 1230 = 15005).
MATH
- two dice sum 8 -> \frac{5}{36} ((2,6),(3,5),(4,4),(5,3),(6,2); 5/36 = 0.13888...).
- \sqrt{72} -> 6\sqrt{2} (72 = 36 * 2; 6 * 1.41421 = 8.485...).
- |x - 3| <= 4 -> [-1, 7] (-4 <= x - 3 <= 4).
- x^2 - x - 12 = 0 -> -3, 4 ((x - 4)(x + 3)).
- (2 + 3i)(1 - 2i) -> 8 - i (2 - 4i + 3i - 6i^2 = 2 - i + 6); with i^2 read as +1: -4 - i.
- 2x + y = 7, x - y = 2 -> (3, 1) (3x = 9; check 6 + 1 = 7, 3 - 1 = 2); swapped (1, 3) is wrong.
- C(8, 3) -> 56 (8 * 7 * 6 / 6 = 336 / 6); 336 forgets the 3!.
- 150 degrees in radians -> \frac{5\pi}{6} (150/180 = 5/6).

Classes (id prefix, then the slot, then the language code; `_m_` marks MATH, `_ok_` kind B):
GSM8K kind A: `r_` a "wait, let me recompute" to the 2 kg value 17.20 (r_wait), `q_` the gold only
in a friend's reported speech, own value the subtotal (q_said), `h_` a number-word hedge "seven or
eight buses" (h_hedge), `t_` an answer tag whose sentence states the per-day 60 as the week's eggs
(t_day), `x_` "about 22" only (x_about), `u_` the sign dropped: "7 degrees" (u_sign), `c_` cut at the
token cap while recomputing (c_cut), `h_` the subtotal 28500 after a native "final answer" phrase
and #### (h_sub).
GSM8K kind B: a tag with a counted-noun sentence (t_ok_eggs), native phrase with local thousands
and currency then a "final answer" phrase and #### (h_ok_hash), decimal comma with currency
(x_ok_deccomma), a native sign word / minus (u_ok_temp), a number word (u_ok_word), "not 16 235 but
15 005" with local grouping (n_ok_notbut), an approximation after the exact value (x_ok_approx), a friend's wrong value
reported, then the own right one (q_ok_said).
MATH kind A: a decimal-comma approximation only (x_m_about), one root in a tag (t_m_oneroot), a
correction from the right box to -4 - i (r_m_wait), the gold only reported, own 6\sqrt3 (q_m_said),
cut inside the fraction (c_m_cut), an interval hedge (h_m_hedge), 336 for C(8,3) (x_m_comb), "not
(3, 1) but (1, 3)" (n_m_notbut).
MATH kind B: a native lead and a box (b_m_ok_box), the exact value with "≈ 8,49" after it
(x_m_ok_approx), a semicolon interval in comma-decimal languages (s_m_ok_interval), a tag with
the two roots in a sentence (t_m_ok_roots), a correction from -4 - i to the gold (r_m_ok_wait), a
bold native "final answer" label (h_m_ok_label), "not (1, 3) but (3, 1)" with semicolons where the
comma is the decimal mark (n_m_ok_notbut).

Label conventions (corpus/README.md, rounds 132 and 133): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma, local thousands grouping, native digits,
currency before or after, a counted noun, a number word, a sign word such as 零下 / 영하 for minus,
a semicolon separating coordinates or interval ends where the comma is the decimal mark) is
correct; an approximation after the exact value is a gloss, not a second answer; an approximation
alone for an exact or decimal gold is wrong; another quantity (subtotal, per-day value) is wrong; an
answer tag's content is the final answer (a sentence in it is read for its value); a hedge ("A or
B") is wrong; one of two roots is wrong; an explicit correction after an answer makes the new value
final (right or wrong); a value only in reported speech is not the model's answer; a completion cut
before any final answer is no_answer. Debatable probes (a sign word instead of a minus sign) carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam135.py   (writes adversarial_redteam135.jsonl beside it)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
BN_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")

# fmt: off
# Per language: the native final-line vocabulary. Templates take the value(s) with {}.
LANGS = [
 dict(code="zh", name="Chinese", final="最终答案", ans="答案是{}。", eggs="农场一周共收集{}个鸡蛋。",
  bus="他们需要{}辆大巴。", w7="七", w8="八", or_="或", notbut="答案不是{}，而是{}。",
  said="我朋友说答案是{}，但我算出来是{}。", wait="等一下，我重新算一遍：", approx="答案大约是{}。",
  prob="所以概率是", sol="所以解集是", roots="两个根是{}和{}。", temp="最后气温是{}度。", m7="零下7",
  cur="{}元", tsep=",", dsep="."),
 dict(code="ja", name="Japanese", final="最終的な答え", ans="答えは{}です。", eggs="農場は1週間で{}個の卵を集めます。",
  bus="バスは{}台必要です。", w7="七", w8="八", or_="か", notbut="答えは{}ではなく{}です。",
  said="友達は答えが{}だと言っていますが、私の計算では{}です。", wait="待って、計算し直します：", approx="答えは約{}です。",
  prob="よって、確率は", sol="よって、解は", roots="解は{}と{}です。", temp="最終的な気温は{}度です。", m7="マイナス7",
  cur="{}円", tsep=",", dsep="."),
 dict(code="ko", name="Korean", final="최종 답", ans="답은 {}입니다.", eggs="농장은 일주일에 달걀 {}개를 모읍니다.",
  bus="버스가 {} 대 필요합니다.", w7="일곱", w8="여덟", or_="또는", notbut="답은 {}이 아니라 {}입니다.",
  said="친구는 답이 {}라고 했지만, 제 계산으로는 {}입니다.", wait="잠깐, 다시 계산해 보겠습니다:", approx="답은 약 {}입니다.",
  prob="따라서 확률은", sol="따라서 해집합은", roots="근은 {}와 {}입니다.", temp="최종 기온은 {}도입니다.", m7="영하 7",
  cur="{}원", tsep=",", dsep="."),
 dict(code="es", name="Spanish", final="Respuesta final", ans="La respuesta es {}.", eggs="La granja recoge {} huevos en una semana.",
  bus="Necesitan {} autobuses.", w7="siete", w8="ocho", or_="u", notbut="La respuesta no es {}, sino {}.",
  said="Mi amigo dice que la respuesta es {}, pero a mí me da {}.", wait="Espera, déjame recalcular:", approx="La respuesta es aproximadamente {}.",
  prob="Por lo tanto, la probabilidad es", sol="Por lo tanto, el conjunto solución es", roots="Las raíces son {} y {}.", temp="Al final, la temperatura es de {} grados.",
  cur="{} €", tsep=".", dsep=","),
 dict(code="pt", name="Portuguese", final="Resposta final", ans="A resposta é {}.", eggs="A fazenda recolhe {} ovos em uma semana.",
  bus="Eles precisam de {} ônibus.", w7="sete", w8="oito", or_="ou", notbut="A resposta não é {}, mas sim {}.",
  said="Meu amigo disse que a resposta é {}, mas eu obtive {}.", wait="Espere, vou recalcular:", approx="A resposta é aproximadamente {}.",
  prob="Portanto, a probabilidade é", sol="Portanto, o conjunto solução é", roots="As raízes são {} e {}.", temp="No final, a temperatura é de {} graus.",
  cur="R$ {}", tsep=".", dsep=","),
 dict(code="fr", name="French", final="Réponse finale", ans="La réponse est {}.", eggs="La ferme récolte {} œufs en une semaine.",
  bus="Il leur faut {} bus.", w7="sept", w8="huit", or_="ou", notbut="La réponse n'est pas {}, mais {}.",
  said="Mon ami dit que la réponse est {}, mais j'obtiens {}.", wait="Attendez, je recalcule :", approx="La réponse est environ {}.",
  prob="Donc, la probabilité est", sol="Donc, l'ensemble des solutions est", roots="Les racines sont {} et {}.", temp="À la fin, la température est de {} degrés.",
  cur="{}\u00a0€", tsep="\u202f", dsep=","),
 dict(code="de", name="German (Swiss style)", final="Endgültige Antwort", ans="Die Antwort ist {}.", eggs="Der Hof sammelt in einer Woche {} Eier.",
  bus="Sie brauchen {} Busse.", w7="sieben", w8="acht", or_="oder", notbut="Die Antwort ist nicht {}, sondern {}.",
  said="Mein Freund sagt, die Antwort sei {}, aber ich komme auf {}.", wait="Moment, ich rechne noch einmal:", approx="Die Antwort ist ungefähr {}.",
  prob="Also ist die Wahrscheinlichkeit", sol="Also ist die Lösungsmenge", roots="Die Nullstellen sind {} und {}.", temp="Am Ende beträgt die Temperatur {} Grad.",
  cur="CHF {}", tsep="'", dsep="."),
 dict(code="it", name="Italian", final="Risposta finale", ans="La risposta è {}.", eggs="La fattoria raccoglie {} uova in una settimana.",
  bus="Servono {} autobus.", w7="sette", w8="otto", or_="o", notbut="La risposta non è {}, ma {}.",
  said="Il mio amico dice che la risposta è {}, ma a me viene {}.", wait="Aspetta, ricalcolo:", approx="La risposta è circa {}.",
  prob="Quindi la probabilità è", sol="Quindi l'insieme delle soluzioni è", roots="Le radici sono {} e {}.", temp="Alla fine la temperatura è di {} gradi.",
  cur="{} €", tsep=".", dsep=","),
 dict(code="ru", name="Russian", final="Окончательный ответ", ans="Ответ: {}.", eggs="За неделю ферма собирает {} яиц.",
  bus="Нужно {} автобусов.", w7="семь", w8="восемь", or_="или", notbut="Ответ не {}, а {}.",
  said="Мой друг говорит, что ответ {}, но у меня получилось {}.", wait="Подождите, пересчитаю:", approx="Ответ: примерно {}.",
  prob="Следовательно, вероятность равна", sol="Следовательно, множество решений —", roots="Корни: {} и {}.", temp="В итоге температура составляет {} градусов.", m7="−7",
  cur="{} ₽", tsep="\u00a0", dsep=","),
 dict(code="uk", name="Ukrainian", final="Остаточна відповідь", ans="Відповідь: {}.", eggs="За тиждень ферма збирає {} яєць.",
  bus="Потрібно {} автобусів.", w7="сім", w8="вісім", or_="або", notbut="Відповідь не {}, а {}.",
  said="Мій друг каже, що відповідь {}, але в мене вийшло {}.", wait="Зачекайте, перерахую:", approx="Відповідь: приблизно {}.",
  prob="Отже, ймовірність дорівнює", sol="Отже, множина розв'язків —", roots="Корені: {} і {}.", temp="Зрештою температура становить {} градусів.",
  cur="{} грн", tsep=" ", dsep=","),
 dict(code="pl", name="Polish", final="Ostateczna odpowiedź", ans="Odpowiedź: {}.", eggs="Farma zbiera w ciągu tygodnia {} jajek.",
  bus="Potrzeba {} autobusów.", w7="siedmiu", w8="ośmiu", or_="lub", notbut="Odpowiedź to nie {}, lecz {}.",
  said="Mój kolega mówi, że odpowiedź to {}, ale mnie wychodzi {}.", wait="Chwila, przeliczę jeszcze raz:", approx="Odpowiedź: około {}.",
  prob="Zatem prawdopodobieństwo wynosi", sol="Zatem zbiór rozwiązań to", roots="Pierwiastki to {} i {}.", temp="Na koniec temperatura wynosi {} stopni.",
  cur="{} zł", tsep=" ", dsep=","),
 dict(code="tr", name="Turkish", final="Nihai cevap", ans="Cevap: {}.", eggs="Çiftlik bir haftada {} yumurta toplar.",
  bus="{} otobüs gerekir.", w7="Yedi", w8="sekiz", or_="veya", notbut="Cevap {} değil, {}.",
  said="Arkadaşım cevabın {} olduğunu söylüyor ama ben {} buluyorum.", wait="Bir dakika, tekrar hesaplayayım:", approx="Cevap yaklaşık {}.",
  prob="Dolayısıyla olasılık", sol="Dolayısıyla çözüm kümesi", roots="Kökler {} ve {}.", temp="Sonunda sıcaklık {} derece olur.",
  cur="{} TL", tsep=".", dsep=","),
 dict(code="ar", name="Arabic", final="الإجابة النهائية", ans="الإجابة هي {}.", eggs="تجمع المزرعة {} بيضة في الأسبوع.",
  bus="يحتاجون إلى {} حافلات.", w7="سبع", w8="ثماني", or_="أو", notbut="الإجابة ليست {} بل {}.",
  said="يقول صديقي إن الإجابة {}، لكنني حصلت على {}.", wait="انتظر، دعني أعيد الحساب:", approx="الإجابة تقريبًا {}.",
  prob="إذن الاحتمال هو", sol="إذن مجموعة الحل هي", roots="الجذران هما {} و{}.", temp="في النهاية تكون درجة الحرارة {} درجات.",
  cur="{} ريال", tsep="٬", dsep="٫", digits=AR_DIGITS),
 dict(code="fa", name="Persian", final="پاسخ نهایی", ans="پاسخ {} است.", eggs="مزرعه در یک هفته {} تخم‌مرغ جمع می‌کند.",
  bus="به {} اتوبوس نیاز است.", w7="هفت", w8="هشت", or_="یا", notbut="پاسخ {} نیست، بلکه {} است.",
  said="دوستم می‌گوید پاسخ {} است، اما من به {} رسیدم.", wait="صبر کنید، دوباره حساب می‌کنم:", approx="پاسخ تقریباً {} است.",
  prob="بنابراین احتمال برابر است با", sol="بنابراین مجموعهٔ جواب برابر است با", roots="ریشه‌ها {} و {} هستند.", temp="در پایان دما {} درجه است.",
  cur="{} تومان", tsep="٬", dsep="٫", digits=FA_DIGITS),
 dict(code="hi", name="Hindi", final="अंतिम उत्तर", ans="उत्तर {} है।", eggs="फार्म एक हफ्ते में {} अंडे इकट्ठा करता है।",
  bus="उन्हें {} बसों की ज़रूरत है।", w7="सात", w8="आठ", or_="या", notbut="उत्तर {} नहीं, बल्कि {} है।",
  said="मेरे दोस्त का कहना है कि उत्तर {} है, लेकिन मुझे {} मिला।", wait="रुकिए, मैं फिर से गणना करता हूँ:", approx="उत्तर लगभग {} है।",
  prob="इसलिए, प्रायिकता है", sol="इसलिए, हल समुच्चय है", roots="मूल {} और {} हैं।", temp="अंत में तापमान {} डिग्री है।",
  cur="₹{}", tsep=",", dsep="."),
 dict(code="bn", name="Bengali", final="চূড়ান্ত উত্তর", ans="উত্তর হলো {}।", eggs="খামারটি এক সপ্তাহে {}টি ডিম সংগ্রহ করে।",
  bus="তাদের {}টি বাস লাগবে।", w7="সাত", w8="আট", or_="বা", notbut="উত্তর {} নয়, বরং {}।",
  said="আমার বন্ধু বলছে উত্তর {}, কিন্তু আমি পেয়েছি {}।", wait="দাঁড়াও, আবার হিসাব করি:", approx="উত্তর প্রায় {}।",
  prob="সুতরাং, সম্ভাবনা হলো", sol="সুতরাং, সমাধান সেট হলো", roots="মূলগুলো হলো {} এবং {}।", temp="শেষে তাপমাত্রা {} ডিগ্রি।",
  cur="{} টাকা", tsep=",", dsep=".", digits=BN_DIGITS),
 dict(code="id", name="Indonesian", final="Jawaban akhir", ans="Jawabannya adalah {}.", eggs="Peternakan mengumpulkan {} butir telur dalam seminggu.",
  bus="Mereka membutuhkan {} bus.", w7="tujuh", w8="delapan", or_="atau", notbut="Jawabannya bukan {}, melainkan {}.",
  said="Teman saya bilang jawabannya {}, tetapi saya mendapat {}.", wait="Tunggu, saya hitung ulang:", approx="Jawabannya sekitar {}.",
  prob="Jadi, peluangnya adalah", sol="Jadi, himpunan penyelesaiannya adalah", roots="Akar-akarnya adalah {} dan {}.", temp="Pada akhirnya suhu menjadi {} derajat.",
  cur="Rp{}", tsep=".", dsep=","),
 dict(code="vi", name="Vietnamese", final="Đáp án cuối cùng", ans="Đáp án là {}.", eggs="Trang trại thu được {} quả trứng trong một tuần.",
  bus="Họ cần {} xe buýt.", w7="bảy", w8="tám", or_="hoặc", notbut="Đáp án không phải {} mà là {}.",
  said="Bạn tôi nói đáp án là {}, nhưng tôi tính được {}.", wait="Khoan đã, để tôi tính lại:", approx="Đáp án khoảng {}.",
  prob="Vậy xác suất là", sol="Vậy tập nghiệm là", roots="Các nghiệm là {} và {}.", temp="Cuối cùng nhiệt độ là {} độ.",
  cur="{} đồng", tsep=".", dsep=","),
 dict(code="th", name="Thai", final="คำตอบสุดท้าย", ans="คำตอบคือ {}", eggs="ฟาร์มเก็บไข่ได้ {} ฟองในหนึ่งสัปดาห์",
  bus="ต้องใช้รถบัส {} คัน", w7="เจ็ด", w8="แปด", or_="หรือ", notbut="คำตอบไม่ใช่ {} แต่เป็น {}",
  said="เพื่อนของฉันบอกว่าคำตอบคือ {} แต่ฉันได้ {}", wait="เดี๋ยวก่อน ขอคำนวณใหม่:", approx="คำตอบประมาณ {}",
  prob="ดังนั้น ความน่าจะเป็นคือ", sol="ดังนั้น เซตคำตอบคือ", roots="รากของสมการคือ {} และ {}", temp="สุดท้ายอุณหภูมิเป็น {} องศา",
  cur="{} บาท", tsep=",", dsep="."),
 dict(code="nl", name="Dutch", final="Eindantwoord", ans="Het antwoord is {}.", eggs="De boerderij verzamelt in een week {} eieren.",
  bus="Ze hebben {} bussen nodig.", w7="zeven", w8="acht", or_="of", notbut="Het antwoord is niet {}, maar {}.",
  said="Mijn vriend zegt dat het antwoord {} is, maar ik kom uit op {}.", wait="Wacht, ik reken het opnieuw uit:", approx="Het antwoord is ongeveer {}.",
  prob="Dus de kans is", sol="Dus de oplossingsverzameling is", roots="De wortels zijn {} en {}.", temp="Aan het eind is de temperatuur {} graden.",
  cur="€ {}", tsep=".", dsep=","),
 dict(code="sv", name="Swedish", final="Slutligt svar", ans="Svaret är {}.", eggs="Gården samlar in {} ägg på en vecka.",
  bus="De behöver {} bussar.", w7="sju", w8="åtta", or_="eller", notbut="Svaret är inte {} utan {}.",
  said="Min kompis säger att svaret är {}, men jag får {}.", wait="Vänta, jag räknar om:", approx="Svaret är ungefär {}.",
  prob="Alltså är sannolikheten", sol="Alltså är lösningsmängden", roots="Rötterna är {} och {}.", temp="Till slut är temperaturen {} grader.", m7="−7",
  cur="{} kr", tsep=" ", dsep=","),
 dict(code="cs", name="Czech", final="Konečná odpověď", ans="Odpověď je {}.", eggs="Farma za týden nasbírá {} vajec.",
  bus="Potřebují {} autobusů.", w7="sedm", w8="osm", or_="nebo", notbut="Odpověď není {}, ale {}.",
  said="Můj kamarád říká, že odpověď je {}, ale mně vychází {}.", wait="Počkejte, přepočítám to:", approx="Odpověď je přibližně {}.",
  prob="Pravděpodobnost je tedy", sol="Množina řešení je tedy", roots="Kořeny jsou {} a {}.", temp="Na konci je teplota {} stupňů.",
  cur="{} Kč", tsep="\u00a0", dsep=","),
 dict(code="el", name="Greek", final="Τελική απάντηση", ans="Η απάντηση είναι {}.", eggs="Η φάρμα μαζεύει {} αυγά την εβδομάδα.",
  bus="Χρειάζονται {} λεωφορεία.", w7="επτά", w8="οκτώ", or_="ή", notbut="Η απάντηση δεν είναι {}, αλλά {}.",
  said="Ο φίλος μου λέει ότι η απάντηση είναι {}, αλλά εμένα μου βγαίνει {}.", wait="Περιμένετε, ας το ξαναυπολογίσω:", approx="Η απάντηση είναι περίπου {}.",
  prob="Άρα η πιθανότητα είναι", sol="Άρα το σύνολο λύσεων είναι", roots="Οι ρίζες είναι {} και {}.", temp="Στο τέλος η θερμοκρασία είναι {} βαθμοί.",
  cur="{} €", tsep=".", dsep=","),
 dict(code="he", name="Hebrew", final="תשובה סופית", ans="התשובה היא {}.", eggs="החווה אוספת {} ביצים בשבוע.",
  bus="צריך {} אוטובוסים.", w7="שבעה", w8="שמונה", or_="או", notbut="התשובה היא לא {} אלא {}.",
  said="החבר שלי אומר שהתשובה היא {}, אבל לי יצא {}.", wait="רגע, אחשב מחדש:", approx="התשובה היא בערך {}.",
  prob="לכן ההסתברות היא", sol="לכן קבוצת הפתרונות היא", roots="השורשים הם {} ו-{}.", temp="בסוף הטמפרטורה היא {} מעלות.",
  cur="₪{}", tsep=",", dsep="."),
]
# fmt: on

G_SAL, G_CHE, G_EGG, G_TMP, G_BUS, G_POP = "30240", "21.5", "420", "-7", "7", "15005"
G_DICE, G_SQ, G_ABS, G_QUAD = r"\frac{5}{36}", r"6\sqrt{2}", "[-1, 7]", "-3, 4"
G_CPX, G_SYS, G_COMB, G_RAD = "8 - i", "(3, 1)", "56", r"\frac{5\pi}{6}"

DICE_W = r"$\{(2,6), (3,5), (4,4), (5,3), (6,2)\}$: $5$ / $36$." + "\n"
SQ_W = r"$\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$." + "\n"
ABS_W = r"$|x - 3| \le 4 \iff -4 \le x - 3 \le 4 \iff -1 \le x \le 7$." + "\n"
QUAD_W = r"$x^2 - x - 12 = (x - 4)(x + 3) = 0$." + "\n"
CPX_W = r"$(2 + 3i)(1 - 2i) = 2 - 4i + 3i - 6i^2"
SYS_W = r"$2x + y = 7$, $x - y = 2$ $\Rightarrow$ $3x = 9$, $x = 3$, $y = 1$." + "\n"
COMB_BAD = r"$\binom{8}{3} = 8 \cdot 7 \cdot 6 = 336$." + "\n"
RAD_W = r"$150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180}"


def nd(L, s):
    """Native digits where the language's models use them (ar, fa, bn)."""
    return s.translate(L["digits"]) if "digits" in L else s


def grp(L, n):
    """An integer with the language's thousands grouping."""
    s = f"{n:,}".replace(",", L["tsep"])
    return nd(L, s)


def dec(L, s):
    return nd(L, s.replace(".", L["dsep"]))


def money(L, s):
    return L["cur"].format(s)


def lst(L):
    """The separator between coordinates / interval ends: ';' where the comma is the decimal mark."""
    return "; " if L["dsep"] == "," else ", "


# ---------------------------------------------------------------- GSM8K kind A slots
def ga_wait(L):
    a, b = money(L, dec(L, "21.50")), money(L, dec(L, "17.20"))
    txt = (
        "2.5 × 8.60 = 21.50\n"
        + L["ans"].format(a)
        + "\n"
        + L["wait"]
        + "\n2 × 8.60 = 17.20\n"
        + L["ans"].format(b)
    )
    return (
        "r_wait",
        G_CHE,
        "wrong",
        "phrase",
        txt,
        f"gloss 'The answer is {a}. Wait, let me recompute: 2 x 8.60 = 17.20. The answer is {b}.'; the correction to the 2 kg price 17.20 is the last final answer",
    )


def ga_said(L):
    a, b = money(L, grp(L, 30240)), money(L, grp(L, 28500))
    txt = "12 × 2375 = 28500\n" + L["said"].format(a, b)
    return (
        "q_said",
        G_SAL,
        "wrong",
        "phrase",
        txt,
        f"gloss 'My friend says the answer is {a}, but I get {b}.'; the gold only in reported speech, the own answer is the salary without the bonus",
    )


def ga_hedge(L):
    h = f"{L['w7']} {L['or_']} {L['w8']}"
    txt = "84 ÷ 12 = 7\n" + L["bus"].format(h)
    return (
        "h_hedge",
        G_BUS,
        "wrong",
        "phrase",
        txt,
        f"gloss 'They need {L['w7']} (7) or {L['w8']} (8) buses.'; a hedge between two number words",
    )


def ga_day(L):
    txt = th("15 × 4 = 60\n") + "<answer>" + L["eggs"].format(nd(L, "60")) + "</answer>"
    return (
        "t_day",
        G_EGG,
        "wrong",
        "tag",
        txt,
        "gloss (tag) 'The farm collects 60 eggs in a week.'; the per-day value, not 60 x 7 = 420",
    )


def ga_about(L):
    a = money(L, nd(L, "22"))
    txt = "2.5 × 8.60 = 21.50\n" + L["approx"].format(a)
    return (
        "x_about",
        G_CHE,
        "wrong",
        "phrase",
        txt,
        f"gloss 'The answer is about {a}.'; only a rounded value for the exact 21.5",
    )


def ga_sign(L):
    txt = "2.5 × 4 = 10\n3 − 10 = −7\n" + L["temp"].format(nd(L, "7"))
    return (
        "u_sign",
        G_TMP,
        "wrong",
        "phrase",
        txt,
        "gloss 'At the end the temperature is 7 degrees.'; the sign dropped: 7 is not -7",
    )


def ga_cut(L):
    txt = "12450 + 3785 = 16235\n" + L["wait"] + "\n12450 + 3785 = 16235\n16235 − 1230 ="
    return (
        "c_cut",
        G_POP,
        "no_answer",
        "truncated",
        txt,
        "gloss 'Wait, let me recompute: 12450 + 3785 = 16235; 16235 - 1230 =' and cut at the token cap; no final answer",
    )


def ga_sub(L):
    a = money(L, grp(L, 28500))
    txt = "12 × 2375 = 28500\n" + L["ans"].format(a) + "\n" + L["final"] + ":\n#### 28500"
    return (
        "h_sub",
        G_SAL,
        "wrong",
        "hash",
        txt,
        f"gloss 'The answer is {a}. Final answer: #### 28500'; the salary without the 1,740 bonus",
    )


# ---------------------------------------------------------------- GSM8K kind B slots
def gb_eggs(L):
    txt = (
        th("15 × 4 = 60\n60 × 7 = 420\n")
        + "<answer>"
        + L["eggs"].format(nd(L, "420"))
        + "</answer>"
    )
    return (
        "t_ok_eggs",
        G_EGG,
        "correct",
        "tag",
        txt,
        f"gloss (tag) 'The farm collects {nd(L, '420')} eggs in a week.'; a counted noun after the gold in the tag's sentence",
    )


def gb_hash(L):
    a = money(L, grp(L, 30240))
    txt = (
        "12 × 2375 = 28500\n28500 + 1740 = 30240\n"
        + L["ans"].format(a)
        + "\n"
        + L["final"]
        + ":\n#### 30240"
    )
    return (
        "h_ok_hash",
        G_SAL,
        "correct",
        "hash",
        txt,
        f"gloss 'The answer is {a}. Final answer: #### 30240'; local thousands grouping and currency in the phrase, #### plain after a native phrase",
    )


def gb_deccomma(L):
    a = money(L, dec(L, "21.50"))
    txt = "2.5 × 8.60 = 21.50\n" + L["ans"].format(a)
    return (
        "x_ok_deccomma",
        G_CHE,
        "correct",
        "phrase",
        txt,
        f"gloss 'The answer is {a}.'; the local decimal mark and currency, trailing zero: 21.50 = 21.5",
    )


def gb_temp(L):
    v = nd(L, L.get("m7", "-7"))
    en = {
        "零下7": "7 below zero (零下 = below zero)",
        "영하 7": "7 below zero (영하 = below zero)",
        "マイナス7": "minus 7 (マイナス = minus)",
        "−7": "−7 (U+2212 minus sign)",
    }.get(v, v)
    txt = "2.5 × 4 = 10\n3 − 10 = −7\n" + L["temp"].format(v)
    return (
        "u_ok_temp",
        G_TMP,
        "correct",
        "phrase",
        txt,
        f"gloss 'At the end the temperature is {en} degrees.'; -7 written the language's way",
    )


def gb_word(L):
    txt = "84 ÷ 12 = 7\n" + L["bus"].format(L["w7"])
    return (
        "u_ok_word",
        G_BUS,
        "correct",
        "phrase",
        txt,
        f"gloss 'They need {L['w7']} (seven) buses.'; a number word for the gold 7",
    )


def gb_notbut(L):
    a, b = grp(L, 16235), grp(L, 15005)
    txt = "12450 + 3785 = 16235\n16235 − 1230 = 15005\n" + L["notbut"].format(a, b)
    return (
        "n_ok_notbut",
        G_POP,
        "correct",
        "phrase",
        txt,
        f"gloss 'The answer is not {a} but {b}.'; the subtotal negated, the gold asserted with the local thousands grouping",
    )


def gb_approx(L):
    a, b = money(L, dec(L, "21.50")), money(L, nd(L, "22"))
    txt = "2.5 × 8.60 = 21.50\n" + L["ans"].format(f"{a} (≈ {b})")
    return (
        "x_ok_approx",
        G_CHE,
        "correct",
        "phrase",
        txt,
        f"gloss 'The answer is {a} (≈ {b}).'; the exact value with a rounded gloss after it",
    )


def gb_said(L):
    a, b = money(L, grp(L, 28500)), money(L, grp(L, 30240))
    txt = "12 × 2375 = 28500\n28500 + 1740 = 30240\n" + L["said"].format(a, b)
    return (
        "q_ok_said",
        G_SAL,
        "correct",
        "phrase",
        txt,
        f"gloss 'My friend says the answer is {a}, but I get {b}.'; a friend's wrong value (no bonus) reported, the own answer is the gold",
    )


# ---------------------------------------------------------------- MATH kind A slots
def ma_about(L):
    v = "0" + ("," if L["dsep"] == "," else ".") + "139"
    txt = DICE_W + L["prob"] + f" $\\approx {v}$."
    return (
        "x_m_about",
        G_DICE,
        "wrong",
        "prose",
        txt,
        f"gloss 'So the probability is ≈ {v}.'; only a decimal approximation for the exact 5/36",
    )


def ma_oneroot(L):
    txt = th(QUAD_W) + "<answer>" + L["ans"].format("$x = 4$") + "</answer>"
    return (
        "t_m_oneroot",
        G_QUAD,
        "wrong",
        "tag",
        txt,
        "gloss (tag) 'The answer is x = 4.'; only one of the two roots -3, 4",
    )


def ma_wait(L):
    txt = (
        CPX_W
        + r" = \boxed{8 - i}$."
        + "\n"
        + L["wait"]
        + "\n"
        + r"$-6i^2 = -6$, $2 - i - 6 = \boxed{-4 - i}$."
    )
    return (
        "r_m_wait",
        G_CPX,
        "wrong",
        "boxed",
        txt,
        "gloss 'Wait, let me recompute: -6i^2 = -6, 2 - i - 6 = -4 - i (boxed)'; a correction from the gold to a wrong last box",
    )


def ma_said(L):
    txt = (
        r"$\sqrt{72} = \sqrt{36 \cdot 3} = 6\sqrt{3}$."
        + "\n"
        + L["said"].format(r"$6\sqrt{2}$", r"$\boxed{6\sqrt{3}}$")
    )
    return (
        "q_m_said",
        G_SQ,
        "wrong",
        "boxed",
        txt,
        "gloss 'My friend says the answer is 6√2, but I get 6√3 (boxed).'; the gold only in reported speech",
    )


def ma_cut(L):
    lead = L["ans"].split("{}")[0].rstrip()
    txt = RAD_W + "$\n" + lead + r" $\frac{150\pi}{180} = \frac{"
    return (
        "c_m_cut",
        G_RAD,
        "no_answer",
        "truncated",
        txt,
        "gloss 'The answer is 150π/180 = \\frac{' and cut at the token cap inside the fraction",
    )


def ma_hedge(L):
    s = lst(L)
    txt = ABS_W + L["ans"].format(f"$[-1{s}7]$ {L['or_']} $(-1{s}7)$")
    return (
        "h_m_hedge",
        G_ABS,
        "wrong",
        "prose",
        txt,
        f"gloss 'The answer is [-1{s}7] or (-1{s}7).'; a hedge between the closed and the open interval",
    )


def ma_comb(L):
    txt = COMB_BAD + L["ans"].format("$336$")
    return (
        "x_m_comb",
        G_COMB,
        "wrong",
        "prose",
        txt,
        "gloss 'The answer is 336.'; 8*7*6 without dividing by 3! = 6",
    )


def ma_notbut(L):
    s = lst(L)
    txt = r"$2x + y = 7$, $x - y = 2$." + "\n" + L["notbut"].format(f"$(3{s}1)$", f"$(1{s}3)$")
    return (
        "n_m_notbut",
        G_SYS,
        "wrong",
        "prose",
        txt,
        f"gloss 'The answer is not (3{s}1) but (1{s}3).'; the gold negated, the swapped pair asserted",
    )


# ---------------------------------------------------------------- MATH kind B slots
def mb_box(L):
    txt = DICE_W + L["prob"] + r" $\boxed{\frac{5}{36}}$."
    return (
        "b_m_ok_box",
        G_DICE,
        "correct",
        "boxed",
        txt,
        "gloss 'So the probability is 5/36 (boxed).'; a native lead before the box",
    )


def mb_approx(L):
    v = "8" + ("," if L["dsep"] == "," else ".") + "49"
    txt = SQ_W + L["ans"].format(f"$6\\sqrt{{2}} \\approx {v}$")
    return (
        "x_m_ok_approx",
        G_SQ,
        "correct",
        "prose",
        txt,
        f"gloss 'The answer is 6√2 ≈ {v}.'; the exact value first, a local-decimal approximation after it as a gloss",
    )


def mb_interval(L):
    s = lst(L)
    txt = ABS_W + L["sol"] + f" $[-1{s}7]$."
    return (
        "s_m_ok_interval",
        G_ABS,
        "correct",
        "prose",
        txt,
        f"gloss 'So the solution set is [-1{s}7].'; "
        + (
            "a semicolon between the ends where the comma is the decimal mark"
            if s == "; "
            else "the closed interval"
        ),
    )


def mb_roots(L):
    txt = th(QUAD_W) + "<answer>" + L["roots"].format("$-3$", "$4$") + "</answer>"
    return (
        "t_m_ok_roots",
        G_QUAD,
        "correct",
        "tag",
        txt,
        "gloss (tag) 'The roots are -3 and 4.'; both roots in a sentence in the tag",
    )


def mb_wait(L):
    txt = (
        CPX_W
        + r" = \boxed{-4 - i}$."
        + "\n"
        + L["wait"]
        + "\n"
        + r"$-6i^2 = +6$, $2 - i + 6 = \boxed{8 - i}$."
    )
    return (
        "r_m_ok_wait",
        G_CPX,
        "correct",
        "boxed",
        txt,
        "gloss 'Wait, let me recompute: -6i^2 = +6, 2 - i + 6 = 8 - i (boxed)'; the correction to the gold is last",
    )


def mb_label(L):
    txt = RAD_W + r" = \frac{5\pi}{6}$." + "\n\n**" + L["final"] + r":** $\frac{5\pi}{6}$"
    return (
        "h_m_ok_label",
        G_RAD,
        "correct",
        "final_answer_phrase",
        txt,
        "gloss '**Final answer:** 5π/6'; a bold native final-answer label",
    )


def mb_notbut(L):
    s = lst(L)
    txt = SYS_W + L["notbut"].format(f"$(1{s}3)$", f"$(3{s}1)$")
    return (
        "n_m_ok_notbut",
        G_SYS,
        "correct",
        "prose",
        txt,
        f"gloss 'The answer is not (1{s}3) but (3{s}1).'; the swapped pair negated, the gold asserted"
        + ("; a semicolon where the comma is the decimal mark" if s == "; " else ""),
    )


GA = [ga_wait, ga_said, ga_hedge, ga_day, ga_about, ga_sign, ga_cut, ga_sub]
GB = [gb_eggs, gb_hash, gb_deccomma, gb_temp, gb_word, gb_notbut, gb_approx, gb_said]
MA = [ma_about, ma_oneroot, ma_wait, ma_said, ma_cut, ma_hedge, ma_comb, ma_notbut]
MB = [mb_box, mb_approx, mb_interval, mb_roots, mb_wait, mb_label, mb_notbut]

WESTERN = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹০১২৩৪৫৬৭৮৯", "0123456789" * 3)

DEBATABLE = {"u_ok_temp_zh", "u_ok_temp_ko"}


def lang_cases(i, L):
    picks = (
        [("A", "gsm8k", GA[(i + k) % 8]) for k in (0, 2, 5)]
        + [("B", "gsm8k", GB[(i + k) % 8]) for k in (0, 1, 3)]
        + [("A", "math", MA[(i + k) % 8]) for k in (1, 4, 6)]
        + [("B", "math", MB[(i + k) % 7]) for k in ((2, 3, 5) if i < 16 else (2, 5))]
    )
    out = []
    for kind, checker, slot in picks:
        sid, gold, truth, form, text, note = slot(L)
        cid = f"{sid}_{L['code']}"
        helper = g if checker == "gsm8k" else m
        if "digits" in L and any(c in note for c in "٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹০১২৩৪৫৬৭৮৯"):
            note = (
                note.translate(WESTERN).replace("٬", ",").replace("٫", ".")
                + " [the completion writes these numbers in native digits]"
            )
        out.append(
            helper(cid, kind, gold, truth, form, text, f"{L['name']}: {note}", cid in DEBATABLE)
        )
    return out


CASES = [case for i, lang in enumerate(LANGS) for case in lang_cases(i, lang)]

DECISIONS = {
    "u_ok_temp_zh": (
        "accept",
        "零下7度 ('7 degrees below zero') is the standard Chinese way to write -7 degrees; the sign word is the minus sign",
    ),
    "u_ok_temp_ko": (
        "accept",
        "영하 7도 ('7 degrees below zero') is the standard Korean way to write -7 degrees; the sign word is the minus sign",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam135", CASES, [], DECISIONS)
