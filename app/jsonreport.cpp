#include "jsonreport.h"

#include "board/rulesets.h"
#include "scoring/filemarks.h"
#include "scoring/scorer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string>
#include <string_view>

namespace seki::app {

namespace {

QString text(std::string_view value)
{
    return QString::fromUtf8(value.data(), qsizetype(value.size()));
}

template <typename Points>
QJsonArray points(const Points& list)
{
    QJsonArray array;
    for (const Point& p : list)
        array.append(text(toSgf(p)));
    return array;
}

QJsonObject side(const SideScore& score)
{
    return {
        {QStringLiteral("captures"), score.captures},
        {QStringLiteral("deadStones"), score.deadStones},
        // Area counting's compensation for Black's handicap stones (white only).
        {QStringLiteral("handicap"), score.handicap},
        // Prisoners as the .pos format counts them: captured during play plus marked dead.
        {QStringLiteral("prisoners"), score.captures + score.deadStones},
        {QStringLiteral("score"), score.total},
        {QStringLiteral("stones"), score.stones},
        {QStringLiteral("territory"), score.territory},
    };
}

} // namespace

QByteArray JsonReport::line(const QString& file, const ScoreResult& result, const Position& position,
                            const QString& deadFrom, const std::vector<Point>* undecided)
{
    QJsonObject object;
    object.insert(QStringLiteral("file"), file);
    object.insert(QStringLiteral("width"), result.width);
    object.insert(QStringLiteral("height"), result.height);
    object.insert(QStringLiteral("rules"), text(ruleSetName(result.rules)));
    object.insert(QStringLiteral("eyes"), text(eyeMethodName(result.eyes)));
    object.insert(QStringLiteral("komi"), result.white.komi);
    object.insert(QStringLiteral("result"), text(result.resultText()));
    object.insert(QStringLiteral("black"), side(result.black));
    object.insert(QStringLiteral("white"), side(result.white));

    // The territory map, one string per row, top row first.
    QJsonArray territory;
    for (int y = 0; y < result.height; ++y) {
        std::string row;
        row.reserve(size_t(result.width));
        for (int x = 0; x < result.width; ++x)
            row += result.territoryChar({x, y});
        territory.append(text(row));
    }
    object.insert(QStringLiteral("territory"), territory);

    QJsonArray seki;
    for (const auto& group : result.sekiGroups())
        seki.append(points(group));
    object.insert(QStringLiteral("seki"), seki);
    object.insert(QStringLiteral("unresolved"), points(result.unresolvedPoints()));

    std::vector<Point> dead;
    position.board.forEachPoint([&](Board::Index i) {
        if (position.dead.test(size_t(i)) && isStone(position.board.at(i)))
            dead.push_back(position.board.point(i));
    });
    object.insert(QStringLiteral("dead"), points(dead));
    object.insert(QStringLiteral("deadStonesFrom"), deadFrom);
    if (undecided)
        object.insert(QStringLiteral("undecided"), points(*undecided));
    // Where the file's own territory marks (TB/TW) and this map differ; absent without marks.
    if (position.hasTerritoryMarks)
        object.insert(QStringLiteral("fileMarksDiffer"), points(fileMarksDiffer(position, result)));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace seki::app
