#include "mainwindow/mainwindow.h"

#include "sgf/parseerror.h"
#include "teaching/boardeditor.h"
#include "board/boardinputrouter.h"
#include "board/boardscenebuilder.h"
#include "board/boardview.h"
#include "common/dialogprompts.h"
#include "common/parseerrortext.h"
#include "document/deadmarking.h"
#include "engine/deadstonecontroller.h"
#include "mainwindow/exportcontroller.h"
#include "eyes/eyelenscontroller.h"
#include "eyes/eyeoverlay.h"
#include "document/filecontroller.h"
#include "document/gamedocument.h"
#include "mainwindow/gameinfopanel.h"
#include "mainwindow/helpcontroller.h"
#include "mainwindow/recorddocks.h"
#include "document/recordnavigator.h"
#include "mainwindow/estimatecontroller.h"
#include "sgf/treecursor.h"
#include "mainwindow/moveactions.h"
#include "mainwindow/movebar.h"
#include "mainwindow/screenlayout.h"
#include "mainwindow/shortcutsdialog.h"
#include "record/trymoves.h"
#include "review/timelinebar.h"
#include "settings/preferencescontroller.h"
#include "recovery/recoverykeeper.h"
#include "document/rulesselector.h"
#include "mainwindow/scoredock.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "teaching/exercisesession.h"
#include "teaching/teachingcontroller.h"
#include "review/tracecontroller.h"
#include "common/uiresources.h"
#include "document/undoactions.h"
#include "mainwindow/viewmenu.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace seki::ui {

MainWindow::MainWindow(std::unique_ptr<UserPrompts> prompts, QWidget* parent)
    : QMainWindow(parent), m_prompts(prompts ? std::move(prompts) : std::make_unique<DialogPrompts>()),
      m_undoStack(new QUndoStack(this)), m_rulesSelector(new RulesSelector(this)),
      m_files(new FileController(*this, *m_prompts, *m_undoStack, *m_rulesSelector,
                                 [this](std::unique_ptr<GameDocument> document) { setDocument(std::move(document)); })),
      m_lastFolder(m_files->lastFolder())
{
    initResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/sekiscope.svg")));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_board = new BoardView(central);
    m_moveBar = new MoveBar(central);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_moveBar);
    setCentralWidget(central);

    m_marking = new DeadMarking(*this, *m_board, *m_undoStack, *m_rulesSelector);
    m_navigator = new RecordNavigator(this);
    m_moveBar->follow(*m_navigator);
    connect(m_navigator, &RecordNavigator::changed, this, [this] {
        followCountedNode();
        refresh();
        updateActions();
    });
    connect(m_files, &FileController::fileErrorReported, this, &MainWindow::fileErrorReported);
    connect(m_files, &FileController::fileOpened, this, &MainWindow::fileOpened);
    connect(m_files, &FileController::fileSaved, this, &MainWindow::fileSaved);
    connect(m_files, &FileController::saved, this, [this] { m_infoPanel->setDocument(m_document.get()); });
    connect(m_undoStack, &QUndoStack::indexChanged, this, &MainWindow::updateActions);

    createActions();
    createMenus();
    createToolBar();
    createDocks();
    // The scoring walk-through: its docks exist before readSettings restores the layout.
    m_review = new ScoringReview(*this, *m_board, m_viewMenu);
    connect(m_review, &ScoringReview::activeChanged, this, &MainWindow::updateActions);
    // One rules selector: the board, the Score dock, the walk-through (and its handouts) and Save.
    m_review->setRules(m_rulesSelector->rules());
    connect(m_review, &ScoringReview::rulesChosen, this, &MainWindow::setBoardRules);
    connect(m_rulesSelector, &RulesSelector::rulesChanged, this, &MainWindow::followRules);
    createTeachingActions();
    // GNU Go's eye lens: its dock exists before readSettings restores the layout.
    m_eyeLens = new EyeLensController(*this, *m_board, m_viewMenu);
    connect(m_teaching, &TeachingController::presentationStarting, m_eyeLens, &EyeLensController::clearSelection);
    connect(m_eyeLens, &EyeLensController::eyeMethodChanged, this, [this](EyeMethod method) {
        if (m_document)
            m_document->setEyeMethod(method);
        refresh();
    });
    m_deadStones = new DeadStoneController(*this, *m_board, *m_undoStack, m_goMenu);
    connect(m_deadStones, &DeadStoneController::suggestionChanged, this, &MainWindow::refresh);
    createBoardInput();
    m_preferences = new PreferencesController(*this, *m_editMenu, *m_view->coordinatesAction(), *m_rulesSelector,
                                              *m_eyeLens, *m_deadStones);
    statusBar();
    // Reviewing: the walk-through's docks wait until it starts. Hidden before the window is first
    // arranged too, so they do not count in its minimum size (their timeline, taller in a
    // Japanese font, would hold the window taller than a 720-line screen), and again after the
    // saved layout, which may have had them open.
    m_review->applyLayout();
    readSettings();
    m_review->applyLayout();
    m_recovery = new RecoveryKeeper(*this, *m_undoStack, *m_prompts);
    connect(m_files, &FileController::unsavedWorkDiscarded, m_recovery, &RecoveryKeeper::discard);
    connect(m_files, &FileController::documentAdopted, m_recovery, &RecoveryKeeper::offerRestore);
    connect(m_files, &FileController::documentWritten, m_recovery, &RecoveryKeeper::documentSaved);
    connect(m_recovery, &RecoveryKeeper::openRequested, this, [this](const QString& path) { openFile(path); });
    // Once the window is up (and a file given on the command line has been offered its own
    // marks): the other files whose marks a crash left unsaved.
    QTimer::singleShot(0, m_recovery, &RecoveryKeeper::showStartupNotice);

    refresh();
    m_files->updateTitle();
    updateActions();
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // The commands refer to the document: let them go first.
    m_undoStack->clear();
    // Docks hidden as the window goes would change the mode and call handlers already gone.
    delete m_input;
    m_input = nullptr;
}

void MainWindow::createBoardInput()
{
    // What a click on the board does is decided here, once, from what is shown: one handler per
    // mode, and the dead marks only in MarkDead (boardinputmode.h has the order).
    m_input = new BoardInputRouter(
        *m_board, [this] { return boardInputState(); }, this);
    m_input->setHandler(BoardInputMode::MarkDead, m_marking);
    m_input->setHandler(BoardInputMode::EditPosition, m_editor);
    m_input->setHandler(BoardInputMode::InspectScoring, m_review);
    m_input->setHandler(BoardInputMode::InspectEyes, m_eyeLens);
    m_input->setHandler(BoardInputMode::InspectSuggestion, m_deadStones);
    m_input->setHandler(BoardInputMode::TryMoves, m_tryMoves);
    m_input->setHandler(BoardInputMode::AnswerExercise, m_teaching->exerciseSession());
    const auto update = [this] { m_input->update(); };
    connect(m_review, &ScoringReview::activeChanged, m_input, update);
    connect(m_editor, &BoardEditor::activeChanged, m_input, update);
    connect(m_eyeLens->overlay(), &EyeOverlay::onChanged, m_input, update);
    connect(m_deadStones, &DeadStoneController::suggestionChanged, m_input, update);
    connect(m_navigator, &RecordNavigator::changed, m_input, update);
    connect(m_tryMoves, &TryMoves::toggled, m_input, update);
    // Nothing the user has marked changes while the walk-through is on: not by a key either.
    connect(m_input, &BoardInputRouter::modeChanged, this, &MainWindow::updateActions);
}

BoardInputState MainWindow::boardInputState() const
{
    BoardInputState state;
    state.gameOpen = m_document != nullptr;
    state.editingPosition = m_editor && m_editor->isActive();
    state.walkthrough = m_review && m_review->isActive();
    state.countedShown = atFinalPosition();
    state.suggestionShown = m_deadStones && m_deadStones->hasSuggestion();
    state.eyeLensShown = m_eyeLens && m_eyeLens->overlay()->isOn();
    state.tryingMoves = m_tryMoves && m_tryMoves->isOn() && m_navigator->cursor();
    state.exercise = m_teaching && m_teaching->exerciseActive();
    return state;
}

BoardInputMode MainWindow::boardInputMode() const
{
    return m_input->mode();
}

void MainWindow::createActions()
{
    // Each text once: m_texts sets it now and again on a language change (retranslateUi).
    const auto action = [this](const QIcon& icon, const char* text, const char* statusTip = nullptr) {
        return m_texts.bind(new QAction(icon, QString(), this), text, statusTip);
    };
    const auto themed = [](const char* name) { return QIcon::fromTheme(QString::fromLatin1(name)); };

    m_export = new ExportController(
        *this, *m_prompts, *m_board,
        [this] { return m_document ? QFileInfo(m_document->path()).completeBaseName() : QString(); }, m_lastFolder,
        [this](const FileError& error) { reportError(error); });
    m_exportAction = m_export->action();

    m_quitAction = action(themed("application-exit"), QT_TR_NOOP("&Quit"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    auto* undo = new UndoActions(*this, *m_undoStack);
    m_undoActions = undo;
    m_undoAction = undo->undo();
    m_redoAction = undo->redo();

    m_moves = new MoveActions(*this, *m_navigator, *m_prompts);
    // Go › Try Moves: clicks play variations into the record (one more board input mode).
    m_tryMoves = new TryMoves(*this, *m_board, *m_navigator, *m_undoStack);
    connect(m_moves, &MoveActions::scoreShownToggled, this, [this] {
        followCountedNode();
        refresh();
        updateActions();
    });
}

void MainWindow::createMenus()
{
    const auto menu = [this](const char* title) { return m_texts.bind(menuBar()->addMenu(QString()), title); };
    m_fileMenu = menu(QT_TR_NOOP("&File"));
    m_files->addToMenu(m_fileMenu);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menu(QT_TR_NOOP("&Edit"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_files->pasteAction());
    m_editMenu->addAction(m_marking->clearDeadAction());

    m_view = new ViewMenu(*this, *m_rulesSelector);
    m_viewMenu = m_view->menu();
    connect(m_view, &ViewMenu::coordinatesToggled, this, &MainWindow::refresh);
    connect(m_view, &ViewMenu::moveNumbersChanged, this, &MainWindow::refresh);

    m_goMenu = menu(QT_TR_NOOP("&Go"));

    m_help = new HelpController(*this, [this] { return keyGroups(); });
}

void MainWindow::createToolBar()
{
    QToolBar* toolBar = addToolBar(QString());
    m_texts.bindTitle(toolBar, QT_TR_NOOP("Main"));
    m_mainToolBar = toolBar;
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->addAction(m_files->openAction());
    toolBar->addAction(m_files->saveAction());
    toolBar->addSeparator();
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addSeparator();
    m_moves->addTo(*m_goMenu, *toolBar);
    m_tryMoves->addTo(*m_goMenu, *toolBar);
    m_estimate = new EstimateController(*this);
    m_goMenu->addAction(m_estimate->action());
    connect(m_estimate, &EstimateController::toggled, this, &MainWindow::refresh);
    m_viewMenu->addAction(toolBar->toggleViewAction());
}

void MainWindow::createDocks()
{
    m_scoreDock = new ScoreDock(*this);
    m_scorePanel = m_scoreDock->panel();
    m_scorePanel->setSelectedRules(m_rulesSelector->rules());
    m_texts.bindTitle(m_scoreDock, QT_TR_NOOP("Score"));
    addDockWidget(Qt::RightDockWidgetArea, m_scoreDock);

    m_recordDocks = new RecordDocks(*this, *m_navigator);
    m_infoPanel = m_recordDocks->infoPanel();
    m_treePanel = m_recordDocks->treePanel();

    m_viewMenu->addAction(m_scoreDock->toggleViewAction());
    m_recordDocks->addToMenu(*m_viewMenu);
}

QList<KeyGroup> MainWindow::keyGroups() const
{
    // The walk-through's keys hold their shortcuts only while it runs: listed from its timeline,
    // under a title of their own, whether it runs or not.
    QSet<const QAction*> walkActions;
    KeyGroup walk{tr("While the walk-through runs"), {}};
    if (m_review)
        for (const auto& [key, action] : m_review->timeline()->keyedActions()) {
            walkActions.insert(action);
            walk.bindings.append({ShortcutsDialog::plainText(action->text()), {key}});
        }
    // The menus first, then the board's own keys and the walk-through's, then the rest.
    QList<KeyGroup> groups = ShortcutsDialog::menuKeys(*this, walkActions);
    groups.append(KeyGroup{tr("Board"), BoardView::keyBindings()});
    if (!walk.bindings.isEmpty())
        groups.append(walk);
    if (KeyGroup other = ShortcutsDialog::otherKeys(*this, walkActions); !other.bindings.isEmpty())
        groups.append(other);
    return groups;
}

void MainWindow::readSettings()
{
    // Per screen size: a laptop's layout is not a projector's.
    ScreenLayout::restore(*this);
    m_files->readSettings();
    m_view->readSettings();
}

void MainWindow::writeSettings() const
{
    ScreenLayout::save(*this);
    m_files->writeSettings();
    m_view->writeSettings();
}

void MainWindow::setBoardRules(Rules rules)
{
    m_rulesSelector->choose(rules);
}

bool MainWindow::rulesFromFile() const
{
    return m_rulesSelector->fromFile();
}

Rules MainWindow::boardRules() const
{
    return m_rulesSelector->rules();
}

void MainWindow::followRules(Rules rules)
{
    m_scorePanel->setSelectedRules(rules);
    m_review->setRules(rules);
    refresh();
}

bool MainWindow::atFinalPosition() const
{
    return m_document && (m_navigator->atScoredPosition() || m_document->countedNode());
}

void MainWindow::followCountedNode()
{
    m_moves->followCountedNode(m_editor && m_editor->isActive());
}

QString MainWindow::displayName() const
{
    return m_files->displayName();
}

void MainWindow::updateActions()
{
    if (m_input)
        m_input->update();
    const bool open = m_document != nullptr;
    m_files->updateActions();
    // Nothing the user has marked changes while the walk-through is on: no key, no menu.
    const bool walkthrough = m_input && m_input->mode() == BoardInputMode::InspectScoring;
    m_marking->updateAction(atFinalPosition() && !walkthrough);
    m_undoActions->setLocked(walkthrough);
    if (m_deadStones)
        m_deadStones->setLocked(walkthrough);
    // While the scoring is reviewed, Left/Right/Home/End drive its timeline instead.
    m_moves->update(!(m_review && m_review->isActive()));
    m_tryMoves->update(!(m_review && m_review->isActive()));
    // The tree, like the Go menu, leads through the record only while the record is shown.
    if (m_recordDocks)
        m_recordDocks->setRecordShown(!(m_review && m_review->isActive()));
    const bool walk = open && m_review && m_review->controller().hasWalk();
    m_export->updateActions(open, walk);
    if (m_teaching)
        m_teaching->updateActions(walk);
}

void MainWindow::refresh()
{
    if (!m_document) {
        BoardScene scene;
        scene.showCoordinates = m_view->showCoordinates();
        if (m_estimate)
            m_estimate->clear();
        m_board->setScene(scene);
        m_scoreDock->showNoGame();
        m_infoPanel->setDocument(nullptr);
        if (m_eyeLens)
            m_eyeLens->setPosition(std::nullopt);
        return;
    }
    if (m_teaching && m_teaching->exerciseActive()) {
        // An exercise: its own board and answer; no count, no eye lens, that would give it away.
        BoardScene scene;
        scene.showCoordinates = m_view->showCoordinates();
        m_teaching->decorateExercise(scene);
        m_board->setScene(scene);
        m_scoreDock->showExercise();
        if (m_eyeLens)
            m_eyeLens->setPosition(std::nullopt);
        return;
    }
    if (!atFinalPosition()) {
        BoardScene scene = BoardSceneBuilder::recordNode(*m_navigator->cursor(), m_view->showCoordinates());
        BoardSceneBuilder::addMoveNumbers(scene, *m_navigator->cursor(), m_view->moveNumbers());
        addNodeMarkup(scene);
        // Go › Estimate Score: the position shown, with the prisoners taken so far.
        const TreeCursor::State& state = m_navigator->cursor()->state();
        m_estimate->decorate(scene, state.capturedByBlack, state.capturedByWhite, m_document->position().komi);
        m_board->setScene(scene);
        m_scoreDock->showRecordNode(*m_navigator);
        if (m_eyeLens)
            m_eyeLens->setPosition(std::nullopt);
        return;
    }
    const Position& position = m_document->position();
    // The board's territory follows the chosen eye count; the Score dock shows both. The file's
    // own count (a server's TB/TW) is compared under the rules the file names, as in the Score dock.
    const GameScores& scores = *m_document->scores();
    const std::optional<Point> lastMove
        = m_document->countedNode() ? m_navigator->cursor()->state().movePoint : m_document->finalLastMove();
    const Rules rules = m_rulesSelector->rules();
    BoardScene scene = BoardSceneBuilder::scoredPosition(position, lastMove, scores.chosen(rules),
                                                         rules == position.rules, m_view->showCoordinates());
    // The stones under the mouse stay outlined across a toggle (same game, same stones).
    if (m_board->isInteractive() && m_board->scene().board == position.board)
        scene.highlighted = m_board->scene().highlighted;
    if (m_deadStones) {
        scene.suggested = m_deadStones->suggestedMask(position.board);
        scene.undecided = m_deadStones->undecidedMask(position.board);
        scene.disagreed = m_deadStones->disagreedMask(position.board);
    }
    m_estimate->decorate(scene, position.capturedByBlack, position.capturedByWhite, position.komi);
    // While a position is being built, half-finished territory marks only get in the way of the
    // stones: the score dock still follows every edit.
    if (m_editor && m_editor->isActive()) {
        scene.clearMarks();
        m_editor->decorate(scene); // the lesson editor's position shown, its marks and labels
    } else {
        // The record's stones are the counted position's (the end of the main line, or the node
        // shown): their moves are numbered as anywhere else in the record.
        if (m_navigator->cursor() && m_navigator->cursor()->state().board == position.board)
            BoardSceneBuilder::addMoveNumbers(scene, *m_navigator->cursor(), m_view->moveNumbers());
        addNodeMarkup(scene);
    }
    m_board->setScene(scene);
    // The eye lens reads the finished position, not one being built.
    if (m_eyeLens)
        m_eyeLens->setPosition(m_editor && m_editor->isActive() ? std::nullopt : std::optional<Position>(position));
    m_scoreDock->showScores(*m_document, *m_navigator);
}

void MainWindow::addNodeMarkup(BoardScene& scene) const
{
    const SgfGameTree* tree = m_document ? m_document->reviewedTree() : nullptr;
    if (!tree || !m_navigator->cursor())
        return;
    try {
        BoardSceneBuilder::addMarkup(scene, tree->node(m_navigator->cursor()->node()));
    } catch (const ParseError& error) {
        // The board is still shown, without the marks; the status bar says why.
        statusBar()->showMessage(tr("The marks of this position cannot be shown (line %1): %2")
                                     .arg(error.line)
                                     .arg(ParseErrorText::message(error)),
                                 8000);
    }
}

void MainWindow::setDocument(std::unique_ptr<GameDocument> document)
{
    m_undoStack->clear();
    // The highlights belong to the file they were made on.
    m_eyeLens->clearSelection();
    m_document = std::move(document);
    m_files->setDocument(m_document.get());
    m_moves->setDocument(m_document.get());
    m_tryMoves->setDocument(m_document.get());
    m_marking->setDocument(m_document.get());
    m_recovery->setDocument(m_document.get());
    m_deadStones->setDocument(m_document.get());
    if (m_document)
        connect(m_document.get(), &GameDocument::deadStonesChanged, this, [this] {
            refresh();
            updateActions();
        });
    m_navigator->setDocument(m_document.get());
    // Another game: the clicks mark again until trying is chosen for it.
    m_tryMoves->setOn(false);
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
    // The file's RU, when it names rules; otherwise the user's choice.
    m_rulesSelector->follow(m_document.get());
    refresh();
    m_files->updateTitle();
    updateActions();
}

void MainWindow::reportError(const FileError& error)
{
    m_files->reportError(error);
}

bool MainWindow::maybeSave()
{
    return m_files->maybeSave();
}

bool MainWindow::openFile(const QString& path)
{
    return m_files->openFile(path);
}

void MainWindow::open()
{
    m_files->open();
}

bool MainWindow::save()
{
    return m_files->save();
}

bool MainWindow::saveAs()
{
    return m_files->saveAs();
}

bool MainWindow::saveFile(const QString& path)
{
    return m_files->saveFile(path);
}

void MainWindow::exportBoard()
{
    m_export->exportBoard();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_preferences)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    // Qt cannot re-run a tr() on a text already set: the texts bound when the window was built
    // are given again, for the language now installed.
    m_texts.retranslate();
    m_recordDocks->retranslate();
    m_files->retranslate();
    m_preferences->retranslate();
    m_moves->retranslate();
    m_tryMoves->retranslate();
    if (m_estimate)
        m_estimate->retranslate();
    m_export->retranslate();
    m_view->retranslate();
    m_undoActions->retranslate();
    m_marking->retranslate();
    m_help->retranslate();
    // A hover text in the old language would stay until the mouse moves.
    statusBar()->clearMessage();

    if (m_review)
        m_review->retranslate();
    if (m_teaching)
        m_teaching->retranslate();
    refresh();
}

void MainWindow::showPreferences()
{
    m_preferences->show();
}

GameTreeView* MainWindow::gameTreeView() const
{
    return m_recordDocks->treeView();
}

QAction* MainWindow::scoreShownAction() const
{
    return m_moves->scoreShownAction();
}

QAction* MainWindow::preferencesAction() const
{
    return m_preferences->action();
}

SettingsDialog* MainWindow::settingsDialog() const
{
    return m_preferences->dialog();
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

// --- The teaching kit: lessons, the board editor, presentation, handouts -----------

void MainWindow::createTeachingActions()
{
    m_teaching = new TeachingController(*this, {*this, *m_board, *m_undoStack, *m_navigator, *m_review});
    m_teaching->install();
    m_editor = m_teaching->editor();
    m_export->setWalkthrough(*m_review, *m_teaching);

    // File: New Position first; the handout after Export Board. Edit: the editor and its tools.
    const QList<QAction*> teachingFileActions = m_fileMenu->actions();
    m_fileMenu->insertAction(teachingFileActions.value(0), m_teaching->newPositionAction());
    m_fileMenu->insertAction(teachingFileActions.value(teachingFileActions.indexOf(m_exportAction) + 1),
                             m_teaching->exportHandoutAction());
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_editor->toggleAction(), m_editor->sizeAction(), m_editor->clearAction()});
    m_editMenu->addMenu(m_teaching->toolsMenu());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_teaching->presentationAction());
    // Lessons before Help, as in the design sketch.
    const QList<QAction*> menus = menuBar()->actions();
    menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.last(), m_teaching->lessonsMenu());
    m_mainToolBar->addSeparator();
    m_mainToolBar->addActions({m_editor->toggleAction(), m_teaching->presentationAction()});

    // File: printing after the handout; Edit: Copy Board Image before the editor's actions.
    const QList<QAction*> fileActions = m_fileMenu->actions();
    QAction* afterHandout = fileActions.value(fileActions.indexOf(m_teaching->exportHandoutAction()) + 1);
    m_fileMenu->insertActions(afterHandout, {m_export->printPreviewAction(), m_export->printAction()});
    m_editMenu->insertAction(m_editor->toggleAction(), m_export->copyImageAction());
    m_editMenu->insertSeparator(m_editor->toggleAction());
}

bool MainWindow::offerKeptPositions()
{
    return m_teaching->offerKeptPositions(*m_recovery, *m_prompts);
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
    return m_export->boardImage();
}

void MainWindow::copyBoardImage()
{
    m_export->copyBoardImage();
}

void MainWindow::print()
{
    m_export->print();
}

void MainWindow::printPreview()
{
    m_export->printPreview();
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
