#include "review/rulescomparison.h"

#include "common/pointnames.h"
#include "common/rulestitle.h"
#include "review/stepexplainer.h"

#include <QEvent>
#include <QHeaderView>
#include <QSignalBlocker>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace seki::ui {

RulesComparison::RulesComparison(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, 4, this);
    setHeaders();
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    // A table that scrolls: it may be short, so that the dock column can give the score table
    // above it the room it needs.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int c = 1; c < 4; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0 && row < int(m_differences.size()))
            emit pointChosen(m_differences[size_t(row)].point);
    });
    clear();
}

void RulesComparison::setHeaders()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Point"), rulesTitle(Rules::Japanese), rulesTitle(Rules::JapaneseStrict), rulesTitle(Rules::Chinese)});
}

void RulesComparison::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setHeaders();
        if (m_walks[0]) {
            // The same rows in the same order: the chosen one is chosen again, without telling
            // the window a point was picked.
            const int row = m_table->currentRow();
            const QSignalBlocker blocker(m_table);
            fill();
            if (row >= 0 && row < m_table->rowCount())
                m_table->selectRow(row);
        } else {
            clear();
        }
    }
    QWidget::changeEvent(event);
}

void RulesComparison::clear()
{
    m_walks = {};
    m_differences.clear();
    m_table->setRowCount(0);
    m_summary->setText(tr("Open a game to compare the rule sets."));
}

QString RulesComparison::summaryText() const
{
    return m_summary->text();
}

QString RulesComparison::reasonFor(const TraceWalk& walk, Point point)
{
    using E = StepExplainer;
    const PointResult& result = walk.result().at(point);
    const QString owner = E::colourName(result.owner);
    QString text;
    switch (result.status) {
    case PointStatus::Stone:
        text = walk.rules() == Rules::Chinese ? tr("%1 stone: counts as area").arg(owner)
                                              : tr("%1 stone: no territory").arg(owner);
        break;
    case PointStatus::Territory:
        text = walk.rules() == Rules::Chinese ? tr("%1's area").arg(owner) : tr("%1's territory").arg(owner);
        break;
    case PointStatus::Dame:
        text = tr("dame: touches both colours");
        break;
    case PointStatus::FalseEye:
        text = tr("false eye, filled %1: no one's").arg(owner);
        break;
    case PointStatus::SekiEye:
        if (walk.rules() == Rules::JapaneseStrict) {
            const int verdict = walk.verdictStepAt(point);
            const Step* step = verdict >= 0 ? &walk.trace().steps()[size_t(verdict)] : nullptr;
            text = step && step->kind == StepKind::StrictSeki
                       ? tr("in seki: the block at %1 touches dame")
                             .arg(E::pointName(walk, walk.pointOf(step->strictSeki().sekiStone)))
                       : tr("in seki: its stones touch dame");
        } else {
            const int region = walk.regionAt(point);
            const int index = region >= 0 ? walk.regions()[size_t(region)].expansionIndex : -1;
            text = index >= 0 ? tr("eye in seki: its expansion has %1")
                                    .arg(StepExplainer::eyesText(walk.expansions()[size_t(index)].eyeSum * 2))
                              : tr("eye in seki");
        }
        break;
    }
    if (result.dead)
        text += tr(" (a dead stone's point)");
    if (result.unresolved)
        text += tr(" (depends on the fill's phase)");
    return text;
}

QString RulesComparison::articleReasonFor(const TraceWalk& walk, Point point)
{
    using E = StepExplainer;
    const PointResult& result = walk.result().at(point);
    const QString owner = E::colourName(result.owner);
    const int fill = walk.fillStepAt(point);
    const Step* filled = fill >= 0 ? &walk.trace().steps()[size_t(fill)] : nullptr;
    switch (result.status) {
    case PointStatus::Stone:
        return reasonFor(walk, point);
    case PointStatus::Territory:
        return tr("%1's territory: its stones are not in seki (Article 8)").arg(owner);
    case PointStatus::Dame:
        return filled && filled->kind == StepKind::StrictFill ? tr("dame, filled before the count (Article 9)")
                                                               : tr("dame: no one can fill it (Article 8)");
    case PointStatus::FalseEye:
        return tr("teire: %1 adds a stone here before the count (Article 9)").arg(owner);
    case PointStatus::SekiEye: {
        const int verdict = walk.verdictStepAt(point);
        const Step* step = verdict >= 0 ? &walk.trace().steps()[size_t(verdict)] : nullptr;
        return step && step->kind == StepKind::StrictSeki
                   ? tr("in seki: the block at %1 touches a dame no one fills (Article 8)")
                         .arg(E::pointName(walk, walk.pointOf(step->strictSeki().sekiStone)))
                   : tr("in seki: its stones touch a dame no one fills (Article 8)");
    }
    }
    return reasonFor(walk, point);
}

std::vector<RulesComparison::Difference> RulesComparison::compare(const std::array<const TraceWalk*, 3>& walks)
{
    std::vector<Difference> found;
    const Board& board = walks[0]->board();
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Point p{x, y};
            Difference d;
            d.point = p;
            for (size_t k = 0; k < 3; ++k)
                d.owner[k] = walks[k]->result().territoryChar(p);
            if (d.owner[0] == d.owner[1] && d.owner[1] == d.owner[2])
                continue;
            for (size_t k = 0; k < 3; ++k) {
                const bool strictDiffers = AllRules[k] == Rules::JapaneseStrict
                                           && d.owner[k] != d.owner[ruleSetIndex(Rules::Japanese)];
                d.reason[k] = strictDiffers ? articleReasonFor(*walks[k], p) : reasonFor(*walks[k], p);
            }
            found.push_back(std::move(d));
        }
    }
    return found;
}

void RulesComparison::setPosition(const Position& position, EyeMethod eyes)
{
    Walks walks;
    for (size_t k = 0; k < 3; ++k)
        walks[k] = std::make_shared<const TraceWalk>(TraceWalk::build(position, AllRules[k], eyes));
    setWalks(walks);
}

void RulesComparison::setWalks(const Walks& walks)
{
    m_walks = walks;
    if (!m_walks[0] || !m_walks[1] || !m_walks[2]) {
        clear();
        return;
    }
    fill();
}

void RulesComparison::fill()
{
    const std::array<const TraceWalk*, 3> walks{m_walks[0].get(), m_walks[1].get(), m_walks[2].get()};
    m_differences = compare(walks);
    m_boardHeight = walks[0]->board().height();

    QStringList results;
    for (size_t k = 0; k < 3; ++k)
        results << tr("%1 %2").arg(rulesTitle(AllRules[k]), QString::fromStdString(walks[k]->result().resultText()));
    m_summary->setText(m_differences.empty()
                           ? tr("The three rule sets agree on every point. %1.").arg(results.join(tr(", ")))
                           : tr("They disagree on %1. %2.")
                                 .arg(StepExplainer::pointCount(int(m_differences.size())), results.join(tr(", "))));
    // Rows sized to their contents re-measure every row on each setItem: filled that way, a big
    // board's thousands of differences took tens of seconds (found by tst_monkey, seed 6).
    // Measured once, after the fill.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setRowCount(int(m_differences.size()));
    for (int row = 0; row < int(m_differences.size()); ++row) {
        const Difference& d = m_differences[size_t(row)];
        m_table->setItem(row, 0, new QTableWidgetItem(pointName(d.point, m_boardHeight)));
        for (int k = 0; k < 3; ++k) {
            auto* item = new QTableWidgetItem(d.reason[size_t(k)]);
            item->setToolTip(d.reason[size_t(k)]);
            m_table->setItem(row, k + 1, item);
        }
    }
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

} // namespace seki::ui
