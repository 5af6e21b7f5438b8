#include "review/regioninspector.h"

#include "review/stepexplainer.h"

#include "common/verdicttext.h"
#include "review/tracecontroller.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace seki::ui {

RegionInspector::RegionInspector(TraceController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_label);
    layout->addStretch(1);
    connect(&m_controller, &TraceController::selectionChanged, this, &RegionInspector::refresh);
    connect(&m_controller, &TraceController::walkChanged, this, &RegionInspector::refresh);
    refresh();
}

void RegionInspector::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

QString RegionInspector::text() const
{
    QString plain = m_label->text();
    plain.replace(QLatin1String("<br>"), QLatin1String("\n"));
    plain.remove(QLatin1String("<b>"));
    plain.remove(QLatin1String("</b>"));
    return plain;
}

QString RegionInspector::describe(const TraceWalk& walk, Point point)
{
    using E = StepExplainer;
    QStringList lines;
    const QString name = E::pointName(walk, point);
    const int regionId = walk.regionAt(point);
    if (regionId >= 0) {
        const TraceWalk::RegionInfo& region = walk.regions()[size_t(regionId)];
        lines << tr("Region at %1: %2, surrounded by %3")
                     .arg(E::pointName(walk, region.points.front()), E::pointCount(int(region.points.size())),
                          E::colourName(region.color));
        lines << tr("Boundary stones: %1").arg(E::pointList(walk, region.boundaryStones, 12));
        lines << tr("Boundary length: %1").arg(E::boundarySum(region));
        const QString shape = E::shapeName(region.shape);
        lines << tr("Shape: %1").arg(shape.isEmpty() ? tr("no special shape") : shape);
        lines << tr("Eye count: %1").arg(E::eyesText(region.halfEyes));
        if (region.expansionIndex >= 0) {
            const TraceWalk::ExpansionInfo& expansion = walk.expansions()[size_t(region.expansionIndex)];
            std::vector<int> others;
            for (int id : expansion.regions)
                if (id != region.id)
                    others.push_back(id);
            lines << (others.empty() ? tr("Expansion: this region alone")
                                     : tr("Expansion: with the regions at %1").arg(E::regionList(walk, others)));
            lines << tr("Eyes of the expansion, rounded up and summed: %1").arg(expansion.eyeSum);
        }
        switch (region.verdict) {
        case TraceWalk::Verdict::Seki:
            lines << tr("Verdict: seki, these points do not score");
            break;
        case TraceWalk::Verdict::Territory:
            lines << tr("Verdict: %1's territory").arg(E::colourName(region.color));
            break;
        case TraceWalk::Verdict::Pending:
            break;
        }
        return lines.join(QLatin1Char('\n'));
    }
    if (const int fill = walk.fillStepAt(point); fill >= 0) {
        lines << tr("%1: filled by the scorer").arg(name);
        lines << E::explainStep(walk, fill);
        return lines.join(QLatin1Char('\n'));
    }
    const Color color = walk.board().at(point);
    if (isStone(color)) {
        lines << (walk.position().dead.test(size_t(walk.board().index(point)))
                      ? tr("%1: a dead %2 stone, removed in stage 1").arg(name, E::colourAdjective(color))
                      : tr("%1: a %2 stone").arg(name, E::colourAdjective(color)));
        // What SekiScope's own finder makes of its group, and why (the walk's first stage).
        if (const GroupVerdict* group = walk.deadStones().groupAt(point))
            lines << tr("SekiScope's finder: %1").arg(VerdictText::of(*group, walk.board().height()));
        lines << tr("Click an empty point to see its region.");
        return lines.join(QLatin1Char('\n'));
    }
    // Under the 1989 rule and area counting there are no eye counts: say what the verdict was.
    if (const int verdict = walk.verdictStepAt(point); verdict >= 0) {
        lines << name;
        lines << E::explainStep(walk, verdict);
        return lines.join(QLatin1Char('\n'));
    }
    lines << tr("%1: an empty point").arg(name);
    return lines.join(QLatin1Char('\n'));
}

void RegionInspector::refresh()
{
    const std::optional<Point> point = m_controller.selectedPoint();
    if (!m_controller.hasWalk() || !point) {
        m_label->setText(tr("Click a point of the board while reviewing the scoring to see its region: boundary "
                            "stones, boundary length, shape, eye count and expansion."));
        return;
    }
    const QStringList lines = describe(m_controller.walk(), *point).split(QLatin1Char('\n'));
    QString html = QStringLiteral("<b>%1</b>").arg(lines.front().toHtmlEscaped());
    for (qsizetype k = 1; k < lines.size(); ++k)
        html += QStringLiteral("<br>") + lines.at(k).toHtmlEscaped();
    m_label->setText(html);
}

} // namespace seki::ui
