#include "eyes/eyecomparison.h"

#include "common/pointnames.h"

#include <QStringList>

#include <algorithm>

namespace seki::ui {

namespace {

constexpr int TwoEyes = 4; // in half eyes

QString number(int halfEyes)
{
    return halfEyes % 2 == 0 ? QString::number(halfEyes / 2) : QStringLiteral("%1.5").arg(halfEyes / 2);
}

} // namespace

QString EyeComparison::colourName(Color colour)
{
    return colour == Color::Black ? tr("Black") : colour == Color::White ? tr("White") : QString();
}

QString EyeComparison::eyesText(int halfEyes)
{
    // "1.5 eyes": only exactly one eye takes the singular.
    return halfEyes == 2 ? tr("1 eye") : tr("%1 eyes").arg(number(halfEyes));
}

QString EyeComparison::pointNames(std::span<const Point> points, int boardHeight, int limit)
{
    return ui::pointNames(points, boardHeight, limit);
}

QString EyeComparison::tableText(const EyeReading& reading)
{
    if (reading.regions.empty())
        return tr("0 (filled as a false eye)");
    QStringList counts;
    QStringList lengths;
    for (const TableRegion& region : reading.regions) {
        counts << number(region.halfEyes);
        lengths << QString::number(region.boundaryLength);
    }
    if (reading.regions.size() == 1)
        return tr("%1 (length %2)").arg(counts.front(), lengths.front());
    return tr("%1 (lengths %2)").arg(counts.join(QStringLiteral(" + ")), lengths.join(QStringLiteral(", ")));
}

std::vector<EyeReading> EyeComparison::compare(const EyeAnalysis& analysis, const Trace& trace, int boardHeight)
{
    std::vector<EyeReading> readings(analysis.spaces.size());
    for (size_t s = 0; s < readings.size(); ++s)
        readings[s].space = int(s);

    // Stage 4's regions lie inside the eye spaces (a space is a region of the filled board before
    // the obvious false eyes are filled): each belongs to the space of its first point.
    std::vector<int> regionSpace;
    // The first phase's run: the trace records the other phase's beside it (StepRun).
    for (const Step& step : trace.steps()) {
        if (step.kind != StepKind::Region || !Trace::inPhase(step.run, 0))
            continue;
        const std::span<const Point> points = trace.points(step);
        const EyeSpace* space = points.empty() ? nullptr : analysis.spaceAt(points.front());
        const int id = step.region().region;
        if (id >= int(regionSpace.size()))
            regionSpace.resize(size_t(id) + 1, -1);
        if (space && space->owner == step.color)
            regionSpace[size_t(id)] = int(space - analysis.spaces.data());
    }
    for (const Step& step : trace.steps()) {
        if (step.kind != StepKind::EyeCount || !Trace::inPhase(step.run, 0))
            continue;
        const EyeCountFields fields = step.eyeCount();
        const int id = fields.region;
        if (id < 0 || id >= int(regionSpace.size()) || regionSpace[size_t(id)] < 0)
            continue;
        EyeReading& reading = readings[size_t(regionSpace[size_t(id)])];
        reading.regions.push_back({id, fields.length, fields.halfEyes, fields.shape});
        reading.tableHalfEyes += fields.halfEyes;
    }

    for (EyeReading& reading : readings) {
        const EyeSpace& space = analysis.spaces[size_t(reading.space)];
        reading.solved = space.value.solved();
        if (!reading.solved)
            continue;
        const int local = space.value.maxEyes() + space.value.minEyes();
        reading.disagrees = space.value.isChimera() || std::min(reading.tableHalfEyes, TwoEyes) != local;
        if (reading.disagrees)
            reading.reason = reasonFor(space, reading, boardHeight);
    }
    return readings;
}

QString EyeComparison::reasonFor(const EyeSpace& space, const EyeReading& reading, int boardHeight)
{
    const EyeValue& value = space.value;
    const QString game = QStringLiteral("{%1|%2}").arg(value.maxEyes()).arg(value.minEyes());
    const int local = value.maxEyes() + value.minEyes();

    // What in the space the table cannot see, most telling first.
    std::vector<Point> falseEyes;
    int firstFalseSum = 0;
    std::vector<const TopologicalEye*> halfEyes;
    for (const TopologicalEye& eye : space.topology) {
        if (eye.topology == EyeTopology::FalseEye) {
            if (falseEyes.empty())
                firstFalseSum = eye.sum;
            falseEyes.push_back(eye.point);
        } else if (eye.topology == EyeTopology::HalfEye) {
            halfEyes.push_back(&eye);
        }
    }
    std::vector<Point> deadStones;
    for (size_t k = 0; k < space.points.size(); ++k)
        if (space.kinds[k] == EyeVertexKind::Dead)
            deadStones.push_back(space.points[k]);

    QString cause;
    if (value.isChimera()) {
        cause = tr("a chimera: two eyes if %1 moves first, none if %2 does")
                    .arg(colourName(space.owner), colourName(opponent(space.owner)));
    } else if (!falseEyes.empty()) {
        cause = falseEyes.size() == 1
                    ? tr("%1 is a false eye (its diagonals sum to %2), which the table counts as eye space")
                          .arg(pointNames(falseEyes, boardHeight))
                          .arg(firstFalseSum)
                    : tr("%1 are false eyes, which the table counts as eye space")
                          .arg(pointNames(falseEyes, boardHeight));
    } else if (!halfEyes.empty()) {
        const TopologicalEye& eye = *halfEyes.front();
        const std::span<const Point> keys(eye.keyPoints.data(), size_t(eye.keyPointCount));
        cause = tr("%1 is a half eye: an eye or not, whoever plays %2 first")
                    .arg(pointName(eye.point, boardHeight), pointNames(keys, boardHeight));
    } else if (!deadStones.empty()) {
        const QString names = pointNames(deadStones, boardHeight, 4);
        cause = deadStones.size() == 1
                    ? tr("1 dead stone inside (%1), which the table reads as an empty point").arg(names)
                    : tr("%1 dead stones inside (%2), which the table reads as empty points")
                          .arg(deadStones.size())
                          .arg(names);
    } else if (reading.regions.size() > 1) {
        cause = tr("the table counts its %1 regions one by one").arg(reading.regions.size());
    } else if (local > reading.tableHalfEyes) {
        cause = tr("the boundary length undercounts this %1-point shape").arg(space.size());
    } else {
        cause = tr("the boundary length overcounts this %1-point shape").arg(space.size());
    }

    if (reading.regions.empty())
        return tr("The scorer fills it as an obvious false eye (no eyes); the local game gives %1: %2")
            .arg(game, cause);
    QStringList lengths;
    for (const TableRegion& region : reading.regions)
        lengths << QString::number(region.boundaryLength);
    const QString from = reading.regions.size() == 1
                             ? tr("boundary length %1").arg(lengths.front())
                             : tr("boundary lengths %1").arg(lengths.join(QStringLiteral(", ")));
    return tr("The table counts %1 from %2; the local game gives %3: %4")
        .arg(eyesText(reading.tableHalfEyes), from, game, cause);
}

} // namespace seki::ui
