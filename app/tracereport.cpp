#include "tracereport.h"

#include <QJsonArray>

namespace seki::app {

namespace {

QString colorName(Color color)
{
    switch (color) {
    case Color::Black: return QStringLiteral("black");
    case Color::White: return QStringLiteral("white");
    case Color::Empty: return QString();
    case Color::Wall: return QStringLiteral("wall");
    }
    return QString();
}

QString shapeName(int shape)
{
    switch (RegionShape(shape)) {
    case RegionShape::Other: return QStringLiteral("other");
    case RegionShape::SquareFour: return QStringLiteral("square-four");
    case RegionShape::CurvedFour: return QStringLiteral("curved-four");
    case RegionShape::ContainsSquareFour: return QStringLiteral("contains-square-four");
    }
    return QString::number(shape);
}

// The lens's verdict of a LocalGame step.
QString localGameVerdict(int verdict)
{
    switch (verdict) {
    case 0: return QStringLiteral("alive");
    case 1: return QStringLiteral("seki");
    case 2: return QStringLiteral("unsolved");
    }
    return QString::number(verdict);
}

QString sgf(Point p)
{
    return QString::fromStdString(toSgf(p));
}

} // namespace

TraceReport::TraceReport(const Trace& trace, const ScoreResult& result)
    : m_trace(trace)
    , m_result(result)
{
}

int TraceReport::stepCount() const
{
    return int(m_trace.steps().size());
}

QString TraceReport::stageName(Stage stage)
{
    switch (stage) {
    case Stage::DeadRemoved: return QStringLiteral("dead-removed");
    case Stage::NeutralFill: return QStringLiteral("neutral-fill");
    case Stage::FalseEyeFill: return QStringLiteral("false-eye-fill");
    case Stage::Eyes: return QStringLiteral("eyes");
    case Stage::Verdict: return QStringLiteral("verdict");
    }
    return QString::number(int(stage));
}

QString TraceReport::kindName(StepKind kind)
{
    switch (kind) {
    case StepKind::RemoveDeadBlock: return QStringLiteral("remove-dead-block");
    case StepKind::NeutralRegion: return QStringLiteral("neutral-region");
    case StepKind::FillNeutral: return QStringLiteral("fill-neutral");
    case StepKind::FalseIsh: return QStringLiteral("false-ish");
    case StepKind::FillFalseEye: return QStringLiteral("fill-false-eye");
    case StepKind::Region: return QStringLiteral("region");
    case StepKind::BoundaryLength: return QStringLiteral("boundary-length");
    case StepKind::EyeCount: return QStringLiteral("eye-count");
    case StepKind::LocalGame: return QStringLiteral("local-game");
    case StepKind::Expansion: return QStringLiteral("expansion");
    case StepKind::Seki: return QStringLiteral("seki");
    case StepKind::Territory: return QStringLiteral("territory");
    case StepKind::StrictDame: return QStringLiteral("strict-dame");
    case StepKind::StrictSeki: return QStringLiteral("strict-seki");
    case StepKind::Unresolved: return QStringLiteral("unresolved");
    case StepKind::Tally: return QStringLiteral("tally");
    }
    return QString::number(int(kind));
}

// The meaning of Step::values per kind, as trace.h documents it.
QList<TraceReport::NamedValue> TraceReport::namedValues(const Step& step) const
{
    const auto& v = step.values;
    auto plain = [](const char* name, int value) { return NamedValue{QString::fromLatin1(name), value, false}; };
    auto index = [](const char* name, int value) { return NamedValue{QString::fromLatin1(name), value, true}; };
    switch (step.kind) {
    case StepKind::RemoveDeadBlock:
    case StepKind::StrictDame:
    case StepKind::Unresolved:
        return {};
    case StepKind::NeutralRegion:
        return {index("blackWitness", v[0]), index("whiteWitness", v[1])};
    case StepKind::FillNeutral:
        return {plain("parity", v[0]), plain("phase", v[1])};
    case StepKind::FalseIsh:
    case StepKind::FillFalseEye:
        return {plain("occupiedNeighbours", v[0]), plain("opposingDiagonals", v[1])};
    case StepKind::Region:
        return {plain("region", v[0])};
    case StepKind::BoundaryLength:
        return {plain("region", v[0]), plain("boundaryStones", v[1]), plain("topEdge", v[2]),
                plain("bottomEdge", v[3]), plain("leftEdge", v[4]), plain("rightEdge", v[5]),
                plain("boundaryLength", v[6])};
    case StepKind::EyeCount:
        // values[1] (the shape) and values[2] (eyes times two) are rendered apart, below.
        return {plain("region", v[0]), plain("boundaryLength", v[3])};
    case StepKind::LocalGame:
        // values[1] (the lens's verdict) is rendered apart, below.
        return {plain("expansion", v[0]), plain("tableEyeSum", v[2])};
    case StepKind::Expansion:
        return {plain("expansion", v[0]), plain("eyeSum", v[1]), plain("regionCount", v[2])};
    case StepKind::Seki:
    case StepKind::Territory:
        return {plain("expansion", v[0]), plain("eyeSum", v[1])};
    case StepKind::StrictSeki:
        return {index("block", v[0])};
    case StepKind::Tally:
        return {plain("blackTerritory", v[0]), plain("blackPrisoners", v[1]), plain("blackStones", v[2]),
                plain("whiteTerritory", v[3]), plain("whitePrisoners", v[4]), plain("whiteStones", v[5])};
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
    return QString::fromStdString(toGtp(p, m_result.height));
}

QString TraceReport::text(int stepNumber) const
{
    const Step& step = m_trace.steps()[size_t(stepNumber)];
    QString line = QStringLiteral("%1. %2 %3").arg(stepNumber + 1, 4).arg(stageName(step.stage), -14).arg(kindName(step.kind));
    if (step.point.x >= 0)
        line += QLatin1Char(' ') + gtp(step.point);
    if (step.color != Color::Empty)
        line += QLatin1Char(' ') + colorName(step.color);
    for (const NamedValue& value : namedValues(step))
        line += QStringLiteral(" %1=%2").arg(value.name, value.isIndex ? gtp(pointOfIndex(value.value)) : QString::number(value.value));
    if (step.kind == StepKind::EyeCount)
        line += QStringLiteral(" shape=%1 eyes=%2").arg(shapeName(step.values[1])).arg(step.values[2] / 2.0);
    if (step.kind == StepKind::LocalGame)
        line += QStringLiteral(" verdict=%1").arg(localGameVerdict(step.values[1]));
    const auto points = m_trace.points(step);
    if (!points.empty()) {
        line += QStringLiteral(" points:");
        for (const Point& p : points)
            line += QLatin1Char(' ') + gtp(p);
    }
    const auto numbers = m_trace.numbers(step);
    if (!numbers.empty()) {
        // StrictDame's numbers are stone indices; the other kinds list region ids.
        line += step.kind == StepKind::StrictDame ? QStringLiteral(" blocks:") : QStringLiteral(" regions:");
        for (int n : numbers)
            line += QLatin1Char(' ') + (step.kind == StepKind::StrictDame ? gtp(pointOfIndex(n)) : QString::number(n));
    }
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
        object.insert(QStringLiteral("shape"), shapeName(step.values[1]));
        object.insert(QStringLiteral("eyes"), step.values[2] / 2.0);
    }
    if (step.kind == StepKind::LocalGame)
        object.insert(QStringLiteral("verdict"), localGameVerdict(step.values[1]));
    const auto points = m_trace.points(step);
    if (!points.empty()) {
        QJsonArray array;
        for (const Point& p : points)
            array.append(sgf(p));
        object.insert(QStringLiteral("points"), array);
    }
    const auto numbers = m_trace.numbers(step);
    if (!numbers.empty()) {
        QJsonArray array;
        for (int n : numbers) {
            if (step.kind == StepKind::StrictDame)
                array.append(sgf(pointOfIndex(n)));
            else
                array.append(n);
        }
        object.insert(step.kind == StepKind::StrictDame ? QStringLiteral("blocks") : QStringLiteral("regions"), array);
    }
    return object;
}

} // namespace seki::app
