#include "review/scoringreview.h"

#include "common/appsettings.h"

#include "review/reviewkeyrouter.h"

#include "board/boardview.h"
#include "document/gamedocument.h"
#include "review/regioninspector.h"
#include "review/rulescomparison.h"
#include "common/rulestitle.h"
#include "review/deadstonepanel.h"
#include "review/stagepanel.h"
#include "review/stepexplainer.h"
#include "review/timelinebar.h"
#include "review/traceboardview.h"
#include "review/tracecontroller.h"
#include "review/traceexporter.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSlider>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace seki::ui {

ScoringReview::ScoringReview(QMainWindow& window, BoardView& board, QMenu* viewMenu)
    : QObject(&window), m_window(window), m_mainBoard(board), m_controller(new TraceController(this)),
      m_board(new TraceBoardView(*m_controller, &board))
{
    // The review board lies exactly over the window's board (same geometry, same painter), so
    // the window's layout stays as it is and leaving the mode simply uncovers it.
    m_board->setGeometry(board.rect());
    m_board->hide();
    board.installEventFilter(this);
    connect(m_board, &TraceBoardView::pointClicked, this, [this](Point point) { inspect(point); });
    connect(m_board, &TraceBoardView::escapePressed, this, [this] { setActive(false); });

    createDocks(viewMenu);
    createMenu();
    connect(m_controller, &TraceController::positionChanged, this, &ScoringReview::updateExplanation);
    connect(m_controller, &TraceController::walkChanged, this, &ScoringReview::updateExplanation);
    m_timeline->setShortcutsEnabled(false);
    rebuild(false);
}

ScoringReview::~ScoringReview() = default;

void ScoringReview::createDocks(QMenu* viewMenu)
{
    // The dead-stone stage comes first, before stage 1.
    m_deadStonePanel = new DeadStonePanel(*m_controller);
    m_deadStoneDock = new QDockWidget(deadStoneTabTitle(), &m_window);
    m_deadStoneDock->setObjectName(QStringLiteral("deadStoneDock"));
    m_deadStoneDock->setWidget(m_deadStonePanel);
    m_window.addDockWidget(Qt::LeftDockWidgetArea, m_deadStoneDock);
    connect(m_deadStonePanel, &DeadStonePanel::activated, this, [this] { setActive(true); });
    for (int s = 0; s < StageCount; ++s) {
        auto* panel = new StagePanel(Stage(s), *m_controller);
        panel->setTitleVisible(false);
        m_panels[size_t(s)] = panel;
        auto* dock = new QDockWidget(stageTabTitle(s), &m_window);
        dock->setObjectName(QStringLiteral("stageDock%1").arg(s + 1));
        dock->setWidget(panel);
        m_window.addDockWidget(Qt::LeftDockWidgetArea, dock);
        m_window.tabifyDockWidget(m_deadStoneDock, dock);
        m_stageDocks[size_t(s)] = dock;
        connect(panel, &StagePanel::activated, this, [this] { setActive(true); });
    }
    m_deadStoneDock->raise();
    // Six tabs side by side would be elided to "1…" under the narrow stage boards: along the
    // side they have the column's height.
    m_window.setTabPosition(Qt::LeftDockWidgetArea, QTabWidget::West);
    // The panel of the stage the timeline is in comes to the front of the tabs.
    connect(m_controller, &TraceController::positionChanged, this, [this] {
        if (m_active && m_controller->hasWalk())
            (m_controller->inDeadStoneStage() ? m_deadStoneDock : m_stageDocks[size_t(m_controller->stage())])->raise();
    });

    auto* bottom = new QWidget;
    auto* layout = new QVBoxLayout(bottom);
    layout->setContentsMargins(4, 2, 4, 4);
    layout->setSpacing(2);
    auto* row = new QHBoxLayout;
    m_timeline = new TimelineBar(*m_controller, bottom);
    row->addWidget(m_timeline, 1);
    m_rulesBox = new QComboBox(bottom);
    m_rulesBox->setAccessibleName(tr("Rules of the walk-through"));
    m_rulesBox->setFocusPolicy(Qt::NoFocus);
    for (Rules rules : AllRules)
        m_rulesBox->addItem(rulesTitle(rules), int(rules));
    row->addWidget(m_rulesBox);
    m_otherPhaseBox = new QCheckBox(tr("Fill the other way round"), bottom);
    m_otherPhaseBox->setToolTip(tr("Watch the checkered fill of the neutral points with the other colour first. "
                                   "A point is taken from its owner only when both fills agree."));
    m_otherPhaseBox->setFocusPolicy(Qt::NoFocus);
    row->addWidget(m_otherPhaseBox);
    m_oneStepBox = new QCheckBox(tr("One step per stage"), bottom);
    m_oneStepBox->setToolTip(tr("The beginner's walk-through: each stage in one step, its result on the board and "
                                "one sentence on what it does and found. Untick it for every step of the scorer."));
    m_oneStepBox->setChecked(AppSettings::walkOneStepPerStage());
    m_oneStepBox->setFocusPolicy(Qt::NoFocus);
    row->addWidget(m_oneStepBox);
    layout->addLayout(row);
    m_explanation = new QLabel;
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::RichText);
    m_explanation->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont font = m_explanation->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    m_explanation->setFont(font);
    // The explanation scrolls rather than hold the window taller than a small screen: its heading
    // and a line at the least, the whole of it wherever the window has room (fitExplanation).
    m_explanationScroll = new QScrollArea(bottom);
    m_explanationScroll->setWidget(m_explanation);
    m_explanationScroll->setWidgetResizable(true);
    m_explanationScroll->setFrameShape(QFrame::NoFrame);
    m_explanationScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_explanationScroll->setMinimumHeight(m_explanation->fontMetrics().lineSpacing() * 2);
    layout->addWidget(m_explanationScroll, 1);
    m_timelineDock = new QDockWidget(tr("Scoring Timeline"), &m_window);
    m_timelineDock->setObjectName(QStringLiteral("timelineDock"));
    m_timelineDock->setWidget(bottom);
    m_window.addDockWidget(Qt::BottomDockWidgetArea, m_timelineDock);
    connect(m_rulesBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setRules(Rules(m_rulesBox->itemData(index).toInt())); });
    connect(m_rulesBox, &QComboBox::activated, this,
            [this](int index) { emit rulesChosen(Rules(m_rulesBox->itemData(index).toInt())); });
    connect(m_otherPhaseBox, &QCheckBox::toggled, this, [this] { rebuild(true); });
    connect(m_oneStepBox, &QCheckBox::toggled, this, [this](bool on) {
        AppSettings::setWalkOneStepPerStage(on);
        rebuild(true);
    });
    for (QAction* action : m_timeline->navigationActions())
        connect(action, &QAction::triggered, this, [this] { setActive(true); });
    connect(m_timeline->slider(), &QSlider::sliderMoved, this, [this] { setActive(true); });
    m_keyRouter = new ReviewKeyRouter(m_window, m_timeline->keyedActions(), this);

    m_inspector = new RegionInspector(*m_controller);
    m_inspectorDock = new QDockWidget(tr("Region Inspector"), &m_window);
    m_inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    m_inspectorDock->setWidget(m_inspector);
    m_window.addDockWidget(Qt::RightDockWidgetArea, m_inspectorDock);

    m_comparison = new RulesComparison;
    m_comparisonDock = new QDockWidget(tr("Rules Side by Side"), &m_window);
    m_comparisonDock->setObjectName(QStringLiteral("rulesDock"));
    m_comparisonDock->setWidget(m_comparison);
    m_window.addDockWidget(Qt::RightDockWidgetArea, m_comparisonDock);
    m_window.tabifyDockWidget(m_inspectorDock, m_comparisonDock);
    m_inspectorDock->raise();
    connect(m_comparison, &RulesComparison::pointChosen, this, [this](Point point) {
        setActive(true);
        m_controller->selectPoint(point);
    });

    m_reviewAction = new QAction(tr("&Review Scoring"), this);
    m_reviewAction->setCheckable(true);
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_reviewAction->setStatusTip(tr("Step through the scorer's reasoning on the board, stage by stage"));
    connect(m_reviewAction, &QAction::toggled, this, &ScoringReview::setActive);
    m_window.addAction(m_reviewAction);
    m_leaveAction = new QAction(tr("Leave Review"), this);
    m_leaveAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, [this] { setActive(false); });
    m_window.addAction(m_leaveAction);
    // The timeline's keys work wherever the focus is in the window, like the window's own.
    m_window.addActions(m_timeline->navigationActions());

    if (viewMenu) {
        QMenu* review = viewMenu->addMenu(tr("Scoring &Walk-through"));
        m_walkthroughMenu = review;
        review->addAction(m_reviewAction);
        review->addSeparator();
        review->addAction(m_deadStoneDock->toggleViewAction());
        for (QDockWidget* dock : m_stageDocks)
            review->addAction(dock->toggleViewAction());
        review->addAction(m_timelineDock->toggleViewAction());
        review->addAction(m_inspectorDock->toggleViewAction());
        review->addAction(m_comparisonDock->toggleViewAction());
    }
}

void ScoringReview::createMenu()
{
    auto* menu = new QMenu(tr("&Review"), &m_window);
    m_reviewMenu = menu;
    menu->addAction(m_reviewAction);
    menu->addSeparator();
    menu->addActions(m_timeline->navigationActions());
    menu->addSeparator();
    m_exportImageAction = menu->addAction(tr("Export Stage &Image\u2026"), this, &ScoringReview::exportStageImage);
    m_exportImageAction->setStatusTip(tr("Save the board of the current step as a PNG or SVG file"));
    m_exportHandoutAction = menu->addAction(tr("Export &Handout (PDF)\u2026"), this, &ScoringReview::exportHandout);
    m_exportHandoutAction->setStatusTip(tr("Save the whole walk-through as a PDF, one page per stage"));
    // Before Help, where a user looks for a mode's menu.
    const QList<QAction*> menus = m_window.menuBar()->actions();
    if (menus.isEmpty())
        m_window.menuBar()->addMenu(menu);
    else
        m_window.menuBar()->insertMenu(menus.last(), menu);
}

QString ScoringReview::deadStoneTabTitle()
{
    return tr("Dead stones");
}

QString ScoringReview::stageTabTitle(int stage)
{
    switch (stage) {
    case 0:
        return tr("1 Dead");
    case 1:
        return tr("2 Neutral");
    case 2:
        return tr("3 False eyes");
    case 3:
        return tr("4 Eyes");
    default:
        return tr("5 Verdict");
    }
}

void ScoringReview::retranslate()
{
    m_deadStoneDock->setWindowTitle(deadStoneTabTitle());
    for (int s = 0; s < StageCount; ++s)
        m_stageDocks[size_t(s)]->setWindowTitle(stageTabTitle(s));
    m_rulesBox->setAccessibleName(tr("Rules of the walk-through"));
    m_oneStepBox->setText(tr("One step per stage"));
    m_oneStepBox->setToolTip(tr("The beginner's walk-through: each stage in one step, its result on the board and "
                                "one sentence on what it does and found. Untick it for every step of the scorer."));
    m_otherPhaseBox->setText(tr("Fill the other way round"));
    m_otherPhaseBox->setToolTip(tr("Watch the checkered fill of the neutral points with the other colour first. "
                                   "A point is taken from its owner only when both fills agree."));
    for (int k = 0; k < m_rulesBox->count(); ++k)
        m_rulesBox->setItemText(k, rulesTitle(Rules(m_rulesBox->itemData(k).toInt())));
    m_timelineDock->setWindowTitle(tr("Scoring Timeline"));
    m_inspectorDock->setWindowTitle(tr("Region Inspector"));
    m_comparisonDock->setWindowTitle(tr("Rules Side by Side"));
    m_reviewAction->setText(tr("&Review Scoring"));
    m_reviewAction->setStatusTip(tr("Step through the scorer's reasoning on the board, stage by stage"));
    m_leaveAction->setText(tr("Leave Review"));
    if (m_walkthroughMenu)
        m_walkthroughMenu->setTitle(tr("Scoring &Walk-through"));
    m_reviewMenu->setTitle(tr("&Review"));
    m_exportImageAction->setText(tr("Export Stage &Image\u2026"));
    m_exportImageAction->setStatusTip(tr("Save the board of the current step as a PNG or SVG file"));
    m_exportHandoutAction->setText(tr("Export &Handout (PDF)\u2026"));
    m_exportHandoutAction->setStatusTip(tr("Save the whole walk-through as a PDF, one page per stage"));
    updateExplanation();
}

void ScoringReview::setDocument(const GameDocument* document)
{
    // By handle: the window may already have deleted the previous document.
    disconnect(m_documentConnection);
    m_document = document;
    // New scores (marks, counted position, edit, eye count): the walk-through replays them.
    if (m_document)
        m_documentConnection = connect(m_document->scores(), &GameScores::changed, this, [this] { rebuild(true); });
    // Nothing of the previous file stays: its selected region, its stage in front.
    m_controller->selectPoint(std::nullopt);
    rebuild(false);
    m_deadStoneDock->raise();
}

void ScoringReview::setRules(Rules rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    const int index = m_rulesBox->findData(int(rules));
    if (index >= 0 && index != m_rulesBox->currentIndex())
        m_rulesBox->setCurrentIndex(index);
    rebuild(true);
}

// The walks are made again only here, from the document's scores and traces: when the game,
// its dead marks, the eye count or the rules change. Nothing is scored here.
void ScoringReview::rebuild(bool keepStage)
{
    RulesComparison::Walks walks;
    if (m_document) {
        // Under the eye count the board shows: with GNU Go's local-game reading, its steps too.
        const GameScores& scores = *m_document->scores();
        for (size_t k = 0; k < walks.size(); ++k) {
            const Rules rules = AllRules[k];
            const ScoreResult* result = scores.chosen(rules);
            const Trace* trace = scores.trace(rules);
            if (result && trace)
                walks[k] = std::make_shared<const TraceWalk>(m_document->position(), rules, *trace, *result);
        }
    }
    std::shared_ptr<const TraceWalk> walk;
    for (size_t k = 0; k < walks.size(); ++k)
        if (AllRules[k] == m_rules)
            walk = walks[k];
    if (!walk) {
        m_everyStepWalk.reset();
        m_controller->setWalk(nullptr, false);
        m_comparison->clear();
        setActive(false);
    } else {
        // The other way round: the same trace, its other checkered run.
        if (m_otherPhaseBox->isChecked() && walk->hasOtherPhase())
            walk = std::make_shared<const TraceWalk>(walk->position(), m_rules, walk->trace(), walk->result(), 1);
        // Only the relaxed rule fills neutral points in the checkered pattern, and only where there are any.
        m_otherPhaseBox->setEnabled(walk->hasOtherPhase());
        m_everyStepWalk = walk;
        if (m_oneStepBox->isChecked())
            walk = std::make_shared<const TraceWalk>(walk->withDetail(TraceWalk::Detail::OneStepPerStage));
        m_controller->setWalk(walk, keepStage);
        m_comparison->setWalks(walks);
    }
    m_reviewAction->setEnabled(m_document != nullptr);
    m_exportImageAction->setEnabled(m_document != nullptr);
    m_exportHandoutAction->setEnabled(m_document != nullptr);
}

void ScoringReview::setActive(bool active)
{
    active = active && m_controller->hasWalk();
    if (active == m_active)
        return;
    m_active = active;
    m_reviewAction->setChecked(active);
    m_leaveAction->setEnabled(active);
    m_timeline->setShortcutsEnabled(active);
    m_keyRouter->setEnabled(active);
    if (active) {
        // What the reviewer had in front in the right column, to put back when leaving.
        m_frontBefore = nullptr;
        QList<QDockWidget*> column = m_window.tabifiedDockWidgets(m_inspectorDock);
        column.append(m_inspectorDock);
        for (QDockWidget* dock : column)
            if (dock->isVisible() && !dock->visibleRegion().isEmpty())
                m_frontBefore = dock;
        switchLayout(true);
        m_board->setShowCoordinates(m_mainBoard.scene().showCoordinates);
        m_board->setGeometry(m_mainBoard.rect());
        m_board->show();
        m_board->raise();
        m_board->setFocus();
        (m_controller->inDeadStoneStage() ? m_deadStoneDock : m_stageDocks[size_t(m_controller->stage())])->raise();
    } else {
        m_controller->pause();
        m_mainBoard.setFocus(); // first, so hiding the review board does not pass the focus on
        m_board->hide();
        if (m_frontBefore && m_frontBefore->isVisible())
            m_frontBefore->raise();
        switchLayout(false);
    }
    updateExplanation();
    emit activeChanged(active);
}

void ScoringReview::switchLayout(bool walkthrough)
{
    auto* score = m_window.findChild<QDockWidget*>(QStringLiteral("scoreDock"));
    const bool column = score && score->isVisible() && !score->isFloating();
    QDockWidget* stages
        = m_controller->inDeadStoneStage() ? m_deadStoneDock : m_stageDocks[size_t(m_controller->stage())];
    if (walkthrough) {
        if (column) {
            m_reviewingColumn = score->width();
            m_reviewingScoreHeight = score->height();
        }
        applyLayout();
        // The stage docks and the Score take what they need, the board the rest; or the widths
        // the walk-through had when it was last left.
        const int stagesWidth
            = m_walkStages > 0 ? m_walkStages : std::min(stages->sizeHint().width(), m_window.width() / 5);
        const int columnWidth = m_walkColumn > 0 ? m_walkColumn : (column ? score->minimumSizeHint().width() : 0);
        if (column)
            m_window.resizeDocks({stages, score}, {stagesWidth, columnWidth}, Qt::Horizontal);
        else
            m_window.resizeDocks({stages}, {stagesWidth}, Qt::Horizontal);
    } else {
        if (stages->isVisible() && !stages->isFloating())
            m_walkStages = stages->width();
        if (column)
            m_walkColumn = score->width();
        applyLayout();
        if (column && m_reviewingColumn > 0)
            m_window.resizeDocks({score}, {m_reviewingColumn}, Qt::Horizontal);
        // The Score as tall as it was (it grows to its table in a narrower column), the tabs below
        // the rest; once the column has its width back and its docks their new heights.
        if (column && m_reviewingScoreHeight > 0)
            QTimer::singleShot(0, this, [this, score] {
                if (m_active || !m_frontBefore || !m_frontBefore->isVisible()
                    || m_window.dockWidgetArea(m_frontBefore) != m_window.dockWidgetArea(score))
                    return;
                const int both = score->height() + m_frontBefore->height();
                m_window.resizeDocks({score, m_frontBefore.data()},
                                     {m_reviewingScoreHeight, std::max(0, both - m_reviewingScoreHeight)},
                                     Qt::Vertical);
            });
    }
}

void ScoringReview::applyLayout()
{
    m_deadStoneDock->setVisible(m_active);
    for (QDockWidget* dock : m_stageDocks)
        dock->setVisible(m_active);
    m_timelineDock->setVisible(m_active);
}

QString ScoringReview::explanationText() const
{
    return m_explanation->text();
}

void ScoringReview::updateExplanation()
{
    if (!m_controller->hasWalk()) {
        m_explanation->setText(tr("Open a finished game to step through how it is scored."));
        return;
    }
    const TraceWalk& walk = m_controller->walk();
    const bool deadStones = m_controller->inDeadStoneStage();
    const QString heading = deadStones ? DeadStonePanel::title() : StepExplainer::stageHeading(m_controller->stage());
    const QString body = deadStones ? DeadStonePanel::explain(walk, m_controller->position())
                                    : StepExplainer::explain(walk, m_controller->position());
    QString text = QStringLiteral("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), body.toHtmlEscaped());
    if (!m_active)
        text += QStringLiteral("<br><i>%1</i>")
                    .arg(tr("Press Play, a step or Ctrl+R to show the walk-through on the board.").toHtmlEscaped());
    m_explanation->setText(text);
    // Measured once the label is laid out with its new text.
    QTimer::singleShot(0, this, &ScoringReview::fitExplanation);
}

void ScoringReview::fitExplanation()
{
    // The dock grows to the whole explanation (a wrapped label's height is not part of a dock's
    // size hint), up to a fourth of the window: the board keeps the rest, a longer step scrolls.
    // It never shrinks on its own, so the board does not jump at each step.
    if (!m_timelineDock->isVisible() || m_timelineDock->isFloating())
        return;
    const QWidget* viewport = m_explanationScroll->viewport();
    const int missing = m_explanation->heightForWidth(viewport->width()) - viewport->height();
    const int height = std::min(m_timelineDock->height() + missing, m_window.height() / 4);
    if (missing > 0 && height > m_timelineDock->height()) {
        m_window.resizeDocks({m_timelineDock}, {height}, Qt::Vertical);
        // At once: laid out later, the new height can be lost to another dock's resizing.
        m_window.layout()->activate();
    }
}

void ScoringReview::activate(Point point, Qt::MouseButtons, Qt::KeyboardModifiers)
{
    inspect(point);
}

void ScoringReview::inspect(Point point)
{
    m_controller->selectPoint(point);
    m_inspectorDock->show();
    m_inspectorDock->raise();
}

bool ScoringReview::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_mainBoard && event->type() == QEvent::Resize)
        m_board->setGeometry(m_mainBoard.rect());
    return QObject::eventFilter(watched, event);
}

void ScoringReview::exportStageImage()
{
    if (!m_controller->hasWalk())
        return;
    const QString base = m_document ? QFileInfo(m_document->path()).completeBaseName() : QStringLiteral("board");
    const QString suggestion
        = QDir::home().filePath(QStringLiteral("%1-stage-%2.png").arg(base).arg(int(m_controller->stage()) + 1));
    const QString path = QFileDialog::getSaveFileName(&m_window, tr("Export Stage Image"), suggestion,
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    TraceFrame frame = m_controller->frame();
    frame.progress = 1.0;
    QString error;
    if (!TraceExporter::exportFrame(m_controller->walk(), frame, path, error))
        QMessageBox::warning(&m_window, tr("Export Stage Image"), error);
    else
        m_window.statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 3000);
}

void ScoringReview::exportHandout()
{
    if (!m_controller->hasWalk())
        return;
    const QString base = m_document ? QFileInfo(m_document->path()).completeBaseName() : QStringLiteral("scoring");
    const QString path = QFileDialog::getSaveFileName(&m_window, tr("Export Handout"),
                                                      QDir::home().filePath(base + QStringLiteral("-scoring.pdf")),
                                                      tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString title = tr("How %1 is scored (%2)").arg(base, rulesTitle(m_rules));
    QString error;
    if (!TraceExporter::exportHandout(m_everyStepWalk ? *m_everyStepWalk : m_controller->walk(), title, path, error))
        QMessageBox::warning(&m_window, tr("Export Handout"), error);
    else
        m_window.statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 3000);
}

} // namespace seki::ui
