#include "jsonreport.h"

#include "board/rulesets.h"
#include "scoring/filemarks.h"
#include "scoring/scorer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <charconv>
#include <cmath>
#include <iterator>
#include <string>
#include <string_view>

namespace seki::app {

namespace {

// A value as Qt's own writer spells it, for what the fast paths below do not cover (non-ASCII
// and control characters, numbers other than whole and half ones): written inside a one-element
// array and taken out of the brackets.
void appendAsQtWrites(std::string& json, const QJsonValue& value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    json.append(array.constData() + 1, size_t(array.size() - 2));
}

// Printable ASCII other than '"' and '\' stands in a JSON string as it is.
bool isPlain(char16_t c)
{
    return c >= 0x20 && c < 0x7F && c != u'"' && c != u'\\';
}

void appendString(std::string& json, QStringView text)
{
    for (const QChar c : text) {
        if (!isPlain(c.unicode())) {
            appendAsQtWrites(json, QJsonValue(text.toString()));
            return;
        }
    }
    json += '"';
    for (const QChar c : text)
        json += char(c.unicode());
    json += '"';
}

void appendString(std::string& json, std::string_view text)
{
    for (const char c : text) {
        if (!isPlain(char16_t(static_cast<unsigned char>(c)))) {
            appendAsQtWrites(json, QJsonValue(QString::fromUtf8(text.data(), qsizetype(text.size()))));
            return;
        }
    }
    json += '"';
    json.append(text);
    json += '"';
}

void appendNumber(std::string& json, long long value)
{
    char digits[24];
    const auto end = std::to_chars(std::begin(digits), std::end(digits), value).ptr;
    json.append(digits, end);
}

void appendNumber(std::string& json, int value)
{
    appendNumber(json, static_cast<long long>(value));
}

// Scores and komi are whole or half points: "7", "-3.5", as Qt writes them; anything else
// (and a negative zero, whose spelling is Qt's business) goes through Qt.
void appendNumber(std::string& json, double value)
{
    const double twice = value * 2;
    if (std::isfinite(value) && std::abs(value) < 1e9 && twice == std::trunc(twice)
        && !(value == 0 && std::signbit(value))) {
        const long long halves = static_cast<long long>(twice);
        if (halves < 0)
            json += '-';
        const long long magnitude = halves < 0 ? -halves : halves;
        appendNumber(json, magnitude / 2);
        if (magnitude % 2 != 0)
            json += ".5";
        return;
    }
    appendAsQtWrites(json, QJsonValue(value));
}

void appendPoint(std::string& json, Point p)
{
    appendString(json, std::string_view(toSgf(p)));
}

template <typename Points>
void appendPoints(std::string& json, const Points& points)
{
    json += '[';
    bool first = true;
    for (const Point& p : points) {
        if (!first)
            json += ',';
        first = false;
        appendPoint(json, p);
    }
    json += ']';
}

// Writes the members of one object. QJsonObject keeps its keys sorted and writes them in that
// order; the keys must be given in that order here, which key() checks.
class ObjectWriter {
public:
    explicit ObjectWriter(std::string& json) : m_json(json) { m_json += '{'; }
    ~ObjectWriter() { m_json += '}'; }
    ObjectWriter(const ObjectWriter&) = delete;
    ObjectWriter& operator=(const ObjectWriter&) = delete;

    std::string& key(std::string_view name)
    {
        Q_ASSERT_X(m_last.empty() || m_last < name, "JsonReport", "keys out of QJsonObject's order");
        if (!m_last.empty())
            m_json += ',';
        m_last = name;
        appendString(m_json, name);
        m_json += ':';
        return m_json;
    }

private:
    std::string& m_json;
    std::string_view m_last;
};

void appendSide(std::string& json, const SideScore& score)
{
    ObjectWriter object(json);
    appendNumber(object.key("captures"), score.captures);
    appendNumber(object.key("deadStones"), score.deadStones);
    // Area counting's compensation for Black's handicap stones (white only).
    appendNumber(object.key("handicap"), score.handicap);
    // Prisoners as the .pos format counts them: captured during play plus marked dead.
    appendNumber(object.key("prisoners"), score.captures + score.deadStones);
    appendNumber(object.key("score"), score.total);
    appendNumber(object.key("stones"), score.stones);
    appendNumber(object.key("territory"), score.territory);
}

} // namespace

QByteArray JsonReport::line(const QString& file, const ScoreResult& result, const Position& position,
                            const QString& deadFrom, const std::vector<Point>* undecided)
{
    // Built in a std::string: appending a byte is inline there, a call into Qt in a QByteArray.
    std::string json;
    json.reserve(2048 + size_t(result.width + 3) * size_t(result.height));
    {
        ObjectWriter object(json);
        appendSide(object.key("black"), result.black);

        std::string& dead = object.key("dead");
        dead += '[';
        bool first = true;
        position.board.forEachPoint([&](Board::Index i) {
            if (position.dead.test(size_t(i)) && isStone(position.board.at(i))) {
                if (!first)
                    dead += ',';
                first = false;
                appendPoint(dead, position.board.point(i));
            }
        });
        dead += ']';

        appendString(object.key("deadStonesFrom"), QStringView(deadFrom));
        appendString(object.key("eyes"), eyeMethodName(result.eyes));
        appendString(object.key("file"), QStringView(file));
        // Where the file's own territory marks (TB/TW) and this map differ; absent without marks.
        if (position.hasTerritoryMarks)
            appendPoints(object.key("fileMarksDiffer"), fileMarksDiffer(position, result));
        appendNumber(object.key("height"), result.height);
        appendNumber(object.key("komi"), result.white.komi);
        appendString(object.key("result"), std::string_view(result.resultText()));
        appendString(object.key("rules"), ruleSetName(result.rules));

        std::string& seki = object.key("seki");
        seki += '[';
        first = true;
        for (const auto& group : result.sekiGroups()) {
            if (!first)
                seki += ',';
            first = false;
            appendPoints(seki, group);
        }
        seki += ']';

        // The territory map, one string per row: its characters are plain ASCII.
        std::string& territory = object.key("territory");
        territory += '[';
        for (int y = 0; y < result.height; ++y) {
            if (y > 0)
                territory += ',';
            std::string row;
            row.reserve(size_t(result.width));
            for (int x = 0; x < result.width; ++x)
                row += result.territoryChar({x, y});
            appendString(territory, std::string_view(row));
        }
        territory += ']';

        if (undecided)
            appendPoints(object.key("undecided"), *undecided);
        appendPoints(object.key("unresolved"), result.unresolvedPoints());
        appendSide(object.key("white"), result.white);
        appendNumber(object.key("width"), result.width);
    }
    return QByteArray(json.data(), qsizetype(json.size()));
}

} // namespace seki::app
