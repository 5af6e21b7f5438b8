#include "mainwindow.h"

#include "sgf/nodemarkup.h"
#include "sgf/parseerror.h"
#include "sgf/recordedresult.h"

#include "applanguage.h"
#include "apptheme.h"
#include "boardeditor.h"
#include "boardexporter.h"
#include "boardpainter.h"
#include "boardview.h"
#include "dialogprompts.h"
#include "deadstonecontroller.h"
#include "eyelenscontroller.h"
#include "gamedocument.h"
#include "gameinfopanel.h"
#include "gametreepanel.h"
#include "recordnavigator.h"
#include "handoutdialog.h"
#include "handoutwriter.h"
#include "languagemenu.h"
#include "movebar.h"
#include "screenlayout.h"
#include "recoverykeeper.h"
#include "safefilewriter.h"
#include "scorepanel.h"
#include "scoringreview.h"
#include "teachingcontroller.h"
#include "setdeadcommand.h"
#include "thememenu.h"
#include "themerenderer.h"
#include "traceboardview.h"
#include "tracecontroller.h"
#include "traceoverlaypainter.h"
#include "uiresources.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QScrollArea>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace seki::ui {

namespace {

constexpr int MaxRecentFiles = 8;
constexpr std::array<Rules, 3> AllRules{Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese};

QSettings settings()
{
    return QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"));
}

QString pointName(Point point, int boardHeight)
{
    return QString::fromStdString(toGtp(point, boardHeight));
}

std::vector<Point> pointsOf(const Board& board, const std::vector<Board::Index>& indices)
{
    std::vector<Point> points;
    points.reserve(indices.size());
    for (Board::Index i : indices)
        points.push_back(board.point(i));
    return points;
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<UserPrompts> prompts, QWidget* parent)
    : QMainWindow(parent),
      m_prompts(prompts ? std::move(prompts) : std::make_unique<DialogPrompts>()),
      m_undoStack(new QUndoStack(this))
{
    initResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/sekiscope.svg")));
    setAcceptDrops(true);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_board = new BoardView(central);
    m_moveBar = new MoveBar(central);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_moveBar);
    setCentralWidget(central);

    // The board under the walk-through never marks: there the walk-through has the keys.
    connect(m_board, &BoardView::pointActivated, this,
            [this](Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) {
                if (!(m_review && m_review->isActive()))
                    onPointActivated(point, buttons, modifiers);
            });
    connect(m_board, &BoardView::pointHovered, this, &MainWindow::onPointHovered);
    m_navigator = new RecordNavigator(this);
    connect(m_moveBar, &MoveBar::moveChanged, m_navigator, &RecordNavigator::goToMove);
    connect(m_navigator, &RecordNavigator::changed, this, [this] {
        followCountedNode();
        followNavigator();
        refresh();
        updateActions();
    });
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_undoStack, &QUndoStack::indexChanged, this, &MainWindow::updateActions);

    createActions();
    createMenus();
    createToolBar();
    createDocks();
    // The scoring walk-through: its docks exist before readSettings restores the layout.
    m_review = new ScoringReview(*this, *m_board, m_viewMenu);
    connect(m_review, &ScoringReview::pointActivated, this, &MainWindow::onPointActivated);
    connect(m_review, &ScoringReview::activeChanged, this, &MainWindow::updateActions);
    createTeachingActions();
    // GNU Go's eye lens: its dock exists before readSettings restores the layout.
    m_eyeLens = new EyeLensController(*this, *m_board, m_viewMenu);
    connect(m_eyeLens, &EyeLensController::eyeMethodChanged, this, [this](EyeMethod method) {
        if (m_document)
            m_document->setEyeMethod(method);
        refresh();
    });
    m_deadStones = new DeadStoneController(*this, *m_undoStack, m_goMenu);
    connect(m_deadStones, &DeadStoneController::suggestionChanged, this, &MainWindow::refresh);
    createPreferences();
    statusBar();
    readSettings();
    m_recovery = new RecoveryKeeper(*this, *m_undoStack, *m_prompts);
    connect(m_recovery, &RecoveryKeeper::openRequested, this, [this](const QString& path) { openFile(path); });
    // Once the window is up (and a file given on the command line has been offered its own
    // marks): the other files whose marks a crash left unsaved.
    QTimer::singleShot(0, m_recovery, &RecoveryKeeper::showStartupNotice);

    refresh();
    updateTitle();
    updateActions();
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // The commands refer to the document: let them go first.
    m_undoStack->clear();
}

void MainWindow::createActions()
{
    QStyle* style = this->style();

    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open"), style->standardIcon(QStyle::SP_DialogOpenButton)),
                               tr("&Open\u2026"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a game record (SGF) or a scoring case (.pos)"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_saveAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save"), style->standardIcon(QStyle::SP_DialogSaveButton)),
                               tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Save the dead stones, territory and result into the SGF file"));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As\u2026"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setStatusTip(tr("Save the game as a new SGF file"));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_exportAction = new QAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export Board\u2026"), this);
    m_exportAction->setStatusTip(tr("Save the board as it is shown as a PNG, SVG or PDF file"));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportBoard);

    m_quitAction = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    // Our own actions rather than QUndoStack::createUndoAction(), whose prefix is fixed when it
    // is made: these name the command in whatever language is shown (updateUndoTexts).
    m_undoAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo"), QIcon(QStringLiteral(":/icons/undo.svg"))),
                               QString(), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    // Every change to the marks is said in the status line, an undone one too.
    connect(m_undoAction, &QAction::triggered, this, [this] {
        const QString text = m_undoStack->undoText();
        m_undoStack->undo();
        if (!text.isEmpty())
            statusBar()->showMessage(tr("Undone: %1").arg(text), 4000);
    });
    connect(m_undoStack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_redoAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo"), QIcon(QStringLiteral(":/icons/redo.svg"))),
                               QString(), this);
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, this, [this] {
        const QString text = m_undoStack->redoText();
        m_undoStack->redo();
        if (!text.isEmpty())
            statusBar()->showMessage(tr("Redone: %1").arg(text), 4000);
    });
    connect(m_undoStack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(m_undoStack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    updateUndoTexts();
    // Ctrl+Shift+Z everywhere, plus the platform's own (Ctrl+Y on Windows).
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(key))
            redoKeys << key;
    m_redoAction->setShortcuts(redoKeys);

    m_clearDeadAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear")), tr("&Clear Dead Marks"), this);
    m_clearDeadAction->setStatusTip(tr("Mark every stone alive"));
    connect(m_clearDeadAction, &QAction::triggered, this, &MainWindow::clearDeadMarks);

    m_coordinatesAction = new QAction(tr("Show &Coordinates"), this);
    m_coordinatesAction->setCheckable(true);
    m_coordinatesAction->setChecked(true);
    connect(m_coordinatesAction, &QAction::toggled, this, [this](bool on) {
        m_showCoordinates = on;
        refresh();
    });

    m_rulesGroup = new QActionGroup(this);
    m_rulesGroup->setExclusive(true);
    for (Rules rules : AllRules) {
        QAction* action = m_rulesGroup->addAction(ScorePanel::rulesTitle(rules));
        action->setCheckable(true);
        action->setData(int(rules));
        action->setChecked(rules == m_rules);
    }
    m_rulesGroup->actions().at(0)->setStatusTip(tr("Territory and prisoners; relaxed seki detection"));
    m_rulesGroup->actions().at(1)->setStatusTip(tr("The 1989 Japanese rules: stones touching dame are in seki"));
    m_rulesGroup->actions().at(2)->setStatusTip(tr("Area: stones and territory"));
    connect(m_rulesGroup, &QActionGroup::triggered, this,
            [this](QAction* action) { setBoardRules(Rules(action->data().toInt())); });

    m_firstMoveAction = new QAction(style->standardIcon(QStyle::SP_MediaSkipBackward), tr("&First Move"), this);
    m_firstMoveAction->setShortcut(Qt::Key_Home);
    connect(m_firstMoveAction, &QAction::triggered, this, [this] { m_navigator->goToMove(0); });
    m_previousMoveAction = new QAction(style->standardIcon(QStyle::SP_MediaSeekBackward), tr("&Previous Move"), this);
    m_previousMoveAction->setShortcut(Qt::Key_Left);
    connect(m_previousMoveAction, &QAction::triggered, this, [this] { m_navigator->goToMove(m_navigator->move() - 1); });
    m_nextMoveAction = new QAction(style->standardIcon(QStyle::SP_MediaSeekForward), tr("&Next Move"), this);
    m_nextMoveAction->setShortcut(Qt::Key_Right);
    connect(m_nextMoveAction, &QAction::triggered, this, [this] { m_navigator->goToMove(m_navigator->move() + 1); });
    m_lastMoveAction = new QAction(style->standardIcon(QStyle::SP_MediaSkipForward), tr("Fina&l Position"), this);
    m_lastMoveAction->setShortcut(Qt::Key_End);
    m_lastMoveAction->setStatusTip(tr("Go to the final position, where the dead stones are marked"));
    connect(m_lastMoveAction, &QAction::triggered, this, [this] {
        // The end of the line shown; from the end of a variation, the end of the main line.
        if (m_navigator->move() < m_navigator->moveCount() || !m_document || !m_document->reviewedTree())
            m_navigator->goToMove(m_navigator->moveCount());
        else
            m_navigator->goToNode(m_document->reviewedTree()->lastMainLineNode());
    });
    m_scoreShownAction = new QAction(tr("&Score the Position Shown"), this);
    m_scoreShownAction->setCheckable(true);
    m_scoreShownAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_scoreShownAction->setStatusTip(tr("Count the position shown instead of the end of the game; "
                                        "Save still writes the end of the game's territory"));
    connect(m_scoreShownAction, &QAction::toggled, this, [this] {
        followCountedNode();
        refresh();
        updateActions();
    });
    m_previousVariationAction = new QAction(tr("Pre&vious Variation"), this);
    m_previousVariationAction->setShortcut(Qt::Key_Up);
    connect(m_previousVariationAction, &QAction::triggered, m_navigator, &RecordNavigator::previousVariation);
    m_nextVariationAction = new QAction(tr("Ne&xt Variation"), this);
    m_nextVariationAction->setShortcut(Qt::Key_Down);
    connect(m_nextVariationAction, &QAction::triggered, m_navigator, &RecordNavigator::nextVariation);
    // The window's shortcuts must work wherever the focus is, the board included (it claims the
    // arrows for its cursor only while it can be marked).
    for (QAction* action : {m_firstMoveAction, m_previousMoveAction, m_nextMoveAction, m_lastMoveAction,
                            m_previousVariationAction, m_nextVariationAction, m_scoreShownAction})
        addAction(action);

    m_aboutAction = new QAction(tr("&About SekiScope"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_aboutQtAction = new QAction(tr("About &Qt"), this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    m_fileMenu = file;
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QMenu* examples = file->addMenu(tr("Open E&xample"));
    m_examplesMenu = examples;
    const QStringList games = QDir(QStringLiteral(":/games")).entryList({QStringLiteral("*.sgf")}, QDir::Files);
    for (const QString& game : games) {
        QAction* action = examples->addAction(game);
        const QString path = QStringLiteral(":/games/") + game;
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    examples->setEnabled(!games.isEmpty());
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addAction(m_exportAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_editMenu = edit;
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_clearDeadAction);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QMenu* rules = view->addMenu(tr("&Territory Shown For"));
    m_rulesMenu = rules;
    rules->addActions(m_rulesGroup->actions());
    view->addAction(m_coordinatesAction);
    view->addMenu(new ThemeMenu(view));
    view->addMenu(new LanguageMenu(view));
    view->addSeparator();
    m_viewMenu = view;

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    m_goMenu = go;
    go->addAction(m_firstMoveAction);
    go->addAction(m_previousMoveAction);
    go->addAction(m_nextMoveAction);
    go->addAction(m_lastMoveAction);
    go->addSeparator();
    go->addAction(m_previousVariationAction);
    go->addAction(m_nextVariationAction);
    go->addSeparator();
    go->addAction(m_scoreShownAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_helpMenu = help;
    help->addAction(m_aboutAction);
    help->addAction(m_aboutQtAction);

    updateRecentMenu();
}

void MainWindow::createToolBar()
{
    QToolBar* toolBar = addToolBar(tr("Main"));
    m_mainToolBar = toolBar;
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->addAction(m_openAction);
    toolBar->addAction(m_saveAction);
    toolBar->addSeparator();
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addSeparator();
    toolBar->addAction(m_firstMoveAction);
    toolBar->addAction(m_previousMoveAction);
    toolBar->addAction(m_nextMoveAction);
    toolBar->addAction(m_lastMoveAction);
    m_viewMenu->addAction(toolBar->toggleViewAction());
}

void MainWindow::createDocks()
{
    m_scorePanel = new ScorePanel;
    m_scorePanel->setSelectedRules(m_rules);
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_scorePanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The three rule sets sit side by side: the dock is as wide as the table, never scrolled.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_scorePanel->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    // The whole table, never only its first row: the docks below it give way instead.
    scroll->setMinimumHeight(qMin(m_scorePanel->sizeHint().height(), 520));
    // Whenever the table changes height (a second reading, a warning, another language), the dock
    // follows where the column has room (eventFilter, fitScoreDock).
    m_scorePanel->installEventFilter(this);
    m_scoreDock = new QDockWidget(tr("Score"), this);
    m_scoreDock->setObjectName(QStringLiteral("scoreDock"));
    m_scoreDock->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, m_scoreDock);

    m_infoPanel = new GameInfoPanel;
    m_infoDock = new QDockWidget(tr("Game"), this);
    m_infoDock->setObjectName(QStringLiteral("gameDock"));
    // More rows than a small screen's column has room for: scrolled there, not squeezing the Score.
    auto* infoScroll = new QScrollArea;
    infoScroll->setWidget(m_infoPanel);
    infoScroll->setWidgetResizable(true);
    infoScroll->setFrameShape(QFrame::NoFrame);
    infoScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_infoDock->setWidget(infoScroll);
    addDockWidget(Qt::RightDockWidgetArea, m_infoDock);

    // The record's comments and variations, beside the game's information.
    m_treePanel = new GameTreePanel(*m_navigator);
    m_commentsDock = new QDockWidget(tr("Comments"), this);
    m_commentsDock->setObjectName(QStringLiteral("commentsDock"));
    m_commentsDock->setWidget(m_treePanel);
    addDockWidget(Qt::RightDockWidgetArea, m_commentsDock);
    tabifyDockWidget(m_infoDock, m_commentsDock);

    m_viewMenu->addAction(m_scoreDock->toggleViewAction());
    m_viewMenu->addAction(m_infoDock->toggleViewAction());
    m_viewMenu->addAction(m_commentsDock->toggleViewAction());
}

void MainWindow::readSettings()
{
    QSettings stored = settings();
    // Per screen size: a laptop's layout is not a projector's.
    ScreenLayout::restore(*this, stored);
    m_lastFolder = stored.value(QStringLiteral("files/lastFolder"), QDir::homePath()).toString();
    m_recentFiles = stored.value(QStringLiteral("files/recent")).toStringList();
    const QString rules = stored.value(QStringLiteral("score/rules")).toString();
    if (const std::optional<Rules> parsed = parseRules(rules.toStdString()))
        setBoardRules(*parsed);
    m_coordinatesAction->setChecked(stored.value(QStringLiteral("view/coordinates"), true).toBool());
    updateRecentMenu();
}

void MainWindow::writeSettings() const
{
    QSettings stored = settings();
    ScreenLayout::save(*this, stored);
    stored.setValue(QStringLiteral("files/lastFolder"), m_lastFolder);
    stored.setValue(QStringLiteral("files/recent"), m_recentFiles);
    stored.setValue(QStringLiteral("score/rules"), QString::fromUtf8(rulesName(m_rules).data(), qsizetype(rulesName(m_rules).size())));
    stored.setValue(QStringLiteral("view/coordinates"), m_showCoordinates);
}

void MainWindow::setBoardRules(Rules rules)
{
    m_rules = rules;
    for (QAction* action : m_rulesGroup->actions())
        if (Rules(action->data().toInt()) == rules)
            action->setChecked(true);
    m_scorePanel->setSelectedRules(rules);
    settings().setValue(QStringLiteral("score/rules"),
                        QString::fromUtf8(rulesName(rules).data(), qsizetype(rulesName(rules).size())));
    refresh();
}

bool MainWindow::atFinalPosition() const
{
    return m_document && (m_navigator->atScoredPosition() || m_document->countedNode());
}

void MainWindow::followCountedNode()
{
    if (!m_document)
        return;
    // The document scores the node shown while the action is on (its board comes from the
    // record, in core); off, at the end of the main line or while the board editor (which works
    // on the final position) is open, the final position.
    std::optional<int> node;
    if (m_scoreShownAction->isChecked() && m_navigator->cursor() && !(m_editor && m_editor->isActive()))
        node = m_navigator->cursor()->node();
    m_document->setCountedNode(node);
}

QString MainWindow::countedPositionText() const
{
    if (!m_document || !m_navigator->cursor())
        return QString();
    if (m_document->countedNode())
        return m_navigator->onMainLine()
                   ? tr("Counting the position after move %1").arg(m_navigator->cursor()->state().moveNumber)
                   : tr("Counting the position after move %1 (variation)").arg(m_navigator->cursor()->state().moveNumber);
    return tr("Counting the end of the game, move %1").arg(m_document->moveCount());
}

void MainWindow::followNavigator()
{
    const QSignalBlocker blocker(m_moveBar);
    m_moveBar->setMoveCount(m_navigator->moveCount());
    m_moveBar->setMove(m_navigator->move());
    QString detail = m_navigator->moveText();
    if (!m_navigator->onMainLine())
        detail = detail.isEmpty() ? tr("variation") : tr("%1 \u00b7 variation").arg(detail);
    m_moveBar->setDetail(detail);
}

QString MainWindow::displayName() const
{
    if (m_document && m_document->path().isEmpty())
        return tr("New position");
    return m_document ? QFileInfo(m_document->path()).fileName() : QString();
}

void MainWindow::updateTitle()
{
    const bool modified = m_document && !m_undoStack->isClean();
    if (m_document)
        setWindowTitle(tr("%1[*] \u2014 SekiScope").arg(displayName()));
    else
        setWindowTitle(tr("SekiScope"));
    setWindowModified(modified);
}

void MainWindow::updateActions()
{
    const bool open = m_document != nullptr;
    const bool final = atFinalPosition();
    m_saveAction->setEnabled(open);
    m_saveAsAction->setEnabled(open);
    m_exportAction->setEnabled(open);
    m_clearDeadAction->setEnabled(open && final && m_document->position().dead.any());
    m_scoreShownAction->setEnabled(open && m_document->reviewedTree() != nullptr);
    const int move = m_navigator->move();
    const int moves = m_navigator->moveCount();
    // While the scoring is reviewed, Left/Right/Home/End drive its timeline instead.
    const bool record = open && !(m_review && m_review->isActive());
    m_firstMoveAction->setEnabled(record && move > 0);
    m_previousMoveAction->setEnabled(record && move > 0);
    m_nextMoveAction->setEnabled(record && move < moves);
    m_lastMoveAction->setEnabled(record && !m_navigator->atScoredPosition());
    const bool forks = record && m_navigator->cursor() && !m_navigator->cursor()->fork().empty();
    m_previousVariationAction->setEnabled(forks && m_navigator->cursor()->forkChoice() > 0);
    m_nextVariationAction->setEnabled(forks && m_navigator->cursor()->forkChoice() + 1 < int(m_navigator->cursor()->fork().size()));
    if (m_copyImageAction) {
        m_copyImageAction->setEnabled(open);
        const bool walk = open && m_review->controller().hasWalk();
        m_printAction->setEnabled(walk);
        m_printPreviewAction->setEnabled(walk);
        m_teaching->updateActions(walk);
    }
}

void MainWindow::refresh()
{
    BoardScene scene;
    scene.showCoordinates = m_showCoordinates;
    if (!m_document) {
        m_board->setScene(scene);
        m_board->setInteractive(false);
        m_scorePanel->showMessage(tr("Open a finished game (File \u203a Open, or drop an SGF file on the window) "
                                     "to mark its dead stones and see the score."));
        m_infoPanel->setDocument(nullptr);
        if (m_eyeLens)
            m_eyeLens->setPosition(std::nullopt);
        return;
    }
    if (!atFinalPosition()) {
        const TreeCursor& cursor = *m_navigator->cursor();
        scene.board = cursor.state().board;
        scene.lastMove = cursor.state().movePoint;
        // Where the record branches: the next moves, lettered (A continues this line).
        const std::vector<TreeCursor::Branch> branches = cursor.branches();
        if (branches.size() > 1)
            for (size_t k = 0; k < branches.size() && k < 26; ++k)
                if (branches[k].point)
                    scene.branchLabels.emplace_back(*branches[k].point, char('A' + k));
        addNodeMarkup(scene);
        m_board->setScene(scene);
        m_board->setInteractive(false);
        if (m_navigator->onMainLine())
            m_scorePanel->showMessage(tr("Move %1 of %2 is shown as it was played. Dead stones are marked and the "
                                         "score is counted at the final position (End).")
                                          .arg(m_navigator->move())
                                          .arg(m_navigator->moveCount()));
        else
            m_scorePanel->showMessage(tr("A variation is shown (move %1). Dead stones are marked and the score is "
                                         "counted at the final position of the main line (End, then End again).")
                                          .arg(m_navigator->move()));
        if (m_eyeLens)
            m_eyeLens->setPosition(std::nullopt);
        return;
    }
    const Position& position = m_document->position();
    // The stones under the mouse stay outlined across a toggle (same game, same stones).
    if (m_board->isInteractive() && m_board->scene().board == position.board)
        scene.highlighted = m_board->scene().highlighted;
    scene.board = position.board;
    scene.dead = position.dead;
    if (m_deadStones)
        scene.suggested = m_deadStones->suggestedMask(position.board);
    scene.lastMove = m_document->countedNode() ? m_navigator->cursor()->state().movePoint : m_document->finalLastMove();
    // The board's territory follows the chosen eye count; the Score dock shows both.
    if (const ScoreResult* result = m_document->score(m_rules, m_document->eyeMethod())) {
        position.board.forEachPoint([&](Board::Index i) {
            const PointResult& point = result->points[size_t(i)];
            scene.marks[size_t(i)] = markForResult(point);
            if (point.unresolved)
                scene.unresolved.set(size_t(i));
        });
    }
    // While a position is being built, half-finished territory marks only get in the way of the
    // stones: the score dock still follows every edit.
    if (m_editor && m_editor->isActive()) {
        scene.clearMarks();
        m_editor->decorate(scene);   // the lesson editor's position shown, its marks and labels
    } else {
        addNodeMarkup(scene);
    }
    m_board->setScene(scene);
    m_board->setInteractive(true);
    // The eye lens reads the finished position, not one being built.
    if (m_eyeLens)
        m_eyeLens->setPosition(m_editor && m_editor->isActive() ? std::nullopt : std::optional<Position>(position));
    std::array<const ScoreResult*, 3> results{};
    for (size_t k = 0; k < AllRules.size(); ++k)
        results[k] = m_document->score(AllRules[k]);
    m_scorePanel->setCountedPosition(countedPositionText());
    if (!results[0] && !results[1] && !results[2])
        m_scorePanel->showMessage(tr("The position cannot be scored: %1").arg(m_document->scoreError()));
    else
        m_scorePanel->setScores(results, &position);
    // Beside the default, the reading with GNU Go's local-game eye values while it is chosen.
    std::array<const ScoreResult*, 3> localGame{};
    for (size_t k = 0; k < AllRules.size(); ++k)
        localGame[k] = m_document->score(AllRules[k], EyeMethod::LocalGame);
    m_scorePanel->setSecondReading(tr("With GNU Go's local-game eye values"), localGame);
}

void MainWindow::addNodeMarkup(BoardScene& scene) const
{
    const SgfGameTree* tree = m_document ? m_document->reviewedTree() : nullptr;
    if (!tree || !m_navigator->cursor())
        return;
    try {
        NodeMarkup markup = readMarkup(tree->node(m_navigator->cursor()->node()), scene.board.width(), scene.board.height());
        scene.shapes = std::move(markup.shapes);
        scene.labels = std::move(markup.labels);
    } catch (const ParseError& error) {
        // The board is still shown, without the marks; the status bar says why.
        statusBar()->showMessage(tr("The marks of this position cannot be shown (line %1): %2")
                                     .arg(error.line)
                                     .arg(QString::fromStdString(error.message)),
                                 8000);
    }
}

void MainWindow::onPointActivated(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    // While editing, the keyboard cursor's Space/Enter places stones (mouse clicks go to the
    // editor directly).
    if (m_editor && m_editor->isActive()) {
        m_editor->applyAt(point, buttons, modifiers);
        return;
    }
    if (!atFinalPosition() || !(buttons & Qt::LeftButton))
        return;
    const Board& board = m_document->position().board;
    if (!board.contains(point))
        return;
    const Color color = board.at(point);
    const QString name = pointName(point, board.height());
    if (!isStone(color)) {
        statusBar()->showMessage(tr("%1 is empty: click a stone to mark its block dead or alive.").arg(name), 4000);
        return;
    }
    const bool wholeArea = modifiers & Qt::ShiftModifier;
    const Board::Index index = board.index(point);
    std::vector<Point> stones = pointsOf(board, wholeArea ? board.area(index) : board.connected(index));
    // While an engine's suggestion is shown, a click corrects the suggestion.
    if (m_deadStones && m_deadStones->toggleSuggested(stones))
        return;
    const bool dead = !m_document->isDead(point);
    QString text;
    if (wholeArea)
        text = dead ? tr("Mark the stones around %1 dead").arg(name) : tr("Mark the stones around %1 alive").arg(name);
    else
        text = dead ? tr("Mark %1 dead").arg(name) : tr("Mark %1 alive").arg(name);
    m_undoStack->push(new SetDeadCommand(*m_document, std::move(stones), dead, text));
    statusBar()->showMessage(text, 3000);
}

void MainWindow::onPointHovered(std::optional<Point> point)
{
    if (m_editor && m_editor->isActive()) {
        // No block outline while editing: a click places a stone, it does not mark a block.
        BoardScene scene = m_board->scene();
        if (scene.highlighted.any()) {
            scene.highlighted.reset();
            m_board->setScene(scene);
        }
        if (point)
            statusBar()->showMessage(m_editor->describe(*point));
        else
            statusBar()->clearMessage();
        return;
    }
    BoardScene scene = m_board->scene();
    const Board::Mask before = scene.highlighted;
    scene.highlighted.reset();
    if (!point || !atFinalPosition()) {
        if (before.any())
            m_board->setScene(scene);
        statusBar()->clearMessage();
        return;
    }
    const Board& board = m_document->position().board;
    if (board.contains(*point) && isStone(board.at(*point)))
        for (Board::Index i : board.connected(board.index(*point)))
            scene.highlighted.set(size_t(i));
    if (scene.highlighted != before)
        m_board->setScene(scene);
    const QString name = pointName(*point, board.height());
    const Color color = board.at(*point);
    QString text;
    if (isStone(color)) {
        const bool dead = m_document->isDead(*point);
        const QString stone = color == Color::Black ? (dead ? tr("dead black stone") : tr("black stone"))
                                                    : (dead ? tr("dead white stone") : tr("white stone"));
        text = tr("%1: %2. Click: mark its block %3; Shift+click: every %4 stone around it.")
                   .arg(name, stone, dead ? tr("alive") : tr("dead"),
                        color == Color::Black ? tr("black") : tr("white"));
    } else {
        switch (m_board->scene().mark(*point)) {
        case PointMark::BlackTerritory:
            text = tr("%1: Black's territory").arg(name);
            break;
        case PointMark::WhiteTerritory:
            text = tr("%1: White's territory").arg(name);
            break;
        case PointMark::Dame:
            text = tr("%1: dame, no one's").arg(name);
            break;
        case PointMark::FalseEye:
            text = tr("%1: a false eye, no one's").arg(name);
            break;
        case PointMark::SekiEye:
            text = tr("%1: an eye of a group in seki").arg(name);
            break;
        case PointMark::None:
            text = name;
            break;
        }
    }
    statusBar()->showMessage(text);
}

void MainWindow::clearDeadMarks()
{
    if (!atFinalPosition())
        return;
    // The counted position's marks (a shown position's while it is counted).
    const Position& position = m_document->position();
    std::vector<Point> dead;
    position.board.forEachPoint([&](Board::Index i) {
        if (position.dead.test(size_t(i)))
            dead.push_back(position.board.point(i));
    });
    if (dead.empty())
        return;
    m_undoStack->push(new SetDeadCommand(*m_document, std::move(dead), false, tr("Clear dead marks")));
}

void MainWindow::setDocument(std::unique_ptr<GameDocument> document)
{
    m_undoStack->clear();
    // The highlights belong to the file they were made on.
    m_eyeLens->clearSelection();
    m_document = std::move(document);
    m_recovery->setDocument(m_document.get());
    m_deadStones->setDocument(m_document.get());
    if (m_document)
        connect(m_document.get(), &GameDocument::deadStonesChanged, this, [this] {
            refresh();
            updateActions();
        });
    m_navigator->setDocument(m_document.get());
    followCountedNode();
    m_infoPanel->setDocument(m_document.get());
    m_review->setDocument(m_document.get());
    if (m_document)
        connect(m_document.get(), &GameDocument::positionEdited, this, [this] {
            // The first edit drops the record's moves (and undoing it brings them back); the
            // document counts its final position again.
            m_navigator->setDocument(m_document.get());
            followCountedNode();
            m_infoPanel->setDocument(m_document.get());
        });
    m_teaching->documentChanged();
    if (m_document && m_eyeLens)
        m_document->setEyeMethod(m_eyeLens->eyeMethod());
    refresh();
    updateTitle();
    updateActions();
}

void MainWindow::reportError(const FileError& error)
{
    statusBar()->showMessage(DialogPrompts::describe(error), 8000);
    emit fileErrorReported(error.file, error.line, error.column, error.message);
    m_prompts->showFileError(this, error);
}

bool MainWindow::maybeSave()
{
    if (!m_document || m_undoStack->isClean())
        return true;
    switch (m_prompts->askUnsavedChanges(this, displayName())) {
    case UserPrompts::UnsavedChoice::Save:
        return save();
    case UserPrompts::UnsavedChoice::Discard:
        m_recovery->discard();
        return true;
    case UserPrompts::UnsavedChoice::Cancel:
        return false;
    }
    return false;
}

bool MainWindow::openFile(const QString& path)
{
    FileError error;
    const auto chooseGame = [&](const QStringList& games) {
        return m_prompts->askGameOfCollection(this, QFileInfo(path).fileName(), games);
    };
    std::unique_ptr<GameDocument> document = GameDocument::open(path, error, chooseGame);
    if (!document) {
        if (!error.message.isEmpty())   // empty: the user chose no game of a collection
            reportError(error);
        return false;
    }
    if (!maybeSave())
        return false;
    setDocument(std::move(document));
    m_recovery->offerRestore();
    if (!path.startsWith(QLatin1Char(':'))) {
        addRecentFile(path);
        m_lastFolder = QFileInfo(path).absolutePath();
    }
    statusBar()->showMessage(tr("Opened %1").arg(displayName()), 3000);
    emit fileOpened(path);
    return true;
}

void MainWindow::open()
{
    const QString path = m_prompts->askOpenFileName(this, m_lastFolder);
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (!m_document)
        return false;
    if (!m_document->canSaveInPlace())
        return saveAs();
    return saveFile(m_document->path());
}

bool MainWindow::saveAs()
{
    if (!m_document)
        return false;
    QString suggestion = m_document->path();
    if (suggestion.isEmpty())
        suggestion = QDir(m_lastFolder).filePath(tr("position.sgf"));
    if (suggestion.startsWith(QLatin1Char(':')))
        suggestion = QDir(m_lastFolder).filePath(QFileInfo(suggestion).fileName());
    const QFileInfo info(suggestion);
    if (info.suffix().compare(QLatin1String("sgf"), Qt::CaseInsensitive) != 0)
        suggestion = info.dir().filePath(info.completeBaseName() + QStringLiteral(".sgf"));
    QString path = m_prompts->askSaveFileName(this, suggestion);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".sgf");
    return saveFile(path);
}

bool MainWindow::saveFile(const QString& path)
{
    if (!m_document)
        return false;
    std::optional<QString> result;
    // The result as the window shows it at the end of the game (whatever position is counted):
    // under the chosen eye count, like the territory saved.
    const std::optional<ScoreResult> final = m_document->finalScore(m_rules);
    if (const ScoreResult* score = final ? &*final : nullptr) {
        const QString computed = QString::fromStdString(score->resultText());
        const QString stored = m_document->storedResult();
        // A game won by resignation, time or forfeit (or void, or unknown) was not counted: its
        // result is a fact of the game that no count of the position replaces.
        const auto recorded = readRecordedResult(m_document->info().result);
        const bool counted = !recorded || recorded->isCounted();
        if (stored.isEmpty()
            || (counted && stored != computed && m_prompts->confirmResultChange(this, stored, computed)))
            result = computed;
    }
    const QByteArray text = m_document->sgfText(m_rules, result);
    QString problem;
    if (!SafeFileWriter::write(path, text, &problem)) {
        reportSaveError({path, 0, 0, problem});
        return false;
    }
    m_document->markSaved(path, result);
    m_recovery->documentSaved(path, text);
    m_undoStack->setClean();
    addRecentFile(path);
    m_lastFolder = QFileInfo(path).absolutePath();
    m_infoPanel->setDocument(m_document.get());
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(displayName()), 3000);
    emit fileSaved(path);
    return true;
}

void MainWindow::exportBoard()
{
    if (!m_document)
        return;
    const QFileInfo info(m_document->path());
    const QString suggestion = QDir(m_lastFolder).filePath(info.completeBaseName() + QStringLiteral(".png"));
    const QString path = m_prompts->askExportFileName(this, suggestion);
    if (path.isEmpty())
        return;
    BoardScene scene = m_board->scene();
    scene.cursor.reset();
    scene.highlighted.reset();
    QString error;
    if (!BoardExporter::exportScene(scene, path, error))
        reportError({path, 0, 0, error});
    else
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 3000);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About SekiScope"),
                       tr("<h3>SekiScope %1</h3>"
                          "<p>Mark the dead stones of a finished game of Go and get a territory score "
                          "you can trust, seki included, under Japanese, 1989 Japanese and Chinese "
                          "counting.</p>")
                           .arg(QStringLiteral(SEKISCOPE_VERSION)));
}

void MainWindow::addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_recentFiles.removeAll(absolute);
    m_recentFiles.prepend(absolute);
    while (m_recentFiles.size() > MaxRecentFiles)
        m_recentFiles.removeLast();
    settings().setValue(QStringLiteral("files/recent"), m_recentFiles);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    for (int k = 0; k < m_recentFiles.size(); ++k) {
        const QString path = m_recentFiles.at(k);
        QAction* action = m_recentMenu->addAction(tr("&%1 %2").arg(k + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!m_recentFiles.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            m_recentFiles.clear();
            settings().setValue(QStringLiteral("files/recent"), m_recentFiles);
            updateRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!m_recentFiles.isEmpty());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_openAction)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    // Qt cannot re-run a tr() on a text already set: the texts given when the window was built
    // are given again here, for the language now installed.
    m_openAction->setText(tr("&Open\u2026"));
    m_openAction->setStatusTip(tr("Open a game record (SGF) or a scoring case (.pos)"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setStatusTip(tr("Save the dead stones, territory and result into the SGF file"));
    m_saveAsAction->setText(tr("Save &As\u2026"));
    m_saveAsAction->setStatusTip(tr("Save the game as a new SGF file"));
    m_exportAction->setText(tr("&Export Board\u2026"));
    m_exportAction->setStatusTip(tr("Save the board as it is shown as a PNG, SVG or PDF file"));
    m_quitAction->setText(tr("&Quit"));
    m_clearDeadAction->setText(tr("&Clear Dead Marks"));
    m_clearDeadAction->setStatusTip(tr("Mark every stone alive"));
    m_coordinatesAction->setText(tr("Show &Coordinates"));
    const QList<QAction*> rulesActions = m_rulesGroup->actions();
    for (QAction* action : rulesActions)
        action->setText(ScorePanel::rulesTitle(Rules(action->data().toInt())));
    rulesActions.at(0)->setStatusTip(tr("Territory and prisoners; relaxed seki detection"));
    rulesActions.at(1)->setStatusTip(tr("The 1989 Japanese rules: stones touching dame are in seki"));
    rulesActions.at(2)->setStatusTip(tr("Area: stones and territory"));
    m_firstMoveAction->setText(tr("&First Move"));
    m_previousMoveAction->setText(tr("&Previous Move"));
    m_nextMoveAction->setText(tr("&Next Move"));
    m_lastMoveAction->setText(tr("Fina&l Position"));
    m_lastMoveAction->setStatusTip(tr("Go to the final position, where the dead stones are marked"));
    m_previousVariationAction->setText(tr("Pre&vious Variation"));
    m_nextVariationAction->setText(tr("Ne&xt Variation"));
    m_aboutAction->setText(tr("&About SekiScope"));
    m_aboutQtAction->setText(tr("About &Qt"));
    if (m_preferencesAction) {
        m_preferencesAction->setText(tr("&Preferences\u2026"));
        m_preferencesAction->setStatusTip(tr("Language, theme, coordinates and how the board is scored"));
    }
    updateUndoTexts();
    // A hover text in the old language would stay until the mouse moves.
    statusBar()->clearMessage();

    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_examplesMenu->setTitle(tr("Open E&xample"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_rulesMenu->setTitle(tr("&Territory Shown For"));
    m_goMenu->setTitle(tr("&Go"));
    m_helpMenu->setTitle(tr("&Help"));
    m_mainToolBar->setWindowTitle(tr("Main"));
    m_scoreDock->setWindowTitle(tr("Score"));
    m_infoDock->setWindowTitle(tr("Game"));
    m_commentsDock->setWindowTitle(tr("Comments"));

    if (m_copyImageAction) {
        m_copyImageAction->setText(tr("Copy Board &Image"));
        m_copyImageAction->setStatusTip(tr("Copy the board as it is shown to the clipboard, as an image"));
        m_printAction->setText(tr("&Print\u2026"));
        m_printAction->setStatusTip(tr("Print a handout of the walk-through: diagrams with their explanations"));
        m_printPreviewAction->setText(tr("Print Pre&view\u2026"));
        m_printPreviewAction->setStatusTip(tr("See the handout's pages before printing"));
    }
    if (m_review)
        m_review->retranslate();
    updateRecentMenu();
    updateTitle();
    if (m_teaching)
        m_teaching->retranslate();
    refresh();
    // The score table is never scrolled sideways: its dock grows to the new language's headings,
    // measured once the panel has its new texts (the window hears of the change before its
    // children do).
    QTimer::singleShot(0, this, [this] {
        if (auto* scroll = qobject_cast<QScrollArea*>(m_scoreDock->widget()))
            scroll->setMinimumWidth(m_scorePanel->minimumSizeHint().width()
                                    + scroll->verticalScrollBar()->sizeHint().width());
    });
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_scorePanel && event->type() == QEvent::LayoutRequest) {
        const int hint = m_scorePanel->sizeHint().height();
        if (hint != m_fittedScoreHeight) {
            m_fittedScoreHeight = hint;
            QTimer::singleShot(0, this, &MainWindow::fitScoreDock);
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitScoreDock()
{
    auto* scroll = qobject_cast<QScrollArea*>(m_scoreDock->widget());
    if (!scroll || !m_scoreDock->isVisible() || m_scoreDock->isFloating())
        return;
    const int wanted = qMin(m_scorePanel->sizeHint().height(), 520) - scroll->viewport()->height();
    if (wanted <= 0)
        return;
    // The docks of the column in their order down the window (of a tab group, the tab shown):
    // the room comes from the slack of those below, never past their minimum.
    const Qt::DockWidgetArea area = dockWidgetArea(m_scoreDock);
    QList<QDockWidget*> column;
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        if (dock->isVisible() && !dock->isFloating() && !dock->visibleRegion().isEmpty()
            && dockWidgetArea(dock) == area)
            column << dock;
    std::sort(column.begin(), column.end(), [](QDockWidget* a, QDockWidget* b) { return a->y() < b->y(); });
    QList<int> heights;
    int found = 0;
    for (QDockWidget* dock : column) {
        int height = dock->height();
        if (dock->y() > m_scoreDock->y()) {
            const int take = qMin(wanted - found, qMax(0, height - dock->minimumSizeHint().height()));
            height -= take;
            found += take;
        }
        heights << height;
    }
    for (int k = 0; k < column.size(); ++k)
        if (column[k] == m_scoreDock)
            heights[k] += found;
    if (found > 0)
        resizeDocks(column, heights, Qt::Vertical);
}

void MainWindow::updateUndoTexts()
{
    const QString undo = m_undoStack->undoText();
    const QString redo = m_undoStack->redoText();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

// --- Edit > Preferences ---------------------------------------------------------------

void MainWindow::createPreferences()
{
    m_preferencesAction = new QAction(QIcon::fromTheme(QStringLiteral("preferences-system")), tr("&Preferences\u2026"), this);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    // The platform's key where it has one (Cmd+, on macOS, Ctrl+Shift+, on KDE), and Ctrl+,
    // everywhere, as in most desktop applications.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    const QKeySequence ctrlComma(Qt::CTRL | Qt::Key_Comma);
    if (!keys.contains(ctrlComma))
        keys << ctrlComma;
    m_preferencesAction->setShortcuts(keys);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_preferencesAction->setStatusTip(tr("Language, theme, coordinates and how the board is scored"));
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferencesAction);
}

void MainWindow::showPreferences()
{
    if (!m_settingsDialog) {
        m_settingsDialog = new SettingsDialog(this);
        connect(m_settingsDialog, &SettingsDialog::applyRequested, this, &MainWindow::applyPreferences);
    }
    // What is in force now: the menus may have changed it since the dialog was last open.
    m_settingsDialog->setValues(currentPreferences());
    m_settingsDialog->open();
}

SettingsDialog::Values MainWindow::currentPreferences() const
{
    SettingsDialog::Values values;
    values.language = AppLanguage::storedChoice();
    values.theme = AppTheme::current();
    values.showCoordinates = m_showCoordinates;
    values.rules = m_rules;
    if (m_eyeLens) {
        values.eyeMethod = m_eyeLens->eyeMethod();
        values.showEyeSpaces = m_eyeLens->showEyeSpacesAction()->isChecked();
    }
    values.engine = m_deadStones->settings();
    return values;
}

void MainWindow::applyPreferences(const SettingsDialog::Values& values)
{
    // The same paths as the menus, so menus, settings and the window never disagree.
    if (values.theme != AppTheme::current())
        AppTheme::setTheme(values.theme);
    m_coordinatesAction->setChecked(values.showCoordinates);
    if (values.rules != m_rules)
        setBoardRules(values.rules);
    if (m_eyeLens) {
        m_eyeLens->setEyeMethod(values.eyeMethod);
        m_eyeLens->showEyeSpacesAction()->setChecked(values.showEyeSpaces);
    }
    if (!(values.engine == m_deadStones->settings()))
        m_deadStones->setSettings(values.engine);
    // Last: the language change retranslates everything, the dialog included.
    if (values.language != AppLanguage::storedChoice())
        AppLanguage::setLanguage(values.language);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    // A clean close: whatever was not saved, the user chose to leave.
    m_recovery->discard();
    event->accept();
}

void MainWindow::reportSaveError(const FileError& error)
{
    // SafeFileWriter wrote to a temporary file beside the target and dropped it: the file on disk
    // is as it was, and the marks stay unsaved (and kept by the recovery file).
    statusBar()->showMessage(tr("Not saved: %1").arg(DialogPrompts::describe(error)), 8000);
    emit fileErrorReported(error.file, error.line, error.column, error.message);
    m_prompts->showSaveError(this, error);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    openFile(urls.first().toLocalFile());
}

// --- The teaching kit: lessons, the board editor, presentation, handouts -----------

void MainWindow::createTeachingActions()
{
    m_copyImageAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy Board &Image"), this);
    m_copyImageAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyImageAction->setStatusTip(tr("Copy the board as it is shown to the clipboard, as an image"));
    connect(m_copyImageAction, &QAction::triggered, this, &MainWindow::copyBoardImage);

    m_printAction = new QAction(QIcon::fromTheme(QStringLiteral("document-print")), tr("&Print\u2026"), this);
    m_printAction->setShortcut(QKeySequence::Print);
    m_printAction->setStatusTip(tr("Print a handout of the walk-through: diagrams with their explanations"));
    connect(m_printAction, &QAction::triggered, this, &MainWindow::print);

    m_printPreviewAction = new QAction(QIcon::fromTheme(QStringLiteral("document-print-preview")), tr("Print Pre&view\u2026"), this);
    m_printPreviewAction->setStatusTip(tr("See the handout's pages before printing"));
    connect(m_printPreviewAction, &QAction::triggered, this, &MainWindow::printPreview);

    m_teaching = new TeachingController(*this);
    m_teaching->install();
    m_editor = m_teaching->editor();

    // File: printing after the handout.
    const QList<QAction*> fileActions = m_fileMenu->actions();
    QAction* afterHandout = fileActions.value(fileActions.indexOf(m_teaching->exportHandoutAction()) + 1);
    m_fileMenu->insertActions(afterHandout, {m_printPreviewAction, m_printAction});
    m_editMenu->insertAction(m_editor->toggleAction(), m_copyImageAction);
    m_editMenu->insertSeparator(m_editor->toggleAction());
}

bool MainWindow::offerKeptPositions()
{
    for (RecoveryKeeper::KeptPosition& kept : m_recovery->keptPositions()) {
        FileError error;
        std::unique_ptr<GameDocument> document =
            GameDocument::fromText(kept.sgf, QString(), GameDocument::Format::Sgf, error);
        if (!document) {
            // Not a position SekiScope can read back (a damaged file): never offered again.
            m_recovery->dropPosition(kept);
            continue;
        }
        const Board& board = document->position().board;
        const QString description = tr("%1\u00d7%2 board").arg(board.width()).arg(board.height());
        switch (m_prompts->askRestorePosition(this, description, kept.savedAt)) {
        case UserPrompts::RecoveryChoice::Restore:
            if (!maybeSave())
                return false;
            setDocument(std::move(document));
            m_recovery->adoptPosition(std::move(kept));
            // Unsaved until the user saves it: closing asks, and the copy stays kept meanwhile.
            m_undoStack->resetClean();
            m_editor->setActive(true);
            statusBar()->showMessage(tr("Restored the unsaved position; save it to keep it"), 8000);
            return true;
        case UserPrompts::RecoveryChoice::Discard:
            m_recovery->dropPosition(kept);
            break;
        case UserPrompts::RecoveryChoice::Keep:
            break;
        }
    }
    return false;
}

QString MainWindow::keptPositionPath() const
{
    return m_recovery->keptPositionPath();
}

BoardEditor* MainWindow::boardEditor() const
{
    return m_editor;
}

PresentationWindow* MainWindow::presentationWindow() const
{
    return m_teaching ? m_teaching->presentation() : nullptr;
}

bool MainWindow::openLesson(const QString& path)
{
    return m_teaching->openLesson(path);
}

bool MainWindow::newPosition(QSize size)
{
    return m_teaching->newPosition(size);
}

void MainWindow::newPositionDialog()
{
    m_teaching->newPositionDialog();
}

void MainWindow::browseLessons()
{
    m_teaching->browseLessons();
}

bool MainWindow::writeHandout(const QString& path, QString& error) const
{
    return m_teaching->writeHandout(path, error);
}

void MainWindow::exportHandout()
{
    m_teaching->exportHandout();
}

void MainWindow::setPresentationMode(bool on)
{
    m_teaching->setPresentationMode(on);
}

QImage MainWindow::boardImage() const
{
    if (!m_document)
        return {};
    const qreal ratio = m_board->devicePixelRatioF();
    const bool reviewing = m_review->isActive() && m_review->controller().hasWalk();
    BoardScene scene = m_board->scene();
    scene.cursor.reset();
    scene.highlighted.reset();
    // The board laid out in the view's own size, then cut to the wood: the image is the board
    // as large as it is on screen, without the window's background around it.
    const QRectF area(QPointF(0, 0), QSizeF(m_board->size()));
    const BoardGeometry geometry(scene.board.width(), scene.board.height(), area, scene.showCoordinates);
    if (!geometry.isValid())
        return {};
    const QRect crop = geometry.boardRect().toAlignedRect().intersected(area.toAlignedRect());
    QImage image(crop.size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(-crop.topLeft());
    if (reviewing) {
        TraceFrame frame = m_review->controller().frame();
        frame.progress = 1.0;
        TraceOverlayPainter(ThemeRenderer::shared())
            .paintFrame(painter, m_review->controller().walk(), frame, area, scene.showCoordinates);
    } else {
        BoardPainter(ThemeRenderer::shared()).paint(painter, scene, area);
    }
    painter.end();
    return image;
}

void MainWindow::copyBoardImage()
{
    const QImage image = boardImage();
    if (image.isNull())
        return;
    QApplication::clipboard()->setImage(image);
    statusBar()->showMessage(tr("Copied the board (%1 \u00d7 %2 pixels)").arg(image.width()).arg(image.height()), 3000);
}

void MainWindow::print()
{
    if (!m_document || !m_review->controller().hasWalk())
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_teaching->teachingTitle());
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Handout"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const HandoutWriter writer(m_review->controller().sharedWalk(), m_teaching->teachingTitle(), m_teaching->teachingIntroduction(),
                               HandoutDialog::storedOptions());
    QPainter painter;
    if (!painter.begin(&printer)) {
        reportError({printer.printerName(), 0, 0, tr("The printer could not be started.")});
        return;
    }
    writer.paint(painter, printer);
    painter.end();
    statusBar()->showMessage(tr("Sent %n page(s) to the printer", nullptr, writer.pageCount()), 4000);
}

void MainWindow::printPreview()
{
    if (!m_document || !m_review->controller().hasWalk())
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_teaching->teachingTitle());
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Handout Preview"));
    const HandoutWriter writer(m_review->controller().sharedWalk(), m_teaching->teachingTitle(), m_teaching->teachingIntroduction(),
                               HandoutDialog::storedOptions());
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [&writer](QPrinter* target) {
        QPainter painter(target);
        writer.paint(painter, *target);
    });
    preview.resize(900, 1000);
    preview.exec();
}

int runWindow(QApplication& application, const QString& fileToOpen)
{
    if (QCoreApplication::organizationName().isEmpty())
        QCoreApplication::setOrganizationName(QStringLiteral("SekiScope"));
    MainWindow window;
    window.show();
    if (!fileToOpen.isEmpty())
        window.openFile(fileToOpen);
    return application.exec();
}

} // namespace seki::ui
