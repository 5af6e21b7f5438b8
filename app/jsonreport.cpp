#include "jsonreport.h"

#include "board/rulesets.h"
#include "scoring/filemarks.h"
#include "scoring/scorer.h"

#include <QJsonArray>

namespace seki::app {

namespace {

QString sgf(Point p)
{
    return QString::fromStdString(toSgf(p));
}

QJsonObject side(const SideScore& score)
{
    return {
        {QStringLiteral("territory"), score.territory},
        // Prisoners as the .pos format counts them: captured during play plus marked dead.
        {QStringLiteral("prisoners"), score.captures + score.deadStones},
        {QStringLiteral("captures"), score.captures},
        {QStringLiteral("deadStones"), score.deadStones},
        {QStringLiteral("stones"), score.stones},
        // Area counting's compensation for Black's handicap stones (white only).
        {QStringLiteral("handicap"), score.handicap},
        {QStringLiteral("score"), score.total},
    };
}

} // namespace

QJsonObject JsonReport::toJson(const QString& file, const ScoreResult& result, const Position& position,
                               const QString& deadFrom)
{
    QJsonArray dead;
    position.board.forEachPoint([&](Board::Index i) {
        if (position.dead.test(size_t(i)) && isStone(position.board.at(i)))
            dead.append(sgf(position.board.point(i)));
    });
    QJsonArray territory;
    for (int y = 0; y < result.height; ++y) {
        QString row;
        row.reserve(result.width);
        for (int x = 0; x < result.width; ++x)
            row += QLatin1Char(result.territoryChar({x, y}));
        territory.append(row);
    }
    QJsonArray seki;
    for (const auto& group : result.sekiGroups()) {
        QJsonArray points;
        for (const Point& p : group)
            points.append(sgf(p));
        seki.append(points);
    }
    QJsonArray unresolved;
    for (const Point& p : result.unresolvedPoints())
        unresolved.append(sgf(p));

    const std::string_view rules = ruleSetName(result.rules);
    const std::string_view eyes = eyeMethodName(result.eyes);
    QJsonObject object{
        {QStringLiteral("file"), file},
        {QStringLiteral("width"), result.width},
        {QStringLiteral("height"), result.height},
        {QStringLiteral("rules"), QString::fromUtf8(rules.data(), qsizetype(rules.size()))},
        {QStringLiteral("eyes"), QString::fromUtf8(eyes.data(), qsizetype(eyes.size()))},
        {QStringLiteral("territory"), territory},
        {QStringLiteral("black"), side(result.black)},
        {QStringLiteral("white"), side(result.white)},
        {QStringLiteral("komi"), result.white.komi},
        {QStringLiteral("result"), QString::fromStdString(result.resultText())},
        {QStringLiteral("seki"), seki},
        {QStringLiteral("unresolved"), unresolved},
        {QStringLiteral("dead"), dead},
        {QStringLiteral("deadStonesFrom"), deadFrom},
    };
    // Where the file's own territory marks (TB/TW) and this map differ; absent without marks.
    if (position.hasTerritoryMarks) {
        QJsonArray differ;
        for (const Point& p : fileMarksDiffer(position, result))
            differ.append(sgf(p));
        object.insert(QStringLiteral("fileMarksDiffer"), differ);
    }
    return object;
}

} // namespace seki::app
