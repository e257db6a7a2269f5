"""Numbers in the words of other languages: "двісті двадцять п'ять" (225), "một trăm bốn mươi
bảy nghìn" (147,000), "ห้าร้อยสี่สิบ" (540), "duecentoventicinque", "fünfhundertvierzig".

`foreign_spelled_to_digits` writes each run of such words in a sentence as its digits, for the
last-line tier (`rppo_check.tail`), as `rppo_check.words.spelled_to_digits` does for English. A
run is read only when every word of it is a number word of ONE language (or a joining word such
as "und", "e", "và" between them) and the words make one well-formed numeral: a unit after a unit
("dos tres"), tens after tens, hundreds after tens refuse the run, which stays as it is. A lone
word for one ("un", "một", "bir") stays too: it is an article as often as a number.

Each language's words are tokens of six kinds (below); languages that write a numeral as one
word (German, Dutch, Swedish, Italian, Turkish, Thai) are cut into tokens, longest first.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache

from rppo_check.normalize import HAN_DIGITS, HAN_MYRIADS, HAN_UNITS

# The kinds of token: a unit (0-9), a value added as it is (10-99), a whole hundred
# ("doscientos", "двісті"), a multiplier of the unit before it (x10 "mươi", x100 "hundert"), a
# scale (x1000 ...), and a joining word.
UNIT, ADDED, HUNDREDS, TENS_OF, HUNDREDS_OF, SCALE, JOIN = range(7)


def _words(kind: int, names: str, start: int = 0, step: int = 1) -> dict[str, tuple[int, int]]:
    """`names` (one value per space-separated group; `/` between spellings of one value) as
    tokens of `kind`, valued `start`, `start + step`, ..."""
    found: dict[str, tuple[int, int]] = {}
    for index, group in enumerate(names.split()):
        for name in group.split("/"):
            if name != "-":
                found[name] = (kind, start + index * step)
    return found


def _lexicon(*parts: dict[str, tuple[int, int]]) -> dict[str, tuple[int, int]]:
    merged: dict[str, tuple[int, int]] = {}
    for part in parts:
        merged.update(part)
    return merged


_JOINS = "and und en och og e y et i и і ve và dan"
_JOIN_WORDS = frozenset(_JOINS.split())
_LANGUAGES: dict[str, dict[str, tuple[int, int]]] = {
    "es": _lexicon(
        _words(UNIT, "cero un/uno/una dos tres cuatro cinco seis siete ocho nueve"),
        _words(
            ADDED,
            "diez once doce trece catorce quince dieciséis/dieciseis diecisiete "
            "dieciocho diecinueve veinte veintiuno/veintiún/veintiuna veintidós/veintidos "
            "veintitrés/veintitres veinticuatro veinticinco veintiséis/veintiseis veintisiete "
            "veintiocho veintinueve",
            10,
        ),
        _words(ADDED, "treinta cuarenta cincuenta sesenta setenta ochenta noventa", 30, 10),
        _words(
            HUNDREDS,
            "cien/ciento doscientos/doscientas trescientos/trescientas "
            "cuatrocientos/cuatrocientas quinientos/quinientas seiscientos/seiscientas "
            "setecientos/setecientas ochocientos/ochocientas novecientos/novecientas",
            100,
            100,
        ),
        _words(SCALE, "mil", 1000),
        _words(SCALE, "millón/millones", 10**6),
    ),
    "pt": _lexicon(
        _words(UNIT, "zero um/uma dois/duas três/tres quatro cinco seis sete oito nove"),
        _words(
            ADDED,
            "dez onze doze treze catorze/quatorze quinze dezesseis/dezasseis "
            "dezessete/dezassete dezoito dezenove/dezanove",
            10,
        ),
        _words(ADDED, "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa", 20, 10),
        _words(
            HUNDREDS,
            "cem/cento duzentos/duzentas trezentos/trezentas "
            "quatrocentos/quatrocentas quinhentos/quinhentas seiscentos/seiscentas "
            "setecentos/setecentas oitocentos/oitocentas novecentos/novecentas",
            100,
            100,
        ),
        _words(SCALE, "mil", 1000),
        _words(SCALE, "milhão/milhões", 10**6),
    ),
    "fr": _lexicon(
        _words(UNIT, "zéro un/une deux trois quatre cinq six sept huit neuf"),
        _words(ADDED, "dix onze douze treize quatorze quinze seize", 10),
        _words(ADDED, "vingt/vingts trente quarante cinquante soixante", 20, 10),
        _words(HUNDREDS_OF, "cent/cents", 100),
        _words(SCALE, "mille", 1000),
        _words(SCALE, "million/millions", 10**6),
    ),
    "it": _lexicon(
        _words(UNIT, "zero un/uno/una due tre/tré quattro cinque sei sette otto nove"),
        _words(
            ADDED,
            "dieci undici dodici tredici quattordici quindici sedici diciassette "
            "diciotto diciannove",
            10,
        ),
        _words(
            ADDED,
            "venti/vent trenta/trent quaranta/quarant cinquanta/cinquant "
            "sessanta/sessant settanta/settant ottanta/ottant novanta/novant",
            20,
            10,
        ),
        _words(HUNDREDS_OF, "cento/cent", 100),
        _words(SCALE, "mille/mila", 1000),
        _words(SCALE, "milione/milioni", 10**6),
    ),
    "de": _lexicon(
        _words(UNIT, "null ein/eins/eine zwei drei vier fünf sechs sieben acht neun"),
        _words(ADDED, "zehn elf zwölf", 10),
        _words(
            ADDED,
            "zwanzig dreißig/dreissig vierzig fünfzig sechzig siebzig achtzig neunzig",
            20,
            10,
        ),
        _words(ADDED, "sechzehn siebzehn", 16),
        _words(HUNDREDS_OF, "hundert", 100),
        _words(SCALE, "tausend", 1000),
        _words(SCALE, "million/millionen", 10**6),
    ),
    "nl": _lexicon(
        _words(UNIT, "nul een/één twee drie vier vijf zes zeven acht negen"),
        _words(
            ADDED,
            "tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien",
            10,
        ),
        _words(ADDED, "twintig dertig veertig vijftig zestig zeventig tachtig negentig", 20, 10),
        _words(HUNDREDS_OF, "honderd", 100),
        _words(SCALE, "duizend", 1000),
        _words(SCALE, "miljoen", 10**6),
    ),
    "sv": _lexicon(
        _words(UNIT, "noll en/ett två tre fyra fem sex sju åtta nio"),
        _words(ADDED, "tio elva tolv tretton fjorton femton sexton sjutton arton nitton", 10),
        _words(ADDED, "tjugo trettio fyrtio femtio sextio sjuttio åttio nittio", 20, 10),
        _words(HUNDREDS_OF, "hundra", 100),
        _words(SCALE, "tusen", 1000),
        _words(SCALE, "miljon/miljoner", 10**6),
    ),
    "ru": _lexicon(
        _words(UNIT, "ноль один/одна/одно два/две три четыре пять шесть семь восемь девять"),
        _words(
            ADDED,
            "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать "
            "шестнадцать семнадцать восемнадцать девятнадцать",
            10,
        ),
        _words(
            ADDED,
            "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто",
            20,
            10,
        ),
        _words(
            HUNDREDS,
            "сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот",
            100,
            100,
        ),
        _words(SCALE, "тысяча/тысячи/тысяч", 1000),
        _words(SCALE, "миллион/миллиона/миллионов", 10**6),
    ),
    "uk": _lexicon(
        _words(
            UNIT,
            "нуль один/одна/одне два/дві три чотири п'ять/п’ять/пʼять шість сім вісім "
            "дев'ять/дев’ять/девʼять",
        ),
        _words(
            ADDED,
            "десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять/п’ятнадцять "
            "шістнадцять сімнадцять вісімнадцять дев'ятнадцять/дев’ятнадцять",
            10,
        ),
        _words(
            ADDED,
            "двадцять тридцять сорок п'ятдесят/п’ятдесят шістдесят сімдесят вісімдесят "
            "дев'яносто/дев’яносто",
            20,
            10,
        ),
        _words(
            HUNDREDS,
            "сто двісті триста чотириста п'ятсот/п’ятсот шістсот сімсот вісімсот "
            "дев'ятсот/дев’ятсот",
            100,
            100,
        ),
        _words(SCALE, "тисяча/тисячі/тисяч", 1000),
        _words(SCALE, "мільйон/мільйони/мільйонів", 10**6),
    ),
    "pl": _lexicon(
        _words(
            UNIT, "zero jeden/jedna/jedno dwa/dwie trzy cztery pięć sześć siedem osiem dziewięć"
        ),
        _words(
            ADDED,
            "dziesięć jedenaście dwanaście trzynaście czternaście piętnaście "
            "szesnaście siedemnaście osiemnaście dziewiętnaście",
            10,
        ),
        _words(
            ADDED,
            "dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt "
            "siedemdziesiąt osiemdziesiąt dziewięćdziesiąt",
            20,
            10,
        ),
        _words(
            HUNDREDS,
            "sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset",
            100,
            100,
        ),
        _words(SCALE, "tysiąc/tysiące/tysięcy", 1000),
        _words(SCALE, "milion/miliony/milionów", 10**6),
    ),
    "tr": _lexicon(
        _words(UNIT, "sıfır bir iki üç dört beş altı yedi sekiz dokuz"),
        _words(ADDED, "on yirmi otuz kırk elli altmış yetmiş seksen doksan", 10, 10),
        _words(HUNDREDS_OF, "yüz", 100),
        _words(SCALE, "bin", 1000),
        _words(SCALE, "milyon", 10**6),
    ),
    "id": _lexicon(
        _words(UNIT, "nol satu dua tiga empat lima enam tujuh delapan sembilan"),
        _words(ADDED, "sepuluh sebelas", 10),
        _words(HUNDREDS, "seratus", 100),
        _words(TENS_OF, "puluh", 10),
        _words(HUNDREDS_OF, "ratus", 100),
        _words(ADDED, "belas", 10),  # ("dua belas": two and ten, 12)
        _words(SCALE, "seribu", 1000),
        _words(SCALE, "ribu", 1000),
        _words(SCALE, "juta", 10**6),
    ),
    "vi": _lexicon(
        # ("không" is "not" as often as zero: it is no number word here)
        _words(UNIT, "- một/mốt hai ba bốn/tư năm/lăm/nhăm sáu bảy tám chín"),
        _words(ADDED, "mười", 10),
        _words(TENS_OF, "mươi", 10),
        _words(HUNDREDS_OF, "trăm", 100),
        _words(JOIN, "linh/lẻ"),
        _words(SCALE, "nghìn/ngàn", 1000),
        _words(SCALE, "triệu", 10**6),
    ),
    "th": _lexicon(
        _words(UNIT, "ศูนย์ หนึ่ง/เอ็ด สอง/ยี่ สาม สี่ ห้า หก เจ็ด แปด เก้า"),
        _words(TENS_OF, "สิบ", 10),
        _words(HUNDREDS_OF, "ร้อย", 100),
        _words(SCALE, "พัน", 1000),
        _words(SCALE, "หมื่น", 10**4),
        _words(SCALE, "แสน", 10**5),
        _words(SCALE, "ล้าน", 10**6),
    ),
    "ar": _lexicon(
        _words(
            UNIT,
            "صفر واحد/واحدة/أحد/إحدى اثنان/اثنين/اثنتان/اثنتين/اثنا/اثنتا ثلاثة/ثلاث "
            "أربعة/أربع خمسة/خمس ستة/ست سبعة/سبع ثمانية/ثماني/ثمان تسعة/تسع",
        ),
        _words(ADDED, "عشرة/عشر", 10),
        _words(
            ADDED,
            "عشرون/عشرين ثلاثون/ثلاثين أربعون/أربعين خمسون/خمسين ستون/ستين "
            "سبعون/سبعين ثمانون/ثمانين تسعون/تسعين",
            20,
            10,
        ),
        _words(HUNDREDS_OF, "مائة/مئة", 100),
        _words(HUNDREDS, "مئتان/مئتين/مائتان/مائتين", 200),
        _words(SCALE, "ألف/الف/آلاف", 1000),
        _words(SCALE, "مليون/ملايين", 10**6),
        _words(JOIN, "و"),  # ("خمسمائة وخمسة وتسعون": and, written onto the next word)
    ),
    "ca": _lexicon(
        _words(UNIT, "zero un/u/una dos/dues tres quatre cinc sis set vuit nou"),
        _words(
            ADDED,
            "deu onze dotze tretze catorze quinze setze disset divuit/devuit dinou/dènou",
            10,
        ),
        _words(ADDED, "vint trenta quaranta cinquanta seixanta setanta vuitanta noranta", 20, 10),
        _words(HUNDREDS_OF, "cent/cents", 100),  # ("dos-cents": two hundreds)
        _words(SCALE, "mil", 1000),
        _words(SCALE, "milió/milions", 10**6),
    ),
    "ro": _lexicon(
        _words(
            UNIT,
            "zero unu/un/una/o doi/două/doua trei patru cinci șase/şase/sase "
            "șapte/şapte/sapte opt nouă/noua",
        ),
        _words(
            ADDED,
            "zece unsprezece doisprezece/douăsprezece/douasprezece treisprezece paisprezece "
            "cincisprezece șaisprezece/şaisprezece/saisprezece șaptesprezece/şaptesprezece "
            "optsprezece nouăsprezece/nouasprezece",
            10,
        ),
        _words(
            ADDED,
            "douăzeci/douazeci treizeci patruzeci cincizeci șaizeci/şaizeci/saizeci "
            "șaptezeci/şaptezeci/saptezeci optzeci nouăzeci/nouazeci",
            20,
            10,
        ),
        _words(HUNDREDS_OF, "sută/suta/sute", 100),
        _words(SCALE, "mie/mii", 1000),
        _words(SCALE, "milion/milioane", 10**6),
        _words(JOIN, "și/şi/si/de"),  # ("douăzeci și doi"; "douăzeci de mii")
    ),
    "cs": _lexicon(
        _words(UNIT, "nula jedna/jeden/jedno dva/dvě tři čtyři pět šest sedm osm devět"),
        _words(
            ADDED,
            "deset jedenáct dvanáct třináct čtrnáct patnáct šestnáct sedmnáct osmnáct devatenáct",
            10,
        ),
        _words(
            ADDED,
            "dvacet třicet čtyřicet padesát šedesát sedmdesát osmdesát devadesát",
            20,
            10,
        ),
        _words(HUNDREDS_OF, "sto/stě/sta/set", 100),  # ("dvě stě", "tři sta", "pět set")
        _words(SCALE, "tisíc/tisíce", 1000),
        _words(SCALE, "milion/miliony/milionů", 10**6),
    ),
    "el": _lexicon(
        _words(
            UNIT,
            "μηδέν ένα/ένας/μία/μια δύο/δυο τρία/τρεις τέσσερα/τέσσερις πέντε έξι "
            "επτά/εφτά οκτώ/οχτώ εννέα/εννιά",
        ),
        _words(ADDED, "δέκα έντεκα δώδεκα", 10),
        _words(
            ADDED,
            "δεκατρία/δεκατρείς δεκατέσσερα/δεκατέσσερις δεκαπέντε δεκαέξι "
            "δεκαεπτά/δεκαεφτά δεκαοκτώ/δεκαοχτώ δεκαεννέα/δεκαεννιά",
            13,
        ),
        _words(ADDED, "είκοσι τριάντα σαράντα πενήντα εξήντα εβδομήντα ογδόντα ενενήντα", 20, 10),
        _words(
            HUNDREDS,
            "εκατό/εκατόν διακόσια/διακόσιοι/διακόσιες τριακόσια/τριακόσιοι/τριακόσιες "
            "τετρακόσια/τετρακόσιοι/τετρακόσιες πεντακόσια/πεντακόσιοι/πεντακόσιες "
            "εξακόσια/εξακόσιοι/εξακόσιες επτακόσια/εφτακόσια/επτακόσιοι/επτακόσιες "
            "οκτακόσια/οχτακόσια/οκτακόσιοι/οκτακόσιες εννιακόσια/εννεακόσια/εννιακόσιοι",
            100,
            100,
        ),
        _words(SCALE, "χίλια/χίλιοι/χίλιες/χιλιάδες", 1000),
        _words(SCALE, "εκατομμύριο/εκατομμύρια", 10**6),
    ),
    "fa": _lexicon(
        # ("نه", nine, is also "no": a lone word stays)
        _words(UNIT, "صفر یک دو سه چهار پنج شش هفت هشت نه"),
        _words(
            ADDED,
            "ده یازده دوازده سیزده چهارده پانزده شانزده هفده هجده/هیجده نوزده",
            10,
        ),
        _words(ADDED, "بیست سی چهل پنجاه شصت هفتاد هشتاد نود", 20, 10),
        _words(HUNDREDS, "صد دویست سیصد چهارصد پانصد ششصد هفتصد هشتصد نهصد", 100, 100),
        _words(SCALE, "هزار", 1000),
        _words(SCALE, "میلیون", 10**6),
        _words(JOIN, "و"),
    ),
    "he": _lexicon(
        _words(
            UNIT,
            "אפס אחד/אחת שניים/שתיים/שני/שתי שלושה/שלוש/שלש/שלושת ארבעה/ארבע/ארבעת "
            "חמישה/חמש/חמשת שישה/שש/ששת שבעה/שבע/שבעת שמונה/שמונת תשעה/תשע/תשעת",
        ),
        _words(ADDED, "עשרה/עשר", 10),  # ("שלושה עשר", 13: the unit before it)
        _words(ADDED, "עשרים שלושים ארבעים חמישים שישים שבעים שמונים תשעים", 20, 10),
        _words(HUNDREDS, "מאה", 100),
        _words(HUNDREDS, "מאתיים", 200),
        _words(HUNDREDS_OF, "מאות", 100),
        _words(SCALE, "אלף/אלפים", 1000),
        _words(SCALE, "מיליון", 10**6),
        _words(JOIN, "ו"),  # ("שלושים ושלוש": and, written onto the next word)
    ),
    "hu": _lexicon(
        _words(UNIT, "nulla egy kettő/két három négy öt hat hét nyolc kilenc"),
        _words(ADDED, "tíz/tizen", 10),
        _words(ADDED, "húsz/huszon", 20),
        _words(ADDED, "harminc negyven ötven hatvan hetven nyolcvan kilencven", 30, 10),
        _words(HUNDREDS_OF, "száz", 100),
        _words(SCALE, "ezer", 1000),
        _words(SCALE, "millió", 10**6),
    ),
    "fi": _lexicon(
        _words(UNIT, "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän"),
        _words(ADDED, "kymmenen", 10),
        _words(
            ADDED,
            "yksitoista kaksitoista kolmetoista neljätoista viisitoista kuusitoista "
            "seitsemäntoista kahdeksantoista yhdeksäntoista",
            11,
        ),
        _words(TENS_OF, "kymmentä", 10),
        _words(HUNDREDS, "sata", 100),
        _words(HUNDREDS_OF, "sataa", 100),
        _words(SCALE, "tuhat/tuhatta", 1000),
        _words(SCALE, "miljoona/miljoonaa", 10**6),
    ),
    "ko": _lexicon(
        # the native Korean numbers, said of counted things ("일흔일곱 명")
        _words(UNIT, "- 하나/한 둘/두 셋/세/석 넷/네 다섯 여섯 일곱 여덟 아홉"),
        _words(ADDED, "열 스물/스무 서른 마흔 쉰 예순 일흔 여든 아흔", 10, 10),
    ),
    "hi": _lexicon(
        # (the words of 21-99 each of their own are left out: the ones models write for counts
        # are the small ones)
        _words(UNIT, "शून्य एक दो तीन चार पाँच/पांच छह/छः/छे सात आठ नौ"),
        _words(
            ADDED,
            "दस ग्यारह बारह तेरह चौदह पंद्रह/पन्द्रह सोलह सत्रह अठारह उन्नीस बीस",
            10,
        ),
        _words(ADDED, "तीस चालीस पचास साठ सत्तर अस्सी नब्बे", 30, 10),
        _words(HUNDREDS_OF, "सौ", 100),
        _words(SCALE, "हज़ार/हजार", 1000),
        _words(SCALE, "लाख", 10**5),
    ),
    "bn": _lexicon(
        # ("নয়", nine, is also "is not": left out)
        _words(UNIT, "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট -"),
        _words(
            ADDED,
            "দশ এগারো বারো তেরো চৌদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ বিশ",
            10,
        ),
        _words(ADDED, "ত্রিশ চল্লিশ পঞ্চাশ ষাট সত্তর আশি নব্বই", 30, 10),
        _words(HUNDREDS_OF, "শত/শো", 100),
        _words(SCALE, "হাজার", 1000),
        _words(SCALE, "লাখ", 10**5),
    ),
    "sw": _lexicon(
        # (a hundred and a thousand before their count: "mia tatu", 300; "elfu sita", 6000)
        _words(UNIT, "sifuri moja mbili tatu nne tano sita saba nane tisa"),
        _words(
            ADDED,
            "kumi ishirini thelathini arobaini hamsini sitini sabini themanini tisini",
            10,
            10,
        ),
        _words(HUNDREDS_OF, "mia", 100),
        _words(SCALE, "elfu", 1000),
        _words(SCALE, "milioni", 10**6),
        _words(JOIN, "na"),
    ),
}
# Languages that write a numeral as one word (or "and" onto a word): cut into tokens.
_COMPOUNDING = ("de", "nl", "sv", "it", "tr", "th", "ar", "he", "hu", "fi", "ko")
# Languages that say a hundred or a thousand before its count ("elfu sita", 6000).
_COUNT_AFTER = ("sw",)


def _token_pattern(names: list[str]) -> str:
    return "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))


@cache
def _tokens_of(language: str) -> re.Pattern[str]:
    names = [*_LANGUAGES[language], *_JOINS.split()]
    return re.compile(_token_pattern(names))


def _tokens(language: str, word: str) -> list[str] | None:
    """`word` cut into the language's tokens, or None when some part is none of them."""
    lexicon = _LANGUAGES[language]
    if word in lexicon or word in _JOIN_WORDS:
        return [word]
    if language not in _COMPOUNDING:
        return None
    pattern, found, at = _tokens_of(language), [], 0
    while at < len(word):
        token = pattern.match(word, at)
        if token is None:
            return None
        found.append(token.group(0))
        at = token.end()
    if found[0] in _JOIN_WORDS or found[-1] in _JOIN_WORDS:
        return None  # (a compound opens and ends on a number: "tiene" is no "tien" + "e")
    return found


# Languages where a unit is said before the tens it adds to ("fünfundzwanzig", "vijfentwintig",
# "خمسة وتسعون").
_UNITS_FIRST = ("de", "nl", "ar", "he")


def _value(language: str, tokens: list[str]) -> int | None:
    """The value of a numeral's tokens, or None when they make no well-formed numeral."""
    lexicon = _LANGUAGES[language]
    if language in _COUNT_AFTER:
        tokens = _count_first(lexicon, tokens)
    total = section = 0
    digit: int | None = None
    tens = hundreds = stated = False
    last_scale = 0
    for token in tokens:
        kind, value = lexicon.get(token, (JOIN, 0))
        if kind == JOIN:
            continue
        stated = True
        if kind == UNIT:
            if digit is not None:
                return None  # "dos tres"
            digit = value
        elif kind == ADDED and digit == 4 and token.startswith("vingt") and language == "fr":
            section, digit, tens = section + 80, None, True  # "quatre-vingt": four twenties
        elif kind == ADDED:
            after_tens = section % 100 in (60, 80) and 10 <= value <= 19  # "soixante-dix"
            if tens and not after_tens:
                return None
            if digit is not None and language not in _UNITS_FIRST and token != "belas":
                return None  # "cinco veinte"
            section, tens = section + value, True
        elif kind == HUNDREDS:
            if hundreds or tens or digit is not None:
                return None
            section, hundreds = section + value, True
        elif kind in (TENS_OF, HUNDREDS_OF):
            if tens or (kind == HUNDREDS_OF and hundreds):
                return None
            section += (1 if digit is None else digit) * value
            digit, tens, hundreds = None, kind == TENS_OF, True
        else:  # SCALE
            if last_scale and value >= last_scale:
                return None  # "mil mil"
            amount = section + (digit or 0)
            total += (amount or 1) * value
            section, digit, tens, hundreds, last_scale = 0, None, False, False, value
    return total + section + (digit or 0) if stated else None


def _count_first(lexicon: dict[str, tuple[int, int]], tokens: list[str]) -> list[str]:
    """Swahili's tokens in the order `_value` reads: "elfu sita" (thousand six) as six thousand."""
    ordered = list(tokens)
    for index in range(len(ordered) - 1):
        kind = lexicon.get(ordered[index], (JOIN, 0))[0]
        after = lexicon.get(ordered[index + 1], (JOIN, 0))[0]
        if kind in (HUNDREDS_OF, SCALE) and after in (UNIT, ADDED):
            ordered[index], ordered[index + 1] = ordered[index + 1], ordered[index]
    return ordered


# A word of any script, Thai vowel signs and apostrophes inside ("п'ять") included.
# (Devanagari's and Bengali's vowel signs are no word characters to `re`: "सात" would be two
# words; their letters and signs are named, their digits and the danda left out)
_INDIC_LETTER = r"[\u0900-\u0963\u0970-\u097f\u0980-\u09e5\u09f0-\u09ff]"
_WORD = re.compile(rf"(?:[^\W\d_]|[\u0e00-\u0e7f]|{_INDIC_LETTER})+(?:['’ʼ](?:[^\W\d_])+)?")
_GAP = re.compile(r"[ \t\-‐]+")
# Lone words that are articles or other words as often as numbers.
_LONE_WORDS = frozenset(
    "un une una uno um uma ein eine eins een één en ett один одна одно одне jeden jedna jedno bir "
    "satu một mốt หนึ่ง on due sei tre tres dos belas et e y i и і ve và dan und and och og "
    "linh lẻ u o set sis nou cent na نه یک έξι ένα μια egy két hét hat öt yksi kaksi 한 두 세 네 "
    "열 moja jedna jeden jedno de și si".split()
)


@cache
def language_words() -> dict[str, tuple[int, int]]:
    """Every language's number words, merged (for `rppo_check.fractionwords`' numerators)."""
    return _lexicon(*_LANGUAGES.values())


def is_number_word(word: str) -> bool:
    """Whether `word` (lower case) is a number word of a language here, read alone or not ("tre",
    "tres", "quattro")."""
    return any(_tokens(language, word) is not None for language in _LANGUAGES)


def _read_run(words: list[str]) -> tuple[int, int | None]:
    """The longest run of number words of one language at the start of `words`: (its length,
    its value); the value None where that run makes no numeral (the caller then skips all of it,
    so that "cento cento" gives no 100 from its second word, nor "сорок тридцать" a 40)."""
    best: tuple[int, int | None] = (0, None)
    for language in _LANGUAGES:
        cuts: list[list[str]] = []
        for word in words:
            cut = _tokens(language, word)
            if cut is None:
                break
            cuts.append(cut)
        while cuts and words[len(cuts) - 1] in _JOIN_WORDS:
            cuts.pop()  # (a run ends on a number word, not "and")
        if not cuts or (len(cuts) == 1 and words[0] in _LONE_WORDS):
            continue
        value = _value(language, [token for cut in cuts for token in cut])
        if (len(cuts), value is not None) > (best[0], best[1] is not None):
            best = (len(cuts), value)
    return best


# Chinese and Japanese numerals (Korean writes them in Hangul: the native words are above): a
# run of two or more, and the fractions "八分之三" (three of eight parts) and "8分の3".
_CJK_NUMERAL = "".join((*HAN_DIGITS, *HAN_UNITS, *HAN_MYRIADS))
_CJK_SECTION = "".join((*HAN_DIGITS, *HAN_UNITS))
# (one numeral alone only before a counter, where it counts: "バスは七台必要です。", "需要七辆车";
# alone elsewhere it is part of a word: 一緒, 一般, 万一)
_CJK_RUN = re.compile(
    rf"[{_CJK_NUMERAL}]{{2,}}|十|[{''.join(HAN_DIGITS)}](?=[台個个人本枚匹冊册回円元歳岁名頭头羽杯件箱袋辆輛只隻张張位块塊天つ组組次条條瓶盒包双雙颗顆支把])"
)
_CJK_FRACTION = re.compile(
    rf"([{_CJK_SECTION}]+|\d+)[ \t]*分(?:之|の)[ \t]*([{_CJK_SECTION}]+|\d+)"
)


def cjk_value(run: str) -> int | None:
    """The value of a run of Chinese or Japanese numerals ("三万六千" 36000, "千三百五十五" 1355,
    "十五" 15), or None when it is no well-formed numeral ("一一", "万一": "one by one", "in
    case"). (`normalize.han_number` reads the numerals its own patterns have already vetted; a
    run found anywhere in a sentence must be checked here.)"""
    total = section = 0
    digit: int | None = None
    last_unit = 10**5
    last_scale = 10**9
    for char in run:
        if char in HAN_DIGITS:
            if digit is not None:
                return None  # two digits in a row
            digit = HAN_DIGITS[char]
        elif char in HAN_UNITS:
            unit = HAN_UNITS[char]
            if unit >= last_unit:
                return None  # "十百": units grow smaller within a section
            section += (1 if digit is None else digit) * unit
            digit, last_unit = None, unit
        else:
            scale = HAN_MYRIADS[char]
            amount = section + (digit or 0)
            if amount == 0 or scale >= last_scale:
                return None  # "万一": a scale of nothing
            total += amount * scale
            section, digit, last_unit, last_scale = 0, None, 10**5, scale
    return total + section + (digit or 0)


def _cjk_number(text: str) -> int | None:
    return int(text) if text.isdigit() else cjk_value(text)


def _cjk_fraction(match: re.Match[str]) -> str:
    whole, part = _cjk_number(match.group(1)), _cjk_number(match.group(2))
    if not whole or part is None:
        return match.group(0)
    if match.group(1) == "百":
        return f"{part}%"  # "百分之九十": ninety per cent
    return f"{part}/{whole}"


def _cjk_run(match: re.Match[str]) -> str:
    value = cjk_value(match.group(0))
    return match.group(0) if value is None else str(value)


def cjk_spelled_to_digits(sentence: str) -> str:
    """`sentence` with its Chinese and Japanese numerals and fractions as digits ("答：一年共存
    三万六千元。" -> "答：一年共存36000元。", "八分之三" -> "3/8")."""
    if "分" in sentence:
        sentence = _CJK_FRACTION.sub(_cjk_fraction, sentence)
    return _CJK_RUN.sub(_cjk_run, sentence)


def foreign_spelled_to_digits(sentence: str) -> str:
    """`sentence` with each run of another language's number words as its digits ("Відповідь:
    двісті двадцять п'ять гривень." -> "Відповідь: 225 гривень.")."""
    if "halb" in sentence or "half" in sentence:
        sentence = _AND_A_HALF.sub(_and_a_half, sentence)
    if _PART_BEFORE_WORD.search(sentence):
        sentence = _PLUS_A_HALF.sub(_plus_a_half, sentence)
    if _CJK_ANY.search(sentence):
        sentence = cjk_spelled_to_digits(sentence)
    if _THAI.search(sentence):
        sentence = _THAI_RUN.sub(_thai_apart, sentence)  # (Thai writes no spaces between words)
    lowered = sentence.lower()
    if len(lowered) != len(sentence):
        return sentence  # (a text whose lower case moves its positions is left alone)
    if "cent" in lowered:
        # "trinta por cento", "treinta por ciento": a percent, no hundred (the words hidden from
        # the reader, their positions kept)
        lowered = _PER_CENT.sub(lambda found: "#" * len(found.group(0)), lowered)
    return _spelled_apart(sentence, lowered)


_PER_CENT = re.compile(r"(?<![^\W\d_])(?:por|per|pour)[ \t]+(?:cento|ciento|cent)(?![^\W\d_])")


def _spelled_apart(sentence: str, lowered: str) -> str:
    found = list(_WORD.finditer(lowered))
    pieces, at, index = [], 0, 0
    while index < len(found):
        run = [found[index]]
        while index + len(run) < len(found) and _GAP.fullmatch(
            lowered, run[-1].end(), found[index + len(run)].start()
        ):
            run.append(found[index + len(run)])
        length, value = _read_run([match.group(0) for match in run])
        if value is None:
            index += max(1, length)
            continue
        pieces += [sentence[at : run[0].start()], str(value)]
        at = run[length - 1].end()
        index += length
    return "".join([*pieces, sentence[at:]])


# A number and a half in one word or three, in German and Dutch: "dreieinhalb", "drieënhalf",
# "drie en een half" (3.5).
_HALVES_OF = {
    **dict.fromkeys(("ein", "een"), 1),
    **dict.fromkeys(("zwei", "twee"), 2),
    **dict.fromkeys(("drei", "drie"), 3),
    "vier": 4,
    **dict.fromkeys(("fünf", "vijf"), 5),
    **dict.fromkeys(("sechs", "zes"), 6),
    **dict.fromkeys(("sieben", "zeven"), 7),
    "acht": 8,
    **dict.fromkeys(("neun", "negen"), 9),
    **dict.fromkeys(("zehn", "tien"), 10),
    "elf": 11,
    **dict.fromkeys(("zwölf", "twaalf"), 12),
}
_AND_A_HALF = re.compile(
    rf"(?<![^\W\d_])({'|'.join(_HALVES_OF)})(?:einhalb|ënhalf|enhalf|[ \t]+en[ \t]+een[ \t]+half"
    r"|[ \t]+und[ \t]+ein[ \t]+halb)(?![^\W\d_])",
    re.IGNORECASE,
)


def _and_a_half(match: re.Match[str]) -> str:
    return f"{_HALVES_OF[match.group(1).lower()]}.5"


# Hindi and Bengali say "and a half" before the number: "साढ़े चार" (4.5), "সাড়ে চার"; and
# one and a half, two and a half in words of their own ("डेढ़", "ढाई", "দেড়", "আড়াই"); a
# quarter more or less the same way: "सवा चार" (4.25), "पौने चार" (3.75), "সোয়া চার", "পৌনে চার".
_PART_BEFORE = {
    **dict.fromkeys(("साढ़े", "साढे", "সাড়ে", "সাড়ে"), Fraction(1, 2)),
    **dict.fromkeys(("सवा", "সোয়া", "সোয়া"), Fraction(1, 4)),
    **dict.fromkeys(("पौने", "পৌনে"), Fraction(-1, 4)),
}
_PART_BEFORE_WORD = re.compile("|".join(_PART_BEFORE))
_PLUS_A_HALF = re.compile(rf"({'|'.join(_PART_BEFORE)})[ \t]+({_INDIC_LETTER}+|\d+)")


def _plus_a_half(match: re.Match[str]) -> str:
    word = match.group(2)
    value = int(word) if word.isdigit() else language_words().get(word, (None, None))[1]
    if value is None:
        return match.group(0)
    total = value + _PART_BEFORE[match.group(1)]
    return str(total.numerator) if total.denominator == 1 else str(float(total))


_THAI = re.compile(r"[\u0e00-\u0e7f]")
_CJK_ANY = re.compile(rf"[{_CJK_NUMERAL}]")
_THAI_RUN = re.compile(rf"(?:{_token_pattern(list(_LANGUAGES['th']))})+")


def _thai_apart(match: re.Match[str]) -> str:
    """A run of Thai number tokens set apart by spaces when it makes a numeral of two or more
    tokens ("ห้าร้อยสี่สิบบาท" -> " ห้าร้อยสี่สิบ บาท"); one token may be part of a word
    ("สามารถ", can, opens with "สาม", three)."""
    tokens = _tokens("th", match.group(0)) or []
    if len(tokens) < 2 or _value("th", tokens) is None:
        return match.group(0)
    return f" {match.group(0)} "
