#include "textreport.h"

#include "common/pointnames.h"

#include "board/rulesets.h"
#include "scoring/scorer.h"

#include <QStringList>

namespace seki::app {

namespace {

QString columnLetters(int width)
{
    QString line;
    for (int x = 0; x < width; ++x)
        line += QLatin1Char(' ') + ui::columnName(x);
    return line;
}

// One character per point: what the reader needs to check the verdict at a glance.
QChar pointChar(const Position& position, const ScoreResult& result, Point p)
{
    const PointResult& verdict = result.at(p);
    const Color stone = position.board.at(p);
    if (verdict.unresolved)
        return QLatin1Char('?');
    if (isStone(stone) && position.dead.test(size_t(position.board.index(p))))
        return stone == Color::Black ? QLatin1Char('x') : QLatin1Char('o');
    if (isStone(stone))
        return stone == Color::Black ? QLatin1Char('X') : QLatin1Char('O');
    const char owner = result.territoryChar(p);
    if (owner != '.')
        return QLatin1Char(owner);
    if (verdict.status == PointStatus::SekiEye)
        return QLatin1Char('s');
    return QLatin1Char('.');
}

QString points(const std::vector<Point>& list, int height)
{
    QStringList names;
    for (const Point& p : list)
        names << ui::pointName(p, height);
    return names.join(QLatin1Char(' '));
}

QString number(double value)
{
    return QString::fromStdString(formatScore(value));
}

} // namespace

QString TextReport::format(const QString& file, const Position& position, const ScoreResult& result,
                           const std::vector<Point>* undecided)
{
    const std::string_view rules = ruleSetName(result.rules);
    QString text = QStringLiteral("%1: %2x%3, %4 rules, komi %5\n")
                       .arg(file)
                       .arg(result.width)
                       .arg(result.height)
                       .arg(QString::fromUtf8(rules.data(), qsizetype(rules.size())), number(result.white.komi));
    if (result.eyes != EyeMethod::Boundary) {
        const std::string_view eyes = eyeMethodName(result.eyes);
        text += QStringLiteral("eyes counted by %1\n").arg(QString::fromUtf8(eyes.data(), qsizetype(eyes.size())));
    }

    const int labelWidth = QString::number(result.height).size();
    text += QString(labelWidth, QLatin1Char(' ')) + columnLetters(result.width) + QLatin1Char('\n');
    for (int y = 0; y < result.height; ++y) {
        QString row = QStringLiteral("%1").arg(result.height - y, labelWidth);
        for (int x = 0; x < result.width; ++x)
            row += QLatin1Char(' ') + pointChar(position, result, {x, y});
        text += row + QLatin1Char('\n');
    }
    text += QStringLiteral("X O stones, x o dead stones, b w territory, s seki (no one's), . dame");
    if (result.unresolved)
        text += QStringLiteral(", ? unresolved");
    text += QLatin1Char('\n');

    auto line = [](const QString& label, const QString& black, const QString& white) {
        return QStringLiteral("  %1 %2 %3\n").arg(label, -12).arg(black, 8).arg(white, 8);
    };
    text += line(QString(), QStringLiteral("Black"), QStringLiteral("White"));
    const bool area = result.rules == Rules::Chinese;
    text += line(area ? QStringLiteral("area") : QStringLiteral("territory"), QString::number(result.black.territory),
                 QString::number(result.white.territory));
    text += line(QStringLiteral("captures"), QString::number(result.black.captures),
                 QString::number(result.white.captures));
    text += line(QStringLiteral("dead stones"), QString::number(result.black.deadStones),
                 QString::number(result.white.deadStones));
    text += line(QStringLiteral("stones"), QString::number(result.black.stones), QString::number(result.white.stones));
    text += line(QStringLiteral("komi"), QString(), number(result.white.komi));
    if (result.white.handicap != 0)
        text += line(QStringLiteral("handicap"), QString(), QString::number(result.white.handicap));
    text += line(QStringLiteral("total"), number(result.black.total), number(result.white.total));
    text += area ? QStringLiteral("  (area: stones + territory + komi + handicap compensation)\n")
                 : QStringLiteral("  (territory: territory + captures + the opponent's dead stones + komi)\n");
    text += QStringLiteral("result: %1\n").arg(QString::fromStdString(result.resultText()));

    const auto seki = result.sekiGroups();
    if (seki.empty()) {
        text += QStringLiteral("seki: none\n");
    } else {
        text += QStringLiteral("seki: %1\n").arg(seki.size());
        for (const auto& group : seki)
            text += QStringLiteral("  %1\n").arg(points(group, result.height));
    }
    if (result.unresolved) {
        text += QStringLiteral("unresolved: %1\n").arg(points(result.unresolvedPoints(), result.height));
        text += QStringLiteral("warning: the verdict on these points depends on the phase of the "
                               "checkered neutral fill; they score for their owner, since a point is "
                               "taken from its owner only when both fills agree\n");
    } else {
        text += QStringLiteral("unresolved: none\n");
    }
    if (undecided) {
        if (undecided->empty()) {
            text += QStringLiteral("undecided: none\n");
        } else {
            text += QStringLiteral("undecided: %1\n").arg(points(*undecided, result.height));
            text += QStringLiteral("warning: SekiScope's dead-stone finder could not decide these stones; they "
                                   "are counted alive (see --dead-stones file or engine)\n");
        }
    }
    return text;
}

} // namespace seki::app
