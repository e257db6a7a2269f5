r"""Build adversarial_redteam176.jsonl: round 176 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam176"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam170.py / build_adversarial_redteam172.py /
build_adversarial_redteam174.py (structure, docstring, label conventions, DECISIONS) were read; no
probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTI-PART and MULTI-VALUE answers, written IN 24 LANGUAGES other than English
(Chinese, Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek,
Hebrew), as multilingual instruct / RL models write them: language-neutral equations, sentences in the
language, then the final answer as a box, an R1 `<think>` block and `<answer>` tag, a bold
"Answer:" line in the language, or a closing sentence with no marker (the format rotates over
language and slot). MATH golds with several values (roots, a \pm value, an ordered pair, a
half-open interval, a union, a list of primes, a midpoint) stated in the language ("x = 2 o
x = -3", "x₁ = 2, x₂ = -3", "2 et -3", two boxes joined by "或" / "или", "(2; 3)", "]1; 5]",
"(1; 5]", "⟨1, 5]", "(1; 5⟩", "]-∞; -2[ ∪ ]2; +∞[", "x < -2 veya x > 2", "11, 13, 17 и 19", "k = ±4", "M(2,5; 1)" with
a decimal comma), and GSM8K problems whose working gives several numbers (apples and oranges, what
the three friends pay in total and each, buses and the students in the last one).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 20 fruits, 4 more apples than oranges, how many APPLES -> 12 (a + o = 20, a - o = 4, 2a =
24, a = 12, o = 8); three friends share a 45 pizza and a 6 delivery fee equally, what does EACH pay
-> 17 (45 + 6 = 51; 51 / 3 = 17); 42 students, buses of 12 seats, how many buses -> 4 (42 / 12 =
3.5; 3 × 12 = 36 < 42 <= 48 = 4 × 12; 42 - 36 = 6 in the last bus).
MATH: x^2 + x - 6 = 0, all solutions -> -3, 2 ((x + 3)(x - 2)); x + y = 5, x - y = -1 -> (2,3)
(2x = 4); -3 < 2x - 5 <= 5 -> (1,5] (2 < 2x <= 10); x^2 - 4 > 0 -> (-\infty,-2) \cup (2,\infty);
primes between 10 and 20 -> 11, 13, 17, 19; x^2 + kx + 4 = 0 with a double root -> \pm 4 (k^2 -
16 = 0); midpoint of (1, 2) and (4, 0) -> \left( \frac{5}{2}, 1 \right) ((1 + 4)/2 = 2.5,
(2 + 0)/2 = 1); sqrt(x + 3) = x - 3 -> 6 (x^2 - 7x + 6 = (x - 1)(x - 6); x = 1 gives sqrt(4) = 2 but
1 - 3 = -2: extraneous; x = 6 gives 3 = 3).

Classes (id prefix, then `m_` for a MATH probe, `ok_` for kind B, then the language code and the
problem key):
  kind A (wrong): `mem_` the fruit sentence names both, the final answer gives the oranges (8);
  `tot_` the pizza: what they pay in TOTAL (51) for what EACH pays; `hedge_` "3 or 4" buses in the
  language (not in id vi th sv); `part_m_` only x = 2 of the two roots; `pair_m_` the pair swapped
  ((3, 2) / (3; 2), even-numbered languages) or one coordinate (x = 2, odd); `set_m_` rotating over
  the language index: a closed left end [1, 5] ([1; 5], Czech ⟨1; 5⟩ always), the complement (-2, 2) / ]-2; 2[ of the union, the
  primes without 19, k = 4 without -4, the midpoint swapped (1; 2,5), the extraneous root x = 1
  kept beside x = 6.
  kind B (correct): `both_ok_` the fruit sentence with both labelled numbers, the apples last
  (oranges 8, apples 12), or (debatable, 8 languages) apples first as the closing sentence;
  `each_ok_` the total (51) then what each pays (17) with the currency; `bus_ok_` "4 buses are
  needed" then the sentence "three buses are full and the last one carries 6 students";
  `roots_m_ok_` both roots in the language ("x = 2 o x = -3", "x₁ = 2, x₂ = -3", two boxes joined
  by "or", "2 and -3"), in the other order than the gold; `pair_m_ok_` (2; 3) / (2 ; 3) where the
  schools write a semicolon, else P(2, 3) or x = 2, y = 3; `set_m_ok_` rotating: the interval in the
  school notation (]1; 5], (1; 5], 1 < x ≤ 5), the union in that notation or as "x < -2 or x > 2",
  the full prime list with the language's "and", k = 4 or k = -4 / k = ±4, the midpoint M(2,5; 1)
  with a decimal comma (M(2.5, 1) where the language uses a point); Dutch ⟨1, 5] and Czech (1; 5⟩
  (the open end as an angle bracket, the closed end in Czech as ⟩) always (not in hi bn el he).
12 probes per language (6 A / 6 B, 6 GSM8K / 6 MATH) for zh ja
ko es pt fr de it ru uk pl tr ar fa cs nl; 11 for id vi th sv (5 A, 6 B; 5 GSM8K / 6 MATH: no
`hedge_`) and hi bn el he (6 A, 5 B; 6 GSM8K / 5 MATH: no `set_m_ok_`). Kind A 140, kind B 140; GSM8K 140, MATH 140. Every note opens with the language, says why
the label, and carries an English gloss of the final lines.

Label conventions (corpus/README.md "How labels were made"; rounds 170-174): the LAST committed final
answer counts (the `<answer>` tag, the last box, the "Answer:" line, else the closing sentence); a
multi-value MATH answer is right when it states the same set (order of roots or list members does
not matter; "x = 2 or x = -3", "x₁ = 2, x₂ = -3", two boxes of one root each joined by "or", and
"2 and -3" all state {-3, 2}); an ordered pair is right in any honest notation (a semicolon between
coordinates, a named point P(2, 3), "x = 2, y = 3"), a decimal comma inside a pair is the decimal
mark of the language (2,5 = 5/2), and an interval is right in the language's school notation
(reversed outer brackets ]1; 5] are the open end, (1; 5] with a semicolon, the Dutch angle bracket
⟨1, 5] and the Czech (1; 5⟩ where ⟨ ⟩ mark a closed end and ( ) an open one) or as the inequality
1 < x ≤ 5; an answer missing a member, with an extra (extraneous) root, with the coordinates swapped,
with one coordinate only, with a wrong bracket or the complement set is wrong; in GSM8K a hedge
between two values is wrong even when one is the gold, the total for "each" is wrong, a final answer
that gives the other member of a pair of computed numbers is wrong, and a labelled second number
after the asked one (the students in the last bus after "4 buses") is not a second answer. Debatable
probes carry `debatable=True` and a DECISIONS entry (8 of 280): a closing sentence with no marker
that states the asked apples (12) first and then the oranges (8).

Usage: python build_adversarial_redteam176.py  (writes adversarial_redteam176.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import LANGUAGE_NAMES, g, m, th, write_probes  # noqa: E402

# ================================================================ phrases
KEYS = (
    "intro ans or and fr_let fr_both fr_both2 pay_tot pay_each bus_need bus_detail sol pair set primes mid "
    "cur dec iv"
).split()
ORDER = "zh ja ko es pt fr de it ru uk pl tr ar fa hi bn id vi th nl sv cs el he".split()
LANG = LANGUAGE_NAMES
# per language, in KEYS order: the sentences, the currency format, the decimal mark and the interval style
# (std: (1, 5]; semi: (1; 5]; fr: ]1; 5]; nl: ⟨1, 5]; cz: (1; 5⟩)
PHR = {
    "en": [
        "Let's solve this step by step.",
        "Answer",
        "or",
        "and",
        "Let a be the number of apples and o the number of oranges.",
        "Ana has {a} apples and {o} oranges.",
        "Ana has {o} oranges and {a} apples.",
        "In total they pay {v}.",
        "So each friend pays {v}.",
        "{v} buses are needed.",
        "Three buses are full and the last one carries 6 students.",
        "The solutions are {v}.",
        "The solution of the system is {v}.",
        "The solution set is {v}.",
        "The primes between 10 and 20 are {v}.",
        "The midpoint is {v}.",
        "${v}",
        ".",
        "std",
    ],
    "zh": [
        "我们一步一步来解。",
        "答案",
        "或",
        "和",
        "设苹果有 a 个，橙子有 o 个。",
        "安娜有 {a} 个苹果和 {o} 个橙子。",
        "安娜有 {o} 个橙子和 {a} 个苹果。",
        "他们一共付 {v}。",
        "所以每个朋友付 {v}。",
        "需要 {v} 辆大巴。",
        "其中三辆坐满，最后一辆坐 6 名学生。",
        "解为 {v}。",
        "方程组的解为 {v}。",
        "解集为 {v}。",
        "10 到 20 之间的质数是 {v}。",
        "中点为 {v}。",
        "{v} 元",
        ".",
        "std",
    ],
    "ja": [
        "順を追って解きます。",
        "答え",
        "または",
        "と",
        "りんごの数を a、オレンジの数を o とします。",
        "アナはりんごを {a} 個、オレンジを {o} 個持っています。",
        "アナはオレンジを {o} 個、りんごを {a} 個持っています。",
        "合計で {v} 払います。",
        "よって、友達一人あたり {v} 払います。",
        "バスは {v} 台必要です。",
        "3 台は満員で、最後の 1 台には 6 人の生徒が乗ります。",
        "解は {v} です。",
        "連立方程式の解は {v} です。",
        "解の集合は {v} です。",
        "10 と 20 の間の素数は {v} です。",
        "中点は {v} です。",
        "{v} ドル",
        ".",
        "std",
    ],
    "ko": [
        "단계별로 풀어 보겠습니다.",
        "답",
        "또는",
        "및",
        "사과의 개수를 a, 오렌지의 개수를 o라고 합시다.",
        "아나는 사과 {a}개와 오렌지 {o}개를 가지고 있습니다.",
        "아나는 오렌지 {o}개와 사과 {a}개를 가지고 있습니다.",
        "모두 합쳐 {v}를 냅니다.",
        "따라서 친구 한 명당 {v}를 냅니다.",
        "버스가 {v}대 필요합니다.",
        "버스 3대는 가득 차고 마지막 버스에는 학생 6명이 탑니다.",
        "해는 {v}입니다.",
        "연립방정식의 해는 {v}입니다.",
        "해집합은 {v}입니다.",
        "10과 20 사이의 소수는 {v}입니다.",
        "중점은 {v}입니다.",
        "{v}달러",
        ".",
        "std",
    ],
    "es": [
        "Vamos a resolverlo paso a paso.",
        "Respuesta",
        "o",
        "y",
        "Sea a el número de manzanas y o el número de naranjas.",
        "Ana tiene {a} manzanas y {o} naranjas.",
        "Ana tiene {o} naranjas y {a} manzanas.",
        "En total pagan {v}.",
        "Así que cada amigo paga {v}.",
        "Se necesitan {v} autobuses.",
        "Tres autobuses van llenos y el último lleva 6 alumnos.",
        "Las soluciones son {v}.",
        "La solución del sistema es {v}.",
        "El conjunto solución es {v}.",
        "Los primos entre 10 y 20 son {v}.",
        "El punto medio es {v}.",
        "{v} €",
        ",",
        "std",
    ],
    "pt": [
        "Vamos resolver passo a passo.",
        "Resposta",
        "ou",
        "e",
        "Seja a o número de maçãs e o o número de laranjas.",
        "A Ana tem {a} maçãs e {o} laranjas.",
        "A Ana tem {o} laranjas e {a} maçãs.",
        "No total, eles pagam {v}.",
        "Então cada amigo paga {v}.",
        "São necessários {v} ônibus.",
        "Três ônibus vão cheios e o último leva 6 alunos.",
        "As soluções são {v}.",
        "A solução do sistema é {v}.",
        "O conjunto solução é {v}.",
        "Os primos entre 10 e 20 são {v}.",
        "O ponto médio é {v}.",
        "R$ {v}",
        ",",
        "fr",
    ],
    "fr": [
        "Résolvons cela étape par étape.",
        "Réponse",
        "ou",
        "et",
        "Soit a le nombre de pommes et o le nombre d'oranges.",
        "Ana a {a} pommes et {o} oranges.",
        "Ana a {o} oranges et {a} pommes.",
        "Au total, ils paient {v}.",
        "Donc chaque ami paie {v}.",
        "Il faut {v} bus.",
        "Trois bus sont pleins et le dernier transporte 6 élèves.",
        "Les solutions sont {v}.",
        "La solution du système est {v}.",
        "L'ensemble des solutions est {v}.",
        "Les nombres premiers entre 10 et 20 sont {v}.",
        "Le milieu est {v}.",
        "{v} €",
        ",",
        "fr",
    ],
    "de": [
        "Wir lösen das Schritt für Schritt.",
        "Antwort",
        "oder",
        "und",
        "Sei a die Anzahl der Äpfel und o die Anzahl der Orangen.",
        "Ana hat {a} Äpfel und {o} Orangen.",
        "Ana hat {o} Orangen und {a} Äpfel.",
        "Insgesamt zahlen sie {v}.",
        "Also zahlt jeder Freund {v}.",
        "Es werden {v} Busse benötigt.",
        "Drei Busse sind voll, und im letzten sitzen 6 Schüler.",
        "Die Lösungen sind {v}.",
        "Die Lösung des Gleichungssystems ist {v}.",
        "Die Lösungsmenge ist {v}.",
        "Die Primzahlen zwischen 10 und 20 sind {v}.",
        "Der Mittelpunkt ist {v}.",
        "{v} €",
        ",",
        "fr",
    ],
    "it": [
        "Risolviamo passo dopo passo.",
        "Risposta",
        "oppure",
        "e",
        "Sia a il numero di mele e o il numero di arance.",
        "Ana ha {a} mele e {o} arance.",
        "Ana ha {o} arance e {a} mele.",
        "In totale pagano {v}.",
        "Quindi ogni amico paga {v}.",
        "Servono {v} autobus.",
        "Tre autobus sono pieni e l'ultimo porta 6 studenti.",
        "Le soluzioni sono {v}.",
        "La soluzione del sistema è {v}.",
        "L'insieme delle soluzioni è {v}.",
        "I numeri primi tra 10 e 20 sono {v}.",
        "Il punto medio è {v}.",
        "{v} €",
        ",",
        "fr",
    ],
    "ru": [
        "Решим задачу по шагам.",
        "Ответ",
        "или",
        "и",
        "Пусть a — число яблок, o — число апельсинов.",
        "У Аны {a} яблок и {o} апельсинов.",
        "У Аны {o} апельсинов и {a} яблок.",
        "Всего они платят {v}.",
        "Значит, каждый друг платит {v}.",
        "Нужно {v} автобуса.",
        "Три автобуса заполнены полностью, а в последнем едут 6 учеников.",
        "Корни: {v}.",
        "Решение системы: {v}.",
        "Множество решений: {v}.",
        "Простые числа между 10 и 20: {v}.",
        "Середина отрезка: {v}.",
        "{v} ₽",
        ",",
        "semi",
    ],
    "uk": [
        "Розв'яжемо задачу крок за кроком.",
        "Відповідь",
        "або",
        "і",
        "Нехай a — кількість яблук, o — кількість апельсинів.",
        "В Ани {a} яблук і {o} апельсинів.",
        "В Ани {o} апельсинів і {a} яблук.",
        "Усього вони платять {v}.",
        "Отже, кожен друг платить {v}.",
        "Потрібно {v} автобуси.",
        "Три автобуси заповнені повністю, а в останньому їдуть 6 учнів.",
        "Корені: {v}.",
        "Розв'язок системи: {v}.",
        "Множина розв'язків: {v}.",
        "Прості числа між 10 і 20: {v}.",
        "Середина відрізка: {v}.",
        "{v} грн",
        ",",
        "semi",
    ],
    "pl": [
        "Rozwiążmy to krok po kroku.",
        "Odpowiedź",
        "lub",
        "i",
        "Niech a oznacza liczbę jabłek, a o liczbę pomarańczy.",
        "Ana ma {a} jabłek i {o} pomarańczy.",
        "Ana ma {o} pomarańczy i {a} jabłek.",
        "Razem płacą {v}.",
        "Zatem każdy z przyjaciół płaci {v}.",
        "Potrzebne są {v} autobusy.",
        "Trzy autobusy są pełne, a w ostatnim jedzie 6 uczniów.",
        "Rozwiązania to {v}.",
        "Rozwiązaniem układu jest {v}.",
        "Zbiór rozwiązań to {v}.",
        "Liczby pierwsze między 10 a 20 to {v}.",
        "Środek odcinka to {v}.",
        "{v} zł",
        ",",
        "semi",
    ],
    "tr": [
        "Adım adım çözelim.",
        "Cevap",
        "veya",
        "ve",
        "Elma sayısı a, portakal sayısı o olsun.",
        "Ana'nın {a} elması ve {o} portakalı var.",
        "Ana'nın {o} portakalı ve {a} elması var.",
        "Toplamda {v} öderler.",
        "Yani her arkadaş {v} öder.",
        "{v} otobüs gerekir.",
        "Üç otobüs tamamen dolu, sonuncusunda 6 öğrenci var.",
        "Çözümler {v}.",
        "Sistemin çözümü {v}.",
        "Çözüm kümesi {v}.",
        "10 ile 20 arasındaki asal sayılar {v}.",
        "Orta nokta {v}.",
        "{v} TL",
        ",",
        "std",
    ],
    "ar": [
        "لنحل المسألة خطوة بخطوة.",
        "الإجابة",
        "أو",
        "و",
        "ليكن a عدد التفاحات و o عدد البرتقالات.",
        "لدى آنا {a} تفاحة و{o} برتقالات.",
        "لدى آنا {o} برتقالات و{a} تفاحة.",
        "يدفعون في المجموع {v}.",
        "إذن يدفع كل صديق {v}.",
        "نحتاج إلى {v} حافلات.",
        "ثلاث حافلات ممتلئة، والأخيرة تقل 6 طلاب.",
        "الحلول هي {v}.",
        "حل النظام هو {v}.",
        "مجموعة الحل هي {v}.",
        "الأعداد الأولية بين 10 و20 هي {v}.",
        "نقطة المنتصف هي {v}.",
        "{v} دولارًا",
        ".",
        "std",
    ],
    "fa": [
        "بیایید گام به گام حل کنیم.",
        "پاسخ",
        "یا",
        "و",
        "فرض کنید a تعداد سیب‌ها و o تعداد پرتقال‌ها باشد.",
        "آنا {a} سیب و {o} پرتقال دارد.",
        "آنا {o} پرتقال و {a} سیب دارد.",
        "در مجموع {v} می‌پردازند.",
        "پس هر دوست {v} می‌پردازد.",
        "{v} اتوبوس لازم است.",
        "سه اتوبوس پر هستند و در آخری 6 دانش‌آموز می‌نشینند.",
        "جواب‌ها {v} هستند.",
        "جواب دستگاه {v} است.",
        "مجموعه جواب {v} است.",
        "اعداد اول بین 10 و 20 عبارت‌اند از {v}.",
        "نقطه وسط {v} است.",
        "{v} دلار",
        ".",
        "std",
    ],
    "hi": [
        "आइए इसे चरण दर चरण हल करें।",
        "उत्तर",
        "या",
        "और",
        "मान लीजिए सेबों की संख्या a और संतरों की संख्या o है।",
        "एना के पास {a} सेब और {o} संतरे हैं।",
        "एना के पास {o} संतरे और {a} सेब हैं।",
        "कुल मिलाकर वे {v} देते हैं।",
        "इसलिए हर दोस्त {v} देता है।",
        "{v} बसों की ज़रूरत है।",
        "तीन बसें पूरी भरी हैं और आख़िरी बस में 6 छात्र हैं।",
        "हल {v} हैं।",
        "समीकरण निकाय का हल {v} है।",
        "हल समुच्चय {v} है।",
        "10 और 20 के बीच की अभाज्य संख्याएँ {v} हैं।",
        "मध्य बिंदु {v} है।",
        "₹{v}",
        ".",
        "std",
    ],
    "bn": [
        "চলো ধাপে ধাপে সমাধান করি।",
        "উত্তর",
        "অথবা",
        "এবং",
        "ধরি আপেলের সংখ্যা a এবং কমলার সংখ্যা o।",
        "আনার কাছে {a}টি আপেল এবং {o}টি কমলা আছে।",
        "আনার কাছে {o}টি কমলা এবং {a}টি আপেল আছে।",
        "মোট তারা {v} দেয়।",
        "সুতরাং প্রত্যেক বন্ধু {v} দেয়।",
        "{v}টি বাস লাগবে।",
        "তিনটি বাস পুরো ভর্তি এবং শেষটিতে 6 জন ছাত্র।",
        "সমাধানগুলো হলো {v}।",
        "সমীকরণজোটের সমাধান {v}।",
        "সমাধান সেট {v}।",
        "10 ও 20-এর মধ্যে মৌলিক সংখ্যাগুলো হলো {v}।",
        "মধ্যবিন্দু {v}।",
        "{v} টাকা",
        ".",
        "std",
    ],
    "id": [
        "Mari kita selesaikan langkah demi langkah.",
        "Jawaban",
        "atau",
        "dan",
        "Misalkan a banyak apel dan o banyak jeruk.",
        "Ana punya {a} apel dan {o} jeruk.",
        "Ana punya {o} jeruk dan {a} apel.",
        "Totalnya mereka membayar {v}.",
        "Jadi setiap teman membayar {v}.",
        "Diperlukan {v} bus.",
        "Tiga bus terisi penuh dan bus terakhir membawa 6 siswa.",
        "Penyelesaiannya adalah {v}.",
        "Penyelesaian sistem adalah {v}.",
        "Himpunan penyelesaiannya adalah {v}.",
        "Bilangan prima antara 10 dan 20 adalah {v}.",
        "Titik tengahnya adalah {v}.",
        "Rp{v}",
        ",",
        "std",
    ],
    "vi": [
        "Chúng ta giải từng bước.",
        "Đáp án",
        "hoặc",
        "và",
        "Gọi a là số táo và o là số cam.",
        "Ana có {a} quả táo và {o} quả cam.",
        "Ana có {o} quả cam và {a} quả táo.",
        "Tổng cộng họ trả {v}.",
        "Vậy mỗi người bạn trả {v}.",
        "Cần {v} xe buýt.",
        "Ba xe đầy và xe cuối chở 6 học sinh.",
        "Các nghiệm là {v}.",
        "Nghiệm của hệ là {v}.",
        "Tập nghiệm là {v}.",
        "Các số nguyên tố giữa 10 và 20 là {v}.",
        "Trung điểm là {v}.",
        "{v} đô la",
        ",",
        "semi",
    ],
    "th": [
        "มาแก้ทีละขั้นตอนกัน",
        "คำตอบ",
        "หรือ",
        "และ",
        "ให้ a เป็นจำนวนแอปเปิล และ o เป็นจำนวนส้ม",
        "แอนามีแอปเปิล {a} ผล และส้ม {o} ผล",
        "แอนามีส้ม {o} ผล และแอปเปิล {a} ผล",
        "รวมแล้วพวกเขาจ่าย {v}",
        "ดังนั้นเพื่อนแต่ละคนจ่าย {v}",
        "ต้องใช้รถบัส {v} คัน",
        "รถบัส 3 คันเต็ม และคันสุดท้ายมีนักเรียน 6 คน",
        "คำตอบของสมการคือ {v}",
        "คำตอบของระบบสมการคือ {v}",
        "เซตคำตอบคือ {v}",
        "จำนวนเฉพาะระหว่าง 10 ถึง 20 คือ {v}",
        "จุดกึ่งกลางคือ {v}",
        "{v} บาท",
        ".",
        "std",
    ],
    "nl": [
        "Laten we het stap voor stap oplossen.",
        "Antwoord",
        "of",
        "en",
        "Stel a is het aantal appels en o het aantal sinaasappels.",
        "Ana heeft {a} appels en {o} sinaasappels.",
        "Ana heeft {o} sinaasappels en {a} appels.",
        "In totaal betalen ze {v}.",
        "Dus elke vriend betaalt {v}.",
        "Er zijn {v} bussen nodig.",
        "Drie bussen zijn vol en in de laatste zitten 6 leerlingen.",
        "De oplossingen zijn {v}.",
        "De oplossing van het stelsel is {v}.",
        "De oplossingsverzameling is {v}.",
        "De priemgetallen tussen 10 en 20 zijn {v}.",
        "Het midden is {v}.",
        "€ {v}",
        ",",
        "nl",
    ],
    "sv": [
        "Vi löser det steg för steg.",
        "Svar",
        "eller",
        "och",
        "Låt a vara antalet äpplen och o antalet apelsiner.",
        "Ana har {a} äpplen och {o} apelsiner.",
        "Ana har {o} apelsiner och {a} äpplen.",
        "Totalt betalar de {v}.",
        "Alltså betalar varje vän {v}.",
        "Det behövs {v} bussar.",
        "Tre bussar är fulla och i den sista sitter 6 elever.",
        "Lösningarna är {v}.",
        "Ekvationssystemets lösning är {v}.",
        "Lösningsmängden är {v}.",
        "Primtalen mellan 10 och 20 är {v}.",
        "Mittpunkten är {v}.",
        "{v} kr",
        ",",
        "fr",
    ],
    "cs": [
        "Vyřešme to krok za krokem.",
        "Odpověď",
        "nebo",
        "a",
        "Nechť a je počet jablek a o počet pomerančů.",
        "Ana má {a} jablek a {o} pomerančů.",
        "Ana má {o} pomerančů a {a} jablek.",
        "Celkem zaplatí {v}.",
        "Takže každý kamarád zaplatí {v}.",
        "Jsou potřeba {v} autobusy.",
        "Tři autobusy jsou plné a v posledním jede 6 žáků.",
        "Řešení jsou {v}.",
        "Řešením soustavy je {v}.",
        "Množina řešení je {v}.",
        "Prvočísla mezi 10 a 20 jsou {v}.",
        "Střed úsečky je {v}.",
        "{v} Kč",
        ",",
        "cz",
    ],
    "el": [
        "Ας το λύσουμε βήμα βήμα.",
        "Απάντηση",
        "ή",
        "και",
        "Έστω a ο αριθμός των μήλων και o ο αριθμός των πορτοκαλιών.",
        "Η Άννα έχει {a} μήλα και {o} πορτοκάλια.",
        "Η Άννα έχει {o} πορτοκάλια και {a} μήλα.",
        "Συνολικά πληρώνουν {v}.",
        "Άρα κάθε φίλος πληρώνει {v}.",
        "Χρειάζονται {v} λεωφορεία.",
        "Τρία λεωφορεία είναι γεμάτα και το τελευταίο έχει 6 μαθητές.",
        "Οι λύσεις είναι {v}.",
        "Η λύση του συστήματος είναι {v}.",
        "Το σύνολο λύσεων είναι {v}.",
        "Οι πρώτοι αριθμοί μεταξύ 10 και 20 είναι {v}.",
        "Το μέσο είναι {v}.",
        "{v} €",
        ",",
        "std",
    ],
    "he": [
        "נפתור שלב אחר שלב.",
        "תשובה",
        "או",
        "וגם",
        "נסמן ב-a את מספר התפוחים וב-o את מספר התפוזים.",
        "לאנה יש {a} תפוחים ו-{o} תפוזים.",
        "לאנה יש {o} תפוזים ו-{a} תפוחים.",
        "בסך הכול הם משלמים {v}.",
        "לכן כל חבר משלם {v}.",
        "צריך {v} אוטובוסים.",
        "שלושה אוטובוסים מלאים, ובאחרון נוסעים 6 תלמידים.",
        "הפתרונות הם {v}.",
        "פתרון המערכת הוא {v}.",
        "קבוצת הפתרונות היא {v}.",
        "המספרים הראשוניים בין 10 ל-20 הם {v}.",
        "נקודת האמצע היא {v}.",
        "{v} ₪",
        ".",
        "std",
    ],
}

# ================================================================ problems and working
GOLD = {
    "fruit": "12",
    "pizza": "17",
    "bus": "4",
    "roots": "-3, 2",
    "pair": "(2,3)",
    "ival": "(1,5]",
    "union": "(-\\infty,-2) \\cup (2,\\infty)",
    "primes": "11, 13, 17, 19",
    "pm": "\\pm 4",
    "mid": "\\left( \\frac{5}{2}, 1 \\right)",
    "extra": "6",
}
PATH = {"fruit": "g", "pizza": "g", "bus": "g"}


# per language: the word for a step, the heading of the check, and the sentence that opens it
STEPW = {
    "en": ("Step", "Check", "Let's verify the result."),
    "zh": ("步骤", "验证", "我们来验证一下结果。"),
    "ja": ("ステップ", "確認", "結果を確かめます。"),
    "ko": ("단계", "검산", "결과를 확인해 봅시다."),
    "es": ("Paso", "Comprobación", "Comprobemos el resultado."),
    "pt": ("Passo", "Verificação", "Vamos verificar o resultado."),
    "fr": ("Étape", "Vérification", "Vérifions le résultat."),
    "de": ("Schritt", "Probe", "Wir überprüfen das Ergebnis."),
    "it": ("Passo", "Verifica", "Verifichiamo il risultato."),
    "ru": ("Шаг", "Проверка", "Проверим результат."),
    "uk": ("Крок", "Перевірка", "Перевіримо результат."),
    "pl": ("Krok", "Sprawdzenie", "Sprawdźmy wynik."),
    "tr": ("Adım", "Kontrol", "Sonucu kontrol edelim."),
    "ar": ("الخطوة", "التحقق", "لنتحقق من النتيجة."),
    "fa": ("گام", "بررسی", "نتیجه را بررسی می‌کنیم."),
    "hi": ("चरण", "जाँच", "आइए परिणाम की जाँच करें।"),
    "bn": ("ধাপ", "যাচাই", "ফলাফল যাচাই করি।"),
    "id": ("Langkah", "Pemeriksaan", "Mari kita periksa hasilnya."),
    "vi": ("Bước", "Kiểm tra", "Hãy kiểm tra lại kết quả."),
    "th": ("ขั้นตอนที่", "ตรวจสอบ", "มาตรวจสอบผลลัพธ์กัน"),
    "nl": ("Stap", "Controle", "Laten we het resultaat controleren."),
    "sv": ("Steg", "Kontroll", "Vi kontrollerar resultatet."),
    "cs": ("Krok", "Zkouška", "Ověřme výsledek."),
    "el": ("Βήμα", "Έλεγχος", "Ας ελέγξουμε το αποτέλεσμα."),
    "he": ("שלב", "בדיקה", "נבדוק את התוצאה."),
}
# per problem: the steps (display equations) and the check lines (inline, with a tick)
STEPS = {
    "fruit": (
        [
            ["a + o = 20", "a - o = 4"],
            ["(a + o) + (a - o) = 20 + 4", "2a = 24 \\Rightarrow a = 12"],
            ["o = 20 - 12 = 8"],
        ],
        ["12 + 8 = 20", "12 - 8 = 4"],
    ),
    "pizza": (
        [
            ["p = 45, \\quad d = 6, \\quad n = 3"],
            ["p + d = 45 + 6 = 51"],
            ["\\frac{p + d}{n} = \\frac{51}{3} = 17"],
        ],
        ["17 \\times 3 = 51", "51 - 6 = 45"],
    ),
    "bus": (
        [
            ["42 \\div 12 = 3.5"],
            ["3 \\times 12 = 36 < 42", "4 \\times 12 = 48 \\ge 42"],
            ["42 - 36 = 6"],
        ],
        ["36 + 6 = 42"],
    ),
    "roots": (
        [
            ["x^2 + x - 6 = 0"],
            ["(x + 3)(x - 2) = 0"],
            ["x + 3 = 0 \\Rightarrow x = -3", "x - 2 = 0 \\Rightarrow x = 2"],
        ],
        ["2^2 + 2 - 6 = 0", "(-3)^2 - 3 - 6 = 0"],
    ),
    "pair": (
        [
            ["x + y = 5", "x - y = -1"],
            ["(x + y) + (x - y) = 5 + (-1)", "2x = 4 \\Rightarrow x = 2"],
            ["y = 5 - 2 = 3"],
        ],
        ["2 + 3 = 5", "2 - 3 = -1"],
    ),
    "ival": (
        [["-3 < 2x - 5 \\le 5"], ["-3 + 5 < 2x \\le 5 + 5", "2 < 2x \\le 10"], ["1 < x \\le 5"]],
        ["x = 3: 2 \\cdot 3 - 5 = 1", "x = 5: 2 \\cdot 5 - 5 = 5 \\le 5"],
    ),
    "union": (
        [["x^2 - 4 > 0"], ["(x - 2)(x + 2) > 0"], ["x = -2, \\quad x = 2"]],
        ["x = 3: 9 - 4 = 5 > 0", "x = -3: 9 - 4 = 5 > 0"],
    ),
    "primes": (
        [
            ["11, 12, 13, 14, 15, 16, 17, 18, 19"],
            [
                "12 = 2 \\cdot 6, \\quad 14 = 2 \\cdot 7, \\quad 15 = 3 \\cdot 5",
                "16 = 2^4, \\quad 18 = 2 \\cdot 9",
            ],
        ],
        ["11, 13, 17, 19"],
    ),
    "pm": (
        [
            ["x^2 + kx + 4 = 0"],
            ["\\Delta = k^2 - 4 \\cdot 1 \\cdot 4 = k^2 - 16"],
            ["\\Delta = 0 \\Rightarrow k^2 = 16"],
        ],
        ["k = 4: x^2 + 4x + 4 = (x + 2)^2", "k = -4: x^2 - 4x + 4 = (x - 2)^2"],
    ),
    "mid": (
        [
            ["A(1, 2), \\quad B(4, 0)"],
            ["x_M = \\frac{1 + 4}{2} = \\frac{5}{2} = 2.5"],
            ["y_M = \\frac{2 + 0}{2} = 1"],
        ],
        ["2.5 - 1 = 4 - 2.5 = 1.5"],
    ),
    "extra": (
        [
            ["\\sqrt{x + 3} = x - 3"],
            ["x + 3 = (x - 3)^2 = x^2 - 6x + 9"],
            ["x^2 - 6x + 9 - x - 3 = 0", "x^2 - 7x + 6 = 0", "(x - 1)(x - 6) = 0"],
        ],
        [],
    ),
}


def work(key: str, lang: str, dec: str) -> str:
    """The working of problem `key`: numbered steps of display equations, then a check (decimal mark `dec`)."""
    step, check, verify = STEPW[lang]
    steps, checks = STEPS[key]
    out = ""
    for number, lines in enumerate(steps, 1):
        out += f"**{step} {number}:**\n" + "".join(f"\\[\n{line}\n\\]\n" for line in lines) + "\n"
    if checks:
        out += f"**{check}:** {verify}\n" + "".join(f"${line}$ ✓\n" for line in checks) + "\n"
    for value in ("3.5", "2.5", "1.5"):
        out = out.replace(value, value.replace(".", dec))
    return out


def ph(p: list, key: str, **kw: str) -> str:
    return p[KEYS.index(key)].format(**kw)


def cur(p: list, value: str) -> str:
    return ph(p, "cur", v=value)


# ================================================================ probe slots
# A slot gives, for a language's phrases `p` (connectors from `c`: the language's, or English for the
# gloss), interval style `iv` and decimal mark `dec`: (key, kind, truth, pre, boxed value, text value,
# post sentence, why, debatable, forced format).
def slot(name: str, i: int, p: list, c: list, iv: str, dec: str) -> tuple:
    o, a = ph(c, "or"), ph(c, "and")
    if name == "mem":
        return (
            "fruit",
            "A",
            "wrong",
            ph(p, "fr_both", a="12", o="8"),
            "8",
            "8",
            "",
            "debatable-free: the last "
            "sentence names both quantities and the final answer line gives the oranges (8), the other member; "
            "the question asks the apples (12)",
            False,
            "noprose",
        )
    if name == "tot":
        return (
            "pizza",
            "A",
            "wrong",
            ph(p, "pay_tot", v=cur(p, "51")),
            "51",
            cur(p, "51"),
            "",
            "each vs total: the working reaches 51 / 3 = 17, but the final answer gives what the three pay IN "
            "TOTAL (51); the question asks what EACH pays (17)",
            False,
            None,
        )
    if name == "hedge":
        return (
            "bus",
            "A",
            "wrong",
            ph(p, "bus_need", v=f"3 {o} 4"),
            f"3 \\text{{ {o} }} 4",
            f"3 {o} 4",
            "",
            "hedge: the final answer gives two values ('3 or 4' buses); a hedge is wrong even though 4 is one "
            "of them",
            False,
            None,
        )
    if name == "both":
        if i % 3 == 0:
            return (
                "fruit",
                "B",
                "correct",
                ph(p, "fr_both", a="12", o="8"),
                None,
                None,
                "",
                "debatable: the "
                "closing sentence answers the apples (12, labelled) and adds the oranges (8, labelled) as a "
                "second fact; the asked quantity is stated, the last number written is not the answer",
                True,
                "prose",
            )
        return (
            "fruit",
            "B",
            "correct",
            ph(p, "fr_both2", a="12", o="8"),
            "12",
            "12",
            "",
            "two labelled numbers,"
            " the oranges (8) first and the asked apples (12) last; the answer is 12",
            False,
            None,
        )
    if name == "each":
        return (
            "pizza",
            "B",
            "correct",
            ph(p, "pay_tot", v=cur(p, "51")) + " " + ph(p, "pay_each", v=cur(p, "17")),
            "17",
            cur(p, "17"),
            "",
            "each vs total done right: the total (51) is stated, then what each pays "
            "(17) with the currency",
            False,
            None,
        )
    if name == "busok":
        return (
            "bus",
            "B",
            "correct",
            ph(p, "bus_need", v="4"),
            "4",
            "4",
            ph(p, "bus_detail"),
            "the answer "
            "4 buses, then a sentence that explains it (three full buses, 6 students in the last): the last "
            "number written (6) is not an answer",
            False,
            None,
        )
    if name == "part":
        return (
            "roots",
            "A",
            "wrong",
            ph(p, "sol", v="x = 2"),
            "2",
            "x = 2",
            "",
            "partial set: the working "
            "finds and checks both roots, the final answer gives only x = 2; the gold is -3, 2",
            False,
            None,
        )
    if name == "pairA":
        if i % 2 == 0:
            val = "(3; 2)" if iv in ("semi", "fr", "cz") else "(3, 2)"
            return (
                "pair",
                "A",
                "wrong",
                ph(p, "pair", v=val),
                val.replace(";", ","),
                val,
                "",
                "swapped ordered "
                "pair: the working finds x = 2, y = 3, the final answer writes (3, 2)",
                False,
                None,
            )
        return (
            "pair",
            "A",
            "wrong",
            ph(p, "pair", v="x = 2"),
            "x = 2",
            "x = 2",
            "",
            "one coordinate: the final answer gives only x = 2 of the pair (2, 3)",
            False,
            None,
        )
    if name == "rootsB":
        var = i % 4
        if var == 2:
            return (
                "roots",
                "B",
                "correct",
                ph(p, "sol", v=f"$\\boxed{{2}}$ {o} $\\boxed{{-3}}$"),
                None,
                None,
                "",
                "two boxes, one for each root, joined by the language's 'or': the set {2, -3} equals the gold "
                "-3, 2 (order does not matter)",
                False,
                "bare",
            )
        val = {0: f"x = 2 {o} x = -3", 1: "x₁ = 2, x₂ = -3", 3: f"2 {a} -3"}[var]
        box = {
            0: f"x = 2 \\text{{ {o} }} x = -3",
            1: "x_1 = 2, x_2 = -3",
            3: f"2 \\text{{ {a} }} -3",
        }[var]
        return (
            "roots",
            "B",
            "correct",
            ph(p, "sol", v=val),
            box,
            val,
            "",
            "both roots in the language's "
            "notation ('" + val + "'), in the other order than the gold -3, 2: the same set",
            False,
            None,
        )
    if name == "pairB":
        if iv in ("semi", "fr", "cz"):
            val = "(2 ; 3)" if iv == "fr" else "(2; 3)"
            return (
                "pair",
                "B",
                "correct",
                ph(p, "pair", v=val),
                val,
                val,
                "",
                "the ordered pair with the "
                "semicolon the language's schools use between coordinates: (2; 3) is (2, 3)",
                False,
                None,
            )
        val = "x = 2, y = 3" if i % 2 else "P(2, 3)"
        return (
            "pair",
            "B",
            "correct",
            ph(p, "pair", v=val),
            val,
            val,
            "",
            "the pair written as named coordinates ('" + val + "'): x = 2, y = 3 is (2, 3)",
            False,
            None,
        )
    raise KeyError(name)


def slot_a3(i: int, p: list, c: list, iv: str, dec: str) -> tuple:
    o = ph(c, "or")
    var = 0 if iv == "cz" else i % 6
    if var == 0:
        val = {"std": "[1, 5]", "nl": "[1, 5]", "semi": "[1; 5]", "fr": "[1; 5]", "cz": "⟨1; 5⟩"}[
            iv
        ]
        return (
            "ival",
            "A",
            "wrong",
            ph(p, "set", v=val),
            val,
            val,
            "",
            "wrong bracket: the working ends at "
            "1 < x ≤ 5 but the final interval closes the left end ('"
            + val
            + "'); the gold is (1, 5]",
            False,
            None,
        )
    if var == 1:
        val = {
            "std": "(-2, 2)",
            "semi": "(-2; 2)",
            "fr": "]-2; 2[",
            "nl": "⟨-2, 2⟩",
            "cz": "(-2; 2)",
        }[iv]
        return (
            "union",
            "A",
            "wrong",
            ph(p, "set", v=val),
            val,
            val,
            "",
            "the complement: the sign chart is "
            "positive outside -2 and 2, the final answer gives the interval between them",
            False,
            None,
        )
    if var == 2:
        return (
            "primes",
            "A",
            "wrong",
            ph(p, "primes", v="11, 13, 17"),
            "11, 13, 17",
            "11, 13, 17",
            "",
            "partial list: 19 is ticked in the working but left out of the final list",
            False,
            None,
        )
    if var == 3:
        return (
            "pm",
            "A",
            "wrong",
            ph(p, "sol", v="k = 4"),
            "k = 4",
            "k = 4",
            "",
            "partial set: k^2 = 16 gives k = ±4, the final answer keeps only k = 4",
            False,
            None,
        )
    if var == 4:
        val = "(1; 2,5)" if dec == "," else "(1, 2.5)"
        return (
            "mid",
            "A",
            "wrong",
            ph(p, "mid", v=val),
            val,
            val,
            "",
            "swapped coordinates: the working reaches (2.5, 1), the final answer writes (1, 2.5)",
            False,
            None,
        )
    return (
        "extra",
        "A",
        "wrong",
        ph(p, "sol", v=f"x = 1 {o} x = 6"),
        f"x = 1 \\text{{ {o} }} x = 6",
        f"x = 1 {o} x = 6",
        "",
        "extra root: x = 1 is extraneous (√4 = 2 but 1 - 3 = -2) and is kept in the "
        "final answer with x = 6",
        False,
        None,
    )


def slot_b3(i: int, p: list, c: list, iv: str, dec: str) -> tuple:
    o, a = ph(c, "or"), ph(c, "and")
    var = 0 if iv in ("nl", "cz") else i % 5
    if var == 0:
        val, box = {
            "fr": ("]1; 5]", "]1; 5]"),
            "semi": ("(1; 5]", "(1; 5]"),
            "nl": ("⟨1, 5]", "\\langle 1, 5]"),
            "cz": ("(1; 5⟩", "(1; 5\\rangle"),
            "std": ("1 < x ≤ 5", "1 < x \\le 5"),
        }[iv]
        return (
            "ival",
            "B",
            "correct",
            ph(p, "set", v=val),
            box,
            val,
            "",
            "the interval in the language's "
            "school notation ('" + val + "'): the same set as (1, 5]",
            False,
            None,
        )
    if var == 1:
        val, box = {
            "fr": ("]-∞; -2[ ∪ ]2; +∞[", "]-\\infty; -2[ \\cup ]2; +\\infty["),
            "semi": ("(-∞; -2) ∪ (2; +∞)", "(-\\infty; -2) \\cup (2; +\\infty)"),
            "std": (f"x < -2 {o} x > 2", f"x < -2 \\text{{ {o} }} x > 2"),
        }[iv]
        return (
            "union",
            "B",
            "correct",
            ph(p, "set", v=val),
            box,
            val,
            "",
            "the union in the language's notation ('" + val + "'): the same set as the gold",
            False,
            None,
        )
    if var == 2:
        val = f"11, 13, 17 {a} 19"
        return (
            "primes",
            "B",
            "correct",
            ph(p, "primes", v=val),
            f"11, 13, 17 \\text{{ {a} }} 19",
            val,
            "",
            "the full list with the language's 'and' before the last member",
            False,
            None,
        )
    if var == 3:
        val, box = (
            (f"k = 4 {o} k = -4", f"k = 4 \\text{{ {o} }} k = -4")
            if i % 2
            else ("k = ±4", "k = \\pm 4")
        )
        return (
            "pm",
            "B",
            "correct",
            ph(p, "sol", v=val),
            box,
            val,
            "",
            "both values ('" + val + "'), equal to \\pm 4",
            False,
            None,
        )
    val = "M(2,5; 1)" if dec == "," else "M(2.5, 1)"
    return (
        "mid",
        "B",
        "correct",
        ph(p, "mid", v=val),
        val.replace("M", ""),
        val,
        "",
        "the midpoint as a "
        "named point in the language's decimal notation ('" + val + "'): 2.5 = 5/2, so (5/2, 1)",
        False,
        None,
    )


FMTS = ("boxed", "tag", "colon", "prose")
FORM = {
    "boxed": "boxed",
    "tag": "tag",
    "colon": "answer_is",
    "prose": "prose_sentence",
    "bare": "boxed",
}


def final(p: list, fmt: str, pre: str, box: str, txt: str, post: str) -> str:
    """The final lines: the answer sentence, then the marker the format uses, then `post`."""
    tail = ("\n" + post) if post else ""
    if fmt in ("prose", "bare"):
        return pre + ((" " + post) if post else "")
    if fmt == "boxed":
        return pre + "\n\n$\\boxed{" + box + "}$" + tail
    if fmt == "tag":
        return "<answer>" + txt + "</answer>"
    return pre + "\n\n**" + ph(p, "ans") + ":** " + txt + tail


def compose(lg: str, i: int, idx: int, spec: tuple) -> tuple:
    p, en = PHR[lg], PHR["en"]
    iv, dec = ph(p, "iv"), ph(p, "dec")
    key, kind, truth, pre, box, txt, post, why, deb, force = spec(p, p, iv, dec)
    _k, _kd, _t, epre, ebox, etxt, epost, _w, _d, _f = spec(en, en, iv, dec)
    fmt = FMTS[(i + idx) % 4]
    if force == "noprose" and fmt == "prose":
        fmt = "colon"
    elif force in ("prose", "bare"):
        fmt = force
    body = (
        ph(p, "intro")
        + "\n\n"
        + (ph(p, "fr_let") + "\n\n" if key == "fruit" else "")
        + work(key, lg, dec)
    )
    if fmt == "tag":
        text = th(body + pre + (" " + post if post else "") + "\n") + final(
            p, fmt, pre, box, txt, post
        )
        gloss = epre + " </think> " + final(en, fmt, epre, ebox, etxt, epost)
    else:
        text = body + final(p, fmt, pre, box, txt, post)
        gloss = final(en, fmt, epre, ebox, etxt, epost)
    return (
        key,
        kind,
        truth,
        FORM[fmt],
        text,
        why.replace("debatable-free: ", ""),
        " ".join(gloss.split()),
        deb,
    )


G_SLOTS = ("mem", "tot", "hedge", "both", "each", "busok")
M_SLOTS = ("part", "pairA", "A3", "rootsB", "pairB", "B3")
SHAPE = {
    "mem": "mem",
    "tot": "tot",
    "hedge": "hedge",
    "both": "both",
    "each": "each",
    "busok": "bus",
    "part": "part",
    "pairA": "pair",
    "A3": "set",
    "rootsB": "roots",
    "pairB": "pair",
    "B3": "set",
}

CASES = []
_SEEN: dict[str, int] = {}
for lang_index, lang in enumerate(ORDER):
    names = list(G_SLOTS + M_SLOTS)
    if lang in ("id", "vi", "th", "sv"):
        names.remove("hedge")
    if lang in ("hi", "bn", "el", "he"):
        names.remove("B3")
    for slot_index, name in enumerate(names):
        if name == "A3":
            spec = lambda p, c, iv, dec, n=lang_index: slot_a3(n, p, c, iv, dec)  # noqa: E731
        elif name == "B3":
            spec = lambda p, c, iv, dec, n=lang_index: slot_b3(n, p, c, iv, dec)  # noqa: E731
        else:
            spec = lambda p, c, iv, dec, n=lang_index, s=name: slot(s, n, p, c, iv, dec)  # noqa: E731
        key, kind, truth, form, text, why, gloss, deb = compose(lang, lang_index, slot_index, spec)
        path = "g" if key in PATH else "m"
        base = (
            f"{SHAPE[name]}_"
            + ("m_" if path == "m" else "")
            + ("ok_" if kind == "B" else "")
            + f"{lang}_{key}"
        )
        count = _SEEN.get(base, 0) + 1
        _SEEN[base] = count
        cid = base if count == 1 else f"{base}{count}"
        note = (
            "debatable: " if deb else ""
        ) + f"{LANG[lang]}: {why.removeprefix('debatable: ')}. Final lines (English gloss): {gloss}"
        make = g if path == "g" else m
        CASES.append(make(cid, kind, GOLD[key], truth, form, text, note, deb))

DECISIONS = {
    c[0]: (
        "accept",
        "the question asks the apples; the closing sentence states them (12, with the noun 'apples') and then "
        "the oranges (8, with their noun) as a second labelled fact, which is not a second answer to this "
        "question; a reader that takes the last number written would read 8 and reject",
    )
    for c in CASES
    if c[8]
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam176", CASES, [], DECISIONS)
