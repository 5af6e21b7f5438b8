#include "charsetdetection.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <vector>

#if defined(SEKI_HAVE_ICONV)
#include <cerrno>
#include <iconv.h>
#endif
#if defined(SEKI_HAVE_UCHARDET)
#include <uchardet/uchardet.h>
#endif

namespace seki {

namespace {

// Detection looks at this much of a file: a game record names its players and says its first
// comments well within it, and a 64 MiB file is not read twice over.
constexpr size_t SampleBytes = 1 << 20;

// The characters each language's text is mostly made of: the most frequent of everyday text and
// of game records (names, results, comments). Text in one charset read as another comes out as
// characters that are valid but rare, so the share of these tells the charsets apart on a few
// characters where a statistical detector needs hundreds.
constexpr std::string_view CommonJapanese
    = "日本人一大年中出子東生時行見月分後前間上手気会自事長者合同理入下高内金田本外地世所方経代部小学"
      "山場家語相実今発物業思定法明立政話意作社野性数最主体向道化問戦局黒白勝負碁段級名井石川林村中押"
      "目半先番手筋形悪良好打切取死活劫終盤序布石定石";
constexpr std::string_view CommonSimplifiedChinese
    = "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可"
      "她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三"
      "已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女"
      "问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由"
      "却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路"
      "期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八"
      "特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花"
      "快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程"
      "告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委"
      "早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑"
      "且随格尽剑讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷域胜盘棋围负目贴先让子杯赛届冠军决";
constexpr std::string_view CommonTraditionalChinese
    = "的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可"
      "她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三"
      "已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女"
      "問力機給等幾很業最間新什打便位因重被走電四第門相次東政海口使教西再平真聽世氣信北少關並內加化由"
      "卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性通目華報立馬命張活難神數件安表原車白應路"
      "期叫死常提感金何更反合放做系計或司利受光王果親界及今京務制解各任至清物台象記邊共風戰干接它許八"
      "特覺望直服毛林題建南度統色字請交愛讓認算論百吃義科怎元社術結六功指思非流每青管夫連遠資隊跟帶花"
      "快條院變聯言權往展該領傳近留紅治決周保達辦運武半候七必城父強步完革深區即求品士轉量空甚眾技輕程"
      "告江語英基派滿式李息寫呢識極令黃德收臉錢黨倒未持取設始版雙歷越史商千片容研像找友孩站廣改議形委"
      "早房音火際則首單據導影失拿網香似斯專石若兵弟誰校讀志飛觀爭究包組造落視濟喜離雖坐集編寶談府拉黑"
      "且隨格盡劍講布殺微怕母調局根曾準團段終樂切級克精哪官示冷域勝盤棋圍負貼讓杯賽屆冠軍林俊峰勳";
constexpr std::string_view CommonKorean
    = "이김박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방"
      "공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용세돌승흑의는다에을를가로수"
      "대리자사시스아해있습니었던것그저되고지만게나요까면니다했서부경상영재훈호혁철태희수진준동바둑국"
      "승패계불시간초읽기덤집반호선급단대회배결컵";

enum class Script { Japanese, SimplifiedChinese, TraditionalChinese, Korean };

struct EastAsianCharset {
    const char* reading;
    const char* name;
    Script script;
};

// GB2312/GBK files are read as GB18030 (their superset), Shift_JIS as Windows-31J, Big5 as CP950
// and EUC-KR as CP949, as the labels are read (textencoding.cpp).
constexpr std::array<EastAsianCharset, 4> EastAsian{{
    {"WINDOWS-31J", "Shift_JIS", Script::Japanese},
    {"GB18030", "GB18030", Script::SimplifiedChinese},
    {"CP950", "Big5", Script::TraditionalChinese},
    {"CP949", "EUC-KR", Script::Korean},
}};

std::string normalized(std::string_view charset)
{
    std::string name;
    for (const char c : charset)
        if (std::isalnum(static_cast<unsigned char>(c)))
            name += char(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

// The code point of the UTF-8 sequence at text[i], advancing i; U+FFFD for a broken one.
char32_t nextCodePoint(std::string_view text, size_t& i)
{
    const auto lead = static_cast<unsigned char>(text[i++]);
    if (lead < 0x80)
        return lead;
    int length = (lead & 0xE0) == 0xC0 ? 1 : (lead & 0xF0) == 0xE0 ? 2 : (lead & 0xF8) == 0xF0 ? 3 : -1;
    if (length < 0)
        return 0xFFFD;
    char32_t codePoint = lead & (0x3F >> length);
    for (; length > 0 && i < text.size(); --length)
        codePoint = (codePoint << 6) | (static_cast<unsigned char>(text[i++]) & 0x3F);
    return codePoint;
}

std::vector<char32_t> codePointsOf(std::string_view utf8)
{
    std::vector<char32_t> points;
    for (size_t i = 0; i < utf8.size();)
        points.push_back(nextCodePoint(utf8, i));
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

const std::vector<char32_t>& commonCharacters(Script script)
{
    static const std::array<std::vector<char32_t>, 4> sets{codePointsOf(CommonJapanese),
                                                           codePointsOf(CommonSimplifiedChinese),
                                                           codePointsOf(CommonTraditionalChinese),
                                                           codePointsOf(CommonKorean)};
    return sets[size_t(script)];
}

bool isKana(char32_t c)
{
    return c >= 0x3041 && c <= 0x30FF;
}

// Ideographic punctuation and full-width ASCII, which every East Asian text uses (half-width
// katakana, what Latin-1 letters become in Shift_JIS, is not among them).
bool isEastAsianPunctuation(char32_t c)
{
    return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF5E);
}

#if defined(SEKI_HAVE_ICONV)
// Decodes `bytes` into code points, skipping (and counting) what the charset cannot read;
// false when iconv does not know it.
bool decode(std::string_view bytes, const std::string& reading, std::u32string& out, int& invalid)
{
    iconv_t converter = iconv_open("UTF-32LE", reading.c_str());
    if (converter == iconv_t(-1))
        return false;
    std::vector<char> input(bytes.begin(), bytes.end());
    char* inputPointer = input.data();
    size_t inputLeft = input.size();
    std::vector<char> buffer(1 << 14);
    out.clear();
    invalid = 0;
    while (inputLeft > 0) {
        char* outputPointer = buffer.data();
        size_t outputLeft = buffer.size();
        const size_t result = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft);
        const size_t produced = buffer.size() - outputLeft;
        for (size_t k = 0; k + 4 <= produced; k += 4)
            out += char32_t(static_cast<unsigned char>(buffer[k]) | static_cast<unsigned char>(buffer[k + 1]) << 8
                            | static_cast<unsigned char>(buffer[k + 2]) << 16
                            | char32_t(static_cast<unsigned char>(buffer[k + 3])) << 24);
        if (result != size_t(-1) || errno == E2BIG)
            continue;
        ++invalid;
        ++inputPointer;
        --inputLeft;
        iconv(converter, nullptr, nullptr, nullptr, nullptr);
    }
    iconv_close(converter);
    return true;
}
#endif

bool isAscii(std::string_view bytes)
{
    return std::all_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

bool isUtf8(std::string_view bytes)
{
    for (size_t i = 0; i < bytes.size();) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        const int length = (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
        if (length == 0 || lead == 0xC0 || lead == 0xC1 || lead > 0xF4 || i + size_t(length) > bytes.size())
            return false;
        for (int k = 1; k < length; ++k)
            if ((static_cast<unsigned char>(bytes[i + size_t(k)]) & 0xC0) != 0x80)
                return false;
        i += size_t(length);
    }
    return true;
}

// uchardet's verdict, upper case; "" when it has none (or this build has no uchardet).
std::string statisticalGuess(std::string_view bytes)
{
#if defined(SEKI_HAVE_UCHARDET)
    uchardet_t detector = uchardet_new();
    std::string guess;
    if (uchardet_handle_data(detector, bytes.data(), bytes.size()) == 0) {
        uchardet_data_end(detector);
        guess = uchardet_get_charset(detector);
    }
    uchardet_delete(detector);
    for (char& c : guess)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return guess;
#else
    (void)bytes;
    return {};
#endif
}

// Which of EastAsian a statistical verdict names, -1 for none.
int eastAsianOf(const std::string& guess)
{
    const std::string name = normalized(guess);
    if (name == "shiftjis" || name == "sjis" || name == "cp932" || name == "windows31j")
        return 0;
    if (name == "gb18030" || name == "gbk" || name == "gb2312" || name == "euccn" || name == "hzgb2312")
        return 1;
    if (name == "big5" || name == "cp950" || name == "euctw" || name == "big5hkscs")
        return 2;
    if (name == "euckr" || name == "uhc" || name == "cp949" || name == "johab")
        return 3;
    return -1;
}

bool isCyrillic(const std::string& guess)
{
    const std::string name = normalized(guess);
    return name == "windows1251" || name == "koi8r" || name == "koi8u" || name == "iso88595" || name == "ibm866"
           || name == "ibm855" || name == "maccyrillic";
}

DetectedCharset latin1()
{
    return {"WINDOWS-1252", "Latin-1", false};
}

} // namespace

std::string unicodeWithoutByteOrderMark(std::string_view bytes)
{
    bytes = bytes.substr(0, std::min(bytes.size(), SampleBytes) & ~size_t(3));
    if (bytes.size() < 4)
        return {};
    // Where the zero bytes fall, position modulo 4: ASCII in UTF-16LE is "x0x0", in UTF-32LE "x000".
    std::array<size_t, 4> zeros{};
    for (size_t i = 0; i < bytes.size(); ++i)
        if (bytes[i] == 0)
            ++zeros[i % 4];
    const size_t quarter = bytes.size() / 4;
    const auto many = [&](size_t count) { return count * 10 >= quarter * 3; }; // 30 % of the places
    const auto few = [&](size_t count) { return count * 50 <= quarter; };      // 2 %
    std::string shape;
    if (many(zeros[1]) && many(zeros[2]) && many(zeros[3]) && few(zeros[0]))
        shape = "UTF-32LE";
    else if (many(zeros[0]) && many(zeros[1]) && many(zeros[2]) && few(zeros[3]))
        shape = "UTF-32BE";
    else if (many(zeros[1]) && many(zeros[3]) && few(zeros[0]) && few(zeros[2]))
        shape = "UTF-16LE";
    else if (many(zeros[0]) && many(zeros[2]) && few(zeros[1]) && few(zeros[3]))
        shape = "UTF-16BE";
    if (shape.empty())
        return {};
#if defined(SEKI_HAVE_ICONV)
    // Text, not binary data with zero bytes in the same places (an image's header): every unit
    // valid, and no control characters but line breaks and tabs.
    std::u32string text;
    int invalid = 0;
    if (!decode(bytes, shape, text, invalid) || invalid > 0)
        return {};
    for (const char32_t c : text)
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t')
            return {};
    return shape;
#else
    return {};
#endif
}

CharsetFit charsetFit(std::string_view bytes, const std::string& reading)
{
    CharsetFit fit;
#if defined(SEKI_HAVE_ICONV)
    std::u32string text;
    if (!decode(bytes.substr(0, std::min(bytes.size(), SampleBytes)), reading, text, fit.invalid))
        return fit;
    fit.known = true;
    fit.multiByte = int(std::count_if(text.begin(), text.end(), [](char32_t c) { return c >= 0x80; }));
#else
    (void)bytes;
    (void)reading;
#endif
    return fit;
}

DetectedCharset detectCharset(std::string_view bytes)
{
    if (const std::string unicode = unicodeWithoutByteOrderMark(bytes); !unicode.empty())
        return {unicode, unicode, true};
    bytes = bytes.substr(0, std::min(bytes.size(), SampleBytes));
    if (isAscii(bytes))
        return {"UTF-8", "ASCII", false};
    if (isUtf8(bytes))
        return {"UTF-8", "UTF-8", false};
    const std::string guess = statisticalGuess(bytes);
#if defined(SEKI_HAVE_ICONV)
    // Only the characters outside ASCII say anything; what SGF's syntax adds is noise.
    struct Reading {
        int invalid = 0;
        int characters = 0; // outside ASCII
        int common = 0;     // of those, characters the language's text is made of
        bool known = false;
    };
    std::array<Reading, EastAsian.size()> readings;
    for (size_t k = 0; k < EastAsian.size(); ++k) {
        std::u32string text;
        Reading& reading = readings[k];
        reading.known = decode(bytes, EastAsian[k].reading, text, reading.invalid);
        const std::vector<char32_t>& common = commonCharacters(EastAsian[k].script);
        for (const char32_t c : text) {
            if (c < 0x80)
                continue;
            ++reading.characters;
            if ((EastAsian[k].script == Script::Japanese && isKana(c)) || isEastAsianPunctuation(c)
                || std::binary_search(common.begin(), common.end(), c))
                ++reading.common;
        }
    }
    const int named = eastAsianOf(guess);
    if (named >= 0 && readings[size_t(named)].known && readings[size_t(named)].invalid == 0)
        return {EastAsian[size_t(named)].reading, EastAsian[size_t(named)].name, true};
    // The valid reading whose characters are most often the language's common ones; a third of
    // them at least, or the text is not East Asian at all (Latin-1 read as GB18030 is valid and
    // all rare characters).
    int best = -1;
    for (size_t k = 0; k < EastAsian.size(); ++k) {
        const Reading& reading = readings[k];
        if (!reading.known || reading.invalid > 0 || reading.characters == 0 || reading.common * 3 < reading.characters)
            continue;
        if (best < 0
            || reading.common * readings[size_t(best)].characters > readings[size_t(best)].common * reading.characters)
            best = int(k);
    }
    if (best >= 0)
        return {EastAsian[size_t(best)].reading, EastAsian[size_t(best)].name, true};
    if (isCyrillic(guess) && charsetFit(bytes, guess).clean())
        return {guess, guess, true};
#endif
    return latin1();
}

} // namespace seki
