#include "tracereport.h"

#include "common/pointnames.h"
#include "scoring/scorer.h"

#include <QJsonArray>

namespace seki::app {

namespace {

QString colorName(Color color)
{
    switch (color) {
    case Color::Black:
        return QStringLiteral("black");
    case Color::White:
        return QStringLiteral("white");
    case Color::Empty:
        return QString();
    case Color::Wall:
        return QStringLiteral("wall");
    }
    return QString();
}

QString shapeName(RegionShape shape)
{
    switch (shape) {
    case RegionShape::Other:
        return QStringLiteral("other");
    case RegionShape::SquareFour:
        return QStringLiteral("square-four");
    case RegionShape::CurvedFour:
        return QStringLiteral("curved-four");
    case RegionShape::ContainsSquareFour:
        return QStringLiteral("contains-square-four");
    }
    return QString::number(int(shape));
}

// The lens's verdict of a LocalGame step.
QString localGameVerdict(LocalGameVerdict verdict)
{
    switch (verdict) {
    case LocalGameVerdict::Alive:
        return QStringLiteral("alive");
    case LocalGameVerdict::Seki:
        return QStringLiteral("seki");
    case LocalGameVerdict::Unsolved:
        return QStringLiteral("unsolved");
    }
    return QString::number(int(verdict));
}

QString sgf(Point p)
{
    return QString::fromStdString(toSgf(p));
}

} // namespace

TraceReport::TraceReport(const Trace& trace, const ScoreResult& result) : m_trace(trace), m_result(result)
{
}

int TraceReport::stepCount() const
{
    return int(m_trace.steps().size());
}

QString TraceReport::stageName(Stage stage)
{
    switch (stage) {
    case Stage::DeadRemoved:
        return QStringLiteral("dead-removed");
    case Stage::NeutralFill:
        return QStringLiteral("neutral-fill");
    case Stage::FalseEyeFill:
        return QStringLiteral("false-eye-fill");
    case Stage::Eyes:
        return QStringLiteral("eyes");
    case Stage::Verdict:
        return QStringLiteral("verdict");
    }
    return QString::number(int(stage));
}

QString TraceReport::kindName(StepKind kind)
{
    switch (kind) {
    case StepKind::RemoveDeadBlock:
        return QStringLiteral("remove-dead-block");
    case StepKind::NeutralRegion:
        return QStringLiteral("neutral-region");
    case StepKind::FillNeutral:
        return QStringLiteral("fill-neutral");
    case StepKind::StrictFill:
        return QStringLiteral("strict-fill");
    case StepKind::FalseIsh:
        return QStringLiteral("false-ish");
    case StepKind::FillFalseEye:
        return QStringLiteral("fill-false-eye");
    case StepKind::Region:
        return QStringLiteral("region");
    case StepKind::BoundaryLength:
        return QStringLiteral("boundary-length");
    case StepKind::EyeCount:
        return QStringLiteral("eye-count");
    case StepKind::LocalGame:
        return QStringLiteral("local-game");
    case StepKind::Expansion:
        return QStringLiteral("expansion");
    case StepKind::Seki:
        return QStringLiteral("seki");
    case StepKind::Territory:
        return QStringLiteral("territory");
    case StepKind::StrictDame:
        return QStringLiteral("strict-dame");
    case StepKind::StrictSeki:
        return QStringLiteral("strict-seki");
    case StepKind::Unresolved:
        return QStringLiteral("unresolved");
    case StepKind::Tally:
        return QStringLiteral("tally");
    }
    return QString::number(int(kind));
}

// Each kind's typed fields (trace.h) as named numbers, in the order the report prints them.
QList<TraceReport::NamedValue> TraceReport::namedValues(const Step& step) const
{
    auto plain = [](const char* name, int value) { return NamedValue{QString::fromLatin1(name), value, false}; };
    auto index = [](const char* name, int value) { return NamedValue{QString::fromLatin1(name), value, true}; };
    switch (step.kind) {
    case StepKind::RemoveDeadBlock:
    case StepKind::StrictDame:
    case StepKind::Unresolved:
        return {};
    case StepKind::NeutralRegion: {
        const NeutralRegionFields f = step.neutralRegion();
        return {index("blackWitness", f.blackWitness), index("whiteWitness", f.whiteWitness)};
    }
    case StepKind::FillNeutral: {
        const FillNeutralFields f = step.fillNeutral();
        return {plain("parity", f.parity), plain("phase", f.phase)};
    }
    case StepKind::StrictFill: {
        const StrictFillFields f = step.strictFill();
        return {plain("round", f.round), plain("connection", f.connection() ? 1 : 0), plain("reason", int(f.reason))};
    }
    case StepKind::FalseIsh:
    case StepKind::FillFalseEye: {
        const FalseEyeFields f = step.falseEye();
        return {plain("occupiedNeighbours", f.occupied), plain("opposingDiagonals", f.opposingDiagonals)};
    }
    case StepKind::Region:
        return {plain("region", step.region().region)};
    case StepKind::BoundaryLength: {
        const BoundaryLengthFields f = step.boundaryLength();
        return {plain("region", f.region),          plain("boundaryStones", f.parts.stones),
                plain("topEdge", f.parts.top),      plain("bottomEdge", f.parts.bottom),
                plain("leftEdge", f.parts.left),    plain("rightEdge", f.parts.right),
                plain("boundaryLength", f.length())};
    }
    case StepKind::EyeCount: {
        // The shape and the eye count are rendered apart, below.
        const EyeCountFields f = step.eyeCount();
        return {plain("region", f.region), plain("boundaryLength", f.length)};
    }
    case StepKind::LocalGame: {
        // The lens's verdict is rendered apart, below.
        const LocalGameFields f = step.localGame();
        return {plain("expansion", f.expansion), plain("tableEyeSum", f.tableEyeSum)};
    }
    case StepKind::Expansion: {
        const ExpansionFields f = step.expansion();
        return {plain("expansion", f.expansion), plain("eyeSum", f.eyeSum), plain("regionCount", f.regionCount)};
    }
    case StepKind::Seki:
    case StepKind::Territory: {
        const VerdictFields f = step.verdict();
        return {plain("expansion", f.expansion), plain("eyeSum", f.eyeSum)};
    }
    case StepKind::StrictSeki:
        return {index("block", step.strictSeki().sekiStone)};
    case StepKind::Tally: {
        const TallyFields f = step.tally();
        return {plain("blackTerritory", f.blackTerritory), plain("blackPrisoners", f.blackPrisoners),
                plain("blackStones", f.blackStones),       plain("whiteTerritory", f.whiteTerritory),
                plain("whitePrisoners", f.whitePrisoners), plain("whiteStones", f.whiteStones)};
    }
    }
    return {};
}

Point TraceReport::pointOfIndex(int index) const
{
    const int stride = m_result.width + 1;
    return {index % stride - 1, index / stride - 1};
}

QString TraceReport::gtp(Point p) const
{
    return ui::pointName(p, m_result.height);
}

QString TraceReport::text(int stepNumber) const
{
    const Step& step = m_trace.steps()[size_t(stepNumber)];
    QString line
        = QStringLiteral("%1. %2 %3").arg(stepNumber + 1, 4).arg(stageName(step.stage), -14).arg(kindName(step.kind));
    if (step.point.x >= 0)
        line += QLatin1Char(' ') + gtp(step.point);
    if (step.color != Color::Empty)
        line += QLatin1Char(' ') + colorName(step.color);
    for (const NamedValue& value : namedValues(step))
        line += QStringLiteral(" %1=%2").arg(value.name, value.isIndex ? gtp(pointOfIndex(value.value))
                                                                       : QString::number(value.value));
    if (step.kind == StepKind::EyeCount)
        line += QStringLiteral(" shape=%1 eyes=%2")
                    .arg(shapeName(step.eyeCount().shape))
                    .arg(step.eyeCount().halfEyes / 2.0);
    if (step.kind == StepKind::LocalGame)
        line += QStringLiteral(" verdict=%1").arg(localGameVerdict(step.localGame().verdict));
    const std::vector<Point> points = inRowOrder(m_trace.points(step));
    if (!points.empty()) {
        line += QStringLiteral(" points:");
        for (const Point& p : points)
            line += QLatin1Char(' ') + gtp(p);
    }
    const auto numbers = m_trace.numbers(step);
    if (!numbers.empty()) {
        // StrictDame's and StrictFill's numbers are stone indices; the other kinds list region ids.
        const bool stones = step.kind == StepKind::StrictDame || step.kind == StepKind::StrictFill;
        line += stones ? QStringLiteral(" blocks:") : QStringLiteral(" regions:");
        for (int n : numbers)
            line += QLatin1Char(' ') + (stones ? gtp(pointOfIndex(n)) : QString::number(n));
    }
    // Under the relaxed rule stages 2-5 run once per phase of the checkered fill: which run this is.
    if (step.run != StepRun::Shared)
        line += step.run == StepRun::FirstPhase ? QStringLiteral(" [phase %1]").arg(Scorer::CheckeredPhase)
                                                : QStringLiteral(" [other phase %1]").arg(1 - Scorer::CheckeredPhase);
    return line;
}

QJsonObject TraceReport::json(const QString& file, int stepNumber) const
{
    const Step& step = m_trace.steps()[size_t(stepNumber)];
    QJsonObject object{
        {QStringLiteral("file"), file},
        {QStringLiteral("step"), stepNumber + 1},
        {QStringLiteral("stage"), stageName(step.stage)},
        {QStringLiteral("kind"), kindName(step.kind)},
    };
    if (step.run != StepRun::Shared)
        object.insert(QStringLiteral("phase"),
                      step.run == StepRun::FirstPhase ? Scorer::CheckeredPhase : 1 - Scorer::CheckeredPhase);
    if (step.point.x >= 0)
        object.insert(QStringLiteral("point"), sgf(step.point));
    if (step.color != Color::Empty)
        object.insert(QStringLiteral("color"), colorName(step.color));
    for (const NamedValue& value : namedValues(step)) {
        if (value.isIndex)
            object.insert(value.name, sgf(pointOfIndex(value.value)));
        else
            object.insert(value.name, value.value);
    }
    if (step.kind == StepKind::EyeCount) {
        object.insert(QStringLiteral("shape"), shapeName(step.eyeCount().shape));
        object.insert(QStringLiteral("eyes"), step.eyeCount().halfEyes / 2.0);
    }
    if (step.kind == StepKind::LocalGame)
        object.insert(QStringLiteral("verdict"), localGameVerdict(step.localGame().verdict));
    const std::vector<Point> points = inRowOrder(m_trace.points(step));
    if (!points.empty()) {
        QJsonArray array;
        for (const Point& p : points)
            array.append(sgf(p));
        object.insert(QStringLiteral("points"), array);
    }
    const auto numbers = m_trace.numbers(step);
    if (!numbers.empty()) {
        QJsonArray array;
        const bool stones = step.kind == StepKind::StrictDame || step.kind == StepKind::StrictFill;
        for (int n : numbers) {
            if (stones)
                array.append(sgf(pointOfIndex(n)));
            else
                array.append(n);
        }
        object.insert(stones ? QStringLiteral("blocks") : QStringLiteral("regions"), array);
    }
    return object;
}

} // namespace seki::app
