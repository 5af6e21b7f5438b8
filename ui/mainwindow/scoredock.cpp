#include "mainwindow/scoredock.h"

#include "board/rulesets.h"
#include "common/recordedresulttext.h"
#include "document/gamedocument.h"
#include "document/gamescores.h"
#include "document/recordnavigator.h"
#include "mainwindow/scorepanel.h"

#include <QEvent>
#include <QResizeEvent>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace seki::ui {

namespace {

constexpr int MaxHeight = 520; // past this the table scrolls rather than squeeze the board's column

} // namespace

ScoreDock::ScoreDock(QMainWindow& window)
    : QDockWidget(&window), m_window(window), m_panel(new ScorePanel), m_scroll(new QScrollArea)
{
    setObjectName(QStringLiteral("scoreDock"));
    m_scroll->setWidget(m_panel);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The three rule sets sit side by side: the dock is as wide as the table, never scrolled.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fitWidth();
    // A few lines at the least, so that the window fits a small screen with every dock open: the
    // table is whole wherever there is room, the docks below giving way to it (fit).
    m_scroll->setMinimumHeight(fontMetrics().lineSpacing() * 4);
    m_panel->installEventFilter(this);
    m_scroll->viewport()->installEventFilter(this);
    setWidget(m_scroll);
}

void ScoreDock::showNoGame()
{
    m_panel->showMessage(tr("Open a finished game (File \u203a Open, or drop an SGF file on the window) "
                            "to mark its dead stones and see the score."));
}

void ScoreDock::showExercise()
{
    m_panel->showMessage(tr("The count is hidden while an exercise is being answered."));
}

void ScoreDock::showRecordNode(const RecordNavigator& navigator)
{
    if (navigator.onMainLine())
        m_panel->showMessage(tr("Move %1 of %2 is shown as it was played. Dead stones are marked and the "
                                "score is counted at the final position (End).")
                                 .arg(navigator.move())
                                 .arg(navigator.moveCount()));
    else
        m_panel->showMessage(tr("A variation is shown (move %1). Dead stones are marked and the score is "
                                "counted at the final position of the main line (End, then End again).")
                                 .arg(navigator.move()));
}

void ScoreDock::showScores(const GameDocument& document, const RecordNavigator& navigator)
{
    const GameScores& scores = *document.scores();
    const Position& position = document.position();
    QString counted;
    if (navigator.cursor() && document.countedNode())
        counted
            = navigator.onMainLine()
                  ? tr("Counting the position after move %1").arg(navigator.cursor()->state().moveNumber)
                  : tr("Counting the position after move %1 (variation)").arg(navigator.cursor()->state().moveNumber);
    else if (navigator.cursor())
        counted = tr("Counting the end of the game, move %1").arg(document.moveCount());
    std::array<const ScoreResult*, 3> results{};
    std::array<const ScoreResult*, 3> localGame{};
    for (size_t k = 0; k < AllRules.size(); ++k) {
        results[k] = scores.result(AllRules[k]);
        localGame[k] = scores.result(AllRules[k], EyeMethod::LocalGame);
    }
    m_panel->setCountedPosition(counted);
    // The counted board is the cursor's replay, which leaves out what the record could not apply:
    // the count is of that board, and says so.
    QString leftOut;
    for (const TreeCursor::PathProblem& problem : document.countedProblems()) {
        const QString words = RecordNavigator::problemText(problem.error);
        leftOut = leftOut.isEmpty() ? words : tr("%1; %2").arg(leftOut, words);
    }
    m_panel->setPositionWarning(
        leftOut.isEmpty() ? QString()
                          : tr("The board counted is not quite the position the record meant: on the way here the "
                               "record has what could not be applied as written (%1). The count is of the board "
                               "as shown.")
                                .arg(leftOut));
    // A resigned (or timed-out, forfeited, void) game: its recorded result leads, not a count.
    m_panel->setRecordedResult(RecordedResultText::uncounted(document.info().result));
    if (!results[0] && !results[1] && !results[2])
        m_panel->showMessage(tr("The position cannot be scored: %1").arg(scores.error()));
    else
        m_panel->setScores(results, &position);
    m_panel->setSecondReading(tr("With GNU Go's local-game eye values"), localGame);
}

void ScoreDock::fitWidth()
{
    m_scroll->setMinimumWidth(m_panel->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width());
}

void ScoreDock::changeEvent(QEvent* event)
{
    // Measured once the panel has its new texts (the dock hears of the change before it does).
    if (event->type() == QEvent::LanguageChange)
        QTimer::singleShot(0, this, &ScoreDock::fitWidth);
    QDockWidget::changeEvent(event);
}

bool ScoreDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_panel && event->type() == QEvent::LayoutRequest) {
        // The table with its scores can be wider than the message it replaced (German's longer
        // rule names): the dock keeps room for all of it beside the scroll bar.
        if (m_panel->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width()
            > m_scroll->minimumWidth())
            QTimer::singleShot(0, this, &ScoreDock::fitWidth);
        const int hint = m_panel->sizeHint().height();
        if (hint != m_fittedHeight) {
            m_fittedHeight = hint;
            QTimer::singleShot(0, this, &ScoreDock::fit);
        }
    }
    // A narrower column wraps the legend into more lines: the dock follows that too.
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize
        && static_cast<QResizeEvent*>(event)->oldSize().width() != m_scroll->viewport()->width())
        QTimer::singleShot(0, this, &ScoreDock::fit);
    return QDockWidget::eventFilter(watched, event);
}

void ScoreDock::fit()
{
    if (!isVisible() || isFloating())
        return;
    const int width = m_scroll->viewport()->width();
    const int whole = m_panel->hasHeightForWidth() ? m_panel->heightForWidth(width) : m_panel->sizeHint().height();
    const int wanted = qMin(whole, MaxHeight) - m_scroll->viewport()->height();
    if (wanted <= 0)
        return;
    // The docks of the column in their order down the window (of a tab group, the tab shown):
    // the room comes from the slack of those below, never past their minimum.
    const Qt::DockWidgetArea area = m_window.dockWidgetArea(this);
    QList<QDockWidget*> column;
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
        if (dock->isVisible() && !dock->isFloating() && !dock->visibleRegion().isEmpty()
            && m_window.dockWidgetArea(dock) == area)
            column << dock;
    std::sort(column.begin(), column.end(), [](QDockWidget* a, QDockWidget* b) { return a->y() < b->y(); });
    QList<int> heights;
    int found = 0;
    for (QDockWidget* dock : column) {
        int height = dock->height();
        if (dock->y() > y()) {
            const int take = qMin(wanted - found, qMax(0, height - dock->minimumSizeHint().height()));
            height -= take;
            found += take;
        }
        heights << height;
    }
    for (int k = 0; k < column.size(); ++k)
        if (column[k] == this)
            heights[k] += found;
    if (found > 0)
        m_window.resizeDocks(column, heights, Qt::Vertical);
}

} // namespace seki::ui
