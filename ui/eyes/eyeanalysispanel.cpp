#include "eyes/eyeanalysispanel.h"

#include "eyes/eyecomparison.h"
#include "eyes/eyelens.h"
#include "common/pointnames.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QTextBrowser>
#include <QStringList>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace seki::ui {

namespace {

constexpr int SpaceRole = Qt::UserRole;
// A drawing taller than this is cut in the list (the tooltip and the detail show it whole).
constexpr int MaxDrawingLines = 6;
constexpr int MaxPointNames = 6;
const QColor DisagreementBackground(255, 241, 214);
const QColor DisagreementText(90, 48, 0);

QIcon stoneIcon(Color colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(40, 40, 40), 1));
    painter.setBrush(colour == Color::Black ? QColor(25, 25, 25) : QColor(245, 245, 240));
    painter.drawEllipse(QRectF(1.5, 1.5, 11, 11));
    painter.end();
    return QIcon(pixmap);
}

QString drawingForList(const QString& drawing)
{
    QStringList lines = drawing.split(u'\n');
    if (lines.size() <= MaxDrawingLines)
        return drawing;
    lines = lines.mid(0, MaxDrawingLines - 1);
    lines << QStringLiteral("\u22ee");
    return lines.join(u'\n');
}

} // namespace

EyeAnalysisPanel::EyeAnalysisPanel(EyeLens& lens, QWidget* parent) : QWidget(parent), m_lens(lens)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    m_list = new QTreeWidget(splitter);
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setIndentation(0);
    m_list->setUniformRowHeights(false);
    m_list->setAlternatingRowColors(false);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAllColumnsShowFocus(true);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->header()->setStretchLastSection(true);
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* current) { onCurrentItemChanged(current); });
    // The reason line is not selectable on its own: a click on it selects its space.
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (item && item->parent())
            m_list->setCurrentItem(item->parent());
    });

    // The detail scrolls: a long topology list must not make the dock (and the column it shares
    // with the Score dock, even while it sits behind a tab) any taller.
    m_detail = new QTextBrowser(splitter);
    m_detail->setOpenLinks(false);
    m_detail->setFrameShape(QFrame::NoFrame);
    m_detail->viewport()->setAutoFillBackground(false);
    const int line = fontMetrics().lineSpacing();
    m_list->setMinimumHeight(line * 3);
    m_detail->setMinimumHeight(line * 2);
    splitter->addWidget(m_list);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    connect(&m_lens, &EyeLens::analysisChanged, this, &EyeAnalysisPanel::rebuild);
    connect(&m_lens, &EyeLens::analysingChanged, this, [this](bool analysing) {
        if (analysing)
            showAnalysing();
        else
            rebuild();
    });
    retranslateHeaders();
    rebuild();
}

void EyeAnalysisPanel::retranslateHeaders()
{
    m_list->setHeaderLabels({tr("Owner"), tr("Points"), tr("Drawing"), tr("Local game"), tr("Table")});
    m_list->headerItem()->setToolTip(int(Column::Drawing),
                                     tr("The space in GNU Go's notation: '!' marginal, '.' proper, 'X' a dead stone"));
    m_list->headerItem()->setToolTip(int(Column::LocalGame),
                                     tr("GNU Go's value {max|min}: eyes if the owner moves first | if the opponent "
                                        "does; then the four digits abcd"));
    m_list->headerItem()->setToolTip(int(Column::Table),
                                     tr("The boundary-length table: eyes of the scorer's regions in the space"));
    m_list->setAccessibleName(tr("Eye spaces"));
}

void EyeAnalysisPanel::changeEvent(QEvent* event)
{
    // The rows follow from the lens (EyeLens::retranslate); the headers, and the summary while
    // there is no analysis, are the panel's own.
    if (event->type() == QEvent::LanguageChange) {
        retranslateHeaders();
        if (!m_lens.analysis())
            rebuild();
    }
    QWidget::changeEvent(event);
}

int EyeAnalysisPanel::rowCount() const
{
    return m_list->topLevelItemCount();
}

QTreeWidgetItem* EyeAnalysisPanel::itemFor(int row) const
{
    return row >= 0 && row < rowCount() ? m_list->topLevelItem(row) : nullptr;
}

QString EyeAnalysisPanel::text(int row, Column column) const
{
    const QTreeWidgetItem* item = itemFor(row);
    return item ? item->text(int(column)) : QString();
}

bool EyeAnalysisPanel::isFlagged(int row) const
{
    const QTreeWidgetItem* item = itemFor(row);
    return item && item->childCount() > 0;
}

QString EyeAnalysisPanel::reasonText(int row) const
{
    const QTreeWidgetItem* item = itemFor(row);
    return item && item->childCount() > 0 ? item->child(0)->toolTip(0) : QString();
}

QString EyeAnalysisPanel::summaryText() const
{
    return m_summary->text();
}

QString EyeAnalysisPanel::detailText() const
{
    return m_detail->toPlainText();
}

void EyeAnalysisPanel::selectSpace(int space)
{
    if (QTreeWidgetItem* item = itemFor(space))
        m_list->setCurrentItem(item);
    else
        m_list->setCurrentItem(nullptr);
}

void EyeAnalysisPanel::showAnalysing()
{
    m_summary->setText(tr("Reading the eye spaces\u2026"));
    m_list->setEnabled(false);
    m_detail->setEnabled(false);
}

void EyeAnalysisPanel::rebuild()
{
    m_list->setEnabled(true);
    m_detail->setEnabled(true);
    const int previous = m_selected;
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    m_selected = -1;

    const EyeAnalysis* analysis = m_lens.analysis();
    if (!analysis) {
        if (!m_lens.error().isEmpty())
            m_summary->setText(tr("The eye spaces cannot be read: %1").arg(m_lens.error()));
        else if (m_lens.hasPosition())
            m_summary->setText(tr("Reading the eye spaces\u2026"));
        else
            m_summary->setText(tr("The eye spaces are read on the final position, with its dead stones marked "
                                  "(End)."));
        updateDetail();
        if (m_lens.isAnalysing())
            showAnalysing();
        if (previous != -1)
            emit selectedSpaceChanged(-1);
        return;
    }

    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const int height = m_lens.boardHeight();
    const std::vector<EyeReading>& readings = m_lens.readings();
    int disagreements = 0;
    int unsolved = 0;
    for (size_t s = 0; s < analysis->spaces.size(); ++s) {
        const EyeSpace& space = analysis->spaces[s];
        const EyeReading& reading = readings[s];
        auto* item = new QTreeWidgetItem(m_list);
        item->setData(0, SpaceRole, int(s));
        item->setText(int(Column::Owner), EyeComparison::colourName(space.owner));
        item->setIcon(int(Column::Owner), stoneIcon(space.owner));
        item->setText(
            int(Column::Points),
            tr("%1: %2").arg(space.size()).arg(EyeComparison::pointNames(space.points, height, MaxPointNames)));
        item->setToolTip(int(Column::Points), EyeComparison::pointNames(space.points, height));
        const QString drawing = QString::fromStdString(space.diagram());
        item->setText(int(Column::Drawing), drawingForList(drawing));
        item->setFont(int(Column::Drawing), mono);
        item->setToolTip(int(Column::Drawing), QStringLiteral("<pre>%1</pre>").arg(drawing.toHtmlEscaped()));
        QString value = QString::fromStdString(space.value.text());
        if (space.sekiInside())
            value += u'\n' + tr("seki inside");
        if (!space.value.solved())
            ++unsolved;
        item->setText(int(Column::LocalGame), value);
        item->setFont(int(Column::LocalGame), mono);
        item->setText(int(Column::Table), EyeComparison::tableText(reading));
        for (int c = 0; c < ColumnCount; ++c)
            item->setTextAlignment(c, Qt::AlignLeft | Qt::AlignVCenter);
        if (reading.disagrees) {
            ++disagreements;
            for (int c = 0; c < ColumnCount; ++c)
                item->setBackground(c, DisagreementBackground);
            auto* why = new QTreeWidgetItem(item);
            why->setText(0, QStringLiteral("\u26a0 ") + reading.reason);
            why->setToolTip(0, reading.reason);
            why->setFlags(Qt::ItemIsEnabled);
            why->setBackground(0, DisagreementBackground);
            why->setForeground(0, DisagreementText);
            why->setFirstColumnSpanned(true);
        }
    }
    m_list->expandAll();
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_list->resizeColumnToContents(c);
    m_list->setColumnWidth(int(Column::Points), std::min(m_list->columnWidth(int(Column::Points)), 190));

    const int spaces = int(analysis->spaces.size());
    m_summary->setText((spaces == 1 ? tr("1 eye space: ") : tr("%1 eye spaces: ").arg(spaces))
                       + tr("the two readings disagree on %1, %2 too large to solve (the table decides there).")
                             .arg(disagreements)
                             .arg(unsolved));

    // The same space again after a toggle, when it is still there.
    if (previous >= 0 && previous < rowCount()) {
        m_list->setCurrentItem(itemFor(previous));
        m_selected = previous;
    }
    updateDetail();
    // Rebuilt while a newer position is read (a language change): still the last rows, greyed.
    if (m_lens.isAnalysing())
        showAnalysing();
    if (m_selected != previous)
        emit selectedSpaceChanged(m_selected);
}

void EyeAnalysisPanel::onCurrentItemChanged(QTreeWidgetItem* current)
{
    if (current && current->parent())
        current = current->parent();
    const int space = current ? current->data(0, SpaceRole).toInt() : -1;
    if (space == m_selected)
        return;
    m_selected = space;
    updateDetail();
    emit selectedSpaceChanged(space);
}

void EyeAnalysisPanel::updateDetail()
{
    const EyeAnalysis* analysis = m_lens.analysis();
    if (!analysis || m_selected < 0 || m_selected >= int(analysis->spaces.size())) {
        m_detail->setHtml(analysis && !analysis->spaces.empty()
                              ? tr("<small>Select an eye space to see it on the board, with its marginal points "
                                   "and its half and false eyes.</small>")
                              : QString());
        return;
    }
    const EyeSpace& space = analysis->spaces[size_t(m_selected)];
    const EyeReading& reading = m_lens.readings()[size_t(m_selected)];
    const int height = m_lens.boardHeight();
    const QString owner = EyeComparison::colourName(space.owner);
    const QString other = EyeComparison::colourName(opponent(space.owner));

    QStringList parts;
    const QString names = EyeComparison::pointNames(space.points, height).toHtmlEscaped();
    parts << (space.size() == 1 ? tr("<b>%1's eye space</b>, 1 point: %2").arg(owner, names)
                                : tr("<b>%1's eye space</b>, %2 points: %3").arg(owner).arg(space.size()).arg(names));
    // The drawing in the monospace font, lines kept (a <pre> block would add blank margins).
    QString drawing = QString::fromStdString(space.diagram()).toHtmlEscaped();
    drawing.replace(u' ', QStringLiteral("&nbsp;")).replace(u'\n', QStringLiteral("<br>"));
    parts << QStringLiteral("<span style=\"font-family:'%1'\">%2</span>")
                 .arg(QFontDatabase::systemFont(QFontDatabase::FixedFont).family(), drawing);
    const EyeValue& value = space.value;
    if (value.solved()) {
        parts << tr("Local game %1: %2 if %3 moves first, %4 if %5 does. Digits abcd: %5 moves first twice (a) or "
                    "once (b), %3 once (c) or twice (d).")
                     .arg(QString::fromStdString(value.text()).toHtmlEscaped(), EyeComparison::eyesText(2 * value.c),
                          owner, EyeComparison::eyesText(2 * value.b), other);
        if (space.sekiInside())
            parts << tr("%1 cannot be captured here either: a seki is possible inside (GNU Go's reading, %2).")
                         .arg(owner, QString::fromStdString(space.lifeValue.text()).toHtmlEscaped());
    } else {
        parts << tr("Local game: %1. No value is guessed: the boundary-length table decides here.")
                     .arg(QString::fromStdString(value.text()).toHtmlEscaped());
    }
    parts << tr("Boundary-length table: %1.").arg(EyeComparison::tableText(reading).toHtmlEscaped());

    QStringList topology;
    for (const TopologicalEye& eye : space.topology) {
        if (eye.topology == EyeTopology::Proper)
            continue;
        const QString name = pointName(eye.point, height);
        const QString sum = QStringLiteral("%1 + %2 + %3 + %4 = %5")
                                .arg(eye.values[0])
                                .arg(eye.values[1])
                                .arg(eye.values[2])
                                .arg(eye.values[3])
                                .arg(eye.sum);
        if (eye.topology == EyeTopology::FalseEye) {
            topology << tr("%1 is a false eye, a marginal point '!' (diagonals %2)").arg(name, sum);
        } else {
            const std::span<const Point> keys(eye.keyPoints.data(), size_t(eye.keyPointCount));
            topology << tr("%1 is a half eye (diagonals %2), key point %3")
                            .arg(name, sum, EyeComparison::pointNames(keys, height));
        }
    }
    if (!topology.isEmpty())
        parts << topology.join(QStringLiteral("<br>"));
    else if (!space.topology.empty())
        parts << (space.topology.size() == 1 ? tr("The topological test finds no half or false eye (1 point tested).")
                                             : tr("The topological test finds no half or false eye (%1 points tested).")
                                                   .arg(space.topology.size()));
    if (reading.disagrees)
        parts << QStringLiteral("<span style=\"background:%1; color:%2\">\u26a0 %3</span>")
                     .arg(DisagreementBackground.name(), DisagreementText.name(), reading.reason.toHtmlEscaped());
    m_detail->setHtml(parts.join(QStringLiteral("<br>")));
}

} // namespace seki::ui
