r"""Build adversarial_redteam141.jsonl: round 141 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam141"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 136-139, and WITHOUT running the checker, math-verify, sympy
or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only corpus/README.md
(label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 138.py / 139.py (structure, docstring, label conventions,
DECISIONS; round 139, also multilingual, to AVOID its shapes and vocabulary) were read; no probe of
theirs is copied (new problems, new golds, new wording, new final-line vocabulary).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese (Portugal: space thousands), French (narrow no-break space
thousands, no-break space before units), German (Germany: dot thousands), Italian (euro sign before),
Russian (plain space thousands, ₽ after), Ukrainian (no-break space thousands), Polish, Turkish (lira sign
before, percent sign before the number), Arabic (ASCII digits, a right-to-left mark), Persian (ASCII
digits), Hindi (Devanagari digits throughout the GSM8K completions, Indian lakh grouping), Bengali
(Bengali digits throughout the GSM8K completions), Indonesian, Vietnamese, Thai, Dutch (euro sign before, ",-" for whole
euros), Swedish, Czech, Greek, Hebrew (shekel sign after). New final-line vocabulary per language
(not round 139's): a "final answer" label, "so the answer is", a correction "Hmm, actually no.
Correcting:", an ANSWER KEY reported ("the answer key says X, but I think it is a misprint; I get
Y"), "X is wrong; the correct result is Y", a "final answer is:" phrase then `####` on the SAME
line, a "Check: ..." line after the answer, counted nouns (cookies in each bag, chickens, minutes,
km) and the number word for seven / six. Working lines are language-neutral equations with the
language's own number format; the final lines are in the language.

Kind A shapes: a per-ticket price with a decimal comma ("12,50 €") whose digits with the comma
removed read as the gold 1250; the gold only in a reported answer key; a native correction from the
total to the subtotal; "7 is wrong; correct: 8" (correction to the wrong value); `####` gold then a
native correction and `####` the wrong value; a tag sentence with the subtotal; the monthly value
as final answer then a "Check:" line that computes the gold; a rounded value with "≈"; MATH: a
decimal only, the closed interval for an open one, roots with the wrong signs joined by the native
"or", the exterior angle, a rounded probability, a native correction to the i^2 slip, the answer key
reported with the right count (own value ordered), a tag sentence with x = 32, a decimal for 9\pi,
a rounded 7/12, the reciprocal slope, a cut inside a box after a native lead (no_answer). Kind B
shapes: the gold with local grouping AND two decimals ("1.250,00 €", "1 250,00 €", "₹१,२५०.००"), a
decimal-comma price, the answer key's wrong value reported then the gold, a native correction to the
gold, a number word then a "Check:" line ending on another number, `####` after a native phrase on
the same line with a decimal comma and km, a tag sentence with grouped currency, "8 is wrong; the
correct result is 7", a bold native label with a counted noun; MATH: a Unicode root "4√3", an open
interval with ';' where the comma is the decimal mark, both roots with the native "or", the native degree word, a
terminating decimal with a comma for 5/2 (README: equal value in another notation is correct), a
correction to 3 + 4i, "7/12" plain, a number word for 6, 9\pi then "(≈ 28,27)", a tag sentence,
"1/36 is wrong; the correct result is 1/6".

The 24 languages each get 11 rotation probes (even index: 3 GSM8K kind A, 3 GSM8K kind B, 2 MATH
kind A, 3 MATH kind B; odd index: 3, 2, 3, 3); each slot list is walked by its own counter so that
every slot appears in several languages; then 16 hand-written extras (`e_`): Chinese "1.2万元"
(debatable, accept), Hindi "₹1,20,000" (lakh grouping), German "1,25 €" when cents are asked
(debatable, reject), French "]1 ; 5]" (half-open, B) and "[1 ; 5[" for [1, 5] (A), Japanese
full-width digits with the counter 羽, Chinese "x=2或x=3", Russian Unicode minus "x = −6" (B) and the
lost sign "x = 6" (A), German "ca. 31 €" (A), Arabic right-to-left mark before the value, Hebrew
"1,555? No, 1,970." (A), Korean "1만 2천 원", Turkish "%25" (B) and "%0,25" (A), Dutch "€ 1.250,-".
Every note carries an English gloss of the final lines.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- note: 3 notebooks at 4.25 + a backpack at 18.50 -> 31.25 (3 * 4.25 = 12.75; 12.75 + 18.50 =
  31.25). Subtotal 12.75; rounded 31.
- run: 4.5 km a day for 3 days -> 13.5 (4.5 * 3 = 13.5); rounded 14.
- farm: 1,250 chickens, buys 3 crates of 240, sells 415 -> 1555 (3 * 240 = 720; 1250 + 720 = 1970;
  1970 - 415 = 1555). Subtotal 1970.
- bags: 56 cookies in 8 bags -> 7 (56 / 8 = 7); swapped 56 / 7 = 8.
- show: 3 episodes of 45 minutes + a 25-minute break, minutes asked -> 160 (3 * 45 = 135; 135 + 25 =
  160). Without the break 135.
- salary: 2,850 a month, a year -> 34200 (2850 * 12 = 34200). Monthly 2850.
- tickets: 100 tickets at 12.50 -> 1250 (100 * 12.50 = 1250). One ticket 12.50.
- extras: 4,000 saved a month for 3 months -> 12000 (4000 * 3); 10,000 rupees a month for 12 months
  -> 120000 (10000 * 12 = 120000 = 1,20,000 in lakh grouping); 5 pens at 25 cents, CENTS asked ->
  125 (5 * 25 = 125 = 1.25 euros); 8 of 32 marbles, percent asked -> 25 (8 / 32 = 0.25).
MATH
- 3/4 - 1/6 -> \frac{7}{12} (9/12 - 2/12; 0.58333...; 0.58 is a rounded decimal).
- \sqrt{48} -> 4\sqrt{3} (\sqrt{16 * 3}; 6.9282...).
- |x - 1| < 3 -> (-2, 4) (-3 < x - 1 < 3); the closed [-2, 4] adds the ends.
- x^2 - 5x + 6 = 0 -> 2, 3 ((x - 2)(x - 3)); (x + 2)(x + 3) gives -2, -3.
- each interior angle of a regular hexagon -> 120 ((6 - 2) * 180 = 720; 720 / 6 = 120); exterior 60.
- two dice, sum 7 -> \frac{1}{6} (6 of 36 outcomes; 0.1666...; 0.17 rounded; 1/36 one outcome).
- 4x + 3 = 13 -> \frac{5}{2} (4x = 10; x = 2.5, a terminating decimal).
- (2 + i)^2 -> 3 + 4i (4 + 4i + i^2 = 4 + 4i - 1); i^2 read as +1: 5 + 4i.
- C(6, 2) -> 15 (6 * 5 / 2); ordered 30.
- 2^x = 64 -> 6 (2^6 = 64); 32 is 64 / 2.
- area of a circle of radius 3 -> 9\pi (28.2743...; 28.27 rounded).
- slope through (1, 2) and (3, 8) -> 3 ((8 - 2) / (3 - 1) = 6 / 2); reciprocal 1/3.
- extras: 2 < x + 1 <= 6 -> (1, 5] (1 < x <= 5); 2 <= x + 1 <= 6 -> [1, 5]; 3x + 20 = 2 -> -6
  (3x = -18).

Classes (id prefix, then the slot, then the language code; `_m_` marks MATH, `_ok_` kind B):
`d_` decimal comma / local grouping / currency (the comma-stripped price trap; "1.250,00 €"), `k_`
a reported answer key (the gold only reported, or the key's wrong value reported before the gold),
`r_` native corrections ("Hmm, actually no. Correcting:"), `w_` "X is wrong; the correct result is
Y" and number words, `h_` a native phrase then `####` on the same line, `t_` answer tags holding a
native sentence, `c_` a "Check:" line after the answer, `x_` exactness (rounded, decimal only,
terminating decimal, Unicode root, exact value with an approximation gloss, plain fraction), `s_`
intervals (closed for open; ';' and French reversed brackets), `o_` roots joined by the native
"or", `u_` degree words and counted nouns (exterior angle), `b_` a cut inside a box after a native
lead, a bold native label, `e_` extras.

Label conventions (corpus/README.md, rounds 136-139): the LAST final answer counts; a right answer in
the language's honest notation (decimal comma, local thousands grouping with dot, space, no-break
or narrow no-break space, Indian lakh grouping, Devanagari / Bengali / full-width digits, two
trailing decimals ",00" or ",-" on a whole amount, currency before or after, a counted noun or unit
after the number, a number word, the native word for degrees, a Unicode minus or root, a semicolon
between interval ends where the comma is the decimal mark, the French reversed brackets for open
ends, a terminating decimal equal to a fraction gold, a percent sign before the number as Turkish
writes it) is correct; an approximation after the exact value is a gloss, not a second answer; an
approximation or rounded decimal alone for an exact gold is wrong; another quantity (subtotal,
monthly value, one ticket's price, exterior angle, ordered count, the other unit than the one asked)
is wrong; an answer tag's content is the final answer (a sentence in it is read for its value);
both roots of one equation joined by "or" are the solution list, not a hedge; "X is wrong; the
correct result is Y" makes Y the answer; an explicit correction after an answer makes the new value
final (right or wrong); a value only in a reported answer key is not the model's answer; a "Check:"
line after a committed answer does not replace it; a completion cut before any final answer is
no_answer. Debatable probes carry `debatable=True` and a DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam141.py   (writes adversarial_redteam141.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

DEVA = str.maketrans("0123456789", "०१२३४५६७८९")
BENG = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
ASCII = str.maketrans("०१२३४५६७८९০১২৩৪৫৬৭৮৯", "01234567890123456789")

# fmt: off
# Per language: final-line vocabulary (templates take the value(s) with {}), number format,
# currency, counted nouns and number words.
LANGS = [
 dict(code="zh", name="Chinese", fin="最终答案：{}", ans="所以答案是{}。", fix="嗯，不对，我刚才算错了，更正如下：",
  key="参考答案给的是{}，但我觉得那是印刷错误，我算出来的是{}。", wr="{}是错的，正确结果是{}。", hl="所以最终答案是：",
  or_="或", deg="度", chk="验算：{}", cook="每袋{}块饼干", hens="{}只鸡", km="{}公里", mins="{}分钟", cur="{}美元",
  tsep=",", dsep=".", w6="六", w7="七"),
 dict(code="ja", name="Japanese", fin="最終回答：{}", ans="よって、答えは{}です。", fix="うーん、実は違いました。訂正します：",
  key="解答集には{}とありますが、誤植だと思います。私の計算では{}です。", wr="{}は誤りで、正しい結果は{}です。", hl="最終的な答えは：",
  or_="または", deg="度", chk="検算：{}", cook="1袋あたり{}枚のクッキー", hens="{}羽のニワトリ", km="{}km", mins="{}分", cur="{}ドル",
  tsep=",", dsep=".", w6="六", w7="七"),
 dict(code="ko", name="Korean", fin="최종 답: {}", ans="따라서 답은 {}입니다.", fix="음, 사실 틀렸네요. 정정하겠습니다:",
  key="해답지에는 {}라고 되어 있지만 오타인 것 같습니다. 제 계산으로는 {}입니다.", wr="{}은(는) 틀렸고, 올바른 결과는 {}입니다.", hl="최종 답은:",
  or_="또는", deg="도", chk="검산: {}", cook="한 봉지에 쿠키 {} 개", hens="닭 {}마리", km="{}km", mins="{}분", cur="{}달러",
  tsep=",", dsep=".", w6="여섯", w7="일곱"),
 dict(code="es", name="Spanish", fin="Respuesta final: {}", ans="Por lo tanto, la respuesta es {}.", fix="Mmm, en realidad no. Corrijo:",
  key="El solucionario dice {}, pero creo que es una errata; a mí me sale {}.", wr="{} es incorrecto; el resultado correcto es {}.", hl="La respuesta final es:",
  or_="o", deg="grados", chk="Comprobación: {}", cook="{} galletas en cada bolsa", hens="{} gallinas", km="{} km", mins="{} minutos", cur="{} €",
  tsep=".", dsep=",", w6="seis", w7="siete"),
 dict(code="pt", name="Portuguese (Portugal)", fin="Resposta final: {}", ans="Logo, a resposta é {}.", fix="Hum, afinal não. Corrijo:",
  key="As soluções do manual dizem {}, mas parece-me gralha; eu obtenho {}.", wr="{} está errado; o resultado correto é {}.", hl="A resposta final é:",
  or_="ou", deg="graus", chk="Verificação: {}", cook="{} bolachas em cada saco", hens="{} galinhas", km="{} km", mins="{} minutos", cur="{} €",
  tsep=" ", dsep=",", w6="seis", w7="sete"),
 dict(code="fr", name="French", fin="Réponse finale : {}", ans="La réponse est donc {}.", fix="Hum, en fait non. Je corrige :",
  key="Le corrigé indique {}, mais ce doit être une coquille ; moi, je trouve {}.", wr="{} est faux ; le bon résultat est {}.", hl="La réponse finale est :",
  or_="ou", deg="degrés", chk="Vérification : {}", cook="{} biscuits par sachet", hens="{} poules", km="{}\u00a0km", mins="{}\u00a0minutes", cur="{}\u00a0€",
  tsep="\u202f", dsep=",", w6="six", w7="sept"),
 dict(code="de", name="German", fin="Endergebnis: {}", ans="Die Antwort lautet also {}.", fix="Hm, eigentlich stimmt das nicht. Ich korrigiere:",
  key="Im Lösungsheft steht {}, aber das ist wohl ein Druckfehler; ich komme auf {}.", wr="{} ist falsch; richtig ist {}.", hl="Die endgültige Antwort ist:",
  or_="oder", deg="Grad", chk="Probe: {}", cook="{} Kekse pro Tüte", hens="{} Hühner", km="{} km", mins="{} Minuten", cur="{} €",
  tsep=".", dsep=",", w6="sechs", w7="sieben"),
 dict(code="it", name="Italian", fin="Risposta finale: {}", ans="Quindi la risposta è {}.", fix="Mmm, in realtà no. Correggo:",
  key="Il libro riporta {}, ma credo sia un refuso; a me viene {}.", wr="{} è sbagliato; il risultato corretto è {}.", hl="La risposta finale è:",
  or_="o", deg="gradi", chk="Verifica: {}", cook="{} biscotti in ogni sacchetto", hens="{} galline", km="{} km", mins="{} minuti", cur="€ {}",
  tsep=".", dsep=",", w6="sei", w7="sette"),
 dict(code="ru", name="Russian", fin="Итоговый ответ: {}", ans="Значит, ответ: {}.", fix="Хм, на самом деле нет. Исправляю:",
  key="В ответах в конце учебника {}, но, по-моему, это опечатка; у меня получается {}.", wr="{} — неверно; правильный результат: {}.", hl="Окончательный ответ:",
  or_="или", deg="градусов", chk="Проверка: {}", cook="в каждом пакете {} штук печенья", hens="{} кур", km="{} км", mins="{} минут", cur="{} ₽",
  tsep=" ", dsep=",", w6="шесть", w7="семь"),
 dict(code="uk", name="Ukrainian", fin="Остаточна відповідь: {}", ans="Отже, відповідь: {}.", fix="Хм, насправді ні. Виправляю:",
  key="У відповідях підручника {}, але, здається, це друкарська помилка; у мене виходить {}.", wr="{} — неправильно; правильний результат: {}.", hl="Остаточна відповідь:",
  or_="або", deg="градусів", chk="Перевірка: {}", cook="у кожному пакеті {} штук печива", hens="{} курей", km="{} км", mins="{} хвилин", cur="{} грн",
  tsep="\u00a0", dsep=",", w6="шість", w7="сім"),
 dict(code="pl", name="Polish", fin="Odpowiedź końcowa: {}", ans="Zatem odpowiedź brzmi: {}.", fix="Hmm, właściwie nie. Poprawiam:",
  key="W odpowiedziach w podręczniku jest {}, ale to chyba błąd drukarski; mnie wychodzi {}.", wr="{} jest błędne; poprawny wynik to {}.", hl="Ostateczna odpowiedź:",
  or_="lub", deg="stopni", chk="Sprawdzenie: {}", cook="{} ciastek w każdej torebce", hens="{} kur", km="{} km", mins="{} minut", cur="{} zł",
  tsep=" ", dsep=",", w6="sześć", w7="siedem"),
 dict(code="tr", name="Turkish", fin="Nihai cevap: {}", ans="O hâlde cevap {}.", fix="Hmm, aslında öyle değil. Düzeltiyorum:",
  key="Cevap anahtarında {} yazıyor ama bence baskı hatası; ben {} buluyorum.", wr="{} yanlış; doğru sonuç {}.", hl="Nihai cevap:",
  or_="veya", deg="derece", chk="Kontrol: {}", cook="her poşette {} kurabiye", hens="{} tavuk", km="{} km", mins="{} dakika", cur="₺{}",
  tsep=".", dsep=",", w6="altı", w7="yedi"),
 dict(code="ar", name="Arabic", fin="الإجابة النهائية: {}", ans="إذن، الجواب هو {}.", fix="همم، في الواقع لا. أصحح:",
  key="في دليل الحلول مكتوب {}، لكن أظنه خطأً مطبعيًا؛ أنا أحصل على {}.", wr="{} خطأ؛ النتيجة الصحيحة هي {}.", hl="الإجابة النهائية هي:",
  or_="أو", deg="درجة", chk="التحقق: {}", cook="{} قطع بسكويت في كل كيس", hens="{} دجاجة", km="{} كم", mins="{} دقيقة", cur="{} دولار",
  tsep=",", dsep=".", w6="ستة", w7="سبع"),
 dict(code="fa", name="Persian", fin="پاسخ نهایی: {}", ans="پس جواب {} است.", fix="هوم، در واقع نه. اصلاح می‌کنم:",
  key="در کلید پاسخ‌ها {} آمده، ولی فکر می‌کنم غلط چاپی است؛ من {} به دست می‌آورم.", wr="{} نادرست است؛ نتیجهٔ درست {} است.", hl="پاسخ نهایی:",
  or_="یا", deg="درجه", chk="بررسی: {}", cook="در هر کیسه {} عدد کلوچه", hens="{} مرغ", km="{} کیلومتر", mins="{} دقیقه", cur="{} دلار",
  tsep=",", dsep=".", w6="شش", w7="هفت"),
 dict(code="hi", name="Hindi", fin="अंतिम उत्तर: {}", ans="इसलिए उत्तर {} है।", fix="हम्म, असल में नहीं। सुधार करता हूँ:",
  key="उत्तरमाला में {} दिया है, पर मुझे लगता है यह छपाई की गलती है; मुझे {} मिलता है।", wr="{} गलत है; सही परिणाम {} है।", hl="अंतिम उत्तर है:",
  or_="या", deg="डिग्री", chk="जाँच: {}", cook="हर थैली में {} बिस्कुट", hens="{} मुर्गियाँ", km="{} किमी", mins="{} मिनट", cur="₹{}",
  tsep=",", dsep=".", w6="छह", w7="सात", digits=DEVA),
 dict(code="bn", name="Bengali", fin="চূড়ান্ত উত্তর: {}", ans="সুতরাং উত্তর হলো {}।", fix="হুম, আসলে না। সংশোধন করছি:",
  key="উত্তরমালায় {} লেখা আছে, কিন্তু আমার মনে হয় এটা ছাপার ভুল; আমি পাচ্ছি {}।", wr="{} ভুল; সঠিক ফলাফল {}।", hl="চূড়ান্ত উত্তর হলো:",
  or_="অথবা", deg="ডিগ্রি", chk="যাচাই: {}", cook="প্রতি প্যাকেটে {}টি বিস্কুট", hens="{}টি মুরগি", km="{} কিমি", mins="{} মিনিট", cur="{} টাকা",
  tsep=",", dsep=".", w6="ছয়", w7="সাত", digits=BENG),
 dict(code="id", name="Indonesian", fin="Jawaban akhir: {}", ans="Jadi, jawabannya {}.", fix="Hmm, sebenarnya bukan. Saya koreksi:",
  key="Kunci jawaban menulis {}, tetapi sepertinya salah cetak; saya mendapat {}.", wr="{} salah; hasil yang benar adalah {}.", hl="Jawaban akhirnya adalah:",
  or_="atau", deg="derajat", chk="Pengecekan: {}", cook="{} kue di setiap kantong", hens="{} ekor ayam", km="{} km", mins="{} menit", cur="{} dolar",
  tsep=".", dsep=",", w6="enam", w7="tujuh"),
 dict(code="vi", name="Vietnamese", fin="Đáp án cuối cùng: {}", ans="Vậy câu trả lời là {}.", fix="Hmm, thật ra không phải. Tôi sửa lại:",
  key="Đáp án trong sách ghi {}, nhưng tôi nghĩ đó là lỗi in; tôi tính được {}.", wr="{} là sai; kết quả đúng là {}.", hl="Đáp án cuối cùng là:",
  or_="hoặc", deg="độ", chk="Kiểm tra: {}", cook="{} cái bánh quy mỗi túi", hens="{} con gà", km="{} km", mins="{} phút", cur="{} đô la",
  tsep=".", dsep=",", w6="sáu", w7="bảy"),
 dict(code="th", name="Thai", fin="คำตอบสุดท้าย: {}", ans="ดังนั้น คำตอบคือ {}", fix="อืม จริง ๆ แล้วไม่ใช่ ขอแก้ไข:",
  key="เฉลยในหนังสือเขียนว่า {} แต่คิดว่าพิมพ์ผิด ฉันได้ {}", wr="{} ผิด ผลลัพธ์ที่ถูกต้องคือ {}", hl="คำตอบสุดท้ายคือ:",
  or_="หรือ", deg="องศา", chk="ตรวจสอบ: {}", cook="ถุงละ {} ชิ้น", hens="ไก่ {} ตัว", km="{} กม.", mins="{} นาที", cur="{} ดอลลาร์",
  tsep=",", dsep=".", w6="หก", w7="เจ็ด"),
 dict(code="nl", name="Dutch", fin="Eindantwoord: {}", ans="Het antwoord is dus {}.", fix="Hm, eigenlijk niet. Ik verbeter het:",
  key="In het antwoordenboekje staat {}, maar dat is vast een drukfout; ik kom uit op {}.", wr="{} is fout; de juiste uitkomst is {}.", hl="Het uiteindelijke antwoord is:",
  or_="of", deg="graden", chk="Controle: {}", cook="{} koekjes per zakje", hens="{} kippen", km="{} km", mins="{} minuten", cur="€ {}",
  tsep=".", dsep=",", w6="zes", w7="zeven"),
 dict(code="sv", name="Swedish", fin="Slutligt svar: {}", ans="Svaret är alltså {}.", fix="Hm, egentligen inte. Jag rättar:",
  key="Facit säger {}, men det är nog ett tryckfel; jag får {}.", wr="{} är fel; rätt resultat är {}.", hl="Det slutliga svaret är:",
  or_="eller", deg="grader", chk="Kontroll: {}", cook="{} kakor i varje påse", hens="{} höns", km="{} km", mins="{} minuter", cur="{} kr",
  tsep="\u00a0", dsep=",", w6="sex", w7="sju"),
 dict(code="cs", name="Czech", fin="Konečná odpověď: {}", ans="Odpověď je tedy {}.", fix="Hm, vlastně ne. Opravuji:",
  key="Ve výsledcích v učebnici je {}, ale to je asi tisková chyba; mně vychází {}.", wr="{} je špatně; správný výsledek je {}.", hl="Konečná odpověď je:",
  or_="nebo", deg="stupňů", chk="Zkouška: {}", cook="{} sušenek v každém sáčku", hens="{} slepic", km="{} km", mins="{} minut", cur="{} Kč",
  tsep="\u00a0", dsep=",", w6="šest", w7="sedm"),
 dict(code="el", name="Greek", fin="Τελική απάντηση: {}", ans="Άρα η απάντηση είναι {}.", fix="Χμ, στην πραγματικότητα όχι. Διορθώνω:",
  key="Οι λύσεις του βιβλίου γράφουν {}, αλλά μάλλον είναι τυπογραφικό λάθος· εγώ βρίσκω {}.", wr="Το {} είναι λάθος· το σωστό αποτέλεσμα είναι {}.", hl="Η τελική απάντηση είναι:",
  or_="ή", deg="μοίρες", chk="Έλεγχος: {}", cook="{} μπισκότα σε κάθε σακουλάκι", hens="{} κότες", km="{} χλμ.", mins="{} λεπτά", cur="{} €",
  tsep=".", dsep=",", w6="έξι", w7="επτά"),
 dict(code="he", name="Hebrew", fin="תשובה סופית: {}", ans="לכן התשובה היא {}.", fix="הממ, בעצם לא. אני מתקן:",
  key="בפתרונות בספר כתוב {}, אבל נראה לי שזו טעות דפוס; אני מקבל {}.", wr="{} שגוי; התוצאה הנכונה היא {}.", hl="התשובה הסופית היא:",
  or_="או", deg="מעלות", chk="בדיקה: {}", cook="{} עוגיות בכל שקית", hens="{} תרנגולות", km="{} ק\"מ", mins="{} דקות", cur="{} ₪",
  tsep=",", dsep=".", w6="שש", w7="שבע"),
]
# English glosses of the same templates (numbers stay as the language writes them).
EN = dict(fin="Final answer: {}", ans="So the answer is {}.", fix="Hmm, actually no. Correcting:",
  key="The answer key says {}, but I think it is a misprint; I get {}.", wr="{} is wrong; the correct result is {}.", hl="The final answer is:",
  or_="or", deg="degrees", chk="Check: {}", cook="{} cookies in each bag", hens="{} chickens", km="{} km", mins="{} minutes",
  w6="six", w7="seven")
# fmt: on


def loc(L: dict, s: str, native: bool = True) -> str:
    """`s` ("1250", "31.25", "1250.00") in the language's number format: its thousands separator
    (lakh grouping for Hindi / Bengali), its decimal mark, its digits (Hindi and Bengali, `native`)."""
    neg = s.startswith("-")
    s = s.lstrip("-")
    whole, _, frac = s.partition(".")
    if len(whole) > 3:
        if "digits" in L:  # Indian grouping: last three, then pairs
            head, tail = whole[:-3], whole[-3:]
            pairs = []
            while len(head) > 2:
                pairs.insert(0, head[-2:])
                head = head[:-2]
            whole = ",".join([head] + pairs + [tail])
        else:
            groups = []
            while len(whole) > 3:
                groups.insert(0, whole[-3:])
                whole = whole[:-3]
            whole = L["tsep"].join([whole] + groups)
    out = ("-" if neg else "") + whole + (L["dsep"] + frac if frac else "")
    if native and "digits" in L:
        out = out.translate(L["digits"])
    return out


def dl(L: dict, s: str) -> str:
    """A MATH decimal with the language's decimal mark, ASCII digits."""
    return loc(L, s, native=False)


def cur(L: dict, s: str) -> str:
    return L["cur"].format(loc(L, s))


def sep(L: dict) -> str:
    """What separates two interval ends or coordinates: ';' where the comma is the decimal mark."""
    return "; " if L["dsep"] == "," else ", "


# ================================================================ GSM8K working (local numbers)
def NOTE(L):  # gold 31.25
    return f"3 × {loc(L, '4.25')} = {loc(L, '12.75')}\n{loc(L, '12.75')} + {loc(L, '18.50')} = {loc(L, '31.25')}\n"


def RUN(L):  # gold 13.5
    return f"{loc(L, '4.5')} × 3 = {loc(L, '13.5')}\n"


def FARM_SUB(L):
    return f"3 × {loc(L, '240')} = {loc(L, '720')}\n{loc(L, '1250')} + {loc(L, '720')} = {loc(L, '1970')}\n"


def FARM(L):  # gold 1555
    return FARM_SUB(L) + f"{loc(L, '1970')} - {loc(L, '415')} = {loc(L, '1555')}\n"


def BAGS(L):  # gold 7
    return f"{loc(L, '56')} ÷ {loc(L, '8')} = {loc(L, '7')}\n"


def BAGS_SWAP(L):
    return f"{loc(L, '56')} ÷ {loc(L, '7')} = {loc(L, '8')}\n"


def SHOW(L):  # gold 160
    return f"3 × {loc(L, '45')} = {loc(L, '135')}\n{loc(L, '135')} + {loc(L, '25')} = {loc(L, '160')}\n"


def SAL(L):  # gold 34200
    return f"{loc(L, '2850')} × 12 = {loc(L, '34200')}\n"


def TIX(L):  # gold 1250
    return f"100 × {loc(L, '12.50')} = {loc(L, '1250')}\n"


# ================================================================ MATH working (LaTeX)
W_FRAC = "$\\frac{3}{4} - \\frac{1}{6} = \\frac{9}{12} - \\frac{2}{12} = \\frac{7}{12}$\n"
W_SQ = "$\\sqrt{48} = \\sqrt{16 \\cdot 3} = 4\\sqrt{3}$\n"
W_INT = "$|x - 1| < 3 \\iff -3 < x - 1 < 3 \\iff -2 < x < 4$\n"
W_ROOT = "$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$\n"
W_ROOT_SLIP = "$x^2 - 5x + 6 = (x + 2)(x + 3) = 0$\n"
W_HEX = "$\\frac{(6 - 2) \\cdot 180^\\circ}{6} = \\frac{720^\\circ}{6} = 120^\\circ$\n"
W_EXT = "$\\frac{360^\\circ}{6} = 60^\\circ$\n"
W_DICE = "$(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$: $P = \\frac{6}{36} = \\frac{1}{6}$\n"
W_LIN = "$4x + 3 = 13 \\Rightarrow 4x = 10 \\Rightarrow x = \\frac{10}{4} = \\frac{5}{2}$\n"
W_CPX = "$(2 + i)^2 = 4 + 4i + i^2 = 4 + 4i - 1 = 3 + 4i$\n"
W_CPX_SLIP = "$(2 + i)^2 = 4 + 4i + i^2 = 4 + 4i + 1 = 5 + 4i$\n"
W_COMB = "$\\binom{6}{2} = \\frac{6 \\cdot 5}{2} = 15$\n"
W_EXP = "$2^x = 64 = 2^6 \\Rightarrow x = 6$\n"
W_CIRC = "$A = \\pi r^2 = \\pi \\cdot 3^2 = 9\\pi$\n"
W_SLOPE = "$m = \\frac{8 - 2}{3 - 1} = \\frac{6}{2} = 3$\n"

G_FRAC, G_SQ, G_INT, G_ROOT, G_HEX, G_DICE = (
    "\\frac{7}{12}",
    "4\\sqrt{3}",
    "(-2, 4)",
    "2, 3",
    "120",
    "\\frac{1}{6}",
)
G_LIN, G_CPX, G_COMB, G_EXP, G_CIRC, G_SLOPE = "\\frac{5}{2}", "3+4i", "15", "6", "9\\pi", "3"

# A slot: (stem, checker, gold, truth, form, work(L), final(L, T), why). `final` is rendered with the
# language's templates for the text and with EN (numbers as the language writes them) for the gloss.
GSM_A = [
    (
        "d_price",
        "gsm8k",
        "1250",
        "wrong",
        "final_answer_phrase",
        lambda L: f"1 × {loc(L, '12.50')} = {loc(L, '12.50')}\n",
        lambda L, T: T["fin"].format(cur(L, "12.50")),
        "the price of ONE ticket (12.50), not the 1250 for 100 tickets (where the decimal mark is a comma, its digits with the comma removed read 1250)",
    ),
    (
        "k_gold_reported",
        "gsm8k",
        "1555",
        "wrong",
        "final_answer_phrase",
        FARM_SUB,
        lambda L, T: (
            T["key"].format(loc(L, "1555"), loc(L, "1970"))
            + "\n"
            + T["fin"].format(T["hens"].format(loc(L, "1970")))
        ),
        "the gold 1555 only in the reported answer key; the model's own final answer is the subtotal 1970",
    ),
    (
        "r_to_subtotal",
        "gsm8k",
        "31.25",
        "wrong",
        "final_answer_phrase",
        NOTE,
        lambda L, T: (
            T["ans"].format(cur(L, "31.25"))
            + "\n"
            + T["fix"]
            + "\n"
            + f"3 × {loc(L, '4.25')} = {loc(L, '12.75')}\n"
            + T["fin"].format(cur(L, "12.75"))
        ),
        "the gold first, then a native correction to the notebooks' subtotal 12.75, which is final",
    ),
    (
        "w_swap_wrong",
        "gsm8k",
        "7",
        "wrong",
        "final_answer_phrase",
        BAGS_SWAP,
        lambda L, T: (
            T["wr"].format(loc(L, "7"), loc(L, "8"))
            + "\n"
            + T["fin"].format(T["cook"].format(loc(L, "8")))
        ),
        "'7 is wrong; the correct result is 8': the model rejects the gold and ends on the swapped division 8",
    ),
    (
        "h_hash_then_fix",
        "gsm8k",
        "160",
        "wrong",
        "hash",
        SHOW,
        lambda L, T: (
            T["hl"]
            + " #### "
            + loc(L, "160")
            + "\n"
            + T["fix"]
            + "\n"
            + f"3 × {loc(L, '45')} = {loc(L, '135')}\n"
            + T["hl"]
            + " #### "
            + loc(L, "135")
        ),
        "#### 160 on the phrase line, then a native correction dropping the break and a second #### 135, which is final",
    ),
    (
        "t_subtotal",
        "gsm8k",
        "1555",
        "wrong",
        "tag",
        lambda L: th(FARM_SUB(L)),
        lambda L, T: "<answer>" + T["ans"].format(T["hens"].format(loc(L, "1970"))) + "</answer>",
        "the tag's sentence states the subtotal 1970 before the 415 sold",
    ),
    (
        "c_monthly_check",
        "gsm8k",
        "34200",
        "wrong",
        "final_answer_phrase",
        lambda L: "",
        lambda L, T: (
            T["fin"].format(cur(L, "2850"))
            + "\n"
            + T["chk"].format(f"{loc(L, '2850')} × 12 = {loc(L, '34200')}")
        ),
        "the committed final answer is the monthly 2850; the yearly gold only in the Check line after it",
    ),
    (
        "x_rounded",
        "gsm8k",
        "13.5",
        "wrong",
        "final_answer_phrase",
        RUN,
        lambda L, T: T["fin"].format("≈ " + T["km"].format(loc(L, "14"))),
        "13.5 rounded to 14 with ≈ as the final answer",
    ),
]
GSM_B = [
    (
        "d_ok_grouped_cents",
        "gsm8k",
        "1250",
        "correct",
        "final_answer_phrase",
        TIX,
        lambda L, T: T["fin"].format(cur(L, "1250.00")),
        "1250 with the local thousands grouping AND two trailing decimals (,00 / .00) and the currency",
    ),
    (
        "d_ok_decimal_comma",
        "gsm8k",
        "31.25",
        "correct",
        "answer_is",
        NOTE,
        lambda L, T: T["ans"].format(cur(L, "31.25")),
        "31.25 with the local decimal mark and currency",
    ),
    (
        "k_ok_key_wrong",
        "gsm8k",
        "1555",
        "correct",
        "final_answer_phrase",
        FARM,
        lambda L, T: (
            T["key"].format(loc(L, "1970"), loc(L, "1555"))
            + "\n"
            + T["fin"].format(T["hens"].format(loc(L, "1555")))
        ),
        "the answer key's (wrong) 1970 reported, then the model's own 1555 as final answer",
    ),
    (
        "r_ok_to_gold",
        "gsm8k",
        "160",
        "correct",
        "final_answer_phrase",
        lambda L: f"3 × {loc(L, '45')} = {loc(L, '135')}\n",
        lambda L, T: (
            T["fin"].format(T["mins"].format(loc(L, "135")))
            + "\n"
            + T["fix"]
            + "\n"
            + f"{loc(L, '135')} + {loc(L, '25')} = {loc(L, '160')}\n"
            + T["fin"].format(T["mins"].format(loc(L, "160")))
        ),
        "135 first, then a native correction adding the break: 160 minutes is final",
    ),
    (
        "w_ok_word_check",
        "gsm8k",
        "7",
        "correct",
        "answer_is",
        BAGS,
        lambda L, T: (
            T["ans"].format(T["cook"].format(T["w7"]))
            + "\n"
            + T["chk"].format(f"{loc(L, '7')} × {loc(L, '8')} = {loc(L, '56')}")
        ),
        "the number word for seven with the counted noun, then a Check line whose last number is 56",
    ),
    (
        "h_ok_same_line_km",
        "gsm8k",
        "13.5",
        "correct",
        "hash",
        RUN,
        lambda L, T: T["hl"] + " #### " + T["km"].format(loc(L, "13.5")),
        "the native phrase and #### on one line; 13.5 with the local decimal mark and km",
    ),
    (
        "t_ok_grouped_currency",
        "gsm8k",
        "34200",
        "correct",
        "tag",
        lambda L: th(SAL(L)),
        lambda L, T: "<answer>" + T["ans"].format(cur(L, "34200")) + "</answer>",
        "a tag sentence with 34200 in local grouping and currency",
    ),
    (
        "w_ok_wrong_then_right",
        "gsm8k",
        "7",
        "correct",
        "final_answer_phrase",
        BAGS_SWAP,
        lambda L, T: (
            T["wr"].format(loc(L, "8"), loc(L, "7"))
            + "\n"
            + T["fin"].format(T["cook"].format(loc(L, "7")))
        ),
        "the swapped division 8 in the working, then '8 is wrong; the correct result is 7' and 7 as final",
    ),
    (
        "b_ok_bold_label",
        "gsm8k",
        "1555",
        "correct",
        "final_answer_phrase",
        FARM,
        lambda L, T: "**" + T["fin"].format(T["hens"].format(loc(L, "1555"))) + "**",
        "a bold native label with 1555 in local grouping and the counted noun",
    ),
]
MATH_A = [
    (
        "x_m_decimal_only",
        "math",
        G_SQ,
        "wrong",
        "final_answer_phrase",
        lambda L: W_SQ,
        lambda L, T: T["fin"].format("≈ " + dl(L, "6.93")),
        "only the rounded decimal 6.93 as final answer for 4√3",
    ),
    (
        "s_m_closed",
        "math",
        G_INT,
        "wrong",
        "answer_is",
        lambda L: W_INT,
        lambda L, T: T["ans"].format("$[-2" + sep(L) + "4]$"),
        "the closed interval [-2, 4] for the strict inequality's (-2, 4)",
    ),
    (
        "o_m_wrong_signs",
        "math",
        G_ROOT,
        "wrong",
        "answer_is",
        lambda L: W_ROOT_SLIP,
        lambda L, T: T["ans"].format(f"$x = -2$ {T['or_']} $x = -3$"),
        "both roots with the wrong signs (-2, -3) joined by the native 'or'",
    ),
    (
        "u_m_exterior",
        "math",
        G_HEX,
        "wrong",
        "answer_is",
        lambda L: W_EXT,
        lambda L, T: T["ans"].format("60 " + T["deg"]),
        "the exterior angle 60 with the native degree word, not the interior 120",
    ),
    (
        "x_m_prob_rounded",
        "math",
        G_DICE,
        "wrong",
        "final_answer_phrase",
        lambda L: W_DICE,
        lambda L, T: T["fin"].format("≈ " + dl(L, "0.17")),
        "1/6 only as the rounded 0.17",
    ),
    (
        "r_m_to_slip",
        "math",
        G_CPX,
        "wrong",
        "final_answer_phrase",
        lambda L: W_CPX,
        lambda L, T: (
            T["ans"].format("$3 + 4i$")
            + "\n"
            + T["fix"]
            + "\n"
            + "$(2 + i)^2 = 4 + 4i + 1 = 5 + 4i$\n"
            + T["fin"].format("$5 + 4i$")
        ),
        "3 + 4i first, then a native 'correction' reading i^2 as +1: 5 + 4i is final",
    ),
    (
        "k_m_gold_reported",
        "math",
        G_COMB,
        "wrong",
        "final_answer_phrase",
        lambda L: "$6 \\cdot 5 = 30$\n",
        lambda L, T: T["key"].format("15", "30") + "\n" + T["fin"].format("30"),
        "the gold 15 only in the reported answer key; the model's final answer is the ordered count 30",
    ),
    (
        "t_m_half",
        "math",
        G_EXP,
        "wrong",
        "tag",
        lambda L: th("$2^x = 64$\n$64 / 2 = 32$\n"),
        lambda L, T: "<answer>" + T["ans"].format("$x = 32$") + "</answer>",
        "the tag sentence states x = 32",
    ),
    (
        "x_m_pi_decimal",
        "math",
        G_CIRC,
        "wrong",
        "final_answer_phrase",
        lambda L: W_CIRC,
        lambda L, T: T["fin"].format("≈ " + dl(L, "28.27")),
        "only the decimal 28.27 for 9π",
    ),
    (
        "x_m_frac_rounded",
        "math",
        G_FRAC,
        "wrong",
        "answer_is",
        lambda L: W_FRAC,
        lambda L, T: T["ans"].format("≈ " + dl(L, "0.58")),
        "7/12 only as the rounded 0.58",
    ),
    (
        "u_m_reciprocal",
        "math",
        G_SLOPE,
        "wrong",
        "answer_is",
        lambda L: "$m = \\frac{3 - 1}{8 - 2} = \\frac{2}{6} = \\frac{1}{3}$\n",
        lambda L, T: T["ans"].format("$\\frac{1}{3}$"),
        "the reciprocal slope 1/3 (run over rise)",
    ),
    (
        "b_m_cut_box",
        "math",
        G_LIN,
        "no_answer",
        "truncated",
        lambda L: "$4x + 3 = 13 \\Rightarrow 4x = 10$\n",
        lambda L, T: T["ans"].split("{}")[0] + "$\\boxed{\\frac{",
        "cut at the token cap inside the box after the native lead, before any value",
    ),
]
MATH_B = [
    (
        "x_m_ok_unicode_root",
        "math",
        G_SQ,
        "correct",
        "final_answer_phrase",
        lambda L: W_SQ,
        lambda L, T: T["fin"].format("4√3"),
        "4√3 with the Unicode root sign, outside math mode",
    ),
    (
        "s_m_ok_open",
        "math",
        G_INT,
        "correct",
        "answer_is",
        lambda L: W_INT,
        lambda L, T: T["ans"].format(
            "$]-2 ; 4[$" if L["code"] == "fr" else "$(-2" + sep(L) + "4)$"
        ),
        "the open interval (-2, 4) (';' between the ends where the comma is the decimal mark)",
    ),
    (
        "o_m_ok_both_or",
        "math",
        G_ROOT,
        "correct",
        "final_answer_phrase",
        lambda L: W_ROOT,
        lambda L, T: T["fin"].format(f"$x = 2$ {T['or_']} $x = 3$"),
        "both roots joined by the native 'or': the solution list, not a hedge",
    ),
    (
        "u_m_ok_deg_word",
        "math",
        G_HEX,
        "correct",
        "answer_is",
        lambda L: W_HEX,
        lambda L, T: T["ans"].format("120 " + T["deg"]),
        "120 with the native word for degrees",
    ),
    (
        "x_m_ok_terminating",
        "math",
        G_LIN,
        "correct",
        "final_answer_phrase",
        lambda L: W_LIN,
        lambda L, T: T["fin"].format("$x = " + dl(L, "2.5") + "$"),
        "x = 2.5 (local decimal mark) for 5/2: a terminating decimal equal in value (README: 998.5 for 1997/2)",
    ),
    (
        "r_m_ok_to_gold",
        "math",
        G_CPX,
        "correct",
        "final_answer_phrase",
        lambda L: W_CPX_SLIP,
        lambda L, T: (
            T["fix"]
            + "\n"
            + "$i^2 = -1 \\Rightarrow (2 + i)^2 = 4 + 4i - 1 = 3 + 4i$\n"
            + T["fin"].format("$3 + 4i$")
        ),
        "the slip 5 + 4i in the working, then a native correction to 3 + 4i, which is final",
    ),
    (
        "k_m_ok_key_wrong",
        "math",
        G_COMB,
        "correct",
        "final_answer_phrase",
        lambda L: W_COMB,
        lambda L, T: T["key"].format("30", "15") + "\n" + T["fin"].format("15"),
        "the answer key's ordered count 30 reported, then the model's own 15",
    ),
    (
        "w_m_ok_word",
        "math",
        G_EXP,
        "correct",
        "answer_is",
        lambda L: W_EXP,
        lambda L, T: T["ans"].format(T["w6"]),
        "the number word for six",
    ),
    (
        "x_m_ok_exact_gloss",
        "math",
        G_CIRC,
        "correct",
        "final_answer_phrase",
        lambda L: W_CIRC,
        lambda L, T: T["fin"].format("$9\\pi$ (≈ " + dl(L, "28.27") + ")"),
        "9π then an approximation gloss in parentheses with the local decimal mark",
    ),
    (
        "x_m_ok_plain_frac",
        "math",
        G_FRAC,
        "correct",
        "answer_is",
        lambda L: W_FRAC,
        lambda L, T: T["ans"].format("7/12"),
        "7/12 as a plain slash fraction",
    ),
    (
        "t_m_ok_sentence",
        "math",
        G_SLOPE,
        "correct",
        "tag",
        lambda L: th(W_SLOPE),
        lambda L, T: "<answer>" + T["ans"].format("$m = 3$") + "</answer>",
        "a tag sentence stating m = 3",
    ),
    (
        "w_m_ok_wrong_then_right",
        "math",
        G_DICE,
        "correct",
        "final_answer_phrase",
        lambda L: W_DICE,
        lambda L, T: T["wr"].format("$\\frac{1}{36}$", "$\\frac{1}{6}$"),
        "'1/36 is wrong; the correct result is 1/6': the stated correct value is the gold",
    ),
]

EXTRAS = [
    g(
        "e_ok_wan_zh",
        "B",
        "12000",
        "correct",
        "prose_sentence",
        "每月存4000元，存3个月：\n4000 × 3 = 12000（元）\n答：一共存了1.2万元。",
        'Chinese; final lines in English: "Ans.: saved 1.2 wan (1.2 × 10,000) yuan in all."; 12000 written in the Chinese myriad unit 万 with a decimal',
        debatable=True,
    ),
    g(
        "e_ok_lakh_hi",
        "B",
        "120000",
        "correct",
        "final_answer_phrase",
        "हर महीने ₹10,000 × 12 महीने = ₹1,20,000\nअंतिम उत्तर: ₹1,20,000",
        'Hindi; final lines in English: "Final answer: ₹1,20,000"; the Indian lakh grouping (1,20,000 = 120000) with the rupee sign before',
    ),
    g(
        "e_euro_for_cents_de",
        "A",
        "125",
        "wrong",
        "answer_is",
        "5 × 25 Cent = 125 Cent = 1,25 €\nDie Antwort lautet: Die Stifte kosten zusammen 1,25 €.",
        'German; final lines in English: "The answer is: the pens cost 1.25 € in all."; the question asks for CENTS (125); the final answer is in euros, the other unit, and its digits with the comma removed read 125',
        debatable=True,
    ),
    m(
        "e_m_ok_halfopen_fr",
        "B",
        "(1, 5]",
        "correct",
        "prose_sentence",
        "$2 < x + 1 \\le 6 \\iff 1 < x \\le 5$\nL'ensemble des solutions est $]1 ; 5]$.",
        'French; final lines in English: "The solution set is ]1 ; 5]."; the French reversed bracket for the open end: ]1 ; 5] is (1, 5]',
    ),
    m(
        "e_m_halfopen_for_closed_fr",
        "A",
        "[1, 5]",
        "wrong",
        "final_answer_phrase",
        "$2 \\le x + 1 \\le 6 \\iff 1 \\le x \\le 5$\nRéponse finale : $[1 ; 5[$",
        'French; final lines in English: "Final answer: [1 ; 5["; in French notation [1 ; 5[ is [1, 5), excluding 5, for the closed [1, 5]',
    ),
    g(
        "e_ok_fullwidth_ja",
        "B",
        "1555",
        "correct",
        "final_answer_phrase",
        "3 × 240 = 720\n1,250 + 720 = 1,970\n1,970 - 415 = 1,555\n答え：１５５５羽",
        'Japanese; final lines in English: "Answer: 1555 (birds)"; full-width digits and the counter 羽 for birds',
    ),
    m(
        "e_m_ok_roots_compact_zh",
        "B",
        G_ROOT,
        "correct",
        "prose_sentence",
        W_ROOT + "答：x=2或x=3",
        'Chinese; final lines in English: "Ans.: x=2 or x=3"; both roots joined by 或 (or) without spaces after the school label 答',
    ),
    m(
        "e_m_ok_unicode_minus_ru",
        "B",
        "-6",
        "correct",
        "final_answer_phrase",
        "$3x + 20 = 2 \\Rightarrow 3x = -18$\nОтвет: x = −6.",
        'Russian; final lines in English: "Answer: x = −6."; the Unicode minus sign U+2212',
    ),
    m(
        "e_m_lost_sign_ru",
        "A",
        "-6",
        "wrong",
        "final_answer_phrase",
        "$3x + 20 = 2 \\Rightarrow 3x = 18$\nОтвет: x = 6.",
        'Russian; final lines in English: "Answer: x = 6."; the sign lost (3x = 18)',
    ),
    g(
        "e_about_de",
        "A",
        "31.25",
        "wrong",
        "final_answer_phrase",
        "3 × 4,25 = 12,75\n12,75 + 18,50 = 31,25\nAntwort: ca. 31 €",
        "German; final lines in English: \"Answer: approx. 31 €\"; the rounded 31 with 'ca.' as the only final answer for 31.25",
    ),
    g(
        "e_ok_rlm_ar",
        "B",
        "31.25",
        "correct",
        "final_answer_phrase",
        "3 × 4.25 = 12.75\n12.75 + 18.50 = 31.25\nالإجابة النهائية: \u200f31.25 دولارًا",
        'Arabic; final lines in English: "Final answer: 31.25 dollars"; a right-to-left mark (U+200F) right before the number',
    ),
    g(
        "e_doubt_he",
        "A",
        "1555",
        "wrong",
        "final_answer_phrase",
        "3 × 240 = 720\n1,250 + 720 = 1,970\nהתשובה: 1,555? לא, 1,970.",
        'Hebrew; final lines in English: "The answer: 1,555? No, 1,970."; the gold questioned and replaced by the subtotal 1,970',
    ),
    g(
        "e_ok_man_cheon_ko",
        "B",
        "12000",
        "correct",
        "final_answer_phrase",
        "4000 × 3 = 12000\n답: 1만 2천 원",
        'Korean; final lines in English: "Answer: 1 man 2 cheon won" (1 × 10,000 + 2 × 1,000 = 12000 won); exact, in the Korean myriad / thousand units',
    ),
    g(
        "e_ok_percent_before_tr",
        "B",
        "25",
        "correct",
        "final_answer_phrase",
        "8 / 32 = 0,25\nCevap: %25",
        'Turkish; final lines in English: "Answer: 25%"; Turkish writes the percent sign BEFORE the number',
    ),
    g(
        "e_percent_of_fraction_tr",
        "A",
        "25",
        "wrong",
        "final_answer_phrase",
        "8 / 32 = 0,25\nCevap: %0,25",
        'Turkish; final lines in English: "Answer: 0.25%"; the fraction 0,25 written as a percent: 0.25 % is another value than 25 %',
    ),
    g(
        "e_ok_comma_dash_nl",
        "B",
        "1250",
        "correct",
        "final_answer_phrase",
        "100 × € 12,50 = € 1.250\nEindantwoord: € 1.250,-",
        "Dutch; final lines in English: \"Final answer: € 1,250.-\"; dot thousands and the Dutch ',-' for a whole-euro amount",
    ),
]


def build() -> list[tuple]:
    """The rotation probes (even index: 3 + 3 GSM8K, 2 + 3 MATH; odd: 3 + 2 GSM8K, 3 + 3 MATH),
    each slot list walked by its own counter; then the extras."""
    cases, counters = [], {"ga": 0, "gb": 0, "ma": 0, "mb": 0}
    for i, L in enumerate(LANGS):
        even = i % 2 == 0
        plan = [("ga", GSM_A, 3, "A"), ("gb", GSM_B, 3 if even else 2, "B"),
                ("ma", MATH_A, 2 if even else 3, "A"), ("mb", MATH_B, 3, "B")]  # fmt: skip
        T_gloss = dict(EN)
        for key, slots, n, kind in plan:
            for _ in range(n):
                stem, checker, gold, truth, form, work, final, why = slots[
                    counters[key] % len(slots)
                ]
                counters[key] += 1
                text = work(L) + final(L, L)
                if (
                    checker == "gsm8k" and "digits" in L
                ):  # Hindi / Bengali: native digits throughout
                    text = text.translate(L["digits"])
                gloss = final(L, T_gloss).replace("\n", " / ")
                if "digits" in L:  # the gloss in ASCII digits
                    gloss = gloss.translate(ASCII)
                note = f'{L["name"]}; final lines in English: "{gloss}"; {why}'
                make = g if checker == "gsm8k" else m
                cases.append(make(f"{stem}_{L['code']}", kind, gold, truth, form, text, note))
    return cases + EXTRAS


CASES = build()
DECISIONS = {
    "e_ok_wan_zh": (
        "accept",
        "1.2万 is exactly 12000 in the Chinese myriad unit, the way Chinese answers write money; equal value in the language's honest notation",
    ),
    "e_euro_for_cents_de": (
        "reject",
        "the question asks for cents (125); the final answer is stated in euros (1,25 €), the other unit than the one asked (round 136's convention)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam141", CASES, [], DECISIONS)
